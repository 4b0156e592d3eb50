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
          r"|: Server stopped in \d+ milliseconds\.",
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
          "'Server stopped in 1 milliseconds.' on ^C (helidon-io/helidon#5851), round 80; not TGI's "
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
          r"\bKeyError: '(?:generated_text|choices|completion|completions|content|message|output|outputs|data)'",
          "a client reading a field the answer did not have ('KeyError: 'generated_text'' in a story agent's "
          "Hugging Face query against a llama.cpp server, GOAT-AI-lab/GOAT-Storytelling-Agent#15, round 80): a "
          "wrong endpoint or an error body read as an answer; which side failed, the log does not say (weak)",
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
#: unbound IOMMU group (a VM's start), a Go client's exhausted ports and a report's "gibberish" (its last lines).
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
                                                b"gibberish",
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
    if rule.name in ("exception_line", "cpp_terminate", "py_error_relayed"):
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


#: Weak rules whose finding on std::terminate's "what():" line names why the process ended: a collective watchdog's
#: timeout (torch's ProcessGroupNCCL, torch_npu's HCCL) thrown out of the watchdog thread.
_WHAT_WEAK_RULES = frozenset({"nccl_timeout"})


def _chained(root: _Finding | None, server: list[_Finding], strong: list[_Finding], ev: _Evidence,
             weak: list[_Finding] = ()) -> _Finding | None:
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
    'parts': 'train .. validation-r78 (79 parts, tests/unit/test_corpus_train.py PARTS)',
    'logs': 5085,
    'words': 12681,
    'corpus_sha256': '0ccb515aeb300284',
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
_TM_BIAS: tuple = (0.304, -0.358, -0.3, -1.321, -0.605, 0.275, 0.232, 0.185, 1.786, -0.965, -0.274, 0.234, 0.808)
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
    "Miub62qsKifgSNRYa10RnFsQc1M9CZJJfeLWzFJipRn9ilVZ87Q5Fp26vrz3ntlYVPwGgB3GpKr5C0KMA3ckMPLo5gc+/K1mn8U4"
    "YojXd//EqsUCrmVzFa3vLK559ph0NGeub9W/1sAoC/IfmYwiRxIa446c9EUieuu+6kF/7gejyXLyRvycd0FH0+nL/hzLjn5kjW5r"
    "uuFI1iytEi4Lmsk3pZSy2GyR+oLDRdHYOJrukQSu/ZiN7wCDhT4hMphhSr/wbc5s29D4sH+PmBKAvUcsf7bLVRPLOXxuWKZYhAdI"
    "igakfSqMaiM8pRugW/9CtGxY58wk6cMtttGxqc7m4gAEHn0zVSHN8IU/23FmqTDPWXgb8rpvG2620LZJdE7gY1nM25TA6jqLYW3I"
    "+TIkYa1iQS1eXxCW5ICChQB89fsw6OWZSyTnDZvkAzVoNij+14RYA4SFS2xAvkz5eIRon4iEYSRBJlth1tUSK+Lgs7n0FwkAxFqc"
    "rgLasFbsopaTTSvirAy6VpRsKIyKC+kiYi41XSAEYEe+92Hn8yEu03RYSSKKetP8m+7HDlbRIJvRVs7OablgDFJ17gtqfv8LfNvZ"
    "JhKYXPtaSq7QgSV8iNiFEMZrtFdUG4ABc60DdfDFhtt3r4QG8t/doJErbcgxBlwXPUskDT41qsM7MiLH0tnwNcJFy1QMxjyXKCn6"
    "GHD6o63XVYv2rh2sUI6d6dp85N7b1Vqzcb9/n4v19bxQVffC5M25Hi1hwUQRiwZkfFpdclhjMTyvZfrmYAK/frO1/722tQ6pLE2K"
    "qy1acfmELXaEfQiDRiIMkTUKe99Yl7Za1yqKrAKwYUY9BAvd8uGbs2zjMt9s0Z77rUuLDs7sVa44xdphOCDV4ZyfubhjbvgeG4ww"
    "3KHAj1njlTWZ1rglW2xanY9gIyWEMQ7psEEtxCmHZpojcYRzKZANW8+mCll/nz+gQXPIOwCAL5MtwjVFoMNYqwXDYCUzXN8R+9+b"
    "dlswx9mQin8Om6/52/Ho8OlP/HG0ISq3TvtErWfZUp/GV1mIHY4nh6anDUvzYjRbYop1555Fw80LiSBIwHh/dnw0nrenLHNfCAFJ"
    "wtAyhiRjSFbSTyYZa9gZo6pBK6Mx1BvBWMFms+H7p79ABopmjWGrcvESQu2fiTknngWXlJ3yKyXV70ohdBb0v6yU3s1kJGvFiyF/"
    "J+OM/864Hgis2zRZLNA09sPV2gX0aheadnOxnyVcEFvixRIvPS4bw2aL7cbLUDGfFmgF1OMmzBnW4gMwDqm5QEjBEBOo8UGLrWjf"
    "9c+9n8Gf4SGd0iPGWEDApjUAB///xLsSLlvU70Q4xiOGJCgD6iCBUTLZYUC5b4t6N77Xps+mRdxac2QoAckJYk1+oij6jCxbCWuO"
    "KAiJyLp7pGIiiC8kwE9sOXoqYvdmm2f7+02lHMDJ/m/jDAKC9NfiY8J4xX8f9vFvB/jH+9CjCL3q28e8/FjJ30BCCYwa6QAF8OeA"
    "PMzjyBYRB9Lg5YJ+WzWtY5IRcm9OrxbQBRR3CfQ7/T7jCeZIDqF83AE+y2+D/BnAq9LWFENbWgQAWZ3DXE/GHCDSZrOPYVksZr3Z"
    "mgk6LtMx80elGsrByZpU8aakSFwH4AONnhGavGWjqylHaCy1a3BNVWxSeqwFmCNJAIuhs2bZ4RE2pS9JUxGx/gOjAO1FMPhAwDbv"
    "U0KXE431Yoy5DAIKqz0Mw8hw1zGp58vYlDqf9QPQXRsDNlbFPSAbBLr/Dr4WH4c9TYZ1sw71o38Lg8BJPabDn55YjuF95JIa/CwP"
    "PWKQe3soflZkV6NfjXS1tCtoV6wrFeHWq7WGoQHzBXBmi7CBnMJyyzlvWe1ikd9qFPENvCZD5BpN/wbhF0Nb8kzNq96PDS0SFEYI"
    "briMH2djdkgN97ZUjQ0Sw2VDYQ/telhoLx5AX+42Kr/7d3+xVpFIgMCvGWyoviKaR2CWO0r4pIbR7PvsICSjKP/x0mMEHfEyC2wc"
    "uE8nlAgiHHA1hC4cvi0eoLABvsGQ26yQAr+G05aF7wNkvMZGAO2LnyAYh6XejRVaRHZ5hIM2XaZCogyqFuW6g2vuvgBrfbmxfjOK"
    "LW/ESy1B2h8sQ0KYlX0DQYRiNVOVOik2xG36JtCsM+CjlQfDlXtwFbe+ih3+DHQZ8k3SQK30swjRaewhDi5zAaaAVQjLj0Lfd7fF"
    "SH7lT9H/klP4mu1Yd8eP2Yba9q5pAxTPpMUuaU4Zp+TMCqYbGi0iIiEEUYEvWOR5Rn/8Q876EbSOxw0dBJynhSsnSYsejO4ezsdk"
    "TBuqa8VKrxnFL1kMCYjFCe0UAEsPYxrGxPGnedvrreVOzV9mwGKU4tThwjadRcm4xWbSdDb9se4xQRPJFxjNBOrL+8j0ggjPVhjN"
    "3IAhbACM7zQkAX/7iK1S0IYotGrm2deyBYh/kGCs9qH4bZkgWQ2Ut6QfgT89Z0AC/JIZmZuN1VtWFMz8xnVZOsYYC+b3gqKabU2k"
    "P7zFuszvH7Aqi+Vr5bauoksPqW+DPRZkYrUHd5z91wFXXeURVnEiMC437hAAjn5qYNSqgT5PoJUa5kvWE6ydj7CPyPymz4PrkAE+"
    "9fyv/5UgBsF1xVVbG7OlLO61dejEf65c94BTbTaPmM4OvmKNznDujWMZXY4AytA20AUKWHV3wnwGWhj1bjiUEbIeZKvU3hhkth3Q"
    "VDoG2DQxJhIhQ/V0B5kZq8kt0x3WO7blNUw5hbBniBnBMsliXFaS20VDuy2hxVhbMEAcd4CxKpBEDCHoN1y+1ALELSdAXNOfCQp8"
    "28CCQ0O7AyQ9LcA00e9omduEq75OVg8bdGoq6RpZhFySb0aIv0JgOSpGmVj1/yjMu/yQBtg1tCPzvw9XsuEOiGRjPQZVQ1JWm1iu"
    "tng5UP6pZeUz8m4t+GrJ/RoYZs10s7afHriQnfRgZaYJcrxSH7BJNkCteOVKfiGtc79TmGmgtc+04eJcL90Ra/wYPlImG+YzSghx"
    "kJY4CTNifQfk/SJQ3ao7dyKcdxkx3ynPwAamiKhNEiCJSzTGlI6pV6RPphKCBF3SC4u+UiDSJBMlb/4K1WpN3wB8HKcT+nzWsjqQ"
    "5Yu30abR7yfmpbPj3j4Jc217gmvcpPecuRS+rW2MLCS+BgiJ0T5jAcdRuUDQKV0TzmPKJ0MprvrSjiM6rb7d2uAnrRqfPe0T35Mx"
    "7g+bda6LpnLWAra+LLAMVV54+4irXq5DxNxqzQgkPTZCPLV3FFTfQQkUWwv1zG2WZyJV4nnj2n11uC8TA4BWFHePmCcAbBOEvM/v"
    "GPP2iOsA9AdA/g+Aun32D/pSjvtNgSzzWH/Ti8fU1Bk+UWOWsQJ4F6SE3si/8KUf75uN/4tYW3JEuhL5Uo0iLd46n3txxHyPiPCf"
    "x1PAfj5tY5CXrLtvjp+Qd29DLdlYlKNDS0PYQs9HIPR0muOKC3dZ8R5oTBZwYaEWdGLMtaHGk/3N2MKgvq37H0HadV+WR4HmLmSU"
    "FvyL/uoiQoDdyCg/RuIAB2J3Wg+AlLE/t4ZBwmTWnpBWs475u7RNmSFI42wsb9jXoC6gWcWgZH/3N52CVWIbl2GADnRJAWyVxwtr"
    "OrQW7GcpBNtf+f6WFM/yZlf1ve114sZPln88KctWPOA3QQ0DEkx/AQTOLftpBXkuV41Py+rz/hOqd9JkbJ4Lln7PFy7JIinNq06Z"
    "HiG0BcT84B9O+GQCf/7gspa8jSienz+uEINSAyP1Auf1slrDwGP3/wUPcamflS31Lg2vwYJLRa0vBBcwnexcXRV9LHpye0JqPIGq"
    "fnOHtx4S8Mua0GTZC4Ir1TnG1pTTEoGbWgPAxZbwp+p3hrAszwj3pYHZGIOIW8aXhperrgP6WTY+v/NZSV300uAFQ3u3UjNg5Izq"
    "MZ6AOzY83hga5jP1DOqPIYgU13I69WAX3V9TYSMJRnMa/A82CAc5F0Pqc1EKxPYS4WMTUX/mNjiA824Khgy4IxhahagKNJkSGVqb"
    "WajCpDBvgQhj9gCE3rUw2glIxXZgQZK47BDEs/mL4kOna2v11OT2nZMq1Ka4OS3k/GeISBZ/Ye/Z6P1d+goD4i87S+Yvvt5aL5oz"
    "Y/vwi/31YokXq9vL8qpAs0XppbX0FrClo5pbSzfQ1oCXzpI6S+qAG9lSsfGEwBYlnY3LBm4ojN5GnuF62Fv7FhdZ0gvUURHZ33vE"
    "1u8vPZ4D2ZJHvkVAswaFWcNBmHG4HBOIcWi79PfmOaBIHEgBHaDplpEiWouN7dAakKGYOYFYzMzt2zHuNvKvwMgYEuRGQ4aK/xPl"
    "9HiiUY2Z8PFUUsDRnehHmj+YObI5YVTsXNyl3x792CORoxolWReqeF8xckFoiaDur9dlc3hBaTOH+85nIPJ9FEN+VCW2ojbUbr1a"
    "hV9bXPUphSFmLHwDKAOWuauVEIYiaXBebL6+2IhulxUDNp5sPWD5ghjtgkFxuGH897oYbja7WsiuNNxSO1BmbLMSJi3LDb5wmG3B"
    "haYO4I2ICd2pGupWEVW2jrhAkHEZFkAA9kKmZhh5G4ttWBgQk/O+QNEFgfV4zX0lItGza5xeRk4ICH96Wx5TOfYyIgGbp/aOcbAB"
    "d8Q9y4UB0jkYU3guscCnCYcwfA2BdG/Q9gSzW7tuF2N+LYCPf/Mlxt1esLjFNuHFnrawICE6QXAq112Wm3H+F7BDF8j/EED3yuLE"
    "qZQA79gZOG3H9nOqToOT07Zk48sDXfWHDY/E/SFqv/B5GDY0lyFkxTpgS9kVK/hQSP6dwJVapqa5WdN9sYVGg74uwxbFeO0LFwgo"
    "ztUWylK8irnWKDYE36Bvjzysi102Vlj5WONFG90g6rIwgZEC8Bc9V30HIT7E4gf5EUL21m3APtCFUwpKIWxrTsjVurSWyVTkc1Mp"
    "bcsPJB+XDRJFtB+7zRiVy8GNTkV1HwBFnj4H5RFNSRCMYa/iOmxpjzpgkj306G582rXS2t0jH/kIFyvssA1BrEZprLldoEDJRJY/"
    "H8tmXxj+zxSpj0T673WQEnwqB6wdBoLMrsUsYgAPyPQI6Y+4D73woIqyIvxnc31NQjdMvwAsUwn/44Wp/kgcLo+EssRNO6RmF2tR"
    "Rnjb399ro73DyxuK1BgpGEjwA4gaPRpOWmzjWIiCq/fKZt3WeEsZn0iH2Xt7/weqAk6T6gAL2wniLjOyY+/NsnmqQQvy9bnbKzUv"
    "GTf40CPq1lPfvdXqV5G2BAs4BeIWW8KcU+TE59rFra+d2wb/v+K6ArJvbsbqtPwKa5Cg6D8OL3OGF3wJFVyDzKeMpzUDMQqhaQZ2"
    "YcbdSCNbfsUIGQS+eOT3Igr1X7K8JCnyXIFFbrnb1BoPueFj8d5ZSlpugrjeSUr34YqscJqC2Wo/ekRl2+QIXw3gA4oMENXLbTLr"
    "uB3XSsW+dV16sE1cq+JlKy6t4wbeusaijiD/tjZtEFrFA4Od9bLyXxSg5pF37jKsrhcY1DcK9tTJcbfyvXUM8NjttiDkAsHGt9ZY"
    "ecQKcEPaGeiPgHdOOxWNaxD2t4WleWArRAvjSowlw05RYqSnHGob1rWM8W0viK0OjZttwdW0l9C7b41BqIznbdETsbTGdGKQ/YFU"
    "+4Nxwa3xOHbVkCRlZSRSvMYMMj7VXthO9hz7U4fIHtIBtgd0A65zb8R3ktvOGmmHNt3BkBIMpQ30bW//Nu4ZS6zWhpS2H9Qaeop9"
    "0TgYIKc00Wa04L9ohcbWQRSAWP0YMtSrLA8LOLSEYKXEF0G/qj0Zqpa7hNS2QxFcjSNsr5YJ/K4J2UG93hb1yRuWmjAHfVeaXD2y"
    "R1qW7swQQmRW8UTKZN+0EMJGoqLO46SYn24AVJw8ZgqfJDOFXQRr2ZiZAHY2oyEWlgKDsQx1aCgBwGYGg1Kp+AsP3bpgHr/Tkwi+"
    "NRQwlqWfWyUfmKzr5t0tnJgIlghxC+UjAp95OtHQUwb1Nk6MJ/2neHW8K+YKkjbwQtTfUyijnP/TvlWJ974Z97sjA1SAfxz5uG3r"
    "sdXPCU8E38hS0xZFmtJCfBu5GyansPIRb4pV+QZAz6QwMjhBTXcn6pwFtcrCgqlMV5848Sy5TwXV4YiOqfpQerRJDqxJJUM9hoXm"
    "M/kmEtW3fJAAYdOfjMngHeuAf1ulWbiAFVWE19oISJThhtWzhPMVmQGFcgHgMMfrglEA2HcRZ8swW7RRN+ybfv5JRX7M/HpETLEB"
    "bMCQKPu4BCDbP7SwIKw0v5ClhO0HA1UOtjcQrpV0GeWjggKZsIxjPLQeX98ADrQirkcY1saxu8xTatNUykmVq1sqZuYBYARS7Gro"
    "UMjEmgHUTWF4OKjHBbP6OODytmoA9PMP9l1DqFFtAHoOwvvC+UecrbOx8U/AhV2nUzBESPTsBOOfjPsKDJqMtrrd+SUDRWItlpAt"
    "ejjXjQzRYkaIIBlSSwk3sp0grK+d450iTKQWq2CWxCl+XI5O4XVsgvCj6Raj2Ciut7U3Y0KDCYFCZwanDheFbC3GcQ5ZFqMorCEs"
    "DFB7+OTNVlmaRiD0ZQjRPmJZPckUGWFSaEP6CIh5XnDd+02iQyzE2gWpIwFC1rJkehBTjvSgI3ZjyZ7a+GwxTu/nZ4alLBsmtVQk"
    "+EwKC9Myqe8CUlYF8lMFPvsCjG2qggJL8RPNOVt009zzG4RBuIXIxv4R/DSNMKuwxbSywQX5iGeAuZz4zAn9CeGy3RgfQ/UVh2pB"
    "jd4tlhHbbmeRM+4zpLoXzFdMcF7AQpi4TEQ86PbBsX33/yt/E8yWsP8i4wGbvqcU9Lw+ELqsGQwjhNKfwglHDhzzF2UMe68fhFR9"
    "yKNLJCftLDz+cYUWCuOtj7gTsHs0BOftmEpyHcacnYDzKs6NG09fEP1Kg+NMiS2CwIcThEEkt4rZj0RzMxA569jaTF9kI45x1Bl6"
    "T8AInzLm+peOdhmobdlN470qb3gF4P4rMp4fhqqKpRon1vwnrymwNH0GugyN7wymquSETsbsZK0Kmq9PM8Xl7R/8WoalhC/8FTFN"
    "TAHb8Kp2LKiGsGjP21l1kaLtl4zrFRyRLaaGZwD+hQLBakHCU5LEECXaI55kp/7MTSZGYRz72bAOLwyMYG7mS2P/ba+zfl2kZ1cd"
    "QRDXIqRcQTqFcsBscxlAkFSbePrMJZxFA79/bjdVsGt/tO8SDklE1g0B2FVSPDutZTKE181XBkNHMXHuQ7R1dPaiMLB3WEyfw85z"
    "C5tcSOkoFRYEs64AwNhvcTiefoREosSomvhFktrGB+1E+xPqMphzs2EEmPmOWdOZfL1kLlS4/goI6y8b8e+B+5PmPCkFKG3Pb320"
    "E/9KNhYRy+zvu6wZ9vs3MWX4qeZD5LwlXHe8fJUh86YWpiDwWsEJcw7NcU/YnlR4nNWTZt9JySsPowziIOZEc+r2fcL7KGRRA0Bs"
    "4+U2rP5W4jauh92Vcpp2hc3sgHUjT4DmmiD3KVHAGo7d/kKuQO6/03+goOYa5c1+ppcgPq69lYSZTB/xIwo04DypzlBr6gLYMpAc"
    "8hbBN0lKoFj/2X2BHhC8btFEqSANyylNy0SZu2a8eJhsDTbsH2TaUKSnACNnUCOvfHkcsRNee1V4pam+PNRkVObKhQckB0WzHgZt"
    "J4KzLAsc7jOQkyNTBsafNn+g+3s44bh3U9eRSLarSulsBuvQ/D9JGSbwZGBLnRjkaPQWvTgjKbAzYY+4NMn/cAGV5AMq/usfAcg/"
    "4QlTID1xeQx4PT9pYb3SPMaZpXXgf9c3g5qhnrG+pbcMiEPiH7KaFmaZ9CImn2PgBlvrl4BYUi1QnybbJSARmkaPZDUIeB1WPYPo"
    "wgDVQaKxs1Fs28oq3DaNpYxZ+wZl7owq4/wqQk7k/1ItTXIpfYOyk2vgWOHiyyW9n1rIs8EfXKRYiNs101mY1XjdxtTjTbGec0BQ"
    "r5j3bZxNn9SRbq1Q1poWIP3NblqB09NbxCG3C1tSqP/bVdNihkAYdxBB0Vsco4iB176hqPd2UJILJR/axxFcrlfaUt4uJcp8G+oT"
    "3nrIXKhlqUODF7mTbXT7p2o3aGIwlFu968K9HFLwHsZJMR8NAPagoffScseWIW7rhcmw71uk98t32WkBSO7hlz1g+CvzXaqP21zY"
    "X7ou+7zhy52ZU91bRyiGffg4C7SL2FeZQPTxfRP5Cjuj0uQBMAc9urUZGgIDt1w2/guWZFhOpdv0RKhPQJas7XCNkDYk2GXVtD/s"
    "2nDZHKWdlGzHzpGKmHjvfbOX7C9cLkPaX+PANZ9sa1trem5e6zFoF1zoRQc3zhXJzVK4BHLZIGZbpboS5+nfKkTXTMZ/0R9tQnxF"
    "cwBMecLyFlJYLFb0Dsftm1PDgWioLTmSeoeUUTiTo9CU0MfqkRSUBYBuaG7zIr+WIsgXnnzOUQon81+bPqD8AONTjoZMpzuxvm1r"
    "WzxpqNKi/EyEEvjNGPw8lZxJ7tgmF09OmJfY8y6IsNlbrpmbOhOOGeaMs5OeHJUJZkmncChtZb9GmTL4m72tZTCrvbpbs3+khG+3"
    "Min96/70r1ujM54UqqX/6wGe8I+HuKuYgrK3p6LnSfZyv1PcIih5MQ2Q7QDw6shKGyKCjwDg9ldX15cVcfOi3aAPsGmzArg1mOgX"
    "PuORqiEX4NOjIUH04LWttGxuAsQ3aj9bfm7X9reIo7H4k776j9r0+VjhmSMhRY867/G2PUOontH9hN0qIOPe0Mt2XtIH54LjhUxT"
    "kaMDHN6lSFZZF9ZmTEHLPkcJJ0gXhOi5JUbMRx8ol2vZYdQrvA4RcGGH8vnlSdJJYxPqlSTk/uHNNxRcJJTJdCsvdFOZ2JcJvoIK"
    "vGj+xIuWXLRYNFPf2TaMHmDFKMkP5eCvtjZMV0H95C7enBhDe9eopN1/LgjT+ViBMqogbmua9V2A30nhCKekoPj2JXcrkYHuS9E8"
    "pyE+ctMDvQW5uPAs7tN5J7ExQ9rm2wvku7GH9QDg3OX4rHUbpmZ729i/9VpWRcLOt14RzLPCup1nt6Vuj6/G99H0pBj7kQk0FDon"
    "a62Y1LQnevJyWc4B7WyGH5Oa4VErXqxWohm579iAIhLzpsHepA2yImviy8F/HxIwHvS+B/SQ29GQKRnJ+gtDvJw1bsuDrM7THiBv"
    "0iE4IZqmdj3UiVpo8yKoe2siNHCFh8gsJHJDolyRQl2o6Rhkg+W/rOc8873g++m61aO6sKx1SjztRDR2E5+1WXF6f3UwpNjCsA7p"
    "s/qwE9Nws2XQ/k12Z7eu6Swi/MQSZNNkBxB8Nph/tVTjH9MYcT2N4HJ2ScYUB40eV+S2trVR+sei16u5DDb5vGl+1r6DaXnPz223"
    "9vPO8veA6nVHnTpnXzi7ddjdfToWrnK6urbrBm/srxenNfha6Whuae+DjjyYIePQuuZiV4sLQWcX6D2WKoqwtLCR166bXRPI22Mm"
    "cbOllkW21EAgPcgOmp9dg+S9YaCNO0IuHCQczhU/sVLf6jMBmq5fJHLEIu1+O+WsgMhZAnAlDoB0B0bIG0JYBXpMX60ZmeNmILYm"
    "Km+kIDMcBhOIFytgJXZgxjsr3wsuK14oeXcXS7hYcV6sOKEJB1prJdXaTaiD1tLaoYL7YbvIA2eeuaP3IJmR9vUfjEv/kaiSsBvw"
    "OsZA7UmdPcXAvsGVnVp00K1EwI0mAtgCxWkGlR9pwC/p+Zn9BdfQzJXGD4auaRjSUtEKllQE7JI4GMoIB/0pw4sRxca/E8fmjWXQ"
    "7wTtNsRaluk3eIyFRqgkMaJhJCGk6gyoE2gDJjZKO4jhF/QAA0haWFDcVP1tV+YJITor0df+3SKViImDezJPlqrv1v5xMB65ReyF"
    "Eq5ng8rScMyp+j4BwY8HXqBbVoV57UFYNj3jWEfPASEOHHR9D0WHKMuPxBCP/690dc8v2sIKxryXMuC5396rWqJDdbmXcFLlmfoz"
    "Df/q3ESt60HpJ4ErgzpibvMBckK/nsVFLFxp91s0rk79WMmTmkS/5gdBr2HWF/Rr6vtHBurtBJ8ZPIlOg8uyE2rXg0KjTOhf7t4t"
    "U+AUyWVARrxWwcTFOh6ahhnmQOvIp0qUG1xHIhUlAonB8HRWnsHwfCRrbiefvI8T8BnfNO4POawCI8gsoPcZg7axKK4agq4UkzPW"
    "ttQJpgw/cSesAhu/BbBobAfoZyN7c3SbkY5P5pvsCsRo2SdBpQKJHOQQyaEqPa/UIW+LlNyFtInK2NMxxdkkaYFEDlc0tHngXTPb"
    "vIWcLNkEsY3bsO8UBxJk5J3BuIOJ4/L2iI8FMPktDrqvCSNsfXQLgVZKP7nFrnwcR3T5vve4GMRRZBvqhpJxOavH01LLQBZVBLcB"
    "E5kDyaHVq0UwG0OAvAXSszEMSE+8L+HtAyn/5q8e1G7SY19QpmmnkEbQBg8TgEJTI3g5jz99wwZVz+M6t+pYWaxXt1nWiFyFmkt1"
    "jtBwhOCR6L4r6BBfv2t/LoD42+aJ0ErqT6j+ZeZ5JmGJWhiPyhwlJ3cZ5GkvwLIFawHn7aWS5q4qITMoyOedGLue7FwWstAZ852C"
    "thNKAXoj5SLCzRPLUSLbK9KH4L/sF/9BK270cdyxI7/LxWuo6KBEZRMJr7yODt0JZeI0vMDZChEf6DCLiOASjV3u5V39wtFyyeAk"
    "n1gA53faK2OfQQTYqnyTlpBnCM/tQrIni2e4nQWzd7VWezVmDQPsFfhI3vxqd1lR3fDaLDatSglqx0UDOhla79BkI+8CxkaQ2EWO"
    "7AMbOPTwOz63mxkgBbegbQz80AE5GWj5okhDSwZThndCQ8vpzSDIb5NDyoxDvno8cWyD4TimL3qYnnfDDYp6XagJdcOEy/dxMhTN"
    "KHCWicPIx7xYRxjwOG5yKaqHxSE9y/e9BEyjAwvt6wJm8o6QW9lV3tLOHszK4wo+N7xjc/sku3sA90sV5A8NVFcHOBMLPv0XybhZ"
    "eVY7k74X8V8pkk+dOQ3u+PdbrmE8chJwHBK8eRcqAjnxPMMim97/Iy2vu5e+PtM3suqdHIn7s9GpPf3+hglZnX6aPNJ6ymDdAhYa"
    "y/lB01T4yObBJGVp2tSJjpHATj6+02x9b2v001tvJHwfslUUUua67B46v1jObMNH9Hdt+t6XdJFSnXuLp8qLbaDnqC+xUCx8IvlP"
    "d9572BCzbHPtjh3h2D57vxQQzeT0MPeFFudi0azjK9VbinNPy/X/Tt+a/5UOO0Z4UPsf6XCNjsXS8J0+XELM9ZUwRaEUNO3SFWeU"
    "IN19QhkYikQnqGKKjeUA2dKkuAXgSFFd7BVrFYuSDGh3SO56My2baGWKK+Oda5oMwt1WrxRyx4pP1wZOUB55n5+pJ8YKaGYRgUg8"
    "G47qCXiR+EQFFgRzksXG/Iq9iIRQ7SiP9Wg/sNjtKss5J35sh5UJFNyWhDOXToGY5pQ6Bd3L0DgyizDAY9+BETd5HOJNueP9Z//H"
    "z78KnwpnIgjq09/hJ5pZFlCvHSQTk7XnLEw+T/8wWrL7MHlMI0UfAFoGlCrQv5DrRRqR6mM896GCGLyzJy+wkIfFFUD3Jt4t7g27"
    "A2e00ArEooRAzMnSyhtXAN6hHcONvQIQtRhfOAIsUPSxcMWIjFuoz2+RwsMCABi+Fzweal5WrcvBAsYuKAIXZxkUBmuAfYnnx9Fk"
    "gLYPgfQnPf4G2HJiRbe6bCKkZPY3usGRaCHGv+IELEfkYVtw7GEKcx1eIorxna6w1vnBLgYMFQW8lYt5FZ3/Pjf3wmdst1mrgQYc"
    "Avigt26JOjYM+8iik+/erKVuPy/89Y2rzt4Vpa8FkkSgBmgKHAe+FQJ/a2U2vWCnrLaM23tTXToK7lKDK0bP3A1T8+vgis9En9P+"
    "RWtDnGI0W7g9ipusbtKSpRBwAg/Kjkt+H3D4WLfXsDJPAOQIodvtz/tP5SIbbZp11tbg2BaBW/aSU5CnNmNeHpCQYu2Ls8wqda6D"
    "h3Xo9Vk8KVCuvACi1C1izVJhqjtcEGuQq0F10i/tnphVXjBAd2/YVfeDpviTG+GL2gjd22f+94y2F+4NeaAaWHTFfkJAYJq3v+fx"
    "9P9J3yOdSnl+ZJtF6lTveals+Oj9VT0s3BVSLpEPpCkoz2Fxdrpv7Hexq8V1t8CmjWGGBU/fXO3CKpJhbPwbMvYKJXMXqBFbsPeS"
    "Eqmfhm5sxojfCrGXISVjCBfB5yNmKmDL1wWX5e1iebnMFhjcWp5bxJ1dlpUW5LtlBFM3VW8NtLxYcme32eqKfqcR1Axtrq2gFsSA"
    "pdDxOBs5jXUerLd/4BGcnvxgvmH9xP30BbFHPf9hL8PPsmiruf5qD7ga+QoaHQorwsjSY71Ejb7evv9m12A/y7AtVlY3ue4HLgz6"
    "h90+2o9Ljp5WPR51iLko9Lju19w/C1JovbMJF/St/8/mgZLCuSczDZHgR0M5mnr6l+QxFRCH+KGBEacAcO4NYDgjs7HVwOGKQPZc"
    "Fb1i9pP9IKXpp0uHoPcwbBaIdEHlLJEhHv9aoD6EZgLSUNFuY8NYD1htESdXfGIMBJMT6blvayT7sFlFPvsiT06zz3Mc9wWHROR0"
    "+VQOB7e5Kc0fqz1tFlgx7zwVISfr1FwcnSKTR6efTjFsKaPTZyUh8fQPbwVB+7RhzOS1PndJkJeckHUmbudztUDkXFEs8Dy1EJhn"
    "SiHD0jY+xQWRvJ5bM/+iuW9h7iEW6XHuV1A0ibv1KrQq3YFXpKfGC4RSZD9pokjMc1qx/ZPT/z0KfydnW1CnY+DUwTxYZWUixsys"
    "E5PJ0c9kfPKZ+X4dLxnWDSWrS9uvSC/X12V7O9P71yPXTZjorVxruwnZKfcOCMwol+Lp+JAZfKT/edBSvIaUI1LuNrDTvyyrUP0p"
    "UvyEmMD3s9UN8NfYpGUuChPbUw6yBnly1vzcX/BU9zgrQy6HuKPavFOa/hedu1k5cfrIG41bC9gHk4IQIoDgTj3Nz3FzM42lvatS"
    "c+Zccw0udwraR6k7StUOlHQWMkT69fj1l6EAX1h60eA5SFOcAv/xjVNq23HNRU520vuGz+RFgnF5TR4sZjhvmJ9jfml+CN3fTs1/"
    "lvXHEw/jROFp3XiC0/HKCE+Ps3adh2qdWFWk/+qXXOx9p//6R2wYlWSt9ooacyok1mXpZHGNF//HP3TUWSHkOVPg6TTOV3Aq3SfW"
    "XzaUIfz4buXBkg2ni/WvFCqQ6GgjOto+0+FHwLqVzYizNo/SV5of0ElW/SuJejdZ3BSJeSqCr9Q5DxrujfhDbhVJ9i35OFPvJDkt"
    "Ydy4bjC3ClKcuZSPqToTBthtWVWVI2p6W0VBYcvx/Zqhrzu/WWWd2HSmbjxrWWak/yJKrUrLm4/0X1ngij2Qn+Xf325Vfx3oDp9i"
    "SafyMJ5yHv6f85fPc/pADFstJuzPQxqNKCP2/K3SSfDDqiL+lt4FeZnBXwciuVOg8p5rwLGx24v6S3YWCeddnmG31siQ5+qAG1OA"
    "vLzFY/cGWHTejl4MrZESjhKSOzI5VuhnfWYHHnL2d3bLlTu80G2osoJDAGEzEzgfggB+ZPuI638JrW1Szem+DHLs3zJbT52XfcIC"
    "hJiySKue0k92dvEFzbNPT2CfdhUf2Hkrlp8OQ5LiILv9iVyX3y2ASRq+8tMoYClPhyxcZQss3kc7pBLu1gL7+AYaIIlNBdqx0rmm"
    "IX7qDgvny8aBY8aNLgjldcUivEKb3h6jEdBwjquDOdmcwu5NFw6KvMtk5Z58tm/VexON5rnrUAUwofw3IvaQnfs+9AtWFUefnyAS"
    "j4mB3JP3HDt5ynFVnnZcwFEEmYCHPJe3Qnj4J0jqs7E7F+NQlisu/ytYzMWKZUnVeUBPhtirUDLLTtDKbg39n6rQmilEnUbFEtDH"
    "QEfIzrriHLVpmIRtbLCE1IQ4ZxEXjIh9teDj4YZOZPTkHBeTADWpuTOp9Ehzli9BrTWYm890ZKBwS8NUlzwYGLvethTC4hQhEhYc"
    "Og7PyAQpkIc8XjvL0KywaxhRZ3+O4akQDq/sD/asja5zrfBxZTcYYcmElRwTwCtwtxkITtS0WMPztkFAg5Bb0KjGyuuSu93ZKZuj"
    "/icDQxH232YtoobLI8f0Ypwvt8f/KGIT6Juq/t9zj1q4PpM2gsv1Y8OaZP9X0iFwguUj2GC9xG5J1uFdlRW9KNEk3z44WXaQabyM"
    "/gXZ1QPiU3C+GjVgHCLRbt8bXIBbXJaOFT4kClTA6HmwcX9U8ErDQJJHQlIbJfhjDZKnmABbRyyVnjARY9hyMRNubRxgBhxE8xCI"
    "inuiz9Hux/d3sPdSbPWcoHvVKimZZ/hFqrVrpUX6/5FObrZMX+NpqgeArurvPqR7bl4x1Jkw9NlQZc8N1acPB6GoCsT5fpaCzTEv"
    "OB5liDqW3luV9d9saMdF6Rmj0B2JtZG/QmnB8NN1hPcLpuS/8/WE+GycdFfMHtnkCnrEhW8hgMZrPvkiOVEzYGQA/0mMPZ1XyyB8"
    "lAHWlou6vApJvb/Ko4A83n4MCp9YCGU/aGyJbpDGQ3RyOoXINbwIOSUAlUEWJmRDP/eYeylI0oTI+2zFjlzqT8yZD0cxCIRNUNCQ"
    "em+OpEywgb/kOECAsgSll4rnVCDQ4PUa/D9xD29Bycitkcc21L5sZHituGyo80XHzadF0MRZvXi0iiI+eHVlLc5AsgQ/wc5hTb0Z"
    "RB8sEJwtEs7vf9H3bcee4ElPgv15X2KZDbwOOe7j/06flurb6Yjw8va425PiznzORJ51nf10bhQLO7nrYhIV7SweG32fTZ/5hePQ"
    "sroEsAeLP2SUJRN0istG/y+yOM+Xn1gtwKsEixNnJeEbAkGs+sCoa59OUR+A/hrm2RlKBLfZI9ahgJj2oT2g0HnrDNbZDi3Tng66"
    "N98SMdbj79sp+lQdNh9PjHU5fUWH72WP9RU0U8RnvP9L1h//VldJWbWXe0WPm9b68edp8AP6zleXrcYNsLnUIXqUQ10lZgOD4uA2"
    "JUd9OY8J79rYj9fVgguOSrs2vHoG9GFtALJ21ZmSVz9UUvHb4s4u3D6MDOCuzG1kFRXiERAihkxjcJ72SsXKGEQ8JmFL/R/ECdij"
    "Z5Al09dmhHscKBdVWcPoyjP7GOlVIx/NQ+EsSnjGhH2ia4O78PK0M2gUrkPEcLvtNh9O+Yd+LY+Jh8vLKw0QPYLGVlozWhh6/6bk"
    "tTFStG0BKDXX3l0UGb6zunbkHnpyrqfdOc7Ctji4PiL4RGjy4DOfKOWL/Xpc+NSLVblVtbFEV9R225PAy97X3pcfSPR2gTMAu7Or"
    "cRV8y7WzR3X24M6e1eEOexaUHK4W903lLg8itif3drPNl1fM31QpJBRCZt+DMZp9bm+54QBtBdHeFdIUmGOLUOWi97Marv1PdbV/"
    "4VOvF8sOPhFZ4eFZ4ByuTPYgRwWAP1gLuE5rb8+7zrhq6ioAgIA75AtwYHm1bA11U+kQJe5pGphHD4PDbPc69GOn0Eph4I1XfKpc"
    "FumTODiGygMxrgsIqR3SsxgGAALWBalCl5PIwwGajOPzphKriwCSoGW/0qO7eiBdEDJ8W/OcChAqJTjSnTeNDHpmTv2L53NXcUy3"
    "A3gUnjHZ+q3r+GUw4+sUy00vwGTjJ0EMzwy/pJOkobPibIKrn0ZA0wEE1Ax0IBIEakCXj0qPXJLqWB9xlwEexzl0KRPQ6B28rUfm"
    "krLCjhL1YlahCsA+b3kx/uHINGwTz86hm3iFp7W/435YyVXZBYAnvE7bJxrQXSG6r672zLHBdWOQEM6VtH6z1oPvlhVaECdYlzA9"
    "NhT40xgbqwAompVkLYGeEuWKLqfRtXE7wsWhFfBp4SkibDoFbaOAr4z+NsD6JGdO5pS2Vf9rN8ufUv1Dm7ROj2E9cxPqpNCi+tQv"
    "pc3nb5XTkpTthAraNDb1qbl5u/XdR+rrupa4NrloPlpQnY/8RXE5vBIeUXVF0efnIBf0nZaxx/OEfWvtC6//kPJAaC1w7F8fbYn7"
    "goo+jLOuIx0TKcpc6BWn01Vya3O2HOjwWMjCh7+e63gM+JyDrfdgu9Kdh3eu8bCsWFHgCydM45M9wbKztLYQh1lg5baBikjDuTSK"
    "6q9jNETtOwf4BkL434LLnwt1NUjtrhgf4VwBSi4GXDhCVeVxYhIJu0A4j99AFeklWzzBJpCZPh8BJ77h1isUsqDMAT0YwHOcK8YA"
    "1dqSZthXSQhifGCEvG/WVhBBThbn/cQcKwvxDywccbOWPxIgjwlLdN6U0+nXIiMcRBzJ+mPle5x3DxSWaKn6194yXHz4tPevVNcJ"
    "Gs5HcblwIlR7zn5leRaPD2a/aXUQvYIA0tq84tyo0IvF3oEjc69ouNZLrCDCuYgBt1NvUmIjhknRD+sxIBLJ1SCCcnBFrwAIOoX1"
    "JZw4EnWbJ8DMp8V/e4/wNB75c8XsxXV6hmodX0fcFwoZLNIOanZlKPQEK23DMcQMvA24cHza2wG8e+BR47T3pWvU7OuZWLlzQcKH"
    "Zye5qLX1iKtQyrdq4duchCcGveIf8noEKI53ps5/FZr/AP6i9zASf2iPSt3KwBsQKJblZCOLpYttOsYrFjEwq0FQfx21R9q3v1IS"
    "YzsZqzCY+n4QY1OZSokSuculP0OuwTsej43lN850VmNF61QvOHiqKbe3svZ3AN4LHWtKMM5CPylwTXa6UiFEf2/XY6OqGHQ0GDQD"
    "o05hFtZ/YBLlZrWPE4LrpZ1ZNEKkoIcy0laB73tdjx1X/1LI4/IAkiE+fMHAeOecRDAvvH7s3ld1s6HAwsZ+cHJ4a3SM7417xogm"
    "JG0XCLrZVhFI5ZgQtggD6RjiiEO3qrFo1GOgrm9MVgB40dOedalurf04pqQ7piJDPIcnEef22j9a3Io4hcbnzZZOdlFz7NbZ47sN"
    "2uG3LsWeLnLda3q59eNRkdWgRy/vEoThgZ9Qg9BeYY3MrvOeOSyBbzzPnqGOuNfIP0bsZ3CnKh+cG0DtDxUycD85o+fThTs/m3EX"
    "gZyELKsrKOGe9CRpMP/CNZpnorpURsmn5n2RT/L1m9ydkE7BK1CtxINgHyD14EwAG5bT2UgyWJeFgYZ+gkWVBMV9axYU9ygZZ0md"
    "Kb/+nBOX7YSy6XKmuAeVjDs4qBghacPZT+hjFh82GGONgzYBa9AKXAmOCC51xYnTFURw6pkCJ1xEytMqSfDxlIgbsgL8OKMJo6qO"
    "dWKSu0oX7B+fHQNQfkD803cNSOHjg3BBdktPSeoLCsfaAi8s8UDNqgpA7lfJMfNyBMR8xEeRzy+aHiVRf4bqj5PWT3LxmNgxvC5E"
    "5/7HubOQhIn62rP6IU+WvvnBLOXXzgu3MwHqnDTlyV0N9KpYX3Vq/6Eg5G8Vrr/mtrW7HpPvbIBg498KVzJEtMlsgyL25vE4KZVH"
    "CZ86k4bxvGNKVNzYCJrXAx/Ku3fd5v2Osaxc2KX37GPRdxmN9OQYx32323Wt77ZSoaPAaXlyfwZEd7gFkGoEN8wv11dd3W7/2d9u"
    "08igbi6QeQuUXzXC+ZhaOjaUaJhf1v/vdHAedfOP9NKU+COV8tTslW/imIT0Vopmgt39eOaKl+tO7uT6P9KxOY+DCiLd3TCWNxUp"
    "Wui4l8lv8jT9KWia2jK6rNAWrLFYOYlY3tTypVU/Mb0hRV70oFekja1ZZNqnlW9GHxw/isPLi4u3+rR2I9HPySH8PMZHo8c+LTzs"
    "2++tNav73+pmUyRGseFysVHSuGAYUd+M16Wk92ZcInbebvg0m1eOi0doUOEq5obtQQSzwlSH7jonBB5MYSFbJxw2Kayr8N5U4RAi"
    "aWV6VGP16iA1bwo4e1x3GtdENx6PaaENG7ZkvtlrZ7hUvM3GRxgNZl0WYAPuRoOu28JDZW7kY2C2dVvQkS3AoXyI2dqWBcqfipp1"
    "wEPgN7BB7E6CbQWLi09+olfZYyxDa4srzmYx2DhznBLIM8ARxLbabT1w1QwkDwAUA3kGa3lOHgtSIiwZ9XTbqg/LQSB3LAncmaYi"
    "Ly6D3QlRcQD3CRa6J7PIpWodCBtNIVmShvmK3UAtWQw483++iE/RQ7h8u8G3LwKaIFnDrm5qv34YWFWcCsYj03lc+nVWTPaaEEZ+"
    "QlSsCiAJWhjJU3cchOHxOWU7Ti1oQ7BdU/kg89nd5PbTJxl5+lSvrT78fpZIEgYVZXegeIPFlELeawvfN6N57EmX95UbTve5wd05"
    "AmsgVMWRrl8txYW6llGYiOgeAXMd5+DmzouIXt6KS1fcfu7NDcfJIJDWMeS2TFzbKGyDuAlKKDh7g7Mdg9v6iIiiXy2wJ+P4T7Rd"
    "W4ne0opLhvEwOofEGAQ/VLU0WwUZ2kyRQUexQhRG8Ru6XMres7AnBtQ1+Kgm5UVnVDLn5EX9tg1KDzV5TOFurRpI+GQHmjArqePf"
    "qCRDovYOXN85Hvt3WK+19uJuVl67Ta/0hc3Q8n4MuDoGvUIXJ7HqP/GzoYIOMdwN6tM4F/dG5uR4W/C3ulsfuYfGtQFQsrk34xUB"
    "+AV3wqkIat7aN3E8Vi5CQ2UqNto8TlWcfXjXMT43AAqErKsVgSK+EkBi/K5wyN5j2AYAHQPuFwSQv9MIEwIe2XBveOXjznUQJiie"
    "40RD0m25bX67zfIXdV8gcu10x54BAhwwcnev4IiltGIQz2G+M/XZM8B3cN66Xyw7rf3akYEt0y2WIufdstvx0rEYNoDTFgcBl2eu"
    "ryOcsi6C8NFB4HGCUH1zO83QeFcM8UUD0SnQkZ9pAKW8AIjigD1FdV7SCteJfYLfiFcEG/O47QovGJMyhAdS0H23udw64h1nbaWf"
    "5kZoUWjD/ohnjMjEuFZ+PlX4n0GMURwxMKSgsi2AJR400/rkkUy6KJjnbcvjsMjyam33+uXpi+sXULVsyJA2Bw0Fm6LoFFE7Du4f"
    "s7ahxXABDMdMDPBAZ8jWwAjjSgVBclFGk40UgOOC1ZZBWo8DKL2bf+G1fBWAbg1xkIzVW4Tl1rrCoFnfY5yQkbvBkI9SDAOSIGnA"
    "CoyjfUZ8r/T7KV909ynR/krHUos7zusyDu07p//AO/xJ5NaA72FCzaPczqw+9zbvGONK66cKixIGqG5EGHewBXEfVly/PFAbTV6b"
    "Z5aisxc4AvH6ZrS2tgA5HQ3fh9Igw7FAfEcogNySbOpZwAsI2t4Rh4jkjhYACcYdXUCryoqyMAQcKOAQkN68EVy2/qeiJzptAtyh"
    "P3lf6LLnjqkrZPwbj7Qz0vJcuojzHl9F78UIan801c2yfgAAdQqesnRfcPOxMQCKPPxAq7G6W+HaHG8X9wTvK/AD1yeLd7dfanKn"
    "qLE0jO19JIQrfVeuJc/YQIiAt8IpEA3YEITKPuFT/ZaoFLkJOi8BuPhDcaLCJ6qBliSMKAZAwKeYPcugpLB4S/rHA4JhIcyvOp9A"
    "mbGkv0Bf1f2wG6zmMb4cGIzdF6fH1CYq4NpvLPFokEZ9ayvzfkDyxDAPN0AYTXr8/D54D2NbRN+f1katWn+weLaW8LOtRqDDH4/i"
    "nJTwApSm6nQIZGC3IWRD/FsNTeVu6mwpOFzqaXwhkoDUIEjYBpsCh8tq19ZakOzy89MD8F40XJ51nIjxp8T+rMSsoeHcYMes5dcT"
    "jgV6NsChe12hPqBzDTUosM32UYO7OQKQRmvgFlOKZ3GcMzDACSwC/AMbuRhoBMHc6AQ3B/d3fUJXey8GDqhFQM5ul84FH4yWNSJC"
    "3jhcK3lRqgpnSg6utBObA+8UoyKHh2sOoNe6pnrEHCpPZQnjCIaJh7JCeYTboHQipTC7aQ3syDAlVwJ9r/Tb+ZRw6roc/q4GpyVD"
    "m3wb7Mtl0z5MN1wUOyDxhmDqu6Hh8XoGD+3dIhwIXrGTIOjP7cGMoggmeOfAE7h+UBQLKcekqyhEfwHA3iiYRUgIgleDbJi0f9ub"
    "5jqf7GxLmrY9yPwApBOBAOpmRr4C4+A5zC2uKPZZes8e1/duSxnBSgXl7CjcMkBQD+7TTcQiSScDOtYFEE/id8zFCY9C6KwT4HkM"
    "WYHx4X76UIZG3iLvswF0AflrNjkdyBCa3AkXVof5G/AE8qfiK2AyRe+kAl+Vm05GzAoSmATozQa4mJFwoh8EcrHFY0RNE5UYnSqf"
    "IwEkQR4/B3o/OcEseWW6jjYLIPJ2raRAI+0S7dYLjjXPaYifodMRcEnioHoSOO8UaLgQPElhy3lS6Do7o3rk8yRIaH6uqKuPxbVB"
    "5xhxJny+Q+Vv8LD4R8+LYg5Hsw5vgpUxEKqyqFSg4WvcPOXvCDB++IMXZsRmDYbyJQoxvt51UyEOFaWgcq2FfeVvLafkab+0n/5N"
    "9tujxobYQeEel/MdnMqVtkyT/6M8YYUEZxgL+DO58Nv1TahLK7VfiZSMkPqttU6iTdHlq+WZQrDvJBKmHb2v3EtSGGuRUnxwCgo3"
    "IAR7uwnwNOuT9KNIcXkdKfku2OWJ8uFBlqQ0N2sCXylsV/80cEd33n9XxWlx3PBAnjz3fCZ+fN4vsrY/PQ3mxr9qaV//8UVcfWma"
    "EWojReP5cn77H7VbufFjxEM6a7Hw6ZvRvgCdqSsIE1zqbR/3f9VKkdKdsHrTfxrkH6NQ3DtSb0R70QxzLcwyPqZLLtlVWSOjVy1t"
    "47r5nTtf53EF4xjo0MYNdDmQHBkyROktBayO9/MJ3fZ73MddJIEhlamyC5fR8xLH0wamVZUjUEwRKIFN7iq8jP/iYIM9qNrNtQYe"
    "3IloVYExjk1F9pHk1jAOqTw5VPH8moijbonodkLbCdVSHHY8HtRoyhCQTqgv1KQGPwjU40HVFnA8CSIjxDY361Y6ay5PJyrglJGx"
    "uWR42UrJg5M/8nFkb0qa13bybji9h/czTlUc59NXxcE+GV5056iwbqaXQ9kehZIT91jradjlEPQKyKYdn3B3f/kW/AZsV4Nzy3CM"
    "tC6ZPiHW1ymvFuzGvESuTbzm2qiWDPwvJ499E2+amzEDwTwII6clMJ2QJuTixt6fOXMW9WUA46c/eV3GKFnBUbYb9MOiJHB45AnF"
    "FwouGQAnZuSpD8DsvcPUb5g9wLx9kEuk/CRieNenJDvwsOCJjyKVGl1usOAkPzPcMM38iIZbNOfnOQc+l0fv0bmtcE5coDeDA0Eo"
    "OC9D+Uj7IjwOXIgNcGuLSwI/A3zlsIJ9tEA8zHrHvt6wIoEyXgA2xa1vcaU1QJ46M9gy1b4V53j2T/ZUuzWdSnFApABL6G6rXQJ+"
    "8LeBp88tQ6j4i8HYvyG5datG+kSPvDgI3kCcfVCnY9WShx63JyoG2OxTQWEyzjUf0jnapBlXgxDVmhIGS4Tgf9i3geATICIc3MwB"
    "bJliqE0NbGnoW/y+MBavCrNxgYtuIyq3zMNuxYDRdzfe3ZhfuCxEt/2vsV/7gOHBfw0v0Da7ng0DOco38IULS7j/ukf1n40Eb2NI"
    "DYDPkmTxzhN/LHatKIP2d/WfzYv2IPuO/8bqv4l95T9jO25WKkZfLrhqBta+LVKYEPAQ4v+Wu70FftwQ9Ei1pvnfcrDbe2wjaoB2"
    "Ayxj/lvtsqfww1L45j5lY2TimOALKMLePwq4jvNyN6fuAqRDrP4G3N5/8Brs74e987Bmij8d1tH+e07Vo7YfNfkelsmhelyqB908"
    "0l7uQdXDKR/BSh/BZECRkipy2w8Y7COcK1+ieZ9oeARCFf6uMTLYVbtyiYE6AymAc6wyij7BAK6r4ZIXATUdH1e7LKdW5w9o8Tyk"
    "Lio+k5bpDxnbMNoY8YXWHRjUD4uQsWGxqcR1paRYEhpwdBnwsObxmHpIzx5WTxbOyw+Dke4NJSl6LBcIbRXh/NvHcn83dbLbl8dj"
    "YYSjgB8GybesZenjbIcsDX1o9/dhr93rfGrtQzoocQhI1iRd6XDowXSNgAZxg5Nb91I+feyuuE1tEcl2HuHOTWPe42PH4XFcegZo"
    "vIixjYx4ZQkYgInJuunjab+6YePxNdSfBqSLt6dnGH2GOlcG6uLUw0wLCeC3QtgvZbAvwqGBJVPl4DSjYUUffF5OiOVCJnDD/gOz"
    "9p5da+YEiWNOlNNFoA7R03+GYELlHhJOWvrp6SPS51lahkzymUi+WKYifkp91pj7oOqwRSPp04oCI+tjcfYj5NpmRnJ/SVVYlnic"
    "CWexEPXCtIHiCVceFvmzdSba4xmv8A5r/UMr0cePNRcwlLTprdyy1yIENiJTdGnBpWMEF7EjVBZHDPXUp0Hg0soTPP0+g9beoY2f"
    "ofAFZgN8Sdv0wAP1FoCvcD/RdOL02TTaEtqWQNosZbgpSsiSBy5QIHhufgJ1i1wKQIBrkTUyVSI5xvt5ZsNIJQ6EfDj9f/qJrQ1U"
    "TQNBX9mHOX8EiaH0mdEtZEwpaLkdBV7+n6q5W2A+wQamLZUPjE4TgjIutix0RJrsn//p49ZMGVjFb+JvLok2fjTh2QHuRAkM5Uli"
    "fFwsJl0pKDsvBDTiG7nJSStzG6DHDufcbuh7HPZGNLzO2mfX4mJnsFh9aOwmXL7fan+2NCyqRm6ga94CzI/omwcD3tc8nGbTYT7/"
    "KoCaC6GRvna1Uhj7K8Bbg9ZAET46v7PHipx9diTMTGLFzP17jNFiN1GcPH2GIVKeb7zsaj/7pOtRjUMFdsmui3FdmPmgNozp5jcN"
    "5knUskMg7UFCTpa/E0LbiNit4Ql9G3AbkaqgMLe/WMO48FnawhixIYTghUWPAfCEyPipIyEJDt3QCMLxjwbYSPjKJz+68fCZ61UT"
    "H0Hx5qp/bB14S0BMJO0dn5jeeq9kCxDAjcyYGz91LDetRQOIknPEXy7sfO/uN6lrxOP96UfLTBzzD9gSHAML5V+PQbj2DIxnnjOQ"
    "1dVlRMhQz3v0DDCA8fBzhmDjdPhjIanOKSC68QFpfOskbyIEkEFreMAwPvsJSxfWK1yXeVRH/KHFXtK+vKSXSd8O0cs0azDY6PtK"
    "On2Ougda9B0NeLChRMAvkQNDi49XRdMmBHnMNxiLIwK8HVskHmXfT0L5vQD0vJRdB/AoompkaaOLD3uvymCswViswsi1EFrZLnbP"
    "gB3jy/BUQD2lEdyyzbfeP2gWbDNP6Z5dRJ99BIOFcs+ZouQ2Isy40wzl8ZkEd+wvRJsnAVsLoUUZOfFv4m3NquzfST65kJrZJYr0"
    "RSs/jcauWgt9v8vFweG0aKgKG2n+7xfhfIT223+lnzzEV0ouDtgKxBvF2xYfg32a02sqjV2LBOfxPxOoVI31OPxji/ZR/NJaFRyi"
    "a0ePooZPo2KiRcoH7yZKVLafjelzLSjhhURILurSNJeEafRHFF9f5PQ0PfhE6RpEJA53xb+fiJ6odVKggkg5hF45UTmrKiwXAfLI"
    "QAC+YQZQOrFkToGyVlXIYHFOWsiIMwHCpAvR6P3jlB3Pxnm5iZ80dReaiBp0vpl7dBZvzVueXQzmQ2AgD2xpY9kzjvgUY53xbZZ7"
    "sPnhWzvcInv8YRWOFyPQWYbjBBc0+u8fBOlsvVPaDyglj/jhqfhChXmgFCJffr5MJC0KGDAdLLqESR2I+SC0RMztf8Kn7RTRPJfm"
    "PlyAMeidhHK7Te6az0S/MXaI6vWgr7pzmaRk8NHabvisZCKceM8P0Eq3hNMHoj2lJe0uQWBiUTh951Ee5oQVz+0/n+xf5FybQUXZ"
    "QTOLnq2l6RBOrhGXxXiWIh7ZVnTUXrm7dq1yhy1wdhmC3FXwpQsJ8+D/lc42wWZQDE4F/tjIMoLAVvDp34R0GHEIWP1FVCEjNKw8"
    "9IhwvPV8lXTICXpEjahIxzy56ATOLA4IgPfzNj0BDntHeBjAi60HLig0uO170mWww7RAw3YVRZckspxu3KQjQId89VzrYHudOsye"
    "u+AoA3LOAclzOtBwCx6n2xPIW1MlcnaUgnY+N5O010lacid+hLWy2j6QYNZKkhuI+flGyoR/K6UBz6H/0VfdWLw8yVwR772p2d3Y"
    "QG6DmhcUtGhWqVBOsdzO0g+wgTaTgy6hdOzclv0m5P8mbKMaTOZ0uC8cim6hG36CcttkeBQ14s8XkCKBAHk+UfgmBPw27mDioLOW"
    "JzXW4YMLKc1o/a8hyHJBxGUhFpyW0XqHlvC2ThDWW/ryYMCi1CbCSCVMhGyZiwJQtqaSa/s8BG/NOdwazDOP6B+1MIBWimY0gFlu"
    "5TqyIlLLlnOYZDyk/svpEBMGf2zmC4hQT0oZ9fU1IK2JA/Lks+kV/tg+jCo8RW/1f7mL8XNwM1rs7Zcvt8Ggfg7bDsWbkFcyobB3"
    "AF5mP2fT1gqVjP8RvjI7tXAIT0n7/RnyzKbEl/OTeAH7wZXP6oGXk00hc28Vu9oAY6TNlnA4RYq/CkNasjzYY3Yr590mSjztaHBh"
    "Z8GiTcMXbDPGH3vQq8Vled3RaF5GfWFF/NfyPHHpKEvLKRzh8SwFkMjHGrdsbB2uO7gRjznVOZwALAy3pQLrZwEu9HOGsWrjkWMI"
    "3FyVYDsOAmQOl4RQNRIQ9l0Rx0wJeIcPis1hrbd5TIGFj56B2ztPWXuXxPa4MAOP8EAMGOWNva12WA4QaDrDkx8U5i5Vngax3odx"
    "eUF6BRUfpdCThPMYUm4XHXJ0qZFrxYvGpJRSwfsXpc6HzCoJC051VeGwlHycTAqJck5DsFAXh3aumnPn8aQiUQv3GJ8xY5nPlIOP"
    "nGV1NmGzb2pWXHXhexVo6DB/0/PkCoQn32G/ST7gYADJvCCqvS3JJtJjFz85hicC2R4MrHJDDYa9iieGdJUfHIJIT9pslIRnvsoN"
    "FSe1qfSot3ae660GsvMv9ANIrsJhat9gTp243JkkkqPGpCNJsV7FKsUIZuF0jB7VEQ8sbuqmTtSttQjGOdY0cH1aiIdWyZnAUfdE"
    "9wVqj+VdGCGNQSHsJJrlA2obj1bupuVnuWXn1xt8w/b0bODUWWb77fsTL3RlnM71qczHYQtEKow1OWoCCzfihJ+MZDeXFWAzSeCp"
    "tvOB3VjmQSgyyy1TAA+Gxa3ON5950SxJby85T5pcwC4Gdt6rHnzxJoGzajwqzomJ57hN6glqEyefBANecPBbJQvwL4QYoPgcbK5d"
    "vPl9kVP/R0hhCQTUTwdOjrh6nE+N2akOE5c0aKPqPEmLdG+K2jkvKZ9V+48m+3lsipsY/U74uLmooz8Kve51DsBnI4MTosEbN6w9"
    "KOIub7BiyUXhcDzdWdmyQkSHbZQcWkwXUagbnf2cgFR8JBLnTwL6JE078wd/0cobCwJYMhoFZhKnoGhH8r0Bc7SeRZM79jCpDqQV"
    "YwDK5R3j5kuPs86BYT/23aYGDfJ96RXW/9L6lDCjSP/g5kSHxBCNzlHtMaHgMNi0B66ucd2HyUZmS+wxCVlQM+SoyU1uhDtCHOeg"
    "eQka+gpnRvjOvkfCrYGToqyaiEUYLMv84wD5UJK4IiXDclIXuKwqXDWUSQcG0NxnzwTIKGxg4rRq1PAjxk8Ge9OLseknWSgCWPkA"
    "fw6aWTnnOsUyAFFGqXVawMG4h8DC2vA2VYVle3LEa5swpleKeQxNcdYoELZyd43umZA4z2PepQ/cbuEKjrAndO0yHtMcA4nL3pGk"
    "akyorYT/gD/zlZXHWA446OtBx/Kd0UxYwWh5Fsh/St44DOC0MnBpFx1KKMxSZ5c3KcJbsDDwCMN3i68e+0jJsU/5NoteD1zgT+3r"
    "7LNsRTDd/1aT8amDtfGBbC5C5xIBwmuHQV0lJ6o0Cj5BF7VOqFNKcCx0fSWDTkZvwCtGXMYn4ZxLfMAw4XW4c67hSI77nknnYZFY"
    "ThiwI1YIo/HTNcIkA+NysB3m4l8+rAz2xnVh3ueBATLRCLIVCWJnMg2CO0PFr4gb/Ytjk87Y1VGBm25Fax30xkMvtKLbwWY5ULOB"
    "ZgSVH8i4nfDeWB0N+H8y1v3GNjyklkFW0FDxJufgHNCd/GdyWLmMPDLmZxDa0glpW/9EffmHLatbvO7Fh770zJee+YCQZHoAMobH"
    "otE+a2xxSZIWgBZDOEJ6tPLTXgXk4XbVcS4t4P2EIRqexsjJ+MJV89+cS22td/qsSPth7dfSpn/YL0xTfR7HGIdMhYV98OOnVtap"
    "o34SE+BhCeacTMKUtaRiUJtOqUpYEHzQPv6NRcfUWqlNHQYIhG5POU1YYU3Q9pgmKv9MkzUKWLy5v6pp5mJjnnE9rdjRtDA0LJ1k"
    "EACogKMD8RgOdCNFTV0JRN3xEzUhwgnULTnIUR/OpUNlGx5nAx7Ov0BNovrwFVUiIf4XjY2FkO8AOBInRZToEre6BNC9T3UZyAaD"
    "TuCS/nRRVZxvU8IpI2kvQB2Gq8mexKg+8a+2eGzf7dhnPP/ZJdQlEsbbZWlAwCqonDKdcHLyJEQFQpFRMsFTqzErNX4ZLASaH5Kd"
    "f7vtcH/N0LoUYMJsHe2iIL1/EU5GSQlrW33YJZeIXIB+UDC/2Yw85xpw+scnOu3pqA61cdjHgQJJBQZRtauWOZGjiMDlgOdCITiH"
    "x6F3fviR21XoDn6YrpRIcBEk/V28LMvKFgynuh/nXyjRRxuCOlbiA/loNZEpjrgOcDCFU6ZM8LE00D8//XxizlIJdfuHs5V/1KgY"
    "HUDLumdA44COooOXYDei/Wc6tp+KNohUP3rjk3hdT9inlUDpu03o+Z8tnDVVxYhf+Q6XorOhEKy11ShC0XDSOHjJSWs2Sli25rrL"
    "BpXYMxGm/OWxBk4N3DhWUR2xGwc5do4gBw9jLTbMRPvcGwpRruJDnjGIoInhXfDQhrCDGss5US79OYEuPU/E5hJ/OX2mAQ61YcC5"
    "k/r8iOMEZjz82nfh8nNafIxCxGkAzWru8fHO4itW6ySIp8+P/r16F5mR9WVuKbt0oB4uofScSTyVzQWOQTNW8AceQnyf4UzY2/VE"
    "0Ce9pKzC7rYCNS6DrAwaKid4PHMjFV+TFED0R+VdhvxcKD7xUw6NUc+eQceQ1uYGDCTqvr/0NjZZbtw/kgEDLs6JtTywAPVTxxrm"
    "iGz9CvNsCzspcAAabJU21LhdtonYIzFsExqyYCMcVg+QIayJJwhCx2iCJNlYoj+WnT/fpxVOf84d98lQ+6ufqDslMAj0Cgu/D3YR"
    "EN+QsAPUR1xDiT0PTulpN9hr9+hnuz0MbJPl8AAOOeFhDAdZnzyd00mAzu8F/x5djgS4j6EvcaFwhRaOVkNTkSncpi6O+j1BeoYl"
    "Oi/TEEk41ysAChIFDzEmO4pqJmgZrj9zTJKP/T6cBrl3Dhs4ve5ptX7MZO6OzX50bYSFKoKhVR7RCOlweLKZzkK44kdQ/1h06+Hd"
    "343rpcHH0AnWcN+0B7UoFC38+KPpLbpzd28s1980BLHojzXGuW6g4FC3+yvDXFgHIqWWwDRTzD7jzS4G9JXV7Ie8E1rWQQAfbGFt"
    "Xe5Wv6G1KZyOIQTK53eoruHlna1tME5RWBdRLQdMH9gzsEd9s8buyDMQnXAVgB8sdeJ0Jm0DypUBqAbor14KeuXTIXwR7TbmXDDS"
    "ndUIPOo/vt8Cr2VXvJxCJT6D0J8KcqcxMZoYQuMZAPx7zeDh9sQ4EbUso43nRW0u7w88VhX8oq2fZGMKmOUMkdqs5TRiWTHVsN1p"
    "bnIKHQcHD0j/QRn4nmd+H+XdqlGCXkaEozx08J23Ew1S6YRyywmcGgBzsU3LhXo1ny894i/SLJrZhtSamBXLKNhj7isvvuUEpGOo"
    "PqLjZRjSKgr2WHbNb4QLgsTgNNabG/vjj0VISHDqADYE5w3NPHTAI0le4IAYyzmuOCyBfOSsE4Zmy/JltBXazGO2XPgwtxU1cHkg"
    "+XkqvZUDTggVFd6X8CIgkrgJxFRibAoR1phA/1KAUt7iXhNxTLA69kN4cHlEVo8wXhBKC9w718NV5QrSvqxL8TwNegBPr0cfWE20"
    "XcbRhil3TPOLgr5Lmn3PnkFMbmRXvgk+1QRZJ5L7F4Pwg2bSLbrDhr2ul788orlsbjyI58/RewlymgbLA+TTmFQU2k9KeA5C8THW"
    "x5a9P++1FhzvSwdbhGB2ovO2Y5ZKa8ft6IJc5CoK+G4tMI76nqn5PLdWanZTJ9+dcyc/MzN+zcYAu5pzj/dD22nG6Q2zzp6ced7k"
    "DJEyW1Y/0Jv8DP0/BBA0W9X1aP+Qtbjns7mn2q6icN8vTIjafY/Xwmj9xni4MFJrArgjMzsPnfCY41N/bHzfkzn5qbIXaUH0vj0w"
    "2z/hnBtgcLKAC4/mRMl6ZUlh/rcwbVcbfvqXis/8URZ8g4XiWLJ5dGHtHD7hrB405x3AAvQXZtQVfE6KwVa41yXvjy0pZm4kIS9X"
    "A6xwbjZOWHuzYe424rI33taKigIzHbLO9IBmIQZNhDha5+45Ik5Luvl+ud2NR5ttcB8Q2fspnGVovO882PNtKTTTbpOhD6UorOGF"
    "a2Tg4iGCOBg41gwgHO1LU6xzp/NombWMsG1gY9wy7GYGGHaX0OQ0SI6/DIgD2wFzY8rWZRMQ2OzUhZMxnlTD3Xbr6gLQfRDnAY6I"
    "r6OIaGgxyG/lPrnnDCEd3KACFm9Fi3t4nBcYvsx8r59RyubLzeOtDY1LEHibDLsAxAmj8wLGgs/epiofhOiH6Sqqn6zOsEB2CPVj"
    "w7NVxsI84FnwAbGiSy04hguHwhjERB2PGEAixPCuDO9YaSnin7B8RXQ6gPL+sNhQgznQSmGF6m5PXzjzKqZ2Xi2jPA2dIYXwqpJ1"
    "t89BC7XZmK+WmuKMCYanbkJVOKsTVugOxg3Pzv3PSYqPf/vO6oNGUqxtDjr2BNcBmXfkIdqZxfYUdDIUu+cfB6YgoCyidMVD4o47"
    "popbzj6sHBNn12WOw1E+E9ajOIBBtFANCNSWGsdypDDCwKLFb7XlTfG0a/9DDy1hTVokqVufbnQBOu8JSK4ag8U8plrqp6iCwJdH"
    "Q7bVmT2jFbsmQH0LvaC4+91Kp6H7/rIQVks+PKn4DxyzCzg3pkUIhUvCOmbzs+CCuBUlxANnBO3cMys2k0+QzYz28F80nG9D0tb7"
    "f2OzObLVMPA2ekj5iQkXplz0TMyy4cYSB/lAmYYxtoDjZB+P0QxtFfxGmFld6zTPfEbbjDH32UoADUAyBoNIB1e3PHQe6bxAJGzE"
    "rQqjLDAxuK+zHvjswTM+rwA1gDKq7wHgzDUHN1tTBXw8pwC/vXSK3O4PDfSOjQ512wCjeUgUjEBDaWws2AXLH4vwAIwHz2lkUGeu"
    "xxB7h8UY52hLNj/TnYudJ1h2C4KHfC9Htcie2Yb+jqrVSzPYZdNYtVz+q9xxpyKKrU8wVXFYBPRg7MLYcBl4otAHFoKKD+InjSOD"
    "4D7izgBsxXoEHO7qIs6AvbvFpv/SWs6tAhdkGLPGYo+yDF95AadLF2s34drWYyzQh3y4jp96EXFdOAkPEjdtAkFrh1IhZ6wgZsew"
    "dCIfB2nkhyozoUJqINzkKrKvuQ64JItarrDWsinFxhUr1rG+bNDgx+I0PKJg4WaXxohU6dS7RXLo5cNQKjY2lrCKwvrFke8zIp2M"
    "8TFv+DuNCvJLGESFzxon0KlCQ3Ov5cs6ipPyEuZRUzatWAorqd1dKjqtUKZyAXORQJ2dksD5eynMns7bQybkKhzLaQjlsrigLOHQ"
    "NhPW7SjSMV7HNo/TsBzGXrOjvgXK7TUn6XiOtG5FKe7TqjuM/0eAlott1WUyPtEmBOnz+MCGCpmzjrIrkmHqK6gyJl9gcAQ2yC4c"
    "W2wR1rrQvphnRhvrZo6Tlb0fSolFQ8BsPG9hfVp9WKK+LzDjLElpa0tcDEBJyHN/QdSZU9+E8tZosdWyXHA1xlHdmhOqZfF44rAv"
    "xbQIV99QwSldZ5AApZkbIStVOHSlog6VSpvuP2AdAnewQYX3xXpvPgMGulhYlluMQh+wEb2slqXVMrjSxBARl4ynQv8CL+8I/PxT"
    "wfMPNwWTsGzfK/RPwxgFxKhmTWaQbogK1Jk3p5yalSlIt3WH5rhjFPsILsqbOJJiTUGKv5fKAwRGRfDI6U+0RfEiD/aKJKsAzMHN"
    "YigZIJ4i+nzttHqkd8FOj4CXQroPV73cdw5PUBmwCXIh8GMDGp9B2bfHScDumfGlaoYiWRVFINd2nIu14JQhtQZ066QNFezL0Q0R"
    "ZhS6I0rQ1DrBrLSIUZUcnnstiizIhVEGuur0apSh/CflP/+TB/sta3yCHs4B1v68NdgdV0Hy1NU4EWXZbrhcjoCzViuNXh7xFgHy"
    "mFCHCXCQMT5s9PCjKK/GIcKySx7pFsuOu4dmwwNHa7zMAmdoC+UeDJMiujVYdluvIji9iRLjQT2pIB468BluuzlTHOHqEvr0wKS8"
    "DugKdxSfKneO8SyLSj4hGOZdO8N08I0BsrY2YLmefw/YPw8EOREkCGsRb5raSnd+X6NDcWRWwP3Og+4DteV2BrcA1aM+jn12LFeP"
    "UAg/Ch3dEzzJbuSVCedslvHEmgkUDIPD55jmixi3Tfxc0ziGruh7RR7HJ5FAh4S2yl04dFmg1uiAS1QDTdXJhDxh7bt6/Fbs3JUc"
    "TVHW6jA874f/qQzUkntlvjQfaOAQa/85Gf4z40rV6kLgNctyV7d7s+GfPrgkzPeoj7gOoAsgEej9+FmHswIijkNfmy6LsirXsI74"
    "MwHZYATmQVAm3xS445ETRB2ApS8ocKnDIxtIYyETYndYPfMWFtyh8Oz6aKVdG9S3Pjvb6h980ycM2tM1YGOAJDxr7hqCQ6uwxmHO"
    "hB58NwD9cWuq3F6zvvkJeYVm3I/ZyDgZ94xpoySjPFcDlp7ppGmhFOiQpkonATO0uVd7lcK0AiBMj2sZ0gOmiGTb6zCN+R1xl/bu"
    "O1tRvbKuCYLhG2Z9+cD7Uq9QSkgEO49KEsbBW0HYqujkiL1k+Ua6dfV4fAtqh7WZPRXHPm8CvR04xEftCBMznAims0ZS8pXvig1u"
    "4L3u64UpF1YGOgqQMB2icSMOAUc0APhoTMDraVESnmw4WiHAbhSUpdRVYDADD+IqV/qcr7Lv+bU5WI6HcnR4VvD1b64EPXbxVLXa"
    "2LlaS7Xlpl31BVXWDhbhVe1gj7IYx7uiViG7X7uLXVdcdms3GdPK8OMwFpuxVrjagQCNQf1llkMauwg2NuFuj85ylCSgnkfBVC0M"
    "Xzp+GJDF/4+1N42WZbnKxPJJQoISqJkHIUQLJMT4DEISNGKQF5IBGxqaxmD3wpTrVGbVyXuqKvPmUOfUxZ1meXlhm+WGbjc/6IXd"
    "EyxsLwzdpk0zqN0ysxoBGhDWjJ6epCe9+d1377vzOen9fd+OyDznDrjf0r2n9t4RkRkZGRnDjh079i6w/c4OweNh+Ebx4IQrLAfM"
    "8SPqMI/IeFqYCqG0CTGz5+wuKNuFH9gFKavroCBzdUyDCE6jbmxUn5W8Pi9SRwzalV4eqs4WmxEZVEmGGE0XQ9jTmkbPgPXJnHVR"
    "YTsx4MwLE+h0CMRrmFOtx9fkukqogSPamv6UUiEja/swVh9Wzct6jlFt6ZY0A+Enpcr9adgcK/ehlkcYusm+tZT9fKJTfxPZ5TRI"
    "XyulNZJ9e9b+rqb0C4RdY1fb8IhvRKRltPq6InzvxELcE+WAkmd4cUDyXmWeIyfLM9/EsZttBsfHcX2JXzaJVtsDMZz6USP16JpU"
    "BYiM+cPABSijxXbFOYw556AZIM2SoOgRNFrLgyV+UwIuvIyw+w4sIzJcw2F4o4yHNUgg1ZVARO/FIYLUjmBJPScj6ReANkpLqEYA"
    "jLySTnznccgJnd4esbbaD0pCRrWTEpUG6XyJ1hz0f43A2UgaGRQX62JxYUTyGDQQhjfYogPgJygIitVEJzbQ8ozQGUF6IQobLoyu"
    "4pBrodxv1S3guKZbI0v8xubGEcYYwMXnApuEJNWKCjgmZD8Ci0/NBU/ggF/wN8XBgXDIKxLkR0MATdbJELnNSBzRCbNsJliYgtJA"
    "oFLQYQ3Aadl5ZiI2wrCfqxxZuFAK+RQ+0CnkY69dRv/EGFdTW4TuI5Jn43C64tSA6253Ipdbui5fWYYL0JXKFX7WbmQSp7TSoJfx"
    "oCoVqafzPQZHJnpCF7PYw5m1UKojQDq0CiYjLEAzeCBsXOJbGcXOSsxqrnSlGArhISZckbsdbKcLFhDr0YB1i6gpnTYNQR0eHMfE"
    "HQqP8sc4KQ7LgvbuMHRHQWjl5XQTn9yhoNVfZ4tcWDoJnovH6+bTZwdCCiVgQ8g9yIcwT6zA0J57shWbMb0tXYZHjZ56Ke6cyNtv"
    "S6f0Ec3eN7XPpotT11FMrGzOptNCgp+9MSYipuvk4VDHjIRcLiw9Rmy3p2rcUyCrAuVtZoHRVztq4bj3LOQcVd0VkpHPUbI+vJgg"
    "Yc90Tf2aFZtwOQmuKR1zZ50mztNTUdsYku6/LHuejcSVI52CkOoHKjXyKC7k7mWKY1kkZSxmCPuFlN3VeaO3q907iTNLjGiEhbA1"
    "pmfVPOYwkZ44Yau3lugVVsmpTBcIyN1iQFk4OR3OFkS9qSE1jOBVxirbhkWXkbQdEAi+XL6eVRHz2CGfpGBQcUbYx9tAMZJvA2Vx"
    "7pGJHDW+wa7X5LSRL4b0HF/TVZrH6EeF0B5yIQvkLhJh+5H9Pw4b6Js4NwW05TRQoTjFHoG2jDQMhdDO6ZUI3mGdYx2wrnUo4yzc"
    "L2dTYMmJVXa0jsnQftR4IPsMtKYFVzK6U2QwMXfHtGFcG7sLCaEzriBORQ9BCbtDaHRs5XRUNYR1ijPb0AP3EB9kMiEcrKBEG9Mw"
    "9R0Crv8XgtGq1KKhTYTZqP7qUKmgzpQeBttPP3aob1YG/VGPI/Y1Iw4Rm1GE++c5XWGjkhTxbc+8nC1gD2AAtMrOZXFWxEa0wXS6"
    "hb4uKKjUOU4DUQWidsKfB/dJAauTFgv5GJqxvBTdBc1gumeILZlRezttuU/uZKYtxmn/H3ZIzygZh6C27rGdH2JGUsQQFeaLcT5x"
    "hlAQ+uyBdlWAUZC8Ogf8EDV+ogtLFEoDER8fkrziqDvlWLIv0WvdQXJ0aT2JbmsD4annCDJ9Bm5O52kgi8qH1kI71VC1IMia/axV"
    "WDxVIYbolEmBUes5ZVDAw3pMcGUcyGCsycM4hRNpOBU5CqHgpXUy1iQWx3wmYpy/y1hPax/vtdDzOxsbRMtBv8Twhk/jBywDD1GU"
    "qnFDGkyhne1NFCTjmsxZS6ecA1bQ231TCM6LVSRqUc1R4wRE89jtmnpn2+r4HimtlbQVFnA6iWfnAjGFc0ZYsVb7Z1zYSx420pxy"
    "Ah3S28vRTnAa/AajCUOyV1u91GjEEzQF2KXPg660Ba2BoiW5rVywbWThhhi6boxBGu+HnlPJDQw/PMfP0BzhR50RwzPGnMsb3zi0"
    "O2AXcD5x84ABoyagVAXgNF8IujVlW5XQTitbXu8XW9m2ls2h0YeW65FNZ/bqOwkiaCLJAvF0hdEVjkooGi4XymADoNxJIbvc8SCh"
    "bwGXOyrFlrsU7nnmkdDh5ZKnHwxuYf/KgKbH3eh5S+jZoensNLjvoop1oMPjGYDDSzbV3W1qyBYFRZhy59opkOIOoS0HgrvF+TH+"
    "clcWsGsBIjACO6sQa+jUp+IBNchRY/ypmJpVa1BHc6KOFdJoJVloGjAYFlGwM+4kbaNkIcgqBaEhzJ0EOZ5GgmtGLvpjFF263SEe"
    "3oLvEK0DKjFU1lP4GbbW3UAKVx1wgRPSpS4RONTdEX55PTnvvhKM2AsERq3zHpjZXzM5n1YQJZ/P1u3kvOzwns+LfG9vvZicP7C/"
    "LX5+y8G2mpzfNICFPaCcwFbLeftr4c57orOJhEHkoYB/UAVcsMJA2HgdB07dGuIkz2e1n4oPp1E9MosEZSlSXgpR6UBZh4uBShTf"
    "ojoQpNUmUTx7ZCRuQF5afMuaI+Ewa3BqUmlE8Drd1brrRFm1EVIyhgxb/czx6DzDY3MBXFzYIAeIa3Fu9fzh+Uk1m2D8wgIcBEAK"
    "HXWY/coJjyZjY2Jhpa64s3b+RsbCjNwaWOJnY6BBbDTZAohghRjMzHIwLnfIOLOPM0y3OR1XRL4YmUaaBvdNSqMDA5t9fV+RkZ6G"
    "29f4zagyZS10Qv0BgGLtaDp2Hxuior0ojxjtvHrMsMoOMdx4dpGBR9UZi4INacqXAKaELD7Ud23oA2MAw4CTijIvev+j7j+t7hvA"
    "rnrIt4H7p2p2iJ/WzCAkNQHlqxWQ1t+oTAo6buYj4FJZia1x3sF+p90BhqEcCacCp63PQFkQ62hIWUapEo0Mh4+QpAEflBuPohnF"
    "TU11+WCVOHzCHRwDVPSDcHpP3uJo1s/xEInltR8it6CoLbRTYihMMtXepJrbn81L8JDWAPLTp2gi6cj4eJVi58tqJ72wHVo/AlFl"
    "AR8tkx8SYnRCchViHPBVMg9wsT8VHXThKinBC03nJHLaUa/cSQPwmg9JrRmkWNGA3glq7zpkB5kT4lcEUxyfWrkCDAWQvEnHvUFw"
    "HAlE0zDjUqWtvM1mM2yPCHlpRA3VEWOCN+Yhxpc6ZyOCS+0h3jlfRQC74edI6dlkUSqo3+MpNBo/CcLUiq8+RzsHziAQccwhXNoU"
    "02EJXcfrXNvQQ2kgKif07LleDYj1OF/N8jVwsaQhqModj6XKQFrtpKz0K6fojQ9UlTrKIlE5wWIV/nhg6iQ47ZfDFDAI8aWBYBqP"
    "HVRZ0J8nxZktUt5nFFQtiQpS7SFGb7olCGfJSXNvO3JCioNSMQlyYiKhPR4IvtgWJ1Mmeo90Nleh030YZgIhBYZAKDGvBbUzXKEP"
    "TPxwnFDq2BY/IirHtbA+YFjFg9qAnTUKlqONosVmaEDbz8cCCLQFM7VDp9KBDPUYXRRjQtjotpVeg5gJGAmB6T+PmFkt6T4MxcN5"
    "ZcJMg76RR4Ijl2k4w8NX8KM8gbijJd2QqAeR9EfR+FAz5MTGtOT+P7z+uBfGKVWRJU9hHi5YAVWw++JNVt7wpLFcGx/qAbYsEWxG"
    "q9mR4HSLfqNtOcfTQbXKY9JAKGar77XS4ym1FuJ7BmnVcDo3Uj5DjoPbUbDi1MsDh45kwdPp6G7wTDi4IXMzNHt/RXp4hA6DOh00"
    "cBVMaXRqE6oaUaw1EGHBHRoc4qI9cgS3mSPd6iPWRpUDlDrOIhFS4qUXthA/D+Q0ej7ENgCE8ewjJXxECYnx2oRQELMryCeB0ANA"
    "1cSuXTKQ4xux6Zs64TdiO1doiKjrNSlbIgZcB4IfsmTdlQWBZA+kKKIAxc/A/U7tAI4cuxlfUmI1p/Q53d6q3uWf0gkvDalN8CKm"
    "CJalcBis/ozs/dzB0g/2MQi0RcFtDUEf50ZiSI2p5yGjErLp0z2fMBypoLo37HUjllvNwZn82Qj6BLot0o+mIl6KVaDsoZJicQPb"
    "YlQe5un1LBFbUGJXOknfJB2C0jsJYVevPB0Up30qargjyMFC2MfQITANDI2ixgXM0oE6UzJ9ZBdGu154wGkg1vpikY5XgtASha4j"
    "bIzmaCy1V626Mu/DQGwGIoL6UFAnwcYW42PNIG/5lHacOqEi1xmOuU/8lFnAkuyFo2dOhBsaQX/nen/GGqrztOWMVW90Bc4eTzjH"
    "tN4aOd0EfHo7JUQO7ubOpKSROOVJJEaOQl4u6YkHwliW/Vnr39CjaNSalamIeEnoo8NUU5cEs8NNwMrIBoCI/bm+eHLC1lWrIRQz"
    "ZkgZE/I9uYHoWNmD8mybmcYLEeRh62bRrrhF5WagAta9Ve5zRKhHblHlVSBRZT7iMTw4PfGIc2LpaxpwWTrFMrR+1zqbwiCQT7MM"
    "k+EbLFAhesuzChWbRcMtUSoyWUAL0Cz41UEm+ChNwFI1qENQzSiQUZ7gJnqF2cJEpIFS6cW90MbqRk/wmYLv1LTVxpGMq2thpwg/"
    "9OmG1ddeaqQEHw4xWIfMpDsfnZmGWJfLz+qRrN+TpDY/DsSkw/0slG4+PF1v2FbOyYDCHS3bX6sGBiYGMqtMGK8EzxlEzu7zGH9l"
    "TO3S3sMaE8ZfTRY+iGvlrV1kMQLcAK7AwtmgxK97oMNmwDbnHuD4cWXDAdQW/EMFjyDVaupyOd8Zg+AeIAWAu7aNx1tGaxlb8m0X"
    "CyM4hHDFOkiGTqkdV2s5ko4Ez3pbQJGQrGLmLGCk35Z69PxnOKxdCgc0EhmWoeT+eU7Y4JpAB+FIbYm4iW5EddtpT40EUOsC4KIe"
    "a6PG3gOnlXjQE0BCR1AL3ITRFfbT3OiWaFs+wB1TqmAczkeBU9c3+zBuSpLGW+jxpUVBakQ3UBMYnHJLH45wGirID1y4STA2bcF0"
    "4l41hfS5vN0oxq0vKBT5GIY8VggqhcJ8znDeAnYNq+C/3AjjfNJg+bcqrebwYcudXXS+tLJa5hxlLbLmz5b1aOfwk8FmZcR+uxSh"
    "U7FQj0fXwLdoaMW/aow1avfs4dCbrGi/APuikPqPjlsxWC9zEpip1ZfaYKGJFI5O0Z8AQzK4ILLeTelYBSHsAQCncTisomoe4oMk"
    "aXD2oViI4rXdMgrHXCVLGoJHwjCFGMofXGGAjocQPAAhOskynJFESDYqQPGkIYiggQYa32pUP8NZ8/HrjC+QWk8QyiFmoZy4+zy8"
    "HP14BAIHbt0GmO/PIUWD6ukqx/ppFY7EMadZ7pJNPY+ZctcL5zYlRnEiDjWycOjnOid+4j7g4WszRCtTcafYYsMZLSNLNCmRWtX5"
    "AUpnDUIoHo47daDytsOUHnHoXlgtGGsRTbolNzU/ICPpwQyWf9wRJ2Ls5W3k2hqySeHwwGhr+bsLNt/U7jnFxoh6Nq9ghTGbsHcA"
    "TKkuCkpcv0o4hOsxPWV5GLGbsOMCwDkKblnjhyh8IUcyFQbni5Gv9gSXASqUBuzLmeB/PPgodD44GEQIaoeRiOLJUQS4Tw7jMc7Z"
    "6+F+sTnSK9KeXEyJXeisimMMU9YfQjERdblJ9wq8wybX9lGgKlEuxbUA3qjJa1rCFIVq3WYEviJnixsMgJJyZpC0ze9hvy/2F50s"
    "Y3o6ke86g6qwQ/vhKeSaakwLtbWN+WyxKFacHDDzzASridYcYWaiOjyARgxQ7Eck/IJGIqh6DqXjvIhETQo37TNZo0kkvO/F4LzY"
    "uDkBdzQaU3CkLKqgib+yGWFId34yGswYKO0pOTM6xLrh6qDoNCTgTPmZa+lt/bQNj0EsOgyRI1KKpz6ND9HZiOZkG75pjA1t/kzE"
    "yOo1bIbflj4q0BSa+9PKdSNG0SVv3UxOj+njSyjEjY6CRvE+srEFZ9Vt+TTlEDj7AqP8pZk66A+SRIslQkpe4hPakAJp6EQqFzzf"
    "LYhLCmaOSq287VTuZceoLKPVUtLwDy5kQWsP9LFXp9YD0wJEaQ9Oj1YEMqI4DRa2jOH2tbUQmhMJFtrWb1L7dQS1lWCDv4aUvnHE"
    "IAHH+zqorNWQvEMDsmbGeFh22tOIRpkManfoBFmmB2comrE8AIxGpktJD4ygjMLxzB+5lLACxNIqjRaaHPERIJS5224KBO5ZLQjk"
    "0JeUdqLSFosIW/6gKyM6ilBrlm5tS0R+NA7OBsK2woi2e+Y284VyWrxPQiDd2C/pIGFCgPsKtYSeQuEWvcMmbWgIplZNbHRAKBA6"
    "NRNCI+/feFI5CQe+JrD2CFcaKv15tyAS5gbpO8X4mmSuK1f8IufdlINRMJJE5zvBQUwkQu4K5CM63uweZUTxOIQNjgPKL5DbiQGv"
    "SYX4cZ2sI6laqnSeopZyAgbciQy7KLetw8hoKiRHlKLDSoAhbAliVRTCqaORjvTEOcaxErjTmqxFy5GoB0b3SaQuenSvsNqVTJY3"
    "uT/EArO5dnk86BerArZiFuosBmggIQaiBYYY5Rw0git2cB1pczyNxH62SmMgH0i1DNFaYXkI5UJ+zdBHmrGTJQtqaIAEVh7TLQoj"
    "d5M3/GDs3o33YmJFKLEtBWuhhqeJanxXVjWM4GMkMqa9XtpMp12lernCb3pudkTsFhWMnOEpRNOA6UGGRmYOLS9M1fRXOQ/pOPaw"
    "XFaZPF8MboxCuq9BT4Wm+LiK8FNSIQh9ghwLSsiufb8XM7ynh+9k4f0ZfrZkl5iTsJ7IUhbhtE1r568QBDtjc4d6nx8acBw+2b7v"
    "5JFQXor1S2HqK68C6UtgD0GXMPDFkRhb9hkiR7LwGLcVqYeGMpSC8GTGxsaASzxqa4p4dxjfINRNuQ1I+/yNTBFpJW1Q+hs2h7IO"
    "Cu5H0taagRYte784JAhitSDVv0Oczoy4yhXTxUQUfGBxqPLgiD4gsrDRHY12H1O8gVRprbdt43qgVwqwB/0eEHNwq8I+quQZ2kpu"
    "00S+nO3hNfIlxW7EG4ZzIap4Oo6GGCwMliRfQv9baJwWgyoSwy1MPIpGOyBRE3uQNvD1TE4I+VKH5Y2g/pZhm6C3wBCzGF5prgBu"
    "iKoCqCWgqgNEQDU+Zr7GQ9Y5Gfd8zRguxYioutmy8TJMubCRzQFg6yao6lyPo5FMoel4WGdMowu5hcwxI2euTRvyuJARyD2oyIao"
    "WBBZndhTD/KSIIoOZtW6DVHGaOeD1zPGDRIVHtJEHPRXiPkRDmylX9nzD3b4Ua7ATniww25GbSVZweo04Yi7ZZCDNN4ZIea24hgM"
    "qHP+RkKCClcHiEdXwNlS9DZaCIRh/Umwrk8CFQZvrPWqxbcEDMaiGIDSvd1tSespfmIv2DDWHK7WM9X6miMRLD6qbtdL/Oz6ci45"
    "NkKw+DMNXUDz5DrHD2+1ttdeH1nj3MBnAByXT4L38khMF4eRttexdlbQyBpszxIEs6ETt0YrhOOtpxOifv/pIMzsKCakBGZAAYy3"
    "Q0YLAXGUqAwEgnXiqFGFWPiScjz1BauF6E8r7lsFAk/G/lWY3gp8SwPQp695mIDfvqCtVaGRdqBHjEdlxYy0A21lhqGe9a/dK9+o"
    "oqaB02kxb50fVwRlmk7zWLbo6OMkbGLVBeyD1/b1aIGbsLaVf3OYYWvjTK+BUQ6AA8GpNHxBE1aMx66CEGSSNlhzHoCRBXx77pYR"
    "Rj05hShpC5toxKw5EEFCSIcHw5KZUhOt/BAnfg+U9OrZLSwoZ2H+KsKLfB4Jrw+F+GhQu4BVCK62DPK8c6SgpDKiqTFXjpxbW8S9"
    "0zHzjNMhHLwtU48M+sin0lZLyC0w645j4+FY9eVR0h3ySGXfTxadNRyMU6uZdZNTx23vkM6jy25+6PbUkc+juyW6EvRd031f6g7p"
    "Mu12h4KzPU7pmg28QvikZ9Lv9tpKZXWlWjvdKb0u4dEe2zlY84/Ss9mSMsny4FS0fMOcjTnj5WWcTDvScJw7m3NivC0Jh2lhGx3i"
    "8PJe6fUMc8Jt6Wu584U+w50Sj6Z7CxsOKEi/czq2Unlc/k7p+eZu97dr/35xaDmdqPNj41hO2amtllelRP7jRAn44c1jHNtSNcz1"
    "znS4HOnZnA1RfR1K+JBzTqH7syRXPYocj8zBWkoNLfvGKfANgLUQ1x8FS44+6e/N4yAw+SMZEJPtOeftj1YdhKiyXduKPENjrPaw"
    "DKjm+MksmBEuza7mkqWk+Vott6oLtPQZzmxqP5n63DXmDOxP1ViIW3YYmbGAqfetWOBfatg1ms65Fc0A3G9IRukhTSQ1Vmq7s/Q0"
    "muKxSFzMfuZDqktQ6lUg1hP6D59KAkfSV/6kfSFEF+PTvel8CnMcHqSaS803wCvYW7nlM7vJz/w6FYQVHuJXaiR/UEdN88WircM1"
    "xlaPw+BLmrgzotOX2m0a7ahRuKnocORF58jvFDcdZVIDqSQ8qAXJVjpbkVUgWaWRcL+3PNob49oS5r6rGLEs20Ed5U6RalLNjLdU"
    "8qcIyljuhg9FA+HhzZFuhkcMFt1jhHPtccdOCTosR76VYbkccdr4krqJgaJ00jcRFSgWU+pZKOTL9NPPCIwdA76xF/g7mgD2tCwN"
    "eOZPDSneEtjQiaBUJZI7bqRalo93NrDhVRVHolf6ujzESUf13loBnZsHKTkp9UEm7p6XiDYfh+0Udwh796SpBoqQrsxccdU5Hh1v"
    "EZIJQdFO4roU1p4NWQckYgBMlq1/weo2qa+hvTrhA5eHeOnUyXf5QFLcxYq0wGIjHLcHEJClKCfL4agrY6i+pg00qcojls2FY3zD"
    "xXJTzPdntWqMzYSmVHl+wGloNA9kcMc4jqobfpmCHqlOX6AzeZH2ywZlGwYPqT8PkutAYL9JciK3qhMnampXydWejhfxXOgetCEo"
    "uj+bAj8rXIycTYjq6eMU38b2z0AFrtrduMkOMZREoIq9Ydncga/7Mj5jOCmEo4K4h/kVRMXlqzvz8s3pU769QigqtJ0Jhy1RiOBX"
    "bRrSs/CULBTkTLn0Tk75cc50iImCekZwziWl0mUK0loJCE03VHQjUjF44De2AiDu0w1BcJdOIFMP6J5ScIrV3AHluDyohki0yar0"
    "IaRq9cwWBrVm8mEZgtlApaPqPB0TzeINKZ4Q41Gido/AhlpbYe2zVlvOXW2qEQhuwYCwqdHsMOfgFrsDvpkM47AJJV2tzLgbpvyX"
    "KBIcTkWxnox0px1G+ukcUPQzATVeD3DcjmQWA+EabZ5pVraQdiFECkmsagTPJExowZ5lIQ4Un0K8gMgqktiBgHe7uk2tEtrFhKfr"
    "57kewoP2dbvEpNgul2xXwsyXFGe9SOIxeSgu+TVIVNo1zavUYK/akjVRQqQPVeeB9H1a+fUKmA9yaopzaHUIi5Csg02mBT/bCPN7"
    "ESODrY0KWCpu7cMcTuAZzH6D91aGpLIo3UIdALTYDcFqthcNRlu4JID2zDrQ0JyLARcPGCkpw6F3UcjYDFIMdkiBsI32qHsifHoS"
    "bD5HduVubl9qt94rAqqByXbs1nRhYBjXYdCDPg9P0ovyA3gI7FcFj00NNJ/gIRxFAO1xKUFF0cxuE2bOnTEOR0RWzLyOlHKFblw+"
    "Hygpflp7xI8HxoEbopTTmDdVnaIZizgV48OSAgsMP5Ws7HiUpBei3eaEQv4Qo1LHMFjoJJ+7negwxcTa6N5OEPq/JNariZpuA/3Y"
    "+QRDUoOT6bAAAUBrPQ2keAAbQqTSrqorZwppf9JpX1J7yPWLFMLd5NmsdW/zmfx0L6CkoC0UnsAEGJ0ZVThPHUMeS0qG2Un6WWXS"
    "daZ0BWMoa8L+YTNrK6uBPfuzvPcK/Hy6jw/FojDIYiaNVc18Gi0tGD0YQWxsRbNXFFbhUcUKzk3tR7clOGNitNiBJrW1Ft4Hs7CB"
    "itLbxtac9CRiV2ZIhE8fqB432ErByW0CzM3o9vEodyDivigibFSp8tUu0qDwiA3E+cHchR+68PMp+nKiT3ukHtzc3SWdPcKTuHPq"
    "NC44lXjHOyhZEL1XYIEjmlbiq5BC+84DOT3lSHoUH/ZZR+7NRFZNJOi3fhyY7tkYEyLGiUxzVi4opzV8YLUmQOPTvihCNIHuBL+M"
    "U3GlEmPSgcyLwKnEqIHUqziNNpVVuhBkvZoBNpOz/rUYpp0j7uQoOKh2IbzHItSNIz0HnAMHMbmLHDaiz4R11WijeFRJp+OpPnM2"
    "0vdcFS1NKAVGltvOhINVz7PRkbs5mzB+xm3R0+1tCbElHbnwXaQzYaBxfLJZ2N8KwhuoWNtvemHSWM0tc/zs9Zd27b792QwKcCBY"
    "AyFljp+eugIZlg1GtulMOnrwjmW/vRVMaRmRV4BrgjpbwfZaA6V+HNnnBdQux7zEkHVrTqWENdHBJDClINDBAKc6eU46krihYEa0"
    "oyzUBIzUcmsjC8Uk2DOYoXBcG7rlmjxQWSBijJ4PSmMESfJ7AxmZ/iGqngQ/JsJRNK4IZSQjAMH88+g8GshDQfIymmMZ9vJw7AU6"
    "pTDLmFrIN35iAsQVhpBti1+Kj2P8QmOtILellg3iE86jeHUohTQ5x+X8QGtgGkUGoEID1wXyjhLtKTMYPJIgkApmK5vDJmEjKpzJ"
    "X8coL6IHhplIEbpM6aKN0cG0EqgQmSnuQrHRdbmKqQZlEy/AjiDlShLUskIjMELHOfy5zBLKIBhKpcFekx4VzkJBp7nB17b81m5W"
    "pkHp1qVraoJynUXf0mysoospNb1wWNBbYpFiti1SJC4zmraAZ1qv2tN63tOK1/qkL0vg1SQayh9W/yN7Wn5yRzH2XBidYTM+ExGO"
    "fBaeYV6HrIMMchyA+8fidIw7VyLfNo6nooRUiO4QP74+XpAFjjEemRrUo+Mm90ANA3qMma9g83sU1mpziNAHCaFsREfOZIhxLQ2q"
    "70BN1vpUcYd0xq+1qT9+OHethqAGlCEYPCuG7j6ci8AO0yiIr2RjezW7/XXiOachysUt2C2Pkbe9m0ecqS4r0mxr7DRGzjOF8qsC"
    "4tbCGlO7BytuQCGYs4pw4SrOk4X4tmI9xwxTbJY7654FLmSTZ7N01wQDFexmjLwWiKTSGsnThjQYFeZIo6FtDjzfn3nqQa4bkVOJ"
    "3/RAkNK+cnoHBfjJWA7otWrs8lRaMKJj1VgeE26WASBPz5IFKgsCMc/UqnfzVkUT+HWP8ZBLZ07HcS+rnozNYIHyCgYp5zCiaaNW"
    "SnSKsKcH0j1Ne4A+nnkoJBi14YA6JO7bPGoc2awZmVkZp2uzWsOns85KLFunqFEsEjtaLHxah6ijlVOzIuChvSNIWRBJ8iALrvsQ"
    "THfWtQqs5PaKUCbsFpGQuibJ2FWqzYzjLmqiAZMDSEdwrpCmCB53FEkfm+06bMiNDEMP6be5olTSaARDMPIJCnFCiSQnTIXGWWyt"
    "0VnDcuPcjRvnbsq4XA3U1F3HxFmmtAm+5DQVLx2FAr9aFgD2mcoQz2HhPHgGu6ViTcgupnaU9K2DEE2hdjMSaKST4XR3pDj0K+iV"
    "QsNAUDf2cyLjNG5kjOOF2CqrkC9fCdijIR+byESxFNZt/tl3Ms0aKXAr6GYzQqCunfRJPai7T04rvisUJngGQr3kPNaKo6VYymCr"
    "E5qncnymdMkv3FSycBWwP97fY2S0I4bic4xVaRQvtKn99PCI9gTuogTK895AbLmXDeQ4vmxGZMwzhDzXhYp9WhgSwvGE0G0xcZz2"
    "hEq1IDoWgp4NRqrnY9pmpskprfRxYNweh0g5Qjo6HSklzhjlpDoDqdHLSn7hVOHFoRTUqZrJ+DTg8w2EcRtknh6J0KBsFBg2OpFt"
    "YKDDILR5oH1AgMR8yblaeIhRDUGktANu+HGARmotGIeCs6P69mTZA4J0dFHensq7pnSBYgPMKD0+KDJcCobxQyFXgfZQsAKpO6aU"
    "9SvpdCbhAryXlPHPJLA//lWpOlwhcZvSaRVL9KliBv6gyreqePyKVj2T2JZpGA9HAdU84hpv7qjbZlk2/vgFVSC5APBrKaCRbGa9"
    "P4sk5riqzQiMF6UZWKMhBMNJTTU1EdPT5nBDdBooPQjqEY0WezwA6VZ1vN+3LjTBlAbLAPuQa07cNAAaiGt3N/UKv3xPEAnWbC1P"
    "7nCjmpoFQiAskSmWJV4EnkN1WBuwAmTmLTRsm7aCyBJwjROZkTplY5Ob5jre32Bdze+COW+7hkFDYOdGD3MM04eWJeQ/u3KiXmUg"
    "MNEgD4S2ROlkcNkNSozSDgJ4wBqQzmYcT8tA4aPsuHHaXJDtKbIP7WxiTVlmw+32ds+40XbSzuMcjJ2Edm4p8wY/8TlYB03zBSZK"
    "HVpewIWNpR9N2nRiTNPCYG5/LjRcZxvLNEekNV2bbKrZasctdGss3IsyThSGcVvNKu1m8KzRcqVhsIUMpsljrIWLirOzBQKjbzQs"
    "yWHjlVshCGJV4ke5PciDJ6pFtD6e+AJByYsROiTLuBVcFQMXtSKKqnJk868/EgkpDYWJqgSp/GFkhkxpWtOvh52JuV4jkPZ9Wph+"
    "txY3o5modiM19JRUve+37sO03z6Sc3QLnVIMryJdSce+YR33nuqYMLL/GeLiuCk9EcRi5jKMRrLJuZsYRUUWAXunQli0ixLREKgc"
    "DQtqrcI6NnzgSiAQKd16sIFAyPFtCeHdDnTRCkLdVmZMhLJAoHHjKPiaMTS/h3WdTWbthpaugFJdT19L3O9R7n4m3isZXg1s4ljq"
    "0mhNu93IiG27odnTdkPrkH5PtBqYngpQvRRm+tG3TyX4QH4qTmf7ELXyZi47Of6M4SDxiMb+XHgN59rD5Wx4fjDBiFVho2O7GbRq"
    "R3R0w2Rxru3WbupQIaMdXQTCfmkLx2OqpZGcnWf4DbbqMUDhhB9CMD3UbrBv6Ggqn+4WupBbHP5kUliaVY4k2HY6HEPx4Omj/R4p"
    "fX0F0knQ0nLM9RFcR4eIcKVjtqUSErYs4NQJJakBlrHdlegn3AltS9f2wF4XTPfbD5ORIR7DN2wPwZ9UNTUjtj55tXJXqXOhMrka"
    "NLLb2jKpEZu5W6TRYWHF2pgY+pgF96AF4idbuUZVjw/U4OQBUWm7Xg8OSBBDqRYI2gBSnK24nYmiodfy1A2+viGJZbOff/NF4pQJ"
    "EP4Bcz1GguutkUAUkduJGg+01VdAecmoNXsz5Ch0Dk7OPFJ8aKEyV9y5BaHpg94TAYP5BZrcAbCPsN6bnR4Ta12Bp7ScOm0l2zZz"
    "/Kw0zWLCtR+AnEOI2gm7oFF0NhF33nL2s3ewWcBW7AGH0QFGXrIjaufwlEFMD/3Gg7hOfkw9xhfC7ZZqfK3xGe0hbJy4Ue7tzP5S"
    "+2UTaBHJwjIhOlYgnL0dwsETY4iAsezVIgRROYEc7uKXhgBgFHajwKMoDVQeFtVmgtOY1mYjEndv8tUKb4IonQgNWyKRGKI40jLA"
    "Y7dlna9YSkQ0xNBEMAxgrWW7N9nCQt7W7srmE1mad8ThfOsHpLfg8wGYvNkSIFqSGmE0g7HCrQeYDYlq4pv0QqxMUkF7BkKPSeDP"
    "HDPWblnkxWS7nOE3q6zcS7s5n+HHusjnxj1MwIcXgnYfDEht88JPfm1z4zDQEoTDeteDeh/ZQpq4gAmoAdRtINF0sCLbHtjfaYtO"
    "ftjbJU+WGt/Kbl7BtQ2sr8m93GjvkUadAaaCM5iRSEU7X02atQ4CppymNlswQK4+nKhfBOtjSlodidigGkAU600uKngHZCDYefIA"
    "tzJJc7uXlD9662XcxsJ4JxzROK7XiGlypVokprZELnZUR0Uw3C84ykRk2MHeomrwtzqKn2uNMEwmbdc8AbU1hnZP0Maz+sDJuPk/"
    "GIxSAkVuJHG6zz5UgWNwBq2gxQq/GbfMjID9OCF72vnJFsbX0Uokjdna0mqL9mALiW27OjBmWShw3BbCV3Z98K31POoO0ZtaNPPD"
    "kDWOSATN7qD/G+NlJjsGff2LsPUwIoXwquHk8WkTPyHWD61LAQuRG1sah1672DAK+rDAVP06tPZvP3xdDU+HEPAfwhBM1NmykHXA"
    "Qww0ACyT8VQAKhHPPgoNslSFiTeTMEE5ZixuAVHnAGuCKU+CgsrSJaoQrE84OTcZjtBJdnrbkboQEc66Hvo+HL1I0PtV9CcxUFNu"
    "h47Cy5nNyBbe4odCoAp2VtQ9jA+H88mhPTq1mf7QErM9/CyPdQFiH9slhsmaGw7f0iiMMIewAQ7IEewQVZllB5YpGQ5HQV0XTfFU"
    "jJ9dPBUXX31sx/d0KPrsI6NxJqkqSs9J/rTOpAe3iFFr/27pEGvhs4R0cQgeCAN/4KuCCy89OLpGD9Gc5Q8zuFfJHLPxQIHpEAPN"
    "YcYHVQcXstbioRRxuJ8ZA0FYT2it8JCKDQa5c3u4n6Mp7WMAMIj9sIClu0jVcenah3gejOA+E4+g8AobfU6n3+GWcOGMlv9wRUwf"
    "/G+GqCMQTSatx8N9vIO1JFsMH+apsc6H+UFOQG75kG0430y0qT8Je/uHuTMhhzl+uJD3gnOOUn4EeSvUMHDJhVmV2jgsYg1G/dCu"
    "Qkwxba2A+GJFsL3MwzcUsAPMZKMvnFPm4K5g5qGKp0Y5xijIfeZAR8tzHpFGKg/ZBDYxTD7YMQh0rMX4UG2dBzrmFqzow376TodO"
    "grK7H+KIQaniB4tuMYfA33tw64S0bUXzVIbIKAUVYxi1E5S6yhfZfDdfhXpYQdFP3y3OjpPAXzpW8yIdhj0LUI8NhH+aAzUpJ3Qz"
    "OQhbDU4ZonsjEEr09hYoRq5SQWmIiuSkStJZFqNrvC0sKRxaLZ2f2gh43q6xl8Dyl4vfWVlGCwODLblaiZJCy4ygTXcQXx3ZpKXE"
    "sEOAQDA0aF+tCFdPgsq+Yzwq0pjhnCQv5DYBgzqvY0mPaj8Hl8/zBioTy1E6xIGy5zZ1a0OehHK5fjbthAhO1b1IakgLVqsVt1g3"
    "TrHfkbrNMPXUNwyUHFSQToW8MNgSZnzlSM9hS6igSo9MUJ6CMbAYjyECK6jD2trA4eHkaDY5mttflllbOSLTc2S32a+w1dURfOsc"
    "hQ2coyUVUgNWez2iazwbC4+svx5ZeyFwRcGj1QRbxfZzL2kk40Y3QqeUpI7AKB+t7S5baB+tjyZHRbU0UMMyxpGtYuyn9fmRha0k"
    "tmo9gtrsyBEnwoMG11Fjmdh9BlEYYgcOjyY76BcZWBmoCDYEtmDFWw7G0XZQT9vZ19zZ5LvLYRwHus7QG98Vq2Jr0Kp7V7T4VQQu"
    "r7gwyyfWfWDL8AKsXwBgS2FwboGY2mArAOXdyQX7s45mvwszoHJyYX0eP1rEjcXyiEHrxiI802K9l9tjcdzvQlHgd5Bl6AEXass7"
    "ngC80E662Qw/gjlABrAAgIClMwbcfkjeI4Vr9lIAXLiXA2CjzVBNIC0zUjSk3DHbOXKYI4c5g+7uJRvRVu5Op9aF6zpgT6FOCYh2"
    "DcR7DwBWBJsNEcsyl/1zI6pC+TCWIzHxdjaiM8cSe3Qa2YUQxNukM4I1Ie1xdpH37uJZeqN4cZoJBY/joNe8N60E9XYp6jk9BwDP"
    "5R2cUQHQClnHT5GhzphdxqBI3McfirXAJQvEL3DJggkQ2ztG7zCqBFDJl/hlrM0ldx9AyLgR3xxfNYdNDuACQPdFEwAdTwATsQng"
    "5LsjFnCl2litCJZyC9Vx+8PRTINoF12ud8PmSDe4OBjTdQwUITOPOnTk97rLFSPLfVQQyrueXWBu65RgWaLp20jTzRBrH2mHgxmi"
    "LrCwm5SgwvKxo1WlUKKNYD2rcuJDXb8jkBUPUNKf7WaowAJ1jeosKYszbLN5yyZa7mNMYA2UyK/kZTyCA8zMSjmM0OMRyDxxR4Sz"
    "o4ZRimpOsC+YQ8avxyDEj6JQtkHNVEuCA7W+aimLGh3ZLkAa+hgoRaKNVqjTCmyREFMqfgiQEnR0NEzcYeXeYYFnAO9Wo5x1bat3"
    "Ft8o9llivWEN6b4/2miMVyQx4gqxVYKADLqbIbVBY2tINTNWQNPQwXwgalEbfwimE0A/FNJJeamDtFlQQ3hHdUrCoGPeiV3gwNDC"
    "Vt9MHd5o7rUahe+B3TtH1tYHChdskRNeZosvsN1HxW1xE+UIQn7p4XkAFB7pR2ylVm8Yk/dmBHsAc4IDQda+E7UoaQWRtMV6F01F"
    "G0WwAJArKyMqggqCvY58O2EqRCMvHdV2AHM+Ggt1IV2mhXcX9mC7uPPeYSLZY/FF4XZMKXuYUhjCbLFHm16GcM2csbiGxZujsAhh"
    "WN5LcUWKK1LGIRFXYbfCIBJYpIyRTIVRQGCounTU4XVEycBA1qTx/ffYSPcylgm2zDs3XAPiCJHIGOPxHsbjvQUeu2CcILLCyy/x"
    "4OXKhp89DqF7OWJZjnwDqVVHv6aEqi4RvFSaiUY0BBSKdZRKEEJqQ0d5Ha3JG0QytT6FlOGKFuQ7nQwAKlBRK0SBQFGKFI8pWBAy"
    "fx1dmXVxGxokblBkqwv9MLIo1jkGJnD3uLREPVQzVbY08EW4MYDOecVuMOkG8rBmO0IOiEA3l6fhgJHSpktFsLIlpHPMcrjGuBGo"
    "ACqeCOm6HA4mQPCSGq9gPXIPhQe9w/jgNYu2OZ8R7AFwOPfdduFamHU9nzGWlywIeOdiwZiVG/mJJCY2atgSagAApZ49ly2HToq2"
    "htYExjwBbwhY/3N041XAIRvQLjAPIeUGWRnxBl9zjo8LMzDOWIvWFW4bBpSmFSfSQPlL28IWqOYVNTMV0KAQ7Z8YRTdjxLgYVYqh"
    "Yb5HCvnuMX5BYJ1qzt+MIFYM71MKbsEgMccggSVvxyiMFHOMFPOUQVyBkWKe5gCscsRluA5jxpwvheGC/OmOmFdhIIjmSkhJwuoB"
    "fBncxU+8IIURYQ41GYOoH6xlDS1RSXJFAlxgXEbnkDI0EI7bE2/4OUXUpCpBv6DCrnhH+5+E7Jcglqu1E6XHNNjROQKdse5kDtkJ"
    "74kDXXsA55CNYseZw3WaQYrXHfM6KER0wZOkCDUI6pAaRg0Yu8vnHrBAeK0VDo900mgVygIx7DjFMMsKmvLRTrosQnwqCNYkLOoB"
    "5QTkJgwzhSPinOZQhHhjUWeOFGyJWBSuCEFcMICaAB85x5JjznyLOb6lCqSZ3VmFeZGxDRQURnbwSg6QEopezcpaSZQ0BILcmtMc"
    "F7BdsQkYpSrWi52jNiexFiTvCiJvAiZfDZJVaVgZuPfqPMTG4KlkPX4IDYmNClAKzvSK61JfEkQTcB6HEw+u/Np8NTy/zIdYL7DO"
    "yHZxVyVSaSTj3eFUoQeOROiMejdSGeqiAEiklmOBCjm3zahgbbi2bYZ0FWwjD5bz3SjA5+krbDj0hA3CEclxjwa3O3rC7gYTYE4v"
    "A64D0VaxTCGoj6OQblTyxhtTPM0ZaL/htI36EKP+anShL7GpG0ezTaBcO3oIxIR2yL1d+yVuM6cLTle7oPlBIt+02Lju/BR7JPyj"
    "b7aCNnkPLx5DdQg2kQi3BeOJFijKtZphAbu3ocJKrvUN87OdVwdSBWL9qCZd6ZqKnbsqVVA1f4FGkIFWL9duvIXIkE03R04lemZJ"
    "qiWgsMwoY+7nwBW5aXeT2gUvqSBSN5s9ovG4qigJ+e34QzYKodJQlgajXINugIe25DINkTecc3Rr2TgNhmnISNZmm7IZcdRvYVe3"
    "G85WgGa1tRXBilC0t30etwK2t6iZ3vjw3m6xnp6jiIdoakcoHjKjWFwI1+3CWT4jqcfhmMoLHYqdzgj2ADD3pzMmZBziUrBbKSQd"
    "KZlkKtV0rvEfiZpUJqingUdI9wiQ5x6jkBdC4DtSMBspH4iOms6ZaB8DjEXKgjEPBZGYIhGXgrlIMxYTch0DYEeJoE7eceKAEdQd"
    "UaGbqBEZiMoJ9tM009gLLGkaqJZeSUBWu7IRScD0rBQMeJlh1gBF0/yiaLHOyAUB1fe66IIEFMvp5wM6mSUQUgFXtJOtImrUFtbF"
    "/BLYLzUo1VgQBcwfgBCSAETYhkT2VqkaBCwBQQpXlGEKg3HAfSAZf+qwdbUlrueC4cxEDBQscDQzfyqgpEaw0pMZ0hs00vBziuVr"
    "OOjGYyxOVXqgtAmzgaTFLQajDLeD7azOrah3wXMXCOsnbE1YQaTgKFN+hQXjBFccRNJ8ttwUMuaFQBWUtzpuhhjMCFDynDfSLh3X"
    "R4OJOiPXBC6zB8kLKgK9JzEZeSOZWvv3FJGKWi4DDgbUGZ5T/jD4kx3TfusBoQxWdaODtaTV6vJaN8p3Q6RUGkh3IsE5fOQ7fhTw"
    "IlHZvwsSeqOwMdGlHP/S9YoAlY6xMUX7hTwzLcRAB8O4A4UyYBg0QI4+JcMJzx0GWlUUFIC76MOw41gBa5VEvMmbcEVH346RM2cA"
    "QGwqGYHKQHyNBlKjdLKTaxjpmBVSEBBn6ABiR4+ZBsEOU1WSCNlGRiP1RR1E0+khi4eWuNsQzNZswDzdN+kwvmUYkDOIozJK4Tjc"
    "ZRiNM55v7WivFKiC+C+bYbWN0TDDui/bI4W7sfjLMPJiUMww8mZcd2dzhpGK753Neck+Ho84jL0ZBusMvYVaJF3GH+J4iYJI5Q83"
    "QHyeYcVGbt0A9zSyfAMbDV0GOQlWYBl59ZSE+i6sqwjyyztRk2ol9s5g2MPtbliASxBbxSHL9R5BSpgFxFF+UG7qRo4URMcrGVGC"
    "q4YgKgymwrgGy0xJLQNOA1E5oSdsGJ/68i9QyN54tyXzh5pbFgnezjupu9WFMzdGcN/SMF5zwxjKenkRLU11qiqxR9iYJxPGHXpH"
    "sRzgP6BRBpDbMOq1DI2+DhbZO2gDGkAknleuUKNlwZZXcoWV8Qu6wmSXGcOVoVMY2AjWRIQVwaYgKipHSOIPtYm+xPEf4zTs0gvS"
    "On2g9KW3KuvW2wN1HTsemHDkXwuk7jjCTz7IAoE7j+YEarxHbpasG3QLutEGO2h36dK57q0TNYcRnHYQbMPzSQ9EGijP2k9HdIP/"
    "WiM56NI4lEFZaujg2g+Aq0/h8ARY7fbs/IwIqSr37xlpVif9lQbM99AuPanCk7RK5zqCG8up4/CceKi6C3aJSVUzR/wK9kEwnS5m"
    "AgvAPYA5QUbIt1+E7UARvDEF4DUQ9Lu+P3EtxMa+gL0rg0FYtRi2vBaQXFAhnZD7PyCyKuDxIUuLYv04Pxa4MYxfC4ydiz1SKDq4"
    "1gXGTrAIC4yVC77MPFMkACLBrS4wWC5SBjMCkryEfIWhAhDPwgUY5Q1IAOgE05g3mteCTXWRMcwKzjiBL7JDWu3vmC0LvsDgt2Ax"
    "WSI+QckKe4RiFqcp3oU6W6AeQXBzvpNkDhAKb130M0yqdiQjah21Ajt5vA44SwPF0XGR8zo2ISLyiQuK6QF140Zx7hY1kJ7BYIMN"
    "gRxsmrAurdgEcgIbBBZ40AqLF8CaiLcAjfawGPaVJGkcXgSFjCj/ADzYAlO/0HAxC0hF4+7pwoYH5o+NqwXeFh16gWORBssMF65x"
    "Hx6KxlBIcr4otPu6YBfRBIG9FW4HB89LnaziAx0QcjkuzKEAky10x0FoT2qhHQXsWS9KZBXUnzvatnZUOz5UxjjbS5gSnRdsJZmB"
    "Fh/hRmMF9mMWNdiZBXYmoQEoiGvbDcFc0B/sFBuB07WTfHsKsBc84UGE+Sjw0gtY0SFSp9nik6DeDnGxpSw5KFQgoHtqqNrDWRkj"
    "GkGyEksbgesco8bSOs9yjh9BCoBo8PxLhNBdmUGGvSat8gCROZgFA9jnD0akumiuNVJpJNlSRort3eCpWyQ4ISNadgLuxBigEhkI"
    "vx9fc8mXXYKVXi5b68rL/S3uRUkgF1iiDywhlELx7asuceUq36OcgMJseYsNuCaB5/A1UbYNCMQUBTnNJUYcAzxK2i1RinIeJMIU"
    "ixugHMXwecCWABHnUV3YOcWJnUihkWj/l0enlBGoQrgmonpU54IVP21kmK8pYT9RFsJMLeeEyAjtcokd8yWyb9kxljROaygn4FhN"
    "zIUKuuv+bG+2IV4RLAj5Nfc5M+/7fk/QkQ5EHahA8KuBsjHngDdUqSC180Hxmbwewwd3H/bn+EGuv485ZT9lxlwFyHp3wB4ttMKy"
    "3XBJKCMmIDVq0R8ZILaVDJWCymtVel4VR4R9vHCOn+/NyZ8TMPyuzfd5kthCYFIBefDKqHOcnffF9nKHYz/n+SkQ7muk4+E6QigA"
    "rJ0EO7CfM4E3o5RQXe6oDU7I6CplXFVsC7wPxYeAmq9Aqc4LjiX7aAv7aIxoOPtY1u1j7SbFHEAJLEHVjqRtTlpGdLr9do8gNHg6"
    "ngZc6lkixOzst2uMLfvtZteSsCFqH++222Oz3d+l4J/2L0w6LKvzPRvG0PVzfG5ckFNAqT0a0Vib0DlRB+NXHWwtdJA/5Av8+NR8"
    "ocnZJg2+T25fL7dqs4k5W+JbYfrN1xwOiZDPeglQrgSzwVvkEEaTDwqepMg6CiMLXLsJCmBjR45dMCkdCF497EAYXWWBWyUXIGcJ"
    "Qnx3V/8ksc21zDba5eNQl+x83h60JkG6tlYwV0CqAOQrSLc4ElGuMzK9MKJZLppcNnyg7iwvCIbKleqeJgo79x/b4eAQAPnvfCOD"
    "wCAccmvaCeUTxC6BKhaiaZ46Ul7KYYeAnBDswdLCvagqvo0Cfl22EvJQNXwxC0hdMJLhlspbViD9EdUqm8Vb11maz5oQ2gQ8C4/b"
    "bANVhnNm42DMp4SvVJFVW45JfQG3dQ6KX3JLwDOLJHSCD2TUeQONERfzSV5wPsqhl9thVMoxLOQl21uJzGzKglAOikF5XUPsycZC"
    "k72dNPei0c4RWQe68AsQYR0eA965GZ4Gx4ndOevo56yo5ygZOYd3PUfv64ZAF3sENSC61DmW/BzCNZJgVb8711IOc46ypXNb688H"
    "lnaA5ccBGSUo1NdE3OkWZsSOQAZdu+AYBARSOT0e5PihZQKi0g/yNeM2pK2UB0gs9rjvelDs7/Dc4uAAsoODsBt1cN4q8wBEu5fF"
    "zQcwzwdbn0oODvGTdtyB1Q24bdi76eQsrnPzcp3WwwapoETrjIS+sQ+y5XC2mvGckOFKwYpGwjuaWO7Ix0NBxMXfIndOMK2lNk20"
    "Xtq5BJ5og4PvImvHNDEMkiLD1ewCMrPmhHpZpbgayZysV5TZGTwgRAch4jBiFAuYLQiXM5Yq4zUwDAEEG/mOaxKEW9ZTtsX1yB/z"
    "iIHT2kvg9wS1DWVUsdkcxY8SDA93NIQCGG3zMqBjEiRpxI2UtOs7HMEQ9B0nkPQ21vmQKzu8hnCakzgTBDtHu+GEfDB8pnS0V0LI"
    "GiDmV+AGMyC5MynFurDE0JZoTZC6EhqDa29u4WwlKPTlFQEeUeDHV3TdQz/21YWT+x01beWKVkgTwqBXKx0IQI9v+RIF79V2VHBA"
    "QsJzXeZzocaRkpmhzFl20SNHR0t2HVypClILSJ5VgYuDmRhDHgTqcKJRsBZC1ZIvXxUq2yEBb+bPxkV2NyRCSIaKXc9IQP8qA8EC"
    "S/y+np3DWLcmNwvIgJSSeV4eaMOOKZwGQmKqYKIRBGd0ShfWOo5CzEqSDiGgrq1Wenh9IKiLJeXhUnit7Y11UJ5ch00OI+jXjpSu"
    "gMdMYHiD6OA90MAO4h6Iktd4EUjK19SJMQh5qxce0x2QrSW5H7XmUMWtDVk+J4IkNtqi7vzEM7Cu5ebpWvIHxmCxtc44ehGljpmI"
    "RYHBWlUqggnMpJkJamtWRoyIdAkrQMeMHSuei81gKqNbL/BDIfACS9yDVRDG/3U+x8b92vh/9HNhLV3WUK1Y57xoQ5AS8pkwTEs4"
    "L9dbUWsWjQRqPK8K+u4xqiao9eGxm6QrSVRMPGKd0Nl8h3UvZTTcRlqz96+xnMGJ7g5L9LXa1Bqr2fWaByEN2xS/3nCUwTbLutjj"
    "JLhmF16zgoqUD6akX+bxhLIj125xM1hLp+DQUlRIk6N60JTF6BxWwLyIoQVfhw1INigj4ZlvOGevMa0CFcZYs7+Rt19LS2JdyPgL"
    "CEC8MoSfa5xNJlQAmWNtwwrAWnx9XnWGhErlRXJtC05oV6xrFKHG8IMkPEmT+xpqo2vUKftPa4Myz9qBbARzR67WTjpUK8+9s7yi"
    "uMCJp+FHZBaaAiK0sly3jQYLb3r40EeQhWC3DSt1rX42EmgR8WiekRsCxorh3PgECdEUz/N1aLgY6DYUe218b2DDc12GbEbbo9h6"
    "w/32TUYgKT4n6mA0sYMRPhRTxvgCPgJxCIBaxLJlo3WvISxtN/s27KC/wBOwATKGG/Ctm/wIueGH3DZFKT1ybK5s2EyDPwMSGh5B"
    "obCFuDzDLmDcFHGhzdMXG+6kWqZVKwKsDiBfgVgTXqQr0A3BSKmQIWYqxXtsWm1KAn5YWEbtNrgXvAU/RS0uAc14Q6khN6k2MPQF"
    "uMcntetMKRhPwfJvIObabLkjt9ni829sXYgR2dYZyHbLRrDFCLHZQmdnY69dzPKgRVfsnSPgiky4BiGn965bRxEilmDFQiCnI1JQ"
    "YmNAkHFwIqsiyXZrNIf4AtL0Aj/7KlDLIutcOPNCaxMdVU8K9ltUZcF1IL9LsfGnbSApA+smGBm4AnxCgcN7RbFEhhDOggegLSFC"
    "CCeB8RGB1566zdGCijIuaERiHOJeLQc2eJRau3aFaCyNA1WJ1M1BphucUIEAxEWV6kc2t0hoEwCnEw3kDjGyCysxpwEOI7T4odgB"
    "pqUMIromQBx/nOmLBrMAuXJZ6QBaaUfVfQd0wa5RV2zx40UGJcEHJWYKFNUY3NCsiCFK7qm66Op+0mkNAsiJWgSbA0i8eTkTSD2Q"
    "emrYlQa14q1Lh6mQ71WVmvjLGUZ0QC1E5EC8w0l5QZj1GKgcElAeo3ckpiCStdPC5HJcTEeUOq4C1nW1l72SLIWEGkMkdWHjaAdU"
    "14KZY56GB8WHkn8rA/9WhjMvtH1FqDEelKIlcXCCUTv1y9I6Bhb4JXSlDeAuRKckFgAodLrGwgPzX8kVGswnAmI9hs4jWRAplt/9"
    "iXalLqvmYOH4xSJdM7AQ5HjqhAQ8JTSWam1nQOLKVQ6fBideHQ53lHjAspHhoq7c53hfQhhrYAWd83K/BNjVghLFlmwDMF2Hy8EA"
    "0B2OI28p6GNir8ucr52Xfg6pNA4LuZxDNysPcAWCkm8RiQE2kpmsZoKNvySnoBI+0Ts3ftsFGzogADnGlWAfSjBbrp1AxPp0XYmy"
    "WOVYCEvvAFAFLla7TbFWaysUs+FlxUqQjQa4Eq4dsc+WGBdLDYwSYQKKfQJVceJyoWZZCDCtDu26qGOzNvKIqBFccu8WVLDMYwEu"
    "sTALltiIKMG2QMlOX4KE8oWNv6jXXHKMDEfuAxGTcgn+3Cy3XxosdJOmZgLtiVQhK983poty1qmI2qmjgDPFlIIzL7BUCEt5R9Wr"
    "RdrLUkvySh659dtkmzpSKkpOD2yd7+EawklYRWwFKUssK1YYprfx4fTOF8RiKkbFkde6dCCHWLWdcWmd9EuEdKvYJSeqSNWBCnk5"
    "1IgaPN13WmUAZvpyJPyZzmjA0i0MqbROl03AioCqRp4NtN65VIRbmgykf/GiKRzxVASMcAvmqb8DKWWxFTpivtphZ+acImparutY"
    "pgaMb0kuuQyCoLKpCDQkNMwSLBaYu7LdW3E/vtT3b0UjKxQHz9vpRF65m2vLq9ylM52aLnfiwssd2bNyV+sGKSwDVzMRkkPJiX2H"
    "lcx5G1LOH+Bnjzm/wo/yj/NYxJ9fb9HMzpf44Qb8WvwoK3YX5s4AeSgbqHQgK5Jg8M+3xhdktYgdUR0yoLIsUeqY18mscnf+ED+M"
    "Pygg9sTQCnxvrIKagoEZo2g3s6MhUUAMGEQMrgE21IiUJ9GOxvIJeTdkIiqzdqJlxsrQIcCOwN1HdtUefguJ4I2c44elBuZlWLMB"
    "FANapResjvF11Rwq34eswj6k7G8BrQTJeYAQu2pU6TeQoxNm3VRZPDUbSI+fE2RctzmRRoqZzclDCA8x4XY6iAXRynZSID0/vhFv"
    "T3NepzPvwqkTjd+Y4mQmWo4NsxvoFJFcEITdJyMrSmyMYIauy1BlLA+VBuQZF8gzXuaSYwXKb4D8gxW6hCU2EKOtkugmfUTygdpA"
    "oJVYf8vVjE+DuFnhQt9v7Wb4O9nSFt5GzGs2XqebNBSLVIzz+428sOURFMwcYIQxccwa4cAawg78TLUEhqFW++Cp/EjUkWr8QlYB"
    "plDASlkWtSOKTLJxSJezgOcJOKPRRXoX/NIGQm9Esqgi6Rfmausk0kgxMXTKzLsesSrF6sIpXumGDDBHVtuBSEWxJHKeCmLjEfHY"
    "jSz8ZpFII1UNlJ5D/+EDpchSkJ5/I6UkPYkOxQPhCVTSqDJ5R+zcA4RjXdKus4BVInYjXtTM1PqoG6jUJqodgfaP5S2bFtEdS8GW"
    "2k4qbtAfrzLpM4GtrqDkUqF/cXDkdjiWigywLeY1ezXlZzhUU7kUFnNOtSaoCSTu4PN5I1pYwdM95C8GnoEu3QDXhIxBKXi4KxiH"
    "NIJDMg94S6hWiWzI81TR8oVsfgmpyKBqYrb5QvqjbmlS2JP9+kMCxGGVU5V8I/4A8FRMzBVFj3AQAwBRAIwhi+cFxcyJaxHKPYgX"
    "aGy/q1CZeN4hplioT9S0kALoLitHdI3AkslrApGU+gmngagCUTvBp9cz7d3X3GIGxHU2S0Ft2DsTUSqsm3hu22DDCnNCl2Qb3rGv"
    "kKz+DNQoshqRdaQ9//0MU2Gto3Qu462lOFL7Abd6XmkF695FHCMFT0kPANAiqC9HF0EGId5Da3dTzIbnBDz2KFyTIOSFLDRPGdWY"
    "VAxoaeaEtzIP8TadiBXW3fForEh+RJjx7ei9jZAV4hlD3W+eicq5t1xjUK2xSph5lucJuH1Zc7CVm2jdJoqR1VjnYnRiaHxeSOK4"
    "lWK3AaWOq4CVnw75OBGi+NkyX2k7wZ7gNK/ju1GxTkFok9WoBAgAIASvoQRYQ3vOADegfbAmqokxMhFlgcj9wipz5AkZ1eRA4Tn7"
    "OZ8CO0AGMiJOb0QcoKXmaxBW4oAPAdvFgjWz3zY69wJKI4PWuoCw+WUE45ba15cjLyBK2IRrEjaz4UE59ktqKArRgChgbpyHOmTu"
    "vdgeNGBuBoNsh+swI9b6pAbxAEQcQOsCkNt89QEuXVFroV7pA8IEek3cCCpwKOivapTkQfWqxfBd80eNmlqViC2sejMrvfIK/DB+"
    "u9lPwwuH3IbyCTZMqjU1zmocn+JV/CA+t2I69V0Ft/bXacsb8EBIY2hQdBP23UcL8BVKdnEY1+dnkJV9j6qF4hFRnCHksKCzhDUl"
    "OHRf46h27N8fJ2TrUgx6jTVPjW6J9wJrX1esDkSzdDhTSiaMjc2lIYZZXY1LLY1YZo5qYpk9A1Upomoc+fWVehI392R5UYgOGkT6"
    "kNXQrD4xqwC4Pk16sqM2Yt3HB7IVNTyiYlyLrS9DFkUpqDYHQtXkjl4753FqrGyx2dhkOKXjNvodZ1Wg/F65Byah16koqgHWGNBU"
    "4UofWYxgQVRd0N7SLlGgsxHJDHgdVA4NUh+2ZqDdcz3YsHwzLGGIEypQpDOFNNAZ3jE8D5exYdloggUoLVMYkICmbksMoprc5dIh"
    "EiyhSObiWmLgAeHTvnNf9SRKQvbTQ/V1nFauD3MC9sPDnDrHhmFmp96tCeBuvgsO5jt6mDe4IZgLshwjz/LjQMWQLmjYywdf8d3g"
    "LL5Tjbh/+C4cZsBGujyzd94n4IO9o8v1zh2sd/SJ3smluSF7BTgt75o5fvamg8fwji7DO/oM78ZOw7voNTxStUg5Ce+oCeNuwkXg"
    "g4xccHeDxs7YYXYXmTG6xu4GJ9jdyBdHp0lGjqY77fA2C/wQBJ+NcZa+kjs4S+7gCxmA9UNPxl10ZdzJl3FHr8UG8aouN4oeiLvB"
    "83A38jfcBU+B3WB5shv5Fe6CFc9u5Em4kythQzSXYl+T34FbytG1byfpvNhZN6kYLD138r4rVAvLAW83cjjRub/dLjjc7ehst/Nq"
    "xvTZgOBt8oLbNWihkMo1BRayzQVQBwSZ4MZRZIOif9hIpQNZjcja6Yg1L9APaQdHo12jKpX8mwMg/XR2dMsJyBjymsEJZTdyLokA"
    "VUigHQ09fjrj6DBAuuRvsITcubfCLrgr7OSvsAsOC7vosbALLgs7lwtHoXDwDthFr4CdO/zreGzLUVhCRrd83eBDrzt1vuuU27xu"
    "5PquGzzeOa1xbfBu19GzXSevdR1d1XWDdzqQfJhU4E77eOtOOV3rgte1rtETvL3AI1oXHaAFygvE5ZYGDDzdJ07Y4qNTsq5hNHfq"
    "5XSsk9exbnA71mk9LRdjHVyLdXAi1mE12LB/88CyH+IIDsG61g3PtRi44NGro94xfHZ1MHDR6gQ9BcAtemTrLA0OUMB7SUfnXV1r"
    "376VkhVY7VZ2tMYuuDr3siWCSj2nHWZ1dIllcDhD1m6GQ16D56vOvVyRoBONzn1RkYAPqo4epzp6meo4TASHUp17iSIWmxO9QoEM"
    "LqBAD46culOenDr4WVpkwsH3UhdcKXVjX0rd2DFSd8Z/aCefSJ07RTJ8mKuCaAi6a/mTgY3gqaijT6EuuhPqYEOEJkToQahr+SOL"
    "w0MQnjN3caPjG1ISYLndAjFVcnFjKOSNSUF7A4Nbmy74tenGjm062avvWjWKLX5yatPB/0wHZU04nOmoy+3q29HnTKSGSGY6uITp"
    "5BOmc+8vhpnMBHf60gX3LqS4HN3uQZFti1zBersXF8ea+kcuXTo67+iC65Zu8N1CsiYaKb+4y5YuWOfvYIwS3le6LZ4K5RR3vtLJ"
    "+0pHrwWE+B5SxRjcsHRwuCJIjafgc6UL4jB5Xenc7Uq3te8HJXv6Sem2BPxBGQ7eQLrtBoomW/QMOQPp5NPDEC6xQZ6eOzrsDm2R"
    "s5x1dFubuaTQE9xmdHJyAbwhgJ0AMXjuv6ILDis6eqzogsuKjs4pOrmi6KIvim7wKdENTiU6eI3o6DaiO8QT7KscgoaFAwO02Qdn"
    "EL6kkz+Izt0/OM7SQKEw1oTpzqALXgu6kb+ATk4COnoJ6OAYoHPPAF1wDdDRFUAXrP53svZvGKXFt8UwK3WGQ+05SCEsmPbv3Kh/"
    "F+zSd9H+fBcM0HfRAn032JbvZFG+gwFTDQjBdHsXDLJ30ax657oobte8Y8FpPvbIinhktQcF3yO79yjDz2rliD9cfKRjwUdL/MLB"
    "Oxgm7yCkginyDlbFO5gS744sZxgQ745A0ep3JzPeHUx4d7Th3V2we8DV0Gx3d8FyvmCVeCGHngMg2TOY5e4ubPCzCrtQFEmWPNF/"
    "vL/cXzR4qX+6/4rkYv9o/+7+25JN8pv9Dft/0+Kv9lcMXu4f75/qvzu5btRVu7Lvr/VP2J3fmNyyq04s7tjwcX8fU27YVd+YHFv4"
    "pL/eb5I/sjy+ILlqV92wmGsWumHxVy3fH0ie6t/ff6j/y/4RK8XT/TP9m5KPWOjJ/sH+lj3hxOB1w1dZnp9IbvS95XrL/p8YfkVy"
    "gzn29hMMKX89uUlKKe/pvyO50v9ocmJPvtZ/tP8RS328/83+Hf0X2js/1v9Z/7PJ79szn7Y3utJX/acl/8xK+zGjr/PdquRpo29a"
    "6R7rJ8k/SH4j+fb7Xp78m35r5X9BUvQ/2Z+c4Oq39S9Jvir5oD3/ht110+6+2X9rgppJkkmifyiPqBckl4z60uSzvKZuEfaGH2PZ"
    "H+2fk/yFlfMZK/OvJs9JHuk/z678U4vH3Z9iNY1/yal/v9L/q5MH+/vtbf/xfQ/1D9h3eG7ye/0f9b+ePNz/ipX2muX2RP86w4l9"
    "uVdb7T9m1JDL85K7/XvuqdCV/s+ttlbJFX71Y5b6CvFJfy550nK9zpTHLPyMtZyr/QuS8Jzj+MT7kuczt7f1v2NlfFFSJL9r3+Tt"
    "/Sf6lyY/Zqlzqy3VZPiyaH141uuSb7Iv9+rkvT1a1d9KftWue9zazPst5QP9/2nf98MWg7aD9n1sKY9Z+FutFlTXJ3b1TbaUz07Q"
    "Esfv9vwkfKGe73O3Ety02B+x1op2cczrrvH7IbdjexvknnheJ/FLha/WWyvrvS30vOOYKY+Q1jVfwft+ti+Sl/dfnnz4OW8++bv9"
    "T/dv7W+cLO/7v/uXJz/R/771moet5t9huT3Uf8S+yWP9f3ffE/ben8bWdYl9ByW53771tf5lLBV60TfY97/Mp+DNrtrv65P7k1cl"
    "35f8af9P+99O3tL/uvWAH+3flpT9ZyVvsLf9FLvjSauvm/Y9r1uNXmSvn1gbuGL5XO4/M7nF2r3WfzWfi972ugTt4Al7qx+yPvSk"
    "9fiLp/rpS0/106scc06YxxV+ve+xnHqOQ2/u961dvdLq5or116v9v+tLa8UPWdrLE/Wam6z/m3ybk/4zEtx1g2GNUc9YfmgT3528"
    "mzh8X32N1/nX+Tx74vOt1KGN6huBvs/6cKBvxl6c2Cj6oLXYP0wwLr3feucz9o4PWFmexz4evnq4+ph3PtJ/FZ/+yqRn+fDF3+u1"
    "sEzeYeXt+xdbfV5kClooRpXrlvste+eT/r/gV7ts7xF6n54xlOrTGL7F1orv/ekW/i+TB338fIfVzXfa1U9aGK33S5MnOFZfs297"
    "y97mRv9Gu/5JfoNnLOUJG5O/1d7mGY7fJ5bb821E+JQE4+Pzkpuey4nXKZ7/+d7qT6wnXuz/mV2J93yQMY9a3KV7jIk37es+0f94"
    "8mUJRhW86bX+Xbxf3ytA4RfFZ/anxrJhNLvbc+6e0vSfm/x5/9/a2IkyvDj55eTf9b/U/3DyG/co9bvtG22svtDq8J3fZ3d+Lb/T"
    "lyXfbl8cM8Flm33+xGob8+1Vm/cu96+x2Cf4bdHunzT4dTb3PMqR4JXJR/vwVviKqIuXjUaqYfx/Hq/6B8m32Qj3LfbcSzYWvNWe"
    "c9Hq/k+t5N+UvCj5BptNLlvK99oscc1K9SG74puSr7d57BMswVW7ViPmtf4nE8yE/4F9iR9M0MYu2n3vs2/8OcnLkn95jzrY9W+1"
    "cebH7B6N+n9qLfm5ltcHOD4/2v9yglHjYxZ7xZ75BMvzbL7P3VN6q2HwIFf7rZXk9zmHv8Za30M2Ap7r77/vDcl77G0e6t/S/w2b"
    "dz7Wf3//BhtHXp6AG0Fb/3OOV8/YjFQlr0x+wFr5d1q+n+jfZO/ya/0f2Ps/Y2/zP7NNqhWizo7Zr+6zERsjw8MW9+X+3dBmX8he"
    "f7Mf5r6hpb7gzKz4/z/lRcmv97/cvyP5+eRx43A+0f/X/b+y2MLa4UtYinFvROmeYb3cZEmTBKE32p0YXW9abX1B8uP9PEEP/ZBx"
    "Rp+XfKj//KSxkei7fMaajMYxzWz495rb+IQ/7zF2fr/1lCesdk/IC368/08StKaHOUK+1eJfYSX8qJX5VclvJmhv//ZZtoOT/j+1"
    "nL84+TjHUPSqniPkM/fMTe/x3NvKfs2++nWOmBhZ/j6vew/7yt1zu9r/sbWx93PWuWJPftzgI31t/Mtlw6HuhDEL3yB/cLfcJgZP"
    "nAvUiInZEXyueEK0oddypgmz1zMW9zeMG3oLQ1c5H9zgWHGF9OVePPMlfvlXJyfOW9ytBA/a93lV8gnL6bq1D8ycTxq/D/yxMy1K"
    "9JcbfX8MhfkUfNInOGZ9ltGvTzQHXWHqC21URcn+RfJ/Wc08bq32p2wu/+7k5+yJf7f/heRjxptgXDghZ/U458Dr9v+7ktcnL7aR"
    "9P1Wy49a3T5uX+ZJ4yCeZxzf3cuW2IgT5vgT1hu4jvA9Ep/Rj0l/doK5J7HVD7gWlBil+O+TW6RQq2/pj5IT5zMwP95k2a7Z7+5z"
    "8A/ZGykFs+dFluW6tdQbDN2wtUoonUqiay/bu7/f+k1IudoHHvLfv5c8ba34+5Njcl/vtjJjvH+y/6nkIba1E3/Xb/YnYbz/aI85"
    "5H7rEY9Y6mcmuOJj1s4e4ZueWLmOvXUi9EGDTztH9/LkCb7Dsbf9m/5FrpE7fZdd8wKW8KpxtbeY2yV7xpV+Lwmz+mXjNURdsZH0"
    "QeN11K7AzbzQ+O3jHnzx0zZDv5rj6w1ySH9g990i14ix7+ftLZ7iHHTL5luM5xh5jm1mOu7/givUnjPdlyQoIUaPkHKZo+RFpnxy"
    "ZyaN5C84NeKE+fsW+VTcc7+H0RIesbf8WV+x3GBL+x+ND/kOX03c7Tk3jLs67v/zpGftHrO1PUz62c2nd2vXb05eahw5VhXopR+w"
    "PnnDWsL7rcxaBYgrvMg28C3kEfEW/6/1oeckP8gWga/ycP83kxveSs7+e47XBXj+Z9i+fizR6u39fu8H7F0/bP3ruuX7sH27+21F"
    "+PF7rrfvnnJsb/AoW3RYo72eve7Zfe0bvXrs1yfo5RqPrvTi4z7B8eUrEnzhE9bWt3Bt9TAlEFdZc+IpDpKnOLNoFfOp/AbHLNsX"
    "Jjd8PrhXe3v+6KuN/93tnmf6tc2lb+X3+/rkyV5ynuvkaPGVvs5b7TNsD9f8HTHrfJDUTb7h6xPhS/0/Nx7qKa7R30/pyXv6/8Nm"
    "hM+3vN7cv804jf/N6G9M3mqr1Ru2vvxFe+Ynt8991L7oq5MrnMO/i/3mkj0VVz3Q/0N7s3fbdb9t+GeshC823g48/91X4tf7b0se"
    "s6+oVdzlOIf09i5XOO8mlFg87rXy95K/ZO+7RJ7oxObTJNHa8arl/hpKMN5j9DPGZf9KjznhQWvR35I80P9tHw1fm0gKhrH77fZ7"
    "vc3MF+3JeFaR3GQvuGHv+Kb+BjkBScNemWgseS7HkWEdNKyNggzikq3Vn4mzYEJ5mmafq1wjqxTXOfa+MXmEaRf7bzdOTqvgW0y9"
    "5XPaa7naP+H65kHOiE8ad/1v79FGl8kfUELTx7bT+5x0rxEJ6/OXcKbuWed9r1Zwd5787pzqsXEbeuplr5NjSiZv9XfnYZ/dOHqZ"
    "cpHhK0BeFGRDj5F7vMEyL1ivV2xku3tuX5T8ic2035j0Ue4ELvpx9tt/RMnlCcfBKxw5bvRfmfxiAjnopyT/Gd8W89wT/HYn3hvW"
    "tm4I/zD3X/HW/RvWTn+SsyTm3Cv9b5ETmljpn6S09IkePCuee6lPk/uMYzhmO7xodXVi79VTGvs4n/KU9freR9gT/1L7ifiIu305"
    "lFXzX+DuvtS5yZ7j/Q3vrccub+1ZTvAtt2y1etL/HcpfsR6+wTWC2sFXjtrBv2A7eAH75TXWc5Bt9C7DuVvK59nTn+53yTG586+2"
    "9dgNe9JjNr7fqyV+c5K4fOlWr/Hgw2wJPaG+dJALfk6i9zyJ7eaa18NLvA8fs89/RXybq/ZdwhrtAR+dJIf59uSKc6n3uTw3tMT7"
    "PK+bbIFoOT1zBf365FbkVK/6CvZrmftzEr3d+/h2gaPGk97AueHp/rPtiX/EPMEhf8Tu/6nknTY6/HQCyfR1tvIrzPfY2uxT3pfP"
    "8kafmtx8lqP/FZsxH7KW8HIbNd/LOeCizTA/aDPcU/0PJxqvb3Lkucq1wSPs92+28Buc79Zq+YuTm3HF1dscEMp3o/9zr9G7leAF"
    "yWVvOy+0tvMcC1+xdvA81uLd7rl727mTdF4r8ecnV/i9evZp8ej3J5DbvJr96yLb/uVeLeAGpd7/0mfv8XOSpOW73q0EzyblX/df"
    "Y5zE71vM37TW+QtGX7W28UfWyp6fYIT6Go6AF1mPKNFzE3DkX5b8rPUnSK8/anzRJesjr0ue8FZ2zcacia/Vhn7UW8uCRPM4jmPH"
    "xldc8zVN4GPVO17Fto4Vw/9kK7rKOBCE32nP+47kRckHbQVyvf/a5MPWxudce/8mV9nPSd5nffvE2tMXJR9ibV323nqzD70RnFni"
    "Emk874rz9b9h+f9D9osblFJctfn0V/vL95B5Dz0g8Bmfm1yN66kk+bC3SD3nqzlmPNV/oa2K/lH/Z5bXR/oX3veUtel32Vz8MFe1"
    "x1wRn3C1hjr5Ho4m99ma/2X21glXiHj2Szii97aGeIrj6gnb8FMcD77Y5s2LxmtMklckj7GdPUye9VuSR5y7vWx3YGU5SV6bSP7+"
    "mQnm1J/p8+Tb7Jte7P+4P2fz6AP9jxv8s3vKQ+6eUlupj33NeZ2lRE28k3367tIirfOu+J0n5Jqu2Aj2WP9D5H3E5R77vh+ksT9B"
    "WfQzFnqHffuPW61espr4qfueYC1e4+r/Y5SWHLPmbtn48ATvDHOcavCNVtfXuI/xHqttSIr+xPrELxo39fnW3vaSrX253+2n/S9Y"
    "23tR8t9YKT9i7eUw+WGbOx9m7qAxWn6VPeMnrfxvt7h/nrw4+T7OxZc5ox9bygeM10ZdvIa8zPX+RpxzwclfsFHkXTa+/T73Ul6R"
    "/IqtKH/envTbXivau/y5BBwqdnketf53iW9wyVf8x747+b0JpE+vTK7wGY9beR8lL3Jg49sDdsd/aGPv5X5KScFjVkeXsHNlPfJe"
    "q4/LvgeKVnXCb/sdPjc9c9v+2UuTi/dsISjrpyWfw3XS0xz5jq3mL/o6JeFucM/+h9xekdxbLnavGf1u91zztxn2/27ZTP00e3KQ"
    "jUAuctz/R+QPwbXcnds45rguad4m6SmnfAvHuxNKtK6SUzh2LujzEpUSuw4fJXXNd5hfmFz23pL4Xde8Dv6618HdeOUH+u9k6SCb"
    "eoA9vbdWdkI+8+57BdgtGnM1oS7+CeeB91o5fpjS9weI/5at5i8bT/4Ic7/JWVkyqmPjYv+X5Pst/GZb+7zexr/PsLb3QP8jydut"
    "Lzw76bHWeknciX2LtepbLhe8c6l/rf8dm8P+2MoOOexfWsv+kH3TN/UrW8mEOfRK5IWOuWt5932zF5AzRsoXnOIPrlm9PGFpHyPv"
    "+iaORU9QpoKV9Bdbeb8oQf1/IXf4rvZfkmDX7l58yN1a1SPW/i6z3dyitPMvqSPxCwnWZHebT+9+zyd39f579k4f6X/Gyghdhtcm"
    "77WxEi0DvMK7LOaNlCNetxEPe2i/ZOs1SOP/xGrpYa6YMYaBz/waW/1cu2fffhV1GgIn/JzkOlfVx/fojQ/ayPfC5CbrQCuLxPjK"
    "65SV385XfUbyEvJIf9h/U3IcpfsaAb4iuXHP9cI1L+sLOfo9x+7/VD737nKke+2sYqf/wy6Tu9RLG+BlRn20D1LWm1GOf2Lc8i3P"
    "+ZaXDle8s/+P+TZPWb3d6L+Qq5Kb5A/AfV655+r9aXu6zSzJVWqiXLb5CivfLzFe4qb3xa9OTpzjOOHeM+rg7XH0D7l981+xKjjp"
    "X2xj/+O+rtEKUlLVp6y9SnLxcB96+GN9wzXZ7XX9nETaHOKbL3MeFL930Ur4TTaWQpvo+cYpnfCL3LT5/cuSp1k7j9q8+rTFPEL5"
    "JfYVL/0VtXPJvsqH7cs/zP26hyijnibggr80CTJS9cewS3V9JK/EejGJ+45XGHet/0a26UfJZyrt2clHnw3v/3bjosHjQjaBPf9H"
    "jf4n1k+ucja6ScnPK5LPdA73hDPYzxnfIB7jist9Ief6LOOWe87juOft1mIk67rUdzY7QbfnCVvVoOc9ye92f/KHbD8a5ceaNp9J"
    "PvDkr9ghPCsx05rt+7hnMsjFAsf7ZP9vrCU/YO3kipX/W8kBfmcC/aT3Wjv4BuOufsm+xPtspPrZHjz52yz1+61V/x2rox+npB5z"
    "wV+wPf6ujW0/kHxG8tLkHdTxeJij6zM22r3Z4PuoRfPa5Cp5rvfbnPukrUyeNHrYIUYJ/weW/qf7e39TfIXvTVTvl10Kd9kl8//+"
    "/M5XJh/hXZqvtW74fI4gH+p/1LiHp+z/9yRfYy3inTZqPWjf6Xf6j7M+wF+/r5/Zte+zL/1QXyYfIJ9xcmp2xl7fJZboUZd0Bvnr"
    "68ntXOSO0WVy5U9ZP4RE/zX2jv9V8uFP+l7OJ5NPvHvKX9g8/zB3sa73540v+1J7z8dtHPll+64P98PK9+OsBehY9feQEtxrt+Ij"
    "nC177vNinMDe39cZn/psSi1+UHuit7j+eYpt4YUJRkj04Ef7RSJp5Uutj3xRgl1qrHLAbSyTJzn6Y15/GWX3/4+tfa64bhdGg8c4"
    "Vnzas6praH4GORXWBZ/j8oMvt7q73+v6Y/aEv5c8TS3VPzX4rv5XbX78IMfUJ+33lL3BJ/r7bQ34bcnjHNeV23VKsi6SKxtk6uiN"
    "U5bkTdwJutde9SdTrnwv6TH0Rb7W+LXfsrEYXMtfS37cONBH+39tHMpfs2tebb3zbydfnGAP6HuTt/W/Z/3yKR93bsZx57UJuNIP"
    "el+H1OaR/u8nn25z4Tv737L7rlP74DMS7d0CvoIjNHjaa9xlTshhXuFYuuB66R/3/7vF/qX12Q/ZPPq59l1emPxTW6P+GlvmJWpG"
    "9X3K/v6MlRW7B4/3321c4eusjUB2/hjX5H/S/5GV7KqV/C02V1zjuPBGe9uvTt5t43Rn1z1gI8RLOQJesyuz5LtsHf6otYiHrA39"
    "OlvsTeMKnrZ3utof2Tv9sb3L8xPteT/JtoOdTsxrRQLdqR+xMQsz1CuoNQOZGzidGzbKfXryqMutHrGV97Hvib7HVteSYd3g13lZ"
    "Av2M8BUfsGe9MmraHMd9yS9JPuFSyVs2h3ycc9wx2/S3+3eGfEn7hG+31g1pxzcYd/WkPX2dgCu5SQnUwzYmvyr5X6Mc/sTWoNei"
    "LsBv2ft+wr75sa0jP241dcnuf+j/4+09oKSqsu/h85ocRUCQoKKICcwBM4o5hzHnMOOYx1HHHAfDYHbMOTtmxQAoghjICpJz7obO"
    "ubryO98++973upmZ6rX+s37rwwU2VNWr9+4998R99sGJq8BP50ktfaA12Pscv78BV6rFaTU7fDa+Y6A0Mka0T1nF7Gmd5BEpK7k3"
    "lk/pFyxDPOdOYvcWtrYZmfH/j4Zdhju9TOzuOslaZmjM+pWyTvD/j8UoHGv+3z7p/3K11uoy2RY5rijHERI/OxSapZ1ElaSQed4I"
    "B7UpQlO1DXOQG/Un+A5NkMmJ9HaaEF1dLJN1fCtoOqtvjcDZyqrrLHB1ux6tRnqFXzGvuxFax/n3NYwR3DnbAycuxVpKzndDpKBj"
    "zhezT7/GcX5eH/QrYBXiwlnDwnfwECxDzp+oZr93Z/lEL5LrJMF1aKKEWj15OrNphbN5ra1BobxyyOpG6GML9f6hQo8V9nuX6JvS"
    "5P/VUN/LaAHtc4Vj59asWbc4rx/9ctrRKgC/s8aXlA8M6Y8VWaVHcbcKSchfYUMs8sgRF2+IW+tjuUc+/B+9wUIonTT9kRpfiXYY"
    "swO8xfvPXwH/nII7cT0SK/Q1SrBZjG/ltP9j7WJSGrLisA32MIlow+TLIeALx3OFEOCnSpQ7z7JeN5sxnPVVFEZAFJaDBOPhPDMM"
    "WdrCsxE5WT55LeRqua5gzWhfnPEq+BoL8T2zWSNpI3lq6RfF/P0Us9Tr8ff1rBZtxLfvi7N0PaT6VPgxM3TTXgttcQbME3L1R9NU"
    "paxGvgV/p4LeRQrfbhm+ibhOd9y15Sa/ahWZMJheY4QmbfmO5u+u57/0lJb+X9iik6ejf2VLGYdn2UdcH8vuWING+GxNXJ8a5h9c"
    "zHyUWD9GV+rqwnddGFX5v0jVJPg8B0mCGqmR+WPz4YohZyU8bw3Empq3od5n3w3R7npm61xVwvWKPOvzvIV8lzp8zvWH9I/xbE34"
    "hiRzzg7rt0wPlDTlqApPPYJeVIVqCw+8wVd0Cr9SOA9b+JRsxHfuIpdDyqrpga5W84Gq4Cdpi4p4NddtiKT9iSjUVVYYQztU3sZ7"
    "PoKeKUEkcg3O2nCZIcv1J5yQG7Cny3GNFXg1RfzzOH1eXLeLrbvhOK9mB0MGtrWaHlsyRhSavGzJ2HB7qWhFrkv1a5zIetYp6ph9"
    "bYDPdr/Y9bbFndTS86tg30tOp0k1z/+wOFeVYcwW5RTzuqOEHqtk8mB9bUX0cFuzGDvLVB2jY/D0I+UzxIi7QYOuQrSwufyst8Nb"
    "XgOJGYRXF+iFuF/rbGju0VnHvkT38yUyzecOsvGpM898Hvbz4k1yPv/e8VbOOtd7uM/bsApDGGdl8f3HM1u/At74ZF0Ib/ct7Eil"
    "3o2rZXECSyi1rlNnX9o2w6omPfKmSk9hVdt2oqsYZmIFERdOPtt4j6LWy9NxzDT2YYWihCfOPIx1HsdjWcuucc9AGNeQI/R+Xv9d"
    "+0UYy2CTfNdC2OAzZCCs7G/Qwp+yI+DYoBgexyTc7e34jluw519oT2iBv8pM7P2TxBNZ1TfP/0yPu2p0Lta6zQiWvoyOG7TZF2yk"
    "PXV3atf4Rg8JjsF52kmexhl8Xq+EXzZVN8cqF5aQjsFUPOVr+hDeczvsRFVYD7kaEHyoz8BKvYvYbDq0TDHiyDXaD1f7BrqxAc/X"
    "yLVLe530GTTrP+RAGU3r8zQk6Sec8aWQ5RrYzGOx19tLdThJ78R/+8ntuPKPkMo7tDwoDdz9t437BtvFa7qcmVxXFTCreTn+zfIj"
    "q4mTaqKn6VA2zrfLwLs8XrbBCszUUWIWdhk9n2XskszpAEhZH8nE+5nzaK2ol87Oc+hP3mnYIcuELcSqVulLcm8wQ5+H1bQ6yRvM"
    "srjOXftpJjsU7E4uRpS8WDtKJ6zYCbjaT4i4+0BH1uCUTOOTPIpvmMx7dfXtNfz/j8R5nwKduAHRu931ALkVzzEHktpXSn3sfJpf"
    "oQrme6Lex/Z+5brGOPRKrNbfcQenENNcjdOxN85+Lb7hBLlLf4AGaA+9ZV7oQTIfK19M1JfDHlvmtIL6dz/Ismmdv+pUPREezEJ8"
    "Q385XJ+QofKtdfXIC1LFmCMFfduovWE9E9So3bHO62EhDUP0O576GeKWFmMfDsI99vVoyQEek5ykVUI0Eub0vLY76P7ysm4PeTxW"
    "P8Fq/hM61CKHR4g7qmMPZQl1cBNtROSjtOzpdYiSqINPqUMPprayf1kD+cnieiHjkWqcjgY9XOzKbcQyDxdgF1Zh3xcgOrcOrDY4"
    "1U67d4y912b9tgSrtQL3cA6ecR4kYXhgXS3z9ENmLLKUS0P3N/AZq4g2KOXd204tpT95q7gaS0MrFc+0prysVnDXBzDeWAmtvo66"
    "rRb3bfndSubatpIK6soDvGdvuPEZ3NdQN1AjF3qlGGfT0LQl8j6+fw3+Pk0X4T6n4lsX4A4TPmuVoVU2tMyj0sDzk9JzfPzQQD/J"
    "dG/h+k+RWN7nMtx3NT73CPb0G1z7AF0Lqftcr8J319M7KIP+sQquSbfZ6LVYowtkpV4qs/CK1UhW4JyeIVuIk+BOUkMt707CfK5T"
    "e1rJKt/xabFSmmi9pWpokTR9osHysDSxWpxusbvjqCXOo6ZvVNPB44mKe1JnYMdP0lf1OejOgXpo4CrtOX7DMXiqJo+Saa3DpfBn"
    "/iID5FXo5RyzPkPkULHM/cd4pQ7atZpasQ1zVCVEDFrdZBnkxHBrjbCe0/FzAjH9D/Bpl+MdM7Df9qmT8BlDyx9H72s2/Zgl+rqY"
    "ft1MfvO16XWQqwxOQA4xX54nNMWM3C3yKeRAsCfHEFfiova0t1W5uFsqwzsK1bEMnE2ZNt33G6/+uqR8BFdOicpr5KEeRb+niRWs"
    "2lbubV+ZwK7I9mIdOYPh8bfF+qyGFOS9HchjDfKUz0quaBe5B3qvj+wlb+k78L0m6CJovo9xvc5xv8R/1q8SfIZrZYyvuLnul20g"
    "Vx1kH+YTN+DeRjI73w1/PwB6cW/5RJdBV24GD/0T3UEuxGpVQ04WM5pqlgFDFQp74XvLU7j/nXDFenI6VGBfFqlZ2QWtVFbtSoE4"
    "5FE/jyh31uF56PypWNthciNiouVYqf6yozwEb7hYLVNyGfVSgn6nReRJvKOBXT6Xi6s/FeNf3c5WtILNq4ctDWMs6IGS5E8WDRbT"
    "512hoe/BGInP7MVad4SgsZpLJaOfHGTT0D3GQmD27FBe81jYpCy97jof57pn6+bvIwUNPVQOgH7sIgsg+R/oA/Kdvkbr2yf4MZwM"
    "H+h3HY/9eUXexROfKD/Cs1ws71MDf4lVMXRWCf48GudlBbPcn+AZusnf8Z0JXO8s7OeFODN/F9vjA6BtQvifs+DhrIQeGih3yf24"
    "y7HypLYvOlLu1DXhOfiOa3E635F7w9XQLv+CpPTHczRB7qfrXToWdv9+OTsIva9RFcc6gWzL2MGxQtTDI65FFGd+VU9xCOCQ+tPZ"
    "yxHsfI4wajMhLSYztbqrXAuv+TD4P7Pwrwe3iqHN8V83zWm5uKVQPHdU3FO9Pb8/pGwu9dVx9TF7zvewOx/6LfgQe+KKnaCvb5f3"
    "4DndJx/p+4isHK7M/MfTxbrGXJTTwEynnbJ24nBojTwlhm/dVSJv3TKkvX20FdXxnf4x6e3ZoksDWkCPxylYB321FPu7ANFgCf5l"
    "us6lZ2OcA+f5M5Rg9iXv8aSu4t9RwhaYDkMO9RUXyZ4OHyXnGVX24co0/2q3CQ9GMfyNMM51nuNr6AOxImfJWVjhKq5aHXT1Ip89"
    "GauHSDGj5B2w+sOwVj/hzq7FE8yPkYaWvTXU4kbYwTKiePqIemRAtCb7EPVY0aIzJFqXRv65pRTWLkfqv2QULNDr8L+6wc/bVsfC"
    "Kp+gpwcdINNOQtpDLqyy00DkTzVOlcXKiyHr78rm0kvegAzvKNdBFp2/Y1pnKVfsNnFS0wBd1Vvm4O7PlHJ5Vn7FdVbpt4g8foMX"
    "/D7WaA7ipYGISt/B3r2K73hAbsC1I8RNv5iJooxZhq48MzXUMJt5ROpWrM6U6BqPVt+XVtNhMo/yOaVNu8T743clkR+zWWXvCDuw"
    "kd5Ld7HazaRW8jtT8Kyr1VgqhsrN2Jm1+HsJ9MhsnSl/lC/1NXgPx0sPWKPtgnnwz8vDc1vR8XYWhtOrC30vg9UY08QtZohT19gj"
    "cwwEpk8X4m9nQD4Wwoq4DpM1OH32/kKZkk+xa3aVemiaKvaRWo74gKASvv4KentNvpcwwVNTy97TWlr7jfoH5tbWsoaVIbOIi9eU"
    "uPQcJGSI77+rhD7YmjnzTqwcpXjHWSKZC61BYUaj7vARmxE8zhsJ6W1OYJazifnbhO/w2lqewam6Bk/YS3pj341pZIRchxM4Hc96"
    "Pa1ao+4hFvOX4f2B2H8hu8sMo53xWMo0diQNOQ5b7V+wnqHbpdHjmCvpr1X77sRLxbz0LDM5pdSgF8BuVePvg/kMJZ6Tpa2YznGs"
    "M/P1bo8tV+6Z607PQLv0p/0+EGthNfhifMMIaBKLB8wyW9eAdfT+TlaJDCs9ZYwek7Rz9fSqLL7aVY6NV3Nji06abfhUwyC3WyBu"
    "fxK6vTE0xqFTIWGfa8/AbHGFr3DkaJmPoBeR8rLmvOlekmuxS5V40nvF9dunyJ9RrlZpXenf015a+stF3mLNg92t4x7fJtYtlKJU"
    "/4p9+wWrvYQZgTrmeKvEKq9bSAVRazl4Cs5zSekWkvMYuSGQgUG+kpPmv5R6axx1m3Zmn3QArRMQKTIXd/CW/ijz4C+cCY98iHyh"
    "xnLxmuf8+pVX/pO4KDPhNe6PlEj3LCfw6Tv6eNUs5GrfiXQc7VeRVMQ9SM5i9PeenVs315m0kj/V658ljDODbq17cdWaNKqG2p+v"
    "6K1hlSaKTsdunRNcG9yM1equ9+iD8LvaYx8rghQi7va6u14ByzMffk0Hz6k1kOue9TF01OFmPQv30WauJHoySR+vEffzM7RIv6AE"
    "8nWTDIIPUgrtXazPQYe8De/yrOBimatnQAPMwjW+gG56myc/Dc8whCe+G2KXI1mfsAjZupJLtBqrW4Koo0yNV22WfqYTsQ/jWSHs"
    "I6dBMgbJMt2Fst8OUjPAWyaLmIvEdUnZGS7hGlbrg8x6DMGfVXh265FfxnxQTyIuuoqrUx5Bjg1lrLE55TbBdd5VHN/V5vK1Giua"
    "IRQs69FEWUmwCpvl94xidt59T0/iAGqxFrYje4nzMGx99yJuo/BnCr+Shtea8ZngvpJmBq6cGmYtXllFb7aKXfCnyuFiHoVxIlXy"
    "3DscehP1UB09hYt8P0rG17aqeSoT9OAtd2TYgzLdE37lwbjKbGiir2hvdvTy5/R9yle3rMflTNylncYKdt4msYplkIY7pSn2RXLk"
    "PcjhROdpd1LkhGgjf5ee3K8qIoUq4aM+oiPgZx+FszhHn9Y3cMqegwy/JEnvd0ZcCjtJdHr7yf6Ipp7Dad0P0fqPiApugd//M566"
    "kjn8Dp63IkKb7ynNrEibxZivKAs8UAwlPRRRwD34qRJWdSXub0fs/CuI8/aDTXlbz5cH4W+3R/TQS36Cv7Oa3Fq9ZaO3tA1k7LKa"
    "4glYCcudroOEWRVgI/y+DXqxbIddm6r34r6/hMQ/DFm0/T8RZ2Us3osIRF7G+0rJArMEu7wee/MTmbxc5q/BazXjDZhPXW+xwZ8Z"
    "6VWz1udQYA3ME5fTTzDtn2UXjuU9XqfGsP6EpM/TbIenr2Kuppqr3OD5UOazKpqF97RvKx5k4UzW4fKwvB7UMQN1FDRQfXiEDJP+"
    "ekS4D/OjCxGd3wNvr6ecD1+yHit0uaxFlFdJifod6zoVUt8Aq70Sr90rCT5ZPVbR6mnT8OST8Byrce0a9pVW6e5SSdSRoZmqsDdL"
    "5RHZLThXz8ezd9OdoJk+lUDfCevpOdVhlddgnarJrJjUifKLro49/OYaexeJ+lD7i+VTc55Tq53XmVnsnCE0p0PLrIY3tZFe1iCx"
    "DqbdJfQRe97r1zxzsEVyNK5bxDtfBS84Sd2RhnQZQ6LxCzyHOyyHfvwSV7sQPvkgSExCDRvqrEAHLwsuzngFFmYQ/OgUV87p0tX6"
    "jc/HdCAPoXUGOwRA6HvTt4/RRE0+ssh4eWmirsmyV6VWH2InveXMbkaclyXPYo44eYvav6Q0DZU/QW5X6BcyEk9QDI00Wp+T46Qp"
    "VErfFi3Y3aJa80CcozL4YlnWs2vgsxsmfA3joc1xVhxfj/lmnalPa3lXPaiNDWnWU5w+aiASMfQ1ozzvXBFRuV6fHH2IPGTJ8nqm"
    "/4Z4THYJtWeOPpl5oAFldze5Gr5iN3kMsnEY7qg7optjIJfF+Oa9sMb9fD479FmwGt7VSGgNd0qC/3JKfmX2qKlFl5Htm2WY7oZO"
    "gc0LT5fn8R1D5Jdwpr4hPwTX+WxZE1dqla+tlkMHWWeCMfCsxj2ap36CGN5wL9lF5kPuTcou5co1EnNh+ilDBppCfGkL4EeGvjM8"
    "xTU2azUFv7eRzL+x1im7ZFULdxceqy8gigtkEnzu56E7K3RAsFfwlJ7LVYo4EULWeVT35vnYDPflKsmNcd/zRr0Lp/kO2DVXtUl7"
    "JJ+9NgpyNxW70x93kTD0KXZpAa1QjZ4ECX0P+zoSUeu++jXs/2Lcx1OyRE1yrWd1sVpUYL/tVKyBXDwnyRiplfW+fI45qnX6dfiJ"
    "nAMN/Z1K0EnORnx3kO4brGPftuOkS+AcuYqyki92T9osO+/PSR11QT0z1WlWkA6FDA2S37Ar++LMroMO2w7nvL1MxNocBJ+zWC0/"
    "aDUck8zjcZbM399CjGeqI+7e0LfdcF9r9THyiH4APV1iiGdYw73wL9tBQ/2CyOh8serQGv0BVxyrNwUJ/H+mTtb5PLMus2/n5gnm"
    "UtdTU5hvVsJ8g+ONqNNnEeOnYY3PlUHw3cZoHzzrcvlbMAo661Gci4EyQnaTUuj7GYiFL5d31bJsz8OHmg1dliJX6SJ86zbyAmze"
    "I1iNv0phjsIF8hDjhCQ7FWqJ1ZiBM1Globfi7tfWktaow7ywhq1iRBTIcB8VdKAf5nY4Yoh1OU07s+3EMYLMwH2fJ+YjrsGTFBPl"
    "abwm/bATLjNaS7npIKHnKVlJtH3ao/lctiil5yH6b+MxglE0HnUj9xWT1gHY2b6Q1jzlw3Z5pZ5GzifDZJ3vq351Xj+Fegf2ejH+"
    "7QVoxhGQld9gYZ+BV9xVQs+QaXpvK+bP2np04VjsXCl5U14n/qIY+7Mr7mo2eRQjpjuhPy7sGGkiA1EWWu5TPE0XnMzVkOj3IKPb"
    "Qit+jp38CFbgVX0ArxuO4IHgNKzCHFas59IDt24745X5mVh8Y3FMIvKYhrv4k4wW49Z9B+//HNribO2Ec3AVnsfyT5OkbTAScjMM"
    "Z2E6q5Pl+gsZfi0PXwPP7jZZDz/PeITP5eqsw5k4B/YmCfn9O32kKE5yteSpuojdeEmflXDn+jisVxE7O0fLltiLx+UB3cyiE8R5"
    "s+UvsGfn4MqNHmvo4jbzhE7iml4SnB3srrdAYgfq/XqR7gX7dXSbtWFPXY7PpnDy1sKOnaw3wutYqgOKluO75uBOtsZu98P5PhRy"
    "uRK6ax32YwYsSlKjvGTKM4yaBd5HBkOLzddOciCefzVxZvvLfDkR95vAN9gTb8ATnQNNYDiuU+AzTMV+7IxT35vX7C4W2SW9NBXO"
    "YFjWpppZihpWUW4lM9NKyP5C3P9i2RU7MAE+1xpIwVy8PoEa7XHi1Kd6PEOOGXzzRi8gb2LEhxF6m5Uli7JhbKxe6XA+WZ9JNq4C"
    "l9VSvYy1A7PRFbA/ldi9vGc3uYOc2hlKeLVOwFN/Q19Q8cxzJeV71SvJSdQSRdjyVym78lwmIu9P1RFiSPj+cpE0kS8rw+rEYrxj"
    "R/Lxjoc+aCISsZ5VhG7sHzRvaCTe2VkuhITerlvKZvKKXCFby+7yM1ZlPny6a8X0/pWwyUdjz7aRydS9V2HXP4aVMD+irxwVzMSZ"
    "/hLP2sS7UbIC5Pya7k8G4tYqQ4VeOUv2QtRgPag7y4XwvJ/Ct24J23E/TugWrEUZR3Av+FE3Soa+v8VK9dQ2rmq5v89LbsB9rKdl"
    "tQrsccEk/H8aT9R85ihcB6Jpmt18rjf0LD0Z7fEfDMGOX6Kcn+hML2pEXE0MGeM2V06jXEqT5/c1i3qyaPwdq32v4gLWCOrUfGnL"
    "3B+CVVmhg1upihR+ZbDcG5wCG/QVJOFV3QPSfz2uOUst8/aodAoGwEtt0n/gc1Pxr49ACx4P2zgquFif0aexah/qzsFS6MSOcoHe"
    "Bg+kETreqrWuy/YAyNI2+LkGJ8tOx2X0E/rBt6sgNnMNPP4X8an1OPVlsJxWe81gtZZBQr+TumAxnrWRGLdf4e8ZamUjZGcJPmtV"
    "+5PkUuys5QPriF80iX1Xz0A0UsEOyyrypzXAN1hDVtlB3pplmE/YXVzcWOe5zELPFhQya5NjNvIJvQz2xE72g5DvE2RcMA/fPBFx"
    "9/P6DqRriCzHfV0Jffw1VmgKa7kZSkOC2aOtZQ+pZIRShZ+tS7kdnrCtODalanx2I159EVHfT9CMxYyez8Q5OSCoZa1xDq70JvTq"
    "XXKfWDbpbkRYC9iJtCWe1fr4t2efVBa6z+zxPN+rcRpO8lWSoW2u5+ldjx1YTEx06PHK9nz9/YpYJa8/pcj1kaY8wsOsymzsVw88"
    "37lyelCB3U9BF7+ln0H/NsCC1cIavwqf8wDYlS0gUXPw8/aBxj5HzqM/hvgc9njsYs53cqbo75h3+zu71HaK8SdK/e1QQBmsyHqf"
    "aUzFPaEZdvwpPdDK2IM1K3cqLHGSnG4biDzPkFMgz9kEE1pwZm7RoiLe4Fek0LqZb+MsbTv6LiHjx2V4XyARX3kuRmBkmfc5hJ1F"
    "VZD/Mua0++IsbCHlrPhfjpO2FLI/UTrKfZCCu/Vb7O96KfykG3BKhuLcTNTDArOGhnKeoY9hNWtgpf4p3cSyKdW422dkmPyI931E"
    "XWZ6+w3WKspoc+fDznWQn+QzuVMOldt0WvCi7Kk14XQdqjvhpES9G72Y02nuDRYp/ErEhd5ca20rUQ/LZJ0jF+H+l8OrfljvE8tU"
    "rcNdmhznGY3dLE2Mr8yvnc9+qrsg33Uez9dEtId5qV3jnHBtHJ2NkJUt8sQhOWycPt1Nylv0zTh2G3dvO8eZ6MKvFL7a//v31GN/"
    "UoxKHV9anqxb9Z7Doq1Hoaiv+TkUbg257euoQ4wbyXpZq+OI1bEiRdLbK0ZMWuZiJ5mk30P2nc9+hLws5cTZpSC5gYSe+SUkOmwX"
    "SOQkSLdlizvg5CJ6lJ+wFwcGS3QD7Y/plFJyh4Y418dCop+E1LyH3fhGx7Gjq4f8Bv/1PF5lnH6Bp7pUSmDhv9Lv8HuyrpFH9dag"
    "h1wsdqKsB9eQf2XsCDkbNnoU/KMnZAxOzRPwEp6QsbiPGbAn+0hryN88eRybu1UMTd06M/au0MMD4c2bXd2AHdhZGpkdTLXKwP3f"
    "vSqz0Acjuq6ln74YftMg6MK2sgh3LfCoE/CEmuO8iFfIYqDGGF8Xxjup2hqawZgI+9PDdIgaJyuLye7S8o7dSlTxe7rBN4tOZsUm"
    "2N4kp564f2kkKt/FUMYl4PDHGWjyJL2TDDlv875mF5LtKkcPaBfPWF3o3j5mp59joXC9vtvBl76MvQHtJGJ1tD/7xajkx2Vsmxv1"
    "Zljbn/TPeh08gR+hX/dB1FEmOwdjET99AH/uLfgoV2LlG/AdE3Qm87VNnGGwgNnMGngDvxEz0uhZ5Nbw/HwmroJcjOfsDCmeCX20"
    "TTBGv8FarYJWvkuP8/NW3K4N8sw66rFcD4ljtUwwD73WI+Wdj5PxnNqWlzpXDP1dTg0VsWcW64H+5zqu9RqcqO6Q3gU4H7tgf6ZB"
    "oy6UbxHZDmLVIsc6aUcyqlpW+GL4GI8wD6ReZlze5XVx/IlT+HfjgKrApw9lR1J3SMB1iLjVM/aZjXSMmnV8dTw8mytg7W5DRPuM"
    "XCkvygp491sTl5j3kUn0yUOYL2jisx5M72FX3wO4kTJU+JVe4np6c8w4h4yWcnoFYq9ekm7BB93Mh2Q1ieHSm1XqHBGBViG3TtI5"
    "+H9fCWN2jubpPsZXUw+5Xk7d5liad5ASP5+lcK9iIRakWmixNKPPBHRZA66cYTa1r+wCXfY5bOQKWKo/4oleR4z2cbCVvMo5Kmn+"
    "V0lLZjzWCUZnybj61EBGpxT9+39nNw615XSKkJXltqxd2Z2fjH9Z4bmjsowdMvC+FrLGeL0YG8REnE2H4kv5aCTvEezqI7+AMjjM"
    "f18NT2oCchYh1KM5QwJtfhnf29ZPvdl0akA9bHgD4+AjWZ0zlokqYmVLIf0JaPJSnKfTdAyk+1hIlnWBWdViAVbX+ls+V8PPl+jd"
    "Mg+Wf7O4PrWH90RdF8gyvVPqZaQ+p2fhpK+UzYv6k1X6b/i787KKfRf9fXEXvWXUzEdwXKBbIwrZUixmm0k2wWvwzDO5OknWTdVn"
    "r5QWOeWlanAcu4Xwz6YhIrmV7J3LcA9fkNE6DV/Y+T8rvd3fvYUfGfrc8WbxejXnklcharP4dCWuM00vkM7M1l0Aq38z3vOWoY2h"
    "O+bp1XhlNizIopidvneLqNJppZR8opZXKcHzXaGnBtfgqWfg1cchlQuggYfAL1qqf0BsfgdO9i7ylS7yJzrje6+UvvE5nLRwtf4k"
    "/bB6VdijzeEDPC1H6if6hRzcysSrFK6exudzZNFM0YZMJm/xRl9RaWQ+3mqlu+IEHcEegjT8k5DsZv3IuR/62TJnESmXpGybNnmA"
    "MvulTMSKT8GKjcdpXYAnuw02Z63eC621u2jck9pZIk3dx1fJj8XVN3iO7SS9yyL6bieJedKWG3Rso1XYkwrE8TvC894DVsRO8Uas"
    "jOXcKvGeF2QN7+la+Zk7kPbnymGb3RyuPM+hIb9vY67FJrV026RfNeKWUN8JmSfe3XoW03oHMz9JnIkJ2IErsf9W4y1lr1sXuUK+"
    "xzmqI9dXDvJcC8nJQ0rcNIc/QSO5ekSp7wYyndeD3c/q+XQ2hzT1895IuTp+0tchLTfg+hZrFkO/fSWP68NiU8RmwXbezzkD81nb"
    "+AteX4fzU0bWp0ZGUiu4IlU8F7fKPVihe8PHZUb4LM5YQk7GUyXwVFsGrfUQGl6r2ntHKd+rpIyzP2TXfYqraB025fAw6hH/FvbS"
    "Qj/bRDXyz9VnpJu0J3Y3YP3QLLSzUVlvk1y3Q/S9oe5Nhqaf9UexXponEPH31Wv0NUS8Y6BXDikqIxJ9Aq63jxwk72CtimQx1qhJ"
    "TiKfd479rjPoEVTjDO4BmbpTroWn2V1m4W+jsUuHwlufpfcxp3Ky578vYfTZGHuLTo85fFFWI0RtnrXHAz23cUesbdo/i5ubNw+y"
    "v5h1ucNhXzuJ7VwaOicnL+L8/BOe79PY6Us5fW2UDgpuwbn9AZbOzt3v+lswjbXcKqLup0DSTmFXZJo5kYMpwR8axxy89CS9eOv5"
    "szpNGqdyqUbWfKTXUuWUcvN+KmCdAuz69uR8b9Rv6FsOF0NSFM7mZWi7XLW+HN7YLpL3e3ilRB0QaWZb01wXW4UV5KZz+q2e1TRD"
    "fVdxSkWavXxVan1sw6E7f5O5sCD7Qh/3lCnQdd/Bkj+Nk7YG+9pHHg1CH89uyk3QRrSV7m2Rr3UKtNQNYtWqBcRKbmAk8zti2hry"
    "JpuP0Y7cvA1c2XmtRK4K+5j1rGRRrWUctZthdEPPXqlktDxUPsBKG4JwLfRy1tv9nJ/EZ+/9G7PQabIvNbGHIYudsy6E4/F9e+Ge"
    "eyD264OIenNIzs3wKP4s46BrF6nNIpyHva8nL/xqNW7s7aU87hYNfd+xdUof4PM9eS87Dl9UxqznKPjwb0ByewXP69rgC+j4t3Ct"
    "C8VYf4+EjrL+qkasXo64nB6QrSmwCzN0LvtYk/om1nkD9HWJ/sZqVzZm1418iD6UvS91Mc7PD3K8boXv+Ca4E7u+r1bJy5D94T5O"
    "z3lOujBG923wGVfr1Tb2G8sU3yyWU7wEUrKW+CLrgbO6yE+M45fAn+jJLJLLHhq6x7GvF47nFKezzGecXRWqKZ7x8luMZLa6/OEe"
    "jQ1fSq7Xo+k7Gk/LA9JTjpMiTos5D1pgAjyxQ+Qj6KV3YaV+wN/+In8jE5jGO+Pwge0gg2bRe0M/GOZgD/YrfwBb9z5ZViv0bVaz"
    "EtDj7+F6n0J73C/P6CVBO3kTrxvP1BLs/3NEAH5H9JpDGxV5257EnbidKCb/jdNv2Xj2xyKt5rl0/qnFS71pr4ugQY33b7reI53g"
    "t3XBU72ss2FJToV0nC37iU1z6iKZGMNoUteffmialchKrE87uVCq6K0MksmcKpNnP6GbPuFw4XX0MOuIRr9H7OQ0ccanm/dSg79v"
    "9GgKh2Dbltwfld7TcP5cnTb3qdpktSpGPe5JTSf19hiODDSK4ybqJNvIZ4j+F2F9eiDW7ODZ3u1X103yC46BMMJptYv7c0+XGURt"
    "5zWacLC3TFKHiBzBq+U8Y3wP6Moov5CJu5ZyZFWNupauJq7IsDH2dO1912heo6xtP7lc/gh9MQce0HisylLsRWfZQ1ynagrnrKPP"
    "5maYv+1PjVJMZr13pJQZfPP8atgVU0V7eKYcQE7KCnpLnWQFbUQDZ25WQJJMfpaw/3F4nDsxqW2M13oVrOc3cmVwhjyoz4Xn6+Lw"
    "8SALqzRS+stYrNAKep1Z4m2r4LllONPoO3zbOKxpJe5AiRuzWHg9n7RwhNyS33RwjN/I0PI1Yc8dB2oghnlKs/MHXjQl8GLouDP0"
    "ecOzyI16CHTRVfAmrAcoqa/ADr8kfWQ0zs7v5kuHkzgtx3IEJ8JKJNgbZtgo65dt8h3ICcTpeT9zbBoRLmH4IiIMm3RZHOwmd8PK"
    "Halrwqt9h5NhDWuI6DxIjK1zLPTqlzivE1ktXR/UhWlYvBmw/idgzQpj2cbrr1i58/RrXOdwPVfPDEbCU7xXLKo6XBpj7Kzz31KM"
    "sGs9Q2+EWF9DOb4Gsbn52j04A3B72qcEsdiGSj8Mq9FfrCZ0FM7TYPmYs/hG4r6juazNeYIu4rhctpLuZNOysx9Ihj0Mxq9lLLTL"
    "8ZQ9cK7mI77oDT/mEVmNmH0ibIppFrN8xXoRa1Jp3J/17Q/A+3aWX3ESrtZHsSZfQPf9FZ7AP2XXosXQmzPxPadDJ72ow3EmDoSd"
    "fBlrfjn7//OUc9u3ekS5VTxhT/IV0wKG6xvBLpc1+Pkm+RB3WkpWHENJPoNPPqFPBFOhZzPef1ffLZ/FHpkWubFoGPTyK9Du98Gn"
    "vFe/x27upD8U7arBJr0ioe8V6e5nrmR8pBjhRFxf02ktmL+bJfwnMa6jEtbPHKuw7YCdn9nY5x2lSZsxbFEOynTga8QwWRV5Fpl1"
    "F+LnJdB/O8ncIB+uZPfwZ7jrz9V6R+7TUcEH2iv2obIxu1WGP71JjnnrVZ4iVeTbsoxtMfktkx7Jvsb3ReX0enhww2So96Ej7G2p"
    "OjbtUvw3yOdRUtQze4rzotJYzQ6Q4JE8eTaFYANe/QhndFwrbOclkI0NiDnt+huZoeiK2KwOZ1UZM1oWvjMtdiA5dXn262UpO0Uy"
    "vGIFOUAMbWu+xGIik+30GcbATtNAWIcFnoU/9OiUEj811CptP8fYoaTPmNr6XYqdHg3t/Dti7x/Yy/yFjJeuwfs439Npkc5ib0We"
    "fTY5dpnbWT/V8OpcnyZ9XM7To2A/h8oz8hd8Yhcy/7YRFyUtISNFGl5lhlm9NaxlzoNUHCcPUAtM8iic3Ty7Y953+4XeY0/h/kPi"
    "8hp9lO54Wgqh7YchZkrSx3L7ajiLFezlUJ/53E6MtyiaVOOylSmfZ4+mqISI9UNI5Bic5nnwMEZBI67SefKwbibHBFfoTq1Uy7vD"
    "B3fT7Rzmc3tmg425vnDPt+FQ6uFlN+A7e2MvX5KVkN+N+rjnlqzm5/I8rYY+Pw8yvkVwgWd8TvJEJdhHnGVXk8Xa58paYntPIWNI"
    "D8hbGePMQNykrSz7KV0caPUhy6ssZ1UtQ1x0k77FDjaTYmf5h8qvPi9aB027j9wmT+rt0gc2a+dg26Cn/qi9cOcvwQNs9Fn6gfwm"
    "x3lWTh9kBc5jmZqP+avuGazE8/5IdFNv2LupOO+z9G5otsl416tY63ltHoe2nCYJZjDynqenkhMxf2CcZrJiseCvupr1yRzOWQ1+"
    "m89/sGwnq3l+3Wes62wkTphDeoSIXdKUDKskX8j+MfMmE9gP80UTnhcoic+NwnlIwWNfiJh+nNyiT8jP8ELayk5BazniAdilbn5q"
    "suv5yv7bXGFjZBGfL3X9P/WeySjJvtL32LnzBTwNu9Na9i004bSl1brFPiTOqhba5Di81+zINWKemsnMvzgPOhHP+olY6bcT9Ri5"
    "aKrLMb7+U8VzlYNdr6FXFzJqMMTIx5SJ2bIYu7M1dM4qXHsd2RhPgN/xHvZiEmcnVrCaUsWu8io/MzQPGbNZ7RH2tc7nvoq1yUev"
    "Gcbf9ns77IGt/Rx8fz3z93uyB8U8BmOk+E6fgv/zE65uvHDD4BdYxdqYrJbiHYY7/IMcI+Ogyf6BVWoDuX9Rb0HMszY4Xl/Anu+k"
    "IT75d+z/2fqprwKEPtYJiVazFZmNuzO8cydp5I7uA12boPzbam5PXu60jwPDmPnJshYn+Rxuys/oqPSMWOa3FMPDM323geiRPaWG"
    "Pq+d9wb9UMznWI2zsZL+xZlx5avWVy2MoT3H2adWqWnwWjzHvv61/IYFODePMksUwl8RmVl0td6p++swSM9SrMgAnBDLldZj92rw"
    "39c4jwcSK5jk+T9DbN7GI5z2VIVz5DKNl2Adk7A3ZxFRajmhafj/HJws13HrmLoSfJ/LnZzOakM0jd1lYlL6tJyEE2R+9PX4/nGI"
    "144mf8VrkvOWzfkitV5vHOo725ytf00df6niCcXHES6KS1JyDmYtwbhbv0XEe408Dvu0FHq7DHHYOJzGRfjXFPOlLppJ6Z0yh3fX"
    "oBXaks+4a4t6Ss7boTaw1WbF6n03m00nsOf6MzsjD5NiRtwWSTaRo3GwGNNcD/k+7AY7Y4jYifq8XBU4Rj6zav9iT0SaMe9qrOgP"
    "egd0trGtmPe+Eqs6En7/L7p7sB5nb73WsKafYd7sYkhjP7lDos+HPteVJmdHLTzPJtalHX++6cl7mP0yf8Q69Ypph4vhCe4rZUSd"
    "/obzY72PVmd1Md5GTkit8ryqholcw4j3d1b9zd5sxBNuLk3sIZ6uNqfcsNOXyRFyoHzCCefviE2TuQ/rPAu+URV0+nkyhRzLTiuZ"
    "7OzjmdiS9HQOEvWZwDQ8+kavMRf+T690YGbEVicgEqAd0eyWxT9ahgWrgovwnk/0K/2nvkVM5jd6s5qENGL3XHd9SItqcaFx7Hck"
    "zjLPPcjjfDo/bwMtoeVysuzzPUbe507YTKrW6v+FXlGvjTZvMRfbnQGbJFWlcyiT1hnbR1zcsJT8i0rb7/yfFDusahCDLKf8puiH"
    "HkFrZnOCjEVePUpwiGeyT8csnBvJ0RjNbAiZE0izP7fwK2lfdc6rm810sIQeK99a/3aEQHkCEpIiX8cP7JjPw9NyGJ0c60G7SJo6"
    "LUk7exOu8hs1jVuhZV4POOzAwT6Dn2c/hv0ao7Nw1v4oP+C1ifqUvo97nY0T9ZoU5vi0HsIqn9V31RmHv7Gc3rbiELUriAs4QhyX"
    "ZSdE0eZJGeMM4iuc0B9xwt436ZF8POsih3PRpNvy2yrZO90p6CmzIJdrcI3ncP1/4Nm+JePjXPidfWFvp8DeDmSfrWXvX2C07SaS"
    "D/I9g8MkzdrmRFiRE5nxsD7MVXhGY65LMUr4f8d1Fn5lT042q/NcEE2c+WH730fmkVFyEi3l6XKm1FL/OCSsadmZ+NRIMcyFdWl/"
    "qVfI1fCT9pLJkg9GyHVYgcU6Ab7g4vAPeoK4ynOC+7oRvmyaSGLH8N3MpbdpRr0GT30SdFAV9NWH8iy8yBQzH115Qmo9U5TL+19F"
    "HpeN0FxHBA/CMz8QT/kpPIgXZBe5FO++mdyHDpnXxIznrfA97DwtxBU+lyslwE7fq8cEY+GfHgKt95amwhx76RYT7e2YsdN6snxG"
    "/PnheIZiMj7kmTPM6JWwU9VaGI+UIxOjcc5kfYd9llkZxwfbVbQF410+5vp4U9/GmXqH7CrFsEhXy4+moWW3YDXu/Vd9GP7855An"
    "63P4FLr5K85LKoPFcnNnVnjEjkUCz0AGe2BljiHrTAO120poy3Jceyo+9VdEKF/KN8Z4EdTh3h5m5m4579SmCVwtLge1Gl5LlhzI"
    "TYw1NhOzmMYfsTmkth35RiN8YBSNV3FOvcudNVFP7cpoPOo5uoRowKxGlf+Ez8Or5yDI8xp5n8W29zuLfrrcIlvhs1YZNRRWCf40"
    "Rvk5tLI18fSdr+BHvSznS4JIJ1f/vEVcdmUtc4VWo3kOkpGWLaCPV0N6K2ANT5P+8qgsh276RSchAplBZr57sGLvyEHhWt3I02O1"
    "luuwCiNxfmbiyWq44os59dO4ObJx11teX8JdXQv9e5kep+/LQ+FmiD96FR0nTVLFPTFPrUasO3k9z+YYVudDr9VPkLTnejOev1/U"
    "ONz+Lut9B1POo39dJ9l+RAYatn8x2T9zfseK5GuexpDT66Mu/RJWrt30VhdVHEs8l02ZGgjv+1nY/rrgBPiWjyMmvh1/bwvJPphe"
    "WODxmFFfUk+viQuh4LvL8dJNbub0t6fkOcSiv8BeG5/FVPaDJ7lD0aTdbeVhrOuJ+aeCHbADF+n0/FAZ3GYoPj9Tb4DNyRLnsYP3"
    "GEZ6/9F4xArj0lzW5AP2LGcYETXqB+KwbudIk8++OXSH1WOUHLPDyAmUV4foaSDLgUPvG8vpM+Iyn6toEcshE1uy58MsXZWf7F3K"
    "LpMcuyn/G7+LnTCrKWdkNmKj6TpK8uE3WPPH4HO9xIp/znfy1PuM3a1kzbv9v/T/zGb/Ty3n1uc8s1IJ7spkcrjsS6zMSN+f5bqw"
    "XCbO2GhvkXpyNbpJQXX0g3LUly/JUTIbOnknMiV+p1/jfqxCtZNEOZgsJ+sm2IHv+DfcpB6zOBYLbC4OTWr5tgQ5Vsrw/yuxS+Xk"
    "P6jQGyXXIrLehutT4jnjk/Gkpixt5Vl+EutGyK3LIUT6YjXv+CJ29R0hdb4mY7iCTyRHrNJKWOYc+RCreL2B1PTr4NPb018rhtZ3"
    "OZV19KdG4BltZlGl99WzlNA7xK46Gyv7AO75Ku2iY6Uz5HQjNNF4PO8havp0NavMWXbd1LFO0kQ8YYYs8TlmGFxGz9btBEjzm3qo"
    "4SjwvosC02yl9LWnWkQQWn7879ifA2WjDg1uhQU7Sd7QC7XJz/oSyvw1zI1libzZTT7EZ6dqA2eVDJPn5C7EUuWQ5+EyRgxpva2c"
    "BT8/je+dJH/D/e+gltEpw2lpi+s8IdW0uDfBN6iEVja+VCE6L8ETVIl4zqqzU+R+GQNLdKD8Sp1ryIIl+NwH3rqf3yIq+9jbyXOk"
    "hwwVYwyYCJkaBe/C+NV+weqvI4asgjM4qom9I3do8JSOgX++Bz75Mvb9T3KZbB28h72+GjGysZF8gVec1jG7fyNtTRmxFZeRr8D1"
    "rS/wqKoBreAPjsUTrCWe3rA5+8jJ0IU17CO6nleKnuYR8gPbladhrRZ77tjJsIYfcA6g1VwnQxu8gFP5Hfb83qKB+oK+oWP1H9o7"
    "MC7dF3CH1lc7Gu+cy3OzDDt4lWzg2bTc1gZq2jz+1fzMFczQZ3ysPliM4STFzr163OtM6qA6ajRXJ/2IXaV5yHvSsxGloQvUs7Bk"
    "9c7gsmC0vhQ+HfxZF2JHzgjv1a2KPg8fCssgBz/pHvKYrINPOw+7VIfv+kinivWpWH9er2A9NZPJ2no1frrx0C7GfXIYotMe8Lbq"
    "4b1cF1wmNie+Wq/GO34KKvGJBngTS3W0VpGPM4EY/EKs61o8wVbwoYsRH5fAu3HaoK9nTo/6Dxz/gEWx3cXNqcxphOvJQmt3xEmz"
    "usQDshJ6qlxs5soidvFoC56wlqzqM/TLogO1D2RvhDylLxo2GH7tDNmWUdZn2GPVf2eTM9TZEiJjIo64Jp+TVz2b03absa2Wm3En"
    "8hqs3e88fzlGJNuJ68GxmQmmr6rhd76l++OcrUGMeoccRe1mEa3xypUwzjI/fgPnxDQyr+8QEAfE9WPTJq+Ql2SMr0X9i/X9uXiu"
    "XIwiTuoOnssh9D7KAHG93QPFzbJx9rQtO7IcC0y5xw/2JPJqMPbU5l6bt2k8mIaknqfG/GXnYDJ2fg32dwFkZ64+HVRAC00jLr7a"
    "R2aWy7JOrq1w3l6VSbhWEne8FE/aRqbhRHaDfqrS+/QBP0Mk7/uJovy+kmsuFbMq530kHHEqWv5emGdMaTSr/nK86w34YR3kDJyl"
    "U8SqQNP1R8Q0X+oZzD4fQcSfoaIOlAS95Sx83X2gES6ClH4OfTdFL9aH8HQ7Sc8gxI59BF36PZ7zRM1Qd9bqiUE9YvrD4bdsYEYn"
    "hdPSwEmZlYiRT2NG7s/SxO4nVzspgvQneNZTtFg5+hSGaziEWDmb97uf2Ak/F/KRZWdYDfR5OznYVyRCoh43o1UKicYp24TPe9Nf"
    "a2OpVc9IaDMnlZFaHU/S57ifH2VvKafuTdAWqp+F3N7nbLbyvv0anLkmP7Uh43tgrQ8k6edFujxj1s/CcLtzMt7/OuTmVHiyV+ik"
    "8GL9qGitnqCvBJ2lg48tNpAHqoGssTXczcJTgk0XWqb5ePrhCXYbbmT92b23SLaVUm2eJaTMC4d+ImI3WarRxG43724IP9dTIg8+"
    "9J7HQkrYWt/NYwxD3TynVRj3vLmVtbnCTiIXcEcrPXZfccbn+Xl4i3yNP8KzX078iftvG0YQTS3m6NhPl+j20I1tpEL6ytGw7nvC"
    "er+rl+IEuT1xd5FinV0oab0gdY2cYvUPeJ0TsDPW/TsAdth13l9Blg4Xgzi2ojQZOJq063+g3tQzUphFuVYcE1iS0XVjPGHsv+XF"
    "1rFbUWOehe0lHSPjC08sjTI7zTq3k8s46YtiOaB+eJ5bOLllGvb3an0v9h/T/9F1kWOH6DZY35HEF1qsNUCMGa3WT5huDys/wPuV"
    "xhPo6rxF9N5SrIf/lby7Fn3Vsiumjjj4cvht9byC8ZYVk03CVuQt1nBLOYHCvtks5iliTAS12AHjVqmCN1GHvTxS2kLTGS7qIRnO"
    "uoLxHr8NXfEye0IbWDdzNZY04oulstpz7w2UjPeMXfzV0sYVtZgw4nihjDXRdM1yn4uYA+3xnkdsJ31E0NlXzS3XZbqo8Hymwq9k"
    "fG4wr81+1WZEp6zmk9kqdiU+1XmR5dCq0X0366WQnnlGr1eL9ofBGuwtOfmWearP9d7YwrqY8/sY/2tzBoyrcxB8xVLs6IfYu6HQ"
    "bu0Qz/+MFa9n37/4nU7ybubHJ/C/9TdaZtHsm/Ev3QINY3WEtfjMAtai0//W4Z+nvFQxGrefVpEHfDZRH0shD79Cfozh6iG5Ue8L"
    "lkOTVxK1Uh1PUt+W0W1eXQbPTlul8VkTof0mNNVyWKt+8OPbyfP4+TetJxp7HnlH9sc6HSk2UTPDeuAWoszW2XlzvNEh+QTS1DxO"
    "qpLwj12GZj0zJfcwT2dMKxW0fuZbdpCfsVtf4Xo94Hd/DQ/nY8Tvc/Qu3MvQYCfs5lC5ACt0D95Zxy6Ep/HnVGhx4xXtIXNwWt6H"
    "Bj6anN0NjLd7MAOaY60jQ2xHQi/BOexfNArf9jdY5k/1dNiR6/VmxJzV5ERKe/43+/9g4gQeIKq2M2xaHzy74enNY9td7sBrxh+z"
    "gE+ZQuwArYn3bGB9cC9il923Wve4edLber65QvXgW6WScVqemfEa9lp9RT9jB8ZJbr5vmn2BVpG+g928ha62QI4LboKELsIKV4Wj"
    "DWsTPs/ZXjahMM/zFTITm/cazPqAr5Qs6+R2ThYRhWbfsLNM13fIWGW9AJbT6UO+6o/wyghJ+lnUjnPDZf9dp6Dp3gGsFEfzRQbS"
    "C/wBOqEj53qkONGmjtHj8lbZ/irISPoveArbBUvIRGx7NAufGYFTUkd0z5WI8gbpl2JTYdrJL5xPlvFTXxL6FzJSGNtCsX9C8R2x"
    "xurgbEGaWYhGPQZyVQ7r9wf2t07DeSzzkUDITFjEVdUPa51u5Ukz1AU7S4mfn2yokfnei96FeZ7miZ3qJ+e+ohcEj2h3+Fu36QVi"
    "c136wnbsqJcEGdqRXhIx1gk9MqdZNpLxxmH8z+LTlHtkZon3HjaQWcv1iiGaxQ4a31215yz4Qqz7oo65WNXbsJKNPg5dSS8j46s6"
    "GY362d3UT2PVyPqZAc2dZgnPB+xipyrmwhxHt93JLsSwGj60NOYhzHr8+H58ujpEGKadzyDG3yb2HCbG3ri4FY6ovmKTAIr1QVz5"
    "CqztMsSrs/RDnO2tpJnXsymOUOzXUXoarMPe8jCutl3wFz0J+3aHdgvuE8fl5dDFR0mOEwXrWN8rjGl0krGO1x/gEdZDJMLJdfUd"
    "b+kW/W5mS6wW4zDgXWUiux6W4BQMDZT2LUtcU7VH6tsZ3LuVzILl5Cf7ilItd+0VyZONL+Gz1nnGBVnoPTe/0HCp58tJ0Py/wcaf"
    "Jwvxb93hRwyWP8UdxNqir7g7n2EVnvIAaSQa5QN6hTMhJ2sZ2ewszVlD96ve/7+LNF8p2+KaZg2OkWoyH6jnD6/nE2eZwVQi63Pe"
    "+jk+hJ7yASV6rZ6J3z/oP6HpXgs6yt3wmSepVTTWQ0u9C03xeFCCeOoPWNWLxCyF+UfXE8f7AnT4nOA3aOxG3qO733a+6jmMumMD"
    "50taNrFMewbGDpZg14n1KQ2Xr32mpIZoulHEvNfDA99eXtTx9Ix+1UdZk/8A8cBdZDduJ+eIQ7Y2+vqo8w4KvVJO7zXlMeBbieOr"
    "Pk6+gWYcL9Vkyu6O///IytkO8inPxBjORrRqjWF9DR9zGr59BnyoL/HkVoHvLjb1/QZYrSMQYbIDLMiw0m4sImlaxPX6C2Jky4OX"
    "Qi820EJXwKLYDN9x+lqMDA29jIeM73P0aOdBsi/kHNi0PiUHSCm9k4V+PkSUp5ZYmrWVCOyI/8iP2J+/EJe+iPiADPzNGuIgjVd+"
    "HPk13OQYw1hbre5sZrVtdkFhrn6bbVZB2cizU20DUQhrub5FYh0otgdHUzssZabJcev1xhXH4DMPSI4WchG7TjZqva/R1NKipcmq"
    "zo6B4Cd42n1ka3iby3ByDoVnfj6e6VxGSK4CeYoM5GeS/IZVrJ4neL0y2LIMc/55ooUWsefQbM3RYozZO0uap3oR2U7r8dMaWJNp"
    "0Pft5UDiL/tDQutb8CNHcWuK0xWaEFX/oHfKpWKzeN/Ed38EienKOSjN6KUmzg7u6pm+M766Ec0rzjAjta8Yr+h8PRFr+bKcK1Xs"
    "R8vrW7hngVWrV8tMFGEdthVD/7wGz21pK7iNJurZ9jyZfxDHql6pTmrrW3R61zA+c9P91suP4X6I4WbKLP0LTvzxMlpHSz4cISl/"
    "12arJ/CJLpAp8GPXcG5MQl29YiP9cYuzz6Zn0Mw7p55lu4xP80969pPVpOYCWU++8P4ynpF5xFMXwEo1I6OTOjDoi7WYAy9sCr5n"
    "bXg4LG832LEbgr1kPSsBrzFDtoYrbPmvdtBpJZTdBCUlRX5+RIGSIGqgCfY4zyqm2aP2spEMG33/Yxab0u+J7qSNVGvEITpEHEfY"
    "aPqXdT7HZF71lvIvPNuekCvrITiRs6ouhW9+k1j321I/KShCXnfkOd5fqtVNgzGtuhmzNinfw2fduYdJ4YlkA8TYlXKQoi6ylvyc"
    "B4vhrLaC/ZnPuMTJXpY5hVr4MOYnXsoOruV6L/zEMdDCUxHnfgjZK2zNlsMj2UNegadwXLC1vAVZ+EoPh2/3L9Zv8vEUCsfkVU+v"
    "7XvstHlw6/Teou+JqZyAWKU8tHmZw7GHKSIvDQebYAyUZT3jTkYY1h0VYM12gzyNZS6tk9TGjER5djcrJ6OFjNBLY3bJnLfso+Dj"
    "XgP7NUUugeRM02/0E7lKvlLrGrgF53K6TsEqTdOnwmehYb6ELnsMktQpyDHet66vLLVjA2UsTW8oz4gy9FPdzO9WjyGzPinjGExr"
    "UZDFCSrX1cxRpKE1+4hDhXaiF9Qfz1VBtLbNwkrpu1gV88X7yimw10nsouUW9/H1ZPNeLStzPnkNI9Z75TRn9Wfenhd7Se4eO6U2"
    "xeh1sTkU+3OWeKR3HAP50LgbOsX8d8i1T1HWTqcE/IodXayrWH2Zg30ux/2t138GHzOKTXNu7zDusWHDz5DVXI2vYDPukqvga/wc"
    "vAjdiOuEZfp+0Sv5MuaxDG/r6uDGV3EoOSM+kyz5om3CUi0RnilWvq3L9GNWUBPqurPrID/PSTXPznpGw7amB8k6Th/cB3YtgXud"
    "CA/Buh7WQo9Npg/SFzFUe9lPevD9nSWqVSSZZTUM4RDJ+94i8+yHiPNWKsnD4uZy9iZeNYpsyonps07PzcViaZvIZpnOsfAjU/DN"
    "3dXc3DjLXS31LBgZdklnPHPwAeI6dqo9ityyPceLq4+bNVvq5zUnPV96IzGiVmmaC7+mCX+Gfgqaqot2GhHTmPVdj3tvI2+rZcDX"
    "wcergmexkLz+U/H7BNqiBuxoHbs1rO7uNO9B1H/rfQdBWqP5f/XMQSzVkVgFm/9l2bsxrbyyDXOeDqP8FO1HFjtjnGn9xcWrNnPv"
    "M7IQGFpzrXbDlbp7prHtWds0Ns9S1qJKoNl+p2ysQ6RiNns/zsB71s8WD/1sQfu1vzT6DPjnMhln0E1ynM73LSGXQNb3Z30fc3Tc"
    "ycxRkZTzmZvIar6K+ccctFuD1nscj+t6cVN/nyOa5lXIVCSd7xGB152V6+7yBe6vkdGETUHshZP6KjO1NXhW5VzA/zbR4k8yj6zj"
    "Kc7wa1CbXLMOMaZNYLcehN1p0fuJMRdvjZOwDqsySRbJvfqeDgs2w4lqj4hklN6Id43lmizHVc4nx4rrbTiIc2JNWw2k/ctRr+0v"
    "jru6zM9C6s28ZXoTRJRZscHShdmr7ahZjN8jT+l1XSWmE8/zuc4lbg/Iz7ElbN8SxGMruKNHySCxuuME6JjDYaeqyS5oHDWjZIR0"
    "hyb5K3y9HxEFrdS7oAmXQpu+poZaWQeNMkX2hf15JBgmfRGFdpLeckB4kBSeWJqNeSJdrv8wP0W9ApFQMTTYAPkn7m13fNcZ+Gw7"
    "sR615s6s4yTvT32WTAwWgW3vKyqdvFcfoT7nEpVfF1c2Dodt+V6el5f1EMjXMjX7M1Mn6V8Dy4t+InfhU0+zcuas1Te801pGLa8a"
    "5oUzQveVZ/GMS+E7pOFd7i0OjXuKhH6uiNXBf8FPO8hgqY/vO+oQy1PC7dzNxfpeIq4jxTT932Qjo4Ek4pXh8oqfHGk47MXwGJeS"
    "EdH0/HWyF7NPxeqmq1l1udZ7rq4vIU/M9gtYjUn6O/vWEuwArMSKLsC1TpKtWTur0kSLCc/HMkfdci5PZz5TESxlETlTa6ETGmld"
    "1uFMlOO/b+Al3sBZeYUyp1kZKpXUyxNxx9/RH/tCR+tD0tVzIuVYO0giAnBzuOr8KjnpSDHfFHXOnyMNXL8dxVnKLHvGirm2tXFu"
    "380Ki3L8dVy3nD4rSWImVtK7TJDddQV2qoMs8xUlmzzyPuzcer1cbdb5HMS/Z8EfOBG+UzUkYwt5Ers6Qd/E/n8K2XtKe8gNeM7h"
    "ePfvxObYGd5c3HzTBspOntntv0DnXyOl5N0K9Y9yJs7rLMprLZkbon6u1b47uGsr7B2VuJ/J1LnqqxPK3pK8Fv5M4XmUhs9ci/Xc"
    "lJc65JycQs9Tgbu/SKpZBa6k7+s4Ftrjvmqwag/ramiR7+Fj2UTkxyDNVrMrJbtYyHOT8gi9xXqyPKDfwcP6QLfFid8ed3WA/F33"
    "DK5nX1Md/M2ogzbJM2XZQYfJaxt3g28aHxSa7LhcHyKj6HrEapWIBJ7C6b1bZ8rdskQ/0xP1Bn0cXujFwf3wWp5BTF4NXfkEdv8Z"
    "XPFJ3PVwvTD8JyTkGu1fdDd04Tr281skZ1PcnmTdrF6rpac8wtxXhvFAI3tLNhLdPjE4Dx7AhfohIqdrtUcwHnvfEWu5vBUejMPJ"
    "y5PmPBabvvBXRDkJTkVMxxn0PPdgF4l+fiSwKUIPIB44SY/UJ7APt8rJ4RFBb+b2Q5+PsQzR38Sx5Fj2cR38ZuskewJrsw52pIFW"
    "qQxe2ypiX9NkZl1JXMsK5pWOlffIjWO5szLo1JFiObQlnDKXV43zsL1a4Jn74mltMnJIO1AOWU7CO6tgbDAdp2+l3oznm6LXsvP2"
    "SLFpt9Ylbn2EXRAdGJ5+Jb6voxyLHeqHOx4gOd/n6PrLbEKPaZZpkOF9ceU22HNjLk7pw2LcuhZbN7JWr953dJmgrXGdi/xkhrTe"
    "I0vpFTXiXsareyUZv5KOXzHd+jw08sdksNoBljUNzV6Pk2xWo7MkfdZhJzFm5W3E8lqfQOtU45Qcp0+KMQBeDWvah5V4ZW65ZpM+"
    "+07iuE024M7396waWT8VzGGpE8T2NHj+pfPFdS65uLitNDCfnueTXkXcR4k/Kx0lqiQ0nyDrMzZc7UbY9yW0sI3QD+fDbjQz7V1B"
    "GzzPS1Ix+zGUs+HUozFFDsXaV1FK035S8A1YiwU8y25SbBqyPow5l6Q6Do8oF5dnFbV9C4bVqMLuPDTrMc4xc+vi7hKdEBiDegbW"
    "6FbI47JwiH4Ln/fhYIKfAOiQH6GvNi3HOiT0L4F5FubvPs5J4X+wLk85WocGlo+yqcJRXJ/wXUfHyOOQm8fkYtlT/og7Hoydvl1K"
    "5CMyHsxlDts05ZZifUp/l9+I0G8vrtPZalsb2Cd9MVEthjwsg1VYiBjxZ/KLfkUc+Vh4YYXz5OfLDMYkJk0n4vS8o3tKtXTCE1R4"
    "v6clu9owX11Oxh5ItIvH0Nfsz9inDt5W3kvJIFngvfUb6W+61ZvC8+XWovD3ZD2Dsv3e188GTVF3q+fEGeyxWCYjFuNuaMEh9O+s"
    "fzV6mxwkryNWXI1v3U4WsgbSDrHQjXKfPi6f4Cq/YyXa4ux1gtd4KbyKqIdEPX5IWbPJ009qxlynfIw+kFJfyr7ADLRflifC4vNO"
    "1DJpyvQa+MiGPz8Lr+8lNtmyF3M6pxCbMI/Tfmpwqi/Fyt2Mu+6LuyySDXoqfGqLNmyuTQJxz2Dopbbiov4OkvUejp3tj6AdjNUn"
    "zR79Ffg3QzedBr27VK7Xj/VdvDaYOq6tvB68Cu9tz1Z4Th9BRFnCjtvPsIL2LLPUujFqJeLJDT2SOYynHC5nP/YGVvz/jrNbA8/m"
    "RjlKHsTT/FMPwUn7o+4TFOv9uqO+L1+GndvM1JeI4nKM1U08m6bRe8hnnLOYjhEXbt0P5Wl6iAi6HM+7q/va6V+MK02gXcl41knH"
    "/1UJnzzJ2YX/7t2W49zY7MkZjLcMCToQZ+or7M2H2iVYSE1oV/vCsxnloYlGi82EGU52l3Lmj5rIumfZuPXch2qc3Kgm0OS9pww0"
    "c5U+KE4TrMbvV31VqxwSkGdl7UDq4yy+fx8ZyGi2ttUOsZbo/25xTcme/HgJoHUFsfVqfRTxez/5GXHkgfFkxuZP9iXir4G6KWJn"
    "zdIaGF+59fl+BOu+iF7JE/IrWTgaEfMcKjZTqR1kdF9OQd7R43im8wrT9Aofx0QV4byPR8fBJ7pDLsPulsITtkllV0C638Y63U+f"
    "3E3ONJTEAr9DCWbBqlixac5dtmnhk7nf7Tfx3ubpx9SeeebLy8hgUsZuqcK8x4bIDuEfGDagHTvO6/j9VontJa6n4XRY2n7wJqYx"
    "JizbpLtqU48xQqOZDG3vmaFdXmA4OQXqaNHruMfGrOj8johXxDF/1anzFqzX/kPP29bA7NGurNUshT4oYy7CVn8R9Uk1ewOmYWWr"
    "6eXPZ/ZpGHVwGdFI58gydn2dK1bDMab/BcxC2QlyNdKdJMsZDY5/8TaZg3X4HlKQIFeT1U++hT6p10fhae0f2H4V+apHo5/NHLI2"
    "Mj28Rc+wLus2uwfnBjdqQ7iTvKCT9VTPM7V9zNFnK9bbd4b0llzM6NjoOUSTuq1Ek8l29myq6nENIWz1BrKKJeR7/Ry66HvGD9O0"
    "uBXMXM7nwCxj84jnAs3pp+zoqeBz3oMI/3T2bRvS5nDp4PvZne1p8BHOEO/F3ERu5fVEo32lxwSVZID8FPblHhkFL20WXn1b75N7"
    "5BmcoXeCT4m+d3Oq7cTafKYLJMvId/+gUg6EhboFuzc+XF+0CJr7HL0lvBHn3FBKW4jJxpbwSP8BGT1TnsJ1PodHXIl/28AK07uw"
    "pWVqqO+x1FA5jy+weOBsck7Yz1MRQ/aT6xDLf6YLGccOlM9lIq6yq9SyBpvkqT6AnR7GzGzV1664s4u8Tq6mRl0S+1xKTLP9f0/f"
    "Td5IaV2rx4nx9yzGTlXov7BbY3SuHC0n+F6fGZwXuUhHMyPewF7xjK+ZFxNPU0xvYoPeKpvJBj8FIskZv8bV9ADucBGfMun7NBxa"
    "07KX6tkuGxgrrtFLxM1ErmZO2LSju/vdfd+tEoNUCdswCpb6O/gKd4rloF/D9z6I1x6OsQt5jaKSCN26O7SIcRUsh317BPf6Nu6q"
    "iRkr10Oz0WeWhL3xAZ7tAuzTLsxfh5z2G3o/d6iPS/+7fjkLUr4aO1UCm9sb59mYOj6DxE/GN7Snt1xFlqFqeIkXQV/ZfObh8gXR"
    "G3bqV2MdHsTazNLfEA3Okl9oeUNqjCTzYfXM6+SZ5bZ8WYr1xVo/n84q/uPw6bOwJlbTeBb2vkIPEpsP4aZSWIbV1SI7SegREDXs"
    "9mn0Z7fJ52by7O94m6yDTYwPrVaah1ea59ypSs4YthzNYdjDDny6rC7jXhkfm/PKcx5J4/qW0rond7NaXZ97khmbU8jCrjFznnU/"
    "9PUxQWGmSJtX2szetiau93fjTIAUY9os4pIm6sstxHjRxuiNkLixOLf7wq+eKN/C+t6DPf2OeaiUlwDzSUM/8U4hx3nPndxcn2tD"
    "j8GYTixbvYMU0yvqLn9C9LiZfEOcwfm0W44JKdKc1le8p0Srm/bYrS7i4vZO8bzEljZTPBOVquv9dj6eRYAnYQ9eCs6SCXqedoQO"
    "eFBXh3tBoqrlwSDpOR/ynqsqDVlp4Fqt0Ez4MzwpY3L6BRHBItbd9wtuldsRp2Sxs6aDpmE99pUy9vlabv4WzzXRlgxSNdT+1azu"
    "l9AaZD2G/1pxOFCXAWjyFeFaXiHDmTD1rVytDeOcbljP18U4AsbjHC/C1XaRLeRKrPGNYnwFq4hYK4M+3FE6wgM7HTtnnMxzqbPN"
    "5/yBtQDjFOhJFpdaVk0W4vNW/VtFDojmySZ5yGved7+9RtRTgn0my6Dndw/6Smec5FVky9qMbCOGqS5lJ/0yfLLa+8M5z2uZ8TFY"
    "Djvt2C6aWFfeEeu/l/RkbcB27xYxtL+bWmkduZtT21S10iW3UQ2DMIhd4TlGLPa3tbqGs9udv1HN6YfriQv4TsfJYWIojDI/0dm6"
    "DIwNbjw7/jJcK4f8XknmMKupHyMpzqhf7KueSfo3FfQdtt4EFe9+rqB38AC8jmm4++OCy6D7jsD5PVHfhif5uPSH12x9PjfK8/oN"
    "cXBv6/nBj/AXegf/wFVv1Us4MegJ3PEOuNvpeP/1xFbmaQ0aPUK4knjfZt/StOJo3scT/PcGfUEaGa3Mx768C2nYFzt2kViflfVJ"
    "5H0VP0GvrJL59zrW6EwOdhDLUR0vbrZfFfchxZi3nL5ELX8+nfgJyzDnfZbNsX+m6DklPJuX5VBy5LNxCKp2kuNpbYen6ihuOmYl"
    "z2J5K37v/aFN0Fkg58m28p5eDbv1aHBQMCnch5F2vUZ4FsfQ3Ukc05lN6f6NecnzZBfmwnaA9A8Rq0zV84nmkKunij1zV8pN8obN"
    "+tPnwg5ys5wbtAmaEBmeo231KYkqMY3sr3Q8Tybdc7xtjuZo2m5swfq6ZS0HcRbDfE6Dy0C3heRTODVGOPRsEemEfqaL614IWIdQ"
    "1vAayBprcdal4vj6bXpvP4/Asllbq73P2WeTqKCbZOOe4dDXKPOw/7m4yuQioGPEdXWVMstdOJ7rSK74cnKmZ8hhU4nnN58xz1pI"
    "hhJ3iqQ8606O+uV1xGdtZJxO1C8hYfPgm/WW7SDzrv96jWZj1OP1vI+NejMnx9l8TsN0b8vpiZcjOn8XEtJfHJtwF0mRFyZBZIyx"
    "KI3D2rxNfOyf5CHphm+9Eut/Kb4xJcOlgh3Hi9U49uqg/Q6Q8eyHCCRi3M2wfqyeqy3NCnJXRKU3SZZxRmdo2JVk8HJ9k7V6qriZ"
    "YY3UDT3ox72CuzCsQD21bprIpLfg43aSq+TPMgT+0HY6CtptZDBAp4Zv6AxJMGduHvCzzD//Bt+7HNHrTx79Y3s4ws8rsJxmT3Eo"
    "3Vrv0RrbShPP8/ebZBZCn1n4mCjdOfSZTqTMbKS1PcNnSQpNgm/0c/Bc1riSOYybfN3Ror5BMUapObMqZI5fDg0dvZKMqzSzce/P"
    "+WpWntXMVfxpIu7sMf0RFuweXPdTOVem62jEBVOgxfbwV25mz1fyxVZCe36GVTlZXsd3fQH9dp1skGvIHrEjGaNvxhlYBj/6d3i5"
    "30DKvmCnaZ6zl8wuHUs2jGpGuX39RJxoNrpZvC7URbXc2yysT5IrfCCzWXnO0U3S8/yTpInpMotjOZZlsLNfwtevQVRzHaKImfqO"
    "foI/D5bZQeFI3HqAbLJ9PbW3VRFtRs3BYtHW1mRzruGe2aTGSt5TcSsIycIYzRz0SENcU874idf2rrGwRTsEZ0ObzEGs9ZM+CZs8"
    "C3HxCHgJcz0a/2dy2PYlcnEJfg8NSvFab5mHGHsqzsgMaJBbZCZ7vBweqzeRiq7XeHsfbTlmjLa+xp+NNVODx6Ud5VGPEZYyDw+1"
    "jBxcjVoqC3C9W+FnTGCddzXnGVez16JaTkSUaTley9ms5f93oBVcifvqRHzst4h6huCqN2GVZukewQRozWNgaU62bI2eJsb/dofe"
    "BZs2QFbg72X6EjSXm2ZRyomIrttikedIDiTpkW3K8z4HesrZhgHQ3l/jjBlfx4nUGxW4h73JBPsTJKNbcIysgLf6tT4OizRd9pID"
    "9CRc4WJZqNt4PyLn+85CZrMvgQ9t1TPxeIk0XxE/2d6djy09VreNxygvYPzYpBHXqvWQuz7YKmjja+FpWPftEVLLLEw1I4dqosaz"
    "MTY872cMW/3+VmZ4XQ7IsWDWe/69rSXTopYT+n4T01c3SIoSkffolVoibvPsV8tpc1dhpCdMtxlLeZNGSHLHo5fRX/L7hVPa3FxU"
    "XFQZ3qp9whH6htwQJnUXz0E2wONJ0yotkITG9dqzBaJfNR/3U/73nmIl/8wpHtmWIn+cm1LbPEF504qrm7S7FDtiOPIcdYZlNR4i"
    "umc5uVOrY6aObJzD/HddoDEDUJb5lu5xZ4J5Z44XuFC8YOfgXqz4Rr/Wbr59HVlHZmoW53g55amJXt08P3dxg34N72GWz38qO5Vz"
    "xBl2ka/w59Mxx2INK9NZsgfVQs6dVKY9I3sYY/qUU+8j25Dzz2M+ei2nDUVTXB3m1jAny6Xe43gSsH52Vw06Qx3S0NhGI0ncoE5+"
    "7VcbPxnXfU93v3bdcI4/1XuYPeqHs96flTjj5insW7b2yv/CulVIK/8vV4OvA413Jtc3zXNTDMtYgT0ufNdOhqZphAmxv1mW7Ery"
    "zirkaiX3Oevj0pA9GsYsOJ3MLWns3+niPLrdcS8bPQvflqzvteeMO8NQHiq/QK5L4AeUMda06ZZ9Ofms8Mly/9bLW6YxHrtUrk9I"
    "Yb2To6bI6KaYjogjuRH32EVc3sPN8y3n+epERFKVz5nYPdicePOcu5FfdQ5+H4eIcHc8yXT4EHYedpXR7IY1e/4BnuR37MIseA4h"
    "GZ3cJL1M3Bfq5PNbXGkxu6jW0VNfgHut1kQrmiJiqaqNWaq+9CxVeU7IympTHE8oq1/OVp/MCUmh5zjO8URm4krDf84lyfp88V3e"
    "S7QpwYa4uZMM6Hvj9V3FYVOUHLTlcdW7yyaeXfS8ln1sI/WxLVE/i9pxcYS0MnX+tLt7v0B+ZIfHLHXzBbZlT3HoOz4fIL4573me"
    "08zX5eL+20ZtuWJOXpqIGQhj1tZMvLeK1d9TchpVPPNxTU459by5DuPqsG5i644Sxj37kc/s9rWftORHr93EqrmMf+hZm43nsZ84"
    "Vt4G7nvY4rsdc9EyZsZCX5tOcMKJeSxr9W782TNwzKAJcjs2cZp3PSfm7Nqi7yPtJcJqHjuQeyTEyTlJHOewRYqFMExKJtytuGZJ"
    "3/+W9ExgheqArWmXHWQkeUGjnGTaTxp1uqazj2XnkbM8F7MkpIheydNTMXZM9azGhVgO1PeQ1cZyfYAUa/M0rTTxzKGPt5XIuJAo"
    "ngQzrdX+zswbuIlI0UXwHpOc0VTOM7bSW0erb+zNODLDilmOXRLDiY/ZhxGpeKx7Jj4RKzj7ribe52Zu/DzOf9RdodqMYM0g1vyj"
    "5Bhf12lzn3uohecKldlEVfgTG3wuz7y0Gl9vW6iDpXsLKYs+sxHPOYvIjCxzOqU6Bt58Azyqev0OZz/rdyTt/bas99Xb82y6KzV6"
    "nkL7uQI2dNO+ruZfbf/rXYeMSFO+P0L997mIw3zgreU01obs9Ndosdd3hVB7toc92C2c99p8Ka58j+c8t075CD0fxpnhDDHMJ/jp"
    "mPZdbb02rCBH+uNyPOcon8xYvZJToZzvkvPzLp0ELo+9wc1j1pCWHSpJ6JxvGJUl+e2NjKndhEYhk0SVNq9dtLY94YlZNGydNibF"
    "L3OGX467NRZr8pNEUy8q6NWlPN40T9b+JmYeXJ9pDbMRaXrKjczePEOL2OBxos26r6WMWS74d32T2nM5NUGj50DIcDpKFaf9Znxv"
    "Z8bPALacndN7zovPxdh3qy919hxteW2eqGZaLOl7a5u5YqMZiQdLxJGe8t5jzn92JWcoaTyLNZqHadUR63MJY86HdIzx296vWZbP"
    "EHkahXGDocdYjSD3tq1lB5/FFHIf9ZNcC6SY+LhiC8R7XdjN7XIixoCZ97yAuRb4K+VswozvQ3eYKONPK9X51PPL9FxOi1ofa/dc"
    "XBsZwgmb0Yzhlt2UA+QzaNflPAF1rJ5fDo9rpl4vr3J90lzzOh9duPXcW96CfO8P7/9K2S9YqHVBkX4IyT9c9+K5sPjh9Dj6yhCz"
    "YtHrbtwdZc3ddR4ZpquJT2oIymdjzWOM+o75s5AtOVuOlBrytLaX3eQ3rNqWskbflnS4d3AXdM5YvU0m62iZgtW5kTPJrLr9Ga7W"
    "BU/bRSxrt4/U4ZSMlk56HucqmsScQTSGeYyvM3LI4UxloLedr3AGrcpc31+aIELVoagNIWMV/Cy7pwrZxsK7kKXNT/mJANtIpUY9"
    "YYWtZntyBNkrvfHvAau7bg5skt53W8nHfrLZnmjKU4fYfrTUv4U1Up48Ork4Mxj1juRbyeoWfsWYB6yPzyrGv7OSVaOXSZ4djLVE"
    "Gdo7jWXkMjFPqJ5dgg1kku8qSfpJaWKmE95TtSdo8x8Ww/Ep2UQXjWf6zveVUpvwUMr+pIzHNLqsYsLX3qPMhz3pnpLz+c/+kon9"
    "iIiZqbXe5f/bV1brm3oVzmYWMVI1eYYMBXkX2af+L79nXdw9bZruLpnJHTfUheuLyDFDdCFzIY3xlOoPsda9mDGuZI77CdmV8XeU"
    "F4nWzKoTwtP2tu5BRssNOkyGyZ06AU8yW29gD1eDlz+HIU2yLzhLPHvEpaq+R1hkR9/PWWiCSoqebY7MspYnWsMrWMdgPc5dX3Y3"
    "rdHXyA2WIiPaNP1UP9dPLDMA3XJusFrfRsRUpo/qnaxMWn31YmiQddT3VXqaVJFtdSjWrwfXs43v0nazWQpj9/OUZjuN1pHoVj2B"
    "uK1cHPKyQvMxT0aEtz5bnAz/6rk52opl5MtpE10HtO3llhLGEwzbwca+iFWZT5++SQ6GPr8Wmm+WjubJKtVjxJhUqujZbMb8WhfO"
    "pDD5n+u5Ebvibk+mfTyt6DWtge55VhvDBfJq+KBepo/ru5Af6/HqJxt4niroAdzGepN6zdEnZrJuPpNmAQ+RteomjTi8XKgtmSRa"
    "ZgC3EcfyV9FiRfKUix3EsshZzpnPshq7VG0m4lpOWznd286W1rebRHdWh8iip7jJoXlqaccWMp8xVhV5KW/g3jXAthwsi2K2x65x"
    "ziDSDDlatJG+G91NVMl7JskydmVYhWAlsRAWHxvf03tFXeF3D5eFup0+og/qOP1R++PTo8ShU/b3HHqmn1aRHW4Gdq/e59q7wQsw"
    "33QfVoMTXov/OxtwjhxfGebajH/L7tN6CWfrXyFnx8rruIIh0c/C9ebq3dDQfWWgvOh7c7u2iN4j/+8h7KfVgk5FrNRZFutUnKM2"
    "8hL9tqw/wSGZohwjTIq6Ia3vQ09sTaRuLS3tcrIc7AGbtwqnoESPkluDX/GvP+NUW5eJ0/GBZ8dsqeHL1KZTn0i/yni86ujHquej"
    "zhPZlY1zhoeIY9twk/jK9Swx3rD9yBaUIq+s+x7X49rMHNYJT/krOYoMa/UeZPBa3P1M6Iw98Y2NxEhW4l4+x9ovZM6xntxNO4vx"
    "bdyFSGmdTsae9pMP4EuPx5r3pw3vG9cuQuZAjUO/gTtpXcu15Ki10zBeX/GS2khZbeAsX+WuHuj1at7PETTss0OIV/hp0o7dIU3P"
    "7CDJeX+0kHXuINt5n8JmY2TJ02mv1en/ktHsLaeyvrBE18sdOGM3su/pFH2Vc5bcVOx9yORVppfintYSrZb1VZtxrGFeTIxHHSL/"
    "Ro/LtPjzS651loiADTEXSQV1r/oeejcNzDIiv7Oz9Spa+FJ8bg2+7wWiDR7TMVjD8+Evfg2pXwBv4Vd227vI/A+S9twYIbvLmnNH"
    "WZ8djjIH7+ifPa69rzwAaXkeluB33b0oj+hrI6f0GSfxKvIur6SXPQHSdxisymxmFVfpKvkB67A5nvJnYrKXMp9lyLkazklbjyc7"
    "V5r5FZqzT+4uzmUUV0JmnKRH4Bqm0nJ9Z/L+28rJfrap1cXGkuGtnDGjMffcyKyE7YFp/jegl77CvV6vD8h9cjue7j6ZpCdolyLL"
    "OeQ4O8Z5t4aAv0U+xekvLCGFWZAK+7CFc96FP+Oq/yfyaffje8wGGJ6zqxwG/dpEVIPp5K6IsYug43oSLd2ePrPiM1GtKOMjrw5c"
    "VZtpGnnS5r1Yn+ljchDzs9N8pWIufYBdZQKuZr0/fSFPac4rGwstlZLmnEroZ32o5xLLsXrpJh/3l2xs9fL6uhif+Fl4x591pL5c"
    "tFo/0NOx9k+3stY1Hkngsl2N3sKdwrhwgL8LV8dJ+5kwpa3UCgyLkfCTdl22ZTyeeit5GbLTizrd+V3VnNnjaknv6jewKD9wGsIy"
    "3IHNOjxcvtVH2cWY8sjKPKXPVuMS1lOXwQJcKi5r66o2ZczO5Bi9h5z8kfX37jBV/eUMsoNlsNZVsGBvyXx8awUjsU7kvW7QI2B5"
    "PsE7jfu5Aie98CuV+hEse0dcaaw+hmj0MHiodbDFE2WqToHP/TMs0gqexZnQhlerBF+0qkf/L2erFN7tMpzQEj1JlrAvqwNkcl95"
    "W6arzSE1RsSfeUYT+qD0kmNYN18YM/mcCktd7OfW/3/UfQeUVFXW9XlNkJzEAAqiIogKIoKYM5gDJhwVcxodx5wd85jjKIYxK2bM"
    "gooCJoICEiRDQzc0nWN1qPzOv8++t6qbGbq/Jcv1/f+PC4Guqlfv3XvuyWfvUuqLlupMzb0S5/UtF1ileZxcuJp6Nlc3zhA1zXqU"
    "c1Y/Bb1zIG1gLW1bAda3+b71Qs6KWly4nL1jl8g4ItJbh+hC6NN8Rtoxzg224XMdxu6+OmbeOkgJtWmS9t06s4y50Tr3eomhjBfo"
    "wKATdMOUFtfgj1f7Qn3Ga5X24vzIR8XYZdtIMqsNMvXMrf3EXi12ZiI8+LdgVX7TSXoOdMMRcqRczEmzpOemDGkVY+RKqIE30lFi"
    "8hpOXCWebTa+5zJ4lEVYqw+bcNFZhO88o3FE28iF53+N5OLPD7FKSb1Spuqn8Iam4NRfDs99Lf68Xj7D9YzHwfgaMrnLGGt+StwB"
    "u94a+C71sFJl1CyFxHZIeT6gpl1hvSXMesoRfYN1OjuRX+BfreQt1gW7wb86Uv6KOzHO3Ck4z8fovXKV7Bh0xUpsm50/C5tMXKdY"
    "xailH1aHqHUdv/tMmU+/pyXm9C7Syfu4yWy/gOsnPpVVPLvrXLw2l9NKU+CPpljPdEgnl4rriKqH77BNC56Q3e0W0kqaVr8y+A51"
    "nOm3Z5jILH6MtQbJdtBKNnPT1/feW7Yvon/Bqd8XemkhLM5+WPk20lOM3TaQang/7ViZtbvcnpzVVgmKEgunGp+qpm8YYU1HmSex"
    "SKMdZ/znsSczCa8zSX3n5g5dzSrKOV/V7/Bdc6GTF+r+iLHbydXQJQ/rNPZyW6Z/S19PKSc+c5STDFEvCzH/2yEN2avrspl215kx"
    "xiNdRry+b0uvwab/U97bPZwdVQmPThHqQIn52Zoe7MIOs3ks9/9MLreruE4C4ZRXpm8gZP+T4y47jKsdiOuw7tgC5uJocommWTOt"
    "V4eq00Ec5lORzyKOgt+xo6xjLFyIXWsrW3nfxVhCcxiFNZBrWtlFlmCHcpL3lME0r2R9xrES3ipRHyvUEgF6JXyvauzsXYgrYpzC"
    "NIyjCsT3rzHWNCSWCvi/xq5dCW9oNJHpb+T82nxISR6uHcgwGU/Mh4ESyTI4uOx06Nmm5kG+i/RpmaMTYVM+xl2+G3yNK1WTO7uE"
    "PJQhtJNldm1Ss0wzvHiG1B76+Y4uUkO21QqPRF+uT4qLTwqIrd7A6YYGxotK5m03lWnvbI1/LWFueRZ0uc1TONbrKuY6Z3Mm5gTZ"
    "n0xqpVzhNR473q68lh5dGXR+qd7MTlb1fkTIfP0Aolervqrf4vtGyTpO0N2GNarVe4hyFvP1k929Bkt7Hg3rzqsny+E6HRzcqDfA"
    "07Eesg85PdRRXDfEKvjH9/O+DDHyAOzWO5CiFbIHdEIRzs2ziI6sc/lxnKXdKRfqa4+uX8UqHauZ80zTrz/Wc/UeTP6YNdDPvcTq"
    "OlXksv2RVb21ukTS7OkO/TRvMstkcJgYYvdq3w0W+jNpMno1bGfUM3Un+c0D5Dwx65WChptC77eOE4+u/lHAXH0xo9aUzzXbudxd"
    "9qRUvw+ZzFVD1vsY9r5IDduqjxwuBxNdMwYNmulKc/U8i6GWQvcWwg5M0jmItmfpFNzTNN0N0tVX9vCZLTfVVO7rQBHYySLOVu8l"
    "1j29M77jF/hx2wWTYCHHcGJ8uZayk7cEp2UdkRrvhcWJEfmrDHs2E5Jdy7O8DNbwd1wl7usn65mZGshM8CBxTAY1Pttj2bLBjKt3"
    "3igqc10prjOg+VdcPrGcumOhxyz7WBq4mrOxn++RXaNeB5HpeD0nb5bjHGyP1T0WOn8Q1nYdtO1sWIOvNCOZKV/LTjPn4SbaIr7y"
    "FuU+R4lIV4nXrIOyCy3FEr4nBgmwqbP12Pdl1GHF8K5c3jLt0XyGwma+jleGinFF9YO3dj9iC8tJdpStxdUqc7Dq2yHqmE2EjDJm"
    "nxxP95nsX1xPJvFan/MzHbCn7x1Oe75yi9PaZjsf4rS6OdLfV/tyZKgkfY41Rr/P1Wy3xYkq0a90D3jCk2QDbPd03OdbOKU257al"
    "GArVbL0Wvt5k3NXneP9F8htirFOwwo+JZRw+wgpH9Co5G2erGJJ7A65n6CrGRLJYx0MCf9R/I7J7IHhdz9Z9gn1x3k7FNa/Ala4m"
    "7mFPTuJUqENM/ZRZ4m/EMpJnSwnzTxvEMA/s732hCf4hi/Q+6cZOpZ+oHU3X5+ub0LgViI/6ka/eWE/M/72AuJPVvn+xhutW7tEH"
    "KigD6yEXPwZluhe1TRE0QU+ZrCs5r3g5zpPjNzG9EXqeCJONpzVPHpYYV/MddjavZ27c4caFrFDV+3jBZGtEEyyAjvTzG23jvTo2"
    "qOc0Y2fW4IrVZsL2Eeu52kHmEf3vMHIIxZntOAGr1rz3VKlnkFfantPNZtbBr1gIKfoAT3W8/E0PDfYLBsszcja8oFdg5Y4KyxHT"
    "raJGjNO+xslZMZT1vT7SkXFHCrpB/QRVAf25/uIY6NxUd2tRb3l/I49YAbHllsCLXQe/eAm+/1d6ug5pvoFPE9XXsedryIBh9rRC"
    "P8HarKWNM597Eixon/BqvSNYKvfkrAzvC+vDcfKpnCE3QdLUTwLHs10eYbYft4Z5/ts4EZD2We84d6a5V2z3J+JUHsoVN9TaMWLI"
    "dvYsu8pi/PtwRIwd5EHyIA+APYhTH9XSZy5mDsT8ydsl4S3RPlLpcUpc5Svie3LDbNeJ+9WmSXWpmt0rGX+3c5aLNUkkm2dEfTdu"
    "BafLEyr/FTG22qiXVckP5P6VIKp6inJ2jMxWhyk9jB31xdzDlnj7muv4NEk4QWpp3131P+G156Z5b9y9xNX4Kk23dqVmaiuul0Q9"
    "Cmg8u25bEKsmrZvDBWxYiYt5cuppzwzNpy5rjyp1a/oObTaaIzsFGvwqnL8TgpHykF4DHTZLisMy+bufVNnUapfoHeQffBra7TmZ"
    "pidhT2+DHN3LOaI4bfWZEvHT6K2lQB0voe1F/+wMWdo/dT6tp8Mpt96M/byHX5nNCJoOabtRdn9zqssh+9scZ52Iy90m/MxtZkbU"
    "nfwG1hTNjy7iq6ouMnJWvZ6cis/Amj3JmCYH/sAAOYQIUJ9Awr7h1GuCMxq15B37FGdompY26T1vZGA1r9yyHleKq5m6XsUoa7gh"
    "8WGbe2W3oDLMpU0p1kVEvXtItoRVq4Bfv7fU+UxYwntDK5khnw6/6TLa3XNxX9OJrGiR91Ls3jLa/3awAcOpCTvC8jynHYLmJ2Cj"
    "jCqU80LRLOPEb3jfSLGJsR8RXVwafgd/4BN85zx5LZjWAq57OeKe08U8WrMsG3Diqqi9Ttqk9Od4VqlDYdfW+D6SAbCGPYh4VQaL"
    "a+hRA9hVZ1juU6j3VkDnHSPDiQ2YTzzyWbB8W8tVnHOLeUZRk4tWPgp3FcZi2rs69qKfhZ2+D/fcGjZ/A9EmBsvPWMkT5DRo98Hi"
    "GFAXMXPWX1xds94jaKV9lOs0sK3lSHFoLcbUWOU7KlLcif2ITqm+uz/fV4ytkj6OE0X17MO362bwiDNS5eriIueQxeYJ3OsqeAKW"
    "79lRDJXxHf0FVnEGPBWba/1NF+H+18MWLCW/jDZhuVFGxZneVxfx2X+nE2EoyYmxMq1idFpLPdbb58C3Ya24ih5BRmZMAgfIjjxb"
    "N8Abt4jkDezMIVhJy4vdgPu9A97fzfo6LGQJVnG5vgXf4mt22PcO3NlxHRlV/jzb/W3wkb/r/SvlnVtOeA1xg+dS/20v22B3dsPJ"
    "KMfnKvHsS8iIbvrX0HmmyA+eMavWM/WaTznHdyVFIe15WPdx0luNb/LHwOaWynBmftYKORL32eCRcdZgV74Ti/iSrOIu1e/gfx8C"
    "yTxbvseTXQMPZAKu11/+iTu8UNTz7cSJ8ltFL2bnFl5pPp9o6CUJ1pDjkN4kuY420K5tTnYyB3FYGSLeSvhyXeRbvQk+zRbQVYEY"
    "P7hjEjGf9EhGckshYZe12MV7YNabSpDfu5YRxl7SfNajpbtujm2jlNyNST/7tQ8RXvLYodj81Wb6yMh1Ybu8Sgn2O05UogR8atfl"
    "sqNs4CSTeZrN38HmzX388VeaX7fmn6f5u34n+5ltJe3PWDEzSjVktFOisKZ9hsBprEf0fliaA+U4uQwx+T/gh9+uD+leweU4YXcg"
    "hl1MmxWBF/Yjoo8ljKkX6UIxrNIoeVGvw0p2gcY+BaezpWpf82vd/Ct/vFrR/B00v9bNv2J2bk/P6pXpcXJYPl/Si7ZOj2X0L4yf"
    "Yr0ODqxjYR31iGUqyqBTpuPfe8gw+NjV5EaDf8GcjrFu9SC/0BTi8JvluFtKiTZpFYQp8m/9OtsRGVJ6G7FeQ/YKZCzbQDxfD07N"
    "mjVfhbuz+UOb3z8RGvFL7M1sWIx+1NlLsd9n4b0/MyOaIi9QL0QJ1+hRzCOMge5egae6OvgWmuNCORI25xKZyimiCDyA7nKTrCQe"
    "5tbSS4wxOh9SYjFxhJ3Fv+hksYzAo9nODPv9scfO6ALL4SKMKHwuh9azp/fE+7JDU6QRZdV9to+MlKNgSQ4j00U57qBS58GGd8H7"
    "D5T2jE1cFqzBn4CkOhT8mO+b2IczLObv7CIjdX7YLThI9pTPwk9kMfzlm2Q+1nVMC9n95vFHXednte8mNOv9I6xWEnrmSakj4nRM"
    "i8iodjLt/dew1PXs+WgtoyXpp17PJPtBgvhetn/DpI54V4Yh3k+OlkHZLEljXaGVdGBWynh7+2hbHSK9EJFPghyOD16FZ/gCVuxX"
    "7Mw81msKWTlZTYZgq+gfyI5lxwg8gExtC1hxjajhV18jNfSWCuQ3WMgi8jo3nTT8707+5l/ZdKQ3KFiEbyzH3h5LlrBXWdGcge92"
    "k6m7MzKqooxnpsE6skPEkCNqEd06ZMydJZeSGed5THteixWcX31Lapi/VI+2l5kIP5ga51a5gDNXlgM1pMkF7B3pjBi5eY20zDNa"
    "WAXbcUZZb0Shn6V3P7cJIcN0uUAKidaSefKfsn873s8pTcdO74Jd/Bbf3SZYivNqder3sPst1Z3/uE5s/nncvN5gViX2gbw00N+o"
    "89WbtA5lJ2cN1y/he8RTxH9sgHdSTva7JLMnlvm33PcRksrm+NLE6NZsNn1TV3PdeXsymnOTad18xbSBTCB/87gFaZ8FcH82N49u"
    "XnSKVaDMXH6SnYTWL/kEEdPby216jt4G7VeIM/KNdAncfFyNZyh9DbqggX2ApWSb3FrWMeYdLp+wBhQj9licedY0zkk9J2eV2Yg6"
    "1qQ7UadHic3VQHS+UkjDWJyskdpbr9QDW30ljyPqHKcf6DfwkPvAc74dcjAa2u0f0h1e/FZynmwnp0Mv7yQraAtqOSuVC0/WWLDP"
    "lcuZuW0golQxEbGqiCU1FV7rQnard5eu8HSG4F4uE6u8GrrEYMS4C6Gd++G16vBzvR7yPE3PDI6B1SlBXDEDkrK7fK41MhGn3lbm"
    "MliGRawMHYfzuAarNgbW4HNEbB8zEiritEDKa/pM5+cKzimOxXdOkxvwmVWs3U7S52Ux2UUc8tx9zC3V48r10KOlxBK1utqp5ATO"
    "V8OvTBBNIp/M9qY1f8OTPo2fGh79Sp7FKC1yJdagWt8T8/c3sI+rUR+13Yhdyqrg/XDurZ/pG3g7KTLoLMB3jQwmqFmzj2HBHta7"
    "8M7r5B69XUfCpluldQN7d5ex4hrnfT1A5rjGKn/Mz94J0R0KECPU0eZYTeIJcmkbMl2Jnqz/0ANwzbtavwM78bLeoXfi6sNxxc5i"
    "PMqV7Og13sgo460Cj3Zyu4+c6siHaogbn2gF86WunmtxZBf89GqxLMyjWoYdG4vd/hjx2Qe6ncyDvI/RY3HOh5LBKg6/pBv+M2yh"
    "VjKYPI2PY/VthmImnnQ1K3m7y5t6Hjykz7FT1uW8HLtxDGS1vXyIHf0IPumz0DW7yHS8f088zWvMBT2OCPtXfUknsLo4X3/AHU6F"
    "3N0nx+Ae40QkmcU6VJ2v9Y2Sa3CHJWQSqiDHjkUpNgl6C2vOyopd0/3MzH+txGqvxucTOgPnop7I1PfrE5DozuwB3oFRS++NJrub"
    "f8Wwr3chmknop4kyTMvNf0bkbmiOzLRSbZZDyvVwhuQEtjrqmeSScTlMp+PtXcOa6Pg0+S8csmHKI7FV8e+V8MUOwPO5SaQBQSl8"
    "qiMolyPCNbRj1fj801LPHtz1jORdp31InJmwCXdhPbuz9tH91NhPO7VJ6K6Qlw8Qsc+EHL6Ca70In288Vt50T09c8wh4AkthrWPQ"
    "yh3kfPqadX6iqc73Gri5umMkwvmKJDV7uefuuFWsjzmhUY9EVUJU2dW4mmXfxsFOWXWvmE9Rr8dL8zOEFrEOkVh27jjppw5DcuS5"
    "GSaXu0vAPjVgfXYQl0NrR65y50mV+9myqJ8C3JHdHw7Rx85HPbVu3DNwWrfTvh5VYZg4/ukM1mZKMyx3O4n7jHpfMEXOPOHsT/Ov"
    "hMwrpf0rDbreW89jqedmsj7YwAqNIb0YNtm7UsYOJ+OGs7444wl8VXaFFv+c/r3rYrR57HLil47iSfnfimlb6pVK+tkbh32/wU8E"
    "nOr7sGs951NIFo8iSLzVqA+RWBbbL0FfLtdzrdeRYzjJDJpNrTzFeu68FmZjrauslD3lxjjdEzatwXMVORYM1/tptvZ+cagXa33+"
    "dXt6V65qvzN5ceL4fKnHCw99X1qSFZe092HzfPZWOSNbwWmVy/A7wKm+wzRfWI4TdrT8RU4KviE6Tya2y+TBjqVX5fpwt2LNMcG5"
    "Y/Uz1BnEzQpvg07E79XULDF2OTsO6rT3jXZhB7CbzXS1+FHZzg3r3jlSR0A3f6Vn6T7BNXJ88Ao0/k8aCxfhvL8Hm3QM4v92tMmz"
    "EPedxOx+PrS6dT9U6QuI3/JwVlbBSu/Cad2kt1sJRE5RnvzQz1bvLCPkKHE9qrPIsFmDpw/8/bnPHMLum6SvXW4nsyBJj7B75DDE"
    "pVfov+Rc+RAxcgXOxDnQ2NU4H1P1R0Q2B8j78Ci2kUqi+NXwSW8T17W0ntrHyVvSc8XaKvXzPWJdgtf0cdi+IWJ6yVipL4Vl+0jO"
    "08G6ElbxeezfhbIHLPjzMhffMkKqxc2w5max3BTPm6mH/fH+0cxs3u6SsT5uHtmxam0akdL1Rleom788g9gCdlZmsH+hCvf5BJ5w"
    "FqTmTLkWr32o1zM77vAX7L6dPnITNJsTY7iMspsdSXl+FZc1t7zsTPLWR3E/R8FuLta18gokP+77Oe30rfJYfnF9hEz2KY8AsIg4"
    "+yFtSIVH/VQ/seRWuLdkcA5Wwj5FGHOZTbiMsxtRntfmeIaqOc+RYr7YLGk+0fBHQjpbQldJYoXreEaLs90w9s4XiH5mO2bTYzfB"
    "OzPOqL7BdWp4/ylmI6LZCTfHNF2ET7QSh8Du8OLz8Y434AkNlx7wZA5D/DFDX4Zcd5SR1HYXSjQ7+RF6zIpKPViqmtjKVv/F7xKB"
    "h3UEJLYEHnw+7qqrtA06wvN7mJmY3Xw1TbwUuOz8Ap0Lqf6JEdgi7OEnUsx56gW+NzXf53eOlEzm3rodT2QnrpOAOt5hZsL5Cr1H"
    "cr1XtL+k/Q5bd6ZxfFU1YZiuz2Ij1GR1f9pzFUS5btWc3TJ9/7GMwvu/1CdxhUvwRBdxxiYzHZdQV2GdR54nx5JTxgmBJLXqdX4K"
    "OuWRYMqaMN7anG8h6x+17GIwHIVxREg4DudgKqLJ6fqV9oc1tjr5P3Fid5IpsMm205cRB9nygisZwVVjp/cXZ/3Ms+0EGXOaZx1P"
    "sEPwtb74DcwW2V1Z/S/ewkzxOXqfTsFZGSKGANNObpMHEa9WcRI47qUsQQ8g00m7vczWu7UEUWZMT5Y+slS/h4xOR2x2039gNDSd"
    "u3dTFybpYyWTh7QYpxAymyJPSTXktMZ3X1fieoOlxFfZtxRjkq+kJ2q5pdbyb6lgP0UNa9sF7K5YSsYx69qLk2fbegDjrNjk4YwV"
    "6NnyIHbqPtiaTvDBl+sFiCh+hX94sTh2SzvjAc/mtx5h5Ciuv7MeY3zu31XACrFmdWpTBb/oi4hXEuSG317elNIWOFObr5+W4u4s"
    "H7i978Zt4Fxyml6j+aGdZOO6cyNWiWpj9T/jr7RUGbpCDkU0d57sJxNwmi/WL/Q9xPOzcaZ2F5fnPMlzkqbYI7J+szR5OstOnaCf"
    "VstZq0p8R5nv7y3zXMf2JH0ZUfSTd4mfeJa8Dp31GZ53JdZpLKOOTBSUWdEBHsunnpl1J0lxf1qT2TnSMMttY/fTnpmjtGemV2J4"
    "NqLchMTEcNokx+uiPcTpeMuSVHjsiST9J0M87cbJc3v+EfSVlJnhUt/fECHORKXnjqhlx3oPZrczVsn57mZBtiXfkOFzLIBk9SCq"
    "dU9c8w3ohj1lPnRlO8YaCXxTxCPKx6ArrA/n1xan6IdJOstckfbM0bbWU2SkvoX49hd4es/gyh2DITgTDXon7qgXEZHTWRyZTA15"
    "VzFEv47sRTemy370rSqId5PIelkpxnJRz6vZvEdchHP/HHRHHp70A1juhdAh2+OahwVv66tY34k6W42zvYw8q0vU8ME3r8rzxz+z"
    "EvrCZrktf/cSNV89I6IU++tSvuZ5k+ebdzXiUub3I4yzdheH4zoJz1tPrOXPiSRZjKf+XecGrottnVo39tfwZUx/lRGTuzXO4fH0"
    "NOrIH9wYtSZ8hNiLp6ucecSOjMtSnB7O0/vkZNjWBsp6LWsZKZztGk6i13n2iRRR0kuxx6bDjD3qCHkLd/4LLN/OWB3ju7hVrPpe"
    "wZlV10Vn2vUU9iJ2gHzPw+7HmCFvLZYxu0Ycfk0ZvnMlUfySRGGfqUm+sgzP/Co8/w2wXa/Aq52i36lxBrSRXxGhOendWlys6aTX"
    "IU3WMIdhkdp2Yr5/J+zZ1mSEOwbvz+dZGyC7yXOwKFvKas4iNnaEZNYtkMwUYehxh5zePUFcRv83nQD7ZfHOD9iPz+RgGQhpOEPu"
    "hNR1lkeJOVypa3BG6/Vx7HCpXizlzAycKQ6fxmFrGQfLOnICZeIC0/uN7AfWX/CwvKM34KmryCO/CCevTpfLZHJ09Jda2tq4v8Le"
    "4nRXc31pae9r9chmsDIIMH/Xt+FX/IyY6HzIdI3uGcQha2/IG/quHgcfcLks09HY9Wv02aAf/MG1iCP/3Cp2GTGjrbvbfOj3WCE6"
    "VupZe//j35MiM/FA3623pfyOZ99KLNr8c6vlm9Nl8GdnPf7c7/njV0tma4NpzsYq88YpTbXAIbZ5d/2/9Zn/rf354/cmcpRkPBaH"
    "t+24Azbon706f/yV1pyNNFSbdtDPe4jVsarh01Z7bL/9mFeIwE5vYGeHWZfN+Z620k0cqlgraHibSasmq109PrMfp45DdexVbcSh"
    "4a5sEetoL+oFl/HIETd1msNMyf+f8vbHX2nec9g8zfdnnpIEK4+r4DGdJEPlBUQ7GzQPNvXRP9n+tCSjza+byx2sbzI16jRgNeJE"
    "+8kwcRPuKc4kxv4H1K3m17r5Jz1QXCdIW3zGuqUrGUXl/cnaP0qUoSjzvMZfkMPu3ZZRxP7cVzpyJtvxT9r/9/C93Cn9f1vH/5m6"
    "9zUswDr9h36if4G3+Rr01DT4gGt0DDFLapgbs5r7Kj1YbM50uT5Ajq4C7NVXeGUHqWBlox7/n80YrURfo09bTrzukLx+cd0UemY7"
    "2vkH9AP2TO1KXtLP9VvEHXMh63nwruZm+6asT+Ywn/23rMbHuPqTerpciztbJTdiJ/P02v9hIr65NXAMb0M8ZnBaG7Eq/9x47gXE"
    "kgmiwEQQ4a7FE9fjE0/Idx5ZNcLcdzfJ9x0ghhE5PfxFvm31jfbVU+W7cJqWwTYdF87QPcVlzeNkLbmM2W9Vx+P8od4l10igzxpO"
    "S/hCOCjoF1yvD+g5QbXn08j46XnckSuJqWiYBEf5HJmrqQht3RJG4Umt8Pf0shg+ccvoA/fjdeOwLtHXg0W4pxzokPbyXrhUf8Kd"
    "FzHrWcIswM6MG22ebX/ox3Oxj7WMc+tY07fKoEXuexLxK4b7NXSsF/1U+zg5SVLZaD+DOWtMl3E9SKbJDMR7V+jz8pnei+85Qcbj"
    "m+/V5j+zpwySao8pmq/PIJarw45tKdZLcpGU0z84U17SrmJcz2fg+w0b/EP8/FfI+OnylHyFKKNadkb8+koL57QBMVohz5B1K03S"
    "68UmC2ZA3puXqkytPcoslmVlz5II98ox236URf4x3jk3SdItvFfOkt2CG/RGRLwHyGGyHWKs73GfS/Q2/Ri+zK6IYtbqbsE4RIPX"
    "yHvY04Q+pzcjYpxMKZiO9T9QLpc6YmOvIFL6q+wldVWSHvKTGvPbJ7irn9krmCS+gCEYObyVOo+0nmbmLc2qiv17pg4KihEHDpX3"
    "sXIDZbF+o7tBOroGIbPZrX2ncMzjpyb4ZFdkOe8V3yl+RrMlLJATyLuWyYHHfb2ljru8wLMbJ3zGf7CMoA2aiu9cRJSHGr0UkX1P"
    "SO8cyN5t2Vz+ltI4kZDDO70MkfIYWai3qAQny07BBzpej8eVesiTkitTtCNW9EmcpQ+w3uuxW22DF/URROLDpB9k9WvI5VT8/xu9"
    "XS6WbbCPB7EG+CJrYUvoj89iViOi98gvOMu/q1WXfmaPxWS88yNE8hfjiQwN7vDAkE0a2I8S0S2k0mNRJdkNluKajRU3iZPiPLTt"
    "4URoYWOnryU/hXkIKZ+psP08lhrGMsGWxx/PTHIN69ZLqYfsm8rC++RVyJExt78uzwYP42ycgRNxmkSJ1JfGnjXw5NqEqX3/Sn1d"
    "R0H2DyczZKlWykw1ppCXOK3xNb8rzfrvI5KH8+lqxrkedespYj6EzHqUMv83TlJ+csoyHb8xlx7XZXjlSqy0zbhW6/P6He71RemN"
    "XfmaLM/3iGG6lmLN74T0TMVJ3Ebm63eeFzPByYlMziNK3udKncgJRWNrWAkd0S2wzNkqnMkGdn9Z7a+Nr/naPk3gPHGlXu67NiuJ"
    "0OVyYp1YLenAeljSWzvr+35X/8rcqWYZ3dN6hDhprdD7icfVgxhZA+Uu9mQsYfbL8njHyTw852xI7QbdF08+VC6UHXAepmKvt5UB"
    "RBxZjzt/Vz6AhM/Cp96Q5YizBuFdd+Mkp8OY/ioF4UFBX3mWPbMh9KbN1wzHk1nFqDTLWZ/JbHfOTjwepSfrrnoevuEL2TG4T97E"
    "Oo+QZXKEXMdeP8P8KtIuuC/rkvgL5Hmy7hc8qi9CR/3NMKPwjtdh4++We2UCtG/SI+6rRzo0/DClzY57dhLDNkl6hFTrI9lWanim"
    "DSMgxh6hOKsVx2Al+ohDXXb4747T2jKm+2PPf9JPZVfooX9rd31f38RdzZWRQfPzjWl6+Bbn3AeLlyZGt01K50LSF2J9q2D1liMC"
    "MIbAYng1BwYrm1Q0Ex7z3eaChvGJKnlGrap3qBSzIzFODNXmv8c67svYYVgKjV6g14lVYddoBacu05wOqWFv5U3iNHEx2R2Mm9P1"
    "FtUz0r1UqlnvTfncpNPwi7zePEma9xwW6RUyXG6FrBnu+sl6kayHtTlPewVhdsY/U9/YyrMGb54P25yOt5rqm9qUifUKiXj04D+O"
    "X6WcTFlF3Em7f+vc28C54M3jPNmcqlUedmhn0SwPiKvV9MM7ItTNcfpFi7Cn9eRHGgEfZ5J+F1wILfkePKSFeg1kY74OkCfVUAVO"
    "lMvEYYvEqPVLOc1cR34c2/M+4tAUbFrsYqngHHqS1vEUcezxEUjfN2TxXYdTlEfey9FiWEqBGG7acHE9KO3oQ/fxdTHnMR7sK1p1"
    "nnHFVQI6EYsl6rlVDIk+Cu8qyi7gZXqO5PLOze8/BhasPyRwa5nGM1vVhFe9vWdQslxsH3kIGvglfN9JOCVHGtsd9FkAb6dWL8HZ"
    "eV+sStKgn9FuGe96ZCPs6Ew2sYtHSU39x5xA4yuVuKf2EsnivDse0xB+VldYhga9BxrPmNkmI57pkPO0fN7C91xHtDCrvjl2y3LW"
    "d22vvg4GyQPBAukafJm+RO/SL5L3Bbu1+li2SleTT7beo0nV+K4tu7PLIUHG0zyQffB/ZzdLBJFRkn1HoWqTqZRW5IPRFubED/RV"
    "zUynilUQhsJmGBtjbtYypamnMnMu6vt5Ir4LUGG1GrhvYySZ7VsJNbPGPzOzVuSjvAyOqeog6gRjSV/HenqEUlvJDvEGdjxW+47F"
    "hEcfMs/gDin1uusOcczWMc/uliZ6TiUsXdz6fPGO16FXboQH20ZuI15qkR4voyCB63mtLaSMJyRJHBX1NcvQy3ToY9pWm2S4+Ra6"
    "voJWvRwyUcdZiGXwFEeSHagQ0m39ZjY1tVyX4O/z8f4G2PvWZIXKoKBbx3ADa3U1Hsk8wb7CJzg1st7zl75EPyOfseA6ciHUM2/Z"
    "nB79nfNdwyC9J2EPB8jv7AWZDMvygy72Xn3a29JOWIO7OLMYemyrlMfrrCdSx4Wwbub/ncfOkzJI3wr2LDls7QgxG01/HC4FarxC"
    "KxDrLyCCS9PVauu7k60vZVt5ltXaap6CYj+zavPsjlPzAGJLOITHBiIszcfdXILP/EUexO6uhAz0l6f0e93AXESca5iRu3pEdTPw"
    "aevY7YF9+R2a1nzsdbiCeaOzGPmeSETspJ/7iLNjoq4F5PIk8UVcJ3JIO5bk3dXpDPgUH0BP/qRVeO8U+GRLEZN+Icdpb4l5ed9O"
    "GhGkC7juv0D37+15NZO033Hty102zvvefuLGsewdzL/dCx2cYVWr50qu4ryGcpYl7dGFU56DuRQx3Cyd0epe7Pqb0ODvw3YgRoS/"
    "+Dz05/1aL92xQu+yF2wNZP9geJNrEUfHtDuieZu5MjbofCIRlkGPzsR/y4JvId/GCv86zvt6NVztr3QU1nkcsY+tOl2Gq5nUVODa"
    "dWLe6hOI++4mC3MR8SwqsJv5uJt+ONtv4cnOw0o+J59AdnaRM7Gj7xBBuZKS1UNCz8pX6yORE2UO49ThHqulEPt6uBjG4HJtF/Rn"
    "v5Xxc69FdP41ZKsE7zxdBsMvNVu6Xt9gvf0zvNvYnK6GF1PjV3oZO3lsj63/+masUInveqvzXOhmCVPwxd7yExtp3S5IER89JAJc"
    "occk2pUd5fU8TXF1OAObZmHaWzrieXaDxzoFVynAfzYp8o6YX1Ko3aUT83DWyfUYJW6N/izG6WwdM+2JsFcGOTpADC/WOhZriZIe"
    "IxLHKsQ4jpWgGKv0hTj9UYz3RYmLWcFO1AhiuXJYyzStsOtbNH10tCSy+EpJojPGfS6qgnH19rQ9sxjnRPmEEb25hTmwlfjEEqIp"
    "29XbQCsVcnLgLfkKEtCDNsz6x+u5XoWwI6ZR/8mugCR9e8PVbC1llO47xfooD8R1+6r1hN0C77S9XCLn619xjYOls+wLe3w6ZKpU"
    "7pPfIEcHyQp4Dgv1blz1O6zXk2LoQzN0pFyCuHyaOh6HYnzD8cF6dsfW0wepp3dYR0kYIo7R3fU2NGQ53EJiXoZEzFIdC7/sbkS5"
    "Z0svvTBIyoF498vwms/hDFjK9+gbLl+EPMV2telaHs7SF9Rmly6RqlZDoR8m6tl4fTZ7tBwX6iwdDM1qkeRpcpX8C+9+PnhcDgrP"
    "Df4RLtAv4PtE4JmvbYLzkflb4KdQotCGDyJu+V1/xIqcpI8TYe596RTsg7u7UCqYgevKjsQyondUam7W6qeyCPchNPFarLrj1k6o"
    "9RmUsgMrqQ/L6y30CaWJX67MXORk+TyOkBXsDd4OOmE64m3DztsFFq0U3u90HYhIaRvEg4vxrr7yHXZ4qRbIWE4PGNaGQw9e6S32"
    "QljjdR7j3s7bWZLve8TKtSf+vgT7fgosdVucumJiHHTECbJpzB9gJ16TNYgMt4fO+gK72EbaYZ3nmqaCbKzU9oxtjoYs/B06ZS3Z"
    "iHJ1WHAray5VkDfjjDge19hBXKdSiY+M8ihBpsvGWs+nzpQS39Ne7PFKV8M6pz2+j733KG+JVtPX2hcyPRcaYQvpB7mfztzPK/iU"
    "oZEfA689hW/9tz6I6P4xaJJnoCcPlefgcVwZnBrsS5yoByCZX+qEYJweCxttiAU7sKN5W9r7KKeti7AGxu7pGMOqPNZQMe7Z+NzW"
    "h1dID7x/HDzDv3Jy7UjZT74J6tkp+Rg1y+HBTOKxdcEKLoT0vIk1GavTxJAV32VX3lWwPo/4nhJ3alyNoI77tQO+uwZ+fjLLhJXk"
    "pFiE2OfXwZs9hLZkre5IRJ5f8bdy7FAhWRlrmNeqUeMC64FzX+v7rt1ERjvKYgPOTRFOY0Q/Jdq4+RsvwmszNJH22JWbiEHawMg6"
    "jj2PMqK6ElZ+tFQFreV0vd+4RYKY7qgX64TwKNkveANnaoM+hWedgVN6R84c6LYR8gQ0+8vYg8/1LFiWIr1NZuK6D+IdJ8ttQXf5"
    "Hu9agN8rtC7nbH0WVrgQsrhMu3I2OEZNuBrP2Vssjrsbp/hHP7NxOnv4c/G34fSVIuwbOhnSYTWbfNii1bhqkgirx8kzZL0YzJhm"
    "md4Dyc3F3qxj12eKliTlsy9hlnNnf6zVCGlgL7Dp5p2liDFbzE+1tsVqOw7T4/FJq+3V00s/gNjZju/O9fobNrKxtrQjj7pNUVVy"
    "VnukDIHOvl+OyPkZmg6rBsl7GqdzPHbyNHkU8aVdqxqfs2qKVarqcJYNN6yV7xa0qaihWa+8xGd6MhVV89R28dWkpM8Lm82yvts9"
    "xcUwZl0W4JS/i++3zKjILYYcL+ar/1U2B+/JuN6q9VhmMR+lPp3HGanYf3wmEPtM8D/OSDfn4Ss1TFUTLhJDEnce8wicszL6gFHm"
    "D4yvc62O8Gu08Wf2FYf6/oN+pB9KMacyTPqfgH+Xx76n5u7gIJzUIyEFE+DB9IB0rGa95xkidQ4UN/vRwLnzszivH2Oes5tkbIh5"
    "Gt18bj3K3nEXp8az+aQEe6DNI6qGTluCHT2AmnU1LNVJWKUL4NUt0XPlelmF++8IfTcRmsWyG5vDDWEYGWmvKc4WY/V2yFxpTv8m"
    "PIdHBXkt64iNZf7SLhL6Hl/TMp3pwYe0nuabvil1jFGSROaK0YtdibNlXfsHICqopIeV4ERRnHGMm5hZR3753WVn9ufuybijuzRk"
    "66TGBpn2dQ7HYHeChJyyraOdq1BjIdpNyrUpk2gHcXnpj4n9vEo/JPr3JMhAAfyTL7HDe0PX3CFHyx6IGEfJZHjpdcyRBjyJbuav"
    "GnpGfORiq7oKV+kMWTgH3prFCtN0Hryvg+UF6pL9ZbZm+rcybJdpeOaGFjofcU5/eVRWke+gAPYsT3eCJj5Nyj1vZoIYpiGijHc8"
    "vq3LW9byRO/tT7r5unWUFZvccjZ0IScfNucENy8hzWPcbMDdD5OAdRXLvR4K62JrcTw+O1HqPEuZ5WMLGPNbDLuYDCNHyU/sVrbq"
    "SYI1jk5Sk82dpNj1bWwMbg4u4nG6VnuEAsWK3ShRjyIX9ZwICT1DPvUZjIHsbo1gV1K0ZPvh5CQZP3YgmlaGLchx+Ak5lSJc6TpO"
    "kFsFaBSr+AlOR7R0NavwL+R5sfpBa3GnqRftTo1O5Weq8Zmz+Zkk0QnXZmtsIqM9eqft8YPMQ9yFE32tPCKX6mUyFfJlCCRbSWIj"
    "tskwy9EnZGRr7tfGnQlu123lhotD/96Sk9mhR6mp1/7wYKy7eYTYnO9w6UmMkTPkVax5P2jFC8QweqfgE8vwZzcx9oKQ/BVpz5Wn"
    "foLK7nAS/tyD3F5l9FdX6z54FsvIu6mPVmLI7Q5VxemANYiKl+t3OJl29nYg2oXZ2hKvldyzX8suIrcKa/Cf8QhG2LM9ApL1vX7F"
    "ytNv8Jp+1+Px+k2498k6J+gNP/oEaJH+8qTHpHbZ3MGSQbpI0Cv9AFFPn5wxrUam9wkvDurTywMJLtPl6bif676S/oerMpr8Wh2p"
    "DDZ7CFm3qomp2Yf1/2ES9Rb6bIkwcxhhzjnGXpyLJQ+2fAW7yUvhRQ3A2RsAy7JQrsMJygk+kmPgr03Uv+jnQRv4Sr2hnw0VWIj4"
    "djGr5wfBGk3GtVrGd0nrNpT5Bt/nnHkl6idfO2Y5bR2GbbdNslc537UBHl7Cz8GGHvG20nNOniLvewZoiy1HQprKENWtwJq+AOl5"
    "BuuSq9bvWIPo0SbazBN7Ht/9vNcsCY8HZL+Nrf5jVlbKOVl7OnzgKxALbkGbEGWMajavDSt8OZ61pC+r+I2ThI7vbhb02sPyESzn"
    "BFjOnbDir2lrXM2mUQ0T5His4izmIzvKBD5db3pRyxClmcb6hZ6/2cN8fMOp0PnljCEqOJP7MevEn8onOLGXwlIPJqrwOtjvmdin"
    "GZDIq+Rq+hQ9seNuTqvUM/SuRZwxC1bhd6zeRPjB4+VBaPaD5MdwWQtaeRQZk23H+lPTuJ6WFUTSMb3zM3HpDbHqXcjkdYjcjkVs"
    "NB/7sIdEyA5XCMlbg4jAJlRKqfGOFlfvjjMqqmN8mSBmSVsZ4+dn1Z9WhxtbShxJh85rOa5a/7c/bn/O1W1z3tficCjs4ZuQmumI"
    "qW6V4z2+svqO0z604U7OI4joOgVjcK57S1c9DGt8sXYL3tV4cAnxQF/0lfxKYv4mmCGzs7MSWqGebAc17JYwvX0nkafewr9WU2qu"
    "94iqB9DfiNKmVdM6u3jtO3YmOUQFyfLJOsS6obR8Ln44lNZ/Md53JGO7SvKxHCKGz7IHIulj5Q6c+UL9FXb72SYnt9VGGlxbkOsi"
    "Rhrm/Wzpcbits6OMU5gnQ7bLEPkUQEYeQSQ8G995uHRlDstxq12R5QUM9Sef93fV4MZ6jrJemLFW7ZpkWNw7En7K1eLoSxlpumip"
    "SA0tIqWPs8fZIbNEKJG/ZScptmRXYoYTPJOB3vQrQyD9ryDW3El2lPE4k9fIUTJGj8FrpVzvBOsDVT47b574g5waK2NUea5k8Nkc"
    "FnKuhqq6cfV7V9+PE2Gu5r+fZwm1dJp5oC4+A2O8iRFIQwYVdAeu6M6SWZl6zrGapUv7adv1uNrN0GLNn4XL9WVYuJ7yoHSGt/yF"
    "HixjZS+5hDkTm43t5XsEjs5yICxUq7kZKtEw2I9iPQ1r94tuD0k0nrs84q3X8CkGQ/YWEE1nA6RuEbzho4jLOAG64Sbc23pEgOOz"
    "u99eWknYZCY7wz27VVYeMjY/Uz/a1PxP3Gd+Y15zHMDTlYLXUgjPoZLS8wu11cHs86rGuTEbcpw4HvC4z3ElmSG4XRZif+az+lHB"
    "3bXYOB87XM39cNnGv4lxfxj2nGPMbu6ul3DKdQfs1QJ6pNWcl/23VspO8DF2kx6yFN9bzunRck6YrcP3HY4TZdNrD8OKjYcsrdcV"
    "8j08c8MFrOX0WMzza98sl8k0SryT7lbZqY72Hpk5l3YzxvyL9XpUMF6q4ISPq1FuDR8r7a1xAyW0+dh548kR++U4ChvUsn6nkL1l"
    "PXm9qvUlMan+RTOckvXZz3T3kUuKtryBTzOQPtLOrKBV8eensc6dwD4mfJU4zj6Pt1l1V8+8aZPRtzIqqWCuxKatqn1WNUl0I9ep"
    "YvnQMj/jmOH/TnmMXpexOchrkXbssU54HIUMF/hICT2ydQV9xxQZfIzR7VV26Bfo8hbOXMrnTauzU5n7kwsuw/qa8ifNPruVr5OF"
    "HiEgkuW2HyIOefo2WOcSRIwJ1lDsmw3XxlY+YLXve/YnlEC+ZuBV43963OPJmi/mdjsg66GrMcQpVR047VWOdY9pIpuTb+vvxu65"
    "qz+tCX08uEv2k79CcxhSz0e6JvwNMcjlsl34KzOcZ/mTtpYR1Plik+9D+c1u9et9j0OFf+61mvDfEvO+xihxGBh78a5SeArrpank"
    "p40vsXnfpYw4WMNxvgzppYEVm12kzE9dp3y0vLPE/arbv36HH1ymE3D9DfoeYnXjYxwF/8VqSZVZe9TgeVTMLx8h77GPIc2etIRH"
    "7HiZ+bmCoAK+Unc5QR6Gpz+Ec6Vd4D98j9PdSxzv+66MMB0OdJS6qYE5B4f2Xc2K9Kl4xSYFP9YM+miCnuol4nhtzPuwemhneIVp"
    "ajlXCSkgQkMGRWUs/J1Z3OsS+In5/IZqeAwlRIzOIyZZvn6jDn/zF/x+V8cE1bqUEfQy+Beb9huEM4IlPO1x3VGsGr43O22GUHb3"
    "5zmyM9zg56PS9Pz/3FdegtwXYtds9nYx99gQkQ4Rh7hl9dNG/rBLpd53OE6Bzkj5PosYPHzHBWkYyBNgp9pLLmLlNXpYMBH+3IvB"
    "RTqerzbltQoZe5n39ot+onuK8cdOh8d1M2KBC8Q6Ip70pzvtecccokUJuylKyOFjGb0YTq2t4jCpJMZd8+zKlsVYzkrhDkEZdu5z"
    "fGoua4a/6hU4QYatYCw8J0v/YDt2wf4La9WFVUCXlxzt0TBCWvQe8iWedTzi1gtxR3l6pm6jhcFTxE843HudadbTXB57F06OV7Hb"
    "bgHRT6K0JedJGWVzb68h036eVqlVVpKh0LTSPjJcpiKGKSdr8xKc56943kL2phq6YAPW0SErWF94L6JAj5Sv9S7EFrP0adj8lLfA"
    "9t/JYncSEFWohhW8hDoWBtfFfR2t2FK/90r7HGZ9PnuqAv0cJ8ci4Cf0RtiV0+VHORV7eLwMyXqgmc+E7K9SnMlfs7P/jZIVUZf3"
    "cPptW2iQGPtMEoy9Z+N5JuKTxbCJX+pj+HMveEnFOKNV2OOeYhwt0yENtThFUX1H5mJ9vpMYc8b11KDFZKuxinyt583JMC84jKAE"
    "V7t5TjTrmjUNaH1JDayfR9U8j0ux70vwt5CyNQ5neBv5xvg25COc+/fhA56DFdpZnmOnzRJ9HZLxt+zMhLPrEdaA1nJG+Bec/Qex"
    "7rl45ln6GGzqbKzrat02cPgyVV6q2mStisnjj/qAOFa0GDxGwwgyVo1OjLBi1LDqbbSLmdI+HxZ6tDb3yj7e6yrB2Uv4a9d7njXH"
    "Ir8GMpd5xSFCBPRCjI+njHgTVpV6jfw370NOR/oZsL9mOU7sHMzwtY/VrMy4V85g/PWxzxQ6ex8h4ovDGhjj44zm/IMkswS5xIfv"
    "AAkbIcfBSzxBDIHhIP/ESW/7MpxxUTxxqa/FZbrkHIbGM5CzjmLYKP3kUVg1Q+p8VR6HF7k5OfzNibc355W27OhxXWdNZ+5C/b9/"
    "b83LgVnI5ZTSDuL6jqL6T1Z//7furZZYP218/1+Y9ZStE8dk0fHdlDKTmKA/UdkCMtzmoA7PIiqhRUxvBja99BbORg/5QH/OIqY3"
    "7Vlrypzi/K8c0WwHY6cWOpk/hY85F77a3/RefVOv0x5BRLeTfLlJMryS5hdcKQ6hJ8HI1bFaXcKqTZJ17QS5QdJqHIrGRm+9PDeI"
    "5dmeljXsAdhSXoLNSXu0Mcur9hBDpu0LT66fhB5dP9PPuJ4VKoeh4abRqnydbjXO4SLcYUfZl6gHEXilxgNYrTPxzRfRchkG63FE"
    "KbPOQOu7z0N0HoPVjOB8G6v8xfC0u8FWdZXZzDNtJbvIb+qQ9XIZ44ym37wU35dknsK63Q6SeyXldz2me8GHmSXrdBL0eDycgJ9+"
    "yLxJirzgUeIvZrB3rFfpS79jW3lEAecBuN77cfBROvDe21L/1EL+dyTO+RVcpTJflzQEzzh5e+2nnWHZOxKxx/hQHPdNc+h4rcTh"
    "/PSlTWgNC1dFDRhnjsK6pI+US2FTv2LW6TebGYCXMFr6BgOltyS8F+L6xjrKKv7tCl/bm4vrhT72y6NfZt5vPnRlTzzDs5xWSzC7"
    "uaGFKsJ42RFWsUrnQbLgv4UHyVj4Ur2lc2ASP9p7DjOb8M6E+hZsZCG7LKy3o4S9p+MQoRmC7/eIuqxzeYG+ijipn9wAqX4Ku/Wi"
    "Pgc9c5q8oMcGcxBnWT/h9/qKnCqu322cOCTXIm8Pa9m3W5v1Q44Rw8R0fojhMV+C1S7BM5yI5yxibTQfTxqHxG3wvERR5iBd1Fvo"
    "8VGty6ORpSyTuavxvWv2bEf5nF4F+2rSxJIcAB2RINvN4exkiFPv9BGHLFXG2lgdpW2W3kT2VMd7uZRx/NvE8bQd7yG7yuHyCpH5"
    "TsP5Xwyf8jzEMcYyV8VIPQUZGyXu+lF4E3dkcagH0Ka7Z3Adqatw/XrvWXUX4x6M6tmyTI+ROs9wk2CW2uZrnD9bqDtAqp7Ant2u"
    "I/TfujB8Sa6WnjntoJ2a53x0sWs918JF3A6bOST/hv2ao2XZ7q9K1nPOgC++XF7W22QQO1eGwMf9NfxcuwUJxGc/QR4yjKRJRD4R"
    "5kVOlH76T8hWSM11M/TxZVLJzieRe/RJyWRd67J4xJ1kN/knzvt1kEerbL2P/7eTSdBMk9hTdZUsa+LZ1vrZIYcOGff7H6fOi/Fv"
    "NgH2IfSiw6eyHonbpZQTqn8uy7YxI2d4xBr7AtR3CiQZRzdFrLM/i/Vx/bsYUrxFHWtwr8/J25CAQfSproFFV+pMO5ezIVPrcAIb"
    "PJ63ap2PZhKc0tod37e3VNKyRNmFUeht7UlyImKoS8KLIJfTpa98Gr6rD0n34Et9H5GAm+EMWV93uFJJrOVqePwT9Fv5GOt/Imzl"
    "L3qOnCufw+czHr0IZNwwyuPwHFPET+5E1t320pivNCuRyzOYx9PlMFKT7OdN+2y0Qx2MQBq2J9qY4Us9y9xyLaedDsZ5uo+MUs/o"
    "vUE+oqze2MtO4hBaLxbXP7qMXk0/4spVImK8XN6CNA7PqYTm3186yK2In/4K+7SNdJGu0ONjydnwCSsglrH8EJFeG5zh7aE1C2Qy"
    "e9E+17Nhx7+WzrITYqIorvMUbKTxWM7Vh/QzaLoO7LgxzLFCRKSzmU1cpFNxP4dJo0+R8p6DZeGf14k4qa/JGH1FS+A7W//F8XIA"
    "6zLXQcPcIjavfBy+6XNWVV9AlN8U63Dj+qataG9Rj6PnfOxiokLHOZtTRD2fx6qd4ey4DLjrFjBdcwfzkEliOTpukF6eJbuptgjZ"
    "I+XYUUczwjadXc3+piTWYm8ZTJTFH9T5cGarLyDrWQXen6AlGYKVrSKnre3sz7o71tnmjX6AjbxeHIP8/i18Juk7cuxZjxTHl9VD"
    "zLcwvb83ZLUeVrYU58Yw+PriXFovxlqcyqHsym6N834w5GAVO8DrIWtOFjPdMZlJ4bvwjYeJMVl9w86mOsZndcRQTzbheA91V29B"
    "G5jXqOfdTWTecKln+SyFLBwuLh6egNU3xuty3OVaGSk/hrvqm7I15HRS+GXQXz8Mn8HKnhqsDxK07Rn87jT9lJ3Ze7QI9hu6Rm5D"
    "DAspQzyawsl4XR9poSvsZ/07ccMsL2+MNpb9ug3Sv558Y9YXnGFYSrNT4VKeyzewArM96t5s9mEbVli5OqzLpK9FJFmfcBXTUubU"
    "XT2w1nNex8hssghaJEGrbXqlndwj5teu1XPF9Z7Hse8pZiIqfPZ8H6zEnvACb8DZ+ydO8W6IE0u1XD6BzKR8p5b6u7YnDWBDTQ4/"
    "wI6t1kHBIJmK61n14lJorTlZ/001478FkumTLoFfUO/9/HKPJ+uYxg+XvbJYVS5HVkV/OZNv2db3j5gNSPJvhpNhWd8xYjW4IubP"
    "SqEfboI8GCPuieR4noxrVFJvVMBax7OZ6xLmszt7qdpJTtBJMpF80jZb3znnHrlXn9adObvci6fa3Wn3bK0yc6cbfH1n16y+0M2y"
    "Zg6T+mhZylq9xfWj6IevbwGhyerNrSQzkZ9A3NdKXAakixwnR8n+wX16PVa3vzwN7bcK9q03mYRinHf9m7hKoyHHLGbWuj7bJ+SQ"
    "No2DMcFuwevlLXgBOwTnyRtYx2f0PWj9n4iLu10T3Zvmiibpx9TQNrUSx3gYJ16uSeup7HxyPDAxz+adYAZ3rDwshhuriIjcTECa"
    "nd8WQf0Mr/cuyNKjYrOxtTjN8/FUFfT/BhKjM5fXi+hvWOEJ7NfYjrFlf8jH58Rd2RdRwmpYkmGc37AVNjToaj9zEWO3VNrjwbo1"
    "cJjV23rUoMVY1aPF+VuFRAK18zOaSOtHSEETqYhl+6WKsIuRjSo6DTz9JYgF3oDnVUSP1lg71jJfV89c5xnZPXV+Y4K6IYlVWKcz"
    "GGM5m1NGDzfeYozePFpZc5/pjRNeydixgVMiae7e1jKIHkMD8dNNQw6SWj8He6YkPAdS0t9trcdhPht680jYWpt5f0FOlPpwS+iV"
    "WxGTF0AnWe90DzFM2r9D96yEPz9KfoD2q9EMy0alpn32zOLHk3Ffa/E9R8I+bykL8ZMf8ITHQ/cMlObRwa2reY7eyfktl91bh9MU"
    "ZzYpz/c1SLbuvL9Hl+0hjfOljRP62oJ/UAid7+xxBXv9LV7owP4p++V4zsOsJ6nqMAnSvme+6TXVx6vOBjpE/6H0r6uJVPCN705X"
    "MpGWa5rVsWSL9cZukLXdxVhkbAruBvgiczj7+IhnK1DfN2YS+Coju9nMj+TDV+8g7eR9xFSr8LNOwR6yHSKF7ohUzWeqxz5MxNM+"
    "K8Y6+p1YDaCYHJDrPE/7GsZ2KU6Xt5NQG332xp7VTH06udEMaIYrwDxu1yNxMKu3a3VXRF7/kh9kL83RocFMuUgfk5GQ0h7BDmJo"
    "rzlyIe5xDqT4U0S2xl2Xu1kz7HmQsKmQ/Q2Q1HI5SG7GvX+G9Z8DbZIiSquLq+uz0zu1/tkq+SQ7SiP6mM2a57EG9T3Wow3Z3Ixh"
    "K6LvsmtvC2KqW0+Hq4WHfiJyNWtENttbzw5S13dzqSSaTA273JNjB6jXTA/gacQnVvoIEZ7aLpxq60qmVodNVEXkD+trXKpPyKd4"
    "tkVqGPMPYx2n6U8yyVdl3Xx7GTWeO50d5Eqs9ONkqbMZ6v3lesRXH2GlR8t1iOG3hv8fY07lUMTHNeyPv1FMk/4nekcV0TtGw+Lm"
    "6niZBy8hFzrwK3iFs+UI6IxqjWf7dDKzURWsQF2NM3cH1qKz1IT95OTgfv0U524XuUoirEztKC7SOoTTzDZF1162lXLKlavc5kIX"
    "JTgJW6mrpF8wEzueB2uzRF+Rr2HjLlLj1b0F3nEN+26qPJZXilPUUXhOb7J6PAsruLWcz643m8y9XJqv4A6T6eF6yFSlLg731rly"
    "Z84ajYdBsDcikGMk43nb1HmpzxNEoD8WZblnkp4JqB73dxPsm01sRbzcHcaejSSvMY45kwyLjCEUh+pqGtZf7rK7vVi9cRKzSqtb"
    "wPBSnaLDpcbbpOPY/5KmT96fc4yxLPdOJ8Y1rpe/axbPtlGTun/nMlfgrn8GNUGZf7plrG0pc49XSitxKCMt4Ys9gh3+yNh7IX/3"
    "6P7BE8EKnJuddYRcwedNMrdkCMRPM/d0K1Y/R06REh+5V2PPrySibQH20TzquizWUYNni7tQGrIITDWcaI+xGmq8SjdC4j7F/i/A"
    "WjygL+qF2j5YBR/J5lvt++dxukH9nTzs8QJ2xN1cpKdi11/At3cI8vUNaLWoFotjkajwMY/L5e0pxi3sWKBcVGAZhLHieGZqW9Bi"
    "VtHvJY1eiZBd2bEYDRDXsWZ1++8Rl9s01lCZrXeo9fG9zdrsKtjqHWSNvoUnPQnXyddKZmstMvwQOr2GPaBr8a+hHpe5kSHLeT/G"
    "lR4y/5kktrazXedjFy6BjE6TUfBA51BHGp/c1zhBuVytYvoXfyHzmX3bFqyQ5+EdNhNhWC2FepB8g9dLeCpMC9pcx0hJUNqPFleB"
    "qcDrO0sj93WobcWhtasODpbrX2HDDoE8dIYf0lXulbP1SXy2eUalasS0tdCvTosVkTnCMdQ41rUyPmE17z3tp5FlE+xDrbyli2Rn"
    "BFLsHrW/ncAO7knk4E4zEo9wRiHKyoFhZZTx6nbVaNZPMiajnvDVVtKDqKL3naCvlfCebdjE8op0zuY2MvcX9zKylTQ9rU17vJyt"
    "7rKJ/v9UNkNsvw7KWvIEYt/MlVxmTrMced08l0X3JpGVeuYQ5ys4edom+y0x3zvaiahNKeL7xLymnQMLUoj4NJqdHE76nPRFrI0p"
    "3x313vhwnwl2OD0fsy/BPfMXvJul9BK/xzqv17XMd62DhTSmCKu+VLWQC9he4qrZn4eeh8Ak9BT5AjLT4CvCFfpP/HSY/AhLYtFU"
    "BdlB0+QZySBlmM45RXaTJdl8b5Q5wDS9tebwYWshQWnq1DSf2vGuLIDn4rg7jue67kP9sYLnP9PZ1Faa7ngOY3fr0z8Q53UeNdN6"
    "RnP2t4dlOZnMenHOtaM4LCSbIVnPLrizyGDjqmEdPb9LHXtfYrCxx2e96Fi2r0I9d6542XbseqaxKrET5ew5qSeuhHW7TtG0NM/l"
    "c6jv6nI9AQ2eK9TqIdeynhiHHljOHsW3OXtyO+x4zHcDpr21FbyyM+sGRfqtRxxoBXmoxg6ZvjqaKFoRIvKZhFuFenefTzIvZInn"
    "Nd3GW3azc2fj+d/Bnu4Jqc+HpSpQ4/g9WK7A3azyyGum3a+QhM87r2A1pXm2pzh7LN9hd5x17a1U18+3XOPyNJ8pDU824fv18tVZ"
    "/8bz1lmadnuHvmvH/hyYjVySfPoYOTctJ/g6+11j/Hk552IOoARWsJY0HzI1UdZxjiONJ077aQvH4JPiDKPLproa/zJmPNPkj6nT"
    "ofqA/ANefX8ZB9txql4cPIyT/Z70Iod1B4lzai1JHuc4nzmBNXwjmAE5aQ9faQNO2Z5YsYX6EDvWLCuT1lD/e2LJvIsTuM4N9K5d"
    "h4bzjgdSqt1JyKAfplpglWr+lTh2eQN3jQh/+gnRrMuZoW2us9QslHFJHCqNWD9u31LEKltrCBqIvuPwAq3j6UhiRxkaTme5F99j"
    "3uY/2Pk1hL7LGqx4vr6MK/4d93guzvQ0fQ9xm+mM3qxNNeUSynSdlnkesFCbMju7GKWPpH3GQ7P8vsqqwECpZoZR9XAyGubSZ6rW"
    "8+BxVnJtnNwU+MrEF7KSlXfrZg7Z1VdFS9r8ihrOYT18rjKdIL9jp/PUrdYIMdSvOmacLANYxSzTNbDbN4tVZ+fhnM3BSmwJK/Eo"
    "PJwP5QUxntt5+OYpkMClOCeD5Ft2d70kD8tEfIPjjoa/jvv4Ge9Zr0fgHYM4c1XDU2lIrdWcXjGsl6sRRczQB6WfHAAtMUpelJdk"
    "H9jao/mZ0OdsMrx9hg0bZx9iI2ZskvHyTt57br5PKIPBsNZbOZdhHybVYld9Hyvwnf5F75La8AvY41PhF3eBL2c18s/FatyGO/YF"
    "vMA3EUN8Hv47+E2fw7dsgKc5UXfQx3EPe+t7QcR3MfURZ3NOxFPM97z3lrMbSGwjh6yU8hxTb2KN1zOv/Rru5HJ5QIxPe5KukOYR"
    "gOK0THOwgqZtdqNPcKSEXmvYN/dn1dGYepKeqd4ypdbz8hqe9Uzc1zrPIFujXxIhMaWnyxixaujd1mkBjbSc+ak0Z4BTnKIxHMdH"
    "xc5mOc7GYlgzqwsv0Bt0mRhS8z1qLLURRO2F+PlMSM4qeOxt5DZiX4Y+u2d5+v6iWZSkFO80zrvcS6wnNY8SUqRXM0rLzMC5zHdf"
    "37XSWFdPsQctZBYv7a16SCyipp6smyExttsyesRV0DN1iJyX4+/95TPOWRkq+Fpa+P7s7+0iQ6X57ozMrImt+M0S810WcTLXWbS/"
    "FL7UVdAdb2N18hBJTpUXsNdT5Xl9QqtkP9lDH4EGvlana4Nc6HsChN0nW0kGAyGOc1FEHFGHcGDR+gqu12xZzf3NWKNtJJ1lC494"
    "pGbHf6jMwJjff6HvjnSVoyg17KWSYhWhmpUB07U229lXjve8iFV41jU4N6eJdXz0Dn6lP2Z9gB9wksk+Z6d+mEzDu57Gqq3SscFc"
    "SOV/z7wqOepHyrtEgbpWW8su8ix5wm1O+1qPkelOdg9x9bXDxDTy7pJsguRmDAmGe2MzPm3lomA+vm0O7NpbuLfFuIPFdkqxo6/I"
    "e/oYTuOr8Obe1MuhVc/RIUEOPfCkz1sP8R65yxKGfmqq2uuZSuxhGZnXQ2KC9fUotZn6fik7HQo1JRY1L2NX8s/4Nsum5RId91/s"
    "x3QzVgV+1Sv5PYHHT95WMmy6tkLXy+6Ijz/TW+BBz8R3X4En7CFr8Axn4wxZ3c2i8aRMRRxaiEh4mPzCuQSnCzv4qoTNR5s+eCLc"
    "JZwc7JJzZs7xujB8BvezQp+X/pwcsM7zDxjXFqibnK6kLbC43nySOL3Bdd4Xy/cYGnNwKj5ldBrH+T8GUngi9GPad/PvIa7fss5z"
    "IXagFJm93p99x86LqUAEvIFXPx3rtkEzPbkxWjXzMCbrGbiyYe9dJqYfS/DZX8k4aF5RjyxHqEVmbuIjqodAnu7xiLjG8j5Rn5LR"
    "kANjqArhHVjE34a9dLU8pw5ttNRjjbtZSdv1O2Ulr9xVovqfFt1qYobO+TBinaWGpwHbsxsswS+Q5xLdRnsEt+OczNcvIGuvQApe"
    "tjlG+pNWA+6c7bJIew/ccFIfxJN2h4VZoLdB542HHnsFd6Ds/0hlcUZTWYZUw3FsLXHuVK0/LyZd+4g7/Tm+DyEKS+Z0Q4HHsvjV"
    "Z7mc53wN+ztuxAnpiDutw2l6AT+fh1X+QZ7iHIDlVPuIvZpHrVgCaziT1i3Tv5PyrE3uaXK9j2Z+14l+6t7l6O08vEItH+oq9gy5"
    "HMB2Mh+7bV3d1mXRPrA+hZ/wzZ/haY726MoVzORYxnyo7CENvrM59Nk9FzMOlAx6Xhmevw/x0pg78twgGWzpv7Hy5/hEQ1i4NE9w"
    "klrrIHEcZ/be3aQ2yxEawp4l/Pe4TKBFCfPxtGtwGm327xnEnLOIYzpRv2L2LfQrYUyU7bM64wvdFpJSCBmzLNVO8ha+LV/vkAta"
    "ZPXYPotCnkGsdL1i3+OVKPmt38DdDpB5kIidYGkW6Fn6ojwSrtRbbdIDHuw9cqOMk7Ngh5v3Exugt+aaB+SjDYte9+O0k9vpNk0m"
    "Xxs1+l146jnaWKkI4BU4u3yfWN0pkfWVk36m4AdolCVYz5PF5i1LdAL212T/N5yrq7A6o8SwUmt0MDT6wVjXYqIL7iVu0skq+tZz"
    "HuMsDvSETMbnt8azlUJqlsNfaw2NYPPsbhIqzpzSWk79rmJGulrXwAK7+dHVmvAeyRrKzoGS6adw+92Nem05UeoOwSmoNDZgWYF7"
    "OhnxaCHe/yx+Nhmez2x4AHU8hfm4v77kT7Y82Hx6e/W0J7bKxfTcimFTV2MnhshNiNQW4em2xPVOQ+x2hnynuzKH7uoN/WAb23ps"
    "2Iw0Zla0m4R+gnMJszvK2bGkjoH8/K5WORRx+AzVmsENGCJJz6LbnnU3oS5xV2zLfGuKEwTFWeRRhTWr8ajXUY9vWka8xxhxlkbI"
    "CfCSUuECfRia2jDAt5FrqLtnYMVSzM+MJua0qkONKWa1dHN66n+BZbc+szzdOzB0k6/w1B9Brq6VJ6CNHS5jgnnqT01XYed+Zd9E"
    "mp0dS/yko1mnPsy9z+cpqOd6jOMM1u5k1i5in6/J/kTEZXbCrBskn1mVa+Erdmc/aIQ10pNw7wX87n3ICx1nTj/KqRvDriyiFM7B"
    "KuSzgzX0eeoi2O7m8Ryaf2XWJpFfzCvtvsnPpDbzapvzSvN3oERDN+uZ1mQ2/5TxLs4nS0XK531cNvKnP3kN3mU3dTlrAwX05a0v"
    "8ANYWutDqsQertBKIlla1q0QP1vt8wg1xAwuxVnMTJ2ObaHnp4scgms14ArV9KnM856POHgXfHcx9X4c+ugQ2ujxkKi7yUm5lZgn"
    "bRrkAnonlgFaCR0437I6+KSLB9JYFeUku0XrA8S6LTbgdG0Hb6oPPIi+YnPXpwar2QFoiG1F5BQxrFnD+/gMFmM+K08TEMfVw18t"
    "RvSxjUww9EpmXSWbzc4w4USIUWIVSBGHPZGAXVCf++ngsTl38AjcbtKze5DCNxrynMXNy2GVEsydrvUrZdXbxjyIO3+FvmZYSAtQ"
    "j3WrhTasxLevRNRqCJ3T8dNLocV3hRTdjTX+md84wvcoJzTjjVhP1xXQPxcEDwbz9HH5Bp/fScbqjvqUnthkrsIxrGlWn94ig8Th"
    "nBQwLo7Qb1lFP6OBuCKhj6dMhnfCXXSSA/QU+Yje6sH4jrugkT6xd8Kiz2U3lclBf3YM5+L3Qn1TzoQ+KyEyYCH2t5K5uRPZw7mX"
    "nCM3wE79FfZsgHwFb2ExI9Zb5CsZj+ua1SjBnhUgsv4Ify7QCjkryFPDQD5TLLdoPKY1zJ414JsGyc+w2nfb++Ar/AD/YBuxbvB3"
    "8K1XwW7PYkVzg74lppsXEwejPeS0i7wht+gMfP9LiKiWIuqIytVyLieDY0QYqWcnc8ojhaW1znuU5ve6qM2QaEtx3TzmEGoRpewO"
    "P3kysUgWQofm60+w2fdB2tfhzBYSA9A6EhZsYlY+gxZeROsZZy/HatzFq3IEsXnX6kHBa7hKhBmNcnJzlOGnU/Hnz9o6OBdPfgM8"
    "za7BqHA6vN2TZB/5Cz1qQ6ppisfk/lzCal+EJ/s6nD1Dd7RYKa8FrEqbmSn1dfQ0KwpJ3wuwAmc2B9cbIDfIS1j/h3Bfb2K135CM"
    "lqrSjT0rbQH7uflXlLXNGJEsLhJDT7KusAp2FriKW41HfLCK9PHMD92g/4a/+DxkY5W8j4hxOznSrG84uwlC0X/OIG0jNh0bWMTA"
    "vbZqxfYeQdZs6alYbZvySxMp1PXyVmlXz3FuMzYlePYEs57L6bHUsTMx5fX4S2KTDBVNsLgyvwbIOh//x8hLnskVpJjbKKZeqSNn"
    "eKYu1suvVA31dzEtc76+JtYFaX3XK9kbZvLZnjgSKdZA0+SDjpMBIU0dUeOzyZkMxA84sb9Cq7wMCSrC6e8j3+vdauwlrTdR7Utn"
    "M8UZrHl7hiNZg7I+rBRREov5LAPIhefw/JLUROX0G5PUvLW+J/gKsSxrOXbxJPp4DqW+grWmp6Gx8rD+1fQQS6GhV8Mzuwlycxh0"
    "5jraNfPSfsEJN47iayUqLv/mYvNKX5k+nL5wIlsFbcRl6eRnGarV4RHN1nZivYzLEJ81QFvdjNg7TtTmWk6frNakz3YfjTV/A+fv"
    "Y50ud+jFWIPf9Hw9Sd8JJumxkLwOkJJvcMZ+hx5dihN1tTxJfMLQ+4Ou3yPJ+PI4RPaGQboTdMkcSJKdzSLEPR/j07+Jze1+r9ZT"
    "nYuzZpZ9Ltby6uxeZPZhC+5BPT57taR8zDac6/EDbf8GWLDP8LsrtN8yeGw3QWtOxmuLoF/eyon4ip1FfCXU5BWctb8TMV+UjALW"
    "X2uzVSZ767EzhZDP3RlBhnqOvKs92GezG1atF9HPXGwaZ45+BLHpnodsfIJ39YNF+YEdyDtKl5xViJt2wd3cSLwjhw1hO7gcejnK"
    "bGWxLGf+KcFulWp1O2Rd9W/rQzjt47Fy43E/T+hewXzOnrTG+erNfPtIIqYakkOMHn+hfgBNXYDvyMX+5EFqrPt+gy6TY8W65V1P"
    "+lI8eTmxpSP47GXZHqTGjl+HJL+tVLM3M+V7W+NcuXGst34Pa2Odt6sQN/xdZmLdLAtTr6+QHSHpp9GjlABDBLBTcpEs9JVtq109"
    "AusZx/PUYo+scprKYgqpZpCErLO01vsba7WeHQxWrV7C09/Aro8kZ9+N7TtF/wKenHTF04bkWrhDprHLYrJUhlNbnLSNZzPYGZvW"
    "jfdSw25p5VxT2lewnS+5AWutvvsj9FkNY8dabai/npkhVMe3Y3zFv+NJcqhfzxGHe1Xvu9tXM9O+qV+5LbJsNzTRvRkr04Mr3/zV"
    "mn8lStmL6QFiEeO+jMO7UGvlNOkezdizdhJuVKFurFe7fP5V2O0YdzvFyrZ5FDuw38Uq76HPtESpydr4rp8ZODcDEVk/jhP8Ds5h"
    "r5wE7NQH0B+LdR4rUyHxa4yVMALpv1cqdPOYhTeHl2dzrvbH7y1U11F+IH5ex38lPY5TmGWDTDHStWg9IE5uBbv2XDbLMvKPiUPm"
    "N6yUi2VXGcHzWwEZtI7J8ZDB6epyRZkej8ZZBcv63oV32DrnyCHB9rTJ38EbysMu5uLqHdkpPRje4DhcrwhXWoSnyMcztaavWYqT"
    "brXACubTNdv1LTLIx3oNlIkruQqG/rtCH5H9ocVay5fwkB+WD6G9FotN0pr+sizv73IN0eybz19XEFkpJLpzF99Vk/IZ60a+KSfH"
    "PZpUgDWbq3E+Wgbhqsij8dnrhfzzSD8VsCJ7Bmxl7P9H+U/98dnyIbLC91N14De5eXXb718RO8WZiT+Gfa+l7F6v5wSF1T+Ge180"
    "zlqA2cAtZbguCS6Qp+Qd3Rur+hyuspV8IYNlUthaivGNSXa0pOnPJYnzd66P79yMeh07xt30RUkL/lvKW3jTQ8N9566bgGis4OZ5"
    "y+2wAEezGzHKqmopszAHswPckGK/k9ehS9+FlX1Bz5I+wQ/hALlA09JH/4VTYP1oVlkaCmsUEWOBeJfVrLZEHZwmZeyKjxH9eLEa"
    "mm4gU+B5fYf7WszOpBLmLNdpIsub5c7GAb4aUuN7zRIbzfo6DP0NfA7TOyMYVTs+BpuCaFDHPZrwUxBJspVaXiFJveemuZ1VO509"
    "uUl9SrroEdJPv8QnPwkS6fz0ga0i2OlV7GB8FTrOffc+7C65UFxP4g5+3jOJJ6v3FcM+OKH5HhXGpunOF5uutznjAnboPCOny3Gy"
    "Ja45CqfoWOu+gQW8E7FcTJ3/tI7cjZZrWU8+QMN0SvkcQi1ntpLQsDYb0pDV8cXczQRj9+HSW9pJzEtrCTN6Y/x0XZTTD7/qQTId"
    "etzinseC/eQ2vU13lUfF8IfsSXK1lVwPTXQeLMVy6ByLxCzGeEiSXK1adk2Y5rL7qPD2NMGouT8x41vCjcjTb/HNPxEJfJk+ge8b"
    "isg/l/k+Q4l7ljgW39IXqkLUWYz3xIl/+DSf9FsiNMcQ5+dqr2Cq5wY1D9HyRScys/2qLFC32zXwgywW2QCpUsZFbembnCFuytbJ"
    "QkJdhvZmuYr4P1YnvAse/lRYucHyPVa0Q6uDEC0v1B/Dp+Uv4avp86B595Y7c57QDazzJTknE2N3s+3Qe8wpN6JQZDTZnrKGa9We"
    "meU9fD9QLXfPdE0nRM9l3LVyrM5PuBoiLPhK54ljZspggoQ801YJ3VV+5nelfZd+khniXnIP3v8STlrC+4kui5gP7+5aOVEsm5Hw"
    "KDe2m7vzJOwgt2uboIG9LA3M1y7W1exBtixfX/nv5+kqxvm2NHhEe8rNsANf6pNyEGQ7oW8Gl+mDLdiFDvKf8akxnMVo1Wq9J7cX"
    "s30F7Bs27Pm52c6uBCMnIWOGdS8cAdtUqI9Cvr7Hp5/Uf4lNC/yO3T9ZprJ3No4zZDZrB+inIfK+3KDGPxHXOs3YvtDHjKYXZkHf"
    "JBDDnQfZvAevLcG3f6P34C7ekHXModg0dT1O6wbocmMs6g8/0iR4pDQwl72M2BgnIxpvF1SonadK6NGp8KrX6Oc6OthWl8pp8Idr"
    "oZ8ckt88RqEPIxa2vON8Zl6VXvuRzBJaz/Sl0BQ1HgXKzXc6vqMYq4dlxNUPyRVgsxVuuqea/aSuo29vWeUzBRZj1FP+xaN4xont"
    "43rVUi1O+axlbk+JPRP1U8RL9Xro/F18J0Dao9TEGcXVaFMmvbaycf/XBsh5g66VtM99BdjLJGfO0r7W4tDQa7DLrouree0fwc5b"
    "rNob34K/QwYq4GlVeyT/M1ihjnKWPuXzrUlo+C6++9OmjHOhc6LweOdCSpp/pTGeL9ZkEx98F7H7bs8oMAF/S31OpNbXkDIRyVHi"
    "UD2L2UVp0hdh/iDhp/VNHxwFfyT0q2CxyeE+f2w58MtxF9Zndzmi+DryKS1FfHUyeZAdy8kqZhdqWc95iei91fqfv8TnIlKbyBp2"
    "kJTHH8sgoab0MO+XVmvKo32n/KmuIz/VI2KYisXMTdV5rqckqznXcg9S2TWoyuaCjvWej5OGTU28uX91875hbCP985+/MryIdT5n"
    "V+tREwwNMkHbFeO9Jej1JNl5c6e4/vX0RhN49qunJLIZ8RgzEDFOOdTrCxLhzkWp3aK+utcAGYzpAjzNyR5bqJ2E2Sqd9Rg1kE21"
    "uRjjUMuay5Pw8S9F/N9Rusv5uP5N+hjj3can7NlkZRp0GTPLKc7tTIAnGWeWsBpyP82/YnH6EPheMc4uf43nWM0sd4EmxNBf1+IJ"
    "f4S3cSy99Rp29hXQ44z67krHdGAZ/4omaLN7NIk93RO2Yqd9pv5RSS1+IdeinPopzgxEGisb8/3FcXXsM7Yaw6WCfavpbJ9SZqYx"
    "QQaKpJeSi7McfGZ7J+BsLkXMNA/PfKWU66N6K/79BU7E03IM9E9PKeWshuEWtmI/Tffgfez9uZKnO1KD5cOa22TZTvD6y7Upkof9"
    "apPVVl8xA1WB9x8gfeUFqWa23HoG0li7tGdPK8I+R/x8bhkz579rTO6GRn5aewbrYEXe19ODo222L5yr3YIlchPuvLdsD13ygl4m"
    "z0HPjZLR7PCxXrtc4iYm9WF6xpXk1Au5ZuuZQ9yOuevLtAdkvJ0s1jOCJ/QpnSynyG/6ILy7XNxlD1q6LcTyaKOlgNWU831FPJ2d"
    "v9iDzyA4D6t0rOcocXmCTJxh6EIHa0Wr4XqjzbTBg78QnmQRVuZ93Zb6N8k4s8Hn4vIpZ4Y42FMi5GGdi3udjTU8CXcxRmbCY6tl"
    "39yPnIGxDgLzEN9hTqqB5/c3NfyMvej/wHbKJD1X0+HLVjEKBsqDrDSlgkh4UwvVy+ZfcTFGe88YGsI/Ut/J33OTn0nSt6/zePcJ"
    "Zg5PYT+cWfHmv2cSTksneQk6crZORkTwDOz8cKzdXEToReRRSrGqlYAXmoRPbFrc0JldVrkns2GBn2HpKZMhGdvBlzwFUv81Pv+9"
    "WH1lrPzIrHa1n49J+Gl7pzMdrvRuxDde66cU4uwRXet7x+P6tpSpQ9gxWzPb54wtk9fdT5qk1dkE04gdfS+N/bdddiarjVyJSL5S"
    "PyHG18vkUXsOr0+TbqwxfQRv1rCjLFo8EE9/Me76cGJznSC7MFZbyUqDoRIu0MaZC1dbbPC1iT3lCL0Ad3G41MPD2xK+blIf0d45"
    "n+h1eMI9qJcGSGO/x4++ByP0XaKZeoStpqteFvrez0pK3i+4nmHvVOFvd2DHFusdWIOpanOXeRoNPtMfmP8yC/I7VsTsy7d4voHw"
    "/L7QnxiNVDNen4+7/Bbr8Ris9Y6+D9MQC4ZmMyAN1I+PyoeyQN7Dle3dBeFb+pbuoSvDWX5iy3HnDmE+I4M/We4nbu3cjiJrq3mf"
    "n0ILmJ9ZRfa988Vqaz+S4WkKJMd5uc7/OYqsJaGf9W/6yuiNXklxeieJJ0iS0S1FtnHXGZ1md17ILkgnD9b3s7M8D790a9mdmYBB"
    "0EWLdXhg+a1vs+gPjVa+ndewj4rVTS0rM0qehbawKsppiFZfh/y0k6M5qerirSU+ixFlbaKOkWmcfoWbkrtOBsg2Mp+yXs9phxFy"
    "Mes+PxPTo4Hxk+WXDR90LPelHD79UnJ8WEa4nryJpqssFq8kHkZ3xknuV45/hm1wX79CWovIBWRTNstwBrpLscz0+5RuMmm2pY97"
    "2uFuWmf9yNc1gxWm2K9SNVvwAc63naMcrN0MSN0MSPXGs33uX8vw/8/o956LCOxrRF0H5bxPdOnfmYt4XhOeWSGlXzLureP01B4y"
    "nugncVaZRwWrOHHzJU51vre8GU4V97z7sU76xzEgbDrpLkqT8YcUMuqtI7KKdVPfJ66uWsuqc4o2tM7vsmaRykUSvp9rld4ZPC13"
    "4Zydof+A5vhEb4HleYgz26a5honFJWVes+fwpyXSNnhb36THswRyuxzfvhpysLqFSvHf5QDsUD7zLKY5f8D+WjWumlopn332zrfc"
    "wHNpWsD6Fa7htIbDJNjg+zTjeguR7v4Pb+8BJVWVfQ+fB6IESSJJJJlQEQURRRHMYxojQR3jmB3DqGPWMeuoo5gdszPmnBUDIgaC"
    "5JxjB+gcq7vyO/999r2vug3Vv29csz5YKHRVvXrv3nNPPnuX01MMmemq4/RZBrIVnbmQuYmUj886+j79VvQ7QuJfuCn7ntB9xmnq"
    "uMQGwaJWsZNqEk7nOVLbjNcgyRxhOfFd8k+vKdFoGoglGvfaKOkrpX3FMIpcBbWW/z2ePY1P4sQ/BP20DvL2Dk7sC5CeY6VfcIZO"
    "wBovhPwPkDrI7RfyAyLfvyB6sapNtWouWlL2kIUe088mlA4gano5sdCsbrZKv5H9g3I5Wz+Ed/WuHId4boaOhycwUv4G/yGTw1VP"
    "+3mGGKU51Bvxngpvw45mzedEzp/fLQUeZ29noiDY+n7P2mIWHmBSrxDXA+hyJVuIm4/r5vnQa9iNV85VzZJjPKsR94FJvuOUraSV"
    "eold0VGnrN3ls97batfMJmmzSajGXPxxMS2TndPN7H/Y7FE/Q99Z6Sadd2fNpos04Rm7KfiU78RPcP+jyS+zrstYYTCJGuo1eMpn"
    "RCN/uz0kfp7XFTV+1tW0V2dplcNOTbFaaxMyjeR4H0YPWhkZ1UDOM5Rym6AcILcRmzbF2KkW97qQTEnV0l/2QEx6Ld55G1a3Y/iq"
    "/FUflgeCz/UFaPtu8qblFyH1O8gL0IaV/L4x/oSm2ANoGmcBOcyGyCWSpKWNMROfJsalmxxP+SjCVQdX+zrvydBPxtRU0UxX1ZOR"
    "uPmkYpp4Ytkcer9DgP9WHE7KAk6R1NLbvxO671zdM1gub0G7/KBHIob7Htpmb1zvJTIuR5Ga3XUfr/PNWkW1gkp6I3U+ssr/mUwO"
    "hTtLRFjNdTO7DIi7mquLjs5hvERZLbd/PSTy+AfBui7wrzR4/K8a+oUf65f6N72GHXc/Yl3bBgciOpnTQleyNusy+Au/eTHlfg2j"
    "CcvbNuE9nUjOjJ/3DLn/Rtxe+evB6tG3d8hZwIz3bus52d98DlohS1l61TPJ4R0jy7VxosShPUr0/d9klNvqZ+gwv37FaTDXzZdi"
    "T2aG/UmRR5P177HPDWBPhEmh4RJs9piOrjt6EmT1ct63xXCFnvsxZI7hHuqs93EKXmEtoJZTqJv1T9C5dbmJhqZZ+kinpDjflPU5"
    "iRR5au4jz7b6aZt0rtrW4CtEv+dJm3411Z3bNcMkFYmqe85TaPkV4602n9/Jh52FMnZmmmb/nDUTV4Wu5Xk4SV71fFURooG77m7+"
    "zvLPyiu7whvZte7mHw0/+BLj6glvgTZ9SS3u/UgfgtfYoG/ooFan8l1bSIoTZWEzBCerY9yqQxF9nMS87w3wvLeS1dIm6CAXQsPd"
    "o1N0UatynYh9fgg7uR7XfRZPN4ldFXHGN7sEDZDq1XiuNS0wYtrMVyVxjtKcMAr1Qnzj+ThDp0JrPo/7GBhcAP+zAJH5Rr1fRU8P"
    "ztJ28FQH6ZU6S9bK60FteBO8yen6Uw7JZCv5JWbp1pw+N+12Eftqekspoo8bpAdtRYwTpQlWX2vZ35JhbigJK26MoQOkQaMJEuur"
    "WIR3vSwP4u/G0l2KFfher5UvtIA6dYM/Jc5LGSON3lL2lpXa4DlPEmSerM31sbWWTDNpjTpPf5D3g9tgS66S/eSj8K1g+2CUXhd+"
    "FtaGaUQQC8is42ZGK/RSzm0Yb00+JIE1sA092IvVoMX+CXcnH4TIFJyXydrUkVZFb8GioZexYh+x83aZjqcH1wVrt59Ydre9lPD7"
    "LTJczSlBw1gdTBaeSFfVMltoZ3UT48WIbzLEzh/i87N9OKnVOaebypudqE9xby4rUctVq6MPU0jNf67PSok4nyZNppXmmDZNvIru"
    "14Pw3raXnTwy3SxGVjYvO5txcp33TxPE0MySdc5lSn77lWpE1TvK/ewDe02fkffUkPIeV+MUqqGkb9ax0shqUwpRmPVy/0OSvifL"
    "Me+toB9S5jOgEadjhOro7rqMM9k2uXKCWBR4JOLOQsbe1n1lscSXkMNXcWasB/Yi+YP0kqT36lxnVZJ67lBfWanXSIc7xgmRQfzG"
    "OuxIDT5T65/UchK7EPv7aNxDGedWy62zCytnry/WRTIeFvNy7O418qO+h4jiOPlARwZPaT/ozI4yAvfcixNiCXyqnpyNm/VmeRwn"
    "aw48r+3EsLKmyP6QuAN0X9lATIoMVvAk+oxu5qqGK1gJeVtn3ADwia4h9uo0/C6A/tvMvEAh1mA0e8mTuhin4wd9C9r1Q8jPQn1P"
    "bzKM3DANH7kH/BfjgXfowcV6luzMnnybVB0ojte+lnnZCs+UWUmdHmPc4hBDx3ik+hrG2UdJJXvdq1k1clZjpc8WNE0ZRxppO/IS"
    "XgGd1Qtx0wSswD7wCk/CKbgOvmF7nru+Hhs+SdluJ47H8SC5WXbD+xbp1tA3t8sNeNdluqUeHSRxv33EnsHYsOugKVfp3sE07MtS"
    "HSmbmA+wGa69pSfWuBdO2L7Y8x/JJFOuewXWGW7TZi/ACs9mnSbp8RNOkoyv0hhyRltZg6c6ThzrcdrXc4zjvhJR00DY45daLeOz"
    "3wObMATe3v04GxPkSflUz4FOOQg7chl2ZBy+6075hL3QLtvr8o0JVgyLWNFwePKN3nJYn7DhrY6AzCRzVRvn+5r2CVuIdjtJEXF8"
    "Uljd8XI5bdoy/Hser+JYUhynScQDopCd/WQfnMcL5GzI8Vry4VbAC3uzBZ6HK33uams/H2hnxDDbajwWp7FTu6lizXGB5b+asx8d"
    "ckwBW3lrZpX8MnW9RkuJ2VpO2bwf8YTr/D32Nzp/ixgHGmtXDSxETPfHyTS/rCMnXiL0eMsGPMk8UpKYj13wd8suWT29BzshCyA5"
    "vXPezrScjj1Oan2ktwUi2GcgNQvYQWO79xhkch/uSxknPkKf9zArdKkY26blGLvLrojdlkC+W8ke7Jweg3ucTYTEEL5tjb4fFLE7"
    "8zZ4A+KrJBHaTdecz25r3Y8r1sH3V2Z87u4Z/U4m4p4mayvcz0C9Q+4KrpVjggtD6gzdA/rKNK1NUW8jho3aQM9lGT5TQmQVh1Vm"
    "PKIVlLfW0oQ10CRvk3Qi9aVDJbmStblpuIrNEDb1TUZewiLu9DL2yA4XmySDBZcH8AzDcdI/bCErZZhvG3NTEa5jYAsvJflnBPJd"
    "7SBW6u2U95SFzAdY37JZsLekjLWPBFZgByKkWx3L+Iv6BoW4a8sN7hw8AOv7BfZ0R6zbMGpGV+Fewm5e8zfGQGN9iHds4rRbRrcJ"
    "TLN/y6qKVRavFrODlrHcTQypsVLbQBt9CK2+CD8bBC05A9+xC2Smmp7LvcGxuMph7G4NPX+P66GIMZas05WSIpa+9c8spKUvo/2O"
    "EQHT8ePaJwdzmri/7w/olsNRltwsecdWuwfPSWeszfPhA+Hb+oSMDkYEIzSTHSGN2tTHqJ4NzSzvlcxIRPXCXbhjNfCUQ53PPFTK"
    "8885xr44fPN1usRPEiVhY5PsYbVJweU4QVXMZ2R8zT2td4mrXq3JZVyaYqae9B3qOU1sM8wXwAOOEV+2DrI80jhXgj+JcRjtCe/6"
    "MPkK37YO2vFpTijnm8pcpmW+8jyePWElzIrU6vGS4vTiXHq2/xar9HSlB1qAU1WgUb6ygvgGlrf5WhL0584nLn/WX9UmeC2HuH9w"
    "sn6mY2FBnsAJ+wY69wX4DNfK3szkJVlrd9nDMT6z1OCr3Qk/T5smhnWCve63aRudENwsS7GCJ8ECXQ4P4i7c86FiE2g/yDzi4G2E"
    "XA6ApPeBF3cPI3yrIu3AnNDezL7tLg6V3u50R0n6uoX1Ni/xms8hsm/g/sc4GXSo74Qo5DMaj64hMb6NO3wEqz9BIv6IyOfrkUN5"
    "N/+xgjNmxfo8VqsYfnQxLOuGHGteG49rk9Whfi5xAyu2DnO4gh5xDSTlLez8X1gl7u+5xRK0t7VqdvAlnN7TICkz4TtOxl7NxDPP"
    "hJ+5nr78jdDDq+Cz3o21+gJ3tAC/f8L/e9D/dVMeafb4V1Aio1/Br3oXdpFBwbZaFe4nQ4Od4PmNhvfzgdysT6vDt0jimk0cxVEF"
    "3JAqEzls3TSzOC4D0uCnTzKcUqvxeaMTGBHUQdO4XqwIu87xX1UxV5FVN6/eCk+9GdfZtoXPiK9J2u42z+f08R1FCc9ONgF6zWW0"
    "B+VmeUwPHcOncfhx6zwCQS25gMznSRNJdo3OaIHr7yr5l3yHPTDERvMzDVn+MdjkpZzzdN1vMU5yXS+Ob3ejdpKV7GwzboJCnNzW"
    "gfXKLGH/9tHS4HtOUz4ec7bxOP07POS39e+6VRDXOfov7Nihcq7sifvs4NG7Ta5L+H5jWt8dceGFOJ9LITdVWNceYvrgzzjDbWUb"
    "9slmmJc1vVdNmdvEzt6k12mhnklpj/lzsws00T240vF6O2zfD+EsPSD4InwmeDqYCKn8GnaiGFf+GrHOrvB3Z+oewZe4ynDIxxw+"
    "SzXkeJi0gcQWEXVlJfSpdfvNh++/nlaoRg1L40JtH+witczWVhDVsgpPMAFnaCZn0AyL9EP9SneCxAyRufqJjmx1FvZ3DzF2Qesu"
    "313645usjva1fgD5KcAOxnEyFkJPPyeWFVhHhqRt2SlV73PRPeFP2iRrrIVq0kH0OSzanU7Mi+WsvVTDs7tbH8DuqF5iKJ/Q06dC"
    "tqq0e2A9H0tp6wyTyjECJPRd/ZhTCvnRmit8R8Ave8Pj7GfP0n6aDXLYqGX0u2O5+o5jAXayX6cfQTMFsNHvYu/uxqqfjdXbWcYF"
    "GU5kutOwiJHCX8X5xYaaXcZ8XgpnYaDUM678RL+UYyQuz+nDepe+bvKJOO7fsAVXyr3yBaKLevazpNnlVpGLQKzytQ803L8lzZzM"
    "Yl5tAParRB2W0QRGscXsrm4jrvJb5KeiQs/xaB73WJ7rGo9Qu4X0ZX43JNfCYDHJOF1WEcu6DrLwAH7SRj7nrFCkHRpZJ3O52/34"
    "rclm6NLDvaZPMtt1Om1GMZnfXZ0syT7bFdDD58pmj6Zfi286CJpiG7F+6S8sJgvehXy0QUy1itns3eQz/RTnurv18pJPLZr7qmau"
    "cBWnrr5j5dfF14ba7vjRRkBqekNfO/ZHh+dssdEOxpKms3DeBgedg891N8TuB0PvjZWtfHeT5Z6LvLYqxn1fKmmPsW94dWvplR8q"
    "SoR5hz1sfx5jns4hbBjK1keIQAo4hTNRBsL/WQqZX8v5kcfF7GQ/9nlmPDd3EU9TjUb5uAU8H//0/ePWAWLZzd5SQw4xi3564Xwd"
    "SwTuOnXIqtFe9xbDizhS8nfoJ70vMQDxQHefFbR4dCjus5Cesp3Uz3CPxjR5l1woC5rl/ZOccGn61V5czbca3xwnZ5XiqTPEeq+j"
    "3zsYdzQCr61lPHo+JPrs4DPolinwrD5nv/I3REEeL6fIa8G7cge+5VndAjLwpH4c7AVb+RI8pfynfjPWy+F/WzXpaJ8hX4OTvAR/"
    "kr5nMprtr+QaxXM16p45D9P95GQp9BjZDsUny8lu26XDEMfVe94A0ye2zgeIIYhZhieGvxuvyuGQ1DfheU2FzXAncyRXPk10qjSz"
    "lLuIocf2gDR0YH016TGK6pkvt9j3AtkZ15yD6LcAe1Kt2+N8fovv2IsIBib/H0Ma5rNbvhz/egf30JOewHTy3B2NmGIu7qJ9sIi9"
    "TDE/55Zmt8zecrzEydgT988ZIT9HHR75Y7M4/Ol6MvPVeg5IFyWcgKjZelbMmysJPsFptx649/VVj+LiKuT9KG9RPv5qaMkK/GwF"
    "LNXH2qZVB2iHfnKwjGih37LC88ZlmY9PIIpKUrft3EIFajnOQ8Z/yn1/bynxNejQ4yjFtKc01aJWahiu1Xtb94VlHaVdgvGQxVZ6"
    "WPCj7t3C6pRBcx2EHbOJkvXEgzSfY4ZuliPkPLy2I570YPj7p0B3bJIB8hfEw8WsntivkTlPzGXJ8keU1+qfYUuehB1b2OppSM1b"
    "uN590GxbBx8E2+NsfYfPfQ8L8w5PYhzv/pJ9Dy4ObC8OZTKjFvWm8fzGGOZYRmbABzoO+/sGdOJeONuHBSs4jx3jn0Lc7Td4Txmn"
    "LBPw+j+VGk7LrqdcN3Ky3fFomC58j52qabLoFVJmbCohZLfPanhNCVZz1uiNuNf39XH4HZ+3nhu8oDtDht/W3toH8dGreMX8uSHy"
    "GDzFQ8U4A4bLM7o0HK+H6MzwYr1Bl7crDK/Ibid/Df8UFITLYHeqrOsAJ+hFqSWn1vtY+5XQyffBH16k12CvX4P2fw4e0emyPEzI"
    "s2KcLXZ/j8M2zOZ3LsCrhmNhkYh1azjGGrMnh5ChYWvZlxmTCiJW1LCG3gp65zx4IQV6rxhLj3ljm9if67rfr8EpeR+aw7AhLKNg"
    "6PJLsBKFKvLLaLftL3Cn2jX7tztB86gVU+y9qyEHRj1203AQ1pLBtYvUEgm1BtGN5dUOk7/KOVLPOMnJUgJ3PIATjobsdk4uTkjT"
    "94zyeQuxq/Pg95XD07E6neFWrMN7/i7G9VengTTl9TO5SoXxxYTNtEvWZx4SfpY3k2O0cFh+WerVgH2ZSerc8cxbx+lRJWkzNcds"
    "oT5OinkOrBJ6HyWQs0Z9lD0MNR4jTzk55Kalk0T+WoOfuL6tNqwVdMG7PsIurPid06z//7zyCaXSunMNg/LVYD528GnEmtN9riAL"
    "S5lhDOeQRQ2zZDZsxHpjSpKjYb02scPwCHkRnuyXkGDzO/4Ab9DO+BJyjJboRb/Zmy+eWSFioDF8JbennZjr+TR8Sj6Sm6DtT9OX"
    "w7XBMzIAtuoLubKFzFyW8Z15q63la6klkp753cvZu7qWyDkirhO2irzYZn0+gieznp1BxgZazK5P0/8dpaOf+zD0gdXE+1wCDTlE"
    "lCj5UR+66zxY5k/Swc1qajO9lLp37SIOuUqJC6Hkh29kpTPMVdjT0B4iDsfH8lITxBAtfsCTJ/RK6IQj5Sr5AefGuup75frfIz/a"
    "cs+m16o98kWG824bmUOrZqSS9dFUCO0l0pQX3uS775Wz8E049Zal6SFRFaHe9wPY9EmtjjOpD1LsYruRPUYjObtr2cODpYiRZord"
    "MVW4hxie7H87DR7iVCY8m24G3qWr4yXpmXxN3lf3HK5XIs25nPzr1hL6QIxRhtNjBbrEs3X1wTeMk+JfzCnbe5axK9+8iR1wFor0"
    "Q5mthuXUiNNyCmLSBuKANsAnqIdHeTisitUli3IImqZhdvN3aehGlklfw3klOxnn4FkW6Tw/vZsPqzLuUaY64wnGSZLdBQnPHJGk"
    "7Xa1Tfuzitc6owXkyxJq9u7N2JhNT9uvIqx8IXe6xscCZ8Na7SCnwV8swFW3FIfY3qiXi2U4r8InTgy+1NZBnawJz9QzdZE8Aas6"
    "RTrqi2F+phbFSjQwL71Z3/QoRnXExpoAPVAIrfEGeZ2r9W4xRPCZ2IVivL4/rLOhP91K3rMixLxt5FvNzx88F7ap1lu/rzUOKegp"
    "c/CvbowNe7LuG/Wd7Eev32ou1bi7A3Efy3B6ZuFzc/Q4mYuVKPRdlMfxXLiePWcHr5SUr105X36eR1cuZjTbgx3wVYzoCvRJvvcb"
    "8sLNxXctwvmax/rAMlx5saynfqvHWie1+Uyde658rxwmQ4i3bOezCifa9OpSehUj6FO7/GEduQtdjbMBd1JIuXLZ3UoyLDcwXz1K"
    "toU1sO6Fj7Bjr0GmNuhUaPB31KZ6HSdLmrkM43pczGfOzxmUXx8kyfJlPIJpj0iahFd8Jc6RnYpJsF/LEKPNwyvXI366G6flLkSh"
    "46ETu0GTFMOT7dfqMviyZxKTyyzW0fRfzFrcwmnXUh0bvI1v2EuuQzRxIlZ316C/XCeHY/cPxD4Ldro8xz0SUzexKPR5zvWI647J"
    "uhHfY9MvB/gafZbn7mmJE/fXTkORjyGUGex/SNRn+J5xxBNnWon03sj6l638NDzDXvATH8f9z8T1P9V36VNu1Lrgao+q5ngQ9xen"
    "STL0Zywm/hEnNRCzbCeIxRH4DPTXtNAYWzvDBu6DVfwScVdML4f3f0Cwp07QTq1fRHTQS/4U3MkZsUlyhL4WFuHe9xGXnTiSmqoe"
    "r7ndM83zmkc0ayR76GlyqnQXwwcq9bp4eO7MxblOVkd7Vf7GPqhiepY7y7GwvfnRP2PMM5X5/vAsu5/bQjr3xemfR9SANDH+Hbvs"
    "K5w/TTF/naXMXi1peoEJznrcAm3WSl6Bjf4EsY/1n+4jJwXnQe9GKMPZHHKwsusgDYmf5OfeDTfudM6jWfV/JP2X25kpSrH3u05d"
    "va5Qm05lPFdvdMy8caxBu2Anma4fBqE+BGmdi5iyNhyAE2U1reOwDpOh5TZgHWyCazYsgklxp2AzJKlAb9eXIH17yncyh/Fffh+p"
    "mH69+qkup3VchqM1+a9+PU/ZANmzqpLzsh3XgZtLU43Yddr7K2aJI59gj/8YcR2ftZz1/KNUci/+hijuWez1lfqg3iJH6QY5C/8N"
    "EX/mv+uUz58lPEN8Ayd2B4nLja0hMrIx3lglqU63wXVOhLXpLjFmLxtgMZLkKLd5jvmwEhXQC9XMMbeSGjJKDZBhsoEn7XJc9TXc"
    "/3hm1IbKYlYHU/Rgqv2ks5s+afB1rv/+ldCj6o72fdMOoTnC5zBdt6/HmHVTPUnKaSnsai/O/+4jrh8ikCrudpLx13bShDfk6mV1"
    "9O4bWJHoy1VJ0T8LZDn0QZ0OI6Z+jX4Aj7m7PARNWNACSnzo+RFDj1A5VNxkRkKvl9Nb3apTsYoiz+sH4WuItudrtdxI3ubdsIY1"
    "vOdq7EcZ/J5jZNdc57JwVqOJIUVxR3Wcz20tTptYXdr6v8Yxg1Gvd+rJtFCHyDgZD+2+EVbR/JPrmIVOEVUxQ54LQye5HzHq44i9"
    "f9THcILelDfxd6tF3AJtMZ29MtbXXarfUM5uhXV5AmftQCL2z8D3ztCeQZoMJqPlD7ByFmNfiGdahmjesg+jYBsm4SzmR5S4VqbY"
    "9BO0XgGk/Efc0ZPB3rj7b3GlY/VmvQqrtL1eIMe0XqyPQrseEtic0d+JwWLSH8PzpX2NuVTPY7Ys8txTPlaey+isbW4eIoNvnetn"
    "3dZA+7+IFT1LVuIb18MyfGXMqmLoyrfDQ30aPm8p9mke9vkv+Nsg+QgSUQm7UuEnP61C7rCODEv+XOz02bDhC+UaPMt7YhMIV8j+"
    "uFa3XMdLNI0hHnM6f6dFhvPYtcS26yYxViJMN5/ZQqSX/xXjS6mHTV9FvsUY8atGidU5ekghYtYVeM41eqn0kNPDWXqflElJGHnw"
    "6WacxNtzFjHlK42mx59gdduq/fNYnYQsisnRnmIMxffonTJbLicfsMu8TuP/Q3rvhgiwCfH2d+xEnNOqBDGd8QVt1MvCBdARi4ja"
    "uQmWNsFO42r8zPp538WeNPi8fo3vL7NM/jjZXSKbVKpRdXwvz5BTRw1XjrUwnMI69g6bHXrRLDv2dj7ueR3s/GEyGBLxGWLBV3JR"
    "TEPOT+wuETavYVrW6vtYzyp+dw3OnyHabGJ/i/opOtNgDdDta3lHIXPLys7/lJ+1VCKjxKnF+xGRLk3u2rfx9H9ipdzW+yU+v6so"
    "zCb38XroeutMuy8oYa76HVYUNyJO/5J1fIVGiOpH+Je43o9a31UTdYla1duxvCU87pFDT7L1vRT7GPOY0nYlw44JGUumicz+Pq13"
    "hX6M9eoO+ZkHiT+Sfx8tPeV7/RO+9Vj4eY/DcxoaHAlZfwgr/zXu/gC5hZkI42h7Qu40jnDowGlYU5spXaiG/TELK/aKFOO8xj0f"
    "3wyumENzvsTnvDrR2lVzj6zbbX/Z5HtoWiHujrHO14vPXsOV3YMezk/i5nsa6YdswDetYkdPB1+xM7Y39Zyti2lJNrHPwbiG5nJW"
    "b4zYxPYidVPwzfHsWvsM3YHiGBHPYKdcnZoXBl9bbPrjJrxnG48HMpPfs5JrXsfqqHgeAJONIyTuZ+iO9xaomBmHWA4vYwmxF1fr"
    "DFx5IuRsmh4ln0LWN8FTymqEWpdmxSPJLMsaospG2WnrA/87eepStCghMVPrdK7vGGmgn2L5gfHiMBUr1SH7Z2DZXL9vU8e2Wdz+"
    "PvK3PO08yOhorvl6TvnV4Ru+wz2PhYSswU6Pgc1bSyaTasjLD9BDK/U8+LmWszLW9HvlQ8siY+0SeO/28he9F/r1XukQbJB/wi49"
    "rj1wavLnQ+rZLzCE2c4qaJGVrKFkaeEcupj5R33kYGJjGx77Jly9iKexgczJp0kdJ30bYCc7k92mGOerUG+U9X46swZPnNCY7wwz"
    "u5lkdHEQebyvlYGtPpE2gU1WXhi2g524R+6X4eHiMMPO7h+ZjbHeCocSaFMXRfBan9YG+l4L2JNfxpqxsSpaJ+l2EsvlVyq83/r7"
    "8kj/y9yTIXkahpbNLP6HPK7VkMj2crd8CR/tOKz9x4aojFMTx/sNU/pFX0NX5kpSvhtyaM5rtvqzIWV2paZKMN+Qxa5/DHm/RvrJ"
    "FvoIrjcD9uCAYIg8Be/lgMCQ1l+Sf2Ndb0fMPki+1mP0Cs44uczCJm8h4tBXl8I2bya/5zwy6W2FOGEz9vN6nLv59JhDjwjZwKjI"
    "/PzNiGxex5mbTPS2jfo0/n407OvMYCvoqiwxiyqJuase/WRn1i3rqFPTZNs02brAI49VQIbPhJRvNpRT2V9ehnY0HJ3bdXfJz3Zr"
    "2BYW+1lsUuu7BMvhS8V4ly5+3lZ28hqghjaymL3F0URtjNZgHP27AhkuNbRUxkkxV63H/Uv9Aq/eQN7mFHUgu454tSpc6208l8un"
    "2SmrJE5IA2T7SAlztcdLcrNGGf1IHG/jXyTJbLZVdNd5jrkOkI6zEbPblG0/nJRh2NsFkIOe8kfoX8eouJQMTOXkEL4Xkej2ks3h"
    "iGW9tXco2dYrtF7vD7pg/Qpgqcr0NmYwlnKq8j35D3TbbP0pvE8PlJvkSDzB88GkHNpHNIWWJb5KeYucgq7jK0V2zp9yzOMiF4vV"
    "NvtKA8+rxQXuM+arPq3PY52sl/lLnKQ3ZSF/WsGMnmn1PTjPkvR1RMc8Xggb2wPeSQVRREsh1zavtRG/95PJ3AFD7reOiQairTXQ"
    "23BRfqNnXrWeKkMgXMPpWatCOz5kl/0e4icPNiFqeZ2Rdwryt566aQ0Z4KbjDN9H9PypkKMaIs9Z/v4evVWsJ9VZwBHSNMEbx5rU"
    "QmdY381qrSBL9SdSQX7nfCtaDxtQzvxSDe6piDnbl2U1zpiTPkNqSHNObYPnJjpe8nNYrsB9xXQXIg9Owfk6Fnf9FE5jf9zJ9zpJ"
    "dxPzh7/Vr3SeJIl8cKOUa9pHCHeJ4Xl1YeaiENfK/8pSfNZlkZ/GCfwMK2Ve1A1yr68RWKw7UDZ7S7mbGC5fSW5asUNuXtEx7NZj"
    "pdwMhSGIV8sEz+q3tkVJ/DW38RbiMBiH4DSVevk+jOfdqn7vqXXmx32+J65XEDt5NZHQqvUZeVCPE5u42QhNNRv3MZWoCfn5aRO5"
    "2fmme3E8G4ZyYpw6P0AqD5Ex8E4sXpqEiGpLWP80LeBfiJi+rRgW0mt6vjTHQ2s+X2jXtnW8TKJIz379yLxBCXVALfMuEdpMDy+J"
    "GW0+T+tQs+zXYCn1SDAuM2e9VG0ly+zteuYqD2JvyyixfsjOcjMsi/Eixtjv0Uius5U+k3GGJDjPEmD9yrGHO4v5PAMRgVS20LWX"
    "P2r7p/QPxukfpTVsai85OBgG3+EyuV/bazk5V11NNkMJaGAPjmWfLvbxTtYjlFgVzvZ8EHthzxCbpBsl1kdg/HuGG/SGPof7mwVp"
    "uEfu0lHBmbAblvFrSfMl1OL0zyTF+cuPOUfVE7tnWfLp9Oet024dWfQSeiH+3MiqRQbeqfJ+VtIHM0kcKpvpi9b4ebIkuRCOJlfQ"
    "HYgj6unfN/IMZPwMfhq+Rh2rsaHvAY37PJyhTizQ1/UY+ZNcCPm9Ff7Gatjyr2HP7iEelbtCBfNHVkmIUQsaXopDgHlIxonl0xto"
    "M6z/y1W5e2LtrqCnUwgJm0Nkot7wkpN+/iWOZyzJTdbm47TVZqjlzfFdrK+ykziEryLq/CxnyMbixDTAGr+Hnz6oD+B7v4WWu1Xf"
    "DQr15OASYr+bLViCJ7HcxAesiylnMIaITfhe53ut+uJJDAWpNfboHjzz1rJETwmW4XPWB/pxC55dnHGS6wg6iBXZjoyParSPfgOL"
    "dhTiuS/1z9o2uDoYTny9ofjcQaz6u/yoy6pW8j7y4zS6uZdqetV7k/fQoo1zIBFPYp0PEuOLXs/JuRS5u6y6vhB61qTzR2PWlaVE"
    "bz0JK7ARUr02bKfb6VdyFbyqt7Q8DPXR1o9wXs+xloc+ClJm/4pwOrLsoKljtfJceCW9xTjkjpFHWjzB9rPVHvHWaZoxPI27iPWL"
    "jmD3zSBx3DszfWwU4xRnnDbXZcSv4TxDxNpRmGMIVHKEm34bDPmajh3tDc0yGN84UlZAP6whgptj9N1FEr52kmV9UhjXRH3aTjsb"
    "Vm+NPgX5fF5X4Fk2YQ/7B8N0PGKdI3FOXN96Lz+P7uLRXn6uNt8rrhJ2OW1xibfGa/i9+WvICc5sr+G93s+KaJbYCCEt39lSxFM5"
    "SpayM6kd5/zj1PQN6mp4DqVsZ8pZ/s6EBPzFuH5NTem4RWLY0bk8jV1zFiHqn2lL6dwMPRqHFNh7lvgO3GGcW/mbPoFvu0YOk9Nw"
    "Mn+SmfKt3qkfhPvjbs4lI0jokbhC5qE2UWsd6Cchsxph4m4l5bRexjj1k+cPcN0GD3K3p2oaHl9HaKzPdCL8mE/xLKPkTbHacW/2"
    "QGZziOAZjfgkZ2stu8ROgfUxNphytcj2ejmRPRMmITv7KVSTQZtXO451wWh6ILKzdod/Dv8dPqD/kOchi3u3OgbXvCD8Xh4ONrNm"
    "ZO8ayueN8DiUmaVN7BxOsnpaQx+xv5yDldsyuFa2k1J2zRfi1L6NXfhCp8EOdIYOjFF310B+K2FzHsPdlsMenSJHBzcgXn/VOn81"
    "Hk6BZjoEkcE3EhIx8ijv71fT6sdYsSzWxlyM43gzrNbvZjjyMahUMQJP87kS9H5v5gSkdXTtDb/FcsJdZMfALOHfoQv+DW38LecQ"
    "NlNTf4X7/hHftF7HBot9DOF6ulKe7zOkrOW/g1//2tJnhfPP0x4XjNbT4dHdrnXSUZ/RvbGaHaVV8JVEnWEJf1aaWLGqOOPXyiPg"
    "OR+pn/wcGyTSFAM8mvevX+nj0UWG4ZwtYL7DcpN92AW4k9hMUP47GC8bGWFValajOs9W7GlO0oOrIYOGnXObKbTcUSPO4SNiPJ6j"
    "fPdnAyLIXuQEzHqLusFLoXXv7SDuJLRiH/nx8g4keJMWE+3kHUjSwbLSZzuHMe9psnsM3juVmmGEhJ7ZLks7pIzbuwQP+ZzzV34q"
    "IUH2v2QLWffZOLOdOFn1gj4n2fBrPn0POTxwlm8oJwVrqdFSfjYp2v3WP0MSiWoHKXoRWY99fzyjjDLm1VZqPWt5b4kxpixit/4e"
    "vKNf/7LIspS8q21kIOuSVewrPV+ynpnGuqxtjnwjJXkc7qYc8p5fkx9A1IYGX41MMY61HqjtfCYn1AjPb3vfwZNqkaXx97yS7976"
    "+ynbZDP+hAQj92Mhk9bDb6x/MT0S0Uda34ffMBUafV+fxZjF1W7k6RsqQ4ka27SSo/zJaWQuZZBM0xs5ufyCFBDtyViEfkR8WEVM"
    "R5OE/bCSn+Hf0/R72Noq9te59YmYZBvh8bkujquYJTG+yQQ0nb2yNez+K5C7WfoR9mMgdM7Huis89+OkO7x2q9eVaAHzmfWQ4x9Y"
    "5bwRa3CK7CJvqrEgnSePwm7BY9DTcMc7+AqUw+qSHD+Ds0a7UMoMgaPI1+mLeXLj9NaSWCOrPB7OqlJrPE0xM6hZ35lgk2o3kQnN"
    "kFEHsm6XYB0mw2p9mgyGB8nf5XzYt1uxf+vhC7whr8lCPPMn7Jq0J79Qom4gh0K+kRZ0Dt7dwesYQy4bI+eKTfc43sZAHBd8ln9z"
    "ffG1nIzXXMzYNHGb/3tmelsSeqRHZ7//Rk+ugU9riC9J7lZ/SfscQAp3tpXX3Unm4Rw2aBdZxkxWkrisG/VLSXFGupQchSIHiMNs"
    "SPu7MlntKg3+PnuLQ21TYuD3lrvlWmjosxFrToKEnaL7B4bRc5EeLb1gCdrIi/KF7AFrcKzuqacisrk4GCNtgzfw+n2IwPeBFD4n"
    "/4Dv/AIs8hSfI9yfUl+nu7GDr4429d1mFWkhz4FJybXYzwnBTdSJ9XoGpHs28Yrb4vQdJ02cSL/EUCnUruImk06SnmII9l3Jz7nM"
    "6w9X97BKf63P7pnOGyQ2pdmHXBpLmMVZAskxqavSA6nLDsZ/n5UpuMIUNcSTo3xf6bbkfspy1R0ywRF6b3CRLsX9XRfsBom+AZ++"
    "BafoZvbpHCUOzzfhMVacX7REn8b1n4EF6i3vQy+WYdUn6zzEiPnz5C6yW5WLCpR8t0ltuXsz3y60xL6T7zNjuLJpRqb2LtMMYyXO"
    "zt+GZsxVIW2g1Z0HtIDutZFWrR77ZdZ5vNRw0r6KnJEZn10yLo4G4q/VQK8WtYCglX8N9sYeN/L+LGu2n9xDqRA5U/KztuZ/0v9t"
    "7SM/hnFLWGH5mdPzfaaE2RCHAmSTSYau/y8ym1j8e4CMJSaem6FPw5O2LuPn4XWNg6f8Ne70R0Rxt2CFFyNKvALyXeRxUEpZBR2P"
    "aKA8F6N095zrUS06zDEhHiA1XhOFuTjd5W6Gi6sytJUU5+aS5O2p5DREyJyKYX20EYej+Xc/KxYQnanpuxQaebX+oMZEOxf/36HV"
    "53oebMCpMhsetpuBdgxDbnZhC3F+zyZcuUL7MFJfpi8Eq3Qb+HcV7PlQ8gG4CervNZLuLGvf5hlEuB6B99LSrG4K86Pt/VxWmp2w"
    "o2QxVu4PwWj4s7P0Nazlv9hTNlNvw53EPdZlN9xTAblhYtBopbmcXGtRP0vfSIwYi5O/xMk4Um6SOboU+zANemqu3i5Tc/wk5kfs"
    "m9MVluOwqcuRoqwgR5NyNdjnLGu7WV/bbU3s8yR7f1bRD7SnOgBrPZhzJFsTmTNDlAJjfJgGe3GnjODuTFFjA1mNMzfPn2frSFrN"
    "OugX7JOK6aUSpz/uKu9p1olStIaGwjlcHOZAEz9A1vuo/bw8ZT2mRpZRwiCsZxmu192j8VvUdiaf2vbpMmlkn1CWvm6Dn5I0TXAl"
    "kbGztN8ljOIdyoHNfm/Wl4lyYN1rBdzP/57l1O5gkJ9fTHsP3yGo5vct839md5mBVTyKKBqHyHc4tduK1a9/ZC7RTvQwWqY6SNCW"
    "zLIPgm9XAK/NOKC7yRdEVz1CtsEnZnsOTXcWT+b0T1ex3td6RH/txOGVdpVSrpuhya/HSk3XP0oVO0DXIIJuYEywHrKTZKV1FPvG"
    "m/rWs7QZxitkmNRluiP59Q6BpukFWzfzNzRF1muKNHVDXC2SmEevP6E2/eRwJaN3lfq+ioMoJ5NluZ4nr8qlek6rGsZ3P+kmmZG9"
    "ONwMDeY0eQkx9RrJZ17HOd1y37/a6DMpof7Av70L7/EAuUb+As9gD2ihccyXPgHPu5YrdzK9/4VEHimgF1rQwoxAAXtaYmQGWMda"
    "YjkrUreKs6vbSUc/f1VBTjNjf1+CtXmTcfAi1nEn4xPWS/GvwNC6N7CXvJ24s7AC+3kpJOp6uQp/Ww8PzHAejhbLoX+EVweKEqu1"
    "QV9iJ30pT9piXUsO3mXs0GjMxTIhogRnfYt8B2vo+WxCPzXamhOkLqthLAadpZ51ga7iVmcD1+MCmcEefss0lSNufBJa4o3gc+iJ"
    "f0BLz9At5StEHsXY4Q6yiNN2YyAhk+RbrOhKaIqHW4zn/pfzWS5qj7J1Vb6X1v77v2VCtNq74Yu7aso/8LRprfbstJ0k6j4zD3YN"
    "pb4R77mU+QSrUlZR1/3AvbOJzrZiqBvCLoM9cFJX4P1Wc88SWaUEPmUKEUggpcSr2wqrOg+64Aq5BfIzANJ9sJyih+nJxkUt28p4"
    "/QKvbYKWeBLx5jvyTz1edpOn9GBOCzhGpJSeLY5pKMM+wgvhj7XG81gnXTHi8K/V5l+m6aOUJLPVgTR6HBX1GCSTpLsswLuW6eP6"
    "jr4CbbA97uYuxJ42Bzhfp+qLiDIvgPU25J/b4EW/Kmd4dLufY2xV45uuYsdMJf3UCtZbDHvkVnmL/3e5ogysv0POr/S6w+W/XF3U"
    "+Uq78PzVsPJWyyqSi83mSCVxmprnOn6OJWMV4RS76EI+gXlDJ+GUHcUO4P399HLG4x8kPFrOKnbb/lHS7Fcw7iybMb8YT20odUux"
    "lq9oHfT0RNjz9Tg9FhPvitUuJRP7OlaYjsS7jyDGdj6+qTTtq5tMGMrqtcMS7NVChbAK+9WO8WLCV7NcxnO4ZDSqx2Y0QrwLZBe+"
    "t9avtU0oD2LXUUfm1WYggjKs2BVq7OrrKTHfQdazmh/X8F7IaQ/5BH6F1esWwr5MgM16n1NHS8gLnIUctxLDoNgWa7AY2rmUrGwr"
    "+UprvtJeDGvQ8MjqISOlvL8YNZP1ORbgOy+WY+VtrPDLuO5X8Fqst/ei4G3EB01Il24uduucBGfYb2ISpcSIbWD3T8gel27SwCx5"
    "IZHVDmW3bh0R7a3/e6DYKYlrxndCuFh0JaxA0kuH66Z0HUvLYWHMFm8gJs46nYG1MatR5pk8uzbr/dVm2LsZX9G082p1yVPIELiY"
    "vZB1OC+vyDRc9Utcsz9O1R70UDr72bz2P0PkflASxKBchTvdrBEOgtVCewVZRFCzwn741/XaLiiUvrImXKvjISXnMU5z3AB7iesH"
    "WoY/n0D/1OgOYp1QY+RWegRJrHqPwE0cbC3uVJ5Oy/MYtNsYdnOFxMW0ZxgoFnvvKvtiHfPbhT97fkAlS2q1ZwD4Cf5S6HvC7FlP"
    "Y+XCZWss2z4ba3OTbOs7C7LMG9jsUBWrxzXNOnatUpXACX1Yvvf5mjSnWQt56jaSKyiaYunltZZds6cYo4flRBb6Wa8OxGI7W/bE"
    "7zTrhmXsPbF8puWOOsmNMqvF6D1/ZXUDJy0SxHKu8fmnRn5Hvkpx/lfiuHvrLBrPiuaBtLwxYrJv0qdwL7ewW6yasZr5kG1kZ04K"
    "NMCHylAfP4VnzuoWwf7SS8LclLrgfRFKudKrKvBVyXr6dnVcJ4v5H5ZTsfd7EjvJZg1+ghc8l7MKv8c6byGGgDCM3bJxRDMV7Lpv"
    "zSv992udX6pa+kzS90Nbp25GF9IqlOvHP4vcW//MyizBc1j3yFjoT2NYfxfnZ0/8dDUs/+mcviiAJT9BpsppYii0Z0KaaxCt3gv7"
    "cKYcD4naUV6EzuvPaYrleoXeiBU4XcyzvBlXHol/TYdv4bRQB3F1ljrdybMdpHxVOwWLGydSsesCj/F5GzxuYJZ846bbzyIGYb23"
    "fc5iOwaYYV7KBtHqNviOtyY2b2H9oDcRSyP8xEYfC10CTfgT9rC9WCbtcjzVsfIIT1S+ncv/StdfVDDcqsf8xKVqxFBV6dGYapkv"
    "z3dK8sdz//F426qOUdhh0r/JDokXIcX9aV+sT+EqxGzXwSdehX2aCul+C3plN+ksj4pZPtvHbpDWz5krznIS1KEFxFml0RyvWCPt"
    "e/RMKZ+rHisOU7VIs342Oav5NexDen+wvXSCDH9j/jk8miKc+PNlMdahyutry5J9wG8+GFGl7chQqabPwBkhaHeL63sFa+EJngWr"
    "uB/76tvLWOjaCjzp9bjvhfoiJHAkfdgqjWE3V+JVgQeUYBW/rBknp3UdrSbKQT5MzDQRFdJ+9y6hTanIdWFGXBrOZloOxLICp8je"
    "WJNewTGyUp/RNkFPrPoPjKDzf0/9b9RXO4rL/eS7g7vxDP3og6+HZ3sOVicl7+k5waewPn3YdXAIVmU/sc7vV/Gus+G5iIz41fcs"
    "+oU3+ttcCq1/8ZrT8fm67d+QC4myehnisgNkJnagAZ73gfA469gpbGeznz+RozldluDMxik+SxT3/VPqea0y7Dl1rF/OT6zieqxh"
    "vaejdJUq5iXKOOE4UIYgIlgGL+UnyP0RsIdxrNUecjh8yy/wszXwy6wH/D19TT+DrE02hKZgivd4nPZ1T7qLuCnw/LMIxvN5oRZD"
    "D3ylY+DxGiL4cB0YRDUqx/rRM2cRzRt7TzZ7Wz/QMyYaw7GhSpcTUck8uTLokxNlNt71FPzbWbKWsZr5e7PY07WaJ/+w4Hk1NEA7"
    "BY18xwrstkUqU2SOn/brLpGf2YSvnN9bnw9tkWa3T1zvEtf55pD0LtJGnLquiOYukAbZCJ+rRNeHl8GvroVWnwLNmSbKl+mPddAt"
    "BWQLzocfkv+VJn4jy+aEuWxv8wqPY5Rv+lkrolaYF2GdMVciorIOXkOUXwj9aVHcWbI/1rAd7Ny3eLoV+i/aj63F1bDcNbtKZFcy"
    "ngVTflYlUu0DvzOme7XZKpyardjioOCI8Kfw7XB9eC9+upaTsBmiSLQP3GnIsMfZfq3n5/fwHamh197dcLf/YK03Dl2RJKJi0leB"
    "fxtZJEuUq5S3X9a76H71ZJdLDTS18X7W0NtJegYd6/1Z6bkOzw4aPLJ96Lkyo+6OrZvV8TOezTbF2OIEeu5pX3NqhJ9QBI/QMp+G"
    "lWR9tyPI+Z2foSPiDKnxFsVqudtzZeNel8Z8Z6xZ1c7Qa9tJLefABsECzLI4W9ZydR6g13kss9jufmsZa0TcG9uIzbT0YlU6TVuU"
    "8tgtm9khG6G7ub4J13FmvtNh4vLZWc/+pUQlqEN8afi0D3JyczErHXVE+7iaaMOh71sLfe+/8zpC2DX1vDyLPDOMWfMJchSi3n30"
    "1bCPPCUTgtd1W30pMMwmyxLvy7mdSpzsk/HM++JPVQsYa8/LSPz0MsTx72hfaIrn9AVZoQ8QDSJf9nh/SI7xo9fTi45BxtuI9WbE"
    "8G2GsbkN/n0ZbOZ9egs0WEe5TMrDGl3q88X1nEDfqLuLVbxGyM0yQP6pz8IrfwOeyfv6nhwok+QzZvbjnstPiZNgPsUFYnr1BVxh"
    "V7k1WAC78DCs4lJo4wfh4T0LvbiR6KVuqs+hNFr951UZJYODiXq33AFNa2jsh+D9L8g2rK12gcZ/lv29yslL64VeBG0+T5ZDnxkC"
    "nXVgzqEMLoLM2oz0r70042gRuSP4HJL2CHRGb+iTueFOeKbD5Ty8YTGR69M+c+7ylueIZX5jrEykOJlvU+cjyIaXoF+aT8NuhKXY"
    "zC6FMsjoaPmKOOBpIqat1gOIGlPODPLFzOAliG+dZb4lnkOjyHgk/Sw9rihqL+P/j84xitk7W9EShR7pJYtnsmv24P1vL+eSUzbF"
    "iY1ifRT79U99G3Jwq3QK/q1fYD1mYT1P/ll+x+XhXIdPmgzhEduGfeOW9IOUjOafwb5tAftfiLOzFzHQ3ofXG2N+zWXQ6ph//5R6"
    "phrvby13YL1PFkNKWqfnyvPw4DfjU6HeACkugqwbC1SFXitfc17vBciurcJy6ITj8Lct2ZGd5rTPMt0kGTHc2J6wUi/g/43wlPrj"
    "BL7F6m2WfZOriNJbSV13MSLkuJ+fOJ18uOrjxgQ5OzbhU5fQJ6jEJyupy+p8v0kj7X2ME7s3+Fm+CkRJ1mleT0tQwxzsWjx/Oesl"
    "w/zMd4J3YpN+C/HeP8gERCJ7ymPwTf6N0z8V+1GAvx8ly6SljHPEtdPoJ88dotHeso9swBoVEn1lOJ6gPbtYPyTaxe6I3uZTqgyx"
    "2dBbe8kZ5E/IF8u8C8/9cCnmdJh5KgtoTe6S+S14xPVqOY7tRXN8thFq2xJ800QybhRB+t4T06Ff4z0z9Hn8fgRSerAcHozRodDP"
    "hwSLsHff6HnyV+LBZKnFSpnx7o2z/iJWaJF8hOerYHe/YU5W4m/r9Qzpjudu5Zna1EfKe9Azu0FsRjnGWQo7hYYKPgF3tEIfEodZ"
    "Uc3Z6ZDoJt3w5IXwpF+HlijDHlhGZxxRXC+BbK4iGsEkqeB8dUJd/rea0tFNwlzUVkfORmf9CthRa+t+Ge5iPq3OemZbP6E9utiz"
    "phmr7XrmRcxrqYKfvQTXvBvrtrO8hRM6WdsF1+pqIijV0+aMZpfdAtqoAiK8jxAnaVXMRtX5unNvqfWWyxBbHY63ckpju9/1mfya"
    "z5AgewaN7HKsJuNbglg6C6EddpRtcObncEpgFp50g/SHjf/Sf29Co1reep62v+LUvasVsgrr8CyeeQPW/jVOcxrmSmMOT/1Crt5s"
    "7ymYlh7CrmTHdlNK1Cs7IyWe/cFhP1ewR9PmOtfjm3aSTWKW6h6cwmmQpyfVOI9n4i5nYiesS9g63iv0dtkZ93OT/AP3twcndstZ"
    "PamFfC0jn9ZCyPRc2OwqaKJCsjYU6xVSS4SGOvojbRH/u27URs/emyVaTw3PdBGj6gp9gty2ScZGMdZNjHd7jBgDkcNgiHu2W1sF"
    "w0qcxGlsq9ycINkcm6yI8617+dgkSfTDGp+nT7KasBXzdS637jgckt7jNI09gnnTcjI2OoYq08HdqenXc67QkKnjtD9H4/42Mtp/"
    "Qv8NLV+OEzYV3sudOFOr4Nn9oCfiM9fLSdACy/C5m7BqS7BfZTpFv8G634cz/TeybQ+GBRqONbiDrBlCjq4+vicqQjhL+g65LOeu"
    "TCZ3kCPFzZRmvMV03niGfAbq0Tg20TqPEuubXsvILKEjgiv4hBX6CDMwjm2mGv7LLbjHWT4HtZ3PPaV/lnvK98q54vguxtH612oR"
    "d9Ss4XL4K47FdF/J+L6CC1h7uQlneilW4gHYsiGIvwSeVKMch+vfpzYxcjMkxdAVSqCNTD8v0bIW/JBK7G/W53KyOb57W8N3YH92"
    "kk8hDZPxzF/orsEnOGcvQTpbqp/m7zHLF+m11C92gKzTsT7yqvbTwzGc5N9TjbWsqGHnd8E7LkZs8Q1WdTm5GvN/xvoUa3GujrVK"
    "H9badNBksp/bjOgIqeSdVTEHOQXWKUXUuT3EooQacrUa+9LFOOeWx5pD27iErzwthqRwMftdYjzRxfQtMjgpCZyEiNW1ETJd59Gz"
    "TH4M9XK156Bs9GxdSrz+DGcIDyZeRAUiA4cRUOZndyxLYb77ZKnznzF/K8Qni/3EWh/ua8rnKpRYSyavBZzNCv18uSF7JTXp8Y8a"
    "fVTe3nNM74TVM0TmIXqDnqvT5FQxnNsj5a/GWIa/DxGbbO0i9+OcT8XdPqSv42m2kLmcR89q5L1GaK67UCfZdJV1lBmnjatbD5Gt"
    "OLGRhE++Sf9DhNMKrLTtsmEKbifGRZLyesB01J7MmSXI13apPKK1sgQ7vFnPh16erC/jJPbCFe5ALNY1GB/uKldJQt6SG/Rfwc44"
    "CVZ3THkUqwb6hltwRry/dITe6kXeoAy7P+LQXeu5OvmlKs3szMmUyQZOFjUSkzhBlgCbxUoyj+pY4SdBZ/4JP7Hcz1HYX8ecYru7"
    "wPNNHwX7OdkzmXxmvNZ6fjAXHkT+7HGMXCZDfZYjS87q46SazHejZDWRBwypstZP3Fq8Uq5XEufYrPVanYF318FTsepEMeKyp7RD"
    "UI+o4QR5LZwGzf4idvpdTRL1ZCDneEwKT2Q3YBbaqwurmgWsARsCShFRKLbCjuefuXM1nJ8/TweimPxR7pJiIpf1wKmcjOexauSp"
    "5Hc+EZZ2uUb94qkce7USbaW9j/1iHgnLeYZmTQdIhCXUhAKbIpKwq4U2Yj2KGU2l2QmwJ+4n5eMfhxvVyGdYj+jWTvww+Qh6u72Y"
    "f2Kao0KHcnKu+beof+Ib5GJY6XPFstfm+1s//lfQOsYUVerXoD12MsDvOvh6rcU6N3Zif3eK85VxzlqcI2fJty3gi1UxXmnwMWIt"
    "++gHUyomwZMqhEZbC0lpL59rShZAnowh0XTL0UFv6rwKWCHjNV2FHd1fXPRxgvcnsv6qBexmXuLtcsJX+7P6Z77vFJzBL6FTpmCV"
    "noVcbYNIpW3wls8bBD+rI26Zm4suxv/X+Q4vl8eZr/eK62G8jZFZvef+sVmc/vC5OvlqdMxLkasOJsj6Fvf6MJVDbLM+rGV+5tH1"
    "zrt5k23EkMuKiHXZQc4WV5VYpjYNOw2rcQI8+Ptxgv5pPK2MTn7CKp4vu4vVe87H3b7MHEejfkStP49evlDio7y2Y1yyXnHz1vb2"
    "3FqhRuzhqRziZJSzy3Bn3b+MqcP1VtiqRdioayiltby29RhMEMd6mUa8ZFXjz+UF2tVqfZvz0OapXivj8f3F7MRKsVO2weu/e+QH"
    "TnU1asbnIU5hnSbr/b9y6rSXxcU8hhmXUvNoV0CvdCZSRA8xe9dJSon1Vaw2uzpXS8gQUaPHYLXehsdrDJYvylr2OvSlvjXda8i8"
    "t4hFgdXEpa1l7Gc8NMtYCSqBXTV0/RehTwzRpA7X2FregPROw5UFnmWrHJ9fA1cswic3tqQjm2WfM+wLXMrJ3bR+Qr8oRflN6TyJ"
    "+z7lX/IUj+SnZ2EV11KLJ5jBqiNyWIVUteCL5bcYXWUOZTfDiDLJTpA6fYV1sT5inbZ7eaTLDD0ah/w6TKI5SWWlQcShVlbrofKB"
    "Z7mthoSVMuNYzz3dAP9xg6+mu1n1WlqzRu7vWvquB4rrHB3Iqnod7KNlV4rp1XbGeraC/Nsnl/KkVOA9ATz2Nfh3re4Dy1RJa+m6"
    "SuoRCTnW8mqNcp2/jUjZEsvPf//K78Gmy381i/HsBLwiNtdexfpiFTxBizqeQoTeTxxHYg0l37I4p9GS1mm3wOaPSvVqvLYO+3oK"
    "9OwIuSrcGN4UdDS8LxknR+hE6Nztg2PE9XkkES/UE2/PvutReBy7yWHyW1zsP1pNXZYRSdVQUgxZbiPx7dfj3vI/6WKPwBpyh1I6"
    "kei4rhulm1U0xemh5ay2xMgSE9Vnysm94ix4X2LuzeH+tubk9Vacpk6wt+0iylEv4vsJa+gZj31r7zGEydPEnSDjTxCpZE1qbxkb"
    "vi1f6vzgekjbFeHX+MZOwePSyVeJ7B7eZo5iH06iGWpmITvRs55JyaH0bvTZgaOJoSE+ExNjjcCdmNu4s1mf0wuJErGRTBUz6VMW"
    "MTqoZd2yfWC1iJshAbfDBqySh/H3KdoOEeqV8phemuu9+DX2iTZjxkv7alMPrsxS/RCr9CexSspixNN7y8OcNl79OztY80mv02KV"
    "niPe4QSNFRchL4C2X+mrDU4furPfoMdLMsfbkvLcng7d67/HD8nPp9fENVnPnHJ3X1NxqCE7sioZ0tvp5SuccWImGt/Rjzg/XzCj"
    "Z/2Tz8oQ8i4myKdt3Z1roAcd/3kRopKrsLKzDAFRv4e0rEBc/z38oROCLTgJZc+6mPzYZt9GI4aYwZOxNeUqyjC5OKmY3u5lsJIO"
    "I8RVjR3zVU1O98XJ1HOdWLejZfevlwZmvar1cNznEjXmu0twgle2aBfyTfm0NP+TbxfyTy1NgCXeG1Gw3UUxflvtebHOQHz+LqxM"
    "FWztbbpe7gs2h8Zk0l52g59s2atLPe98vbrpd4uP6lu4g4Tv9nE16wRWws2mNMC73AeewF3wNC9DtHUm4oTX8Eon+AEZejC3sZ4x"
    "nwh3hlpviHhToC0MmfqsYBU0bjU5Sn6ERG/wOcsM9dtg3z3mcix1tKwJvVUck3Il4qj9pILVF3cGWtEzV3+PyylRDmUk7Tkadva6"
    "JuW7nhwWzFzuoflmZ4vlfDrmEIKT2Pt5lIpSak+nA6Kz0DanJdKa9XHCOo8FYpqyr9gERHSGgmYnx6Kfxbib/tAgZfCPpzNirNfJ"
    "OlceYN04wbxC0leGBsofWOGahXjYeMgNu3Qm97p/sAG2/z7v8zRV4LNkEQhzvU0uUqrivewqaY+VU+O7UhN83rg+JWVEvMowQkpo"
    "hI5kjNFJ788nfR4i4g/uy1V0qJq//ZkaTjJU4b8z9EFKxVRZol/hTz2nWEfI/rAz02Gr3oZPPRM/WdRClUe5UwOl2lffHU+S+rnn"
    "beTnHTDq77SSsUUmx8zgzv4h0hJ/VmUzi9C9WaWliN6WZZiuxS6eiZNmmbzX5WWp9dNNabJ2mFScz3puvX6KWGqIPKpPqlV7HoC2"
    "vEZOx1ncPch/B9dIPBerpZh/Nt9tPr37JLHarIY11yOrJqGP/iqfyrWQnge1a/CQvKIHQxv+AB+lLSLROP3fmPfjMsRCcZMw+fu8"
    "f49HrJ4x6EN1vD1nieGFmg9VxDOYYp/uSPjND4phjRdjx3eSMi+320uYQ6Vcx3rCHfis8bVNhPy8K4bA8hPOQUdWW3951x3xeWN8"
    "qCKraoxIoYWwmJ3lcM/Tm2E+XXPoyVmNcOijUxIxkjicx5U4pdfjzp+Vz4g6+hN+dh902zZifbCT8c1XMH6t8fn1LSTql9hd6puh"
    "mKU04SNCi7ktH7AUnmlvsb7HffDT11vYhXLIiWGNGSL19/j0tzIXz/CEPqY2/d+O6O8zEVOlyTjxnRof9N1yMzTFPFZL1sL+ZbCK"
    "cVYFQ7KYHik2/fwpUZGNY7QtOauytMdZj39X16yiELEWRh1KbWV74gyX6CTZ5Flo4+R2TJJ7rBISf7dM0gY5TpbJrToWvtEdOCV3"
    "6Tmw4Ib28ABOwlaIOWKw0WfJS7jXh3WYPiez5HA8xQS5MZiql+iW+iy+79//xwSs/gz3om1u1fMjY1dwjY9npJkgMuxUH8FnckiA"
    "fbyMDeC57h08LK/rDfqxvoG46ijZR6fpvOBxRBFp+htpfjLt5/xTRCmr97yTlrkfycgrw4zpLlgzQzV7ShyuVSH2KOV5pYfLZTgT"
    "24nFZqY3T4Zn+QH+/1OL3AMNkINtfb0k06yHqYKMKf0RqxhbUw1RJPrj2sUtfOZu6LOFtNCn4UTP0ksDw+N8SL+hvtnRe5fOrnQl"
    "l2mIk9eYp0uxr1hPSye5Sdy0k33XPxE1mAZKezSCdbi3x8TlIb+HLJ8q6zjDZBJ7In7u8DvjxLMMffzZ5J9nm/WBOZvUNdd95voR"
    "u/LpHSt1LffUMDAflf/tK2WwSmdJR9gHYwCZAz+0EvK5EtFmlvNmkVZZTQZMpZXtkMMldLwnDqHBTVpnWNl2LMbriKGRZi2mFpFH"
    "B5z8Uv0cK9MhuAQa4Ees6TP8ZIx7a7jvR+AkuJxoN9kLscI63Etcr5JVeMXYRE03Wg6hCDp6GGO0RmiPZVz1FPa5CJpkgVhW4x3I"
    "327SiVNV8/U5ekMO+24D3n2Z9OdJKUQMbSx59ZBve2cRdvIOMdbiMtpy8zGPEFerPFbu9Jq3bwtM1vaZ04ggY5bqIHnGd5f3aeGV"
    "FGPvy8Sxg+wvS8h02MBp6pRG09lZRuku3zmshc+kmad8jx04OyBmfEpsRqaatinf1UKe8YXqGG2P9Thl1uNu2bAaSInF7gU6Ri6U"
    "wdAEVke36nHCs7UbB886YmIk2BWXTyt3RzS6kHfThb2IA8n9+xHsUw3kYrxsTQyY9Yi5x8vuYvwQPaWlu04znrYTc4T/npD7sgHS"
    "XEqpWIM1+UocUv5GSnG+q7X0SleiH2boQ9VygqaY1TSHjVJKq/wxvu1RUc9iYzXgGrIZ2/MMlufZjRXXh7yHW0PZsX0cJY7DcqVH"
    "Saugr3cyTt9gSZFRaQWk+ivYr+5iWFgx3VVfZDe26dxqaF9XSV/FGWtjmN5VfsIdZ7CuldzPU4hqdLTnfbfu+iNlT8pwgvWQUuqd"
    "BmZcC/2MaSNzFxf5SNtOwzqiE9qK7ypH0Qso4RRAkn5/6GssjfTZHDtZI6S8DlJl8fQKrRHrubIJ0E80P1JKyL6JAnXsxGOhA5L0"
    "IffECo/K1USskhjhFif+D2352zv3e16phoxWww/YAI+gHaRzR+IfrMSZSxB74yTiMcxXwz1NwmZtJlJb2p875xkvZ27Yerzz+6P5"
    "pzu6QtOsIvLEzmRWf0ssBt5LjBNkKaRkOKszSdi2tfTJQubYS3GGbRbbJuW2hhdUBd27WmtZu0vqn8VxWpTS/4yRKaWVONbmLKc4"
    "KyEH1n18KOTqEX0JkrQ0vFjaBK/JI/DbC3AvS6BvtyEKc8JHOw3sTHYYQn9BvLEK33gztMSxiKh2tul+ycjbprGljr7IMs5Q2Ocm"
    "ss/jak6YhcTb7sYe+cM4F2j5zevgeb2tn8ldYnXGhyGD72LdJulwvSmsDh9Sm+K+Uo/SgrZvazv9oxaGlvcfKca79LFYBsDi9zr4"
    "+z1wDrpI6LNQ4icDk777roj3H/OxyuOM4o09K8V5SvVzBGm9VDK0SuvU+A9Cjfx0l8espT3sJTEfZUQRXQqRcSGu6rJP1T4Wr/d9"
    "wxZnWO0zm+MdidHGbGAFJAjK4afugLP1b7KrninPsvfiTujbhJe0auKaxxlrOn7efL5liZ+gVZ/P3JE+lss71BJ1P+uZOob7tXL9"
    "5B0kq00cEM1P82/n3yzHFPf5EoeMMJzxtstfjcQ+1+AsGKPKMPgBDcRY+TocAi/hJkQVz+i8cDr2c9BW34dP6WD/velm39r+Z1jH"
    "YbNX2uZecTtQl+sv3V9ct3aGFboMO72cZjnQ81FY7Hw6fMpVODeT2QVxFVGDv2CVoV7THrnVqmL/kiLKS3PMuSb/135VMn7Nsue8"
    "hFiKJ8vZxOzMNsMbdFfo5rsn9pVRZL0vZByaRFQ+A5JrFr0NosRyvRQ/byutZRn88zmGvhdUeUSuLCenKvh8ZVpABqQIqbwxF4Fs"
    "m2N3cTnuK3K7v4RMk/b3sR5rNZabnkj5brE6j6gT3f1eEuYsqeYyUPbv7cShvUQVrlTulR0ZhcdyUhQ2WzfntzfqdLxuKIhZP4Ww"
    "Rr/SV+WCnBedzeWSNvH02Yz3avqFVZ55MSTTW4wSUK7HMNqux042smu6Wo8mc6Cbph2Viw4259iAHRJiIvdke0mEf+Le+V3ursdJ"
    "pX+2lJ9wD/3kxJ652lqEqu6mg0QOk9IcZqCL6aJuuj6+Zh3htKV8njyLO0gx1s349W/0u2CTq+6Zo3mw0DOVWj3AdS3Ukjc6xvqf"
    "5XtWaQFn3Gq87Ul71EX79GA/V1bHWseWcm7Oeq/i6dFcRiLMSVWX3JxxSJaamySacvuPOq5Hx/bV3uMPRGc20k5b/EKjNPcV8r3y"
    "22fOGMS2kp0gY0U4QxtwSl2dzOa+z5Fr4GMsJlNNF3j+1jtZrGtb0JZJ3R2eWIJIPZXMBWY9tsMfcBYTnIPpJHtLudcqSerhDLzq"
    "zYxgsx4hz/VHRv1PIc+HMZWlWe87iojlVfAgVyOKXaxfyl/hQ+0qVxMhZRuc9RKc+c16Cz5RrI/AI2svD+g+YlybA6SOOZt/QqLa"
    "4CdFfKbJUkLW0xr87EH9DzHnKzgfUZc7c8aPYPqg0de35jFaaeRZPxfPfKQYw05FC3F9Da+6Gt+zGedpMvsMj4PfsLtHXq1l72c5"
    "ZXwtNO7txByv9LgPpUQEMGl4QDpJg5eoAt7ZIfRJhRWUxO96ZaWcZ2zj+Nk1+H23XqBTWxmWXzt+xkVbGR+hd/J6JZXrbY2Qp4bT"
    "j27MZb40h80+UJzv04/Z6jSzBA18xbhVJ8rXegN8YJsi6C0fwztfru/rdDlHnkJcGOmUjhLmuoS24vk/CxbRTbVvInfk7mI8Hxvg"
    "ye0jz8q38LE366k6Tp/GuVwM32iwPBy8pU/K36Sz7Kn14Wx9IZiPuPsgSKThM36tt7FXyJ6mLRnTIwnMz5Q83nNc2x1+lzvV9tzb"
    "YG//6pHH6jx+oHlRXzNnGzFH3+B7zms8z7Jq816c9rmndzWL5jNk9soIsoBZRcbuuELfkRLPL2o1mKW5vXG+tqHT30GklATzMUcj"
    "VjAu1kpWWysYJebrBZ2pf9Bn9T05BWu1i9yrnYN94Zn3gn9VAf9qKjEs1XOUOM7frK7x+FzuXrvKMZ5ZrJq1j5RGvKtd5GRWrcv0"
    "SjlNJkILXkt0FyVj8BrE6g5RzKzVrnhlEtf/WImw6Iylot6jwhnK40XEWnWckP3EsXoniHrjuAHPJDpwvjjLUMp/qUdtesMxkjvE"
    "XdfdpFitlTj1cZyQFK++LWMkq8ZG3U6hn2+rUcfwWaXnsQ5fq2exg8x6m69HlLJa3zJ2Ra0PJumFsLZbQWK7yt3wp0bIXmKcZI/C"
    "d2+p08JQpeO51W5+7/Z7Ly85G37meeSbIlFobOcH9iYbeJLsWJXMbGa5v+6T59APexpP4To1f/sVd25He5n9nNdfAXkbJ7U5q+YQ"
    "zLLsQIqwj91TnMHPfeSfKEm0uXXMjJWoBBVYt7Hk15isH/joMKqM27/+5rMXWe879qHH6+yW807nqU1uNzA3MkwOYOdYCTRWrTyP"
    "Fa3AHVluzqbdSnEOboOe7Ck3MlNaw7xFyMk3m/LfTPSsIjI+h5xbtozTGFrXMKclor0JyXok9EYcAuo4afS9IDFI2of42Ujqud7w"
    "d9sx0mtgNj4G23Am5KaUnOPlkKJaaLUMzttYKdZlRAXbxM5BQxvqI4YIvdHH2Ru1qYPpSHF+rU1HfeYnUB3y8DhxOqMPrHWMfmmM"
    "WuMMSbPnqkon4e7nSZfAUAF31sehbf4IS/s4J48My6+OdaFaTeXqiBl24doMxXLIxGriPz4tO4j5GpGv0k6ar4/9eiVYL13DNrpP"
    "qwJdGn4nS8ISLQteC69sMYPuPPw9xFUHY6wQJTm3nY/nwTEZ2K9Gbd7f00f6ys+nodXPxNu+95YToA0f1e/CjJyq++nrkIzdW13s"
    "6wdt/f4qORJSvq6SUoeiMcD3tTuU+XLv4Tm57S2Od1hZwX5a3mQHjMlba9Z+6uGNDJFN7IBwdY227PhvQx828GfIZeQ3E8m4EZpw"
    "o8eRSfvnT7H7J+W/OaOv6PHwie42VgH9ELLzmL6N1bhCnw5+C4XcrcZaz1Iw0UfXZdTjCeZNMsSFWMp5PDfZ8iljV5P4vhJlqUKN"
    "YmXDwjs5GK8v4DMfywS9CJa8ZwBpQlyZZdZltMQ8x5b6bpFovr7M20SX53FP1DuYLxvC9/HNo+VVvVcXyGU6Sp+R3WWhxqUfdPcy"
    "vZcTcVN0kRo6x2rdXrK5PiHNoYM3NOOB7iJR77766SaH0yOeg8/8xEESebOWa3eYvxbJ3ygx5nRWc/UTiLTsbB0mVZy1amDH62RI"
    "8Sas21pI5TE4Jw9A930pj8FnDdXNW8bZrafqsAKO8hhHJgdtiMestFaum8r6I+vZ23EQnnezno0TPQJWZQk9EodpVkff5Gxe33HK"
    "hazPOZ7IJLt3Xc6/Njg76KbH6HNBd7kr/Kferu1konRj51XG91WFnLcTj0JYlpthmp9bz6NkC3Ld/Un+A51VBCtRAE9pKVbkc9j/"
    "2zgXXgIrXc3sxy58b5qZ1pRGljpoFt24/y/HmsW9N2B99HvDg+guh2MvaiD74+QF6P4voK2WqfGHWP/+UHE4Ko2w44NhlYeSZW0T"
    "Z4Uzud6RefoxJdYmn+bRP2xUxwfVnlOarWQ47sbubY0WMnYYKW7C2Di3C2AvyvUy6Rb0hJf7gQ6xKd5gAvTl23iy6ToDvlQ57ulk"
    "6wMPDhWb8T1UYqHxIl6rc3Ain8d/xyGqaRXYNOxEfbeFCCzq6wyJ5ZZg1nw3YhdarTBFnb6jGBLZNaxeWybvDzl+KNdRkPSVzXpy"
    "StVh97PMCmRZ4YoRTzXJfGPC40iaNmzN838BdnEq1u166Q+Zng8pm461X49z/YLkz4AZrnot5zkbmWsyD3MqNMoYyc+LkP+VbTjl"
    "ZfinNay5tRWrZR8jcc8QHbLr1STTNOFF4rgnVjEWyRBhNM3p4am6lNXKfD2aDmEy26xWHf0qw36lPcLmbnx/mtHuxhY6LVyFNMOa"
    "QQVk7Q1f4SjRiIO+IZc/MD7Mcu/p/XamsVE/kVpmV+xbMoim6rEHgViecl0TTJxGTBJ2Vs+RS+Rc+RTffxV273tYvtFyHb5nZ2iT"
    "0K9bZ49IFFJLVOdwHetymak9vSZeAE/kHkQMJ8F+ngvtuxb+bFKv0hfpx9d4dIj24nC90z4HlC/OsgpV0ysrcpgcO8vVrMVmPcZH"
    "xl9nHqR0S2bvbK3bwW4F7JFN8IqITBAZfuJn4j9inGAIM/2kj58cdrn6Is5cOgTxlL4J/XkzOws341ROhczMgq74FzV9krM8GaK+"
    "uBrfRmi3/DPFDYhaU0QTyHqWR0NQbPhZhk+J5yRkW0j5ulOU7XK+ZD+JeDQsKvgj8wgJaItGP4lqq3pAjodP/ByMy0DugOh0vET+"
    "ch31e5Kz9j2IJGWvdKLXtBOnidvhp0NltDhWqRh1Rx1RKpLkkezo13rbn621w6Vt42W0gzSxCdlT/KiBtxJOglx94QKZgwjQujSz"
    "9N2qdT6+dQff35dPQvL34tj8v2Ejh7SDW3PSYxRiqr3w3m/x6ScpPYXc8xRnktLErBrOe70dsVkFcdXvgdda3QL2WZPnahP6zrv8"
    "BivT2CLHW7416Ipz1AZ+wDJ865FEri/CtU6F7m4jbj5rW2mKAWvYTZMf88rmQIZICaQhzJ2VGuq7h+CdtJFH9AG5TnbS/sHzjGRu"
    "Q6xpKDjvYc3+KS57akxoe4nLeZ1AlrusR3S2DiCz2YtaeKVVjlUrndM+20o6189ur06i3I0Ts1m15FT+BLbkQEQFqyCrUxhtj5Cz"
    "5O4W0JonQwqs0/eEoIgTQEs5FVZLrvD88YLL+Y8WN2+ZJp6jy+/F2an3ucQ5t7GKNcAYT6Sb/D5KXG9gDe89TovYFzp2uj5FrpMY"
    "c3dJnhT71o5+jnqM1wsRp1NIdOHvOE/m4oCbmUNo8OxgL+T43jOe792utgX7mvP9+vUrSR+/7+81h7P0oc/tW8+dqys0rU5Gj9Xq"
    "0DCnrtryHkRd5+t74Yt6nF7OSOMn1qFD9oWO9LjjLXMgNcLbjfuanuvbCxlLOX23lvcmkvbrktbmEXObX3Eg5X/SqD+wpzSvt4Q5"
    "DuZQx3FG12WQ3Ayo86E75lga7Ok78/4N1ayIU1CG1NxgSA9iKEof0C7X0hdy9uePsoesoCdVQ57KMtrtSsYQPTg5dS3u/ST48wnP"
    "47yRWKW344TvG0zTN/UhaPDTtvgUnuoregu00zvhP+Rh5tcWIloZ6Pu3G2FNSigdyu6UWo9JYs99CE7vZHlKvoV2Oa31Z3qLvKbr"
    "YBPvgT76SB/UHRi5mN06WNyERpoTrrX0PyoYv+1LxEqrA/2FfniCVdwuiEfGYB/c/HMltcIanM2e8GQdo7yh4vYjVoRZo8Va5bup"
    "3R7cwF07R65qoVc35jFazvFRbJVHIm2E7/W538UZ2KV7xOUx7mB21e7FmH8Xcp/OJN/XVMQ8g7ALE8W4G4Zhv3/CiXlHG2DH/q7T"
    "ZXqrGYhltpHn5GqszDeGkBv242zeep91j3uGo75EDHG9Min2PWSIdmq4sDaRYp27ZnN/gOYaIGNlCSSjCLKzM7MHDoG9ay5+jupN"
    "LrdcR02yG3WZw2IagCc7Vaxe0ABrN1im4fvXQ5JL2X22H/tvG3COBsOG94WN6IOoYyb3fovclIcxbrrK8gY8l1vRI8igGfceres8"
    "biQvRxWeYx/umPU9m2c0hJnkSl81c7PQC+DPXwH75+xVOud3WbRhWGQlup0cInHmXjO+DudwB4fLx/jWv8EjO0B31GsQw5TCl3ow"
    "2C+wCf/OsGMVrKTMJYJgCe8qpi/4SNRhf73u+5iSOIH19PB7BKWcuLKz9R32O0ZO80NxLzvKiWTcDNmVMFEsU7ZAv8RaPCRfyTew"
    "/+dAImZCWt5oAW02S2TokD68cO41YCw0QG7QxyDb7VtvCRv5Y7AG1/8uvF4HhseIsXDdBfmajifciFN2HOJSi/9n0zZEaxkytxf6"
    "WnERcUQrWWEuYA6gG/ZioT5MRslUjttiCnRjGtqhgWjD8dz6p32sP5qxRimk9zDooDrsxnOwNj/ivXOJJPe/xd1vCSO3WI+UJ7Da"
    "dl/v6T3EtIvpBMnPFm2oNqPlZch8FWzn1XpKYCggdYjgPyBiyURIqDH4jQ6s53K6vibv57ylqJorsjt2rzrHq5titsv5nkdKta8r"
    "N1kCd1a6+yi6FOvamSdlJTW5my9/RhfI0mzHIMSpe0nHQUvcLynZWm7VKfIJZy7DXJe3zRO77GPV72Kzux1RfgX26xhIzVPY7a1l"
    "rVq9pZB3s5ZYfOq7prJ+arqJVTuq8Ube5idYr/01LQ/p6US5Ol+31o/1s2C2RHyUR3HlXTd7hrwgDZz9TWlv2cS6wL6csq/T7Ykj"
    "YLmi7r5Wuy/n0Oug85LEmfkYuq6S3M/fe7yfBGsxjWRH2IRnOF6GEvurhro+X4Y2//e0fNcJ9tJtoj3el91Kdcwx/vffk/+VhI8u"
    "S5kNybAfybostyXmRgP8zG3FqsjV7MlbrYOkWwt38H89z393b//b58l45rrBzHAluPp2h9Ua912l8ziz5hhGXAdcDDHaYGnNPhKz"
    "LTtJjLN6jo0yjT81nhvGpLSXTBTT4ZfTrzWsqEoifFiXZzF03PdYh0ZmKY1FuCu0dUKvR9xUiG8xducd2B02C0+yUU/EkxwHu/4Q"
    "7rNYdw+elZLg7PCu8GI8+9atzg630/xzu/lf2YFsux1wJq+DJ1alc/D3L/R7+QpxyB24m4twd5fAjsySV6FpX9YO0p3zTWlvNcpo"
    "ybeSU8ShzCxhjifJuMpW/UXOWjT1AwX+FJuvsCvzU9aja3XOCDMhwf7uXfCOR8RxECRYdawhN04dUQDya+XWsL42zVELa7MEq/wn"
    "rOMi7FJPeY97VKRnY00PltbBvsF/LAMX7qk/wB5bV4txchXqW4hri/QG7OsSeCLzZBu5GHZ9LrTFIujFb/UMckXb8x/EfmXHmZJl"
    "93Pc19Izuruspn/skG2G0QuyJ9gP0vMjsZ8amF8d6xmJzGv6rZ6WGDzEGp+VdyiYDmkzJO9Vvf95hj5bModDlQ8RN4oR3stFp45H"
    "p5qZmSguNFwc60J+K9fdpL5fLuqs214cwmPM72s9vJ4spzHbik1J/gANiTWTD3UfvbHVKmj57/QBrOoX9AXi3k+4jfMT6VxH4f8X"
    "ZN8tfsFsUkXMEPOMP5My4ko0Etkkm+tQqGPut8H3aZSzcmnduqv0Wf07PLMlZH8yXpdx7Fa2zrFGIiPvxjzAYjzXu7CZS6HRA/ii"
    "p8ijMlJelYv1Lq55jPgu8dxMZX9xPR+/db+hn+LN9xnzgk5nJJL1KKdp6klt4ZW1jF8aiZRewun2sUFMv8Ial5LjoJ71rzRZXzZz"
    "ujhEhLUHzuWd8BmHyyU4+d/hCsdIb7JzxXMT0Q4reU/WN+tbyILmf2X739xDm4mfHdwfTNarWGcdom319nA7OVmXBmvhD37NVXGT"
    "bq5SWMF6/dFcpaaJyJAzp0lWyod6HJosMSlStEJ9yQG7wntHWfrYWX42wazAcJ+diCYWk36yuFez7GQ0NRoyY65Sw2jUoRcn2DNQ"
    "obdCopaz/pXxnXvleKo4p7xncwZYxOa2XG/xWbjWfF2Ke75XtmGmsYJyWYaYbCC0bwWj6hjrDQWcmUkQUdP4YCqgnxp4/VL2IMUZ"
    "R87E+xw+iHFMX5Hro7PINJPzBes9ynvICUDridvUAlfZfHbKrIH+rNEVRASyP9WILj5B3J32E2Qxep+IH2lljT2nTgyjpUhdJ/la"
    "IoWZd9WgJ7CWF/UJui79KDo8m5NmK4n6GLIHboQ4JirLv/cXlzvuL24Kus3POgyUVeGkR+nLJ2+dJOM9YeNgjubvXHfRYs5NxHUn"
    "z2+V5lOZp9K3Gc9OaTMNNVeNG/pNNU6/Oi3CMxdCa5apWQ5jRTSEm4HBCrXZYLNZs7A2O8k/6Ds2MCfpaiEJYjxnmXk/QkKfqypn"
    "N/RGYpi0hgcxQG7BN5biCh9hRW3qeCle6ySfY8X2kht1s7wA231WYPgru2AF1+tyrHQRPIaxsNbzEfPG8NPOON/P/D/i3gNMyirr"
    "Gt0vGQkigiCiKMmICcWAWRExAuYcxpwwjDrmnMUxJ8acxRwAUUCRIDnnHDrnru6q6grvvmuvc6q6cai+9/d+z/fPPCBQXW84Z5+d"
    "91p6m3SV3nJC0Bnv8xz8mzJ9VR/GE+zCDG49h1DopSKSjYCdbct0ox/iV+KuBtZqpP/+aFjuCli2APq9v3yIXRmDNT9YvmikptdO"
    "XtC79QR5EVZtnuwpn+s4uVN+1SHQXgfiatvzVP/OaZqLEW2uapQhKrd/sJqnII/z6pczx/C65JHV3KzZj74KEvf4QMar9xjuvAwy"
    "dyii3hpyW9chAtqIlXkSHsZ3ej78BpuVfBY7NghyZrMWP7E71E5sLWLEMnowJ2Hly5nZNG7P9VnkCTddb6v9Lbwl8/UukR/xpot0"
    "mqzG2y/UMdhr6wHfxPjSnnkt9nERsUnjwS3QGvl48n9DGifplzIVXkoJ/mbMU9aHsLskPN7mobKJmrVc+8hcnudC+ro1+pqcAukd"
    "pwODYn0+/FPfDirDPtILGmogdvincDKrPBW6H9kWAs8a1JZPXcbMRQY7ax8xBvk2EvWzu1bLb4ZvXS42X9xWIuy4LiET33h2D9cy"
    "ArYcoqGWDpX78OYr8ManyVXwkGfgrd6UXYNX/HntI63J5peiTdxM7bIGP2VzanlY72+lmDWSmdD+52HlP9FXIE/rcE3rjjQL8pJ+"
    "RIzB7bz82JV6SKm6HHlac2MMDCK3r8MmTPt8bpw4+Lk/qcQTJz2vWx292wTOsevG3pOeXegncaM+I7ijzNbTIOVv6mHSVy4M7NT+"
    "qofoV3Il9u9YnPR34bsshys9GRKwt0yTp3Q+9MS7Yr1iPzCbd6DsxNrfMnj+uesywpUMPY+gEPUmU0+ZLAvYG2zP+SN/t6nCrjiR"
    "N8ixci+krL90kztxjx3lGZkIHVJENJR8jz1T4DtZzeaeJ8M4O1NHdDeTowLaj8am9QuIL7G9OG6VIX7yazXkq6l8gyfZA5J0NrOG"
    "vbAqxnFQ3kiO61VI1w2QtgLGEYZZuz08n8643jiNh4/Its366kC5LnxX8sNP5axwjn6Bp/+emLMuy/40vZyW4lD1ehN7PpODlAa4"
    "M7bOHRv0UYWekyvUep70gWSWTfkpgCPkMykkw0E1PIAo2ey3JQJUYxg3uVBgkxrNVsftnvv4XIpxOFl2aA3W4HoZBMmbDpv0Etbx"
    "YK+/20gG17Beo/eD5ZkHDVlCm56H787C7+vJg6XeQ8vYxNbZyM5wDX+hzcjz0wk1lPHd9aWwVp+Dx/m0rIAXcX7Tu3SoTguHBja7"
    "exA7xdLMPcdYtYuynr+dWKbGfOY2rH/Wwp+3+fNgC4SZ0CPMtKcn0J2ow/bevVmNsfmYSmrhOBFk4vSXrSPiQDFuoouh5zbznmky"
    "hKb87NsBRFfZ7HOPKVaQr/QzWSbLvWGb/8S7NofHPQPXKcAqv6zXkDu5kJbdepx+xncMcfMyuVBOlVQ2J1fvwfzGnv9cuNQ19HJd"
    "f2IhJ9HSfAub5LRKZImXJHvqHpzWKtPh1PWJLH+ym7i3XTheCv1soWbnDKPUS0WQjDKseB07t9YwYrBVu/W/uojr45oeRKt32jLG"
    "dbXe+3Mlv5GdG4O1ujT4XL6GVh4KLfegfqxn6wNyt+RGiXdZzW19FtX+vQv96cbwnopYPfqcsy0R2EGbYj4A9vkt2G3jdLUJqyji"
    "sPmMoorlFsRAnWQyeSAL9W7phbdoG2xEhPgsdGDuHpmSBki3SpbwzFyA4e9fRa0UQhJOh99SRTbzZlv1XZp57RKlne+MK15M9gfL"
    "hlfAi2ojq8kQliJ6RpS8HuW46jrNzVmXZJeOaZWu4tgCCnDmzQ+arD9jDedzbsE412bjnQ+CPl1PlpUqnt250E7rsHLGj13JaTfz"
    "7A9gl9EKTl2nILspTl9vIFpWGd63mN9qirUt0R1oj1M+WtqDk5JprHMF/eIqVpRbwoNyOOQp/HwCHlfuTHDuvHIZMZZcHGNyPgBy"
    "fgqxSIbAl3AZSocyHMN7zWLsXE3EwNDz3bk1XMbuiATr9mnVBvP7FdkIL5Zl+04QGSAkAv37+iB83wU452/pRGhem/Z/W1oEHzOL"
    "UE2W76SfL0z5OTi3V0cSy7FAM0wypgHGWS8ndvh5bQF/f5NMQ6Ryv1wgj+AbLfDW3X0FN8HfHd9XITzIeR7Ro9Lj5hRSo36l90LD"
    "fop7LIcsz8Z+FmHnJkHv1jDySGR5DPIaTHdYjddqsa2YDXPMsCOwtxEi31/OU21oyr+RoaaGbGnLISOGRGrxh0VHUdjddb4vIOP/"
    "pxp0c4m4+u7F4vCvl3srYJ/+ADk3lOq2MkPHa8sg308EfNqIh/930Bhzf/Ix5ye7iHU9NZGdyVRsMznGBfMM9MNPzMVM1XXkON8D"
    "p+Qp9nxv4zvVMgyomQnYnRgNuN7kAZziL9a/dtdtmf3aqNdByyzT4/Cn7eS9wDhWJ2FFx2BPl9OKWb/VjYGtnFmhjezbyMxklOg/"
    "JUFWszTnVYv0P8QQtRjnBsZUd8JjL2RXv01GVlCPr8K3z8PbTyVWQD5Rs03ql5FTp5AaxZguD8Wzricebui9W1s3s+MvBf8MfoOc"
    "wZPCSW4LKd6k3+hJ+inu2Bqr3EYcolUiy0SneKuxgWXcF2ENt8V138FTjYC+Ho+f6gJd1Ya9unE/saRZ7JrtxM2d16jDY3KnaAW8"
    "vpV6L7wkwxa9Am97chDRiXIUO2dKvYZ23efHiUNjTTB//z4kOkKkhG9xhg+BJ+wYbdx0ZtzXlIdwdieZ7atTP2Vaq8fQQzBN9aZ+"
    "CT1uuMRWK0LsgbjrIpwfN+vawcuewxipZfbO+iq3nGfs5q2g8aUWw6uuI37pN7ovu6wvgMWaKy9A4m5GfLoKa7czIsa1+gxsllXU"
    "lkAjP8NeqpifGt3oq9qhZ7tWPZknz83krYXP/R6k6FQ5Bt71DTIKJ3odtNnbOkGGyr+xF3F4EJO0SWB9wafJO4haF+hheMtX5WX2"
    "ab6MszpUXoEd/ESux4p8SeYsYUSofFvrGlDsR7XPzK2HrXhU76EuO1Ue47kexhVxPUMperWF9OIKKHlxZnmN+9OwgO+R3/RZWK4f"
    "WMkfhHsPEesxPgvP+R7+5Rgp81ygB3sE5JVE7fhZL5Q445CDsbqb8POWo7fZlqFNHoRXt5gcrvPxzh/gZw31b54u5Y6bh/iIx3bI"
    "p9w5nCqn0yr5Vs2oSXZjtWkVJ0Ls/Y71vNJToO+SkOpVjIYc/oCxbcegFayzoB8i/tYyHp+8j+jK+mTGasfgZshnnLW0TN7S5dDW"
    "8ur/kbHskBExXMNaXcWprXzseCU70+wUfyWr/MR2Kfa1mDMYm7j39tw7s7PepvB3odQFW+AW1de06yU0QQ6bTE6npTjsrQ5++iit"
    "XWkha5jtOs+zyVf5E1xB3VLvW6Z1x+zcvusXNW+hI6c3u4lm+6RcrnbrvOWT4U2+Lr/oUfCLO2ENF2Ll2pAVxCxFlGsXUoaquGtR"
    "rlcuD3I3OUxscvVkrMc84jeb7/AHn76tX4uWor4TxGXO2gWtxDw8qyd2gNVewJ6/n2Ej39AHt5hWzvDXKXfCOBIOx5MXEOfYkNF3"
    "JL57nIwjxsNYjsjiauxBtUeJWcZOZecn79EA9SDOSCLJyPldccx5c9QYllZBV1vvxOFk/9sML8DqIw5dzhDIN9H36Cb5Hp/aobnW"
    "sHut1Otp83a2Jd9rgBMxS2+Flr/IsClx0h/VV4NP5HD5Nev/prMzatdRxxpuWJp8P3tKNW1NRBfi3x7D26Z9t94ynMeQSKvlOC/L"
    "cfL7kv0mhlWtpGZ1aD3lrG7YPS4kMmSaCE9diYkSYR3XMmBHieNcshzTIbB0hoJSQZk0L3oaT26VjpYzKGcu8zlcHG5XilK1xmvL"
    "RNZS7SiZnpQdgteJH/Ul3sKmVgw1dCJWvRlRK93Ma6ZL1cXLhvUQoWd+EuKQd1hRKKc3vEz3ktOD7vAal8Pn/hBaeIU+jCu/IY+w"
    "njOjyU7yoYwmW/WzsM3fwEKemMXBOY091KYpm3tPUoiPbphWLmKNcxbxArFevGWQmA36NXRDM0SKhbC2Z4l1nBxE/j6Xpyj1eMVH"
    "i/U45I63d6U3v5fYvHKE+cGEz/6dK0Xq+ALinNUzX2UdooNq7FjCZ0DqPD9ijJ1Ekb+F4JjPOkMJMXxtrn8qkQw2qsV6n+AJjYns"
    "PFgId+ITOhwnahA8k//o3vK2fmLspvj/9OBsvT9oTntVh8h6Bd76ZjmFTL8zySZezgxA0mcoLItzLzNPFiVvS9xM08rHiou9UqwP"
    "ZeaF7Q2a+ipEGhbSGNk70nPP9M7HOCWlRNfPxYWV4IyFY5+s5RSO0zo2B9SEvkGaWD7V8JwSnMpaww6777BLq+A9DIZ9bSE9YeOn"
    "6s7BMM7ZVbEHLh9XvJFYVKWwckXwLi1v/55+JF1lUnivfirjdLYslb/jRVfz3UpoOS/AczQVV8HsKs23gmLtVms+sWLSnK6qJXKS"
    "2Zov8f69t1rlMcyGjdDS75IBOEqmtpdx1v6ATVinc3FOyzlNW6YW465lxng852PKPV9VyPhQPLuDw8loKunsvMIOksFjbUkdU8t6"
    "223QRta3toTTUtfIOPkBZ6uLzNKHLFejxTIMnslekqSUFhFDOs44qrdEWM0zdIYp8DrNx3kQHtxurCdt1+RtPGMTyLedyP5Eg6nm"
    "aVpGFJHM9ETGonRhpSrCuLIpLI/pm86Smb00C7kMvprh6D8GvfMFTu6/8e9jg18QSeTGV7Y1syiukGgv5dTpn7IiPBfrtwQr8Ba0"
    "zSIijfaVCqz/PFzlADG85BHs2a/me/WVMp6XhOcCsN/n69PELjO7sx29QYef7KbYUz6GMQ00E2fqerxbW6khP1EV7t4pyxLZK7sO"
    "mR5z45JdwhzKMh0SFBGN4nfmLRvmrrbsiXG5CPvfDNrOZzzKn2VMZuNfOnpM9RS7fo9nfTLKyLBWHU5mb3YFdiQ2X+6zUOcRgNQj"
    "aJvmLvf81Ba1aBZFOoMI1Fas2tNHbLqtSPeBPMxljH0EZ54T3p83VMM4J6ksW7ku2w3uMC9D1S0mopL+XXfzmOKaxYvf0r/LrNZo"
    "OYGIfNZh0Rmndplar8QqHdVIRqacmawE+fOsnnqUvAZrblwOv0BCFsPTfQfvtlLH4srGs7QR69x4x3QHWtD5rBrdRM0Y9d525r12"
    "FteN63AkSzm3k6S3n/LRWwRn1Ga3k2TVO0ZctrOWejDqMW9aeiTWTJYi9F38tbCPcerzQByKi4ukyqgJCsk79CLR7puLYVKPJ3pa"
    "BhXtPC8rZX4eKtcnDpdasx7lgeLitGrtG0YQQ67Xx+BNPiiXBMOs41V/CvoxMjYkVpcFLGQWN+RkVMiV7UF+ojr9NcsFeMpfMHW2"
    "1L9R1n4zPZ/tqN370ttM0xMqyfrtZ2En7ecukNOwrqcQHSUCz6ID/jQfXtEyaNcKZlGGiLEefOnPaC18gMegUW7G2j0kk3UDfPW5"
    "uNYh8oZaX+8UZrJLsPtrIBdHYcV/x9+WwZvfF9brGz1H5uuH8jykaQKi4dHEEG5PjL5zpb/0EuNSnA/7vYT2fWiWbzeDCu/YZdK+"
    "myT0KC6VnBeo4Bzb3ljpZZyUXcyO483w1i6TtWSkXotfxlSRgt74CdFaFf48m71p1qfuuNjflpnsGqxiTs3yoxf6NSv35z+uEa+3"
    "2knYgIm8Jht1tZZmDT5p4T/ZBaexxnP8lXBao0z3k76S6bjvIA71pmGuLTcnmvPTnbztwyiullNy9uTWfWaz5L3x32/5Jn/g3X9X"
    "45wy/kfLSQxAfOMm66r1UUl5/EzLJZVSeztv+2bsSIHvrfyDU2o/siawuwTBU/TRCxCr2TnYU9xMue3G0XKvngwZ2B+x8GpY0+P1"
    "A7knGADtcKjMYEfc3Yxaatn/dTU82cWcSLHpJMsyF6qrRp7AfvuGkd6W0d4OEvOTCUnNTApHcWrSsHavyDvhW9JW7sETXKJjwhdk"
    "jJwj9zeC1rxtNmJuaGNiPjLeOi/CufCvpsDzOjn4gZHVh9JKmupHOD3Xy2roqHXU0POJT/EQVuUWPE8F9dU2zFTvLUcSpXEz476z"
    "oKe+xfofJ69KL84J94JN/kBebKSPK+2zYZrFy+/uEciUuRP12GsZq1LOKlE1ZLQQ+nQVznqElaSmeOL9xLorUj637iZW7b+r8YQL"
    "8dR/4k33wYm+B7/+hIZqIeXymTaGHej4wk/CKrbw/PZR5hH29BU+qznuRPtq7BMboQsnQVtvy4ign9i83GvyHaRtBbl8n4XGWYNf"
    "A7DKG/VtfQWr/4U+wehhTwnYvVyoblqlSs8kPu1C4pA0hyfzMCyh9de9B6lYwOkGt0p78zmbeVy4OkTdzWQhuyya4L4z8Zz5Ogi+"
    "2Xd4qhJc9WrcO591xYSadH1Kno9jG0x+TWkgRUN03yaGYbKNPCYzwqHheTgP46V/kPGHN2h9z5pILx9z1DADFjKzGM9OoyXZ9RCD"
    "j78dkZxjHrcpzTiqkJUtx9h0AjGZDdOqo2S6PTNY0G561zGIDfBZqdb8KeNuXOFn0A6SDBue+a5dfA3P8rgT9XtxE6mmi5PsxExy"
    "n3tIie+V6c73iLOOn2Ilq85zYFQz22VW+X4xRIvevhaZYeWrI2OAQw5xGOdWnZMG2eob9UpZGB4vD2JH9w/PR0x4kRQF42RYkM8J"
    "/yIyAJfprZIPTyetX0o3vleczFgHSEeifFbg7JqPbszMNeo6+ixb+z5Oj80zLaPtzuxiHa6Y8hPpx8twWSzF9I52x38PgpQZe2Yt"
    "r3Qia6d2vfNhAzsw57IQ9xuvs8TQe/LJcGZcAzHOyljfSld5GF6V8+dewr8UME8Z99kxV0d7Sow/NELfqbm4M1rISCjFbMVVtDKG"
    "3rubGIOBVbYn4V6T8FRNoV93xdMs5AoOl37SCWfdpv5since/Pwd5XH5Fbqnu9yhP0gnWJDfwx3kmCDjo5lvOsj3IruZp9wIWvW+"
    "aI3nt1ZmXG3i1jI8m3QI2Xbd1JHDqVuqr8OnnA57eyxO2RzinSzX7eU/WQvoaiEuv+dsYSt5U/+F/SyBvtysCTlJ5mL351nN6W/w"
    "gVl+rAtxUkJvVeMesSJNNqkPxHFufMPIfoE8hXVo7GrpBtxIcc0wmfQUwx8cRzQPi94NpTvGatysRllx2ntP6DTfB2B3XUscgCac"
    "oliM3bgEu/kunmANeQWfhvfVEx7/Atj923R/GYwnaS1jtE2TFZBv6wEwOe1Kzy8G6UhSnntKPW/jRVz7b7nfjXE61aPvbJkVKODc"
    "2D7kqFuGq/fGnybqZJ3Ps7yL74PJyFDC73KGv6J+DVr5SMJiyOayDm+xMzybvpAlsyKz6PXYsxT5rMhgZrdqDSVIlrMeskyvx75d"
    "ro9CanfHs/eWTVrNPlrL2hr24h+crlqM5+wgNk+wL3lrO8qHujtZmVrLI+RkijLWjiCO3ah3ic1oVBFJxVW4+sizMoUY3zYfsRB2"
    "zzpV6/d1ZZY5QJnbctVpiyS3kzzi6dfBL82d2/g7n6Q5T5Nk10mSeb4SrvpMPoE7zWYd7Akcd02+Rx3dGiKYZcdOJ1qTMaxatThG"
    "n2vl/yvTnutWatZArhPaXH+RN+BL9JeXdAd9Qd6Hx3a65Es7aUzezC9tke0Fjvt4exf5e5xo//c/ya2rcr2P8/hT3hfckEXCTLMy"
    "ncnBJMiUOZSz8EfBF+pHJLk0a3DGbWN5xzXQRXN1MjTp3rDD4+RlPUKGQvrvhLZPaGMYELl6fnJ/J7d+m0uERONE2JWcKTF/OpL0"
    "5uxnd/A93Uki66bZ97SU2QXD1pxLv3JHmYM3WQZLb1mkfpyBtghwLk7ZLdAOJ8mJiFoOEMvDbGBfleViJ+rPiK9DrF8tq0ppYlSZ"
    "Pgo8UnUvqfboTu4N6uOGNOtJCf3rrEjIfrNC79mV0j5v5Ddtgt1mOHcnElCE/Bafc14/xnmY1j6nYJFYO+7xfvIVbMaxiHUi1KcR"
    "2OtzcWbG6ld4i1JorOuI5BDhahgWrkPCKYWuPNdjfG4kr6Y7KfvAUzXdaOgQG1lVbAaNMJf+dkifvLm4+lydj6ui2KVuMhByZtm/"
    "Mmhy8/F2k+/1RsSQ1h10B+5zIOLbz/AWfeU0/Sf5yKxavw30w4Hw84row1VipZs2Ige1utpLr9kx6110EX8BLFhP+ULMri3WqdD7"
    "v+LuPeRl2YX4NgmieRfBRu8tGyn5Mexqfd0nzOIcu67LGuaOqhiJtiCe7wHwvzboy5Kbc7gF2WbNxztN5sP27iy3iPVVbMJ+lBNt"
    "o9ZjYpgl60vbmeknqUdZtj6RTJagRTa/FyVym0g9IrPT4LtKffbPUER/4qzkUux8Sr+QCfAwf0JcdAfz5papjrMfZKgcIg4/LZ9M"
    "CNWsf9Rg7z7Wf8hgqSHfgvWcjdYiL6MVjA3+IZkK1F8n2loxM13DquN22aeK+3yTy19t63s4rGugg/+uobjsCk9gEOz1bEjWTPh+"
    "qs+R6SXFE2C7YHyKJ8gX9PpTiDxyx9ub4SPO5tsNwFUvgt1Ic5LIpo/6+yjKOlm+9/wYxdA7e0sym5MeTc1Rw2zQM9RSLdnJn/K8"
    "OG5CVLfAYG3aILpVYm1fLQWs5OwpdczKZVhyc2X3Cz0ma6V+J7/oBEaj6/RQyFRu7e/wDRKMzTL4yEeI1U6NJ/sK/OxSfRznzDAw"
    "LAdxKK4UBN1kM3t5SrD3/4bXF4G+WYVv1DET7mxwPfI6UcVkPKOhCPtUV9NfW6Wmncbp8zhF07FeZUT++jKohEdezXxQBPJvEnak"
    "FJJZwTAUN+opiKtryLi8Tq1TzeIwq09tK/+Cj9MR+qg3fn4u5/hexZ+mwDst9hPxSd937nDQm3HPZsJryydHSg3OV7kuRWywHZ4v"
    "z7PM1mXzNL2yyKnnyPGIB7YVww+5B+/3hn6E5z87yCO7dIz4cMY8a9gJbThRtdYje9uqdKbm3yfLrrEJ/q/FPgnmpWPUTvvKhXKE"
    "HBOeDp38BXTel/DrFmuv8EY5Tt4NjsE1f8IKHUUteoJUEzfWMUva/GCp5/RJwD+Mk6k0DT/V+l57ZfViw070BGT5Z+Z3kuzrSvjK"
    "0F2Smc9Nee5W6/zO9ASeLtOzXbYpfz7tiqtgT3Zgr0pUt6HU1xGhqtTnUkNqroy+cp3BeeTLtHj8YGZtIozXB+HNcn+iRPM1698f"
    "Wr+/uM4Cm/xMwF7VUV9XecbNOD1x6wGIZ3HvNVsJcdg3uRhujEFnZ/YklDDmvkaqmL1V5m7LyOOezuaOXc/ih4goimAVDJnpYb1U"
    "1iJWnq+X6uUS4eRFBbPtls0oV8e3U9nIUyf0PM7ZTbB6gkyCvoHWxt5syxqoQ18KPe98U6z/tdkqYDNJbpHJV9b+foEMzoGPMFjW"
    "Qzct11GwMg/KP3k+Xd05zn6OSvoIhmvyrZTJJThL72Kdj5SB4WRIaHNcqQy+UC+5Uc6QT/CdBTiPQ+HvGMfgrZK7L/pyWeEnJetY"
    "jU0w22t+2Rl+X2YRRUV9/XtnSWVx6Ou15jbSlH5RRx+H1Hhc6gTzVXEyqq5mH1AN6zFR6DHTfMXa2dtBW9nuXmd1ZpeEZlEy6nlW"
    "HcqhYYRn5OZr9i0M832pJ4vh3e2DZ2wrZ4ibf6wmYkkebEZLac/a6zLi2sSIuTgf3l9dNucwmL7D1/5vu8hTwYe4Zptgbzz/74gq"
    "LZIcrK9DBnLbrNyfXCNTfY9ZfZ+U62zOzd771Fb6kdyq/x0u4L/zSaiz4YH28P0kZdTace7w/+x9NOs1md5Le3mvo19pU9Fzfe5r"
    "92A8/m0+Pl+O01dOxhGTtevYi7CZnXLz1eaIqmEbm+JcvQH7PQ0ScB/Oo82ZLoRGnMhs3Oc6Cf64aZWdcGp+w3n5BJZngHQK/oFr"
    "TZAR8HLG4lPXOdZmi/n85l5uU743ZA9y9PQRV2Wxvqfu9LC/whMa8qdhir4rBaytLoYvsz8zjydJnHO2j/NsXW99MdClf0BvtJb7"
    "YM1m66uQx8+bZOb7I5Rzl4OxCtbBHj+0rzjWxITvYlLOEs7QE/Rq6Ik1ejN04EBpi5O9i1wrET8PEnKt1f+pjqcuF57dYXKKXCbP"
    "YU96Qo7X4X0n0Vb29n0iSj+4PpOgnMfL53VKOW2d5oR786ACcYGb7E77jlzH+VMDjRnqOcGlUhz+ob3hkVygg5u0lnt0ZDgTnuxR"
    "4roTMshp3zF+a4H9KmaOK8lnSRItNkbeFMfKGUjLrfQS7IfoN+050JK0KKa9R0qCfQ7HyOGssCaoJe3Ji3Sxt3Gh53lxaJjWG1DN"
    "3s1M/FHfedWOOHdNsl6iZmsQm4nZX8U7qEcLfoOr0VQM/zgX+0GU+eIoZ82L9WEZgpO5XCdrY5mFfO+POibEzfAjXd6nElbsD9jA"
    "sfi9Ui+UzyAdf8CbmYuzlNFM9VOJDlO6K9HqI4gHt6dNi9GvTHrrnYtrtpLVF7PmD8C+JXH63KxHd3bXrIP9WCafaynrt1aPLIFW"
    "vhYRxDqcyN+w5mbb+8ipiEuPkmmwWYaRO4kxfYTZZYeoadyTLYJaRsbmd07G3+NEYDbO6C8l5fv8omReNLmzfu8SRlNuAivB7OJ1"
    "lOgq+E7dxXE3ZDokQ4+xtwdOUwEiF8PIuBSR2Q/QMR1wls/UOFGdTydeXxFi4YfFKr9veXTcUOsjLmUEVc8zuzU2lMbwHNw16msW"
    "ezLT19gnL0DmIzgX1hVUAMs7kLnOCDTO88H7ert1ictHkIXxej88/6Gyj3zLGb45ZHu0fOlPOJOHWRVWLiaKeJKdOJlniyJOcchP"
    "uT45H37M8XgDq4VbB24BdNRvnIO5QKp8vifNFVf2zsazLAoVjBZ7iKsJmQfRFxr0IPg8+8HSz5S3cTeLEX/FlTaFbZl9NUTlzrDc"
    "N8q35Ct+E3d7DFHxUp2jz+gL8HxGyhVYgRMkKof6uS4XnTis40N91/DLRMVzbNkOabqSdaaV2bqVQ5FJ+5iiL/TBdH0WesQibpuN"
    "ns0+4B9kilzm0TLd3TJ9A8bWYTGY9S21luvpoZexJ6uE0yMz2el1jHwDvTEc53w98R+tayLBuUOrup3PDN6nlOAUe9iT/FbK91PY"
    "dJpV9k9ogF9Zz2/cmrWQCpyZ3aHnZ8OjqmXXZ4worqs1w3sc07/m/TuxyyEFC/qFWGw1SyPkPfoNd/xF78D5PSaIMFaw9ziHyEqN"
    "1T6WErMommUPCT3+TdrXDHfPTsuqxyterWfhKQqxKkWQ3pWwnZfhTJ4trzRynwgjFpc5PVqcb2tT4GWwbpdDzxRh3Q35YSbeq4aY"
    "wxXQ2inP+/W2PuFPbRXrLzM5M2h+kbHgWk/ryXI1YrJe4rrflfNIGRRC8wGK4aGmiJFblM3VGduCrdIJZEHsJKFmGATqiAduvFWr"
    "eRrKiK/YA+c5RX6xGj6rYxNcwfglAYtfi7MaZ+23hk/RFN5SEt9KMj40T+M6cTijKWZZa/Hd/jLPdzjZXPoF+P4Mjz1pusJYq2bB"
    "6vTDNWaxh8M6QpZD5neS2xB7fBhukCfD4UEHOSL4V/i0doQ3tUuQ0P8wp2po2HHaoL1wtz8oVfWRxJaYzLm/k5thOpWdkBM/i+7m"
    "WXZvpAsk9yflOHtrycnneo0Na+UW3PEw/uQOYrk5zc42OB7JI3CyqngCu0AGbaojChvwHZ57D9nkdzmTlQyJwhrq6fqpfM+ukwv1"
    "FdzlZekjT+kBgeV07/VdPmMRBdgkdF881WhO37XLTrXXT3nY75N9n3aEGr5Cv+GsaExK2Uk/jzOhNbymcSLX4I2aZqO4+gm3dpLh"
    "Xiz29eDMJ318zjBk77XDuXJ4I6YXS6EnJcunkdETXajdQsqcVZbaMAeXoN9/ANbA7MRfNVIz9lGZHRxEa1ynI2SWnyDZV96kX3mI"
    "9zxHwUIlmONNwIbZbIb1oRb4KYt5kNKTJeT5DD13ZpIZ8wSj3krss7FXXcrOBGV1PyTymWU1LIOR6xObyszz0082nVdGb2ItOaP+"
    "qiU1w5cX3kNuuH7ho/pkk98Qpz8na+Qh6UM+YXuroyXukbASZCNIEHeoivXp/cTm+xeRB3YlkfljjIztdBpvYgW1vWW5KmB9yvCr"
    "nFmnCuJF95TjxNiI833Eso23byn4UFY7OQn2M8UJwzir/WXQKVeI68/8EXK3hN10naSHvifHSE/pHhg3y3p9BV5DLbGvbF6pLSdo"
    "M31cW8OEdvhQDhOxlJYhTW6NlNbzSbpeuPpOmY3Z2T6bJElz1SuyPEGG0OA4PmqymS3n2SsnL5VvNUwsE2k9NUfqTzIXUnE4VmMS"
    "/JpZOKUr9Xuc1JS3LAc2yBHX+hzx/3lPvepare8y23sL1tNc37lQ3oc01bB3sVS/Y7XL5tHby1KiCZfQ6pThU7MgceKppjWt2gAb"
    "qD7GyEyhdcre1/lT0khOKDe+f+6njkE/2/V2FPVI3mnvba+FvXCY1i2YuStl32aSujr3uhkGcJ7v9gzJnWWZ5++0saeu4FxShLrP"
    "sncTeL9KYmaX8zuVvr80zdjD8msXSS3vkyCaeSHveK0s4E+b5zPO+/0PiGM+Xo+f7CO15EBsLYYyZB12a/G39lJDTMN7xcVnhZxE"
    "2YTTdznZ7reTl/xMbow4cFXsRhBOvu4oDp04Rq8/Shs4Dp8txrOvYDZ/LTFRZkCXzrB+XMl0x6bZ2ZDieS33PcttoSWul3Pw9lPh"
    "ibyH750om2nDrxDHbF9CXbgvseSNdTAPkaBl/ifjGodbrks6N1qV/0P/BU++KzRyAc7xCESbhgU2Afar2Ns29XJkvESHiGPpOBLy"
    "utLXnqKUkd6+9yuSlRaTnbZiveCXkJ/1f3JOfIVaVdXW6WPa1RXMcNgc30rup3r0/W3lat8LWqzvy0+Mt6fBlm/AGu4l1le8jZwn"
    "v0BnnS3vQuIWIp59WD4zPGQ5TZ7X3NXyKPTNAjU8w2uwYpNxrjZh1b6BDiqHDWrHanAx5zHO5CRJFe46UkfLz/K4PALf3nJJH8Fe"
    "7qkjgvHef23qfZc49tP1ucfxRF9Kpgup1nckmXxbn/RYvF850ahL2blmff81kNkqz2LlkCZrfGfBF/IVZ8dTXv9msrrl7CbM9E61"
    "l7aS8Fj1zic6Bs/1TzkAWuZIvMd+Mk5+1vPkVvkab9eS/fkhPJ0VGiEXq2PgrWW/TTV5k0IpYeakDpFaRP/bnmZqlPvgZA6E1beq"
    "30W49uXSUW8LRst1jEvstL0o1cSobo+dW0AupIM9U4L6qTeXkyzlFEzcW5kYu8PdBLmt8WrNoArmE83yTYmzvtGF3vdGHYzY1urZ"
    "VfAPa4k0MdNb/K1hfYasriZ5Pmy6dS1+fxtSuPJv9YdsK7ZDPajZd5E18OVjOPmzIQ+GB7KnfCKVzHXMVIcFYUhzw6ALElwXqw7b"
    "BJoxXd0rjyKKW0XPPs1OsVrGgNbzGSOyl/P+zHNwqEuBOFyxp+V1uQYaPs2INE0OpTXEOt+lAQNImNUOfWW2JMMJ4Wfh4zo9bCX9"
    "5SotDg8ObmtyHg7roXxit+sOrcpVt66UMu89l9ErqVLX42d3XMfMvtvT5yXBqWGHAZILicMiycEyDdf6VO9HRFdOzb4SZy/0LCE2"
    "H1rPULmZZ+hi+RMx7c+GkQWZHiJ7y3+0n/yuv1FiDNfsIzEEmAV4wl1wrowh8lFIyGEWoco5uP5cbRmsRIT+BNb1eMmnJ2P+bYQa"
    "qZAod68Fq1mvsK6BiWSvWqIP4T6jGqkvlGjmPHb1uF72ibFu5f4k95xe7u80lc1EYE1x8m2zGt6GeagXyiZ2gFbCKn6kX+vpsHhz"
    "9BrozP4yIzwmiOr3wfxwRiiCXQ9jTWaEHwZWfxwFa9/Me4MH8NxXILqIQX625/UPkTgzg1Hy4z1NfLsy2jxlZs58CavmJf3sV5o9"
    "xW6Co48Efpr/afonFnOcAS0cwKJOJrrUGurJjj5iDLfo7tk+2FdekSelu4zUz3Vy+J3eq/vpcrmYmrYePV6Jjpjg2XgJvuP7xHk1"
    "7J+v8Py3QBfZW1axbpvp+jiatsppgeFSQPtnuGJfw84MgOYcrycgToixczRJdOIEbWUlucasp2Ejp1edH1DO3FWCXM0BonE3O+3m"
    "zswCHOZnK3J108WZmTCPtxs7UULfgZtq5D5v6Av4t1f1bj1FWja5Q5siBrHczQQ/g2n6833WilRPFdMuqxjRqX+CNHHXHBpzT8nw"
    "Azl/s96PrdGGn+y6xSdp+m5J5lUiPO0OrfVkRpzuvJvcLuT7Olyvcs3MJMYgd0l/nY3a16MMldMLOVsyDMrFrIo4BADXi6cNcg4N"
    "T02X7J8s37oZ2qgQ8md1605inb/mIR8vixhjZZhnSnmdwdkqvE1ZLqQXehTvcTnPv82CXypPcmbicHkcceGbehzOxmdyvMyHB+Ym"
    "YLfPMvhYtN8be2GexDrtDCsySXcKXkPk2lruwFuXUEsn2fXvep87StJnm3PlQ4pZ93aZpAg5WMxafshcVRnRmR1/o0Urr0E3GZ5B"
    "BTGI4r6OGCMK4y6MrPoihrf8eA1zCI8SO6DUY1zU5yIyfTX1PMdb/2QO/NH20D6ViKYTeKtd8O7LcGI/13nQZYaXVqFj4W1AN5N3"
    "sZ1syvJRm883wDPPKXNnfwYd9Xz5XHcLvtZzoCVO1Xv0CVz5KpnH7p+E72Au8yw+I6FLcqOD7+ynOUJNZ+ubNie+PSy440+ymaz9"
    "odUi2KspkJOnJXclZTM1nnW/JTxin8URs/VrnFvjt5irb0GDHAA/y7giJ8BGXYl/ay7m8bfmBGJ/7GdTTpXFGIc1bdAFZqfB8TOP"
    "1bNhda7HOiWCh3UnvRXPeazcApuZu4JrXN/W2XKVnCF7E/mmOeR1DuxdCTOe1ThlZXoS5yLegWUtxjMa272hs+wk90BD7C/G4HCc"
    "TIXfkPL+a42qZhA03OmPkRfIPPlpkuB5TZJHcwln8eolRP/Lb3R/br6FrauEFKazHQ5pPwWVZubgfKzlJzpMBspTwV7aCp74MB0V"
    "PK7v6lc4zYY0sgkR5DjsjXnUi9gBeCxxIVOsQhcw43YT3qoTfqLcy8FVkvLYkuYPmX9wAuR/ObuDDMd2e/gEf+I7P5ItJJMTdWgr"
    "Dh8wT+sxj13PT9tsFq+EXbVtuL9NcXIPk33FkIZncnK22mfKYvCF/yURdnMd2EiPZhJ7VshOQVsdh/Ayn1o1xdlCOzdHieuoS9B+"
    "VWOPyzj9W0IOpjr2eVyFax3su3OUOGoJzuC5TM2uXp/aEwzj1bvyjt/RO47TF0xyeiaqj4mLkddBTgwzYQ7ueTOir73kRtiNC3Di"
    "b5XcnUolrJXaJxdK2teRC2B/85hROxi7ibhZntZfsfdH6j3hSU3+I68iCoqRwW1XnKUq+GKXBnNwnRuI+Ghy3o5+7wAxnJYarvBA"
    "nJUJWPsN2JlpuKr55NvJab7q4Hx31W7ZjFDSzxM721ILb76+kufYqpX91cq5d8sPDhM3AXmnnAmPtAcRMZrjWX/Cqe8u1tl0Qbbf"
    "v8b3Qbpo201qmA6xczSOHX9XEgevHvMyqi2zWeVa3VEek4+JLW4TVEdCnp7EubFpkwLWOlPUIk6HFrP6l2DPqeEbR9k5kVbHBu2k"
    "qh/z0a7rOMbIz6GV9yOr62bGKSWIqT+QxWrn5htO1f9TXJ18I9nNixivVcE77Ar524PeV5IdbCFlcxm7Ig8mL6f1KdRSjgzzbhKs"
    "z0bW3tKQ5UX8yTSj4RvldnFdcAorsZ7r7dAOHuSORThBt5/U81gu9uwOx0oGI80wpeP0I6yTqgJ+Xp33YUL/dC72bOyTfHZ2x5gr"
    "qoQf6brPHhf1OWvbmUxU3Jfn37TDeb6jbnq2O8p+PSxX6mjI3h96UDBdZzDKfBW7+5T3wawqlNGZfcThkKYg3ZsoLyfzGdPMo11M"
    "LojDZTrzZEeLQ/kypoZTpZQs4xsZNx7DnpYUMfGHEc3rND/xE83yHq3j1Y3pcKr28bor4StXGSSfLT2s9pLpno5Rg1UQ76KaWaWT"
    "sPqZie5achq6ybNyaIuF8P629+yubq33pjTWei6QXMj/dZ6D2CzMy+Ly4k05Z5fwPftW576Ua99eyokEvzVWjMxEYa77WKw+TIbD"
    "axksg+Rf4UrZAT7LGM0Tw/gM/aSzy704zdUxJ3eI2/VmXKlCbzVDj8ld63sm/8H4t4z92ObLWjX8TvgHl+BzcgjIMk5bnAvPsgIW"
    "udbnhXbMYuo2ngl29S3zIg+UMGtVbXpoNfFaUtnuqTinO4To1ocSpzJGJKgk9ZtlnJbCflg1YQNn2W0Nl3PNyxFLhPRD88gAsp84"
    "nAeHkPaBXhIY4q71fZYRz6US0fl6MqAU8GwmaEnSntEvxQ6ECuqi4dRrcc49VMD/qebbl7MCG4O3GyG/nf18mZ4oUerRNPP1KdZR"
    "W/O8lDIqvUIcttZqPEtnxjnGXJrPzL7jpCpl/aMQV3oCum0Xqe+BK2HG3mXdHsUbWV93ib4q6/FTMxBv3SSXw0frwBW2Tpz36Wcr"
    "K3uPyKpGenWTxKqI+Du1I8q9q1CbLnSe0F6ctF9MuXueOLNlfrcPzUq0qyIYbt1cSPBd0lmM2TXCSvgx+K9lRTZCjvtLK0jU7TJG"
    "HpVnYVffwh47tNkaz2hs+vxMMsvuACtjKAkTYCsWqk0yHCDD8X9jrZgB69sVPtdwsRnWu6ChTpKX5RgyPUQYHYjv5q2BPLsutvPY"
    "VbUIOrK7bC8/Q6b3D77AtQtgNSIe87qOuFjt2Zfg8Gb7+bqxs8s9PA9AMbFjjI83Ql0T45v2pvaMeH3bhr9b91wfKWq0z0GJcHiG"
    "ONTnOh+3JWiRJtP7+RNeg+X2DwlqEe0V6yjIcTnl6mJxrJunisXmCU5VxBilV5NnvI6RSU/5Rxbv2PkRbXjWmnq/oZrxWprTPaXE"
    "aqyDT5TEOa/F/UvIimEn/nr4LlFqE/NTu8owyN1ofDIEezEF+zsFtuTf4irpYQPE2Ix/GsXP2Hc/lo2c3YhAXsv0FXI2JHlq6zxf"
    "rSGfmo67GxZmPK6/Es9Rhf3eHTaiOXbhdFYBjb+gjh1xobdbSd8xlSC6SoQcTsXwDi2qXw4JyvNes2Gm7ikOo+BevOFGz7Vq/9sT"
    "b93OswBbz/CP+GQ4du0T/UPekQ6Qn7WQm2sQCebGg0x7zCRbgcFeH6+mhkh47rWUniMuUnI4N4WQgRf1JekpD8i3erW8obcHO+KU"
    "DEfMuVqP8FW3meQZdXw4h8thjXJq5ELXzz2RuEpfEcfrZzOi0+i1W0TcIWu9mm5hzexfPvF115Tvfw2JKz1ezPof5H/KbP0CzxJU"
    "Dk/oZXaLhJ6lJOF90R+lJjshG6dmtev38HkJ80qNhc1m2TfBCkzB3u0lN8g+MlSt7/EMeUUXIy5/HBrnQ0Rq74lpkyL6B5WwOEeJ"
    "9acuxN9ex+8joVeqiJKXh7NQonvgfBmm9kB25tidryWrVIoYfQ4NvZbzcGnqqUN99dp56o9ADxmqbAUr6a/SNp/H2CTB/ow6bZfV"
    "5+kskqvV4fL1HnHWxnrqTmCVMuWxrTPRgEDej6H3bd2LtVzHiXqDGEp1kmsxpBFentXwSOLUUvY0eeSouxm7bFhhPWnTkvCbTFuM"
    "57pvJAdbD/qcVku3TOXPzCFN1/Nx6rphHUeJZXmHykhohCSijPP1MjEk7hPgWa4jE/EMnL4YtfrHkLbb4MV0Z17HTkkhbWqCc0lB"
    "lnPc5GYKT1wM2q4FdOaRnF7Iw98n6DXMyR7OvIpjmFafo3IT5S5vXuNxbdKs4zhUmtXQ9JaXOh1a3ZAHRkiMqCYV3H/DJXU2bzin"
    "ZR3PdT5Rd3KdrDGQrrm6BJHW1XIfrjsHq/U1cZuNN9ZlW/Nxgh7HOlZjNzbhBOW+2uu432LiT8zGTi6Gf2y2/ABEnqfJM/oZtYqx"
    "PyzR3/Hc/YJVWMlyIqtVcprqZClmlHS5RDn1u0rrPGZSHdfbcgymc24I/sA+FkAibsadVuiX8DRHYzf7+iz0zll2avWsWGlfH+9A"
    "zokU9atj2LDMzhycm5WQoMk4jyuwms1wBmaJSfBV1OYRvEtncZzr23NmJTe/mTFsWIXd/K/OvoNhOf2yz2Cdf8Ezb8L9lsKzmKfG"
    "tPo+3rmELFVVZCyYSSbsEJbEzuqzYlkTwyJdo7NwzzWcWgmJ/r6Bees0sddCah+LXLYhB/pRUsJ334A7xSEPCWJS5kb3Wgeptzzj"
    "AGYmlnGyN05tUw79coJUEpXvB6yRTaS+Bp3RTtqx7t9RpnquY0PoOJu+4TK81SpI/sf6Dx2KNXtTl8trOH9/iLHs/MJp7jQRtio8"
    "XrxVZg+UTCdT6DWq68DK/UkvzmjVe5eZTFfaI0tnMr2/aEP+yUxvXn2PXmufr/jT99rZJ8fxJ1v5CC7X3FQKMp5Ux/NWTm6gJKQn"
    "wfzJmewCD+mFHCezeIYLtAW8xiexUuPx9l9BroqZG6/CT1wbrCVWf5nHs0pyRyv1W0jRVcHj8lT4g6bCBdinpbKrjgnfC18OTg26"
    "yrFSye6TX/GUUyHJ5ezgz8SVxT76djXzg6h7cq9bFTPmD4uLKiOcSLIuwEWMxLsy61HHXs8q/72DcHKOgFZfxKrqjbDBxiC3Elrj"
    "cJz6fB8Zh/57jk2wgjzLoeePT3hWgzzWVKbq1jrMjqb/1V2SWYzmtEeHoLWWI2UEzt9i/Ux+sn7P8FXsyTta3Mga3C93i2HnDZRP"
    "ceYu5QTTREj4KsSGbfQyvVsf1E1BT20VfKmPacfgJX2O+2nT5veLdbr0YDd7G56NX/SuJiNkX/iwnyISGKf9IOP7yYBsltsxHO3p"
    "8402kRLn7hb6uczXsMeGZ7UtOVcW6Eh9F1piInyBAcF1iIzy8Fy/wqq5Pq6WDWYrW/rsVht5TKo8f4E7NSki4NkpeySbC8+gsVcS"
    "ua39X+baHHaszbXl/mQR9radGCLVT4hXTmDWZBk054tifkm5Fnj+slEyhSe7mjayit1dITMM77LeYJnu4kY+iZD37GSeJetR2V/6"
    "4P2W6ljPE3Am6/yWlz2C2L8OP7ECJ+o8X+OKZD0Pwwl5Ft7D0fAy67CKhTqJmMWF+HfzGF123OZpEji95lubTYuEj8KPO1C+JD/J"
    "JESuf2JX9mmyljntUnpJAyDhZ8lAvPcqxDeD4VNcJYatnKY+LuRMsWUkTF//AN0/xmPp1DKv/jtn+eYw6q71fccp7PUNYpyfZzJn"
    "4GZ54qyHGE6pcbM/Sjk6g3Kc1HXUMc7vsNkrsxhR5nc2MqdagfjnfPkIP7uE3Ej1M+GuEnEfUW5aZPFN6hFTdsNpGcQ4twhy3omI"
    "vdZfmCLSW/05zfTROjTvZdpw8td9sr80nIfdNquF075z4S34HvvIuUE5/Jp/y7/1UeigfD1SH8bbWU/gE8FqvM+X8AUtF7cUv8yy"
    "tZc9yfl6EDG4DZHQOtT3hDZagpV/hYgCV8Fyxjxeoc1fj8S5HoO9nA5pM917GPTpEVifG+UBdTwuG8gHtxKe32Xyq8z0ZylNZsof"
    "PKZnLfy7Ysn9yQ3Yv5bwLPL0Y3gD3cR8vzn6ns6Xg+QiSPVc2NAV2MFf2dG0ALJ+lX4gv8EyvAG/+FVYhtWaL2dqIrwxeBUnqy1X"
    "uTsn4Vqxk/ZQsjJM9R0jNi3wtjpuryr9GdHsdE5ZlzGaq9Ml9Jgr9WlEHrmtjLFmGc7lalq4/cX8+t3kSngk3+sD4qZ5b4YvO8tb"
    "wj/0a3jQG1gZqcZ1x+M8LMUV7kRsO0S+Y32yTEcgutxPLMM+D999WroGrrPC/KPjA8tyTGemYTTepj6yjzFacH1bB0MOv0U8aVWk"
    "GPvH1usleP+58CyeFotrD2a00FqaEp0kRRazSvY+uYl1y95b3u8fYpWhi+GN1nqLkJl/Un2HOcXxEoqxAD2tTRFNT9e3ggi0+TPh"
    "WP3lLxU3j4yX9S+29onxlqd8x6dltGpoaedh9w6QiPdRU559L/TVUZOj9rIdOwMyuFLutEyA5Owgz2NnPiH36j7QiasgeeuJG9pG"
    "zpFdyJ+8AW9bSq9uta9TXyyuL6GAmSFjx6zh7i/zHQpl9LBPl5osN+nWefuW6j/Z+for9GwbGYeIdqIM0rPlOb6HscSkaGPtCv3E"
    "dRrvJdaHPIf+Z4RvfJD0J05Ty6x+cNGyw5px05ZRf++2WyDEpphPsQy8+WalOloK+byuRps7f5Crx2yiHM5KegkzmJOh5adjbx6X"
    "J2h1AqKxljLDfKiMkHJ2B2yAp7ES2qUGtmgk/O3+eI4L5Qu/y2G2T9RNEbkY+Sv6DVYTNu2yPXTONYjvD5OKRnDdmwfX4URE4fcb"
    "gkWePAiL8I22D4bjp//AnVb6vjNXZZqIK14pZ0CfPBbcA39pWXiB7mXMiNCN28jLRCGKExtReSaKKVeX4S1yZ1emao2v73elx1XL"
    "mZFBsiPe+FRaA1dLc1G+sx8dpNb7e13FeSPKGl23RqZZa8gBG/dI0PnEGE9yvnglWbk6MvvcltXYqB7PfoE6dsnF/L1q/ISd9ZdU"
    "UHe42cLdPSPa7px16KOG5NJLpst/rAcdPoChXYxEZPYtdNv+0GUr8CZLiD7aE3t0Gp75Mpy3Cv0EGns8dttwQYwZYfdgLp7kTqzD"
    "h+yEqYF2X8hof5beTp8iZC4pYLdxc+9ThJy4S/lphmK8Qz/ylJisrWW1tZLRapIxQ5TedAXfxeHbxZjxOJjXSXIaIqWOcTpJ6enK"
    "OpdxLd4GiTH8wesgtZWwdk9Cg4dynhQy87NWz5G1sIXT8czNIYVlahjYpb6Tw05fL6lHQbCqhslDJNt/0D7bIRElcnVm3jiO+yX5"
    "5OV6kZ4CjWkIKk1hBzvDuh4JLXKQrA1KqRNDf53Q902neC1Dau/F97NJwes5pWB1B8cXbdPAi9kjcqlcKNb5baepTG8iqlE+dV6x"
    "PiWbGCdXUcftwzm+UlqB28UQc9ZzhSM+5unDmprjP95VivgWF8gMnwOLcf7DMbSlG0RMDh00ZE5xrI9n3dq5qv5e7PRcQdk+G9o6"
    "Qk/RvJKfOTnr8DQuhHehxKUxuT6YjDZCiW3JqDSt/1+zoLm6a2s8RrnlKIZ6LtAaRmLpLWI/i8u6+v3uQgyoGtbGmot1W8SZ+4/B"
    "Szsab1YMmf8W/7Y7fC2LSt5jzkr1R/y6RTLY8XWUZFdzzv1JqNs0YDJt6u2BQ9J1/BIRz2eR9p5zzPcy18IzSRHnNYEz/TXxyVyf"
    "/E/0bGfjOj/7CsZinP+IJrJWzZDLVN3Ed9rnex3W3Ons/Ih5bHWbzFOff7uC+cXyRtfavd9CP+tnT3y6nzhPciotzZqau1OVn4N2"
    "b/YN/TM7Oy8Qt6OKzBMOzcDtmkXsx4tjonUz1D+RvyXBDuF8+nB2rQJWC1J+wiWD1HiuGGOr4Yot1NW4gk0jJPRl/Ve2zqC+r7DE"
    "r+IeYt2LjiOris/pGEPqcD5zP0HaVwT24VXrOF1vHsc2MlgMM64PdM1I6qWdYdm/5eyG4Qltxmoa29ld8hZO6QB5Vy9hNnM83qXK"
    "8+EYWkzad7a5Z1SVLSJh++8MPq0h7/3AMziNvT41+pu2DB6SH+UafSX4Aqv0ZfomjUkvnSeH6WbWkOp0J+Z1A7HszcnQlVXZDrL2"
    "siUyjNVuZ+smYllZf3wXeQrvtzPxYJy3dqSPeMZQzo0tzzi+LBt7rFjXwTKs0fHUW27G2vK4B4hlmq5GrDZHDUO7kFUH67XszoxN"
    "X/ZgOau3kMyhVWT1eFRGIoKbTgyOMuZsMj2Absp/rj/rZzTCRW+YGAV4Ksvz7CqWebc9fla+wplvI8uIOmXeyjp9Uhyj55ytngVp"
    "gJa59TmWTMfjBRLzXQAB5DJPP8XaFCFSiGr/oBL3HwgfeaXeAt8p2OrV7O2OhrZ/QwvlIWZOiuGFfYQzl8c3rmJ/blIzHa8Bc6ZR"
    "atzjZXMDdKZMV+JQmYbdPI4IGWlfJy3kzFOM/RGuv8JlQyyq2htewlJ4CRsh33FYu0MNAR4SsRDRQwVPo3Vg2qRtZ9o012WQ0gmw"
    "7DadczqiIUM6W8o69D3wdaJkfXuD9rGA+YCkxzM9G37hSFz/DJkA/+NlvQ+S1Urek8V42n8STdtl0Vz1cw2xEJRPkOnCcXJbS03T"
    "XDJ5gGS2nuPyaTdLD3GsZrWsyCzliS5jpPgj/tTfT4s7BsUbyMiZzE4xxnyceSa9wmptQVY29/NWlT5THFqKzWKvoLV2JzriUWDq"
    "9H5I3O3BRB2D9dhVrPNrMaK8/vKg7IhzbDOfUyGlU/WW4H15lrMqq/X1LTKGgeT63///T8yba8IZJOu3rLfBApn7TPJYCTsWUlFF"
    "jo1S6K+lWSsbet+qu2xDPP4qrvJOvpqdyOaqlKd7PvyKY+HPW97Dpi3WQVq+k9Ey31vbTF+0m/l1M2eaRTzrJRnctRqyuOzBabwA"
    "J3c3TtJEET3+CT9sBU5PW+jFp4PX9Ur5PTxLboMfUh0uDKtocU7inFWC3lEKltBmcXOjUFi8e5QU+bmYlJ/wt7+dIJdCO9pEZwk9"
    "1OZiExHGsX2Px+lM+7tEaSNne+wsk+h/QcsU+CqQmyAt0RNlNLyQGHuNvsP9DYWvl9wtx0lG89X5vsCQlTurw/eQOTyLx5Kh2/ID"
    "+UQtjnJ6NupnBAZ7VIYyZmYjeMMv4UvPwOrcgSeeqtfBU24tk3QUfLfx7BG/ghwEZbAw6+DrDZQ35UD5gWewRD+HZrxKfsQurqTF"
    "n8PJa/XTHc9IhUchiiKmNizznaSYdV7Lg3eW2fqBPiAHyy3yog7DGpbi/ET1Ln1DF6jj1uvo8YyVHFFx33H5MfSfxWEWW14Jrf6i"
    "GK/W9mJVgTke+6IGeryGuZIy1puSObCSE/oq/KjF3BvHy1TJfEwdMS1itBhp6FnjanOatIZdnNWwZAnG+9b9a5pkCX62GFbme+iq"
    "fH0Jp2aITMaqDUec2wpe2z/xna+gr0aSM7sYa3Yq4pA7sKPDmckqbICR1EfW8+wXQqrzqWFKuM//kkI/2X8SJ1hDz0CYomaM6v5S"
    "zCjjUJ6NtbBghlQVZ795Pu5XwmxyHaeZjmEu3rCIc9dLRB4Xm7M+Cvs+k90qC3G3Z+W1RixgCWOwlM6Q9dSdpbQuZrd3lITv9or7"
    "fq6QLE9JZtSPldosmmAd5SdkHi70lZRy78uGrEcORcT1u76Kv92AP52gNbCRj1gvWrCL3CSl4VeQoh5yvb6tk/RaWKB35QuJciq+"
    "nRysFXJF8Jo8rqOgJe4ODxdj5H2GfO/Ols4ldkjUVwdys5jlqsYa853lo2+D/TheOmGft5FR8ifO8gbmBg31IyJnQio64ZkW4fe3"
    "dS/dPzgEstilydOIOTaE7+u78BUtS7NKz9Wr5Sy5FLL+uV4ihgC/CE9llfneOO37EkW52k85uEi1Nez8r3jPnYIh+G6LoJtW43un"
    "anGYJGNae3GMPSnPAmsyMppYXt3FfJVvsM8vBougpW+W74jqnqS2GstTYtH5Ljj5+8tKdqzVEbFpW0SmUU6oXAXf7wg5RNzcaRmf"
    "NM7+whoieebiKd7MXib72bmQBzcV69C2LoEnEVNjM8/T83Ef8ww7Y39fx59PlObkCa8/3Q5FqYts0D3wNobOuCNxi8qx+0v0J89H"
    "4xAUyzi7YCjxC7l2JeT/2kBeUJv0uw0eXxS6sAIW3WT5FGLF9pbzod02swMxdx1wFefJLTs+G2fHGB9K8IatiLiTYI9hmnkQtxMp"
    "ejfdECf0lBaMk0uZLXC5FlvZdcwy2z5/KI4LKJAazyhU5/GuyvyJGUIrfACu8DjOw4/QuBcFeeEf+gT2/iN5Imj4nXL/neN8/qwL"
    "1zMkr1Qvzx76PXe5zmsGm8y9lxMAVu15HnLQW07mhKFVVaM8wYbgsTk7B/LfmuJXxGo7QoaWQFeugsydD9l7E+9XqF/JDVoTVsKi"
    "HgH720fS0KofwKsboe234sM4zIcUZKacHfUpj8PqpnAGSwmrFgMlRVTs5lLKqO5usW7zOepmzlydxqa3+jMSOlqsn+NiWPzbIYnf"
    "Y9dXYQcn6494btv106Qe19X1B5jH86pshxO8SGdi9SbpKcEv+ha+/Tx9mXXwLzcysvtQFweLsceX6A+Ncjbs7DMmwg76TEU/aGTC"
    "fznvkNQMroxxJB/kuwGKYdf6ez2WYpSwnFJXAl/na8h2ilOCnzJvbtgDj/lz5LoBG3YY7CRWXzocUVOKk2KVkNk6aJX1iPnWcg2T"
    "vnsqhnNn3yin9NZRjm8Sx1lkT7Gc0eyQ7ET6WJ7IM2U1Zz4dmsiukvRYS5kZTPv3Ck6GO2/bZmhXEzsiqk94XCWrmRwgxk1bwvzp"
    "79iHXSTt5SJJdCFni9bjp//DieRUNrfdW9zkITS5jMXOWcbiNvlWxkGvG9vQBfA7UvQ8W3BX6hpgnoReA4QaZvly1FuQ9Q1qDvUc"
    "gsYTkLte8ili0b2x1p3lXXg+K4m09Qkk7RT6H2nKXjPiaVtm8kx6KV8jWraYq1qnQvrn6Rec7G4qX0k944lD9OkizhuMULu1JKJY"
    "MatkZeSmrdZpuGqnBlhDcfbghNn+uBSxmpJe/6U9D+WhUshsd9p3/O9Av2MdpNF14SY8ikHCM/Ra/2hncfolTfTnNL3lTvBahRXC"
    "ao8hUkG9abX397C/S5i/Wa2HYf2W4czNEsMvt87OclitAujvS6UfrOUO8D/ziRU9RhuPiv6KWJDp0c81YTkSJzDm8coLvHQliSGV"
    "20c6WazXfBvauoosm3MdM0vFmvJ5uyrmcl1G8TgiL7XxWZcY851u9S0bcDWiSsPRfVL2khPlclispvBuArMvcjfsuk0RzNJugflO"
    "qyEdlge4AB5hF48rUyJl/v5RyJJZM2Nt2YYcss3EZeu2a0TvNOGE/x48QU0ZcxiGSiGi+VL4VduK9V2Nwl6OIgpWH5ypYXj6X2h3"
    "XVRYTW8zyZmH3J9YjWZXOcN3W1plVum3V1KCDucpSLPG4vJzxuVziu7UZGf5EH+6UO/TAukHD6RU+kAWn5VjxXVUn4h/OwtrNxGr"
    "c7JM9Xxdh9GWGCpAHrvITI+0I8pWD3pP3WATuomxTs9kpeMILxs12CnX/1NKrsaliBXGy61+Bux69nzM0o/IAG7IdVtDFFf4lYWa"
    "9O9zvBT4HhJ7w6OyvJnVngt+PiyMrVIXqWkQ4WiWIybMfifG3ITJzRrsaLpRRpgBWTwH66Cox3P471PSjLvVpJH9yX0WcnORdCZO"
    "cBnxcg1rwDzeR+RTWImJ+m9mJlNEW0uxsthf7oeXZTN8ropeyvym80MuFFt5N2FT66clbIcGsAJqcxaX4b3bsg82xbuX0EfI/dTb"
    "iXXSG1NaS7lVLpI3cP5+53fH4gRswtOsxVl+Exa5r8xD/Pcre+l6Et3EvOercKrmsMt3GX4txxvWMGIvR6TSk8x6B8pH0Nx7kFtu"
    "qF+pMnp3+dSdhfCiN+krkOHN+Ncv2fH/GScl9+VTp7PMmzV8Dzej1oUrXeo56GPseS6HfXlKjpQvoBcGSPtgHU7qI/h8DM7h51iV"
    "5bB9lxIDpw6/esnT+PntZAVOUAvIzEZOw35FhDLDMixizcPq1yn9awe6TZ5EfDZtEzVfjD7BEDkQn/STdDY6NMT7OnUoA8Yq5eYE"
    "WhO/JYkzs59YP0SebmD0ETLTFvNz7k/TlnbnjEfDmYbQ+1J1nPkxTjmLJG8XZ7PWQwr/1LlidfKF5CDcB+u7EnGy9SrswmxuBwk9"
    "c0kriXtr15fyF/heWPNx5mBHz5BroCGHYE8K9GN6QI9Dt3xB/OMrsWNzsWavaavgUfhDxnRTo5fLP/Dd0+R1rOQErstPaugUqz1n"
    "9Otypp6ixrV9ly6S0dJVd4JcLwiO9vmeas8Mbz7PhZCaYl9XSjNzUOs9khPpn7SE/zZE5uCth0MOV2FPV+Ln35BHiQga0gok6bnv"
    "4FGKaol6afZqILO4ISsxVkkwljrrni5AnFWuhnNlefxlrETWMlYM/dyEQ89wNTr4eOFeegVihmbBTL1VL4bP9bSeHlzZAM8hiTXJ"
    "9zk265/cGzYtontC567HKj6l98PSn6cSXBE4XOpMz36aXSCOa3uhNpXMrGYTRu47is2t1bEqmekWsL/dxmpstf//IdCExR5ZqgDe"
    "m/kvFfAIN0NKt8OJsF7kA3Gyt8EJiGI3V+D5LiarYb7eB73ZjAzd1pES0fnyDfPp06inymH7msof+PkV2HebWZjL+QLr16/GWs43"
    "rGddFAzDvvyih+rBkIYRekSwVkcFt2NdK8mjmSbeTIRzLLVEeKkjVnecNjyBeKWKfSR3ifVV7y7WsfqNPMz82wrmXK3i/7Y+AA+q"
    "PTRmE3lRX9YmuMsIHREMZo0ygM9l6Kp59D9CTiYYO9wcspDkQXKby1w8z2CZgTt9ArldjX+3dR0nCVbu69g7sU4T6QuD/YOUzsGO"
    "NZVoeIIW46zNh3abqwsRA/7Od3hPbpG38Jy34rzPaMT+LNNElvss08sz0HfqJXzeKEU9cQSrjZbTzsOp3l/WYMV+gzWt9ty+D8jh"
    "MgFn+W6cxQl6KzyEb+Rs+RXyVB3GNfekbe5P9kI8m/bz22na6DTjHIeiEPeV1wwC4h3EerIKYx0tValnPDIt97zHUNj6PO3nOMkl"
    "1JTH4TRYN8FsWQrJ+REScpnE/F1czjntubq/wKlZon/AW+kWzMUufoT9aiYT5FRGZG0hlSn/rTRk0fWbjNOz5Tt9E9rqBdkWazgH"
    "FuR9jQeWtTJ+yLV43t/wpz/03qAa+zZZDfsz38d3DqHPTt0UnNC67HxznWaiL+NJjxJLpacshZTegafMx0n5ESftN/0X5DiTmWyd"
    "7aps7qP1G2A1zwtGiTFyj8K9H9M7ZQPu04X2IGR10XkTEXqRCWgwk6pfvTZM87QmOZW6gQymnTxOt2OLT2WZn6KMPeKc/HxI5jPn"
    "UYlTZXFla875mGX+ARqqjvn2hZL7CarhV66lF1DILsNaWHzbeeOP6S22ms9JPutrd0EDnA6ZPV9exnkZIq+qVSo3a6VchhV6EJ7Q"
    "xx4lzmWzSjlB4nKBpX/rk1IyFJkc/yJm0zYwc2xe+yrsapRdvAncuw7nPc55vW/Fou+3xPJSCY/I3pSSWQPdswc7OmPMNC2kZEeo"
    "EadBTiqpiYp5KptjtzsHJfRs6jzPeh3xWS2j+CLz+YPwM87v7C1pZqzMq1lBzp8u4qqXsSwjhfW2HEwEywgzfAk8aRTyHmf2zDgB"
    "ZlMnn8vuF7N3m7HWNjPbORuZO8TcLr5Po5I9Ngm+ZTk7GGyO6UvEHCt1GN6+OLxT/qW9gxNh7/+UF/TU4CY8/6mcaKpjP1/Co56u"
    "4xrVcULwPD8rUsGz2lmivqNReXLqfPaszrP9VkLakrTFRyPiMx/YJuemwxvdA/bKOKaukxWsuZ8sX+PXd7DObeULot6fJ+dLKzkW"
    "b7IAumMZLPDw9EL5RK6XS8N+wevw9iZpUfjP4MXgROkI78W6dVfr07jWC/BEf9STZDP56PeQeiTU0Nf1DEllJGdzo5x0r+VEqJtR"
    "m6FprUfRT3se7MOIDpYmNl2lumlyl6fahprBcFQ2IwZqI3XsmjJ2Z6t+FMC7WKuGutMe1ncxcQwGyfNimdY39B55jCwvOwb3YB92"
    "tI5fGeDrxg190bZZn7TCe5bF5EZL0cL9Q6wjcnvcZxPPhOHwFOqR8jJslk1DbA8PezU0/Rp9Es/wHnyFfD1Htgmuw7MME6f36/uP"
    "kpz2fVY/FYc6biinzyEyqNGv9EGbSJUfNc0+CrMad+kksRO2BpJ9mbym1n0XY07hE+ZY1mJPNjXoIx7i++JDZlsW4vqD9WH5FvFA"
    "EXw3q9q9jDe9T/cNXMXQ7E4PsphkmNjziR7qMNgq+Xw17N+JEie5iLm7GH2N52VvZtQ2skrZAt9pIZWcTXgR3rthABWx8yvmn28N"
    "n9RVqYqxNxs5A5OkLk8wZ5uEjjAk51PhVa3U06BbV4WXQzofgEStlW5SzF6FItzx4ix+kaHkbKJ3VwapdtOUSq/T9QkWenvZwec9"
    "41qPT50boakD/d1HslndluJO4EPwk47Gubwa0e0j8FT+hH1dAkv7Cj2M5UQIPw7St4vsJhPhO7eV48SyczvL25Ayk7TF8M2GMD/y"
    "vRr65xR49WMRoxwF37cCUt5L1sHnGs5sZg/6dVcz9z/TYw0Zo2O3LAbPXj6SquBaGl/sROpK8+Ktir5J2wZjyHvXRgwxewOzelH2"
    "o+dDyl7DLqyE9pntsfgKsLLXwquo45mKUlNGfWy0klNDEZ0gz0Jif5Hl4U3QEd2gT47Xt4J72A1brLfgVB7M2W7LEZmklMDLKId+"
    "7Qct8yeeMMK+9rXE9t2MJ/kZZ+F8marX68fhW2FL3RerMa7J07JSnoctnsP3qmVMU8io4wbfm7l19Iz6qm7ad5c72d6JHfRVHkuv"
    "UF295EM+6QDsYw1tTZTdUNanZPw+E7QxftpcXa8pxFsHSYmfNZgMvVtGtui5kI+Z2OXb4f8v1zuC2/QcnKkyfUZ3xRrsgZ1Yh/08"
    "EzKzGs/l0LEe4jxqDU98EZ7rebGaeD47qwbJjU2u1NvgxX2id8tJsAED5AetC49GdNIl+IWIc5twzV/xbFNlAXTAaOgTY8uag9Xv"
    "r/sFb8Nj+BGrP4bTy6s5O6b0lE/gtM1SSJHN75bQN0rDx6vx3ZNTxNgsfsb+m/VMcEqhhxga3ijZlzthWnZbZkpifvqmNU9nFFGc"
    "w7RwObQ0a1Yp3OkW7Iu9xwREAmPkBPzL89YvIbeJoS7X6dd4xlF4n4MhAX/i3BiS1VB9R5+D5pwOj2N/2MBbcYVH5XE5p5Fel3JE"
    "B64++gh2IuERuf5D5ucjpdJj8yRZKaj03b+DyGPgMgOV5AGMQdO/jwhvehZh03EGOYRN6xB45C/Ymyl+8qpY/ibqa9fuanPpVx3h"
    "e0mEaJdK7zRTP0h6tiKbcu8udeym7kwE+3wf41b5nTFJ7cfdSzcy2ZD7kxg7Moog49XwxS1mb4c/PY/zWY7d3sxuprm4/3NBMZls"
    "v2OFt9S/X5rP1cx7Md1YNbd3fYjdF1H6mstx+nYRY/xdib1bSk94ll4qdwVfUrtFoRnLYXWjapgPU2FLl+Fn3tWfvHZfxRM5PIvI"
    "l8hGRTX+Gczi9vT8hZXsszJrtrNM030YH5umOwPnbZbH37Ofel0conGKk2kRogZUMdvUTe5j9B7Haj+OXXiQ3XvbIG64F7HSZHjp"
    "L+gIYt5ZvrItJKg7GXSj8BXreKL6invGKCeTVuPPFmNYr9Q08gKGjAjW0+Jb38d5jeTWv/A5FLOcNpVRzTO1vRimcRtJZ+ucu/LP"
    "DstkN2iUXXnqpjKDWkm9uAmeQWv693G+tU2wfMOeuCi1/yqc7EL4Cyeze6lYH4YPYp7lfWpa5ys876Bmt8lDiJVvwhXH6LGwfE/q"
    "S3oRdF7PZifjbxfr2zivhdqNvLku71PNetAh4lA2qqG1ftMyGU2mp8VYm4vkHeiZSfr2FtN57lc7cTnsxvCVc33yDXOtaZ7uCDNg"
    "lbBG1keziD5fUieK66EoJU6WZTGPlgxOQaXv9Ag9c551TyUgUSW+mzSpGfzuuMd2NO6TCkpgEWupv0HaVrLLvlKnB3dZhI41nQmt"
    "dyc8hE36E87CBr0Dp2AKNPdXsIYjgsvhm1tfbJQ4Pv8OimjVD5O50IMhJVf9PEEeq9aOx+wc3QNnbJgeroVNksE+epT+Q1/Fin/g"
    "+9EcwuoSP9md1vGI4IW+rotw9s0ykKaJNXiaOF1VPxMQIzqaRctD4etWI879QaJEartEroFNmYGnNObW6fj+CFnPusQRAjvDWuFf"
    "0Ryb0r+ZC7nbAN1u1vk3nU9MrXy81/PQ/3vLS+zPPAj+dTs5kBzOAXwWwx9I+qp76Of9Q3oJB8pQuV7Xw7+I6Cmwf73laDlSn4F3"
    "tov0CDZAOubh+T9hhnoUzqv51dtCXhdS9q5qNgp+0I/482M6KtwXp7bWY+xUEbHudPhoR8JCW993a9Zd0rBOV8EvOY2eWbHnyRRJ"
    "ZRFu7Gz351yOe+ctkS0d6mjufv/1avM5UeKOGG+iTUc8DL99GqSgP+ukSimznEHKe/Y2p9NE7pcKIlfFsPb/ELMzVzZSxyhiz2lr"
    "uQLRzgTcs3OwCTJqKMsboc3KmR+JeuROY3R7W1KNoM2aL/8y0aqKPT5gOb1KW40SSEatR29ymOxuUmMs7lOId5yCU/IiZfRDyNHZ"
    "iDpfQERnZ3kF9tHQqd7E+neRkZAvQ7UYLLX+hJbSSjgZNo5Sq8Q4+d6V+NKumvqtljBHnh9sZGbaJmtvN58UVw1kXPi99W3Iofbk"
    "cpZMx2p39XiPtlclvmrmGAP7yK1yneygc2RtOMwQ04MpYSgdcP0XJKUZ3qs6agk3VRYSeW9HKdBSRrQ2KTeDnQo1eNsEGb7qWLOv"
    "zGJYmGR9oBcHX8ll2HND6b5Vjd35d+zNm/C9y+h5On+h1iOpLaXXvAk7OlqvFeN7Xs+uSpsAPLcRK9NRdpcTmbczjVGuDndoA6d8"
    "B4nlF1tC+johUmgHO1gOj7IbniiPOdYCctd3w6m9D3u/CDt5TrBW79P74Jf+AGtxhmySX3QAvMc3GftlcCoy1cS2lB2bwq6if/QE"
    "4qn1+oFY9nwGOzuWYJUu8nXBHZgNqVTHddmpAZZ3JruYZsYkUzdwPeFHkOfbJrtXErH1Lvg/m5i5ziN662zEMc222g9ga5V73Wog"
    "JW8yZ9EMMtNbBomhYb0Jfb4U/12JK1fhLD0lU9TQYKzX5qhG8CCj3MOmiDZD9qQnfK3MmEpGMUZ3XMfV5CqwaRizoPPhY46GDp0B"
    "z39eUIB3fBMnYCW5+PaSUnaIGOd2nq8BFSP+MTy0+cQVtEzuo9KH3b9nYHe6yB1ytlg+dBzOyFtY74vkXZzDZfC0NxMxsxYSW44n"
    "WEuUvuHsxA3hTS/BeuYzah7E3uXFjeidKHttDUHuZCli31shswSFxNP7a9XQ9WXejif+VG0ycUyTZ2QRfKlf9HXo4bth/XaWdxGV"
    "P4mfmA3ZyWP30BKtEluDaqKGqq9CpVln3Bn72E7cnnbCjhojQg3tfJTocXMQqx9l7DEyEiezBKt7hxyG+xwia7Cmy9RQSB4OPsIu"
    "f4D1W+A9HTeHYbg420smy2Bvu62fQsr0cGXe8P98oje3v/M+3v1LXCkJmb4ee7lJf4BHdiPOUcJHBmmvCY/zvliF3oT7zMafjaGs"
    "tbhMt+FLm0e8GrY9yhptHeuKa7H3Cc9y08nzXaY5PZk5x2bLrENzFrzMdfQ74uTzzUfcZZzfKxg1LoDNvRFvsRn//YZntINfnS1R"
    "/BdAL0epFSvxxNvJrpy3Xom47Ti9FnZ6qG4KBuv9eiPk7H7ZL7hWnkQc5GbejGXYLN/l3M1V1DmtYEdW4hm+gVwXqE0J9Jb35HLZ"
    "t4HfmUFfqWEW6YjgKliHZToI/u5Y+FT7a98mBwaPSG1Y38O1Ja9J5n8XNqg3f5mtemTwUjP738XHNzGPaZLvUTqt//sKvIlhYVws"
    "DpmsO7W9w/YzrDT9r3huG58hM0u6jji2eewPtjyOTf3GJe27RkQynSGh70vLLVWP4/4vaywrsU0lne1pW4R1j3gfsYazCwm+33O4"
    "xj1iOCorDC0Cz9JUzMa/whhqO1zjAImxP6gC2uUqzudWI+prhftWqdOCxoa0SV2c1FxOI0Kl1ewPkmIiH4ScNijCyaphvjufebNS"
    "vuvN8Ova6BCZhJN4GOK1M/UJ/PRd8oCMowSHvqpjb7K3NGfsnMLZWQHbV6Iv6jR5BNc+FnrJmBxmw0fdTdKaYcnJ455t4u9/BzMh"
    "9ycHS7GvzViVdDpjtmfFvLoOshx7cCWx07oTz9LVEUr0ZNkAa3mndkB03l/ekZ3ldD1XJ4aHSj1qfdrX9AaK652vl/Ukp3wzs72Z"
    "Polm/2X/6vt8/vuTJPEX3GmfTj14InZ0GTPXV7Pbby1j4BtlvNokWSF0b5z1zrjnHojopeJ0syHF9oGGDbAXq3G1tYiMDb16nszS"
    "22QmdO2fnLe9TIuD46FV3oQvfyVRuk8Sh4+TYi3HRWHV5Gqt1F+Z+6yCB1mkhpzYSe7M7udeDRjj4pTz3J/U0rJMYEd7OaxDAZ5n"
    "OXZnt6DQI9mF7Mh2zEh7SwZbIJHlu3Qnr6Xvq83lRYfaOou1V0dUdeHJMFylmN4g84mA1kzWkYtzGvyqK0QbRGuOaby3uMx4RL/Q"
    "B6SQc2t9yXJWSw//DlZpnHQcJDHftb4e8v8i3vwTX7mu8JGzkhGgpfSUn2H9LsaqPkKuUeNVmobVfwzr3Yt1vw2wYXsyDrOe2wvx"
    "tCG7MDIVkVrPZpdgJ/2hkN7VvrY/UDJY4I3F9St1hF6GKCAJLZ4HL+MmxG17iNXwAsRN5fqTGC/SpUT87oSob6GOgQR8hn87lpUw"
    "w3Q7B7Zif6kg28sxtLWZDJZ6tBTD0H4Bz26I4/PwDHPZ9zAL/sds5pUty11If9V6QMbrm4i2p3A1m3pUk5TPkHXyk2pzcd189ucU"
    "QXOa3rwHq3gV8RxtQtrNf4+jhT1LTsHztYEO2CRv4Ts95VR5XAxX7xZ22PydfMjf8SkCOZyousbNYyxR1gu6WptyJj/X1eqwomXQ"
    "6/nwldrKQm0li9jn1l7+t576733nf+tq/7NP8L/1bP/31+B/R0Li7HCwmP0HeJPFRL0pxdlfiG/Og7dxn3wDv3QGtPuveiDO7hLd"
    "TXJze+VmXamfuEv6ni2nNfZjBqmVx2xMbOERr5MH6OlYH1F39jEa9k2EuYnD8V6T2LNapl0YUVn0eRl7lW16ejtxvZYR39scobUM"
    "+RNmfzZT78RYEcqgNqhHCt7DP3uskbqz2dve9KTa8KcDnwdJ6lvQul/TX0lCd/WEBcnjHNWJ1CyGjWwelUX5w/AOdZx7LM5OzDoE"
    "9gTziTXMytayNjaXnUcOObxA75X+7AXZj33SKUaTI3yvcy3jF+u0OQK7fhR+bhnzt0ni8+wZfBfkyYFyL6zV7jICq/sGYpju4X8z"
    "A2X+d5Ws1uulgDgtdaxuFHN6vkZzf5KZlQg9fnLKR0+7yfUayunQsmMRsQl+HaFtguOD5nIM6/42z7+j7BAUsUfMcskz9Cf9SDdA"
    "mk8Tm3cYoc9rf+zeRNjz04M63ll5D/vzqZL2zDGjyZi7P2zlH/DE9pVhWPXt5TX5gFH4ct2TPnk+7fJR0PLbw+IVMW5IkWNwz6CG"
    "nMxFeI4l2GPrVLsYO/Itou4qXydcAs+sxDOedGMdbhtmzg6Tak7h5kJ5K/H50m6Mwu18FsM3KCVuVa5Pcp/t3Bnn3J8Y724z6gD7"
    "mSJ28xqWVDlrOFHm7+LEzO/GHtgUpOt/65NCotRadWoTvJXN2iqoY01uAb3aWqzHZHxvoJzE2nt3WNuleJvDiAVk9Z/1+I5ph5je"
    "KSM9h1ol1+Agvx7FjOg6E7fKJoJc9j/Ns5Pk7EAGN83lDVI+917byCeroHemQeYGyvmQEOsvHSzd5VvImWHGxXnHPPiNaY/JXuO7"
    "9UN12fU4fc80zpOxXV2rT0C7lcDf/iSoZbdDdzkfeuljxAfLEWUYnuYGSKaxOXyH70xhf+sM/UFfx5OsQETYWTpCGq+EZnwQz2wZ"
    "nIvYsRlnH3Mcnl0l62GH4gxfxrg8wbxZHZnsLfe9rxQx62jaa6Q4RqY5xLw1/G7rBR0mEU52J3AyDK9nsUY99pmhJBluRpqrM0he"
    "ZJ+gcnq0ljx2teR0SnAu3yrEq5k5L4WNqf1/WPvOMKuKpevaRAVBgggIIgiimBEEFURFFBURFXOO1xwxh2u+BhQVc0QxgZgDigio"
    "iICA5DykYZgZJueTd32rVvc5g/d65sf7fPqQ5oS9d3d1xVWrEOf0QtT4ETnJ1uD69oQ5iJPKsCo34OkrfRW6hPhRJeL7as6CSNBW"
    "tCX3XC2zzGf4+UkurunkpwZphicnbWsceiam6cqQ/ZlPj3eEJIlVtvyQ7UQlkUZx9rHVeUS/ejtiDGWWn7TM7vuQg3s5j8h2NGA3"
    "5kTE1m0kT27X8eTo+lMCfaaBzrrsuRqr8qeIAXLnulIb+/dWsN6f8LGX9fvZO25A3GH80cbWUI+VdZhCm8E0O1NZTnldXeenP2Sb"
    "Oez6DCp4nX4Seo6IJPNflb5G7WzA21zjTfqTr0P2Yo4r4ZlfX9OjxRjpLxTH+2Y17q30SFpyQk+K3+k6d+NEDjajJJ/AGM52MZ8Z"
    "YxdlWS92LaKh3eVRHSVTdG24Pmwmz8gkPTfAeZQaol+MJWEJOZwinEtxKTOuPXxkmvLTlFIexfGk3ARrs1Vaya7BFzo9vC/sq40b"
    "NYMNdXd0BCIwy1Ip2aJbQza64YqGFnFYiwI8Tx6zOTGPrE2pmwN6I72ahJ+gtBQ//QgR10adrk9BVq8KinRq0FNfgAXcRjzH+2KM"
    "qhVEp/WUkzkBNXvGuZW0Jv+39ValawMuYh/MTLDLZjaCN2j958Z3PxYSmwvtMwuyPU9HSzNI4Fe6PijxJ243XqPOS8RO4r4vmZkc"
    "aJrtQFHfX1+Ae3Q44jtwlmbgu037FTMjeYlYnNlTLpKHdI68g3X4CXZ9Gc5/wtt0zeDOQ3pul0gRI3OHE4n72TtlZB76N2uAtboQ"
    "2nyIvI616go9OY061t1bJ2pu+9dBrP5fKQtxtQNlDvaqAv6aIeum6libYB7ujnV7Q9/TJ4LzYOG3hkODX6VaTsaZXeZZwhPeyxmB"
    "+z+cDNnbibs1bbWENeVySMx3sFRd5dhgf7FYf6BeGUR1FHTlZXqg3ovnON131yR8dTBktBzFvp2qz2PXz8cKfY47ny77w49pL6XS"
    "gx3Sjmu9kkgRsyBnQQ9vVOto2aLL8dwXYKU20GqYv75AjUW8tYyR/fAt8zxPz1Z4qdmxxzHf0XyiVDI+SDO6JPVmbaaTIIMP63FB"
    "o+Bc3M/3+M7LtH1gPMqfYBcjnGTQSvJw/QmwedbfmI1RYq7ehN9fEZuJvFI/F/OAfsK5tdzP2YgJfvUzvZbqMWQh+FNPg1ze4+sY"
    "Cfr0CUYelmHL/ko11mhPeJBJ9uZdSI+sVN+H7nE9uxbxP0DMUh6fezue0DJpl4rtxvfQNW3x/xx9FfLwb+jKR6ETHpBO0IYtZaqO"
    "xJUN27G4gQpHt2BXSE8SXnce1uZGMctwv7bU46WUGNI0E0hUTxGnfaKavR/9/+8r2fnws3+mN35yEvFc5bS6vWlVNkHuHLtCH8+N"
    "m+C0SWPo2EXeklPlNf3DpoYEc8Nn9Vicuy7SLzgVfss4/Qrn7wh5IRhrKBys6NP6s7RCZNBENutkeUL+VGNaMqbuSVjtebjP4Zz4"
    "49btYMrUIu791dArWzh3MwbN97Z+pqeTdedhtb4Z9TWqGOyv6x6NcCbn/89XtmiV2IS9xtjdCXIkPDfzYDcS9VzmMe5xvNrf+xpm"
    "v88gC0+KfCeWW/5BE0SjxRAhjcE39pdd4MX1kTmslFpGs4NYd1diB/YvV1O1PwuhPSr95JFi7Eo+VmsAvLT10H8DIHvWjztVToNm"
    "ftZ4UcOOwVFkzumJ6OxHTrk1TOdx8GlHyBJ8vi4zFTb0jOwho1p7/gFS5tnZlViJKp9l3YpfbclMF7LKa7p/rd4khpWtYS4xxnjW"
    "TWK8ndNeTd76SrpnP0VUaBXsjvn+aZSAEMOo7AxuKLexhNyySdqOlMeiuZp4nBlnZV29Wt0cdYvoj2JW1NjfFvtoXzmXw87HCFjb"
    "Lcz3folVfwn+eTVni3ZpYLL9ds8yp94SuZzzcT7P7dYrzhksjdhBU8PZaz+z/yRGnyBOD3qtPi0PSyXPkfmcM3QYpO0OPl0JPuH4"
    "LgLOtXY5C+thu0ESZOJQP3nK1bGa+OkB58pSxmDGKGecCf04e+85uRRX7isLiIFJ0TLEObksgVV0U8NaStouN8vUma+RsnBKsAQ7"
    "ZfwRO0G/VWpffR0+fPa8f4D33iVJzwcQ87O7Y9ow4sZxjwzmTN0kve7uzL10kJuI6k7hrix6NKRlHlkOs0uISe/VO3B9Fvtu3fwG"
    "7mAMZ2PHOR+1ltrSIrcarm42bVnArIPlJUqoY39nf/JKztW4ldP+Ul6PCacfxFjTyD5VN/sr1d6r30AvxcX1j8hMIlcM87irWA+b"
    "aQTzRtvLl2T4davv5qeZ52ZdkIfKDMjhBrJ3fUIP9ifEkXX6suYFUb9iKWJp6+BNORtaDs9xNbNRLWAlT8V6fE0UVbF0lDrWAFx0"
    "1cVHY24SkE25McSO+dADOBnbPOjN7Ow1vHIBNE4pp2NWkSOsnHxYraSbLCW+yrH82mwDywi2YYdWklHBReKmrBZRI1UQ+ZiiP5CL"
    "11fpetiJXoieJ8L6PCKHwY83Zs+v4Xd9iXVbytm04iuLp/mKdxV3arHaBOl2RIeUMG9Qzb6qat91r5DHNCtMncY8ujNCfG7KMz1U"
    "a5jpmqnAN9qeHkZUa5T3exilpNiYc6SMGa4SSl4xmWuawTO/Ch7dZPz7Xi0OzLK8AC3VT4ZjjVqzc3wLNMU2ZmAtDqjA01brFZA3"
    "1zdW4a1GJbXRr2SqSXP81Ho8b8h8cNR3DdUQW7Q3Ytg4ua8Pp15tRHaISp+Fs0+2aIBxxK5gLPU9JfT9yHFmPvIQdxj/wQXEFBfi"
    "dNg6lMNze1SOhXwczX48m6qUZN+G8TFu0m+wf6W0J/dDC1eSwX0L5P4ZeUzM2qyHZzIF39ZUxkl7+JvfYX+Ogx/dTs6HB3yx/luf"
    "RJzwk37KvtAcHYPV7CH/arQMvsgneh3RfA9gbWbiWkug41+RL7DubeVnzdEf4VG85ztOo/TZTB/87HnbHvFy0M2zMCT9zFiRMMMd"
    "Y3twHE+8etxJsX6sm7nPJxLDb/3Ew6Grt+OVgzJoS+ue6+IzG3FOmLZ+frMYu3rWH5vbk0/vdg9xkx+dLgq8RJtn0F86M3rZzo6z"
    "OFkk6uCHrKcGdLMFahjRdebc98biOvTS3e3tpZ24OapLoW++hx5eCN/9R3h1NvPREA1LOVvnRLkfnvx6xLa/YSUtA2p5tFfwTG3I"
    "KDIPe12g18Nn+Y0s/Z/BM2ktk3EWC2BrXpdr4IXk6kM2hQYS/hu8/H3lQOzysWIz1D7GDr+Gv22kHxGSObqWJ97ymV/LGfoOnu9K"
    "+GALccdTEVut0TdlYNBarOowUc/W/sGF8LYugxS8EpwW3KYn4Mn7ius1GEnrmEcLZfxZf8Bvsolt0xGRbEZ0doAcAt90M3O9CcQs"
    "m3bIKpk9Nvt+vrxM5OpDkJxWcra8C+vVFjrGZgjUMme9KRPrltKn6kgPYaQkPDdSknueYt4ihVUdJmGGKaeTpHtbl9ATMMT8PHLv"
    "noS9fRynoyflw3EmRuh12ZSh43ieIh4XkvS8EmadOssqxP7l1JcJxpFtxPgCdiYqxTpBV2DP5hJfugh/H8dpRm/Clou03YEFI+5z"
    "MtJgbaqc3m6SZ916/d+mRaqA7mr7j0xFZu8eROT2A3zgoyVXJsjv+L6pkJ+L9EaPRu8paf5bN9XbMXRleyXFGn0M+q+OfBVR9mlW"
    "+t71hNfQe0vUVzWcTzkD+m8d7n2K2ozOy8Wwt1sRHbo7bf43z8Hd+dNSSVSCY3iv8XO7DYUTY/5gF+rfrdBkayCjxTyJ1pXxMOe6"
    "V7PjrADv2khenpSmcW5Wnw/9hFbzFI055lRiTswGfAWvtozosL2ZD7I+5k3kLm6NO75WDHHdVcx7rIBtuJq55SLEqlHmY0vg9ZVC"
    "nuI4HWXsjpsHy7YFT76I52MpublDz7nfgbO3K4nfqvQRQSozpy0dNYT0RNJdxzbjQTMdtv8UO4+WbyBhy/VcOUAOxTpbBvY73Sot"
    "Nd0leAA5CNKTxJw39Rvsd46vQH3H3wtxejpBUxwsd8k0nYBPTIHWKNIL4avAx6EX2dcwkBk2+zq/woPJ9r6rRD1vVdKzotSy2ma+"
    "cQ75Eg3JZF7LZXKfRDMsyrWeRfkiMg1Xsu6YYqSsPo451s9lr1KXmXhAXL6lmhW1kMj3TYwdHB7Y8cSc4Hnk+pHLPs1jmvB9Z8pK"
    "piG8DpX0KyGjKGMOP4UdO7XMY5m/1kqMkWMrrXI9Ussh6PL5k0vkCKxDDnZrmN4TzIFvfza8j7ew+7XQV4u1nazgxCbXC70nvORJ"
    "Yny6FiNYbvROcTXRLR4nb5NAC+CD1ahVooytzc7/LJkZvoBXluj5wfOaE4zFVR8I7rEJSuGZst3PZHHswa7HzK5WDJtwhDhezxe4"
    "Lyar3ZnL2pTBv9nT3yxuwmkVcZ+WQ8jD0+8HqWiOU9YSZ2t/qfJYJrcKlbBZIWs8p2WkWLGXpX5FU2SpnAtLZx0Xw+RVnQ5L8yye"
    "4VS5XMfLX/AvyllJ+UWX+XguH77Do/SazmLXkmPRLFQ39ddW0LRkObOBncgtYhO7o7gv9ZNQXBY0j5kE64mxuGc+ZGoiK8LF9LCi"
    "fn79eL062MpYwHq42iAuXk9U+Fp/Qg/jfkeJ/lLyYCq7qM5nJsL4Om3Wss1++plM7PZfu3/oNp4PfVzOlW9KRNwrsCRvY0UHQUPb"
    "hMEW8LQXQjLyrfMeq/KR/iqbiWS0GGEO1q+WU7mLsIcjxaQzwJ70wNmziWxVtEZ1WJk/4Lnsgah7DXy3i7Eug6WPFMgYeGuHic0s"
    "H437no9nn8mu8ELYwfthl6+Q0ZzQ/SP2YR1en4GnKdKDA5cXT2U0lUh7L/29IcNt5XM9D1fJ08dkIXzrd2F5Yr6XvMMO9dWU/4bs"
    "fGnme+3pZyi5qSARn/uJcHL7ztIkU+lJUgLrGpgRMkxW68O6QGvxVIOCRfJH+LHGwxij9q2srNq0UcdiG2Ge3CplaxGzlGhxJu5o"
    "wbpeogEMYDoLEiPzU+jRvCGnuq71jLIxYuJsv/YVi8WzV5NW6m2MJa/BLs6R+4ms+g/OyDVB2wzK07pHU/SXqjmNN+Xza3bSHOq4"
    "hne0l2wlEtb4gLfRPn6BV/7E/7vJUmrlRqyWjfQZBuO6N+7LjX51nqGGrqPXW0Z7nR2dnm0qte2RY5FpymgvBp3j+Kob4jnNPm09"
    "5IzZ0NfW1K99CK1sffhfwmYtwfNN06l6a3BT0AunZQHzIbtzv9J84dXQRVs9u0GUkekw3s1P+MlV7NmzfTmUa1npOTecr9OejHab"
    "fVzh5Nim6PWTiOfwMQ+0jt7EzmITGEaIm4ltUyqaeb578wsuhuy3pr1LclpKhDPjLT48VmbCktZpPetI+lN1iGkWwouMsn66nRyT"
    "FdTum3WMjCKqohVzvtYp3gf+ivW07CL34T7fhYZqiz25B1rlFvgLj8LGXyPfEzH0IZ5zLs57VC8NvjVEvLwCLTRMvob974k4cZBc"
    "IDfAn9lfXmJPctqDT2nag2tJjWscYm6yUQl93+cQa+XhqTaxP9jY0kxfHykDyVVuWZwttDH2dJeyAp7U3cinG/Xcbf88X2ZdODk4"
    "R26F5nlWfwxf1N+CefBXTkPkEeWUiS0+p5DilI9KjfspGGV+LrnD3Q73OsZwB4450XkYIi+KxcXpGLSCGWmHXurJ2YYpxtcl2NtR"
    "RLBYrF1J/oRC6LL9cP27odl3wTsnIdq7CavejHOEs3FE2S/Hr5Yg25pmZvWthsW6mWvl7Ng6yP2B4jAVz8CmfgafYg586k8Qwx0n"
    "H0tv+YhTUmJ+SnONrw1/gpO/Vb+DvnaW/zPsehl2uhI2bLOm+wXCHWZYpqOUgyHFC/BcXyB+XS7HysX41AHyvn4MyeouKyEPC+kp"
    "XAa9PkIK2clWSmbOMONvdfZMHDXQKcfBM27CjN4GSOhyaDzz/Gye7hhJ+sqm02YH0l8wVP8j8ph+RdbxdvIktPYKyNBkZscMK7HG"
    "T14we38gbGcSHliM/ZcmPe8SgxHSD/rT91WEfqrOAM9Sq8wj78q5941xigYhvttL8jlxsztW7llonQtwVtpJr+AS7Oh4fRV7ep9e"
    "ksFxpTKeqtWSzYu7SyfqFPg2deHIRiuCg/Q/YQh7+nkwJEx4uxFmagJJPE+lR9sHXuf9Pap7Ff7dNNhom6m9Rm/H+7+BpLcP9pFP"
    "OSnAUPTWeVWA6H8l1umU4GtN815XMIMVsqO+mBqtqVgF6lji0KPUS1VkpbE+/yoyc+wsFcSazUPU+Ay8yqVaByn4Riboe3K03Kol"
    "4SPYvcLwjEbLwlskzPCKagYfYPNXt/qYy/IrG3Fe3vUTl4o1O6bR5QHT51RpHdwa7I0nN1Y/Q+tdQX7pEN6S9b/O5Kz4Ypy8e6BH"
    "P4U27SLGUdBbFoghzQ31vwQyvw4/MW65ftC94+VM6ak3IJp1/FHdGn2pBTItHKmztT4yS3JuhOuDrtWHJMfbhpDomgqPALGO8QXU"
    "w1UeR2hyNkUinDtaxqxFuENnzoni7ES2V1KsvuT66ZChn/Bg7+giw8VNhrCs8Gj4jgkigyqZXczjvLxa9mNbntEmHRTBl+gm3+qn"
    "8roOhedQSdaXLxChrmXE7zA/xivcQw6iP+C65HtjTS7zcekcn1Nbp8YxMAEawDifVuKaL7Hm8hTWtBoWf8dp1ap7iIuQXCbVZdGd"
    "Z/EQfTfjB52CJ90Vp8209Ra5EHYkF16bw3AU0Db/iLNgjJY5aswyNcS5pucTOFveQxyHRn/WB9MTsO1OuvuJPzbD/mBxUelQTnpf"
    "Q09gKzvNClgHrWMX2PXkZW0pGxjTDKaX2th7/7YbNg879P0zru+/u7fhSaxYEeP/2ex7qya6YL7PD23TIpmq7+oHsG/vQovnc3r3"
    "GnorVwRNce338M6XtElwTnA4TtvZkgoNX2w1R/MtKtlrb/WUQeQlsXkoR0NXLCPfdYUak1eAddqks8NG2OmT4dE/IhOx0zU4De/r"
    "53Iz+76uhDbcA78uIq52lS6mlXC2Ig+nyumDkDrZ1eIMK7SHrFXHMua4zmrpLbqI+3ZJ8r0h8/xK/Mi90EIf6wk6DrqhZfBWMI79"
    "EH3wfLHM/KVBvvvUOmBtEpVNuLyU6I2m0hGWPcJct009bopdnwaNtQr79YBcqdY3+BvWL+49BGXXivGQpryXNhtn1mav5eEO5+Ld"
    "I+V0XM1y5nPF+ivOkqP1T3lRLyYvR15o3DjZ+b+/g4y2glf7AyTNtOxXKsFAsUkBs2ARHKPJGVjd9Xo/eT6ryNezu0cUibfnu0ud"
    "PwvurDeSdO+P+EjxI2jk5oiAluCef8S3twjyydLQBBGJMXTZlO03YX1Ws1PO/L7OksdOqiR8vDruzUBxc9aPEOtiXsAcjnU5bkRM"
    "+JwcKQvYKZjSNj6jlI4+nM2/QrrK7tJL39cPw/fgUb8sr0pnbacnNqqEZT2C/ehxeiNKCY/43H4Se7SdOEf7+U54BtVetKbG196C"
    "WqCX1Hl7VK0XiqEdUszYRpnfsMhglSa1nl39v7Oatwd7Bp2CX7WZfiuX6xXhvpCAVXpqeHNgk8XTPpqx+rmJybXM4SXIWWoozrjv"
    "RQw9ujTus1eXwZ65OrrZzm1Y2bflM9iO5ToZvsbucgOe7BV9Wu+U7HY7ZA+g9fweJiWcRxyhbzFUOslW1ghSrPM5Xsg95ErZK+Pr"
    "qM9gO2SJ8Q91lktg6Z6XP3EiO9vkXcjTpdiLQ6hpIr7q4LoSjsBVliJ+r/HIfDcBK4Uz72aUFsArzGetN0LOlQjRgBYd7AvfpJha"
    "sRZaqJAZl91x3d1xFtpocTgavtpX0Fc/Q7YXwNd5VT8JTgi24IqzyVy3Ed9SgDU2r8HwfeZJHSKNWeFN+M62JPNsv+glch6kaR94"
    "MS/KHH0CUtxbfoOdtlPRLJNPi/tVraU30ZgTk+uYaTHE3O4ZJhizUe0z8xDT3VX/9F8bP1nZrOdwj2LOUcfe6Hi6/hfVn/77t9C9"
    "C/Hsn1Pb5kKu2uPMf474sBQy7WKVaj1RnH+V8BHiLhk8qpv03lLcn+b1f4UT8QOt9jKsdhSRwnz4MNlZLCM+JknPf4h4fTkScdwg"
    "uQj7MB8S0hO+zERI+c96I6Qqe+wcg4zOgw4op+dbAl1j9RD71qtlE6to2+jHWwZsK6KJsWIzHI7xededyR6cZHY2wpr0ar1HthK1"
    "kiKDV63nEB+lXTjRaLiMD06X3eQXHQi/41ItCFy2tLGkeXIOpv4zPHJviWV6UFOZyXF2lbM1FT4gjfV1ToDZGZ74uUF3vULbNcmO"
    "P6iTxeHNMhBS3F/O1s5aEz4SiD4VFjZRX6sIMxy6oc8pnKLnQpvPxspMJiuQIYu+Qlx1b6NU5v1Jr99CzhAZKn9yvlac/YPbOdHS"
    "tON98LGN6eE0zv88C3bX7KRgrbbjHH+JKDulq7DnXcRQULOhMY6CVm4HG31IsAp65i1om9GIvw/DayV6udwdtJMWf8s2u26acj9/"
    "sHemfzvm1y6NMvrn1cmHv2BxW5HHMsDPx0lbxXnTdkY68HyZXbPJSCuwKvszOiimrNTqh2YxqbVLNI8YldZSTL1keZ8WrMn2kupM"
    "3T6SYZ636Lna5zFiRGPbt9pk0Dh7GV6V7JOFQ/KOp3xclPL8bA6lXsvsv+P12EcO8IimGmjcVURclDMitQmb5bBNA4PlPmc3gPmd"
    "hEeWFPkozjpJXDdChPqhn8eqWJzfjPW99E6UcGKrMjKwWthTWK+t7HQwdukV8CXH6/X6rZbL5fIOtN2QoBMszIuwvRI4fd89g54Q"
    "SU+uvUKfRhy/RL6U8nBSeDC7QXsEOI/ETp3I85vkzMAEM00hs03ZXol7rWpr2YjS0I97YJ09Q6Hfb8Apby3nG79xOAk+5ELc/Xr6"
    "cekcbHd4Hm7No/A15+C155nlzIHNP4k4d9OAG6m5kp61OqEP0pNMcAZXnFooHds15qRn+/7zib02zbmKubkhXHebRVeAOGYyTkwV"
    "sd7P0GtdAEs0DmdqokyBX/68viJPw4/+GjrwYNiHvtI/U09zKPf0hGP7tRTabovGM7Hb6fDvTV6y42G36rO+JlxNLGE/Pr9ZzrZZ"
    "5r13JvIlpboDm0LKz67MgT+fB4lwk85HcFrmJk7O3EVcbsL1nCSYrV2AZ8v3vnZ5ZjpPK7EI2O70KH+KkpnsQzreGSGJTCTpmEuS"
    "xOta/1AP5gXdROkK4ibuYSRUBGtcQSyDoTNyOQOqm1hurhcnz5wmxvpo2i2XiJyH5HNiJOq7GEPfxWicobdLLJO9csi4kNPzcrV9"
    "o/FyCXyfjfAuO8lkY7Jk53pJmD0T3HeHfpP0KdnEnxzByS4OK1Lhp7cZ6/fBPicc9Vrb5p0736KhysMpMp3cRRXEThmjtunuvaGX"
    "/y/9p8ZkUgDtcygiW+vc/gnRWC10R8BcUno/1/L+jqC3ahWBSq/RUn7esZIxwTpKppMVw3Kal4pNsRoKH9N8h+wzabawrvkRdngP"
    "KYCVt1xOFzkVUtWcmZ/0XSfIBNtO3LTz5vQvQ87UcCfHIo+D/4ZMSluTnXmas9/1Mvg4Vayexjg1bybxrNvxbT1kg4zRn+RIYwMN"
    "hzTuK9fCO5gXvtFAfTuhf/i6re3qddzPEl61ANG28QuUa1/ELjWMGQ1FvICs4tvYkWssGkfD241xPm09L2jj/4kxzOts4y1mIoNr"
    "c7XRpM8HXyzRDMInSc77XpLu47Qz3MRLW1wXQqamQ7rOk+F6ZHBtcAR8o2N0ob6mvyFysTzI4TJAH9fWQT+ZpudjbWwu5Bx8w0Cs"
    "3hz4Cu9yUmXX4GXY5nXYzbjPXSbJ8p0ic3RbaBar7hdCAuz1yfhJFT5XDSlcrS9JBa2reXWr4enFyR+3ivviKu+9JOEZDoznua9k"
    "x9k1NBmohh3MfXfAdNb4Ktl2HY/d6xXU+F7ADbiTcvp9Ng1oA/TsKMlj1bsG8cNf0DOfwOsp0rdxP99rpTyCdTgF17gFUXdz2tUS"
    "1m1ayXL9hrlMq61X4pm6y/3EhdmEwvfIm1+GcyX4rnbSJbPPlZrm3ciuyV33l5OIFHfVfXZvsV6QKDtB3ZyQIq7VZWK9sEncwSNq"
    "OMzVeqbMgUwuhiT2xb33l0WUkqb0eazTzaHyq6AZv9Yn2dFTR7/a8lmncwaxk7JNXsefhph6nY9Y6zynZDW5Wo6WJE/KFu0Zws+R"
    "gxst0vP09KA2PEbuk56I3h/jU6e0zGdpAu9t3wL9loK/2Z97aDhpY/m0WvooiTS425X0Mpy/cjg9zYTHQvYSq1Bbb+E8PM1MdnMX"
    "wm6HPu42G3yE93jixDTWwWOu1DRiI8UnL+esmCjzOnaNlt6DTLKuEM9Ml67nO6pRN1Mv+ytp/6M+wmuWmcVg/F4BMygVHtsUJ5NQ"
    "OZmNW7J+6XgZY9AfMTVO7xpoVKtkFLEP5EiZj+8oIu5wO9GnjkM6Aj1dzvj8wQbrp9nWOkZchUNx2Pzi5ZwNH6We35X+QLqGnKIH"
    "62pT1/mqtct3pPyKFkBeCuAJrWWt6k7m2ixWKSfWMeU58W/2HFTGommTT6+mpS2HnB4j1+MJp+Knhh3ohwj5K3agx6HNv4RdWUY9"
    "v8FPeKzvp67PrBmz2q0yGBLyqW6Xe+Qq3Vea6Tfwjn5gbtU4QN37zmLtOcz0VIiUeBY/+3df75OnOC2h0ucA2zJjEHpkc7aJcdl3"
    "IaQk2NyiCHxQh8U5FtcdxqgmZMTidOJB/FsxJ0vr36TK2XazhPdQ+hPchTL4WB+wQvwjewOyYeYmhQdJ6+A6PU2Hazf9Xh7U24Jn"
    "odcnBTF9TDtCxoyJsQJRfEwnQcdfKcs5e34tc8wVnAKzEdqzm/wIjTEccfNkvSgoh4+zSD8mL8QQePjvqsWiA8iGYF7oDZDTU8R4"
    "t45iBv0urn0hNWkhM+2OlXSkvM5o3fIDz+Anq7RJcDx0r6H72kkfdrHVsXN5GXyWtbD7r0suPdoo44Yt7JzO1UJoyZ5iHvA5Mhr7"
    "lKvG49QLOnKhvI0nOx+SeRJ22Cao/Ih7+VB302vEZlq3liSxgLn6ALTKTDL8LMO9702cYdJjJDvLTcTlWJex5UjXeoahOnr2I3yc"
    "8B0ZtZrAR/sKVrdV8Ds85Edgm19q4DTWEeOuzPdVq/hed1fVPRBP2ho+yDfwkMvgXS7RH+Rx/cxX8JvvICPNPT/ebv+Y56zmdD/9"
    "Gy7S/W5sQvd676LOz83I5RmOMjqfxYxDhDr0WzypzVApYX+LsRPafd/l+ajirHmbZmnG6viu7LFx+Z1qyuY/Z8LdvDbXxWxzCMw6"
    "rqKuGGsWAzriguA7/Rz2PoHY90DJg293h5zm55Zv22Fu+b1+bvkKaK3Onu9jqtSQ6bjOT5Y25G5Fpq4Qh3cQ95kBd1bt77ZStcwY"
    "lmv8byexkr+3y3iuhh9yjHiF3LNuEvFnMNtcOOOs3d/HGQ5Hc5yXnZDTK5b5qpjrnEh4SUjR61Xfwew6v9OsLjanSz0XjEUirhq9"
    "Ft5qIKdBZlbBJveVvRAV2iSdmXqVPqd18G8W4LsnyLs4K+dDgy/EXlWxh6Ca2r0FY55TyV1doZfrOzh3D8gPiHoPC96HLvkB56NK"
    "72U3wLPwSUtZ6zWE6ShZwTOT/ZTU+T40m/9xNr5lMTH055Fx16Sk6T8waFhm3xhi8sgo7vLkCVaTnWW5WpwPu4lnOcaV+V8+uXSP"
    "f4WmqxOVGT6zkIydpUTZnCzuJMQzKCrr/L9QYr4v9yKp4rWNpcH6Bq7llNy4j4Sb4X35zBat1lchEXey472Q87lHyBROnjo/w9Z4"
    "OK9VSd/sD7zjHfzaCE/HeNQL9Qf4pO9AX3QWe/pl7P1xEWo1/cnHyXBg/XHOOg9hX0MN7si81wrP1xxlbOPmVJ4sw+D/uzk0YWaG"
    "sPOIQnoj5kEWEuVhPtQqmcmaytfQ1f3hhcZ8DdtmMBeTPfsX6Kg1iBfqmLeN4ExVM4dpqJAtnrFaMzgsu/eWXlvdAavyiL6qd+Kk"
    "zgy6yia9WxaHxkJ3DfsWnRyUke2u3McpOaw5OFtZoyey6yxBhEHM89/V45+7+LnQduqr/MSzJDuHQrJlVFIjO0aDMqJw4/yu/pSa"
    "AT7DlOb9bc4O71WsloaeNTIJz9rh/Cy+38NXqdMTiFLMkNhJfxLWqBBeyRzYiOk6V19qZHHzSo9NCjP4vnrOCcP+HU5L/jtsWkj9"
    "HGV09hgswmZ8ehTOXWvE34fBp3wYGnInrPtHzLs6hMQ46o3mkKJT5P8ysyH7K1E/PyrGsxxnjsdW8D7GNpZ36kdccNp3EWrUGnJM"
    "ung+wY5WZ3Wye0/GB/cLPEGyeMgzkMc/WbH+lRoj7q2EeZp7E0f+B2eLlsImPQ0/crjYFJnP4E2cLs/hVHWTyzmRc5IcrzO0t7TH"
    "Gk/Eez9p4A4+lN+ll/ThzPKo3AV5XqsdZAZ28f8vV1gVTkw+cchNaUVtEse+nHkj8h600jAZIencQZ1n15zN6kjoo/eUx84b/0xD"
    "WY9sfYeG/huDe7CZ2tfJFqzXOv0IGucEsh7eBdk/ViwaL4eO3cb/V3osuNN6rzNva35UMfODUd/hcpEMFTct0qapXstOmnxGMna/"
    "NuG8iBbMJhftJinfeZPO8lVhPS6BnK8V031v62/6Hv78DVH8r+y2boAzmx2KZcSAJ9kVXaovi8vor/bzCqr8pCib1zhZmv/NJ+mY"
    "+Vuxz+hbbN1MruMVrAd5FXOkJ8PHrcCZNt6ku2EljoeOHAc5bes9+7j3LhLYS4d+MM8gl9xU7oT0ZO+qmxZWTgRSHTv4bQbAzr6m"
    "W9NA5Jr9lc145TH51jzAcLycK5txFk7UceHr0kaqiStKTzk4ip8syGi10Pc9bdJb+eymf5frx9At0/GuDtDOr8vnYvXwgfAhj5Ee"
    "cgbZXOKMQx7IoIuayd1EQJfiXA6WcjmVXNnjEUMs9Rn6fDLsVgTPEO1sHBd2NYekDz0TvvospE37uRDR07NiCPEP9d3gRsjHPK0K"
    "uwU/wWptwOfy4Xe0k5th347BHj1L3Jx15ieZiZ9PP+otWK9qrPlhkIX7cC+dNCdc0fg6aNPZ8gTWQv7mWesOaKpRiJgHyn+gAR7V"
    "XfQeRC/HwNd/BXd0P7zzQ6CZLFPxs37AjrCz5Vd5q8Gsh8sZtsz4JqGmserZam3ZX8nOQBchp1JniXPGUw6e2Opta3T3IMkpBY19"
    "zL9JHVbL8jgD5DPyRFl2zTL6j4lNT7Vszq/MaJgHd39gPAE5PBkPqLGgGj5mkFjcaPlTq2kPEfORlKiC9VanYmYqrukuhuwTlT7m"
    "ZNgIrr+PjMSflmPI0VnQAPbujdqdVbxPiCHbCP01TN7G2foT37u/2IyP2+Uk+YMcNDXEs2WLF/bkXK1NrFUYEq4t5Gcj+eYek4Nk"
    "I3WI5dBWQ0vaXEOrUvaQHF8TdX2oB4p6fPCHuMMvdXCwRd7XO3CqT5IT9WbsiWVarQ/uYUYGKTK7pojv/YW1xJb0mMpx3QvJ2d0F"
    "622Md+eJVddqffUyjwwPCdbat3LfQti1GCtlNtXQovZZOhh7cB7O+gb4G2cSVbdrUMhafI0+Lat8FS9JPVbJOG6r/gdRWBf5hVbd"
    "MOR5OEExZi7T1fNqX9GKEfFmXV6/y/P6E3bgY+iEJdCD8+QhvQCy8g4s7wZYj1mwwifDBv+IJ/pQb5D/0EIUcbqJY+dPUH/dgFW/"
    "CTppFfbip+Ac+DdPhX2g5Ych4ohChxRkJi6ox8T2EYd6qmFndXoC4gpfI+si2V+pYX+Py2AZrmgUPQeLEPNlcqMxiHInQ3I+wdX7"
    "QLPVhofhJ1Zzq8tkANM60+7pN6x5N84KLoH2L0bUFdFzyRa+QW+UpVrEOskYnIpAbGJ7Hq5Yy4xHiqiZWs4mctXU7mL5wWKuzGB2"
    "Ek+jrT5eessSeDaXiHEOFWBVZ+kUsvRVaZPAGCXTXBNprNpC+P+RBur1CzyXQgsJfZYuRUlLsVOgudT5yneEEt2Lk1NcxazK58i6"
    "Z7xDYw/sr6/Id8z6DZGTtDW0wmyZD0sTgb74nqfdTSKu0bMk9H5BMnNPKZ85TyMOEhk/2KGr0rWQ7N92q0yHFM81Ji9o4DXY7zys"
    "+M86lhHzaOxxnffzC3FmPqXHusyzhDg/N4mnd5FhBCucA3kZBglugt0ogGazntwhwXr2SaV8B2kdefVC+JERTqG0f9mMzr90aLCY"
    "PC450APr8X3TYS9LWMPPwauDg+Z4Vy7203BhdeLwatOpQ60CbjiXan/irH5S6DMAvcQ6Sjt6T8Sk+gTycoR+svMayrXFXBMhjy5O"
    "NTaofQ3Dqb/Jn9C9NtP9Iz0GXtcB+P9oP9erp8/UV3FX9mGF93LqlDi09hbmmSrIrmUM+u0zOjvhI1ERNx9uK/M+Fhe0Zc5vOTvi"
    "J+NJf8HZfgw65msZjhMzFp7eZr1eroRcZ481E+zPLaeOdJNCbb6dIbTX6nasZxmrCrVExFbChyijt5dtxuhAuU8ek5A9AX9gX2yW"
    "0l5YvyWsCThvJ07ksqF4x1EXZ2dt2MYZOq5mnLZhiQxK3RjLL2A3XISMMIaUs/7Z9bpnsBHapI54gDrygRRR3mLeQ6wl/vE24gIM"
    "y1wtE2AdShHblcHGbcN+1uoKxH7rsIPWt1OJqNs69GZD2sv0WFjIXFbbQj/d1xDKcX6XMm+Q2iH7bXYv9N2yrh/bZRWHZ6TK9nAz"
    "LOBc6PcD4cdMxM79oq/KPsE5+HMM9mG2cZ/pTfjZVPYIzNOVwem4Xhv44WkZSWtMW6eZ+oKejae5QM6BnzVTp2qHxvNhHWeQv1V9"
    "NTTh66K1vLOZeD6roNn3z8LurMA63oknHxg8TkaFOs5Oq2QXY8rPrdtI7OYKctkn8Km7cEYfYXYne6+8m84b99r9eN55rc+x9ZMy"
    "8u1GPMLcdZ2NkuzMyzOgdSI+g1dKS2NeSTf2DFuG/2Sx+auFWA+bjn0U9nQz9z3M8JwmyZwUkrHT7i7w8cl/Z3Ej6uaIC1ECDu/v"
    "WCFd30UUFroFWZCTsFA2230R/LJKTui+FN7NbP2WcwgLsHvlejS5cl3stgUSUkO+5Rr9TDfgWs9JB5mI+1yvz8MPqsTerIPELWbl"
    "0Ka35SAufjKIQW9u1dfxRHdLDWOKOLPKncTlMS2ffgx9C/WaNC2Bqs+HL8qVjc7Ts4OVeqCO0iPhfzwXPKzd2TFt8zxTRIwZwiCE"
    "lav1kVyMuZF0DeQiottjO7AZJn3VSuGjF+8wI+1/6/WVaj2Gm3SSHC7WWW095U3kJ70Sz2n4VKu/9Zf7Oa2nHB7hVbAn89iBbT3D"
    "0zhVyux6I3kW8cEb+iKZQGwS2JHwcmYQyWGd01X0ouPU/uYbFjBbY6xGH+k86UekWEjP3SRvLjOT1id8E7PQrk8g7lkCjSXlQHFV"
    "EauBV7OONIHay+VfIr7P2HnanTLZUJP9AzxO1mkM85PewicruKoRXiHCfPlmooCt26O1hOQDTRJPmsc6cIoRlovcgoyVNwvTkVXR"
    "Rpxy4ri1LpdbYA+2wQP/Qj/FT43RYyqi+wmQqKDxlYjJlOyRabxNPQZL/4+vuP+WZSbanEwpSCMvU+SbjdLbiGpthics5Nyg+s8n"
    "/eSLWn9C6qhnTXLPFefJOg07xE/Lc90hMeIYa+iz209bc+V2kXJiDI3bYYBMYoewcWAbB3wfSMoiXHm7niJH0uptJuLNKmhVjDDn"
    "6sbgZ5zdAlqZtjIF3tcKvHIVGWdLYSXyiNgrxq+pkFyr83eWozlLVxnNl1L3O8ahSq6TPfNBnsE9Qp4qxylg+1js17SGunikLIdN"
    "v1LH6RlBAE/vTvm3fAV/63Z9Ebb2M3JxKm2v06bnUsJaZDh+9W8swMYZtwJ3WAjtUYNz8iniZru7JXpTsIXzvo2tZDmeokCL5TjE"
    "3hvxxO3/q0Kq6lii0kyylg9yda1OHr8Vgxf/LC27dXAY77hN+eovrvegFBplF0nLTD2HyEGSytRhYuxyCGkBUvpd+DPRi8Pl9GCK"
    "HK7XIbocCOu4MnT5t8bMv9n3NfKxfkrvgu/yCSsz4+HrtJLj2TszN7TouJSdDf/LotzV55tlh+mOKd912ux/kOruX21lthgLqfXS"
    "50C/XCqb1PqpruBse+Op2RvR1jRJEHe8nDm97PidkDLSzltz+/5WnqshO/dzCfzKH8Qx8VaxT7KSHAzbyLRhGuVR3Ich9+wEzoVF"
    "mG9+Oz53Fv4WI0/AZpyCodhVQ7knGBnEfLdCObEqUWiQJE9hBfVbPnRsDRE0yslKhuupRrS5mfmPgWLe4umsuKR0f8pJtWcJszjc"
    "sF7nkTWujlZ3ESzw29IEn2oqC7k6bt6OsY1FeNJb8lmHwyvZTn/zfpzCfJzmOYjf5iLino4YooDaYqM+JnbSLapbjPUeFLynF2Od"
    "f9Pz8aTP4/6m6dvBBukFmfyJCAjrwblPrI5ns4yvDe6HpKX5EuoyTL0p2MBy+iXNOYWspXSj/o0TTxmlRn0Qe/87rjyfaERjW/kZ"
    "kv5/QSFGGZls5UkogwTtK3HiG/tJi6CrPI5nuV0HGYZb2iESWwVZN+4AY2QcIsMZHaxnNdZ4SlZkeF4cR5DT2xa/jIRF+jo8U6YH"
    "V+m1egdO4DAZp48FkGO862vcg1V0ctSiuuPE+qRCPNs8z5CY8F6AyeqJ1HV3+DqPyyHEvBZfgD3vgrU7F+ckxmxl1Od4XV/edtqB"
    "9mJTHK0fOEU/LEI8rePMtu68PNaaTVoOpwV5Ww6kzK8hT3CKsdl89snGcZ/G6neznCGWBVkI/TYL37gvOS9qPStlwsepqxu4ThX5"
    "RDd6XJN7olMlnTX/5/6f7Hlym8LQVLryNFTglB7IivkiPbOBiSNWh3XcJXchWvidEc3hrHpCMxjOGXpuhY4IdpFH5HdEdb/oTp4p"
    "PvQ8t2YVTyHmOOFjyB37xKvoK4rPoDfyOXDru3f62aY8vKaLglvkafgq1To2XIJzexLO6X2soh4tcfbAWuzlkEb3yooG5pYvJ5bN"
    "8Wpb5DxOLG+wlf5Evu+BKiL7U4J3b3b84uBFeC/jIMsis3WSPiGf4+Q8rK9gjc6HBnhfX4bm/USeUasHnKmfy5msVOVA8rpQ4xwk"
    "HbETBzFTn51zRHVo0F1O0sP0ivAzuQMSPwX/vw6b+zbu+wY5QO8JPsJdnqLDdHx4L3z0ZbK/xRdaiddn46eNZU95HO97h7zSNtE+"
    "SYb9cs5Vtfr+OkjUmWLo/WrYyDHyHDk91sLDnaAP0cc5VRw/TY23jzVchzdhjfOI6ZqrNklvCbMet8lSWPJp8OK6yAhYniuxOlvU"
    "uAq+DxL6kMTIQLKNlZAY6/URVg+dTmsqHTJcfer3pETfxPufhq4bBD/xEvmP/EzkxHrvle0mbTIdQGkZ+yl8CTHjBJ0qXfWRIFc+"
    "RPx6rDwoXWQP6Q1psBln5ovHWEVbCD1tvBJvygDZjTO9KzWg5xVA0lbqXvqbDJUhWJ8mgfXa7Rk8j7i3v24IG8LZPepZFaO+pzGB"
    "J7e5lwWsxlXjvi3eP5v58j2lnDxRI9lT3B2aP+0zmO2qwdNXyTd6jfZAvPE7bMgq/R5rcrxcGOQyF2bzBNIY9WriLVyOzFUGF2NH"
    "Ep517XctaqBCODOTjYixIhPFulzLCc/pqS8O3WjTvpN6mFQw/7ICes78tCI8QwX07iHyJ+5ivHyA01jM2HwaJ1schJV5CZK4WYNg"
    "MPkAZiAenYJ3dJFfoXXuhPd3LTRyPjHXefhGSI6E5LrbiXnWek4Ad44H8SmukwoNM/mDKl+XXE7MWSNGz/UVbZE9PV9sIsN1r57T"
    "1c7lkZCOO6CrS9gD31ruxGk+CD75m+RbydZvVko5crJQx66kkB2bzeVgdnUlvSy7KYnHcEq1EHGxk/SXUo+KdnnOmO4uF8tH+rUc"
    "pxeoYX6nBXvBno7XdzWXe5r02aY47dVIrsixweNys/aAlbxTH9CRQVLb66dBH9lNj9DJ8EQM82Nx5u0yJPgR6/IE1tpOmLGPmMez"
    "rziWn1pKyjE4hwOhwa6ETn1TvsO5tblw4+AljZIfOJnX9YUWQJPUIao2G/69TgraYidWQQu+gFevw1UuF+Og6oc1X6g22dnqpDW6"
    "gR3x/Zmlztada/pmf+ar0x5u3KN6+kD/5TIbXYZvK2If9F+yDLrT8mSHs6v2BzEO1W98l+NfnBtiCGTLdC5kps0igcX6H5xmi2zf"
    "wxOsxU83wyOAb8qeDWObGOq9LfX4mTQvheOncfHGjrLVQ2wioH3PIE6obQ4ttQjysAIrFcgJ4vqcK4l5jNPTtqrn2bIEVmQ1pKhJ"
    "8A38gm/w9+mQebPjj9F/ibNSU8ydt6hxA6O0ZuL4tF3VPEGMUnYOvO341I+6j4yFBgxwyubDKv2sX+LbPsDTXIA1/UBvCCbrsmAQ"
    "9M2hMkHjodnedZCwPB0tlu9Zju+4FZ9fhJMxFj97ECfF5isX4KQaC99CnObTYRfslNSqQ9I1JmZ/kW5gx8w+EvWr6NA2LufVD7Ln"
    "5tdHPPuUEoHaEEfh3ZDqxvKAVBBvvDd0ZlfY5I1Ytw7Efyc55+YSeq4R4khjREKmJ1SkaHmi3s8q1LF6GWTe5PpQ7FQBkcOV+NRU"
    "vSUcpG/psEaV4Rys5tnBIxKTy8KHYImekWmw9QPw7hvhAfTCOt2BHbsCazQX0cQs9jPOgQXpC8nvBk9oGGfsWm/Uc2RGcZnW7Z5N"
    "+gB2kY1gn1iKPNu1xE/a/W7g7Av1GGwXZSU8OqAndX87j4JLUpc8oF/BAn2CeHOY2Cyiq+CN3SOF4X07YBptF57mqo4j+tSyD8XQ"
    "CMY3uoCsKoY0X6STsDszyHTaV2Zgx9sgziiBjH5DdvB0bq0yw2NiaLqWeNJXcQqsi2GB5uBk2D0sgHQXwaN9A+etk+SSD6aK+1BM"
    "1olf1VhaS/DO1XKs/AUdlQ8NuUm/VcN9F1Ii7BlHS3ruUZUeIaNx1paSe3E2LE6+GvfcKpxn00+52NmBtMf7i6GwDX9ephaBrIVP"
    "vRGabAh2fRhi5kPgmf+K+2jB3ndbnW7i8judmY87lhMFouwksC4o68x8Umz2k+NrrqFU9fR8Kz3E9UV0laRn5Ir4GRNb8P854qbR"
    "DGd+5Rhx2bwcMnBVw1vaLbhQzJYaL4PNePuAVag63HcVJK2Od+WwZnWeeSjbKxugnXP1M6xMlPX/8+jlzYZH0Fvi5H1VaroIMYIz"
    "4B98pRXhGvgaQVAIq3xE2Ck4FD7nX7if4UT8VVAyrfqyjnmkk2QJZ4V0xQk8TubhpNfhNM6ExP8CybcZIqfJf/R4/Vi26b/ldDF2"
    "eJuUcA2u2ZNZ/B0xskn/e8JPPynnc8eIxq1B/FQNXylGXWIVm2fZJ+06Mjfo6xrlWdqMtV8LTR4lysn6D5ftMHXXnX5jvTZ0wfGQ"
    "5GXUORVkxTTPpwOsdg1nhyTwBBHGRt9JlD3MZhd+gr6q9OdnBPGkbg+qyFhRxazNlVKjDk07T9t4Fmfb8+tZdzBtt0Zd5iHiJ3Zb"
    "/ukyyfUSvrSB61gGpt5WxjMWKK31t9FnNB7Lb6BlJtH/MI7GONFZ55DRYzve1VZsvljMs0+4uWjV9PNNR165w1yu9H9p5iTnhzn2"
    "YvMZLJtkPO7GrPuGzJGbgo2IyCZrV7Wa6AJ4VDcgGnkb398NnkRfSMxaaY9VflvflWtxzftkO/fKmJP/wicieN5XobmKIW958OS3"
    "Yt1vCtaSb3Nv+RE6PsRn1OOiDfVd5XN06/BrI1ZvkQ7Gro2U4Zx5PVc/hAfvbE05mZaGSDyTIXaIp9X40/JCLueZymDrTC8NZB1k"
    "EzT026z9RqC/DYfg7IdIxP+ezpGVwjNpkuHgTbHaVgutuA1rsREesvVvDsDpeo3SV4rTuB4WvwJemDHMXAN99Af8pTOgx9Yxw9VE"
    "BouxtBV4HogKckJvgwzfK4eJ1TFn6CeId5pAy27TieJ4psp8b2qK02GqNM2O/881yrQElZCV0NU0O4tjwO0ld3HmUpIT1zdpLWcH"
    "GDvoAP+5KiI6WovrCKuBx2j+lWVCluPuPoZ8VJLpvzvu9m15B+8+irNPR8pERAS2r/PUZmTlyb74f7VaTdGY/L7GKWjCTKXJdQHr"
    "7KXkmjgTZ2XJ33DiLXeQ1Jg+LC7vG/UWKkE0rdXwvoSO/7dcDT/lavjZX+BMVuozuM4CrOpSrO0UqfG1bLPK6/gNUdZVHEP40cRX"
    "1THerINOmq9x39WX5o1z1RPrXnpP78Z6fCwtsOI/6c4yCnvcJMju1TQWsz/FjGuj7MJOkFv9ZFz3U5yD2+Vs+rJriANarc/DT7Oa"
    "Q+g74Kp8bLCEjCbZ2eT+8l1gVlWyfrM7iNTP56S4Uj6tkv2uJtN3vZ/sr6P0BBkVnq37w9O/AJblQUhFW7m4UfZ5U3W0ME3E8Zke"
    "Sn+6FXTFbuI6zg8R1xUQ87n7pI+mXfVoqffQ7Dkegf80E3uV5JPEfDdXerpgESclJKnD7O8fMQ4oY/dQHeeyJMlx46ZDVHEKXYJY"
    "yzjZuq132/IuEfra2XnQSzLdVSI9pb7+YNp9Kr7vXzIAGucteD52dl/Tb6Ct6rNO9XMa3L+r6ZXa/3nwKHogPjbtOwuac1f4JtfC"
    "TiboQzeRP1jZyYWm7SDd4V8eH8yEthquj0BW+snXOEVRj5e0u9uxi74VnuowRsgR9mI3lYCo3tBPmDhHB+KpToSP8IpMl5xwSOOf"
    "w+PwnW8Ht4eX4HRMgR6eBCnfTx7URnp5sEaeJbK8FU5PJfzhD7Cr5gWfAR31I/RY22AL7vM+XAWaCGu5gPN8OuH5ng/Kw9U4/8X6"
    "abgzvE2bB/cX/Mn98JRjfZ3jZUhmAvqpjLXS4cz+ldDfTXK3+slWnuVs+qBcO9Ialu5QMWnP9c5hvr8Ka2msTFa3sOxLIWzuYjUU"
    "pnleL3P6ok1+ykG8+0ZgWY2eksxwyFhlYaOvBvygxp1mXVFVRKos59Sg91nnzvfeaRn39in8bDN7JGuIu30f0Zd1T2zQBCOCRQ3O"
    "FLRYzzzJQPbGe7f56UplxNIp8VFm3y+lrTb+nkaS/ZU47ECJ/klGv9FitR7r8y2BVBheYQ/ii1pIOrbYk37LAFy3jtpsAOzxRmo2"
    "4y4vZpY1zGBInLUb7PMJyQwn5iueKT4f2rcUEuGsq/PwHBog1NvIRqDEpJmlPcBX75zPlK587CX1Xlyt50D7DevfGf7sMWIMNtMQ"
    "aZ8AaX0H9zhWP4RO/0GnBuNkBp5yLmKifyMuq58DFSUPfsBJTpY12oU7bdY73dvrWGIUp66AWR7TGpaxqyJy4zKJevyc5TcN7XUJ"
    "ZW4PnA3DTzv+gARrjbU6Ttqwt3ebFoaC09AfWmKpfAmtdpB8j/M1SF73HkfIirRSP7k8Tw7WNRcafasebBM64UPNwvU3QqpebYBn"
    "7iHYi0Hwp97RoXKNHC1jEOW0liFYoewZ5+zMy9lfSbJnPJqZWJjwc1YS2oz53Cj1ThOyQtSxx7KhnPf/5d4qiM5dgL19B/HdjbKW"
    "syEHyEL2DLloeSexqW1tmFu9F6+M1W/lFn0JkjcY3/5U8KQ8Cat6FHEUObQoylksw+gprsL+XtNA5vRmTgS2qW//ZtfAT9ifj/Uj"
    "/TPjFab5HvaTNAPEEnzCkGs21a9M74Geso6XLrjD0cwK2z3XMdNawa7xxYwV9xK7TrEcA8n/GB6XTfb+CtZ4CueLOKxjNbFxhtR8"
    "C9rmJJyLO+UTeB4PwRL21nODmfIA3n8rZ9U0kXpWQYdwcH6xVfl2Yybmcqmlzl3Mk/09js590iE4QG/WXtjX0fI8XmkaDMX5GhjE"
    "4Mcvh2QejuduAW+2kyyCZ5vDqVUXyCWymcymNZDBaWSW/woWZwKuswn30xq+zzXBOliFk2SOnhq+qkfAb78efsdg+RyfvFy+Dp7W"
    "U7B3xoNZgLPeS14ki/Sx8i+5SNpBm/zFzsoqWKBqnYXVrGJeejRtQppnO+HnIZmfY91k7SXpsTJufqcSO3hBg58xTozVtEglZDAL"
    "2YX3omTvB6y3SS0kzUfWh3nOVowjnBaNMSpM4SlNV2xm/cCqFGvIJDMqiOsc/OQTrPs2xpXVms8cx3yst9UJDUtRS+ah05l9iDLb"
    "tAGarsznCdP8Ywlih50WHiAxP48mwoh3VzmcyIhS+MWvhZfDX2sjHRHTT8F9fCDz5VRE9MbwOQNRdj75CaoYN3aHl1und3Hn88gA"
    "B/85GIf35mFXV8ACbGGPwh/6mHwKiS9ht29LzqGoY0xjK7qEbEEmaSWcnVLMCrtN+yjR3+C12+TZbbr+bxifBL2elP/7zeGfegy8"
    "xb2CeySUfSB/HaCTb5WJUs69TdILdIwkKfLUW5/Dw9ArhjBcjH2s08/wtyfhaZXKS3oD5OpBsXznJdAit+LELcB7H2BFrYa2o0L/"
    "YJeMZUaqdTs1f5S7GeXKlJBLP6WGxaigp5pg5c110UX1TdlDpuPclEJn1+A8WJy4QI2X+j3os+x65wF6v0ki822qrFU/P+cMxxrW"
    "MF2HVop8hR1Z+zOu2u/x/j3ETtq50LBrxdBGG+C/TtBcWSJ3y/WI/n/Ro/U67MUl2o1YEeMADTnzal9JsQJgM7mL4KsdBr08UGw6"
    "wAmI3P7CuSjEPq/Tm8gH3ZjVgQQ5d3qztpqrs1PrdBetChfpNlkuX4d76nfwuPo2Hh3UefYq12Pp+ocDSNNFZCWciO+dKob4tc60"
    "u2W8jFdDhd+n5bKYJyxBFsgSZhQqmP8zxEAX2SI2JdgmjU2D3roR97GXuPqJVQyaiUO6bSPngeF9OzGGTNICt4FnOwd/DmB33uES"
    "8+fHcpLGeaueydDsxBRx2HnrsbGYtozIxYRnPLCs/f1EV1fwnJeSwSXJaVzLmaW0ymv2Od8l3GeLYtpKoecG6Sbn0q7GMhhHx3Rn"
    "+cfNWPGlWg3dfylkaYF+IsP0KaxeV/mNzNY/QEr+gKYoIMpvMuxWMynivf3hfSy7lzMlzSmX8tg39/Mwg40LWcF8RUvI3Gc1jdOw"
    "P4ZJK8M6bNU0/9OvrBxvIx5+jcYaYEC1yYSukmHc2s6brOKuV8Gve0k+to4k+EGzcQVD+07AGb1DH8c67A9NZ1mjVvI4rMfl0kd6"
    "iMOZRvn9tb53JIm1Ow3WaStrIzE9UZYTXbcWunWaGBPTAvxsJassloktxplYhyt/h6h4N8j8rpxO2gNr1weRoHGVTNHnZLZHnufS"
    "06kkhnOLXox3dSYOs5TP5uas2wz0qswa1seFrXwGwzioNpP1yrJCpo1bBVH4sZOZszauvDbY3TVaQT1iuAibudI7MPa94/US+Bc5"
    "OiUcHZygz8CziJLtotJPcCpA1JuOa77Gd6zCd26DxNputQkuQyRXCktTmekQN1y/y2TFuS/bcb7HSD9I6VHSnhFQHCdqNaTLdQS4"
    "3t40z3qt1rN9Nff8aTHt5PO+lk05QoxNYTO73/vKydAGG6HL8ok+NGzknrRHFfDuosR5JxqImbLXwNJ9w+kpq5d5VIf1T/zpZ8/H"
    "/VQtW6XLWVG7wHcBNmX/h3u2dayYZKteuj+bZZiYhRjYlP/znz8TJ3a+Bs9Q5Gfp2ZMYR0L2OzBOnT2IBrJe26TP+htKq4Jc2um8"
    "w4nkGHP50iX6POzXdqzoN9ABL+iXsINnSHnYrIF7s57Cco1k+EITmu6E+RKvNPU94XXUobbqE6Bp0vmmXXfA0DbiZ5+Dd7Pe4qOg"
    "LU7wq9BGB8grkOH2DU5qSeqOqykZ1keFXO/iZ8AkNN2xbyuyl8cWxbS+nz1K+cz+bdljjIb6qhdjNczeNCHOzfgVcnSi1DTQhWUz"
    "W9fp62KsHOcG/1bLeufr/Yj8yjhDzfbSGHVqOM/CfMjbZB20SKm6/hCT3y2Q6GK1SWqfyp+6FNahN1nES6kLLocVd9NYE+yMsbg2"
    "5jNnLtu/EOe9mijuHGioaliOnnhPB6niPFhbtfXEHicZrWyBvqqjZovoheLY22N6KiJwi+JzcWXzgLv7DkPjk/sZe7p3Zm6isMpV"
    "hHjK6RTHPLaPlHqeB4fa6CxprLVjv7RctMvoOA7OVIbFyVVD0rwNf9eizf6rS6KfpDIoXmeta72kGJd/jDmIjb4+57z9SnzzBRJn"
    "RGDV+5Wws8bRu8b3RrfbgR20h59FlR0p2xg+YxWRwxH2n94nlg1JYe9m6W86ukm+vquvI1qcq6Ngf36F33k4u17sG8dncowhXrfv"
    "6w2/e4W+AY9nJSzJDB0L78RwfDmykprdprJu01FSRuR2id7OKUz5kNaDmb1aiF0fAB3bnoiJ9JotzZyEU+BbOI2UIgt+gtFwgtOn"
    "3USiCsaXk8W0/hZyalhGw3zZPvCWojvoQIeXWMvoySoo1pd2AC18FOczF7qngHKQ9FMQBjPn5NCNsQZeMeTRfkGc1ZMqxoNxTncu"
    "gN8eSAkzzcZysBo2fjmufQ2udYOYXvyFU9HuEevAK9AfcWb2b0DvVPosaSOyy9fRrzpIDvH2wfBCecSiJJhd68J8ZZyZRtfBV4sz"
    "doSX6cPEvaIecW+oY8c43LaBV5yOcozNdpfGnltCvLObDBXl/ZWR1TyOXTf/rZeUsAPAmGqsk6UMttSq4buKw4473MWh4lgAbL7P"
    "kYiS/oAOe0iGQhM+APk4AFZiIqTmhMA6v5PMVMfhm1Sz5r4VJ7WMXSwJzgoogl0vpzbpBPkpZ86l2D9LglWgkfRv98r0t0f+i+fH"
    "suF/4PXpkKG+iDUL1ZCjjeFj3JLhLu/gZcDpb2PVc/n4uGdG0gw3dGKH/lKRXf5WYTaPqgffV0PkxWDG/1bzaA7P7hs9Q1pj3QZL"
    "F6ljhvlROQ0RwGJo2BNljJTJfPgKhdjrqWpckmdjpZqKYaxz4P99yph9o94s73E+bhUrEHvI01jrtdTmxmRu08L7estU38EgZJMt"
    "0c+IX1mOda3k7MYu0DpzmHtxHr5NoIky1+jwZqNggw+FB3ocdnqs7KoJ6OCW+BXTJ+VbvRefaY/d/U1GyoHyjHwNnbOV9STxnf8J"
    "j55b5bElCc+GFSEG53gJfR3N9ZuV+B6bYdjlxpL0XA/GlJviqjbixJhKSuU2+AH7yX24+zfx3DdKZ5mpoyUg9vIx1g9qKcWWwdhA"
    "j3kJe6E+hA9e561EDSe0jSFuKHs/evZX1E/JVs7EcjNYimgBfmB+3mV9xrDr3aza2VLWgK3fHTo9yjvN44Se3cW6G6Zh/42zLofI"
    "VkPXbifOax/onWn6f/EpekvEo3nqZyAZXqWeKUh97dnZwv1ZMUnPAExgldXzukbZRZb0q+Osv63tXlJMuyiZmn6Q6YusxbWqYQEP"
    "F+uKXQ/fY75OxdpcgQhoZQNezTbGh7W8jvU0OSy19X5swi6uslnOrMNMRBR/BTyHVjKGyIYzuWI1ZPiq8cjTKs/CvAX3u8Vnzg4m"
    "N+ofPuet/+NPu/Vo5vEQjXfwAkJyh18u+d4LWO9nWxjXS3NYgB/YP/4Tfrc+Rpst+CsRvCNlZ04kqqI89ReHjJ2tCR87lXFSS7rq"
    "G6Ut6oFd7UoPtJHPzlT4qoXlUCwnnvYXKjjJx+S1mB1KLdgzFMn0McWJdM6j9Y6QwzKfOjbB6cDz2KmyJ9ldq6Hn38H69ZWfxLDy"
    "qcy8c8u9h8yzOU0Z8efdcdpHeH9m422ihFmTS6U/MwjF8OVKEGs+Cw/jSuirZnKOvKyv4VtaQh/tzQ62enb0FGeVOM9tu95CLevY"
    "/9IdiDHW87dzNSzHNQpeyQas03bOR3hWHhObB1tNq3qc1LBO9BYt6Ik2xTuYhCjtZ0RIM3GK78DzzYB/VEU9YZ9pRtR1Y1lLbo8F"
    "nFB1OyLPU1hjtb7IXvKXGj/WUM52Tma63i1KN+RPF+p78Tw9O5O1Kj05XjldrLGEmsbEpDV2Z9k7wwhWTgxElLuzC56gOTNuFfRW"
    "ahHzuImR5cxjmC/eU07Hvcwmu791am3Fk1j+xTInyntTcizWekadgZDFqkzVu9QjA5N4d7XH7ab86a7Dd42T+uxMmr2wY2buc3dY"
    "tG8ZWRhryFFiKELrSi/xPIjpCluK/FohZ56XQjvfKW62QRzPYMzy5imPkufgWa5A5DEN+/OTvoyd3gh7M1Ozd5FM0pegXW6BRrOu"
    "mO+hR0tgJS+16Qa4XpqT181eqKN81+G1G3FSDe/yLSR2nr6G8/IC9zbCame5x+aaZUsz7OSxNpvL/NJZxP/+i1HMn2o5y7vxt2uJ"
    "AkzJQ/Aejd/FZtBaduUQrJZppVEyCz+dxtxgjNGP2awWvoOsmk83GrpsaPAmpLlO95NxxoLCDrYJOglSvj87rlO0CFvJzmR5iaH4"
    "9vepH5NkQViDs2xZq83sfzmHWkc9ns9NvbboYgb26y88UwFzzvl6klwPT6m1WFfmAHk7uJ8VgBch57n6jX4CK7tLhsWudIdpAj18"
    "T0cZp8ZZbfN7SJ5DS1hWUni+a2H93RygxkSHp7xfm2b0ayHpjkTXseNYeXacvBd6HqWOcgTszRL4dv1lItb5OvhHTxMF69inY7AB"
    "tj4lvoehBb93MM9fwEkU5vE6vvIEsVpXs8pfw3x7lNiOAz0mTcgiuVsm4xTL+FduLm07qe8ESukl0G6j5DPcWUdmxN9Vm9fYRW6n"
    "d2T9CxeIi01riVBL+QjcZUF3kjDTLWz+yXXSTioYqdpcaoc5qcW9rOOc0hLfwVvG7JN5PA+KTWLb7HV1ilwkLmLuCp2rsJpucquI"
    "Y1+JedaSzlI/d8bdSQcyMsbIY+Q4qlv4WUEpcgQYO/xu0I9HM/9cRktbih0rYF+gTQN2XQltaD9cB3guvNCDg45YnTX4hGE2FuPb"
    "V+PnC7StpOfIdpK9fEVrG+vixZ4fME5EQZRyazmti6VIesuz+hD0TXe5BvtwgjzNiZDtZRo0SNJbDMsSLOXdLGKf/SDc43sSYxW+"
    "jD7CIuxTf6zLSlrApGcpCVlzfpx5hoOlnNOs0ki2Cka6+XzuEmrLCOuaEfa4rMXTrIdffDO84zpixA4S432wGoHNWnWdpyGnDjeS"
    "3eiLNmG39Om0P0myr/6poc8yx3hizRJ0ENfbP4C80oZ/7IFnOxlXfBU68kc5Vb/QExsNlcflx9B0f4LXaSl2naacHWBx5UR9As+9"
    "XR7GmdmjUdfgUaz/W/qGjvRMGQF3PPQdKc7nOFo+sNmawWqs2mQ880zsxgc6HX5DHKc/rvf7OcJzWZs0m7UIvq/pqcGylBMTh3D1"
    "ZmBduviTtZF6OQGfx3UhJ8jL10re0F0Cy93+Ltb/+hT89x991cBij0TGXqYzI19BUiwqv1OMd+JmeHRN5FF5hrwCv7BT4Rsxvh3z"
    "6jew98fipjL9HJ8yzXaImNa/MjCuns2sczsukCvJRjtAHLPZPK64xQNFnFZla3ML1rSWHItuBridqKtZ/TEN2w72Yi1+L2N1sIZ1"
    "gVzmOP6Nn1l10macHirOM4+QnSHh8XL/zMKXzjzGOevP5abU4+XtbLgM0WGebTTFSH5z8DLl3JiX5mBVc7BGq2CBCqGNt8EfeBbS"
    "v1qbBiPwdGM1JjdLPLQIylWYNuJ0vSedxDCaxq6uOClK1rRDM7k1Q9hu5u4nvB88RApZx7SaWNcGeOau8LNTzKKH7EtQ5nfW4X77"
    "M39vzGX9YdtX8TTOw4qfztlSSX86XB5uG/MkFT4P5/ogBtHG7CVuFoD6SqDjSLR/tRKHyDyM3XIh1yr0PN3XwAJvIGuB+TSvMMow"
    "VgFD4h4tDfGY2azsGmr1Qt+X4jqGNxPfG+HeJTPcLN3xr7bBOawXL8RZ7qa14b7G2yW/4hxdo0/IQBkODfQC9MJLiHemqE3pvVBM"
    "Kq26+zwxXXX0Axdyjrvxo1dxhrxw9lclq/Dmgds0NcNob8OnYsRsmZdaxhkhK6027/vMHCY4l3HfLPkCvue1YpK7RL/U56ATbsca"
    "fNdAjiv76iSgZ3pIjb/GRbTuUe5iDU5lI+iJrkST9oFvXAcfLsaO272YK6vPyaZY7wrJG3yoRD3WwfGH7kWptxjwEJ66WkpQEU5P"
    "FaMuV7V5mCduA/GwEZ68GvhZxlZqHHfGxNxGXoM+j+v7+J7s0lvkY6sSb2tPFscyab16C+AJ3qdfyQS9HV7baujO8dAG88J1iCNy"
    "1U3UyMG6L8EdfQA9mU9Ud1Idx2/US7jNnrPK4mr2pzXDvj/EmDEOWThLzMNrLZMhmTtjdSdAik6TofCIZunHsAwJORon6D1c4Tb5"
    "EZ7eJqzrd5whf7psgY4vIwLNYqQRkseTk+tnfYd6H67rELXGfjQdknmj7itD4GEXwLsJpKd0k7vlHh3Insil+MYkdEoZnmG6WMV+"
    "CZ7HsmTrcJKS5Cy7EVramOzegBVdQexPlN0pVYx0LD7ME0OfbGHFwPTsnmIVdEOCvCAbmO0I/8a2FHqsbjMp54z7CHykpmLWu4q1"
    "NJP7ltJV0pypoc9E2Sf3l+HBWFx/MtZhg3wCe2EVwutgvSbov4NR+h9OAp+sPYO1+FlzuVDv0B2n8vw901hEK1vObzaOx2t9/Whn"
    "2U9eCkV+xR0NRyTTSp7BTlxM5P3ZsC1JavRopm80zvqkY48qzsz9Pt9H71Hog+nyOa7wF2KhDjIb0jkbr5wv/f2c8FgmMyDQkuu9"
    "1jvcT8gyJvk4cVzNeX7qyC0UIyot9OxJL8kccrda3GFsPNvJuh16Dv/xDdSzlkPfviyXYWdfw55fA40xUoZBC90s3+iewRpI21RI"
    "+xPSWjT8BHpopVlm2S/4CRL6Kb7tfVj+a2UN9n0KbFMB7iQHp7aQWKUEYnOryi9CXD+TWfxiPFUBJCzBbFA7+Zds9QjPgV5uL6Nl"
    "eR3P0AQnuzfu1SadTEW89oxapSNHLpKryQgZ+rWPM4/j/N/heKIjyOCntGFxXynqRl6YwZIiU5FmOm1bMsNgc8qriYJtSdShaYmA"
    "krgVEUoeVvpXdmB/B89pI1lTzxCbQrMC749AL3yJVw1N/CA8Y0PQV3kpT7HO4XzvkbjGh/IKdM2BWMN/weP5ALHPD1oePiBFPisj"
    "smsmo5CusQ5EDGIVzaY+K1JLrRfxeHjzNnbLVLjSMU4JtEs51uJzWPgvEKG3k2M5SzXNSq6anm5iq3SWrKLHsM2jR+yJqhjZGONT"
    "C3qj1fo9K0fWx9UNa3YdbP2F4vLrMR/bRTzK2sUjrZi5NeTuEF99dOjhhB5IW1E/V7KJOCZxp9NTZF4bII6ty7rL1kBnPgFN1Bgy"
    "3A+7MR8ebA7O6LEyXZOZydyuqtzL5zCtjtiPKPrWYnGXy98Usl5td9xXwh1mWgbkIkhCft+kfTlCpsESGM9cR7kDEWATyZNF8jvO"
    "boW+oh8ZK6xehSd9nNbjZU4uqPWxoeL5upKH8wC5MJhLNPg8etfLWJ2x7IJAF6c807f4ftd1frLDMlbmymHPTsZq7y778CkW4Wwu"
    "gHZuAZ29c/Bi8L2+A239sbbgnHnb06FeAooo88Iur2aI+uNk4jbMwCb8qoaujbHaWacuJotxXmWCp7OKLA9XwFatpVbZzMqh9YZc"
    "jyefKNODXroAdvYyvP89DeD5PK3HybFq88ktTiphTS7GXPMNjHjUVwvijGRN77cWF0EZq6Zx8W7yM6cieg/rpIZ6XgUtYSi/bfoY"
    "9vxPfH45VvAQOQfWaAh2/1+4w8X6XHC0nCSn6OawDidqLmRkiJwpDxND/gaktRM09wT2Gpntdb08xglnaJlyeqwpb61dn4rV/h0C"
    "oAh2xHBzRfREfiH3/Jms9U2GTesO69wYeu9O+FW/6xjoBIWe6oLnbSlx3/minF27Bz2zBM9aGc5jW3I0mpbbWyL0Wp2OZue+j9Zd"
    "X7JV9FOINpLMbJazslhAfN8mMq+ZrB/KPezKGnwleX42MDP+DmLWL6Gp1+o9kL2F0EnC/gR7zl3k712WMWZ6Ur6z3empMqI3LEOX"
    "rps1lTTv7pnQxsp7c9GcYSZn+u6bYzxWbgvRFW1YT3Vxj/NHzGqdAzlaQe6mGqzuNaw8CvMG1UTfiaT5+hzPkwQXwpZMhr/7vX7G"
    "bgvXq+pmM+5O9pZ03GAoZvOOt7IC8oEUMoOQIitrnFkO68Q4W46UFDGA5tWb/1XCzLTjYHUchOu5rmdKGoevrDum9WsOtH9nyN/1"
    "0OGdxJBfz0OSL9ZvsDONgutkErkFRhC5dS4kNB8241ec1pTWz/1rJFZ7VN8vNoM1VNPAI/C9tdTDG+Bz55LfKMYcTC1ZtdZQU87V"
    "msyssmaQm34+x3uoTCXWuBp6q4LWrbHYLBWzFo2xusv1V3zfefIz18SmBOdAni6B77Ci0Q+Q5rewdosQS06BLzBd++gjwUma02gg"
    "LP58PONG2MXvdRIs0m3Q6V/oI5kujEQmBxXqa2J4hp2IFK1lpT9BJta38GT7y8dq1nQvsazTv3CPy3Ci49DGM+ANfYo92QINZ1jq"
    "lmSx3oecZdvZYeKyln8xs3QWrNt5eKou+HWSFPlpOXXsLzNtUvU3Zrk0l7rr5l4jlg87EZJzP3ya2/R4yOVb2IHzGPt1pbzGMjN3"
    "1Hde9BHrIQvE8UOtwU5bP/JoMbzvKm0RrMOdvwK/5mi5jnnkj3wFKtR63zNdY8tHJNonkx9IUWcXk08nO4+Mm/2WoN2vIDrf/J7X"
    "oOva+B67GsZtjqHPYqWBDcQ/Ac7scshIGZ5kIWKP4+Ry6Ny/sA9/MOe6jhZ/rJyP01GjVm0wDGA5r13hO3AMtzqUT1WMb4kws2en"
    "0NC2RbqJdchFOBslPNfOshs6yvp4S3fgsqtH6+zkp+Y1ZeXVMaPbHhgu4WF8x83e495xBqyx2uTBK2wnp0C3Gje2oUrXkB+9iifM"
    "1juu9fOQo/zX4XKM5LCrN8rzVkfEjjEznSdutsZInyUp8jXx82Q6Z6J9Bt/nd9rxM2QJ82vbcL1a9kgmOGd6C7Vb6HMTT8FfGg6v"
    "fk+xnrHOwWs4N9fLWL0c2uodWM99xeZhF2K9babIBdIRezpTRwSfwPLvL9ZF3wPf9yQ0yGT4r/+i5x8wVn0crw5jTe8sdhccRjue"
    "YO0mQm6RnliTg3A+uolD60YpQR3F9RS19VbPeWnHSLpTK8KIKMmsQ7puU99Z/hZks4T4/bbi+GF/wX0cJn8yA99W4p57x07NMRLP"
    "8Ao3k10l7rGHNvc95SXfRcW1ePq17KGoIUvHf+RQeRD3P5UcR2/peH1froLc3SR9IZ0L8G0XEK1RCQ1jk5r256yjlOdCq2RuwDDA"
    "yiqKRbJpOYv56lA9I/ER8KBdPiCGPalhDjCiK3wPapr1JeVtem9xnuxy+BUH0fa6bPtyNZ1UzpUXzgMqJTtWnNiF9Q3MOFB69+19"
    "B7/7SZ33qbPpgzirYY7xbQCxs2tZOTdGvqac9fa6r1BVQ0KPI8Zktj4JzT+WE4mL9AU89yHYuQcRteR5JpwUM+5uClyefo+1amhm"
    "nVWx9qKn2917+OWMtBKeDyDOSWT2NF0lQp3aEN9gtvi0WGcxS5Yid+jZ8Pod42oZc94VHpHiehuuF8vBFMB2jdAXgxPwPZ/rJdiD"
    "JHSOyJuIDlYyl1vGyZr5lNL9sM5niOU1Fvn+MZNBs7q2Uq6iGsUno9QFN0iUnFAxMlK/BztiXQf3yGWQixd1BvbxfaypMVedCsvV"
    "mIwhCaK93cSCbdSj1bAPMepss5A1sH3nyAFYG2Ov/w56JQrpcyyrL2gxYqFN+jme4naxLsKFegFeWYj7bwmtHXoWf5fDj1MmlP70"
    "f8tbvdx9oz9Be82CrF+N524B79hm+HaEp3IMmQiT9K1qWD12DLeV8LsOlfshUTmIxL/QfYInoKlu11x4tGV6KTzMm+FFfKX7Bpfh"
    "W8vg3RxqXjE+uZNoRmen+ao6wMps8kwoRUSImbz2kCex9hXhg/K1pmRnWJyXws2NPtQT9Vrsw20yVOZCapbj5K/DM06Dt9JNeolN"
    "TtwOrXud3IwoKw/3F5Ni7MMX0AbWPTwGsv6VWP3S5vruLFO0AHr/fkrMgEwdIvRMscYEsp/v60gySgr9nDCXbbSK83b/mmNpNHme"
    "Iylvd3fKTHbe1WM7EsQ11VD6L/I6dT0zN32lQB03iH3XCvL374240JA6N1LuXS9WLtlTjSt7if4Iye4t1+IJn4a3UQTtezl8mDr9"
    "Ays0H+8p4nMlPE+qeXoJvGOTboX1+R169CMdjz+XYX+Mb3mDrmSGsglOwjgp4zkag70sgf+3DNfYWWpYFV6kk1lj+5VcldbzVpeZ"
    "mVCvscwLqCOyYQ10bhl2w1jtDwkmYh2uhiQd5NnSDOG8e1BGK5b91H/g0ewOf/AUUW4Jsos5Nv8E/xX3tXc7Sxdy1kzSx1Apj18I"
    "OdlgDfzZ7ThdcX0a71pKDb8OZ/k6salw1brd59P29XjxJGu8xeqyRcvJeW0r+zusXBW57mrYAdRURkgVa8MdZBvnSzmsquGGOngf"
    "1zJhuZmqTkgfM6H1c/cs9xShP9dCDiSaybiyGlPPHB4sCX8X65SxisoqyMi+Mgtr5dBbeWQrcVzNjpn1NnLRrtY2jIMMe7dC1+Nn"
    "y7B7Iad4hF5buNOY8AijCLONoa9uur7qSl9N7Suhr83b+/fkvhjqZhtkvJYrWaFXSSFzmNuhFRbTerg8r2PgVPKkbPQdACmyMXfl"
    "c1rXuWnX5/QW6ECrN+4Nq1+Fcz0cum13+FR/sIv0Rj7PtTjBJ8I/2kt+QUTyHr5lNzkY9uBp6o9SyP8RUun5Cd3ErZPoc7hMVyHj"
    "Wfff//Y3ON856ucfDOD8b7fnO/Y/7OxnSSb5yr6yLYOsqe/3CL3sOSbXZvRojW3Qdf0uRxxkPS7N5Qk80zRE+Gv1DWj5Vzm1zeq3"
    "lgPZhdqjNX+vbABnZztsaN9y+JFV9K+Nl7wztIFxIjo/p4NsZvbBMeuafPb3O2q49LW+g013QM7v7D1lJWebq9fWIBazb2gnaUac"
    "kHGdITUrGMu7sxLqYnjFZolWw5L1hFU8F/ruL0juWOkHzX4mq1XlHhFWA0+umhMT12MlWksppalWn8J6zcK5stmhXWHDR4tllf5F"
    "X6qaz1DFZy3jhNmUjz0dTmspvbVDxJgMu5Gfr8QzYtRLe3ZfLI0dTO7AK+52/Stc/xV26H2AmP8p/G1QsEUv2kE+rPcqPTfMsZ5X"
    "k62vC+RksFwsxsReRzT4Nq5Ziqf/NOniJzcb22UBK0yN6MlHGbm4Mx1hzT3N4/Koxy+G7AXIhwzk490jeN81fpaK5Z13gh5uwW6X"
    "rkQ7NSe6YxA5xYopj5VYfWM+aMKcyAh49qXYdceDPMizL8SZrzCETbHn+NmDK9eCWv9ISJ7xOcThmxkSdqWU4Xw2lrf0Q0jLXf5s"
    "uOihh6Q5F1Ker7CjOGxZH3GzYEOPokjjcuL6s/+88euHDZyFA8V4ZDvJdq6jIbxukdX0xkM9m5NSChiDVvspcvm07NlfWQddV8Xq"
    "iVnTa6TSoyTTMbtN+q3/l2NWjnn+LvUIXDcL1KLKav+TjlKTmfTrGCT2kVxcy+7a/B+rgVlU8R1+cjjk9y+tIXNSDTRlR3iWl0F7"
    "bGct0aoQVs3bzsgvF+9fiffsB/u9ndZpElZ2BWcbL2BNOds0u+xRTiTcLuPhaT4Pyz9TLwtOlBu0j94aGEtIH3YqpOCrJmmFHEJt"
    "E3bw0P/H2VvAWVlt7+PrnSGVEpAQETAQAUUFVETsAgFbsbs77rXj2t3ddW3BFkWQEhDpEhhyunvOmVPv+j/r2fscxvt15vP5/bmf"
    "K0ycN/Zee/V6HnFdYMZuEOeZjFCC9pH1Piosoo9SzZnIK9jJOJg4eNsmRdT7rxF9BVH3dTiBP8AneVY+0fsROTfoZNzjIHpKrg+z"
    "UF1cZ7pvPZ5gKiStHbllDbtwFDSQoRMbQssOzOBYX40hSlQTx7UlRImFsHSDEZEbsutrzOz8jqc+gXyWVmGp1G2dmO2YzUzqXF3A"
    "HsqBYpMX12Cf66Gf53JKJx1LR33XqFILWhZ1Bfa5rWxldDIKbzASertnMAa++gbY773ht+RgDdeqvdPDcrDc3QLH6ChWdP7ktSvh"
    "DVwirj4Zg6bYjDe5hl/bzEpbRqrGNOymKcfTj7AM7hhxPS1bdIOvFPwg1fSLNrMCGaEOCeBNtxabZD0Sa3E27HVXKSUvciN2rQpP"
    "Ws+qxlbf/VrvK9N/0NcoxzOcSCkxrstv8DR3w76fKK/IQ7JBnsKeN+p5WhAaA4Pr5dTM7GE+n2keI5U+PGeF9LL7i3HhXCIOA8pQ"
    "Mwb6PFMMUlHJHvLmdEilDpFG9i4kiKtjHdDbiaEFnSQR778lmHtewqz+ITh9Q2Qkux4SrP3aBH0jtU8FdNEqeIGlfHPDUxjB3tnL"
    "IUVb5WLIw/vwrabijLbB3cfICXqKfI/1HIez/z5iqifw9516KDyiPB2UvRE+JPNq9Hd7Q07W0GPcpH/R4lhebYGf8W/U06BZzpat"
    "ZC2yCVGnyRuZNU5wBzaRZcz14Nb6DEYlIiU3p+P0dSqT+dmJeZwK2NZGPUNcb3eEXSvr4ZtVMt9SRjyLpMa8f9CI02FYaftjXx/D"
    "vxfBZzsZ9mW8zIIMfukZsEJ6gc4+t4ffVwX/pylKfIRXHOtR4sfhN4xD5gv4LSs4k7gAJ/YPNfbp77FCm7DzaxDL2Gn+AudnP3kd"
    "8aqhOBoegc2UNzKq2h2fv5R9sIHE/Ty+7dGd4thit3ExhzqKfboOJbZG35Mj9QW9EpL0vURg77pgVz7S54OLiSrsbGXUa1N79mNl"
    "I1Z/E3urU3q42AyzsUha73yl13it/4ZL7f4YFke6a1/JgZrQdX7mzvopI1yjOlaFHOOb5QL2ZUfFAP/EZYxp4h69Rb03695sIHOp"
    "1k29nBUSJRZzJ0l6VuwG+M5d8ezGYzgHP93MDqSesJRr8POv5EeseQ473+bhGYaJzZC+BHs7j3fZwrzBXdQgNo1kT9MZp25/aqiE"
    "uqzIFspi86dxCq5pCAxm6YZDz/RFlHGM9GfuPMbsVszPH9f4mTCr2V5FdOxjsDdTsc5/6qDgBF2G83UKJK9YDNt0MdbsFfzmTJyt"
    "bPmF2dRhEmamhtOMCyYHz/uOpRRjzwZ2kMaIcGLozKPxxgv0IdxxLa4yBKu2SxCS97rKV6+VpzXiOYA24GRvZDUsQvm+ijgJt7XA"
    "zFCon+hk2GCb61pLj/d3eFd5sGhVsEVf4ieHwysoJcfJyZDqI+VmGem7SkKPx9iRFjlCKUn5/EAZJT+JU5CgL72zGIebm6m3vM1q"
    "fL8PO13ymEUsI7tXhBmPRrxzrmz0GfU2f5uyddFEgng1CY/LWUcMJZHLODOY7vQr8VkWmx54hBmFfqzo7ODZh+rU8b3XwQLuKBeI"
    "MYpZHd34Xw0B6QXEkOZdTJT/4qsbpZjVdesOXaSHik3XHQQruBx3PFJKOduxRrtBmkfLuTIL8dZ+sFjT9Wq84yI8wfXyHE7VIbIv"
    "1y5BRI1qaLQN7IBdj/d9V0fjvl/DE1odlOM6Y/RovOM58jo7LBvJC5aCfbX647lEXbSa4aGs6sYzFU2HfLACb7UCX1k3zXDctRxn"
    "NJ8YiM8hPorQq7E+RMOnsNkrbQFjIGQOs94jW6Y5l91pP0VKfWb0LkhqNaxTNU7zGmZP3SxRI5/degLG4b4luH9f+Qp+1kpYn0/0"
    "Gb0ysE7DM+BtGOujQ9Q2P3iOn5ms09vlQ8bKUZy5NKdhKVbsdWJC57Aa00hPogQnrhwyO0kKZIJ8ju/9ziyVVZys3n0V/rs7NV8h"
    "pdTQrxKILKLMl+2LHV4Nf+xkKWDm1KoUlbpWZpKxMearq1W+shTDp1dBd24vJXivnxiRLsMuL8T3F8MmGDJ9b+nu0VUSXtfHveY2"
    "lIk9cQqH4UnK/XnfAkvdinwZpfBGDMcsIC+QQzYfKgfCMnSQSfIWnrEMHmKu7hBcHLYOOktnZphcX8RNPOmr2Pe2SmdTh9VCln8j"
    "c+VRuEol69H2DpvVoQqcwypbIasypqvHexSHOkZpVT6yVaxOPac2GhiNJ9jjfgTizlbwNYx1NI8oNMZd9ypi8Y/ldu0aDINvb9H5"
    "xbIUutv6w/eX3/HvGn1eJ4hNuWSToyLGbr9y+N+WLTQcWcvH23xFK+KEN7BWFDaJmjs24X7cALtpuAI1eMbdWAtogCxUkuuiD6fA"
    "XSdqehYjjSB6kp/U2MTeyjRucxE+k2DEaLoyRZZp45fqIhWs37rpxoHMP4WMwhMtsOK4CCLHT1DYv80bM1/4bZ0IWeslJ4id0bms"
    "wRYTz2qdfkr8nX3kRnketm8ddeMI6Ii3oau2g9exWRfLwrCDrAkGyW5yF05SBa1lMb3LUN+RLsROtAgwB9c1mc/R5cFCTghZXnwM"
    "dJSh1PeE3tqAtX4S52YG7rSX9JHRiByKyAZqXTTXQp91FONq3op9vBn+UML7gVHOH6R4UvrJHVLra6ZZUsl5sZCdGDat3xu6sCtO"
    "Sy7eyZgHKhE9r4dvm+cZMYToOQnfbRgnBloUnsZuXL0i/iTqK33ic122l3nsHnJYiqcxJnT91aHPMx6U4WU6jXnxOE/JBqxlitjC"
    "ATzkPJ0OC9lPzuA8wjr8tAwa5w96jOnqpDbhc7S5+H7BSsStZ0EenoBcdMV97oCdHRsk4FnvRrthZ7mK+qKWOt5xZw7j5GWCWlqJ"
    "IZuAvrTK0Cti3XCFkOBToIkGc5o+S2o8qmB7SGItZ1FMU9dgRWzWpj+znEnozwS/2or7RKD5Gz3Hh8jb4iKjSvZtlDTxAnp5xMPs"
    "zIlqlzkf2953JGTrKmi2sUEKezJLv4Mmug46cSt1SAfvU4V/Y6ewKKQn92ikOMbhkL0nneDxZUsPIu9bl3Ad9reU775Q75adOGXv"
    "sBBjRMc32zJNz8f/zFNaqo/JrtIoL8DmDsXuPC3Pag68hHnwoBfpnsFnej8Ruudh75qPt13GaRPX1GFBTRRXBzCPYKKkPDpdynNL"
    "urx9V04CbCdLcBaS3LW28BLXIRKfJw8gqjlSHtHxeL5f9Vc5G+9pvDTDfJZvO9mmb8qIzJTLqx9K/XE8ORQr2X++iVFtuc4iTuNu"
    "Yix2rfDz5URo3DZnrJrGRhf2uo1n1BFlv76xECR5tX5Eu6tkFGycdzYHaRp2XgsecdM/f/cHriT2QsLXAV0mu4CrGPV8IdYH4Pqb"
    "cukvLW4hCzoSZ38RnvoOPO/e+rEYi/m7WM1J8hD8ze7BCkQKX8M/SEGvFdBnOx3XXkOc70imMmR4ri4786f2kD3lOJydYTjlr8AX"
    "yZZ2cqvYdFwJ1i6Nbp/09gz6ImyrlVmnBncHrXVJeAjiqDfCN6HT38F7t4I+zia2aoJz7XXs9mgH/fATzkBHznqGPG+5nke4TI2z"
    "YRoRAwdRC5YSMcTqtNXEK0kxbxrDLqRYlcvn3NYyfZf17RzPRxJlB16EdqnaR2MdYN9r/eRF0mNPR70Nc7htcWb7LseaRv35WcJr"
    "meweysp8zM/mJnyPhT2zda8ewllI8TOaYYanfAls8wnyJSR7OT1360A5BP7O1/DnN0HffaS/6gz5TD+HlZgtDeFxMqkFjAHzjBz7"
    "kHUWlmHXKjhvXZ5hLHpT3IyOTQguYo0hxtpNEh5VeuYxSflONsH8rYVOT/luxnpOuCToh22hRkwxnrYepDhnAVy9pYaznq4vs5Td"
    "wlF2USX/BxnOMZ4YT0sncfog3S8ca/H8/L//5Fm8xYmIEq3bcG+5WX+Rk+Qr/Y29TBH2TSS0BCtmM7nO0to00R5+erM1PXmrdXbB"
    "GuYRGb9pt1aC79xIZoH0fFwWrUa91x97E/0l9DYz4es2Me8z2VW6Uirae69L/WRAETS3TZvewEmbFGuSf0FunN4dIi46dGzmIatN"
    "r+Nzo4JrZDC05R0yJ5yot8p4mQY/+TQ5HB7PjkTDfgracy+cwvnwxBfyzhZ3TZIOOHemg4zLo4AdeJr5v7GodZE0Ekvo++u2rfVO"
    "0pr9+cPJ6f6WfqNnym/ktv1YLQ821GvWQNw8a1N8/xJyK46nvm0jw3mKqlkNWsvZOqtrnAFf2mVUjHdorZ99D3xmxeVuzeq3F+tv"
    "3Q5R4Fl450/1JXjo3REZrtcHxLIu5kH2pG+onlPKrr8fOXIrOcdmGr2c0joVpyaEtqzlU9Swo7cjeUpK9GCvIQPu986Z/Ew6m7Gd"
    "uEx5jHlYVzkoYx0uwYy7srOkDfmCrca6pxgDlnU/1CJ2M4zCt2QXuQEaWzPSfB7f9htNr1seI3nrLbB5PWPYvUgs8zuUufg62tef"
    "OFFyAfuEbb4/3eNZ5v0Se659mN1IeaZjYaXW1vJA7/v/gLfeVf7EDu0lQ3Dt+fCoN+tr5PtI+jj1VGrZRm8FNkOTjsPeV+HEHRJY"
    "FmtvaIkqzuuqnu7t9kSpy/AR/wRZL0M0uR88mGmw+/fjfA6Cl2wdcV+00CtlrNsV+hznD4r1PVagjGnN9QvHM3XyJJ7ERTPdBJIg"
    "T8hZ0MEzES/tIt/QF87XVyEp3WQJMdI/wdcDZBBrz39Cit7GmTG0aZelPQlP+KNOge8Qx397yUx5CdboZZypL/B837Mv9+gWNFI5"
    "9PohkFhjdX4KVzxcDF//YXrJ/+/9VTHmD+ugd6uI6loKjRElXlW5Ry/ZC/5TDWVCic2yUW/T/noFzsV3+jmi0wfx31uCu+RguRRX"
    "zmFvhbHXZbNz/Ea8bRafu6GJ/UkwEsjiXn4CazUumAc/ara+yam0VZCYN4j4v1r/LSeIs6vl+N8h8hTtpasktMswsClRJM37WAUv"
    "bzcZp8ZU/wmipnsQoZWHQ6Qf3vdIIpC4umvImuY6zWaPj3WwWr93NetKjgM2ylrzJ2SwT0LLWt2/tbipqwZOuxr3X4IMQruyV6yK"
    "3RfNr7XhL7r7V/GNouxqc/7C9mLsDNbBWsF1LmZsaDM5XahxNuEzU6Wac8iVxKcu48z7rqxw3y9jcapSkPv1+H5n2RGytj90ci7u"
    "WaT/wQmfgnecTq7ZWk33JrmJvDCD4urwG5OMhio9F7ztaSFngQyXMous5h3p1ewpEdb7Gj3Hmr3FQKIqbSeu8zBKDN5qaob9ZTg7"
    "Nj+BPlmOU9FXrFPvP9jpcrK8GIdxK3YamL81Sx+UUvao5+sl2Ld2RFO3LjHLBxui9Rp4LVFyu3anJ94afpBppk4yEFc6VQyJbQP9"
    "l0Y/jW9rXwjp/qc/Wd42Val1Htg8/2jOu9YTH6FGm2eHHSm7Suhzewn2u4f0m+rIO5nw/qDDso1DxzqG5pifGk35boNQXSaqnFm5"
    "iOf5syrNs1jf1VizIeSOroHEmTzaROD9jOIKmfHrk5kjUp/Rcn+2azLxGCcCYdLHgvM4aRMyj7GFGXSbl5gEzz6Lse1a7HIu7ngy"
    "vtNLjkJU2FWqfF+8m+wyT8v6bkP9hSg2G6g7nyfDz+WyhVF6jP55EfwNh0xq9nIp/RPzBD+Rj6Sama+H8NubiQ+/oQXkf5vdmcsT"
    "cBykuJqMZfuJVeG+hS4yFKtD8cw/swfUUDEXGSJvmNR3ghn6ePYvWhY2hpN0qywJnzUsaDzZK/IwYsJcaPO3cZ7/o2MhjXd5/sGN"
    "GVQNm85xf6/D096P03cZ7ngR+wsMF/8IWUsv1MnA2R6FIUp7XkFtUYFTsbMc5JE7GjNzwjGi8xnKQCN9XzcXV+an6mzvtvf59bTd"
    "Djlr1bTnKMZe2JY4u/9vzJjOHxSRSafOVwWirMqZVmlvnL2ySH5Qm78KxFCTOkMu3tT71FW+K7wX57IVNb4jbz8+oWnuLV7yl+AO"
    "dfTkk6yVJzMo2bnQLSk+d8LjeJql6yPpXOwM2PA6yFA5JGaKlHItN7Oyc6zcJBF5TFcxS7+QfW7Guz5SmvYxpVFnQz+7n8+8mMng"
    "KEnypI5gR9GzON13QssfA59PYYvel3vwpjPx/Qg9JKu7tIbs1+B5bM7hFVmGJ1rK2UKL2S0PcpBYR2d/WY232lVc12LcI/kndDS5"
    "qA/XI2QFNPo5kEqrOp4Fyd5HjLOu+fqP4XudJNNpkWLw3irwzP8Sqy3bZE8lMxOd5TfElob8YBHaEvxt+QTL7dsZvFb6wRc03NYe"
    "OGt/ejse03TWu5as9B/7zr+kZ/4N2ev7C996d29/W1GqTP564d4l8IlHyr0aD+fj1H2NXRgkI4IXoCVOgbbeDxKzkJPySdrrUfI7"
    "nsUqsadCLlOcHmnw9V2Hm2l9Rw/gGnthjWdB2uxcZEHrtP3/FbW5N4gzqnYcKq7b11bZ0I2s9/ZJqaCEduesZD0spM0wzNY79Bqc"
    "85/kCT0u6wrsxR7QQwM48xBBDGBx7l14+xmQoIGI6uq0NsMeF7LKGxK3vnlcw5ayX3YK9iVSiutkjPucgE1bjIS2jfBs1TJvUemn"
    "apvjfCxnNPoQrrwFMny6GMNXLzEskVmwozvJM4iyFkN6DpUPocP+QJzXT2bgFG2CD1MOCXpUStgZOwq/9ZI0eqb5dvjunfRZYuzL"
    "30BENydNdexTyieOUDH86pQ6XCuTRev0quR7HyPlLaD0mmXoK42+r/0z+ifGgTsFun8Znr+G2rnMa9ATJP3WXTLz4JbbTVfwzfc4"
    "V+qpcSuZU+jmp42TROEswNPeJe2hB3cXmzP7GJbrCvgb6/DWVdoPWseQyNfBLqzG6ftcvzQE1LC73C2H6TS5Ts/RnYM9oNcroA/O"
    "kTc1QTykATIJV8wmXkDzu13L6Goso6ue3jM07WGTzofD790N+nctnnAVnvNIuQhe0uvSPGJ1iKfsIW6G3WxIFmKhYjWOr1Ls4t4e"
    "p6+G8fAEcVXBuEe+VD//25bZ5QS02Tzo2BBxyEZ9F+s3FXpjtvSUd+VCvQkyvyMsZhYlNIUIaLavKLoaZ52v+tozXCdFrPK0kfvh"
    "jdd5y2RTJZXeF0mSMS6hEznBZL5VB7FY0+oW9uk/GRfuS+SvRj6t5e524OzGZkrqTH1RDFF3C36rBD87l/Gry1E1sKtyMOPaG8Tw"
    "8T6Cn1Klj+NJDsL5fAtvM5qn1MUEDm/CGDMLGf8lPE58AjLrshZJ1nG6y/FyLzwHs2X9yR3QGWdsFvTbGn1cbsDOlXEaZTJ2crl+"
    "DR2+Bpoj5fMGRX4Wy82tGqrNAU3w0op8t2Mas/qf/ZDmbf1AKdN0Bs0xHTTSj91NXCdeBTW86hnSW1xl+nfIfnsy+VrU0QY6dQHR"
    "9LLkKTzBf8hWbzWXOr57lV6MFVuiN0Nr3Iid+ho7MEIuw4ob2k67wOz3SM8DFfVv7PSz46hx2PsdpIC2ZxN+4x12m6zWw+gf1npf"
    "YT35OmqYn2ogn0Y50RnK+flOOGvKTv2ER5912bKU58beH37TMkjIIPz3Q70ea2SoAfvL57jzILFp/UJ6mvfLu5Am67C/hFmcdI41"
    "7lFQF7NX2SIAm582HuSQWs8YG3bHCpwalEGmFqnll1ZB9q7AGr+Mk9o8G5exaF7hp2MLcLLX0gcsJDp0AyOuAHHbSJ85y/VnM+Ex"
    "FDUzyejeeKxU0y+qgp6fzoirQofJTPzrUejza7HKp4rVWyYj7vqvbCSriPNUY/DJY+qysFmcKNiZdtTNsAT/4ydu0Neg9fPwtNvL"
    "+VLAac+1eOu76KvHiQasvla1n8Q9FlHEV2DPlPQUvPCcd2TW2XCNj/AY4La2v6lhv7VqgtJiDMLuqzL860bo5Af0xuAqeQi7Ngl2"
    "+gBoxJ7krnO4iJt5etvQo73N29N6IkcFtMvT1PGSHscJO+f/nOwz0c5LLITWmU981mp22n2Af/cT41M9AJ7JU2IsRLvgX5/qf+Ef"
    "2sq+pD+wK6CeflOJPkI5scyPY1wa4qeDTiQ+q5uDreGsSD9q/kJ6QRU4CV1lGN7TUKQiRBDPJUenO/t9qZsMqdsYta+Tl+H9foLT"
    "WoDPWz3cuPJ6+5xu1NeAYr4O3EPSONiuG7m9JPxUc5RrZRbY1WM3Udc5LlfTyq38zHTC18cccoppqm6sm1lGNknmPMt97u8rdeqR"
    "2sOMbemNXW8nqUxlKOnj1BGSzHQhq2fGcpMBa2F/DhOHCRJhB1GCMbUxxqzEG23kjt3KLM44aN0I8XM34S6nemSyau8LNfJTnX1/"
    "wXH+FJldXE5ksqG+Nz3mPbikz4H0ZqdwOT044yE9hqwpLjfy/+6PDpA0xloje1cMazyfdypF3JBmBTf//Xail7j+iOU6Hp+PEbWw"
    "jfSB5jIm8J64ouWretO/MqS7o4kOZuwN7t1b+0hRM9kFw6S+GfZuMTt6j5Mc7G8UftW50InziHcQqutNXI/TOUDW4YwbSsYOkLYd"
    "OBtm0f16zqgdKcaS+iL0zHY+no3jtJXrJHhNP+E3zsSZzBbrWNxHvuFc6S6cdTGpXoO9i3JPI7AjjazHTcOdjJnlNLJ6ny8fwRL9"
    "qin5VvfHGfgQnlUBbMtiPYR4/jXwjGr0B3q+VfquuHh5Iy1eMbshrbczyhpgG9oEqz5UY/cdckCcHmKcWtWh3bisxkxijlg3fbVO"
    "Iq/7Hzpf50BzFEOvmR94HLvJrbYxU+ciMrkfZ/V33Yo4ZzDW83ldhnd+At9bofdIGM6EzBUShWwm+4Rm4VzVtmC3LeNztscXcKwa"
    "CV/NqoNUm31Zz+6y7/RGuRjexjy1ToUt6tCGjIFnuD9F9fSzlXUhxxolTTr+Z4azYLc+k8kyBJFNx+AeXRIaymbPoA4arVjvJRaA"
    "MbLtjbsNxZqYPL6Pq7pY7lzIhvnmn3BOIo2Y8bU6bOcqnc5JjvXs6k9jKMQ5lZ4lWeKmC5ReQDrTWOHzX5cSD34RVqIP58kcZ8/Z"
    "co38wTyb69yp5HR2rY/leotjYU2xlpr0cxgJ313R0KQrxHG+mDz0R5xvMzDv4j3XQEazyfj0Hk6GsUfsyI54Q8fchSiCddAyjkmv"
    "ml2itd4ip5nSe8hN2MW39UrooR/xDr3kO3hUv6nxu30AOS7AG90He76UPIHPSg85Sb7A9Qyn0XL3db4S2AA/9jtc7z3fDW0nK+K7"
    "aDbqG2KxQQlkcDgZHDbpW3j+RpyJGfoXp4k0w70aclUF65aj0/VkxJzP4TR/hVN+F6RwUnCR/MAIbgZkvIe4TtSV+E4xM3UTIfv5"
    "8CJLmfvcGWftO9iu08SilTx2EZhVv5o5QrNbbXBCSuGnL2YfnvHM7wH9EZET5H08Ry5zYKdx0qKedsSw8CIZ/JjsJnHMtvxUymvj"
    "lLchNjO8I+208U+n8cwbvd/R2WeMon4SJx2L7yidJI2Mm7Zeroraw2vowbIvfImj5SfomJ3kNeNVlll6L6Q59HHWtig1ZHVc5LKs"
    "7tlbxWLBqvAhnPobk3P1g6xOcmmqLazSSBkvR0Bf/oyn6yBDceWtxDqv9J6p+NxgDG8+gujKcWjry8RZzE2s5zm/JIJ4sgxSkp4N"
    "Cz2yt8OPdb3KJ4qz2soeB0O/6UB0wHp9gRMoxfRjzc9cHBwPTfqI/ApdUq9PwlvcW86EzzCBKOtr8YzW37ICVzaP9xftHVTqZ9RC"
    "EdZSY35VY7iyvc0s+Si4XW9APHwC1uVtPUk2hhdgBb+Cr12EM7sZz7YM+tP6LH7R9zi7/U9/otRv37ImESMCVTnOS5yaxdAgHsca"
    "PE8JqMY+x+g1F8ELt2xwJ3a9GpN1DZkwGjld/Tt0woFiMyo5egKiAKtd2Fz9WEjXfjgHZg0WcuLWUM7+xJvvJcObTDU6jyPlkSlX"
    "QidUegaMPYmKNkra4WSth5SXeex8ZT9DI/2T5fR6U+r6JWsg7QmigkVw2l5GzJinT8q1eiCi6fshc/tAQ/TCd+M4HwW4j0XLBZCY"
    "HOLcLtIvgxfYoR+Sgc32vhvlth73M6+oM/tuU55Vty2tcTZjrz6+8yJkTJD0nvCusLV1+oo+Izfit+9DfL87LMlPenpwGeOXmd5y"
    "pG3PT8TWPkl31luDD6BLztKrZDBi/0dlveyLiKkMEeARzK7kQkfNF8OpWqpnQZN8Ci32KT6zGLHyb5Sq0+nNGLvxlPAv3SHYCVFv"
    "L+kYVIavyCcyG7JkHEiI0rJWwtLsgCddB/0xTY1pIqldaLdD5nEixIWJE6H4IbzdB0Ti+07649of4wS+qlcExn3U3fN6FvrqjNIj"
    "n0D99hV1JqyeWDbzP4zXTbOMkroMF1/M16Mj/jymiMqfpD86Xlzc2dCCN2g9RFtp5zoFuYyhzZpMwdcbuScl9AUL+D4DWQd5FKd3"
    "H++tb+d7QVL+dFtd/S8dww6JPDzJYbKKncQXQMvlwCfaQ7bCso3D25URLS2PU+fB//DRibh+h7XYvSjj81aeB81yJQGn8QzNY5LX"
    "fVHO47xHP7oRv7uVXRWNxP+2uLmdnCJWhzwFmq6vmJ++vXwCbXCWvIA3vRPe+B+wOdZ5YhXu7vCNtkJqu+O5XKdERK1jY5pYnTzJ"
    "Lol5Og532Us+YDfzPE42bcJVb4QN3QqZOENKYOnbwsa0wRmw6Z9R8hRO43mQpg1EYq7h1FWCnWSLWuAuTOobWMcP9Rt9TL6B5/Yy"
    "Y7jT5BbZUbbNfWsT1K5GTjN2+EdNlvKo5YFHMOtIXiLHeW79wxHG8JX0jBynZYMan+gm2OdFrEsWcEpsZxkjA/F+1hFjqIeWYV7K"
    "0/gydj+kp5TCO7vc/V6cQa9lxbhQl+Bfr0LrX4TPnkw/7DxpYJST8u9xE2fD3RttUmNdWMe8muEHGlrnHL7HCvzraUS5HXGiT6NX"
    "nMDVbQbtD5zkR/TfelswWWrZK9ADtvBmnLvFzGE4piJbgaPEndYYO6VOw34+DX/rS8jQmdDP++M3P8ddcogHZpwHFUSVno/3L1PD"
    "l/9CNuHtaqCzXF9NAU7vYDFM7h7iNFsxcYAdq8plnKs1z6SbdGemOT1Jmp7p6YR1vQPXh5WTO7ELSyENV2N19sXPT5EkEctq2Rdk"
    "+DnVnKixjvmNehjOjLG/NeIT15AJp47SVQq9e7qfkXY8HPav9biD4RY36HbBQrzJOkjrVvhQhgH0mlYG+fiNlXizZXj7ErWpgp9o"
    "H67h5Ek9o9+QltD6D47H87yJa4+FhC3RC3GuZ8rFerncjHssY9XddSHN1+WUseVqaH8l+JxDE+ws5V73VRHZ8nrWa0M/sdxFytjz"
    "WteEgyvby3MrH0sWsbPJegy6ef7ZGqx2GaPM4Xj6an1Q7pFFepNOhLe7UfcIpoljYLS8wFWMbdwdZ9JbW4q/U6whxr1/Z9Hv55lu"
    "sXYeKW0bu0qE2LDpDrhGXz+12NmwYq6DxH8DObQ5+qdFEeOeSEbDbfXRtA50jOurybebIv5uJ+a94vT6ayFPxm+RIr6ZwxtXz+jT"
    "wI4n6wlP47PncW5rmbqr2jRTuuu3tZ9AcFxx1jHkGJocO25hs7M8jnWyucp38/7oEzhHs/C7z4ixDE+FZF0He/AqeQksq9yb56Ce"
    "mUtn25fjGVfhjc4Xm7otZ1ajhOiIw4hqn4TvluQelXHasDPkaQHxGR0S4buyzOcxDBc81gQ3IlvCDKKOve9aZg2O932zxojVDRbg"
    "GGi9QqzuYEbh89Vm2Q5l92Al4iGz24f43ojqDN9HjGubB8/c9ZGOo7YchX0qgiXr4/tiXb47n1zOUWrKLxCpnChXIiKbgN96U/eD"
    "jTiSOdhSYq6liFmaoD6+Ta5ANLUkM/WancEPbO8Z5TZy/qOROYPxZL0ewI6cM5nzy5a/MwKl/JTOYkRN1nGdjXtHcL89WacwHoFA"
    "rFMm5VmY4vClrAs3ixmfjly1GPthKqkftlAGjbE72gRTvbfHb1sKr/so/GQrnqeaU1hHSR4xC8MM+16Sc/uJDKp+krPCSVrNDuTB"
    "dv0HNtH7uf6LOMr1rAGGnM8qYV9cGbFlrGfM2GkGyC7UnLl8VqXf2566I5BjpZQS04d13FPE9eyX6TRGRKWQs5ckIEeoYYyfHhyp"
    "IyEJNwbf4200w06VgqzEPGKOffUdK0ylXk86xJZDcC/Ve+VLfUmm4qkflzlyHjuaf9Rr4IGMkTo/MWuVpRLo6EY9VeopvX0l8T8I"
    "gQkvw1YVidKHSxIRcEfJJq/i/pyVy/KoZ9Y724oYm47txDBuR3sUonT9yOK/gyXh/b6IjxvsjHWRm2DVrMq4N2t1m3C/y8SmCTf7"
    "qVx71229+o61xmpi2cyI1Hnb3lUaeJKtEzKbsme64ypxeLQWO14vaS4wzeAemz6czyx0KaTP8B3/0qGQoyoy2seYLbxBVjI3uYoT"
    "ZbdJPjVmPZF71bPIFfLqygnSVyGT83UdMz6Hyn0yJugiq3HdTjirW6B1rTtnBvbZmG+NqfMgeK2L5UI8+RbYNMOmytO7IVUr4a3M"
    "U8fasj2zWK7OsxO7EFL6q7gZwAbWrYo0ix5JCbOYoZ/FTmkaM2AodVoPsbrSGo8Ya4gnXcSYMW3S43TWlhPwcUq0iGhJMUbkK/Qi"
    "eGJnyEJYrkX4SS/ZHZq6GDJWQ4a1lOdCdzLq7m1PuJsY5mt3WlTHIOQyD5FMZ48wf51izcWucRjWZndxWa6kpjxzeLQFXpGWegms"
    "b+xfohkGuBRW2D69AZKcQzYV62jO1SHSE5ppJnEUm5tZPUrmQi4Hk6l8On0Mw8obS26s/j4j00vSMXSedhTHcVbnOY6Gc7I+yWmi"
    "m3GfqezAPYvepiErx3yvXANZvPLU5i4nIdK8Hnt8ovzJufIS6NyqTJbeVdBDethppIKajHSHxBur1KMRpRjWZIGftOnie/WmwIs9"
    "XAYEhme3GbrZunl/YK9hFXEkrD/obaLqVLBSlk/OoGPEsgpx9rPGGbcdy0mQsyTiO6HaeT6wCLX4YjIF5+BkmVf4L+zMt/qxvChn"
    "4ROrYb2uEEOqmQapn0l8782aK7f67pW2nishJMNpgToPZpHeKsaJcY9YxG2Tax9CSxlGSK7O1dckwZrQGpzZ6ViBRvK7LFSb5I8g"
    "7m+NN1qF91miv8tz8qnsJgvI1Dpc3oA3auwdL2CFAklmuLKUswwRX89TvY5o1NZBVckKTBHjUkOJXQ6vdKesIn1Bz7PMC+xVtjyi"
    "/fQ9uR3StQb6oBKSMg8ewwpY4QUyBzr+SUj8G7IrdFpP+UJegm4xOb5Fu6vL9dUw4+omP/uLQ43dwDvmEKt8ic6GB1Con0Kabf3G"
    "4kp7QUMfAM+uVH+DdzMbK/093mkf71OmsbkMh245+QAinrnZ1Z2SxJBLslNkI/bqA52Mp4CdDt6FfHygI6CXzNdPzzfGfNbdoc7Z"
    "rHpnMRTQlexOfQS7ZHgrw4jstY/kkBm7BHuQYL01W/rj1D4GLXmLbEZ8d6tODg/ErrQJ/q2n47PHkKluZ+Z69iUj4B/4ejC0xAKy"
    "s8T1dTGsPZtHG4TzXEff/zjPFBhydjmQlJ8nT3JGd1s+IH1WvlHL+E/BOhbi/ebJu/CGZ+F87UUP0qYhHIPooCaxprtC1yaoQq4n"
    "Gr4tPN4N8Gva4X93Q06m6VzpLH3lZbzH8XIPJHM2pN14aTvLBLkeO3cPs3/qey+i7PSO00KeydNYzLnZ7VjDtUr8w9BCFuPtIpEm"
    "KMLJDAK1zYpb3JNUN93YWaKc0a7FCYkg0tiAt9sMG9VBDFt2Jv69ooW6TBX93ipO0NTTGx3LLEknaR6JMAdn7kNdySf+BrL6E9Zh"
    "sPwMi5GC95dGmmhk5WpHSfpejcMli9WA0M83JjMc7wNloJj3kOfnnCI6n3dumtdp9X/iiQRxfzWDY+vW2LCiKrSfuGj5fPa2z8Ea"
    "ZMFPjrLiEpKhsMFz47h+sivkfciGnUTzUi6HlH2HE2JoaLdLDvEkiuF1GzPPhdBRCzzuZ5a08/zVf5/QNfb0vSRJ22jYqtXE7Dbm"
    "6K1EfW4gPnrA3EVc34CWrPcx1FBJo413kfS840gf3W37M6UJo7KbO0pmpma3zc9W8ncGSDpeUU7D2D4k/bx4Uh2HcTE0Vg3Zr1PY"
    "/RpG6bV+ps06apboUzIZz27ddGv1UWiiyYjJfsDnqthvpYy9jXnvNNbOKvUCPQtX6gO9Z535u8mj0Bq9oY2NU+MMcihVcjb7T99d"
    "aqhZOyLazZZLcIcvsPpf4zd+gra9AJ88HzFfJSvgFfTbyolQZJOKB8Ly5Okb0Ca18KYK1LinDhfz5R7UyTJe/gP5PxMndofgLvht"
    "5eHZwQ0yAfpzPueJlqnNmPwZ5EF/j5ePmflbrG5iz0VNj7Mzy1hKCqWDHhOcrDfrDXpQMBk7dbs+J8fqi3ps8IY+j88tkz8QbdyI"
    "az+NfX1Gz5UzmZ2uJRKYzQmcI8eRgTVkJ1wDp+JysdfHc+oiyv68GXqlPKmHBA+HV2HNH8J5vkf6adsg6Ss91Zkug4PF5YdirFSa"
    "j2cRTJTZm4G0K3F6VkuY33+PWrbRs54U4YmOF2P7sTjXpuILtIq4uhdppyzjAxoHef0E77hBnted9W29DD5KMSvNdWpz3kvYXTxE"
    "zLY3n4O8TH+GHbwNmvRA7MtR8hSuPJK5+XqPjX2exDw6UwL+Wi15KexUHQwd10bMJ1mAXR2AO69tIRe9jVPG8jbK7jv3vQqPCbDO"
    "6yWT8XP8LG6Ms8OG93CezyLEqZmm6F1i84XGxWj40q1wgg+H53KXvAPJNYSNrbpGDNXW/O0Xoa3Ohf64A37GdXItnthmOwxR6wVi"
    "y7lYt5z6fz17DM6QddBMldzxRsYU6rFJu8NW2lNezf4c80YbOZk6XmKsvrh8WAdm8hP0xaszHefVeh/9R6uQjSNXlU1orCEaY3qi"
    "fAHxKfJZvzFsk/GQmFae8/RwiXse0Z/ZM9AcduACdq4Ph13Pgk3+jVwSEyCrrtP/BXH80Da5nE+pNi/uRblU74PHOwwe4q6wkG2I"
    "hh6Tz/Dz4RkW59BPBbrI9y/6yT1wmlvj3BRxcuQSzkXEwhdxIrYEEZzy1tItuFl/C7/VrkFb5mzqOBuRoBwEMgIS/gfZRsthb3/h"
    "HYxRosJXPjpksnEi12SYY+E1EGuq3s9ybGI+fwlXbR1WNQdXPhyyl4czvBEy31nGyFZoM4u7h8JnKfYcRJEMb6my3hfh/hRT0urp"
    "/10tVf7+rf4BJ6sAJ+lYRIouB1uEvcqlh3iizIS+uxAn8mOs0CvwvQfIH9jNh4jTVQR/8BWcu2rI0QhcowT6+Ad4BNZd1FaO47yC"
    "zbJWM0YsxG81hAuwRt+Fl0LG52A/z5F/BX3lfbGM5kmQ7a18gtbMBkcoT+fLVOzk1ZB/m5cyxNplRD8aIbfJAfIaZLUXLGX7YDX+"
    "9RZiqqM1TyYyF1PLDiGTQKvPN+pl4jDtD4D8ZYtDvooihksyai+C9cZZEOvC3p6RbB1793eWr5mDbC2ur6q1t4Pdve9n3X61tIar"
    "IPPGQF7CSQWHKRYiAo/zxEUYN7lZriOlmh0wt/ssUgFOr2Xp5mG9j8Q7FiDS6Y0d2Apr11d6wFK9Lw7lzbELWe9rlH69eWJneLYc"
    "x5qXxlEs5ykxq3q3n4KtY7dhmEEW2S7D2ttKtmHXltOrT/q5msH+vo7jYKT3/OMemVPZSZy28tv5bKPlQsYT5+9CeRKabDo+9xfs"
    "332QjYGQio/0O/lVxwZ/aS9Y742yScbqpdBBuYgxdhWbLnQdXkfgGkXULlX4mUnI7liVzZTQ9BS/e+53dA+yFlrvZx/G1sZ59B7k"
    "wnqzDGmxjHrJ5dV+gv66tkkXqNOL7mxsIvuO5YM6StgECSXL/6s5u1CAZ3tNrC93kf4ohgm4Ur/F7rhug+2Yj47RB51GDvIEM9oN"
    "GZS7kP2NymxglDkA93RVtCWmP6yns5jat552NelzMm8So7IC97esUCspYTd8BWR+gNzsGdzkb3NO4r1J5z8+gE8OFvM/F0Iuj5Ev"
    "9HroVovdt+B+1Yh5B4rJmcU0T+ITQ6FzVmJ/7xWbbX2AOOiGSDWDnZeGHW4dZRapv0bmUMMMe0GPYodCpd4G72uqfoRzldJnJYqT"
    "bzWbRTypBep6YOOsxLSHP7YT52ZK6YvV4FP1nA1ytdztJM1Nvo2hppK5waRfpSJqP9OFx3CGJM4pgVrauj9xbjdwSrDWxzuGdeyw"
    "zvei3ipiz94JUsY61GZiND6I/e+N+GOzx86Js/8uQdyaqN6Dz6/mBH2Y8dHV8+elYBvuliWwB7dCwpcRu6ZIuwXHYLWjkJSoZxCx"
    "PTbsrgfYZddG9hPXs2JZqQQn+payR2ORvoRVOIIde2/hWnfAb78F1x3QQu3jQLFpl8GcmeovlcQdq+a0k4v2lvM0jZd4hn/bzZ1c"
    "C03t5uPSdaZUhlGyldRm/MR9iJuvWNu5+r2cIAfyTG6GxBfifsup2Yu8hVGPNqt6tLiKTXP5t5BdG10zHAMiHX1f/2j8zmhW35PU"
    "Rq6jyjh3BshY/P5gzwZfwEpVPm2SYx2P+rer9Aw6tXo2s1y9JI1gE/Edn3H6BYaQF2Ol5mlmCxeTx9h667aXN/EbU2lt9xWz47+J"
    "xSgz8cYfQSry9G1YKUOsPoj9mNZfuIXWvgTykMWpHReTVROdPuEx5FPqeLCtX7aW/rXDGEh5JOmTWM3tJO/Bz9ms12CvX9an4F3u"
    "hpjpAfke61/N33N4ideKrXsneub5OME17GtJ+J10PWVJv6tOW+zFXJX6WKAOT5THangNfOY6Pr8x7NbR0zdEtUdgo4v1F1w9jzzh"
    "G7RX8G/O0GzknFyln9LYwF4oq2UbJtgATpTkEcunGNdxFbrB0l4q/exoOhuRgs4eq69Ayxi+86MW9+qT8I1fkvlyE7s6K5ilKGcU"
    "ZBHlvfD5jA3e/MPLpYbsMTZ7YTmQn/EkR/kIOJLJ5ZfwpB0FDVioT5I52zo5XxDjmF8JC2Nx+1kyS1Zhf3/EFWZCzv8jl3h57iSa"
    "YZ/cNjfZtGeknddUSc9Pmkuf2zHUuU73IfDADpBRMh3fv0Aaif9nclGFiOtFPZRZ5hjzJPuzqmU+YwmeuJ6TSQkNM9i6LtvRyB63"
    "SkQNhtJXyYizHJbEvI883P1g6pRt2FYhM/rmzV4CTfku16eCzOP1sKaNvsPXvUWxJnSbLdyDFeD1xNazLhXrwTsWnurp0heSY9r0"
    "T/qy65jhPDA4Gp9/H8+QRz9tI/kxzAsbFeRiPZZzDtrJby1WJEZMyPacWtmbVfFiX2s0ic2GtRoN3XMidn5HrNRAWJUBkK6nOQU7"
    "BVbkLE5cJ8iqU+BP/xpamx28BVG9NHP2zaP5CD81W7OOOquV5LGrPk9vkdWwbUODM5nZC3EminCm79ErdBiefoquIatdDRG5bcrn"
    "cE6CFHBSwTDLFyHKI7ax5GBF5kM3/s4ah9XtRshBiOjy9XN86ljolWqc1G88SoNj6rnd43bVspvD5jVCThga2oRJ0+OwLeciXp9A"
    "S5YH32c6+QJX4b3Nw2jjexFivuMz6auDlbA50cx01BBJem60av1Kfw+W6Af6BE5FGSOe/+pC/O9r7MqeWJ0avIF53hPxzsvxs+5B"
    "ltj5HQfdVo2nehcrtIo4kU9JlF2+VYws83yf2N7kWFoIr+EEmU/dcbzX6jaZWADvfJ0GQVd50DqksJsfwxLMwvdvhFwZz3WSlUOX"
    "XXM8ZKZj8qSc7KMJxhAFzOov5zR4c+ifqi/pZ4i7rsezf4rn+R2f75/1Ed4oxe5d58epZ36tJWbfeLkAb7Mf/KY3ELd9aLVw+LmT"
    "tJvmepzukL5HJXveauHbN/q8WTb1m/Mg9xDHtvUye8K+gwQFWL1KxAKGv3VuJiv+T/5bwveKK1lM3MzxZWJeY/OT0JYJfYCY70lO"
    "PJUyI2BexjpZKNnBofomJHyq3oBrlMKuPA7vrTXnRPaTFLHIXeRkfto++GqsOI5k645aSV89C170HbBEtZmYImwyzZJi1mhfnIk6"
    "2p4CzoYcJQ2MJWz+xHpAJmEHczTqn+x4+Rz78YwmEe89CE27Xl6FF98fT/Uu1moi3q4ROzUbz7KfPCK/6Xh9FRH8P02EWJfOTPw3"
    "C79XR60b1Z3E+ks3ksu0GF9Z1ma2PI2Yazq+Gi1/QBscJPnhUmZZrggEUfDm8Dn5KrDa8UrW/DrCCz+C3L1V0NztoHMqtIA61iF5"
    "zeIzFHDuZq3G5Ct9D097Iuxjd+iWZ4P3ceaXUAua37cUOzPc99SE7BK4Xkz73OH7SRpZTbQ9WEsbvq03f5tcuyj/FumHq5n38BYk"
    "pJ18DV04QUbrKxISnbUpc+DOsoUStDci3jPpl9yItX9N79ZTEWX0C8bLFukedJYvsU7v46q3yH/Je/gK/Fc7zUlanaRHke3FqkLC"
    "94y5v3eQNKZGkvFwg59VUvrkZhnHS8J7fHGiPkoGDdVZ2Sm+a+Qbsc4V6zWKMLJdo8YtYDjuUf1LrpJbYdviOMW/4yxOhIwv5RzA"
    "AXKp3ACt21O2YldvaIEV52FoGBeb1bCj816xjjRlNvVQ8uQVMfMTpxSX0ueI+zc33+1kP7mZ4KznBr1GZsvbash1x+LOAp14pMz2"
    "/aD/zBphkrML48R6j+IestaVoOW7TSL0IaNcq2pKSoRIGqvxlU32rNd+iAmsd3Um/n07vZrDsWqmGQqNbZ5+m6sSOx5hh3r7ukRY"
    "72pgbTxU6wfZ5P0kpZeWgp7sS0Rl69+yDhnjp9sIn8TmkXeE7R0pXTl/louvjBk94ne5lde/4d/mSaqgjyqJ+RPHdSvIJVnle9ed"
    "b+98qUG+M8KeNoc4AA2ssAyGBjKt9Bx5Rg7SFTjLJ8tG5j5eEOMtfs2m0T064BHikE3tv3lkAw9b0JbNR/y3SG6GiSrmOxeSZJ0+"
    "ETHdPbCLs7Qh62XawAXwjP9ibi/hf3MV19c076FyO85bgHh5MzyNKtYbDNVoIGLtt/SA4C/y0FbTNndgvshi5d3kQJ4kl1lId/Xt"
    "6Pv7vpUXoDFm4veehM7ZJ5jJ/V1GzJEz2SGt3t9voBYJ2ZUf8xLYHW92NFH9C8jAeTF07T1Yhyo85ULI0jJ84nOdC997JSKPkcEy"
    "2MsjoPHWEPW4rzwE7WpYnI/IMdSHG4mEUuOjm20Yben4uLvvkYgTz9/q8Y1qOBGGCXkYztkYvONuMo97bSze3SEtl2Ef5jLLmee5"
    "f5ewW+dzfOo5WNIzJKTPU+67hhoRG63EJ8uZPV4PTWq4v4/KQ/DDpkJSl+F/VhM+GtZjJVe73k8k3MsI81q5ATrbuvyXGEOt/Erf"
    "rZeuh0bJhYecYIeJnckq1tWroJFchJ3i96y2Z5nG44hhnevlOI3WeRDX3jiEfoWte4jVD0MRqOZEciHexLyBo+U4vHOMvTpV7Fqw"
    "bt2t0KorcfJNSxjzqtX8LPtRS1aoB8jKmyBjyZfYo7VYwXPIArE7udVq6A02srPEdnyNplFuKnRb7qsnz+oGPJtDGUhl+JxdT8HN"
    "UkWW8xgnn8roXw4Sh1h/Pd5xDLEISllBrsGbrCIDUsJzgzlm+xQtWpTS344dKEl2jsTY3d7AqrrFbnuyG6OEWaHXpIFvWsRJzay/"
    "2b90bqiBzAnqJ6Ci+ht9sWqcA0N83ISIziRzMSeEEliFOmiz9+FL7CuGn/cOIuk74XGOEJPnB4hVHaOmN3QNV9mN0lduPoOxwGdd"
    "3STMFYgqUrR+tVjtIeI0bQM0R5JReK4+TGlqrtIVwMdZhN0sge1dhr8N866vdJLH5AB2226bMHZnynTVibSWC31FusbP5ph9W5+p"
    "Tqd7a03qTyRy3Qm+9znlNZyyp7OrNI+A2gWfmw85ySJ7r/UlVbAOdSXx8eq8zLgewdFEGUggboJN48TrL9CANkOUr4uw0q3EkJ6G"
    "yw985jpmlOv0E9i3h+SKrFODqdCxT+mL+Nxneh70/Vrs2Xh4ZhfBS3sZ77o86zX8/mfQwo9hTTsEzfN05dK6/UL/ZQv7BaNEQ11L"
    "f/UNynGUljZBf7RMDcV0FBlhQlaAcsg1OkBstvNCeQ7ekdm87tJH9pIRODPnY8+nYLdKaW/XIF54Pygn020pNdcGzk8fI86GlFP3"
    "HCDL8Cwv83QmWVNwDLnVOOvF0F+ug7uvzzLWNfHjKj1TvOtCa2QnjsnsIVLGq9TyjHWTRlpv8/+fILdsrUcrSOrfK/0poqGmmnSo"
    "pPVCKuOZhMTfDP00Z4p5hxnqmIWNmyhBKd+uhTxf3EuH8bMX+n7xBN++D6zKDI3KI9j95/SW4ApOUp+rHYM66Ptj4PMkWXuwiONM"
    "2vNczjgkPNaw7Vsf9nraOsyDdtkXXt4C7MWV2OVZ+jN8ntfh9UbYC2jPcD7//t2fpJW6Drr+V7xPhRpzykItlX/J82ocCMsh77WM"
    "Kur1Oslld+LDZBcYTK5C5781MmffDzK6FJqkDdFLbQ0M+T8g2mIghk0QpQ/kMnzdoHfW4Hk741SvVutYLPAecdLzzzhNfTqk+CVo"
    "VJsqLYDGbIM4+hJYgCflecmlV+o6kUvJH24auRa2cAQZlxKcrlqHvajl3ElxCxWOr3BmLoCnsgKW5yrZHRHZVj1QPpT3PDJVgjbz"
    "RvI+JRgHlsJijZFf8FxHYp0/kOtwVh/S77FC37QQHU6SykxmIpXhy1xhUhi0haVbS6+/AKemJ571I/2RVZ+U96bsXAr7uh1iWAmk"
    "fmLWafAktkC3PxN2kvO1Sl4J35D7cGqf0w1yI3TIcYgn/9CbdJZ8hQjpe31c35Obg6V4wx90DO54GKKGyZojNrvTXjYzAv5SDDFt"
    "HNHvVzNq3QE7vgb3PA1rWgutX4tn6YEdvoWsHK4r0yEo1ZOXvTURYgrI8OV6iB1W5CTokb6IKucTc6QYWiYfJ/AKskg4TgaL/9NW"
    "M800btWOl7DDH+FJTmGH196ylJUv8RZrpyZcJ0lf+XIRprAK0wB9neS71XotHfoZ7XhmntFYTA/zKMquG1dZ5XR5pB1lW64i5X9D"
    "fb293d8w9C0+VT+BcrvXWB2ZzVntu4esEymk95S25A5xIKm/UbdWsMZWp1M4LVlG+2h5t5RnuC7ymdCrOLm6E6T7WB0BWfkLduOJ"
    "YC9YmFOkd3COuPg05LWd1WzlNdwYaO8Aft8O0A4/48x8oQ/ivtbzW028j7jPUf+FuMr1E+zEbNYMSGmUXt8S/Qr/3VEugv9m/Ybr"
    "8bRW1fkWUvkndNUcSFV1C2cuhLfjKrFVsA8p5qcdm8J0xNxWDZgRzFbDnVgBbXUALNA7rN2OZ3RYS9z4zTwXv5OLrq3sx17EMlak"
    "EszGGQ5LhedyX+U9B7vzRK5GVB2a+h+ZnTO8CfvzuL4K6d8EPy+QYdA5+yFqPVfewPcSfo6+vTikd8PBj/reyU7kdKqinreO/FHU"
    "9UrsnK5ST3+9l7gKXgOtoln/icxYV2KPbWrZ2GQMrb0Gfqd1JUbYafSrVlArWF90ghMY0UwXeSOxuKphBdbrHFxnNby7+bICcmJY"
    "z4Mlj293Oj1L69Wv8UzV/VnPN03SSpxli9A2O4keLYPhneQRE99QkzvIEOiGB7EG97bABnmxPIP7/4zPrIY2GU4O0Rl6efAj9PAK"
    "mYr3qcLKbMKeFuPaS/C0p7FH2PoKSsgZar7UabInnj2QMBNNOV/AkH7WUxtuxW6X4Ex1wu8VUTrL9VaxOaX5ehd2axa8kO2h146U"
    "z3DSpshsPEuZjpV6j4Do2OutYuq4TRLepxhF7RrzWcPWiPa+EcOTnAM9uQr/tVm8PnK2PIe4ttQzGMeY73ETCNZfZ5wNUTXsm+Ws"
    "ZORyMmG9ZZ7Cn6DBWtk8WmDTkaPlDOjrc9WQ5UbgNxcw/7FJF3EdflFbp2nhM/IvSveveghO103Br/IzdPsSmUqe1hT3dBNZyRNa"
    "wNz3ZKzBFrzLy9D1+fqFdAl2ladwV+Ng+pUV3kYiLxszxTJ646bTbyZbRw21eILIEzbnnIPfOYwaOfRThEnmtRLEWCulLbRsiM1q"
    "1vFZLhQnEz18JXMbsoh69JUUma+sGzEPcmWSuA5Pfr52C1rrJumvl+r9cpt0lMP1hiBXXyLenfWwd5I3xBAIrDPocPkQNilbfpA3"
    "sX6r9Dv4O3fosGCs3CuxcALu1FtsxiuLPaxzsHvleh/kowTSvIj9LDVk2X6YfTPCqYZ99FP4AOdiXWZjX+5H7HxZUBf+KiNaQPa1"
    "bseTIdHlrMdYt8UQRKJLOQmwA079/WLZhzxW44uwNq/S80p5axF6D9h12+yGiOBncvLW69nBn1irWcwufalWY1mAEx3VgXK7jg6W"
    "4J0DeYe78Kb+B953d8RNKbztDMj5xTgpz0PSAs7INXI3WksWM8lLOHv8BGKRmfIBPncnvrOAM5mj5CN5BU9ckukGNj7nKNaontrG"
    "Zoc2wJMyDJp8bRX8TnS036HtF+tynOwavOkaROXToPu7w7r8SpaSPXG3gR5jJe4xVxRWZRp730cQ4ztGP9oqbIfiRD+Cp+4ha6Cd"
    "luEO9+qV2LHp+oHejTd7BztonCrGkhf1+YMCRGbn0PMfyJpIHmzSIKKwP5hBE//7n+BvHdBNu6MDz85dT7aAONdhEaPJXRgPnK1d"
    "gruDAyGvcez2TGibuTolPF/fwp0+l56wbJYb+tEY3+ALWgaiC65qEZD1BXfFag6RcvbBZJPHupccJCeL47kt4Pz2qzhTI+Vd7M+e"
    "uEYt7v6o2GzIFzIdq7xRX9AndU4wH/rIGLvy1BBjJkMv29PXEbs6RXRry/VFmXfsTe/LRfIu9t5L1PugdkoH4onMl5woFey9aaA2"
    "q2POzPn4R7AqmSBGQqm6nKLrLO8naewo4doXMdtSRgTESWLTF4M59RjzfCe3E5fGdVoUMye7L3zsX8gpdqesle9gya6VW/RTZoXG"
    "s6qbwF4bLtoKTpOd5dkh455d2dWH+tPbq6EPmmbqKfFoHYdxlx+AtJdBK7aRcXojVv8E7M3N2KGngtasE9fwfVx+1D5lNvEOGQcN"
    "PRUSvkjfl4sQjxm2wXkySiyXc7ykMdhjPv8xhL7wauxR36y1fNq1OBH5+jX2dgZW4TGp5ArZ7MxktQ4dw3i4Ff7FdNqwGPl0ath5"
    "8qfn5GzEO7b3mJPqJ0CF7LU/Yo8ewBsY66ME1utTB624HjvaT/rCe4cGksNgv4xv7Ebs8oliKCo9panEp+MQY4x+B3Z7tDyhNYbD"
    "qY/gPTpKkRhi5gVSRl/VuhwNEaxYrWuvDzy/fuQqtcixmJgNIedADXW+nFmFgYgnY5y2K9SlONEtYRgfhnjBMuvG+lPPz0dYES/i"
    "iX8e8rRGf5Q27G80jf8r8UvNf9IM8kycmMamq75SVwGzTN0YxhwLoenOFmOgH0L8fLOWSZ+5MRydfjinjeydjKubOGvgO5RkeJrS"
    "HQ4dMpqjAeufYI9RgrrN4uFRkmjR71XOirt8QC9xUbzDpa2Ef+nwPhrwVma1iiF7dcTvSpB5K0nMX/GYnK6utbfMg5X5Fadoix4V"
    "HKHH6bNqtfgj5G2sUm+cbmMgzSVOgemNfI8ofyLrMNYzk/IRZaoJikW9j6GMk1t9b0Rt5qy5/Fijn1x1/l+lt2vtfdXXqrXV7EnX"
    "THYpxhlyw0FdxE/uL1W+Iy4JOduDUdBrzLemWHupIMpUgj0qSl7uPOok82KNq6OAeHEfGaeBTEIsMx0ruBC2PUfvgdf0u89Murhy"
    "T8+y5KK5MvJ1VpOPKJfMvlX0hhs8xriLPQ/wLKnKKlQ3PVnP0tuynoNEXhX0CGbA8g/TqvBaeuGuty/KSngaN7JRHSdb8m9nzv09"
    "ikxuSZ/FcaiXxlmQz1pWyqOXRfhkxsUbZfdZjvyod4mxLC+F77YEd3jReDSx9zbJYNwVJdS8pqdzaB+tb6CaUxKmkYbIW773+Gm8"
    "/Tpillo39jXcCWOHuxb65GfmpOfqO/j7Uh0QHC6GcLGT9MZndmX8lcR6mobayhNkHSkRzxHk+BDs3c/mDFRc98N3n4AHanWatvB3"
    "P9OFuE4+bMNT+osci3Nvu/y9PqMf4++Lg5f0Xdj+Q3AiDR+8EL7CR/h7I2cvLyY7dLXnRo8z76B+nR9npJ/P3Wr0swm5rE1Px9M+"
    "q2/K7/qsDJVnYGfukY9xUuZhRWx6cAvsQyn9nTLG1sbM9yVOsCEdxlm1tp6IEjK5LNEbZLz0Yk29GHp8plqW+gHoJJvBGyTpTJ+b"
    "kncMDmXsdkyyj0s5+esYVVy3Zy7xkdQzsqV7oTtKMXOvxi5pGuFYnPxyrNAtspB1TXf2tpOEx/E8Tux8PYt1elQ/kW6C/YXu/wm6"
    "fDqioTehOYu5O5aROQArkC35nL6agGc42k+dF9HzqadONibYK1lHtNn3OXiHW8QiO+vJPJcya296DntOlZ2mtXz+BH4ehUVxvAUu"
    "N+p6WW6DNr9EDOPJ5rk3wYIdAdtXJPvzxIQ6Qao9DlucHWvpji/n16Wa8G3bGl6M/ejJTi2Hrt4enz4a/58CWbiQz22612o2gTjE"
    "7wrsfhxSl2Tmwk1+mzeWR6/+EEn4yZU082S1xwneUxw76Bh2By7z/Hj7k0knkPQ8YHaGi9EixxxySY32PZmGZ+m6weZAz/Wmlo8R"
    "P+Z0PFEXzhAb43cbTkPYzIphgNWzA2AvXNdigtPE/K425KSq5ak2FMvv6TfvgNi6kD19hqqVDwlpj1hiI3S3ZQ9s3n2sGCtmPiyj"
    "VdK/hI6MUgJzcErz4LGbDa/Vh9Xy5FXs2TtZTCrGEvVqNa68Gc9Uq1sghYvZibgaOvxy/O50eKgdODNzp2xiBvYvrMJi3UunQpuc"
    "BKv9H5kGTfKWLJVX8Nvv4GcLsTaWwV0H+/Q5nmolK1ffYA134ETBOPxrK5k2LeZQvOHp8Aerqc1MqiLUMbZG1p1znrjOftOZhZTG"
    "gVixckaxa3COHlBjFLAeZpsh3IfsS42UmUSGCfloX7HZRKv8gWyGrj0Ov/+oWL/r83hbYzBJ4wTFYZ93EPVnsIK43e5PB58ldJGH"
    "9cMa17MhAj/ODPhQWPFSdgElyCakvr8pzfhRp9vrG/B5fkQ8kaMvIB46XN6Rg7DDN0Nya6FFYnKkXkM+22Pk97Bd1kk6NWy+8jAZ"
    "mn0ac0uWIboCnuxWaL01OJ/NT7Neh1N6MOdmnoQNeBTP/pvej10dFRwpTtPeJtuY2V6FTFtOakd2KNSyt9c8+3ukgj0cteF9rA8d"
    "hrOeJT8xcm+b9SFi7Kshk3OIx1wMzbAPpGcG/v1fWIVp+qvcgHX6kbOixZDmPfG/B/SGFvgoz/Mos6HP6jWwa9p0bhHOts1dwiOB"
    "lXSSXgP//fkMYtC2rlZXFezFiDXpUaurmV9Ssuwsp67dXVwlKD1T7LCSh0GvbmFPTB9ilwU41zYPOYF+0NXU1LsTy9q0QjHtcQUR"
    "zhKcLKwlo7h1s66nFQszeCb9Jc0779gc9pdCH8816r9kCX2PYnI9jZavEc9/gSep0vMRkebj+k8QIW0VM1/GMrM3z9giaKE55OWr"
    "9nKQ9qOPp2cXY5yaju7cXM2BvkOn+c+8A6ncCjs6Gr7nMnibB+J91yGSyme37bbd2rGJN9SacxQDiK9VAjmpof9glf48drxbDt66"
    "mc6VTxHv5upD8gKrfY4t21Xkk3o3O51qya+eoM9cSIbOl4mbWw67vUV2wb0GYXUvF5uK+wSnfTMk/L8txCWvQ7OezDm7WVi/c4lL"
    "Uq0P4vw3f+Z2kb44O7vgfPVhBTwkSspG5guLiObsKovTWZNqwD6djHU4NoMjJ1iPOl9bKGHOLOF55sxXdD+5mpMxW3QEO5eroR8i"
    "eJ8EK3SJJhjwFzepmxdiJ0KuVTVl1jDYRzN+MQ+wCn45/CEZIpZrXIxn/wKx709ky52HfUz5fG/So8gOFMO46AUtvgU+4W/EdQuJ"
    "F3cbc0gpWjizp8dSM4fMuMfYmVlHDzKB02A+pKubd5AHdQ503n+li4zIMpQfyyG9omOhDYpZfbEOMctLjGCmYzPR01OeA2SoOF3u"
    "UElinKBpvvJgdY0kZyj6SsJz2YTsht3EXH1ID+1I6vHB2MfFsMxFkN9B4nA0A3YQOnTHf0Efd5GV2KlxWIUHxf6+G57SY/ot9OYL"
    "5Pr8CE/7ta7LKseV5ugX2ldLZLL+gV37t4wJHg8vgZS9LHtBvmKsYnanPNbzqbqIw2NSfM5Nqmw7RRd6Pq+o76Bz02qj/F5ZnbXQ"
    "xz8O3eka4pMbMnB3xIS95SwxPvA+ROQrxhou4yR1FO/o8jVxHwWaB3sIkaQTnGkZIEUe89WxN5ThhH+uN4ff4Oth+pTeoXe0+jD8"
    "gGtW5Zmuq4huWUlpMdwMh37m9rDUI8tH9X7eeTfiecU53TIT8YjD+ZiNz4zDCZjHLpdGzrx+gs9fwByu8V2VZCZcmnI8NScHl8E/"
    "sZXpKSHn7x1KQ5Rd8VXsH7Z82hp89ZvEOH/RxyPl5PJsHcE5EhHHWfs2ztNE2YBd30/ewX63FquiGu9Rb/hiB0EujoZWWEpsnErI"
    "3yUyx8/nhIwSUp4FNY0ZYr7crmKTwn0QIX2MfRrBPpcU0RiPFMd+W4vTVU+LV6uX6JeQskOheQfpPfpr8LQMhNf4APy4eThpJ2H3"
    "V8OTmYN1/iZ4G6e9HzHxa+njmqc82nO/byauSBtmffJZcRREaRFqsmxp8JbvQHGdGBcyun3NcsLSfGePWUMnhW+Rm6+CV1nHrHg1"
    "vWHz6Fxu9C9o6FL2F2/labArXupxrPpyTqetR39OTxi6XTsWvhr0IiTxa9jpQrxnHry4+4nM/VsLiMjVuOqJsis7l/LJz2BdrRFe"
    "tZo2pjZz5rLZY1mnX8Gn6SZ3kTFmASJamyP8A36DIcl9QKyVtmKIHB/DFt4Fe/AK3vhPXrMH/YBGP8lSBz8pTzWD72bss/FMniJk"
    "pqOGPToxXN30WmfiW+4B296grmraW1oTvcRQ4dwEvPNSu3nkfdeX7PrFGljd2VGK6IMcIA4peheizx9Aj9XY9d4mY8hWSGsFvN42"
    "QRucwSX6b1bnpmKv98R79WrhaptxRm+CzC8gy5/pi8/0KDlBzmQO+cCgiDFbG7zJXH0OdxkixoZSm2H0aDq70KeFeuPl8iK8n+/g"
    "0XyFvf4RZ+8SWS2P6oe+S2iYOOyxmMdLShKfthbaz77Xjh0qrYgsk8X8+QRW/d3sqYuFU/BiDpIDcfpsGvFj3GU7nKbj5SKc6R+J"
    "KjJI3FSRY6ZNY8RVcrKnlnYzyWtG4Gdb/dGmk6LEqS5ijsumLI+XQ8TmX0ezSuvk2UU5IXWS4fdtwhP/i3hP1ezhrKavY9M1x9O/"
    "XM+cTYV2DOrhK23Ec7soRP15XUGJGi+OS61CLxPHPWfeyEY8h2E6bS9mEyt4djtL1Gf0ahkP3i7XB/Nhj5+Xu6FrS/RZzZVPbO4v"
    "1ZqINNaLtS2SqKYsjsApaYBXbz0Wm6GzbEamt5wjBeQ6KfC4mfVc8YPpp63w8dX2kPM0v2ErcR1gGyGZtyJ2fZU5WMNMzIbF/Ysz"
    "X3WcogqJ0NmgLkNSxjVznVIH+i7MKKuVzmOvZpbFMplpFOUs5nefgr89XF7XA4ItsPg9oU+semhdzW3EYRMmPXdPa/Y7ZuN9W0tP"
    "SfOPm8fW6Ht8dpExeOJ1WO0LiYpl/n4vvVtfk2fkUXlQZkNqXa4wl8i+myFJcQ09H1JtpjPB5k9dV3e8if0f7X1Gi2iPkMdwpx+w"
    "hkNlOeL6rfomYrOhspjdCNZvvwTvdwVO3AM6TS6Fl3Uw1sjs8hh6lc9ygnYZNNlWasFJWJ+N+OyR8Ah/h4bcDDtZAl8s7rO8yqyn"
    "EiXIdVOs1W7B7npY9uP6Pt5jAvbo3/oS9MCqMB9P1Z4Rwgxo6Aix8wzl3/G4R3zWZyinEtoyD5rUD/RNYwaARK3FPm5htmR7rNgG"
    "4iqVEZ1jLzzzFmrL6dD+q30XXxtpyn6WJa4KnWbODjU9qTSMWameUkYOyZjuS8+uNWe7lJxLEfqU631GKoQvnE9/ZwtRGkz3PS0j"
    "8T5WESmEJC7Hm62FrbTOC2M5n0pE5M2aow75vQqaMORUhxLDr5FvHoHH8AMzZiGxAIaTQdKs+5WMpm6T0+EJf09vq0EX4a0vlKWw"
    "82XQnKmMbTVt004uhx2z2GhX1owWqnl2J2HlJ8Cbb/Ss51Y3K+JaDRLnPS+RsrAf/IFjIfWHyL2wcp/q6YgkDN9nUPAk+30sT9SB"
    "neWKZ1mAfT9CjsffxgP2nRrq5ZigLfwGm6uqIvueTcqXeiaOCmieCjWOqWKcgAF4w1XQ2r2w4h8gRjkEn7b8/Y7QFzPxdK/KW/C7"
    "doX9ENZ/DpY94GE3sDpp9afhngFZyXu8bUq7oz8PlcyGJoiNaHmEtcRAtXmZFdijubBOs/UWXZm1ED71RjX5mo13ugSrMVG6yfeQ"
    "pkU2XyiL5H59XEcGf8K2T9BqWPHecoZeAUl5Q4shiaOCKpkPmc6HVVxNhID5ehMi2Ks4pZvyWLOTiAGf8ojCzfujZTwBvxE1LKYn"
    "SDVRBFO0EA5RL85JNMvlLGfny1xcsR/9gG0IZ+n6559Y5bdgPW26agAi2LmGSsiuLJvhNtbPYVjzCsYJxgVgmcLmY9oCZmCTvpYT"
    "57uc5pHGO0M72dTNaTKMs8gFxOJe4fvN1COjpueI07j5qUwt0/V9OnbidvICkZOzIW35kKW/jD8Hu19Ki5fuBrLrmZ+0Gz63ST9i"
    "pup4fGI5+yZrsKvX4alnsxurkfo6wokFm7S3HP9E6SLpWLu3pOPjEt8L3lxEWY49MY5Nw5Q3rqOx5M/YxFmjtXh76/apVkMkN2z5"
    "QiKiuCmT8US+K+UsRQXeaC07PdszilTyhe7IUxvn36s4b1ECG7GcPd0DyPZosfsxssnruCOJAuOQaBcSfWWoWDfOPM4WJZnnOVes"
    "36zO5w4a/P8Np6mSmZIpkNXpiFuWwKqflvUV7tRRXoImmoJ1GilJn39P+UxLhNMfFZ6jOuFZSFLEJK/1mSK3jnXsotzWvVnCGot6"
    "pNWQqN9KP3Ut7FUpfKRa7N4euHtfaDtj8GwHiSqXh7VL9mWIna+EJJiWuUcf0aPoV6fwhHXMW4bMiTRgfVZ4Ho2oR4dw/S4uH18o"
    "78r5iKP3wBMvki/CTtj/3DCFyPFVfSEYh3itTN/Sq+RJNYyQC+RGaIMEdy6laXxxZ9st72I19jjnUerZv2SV6qNwl/wW+oRirJNP"
    "wVsaothW6JskfZZ69gcq0bTDTD+pIZrZdO3D0iuwyu0i6J+t4RR9ALtzhEwnYmcBPL8+0D4HyElyMfRutnxDDBurc+7k0R3j9HWi"
    "/F/zjObWKx6h17KtZznXRw2hn2lN0S+t9hh1+/5j94z7s1Y/hbXqLvZuGxnFJvBc1lW2UL9nZqyAZ2MrLFhcHUKpMSFk/y2zIZ5d"
    "wXqxKjmXYj7eEfRUziAHVEivPg7/Isopa3dy69lPGiG2UpLfX41VuEQcEt86fZh10hzs9zPyq3wLf2cdMQkL9SHIoCEKNlrFP7Cq"
    "0Gz2E/zf9drGs72aMmL5tDfFupRr1HrP871mcfvZ6PvmDA14/xayUoY34RjzTmCEWOnP3ybW0C1GmMC8gOF6mC9kqBLP6NF6n+4J"
    "3+FtvQp29AH5Nugvp4rFZsnMtEwNcUIc9/d4OQYWrrfcAz/wVLkW0atN8F2v/0EsFSfeWorR6XoymFXqp9iflZyVeVraM5u5luwz"
    "5bB6p2F3xsgquRJ+Thd51/qUYTMNPct6v40TdJnaJPQPkIehYl0Yu8hjWGerQdcwvr+ZO2kTZGfJUDxLR8RU+bTWDdgV4/CpJepy"
    "VFsFk+DrfwtdsRQW8nba53Oxcu3FvKF6bfS6KkL9tIBTCymysaQ8RrGT2A4eB3IV9NZBYrPup4sxGf+ha8kzYSyAR0gfWNcKYv6Z"
    "BcpF1FHDmobrJ4nRc6xkvT+urksswR1phLdh7HdWLyjDJ60KtR4atgpStlI3IHJ8UQ6QhZCwL3CSq7ESFjXuTLyaWmJK2yTDbrQS"
    "1sFsEUmCDONZEmEtI8LIsjV8pc/ZlTkNz/Aazkd/dhg3wM+r1ZHMoq3ihGo5tEghUcpMS30LC9wAyX+QWH274ifbsY7lTnnK+1Su"
    "C8J5EmXkqw45zdaIndisd2D3u8Fj2yIX4zR9KF2C7zXQ5vXBqZC3ofQLulAblrBrNAbpMg2XIgZzOzHEIId9dikZkivwpOMYO5uk"
    "VBEf3uLWn8gdYtO3ZXh2mzKzp1oHeTM+C4eGaj6Ri6EK6QEaXtYInM9F+FcPQz+D57YAV11B674BntElMh4SYXHJ0bAjo2Su1y5u"
    "BtDWZyIigw2+I6aOJ0SJympdXzanOAY/tad/netUw6nMfEqI+b5nSSkzBHGP7pHgNFZfagjjHm7KrRH3HHRtiAXUSDzDbE7S1Htu"
    "mTrPjOdOt3k1Cs0Sch4m7pkrna3tK+kZE4fDchz8v1zEoodBEr+UT2D955LPwiKqdDeY48oK/ZzTP2fM6uDXDYHOqYW/VQQdcbIY"
    "A2o9VimhH0I/Z4mbSczFuiTp17SWZdIWZ+t4MmydJ+/JOHzCmGmGIhL6pz8b8a5D/gHPQslP2zv7Bv0ElrqOSJ+vQxuV6Nk6Ft+L"
    "Yl+j6hBU4x7rzU7i19B6t5I7YStrrxHiRjrfOg9n/3SxbqMS9rub1L2ONysnGlGZ1nm87iQ75Gs4wdz8pGAju21cxNfIPESS7Ebn"
    "SoTz7KbzymifDLG6LSSuu6jHcFEiTce8F+/malbBpldzciRbHHppMWJC88U6emR5m0dwHIsDyN/cvB+/bR2zmlgz9X1pbb19Sk/S"
    "hB7jPeQkc3rqUlidcFOotYyO++OJTyIOdQ35l2MtxD+/ymuwOXPxDg/LpTg9B7JD7R74XFV4WjenHWOt4Gbig1WyamlIrVtYmXBc"
    "1RGuku1dLixXsefAMx/tFPmdGW03DZ+2sXOb5BStkyNCH/95+m8h+a0fwfUulc7yFXTjYDFkqqOxdpOhcTbCP1ZyNZ4kLvIoZy48"
    "Se9WufqtfN5ePOqV8xkbGZlbdnSwnyfcyeP6befzEmkpcpGSknGpqyQyfXhK3yuNK5HI4MHYHU6WIlbY9paf4QXFfXbLYe5WEmMm"
    "ZBTTRpxfuYVrlM2vusq9+Opn3T2YyezKq/K5jtDFYjiPFbqtO1R8dGTa0LoU2zCP2lPSnEklzMnaLNlk+KN1iDoncsq8ZzAF+mF7"
    "+bfMYI3hElZyC3CfHF2sm3A3yzdswSeT7MO3OfYOsGE17Jep4sRWinGbve3VUsQz2DxOYwVnu+rgw8chGQ2+lm7V7SuwNznQecaj"
    "3YM9CWV6N+cjLUdyPKvN24vDY2ikTigh83uKT+AqDPXq4hVXqTJ/0vre1sKHWIxzvQOisg5ylHSCxi5np6HFndZ3Y1XgDS2exuZZ"
    "gpuTXsv3l/nqf4Xv5nZo1zmI3K6Bjv2MlcISWPnN7MlpE5Rz+u6/4pju/uIkZ8zbykFEqLWMb5QrGPKc1hGjJMXuG9OWx3je1CJa"
    "ngM82mx7yoH5KOt4Hjbizl+xf8jyBRsohfn6oBSxE7GOK/oHdWA1kZk+g06eirPwtT6mU3Wpvofdeh5ydIaUSoPYZOoi8t1UQgfW"
    "U5s+CNvlOI3s9HRm97l4NnLHed/cWpsPu5vk+5pbO+iMkJUBwwnbRWo8esNO4tBAYp4j1fhdNzP6PRXWynz+HRCfmnd3jVg0Plfj"
    "9DIOl1LiuxZxgi2BfxfxlFawP2kGrnuS3AV7PEzsfC9DvDgZ73yQdJePtVOwTQZc1SaN/mk1+k4eFydFr8FsUBuxLv8NeDpj10uQ"
    "I3AaPKAY97MGf5+sT+nH1D+bEI3Nw2l7R47XX1jPnCvGj2yW27IVk2EtLRZ7Cqe7uzQSqaw94iLjmPkGT3+JNN8bsZd0IBPi/pIg"
    "Y6ZVjPqI1c4sQmlNRJCE7+QuglcVw2lLEaF2vc+nxnGdDr5fwRinbPq/nhWXQWK8QV0RD8QoN643L8dnRiyunaprycJjq7IPe65D"
    "b3PLdCR7Fq6XhO+iKVHHdRNTk4m9sH4jfdd/Ixlz62jfmufP6uYrHOleqdaUqpDMqW3I6mNeWmvfF2AeVVR/xHpX4nTOR6SyAZ7X"
    "UJmJSCgeHhSEiHxzyLWVorcSyWRn2sifOAFP63xIZZmeztzahKBl7oFynKIk/UyHML3ZzzXm6wf6TfinXIN1fUa+0YsDQxXrhvh8"
    "se8t2IZAJLKLuCpLP5mAlTuA8c9WeQN6bqB8iUjoT9aF43oR7VgNO35d7bqc063W+eSQTbbQfu0C73KopHx93DT27rLNptX6Opmb"
    "PNyBku+Ywwzl5CLOwBRBhxge6z5480/lZKxYDF7Pj9C6m6nFPsE6G7PlHWJx8yNyvlwNr3Z0MB8R8XBY7R8RYdip7y9xZuLegoSv"
    "5ay6WfKtlAy7/y7irGmavTH1N+zotuIYiEUcxm4801nj/BSbcErjSLi8j+so20PS7M87MXZU7rX5/z0921Jn+U7f4hXN/zzB6lnk"
    "NVsF3fRf2NOz5W74IHfJzRKHnL+vj2hlWIZIPV+7ablsxkWsv/osGSXP6fLgOchxnQwU6zqyunc5J/sroOvXNPEljvdoynbqfqa/"
    "9DKr2SERVaZxNmC42KTAcWqZ6OPo4d0M370rdPR5cgc9vD18TB33Gef01EADvf2Un4pJ0tvJ8fhYoTb90wp2L5tysUV+gY6zblpD"
    "LliHt1iPKNX0quuEyPGzRe6OYziT1HyseRnjzJjPNbo54BJOINT7urE97+Ee+aGavUi1rK5uJ2Em9+WqRQnIuk2XDSfHySPyBuLX"
    "feUvaMXnYecUuxcyFr0JJ3wYpP8unNn38PSXsBfIukW+EodIYP0kf/jsZ5Y4POko3iXd+2l1tpGyDyP9KDVvPaKDCk41X+g9rWLm"
    "Nty8r3GDdcxaEG6BFbHa0qPwPt6QpXonNGKg88XqwDlkPxoBX7gjcXU3UXeOp7dzPufLNzGP05ndlb3ZT+i6zGqoXRPwdRs8hmfc"
    "254CPMVb7DK3f8c4r1rm64+v8LdinP9xU9phBmdIPU5EA6uNUWp0ww12WZIS+BbXQueVqcPeOYQZ6yRrHd+Qv7a5WuhKfQ2nN0+/"
    "h3Y8VWy66zA5VK6UNbqJWikFDZxGZNkd2iGNxPDPV5uMs7Yae9hLvpYfdIQ8pvfql5DeM70vnPwfvFPXjdfIfLu902jWEXdgL3sB"
    "vZUYp3Ir9Gfc4TDZyHh4bguoaEnyxa2i33A9q/xRZpoKW/QT/2muUYhq2l/KKFHjGPU+Dy1pGEM34quJ8gentgxb0yYs2sqNeMbh"
    "GUyw6P/g7QlRP3pIo+8wi/hYLsH+wUbOO43265TF2W1XiSrkLqvn5h5AWT5XrJvufn2aesesWUwNW816a9xsfJzZugqPRHQqPVOH"
    "6mM9BqOZB0r665oXuY6+Upz9hhHGx8uIUjHH6yanLewcDvQrmGAf8O3QaDmwxTZpOUomQHKm6QOMn0bDlldwksXeeAGn1KMeQWgw"
    "5aaL74gt4NXOkK0e0dhV0xrYe9dAa3IgdEaEFsjZt73Jv7gnu11zyf1yOKf+kmRMPtnPd/199d1XrWRXvQnrVwyrtwJxbqjnwc5t"
    "gcdwYtC8hIyAJKyAX/YOvNCB0Po9oGVPE+PVTWvEwfQfXDz///V1HWBWVtd2/0ORKipFEHgKikgVFQuIoqggogJ2EWLhqdhiV2KL"
    "GsuzxYZGMaBETWyIFVFAUESkjYB0BoZhhhmm99vv3W/tdc69YJLL5zcCM3P/cs4+u++1XP9JFzlC9N/0bAVzyNVaxJlni7DHikXn"
    "XSGpE+HbNBXr7btUHMpqHT2xLexmyNV3OAHteBQ3Qy5r6aMYPpWrE/1MHiJ3Oot4bhq4X6M4RVLP+fQE/cyK/Z6FbD+poBWwc1lH"
    "PI1KRKBl9NQ7iONlSvjns2g5RQRp40+3qMWhhKzSPTy1hqToZDrdPRNS62LowLhhJfavo2wUm92+QnLhXX8KHfSlXg7v/H/Epj3y"
    "9Cq5Bj79m9jrWlhnw7RfRf0Y8hG1acjn6G2Ukb2+hk/3v+LO227WN1L0pIu1lrIdppbN8T2E2bJSEzmNHPJap57a3vC72uNE3Q5J"
    "zGX8OFYmyAN6GyLO8+QRWOKO4rpKLbscYoZ1q54NvfKq9pT3sBbd5GVZgn0+QOboLLzdFThTxdR7FlnaExgfus35rIY93aJuNs7i"
    "dVep7A1JS+xHJ8Zozxv0ZXF43O3Ygx/Cu0/TETIM59c6jv8Oa/o5dFqv4DvtpW05jWJZ0S7MIDWnLar1jOn/XUIqcRrL2LeTw27l"
    "PHKqhfU+6Qn77/qXY37GM0l8e+tJbOCzpdQhPNVTB9Wye6W57PRzpFF6uw06Evdq41mjUmSTc30/MdZ/DV2wryzSt7G7X+hN0McV"
    "8DQuoJc9mRF1nLm4JNdPiftXzH10WEk1OFXtMh3kUZzyn7Hil+HtDhRDKc6D1/sl3vEM6LmQFJBjQ2Sa2tRbAXOe6/V6eJnP6pOQ"
    "4tW6EiuyQscH72M11+C+hZ7nxHKkNgtoEzq/kBPbWEVjqvug37j1nYS7ToBFHSyOo8vmxubpHMS7TWU19aExLT6G6PQrTih9Awn8"
    "Dr77kdIx6OHx1m+Wv0A7HSbfwBLn63k6Bp54d2kWLIBd3A4v+W7s/754eG32uX+C9tNVNmawn7iSEle8X3taQrZVq3PtZA3G/PT3"
    "cJ4L2AVq9tMmMdcQX/9VnJo0gmeaH8T9q6XXnEV4521817VENG3QYti7m/H+rmKVgn/nqulVzCY2eCTSdFTmNK/Lthk+9RJYE+Nv"
    "HCTWbbWZdmaEPGeT34iT5sO7aCJv61/gEeZBy9wmK2CntjCrE2ZvbRW00nro4Fvg4SgxllyGt87jGa0hMkcCHnkBrtRAzPMG8mOE"
    "9E1tGizH7uQxY1AH/9Am8p/F0wzwfdRxPn0jJzKae6aoc3AOTmG+oVh/ZtXMYvGdukE3/M7C/Z6Z7nudqV3offeDFh0C77a7GGJV"
    "H+z3jXiDnxDdnCgWw3+GvzUJfkQ0mD3zk/0ntew8FmYPzHd4ghYwBFl7VY9FFN4aNu1POInvYy23Yi/nw3o9xtyf8kyHOUGYJPJa"
    "V2ak0tPDCZ5Xt5tHUk8IPby4Z4PtwHlbQ4huDymyDOz1kLp1+pBUkgHJGE8GkWvvVHFdKc7eWEbnZqxFIoNbGPVRQTV5n4dL1Pvc"
    "KW9R0rGTQ/AVxntOto5mLvxBctgWYj9C8Aq24RQ2yEx4iE/DClT6WfUY8+2Oy7OEWqCBFqRWF0NrVZEzYjfnC1+BNvsQkeNq7N8C"
    "fRinNxQUQbe9xhpelDYnzkpqNfuaI4jps5/G7FmPNPeMyPGyF2PNPIWfyRv5Mp5zIDSUcZa0kcViaDBjeRZSRBl19YgEsQitnriO"
    "HsAFkLmezHdVwzJOkRL6chHmaobKUKJwGR6asafO59yWY7lzfqahfX/C3r0Yu7HDmdmkB8i7vD8WjMVkgjOZGSCNvhPc8ohdJO5R"
    "flKsT0a5fkdRB3SSNTbrBd3eR2z/VuLPPyJ++aO02YffJ+1JRr2HN0LSjI1xVsljxJaNkvXRvUclvJgYc8vrOX1uvvMATk2q7/+y"
    "zL0yZ1PvZwTsLqPEYQfZu2e39dk5XKJeJyaJthZjNiHG6oIhpZTjXSM8BzdLV/ZcxhjVVxOZs5X0h/1ry7xMLTOR1ViNCDGabTLR"
    "5Q+bc1Zirf6TGiiCiO8URMj/YC9RC/kONnSCvKuPajP5zWl+6zBLnR48xe548/aOlTESIl9rA+euCphzPluSnmcy5euNEWIMrYSv"
    "VIS1KMVZuw8apJ7c2Yu9N5/6Lz05hjDV6JlbVO/xuaVy34HaEs/Qdh/kjvQ0aoPuRRKPc35suDiNbPz1nXx10XAxXa3AcLT+IcXU"
    "fydzzvwfrCP/CItuCI6nwUpbz19YF0Lf2p2HYqf+KP3EVV5qyH9snvo2dgtk17BrIA359KtewPeeIj7zWl3AOdHzJelnReL+6QuI"
    "fpI94xz36JWuL8kw0VwsGFHDHL8Zd7Yuz2PEJszz9M+ws69jBz+BHTO2zBY4z2PJa3m6GDZPsZ87ihDrfCjlsC/R9Q4gZ2IDo7Iq"
    "zzWzjT0pFXijBnJHXcb+TOtpnY4VtEnKm/VWcYiClXz6EJ7A+mngR8P//RE7a/zRI7G2z0Az3Upm7OS/camkUWrfh5VejnewaeEc"
    "WS9fQOPE4O/8ph8E58gweGof6P/hmg9pH6zAR3pHME0co0Al9n4n51Ysu/UAIrO4ZsfzfiSw3rIHDGGI7FBf4Am/kBaISeNEJZGM"
    "dg372ORwMdyOQbKNEplm443S/kTpe3cmVoXrEzf0qKTvALWzv1cjHeDrnxW/q/+rxwyzKvOBnqWowWPdxenFm8Rm/8kCdgv15Rxd"
    "Bd7wEXG4bJvUIevU0kNJ6tuwoSHOW5fRH1mpHxCT4SSyuCTJPFLtP2FVyObs9fw7K3vVOP878f1nqCWryalokfBWxKvV6lCvm3tc"
    "pLResD7TluJ6H11m1OLFpqzfJMlA95/dqA6v8jOcwUIiT9fCezO01544bffDJ41nTn3Y/+n6NHoztrUJyYmsqxbgTtYtnwu5D1Hv"
    "O0SvGjLu2GT8Jjz7TPw8FORCYprLB4hB4OmQo+coxIems3fgmjNhcWrIZTQXn2kj/T2ygnLW2k2vWRZmGt71Zr0T97lPn9HRcpYY"
    "t9FM+VZ2cN5jJBmp7LxdIcY41Rl+VSEky7okkkTe6sL8S0sp9XgYUZ75Rl+PHIuf9pNiVr4a2Y2zmj0ba/jbZYg6PtNXsBebWBcx"
    "DGxjCs2FD/sM9Ekt8dDMp2hCOWz0uafnZSzW+kr4xpNhM56AvtgmL+kPOBUfwRsqZeagCFHRL/oZ1mkFYjWbOhLI3Ax2Aq2FFG3X"
    "syDRO5j/nK8jJOG1cp2X6xR5B3SfifN9OU/ayFVyJvlIzEfaRlSLXNi2XX4KzXqQjPU2wbNUBumO0pOyzJF1UVXox6xrpphdya5H"
    "Z3Fy0c1BNJGYj1RtHvow2Nl1sI2Wy9mIq67QDyEf3yG2mKIPEwO6rdhEdh+iWveXezy+sWq9n39yXBen8N7r6QMkGC+H6EXadPS9"
    "Ygiyh2FvZ+i9chTeYx2ZSs+VsbAVw4lBF/U1z4TPf6QrgEki5CaJt5ckftaj7BTN5kGGPTpXynejDPFzYI1YxdHU1ikiQCc8OrXj"
    "r034FbmMmLG1/tP7QxC2SKw/e1Ncdtv4bg2ZZJu/t2PyiftM/ln07Ktou+LsEouw+v6gRMlMFEi51x6u96sze/zNr8o+9Wc1zSWw"
    "Sbfiaxv2zub9t2Anv/M5lZMl5bG0azOVkDyc8mbyFvZ6Bq7ST0rF9Nl9sE7Z+9JS8IvTc2G19ABSHp24Czs8Q1xdsxRf+Q5Pm45q"
    "xv7YGDzA48TwJwZDi83WEyGNJZTtKOuLQtyElP6R/brOm1rnuzftiS+kfSzz/BJplkzrHz4r85zBf+0mK4fvUwa7tUxL6f23Yu24"
    "jvXMbP3+tkInE4UlzXyW8h0nW5lnMzyzOnb2RvDsM6HbbELhO7xbrWc/GCM1vj8rhPd4GJ+zqcJt5AP9QS+F1jsv6Cp2Emrwk0tk"
    "N+9l0fZz8j0rQ7mIb9/BlcfIMfiOzXHcDRt1OOce6pkRNcyhc2E36smPvZiVpRJisFgFIMzseATXm70f6Y3BIwuzB9W6/FwW8jy5"
    "SWr34613lgpfkxrEynczsfyQEO/haKzaROZQrWqwlCe/GPq9A3WFxT6GPtwAmXMscI24/xR86nGsyG+40jeQ26W491jqwkae/gFk"
    "CgnxjJptu16MuWyImCfZX9qKY6OxOc327MFrvk+27GhJS7zhAeXIQPpKJgFHcBLUelMr9CV5Uf4gs7Azs/VPxE6fYZMFQfZ64yCx"
    "qcUduOZOKSYu6WZottXwpl0VuJr18TM8B4jzumxex+LC6fqG/iRDZIKu0hPkdS3F7vchX4PJ9APiahy/MQLPPn2zQD+HRPxJJuvq"
    "1D+1V1CICHQdPMe/7Kc/sQRepevvrcowI1p2aJwY99C10id4VodrWeo5POEDeLL+8hOu9YQYlm8hO0ljRD1fSZzbStiBZdTzhpTy"
    "GiKezZCInrJcXkjN08fk4+BCuVz/ChvZQUJyO/yCralj5QwxBm6bL9tEPRLC3ff4Sk5bSEDCd/jsxex3XD6NPkdsfqh9bSe/Ynp6"
    "2vlO3TN50Ah5g7vhWb9iJutDTk/vgKVeC499ILSBzZ4/z54Nw2GqgQ6Lsprn+vYrfTw3mh7tdL2JPTNh9lm6Ke0+nNsxJMdR4vIJ"
    "JT7qHYgTW8mZiRpWDJy/a4gHlxAnuot1antulRrOPJ1IRN9SvUF+gt7PJ6tnB3mRHczXQTsfCu9/Hnz+W8V54w7ZsD8trXXlz9Dl"
    "kOapeCKbD6jCM/WGnzZQHoAusxxeIWKajZorP8DOrNQ1RBMbjljJ8pMbsEPdEAvkk7+sCnvQlj5NNfnd87i7jdjNHohetmO/Y9ir"
    "5xAvjpRVeOuT5Hjsmc00G3JFE2KCmdc9WJLUtmlsuDjtgpstsnn2GnJE7GH26gDii7cV6+noAw1wrFwtf2W28RV4IQODRToJscmR"
    "zCEW0SsfIjbnUsQcQRU8ji2QT2OjKoZWPxJv/jz8o0ch6zdyhep8JWeoOCSSOGP0CJl4zpOkn8iPsW8wwl7YbN6TY7lzSE/x37FG"
    "lED2rhNj7dlMTTQRUcb3WNNx8Ie/wW48j+f9Cbr/EcTfm/G39fBid6tNIx0vg8X6eleRt+Jsscnlr/S4oCXO4mL90JBe5S69HLKz"
    "Xe/hsyV/92wRauWmjGoNufkGfK+rsTlAHruKoVi8IhOliidnA/vT9zCXaD332d90huSRQ87wZY5mBqitvMFsZTHetIL5o2JdiusX"
    "UNdv9Xy2x9B+R1gX6SeujuqQ+dT3c6T1qeN+flyW4JrWAbYZsmRcD8OljJN0R+OdjL/HPM+jOdNpNSvXEXE1ZLSKdnATeQNC8I6s"
    "anMmpwWTXluqZ2nbStS2AeK8Csc524v9xin2LfQX1+VarxeR8cuhR9kJWM959ARj4AjP9mX4XBvWCat+14mZ8H1tEc6JJLzEh1gz"
    "jtO/vBj65xoihtTTOyyj37cMu/SkVHO9DL/XclvGPL+WqEi5eg37WqzqPht7eig5dzfCzlQzI9jIzKqTxUZWN+5iD79jaWvJ/Irh"
    "dgSwuYdz1iTK3GWlTpBN0CZh7t0mxDxTqAEbsffdoBfycMaX4RlPQxTURi7D7+7Auixg5uxQmS13ykJm51wfqfn3Y9hR9yuj03Jo"
    "Zte5N1xsXq0V7XcXIrbVkaflWEmyJznJmClBz85swQlSxmiuhpFgDjOgf4B2mYK4Lo89JTXM1Fon6Vc4Gdu9X3aluGy1zTVXkxsi"
    "mwVMW/Imv8s82M9e1ZXQnytxh/byjIzBHe0J50NTPqLDoL3fQoS4QOfqa3ieL7CPv8pVWKES37sfYoa8iE9xFGxdT6mgfq/Wu3HV"
    "fNjQs6DfHsKqFsP7S5KJOUH/I+U51N30373MvEfh3+30ndtV2G+bu3O1vzyyBlT5uLjY976m8wfpzmzj+blNHwhGyKWwyyux50/K"
    "szhvxpwxWqy3KMn6doqI3O4JHCfMI5CKMkh5PmTsGsjC8dBSn+NcL+Lk6Y9kM/tKn5beYrmYXGa6X8XTrqOercOnd6lN2p7I3rti"
    "+ICtpJD+pXXr1OizWI1R4vox0pmvKPHBXP2kEnaku6+opTHWGjw+W8TPXB3OiMLk/zExWzdJroRkHiYva7NgI+RlBbkjxmEHc+Qd"
    "PMMpcoVchB28E59Zg3P4md4oZanzZUVqYrAYWmpU6nV9ESeuTc7TiIPmygxyjFXrR8ygbMQ+3iuXQg/dCe22Dqu4AHHST9jJv8Ei"
    "nyhP6et4ilMllUG7d5olzkmBc4MEfms6VvZ2nI7l0F0r9FqtCf6i4/EZm+74Ak/7sjZivxdCcm7TQYHTW61k387vpM+cZauK9Jdv"
    "5CPE6WNlMe77ETTMcpz8R3CV76HFLF50E2Su722X1LMDawHkagOku1cwC+/5IeR3KKy8eUOT4CnnQxtbHWI9c0pNOW1bxa65Ir5h"
    "ObNJU8UxLZ4NzTADGtpQrzbpLHka3v+VxDCo551j9CSqaSsaWAFaKF/r7ZCsBLNnq7BbOyGf62G/f9OW0F73w7vNh2fztX4A+/8q"
    "/Jejgu/xuRuxm+t93b2Ken4NbVqVzqFGczq2ADorwdl5m9R+Dhrmfpytudhnm3c/WHIh513E+orC7G5oCkk/isgkYfLHutpuo6Yy"
    "/mjLzMT6TnLVhVgvDOn7uOcPkI75sOaHBo/r47CQN8odWF3DXyzVR7VQHs/wl3WWlNdapdAlEUZfjk3VLNxDOFMHiqs4H4yVu16K"
    "fTfpLk6tWTRwGFb8HezNWFmDUzoN8Z35bW1wwufxCdOcNMHvsO5taq2evbZ7EXbSlYMcn+vd4yctopCGqyFbdv6TnLpyHbKu+hni"
    "506Cdtjuz2i5586w5+wMD78T5/52wNNeBOnfDd9lCzGz4tTg5mtNEjex67ADF7Hmb/zP70sBowljtJsFu7NI0/5ECXmZ32X/0HR9"
    "VaLc23p1jO+1WAPzim2dsp8Si07cLuzwk5tpRqC1+plnXV2vLwalat0lQ7AXb9HGHc1Io9bzgzj2lR6QzatwdcNNeRYSU8xpxQpI"
    "9Nn0TaL4MqzauJ9+2ANNdSVO1hsed9bQaZPMguzU5kGNzwW5XKfZfofY94J86qUl4TnMw8TFjfqeY8s3FBKH4GRIt8VWF0kBc4L1"
    "3s+y7PeBXpNs19PlF6xSLvOrn+i7YqvVDJ7dUdi1l6Abz5NxYh38u9Ui9iJouSWw1p3lc3jXEeaqGtTxefWkp7dOHUPATrEViHG+"
    "xKbsNvq5J+cp50hal1v2bn2qEFrjU7kFT1EP7Xyf3iEPQyKWksGuAV7DwZwXXUWPsgMjr73dfMlMBqOtOI/rGhkg5kEab3EDbNE3"
    "WN85zEgfJqHMPPZ2L+tuZm2DWp7CcYZ3Ym9xDU9h6//iEaf4/MXYlUvh+Viu5QO8dwn7GdZCdyn01cOsh6rvgHbd4jFYqnfgfS7H"
    "qlwNOemHdayDVjBMkWayWD7RN9nXMUMPyanFd+fYbHvqCflKXb5jDvRoA6dnrpJhnPzNVitQX3tIca4wnkEPTRGZP0WmljA7VZLM"
    "85wvhsXyKWzzj7jPW0S53Eh+7y3wOacSpanc44m52YIaj0lq/ZNFHiU96XsThLXdbGcugC44ENFnWI1voRtrqYPZmZw9u9LH9+al"
    "exhsbq+WiDrvY+fWqyEz1UHnruVT9pVN8izutFp3satJWS+fC4k8iD6v1eju8ZneSvbenUvkgEbWVVt43q+9ebE6ZkpNo7oqURV5"
    "T+sYLS+ARoz5CCPKVY5k0Lvn67/Pq9rfRrO2uxor+AdmqqwKMp0a3jphvsQbXSgPUW+9gL99A2mu5DvFoK2Ok1repYa7EPLo6rZH"
    "CVxxAn66St+DBO2mf1lLJOxzZBfPmVnbIexvt2nWZfpXj+tRx11zU/N1nFDM1gu6v6zhBEhQN/i4ZrPrmJeuY4yY/TMnyN3wTobj"
    "c7dgR6yfp5k8iROyG/thTNa3MzIejhhuJDyAMPTCu3iOw+UUsRruZrJgLWZ1bzH7LEZJJLNvjn94u0cm/gW/v1Fd77Kza48zo2E4"
    "HFeLZZuHYtfNEi7ESTwETxzDqpezplzOfodGdrlaRnYgTkhPmUMO+AtxTvLh3bSBH/0V6+k5ksxg7omf++gI7+RgRLNHS0tinBp2"
    "9GnyJc7lD+yNcjgle0+JEnFUmdXq9rtpPLfrUWIDuayY5VnKKXmu49ixV/Xj1GmEfbQxn1HJdhp3UrMUQh7qGeWW4p49Ea/0QLx/"
    "mjhu7xgj1Im0sIZ6ewW081Q5l1iZG/HZb2HPjctrfaYTIeUrAWk+ox77Yd48n2gSrmugmiud9DO1jb5bvAulx+pyZfBxDEmhKTH6"
    "rSpm9mEta8tWObsJEthOrP94HOfQ7WybrStj3fdh5i1sVsN4bHbT+ygkL/e7uOY4xAm9ZYuMkifgZcyFXt5K38TNU4WJV9iB6CdV"
    "jMKPRQQ4WkqZlX4b0vuqzNR58OZbIRo8RF5Ry4vvYobQOvQM53a32snrDYnvQlT4OljfCXjizX4iv8pj49qatWA9IQHJHAGrZb25"
    "E7BGP+hG+H+364e4h039GRtmkZ6HM1FITN890HLrIff34Zq3ylC5Elf5jYjQHyDubE+W6VZinCw94ZM5ZGXzIffojNS/YHc6ygu6"
    "ArJaonfh6fN1ihwZ1KubxB1Kz+UBWe577bfp0awEOdQL+zrCTwA0kdWwIV9oF9YjDVnvKVjkV3G9eYjWrfO1gLqrAM9ofZQLIXXd"
    "5SXZTTZN9ShDKXreeZSS7Pi9XWS+ToWuisDvnY4T861eiPtfD5sZSlXL1bJEFwQf6sN6MfTgS/AZL9a91aEEViFtc4pZEXS1AIdo"
    "W6IW57yE1ajRVvo+JHwNoo6T5Bnoo/Hyrc6Ehj4Of06GV9pWDKHqTpycPZD1al1KrzNbveQjnmHrTCmS36DzH4SHtpwrms6OKqc9"
    "IszoBNCoR8s1ciQxA5I+LtjDOcMlkImfoIM6yQvEhRgO2beel+nkN9oCHbod0bp1t/9Nksx5GUrKVPid50LymkA+d2OFC2B1BuLt"
    "1rMONlxsRvNSdrjtwL5YrqmeHZe/QVseIcP1Nbz7Z1i3MXKB3hRcx5yS+IkRhzmRpIdkSIbDxDBdovoOVuMGPE0N+fM+wWnIpU1r"
    "JLN5jEx0g+RiyGsTUR9hKVEI0vXxFCTZcew49oMcacIzchHeM8ko5ET2zYU9amSYkvmVFkh3+R+ciuU6Xt7Djo/D2YzqPzjN5XAa"
    "012T6rP22bOg2ZFJs//EkP7SeEHp7ybplXwHmT2KtYIwq9DDyIWyB3uXXV/PgV9ss4xx9l/XM4seYGdeYsarG3ONHfxki7uCIdl1"
    "gkx8yirlfGjsudjNUp0hU8U4cY27y2qdnWnvwzzFJdBjTWSa5HI6LB+fMR7Og6FlFkN79JQ/MNsZZQXOPEP7l3UARtgDKGT6coiJ"
    "N9CGWMdfiL51JetGpjduwfvs3A/ih3nM7ZgVTvn+FmflihDzVUMG66WX/EIGibnaLHgDp3fTPp3neyg/9gy9fSZmoDg8NCHC47fM"
    "pQVyA3mrI+zntsxatRqK62js2laiSu/1nMOMtR27+VYib/zICbwyfGY1duIJWaRrxLBojNPyfOZaDQE3zh6xnrSCcc7anAkb86IY"
    "ItIGXOlj3KOZtMjotrS0u36+iI4R1zmRYM3eVagj3rtIY1L1yFS77VkXYV/ms25dr/8UY1Szis2z8CX+E0NF6Cs0smvLWF5Og2f+"
    "HlbCuLfOgffpOi2aMTKKkG3PeYejsHsVXsLaSzPKqEOfPFhiPvKwjrxL/BrWcgI+zH64CCswDp+4g5wujjHzUtzjDDzPOt5DtdBP"
    "amX/zP6Ytbqxt0c1zR+dzoUaDkZau8R8xJ/mX86GldyMeDC79E9iHEl2lot8D3YdMwSV+pC42KeeTJh25hbqTEQGn2EP8mE1tsEn"
    "24jfGIyIz/A+P2YHiZBPK4dsqS5rsl7Dsgzy3MDYopw4t/l6fyaCs+nFtGSMh7+yWSOZvjI3e16rZ3k030PEKpJpPCeHn9JXKqjx"
    "Wor+TtrSsjCJ8zJ768uNeN8tvjbWhzmGy2U3p+4bmJd3c3kR7opD7Q35uYUo7n8F7FKjfgPNY/Wvm2CpSvQt/VJeDMo8hk4UkY91"
    "U/ajH1+I939FJwfbOW9r6MgHwLPeqsZ3uFnPhvYextnyg8X6ap8irpxFPJ3kQPI8dICfZ3bXaoKT4acchpVYQbRe61EfJ7vIprAN"
    "kfUmbRHMxxutgLbbDtu4CjHEYvhPs7HPhbiHrZFxXG/V1nobvKaf8dwF8KZOxKkoZs07pDfAUtZRZ7+8H3ykpqxe2Zp08piyg/HZ"
    "JmTS/EUdskgT333WAM/aYpc3cb8tnu16IPG318pPeMpF+M6J4hCL9+5bgt5Yufec07ifLhaagtN0EvTiUv2eM2Kl+iM8o6nM5BRz"
    "f0tpU60POEV8baW3+Hc5iRk6i7RWwbashfUsxFX+yez7AZLynn4ccYOyNjYJqz4BX1aHN7wPY1+ugVwbZnlf7NQyROgrINV95DV9"
    "EU90AFb1y/109nwLC/2kDte39f/0MrkEq35H8Kpci+tMw65ZR1uN/os28FfoosfFsPmXEhPuQPke69EPsWUnOVnsDFVAfirxzq3p"
    "kUXhRSfg13wIWakkDu8nch10Zr6m5HF8zxhx3sP1+0jI5zZ/gDdmWIN2rq3f03W+kqHOo4rG9WLYxok+H9VEqjJzO44BLwl9fBw8"
    "syfFOv+n4R7TZaGMZDXXcYEl/Ex40sd/J+DrUdz3Oo3JGI2kPtMnYHun6rtyfXAafNIzET0a1mOhboC3PV+X4G4fYq9riJBo1xvB"
    "qdPN3KVC6HYX41cR4yvsGfwM+WOAGA7WOngjd0ISbhWHYli6j+b8bxkZ4yKcihUaLI653NiNN3OK4wz2s1lecJfeBU13chBR4wRZ"
    "gSdZo73EcuWPy9+gR37A6q1RwxFepb/SO3aYReWcL13CqCPKmcgw42+zMndJxNtiw6XIg3wYd91GIuo9g/1eiSe3qvEpYvMVhkpS"
    "os9LHa+1jl0X6W7LNpLQvTzu13AuYaa+gHf4Vj+WYVojD0K2vgtKiAVk1ZL5Hh+igKtaS6tpeGYJftZwepPUhw343ibfYdyBPDPN"
    "6BUaFsi1Mlgt67oI+uxoSGcAK2HYcsY+YvOkXaUfIqSBiAhsVqHE6/UEM6yOGcHuZT2Va/VccmBGuTqHEgH1AOY3rQ+za3ADV6kR"
    "sUmIGStjFPwGz1QG7d8SMmO1yVFijGMd4eflwwtqZNeR67eMMqdyAK13D8k+w5HDru46j/VwDK4XYX40RlYwzeCIulzobZTv5lLn"
    "Z+/T3q3jmUto6+BbXSBfw2vYgPV5DbK8CCt0FU6C9RMMkFofGzpWDMttpSBjf00ZhlZrxHbH6x04JxvlKW2rLZrauxwnzmcLMZo2"
    "H6YXzsgI9iY6xJG4RyFO+CkAx3obZjY3rK+I7X4dNE5/zj5avuFgTr+PJBZyNf31ZbqS/QMXQqonIr5IEPF0NqS7C3cork8aPh28"
    "ActqXCfl1Pspxv3q2YvMp3L9mbvw6d6U1Bp6m904xRPH1Uo9AkMVc0Cmg/L0ZmIzWUbW0PhK2ce0hN11G9TYibvLKVLlKwZ76PEc"
    "xO6igzyX3VKiSMRgyY6DT+q4H7L5VZ/oZUELRNdv6GSdJcvkiGCynqeH6aj9+GIXs2+jziNJGRLOMbj/cnZEF/p5IRdv3ygOBc0q"
    "c9Pgrf4ZdmeYbkxdEYShmSfDs2mJfbhKjAM0TKzQlcyrPA9b0htn5ifGqdZLWKkfBmOxlktx1e8gIVHv5bl9dpnkXKzzQTl5+ro+"
    "hZ+txFmPwyIPkR3YzUX6gpRSi7r+hAbEkVFatBHQCtcHJ8M3ztf7tCd+Niy4Ul+EzrhmP312Vgtv6xHuLUK6UFy+rkb37TGr8nmz"
    "EZTJLjopsPp8Dk7LOr0E3qf1M3aUk8mLk/DvYjUA67TqyLmbP+CKbWG5dmJtCnUeZHEH3nKJjgysXnu/3iM2N91ALAjrThgth2fm"
    "w0Kariof6n1MmxP4XJ/2s9dhZorqiQZimcUFeOeL8Kat5C34WpNx/0sYmWeLXEN6EzFc435i3sXcIT7Hi9SoT8PLKtYugXXyvSMX"
    "yYt49jsk0NnBM4gWC3VhaiV+3g429WlJZDgcDCupgiz1hv92vfxNW0DTNiWSdgm0fHvyFJ4jI7AWLa2zmZ/Zhj3tJmew06dOuwXX"
    "4cmNg+oRuVE/5tX6is2HzYZk5JCFeDvzX3fjHd7GmZoPOzqHPFD1iFyMF+FIPGEHdm27fhY37RL22EiNxD1qIrfxKuYNNpOZsBNW"
    "nbaOnMPEGOFy8ekB2OchZF7YRL/D5OgASePR7NsDkEa9U6Jqx4koZLHXRshljW6Tg4JZiDebBTP0Sv06OFnv1zMhEY37YPU4PI1V"
    "lKVl0OuPyJns+t+qFltMQjxYiLP2vTHPwHZsI5ZQCXyP5+QdchlU6vHwvEqJe/KxJNk5tAerXU672ppWz9nb5plOzCpixrkO616S"
    "ZvI0VIgn8f+/62fQZvdDYy3G6m+U16Q/vMqO7N6P0V9u1AflZ35+C9bvBVzDMZwX6sNylVisPRT6qVznwD9fiR2x3inL6xvj/UmQ"
    "gtli1qCl9zeMCzKXFs9it3La+jC8rxC82RSlvpZ+8/vEyssjB3SK0U+HYCERkpSsLO4t63RvflvkKWjeh9VyKFfKo1hd65MegJ29"
    "bD9zHznSjllIw9ltIsZFY+cnh9mE+3zk2lSqM9OYVcTnzpZ7movfeUh+hGzeg5PQVB7DSWsN3TpPrPZxF1b2VDzjXYhRNkCzHgwr"
    "fw3OdBUnt5Vzjg0eOamCNdfDmdlJZux6klweDjUzh9wzUchgO3kQcmtd3SYtf5cuspkzIbVEDN+M+1h1qJ04ttZ0xDKUtUFDUzhB"
    "jpULOacWYS5xKqc+Izy3Z4pjYLTMXTHeK+W7NTsHX2OF8yCzNkd9kExBHHA6uQDHSwGRwiz67cFJvSJYi2Xwas6n3+F4Is1K2yRW"
    "GSvxCeaoUpn8gWUmoqz4m0dd42sitey8q6HcqCyBTxXx6F/Wy7qK0mrToYEYNs4vGb4D01QDWE25lXmDKj+5leSEeBJ78fM+E51p"
    "/7u7uApjRA1JYaRUEbvT1eZ2M1PciB2HXWM91p7BMLws1lmEZ7F8bimZOCx3OAvydCBiw0/1WY+xlGIvYRxn3/qPK4lTPVVuxnot"
    "pA20s7wNNqSYcmdnvJLZActjWDd1KbVkyM/tOjSLOKKwgxgbWI6ktfQkA2GMdTTDMm3GTEWDhINJMh1a+w7o/aXw3E6FVdmZuh8e"
    "YB3533axczHFGYYcMT6VPcQSMb/lVNy5r3zAtR7BTOaniMV6QdZ2E+/jHLxVhecyHoTYN+ZjuiSRtRJ+9jmN6eMmm6OwVI4Zdjfu"
    "OZveWTVzh5X6tbhswtM4TZ9Dq4SJcGjoPY+wd6dsP72GbvKnRwYPbm+1rATeh+OsayCvXoxxqrFTZvervuVsjHWuzMObLGAP7+Os"
    "1K9jJ2xXuVzCnFw0dIa7oTM7ynBO3bksccTn9tzfLpYOXivX+q7YOCu4mzU752PS5556SlobxH0cu4kYWP1x/8/Jdjycs7YnY1/m"
    "6GO+7txAixXlmvXEG/2mBWL+rOMG3EXG+x+xMi0lyVmi1D7MJulcnkU2f2aM5/JvSX6n1q90Olbt5auOjv9yHOS0E70UN527mp7d"
    "qeSPXkpvwM2aDyOvo333Cs+y3Eyuy0TDecy3qD7BHF6IuqGWmCJJ9viHiC64WmfLIRLIKv0ZlsCYRwt8Xau9jBbLje/RlzibYJjG"
    "O7Ubcw452Nu47626Q/Yw/ktpurJsfeLqJSdG9NJzODt6CnSCm781Wf8MO7cTXlMONWqMWNedPQd1BD6NzW/8ZNg2sh6Wdo9eIF3l"
    "PX2UlfPevrvaxVpRMghZ7fk4b60bNI0SHWZGuo4xh8tLT5WYlnisCIvu+zPTZVa1gBnNsL4tJZ7ZbBczeSJuJQeI6zawWm5nn6+N"
    "+ru5Grmyj6Fzpme87T4+RaPPhIY883hSL6ffGuc1DuL1HAe34zCL6P/KNk6OryeTUyWxoOaq5RsNT6ec2CeNPJuWD76I+eQQcc0d"
    "wkO9iudqd9jrk+QfWNFTmfspV8PWbIR+P1ba79P7kZaeOv4/BtluTc4xh+oRz+AOWl/KIZwrUM+Ilfb8NmFX39OnxLjNjoAk5ONr"
    "HvZyB2RnejAN3lAAb9x414chyq+ATStL2dziHpyhGGfOTEtNYt4/6eWouyQzvmTS56Lel19xrykSZZWphhyrtrZr8I6fIhLbxd7f"
    "1rDs1j1wCCPal/Rd/N4q3GUJTtIOdt+dJd8E7+MNvifyjMUrDgmqQa+GbIbVWIi6QfZWwjocB43aCDvUTb7UT7AT0/D/7/DvVToj"
    "uAXS8hs0Y77ei/cqw7n6BWdvIbxyxGTBjXqOno7o51BZgd+bAk9+m/F5yCxOb1tHSS17w/MRY36k10pnRGuLtZM2yts+C+Skx7gU"
    "TO6MS+GTTH9ZxKOyWqVMfXX2N3VdyZF9mJ8dbnq2qm8JeYpqiAHiuipK2dO3y1c690UbTf8tVw8Vh+OQxjY2+3UlVqEL5CyHHRhl"
    "ZFYxbHGrGz7B5z+SJ7hR09zcSS919Yg1ani21zImORCy/6RYvs7ycH/FmbFJ+RAiyCMgl6t0luYEC/QNPVeqsaZbEY1bV/5CuUaH"
    "epZZm2Kvx6lPe3HLOdsxRNJ4KO45Euy66Ii7/QTfdS2ePg8/u1CMZTeAJC2n3Nu84RCP4JTKTGyUcObIGDmGSF8y1NQjAlgM/96m"
    "1eOeecP6fi/BmwxkT9USaLi74emH6QP0g1QY3qRx7ZRwxqqe9sc4t8fJIMS7lh+5XBbh+7nUZ9WQbNPF9xKfag/nagPZd76nuzhW"
    "9/tw581qdYdc/ZdaRHdigOhbNnF1RPYiiao6XMQ3gy7BI7ondYFepsci2j1F2iM6W2yZDrKtTBCLEx7EavfDPlfjypY5LaS9cci7"
    "LnKpR5QUZT4nxtyCY621dT6X9n0XMQXO5SxJmO97PbyrCD37bBO95oOcL+k5/kbiXonHhGnkjhme5kKsmk0UjIfu+XIfe2ysPGm2"
    "J5uWqSJ+oKsmlfGsBJAid14GQC86DLQC8mAfKCaZZmVPRExlEx+jEfk1QhrbwDOxvsQoEXMeFqWtKaIvUk1bbTYjwky0dUzl43st"
    "5Vm9Tgwt5kZG2GGPjtRcXM6h2O9JS88OGNN0btsxLaR7vJ3v38l7X61+h6IjHg84Qn3QHF7ZTNoew28zVpLTZSz02LOwPV9Atray"
    "T3sCLEKtzpG2xNc2G2SSW885swvx9218y3JOmru6mkPiLiHL8VRxCPeOyzPNMGkr2l6y652m+0SEh3gb5CoEFs8aimNf+YEYs70g"
    "8avh7bk+CONrT/oIpI2ku5yrfC7VeXBu5w0RPc6MbMr7lEmPkDdOHGe79Xc3cGX3+Nm6Gj6reZivsqeqhhnq3R4zswqraDw5Nvdc"
    "DQ9/sFgXi/Ul2TzxAHkGvkqUCMQfSBl9Z+uW3aoj2cVykVieJg9yuhv6oJ59fFFNT5GIpPW1w24uxL44z9Vwys/n08SJcLtMWwcX"
    "MXq0HbDO8418zgq9BzJ6vxj+xWpO3RTqN/Kyvq6P6TQ5V6ZC6tsZT65Mlvl6G+LZf+KdRntU9xBPses7t3mB3eTN/YQZ4/Hw2Tux"
    "T7WavFYPiFv/JBGY6jyXus2cj4bFPdRL7+JMD3RqP+e0CPtr9bIBPltYQ9yXKNZsPXbuOXxmMHudKhFFVODf30FXb8G+tZJN6jwp"
    "xz1sfNjG72sYHT25pnEfKxd7TKqTxPlqdYynDqTdsqipkScvinfeRSzugWLyNJx1kUPZAduDHI5RXCHCCZEKzmc2z8hvzOOj2BUN"
    "TX23/oDz/jZRNrfg6guhSQZl8FZMIk/nmrSQRmaMr9WHYO+GyFnyNWT6bh2sxvHTWV4PquH7xSBFMVyhAj7MPDzt8fKDTgjsqW9h"
    "Bb6BdiNFFouwnzRIekzJQeK68pPUmtk7LZqLsUz25Wcc57CtWAB7uwha/DjoCuO2/JqR9mD5RbZwoqsX7t89M3fYwD+dL384PUGX"
    "pbF4fwqnb0J4/k7wjlKIH2Zhh4fqXcE4vV7flN7E8Y6wFzE9IxDBidkFD6CIfQe2n5t9ddeqHNZHnA/pvwDW1+61UK1rbKQswZ5N"
    "2Y/eqYYmsa6OCqy+MY9an9AxrM0bP2Sdn7OI056pz30bz3snZpSSrGgPY64tSvyhmNc2tbAQYUqcvfch+Elvcdw+1cSZd3j2dZ4t"
    "XL1sdhNni4r4nW5kn8u1eWo5BU9nyMdfQde+x5U17pke1A1O7xdT4qwDNMIZvqXi+h+t7rIWz1arTbmfG8gGm2YXNkSWXH0aNmC8"
    "nC3T4DVZjfhjbQdNYLV1N0ka5lvEeGrtjZrKG9oqmMiJ1yMkH7qvKeT1Wx2Q6bgP09I67MA2Xq4NOynOzFyKs10OTSgQm+xoIobl"
    "uAN7ukG/hAwax+EmIsafIAnyY5kXsZMzcgkdK5ZZuYOe/3jWba6QJJnAw0TC7COamVyy+6ftZQ1rA6W0DWvYYRXDilYQfeEksfn+"
    "KLtO3sez7sRdA/iYl8PD/BFn3VhCB5HRvo6olIfIfLlfHw2ayGT49efrr3KGPKddoKefw1qEWIlM+1URn2lKI67FyPCc4P1TRMYJ"
    "s7ewkSfkV2M+JbZmSKeL4f2Px3tuYvVxjmzweOw/InreqV2JOx3mzH0VOxZt0qMEWnIXrljGrJH9d4vU0T4YV1gruRDeSgNxXndy"
    "8rdBP8DJaQa/fDtWeCd+az7ut1KjeCfE22pIj/U+11wFvXwCkdStK7IX9EjfYEwwT7fKDdjbGfqYXJsyi9ZCxkA7Gz7+BET9b+O9"
    "ToelOT/ojlWNe6k/nOcwxi6dIjxJja83Wn6nWUaHDsAKZOc/PU5m6F3wtCshKTv0azx5R/hhhtizQr/Vm2HjTsNqtGKHy5/Fpn0f"
    "4jk5ij54a8+G7ixvAa7WFdL4K9dzvIwUm/3rBi1SqqOgFT7HU+6ENR0lj0EqbpVz5Cnc523tH/TGO3yNHZxpVQx9V0bJWjGtW5LB"
    "cE8javRhnW86JMk6+arIOrwQv9kO2n4u1ngM0ZNsh8/yXnE9pwCq8S7pKKkhk5OL4/SWQ29VqMvHfwGpcP1OuyAhxdj1LdBWXfBW"
    "eZSbM8VypuMh+72ZgW2XmQUwPzNEf2kD4tUPIfcf403vgSy+B0narC/gRLoZ8aZEPqhm1/sGoj8XcwfHYG9M7rfxJ19jD/7IysPh"
    "4liYHLJMxPfHmed+Bax2AHuynWjWlzKuKyL2ah77IEs8AsoOdgfGiCTVGh6r89RdxSpCCarxWvcQn3dxk1Zu5Q1LKORjYMeZ4vIv"
    "LvI5hV2xqQzjg3DWok6/R8R1HitlraWO3TN/xtsaV4L1mr4jc9XmY4r0e5yWDnjyu8VwLhN+GmAIM9lJ7l8tcdsSvtqUzjxbz02M"
    "eTir81h2Zwo+bd1g+WRdj3GKQj0KRIK2waLOgxkJDYC2ivonLve/Y2uRj7uexF6KlYivS8jqOFbOlFPxvcNos6q11q9EjHYil9Y0"
    "6a+R1OmUrYlyo0yVcGZGy+WrFG9cyqfq4WPMCL9aex+vgpOIEe5NTO9j5HQSregSRBc5chW07Fc4XZcGHyMOjcIXfQ1R9ZXiPPVV"
    "eOrTfCems/KNmb69OP3IOPk+zIZknypzlctG6lrr5DC8j9n4xKXSS6zyWE8LbLanOTyF9tDz1mHVTSz2zmXPejWrTKukgta5v5/A"
    "39uJmfJn2urFo+khxxjVxpjdaC3/D9G+aes="
)
# ----- end of the text model -----
