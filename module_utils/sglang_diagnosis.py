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
          "-TERM 264' in a shell transcript (root@host:/var/www# kill -TERM 264, laravel/octane#469), round 80",
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
    _Rule("garbage_output_words", "nan_output", "cause", 40, "garbage|incoherent|meaningless|nonsens",
          r"\b(?:produces?|producing|generates?|generating|prints?|printing|outputs?|outputting|returns?|returning)"
          r" (?:garbage|incoherent|meaningless|nonsensical?)\b",
          "a report's own words that a model's answers are garbage ('The intel_xpu attention backend produces "
          "garbage/incoherent output', sgl-project/sgl-kernel-xpu#243; 'the model prints garbage infinitely', "
          "'llama.cpp was printing meaningless sentences', ggml-org/llama.cpp#8498; round 81): degenerate output "
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
    'parts': 'train .. validation-r79 (80 parts, tests/unit/test_corpus_train.py PARTS)',
    'logs': 5141,
    'words': 12857,
    'corpus_sha256': '5f24c95b39380eaa',
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
_TM_BIAS: tuple = (0.301, -0.374, -0.304, -1.332, -0.59, 0.276, 0.238, 0.186, 1.772, -0.957, -0.271, 0.243, 0.811)
#: base64 of zlib(words, one per line; NUL; int16 LE weights in thousandths, a row of classes per word).
_TM_BLOB: tuple = (
    "eNqEfeuyozzP7H9ukiJAEp5wGgxZyVz9VndLxsma99tVwZZkAsZHWZbkuq7qmpeCHDnY9PPebwKHDI3j0tZrc+tTPS9dPzXp8UVO"
    "4/KzNvsd5Ll/7fpfes/tsAD6saeR1tq/MnBpWjyovffto74cw9gBG5uUdMvrZWHX60U1Yf25G1o9rlvqa3OMu0DkJeM9rvw1/avt"
    "131Y5nrdN+Keoeux96+6uaR9mPquZkbbZZqW2RJv/V5vfdIDDWn2XY8z2IpnEnxd8Y8V4FD/jyc2c4v0cbk0+oTbfPgH3pu5G/t6"
    "mnLWh2ldNmVvmD2fuTbG4dLWaW/shqkZkMvx5QSDQeJtczP1AqI67Nu3vu2Hp+gsrLaxwldNkrQZaGXc7i9UxF/duKT9zMe637e+"
    "6eyLZ33bv2hnCa7vrpn3oa2fzTh0zb7oI7bDnnnpb5bZdMe3oinsW9P2nojs2M3t3Ypzbllx+N++DbuBY2PEe4+KfPZbitSfyop9"
    "sMD+8LQnNV2z7rir6bp63Za2T8lqZOv/HH2yjDfDUqd+e/KWcbxZA/4ALVepr1Q8zd7Xj6cKzEhzarahTj/D+EDZ74PVdpssYV3H"
    "t0f1/WpFutsfIsGK8TEO880y018H6wnt0TX1bWssfbs9JlSnA+oHk3U3kvCEbbVCsuo30L7DCo0dTM949Nvcj9XZ5wiM49TPVsh4"
    "xrEvdXdMa/2zWV74nSDty6Ofh7/2sddtmZAxqwb7h3VF1Ek/d6nyckBo2RqsVwmxcl42gPjGzlrm3Iw3w6+4rAYvt/GwPjvzz4P9"
    "oTu2GeDcWSHguVawD2uzs7VFPGhZ9mSvXwvQeqpVoT24pA3zrPuPubMXD9bN7QF44LY0Xduwwa7HDgqGlfgUfWPCCCD69bBKsF5t"
    "n4RGlG+LdOv8y/js8wOq2j7Lhq72GNEgWHiJlFEh+m6A+9VaV0Lr3I7ZaT/Dbk16s86Z7OHT8kRBI8UGgWO1DtJ7LzjHxzZAvvt6"
    "HYrM3Jb6tuzvFS3sYxgV0m0DG7ewfl6O2z234nqy92/WWNtHt2893ul121qrw7+W6VLlroz4mAd0BCLrMJ6A1fJqOeqt7TErRj10"
    "33wdbozn3sZs+0ork7nog5GSFn7rYlX52jPA1m7wE82dpW1hPXQqR+vWLL5l46s2a/atDURWMZfjemWDcLw9Icva2KO2/0Gqx+Vm"
    "48Tl/GMuQaH9ttkIZq1iXdiqnYxualU/20gwtyf5px9u950jmNGSDa+p35dlxOPTZgPr+J6XabAZoX+tNqQoU1GdR8WurdCrEK2r"
    "tz6NEYc3I6mf1v3tA5MGlH7v+ufQ9q11kN2JGMEdTJEOPO3WJZaVb3wOKM73bVuR4fd+5zsYW19tUiA2XnQ2Hm3Nuz72gd/zBjDs"
    "1pysETcKa6vjoxds78xAsmFxsELtWuvpXY/yZx/erEQaDd1OVZcA6nOjA0xnIw3CegOMzzAy5jhvQfVoIyAYk67frZ1t9iX2sfVt"
    "PUBSIXRDv7WPFwCbIfGWIXHg9qZlqE221jM5xANDNXMgNXQcUWMAFusDFRgRjQcGsON3C27bmuvOwQzjizUinwIshUMM4meFEXp6"
    "16lBPW/+d5DfNp9b87bbrE3hLb3agZiufhyH1RiJbbJp0Kjbe10G1Hxvb2ab9agYVgLfNZEKHa7WRd/1z7I9MCM0rNvMOxWgcy1b"
    "QeKdfXugR905CAWqyjpxlcKJaw42zmGbjjXIeElMXuTWghEAulo1WROcjv1o0PGu4AMxnNijbfzca1RFM9RsAcux22hU1Vc1YRtB"
    "EYBgExGHpNFmjS+0PmZMTj3paATXYV9ZcNexyUC627st6/OyTSAszc7IOJGrZdTqeWr2sgCNYp/ZZQDN6r4U+Nbgvyuu2Srz16Rs"
    "hL/9PA74WJQIPujH6Le2RdA582hwbxxlnimIWXOaydVkoqHsXw6hnYDn5UzFwSuJQGakD4SDOplwEdSPwGEZX7EPcZ+mQkA2rA7x"
    "KBsrD04Yu1oXaHP/Iy4iM0YsBiT9OcA//uV4l6cTJKTDXvYcEsfjq2iZmRHqn0De2T9uWw5w6+Mxob3eDi9CteaIPS95jnKqenWw"
    "64PN7MbJxfhj/O3R80lH6pbtajm6G0+MrFi8IhwtwwlTkfGF9+Ni48LPzKa2Lz4jdxgV7/u+KswTMhFOH55uY89AznaYGusitwyg"
    "WavcrTFbR9oIHGLUyMR7FNM6EQxp23A50Kf6+TnYKDnxxUyNXiiEnTM/TaWRHOM8WMLe5JxUri++SayZeM6qSRKwzY5WoZlp+aTm"
    "9/k70Lqvc0DsM6ijccEIPOiDgpsMyNjP3VuB5iD0DEGbln+c68HdogzSFe8nlA67x1Z2nZZBXKEZB7SQKTnb3H8qbfFL/yUUug0e"
    "xvYiSAhelp3HLa32NAv7J8b16bg3444nPX7E/48W9RwatPyJ2HrCJRY3vO3v2yf78XK9JWOgxv7WtG8f5Qrk7ONj/3xjHXNBHsl0"
    "WVBrcjEIdzhzr9jWdbbma2bgacd8ZBzsZNP+OLHZV/EyvMVrKeCD7wCSbMbiuuGyNWBEv8ZdrLr4Pwy2XCkYfzC0vPHGoDZ24vHB"
    "0qmqx9Qw/FOhlG3gs9mSSxitmKfm0Z+9e2qmi/NXPms65bHaKGPNDITV10CAIAOpF8xYGoYnjBbshAZNh2V56lE0NrQ3YoY0yFsp"
    "TkOHwcPaxhRM8gaqLYONAWRjFStuJE0yXnifvYlYqrw0d7CX09IzwAjaDmIlrYMPbIITcmmj1OA828SKJUWj+PTSWqyi3MDCjgMK"
    "ICsjVAaGaPDqgry9+Xiqoa2iqMHCwdrgBZnm3daaLXvL5T9yVpZxfdcydudkaEP7wPF3mdXN7EWvPM8E74eaxbw+TR7Hm1MlBnZJ"
    "9tKY7SHfsPb2p8mzD5jOnyH1mYPDEgxjIwsrp4qRsK5ogfExiw1V62ALb8uWtb+x4uiEkNwepCNTv6Go1hXXgvW/VYKNbP3ZwUDw"
    "Miub67pZg6uvqB8Dn5yL4z4Nu9YrwcQFMbfakyDx1CduLS4l1p/Rr1igNU+bbtG/68t775mjRTVhADhjzK+ayiDPOHBHAk+PHn+g"
    "DN7qAVmiI954ffdPLGAs4LI219b6zpKbZ4/5R9Pn+lZT0HIYxUJWJJNR+khCu9yRk75IRMfdVz3oz/1gNFlO3oifVpKEjqbTl/05"
    "lh1dytrf1nTDkayFWn1cFrSYb0opcLGJI/UFs4uisSE13SMJDPwxGwsCXgvdQ2TwxRSE4duc77ZR8mH/HjE7AHuPWAltl6vmmHMk"
    "3bBisQgPkEANSPtUGNVGeEo3QLf+hWjZsOSZSdKHW2wDZVOdzcUByD76ZqpCsOEyADbpzF1hyrPwNuQl4DbcbM1t8+mcwNKymLcp"
    "get1bsPakLNoSMKyxYJabL8grM4BBTcB+Or3YfzLk5hIziY2ycds0Gx8/K8JCQcIC1fbgHzF8vEI0T4RycVIgni2wgSs1VbEwXJT"
    "CiASAEi4OHMFtGHZ2EUtJ5thxGQZdK0o5FAYFReCRsRcdbpsCMCOfO/DzudDcqaZsZJwFPWmqTjdjx1co0E2ua2cqNNywXCk6twX"
    "1Pz+F/i2s00k8Lv2tRRioQNLDhGxyyOM7WivqDYAA6ZdB+pgkQ23714JDWTFu0GDWNqQY4y9LoWWdBosa1SHd2REjqWz4WuEi5ap"
    "GDx6LlFS9DFg+kdbuqsW7V07uKIcO/+1+SC+t6u1ZmOE/z4X6+t5zWocS8KT1c0wn3P6R4tYMHfEOgIfMK0uTKyxPp7XMn1zMIGF"
    "v23Neq9t+UMqS5USbItWXD6Hi0NhX8LgkQhDio1C3zfWqS3gtbAi9wBsmFEfwVW3fPjmXNy4zDdbx+f+6wKkg5N9lStQsTYdDgh6"
    "yAZkxu6YG77HBiUMeyieY9a4ZU2nNQbK1p9W9yM4S8lljGk6bHALCcuhGedIHOlcMGTD17OpQvzf5w9o0CzypgDgy2Trck0V6DjW"
    "esFDWMkM13fE/vem3RbMdTa04p/D5mKAdjw6fPoTfxxtqMqt1D5RS1y22KexWhZi0+PJIeppw9O8GM1WneLmuY3RcD9DUgkSMO6f"
    "AwAaz9tTlrkv5IIkYYgZQ7gxJCvpJ5OMW+yMd9XgldEY8o1g3GGz2TD+018gFkXzxvBVucQJobbUxK8Tz7JMilP5lRL0d6VcOsv+"
    "X1ZK72YykrXixZC/kzHLf2dcDwTWfZosKWga++Fq7QJ6tQtNu7nYzxIuiC3xYomXHpeNZbPFduNlqJhPC7Qo6nET5g5r8QEY09Rc"
    "ILdgiInU+KHFFrnv+ufez2DZ8JBO6RFjTCBg0xuAg/9/4l0Jl63zdyIc6xFDOJQBdZDAKKzsMLDct0W9G99r02jTIm6tOTKUzOQE"
    "sUw/URR9RpathDVXFIREZN09UjERxBcS4Ce2HEUVsXuzzbP9/aZSNOBk/7dxCAFBIGzxMWG84r8P+/i3A/zjfehRhF717WNefqzk"
    "byChBEaNdIAC+HNAROZxZIuIA2nwckG/rZrWMYkNuV2nVwvoAoq7BPqdfp/xBnMkh5w+7gC/5bdBJA3gVWm3iqGtNgKA+M5hLjFj"
    "DhBJqy/Bm81IlpKlZtazrcmgEzMd3EBUsKH8pzWv4q1JkTgRwEczeoTmb1nqaooZGkvtGlxTFXuYHmt95kgSwCLprIl2eIRN80vS"
    "tESs/8AoX3sRDN4QsPECFODlRGPHGGNeg/zCahJDMjLcdUzq+TI2q845gQB018aADVdxD8gGhO6/g6/Fx2HLk2HdrEP96N/CII9S"
    "7+nwpydWa3gfOacGP8tDjxjk3h6KnxXZ1ehXI10t7QraFctORbj1ai1jaMCQAZzZOmxQpyzdcs5bVrtY5LcaRXwD/8kQuUY3uEE2"
    "xtCWQVPzqvdjQ+sEhRGCGy7j0dmwHVIjvi1VYwPGcNlQ2EO7HhbaiwcrkAFpy91G6Xf/7i/WMhIJkAk2gw3dV0TzCMxySCGgNDWa"
    "fZ8dhPAUdTBeeoyoI15ogY0L9+mEEkGEA66G0IXDucUDdDrARxhymxVSJthwGrPwfYCM19iIoK3zEwQjsQSfBbKLLBy06TMVQmdQ"
    "tW7XHVyW9wVY68uNJZxRdHmvXpoLUhBhORLCLO17DCIUq5yqVFuxIW/TN4FmHQIfrTwYrtyDy7j1VSgBZKDLkO+jBmqln6WMTmMv"
    "cXCZCzAFrEJYfhT61rwtUvIrf4o+mJzC12zHujt+zDb0tndNI6B4Ji12YXTKOIVrVjDd0GhxEQkhqwp8weLPM/rjH3LWj6B1PG7o"
    "JOBELVw5aVr0YHT3cD4mY+JQXStWgM0o/sliCEksTminAFh6GNcwLo6Wn+OGDP40b8uHNeGp+cucWIzinDpc2NKzKBkb2Uya56Y/"
    "1k8maC35CqSZQH15Z5leEPfZEqSZG3CKDYDxnYYk4G8fsdUOGtPcbQt6KgVdzTz7orcA8U8SjBc/FL8tMySrxfKW9CPwp+cUSYBf"
    "NCOTs/GCy4qSmt+4LkvHGIPD/F5QdrMtnvSHt3ib+f0DXmaxfK3cClZ06SEpbrAvg0ys9uCO7ME64KqrPOwqTgTG5cZdBcDRcQ2M"
    "ajbQJw80W8N8bXuCtTMa9hGZIfXJcR0ywKee//W/EsTIuA6u3GPgiqu29mfLX/zN1q4TH7JyjQSuttk8Yjo7/4p1PcO5N+5mdNkD"
    "KEPbQJUo4H34hNMH4svu+7I8lPBWWHP8I2Tdzpa8vXHZbGegqQQNsPllTCRCNuvpDjKXVttbpjusd2zLa5hyiuCPFM83s4WVl8W4"
    "rOy3i2YHW52LV7dggKTvAK9WIIkYQtBthLXwhsvXcIC4vQWIQoMzQYFvUVhwaI5wgKSnBZhv+h0teptw1dcJb4H+TiW9JouQVzLk"
    "CPFXSERHxSgnazY/CrNGAcQNdg3tyK/Yhyv5ewdEskkDo7MhKatoLFdbFR2ok9SypTDyYUHw1ZL7NbCdkLpaulnfSQ9cyFZ6sKLT"
    "BIFhqYPYJBvxVrx6JROS1rnfKTU10Np32nCRgZC+inUeDEMpkw3zKSqkRUhLnNUZsfYD8n4VqG7VnTsRTuSMmO+Up3QDU0TUYAmQ"
    "xCUaakoHv98ifTIVHyRRky5adLACkfaaKHnDWaiWg/oG4OM4ndDns5bVgSzIvI02L38/Ma/NHfd2SpiL5xNc4ya958yl8G1tY2Qi"
    "8TVAGo12GitEjuoFgm7p2nceUxAainjVl0Ye0Wn1Ld4GP2ny+HRsn/iebDXwsNnruog3YC1gu80Cy1DlhbePuOrlOkTM7d2MQJRk"
    "48VT+1VB9V2bQLGdUc/c2nkmUrUPYEsBX37uy8QAoBXF3SPmCQDbBCHv+zvGwz3iOgD9AZD/A6Bun/2DvhTyflMgND3W3/TiMTX1"
    "lE/UOHAsK94FKaE38i986cf7ZmMoI9Y2IJGuRL7UsUiLt87n/h8x35ci/OfxFLCfT9sY5DXx7hvyJ+Td21BLNlbn6NDSELbQLRII"
    "3aDmuOLCXVa8BxqTBVytqAWdGHNtqDF5fzO2MKhv6/5HkHb6bfIr0NyFjNKC/9FfXQYJsBsZ5cdI3uBA7IjrARBj9ud2NEiY2toT"
    "0hLZMX+XL84DgrjPxvSGfQ0qCppdDEr2d3/TKbkltnFtB+hAlxTAVnm8cGGxiBaDzTOFWEtUvpkmhbe8s1Z977GduPGm5R9PyrIV"
    "D/hNUOOAmNRfAOl2y75aQWjM5ejTsvu8/4TKnzQomyc51ecLlwSeFBlWp+CQENoDYn70D1kAMpI/f3BZa95GFNHPH1fEQcmBA3uB"
    "e3tZzWHwsfv/gqu41M/K1o+XhtdgwaWithmCCxhXdrCuin4Wvbk9ITWgQFXHudNbLwn4Zc1osuwFwZX5HGOLymmJwE0tAuByvVan"
    "ynmGsN7PCPfDgdk4g4hb1ZeGl6vMA/pZNj6/85lJ3fTS4AVDe7dSM2DkrOoxnoA7NjzemBvmM/UM6o9hiBTXrjr1bxfdX1NRJAlG"
    "cxr8DzYQBzkXQ+pzUQrEXhbhYxNRf+b2O4DzbkqcDLgjGFqFqAo0mRIZWptdqDqlMO+3CGP2AIS+tzDaJ0i1d2BBkrjskPaz+Yvi"
    "w6drifXUIPftmSrUtbgTLuT8Z8heFn9h79no/V36CgPiLztL5i++3lovmjNj+/CL/fViiRer28vyqkCzle6ltfQWsKWjmltLN9DW"
    "k5fOkjpL6oAb2VKxy4XAVjOdjc0GbiiM3kaf4XrYW/sWF9nTC9RgEdnfe8T9tb8gskbV43GQXXnk2xG0qlCYFSyEGdPLoYEYR7lL"
    "f2+eA0rGgRTQAZpuGSkOttg4EC0nGYqvE4g1z9y+HeMOJ/8KjDwiQW5qZKj4P1HOlCcatZkJH08lBczdiX6k+YOZI5seRsXO0F36"
    "7dGPPRI5uFFKdqGG+RUDGISiCOr+el02hxeUNnO473wGIt+zMeRHVWKLc0Pt1qvV0rXFVZ8SHmJcYBmUAcvc1UoII5IUSC82dV9s"
    "YLfLigGbXLY0sHxBRHfB2DjcMA14XQw3m2gtZI8abqkdKJO2yQlzl+UGXzjMtgZDiwfwRsSE7tRMdaOMKhtnXCAbuQwLIAB7Ia8z"
    "jGyOxTY6DIjJhF+gZ4PAOr6mwBKRaNsVXi8j5wWEP72toqmbexmRgA1be8c42Lg74p7lwgDpHJMpqJeE4dOCRBi+hkC6N2h7gtm7"
    "XbWMMb8WwMe/+RJjdC9Y72JL8mJPW1iQkMIgOHX7LsvNFgEXVjrYowsEjAig/2Vx4rRKALctOwOn7dj3TtVp9HLat2zMQaCr/rDh"
    "kbg/5PkXPg9DiOY1hKxdB2yJu2J9H0rRvxO4csvUNDdrui+28GjQ4WVcoxivfeECAWW62gJayl8x7xrFhuMbdP6Rh3WxywYMKyRr"
    "wWioG0RoFiYwVQD+ovuqAyHEh1j8IG9CyN66Ddh4unB6QSmEfc8JuWqZ1jaZinxuVkoKZ0Q/kI5cNggu0ZTsZmNdLgf3VxXVfQCU"
    "rPqslAc3JUEGgG2R67ClPWqCSfbQo7vxaVdcCvBSre41EhIuFt9hqoJYjdS4drtAgaKLDJE+VtS+ZvyfKVJhifTfSyQl+AwPWDsa"
    "BJldi1naAB4QFxLSH3EfeuVBjWlF+A+a57G5DimhG6ZmAJazhD/zAhtwJI6hR0Kp4qYdoriLtTAjvO3v77XR5uXlDeVuDB8MJCAC"
    "RNUijTEt9o4sROnVe2Uzcmt8pwxipFftQ0D/B7oKTpPuAkvcCeI8M7Jjw8+yeapmC/L1u9tQNS8ZXPh4JOrWUwe/1epYkfYkCzgF"
    "4lZkwpyL5GzoGs+tr63bBv+/4roCsm9uxuq0RgsLlaDoPw4vc4YXfAmVboPMp4ynhQUxCrlpmnZhxt1wJFujxbAZBL545PciCpVk"
    "ssMkKfJcgX1uub3VGn+5NR4BxftnaY25eeR6JyndhyuyxDkMJrX96BEVgZMjzAIAfbe6qFPOtNitdVTZsrmv4+5gK4OA1jX/wWVx"
    "lcvXI1hxaQk48P411oME+d+1aYPQKh4Y7Ky2lf+iNDYP1HOXYXXPwKBeUnC2To67lfmtY4DHbrcFIdcWNhy2tgpArAA3pJ2B/gh4"
    "5yxV0R4IYX9bWMgHtma0rq7EkzLsFCVGesqhpmM9z3jm9oLYqtgY4RacUHsJU4HWmIrK2OUWHRUrc8w+BtkfSLU/GAPdGl9kVw1B"
    "VFaWIsWrzSDjbe2F7WTPsT91iOwhHWB7QDfgOrdmfHe77awNd2jyHWw/wYS2nT3GPqy3JxjzjRVaa6NO2w9qFj0lyGglDJBbWpYz"
    "sinZeCgrM2MHIU1ArK4OMexVBpMFHJpMMK7ii6AD1p6MWMudS257oBiuxkm2V8sEfteE7KBub4u67Q0rVVixvivNxx7ZIy1Ld2YI"
    "ITKreCJl1F7IDfBk37eQio1ORZ3HSbHfOUMly2Om8KmytNhFsJaO2QxgZ1MhYmEpMNj7UOeHwgTsmzAo9aK/8NAJDAb0Oz2J4DtV"
    "AWOF+7kr84HJQHDe3UiLieCoELdQliLwmacTDf1qUG/jxHjSf4pXx7tiaiFpAytFfUOFsiv6P010lXjvsRfqyADV5R9HPm7beqgj"
    "cH4UwffV1NRFkYa3EN/m7obJKax8xJtiVX4P23OMEICgIROA/0u2EyeoGfNEnUOhZlwYZpXp6jMnnjcHyudLNn7inhbRMVUfipw2"
    "b7Yc/GmPyLDQ6iY/RqL6og8sIGz6k/EtvGMd8G+rWAsXcLuK8FobNYky3LBY135ARf5CoTwdOMwxvuA9APZdxNkAzhaH1Hf7pp9/"
    "UrUcM78eEVNs0BswjMoMMAHIZh4tDCUrzUnkV2HiwkCVhR0VhGsl/Uy54qD8JwwAGQ+tx9c3gAMtjUsehrUtClzMKpVwKhelylVI"
    "FTPzADBiKXYVeyiZYlkC6qYwHDnU4wJGYRxweXs2ALYHB/u3IdQWNwC9C+F94ZwljtnZ4/gn4MJ81SkYRiTtdoKxZMbQBQbtTFtF"
    "7/ySgRK4FkvVFqMA16cM0WJGSDwZUtsKN7KdIKyvneOdInQti1UwSyJbMC5Hp/A6NkH40RSNkW4UI93amzEJwjxCofOXU4eLMr0W"
    "4z6HNYtRFNYQFgaoPXzyZgs5TTuQMTPEbgJiGXfJ4hphUmjD/giIeV5w3ftNkkqs9doFqSMBQtayZFYRU5R0vCN2m9CelgZsMU7v"
    "52eGpQAclsPckP1MCkPaMqnvAlJWBfJTA8xvg3bTCcYuWUGBcfyJ5v8tumnu+T3CIFBDZHPFCHaddqdVmJ9aOeGCTMYzwxxPfOaE"
    "voVw2W6Mj6H6ikMdokZPF8uJXb+z+Bn3GVI7EMxXTPDXwAKZuBRFPOj2wbF99/8rfxMstbD9IyMJm+6nFPS8/BC6rBkMY4vShcQJ"
    "Rw4c8xdlDFu/H4RUfYjCSyQn7Sw8/nGFEg3jrY+4E7B7NATn7phKch3GnJ2A8yLR7TlP9xf9ShvrTIndicCHE4QNKHeq2adEc3MX"
    "+SfZ2kxfZBaPMdUXBJ6A0T5lzHVKHe0yUNvSnvaKVd5vC8BddmQ8PwxVFStBTrL5T15TYIH6DHQZGt8ZTFXJOZ2M3MmKFTRf/maK"
    "i/o/+LsMy8hA+CtiWtUCtqFW7VhQDdnUnnfS6iJFOz8Z1ys4OltMrdUA/AsFgjWDKKkkiYFKNME8yU79mZtMjMI49rNhHV4YGM3c"
    "spn+Dba9zvqCkZ69kwRBHIyQcgXqFIods5lpAEFSbeLpM5eAFg38/rndVMGufNK+SzgEHVk1BWBXSX/utArKEF43XxkMHUXTuQ/R"
    "vNNZjcKngMNiCB12Hl3Y5DJRR8UTEmZdAYBR4+JwPP0IgUeJUdXyiyStkQ/aifYn1GUw52bDCDDzHbOmNrm3yRypcP0VENZuNuLf"
    "A/cnzXmCClDaq9/qdCf+lWzsIpbp33dZM+z3b2LK8FPNh8h5S3grefmqRGZcLUxd4KiDE+Yc2vCesD2pwDmrJ82+e5NXKkYZxE3M"
    "iRbk7fuE91HIogaA2MbLbVj9rcRtXA/7MuU07Qqb2QHrRp4ApTpB7kajgDUcu32JvJ/cf6f/QFvOteSb/UwvQXxceysJMxlA4kcU"
    "aMB5Up2hVdUFsGUgOeQtgm+ShEGx/rP74j4gOBqjCVZBGpZTWJeJMuvNePEw2VJs2K7ItKFITwFGzqAaX/lyOmInvPaqcMRTfTnl"
    "yagstAunTw6KZj0MylYEZ1lLONxnICdHpgyMP23+QHdxccJx76auI4lvV5XC3wzWYc1wkjJM4MnAlj0xyNGoL3pxRlJgZ8IecemF"
    "4MPrVZLbq/ivfwQg/4QnTJ30xOUx4PX8pIX1SvMfZ5bWgf9d3wxqhnrG+pYeNiAOiX/IalqYRd6LGH6OgRtsyl8CYnm1QB2cbJeA"
    "RGgaPZJVJOB1WPUMogsDVAeJxs5GsW0rq3DbNJYyZu0blLmzTXZ3vgyhQjy/kZDfwqekWnryUmkHZScPwZHDhaFLej+1xGfzP7h8"
    "sRC3a96zMCsiu2Wtx5tiPefAroBi3rdxbn1S4bu1Ilpr2rj0N7tpBU5XdxGHBDAsaGHcYFdNmyACYb5CBBVhcYwpBl77hoLj20G5"
    "MLSNaA1IcLleaTl6u5Qo822oT3/rIeOolnUA5WLkThbh7Z+q3aASwlB+Ba8Ld49IwXsYJ8V8NABYv4YCTss9Y4a4rRcmM8ZvgeAv"
    "522nvSN5iV/Wj+GwzffFPm7zHYXSd9vnDV/+3Jzq7kpCS+3DyVugXcS+/gSij++byFdYUpUGHYA5BNKvz9AQGLi/s/FfsJvD4ird"
    "pidCfQKyZG2HK4a0IcHqKFls0f6wa8Nls5a2brIFP8cuYuLG981etL9wuYRpf40DV4GyJm6t+VFhrY6KcvNij3HHBRf61cHNfEXy"
    "PBVeklzWiNlYqa5jerr8CrE4k/Ff9FCbMF/5vQZT9rC8hRQWmxUd5nHX6NS6IBoaVY6k3iFlFP71KIQl9LG6JAUlA6Abmtu8yNWn"
    "CHIPKDd8lNjJ/NmmFyhkwPiWoyXT6WGtb9vaFlcayrRoPxOhq36zBUCeas4k9/WTiycnzEtswRdE2Cku18xtnQnHDHPO2UlPjtoE"
    "s1RUOPTJsqunTBn8zd76Mpi1ct3T2z9Swt1dmZT+dX/6163RPU8Kteb/9QBP+MdD3HtOQdnbUw/1JHu53ymOEZS8mAbIfgB4dWRF"
    "EhHBZwBwe7Orq/OKuHnRblBP2LT5AdwaTPQLnxFJ1SAM8OnRkCCa8NpWWramAeL7xJ8tP7dr+1vE0Vj8SV/9R236fKzwzLGQoked"
    "93jbniGAz+h+wm60kHFv6GU7L+mDc8nxQqapyNEBDu9SJKusC+s6pqBln6OEE6SaQvTcbiPmow9037UsMeoVjpgIuDBE+fxyrumk"
    "sQnNTxJy//DmG/o2EtpkupUXuqlcDJQJvsIKvGj+xIuWXLRYNFPfWDeMTnHFSMk15+CvtjZM70n95F7vnBgDfdeopN2lMAjT+ViB"
    "svkgbmue9V2A30nhEKikoPj2JXcrkYHuS9E8pyE+ctMDvQW5OPEs7tOfKbExQ9o23Avku7GHcQPg3OX4rHUbpmZ729i/9Vp2RcLO"
    "t14RzLPCup1ntyVvj6/G99H0pLP7kQk0FPpra62Y1LQnOjdzWc8BxXGGH5Oa4VErXqxWohm579isIhLzpsHepA2yImviy8GfHxJA"
    "HnRICPSQJ9aQORnJ+gtDvJw1bsuHrFLUHiBv0lE4IZridj1UmtrDVTpbaBwjqHtrK7TshffMLE1yg6dco0Jd+ukYhIjlv6wLPfO9"
    "WCDQra1HdWFS7JR42oloECc+a4fj9IzrYIi7hWHB0mcVZyem4Wbrpf2b7I6AXRtbRPjQJcg2yp4g+Gw5/2qyxlqmMeJ6GsHu7BKh"
    "KQ4aXc/IpW9rw/WPRa8XruYy2Ez0btHz3zSca9/Bx7zn57Zbk3pnkX1A9bqjmp39L1wCO+xOUR0LL0JdXdt1g8/614szHTLR0cDU"
    "3geNfvBHxrR1zcWuFheCzi7Qe6xnFGH9YYOxXTe7JpC3x0ziZusxi2w9gkDqmh0UVLsGyXvDQPt+hLDdScAFi4TDF+UnVqqCfSZA"
    "M/eLRN5ZpN1vp4wWELlOAK48ApAu0wh52wjDRo/p2jYjc9wMxFZQ5Y0UgoZ/ZQLxYgWszQ6MemcFfcFl5Qzd9O5iCRcr14uVK5T0"
    "QGutyFq7CZXRWlo7VPDWbBf548xPd/SwJEvZvv6DMes/ElUSdgNexxioPamzpxjYN7iyw48OaqAIuElFAFupOPyh8hMg+CU9P7O/"
    "4BqaudLYwtA1IUPSKlrBroqAHRYHQ/HhoPtpeHiiyPl34ti8sWD6naCdilj5Mv0GB7tQXpUURzQMLoRUnQF1Am0wxYZrBxH+gq5g"
    "AEkLC4qbs79N4jwhxG4l+tq/W6QSMalwP+fJUvVd3z8OxiO3iL1QwlNvUFkajjlV3ycgePXAC3TLajevPQjLpmcc6+g5IMQRhCcF"
    "QGEiyvIjMUTr/ytd3fOLtrCCMSemDHjut/eqluhQXe5DnFQ58v5Mw786t67relD6SeDKoI6YW4SAnNCvZ3ERC8/j/RaNq1M/VvKk"
    "JtGv+UHQj5j1Bf2a+v6RgXo7wWcGT6LT4NbthNr1oIgpE/qXu8DLFDiMcomREa9VMHixxoeWY4Y54jryqX7lNuORSIWLQGIwPH27"
    "ZzC8Qskg3cknX+QEfMY3jXtLDqvACDIL6H3GvG0siquGoCtF7Iy1pXWCKcNP3AmDxsZvASwa2wH62cjeHN1mpCOY+SY7CDFh9klQ"
    "zUAiBzlE8j9LTzR1SOciJXchbcAy9nTMdb12+C3GYCOxxBUNbh5498y2byFnTzZFbAU37EPFOQ4ZeWcw7mDiuLw94mMBTH6Lg+52"
    "wwhbH91DoJXWT265Kx/HkV1HBnhcDOYoug11ROm6fPzjaallIIMwgtuACc2B5NDq1SOYjSJA3gKZ2xg2sCfel/D2gZR/81cPaj/p"
    "sS8o07QO/Pa0U6AjaIOzDUCh9RHsnsefrnWDqudyTVx1rDTWs5tfa4SuQn2mOkdseHjwSHTfYXSIr9+11xdA/G3zRGg79SdU/7JW"
    "PZOwnC1sYGVOk5O7DPKwHGDZGLeA81ZVSXP3npAvFOTzToxlT3Y2C1n4jPlOQdsJpQC9sXKd4VaW5aiRzS7pb/FfZpj/oBU3+rju"
    "2JHf5aI4VHRQorKJhFNjR4fuhDJxGl5geYWIL3SYRURwiUYv7/yuyuFouapwkk80gPM77ZWxSyECdEC/SUvIPoTndiE5lcUzXPWC"
    "+btaq70a84YB9wp8JNN+tbusqG54bRaxVqW0teNqAp0NrXdosr16AWNTSewjR/qBDRymAh2f280MkIJb0DYGfiiHugHZGWiuo0jj"
    "TAZThndCQ8s5zyAIfJNDypFDvso8ceyr4UirL3qY0nfDDVqAXegddcOEy7eCMhRtKXAWjMPIx7xYb8D6RoeZKKqHxSE9yzfSBEyj"
    "A8umshDM5B0h98arvEee3byVRz587qDHbvlJdncH7rgryB/qra5fcCYWzPsvkrG4cj93Jn0v9r9SJNA6cxos8++3XMPY5STgSCl4"
    "RC90DnLieQ5IdiXwj7S8Pl/6+kzfyL93csbuz0bP9vT7GyZwdfpp8nDrKYP1DZiMLOcHTVPhZ5yHu5SlafMoekcCj/n4TrPVv63g"
    "TzfHkfB9UFlRSJkVs3vozGM5sw3n2t+16dtnUm5Kde4tnir3v4GeQ7/kSLEaiuQ/3XnvYePMss21e8LE4QDZXaiAaCanG74vtDhb"
    "jHYmX6neUpyVWq7/d/rW/K902GHCxdz/SId7eayghu/04RLisK+EKQqloGmTrzjnBenuGMvA0Ew6QRVT7E0HyJYmTTAAR4rqcpAP"
    "Yw9Zq1i1ZEBbS/J1nGnZvCxTXNPvXPRkEK7IeqWQfVZ8umxwgvLL+/yMQnFaQDPvCESy3XD8T8CLx2cu8CSYpCw2rlj8RiSE3kh5"
    "TEr7gcVWWVnmOfFjL61MoNS3JJy5dArkOKdYKuhehsaiWYTBHpsWjLhD5BBvyp3wP/s/fv5V+FQ4SkFQn84hP9HMw4B67SC6mKxt"
    "Z0n0eZqK0ZLdh4lkGikbAdAyoNiBvpNc6dKI1E3jORoVZOidPXmByT/MwQC6S/ZucZfiHVilhSYpFiUE4laWVh7HAvDO7Rhu7BWA"
    "qNX6wtFggRaRhStGZ9xCwwGLFB4WAMBQvuDx0CGzal0OFjC2UBG4vMugsKYD7GtAP94nA5I6OtKf9P6kxhMAW6asFFeXY4REze6l"
    "tx+JIWJYLA4Xc0SeygXHXqgw1xUmohif7IpxnZ+ZY8BQUSpcuWxY0fnvc5MwfO92mzUgaNohgE9/66GobsOwHy06efLNGu3288Jf"
    "37jq7JVSemEgSVxqgGbGceBbsV9gDc5mHey41ZZxe2+qS4fLXWpwxaCae2Rqfp0J8pnoU92/aG2IXoxmi7tHcZPVTVqyxAJO9UHZ"
    "ccmnBc516/YaxvMJgJw8dLv9ef+pXLyjzbfOmh2cAiNwA2UyEHJMZzzNA9JUrI9xTFylfnbwHBS9PosyBcpjGUCUukWsWSpmdYcL"
    "bQ1ydatOeqzdE5PNC3b1oezR/aAp/uRG+KJWQ/d2huA9o+2FF0ieVQf2XbGfuBCYpvPv6T39f9L3SKfyn5+GZ5H613teKhtJen9V"
    "D5N9hZRd5LN+CspzWJzL7hv7Xexqcd0tsBlkmGE11DdXu7DCZBgKBIaMvULJ5wVq8BbsvaRE6qehG5sx4rdCbIBImRmCSLD/iJkK"
    "2PJ1wWV5u1heLrMFBreW5xZxZ5dlpQX5bhnBjE4VXwMtL5bc2W228qL/bgQ1Q5t2KygcMWApdDwpSM52nTXr7R/IAR7D2crPPRzW"
    "T9xPtBDn1PNf9kL8LJu22uuv9oCrka+g0SGzIowuPZZS1B7srQxudg32s0zbOmZ16/F+4Jqhf9jto/24GulpTeRRh5iLRo/rfs19"
    "tCCFhj2bcUHf+v9sWigpnIoyDxEJfvKWo6mnY00e/QFxiZ/JGHEKAMcKAYbfNRtfDRyuCGRHVtE5aD/ZD1Kcfrp0CHoPwz6CSBdU"
    "zhQZ4um6BerDaCYgDZXt9jyM9YDV1nfyOig+QTAZk557wEayD5tV5LOv/+R0/Dwmc19w8EZOlz/qcA6cm9P8sRDU5oIV884TJnKy"
    "DiXGcTQytXT66e/DVjk63FcSFE//cLwQtE/byUxe63NXBXnJCVn/4nY+V2tHzhfF2s9TCwF7phQyLqkEUJIQyeu5lfMvmvtl5p5j"
    "kR7HqgVFE7lb0UJn0/2URXpqvEAodfZTO4rEPK8V20U5/d8j8XdytkF1OgZPHXaEBVgmYtzM+jWZHP1Mhi6fme/X8ZJh3VByvrQz"
    "i/Ry6V22tzO9fz1y3YRp4MpluJurnfLxgMCbcpWejg9xwkf6nwet2GsIQCLlboM7HeuyCtWfIsVP3Ql8P1vdANeUTVrmojCxneUg"
    "a5AHk83P/QWHfI+zMuRSiTuwzTul6X/RufuVE6ePvNGotoB9MCkIIR0IDtXT/Jg8NwlZ2rsqNWfOteDgTaigfZS6o1QTQUln+UOk"
    "X49ffxkK8IWVGA2tgzTVt3G5fJf/lNp2XHORk6X0vuGzeZFgnF6TB4sZjibm55hfmh9CT79T859l/fHEwzhReFo3nuB0vDLCw/ms"
    "XeehWqeAFem/+iXXft/pv/4RG0wlWYu/osacCol2WTpZkuPF//EPHR9XyH/OFDh1jfMpnEovkfWXvWbIRb5bebBlw+me/iuFmic6"
    "Loo+yc90+DiwbmUz4qxNpvSV5uefkl3/SqLqTpZERWKeiuAWds6Dhjte/hBpRZJ9Sz4t1jtJTksYN64bTLuCFOdY5aO/zoQBNmJW"
    "VeWImt5WUVD+cny/Zujrzm92Wadgnakbj7KWyeq/iFLR0hLnI/1XFriAD+Rn+fe3W9VfBx4lQImlU3mwUTkP/8/5y+c5fSCGrRYT"
    "9ucZmEaU8Xz+Vukw+AFgEX8L9oK8zOCxA5EYKlA5Cjbg2NjtRf0lVouE8y7P8OIs1xxWIRny/BGOmw84cQWdl3cEbPoAiz7d0Xkj"
    "fGwBjoKTAzb5eehnfX0H1nL2rHTLlRvFUJGosp5EAGG2EzgfggCedPuI63+JuW2uzem+QnLs31JeT52XfcLahJiySMOi0lN49mQG"
    "nbZPh2efxhwf2HkrVqYOQ97iIEeDE7kuvxsGkzSq5adR9lIexFk4CxdYvI+mUCXcrQX28Q20gRL3CrRjpXOpQ/xUTxbOl40Dh5Ib"
    "PS/KUYxFeIX2zD1GI6DtHhcNc7Kphr2eHiUUeU/KOkL5ROWq9/YabTW3033gvxGx4+zcKaLns6o4cP4EkXhMDOSgveeQyrOlq/KM"
    "6QKOIsgEPOS5vBXixAOCpD4bu3MxxmW54vK/gvNcrFiWVJ3nHmWIvQols+wErezWUCOqCuWbQiBqVKwMfWh0hFyu699RKYdJ2P0G"
    "p0hFinNycZlJvw5JzwB3a8HHSwydyAfKRTDmCCptc2NT6ZHmHGGC4mzwPp/pyEjhPYepLpwwMDbNbaWEtStCJCw48h3+oQlSfA/p"
    "vTamoaBh1zCi7v4cw1MhfHfZH+xZGx0IWyXgyt45wowKCz0mgJXgZjUQHGJqsUbvbYMMByF3sFGdldcpN8uz+zlH/U8Ghqrtvy1o"
    "RA1vTY7pxTjKb4//UQon0Ldj/b/nFrdwfSbNFZfrx343yf6vpPP2BMtTssF6id2SrOO7iix6U6J3APvgZNlBpvEyelJklw+IT8FR"
    "dlSkcYhEu31vcAFucVk6BAAQOFB/o+ex0v1RwVkOAwknCUkLleCPNUieBwNsHbGSesI+jWHLtU5423GAGXAQzUMgKu6JvkcTI98N"
    "wk5NsTF0gu4QrKRkluIXqdZ+l9bw/0c6md0yfY2nqR4AulWBe9Luue3FUKfr0H1ElZ1IVJ/uJISiKhDn+1kKNte84HKVIepYanRV"
    "VqezIR4XhWuMQvUklk7+CqXFeoBeLLxfMCX/na8nxGfjUMFiFsnWXVBLLlweATRW9MkXyf+bASMDuHVi7Om8WgbhXg2wNmjU5VVI"
    "6v1VHgXk8PdjUPjEQm77QWNLdNs3HkeU0ylnruHcyCkBqAyyrCHbFLrD4EtBkg5F3pUr9u9Sf2LOhDiKQSDMj4KG1HtzJGWCDfwl"
    "HwYClCXozFQ8sQOBBq/X4P+Je3gLSkbeljy2ofZlI8NrxWVDna9Jbj49giYO68VDZhTxwavrenEmklH6CXYFnE74vF9zcwbROQsE"
    "x6/E2QC/6Pu2Y2vxpPsL/Hlf4pwNzBA59eP/Tp+W6tsxivDy9rjbk+LOfBRHnpadP3V2FQtCuRdjEhX5LB4bfZ/Nq/mF49CyHgWw"
    "a68jmcCXGElGWbJBT8Fj/z/IYlFffoq4AK8DLG6c54QfCwSxagRHr70+RX0A+msYj2coEdxmj1iXAoIvgGKCQmfCM1hnm7hMezro"
    "3o1LxHiTv2+n6FONcunjFXldT1/a4ZbaY30FTSbxGe//knXYv9VVUlptDV/RJae1fvx5GvyAfvXVZbNxA+w/dYAh5VhXienAwTi4"
    "TclRFwdgRrw29uN1teCCY+quDa+eAd17G4CsXXWm59UP9VT8trizC7cPIwO4WXN7XUWFeAWEiCETGZz5vVJxM0YZj0nYUv8HcQL2"
    "6Blkyfa1GeHKB3pLVVZeutLLJyO9auSjeSCfRQnPmLDXdG1wF56ODKSdQaNwHSKGV3K3M3HKP3R5kUKXnlcaRHoEhbC0ZrQwQ/9N"
    "yetrpGjrA1Bqrr27VDJ8Z5Xt+AKo4blueOc4C9ziYA2J4DOhKIRPfaKkL/brceFTL1btVt2tgcY7XVHrbU8iL3tne19+IBncBc4A"
    "7M6uxlUwONfOntHZwzt7Xoc77FnQnbha3DeVO2aI2J7c2802sV4x0VN1kVAIq30vBzTVam/T57W3bHFIt1Jp7wppp8zBRqiy0+us"
    "C8asof6nutq/8f3Xi+UP34288QAy8BxXJnuQowLAH6xZXKe1t+ddZ1w1dSIAQHIeEgp45Lxa9oa6qXQQFTdMDczDisFhW3wd+rFT"
    "aBkeeOMV3y6/S/o0jpqhWkGMKwpCapx0j4aRgYD1Tart5SRyf4Am4xW9/cS6JIAkaNmv9IKvrkmfigzf1manAoTqyjI++TXogQPd"
    "yCBiifMQ9SrOUncAj8IzJlv5dR2/DCaGnWL5KgaYbGAliHGb4ZfYkzT0YhzqcPVjHGjDgIDaiA5EgkCN9HK66ZGLaB3rI+4ywDNS"
    "hy5lAnqBg7f1yPxVVgxSol7MKlQB2OctL8Y/HLKGbeLZQ3Sqr/B0SeC4H/ZyVXYB4Amv0wiLlnxX7AlUV3vm2OC6MUgI50rqxlml"
    "wrfhChWLE6xLmG4lCvxpnI9VABTaSrIWT0/JiEWX5+za2CHh4u0K+LQ+FRH2poK2UcBXRn9bgn2SM6tzyuuq/7VN5k+p/qHBWqfH"
    "sJ65CRVWaGt96rTSHvW3mmtJygZLBW0am/rUFr3d+u4j9XVdS1y7ZzRtLajOaP6iuIBfCY+ouqLo83OQCzqAy9jjecK+Z/eF139I"
    "eSC0Fjj2r4+2xA1HRR9WYteR3pUUZTb1ihP+KnnjOVsOFIQsZOHDzdB1PAZ8zsHWe7Bd6c7DO9d4WFasKPCFE+b3yZ5g2VlaW8LD"
    "PrFyI0VFpOFAH0X119EjovadA3wDIfxvweXPhVoc5H5XjI/wAAENGgMuHKGq8kg2CZVdpJzHb6CK9JItnmATyEzHlYAT33DrFQpZ"
    "UOaAHgzg/s61boBqVUoT8atkCzE+MELeN2sriCBhi4OSYtKVGfsHFt7HWcsfCZDkhLk8b8rpdL6REQ4ijmTltPI9ztQHquNm/7Vp"
    "DT8kPu39K9UVjobzUVxHnAhVrbOjXB5i5IPZb1odRK8ggLSErzg3KvRisXfg2OIrGq71EiuI8IBiwO3Uz5TAiWFS9MN6DIhEcjeI"
    "oJBc0XUBgk5hfQlPlETd6Aow82mxhL+A/vYeJcV+BzR5rpjQuOjPUK1TAYn7oiKDRdpBTbIMhV5ipS0/hpiUtwEXTqR7O4BMDDwW"
    "nrbIdPma/VkTK7dDSPjwUSXXu7Z2cZVN+YwtfLyT8MQ4WPxD3poAxTHcND2owgABwF+WFyKxjvao1K0MvE2BYllONthYujipY7xi"
    "wQMTHwT11+mFpH37YSUxtq6xYoMZ8gcxNrCpBOlVyWMOGHLd3vEYcyzZcdS22i8arDrGwcNiuWeWFc8D8I7pWFOCcWb9SYGTtdMF"
    "DCH6sbseG9XSoA/CoBkYdQrzDsAHJrlwVjE5IbiM2plFI0QKOi0j7T/4Ztr12HH1L4U8gRAgeeTDFxWMd05TBPMC7cfufVU3Gx0s"
    "bOwH5423Rqck37g/jWhC0naB1JxtFYG0nQlh3zGQjiFOjXTjHotGPQamAsZ3BWAVAm6at4iCVz/t6Zfq1tqPA0+6Y74yxPN8EnFA"
    "sv2jxa2IU+ic3mzBZRf11m6dvbDboKp+61LsKOM7es1Bt348KvIj9E3mnYQwziEg1CC0V1izs+u8Zw67ZYC+PDXQqp4hvZlUminG"
    "iP3c9FTlw4oDqP35QgZubGf0fJFw538z7rKUk5ClggUlfLKeJA3+X7hG/0xUf8so+dq8A/NJvn6TuxPScYMFmsuLBPsA6SpnAti2"
    "nM4WlMG6LAz0ghMsaico7lC0oLgbzTip60z59eecuGwnlG2uM8W9wWTcwUHFCJEdDtVCB7T4sJEaayK0CZitVuBicCxzqbhOnD4s"
    "grPPFHgWI1KeDkqCD7ZE3OIW4Me5VxhydVQWk9w/vGD/+OzRgAII4p9+eEAK5ySEC7KbpGpPoKBwIC7wwloQ1KwzAeR+lUA0L19A"
    "zOegFPn8oulR2lTIUP1x1v1JLh4Te5PXhejc/zg3FyI1UV971oPkad43P72m/Np54cYpQJ1Fpzy5j4ReFeurVO10FIT8rcL119y2"
    "dleo8j0UEOTsNOnV2ta28RHaAHicNNyjhE/lTcN4xjQlMG4EBTXwgQ91z0w39QwecInI64bdjww1O/eeHUr6zqaRnhztuNd3u671"
    "3dY49IM4LU/uCYHo/sQAUoXhhmno+qqr2+0/+9ttGhnUzQVidIFyG0c4HxBMv42SNvMb+/+dDgalbv6RXlo/f6RSRJudDk4cnZDe"
    "SvdNsHtfz/z0ct3JxFz/RzoUA3BOQ6S7l8nypiJFSyR3ovlNnqY/BU3zXUaXFQqMNZY5JxELo1quwuon5jykyEkgVJ20mTaLTAu6"
    "8s3ojeNHcXh5cdlXn/Z4JPqxQoSfx/ho9NinhYd9+721ZnX/W91sssR4NlwuNl4aswy775uxxBQc34yZxG7fDZ9mM8xx8QgNKrzd"
    "3LAliWBWmOpQp+fUwHM5LGTrhPMphXUVnqgqnNkkRVGPaqx7HaTWTwFnh/NO42rqxhNJLbQBxP5p6+2bvXmG08jbbPyFkWF7ZgH2"
    "/W60OrstPGLnRv4GtmW3Bb3aApx6iJgNblmgkqqoWQc8BJ4RG8TuJtmWv7j45Cc6lj3G8rS2uOKkGoONh8cxjDyEHUFs2t3WA1fN"
    "QMIEQDGqZ7CW7+ixICXCknhPt636MG8Ecsfiwd2FKvISM9hdKRWnn59gofIyi1wq/IEg9pElaZgv9w3U4saAM//ni/gUPYQLvRv8"
    "GSOgcZS17eqmJuxHqVXFmWo8s57n1V9nxWTECWEaIES9rgCSoIWRfJXHUSAen/O349TNNgSbQJWPM589To5NfcaRL1N13OrDs2mJ"
    "JGFQnHYXkTfYcinkvRYzc7Z6VjSPPdPlS+aGM49uWEvc4P0dgbUWqgNJ77CW8kRdy3ZNRHSXgLn8c3Bzf0xEL2/FpWdyPxLohtN1"
    "EEgxGhJgJq5tlLxB3GclFOy/wdnUws2RREQ9rBbYk3HiKhqyLWBvacUls36YzEP2DIIfaVsa2oIMjarIoKNYWAqjIA/9L2WHYNh2"
    "A+rahFTV8qIzKtl2cql+2wbFi5rcp3C3rw0kXNQDTZilNArcqKhDonYhXCU7Hvt3WK+1tvtuVl67Tbd0Bs7Q8n4MuDoGvUIXTLH+"
    "P/Gz1YIOgd4NGt44lfhGtuV4W/C3uluHuYdSuAFQ9Lk34xUB+Af3OaoImujagXE81jRC4+5Q34r9PI9TFUdK3nW60Q2AAiHrakWh"
    "iA8DcKYkxu8KpxY+hm0A0DHgXkQA+cuNMCHgmRb3hlc+il4HkILi35BoAbstt81vNz7got4NRP6r7tiPQIATWO7uKB2xVGkM4uHY"
    "d6Y+ewb4Is5s94tlp7VfOzKw9b7FUjO9W3Y7Xjo3xMZ3GhAh4FLOtYiEU45GED5HCDxOEAp5bmAaavqKIQdpIJYFOvIzDaAEGQBR"
    "nFioqM7LX+E6AlHwG/GKYGMet13hBUNWhvBACtHvNttb17zjYLL009wILQptVhjxjBGZGNfKD/AKpzqIMcgjBoYUVLYFMB+Evlyf"
    "PJIdGoX+vG15HBY92xrHPOBey7Y17OuXZzMue0DVaiND2oM0FDyNolMS7jgWDZjfDfXjLA0qRhVgOJxjgO89Q7YG5iRX6jKS+TKa"
    "rL0AHBcs1wzSgh5A6QH+C6/lhAF0a52DhLreTCzf1j8GcQoe41yR3DeGfGBlmMIESeNaYJwUMuKbs99P+aK744z2VzrWatzqXpdx"
    "aN85/Qde9E8i9yJ80xQKJ7F/qqyce6nV58bqHcNiadNVYV3DAO0BEYYq7H/chxXXLx/dRpNf65kl6uwJDpS8vhmtra1hTlfM96E0"
    "M3EsEN+OCiC3L5utFvASgrZ3xCFvuaM1QBxyd7PPO/qKlqoVZW0ImAD3iPR7juCy9T8V/fJpJ+IO9c/7Ql9Fd8x6sdGw8aBAIy3P"
    "pYs4bzSCgGxDhRZB7S+gzlxWWQCgjsNTq+4Lbj42BkCRkx+oZlZ3K2pjEuzi9uR9BX7g+mQY7/ZLTe4uNdaaoWmAhDh6wDWEyYE2"
    "kE/grfCJRCM9BGF/QPjUISYqrXSCzowALv5QnEnxiWpcJgkDkAGQHSpmnzMoKSzekr6el/7xwOCACPMrzydSdi0pNNBXdT/sBmsP"
    "GJMOjOXur9RjakAVcO03lng0V6O+tct6PyDkYpgHJiCMJj1+fh+8h7Gt0u9Pa8FWzT9YnVvL+NlWI9D/kUdxDk04RUpTdfpHMrDb"
    "PNQpoPc3W+rfamgq9+Zny87hUk/jC5HEsgZBrjfYZDpcVru21oJkF868twcE4N1tuDzrOG7kT4n9WYlZG8Txzo5Z16gnnMD0bIBD"
    "t7xC1UCnHFpc4M/t+wZ3AAUgjdb2Labs0OI4smGAz1wE+Ae2mzEiCYK11QluDu7v+oSu9l6MMFDegOjfLp3wPhgt622ElHO4VvIv"
    "VRVuphxcaSY3B9557Djqdni4noMt5dG3XSk/Yg6vp3aHsRnDxGNxoe3CfVt62lKYHdwGdmSYojOBvrn77aFLOJVzDn9XgzOtoTi/"
    "DVYIsu4fphsuSjuQeEMw9d3Q8FBDg4f2bhGOca/YdRD0535mRlEaE3yV4AlcpiiKxZtj0roUor8AYB8VzFIkBMmvQTak2r/tTXOd"
    "z9+2lVPbHuSoANKdQgB1MyNfgXGIHYxnsSuKfZaKt8f1vdtSRrAgQjk7CicV2CkAS+vGcpGk8xgd6wKIJ/E7rFVNGYgDNoXQ3ynA"
    "8xS4AuNb/PCnDI28RQ58A+gC8tds8sOQIbS9Ey4MMfPH4AnkfsUVwFyMT3U/r6K8KjcqjZgVJjAJUAYMcGkn4UQPEWSVi8eImiaq"
    "ZzpVHlkCSII8fg70DXOCWRTMdB0wF0Dk7VpJA0jqMVI3EBxLLWISS5/eCjJ0elcuSRyFTwInrgINP4wnKQxeTwr9kWdUj3yeBAn0"
    "M+oC8XONX30s9w06h5Mz4fOdqhqDh8XLY14UcxCbdZ4WTLOBUE1HBQa1ZltNcK8AAYYaf/DCjNi0w1AOWrHloHfdVL5DRTmt3JNh"
    "g/xbgyt52i/Nrn+T/faozCF2e7gf54wMeQGlLdPk/yiPuCHB+dEC/kwufJ99E+rShu9XImU1pH6r7JNoc3z5arnzEOy7noTpfMBl"
    "CSUpTNhIKT44BYWbJYK9HQV4Gj1KHlOkuDiRlHwXrBZF+XDLS1KamzWBURW2q+sauKOn77+r4jTTbngiUp6mPhM/Pu8XWVu1ngYb"
    "7V+1tK//+CIu9DQjCbVBpPF8ORv/j9qt3DQ04iGdtVg4TM5oX4DOFRaECS4Kt4/7v2qlSOlOWL3pP00Dj1Eo7h2pAKN9c4a5FmZZ"
    "bNOXmazNrJHRHZm2nN0o0T3c83CIcQx0aOMG+mlIjgwZonCZ8l/H+/mEbvs97uM+l8CQClXZ783oeYnzgzP2irf7+s0RKNsIlOwo"
    "9xpefatxBxtmtduzDTxkFdGqsmMce6HsLsnNhRxS0XLU4llCEUc1E9HthLYTqqUf7Xg8qNFsIiCdUF9ogw1+aKvHg2ow4HgSpFeI"
    "bSLXrXSGXZ4UVcApI2NzyfCylfIOJ3/k48jeqDTl7eT4cJIS72ecqjhaqT+hrirOW8rwoj+NCutmejmUTXMounG/wJ6GrRlBr4Bs"
    "MvJpefd8bMGnwM43WL8Mx/jrEvQT8nyGXF2wG0ATuTbxGkD61O2/nDz2TbxpbsYMBLchjByawHRCmqaLG3t/5sy51ZcUjJ/+5HUZ"
    "o5AFR9luUH+LksApnycUXyi4ZAucmJGnPgBz+g6zyGH2ALP5Qe6SQpuIcbABJe6BhzFTfBSpVFhzmw0n+VHvhokfQDTcomU/z5nx"
    "uTx6j87tj3M6A70ZHAhCwZ8ZykfaF+Fx4E1s2FtbXJI9GuBLjxX8pgXibNY7NiOHFQmUPAOwiW99i42tAfLkn8GWvPatOH61f7LT"
    "2q3p1PkDIpVfQndbORPw89oNPN2XGUJVZwzR/g3JLYE1/if6PW7mN0AcO1GnY9Waic7NJ6o22JxUQUU0jqMf0jnwpBlXgxDVmhLG"
    "TYTgitjNgeATIKMc3LADzJpi6IANbGnoW/y+MKyvChN7gYtuIyrn18NuxYCBeDdm31hkDtzcKVgOaKINcAmJfvxfY7/2AduL/xpe"
    "oG12PRsGOqzAwBcuLAr/6x7VfzY0vI1vNQD+YJLFO49hstgVvQza39V/Nn3ag+zD/hur/yZ2nv+MO7lZMRl9ueCqGViDt0hhQsDD"
    "pP9b7vYW+MhD0CPV2up/9hkYBzy20TZAuwHGQf+tdtlT+GEpXKKfMjnyekzwlRhh7zAFXMe5x5tTdwFSo1YHBG7vP3gN9vfD3nlY"
    "u8WfDut5/z2n6lHbj5qLD8vkUD0u1YNuNGlL+KCq5ZQPz6VrZvKpSEkVmfIHlksI58oXed5JGh5DUYWbcQwVdtWuJWOgDqYK4By8"
    "jKJPMIArdXg/RkDNzsfVLsup1fkDikkPqceKHaVZ/0P2Row2Rnyh9Q8G9cMiZGxYbG5x9S9pyIRSH/0tPKx5PKYeUrqH1ZOF8/LD"
    "YKT7SImhHssFImNFOLn4sdzfTZ3s9uXxWCIKBRXviUbEOc8PS5ZvX8vnx6EbWTT70Mb2w/Ky1/kQ4oc0bOKUlqxOu9LD04PpGicN"
    "4nYttRKkgfvYXaGdujASIT3Cf55GxsfHxsjjuPQM0KIRY2cc8cpiMQDTl/Xdx9N+dcMW5euvPw1IF29kz7CSDbW1DNTFkZWZFjLH"
    "b8W3X0pvX4RDw0+myqtsRsMvQTCGOSGWGplAXYQPzDpB9meaEyT1OVFOKoE6xKMXMgTTMvc5cdLST0+nnD4b02JmkpNK8tQyoZl5"
    "GsGpGfhB1UmZRtKnFQVGBsni7LjJhQhGcgdVVVjceJwJZ7EQ9cK00eMJ5ygW+bN1et3jGa/wXmydRqvYx481F3CgNIKu3BTaIgQ2"
    "TCMAaIOdBZeOEbzzjlDQHDELUGEIgYtGT/D0vg1ae4fIO0Phgs3G/pK26YEHai8AXyN/ounE6SprtEW4LaK03ctwU5SQJQ9cJEHw"
    "3L4F6obMFKEA1zJtZKrEfoz38xSNkVoqCPnwXRi9r/rZuw30awNBx9mHOX8LiaHpmtEthFcpaLlRBV7+n/rI8drap+DAtNnzgdEn"
    "RVDGxdaXjki3//M/fdyaKQNr+k38zQXVxm8nPDvAPTKBoTFKjI+LVakrP2XXkYBGfCM3Zmmjb0P42OHE4g0dkWPgiPbXWWPtWlzs"
    "GRarQ43dhMv3iO3PloYl2UhNAM1sgPkR3Py38MGAdzcPT7FpM59ZFkDNxdRIn8daYoz9FeCtQdPg5gHGA+erFTnf7UiY38QCnOoI"
    "GLbFp6JQeUIQQxUiINzzfOO1V/vZJ16PahwqMFh2XYxxw1wJ3WnMRb9psOmigiECKU4ScrLcyxDaRsTuW4DQtym8EakFC+cFF2so"
    "Fz5LOykj9qcQvLBuMgB+KRk/dcYnwaEbGkE4xdMAGyZf+QBPt7g+c71qViQo9l7tAdsX3jIQE0l7xyemt94roQUkeyMz5hZjHctN"
    "y9kAouQc8ZcLO9+7+03qKvF4f/rRMhPH/ANGxqDX7bJgQxln/UIZ2mOkXXsGxoHPGcjq+zLCZKhHP3oG43CHKiZBfDTcJTMEO6gD"
    "PQuZeU4B0e0ySGMGJrl0IYBsW8MEhsHcT8m6sLbhR86jOuIPBf+S9uXNvkz6dlxfplkzwm7kV9LpF9a9BKNvaViEOSoCfomcTFp8"
    "vCqahCHIE4TBWHUR4O3Ys/EoO+ASyu8FoOel7JqBx0lVI0sbQ8Cw96oXxhqyxV2MXGSh7e3iEA3YMQoNTwVUyxrBddsU7b2GFtY2"
    "TZVu9EX0qUowuC73bipKbi7CjMvNUB7FSfADGIRoGydgayG0xCNH/028rVnL/zvJpyBSM4fFHQTRyk+j3bDWVN/vculzeI4aqsLc"
    "nP/7RTgfIf2AX+knw/GVkosDZhTxRrHDxcdgm+j0bEu74SLBlwWfCdQyx0IfDjVF+yh+6fAKDkm5o0dRw6d9NtEi5YPdEyUq2887"
    "9RkZlPD0IiQXdWnlTMI0+iOKr4fBolOLTJ8GGp8ovbCIxPGweNAT0RMNgBSoY3KFpbdP1EWrCuNPgDwJEoBv3QGUsjBZW6CsYJU3"
    "eKKTFtLpTIDA6kI0BoJxyn6C4zjkxE+augutbA0638zdQou35i1HOgbzIXA7AGxpY9E0jvgUY7zxbZZ7LBLCFXp4sfb4w9YeL0ag"
    "IyrHCR5/9N8/CNLZkKe0H9DWNuBtn2nFZTA7Bz5VYR48hcjJoq82SYuSBkwPmC7OUqdihggtEVNZgfBpaqYeRsUHgnkCzl28AGNM"
    "PAnl5p88bp+JfmPsV9XrQX+C58JLyeDJtfnxWfFEOFuf36K1cwmnD0Q7XDZDu6CCiUU59Z1HeRQUVjy3/3yyf5EzfQYVxQj1Mzon"
    "l4pG+ClHXBbjWYp4ZFvR137lHve1bh62wNmNCHJjw5dBJMyD/1c67QSbQTHYG/jMI8cJAhvEpycZ0mH0ImD1F1FDjtCw8hgrwvHW"
    "81XSsSfoERW8Ih3T6KLDVrOAIQDez9v0BPhcHuHLAS+2Xrmg0OBa8Umvzw7Tdg+bZxSZkshyunHLkACdJtYzdNtZ2De3ZgXkjHdA"
    "cn4PNDy7A7Z2ciGQN8pK5OwzBe18biZp55W05I4WCWt5tn0gwcuVJDet8xOrlAn/VsoXnkP/o6+6sXh5ir0i3ntTs7uxgdwGNS8o"
    "mdEgVaH8krmFqp9DBI0sB10Q6ti5SfxNyP9N2NQdYSvkxVHys8stlOdPUO6zDI8yR/z5JlIkZSBvKApfiYAfyY1VnGfX8lTOOvyh"
    "IaUZrSM2BFlAiLjIxMrLclzv0Jje1gm7BZa+PBiwTLWLMVLlFCGb6KIAlK2pdExBHpa35hyCDeYZVnRmW5iTK0XTHcAsEnMtYRGp"
    "Z8wJTuIjUv/l54kJgz828w9EqOmljPpqHZBW2AF58tkGC994H9YnnqK3+r/cXfw5yhktVA7Kl9uoUD+HbYeqUIhCmVAYhgAvs5+z"
    "aWuKSs4VEL4y27VwLE9JaggZ8symxJfzk3gB+8GVz16CY5lNIXNvFbvaSGOkzRaAOBWMvwpjW7I82GN2K+fdJk887WhwYSfDok3j"
    "GIxYxh970KvFZXnd0WheRn1hPf3X8jxx4SkT1SmcEvJcDJDI7xpXbewfLnr7m3h2Qh8x5z6HE4CF4bZUYBUtwIWOzzBWeVREReCW"
    "vwTbcRAge8IkhPqegLABjDimTsA7fH1sDmvVzqMnLHz0DNx0fMrayiS2x4UZeITbaMAod2yytcNygEBbI57moTB3rfKEj/U+jMsL"
    "MjFoICmFHjuc6ZCav+gQ1UuJXitkNCqllOrtvyh1PlhYSVigqssKh6np4+RaSJRfIIKFsjy0j9WsPeo8nlQyavAe42tmCAqYcvDJ"
    "s0z3Jmw+Ts2Kqy785gIN1e1vep50gfCMQ2x3yRsfDEmZF0S1NynZlnrsUi3H8EQg24OB1XEo67CT8TCYrvIzYRDpSfCgg/BY4Tax"
    "cpvPSQ0sPeqtned6q4Hs/COdNJLncJiaQphxJ66VJkn9qAjqSFKsF7J+MaxZOB2jR3XEAwudKreTRLkTDZmsneD6tLwPtZczgUPx"
    "ie4LlDjLuzBsGvtC2El0dwCobTxauaWXn+VGsl9v8G3k02OEU2e5Q2jfn3ih1+N0Lm5llg+7KVJh98qhFFg4hCf8ZCSrw6zXm0kC"
    "TxWjD+zGMg9CkVnu2wJ4MCxuda76zIumTrrYyXnSjANmMrDzXnXnizcJHEbkUXEQUDzHzXtPUJtG+agfcIqD3ypBgn8hZAjF52Az"
    "7+LN74uc+j9CCgMpoH4ydHLEVfl8vsyejJi4pEEbY+dRaaR7U9R+fkn5rNp/NNnPc3Hc8up3wsfNRR39Ueh1rxMdPhsZPD8N3rhh"
    "6kL5eXmDFUsuCofj6c7olhUiOkzG5ChkuohCle/sPwak4iOROH8S0CdpGJs/+ItW3lgQwKfRgDKTOB9FO5JPE5ju9Sya3LGHSXUg"
    "XR0DUC7vGD1fepx1Dgz+sc83NWiQ70uvsP6XhqrEH0X6B4snOsSNaHSOajcLBYfBpj1wdY0rYEw2PltijxnJgpohR03utCPcEeJg"
    "Ds1OPUaCIdlfYYKgcGaEL+573HJr4CMqK1RisQbTO/9MQD6oJK5cycec1AUewwoXGGXSgaE0994zAWINyxhnW6OGZzd+PLieXvxO"
    "P8muE8DKB/hz0ODKOdgplgFIP0pd2QIOvj4EG9aat6kq3AUkR7zeCWO6pYjI0BRHywJhe3c3954JSQU95l36wO0WzvkIe0LXLuMx"
    "zTGkuAgfSarQhNpK+A/YNl94eYzVgoO+bnQs3xkNhhWMNmiBPNTkXcoATusJl5TRUYfCLLx2EZUivAXrBo8wkLf46rGPlBz75G/z"
    "6fXABbbVvs4+yxYM0/1vNRn7OlhrH8j9InTmESC8oRjUVXJrS1PqE3SJ7YQ6paTHQtenMujk/wa8YsRlfBOONcUHDBNehzvnGo78"
    "uMmadPQZieXUAetrhTC+P/1NTDLLLofdYS7+5QPMYG9cF+Z9HhggE40gW7Agdt7TIDiYVPyKuNG/OErpSGWdCrnpVrTWQW889EIr"
    "uh0MlwM1G2hGUPmBjNsJ743V0YD/J+Pob2zDQ2oZZNUQFW9yXs4B3cl/JoeVy8gjY34GoS2dkFQJTtRXh9j5usXrXnzoS8986ZkP"
    "CFOmByBjfSwa7bPGFpckbgFojYTDw0crP215QKxuVx3HEAPeTxhi5WmMnIwvXDX/zVnVloKnI5C0H9Z+LW36h9XFBDl5nLwZ54mF"
    "p4Lgz08lsVOz/iQmwMMSzDrZhSkrbcWgNp1Cl7B7+KB9/BuLkKm1Ups6DBAI3Qx0mrDwmqBnMk1UO5omaxSw7nOPYNPMxcc843pa"
    "saNpLRcuPzBCLJ0kFQCoAaQjEBkO9NdFhWLJT93DFrUvwtvWLTnIwR9ev0PJHK6AAx7Ov0A1o/pwylUisYMgGtsMId9EcCQO/yjR"
    "JW51gaG7+eoykG0kncCF/+kLrDiyqIRTRtJegDr+WLM/iVGLYmhtTdm+27HPeP6zC7RLJIzcy9KAPFZQOXM64WTtSYgKhHqlRIin"
    "rmVWtfyytgg0PyR7ZXdL6v6aoXUpwIRJO9pFQXr/IpyckxLWtvqw0i4ROWL9oGCas4l5zjXg9I9PdNrTUZ1T5LAPBwWSCgySbddt"
    "cyIHE4HS0RWCo5UceueHH7ldhfLih91NiQQzQdLfxcuyrGzB8Hb8cXKJEn3QIaiDQD6Qj1YTmeLA6wDHVPi8ygQfUgP989PPJ+ac"
    "lVC32Dhb+UeNit8BtKx7BjQO6JRBuG92u+F/pmO3qmiDSPXDUj6J1/WEfXYJlE7yhJ7/2cIRVlUM/JVviCk6GwrBWruVIhQNJ42D"
    "l5x0eaOEZWmvu2xQiS0WYcpfHmvg8MGNgBXVEbtlk2PnCHLw+N1if020z62kEPgqPuRLhAiaGN4FB3gIO+jHnPPl0p/z6NLzDHSu"
    "+ZfTJR3gUGYGnDupT5M452HGw699F25Wp8XHKEScBtCs5h4f75y+YrVOgnj6/Ojfq3eRGVlf5paSTQfq4RKq2JnEA/dcHBk04wh/"
    "4FPFdyPOhL1dTwR90kvKKuxuS1JjNsjRoKFynsczN1LxNUkBJILUHmbIz4VyFT/l0Bj17Bl0DGlgb8BAou77S09uk+XG3U0ZMODi"
    "nFjLfQ1QP0iuYY7I3a8wQ7ewkzoIoMEWa0ON22VYScH1OmxCQ1JshMPqAUKFNfFwSGgsTZAzG2f0x7Lz5/sgyunPuWk/GWp/9TOU"
    "pwQGgZ544QXDLgLiGxL2ifqIa6jW58EpPe0Ge+0e/Wy3h4F7shwewCE4PIzhIAeUp3P6RdCJzWDjo8uRAIc7dPIuFG7mwqNtaEcy"
    "hbvaxeHOJ0gXvETnZRoiCUe1BUDJouAhxmRHUc0ELcP1Z45J8rHfh9Mg985oA6dTQy3aj5k83rHZj36hsF5FMLTKIxoh3T5PNtNZ"
    "iDMSENQ/Ft16HLvgTgSkJcjQCdZw3zRmnd6uTGBAKG34yVXTWzdEOpbvbxquWPTHWuVcN1CWqNv9lWEutAORrkxgmjJmn/pmFxD6"
    "Sgt+DBbatkM5bx0E8MEW1tb3bvUbyqLC6RRDoFywh0YcXt7ZWgcDFsV4EdVyY/WBPQN71Ddr9Y48A9EhZQH42WAnTt/eNrJcGYBq"
    "gP7qpaBXPh3CF9GsZM4FI8VdDcWj/uPbMvAGd8XLKW7iMwj9qSCRGhOjiSG0rgHAb9oMZm5PjBNRyzIae17k5vL+wGOVwS/a+kmW"
    "soBZzhC2zVpeI5bVVQ3TouYmj9xxZvSA9B+UgW+R5vdREq4aJehlRDjKQ4caejvRaJVOKLecwKk5MBe7uly4V/P50iP+Ii2lmW1I"
    "rYlZsYyCT+Y29OI7U0A6huosOgCIIa24YD9m1/xGuCBIDE7jwrmxP/5YhIQE5xXgR3BE1MxjITySJAYun7G849LDEshQzjoUarYs"
    "X0Zbsc08Ic2FEXNbUd2XZ9FDdu4nuOw8/VVUuKjCi4BIAicQc4rxK0RYYwL9SwFKEYx7UcQx0+pgFuHB7hFZPcJ4QSgtcKhdD1eV"
    "K0j7si7F8zT6ATxdQn1gNdF2GUcbr9wpzy8K+i5p9j17BjHLkW/5JvicE2QdRu9fDMIPmkm36A4b9rpefgiJ5rK58aikP0fvJcj5"
    "GrwPkE/jV1Fo7ymxOgjFx1gfW/b+vNddLgNMB1uEYHai87ZjdleI3L0uyEWuooDv1gLjlPeZatZza6VmN3VykDp30i+b8Ws2Btj1"
    "nHu8H1pSM7yezDpXdOZZojNEzGxZ/UDn/jN0CRFA8GxV16P9Q/biruLmntrAiuI0BWFC1O57vBam9zfGw4WRWhPAHZnZeSyIxxyf"
    "+mPj+57MyU+V/XYLor/zgdn+CXfoAIOlBVz4kCdKHixLDvO/hWlX2/DTzVZ85o+yoAL88R0YSmnJ9tF3uHP8hLN20Zy3CAvQ35tR"
    "1w86KQZbGV+XvIG2pJjAkYQsXQ2wMrrZcGHNzka724jL3nhbK6oVzHR+O9NbnIUYOxHiDKS754g47f3m++V2N55ttjF+QGTvp8yW"
    "ofHC82DPt6XRTOtShj6iosyGF66RgYuLCOLs51hDgHC0L820zq3Oo2XWMsImgv1zy7CbNmD0XUI51CC5RTNg628Dt7LnRTtXtk6b"
    "gMB8qC5cpvFIIW7KW48XgF6EOI9zRHxdRUQjjEF+KzfSPWcI6cgHFbB4Y1rcXea8wPhm5nv9GFq2Yu4ub20obILA22RpBiAOkZ0X"
    "8Bd89jZV+ShLPy9ZUf1kdYbhtEOoHxulrTIW5gHPgkOLFT1rwXlpOL3HICbqgMsAEiGGd2V4x8pLEf+E5Syi0/GVd4vFRhxMhVYK"
    "K7SBezr6mVcxufNqGeXB9wwpm1eVrLt9DlqoTcp8tbQcZ8wzPDcV2sdZG7FCdzDuePbVwJykN/m376w+aKjF2ubYY09wjZF5Rx6i"
    "nVlsT0EnQ7F7/nGMDQLKJkq/QiTuuGOquCfto8sxcZJd5jiy5jNhPYqTL0QL3YFAbelxLEcKEw8sYvxWW+4UT7v2P3Q3E+atRZK6"
    "9emlGKCzoIDk1jI4zWOqpb2KKgh8eTTkXp3nM1qxmQLU99gLins3rnTwvW9AC2G15FOuiv/AD76Ac+dahNDXJKyDUj8LLohbUUI8"
    "BkjQzq20Yrf5BNnMaMb/RcOpQyRtvf83dqMjWw0Db6OHVKWYcGHKRc/EZBsuP3G8ErRtGGOPOM5b8hjN0FbFb4SZ47VO88yH6c0Y"
    "c5+tBNIAJHMwiHQwd8tDJ8rOC0TERtyqMAQDL4P7OuuBdFM7P68ANYAyqu8B4HA8BzdbWgV8PKcAvz2aitzuDw30jo0OddsA035I"
    "GIxAy23sN9gFuyKL8ACMB89pZFBn5scQe4fFGOdovzY/051rnic4dwuClXwvR7XIwNqG/o6a2Usz2GXTWLVc/qvcuakiirFPMFVx"
    "SgcUZezC2HAZeM7TBxaCiw/iJ40jg+A+4s4A7NB6BBxu+hQGlgHLQQvdgKW1/Le4a8cF01/uOy0WW+6vvIDTQ401ovAU7DEW7UM+"
    "7cjPHom4LhyyB4k7OoGg6UMfkdNXELN3XXrvj+NM8kOVmdBCNRC+hhXZR10HXBJULVcYhtn8YoOMlfFYXzZYA2DBGl5dsJizSwNG"
    "qnRW4SIh9fJhkxW7HksYYGFN48j3yZ5OxmCZlQKcRmX7JWyvwu+OE+gHoqFl2fJliMUZeglLrCmbaSyFQdbufiWdVqheufS5SKCG"
    "T0ngZL4UFlbn7SEwcjWP5bS5ckFdUJbwBJwJ63YU6Ri8Yw/IaVgiYz/aUd8m5d6bk3Q0Slq3ohT3adUdtiZAgAaMrddlMqbRZgdp"
    "//gohwqZs5qzq51hHiyoMnJfYNAEnsgunEBtEda/0NCYZ0Yb6waauNYf/bRs75nSdtGgMBsXXNjAVh/2sO8LjElLUtraEhdLUBIy"
    "N1AQdfzXN6G8NZpttSwXXI3xWLfmhGpZWJ44rFwxUcKTOnR1SpcfJEC75kbIihZebqnRQ23UpvsPWIfAHYNQcX6xLpwP4YH6Ftbr"
    "FqPkB+xYL6tlabUMrjRpRMS15GkYsMCdPgI/ulbw/MNtwyQsWxkL/dMwRgExqlmdGaQ/pQJ1ds4ppzJmCtJt3aGB7hjlQYKL8iaO"
    "pFhlkOLvpZYBgVERXJL6E221vOioAEUSYix+aABiaCMgniL6fO20eqR3wS6QgJdCug9Xvdz3Fk9QGbApcyHwY6Man0HpuMdJwO6Z"
    "8TVshiJZFUUg13YcUbbgwCe1BvTtpC0X7NzRnxKmFfpVSlDpOsGs54ihlTyfu1+KLMgXUwa66nTPlKH8J+U//5MHMC5rfIIefswo"
    "Mg229oytwTa6ypPn5saxNDDZs8vlDDgtt9JI5hFvESB3DnVYHgcZw8RGB0WK8jIdIi675GxvsVy5F222P7C6xuQscO62UC7CMCmi"
    "z4Vlt4UsgtOHKjEemJQK4qEju+HtnLPGEQ49oZYPTDrwgK5wmfGpoucYzxCp5LCCYd7eM0ynDxkgI28Dluv594D980CQq0SCMD7x"
    "Fqo9d18IaJAoDjELuDeuZ0wZtXV4BrcA1bE+Du52LFePUEhFCu3eEzzJbjyWCefMlvHEmgkUzIPD59Dmqxu3efxc7DiGHumbSh7H"
    "J5FAX4u2/F04glmg1uiAS1wDTdXJkDxhZLx6/FbsnJb8ZFEW6zCOMgj3WRmoJRfLDGs+IcIh1v5zMvxnxpWq1YXEa5b1rm5PZ7MA"
    "XYhJ2O9RH3EdQBdAItD7AcIOZ4VFHGi/Nl2WcVWumx3xr4REAPlhBI5CUCbfFLh7lBNEZYDpLyjwAsTDMEhjaRNiv1j9KywsWEbh"
    "2VvTSnu5/8famwDL0mTlYfXPyjSIRQyrhmFmgBkhzTAChmETi60ZoZA8hMFYYFuo1d1V3bfe7e6qV0vf209WhSUjG5uwJBvhEOEA"
    "y0JYDowJrLABDxg8AsS+C5h93/5l/u3t2y2f7/tOZlXft0wwwXu3zzmZWZWVlZXLyZMnz4He12GvK/3NV3qXXLvARlQESEJe23RG"
    "Ml8ITuGXm9Qxnw1CN1azSWy4UWV9oPzLxrB7NYlhcvMxpB2VGKQbExwlrYc4LaVCENrGcupMaHOxdjcV0rKANC3HRUoZbALS4WGn"
    "aUzAA+4CwK2KC01LfnSS4ALzrd4853V1Jii1JZKpo3EUBsTVKKKahN4O7DXLJ9KKreP1XtQiL2dbT4UH70qktwOnmFUDWLPANcl6"
    "+CJ17WvjElviCGe6LlNIpbA6kJdG0jTsxh07AA5tIPDSmJDL4VBKsLfDYQsA21ZQr1KfwZkbmFRXvdIw/yQa6C9nLeuxVYlaLwre"
    "fs/loWMXYE3KeWgWNpqW1mRtTWq/6RzfbpEbwjMXueVpGN548Xkh7S/Tuf2W+Nml6ca4WcIDzzc2h5WwCQRZG8H03BEfxrGvYCsU"
    "9gNp1UdJIqbbtWhqJQajP+6EyXCBnXv2DJ47w8eKhzBc5TlgDiRRC3pExnPJVCmlcYqZPWd/Sdku/WgwSNmjBwXxrGOaY3AadWPj"
    "/Kzk9XmROmLQrvTyUPm22I7IoIUyxGgCGcKe1jR6Buxr5qyLChuQAWdemECnQyBew5xqPb4mO1ZCkRzR1gemFCAZWduHsfqwal7V"
    "CwxvK7cVGgg/dVUeTcN2WnkEjT7C0F+OrKUc5RMdJ5zI8qhBurAprZEc2bOO9jUFZSDsGrvaxkl8IyItstXpFeHbLBbiLipHljzD"
    "iwOSGyvzHDlZnvk2DuJsMziojutL/LJJtF4fiOEEkRqpR9ekKkBkzB9GMEBZaLYrLmDwuQBdAimlBB2RoAxbHq/wmxJwRWaE3Xds"
    "GZEFG47dG2VcrUECab0EInqYDhGk9gQrqkgZSY8JtMJaQpkCYOQ5duJ7lUNO6PT2iI3VftAvMqqdlKg0CPJLtOagOmwEDl3SQKL4"
    "WpegCyOS56yBMM7Bjh4AP0FBUKwnOvOBlmeEzhvS0VPYm2F0FcdeC+V+q24BDzbdGVniNzazjjDGAK5Kl9hWJKlWVMBfJPsRmH7q"
    "OngCR/6CvymOHoQDY5EghxoCaLJOhshdRuKUjrJlncHClKkGApWCDmsAzuIuMhPxE4b9jObIloZSyLDwgU4xH2xKlvbyZfQkjdE1"
    "tTXqESJ52g6nNA6GXfdiFLnf0pUByzJcgA5VrvGz1iMLPaU9CH2NB2CpiT1dzBkcWQwKHc1iT2bWTqnGAAnSOpiosABt94Gw0Ynv"
    "ZhS7LDEru8rCxjb0WyZBycXxEOMXO1kHumBZsXINWLeImtI51hDUycRxTNzd8Ch/jJPivSxo1QBDfZSbVl5Ot1fK3Q0aOnaGyWWr"
    "k+BuerzCPjyOEFIoMBtC5TQ8l2EegoGhQHc6LAZkek+6rKgaPfVS3D+Rt9+TTmEl+oHvi59PFzOvc55Y/JxPp00GP85jXEVM17HG"
    "oY4ZCQleWJ2MGHJP1UCoQFYFypsPSM/o1FE8YT4Lj4j68wrJdOkoWS1AfJKw576hrs6azbqcBPehjrk9T/Pu6UHULoZ0oED2Ss9H"
    "4sqRfkJI9WObGpMUF3L3MsVRLpIyWDOE/UKK++q80dvV7r/F2ShGNMJC2F/Ts2qenZhI+Zyw1VtLZAuL7FTMCwREdTGgLJycDgcW"
    "og7WkBrG9ipjle3CusxImisIBF8u38yqiHmkkU9SMOhNI+wjcaAYybeBBjo32kSOWuFgemxyaIeMIT3Hl32VZjh6liG0h1zKArmP"
    "RNjD5EAQxw90UpzJAtpxgqhQnGJOoH0njUchtHd6LYJ3WC/ZBKxrHcpADDfd2RRYcmKVHa1jMrQfNR6ISwOtqcIVlu4XGazg3Tdt"
    "GODGDlRC6JxzjIPoISj5eAiNzsIcRlVDWCdEsy29pg/xQX4TwsEASzSnDavmIeC6hCEYLVstG9pfmI3qrw6VCupc6WGs/vCxQ32z"
    "MuhDfBxxpFlyiNiOItxj0WGFjUpSxLc993K2xj2G5dIqu5DF6RG72QbT6Q66v6Cgnuc4DUQViNoJfx58TQWsTlos5XVpxvIuNWNL"
    "y5iuKWJLZtR8r337yf3Mx8U4KRHAgOo5heUQ1P4/dAJCzEjiGKLCxDHOJ84QCkJJPtCuTzAKkovngB+ixk/0hbNCaSDi40OSVxwV"
    "sBxLTiZ6oztIji6tJ9GRcCCsk1Ux4JdeIMj0TbjdnaeBLCofZwvtfUN5gyBrjrJWYTFdhdikAysGo6Z0YMPAw3pM8D0dyGA0ysM4"
    "5xNpOFo5DaHgOXcyVlEWY30uYpy/C2cP1ZrnLRQIz8cGmXTQWDG85dP4NcvAWRSlqt+QRlaofXt7Bcm4JnOG0ylnkRX0TtAUgoti"
    "HYlaVHPaOAGZPnbLpt7zdjogSEpLKm2lBZxO4um8QEzh/BImutUZGBc2pIeNOKecQO/09nK6F5wGt85oz5AE1lYvNVr0BE2hmco+"
    "kdSmSrRWtCS3+AtmjozdEEN/mDFIpwXQnCq58+HH8/gZmlP8qIVieMaYC3njvL7d0c4nNFa4mLjNwoBRG1DVAnCaLwWNnbKtSui8"
    "lS2v94utfDvL5sToE8v51OY3e/29ZBY002SBeIbD6AoHMhQNdxNlMDhQ7qXtXe55XNG3kcs9NW7LfQq3RYtI6KR0yaMVBnewxWVA"
    "8+V+9LwVtPfQfPYa7fdRfzvQ4fEMwJMom+v+Hh1ni4J6Tbl3nRdIfofQjoPBg+LcZkC5LwuY0wAROIO9VYg1dmpp8RgcZK8x/iCm"
    "ZtUa1AGgqLmFNNp7FpoGDA5GFCyoO0mTLFkIskpBaBhzj0mOp5HgwpLygRhFRxT3iYe/5vtE6/RLDJX1FJ6erYU3ENhVx1z6hHTp"
    "XQSWdX+KX15PLrpLCCPmgcDIddEDM/trJhfTCuLni9mmnVyU7eCLeZHP55vl5OKx/e3w81uOd9Xk4rYBLOwB5QQmYi7aXwuP6xOd"
    "gCQM0hEF/IMq4DIYBsLm7ThwcGuI0x4Aq/0gPpx59cgsEhS7SCUqRKUDZR0uBqpAoe+S5AtVx4K0GyWKh52MxL3IVit0WZskHCYR"
    "zlQqmAhep7tadzwpuzpCSlYJjEUS1KLGyIxQAPcVNvwB4jacmb14cnFSzSYY2bBgBwGQQi0eBslywtPJ2MxZWNkr7rwlwpEZMyN3"
    "Blb42ehoEFtWtk4iWCMGc7acwMsxNcwG4NjUPY7hFZEvR3aapsHDldLot8HmZd+qZKSn4fYNfjNqZFm7nVAzAaDYOJqOXfSGqGi8"
    "yiNGm7keMyzGQwz3sl3E4FF1xqJgj5uiKYApIYsPVWEbEMEywHThpKLQjG4TedyA/gUMYKM+5NvAQ1Y1O8FPS2sQkrKA8kUNSOuF"
    "VFwFHfUDEHCxruTeOGJhv0M/imGAR8JB4NAADhQTsdyGVGaUKlHKcN4JSZoGQLklKxp63NZUzQ9GlcMn3MMFQkW/D4fb/BZHg4OO"
    "h0iswv0AuwVF7aD3EkNh6qnmk2phfzZbwYlcA8hPn6KJpCMz6lWKPTSrnfTSbmj9CEQtCHy0TE5YiNEfyW+IpcBXyTxAmcBUdFC1"
    "q6RwLzRdkMhpEb5ypxTAGz4ktWaQYuEDei+o7fCQHWRUir8EtCaY4uDW2jVsKMLkvTpxDoIjSyCahvmXKnTlTTebYZtFyAslaqiV"
    "GBMcXw8xvjA6HxEcmQ/xzhorAtitVkdKzyb/UkHjH0+hFfxJEMdWrIEFmjtwBvGJY47v0tOYDgvuOl7nOo0eSgNRBSJcqEIs9I5A"
    "rNDFepZvgIsVbVNV7qstVU7SqCdlr7F2ig4MQVWpoywSlRN8bOHlAKbag9N+OawYgxAHGwim8chDlQXdfVKc/yLlfUhBVZeoICAf"
    "YvSmO4Jwrp00d80jv6Q4KDSTIL8mEprrgeCL7XAqZqL3SGcLFTo9gq0oEFKNCIQS81pQe84V+sTEz+cJpY5tmSSiclwL6wOGxT+o"
    "LZheo2D02igam4b2tf18bIBAXDBTg3QqHchQj9HXMyaIrW5b6zWImYCREZguB4mZ1YoO1lA8nJ0mzDQJGHkqOHIqh/NDfAU/RhSI"
    "+9r+DYl6EEl/FO0hNUNObEwrahbA+ZE7rpxS81liGObh8hhQBfsx3mTtDU8K0rVxqx5gyxLBZrSenQpOd+g32udzPB20tzwmDYRi"
    "dvpeaz2ewm4hvmcQcg0HhCPlM+Y4uBsFK07FDBIXrHogmRl1OvqHOxcOvtncNM7846SHR+hcqtNB51fBlPawtqHKEcXaAxGW6KHh"
    "IS6aVEdwlznSrT5ybVVJQKnjLBIhJV56aQfp9UBOo9NI7CJAls++UsJllpAYsm0IBSm9gnwSCD0AVE3s+isDOb4Ru8mpE34j9omF"
    "hoi63pCyBWXAdSD4IUvWXVkQSFpBikINUPwM3EjVpuLI253xKyXWfkpf0Hmw6l2uPZ3w0pDaBtdqimBZCofBEtHIBtF9rA9hG4RA"
    "OxzcFRH08S6KPAOZa3YYSTc15l6EtEvI5ln3+cJwpIL24LC5jljubdtFuXrjYQR9JN0T6adnES+VLlD2UMnDuGNuMSoP8/T6l7Au"
    "6NQrnaTvxw5BKbqEsGt4HgbFmR9EDXcEiVoI+xg7BKaB81HUuIBZOlDnSqaP7zJu11APOA3ERl8y0vFKEFrS0CuGjeEcraV5q1Va"
    "5n0biM1DRNBXCvor2C9jfKwZ5C3n3Y5TJ1TkOsNJ/IlOwLlath+HC1gCw3BGzolwdyPoFVAfzVhddZ62nN7qra7AWekJJ6TWmybn"
    "poAPt2xC5OCi71xKGokDLyoxchTycql/uxZ7IIzNOZq1/l09iia7WcGKiJeE/jxMT3VJMDvZBqyMbLCI2B/vCzAnbG22HkIxY4aU"
    "MSFLzGW9Y2UPyrNtZhpbRJABrptlu+ZumJuxClj3VrnPJ6E6uRuWV4FEzfnoyPDg7sUjLmg9UNMAzcoplqH1uzbZFAaNfGpmmEzi"
    "YEEL0TuepKjYOhruvlKbygJaxGbBtRAywUdpApZ6Qx2Cak2BjDIJtzkszIYmIg2USi+Oh6Zit3qCzyp8p6atto5kOl6LQ0X4IVU3"
    "G7/xUiMleKqIwTpkJpX+6A02xLrUf1aPdhI8Sdr840BMOjnKQukWw9P1hm3l3A8o3NGy/bVqYGB8IA3LhPFKcBRC5EsEWh+ojBFe"
    "2XtYY8KYrAnEB3at3rVhLaaBe80V2D4bqPh1j3UeDtjm52Mcl65sVICqhH+o4AClWk9d4uebcNgWAEgB4Lxu6/GW0UbGonxTx8II"
    "DiFcsQnSpQMl6Gojf92R4Nl0CygSMlvMsgVcENg6kd4RDYf1TuGAti7DGpYrBp5rNrgh0Fk9Ujsi7tcbUd1zOlUjAXTLACgYwHqq"
    "sffAWSoeTAWQOBPUEjdhkIX9NzcaJtqWHPBIlSoYh/hR4OD65gg2WknS5gwd3LQoSI3oBhoJg+9zKeURTkMF+TkQN2nGpi2YTtwT"
    "qZA+l7cbxbi1CIUiz8OQxwpBr1GYzxmOgcAuYxXcxBthXFIaDBhXpdUcPmy5t4sullZWy5yjrEXW/E1nsHIAQs3KiKN2JUKneKGs"
    "j66Bb9HQLUHVGLvUzu3hUN6saG8BW7DYTxgdBmOwXuUkMHurL7XBsBQpHOyimwSGZCBCZL2f0n0MQthdAE7jcFhF/UDEB2nU4NJE"
    "sRDyayNnFI65Sh41BE+FYcoxlD84+gDtnbjdDqckPABBPckyHOhESNY1QPFYJIig/wYaX21UU8Mp+fGLjS+QLlEQ8SFmqZy45T28"
    "Jv2VBAKng92ame8DIkXD62HlY9W1Dkf3mNMsdzmpnsdMubOGQ6YSwjgRBx3ZavRDqBO3FRDw8N0ZopmsuCNtseEsmZElGpdIrQX9"
    "oKczCSEUD/EdHPy859CnR5y491oLxlpE427JXi2OyWZ6MIPpIndbihh7eRvDdoZsejg5Ntr6wP6SzTy1e4ix0aKeLSrYk8wm7CcA"
    "U2qvgtKaQCUcwvWYnrI8jNhP2IUB4AQGt2zwQxS+kCPZOoNTysh1e4KLEhVKA/bFTnDlHnw3OpccTDkEpcdIRCnnKALsKAf0GOfM"
    "93C/GB4pM2nfL6bELnRewTKGuXMQQjERdblN5wXeYZtriypQlSiXCVsAb9TkNW16ikK17jICsnsktKBn0xtsmpJy/pC0TflhczF2"
    "HJ2BY3o6kfc+g6q5E/vhcWSkajX9GhNGbW1lMVsuizWnDcxJM8FqohVKmLOorQ+gEQQU+xUJv6CRQKteQCc6LyJRk8JNR0zW6BIJ"
    "74sxuCi2vvJxh6wxBWfgoh6cOC+bK4Z05zSj6Y+B0o6Vs6lDrFvmDtpWQwIOxJ+7lo7sD62RDELWYcgckVKD9Ql+iM5GNKfh8Glj"
    "bOgD5yJGZr1hFP2e9FGBpjhYMK1cJ2MUXfLW7eRwjB9fQpFwdJA0iveRji06q+7JpymHwPkXGOUv9dhBiZEkGi4RUvISn9CGGMhW"
    "J1L14Ll0QVxSMHNUauVtp3KHQkZlGe2xjkhGw/G6kAWtadDvYJ1a50xxcVpaGdLTNYEMRE6D9TDjyn1RLoSWRYLlt0We9JEdQXMm"
    "+BuoIf5vHDFIwKmgDip0NUT60MismTEelh36V9EAlEENEP0hy/TgDEUzvgiA0ch0JbGDERRuOJ75I1eScoBYWf3R7JQjPgKEMneD"
    "VIHAPeslgXwgk9KWV9pipWFrJPRqREeZbM3SbWwdye/HcdtA2K8Y0XbPwibFUE6L9/kJpFs0Jh1EUwhww6KWFFUo3KJ32KYNrdvU"
    "qomtjjIFQud7QmjkRh1PKifhaNoElizhNkSlv+iWUMK0IZWrGF+TzHXlml/kopukMAqWn+hyKLjFiUTIXYF8RMeb3Y+OKB7csHFy"
    "QPklMkIx4DWpED+uk3UkVUuVTn7UUojA2DuRtRrltnMYuVGF5JxTdFguMIRNRyydQjh1NNLZnjgzOVZKd1rzuGg5V/XA6D7J6EWP"
    "7hVWu5Jd9ib3h1hgttD2kQf9YlXATnxEncUAbTzEQDQiEaOcuUZwzQ6uw3eOp5E4ytZpDOQDqZYhWsswD6FcyK8Z+kgzdi1lQQ0N"
    "EN3KybxFYRBv8oYfjN278V5MrAgltqVgLdTw3FON78qqhqV/jETGz9crm/S0XVWv1vhNL8xOid0ohJEzPIVoGjC95dBYzonlhVmb"
    "rjsXIR3nMVarKpOXj8F5U0j3hepBaIqPqwg/zxWCUFzIseqE0Nt3lDHZe3r4ThY+muFn63qJRAnricx/EU7btHaOC0FwNjZ3qPf5"
    "IQbH4ZMd+RYhCeWlWL8U9svA2on0dbKHoM4YWOZIjC0UDZEjIXqM24nUQ0MZSkH4b2NjY8DFIrU1Rbw77IcQ6qbcBqQj/kYmlbTc"
    "NihFEZtDWQcFNzo1uR4VLVr2UXFCEGRvYTvgPnE6w+IaX0wXP1HwgcWJygPzAoDIwkZ3NNojzPYGUqW13raNAYJqK8AcikQgFmBc"
    "hX1UyTO0ldymiXw1m+M18hVlc8RbhnMhapk6jkYkLAzuJF9BH11onBaDKhLDLexWikY7IFETe5CG/vXMQGP8tRCmh3yl0/5GUG3M"
    "sE3XO2BIZgyvNXMAN0RVAdQSULUCUqManzbf4JGbnBy9MB+1YRpXb0TUKG3ZqBmmUJkkr26OAVu3tFXnej4NgwpNx6M+YxpdyK1r"
    "Dik5M2/akMeljECOVEU2RMWSyKrMnnqclwRR6DCrNm2IMpY8H1zBMW6QyvC0KeKgQEPMb3S8zqDcVh/v8aNEgn30eI+NkdpKsobB"
    "bcIRH8wgx3C8M0LMbc0hGlCWC4yEFBbuHhCPnoJDsuiMtIoI5wKT4GGABCoMfmvrdYuPCxhsYjGAMwJ2tyVtpviJ+2BL2XA028xU"
    "6xsOVLByqbrdrPCz68uFZOEIwabRNPQQTaObHD+81cZee3NqbXcLvwnw9T4JDt8jMV2eRNpexxpeQVtyMLtLEEylTtwQrxDO6R4m"
    "xOMIh0EYElJMSAm8ggIYjoeMlgJiOFEZCATDzFGzC7Fwq+V46ktbC9G1WNwCCwSejK2wMPsV+JYGoPFf87gDvz2oHHa+64KWZoVG"
    "+ooeMR6+FTPSV7TVHOYEfgnthfm2F3UcnE6LReuMuyIoIXWaJ81FR48vYUusLmAkvbbvSDPkhPV0buuaDBsl5/oPDI4AHAtOpYkM"
    "mrBiPPYohCDhtFGdEwYMSKAVcO+NMGruKURpXdiSI2YdgghSRrp/GJbZlLxotYg4MYagdAaAHcSC8qDmryK8zBeR8PpQiI8GtQ9Y"
    "heCyzCCPcEcKajIjmsp75cghuEU8PB1T1DgdAsZ7MvXIoDd9kLZeQdaB6XkcG4/3qlePku6TRyqDhjJrrYFhnFrNrMMcHBi+TzrP"
    "YbuNpXtTRx6gHpToKtoPTPddrvuky4zdfQrO9jilvzowFeGTnkt/0GsrldWVapF1v/S6rKc0SzGFcGCUns1WlGuWxwfR8pRzPuac"
    "z5txMq1ow6/wbMEp8p4knAKGgXiI1MuHpdczzA73pG/k7RgaE/dLPJ3OlzYcUBh//3RszPLs//3S8+2D7m83/v3i0HKYqINv41hO"
    "3qktq9eltg3GidokgG+TcWxL5TTXfNPxeKRnCzZE9XUcFoCIdAqtoxXZ71HkeGQOBmDqMsfkh4MA4jNp/YmwFuJypWD50TP97Xl4"
    "BUaNJDJisj3tov3RXIUQVclrW8BnaJLVHKuGaoGfLKAZ4XLxaiHRS5pv1H6rukB7n+HIqfaoqWdeY+bAnleNdbtlh/EZ6536yIoF"
    "fqaG5abpgtvbDMATiaSbHtJ0UmNhtz9PT6OxIYvExextPrC6wKVeB2Izocf1qWR3JF1QQNrXTXTKPp1PF1PYGfEg1WlqvgFewd7K"
    "jbzZTX5k2akg2/AQv1IjcYW6a5ovl20drjEufBwGnwIY7asxpB0XHSXVLtZoz45CUkWH4zo6FH+/uOkokxpI5eIhM4jF0tmajATJ"
    "Ko2EuwrmOeUY15YwgF7FiFXZDgov94tUA2tmvKWS40lQxpA3fCiaC0+ijrQ/PGKwcR8jnKePO4FK0GE/crUMyxeL08ar1E0MFKWT"
    "vjmpQLGcUpNDIV/jHz4jsH0M+IZh4P5oFNnTsjTgmT81pHi7YLMngiqXSO7kkWpZPt7ZwGZZVZyKXuvr8hDqisIltV1A5/VBSshK"
    "jZOJ+zEmos3LYXfGPec+OGmqYSOkKzNXp3UuSIdwhGQ7UXQg90jE1SmsYBuyTknEANgvgwUgmeIm9cW4Vy0cB/N0Ml1g+U4iSMrN"
    "WKkWWG6F45YDAjKO5WQ5HNtlDBXotEknrX7EsulwDmi46m6KxdGsVu2xydCsLI86OA2d64EMzivHUXXDr1TQf9fhBTpbGGm/bFDt"
    "YfCEGv4guWIE9pskcHJDQnEipy6XHBPqQBTPuM6he8E9gPMpcEbDZcv5hKhAP07xrXL/DFQXq93pnQwzQyUFyuJbls29HrsD6HO2"
    "okI4qrB7mF9BVFzouusz3wA/8IQWQlF97lw4bLtClr9u05CehadkoSDnyqV3csqPpaZDTJT4M4KzMSmVLlOQZlhAaCKiWh2RisHD"
    "y7EVAHHvbwiyY4hAph7QPaXgFOu+YwqEebQOkWiTVenDSdXqmS1siM3k8TMEs4FKR9V5GBNNAg4pnhDjUaJ2TmDDrq3AjlirLWe1"
    "NtVo1Kqfc3ek2WP+wS12BxxYGcZxGIrMWhm5N0xBMlEkOLSKYj0Z6S5NjPSDRKDohQOKxB7gGB7JLAbCNdqF03xtIW1niBSSfNYI"
    "npqY0L4/y0IcKD6FeAlpVyQhsYIvwLpNrRLa5YSWAha5HkKjAXW7wgTZrlZsV8LMlxRnwEjiMXkoLjk5yF5aq8EqciIeypxCCRBb"
    "soZK7BlACXsgfU9YTtECZgGcmuJEXR3CIiQtYVNqwQc3wvyOxMhgZ6MFlpg7+2DG2pzM8Bt84DIkxUlpOOooo8VuCdazeTSqbeGS"
    "AJo7m0BDfy8GXKxgpKQTJ951IaUzSEHaCSXONgvgmxChSZBgszq1K/cL+4L7zbwIqAYma7Lf0PGDYVyHwRC6RLQWIMqPEiJwVBU8"
    "8DXQfIKHcHgCtMelBBWFO/ttmF33xlycElkx8zpSyhUaevlioKR+WmPm3dfBBqaRPBsP3BClnOm8Neso0FheqhgfuRRYYoSqZGHI"
    "oyQAEe0mNhTyhxiVOoYZRyf53N1EJ0Em1ozne0EoJJPYrCdq3Q0UdhcTjFoNDuHD4AUALRU1EAkCbAmRSrOzri0qpL1Qp31V7iFX"
    "c1IId5PFs4a+y2fyf76EboS2a3isFGB0EFbhPHUM4S4p2bEn6WexSdeZ0hWMoawJe5XNrK2sBub2Z3nPC/ycI4gPxboyiHMmjVXN"
    "YhoNSxg9mIZsbDk0Lwqr8KjpBW+x9qPfFxyQMVocQ5PaQg3vg4naQEVRcGPLVrpisSszJMIpEnShG2zb4GQ6AaZvjADxqHog4h4s"
    "ImyAqfL1PtKg8IgtNguCdQ8/GeKHa/TlRB+6+B7cBT4gnZ3Dk7hL6zQuOEi87x0UToieF1gPiaZR/SqkcJ02kNMDz9yj+LCnO3IT"
    "J7JqIgGfGweB6dyGmxAxTmSac3tBR67hA6sNARqf9mARoql4J/hlnIoLmxiTDmReBGYmRg2kXsVptKms0oUg6/UMsJmcd1DGMG08"
    "cZ9IwUGxDOE5i1A3jvQcMBccz+R2c9j0PhfWVaNN6VElHcZTa+d8pO/vKloKWAqMrNadCwdbp+ejIwN0PmH8jHuip7t7EmJLOnX5"
    "vUjn00DjDGiztL81JD/Q+bbf9NKksZpb5fjZ66/s2iP7s8kU4FiwBkLKAj89dQ0yrCyMbNOZVAXhXsx+8zXMiBmRV4Abgjpb4+hz"
    "g1MGsEPAC6jujimKIevWnFUJa6LjSeBbQaCDAU51nJ50JHFDwYxoZlqoCRip5c5GFspYsO0wQ+G4fHRDPXmgskDEGD0flMYIkmQJ"
    "BzKuC4aoehJ8vwhH6boilJEsGwTr2KNDcyBPBMnWaI5l2MvDsRfoQG+XMbWQ7yLFBEg3DCHbFr8UH8dYh8ZaQW6rMRvEJ5xH8epQ"
    "QGlyjsv5sZbJNBUNQOUJLh3kTCZamWYwOHBBIBXM1jaHTcKuVjA0sIlRXkQPDDORInSZ0kUbz4NpJVAhMlPcJfrGcfOFwXChDRV4"
    "ze2eIOViE9SqQiMwQqrp/lxmCcUTDKVSqa9JjwpnoaBa3eBrW34bt6DToHSb0hVEQbmqpO+PNlbRxZRaZTjR6C2xSDHbFikSVxnt"
    "dcDDr1ftobr5tOK1PunLUHo1iQ4FBgHByHyYHyVSjD0X9nXYjM9FhPOqhWeY1yHrsGwYB+A/sziMcYdU5NvG8VTKkLrSfeLH18cL"
    "ssAxxjNcg5Z23DEfqGFAjzGLNSyhj8JakA4R+iAhlI3oyJkMMa4RQlUhaOdanyruk874jTQExg/nxtcQ1IAyBINrytDdh4Ma2KQa"
    "BfGVbGyvZve+Tjx4NUS5RAZb7zHynnfziHPVZUWa7Yydxsh5rlB+VUDcndhgavdgxT0sBHNWES5cx3myEN9WbBaYYYrtam/ds8CF"
    "bPJslu65YaCCFZCRUweRVJAjeWgWhFFhjjQaSu/Ai6OZpx7nuhE5lfhNjwUpECyn99HDn4xFhV6rxi5PpXEjOlaN5THhfhsA8vQs"
    "WaCyIBDzTOV+t+RVNIFf9xgPuQDnMI7bYfVkbPELlFcwSDnREU37vFLYU4Q9PZCuuystfEW5E28P0H02j6sE4z0cY4fEI5tajUmb"
    "NSNzMuN0bYFrRHVuWoll6xQVmkVin4zvk9Yh6nTt1KwIeOgCCFKCRJJsyZJLQQTTvfW2Aou7eRHKhN0nEtIWJRl7T7WdcShG5TTg"
    "ewDpT8/14RTBI5ki6be03YRtvpHB7CH9HveeShoNaghG1kEhzjGR5Byq0DiLnbVDa2tuv7xx++VNGVewgZq615048ZQ255ecueKl"
    "o1BgYcsCwD5TGeI5UlwEG2G3VKwJmQnVnpS+dRC9KdRuR+KOdDKcSo8UZwMFvVJoAAnazn6CZZzGrZBxvBBbZRXy5SsBezSkahNZ"
    "bJa+vE1JR06mWSP9cQW5Ye60mwYJgbp20uf8oHk/OdTBVyjM/wyEOsp5DBdHYbHSwTYqlGDlRk7pEm+4FWnhKmB/vL/TyDBJDMXn"
    "GCfTKF5oW/tp5xHtCdyTCZTnvYXgc54N5Di+bEZkzDOEPNelin0oKwnheI7pnpg4jHtCpVoQHQtBdxAjLfgxbRPX5EBBfhwYt80h"
    "Uv6kTg8jpU8ao8bkNLYkG1bZU0iN3l7yDqcKLx8FqE7VTMa3wrrAQBjnQebpqQgN4kaBwaPX3gbWSAxCgQgKDwTpROfVDa44wwsr"
    "HpQqDoKoPXDDbwY00qfBUBU8SNX3JssUEsSry/LeVN41pTsZG4NG6fFBkU1TMAwxCrmStoeCmUzdMeUmgpIOMwkX4L10XOBcArvp"
    "x0vV8Q8J6ZROy2CiD4oZuIoq36n68StadVhiW9xhyBwFVPOIa7wXoG6bVdn445fUwuSywa+lWEcSnc3RLJKYBqs2IzAOlrZyjYbo"
    "DMdM1eBETA9tBofoNFB6EDQyGi0ReXrTDQn5cNC6qAWzHgwcHEEaOnELB2ggrn/e1Gv88rkgEqzxWp7cRkc1NUuEQFgiUyxLm1Tw"
    "LnDTqmPngBUg82+h7tu0FWSdgBucKI3UgR1Sbs7LUEGDBTk/DWbG3QbmHYGdjT3JMYCfWJYQHO3LibqXgcB9gzwW2hGlk8FZOihx"
    "WHsI8QFrQPrucTwtA4XvsuembHNJlrfIZLSzibVm2Vq329u5sbHtpF3EmRq7Ee3CUhYNfuKGsICa5ktMpzp+vYRHIEs/nbTpxFir"
    "pcHc/lzauMm2lmmOSGu9reR+NhtVs/WeO/bWbLjdZZwsbAi3mnba7eCppOVKxWALGU6Tx1gLFxWncguEhYLRsKuHvV3uqiCIVY2f"
    "TfcgD8moMtEOeToNBCU3RuisL+PW8BINXNSKKKrKkU3W/kgkpLSWJqoS3GZomCSpdjIi8T1azNgGYIjUM4JFjYXeL5D2/VrY04dv"
    "ThrParfSpU9J1Ud+6xEsIB4hOUfP0anL8I7S43Tsm+Vxf6uOCSNrqSEuDq3SV0Es5jzDaETbnDuZUQZlETAUKwRpgCgRDYHK0bCg"
    "1mqs78MhsSQNkdKtx1tImhzfkxDe7VgXrSEtbmWwRSgLhCp7y131dkvjhFgw2qzXbmn/CyjV9XRtxY0k5e5n/r2S4SrC5paVLo1W"
    "ydutDAG3WxqJbbe0pen3RJuK6UGAqq/wfYC+f5DgY/1BnA4oImrt7V+GgeIzqE2A5ZKxufHU9IjGhmB4J18I+L01W6EftTBiXbDR"
    "Duq/Izq6wLI4V8hrt3WondHWMgJhg7aF0zdV2UiaT4MFBlv1K6BwZhEhGF5qt9iodDTFeoqXXsotDn+y0Sx1L0cSnzsdDtZ48NCO"
    "gUfqiIEC6SSojjnmkgtOvUNEuNIxG1YJOV4WcOqEktQay9gIS3Qabr22paudYEcNzhHsh8nLEG0OGLaH4E86pZpBW5/sWjkP1UlX"
    "WasNquNtbZnUiM3cGdXoJLRibeQMHc6Cc6ij+FldLnvV/QM1uNFAVNpuNoOLF8RQdgaCpo8UZ+t6Z7poI7c8uMGXTCSxEvcTfb7u"
    "nDIBIkZgLvFIcAk3ErsicjdR44Fa/RooLxm1YdeGtIZu28ngR4oPLVTmivvDIDTJ0IUlYLA1QUtDAPYRNvPZ4QBZ6wo8peU8a4vj"
    "tlngZ6VplhMuJwHkfkPUXtjFmaKziZj8llOlvYNNCYVxE47DUAHbNtkp1YR4HCKmh37jQVwnr7Ie42vrdkfdwtaYEvtJD6E9gY0X"
    "N3e+m9lfar9sAr0mWakmRA8LhPPFQzj4xQwRMEO+XoYgaimQw1385BAujMJuWHkUpRHLw6LaTHAa09psROLubb5e400QpcOuYQcm"
    "EkMUx18GeKK4rPM1S4mIhhg6EIYBrNns5pMdrAbaULvLFhPZ8HfEQX7nZ793WCAAMHm7I0C0pEDCaA9j5WAPMBsS1cR1AoRYmaSC"
    "Pg8EKpPA1TlmrN2yzIvJbjXDb1ZZuVd2s33sfIYfqyNfwOU3ePhC0G6FDa1dXvjBtV1urAcag3BYQntQryRzUBOXXwE1gLoNJFoP"
    "VnO7Y/s7NGrlR9ldsGWp8cXs5jUcCcEAndz8jXY7aRsbYCo4g72MVLQz5KRZ8SBgzWpqMwcDXBEEmeMyGGBT0vpUxBbVAKLYbHNR"
    "wUsjA8HUlQe4eUqaG8yk/NE7L+MuFsY75IjG8cNG3JRr/SIxtUV2sae+LILhfsFRJiLDnvkOVYO/9Wn8XBuEYTVqt+EBrp2xwHNB"
    "G9vqYyejusFgM0sJlOiRxOFE+1AFTvEZtIIWa/xm3KQzAib0hOxpFyc72LBHK5GAZ2fLsh3ag61Adu362NhrocCjWwhf2dXXd9b5"
    "qLhEJ3bRvhFD1jgiEVTPg4JyjJe18Rj0tTPC1smIFMKrhnPVh7aNQqwfyZf2FyK3tqwOHXe5ZRSUdIGpd3Zi7d9++LoaoU6wpXAC"
    "CzhRYcxC1gFPMNYAsEzGXwGoRDy6KTSIahUm3k7CZOWYsbgFRJ0DbAimPNkKKktXqEKwQeHg32Q4ASjR7D0nAkNEOMl74jt/dNFB"
    "X2PRWcdATbkBOwqvZjY7W3iHHwqBKthbUecYH04WkxN7dGqz/oklZnP8LI9NAeIIGzSGybMbDt/SKIwwwDo/eQJr6oAcy05QqVl2"
    "bNmTDXEUtInRKA9iYiajuFgJYwPIh6HoNJHsx7mkqig9J/kxO5ce/FLGAwYPSodwDB8opItv8ECYBQK3FVyn6cHRfX2I5pR/ksGL"
    "TeaYzQjKUycYck4yPqg6vpS1Fg+FjJOjzNgKwnpC040nVKowyF3jk6McjeoIQ4FB7MUFLBVKarbrWECI5xkO7nHx7AyvsHHoMP0+"
    "t4QLZzSDiCti+uALNUSdgmgyMT0nR3iHAj+W09pgnhpbfZIf5wTkpE/YpvPtRGoFk6BdcJI7X3KS44cLeS+46ripgCBvhSIILrk0"
    "q1Ibl0VswMSf2FWIKaatFRPfrQimq3l2iDJ8gJnMFoZj1xzsFcw8VPHoK8ccBbnTHehojM8j0kjlIZvAQobJCGLlQMe6jA/V5n2g"
    "Y27BKwHM0O91SiZo5PupkxjUeYFg2i7mEHh/D+6ckOqvaB4jERklquIVo36EUtf5MlvsF+tQD2uoGuq7xdlyElhOx2pkpMMwaAFq"
    "0oHwT3OshuWEbiZHYSvFKUP0JQVCid7qAsXIdSooHVWRnGRJOgtjdI23hd2IE6uli1MbES/aNfYSWBpzYTwry2hPYTCqVytREm1Z"
    "VrTpDwKwU5vElBg2IRAIthftqxXh6kk4V+AYj4o0ZjwnyRu5ccSgW+xYYqbaj/Hli7yB0sZqlA65ogzbTd22kiehXK5ETqsoglN1"
    "L5Ia2IJxb8UtN41T7Hek7rHfPfXNByUHJaiDkBcGIhXGV470HLaECvr+yATlKRgDg/sYIrCoOqmtDZycTE5nk9OF/WWZtZVTMkGn"
    "dpv9CltwncJl0WnYIzpdUSU2YLXXUzomtBHx9Ghyal321JoMgRXqdFBaPF1PsEdtP3dQRzJuuiN0oLB1Chb6dGN32XL8dHM6OS2q"
    "lYEaFkFObYljP63iTy1sZbK17SlUeEcOUREetMlOG8vE7jOIwhA7cHg62UPXycDaQEWwJbBlLd53sA+3h6rc3r7r3ibjfQ6jQNC7"
    "hjr7vlgXO4NW8fuixa8icKkGSK5AL83yifUo2Hm8BIMfANixGNyGIKY22ApAo3hyyf6s79nv0gyonFzaXMSPdoNj+TxiUAWyCM+0"
    "2MxzeyyOLF4qCvyOswyd4lJtecdTjJfaSTeb4UewAMgAlgCQx3TGo9sPyXNSuGaeAuDCeQ6A3TxDNYFU30jR3HTHbBfIYYEcFgy6"
    "R51sRFu5O53GF67rgD2Fii4g2g0Q7z0GWBNst0Qsy0KW442oCuXDWA7OxLLR7nTmWFKSToO9EIJ4m3RGsCGkrdIusuddtBFgFC9O"
    "M6HgHB70hvemlaDeLkU9pxcA4GS+g9svAJph6/gpMtQZs8sYFIn7+EOxlrhkifglLlkyAXsBjtFNjCoBVPIVfhlrc8UtDSdQJrfy"
    "xBrA181hfQS4AND90cRBx7PNRGwKONnviAVdq1bWa4KVHHF13FtxNNP4GgIjKo2kvtTgSCIGipCZR5048nvdqY2R5REqCuXdzC4x"
    "t01KsCrRBWzo6WaItY+1xwESUZdY2G1KUGGl2dG8VCjRVrCeVTnxia7fE8heCSgp93YzVGCBOkd1lhThGbaJvmVTLY8wNrAGSuRX"
    "8jIeFQJmZqVccejxCGSeuCfCOVjDKEW1IDgSzLFPoMcgxI+iULZFzVQrgmO1wmoliyEdOTJAGjIZKEWirVao0wockxBTKn4IkJKJ"
    "dDTj3GGR32EtaADvVqOcdW0LfRbfKPZdYr1hjU0Bf7TRGLdIYggWYqsEAdF1N0Nqg8bWkGpmrIAGRyqaSNSitv4QzC+AfmKlkxpV"
    "ByG1oMb0jrqehEEBvhMnwQGihdHCmTq+0dzPNQrfA1uDjqytDxQu2CEnvMwOX2B3hIrb4SaKHIT80pOLACg80k/ZSq3eMDbPZwRz"
    "gAXBsSBr34lalPSTSNq6vouGtY0iWALIa1gHX8MAFcSAHVl6wlSIRmw6KhAB5nw01vRCukxr9C7s83Zxg7/DhDJn8UXhdkwtc0wt"
    "DGHWmNO4mSFcs2AsrmHxFigsQhie5ymuSHFFyjgk4qpsRrABRCrLlTHFFrW4KeOlMJUIDK2bjtrGjihRGMiaNBrDnC12nrGAMAPf"
    "uZUeEKeIRMYYpOcYpOdLPB6D9HzJBEHkh+pYIWG1tgFpzkF1niOWhcm3EHl19DhLqAoUwUulSGlEQ0CJWkeRBiFEPnRW2NEav0Ek"
    "U0lVSBmuaYG/00EGoAK1tkYUCBSlSPGYggUhp9jRj1wXd71B4gZFtrrQj1eL4gfAUIWlAC4tUQ/VTDWuAwMi3NRB5+xkN1i7A3lS"
    "s2UhB0Sg48sPdMBIadOVIljZkvA5Zjlcwd0IVAA1XoR0XQ4HHSAqQl5Y40Wsp87xCqD3GDe8ftFmFzOCOQCHed/iF66FWeOLGWN5"
    "yZKAdy6XjFm7caNIYsKjWjChBgZQ6vEL2avopB1saENgzBXwloBfYYHuvQ44ZAPaZe4hpNwgbiPe4psu8Ilh/sY5cNG6wm3igNJ0"
    "40QaKH9pWwsD1byiZqYCGiyi3Rej6OCNGBejSjFkLOakkO+c8UsC618L/mYEsWJ4n1JwCwaPBQYPrJI7RmEEWWAEWaQM4gqMIIs0"
    "B2CVIw6DyQLDyIIvhZGD/OuemFdhTIgGWkhJSOsBfBncxU+8JIXBYQEVHYOoHyx/Da1QSXLoAlxgvEYXkQY3EMwIEG/5OUXUpCpB"
    "v6DCJntHA6mE7J0gVuuNE6XHNNgXOgWdse5kOtoJ748DXXsA56uNYvdB2874ueC9ziBF9Y55A7QuuuDcU4RaBtVdDaMqjC9mAY5Z"
    "MrzfGkdfOinfCmWBGDawYpiFBk0JaydNGiE+FQSrFMYFgXICshuGmcIBckHbL0K8sagzRwq2RCwK15AgLhlAlYDRXGBtsmC+xQIf"
    "VQXS1O+8xKLI2BgKijM7uJAHSAlFr2dlrSRKKQJBds5pDhDY+tgGjFIVm+XeUZuT2AiSuQWRNwGT8fZD0cTKwN2M5yE2Bg+S9fgh"
    "NCQ2KkApONMrbkp9SRBNwHkcVzy49mvz9fD8Mh9ivcA64dvFHZpIpZGMd4czkR44FaHD9t1IL6mLwiORWrcFKuTcNqOCteHathnS"
    "VbCtnIgu9qMAn6evsOUYFDYbRyQHQJom7+iyvBtsoDm9CrgORFvFMoWgPo5CulHJW29M8SxqoP2GQ8P+IUb91ehCX2JbN45m20C5"
    "8vYQiAntkHu78UvcQFAXHOB2QaOERL5tsQ/e+Rn8SPhH3+4EbS4fXjyG6hBsIhFuC3YkLVCUGzXDAhaCQ4WVFAoY5me7qA6kCsQC"
    "U0260jUVO3dVqqBq/gKNIAOtXq7deguRpZ5ugZxK9MySVEsgKVu3MO5/AVyR3XZPtV1wVAsidQPjIxqPq4qSkN+OP2SjECoNZWkw"
    "yjXoBnhoS6bTEFnFBUe3lo3TYJiPjGRttimbEYf/FhaIu+EYCGhWW1sRrAlFe9vnYbGAIX3u4DE3rXlp4yN9u8Pae4HSnqDVnaKk"
    "yJfSdSFctw+HEo2khohjqkV0eIN0RjAHWBAQMjXjkJeCD0shIknJQ1N5p/MDCpGoSWWCeiSYh3ROgDznjEJeCIEhScGFpHwgOm66"
    "YKJ9HHAcKUvHPBREYopEXAquI81YTCxYDIBbJYKae8eJBPZh90SFbqIaZiAqJ9hv00xjMbDEcKBaunoBWe3LRiQB07NSMOBVhlkE"
    "FJ0aiKIJPyOXBNQZ7KJfF1Aspx9n6GRkQUgFXNPCuIqoUVxYF/NLYC/WoBR1QRQw5gBCSBITYRsi2XulxhCwJAopvIKGKQ3WEo+A"
    "ZO2qwzbYjrheCIYjHjFQsMDRQP9BQEmNYKUnM6Q3aKRJ6BTL13AQjidwnKr0QGktZgNJc2MMRuFvB5Nhnduf74JjNBDWWdiasLRI"
    "wWqm/ApLxgmuOaik+Wy1LWTJDIFoKqfjxorBjAAlz3kjTfRx+TRY6zNyQ+BSf5C8oCLQexKTwzeSqbV/TxGpqNUq4GB6nuEFBRaD"
    "a98x7bceE8pCVzc6JkxarS6vdaO8XkRKpYE4KBKc0wc6HQW8SDyE0AXRvlHY2uhSjofpZk2ASsdYmaL9QgCaFuKsg6XggUIZMCwa"
    "IKufkgGFzxMDrSoKWsdddBHZcayA+U4i3uRNuKITdsfIGUK7lNMCIHapjECNILFGK6lRRFkPNox0TBUpCMg9dKayo3NSg+CRqZdJ"
    "hGwj95H6kg+C7fSEZURz3G8JZhu2Yp5OnHQY5DIMzRmG5oyyO455GYbkjEd2Ox1KMwST6IawFseQmGFVmM1J4W4sDTMMvxgZMwy/"
    "GVfl2YJhpOKjZwtecoTHIw4DcIYRO0OXoZpKl/GHBObF6xSHS/hDIiTwGRZ15OMNcFsky7ewPdFlEKhgkZaRi09JqBfDaowg24AT"
    "NalWEvMMBxfcnogFuDixhR6y3MwJUsIsII73gwpVN3JGITpeyYgS/DbEVmFYFcY1WIlK4BlwGojKCT1hy/jUV4iBQvbG1a2YP5Tp"
    "skjwdt5JDbEunAoygruhhvGaW8ZQTMyLaEyrU1WJccJ2P9kz7vs7iuUAZwK9NYDcBlSvZegNdjBb30Hn0AAi8bxyjRotCza/kmuv"
    "jF/QNTO7zFixDD3DwFawJiKsCLYFUVE5QhJ/qE10KM4EGLFhw1+QlvwDpS+9U1l33h6oVNnxvIYj/1ogdccpfnLxFgjcebogUOM9"
    "dYts3aCx0I227UG7W5zOtX2doH5/h8MWgm14PumBSAPlWfvhjG5wFGwkh18avTIoCxQdfCgCcF0qHJ4Ag+aenR9RIVXl/j0jzeqk"
    "Y9iA+R7a+ydVeJLW71xhcJM6dRyeEw+Ld8FkM6lq5ohfwT4IJtblTGAJOAdYEGSEfPtl2FEUwRtTAkJeiZ0CP2dAXAuxyS9hzctg"
    "kGothz2zJSQbVIQn5AYSiKwKeHxG1KJYS86fBe4Mo9gSw+hyTgovAC52iWEULMMSw+aSr7TIFAmASHCvS4ybS74MWsySTWyZ8hLy"
    "GYYKQDwLF2DANyBJoRNMY95oZEs22GXGMKs544S+zE7o4KBjtiz4EkPgksVkifgEJSvsEYpZHlK8C3W2RD2C4HZ/JxEeIFTquujW"
    "mVTtSCbiOmogdnI6HnCWBopj5DLndWxIROQbl5TqA+rGreLcC20gPYPBwhwCOdg2YV1asQnkBDYULPGgNRYzgDURbwEabYIx7CtN"
    "0jhkCQoZUT4CeLwDpgaj4WIWkIrG7delDRLMHztfS7wtuvUSxzcNlhku3OA+PBSNoZCgfVlo+3bJjqJpAvsx3E8OPqw6uQ0AOibk"
    "cl2YAwKmXKiqg9Cm1lIbENj8XpbIysbuqG7d0fS3o9rxiTLHaWTClOiiYCvpDXQFCbcaNbCFs6zB3SyxvQk9Q0Fc224JFoL+YKfY"
    "EJyunWQNUNq95OkSIsxMgb9ewk4QkTrODp8FdXeCiy1lxYGhAgFdV0PVHOd0jGgEyVSsbCyuc4wcgbIirKwvrRb4EaQAuAJLghVC"
    "6L3MK8NOlRaBgHgOOAgD0BsIFrO6aL42Umkk2XBGOvXd4CddJNgjI1r2Ce7jGKC+Ggi/Hx93xfdegdNerVrr2aujHe5FSSA7WKFL"
    "rCDDQvHtA69w5TqfU5ZAIbh89QZck8Bz+JpIR/m2CCC2KMiHrjAIGeAR2G6FkpSLIESmSN0ARS+GLwK2BIi4iCrDbiwOD0UKbUZ7"
    "yjzFpYxAFcI1EbWxOpfF+MEnw3xVbRQQZSHM1HJBiIzQTFfYhV8h+5Z9ZUWDvYZyAg7fxFzLoAcfzeazLfGaYEnIL3rEKfvI94qC"
    "inYg6kAFgl8OlA1Dx7yhSgV5OAAUn8nrMaJw5+JogR+2Ao4wzRylzJhrBFk3D9ijhdZY2RsuCWWiBaQGMjp7A8SWlKFSUHmtS8+r"
    "4gBxlKFRHeG1c/x8d08us4Dh2m5xxHPQFgIPC8iTYEZd4LR9JK6YWyNHOQ90gXAvLR1P+xFCtWDjJLiFo5wJvBllhdZ0R5V0QkZX"
    "KeOqYlfgrSh3BNREBko1X3CAOUKLOEKTRPM5wtLvCOs7qfwAStIJqnYklXfSsh3UHbVzgtDs6QAccKVniRAvdNRuMOActdt9S8LG"
    "rSO8237Oxnu0T8FeHV2adFh/53Mb2zAI5PjouCCnZFObO6KxdKGDpw42vzqYjOggqMiX+PGp+VKzts0mfJ/cvl5u1WYzdrbCt8K8"
    "nG84RhIhn80KoFwLZoNDziGMhh+0SkmRsxRGFrh2G1TMxr4yu2BsOxC8eti6MLrKAjNL9kAOJoT47q5zSmKXaylutAvWoaDZ+YQ+"
    "KGiCdH2wYG+BVAHIV5BCcySiAGhkO2JEs1w0Rm34WJ1aniMMlWvVPS0zdu6tt8PpJQCy5/lWJpFBOOTmthPKJ8hnAlUsRdNwd6S8"
    "lMPWAlkkmMGlHwBRVXwbBfy6bC3koWr4YhaQQmIkwy2Vt6xA+iOqdTaLt26yNJ81IbQNeBYet90FqgyH3cbBmE8Jd7Qiq7Yck/oC"
    "bgUeFL/kjoBnJ0noJCHIqE0HGuMuZpW84KyUY6MOaGcdEINTjtEhL9nsSuRp8xeEeNA8yusaYlK2GRos7qQaGE2Wjsg60IVfgAjr"
    "9xj3LszwNLio7C5Yf79gJb5A+ckFvPIFa11IxmMuFHOCGhA96wJf4ALCNZLgdqC70FJkc4FiqAs769bHlnaM5ckxmSgo89dE3DIX"
    "ZsSeQOZsu+BTBQRSOVce5/ihgQKi7o/zDeO2pK2Ux0gs5ty3PS6O9nhucXwMCcNx2M06vmiVeQyinWdxxwLM9fHOZ5TjE/ykfnds"
    "dQNuHOZ8Ovnd69y4XqdVs0FqQNE2JaFrCIBsOaqtZzyzZLhSsKIV9Y4Gpjvy+dA0cXG5yL0TTGupnBNtt3YusSfa4kC+yNoxDSyD"
    "pHRxPbuEzKw5oV7WKa5GMmfuNcV7Bo8J0U+IOJoYxQJmS8LVjKXKeA2sVwDBiYDjmgThjvWU7XA98sd0YuBQGQoMoKC2sYwqttvT"
    "+FGC2eWOBl0Ao2ViBnREgyRN2JGSZn+H4x+Cvk0Fku7aOh95ZY3EEE6WEmeC4O1oQJ2QD4aDmY5GVwhZA8T8CtygBiSrJq1bF6kY"
    "2hFtCFJXbGNw480tnPMEhb68JsAjCvz4iq7c6AfPumBRoKMqr5z+CmleGBR3pUMB6PEtX6Lgvdq+Ct5aSHiuq3wh1DhSMjOUMc8u"
    "uizpaMevg9NaQaoTyYctcHE8E5fIQ0gdTlcK1kKoWjLp60JlOyHgzfzZuMjuhkSI0lCxmxkJKruAYIElrt/MLmCs25C1BWRAWs88"
    "xw+0ZccUTgMhYVYwUAmCEzulDxsdhSFmJUkvEVDXVms9vD4W1MWSAnGpvNF2yCZoZ27CpogRdAxISlfAGykw3GV0cMRoYA9xEATO"
    "G7wIhOob6tQYhFTWC49ZD8jWmdy/2nCo4laI7L4TQV4bLXF3fvoaWNdys3Uj+QRjsPLaZBy9iFLHTMQKwWCtKhXBBGbSzAS1lStj"
    "TES6hBWgI8+OFc/VZzDh0W2W+KEQeIEV7sGSCOP/Jl9g439jywD0c2GtYzZQzdjkvGhLkBLymTDLS7goNztRGxaNBGo8rwo6OjKq"
    "Jqj14bH7pCtJVEw8ZZ3kp3wQEjFrcNtpw96/wdoGp8s7rNk3alMbLG83Gx7FNGxT/GbLUQY7Mptizklwwy68YQUVKR/M/QBZ/xPK"
    "Tl07xs15rZyCb1BRIa1eFKVupqxGZ8AC5kUMLfk6bEAytxkJz3zLOXuDaRWoMP6a/Y0s/kZaFptCFmpAAOKVIRzd4Jw0oQLIHEsc"
    "VgAW5puLqjMkVCovkmtbfUI7Y1OjCDWGHyThSZrcN9BCBR+l/tPaoMxzfiAbwdyR682TDtXKM/gsryiuc+LJ/BGZhaaACC0wN22j"
    "wcKbHj70KYQj2JjDsl2LoK2EXUQ8FmjkloCx4ju3PkFCbMWzhB0aLga6LUViW99B2PJMmSGb0eYUbm+5P7/NCCTr50QdbEJ2sDGI"
    "YsrWYMCnIE4AUItYvWy1/DWEFe72yIYd9Bd4WTZAxnAL9nWbnyI3/JDbtiilqI4tmC2bafDmQELDIygUthCXZ9gFkNsirrd5vGPL"
    "nVfLtGpFgNUB5CsQa8KLdAW6IRgpJTLETKXZj62tbUnADwsjsN0W94K34KeoxSWgGW8pUeRW1hZmygDnfFK7yZSC8RSc/xYiiu2O"
    "+3bbHT7/1paHGJFtuYFsd2wEO4wQ2x10frb22sUsD1p4xfwCARdmwjUIqoEF3TyKF7ESK5YCOT25ghIbA4KMgxNZFUm2W6M5xBeQ"
    "toMXKIDty0C1i+xz4QwMrV90VFcp2HdRnQWXhPw2xdafuIXoDOybYGTiCvAKBY4MFsUKGUJ4Cz6Ado4IIbEExocE3njqLkcrKsq4"
    "qBGJsYi7uhzc4HZr4xoZorFKDlQlUjcHmW/w1AUCEBdVqiMZByOhjQKciTSQO8ToLqzEnAZBjNACiBIImL0yiOiaAHH8cbYvGswE"
    "5MxlNQRorb1X957QBZtLXbHDjxcF34ukxFCBouqD29UVMUTJhxdJHaE1EgOpViOAnLJFsGGAxPuXM4HUA6mnhl1sUGveunKYCvmu"
    "VikWoJxhbAfUkkRu2juc2heEsZGByiEY5ZF+R2IPIlk7LUx+x+V2RKnjKmBdV3vZKwlXSKhJRFIXNo72QHUtmDnmmXxQfCg5uTJw"
    "cmU4XkPrXIQa7UEpWiIIJxi1Vw8trXtgqV9C69oA7kJ0SmIJgEKnGyxBMBOWXKvBGiQgVmalMXs1hNroS5ISkeKLuI/WrtT11QJc"
    "HT9dpHlntRTkEOuERD8llJ5q7X5AIsuFDx8Lx2cdjo+UeMCqkWmlrjziFFBCTGtgDX328qgE2NeCEtKWbAwwuYfLwRPQP5AjbzLo"
    "cuK4y5zvn5d+9qk0pgu5XECvK49xBYKSfBGJJzaSmaxngo2/JGelEh7nOzf32wUTPyAAOeSV4ChK8F+u1kDE+nQli7JY51gbS2EB"
    "UAUu1vttsVGzKxSz5WXFWpCtB7gSrh2xC5cYJkuNkxJuAoqjAlVxLnNxZ1kIMK0ODbyoY/s28pSoEVxxuxdUMBxkAa66MDGW2Kgo"
    "wclAT09fgoTyhW3CqCpdcsgMFgACEZNyiQTdKLlfGuyTk6ZKA42cVCEr32qm23fWqYjaqdOAM8WUgjMvsLQQS3mX1atF2stSSyYr"
    "SqWupdwCgZ90uAKlMuV0U9f5/q8hHMNVxE6Q4sayYs1h2hsfle98sSyGY1QuufxLB3KIVSMaF9tJv0RIt4qVcqKKVB2okJdDjbEg"
    "QjEuCGb6hCT8mc6EwJovzLy0TnujoJMMx0qB1keeDbRevlSE28wMpLeBoikc8egFDJEL5qm/DCllsRM6Zb7apmfmnD1qmt3rWKYG"
    "3HFJVroM0qKyqQg0SDTMEnwYOMCyna+5qV+S4yvVHFrFIEMUCk/d6yxguV9oq6zcpzOd5C73YtjLPTm5cl/rBilEA1czERJZlXue"
    "JcWi56INNReP8bPHXFzjR1HJRaz3L252aHUXS/xwA34tfpQuy108WoA7jneOyUNDPCorkBVJrAouthktd5PYE9UhA2rkEqWOeZ1s"
    "SncXT/DDCIWiYj8NzcP31SroPhiYMYpGQDuaSAVE6yFicAOwpdql/LN2dCZAyLshSOGLRLIC3TAGJrkMnQDsCdw/Z1fN8VtKkm/k"
    "Aj8sVTCbwxIPoJjXKr1kFY9PrpZS+aZmFTY1ZUsMaC1IfgWEWF2jSr+B3KAwq6nK4rHeQHr8giDjus+JNFLMbEHOQ3iICbfTAy+I"
    "VtafAun58Y14e5rzOh3KF06daPzGFAdF0ZxsTN5CZ4nkkiBsYhlZUeJjBDN0PYkqY3mohSDXw0Ce8SqXHCxQfgPkJ6zQFazKgRjt"
    "uEQ/9SOSD9QGBE3h+luuZ3waxNUKF/p+G/dS0MmmuPAuYl6z9TrdpqFYpGKc32/kpR2PwGCaAfuMWWbWCAeGElbxZ6olcBe12gfN"
    "BkSijlTjF7IKMN8CVsqyqB1R5JKNQ7qcBbxIwOmP3um74Pg3EHojkkUVSb8wV1snkUaKiaF/Zt4LiVUpVhdO8Uq3tIBptNoNRCqK"
    "JZF3WhBbj4jHfmTGOItEGqlqoPQcOmsfKEWWgnStHCkl6Un03h4IT6DGR5XJt2TnDjIc65J2kwWsErEb8aJmptZHDUSlNlGlCbR/"
    "LG/ZNAvvWGq81KZScYO+epVJXwo8eAUdoAqqMxU6GQdLbq1jrckAG2Res2tTCIeTPZWLcjEbVRuCmkAyExaCN6KZFTxiREZkYC7o"
    "FQ9wQ8gYlIInzIK1SyM4RPPQuSRzlciGzFEV7XPIaJmQigyqJmbDL6Sq6qYzhT3Zrz8hQBwWSFXJN+IPAE/FxF1RfgmHOgCQJcDS"
    "s7hkUMycuBah3IN8gp4HugqVieedYPKFKkZNey6A7vVzRNcIrJi8IRBJ0aFwGogqELUTfHo9kx5Aze1qeT3qsI8KDWXvUUSpsG7i"
    "KXKDDSvMCV2SbXnHkUKyUTRQo8hqRNaR9vyPMsyHtc7zuaC4lhJK7afs6kWlxa97YHGMFDwlPQZAi6BCHl0qGYSMEE3e7UwbXhDw"
    "7KVwTYKQF7LQPNpUY2YxoMWcE97KPMTbdCxXWHfH87ki+RFhGKqjAzxCVohnDH3CRSYq5wZ1jZG1xrpi5lleJOAeaM0RV864dZso"
    "RlZj/Y3RMaXxISXJ9NaK3QWUOq4CVn46WeREiOJny3xt7gR7gtO8ju9GdT0FoZ9WoxIgO4AkvYZqYQ2dPAPcxcb87qM2UU2MIYoo"
    "C4QKcMRlF5EnZFS+A4VnHeV8EiwWGciIOM8RcaSWPrFBmLoDPgFsl0vWzlHb6MANKI0OWiEDwlyZEYxbSUFA/tCAKKYTrknYFIcH"
    "5dh4qaF4RKuogLmxIOqUufdke9CAuasMsh2uw9RY67MaxAMQcQz1DUDuF9bHuHRN9Yd6rY8IG+81cSOowImgv6pREifV6xZDeM0f"
    "NXRqVSL2wurtrPTKK/DDGO4WTA0vHXI/y2faMLvW1GCrcW6LV/GD+CSLedW3J9xkYae9c8BjIY2jQXFO2LcxLcBXKNnN4T2An0Fu"
    "BDyqFopnVXF4kUODDjHWlPvQn4+j2rF/fxzVrUtx6jVWRDW6Jt4LPH5dsToQzdLhRCu5MTY2l6EYZnU1LvQ0YpU5qollqA1UJajo"
    "qnHkd1XqU9wrlBFJITqlEOmDV0PvAcSsCOD6kPRkR23Euo8PZFtqeC7GmBhbg4YsilJQLQ+EKsu95nbO8tQNXweDGo4GuSsCx1kV"
    "KL9XvpZJ6HUqinmANRI0VbjSxxgjWBBVF3TCtOkU6GxEMgNeB0VGg9S1rRlo565jG1ZzhiU/cUIFinSmkIY8w3uGF+EyNi8bU7A0"
    "pcUMA5Lp1G2J4VTTvDxXRIIlFMlcXPcMLGF9MiPYUjvIiJKQvfVEPR4npuuTnIC98SSnTrNhGAGq9xuCOaQehqV3YgSjtwQLQZZj"
    "cGF3EKgY0gUN+7rho6wO1xmtFsIaoXU0Pk9nJ7AvLzf3nfcMOLTv6L++c2/1HR3Md/IPb8heAR7gu2aBn70pGv3ggr2jD/aOTti7"
    "sRf2Lrphj1QtUl7XOyrXuN91EfgoI5/m3aAENPZA3kXWjL7Gu8GreDdyO9JpupHn7k6bxs0SPwTBdWPEpfPpDt6nOziXBmAd0TV0"
    "F31Dd3IO3dENtEG8qkuZokvnbnDl3I0cOHfBz2I3mM/sRo6au2CUtBu5Zu7km9kQLbjYF+W34C519JXcSQwk5tbNQQbz1Z3cGQvV"
    "wvJo3I18a3TuwLgLHow7ei/uvJoxkTYgeJvcCncNWilkeE2BtW1zCdQxQSa4dRSZouhwN1LpQFYjsnY6Ys0QdOzawXNr16hKJT/n"
    "IEjHpx39nAIyhpxncOHZjVxzIkCtFOhd45wA/Y50GCRdTjgYdu7c12MXnD128vbYBXePXfT32AWHj52Lk6MsOfhT7KIfxc5dJHY8"
    "KeYorCqjI8Nu8DrYHRwpO3A02I2cBXaDS0CnNbYN7v86uv7r5Navoy+/Ljjw6wYPfiD5VKnXHfrB6w4c03XBM13X6FHecOA1rotO"
    "4gLlJeMqTCMHiuGzKAwJ0nFb1zAaow41AeSZrZNrtm7wzdZpvS0/bB38r3XwtNZhodiws/PstJ8YCV7TutYt57UYyeD2rKN6Mxyb"
    "dTDA0epEP2XHLbpn65wOTmvAa0tHD2ddaw2hlRIXuPBWBr/GDso690EmgkpD0fVYd+hYrKOHMIPDabZ2Oxw3GxyBde70iwS9h3Tu"
    "mosEXHJ1dMDV0elWx9Ej+Nfq3GkWsfig6CQLZPCIBXrwa9UdOLbq4GlqmQkH71NdcCbVjb1JdWPXUN05p6ydvEJ17hbK8EmuqqK5"
    "667lT6Y/gq+mjl6VuuhQqYO1kzYIdWj1hM6UupY/skE8fuGP4HZx9AFESjIvN60gxkvefgyFh2DS0E7D4OGnCy5+urGPn05G+rtW"
    "7WSHn/z7dHDF00E/FC53OmqRu+J49LoTqSGSmQ5OcTp5xenc/41hJjPB3d50wcENKS5ed3Pozu2QK5h092PjWOzByKlNR98lXXBe"
    "0w3ea0jWRCN9G3da0wWXBB0MbML/TLfDU6EP475nOjmf6eiqgRDfQ5ofgxeaDv5mBKlkFVzOdEGCJqcznXud6Xb2/aDeTzcx3Y6A"
    "P+jfwRlKt9tCr2WHLiJfKJ1cmhjCJTYJ0HFJh72mHXKWr5JuZzObdIiC15BOPj6AtwSwYiAm0N13dMFfR0eHHV3w2NHRN0cnTxxd"
    "dMXRDS41usGnRgenGR29ZnQneIJ9lRPQsI1ggPYGBx8YnZxgdO7zwnGWBgqFsSZMHw5dcNXQjZwkdPKJ0NEpQgc/CJ07QuiCJ4SO"
    "ng+64OSgk3MDwygtvi1GXulNnGibQjpowZNB5z4MumCGv4vm9rtgb7+LBve7wZR+JwP6HYyyamQIluq7YH++i1bkO1d9cTPuHQtO"
    "k7inVsRTqz3oFJ/avacZflYrp/zh4lOdVD5d4RcO/sEIeweRFuytdzCd3sFeendqOcNKencKiqbNO9kq72CnvKOh8u6S3QOuhybJ"
    "u0uW8yWrxEs59CgAyb7B5Hh3aYufVdilokjS5On+I/2V/hmDz9r/L0qe6R/v39p/Y7JO3tzfsv+3LfZ6f62/bFd9zK77luRWf9Vi"
    "viTp+5v9U5b65ckdu+rM4u72d+z3CFNu2fVfkdy18JmF1smvWh6fk1y3q25ZzA0L3bL465bjd1gZ3t6/x/4/3n/Ywlf7Nycf6N9t"
    "eb/f8nvKrr5jVz7JO2/1/4U9v+eT7ljKXSvHLebY208wpLzcUu7ElLf1fzm51v8tK9s1e/qH++9MblueP93/fv+5yZX+if63+3+a"
    "/BLf5xm7ouhflPyIlfZDRt+0HK73VfKs0betdI/3k+QfJm9JvuGRVyb/b3/Sf1vyoqTov8ce8x677nf6lyRfmrzbnn/LQrftWbf7"
    "r7N6uN0nySTRP5RI1Ast1yR5afJnvabuEPaGn2DZH++fm/yR1ftVy+cnkkeSx/rPstr+LYvH3c+3nHrPafj3f/Y/cfaB/jVW+h96"
    "5MP9e+07PDf5xf5X+//b7v7J/k3JTcvtyf7rkxt2553+K5OnLH+UKdz/vORB/557ELpmdfdsf5ygVlB6fJVrXt/HluvjVnNIecLC"
    "V/unLe2FSXjO3fjER+wt8O93+n/T/9v+U5PCyvp7/e/2j/YvTf6OxS8StJ8bbGH4sr29z3WDt+0NviZBG3tbj1b1bclPWI1/zN73"
    "Hf3XJu/qf9y+7/v6W2w7aN93+w9YSW7Zt3i0V12f2dW32VI+M0FLHL/bC5LwhXq+z4NKcNvg37TWij6BPG/ZdWdsL3jHT02Qe+J5"
    "ncVv1ff6br21stAWet5xlymPk9Y1X8Kr/3F/kry0/+Lk3c95y9nf67+v/4X++f13P/Kr/Zcmf7//Reu7j1rt/l7/ScmH+w/aN3mi"
    "/68eedLK/CK2rqvsOyjJl9lXudm/IsF7oBd9hX3/y3wKYq7Z78uSVyd/Kfkb9jV+yHrhr/U/ZT3lb/W/n1zsPyP5ZnvbFyTokZ9h"
    "1DOWwwcNXrf+/iJrA9dYL5+e3GHt3rB+eZnt6prVEkaRJ+2t/iMrz5N2/zP+RPXTl1puQz+9zjHnjHlc49f763YXavty/5Y+tzd4"
    "ZYJ29lt25a/1pbXij1jaFyXqNbdZ/8gPo9GfsdI8y/zu9BqjrnJkumOj2FuNuuOt8My/xtf51/kse+ILrNRDrwjtFe8aWsad2IuT"
    "5Ekbqz7a/1KCcekd9qZX7R3fZ2V5Pvt4+Orh6rtsFY/2f5Hf9lWJSo6W9TbWwVm/Sn7XYvr+8+0pz7BVoIW+y6iblvsde+czG8tQ"
    "h1f4Pup9yv0slvtFxHfYWvG9P8XC8+S9Pn7+ntXoN9vVT1kYrfcV9hZq6U9b6qN2xxvs+qf4Da6yt7y7/wZ7myscv5HbC2xEeH6C"
    "Gn9ecttz0dP1/M/xVn9mdfFM/8+Tm/wO72PM41Zjlx8yJt7uf8Oe+HeTVyR3OKrcsWf+gfe/s76PUPhT4zP7g7FsGM0e9JwHp1T9"
    "59nY+w9tVni5leHPJf9b8m/6/9Vmq//nIaX+Q/tGBee+W+zDf5SgT6H0X5R8bfKE1d9dS/uQtd4vsP7xrL3Te6zWME9+jN8W7R4z"
    "3mtt9H6cI8Grkg/24a3wFVEXLx+NVMMM8Dxe9f02Kj7GGeey9c/ftOc8Y8/5rf5HbVT8jOS1VsKrVoL/IPlxe/YdK+1v9F+VfLnN"
    "Y49az7zL+Vgj5o3+v0wwE365fYlvs75w13K5YvP0tf7PJl+Y/ORD6uCk/3Wb0b+b88zTls9vW0t+nqW8w0qPUeB/TzBqfJjvgtHg"
    "ykPbwSeS0tub9/bk6/3Oxotf5hz+VfYOH7YeV/Vf/shftd7/tH2FX+2/2sa49/bf1r8xwYh13cpy067+Ayvxxwy/xWb9VyVvslb+"
    "RvtaH+1/zt7l/+rfkrzcrn57/8OsKbVCfLvQB1+ZYKR5lN9c3w1t9pOTuxyZhv7Zx5nhhd5i/+Qpn578VP8j/VuTH7S++0f2zL/f"
    "/+v+Oca7/bF999scSZJRz0Db6zmTqaRXDf8VuxOj622rrc9N/vN+YeV8v9XJz/QvTt7Tf3Zy0Uaiv+Yz1mQ0jp3F8eZ150a3JPl3"
    "VhuJzSI/Y1/3Q5wVL9uI9SabC16bPM4R8tcs/outhB+0+Nclb7bavdn//CfYDu7aDHzN+udHOfOAf0ONg3N7WG4q8XPv4XFuGB9y"
    "kyMm7vlHvO5t7CsPzu2G9aJr/Ts566BlP2Ghx2xumiZX2YtVd723lNck4BIenNuEI6zmsxsc8TDTgM8VT4g29HrONIE7uWpxr0/Q"
    "lnvnw++SV77m9JVePPNlfvnXJWfOWzyoBO+39/kKm59uWE28kdz9kzbrAn/oXIsS/UVGvzqGNCKjhVzh298yfuGs/6ZEc9BVpv4Z"
    "4/LQX34s+WnrGR+zXvXfWl/7a8kP2BP/Xv8vkw/Z8zEunJHj/hjnQMzcb0y+IXlJ8o3JO6wkT1gdf8zK+JRxEM9P3vmQsiX2VmGO"
    "P2O93bX+Eb5H6F2alT/D5njU8M+Se71Fruas/54Effgya/Xf9peSu85nYH68zbLd5DrhQXPwd9obKQa5PcOy3CAPdWYj0e3+ZUko"
    "nUqiay/bF3yH8T8h5UYfeMg/eS951lrxt5Lfe8ZGitvW7zD2fl/yEc45ZxwB+v5reN8jHO8/2OPq19pTH7e0T0tQGx+yWeRRvulZ"
    "/zeSu946UeJ3GXw2rsme5Dvc8bZ/27/IDZv7n+3/2GJeyDq63hfJHeZ2xb7lNRt7wqx+hfnh3zUbd9/PdZve6I7xHR+03P98gr7+"
    "Ypu7eudmb9qoghJcdV7vB+0tniYndsfG7ScZ/w6782/bnf+OrannTPeFCUr4UUtVyg3yxPg6L036P+WZSZzkCw5GnD7yk7fZNs+M"
    "Y1AY9fqYleb7fb1yiy3t+5JfNz7i7KE9+JbV2Vn/XVyJqz3d6vXdPrH59EHt+heMF3jK2tEN9tJ3WWlv2jj4TvsOWgWIK3yGo8DX"
    "k0cEh/mH9qWek3wHWwS+ymNcld7u77fmfI7XBXj+q2xf352oNt7p977LWtV7rX/d5Ax4xWrv7dZO73yCc8kT5K/Dv8TGmut+zZ88"
    "t1tcd/XGQ51xzdNzZdiz3X2U48urEnzhM9bW13Jt9bhLIG7zKoyRR8nTnAm0inkhv8Fdlu1zOcff7h/e3oa17OG/B91ztd/YOvI3"
    "+P1emzxFbv9J9peEK7lX+31X+EY344r3rn2RM/Z2/PvmRPhy/8PJl5Lju269D5KWt/Y/bjPCZ1teb+l/xziNHzP6dcmv2gx5y/jE"
    "f8XW/6fZ5z5odfq65BrXe9/CfvOscd13uSr5p1bjf2z98WcN/xN7k89LXmbcyz94yEr8ps1kj5O3QFu8EueQ3saYa5x30UswV99l"
    "rfyT5N2867KPmm9kyW6zVh+1WRsSjLfadVf7b0/+D7vmWauRd9o4/H4LazR8vT3pSbaRZ/vft3z+fRuBn7En41kYP69y/Hu0fzNn"
    "/NsuDcN8jZI8l+PI/aQ6Yba53P8F++ZD377FkbGnlO9WXG/d5Bu/IXmcuT1jtfBRUlq33uzv+Jz2evbkMxs7L9sY1FOC91eTn39I"
    "Gz1Kftne5mmfKfooCTjrHzYivcCe8+c4U6tsmDM0UjyIJ38wp3q3/0s+v1xxLgEroStW9gfzsJ/YOHrF6vryaIV6i+OBRoYnKGe9"
    "xTJnrNdrVoMPzu3zk980HvorGa+R5jJ7KvrtP7PZGyvFD3ubQAt5TfIj9o3f2j8/+S4+7wblgD3r64y9YZP8cRz5MPdf9Xr8Gfuq"
    "38N59oxj05vZml/E+RVS0aeMvsz6vtzPjX+60d9lO3zG6gojKvJ4WfIx9rmn+v+v732EPfMvdeRz34O+XCjjrT5wd1/g3GTP8f6W"
    "91Y89aa3Iayt8Z1ebO/8n1L+ern/ANvznV7t4M+P+sJPst++0Ptlzzkaso2blG2AX3lQyueQT93zPe/0X2rrMaz+n7RR/WEt8Wv4"
    "7dVeNR6811vxDfbEYZ7tbb2teWOIu+H18HnO7d5ln39VfJvrVstB4vhuH53Uq76Ba747lGRpbg0t8RHP6zZb4Jm19Z65gv5mPqG3"
    "r33LJZu9tSZw0o8kks6/nW8XWg6e9IYE9fWslf56/yvkkbGa+IDd/73JHxjP9Y+T93K1fYfz+i3OHx8iRzzuoYH6pOT2Jzj6X7Vv"
    "9xH7Gl9io+bb+bxnrLe/yUavZ/r/ONF4fZsjzzW+7aPs9z9v4Td4blotvyS5HVdcff+N8Wk3bUzuHzoeDBKzT7a28xwLX7N6e27y"
    "sHse3Haef5+ZXGMv8j3zr3DTZ5svo/wQOzR3yAffddk1xoMXWxv+SZ+9e36fu/4Vm+TWQ1rvJ5Ly09Y6n+p/yWK+1drDvzT6urWN"
    "X7Px6QUJJA9/kW31GV6Plv5cK8FH+lck32/9CdLrD9p3edZGqK+ntEJv+EmsvTtRtiH8Uko078YvddfGphus3dv+ndCOce1XsK1j"
    "9vyB/jQpkt/imPX7xsd+ffLpNmu/257xGmulz0kWXHv/tKV/jfWTd1hZzmzk/dzkPS5FOWOfvd2H3ijJ58AZXHe+/qcsx/+B3MGt"
    "/ln26TfanH/lITLvoQeE3D4zUW5Keb+/p/L/Us7hT/efbzPd/2S8FeaPySPY4ftDox61tJ+xK1/huV3mXP/XOZo8x3J6RfKp5Bcv"
    "cxZ8SfIsv+B3Jc9wXD1jG36a48FLrAdjn+6TjCd6gu3sUe4Sfl3yWC8p5RW748MWP0m+KpHE/dMoh/7v+gu2gv8pu/o3+9x65Lv7"
    "v2v3/DZHlU9AQsuVoNacN31+gFz71kNyw3j13QavxV0g7We+zb7wt5P3EZerHK9TGvsPbATD+hE7Xh+12vyg1dHT/fc+8iR5yevc"
    "9fmwYbX5l9ib/mWuioZdSdXgG5KbXF3+vK2BX5ZgZftb/S/3/4vV8OdYe/s7Sdt/bvKL/d/uf9T4U+wx3rQn/bPkYvKfWKt/lLm3"
    "CWRdt6w33en/G77rnf6f2zzwJl/rXuFT/2ur13fwqV+V9C45CXMuOPlT+3JvNa7sl7iX8srkx+ypP9j/98nPxT1cjMc/aC3tUY7Z"
    "j9nvCt/gsq/49T6PG38EPvEvkLvG7huuxb1HNkO+x67792wlcaWfUVLwBOvt1yx98pBveoWc7Zm3qjN+22/yuenaPftnL02efmgL"
    "QVlfZH3mFkeXq6yTl1t9n3nv0rh83WedL04eLhd72Iz+oHuu+d7osP93x2ocfe+zY8+90aMdv4H84Q2rwQdzG3cZK2neJtFq8lf4"
    "zc8o0bruuzDigj4rUSm/3p75AVI3fIf5k5Or/TAe3mSK6uALvQ4exCu/p/8rLN0V6w3vZd/prZWdkc988F7BWf8pztUc7oX+z1bi"
    "y8aT3um/MwH1PpuTsZf7Ibv/dcmjHIluc5V/5vt6r0p+KPlWC7+lL21t/v7+U+1N3tv/Z8YL/94nNIacxe8TUn7FuPw7Lhe8f6n/"
    "tT39R5LfsLK/3t743day32P8xc/1a+tRoVVc83aC3wXrvw/eN3uhccZK+ZzIH0AyfcNGiSct7cPkXX/WnvY0JS2YL99po0xvowXk"
    "V5+XSO780gT7gg/jQx7Uqh4zzusq5Zx3KHN9D3UkfjiB3OZB8+mD7/nTXb3/ko0CHzSe8XF7t/f3X5283WrptTZngJv5A2svb6R+"
    "wE3yuR/r/5XNLdf7X+8xlz9Gifd1w+AzX538i+TGQ/v2dyQaYZ5jae+yGRH6KVjFP7je3m+t8VPY3u/EXdiP2F1Yewe+SjJ81Nun"
    "2KoFV/1K//rkrnNcd3wceuVDOa4kuell/WS2wufYDxzx3YfIkR62s4rnvpdl+zq2Soz3L/P1eh95pbBm+PLkjud8x98IV/yejf23"
    "e3GXt6wlYhS73T/re9VXH7p6f9ae9Fh/PbnOFeiV/nsp//gC4yVue198VdI7x9H77i+eGEaikNtXf5xVwZn1jc8kx5gk0lG57d/i"
    "aWuvoh/zPesz+9YN63lc1z3r+jkceT+N8Bbb/GXnNrDKhAznb7IfP8PYj1rOf2hzybOsncf77zfqNuXbV7mTcplv9LDa+VpynSjZ"
    "VbanZ2wGBRf88uR21Ec4Y82olm6O5JV9/5lx9+OOSxdu9F/pEgbJdpKk/zhSwz/5DPjglN827h487g17/vvs7SHn+Be2JrvOdnib"
    "0uEvST7NOdwzrul/wPgGcXbXXO6LfaDPTn6cfOs13vO7PfrTGdf6HWenb7BaejHXD0/xu70m+WXujmmUH2vafDr5wLOPs0N4/t/z"
    "yNu/KflIXOX2Xve3yHk9axz4Ncq7L3Mdjx7xGub9C8ZDvs/mqmvGVX2TjelP2Sz6lckfG9f5tK1G39z/qF37Dvv/P1oY/PC3JN+a"
    "/Lbxqbf7S4mkay9M/pDv+gvWtv5D49S/MPl9an88yl2+a8bNvdme/DY++/V88sdslvh240OhDzDW8MKbfy/xP3Ltnwfva0ICpi9y"
    "xeVzV9m7PxFO6NU2W99wfvi2ryhezLHl3TZ/v8/e/P/n7TugrKqSaOuSJAgISEYEFRUQEyAqRhzFjGPOOec8Jsw55xxGnTHngJgR"
    "BRSVnGPTNJ1zv9f94q2/a5/zbjcz83r9P2vW14U2/cK995w6FXftqkU0MhyysgAatBAa9ifYPlsP889XwD/O4L+bQTKullX0QHL2"
    "2P1/S+jmmMfOpaK7s/vYl36QZa7K6GFZZmop3lcBz6UJsrPuf17l+V96kPlfWQa9W0a0ThLe0BisgFmsGv0A+1rmvTv7VAlX4VjG"
    "lPnzB63VMYrU4VGsYm+2YSdcaUfp9V+tgWVadpQk789FErU8S13EdKed7Uo9TyppHwfD3vcXq7uWE22a1fOJUkqwzrSVmM/xk17P"
    "M59DeVVSi3T6r9baTo16XWFavpe4Vdwar47ya22V50ekjvjVOfj7Mv0Iq7Kamawa/KnFE5Tq8KBG7aSnmWN1WrqRUthXMhuhOazu"
    "aBr9O+YEWqti/y8zzvk/s4UsgcSMxBNOhaYrwQp3k1tw1xU6Bb5LN3zbWJyYo2WA7IxdOgx6aAbOZUu9s5p6Zyw+UQ2d5uoBVnEu"
    "1yelK15ZqF/r4cQHpehh57B02/h9bGAuqoirU8MII6nnMqv8qr6P367WWxAvbwX521o6yt/h+39BbEKDR1ucw/Meh66IYU2r4CMa"
    "IqpRLxCTjiQxSb/hLpv0F/iKW+Ddphcm4mm3gU5eq7cxH7sMsVCC/tsayONB0DlWm7Oz9CX22O7zWqxXBVFGdfo7vreDuGp4NW1S"
    "PT3SApxMQ1UdL6tpu4bJPER6GWajy/EdATxId9eWr/6LZGnb0rqEuf+0ischDhWrBOV2qgD2YPsIg5ONKpaDpdTnK7M6gbV9kzmT"
    "wH19JGMVJldBnAfptqrqzri+xRWX4a5qmQOrx3qsRfz1jyhDH2J13N7YuZ2C5y1jLb0vrlfA6k0x9HUlnupkROQNrCbU0MLG8bcd"
    "8f6V0OopRHmGpDNrYr+3E1Kpz+hXjB7j2JEkkd5xHRisgg1wJ7Fri0hUIw/1/4+GXcXshZ2ZTrKOuRurmpSxgvD/x2Lkj0L/t0/6"
    "33xbaxWbdIvsVy77ERJZOwrS0N7nPkwWO/hoo/2/YTftOknGVD+JVQ7W6g/e29leTpfpOrUVnJ2hvPfD2UrzEylW9OqhvRL/1eoU"
    "4JzGdLI4z78GGiHtz9muOAEJnIEsve1GRgSVepKYfZodZQCy+qC4PGAZ3pU/n5j/Du6WDR4JFveRhPliI+V9WI/LmEvMsEuggbW5"
    "2fg31Uqer7U1yJ9xrtM9aJdz+jpX9bV37kU8Ty4Kca8Uan5febm+LI3+tw38e5Zrl2kl3m7NznUVkY0RJK6+1oC9mUv5bJJ3oHOX"
    "SRy7dxAj1Hyyczn2OwHdnSGWvp614Gq9HZ//705wPmRP0ldEXRXe4dJ23whX3vKfgP+diftyfRWrsJdNrC3U6Q8y6X+sd5JEc1h8"
    "METMB7hZTPIWauuVoXyo8UnMgzr0olUR/+T/92HuPx9qIr8cNLLqnGVWIk0reaLUMDJZCzlaiTtXSN4YnP5KHQdvZm/5k3WVtpKl"
    "F/Z8lNkuw584q5LrcQ6roNc3YPebEGGt4+nt2KI/Q1ucjr44VymfLW+g15pCTDuXNWA7hUfi/qv0e52ESDPJfObnrUrvVlKvKc0h"
    "UHMV4I0x3m6/ekhLzzBs0f/T0b/ST77CHY3xGaUd4YPGoHPjvMca5ixcnP0XrFkK58blg/LddX4k5n8jVdPgZewlcepKF4mZDliP"
    "e9qAE+a6UcbQD1Hvze+IOHg9aytO3lx/ybNSzog0n1dTD83oekoGRBi4JlzBZU8dPnAFfMKk94/KdX+8b7RHt2iEvwx9Hi/fK/lz"
    "t/lPSTGuOVLOEUO/VyLiXYunXYmV3RBl11ydxlZtmM/g5+9Ey4+7HQn/La7v4dmKdRGrbePkV8RT06ERL8eersR3GGLPbEY9bOnj"
    "4jpkMoxxMnox1rE/pGidVvE8J3ymPM2f+jAXYvW//Lu9AZ7dOvrBB7ELwTz77nIH1qwaEr8Sz72Q/Sy1eFdaZyGys9XcQXKYqxRr"
    "Srk8pGE+Q585aOTnekMnZlu1GJZVnKL/0FekCJr1Q0QGw3H1LeR57QH/4RaxrsO58K3LYYlPxwrNwrvS0VMUspfR/XwWNK/LKqSi"
    "U6fsSSnRMzaqlfxrl1w5z8u7uM/rsApbE/2dxvUPxfmrxC4cJD/pUlz7DbUI4yo9FXcwSYo9LjbFKp7puCTirCaPhKnGO6oZM1iX"
    "k3k2a+DtZHzs2M57WzXe/zgEr7SX3qxqFDNraFm19R5XI9CTm0Z9eWFUd1ZaxFzvk+rG9aA2kUXK/X4J3n28DJJ39Q/ETh/C+q/V"
    "iUER1vQD+NBXShe5FXv+CSTgW6zEHKz445Q9i9yyPjt7Aq9Wq5lI6zajXlzc3KDNXmJcd4piAqugTdG9g4Owp8PlCezCc3oRIrlf"
    "dDPcTSs+RfArXn1Jr4eun4y7qgktYu4dvI+7m6GvifUq7Cqd5HM8zeb4tm/F8rzLWVMI/Z8MnrZG74Nme1iX6mJ9ARZzOuR4HXwu"
    "82z2lSNkoNSGP+qt+HdPuRkrNF0/1Zu0PCgM3P238yiGMOoUCCEbpexFCIkzT+nZeMUyJ2uZNW3iWXB6JkavL6WnQKqGYAVm613s"
    "0VvFiG2FzmT9fRBOax8fT7rOsEYv0Rkv01v53gDT/n9i3QzV+An252G5NfhNn4Wsz8SVXuP5czXgBK15lkiTNK5vOc2OWKMiWJNt"
    "sF7nyuaQ1GrI3QxqzAdx7Wm8V/f5tfz/dLy2HjJt3RPbQEelobdvgDWaixNsMWaGK/BXj9Ir9xUpp486eBnY1EuLeRG1eifu4Chq"
    "r2qcjl1x9mtxhUOx9j/gJLfHSpgXOl4W4fNFRGtlPcY2RsRaFaLtgYywL4VFvF7+Kn/gnQNlP30Ikfc3+qt+LM9LNbuMrAoTg91Z"
    "zRh2A6IMq4T/BWe4AvaoSZ+WtczNmsUJ8TwuCz/Q45gd6g92KUzrOe22g7fykg7R+3WifoS7ewhyYlHnA/Rd6vAUSVwhRaRIdYse"
    "Um3hMThvoYTvsmdai9fGMedwGPT+UnZiPcjcWQWeczmj9hpK2EJ896mM1n/Dz6Pw25V6AJ7dxZ2bRL2Qzf8spw7bRE6Bz7wIqzI6"
    "sOrkIui7fYm6q+euD5MYpbWGFZ8S+oa2UysoezeIw5k2tFIlTfroIY17ztKuh+yInMBMcV/c86lideJKZuG2JEa3CfGKy98Z1nw2"
    "rWKIJyxv5ZV1av7Gai2Rd6UdnqkQ+msZ1ugXvHsRsTHOAjlbbAibR1jpMek5WVwPsOWcnJeVv2bUVk6Ebjkduq5aj5NHIPdf4h17"
    "ayE06Kew1m3EvmUiLNOv9Ftsl6fC77HMz2k4GWfJ7ziLVoVfgbs7VvqIu4dOUsteZ9fFsRBn3iJss5JVEb6rM7VfMWOu9YwmGrFD"
    "d4utXI0mW+zvVGqJE6npDV/bG7HjNrBVj+nvuP/D9WXI9ss6SMcHIWOSDD2Yg6SWmiVFnzx/90D+z1whA+RF3GeG/T3DZB+xHpT3"
    "qfeelGpqxXbMXhWxU8Oy3ivZa74f7vMomYFXY1j9afh5JTuF9xCLmw6XNLFKhzAnN5d+zDJ9lZiwbvDfY7yfQux/Spfgp1u4o01E"
    "ZaSgBT6ENNjfJ4nDTBRr2kc1GVrNMuxY3Hvmld66uu4F13tlKOIqdQiwkH1rzo+cy+u+JAlfR67AzsV8LdXWbyI9okZq+tpW7non"
    "mc0Ohq5i/T1DpCdOUCnO4zHEdTmtO0lcpqKSa91FbtGfETPsCm/xDXgn3+giWYjTG8cJzHVfyL/1mzr0+SWwimnf3WF3uiUR/GNw"
    "xRQrNwew66Qb/j4ekrSzvKcrodG6Qabfx56av9Wgr7AfqFOLqm6WSG47ZZvLwzgnw8UikFXwWitgaZZAz9bjJOav09o3BeJqC/09"
    "Pt1lol6CtM/AHfWTS2ChDMc3QA6QO+UtLWa301nUWI2M+UP4z03Yqwacrywsr/M8N2CFQzIblLeC9LO6QRghS/eSJv5kcWIxveFV"
    "rGib/Z4gyg6rtJcPu9djpZJxUUZ/V8MKVRO7E7LnJwVJWM+agusLz+E9Q8i6y7GloK1GyVicsM6yGPf+Dizh1/oi7XK/4JfwW3g3"
    "c6BJZuB3/4TnOlF+xnsWY2/MIn4mq3C1BjxnEU6kxQiWGX8Xdquz3I9diuO9J+AOTsNpvQH2rQp+/Gzcy8/6hzwIzTQF+uZGSNRB"
    "iDSeUA0OkBt1fXia/Kin6VPyD5kcroL2fxse+ABm9P7EyZwMzTcN/sqxQei9kKoISxzIUEZ4xj9imfG/4Lom02niihPUcyFfs7XY"
    "R7Le57Xz9TtO1RpGFyPlctj4/WRL+DSzsR+tIXJd7WjjPJiLaPJFehOjDu1hkmXu3zCsS6n1lfwGWd6jvWdz4tYTeq/uIiPEOFdW"
    "69/k7/B/bsJubCZnM7ZziP6jxWk2h2bvIq47op04VFvM9zs0Eomd4lXb8woue+DuNZcpNuntJc1MBxk9Er7QZXimQ+BtvYfz9B72"
    "/FDozXniclNxWrMMMwMp2o4cOtW+oaOELRAi/XDO+3tMy1HQ2xnPz7Ib9ril7mi/EatGEU50GOVHT/YV+UGQwGNhldtwvU3Ke0J2"
    "K9n/9RX2rsDHz3E8d73+hDu7Ak8w33OnpKBd0uyB2IDTXM7uk76eX6EuQkqMFnumihZ9Jjn8hOtpMjRLPu1yHmLJF2HzntYHsF+v"
    "SaBT5CvdT48MNpEB4rR5B3gOVg1qILK2Wt+UbvANl8GSvw6N3FvewDNtJ+dB9kt8VTCNk5rZyBN6BjtpXYsnSJk8C7ltC5v/vT6M"
    "EzMMVy2FdH+gW+K//0C88SL8tDsh45tFXZL9Jbc7ZcQmdWVXTg01THfqVkO0270WMfa2GGMs7alDeB7YIheskRwNxJ8K4kjmkanH"
    "9EEx/Zru2JcqxEb5cwGztIyncbiMkmtw/6uhDddD/8zVT+QwrMiT+LYJkNQ7tTsije0QORzYio63U2SZ0gqPAxDpzh5y6ztKIRbJ"
    "0s9qjCIklzOvJs6ohtq2BLFKE89OHT07w3+l8f9lXAHTLNeJ9brly668C0sUp69XRCthvv9axJ+ViA9W+hxFlj5onHVAq4qVs1/G"
    "UHpHkzFlHStiKXoRIfsr1KMuOiB2yqGSxkJvma2wfptG5s0cr1D+1cnPnNQdGqsZKSQeZWUS8h0rW66LKO5x8YNhfzcgii7SHoji"
    "rDMtASt0Gc7mbDzrFczExrHapkfNPwrE/g3ZxTaOvwk9knp33OtKzbbaJ2EcTTdJzOOlK+njVfnesjMhd5XcTesLsKjhdFmCJ0vp"
    "NtR2JZ7BwDIf/Xy3yiK9mV1Jrpet1PuihmUYKJYL3BNrYZFkEX6/D2xlH9b0Vd9gXrQOMl7LlWuk5a5jBtGqyvXcUYvJRsjB0WqW"
    "RfU5hXXjaYHmCeQq/QfOfE/ExLfJUZD7ObpJoL43KdddkmC3jNtTVwm2z/eSdItdqsZ5vV2cZUuQp8MYO2pxptx72ktLdog24qo0"
    "C6Az67jHN4ghrxKwNhavN8JiL8O/dcRbGLKiSgyb1ZuoM8u/7ODjoybtQ/thms1QEEN8niLpOxjdP00+X9dFxtD7qmZnUAn08mJ4"
    "lT/Ao1yjJ8nusJCfYo/2k1eJnkjjTuybzxXHUBP3ung6JdI9y6G82iaS6/62WpzreDrEV3wq/LnMdQIM9D6fWzdjs7DudNc/ea6E"
    "UTbRrXVPn6ULtRlZ+IpeF9ZqZZsT9GM9Lrg0uA6R1mZ6i94Njd1WrpCCwDpBNtWd9HydoktksnT09mcg1z3te9Ny/VBWQbqN1tS0"
    "XkgvMaGGTfgFe9AvsO6W6+DpzMb//4TmeVofldewdxcGN8oCPUzHyG84CW9wLdPMN4zGnb7PSupfyEVg9akl0C+lWonVLca3VcDH"
    "S8Hb+QhWY4N+zXpjb0TybXCd5ZDc9vA+OkgH5jgcKqsdpcb0kmVVN1Ayq/VufFMMNsewHJuIxccrmUPqSezxpswhNRITvp7Puobe"
    "gOuKUbKQ2YpuhkihEV5jSg2j1Zs9DF0khyG369zBjL5dpwqeShl+X4uzYjviWOQccn0XokDyfyb/K8ZkkfKxex9JUqtUsF/SMMSr"
    "6edWYQXr4cHsg/ubir3MMK7MeuYoO/1n4gQk2Z9Z4b20FD35CspzPSWtml6dRT47Q3MbGncOdO9n1ITbSQ7/lvXZW5N769w4Bvth"
    "2GnDUNj1N8Ndb8BpbYy8FOfxZ/Qb3pE7tWms5+1EMxbzupb/aC+367l4pgNlR5mnT+mL8BIehww/KY0RgtfpnuGS41gYBH9kKDz2"
    "Cvhs38IWfCB/Qzz4FfWm2Ztu1Aa209ZjVAXtkIzYl3q3yBE3ajMfUdDCe87Fkd3EeLu2ho93K/wZ4yxbDS25LVb1WWiJw/G7txEV"
    "3wtbXAfp3AnxxBxI1DAxpGCxt8EWmw2hh2bZkRWs321Qy6OUYtVK9VSs+mBEHDfK1vI6fPN7tLNMx3VOgw/yiXsvPLgStbj4d/jp"
    "hbAAK+FJXsVOqJCsaU7fGX/REnIYmR04hxlOOxk5JEwdM9flPM9x1jeS9E5rEMkLe4wKIp4QY/iwuHEPopwzPj/UgDjfdXodzI6L"
    "fBY9f17sMHlUXgqKoSPMipwnnXRfGSI76fhwD3zuXlmLiP523E9XOUln4Y46yblSIPO1gvdp1bJZOLHmv6zB6t3JvhC7u9OZi5iF"
    "O/6ens0hUu2zFztKJTkKEpS2baROHpRhwUmQuULtrD2CE+U9qQrnhaW+C8UxMRnbT2ef4Tb5PZFZxnWU2xL6at8hEl0bxQvNtfwu"
    "UY9sfzy7y/6ZPLb3ejZNJFUc3rWxSI4PSrCncd2SHAauS1V9TKieeSyLVT1INoWEWi16rf5BX8z2eR/48NvBJ83AHz0eJ3AJJGYp"
    "vNRPdah8xJgj5i1HR9YA3bk0rpHVuOIa4r3nQ57uwGcL8VklHtDijTrc52Bx/Bcul5PWYVFPhXk6vcXphUbm9h02up58LfdKmn5r"
    "NXyunfFzHx+ZFVIjfIUTug76+BI8SaX+Bi96OynU8+VhfRwWtyJUymXvCDfeXM3ZQiwXszOZEg05vCvWw3pZtoOm6IFT5LiEbP86"
    "+xjWMt0d8K5dpAMR7yFz10shfTXqolC3ImnmT3L6sYKazryhvvzdMFroBE5PlboYLUMeHGFecie5UH6FnFtOdF9ca1M8z0Hwz4oQ"
    "xewGzdHHx7ehz5nUMKt1ILxud36Cjfok3PmZQz6KphYdUHaXlq86R57EN/wc7igvQDf1kaXhD4jw4sH96vqsjd/Qup7crlURwTYG"
    "Z8o6TrpiX+OImiuhScbKSHg5pZSyM8XxBzgut9648qpWuNzmI74NNceNUssrrYVnUACdkfoXRj2nM1Tzdz4eBE36Bu55Ovz0Z+FJ"
    "NMK/GBc8pCd4vsO01/21/Mxono9u8PIT3ifJ9WSXQn9Wwh/f17MzuipTlq/dj0/Pwu4MgM8Yh5/9MXZpMZ7PcDxHIr57F+u0H7TU"
    "rvolTukfuI8X4LWNwTeNxCeWkuPC/jSyNjFQnqL/l7OMrufPdml/WUfZDZl1ER8R5XJtX4ZfQ6cdLj9pEHSSw/UX2VtHByugB5Ke"
    "SS9OSQtplSzXuDPjKNMEz0gdtUQ99bkhQn/RvWQXaM7F2K/dcJLXQ+9Zpru9TGO//gI871iJsYpkzFiGVF/KyNfyPG3wfBbpdYUe"
    "WAltW4v1e0dNHqr1Q3zfDvjNtljPGfotLH0lK97TINE/6WVBHP+fjb8t5N1kPNdEioixGF6zU7gz7reYeQ2lZ1yrTyCuSMK2nynb"
    "wBN8X3vBMi+Wq4J7sR8PIXo8F/ZkhFgH5SyswllyH9lDntPt2VXXyDrKxR4jkWVEGccpGQ/btwxXWoqnHyLP4RkfgQ68WvJzLi6R"
    "u6nfm6AxmujJJOAlDyNKO97CCx7ibZuSiSKfVq4kLiiQ3X300UESHnPg5L9dC7x6IK5mGsBvHi+nQJ9nyf5q3rQxtu0l/XH/7tO1"
    "1FMdxNn1cpzdcsZbjufC5asSiFB60JsWz5sprIunKEH9IM/1G9XGc92b/cRkfwDWtT8kyGX6zY9ciSg/wwpcFaydq1Va9F/NPb5Z"
    "38VKZ/UpeCn743n/hLQ/jfPRRcKIU8tZjCSjWvvtVD0F/o31wb8q5h8XYSdHwg7NUet1yfUdin8GJ/m/s3OwD2KaEuj3DVihkdAN"
    "JdB9sxDdDJL3cM5f0rvkA7Wc0j3BJFxvHjNQ86ibra9wA57ve0myDrUGvxkH/VwPH/h+McT323jnJ7BCN+sgnIbJWI+X9EGdIu2C"
    "feU7nHpXTx4c6S6RnBRNg9wbZrtCfybLsXkn1TiJfxM7GY06169bIfTK8fIXyFchLGuyBQOoq43P1KWUoASfvcrzmx7ktb/VTvsg"
    "Bn9C7kEUN056B2/rQljL16ET15PtIeOxQynWMo7gHZ8TnBjsotfjRG8B/+k0HQubN6HtqnBzXSqX4zu/weqPlUl6tZ4Cv6NfG+sh"
    "mQvdM1isvrCA2P/VOEkFrMZ3oxw7FquE718wn3EsvO5/krl3PLHihr/eA+f4IMhuHE9rT2x8gifAohsubZL8jvNcooZiMVymcQy7"
    "TF6ScpY/u9IeVrSavl0NKxzXE9W8BpZpHk7LEmioFfD7z4DG3RHeYZX+iHPfCE1iKzwj6v8z2bWzdAZ5RFLkg0lp6DvpDF1vvDQp"
    "9vK5vEDao9msMulycapnkROgL7Nbs8gI5dBFod5INtwUPYga/QZ385X3lUt1niQ8m3il57+WjTAouX/K2Jno2MWz7EfI6ASxWsMA"
    "OYMxkEVr6/DaUvql9bjSV4iwG/FOy+cV09PIMLqCdYeEdpNjdbZci/O9ldyH7+gO/ToPUrcI63epGBrxIlkEeeuLuOM7SPViaNa1"
    "+gG+aRex+ObAYDaswSf4hNXsnaXv7CtUGex3mnnn/PWsfK+ko26+FP2NRp9N311ORATwM6V7uJwml8qTuJ9e0B13YLf7Mf9rp8ty"
    "eldKiiyKlmGp0xw3RicZ71FYhgQz5uwGxoGHBtPw00zGPAs8i1bcc1XuyPhaPU+d3dNmoi3YOXJZxxr29av3KfeLqqMhKwnNKIak"
    "zwDF6bU5bMYxotE1VlIqzfPozXtvCx/U8Gp7k511aCtVnvyvbC23BofJ/fBbyvQl3UUX46wPwHmIG6e2dA62xFUb9T7ouV9kjt4H"
    "rXqw/l1vDU6HPX5SOsLz2T5YDj3aSc7Qm6DR4/BuVsKHqKBftQekbEuxvN1C8lKfQ3+kv6whY7Sxrh6L2HcCdGFn7Nev5OAcizhm"
    "OuTxA+nbZiGeNYZ3GX/ecv0C8rsBUrWY2JJZ8IROx872lRpm9aqZj3hL/xoUk7+xgtlCYxP8hZzDdeqwPu6kVLKu6Vhiank+zHuK"
    "0+PYgZ7z4fjeRyE/X/LM3wvdNkqmBAuxHt/BGj2t78AibQvvfCUij/3lSzzBr1jdOb7mHGeMPBgRfZVHnZhVsT3rCSueYTRahc8a"
    "i8ajMhPafzatW6Eeh9UZF5g/VQQ71xba8lrYhzuwz2Mg1xV4+nK9X4bguYzzeBgrO2mcWHuq+R6lfzTk/EJJ0dLX81wXYu2WkvM6"
    "9Mhsq/0M8N5lEe19kl67k72/sDKcJb//FrKZfAFf4a9BBXa/Cfvxd/0Qfm+DPo/12l5e1c+x0wPEcKhz9GvdOlDv14rvD6pnb4vJ"
    "+1TsZMb3uRq7Soz+9UJ6GiOivjylXnV4pxRkpNDjnhNRx2yamAGlx1Xpqwn2Shs5Sorona1l3jzLqKOOmNc6/VqaIixjrxYV/phf"
    "kXzrlsTTOxvcnv1KIVdmJd4XIGpMe6Z8V83uyr/X41SWQpJs310/fl+chc3FKiJd5FzdGfd2nHyHE3QHfpqs32H1CyX/k5bgbO0A"
    "yfhB9wvijCRKsZIPQWpqYOGfgN/2Ne61Ghr6SdkWHvwP+h77SEyjv8Z+hlKu+yLs8SbymUyVe2SiXKozgkdlTy0Nv9fddFfyFTlP"
    "Y/Oon6CZzTTfKzmm+ObsVzuPfukqP+gCOU0tXvwnPPKbpZHx9mLI/WI/PeEa/M6xXoyCTTGf9VZ9WBxjbHu81o4ZiHb0E0MfyeV0"
    "636yukV226rGuYz2jlLRondItT5C4gz/v3gl/7f9v1+nHrFMknFx2lfuLdtZx0qeEtMT+g7F/j5bZPnRaZDDOsao5r3sTZuVi5kd"
    "g0pOenv5a8dYcdtOfkYkU+A/N0GewV2U4/RZ7TKkj9GgB+CcLYEm3Qq7swg/FUFyNoHO7yCjZTr2Yhdo9BJfQ7P8xzre1Rd6CDTz"
    "Y7IHNFIAffA1cwGbyVzovFNxRsp1in7KTtYqePqfQ0t+Dq1WILfpVUF3aOoMM2h1xB+XEdtwEnT+7fAEH5KP8T2Pw3/4SL6CTzkD"
    "Ur2jtNYVkyXWuhmH4rgqW+MN3xmWZQv5lT5SMWzwdhIjwjzRKj/5f/a3LObYi4zq1u26FDrYuB8D/GY3TiOJ6yUtKqg51iVDzsS0"
    "uSc9t5OqraEzjKdxAD0C8XrG3reUrDUtuf/dSlTxOt2ke5RNrNgIxZzkTBj3mzj9xKxn7Bgsbk6NVZmb6J2kuFuOFdn1s1r9uYD2"
    "0bHi5bu3D2lJ05C60Ht8W8GvPZ1dEO0lx5dq/+0f4a/vklltr9brEKHN1PP0Mj0YkjhX90A8UiB/Cb7QN2FzBspr+opeIBavf4x4"
    "5HfYu3pWWdZBmzTpD7DY/RBXFjAz00gfsUCNee1j1m4MAW4ZwOXkeh0cfKqfifEF9pIb4fW2xBYNkaxHk6TZwXYPLVOK8hIniiPF"
    "qDrGM+IYx+NEkKTpddZGq57CNff0Pzue9gJ8XxdI70KcqBHYn1/xiUXyLfT7Fqy1ZIjL7EirZNryLNzvQz4vqZ6f0Nb8ZXG4+Jn8"
    "ewp2uJJ13Qy5q7vJxdCmzf2I1Z5v1CzbpvINPJsLEGtejJP3uFwkL8OPmcgJDZV8mmR0JYXuSaureyfZ85Yh8tkikxJWkPK/0kNi"
    "voeihFWlOvpE5yAq6ynJiNNXI6ZyJZfYGNkcZ9UxeFruySb21KplqPt4H0I8jjin961Lebys513XkidomBT7KC1/v2Y+jqha/YwY"
    "AotWz8KO7EN8tc0K2F4ehfc5HfZ6JzkPz/cKorf3gy3lVWpqx4heSTlxLLUp1p9DalHLukwUNyfHoTRa6pNQW87ucPyu7aTKZ1yM"
    "kWI1db7zyQyRe5QsYa7iUolzTsPu4lCJSR+NZKOoxPWhBfzeUf56NbQ4MS3WHBY/G63ObGhw11PRwWvElvnYcsbddjqmiaE41nme"
    "2OXkJGlg7HwAo13TjlU8c6WQtJh8hP/3kr/CL/kSK3Epnm4hvuVHWKDO0DhXQhKL4X9s0MmyGD5B9yhnsoufdOMqUMuxtqHsr6/q"
    "BP1IV0uHNr1x/UFyHeTX5cnWe5zt7S04BrrRexjMuNEYFvphLRfDyozAby/GavzGfWryfSRJ78nV+1yzfd/WUYbBGGXnIqr8G2tD"
    "K3SufEbmkbT08Eylq7wl2rWFh5n1ee3u0Urm8txWQe4t68kAX4U7OVU6i2nmE6EPrsf/38ATPYQTswh32hHa7QJZHLH694q0f+gj"
    "41p5H+u6h1gH1Pl6dHAldNlseMUP0zdciuh/Le75GMQlt8J32l4smlLPiOT6z5S4leN5di/Qb2UQvLgy/OkhEyDpByCuf0f2amVS"
    "WAJedBJ3n2FOMkEpnUYkXanPAcUZu9tnRuAkHiQO5bINa7pZWJQsObjq6LMex063JkbMVo25l9L8hXyHb/8ZKzaVHQ2L9SZYo0JY"
    "kQ9xNtXrbiWG0CFy+ojby4MlS6Suw646vJo9vdU0SshRUEB9Vgk/twr3t50cj7Uq5PkuVpvC8DN2aZ0+JQWsD1wCf8tZVpepcfju"
    "Ch//pVkNa4JMp2mNyhkdtGR7zbbAWaU8212GbKDXMltkjA3fYvfPlwWwlruzb6s7vP3zZSr8rTpWyTJ4pRZ2JIv3uSkY58goz2FV"
    "4hHw9uw92RuuvtbWA2eiv9e65bR0C/U1+BVXQhoL9QREUfvIl/IIztEcPPHv8Ntulxg7YkPcwxWwYGvV8u3GlhVjr/kq7lIVcV83"
    "yAOId24O75dZ4TN6mXQJ/sr65VXSK2gNETXBo41djt5NZ1Lajrc4Ty1B7MEosTqaeV2TW/H5QshSOlrdbDTzIkuevgpmWhxD7F4e"
    "7Zzw0VcmQnpaZXyM1BHx+4sMhJQ8CRnsq5cj9j1cv4R3OL5NGSdLfAMdu5vsA+/4d8jUcvgmtXIEpTdDZtLfmBmohtyOgkxdL+fI"
    "LjjP0xAd3AePYG9ohlK9C954HXtW4rR99cRWpzg3K0s9Pchnl3NMxa7Xei1nDWTZv9vZT51y9qgJ92F9OpYd2R+WtxORwdZR1SDP"
    "4Wr3Qe8+ik+fSubsu/Sm4ELot2nw4dqLIcJmBjOZe6nUODua+suRzHQmqY3H877eg2em8hBxOnWslI/gzIxF+FySNcResn/UyZSM"
    "pjOUq/V8bE1rFIM3ZE+6B6zjca3gAlL8fJNnPBgiIyXr/a/zebJdb6zzZDPMJ6fIm+NOl+P4Ni1zDjHnG9gBZKjuJfCKxsoHOgfn"
    "zPLcBTqUOPGvEKE8DEuzXt6CNN0dJHXjORbuT9v/OJewOXZAJAQtdSXOzKawbmvZofon4vZ5iLlqmBM076M9Y4EGyuHCVmJaJVLT"
    "1TVTXmNMoQUzNLKr/jm/vpPsDXtQRkRkIbS+Ow2u0u4sUiPuqtJXO/tIIyuaxsXSFxK8H/TArpCWTSClfWVf6QQr9Yh+jbP9EfTN"
    "MuihLO7TvNbhOEmrEL8Z0qWcu5Tw/qrLZDcy55uJdFHa46UsBt5XJsPGfYQ13Cx4VlcFH+hkfR1a7xSZiVU6UPrxuxvI1tKAtesJ"
    "2Zqhx0K7LGAvb5P+HWtSAn29gXMiM752lm1Rd3Ge47e6QbpCpx2hW+gD+s/gMtjDsVqJqMK65kPfIZhkViL0VeMM+YCa1M3/sx7V"
    "Xjid17Aj5ywpIorCLMvpzBr9RMzdEmiAntLH50my7I0YQz8qf6Rnnd3lxEOJZ2WMR7Nx/tTmOTm1xPzbT4Ztu1gPoldpVZR7pKcc"
    "gu80DvIT8ZxT1KamvAcP6A14Dj/ib5fJdayb5FBFrpqXZE/3nnjFmAMNf78ze7bfhv55i7mZckRfhvGI43vewv5/Ao/lDnlWTw3a"
    "yKt46qFk7lyrz9AXnAIpuctr2jaS9XWJvaKu1csl4fMY6WhmylL2yZV4z9U8hF7EYrSBtjG+xF9xvQ6yEqfnB32Z6zEJXs1x0LeD"
    "IA2dJKU5LJbJ9ABxnWcV9MAn4pNnSBW9lS0RZy32mrPCT+2IeYbsLDNLJpG3iZ2cRvLbGYuT5VJs0qTD8ThE3lAyo1R7HKjz5+qi"
    "aQpWk9kTdz5ScphX00m9iDy0FXmSODM780PlM1iVRdj9nrC8HVpovk03yjxk6Ff28riz9pLrFzmCM7AqvN2yszVGfvLcwftQAi3K"
    "SZABcHiUeUhF/Vl2ppZH/VkXMjYRGcKn6+DxuM15yH6wWoZMtj6Tr6kjvmffvWPKT0AmO/oYLc3Oif7MJRSx9/ENKWUXUYy8d45b"
    "wezh8UQMlvv6dCdEouXEq1fRj7qByEWzI4W6mzSzPia0uS96LeT8BTkxOFfu0WfCE3R5+FwQ6rvQbJ0h/8fJaj/r01gBq/UJ2p5q"
    "Vom/5O+OZ1xwIbPOhbz3/LFzNqqEZ8lOmdWcVTIrtrvnjg2wjkPI92XPdAV28mQ5BfrxSH0K2mqKXKN76Vq5BCd+G7EY8WV9Ek/Q"
    "Sx6BlM2zlQynSTXXtEhtNmmc/sAqrPt6/L2BVs1YZA4XlwusxAmx629Oz6EuinXTfs5HGb7xaehvy30VB4fJHbB/R+vKMNflZfMK"
    "a3QHvD5ejP90Cq71D12BGHMmrrg2qAlX6sc6S3/AFVe0gs37Clpmqp6EdR2PGO0EnRQcKt/KnfBtmhAVxiLdk/DzPTPE/8QjlIGb"
    "32BSegnkIIm9cWiTYVxpk6JSTujaTraEPPeErR4PGXTTrqZCA/4QZduyEW6jizimm4HSTRy/TYpctyVkQMuQ63sVTmN3+BqL4FNu"
    "Dq/tIcjULEj4Cnj8ho602YmnEzufRHxwEzyjfmIordlYiwv1YXzL2/CCrpHX9XHZts0y2LLf8L1HI0p5QcdjR3eXWdjjs3B64uRf"
    "rfO8efVY0WqevcfJmxAy42P53nr4YIV4/mvkHS1h10wDcZuG3XpMHwlmQccmI6SI4xKwflFb01vajILGflH/qXfASt+GlVmtW+lU"
    "/Db4j/0yXSXFfoWU358cUsX1dh0T9elpC9n/EXu0nvawnpzx1er6r0v0d+zzdtIY4bhyyAVX1X6eyCt79Q9yFS8l0+VmsoPMD9Kh"
    "1QVXQdKWsnZcCt/r7uAd7RXlL9MRK5jr/3qTrP11+PcX2olSrN4AMX2zkjGjeTUFnoswo5fKQkZ0G8/cKSPHtnU8lOmW7OVwHmSM"
    "kaTrw/4H9rkJ/rNVGq1H3DoGP4QsTm2FP76EczhGsZe/lN+zqVyI076G8p9k9O74lwx9HtBSXobTVev1s2X8i7nWI6SQccOpYrWT"
    "TWQdTvV4sTluSxm91/k1MVta5OewHoUn+jFCLzV5DZ5h70ESfv4CnJnpkLGlWP1P5BvpFryNFZ9J7XecuP7CCo9srKNveTK0wZH0"
    "tpv0MTlJJyByH4Eo7zK8Y4RYV1Bbcdm+5cxLpjhdoIT1W6t/LtTt4Z/cya6lH/3s4p08K6bzRHOsyxZ/T6K/VEMtn9astyf5+gq2"
    "l8vEeDFzWUGLiVexa8V4BM2T2hoaowRrn/C5jqRHozv0mfhZP4fjqov1M5ydBdiRO3VH6IFKuRfyOSE4H15ufv+tp+zk5wU6pOpQ"
    "1k+topu/I74U910PX74B1+yB1X0NlqoCz/WwR1hXMQdqPNp9xXD2J1k1MTjRc2g3scpoz/Y7be9aRuEnSREjsL9yPlxX8hbWM/8X"
    "0PuwzxwgST85qIb3u4Z7miLKr1Ffpvdk9tb5BCPld1/frEccNQY+5CPQPb0Rjw8Otgx6w7/cXJ+SF2BtG3xmf6CfMpDVnZjDNL6E"
    "FXim67FHf+joYDVk4SdoqD9hry5Sw6j/obfCMv6Ed/1du8nCtg9CW34rjfTKskRr5FA808m0b89u7OV/8N5tSvIuYrzClm8aL1sT"
    "RdlADEAjnnAdTm7Go0NCPVQcn69Vn0+jNCZgD+Jkxt2HrFFVrB9bND6T3Oor9BJE+n/TBxERGvpoZNBaXnkgnrmbr1Ip+4nS/zKp"
    "2eJF8TlWYb6jzvM8mZUsgi2x+uBnZHhuoJU4SozvOMUqzXvUuTW4xmHQwOaBXoJnX0pujLdwEp0fHFdtkWEfQm1f4+d2OnZLpxlq"
    "eK4y8COrOQE8JIrM4oz3WEGZIxbNbIF42Fhm1pPF8jDErW9hP7+Hv7cLPtcIy2b+9abi+LZrOMGiF/yNLCU+w33MsMe60ce1ziM2"
    "edyK/KqGM2jP+odNK0oRWzmBnk2R3gmbPI31+wqcGPMnjTtrpCyD914C2ToJemUqVuB+xk3r9Fm9Fr7A6uBQfQ5SPFxDaOy74SGd"
    "om9LGM1AcX7tkZ4taw47u9Ps8LQd3U0qqIdcrWUbqY0yrJkounSe1RG+6yrpPa5Kr1+S7NO4SGLq2ISrKaMNZG01Xo2PxfLha3H/"
    "lp1ZA22ZjdiBHeI7S37VNLN6w+n1uUz40ZxYbFH0Ipyb2+UhTkefAcuwsM2FeovuodtBpy+H7R9IZH8Z2ZKM6eJj+DC7Q64qeYKS"
    "egx5Wx4S45yoYs7BdK1h3cwyH0dMaxG7IkKs0F6yUN0E9gR7186UJp9VOVKM18bhOly0Y7boKUTa1gW7UK/AU06RHjIRq/o9NEwm"
    "yku6+T1pP2Mqq7n5RoLI0lbYZqc/0IINNYc9sJ9P5Td8KrXRbjbRDu8lbvW7yffQ3JfJw/ATV0Cjl+loyElWrfOxyU9OczWiu7FO"
    "SR91SAvOl01bVGcyzHFbTHuhhGS1T3kNuYq7fQFrqvsRp15D3zWuv+F920BOVxoHVNgN3v0qrOcP+pycHzgmQ9Nv73C+nsvWraWX"
    "PZm8fpbtmAPpiOnBchF0z/ZBIVmmanjG7E8d9qASvuiNni+myXdb2MldQT/zCvbdOjRZLTPQt/jusnLswQLOo7ZK+Hc4gyW490pc"
    "cUdpIHJkqIQeAXAmY6OEY6qVJlaBJ0MLVDODn8A7VtLq9hHzvJayLyOt58tBsrt8QMThD1jh3nKTzIE2eR/vfxxS/CN7j5y+Mqka"
    "69HZCfZt7+nrYHayBvrKeaMu+a9e2YS4HzdRzrRce1kJ22TZiYNl+2BtcDpk4gP93KIzrH8Gccy1rAZZbsNxD7gK7zGISmx+e0dJ"
    "eK/PNNux4n4uIZrM8ORp9tdMhD5u4q68Ka2hCfK9or5/v2cL+Xdy6aZ2zRHXt7BcjQ2ohsw4jeTPj3u+jTgzcrYzH+NdjdS4ll0/"
    "gHZuGTReLdkr3fSWYX5qQDLK05XqgRHHlNLzsZ+qmdPL90rC17CzxKVlyOLhEP6tdbfn8CwPQ6pcP+Y08gkY2sAhftzzjJAkPb8E"
    "PblrOIU0pTl+8RWRV9/ECm8uhxqSEUrhafwOi3GOTMddfadPwMalyH70ouTnRk3CIlYxrxd6ztsE0Tw9JTfXuq1fie0l9POzG9jJ"
    "kiHfYC2teoYas7PcDKuWZEfdKuh082eKcB4mySqfx3YoMpuVNVQcs79Nx0ghdp2pu8JaNEA2e8v9rAoZh+YCaIQhiANmQAYG4D6t"
    "L2NveTaauu2+y03GS7HH/AfoG5tJF+Ps7zWcTLKQzFL/DX40/yu70m+so/xbtmcP+lpp3P0C+oU/UHceJcdLLRHWFVy3SrVe+zqs"
    "0kJ2ocdxKs+RiyXXIZMhI34JvVGT/hLs2WiZJtlgglwBy78AscUbujA8mna5ySMxDQl3oiTZvet41pt5CzfO21djbw6XCWJdsu/K"
    "0/BJLbeZINdaI3uVEj4iScG2K/11SEhwI3TCftAKr0CO/gkPdBSsz+3kmczwLDYyt/g36UN9uRi//1POlTbwdW7XU4KvEU/vLU9C"
    "IhNhmh0lS/URovZqKYGHy8dqbNwTOCGtVN10B3vlQplPzy8fIipD1ssi7H7aMxOkeS4cBrSLaAt2wRwy0rK6xu36JlZujhqfoVU5"
    "F+lKGRkYR+xsxOULdL4YencN9OYU/DE2iXKiyFOMzrJ+vl8jvIClsMIiB8sGz3Rv1afPIHU/4/uPhl/9FLyVTw0ZBHnuj2jLcl2r"
    "qT2s2/5icXwW69hRWc25S5Y16i62G+3ZOXyYWB0l55P3kpwWqCYTW8ajdIZ6hPdmnM6cO+ehR5HvyP7PHN/lWdJAdFcOe2ARg2Oo"
    "XOo730PPL1bP7ziTiI9K3O31shuk5wvc4R/MJy5W446ZR3tdE81N+gxP/5KcIjFGea4Ce724LI6bPWe5kKctgoH3W4f1+AY/z4YU"
    "95fX5Rdog6n6ugyWGWr8hzewZ3K/cK2WMVpvIuNpDeIe65UZwRpTlhNAhrO6no56ArP6Ep7gQvjrV+gR0Az3hh31SenbZrwkyBjo"
    "PLxy9sJuYPT4OfEBoc+hHOZnsxoP8ED5hR7M3VLIPKqrM3Ul/6f12e3G3vjTsGPLyYNpyAfby7byJc+p3c/93h6k6TPXsuripLQO"
    "TxpnNbEEHk+RvgBPoio4Qk+QR6B5b9BnoIv6y0G+ttCJ0tzQYqKs6xr4zwh9k6DOOImnYnUek6d0DJ7EkHwJRIAF6iZIlEczkofI"
    "fdi3SdnXgqHYgbN0dnZX6dV2BO5hhl4NC5bmZLrtPDJuP2aTLBP8QSuYOTch5m3iQ1O01DHsRozIiOOl0Wf5nLXNIlayf/rJjuR/"
    "yhJV4RiBNyGGyXzSWuyjY+V1GSdjMjCM985YmSs5y9rqWSXUoVYj6P4fcoOulre77C9xmQcd8BtiscbwC9zRQ/oodmC2ujmHrlLu"
    "dM819EX/1qJrKesjl7k8OzXUp1nfXWkVNKvh7kYeje8Yqbvdqfdxop3gJM5GPbNbTpfWcU8sB7JIn0VUMQe7tL0sxq5/BftYzx6L"
    "4ZKIZuj1Ete1EaMfHCcbXIxVFIs5NhNX+7eZDnGiF2x21fli03PSOMXlepVkWkTwDnu5wXP652aGu8gtgajJVXxKce7reSX1dYMC"
    "7sbpOM1F8AjqfFWoHl7Iu5JhbWI1rLmhP9axDyEDObIdLNK3aDsvFee92akqoNdtc37mYf2quMIpPkUDOZXqcO7XQScYf1MP/RbS"
    "fRre30mm4kp7avvAIsINnOZnc38tn+14e8rIbuo04wBxmcOQMX9cX9d9EeWY53h6YGtVytjYciSZcCJim7twp3tiXUYGNyFGOkRe"
    "0TO0kZot67taLiangeNy3Qne8a84MfWQvZXQvs8jOrDeBovs35b2sAv95Vh4AVnY8+/kITlbR2B9jPNjKTxzQyJX8excCX/COqp+"
    "w2oIp4HEeYKqYEFtUsGPci9ikKmQiT9hyV6SH/RTXM94op3FP6VFjPe+1wlHSnfZkgjfb+GF3k4up2JoYJvoVIIop5z+UjVjIqup"
    "DAse5Vp05tlx9ducbmnSvsErui3s45Nqlchr4Oq/jBN0tA5Tm5P1KXS68/XNV7iGVqiMeO4zOUtA2YWwyCO+BraCjTgcz1bILgCb"
    "0TJajsAq1RD1c5WfXe+e8349zSOGZ+nDYv0NMeL5avUdyFUlVrcRUbp1STcjMweRwUSpn7aQZ7AP30DC7mwzAD7X3+EB3K99AuOW"
    "eAn7MwvvvA82Zz710krs+oVSwk/GiUhyaJxLoQtXQ0818TS7PMLWePqxxOqaf2f2ziLWOmpBd47eY89tSLuf8lHHcMlVLdJ6a3B4"
    "cKc+Gz4RXKSzZaRMCCfrZm0Whw+HLqrfdKMcgjvTxnrwE/Tiw7Jev8ZKf4sr7inv6kyewxU4J+2CQjI0JYhlMRzdN/j3TXaff89a"
    "fyXu9aLgZEi99R1dhHdMC6ro026HqOQhTopdxfzAiVLCGL6fPIhv7o/zcoq/jz7SjCRTzzGZZoTdTdy8UofDdrnf32EXa8kGeg+8"
    "sM+0mHplCfaieddynl2OKf9X/aLNHtoLp24veVyfU5sptDU0+yDK7MfQTar/ygNoUr2M9fvcvOcmzyqjsL0vUFtoNO/iOHHn+yI8"
    "13z2YGW4X0OhwQYyEl2BlTAk0sPyuu6GU1uAz9wuB4rFr1ZRPYGd31b7b8TqFHMqUIysIy6W2yOqh5tVfob9ZZ9jbR7B+/8p5jvO"
    "h8xlWtQ+tpW0z3o6j2eQJD1vkjKSc3OZ2ssGxmqdyLmRYeajB9mCthLDZ9lsHJvaankly2AvQNS2FP//ns9QAbmZihPxcGC91rOY"
    "Daql1xIyA2e9pVtA/l6UH7GW1Tj1K7BGbWW29IVu7gj5uQX6UznV1nUzZyIP1X47kNasveS6otTP0nB9h+t5Mqs894ppkgvw+ZcR"
    "ubaXY+CnHylWu/odZ3yhfqnH41OLsAcFzAOZrMeZpzDc+K56sJwCTToV+zNTT9V7Yf+2ld5BCt/0BrlyVsNPtLh2IZ7Z2M5vlcul"
    "n2xgLqSR2Sqr5a7BahjnWxMxBXWs3WY4/WkDLXEJLXHCI9UsMt1bjFetCvu9O6dMnYzrGVfBHHzvjtJOxov6eojxu3fn/OeQkV3Z"
    "RhztG/9TGEmtw03YP27qcQnRHQlIfVynyyippCaPM7PqdIT1Irl80ha+ZlhAXIibcJzyGLxyPduzOewkzhNL+/kmbncOwX2+An1/"
    "ut4st+r34Wn6ZpsNerA+FXQmx2YS52sD9ivHQ2cRaGvTlTPMU/eSQ5mTNkYHQ6YWREjtNrKVlEd4euc3jvaoMENCr/Ay4iqCMc8n"
    "10ty8UDIrnCLUZOcVBH6s366dPKzg8Oou089h3qtl8hF9E6qPEeM4kwu8D7YEsprji/FJpYVa47VZLA4FpjmqUn208l+JmIlpGtv"
    "eQfSNB+R4ln6gt+T0E9miON9Qknrxckf1g3woAyQ7/DT7/BhBsLPmMTa3PniJp8n/eSdWta7TJ918fmAlshcZYa3lpaqHWuIjYzi"
    "GyjL+XJ2BezLVB8bGvNLKuoByD+5VrU5InFX7yiudywVzae1NW1Hf83qJfchrv4NOqQbPI7rYatCyPBOcrH+M/JTk//WeZIh5mYw"
    "7M8EVpstpjO9UkrkUpb6xXj71c+kK2AW2NASzj82hOhVZHqxPvpaTkasJd9GGXyPenWMOedDmo25w9bqTVYCS9kJUIIrG/LxKJy1"
    "BkbHS8iHcxU+GUA/dcDuGZvM3bKH1HB/GmBhf9QXeSpjvg6Y4p9+sFkFfvLlIEl5reDivJbWr02L3ezIFV4GvZXGE6302ZB5shfk"
    "I85nS/hd6ELsmenZreh/55/Tlf+VlM9oZjXHzGPc6CH7f5oY2zTBFzEkboy+TTnnBLg7TUcTxMwaWHxxhd6OfR6FNdpVFJLdHefq"
    "E70RurGZ29IYLXNI5xPYMbIIkepbug5n4V083zgZhnuzaSiXS4Pm5C70U32aWP1prfvTumO6yiyygh9C5shCfMZwUlvhibcQ18/o"
    "+A+ylJcq5sztp9VkfZ/Hp11Mzj/jYZiOvb5WbwtW4JVKSOtyegsOQW+ewJZkxnaYOevknquhGMLz76yofI6zvRQ78Czk6E8y0MdY"
    "41kC+9EB2nEivL8U5dA4iEvZg2tzjnLo4RrfyeKkqknPEpcJSjBeztndbdmxYfilJPE4Gdi7DCs8lewyd5gikRnMVPaVHnKOfCzP"
    "6UcyG/d7M3ZpZDAC+zxcToX3NZmo6nqs21P4hpmI1gtwh91lHk7gP8ilvpJdCScwq9WkbqKx2ccC6vpj8FPvNrfL93oNdvtDPQpa"
    "+SL9Ur4mU0lnes4Og9LAWaE/QW7Mf+ssFvt3QIQVwt6dKTvIDfozUY1L+PwJ/QS6rAIeaDHuukp3kQLatwL6EoEMwTkYIi6zn6/y"
    "fQ35i2NEFgY4wXuLoZIt120Ib7eHlczcVdPruFGKWvm2etknuEJL5HesQ034d50hDeFd8IXfJZNn1nd2hPAds163GVrwIk6nz/IE"
    "LfExtHWZzEQEnfbxrV27DxkorFq+Hy2qqzu6ziqHHwlZ40jpAElpbnKyes/xR+iyjnKjbCoJMjMb++EI7FxrDI6VxGoYpnarYJke"
    "yk7UGGKGdbo/8/iD4ONeCJkZqh9DQtZB0/9MT8V52pZFOI7aJA696RiONUKtxHW4uJ+TzIPE4PdZl+GuiJ8tRp/FHH9Kc6ymDRGX"
    "mPW0JVt50hRzy8MZh1qsPZH4GKVFG0G8h0RzDXLZtml6RPCAdtLxch3izCp9GKdid9lDjw1SnF3Sy7OjxNgNlfNEirk3DsV0Ap+m"
    "nPvqGAfdOxzzmSFWf9ZPyV1c4xmeU/ohZwLVsztT9QasZMzrrdV+rpL62S3qEfUp72WP81OE0trch+c+O0Bc7r6K2bgmnzNVdo0l"
    "2KNUEnFLpj2Gfnc+XSX8RIupLxY3a6IEcd8KMoflZ+rqK6cgLijUW6FLz4cMLIP3MsM6oiHXbYhs6ULrNIw4xjb0eLZs0fXc6DVW"
    "zGOhh3h27JifzK1+gsxBeiyi853kIejYbRAlH4Z3Xqv9glsl5SfPZ8ku57yNOmrK/IjPBDV0oY9R3Ane1rNKGBdCG8mtbXOVId2i"
    "BzoZZWidt74GXoX1o9uch285p2o5NNKIIDfvMBZJgZvNPbqVfIj5lD/5qlottehLkqXfH/NZ+CzRp2l48G5eprG+nCqH6huwMz2w"
    "HwvwfD1gd7eSsz2Xc0su6ZAZEsMfF8KTc574O3yq2ZC6Qmqa7aV5mpd6FLH7p2uLnpFU5OWHtC0TpYrZXPXc8/V+3oayIrK7r99k"
    "Pdu3Me69x96XddjbQuinx2AZXwg6Id44G7ZiOnv8+8g/EDe9EGzQXxF9LEF8ZQxBldAnl+Fbe8kTeN+q4DdEs3HP1elmlLo7H0kP"
    "uhhXsknbNhG2Z1DBqRmV+HkVOXi+9D2ENa6XSNJc6ydka3lev+JzzNVn9URIuWnem9hJ2V5O9AzQcVaPkz4myPdKGeIV1yVncjSI"
    "taGYHoFrj5E3sGprocu6ShUxVSWQyPcpMZ95PPlqtbmMVqezPpnZ2lY+x/1vLcYqFUBXXiU2kfhr1mn6BY4dqz1PmnkLRfqL3k5t"
    "XQwZb9AvsBoVsN4bcFdfYOc1wh/mKkuDxHXXF8MzWQPJquL3PC7jYOvLsNJL/FQv5+P3i1iApNXZnxP+LUNj/52BK63Durns+J+w"
    "uRX038cglq8nktJVALeWBnaIZJh73tDKRD/rSK0k52kWfoTD8e8GT8ImWpv+2Z1n+SBGVcvZ9+eYFHshlp6Cz9whGVa6lxAtUKr1"
    "vuZkbJrO3rtutrHBAmjT3vBwF0KSVulesBenG5aRlfYUNeuRMoCfcajeNdToccp+mV7NyrbjGrNOrnp2JddgJ83fGC7mc5xBPs1V"
    "eM3mNk2E/V0AG76n1DMHN4wdftoCr6zqsjCVnN3+g94kZ2N/SvV1XPt96KVNOQkrh/oyzTlWlHOLk8wrOG2bm4+dpgYajTWbCd/v"
    "cOz483IyvqGMWdHXdSneewTlKs54eCjZ31+ExKxqBdWyH3/fnrh6Y+NZxkxQIztb6qK+R8tDjfdapg6e+I/hOPgWc6HhLseJnwg7"
    "cL+00f19Z5BlxZL6La3WyfD2j8JqbYMYKcaIbD0x3uvwziWQoDj2XlvIu4uhy/k099HPNdTeev0rcYolZGQt8eubIWNMX9EWq71Z"
    "sIW+Bn10HCLbYl0Vnqk3SycZK1cFu5LTp8F4SumVmoQvwL/toNOK6I3EKSkJToqr1hqJ0+OyvrMssaJpMn4V43vXRfPoN54rGovu"
    "xHi1cmdumDgWfMsNZyjBtfSX6xFVvAO53hketFVajsQpKoK23aCX4hkrOd2i2mc8bBc6U7ePk2rusKuNd5Mmj0Iu95mG/ST/nDvj"
    "x5tOPdtFCnkG9hbTclvgRC5g/ONkz3Ww1ekHuPNSPZP1q5V6B7zOz/VryN9L8JWOk/zWbDYkYJQ8By14aDAIf/sC2nMSvMNXvL5t"
    "Zgow1rQGoqe/w52NEGPlvbHNt2p1k2/wudJwFzE0XifqEsOxDuX+NfHsVmJ3HY/7LpCEYk5snYrTWIr7qIvYdkLOvlXPJG7403Ku"
    "Xoq+epaZnFtxci7X5/R7OU1+wRN+CW//Ity5MY5cj2//jX2rs/Sx8GlomM+hyx7X56RXkOXq9pZJ9CvS9JQauLvqY4HmWYG7imNX"
    "sJmxv+I375onJzbHr0KNBbmYcVpvPl8tce0h407rd90W8Z2x0f1DrWu9vfSRw/FzSpbjeeZybq1loC2jacimU8g7Kb7P1yxvXdTz"
    "ZLu2Qm+ThbyXb7Dea/RVer57yj9xx519FimHlQq91UwyA+9i/QTv8Gj6EH/ibmxK3xpccS4iwzLmIh8I3ma0nGQNppe4iXabQWoK"
    "eN03ca/XyxV6tv4ZPCfTjUc1jOkjbV7OlnOGlnFfNlJjWd/SPuTneFvS7GxpB41ax3xLgjMS43oBbPQSWvmQFRabNfmU1PDsGJa9"
    "IyO0PaWQMy135dzjOfoD3mVo+SJEiNNopfrJ1fBLd0RMESfHSTpiC44RlZshvk39vLo455JmvHc/zvOWGNIi9HFSklW0WiKsN5OJ"
    "0MSNnCNYCgl6GXuxu2Q9r6Fp5jb4BocMSTCrlvaRiuusSVIbmH+5hVhX3F98Z4nd2XI+dYanIsH6s1mTcbjCfD1MbGJ6Dsml6mKn"
    "GBEBe2BFrFb3Dp7mBuiAJax4LubkB+vjOIy738AO1ZAdKCf6GfR78rwXeRxT0lenOzDrbvczAaswBqu4vxhOJf8rQ5kLr2O8/Zg4"
    "jOl81gUGeq35Na7/gZhf2gAZW4tdqWfXsF3VuIYzZOIvYy+/SW5737HbNUKuZ1gxHI0TVMPc/B9EiI8JjH3taT/lPvTTCO2fcRLz"
    "OezP5EdO/jWr9xvXdxnu4RlJ+4637z1DSgg9VEbmuCqvO8+TLO2IVSH7+Tm+Ody4Y/dL4tqmmV5BNBtn/6XNvLTZvl0kSeYb66CL"
    "MZ9vUzd74Vtepp9UQ0RzgvLYPA3lAD8N5WKZgyuv5tkw32Au3r8G+quIWrAeOjLF7GcGEjlYajgFYIZMk4f1Vd0+2ATWaJAcILfo"
    "RTg1b/E+V+BThmop8r3vexNtZ3s1kJYxQ/uyO+1B2ldSLGPWJvJEs95OWgVzG+nMnR3KTvEUM3RV9NJi3g842Wdbl3F1P8XTtIG+"
    "K8LfR+ME9YcHdTAs2UhZCR9jju4rxpywCJ+2isN98Pu6yxq9Fnf9E2Rljd4CjYNvkpfhM3WTlfBkf4Bt+kzvD0ZJf70ST7m9jAj3"
    "kPwTctMRW6erQ+wrDhtaibhkA3TrYMQ9Nj9utR4DW9ZOZrLynfMBD2FVxGUBbLaMdcQNk0Z+Z2fv77f3PuN82qI670Oo7odo4Xt5"
    "Rp4lJqJEDX3wK/TWpcFaXPF9mYxPPcY42uEav+K31lIrvKaBDMCfk2SMPALPeCl83AZ9m1w4FqNP8hG21RSUXsEw2Vrqo/685p67"
    "NPHulbi7BKPcMvrQ1pNayv7SJtjV3eVVssbGyBi3ED7fcnYcmqxfKZa/itPLshOxlKwjGZ9TafRsURU4V4odXcA+ArPRhiQ/FvHz"
    "cbCug1kPqfY9KS6/dLDnmm9msnP8fuYTtmG+tgYSEOOKryd7dZl+Kd/ifj5tJXfbCMmqZCfsD7iDb3mmPtN7IFmbUsM7VLT9exCj"
    "yCZqr1xdKu3zWjn087H0brJk6A09gn4Fa63K7HkbH4Nt3qLKUOfxzw9IE/X6KvzpKXFyeSyDVHeQhdRAMXb6/IR1Xq8nq82w/FNv"
    "hIX9E3o7Q9/ocHkENuoTfU16wELOglfTHRauSfeEHp7Nnh7TnT355E3M6dUy97pKr4evegl0mqEA04h8TiAHUHtWpC/yVquarCF1"
    "ZHvo0gpTShVO3nTWytRjJpXdOq7P/j9/Jv/8UyFjwnZ+rcJo/vuQVp6nAlrnNKmmf+Xq8hW0pR1wX+XQIQ/BB6jBqW2DVSqCnz5a"
    "7L5K2bcV6rWS9NxOxjJwpNyvn+N975EHaQjuak+5R0cEV5CpynWQpX0vd5Z1xQqPPmznO0Lay8aRQ755oav0fviYxhv8spbiPD2h"
    "H+oNOlNuwVn+TA+B7nocO3NWcAv08VO6QAyhfxes3GP4xsdw2vfQU8OnsI8X6tA292LnC8lMbP6UIaAeU2OcrtYqrNcD4nzhejIk"
    "FbEPwbrXpgRnyJvw/99FfHmZ9gm+sjom9mxFK5wj+zJqsnNvPKX3yiWyLSufXcXh7XOzdFI8JY51fHJgmdL75HU9Ug/Um+G93yin"
    "hOOCAeQKC72VM7/pKnGMRLWw4xugyyyL9AjWYx2j2npiFAug8WNEjVutcjU5HFaRT+kAPE0lmfusp3EvORA2dThWtp+3UQ0+Zujd"
    "AtO9OexMLbuj0uSxOAKSuxvtfC2+6W18/3W4i5lkry6G7iuAZ2MzlKwzsxf8/IB9l/VYIUOED4CEDiTyJBFl99uI6yX8DdI0Bt/c"
    "Dp9KM/d3nzRQV6TJpJCbyJrwOaLB+J7TxSFLk4hglvP7YriXKWqvJP/jK+YDPQON/CH+vgbnqB/xf3Xsa41pJ1apbFcM+7iJDCX6"
    "2xgVK/U+PUKflO3whOcEr3EiojHyDvZ8BRLNZekkCc8bJTLOVwEzHs/g8ORxvKdOGzzX1anMG8SYoQvZMVPue7GSWNUGj2ZoxiC1"
    "xN0KfZG98A0d4V8vxff9Rn/V8q6NUb70PNrgBV6SimDNGhk7xzy3XT0nxe4iG8g573pPEmr9wIu4M/Ue49NZdmA2pokVgByy+zB2"
    "qnfy04tsOnSafV5JP/kzhBU6j3s+2/NgbtBPg3XGGIcI+Qb4o6vC7ch1el8wxc+VdLUj9/3GqXwhZOSC4Dv6I8v1DnI1H4rorYfs"
    "oxMDs2a2Ao7xMCSS17TQRHkU0vWQnI59OBd7PAwW4nopko8hlXF6G0205P041/xOWA6rEHQU1zu+LTlcLP92BjkTitSw4cZrMVmm"
    "y8/Ysc+Jsv+SFat8GfSD4Q1siZNmWf9J8IY+xKktkQ5Yk/IImdDMZLcDvdgCHz+7KYTu/wfS1xzAqKiOOBknJUNwP85bv5r+plu9"
    "GZ4lRelJ5LtOUzQHJst84vaSUccwop5/aCuPE8sy8xBSpv8dJxR67/ZG2IKX2CkU59w/80w64LycJzfAmr8NKz9XDjbElhpu51x4"
    "FRmeidyEMVe1H8knbdJmy5ebSutQ1YZ4KCXTbpoWuR6+dydqmQQzJAXQ6xb3Hi/G3fEnORPXsW5tOe0FnPpUA5k6EztzNX7Xj/02"
    "xfpXGcHcQy+i9qfDvsXIImdP31FSLfIA75KdaybzEvX0T/bGyTjevPPgZH0f1mKabkXfrkxfDCbLXjK6FbbZL6GVisitYnM1bKLq"
    "LH3LeqAlhzIKfRU7hB9cxt8t14fJbWDo7bvx/TXQR3+Dhr0Xa/yI7oOzdZ7uFhTq3bq9viWvh1u2na3PSrHv1m8k42iGnv3mkMjN"
    "ycWUjVhB7R07E119p58IqpzvmPTdW6ugKaayPzHlubCUp7pSPxazm7UeueNwES4PYJzgz+HUWIW3AGfD+g9exHvf0CBYSE2YZrTT"
    "6J+2K6yy6Z0xsoWE5LwxX3M42byqmPswD6xfhHbKdaOk1JCk94rTBNaz9jL5Z8znOULc7IndiUVLw4sYS1xaxs+RytdZF7bYtU09"
    "i4ZDcU7Cb5bjp/m40v3Qxf1lhr7JrH5z1cF90mVMG9jFkfC1dzth3aU/u0G3QbR5pSxh5uNRmauG5LfqwTjI7vZieOLdyOK1LTGA"
    "CfYTh9jnc3wck6s8Z2npktifB5hx/9g6RcmZcQGu/nes0x3sp3ZsBmbHF/r4I86ceCXOfEab5/e2k3/tvO+wkfc2X99lpipLbsJy"
    "MkCWEyOWn326PZFrIyBtnTnfuR1kzXa4B+NmVws4RraCT7QKz2m6p2wjfNDGHmMOKZckViyMpgNliIPO0hNSMpzYe/uI4+lM+bnO"
    "ro+i3rPAjbdp5Z5xq56R/yhJcp77dNxDo58ysljW0cNtJCfhGmYiqqBZDHOzA73lMrJTnSDL2Klxklhfqc1yXkq8HOyq7x+yOQmF"
    "zOrZfVyNfa/QabKAWruRne5fQg7q9BFI8djAYqY24nJNMZ+HC8lP9E34PHzHm3SrtqOCScGVuglW4gq85xDP6bWN7zF1/W29xfk4"
    "vfx3hbQTGa5Skw6V3IS67SXbYmqOncw/2O8Cb0W+0w9hwb7DHf0JP7CoFTxfLt9tGZv7PM48A5/Kaonl7KO/U15ElNvIDv9fOWs9"
    "Fdkr96QZ4oiy7KG/GvryZ3aGVcACnx1Ukm3zQ5yfy+ROSL2xsrwJmb9LnsL7XgnehwdXQ+SenbzDxOZonSYumzgmyLDXbDL06Ffh"
    "ijbGnH6CXh5eBf3zB75/c3bO9sOpfhAyeoI8jt3/SIxl1vC6xkPwBiSkDN5msX7FjLGb0JJkrfA4cVN7bPrJBdB4VyAe/hjel/nj"
    "A+UTxOKGSKul7+fYIMdJDb2nAmY5N0X0cpr3e6upUZd65KjDtrcTx+7ravkx2ujl8Di+hQ+2EHdnrHMlWNGFcpIcRiSkVWyNZ2ip"
    "WsxTzpPV6L+vixQxf1xIuSrRG6S7lPi+gkbOh94MlvhurMMSj6B3HBmO/31/5k4sYh9JngWLjc/07BU1zBZbZ6LT7TtF++owiZfI"
    "XToaEtVeboL9q9JXsZr3Yd3vizoussTXiuTyfYrvCBCHdccqvSkPIQZ5ieuaZvXOcQ46yyPsOg3wbKdin7aXJj+TL6cvE17K6zi9"
    "2HG3BX7WmOn5EyHlq8Xm4doUweWs1X4ErTRNbRZukiwFVievhgycLqs523tX+QR3vwlPvc2XtTX7A3L5gPxBlJvLhlWSWTTrcXfG"
    "L5NhvixFf7zOzynMsBL0O7yZErJXPYXTUkEE/1HiZoNY16CrUnb0/dRm7/Ylkk19d2boeSmsX+VtzuhqpH/eoC/g6Q8hBqCd2DSs"
    "UWLe9AHYw03E5a+WUof0kOGSmw2vnqcizX7Onbmb1byK86cNI+B8y3SUoe3LSqXrUczHypkhslc9VrcgQgJ0ZWybpCZPk4/B+nut"
    "78Mqhhdj5z7HuR0tlfKjTMH9XEWWQsXOJrwE9JF12swx0p1sUWGLubNmg8wmTIAmsQzkSMiLeeEd5HzsaU/5Ej/b9PdizXH/pb3m"
    "tFrxaM/Sr8z4pcmY5mL9jhHyoKXNFM/tpZ47y8W1ltk+QjrL08HxkLcTtR2e4j4tCEdB8grknqDJd69kaUNsxw710+VWaDqcDu/x"
    "fKzTL+xlL9JBMi64Tm6Un6gnTKZmwXsaI6Zx24plta7zHB3tyZNXw5jOMoWOcSrDyM/1R6fJ5u4ywY2+VmzyeQ1rwhWMBfN9Wwfi"
    "842t/2Wc1ybo7s1lMbXE5nIx1vgqrEUhdEVbOYJT0IYi/uoof8X6nchZ5HFf2fmRmRubJ95OzA+sYV5jNnymdYzke0iT91o6MBPf"
    "TVxdJqPPYzXWU1PFYAkW6i5BH/h4VrFbCf9iU8heITvLi7BbccZyxZqr5Lsp36koQtkFK7yKfcshT8U20JFbS1d6QBlGnY1k6DWu"
    "mV04zaeQWZi/kSM0xVNvCO4erMhVtdIpaEzZSgYD0xfH0+McjGctYDdXI2WhmszRxtq/GOs6VfaTJdToTdS2ncQmvtTDE7xcmvzM"
    "aZfFWU02X6vDH4T72k0splbPRO46SYzBcMt/wfI77npblTsQVxhi/bjgXE753UyO01dwTh7CGTdGNZtB/SzuaL3eC/t4YvAjTmK3"
    "4G5jeNFj8aSjEKfYFLU6nS195DLqZMeVF/P59ipiYZqzUHa+7uf/H2XE2KDPcxJ4oy4kz+I8+HqVsJUxziTYWpw/HPM4gGpq2Brs"
    "uIulTOPX6qHi5qxXch8SHv86jCykdpqPlA3M0bT3LBbmle7lmdEdI4zLh59HjOMv/jy3Zz3nYOnBnIzDcjt24PJWPOJbQuOqWwa5"
    "HyDT4S/epw8EhwWfhqMZgzdECElXw+7M9UjBKpRCfox75iQitY3FrRZPkIDsOAzEHGrIKvYAXixXy6uIsIboW2EHuU5OhO+TlAPk"
    "BE2Fj3kv2qEDL6HWqqKem+snXIWR5yFi3ZtpVsCGMhpZRERBkvdlaMCjIlREzxY9dFlGTO7nBKcpuA7qOHd0f2YvzsCa2+uGdRng"
    "u3FWYIXW+nihz0bxQtcoN6F+Xe1vO0o24lp0sdFE7/OXkpU+f6TXmcxVpiHhGUMv9IXumkuetSyrJCnu+1Gs5qR9pXq1vibvQXtN"
    "0e/1E/xtAe5qc9k6mO570Nd6JIpJ1OXMbBSzIvQ97roQZ2AdnskmYp4p9+A6m8gA8qg4C2JotTjRNGnEQ+9Apl4nx+K5ci/sxFt6"
    "Duzl6fAhGvEN5UQULoMmWMj6/x7yFdZ1Pm1swiN895UMO/Zc1cfqNl0RkV8raUZ/m8o2OMNx/t7NPz3Sn7yYx61a586ziFGshhNj"
    "jnk4PcRXYTVtRvi5+IbvdEt9Git8SNBXZ4Sv4oQbK7HrF39C1uBTv2NFy3VvyHnop1bZ7rsIzrKdPcWxRNX4TEAWPombrPP1v+Uc"
    "inzOIYV9sumCh1NmXOXtWI+pNo6EfszCujrmKEqhcHqRY/YNKe2mwa/1FUnjDBkS4ZpadhY1EMNwaBTdJ6L6zVzc+1NRXG/3v5Y/"
    "TcU63Q9/cYDcgnd8JNfIr3oXdNV03MHOksMUazRVrZKMyR/AyxwP7+M1+AQf4RxfJmVyCasSxpk6H3bTZqGfifj7LfkCVuETWtss"
    "M7lmsSbKemo+w38Pkrg2M3K5PH8X6p46+lXpaHbRGB+tWQ65ibn5CyTJikaMGVHLPG0Lb+tOnIypepm+Bb/2H7hXm6b7Z5A/Rq+B"
    "DK8li1oD9WEdzprNKTxV7NrXsiM5SZu2Tispb0WtoCrz4zoz5OvIeJudYibYYc6/gs3aKjgDEj4P3ukMfQyncBbivv1wAuf7Ovd0"
    "9sNbRaAOEl7XYmbbKmjP5tzddB0elOCc9bLVhyWs0N/wbIaYr446SvuS1c/V84ayB8qhbdPk60p5H9ehcBt8Xu5AsjU5dvc4PzkD"
    "J2UV5DSmxbII33cDvvVrXG89ZGstJzZazrNKjpQniElah9+uw53bXMUYe0lLoUmM1fVr6NGhWNs7sda/6r7BN9A9h2E1J1kMER4O"
    "n+cImay3YdWNqfCv0CfPY5/TjJvLOGvezTtexo6qUxEjNfkcvxKlMV/P9lZjAPT6FOgrq68dTo1SAUs4GvL6M57nEu0cTJQS6Amb"
    "mjBUZkMXjtUjfTZjJFfcMVOH3teOE3k6WCp8tSzNjpgso88zcd8diDXMvVLsK6eOdTA3BdzOaTuPhV5E/6mR0uK6JS4W1/FbrZ/j"
    "551xWgbDLtr0nUVaxRxiFfRpzHvfGrEFK3kGrpMy+mhuRpGzZ46va7CkWrBdh75LJsaOvQRlxdmlJPPWLkvSI2Lvy3VbO7x/Vm1i"
    "TKN/zoznOUzpD9kx4eK2N7SZ36Y0vEx7hkfCE7s7rCVveki/0uUrky1qzEpEWE9Jtehxz0ado/+5e9r+WY6Tk/BRVJaTfhK+R6/d"
    "Rh18GjEAGoqzmKy7GUq15UjupT+0kty21ZGNzmF5/l1/5HxPe27r2O3hMVhKPIDbiXzRh6GZbyMXn1trh2+uIyPING0bFBGP5uKp"
    "BpzoOLMvxfoVtNUfPptqMrPSTznpIp/hv09FefIaZgFtdVfjJ5eLjfvMYqOXFoeW6dMCJ5vxz2O98LXsgHF3n/A1L8NmrGQWpYZn"
    "ay7j9QacW4dorCBCzUmWPdlF4nIibf0cZHedbn7trIPkI72Fu9VfVuKPnYHZsIP5/dHWXvlvGM7yafL/5ttCrYA+OIbrm6TuLEJk"
    "Xkm26Hx37WRoluYQJs7HTCC27U/be6g4hp+0Z+e0KpMhT63TwzE4bS5Hipu0MBr3Uuq5EO15LLJbrruKMdbvLTPhd2yA71DOz9nE"
    "0j6cWJr/ZLmaXA9x3aqfcl8XYI8flfx6J8tO3YRqi46r3MnLkne7m7iOqk2IWSnlpzoRB1vlP2/v3pW6s5osx8s51fsQRJE7QtPM"
    "wppY9L2zPCj/VIcF/yc03Ty1+t1HXKeRROc6RiWRXHSQhIWap0vE6vzr6Ccuwpmt8T3f/1lTOHav2hbsXp96di/rU2z02cbcNIEt"
    "RH296HBJaA5v6tgc6jSlOWa6f58nk/bZ51u9Z5nSAzjh/BrWmsbiSXaU0HuXKcbS2YgDv6U3mHveLDkw62nNsxHrknrWkZBWpk5z"
    "bBtkXJWfGOf+zvsMyXK9ddSJf4ekKdE/R4zrdV5Oevmeuo2nX4bsYAv9FCPHJZmN8k3rOG/SfFZtsefKiV0tqzrF/NlxCGwnYTSr"
    "Qv0MGldR6S8t+etrI6uW9dnnjP9ck5os9+e3G2dJXEVazid0jCLLiBN33Xtmqy8Xxye9Tm/CfzcPHD9rXJdidRopZW6S08gW/SVJ"
    "LxFFOC3bsr/avPAjKGNZ9nnlQ0Qp3p9ijt3lLBv4f5edzFdVbE27bCsTZH6UEQw9QrzR65rOvjvA+E5i3hN0999fMp63Qb1di7XC"
    "56CeNaYukus9fLzsJM886EF+rW2+eZH3qso9Q1m1lynzVK4Ry7cs1RJyJM5jBG+IYGcdTQfuzCxlysugdfuPI75gjLhJKXW+CpE7"
    "EavIil4b7XMYMSJmyaAURnKQw8NaD8zZ5O0Sqdfmvv1Q/5VLovmfUtzp59T2LjNYh0/Xen652boL9Z7qxl0ZpZwnZNo4zSpJiX6K"
    "U9gAj6oeUfvfJO37SXIYxrT34juwg959U9yvhTJ+6fcv/WPN//znu7ZvG8lejVxFORMxq1VALw+WY8Tl/G16lEPQ5McApjh7rpYc"
    "wlW8U4vHb/VTyzKcvarR8+QQ++ZxHsrTXUf/qJ24TH4FazsPww9fo9/g9DiseiWkVT0DoX3DXl5XrIq8wc2ifQ5b4J+asAdf+tp/"
    "SJ/pWAk9l6WQGaNKm9dO/dxlm6/WjieoE9m7XpYictI34F6/xH9nSG4qSSU0RKOfFep+N4n2od5nyGqY6UvSU46Ti+0JcV0qRbqx"
    "7mu5WyZL8+E5m/ZcGXGeZplDs7k2lVzrlO8hTfGPea+HR+c5w5PVFDFb9uReqUfM5jpYhXx2wyTHa9aSp9i4TFKewz7hvceM/+xq"
    "ds80TxZxUpFg/qmJnSg5eU9GiMGt/JplfM7EeRr5UYih5+jcl1lrW8tNfOZTyPLUb6Oer1zXbW/4PZ0lFUmbcYpmPJ9ipgWaS/0s"
    "kJAdGg5hdTU8jFJdSD2/Uk/EU/SQ9ZF2z/hKi3WdOO2fm+vVjMYYKPnjxvd0U1nBs1EHb6ZAT4LfYvivF31VNqQOS0c2LAPNZlNK"
    "RmtKLpcxwXJdHmj4vvHe6a48MeafHCXNV6jxDKmjePKUefcET+624qZtWE2nSJ+OdFJCZ7OKld/KTJZx8JbLyF+wA+7Y5hBX6wvS"
    "GA4NbsOeLsQ5/1GNT8844RPQbEstB4Z96MJqhnV7j5VanJ/7pZMezz2zPTiGqA/zJV9nJcUmKlrXgvM6j6G9maeOLTPuUSppIhu7"
    "cv5aihKYz2rm3580mWsTnvV/iFSqeJ7m/Pa0g2wqDufZG7+3Sp3rwLdrbmCck42YGzK+88JNAc9uNBm0Wcv8Z11lWmmYj5MzEd+u"
    "e0e+HHH+VwwJvgV0qDFtzWfGpIbWrZ4dPiX83rbsHzhbDNHewDxEg56BNesqDjuQJE4prqloFdv+my0xvbcO770i6ovPEHviTvCh"
    "vks45bGTTr6y/qcM2fScnmgrjkUh5XGGGrFS7cJYuxZe/uviuD5zfoPjx0wxkjNWI5Fch1FOA+XLzP1vX1kFKb4IsVVa95EqorvM"
    "H5gsZf/jOyhidJ/xXUtnE2tpVmkLyXosve3rqT5L7rS38WIWMottlbQ6dr4aJiLHHxFGOH+L+gIyO7yJNf9KjB95J5z6m/Ub7OIc"
    "vRieQJ2f/2G2P4e93VMcI0aFR424mCHGTOMRkK3883IS7MSwkxhI0ndSmZ+5A/lT+pIdtQB2sJq1TOMlmAUp+Fg/sDmfiAtPDdZi"
    "5Y2p6EG9mSzTVvs9E1qnkNajCta4glHTSLH6jElkW99bnvF183x9BVnGEHaC5+ln3gtr1OlaztNqc96zEVdI7iyf4Gs9f3J/lDJd"
    "gnvdzp+Nau5mPwmjSZaGr36GuZ62WOMUPOg6cqrOxhPFOYf7QDF+gmr6Sd3JYd1FKn0meZqPhqwX5mqeooPavAEfur/cobHwT3k9"
    "vF/P1Lf0RWjtGjxpf84QCv004795NlLxMYP6qW3tyaCZ9tUKm0upEf43jLqQNpd9ydilPhfbEFnK0HeMNGcat/w/1L0HlFXV0jVa"
    "uxEkSBQEBJEoiCgiwYg5K0bMYtar16zX7DVfc84Rs+hVMWNAFEUyCkiGblLT0Dl3n7zrzZprndPNp6ffk+H43v/LQKBP2HuvVavi"
    "rFn0JkMieRv0XjW506Lk7tlLHPtvLeyFsZetYzfEiaKewbtBj24jaXtciUi+g5wqro9WOLNaOfmlmn64ydg1EmOnXT/ZXZZkfPBt"
    "JD1fK8x0JZp9PNB31yv9t7S3UsQOKKte5BLBYdW+pdixF3OMf+tk2MC+eh9+TcR+dManb6UHaL3hLiNmJ884a86TWTqb2L56TnL6"
    "nX12w2WdPg6Pr8OfTnJLMoaK+3NlvXr1ZFKfB31rM04/JZ66Xk+B/CzQW+C3dpWe8qTvNW6cJUj7mXfC0htj2cmyrbSU5fRFRF7i"
    "uiY1zSPfhe/enlFwCasyE3CPPYkvrqRdzuWdjJB6MncV6uHyr8AY4H7BVR8kM7ZdOfB8o419tCJEPyE8e8ensCt7VSp8htKx6OVm"
    "pgem/LSJFYxGbILZqbKGuiOl/cXidveEbg5eQx4hoS05PXYtkZZL9V3EsFfgSr/qi2JY4lpoRMsHF+qnUsdu5QpyZwyRQTjZ/eRW"
    "RGTWzfU1zsz7+oRYprgTZzG29NNObWcGisu51BKRYkj4Sk7OM+37lb7iJbWecWENz6mbMLRPprMq9D3o+/nacYlnS3P8Ca4mtq8k"
    "vd+bzdZvLX29h5Igh89W7GHJwXNuSea0q5zEOsZKXS+3Ig65Xs6FRh2jr5DH3u7K5u6sZUfr+WL88EPYV1dLffo1u5XOIYarCnq0"
    "ll6o+SOF+jnua4k6zsaCTCxYQq2crpbXcbUs82JzQ8bLpaxvW8y8Gtd7Flc5TB7BnYyU0+U7/QBSP0evknlkn3ca7CSJea4Pk+Y1"
    "jVBVxocqGTR0Ut/Sy3HuDD3bWe7DmXoBHv/vOjTH8KAF5Ou3mVR5xM+uwr8vkRmQvv1pDS17uVpXw/stp2T8jJ3fpCtYlUqy29Gm"
    "MeWrTQq1a27d6MoN3uDp1HsFzI5FPG7Yqn6WUxzL+28ux/v5bZaNmQQJNv3zK6cIKvYmyVg6n927r0C/fAo5vk7vldtgt6+HZ/4+"
    "7HarnDjWL8lJQSHjuWKy/n2M059dQrLzPWX3iLPn1rN/xvFHHMunHcX3rCC7n+WBD5K9xHjd13Kq1DYyiUy0HYlwas4+GeteFI94"
    "i/kIr4WfettL0tNu7QkqySm8j9gU8ZnqZuosJHPnLvI97vxosbk7C/EtU+ERfANNFm80nzb081vUM60lyZtdxBPcQxIZq5fSt8SY"
    "FE+16bt6iL6ek6vv65H6sDzRxFq7Sm3CZ9VqvYU7SdazK1N9bitFyxFl5buoiRNcgrNT52cxu9qzscT3khfJjpHMIDDKdXdfYU9A"
    "Q36BUz6VNe+VnHZUqgeRNdh8pCg5Q5XZymKuxjms6K6Ep3i+uOywqw4VMgtkGmu1n0qX8Plbl3vYXsbiBK1ndFmGs/w6TtxUyLTF"
    "dS3JMV6rB8PyfMy5n91g5fZp4pUKfRd+SEt809f6KPzVA2W82my4KYhIp+Ffv+Dc5rIfay7O62Waks+a1KN/57yc7LtdhBO6ARK/"
    "3Cpr0H37yQh5mxNmy/HvqP7CM1qn/4GNPpyzABZregLjcdKG3MwRdayz8SbrWdleMa+8jjnHcthI8w2vkmpyOmyeiWqcXSlhnGFz"
    "GPYT5+WbRsqHfsyOti9g9G4e9woiuC6WcUStGoZgoV5I3ps62pQ6rIw914HiGML2o99QRJa+pLpZlyV6P87qMmK3q3DlfN0paMs8"
    "YVNr8NeriiHszChxU0fMj1yDU1BCTHKyEZOrq5tu5/ETEXgmnyBmmaDv6Hz4gueQeWx3+Qf749Jz6VLs5LC4x7yFudbhCYldR4b/"
    "ObjOP6AlDTf1YWYurssXOM/obDFUUR58rWvg6RlvlZ2NK+QHXG8grOEcvQi2aS2uf4N8AR1njITL4P2nc6RRzndR8lvY9+WxZ/ck"
    "xjL15Harpsdb7dFr6Wr49o1YeKsRcf0GybPatrGwbQXJ3cCO4pvlArkI0eZy3M0kyNfB8ISvkkFBGzxRd4luxmTQ0GGXz45wq0/e"
    "Rm5vYzJbQPxD9pNlHfotvY+byNQsHQrhRLEuGOXTKU69eR7fQQM73tUYrfPFXE9jP1sCecl+HWfrmkn4P2ptrnPKmAiSnGBQxbUt"
    "UpfdSq9VyvvSO/iOAfMhqvUMyO+eMg3S3xK2rZj8mYWsORgrekvpTv0cZddgodpkHZdRrcSnKnm9as46cdNH6tkNaHjKedQHCUTL"
    "qo7JrJ/PNpWzKmdx4mR8+2w9CjZuNCKu1nI1fj8ET7WTJJnp35YdxhZp7yFufm8pNZF6bv6o783MYbZ4XWbtHQLkJEmzkTpb1Zx6"
    "1pilk97bPUzUz7VxkjDIc0ZYtamm0XSZ0P+/n88Zt2eXkMPNlGaqzCGxWa6r4iBiKgPOt0ww3sim4w8XN606ZO91iivVWtwEhmLP"
    "QXeYHCg9OHXa/NRVnuM0Sn3QTHI4pa+eOQtlhBInetrxjaZZ4stZMUxxTt4tzBUmfHdFIc7ktZzweoPkUfcNkaW4Sgl++obvvjoY"
    "emch9iPC6TqH0YrG2b1uXXemSa5mljcf+uA96G5jSZmjvVn/txzkAnZAD/Bzn9Ocz3F/7pbDf1yM8/40/OYPYW2s++mDYJLO0krm"
    "EopY+Qg5NzLG3tlS5l8djnmoZ6EyVHs1ma7LPet/KSIlV/nLJx6zjpmVeh/THikubirjO62/ZAmzlDPFzb35iBNoDB0gZNOtgIW0"
    "GXN9OZ0l5Gwpxx9WBU0Z5zRgm8Z9k1T76aMOO2mzggZILrXL89BFm6Alp+IbAmgoQ1dPlE30nmvo9+wmCb9CNbRKIe7ZNJJFILsE"
    "N+h10Kv5anM698Q5byWOfyYXa3WvlLJGvIHo1vchXyvEsq1F+i3sx2I+4WNijDY5kkZXxL2HHyHLaCkl0P59NH3YGDyjTZy4NRAr"
    "to4MFkU459PwxKW45hJWJ2t9XsJ5Vg5ncBCjvlWa9JwnUZ7WCO7taikgK0qBXzGr95yLc1/CKUpTOHWhlnwHLie2EU9mfAwVnvvT"
    "YbsNweVme38A3ZCHO+wvE7GG1gW0tfSTfWV/8ojGECOpr1+4iuJa2vbz4OUZUvEXXHMltHKuPqHGwLCjDPFn2XVplXg7ZWjk3vT6"
    "TZbawpPvCJ15i7YNpsD7PVE2kaGymFWQQkQ5+YhvNul98iYRGGXEJM5A/F7LU75MrR7eTWK+gpOvJZQAsx67ipvIV+3zQFW+ghIS"
    "B9EQrzkb4zrOs79Sy362MnpnCxmZQa4lwuzAHPJFr2QdZpBYLWY9OWbn4H56yS7QOUV4tjwytM2F//A1rHmEMyYj6rA+s+k/x8kM"
    "m9L0BEX3VKOZY6tl3svV2CKUgCjsqp2lSjxPzPehLOV7LDtm/MT5kLblzHAV6TiJeS1fyX3bTdrJ63jvbognzYqI/If8HPNgdbqK"
    "6zvaCvvRQ4xBwSxQCTGrzuM/nQjv9Xgl5J2FPg4Y6rHQ6Wl7hktokUFlxGipc6Sfz4AH8KISHjEX82w89vPtyE35JXZrpHwJrzIP"
    "ccTu8h5W2HghtiVLwmyc3zWI5Upg5brIRTJdD4L9q9TXod1roDktjr5Qniaf03r9F3agL/zJNvjMYn1RBstP+rJO1oeC13ScHhqM"
    "QpR/Ek7j5XK2XE/ekW25XiZv7SABnzPn/B1Owgo8exEr2xtYzzUcww643m2ySO+WDkRR/eTnwdfgyu/ok2I9e72Z4y/H1S06Ox/f"
    "sczzsaV5Fko9z0IZJWA9dmZaUKK7cfK7TQ3phBh5BX6F8CVn+Ckz9exeS0dgCX1G18lDvPMo7qkMr+YbUwvtfZTVYiH3QNSjFEc2"
    "Yj1oQ38oEPX29D49I3D9wW3FuFANbfsL1qYja3O/MUY5SCLkUbIZY8fhObN7XOU6ljPJQ/bcRBgLj8bZ7SHvQGqPlWv1sGCvYC95"
    "BFFkC8SzR8iJYRlihVXM8loNyNX628murDDuQGR5glGL+l6xfJ6lARmec/MMHVbR1nk+sSgbyKC+FH7rWkiF/TmXWeUo6031zO5E"
    "9A3s+WrqvAFip/4dxBBryCtcrzbB6SPtFp6gDwZz5Lmc5eHdYRfs8GdyHrzk63y+q4vENM2DEWYwKsYbW6w3069MqesAitH2/vEV"
    "N3POdv9jxBMHYMVLyHp9nKzAuv+LXYyL8bmDZR9o/QfgOceoZeLUFFb125osDhHa5NvEdaLHyGxak8l+tPZdPyINiBj3X/MMpsSq"
    "yNtLwvduibT1CF83VbkQ3oZ6pHAZ++jjKn+IMptthrO1CeLpf8WIALG9ai1HyUx1HWMjuN+FtHpNzWLMhka1aGAMvfmUR1HEvfb8"
    "8+lD6XtpLhWsObdn57xjBe4rblpGvUfcKjtmeksDcuavTYuO6gJdzJNTR0uXy77lKPFW5l92oVfRfLO+uBP1LBmHeOeiYKQ8otfp"
    "/TJTttHVODfBZhghbYRpKtc78L2r4bNMg877EX5aC7Hugf9AUgJxWeUzPWrPZmjnUwfFGX30zXxb0j/1Gpy0pJ/dbmdkbz/1uszn"
    "XZwOab5ZBXlL6tsh9H66J1I8kjXh8W5pHgF38utZobTMVZHn87Boai+fG6xjdPGsdJHHGGcH0NAD5QDy4Uy0tQ4q2HdXSgtmLPYT"
    "8fsbj1LcnFUjBXlcQkTW5ZL0syeSnqF1E6+V/ZUhwaZwNe6qAne5SM37fwD3ZHN3DpbhUue7JRP0k5LQ7/aTH2C3L4KfE9Vz4FFM"
    "gbbrjd3ZThbgGvPIDtlafoG/5qq9P8Pn6hJk7/W1LOwwcacu4iOFGPRhIWxMAfb1J3gqF4efwx/4r06HD7c0+L4JbvvdoTFdD3u9"
    "NsYKmSS0FsvRl+DXOuittlJJ//SEPz0XOX4K04FSxkxVyPmhO0onZi1KyMX0jAxgDfpXPPNUasQV0Ib7wBs3zhtjAlsIm7QUK3M6"
    "PMkUGfzUR0Rb+Zje1SsL6RvWEkF/JvTifWLINJthMA0/H4rVbC/HyVgpIh+PzSZZTGxnf+aBlPiFNMOEm5yexuXsya6HFOcuVniO"
    "FJeT2FvcrAeHaFjnK9Od8VzjxM2yq6K9STL/FjaaKuXq7wJvpCd8lcdxr6twjysQ0+0ov+oUeJtzdL9gur6CJ9qkv+ki3H8+VmkZ"
    "p/w0xiU6TEqo6WmF6V7+U3EHG6lJa4nMO1DMXzENtz0jB5s4UkNsScSfuVBdP/xOkEU7dddDTxln2FvYkUsgHSbrl8BfvAl+4a36"
    "Jnxc26FcfZ2n6nbD6gbidUZI7WRxqHJiYkFmoroyWrf3Wd1gNSvy83A/gfSRbrDKg3BmyqAhivVF2I1uUslshjEUTYaGc9jTGvZh"
    "xxlvz+G3mr4aA1kbJ2dJZ/iOv+jcYKX+Rp6mXzQmB3Dqn2MHWg2Z/16M+S7BStdS/VEvgN7YQcYh2rxVL4f1fRvf31vux11e4L2P"
    "KsbG1ZycU8GKQrZXsmcnrRc94Xvum1Gq6sikktiiXGeOHISTNJl48/byPaLpxbBnyykJecwUKmODQ5k9sP7mfzSJPd4v42cZdqiG"
    "PZRV0AbZcyj/X2qU/3NKSQn7qBI4dzFORIgyaraMdvZvm6HpKSbdJI1SsDlnMbI7xOFtp5h/7M18ZhXRndnvYMu6Vf76K9nXLfvz"
    "ZL/rdxp9JuXPWJHeSi9jDc/TcfTa4h79YH8+pDdBD+wtR8tl8M5v0ZPx+wEdHlwBubkdFmqRR/QsgI7sLTYb4j6xafL58EMi5E68"
    "Bvtlfcin4Nw3VTvMvtbZX/nrtY/sd5B9rbO/YhZwN4mpNpr65/KCX9K/NtzIcmZySx0WKCjSWewFi5GtpFSX6Pf49xD45zYTu6+4"
    "nEEp534tgaWy6ttkTjK1yPAusllWMVf5nbyE2NblLVyFoZrMRGlU9wZaGteXMAiWbxsxj6Ca9j6SYbpLEVsfsl/e2A2/1K9xxd8R"
    "wx2P+Pdz2GpjOXbafIkeImdgpab7LFQtpGZ7GS3X6JGc6nIitPoK2Jdr4Bt8r+fKoZCHS2QK76Uaz90Jz7iS+bTtpDt8nSWwd0vw"
    "uc5SzYrvHJ0kZk8fyiBA7Pcn9D5tNlsfH5XYNNkI+62G8pMpMtSHGSxlMuPldIEXMFYsRpypNle6g9hEkVWQR5s15FCvZX6Wscuo"
    "xDWtXV1ue3fOErHdgF+oP4Udg30RaXwBT6hU7tV/y2xEhyc2UUXIzs6anoQX+okigvU+FuvcR56SWlb0Y+TyiZArLo69nkcuje/w"
    "nUdJwleNT5JydXMlLWuwCv5eLWux1hnfW470TDmNmf4samtFVInVnXbQFljF7vAMv8IzPhe8phciVrNpNovhKxj3RwGxd3lyGSyr"
    "yd1oSee340Ss2tlPIEa3TMZKvUYM67FB18MH+ZUMAcs245xx/231J3wef3zlz6PDQcHveDrrezias9rG466i8G9XqOu0HcxoqsLP"
    "VHLnozWRKMbGUs0IxXa0H5kcNrC3ynU9VxOhbb71eOYFCzLRrEMMh7ov5ewmOYcd1QlOiyiGf2mV7w6Iq7PrquVE2Do24irmcwyD"
    "YZgjx6UTY7/ZILGZL+eT9aU08+S/ZP52rDgmkh+x0wPhT/2Ma7cIlpKlf5hMaHJ+1pZoy+zP4zKPQ1j9GCVF1Gh1np0hRa3i+nJi"
    "qh5NGHJWgU3ctakR/YmkMs4Zmw9iWf1DJOnzgq5Ho6Ef98+/zeVrd+O9VjBm7+Ars/WcoHK5525IeVyp+0S2nnzzrxPkQExzE7h8"
    "tMgwuVcME9pWbtQ79Vr4gkt0LLRStyDm2bFCZvJfl/n0JivZo94aMcF6XmWkfKaOVfgsKaTeN2/5WnJROOx+IS3F/tixQubdIrhy"
    "PeN+YwI6DXe8p/Y0n7LZJHkCkf3J8KanQEp66wFyG2zG4dAcd+J6P0EGz4fGOxSf6oVIoISybaubC91RRl6wy2QVmZMMbVno89WW"
    "k52kU2QhT3U7WLuNWPFCsjTmsBtzZ1kAGZsk/aWdJMJPsArLEGudEBwFX3EatPh0Yrk/0XL5L67UNugn50GWbJ62TafNEatinIz3"
    "TsaZ+9BPgbA5xg1ZJXdSFxHnNQYrN1nugu+9iljTL6CRlrJ7wU1UtrjMdtm4iX4nt3U10c8ncYKFTYs6jXly8z7+QYauGvIqPynG"
    "BLecjDT1Holertal/QFrgAW6thHbZDq7ldac+zIHbnXv6dDB1g3aTYzV5jTpErzBiQDP6ky9V2/Dal4n99hMwKCEnSobKH/L2AkU"
    "4xSvBzkZqAFNEGU+w0VgxpJzKPE15dy9R6WenWIz8URHIlLaxzoztnoX9/IqfLN7cc9DyFG6iX3mzZm7vYH9XfV4Ije55DYfU9WS"
    "Scx6aifiOqW0dMWegd9w/9cxQvtCZ8JOH4/d/lBfxcqNlun6EqTqEERUw2QTpXWIdIRHsRxXaCa7SC7W4VXsyraQ4V84sb2j2Gzi"
    "N7BONq3F5RuH+amGxrpXxyrjVEjHVOzhUr1SjpBp0AyLsNcTcdqehXYbKD9Av+8uL+sb2Mmd5HHOkhqvb4uxFi6ABBboVJz6+3Bv"
    "ncmU0RF2PsJKyP749/tYx2thh4r4bGVczYBV1Rq9mRjvanwiZ7OdVu97rMJd5+lhuNJMyHEdnjSq/9FH9QN8VxtybVuks73vYV+i"
    "c7GD2V+pw74MkGgGO6KZLojsnxHI0GuS7suqyUzlcijSkHLURixKj3gGwQo/f8FpLTen2M0qzqVmrqOVMz+witYmySrDaFnue676"
    "BsX6sRj/zQbdM1zLTFUlPv+U1LEitIFZpapMvqcDfYv0nMg6Vrh300G4/22kR/MOMlAfhjf5stUL9SV816t6sTyHlbcswrZieK7f"
    "cBp7kgWkGzRXVJ03HnoeEtdL0IesgDXsCklQ5xcTkxzRW7DHHci6nlSH57V583m4vrExnQtfwjyWjUSL1+I7muqWrMWpiGZw7g5x"
    "rVzlAX5Oer06S72TGPqhlzgeLpPSNOaj1HfRRX0PZx9J+S4wy/MN4cms8fu+iQjqvT3u3s2jintPI/QIVrvHvuTLi/msR4p2ymVc"
    "O+LpW0osgw6sYgea3WFHRjUx36NgPXz5Pu47Wmze2nRIt2OfiNH2mHWdIMVEsVTjvYbMW4+/vyk74aeGc1nmeyZNVkvJ+3ooV+V/"
    "Kw5uCq2V9Pydyhmx+URfJKEp1Nf1ExkG+yuZUbVplvuJ24VWHhcR81OirdesPasH1fyWAmijGL2U7P20Nom+GBJsOOYoexDr/fSn"
    "amZ4hbkyy0HdR47CerK4JIjtL8tkRvuRMy2Gc1HkedZD+gp15N85SFy3Tj31t6ufWm2hhBnES2B7A3isd9gVw61gfY6U0+TY4Due"
    "Wc3wNTgf9mipYuaxmqj2KO+oBtY5RRR1rZ/iqvS/7JrHcPq48J213l63yfRz9meFx3Whupr/wRmEiMUu++uhePckPVv3Cq6Uo4Lx"
    "nLhWES5EZPkatOLh0PjG7rkJerZc9zLmTJyuKeQBrITu6AXfYSNW7DecphMZByU8T81BxNWkMQpxrOAoOUIcSnYmEQ9V5AJOZSo7"
    "Mc4Kjfho2RjsZ+IbH6IdPARR9j/1WblKPpNX8JNhcjbsn/ly38N32Vf2k49gp7pip/OZ8bMnvZl49faZydeV7Ako811sKWK/TCrb"
    "wj94DGfI6ulxvRtPfYn8qJ/KObqLLofX9obuCe03EPv3rMyDRtxNYuI65XIbceweKOlJ8n8dwZrOHA/2iNwUO11CP6fsz5k8hV1j"
    "5Z6B4lTZ3nONT6dElsH+Pg4ZnMGu6qshfxPgg8Y586vedzj1FHe39vctiT6SfkpviwwnUMp3ytj8yBmIUK3WOh2a3bg018p49nHV"
    "+o7sKqItiildj0gF66huTsTvnE/gEAVlnl2ioeM/ze4f85Nrd+DEvBLPP1pNLhXV7POZKsisnfLT021Cjk0RGCUjpCkeGWNorqWd"
    "KfTf5HpzXyIrt/W4nAvNcCM8/5XwPrsH13n/OerRIekVMstpvNiuo7K9FHINjWN1PGTrDHhVi+ETr4NMP4VIJsCZsR6Zk3yslMx0"
    "cBkicX+paGQrt5L/GZdv0ndxCufh/k7AN07G1ZrD81+BE2XSO1jqtIEvIO7t0SIiXaeQc3Qx9vBD4rvW6ALquyp8l8v8HCzp6UOG"
    "RjhWijTtPblMTbqX+ypIXZ73ivaSlN9hm8a8D3lU3N3WecY9e18teUVcpsHWbSCxaCFz1Uupg+M6UQ7D+7/CGlXCQ1qmF/qpiU6u"
    "4+rqtb9ynmA5T2oJ6/MJRoA3+H74FLsRlBymmukVHAArVEmPxOyCVU/OYkbRsN7fw/L+ir3pj7+3wjXvw4ntI1+SuTGGfVPGbsWQ"
    "gVKv3/YVZ/2s+rENZMx5iPm83gnslKggK2eZ5ygaxn6l7D3SZ+l9+iXufA98m2Vlb5YHpDNWf5SkMjy0cfYDpLG8PeFz362F0gnn"
    "7ATZAZHaT9DdU/AtN24mMVtJY4aBOGO5kLxTIf1M1/+ykb5bHCekErJVRd0unAg1RDZw35OwWgdxzkQF+7tW4m5eJYNSlBjm1cw2"
    "mhe9JyeqlvAcGa/uLHEYYEM9GU/pBOiB+/QH+O0d5Vs9H3HLHNjfS0S9HewnAfPkU/wE0cNY0XR3fSJlrdLz3GzkhIQ1xHm9grjM"
    "rrMW9uV1KW5iCm32amyxninWHdqDWipCaV9P3RBhZmAbaahiJzPT+twpCGTzCr80UbERuVgOkN7QLXvLu4jML0Ts9x704wxxmBPD"
    "1eRk6o278/vzdGdxvWvH00JE/NzW/C3S8SmvZ0toNWvp8e+Gdw8hvtKh1XeQhl7SFJmIf0YcuFDPxvou12fU2CeLdSznaabjo/Ra"
    "7+R53kvhSdTwanXM67jZ1seSV6ZLZoq945NrKUnvN7g7CGRraWB8Mq0a83omx3fQ7OrrJrX8djurLcRhcwZxsoTVnA0TMcrPZS5H"
    "FFHk45kaxNcx8jBFfSdte7EJk3UZe+X0p3kw3cmTZ9MpfoXMdeJJ2Rbf+Q6i6KGyAFq0BTtG4rANlhVezlX/D79/dhOeQyXOe7IR"
    "C1jCc1ipfiUj9XW9H7owV5/DPbYMdhXDFNwh5j8Zr3Aqw6WTVJeF78+7N67HWrIe9aXXVe45f9LMZs5vj3AV9pXsvvJ6rN8LsoTo"
    "tg9w2hdCS/eFJBwTvAPPaWeZiCdbrq8FxcSPLdfbodG3rGb01z+zEieyF/nVinHuk7T5Sz1nURmf0M7/jdQVCeKiLau4tVSoy2Dt"
    "QuajGHTlfWJTGe9DtGUcnoXkIvk5qIAVsC6bL3D1byWXms36JWrgZ+VB21ZzDQdLY37quMcFdOfpKqUctRbDtSeJJlwLeTAMbb2f"
    "DVHKu5rgs2h1Ppoy9q0NuFJ3zi8ajmc8Qt7EyZurT+A85shC+F23wFs2XuJaYtUTfu7nSXjVZhdbV0I/cTMZm4nZuWs924nhsFdy"
    "urdpmfbwIaO+82+RvgkJ3gjb/Sr83cnQvLfIcGjCOXqFZ+7oIi4KdbmNSs+5XMOIJg+2aDT2xqYFd2EkeBt0+zrchc20GSgvYsVa"
    "ykpEc5/rH5lhA2k84SE9iypEvOKqAL/p2/ojTkEOPPZv9TNcaUdIw9lyp54OW/kE1qqMvN7bYScfFesHvZTTm+Ks2Mc15nnjynA/"
    "+eyA1Uzlp3+jeRKG9r4P2vg6nPEyXK8IEv8U/mwdfI53zFWH60/71cab53RXNvxbytdBOon66C2tyS7Vz2C3fkLsep5Yj90uQQJ7"
    "PV7e0g/0ZDzrUpymI+RtvVwfh1+3JyTu339zTbwEu2x5/V24Qh8w/3wk851bcp0kOWEG8rs2aWf5nUgaQ83/vbX3LcEs/N35kL/3"
    "On/92xKZrqgU+3ZD5pqTmmxiKtuW3fX/1mf+t/bnr9+byJGevS7hecrrGLVv+NtX56+/shWsRIIsPVvjZ0MYzVVC31d6fsO9xSET"
    "diY7oLNXW3KdFmLzdawHrhkZ+81LGMl4aGvZi7x6obp5YOnPrGjybO9BvHnS++YxZsctU/5/q7z99Veyew5bpvn+zlMSJ459FXy/"
    "42DXXoJdK9C1sFCP/c1r3ZSMZl+3Cj/7WDNMPiM9d8xv/MkekspMlB1GL2zLrEz2J91PQs91YBNotmL0az2hf+8uGNd06PEnxnOW"
    "I+no939LRttkOEUr+f9dPWY8+X+4jv87de9bWggf9nb4amfIWPieFfDYeiAWMBa9pR5LUoP9yUUcGYj12t9Hvu4NxAxVIz4pY83D"
    "cKKziBou1tfp01qF0zzcQk4j+TMG0Zb0Le/WReyS2I2TXp/VT/GvOTof8rYdfNQ0k4vVD/b3bOQ202qiWp/fWLnG5hvJzfDq1+n1"
    "uKMticAcq84Qz5vcwJpnPsXfGc89h+dyDDXViHDXqM3LbiGPEl0/gF51eoZgyDxcXWYGVxXz5R1lje99TOkB8mW4UKY1m6zb6yny"
    "TfgD9rFGj8OfQ1kJbOb7FtK5t57i5sMlmT1KMn5wkwNqWDV8G3HkNXjL7Zor34VPhgcH/YM7EBmcE1T62mgaM+d4HC6HRBg7X5R5"
    "K/V5/tBjAhdrK/aoV/i7fUmsD3utTm5ide5lVdBqIq8Fv+OJTe+0kA/CZToNz1TAHGoRP9uPtnosntNYgW0iYTVzW3W+cutwMLtK"
    "FesL6+Chnywve0T8ODlBkpku0jRXr826itmaIlocr1fqC/IZVmKUTZuQ1Yibm/pMP3oLVsPOx+dW4eezoctm4N7PlzJagNNw9fZi"
    "fK9nIBZqITbzxGaKb8IzGP/TBK2WvvAoXmvibEe0L57TTtmusKRf6b/gsVQgSu7chN9bz71IEY1T4zFC1Yw9Xc5rYobJSOQUxr9x"
    "7R5eLbfIkOBMvV7G635yuBgD2dfysCzRm/VDPFl/MRxNv2AcnuOf8h6i1bi+qDfh55NYCfsRu7QX5MOyFil2aW/0fLNu8lQnmcZe"
    "wIl4ml/0GMq9m1b/iuePqfUM9Slm6xzDmP17OmLITTpGd5f3sXI7yWKdpIN1hrYL3ISi5h6rHGXvkKtoi/zTZ5NNfj/JsJnHmpDE"
    "MWSvS3PZpmvgtUR2/M5/h76D2WbsjCBC4kftLwv1C6JALpEhYpOG50D2bspUBjpJQ09EM97pP3SQHI91vU0lOF52Cj7UZ/QY6N/O"
    "kIo18i3282vouCVYdeui/EibBc/rQ/qgDJMdoY2/1bt0inwDnXebWNdDCP1op+cl2lE3I3KmrmDe+i6ZrQ+oTR9+WKax+jkJ7/wY"
    "ftD5uoC12oMDmwcVYeXAtFK559ZKsJPI1Z5OY56whoiHQtb3P4TOWUXUaSWRE46rPkVkmE0WSbKLIJ91j+eZl65iFXwZ9ZBldMrD"
    "eyFnV8os44aUJ4KH8Jxn6nvQadZpabmIT4mNsBzjt/TdVuKEHik2ubEK31OspThrefiuV7QbpPsrj00wrojHYdmGkmW5hjUO+7an"
    "OPXRzUEqYu3kXM/uofTO5jMzH2PvzZXYR+u/rYJ8f8+JUN2hq7+B1zVL7xRDz7aW0fJvSM5nkOSuMh/vctNJ4+zdcHkSy6//i/WE"
    "/7LDvo7Is5mQ2mpODTmLnUSVrCQ2l5ifRfgQTlY3shFf5jmuyzlptIrY3TasvbQipjHhLWQ7SMC7OJEpj/1K8+ofxLq2dUbeq9YH"
    "3pH6Yie5l5iAReTFXolvPlbm6Us6C3qpAOd3hAyXC6QXzsVUsjsOknXsIFqlE2QCrjIDK/++LNPhsjPedReeJxZW6mxZC8vRW54j"
    "NteyWxuJP7EpTeVk++vkJ/G6TFjbDH/MHvpPHYidz9OvZMfgHnlDp+q+shy+6LWylMgyY5Fph7uy5z8T8vy1dgt+1Id1hIzRE3GG"
    "1qnNVf0QZ2E87i7he/bU94iJnMZcdCFOVdyzV18icY/FNhuxnbjJNBHO3E4RvVlHVMtQ2VGSHlFd5xnN64ns3k/m6s/6peyiu+ir"
    "2hHrP173DBbKnkH23ssUbYLFRvfAnqfYP21ozDxoxPmc4NtKluPZy/C8hbpQRwYrG7HjxrXO65A1xPWYjU0w21oKW2S+lptmuX8T"
    "14nrd/hzHfnyP8bTXgdZtm7jYqn3UwNC6oRa+ASu79ROSiXnbyZZIarj5O+LcAI3+jxm3LNkJD2buurxkt1zWAjvY3e5V+fhBM/C"
    "7p0vxfKqnqOdgzSPeypT+d7O8xZvmd+bTccbA9SbjbpnzU5Ue27lv87HVaQdJOLZc6/Ct6+mt+FQZWMkRtbJ1r5nOYrzVanbypZN"
    "kfnrr1gHUjWsUwMHjqvAWO2kmrrKaf7fsdvmm26C3/MF7MOPwenw2CbA0v6u1+KJfoUsPY5XbebthfQda/zM5yLyE9ayCqPEkFXz"
    "+RN47yXi0PwJ2k3zo+ooXcaLt40Yu+AR0CyGvT1cjFcpR4zhf4Q4RvWt6ZH38lU250vuKzE/89JNM6hmbcDyN5s8y67TOxHaEJP4"
    "5dAXeZDUXFbAjsQdGfamq/zIilJZo7n3bfxMqhA2uKfcDt/yGazGiVYNwbcvhvaxukINJL9GP5IEGfo/o0Wbj59XayqDOG6YydDO"
    "88EmtaH3vPErptmPklZSnWHOd3NmQ31Vtobtr4Od/xra+VUlE0zOQ9id7Nf5F3nRDD3sZoyWEuthuMrPg73kgWC5bBtMTF0EX+69"
    "xN3B8GYfSNdUFbziAj99PEnrERJraHMcc2QO9m8ge9GvIltINTR1gvimULVRX0wzqcqgm/+8u/1gifmcbgMiZpi8TfRRboafKaXp"
    "fu9khtM77ucn2icPIA7bGJETjXiDQ+/JTiHz8abN+M8T7OGM0RbM1HWcyldNZHcF2TPqiYqv8ldOsP8oRaz3rXiv02q38Wpp/OhX"
    "vNMzEbE8i1N8GaQkBf+jjVwNG1qMtTXkwEZYjsPFImWTuhasZDmO7UEeL52erZWe3/0/MYDpv0+GdJVx6mgpzqjV1PZBtBCHDjZO"
    "owLsnk28MB7TFboUV5wPG16Pu2om7kSm/ATPCtrQRV5OQ/pFcXiEdpY2ML6q15dZTV3PCCqfFrCuyZzqQtxNAfvAj0OkNBCxgVmK"
    "r/VueEpL+LSdffVaOYH435ys4jB8LSXpmUmtE2i1XiBL6RmeR4xfCbyMFeQTdf2eVfTrzf4cKBugl4zz7GNZQN6Zxqu1tTikoPVK"
    "dJXnxLGDJMgS69h4FurOZOpK0IpVefaSOsrDfHyL2bUz5AFmO1brAHkMvshGdmnFiceJe7mrw+5PJzNNGTkPl0LTviTGAnKRmJ86"
    "i6f4GKL2kr5TJEbJqmuCvd18tRHiEM8hWRicv1GrU+VX/UAvlF+0DJ+aos/jim/pJzKauG4n7z2k4Uxs8LNz+8lwYhBq/EydGDRq"
    "lJkam2FYm2HeKGX3lSJaWJmZaO64+ld5Xri2UuV70HNZza0ndu11makzmt2LXX8L6/Vfi071Jjz9Czght2tCtsGVJlBTr8bK7yvG"
    "nfws7qAV4nybRT0Y3uZyzq4uwvrPxJMtC76FLbTK9xt6MHbbpq9/p4fifi+gt7yOSIg1lJpyaMUKSE5Mb8Z5uIMsV4U4K9typu0K"
    "6Oee0IWvY30vxE68KJ/jXgbIGbjaBO5OObMG24rzYexMVFOjH8uzbHvhGGYKcNVD6cWu1K2D3oxmauBHr4XP97XatJ4RcrrsIsYC"
    "twjf/hrusxcig2VqXXJXIcqp8iu9DNc1luEU2ctv0Vqy+Tt0nZtVn6IH8a2+Q45hk5sega33dO7yQezgsr8NIkuamzISo9XINtdq"
    "d8jbHGjB4fIdIuZ8rLb1qrzPDNxqeC9t2MdeARl4FOc6D/ZjKmKWNvRqWuHcNsfvPvDGW0G+DRlZQw6cKO3rSnxjnFiAQuiXL8jb"
    "bEzOixkxuIr8brjT63CiPqdU1xCPYWijIti+uGdcMd17rrh5046Vv5ITCMxLn0lWvQg1SjWi6uxok5VY9SXkjTZt1wJPtwnya7xM"
    "k2DPO/KJDKdex/Uq1BPF+AfuFTdBu54zN417soTSfR303WDWgHZQi+9ukFFYyYvlUnira6GH22BNJusp+qaulfuwLx3w+nJ5CDrm"
    "Hnzr99CUj0K2lyNK2Fcu1rtxNiK0y4W4wpnBOp6kOmrpOvJROVSj69dxzA0DpC4zFS9kP7D96zf8/wq9TO+E7J8t3XVckJR98YkX"
    "cO7OkVrPmhfSz41Txw1ltDBDi8IZiPN+h3b+h1Q0201nw8c4Ha/8zDU3i1CAd+0CzRphzH8VrNtMfSZ4Ug4Ozw9uCzfivL2J3TxH"
    "Chqxk6T/Fvhul57wru5HLL9Yf0KMfKX+B9/8LD7XMthdzH8qZ27O2KqM42oF12BNZl5UIhPBhno6dvAmynmC2qwC67qRHuVj8noT"
    "qCPzclsRL1zpOcDtp4fCptgsI+NtmI74wyznIFi0fL0WkW4/2Jbt5EwxbEJveKhrrItYzlTzuHZi9iNFZmJnsRdCGtb7fK2SySbf"
    "I86KoU/WQTsv15PwTc1ld84qsfO0D7lwf9Gn5U0819uQ7t/1S3h4LSBnT+ss3NVbkI2VjO2NUTLUq2VX6JhCdhHsEdzMCk6FvkfW"
    "jWMR2e0gbuZVkY+Z1lGC4kRVG4fLL1LssfOFnpk1DxGh4zxzk/mO8JYol/nhfaQdotqOOOl9ZH+sienTV3GCzsG9nQTtkYDOfFkf"
    "xKl4FM/xIvzpgxDvz9arg1OC/eE5lGLfT4OcvxycrUfjSbpx4p5le7rRelsm02aD/4zf54qbwVbhGZIKcc91eOIN4RXSiXjRA3HS"
    "DHtzJM7Z14Gd2XX6OHYlogcEv3D+Y1tZBmkux7q9Czn+UYwpcgJ0/0C5FhHmIxmeqJB8ponMdOxexCZvx4x/ufc7E+yKOwF3ew2e"
    "9gAxPq/V0NImY3Nx3kuxQxs557KaiCab9Gu8178RiRP6KVg2ddZNvbIOxbM5ybgLrF41YolXZCBkwDCumxBV1dEnrKTU5JJ/ySZ1"
    "/oanLQnq9XycmjXaK4hoL71Q3wqPlH2D8foJtO+TsF0zcNJvy5mHnRklT0JLvIKzMUnPUrOWt4j1TD6MXTlFrg3ay89Ywfm4wkqt"
    "yDlLn4PEF0DClmpHoljrmVWqg7fUFTaiEj5mPTRdHT2GU9g7Zvm1PegrWU59LSRgazIqr4ctWo3Ta5mBCDT5M3o7JH1XP3HvHljD"
    "PEZG6zw7l8M+pisFbg7gPlirkbhiCaXY9J3lPZbw7xFyAJb4aPooIgKS1NFx6NNa6swdJB0dWG+EcSA1hwzMwrXWsh/HkLI7yVZy"
    "qZyekwsJmaVX4WQ+ied8HCvyAE5dT+yIRUgtxU1vX4rvPQP7XUKcu9NrZTos08O3yWupdH3Wsi/9PY9yQl0Oez41xL2MQB2Ha11G"
    "R9ZrQ4TUxvuAcc97ZZjgoeLyVmaRFsD3tr22PKsiHvlQZ8p8nYPn3BJmK5u4V4l1NB/2EbEezXm4zgZKbbHnVGqRyTS5SWNbUgNT"
    "xuwVm02gauX5AkfiPJTSr3c5B5tQswYyLGS83/wze3qv6Cd4lR+yf7mckvoE9O46Iq+y3cE+OL8H45y+h33sJJa1sPz0Y2TqGeC7"
    "4ut5hs8iQ3GUaL+OkrY7hk5u75kII5D9ukx3TDo75diXVrGTaDrsXK3uB2nvAy16oZyIO1lCDh7NVOFS7Ga0/xx3xTlynayC/thG"
    "ntWP9UGswSWyJTM1Ujj1KY8lPot1BsdOltL0ZFGXPb6CuZda5uZDymvUr3QEfn3UT/MsIU/rm2KVJjcTsIYVBENB7yMlZCnoIeX0"
    "1+KsAsfYBeAwy+sZlQ2W/kR4785+qQ5Sn6nhGsIyzbHkJgwax9J6ZpGUMezOYn1EpZrG/IaMlNwTfEL8zSqdiLV6SL7C/RRg3d/D"
    "3Y+Q7vJvOQKWchEs/DdYkTr4Hq9i9+ro+yjR9Mf5aQ6OR8BYztvCGp+n94nNVZ2ic6GH9pcX2Xu6r8zOTPVUPxkrhRhkiByF89dZ"
    "+snDiJK2E+uZe9XqYbKnnCylfq5pnAyvKcQF79E/qPX5UTdJZLj/1iJdxRpISG56xw+yCNF8YotY67JLSHY2H+PfGEH5r2SO90Ax"
    "pH2pGhPERN8xlKB2L6A/WQ5pX4L4PAqfYTp5Y4ynME4OjzbEC7tdTlIKU36+kMvRWT4v1+cfDU1yo+czd5ysrmfxNPnU50MGso5R"
    "rT9S91fp3nI8+ZFdHnWD7/1JsmswztN1PPP3dexHSVFmDyXCIE424qa+zVhrFnoO2GNgKVz/RDdiuKr0B36mEp85i1NVE2RoXNuI"
    "3+wIz2lne/yAGnfHg5DRq+UheRzWf4reKYaO3i6zc5uz1Tt+oDZZ2Rs3R0208fMfTYrcn9uynzz0jCS1kLwl9ONHcj7ZcOlMzpRT"
    "4SuvZc73AjEG4+8Yh24g55ytQX9pmDKivoJmd/glZ6ZZLFZCDyeXbHMXMVo0HZMjlzKDWeP7IO0dz8PvxGnCvVTCdyoml4LVGhxn"
    "onv2a4igdquwlvNwlpArwuzDTzpVJ4nVHeeTofUEnPebIRFf69ygB9bzePh83eQpz3zvcsO7UtJcZdZiwF/g43TLObrZiNQe4cVB"
    "UWoB4qOrtDgV87mvK8RN0K7hqSsmSqUEnoL1AcWY6amADUuSgSni7f2ZUkX8VjUz2OaftJRx8H92xfNuwj4UQ5v3wQ7tIDO1Wi7T"
    "8dIh+EpOhbWegAjxnSASXq/d8b5ytdk91hF2Mav0+zEubvX/wleTgv0N1fH5padsu35w0xd23dBnV0vVdef9cepXsedZt96AuO/b"
    "drqhj7g5cNat9xF9mDvpu+wpi7Evs7GiefoCtOkrRKEbB18V7Gg9+ZBTiGZCxJSht4sJP40iRQz+RLKJlnES0lis7qXY0eaw5YOJ"
    "xDYOI+Oas/7VHHH84r2YA9NGM9/sKb7Cyt0jH8gMfVeulzb4xhd1a/0A9z0Z+1XLLr6Z5GZpLe9wwuD2xAst1UPENNYccnDEWUvc"
    "kbxbg1nFSEuNQwvYjKcN5P9Jep7gj1ip/lQmwucyfhPjW7A+3WmIYMohZz/olbgfk8NtEY05DFux/7410GjTEUkvxqp9iGd8Th7A"
    "WR0tP4fLm9DXR8gG7zMMEBebmIZYxsjc8qDTtZy5kYhOwDuv0+tgkw7GVdZgV6vx1Bvx7MPgi4yDjs4lf1GVHsEOO9OVvan5XCdz"
    "Of27k30/sJLFIuY9B5vWfKrnLhZxJ3zL5oWerZ1y3tHCcA99Vn/G7v+g+wc3yNE+464eJ9uLEzFcPrQakWO7YIx8iadppwdAb/9D"
    "OwZvqwYXc0bFS0Q3OXzPBmaSqsnOsEr3pw+fT5xBBTX6nWLR5dt4bx7l6Xpvp/YVlx8rgXaqot2u5VmYAk1wsdT4GksDL3E154U6"
    "fWFnf38iSZbgfYeI68xdjf07AL7fCuzDGsRwd+CU2LzFcYiLGs/Nls2YiLNL/EZyu1tedltJ+NrMpezsGiRjIPWFerfk4+Q/pJ9C"
    "8o0rbRsxXhdjYosRpeE8l7iO8R1ebkcu53e4K/2UweYFjeZUu86/Vhn701I0ww3awCTTnitQQF5+l7WzPP5WYjXoxzhZKUW/wWLl"
    "qP6WsXmdfXSR5kMRyf6KMTBN1HewQn3keblIboGXd4Ie4rsa4/Rv65i3rPEM2veTS6CEXt449rCFfs55FedGpfVmujI/0OPX6ogf"
    "ssxE4+exSLSCetMyUW09z3+CrHKFPkMl0psr2s93pDs2XtXQz++1/VyPb7tV5jdxSs5EXH6pdICOa43rfI57H4vvfYX92bZ+XT2n"
    "8BGSxkT+jp+3xCemQRNb1Hwy9mkuIqlq+L8xxEfG9lDLOGcX+DuL4IHYfsyGj/mhHo6rz9B35De9iZx5l8tzmd1vJc0kbNR9np4a"
    "3LkRv3Oa+Sp7P1O5rwa7b9lJ2pOlrj7Dsx8yY21SuR9rn8YdUwA/pIKfmUMNN5r+eiXnbkSh4ZN+/njKMzBbLs0YIVtB+1VwEnEx"
    "e9gslzVOKr33ap+4TGyCRDvanIImn6cCq9WKHetpthaHAlvMc28ndQF7CKuIR3lJy2DvCxC32PQJy0GcKTa/yDLh+ZC3ffGqMWE9"
    "iNjveejwdbpITI8UkRsl5aef2CrcBOsyhXldF3c0y3S2tPTxYx6nF0bp3Rl2pYwc6+XscnL94zYbOz15t55SnT16T/i+/oTfpd7Q"
    "Hq7X1nKVY2Fx1hK5ZVHyy2JZgjmaPv91GX3W0XfFJukz1PNpBtEX6+cRoPZzm85t0Xtb8s04Lu0KTobbwTMdVPC7q/UWRj8lfvZy"
    "f+YHXQRmky1cJSwJjVui6bl4Mc8HkvKT85KUqBTOscv3RWkFkj7WiJIvOc25U86qX5LZ0x3gv40nNihflzdxThM+21uZyf/swwxr"
    "usM1LfH22S6Srky7XanW9J7uJiX88zZZB5k9XlwH31p6nsaisJ5d8HX6I1fK4uKplKfD5Fk/UcjYe9rQw3FcoXGudpzV3bbsDy7V"
    "UzxWwlUSWvi7sZVu7+89ro8Et8k+cjk8CMte/1cT4Ww9EX5tt3Au9+hsfwbzKHnn4VRt0qFkW3a8xnUemVHuPcm1vKJ4rl6TzEM9"
    "B8VQH43lQUtUef5QQ21k94TKiCkcIWbjLxFj44hDJkp8T3p6hkx/iXmsgK3zYvjSJbAYxgw9AZ6R8SEcJjaPrLWUZ2xYPU+zY4Ia"
    "Ca/SzVYqb8RP+wpxUBsDmxhsU2IexR7sgvur1sHwaKbip9uL44wexPjPMWtbpHgA+ScSRMRYD4jlN07iRNmkfuazOyG9li5ysTi0"
    "RRVrsTY772L6JbN9/WYDo+Y0x8xpiO1m8ZpFepWs5RUMCWnaZL6uFYt+1+u3zJGlEIGlEHkcFVTiyhapW+z+516IsE+ymKc9Brky"
    "nuhhxAcNpX+/J89RityD6Q5eY0v5e195gWw8BWq86Is9Nr2AmEXDEBdxhneag/USz/ZWBX/tX4yG3PyX5sz1J6gD3tAbIVsLEJPj"
    "3ASfQjLfC87SV/2shoa5YyH7aOzfu8qn+N1MvtdvIDP/hE09Ays+Uu73kWvKz4VzNQTLhh0ght0sJm+XY9ku1D2YH7isibnYxZD0"
    "ZeT87x6U6DxIhTH87che5Ktwt4bJNw/+eOkd9BROuGCmJZrh1T3Mc4WEzFx0lM/0en1BZ8I/PhC+5xnaWcuCZ/Hq93qQ92FT1Awu"
    "+z6A3fMVZFFaAF1fS5tSxcmCJpvDvYZM+Z5i5WdXsUbhYvSRMlk+IZ51BU7cMfIN54Q4TMkm+Jv1kJwSntBZ+Hc38l3uKd/CGz9I"
    "ZiEOGEPPLOl/jWGknSMOh1PnJ5JE/OyNuF5LnttlGf3apdHUQNfjnI9I8AHs3nv6MFbiLdzRz3Iy9N8hMkRUG+dcHHbfWBpOltne"
    "40k0kizHARx4/WY8sBFiJ+Nk7ZoNK/gR9FcRbOKX8HKLsE82xyCPjIcdIRezEd8Mgj7pjc/9DH9slU6WKLE19b47YQXZYIrpvazy"
    "U3PtOSx/adNQa9iDn21mnfHtmDSN5vzxKJGaS9VyMlbRX46/tUUEMk6MHXIy7nq+fIwd+gASczZ0S195ATs+H594E3rjSnG2ocav"
    "UDURd6bBj8Yu7Sb3w3tYgx2cqY/Bk5mFz6zTrkEEHlId+9SU9ZkwgwKLIya+R9zUuigrVRHiNrdhvBald9Uww2tfz8IT8yz1Da+M"
    "8v5YMe4j4b+7jigaYRxrE87GZF6p5ys5nqv6F3yqG7M7UX1NLL5/n7LnMlqX+nkylbTjMzxDmnVy7OdfGcsTMtFnJJ29r2ZE7Bjr"
    "T/KxSXb/wLCQq8ln2AbneQRs0BuIBveFhh3tnzjh58OEHmsWwf0VZXBFCT+ryu7naTxDG6x8D8QCj8JfMpTw6/K4rtiiWsGWRO9b"
    "8koL9iM4rNxWksM6QD3P1P//95ZdDsxCr2AmpLXP9Eb0P4w8/rfurYaS38KjFkPPs2Ce1ZXMMbTl+0uJtjH+lRQzINl487aErXka"
    "WRoNKfh6YJPG34HEdRGb5NjAtpWOoFtsNqXG+V85mUyB3U/2+twnsCGmh67Qe6Cz/6VtgjrtKWsR36fnfppfcLk4/qI4Z965DPQl"
    "fhLnGq5BR77fcHqlRNIUwhswpsynJI8zeTrK64i7U0SZJGlXO0kVUUVVfnqqUlu4q27QtjxFUU36mVjlvlKYq68ggu6GyHxvxJv2"
    "ynB4lj9By8yxLhqilowj92iy09QSL2jotOthBWw260j5GZ7ZhbKXdIJH0J5TKI0hsb/85qfvrGbe9Ej6zUvxqzX1u02yGS13cVJ2"
    "jKzdg4MLdRY84knQ4/Hwv/iWDyTmWbN3JkJ3rKR5/SLk23U71tnrS+cBuArvsVgr632vJ+NLFFpmGSTCLPjlUslZldWsjNbBnlqN"
    "biH5c9pCV7VGjOxmedVyXko27sBmngFoG2piywOsp20wXKwxLNtckytxvdmQg4+xno/qbPkClqFd0A86JO69EId2ayOr/dl1ubJf"
    "ve1JsoMjxsreevzqLsb/+gyerZrcwKVk8stWrXgOsVhnPK3hoTZoYbivnAd57CQdApP4w7znMLPRJJ8QsrCGaPPV5LAqJuvX+TId"
    "T/UprP9YVh0X6HgdAnt7PaT6af1aX4R/Np29gEcFNhvV8CQ/IeI8yfccnyuOSbyAEa3pglqebeeHdIcfkiJKN87zuQHvN0Sq4W5t"
    "+kOMlXPLO18tG2lJktz90FfYNnn2WMOm6B9mDlfQCrvOtiP8E1cw0k4RQ274iThzWAd5/IXVanqKY9cqZl65jrs6HT7uWp6AFOXY"
    "ou/3GIUaG2xHeGMHymu4m7XwvuZhzVcivsxXY3erJLI2CRk7glMl7dum6B0Z/u6BZOQRP1sryirPMnYhGALSTnULrMiZshxnMM1P"
    "G/c579O8P7sJJ6STPIHduVVHYUcWhK/ItdI1Z2vopuyTN03ChpHLK8m+ViVOyJ79eB9FG1I0HfeXsW50qs4JVsir+m/ZWZ+B57YH"
    "YuqZ4ZfaKbC+6Wn6lY96asioW02M3nGyo96r70hIhvaboC0thsiDjBpb82MS/QNb8zYyGLHJyXId1rwYq/EBPtlCPsd9TyIS7EpZ"
    "tplnW5dh1UtPTFNmxaKMhWLs6/uQzMKuihHF/ZdwTu/fOwVdoXvTbNKm7xruwHn022aYqRvw0UX6hF4D6XGcUqtxry/I25CwQdyR"
    "a6AV3CRjw8bOknWQ1vmMJtSz96a8RJgVHYzrDYcdKfIo1Eo/iSqGHT0jOEfvCm/Vi+U76SkfhY/DB2gbfKyvyqF+VmjIXUt51ENv"
    "WYUo622dIh/pc/j8+7AIV8p58hX2swOZ2C0vuCP5C5PsN2jLLGhrYiQ27xmKEpe6ksirWvbtHElsv8VcV4pNyTIM9fbMvtvcl+d8"
    "R6Zx2A6Dr3k3oq7liK7GB7kyQzthL9uK67S8krnTPMYH9bibOnq0L2DV3sKZ3SPHKvs2xfEGrPLl2I9u0g7S1UZOZfXkK9ZTjJv9"
    "fbEJIQdJL/zaJPbzLvK5ngU7/gXe3VcM37qXPA1buZEIxYcQ287FXVSQB/c/kExIPzHci3C610CfSKM5fyk/Bz6Ks/mybC9vyknQ"
    "oqXQkYZtO1xGQiY3IBrM15vF+q+PkGdwddN/L+JKjZkgN6+jmjR3F5f1rfG5o02s5JmesMnIh+LVdR4tU6AO5f4V4pyQMZbFiiH9"
    "QYcsqPf5tjq9XSpoW9Zjl1zWvKukUYDip+WI70hoPKsuzuqIUm/l+mm7RzAqP5pMavXsIJ2LXR1CnMbPsF2lRCWlYGmsQl2G9TBb"
    "UITn6Im7KPe8PdOg43qLWaSf8PmbqVmj2JPsn4n5ml8zMm8nmBvrIitZG7QOnVz2rJp+acMJMjk4hZXYu61kKJnTt5JiRE9tcA6W"
    "w+LVQnoGi8N8tJYwUy+LQZdbrsp4Nr/lJOxan4Hdnvky9ZPhbI129jbIWMzdBM04vAPLNS6jxBs7wiJmhsxLfJvTiGZBDn7TDTJC"
    "Pg0P0E+krZ4jX4YTg066MHwad3h4UB3E6Q8Yo5DDCZhv05951t/1Rpv7IzeQ+3ESvJJOcpe+oQ83gWWbpleRb83QA32hTcxG3Cqn"
    "QToNpxzhFB5XrTBbPEQuoV59E/7fLGLHYvB67KQP91MMYp492uEkDveIIKs2F9Cihp7BcQ1lcjwkZzE0j5v1V06Nchc+sxx642xx"
    "tsX4u20mtdUQY+wgHoX9GYZ1ukG/guUwWZkNaSiRz6SvpBHj6T4VZ3d3wt3N049ohwYEg2UKvq+/2OyL/0LTpX0+1bTPF3gLbRr7"
    "CKnzvkapn7lne5ynB8uwTPTu8mrl9LHTOZruHttidiPhOQFMn7SEJqjgeTe8kk0wuRHy0Acn4zixcznJ+mfZo1EOCx/NdMcVs2bR"
    "1uuFvnKkfgbbUQh7OQh72z7nDuz1ZO0DTWgsd+lO1SSnFWsjC2rct65aNDijY7aM38WeIgXtPp8MKWYHDpNOxMJlZw2yineOpFkJ"
    "4thLm58SUh6PgXUaHdyr10OP95dnZR94qJdrL48rzsOfl5MryFClx8liZrrrMhgml3NYB03oWDKvk1fha/cNzscq3Q6r9q4+r1NZ"
    "7+zRSF+bJQ3JOWl3avPrm4mbPBolj0CSzO/VXpIS6hjVyyjjNfDJbE60cc3+5LsfUuw0sthqOvTdrRrIC/BfbNrou4iSesP+nSS/"
    "kts0ZEet1Q/ni1WRLIfWgzntvpCPT9hFugdWZCWsz2HsVLEVvlTS0y5j7MJIeC8v3mgNQqJslFMX25HxPWQWuoz5pzi94zJoyQ2N"
    "pCKawXJtxNWqG/UuOhZe88t/1regITfSC94d3s1qcnLUMdN/amZPna+Z8HiU6Tb7htNinZ0q4SmPNRnXZ2d5y/aZ7vCsK7ie9cxd"
    "pRhLbCeDWGGsZxegRVaW06xm7fZ0ejWRTG015LOYRJ4lo+Rw2OeTmB89QaJhB0S4N+pl0Iln4bqLzdfFN14J3bOS1n8qottqTc8t"
    "qfBTOENawDHMPtZjzbdCRLcQP5sKDXAs1n4nyc63bn14c+G3VvkJFdaDtDdjaZucnfI93+kd28+z8nbKZDXSr6QaZTr+zKfYCImM"
    "+857k+wz8cm2UqxOMoZK6GVAMzWOCp/H3fp/fKfDH6V1v+sQ3J9cvlVka5jkcfj2lCXUG4eT8zX7ntr8jk3wXmxijyF6rhfjm6nB"
    "vT3ikT5plIlJ4Kv0T+YQiZev3eD3tZIPsa65+EwMtnw76JJt4U8aY0adLIAtiCC6nq6v6ncSYcWjBs/mMP5x7JhjubB72ZV5vapG"
    "eMd6f9ZaSvgnM7rTbMgiSd18KnbSV23i2oqYpANp4dboAB2qjyDCHqrNdFAwTc7Rx+VAnJM2QS8x/twcuQB3PxfP8rkYQmiF5m1R"
    "h/9ayN73OBUV+IYi2RdRYwz78o0a3sKee42P0uv92U9lcuplfJI+0sDnZv3261nRsg6WrYgEtBpUlU4Qx7tWz93tJQ2RaIKdO0We"
    "CaGesb2Lzi+WeKPOaZfJGkyprtM0cvEkThZQ+r41XMl27IPrIH0lPVujgj6J2b6lep9M1B8hAR1lBaKsFbjPz+RbWvHQozqs/n64"
    "z760lsugNx7hrGZj/t1Lrsf5/xTfdKRcrTPhS3ZlDcXYkq7CnRgKwpglKv/AbVLBqUNH6dOwAy/ANh4uedCOXyLmmCaHS11YkfFQ"
    "tpV0f1g561n/hN2+TS+E7FaHPWRMMF4nwsLsLFeIm0bUx2ty8xld1rQVYpxSRoyuDpwLCxknGru8UdwY+on16us0K2WHYAYsVj60"
    "81KcnC/x56Ws+dwoPaSK+rOCPbZVzJyYnvxFvyAeYhaecTvI40E4Q/O0NdnRs1WKR8pv4ToxRuZl4Uj9QW7MWYdbqJU9ELMdISmf"
    "4UlC95XwVJRyAtYC4vdc9q+er9fBx7tBLLrb0fNbKLyver7D8j3jyI+T8vXTWvofob//430WuTujIDf9fBURJ9n40lS/0xFS5e3Y"
    "0UTguLnN/STmp5e6GKgNPTyXn2qf4Q5u8Lbct+bRxrufjuVpKPFPt5i5WadRrpTmzEq5uX7Z7u1xSOPHsMOzEEncoyOCZ4KV8NB7"
    "4n5vYS4vQWyo5YafZPbf5ifmwIYVMUNQgd1Zx6l/5g2sphdem2EpqSfeS+R8og9dlqCK8U2UKMcYJf46aNUu2KOd5EHozgu0eZAL"
    "v6pGiljD+83PdnF38iAZ/eGrwo5eoGP1JUS4V0hOsAYxyQuWoRU3y6PMr4GT4t2xm/3F6YakZ+C22R+hZ+rIrt/q2J/X4MnY+jkE"
    "8UYdKCVE1xXiPT/K1/imlbBvs4xzB9b9XdaAV+l50Fer9R3O67D5BJahUFZwP8B1qngqbI7yHhJqw5yySKP5Sqa1Zqir4hV7SRkH"
    "O2vx7k9yiNh0D8O6rMGJ+g5RWh5Xq4h5wzOYhzYfswXxf2uhnQURaYzR0/7yPV4vYuRomjGfyOY4pf0ocRi5Uryzb6NJpqE2pwzZ"
    "nuwRTNHTITdj5UTY7Vfgtd4rR+v7OInZ51pVwRo4ux2ys6Uiw43lWDlKPH7BspMp3zsom80Pa5iz4N6Z7nlIEvNq3sBx7Cb9Et99"
    "AKPFQ/Hvnt4rqSaOqgTemstB1Hu0jJ2h2doZunElI+By6rU4ouWk58iXTNebi9jaSnpyWPqeYl5GtpWG05p+v3tHK48y+uN/iUwm"
    "2v7bv5GN/12dHgh9BrCBKaWjnyjSqVE0ls6tOC/IPVnXzFWiHtfaksgey/Yk+ZR1PGnPQ6rmUuemPLrM5b4v9DPVNmmamcLQQek8"
    "jq3WZ9QGzsP/xHfzm26cCjuVr2uYV8vXb5m962SzqJrIH/Twllsb1fkdBv4k+YoRsWliwxTej90bBl/Z5thsT04yV4sYKGFmlnAK"
    "nxosSzJ55SitT8pz7v85F69VDyw6cetQ6KvR8+Evx3mqjuW6jvL8+YWco+y+pbmkeWcc34s9nXk6o2GzfmWHZD57KwrxswfhQXTC"
    "vndlF3Abz0J7BGcPRTgrZSOfIUq7kPLxoRCVskSPyXjeMQ0b8d1UZbhk7CeO0bA99MyPjNUqWTtLkCfiW01K9olKB3j0mMMe1BM5"
    "Jex9uglr24asbMvpGb8rnbFit8hMPwMqzMxZtOpaX97TRnbOxomLsKyU2b3VeIbTmMdNoy3j+h94N3HuUznxvcrquHWeJbircTKv"
    "VsDHcH0tXf2EHKsNnAUp+wRnfbi0xr3kYY0X4L5Hy/2yiJKbopeXgHcV95nvFfRDs0/jinHFJhA1aFXG5XyuOD6XlMf4tDanJu4z"
    "l+vV+QUNJ7GtNEavh42YbQZJmEFM1tFK1eD8GVbqdeLLovy5TSo31jmld2HVrPnGBQJ9WkhpPtPPuHBorSoi4QsymK+Q2CAXFbVj"
    "D9Rueofcqo/J7nIuoqDT9JzgEX1UPpQe+MTvrKz28dWCEaxN2bos0i/g2bWD5vpdC+Ql3V2NP+QReBoux5PK8LQ0jkzMgh3Pda5n"
    "RsF0h+sEs1pnjFMDw4x+ct54tqlf2V+xLE4BK2K1nODwCVl0ynjn2bCtISNfmxqnGWzkDtTu5r2vZ09VPaxDXP/F6xzKNS5k3uN+"
    "7MnJkNjbcJ7y2f9lGQvj2H0d+3cVTsE4nPbvcCJmOdZQVscaz3pK415L/Jy2xrGzesRwT0lz4qS1ebq2NpCZ+XL6qharrCAqrBI+"
    "RnfWI2JebtZ5dP9nnDtcpK73qZD5UIcQzraiS4mh6owI4G2cmjJW383b3lPWkP+lgtxoX7EOaV52Mfy3s6HnftVDYDc3ajfENw/K"
    "BKzAk/IBYpzf8H3fQactxfkfJN8wUntFHpL3xE6Tw2laX94svGc9dM4Uopmr6PnF9W5ZR/Yhy5utVouZpulDsqOMhv44Ul7Cr2GI"
    "8Y+mRLkpKhFWPs9mJnEJbZZjdo1n0Pitpa/3q7MjldKz7Nd63eI6bYdJpRiH74e0a+NgfSLhl3qQ7BcsggfUHmvxob6PmK4t9GI+"
    "NFEveRlW6YfwXnjUj3Giczv5Rcfo3dBpp+rzQSVtlEOE17PCbFXepNcxbWQAWS+TvnfP4RpfxDnNY1fHeKzZpfIIbMQ8PMd8yc6c"
    "5Po/5rJjIgGL1xGvHCCh1xq1nI6m9AE7ipsSVEckpaFu3sP6nSqGXo5wplkVPLh1zFeaz2c9jPeo8VtaBqFa3ZTvdcx7mqVLIPq1"
    "81+KCGEx1iIX+mih/ksXY4XuwWlqL/dIDWfPLMHeGmeDxSy3wZf+RtN5Isv69/dMAOorBxF1+z1MrCa1jhw5BXqt75zVDK9c6LEs"
    "ziKmEfnb0dPemnW1aMbnareZj6ucE2dc3SVk2apQYxmezfne1ik2Wkzv9BFXca/1NtImPB9DTzQHPr+dzAF8/tbQuNmRI3E/F93i"
    "wRslyvjFTqVxNFVyttGFcqVO1vd0mazFuv8IueqCHX9BH9MK2VsG6QPwga7FOcuTMz0Pl9NmXSTNKhHjBLwSovrrmJcynICt5CzJ"
    "w/87ZnqNukkqMwG+mtlLdxrc1J/1jAnO98jN7syWRNhbYvjsCvZ/FDKPUMr+1l5yJHl3DdNrkck6okA2abdgLn38eqzrR7Ch5pMV"
    "0QsdJlb/fBrPvUrHBvNgp/7Y96tYG5ER0DDGq3UdfIr+8ox0g2exACt9vecjdWe+k7i+y4PJv3Q9PRjnHdq9z8PfdhDjqM6RC4Pf"
    "cDrm4oS9iydZxJXfUb7EKXhJ3manyquIJL/Xs6Hlz9WTAmczEl7SdvPRgKrzHJO+G8JpoDLsYQk7Ocz+RYmFCD23nOt5tx6kTZog"
    "Cms5O/Wmw/KX4m95rKw+La7GWsnevgRX3fGz5Hiu6q4imY4X1ZtlIHypT2HNvtMZsgmnrjlWaCme4Sx4flbfM6aJuEzWHyAZb+hw"
    "PLl5W+7O23hNmGKPeFSvCzuEM4Kdc/bMOUKnh0/gPb/pV1iF1dzbcsSyJWTLizPGLidbmOUCCvVD6uYkUeohLWwNV2Y2Tv9njGhj"
    "RBOvhFfdxddFbbabw4LWUk8bp2/Ex/J7eQbXKPNuu8kmfvup7L9QP3Up6ieT1ONJT4MNNHTBP/GU6xlvzoDdcpm97XmVGD/X1nej"
    "RPQQyNNdUk8mxEugqT7UJ+UI+Rx6yjKBB7Jfqzl9nxr6Xov8kyX8fpjHb7t+K67s8gWRzNSKBjkuhE6t1IfhaSxFZFAPCd5ZtpF5"
    "iJ6LtYt2Cm4RY8/8Arb9VXzfq3jGO+lHWS2jfUbPp/yprdGb5AFcrz30zkK9Hafqedzva2Sss9pNMmMTkpleHGPGtEpINeXQnRfL"
    "y430eNAcXz2I6H7ep93go43Z3iNxdelrxTT8VXq/NsPfcoIafYGe2bXyvTzEfgbL0PaAnS2DFJgPUaSfygzOWQwzyCU3Vcs9zWrv"
    "vVlGYAyZB6Keg7gE9/Cy97xXSa3XT8XwmQzVsgAyYHMXdgwmQ/Z+xIn6DF7aoeIimlJ17Kk2e3sIPbNyVd85lfTcOztlfC9jubHe"
    "J2cReoubYpr0nFGXM3uf9PNGl7MKlWLGchk8oTgx2qZ5B0tNZrqrrXbcX0ekmzgWuvms+BjzalSfgSxMJzv+x/q1Ok7YdFffEEiH"
    "u3otpGJ7nNaNeBLj8e4jb+Lq6xCBXSBNTV3ZPsP4nuYAdSjCqdCAEaLF3xBj7jNGpt6wNAv1HHiB94drIHkdoTdOk5vlJhkrZ8mt"
    "kt2DrCd/2B0ejZUi+8neEsvsdPNGPb4NGv0uPPVcjWU84gD+gvOVbUbfVI1nvOgEtLL99z3Oz+94+mFyo1hU9AUrQAuglwrgRczB"
    "LtTiX1XQJHN1f6yreb/ziUXowVmtNtGvsxhzlmH3JsskPH9n+LLFxOB8ivvcBnuS+yezx9MdsoeJ2xn1U/VGM69mGnqtPOs7ZXMz"
    "fZJrKFV7S7obzklCB9ZrDF2dB++3hPxQz+N7ivREeNwbIKnPcT06YMW3IwZIfCUrQmaYr2D7Z+sNUkucYD7ndhqbUaG+Jgt8R2GV"
    "Z/suZD60GKuSi93bVf4lvfCkQ6F1N+oxwcPQoVMQYVRDrhwTfB/Jp5eU9BKj2oAE7ODreFEypbu5AIYZPwkyt4QoTJGYR4Ol+/52"
    "k4SP841/rhW/KV3ta07dajWTVKZ/OMXpwlV+9nrEs8wW6ypiKu33KBkjQ0XDBYgKNkIrzcUaXSPWD/qDGK7ZMgaHE7eg6th2NrH/"
    "cUt6BGbrYvIFr9GRgdmar/H7E8jiNfKELGGXUA0tQCV+WgQveTm8RasLpPQcse67mLqZ97XwKZS6qoS+lO3mOMb8gxkHbNL/ikPH"
    "fESfxVAE+TjdZl+vhcW06fHFzH+tQ4SdQ4biSsTrcU7UitCHGkOehxLmm+D5S0hm0JpMJLRJ32yCByP7KzP/lDHHPNkOf/IZ14m+"
    "Jd+2Ja9kvwP7+9FESqY8q4XLbTqP5AJOqk6/z73y09+8Bh9gd9tBIvtKhPmKCs7Z+JCV2CItknxmELeWEnbtF+DXSnXswJWIeO3K"
    "fXwvVhL+QnY8UkfEdQX0qStp1WwC+XxY753EatS7E1+5FtrQ7ODz0He3QmpW4b6LGaNZHsF5/NvKMvjdCxGLnyilHhmf5J1YN791"
    "lFs/+iLiOnrgijuIsQFaf9apwWqidA1Taf0+xoC6Sn+Bhvsc75rPTObbiIbroOeKoNc7y1tiHBf1jRizk5kJzZXanXomn35dPWPB"
    "UXzXKlqEatiWOLybqGdkvk3KdbvAeJnm4B3GO7EccU8c1yrkSXS700sasip1/HOjr00a3tFq9MZlfiq+qyvivb3FGNJ/wNUvkRX0"
    "mu/CE8/0OXC3B/GMT2VIlCvxXecF9yPCeUy+wcnsJ6dpH31cj2vUJ6K+myWtT28gNjDK2fW15JuxCGo1NbbrG+6amZS6NVHAyoiz"
    "m/cJKj2WyNBAbeRA+NITYRFPlYOkr9yFaPpT6zWUc8neV0o0fX/sWTF5UBDviM2oLyKf2UZYhnJG2WNggwsgNefJTZCZy/EN/RGZ"
    "f64LmWu7Xb6Qp6nrFpJLfgPW5BPG90VyRrCGvbWnSx2zprO4umYR35Q+iFUD+Td5EKbpNHgb3cU6KN+ER3wabNEsVv4LdLzkUnrL"
    "8fljGEO0Zn2llnWqlLoKcY70hn/4vNyoP+OUvQC9NteyU/A8zyXe0PJhFcQJbcM6jsOR1Pps8AI8TYJWqh6fL4Yer2TkYh7iLtiR"
    "ScQiLWRP8WfwUR6DLs/DSS7AVVZDyjZBzixrkuZ63dyz2cROm5ifqlcB7+pQzjtZowcFr7F2E+FKlpC3ZjXiNON6TeLMTdN/YlW2"
    "Ds4Nl+kTsGAD5VReIc0i29hzEpzVAWTetD27jnzElqu2XtvsLKMp7lof7+0ey3yJQzCsxK5YNLOTXC+v4Ekfguy/Y32RzNeazivX"
    "zZ9Tm2Dtzv6Kcp6yTTpIsr40lBWBMnIku374Kp/9smhvDCthF8NDTumzOkdy5WPIaSc5Ek9VEH6vjWeeplfHrdXZ8OLakJ2yhhU9"
    "Q5R2E/N2U7S/J8h8Rhwhec8dfsrOUAm5c4o4F/pNvH+QlLNTvYq6cqPn+1Z9Gesf9fXmzVnJBpDLK6Q/cYI05CSSvG6xjzZbSpjJ"
    "WnX1K1WNnS5iBddyueM5v6gdzsYqyop1a7WUUtqWCJ/jDs8gsKPvkqvkvzqIi1CSOFHHynR4xC/ge3MREwXyg96iw4PtpfmfVCKT"
    "GfSjZnL2IT4tjGvM3xtJJo84cxkhM041vta2gagv12XT8NNLxerIxp93gjiOnDJ29puv9xSzQrm450A64qlbQS89CC+uNU7LRnKf"
    "50F/zMGvmVj/ZXqRRCTOCDDlO2dd1fxAcUi5Thnbm66DbiMuA1bpZx0ZB2oJJd1YdG6S22U5O8xcx8Ba9hk4tN9h0hOx1fGG+oHG"
    "Oh9rME8v1GN1QjAJHkVL3GOlfgsrsRAa1jTf1fAFS7336vIwSV9NK9Gj5HNEpMZDtw7awzqSu0FDvCKfyO86T6x3eapar18eu3/K"
    "9Ves5dUZDn/1nsvWrFTUw8+90vdJ2BxMyxP/Qn/BMBiTsGJtIXvLoA1vwKpNgm4z5vVXcmp8NdGwIEWM28oZPd8GX7cGmkHgT0dg"
    "/WPQTvX4zErYV+ulcTmSs+Q9rG5XPOEQfKKbPOIZcKI8sRtwHwlOKyuHpushOyIumQa/92bYpPY5udDOfSFz10idZwtw2M1c3GmE"
    "SIGN2IUa2rtKSodF68uIMH0W8c17iIh3RCy0FlZt12Ch3i95lLbuxOnsSWTKIezVc4iMD/V8MUuah/1ZS1TMKnzXUjlafsKKVBOJ"
    "t4zcjuOI3zxMLssgpxoqeG4GQDep8Hkth9V1+mkca8FfsBO0mCwFY2HLcqHTDGezmHMtEr4jP0JkWMg+5wT8iIV+GpH1OjwIHyiG"
    "9ayGHV7KLodQtRESIEGOAVdjrmIcWSdOM6wnN2DS57e3y+jjlM+Vp8hgGnpmAKu8uq5yRCWI337Cp37F898hk9kh9r1UQI821Ycc"
    "z+ipdH27A+/SYiL78zg/0cL12sZpp88XzWBWnK/Uikj3w9hb53LTEY9vHSWL8Ldm1MHjxGEd6zyOfyWltaO4CRYutxohX2uCfVh/"
    "9t/qJie01zfS12nL1Im7lf3bsr8SpbxGdR8xyR4lK9k/ZucrpxGCNtQ0c1G4WcW9of7ejrt4KXRClBKSZKXesIl9WMdxyFyXOY4Q"
    "QdNcHDp2FXylAfBYntU39F1ctUNOBXTiG4hlFutvzOspeX+SkJtqWLo7pWwLp1JvyRSmLfm2v35voTpU/X74ea3vIkz4XIvrW3Z1"
    "kSSzAoEk/YTMMdQiwsnWpb6ebpzKb/scXJyZmofFzQCzfujzoRVHsfJcBr1nOuxZYixcLiONZkn3bynt1J1SzcxDMzkg6Eq80RT8"
    "WoezvVwtu2OadSC01tHSlp6DzRFYqdaDaTFAkZ7LqssCRBSVPouXZMZscKYryDy8K4iDfYb9dY/IPrD3W0EqTpWH5L/QhYsgk/tw"
    "OqFNT1ss12gBI9psWfdSZnBCsny3E5GIxxuLnzmbztymT086y93A9eQ64tV3jmyi1nevb+Kfh/pulxWZ06HE8Sh7CkS2pFt/qKzw"
    "yDFXuXV8UHbns/VucT3BRxAjVkpsfx17gaxqMzyDuqqhLFksPErzggvkKZmgw/HTp/BaF/kc8cFn4VbMDycYW6ToHSbImjtOVNP6"
    "eJi4aTHK3FuxXzH3BLVkyXJdK0VN+IlJj2o1XTnCo6NSlNOGWvU67yG4OVWHk/MoQtRlMXmMRxOtYJxPP8rreN634dW8pmdLr+CL"
    "cIBcjFvtiVhjtBg+0Tpj9jAuW7H+9/fwDRWsfiRgJerYTRBlfW4R+94DWJDLZCruazE7I4pgV9azPyLl7VAN73E/37lVpWl+E9dX"
    "7aTBTVnYwOcwzTaSEX8Nn/swzrmoJlYn4btHEnoie+fbMW6Okp02XQ85ReL09hpjB6PYJcfZaP89Ja0Qbe6okw0nGNSnVqcOblat"
    "H+kKMbTU63gCd1cjaE0vEIcc7uOjmCR5aqOUqB3Y8xflHlrWZZwUktHInmSZTfeQU+B1bCuv6SG6txxrZyuoDO9AXOK6/0wfH0kO"
    "tG3wGZsyWUFrt524vrbhtFp7ivmm9Rk0UZHn9jfWi2HwtrYWlyVN+rlQx4vzyyLaC77+T9D3i+CpNIOXcFkwQq7Qq+Ht/Ree8TLK"
    "h+VGroUPO05s724VV8EzfJ3rV6yh5ETJx1LjO5Vcb4Zlgmq0vkn2DjffeDbORyUk5nGx6RR9Ecscw+tU63N6H/72HeSuFP/uifV7"
    "nD021fo0USvfYU2MMecg6LLuwQ+sINVx+qKt93Hs5HxBfidrvfUsN6dEbMDJsqnw5WRDMLSv63Uu9Cerilm0G+Q6Ysi+w2fvRozx"
    "A6RiEE73jtKx2VA5UBborPA5GRd+mjoFunpXuSHnGd3EbESCdd4o4wjboQ841yvcjA3U+R+r/cwV8xt3zWCilOvZElpziZZwP0vg"
    "//2sFuMVy4/Yi34evZ1mjHHMjjZ1biremZ6I7bw9q6/dhfe/hLuI+Sk3bl7cejzftZDAH+CdxplhqiBuewg7XnvLrdosqCdLZAQS"
    "W4ozvJITrHJZVfvj83Tg8zwV/BMSeq6+jue+Q07W2/DJqcFayFV2WzLeY06dpXK8clYNnoFzUZfBuKb7YdzkgRKf10hhJyNEeRiu"
    "2OaQ/eonSjhOFMeufpTYVLUD5CPo9IfZQVcDnfYMtAd8f3hHx8qPrA8aa+hKYv/LcJ8T5C7cyQHMkqivCIY+clXIwxxaooPlXEjt"
    "PXjPEmie7/Qu3Nnbss5XwHrgCdbiKsZ2vQJXWkx86p6ckTVSjO9hGc7kMi3DFa+Fn1CuL+JUWBwwSQ8NtoPeOVF+xt2OZWy7gTyf"
    "1bDfU6GJC/A+22Gl1B/KGmIUcnKxnCWVnqUrlZl1sNSz+Jse2JfR+WLc0f2soSaIucj3eMfhOINuH6oRO9WzWpBG5RkyY5TP2iSb"
    "7KhaTUSLkhso4ju2l+r18BwGeDREytdvYjpIYpkOksY5mgZ0XAH2rF7XShqFpdDJCeJJUp6XM+JZsQ4Rh3HLbjFgq2GzfkOMaOyE"
    "T2PfbU5ahTo27bGs0kcZB6ftq1kTsxK9mDnpBdvXA3p1hs7T3ST7K9U+52AZv2gmBnNscts2ispcXdP9y7RpS3EcnBd6vGQp7bQ2"
    "ipZcR0vSc9yEfgZazLNol9MCHEjOyajHrZ0tB3MV4tCxEf0H7IlNg7tUPoM0GI5via6Wk6Erv1I3vW0VT08NWQ9e5nysKtXNMKyO"
    "T0P9+WzIsv0/vL0HlFRV9j18XoMSFAEFREUQBRUVFAFFVIygIiZUMOc06hhmHHOOM+ac4zgmzGJEVBQDOefYDTRN51y53vnvs+99"
    "1W2o/n3jmvUxa1S6ul6499yTz96RPLhT25jDiTUsFPVzfWmPB+8QMeuJOVKu5kev4TtVUqIbqdksN/k3qdYIy089KprLjh1JD2u5"
    "l5M/mjuM8DudD5rQ33/e9CdimWnw83N1Hu8iDr8+xadOclovRcvnuuNvY90j0awvPVqlLpLK5f4TrMImPIPRc6ynlPMaWT8pZPcZ"
    "gZ2fB41wvJ8IbytNGSPzHOPaEnvvgbh2pTyBE3ixXIZYYQs5D3e5HHdTos9Ff7o2y0fHdCHRQjOcSH0DspdkLrFWL5ZJzJRnaBH7"
    "60WSJAPil2S1TlBu0kTSLMTVf4R/cCSjAuszHyxroWPUY6a7XFCNumpuU2zdr1n0G3qe95CRrst17MJ5qHOpdcqhuQqJsGDP2ZEZ"
    "fzehUMHoxuKwgVJNlrpsjgstmixN+k5x99YX5DKrZj/+A+9tKe48C094Gc7+fXoD9PIn0FWPyWHQHaa5jb+5lL6fnaAtgvHkQS9i"
    "9c3YP7/GbwyTnrhOhf46p93U+S/yBbuSq7B+w+BHPCs1zCPvKIV4ilFeD2eI/ljrp6TL9ULmJDbCGi9DhNE32ASW5jMdE4w0hIpw"
    "lnYIlsm1eOfuxE1+Bv72M7AEI2WEbGBuyeZL51If3kf8QIuM3JRCjCgQaU4C1Otl2kXPgrwt1bHBI/qwfkIMkX/JDVw5x1f769mV"
    "BN6mgkhEjYgBLPM0Uopxt3J4KGGujua0w27iOiprWD8NpDkPr4vkDC1znGe+SfPpokhHdaoO1WSrwfo3yMAleJtz9S0txmqOJwd5"
    "HfPyFxPJK6TXnGB+zzK+deQKnom/T8WbHw+pPEF+we9av2USMluu87EXNlcxSd+WebD+Meq8OfjGt9Dg9hyFOkGew33Lwg/g4/QI"
    "tpCb4COV6hYFA/S8Fmq7+T9xc6ftRH08183XizPeKvz2O2lq9ga/JinmSE9krTZFTsB893lPd5P2WKfrZKp+oNfLB/AaBuKMf2+4"
    "XZyxyrCyl9JrxTxQ0/ybegZfY3Q27rACPwfSRSaoMbkVY71m6Yf47xAe9DwdK5Owsobi5qaU0r7f2nXsVDJH1Y9o1ms4xWJW6mqx"
    "yfK4x6J+XSrUZbBME07TiLu6G1Y7lfMTGmgJ44zbA4/bt21uMm4T6LtOOLsfw7Ym9EVOeDwDL/U7aEHrf3mX824bOEN2ALTaefCp"
    "DmbV2zpRGzi50YZMtLV4p6bJl7TvB3W5i/4yWJ/E2x0g5Xjrzvo01vA+7VnwAVY4zRlKq3s0dcN8z3XM5LiZooyPTb/YT67jHE+W"
    "EZW9u/Hf2uxADVbhRv0CNvlGvNUkeCrzsHrp4CP9nowdjfTdDAsupROxP8Yi/Amk2fVhJ8kKm0REXqUPQh/s4O9qudq9ctkZ24lK"
    "fVTelFnySfC9/ojVWBO+rC/r7jo9nOyzSFlq2AHM77je6QwZNZL8LE50mrfYSfQJPFtj1Khm1vZsxEelOgX2rEy/kc+8z+y8qZHk"
    "wgk9SkPop7KVvlnzT8wizsD37hdD13E46PMZUbk5UsPKKfZ9Q1mc9YzuJC+ocUwZVnglJGEWVnBI8A1+5+tmlatIL7f1WvkhaIRP"
    "2KF5uDwFG3Yo7nUCYuPX4Mm1E5tYdPP0ad/P6XBFZnCt06wGWb9BmkhyfaWHzMab29zmEDFcVuPfrdafIHureNJqKeuWs7dJku0g"
    "s9vJMubvLCNs1bBl8B6roCcLOdGWzuEdKPtzhLHxaGbXO4rjAVOfNwrZe3I09HYRz/cyrMZ6WI9NIEVl8pNGnbtNFbAI0b+NnC+t"
    "c32or/peMrOa5+L9e8GyvCNrsMaG2TQbzzcdb7SH/N7LspqzyAeI06v0LEjxlzgfQwve5fzxPFYAn/F63fb8U9Z8GjhDtgc80Rhx"
    "ZQ2le/dgJTOaE6Ali7wdd/FM5FsNY634v8f1sDj5DsqZzb8UM9ptIA9HgtwIrrZcR82VYVapXqPeWDsT2+Q6ZjM+9o5iBPeMjtWy"
    "N+KAu4LHxPDFxuktMgW26kas3x2MCEwC9haT4HLvBRfQMy0Tlbf037TMixidGTvcz5Cc/NXyK2V/uQBrtIEZ53JoiBLyU1jOY64W"
    "SXHOh13v5zkXUK6uYo7bIVAU+4xVEp5PsfdLQ4/JUKdR/10i1yW1qVj3Vobd9JuJixntDebzaiezA7YMZ3ZPImENYOZyF1hhQy2w"
    "nM8lcqbUeh9NPXdgll2a6zT/3KF5co7luz1RHxp9l1OKvGkNeK84NXYt/3kcfYrHIQmvwsMrhCS+rp/qc5Cr46VLcLqegvWYB4no"
    "KfUyR7+EPfgOnvIpnIGp1ohNJZqUDH3fRi+8rUneT3i/OdTDVgud1MKs4oCgSM6GXTLM/GPgVzXoON1P+kASjpdMDr857SPsBp6A"
    "UK/TgeTGM6twFL3gE4kpcJ8Uefvfl5gXGTLSlDK+noifXymu39JlQDbliTYE1xhzx/bznaSCHTdZYoaFGvFmmPw5FuVKxjIvMk+h"
    "nlPUnvJF79W1bWbhmuORxJlHjaqk20m9zyFkfQxof/7Ck9TAbJtl9ktZuQu9n+h0XaPuzopWJ2lCyXaYB84bWMeseSOZQBrJcW+9"
    "d08z5x/IXh5zMJXjTXFvaegRs/3zOF5s1+vTUQqadTQ4NPO+4lBK9/ZYWglO7PxNMtRgxmK1DRFmHaN3nJp4ISfRNkD/766Pw1uv"
    "09u0p2wdviP/gL65M3gHOzsGevgTm0mST+FpvqzDZQ2vf5BHBHcd92Zn53K6or9cKq47oYG8QZbZtI6SEr8mYa4LfIWvnJ8AbVeL"
    "na1opvnqyQ/QNGtqst2j2Xxlhv2/kCPqyCQ54B0aRwm0d62erf2CJfIfspiP0Dh8yLc4e/MKrnOmRFjj9tQ9vAWxdR/iT08ltWc0"
    "S53/O1mPqi6e5V1zLCkub+OuVsifHihNE+DpXPeeej9ayfd0qMzznzieziRzwjHETl+RAawCbz3FIpfAYrFZLfSTa7O+jct45wU8"
    "EdYBXs08dBMa1nFS6adGmmevmjPT5a+jO84sN1EQMUo5+1avM341LaysZGRpp35hf2M9Gd+NaccqRRv1/T/kQ2wraZUWP7F1LvT8"
    "z0fRmxcpb5Z3cmij9r1e7DJJEXvQ2CZCH9fYT75ip70ytkhzMsxhT5mduZv1/XcNKZvZIWPFs++fJg96voXf4yI4zLGa3MSjm2Sb"
    "CW1Ykat8lHlJUPYGDPK+wn//ppKnKt/8Kk2fbPZ/fKLwp1OwEE4+7CyUis2f2psY59Tj4uK5OnrkJ+CUNeRm9utyz9LPc9/kR0aw"
    "Hv4a+k8RTnNvSM1f4IWlwluxHq/haivhTd0nNvn+tu5UcCor1oF0k66inms5Oi+FerP2hzc8AlotA7/l37AkjRJiLy7XcrkXFnxZ"
    "wQZ9BPb0YVi2Qn1fn8fvfck+lQQ7UPoEjdRKtbqqBT5X1aXs+HISYh74xYhkLsAZOkX+qi/Bi94xuECsZvgTtP69GujpwWm6OXTj"
    "LnqNTpU18npQG96o4+Vn/C3KSbaR3yLhbs7JXjuXF8mbsCvbIHofgNiqK3kXGjhZnGDfWq0OZQQbZ2S6Pb5Zi5WMcpiuPrwAVuA1"
    "YiJbn81GxMLf6z9koq4VhwaVbYbufqCvXyTgly/3XUMOPWSU93Nc1ivTTFrbeLv6s3wc3KKvyDWyn3wcPh/sHOyvV4efh5Wh5frn"
    "krXVIWBW6KWcuFmv+XEjjBvFeNjT7CN3b9ifLKMi3+hgiTolHXfhFTznW8q/IUMfqeGpLtaT2Ce7JdZuX8mQv7aU95+Eey9n5cg6"
    "C/oTOzKSzlpmMu2sbmAl23VGJjjZcrC4SL8HOwg65nRTebMTNQFxmMNYqPWIPObdrKfmP1fcpKaIq2elyPST1d9ngFvl+hdTHtHY"
    "sQX087P/lhubj+fYyVc1plMv2bvNJpZTnecCTNDryGJXzXfI/0kV3qcXJGQNpOF1fUHGw0eZA190gJTRLzfLOkZsb4qIZmMYzLd7"
    "RsOkx1l0+IIbtc5rk2xuhrEJ622g2KTgZjjpx4n1xfWDpjBciOncY/N9voGE/kfHykZ2qR8h3Zmtc7jg5oclec1DfKWoXiPtHjGc"
    "7EItVoe9MjynWvoHjdyRvvSzRkoZc8KWTytGpDmHse0CnSfHIqa+GH//u3yP01KI2P4DHRgsVqtIG/90DU5XJXN1i4jha3nk2+VJ"
    "3Vbs6btDHufqREh+J9kXvkQh+zEyWMExHldcfZXXcOEM5z6uS+QSuVb3F8OBNH2xhZRyH42R8CD2+id1GryCH/VZfU7ehWQt0o/0"
    "NpzcOryk9dF+h/coZIRv3tY5srOsw3Ut+7s9606mH/YkX6yt1g5S6REBDdfT4c4f5DN5rsIxCvapvTgmlPbez13q8xVNSKKRrtqG"
    "MdF5OPGGr3yMfI4YYHM5Gj//l7ztuRZ7eC6CJKW+nbiqw4Fyi+wG2zBPt9Cb5Ta5CNe7VkWPCoxT3NCCjcHY0LHvwwkdFPxIPpuh"
    "soFxQAyew0DZUqweXKr7yG7yE5mLynWv4Gf6wUWwYoY+HzHVOgyPqLZURc6alb4Xu8GzM1h2qVANXfQm7aN3yasFi3HVvrAeH+On"
    "z+NJ1sDePSOf6QXQNgchRr4XkjIKP70HGuc4yfqaiMt4mlQZz2xcz/Z5qRhzRK4by+or++CkJnP8im76sg5aL2whdg59/rVNDpvH"
    "9sn+bCXrOI1j6IknI8aey57TCp3FnXd8PZUe/7Tez/qMh5weCBt5gZwFbbaKfc0lkLbxLTCOXC0Jb8XrPLOpRRqLWStppH1u5D1c"
    "ZBbztiTf1ZzNaZfjrIgsCeJJalXToIs5ZbuRMdgD8qLm779ez1VMsQqzJeR7KPbSpmoMCXE9/ZxydhKV6xMSI9JCDGtk/cGGf2Q9"
    "Bd04SV6kxjYf/fkpp5ePFVeTisG7GCrPQZ7ncNrRfIXHITtD6E+VYg2W5VDArabxF7FM3ALsrmUYBhA/okB2J4b/cDzrbK57CKmu"
    "0beCdezGuAN/E1/1cf/OcjojyirFcMLT9MlTPvPhJpvu0EJ5CM8yUdviJPWBhvpncLmMDM4LzeItQBy0jxiHmWFabwV9UaEuo7UA"
    "71HFOq2ry15IFH6TxFYS6m8lUfULfVAcY7hp7auYU/mZHRsHNOtEjTyL+ZS3xZC8JeT6K8L+xOUBaIDB0AEftZAXC+EpFGGFUjlP"
    "PpObE8s/qZHvageL63OMs9O9lrFaKfboZHmHUxIWPY+AVU2QaaYeenem9grW4slLsDp9g/thqb6Epu0LvTOI/r3LoSzyWJ1x6NOr"
    "EDGvw+8X8WedA0PI+IGRsE1KXinlRLqxrhWLrKwbbZZ+oMOgrYxXojvkbar20kvg++wGv+be4CiivtXmkD9jfMrQI8LU6TJGGmX0"
    "p+dTpst4HkyvrVbH+2zf3IMd/L38jPpWOXTuiBsN61nQJ3heOsO7fCF8KPxQH5bhwcBgkCay+3qstmyzHl/Hwnoj8anVP52bOa/T"
    "h/Dfsz2GvuvBqOB34/qoTfX7TGSKc9KNzFsaKlEhMzkuvxhn7u0u+rYNXis2cZrYf29Nr8J6yWo5sX4BdruRqML1eO+hWLtewamy"
    "Bms7ED764bCa06Gr28oTiKjzz9Mu5tMkiQrTyMpEIydhDQHKKrWz6Q3bdHkt/HLzfdZh1ddyFidLHRv3XGKfMjuS0POIpZz19Xmh"
    "hQ51aDAKXvgYPNOzEuDZ/q2v6LVyngwmulWSu5ZllvIgj7zkGPxiPl6p8avjJmhv1jY6NriVqN/HynC9UhfLPXhm6zMr1O9lNucM"
    "iyC5O0LSt5H39B6y66zAdXpwf3bjVPaukvK1MMe5GaHP7CQLueaNHl1sPXe5nvjIB/rOjvW+j3MOOZHH48qPwQsaKxGTSVQ77SJO"
    "WxlqcANzYuaJvSAWDRwnNi9a5BHRXP+xY4Tbk9hzjewGKtO0jyKS6nDWP8R+XEoMn56eXTzB2mMtZ3xexd5az9xUnNpvsV/TsAoz"
    "4OsU4vMVej2nIu+Tu2UF4sN67OZcIil3FYegVkPvYLp1KuCKd/5udr7pz3AZEPTQeLiv7B10h2YegdP8ppyrj/koKskZtqaeYifN"
    "DfAREznE5jQ7SNynjTn8G5u1rfGe9PGeGf1AWtpUs6qfoTJUEqkhqw6doIBMT4aClf874nWmsOe4KQe0nYQen8jx5I2Dl+N8lV1y"
    "WSvzBY7m25Tzs1W0HRXsHP7UVSOIq7PCW7M/Zp28Grb0e8RXhul5JN5gKnb4MZzgRdDSZVz9GvYUFiICTkBKHV/rMuxaAxkv1uHk"
    "FgR2Ohezt+IoafTVJ9eNnPF2Y4A+Lm/Acp2hrQNj3XlU+spNcqLsA1lx8Uo5n6iEv2/5ot3lOfh5O8JWfEJU9z0gMxa7rISMd5Ya"
    "nydaTL1X7TmvThCHuZGhTXfcug0ee2g3vOej2Muj9X74AEvCH7R/MDm8M3gneBzWcxKksxje0New3rvCE56q/YKJuMpgvPUMZkmq"
    "9TR4EJvAc1iP3yzEmj0Iz6+aUcsancf5+ZXwos7VdsEuRGQ11jTr2ajG1U+D7fmZTKvGBPAR7tIX+mUAtMNnOrDgTNitPWQjO4Dr"
    "YAN6yCAxPTNR34fcrsPTxHGHBYgHnhdDyl2CVYhDshLsLXITRd1kCBnIG1uoZ1lftuP//EWNn2cRqym18Ozu0QehN0Quk8U6U57R"
    "cTij1bCgASRzEVEJOkov5itDck++K1Wav47REgZ4JWXD0GQ2+VW3fdzj3ij7pqZ7XN0K7EAvXi30kxhJRuJprtQH5JCaj1U6Tu+C"
    "TJ2HFesnRwcp9hK5czKfPW5X+gmqeqJbVPOJv4AnVs8pzC9wpSOkSl7Th+HFvWP6DV7869ibq+RWxH73Sj19U1vnUnbFRPO+69XY"
    "6V+SNBGM48TDtYm8YmrJOHvI3a5kiTxu+n49q8LZHJ5LiuiiGVbGXT/uJrK9RF1rlTjzxn17pixXw9iox+l5gLiZn7LzKtIbMdo/"
    "lwneh3dNNsMsH+RtQJI81qexM8kwHncXV2t3dbylnLXa4PncrEZxiBiql83PfY2nPjF4H9Fya9x5KU7lV5DUz/UTSGo32DXjf95B"
    "GnxeooaysYr1hO+IFFbhV2wNZ18NC7AXvtUqhw5kkfRC/F6A714Ku/my7hG0CSbotrCqw/QmOUzaSsJ3vtTR4jksoTK9TNxcRJqI"
    "hqvoKx3KfrLvacvT/P/jiOfV46lUYc8/4XRjAu/zoFgFdjH849XwGPrJY/IOnqGnX60Mr1xMj7I616E4lyfnIWqYWvYXz8XzG37i"
    "hbKWWri7tJZjsFIhczhxlRzvZFdoV+t/yj/ZkPTM6VZL7yoZ3+/XAC24CjtUQT/IeKN6isVmd8olOHtNueskZ4aa/rQXd0btmeLE"
    "ZDbGPauKGTu45Zh2ho+xL2RiOedYLoBEnx58hd/5DtrNEG0WYPdn4e1PknHyQvC13Apt8JJuCv/uWp0X7Akpehz+ev5Tv4G9x13E"
    "9R4f5WcAV0LnLUK06lB9OkhU4a0gb0Y8VyXfOtcB5n5ygqzVtEbdPkmPyGkn8lByJjmeCps1WIh/7oc1KkesZ5wghiDUVg7FO78J"
    "u/itniMbmBXc1yOgdqNmsVO9oyzFv7eGV9aeJzHKA7reWuMXvhAWrBAxyv1iUyomL0s5mbsnzsNS4v1/im/Oou03jfMmrGpXqSLb"
    "4TR8b7RMx6os0rbBQvLbNVI/qWfEHSijsXptPb5iViMk3o65vpR8cZay76merFR1HvPcRQk2tWqZ4LV4vuLAdVDMhS5/xSPzuAps"
    "L3GVYvezq2C7yvFuy/DvCdq6oD1WcwdE4INb6Cyt4Jq6XnKruR7AyTPDissvIUsR+2X8t9z9u5OJxumvXeghNOjW0lTZWg75W6X/"
    "bLUdtPj+2ik4Bbq7lR4IjTG4hdWxKZWDce57Ym2sx2wKnnUWdqRYzpVToAF6w5ocLHvJWJ2sa3CCH5R/sgvTXW3fXNeyy6zljzWv"
    "1fPhbTyFfZ5d8Kwxu0EX/Qu/2z74LNgx+Ax/K8L/X0Xs8SM1yIWwXCnfb2xcnKG6HqodOd/TE6vVSM1p3QSGc2cTCcfCf2gvhwbY"
    "TbL2VdC6bYAU/kxMDrORreRzqaa9WcM8b6PnDkrjN00Xfoj9LKHM1zG/uh92ZJlHxl6OkxbH6prn/w99Daf9CUTgk1rNDl7WXeGT"
    "vKtb6Tbw0WyquoyzGo/rEThdCZy2veV5XRKepMN1anixXq3r2q0Lr8puLVeHZwQrwyVkT/kF1nGNvii1xHV8D1poKeT7Hnzb+MK6"
    "yVvBp/o8fKUzZXEYlwfwrhWI1WP6pHwD/+B9eIUWvffBKQywEhazthLXC2pcGNY1tSl8ItMHrbDbDhvS4rdVej6zyfciSrD+s1Ws"
    "cdj8sa3DNTIVz7IQFnN36cOMQSH20/KJzfEqVKOusOb123bN/u68jxnYS9Pnq6mP0ni3BjxxBmu1muy3hqldxl2ZxsrFoXKlnCVu"
    "gt1V8BN4ix0ky677Wewsd3YkTa80yvQZzuRs3QrPeyWrfmuxe4a6e4sYH6UhQTTVAjK5mmCWXZGZZt3oLicRdbf/vvM94WetM6zq"
    "uqsEOT6UgH2mSUZPJ4tjpXK+Vk/J5qrwUT47oxHyXikt7UbKpOOHqFKHwKiMHjO8o9Pqq2GF3LTSpuxr64Q9/EyPgez8uZni/38+"
    "+Qx6diNP2LfQpy8Hc7Drz8ktOAMOP8ii7AzzATGuhfnpM9jJuUpDOUoMo3Y+3n2EvABbPAnrY17kCDEenmJIRhGZXi/6Q4S5iBkg"
    "zFnMTj4T1Yn5h8/Cl+RDuQY66lT9dzg/eFZ6Iy7+Rv4uLfF8V5FNM4mzNYksiw5TfQnZY1YRp07ETU5WktXd7NJn0C+rPd/JFC1m"
    "B2+KnMeb+amYBCRyBfEYFuH9LZN9gM+DRFcLWRURog83zQBNU8lxYycQ6zmcMrN6w2kxl/DkO+3tKvlpcmZlGN2bbTlZrKb7I948"
    "qVdij46Qq+Qn7UJG4+65GYDIw7Z8dRa/W+1rGBlO4BYx71bjY+ukt6I75bJnoc9Kx/xe7NOM/cBYlrtJNP/iKmop9tPW6lis77gg"
    "xRmba5nvGooYOCDv1qGcu6gmc3HG78qp8r+dyQ/1EUnkOjG/8FXBJN99EpEP3Xu4now0p5byr1tL6BAN8MlKvIZbqwv93Nh2YpiA"
    "G5rNhDseRIv/Y+Q5aITl7gEd/ZHM5CxlDKflTHmFyDfWM7pCS2QBfO7V+im+s5Z9ig45R4k+Y9c0G5LUv8hKMj2b93+2WBfxTN9r"
    "kw/NNOa1dUcxdvAkGUfjHn0oRavusudpZgJtb09rARt1I2vXXZpxiTtGYfM2voCGrOaJSXH9z4FF7CWnQk7Xshvfof036hVShHf4"
    "u6EABD9r66BSVoZn6ZmIgJ7Xd2SyhOHLYX7+n5A+rOWyDUWwmG9o1bHVOCOb4Zqbydu4v2Hg3iU2RzqVCCsr1bjbK/Q6uZ0YycWw"
    "SZsids7Pfj2HGGAx2sWJGocUdEUcU8O8xuocFppltjvS841T4uognTYvHnW+7Ou5V6bikwFiTKlLcDqmQy5nwkOahrVe78/iaN/X"
    "oZ5PT7FOKV8Jy9K+zPP10mLGKd2Yc3WzZEX6tNhOfYO/LyWb0AJo37lEW16M+8yQFcRHqWO/a5PljCxtvk8OF8v1buTJrcZzOyzM"
    "IqIjpXP9iPU+S+YqmU8i4oj57oQMJ4Qy6qL/fRFhFOPpLLqt1NeZd/4But34RUfjbLnMic3h98ZpW8B3zs9RlV9TJInMF9fjJe3R"
    "bJPwZq+QRYyn1+oTMpvIf0l4fvvCgz5TboNsnITzZV3hxrfbp+AK/OZZ0PKGV1asR3I23+zIjZwfLtUxwbtqGcd78C4nkS+zr1wj"
    "I3EWDtNdsX77S3mO66ZBXfwmxNY4TzJ+rryB3tEPRBwfKtFcqX3yHPGCLK9SRuywqNekUu+WqNPxI+s8Ybe9kj/AtPZCrvxkPPGe"
    "eIKnDJ8TNuNz4goV4i5lwV8pTSnfNbMfc7vqNcFiWH/r7i/gbJPh0c3CSanAyf407CLbQhOugCdr+FRjsR5/1+t0QFBHFk/HvqO5"
    "7LT99wAdpm1aPQOL0FVOCcZDQtbgdA/Xl8L1OMmDxXkSR/DbdbTIDpk5hlg06XvpDTPyVBkrhmG7NbEtTesM9veq4DubLq3V/8Af"
    "sB6t9dRPO8tRiAPz48M2wga7TKyrGpp3vilO4j7QGPOIxWa6aqO6PNW/JcF5hzgtiH1ytTi2sQTxyW9k5++rsCqf6DuQmGNlkIzG"
    "Sp8vEVZD1utXx35uune4fMmcU6jj8G7jOMdns1/70ee5g5o3xe6qOs6C2zxPU0dyIlfXdAjLZmnaBrvIz/p+EOpD8Jxm2JkOexPr"
    "S+F/zlJDQFrDqKNEp2OtpujpiPc2MOK+A09/Lry4H/C9ihZrrta5e6DPFWU8h4CrRbTyTEC//UN+ZSKEOBSkeubHMsyoJ/yabOa7"
    "TrP0MZKcZjhINnptbH0po8VV367Ud+UpRCHXI56+RY7RVXK2HIvrPtbCU6d8nTOhLlPrEDV2E8uYlXDybz38xBjjsnrq9+Mh813E"
    "sN5Np48Xl3/Mkr9mI07hOZATw6QNpJZZzl54vyLm3wyx7CU8/8msqwyAr7mBVb8GaPpq33+e9KgnMa7ef/9JxPJxACc2nQRX5lBS"
    "kmSCSecq4q7/r57Tmd05Nz2IfMk2qVHNPk43a72NNE2zurpcLSOCRvKP2ST4CZ5/O4AmnUR7th6yXgvtYhbkTvKB7yLpXAXL/lfK"
    "imo9ESmyPlOV9nx1Gd9v1oSJk/G+leuh3kr+JmcW3AIN2ROy9ba+Gb6t42E3q7D7i7Sd7CqGzTKEXUnFuNMyHSX9pIknKuqAibzY"
    "EzlD2UD0rTg9iFI1bJAT8R6Wub6D+fAQPusJcjJ0unUXmDa5xufYOvCJF5PHN6H3Qwofg5cwBbI3CTLyLizWVjhht0J2pnCaP8OI"
    "fiIl+lZ4fY/C7g9nnPQzNPMi7Rik9Sx4tfvLSGg4s7AXQyoXQ7PH8Pn+cp18gXfPj+txrXyHd+iHFSjSR6Hn75Sngj3hRX5n2GP6"
    "b70K+rs7zvXhrRbpI/pReFBg+b1bOJHgbNFsylGc+3Q++y6jOCDlY/JZzMi0k4y3OhncdabPfK3Eu7yONz0TNqGWXS4TTf+K4Rne"
    "Cq/4aZzrYm2La/SVG6RM+8hHeLcqaOdyj/plGKhu3qwO0eFYnaC345rT5K/6kHxANJurZU99zDPxuZgjTsvgIpGhZKFriiBdBJXy"
    "8pSvCyTj595MbraSBs9mXMVu/nw6JP8nR0B66vFPY7BYzfrSJrKPlLPSslJGyRJ20v4FOzw2nKnPy0apCFWb8A7Vd29tT9ypVA43"
    "KAFPynH0rmYfkNVuNuAqG2HbX9en9B7s93S5GtYy9Ah6U31+1pDqdxRXRZiM68DnKrAJxkrYtiL9azgbseV8aD7zDy/H55vwBJ2O"
    "iHIatOssrk6GtdWER9OO44zsLpEdK9Wocr+nZP29S4gAO1IMg7iO2I5mu17C6v4FVnEOM0rHyeHSX5bjqXbBG0Rr0JDzOrtKND2z"
    "JflUP2bnURz+lXVZGOLQBnZaKPPpddR6jfq+rCLiVMj5LOUkQzrXYWTRVpxarJckmAs1tub38Q4nekTsrL7IPplG1rdm85oO/zah"
    "jwQb2WX2Hv7/OdZumn5FJBTVu3IVLFgtXwOp4ydLc5PgWXbjO2SYOs+Q0MjnTOhl8JIdN7nT2a+QDd51pFrvy7vEWKjUT8WmQFfi"
    "uTrKCOiGbljzLeE7HK+NcjS8hSf0Mu0X3AapfATn0eaX90OEY73qxvf1hNyiq4lA8zPsWTUkZC4kwmYwSvV1KcZex/xazeK5cHjD"
    "54qrynWQNLlPzaOzeaj9GOMqmeiNm7qSefCMx4u1eV/7/WlEd4m6LFYzp72aNr7aV/vG8ERalLOA56oEO1JPPOhZRNayOvCRsiCH"
    "MxflK4VT3Pa3A6WU1vAM9tsbT5mduDLOydwkhgrrPLtfGBsv45rX8RkdbkbGRzdxRlq1ejQRsY0hp46dQyndXSJWxiSR/NVroI5+"
    "vmkB5GI93mwG/usRSOB3eOKvIJ8bPPOSi4vS9F9SZJpa4fF0HXtnMZ/U2W3DxguknB3SsyF3S33Wvpp89GNZfU4yC93ATOMOUsO+"
    "oSZMRbPfvbz/bVn12dDBB3I3VtOrtBP5A6KD/cTwoJcivtoJtuhxsR7JM6G7ClqIaZfohdDcFfDQd5LH5B75GHv+FnS9YVXtKJfo"
    "P+U62ELDbnhQb4Mt7GSoznlzNfXsw+jPTGw1orVl+JvxUFpuo0CMATrGaQXXfW7SUKL3yQb6bo1EZDjNI5U2QtrtCdOchV+nN0LD"
    "JNi3Z5XeBLOWjbRUG+kBGYqMYcTfLAMKPpasWMRxbripjMEb3CqDw+Vhhj2hPzJTlMF+ppn1ugT3Ww+P7zmtZ4/6HKIUlLGfYiZr"
    "6pW6rTTkcj8V3j/+czmu/2Ve7H08dZFOJ8fXK3iH1Vjxh8X4aydiR0fBan+OFT0Qp6YR16uCR/IK/YqQWjnlO/RCngVnWaqIVOD6"
    "TU3/dWBP6If6BmTqKtlekuG7uN5bkK0Dgl3lcb1BhgTVOD9PyauILG9H5LYL7naEXkHsGJfb2OCtijGXXEqEkjJER7OIXtEGGspw"
    "/q+FjM7Bmyc8E3faa/I4bcIp8m9I6TfYjwXYwefw36MNvT7YBN/O0qerIP+vel96J1nDTE0jr9SRfmsDIrC0x85+El7Zh5C7ZbC3"
    "++PJD8R19pKbcSry8ztnsC6mKVt7FtkMfaq92CkY93zHXWUnj1ngIsz1eKN6PwEQzeKPYeS3ERFkjUcOWgopm4yn/Uq/hCW8Qcq9"
    "DnHscGlezXIU70IDxD0bdD07Iuze98lIiXAbVC/N9Wlm9CNxTKU2l9mR3cmlxDywvqr2kI7zcEVjpOoRLIXH0RMew16yDSKuhX6K"
    "xXp2FxFBoV7vwfNu5zu4pRnzQC++r/U+rde7gk7Yv7WQx1JYzwr295TrzfqZvKaz5CedEd4HrXKDjMbdnwgm5DBXokk8+1t/4lnl"
    "5+VxHau2OhWw1fU5dJaLPZdPo/9OAp52nWdefx4S04i3biUTcfU38Z4OT6KcmJo2qR3DPiVZ81HPuVWoP8Fbsb74Ina79pdi4toX"
    "wg597XOqtteH0W8v53y+y2ClqJPO95q/Ldl3jJvBkGlSfp4owWyvs5UliD7epJxbJ+Ya6qaVsFwhztMOcr8aIttk7FMDY9QEPO17"
    "9DZ8OsdbzSHSNN8chz2sJfNAnAh8xhrxqVSwhzbfitbr93hL4+mpwVuuY+fQq+Q4dIgCI9iHZ9XcNdQPCU5J5eNmXQY/pgH3tW6k"
    "b/HZMXjqp3Bt6xb9Tr9gpGi2dKLOoV8Qg1avyKHM3CHG9tFZXJfSEs3/ySKsqMtwP4sd+IJ70ajXyT2+fmF6oLds9LrOuqkbGKm6"
    "ldosN7Pp0KXqOSGUZJ4I9kvGeZzVNS1K4u+rk615XUOn2V5K/Tk8RJxMpPUD/H0m880Z9gteTTu3jAhU1fqMPAytdiy+V6gXIgKr"
    "h75bqAtaYGROalN3fvQsW/D3StTy2IfLL3jnQ2BpP4NUnAufclfYjl04c2Ro9ivwe8aRulLfZuXO9es1n0GNIu0NnCaO5tvtz4+e"
    "MSpfB14pdV4tvcLO3m529TKa1V9PGzsEbkG0X+bxeLLEbrT8TVvOsVvXls2yDyeS1n5YoyqcppuhV9LaT9zOOn7GpT62OpMoB6sZ"
    "K1hcujNkMIV/74X3zd+fmD8GfF96BsfqKOlMdqY9gl0Qy56Lc5sNK4hc30D/I+M5nfag7i7HqmZzTDApZnaWUEP0ZdfvGWJzhsPE"
    "sMmsf9/e8m19GXf8BX78PXKXDgrOhH36BJF+0AJXWRwnrYY955aLn4AVL4GnUMkM/k/Y3Sr60IZVZwjphj11g4Ts+TnCY50vp3dm"
    "VfO9pIRzdjWM2mw9rG/5CPJZ3UlsxypGZymPBeGmIM7x6Kmht1dxrm8lO5lm6uvQISfKRdjd66B7bSZnIizd3fBcsh7joMLb0LVc"
    "vyzx6r5kXuRfMgaaYzX5vhdxzqyBtnVrPOcV9IHWcoqiGs+3DfFAQmrjuF7v63j5WZybMJ6b91O4uM7m/ur4G+uJSuzm6E4S262v"
    "4A+t14fgE8+Ah7pUb9UPg7U6NrgEPuoK9j4sxP97Q9I+hM+xiucgA5mwyanrZC39ru1lAuTZsRLdrZYHWahnBAuZp2xE/Jzf54sz"
    "Mo55dnNb/c0poTW6HacFR8pNOOnnatvglmAAns5ylG3kAD/tFvL7GaISmhTlx94s5YRPDf3tvcnnaYh65+MJnoLcDhfjTi9kZJgi"
    "T+LnzI52ytXE3b839RMmcxELmdxOwVq+gHd9E294HDNw72oi7Kpb6iT5Kzzw53RdKHJjq5elyCMNlvj4Wdg9Gch6nJss0QnrWH09"
    "T46BZxKD3Rktj7Z4tk1PrlCnoZ0lGM5zuiv0ts2BNeItdmbckmBcGbKum/ReRLHn4bmGaMIRRuH6HCem0hJb3GCd1D/Dx9kGOmdX"
    "RPf7inH/2FzKRo/04c5/xLKaICeAsHPNZf5HiZu9TDJWTed0rNP11mddi5UaKS/qMryhsdL3DgbqSdjNkZyNriOTgvPtHRKQdbPZ"
    "8+b7xFX2rmA+pcSjiK3kCcxfLXesLSv5Fv/0KL+L/JmuhoddTF9mmCxid1YbcdzdSc9XZf2YadqLnYkfkL8Hw3AY4njHDOcwGogw"
    "chRtTahb5aYqog7FNpTojbChcfaXhx5l2Hg5TW9drW9h9S6XEXIa9v8H/G8y4paPw6F4g3Mk5NxwzHvRaU4fmqY7QDKevdP15Nr7"
    "lHFXfiGTqLOMcX7vAcrB9xrHnm+OiPIzfUTn4Z/G4PgfsROxLftAszmcedeRYX+bxj6wmI6DxfoWer8c9ttYUcdAmznZ6eMjipAM"
    "aXWQrLk57JpszmqnGfs+A4/7SXkHZ2lAwdGQjkvCyXJfUMgntd8ayPeNfEf7s5DY9tVEwtyTEUpCt5PzcTY6BxfLtlhXm922uae3"
    "sQtfQs6XQ3bbiMPWNj76SvzkcTytsYmcJocFVyP6fwXS+q1Whh9qDxkKiZ1IuYsjAs/yPap9D4zlcIo1louY0rTp1tUQcsIlH8tP"
    "JeP5NN8rwf/fRHz8GsQiA2G1LF/dSfoGZj1vhZZ4hWzN5pWXUKN8Df/0Z/Y0HQ0drH6iMuYjjSgn1LkFnqHf/9lUopndfHPIhwQH"
    "62nw0u7Seumgz+jeWM1uUhB8LlF3XIKr4hBMongrQpyyeKG9mMexpUeiDHP5Ird6O4iLun//yXaeU2kgtNM8chfbdHoPdkL2gT45"
    "tYUnGCdF9PYc80mcv9VKHD7iBiIelNJ+JznHfpCkOWn7qFhVzTA9y/C3BvgA1i0zNZfjKvJSaB2MvXn3mcR/VqzZ+/Ky2IRvLU7H"
    "m/o4zuIyn2/dS1wkFoPGLEJUYZphH88o0ZF9Ww3UNgndMrif/84QecqxKqzkac7v8xljWBt4ryWQl6eknX6sxpa6pxwYOGu5l7hJ"
    "tqTvh2yOo1rQTBKaOnZTnjmhgH7XMYxZyvjTZZxdj+k7YvjC84kOvwef6Pd/4up4lxtwInoz21nF3toLxHUvb8AnhhO6PXcqjdNj"
    "ucfJLWjyA4iD0eh3PMVVS3KeIMoLRfu0re9VSrfIPvpnPsn3bL08lneyGStHgjWgY8QYF48Um5Zq0BGca30f6/IDbOC+PicynRmQ"
    "GE/fnti7tZpsdlr3l+gsGS7WzvKT3ojzkNCXZC0ZVqbgulPoHZfQqyzSQfDqPsfff9TJ8Ior+U2nfSNW5QSey3Wl/JU5l49p4Y+k"
    "97I5PIJ/w5v9CV76dzifU1gpmaFjZMvAcfaWMENpeGRDobcsljAeg9HSD7FGD9kcmvgBOQWndqiOg4T08jUwh4sWRW4pb412oRQf"
    "K8pKtuNiyXLCYhr7MPaEfCzXQ2UB/raJPCGFzLhnc/0UMb2ZbH0uE5HwCGV1POOOg6eQaA4X6YPQqg3sFX0DFs74CD9hvdU6XC7y"
    "COsR53QhrzINv7251zH2xgfLeZBr62SwHtSAnVJmw4JcN0wtcQOaItBMbh45/30qvb+fJcOSywwUQQvVY1dj3oo2enxQ0wXXsaoe"
    "8/3o+xB/JEMcvaibzqQz9Li2WXgwLrbrKIuZMUuyQ36tfkasmo30e2zibqhEKBgOrcTVGRr9G2wjDjvP8WFsI3fL9fCDzkbk+gV0"
    "5TgdHNRgny6Dz1MX7o87PyJvIIoPZV89RcdAnn4I9hcJ3sDn98unug88jdfEcKFfw/tP9LnI/Xge6hAtF7Mbx7T6+83q6MJJZZOf"
    "a7DTJwfXMYaqw93L1XIRZZCQTeVsaWL0asp5uD/rYWEbuWfHE7llrc354+9L/FxJSp2/s5fH2rMTbBUHm13ZCldZpQugxc0SWY9G"
    "AN9jGDzTIkhGqT4vX+Mnk9Xm2o7yvbWGhxTzvX0xxq/D9U7EYIuhNf4R7Ip1vwHfvh1vfCPX4EhxWJ4JaraU95gW6tM4d88xw2/e"
    "yQbc93u88ZoW8vEuTlyWiySUDM8mRS11sObbhZZ4oPJ95yBxdTwXmdSoabUxEmfMEGvGu+aua95ZrxaQ1NZ63DbH5XmyWK9ZP9ZE"
    "fvExirJO1QgtYP7iiNwswh9dLf8aDMIeN9LKxFjZv4tWpkDOlPw8xfnf9H9bY8mPS53/TfP30Ob/zkb23jmWbePD7o4neI6T2saJ"
    "N0xOJNKp9Z/YWRrPTutn4EcfIz8iArJe90l6LWzQPHgHl+D765l5cvhCjbD0x0t5LnrZ0uMwZXLxUcTjub/UeM0Z0jJG+NHliIAS"
    "HiMnRVQJVz9ZzE5l64K2vl6bd0nR97tLkp4PQsgYGd3LUClXwGoY9/Is2MreBZ/qebAOp8HWvZLrChNxXWEBTr/zuEqwOpXajV1Z"
    "S/SVYDneYQPijda+d+g0XjupP/h3SfqsRQcxj2oznhnD2y7wnUYWCZYSJyeqiVgF/wBZiHc4ClpzA2KyN6B3noJcWe3/VjxJo8/g"
    "b4W3KiKmjaH5lFJnpHnG1dsIm+1LcZJ4IvT1SLkR77oYe2vTT7P1Fvk+x21jEj8kpytq2MHZSA7otd4+ZVgbOl1cf1zWV5dbcbbc"
    "3vJwIrKV0zYPwx7vzimbzaWM1msNVu5c7OlcrNqdMohe1XdkQV4j1lti57mKs+QroemK4X0U0bf4i7fqMT9lWqGNflq9hDO7Gc3k"
    "JnWaMPcKZHvPetDEPW3St7OUsIuuCysVlWQdPtMj1GX1Cs/NkqW/2+i71uLEAGjkJ8qu7no/829TmH1xRevNNDapDew9/zMcvWaT"
    "dpEITTTCdLO75fc683+nn0zVFTpSbKb4YHhwayApw2VrmcL+gvWwIwPFVeg645qV+N1+2MXB4nA9HXZLB3rxtoPz8PlgPOFYxBmf"
    "8TsjuHu/eG5Yh7ZyAuNMq34YB+he9IBtGnkrWU9fp4ssgd9gc+SHYZ9t5VcibmrALtfjFN4vCcYn+7OrvqmrP0trUsbZ6Er8eyfm"
    "Kg+Rk8S4Qqf9gQ6JJmTT1Box+uZziAGQgPzVscrakOM9L/XdIG5O5nv4mbfIq3KhnlVQRU71HzUt32UvDkvl317Hl6qrCYXMbNh8"
    "c5nnN3Z5YZO5Hyjx7+ttsh98lcvhD+yBVT4R+zFRn8Y1HfbeGK73PGK5rGW3yroWJijWkfHXZM76+yyvUkacqVvEWdxtWFfJcC7K"
    "kCwMK2Yhzv3bfOL5RG37BjJfArv0dGA8L4aHXsmuugzxA6fjrFnv6BWIVdboTXIwIrcj4HFsIhNwrR6s2VjN+xXOHbuc00LiOVgW"
    "bBk98ij+CYmHbSu8Lter63CtnXZ0ObCkZxky6dtcHP9ZZ3GrY9wka+Ex/8J6v2WnKqCLn4LUvR58Dq1+H2T/F2jdr+FdFussnA7D"
    "iNqAnVylX8h3WNEl+qU+2mI897+cXnORfpThq1LH1yr/x33++36KBLnY56ir2tyHt02x3mFeaUeJeuasa38VpT6m98ol5C1OkwvW"
    "4vCfuePRHEMncfP3UdxienQrMQyxxbQK9WTnsOmwfaSG9SPrat9WjF+3QErZ9d8Gp3wW7MelchMRqoZBek7Wg+H7d5VGXG2cfi5X"
    "yzr5Up/FaXxLHoDk7iwv6iF8hpTnWjpH3ExCmt3KF8KbDBCp2UxIMeT7O+bwp+ij0p+4+Wl4JvVk+CjAOm5kX/InzLKvgLw+Bc9k"
    "CXyNntB7t8PSbCD2z3eQ3il47lmIkLN6J7T3f+QsX+X+NZ5ZJc6psdEnyPxbR7yCOKcub5e3meV1maeMjmOGK8s6Y+jlPOX9Vafr"
    "+/JkWgeM9ahW+Sg1qzPFuiGTmn8isQFRVYpaO2S/r/XgH4ddPorYSkP92c14RImEn/BYyb7io8UqapXEGjW9fDHe+iMdgF3dQf6j"
    "dTg992GtCnUj1vkQRGvrHDs0Yn+beDhSZmMn17XAYpb2bAqWydqL/awZ9tB2b6GD1brJ2nm+uuh5rTNmEKPUau0okX7YjdxdrsM/"
    "winJentje7Uzr1LrkdmtWr4Lz98WzN9Nhcdq/WLW9VeIVbgY8vkDGSzz407eDfnYUj7G+o7E781FdHoyLN4EItkuIl5hFhLemohX"
    "XWQ6dN9J0P2WuV/KTzbhJ+3hPy6CrYT3Ar+mlFLSQNSaRj5LBTTsCHkPGu0NXHcSvKwsduFCxMb7iPxqdiFNGxzlRLOcHD4Ff19H"
    "Laz0f6yztAv7BsdiryzCNwy5TmK9sIbkMgA6vLW4LokE87EOqW25HispLzcZjwtpcr8EVmoBvlfEGahVOoUdvOVEtc0yvywS9TY3"
    "8ZZF6GGuR8YqkWOlgXh+NWSA+QUe0o+46ue4Tm85Xfr7nXI1+fbS/FoPSoI4rSvxvWKPdbCl1BIDeYOM16nhNlal1V7BcpzsReE8"
    "PQkyfj5nKR0TxJ7M9BuWX61+wu4W89FqYRluITJNDFa4W5DynCfuvJ5Ba/UEnnY4/aGQesl8kR1ZY91R9sU65rcl53mmSuW0cg0j"
    "wSws6kHeq6/mOp/C6pqzixuJ4lunN5IzxHYz4+9YRpQCkRqNGMVsza3W1F8ekcm+7yzNyeC1vM9aMlBFMz7dvT6ziKsbnmsZZCzk"
    "3F49e2itenSmDOAubCQbby3faVuxWfqOiBGmt5gLyF/1LeIcSkIfl6zHJTOfoKSFKnb+T+JqmCSBjGVWcphsIo4nbh7k8Vnc5RZW"
    "GKthX0w/b4Fn6Qu/yPqZ36M818PTsk7cgmCYdPfVT1dT7SMRvrwyx7jO10Xr6Q/WUb/V6hHysIzD3vcn38xi3HkasUAsZ/ZnLLpl"
    "j9I6UIyTKg7tVsFKUgGv9N+vdX6pauk7KUqOeb/T8O951L/l+vGv8gCtfmV/FuM9bFLVplOq9AN5F+fHLMgKvMmprJWug40/Xn7E"
    "Wpm3fBqkuQY2+l74X6ezU6i3vAR57gnv/xOcyL9C3tP4LZsIvYUVbeuPnuK1kIu1rW7S22f1U76unoI/ab7NVB9PO57nBo/emGXX"
    "kv38LE4SNnir6Gy5yxoO9FLWlyjMzVnq4+x5seqRsdE0+G6MNLvHXWXhMmjC6ZJmPFOnV+KtRsvDPFH5di7/J51/UylR7ylE+Dnq"
    "p6cqfbd+nZ9O/ONTkj86fEXiuV7qpJ/pyOhbOCGt5BVIsbFYmfYr1b9Dn14Lz2w57jkZezrekN2kkzzK7re10I1bQVq/xHu7mGo/"
    "SXg2qfJcXiZDdK1tmr1TyuNQjRGHbFvs+9WS7GvMp2Ef1fuDbRHJVCFWmaNtIVmG6XCuLOKMo9PX5gV8yL05REYSxbK/VNObMB10"
    "PWyqMQNsHaxC5HI2rOIQMjy1l2P1ZpyN6+U6vP18fQ0SuJ84j65OHsfb/43ynmRFr7wZB6whh6yEB5EfmTTNfu2IWeoy2pSKXO9o"
    "ytf4nM207nfTumNkECK67YLRshz6rF3Qheegk7Rp4T61f1DF7cg6Xv4nuB42aHv4sfOhnb/WO/QzXOhtHReMx916MS44BLu7L05t"
    "L3kd+u00qWL/xm//LPiNn/rHLBitfvOZ0/H5pgfel0uxj1vK1bqzDIf+uA4ydDfs9y60UbU8mz3FrZ2xBld43r5x7FxN+k7qNPcq"
    "6aV9N88Ll/XMqPbdRcxkbiYdiLg8iLNSHWQHWMCvsW4zsA+fwW+yuuHBspscIldCz8GLgwe8Fv/+AKfmM8Sw3+J3zwkm5VBgqnM1"
    "hp3FdZrmn60wLLMLtAR6byKiIsuu7CdDdIcgm5vpyPr55SbkqvHi4u00PdQGxkQl0FTLcrLUqhkiv3uScsh5HTuiyiBLJxL7/Sn9"
    "XmfIavY+WXQ1nb2PS+j3jAhe0A3MXbWjnTNcrp6cqpnMCbt0DmfB9ZNobr4tn4dvbDdWv7M73SmuX8/hGf5Fi+VM2RzPc4GoJOR6"
    "8/LCi9n52RerezS7lhxPwCq1k9vQQmT0RyyzTbm1KI/ctVnfefNKktOgTVOaBZCJNPPUbSF7V+JeFfDWa7FPcyE3FvmdhR1bhU/f"
    "ZSy5RJ/llTcX9VzWdp1O0oRW2EmaeHyb7rwNWZaHbNI+nJytaD06ODycFr4ergpvJlNVqA97xM4OQT3PSYY92/ZnDb/fX9R74k6v"
    "b42nvVccw/nT1IFbcdIrP4qL2UiH7GDr8q1u9Ne36omdye6I+5XnNPR8NPZbd3KCzbKwZwcxxjILaKOacBqMFaSpkyBiOkwxKj+e"
    "kzBpX9uKsVPdpmhiZEI27Nqh5KXPz7oScRI1+ujPfKqu4vrt3Fo0+H5e6wXshKjf0P8to2Td3NNNW5Abagt5iJ2VRzFb7p631iMP"
    "OJRB4/s4ULb23ach0X4dA24JWfKiCeEs7+TiX1urw3hyazzCi5smmY/fuEgMPfMBos3NZ823jhmta6SBUb3rx7e1XsTndfxK50vE"
    "j76AXqtpvb3lYBmJ99lWXw43lydlRPCKNoatC8qxN1at2Yc51EqcnTHQc0OknBYzH9Ld0zIU97wCOuZd6Jfj4KW9Bkt0N7kp82Wp"
    "98IdumBl68mh3YB1bk0uhHJcPYF42LLJl2tc7oHV6RO0k8ukMqzGWUnkGEcNW313MVSfwXIt7NID+hzi8jfx3O/qh3KAfCqfePzk"
    "pGfoXkcdlGHtvFpfwBV2k5uCmdoHvoJ1ak7XB+D7Pcu6Ty3PUCM9gSw5NGL6ugyTQcEDeh8Rp3+Gd3QgLO2L0k4PwDt1ghw85xkl"
    "qoj5OQUr/r3OJu9iGTsqV+D6f8GKLsTKriVT12/toFVaRW4PJsJaPAoJMj9oVthHPtAj4SVLMA96wlnnpGduClnF2kgcgg2ei+wk"
    "rksdn74lLsYi+GIlxGOzWOQgmUR9nWbX/nJIaBUxji3+voQ+c4J1ypDsu034HlnP9Jph5jbSkOV8m6NyPTUmeQXsdAg9qo7Veeya"
    "XXHtEu0h55KTwDKNhlD+GJ7rX/oO5OA26Ry8pJ/iJ9Oxnif/Kie0CXs2ohpYP0nmuthCYsC6s6Z4my/EZmKmkhlogBgu/Sc6Shro"
    "27iOxHp6+xOYR67SCdDct8JXGcOo2rBKXyTyziecVG8NvdOTEUeF/gO23yYTX2MMYh2YR8nxRN/NMs9t0rNY10kICTG+owmQPZvA"
    "+QLvvBfeK+YRSZfjf8ahUc7e2wthceN+Mv00aiAlB51jZ7dulka9lFNrlXgjm0JsxV6DFPViknrM+hmvY32nCr/RR6ZwmjlDXE3T"
    "RSuljhmuuA72E/EOjT3AGZjDus9YREv94NN+rq/Crn+LVVmHJz5MFklL0WGtt2MxP5fv0KP2lkGwI4OZCVyDv5WwhtmIFbf+pV3h"
    "mc/h/Y0Jzupx3eFz17QQ5bwHa3CYFLMKU89JRrMNNpeR31duVOMiaepBieUkdj5O2yPkSjFUx/fFWCy+JvPvK9jZh/DpCDk4OEgH"
    "w8s9KJiDa0yGbFwllZwXSXh8lVpIRam+gZWbB/1jGIqOsWUu9uIXtW7uNnjPgHgrrlPHpkSHsIJxE+xKR57AOBHYrZ51siyFH/UI"
    "rZ6bjHP1IrPORcQp/g8sUZnaBE4lvGNDo78Ia7KM/TgTpIKo6Al2FFVy1+N4kzDH2lFH7k7XZVZEq7wX1v1ynI85ZIY15PjD4VeZ"
    "PfqL90mqOF9Ry576zcTivwW45t14ml3kHXi232ib4FpdAe2xCysxGVhBq5Y5rvP17MMd4jnBq/h0EcPKNsTHdVrtOJ7gNTyd5WR0"
    "+u+/k1/zGabT1vA/ismiWk/k2CJ8x3C/e8uW0g0+azXefob1eYnt6UTeN+4RYt3UnJ22K3A239EKSE5veUEMEW4F9n899tywamI5"
    "tMcL6c/M8LrJtHR/9kU7BJcy9kGksRclPKEJj8BdQVZP6z4t1MsRzawnA9A/cYaMb/pJPPNZYpy/M+FfrsXT98eTViA67S0roKX+"
    "SV6mBLX4IMZJHRCX1iGin68v4Z2vwm93FPPmbOL4r8z11vL+MXhF7RixNjKydt0Hg8kmo8TYbmB+8XEiYSf9JJBNRxiKy3Dcc4nH"
    "oYhRyjp7jrwszrb5XgHu7JiEspr1TGGhzzg6nsrOEmf1yXGFjsLnm+KnpR57Kuvz/k0djUN4hXJ2ZjvWsWMlw27hamKFG07uWHEo"
    "/0dLghJcBZvyOuxLJd5jso7X22QDs+Df6Rh8fi20+CLOh9wEG76A/GnfQrp/0nthv/+G81eie8ASWKf9nWQZVeqAbX3vVYQml/Q9"
    "elmcjRTfbUcZKepzT27+fndx/SSFnjHa/hSrYeLvT0TnlZSPpO4bXEns9jJ9TFqz57eEnQJTsOdLdQY9K8u/Ns9KJXxWKt8n50Er"
    "V7OKHGOuqJjRsfU4LNGZ7H/MklfOdfxfyL43ywUs0p/hMb2MNbjdcFiCuIzW7aAHHkMEdDNW+murCMFGmXZezLx/vtNY5Xvjsz7b"
    "luTcua3he5DKvvKpGtd6FWRn5+BzSNHz0Dv/X7prf9/Lli8GzP8dsx1rPKam+t59s6Az/1Rt1/Kl5h12gqa4BF7rJPYMms3J/51q"
    "Wu1hcpSxtcqd9Ggn4Vx9gDXaUYb4GeIq1jq/1RFENZoEX8iiBGOsehr6YzbrVkk+t/lsC/jJc+QHvETKGBXYiS6mxsjgpCRxV4d8"
    "YVH0Npy/W6aun9MYRFf5LpFG748rUXcz7GndjzXFCvjGabJYlTETGydHhfk63/BqLq8ygew96/2cXQ/ZVNykfsafhEaej7U4fRF+"
    "hT3RTsQHDHnO474Do73n/+4j1rFVqbvrDXq2TpFTxbpUj0A8MVySYmjf0Vx3hBDYKed9z4FWait3yOeIzbvJ/foWdmdP+YVV8mzO"
    "r40wdfuKww8xz7GYXUCXMg/WH29Rw1PUHhrlVeJLl+PapkOXQ7NsK8Yik/Z9Rqa9Boh7s57Y93PkK62TuZxEPR8y+BX8jwukC/y7"
    "u3Uz7RiMRjxwtRQEb8mV+mCwC/wxq4ClfEWzkevRmhnWXmK4L92xv/XUFBZtXSuruW755c3m9awLLMndrWbsWMXuuBS83wwZEpKM"
    "ThPkFh0lp0mKDDtHyUEe29zhH7h+t8OMpUssB7KI3nWhngL/aVYL/UgN0GR1WPfQo4DZpPHxUs3K+VAij5gMWw+Omy22DHC5XqUH"
    "Mz4tgracjt82DqMziLh9lzyl7YMGeHEnyFvhFH1BnsNVxhMLJYMz1Ehba4hgGcbcvxCJo5ERexVrK+vZSdcWO55/htDVfaL3Cfg+"
    "m/F9RkGiiomksjXO6yRYsgbo9nHk+T5BKomx43ywpMcLc3mULLPUDnMxo+oRy0NWxHYQbTYPnfXy/DinzNK04FeS2dO8tFPEJjI3"
    "kZTvqHHIWDG+wypocdMFe8vHsGHt4Vmsgcazfp6BOHXNuRCj6VKFPbwE9vtsdoW1l8mc2v9araKzCafQEzyNralljWHFIpN1WGfX"
    "i7yQOGwp9l+eC1ubH7GtSqP+xCx9a5ud251S8Sausg6eqdm8NvBP4zKHOaYjxLTOUcG21IYVsE8V2MEVeMd9xcUlx3lPw9mbJD3B"
    "auagHHpbwmuTc/h7J5Ozqi+ecjqitkmwDoOlUzDeZxSCX9Ue2+TmvK0ndo3PxboMzzy9m3YzBh8jSz0cYwxcwrmGeexWyFILOylK"
    "0WtKcL4n7jVlyufasmTeWcxrhL6nw3X0byljxfLTxgu2GaInV8lYCu1gaFrVePdtifj+L/kFdsD4+2wy4RwxVvJ6PR9v/AazHzH9"
    "mDGV4WXW+WqBw1XK+ozgAbKR+MF7+bnhCCNIPeKXekR9l8HrkcvtGTpXNofFcoSv16+kRJfxfU4Wmzw2T7I37vkImd++QOxt2b1q"
    "yJh52NZ3eq2ME9O6u3lWrrWeLaQBK/0LI9+Yn3RI0ZrV0c9w3CvmW7xOPII45+CscyCJdSrhPlit27riOkgpkdA2kB9jDnwZQzSq"
    "gfdYoe/Dn95KftCXZBV7+Lanvm1kFTOuNyIi6ik1zBrVERlopSHNEqFxI6zoCDkbUeVB+HtfrN+r0kHeghT/BD1h3IsF8OibeKqS"
    "Ofx4m8cbmTv1yv6pBujUKkhXGpq13PNx2j9ni+vDKNXfslLvy4hjKnZ5DbV4gogDdQ6lkryP+by0/Bajm8xizjtL1JcEu0di8C5q"
    "yCJh2ZQB4lh8En5y0/TtXtLECZwmyqpDS7CZiI/ISGTaazAkLc0sVCX7Am6UQo0qull6+yHvZn7Fap7h/Xly09A3dpZqEY0ZqusG"
    "1oCsr61AnuQE8AL2k1ew89hshnWbDg5ms6M0461YA+eaksygVPq+kD/G+GyJhem//+TPIPflv1oZM2P1+h/Yr0qeNMtRfk5ci6d0"
    "K8S3jt2yhlxwn8OOn0ocwXrdimxjpXoNPltl8zkyVw+Vs8LS8LpgM0NZkFNklP5T35M2gfG1LeBunEjMMcOcqdIn9HrErYdKc+aG"
    "6J8/4Z4zEZE2MG7aVayH27IeW2A/fmzhTRfwNDvcYbvT/WI+6Hpq9C6yTJ/1mC2LWYdpIPKc01KtpYzYNK4zbAdKyEzqjwLKRFvW"
    "3xxO7cXimFGGiSEXbPBdHwmPaWPInKeyV8dOThGxNyxS21POD9+TL3RmcA2k7epwgvEdB89yqjbjdeR4ZvIGE5vfobOe4meroslK"
    "02fuz1ESEjnBeYoNRJhyJ+Zm9p2FPttn313NHLfhccbY87qSKHQW27UPjLvoVn1TrpPuZCS9Ub+AdAySv8qDenmuX+P3073ajNMw"
    "7X2TblyZBfo64r1ToesacXaM8fUBMRyFJX+yUzaf9LrMXaWvQDkk7hPFTSDO0Xtlme8bcPrQnf1GYvFEvX6pHL+z/ik8lPx1w6Z8"
    "dz1rml19tcXt5k6cEwk9I6J7SuPUqNORYshsln+Pc5qrWp+XPWQt80sXUAYrsXuHiJsbsDmwKzibVqdWbT8daz5Fv9c+clZgz5+m"
    "BCzkWUgSb+x8WHaT/c2pYy+khzLD2+hiRmyXyRSPeeIQJxwzmeNAz/I5jUnpOubXLe9yIzvsZ+BJD4e8LsDd+silsIDLWtjT/HNG"
    "LU0g5duF/HNTp8iPsCajqakNm8us7HycgmGwI/vg6V7Se7VQHg7WhXN0iLSX7vqkNDJ/7lhXXRd/jDFqfQtP4PDSXDbH9MDh4nbU"
    "plv2gR67HatxuZRjf/rIeE49LmHmNaa3stJhOEU7QMvZCq3WyWTqqtFzgxXspzYOmSnso814GTL91j/XcdbAmMtxrd4ujgPbun73"
    "JcZchL3TCmfwQm+b4uTkivvqcoZSmtUItc3FVu09bvEcDT1O6ulEaW6Tw1xO4eln01fYSAvoatFBrmdDclhJUVy9xiOYmKbcXnZk"
    "xPnbE6Sc2J0PKeopxmj+OLyeuZTMr3Wa/JNZAVe5SzLSr4I/OJIaYAb0ThHfvJHZlBLdKVgNrXMfY9fmtfksPc8w1w/lPCdXa+7H"
    "HTGtXeOZABMeU+9ZesNLubNRldNN4Q6gvlfvBWe8h29X3Z6rqC18p5oTE1X451T9F6OT7yEdE2UhK3c2f7sfWSvX6XhIiPErzM/V"
    "f079Xf3HzeDvSH8t45+pvZ9Zif2mZhLmGIAqGV9kcvwY7uwfIi3xm1U1swhdm9VgjIMiRrt9DbTBKfKOGir2G/Ky1Ppz7LjJ0mQs"
    "tiqYde1OhDw/rM9CQobKo9AX18vp+qj0CPI/wVUSsTe6uNZZiTl+imtHcfgSs3w0Z178lYhkr8FJfEC3DB6T19W6cH7Ux7UDMYmH"
    "ipvicj1tbcRZi1gLveF/xiN2WekM4ijHnnQ6Vv8QeLZrWHFwVdMaxNkz4Lukic47jVzbbqd6SJjD31zDSsNtWNVheI6HIT8fICLN"
    "IBqaxexFQiOU4YSXg83FsHLnsAdnK7F1N6bhk8QQd2O5Gdfuud468bnXsKl1GjtWopGOXY+17Cl349/PItJeCh01Df99PzzBLcR8"
    "EMOYuJL6pcb30G8qUSfFblLfDK8t5bHkMswoGRfHIjLQW6/k3liHt1rYhQpoCGUvWwCrU67fImruJo+psaBVYSUq2dN5EDV6JWzj"
    "PnjX28X4LeayjrLKctmss9X7TKcxTv+ihhdn2BK7scLQxncFuoh6JJnAHKNOMqc/krnZjrayPfNEJTjHxdwJl/dMM69AvGNopS+1"
    "UUbJYrlFx+gKvQ26+j49E15LPfb/Hqxt22AWq3Z/k1fxrI/qQH1ZfpLD8I5j5aZgol6sveClJ/HTlmdw9VeYHG1zq56vB8N1vmX0"
    "OLIaJFhfm+z1eMZrRENPyVAP7cBz3Tf4J2LVGyHXb+p7iIT7Q2NNDR7Tp9md6k6o60to9GxjR7DHw+EsWHdHlmfNpHIXMT4XQ9ja"
    "gVhF5lUkGbenoTUfFpsutNybacyTEAV+BA9hurbEkhWDHEQ9Zhlt8s4qYFWPxV6NwfWWsoq6UXuRUT3/dz6D12D7+JUeiXP5vZ4X"
    "DEGc/iXePO1lN8x1xXYSV0duK4P9vEUT+7WrRnfwnNO/73ncHtJvWPzXi5u3sqd4GNKToQXOMEu3Ck/9GNfxOGiyqdC2q9ndZPHA"
    "8Tg7C/xMhk0p7k1evFQOp0uJWSXSfLK1c65jzXU3dua6OKbxWmZhjP35cfnffmLMlmdgDYtxEot0DrM066GbviYfWyqnb1bplv5Z"
    "Y4yynQ1z/cGuct/gM2FVlBWzAyvJN2S2cguc8X9A5o0L+nOsTEL+gv+eAmvwNDM0DeyntPrx4ew3NRndCnHQUtx3Ge5ylRhKyNZi"
    "SLWFPP1WZd+L0Zv19Cyhj2joisXwvOYxF/4u5GlX6cDprbmwbqWsBSTJ8x3Xv0pPnqF10Fc1xNTvw99cD2m+Q3YnY2qWlj2OZ3Ix"
    "zmjoW6eTe7TATm7fOQVRg2NxOUie81Hxdi18kmIe43JJEYPHuMdrqA9bieb42F0nWZXPkw5s4TvWn1mpHzBe7o1VfFpixJJerfmv"
    "FhKreJ46LXY065imIWwOd5nWEIGkHifgYLkIWtmmU79Sh4Hn0EXtFDju7gS7e/Lp622kM2xUKWfB1sBq7MT65sfQyDW4+0niuk/W"
    "QI+dDG/QWHy6t7AGbg7e5a9G+Ps49OYi7HIZpWKloXh7VpFCzhO2dLV8n3SG/7CeWtSqscdgvYwTbFtx2UyHX/cJ7vSYOC8mxn6M"
    "GvJQ23xYf3mJOW3HmOzyOiY7NlW6PytyVsnL0l+ooBd4PKR4dyKMWC1iP2i5tmKZoBOgW3bWl1j7NW1crYM8h5fN59cyNtldphJ9"
    "6iP2rCTVMtC9ZJSXeGMDO1IG8DnMM1jELlGzN5aLXeenXOOM8S/2nJcWBxrj/UA+6y641rZkXLGZgiR7ucMc7u0+4rrL7NkPFvOZ"
    "U/DFlmk1T8kS/HSC5kdxCZmdXUufuF5PJNKWnXKrPO2Xq5YYF1yE3Zz4P7TlH+/cn/nEahLV8PmK9Bxo9GKsqUWsy9Qq0+u4ZyW4"
    "/xzyvyfx6Qass/PsI2Rwx91o9dQjpKVqX75Zkc7yIfwVQ8I0z3SNvk28+z1luhqb2WDZW9w0SGdZrZEfar7QCjxTFVG+Osp28M2m"
    "QLPWEf0rqefyBNse26xhAyfgA87pNfCM2wzFhWJZ5ENlGizD84j55oQ3IXB8Rx5CfF2IN51kXLhEonZTsyYle3g5MJSH/+DOy/UG"
    "aJZR+iN07Y+I/QuCN4zJDjtXT2awBsZPDfog+Qyv4LxaiOv2lS7sbz4c0Wg9eyGuhrUaj4j0DshhDSzzZH1TNsEJGaLXhXXhY2qs"
    "opfoaE20Ha/t9GhdF67EO+3LOcMJ3LNqdtV+jPsP8Nh6ac+OWeuj25ivvLtKup2ih4nol+a02EYfTbrIzbKStZQ5kQMY24bel3PM"
    "Y2bPukuj5411saHt0uuQq8d9lrGadzfU+EN8f2ZHnOJnJevRz7K+5raOVWqF5W6UHXB2X2NPyKnyItY2o3dB3yY8Eq7jak8wCk2z"
    "9pPP6yzx2IWRBtyJ3lfWW0DrCHb5MosIQj83IMQ7yWrkC4job3AIf5+ZS3o2BcfapJw6TvoJ1VrDNsaJ6I63LodEt5VG1nYmhQNg"
    "va9FvPG8zgknaXvdvc0P4TPa39833eyu7ZtlsiNv6teet1LDOvx8980hkvEcDvXUH7FcV8H+4jqsrHPvdHhGy3BuvsXqlyLys0jv"
    "K3Li1XsPsZ71sidkA+WlOVJek2fsZjgaeY8SzvNZdvo4Io8tzlXrIp9QZEvfcTFEDiRnxXp1aCyGANKdfssmcjiueBl+3haaYzE0"
    "ywx4yR2CKo8WlqUmdX07Nazx3plDa4/lYpMuOVYcZz3/5plJQlbYXPVwDNFGHedF6DO4jewyq/P9+9HT7ylRPNY0PeakY1u+T1P/"
    "XUojadxJEjmeniaUcbdubqfiiGoayOqd9ZMLS7EDr8tFOS86m/PwS3gFi1CX0y+t8vyXIVn1GilxFew0riNDlXGAHADtfpQs4tNa"
    "N8GwXHRQ4u1U1ndtJnJvtqfXcJGcfZ976pMlqg+kKFMuA27nd4Bn7Mv4Duxo0lPkUCn1E/hRv0bUgbedr2Zn/dRtyiOEOh89qdFu"
    "hbneWeuDce+cacb/5Haim49Fasmo1QDtkVSXkVgrMVZTm9CYIlTbfn5KrZ5VkDZyQc56L+Lp0VyuIsxJVWdp8gpiiKZuzmFAvegn"
    "Fh1/WnuPcxCd2YirrfVvNIrmpKUVuzWbft7rd+iUvz5z9bTIO0mcSCtFzDTXkldigZ4l18gSyIAx/GyBXa9lp/uqFrRlUneTrpzG"
    "KKNtHiJuWqQS9rmccyAW8Qyidc+wh8VJ3CgpoRbPevQ+9V0WSW/nQ56PhZR2677byNO+n6zU76xLRy6DL9RPjNfkZdkKz1yCtSvR"
    "m/GNDfqoHCZbyL/0fPkWsfP2xCip1AfIyfqjWhy1Tt8jYsR6cuI8oK+Rb8fNatbmzpwx8hg+SNxno+d49Bvz5c7FOx8htjot8Tea"
    "VirHVY3H90j4BdabeAz05W7sDLKVKaEVC4ncHIcurSMHVwMtUCm5XE0aHkDs1uglai2f7FCJ59Ys8ac+qZWzDNkU7/F3/Yfeoxfp"
    "pwVXYoc243daifpJa/vmFrkMetQPG6FiDaIfHcvl+NT/RppzzXZuLT/jMsyFHuXRKkD3Ym+uF/PJDaNjAiem34cXcza8qHES6cQO"
    "nv3J5TJtxc4Wy6weSJxtm+a3uGgN1qkDIuCncc0DIXWn6Rh9Hr+/AD5Wf3kwuAt6/kp8o6fWhtP0o+BnWIWLZXP6OhPJH+jOZTt2"
    "BUYSmJ/Jegx1j1uRKblTbe/dGXt7hWcMraOXUM9uqIkemddp5ps8r3eV58FWbd6l0z7nP5SzDh7hGke/MYTsaXHWItpCbt8Uh+xk"
    "nK6TPbp2lI+2mtV2cjunguPMxxwPf/08sjhY/sB506ZLN2PM0Twroy10ls7UI/QFfV9Owf37yn26RWCIHl3IrjiaSKk1OZZv9X3x"
    "qziHEOGzbymjvBdkLGn/1pTPdxsb/UnMwZXBPp0qj+tLeg3RYZRdGqtgHZ01qCYmmMgX3JlRntsuJH9CA/MySnt8Ed/WMXNuL25O"
    "NsFsYJz1uTOkqIUIbKWvvTbXvTYLYvt3qDirEPK+hjq5jFgkrSTFuKsroyer4Lq+kay3QGnPCR8SzaOcCPHnQv7Xc27xBkj4Sn1H"
    "rZe7KPgSz78Ans0irMvdMhN+u2F+rNRH4AG01J1htb14brV/XQ8OOflmz1PYzL/KP5OiOsL7HTblUEmPIxCbvnN97kMoORnoRHu7"
    "5/AWrrvzjz9xJ/oAL82f+8p3pZ4kEWefsC/e/qsHkQ2jTIQ95Rn83ica+dBVZA80vOWNGgQVWLcTyTFiMViEWh76zLdC4zTlNWyV"
    "tmUu0r1/NSehZuFJ9mW2uQjxvcXYVq/dUWrlZaxoBadnjPH+ByKqXwcNuo3cwOxqrcdC2cD1WUsMyUJ8t5Je583UGca1l2B9O93s"
    "5Ltd6ug77B3KbRbv4brnDPHmULGs7lBxGbIuYpNbGxiTmQd9k5zLeHYdcUSM+/1J/Kbxs5fofNYwSjxn5GqsaBknd1zts9DrLrvu"
    "SI/+Hsd7f+ZZKB2S8kncC9PkA8X5643stj0Vd5mB+1UhDu4gs2SzYKN+qbvqk9CKx8AXf0K3ZwbI2M6Nzbz2V1OZ1pNhuNpLIBMr"
    "GR8/LTYrsyAXtbRrdu6cVnoiqJW+YTYcULAa8c/7si4s1srgzfDaFjmUne/f32MxNahjiGwn+RktxGMYivd7I29rO+kpv56tduen"
    "kja2tRwLbfiUTglT8k8dpG/LP2Sbggt9zaGNhL4z21ik077+nWa+UTn3HmHsx5lvVS+3GWb9Un6iZAt5Vt7hDIzh+7eSamIbdpQ9"
    "ZAMjOccV0RbxZgC9043ozW7COM189QZOl8Ygx2s5ERb6CDRBLMXQd6LYXf8DCdyod0MLvIOztF4fxPs06CX6QvBHs+huNVbRNwr1"
    "YaIgZNkx6WYmk54pcLFn6TV/boLUkxPcuuqj/FWoURSdwdk6PhirL0N+p8lJuPOm0i2IwT/5G/OxDYhSGlkhdP550lf345xmdTIz"
    "mPkj90bbBTOlInwf8nWMvIn3WiGX6nA8aV+ZBy9oe+juJXoP5+sm4c7l+g3sSI8cSlWY04oOjz1i4+4o0SSAcocd20aaGcTIg9xZ"
    "Ij+3FGu8wj9lDbRRA7M9K/wU0Sgiox8GSVjDLF8jZOorSLGhUq2CbR2N794P3TdRHtN/8Uy6+WHj31FmSlPwWWo9D2sC65Whfd/Z"
    "d5PZBMRqIjnGdLjYBN5Z8Mz3gc+yyONlJ6kDzWs5k9dP0PMJPUZ+PVd5H98nVq9lwenB1jpanwk6yR3hY3of3vZe6YYIXGijXbVq"
    "QI6XIcs5C/UMNJHuO5IThnH4uNadsk5fwdv/lRHFFzISe2Q2fCOep4p5kb7iTk1ZDg24lc+u/Lp/z1hk477ysha/PRBr3Q1xwa5Y"
    "3V4yVl6UHvIVVncJ9roMMrEG0WOCvEIxSLxhFu3JarAxZ5RxNTuw2jVHP2L8bByXs8k3E+e3ErDBDURjHSQB334FIkir6u7HKNsY"
    "s1eQA7hcL5etg+7yNa60hzFmQcZ/1LehAabqj/ClVkAvXo11ODQYjnfuJ0fJxrAUq/532JsT5QX4XifYxHZwMZ73Uejb/LFZxCJi"
    "ve4uZ5Xh1E2C9UXHDL4Te3OuYcXb+KFGeg2V9VOyjgnK5HRfIgK5+M51NbVn13w1exxrqUHcqa+CJjRv8wL4K7Ohsa6VXniT2Xiv"
    "n6F3VmCXX5T8ubEk8fDLiHJYT13YRybjnA6X/DwP+T/ZEmevkjngGlYcjGHRYlPTH7O9btiMOHqhz12mGAem6SOWsHZhdmuKzmEd"
    "M19fp0O/zDarb0d/SmE/HcJSHH5jlqeogfX3/DlvVzt1daMKrMSbYvmlCo9gkW7mpYnsTXZUbSEHGdOPpY55lzbkqvsAz7CMSJJ7"
    "E2O2+Z8IQ/0CuVDOk0/x7lfLDvIdnvxguQ7S3Mf3s9u6bSEpn2mpo9aLkCXrcjmrAfRuRabgJNwNv+l46Nkz5A1dwunlf+gznKGo"
    "0QMove2k0VeL3HXzRWAxrF3TJ0t9rtY+uVqSv8IicrZtFqR0U8Txzp62wwoH3LekRyNeBTs3gbmIOmjXLDlmU5BUl2nKeCu8npjR"
    "Dvc8BVu4TG9iN2KJHgv5NP7LYn2Omj7Jur1haEXdnYXEys43odyo+4tjHszmeD96+TnIUJvOdj/+ex31XjznE2e9nt3e59JcNDJa"
    "XC/wTF6vJ73PpA6TKF8njHpdLcawR6bBW8x46XKMAElO7m/NfHfG73aCrA9r8WY2/bQ/WRoTrLTGuEMbaEE2RWzt1rprbq0T3jKH"
    "ZGzVnNYK/TxRVn8m6qP6PLuIw/K6QGboa2o7nmXOvVpnSZoxYKYFCcnfv1OhM9kZHHI6xSEEDkVMNcAYMfEbT1F61qvDkHMdI4Ym"
    "O5DPan2GFUSDvw9vWd0CxlqT53qHzPV5mG/YV9kSz12+NeiMc9RaNtBXPlJixHloDStmP3UxYDdpigGrcbajVfkjbC2LlmyOe38J"
    "c2fFWct/yXI8wZvQttfJjvCY3mAN8e+c4Nug1kH3iEQSutbXP1OQ/2I/adlIPTyMeIULWvikIMcSlslpni6S9p6ae8ovKHdj8Ca7"
    "EwViFexlB8hcO5y8sfItnn4p/j9OHm0BSdpmcq16NyZYz+zTQryn9Qb83GK84OzmMJ+5d1PbWV9dt9MwgTYkDv/QqoMNnM9x3EtH"
    "ivOzazT0HJhJ+JBr9Cd9Bu8RSAPR1lOso9hdN5cFrHUdKNlcz1bWV9IKoFVSPr+Q0Bsk4eexbZWeZw6okX2hs8lbbFdrzV7ofH+C"
    "P2AuclHFwV5zxP0stcuHZ4nJuhnlvml1hmhxuAn25vJN7w6v0LP1o/B5PUc/EeuImQr/ZKk6bKD9JOPjrmSL/cqHSowdnKE/u6Hv"
    "NFD21yq8Dtet1IQIEZ2rTZr5fOH/UWvL+txkN2mqxKT9Tjtvdgwnft30cL3PfEZeXzS/mKE3b5WOOGvgtfDnl6khUUhg9f8PuOe1"
    "HmPUvC1DQ1/GPFQNdVcZz04lO7K7Mit3HfOJj/GU2JzuGvxOld4Gq7ZP8AtO3EPQV2e2/hR+3mt6sz6tb4b3ykOczJun98qO4rqC"
    "rVt7o0eKnOdRPSPstoMN8UKegjT9pGNbfY47vonfngMN9p1+jOv3JoKDnc+DJcvMQJrsbrW0GOXkS9qHyJjmiV9GPzzB3ekEbTEc"
    "+3AI5/gqab9WwY50lZ89alyI9emF3+pNf36hVvoYze3B9dy1c2C180tIg0dUOltcDFvtI6MYdNQEfzp/xi79y2fXbmPXjT3LMeze"
    "XoffPUPMB/ge77cH/vagDMOpGwS7NgPx83jEfkPkNnh33xf8oCPInf4EVuZ961YOt+E83xqfj48T9c6mjw0zwP0kRTzaDKOiBFFN"
    "rEPA2NK2lx9gsXeQE2Uh1nkdZGdn1iJcx8uWOQTBKOLNehmwc9mPeaAEs0q98ck4qWGW61DZHWu7PTTK1vArvyYWs9UY3CfTYOdL"
    "dDt4lVP9LFEUvVpvjTvxRWT6yzLfU8ccqOMMrqefWwctuQl8tcVYn0Z4Jm/gWu/hJ2YtXOU06zsaDPFrgV6JSCnt629NnCabEfE1"
    "S7TZAt8b10+2FvXoOWW6rRxEHJmMZ6x13Ac2+2e5jb9BgvbSUXoN8w636F1B/6AM79UKMVs552yXIEoeIIY1aPwAL/oYtZY+/P8j"
    "7j2gpKq2reF1CAoIKJIRFUmiiAqKWbwKKmDAeM16zTlhzvmac8CcAyoCJhQDiCgSJOfYQDedc1d3daWzvrnm3lXdeK1+493/jfHj"
    "QKCr6tQ++6y98przQ3F5EMsD19D37xwUMd6x2tMvxGAzb+4o2O/ecjKkwnWuLYc3X4yfL0ZUuEmflqnyAzyDS/D05uJnH3mf11bZ"
    "XXoxsg75fJpCwk0RMTuk3+8824D+Wi9I3POQv9bNq8N8nRGswxqmhZfr/uE/5WfY7M9g52bARuRi70fKcsSw1jtc63VW0tc9D/bc"
    "Vzbd3JNZ7lpOVVVBIjrKDrIQZ+RMxE1xyq9poOmMRuezdlyVqUmon88J9XBDcIBWW4QYdSX2rDPi5EWIfcqw1lp4/v+3PAJN8TPl"
    "w+d6kYg/IhP1YeIL1eAcZOffNlydQ+U93Hs5NMKNelZgVroK9zAR+9cBfsJqnMvmckhgHaez9AOZ7OeL4j5idLXdFlKRQaiNe44U"
    "e8W6uBMZK5TUhm7mzj6nbRFre3EYCnFqJpuGGQfdsjDVM1Cct3f0FJ2md0oQtJYHdSrjq2Y+ynCdBYd71sCK/4q37y5Ym1Lo+5Pk"
    "BHkFT7s9NMUYMeycJDW2TTSrn65I+bjG8ZQ32NX6jI1djLXur0lc6SQ5HXbjHG2LszY7mOk9txD2LcUMXMx7v2sZCUSZKy5glDqU"
    "zDhVkM86+k8JckWn+IpysmVnzj4bnll/KSM79kzuXBGvVUOLuj0+kwdNuw9nDSu4Z9mzutm+p+lV22d6NFp1OT/z33xP9lfqfWRb"
    "TD6dJLubrJelM9G3rXepi2zhbhiayGrEOR2bWMH/fD//m7X9395P0s8/78XYqJ67b9mhCp+HMiYAl0U6nOgRddDHEdzvXtKMPUjm"
    "i/bBT+bwNJTiRCXYe+twmU1KO8uzYqhRl7EKlICOLYVt28j50lXQlr9x/mcptf412Ef7263QMbmwqMXEp0gSt96wV04Sq4x+ru/j"
    "pyV6WPCurAquDO8Lz8GZrw/Ogx+QfT44+yu74vS1Q5y7Um/Tj20GCHHxVPhiU7HWe7F/l8KGXiYXyx8yHvvzI/ypjvC6IrzHHEYd"
    "NbDorWSMOJybZcwLxRiLmcV7R1ytKe3TBv4Um5+0J3NaNazRHSduNslhG+aSPSKiLaWhx8QhN+SSV/lRYtOmPCKOYQTUq+MTzq6v"
    "LbuSx8mhXrICT8vqwotgXTvDB2oDiV6ul+MpjZACGRK8iE9/Fl4BSzwc+9MSu74Qev5T3PkmvV3M25qqi3G9KxBlzIOtXYS4+Rf4"
    "cD/4WsU/sIsJ+qBx6rAa33tuUrUn81k1noXW9V7ZHRwo1gVcx84Ky9ae6LmXGtCEt556qNGLpNLPCyYp/VF1PIdJMkAnPcJ3PMNX"
    "GWp2tN50xDExk/O+UdzEXZIz1g4T8iqpYLSX9jTEdz42dCztzIjNxSkp3udY2mvLINic5m/QkRN1FezafnpbsxXctyewqz+o45qZ"
    "R3/1PqmhJ5LuXMyGLdz4V4u/MLU4rAHLI3+Ds7SZ/ngZkTPSiGnVzCRHfEXX0EXLyBa4Rt/Qu4NS9g6XcE7uVHZFWy2/jhHznswq"
    "LMRnJ8OfWoY9agHP9mx5XvaDP3qVPuS7Lw1/I5qZ6tyFEUwaQavFX+YLnZ3P9hk7DWdzptR1p7iOXcc3ne2V9ewvt7terYZot1lP"
    "CzgZin9tpKwMYD9mJTuOL2N0chu7+B/QJ3Enl8K7XYbXBshRMkTiPg5NZXCc9/aTYNlzqtlf6fm3z9Cm8v8MHgmmwTcyNo1Buq3e"
    "HXaS0VoYbNBnoZUSmS4Ft5pScoYdx07mhplM0wAVfAI5PGFJ30FQ7qu7uzJeWen9ppTPzKlH/oiSr0sznX1xX7erYw2r8US/ixPZ"
    "Icte5aSfvKon6l4Z4gLsvaz2++bYwDZy5Qvh59Uzkj/RM+vU6/mi5OPboI+wkzTGWNSQv8ZDJtoQdbyS2qFcN4mhhtcT7XMz3lNK"
    "xBlDbCxiF00do9J5eN96rt66tK7P6FKrWyYzXmKNx6YPOYNolj2/CVa2RezIWadnYdWrJMJ+c+NCm6rf4iwnGafFKcfWZ1JA+7sR"
    "/1WQH3QLJwdjuoEoZiGtxfGsDKa8Rqn2XqPrcDqfddTVxCUxVNgE43zXT1mF5xjxnEGO76Zlo6q3q3a4qF01u7y1zyCoxHXbzASg"
    "Pf8DoLGMUzvKbtekZ5IqZJ54l0y/kxDFJ/1rHiuoH+LeDUs0T7rgNF2Id8zFvRsOm81r7BasIguPPf852Jk+8m96lbWM1Op5Zg3/"
    "pZpZujhsUugzX4Y+epAYnqgxIL+MWP0imYvv6i3z8UQmwBJZ59n28i102BC5C7v/NtZyflAD+ekLfbARVq4EKzkZEX9nWUCM6vXw"
    "wLvIq3oz/t9Xjg4san9aLYc8Th/ECnZhPrgx81Ho+4nS8bTrR0uj0hzod+K2Rtbqaf/5Cfoi5PZ0sbrO/vIB1vsN9nww7Gv2CuEO"
    "8ix8k2PkEVi1RfC9PoYXfp9M1+MRrw+GDO5ILfQrz/p5ONPrmmS8yu4frGfuYAvkrF7/JYZd/QrkI0r8D5uAcTXzeo9QNBDXedhO"
    "ADT/wVhNRGcQZ+sI2Yyn+gji4S9xQqZzWvMZ2YRn2F7WEH3RsqtW7Y1w5tae9kjpzgpTrcffc7vr/tyD+mWifgT7Uo3T8A3udInO"
    "wKnuC2/xe91O+slQXL+STJIboK+vhwzsDhmpDcaqcb0b5vNGREmfyG94fzGsbZSIniX0sQppXQ6WXK9ZXZwVy+jrdOa7AlK6gCgw"
    "hVpBD/8VOR66fKoeFJTr6+FKfTrQsJfsjl0ZKpfItPBH9rRWQP9WqeMED4mxF3KWtNqjXdszGSgdiNIWpQdTSzbDltZvJjb73JY5"
    "oPnsIuogP8tqzh+Waw1zlVuwf8fJzXhCa2CJj5cr4VXPxuefl67B8743uT9ky77ZTXHkUu+sw8krVdcb+wUZcC1/0FXOJAL7S7JY"
    "ZsH+t5AlejVO7Qvwurcl56959a5ToBc7xp3MZ8c/OJbMx+n+7nLfV7GSKGvZXqlgJ3yKmFMx3/fS22eX9yDnX5jplXGZx27QO6Px"
    "lF+F/PWWS4Ju8oL+pIfp6zIWkjAcq38Hd7xKw2AGZGRPWSAPQI+LvCvWk/YNs4aDZBDu/WtYlKOaYLixO27HPgv3Snv/3gT5OpcQ"
    "8d3W+Q3/b/Nm3eAVXyb/kNvh3Q6RHnK/TkLk/aRM0/vZoXChFHhcnALfS+smp4ZLlJ035diTbsR+t3xvXROZekMCUfJjWBZqlLio"
    "w/q2msskrGQA5Ol0eNm/Q5bztCMxtbLnxV7Gq1fKOq7RsugnWMYPkrpeP9VoeLd0brEPYpEbw7clL5wgZ4Xf6RSetgpyQ5hefJSe"
    "xzbiZt56EzG/cadsqpEvsWMjyxWyVpLGCnJ5l4PEYZC4OYSD5VMpJC9DNaS1lp0IO9B7bAp/Jxt2bcIjCjiG2YSfA1NOqI2C1V5P"
    "BNpjxHJWG3EW+pKPxrExu/XHGkWVe0PzL9JxkP8t/K8Ano6hOOdmpjIa4pDWGXaiF8g4Ybu2xU+kOfbk7vpWWKNvyD/1cej2X3Rs"
    "87F6ss4ITwwsOh4q5X7GOe5jdjeXaawRXbkf2/mukWPFZhSDv0XMaceeYotcKnjffdnbmyJmdD01TQ21cy1loZ3sI5abPEMOI09s"
    "kj3V1Z7Ja7PuS/ajzT5fmSQW0KXiMsjl0FL9ZDechJ+0RWCZg2L227yME1KAfxX6CnU59OrFkLRK/P8caLVkow7YtMz8wm7jbGja"
    "Efq/rg+yCD97npFODSeSTiBDdugxoCOs41t/4Mmy2U+VpTxyRIrerPEu5WsatSFdAa1jXF+k18AS2kTKanI1VdJHjeuNjbzkrdmI"
    "RHpztxxSZJS2xDoT/4nvyP7kvkPkeG7wiYyH9RsD+X8KMejp+hC0SnZse5cJ3b5RT2MXqdSmsai2sAf8Y7Xp1ApoDGOc6i3mCyzz"
    "CKWtxbypxeR6LJTrsDcdxPI4m7AXd8GDytdWQS7s8HPQpdl7cQoyDEnKCmK9prmyjevyQnH2cjOe1Ursp+VQmnvbI1tVPFt4FP4I"
    "raKxwJ5Dxt4EObx74oQZ7vEA5pHm0Js5FWfmBFiF7Bx8VXhPnJ19XSjLNeTxNQ/pG8TSXa0XEWevJ7T9AtzzSbCUmzy2xRa8e6Ee"
    "LjnwLWzOuYos3La6fdjNtNzzVczEtx4jITHFjV/8Euj3wyDvzcX6WrqQESpO2SiDrrZMbUoPlTKP8lPO7tGZzMiZhTDshwcke/Y4"
    "ey66lLIasrPKtM1+0Kpj2DE/Sk701WHHbxDFvc71OOxXe18mprV+D1eyCyPOToaUaiMEgcpM7Bf1danmrBIex4koYxu5C/ZkOc75"
    "6/DOdhfbu2clBb+9DpJu31XHO0l5PRdmEFQOY29HoY943bzLT/oUbOCp8Oa3hbSulZ9hN+6Sk+QRsRnmGFaU0LS+Vs+4U6hvQV87"
    "ppsqdVOGhdSoE/UO2V8+EuOo/oZ8wkXwPqdBP0b49OJ+JbVEng59lLiGvlGK9dqlHg3rWtlIuU8QEdbkoQDnOYSc1xLTfEsjpur+"
    "4phAY8QoXEWvthr/Pwnfjhgb/t8G35mQjhmSjfrJxKPznCXOa13l8Xbt1Uk6GVcJYeltKnrfIA9rtHzSx01EBf8NhmT2Vz5kVGhY"
    "l/Ytw8nWbIz3ymmjfJ1Crfu7boRGicAvrtBH1bRU60z3QLKR9azH+S7jWbedH8r5waL/yPNtnTHbrJdhL1cilsqF1fowMJz66fBY"
    "puhXanWZOLkcroZPvxwrmA2LssXjtSU57XOzxImFYt6pIcS9SXxWy5tcxTjsNjEOnwJq9SQjBetBSemZWN1s4hgUsIfAfI6VanFL"
    "ge89Nf6/AHLSwDlcz7jBes6fD24JpkMC5+tnWOt28gzuYTL82vG4TmtIQVtxOFxxn4u0X9P1q2A53jeHPb8b9S38/SFIzw+sju/I"
    "OdUaj80e+m5MOwM7iJuJj1CqdvbZow2w0Wv1Duy4zYydq5fLCUGlTpdh7N0pzcxx2KqHe95sq+5W6nvEDN9iK0Z0MRTas4ivuenS"
    "eo+aNZqTJa5yUOJtcIzrcXgd22CXXkP83FFOl0J6IohKEOmdQyTXWo+/nmLn1NG09cWc+iv+y4x3D28fS/Et+eRxqYcm/Jyo31V6"
    "mnRCjP0cXr9OZrDLdxdo+RxEkPcSX2ElpPdxeszRTNdgKtPf6nBdj/NzYa7TYjt5S//AUz9C9pSr5U2c6I2IlF/VeWIdJVNxf8Pl"
    "F/hCrSE9Y+QdSOEiPRyfel+eIzLXOPkDP39FD5B3ENvF9DMygdkpj3rUi4maTzT9Kp+12QgN+4DeyS74E+QhnuuTxE3jp+f/61jX"
    "acVqqItmzbb0wjmL6d2486fxrV/RzoyQl7H6oyD1JyNieY/Mh2WUNcuLV/G+13Je4Fuc43pK9oGwsLnQwjHO6+bqM81ug75ZAvkv"
    "Qoz5vT6O30fjlMwhE6LLPT7gGanyaVMiWutPsWMutb4p5zlZbLmWed2QnfQOm/k3fHcCkc9aomGH7N4txt1Hidxo3WkHQKf9iL+9"
    "K9Ohy6diBR2DseQCGyWpRtjT9o3raAfeku/oCyhskPUErSGL4Bae2WbEAa/WCbKGXRFmSa0rqBtO8GY+e4vhehLrpgrr2plSFzSa"
    "R7E/txHZKl8n7EHeMVM3byVRjxWiHp+hG7GGapiR+ScZfCvIUBhjJvEYyW80sZTiTEraqkTUYat1JNLnTqIZTZHS7NztP0CSnpVf"
    "9Xh4JDvIYFmAfWsNqzqFMXfUM27U+bnDCLuPsvuWu4l17cew4zvTh1qOb1kAXyjGKdt0zks1PV1NzSNtyFYcw0ncHpHrUuibH/Vn"
    "nKFxet9W8UDIjjg3QWFMzbWQw5/JaVaG/96QbvRtbf9+JwZKBWzxlcyxWV7R5tu2l/R8/4BGiAyuK9z1Z7wrLgdq1bAI5LCdGM/f"
    "gZz0yqcFqmH2zTqmYkSmsRnpLawZxRhrufnHcn6jXX+kGIu55aH6wNOdo9dBW5yNnw/Sd+RO6P335CDI4X9OyV1HHWvZOtOh3WQP"
    "VozsJFsO4hHp4us8htPgKuVWgTWs+0JWcawHswUt1rbsTq9nLFXN83i2VPLUlZKHJsr4r55ybFO9ESJ12GzTvjjDRfi2Co+vPxc7"
    "G2EWd7yMoZw5rOKTfVdxkp3HG7y2bMDq6iHpDpfuwSfEy/oCXlwBMwkVkLUXacMHeNaCdJ9sugqSj0hUfYdyuld2HaV3OU9KAh7x"
    "Mn1bLIJ18ykrEYOODHrAcqzCXrwPLb9GH8B3vgpt+ROi9R+a9ZSfYBPGQRc/hHv6Qt/QERn0HtPvWzy7UYGfUTSPMZd18Dif0emQ"
    "xDPFIqI5alnCj+mZ52keIqnTYYN/he50cWmS/aMuk3Ukp/yzx+i9GI9bh49jmAhYY7W4/AwpVsd/EOMcYZxdYsaxeI7EfdYkxgxd"
    "kt1HaVyA/22OOJ+9cyWICK3uVKWzpI4oW2v1NfkY17Me5DNwSl23QBwR6kwdBp/lDd0LdvATSP10/Dc7OFPvCQzf0fIJY7Af1ZDn"
    "0bKSFZvFrENWe4SXqI+R7+IUciUZ4RO+5vYPcfFakrG+Y6Z3mq+5JH2d7BREZ3lE0ar2p6iUkchwcTO+2Vi/4pyxCsmzWccJISdj"
    "Q3DOWkgav9v24BqxjNEqPGHDm/oST2kdtNkose7zXvIebE3f4ASpouSFRJrNh0VJkE1qJWzGRMj/FHjG7+B5zwhv1k+spi4b5L/x"
    "r6v9RJ/97WzYpmZEq7FT3FL+rvptuzVfoj7CKqZuWkNv9gvcf5+/rRltMK8Kntfb+MQwTu78gVh/GTTyL5D4hcGrnKOyzCf8eOyc"
    "8RZ8T5tY7pm5wszcua2tCzVDc5+hsFV28rOsdmf17C6y3qixsreUM7tl/FxnyR/yJeSwu/wJ3yymr2ihjIb82fxHPlkWoupig+sQ"
    "3dfQyzQdPZOTCoU470uIfJurHZu9hpU1h3xbND2U2E1VPJmLWTttsC7O1nRl9tLxZjSX9tREnTP88KbnF0EKlmMPHoLe+Qwn91n8"
    "fHowlTPJ2fCiy/D+YqLf1hLJ27T8Z5zGXUjM/M3wBAtg/VZCd/SXcljihazD/4R7eoTzBDVEwN9VSr29ivvpsTjW8xj9BrNIHci1"
    "MVBCjy1b7StaSX5mLnTQlbg3m3dZz76MBdpZ0p13fTMcMaFHEtyME7AU39wZZ3d0YJ2ZBfqLGqegxRHNt+q2UV/5r9Iq7y3PZa30"
    "SUlzL+QjvklqB8/YkySG33DakTqixdd6vLnezFF3kARRmLOdhRh1UMojFpguGCMVfsZBGaXvKWGmA9vNmI2V5dqfbIxF2KNarGcL"
    "ZPhQKcrspu3a1eRKdc87J4MZpPTUwq0mtUKfLbSMQMznKJMZfKGtkfKdhztBRsCWb2G/RhdoX2PhXYrVvtlEFqecViDO6QmLPA+V"
    "V2Q1Lf/30FfLINNvIeZfq1Oln9h0+RY81aa7ubenbV1Meb2Op7HW++Hp+9qJMZZjW0+QS9L1frfITE1H9Fz4Cp2wm/1kLzlQIpyh"
    "reGEsU3F21W2aZQDT+PoxJlRGcLpZGEeMEG/wVXiN7FOYuyAzxK9P8CdxhFZRNgr4DLnZ3hZKfc8v9leSfrZy5R/gvuKi+BqtG9Y"
    "Ba9jLTTLTERS5wXHYW8G6oxgb/ZyJHWI111FzPqa1bdJlJ3g++9KnI442aNr2QV/3FZIrS3+on/rNPS9QvVEWE9xFjjuM7Zxz4Br"
    "v06WFVzlWXKi1JPL0HTjBJyzJE64aYbujMdK4V8ncHo/py/iumMexh1fiz2/X2ZqDiLa+ZCrQ+RFtTr8MrKiF0KXbYBcWPV6GvkX"
    "bI7nXVz/VPjqH8vT2OPpMhFXHSqGjWTIgmfAc+wj1tm/WK+HBvgY330qJcJlFVIeh6aeHk56AtD1HllN9Egx/MYc3Rue2Eo1rJhl"
    "7GzOgzdxIRnibWaijvgMSdzbtzqIfDh/srulh5QSoSAB324upbaCeTjLqZ7j96wsg6ce8RLWTho0+bYSydT5WkmLRq9sI45F3Xrg"
    "q4m0ZN3aRdivfGiNPp4F0LGqp09SOguXneMt1HR2VFnX3lbq/DRUlRpL7ZuIjvriz8k4a1ug5zfAppYRb920ZjFi2e+851ylD7J7"
    "07EWVXIiOu798GsQuxf6Hs6Z2M9a7Fsdu5hUHiOmX4H+yJ3rzxgin7ms4XK/jsZpOlCmwl4/r4fr+3JzcIC0lUPwhM0Pu53zfRGd"
    "Al/zci2VJaxA98RzMkzDInUVzKOkWOu2igG3jgO7sHul3ud6tBHmy4vQWi+GH8nucjuk9xr9KnwBXvhwubUJ9OkOmVi6cX9nHWf+"
    "s/E8nCaTsS8r9KLgG5zqCv0AEpsKP0DcfRV0yVr2P6RwoqJ6vtwrd+utiMPKiaXchpgxJ8swsfzDJkZFp+Msfon9PxKr74f37CA2"
    "Cf2avNBEV1jK87BpBv9/Z4+bxuktb73iGatSzp68anx/ISRyLS2uRf2BXC37ItKs9HFWzCOfx3iqonifxR8r4Z3+Ci32K/y07tC2"
    "JfJJEzF6na/jjZYouUjqGf/aaR7AzLXZwB+JMVNPW50HXfgj1ry92BSSeWgBduIrnJI18P9W6jP43rXYkaH45s3wGV+CfH2qj+FE"
    "VcKf2J1dsxvUzV5XMse9nFgoJbAN5XoPrj8Pd/EBTuQSj1thvwbSA2ju0exi0AjWqVCIKwT43jlqkcoI2VEmMc93mlwq5pk4v+5O"
    "nOLx0IMKmW+YSpvZSIqO172aDZFvocfvl9/CMeG58C5/lMFBv0wOuXEWp7ePOUxjHM6/l7BDKuERycz21+Gc7CgOucV1fVmmoJjZ"
    "iVyeAGNI3paotwnWwkM/56YevduQml2v0UE+X9WGkmSd2Ct9jWU/PhWHf7EKvnbKTyzVWy5Y3LSsTYsl2DmS4ASO+YuVnnEz9Nxq"
    "Dt+ymE/YprJq1PlstXgeFqv3YXdtMjOPUa+tJW1NQ3oiCqlowLmvh7d9qSwITcc8IIPDU3Q4rFhx8JWcEORDx7WDXFuVo0xvxHN6"
    "HZ+aJJZ3WMo+2uWwyx05OVOqD5NrvQQ7FKFXYLx8i/Q9vNoFkrOS0WD6KcaI0OH62kbISbJYSugd7Q4NNZSodT3I4G61nBizO4aW"
    "s4HxZQF8nzLY8DmIaAohSw7J5UB2ZFQxauwqD8GrcnnzF5h1fNDvdSLDKvao1HD3TLJbijujhdSUSeYxLmWVtg7X3RW+/QTcezG8"
    "5xKdxs6X5ZCbDeT7ND67QdCc+4r5hPl4ZQGebhd2gU2F13GDfi499SKZFfaXw4K0j2bV6GN8Z7ObusqO7tXgi9Z6Jm83m5vSw8iG"
    "mavGG5vDGMGh8kegQV+CLvoDenA4dnQBohvrsOks4zIW0FVJ3BkRL7VV5Jzs6XtTUr5rtxr2d5zegp0ohQXJ1ZgcgwinncznPPb/"
    "nvnMkJq6ScTfqTs39f4bP8Ea3hXXzTiZOfpl8rhWNXm1dM+fYwdJc7b0FuMmmyoxxpoFeKY9yeSQD32U3b+2eVVnAY5n/shp7hzO"
    "u7WUCHOThfovPOdX2Q9VAwm/H5qlLzTbQliusdCyIxgdTdRtm61hvnEXSnA3augo1pVgxby396lt1efyO7+kJDTFXtXQp7B13SSf"
    "XvtA1sNXsePSsGV/00X8jp19V016cjSekUHnGTXU61v5GGMD6y4boTl6Qjr6sdMtyX3bQrRMJ5GDJI3snfJZbuNeizLnPgKr3k0s"
    "4nlWViNmugIe6DV4opdC26zH1Zpjx3KJEh8hQ99GSN5MTmibr7w95Gs9dIHNMrSGn2vP0uYUZ4n1LtSxO7wGPl+u3iKGIleFd2/y"
    "9bK+8gSsWoz85ZAeHYlV7i+OWdV+rc1wJJj2Pp3TVTbrWo4zV0DmgBh8sqbyIf/7Vyzjswur72OYXwh8d948/OSfRIl2FqWjFPgZ"
    "iXzPmb41wll7j3BWifVaR/U27HA+RRzCzNr/kW3QdUW1aDSPntDm+olMha4aKM9oZ+iqd8NxiHLzZJsm+LcdxsU23ndzee+QKBn/"
    "HS/c//+vZNdi2fdgoIQeOUQ8j25z7x2WZPI2caKPGwLkLD0CvuBAIuOlyDk8B//FyBY3VULG4VF2NFnNLuVxnuKwUbMRCxqCw/fy"
    "kh4qJ8AG3K1HM2ORHe0iW9dR9s9k14mLiAVZjbvaVZLM75nUmq9Z6GW0q6/uxn29wGLvlYz6Kq2fkxmQ7rAXvyJKXqGG8TuI3lAN"
    "MQAr9Cb4GKNlFGIgq2JtIWOvZck3QItNgZUJ2Z1e5WO2gdRhgUfrtn6teGbyUiTMRCHGkyQS17/OsYR6sRjTmduZUlr7zfyk8Vla"
    "zqA/2Qtq6NV8LBF21Vu3T2ufobC4rh2f/j5i/bnDpZPUEEWiBlbgTOifbxGLGzvQSr2KrMARaieLkNswh1IKa3KGxznN9ayjtvJB"
    "YlnbAiL9b2Y2o4UYt00hXtmN6GYtaSvW+VpTioh73eVg2cRsZBneWcXJv6/1avw2JJebcOKHIIr5BKvYXU7SO4jRVs6YyaZJukPr"
    "7E/8xhns48omBzVkXzW5eVcs7s+nhBtDx/XYsY+lhr2Uhsc/AzHGrtDDPenrxzinVQRP0PgPk4xXv8/Ul7pn+HhC3+UQYe9SJfNU"
    "2zAGGSxvYzdekOyMzC2lnD3YFbDbi7DOXeRG2czcwFLOj4yUOo/+EafMOLTaMFNHTNdim2dYfbbJZAtr2VktGbxp9WghvaQhl1gD"
    "2zmVzBTLiWLxqfysZyNK+U1vZgdxPbNw5geciGflWJvzsb7j2T9uNtcm5P8lI9lzVMWutwlkAhFxiN4JSG26nvXXabtWzHnUkTun"
    "Q2ZVdcToSSM5tZc0+nYd78d5BI/h1NUiPu6D07mNfMr50yd0AtaWYNdBFXG7D4NF+IwxRAKSkj16z9PZOp+ztUNxos+F3kqRf+V7"
    "fs5ZMqutfuk5Qkqgd/pLIpPh/oyao45+wZPUUtuSDzypDoU7wYzJ1nX65o1iZWUv7OXY8QK8bw/ynbju22rNXiso9OizFfolq9cm"
    "S5v0AFrAbHahwuMRhsRDc1bwUKIR/oY4+mJcfZU+Ag/qarFIZTa8wjptEewkNmdTxu6WpxE51bDKNIe83u5+HOdwyteRUpqPFdlc"
    "jdUPiuDPWIf9WrW6zve4wlR8toQz+qX6YVAFT6OaldkSxB31RB0pwFPdwszzRj1DluIq/cRmWo3vynCfC/QaaSu3SS881QfkEPkJ"
    "V7RupxugT1brXHiTdb6fxLyYSt5pP3G9uXN0ErlALA89Cnu2FHdm8y75zK9pRisrtFE6N/RPGaX/QMRozNh34BqvQepLdExgVaEC"
    "j/dci9grgM+4HVFPc3zlxqS3MzX/AI/FZV33XxMj1rLbpayYmFd6Gu7jyPBwXGG8vK9TxJhM+4SXQ9LfCayTyLrgj6AWHSGuD6SO"
    "NTmbbSxjzcCutwT7t45n83n2IfaR2H/MudpqrF8lnTE72ncgqN4qDSi5oWdYHCRplNQx8kemzzeZwdozrOS9IZXFZA9pQ6k3W5TU"
    "Uh8puP7DMMPmUse69SZ1qGpD2Rnuov+jpbqJV0Ki1Jj1H4Lntb+f6jGbZ1O0Tl9X8dwkOf0dIddSfaa+oJm6iuvEz8byY6wKO3Nm"
    "roRP7ApiBLm8vvF7niJhBgc96dF33oTVLlSzaEl9EDF/icyF/TsdEllDnKUK6t8UYxzHOVTZxKrr9Wx8Uy3OYKluhk6+CvFMswAa"
    "3Vdiq/w5rqVXt1Yvy9QUW0jiP+oCnWQazsFC3NUoyYFuWq3j8Oc9covXSzW+q3cUZ58N5XEn+V4K5F84be/CVxgmh4U/Q35bWvwL"
    "DbGbXC4ny8fsC5mmp0DecvV1uUuyd2ZfiE+5Kc4YUTps5bsTTWWMt1d/Em3TPacy3UWSGSz+hompNtKcflFHH6FEaClcPqiKnEvW"
    "MZViVOEqfJeJoXIXa2dvB2PEnHU20+qreX4mOMEpgzQL7bbicPPWZPIak7jyMb7/9Tix+dC9xGorJ4vD0KlmB2Ye9qMFdJLlZ1ay"
    "YzdKdMklxN9M2+Fj6TtM8v/aRf4dfIi93y4YjPX/oldARnL1aOiYs5vIOGd/5Qr5nfMC2ojpzPWhZec2fuxv+p7crv83TMn/zSsm"
    "AWdKL59dKGOWx6Gu/V9/j2aQQ48V5xMXMuuXZJZlATVWpe4emAVbyKznJVLOeSBbzRXsbMijl7wIVsT8Vqvzb2QtfRZ0+z2yltxR"
    "S8S6gM0r+oyTgtYD2B2n5mdYqAnw7IZKm+BhXP8HuQpX+A7S5vrk2myFHdBS1PMfu1zXAPKj9BE36WHr6kktORHP3LBJrPvyXc5Y"
    "/qnWybqvWA5npLgJ2Hew6p5yIaR1Ju5iJqxoIHdCd83VcfBuXmnWmQg7qQzHazKDRi2Z+DnN1NKcPcZDPYZqP/pwdZ5f13VmDZSZ"
    "epReiHO5AXpwexkI22isIZf7XK+zDsc0yihtaQLT7xBYQmOJKIb++Q3nvL/8QrT2flLvNboybmiYr4zoKj7bGPO7G3k6KrVlUK4/"
    "4cpDJD0BEPM7XMss0enBGVIYTtfe+qOer2c3ayO36YvhTDkS1j9KvyyNHjeJvmgrOQAeYVf6eX3ZWbA/68w5jKuE2HwtRf4DqXh/"
    "eZZaPOGn20uYyXwcV+kgVbD0B7OSG6eVShH5eLnPRYeeEzRPXU33RLKRNkQm6vMa1uFlGq9Zxn9MW8G9GfkfQnTY9DRGHDKgjNQu"
    "kOwMEBHiGtRxQr5YH5CjEN+tgvcYbSIbkc+Tk0Y5tx4WlyuqxHOYDd/9e5ybSj1PPoDetXnaP3HKNNM72/A07e/dONlv00I70trV"
    "MUpJT91n4+gtphdhGb57IYtxYr8bdnNXTnWtx8lZi5NpufwcLWXHzKFyGWL6HJzZGfi3Wf2+coLsJIfLLMQ71gs4jVWJCLPYIffF"
    "mDVaBbXMIBQSeW41JbQEJyGmX0jCo/PV6ae0ODHGfkVEsUn5OVeT1ispRVV4SrtI0rOXxTxeYS3xifqJVRD2k3msKP6sX+kr0kGO"
    "lXNZoVsBS2WRUzFk/EHoixXw7beTVCP+A/UY5dqIn/fvuGKaQqFw16jO2Og9/sdXnpV9xHoInd7sJsaEbDW73/XF4G29DRpoIZ7C"
    "75CKu7UTfG7LRhfgGf+Jz1h0uky/hXQcYszRcr5E2Wen2OeGKZVzPdpdtlfOx/dbZWEVnnIrRrcHcs68Epqy0k/cpnxnh/rZNFd1"
    "q6B3tiv7lpxv0Qe6daisRDx0ksyRtyDJB+Kp/GzspqHhbq8lqnRnWIFrZDK+b62+pQfJfYgclmNlj+trsBPPyCW4t6OkSg7yuJgO"
    "A8bhPR/k+5ZfwjfvwQmnJKPxeuZKvpBVHqM45Omo9xLfUfrhLmfrk9AjnzM+eRW+6ErIw9cySy7yiKHKPtcW3s50pK4pJ3tPa7mS"
    "+bIyovWXYOUxnUf0+CNkIqIy4/XN4fSudWckiMph2eEzxTyp8b5n9B/0oKq9VxujPd9FLN8/wmN4bo3g2ZqVlQo8/d1hrRbgW+rY"
    "XVrPnqx1muaLrv+PjsNOnLKwibVveLb/JIaY8ZBVIsa5DR7VsCDCyZk47sMmPZJNVlKWE5G5rtH01A2S5iZPUp9opo4eyUzKhr7b"
    "xu76UGao64nIdQrsXQHnGP/AdS+Ti7Aum71oKl+1SdPsaP/gczKcAEMn3w2f7i5F1Fwr8YS7EquxgnynSc+X9rY+6s9zJWca5qlx"
    "eVWx2n8M/MrVOloukdm4VjJj38/lk4tQ7qxG246WsSPngGM+yulI7JThUk0E09BXThzaaRExqtarOyeW6euFk24YYHHGTSs4kZUk"
    "26TJxvV4tkNx/7uzwm3f1Vwsb7aznw6shhRcxbqTMRf35JzJami7RR5H1FAgz4YkzMW1t9Db34T7qca9PiCGljaXk7rWk7ISe9RD"
    "bpSb5Z2wWB4JTw7ayj7B0+Gjuh12Y+cgjrilmk9voe9vtIrR75S3huijTWbuNsFscbbPZOfsTvkIOvTZ5vSszYAm+lCyv1LOnEqS"
    "HkMRrUi13oRvPIjf14laJ81cqZ5/80hYYjfV0RVSlE9km8HQrzN1L05ch43mtdw1Qj1OP5Nv2Pdyrr4A7fACZP8x3TewPPAdUsur"
    "fYfIwfyr/ljVF5wMbOeRext+uYzKdM9xabmezpDayYzmY2IoNbOxl/aMI56L4lRc/UbGr6pbs8e3k3SHQLHHPEu/ku4kDeEPrWbu"
    "PuLxnurpAe4hkmEbSXtiXYlrEKpjLm3HPJZNkxSzcy9JVvfGusphULYUhwlwtO+EvgH6NcbTP0heh02Jw+N1mFFvyHzadPMUJhMz"
    "+gpoqwKeG2OarsBpDIm34SKSPrQ1pR4Vx/qz9sNPzhfXZ76UUpcgwtQmautsr0SgZfO8Vipk33QtpGSD3vI3VVj1PIMV4S1Yb28Z"
    "ED6kDzRbAP3xtCyVO2UncvoajuowonE63LjZzDyVsHfBvN19YBnydRH5c9fqeHHZS8fybXyT5bQD1UQv2QFPvwOrvuvIQRuHP3Mo"
    "fKtK+mWuD0U9R+xIdmuPpNZ2eYpC+m7L9ULOjCX0a/gGi2FFzQfvBat4FO6hbTBF88lx+AH79M6BlG1AtB6h5c7Wp+S6qBKcMU4y"
    "j2xnqL8kNKmNuRRTmUqs/SvX44bYf+d6vsmKDItSghGMsWNHMtkwxwrtsBSVmvE4sc4K43A8TL+B9RstNok8HVp1Hk7pWv1avvRd"
    "h8q8VzqvHPF55f99V7/6LmMnAQMz9QPXe5P+TMjKfoqfsU7XDyjDdYx+v4JfFmV81V6W6QUSUh9V45VNtCCW79nbx1h/F32kux86"
    "ZibKXOeVNJFHys5+0BTW+ECx3qge4mIYx9TjZroeENd5sY049Oikz9s2tW/7S5z1dof2fjPndOx0Z191HRnCVjIb7upKP0kNO+H3"
    "lqiWe7uZ8NO5MWJm1ujZxOt3GYr5lPoU/IfFfLdh5v/gI4I7mdeuVaukWQVwE7mOY5A7w0BeT7SGCBnm7pQCzr0UsY6bC//gQvaZ"
    "7CDPcXakgnuwmpksq/Tvijvo7tHAor6fzp7RD3xGg8lKvgPiROMgmwtd+gf+dp3H1InRk6n1PFvlnp+iLbTElWKTTL/h29/DSo6F"
    "LcojU5xD2ncoRgOJtP89/J8tNtuD68/EKwfjFP8M+9q2iXr9TL0VJ6crIiNDxL4Jcah5Gj/Dhy71ts3hbCj7AA4Ux2EyTMw7qfCd"
    "cSYjvT3bUczHS1E+n36SjqGi1A4VGbQ3xyVjbEX/t9Ptq7SLuG/6kBZ3FbMiJeSqyfEZxSjzdJeKO7tWsZzCGP0PTk3kwSpEIQdt"
    "5AxEiv2x+++q9XtOh+UeD2+5QkbLs5q99p4rNlG5WZfopYh4NpD5/WudgFisCDayLWOmYvb7WS60lDhqT0MPfy2Py0OIdCdi7Z9A"
    "j+2pVwdTfS6yuWckrGc3TsipmkU6yedIhd3j9dT/f6ixYE3F/ZUTe7xMnQ6HTysFjD3cMy13zFQ8JRMR97T3+LkJZlWc1rX+5f1l"
    "YCa31lrSNQmrlSc03dfVHncV13Tl1FZxJH4/iLtfqgfiW/YkRviZ8Con4JqtmO0J2dtfTd5bx6Hn+jKryfOV4rSHTU49yZzQX21w"
    "uhbaUR+TA7Gzu2BlZ+IKD8mOemPwvlwmXSTCCO059o5HcZLqdDF7uveTeAa1OkEcMtffW+3Re11HXC0z2KNYRWku64i946rghpL3"
    "mtQT/6srPfZNsLemfdbimw4VQ6Kwrg/nJfzdxFdIhosEO95tjWvx/7chcWv/qw6V9kQe2IXaehdZz5rgLMipIWMaL9bHnDC1LmSH"
    "emF1wRP1IvZRRyl/a1gBK9K75WEZj3utYd3TIaFVsae/hGemj69Mm7ex0WfqXBT1qIyTy2n54uyrtZnUDdiHhbDQDZwqaTZrY4L5"
    "XUrCn8Lx4ZP6R9hKTpALdHM4LBjb7PRmIgdzxe6pb9E0gqfIxZTphDpuzQTltJXU8BtzWEFwz/Rp1vqqfISfDXNkN1jVo8X05Hi9"
    "B2egCNqqhawkT0EzL2/9pIGH3DgN/oSVmavT9EfT+fIdnvsg2Ph+8iui5jqeM+tlN0zTxWQ0yef03cvYYeMIXC+j1foHWwfrEE3d"
    "h3UfJfmMPGN6jUTYk1LIqvgLwa/QMNvxvP2M37/Ds7kDkcdrTdQxijPnsZuk0SONRy/WxCtNTBdm/UxzySMKrXk5LSSPHd+GIXIu"
    "7uVQMayMA+RDaLExsJJ/6iV45xCZEw4O6vSzYEE4Lwx1XvhIWNvs9/CdwK7yOnTMNvRPSmEjiylBJ4hNnXQSq2ofQB2dx+nBH/VJ"
    "qfZdLQUZO5uANayhH+Km1luJ41ZJaV8JvI/6MD9nccpJYrjo65nRr+DstvXh1v+FQd6e+Y7BEHlGHpOdoe8/15nhJL1bB+sadvTU"
    "stKQZhNTZo5Nxl7Cej8gTsE6fNME6P7rYYFjON/Vfo7I6d9/eJwMOxf/lAJaRmNMsihvL2jOHyGbHakpy9RYKRyOsvkc+9KPreA0"
    "RIX3Hcp9ZH0/JL8FIoO4718K6ekYXmk+T3C2fr4o6xRRddgcvX3HbiW/Idv3vKrP4W9v6504Mds2u0Fb6Fgxa/ujhH5uOKbvchpe"
    "8TwL9S5Z56P5Fp7vq5Z23O6sj99LNz28S6OOm0iGi+mvvTgRsgOlmEurYYd3ishdprXTvTtuvmUp7/c4jyUd8xMBVv9MqItncziH"
    "4xjHbGWnS5qtuthjxikR9dLdsKkM+1LDr26Zvzk0oRV4mlZrKYYcV+pusKNVeiRxmiN8jna1Mq7v2Mz1cnEHiz2/gT2bf+H/v+AK"
    "K3C6HsPZ34QT9jA0+es6HGfjUxmB2GdX8jpYTjL0vSpllPzVtGkbYaO2lRnaPXgJp7eN3MozlmDf1VBvsc0GJn31IFsOxbowahmT"
    "uZggh9bybSIOW09WjNnLGDNMr2Iv4mQIzvf8gDGf9TuGUzbG7/eaWrY9wmjzAeYuy9hJkGqUv0j376SfdrZXOslY2ECrrzwuFkO1"
    "hBZfqB/hv/libPXmqU7lfnwEz2iFGrZ9uh/B8rhDPZefssdgTrCN3iOf6HbBZ3oudP1IvVU/xk/Ox17XedankJ0obu+eo77MhpC+"
    "s8QzrOfpOqp1DHTEKuexHmn48fuwPywHXn5veUKy12W2+KxpkUc3NhtoOcsvZEf5At5Psb4JzTtIJuH/KUhOqZwp86GpLOvQhvHV"
    "YHxvC9mdiK4289MsM0/selQc/803egYszjWQ4ljwoHbXG/DJYXKH9JbsleI6j2PmGGzVIzYdRz8jh++6VE6EvbQ7bYmnNZ/MBqbb"
    "qxkfHy2b6Yv3x118xTmJXDJb3wEbsydR3IYjYlrop16cr53GCtlNnF9fzM6ilM7Ct5b7KuAiXUFPq3GV/q8eZbq7sPGvSshnMtNj"
    "kfJTTo6f5hz9Ap766XK4PBoM1FbwHk7RfweP6Fv6jhwmyxnxnyPfM/dofE7mORt/Tg2zkItgHSx/dy32ohP5Nt3TvoQ53PTM0gZm"
    "peoQwawnHtZKnNJ8nY3PfI3rjsxwArrZ1VpKQ542IHq6jEe7TE6wlP0V27Ejtxn28yDZG/FhPhHliul3x4jkuFhvlxrOJO7XRJeo"
    "mzu/2MtAd+raRX4aMp8cHNWIP/cgRn2UVZUy9t1GyM8ZkhPOtMrlWNP+ZPjak7NZuawVtPOT2jtJKsNofiotoJO6yVJH/qo4LUol"
    "Ebwf9uyhObizZvIVu2lvQMS2p1yrO8sZ+qdcL9l7pUrgD7i45FxqKIccezI+0RXn/gg9X86VEnkUsfwZepTeH45s9rK8op+wc2U1"
    "5G8h1jNLLwqsinml1yzm//fLIHTb/IbpXcfm3Z4Zn3Nwz13FMGBst26ER2nI2u0g5+fgfCUQy44h97jxjMX8NGx6Tjvpkf+cD1IL"
    "O9BQS6xlTlO9bCRoHZX9OGZ9bpVTxKohIbujX0H8tASfPop49OkphQjPTsT3bOazumW5UTux3xNB7jLo1rcaSVsdkctdhrkWXuPD"
    "8ALzGDuUwpqVIkaoxElcTB7QJDueHfKjMieaYH7HapGdODu6HZ+8cXI7edtTynzOMOax5Z3d3wtPYLm2Jw5Bvt4rH8gSMsNNgnwW"
    "6i1Ek42TUSGHUm5xwYHwyPaSAdT6Cdby3W4aI0ceXh3L3lZn4eqJiTANlnwzecJSuINlxAyxrGpEr5SbmOUNiWK7iTVzV+e5h0+s"
    "Gl5GCvpdM2yiy5gnSXjkFKWP4SoKFZwQLtcjOEmkPvMSZmaWs79iCJd7Ed+kgr/X+c64R0R9btxlJ5yu6+cx/CJ43s7vnZ3p3LLf"
    "98tl0G87IqoZEsyCflgDCX8ZEfTD3m9rTuan0EdI6fmxmUThD3W0xHysbD0KxjpykMxmPu4IqSN6jDFcHC+lZH7dzFjzH6xBm6Qt"
    "0lM4QX+8n2CqyzBJ5fj+3WFivedOq8VZIYtn0Iy29sraSbpDOsr9qCCyRzXZW0Yx9+K8Y/MVh3HGzmoB/4YELSYfcgMv9CB6WBFy"
    "qGRnTHDZftNKVvtJsIbaUubQKjnPwdhhzufetyfaunmBzf4GEcZlprJ9T53ORmxxGmz5MfAAx4Zr4Qlt1ClawEpiA/ec45N1OB3Z"
    "OFfcU3ceeaGXE6e9jD+4lOfyMmJtl3Ficg8xf/o3vRo+xZk8AbnaIjBEdqt0/0FEqlqfZeruEYcrNNlkxtnFC+Z5Ds7Ur1JE9MyB"
    "BuwgiQzffYQa0HWcHUA9HdVhxKCo81iAK3UtY5RNnDczK7SamIJlere4U75FB5DnL06f1V3rfT03yIMeagWLVMbsRSW8pxzqynzu"
    "YJw2xkWeUXVokRXURafj+RhqUikj4cuZqVayvpilsWzAHNrnClx5hDhs+RT9NuuHTMI3qGflqp69/w67aj3W0llcP0kuc5O5tG01"
    "rCBZv83RYogzu0pDf14xUceTtJK36wf491qs6RWxmbt5OE83yXmwL224mzbV8g53z/okivVBeMzZbWOCqBxpvdNONvl+Z0MnWeER"
    "WfYkpsBSfv/TROEt90/7wEzXgqtW5OJuF8NWGteDaa0IK5wH48938GQMZXk/aS0rEE1+Jw/JU/oTEeXrKCMRzytt+tzm4Szb+yH2"
    "dZD8bB2EROYdDOt2OmzTemiuXRGJLCdqxyLsyQyc+pfkH1jJAr7TzUlWUK5uoW5vIRfg76/BouwuNi1uWcuBwad4XwHsQg3lx/XZ"
    "DZT2UkQ5UHYe1WV0hc2Pb+LfShj/JciEVMa9tTvdjdqzxutbNwlgE+R9pfh/qEAZYs4YRsyuahb3HumfiGu6YHdnkf+yhwwPqvCT"
    "DYi+81mjSEAPx+kZnYjv3uTRC6NE6rb6k4u+QvYpJxsxnCtnRlPUDkl1jOw1Pi9QyuxqTM/C93aHVPeAPpjNjFscNrEHOystRhmO"
    "iPIOmcKenGNlkRry41qcsyf9PaYaodCnPaU6vMdsyMdiGEYbOTFZrs/BwyuhjxbNRJvdyEQZ1ZtkFjyzkWRlNnQIs9bbiFmZHOZ6"
    "9yR3XrqG5rKRQlaYJKNQy2AVMyezGfpiiBRwTxJEht6D2i+ld5DBKZbBy94Dd93OczFbD8Z3ZGHeDpHjr/IO4iTjM07pZXpXE5iY"
    "DjnTRZTHen28jpmuuGezSxK1NsbaWYqoWSkfHZqlrc+wrhs61wp9XJ9BjHaPTMYz+FqvDbrLv3WMHg+5OdzX/ebyd5Ra5mA5qEmW"
    "kmysBNknLOEnSB51w1xOjpSwBmnIFOkoq/l/2LkPfeU3lWEIs8j0B7H4bYh/Vx11jWMHMUT0FxgzufnbmEdUrdevJeLrpo3Rc3f1"
    "p+dfksNZEsvIbsYp+AVPdZBcIXsidusj1gP4qq6Qq+Q+PUQ+hi56V2yurNhPqeVBB+UgOl+Kf70KOX4KGse8dqvQtYZcDsC7lyAS"
    "P5jxvmmFK6SOOn4LPdU6xlZ1POkhGXSc3Dsf/gFc16pUFazlj6OUnyNuWspOYcznfTUzB28egTEb5CNaq2T1JwXPcjitT/qqaTx1"
    "gQ0YRr+8FJ6ow/KeDksVJQKDMX6PbILpyLh5opzsqOfsl/VS3yAbiSG1G3tkEpAui1B/4r7n2TSH7iKVtJOH4R1lZODtjzN6Js5k"
    "D9mg4/BqMbTR83oV1vUt4umLxLpBj4LPuZGdHnNgBaKMWz7BqsdiFT2ZJbK+8iL6kHHdkZWUNOKPyc1vnj/rHMhlsR6KsxijfvgZ"
    "Pozt5MHiPJ3mGW4tt0e70g44v9Xp1B3E9W1YHvcMdnGNlmJa4WtYHaxnX6n5gwf7qshpYmhqjod8C/GBs52s7/Rjna8r4RleIfdC"
    "GyyEhZ6k17IvqB8rSoZlOg/6zqq7ayCrQ5s4py9jH5ZzNfPwznnQI99BKg+QcnlaHtHx0BgjcWZ+hW1+H9caEKzAqS0jupzVHdbC"
    "JhZzDv1fZOs2jRfzfUAxP3t0MWX6imAJnlQe1nItVr8cT/sURNdt2d/nWOJSGbQcl3NP+Qr9DuTqcD6gYyax/KjNG6/BiZqJc7MS"
    "62+JMzgP/myVXiKbiWO/jPyY5u/sSNa07IxxB2PtHZlrcBNs9lzXsIP/U5zmH3V/aKUFkOfbsNc2d/0W7rmEHl0VbEhMZ+PzubjO"
    "yzyrDyM+tIj3SEjdn9jTdXhvC9Y7XCRpEcvV4ljaYvTs2pCjfhh7rIznzPzBk4k8vLkJhLP1OG95WkVeFYeIWssdr4T9uxdP0KrR"
    "gbwBu9QS5/pUfY29clFm8J0stM3k4CzrW8rVu46j/tC5HWB76+iNdsXn28gMWuQeYlc9jcyOhsKzHE/+Y71UTybb1hpon0NkBt5/"
    "ovwEj971xZWwXlxLKxTBHVQ3mpIJ/UxQqolX+kh1I9y69KyEk5DjGuWaf9wKq7ABESHtQbb2WnA2P+1+Opyfb+XPa7YJMVdtd2x7"
    "5cwuGE5enBXRk6WGEbz5NMfAV3bnvrms1sewUz/g7r+ApizBqd6eOfzLg03kRSjjGalmftskaQKuem0wVl4Iv9C6cAmkeJH01Snh"
    "u+FHweigCzzPSs7N/ATr/DvkpYLTwjv4eyr2++GqHfvRR8m+b9Xs870/I0trPUrVUj6hbuxKjxE5tdJ/bii8kMOgt5eyrnu1BOzl"
    "X0Pf+wSPopvOXajndKyALMR9BN5VXAXKtJtl7X/Xv+uLO4Lefg/vF6Vrt+pzNx2DQ+QGvR7283PojhqdHb4CGXxXC5vYg/vlLk7q"
    "HoxPzJOz1eKF6ToJd3y4RMML9Ga9T9cHfXXX4Fu9V9sHj+iLfJ42F34vNN0qaHfzgbcj+vAUvbXZDbI3dNp4fUO/0kHQYvvLAR6l"
    "0nUzhPAX1fft5dHqOW/WfMmXJMV87PaccVwICXkPmuUXyMpBwdXyG/YmB9bmR999tm0jhMltvZfbFpFble+DTvlp9cVkJSnl83T9"
    "MzWsbSojw1W0/qlGE3xxZpZs8jf7KyvxpNvBrzCtvRBybcjvq2W6Ps86bQU9SUOpeBOrriOiUiGlOfQ4Uyl9h0x+9fSOs78SwV0e"
    "JMdKjCiBmxAL9cP9reA0eFTdbHY6L5n09YVyejinsjZg3dbGpx5hHlqZIT3D19+qM36MMRA/JYYBfBj7k/Lw+wSxuGwevj/qoyHr"
    "jYhxwnMfVsXKwkfhFQ6Gdf2TmE6dsAsf6O7NNuhKanXrfzgAtuifcqgYL9JM2MpNsCnHwPak2AdrttGxHpr2/xq6eorPNNSyv+YX"
    "zjPOJ/5fxHdO2KzONYgAluppEvF1kASnECLUoKvw58OyHyT8ZHGe+AbWpuuI75NglT2f/ogh5vRg5vg8WMYPOGPxY6abMl2zMT5z"
    "4Qx4fWZWJZ0H2w3fcgxkzyY42khH7vxi4k7kZRi3pJF30ZmfX6mNmcDcK4Mz/cDpOcfQPxnXW2HTpDaJlaRXHs3YJWN2P1H2kjMD"
    "4x19UZ7Th/QheIhD9QH8uww27tFgLe58As5VLpnWLEZdDpkfQLbeoVLFvp1iPJ/RsgeezwrsznPsnLkMEmGym89c9RHyuN6hE+GP"
    "z4ZUG57ZftJOjpIz5FJ5CN9UwbyQRYyrcSIulmkym1bLzQougjZIeKyNX7VYsr9yCTy3ANfPgSxtI4aDlkferD9gs8+SUTJfX8M3"
    "jJFpsAjWC9ZSLkU0MVv/Df9igLxo3MPaMvinVoSXBs9A+rZj1rwnpwG3JXrVgWK9rrN8n0sKsvqaOu61Kp0mY3CtQzjhkGD9cDPP"
    "WaU+jr3Jbpmsl6aE1aQUsTbM29tNLsafk/RWyOoRskSvgK/xJ+VuV2iFH+Cp59KvsB6hn3B2F+MKY6WPnCdfqjFJlutYxLf7ivF8"
    "LIJ1eUS6BJYFsz6LznJkYMhrf+B3M/kC9qJBeqK+89wq4ENw35OhV43Hsp55mc3wiyqwb+P03/ShDmCtxKaZQ155B2bMSnl/1axT"
    "VLE3/BKem3PlSc9zlI6WzCN6k1nNidI+eNL4NbSF3i1f6WtBuZ6kj4bfsEezsSVzsm/obNlfcXMkeR7NuCPj5RR0wcGyD6uTzgbU"
    "+8pvvfeHDFOmAyPmNFKXO0df4IRvLw/Dzr6Du5qhO0sv+LCGZP4PMY/Fpn1j5O6t5L3nEGHfPJsLPP/WFnrsgdSwNmzsYa5foow/"
    "P0EiqpnK1N/xKq7WayE/98HvW4Y1/ii95Rc5Bmf3Kd7HBu3mazsh8ReiHu1gHk7ZAnL71jATuJ8MIXfWthnN4aLyAv6rP7M8aZT4"
    "tluh8SYpxVYDMH/OMHmKPItHTpNI+dk641ZDx25gxnQz5OIXeA2G+X8H5CPC6T2Xxyohs+ENUsHMei4i0dXQUhEib2yHK5Tp2fIZ"
    "I6RUxqt1d9bJZ8onkUXLYnHrQegA//pynKuDpawJDP0dgotwvm1S7FnI3iZ5ANZwsjYLTsW7Z5DBynXLubrudESKl8hI2N0Xgztk"
    "d1kanqZ9bAIaqx4jjxKjyaq6bh6vhtGnRfORJrI4v2vEZ9W7eXRpm44ZId2x7tGsJbmcrYsoXOdce6n1er2blzmr6xvqU/aJXuNp"
    "q/XYGda1tQ+jN0MbXItYzaL4GDudHdPecFwjl5NsKU0jrkQ07T8eLi6f6eYrB4hDlO7Pjt8++NuTNhErr+FbJkFPXYu48xlEvRNw"
    "P4MlB/tVy5ngHtIXEnoctNY/sXdl+iU03w/w5Cpga9bog9oXeqsWny/VD5j5sDneJVjNBdDsN3lvI+q9jTi0e9rbsNle08kdIVm5"
    "xG2zXn/jrsxhvbeSGfUE2aqiZMIu5zl1d24MzynoOsflXc4optIjNtdz9ta04DG43g1Y7XzI5xVyPb6pA+7ha0jCOeJYt3NwVxv0"
    "WPkDazbPrAzf311KvRay09dHGrPqtmSGtyYTczXElHW+qyr0bO5X+Ap7hZ6nx8EP2Qg5a4Fv7Sz3wnpsC623ISjldFdIPzrd7xLl"
    "He6JcxFlb1mENeELJE6G6kJ2Fln1rRViUfM0z8e95LPDwCq5VzNqKqDOK9FH8eTWUeOb5RtIFOAydi/cJBXMFjv2b5cj78uqnptp"
    "6kXUwnqc5jn0+yqYkztHHINeqlGUZXp7J893/b2PgdVPLJqHtSf7U9cQ0/B0xM41kJst9EqmiqGRV1Jqz5G51L0VfCpDiXAlrAlv"
    "y1m1lDp8vuB/zLZm6wmu5SlxHBonisMQiGh9IzT9dOdmnOfVfnWh/q4ld1BLXMnYDpsx6/c67MxA7NFHMgmr7KejYHl+RGy2C+30"
    "FPLdpK/ssIKcX5/9FasVNczHNPf2wHWDHSihz9BWey8rycxdvdd6vfG+1fTqn4T3XsLeAPv8t/R559EuO2zRZbo7+1XSVs2wdJSd"
    "NzUe+zzmJ+lPlITvGHX78nuG1+lC5jHLm9jrUj+t+kuG6zCEhlBfgz9d3FxmoY/PqzTm50vtziYzo2a78gz7WqrZB5PuYwrVzbkP"
    "F4cNlKCnMIU8CXF2IeQz82LXKiDCcDKDGekigROlqxgC35/wgtbIGmrT/vIKIuP09KR6ROIS3x+0u8Q8OtomypDDO7az0qeJFYS+"
    "JjFI3OyNm+qLwd8+Gru9Gs+hDNbsO71SusGyG2bTBWK44nnw3Q6Cjr1d3sCeHSjv6gXMmv5Adk4nt6M5cxR6BplQG3ytUNOcVMZs"
    "73i8z5KvOM02C2vdSN7zlsHt+NnF+lLwHe7ps9QlGpG9dIMMVedfWw94Ha2Y5YMsl1uV6XtrL1vj5pjmmQ8Nfiirteug3x7H+3tC"
    "h673XZKH+br5FK54FU75afQ9i/VIsajY8L5HYP9K/Zz5WvzfKs5XyGXyEbHzv4KsWFa0DxkUq8k4EPNRf8iO1XWcGY/qg/I0kVJs"
    "Lrjc8x6GPlth117gz/tJ0t5nPu2pb5vBKXBZ2MOhUVfSyu/GOo0948dlIvR2K0R7NsdcTt/ycWiw7lj5/L89C+atJZucy4l4vXOW"
    "R5kwFFTzvj5h3t6qD0MC8/QPkX0haTchFgqyXu0wfQJSXILYzfJuRfI54q1jxPrnlCfmBEnPoIS8ymb6I2Wc5WzArqr3KzoZFjFC"
    "5Lu6DMttIXvTouynTGl6tlVpW/aGNV9GPmKrmf8MiV2qlWK1iUdpm1PsHy7kdFnIiMPF/j9BG5bCOpwIqcnDupaTIeVO2G/rT1ys"
    "r9I+Fnh+GYcDexbOxnN45wmIGR/SFxCfTIHufF0M2fdmfK6nOO7WBKev1kMKCjxOfeiRyZ3c1jJb1TKDSJPIWGGXfblCeknKT9Oa"
    "n7XG+yM1nAuNU7eEvus0rtfAZ6ph5JueiqmnrTmF9QDr4oxquhptEcepzKpWsfPSsPKLfWSU7kGL6Z3Q5WODmfqtXA27so28DB/l"
    "ZWi++6QbVmM8RYZXPwvveUeeYP5xnb6yVZYxkGy//r+/YpFEZ4l65svm0oLzVWa38nW85LHidgRObBX5TEpgHVdkrGzofaudYNnr"
    "vXzW87mp51lrQJYcD39+pZ4hXeGNrsGZK8Sfp0qv4GVZyEqUZrq53ayLoQU1oLHV+6kNxytip9O6ebvhhBbibK8nW9wcnQ0tvRG6"
    "JiV3yT3BW7BwU8IbIYVDpCBcGFYyKzyKGYe4ZyHqyC7M7EgcQpSdQj/Nk/RYBvavEXIutOu+4jBiRuG5DpYSxp+3SypT5Q6ZdzYb"
    "ucAjSZtE3ykRWrUUZ19q2MM72k467mIhbPtk+n4z4cndxQ7F0HMjRvw0Zw3zIsamuoBzLkeyllJPvuoTiUO1xqNTWOfoSHFIdmXs"
    "76vFKicawrxeLGPFOkCvJFv1DH1LZuPndXjfRWLT98aZtgFW/lB5CRHhNzyDJfoZ7OxlYv0Ma4jcsYBVSeUpiUOTVngkplp9QPaG"
    "5tiJXH2m5X+HNvgT2uxe2R8+/CvQ3SPw/afAj7lV34COiPtp3XQGPelxitLdfB224hOv92w/H2PHtveYtpeKYXKXQkI74rS2gc9b"
    "Rf66Gr1fImTHKWHFK/Ef6NOOqzyuL8PDWsan5tixKsmXZ3P7Kzida+s6Hlr3CN8vaxmPU2DJruC3JNmzbJZ0JbslD5OvOA/1Enza"
    "UTJTp+nJwdXw+KdAv1XhKRwkT3udsQYS1EduFZvCsC77Ii+hKeJ45VArGHLgFuqeEtbVb2P9wuTiGCln/cK6dBZ4JChDbihltupg"
    "npoc7McIcb5mFeujpVhfitXQBTqM1QNDiWiqavUgbMOf8JgPhpdvbH5LYZUelXFN2MZSchEldQ5r50kiWdpk8Voy3SX8RE66r6cr"
    "uWXMVzlKar0lS2qazzHJbLyzVRXeyw1Z7zxB7oEm/wD/uhVR2TDI+CP6gPk6QUe5QYrCifoaIqGrcKJ/0ctkhb4tn0otfLMq6OOh"
    "ltsM3pLx+rT+pveEA+U87MoTnjszRR6KNqyFp2i3suGgZ68Hvwndp5CqmxChDpeOYtiBr8Or+5rTgl2wjhItk9PlS91BjImoI3Z0"
    "bx0c7A9vsm+z5xDLrw/fQExyHfScsYycDjk/XS6EXH0KDWeacRFWVUqEhKjuLU5663yXjVnH9qxrlkqPYDTuvwI6WMU4EteHCXjQ"
    "zl7W+znYBE9VQifgKbSQnbEP4w1zSZ8JlsLLvRq6cQOfiJ2/qdRENlHWS87HaV/NbroYe0rbs4/Jepwvgqd8KHNK1i9Yxvi/nt1k"
    "EU5jZOOR3oSoNcK86nyct5BTvTtz6vc8sejZmLq3IOLM5QnqLJfqOPz8aDF047xGPbGVHsd7kw7A62/izx70W8uhGwwtKsZ7cciT"
    "trojIYXDyfpikwIb4EVuwLdZhv5ouRFefi3i43Jydkexr8YbtRueRwUxjys0e1VxFSXf7Kn52aVq6NrnQRY28DnVExvG5iPq/Uyf"
    "+T09ZBZ8aBcXl8AepHwWxiITQyFbyOf8gSQ8z1WEUVeUe1lPaXUn5ljWRocgWnlQysOvoYvPC3LC38jQ/bE8HMQ9/pLryA49rpDz"
    "ZbsRfcQsZ5zZGlvDV9w198TMR2ovd2EXHNroM7IKkjiKE5OGmxalzazC7m3RNBef0xQho3CnKYp1rXQQ60lqBt/8PWiAztCO38A3"
    "+Ax+U3VYCVt7OKSvn6RwLj6EH3adbv833k2CpzKFnSlnp2jST+W4CNw86TpIzqGSYg2uJa1lQm8R64Sf7yMx15s2zLMrWH33E7z7"
    "XOjsm7Cur/Q4WYsnOAMeXQqSZpObDXi4rh/DKnrPyA4yFTrSUAZm6EnBT7Byw4yJgNPZX6vDt3hf/wyW467OwylrCpF/F59LsTxy"
    "qGn8xaAJlIMVzPcm/P24eaEDfF9BMbzo/SXMcKeXQjrj1M+XwVtdrUlOPX7CTJ3lRx/G91ZnOhUb9yvsJJ1gZw/CM3NdX5XsLRko"
    "NtGZw3ObzhxEmS1V1vuq6AmF8LWSvoPd2IQsOnWs2Pb7O57IU4joXuKzob18FJ6OgNxcok2WOIaoStZx1rNfpU4fEaf/qnG3Q1hd"
    "KuEZmQHZ3tXjeqaIiCN+FtCYZt5kZiqVyXr35f4fj5+8K98RT6FKb5BJ+PtHsNuz9Rx4Us0aTVaFjfCA3J20k2YSahrxKF1hjGW8"
    "aM3kNrrymWxoVKdo4Hg0zZ69xmKcnXshmuokb8MnWg1/ahX+fFlO8L1VdezLL6PuqIPnbZ+fpH9A4wV4sr/D8iyEPTFfrZV8npnN"
    "TPlJe2ffypgV3qLbIH6uZvfoCljPCJ7cIPmNmF8NSExRdvmmEb/j9MNO8/MH1bQLUUqAu5vdvXcdehsQxxMrot1Psd5eyw6nOHZm"
    "f85QRKlpkpyvLKN3WQ9/qJOk2f9qaK/tGzpJD9qDtjx1KVorw9GxPOKb0NrLcUoqybNrSKDT9Q+cIpNn09XrcXKHw9IOgp0wFqR8"
    "/DsXOqnpGOuvqA3pmYNsU6ZPieUji9ifvMX7NRan1jbhV40Sm01q5atHoUeKNIkYKCUeBcnkdH0Gn2SEWC/Zdv7JWqzgUJWTZD+9"
    "GNFHBaP3veQ43LHJ7yOaCtdqUu7Qz4m58qf2DOyErYPn+gdWdx4+2dXj8RRJubc6dZAym+/fUwxhxth/W5BDMAL/PbuuasYawgCe"
    "wua8lmF8F2KNpfqkbE8UyDcgX2+w56effIu1hvoTbbV4BuKUR2Hs18QrZmF7yYm+R3QT2dCjZBkzj+lgIvinWLFJqPNIestx2rPZ"
    "bvKO9pez9G4tlEE2YyC9oQmekCMlRVk+GpJ5muwh09itPsszrR0szmvdg5avmrrH4YftQo/LOPUMe3w5bIRN2wzzdVHDw3fMASVk"
    "2VyO2HSK3MhMt/GiWn/JPP2E3dWlWGFM/1qpdRPuhZrGqjxKChgRpjjrfYT/npifBzAelI60KF09M2X6GqHXTGHmM1E/v208HR0k"
    "1SQvzwHMMKfnABswLf5zDrUl39+sieeT/Sxk533pDJ0fYa//AbB2JldliEo/gmX5FXGim0op1bvE6aIhkPT5+ORBsoI2o4SIkTFq"
    "jAvIj9VS1NeCk34KdahUeDSgC8hOGuU1Y8w61zaJEdUBXvEKXcia4I2IOV7Fk/mFp/h7TgoPgV84UF6lL7UIGncaXjtBerOD0Spl"
    "F0F3LCBSrtVgVmElEcb/5dBq/XBqimErPsFzNSzoesikQyQr5xzqFvo8RTifubAQ/xDjOf0ctngnfKIE1nEQqxepTC9BJIOf63R8"
    "6D3LWnpz/bj36+g7JVmPL2UGx3T9WOkrD8FvGw+NMUzaB5t0R3mQzALf6WeQnVJ4XmfiThYT26ePPIHfrWHxDYF+G6wugb9NJFt2"
    "BfvR2lAuWzWaL22Ybd7kp8ND4sU6zkObGd4PuznI6z3ntfbhHFRIu7He1ylac/YsgdO0L55kG+zJZsYyITlko7ShSX2c56MnUS8b"
    "T284jW5WaTtmlCoYl44VZ8024ZnP07lifuBSMskMgkZYh/h7BzydnrIbc9f1ZAashj7M9zM3/WmlA4+PFmO2JU9PkitxUkbBrhXq"
    "h2Ka82HcxQS8+rX+C3s2H/96RXcKHkIssUk3Yi1nwYOuh/S8gp38mbL+rbYlYmrIGucbcpOepM/ied2s8+RD6aTdEFfNDgznt5I9"
    "NVFqHsNWOEcKOCmW8H18Ud97GxKxPoZnM0dHyny8fhJO/2rs9Wq8/w1YkyTri3Ws76lnFUuxVzXFPFwcXnkd81mFHrWnIyxvCbvl"
    "XsfK5+FOrF6wys/HRDOsvvXErkz5WZNb5M+wH87HaGkW/K5X62icgbv12uBfEnrJVaKn5PtcnmU6+8tDuLcB7NP/Cpr1NpmrJ2oo"
    "FwTGItRwEhziuONPX+qRce3vzRlp2NMbylpI1Gveak6xjCUKeg3nCa0K2JJZsiixL7pDBkzD7AfvpS/+bnP0RfDkFmEnrV99AbtV"
    "rc6dx1nfCshDHbvqLHO4EN56LWtC9axmnAwt9zvO4Crs0Bas1eTFOKd6SJUMloX410O6KhiD5/KjHqT74/9jdViwVt8IboYeMQ/Z"
    "GEhqmIM5jtqsSHdnlcFNvJq/NVKqeFpvF+sT3x02LF8ny/1iWatVWIN1nf+gr+oD+Fd7xnMv6Iuaws5eo7cGxzDn1Aw71YfYDknY"
    "JqctKnQaPmn3lQdd1ByrtYh7Hr7pY/YTFHKO9jvOvsf57Gpxl/Wpi4N9gqQugNy1lJrwYK2TmfjMHpDBJTgjv/Ie3pHrYMG36A24"
    "zuwmLNOqDJZbw1z5Ib5XMO5nbpKcEz+UVU3DkshDPLm3rMdPp/upekM9vlcOgZfSBTblFWj06+UcnSAnyYygSsvC1k3MFGd/ZS/4"
    "ZqkMCmhzcZNSq9gp5CYvXfeumyy6XSqYi9zArHOcmbgqRg0R2L6aJiaHP0OUXMqq9JGykV3wCxDdbUZ8upK1TfUM9K7+E2fG6HO8"
    "ugz7MBd6Z5HOISfntjJejuO5bituAshhkHUXlx0vg0aaDDlZr0/JDtCMv8GbfFVLgi26BK9uJH70L2QguC2oxruM+fBY+jGOdTbu"
    "GVp+xdmJZSa5YxkGXCVLo/E17iYL8LlbsMo82KFvoSOn65349gaMN/VdaS09ZtbViBBPCt4hx/ubuO9HoBE2GoMNJ9dDokQ4P6OG"
    "/qVNbtjU509eG9oEq3Vz3Ckh4/whON0lPp5bk4nolP1rzcUxlZfqQ7KQcY3puQjuvRWxkqyj6huiw1tef4lkX0E1fJcN3rZX8Upv"
    "EyPAWHxsVms6fOktPD234fmcDDt7JixuvYyQl+G7rDQrKxdih+6EH/ARo6ykz42ZRb9EXH9l6X/1SgHW5urCP4nZtBzmod+BJloH"
    "DeB4L+PsDltIfJRincR8/cuQxcUZ9NTmnIaM6E3SXxz7ldncZfTBaxhDzYK8VOBva3CFfXEqt8Ud7xgYK1XEW/oinvFCdis9x4n1"
    "YyXPn3k7a+Xez13JU9NN4h7zJuafWTmn+2LUAy6bOVlqiT5Qx3k0q9ibTj6TGAnmNebB/7Ju3i6ZaD5JFLlO/Hc1o484/0uQ8aqE"
    "MeoX7M4ejTsqCG+R67VHMErHyxx5Ti8LrsX3HieuH8j8obhHa8nhPG89Jx7P8N6xQ6jpInW+c9L1Y8Y8kkycEeJgaIttaKUsCpmk"
    "zxC1wDjPOiCqaYeVfK/GUm5dRyPx+ij5AqvfTj5T49c7E/+1kiOJbHgs5Og0+XfqF3lLrpArw8HBi5DkCbopvDh4NTB+rKvkF30M"
    "+/U4c4Xvwd6OlHxE2JYFCDPYsqGvHwb47qc4hVzHmX7XNWU2fyPnLRsYC1Ke2/xgYqeliMPpOmiqMphlCUYIX+POdpHt2FlqHcEj"
    "5C7yqu2B02MTDu3FqnDWGTBCnpE1kJXXoE8f1jNxSnoEdwVHaw9Du5K9fW2ksS/aLuOTlmfkLaHbs3+lUi9lVqM97Ix1GW+APBvy"
    "8mH4llpGoG11V0RQA2QpdMECfQvfn4vn2CK4GO8+2XcbpBrVvjeRl+cLSMI6tZpiDB7qq9itibC+hRpn1W4K7znUO3S6GCbzBtiM"
    "C6Bprc8/yvV/xOzLBvaiJzMcWKMk5euNtnbrsD4O0dNkPC/rfrPJgpewp3fqnkGMPQRRzhTu47PGKXbQlOPeEuruPUJc4Dg94+Fi"
    "MYsxX0Y5QfCUGMOvYSLVMINgHWCV9PGeItdhBXFMQs+DZhmyzb7HybIad+G5FXgL2IbRsdmAO8WinVNhN5foWcbVG54P2bgd+zsT"
    "mno9eyIKcZ1zM+hOhk2QR++uRPeX0FvICkqSabYCryW29/5BfSOE5+z4Ve25Iw9mcsTbeAyY+yFvA3CKrJP5Lnh+0xEZzMM5eJo8"
    "cIt1T3jvh4tN8vSWr2A1m8tQ+UBfQZT2JnvM2uK9e8gozlR/qT9hnT8Yf4PeIUfIsdCa08h/chVZElLEQaqGPrYTMscjGWzCSnt4"
    "njKH72z3UsX5nxR7+bfQf13L/d6sbYPvqUdbi7HFF5Efo46MsIXGDCTWW9EcXqFDKizU8+VyacssQw07KOPsQTQMEENxt0nSaYgG"
    "H5YfZFV4DaxTd/hwh+grwW1i/Fgl8HoL8Rxi7Hs8gD1MmzmTNh/xk3EL2gzbSk5OG9aZTUt8p1/LWTg5V+vH4bgwijjgBfm22XOy"
    "XJ7BHi/gfbkZUJsE6iRX+x7Qv8cJaZgoSXnceyfbPSGri5nhMY1ZSK8mpu+zQ/8A3EOEHVC1nIU2LKClkPWftCn+4GzdtUlI51Bx"
    "c8hRYjmUEh96gaFJILa9VgxP/0bYg2vhe9brE9oTmro/zkwOrnCatMfJeF+Kufv3M9MX4Yk37Mon8Hod56mL4fFd3uwSvUkn68c4"
    "N6NhAw6QKRoPj5CusnPwI+IEq5znQMK2kT8Qm3wKL/EOxJeLYK03Io4YHLyh7yGqfFe+oWe93vMkmi8ygv14S6GhLpcEo+kt5MKO"
    "+C7N37Fj1Vj1L+SedzgNvYiR/Bq0SUA+D8OOsRxK1J/T1r7WdIEkfN+lYwAOiJmxTq/DGm6WkYh25yNiOBIS8iw8uJbBjdiRcVjP"
    "RLz+JqRpf7lMZpNrbicZA//wCePhwh4fiJN2A3biecQ1pzbRU1OO6KCemvshWEU3kVarbxCNcRj5Kpw/WkI94jzs4ezcdJklk0Tr"
    "sn4bOrgYntff4Y8a7vsDjV5J18CL4BsZ31ydr4QnaOnn889hnvlAiAWq9E7TNYeER0Y/lPM3MU77dya67RYf41b5fIPt9SCJN6q1"
    "/N0ERfZX6oiRWAQZr4YuMs+0Hf72tMyCDviRlTOrYBbp80ERp3S+ZMRS7O/PzlQXzq6niMxew1xFir0cJYxEjeGkCJZ8DT67Bnpz"
    "Jf2oWZCKW4MJzN/UwlqV68XkEKolVsgKvOc9/cbP/q/luTuF/pPrPUpr8Yhfg2nx3p5FsoL9XAliDs+CXXE143w8gxzo7gRzNuZt"
    "vIwdcFwPNfyM825jnBm4izkV817ewqduwrd/Cakdr9fJGPkBd/mz3igVHiW/PSSoJ+77GKzfcplF7Jh0cWgdmYesb/UuCdmZMovI"
    "gy6rtYkZMMv/ntlE1n2Sz6HYSp8nC7VNTtmkUa7nd3FV016M2Nr5rPJq3Zk2fRa5WiupT/LhGbShfx/lXdukzGT87Rpi1lVjnUuw"
    "mnFyshgSZxHkeQ3sV1+5Ry/W67GOTXp0i7Fyn46D5q6EbAzDKXkSZ/ZcRHfdW4xGNHY+vCGbY+vBGRuX96lmHHoAO/CsUnm9TNVi"
    "+RzR/wxoEotw3sIqv9VXt5oPdL/bejy5ptCns73yKXG2HVNrhH5/FXxR4wRb6rlJpjPXbPFLPXNlG5ifEs/UU6dpNrsqjz9rvVyl"
    "fkosoWnc85hHvoyzUqWcVbE+rhmwfWuJp16pc4Jb8ZMF+Ka5sAG3I3LLxx0/jb26WW4PfoPdmaBX6vXBBXgCE8n8Z/HSs0EhnsAG"
    "6ICF0FYh/TL1mPVbWHkyLXuinKG7492nwCrnNmvXbC88lwsQse8r7/q+tyhzd8v5p9nWqfI+9XPC93LtneGBTXG9YyTNOJPKTMVt"
    "Jn6Gda7lEzf9a+qNfL1QLoE1motVmo88C7+vRwxuXuDhMh7WqWWjekdDN6NpuIV4Zw4xz2vhVSxgVde40J7NcO2Y/t0uw9Ek8JPG"
    "yl7yPDPA+8OqtWXWuBwe6gKyHycz6E8OdUvZvzdUTpTLNU+Mm+V4vLevHCXD4IFvxKntFWzENyzDnX1CjLs3OfdTgkjgPNjuxfDO"
    "xrZ4Ax7OV/j7w/paOAj7XEuJSLLmXo292qBHIF4YKAl6tRblT4QHV8NTbjXx9X4ONZmZO7Xd2Z/zqLYzzf+C++nQWrNPHGzEuT+O"
    "PkEBeS1N4h/AiZ2FfRkiUW89bBqpLycxQuIpWb/IPdjvEvhTUVjmi8UQUi72rBTiZ+bM2+ooaZ7IbFWRzXja5bjGpWIT5bnaJciF"
    "BORACxTi8xXMqTirUkMm1XGSbAK/d7CfwnP5u7bETHN9qhZjvyhujrKOXko59XTIXqLrpZbRfdxj+jl0s6+1q9hEznz9I3gKrwTy"
    "oc7UcxChPKNP4Sk1R5zxb8jCMHkFtqGrPA4vTsTYK2r9yS/1NlXYPXgpdMSv/rT05lpc1XYyK09RzQ82e1yYSr0Z65vG+ugP4Vc4"
    "+7PlUPNjIX+/6CPQH46LznCGSnzE5p59X7kSHs72uk5yw5MM8T74CQvYHt/wrK+4pzxXnatrlbDSZ8hWhVrG+NjQ3Ocwd1KD2NGs"
    "2nCJEeesKoPwYdL4oZ4bfCH/wqnLxam/Hu/oKL/ieb6GmN0ilPO89+FqNCJLyNIzDxHEp3o1dikXMm69ucaaenoTNqsjYqqjWWEu"
    "IUp/KXN+m4lidxQ7HlvJvtIJ8VRb2NJySHF3ySOO/SF4epvZv7en3IP9tnzlqcF6vVvvli44h+Nw4jbiM4fD/rzCrGA6BkhlkEes"
    "hrucfK52Dv4t1sn8kVgMMJcYMjblfq6vP3ZgjqjSz/h0zuSUG1Ank36WxD0H18l+GNaSZFXecgTV8Fpb4W5HyB+cjl8FbXZdo+nR"
    "rRkWpIl9i4hlV62rvwWu1Q97aBH1OEjbCqx5La5sfCuP4Zmt4dTHRYgis+NoOjylZnKFhDw5cZ8dt16dNyXhuw7qOaVezRmeZTjF"
    "mxAjTsCZmYOzPS0wTpdXcAKWccJ/T3Y02I78U/K9fSzWg7DOGub/jAdhIWR9ACR8up7I6sib8M1tquMbNSu2g/xL3mNG/P8R9xbQ"
    "VlVd+/jcl5BSWuk0UUQQEUQRExETxe7C137t7m6x+7W7E0VQUbq743LhdsfpPf/PfNY6514/PXeM3zu+8f1xgHDPOfvsvdZcs+fz"
    "3ArdPZrZrBlYs61YR8snnsAuYWOwXgGPaiu105FkyFjaiEYyxAfrvztejpbNvnc2yui2dwPbk9azDgvnBuzSe/gd0R9zHocNmA2J"
    "eh7RxU3Qtb3kdXz/w/BR5tHjLuLkS6Uovdd0RclZU2NG6ol9bOP1ZmfsaCAO4dL0qiFFb0DkZPhbQfAITqaxCV8jw/A9B8o66KSV"
    "REm9I3gPV38N3+Nw1qv4Z0BJ6yhpVlTT0W09Slx6Gin9hP/vc8jZvad3cRdf2jMh7rtC/1RjijkItv5tiWZ8g2r6nod5z65cL8P3"
    "WGRjDHItmbmx6u5m9luvY+293PdZGofCaHHcWUmPq+vi92YZ3F6b6ZiO9y6QlrAzbkbZ5NS82EvEshPmsy7Cel1JZhPryE8R/yH2"
    "D4wJS7HOdeR5M5ycDtKbO7MO632GXqB36Ym6NThK74QXVqm3yE7BOYgpLdtVTQu5iv1QFzI7uwbPFoOfvZros18g2s5XwwDbWd6Q"
    "C+Cf1Hux6S75GkaWfYJLED2v0bHwACfrRbq/7pZzYHCH1IX1XWQN5z3q7/5MqUci/OQv/FvqPUJ7ZUefC4t49JatnHYx/bULLHUp"
    "a1Bns2/V+gFLfdQQJ1q2/i06bCVpBOAZ0AnlzBPa1GoltFAt1rrOYwTEG2C5hb4zLrtUPYjvf6YBukcTz/5l11iGGKnae5y1xMN1"
    "2e/HoFtvgQ5vK6twL4Wc7N0JZ+hZ5vDbQM86xIgCNbaoCzkLZ5xbTWQ7j78aJxZeLrXdfjibY2F3LFuzHjKxENYzjzGATWkYv1Yp"
    "czdV0K2l5N28EjFOKhwv03C9/WDJT9BX8NlL5Sr5ykuwqxHZKdgTZ8t5qx9DoxQRt+pPuRtyYly1rcU689KysY29NOrZI+zXfvDJ"
    "0p3p1rMaY5eE/fnfYEBkf2VvWcczWKszsRezqD0fwCqW4uwY3+JFzMl3Z69DinFRMax2Ltbmbm0d5Otg6PRecqyepL+GA3z3ZMpX"
    "+yzLNpLZ/JoG8wkJnI80R2kyw8HX9G+WMf3rn15J0D9xemAmJdwqoKuZuziH/YYbyUN4PeLLjVjrAmjxmMZ8rFdN3+hs381QBVu2"
    "K7RyIFbZmglJOIWR+2JI1I3yg74DK2sTvWfrdjlH6X3yNCzX2dJdrLZZxCxR0vcThGSktmy4cWAn2V8+WooY9XeUmzJ9sns14PqL"
    "eEzgbK8YQlQePMk4K1ej4BH9B6e3WvsGhbQ4bXnSm3jmlT09rnJXiWf6wNyf29ETyu55h9TS6ZyTIdjbK5Vkbze8skWQh1HYC5vq"
    "y5Hp+jUlox5rx+Ho7swau/keHyHCKGDtYBfilNbB31qvN0gNp0pMOob4yrRNujyrz5id8RXycvaYVBDTZg7uq6/8JFbJrtB7YRUP"
    "h7dhvLtj5X6ciB7sljLrtgfnCn6HB3I6TrLlK5tkKi9pnpU4oqUavGOd54K1jr80unpjnXEr9TJEt/fj/gwHYAHW4zvY61pedz6e"
    "/Vsx3razsDqD4Mkugv76AVbeunqPY8XNsGFPkQfh55aT5XU0rXA6U5ZGwA/1KHkC974FvpJFtPPhhSyEFf1EZ+DZ5xNXuZCe7CLY"
    "nJ8QD70D789VWVMeZ8mdrM5+HxcSfbCWHbmLmeu8BVe6kDiYlk1yGFGTKWknyTgZBH9hOuLj1ziBewyeeAG8539jF8r/q7zLf+Nt"
    "BGJIg2aRW4pDfbCu2CasMGW7WgwnoxTxuuEfby/L8c6l7LTbQf6v7vq/+8z/1dX+d+/g/+re/v9fg/8bCYkyD23R/Newx4XEaiqF"
    "BVlKNurWcpt8BcswC7+nwN5W4ETuIdkZ1rJz39TPCSbo70W8VzoQumIPdkiGmcjW2aMcqfXvSGXyB86i1OlGuQkaaStZHrvTQy+D"
    "znJ8dgfiyX/lU5WpMaUniRB7Eb2bOjXM8tAzKbq+62rP9Xiu71V1PGB1/pmSGVTSGHvO3V1EGql8G7ffLhLPIJcHjNDt1dfhNX/q"
    "0Y5mQ8f1FcNDiMOW17E3ZTi7DK0H60RYuxj5E0sys8GdJD35OJL89HW+OreQvU8Opb0AOnZfohfszd6nJDNUV/k+7FrutvX6WJ3d"
    "uJdXena4Omi5vYNPg0JYidvh5e0EX3MrLOMf2iP8O3NT+tdE2LLL2OHpEN9XEcHA4qrsr6TRmd3MbsTPR6ewGhdr0+Ak2R9ez58q"
    "+pseqK2CUcF2cjg7D4xdvJt0CQppsw2bZiYiwfd1PXb7OHjkv8BSPKFDIL+/wtIfH0Tpb7kcte3csZLy/D0fkwV5H/mWHA0DZQJW"
    "vaM8K2+z/9IwOvaRCHOHcdjKKu0AW2gzJUs5l1agAwJDtbQJ2004Dc3FJpTOwsn7j6wmrkUN7MUq2OBin2Ptxkqg1SBLsMPW1Zkd"
    "z859ppKfcZJTDK+hjLP02V7Jfuqz57yzv2I8BU35N4u8irg3OZ4rKsJu05BVigVEMDVP7yr5v3rFkFrL2CVlTMN5ul1g/Qal8C6S"
    "xF8ZB4+kEKdjDLvfesgS7POeMoKoRxFIlWVQhuPpIjglj3uUmgquwVC/HsWMHzsRoUuJJ5XyM0m1zIEfmEH3SvkKf+iRy7O/sk77"
    "yUxI5QGIn5cTYeRo6SJfQqNWsXc+QS68o8UiZYd3UZnpVqn0NR3TU5exC+583PsM7Msb+kFQTraUbnIHvuEdalWrezeXeoRL1584"
    "AR7iJVJI3MCNuNoO0OmXy2/wzszH/Vqf53z+1birtvDBLoTvfCdkag/4vWcxl2S9LJbZnuP5pfeHr3kufTyHIGxz5FF2Fg6UQuYw"
    "t0LWjePCzZgnORG6krM6NsFfTUS5s8VO8RKt8xrRkKLslDl0pCNwImOe07yctY486vRc6vUYq9cbWC8t4dT9PdIDFuo9PV6MB6wA"
    "T3U5nrof/vWQTFTL07jopJQYxspp04uYhYizH7YdWbdr+UQnSsr3V9gp7SJp3kVXO6lndm8n9Uzp6VesM6yKTIrWR70OEWGMFYRC"
    "6BiL/XaRTR4ly6KPHrQdu+JOFxOx621ZobfKe0T6MG+0HDI7BTLbQbbKU9inlfjO+VIS3i3ZJwWzZ34MW9x1urn3V2kT/94KdqIm"
    "fLxmHVP2jss5TbkZ93pEBlkh9JMRht71W2YKLz1b6aKq7DzSbgaikt+zr2dnS1KvbvV5xnS2+2Wu8SZEIXHaqJ2JCujqSRF9WQ+W"
    "07A3Z3jWFbOEebQubYhukaLlcxXROHFntiM23BGM+5Lkqg35lK5T50JI0CmQ/9v1BDzVynBjmCMPI3o6IeghX7KXqJy11MV6MpH6"
    "7IxarB9yjjnM8F2mp6JVb5ZLYYc2wg/aIfhGfw5vDIdoRdAX3+AmtvfH2sbJnBnFLlj2v7c8Kj2l3DN95ZNnO8kqUB01gmMXSdKa"
    "x1iDqqV+jOjb+gHk5Ed9BD7CBUGR/hzsok/jLORzFuNtMpqUsUu/nxxKLsbs+evtEcPU0ifq6XMGCWqiQEZIenq0GeTOstwL+akH"
    "EYFu0Euh4QZCMx0lTaEjntclQbGPLztLeg5ZNe3Bx3x9NPTYeXtK2sPaqoYeY6t4I87SFHISFUByPtPvsfZNZC5eP0Puhgf4Eq75"
    "g+4LHT+UXQ6xjA/pIlvz6c6WYq6S62GJewy1cqIv3SbWJ1irc7WrjJRPsVY9Ef9+R7Q1d29dJO2vDCDTwoXwBJbifM0kQ83nnPf+"
    "Xu+HlJaEPbCWb+h/9L7gNMS2NeERwRzZJIfqi6zUxnxOqoa8XWcg1q1gP2E1sQG28vRbXHyDfAEbFtfPqZkqWQtayFka49loBv28"
    "bzAIaz9E9tNzYP2OxSm8WwfqzURvSvOTuypkyN5w48UYCQl5Gk+8CN7nTjJFBsg30Eal8D8T9JhTrCGG9DwNM6oaf1uN79usy2ED"
    "zsAablCnxZazEtAxw3LuMrWOXWye/o7Tt71cK3vIdzqDefES3QyfN3svtZODFDzgKnbjJDMsJ1drU+jwDXqnHh6Eciru6QfYn7O1"
    "c7AJWvAD+KgRIkTuQLakN+HD7SzZ8TZm6mU4G8+LMWAv0y/FYRONJ0rhBGkhv9G7qYA9HM1Z5Tl6HGT5VnGnOcFMW8Jj8tj8TLZX"
    "qqE/esqxYtqnQs8j/kSpvgMpcLzLllm4jRn/LXzuImjKQl1K9i3DAd4XUnSQTMPd9pd7IH1X6wtyM/TShfDOvtEjdRbWZKHOa6TG"
    "0jdojXcYQmpO0FqukuvlXayhhiNobcMMTkqUfQFuxi37tP7/7ivZuQeyf2ZXrNaRUujXuZTWyybv13vcpz1YiU6RHS1kBrmNPIM1"
    "fAarCZsQTAmf0IMh9z3lvOBo6zvF6TQOyaeCx7HuHRGHPaGTpTXijCaSqx/KfTJbe0krWORiRBe/kwnoMHI1uXXbm6dsAff+IvZO"
    "pnQ2nqwXTv8n2P1h8i/4YzYHpL5KZrh6NZ67ecX/8iu5Wk3OlaaQn9dkOO7HsD434glDTsO6mVLrBU5q2tKfQFxAw0Q2S9pEJrMz"
    "3E7C9sHV+NsQaYP4ZTexamgV1mcDkXa6sRZcj6vuOluML+dUMs/GyFpqnLRjEMMZJ8xg2UW+wOff1+/kOJyYB2w+O+wWDCOuUD85"
    "Hv5ajB2+xuL6K7mv1mew2kzrnuHPcqE6rob9iViZ7sxqJdUe+WQL6+dx3+vVBN9u/YFXifG91Hh7Wk4ZMz/zarGZb9fxEWashZuC"
    "MTaV/EyfgrAnU8mo2Fj1chHu3/VHnE0/YIbPBeSRv9GtViXvPIf/KuR+pjhFutjnDpS8KRNxzaNkI32uzfolLNOz0AY1zBH3FIeu"
    "0ItarRd8cKuMzIDe3Zuc8O5ZqjK9UsY5VD8lZlp6OHuVQ+LEWj/3L1iltYzPKzwvymp9XO6mbYrwO6fCY6rR6/l0JmfmnRWyWpG2"
    "tNYr8S+83k7qrYGrqzT1EwgTZDFz8MP4zQvUUP2LdZKcjW8eAnteRBsUo6auZpfe2exGSpCJ10lC80yle6KUhh8EC6DNDV2jPzRc"
    "GXyAp6HNstcXrAZ1rSQ98kE8M5nZWDdQBbt5FHFdnB3qRb6z0dhzLvc4lNsxC59LDow6+pjZEVlierGkPFawEuEgTh7g7HdwPeJX"
    "hybajJMPrjpRQy89m7Ys4LyLO4umY/8Qx3q1Fj7G1VLgUUBc5SvJWlRZo0zJ2V+pUVd3Xc97DJgluBuyuo0T+IbfsJn1unWc8+oo"
    "n7P32jGzRdgFH2WF3pgTTQ7XEdvsHazmFmivPfHEL2p54OZ9Q+bUzA++wEu0TS+sYmXBagaGxf0lnmYjtKFhSNZQ7hxGsZB9z/VH"
    "GgtRhPezhV0QA6m3N3JVDxTjn5sA3diJXajl7HqvJWZob+6E4Sy4c3Ek5KkWflWU0wzbyIjskIUdv1AFI8oU5XkrOwLWk2NyBp7v"
    "K70L3tsaIqJ+DX/zC6zbYvhmmom9jvPxXBV3ahFW5FDZgTkiQ6HsixNcA4koypzzTpLwXmrEY5BbDDRQIhlemWoNM96aRQy2p0OY"
    "23CIvYMpJYYYdbZH5ijmrhZzeq25fI11/04/xL9v1LLAzoKdt31lHPbR+n9roEum4EkLmUms1Arit10IPey6AMu91aikHzwNkpjM"
    "ICDVUcPWeW8o6uO1GuYq+5HZ1KYR9/NY0MqaadLLeNx3Xf0ztorZAvNUDxWHdlVNz9+k92LmDU5lN3sBEfxsfu0keVyGY+8Pkjo+"
    "RTd2LlWw79y4Y3eDrZuNb70NXniFPolVtkr+g3KnFLEDY1fEEEW4xzfgH89CvNIE9mV3aScnyed6pt6r9+mfWKVJslKORpR/NaSt"
    "j1yRsxSS+LpOVNvTW/QP+G2bsOd94Ku+CY+vA07UetjP+4hX5/Sky9lHyHJiOuEeb5F7eR7ApGf7lUylO8W1H00GGTf1a3PTH+Kb"
    "StjV5JiFa2GBTxWb09kz0yNqOqSrpLw0H8AJ01xG4G3h55rtbUMm0zh77h1np9NFQSazYFp+R6xsJTmxI/T8LHs9nt1Y2ziH5tBW"
    "95JuzA65GVfNTOt3lI4eG2ERoubv8aTz4EtMRgR2jNicRJ4uwb3V+adOZZiOKz13cQXlLuZxCeN8FsNlvEW2wnLfIsZf9iF8vZ8g"
    "74XQBFX6DNahHb6rO3bSskn/wr+nk2vsU+xGe7Hqaj50z0syUf6ERN2Db3lFn8N7bpMeshck4yCxWusnkJrnoXfX+6iyhIxqxfRa"
    "ShCHjNc3cZ2LIAPzEbl8J0dDU78suwTbYwV6y5s6XgcHZyKyPxxPPSm4KrhBDyMzieu3MUyeYmYJ7MSsgHy9j/s4DjJzMJ7pM6zn"
    "PnIXzmIbasGTZVOD7FWAyM5s9bnyKHMMt8hX8FVOltfw2T7wxDZzj8biPjZl5sxLPaNlivgQCY9tkPJ9CAnWGJZgRUPf0ZfAMyU9"
    "k+ZSPFk7MtnOwimxGaIKvRdr1JszOA5ZK0pPrbk4tus630HkOMhjzKWbNBoSbDnZTRKMSu00XistWROxDPoqzugUk3NoiTyF7/1Z"
    "X0ZkLdi3eiSQuM/9OHubLYNezi6PJHtH7TtfpxWrwOq0/0ccJ/Px7uIM/2zbA/lEfsN1vofXcqpe6jvy+0saazjN4Z5o5JWUR3a6"
    "guv0BU/irvRk1X/SfvXLdMM5zHTr/l2D935MZo8LpBfubBO5s1xfVDOftaq/8weliuhQDk2/Rh3q+GrKhnkVbaizt+jtiA1W4qon"
    "4fp2ru7mTlXzrG3Du9YTtSjl+RGtsrYgg+q1Wh+GV2izyFHPG/+ljhTH8NBPdiD6eD5zh+WQlWqcOps3sy4LY2K7QC6WIjJ3LONn"
    "S/Df6bDXs/D5n7k7NfCFO8smWc0IOGQNc4Kf3bH6WTU1j3kFld5XTWna8wo9H3HI+UPNdD8d7LvRssXbJ2F31+KbTpcBsOs9iV71"
    "PWRwB1/hcszolRmcWueP/waPYp2fEPiWfxbg9BhX795yA7yLt4yRiJ2oZ+E0V+sH1LX7SEITGeaAtC85QmrJIBn1fFwuJoqwThJj"
    "znAdVsdQ+uYwojsXGi/qO3Bdx6rNgJ1BzJ4qjyO7zndL2a/R4v5fyQ62Mr1DUp47qYjrlST+sdNIO0rMW6kx3ncfQrkSP6GW8LN3"
    "Sik2FIN9Mq9Y5dV+HSrG2ttFHMJsNSRie/Zir8X5CLW+i8z5n44z51QZjEhlPX4fqrcGf+C8nwSP5RXyku5BvIBKesbCestAXsM4"
    "ABfCwi7j/btJ8V6yFGttNbrmHovhBnH1nC30vMvI+5rPLmirktm0mk2oTpVvw3vwyiw9Onha1wYPwDd6LDgbq74xPFGKNF1HCmnp"
    "Upx6Mu/xZhnGnY3Co4owX1eJk5CgLxv6DLohoV/lY4gqotlE2JFsWCsFrB62lg06AE+6p0e3d3O5f1BGajzepLvaWVLq19ry+sZH"
    "fTvWYKseJi/qFFjVp9R4Uc6Dl7KIZ8pqOb96tGU739/LveTXPElcvtXxJ4aMlWwFDcOtjBNrXYi80oryYNndSt8J6+LiOM/ecWI5"
    "+l+t21gWE/93F+5Le6km0+jEYAsjC8tptMM71uKd1u2aoJwPZIU75udMXN7PZszOoHapw5rV4qdWH/xRF3pfuf1fZrGdNM2ExS8l"
    "O6zd+0rEHV3lddjKkTId61uFZ/gDlqQXVnwq1tz4Pqbj1Xx2/W5GhLWYyLKHQJqfJOqpzXpE4MFZTFHmcS5qsUd/6H7wDdpCOz2I"
    "CLcO52p32SY3wvcbTOT0Cbjvudj3qfBrzC8dK4YBfDb8x034nslYpw2wKlPx/zzdK7Bc526cq0k/i4vA47Coy/H3j/UMfHYL/JE/"
    "oJe+1GdZ801yjrm+9pvy3X/ZceZM1/XwUznCyZGIzyQ5tKcW0ixTa0qSdzbSCFPLGERbd+IpEnKsjAwWy8zwQ60NyzkdtoXshkl9"
    "lGc0Sk+xjHWpVXqJlHB2w9mvVtQpiUY6F9M5lRhxsULfnWw/PV9WefRei31nsPdlN7HIPns9a55eoVaT+xfW6U+5FytZo4/oU3Jt"
    "0F5ivjc1ymm1clqmKPWESDrX0EISGVawXsRPq6EXt42W8xOxyYPZ2JclnBAMyKt3rM9XxHUo9j9KjpFCYopFPZKJcdi1aLTbPhsH"
    "eci8nz1lM3G5677i0HCyZzCyf48yN5WiHCYz/ov99Dz4xivgs7yM8zcTp/BVvTq4JOhDLA7HQ+x4mxwObg10UR4zZTW0STWcBTfc"
    "aOuBLvd5un24lpX+1DsvqAORADdRVyZ8JGQVjaHimElD1u4i7J1vCc83rkeL4wZZS29IfVxg9aI1OKlR2tAkPOYoI3CLYg+TX4gb"
    "W4/Jkv5UHfyJBXod65uVZGuqoRwU445ugC0rhlR3YQZ5C/mYKmFbNuNbbsV9f4m96Quf6FbI178RZ18lV8pl+Gkt7vNdNd00zXjO"
    "g28RQXwtz+JsHgY//RPY/HvlAFi9f+GM7iFP4kr13Ryhpn271tS4s5i/ThGV0zgHnmTf0QLc3SBmr3dgB8twxNhlZJGswCubvJ9y"
    "HmvwxvmQIrN3pBGWn8XhR8EE3P/n+rhODp/S5cFs+VHH6Lv4hHF9bKY9cr1fo3iCHReJO+PpGZIxXseI5LECls5qijzDHun0Ca1g"
    "Fc95uztLN4n4JyxBZHcCT0Up0XFKyaewHO/ZrDdj/Qxh4n3EjldAvpvh/rIjaFXx5zsySuiUmaO3Z1iO3biaUbSzYyskXReIQi/M"
    "wIn+DbHYHYgSf4Y38yG877cZAcY8J3cNpdzuw3gxv4XPUct7/Qy7XgoLVwkbttnHaq29j5r6C4Lg3sbwBHv8kn6tS2W0XI9P7Slv"
    "IaLMhfSvgDwsILvcefj8WM652TxYLwkb9F519WegFhr3UOj8JswProc2XEpkBZODlXopMblivlvXuguWEudjnt4j9+gXkNX1sKqP"
    "QKqWwt69z1yb5d9Wef4L+6a9iFE4SmxyLMmf/CiV7MU2T2e6n2R0kaTxgCW8BqlgFFHG+cQqnMbl0FN5uKdORB69A997Mry8TjIi"
    "OBenc5K+gD29Ts/NaPBUxodVTqHH9RZ9Wz+Cb1MXHp5TFAzU+8IEvPVPg4PCRIZLrzrDi3OAn411+SXTeX+N956FbvsRFu19+GMr"
    "9Frdn6vRNugN61sKD6GFmDY4idxEK7CahwZfZ9BAKyjVVqW5kFhfxhVj9bnRksZbas4zshk2p5KoTwX4WwUrJLP0cnkEu7VYOwXz"
    "9EOcuEmyv1ym+eFEyPn68M6c2eFVEmbwWOvzIu8TRTDl8yrVzNC+RgkvUcd/11Kctk/8bWpje193Stfx08xQi6iTF2L9jF/AWMu+"
    "oYb+BbpwrRrb3c3Yl/ewf90ZrfWXGbB0OZz+XUyW6l7wMGYiUlipD8mZsrNeTpSDXXHtrjmfaal8Fo6DN1vp9yVFX/N+jzFtnT9r"
    "M/wySrwY5YygPdNc6uEqz1NgWvATInCUkBOiNNMfY085Rlwsk+2VFGs5uZ6jM/RsGsqJfMsb5/OclCO6NZ6CVfQoK9i31Jd+mnVH"
    "mfc/VS+DXExUw+n5VF7RQ/VE7HyeYZzKZngnIfOoXYmxkcR+DuSJcjyDNtN7no9Y/+A92vyZTcS/jf8PwDuX41snkZvyAfkdnwok"
    "kZl/cdMZLnaKca0S1HQRVjfuoO9mE5BfQPbaYTcsAtssp0kraJV7yDlczmxdAvfaRA6GVVnH7lJjWohkMjgJ9tYa9rplE/bFqxF/"
    "B8W8436+ImYT2gO9rT2EXTWraL/zOFeIM0Pb8yPk/jKZwgn89bCGNs/vemacD+rYUzd75rW4r/z3ydjwXcljBi3DLmGHIzTbZ462"
    "ahGi99f0HXgib+gaaKmJ7NBbCP/k/KAlIvPX8VTP6HbBScFIXYJ9Clj7PRBXH0JcTcvuW3XmQKK2TMYZORHSMEeXImIwxrOm8KFG"
    "QJfPC+fDqx8lF8iNOAmz1Xg1Z+g0+bdUsje5Ej5ENaIz8/9sareCmcsKRhYXZLKhcS/bDsumC/OndR7b0DETmMe8iRY5yfMS0iYq"
    "2VLuxYl8Uw/RZ8NLpFPwZjBJvtHX5SDozRgxx+zKI4k9bRXKiWIo9rl4qnPp/9us2/saoZ3apMsgIZX6HeOlrXqjXEL08J/hwzj8"
    "+ND3ZFnOOOW9tO9gZxYRESQP75wHvXiCrCNy8Q9ylbSXq2WY/ir36wTIfJ1uDn+FdsiOm/49Z3oD+YGslUWmMYL9cO35OoUVHKsv"
    "nQB9uQZyXUlMmTm4o50k4bM+LnbYSer8WXDaLMefrXQPZahv4fm3E8sLzIYsfqbbBwVYq+XEFuwEu2ks6K+QB2gzMUfr4Otto8eT"
    "pL8YJ0ZEjNWr4WKzkPOwC5WsGGyG1nsC8jGP/ZEp3z2fZi1KeX/kZtlNBsgI/VTfCn/ASbhanpTmWhWOzamABzeMLNdxZnqU0UeE"
    "tTrLAzWFjShi/rSVtMAzRNkPmSJWbhtqgf4S8d6sTSrGmHWs9GxlTZk5W6JJrUel/584ylcEOwQdgp81Fv4op+rEsC+0U57eHV4U"
    "JLAi5d5Hi+tnrDFU0UsPfQXT+t0TjMziHk2nhvbeduQcGSWuKr8Nes4QJibJFzgXy6AjH8aOT8QavwBf62bJbrdD+ilWXx/C6NG4"
    "7/bHahlXSC5XKgXvqYr+bbH2EMvgpX0d9ZyoVZQjOxft5Bzo5ifFMHK7I0p4AZJ2PmLAoVzBCD9XwxqT9XLblNTRnPp0OfI4sz4T"
    "xP09H9ezubTNrHYNZ09iPnaqHL7XLPzZEzvVG2clH9/1pXSCjLXHvzppcXicPg7//z2c5AmI62/RF/XD4LBgjV4p0/UD2CDLTW3F"
    "ScyFTAyVNYxNDRusihY9lcG4t761M2W8zIZFeUGfw/8fgh+wGyzGJ3i9C1lx0oih6hGOQkqUdVlG+O+BZHqoxyioZZTg6q5NPM7T"
    "P7EdtPf81rbvR4jLka7zGiMng63b5G+o7/brK2j/+dDDltdegtX5SjrCTn2ol+DZO9JemCSPIUay0r9MsE9WM2ygMXXMsnHGwuXw"
    "vg2tshzXXIbVszrFbDxZdozPCL22NKNG6KWvGLqynYyUs+UPSOk2SOh6WOQceKdX4txlj52tA3Q29rSSVquE+GBLGYG/iPtJsH5c"
    "i/2sZJ/g03ofMQIP9ja9JSdekszbRpgJMz65LVx/N89cy6wJtLAOUmNcPlwmBUfiTqfoUD1Sz9CWOe7sNJE0itBA6j+r9LgZlnqO"
    "+NDzGMZ0rAb4nmj4gn4uF+v2+qieFuwGvT2kafZuhiKZE14JLdZZB8tp2hUe+H2wsPeGpU3VVzFC/SveRWcZp6cjzpyOXf0Qd89+"
    "Lv1S75XrctJoW2mk1ajn9D4GkmxcZqYVOkohM9mmHW+AtrbJjLGwFetgeaxrxKZut8DSzYUWmIZrr8Ce9xDT43/g7ByAE9VRXtV9"
    "gxXQM6/jvE+Ql3SI/o69OF7uCdr5J3Wr46Qrhx68abBdJeazculOV210AnYr9KLl7YqIZm7Vps24e8N6ayN2RgwPpBZRXYTIu8tw"
    "v3uwBlTsOQNtejWP/o0haof0y4vZkWB5n1bsXt2N1alQ035TmrOmHycX4ozNc3wsUEmGH0MzmCTZ+Z1tj0Iie7gINabpPnjHa1Ti"
    "ueX6y15+BqoGXtAKH73n01dfyyzxkGCZz9ntSwud8H0qJT7DUAKL7CYlHOrHvpmMpNULqz2Pg3vnCO5FEXP+CUQUK4jmthZ3uRVn"
    "61+I2i5FhFIp58vr+rEeGHSGhD2FJ8kJQnqsfTK9GCJp/uAzEWW8IwvkS6kM3w8NSbJMOwev6cN4fy9oiwqPYlrA1avzfQ3ZXnFY"
    "1E0kkmH1Gcw9iOCMj5S3Ed31wxm1npJ14dvSjjK7znfwuxxsHxnk19y00u+Q8aeY5TQc7cPJD5Ngp0cTxtIxj8xyG/OkCdZZEprj"
    "2Z3st2lbhzN+irhusBhnw6Kwlq4qa7i2/eUjnJEq/Qhn5zFYekMRmKKPQcLelQ+w7s/os/KoLpK5WNGusCx7ylCpbDD356q4Du8r"
    "DukeJbmeSdR27lhxCFXZu2tzoSlr+WmrN87CKU2xYmi1+vT0TRffx24+bA2jHYflIJLG0DGUFCUHxbk4/8t9Ld4yUhZHWCa/hTjO"
    "WTf1Eme3xQJ9AT6H87XLG/AdGd6frfwIj5KebKDJivj/oz1KeBoZpZbzMCZr84k5XsCr2qpbRuQWRkLF+pKUM6KMctppJfP6bn7E"
    "KrE2zWaTMj/jjs2e3yOfsePi77OXxqT0b4llMNTifN6QTIVbtHXOa3IWtN4mWKvu8O8LEQ1cgui8JMyeCR7irVmqwUSmm6RwjDih"
    "R1GOcw/tzvcW9R0Bbm3i0Dmu+t5Y5eEY+YFYTBVYIYsztpD5sh+85f9matZ0WT40/T5iPHDjodWOEkPbDqSPZ49UcvLa/e0vddyL"
    "M8kGmGbFifq8QpQzLZOJ8mEVwnMhOUMRCZTRd8jO5ZOLfxXDd7uZXBzzsUI2IXQMpGo7TifZarUmoqvddXui4EfI9GFr14qaL04f"
    "rIRIeX/P97bgac5+10tkCX3wOD0FY/eoJXrc3tJT8uVu/VpGGt5wuF+TfRHRna+zwkmN5P0TsJMpn18LobOUCOhKXTcTEtUEZ38Q"
    "Yscadviu0R/IZWIR7RAyXxThzBmDTqn+pCf9jf+q3uuzLGw770/WTyile53ceTtLIhn7lFTznHbxVU/Xdd9UXN9PQmcj3vxJ94Kn"
    "Nk6HB1cHQ/RkHYl9ewnR+CrqzX0Rh96v7YIhkJEzsDY7Sn/E6tZDvUT/RJz5ql4KG9w9eJ7YOzdI3Ocuk5yvs6ePQT62kdOqEHtu"
    "r3+M/azCyTIpXIGzXUGtUkm5Pk+sD9S4x2OeK7oWd5/Q0Guxashs9q69xhiValgxHtygQ7TGV8kK9Dn4U32DGj+nuIHc5iFRzEvh"
    "b94nx0se+8Jr1eJT62Q6H9L7Cu7/e9jOu2DHrTfo3ypBS7G7LySyVwvEyV9g37fDKVsACZuFb7+NFVDbkdfxitmq04l91QHnIL3P"
    "VV6GtRFNrszviGffS3l+Q2W93DLXOV7mqzm1GiKGtH6QcqzZPfjODvADTkLMVA7p+Bp3ZXiM89hx04zdQDZRW+BxQhdilx9kbBph"
    "pdm0wbGM5Z0G2+Q94nE4N2t9J0bEoxTVkLfmAEnSB8/VAWGuVsjAnBV6mp4U1IQj5TrprzvqHayJp5jRcezLzmO8EtYzhXUeKs3p"
    "w5foYHZ3V/AOGtvtSsqe81eG8rQmPE50f6nlDtUSk28qPj8C3uWTkp6+snUb7mfV48xY1sFXqPLy6PrlosRe2uTzUHty5aNanbF2"
    "cXqfLt/c2s/NJslBGs9kZ9OzA04O07jF//xKuh5Ur+eae1mxLt4+zPrFWWezicY6YiaV61LPqRR6JvaoniqGunQIuaXXYq+LmRsZ"
    "gTihN1n74uzztZ7hCnK0zsa/xorVIhurrGbbhRgnfl1/x8N41xL8PMqeVcX99fPo6SmPcOq4KevgkzqkYPX14ijzSPmwy/k6Wlaz"
    "0mt6JkIOxQpio4cezfOKTH+TdRBt0IuIDIu4Ftr1MkjOd+zyMHzTbyD3xZydnSxfiM0ylsN72+AzwumT2LRBP61NU14GbVimn+kW"
    "uQM2oTfe8hk8mg1cf6VWsvedwkprmJndMGTJFGXa/j3Y96mn8L7Q1/QMlSZfnZ9lHdTZOPiy70JIX6wKz21+s5sgOBjfe6S0ZI27"
    "iaQtwkC+3xAgO4r+Raqc1Tcdcwsrre4slOmr8gb5uSZ7DId/7rN7J9xbWgVXIh4eoz10qjykNwYPwe99K4jpA7ojZCzKHpon8Awf"
    "wmpcBO1o8zdriHVoJ9886fMhzT8iphwjOXjXmUE5tNY8/QDrW8Rsx+v0fIYTEWyjsR3hScbCKk2UEeyRuoFrX0C/rsCzXUbYgfUS"
    "Jdr40J7A/1doi+AwWcCO0Q6yB6fl6qChIKXyk1pH+vOyhdkdmyopwafmsSujENp+ZzFU//FyEjxO+8R/8JPp8PRfwJOdKQ7Bwuqt"
    "P2DV3tFOkOj5uJ/tiVJg3N+3w+MxbyMHNvRonIM1nP5ykW43ROPWkbFIC9k3tMbrgAh976M9w/jn+NmvanOnX0gvaR38Dp/xA31R"
    "n23kNFYScamWmY8qIkPF2Ytk0nUw487OOBV3Sgks/wrc+wOw0y4bul0DGdnO1147/WPHZxU5qfQvvZTuzz/xyh3iNGrE5yo2ka2m"
    "hlmZaWK8M44V6RvslzG/lLBjfRWjHtUbxTEUxVm1szi/OT2HdhL3nDJJ9veZ3s72a4PHIDcbb38upjQ/Lq0QyS7WCYF1qs/UOnlO"
    "d5M8uRCxwpH/wB5/s2ePX4a7N4RUw+z/QWqIEF1LmTM/vVjfZM9sAXGhrb4X93MrXZgZqaV/GIc/E/fdOKlMVHCox2kM2VXU8IxW"
    "8s8Oma7+GPbNxaoFvqMm6mObbEx7hts7wMcmJeyYGp3BkylEtLnYM3c4/tiE12Epj/znkMPT8+rqa0e7+0ku++be4pAOV+sc7MRx"
    "sg6rfAUi9J7QWdYjOVcv1Uexxu1xKkJ9S/4DD/Q0MWbv/ZnFacV4M0Vdk9RjpJRI6efC03xM3pcfYEV2Dd7R8fotvOkK+FzmpT2O"
    "s1rKbnzrVz1OlvI0ZT8/1nXg5t8q1TgUF3Ly82TZTF8pkL8jgij7eM1DMqTtvSVde93IXTLZuMTXmDeyS9ihQfwdOS+NC1mp6YpG"
    "dcaDV9YsS3lXY8Rx8rgKjZsuLGNVws29n44rbKFklXFy4VKJM9/uckyGXpJP728lIvUIzk4N54zysMrj5HN8ajqeO52H24/fVUGt"
    "MRPveBO/rXszD5F0ATzcNvImNEhnsV12iD4OmcAxL93H+qRDFLV/H8RZqhpovSra51r6gVFONyZ4/sZCuy/XBPlZwwyTs/OVQvop"
    "VeQ2qPWdIStkKuvQX8Dr20+W4ScB83XraOESOP2/Q2pWIY6ppZ8ZwZmq5rmqZp02lan8N82cG9cNlAOPoTc0+mt6E1bxl6CDbISv"
    "tyQ0vL2LDcfZ50rK/Z8uS2hYBft7K1oDC1vNU1/lJ47CTD7Evqk797yA/V07MBNbwgxLDWs0x9K/b8UchZtf00w/YaVGfUbd6pn9"
    "JW3hh1CehmUw8dN62SYsVrH2Gnp+TsuMxMnhupVdV6EmM2xPMXqKNTzzj8BKFakx238NizZLn8/Jw/osZlU6lan9JxtMucfIMh1l"
    "3f0U+rd1lK8YJKYLtGwbGY8T2VKMjbFS74O9sizSuzjlK/1M+2PUKC2hEY6W/4YfI/srztNN0fusYbfpJq7g7WRisFOxryQzEpHy"
    "GFo1zBJHicwSJwNYPDNt8M8eVxfswjT93NBIoOkfIbfA95CLqbh+M0mzFKi6E17Je4nRH7FXHmXOuC+jmhk4dUNxuq+WR3GFMYgE"
    "P9GPZSG8oCdxEnvLeWJTZh/LoYhWdsP3xXBCb5SPGrm3N2G9dpbdIS3vakyuh2Vdge/8BfHm/y6SWpUOknx6qMZcXUP8rj3IPCTy"
    "Jtb8cCKbphEIXL/gH8wEhj5LkPIIYoZb31h2Jdu0pHUZXo97GCE2l7QZEcsa/QAW5wiy/d4E+TIMA+No20C+HstxRjK4qBF9mfnh"
    "GL3KLR47OkHuoEPFcXYOwjsm4qeLiarkOuMu5I7szqzdt57vwz2P212rF58nubpcTF++Bm37JudQvtcZuOPTG8Ear+V8t+s1T3KW"
    "u1SfEYdwvtqzRlR5vi7rFnsHcp/KMK9U42ldndJp6QpaPfP2LuVprVY3SVkEHXwx1uRnPNNarFIpdmoV/OK57AkPfXeb67kd7NFu"
    "TAduxjmOemScnTlx21qcNdtFXJa/tZif00IcilFdI3Fw9lfWYNfvkO/gY9aEk+RYWSWL9BB9JHxJ2kqN9z9cHekA6qcC6rsaj55h"
    "PtcGvZJVE/OflkEeVuBJ84l/97JYh/EGnNE/sVZ95Hgp9pFmQm/TNEpUKzEMEePs208OknIxTqIV8K4/QEy9kno+Xw0HrTh4grpw"
    "k97Jb+vtUWGaNIjgnSY4Dd/zGHyez/VXfTG4gszbVWHX4CdEjYbMtA2efzu5WneQI/DpxznbIsTrs+eYzbzBq7jvaukIb70a+vMt"
    "3UlXhb80uRV29Hu5yc9xNNSGYUY73gh9M0juRsxwr7aE/3or4uFfEKE9J7cgrhkov+FkbMMavUcuvVNltrzWaHbF1aS3z/gzoec9"
    "aWzqPNsr2VH4omQL6OozgjaVaHW91bpjkCQCXhMJvQ8WkjfM8kX7Qu90JW+anZYivVssJt6H/NGVjDQTekdg6F/rGS/cBE/D8Bzz"
    "EFOWsZZRRlQvm1i0Trr9yfXcjn6zY76O/sUz/Hus4XSA1R3queDdZ94TY+dqAo94Z3hAFqdbB+Nv2Em7zkbtSZtgnCdrdSP02Rh5"
    "FXczG+uxJ+TDZtbHyAx2T9dyiilbXNJbhhClJsop1lLIVAexjtul+pD0l42sNFoWbzV0WzUReUrUolC3l46PZk9Rnzd6H/75l3pw"
    "sE3e0huwEqPlEL0K63MLVnkY3nUn8UhM3+RzciupU+lvtGJ/n2mys+nf9CKeWQ2ka1+p9n3oEWq4LfSIDoXHkEPvqTdZMkJWAFbg"
    "+abpAZCOU2ER18FHGY/3rNC22MNt7K17WFbwTl21qYZdzjah9CD0b3eZxoqfWXbDoDUtsaOvEYT0pJX5oxTshaGKfy/f4xS8DX+o"
    "UOfJRTJT7tEz8MlXZTd4Ne/hTr7Cin6in+CJ3tHLcYIKOZfV0se1EXVScgVW/V/EH+4lvwWnIFJ5JNwZlu8EROlx6Pl8b//SuHTm"
    "+bu+qxo9z+9igox9rkrXXbK/Us35+nQ1ugU0msNRrtPN8kHOdfDrPtLr4C38Bov5h0bDYWrMlr2IQVWPX5LGoTRPupc4/tabpJiI"
    "L6dKDae+rxCHy5aL6+WxY2QLzmFLIli4qHMb+zPOETer1ReS0ZbzXhEiChRAklKsou6KvfwT7ztZjNlyGv77gqgM1VgC83HS2Bnp"
    "brl5WOtIIx0D8zw2RAtxGdoUY58zaBlHQXvVeY6QCOs9u3Cu29Xsqn0urnfGo0zqRBmqkyAJs5hpGqN9g2L9XWbqKfj8YPmOUY5j"
    "iq5BzBg2wDiUDCeA+imE0Gcc1E+oKr/f2YTsV7tcfiGmZ7W+D928ypDHxfoEH+dzjcceR71uzocW/IT1k6Ua9/6my8id4msJEerO"
    "5bDwG5jxLdC7yJq7X7Ca/KmuA8pN/Zd7DCGrYRpuw3DORhwcLGJv8XruUh3uw5D+a8ltuUhHBM3xri2wZ8fQi8mRmJ8r38K4wKTR"
    "OD9q2W0XJR67RYrW61DEnKeLmPKJKpRiH57Nwe4orjve5P0IorCEtLSuWhflXMlbkNRqfkcenmkA/KiDdbrMh168SRfLe3ogorg9"
    "Ic8HeUa2vuKmX6roXe3CKeJziMJkEV0uM10VeNVi6kqfHxVfO3D5E6fbc5mpME+og9SxT8o6CD7Ejn0tw+V+7NcnchTO++PQF3nQ"
    "fxNkV8ke0ybIJ1vO7v44+YtO4PTvrrJaC6WYnckVrE5apX8+I7rs7LD7QzPfIzY/ugQS/IWaJeguhua12euJJPP8CXYYP8kZvez4"
    "FFs9nrwxdNdnkNId9CvxfWeQMzlCPnrrGegrhjDcI9gIPVPHvEod+bYMt9ZhnqX8hFOE+KYxSl4V7PaveLIvaP3yiF+4RDbh79ZZ"
    "YTPKe4p1qk/Dt5XCG1yKHRrMrLvJ/AU8y9PIAWYMfoOkiicvxXrzbuJwd0PGJ90pCztJumMqyRx8mJHD0J+gHuKqQaGfPHex85EZ"
    "SbR82DrZBTr1bcTkr8GKPwbt+aIMDk6Grr0WFnc67mSJXq0v4ZT/gRM4W+cF41kPbZbxFdIYZLbmv8A7Owna+izIywPYnc+0W5NZ"
    "egUZREf6SbIw08fnJp5tzWzGajqu/ys+Y1yhN+D0DAvupizXcU2qWEFJceqmjtM3ZXi/MQok8K03Q7feI3YusqMCJIgGG/ee9yGS"
    "8KjQdgr2lTLiGUe4k9vUYRoeL9nxr6dCh0V8drGEuaEofLCenGSzXrWjZKKY9zeJ3R/WM75Jr5L0Djl9O9tX2rZRFgO/pv8z9xyl"
    "H+8Q+V0m8Chxp7iSJy2K1W3NM5xEHGksDnPIF1mCK58vxp72nbinmgnJdDOsrrs/FxJSC11lnbqfQVY7ymP4/Zb+G57U09iHUiJK"
    "bca5c5hdW7Az3+jDgSGQbdGX8EQ30/qFjIVy4delaJ1sXvJgeirq9XJaAlWfDJ+VC3NO07ODVbqHHqsH4VMPBHdpb+YzkzgtDi+4"
    "jjNaF7N7xuVCooySXDb3THHTqprBskj6GpoiFihtwHvX5G8Z/goyOm3Sj2QYNNNaten55pDvC5gzLGCNZajcjtd+xXrtI5fIx9BC"
    "6/FkO2HVp8DL2kQvoak8jM++os9zvtuYpA4QQ1q3zpAirEyVj13NYtzMCMDZkgp4YXPYZ+zquVuZD5hFDF3zP66QCn9+XQ+oaZuN"
    "sGF7iqvllGBHqnmXb1PjuQxQxOMjOo9+p0ym1mR/D48v4nKktkpvEHs55bM5SXoVhvZmvf7HQYaN7XM7xuwRMiMlfTY9weqzkr8+"
    "xR21/zrDPwk4iTqfM15JaLNr5Q482W2IFj+G7/MpzsYPiP7ehESFORfqrX6GId0/VN9Tpv/lK+7X0gzj0NHkU1HfPW9sGGnW+6if"
    "WjR8k4682nrv1bgYfnTmpLeV+isnPTNJrc+vOBwRW4FTiVaariOO8tyIblIuyj4GW9vRjEV34JpuLzYDZ100sxGdfyg2x2m+5WK8"
    "d3cxPs+20kaOhh02vbKJpz9Ov3Ub3jVbVwVT4HsWcOp2B/kMNmw5TuHFspaTTgtlC5+tCL8n45priHx6oJT7bGsF8/NpvtoKTffr"
    "DmDkH6Uu60Q2117MMpb41a6hr3O0LNepcqE+pScEOdA0N8nN8pXxWUJjHA0/roi+mOMHsOuOp+y1zuAp17OKOb06H/ZlFfGdK3Gv"
    "H+mJRDNcrLcHuUTvKadvYr3zRXKITIEGao9Y8K8VX5eh1AxWkPnUjsOmq6jX5T3lfsio2YwZxIVegDs8jlG2Ep1ke0lLU32fwl6S"
    "ylSP4uwONOwG2/Oe0JcLYbHGybHBezKQ1Z9+0iJYFroMYBOfAQx9V6Zd4XotRuwUyCkyCR5xaxkl1mH/Z7g/Eeki2qEBYvUJHrG6"
    "p8+FSwMuz5S6ub0WmYkSaYCjYXXNqYgn5yK+MsSjm+Q82IDf8JnzIT0WNxTCv1mpP7LGUYz12EAGrmydSiGZCLrRWrr4bnvf058d"
    "Z7sEOuIH+oTb6PHNJppMPv5VSrTUWr0Pp3ODvsX8xUycjTmQYfPIT5I/caUpkKL12CFjBftcyn3NJe7nMsp8NcbNisR8fTEfnn4V"
    "n8gQTgwFzN7VGv6XZUqGkd/4ONaJUogPUoydXV3SzqLFoCcjPqmmbrCIYbp+JU2JijeL8U2CfEjV2pQs5MZwRPxpnM1Ceq+34Qm2"
    "4TTPhGfxe5CP9d3AdbFJ//vEUJIMj24xpH1i8LSeCsn8FNHYD/oIpPtTvSk4MuiOe7eOjlLOsd+KPZrDGvpFsI5/+B4T8RPr7l+X"
    "Ed3NEN1c3rKXuI4f5zW8jPW9GRIwHd88CzGxdUSNhrZp8V/x2ESpRbfwLJVrH9lZLJ9ahJXtEPSRO/VsvU4PwL2vla76H2Mwgvwn"
    "4MUW6kEyhsjxa7kePaA/lmWwbhxOktPolmk5VgbIp+Eh8k1wPezxtYizd5On9Y1gjWHeYnUMySUJ2TieeBs2ERZilf5s0NWR8DHq"
    "WP7kOk5OpmekY95bmIurdIdcnSrLPepJ1Pf7uTxXIXuKOorxb6ZY79nmO9VrfT40ZdV1PH1X9unvy/V5mV3xMbJxb6DG2Ih7CxkR"
    "nYg4qBr+3wli7LXzyQBssyiK69T6TsiEr5WtbOR7jCVvoGz0s5muR2acOHTSbJNO2TP1ldA5zaS7uCzzbOi7auzRApzC7IwwivtQ"
    "ZvFvxAr+yfOyH72bmLaGfDyKnVquJwUd5C6chZVkao74KMRNp9sajZMq75uEmanc0GePukh6rskmEVKeceRAr59tPvNVXRZcKU8g"
    "UqnRe8N10BtH4j13svY7inop5BqW0t+5QZY1wl+/lLWfJG2cVZ8f5XRuHmchtvlpjyLWR1zty/hxTw0eky9hAXuJsam+p3fABveU"
    "6/UFrMJZ8ru+rq/h3H0ij+gKvGu8fop9L+cs/lzO7JdhDzthJ/bi02VHV2kmo4P2coQO17PDz+UK6K8P5Un5jz4rr0IGrpK9YCVf"
    "h7SO1sP1tfAW6NYVuOYYuUir8czToZ0EOuEh2Vtf8cg1g9lFM5Y4uMZyZfOUa3GK8hEFV0PLXydP4W7m4qe/QnvcRR/H4UrXeG8+"
    "waixVifJBZDMQnajbcN3GWrOOr1GFiNmngr/rhv8lzPlYqIS/oR44aPAKiIxTjAUsP8xxojLsS87ndZcOmcwDtWf5GL4jFv1Yb0E"
    "3tAPeorcAx+gGjql3HdtdZT2mVmndB/pJ+G7uP934af01HuCQsTlL+gR8Eh7SBcxNIQ6+Ni15EEsZt/8NuzKNn0V8UBncrtXUc9a"
    "jX4SZLkbvPWDYa0rITDd5GzZGfr73zpM14WN9Q3e79EoXQU8xezKBqJfBeyYcOhlE8TwKC1rvo1I7SZvvRF9pTEiClh1fUir4GNd"
    "Cqv6MSzBItzTt2qswGcGW2izQz1dQj9T7PBi3YnKEfkHnp8U60wpMuJ9y5NpccnvWthI9XKKj0Pivi8kCj1urKxVXuskfKeH8cEn"
    "oafKiXCwUjfRgyvCU5dDX+8DO18FyXkTuqaYbJg/ir0+EOfoOcQkmzQpY7HOG/UXsfnqKlztN+YfPsX+L2eOyGqg1hHxE+5tDe5r"
    "O1nlkX/TeUP72wF8ikukMoPykcic82XMHeWQHa5e7wikwyHwJrw0plHZnN8/XJZA461hx6VhFN4gM2Dd9pAXIPXZZ+7K6D1X8ad1"
    "8Geq+bf9IS37cLIt6aXc8VuOYjZPmLVpQfyWqM9rOyzYgXI+vIaPZLieRuTlr4Le0AMPsaOwRpM+f5tiHk2JE6Z6aHCnXKX9cSKv"
    "1zt0bJDUTvpRsLd00pH6Dux0Z5nLCdYbZHgwGfd8P9ZdiVcQZe14d+btQ3+vo+B7D8OnLsLJeFW+hcZZrlfqPbCm4+RHYg04PZrP"
    "7uZBnFn7RF8KRkDfLzFmRrz6L+z7BXi2HBkihvzZUdrJFsaexk7SCj+NNjKhbJpoAPmo05Id9whWg+RF8m9Yx4zl6jrD7syBHLUh"
    "BstgsckL80pLyOdrWLAWU0c4k2FRzjxmEa3ia0zTF0AajQOqSFczH3caVsEwE1YS2fvQzIxJ0nf6hh5ZpKU0RJpIy1YbMTxEs96G"
    "p7EekrcW336lLFTDuztC3Kx3JSUmDjlJECnkZFkkf+AbS7VZYDONX+PvP+M/s/D3c1Y0wWjOsb6XEf8jQsZq9RxDDkXhdKK2ZUMI"
    "NF97MnTLI+yOshzf5/ILJ6nfx5qdiTP8jl4RfKRLg6HwVveR9zURJjhbYzMFJ8pUrNAyXOMKnIYFWO0vYadux/ONx1meSSR6Q+78"
    "FFbmYE6m1TDvVksLV4xV34C72h6+UNTPdyT8WQ056V3rMdYjXrbVoyZk11VXQ882ha2pINZvX3he3eUb3N8vkIgq6gqLGc4RV+2q"
    "I057Etq00lfkU+wCiPoJ9Hx9Qs+V/RlP7iOHSwF7pG0y5Ge9O9wPEr17TiqcrJfKecHtEpXLwltlJmzuj/o23r8VP/8M8rVFr9A7"
    "sZZXQQNOkGlEXp+BE7GvGJrIFHx7GRmg4/AVKqkvyhlVVFPbDpBFRGWvYQyUyyx1zCPQ2uqNEaeBE56tJumZ0fqxu7Kjrxy438VE"
    "0gvZWVzMLIT1fg6Dxr4dNuAO+VKegq0cgJ27EB7c05Ib3q4NZ5OS+jD//yRXx/rhi6ErrA4yF9crJl7KAkhONeQ1l51Kv0AW2uOk"
    "G1P0V/TIEj5TV+UzLsqaTRv4cS9Bzy7Cz+bqZumNCOhC8pYWIyp9BStv81l1jCYjrLdahWM6sZFK8M5VMhraxBhSm4tl7pV4CZU+"
    "Ozhe0rxU1TiD46Ulu8N2l+n0X27FJ5Zj/W0+OxdXOJBZfdMOa9mDXwYJXwo57yo2UThaRshI+B2DYb1+xwq2IDKAPUUvcTmhrqzX"
    "HYJVLaWvvAn+UD7nVh+SNexuL/YRVchdss/Y7GCOGP9hMoP5qczHbMZ/p4jrmjySNZPR7Ga3+dBCxumTtVNwBnN65pOtwtXfoWao"
    "U5sQu5xWLT2n4PBGs7+yDve9GVbmdzLd5+HcWvXid/1Gd5WIJNRpvi3sA7RK+Z/Qp+XhYr0GQrIN7xsedg32kk9kAVZ/HK4+hLw8"
    "KaKv2/R2jMwQB2PNeuBsjhbr17SZ4mnY3V+xCxaDjJMH4NN+gPNzpxiaTnM5DXcxkRjimqnnhA16g5OeCyDJuY86dvuYd3kFPmd8"
    "zev5apE+xilyOyGL8bMXWdGpRbRq93YKM/YxzkovbcCknPQdUaeL+fCHQk4Xq+Ow3I54gTFolkFiLIJ2F8uoqyr0O7zbamuWvfuJ"
    "sZs7P0dLhZf6OmrfOM97T7mQnUEhMw7tfbbS9vxfjOgdC6Ey/o14dFbD/LiAKNApdoJn/x6zQPU58HjGNoWeRdLyNJZT2Um+xuff"
    "p7V3szYleG0CZ14KIfmGtrbAY5O4yaEq5kxqyGh1foNO7fSvNPJK0nddunmRWuyz8TCbZS6GJzFDrgw26Bj9CN72NtgEY8u+HL7u"
    "87h+dyJSLdJliJlGy2uwyRPxnXcQiyvOvtIFZM0aJ8+Qz3kQ5ch28apgNdZyHc7ej9AiIa5ZnwdfyWdIkSHSODoXY/dGcSrrSPae"
    "TMf3jPH1GrM3JYws0/lmF2lYpG65pF48kylvPYwvvEKHETlnI3y218klUadP4Nv3YFbM9Wu6TpWEz1+WQfs0yWAXu5nmGkTkW8nY"
    "cgT8qzp2Cb8A6VuGdfsOmmkKrrs7LMgmaKjDYU86Qa9ZvbGKTHDDxe4tj7Jl3SjlWNk8WP3b8HyLrVdYP9A3oCNXGtqUpHzE7CZ3"
    "U9TIVZpmIvjnKmnS9wwWsYrsMEWsR9dwcnrKv2Ubs6U2VbnBd0FZX8swz6RdxY7b7cV52bV6Fz5lyDlNidzxDmIAiyA24o4WIZ5+"
    "He8dCW9sK3boLX0d3vNaRPvmUeTJrvBcVur32DPDOfxSf8TTx1kpzIOMlEPfl0KnRWEDchHzNPQoWzeQ1DjuIOkRaNPzWEnIoO2e"
    "IfndCZ/wILlY3tMv9FqszSM4bTb1uwi7/RFtc9RP9K6lhxXh6Y6xOn4Qu8Kc51XHmcC450tN+E5m18tZjGd6W2/G+z6QVjIBnkFL"
    "Gau7sUkrm78T4Cc1tOWdyWARMkYv0aPwvR9DT1+H69SRs9Us/gp9RqyT82CPGB6jzjHPahE9hexYe/P9JJxy6jdGlMg6ogjEmAmu"
    "5rkYSP/Osb9gX/R07Nrx4Wm6e9BaTsfZvAHavLVcl5Od28t12eaI69HehxnPHWA1O4mbdh/keRGiPt/vuDVbe2lcTH3sNNs98ivs"
    "0+W0Dep31Z22Ws/ZUsvvrOTf32c+uQz235C2L+OZrvHoV3WsmVZz9xJEwSqDPFvm1VXQKhvBjy/xK2rZrv5SX7MwO/YFrjkRkd5+"
    "kO/D8IxroPG+hU9SX7+Ma6u/XNMYm81XLtcNso0ZKPOvf9X3sEYbECWfTgtt3vUsxqC52PFO0hYyd1gwDfrkKDIUDJX3Icd13rcO"
    "iSOXnvw0jIGY7s3YOcJMdzPGxXWe8y6qx+qhuLLZ5+flW1kXjmoyNTwE+vGt4IbwTMjcN7Dwn8Py9pO7tY0eFyyVRxiVbI/TUwlv"
    "+g14tD/pu7C3B8pk600MNkNObxHDTXkbazkH2iVBfI+ngpKwFNqqRD8KmyLWXAgpXSLrWaV42NdGXoRkJuhB1+AqY9i9WEb7leRu"
    "7UeGzuz6wOb+zRqWN6iytPezVtX0s5tB7xoGmOG1jIdXc7ZYpa61mOf1POyH4TkPlXV6rT4XGF/qzpLMIOxYNWI9/XFD2avFabDJ"
    "sCr2ylgefA10mXle27x3Wk7987AkyQJd5qd83sSzW/fCBj5pKWOQ7JyPG7FvgVj+qp+UUl8bu2e5n+ffRVzPyLm0yYbGlSPZX6nA"
    "CSxmH1cV4r1qYhWtx700Jy9nV+5Ba48WmKD/G4O+2o0MR26l1/Pk2QR9KffF9FOTBnPEI9kNGvc21U728x5hfxt8y1JIRMJHLy6+"
    "KafuulY2eexox3+yl+8ZV8ZFab6vXlLvxdXy/73hC+RIF/kKEmB8rEtlBVb0A0QeVfoUrM5PsB5fBk+K8d/M1nv1Jpyjes6tKKvD"
    "gTjmj5TXOsLaarpK15labTlzf6XUGhMY05kHdQE52kzDWb0zD387h/d/GHFsy+ARV9NGWn2yVp+SdmJol1uJouvwr6tpnXMZudfg"
    "aTaHVkMZKi/rIvkUp2ln+RZ+6lXyYoav4BhxujyirrN3rY5APNoBvwcZdiYs5zQ8zUbI1guN4PPdCRkfAbv1BtbtMhkq10tH88cQ"
    "j2TPX2dHrM7+SpLTV1FvEZN+L60G2Jw8lVFqpCZE0zCdZHLe2B38v9+b9XxUwQON6Wt6sVzByk0ZJHkeK09OJxpKegI63yK527Eq"
    "D8PbvwaxRa4egPt8JLhHHsSuHchc+XoiZSoz3YfTh7QOp4mNZFsvlz+ho417z6bWjdmyBL7a+zqXMaxmcJLNR0sjZyxh50od+x4q"
    "4em2w1P9hmdbS4bmcn9KOzD/bz7ZXOLqWd57nW6VQ6CT3tE+0MdT9BOZAH9ntLjpTZPfWsp6H+sQk2d1pjwqn8DO34zV6aujg2/g"
    "obyll+Kq3aRJBmfJnZeKzIRlGb0LQ6B2naxLeOaXahA8LB2CA/Um3RXn+hxYjAd0sRyBWG9gYJ0nk6HdzxSru67DFcyqreG5OQWe"
    "hGFbzMU5OFy+xr22RMQ5J3wJdnCtfor3tpI7AkM+HoF1OCB8WAfou3KuHIgnewvXOk0WBN/AZs1jfXqbLIX2e5qTBAfLRXK2tMOa"
    "LeB0qXULV+tUXKWKtefxtBZ1nP11tcY+xCePEamqoyR9T4718S1n3BgnQkb2zxiWyCqf06jkqhvf1iTJPhMZstNNvf5ztakBnmvB"
    "5a5C7weVkJ/cPLZNnOO1nVjFrPyYIE78iA8Zk/WHBqrLdNkkfPfy8bIR6xknx73J4xeMk7fBDq8gNnqOHAepMr+zrVhdcxSj6zCj"
    "gZVTTq47OwrPP+atXIQINtvLfvTTy/R+fSo8C35/W9lRpsBrWwOPeiHir3uYNfgZkWg+UYOqOPfaR87Cvd6IK+cxp2JRxpTgCfa4"
    "LYFM5UIqmskw+QUe/Yd6Myz2PKz1YJz4cjKBFdIvWMj58TjihmL2lhV7pHfjyPlNDmPWIo8TFPVdRvZnN4+UlNCHwj/0MKxh5+Bm"
    "CaW3WjY9B3L5qpRz1xwf2mBJ8+UMhScQ1TuwZ4b1NA87HIE3thaRxDVSJFdC8mfjxP9bbhazCrdCm0+D3nqQ3V41zJZVwCIa4kmK"
    "jGf5xOKJ+hq2+aql7CA3vM3N7KpNchZpNasPFt+/Lt2wKhvwvjzOEVj2dS6k9CB5SS5vRCPdRi/cdT0XseKb0K80QVS2vMwsmkXT"
    "R8hO1DGG/vst7s5QOpbAAubIGiKfbVCbT1gus+Vh2JSL5Gc9WC+CZjtBO+pXxJnbn52/MUS2Lnq16fgiXHcf7N9w6Y09P4y4sCux"
    "75uxepcSYTuQap87nk20vmpIwbTUJvif8XChbpH58mnYWz+G1du7yalBnccDc/PqLh4PcOWzoBne0f/YXcJmLyDS/o3yrLwA3y2u"
    "t2qFLOLZS+hH5De5FU9UoS6zVwbJ2CwL1Vhw+mDvrkEMYVrT9ULZijUX18OylRkF6/LbUcT/TKQtokvz/IdJHlHT0yiqypz5Sh9V"
    "OTa4j8XNAlhXgM05u37wNMKN/b6NPeEVzBiVsCs8SZ9kKTObsyET2bnbS5kVriaCbQE9UusZMn72Ot9/rbCRrrvN5pU3wutYAk/i"
    "fT0fsjlXP5QjIdPz4c38ClmOwqOqgQd5ArsVa3Gyi8h3aPc2w/tl1v8wPtMTlp5hdHmj+tnyUG1e/gUtQWSQYif9CdBHy4g8mEe8"
    "RBd/T6e8O6TNFVrbCKZsnNM7CeIUrvUeaBV3vQp+53OIkhDhwveejm+wHPDberlej3NaS/yB/aBXW8m9sCsXSF8Z6Luforx+re9m"
    "MJbsY2UBvqeCveNHQssZ/u0a6LpvxCzgXPxsKfHXzSMsho+4BjH6t5CcnWQQYqb1+Gx/fNPu8KptbuBzfRJyUshp3C3MoVQwi7mR"
    "XWhdWdEqUcflZ8gG53PCVDM8u/VoAA7Bzjz8XHZoWSbJdEjrIIr9+gh2d5gcwkr7XJzhrdy9KZDPzTi3/YNTbdpNz0LEvVI/CMcF"
    "5+gjYlwb7cT1o6fYN3OAJH2X6Jd43wpomgLWcDdri+A86CJDkK/SNOpmEh6K/a2HxHmWi3C+r5ch2PUDxKo3ZezkWwV/y83WpLSe"
    "MdVwL+vx05p7RLoYsYcczsQifHtzaUm04Fm6pxyJ075Bh5ClpIgMIz2oOSoRR0c9v0N2nZi9olbnZ2idBxsni3CCGNLlWMmIx+0L"
    "oX9dBeQ84kmf7ucdmzH6cdxiazndk60W6p67WQbb2tX8U/o/cdcafibBWKyWdZviTEx1Aitj2e7Auh67ywbqzLNZnajjWcnD82zK"
    "dNwa10f62awy9IhYPbmPfC23yiT9AtHGiVIUbtfovY1iR1vK+5AJTU/2fIFXmopj7qujvrS89ZvkUXO/2jXo1XWop4/BL7Qe2F5B"
    "B8Q4L0A77wk9voyTkNm5b1INagvqK7ru+ZpKD9FMHsndo61fb9/DFGvQfxD1KC/ZrpY9+sh+bya/lcxfNGU/nWG8r+O8a/apMkOg"
    "XQ4/w6qfE4I7YdHmaCe5ER5hKSsitpfDiCa7nDmKfP23rIeuKfO9WjHqGMuPGWvduzIHp70YO7mSvnEefMML5WLIhKvbjmBlocz3"
    "Wcd9hcDQ5qqZQVuHd9ZA2+yM93SGvR7KqRbBU2zyE2Z15Dgxu5aLPT6DvdR2isbJdEb+axCtb8CVdpUKSmE5mbSWsKsq6W15lD7K"
    "oaIZVr1avL/U93o6X6WbpHu6RVytuaPs5HsIE747vJ5L3Lz10M+ONNSizf4ypxGBDUlluoUdu2udzwFZfjzKvMUGdUguLg4wdriz"
    "mIOtwg4U4ncveP0j2QFkWEu92CfnKm59/bxPyNx5Wy/59t07+FxuE8T91ZxeidBjvA07+Ts+84eX1wPYd17gJzJsxdvLVLx6fNNt"
    "8Hle1veg9cfDM/gN/vi++Pxv/K5nMxnLEK87PV2AT7Zp0H2dlvJ+kJMV+rJYj1JrmYaI+E+1Trc1kESzBm3JLnsc7qOYfcKWxYkx"
    "zzQQ+sVyzNWQx6OlA6zOmsx1l2b+djQsnMvVO/7aBGPrBPV9hPrJTZl9SBbKXMZv1htsM0N7wP+M/OVuzf+x6lx/SOV6TuDtQa/A"
    "Ot9z1VjvU17TpTjd7TLNjq0u+ysW9+0WxDk/Y/s6B+9YRtbZj+ErGUNihHnz1UT56YdoM1evFJv+m2Z8ZPA3bSJkG/zkXWRAI7qq"
    "kmcsSX7VSkbThlNtUyLVRKo5gJxDVcykxuivxVn9jvlZRZuiGuFnRIb4eon6LoIk60+m39o38orTa63FVbJEhjBbYVncJHMRUd6f"
    "zUzshatY72uFXsyuylJiHll3sLEMmRVpI66v3SFHDvKMqFY3GiHnQEbz9U4ZBe15K7yu9vK9voiTf3hQxOfK5ZNtz/rpCLE5pDLO"
    "DSQ4F1WEiKicPArdZCwnOCOUmZTvvlpC9N2Y9spM/0f/1jNXhnPUU4z9abBMg1xM5ZzuPnKFZz8OOeuZZmO3zt64z/s7bOghku7a"
    "DjXRYMY2XZdNV7LNd+hDLVJDL+JAZhMitMH95RvcaWc89zHShWjC+XoTbOqBshha+XC5XkplNqStAF7Mt3ofbObx8BibiTHtrNMn"
    "5GPo1gJ8+gZ5k2zAVax0dJNHxZAGaiCjNq9vDPCDvTVreL4NK6+Y3SkxvLM1PrNJjY9xFXuA07NXS9Vs2Dl+8r5Oz4COHyPz9Sis"
    "4GPSFfHTYni6M9mD8jMi+Nbwb3fVqTjXe8oT8jm0xkZEeknPreq0cNLPv1lsOJQTeWUNuv02+E7JZIZL2/qDDhU3IxTx/IYlftLO"
    "ovomkvSzDFHdW1LUqzme0SdOLOd3sW434blexc8vw1pPIdODMU7cDU+/klUj+1chvr2Oc8uG0/m2thSn7y3WNtyhG5htzD6tn/0V"
    "pY/j5tuMt+NAZovMkv3oMTJt/67HqctltngCM9DZNEV7ac0JwPXQcDNw3XNhJX7R7/Bcm2D31pHve5yUka+9EjrkUvlJ/xsPpb9E"
    "vU9Rz1HVTTb4/oSGDEvO39+TNZukt07Gz6ce/cTimSLfdxHS43Kc8r0hg0MyLL+S6eGMs2O3C56rrxgScQJ+6zXwVn7Ep87Deq5o"
    "xEfa5r3JkHqpSB/lFGMVeeFayAzEfk+LseK8o1/DVhvT9dXkKT8Jd19A/OMa1kPj9HEcSrZ5xZu8rzAI63M+ruO8ctV/QkVWxish"
    "Y/16nyIktvt5ss13Kqz1feoCX2U7RJyzIDcf4xzVwlZ+x1rkd5DQGO6uhVQSH8MyBkNpnWLQoQlflSonk04andQxufQV6+m11c/x"
    "uZ5Kr7EisITNpFPG+yjnRKCzvKY1W0OHhZ6BIOVP3WjYgCjRLYxzcRu1r+non+AN2nxNd9bLDWf7dcjkPvKLWGd9Pbu95fhDZk9d"
    "hibqNYHDx3CIYiOx682llHbmVBlKTVlECfkWsceP8DUNZ+1k+PwvEgEygN9ZoslMPs/V6Ab7qeRC1omrPAajm6iMEqO+zqPvW47n"
    "BPgrxiJv2Yvp+pQ8wHNRzbm7w3x/3iucDj0S+rZN8CEkz3gmp+FOb8YTTdNfsa4txWn05ohpDFd4Ne78dujuntDb12FfDa82l3Oe"
    "O4uxj6zAetZS6ySZj05yStnioa5EO09Xii22cJ2xaU+1hbj5s1SD+Qeb6eibwVgrp32Jegtai0/sRKavGD2psZ7Rs5xdQNa71U+s"
    "k2467joP719H9FDL5lgextXelEiXtX4WZThsdlWm7l5KTLeQmN7VzGAkvN6uYyfmUw2iOPGoOztlGLv7yEFYobjv2RmBVeonjiMy"
    "6rPNtd5jjxFtrgsnwhey7yfJTqsjsPJz6XefII/L3vBKFyB+aIsz9Jzazk6XXzT77MtH+rjsI7exLnwZfJAukKfu8E6+YRdSuqI5"
    "kBm9Oo9m8DUiqr3YcfONHgTL9yz00FPMGLpetnJNZrrYmnrNlsfqcC77aU4Wm+W8hDGRdT4OkVtw/xPFmIGC4Ha17KpFEctwSsfi"
    "7naCZrKM0y/49GRmGl0sVctqZYoRdTWf7mR4BmcGr0BDGzfMU1in14kla1H1JvKaljAKNJTGXSXlcTbL9Q1JcReNRX4VGdPaw9M0"
    "NIIJ1Dou259iF0KcscpPnOYrY761kl7GZYggWssxiBMGyVt4CptSnUROgK/1A3gKrT0GoZDfOm0x+vlJlDJmKK1X+ltInnkxhlbb"
    "jLPddkKOYAYxwbxp6Hti3a8mGRSnNIqgxVXlGvtLnO7sQwlitkHYi8m6G9b1dZ2lF8ornOyo8pzEcR0vtj4lvp/J2cORjCwCMpBa"
    "7BH3vTQ2R3YR0TFr2avt+KX2Yv03ZB5HtVMmfxXNeF6uYt6xAWJgUs+CVThafsCdmQe2RN/AXYyU7vABHRJ1LZFjnL6IsyqQ8pkT"
    "NzkaZpAQ7ZRcIp3FcYQcBm2Z5H3ZtPtq1mxKqe8LWLuPk6/yDmYqN3ldnSKzgou/e4hNQ3SStj7SqvLRmvPWukk9L5DL7u5IWx2l"
    "vnTYBq0874zjbkjC22+LaPggTnWVsWOnFDtWwC7iDuLmyYTfN4r9joZDsFz3DXaC/l2NT2yHGGsBJMIQaOYwN+msWhfp7dFOt3EO"
    "aDq9iZT3UC727OMJTlJHPedKd19bs0kqw8Arhp//hN6Lb+4t/4KWP0Qeg147HbbyR0hMytuSOK6+kPc5G1FEOeKyfH1TYowIy4gY"
    "NBce5H7QmCs4ieHQisvVsdfcx5O/p5g2HiYdxTFBVLIulc8qUDHvsw4+hsNK6ANvpb3YBNcVrItalmRvsS7c3mLITc1ZhXNTrE1h"
    "Hzr5mrh5Ascz850kAte8jBzGeBU7UTsxJq7B3Vr9ohIWqz9i9rFY3Rfhuf8ox+mHelTOUXKv/BQ2l0JmIqzy3Iy19/b0FOPwlJ8w"
    "n0Du0ke1c0774D54BS/hv3Fcc5thraW8DJT0BI51PL+v78gBwQo89cdYuSnYwffw509Ynb645q0+JzuLWtP1q00gavmh0L1lkNsD"
    "sHoB9OI07KPrRN3oZ5dO5GdraYtew3e9qC2CLfDtpyO6+lMfwemajFjdzSR29JwV6jk57P+fsyI6QK6DDS9DLP8HVvMeeZQYgtPU"
    "UE0/hw93iHTh7EdL7I3l5cr0c5zclZDLvXHGNuuFwTrGP4bxU8a81QXEBDbPxngb5tDnr2aVOMYpzFCvlh2IElnMbpsYreTFtD+W"
    "u7Mej1WQBbua8XYW8nRY3eQuWok6stMO8ZJax3m8BK1pNlzDtA6yNS9S19/rznIl9Ucbxm2DJeUjOPPlc4PnKefWn/AnVnUNp2h+"
    "wLeNhHa9WR7HU6/W5sExuOfHNCJXSDzcQryRGDmPh8sbsMS1nC74jrjNSrS5wZkcnuNGdjrfecijpIBemfmYPRpB7rsok0XrKg4X"
    "1/6+Cve4Bd+zmfHdUuyAYfYacsYcxK3HsyKS9FNZTltvo8RVUHpd5FmHmK2GEUuS0aGbECpQhzpp/2rDjIzNSFcwJ5dUl5uwvbhY"
    "pkNSOpBHIKbPi2Xh12BNStV0Yfa40SR/AqfWU/6aCaIghZCg3cT1AMUzcVWKGqFNcCojznXSS7traTgQ5zYn+BFPc4Heiycfg7V+"
    "Gnphks7EyTOMnzMhr/uLcYw8wd61OvqRc9h3F4O3VUUGW2G90OHh2Ddb5207Me//WWLDWFbJGIRttsU6wR/hekV8/nQTo/9f5QN4"
    "mZdKIbPf3+hTWK3rofu+aiQvln11EtAzvdiZZu8zXp2ox0OspWewmJ3cCd0D2qqOGIyl7H4N2X+UzoakyCjvcLL3kajvNnWIrL0o"
    "9RYd7sNKRi0lqBD+VbXHt7E+0vt54tZwhxzbZI3uLoYE+yf80q341nbyEqJ01Xd1UCPSW+x7YEu9FT7Sr0EU3/4bZOgm/Qx+yzU6"
    "Vebjb89CB80M1+q1kuuRTU3fLLZKp1iXfw96FnV+cjGdT+9P+V3JXsTmeN9d4rKcs8mDbdy+H+FJ2sh6fR2/j4MN3BfRzgdWh4S3"
    "vkFfxb5dIxb3bcQzfouIvBL6djN75kp9bmsc9EAt60lpFsZbiKDnpjnK9SdYmWvwk1FyjWzF+bP8Wk+5EZIwAvcWYN+OF/OvyrBX"
    "U/Csq/Gd29gZsxaesvVFl8AWfgn9sxY+7nCc5fm0Z9a/WU3ZtXxprtj0zyZW5ew/40DeSo1r9RPX2Z6O2WO+3lZLXm97EoujDoON"
    "M+tdxRqUyX1r6e65ppNaX6EIYStODx6DDfgUd79ensSfVom8CifsP3prcLw+oI/KaKxs/2A1ftYCMcZNGcxS+dtUbxH3y/UgGjbm"
    "RF+naokI59EwqbPgrx0lk7EOk2CrzhLzeU6WXM84Es1MuyY4l5QkvnexOgS1OGJr92pUL9dv5At8w1zscGdYxrf1D9z5qbKfJHyH"
    "dXkm1jyBaDQmscbqtox/7y5xatEW4nhSttFK1WT4Imv1OVw1RRaCAVhFswKbPQug7dakRupmy2Dfn5XzIM8vITa7GKfoGBlDzK2v"
    "dcdgGT73PfyrB6CBmkA6u8Ar/FU3yWHBZH2LXGlvwvJPlFVky56MO3sOO7KrmM2yvvnfWP1fgPhvCjP/RbAO+dBMCWbed4QHnefx"
    "rfbzHR3n07K8zHmGYdIP9zpbDYl+IvwC60pYL6fIpZCQZpLm24mTlc/NvR8l5nlX+kxHlefssUmTamI6JIlMqJn54Nbk0WtOLdNP"
    "3L8Nwcn4wk0St+ilPGO/cqL8a3mXNfiVjF+m4cmMjewa7K1j570DcfF1xIdwUp5kbSTOvT0O+/IJtMpYGSAr8DQz9EV5C3a5LLyT"
    "3pari7bN5BrStdz9pRtnpZr5fEkttV7ER+7mbXTMVNIc3pBFYMYBZL3kC+ErHY53jMZarvInSb2Epj2Sk2QV9clW2iPLW10rjg3Y"
    "fIdWxNmvxp1uw9m0GbNeYgj/qxi71Nf5t/PZ/46+H357qfP8NqM8zkYdsy8JeKcO1SLqs2pNqRmTHonAIUnt77F0a9mFNRM2Lh/f"
    "Xgrpse7iHaEfW0FLTmUM1LB6vYvPbpbTm7L8YltxiGhJz1JRxTveJ4Mol0Z5NP/8J5wB61UdDr27P6KBpdDGN8pV0E7LoJVnEdni"
    "eX0P+/8YrEyd3kM/6jms2GlkM3SVGEOzszrXADk+WEx2w5k6A69YBdjii0U85a4bsZmvFRgisLO7i7FKy3BqxstRRDtwFnABrNJs"
    "XGknRP4tg8eC76CPV+j72ka/ZKdSR9gP9cxbMY8yVAi5bk38E9ebsAm/qyENMeJKBT4mcz1pruZaQ9aNC/RuWU09s9kz1efhFJTr"
    "9/JDsKvOwHXOISNQLPxNHjDGP/J978vaZNRPOhRAf2z1eYKIz5h25zTEDn5euQQrbhjGm4llYxJ9E2fAQ0ZFQ2U1J+juhSzPJfbA"
    "THj74+HZD4MHfRl+Pl+fDg6UsXK8bgqjOFEz9UFIxImIH0zzvQhp7oJdfEtt3uRucZzaUdac2tIn3eC1d/1JtR4D12lQpPdxJqKY"
    "VYrfaMlPIm/Hx9ClvfANTaEJbsLZ+kP/jb/FZVfpAZ3XUuJ+btB1MHQjbkGCZ60MuqkDOwRMy1nPTZnP0jqLMdrH8RUeu9xW3uaq"
    "rDZSzmpkPj3d9cSYM1kfxL7THuz9M8/xTcQoNiP2IuzKl2p80Lfi9PxO9vgo9WX9NGO6bhZjvSzl5/FN65iXXsufrGPnsYjra3G/"
    "joUUuoqK8+ti2Knf1DFYjPIafAu9q3ayRwYlwvkj1ld2Cudw4pzSLoZMV/M6fYgQ1dxHiGmbaveTgJUssOlG+Y4M7O8To1WZnYvi"
    "PLbw2sbx7HaljtzC+39bCth/F7KbL878h/nZp8gIIvi7/ElLMT7ZQCJa7vNdcXIlJ7GuJ0iYqb9EmNV3HD3r4Yd1kYV6CWxhN1io"
    "PH0S5/IsnMSW0iwwPLg4J0yTvlfB6Z5SnKH3OAs2jh2GZ4h1FxsG+MpMz6/TYnWQcPVV8WnEmjHdPE4WMjMYw90twKkZ9/9x9hZg"
    "Vlfb+/j6zNANAoKUKGGLNCigmCi2Ina3Yl2v3d0dqNduRUTFQkpRkO6hB5hiuuf0Wf93vXufM+P33uF5fn99FBjO+cTea69e7yvV"
    "nm29Gmc2zj0u0UX0pzqT7anSz3XYXg1KdyK4Hq8aX1k1TrKfiIRVjXeooEW0GYGmzOI3EavA/4mfT0b8bx7lTv0dz7xNL4L9Wp8x"
    "E+/8FvmxntHPoQd/0/31iWCCbs8YifdapM/hk82xc8aJeyMkfBo0ZsLHntF0Riupb+L5/9Sm4vAUsxl9WUw4FbK7v3yqZoF7U5tf"
    "jWdZDZ/Uptlm67m4YiGeqTVxKNqIZbf7yEXELiuhP253W8F5krOIVBaCFrI56iLPc1Tn2dGKPBp0/dlwEZKrqGaL+cTGp3Yv5PoW"
    "PRZncarOlDNpt3t6nPdk2h90HND7QyPmkPfOpGgDzq357WeIMfZmaatgE3bxddixIxCnbcM7forv9fX2vy87fp2/GtNUpct5BJkN"
    "quCWyxoj+3kOa2c9C4mIWbMbTLJdxM2Lsgey3Ed6Uaz2TnaDJfjtJO1TVB2O9PDd4vvPgaXcU6w/fin8nKPlUvhByyBzC4kkt5n+"
    "w3NyHnHWW4j1YlewGltOT6kP37lUx/OtinGVOp7PKOcnduF32WL6Yj55CpsxGo/TE7Kp1gVEQUrqP/v7HE6VEnG9nH03CZ/N3Yq7"
    "PgC5vlEi6VOX4gJWPLXxku4Bu5IHjV9DnZVF9LYKTh7YbFVU61chzBUahgjL+mC2M1dcR23RUcwrPZczWorT6nIuRZT9LJyn37Bz"
    "E+UrSPT39HJOh2WPwfvNxfvXcho0hrU0zJQy7kY+v/8kdNzRiOT6wN5v1R7BG7BUU+RJvQpy/SFR39qKdStXwUey89EJZ2G+Hht8"
    "KtbhYtHbAGLVzINOHStXsTaRwR6sR/C3x7B2eDZzDYfRS4sRd8BVsvrh2Q6EPe4mbprVzeruKa7m3snzyaV8PvUzaSH2ayfYj67p"
    "nUrN0L8DnVnKWrzNX+xA7DhfluLei5np7yjRNP5QlDm3VEzYDuewxvsWSea+4+QhiDHfbJHFJmiAKvoVtfAMDpYHDVsRKz8TkfXL"
    "iLmvwhm7TgZDJm0m71zqHusksqmvgTij6z0jTIR1wxA7l23a0+7UKS1nUU2k+z3i3l/vLCHfi92Dfcy19OjiaaaWRFoviwwQh4i6"
    "BvrtIPamx5g1Ng9lspR7Pz/Kyk2tvsXMUA2i8cY5KOzTTcVlW1M/qfMeemP6IEptMJFe8nDOim1khd6qc005H/AeVyDOnR1F7fY7"
    "fPJZiLZz1HD2XkIUeQgk6H69lzMzUdrgErLs1REPfsY/5s3+7xPY2ucRbyLJnsG4ZxfvzXprJTVRH8+S1ZO2KblbPqPGot0inIYw"
    "r9xKrG9inMd/LqOsVlDW1UeN14n5ZtazdJy+FhwrTRBPXQTJUZ3PCNW4Enb5LMgocqIniPp0Kix1HSfcD5Zq4pDZPZ6RPHVsYWHf"
    "71EEHWQ2u4x1lF3wVY/Fat+r/5JLpJ+8qLOxj+/JEvZJnCjZ7BByJ9J5q/uz980qGZ9S6mtoOw1t4yyc9bjHxurrGco7MCp2OFAL"
    "cTJmqjEJrNca4ni8qMWIELMRw0+VW4mps1Qn42+WIBZqI5dJ0rMs1Pdvn0T80ur/ksR6ifwBUfsmnKjucgXseAt5ANfdCJ9tIlZ9"
    "Pz+1Hubq5HiOhkr9CVbjHjznFnz3a90neAyn4BbdJsZoeCHW1WbnvtEBwSVqPQk2u/Uhd65Zuk9M02heXeCjbPe9TI6Jwk7j3vKE"
    "dfolb4GPnJRW2MvXk1UZWHvq3pvkOHi4rREhtIAGOVl+1mmQO/M9Tob1OU1ukJsRf+bi+cKIi3/GemXpUXi226Axv5U6zqOuwXe/"
    "0jx4lvdSloan6x1JdXn/EKzQ/pKaNouT67KWvWuOwWyVfkfPNa4pdEuzxX9K0vuTzdPc3+1ZZxDO3Jeym8YmluPsXdrCDJGxdNVo"
    "te/QXUsWhX2ZizeukjB7Uew+2xm1Gfq4odvNwvNdhxV+CpFUEfTyRWLx/F+Mvsd53qSYx5c1nyaGfcrWXOzTAuzcJ/oqouXVeK7l"
    "iJEsa1OEdWqCM/KClPKE3SyrIflfaRau1YKMrmWQuI/ENN8fsE7C6b5arcemS+ky5x+EOSdlNXubMi7QwcEHViWGJTlYXH/Gcvh9"
    "ewZljCIa1wefylaPzWCVs8chY25GdCajtpBn94hwbxymlOXwW/vqh1mmHuKq9b2YSX0bb7oQf34CT7aKun8z9Mg1YvGEm58zie8v"
    "Luft9H0xuRYSZMhxOF1/QgarODlu/d/D8cwTpZIosIbktJNev8XrNkvblfmBq7HLJUTHSsUsCT5RXFOV42aMF0rJGnqQON6mJlyD"
    "Uj0sWJP8XeqYxc3GbmXDAs4h7ojDLU0QmzVE/nhbx5tZ88xibqWKuc51uhk/W01umohnLKw/jTHvAVjVZxh1SWoayjy85qxaHuax"
    "XVwVqJfv5J6Pc9WV0Yx98lLZxe6QAkRPyz2ugvBeJb7j6kV40u0k1X/eTXqQVy1BDyOsL+gN+OYYaKO+ch803r5yPHTtXtA5f6lh"
    "p9zA97kWp/842ROn/jdI4nuI8TrLAXKkPM0cfxHk/3CpoFaJe660CfBGYszQmj9emJbW/57XSNAbDHtGCeOqbOax2RoyeLX08yku"
    "ThrAPrZU30F9lJLwPYG2S80Yi4v0khRrzscyDB57U7kbTz+Tmck3EKW9hvu35ppY77tjr2vPa1XsptOvkpX0KLEoq5hDKyMTfa7P"
    "qdonu8gORlwO8SlCBLMUCqShkCQ9n0Z9l1LLdM9SEx/jWJamH8/vHpJCBUr6fqAVzBkUkZXdfroS/nKEqMHfQ94GyvnQd8sgv0/A"
    "p5uuZ8PeVjPCcznTxfi1J5Ev75d2UkZpqsVness8yM5G/L6XfAYf3E74VZ4XJcI3rSIbTjtm9NzzO143h5cyCHe2CKYVkQ0y0swB"
    "CU36aWJXc231D/ySRHq3Ew3w2FvwM19D174Au7sF2nBvePbrdFjQVi5qwG1hWenR/veVvuPQcm89ICdj5EIpJd+KWec8eh8J5hlP"
    "5llIMhbbzsnfKJ43xnNhMc0tHtdvWxrPXxEn5fuY1iq4BZCBAnz6RHFzegX0CPMofcb5pUQ3rSMyr3mLY9ltUszVqsQpCoiybdMZ"
    "1jNrs6A1rP6dJurnPpzslPvvVPE7DhmyBH6IITx8gJ+fIsbHvVoqZD4jiI8tS5vmKrVv9pUU7kTCM7c6zhdjqIxSnpLsxNL0DJZh"
    "p6vXnufQTjd2FnqTy3hPKaIfblX/m3z+3Fjd67ALu9R1i7m9yaOeauxvjOO6F+u+xZSna6TK92km08xcfXxHa8LjgLnaa5t0FT/B"
    "/iDX51rjf7Kn7yM0D/Ys1uX6wXJsZIfTE1hJexdjyf1BbRKgD7RpDSRtB/GpuuFknQsvv1AfZPZ4A85XbzEUs8Gyk3NRO7GOa5i1"
    "rdPPIEPr4GVEILM52jgPYePxTzKZKy9Dvp6Htp+rtwVHyDWIUq8J2kGKBnKOP0mE/IRu8L55NtlHE37ysQ0Rw4SSp3oILUeCHUFR"
    "5pGsJ/pq9lIe4PON6rFiUxxgVfB6Z8M2tIKmnIa45nPoyxdwjxm4x0hWux0OWx5Pn1nebtA2g+RX7J3hw99OpqaRiCVL9C+i1HSk"
    "h5/q36kgyu3usDOWIMo4ABrUZo7fgE+Sx3rSyTKeOaOULNT5ve4njkOknBx/9V2iLTj9Yayyf7K/cwD/dgpWrxaa+y/OFqU6pN3E"
    "YXfPixBFzL1GbZp2J7u5R2AlhsGj6xmMgZe7FZbdui02Y3XXIz4p1UdhA+/dDW/saDGcgiW8dhlWw7GmxokNaVWFG5npGQV/sjnt"
    "yu9k8bL9OpHzIDvwfEcx+rcOny0eV/RH5qajZN7Opw4vYQXY8pStxZCMzsVbdmRvYx2zu+X6mOcN3cHOXFfjsOzTIkb1pXiGU7wf"
    "1goRQQu5R7rKafK6PCRb5Rn9CHe9TPOSSo7NJn5i0eXhcvhMf9Gj684TWKAuflVI6hWMwKo5bzbAa37rxLWZnca1SxnWJ8y+hBij"
    "QuthasU5t1OJ/+G8qQp2admvY8UY3Yey7yLGybdOUkhdZH1SXWD1u7AHxE7BOl6tjD2wW8Xw1t/FWxmreqb0x36eCE0xHVc5CRb1"
    "Q/haz8GTv1cP131whX6Zm8mOXIS1t9r/nrjGOlbKs3Wd57nOQWyQmuCzjtbJYms+mFigo0R9tOc6yCu4q5WMciLcnwi7O78Sh4fk"
    "NHk9A3UPcXxRq3GNSWK99kXsFC7FVa6QCuZoSjlbFPNoZQnOjBsCxBD5Tp9GbL0M3tzpiGlOlLl46mmeccmdKme5WyLuroBXFPKz"
    "7anez4hnj4/hFO3DKtaXshGnJRs/WQRvfilObzucmB3s0lqPKMc6Aabh/Q+TqYhpD4IMbiDK5Qhx/S79JAuRbIk63okQ/zU9czer"
    "PRW+IpBg5tG4N7rROse4QiP1VWKafy9hWaxtIXVf6aPBlfQknUcc8no2xP4dq2caauNQnLZxUkKfxqbHNqbngZr+A8/b/WMd6Amf"
    "XRM/6ZNFTWTntLuXt2pOWtgqlUBibCrALPs+nElL+Dx01CPYaNrPtav2Z/9EDRF4EsQ0iOMMt2PXrmXqa/UEeNVbaTn/IP+wZVS7"
    "kEe8Rqdjtedh7023L2KUuxRS9jK0zp/cp1xmFB6kBjlCdjEGaI9Td5hEPHNZnDohxkxKY6dxBnY4A/rAbOAQ6JnuuNIJ0l0OFMcA"
    "Vet9RFdN7yKWPduIvbEK1DGyRH9hRrxfcKKuQtRxJqRvF745G7Fpgb4Jr2E+Oyp/hQy4aZd42kOu4XpYnuoF3zNlUvMTswQVrNr1"
    "kWnwQYfAVi/UR/Am1gExEWu1V2CYDDHm9JOMNqq5W3HK8VZ4UFs16vuVEoh1TCvfsRuui3z9XL+FJj8E9mEDe4n/gObIga0z1PJp"
    "+Jtx8B4Mu6MantlGaO1/sa8lnkaOqPPdkHU84QmfOSim5MdxemOUyO6Ium7im7mphlUS5zSp4/s1zVbo+c1qaFl2QDbcjjUjVmrD"
    "2R8hV0LYTx4nGDfYP4YUW5nuNSz0NZMQ9uhxzu5Y1Wsv6cS4pR89hgLqqlnQqpdjRZohLjccmS26Ep9+id2VVjH9GP+/WXYxZ216"
    "dxlzJOPFrOAq3PEoTnA2xSnsgm8cIediBd/ALh0Fr+M6sfrZMuzEy7j34TKIa+cwHCpw9rbieoYxViLvQhev0BmQ+/lBqdVb9Qgy"
    "GLxNnizjy7E3OhA6LxfxT1dxMwhjGF1H03hSCfoiq/Gkq/CnjrAQgxHblkCj56tloJ+G/2N5BpdPN3/8YHLWNo4+kGTes8bzmqXQ"
    "alN9/oUe3+YevH0Fs5ALmA0vJTtpiEzNYXYlnEQ+9ucRQ3yFFZ2tM/ULROxXBj2ljZwFb6MKu9CFc5TmIS9gvtP0yx3yHivUIZzN"
    "KHsSi4jN/qZUEMWnFnIbpq0oJGLbN7BMBXISzk8M1jvO7FpLMkxeI5XMzRo+iUmp1fxj8AFC1GLGJG0o76dzEreGGrtUNyGCLPQZ"
    "GTcjlsIHPQO73xLRQgH26ic+wSqdAgk6A2f2J30Rf+6G2LzcIzYkfQeu09yWCe+PU3gw8zoRYjcZ828TTmoU4TQallsAj8Rwncy3"
    "7A9pOgL3myRv43QU6sWQnJbBdUkJ2sseUs2+EMtu38CTbki4Von/gzqsErI8m8yiR8twMiC6XOV2RlAxPZ+9Ag59x3T1SRL2nPMR"
    "6iN35uLUzCFWKooow5YlMGyycqyzTbLk8oSYrL6Fs/Gp3A9tdQB8v6XwiS6XFfjUNJy4QTIfuqZSX4b/az5WJvtgIsy0lyJ+b4r1"
    "N1/eOA+sq8FQHYqI4KWabBBPt/GdPfZn67KsJj7dOuxwiCs6j9NZSoZRV7vJSEflKXzVM/wUyTbfp5HwkZt1XexPZKJM2kabKq6E"
    "dJcyy+AmLwf6CRVnJRvnGXKxxWZNIQkpfOKx7Pn6D2WtmxwPD2+0/EHdsotx4wZoZav8HyI3yUuwNFmU+5Hyvr6Hk98GXscOXShL"
    "km1lQ9Af0dt9OEmlnPPb5eul70pH2NJi1mC3YE9GQdI268pgCfkvbfJ3nL4CzVWK+6/DJ1rL8zg3c8kc3kWOkL3EJvFzWSG5AWeg"
    "Hefaduhl7OaPef7GEDN3CaIo95a7iByWZJeDTcWs4UqZV34QdOlsnO+2Yl3983U6vjEFkZyhNNdoqiae9IwR5nvsQy29D/yxOLNu"
    "Meb/3HS6SArHUslskcN5KJFJ9KZdh3fSZyBHkg/C7bXLmEfII3YYI5QYpOtnrPhsWMieco6sIs6ZobEH7IRpkfYZGiLLWF6mZ7AK"
    "Z/wimxMnjuxQuQeR04lBTC+UfamTm0oZc0tJ5tN2qGOYOVTaeX3gGImNb2A9zk6Fvs6YLh97DT8C8m/oTRkN0GYzId1DGFHaT/M5"
    "6dKXuT5jhLb16U02Vcuxh30XvshbspMd+DYXZpMn9V5AtwZeQH1NvT5r5X46VJ7Sy2G/jgsS2I059HZvwK87qEPa+Gjpn6wepv33"
    "5L4NF3c6ksSdagtNlQl/awXesxekpYpTqcaNuQT2sSfx9NR75DYLar1UvyM+uxIynIHI70lIQ0hehJ7dD7vznLyk6+GnLIY+X6b7"
    "BV+S6WoDtEyT3VQEXIZhK9fUoV6dkuYLrubvHZ+VQ0GI+05cw93Ix9saN0mMuC8tZSC8oQU6Rx7Qn3GeH9OTWTH9Tc6DF/A3d1q9"
    "95lIsw8XEkk5hxpiDPXH8WSlLKPfnc2othTSWMjabB6n9wy7z0lLpjTEHnCVaXuPk9ltH8J5M+y2EfQwKokJVsFOEKsc5MJ7HoG3"
    "KIE/ubtej/p//ll7vkpq2VOlvo8qTD0Zpg9aQtt2CDnckmRoiett8Ngbr2KPgqZYjD25F/J/iL4iN8JjeV9/hgZ6HDFv+2A1tNcM"
    "/QxXeB5v1E3ayyTca526vkVJc8nc7LXDEmjF/eRknKRDIRGvygZ21N4hNrlXqC34bkmPcePmDyuSmVqaMTF4IGihK5Jjcdf3k59g"
    "zd9md9QQyEpbRvgVRPC2+kJzOVt+xIlrhx1zXsDe+J3jpCjhSv8slg/dj/n0Yl3NHsga1o8d2o75ES9RC1Sz58kqgf9hxmkzJU7o"
    "xxsW48kSp921/7eVjszKu3V12IWhdCQxWFzmvQjx5iZmfUzHrWCUaLI7VpJp5qtKr1/dXNNQ+HSjOacpfqovmWaYX4VYYyI8qGnQ"
    "iL2wNzYvdQTsxAzo/3LYgk/gv82SL/RDyOjvUpk8QSZ7zpQ4uWPjPndp2G8Vu0FGiMLTHsL56XZEN7yV2AG1xKdxPTtTxc0PmQ1f"
    "TswUWy9biZskNakZZ+9g3CNLxhmvnSUum1JF5LYIY8Iou+Yn8YxbB00pLWEzzhdbte9wSSEuFHKypY49WfH/g44XpUawPooOktIU"
    "LhaL7PZk/b//zfN6tpwivxCr7RC5BfJ1KvbkN0pSHScoY1rIDsI5rM2U08vY10eaTX2+IJAOzPPWMa+U4gx1Uw0x6o72/7MrLEyu"
    "htR8TwYtTY06LjDr8e6QnieKef7TiP+0RRUdKEkt+FbtxSE0W9S2jKibN4tjr7bK0Ho8g6sOHCgOw0k5A5Uks+zLeK/Dg38jsn9C"
    "b5c/kqfBbzhDfoBXd4qcDg3RCVZ9ij4ri+EhZyDuOluW0BpZNelsPFMOpwD7iXJmpT5/bWjVdcQ8S3XjR9LZbLcLe0lTZoWMDXuX"
    "vq0/wDpsD2ZjrT9CRP4V9J3bs0DcfG5DxoRCdjWfTB3dTA5mXrqctm0jJwLN95gk2VzjBJ4uxNy3ZWWC9Go7e2yMZ3gnXH8Q/Juz"
    "cOZehWfbBbZvgz5E5GKLk1qwd8RVLG2eLaHGuxKhBa1kPrSMumOmvi1JVvmqWAGvwnO0ITZtIWRbfTXLfu2Zzum4DEgt809JSn+Y"
    "+DvKt3C9Cafx05albEbWZrPk+8tWdllnaaV8hl+L9B3pJdfDotfL+QVc7e80NT2Uw+jf+nqHIDoxnuNLxWYYD6Jn6WLQn7SA+OBx"
    "RjanSKrLtJiRr3viQ3y/ftJz4NV69uURvn76I966L1b1JNlfDrDOB+2O+70m16XrRoa7GaGtc4hY2bABExBPGSr+EYFZuoOkjH6v"
    "5WDO8rb+VHaER7heP0Ff7dL5eJNWiHg26cOwbwNlAtktv9pNT5ZlCUv1RebJd8EqRjlJv4p7We0jSKfnHIKjadw7pU3wrJyDO85H"
    "VN1DvoRtMryp1yEpnWU5sS8/U+PUGkh9ukxfwm4sxJXuwu7n6iK8wQasyjQ15I0Z+NZsedWY6SANX7NasANrdMxudFW5fiLjILGl"
    "eO9nocmPlHexNo/Ss/5/7+MynWQ12iOwxttxHZs3qCKPm3mOjqt4PO1ZNS1eLjy6u3Uf2MCXcE6/1AvglX2htwUPwH+9Elfeiv3f"
    "jH3pSiTupoiqNnLaRaSugWWKsvfecbh/Dj07IViIdf8DZz+QtboWcdbbtPXroIkmEhkpzorO4fKsZxar5ZS6EKdB+V4BMxdrsNa9"
    "xOa4X0Bc/Dx2+GUpS+4te+PK47g7rofDYdpuYh+G6QrrvbEIfATzAg4Hy07Il/Cv7DR0IlJKU6nxPrZAziI4+3F4UiH46znEaDft"
    "0vhaH0dGwwRzG7W+K7KVuAl1y6hW6JnMs9s672IuL5/86lHGzeX0enay59+6Kk1XxmmDSvRBSHs2526sW7M1JNHOdRsxNooCfQDR"
    "yvf4hmP8rfaIgrE0MoKme/NdXmsnJzvjtA6X4w0KvHfekbMuNdw70351RG4N81vltM8DiL/WWlyHY4i9whX0FgbLYexO/JgdS39D"
    "C5Tg+e8T82Vn6C96FeQ6g1e3qYE/OK9i/nsO9NKx7PUq5rSH9UpEoDOzOHNtqBuWyS7DzljHzC6sVn+x+U6LNzfTswn73bAY2vrS"
    "/tc/Gd42lUN25hKFYLTUMFtVRY+ocY7eYeK6LCPUE9u9dDjUhULvK1lPpmMuuYTZfqtD9fS+g0PTSKpDQS6mxq3zfQhbsRIvinnj"
    "l0B71kIvVMMfsNjfIriHOI1VoK5bwPkOYW9XU7w5rRvMaTpW+LiPH//CPU8iylo1GRIdH99k+NyZrMFal/1O7NOp+MmecpSsxO5X"
    "+HpQyDNBBHIgJ9F/VTsBlsdegdinEqfpKuj4EuxJlD59gRov9fniOh9X0m82H/Ez+Zh4LWX6ON52C/RGIf7fOGOCTRz9yRNgfN4V"
    "zEcMkjGQ9W+hi4wD+whI+q+MBqy6thxR7PJkTN8I1umzmb/pzmQ0eabulL+TL0GjZ+N5X0I0uQ6nZIW+BYl6UI+SXXoXT4JJYTKN"
    "un6k7zzchre+D7JwNe53pWSx/+BiyMom+qcOgfE8j4cUYoavlPJQyq6SkdwF9dibcY/3ZVMBg4n2ewQzilYbdLulxDZs2kBOHXvZ"
    "UGnYwRTx09eNa///7qJK5RwK9DqfN4j5ucIIkQRayqVyCazZdFx7Mc7lQMTj7aDX3sIaparlkXQPUjNWy90pd3FpCWdPbE2W67WQ"
    "1wo/V+QYp1wFJQe6JcHnTnF82b/d/bmI6VxoE2NdKIHEzCCOrnEAWDXoBLleKmF/VmshMxqG5fQAzuiQf2A3pTB5XQ7ZpqlivmIy"
    "ktw2cXrddfo0JOZuaKVj4FOYRM2Ue6FR5upT7DcPs1bTXoxzdz/D4tY3EG+vIHtEO0SvFZyvMG9nEHyuLCJmORSoiEciM0xhm+4e"
    "q+Ogo/L1XOlHnT8Je2M4h2t3U/2P6ix4fLO5bhHoyTLs/e1ivFWWsy5jB3N7mQtbtJPRXAXW2+Z48lgPsDN4I2xpb7EJxK5i3khc"
    "azzCjMuUV0HT1kArhzxedsR7c9a/9Cvfup+3v5mUqiQ5dzJwTh6VYXKfxpKLdAxipWXwE4YGz8NOGrPlINlXlrD72CG/jZS/8Czm"
    "KU+UrvRgS1mxdL5jJaffM+RR2JSDYU1/l2U8MU1khbb8/xXPuTeIMhKPN+gdtp/m+I6rp6WEmePOEiUX9AxdCsmer3fqddBg3xsL"
    "acZV2IsBOE/7SAk7IfYSi4DvgcaZTTSB9r4nIsXQOJp3tqxo4ziNu8uY2Q4M4sRBpd+jmK//dMJqmw2IsD5YwyxInKeqMRbNUn7m"
    "UbF51Q2I0CwP0p28goYk2hO+0bmyDtc9Uj7SC7FbHRGHzWX35gYiKz8uRZSpw/F3r4rj3DZuhyK8f9RjoxSTW2mbl6Zq2pIcznXs"
    "guVKMFZ3KP3WN1ZGjWes741jGMdozcK+S/5Lnozf8LPpsEcr8PyV1J8lXoNOlJjveG/vc39RWKIUKnqcFd4LpIZPUMZejk5+RjpO"
    "BkjjI7wb8prP3oxS+KJXizEZboQuroRnX4KY6i9Iw8nwWb6DL/g57pKd3EPukzH6m0zRc7VXcKCMwhsZR8w7nL4x9BxjC8mkdW58"
    "t6uIMnAio6uuZGVK4MRaN34TGaGPQOeuIBrAWjznsXI+vP0XZHfo4MoJol7eNtR5ybGK4yb4SAM5k6/E4u0EKxmI1XIL4U+UU2oq"
    "GGOewkqyndgMCfuTYz9vLs47HAn7a7NNv2PPP4Cl+xXad4F0kXflMr1VOuJs78R7V1JSesnvuoYVCxflVfucpsnAjZzfzYfleFCf"
    "J6JAa9r55lLG6DbOHJeh553EGSrzutqKQwSs5beX0H8+lP5HmPkws5sdWNGyKm8WYvdXxezRNj1MrI55HnMDFbRxbiZ/AO6YozfI"
    "Wk5+7IvnfhJXGYU45l28zWipopdu0ULce5LdOAMQ9b0xZqXGS9L7fmWcFz1eHoAeM5nvCy2WA7ncjic5SNbrU3Iz9YhNC0zD+q4i"
    "zsM6yLTp5FacJoz6+UfX+y0ynHrA7Xi+z6ymsL7/t4fSuBfQX4rTOKdhn10Ok6PZdfyV+W7qSdADrtr3J77TGvKbxdmWJtC2i4ia"
    "LPIMPnEf+clt6tdFPuVqGs+wDr/SKVjnGYg3hspV+IahB0nQQxL00cIeJyk15ZYk53EO9bV1UufTKm3FJ97Bjh2HsziWKPdVzOcY"
    "ak0Z9UAl48CvyafehuhM9v12OIXW6Rkj+l7ca5mw997LIQtWW9gB3b1KP0Ks2xzWvAvs8OewNPvLaWKc11vwzfvkfby9MVJczq7S"
    "VMY26vFerZYSJ1ODRZBlOoGZBWPssQ7R9/X4IIL9XcYq0WrooKth156D19g4v1kU97vacyfmMgMfYQQ0SlwXSwXu3EaG+tOe41EO"
    "Yw14B6SBX3gie7ksU/mY/MZqchnO+jw88aPwRG/AKk+CfDSXr43XS7ZA5zu0pAh5bxz+fDWx0mKMLlKzMsH/8SC3wCe8hyhfbeQi"
    "1kGLIS/byNeT9Hx/wlyATSZEPV55ra/nniOuC8/FE/nYPfvbNtjd8VLpMeIs53oIdrJJA9SZOkqtMk7tC0s9Wh7Sm4Pr5Un8eg68"
    "uRHQlcaStINxa5KshWFOvFbrXeL4UWqIux7Qbsz23S3HcnbCPdvpzF5XcOejeLYp8GGMG6iSdu4DXHlvsU6UEYhhnxJDC94bEvQF"
    "NMkLeNYm8qr+IPE0Km8KdzfuJ8jL2bUdJ9bME8R3ihKZMsqJJpf/O5XnMuR7nY0nZm9e0fWJleKtDB+yCPtlWOc2UZmDvXKxvKGk"
    "x4nd0Y5neIq8Kk/Bpy2CfOfzczV6oMccq/KsMUmfsU6QQTCm9dMRLcTVgqOccDdsyWbi6r7Z1ILDeDa6MeqOp/m7UryHYeqwPaQ1"
    "38tWPOC1KhAv1GM1O6ztiM9NGCZoC0mkK1Cuz0pkkMS1ns/ZYQ7FqKc3wjKN49uHmLsp8n11xhe2lkgnlpn8FysiJ8DzqaVdycZd"
    "zvRTSBW+mhKib9rW9zEc58+XYRus8bgrLg+awl2Je67P7tQzrqJi+vxY8tAkdtun2vjf7C0pNDk323cE2aji7PM5TFLc7Obz3yqu"
    "lvU7+clOIr5iBfRkAVZxoBiG0Z644iYNq9vvXDzjkbSrm/Qin31u4qNLTWckOkFr3wJtuoKdwyfgpBvL2mzY0SHwAjbxMyXkGtgM"
    "W9NXNuP0G5dpB9jkjpyK22J8GWp6zZBBQ/oKZL+Vj4GjejukdjIil5/xyUnSDbbK8j+HyHfUD73EkMYNHd56vRxjpeWiLdM0QObo"
    "KjxHRI2TvZdMlk+gL2drUr7XoZDtj/HMebA6y7BmpbhnJXa9gpNo1hP6LmskxWQfMV+9gBnhy4lc4Vh7wqxYVHBOtETPoD8p1IQJ"
    "ahP3yQTs+mDZyNn5MjxNMfE9FyF6OZQzpgU4n8dJkUce/EFnwX99AN70X5qN5zwYq3unFuOdn8L6rIHVDLB/HcW6dgKZD/1Rpws4"
    "99q4Ra/CzpzvbZs7AzFfGzN0AKtxb4bnUaXfYx8vh/wvJCKZ42QQchoN9afIYajYpKDrMog1sCWq85JL4RF9Jl9Dvw3UDsEtmpVc"
    "aoiwQTV03S69Xy7FLpXoerJXHEzcrRJoyBof/10gWcz9fM54wmF5GBtTiFFEuc4mJ9Am1qVSfCcRVjYyxFUv3WR9lNGp9UMU+Yrj"
    "ZWJZuKXYK5sJCXvs/fPkOlnM3Jxj8injXav8me0uLip3KI1xj6Dk/i9S16D7JJVPC8OfOEsmQr7/gzhgHWQ0EGOjmoon/BtX6Uxs"
    "WMMB7e2rJ7eyp8IqUdaNWuVrgOpnsPaEJ9gBK3qVnCo/6qWyp8zA3vyK1apQq/fm4Y0eQry3kozdz8OvPhV2upzsiTk4udWs+zm0"
    "su9xvQ9917WdrFq/Z9a1l2BW4FjsdA0zYu/rh3iXUTIL1rqCn6zfZ8dicD1O+Rw9C+f4JcSL30B+7oFUnhNcguf8N95yLq7Y1aOz"
    "r0HktIvZvVOJwzdQCjnt1RsyMBORxBmQPEOZNjRHs2PX4oSUskbcHHJsnQRLmSGt0i/gMe0ttVjhD7G7O2jtzmK2sZZ2xGGsx/3T"
    "ZjbAFanPabnMRQqtPUEb1sX3wO8vKUz3ED2SJGvgcd+xnkzH7/ad9r7KFU9zkLu8VBePi3wwvJiH5Vj5GWvUXYwDJAte1f1Yq4Tv"
    "fdP0pI67j8iVGX0ys7HH32t58gl9Q6+KL9J3MzLk4kQznMpheO/xiHt+gbTZROkvzBc45C2XIa7xs5mZYr5DKXEJrhLnSWWzy8x5"
    "LHXQBtbdm5pOS3h0cyXWj5saPFWc1VZ2AlvfbVtW12qx43XsaouyigddHhwHyXpcZrOr41l9FM92LtbyZDzBOOg943Tbptb/ugzP"
    "Oku7B+XwqOs8Xm4t8xcux/kG7dMf8nFwt96iX8lEREXv6GmyOXm+vK7TEA/twpndjijbOheLcM1Z8En/Ipr1f/9jvVbVOoN1jAh9"
    "qxI8QZRn3OzRs1iDlygB5cy0W97Fus0tg9yetZyW+H0VLJ5DP+ggf0B72My+5atOgo9tGVDjmz4enzsUfzJrsJQe9K3k5S2CrA+W"
    "VMYy6T2O1FzRWl3MeMimMQYS/200dPb1iOX7eb3letLPZ4RdrcvpISbU9WVW0kt16HRzcL7vwHO9JFN0ONbvYeiDg2Ddusltorhy"
    "NrsYjXnQutbX4LmW6bfBS4w4kn42TjkTb/e0/n/rFkj4Lrcm0GIurs+kV9lDUvPO1T4StN9ZJ1qpvqnPIWZoDu96AazVDpzvScHV"
    "apiH82gLNW17fmA0dJr20VuDj/Q3PU+vkQNlJ6LfdTIEuq5Yb6YGC3NuZbEYItdyWAjDpsqQL4L38Q6dGacs1TPJjHO4vKbTkuth"
    "d3rJSPgJnYPS5AvyMaKau3W+/gENvGfGKlyrk/xKJvTZ+P865kXduYgwTiz1XdVHyOP480dY27X6nfSSqbBKQ3GHKwNjhnIcEwnm"
    "wFMsRYbQsAtrPI1VO+voriQSWjGRiZI6kjlA9SheroZd5/vhre+i2HdGT/Decd1uvEFDydnJTFu7wDh/tzLz8Q3RhUOMFcLk+3Az"
    "aZbLeBy68VDvrbfi9TI823YJu5+ydIyUMo5sKpZ/Nvm8BDK+GfrcJhn3lpPIi74GnksObWvQgBUkpWPt9zZnE2L2vgmrhnFqZ2Hf"
    "pNXAJnvdF+Lcz3s+7xdAWrayx2U5vCFDImgjJ2NN8ogJYWzjVi/8AtrgAnkZPsHd8Mb/xr5GbBJeX4EOX4Wn6iCdyDFlfcvGZ1ul"
    "v+K+S2g9qqAzjsf7DJTP1BiEfyfH0FY85c1iCMqW+9wFS98MPqpxdO0Jv3CkPIOo6TzEiFvUTcJ3JTqjzTkv2w0bpCLaNbTt3xBV"
    "fyNPwKOtZuX4duma7ryqnzB3FTnTWP9bkyVYw65JI5u1IWuTY54fLIczp2vY2dZrtJNZpxq8+3y1+eylkMjrYEX3RiTTATu7D94t"
    "wLo8JqVkV1zBWH4qrL2wrp3A71y+f39ImfIdzStYiTd4E7r8Anz3dPphF0oto5xUXHaz5KTfaLv3E1p7fqbMBvwxdr0s1j1FjoZu"
    "mw9P2Gz2GuzIk/Ac27K+vYkd7eaN5GD/lulDepveEXxL23MT4tHv8GdDdyvA81aQWcF0y9HiqmbmxRXqRPkI+miDTodMG++K9dd9"
    "gbts1BwyQlhuMZDLYEF6inUHrtCvJZu6eG/2ZBhLs81g7wHt01lc5n6XxwmpIPZ+tbo8wB5knSnzp1rTvYBtoYn+LYvwFqvlHuje"
    "5dinW/CtIfi703HFFvTObeebsvpVyvjdGA/HinVDrMObdIRNKKSdjnJS2yYOXL7Vphcd5/ZmrHcR81Atg7+xkpvw/R04Jda58IYW"
    "BsYOvUYPgKf4B5Fq1zJmqoVkxJjhqPFWqYoa6Dg8z8eIumw1l+tlsHHz5HK9Qm7BPVaxf9x5SH/pKkifVStWs5P2BI+o2IHZS1sB"
    "qz1s0xt59lNYKh3EZpdCnv+lHiu4HoHBZqDcNFUJUewd169ha1unyCisToU+KPfJEngJJ0CPb9a9g98k7L2gJN6qadrqzqEftwL2"
    "x/VTRL3nZ3meL9JS2UIaYgQk6d/vDy2UuorrDXD4W/fJx/Dj3oC2vQn+dm95XeLytk6AlG5rUG1NaceBlPh11Eh2tcnsyovy3870"
    "fBOayfxFH9nFXsHUxEKN52VrnmYZs9msu8U6SffzGHopdP+mfgYiQa3u8LIi/jT2kAJ+qrFposbr6I17qg/CMv6Mzz4jCyGvv2hf"
    "uZZM15nsoI9Adyb5Bsene8FWs/OilGwfraSE3aNF7AM9FGftEHzuTHHc3MXcJYtwjTWqObMNEX0f7+3wz2PwmyINMC0yJZlG+7F/"
    "s5hPMBmO80onwSasQXTzF2zJvnIANfQixlBjJI9dBUfSoh/u8a8r0mwoEUbzhrNcQok5ngxco8U4Rq4kXnYKc9JQh4f5Dp0KnAdD"
    "hLoSZ8y8xLc5u3+oDEDsUqgO7b/Ez8rZJOC1YvOJqX79zDQeouv9T0CqCjn5bFnjieIYro3jaRKzgZnyT76khJ8TWs5eipuwOpvp"
    "BQwU44035rQMac0pulSfylGceM8gA3NbrlqE+sC4GK6X7X7GqoefcXXdfN096pzhFhhT0Q7IZgVRBI+GFdjOnskUa2GcGBCxNLNA"
    "3E8U7yKPU9RHHA5z9Qu9nVWhOmYArIPwOs6zGXZpFXniq/Fd4wDrTc25UyO+hl4OvRhn1vA4elLWobsCPvLpfnK/BLFCnMzWp8pb"
    "kkjanIdhPp0ZHKWDsAY3Bz/jBKee0PFIRNJoPgn9jjWXIq8nXSQ4Rk7Ae96LCP1VsUnR+yVfLuEU/Ey9ARpnjLiO4CrqWqvthuED"
    "1PDbvSTmM6cpXMOYl+GW3I8dXD2bheiCk2vdz4PZ75/hsdqsE7eJx1KLUi+1FasAVGnS15xcZDjCYw0X+k50lzfpAJ+noxgf+8G8"
    "ajbud5Vs4+/cXLA2QNUJpLO4LMehrEgmKMP2Tyf2ccYhByXen7TT6jhp6ugJ3SQpprTUiTXZWA/bYXnFIqx8GLuCeEWO4SxEDect"
    "tqvNH4RZe7W+4X9LrucEzfaWNcSa5RSPH18FD6anWAXW5oTGyL0yKrBJy/Xanl7eZKxpgc7ljmxixtM4qP6Wi3FOsmHTMliDuwdS"
    "tVZvg05zGHgum+1qQ3uxpyGhP0mdxwasYU5QibhS4Pu0E37+NeErmAdSp3Xm5Pd6RhaWbz5ZOsgw9rpPgJ6opF1crIXEtusnNlda"
    "hBWdDPs0CTHnbPhwBdoF9qE5NM/jYhOmCc85qR7H27FHZRKpIot3zKTfWMK/6SrikfxcV6WzEs7mxXC1EuJbJGmtk+wqc0xrjXGr"
    "7I5x0WK9f4s2wJpdxu8a48IWyHYWM/bbIXeG6DEXPkPjU7NHygLsnSFgVuOTq+kFDMWZ6yaV5Lpw7Egp1KJcVn7NO6n2DFBDcE3n"
    "qVcQbedXIqicSwt5OhlLCnyF33jHdkIeS/QcxDpTxDr7luhCnviJ7PR0d8lgPT5J3zvhdXZ12oe3GUmbch4me5EXKYcTgNbPfRBz"
    "idP1Mcjd/sFm/RG64Bbop7n6PT5/OWeZIuwL/A/5CEuJtJer+WTrqyPuTcAntnrOCawXTPYa2SyFm2+s4/MtZ9ZlG1YvC5JkOD0z"
    "4M29Cs00Wdbj2c4RO9mzIGFzYX0M7XCZ3KmOvauZRNN4G/09g/EAfOZfYtPZ9zNGs57DD/FOs9TuskBfwHdsRnKd3iBzdTx7V3dA"
    "ZjuJzXS9jmvmE7limc6Vl+Q9WOC/mV0dLG/B9z8AcvMCpDtg12d9R9YAqfP8Kgob4CKNkewzStI2VLFzb41eJD0y8vVevRCn+jS9"
    "FjrxTe2L970ffn8WnrAcvvxC8lYNlj9wmlbqM5C1dxDjdYW1nCavU0N1l9u0A0+DxXiH8uTY3fcW57Wt8Tizuey1D3ESuk7vwtps"
    "ZefiRmrElfCT87Fnxp58tSwm/vh+sEbDpZ0YL3lr+R3x0w/Qvod4nO8Uopjt2io9nDkXJa9unPokzrgjxvmXtbpYPtBPqWlbBu/A"
    "Ir2Pd+rBTJ+m8wpDvL5SVly+gKWcBOlajWcL6TOQ7a34viGr1EDjGlePeZ3ruM7GKrw3vNMHZIRMgS14DbLzTXIEoqYWwW3wznJY"
    "pzIewTrOwRqykdX5D8D5XEyvL6pvijEa26zc/tC+NYwKjk8jI5WwFzTp+csSrEjX5xBSNmI6Io31Ok1tJYfIQrxzF8SyTeQAxqet"
    "PF9ZBeLy+vjUXaFTAyykJPEFRVrhLtnwElvg3/sQK/6qf+Edu8mrsBcT5G7svqEftoK0tIY3fyPk+h7Odjnd6PIYpb5r6RyeU6vS"
    "lEKTBcSWq9RHsMMW/fWWOt+nq77mnvQZ1kHSgXyecU7RtJUwO5ir9U88+ZeyCW+XDa3YFl7iTJwnxIq7qeWUs1vWLHtTdssXwIZU"
    "sx+icfxEm8j8WNfRgs1QmyoYLQdiJR7Dn/eTFE5cmNWuLhL3XYRjJNPHbSGv/d18cQS+5AAxRvMcP2kV0oW09g1zQU3+K9KIcU7A"
    "9ZNouuo7BHJVRgQfi6MvIn7vHOjBDDmNqDAVfLJKj54R83XXa+R9fNNmXQy3+QrIouFqrcfu3AWrEmXP+wj8rkgvkeXwNZp77K4O"
    "kkhXrRpODxuaUVL/L1uN8WslWGU3expC9FDBbHYLKSOLgmXDM2i33CTXOzg1Nf7tDvLd1RbvFvrnHspr7tfg+t96bOske1BTuZ56"
    "GRKP1G1/0zfNJG3n3HyFceL6xqOe7cOiSeMjP5R7eIJUMrJPzdtZnWy5Pixf41PL4D1u1Neg2WfqdPkFVyunj6hk47CO17NYiSuD"
    "Xj0fEtZT9kQkMB379KScC735N+I4Zaa4K/nrK5jtdt2TBdAQn0IDXoE7fAX79j1W7id9GXZ3klwoxmuRR5SpUrKdxFgrr4NuNyaz"
    "qcROuxUnexurB8Zs/Dh8rpPkYdiKc7APLYM79E0tTp4Z/EsuhO5ZiPvm0v/8WRcGhiV+onzGPMZyLfV9UqbVnyTLpU3/l0MnHB+c"
    "rbfpTTo4+ALa8FbYsOP0VT0heEtfMhxTvN9ZcqMYnn6pvqgXyjm8Yi3jEuuXPF+Ohq/hUOCsT3SEGHepMWnUsHpcAhvwC6T0WR0X"
    "PJW8Smbog/Dm7pG9tXkQ891YFendHA35dbMBeZy0jDHXEWIn3ADObbj++OU8fe+JY5+I8bObcd/jsF7Dxfy1nZC7XEisSell2iuj"
    "jTwhYyGvn8P6r5dXEOm8o9fjPORJnedV346rWn/zAdA+c3eT0bwCp3IJTlcnGQXNcJw8B0kYJNaXV8NdjMKyRTymVAz2tJr5Z9NK"
    "o/GdZpCS8fDPt7Fev2k3me16Lh7L9dT3BAn9ZfvpRklxPCQgm3HPp17MbGEST5FkRivKn3+rd0JDLlfDXa6GPGXiBI+TO+Dpvw/f"
    "9WxZinO8TqxG2Rln/VWszEXyod4N3+RGuQme18PYGZsgewVyMR87Zgh5rkKwUTexH2EjpMNNdId97dhlBDojColR+4+hR9dXEj6r"
    "485qCLF1BTkxbS8rPEuFYcS47Jrpo1FE6kkyV+J6UXP1JSnndLp5gQ4JthDfySfemIsJFhFvI4f1DOtimijWIe0ihKPTbMozeeIb"
    "Q0mcj9PURw5HpJwBL/I3WMW95Hic6mJ6mS/zXao4iZ1LK2l4Ci9Axh7EKR8k3+O7xixpM0Yqn+Pvh0gKX8vFSBEfR2+k122V4qZy"
    "PH2nkF7G90okX9QmQXZQq4/Ag+wS3KNzk9/i9LTmVIibRYlRQjIQSxmb5mSelLNh19zkrE0xx1kxa5PuBRK5oQF+/LfkQ6vxGOFb"
    "xfqgVzL7sY4TJoEcIe3hM42Al9ce9tmmRpYyij8QHsQuz+oUSnPEGoZHObt63Mx0lH1/g+U6jzmTsor/xP3KhR45AXFnjE9WgHWz"
    "ilct5G4eouDLtRDr3k3egDe2DyLWE+RRZgR3wYd8DZJdCe94KFauUC+Glu0mxpXXQo4jFmsdEY0ca8P1Upf8DTHYzOSDei+uvJec"
    "IbcHfeVdKSPa4/tY0SjrUEk/iRSGZP8C6bgO+2izXPMgFSuJojJE7pDhMhVy1w0nqFWwDj9/G3HqsZorNidfyG6qMCUwh91AV7Du"
    "bn0kVp12SF4hztTnM3r+w6I29uC2Zrd9NWusPWU6Wd6bievfauqnKzt5f7GnODxWq1UZjlwVe7kOpw62XOqd4uby63g+q4m+cRQx"
    "GHIR+bicVB4zwxWQn4n4u3n485Gwb4basRUeXVec7/eo1xz/fDVrfiGydf6J607y/EOlnm3XeTWl9FfMet7n55jtyYo9e5j5560k"
    "5bE3SbONJOnHh72vlSQSp923I+OEYT5aiPpqrbKX2SFXRdmv4ziB12GPa8kZ+QT21Dprt8E3egj/DZQTIUnTZbZODLK0m56nW2S7"
    "TNDLOQd1puwDj/YozxQ2HnJU4CsOO5lB7yfdODkokkIlcH3EH0DbWNw8jJiBxayy52PNDDH2V/YdFFG7uGmSn+B/XC/1+eQwdY77"
    "fbaOxV1bYsXaprlWpMFnG7MYu2AjX8MpMlSvX8Ryv2sQG/3puxpaUfNFWOX6jX19MfIx13ouC8eDnmAUUU3/eQ92x1TQe0h4rzTG"
    "GcoK5uTzPWu46tuSxVi9H1ZgB+S6EGtWxxpqX7nFc+KJ/BNFuoXXQxtx3UewdgfhxN+B1Ronx8hXeiv0ez4ncgzJ16LHCpwN4wax"
    "OtZBYl3+J8t9eKetWMkFiBR2IWKYTQbWcjy5dQgcBX//TVz9Ve7Gi4jawpSWO2CTDCl+C579RQnLx2Ldgov51nnMtjq8Kluz87Hb"
    "7jyVMMb5hAwpfcTl+Fo14MNJ/a6MU2lxv0qu+91OwdFykVSxc8H4k8yLWgY5yWZ/aZXPEbkagDJfVkPG6o5EjSxWl5E0LtlHpLUY"
    "v9gO5sPb8WRXUFYNl8ZwRdZzRiKZ9uvVMxImfCxmHN71XH8u07RMH0V8MFhuguyv1OVEOd0jOFan4HffMfZzFT3jRQ1hxW23m8mh"
    "7MRPMvsVI5r6SvYALtMPceWj8GZboQ8ta7kf5GAlvObGayzDsDrl8Nis87oPLFYTiTBLX+Njx1U8Zyf59VGvG2qgz/9QN9WXqmcl"
    "fJ+3Xbcq3Q97iDi2s8WQk++hnUdDhkogX7Ow571kFbNOBZ7BTtnHYL8eI25GoLE8n6sJ7CUxPyNmWBPOb7R64BgJqcM/VDK6RWDn"
    "DT/qRGJ4JTjRn8cIwPIRzRlHRz0Gc4I/d93+57FHpJuksMFCvuc0Co/BOj5rKa81+iz3cxm5pi0uai3v4BO/MAN+iFgOdB52zLKN"
    "/aETWyLi/EBGErV7pHyMEzWIGLE1zM0+yC4Gh92vvmcm5nH0E8T4sPc6VhyaWJiRmGO8jOlpjMzbydsyDXe7Dqf7DUQQk2VvxFn3"
    "4uzNJO97KkK/ljix7dhtkwfJN8TuVCdWgnmuGl+JSHg9sr/UpSvs5gMNg9a7lN5SC/rbNWTNrmZfjkV0T0LyChCH5LLePRp6oXtw"
    "FxG5NnNKv9xj/2+hl2Trbvy2AfOzO1nP2ofzSfYU+4mbuQlrPWpmUm+TU/R13KFOH5MnLFbWZzRL3pTlMkW2UzfGaRGqmDMrw+p+"
    "Dq1ZyIjvSjLF23kvUbO3c/Ak433UXJeuGRTxpI1j1GrT1PPVeklfwVvn4cT3h3xX6Tnyp6yHXvgR35sNzX8/vCa3Yu0k5XXWW5KG"
    "cX+KgTCV5T9OtjF6qyADeQUj/t649mD4mHPw50vI32ETzLn47zp4YGOJkeEs8WBWz2qIJDmec1MH+5nVuGfMM4zBCCOvMkQqUXJ4"
    "lbHX8BCpZMY4rGOIcleP4mUMUa6v/Co9Xt6jTirVU5nD+0DCrJul+JEKfCeqi6D608fZ5HvfN3Bm4ATsy1nSC16tIegtxrtkyEZW"
    "8oYEhgHwEZ7B+gqrmCkso392RLADv1/O6kSCkVUl480i9sjV8ukj9Lli6WxEJuzY4YieTsQ1+ukD0lc+kp742SPMb34mnWFjynyt"
    "qjfrqrZT65n17CCpytgV6bNvGupjyMthuNJGIj83kZ30mXIghetwr0HBGTKflfDL8I6Hyf3Q4kPwbNOxflvJAmeo5NYXNJ7doYau"
    "uB77V4Oob7gYhnUt7PnfuhBeymz6VdNxjyHQFI/AH/wS9u14eRvfORjRvIt0I8wN3uURyqo4UZhgHqCEmWLrSwnDamTKBTIKujfC"
    "SfQ50L3GqLEa+t4sXjPf8+AQM1P9I3H6FaH05Nb+zPkrI7+PdHGwQq235WtOVe3Uz7A7C2GxTiYGWhWef71+j9NsiAQfa+egDl5t"
    "S0h3J0Y870EnrcEbPQfNGWJPk4s5cymfSeaQ4pAN6yf+CytSp8dB85wjIfZt5MBTzlIJOsiTWO2z4IV/As9iFlb3VumNtTjJT8G5"
    "GYkt7ACJWp4CmngrY9paItluZldR8W46ExRx95e6AlFQC+iNxcS03CfjI7IvVXHGNjX36tjjayGHp8n57OVfolN1O/zdvaUY5/cC"
    "7UQt6JgIQmrI5XWsY06QVDYykxki51v2F4fl/CZkbB1WMgun70T8/Z9E1LwgnWP/X55djFmaCl41h5IR16tYD2p8ftuqC48S9z7G"
    "bn3XC2g6fiN0mwRHwp84ChbtZvYJdpRn9GWs/RY1ToEEUdddTBXl1Ek53srxUdsk3Gp68ZnQbHfJvsRPath5lqomxyBtg3AOq2k1"
    "8+j3HUPO1AiRAnfhmSdjB7cwJ251zBOgi5L6vIblZZzqVoglZkICk2oR0wS5RKyW9AGk/QQ5SW6H5zaMfNdF0JIxj7ORmkkxqfqd"
    "evBJxq3mC/QQw+/Nxie2Qk56ycX4/O/yHDTeLESUNmv8Ec58XvJv2J95ekkQID7elvxAPgn2x8quQ8Q+D3HEeqxac05sXIRfu4vN"
    "WOT6mnkcnnWY71ZLxqRa+UY/hA95Ony0zjjxzwbv4Q7GIVzJjuEVWO2hvncnyezHjWLa5w5fzXBRYh0nFOLaMIKpl2sX/98svViP"
    "Ces7uHsLmYaVPUMOh7QZq1FEG1qqnlgDk6D95DPE4+aX3MJOvGf1DJ0qvYKTJF9aBu2hCbbq+5yq/ASafjk+8S0z9TFGqw5JwVgq"
    "6jQVubXzk6AdJRXNubxULbWq3d9FzHF6n0l2tsSYqZc07qvzGqdzx8p1Bs5Irp9XNr9sPbM7rSF5IXgF18i/sZ4xnKE/sWqnYB9W"
    "Uf+PkCtlCs72nlIAbXPLbpiBHsPfuqitkjmb+8WmuZTdf2PFMvUFzAlFKcVFHkU45vv8rabrcnAx9l1vhQ/9p7xLTJ/j5W9mEcbD"
    "gnywG+ZAO5+9GUHW+s5ne4Me/EkUa+/myULM2VVQUiyftYEssW+IzVr1RBRlvR1zoVNsArYAEjqRaOCG7JqLP1dwGnEDn7mYE13t"
    "5HmpYi3ZPMKBZEZVTtPX+d5j48Jbgb2poZe6k5mf3mLveJhYtWIPnPzh0oEYHjuhrY3/MOTR6Jt4/Zv8x0RLGSKuMqL1GDeUTXaF"
    "eTJrfR9cSr4H+H61JFk2K1mFMI/0ICJmhmFhLA81Uv+CFJwu21mbmQ4PvJe8CW/qao+DOE5chtflw5rS7jWuLRvPBdwquWk2rojH"
    "zTPsxKieBt35ADzV37U64zXYqnexJ7PwxFtZ3XeVpXUeZyIEf/NmMQy0LfBLrRdxJTESarD2G/QtHRZkQedWEz8uRjaUGPepr4xg"
    "fNLSM7GnJkLc736R13WKzMNzGRrXgcE8ercL9X7c8Wz2aKvPLNRSuk3HDGDuySStM9ZsPKvR+cwxXop3uR8xcTkskyHx2ztO01/l"
    "FcSbN+vBwUpdis/vBQ1oTOE95DFYAIu3Hme/lrFa53mE05jnjKry6LVKucrw1i3xDwYl5ZNEPbNAFt59J5Ed9pFido+NgwU5Qgw7"
    "ez49e0ORag05egxSuYCr63gCwpBW63r8Ek/3EqRiEjVfgpmmGG3ORTj5nTkJVIm3uxPX3aJPyKOIXH6ADFs923CTj8F6rqGtrfFM"
    "F/ez9/wkuQ56sDtiZPNwn5e52Pefse6r5HI88Rm+VlpHT6SW3vh6elJRZqoi7LcwlpLjxbC1tnsJF997NYK7Ygj6c3ASH2UtpQ7y"
    "Wsn8bz70wUK859HwFxewM83+3UaMLGP76Qjfyzo+4sSYqMFKVxCpoxZv9BjO8tvUJQfJV9g9mwU5l7yr++CzXZjtjDALaOzvCfYU"
    "OfkvT1sa409wk13H4jN7Sizd6+c6BZLQonYmtzOL6dDODaUrQSz9c/GOhzNGKYK1qyVW9RpfGXSonNXEyXWYHY47owWZ2uPsXYmw"
    "876W1XvLh+1HxIoi8hW8Rex0izuapqcF6v9xPn8t9GGhZ/42bT3PVyYmsftlK7zQSqzhMmKaGkea+YEf4lODxPAA39Mf5X75HVpw"
    "J2KOh4ilH6H9M7QQ9XbAsgqN5zYWa5HWT31dIX0Z91uNYx2vVsuOIcc1aFOGj7FK01jdTBBBLMP3imBnVuHXV7Ca3eGLP424Ii/t"
    "hyXTbB1VxCw0NuQlvvJd6eeGksyJq+/KTeUua9kjaFZ7gu++Tvh8hPFw23Ru41iv1n+8ULdQpxoTlXnOFiVeSfTiai8zUWrg0X5+"
    "dJAxaOAU/qq/4TvtxRiFlsujZCTriXf9kZUhY0ivJVrGevi1N2ScG/yk98JXfAUx+gd6ISzBOljAk+GzXa4v6mvQVcsz3sTnP0d8"
    "/xSu2yponMVsJ+vtP0uMMrwL/4XwHBGyukc5zVitDr/P2eti6HmbZqwjVnElI+LTWc03v+9y7Mj7nJ/sDF/LmH1K9Uz4G99it4rI"
    "irQeGv/9wJhwymnbl+Nbxjl/vMQ8w7TpnqFiiEov0zrGGQnX8hxXQILy9W7P/5TCX6tpgMRQ6jExE5SxMDt+TGbHkNOmjp6m5XYt"
    "8qrjxN/T5OSt8hgLcY8XkNLQCWY9Eg06YVJ6IaH1CFrK6rX6GVvLSMxVxwo8CvKX4mdq/JREvXTU6WnkrIt6vR7WbvA5ZmlEnsZu"
    "vqz3BpfBAtTo2domqNKvYZPWE83QNFoVY0qLkkxPOJ/CcW/tJS7ij8BqGOJhL1mMvbgWuzwXdu8tmYqTVOe7FhV+sf36pz9Ja7Gb"
    "syGdc1iFO86wSORf8iLO9ZnQxxuY1bZKznXQEcXkqnbdRL18POl84BL4T1uw10OlGavzYWIvNk2zO8fJvFfmOX+tl/9hvJnh1+7C"
    "/S3PW4ArpHjYJI3Icw4ijNehvwzj0+okzfB8F4tNI74oO+ivJmkziunHmjdZjXM5mKxTcXKDbuJk2TJOojTuCRlyzCUyHdpmK960"
    "v3yB9RsuH8oHnhchxtnLW5jRjrFWVQhrOkYsW3isRW5yo86EPZqB1fh+N3HjWczixDXV5eumPGyP2wRtZDXWu1oLOancFfrnQ5z/"
    "kd6PjjBfaXWtPTklFCYu8BA5M+NMiyax8p8lm8v5mi9vJl+XR/AeL2q23Kqvwiq/it2+VefBRhov0VNYx5vg8Rh65ZGcnbke0c8m"
    "yOU2Xsli42mwsoupQcqgxw1/pIMYOmQcUmGsjYuxGkNgOZvKbVjdYo8077zdGmbWmkJr/615RMJ31quMmvgcSHcP2YQIZjS+vUut"
    "j8X6LnZ6DzTKTtuU1VT2EVYQWfZVrPPbWJ0ziEB+kGxkzk1osayHov4Ex32XYNT7y7W0sedRtur83HgqL5zgbjrf7TBiC8c9Q0qC"
    "jBoF6TpCV6nPYqQ4nNXX6Fv8g0fAaq/qEQn/zTyw9e5bVLmOGXDr/B3oZz5SltyhIcRhm2vguVjXjOEnzZAyYhz3og9WSGtl7L4F"
    "Pkd6rRi/5d7Yy6N1ODyR9fDaHw72k4fhAXQOLqLOakdNluoYbCouP34EtHdMb5ZO8rb+pBcgtnoEp/IM7EwFsUiirCDEIZHjxPUg"
    "9GCn32+yhpGVoVJOx/+74tz8hVNxEL45TQyd8jv4tIuhq4wlY3esrUn46y72qNCDuKdJxqrF0EffUVp+DuZDTrbAlvypw2CB/sOM"
    "8Sm0lVXMhWyjr7KA8VZzGUQcvWJ1aPPWa1UMreLkTrA26msDSdhbx5jgUOaWpXeuDith/zwC23uCbMVZy5BD4Z8eLP3kIejRieTR"
    "rfFVPVfxGiYhL0ltyWtVQV1h/JejPDOusT90JIt0kuhbcfKexvDWZv1PEYdv3Yt4AoeIecRrcZXbIBPtxGnXX6HZ8hlX3UZJiHn+"
    "h4RHfbKpvh7wf+fyvB4mC6FLWjLaOASRkPkwk8R1I5by+UNkGq/glaIedTpKfJc6L9EjZX/5CWezgpipf+J99ofP+Ii8o/fthivz"
    "YliOdbA5FiFsUeu0MJyhK4MfIUeroS3bQVtYhmMTp3SW473PYJeyyXYhs5TmS52Fa+Wy91XTvY89PT7RZo8I2wy6o620g/wX0Mcv"
    "xUmzSakFegfWdZa+iR26EVHFEjz3J5BFQys7SWo8omOC71lHRqZydmO6DqhR3EvnAVtu5HGcwBJI2Vf2/PC2WkI/7gUd9oLcJcWe"
    "zS7iZ3aTXKs8/L11F+2Bp1nFGkcOY72N2IlvkgvgczeHdbk+uEPvDA6WszQsl6oh5Rnz3t/MjGRD+xvmzSzEVZt1dvIxuQXXaye/"
    "6mjc7fpgCX73hq6QWRLmm0SJWRRiFJZDJMPP9Ums0Ch5Gbo+Tz+SHsE+8rh8rR/jjWbj29keSbqEWJCVZA6txHmqIc6WY3k3VAyb"
    "wd6M5z2CWFmutzXmEb9iRDkvps9meZLBRHCK4AqX0/dVoh2l+keTaTtYSN1ljHvXsbfRtNneWJ08xOhdggzYrH56hT4ot0OHjtcb"
    "g206lR0CZfoRYsGpuMtWtW6icYhYO0CTfAuJbIaz/YNeJffpIcFJcp+EkxN5f5sya0IPZAGkshhXLeUzL6UmrmLc8ai4rnLzJw/W"
    "T+UbyLDxfZbhar/oVUFdcpYM2w1Sse316bKNZ7s7z/MB0kNWclq2BaKh+/DE/XEGbTa7QC+FN/NHusaW9F0Ecc+Hsi90yU+ay36s"
    "84IlRF+3CYZp+G413sEyJQPkbh0XLMeZbSLv0pt6Vx+CZugMjzqOPZ0DOb9UjJ3qY5ygUZ6ZwPR+BuvoKxjN2Jz2XPkI37sL2m8R"
    "/L+tkMBP5TXZg51ariuvGncLEdOqjp01xha/jBMNuZoZLFLLMiyEnBmXPU62GH72ElzrbHgGB8hv0BpWG1BEy7V+8jKmzrPPgnSv"
    "YqebZYQi9KOjnMNtJ4/Br+os63GKbBUf0GtoET4hPuh72MG+5Dfbxi4li47zIAcXMC8xgFGO9VAZ99Ue8ojU6v+aEA/+UTlp2IUd"
    "+NyeSftEdmiEIS215CYi05h2DO4NRoidtR4yGys3T79LXkgWlE/EvH6LuMyevgqJ7A471wFXNdS9w4hzH2L/fy2Ry6yjtyvi2tPF"
    "sQDnsUb2Jk7QMHkLMtNffsDnDLNmM7yhr8RmetbBLj2rvwcLEZ01hX9uOnSDfgPJthpdLTnrLKIZQB8kxMxtd86QOXTCOL2fAZLC"
    "YLEuj/6MnAphh8rY21RL61DNbFqM/473v8tnrTbEyRfXwd5bUnxkwrUv9HU5q8dNJtbcAHYlRDwn0d20cS7/v4uR5yBI4Sz9Ane+"
    "S7LgO4yU6+G1fqp9oKeOZQRriFen4nur8Pm/cPLCjDrCzM/3kQq+Rx/2D1WkZ7M1zZ+YgKawPb4XJ9si1FYyQadgrQzJ7was/7NB"
    "U4kxJxNPZ06TzN6o3iFHyWTY3rGwH7PlEv1Mbb70ck7GW5Wv1GPKR33+4yAyva3HHu2VsRF/Ywix5j1/i/NilvlJvI/VnI2rdBq9"
    "V5v5+Rdimjn0sCK6xE9MNSFHWWdm4HtJC4mnu/mTnqPU5hKq9UF8ZhBsfWaQzzyCdTN1xenphXOZj1jgcv0B/t0b8BoMkcKmr7pJ"
    "Q4lPTd9dIsOhTX6GB/m01sgDkLEncRpbSh6irEPlQinxLJX5kKYQ3qErfI1ucjn2v5h4iDaNt5PTzhbfr2WXgmVhBsATDHMKAN6L"
    "lO8Wk3kc1mEPIhK2YJU8RK6+A8QQAPP1JT0X8cePxJrIQGyxBnomQr7Bk/30tvOIcymfXbDbSXYxWgfNGOKZLcJZsWm2PPysmnFc"
    "HmsX1azknIcV2kQ2v4hnmD+D5ynMuDGhDTNvbdOao4YT97UeUzjJzPbhnDvZXc92grkwk9KuvHLYc9FYJbLIz0tZlmoBVtXyw9t5"
    "/fZETbDesRTDgP26pxwuv8s98HhmWSwajNETsVZWfxsjb8s67JLxO2zA7lgtdjE58eKe6yPmcU8Svp8+0SCDXetjKOW0ebn3zZVZ"
    "74hHq3A1PBc7BVLu7VpLaJ8EdcgV7Fkp83mTkPcZysnDt4TfM3aGGD9rjC8OY3gq860JxreGTd5fTPOsYe0tzKePEfnBWHdyiR79"
    "iSF6ywXSARr5GJwcwzh5TG4nGn/c90PU8x26aM76UrJxp7XEMA8Rv6LK470lNBV7pphilfWpLvBRJuu9GS9qP7k8UFi402So1iRv"
    "pBcepQdtGZ6w9wfjjPSUk7ENz5z7daQU+h7XkI847Qo9ZSd3PeGzpHXMZyV1f9rQpbpVfoQltM7r1fDdVuDJX4QueBM+3SicxaPE"
    "sseTpYoTzJvZkWIeZQWnFmrwu4PlP8xD1+lzWHtj87HJqI3srzeU53k6BfpkNj6bDx3ygXUeabtgAjyccbAVvaHzekg1Zy16YL86"
    "wx+2fHNf8hSl+n5reKbCer64+epDcGKfkmckSczj8/RLXSzWVXyAPKNz5Bjm//vL9/oc9H5/rKzlGFdhDfoi6rJp3lnwYf+Grvwe"
    "O3UJnuBEant3FuN+ot3W9SlG+s4rC/tJh52snM+CFL+ob+Mqb8jB8jTszD3ynh4PX8xmay2f+5CY5upHdG6b7dmoX0PCDd8x5rP0"
    "fcSqhDOw5lNkgnSTbcSOmwYP4DVIp3Vcdqd/5iSu1uNu9qQXXAKLOZjs5nHfPRHhc7kO0R3sf3JIanHmdpKMJndhB8+AF9tDLLdy"
    "NJlPP4K9WExvwVWZU0wnxiZuT/oC9vhR+CKd5TmpgW/8vT6P3Zyq7zIzl6BGawk/8zs8Qy6ZmiwWHu/xuwu5mjVErqyAxrmK6JiW"
    "ffgd974NEZwxmr8P/ybkz9Z5UukZr5LMx5pumYq7XCqOhyHGSPdkRr13YMcvlzOxt4ZDswP2Zjx8mEKyXlsd/RRWbGL+v4J0L9i+"
    "/h013dFpa3gazk9XTovVUB6NI9emuH7E317Kyqjz5PI1xdNRyulb6w36mhGMelzRPHr1YyXVTZhi3yzzOIcDycRgCAaGTbDS25nD"
    "2KcasL+z9f/pU20iW8iNdYTv1tyTqA8W4S6Ax2Pxi5u9LmZPfHt2otmsvWGH5ZGDdgekuYY8afvjujYDdjbRgptxtrGKfUIhSOkP"
    "Yhn6jogb8jmRVAAvJR8S0hRntYkMhJ3MIzf1MbhHa7Fcm9XYv+aMbpiV8/Px08nkrTOkbsuTVxDl7VQZz5qeIXKtJypdjs0R494r"
    "2aO4DrGAdSX+pk9A9k2P3y3ZZNixjO5yHQhrPR+7tF4fhqb8ED7yCnkNns67+N4SaNaXcd/N0N5fEmHnD+zU91jDDuxVnoDf7WSH"
    "Ui3rB5uwTn/Ri4gTv7mOe56jljdM6EWcJRHWMvIojQNlByfDduHJ2yGKr9UzsTf3QDpymHUJkXvL9UO5DpKjxTHhbVObvfoAlvMv"
    "zgw9hNh0Ljy6lUTMT3gpjCE66ECvJcn+jx6S6jpt47OEjmnOuhOq2SFYDO/PPJqD8L0iVghjjBydtc1Lc+nUaDtYwHzEnl/Bl3sd"
    "XsQoeU9GQxvcBg0UhvaKyrF6vRrKxSkyL7lHxsn6c7LxysN0vQa+QR/OXO4l17Ay8Cd26JLd8FpdI/dCcgVr+yw++xhkfY7eCYk5"
    "PDhKXFfxvxv0tUyFTMfYF1flZ0+rmUe6X0rIu1OTvE++xfodCT0fyEz8+r42z/gUV74OsrUAGtgqQAfhzbbiPnHormex0uvlRvzt"
    "j2rR7N+woAMRUT6mN+2Gk/Nij4DrqlYOD7CIvkIBTu4ORv1X6mhOXFvXxUR5VlJdB5JG+3ZVwW6c23BI/SWc1i4h91WYXTgR8kNF"
    "va8U9/zSxto2FGtWxn4sO0UBztynvJN14FxLHbsvI40E0RPNs7MMu0nqu+zgiXIutBt2Pq+BrksSeT2FoGkWz9h1Q95ru0+Ws+/E"
    "Zi3zoVe/xpp+gicp03NgsZtA2p7CWtvcegFz9JartTO2DH/zB+dKKzWVJXB+9Ak+d17rMRXdDLr9N5I6MrKb77wDO7RDbeLZ5pyy"
    "8DxV0FJ30daUNfCiuzTwhppy9qIvUTYKsVcV9B8C+ggbiTcRwRuswft8TCbih+UF4sq5CYxi30V7L9FVLE9jPPE7iItl7MyvESu2"
    "GBppu/TCvQbCz7+SaBGfktPgL/zaeFwyFTbvDOxHic7HGp5Pma7QR3Tibqp9feAJ5MPy10IOorRsVhnZxlxdAZGmXWVxDvsEa2BN"
    "TQ8cm8a4M/z1al9b2MVINu4nMMxXdKg010KvGtrjYUSEsemXOryH+a+PSqyesAc+eEG6DpXLmm5E454TfRCe7nDG7TXEfugAHbsd"
    "57A5/OiVkMKv9Sf9AZ5hHJ7g8PQ0etwj3A7gdNqe0OLZ2Lu5ZKo2TPhsvZM9CW6GzezpcfRm3UxChIgoVZ4H1ubQOonLgrWFnp4H"
    "u/kRorshGUfpobB8y/RlPZVIJJ2pbc33NJTQamI3VnF1HKfJweLwXWqYkY3sluHG1j6LSEsJ9qfFvc03+7GdTB5JemhjyTl0AHZo"
    "Ofw3QxraTxzGZzb+bNVHi+RvkFtgf9didU/Auj2Md5+AiHkWbOkPxpYBid2qH+O6M3VxhvWFL4DPeKhKME0XYd1uk9HB08mLZTpW"
    "rR+8qXLcowjXC3mMHOvvbsbuCCWfsEi0wSm6Qhy6T9j31rkJ91GS8FyanWSXn1pw+FJXsy/augBsVq+bnCvtZDMz1tuI3bectTDD"
    "iI/wmlEfBVq8ZFlgY2IzOe0rDiGpmjvKeSlIy7+SM41XUh/Xf+uDTT5IfsC8ZynZvtcyvtpE3HZD9trMaEtw/3zfBR5nNuQBsemH"
    "fvR4opx7mYd4xCGN/E4MIGO7TNDXNLTYz/A2FzOHO5goTKnZl/rqa+NycIXMZ9TbTRw6nJs1CbFfvlyr2UOYDw9iF6KUCHVIT4/V"
    "s5NWYryEPD60TbcYctkpWM2pOJP/gfbqKl9yHm0UdN1gRntHE8vdegcq4XddBt/X8QQkPT6PY2NNemwS26d98baLIPV/66eItAZj"
    "rRYTk994oZNk3qnmdE0VO6GvhAaYgRO9UffTB3Ru8JwMhN9znxwvi7Dmp8DertWXIH+5+n3wNvyiXvhkHaXMsbwfzjmdpNrMw04y"
    "oSYYTdn6HSt1jI0ty+jQyYZRFuOwz6YRpmKvmkjjnT0VxExzfU+5ntk1TlTJfEZrEXp0JcS6Xk88S6tlbGeXla3SZeLmwXtzgqeZ"
    "pCpPIV8hsl07Fh7E1bIaHuW3jDGy8fRL9EGx6H4e5a8tuxaMASJBv9Lymd04tXIqotkEu/oTrH1s4UxWiLY/rPWz9plyFPNo03CX"
    "9nIPYqK12KG/cYbKIJft5Vro8o90F5EnB+DfT2AL74Iv/gokajGv2VVinqvOad57aRsTHkktwTmUaLoj0lXH3DnrgRVsJe05fdFf"
    "uoqzLFZTbIo3ymRmLOFnQ1zvYUpbpHgp65g5jVn3MFdzGBEIDR+qKa42lDg4hViZdxnVWeeY8aFmBM1kFd7ydgnREr+Ou3/DOfTG"
    "rrYda3GrDIfcZXGa2ToqxsuJMgk7mtDhQSbRfa3fagEi1uU479/i+arSPCQNuat67KbeeDVi+aWIcY/F8+RAwxq/92LYkQ99Fe9Q"
    "cf2ZYc9eFmfOsFq7SB1tRFNm/as5N52JX0+RhJ/AVfpnth/LcYJHcgZzK85XLrxliwwuZa1msLhKvjIOdHjiqY7gEczlDiNGSRF1"
    "aSuxmMXYG5qKcW/nsfO4jnXIUYxkRzM2cagtpb67PEamXONfMnYH288K1pjL6OsY+/CJ9C83sY+wVJsGhjFqGOKqtZ630t5nDeXi"
    "JJ5Wm9e9kn3qUXoj29TmJDKhKQ9gX2lHToOFvHdcxXjwLrk6+FX/A3/qPkhKMWKDbfKVfKUbE018JGE9KylPqJy2cTDsWg30XZQo"
    "raYvu8A3Op9dC6cQ6cH179qKjyYW8RofX7WEnKd68ZpIjeeJ3EI786oYSkE1znYTmQP9PIgeo61xTKpY313MyZsixsju7cf6Lsww"
    "vZ+EZ7FLMJfbmjWf+k6/l8jwMVVPC4yNrhvilbW41hpySMf8broYpKkY+lQmERkc45SzD/n0C03eestYWyOs9qVcFUON7opo6h15"
    "Xp6UB+V3nK9YOnO9Fruc4fl8hH5rqjPhEOL3CPtk6u3/4Wl0aOvCfkqmweewbvKVRDp5S95ETLIM8tVe7ElWEGlrgT6kP8slxCbJ"
    "pd9nE6jV+rwY/91K6Ksd1ILniE2T1GLXDoTE98IJ2BMyOovraV5QCpuol6T4aNbrHsG+OjbzWf0I5/w0fOZOfVFvlqzkdvITmMc0"
    "W6+CpukES2ZdESPFZQxTU1tK38MxUnwMWcvRENZ4I1ZlO+sMreVh6HjDb7KJ52pOAm+ntpyrR9mclY8nUvirqU4+8XzfKbaKFMt2"
    "gvq4GD6l1a4HceKkKWfflDzvIcY3m3xvfBK+cB53q4RTd6loLMZupTgzRhbvO634LPSfIeB0gXbMwmks0iw5Bt/fit/tIz9qPn3l"
    "Lerw6svhU7l5GONPSvhqnU3w/QT/Jkmfw/q9Qpx2KtLr9Rjs090yCT7njzxDhi/WH/tqmX+LdhzPUiY7KqqwqtabW8SZFHvSxcSz"
    "MdSo0yCfYX5WyfFV4KdnXV/sYilO7i37ygnyFq77IFbnUz1FHyPW+IDgWa0mvk8OdqYAMqfQwYtg88fJBPy6FDv2A9HqxgbNYeUK"
    "IRHFWFPLMh4pu2jXjOlrAn7aDLJrMxB9yAd0COKKJvIhZMWQnS+Exesi32OPe8mbkOksvMNfzJoYB05/YqcVsGqyC5qp2iO8dSBC"
    "TKqjs60/KWWwFW4ipVJvwnrY5EgPsRkbw2VeYEwz+i9dlbFYv8RObcB/f+Cdzsd3TsJT/IiYbRlkeBa8jIf1aR0U/A17eKJWyqt4"
    "z0nw+QdDb2yEFzgqKIPXNgcnydjoOiJ2WKS3sNeuhpg4bn/PIQtoKtPYuKdayprtXE7yRxB7lpOtIuG7L8u9f2yZUGhQsbmY+eow"
    "1hL/hbFmFq2PvAMdNwXX7YPT9Sd2Lsp+LZtA3A7pGiSTiQdjfu1eYjO+jUe7eazWpPipony7s8RNQHVANGn5x7NkEP36PFYzVntu"
    "JBex1M8ep7DdE+kqp+sI7cEVaSnP4ec5rNfsZD/F/rJA+rKKUpH29uO++78/u8M+gmQ+B02Rg3t2QwRXgdjrOkjWH+y4CvMs1RGZ"
    "zKYL+uEdT4bdSUXh3SV1VWe/G481S7AnhsLcnBizm3HHOiLY5uE+WXq2uCg9G0/cRYqInFkNyagkjlGSXoBNWZTi5G8ki0xLaUab"
    "ZzalizjEqG74dT07BQr1TfhjxpdgXJqZYlHV8dDPTuuNlwRr35YrWMQuiYOJCryE80hxVuQmSYJ9sbF0ra+Wb3oRUX2qiXs1R9+C"
    "pL+pZ2R8BelrKy/Aq/sG6zTcd+2lkO8irFHVaqlHV4sxI2NW4gbiFVenGV+UWXb1tTXzrYtYXXTdLy4GD8Sh1a5j7m8ETvMJOOFt"
    "xepi7fDWLQ3lQx7VdpkW7VytxqZdgWjnSR0PGe0n5lPWMKPpsiV1kLPVtNuu86QNpbcpo4lMQ+WT78R4wPexPkB5J9kf+78oGYMf"
    "OVWfCSbgnJRiNa6VF/Q46MmLEevPJKNBrc/+CfEd7R/LyFj13aJui2baiON+PprYf413EEVo2abDny1lveoPdmns4lWtHnKqpCoe"
    "SV/Rst6DJ6VrsINo/39rdnK6PgT9eLT8hittxk+nk2tlGKKaS2ElRsl39O1tWnkvRg3Kp0gycxDSxrnbQ56FU70F3E9S0UQuPJo6"
    "dUzpqX92em/TYQ/u5zFKK6hVLNv0vzpuUsiBn+HZO4shzm7Fk9lEgOHRhvF+06WP5LH/2zh/j+Ds3xauTlvon4bZEPX4gGXstjiY"
    "rARVsJM2GXwmrpajSY9SfjNzGov8rGMtfUKTyPMZHy7GOYtCAqqpqzfqrTpcDOGqRF+SrVjnVboCT2c52schnRl8zkJN8A6Wo8jR"
    "/17Jeq7xLGI02x3/I2WMfodKgeakUdk1jaBvyAaFXLfG7EI15x1bcY48RsZWh8idza7ROp0gpzCXUMosdilj25d1rD6oA/VyeVdv"
    "gEQ/LDOCfohaO0ut32nljEOcvUTNxHTURPxtN7kXvuMZciMi3nchdVPgxV4l5sfXedbTTVhtY675HPdfw/map6UFa3sbICeGjDQH"
    "+1CG1VwqV8ovsA7vQVeM0O/kIViz9rIQUpxNljmrBf0GP3Ys3rCnPKuP4fdTyfYQ0lvITlYOOb8IumAdzvqPakyZptmGYSVPZBbj"
    "RMhuy+BcMczg4bIcz/VvPPNsvVCsM30/nPkaDXstVkfNtVCLPSpcM98rncJVaOORKNfC/xvJ2vMkMrP9jbtu0lzyJB8pe8HulsJ/"
    "tvzuBuIsVNEnifIkRMi2We77IFIdpsX89UaxmcAIKwFZuF4RrvofxolrNBur8oqMIPLwtzjH5t0bLmwvKfv/+roO+KirrHv/QOig"
    "SBcVUEABC6ggdrGAoqjYsIC94Kfurl137a4VdVfFitgbYgEFUVGRIoj0JqEnJJBeJ5k+c79zz3sz4O4m+EMgyfzLe/fdfs8hWuUS"
    "/nxzeGiuutyFPJKuQyrgzlRydvVovHcH+Yy99XPwldfhqRyAGMCwx87Bkw7Rh/GpdWQ0L4d+2UU0NNMPMxC3WrfAE0QLNIyT1rK3"
    "ZGYXUt7bcp0Tzscw7C7jB8ihH2tzmHeym+hE2SZnQpvOk72CL3CBhvXBBbCT1k0VJgZpre80jbEf0lgSjCuyJX2Plaw2XU+W6HJo"
    "hFH06WvZ7RJjvq4GEhDmWllEaH7qajzVGbIZ/tkOvYvecEhdJtg+u4h94ca3atnYRTgxtiJR6KhF+PkVtJ+b4CneD7/VZliKoGF+"
    "12GywGsXZa3IxdoBohUR10sZoffUmVZhoBgm38mylQiBb3hU70oiBMZ5/wq9DPa+Casq1p2XoOTkeS6BOh0gezKCxD16VnNp6zs+"
    "O5PLPs1uXlc1iGjcV9Eta2QTgYP5/bivLQS+G2y/7N46vrQReLMdWGHrz/pcpuIMLyBiSVr38hopxUxKjUf6TmRntaLe4+zHn2uY"
    "Lc1k8ESZgu93we58qmPY6V0DXyyhH+GsBb4/vUCPE4fg1kxWwWK3Q1SSA99qHHTYufBkD4bUDiTD83//Moadgf+Fm2G/N+L/nZve"
    "ivsaNuUNMlEnw+qU6Tj49R/jHVaxKyPuM5Zpn7X8Ct7hXVJBDKGEn4GKcs7EOlA3cdLHIh7rhLOc+1tSxDrfucRnTzNKTDHnaV7g"
    "wY3MHUbZuxOlVNvdSpnJz8XThtl7U0fUmfGU416QgLWslTjUTyV+TMzvg4tW15HjytDcm7Iv1KZr7mHHXXuPlG++tjvbB5IrtzEE"
    "+8w6NtljQjVTG27uEYMy/057zPo0c5OZGU6hb+a6eWoYa/fEE5vXY9PMbZmpq6Z36SqelzBmihM5tY3MRVz6NiSyWB+XG3EqhuLU"
    "HIs49XZIblfGvin2+G3h5EQdff0wUWTzyAyYpAdk0+gOszwPNq1Yi/mUIXpfi9mZZx0Cu+d7FuyRoUwSedfign/zemlO1z2F612D"
    "vfxCr4Ymsxz9qdBu06F7t+ir5HyqRuSd5OlwvANJ+tH2q6U02wNfubnPfkWo0WOsefX304n7eiyK1j7LIX5PlLVL+7UdUUkiOzFr"
    "d3M8Zm4iLYM7Y3e4gDmZFKcnbmMOynUjJYmIUk6tMpBoS84XzVPHi2b/6igP2sy+9grmMqvxqnwGu74Gnncfn7fajYKhXk/uxX6W"
    "NJHhMnFWCe9ok2lfwe7U6TLrcYCO7xZ8Aw3fSu6DV2BSfw0x0gr1NXhhS+HDf6b7SxfZzvpUtQ7nHI55FNXEEK/UsLdO9XzbW8iw"
    "6fyc/40UWcl+5TqdgHU4iLnqOG1Qnd5EjphrxSpaXdlLUKYP4r430wKP5BREG0aBUSJ6RRmLHcs+oEy9os4zcjh0zAh0q9m2XESm"
    "S9WwErZC6k+V9tKO6J59OR9UzojX4sPGTmPDPacNSa/FmGW8WoKdmv2ySNxpfV8n4Gk+06l2buUxPOEdskzbBKXMV3zIjLrltspY"
    "33ZoIYfgafZjBdVNgafpdYbIsp2puURgUxymTBEzDMM83m1rz7aRxDXTjBq+0C+kirijYXYzlkG3/lOK2Pcf4or+TuyQGqLIfgIf"
    "1byVGfq4ztbl0AsT4GV+ZXzBUoldm0O2B8PpWMdMSRSndBikJOU7fHdPArs4tDFMP+Nw7COFPj9exFNpmsrq6fsz15Hi1LBDHXF9"
    "Qjs4S7GNEfNFsEZ2DjrIStqICdAR26HHjBPd8KdKyU1XRE/EuhmKmN2pYLfTXOzZ+fIAdNYgaLGOuMIZ0DNPI1ruIO9re98a4/pF"
    "OmYjNuUUwt4efyflrVYS58T8fMv7dGBtz3r4f4TWcx37NZZv0uf0Y8aC23Sq/Io4+D34cT/QJ5snR7BW1JkdRl/CtzL0k5cQL3Ri"
    "vnsXJOhr5kI+ww5dKw13WgwUQx+tIeJRQNuWj/WySlwZZxKrqa9cVcT6B2M4bTH2MGzgaYoTj6s1rV0cVjsHq7MMa7YK8jVAxmJP"
    "Osks36Hk+Ni3ENeilPM2MzWXkwXmOR8uSY8rnWTXu/E5L9K/SAY9q9RzKcfUZOJgRKdDJElEi6gWEM9XOeHUEB9Yx//ovMph51Wa"
    "/QTNPX9qJ3w1oO5PMoc7i9xs/eGD/YCTMAI2ZR5ipET6uCCNmHgz4lCXSV+bzeZYTutnWLMXEOdab/AltPDnBPnYo4Z7vyqw0w4d"
    "P8Upy+1+SrJQP9Rf0svlNuzVCzhhY4MexEbMxTlL+9nN3fPzPaWpx+E4Fys3hJFRnrwhO6BfpkGfL6X9iMNCpli57sWTVKMOvb2t"
    "HE3r3AtPnY+VSEDSPyGe63p6AV09d1mSWJ9p77M4BvQUsxyZXzW+HteMZ9rxcDcXF/V/AStSCt/K2FgOF+tAq4NOG4O1jMEfmg2p"
    "yqOG/gT3WYc4+T74qe3kIbkUseP3ekzwqz6qwyA3BbD2pot6Spx9kZOhUTbSH9yO+zsraffvSTwhyVZsUn/CtW4hjoXZZcLqsv0+"
    "mcl+qzNm5jUSWY2S5lS/y87sK1W+N8hhWHX3vFJ7yTfwaEOU7ELEeiFdCkntjGi2uXyM578C71Sjf5c7JAbZew+xdnXa+GS3a1ct"
    "lo3pBLkrL4RFeklXBK8bOqb0FafJjLNnDXmkcvWPPbyMMz3SczN4QN/Tk3qFCIxpzhfOYX3paLFPj4TMG+qZ5WjulKWwHNNtrYkj"
    "1sfH4XGfv87UtevJMO5QiEvoi3SXTWSm1T24s1yOubU0pVzkyw96FORvkLSEXtgE7boRHoYx8riOi81+hsnNCp/Eqc6G49MbiEAU"
    "889Vyz0p8ZO/mSmKJLS4qzNVUcZruSOtZM/OFOeHjeMk5NGsJD8pkyFlgxBZzoI/uVVTMpOWox6rswi6MU8fgJ5/FzrgGlnLTsZy"
    "RGWO8S1JjEonI0381HaEfTvK7q9qfGqIHCYOuawM+q8OV6nUPCIIOZtfxHxImta81E8Eu5Nm9clW7OMuRcQ6V9s1mZfexhh2I2Sm"
    "g0yT1Xi29ZJKLyIe9hZqriHwNtqTOXWrGgLf2fSQxnHCfRvxYq2boaUcIIWee8LNWlgcOYaMxtU8xSnKryHrTWafe5jYAksl4aPt"
    "sL7IiCXmvZEkNUMG6Ug9j3I9nrWa56OO6DExIu1YZ84t8rSWeWQR64OJ+e6Pr4ib2VA1do2+poYOuhIa9WIx9OWTEI+OJ5dUOZ/6"
    "5ywmTB/frdXw1abhFP6Bu3eXL2GpjpZn9CH4Xp3kEm/Dk3/CYm3pM9xRvo15myfgOodIB86f7GQnTYydLBX6Pb5zimylb72wEcQ2"
    "k6Amso527zb2GYQ5ubirEd/yf09WCs+7zYeZrI1ipDwJ72IscH+FzJ0vSzg3ZhPDv+P6zeUvUoITKj7bGdX/5vWtITq+63Gr93yf"
    "Cbx1khGioe6Ij513ZrMZDpfd/b2aiF02s2D9fI/oC2SkbcNqgMPrbUq/1OJt47h0vRdxSpFDMqpRh9NQ6VkEL5RMrjZMLBrHKZj0"
    "d7TsyUb+Pc4sf4TRyWpiqf7i9ZnTMJZ/6uN9NmPuKtNH9FJEA6dgV17Xs+Q8yOd3sDdRcm03Jy6rm+L/TS+Wct/zU0/mbKGPJ5x0"
    "S5MRPc/jMLt6Xj35Ql32cyjsd5isDm7mbQDnFA7mROQOcl6cIhG+UQR+lKHC/pnDeve/mkkPfQvPXIjVXUPswH/qd/ot7j4qaFh2"
    "hkg9eRHegXY+GDa3PZ7nMvkccV9Gix7KKkIGKTTMmtgBov+hmytpUao4xx5l19T5YrG+dTZeTj4sq8xfRH07kNMTxmgcYJ9X6Fuw"
    "Q+X0hfaD3e5NL85qdZd5BJLFWJuePs9VyGxBiHHyCPrvId4zSQ+wrNFT0tB3yjkTF+Z1ask6miclxN3pRGm0PSynrXFIxz0YS15E"
    "di3X27OCM0sKX28tz7zrgk9Qf58gDlMvjDU9G55nLnziEuzTCsRFX8KXnIn37Jq1bRkdY7/sbX6HdivHvbZgFa9GfPQmpMAqmoar"
    "uow6NeIr14Z9+DR9XmPwq6Mvl9TrxKGp7fQ9x8ZfuItnVbmOLs+V0oazX+M5Qx3284khWogo9qQj4qUJko9336TTsduXyoPw0H+F"
    "Jn9YvybqXpKYcXXMGCdh+U7DMxuP2SewU/vLSzIfe9zMUEwRd10Ci1RMlMsUc3FpInSdgvdfDguZy/OdYF5gEXXPwdJLko3oUYcj"
    "GtJ/i8MXNxazNcTLfw0WYhhOiXWev4Hd+QIefd/gJ+2Ln6nyXMTd2TXeQtLeg21MdppzYs3NFNfimuV4twj81wPlEM7DpKmpXDYv"
    "yij1OiLBO/8/zpOQoHaKceo5z2Pjx+j1G26t7YnTg5b9T/mrORzPcliHgfAF3sGefq03Q0uVw6saLUW8T6bPyjFDuAi0ilWlWr9W"
    "ppH3ylb+jQl5MVb8Eti29nIN7NBmrNM30EXD5SwJSz7nSRS7WELWREMYW6836cf6rD4FeVzGmYbFOjr4ADK4ipXCanLJGi7HFuzn"
    "mfAGF0NrN8xiliJPa1R1DzQft/LjZT3OzXryklmsuwX67nudDh+6OU7TLuKP7gVfep5Y5boU2m+V/gSdfaB0DqxL4Qc8zU3yT8hO"
    "N2YlNiGuPhsWp6cEwffwS7cgxrkXfuie+H5ts/d3LOoRX1t9ixgIlZTFXWQhaEhCdrKD3KxXnjqEtL3lY1iWHYyEbW7bMB5WsU70"
    "kuzws8Ga5Uhx/2rltW2Bvq2b2b2wmr53ne6E9byNcbbL9l8lrgegivnMema5NYsUnZlZdpM2eboAvuzrYrXhiBoDZT1R7Sda1xnz"
    "kIuxPu/oY/q0bpMr5a+yGN7NJvYsR8jWWoUdWYczfTO8ZIUv6nLMMeadbC9XMQ63vMcOdi5vYu31VzKPvKFNgyWwultxMss5T7wG"
    "130enz7U94U7rM9wlonRJH8kGY5qqfd/ZbxczJ729fhvTzn6M6Pfz/qB2kzITljYFfj8JOz6CkjwAGjWCXgDwyc5CtYwBp28ToNg"
    "IWdSGso9NfydWp5pYeW7mijZCequ7fqyHo3VNATUv+PTH2LPNkF+Z8HffBTnytmMOmrzCmqz35hbzvRlpLxcuPpRb6nz9shyyCfx"
    "ZzpJJb2wXbA2BdBDO/RqvM0afQB3+x3/7ifGy2JacZhk0GYd5uB26I1Vflo37TmRU8TPNTt+Mnsp1M9CZ2qOLipM+Hp/yMtWX2bj"
    "78WfVicxjOqpkNZVWgcZukCexH0qfLXfJrX7cDrZ2MlL6QHVcYrtZ+izSvjzMXK07tSXsG+fwotfhT9/hD/eXyLBLsRhr2iVOuQx"
    "h0cRZ7XCVvCeRmx9w3kXl4+3zw3ORoj2rIWwOG3EMCVK9HCxzoTR0k7miiHc2lxSxCPg1XPnzG8/krihq9VhQO6C/klyJX/D+xfR"
    "/4syW3Qc/GXzc+0tbcrhO+qHuGdJtvsbrvlX4jJkTchDVaYOH/QfxDqtboTvYz69aNNih0q97wkxpIzu4irFDv27xHPomM08QrrI"
    "SjzlNGjWAXi79boUf/4F0dBfpY2k/wshPO6nYU71iG9JejxR4lk5ezxY3HsYRmWCdep1xGgyq3q4hLOMRgk1lGlXsQqp85vtfiPF"
    "YSE1ZS2nIS+gYbaamNeJdno640lPENchlafGx1KGd3UzNjfLvuwUjRO9xOawLNI+VPZi16JDCDUGt/64cmf+rvUZzKbch5X6KTWQ"
    "zQIOk0X6AXGEm8PKdJbL5QNIbQ48wzA8jI8h9Tl6cvAkntm4zkuh6y4S0w9l1KZVxMluIadLhps7g1AYJeL37/B6C/VaMYafe6BB"
    "QmQjn+sjgPT/6CQqZqUr6llQ7vI5rFKPq27Z4L2yJyUzXRv3fD7iObcFVv1E5okT7Ivq4uubVaxiJ5hnzIUf57z/oWK5B2O/6CS/"
    "6BjOvR8P2xpjBuMn9qwYNlszuV0OFVf7qSaKmNnEjcwtNKxhV+PPPHpcL+BrTzIPtBq23eq5oyTl7U7CP30BtVjDOe8EmbbTfu58"
    "B7uAKjzi84nwpgJI/yLE9GuYT3lKDKn+QMRHm/ETXeElFcHzNdb3kyArxpJR4nWnoWEex7v0J8eoRbfGcufqJCn6esaaZ338q4hh"
    "U4U4soparKVMkSJOht4KfyXhEcbceX2UHSWP6jSxPtl8RLGz4FdP1WdlOezYWbDsyf9gjVE/iTtVeyHi3wLfyvgVl8k3kKmY/hW2"
    "7/3gGjlB39NPdCKu+Zj2ws+/qTcFk7AHA8XufbzksTfC9LNN1iW0YeTyR4LfIaUPwNebRk6XmXjCr6Ul/h0nykqGRTTtkfGjegC+"
    "MlgGkQlX1dlLl1EwzdoWO9zNo8LZTu0nDnPNaZwWe2ikFr4CW/GnDgT101BxVjzVsy2mvWeutNhDG/nOj3o6UaNiRAhfow8xc1QF"
    "bynm2S7T1KfvQHeGGblaRtTwVT7hDN8xOBl1tA0mizV+OjpCBKcSnSIOb3s7Ebef4WpXc3rBoufN8HaqfEdZjqhf74T33Q2X2XVs"
    "ugyseUo51PVJcmG4jG0Xzzhv9bs65qNm4Ay6bj5jZU9AEx4E6bzH8Muypz7i/xzN6LA/54Nt4nOsJNhjHyaP8ypW3pOMUyLsArbp"
    "iAvoS/4B72a51geF8HdycPqn4yv/wEnYhPNzohgLmb3xFKxaFdlxDKGwDWy/6/pKk4vL9cSYnzwFp/ZWvRMrfY8+iXN+Mjy6mL4u"
    "3yF2tEzMCGLkmEczFmu4Enp3A2JJm9day0xkGOtjGBAJ+swxP6tpJ2MbZc66Qg6RItbeHOrQctbeVtOGlCLqmK6TIIm5tAbWuX8l"
    "dmYFosknyTstRK1qI00ph/XUVUl9RU7VHxG5z9broC1ewH7lyvM6B6fqU3mGeA9WU14KO/R5YDWZd4k0Z97qG8y6rEFEtQX21XCq"
    "zhHDPxjuz3eKOW+Xv+7raz6761y72V3ayzg5RbZQ5sKs2bfGPrfiFIt5eC3Zu+yijhbQ0w+K08YR4i20xJ0/lhJfY93eiB59hyc0"
    "6nP+cT/v+onVMCA7hptmWe4/WHn6DJ+aIz/oLbhbPd6vndjsfH/ZiGhuAGyC67lSn5+Ns38qiXOU9Mz29ezZK2KsEmaV6j4ig/fA"
    "k07Ru6UPpy9MBi1vtx2aZx9yl6X8f9V+0jjOvJrZv2LyIqdZkXQTsG6GNc4K1HZOLyR5cq9uxLcMU6unvQVQzlOl2fOwgzMPDgs2"
    "U5uoYPYm7jvakziJKa/zUuRtbvg+5icPZN9MjG9xguSws2azv3fSxwVpaqJTxSHC1XruTddxbFgcMWKlhj1nW4rTihYb1nMaL6oN"
    "zzcW6UWyCKfBMIu26LfwS0qw2uv0e+6MTZKlWUXYzTFq+R9DzHsLKzoFVxooRWKTWHfDjjXcTZeGZ+a8klrmRzZ7TKcoTrPltl03"
    "vWW+vsV3b2euyXIohlqVkAPkSPkVz3UUbMtXehS+7rodTGZtTwN2zN0qtcw+2hr84ueg7I53cN3LPAOyeg7RGvYhZZ4z+J+dbuXw"
    "ikoQBfzGvGI9TpubebtGGp5fUCK+Omy+tLfarhtmk+cdbU6f02qn23HatrEj6gf4DzWe52EUsz1pegmr9RGstnlqm9UquPP0Elih"
    "s4Pu8HNL6GtdIDvZ4229Ds8h2rY8zTKcrndwXs6W/tBAB+A83oe1600uwgqyLBi60ihcI0Ssi1/I/raLSPb17N/aSOv9jHzZiPQm"
    "oMWiRGBMEZFBibp2E77XsB/fVcp99DmIs2Vm5Uo5r7oR2q+eiOo2O9dVFlAn7EQ8sQ+10NHk2bGfbCrW1WsIhT/pzfDCHxNDxG0G"
    "H92i/5bQFNvYmWARRn96amF2DkZ1K3uOCuCxhtg52k4cI48h3HRk56iraEcoO32zJ9xmCAI5nKgz9r3e1BAReEGVOlGel6vkffhb"
    "X8BXmoeT8wGeLQgarngeKseKzZVu1q3YO5tpW6eGBPS+r0NXUVpP8XxMbjauJxGrIvqEvqoL8PnbscdHyqtaC/1/EOxXPmeh75cQ"
    "z8Uy1r0bnib6Rmfr33Bir9dl6Q+1d5Cn38omSPk/G+mdLGb/sIt/M7we1gE4GrsxS66Tg4Pn9GQtS7+AJ7xXJiEGXYhdfxLPZj5K"
    "OX2y4bj6UiL6VmCdFnvk9SqdBKufi0/0lCUyMb1A75P3g3PlEn0Kn4fXIzfKddoaceYpYtNTW3G9XOqRWr0Np2AT16g9ZCm5B76g"
    "y75HOBfiPKgYmU4juj/k4xjfu5PMYmH1yOYKotQi++FZZzLH9Ql8yn3wmdXYswWGCE0P+nnOOhsaeTWzzBHPG+IQAOwcj6QlNe6x"
    "iGdJ7+3n0Q+RSvZYb4E1KWemodjHw0fgxFbQm3a12hbMojaBbriQPe/74m9DWOGPsHJibJkx5g9vwInpyHnTzZCpF4m5cA2u1gUR"
    "z3eQzls9E0SSzIOH04oZguEUXUwe2zJ2SlcyvzQb378fuuw34r4MF1h7mQ87swxWv0yn4QoOt2qdPqc9gqWwBH2hmSuJIp0kJp5V"
    "g7fy3NXrI7K/fIh3tWrpRn0azzkKMY5VGwdjz9oR28Xq29W0ABXQVGlq27CfmLHo1Pz3JKMIwxgoZf49Qq/HdqEdYp8ribJ9GLyk"
    "5yEha/VlnILDg7k6DhblQEn6ilYSZ98yBIWsI9r8xCbo3i3YoyJ4BH1xhYnwZZ6AJzGBKxTy037ODkbVzRhabNAGMVrKYw+4vnLb"
    "/8a4owwJpbVnZtiTH6MI73+dFHA/8q1bGp70HKzpefjpmdiNicTp2IHn2gK5X4h3GyjWC9YBVvFosZ7j5WToGIHvx/C2g4IWwVPQ"
    "RFPx1TXQFGMR2ebrXXs8m/HM7tbKTRnvRvGON+Nrxnhhuex98ZkN+qKM9xx/69lVX0z0HWOka/hNJ4shPnTDVfeRg5kbaitvQhry"
    "yKdXRj22SxeSu9p0vWNH6SADpNZX3+OsntZR2+7I5rwTWe4Ssx5JyJUhXq3Gu2xkX1QBYhibUx+IHbZ+5aMg51s0U0NaxFNZAjlp"
    "J262eAPuY7GbTS3vL8Ol3EdjGZ460ylmB3eQp9vlU6NErHJsCFZvd52Hlje9AFfaxvlGdwLWapyI3G4yzKypxTNtWXWs+lOXaNJP"
    "REf1EHHZ4QSrmAN81bwC+9eJmFwJcuxuJnKwVe6K9AlyN8aJVGy5xRWcOzd+zxV6LbEMiHqNk9yFvMMbICtVlNV6X3+3DsF6diX8"
    "jZMHzu9rxemApox/AujlKvZ8lLNr8HLog1u5PxZFdYF2tvlJmw7cT1bj6YyRYhP8iUk4l2PZv2FoZDYp0k2+lP+TucwPOZwRy/ae"
    "yTrxKmj9ZZD+IZxhSGAvbe9b0X53lnzGSTbbfYSkiEiVhPdWTt+4jHHcYCmjpa6BDxLnPGIYJ3pv+CN/sDvHOB9HEvXFcA0L8DXn"
    "l13GGrDt+ECyHDRsARPU3QLpkixvXYRx7cu6HM+yFHfoKM/ImZyyT8DufawPwhdsAl/5Z/xrtr6G55mB+y2R8dzFhI9O0tSzYU4d"
    "/A1+Wjk7HCr1TrzTdn1MToN+e1R/xU9dzNyweP4Nh3pe77kL7mFOPo6VyKf/mI+9+gP3OJwVsAR2YTS5fh1r9y7fl/vn6dwSxnC3"
    "6VPBWTIWMfEy7Ln18xwuxnJyDk7VeNad3U9v8k9gq7NWH6I1vljyIGPXYZUGwbv5GjpgBn6fBPth83rfQmL7yRDorlWsO70CL2Yt"
    "9WwtZGoHZ+qHsPuvCLveRgrpXxbAElfDGy1nn2o/2c1bFaVXk+L8QiVkcT/J8Fa7HEvIIwhGPbKZSXIRVj4G7WFoUuPlAmi2fWEv"
    "mwe5epUsxanahrO8Fnv+Lt5zKCR4DHbwdmi+1Xi3GTpBStLny8L0pcFsnNAR6cmIjZdr2yZPSqHMxk7XQcKqYCNdlFyDXTGeltvl"
    "EJyNIxAr3wv7twhegXGFPQWJqGRfQYYNxcU0CWavRsCJnI+fXANfzbL5JrvXa0XwhF6AVTKeilm40r+0HZ78e9i422Dv3Kq03qOb"
    "JO0RNhqulxwm0+VzfUBGI3qo18+xZstgVx/E7x+xNgGZeiOciLN+sx1EBbCa7CBZD+nuFRimxw+wrsfKx2pzAlfIYYg9DC3XWAAt"
    "29RU3Gy99e0V8g3LqN3vZUdYWk+Cvz+FCH5boAc+kCeh2cdCiv9GP93xshontNmKOj7Fz9iJS5k5OhM7ugRvvxX7li/fWP8YtMbd"
    "0Cbb9Tf8+wOdoS9qnvQPLFrph7c+RFyXUdqfZ0O3C+mNcgFOmaviV1AfrGX2rkJnUNfF2HmYh/OY5BNZT+rzWIf7cOq+hWyEOTNn"
    "VXPjLjB8euuVsI7wPnznKNl1XQU47Oe0HQ+4s2mWoajifIXVEML6Ee45DxrgR+iMzsHjOP89YZ9vhx75Hr5psT6sO+XRLFNiN8l0"
    "8ZboK4zvKjzXrGmKJ+BRtGGnfTl2KOSR7Oz9d9BOmSbeFx7Iu9BC5+Fnl+kkRH6D8WbtZKLOFjdJ4yo5wZ/w/pUVlOYS3yPmT/m8"
    "VhOfHy7xUZRhn14phjJ9JL6zyee5ot4WOp7DIfA/tvrTW06L6+a8u0GDdOEco/WZ/oLTsxMeca6eSvT8OjLExjm5VefnQeNYvW+1"
    "kB3R0yBnFcwuzNV3yQAX8p5GEa5Rg7W2zqw39GWymifYQ5Zk56SxHDum9YbPz2A50EeKWz1mv3qLvka/pGcfxwn5V2AMTdsQfa/U"
    "ydTXfelVuG4Rhx2WRISwFVqoKbTjQfI8ey120Ce+TU6VSs47WKR9LZn/6omuvJXsAJNZ30wwTk0xP5KvaeJQO9ZUi4HMC97I1Zwo"
    "X2mm0pdBXEp7lgI3RR9AGozvcyhkwJBKx+A0rsrqUyEGw15ex2yDrV+C97JsZCmi4I+w2i2xRm9g5YfLvyFRo+R8sbmDnWSALVRD"
    "8zga+zkT8XjUY7VGmKXrw0nxtepYEnYw/xNnH2oea2cHZzmpErTKLsNjFabV6Xzo2q/kJiLunYWTcrs8BF9lLqdnQ/AnOnD+dRkR"
    "HjszJtvdNZjM5jYy9YNx0GLmWx4hhkk0SL7Dc0+nTPeQiGaqH1s1w9pgk3ZWHxgnDiO9gzh0yCT9wP/0laN+3qsYu3KR3E7O2qnQ"
    "Ijs5t7UCWs0qrP9gDdX1aRfTAzPJ6i0vwcNYglW5EnIyCjFXJeKFJWrYrr/IF/omTohxELRpYlNflodOpR+TmawwRiCRuexpDcE7"
    "GiY5nD/+by8g45NmkNR6SzyLoJrp/q9iL2NrcbPK2/AkVvt6Gyd4PuT5TZyscuxYPv7bCAt5Pzk6y3zfTYqebJWfrbQ+zUKPFJ/K"
    "6uVkI2euCXRBe1nL+pwx4ln91fz9VY10mvf1PYCZvgeLhGs4T2N8UGthgz6C5Ntkk/Us9JP18rBYR2ABu/+U3U+zIJF70Rsuxirf"
    "Ka4yYzlZy1FH/FxcK2npZ4YyUtWceH7mfTk9bHNfVbCuIXYA/YRIOO6RPWLeD3BeWgyW9T+nbO1vo/C7hN7+lazHW5/CG+xaWUe8"
    "jznw1R4Qw3d5QQ1dbTzjhAFi3uFg9mSnid0V8p0GEfLRpPH7Mnx3ub6vx2C/npRTsEKt8Ps0WupyWjlDmmqNvbap/Wc9gkmIZ8ah"
    "ANT5Hsr/3XPacD4xjtNqcWcF/IV8ZrnrONPdvpFM/ZFyp5yLpyzRW3DXAbIZkvGkHoBnX4d3Xw2rvpm8ayfDh56Npz5B3iMPyFB8"
    "3aooO7GGvxDdaB5nsE6TWBbH2DGFbPPsQkuMS9x7VC4+fJS+eA3Poc3gHCe271HotqU4Ia3xPlfBYzVfuRyeX5g+nevZOxQnpCc5"
    "Eg3zYSMjJENkmcWaWRPJMGWq55qzvtPzcFJzYTOMK6Ij/Ejj4vga+nI+p0jTPFdtOOnUgv5FE+YPe/1phjCU3XXrzHIdqin2tJV5"
    "NNukry3YM9ZTDvcXh6Zd1chp3MF4tQC+c4jxbwnueaDcgt/GQxTxsVOIjJIOq70Ye/0w/L+ziBdqfO1z4HW3hC1Zn+1ecBWQSJbT"
    "qXcj7KOj8TQxdZ0G1X7qwtVDqj2D/L7cOeNzLeV8rjF2GU/BFtYZTHPsB21rs0MTxLykptCqhm5pfDi5lEHrJ94Iney6XXZQVgoo"
    "pdY/eTd8zRL24veTzTJCnoCX8g1kYSO7PyM8IVHOHnZg3qgc+rcavveb0BslnFx/R7bAA3kb/t1ym/TDrr2En+5GPogUEepDxLmx"
    "k9cPnzFsazvxJ8lleGKXsbe5vSLPhaXkjE/7uZmRUuGRg201W3oc/mFyIdb1V1jE8XiCT3QF9PAdOk1mYScsX1OA+43CaSnASdmI"
    "fZsFnbtd78WK3CbHyYW4ylriZX8K22u1kuMh97ZOB0pnaulqnvpifSv9GmKjfeQ5XSnWLX4rkS4nSI+gjjrILIDpTpvESbFem6f9"
    "OKsf90jJUSJ3x4h+uhI+7kztwTyjsTj+E9bgFcSds7Fj7TwPveEPW1avGB6zMaK+KDuZ+VDNYIa6iY5Uo7yK3WQOuRYi+qqYfv1B"
    "x+Dpr4cuCaXL5CpZrHOCTxHlX6hniEUZ4/awO8bGlrFGdt9hrB9E2XFrWT/jTfuXbMAbtdUPcccl0NtDZaKcA2/pO52CJx8s30OH"
    "GNu5YYjcifO0E7tVrYa20XCNZRqnD6zPpRz/X6d/x8rM5/xE2PNhKPNnjrWgKeKkPnK19JKwn75Kcl4pDS2zEDu5ABqwK/HdDfmx"
    "mVgHzWRIfHOc7b/AW/2ac1OvSZp8AK3lILkfHukouRQaohBSY3I0Q/vjUxuY8TqWtbFb2C+3nT0gu7hXveDLjJV95TB9Vd/Sybje"
    "KDlTvw/GUSPuzsik2T/qMjIFiAGq1LpN3sXaDuc0yHpo/Rm44nJaO9NK9k42AzkIkXwtkRoyMUqL7P7YdddxSqCeXUbG8daU6Ddj"
    "oJ9TrEUNEdejqPTo3GTgl4jCuktPsX6u8+UDyOj5Mgk/8b4eSX8j5OdloqyfOtvYWI64IdzWhr9jaIcZZKTMV1P0QmZDZvuKQ3uo"
    "x44dTxR46yJrWJNPxx7E2L9ZgZ8NMWZqBsv0IrNkPdiP1cnP1rh5nSR0b3fs3VfYzxY4Letx33zOtd0HCekmxmxmV+zmZ+UOJAfR"
    "cuzDq2L+y1ZIwQbctwg6txBxfRmk0dBDIvQWk/T+K9llE6J/4bhIqjxXzfXicE8HsCIXZ29OKSPaCVjX7Y0gmCSIepUmalrCe14J"
    "zld8hKd6RUMygDxXv+NUNg9ehwXfsEcfu0N2tOxof98JNVAcJpwQm/MHTuU2kRuxP+Mlwoy6MXlWMcc7inxBR/p6mvMvIp4v1P6/"
    "iZpqPs9hqVp3Skgfl5+hncvg42/Gtc7lzESIfDJWmz6Qk73GLWN50TPlBeyZdaJu1s/YcZSJ3ndLu/pZqlHiurSSnJ1Ken3r/I5C"
    "/7YHZivktk7zyaIag+yE9H2Zypn7OsSUHf4HJoxwLsx1U1ku9iSs4vtYiaZiuAyzfC9HjmRy65t9BHCmNPN9g6aHciijNczN7i0Z"
    "7Bjzpy/ya1jLif4IK3eZs+Zmv0/kaauBzTf9JbJWXX6hgH0pqUY+0xgGRA+pyfpnmZ9wPsuh2QxI3OcCMoh9DSFJ54idtR16nxiD"
    "lFBvukm3GuYOKvVBeoQxTjKV8d3n4nwdBf+vrRga/lbo1/X4xJFi/ZwHyefsOrE7GHZwQq8Thw/0h9bAYn3L/jeLPLYR2/a+bGxn"
    "O5328yNjZDl7pDJdam6W3iIB123eUQaSnzzlJ0oNy8m6y+qYK9I/SVtGFsZzLiflmZssb5ND7WrokRb510IaC9k/GqK9j/n8hfm2"
    "x3BqMeJxl8wHvgw6pQ5vMx2rcjk8ikU4u5P1a3khKKVPYRmnN3Fa6tnzZ3jR6/XfOj4wnp6V1BStoLf+wL3tTU9H9HcsZ+UNjzZX"
    "nyCCnsVCXRBpGm5ERyJJ5Iix0N4gv8OjjOtvxL+wnztfCsg1sQkxd64mYLkPgV/VAxZyEiz7MsQXNfo5Pl9Ei58iWuoW3Yed5Iv1"
    "Dc2Hh3+WtODen2Y5Ovj3NXoCVuzfjeA9NWNHmXm6XTzi7tHs77F8ymJNeZz5pj7/eynjsNfwnU2cyC2G9rOs7BpZpC/JL1lc394e"
    "J8cq2YfRY7ZKqeNm2b2jSWZCS2kxU1lUVBe/TsA5G4o3XQhJ3cXpmHnw2O4jztgudmeWECfU+o2tE9Qh6ZToW4hOc/H+9k7LYXVW"
    "qDGfL4R/abmnFr4D0k7AYo/tPQ5W/3KsWk9o9TDWwqrD1t1lWO8DsIe/yTTEY+X4+6v6HK5trFDfNNInNAv+4hM6XF/E/8fKBViJ"
    "vwQPQ9ZWwV79jutbJP8JPm98oWfIo7hisRqr9SpYE0PsG0D8vyHMVBqDdIFEifqWJuaaYUd/js9WUmdPk2vxBNs1LY9ROq+BB9EC"
    "FiVMfyONnz8CknCpOEaHPPYvOGb3N2mZrf51Ed79Mp8JaypV2ZxDX3EVtp/h9wyVR/DUO/FOG+CpzZXTmel1KHeJ7Iy7ixmPwu9J"
    "8DzHa0rO0Vj6K71R18u9OkWuDU7Ejp6KiPManAE8ryyDHVgA/+ADnJwqrIGbKB5OFMdcj8S9F3tnk9T5aeZZlZOnUf685Z+/09sh"
    "CbdKnUfQUk01ksUxX/F+IuzXeQScAryV6Yvh1JURdundLp/pkYHF4sfhKdOI7g4Uy68/hl3cRWTF1WqccMtgU6O+F806Miw6n0+t"
    "GyXLUYQxew5O0O3ippMtz2rz/m8TYesPogo+41EFjRnyWLHaX1t2Vj1PljPrXBVpkj05bSWD1GsnZRz151v6FN5htn4mJ0JHPwyJ"
    "mh8UsWZg88k/iMsr5XNVa3hNQ25z09sxPZtWMEp9+ofvZDbUk/7s9rMOVmORGwQZOl7mQWqt/yQNa2E2dl+s/WrsSg/o87ZyuOST"
    "faqIGj/CFYh7Rgm7l006WM6xBTtZIr6r3zxmk1fr6t83uIGfrMd5CFPOY/BSZpODo420wom2efqRsrdYhW85dtMwMQYwHgl7rATX"
    "92K1wIZnRQIJ+Te1+l5/zurbE1iufVkWtSLt86d/pXy7mRSRdNbvrfOT6i2D73S2zCXH2gh5DbL5C07D5foQ68QDGS3H6DHHOLN8"
    "mlgW/rV0G1yljZyrg/Wv0Bcb5FndW1s3qyGHSopZd8fzHWO+vwpnI+w7sjr4foYYkQJc10CY8lzKmvCLRLE0LWIolYXU6R14ws6k"
    "FrVpuXxDBmff4WhI9Th5mRGGcayvZk+SXfsJvPMEdiLUc9ok7PNbdd7/sz08RdxM8A7yNuYQ6TFM/MJ21PqruCcpRgWHiqscWc+M"
    "ZX1rmFsJEbMjqgvZo7qWs/r7yzDae+UbJoj0buenA/teDQeohCfteBkE7VkPe9GwxzVdLw1awZt+XW/Q92S+9Ayu03O0s57RiJd2"
    "MTFta32H8ByyD1rXxHDmRVOeA8py8DeJw3sr0ZflbjlMHoTnf4z+kX48qJA7dCyesDl0xRVi3KmWCdsCCbMuhRcgw31xZhZzqqiO"
    "TNQfBueT2aNIf4QWimVxVOK+kzfNbp2uTTbCDj9DHtI1WLd5OgzRknFgPycl6nz7WjLnzGTfRTX07gN6VXCUjIQeu0f74DunBVfo"
    "vxB/X91I116KTC1p7wkUEgswST3r+mddB1OV71g7hZqpG3yklWRPCOF9L9I74WN0lq7QcXGfjTO5srqBMfZ2YdfBFVjF/aUfnm0T"
    "3u57rJWxIM3V0wOL3O7BNWKwBHWMAI1nfKT0zM6hhTUTm3Tx3metrkQM/6RkupxjzOeMxtnphD39CXt5OiQzR6zT6EY83VisbMMx"
    "bRg+VojRnZvmT/kcYRHW499Eu30GfmOpdgu2w1q8AZv/AuzAbXi0L4KJ7EqYm16Cr7TD+z3lpzhdJ1gLeHxujroCPvYr+HcTMa3c"
    "iQyRneADrMCbnoa1aCmHSjG9ZOtF2V9OEefPdw2uwjob480DchPOrXlTjqH7C0iGnfly3cxq31242hRyeTeVr9T4s+r0YujsX+Hv"
    "F2InotS1gzw6nvMfav1ESx+sw228ivmJOfI27EQdGZrr4UMbYu5yojxbbn8H7elgakZbRc3iUe0ZOya9fh0krkOvC+faN2gP83mk"
    "V/AerKjKZL1UZwRn6n16HLX8buwhl69eSllaDE3wIFbEpgu24GuGx3kT3mmtYxqSb3H2Ksi5d4o8K+/AYmxml+AGsh9EYDMNR7Qz"
    "1neFr7C39tyKLsOSeepyMq85nsp+WSR/6/19HP+fgjhiq96LnfgFz7FBXoOVLMSV2onjPbH4/BroKTvDm7CfE3HyHcZYof5DDPOg"
    "GtLzOp5gOvTFUthFQ+f/iUxFy+EVDJcvWINpSSm3E3it5KqzEUVEN7S+uKPE+LNdtr6GE0jv6QZ2ijrubPORugRzYIcLqFm6+7dz"
    "2aGUrw89LcdDWyznVNAj2AnDJTwUb3NJI/MlTWQvcZFWDvFum9FzaEJ9kVnNOE+Xaf+DaCMSere/a45Uko/Azm4lUbsbyld9geji"
    "YXghPeVuXCsw7Bi87csyR6z/9C485QmwG3dIKZl3OmCXr0YsahWuMjJlucnOBJEIrIJ7ALNBu7kZUuzSt/dcyPxzmJyxe8u90AHW"
    "6bYOqz0FJy6Xtewa7LnJbQeiS7RjDJrIxjLH0c+watZR0PKjWQOLsMJ+L56nO2U+rCexX0mps4u0D7tL7Ak7BjPZCXc5697t5WZt"
    "D89bcdLHiGFmbWfEbOi8cfJv/I53GS11WeZNs86GelhK9MIkUZAyGBn2tiezV72Gvna1r7DU4F2WMQYqh/++AN5WzPdHWc/TUtqB"
    "CkqRYbkvyaJF1JKdPMaabpxZrP2yzC/qubdvo+6r9FNlSc+ush62bve0acZn319cJBjlNP5IsZ7xfThBb+clRo4VQ55eDm/ZzaJa"
    "JeVH/LYTc5HEOEkeZibyPexCW1mnX8HPDvlpr65iPTqryWJhcrBJ75H/w0r+SLtp8dYWaLddlMgSvHcFJ+osK1Kvn8LCNpE6es4p"
    "b/ms22AA0X4ijCLaYF+KfUya4nu6LG1MIsGlYoxvd2DfF2s7ROk5siZ9H+xzLRG984hca518NmOzRUuZ8S2hr3Mc/hwoU7kLw8VQ"
    "7qZBtvvguc0nbi0jpIId0+adDUa8HPd63DyYK309skyrPCNS2HPqTGBFyvoqeuN0uWmwevaNzuT8eghRT47MYAXTZhJtxR5m30V5"
    "I92Ozk/olcXES2czXDux7q6iYX2TpzMfZEwdNzTiv83Ad0PMeMyGn/oj9mgrfHLDI1yDcxCCXhgrEU5VrsET/w0r21lOEJvu3s/H"
    "Ngnfr2+Rz4XS0Wdta3wHYoJ9Zhu1YX7NpEf7OyirJzLonZuwL+XQjzZPadnjk7Ce67D+xqP+D3FT53Xq2Fot5u5NvygfK2fcCVup"
    "74xrdQGxtxxXTPq/uGJ2nyP3nbbZ+NY0bQV2JMSoy+XTwsRAcHvQzGvPvr6q5HgizsXedqHPE6f1WMZ+5BPJfbaYJzpJDXIcvW1j"
    "LblUQuxmbuHR0+yqGzze5CNEFQ9Tn9TSN0oR0y3MPrcV+qXsg3sv01/lIXxlpeZzWtgmOc4U6+ExLgTL4hkXeR6xRg3n4weumZvN"
    "LqLOSGumtn0oe9BSvgO2Jc7qSE68DpEzJOLxgOqxI7m43q0SsKoZJ09rV88EHoWm+AnvsxB7UAH98DPe/xzpIR/ibRJEr0x6TIk4"
    "66EHcQogBZ/FRYZ13gqm2H9kvcPV2Xqj5UR3eT6Darz/QGbUomQTD9FSvy9Ffp5iG3yoODWLvcth4vodLIfW1eeFnT5XP4On7KTo"
    "lu1nb5udPKn06L8J3svlZsYy0o7TT9+bT3sc3z/EJ4viXG3mTPJKeAQJdmbabM1qSHUldtEqKIP5ZEU862OYt67Rs8V1RBeo476I"
    "60Beuw6e+wewWieyG75cDZM0Ch/7SNlnj+6TjPSEfCdWK5z7th5fM657cuYaAkOGLyozyW+/reL/ATx8644zTpJt2P/v1Phv95c3"
    "g1eYFVwCr7wGPl8rciuVpi1Hb92UNoVfSUsyjsh4SS9HB3iu1szpThBZeTUs4k2MoEPESazhGq/SBbAnp0m+LGI1L5d2qZ2UefYe"
    "Ww+Hux/STG4/jmjhPUjjUtx/PtZoGzwV617/OjC24F885ss+HvPKOsGsd/ZH/RSnpI9sh0QMli9hRyyWmqqfY48mwcv/DpKwVN8O"
    "blWbWhmJKPBeMYy1qfAHnkSssw1+5KnBjTpCT9LxOPHLIIETcC1DY9ks72OHrcq6gTPmAfyKCfK5Xi/didXWXavkbclEuin2Hkxj"
    "DvVHPOs0r4ncjGudR5tVXx9eq66XOroHM7dywqWhunMxJyOs4+3v4jo+SthvWOBrrXuitGb+toqnOeFnYtxZMU21Dd6VY5grI35p"
    "sRpau6GMPcGfOsgzj2U8lJSXxzrOESW4w2nmoAr0CTGLvhyffwEesE3+h2UA3rStrNR3NQnNMRnrXgIrsVGPpWR9JtfpsOxkeYA3"
    "/rtkNPki8okPkwy+i3uOJJFFO4shGZnf312sF3S01LJDcD49LcM2SjPLkdAMPqH9KmIG3zhwjpH+Yrsbwv2MQ8x1V7judetO+guz"
    "pqbnF+J97pTP2ZncHLHlEqy0TbXMp26qZrdJHdarAhpxkHTnbMTF8jO+vtJz5LXjHNS98BANNa8JPd09p5L2479K4ela3dIqHyv1"
    "Y30H8ntMkK/bJVdjHtFKslGFQ42cHOwdPKjF6fP0Ej1SewZDpIPOCubriZBS8xMuw/OUw7JuxhnbjmfNw+pYLb+O52wbdXWaXbh/"
    "Z0dqhbq5GccqbOs8gp5oIft2zvLzSfa+NgMXYZzQ0ByyedOjJFPHcExbIg7Fw/TCuZC8CliV88gqOoa1As3arBC8tgznltOeHchV"
    "mSS7eJKsAgf5+Phw+Cht6LPl0zK2RyxVxU6EIawgVeM5jA97DXaiI2RxPqdiEogOXP/oDt3dPxrAqkWZ8Y7gVOaR0/NpnPI8oujX"
    "+SxenJ0LUfZiFfmovZXXt3HPuOuqjkmPrZKJGLt6vMycP6ECZfy3GPkkW+Fvb/OZyqEdLN91KuKYGfp3nLipkDJDOu0oF2MPSnWd"
    "WN+s+amGx29VsRKubRxWKcYZtxgxOUyHGwpPBbFFbR5AiY/iuFZD3ir2EauaNqx3mu0RX+4jma5yxy5q09UFkLN5YljqB+K8rOQk"
    "WIq57BpN+fpPG/ZOpmlJI1lPpc6jAETJn1LvkdicP2r+RBprECfegPULO8SmIj8RWE0ptgzui5CC9mSDi5KJ2TG8lbBTpQCeTxWs"
    "4FEynehDFj/WY32fhRfjMLA/gke3ChLwO2zFRlis1fBNL8K97oaGmQN7eJiEiLIU8/ra2Vinrx3mdQG0kevrycFTnCNuvtmmxhdp"
    "+8DFopXsk6rFM1kUXwadWYA7lLJTw2xngc6SF2GvntB/yVmI3DuJzVwul+tgP2+E1/cB3uks3/MaZu9Db54UYwHZSUSCL8hHNkYu"
    "gf2r4JyIdfzeI6oZrOkNvlsmhucx3OsyWEanXeb5WXo3H9/QOS0k/0chZ/K7EBU5idMVQ4SyFmv7LD4zRDYyWnwEPzcRq/cr/n2V"
    "GPK6m+GsoV9plcOjiTJuFQj1PZFpamqHsTXUR0W1jMHaiYvG6n120yS8gB3TholUDTnLkQgZVGpZ0za/egg76B2SVlSbZ+U3Tr5g"
    "J/eLYaV36U845VOINJrL+YVSsrNnGOwyLICGVGJ6/yp9QJ+SY+FDfwuZvkuPggUZBh01KahC5BVHlBAnTvNy+B310FEL9PLAYvH/"
    "Yy6jjrmVNDHrI34KwiJfe/cjfOd9iiyPDfd6NIdcbuBcpGoO86ERYp71hC/TVo6CxjDszm/xvZ2Q+t/g79gcmkVo+/tpyYjn03Ne"
    "fi8pZndzirFLUm9mFiassyAd1gV7P3ygc+RYvTW4UG/QSdJXHBp1IZGYjuH8QlQvwKdW4Wt11PgJIh246cqRcqpYt+E8yJLVi+sZ"
    "U+yCjZmHPbuhEb1jjFbV9ChaYY/OZxdtHyJnFdHPjnD1opx7TLFWGyMnRRdxXXjma55A3ijLjae8t2GRwhCuWZr5D4t0+/ku62pK"
    "lIvYatgJkvZ6X8k1ta+YVbSvXCZ7iVWoS7QUa75Vreb8Kk7C21zZrnjW3tQNTu/v8rjfRUToiehCMqBtZry+Bh58jZcB6+av9TFc"
    "BJYqBjl6VGbi3c+Ql/VnsVWepp2wH7lEiXKcQPXME9QzgqnDyr2uLYMryODZW3ZgxQPI6/d6mMe5dVPqIUQgKXJK13MCTNjH5uoU"
    "JlHNGCsGcgKZmA2bcjuRir6hR/A2GcdqIV9JcgmYF7Edu2XdnucRxexvtEwXUlYuJ8vnFtYst8NvUG8dlb2l6mcgqhhzlbBGt5IR"
    "UxxSXMbTOxTa0LJ0Zm0/JqrZAfD9+2M9lsIjGyyGyTFQCpmbOg9fay9z5J/6QBDIjXqGjtZlcqI8j3XrDr1/LDFlw1lk+yhj4UTW"
    "CzFLfoy4rzlsXcOviDDPjydj5a2e2sgmMZKQfJtLMSyf6Zxvs2vPh2+Zh/NWwfpKDWfrPmdvYpkWydHYxTzfeWY1hduYmbXK9kLs"
    "6Gjob8fik6cHMxKdCuuYI49Dyhbha8NkDu63TCMyHDbsMdxvPfu+09Qbe0MaLYdlfZmDcIf+wYjgG90oN2GF3tZn5LL0LmilfWSk"
    "/oBTuEkvJUK/IeNcL6OD/ZiPdlLfUzLYTzV4toM9ZkqKGeicrA61unLDLLRHyGS9Q35hNWEbLNwceCMLsA5LEOPN0VukvZyM1WgL"
    "Gd2sD9F3+AezFQcRr7eNx+yKMQddgKvtC2lcRQ7SMTICeqEKp/JXyMxZOIsz8D75rAc9Agm4VU6HB/c7rNDw4GCNscr3JvzlGfqu"
    "XEG83WbMeKSzmW2TgAH0xazqlSIOk+Wef8Lbtoe2N/Tps4k/at7g6fS+IuyDsqmTW3znjMNHT3tMENMP5xEB3fL+MyEVrsN1B6LZ"
    "XcRk2QldYX3mcdpRy7Mak0A/YuG2z84pmJ/pPHBjWfxULpZp0Az34Kc/wonapBOxhy4ib0YvqYq6bD3u9CziftvBc3AX6xLcwgzU"
    "TDJKF3KqqrnPwKV83dHl9uuhd//A2hvWnOXFDbnd0DcNqWUDfbVixjnFuo2MnXGsvXGsnC9uQj/kkejTtJoOFaujJH3+QFj3dlpg"
    "CHNZ6qehhE+ZQfY9ljYvnc322c9vx5V+lC4yivX7NlLLHMzD0E1rOWuUhx3+Fn+zKrB1pxgWyh1kTE56TKtjoZVKaXMizO7X+bu1"
    "8bXHJNk84lypMHSOzf1NkCQr/nnE8HAWUD2meZIzHBZhd6CHcRgkOpOpL/U/U09chxKcNjuly5jJLsPOnQ3reAJnNl2duMavRJx2"
    "YgVxdVL+GinE0exokZvkLon6FXN5WLvfakbxyh4mN0Nov9v4mKOCfQNRZnLj8AttjYeyA3sBdjcNDTKE072XBJ+rIVC+rq/hlF4m"
    "Dg91OT5/ou8FLSSSSZ3Hx0qzOuminqHMADY88Zag51FPXXsrrraMHd7VuH8fMTbiEC2w2R5jk+0EPW9zpQeI5dpWEJOkkjWrpVJO"
    "63yoR8He3QuamWtphq+f5ScNE/yuZTday/8DKvDgsQ=="
)
# ----- end of the text model -----
