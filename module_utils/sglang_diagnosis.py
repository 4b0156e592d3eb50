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
          "|to main child process|I have to go|kill -|got signal",
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
          r"|\breceived signal (?:15|2)(?=[\s,.;:)]|$)(?! times)|\bgot signal (?:15 \(Terminated\)|2 \(Interrupt\))"
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
          "signal SIGINT to main child process w/ PID 268' after 'Downscaling app ... Automatically stopping machine', "
          "a16z-infra/companion-app#83), round 76; Traefik's signal handler ('\"msg\":\"I have to go...\"' before "
          "'Stopping server gracefully', a stop from Watchtower, traefik/traefik#5484), round 77; an operator's 'kill "
          "-TERM 264' in a shell transcript (root@host:/var/www# kill -TERM 264, laravel/octane#469), round 80; an "
          "operator's 'docker kill -s SIGTERM traefik' above the container's log (traefik/traefik#10913), round 82; "
          "mongod's 'got signal 15 (Terminated), will terminate after current cmd ends' (UniFi's embedded MongoDB "
          "stopped by docker stop, ryansch/docker-unifi-rpi#60), round 85",
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
          r"|: Server stopped in \d+ milliseconds\.|\bApplication\.stop\(\) complete\s*$|\bServer\[[\w:+]*\] is "
          r"going to quit\s*$"
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
          "'Server stopped in 1 milliseconds.' on ^C (helidon-io/helidon#5851), round 80; brpc's 'Server[...] is "
          "going to quit' and Typesense's 'Typesense peering service is going to quit.' (typesense/typesense#1590), "
          "round 81; python-telegram-bot's 'Application.stop() complete' (a gateway's stop, "
          "NousResearch/hermes-agent#7286), round "
          "83; docker compose's containers stopped on Ctrl+C ('\u283f Container webui-docker-auto-1  Stopped  10.4s' "
          "under 'Gracefully stopping...', AbdBarho/stable-diffusion-webui-docker#319), round 84 (compose's "
          "'Gracefully stopping...' alone is no asked stop: it also follows a container that exited 137 under "
          "--abort-on-container-exit, sameersbn/docker-gitlab#238); "
          "not TGI's 'Terminating webserver' / 'Shutting down shards', which follow a crashed shard too",
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
          "its compiler ('g++: internal compiler error: Killed (program cc1plus)', NixOS/nixpkgs#14402, round 76)",
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
          r" error|nvidia-container-runtime(?:-hook)?[^\n]*(?:error|failed)|could not select device driver \S* with "
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
          "memory), LMDeploy TurboMind LlamaCacheManager.cc ('No enough cache entries') and its async_engine.py ('run "
          "out of tokens. session=119.', older 'session_id=0.': a session ended because the engine's token budget, "
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
          r"terminated|CUDA error(?: \d+ at \S+\.cu:\d+)?: (?!out of memory|unknown error|no CUDA-capable"
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
          "transfer that could not set up RDMA): the communication layer failed; weak, a cause elsewhere wins",
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
          r"(?<![Ee]xit code: )\b(?!18446744073709551615\b)18446744073\d{9}\b",
          "a 64-bit unsigned count just below 2**64 = 18446744073709551616: a subtraction that went below zero and "
          "wrapped (candle-vllm's 'max_tokens changed to 18446744073709545892', EricLBuehler/candle-vllm#214); "
          "u64::MAX itself (...551615) is a common 'no limit' sentinel and is left alone, and so is an exit code "
          "printed unsigned ('(Exit code: 18446744073709515000). Unknown error.', a negative status of LM Studio's "
          "model process, lmstudio-ai/lmstudio-bug-tracker#412, round 85)",
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
          "ReImproveJS, Pravez/ReImproveJS#23, round 84): the program's code; a fetch that failed is the network's, "
          "not taken",
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
          "round 76): the task hung, the "
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
          "soft error: PRECONDITION-FAILED: PRECONDITION_FAILED - delivery acknowledgement on channel 1 timed out. "
          "Timeout value used: 1800000 ms', amqp-rs/lapin#357): the consumer's work hung or ran past the limit, the "
          "broker's own watchdog says so",
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
    _Rule("cuda_context_failed", "cuda_error", "cause", 50, "Failed to create CUDA context|Failed to retain CUDA "
                                                            "context",
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
          "torchaudio\\_backend\\utils.py\", line 222, in dispatcher raise RuntimeError(...) RuntimeError: Couldn't "
          "find appropriate backend to handle uri ...', Demucs with a newer torchaudio, facebookresearch/demucs#621, "
          "round 81): the exception is refined by its name as a traceback's last line is",
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
          "a program's own check that its numbers are NaN or Inf ('RuntimeError: Generation produced NaN or Inf "
          "latents (shape=[1, 750, 64], dtype=torch.float16, ...)', ACE-Step on a T4 in float16, "
          "ace-step/ACE-Step-1.5#1243, round 82): the numbers broke, whatever exception carried the check",
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
          "/workspace/nvshmem_src/src/host/transport/transport.cpp:nvshmemi_transport_init:287: Unable to initialize "
          "any transports. returning error."),
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
          "a report's own words that the serving endpoint hangs ('# Health endpoint works' / '# Inference endpoint "
          "hangs', whisper-server behind a GNOME extension, gnome-speech2text 6, round 83): the server stopped "
          "answering",
          "# Inference endpoint hangs", flags=re.I),
    _Rule("nan_detected_in_outputs", "nan_output", "cause", 55, "detected in",
          r"\bNaN values? detected in (?:the )?(?:model )?(?:outputs?|logits|predictions)\b",
          "a benchmark's own NaN check ('scandeval.exceptions.InvalidBenchmark: NaN value detected in model outputs, "
          "even with mixed precision disabled.', EuroEval/EuroEval#389, round 83): the numbers broke",
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
          "SGLang's prefill-decode disaggregation failing to send a request's KV cache to its decode instance "
          "('Prefill transfer failed for request rank=7 ... with exception KVTransferError(...): Decode instance could "
          "be dead, remote mooncake session ... is not alive', srt/disaggregation, Mooncake's transfer engine, "
          "kvcache-ai/Mooncake#2177, round 83): the instances' communication failed",
          "[2026-05-21 16:41:11 ATTN_CP7 TP7 EP7] Prefill transfer failed for request rank=7 req.rid='x' with "
          "exception KVTransferError(bootstrap_room=666643570191291695): Decode instance could be dead"),
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
          "a benchmark client's own warm-up failing ('AISBenchRuntimeError: [TINFER-RUNTIME-001]warmup failed. Exit "
          "task because all warmup requests failed, failed reasons: {'': 1}', AISBench against a vLLM server, AISBench/"
          "benchmark#217, round 84): the client's requests failed, with no reason given; which side failed, the log "
          "does not say (weak), and it is not the server's own warm-up (warmup_failed)",
          "ais_bench.benchmark.utils.logging.exceptions.AISBenchRuntimeError: [TINFER-RUNTIME-001]warmup failed. Exit "
          "task because all warmup requests failed, failed reasons: {'': 1}"),
    _Rule("llama_server_context_exceeded", "kv_cache_oom", "cause", 50, "Context size has been exceeded",
          r"\bContext size has been exceeded\b",
          "llama.cpp's llama-server ending a generation whose slot has no KV cache room left (server.cpp's send_error "
          "'Context size has been exceeded.'; with --kv-unified four slots shared one 2048-token cache and two "
          "generations of 565 + 1485 tokens overflowed it, unslothai/unsloth#9392, round 85): the KV cache ran out, "
          "not the GPU allocator",
          "srv send_error: task id = 1101, error: Context size has been exceeded."),
    _Rule("elixir_exception", "code_bug", "cause", 30, "** (",
          r"^\s*\*\* \([A-Z]\w*(?:\.[A-Z]\w*)*(?:Error|Exception)\) \S",
          "an Elixir process's uncaught exception as the BEAM prints it ('** (UndefinedFunctionError) function "
          "Axon.Shape.dense_kernel/2 is undefined or private', Bumblebee under Axon 0.8, elixir-nx/bumblebee#451, "
          "round 85): the program's code; a process's exit ('** (EXIT) time out' of a GenServer call) names no "
          "exception and is not taken",
          "** (UndefinedFunctionError) function Axon.Shape.dense_kernel/2 is undefined or private"),
    _Rule("nitro_unhandled_500", "code_bug", "cause", 40, "[unhandled] [500]",
          r"\[request error\] \[unhandled\] \[500\] \S",
          "Nuxt's server (h3/nitro) logging an error its route handler did not catch ('[nuxt] [request error] "
          "[unhandled] [500] Cannot read properties of undefined (reading 'find')', ChatOllama, sugarforever/"
          "chat-ollama#567, round 85): the server's own code",
          "[nuxt] [request error] [unhandled] [500] Cannot read properties of undefined (reading 'find')"),
    _Rule("jax_barrier_timeout", "nccl_error", "cause", 55, "Barrier timed out",
          r"\bDEADLINE_EXCEEDED: Barrier timed out\b",
          "JAX's coordination service giving up on a barrier the other processes never reached ('jaxlib.xla_extension."
          "XlaRuntimeError: DEADLINE_EXCEEDED: Barrier timed out. Barrier_id: PjRT_Client_Connect. Timed out task "
          "names: ...', jax.distributed.initialize with seven processes missing, hoyeoplee/llama-2-jax#20; a "
          "multihost_broadcast_sync barrier, stanford-crfm/levanter#432, round 85): the processes' rendezvous failed, "
          "the distributed runtime's counterpart of a collective timeout",
          "jaxlib.xla_extension.XlaRuntimeError: DEADLINE_EXCEEDED: Barrier timed out. Barrier_id: "
          "PjRT_Client_Connect."),
    _Rule("mooncake_transfer_fail", "nccl_error", "cause", 50, "TRANSFER_FAIL|transfer_incomplete",
          r"\bPut operation failed with error: TRANSFER_FAIL\b|\btransfer_incomplete max_attempts=\d+",
          "Mooncake's store client giving up on a KV cache transfer after its retries ('transfer_incomplete "
          "max_attempts=3', then 'Put operation failed with error: TRANSFER_FAIL', vLLM's prefill-decode "
          "disaggregation over several RDMA NICs, kvcache-ai/Mooncake#397, round 85): the instances' transfer "
          "engine failed, the disaggregation counterpart of a failed collective",
          "E0523 06:50:40.085733   223 store_py.cpp:367] Put operation failed with error: TRANSFER_FAIL"),
    _Rule("hccl_notify_timeout", "nccl_error", "cause", 55, "Notify register",
          r"The wait execution of the Notify register times out\b",
          "Ascend's HCCL timing out on a collective whose remote rank never answered (CANN's 'EI0002: ... The wait "
          "execution of the Notify register times out. Reason: The Notify register has not received the Notify "
          "record from remote rank', a Broadcast of an 8-rank LMDeploy api_server, InternLM/lmdeploy#3354, round 85): "
          "the collective communication failed (HCCL is Ascend's NCCL)",
          "EI0002: [PID: 198748] 2025-03-26-13:49:01.670.614 The wait execution of the Notify register times out."),
    _Rule("infinite_logprob", "nan_output", "cause", 40, "infinite logprob",
          r"\bGot infinite logprob\b",
          "whisper-timestamped's own check that a decoded token's log-probability became infinite ('Got infinite "
          "logprob' at 93 % of a track, linto-ai/whisper-timestamped#15, round 85): the numbers broke (Inf, NaN's "
          "twin)",
          " 93%|█████████▎| 443400/475781 [00:52<00:03, 8523.11frames/s]Got infinite logprob"),
    _Rule("undici_headers_timeout", "client_error", "cause", 55, "HeadersTimeoutError|UND_ERR_HEADERS_TIMEOUT",
          r"\bHeadersTimeoutError: Headers Timeout Error\b|\bUND_ERR_HEADERS_TIMEOUT\b",
          "Node's fetch (undici) giving up when the answer's headers take longer than its headersTimeout (300 s by "
          "default: 'TypeError: fetch failed' with '[cause]: HeadersTimeoutError: Headers Timeout Error', long "
          "generations through ollama-js, ollama/ollama-js#144, round 85): the client's timeout, the server went on",
          "  [cause]: HeadersTimeoutError: Headers Timeout Error"),
    _Rule("openai_invalid_request", "client_error", "weak", 45, "invalid_request_error",
          r"^\s*[\"']type[\"']\s*:\s*[\"']invalid_request_error[\"']",
          "an OpenAI-compatible API's error object for a request it refused, printed as JSON on its own lines "
          "('\"type\": \"invalid_request_error\",' under ''messages' must contain the word 'json' in some form, to "
          "use 'response_format' of type 'json_object'', a KOReader plugin, xray.koplugin#33, round 85): the "
          "caller's request; weak, any cause elsewhere wins",
          "\"type\": \"invalid_request_error\","),
    _Rule("gatling_app_raised", "client_error", "cause", 40, "io.gatling.app.Gatling",
          r"^\s*at io\.gatling\.app\.Gatling\$?\.(?:start|fromArgs|main)\(",
          "an exception out of the Gatling load-test tool's own entry point (java.util.concurrent.TimeoutException: "
          "Futures timed out after [2 seconds] in io.gatling.app.Gatling$.start while it shut its actor system "
          "down after a finished simulation, gatling/gatling#3408, round 85): the load client failed, not the "
          "system under test",
          "\tat io.gatling.app.Gatling$.start(Gatling.scala:62)"),
    _Rule("exception_line", "code_bug", "cause", 30, "",
          r"^(?: {1,6}(?:\| )?| ---> "
          r")?(?:(?:[a-z_][\w]*\.)+|System\.(?:[A-Z]\w*\.)*)?(?:[A-Z]\w*\$)?(?P<exc>[A-Z]\w*(?:Error|Exception|Exit|Interrupt)"
          r"|StopIteration|Exception|OutOfResources|(?<=_dynamo\.exc\.)Unsupported)"
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
#: a hung worker), a report's "endpoint hangs" and answers that "degrade into" incoherence (round 83);
#: whisper-timestamped's "Got infinite logprob" (the last line of its progress bar) and the Gatling tool's own frames
#: (below the exception its entry point threw, at the end of its output), round 85.
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
                                                b"degrades into", b"infinite logprob", b"io.gatling.app.",
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
    if rule.name in _NAMED_EXCEPTION_RULES:
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
    replaced: set[int] = field(default_factory=set)  # lines of roots _find_root gave up for another (a secondary says)


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
                v.replaced.add(v.root.line)
                v.root, v.root_rank = told, told.rank
            elif oom is not None:
                v.secondary.append(f"an earlier exception at line {v.root.line} did not end the process: "
                                   f"{_describe(v.root)[:120]}")
                v.replaced.add(v.root.line)
                v.root, v.root_rank = oom, oom.rank
            elif fault is not None:
                what = "the program's own report" if fault.rule in _BELOW_REPORT_RULES else "the device's fault"
                v.secondary.append(f"the exception at line {v.root.line} carried {what} reported below "
                                   f"it: {_describe(v.root)[:120]}")
                v.replaced.add(v.root.line)
                v.root, v.root_rank = fault, fault.rank
            owners = {"panic": _PANIC_OWNER_RULES, "exception_line": _JS_OWNER_RULES}.get(v.root.rule, frozenset())
            owner = next((f for f in c.strong if f.source == v.root.source and f.rule in owners
                          and 0 < f.line - v.root.line <= 30), None)
            if owner is not None:
                # a Go panic's goroutine frames name the program that crashed (k6's own packages: the load client);
                # so do a JavaScript exception's "at ..." frames (autocannon's own lib/: the load client)
                v.secondary.append(f"the panic at line {v.root.line} ran in the code named at line {owner.line}: "
                                   f"{_describe(v.root)[:120]}")
                v.replaced.add(v.root.line)
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
    # (not a root _find_root gave up for this one: its secondary already explains it, e.g. the exception that "goes on
    # below it" is the root's own carrier)
    other_strong = [f for f in c.strong if f is not root and _cause_class(f, ev.phase)[0] != cls
                    and f.line not in v.replaced]
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
                             r"|got signal 2 \(Interrupt\)"
                             r"|Handling signal: int\b")
_SIGTERM_BODY_RE = re.compile(r"SIGTERM|Received 15 death signal|[Ss]ignal \(?15\)? received"
                              r"|got signal 15 \(Terminated\)"
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


def _log_aborted(c: _Case) -> bool:
    """Whether the log shows its own process ending by a failure: the parent's SIGQUIT from a failed child, or an
    abort (C++'s std::terminate, torch's watchdog) among its last lines (``_PROCESS_ABORT_RE``)."""
    return c.parent_sigquit is not None or any(_PROCESS_ABORT_RE.search(ln) for ln in c.ev.tail_lines)


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
    if by_sigkill and f is None and loading is None and c.weak and _log_aborted(c):
        # The log shows its own death (a C++ abort or torch's watchdog abort at its end, the parent's SIGQUIT from a
        # failed child): the SIGKILL of the exit status is the parent's kill of its process tree after it, so the
        # consequences in the log decide, weak, as they do with no exit status given (a fresh user's NCCL watchdog
        # abort read as a bare SIGKILL under exit 137, the twenty-seventh session).
        v.secondary.append(f"{_exit_text(ev.exit_code)} (SIGKILL) came after the log's own abort: the parent's kill "
                           "of its process tree, not a second kill")
        return False
    if loading is not None and (by_sigkill or not c.kill_codes):
        v.cls = "host_oom_killed"
        v.deciding.append(loading)
        v.summary = (f"{who} was killed by SIGKILL while loading model weights, the phase where host memory "
                     "peaks: a host OOM kill (OOM), inferred without kernel-log evidence "
                     f"({_kernel_text(ev)};"
                     " confirm with dmesg or journalctl -k).")
    elif by_sigkill and f is None:
        shows = (f"shows only consequences ({_describe(c.weak[0])[:80]}), no decisive line" if c.weak
                 else "shows no traceback or SGLang error")
        v.summary = (f"The server ended with SIGKILL ({_exit_text(ev.exit_code)}) and its log {shows}; "
                     f"{no_oom_line}, so this is not called an OOM: it may be the OOM killer, a "
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
        "died_in_log": _log_aborted(c) or (c.kill_tree is not None and "include_parent=True" in c.kill_tree.body),
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
#: Rules whose finding carries an exception's name (group ``exc``) that _cause_class refines: the generic ones and a
#: server's JSON error answer relaying a Python exception.
_NAMED_EXCEPTION_RULES = (*_GENERIC_RULES, "py_error_relayed")


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
#: round 82; Node's "connect ECONNREFUSED 127.0.0.1:8080" / "read ECONNRESET" under an unhandled rejection, round 83;
#: torch elastic's "RuntimeError: Broken pipe" from its rendezvous store after the job hosting it ended,
#: wenet-e2e/wespeaker#171, round 85).
_CONN_ONLY_MSG_RE = re.compile(r"(?i)(?:^|[-:(]\s*)(?:connection (?:error|refused|reset(?: by peer)?|aborted|closed)"
                               r"|(?:request |read |connect(?:ion)? )?timed out|peer closed connection[^:]*"
                               r"|server disconnected|remote server \S+ closed|broken pipe"
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
    'parts': 'train .. validation-r83 (84 parts, tests/unit/test_corpus_train.py PARTS)',
    'logs': 5392,
    'words': 13383,
    'corpus_sha256': '115505dac38d0733',
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
_TM_BIAS: tuple = (0.311, -0.378, -0.361, -1.34, -0.591, 0.287, 0.239, 0.185, 1.781, -0.984, -0.285, 0.3, 0.834)
#: base64 of zlib(words, one per line; NUL; int16 LE weights in thousandths, a row of classes per word).
_TM_BLOB: tuple = (
    "eNqEXdey47qufNdPqmQFW2OlpeAwX3/R3QBFe80+t8omAVCBYgRBACzLoiz5V+BhRBnwAZb/H/UjvWqnvV0F9gkahrkul+rabuU0"
    "N+1Ybfcv8jbMz6XabyBP7WvXfdt7qvsZ0NOeRlptdyXgUtV4UH1r63t5OfqhATZU26ZLXi8Lm1YvKgnr5qav9bhmLrvqGHaByEvC"
    "W/zT17Svul32fp7KZV+Je4a6Y29fZXXZ9n5sm5IZredxnCdLvLZ7ubabHmhIte96nMFWPKPgbsEdC8C+/I8nVlON9GG+VPqE63T4"
    "B96qqRnachxT1vtxmVdlr588n6k2hv5Sl9te2QVj1SOXw8sJBoPEy6ZqbAVEddi3r23d9g/RWVh1ZYWvmiRpNdDKuN5fqIi/unDe"
    "9jMfy35b26qxL570bf+inSW4vJtq2vu6fFRD31T7rI9YD3vmpb1aZrcbvhVNYV+ruvVEZMcurm9WnFPNisN9+9rvBg6VEW8tKvLR"
    "rlukPgsr9t4Cu+FhT6qaatlxVdU05bLOdbttViNr+3O0m2W86udya9cHLxmGqzXgD9BytbWFiqfa2/L+UIEZadqqtS+3Zz/cUfZ7"
    "b7Vdb5awLMPbo/LWWZHudkMkWDHeh366WmbarreeUB9NVV7XytLX631EdTqgfjBadyMJT1gXKySrfgPtO6zQ2MH0jHu7Tu1QnH2O"
    "wDCM7WSFjGcc+1w2x7iUz9Xywu8EaZ/v7dT/tY/t1nlExqwa7A7riqiTdjqBrfACQWj56617CbECn1eA+NjGmuhUDVfDO/ytKi/X"
    "4bDOO/Hm3m5ojnUCODVWGniulfDdGu9kjRIPmud9s3wsGWhd1urSHpzT+mnS9cfU2It76+/2ADxwnaumrthyl2MHBeNLfIo+dsNQ"
    "IHp3WG1Y97ZPQmtKl0W6jQLz8Gibs1Dss2wMq48BLYOluJEyKEQnDnDvrJltaKbrMTnt2e/WtlfrpZs9fJwfKHGk2GhwLNZTWu8O"
    "50BZB8h3d12fZeY6l9d5fy9oah/jqZBm7dnKhbXTfFxvqTmXo71/tVZb35t9bfFOr9vamh/umsdLkfo04mPq0SOILP1wAlbLi+Wo"
    "tUbIrBj10HVT118ZT60N3vaVViZT1hkjZZv5rbNV5WtPAJu9wQ+0e5a2hWXfqBytf7P45pWvWq391zYiWcVcjq5jg3C8PiHL2tCi"
    "tv9BKof5agPG5bwxlaDQdl1tKLNWscxs1U5Gf7Wqn2xImOqT/Gz7623nUGa0zcbZrd3necDjt9VG2OE9zWNvU0P7WmxsUaaiOo+C"
    "fVyhVyFaV2udG0MPL0ZSOy7720cojSzt3rSPvm5r6yC7EzGUO7hFOvBtty4xL3zjo0dxvq/rggy/9xvfwdj6arUFYgNHYwPTWr3L"
    "Y+/5PW8A/W7NyRpxpbC0Oj5awfbOBGw2PvZWqE1tPb1pUf7sw6uVSKUx3KnqEkB9knSA6WykQViugPEZRsZk5y2oHGwoBIfStLu1"
    "s9W+xD62vC4HSCqEpm/X+v4CYFMl3tJvHMG9aSU0tVqj2DxsfZWjPzBUPMdYQ4cBdQhgtl5RgEfRCGEAh4JmxmVr1e0c3jDiWLPy"
    "2cFSOOggfhQYvMe330Zwq9AIVifhirfN+tb27Q5rcHhhq0Yi1qwdhn4xdmMdbbI06vpe5h7NorVMsEF7lI05ge+aboX2nfXfd/mc"
    "1zvmjYoVnzisDHTeZs1IvLKtD3S3G0eoQFWTJ64COXHN1MZfrOOxBBkviSmOPF2wC0AXq0Nrn+OxHxV6ZQduEbVmj7bBdS9RK1Vf"
    "snnMx25DVVF2at82vCIAwYa10eYab3idTVocvgabYb7Q8pgwkbWko8F0/b6wHLuhSsB2s6zYl0zzOoIwVzsjY186y7e1gLHa8/I0"
    "in11kwA0uNuc4WuFexf8J6vbXzO5Ef6209Dj21FA+L6n0a91jaBxjtPg1tjQNKsQs9Y1kRVKREPZFx1CswGjzFmNA90mAjmYNhBO"
    "AOTcRVCfA1tmzMjex3WaNgHZENzHo2xcPTi57GpsoE3tUxxH4qZYDEj6OcB0/uXYmKYeJGyHvezRbxy7O9ESByTUP4EMt3/cOh9g"
    "8YdjRPO9Hl6EatwRe17SyOBU9ffg8XvjAoz9i7HKmOKjTU9aCR1bM6+d5e1mLDUyZfGCcLCsb5jAjK28HRcbO54TG90++zzeYCy9"
    "7fuiME3jRDjpeLqNTz0Z436srO9cE4D2rhqwZm09bCVwiL3TxMGVgEfBEhDB4Lf2lwNdrp0evY2wI1/P1OikQth345n++ZtjnENz"
    "2Jugk/JFyjeJNRXPWTTBAraZ1So4MTyf1PQ+fwdaezcFxD6EOhtmjNXkJhEpcIY0IONgd28cmsbQYQStWkqSXQCDjKLYOmSD0HbY"
    "NbZKbLSk4mrPmKiZfM3ZFP+o0MVy/dlQ9jamGOeMYEPwsuzcr9tiT7OwfWD0H49bNex40v2ptcRgUcsRQ0upiK2DXGKhxMv+vr3a"
    "h0t33YwHG9prVb998MuQs+sP7eONNdEFeSTfZkGpKcggXOHrA8W2RrT1YzUB33bMWsYEj8Y5DCP7QBEvw1u8sgI++A4gm81rXHpc"
    "1gq8rHoGPnP/uOkcobGoIxXDMtcfxnX0Ne+9MrD7t/sHo6hGMGwVw58CBW9DpE2zXBhpQT5W9/YcB8ZqvDjX5tOtU+6LjUfWAEFY"
    "fGUFCCKWcsZUpwF7xLjCTmrQeFiWxxalZZNAJRZL04EV7Ng3GGasuYzBeq+g2irb2Eo2YzH4RtJ05EXz2c+IbYUX8A6mdZxbBhhr"
    "614MqnX9nq1yRC5tPOudExxZ16RovB9fWuEVFEtY2HDAAWRlhMrAYI4VgCBvgj7yaugrKMmwsLdmeUGmebU1cMvefPlDfs0yru+a"
    "h+acNm0S6DlSz5N6nr3olWak4ChRs2AIxtHjePNWiC2eN3tpsAkQn1gT/KnSPAVW9tlvbeICsbDD2MnCSqniQKx3WmAM0GyD2NLb"
    "ut6yZe1vKDhuISTHCOHL2K4oqmXBf4Z4wSrBxrz27HMgeJnlzXVZrcGVHerHwAdn7bhOA7J1VHB/QUyt9iRI+vWJW4vbNtaf0cEf"
    "ldXDJmZ0+fLy3lvmaFZNGAB+GzOxJj2ISw5csWGlgEHgQBm81QOSwEgc9/JuH1gWWcDFcqqt5Z0EQ48W85Mm2uWtpqBFNoqFTEsi"
    "o/SRhHa5IydtloiOuy960M/tYDRaTt6IH1aShI6q0Zf9HPOOLmXtb62a/tishVp9XGa0mG9KLs+xKWVrMy4ZRWOj7HaLJCwCjsmY"
    "FXBl6B4ig6GmnA3f5gy7DZx3sKiYMIC9B6yv1kunaeccXFesgyzCAySvA1I/FEa1ER63K6Br+0I0r1hITSTpwy22gbIqzubiACQq"
    "bTUWIS5xyQKbdOLDMAtaeO3TwnLtr7aSt5l22sD8spjXcQN/7NyItSFn5pCE9Y4FpdYLgoyBnchtCIUIAFCwHYA7vw3DYZrmRHL+"
    "stp8CAfNhss/VYhRQJi5pAfkK5+PR4j2iUgKRxKEwQWmaK3aIg5enaIGkQBAjMa5LaAVa9MmKn2zCUc8mUFdQUmKwqjHEGsi5tLW"
    "BVAAduR773c+H+I5zZ2FRLGoRk3W2+3YwWQa1I+Ucxlks97CSX2bLxinVM/7jCax/wW+7mwsG1hm+27KzNCzJfaI2MUfxqLUHeoT"
    "QI/52IEyuGzDrQQWQj25+abX6LatyDsGZZd+SyoOXjcqxns4Ise2s0do6IsmqxhsfipbUvQxWDcMhwGsT3uXWIuInVdbfXTf68Wa"
    "uXHQfx+zDQJpFby32CYwHmfD89ULMd2TO0ALmTG1xIIEnzEuLsEsse4W85ktWCR3xArgulbLrbR1FKksW8rPLcIrF5/ixcCwq2Fs"
    "2QhDho6i31fW7G49lis0MhfA+gm1Eux4zYevzvcN83Stqz11b5daHeQFilSNirXlcUC6RC4hsYLHVPE9NmZhVETxHJOGNWtAtfFX"
    "tpC1FjCAF5UwyHiqw8a+EOscmpCOjQOhS6NsdHtURWw+tOkDKjSOtCUB+DLael8zCTqStWGwGFYyffeO2G+v6nXGVGgjL+7sVxcv"
    "1MPR4NMfuHGwkSy1VftErZXZbh/GiVmILZcHR7CHDVfTbDRbvor/5yZKxd0USTtIwLRwDghoPG9PsbEvE0aShCFnCKFJv1lJP5hk"
    "zGRjrK0Gs4TGjGAEYx6r1Ub5Z3uBLBaNHMNZ4UIthNrQE4dPPAlQKcPlV2qbocmF4Wnn4WWl9K5GI1krng35Oxov/XfC/47AOlGV"
    "RA5VZT/8a/sD7eyPpl1d7GcJF8SWeLHES4u/jW2TxXbhpS+YTwu0jGpxEaYWa/EBGE9VXSAAYYh51til2dbI7/J5aydwdHhIo/SI"
    "MTIQsNkPwMH7H3jXhv88QPTtG4GMIXRKgDpIYJSQNhhebuus3o3vtVm2qhHX1hwZSvhygljlnyiKPiHzmsOaOzLCRmTZPVIxEcQX"
    "EuAnEtLFW0Ts5mz7bIe/qZQwOLmNdH9c30BwzVKvbapunEwZtcXHiNGM9xxWNG8H+Lhb36KAvWHU92l+Wr1cQUL5DBoHAQXwc0AS"
    "53FklogDW++lhl5dVLVjElZyK1GvFtAEFFcJ9Cv9OuMkpkiOrYO4gvJEwZCSA3gV2kBjaEuVACAldJjr05ghRNLSTfBqs5alJOGc"
    "9XtrUOjiTAfvENVvKO+0xpe9dVMkvgXwUQ0eoZosS01JsUVlqU2F/1jE/qrHWtw5sglgkTTWgBs8wliBedOkRaz9wCjGexEMxhKw"
    "8QuUE6ZEY94YY9aDPMRqEgM2Mtw0TGr5MjarxrmFAHTVyoDNWXELyIaL5s/B1yLS/fhMbMwyLKulL+/tWxgEXuplDW5/cM/HY+SA"
    "nFeFn+WqRQxya6/BzwqxM3pnpM7SOtA6rGIV4dLO2kpfgaEDOLG92CRAmb59Cy9Z7M9KuJYo9Cv4V4b4DnSMK9hihn0dsbG5r3I/"
    "VrRbUBghuOJvrD+bvENq3te5qGyg6S8rqgGP6uvlsNAy0Vsh9UifbzbCv9t3e7F2s5EAcWTV27DfIZoGYJZbm5EuLSRP1DNRiA3Y"
    "yUHIclFXw6XFuDzg9RbYqHIbT2gjiLDHvyJ04aRgcQ+9FHAjhlwnhRRJVpwMLXwfIOM1NnJo+/8EwY7Mwa2B7HIRB20S3jIZOKgS"
    "DugKrv3bDCxVBsZeTijIpG8g7QspubBECWGu9x0QEbKlVJGr3tjQuOqbQLOOg49WHgxX7sGrXNsiFBkS0CTIt4ADtdJP0k2nsTc4"
    "OE8ZuAWsQpifCl29wJY+6ZXPrK9uTuFr1mPZHT8mG6LrmyYjUDyTFrtEfEs4JXhWME1fackSCSEQC3zGCtMz+vQPOetH0DIcV3Qd"
    "8LMWLpx6Lbozunk4HaOxgqiuBevKahAXZjEkMRZvaKcAWHoY/zB+Dpaf44oMPqu35cOa8Fj9ZU4sRnEyqp5Ia/DHvqRFm7Gl1aiZ"
    "0dYO1fiDAHpYvrapRqS8vOuML0gYbXFTTRW4zwrA8N76TcDfNmKrKzStyUa/58XaLPJgyIzuTEFbNU2+6M5APIYEY/YPxW/LHclq"
    "zLxkewp8tpxlCfBjJ+R4MmZzXlCI0xv/y9wwxggyvWcU62RrNN3wFvM0vZ9glmbL18INbkU+hGAHCZlY7MEN+Y6lx79kwOVnGrgV"
    "bwSG+crtD8DRuQ2MpmCgT0Ro2ob5qvoES2dajKAVh0EnE+xT7tIngBecT/GHEMSouvSuzmTggn9prdWW4LjNVs0jH7JwXQZOulo9"
    "YjqHigWyBYZTazzT4PIPUoyhv/c74b6uoEgV8N5/wtsH4mKA2zzflfBWWHLkJGQddufqllIC0lSuBth8NbACKDr2dAeZY2sMa6I7"
    "rHes86sfU4rgjxTPN7O1Y7OTJYI1oMX8z3+MN8fosl400ax1ocWDBT0kkwfYwwzZhD1EBQbIBm0Lr/hHVRvEDTxAlGmcCQp8t8WC"
    "Q9OOAyQ9LMAU1nJaXkf8y27EW6DNVEjdyyLkmSsFhLgVktxBMQrQ2tZTYdKvgDTE/n098Gv2vuPCwwGRbB7CgG/IlhRW5s6Wawcq"
    "a6vZnBj52CK4s+R2Ccx3jSjcZ4WLvPOCvkeo/rtdgdzxR543vxoNahshCs2VN6vNhtkFmVvID23L1O6UBxto3WRb8ScPI/0e640Y"
    "7bZENsznxRB8IW0jK8GIDScg756B6lJduRMh98CImd8SH2HgFpG4PwdJnKONb9vBQrBI3w31kwqc/EYFEYkJpc4XPTZDpAAoStp+"
    "F6o1rb4G+DCMJ/T5rHlxIAlrr4OxBd9PTAIGx71NE6YE4ASXuEjvOXMpfF3qGOpIfPWQuKNNxzKXM0eGoG+7AqPHFPaGLmPxpdRI"
    "dFx8m7vCTzpQzg3YJ75HW7TcbbrsZrEmrA/sMlrwwmiowtsH/Mu56yPm5nZCIA+zweShPbmg+s5UoNiyKSduXz02UrXXYSsWXzvv"
    "88gAoBXFzSPmCQBbByEfJ3YV2I6xdY+4DED3AfIbAfIuLRCKXxqNvykQCB/Lb3r2mJIa3ydqqwIsfd4ZaUP35C186cf7JmNrI9aO"
    "J5EmR7702UiLt07nVicx34Ij/HN/CNjPp60M0gp+d62EE/L+bqglG5t1NGhwCGuoYgmE/lR1dPjjKiveA23KAq6g1JBOjLk21FjN"
    "vwmbGZTXZf8RJHUHm0gzNPUko9RgtXSry1MBNgOj9BhJRxwIfQA9ACLZ9tyMBwnTZH1CWtA75u9yUUJAEF3aNFCxy0FPQxOSQZvd"
    "7m86pdDEVq47AR3omQLYKo8X/ljIosVgn1AhVjSF7xtKYzBtIhbf24knbnxxfuNJmdfsAb8JahwQ+foLIK+v2WULCMC5VH5Ydh+3"
    "Z+hMSgW1epApfrzwl/CW4s/iFIISQntAzI9+kmsgz/r8wd9a8zqgiJ4/rp2EkgNn9wJX+LKawxhk1/8FQ3IpH4WtYi8V/70Fl4Ia"
    "eQgu4JHZwZoi+ln05vqEKOVOmJpToKrxNARYnwn4ZY1qtMwGIZoX1PzO97nGpGNsdekOvfSqVgNw7rriVPBPEOQVCaF6ADAbixBx"
    "5/5S8e8GCoCe88rnNz6JqStfKrygr29WsgYMnIo9xhMGfCouW/EOY5yY2a1lUH6MV6S4btqp6Tzr+pL6NJtgtLveb7CBO8ipLLY2"
    "lbJAbOgRPlYRdTNVEgCcV1OQZsANQV8rRC2hbeVIX9tsdKn4r28K03aTMGYRQGjXC6NZiBSpe5YoifOObQ72FVF8rHU9u5b6+r4v"
    "VYTCGzUEhJx3hvBo9he2no3W36UvMSBu2Vk6f1EC1tTR9hnbx1/s1oslXqySL/OrAM0W55fa0mvAlo76ri3dQFv0XhpLaiypAW5k"
    "S8UmHwJbUjU2kBu4ojBaG6r67rC3tjX+ZH8vUDqOyDKMzLe2OEYTbUFvu/aCyFpbi8dDKOeR78vQuEVhUkQRZkw2xxViH0kcLy/t"
    "rXr0KDYHtoAO0no00lZXDpSGW2ycjZbCDMUvCsSCbKrfjnE7mLcCI+9JkDs+CcruJ8qp90SjxhPh46mkgGk80Y80fzBzZBMkw3FQ"
    "7OzipV3v7dDiEo6ZFAFeqPnfYVyEZBhB2XbdvDo8ox6Yz33nMxD5tpYhT1XWe0bx2aWd1V9X41+e4itiXOoZlADLXGflhEFMyrqI"
    "bM15McbgYtOG/a1MsB1oKxHLHsSQF4y1/RWTjFdMf7Vp3EJ2wf5qyyPK523qw8xomcKH9pMtCtHiALwRMaE5lYHdZqZItjMXSHwu"
    "/QwIwJ7JJA0jE2WxDSk9YnL6FygsIbCRQhNsjkjM7zrGl/4oLgNnHoTPFmMpNKQtsClMGmOXwS4csOENuLcRfMD184UBrmXX4SaG"
    "JCafBj/C8HUEtluFhimYw4Pr7KV1JoGPu/kS464vWJBjM/diT5tZsBAvITj1KC/z1VYeF7YFC6A/OgI3vuwC+SoC6NhZrG0AArxi"
    "Z+C0HSoEW3GaK52WSSszE+iiG1Y8EtfHtseFz8NwpMkSISveAVuOL5BJhMb67wSuHBN1m6plu8228KkwMMgsSjFe+8IfBBTvYot9"
    "KdjFZG4UG9qvsNZAHhbrnRjmFxtcrMysgaMdr5AbWriBowPwF11d3QwhPsbiOxkjQvbmtcce3YVTFkoirLNOyFX4tL5KVOR1tZJS"
    "OCF6QrhzWSG7Rcuyi41vsj+VLqwJSsnycnDnWlHZBkBps097aWRUEuQU2FLq+nXbo3qYZG85miuf1uGvALmQ8EHDKOFMNhCWR4jV"
    "iG0NYX9QoFIku7KPZb4vZP8zRcpCkf57waYEZyMAa++HILNrMYsfwB1yUkK6UdftGIUO9N6Dyu2KGo/xDLThY3X9XkJXNBIAllNw"
    "nAf/4DuOjUPxsaGUcdEOoePFmqER3nb7e6m0K3x5Qx8fww8DSbwAUcdLY1SN3TcLUZrlXhgLUBtXLHsnKcD7kNH+QCvEadISYQ04"
    "QZxwQnZsnlo2Tx16QS5kcBO56iWTGR+/RF1bmk3UWsIr0v5uBm+BuJGgMOdfObW6UnrtAgDE7xk4ntPh3wGyb6+GIhkdnlAyQAqK"
    "nuLwPCV4xrdRRTrIfN5wWs0Qo/yftogXfoobAyXzwxh4g8AXDywBRKFATtacJEWeK7DyNbcHa2Nz18ojoHj/JA0+N4xdbiRtt75D"
    "ljgrwpi6HTyijvbmCLMAQN+tTuyUMy32wh1Vtmw2bbjTWsuqo3bzDTB2WJUzmJkHBAv+Wrf2vGmJRSxBPmCp6iDUinsGO2tx4V2U"
    "PqdBfmoSrF4cGPR7Mg7byXG1vmBtGOCx63VGyHWODaO1rUgQK2gY4rJtZ6DbAe+c5wqaeyFsrzPL+8DelkQChThkho2ijZGecqgV"
    "Wbc0Dr6+ILbaNra8Nh68BsdVX8LcozaupTAGvkZPhmABc5hBdhOpdpOx9LXxX/YvIU5LemukeC0aZCy0vbQe8ZyjwI22CKhtEVA3"
    "gO0hTY//uZHl6gR1Y826QS9oYP8Ltrdu7FGW19aeYEx+bcsCLCJrG57qtldraSk7R+NhgFy3bNB0OMAI/bdF6zUmFKIRxBoZIGTu"
    "ZD6bwaFi5stspOAJie+ruRnMvSEUSmf8a91d8ZeBRm3wtduQO1T+dVbnvmJtDePmd6HJ3iN7tuXtxpzdtHHi8UjKoJ2jK+DRPncm"
    "FUrtjG0yV9R47GS/Y4LynMdM4dNlTLOLYF0CsyPAxqZWxMK2wGDiRe0sikqww8QgV3D/wkOHMxjg7/RNBN/pCxjL8s/9qw9M9qPT"
    "7nZ5TATbhriGWhuBzzydaCjKg3odRsWL7s7TRj0ny05S5wMSmYm5i6QVDB1VRxXK1ux/mngr8dZiQ9qRHkrqT0c+LltbaIhwAhbB"
    "tyvVTUSRLr8jLuUW5poHTT86hW0F8apYbaWFSwOMOYCg3BSA3yV27gQ1QZ+oM0hUeQzTvTxdfe7E04ZJ/nztF5y4p0V0jMWHhq5N"
    "0zVnFhqwMsy0+ckOkqi+7MMUCKtuMjaJVyw97rY6t3AGB64Ir7VxmCjDFcII7ZFYBIUaMjUK5UbDYc4gGcMDsG0iToaStrClOuM3"
    "/bxJlXNMLANETLFBtMfQLHPRDUAy8qkhzCg04/2xJDLOMHJioGqz1oktJ4RLIfmk3L1Q4BX2ooz72uPuDeBAI+SajGFpqxYXQMsu"
    "gEpiW+GKwor5DQAw6il2OwuoEmPdBOqqMJyFlMMMlmTo8fembgAMUA6ODYbQRsAAdDyEt5lTorh3Z9XjTsCZ8bNTMARpH8AJxg4a"
    "MxkYdHD7iVsMovBGJFtL5FqaIZrPAFkwQ0eoPIfr2XYQll3jeKMI3c1ilc+8kQUZ5qNR2A1VEJ5iBDBYDuLlPTaC5QTzLWxmFDqv"
    "Ozb4U6hZYy7hEGkxisbax8wAtYkiWG3lqTkN0niG2HdBLCNAGfcj3BTaFDIAYuZn/G/tKlEtFqb1jNSBACFrabK1iWlP+v0Ru0lx"
    "S/MTtiCnt9MjwVL7Djt0bmh/JoUddp7UNgEpqwL5qQGmt0HZ4ARjWzGjwA/Diab7Zl00tfweYRAYIrK5ZcCSgWbLRVgvWznhD/mS"
    "Z4Y5HvnMEX0N4bxeGR998RWHQkqJAUB87jzqA0c+2WuBcZsgNQfBfNMIDyF+G3uNxb0u7x3bd79f2RxhxYf9MlnMSGTj9LT+ETov"
    "CQzLm9xpyQlHDhzzFyUMW+YfhK342BLIkZS0swx54wIFJ8ZrG3EjYPeoj1WDYyrQpR9SdgJO61Y3/z0drrQLLfUTJTZwAu9PECbD"
    "3OFn1xLNbZ/kEWetE32WrwUMtb4Y8QTMBVvCXGXY0SYBZVNdactapA3KANxJTMLTwxKAOos1KWfkdLdXGdirNgFNgoZ3Arci58pO"
    "JvFk8zKaL80Txfc9TkKwYxqeMo4ywTJAEf6KmDbap3VagkqI3Pa0M1lmKdolS7hewcHcYuosB+DfLRC8HqRjOUk82Ebr3ZPs1OdU"
    "JWIU0bGf7e7wIsKY5+by9Kmx7mXSAo305C4nCGKChOSLY6dQmposlAMIkuoYT5+4LmWkzmijBktiqlc1ANfzqd85HEKapAUEsCmk"
    "EXlakCUIL546BrBNYPF7Z6ONsLMqmQsLh8VdOuzrA2GjC30dFYNJmLUGAJaxs8Px9CNEMzlGVdovktRyPmgn2p5Qk8CUmxVDxcR3"
    "TJoK5XkpsbfCdSsgrB9thrgF7k+a0oQWoLSTvxUgT/wr2bhOSBG+r7IG2e7fxC3BDzUkIucl4Tbn5QsemfzV6LJwE8MJdgqrCE9Y"
    "H1TQndSnJt/GSosgo/TiPqaNngnq9wnvg5BZDQCxDaxrv/hbidsEELaIyum2K6wmB6xDeQJUHwW515YM1rjtVkjyvXP7nf6ECqNb"
    "S1T7mZ6D+Lj6mhMmMpDEjyjQgNPsO0GBrQlgTcDmkLcIvkniDsW6xzUzEwRneDTUy0j9fIoVE1G24QnPHiabmhX7MYnWZ+lbgJEz"
    "GEQUvpSP2Amvvch8RBVf/qISKjP/zB+Zg6JZD4M2G8FJVjMOtwloEpQujOwZGLev/mj3pXLCce2qTiS5dVPkIuwElmHfcpISTODB"
    "wBZQMdzRCDT6c0K2wM6EPeLcqUWQ3OFUjP+Zv7ZNDtvigf5lgPy7HrCX02vme4+7+Z0zq51WYs50LT3vNWaAtb+8GZQM9azlLXV8"
    "QBw5f8jBWpik+rPWERwqV/gveAmIVdwMqwCycQI2QuPgkUxsAS/9omcQnRmgrkg0LjnKdF1Yv+uqIZcxG4lBidtbxWb46oZ2EfxW"
    "Qn4Jn7KVMpeQZQMoO5mObZzhxWTHQpmiXN/AtPj9kIyBhXZwiWQhrtNcaWFSN3fLbY/XiD1BDzywHaKY9IUj4bFyfn5Q87+28ltK"
    "Wkm1V7t2AU5PjhGHSDMstmEAY/+S9mUEwvCJCGrJ4hiXDOzaihLy60EBOHTBaHdKcO462ihfLznK7BvqU+hyJFdiUNzUkL8csr6r"
    "WWvQKEeW5a+g/inqFco5DOVUs5u5xUYKXs54U8z3AYDxdehD1dyIZ4jLWmG0ooXufxjUfgs8f/kuPC1vya/8ssMNf4W+j/hxme+v"
    "5K4LPy/4cmfoVHe1EzqGHz4OA20iLjETOaiVGBAVSVtFFsOAL7cPAswRl76q+opAzy2wlXfBXLOGfjBWftt1fCDUJyGLVohczmwr"
    "EiwXm8UW7Xf7r/jbTKmNreR6gk2cmFYI+2pv21/4u3Bsfw09l6iyc8d2A9UPy6hDN3z3GFdc8EcKVDwshPaEInlYC29gLjEFG6BU"
    "1x4+Pd3F5gCTcS/6vM3Ur/Rygykkmd9CMoPigk4kubF2arwQDd03R7bWIWUUPicpWCb0sf4lBcUDoOmr6zTLD64I4DEJyHemfFRS"
    "9CgzfZvWoA4DI3EOxEynh8G2rktb/mmUlJjhTITpwtUWI2mKO5PcHiGVU0qY5tByyIiwmJ27xO+dCccEw2LPPXX+HExCXuFQAUy+"
    "zBKl9zd7W0xg0rh2T4f/SAnPj3nS9q/rt39dGp33pNBE4l8P8IR/PMRVejLKXp86xifZy/1GAZKgzYuph7QKwLd5iIjgbwC4RWPn"
    "qtoirl60K7Q/Vm39ALcGEx3EJ1tSNYQDfHjUb5CieG0rLVlgAfFd9s8ukBq43RZxNBZ/0ldHUps+Hys8cUqk6FHnNd62J+wnJHQ/"
    "YbdQSbg39Lyd5/Te+fR4IdNU5OgAh3cpklXWmf0mU9Cyz+HCCdL+IXruPhL7NUsatYM/MQIurlE+vzzPOmmoQmOXhNQ/vPmGSpPk"
    "S4lu5YVuKlcYeYKv8QLPmj/xrCVnLRbN1JUQDKPHaPFo8lvb+6utDdMJWDu6m0cnxrDfVCppd7wNwng+VqDMeojbqmt5Z+B3Uvi1"
    "yikovn1O3UpkoPucNc+xj49c9UBvQS75PIv7dPZLbEiQNk33DPlu7Glnz+DU5fismOyELWs/VuvbpoS11TIwEnbmoUOgWWGaynqa"
    "3MeBcJ/u3P45hvCvRvrRRKWO/ZFZNChtiFtxqguM9OXn8qkDxgMMP2ZBw6P2vPit5BNy27FHRyQmWoO96RtkRVtFCWGJcEimetA/"
    "J9BD7oxDTmYk61cM8XK2DFvBJEWu+gB5lcrHCdEovGmhSFYfroVbQ5kcQdlam6KNOdzKJrmXW8GlmhfqAl3HIA7N77Ku9kjXYo0i"
    "iP6S5CfaozIzdHdKPPlENPATn7SPc7qadjCk+cKwfmqTFrsTt/5qy7f9m+yetV3pXkQ4pSbIds3eI/hsRf9q5rjOuNRtiLgcB/BL"
    "u4R/ioNG10ryk13bMP+06PXCv7r0NoO9a4wYb9pf1u/gf97TY92tib3TrkRA5bKj2n19kfnZdti9BzsWvrKasrT/FSdCvF6cIZGJ"
    "hmbN9j7YdYCvMq6vqS72r/EHUgNq7I/EFkspRVjl2Ehu/6v9R5DX+0TiaktDi2zVg0CatQ10i5sKyXvFQNuehLDhS8DlooTDU+sn"
    "lmvhfSZAqfqLRDZcpN0vp7ABEHlXAK6IA5BuAwl5IwkjWY/pFzohU1wMxNZp+YWU4YbncgLxYgWs0saGwwZ8f2MlfrH6uSC28oY9"
    "QmPLgOZi5Xux8oWeJGiokdouQqVYP2pqS6/7Aj7R7U+OO3HoDR2LyTS7LX8wqP0hUaViF+C1jIHakxp7ioFthX/yYdNAXRcBN+YC"
    "wHzfNp7MbWYcvsIA5dYm/xEGoijaC/59NRUalBi64moIk0XL+GERsNvkYCiKHHT+DldnlKr/ThyqN9ZnvxO0WRNrcKZf4bIayscS"
    "T4mGkYiQqjygRqCNwtiDbrBfMaPPGEDSzALkfvVve0pPCMlijr7271arRMxG3NJ6sHB9I/zHwXjkGrEXSvi+DipLwzGn6vsExGIg"
    "8Axdk1bTaw/CvOoZkOI0J8Shhud0nKrVX4mxe/Bf6erCX7SZFYzJdEuA5359L2qhDpX5VstJldP8zzTc1bhpZtOC0o4CFwZlxNwu"
    "BeSEdjmLi1g4+m/XaFyN+rqSRzWJdkkPggrJpC9ol61t7wko1xN8JPAkOg1eDk+oXg5KwBKhfblvyESB5zQXaBmxK4KDDGkCtE0T"
    "zFHZkU/tNvdREInUSQkkBszzZIUEhns0OUA4yXRYqEFUtJPJcgI+7ZvGLTWHVYgEmS30SOMRVxZPp+Gq484CY+3kneCW4AeuhIVs"
    "5ZcAFo1tA31vYA+PrjTQ29F0lemLODr7TGiwIJEDHyL5bqbbpTIEipGSupX2pRl7OubIVhoQFmMAkiykQyOcel49sT9YyFmXzRNb"
    "5RX7VXaySkLeCYwrmDjMb4/4WACjX+Kg+48xwtpGlxFopfVMrXnh4zja6xAPj7MBHkW3oo64laBTN/C0rWYgo0GCa48J0IHNocWr"
    "RzAbRYC8BLK/IYyqT7zN4fUDyW/zV/dqP9t9n1Gm29Lz27edUiRBK/zDAArlmOAXPf50Sx1UPZcL8aJhpbGe3axfo3YRWkbFOYrD"
    "24hHovvGqkN8/a4tzgDittUToSTWnlD5y/z5TMIaOjOqlsVUSm4SyHOsgCXr7gxOO3Q5zX3hQqiRkc8rMb49SgTscRayBhjzxYLW"
    "E9oC9BbLlYub5OZDR7LRpUfSf9ns/oOWXegDvmNHepcLAVHbQYkaJxJewR3tmxNKxLF/gV8W4uOhYJYTwTlavg7CcDUXR/O1iZN8"
    "BgKc3mmvjN0VEaBM+02aQ+oiPDUOIFpKh7TM4gl+r8E5dtaMO+PwMAJ3wAdy/51dZcV2RRauttowkgS/bXFKgItcGNxwrYLeiObd"
    "V8lDQgZjF028KKeCnj0Axh4N3tM3EwOk4BK0m56FwLGwR/YsaMiy9rTNUqQRKYFbgndCfc0Z0yDIozeHlDWHfEF74thRxLl0X/Tw"
    "4tD0V+hXWoS9iyYUuZp+xN+3uxIU7S5wFpTDuHuarftgIaXziBSV/eyQnuU7iQLGwYF5VdkIZvKOkDoERdIlSG4R85NYPjUNQqvg"
    "JLvDDXdgF+QPbWLXwzgTsxXAL5LxyXLXeCZ9ixe+UiR2O3MafPfvt3RhvnQScCocjh/IdDNS4nk8T3Jm8Y+0JA2Y2/JMX7kIaHTy"
    "gT8bo4Cn396wgyy3Z5XGZ0/pra/A/mc+P2gcM6f+PIIpL02beNFbNjCq9++0R7sO1XI6EY+E70MHs0JK/JxdQ3cy85lteLL/rk3f"
    "ApQ62FamTuOpcqkd6DlXSIoVS6pI/mnOaw8bh+Z1Kt2fLE7iSM53BUQzOZ1TfqHZ8YA0FfpK9ZbivNfc/e/0tfqvdBjkwtXif6Tj"
    "LAcsw/rv9P4SwrivhDEKJaNpYzI7fgnp7vLNQNh7qWBCl+sEg66d+ADZ5qQ7B+DYouIc5GPZV5YiFkEJ0FaYfIgnWjIdTBTXnTzX"
    "UAmE471WKeS8FZ+uQZyg/PI6P3lUTBrQxHYCkSw6ztsg4AXl8x3YGUxnFhtDLVYlEtwrUHZsUQ6X9QcWu3x5RaTEj23APIGC6Jxw"
    "ZtgpkCKdQrGge3Eao8eIYrzIOCYEbL8w4l6XQ7wnddQ/9jj8/DYUAtz5IChPR6qfaOKJQO0ayEjsktG6QBKXn4ceGW2zSzHfjAPl"
    "MABqBhRx0NeXa7Makap+PNumwBZAYw+f4UoChn8A/VyEZnZv/g24r5nmQoq0yJ/BUMy1eKG5lmO9AHw4cAwXtgpA9Ps5fszQz7Jw"
    "wXiOS2jS0UCVHeFhAQAM/jOfz7+Nxlbx88Eyx/4wApfBGRS2lIB9relHdCVAUlFH2pPentR4AmDLmZXq4jKUkPLZtXRTJRFIjKbZ"
    "IYKO6LgAwbHRK8x1tokoxne73mHjJ14ZYKM4BlMbAda+oBS7cFm2ovNB52ZoeLtuVms70GlEgDM3rGejJRimsjMAG/C6gEuB1dr2"
    "+nzhGW/8y+ToVap4IEnEa4Am2aHn67HxYY3SJjBsMZb2dMvAVuae0Jutwj/G59SPt+rXWT6fiT5r/otWhyjIaLawvGcXWX1tc5Kg"
    "4MwLUHb85U8FZzo2ewmHDBsAuRZpdrt5fxYubtJuY2PtEf64Ebg9O3kROWY09ugOqS/W5jgXslBfPHh+kV6fRKsC5YUPIErdItY2"
    "ldyaw4XLBrnqWiPV4eaBeesFPw2h69I80TyfqWG+qMbRvJ23eE9oj+E0lYdTYmWg2I9GCUycwTensP0/6XukU9/Sj7+0SH3uPc2F"
    "jTatv6qFxweFlJukM7oyyqOfnWFvK/td7F/jf7PApqB+gqFXW3X2x+qWYWhMGDK0CrWnIFBDvmDvLjlSPgxd2YwRvxVi50b64xCM"
    "YkGBmKmCDbLMXSyTF8SWyYtl6jJZYHBt9BpxY3/LUw3yzXIE3oDq1QZapiy5sctstdfamo5+9BGUDG0SL6CBxYBF0vC4Lzmzdpav"
    "tTuQEzyKE54fgNovn7ifQyOOrOVd9lL8LKu2ymy7GoE9pbO0Dgn0ha4IA0+L5Rp1M1vL6tX+Vim9/ewDbJ20uL+BtueapL3bHYP9"
    "uNppaQXmUYOYi1SPy3ZJHTcjhc0D23ZGX9s/NonkFM5hiTOJBD9Zz9GtpddZHtwD+Y0ryka8BYAzwgDDs6ANxAb2HQLZAxZ0pduO"
    "9oNYqR0vDYLWw7BjIdIElVNKgngAd4b62JoISEOluwEWYz1gsfWj3GuKxxBMHqf184Fa+7BJRT75+lKHAJxH5+4zDstJ6fL7Hk64"
    "U7OaPhaa2gGxYt55HkxK1gHmOFtK9rNOP53K2CpK539LmuPpH847Eo3eDqhfGKRP69hEXspzNwjZSwlJMeV6vkrLVc4r2XLTU7ON"
    "gUTJ5HDSjqAMI5KXcwvqXzR3ic791Cw9TlIMipgAt5aGKqw73ov0rfIyomTcj93JEtP8l21zpfR/j9jfycnK2OkYZHWYGdZ8iYjx"
    "NSkeJXJ0PVkjfWa+XYZLgnVBzlfTVjDS89V+3gTP9PZ1T3UTVp4LV/5ucnjK8AMCn0vBwHZ8SDA+0n/udG5QQuYSKTebBOh6mlWo"
    "LhYpfnhW4PvZ6nr4Y622ecoKE9twDrIGefDg9Nhf8EJ5PytDnr64o1y9t238Lzp37VLi+JE32ktnsI8vGSEEEsHdepofg+nWOnN9"
    "U6WmzLl6IDxZZbSPUneUejEo6STyiPTu+HVLn4EvrPNoSh+ksbwO8+W7/MetroclFTlZT+8bPutnCcYRnmPIBPck02NIL00Pob/r"
    "sfpjWb8/8DDOHZ7WDCc4Hq+E8PBNa9dp9NYpf1n6r37JleV3+q87YhMsJ2stmdWYUyFwz0snCY+8+D/u0PGQmcjpTMFWYRwh41S6"
    "Ri2/bG5DFPPdyoN968+TIb5SqFqjU9/o6v9Mh2cL61Y2SUrvrN2+0vz8Y7L1X0nUT0rCr0hMsxN8IU9p0HD34x9StEiyb0nnRnsn"
    "SWkbxo1uhdVdkOI4unSW35nQw3zPqiofUbe3VRS03RzfuwR9XfnNVuswuzMV4u4wO/4XUTppWgp9pP/KAoUBgTznf3+7VX3X8xQP"
    "CkmdypPJ8nn4P+cvn+f0gRi2akzYn2fcGlEOEdK3SvfCz/GL+FuWGOTvliPqPIFDD0RSsEDlM9uAYx3OO37J9yLhvMo/Y3bebAqT"
    "nAR5rgnHxQf8GYPOv3cP7FTJab96ekNXpHDoBjiKUy4B5d+jnVQmDXjQybPSzB23uKHwUSStjwDCgCpwPkQB1AdbeDxlG2Bc/kvu"
    "bjNxSvd1lmP/Fjt76jTvIxY2xJRVmnrlPvSTOz2o9H163fu0kPnAzkuxvnUYkhwHOVacSDf/bjZM0piXnkapTn4Mb+ZGX2D2Phqn"
    "5XCzZNjHN9AqTewu0IaVz7UR8VOrWzhfNvQcaK50FyrnQRbhFdr19xiNgUaXXGVMm01EHBPoQ0SR97Ok+ZROWi9ab7fRZlN73Xve"
    "jYgdaOfWFd3tKYwmFiASj5GBji5oOeDyzPkiP3s+g6MIEgEPecxvhThQhCCpj8qunI2tmTv8/VbwpbMVy7wV58FlCWLvQsnMO0Er"
    "uyWUo4pMpSiTvhoVS0kfOB0hD+yah1Q1YhL278FHUhXknHpc8tIu/aZngPe14OMlho7kEuURGzMIdd2586r0SHN+cYMecXBGn+nI"
    "SOZDiaku4jAwtv1taYXFLkIkzMOggy0JchcBmwjaVYeKif37AXW3vK3Z/kDYZWH/UAjXcHavPXal/zqrD/yTR5YwU8MikQngObjp"
    "DgSnGSOGNGhdNdqvq7Bp5oY8KrjwWubef/J56KjfZGDoH//bFEnUcOzlmN6Pszv3uI/SPYG+cez3njv2wvW1VpUUKAGyeWXuPjby"
    "Sfb7Nx21KVj+wg3W6+ySzUrXtYfR0zY6f7AHb5YxZB+vpWtPDgcB8Sk4xZJqQg5lRI4ldude4W/kvcbfLoVgAYIMKqq0PHu+Peyn"
    "ZQ/0H3m8NwWihKStS/BpzZdHNgFbBqzKHrALZFjHA+iUyQFmyUFkSSAq9YGeSjsu38LC9lK2m3WC7nMupyT25Bep1Had5AH/I52M"
    "c56+xNNUMwDddMM9zDOSGXnL9Q/37hjqZCz6DymSF5Hi05+IUFQW4nQ9S8VmqhdcCTPE86VaWCQVQ5sgCqkCexRaN7Es81coLdYa"
    "dGPifSj0iAXw9YT4bJw4ms1ByaQO6tyZpyyAxuY++CK5HDRgYABvYIw9nf+aQXj0A6yNJI0SKiQNGEUaOOTj+mMc+cRCdvxBY8t0"
    "g0OeIJbSKesu4QPLKQGoDJIcI1l0uk/sS0aSSkjaT8x2Hrf2xJyFcRQDRth8BQ2pt+rYlAk2+JdcVwhQlrC9WPAkHAQa6F693xPX"
    "8BKUjJxyeWyj88vGjteCvw2Lvt65+uQKmvizF49xUsQHL67rJojXGi8gQVcCmwzOLon71l4zfALRaTMExxvFoRu/6Pu6Yzf0pPsL"
    "/HlfIqMVLBVXA8f/Th/n4ttDjvD88rjak+LKdMZNmtydy3WmF4tOeadjEhUaLR4qfd+gzTtCU3r10NesWQHs7MtApvIlxpRRkqPQ"
    "/fXQ/gdZLC+T9CY/AxkQZFriYeHQBEGsUbFS0K6kojYA3RoeABK0EVwnj1irAoLPgOaFQmfqE1gm08REezjoLrtzxHidv2+n2Jrh"
    "wjWd4/p0u+LSxiuTVIEO5cMhu8f6Klqy6rNwSCvK+/1ns879t+gkLdZ2d4fuOy7l/edh8B366Z3LiOMCGOjqDFPK0zqJC8ErObiO"
    "m6MulsBs2lX247+z4IKTKruK/5YBXdwDaBAiq50OAe78FGDFb4txBW7qBwbw3+c2eYoyYQ8IEUNC0zuz3VHVNcYlj0lYt/YH8Qbs"
    "3jJIcvauGuD9CYpbRdLe6uiSlpFeNfDRPJnTog3PGLFD1lW4Ck9HBradQaVw6SOGf3636HHKP7SfkUK/sx3tVj2CRty2JDTzHfCb"
    "ktb1SNHeDKCt6lr3wmX4zorb8QVQR3RV+sZxFrjFwXgSwWdCUwqf+kBJX+zX4o9PvVjlW6XXBhoT1qHu65ZE/u2d9W1+Qk65C5wA"
    "2JVNiX/GInWNPaOxhzf2vAZX2LOgGNJZ3FaFe9+ImJquW2AA7FabmDt8RIvLYLkBxoVQCNR9Cwo01XVr03DXWmY5JVhZ1TeFNDLn"
    "ECVUmWx1rgxj1hsA2UeC+iw6exSKqLtYPlA0yD7PDQQj0zHZgxRlAG6wltONS2sP7yb8SyoxAICoP4QncBXbdftGdrWzTPdlVej4"
    "OHLwBqYhyuAwF+/6dmgU2m09L+xQInLmpQ/mCBwKJcS4xCGkhkznfBhLCFg/po5jSiKvCWg0ztTbWiyUAtgEzXvHsyPUjemZj+Hb"
    "2veYgVDgmYcHvwa9tadHIkSsh37YlaQlvwA8Cs8YbVXaNPwyWIA2iuWXG+BmgzRBzAEMv8RupKHH45SUzs9FoYUIAqpuOhAJAjVr"
    "yBOsRy5cdqyNuEkAD1bumy0R0GMcvGYeZJJ6lCfGDcoB61IlYd85vxg/Oc7168gzw3j8hMLT3YTjfu5Sp3wD0Nasiul12sHR4LLD"
    "9gZDy4S9YajwvzIABeMkVbqTLonvK2a6JSdY5jA9iWT4w9gsqxeoAuZkreAeEnqLLifypfFewsVQZvBpMywirIQFrYOAr4z+Nsn7"
    "JCe+6hQxFv+17+dPKf6hBVxu9345cxNqwFBl+9QLpgXxb1XhnJQsxzLaOFTlqXF7hfQ2T311S45rO5DGyBnVudpfFN+xUMI9qi4r"
    "+vQc5ILOBhN2f5ywb0J+4eUPKXeE1g6H9vXRlriDqujDXK8b6KJLUeKJOxzXWchr09lyoBllIcaiQVUAJ1XdcPT4qINt+GDr0vWH"
    "+i5itaTDMmYFg+8dwTCM9jzL3FxjmIa7YLcdVUQaztRSVH6d6iNq2zjANxDCfTP+/lxoDEJw2SHj8PwBRaKT08yPWZRU3GXiaZAH"
    "6hEUgoqQbOOcMX+WTTwTvawC3viua6tQyIy6AHRnABeMroYEVEtkGv93EnzE6MEIX7FaG0IEYWEcVxYztxwUfGDhfZ+1/5EAwVM4"
    "QuBFKZ3uVxLCwcWRpK2Xv8fXE4HqYOp/7c7DE43Pkv9KdQ2s/nwUlzAnQjX25NyZZ4n5IPebVgbRKwgg/RoUnEoVRrEYCCYbR7qh"
    "Y+Mw9A7t2rqSUcIhjgHXU61VojGGm6InKzUgEskvIYK+d0EPFQgaheUlXKMSdXM4wMy0xRJqA/rberQp9iug0tRhMqQ4IkGlDgAl"
    "7kuYBGZpB/XsEhRam0HBClV7ngyJ9fjjjMm3A8hPfyW/DCNy+i1OvtqJ5Ts+JHz4NpP/aFs0ub6rHB9nRxuQ8MC4md0hRyeAuOmA"
    "CoO5RxFGHwD+sugQiS+1R23NwsDbGiiW5c2GI0sXQ3YMHdZYMLtCUH6dWUrat7dgEmPvHktF2I9/EGMHn9qiXqs8BoQhhQo4KFby"
    "BGu/hdo1GrI6zMGTork9mFT8A/AOG1i6QZZEGehm+hkFrvxOV0GE6EqxO1Yq7kE9hkHVM2oUpi2PD0zC7qRxc0JwLbYzw0aIFHRt"
    "Rtpw8d3D7tjxb18KecIoQDLeh69jGO+c5AimFeLTrn0VVxtDLKzsBzej10qHq1+5XY9oRNJ6waYAWy4CKY4TwoZrIA1DnBzr5lUW"
    "DXoMTDSMawvAqgcsOi8RBa9+2NMvxbW2H4en7Yb5zRDP80nEqel2R41LF/sD3kJd92qrPvtTu+/a2EubFZYA12aLTXZ8C47qsFCz"
    "17UdDgugvVaQvaF3O+9DhHEeB6EKob3PWqX9z2umsEcH6AtmA6teId3bAGwLzTJDxKWtuK69rtaWYAClv0RIz93/hJ5vE+4cdsJd"
    "5HMSkngzo4RP4ZOkieML18yRiOqTCSWvnLadPsndN7k5IZ0lmqGp0EiwD5DidyKAFUzpbFcJLPPCQN84wayKgvJZdlI+pNFjRnHP"
    "r3GO3pny63EpcV5PKJnTJ4p7Ckq4g70KFrJHHHmHjmrxYeM7FmRoJbBILsAT4ST33C6AOF2WxPohUeCpjkh+QDAJPkQTcWNqgB+n"
    "0GGg1sF1TPKjEQT7xycHFpSJEP/01wRS+KshnJHd0FjbHRmFo3GGZ3adoCalEiC3TpLdtEgCMR0alOXzi6ZHab8kQSWVF2GgjrHz"
    "JGePiZ3abiY6tU/nDUP2J+prT+qjUNgRFULP7GunmTvKAHV0pPLkLjFaVayviLWJkxHStwrXralt7a6H5ttDIKTTmIBov9/GUahJ"
    "4HEyIIgSPnVeDeN59BT/uJEaFOt7PtQ9eF3VM3hqLSKvG3ZIsufs7ntyV+rbukZ6cPzjtua1W8qbraToV3OcH9zuAtH90wGkbscV"
    "01X3Kovr9Y/ddh0HBmV1wX6AQLkhJJyOD6dDUInN+Y3tf6eDrSmrf6TnNu0fqZQlJyeWI8crpNdSGRTsJwsk7nzudrI+3X+kQ2MC"
    "J5VEursvzS/KUrT0cu+s3+Rx/MlomhMTOi/Q+yyxaDqJWGaVcilXPjAVIkVOJ6ELpn3CSWRaOOZvRm8cPorDy4vLyfK0lyTRz+Ai"
    "/DiGe6XHPiw8OgbZuSlcel9vtTW129/iavMqxrj+crEx1NhuWPVfjbmm1PtqbCk2N6/4XJuHjotHaGTh8MgoNhJaBL4DzvQVbmXY"
    "LHAe4aE1FrLhwl+ZwrII52UFDkeT6q1HJZbaDlJTKoPT6QpO47LtyqOGLbSxBU5prna7rfOv9voJTkqvk3EnlgabQAuw5XmlNeB1"
    "5qFUV/JJsPm7zuj1FuCMUsRskPMMTV9F1dLjIfDEWSF2j9+22MafT36g49ljLGNLjX+c7WSwrQxwCJz9fxjEPuV1OfAvGUiYAShG"
    "/QSWcoc+ZKSNsET343UtPmxSgdywJHH3tIq82Ax2z1oAXafkBDNdoUnkXI8SBLGhLEnDXLhgoJZMBpz5P1/Ep+ghXEle4WgbAW3T"
    "rO0XVzVxP8CwyE4yhHElg7KbFJOhJ4RpghAV4gLYBM2MpFYRp+R4fM7vjlPl3RDsZhU+Dn32SDnS9RlJvnPVsYsPT7o5sgmDPrq7"
    "JL3ClE4hr7WYmbPluaJJ4dDyKjkTuuKssCtWJleceoDA2gy1qaS+WUqbpCxlQCgiek7AXFo6uLqTLqKXt+Lc5b4fnWXRU29Hg7ZA"
    "2ueQUfOipY56MIjby4RiQWFwsmdxczARUSuLBfYGnJ6MZm2L5Ou24C93DXCFAOk4CH5mdW4rDTIU0yKjjmLxKozCRfTGLXmLw24i"
    "UFfKpMabF6FRyfaTp/XLVmiglORVhbtBdCBxMAPQDXOaxoQrNZhI1IaJ673HY//2S1dqF/Nq5bXb5ExH9gwt70ePf8NA7MMB22+G"
    "Lh1jlXziZ2MGnZ4iHMQoC9V6HEV+JeNzvC34W9ysS91CG98AaEXdsJ+b7NqIrYiHDgEhMCfuIFcRrAO0t+R4LKGExtWhIhe7mh5v"
    "RRwOe9OpYVcACgJB2rJY+SniIwEoHZCueBc4ZvTerz2AhgG3WAJIpWSEEQEPgrlV/EM0xaLU+cKg+JdsNGZe5+vqlxurcdEAAUQe"
    "0W7YWEGAA4xufggAYikiGfTE6bE3pj5aBvgizpC3i2Wntl89MFit799cxfdm2W3412E7NkXQtAsB14+ugyWcsj6CcEBD4H6CUH10"
    "E+EwoFAMkUwFOTLQgZ9pAIXfAIjiBFFFZVpzC9eRpILfiBcEK/O47govGPUSxAc+cC33BG7WZK1X33AG4PasroRmhTa9DHjSgKwM"
    "S+Fn5YVPJsSYLRADQwqq3AJYfEIVsd08kukg9zB42Xw/LHrUJc5FwbWWIWvp3ZfHPK6vQNWyJkHaaTUUjJKiU5TvOFYnYBQM9VNo"
    "DcoGJGA416aHT0dD1grmPh11R8nlGU3WeACOC9aFBkmWACA/yOALL+WNA3Rro71k0d5YLN/WS3qxHB7jSJ7UQ/p0jGyYKgVJQ2Jg"
    "nFcS4lvQ30/5orsvlfpXOhaF3ObHkSb1O6U/cSLESeRmim8NQyUndomVlXPHuPjcPr5hIM1t7gosoBigPSDCsIUNnBt1zm/9gv8v"
    "F/NGcx1dlqtzOzjetXszWmpbMp2exG99bgzkWCC+xxZAamU23c1gTQSt74hD4HNDm+h3dcOeudVS8oaeoxVyQVEgAibACSfd9yO4"
    "rO2zoPdHbafcoGB7m+nT6obpM3ZLVh6BZ6T5MTcRp11UEJB9KDAjKP0F1EJMyhsA1I14ENxtxsXHygAocvKk3uvNity4Dftz7/W2"
    "AD/w/+RDb/bbqtR5SixxQ7sCCXGUhutnk7GtIBbBW+E0iyaVCMIehPCpwU1UVgIEnasBnN2QHbzyiWqsJgnDkQGQZCpmDzRoU5i9"
    "Zft63vaPBwYrRZhfeT6RonUJyYG+itthF1h7wAh1YHx3r7geU08sg0u/MMej2Rr1rS3k2wHZGsM0TAFhNOrx0/vgNYxLu+dhLdmq"
    "+QmhgLWM57oYwTJIH1kexWFN4TjLuMLTh5aBzeqhTuS9vdlY/xZ9VbiLSFvc9pdyHF6IJCI2CBLF3ubY/rLYf60t2Ox/9NwDDsB7"
    "Xn95lHGszk+O/SzErBni3HbHrHeUI04ze1TAodxfoHag1A9FN3D+9n29OwkDsOEYK4sptbQ4Dh/p4bQZAe7AdjqGKEEwjzvB1cH9"
    "XZ5QZ+/FYAOdFWxO2J+CtaI3WlJXCflq39lvwn61seYT8KOQU7Ii803m4EJDxynwxmPHUd89FrL93bU7ess2ciJbiYhtleMQx+NT"
    "18W4k37kSdZQAuL+NL21KUyelgM7EkyhnkDfxBbC5dFure3b6ZtwqjAd/moj2Cp18LmF+IbI1hpWhmKE+/GKP8U0SLwiGNumr3j+"
    "qMF9ffPIWiYP/C6Tg2DrjZik2CkRyA1EgirPiKMo3RFebvAOrqkUxbrTMWnGCtEtADgOCPY3GwShtkE2bNvd9qYJ7M1EZ3q23Kvr"
    "g1MIQLrdCKCsJuQrMA7jvXFJ9o96m6SY73F5a9YtIVi94TMdhTYDtkXASruhZCTpGFXHmgDiSfyOSYc+63k6fphAnKArhA57AZ6n"
    "N2aY7tVpbAkaeIm8UgfQBOSvWb3CAkKLPuHMSjd9F55ABlwsCawF+VR3VNxmIDMAY0I3P46YFSlwE6DcGOACXsIb3YuQdc8eI+o2"
    "UnXWqfLxE8AmyONHT29DJ5ik30zXKZEBRN66QqpV0juSvobgWAASkyT+9GuRoNN/eE7i8H8SOGlmaDgNPUlhGn1S6JU/oXrk4yRo"
    "DyOhvgdwCiqKD5mFQec4dSZ8vlNVY3A/e3lMs2IOlpMOtIMRPxDqP6nAoJJu6xpujyBY3bYqweyP3cxM2dzHUK6HseOi915V1n1B"
    "MbW850Gr4FtNbvO0X+pz/yb75VGxfWx2cYPSGSryJEqbx9HvyE+MIsH54wz+TM788X0Tyty281cihU+kfhthkGi8Rv5q+YUR7FuZ"
    "hOmywgUhOSlMG0nJPngLCveKBHubCvA0hpWAKUtxaSkp6SpYs4ry4XCapG2qlg0Ms7Bd3djAHb1+/10Vp3F/xQPG0uT3mfjxeb/I"
    "2rv2NFj2/6qlffnHF3H5qVlLqA0olefLlxP/qN3CTYYj7rezFjNX4AltM9C504wwwpfm+nH9V61kKc0Jqzf90fxwH4Ti2oFaQ1Ik"
    "YJhqYZJFP73nya7QGhn+9HynfXi3UvUzHXhkyjAE2tdxAT18bI70CaL8nCJux9vphK77La7jVp/AkFoVyYnS4HmJ48ET9oq3+5rS"
    "EWgpCZRsK/Uc/ttaY8/G419lvdjz5GREi8qPcWwHs8tsbgzmkIqXIxeP54o4qpqILie0nlAp/XTH40GVZhcB2wm1mUZd7ycxe9yr"
    "FgM+nyS+wLiGShmw+V430el7fgxbBm8Jwf5Yn85UzmUyTv7I0ZH8nGky3Mkt4pgyXs94K+LcsvaEmiI7zCyHSxxkVvWJNOs5g8Ky"
    "Gl8OJRssSpzc0bWnkaMn9ArIZi6fw3fP2hocDgzEg39McAzQvmdwQp712EkQ7JbzRLoqXgNIX7/+ScnGW8ebpmpIQLAmwliHArcT"
    "0pyeXdj6MydOxACgf5pc4YoUD3j4y5Z5iKoQHDWwQs8wCgdn+J5QfLTgnK1wYkIe+ibwBDuMZPvJA3AAB1lVCp4ixtEf3HYIPAzX"
    "4jtJpWagW944CdvwWK9ND/EQiPpr9ITHOZs+5nvrUTKIdzRV5Dkjgs7mByAIGbtnKN9gHzhn5cC/lbSNoEuNvwSsBvhqZwEra4GY"
    "puWGrdt+QQKF7ABsHl3e4pBLgDxfq7dlvOUX5y63D/Z/u3Q79S6BSDGb0K0fGgJcU7wAnm71DKF6OkZ8/57NTcg1nZxnbBoI19/V"
    "9AboPiPk7wEEnOdSbseiJRwPBxipRGLTXwFtXq1o8MhzfNsm/CuEaA3bhuEZIRgwjiFA8HkQ0vZuvwO+UDGU8Ho2UPRSfnv4digy"
    "Lw8CZ11GVA7h+90+C+P9bmsM48w5P3DDZD6gEUjbE4wIfyr71XeY2Pyp+Adttf+jYqATPwx84Y816p/mXvyxQeZt7LIBcFi0Wbzz"
    "IDSL+ax2d107g/Z38ccmbHuefd+fofgzsuv9MX7oaqVl9PmCf8nAuotFCjcEPI/+z3yzp8K9I4IWqdbS/9jXYGDx2Eb0AO0C2IT9"
    "Wez/U/yxBzFbW5wbcAokyWAywdeFhL3HZXAZx6OvTt0F2P2SDAORVry6M3DLz8F/b886LAOHNXU84bB+/OcxFvfSflQxvVum++J+"
    "Ke50E0vb0zt1Ysd0lja9mJNTRoo9B9FWcHVwxxoO4VT4ytO7V8WTXopwzI/xx/6laysZqDPjAjhHRKPoSwygWAFewhFQE/fe2Z8S"
    "2rtl29rFHX3pLhVnccd0K3GX6RmjlRFfa32IQXm3CNnrZ5vJXBlP+kqhdEknIHdrO/exhfDybjVo4TQ/GQx0jyrRHEJLmi+QpyvC"
    "2eb3+fauFJYb0u/3OaJQHfKea0QcFn+3ZDm+tjx/nHSTpNd3qRTcLV97mc4lv0v3KY5GSgrRC12W3Zmu8dcgbo1TH0Q61PfdDReo"
    "pSQR2j0cQmqUvX/sJN1xfjUCNH3E0EZAvLCIDMDEaX39/rBfWbGp+dLwpwLp4q3vEYbYoVCYgDI7nDbRQib7rZL4Sx3xi3BouEpU"
    "uVNOaDjDCH41JcQqKBGoBfKBWe9IjnxTgoRWJ8oJKlCHeJxJgmBx6I5PTtr2bOl41id9WkyNcsRKVl8mVBNP9Dh1Nj+oOhPXSPq0"
    "rMDImlmcfI65rMNI7nGtCIsrjxPhLBaiXpg2rDzgz8cif7bOm7w/4hXer60DaYF9f1pzATtMu/rCrestQmDDOgKANiRacGkYwS31"
    "ANXZAbMGVbUQuGj4BE/X9KDVN2wJJCh8CtokkdNWPdDaw3Ryx9KLAv1ArQbgy/pPdDtxen8bqgUmNdo9Z7gq2pBVD1yKQvDcDQfq"
    "NvKUAAHXynJgqkSYjPfzoJqBekMI+fBdGD0P++nbFTSiA0GH2vspfQuJoZuc0DVkb1vQUmMLPL+fOuXx2tKn8sC0T/aB0UFKUIbZ"
    "lsOOyGrj8542Lk2Uni3gTfzN9d/Kbyc8OcDtRYGh40uMj4tFtKujJR+pgAZ8I3e4h+pvzyr9a4Hd1uDo8hX9lEPkgObZWFtuavzZ"
    "cSxWfxuaEX/fc7ebLQ3Lx4H6FZoKAfNbqFJh4Z0Br67unmLzbNo6CKDkwm+gL3CtfYa2A3it0EK4y4Lhwrl7Rc79OxKGVyE2oJIH"
    "RnWxxChbHtjFkLypQBUrIFz+eCMHnf3sa7ujGPCkvgD7Zv+LsYWYZaEDj5nrNw2WftQGRSAFWEJOlkckQdMkYB0Uu9n5gN28lg9w"
    "fxeEvh0zGJGqznCocbH7LnyRtqcGbAUieGHxZwB8tjJ+6IBfgs1QhbvLVZS+6StBONTXABuDX+k8X7fyPz9y0ZRLUOsQtSZs7Xi7"
    "Qkxk2xs+cXsrJxLUQKI5MKtudtiwmLVKDyAK2hF/ubDzvbtfpP4Wj/enHzUzcUxPcEwGva6XGRv6ODIcOvAeI61rGdhyYEpAstqQ"
    "hS/DK8vYALZjAHrZvWUw9Dfo3BJEMcADOUOwpTrsN9tJSCkguskOaczS2PtLRixNBujJAsPc4SfhXViF8LToURnxh6VHTvs6NSJP"
    "+j4gIk+zpobN4a+k06+ye9lGX9VoC+tnBPwSOWm1+HgVtChEkOYdg9EgCfBybGt5lBzSCeX3CgiSnrwltyKDe4Ti+XHFwPLHIINN"
    "KdYUY80NYm8GrgrRPnexqAbsGOf6hwKq0w1YCBiP4H2NJv42H+YHWIjoc6JgsH3uL1iU1KSEGbOdoDRdkODHoQjRdlfAHzrw38Tr"
    "kgxAvpN8riM1sXjcXREt/zQarmvp9/0ul8yHv7S+yPwd8L5fhPMR0uH4lX5yPF8pqThgYRNvFD+efQy2005f0TRVzxJ8XfKZQAME"
    "SCaghynaR/FLfVtw7CI4emQ1fDoIIJqlfPCbokRl+8nHPvWDEt6KhKSizg3rSRgHf0T29Z59GMJ6Ypb304TnE6VDIZE4dGbPeyB6"
    "oB2QkhR2lYmRSoRFZlQMkMfAAvCdToBSFyeLDZT1rGIHD3bSQnifCJDPXYjGCDGMyQF3nKG+8ZPG5kJDboPON3Nz1eK1essnlMF8"
    "CNxfAJvrWLwNAz7FFgD4Nss9FitxxkC4h/f4w+cDXoxA59MOI1xY6d4fBNvZnsdtP6Cvb8DbPtOKy2D2EXyqwjSqCpF/Ul/1khYl"
    "DZjOY11Ep77FDBGaI6bSCOHTGFEdjQooBNNcnXp68d3p8/eK7CPmSci3TeXh/kz0C2Onr1wOeuE814VKxtJAW0ZqD77/d+YotRAi"
    "5ADOj9ZiP4e3D0S7hTbru5SFidmHtY1HadQUlj23/Xyyf6OzoQZl5Q2VQh4PIOWYOCkAcV7e58fhkXXB0y4KP/NCC/1+DZz9jSA3"
    "iHx9RsLU+72SvhKsesVgmeBZkjwwCGw5nx6RSIetlIDFX0StR0L9whPrCMdbz1fJEIOgR1Tai3RMu7OOZE4SkQB4PS+7K1kPgvPz"
    "AV5H8H7rxTPKDn5JH3S/7jCtQbEXSdEwiSyuK3dhCdDDaDmVOhZWJ9Wz9884KYYrgoB0CgXQOGIBsDWXC4G075gjZx/LaOdzE0mN"
    "mbTNvZIS1vJx/UCCKcxJbqzpx9ApE/6tlIs8+vapr7qyGK/XwNhfpBQJc+ZaIVsZlAdp4qxQjvnc5tkPDoOmnYMu5nXs3Hf/JqR7"
    "N+yTD7Au8+LIGeP5GhYTJyjPcYZHmSP+fBMpko6QyRSFr0TAj+ReNc6yrHlCbxmuAJFSDdYfK4IsIERc/WIdaDkud6jGr8uIHRNL"
    "n+8MWKba1RmoTYyQTXRWwA1GOE8AguS1KnR4SBrT1+ocRw3mqXR0Ip15NVCK5kqASa7n+nsiUrucs6NkYKT+y4cZE3p/bOJBiFDb"
    "Thl10QIgyQEC8uSzQWY+Iz/MlTxFb/W7/BCHc+Qz2jmkny+3kaJ89Ct8Ayd5LhMySyLgefZTNm2lUsjjB8JXYt1mju/bJjWPBHlm"
    "t40v5yfxD+yJfzo5Df6QVoXMvdXyYsOOkVZbaOJMP/4KjHeb5QGdsgATsVtpY7zbbQ7Gc48Kf+zgWLRqeIP90/C0R75q/C3XO9rS"
    "y6gvrOn/Wu5HLnVlCz2G206eWwMSuWfj0Y2ZxJ9eMF0xM2LOjA7byOfQBmBmuM4FWFAL8MfIwDDWk9RARuDG5gTroRcgO9VNCBV9"
    "AWFPHXFMsYB3OKVZHZbEgIfEWHhvGbi3gjFpqpNYHxdm4B4u3AlHWwRMCmoHe5N1Px8g0ISNJ/EoTB0wP51nufXD/IKYD3pgSqGz"
    "GWdgZAIiOnYlZGCh1TmanlJyo4dflDKdWa4kLI7VsYXD3vl+ckAkytUVwcyEArroavweNR6PKit1C4/xNRPEFkw5+ORJ9qEjNmrH"
    "asG/zPxSAw1F/m96mq6BUHEA+3/yUgmTZeYFUenNTVbMHruEzjE8Ech6Z2C1HipT7Io8yKkp/DwnRHoS/EAhPBY4GS3csHhUk9vu"
    "5VpPU7mWQHbeSJem5FYcpr4WJumRq7JREkyq7DqyKdYLWb8Y/Cwcj8GjMuKehU716VHS6ZGmbtZO8P90/xCKR2cCB+wT3Wfo2OZX"
    "YXA1joewk+hzA1BdebRwWzM9yy2xv97gO+yn2xKnTvLJUb8/8UyzyulcRmtfH5Z1pMK4mgMusDiugfCDkYxZkwZ2Igk8lbw+sCvL"
    "PAhZZrmXDeDOMLvU+fEzL5pg6R0q5UnzEtjQwM5r1Z0v3iRwkJhH2SFe8Ry3IT9B7Y+lY7rAXPZ+qUQW/oWQVmSfg33Lize/L/LW"
    "/gjJjOeA+kHymyOuUOmzanLCxcR567UHeJ58SLo3Rak65JTPqv1Hk/0808qt8n4nfFyc1dGPQq97nbfy2cjgtKz3xg3DJ+4F5BdY"
    "saSicDie7rxxXiGiw5xQ3mrGiyhUzk9ujUDKPhKJ0ycBfZL21umDv2j5hRkB3BxNbBOJ81G0IznWgVlny6JJHbsfVQfSfjIA5fKO"
    "0fOlx1nnwOAfW5pjhQb5vrQKy3/pCUvCkqV/MIKiQ7CJRueoNuhQcBhs6gP/pnKllNHGZ0tsMSNZUDLkqEkFA4Q7Qhybo9mpxUjQ"
    "b3YrzEkUTozwxW2LS64VHJoltVas72CW6Z8JyAeVjWte8jgndYazu8wPS550YChNvfdMgOTEMsbZ1qjhn5AfDz6oFQfUjrL8BbDw"
    "Af6c2Y9y9lIOh+Ceks/OTrGsQfSS6zJncKwLQnxi7Xwdi8xbxeaItwjCmIgpnzJ0i4OlgbAn+AETnglJJj3mVfr09RqeKAl7QlPP"
    "wzFOMdj4xgKSVNUb6nHDPWDxfBXnMVYbDvoi1LF0ZTQlVj1apwVyoJS2ZAM4zV5cTEc/MgqTAN3lY4rwFqw7PMIQX+OrhzZSUuxs"
    "gc203YE/WFz7OvssW3CMt7/FaKxub/2gJ6eM0NlKgHDWY1BTuMtnRbTGP0EXHo+oWgqRLHRdNINOBrHHmwb8jbHCkcb4jn7EW3Gl"
    "NbC1bbmxvOlcQxLzuQUG/Arh9OH0ejLKsj8fl/spu8tHoN7euMzM+9QzQCYqQbbuQezMqUFwqqr4FXE5BlTpfg5oOnVdh7+uugnN"
    "t9e74XJEEVArUiyhAijZcBOCRhHIsJ7wXlnd9bh/szXAlW2732oGSW9G5b059+eAruSdm8PKbGSVMb+G0LqdkPQsTtRXndinu8br"
    "XnzoS8986Zl3SGzGOyBjliwa7LOGGn9J9wLQOssQyNot9kRuy0D0b/8yDikHvJ8wZN7jEDkaXviXfArnY1tgnn5qtv2w9m1p4z+s"
    "ZkYI8eO83ThFMHxhBGd/qtidlhEncQPcz8Hmk9EYk5ZbDHrjKeEJu5UP2sfdWL6MtZXe2GAAQejmxOOIJdsIZZxxpG7WOFrjgImo"
    "O7QbJy5bpgn/hxU/mth84cIFI8jcSBICgGpSOviUYU93c9T3lszWHcRRFSWcxV03BzltwHV+GAjAX3bA/XkL9FSKD59yORLbG6Kx"
    "7RDyHQ5H4lieHJ3jUpdOupe6JgHJ0NYJFCecruyy88dyeEvItmegzkMX30Bi1KJYYVuN1u96aBOebnYheo6E64S8NCD8FZTPrE44"
    "FwUkRAVCU1XyylNtNWmtflnLBJoekk40cIv8tkvQMmfghkk92kVGev8inDyXEpa6+LD2zxE5Iv6gYBq0iXtKNeD0j0902sNRnSjm"
    "sA8HGbJlGMTorgDoRA4mAqX4LARnoTn0Tg8/UrsKDc8Pu6kcCWaDpL+zl2Ve2YLh+vvjLCEl+qBDUAfyfCAfrSYyxQHYAY6t8MuW"
    "CD6kBvrzbKcTc85LqFvbnK38o0bFDwGalz0BGgd0iih8mbut+T/TsWeWtUGk+qFFn8RuOWGfZQKlj0eh5z1r+GkrsoG/8G05RWdD"
    "IVhqK1WErOFsQ+8lJxXoKGF5bNBVNqjEto4w5S+NNXAg4obeisqI3TLNsXMEOXjodranJ9rn9lUIlBUf8lBDBE0M74L/RoQN9HzO"
    "+XJuz3l0xlHrLi2YT4+KgEMHHHDqpD5N4rCUCQ/v2iY8CY+zj1GIOA2gWU0tPn66zs2lSCsCxWqlBPGW6d6+F+8qEz5hnmpKSx0o"
    "+0sotCcSD9R0gWbQjGV8wmOPb4GcCXu9nAj6ppeYVdzNFrXGfJDDQYPlfI9nrqTiqzYFkClS1ZohPxvKYvyUQ2PVo2XQMKS3BgN6"
    "EnXdXzocHC037gfNgB5/zo2lnCMB9cMgK+aIq4AFTgksbKS6Aqi35V5f4nIZyFIsvvSr0JA+G+Gw+oBYYtl4+Cv0rUbIro1D+rHs"
    "/HwfNDv+nJoFo6F2q5+gPm5gFOh4Gl5V7E9A/MOGzak24hIGCmmQ2h52gb12j/6GgWW3B4KTslweoB1UZaIU8jAehExRmuHpb0NH"
    "t4Plj15IAjw78RAEoVAADq/NoT3KFG63Z6e8nyDdTBOd5rGPJJyrGADFlIL7GKYdRY0LfDtgOS8/s06Szws+1Aa5dWYcOH1zShRw"
    "TOT/jtV+9EeGtS4CLPgQKstonvR/PtpcaCGOGkFQPi26tji9xF1JSEOSoRMsu2+aK49v1zwwIHRO/Iy58a0LIh2igTfthSz6sfY6"
    "lRV0Pcp6fyWYS/VApPETmCaVySfHyYWPvkiDN4uZngyghrj0AvhgC0vrldfyDaVa4fS9IlCHFISmH17e2KoIQxpFhBGVcqL2gT0C"
    "u5dX6w+OPALRwYIB+Hl+J04n9zbmdAxANUC3einolQ+H8EU025lSwUjPWYP1oHt8EwgODDu8nKIsPoPQTwFp17AxGhlCSR0AfPdN"
    "YPf2jfFG1LKMtp/Wx6m8P/BYh/CL1naULTRgljMEeZNW5ohl7FbCoqu6yjV9nCXfI/2JMvBN2vQ+StlVowS9jAhHeehAUm8nGse2"
    "E0otJ3AqMkzZvjLX/MV0vvSIW6RkNbENqTUxK5ZRcNLcFZ991wtIw1CdRcdrMaTx3KTTAWC9Z//pjXBGsDE4LSGnyu5/WoSEDe5L"
    "wLjgzLZJPiEUSaQD1+ZYB3KNYgnkPCed0jZZzi+DLe0mHmHo4oypLqjxjIDieT8Paefxz6LCQxpeBERCPoGYdIyxIcKKE+gfDFDq"
    "bNzuIo6pWMccCQ++kMjiEYYNQhv0XPay71S8IO3zMmfP01AI8PRB9oGVROt5GGzYchdQvyjowqTZ9+wJxDRIBueb4JNSkOFQk7pi"
    "QXiitTSzrrDRr2nlEpNoKpsrzyP7OVovQU7oYJKAfBoxi0IjXUnuQcg+xrravLfnte5aHOB2sEUIZl86Lzsm98rJzfOMnOUqCvhm"
    "LdAV4A2AXvlUW6nZRY0c/U6NtOQm/KqVATZWEdu8NrXIBjS5Jri/mXRC8MRTgScIs9nA2p5nXkxQjEQAEbfVYItuAFmNOyycWuo8"
    "K4pDRoQJUfNv8Xa4Wbgy7i+M1KgA7sjMzmN0PGaPxPnUeN+DOXkWyU29ILr375ntZ3j/BxgsMODsEAWi5NWSCDLdLUz754ZfehTB"
    "8/TyFl/7VE5UnE+W5tM3figCJq9Iv/m+XCCc9KCmtDOZgZ6JhLom00kx2Aq8m9O+3bzF3I4kZKwzwArsakOINUUbCK8D/vbG61JQ"
    "v2GiY+eJrgstxLCKEKeM3TxHxGldOd0u15sxepMN/z0iez8lwQzx2b0939ZVEw19GfpgiwLsX/gPDFzWRBCnv8cCBISjfmkSdhZ3"
    "GiyzlhG2F2zbW4bdvgMj8hxqrwbJN58Ba3vtuYM+zdows0XeCASGWGXmt4+Hc8mJQNsJQM9CnMY+Ir4oI6JRxyC/lPv3njOE9OiE"
    "Cpi9Zc3ux3WaYcYEFtSKj2/3M6bZsLm1vdaheQpCy0CzhAFxQvQ0gwHhG9axSGfP+uHoisoHKzWM3R1CLdn4bVUyMyd4FvyZLOhs"
    "M04nxGlYBjFRJ9IGsBFieFOGdyzaFPEmrIgRnf7RvIvMNhZhkrSyWKDt3NLv07SIF54Wyyh4E4WU+6tiFpgtI97ts9BebfZmFqSk"
    "OWEm4lHI0LJOWpQFOocx05OvIqZNap9/28ZqhwZwrHsOS9rWQKG69sq0I0vR+BJ/YgBC/K06/LtwLNREj3ScETKuAMQdV4wFN8p9"
    "IDpGTsvzFEdAfSYsR3ZKjGih0BCoLWGO+djC5gWLIb/Ulk3Z07r2SU9EYV6cJanTnx65ATrvCkh+WINFPcZSyriomsDne0W215lF"
    "o2UbOEB94z+jLNw3IySf3oTT/rgQVlg6Vy67G2dFCDg31kUIDVTCOvX4swiDuGZlxQO2BO0pX9k9wS/j/DkOI580DQBftGas/p0A"
    "thqktfUXxc56fEPFwJv8IbUvJlyYclEGLl4dmN3DuS1OO4MGEWPse8fxZx6jOds6/Y0wtWTri490FuaEAf1RS1QOQFIQg0gHNznf"
    "dab0NEN4bcQVAXkMt8EDD4XLG+vf9M48PTqAGqQZlc3a07i0WqpL71sQnnQL4N6ky0cOpHugq60BAz4eY4Dfzn5Frve7ph3HBoeU"
    "BQpJjEBLfWyd2B+GXRbhARiXHuPAoEzsmSH2Dosx3tKkcHpsNy7OHlhiWBDM7ns+ilkG9TYRNVRsn6ve/japFvPlT+H+fhVRIn+C"
    "WxHn5UBbyP4YlFhg708sZC8fxE8aR6IMjue1ETcGYGfaI+BwMakwsATY7TW0JebaPqbGVTv+sPvmftpssX1Kxz9w+kqyJhgACsJd"
    "bHuMWu7TmWV+OlDEZXYYQpC4aRUI+hLUNznJBjG5paadeBw4lB6qfIUir4FoZIrs+7oef8ng5g4Wezb/2WBnGR/KywojC6y4w4kQ"
    "VqP213C1FTqldJYcfv4wjYuNnTns4LAac+T7hF8nY9BOehFOow3DHCZw4fnJCXQUUtHAb/6yhyMHMYdB3JjMZObMLi5OEnBappfm"
    "AvYs4f9Ye9dgSbasPKwuMDwKgWQb/BAGARIaJINgxNN6OLCNHYD+KIwNYUGooqoyqyr7VGXmyUedU21H2hEOKyw75Fc4jH/IjsA/"
    "/JSNkQzGUhgjGYMBE5iXxHuGEcwwd+bO3Ln39r23u293eX3ft9bOrNPdlxCh7lNrfXvvzJ07d+73Xnstij9NPTjYqCYH3cbLY93L"
    "ZWCq8eibr0GGTxXKs5NH3fSTcHYivs3lfpjjYwfenb4TzO1F95LxorZuJrnYHWpdYdMYEJRl7C5XBxvaWt8k0ShvLvFByiQp7jJ5"
    "6I8nvlJ2UOFAWVVSJREN2GD8Zj8YtjeGWTwEVsqSrOF3ghAzRniWkDIkb7wOSzhIzUdpo/fJAeb5xWHm0wongadebbOeujVYmXqk"
    "ccrEU5b87npML42CPK+qFX5LGxVulyNa6DDs6MYRZXTcME0A0aapYhh6QBhpS2SZDV02FICi8O4yuwdXBuLqY3gaobJKnQxnQdoN"
    "aw/G8S0KbNNXtSWptgTWPGsKxnnxePQCGtdI3Ki1cHnDvdJWrnREXM7r5dz1tIkt+FETpEKvidMHnu4zyq624bWtO4j1u4tLXMKT"
    "/KYbQTE7oo8/l1IUBHsxvWsuTbse9fpIlmfOtDLjGEcSwsm20DhENMAPwS6Tc6idKQ04yEngudPuio0S5RutI1R6rMHCQlijvLIu"
    "uCK4sdaQMXKzwHkr0HnSfLqeUATrcxKkMhHGByuYcqtqHoGjvP1cBagdNcZhh5PKvNBNUalXC6G5ESZJUrTPHLa67q9IjxSBJZDN"
    "R91gCaWb9DLpTtpjrep4H0Xel8hNtdgWR7OEuIGymka4w7oUzl3az9dXYHR7rubQGS8RkA6QpAwuvNGyNLyeirHE0rIElvnsJ62S"
    "lSXNFfQbCA5PJNouhMbCiqtDpK0Y1XZUnc3gQUYtwnTRSlo78exLdcoYgaAj6kONLY5BwKUzB0AbaF25FIl0F00BzaXzhDRtippL"
    "JsUM6EC/gWoz3h7YXw8eUg5KiCNBXpQlqeBzHNW8ieXCwLmNqfZtchaHETYBVQMdS77FXeljyYnloIk09QhHbz/flzzGzjK5W36Z"
    "cGI84nhsG33i5qdTL+dx7kJl9X035/FK1yD0pYpRm/ZXbAeNqIA6iJLkznY+DnSOOENeOz+J+whO2tq4Ou0YtkVCiVsCCy0RpgFy"
    "MtniiEXgeDD3TYlfO6992bxOq9+1n3u0voQq7bQL4iwPvgiQBWgJcjdE7jjJgsrtQbgnS4t9c5eND/5MQEuApJFh0CKUvLcirnFn"
    "hPg4mG9MfKBwioZq6MeMJ2I9qf2FjE5GpXInxWA1jzhCeu6yFtaeCVu9S6E9dAMNCYIQV5ktCYu16GJz6ISu+GwA3dgs56kgpyMD"
    "I/KPnNxucSi5OWFILu06JSdNDOEQcDv6aRYXTkh7y048qXXu2hCWSzMPYmozTEgRHILpILhjHkJ3hxvkcP37YouaH50QA82i1JsX"
    "vK7NRSX8RZg5m3qhgdxOPJp51H5wz1k+kbqcne9PQuuiXpYeuu73y0bQy4EjRtWBtkxwS9iOX6RtfVpeQ6AA7lzX5XIpFZYHMtVK"
    "TK2C3NUEYVMHgJdGd12Ph4JCdxObMRBs7UFITXUGZ55gcUD5SpMY82Qao172zMdeKeo9KXj7E2egzn2tbl6volhY61pbkbUZsP0W"
    "K3y7dWEMz1wXFqdxmO7G58UeSJ2t7LfBzy7NDjY8Jr2wSmV9Wg39UlhWJFncOWJFP9YVbBdDpyU1RClIYFHuhbmwEgqk3Eya8QrC"
    "DqwZPPeHj5UOwbhgeXA2JEnWfALTUXIK5lINydKec7qvaDd+mhtQ5hqAsELtnBo3HCNvrMlf1ry+qDJndNqVnh6KMlflBIYMz+ij"
    "vmR0e1jX6RlQC1swLxrszgbPPTGBs9GRrmFMrR7fcrAGQI3YR9zc4dSosaJbcMXLYGsfyfLGsnzbrtHUbV3dbQA/AVfvFrHvWO8g"
    "I0kadWdnpWZXzHW0E8zGxVKha9Qmi6TSwFPv7Lm7U8vFPgC73u609hPfjkzzezUG8vB9qBqi8VhBMMA9aDY9RY6cAeXwrS4KRGmR"
    "F2Vq5VmooHwA19f45fNk8CHAeMRLpTi8vS65U6gBxXP4Q4sHKp3mrRzG7qHNugcxDYn/hBBOSCLXV1v8FiScGRqw+64sPkuFJZbj"
    "uVHNgiEbABsV4fuEtFGAZL0+PIhOJDT8DrCluJpBmiehKuIay6U1ZFhAJhap5743PMaLdsQeeLAPFwJfhuy7IJuxPVKjgoRMtwGc"
    "o6V6Tw2dff9BHJ48YA+GphNaIEH40SqSaj/XYR3kqgEdIaVdt9j3oneTmnNzFX6rbsEIb3E0WOM3tV8AN5oVzpw32L8lVAGsYGeW"
    "VRMTDIqYeAA7k4q/BQ6LxBnABDgIDgdKu8PwRJ00cGtNxN5VdZibK8QBkCloA4zAQuQ1I9EQxbgfu50oVlEIx0B8oCPGg23f2l6+"
    "Thbq0WBnNl/ewZMnSXC85qIldzNlaYBdu5RmXccFqIL1Hj8rQlLvVNuDeKwLZbfhL2TlF+sVnRO9U1FHzfdmacWX8iNYANuH4hJz"
    "UNUkgLV8fElDrO3kzPUmD4kCyBfNQ8jI+ejjFztsA6NNbnLMmYPrFqEFzeCNTp06nfqkrSH38sc41LjOnJYN0CvJZV9ZrRH0JLsG"
    "Xu4SUQ24j8t8lXge+r+n0/zLsyMRwqW/0VUvIgl08ygTVFy6gXONcxbPhEsvsOGFp+L5gbz9mXAuu6JuuFDC3XDNGXScF9Otu+FU"
    "0OGHsmzwksJ1enXMbnpi5THmQ5Nxv4eqyZQjbwJ5SQL0iG6dJUUCy3hEOuwgl5TxToJVGDQcE/fYD5SX2rOE1/MwPuyc4hA0lZBd"
    "eB2TS6c/pIH3rieunAiHRKifzlU7Jb+I3dOUWr4EpdFodPsdk2aloQIIq2ydXrV1K0o+dHNjb+Ri2LRUNC1Pvcx1bIC0VxZoJRqg"
    "PyxXSoBkJwNg6TE5FJvDxXjqJInJjaHRDzQ5szJy7xjTQ4NFfiMO7RUBmIbisGwS5wlXPlnOEIaH21vxQPTkg3CsgHuUgpPSOuq8"
    "m18qwKNLz/FZaKPekaafSO0h9/OApwRiz5gNRmpyUJlx4A7syM4FFnP2OWfLDVJWrUjGDc7RdXK8F8hJ9/khuK51Km1DlIhggdED"
    "wPUaKEPzscipvGFlOLB6HJcze55naGJ8btjYJk4NHIXrjuGaC+/Rqa2AcE3OOl16NaNbJ4RziC6tJ/6x0hTuUJqS9MvDBkA4XBI0"
    "nElb2qajZo7lJP/ayFSgO6mHhYfLx475zczY7qvqwmOnPnb0KCcebl3sMsMmKanS2955OdTmFlFvNl2LUWLs0Xm4DQiuoLC3ye/l"
    "qfOF7IDRbHGEZDdQz06RPAvQBGgdeHpgNy646nW1kQW1Jd9no/GAZMhpOSaVdHqtThKpmD9Pt2Hyk3wH1AXfEUcPp0QzIK4RPpO1"
    "0/CKvmgaT+p05MThiMAu6jFxciLBPiS8pk/0aYpcWYD0+AjyjKMMnXMt9gkfdAfh5NJ2noyUB7BK2CSHX3qPJNc3oYxAkQWsGm+i"
    "KwkMQK6GJO92eS+3hnSVBmEX+i8mRe1C+4W79Rg/a51gaChzN855JQzTSLfhCnvc86kAusbvdzym8fsy86XQ+qqHQOhd31hdD2Ei"
    "4yWfxq9ZL7fQvwjRYespWVXrGL9Utb6IMTXGkPP3IgwoPxuMduqzqi730a4jH6jL6XWkywvxSnRd7RNohbrbzgE2MbC/uPAKetQ5"
    "UiJN8LT5GDybp0OcARYwtAu19qoz8vOdpLHg0jv2+sMd+03jDqcjB6jrXvpuDxW/6O1JdBGG6FFLsDLaWm63eNwcBaxbSIOWROdq"
    "1AGUT9eHjVEnR6CjD031Jidth0BorubOkB/65MftbvGjfJDxJX3uFV1S+V33qzkVca7nro8zODIPUnogjvlykLqq+6aGGGTd83q/"
    "2NJ3tGhuDN9YzLfWq95KDLG2bDhp/YYKxcyRTgEZbnCkR96wC1OHuov6pCMC9YmHYX2/vj5RhKo+ZTBotk5A5/FrHssxeoQmOSPq"
    "rU+T520h2InSd1Jfc0pC/4Hj8XTA2DFL/ukZwXjzgsRTfXIxJKyIj64jm5oX+bnGivpUV9zYNRDjkpNliNUViufxkCXWpJP/hU/L"
    "rDWqY2VJZA9h1IoutgiO8ZMQjBU4pKqgPJzMUgA1km4uzfkiAU6KuciRvGgL5jn+sC7/HG+dnEquul3AOr2V9A4Lmc0V52oRLpGX"
    "GEufbvEr2vm1W2UxsAqAdvHaHUv76+bXWYNl+ev80M+vpT37uqiK1eqwmV9f2d8RP7/l6tjMr8sOtLIH1HOoLrq2P4ugX2Y2XjXG"
    "gamO2pLGao8c/m3l8DUlOmL3e+q4uDX8tE3CL3DhH4er3TNPgMtIklELr2xEVveSowmE6kzYgjVXolRtJsQzcwZxL6LVQoN0qJKO"
    "vRW7RCVMgNfprt6t1Ur1k5iClQIbi4lqDmYwJxXBfZW1iKC4DYezr2+u581yjsaO64iNSIbzFNCZV5Dezqea+GJVQn53VWpONO0Z"
    "PBrZ4mcNplHMU2wuR7KHDwYHpNqOxaTvBqfv5LdxezW9X7ooNhNVYoswa6cwWkuxAYBv7NLTw3D7Ab8l5eKsCM8p5wFSHZwtpgbD"
    "wyvpV3OPyf63+4wLCeHD7X9fHnGvNs/jaXtkEeQDuOYGsiDle0Ci3BpJDFKgjHPecDWQhlZ5YIV2PYxAyCEe0MEIXrO8wU/rAwBa"
    "KgLyaRag1UxKMQMnIQs4fC1b+wLNEt8byTxdWl+Nhh8BF45LtUyQIcVSAZaXJqFaExrP0CFI3QOQa16j+tKy5ZmO0DMe3/ME8yMN"
    "Ta9cikmYH1VmOh89sWzgahPMeRcdIWqUXNE5NSv7swxY25/1abAz2YGyVKwtwFKeWbXIUJCyieWBJsNmpGVbhovuH8d6AkcSMcFX"
    "zWU8iRw1FwAhS/pl+ni5O7i+sRCOyVejwxxiizVBQXMKjduMAT/wUZmVlgwzMuCTqIQNIjqsx8n/PtieZIGDgnuXb+LKLe+VKgQA"
    "tkQBuo7x10p04yU8X2LnSowyDYKePqExm5IPc5RZFT4+ebvr4dsiE38fvssD3NW+J6RncxTU4EhJ54wJp1mJeaxMN8yVNWoKeI5l"
    "IefsIyQesxhXD9p0nUunuisL0ASIC5WatV4WjJm83i+LA3i1pQq2xq01ZopJZzSI7H32jmgMFajJnOUJNA742MrTAe4fhdgvh35v"
    "AA2MAzCMh2uaPE6DELEPTcirnpzKLqHYKxh99KZHklC+QEzhhDT8kh9E1gk4/BPEoYYArVDbrKWiDy6cyZrrrbLlWq+Q7aAGDUDy"
    "KAEUWLSi2uhvUGvmfmJULHNuMzyBxnkrrs8Z6xZAJUbUhqAjHnaCoZsd0vb28yYF2wPzcecgoWyEkavJ5Dy6nFK37fUa5AxA8wpO"
    "86TkjGpLk4pbR3uVVZzvJ83VsRi8FZ1YmcRBNr6Nn2cL8FwN2RGoZxL6U6ndqxtjYinTOoP8KOQB02ZuFXdBOXetKzE6X2ACqljp"
    "8X57L5wSh29tgOwOlj4BFrU9ejXQxRF1S5ukzhejYJ37ZAHkc9RX3BdcPQVgOrgzIMZ3j+W98WB7Qt4zT53HibNhl08necXPASbV"
    "u46Tecg77jDN6EqfVr9LeDxCB6kdh2C3nBk1vpWR9/DimwPEqkKUS/glAwVwHnNnutWbuVKZBJY5zxOIkHTp/SOW8Ee4SDZmseWC"
    "jQ9WpRqW8cQ0AizDFbsYcvJJAHoAUEvuMkUjnN6ITfrMgd+IbXex0aNtD0Q2mQ3eBuCHHDV6ADOCikSLLURckwHiJ+GutHZoJ6ox"
    "bXxUYw6q8DXNm+sbyCpwgPDxJBKVYW5RHkxg5TQUb01Ubj1H2Rb2jki0LcStJFFvI9MKb8BC/ctkMVet9jUW98Ssy3YzTHQnFGKf"
    "o8gCfCkxYBcVqquXHjRt9oynH/6Gv2TvgOyhWv6jHIL5KD2M0z+E1ibjfIXCCX1ze3RKIincLpp76dT84MJrvCMWEMPtjfHoWMR4"
    "Sl7TBObZiO6kTB/fl/z9bELwLMBBXzLhdGUAj+VGmaGpFo3TWPPPhl5C1Jo95t4EgLHACISoWYgbYduR/imv8DTYl8iDZw70+DaH"
    "hom5Tme68L0f1QyuJdE4v+kg7u5EPUva3ZIZ6FuYBD17S8SRJJnMWepOKAWYs4/rvRCzuwt+udcVnqMhzzshWQIXto+S58Tl6VWT"
    "4CcaAtiQarfsvQS4F7XgM+PlkS6Jmj92c21NsrwpgyuiWgMKTA6z4J6MmppUx4mjA5tT7kdXehJdupyUsXJdwrmeB+Txd0s1SwIc"
    "fbfdpt9zX9EVvgXXvU3h/VPkL/cViyYgstJbWLpHq03ucU8TFOAUj6eGIn7cxc6dLaD7y/t8umXMKSmdg/eR53AalhueaxRzW3Xm"
    "0GQ8D4thiAtfrQsusZM2nCpuAdMii+v5FmdJFMgC6SU0yqJ65lJP8F6Lr9b1TelM5ho0j5WHn8F2Uw0HTzVCwqBMcrYRmQ55JGPT"
    "4ev7Jct2sgfjQTraMXWkoJtdHqlbj0/XG/aNj66AcEfP8tirwGFgheW9XByvRMEAMB9tUg9HY+Pwrb3Hzm6yAoYmXv2R9xOS02+0"
    "GCEBATWH3NtvMNS0htC6fmvy+NWvdO4SHL5QF9BYOwJBFv9yYbio2S98TdP3M7FHApKBwHpl6f4W0UH61nx/zNxwji5ccYj1swtJ"
    "+ObQLqifIQB1NJhDnligRg9erSyTluAor9WadlaNx6ysckL1sTHl5kyG5/mNHkh0NpToSEZpCQPNM6ek1WRAKhCESxqY9XX2Pjip"
    "xwPSIFq4BdrgJjTbUKno+veEbSoEC3SZnKnTmDguru92nCECUkkTDVT1SEgLb2y5jSr/55KpJF1EBvkhIdcOyDIvms3d0rGYPpsX"
    "Jvm4DhW50riKLvcVgwyrcwwXifjE8bQQ9nOg+NR+nkv12sZlWWgQb2rLR3zu+mQXXdeWcnsUG2fzbK3Ao95CagN6QABU4Azs+q2A"
    "zpfjLAdqEb5OR6shTWeDNCvc/crSATHehqpJsNWNnZXJ+UM6221BgEGCal4f6tmIcJaQhkzoki4Vwfa0oE0ouLDPAp6lxrNJ4p7w"
    "jyW20TSRfLHdoS2tiTvFquW10XkrDpWpkf4wzgPsNbwvxyM17sA+BWEdp4rhkiIaIJ7NBQgpRmB8vElOjYoipi82vUBiYLGUCZ+N"
    "YqJowfiatDEUALvQrhnQd0YRosb4MvMxB9zHaVHGtCx8dVjPY6TcY8RJZ60fOUgtknSiii2zg1/LEi7VGcHHMkAXFc8lKQDzjX1i"
    "gzUKmqBmqX7O2Icb4UpnRd2HqqI1ApgeRH7mELJ73LghbXOmLEbh7zmUW19xqOvOHGrB3AYyfCxnrNU7GrN6eXNl2OrI6b51Yq2b"
    "fLL2pV2uGyh1zQ1tltbrsDqBLCiwDKQJixI6utspXjBZ9Dg50zgkxy3bnETnTVtst7TLA37wx5d1Jk2DMGybpgke4MuocmXBfXbm"
    "dl+DxyA+tKCEnGsCaYV34oFRMXuH5Odzg/F+ja4kjKad0xSSqt5dmdrk5oZLuFIg8rfMVhXeoSy0sxeoEfJ8NAfeqCta6twVQlYf"
    "cxIOMgm0LMFiOuocJvJRKbENKmJ7NlU4nbZkeCbqG7nEI+SDlKE39kMqOIprVXtadEqtla71crOp9uya0O8tRZu55lWaVdkQlmMO"
    "TMcnJ+ui0+R5ERC1VkCstwR+QaflPcgjWAGuEmjnElFgGzaPliwBr+vJua5Kn8y5IegUgsOZSQxSY0LrmsZwHwMnTTsj0uagD6BH"
    "X9e2HxJ2YwA0QNy5FvOfO8p/xrXosXmeQElL+whj9M4nmOOAKA7JN+rNHY+Jqn4YPHgmfJKgBY6tLBqXiJl417y1nF/2J9NLuF6e"
    "zKVN/L0l9dbkmXi6enTcfYFJ/JKiHmVYCVHYyRSC5mhd1PiS1jphwXkueRtSfFZ0ZqS4oeKjkMWNl6TGjY0ZynNqWp5Aehd158yc"
    "FiPNmLaZVe8MF2e1pSi73ZNIwesi9P3Z7MFXHcSQIAK+jU1OJcTuDNJNYWqkxZ5J54xOElW0EJJssQ8C0YeWEeNh+aXtJTVhOQRB"
    "UTvyXA/OkTQblIHoggNDEfdWyysGuKzjfOlP3mp9B2Br2UgVcc4YEYCe4crjAuCe/YZEBtmJtIWY9ZgN2ZQOVR3eaYm6ZSIPNu3l"
    "Z2QHYMQ3mQl9gjHBdvva+uBIsvl7PwjoWsyJy+Neh4bp4kbsxOmLd3BwG6jV4rNYxKd3LbOOSqVa5VipU3kBdBItXG1CNM/BQ4TM"
    "nXoe5y3n48FLKLOF7SG9+bXrEoq+SwJ3yb8lLHTlnl/z2pW6GIION1o0C6tbCUTschQTnG7uI+lAPERkDe/IivscxSWHZ71cfA2H"
    "bYLKuUankFoJs6Axn0sPlGI7Ok1DablkLlg4JkB0YdcXk8FwZ84mZwLmPhKeHoZwHJ+VDo0shGUC2h2TSLT3ITyJyLmYCqcMOnSF"
    "P9gcy7U279zpFytTjhrgtHlyUE9KciRFLMnLZwtw7tluaEvM+SKBXb7PkqMYoUqLsCab7hqvQQoRczdWuW5q186canuwHM71B3ih"
    "z+iKjp+TDUfn7QO5PBTY16KtWMcTei2+OvMexkLY1N3WViVswtJurafVjmG73eO3uLe8JXcVKgaXeBbZIjjNclEl1Y3FiKECDQ6v"
    "IxxnhbbbJpfZoNF+XIT79PzCtcA3l4efPwwnZFEKzK6xneC7/RhheHh8N3Pvlvjt93MtLZO2YpYde/rYtJd00WetjxLhxMjKeitV"
    "Vj9e4zy+5s73bgkYbSNfvxTDOgxHBX15wF0QZo1hfgJTlWCj52SnIvkdBfXQSEMtCmuSLId0+LpQa6UU2QA1PKS6qbD2a8ffRIeZ"
    "VheMSgzIem3mgTaw1J3vqh6FflfdkMSqZOy5PMdPR61cuI/hGs9UfGB1o/RA7wYoorAOgl8I4wsjmcJ6L+w2AIMcNMgKMmMAa4yq"
    "xb0RMsdVYWW7yFF8Cutxiu1yhdcptly9JC/pLsQoa+w8qVoxN0ZJxRZnHcSmYcmppNHdQ62tMMoDQSvOA9Wt7HiB0ZyInh4YDbi5"
    "0L8UW2nDMECZQeM2VjiCY7HK+F5dD3jnjPdjLAjWk1A4BitqLb56ccCzDwVnIuK858Aw1g0yihj3LO9y75e9TZT43nBzpZ6Qd3dX"
    "oDzHG6DQBQ6RBUot9Q2LLaadDH063lRS+oBtVMEIOUQpuj5ivZ+TyHC0YEdWbcjsakvQVVGTpGWaZXPow8smFsVo3pJ+4zoWj1vD"
    "jwNfcH7hq30Oacj26oQf13BY069O2JlqLSV7KPonnYzm6WQngTeHi7Ht2fKDShuIwcwDsMQNgzQIR73DaXFUbSpXlaU8jww10c2g"
    "ECAnYcS73fcoI6Ch3Y4OHGixiCzosMBPoyAWuANbzMNSn+PAFhB6dJXdhy1+dn291vYDXNBFtoiqpx78UOCHtB0sJw63VhlKGHcx"
    "WpOoJXGw2NwkbG9mxbaigkjo/CYJ1cxz1wIuhrPrlwHp7MylE9q85BMhMWaRA+38GNFGRINmZAYcoRw+SfvBF8YBnS98Qm8uGkhM"
    "25IB8GRsT0YPW+GzGmErahzHVFqe0eHXBypgeqCtqOFabCL76h7T/kE+E9lXm66i0+EX0T6lb0lSfMVxVq17n4TIgyvOjqm3QTiZ"
    "qYrtyraC3YbWvictI5C2i5VN1XLsUd2pWtDvA3IlupCAOzBpQ39sD4lhudi6DfZI0NeC0sB9UdIk3ykXlz5ju5SceQgQS7Ztrbks"
    "TNaMywlcldKsGH4aogLppAnrizllFtLfSHxTrBPQiDscyiO5mBygCNcaERXfgHpT6QjiURNMYc+6G6VzzePdw9EvTsOxavtMpO4Z"
    "cvkXYfttpd2zC9909F01fhL0nDgyqS2Vvn01GtPQZrnpLg/TPyec6gpc7dmzoRNTdi8K9CMALwz3TcfnhEs15XMSzjK6oAFOjGTi"
    "k94Jf9FrK5TZlWki+Lzwtm4X1AazwBrIJDxfbrkAXF9deMvk112fO8a7psHU6E9dy2v2q88E4YQ8DFhgz6J+t/B2iZ7jmfCDDL5D"
    "FuZ5gbeL1caaCO52PD8c++TUlfG88KJ80f39wb9fam4uA3WCc+rLvj6zqf++1r7MNFC7MDDENPXtKZToEo9SHYHwfM2CqLqOwyhY"
    "S15AyGzLMf/Ec9pahw6mti7QMYIihfYsjXGph420FeOsqeJroIJ6JmgCQLaBljGtk/Eqe7aNfrWAcU2VL2I8tdBe93mOYmpNXLPC"
    "DKZZ4yddhQZ8X6FZa8UpKw4q1k1boRosceRakgQ81dCik8FeY4slB4sOTTmmYe3OHo9RUQudaos1hRDogB0lrfS6Sz1Pi/nm6S5e"
    "JDVg5omLWQm9vfWFhnYf4IDfgrI8R4e+xkHsczjgbrFarBdQ3uNOSku1fAO8gr2Vq2O0m/zIfkLLInAs0biLH6XTqotqdFZsNn0b"
    "19is4EXupC5JFghIk6JEurThpePU2mGc7KdyUVnemVicLZOWief5LSZxtWBKNk9GYuEwW+4rJQiLqlkCbm+dR/qTX1/DkEOTPLZ1"
    "P4o4Pc9TxbFb8pZGNniBbB7Q8aEoWTyUPZHqcY/RYkfy8KlE2qxVgE6osirQLaNTjm0E1HbJUdUOff9YjmqzoGiOXL5KcfmMGFTS"
    "4Xu6MbakHnUPy7PgS39qhHixYQ0hg1CfIDdYiXqmj3d2UDzYVLfCe31dnsfectVMxRzUJxeAWoamCNHcjcGTUa3tuBHmRsZfHLRQ"
    "UxPhiszlr31QpWNiYlKIKhzwhEBcnUGLvjGrv2R0YFBntALlkLvLfA3BsxY21nlQn6b/RH1XF5Drgcxac2xK8bRfA4f03Dmsx3Ps"
    "9KFApXZFdXIEvixAuc8E1al0XDPoqvVu2SozOW3pWI6ogZonbhxDmn+EYdx36tV2/HQVjRleXqDTsQn7ZaMAF503PFQCyHkreNxE"
    "b62muVavNEqgHJ/Mt+o0H89sryBOw32UuyGwxMX50t2AdFZjGuKCDv5tKCrYuklQ6XaHlBEOI5RMmxuNl4zD/I5St3CnIxLu5qcR"
    "SpNutwbpIgsXxiHDlUQn77hj8xu7H/s+i3AsHE/XiyWGEY/OI3V3EqsXdeRnrrPRJ+2N0IMdP5GSnMtJpUgA6uMoZ0mmtPGkfiog"
    "YNxiHZ2sSAKI1B26pxZdYPZ5xSVxHhaFJ4prU3vz0/R6Zg+9gEsZSw5nPqJskseXPkkP6BjiAckfKepXJJP1pq5npeoztV692gXu"
    "I3Un9Fe4xe6AZT/jOJzFlcFeRjWMcwGdLAE2xULMJ4Nu0Mmgn28DovUhCKW7g21+gnlyxDXa3lT3by5t8giKaUXaAI/qzGlPhGkh"
    "D8SnkG+wcpcgppswndr2mWVCv5lTyca60EOob6Ptt+hQe+sIUK7EGS8Ri26CeEwRyeU4EStBveVgkwY27sodIQVY2sGAr6+ZTTW2"
    "TiDVP0Lff5fJyOBMhaMFzoa24RbQAg7LUy/JZ3J+THJG0LplEpiYbTHHPdr3swHSzRK/0Zo4XRKklcSrjuiab0myX66Spn5z1ySQ"
    "zToEhvhmcvhah0Etmdx4TcaqolEu/N1wnd26D3wiMpQQApayW7vytLYPejqsqmAtOEc2pwPtzhjHdWgwIS1GDRlCfigWjl1TlekT"
    "JXc+wXyiu3B4B9j9MpKGK1GnMjrrk41Vbp15U3OC7au2aBPSEyC0WaxHJFHlFp36qQ0duQapIwK8I8vYa3rB11G16QqwfOLJdGzQ"
    "mDVS+eVeWqoRdkU2cvlDDGXOaXNDkM89znUqaW4lfnUShTA7wWE/V0XoqFdxjgaugzIKqJUBoeqwDmuZICUpQqmW2gWJxbSZ7NiX"
    "DNzlcmxy4W6OHq06HIvlQtvY2D7VXhaPUYNMDn7LXWTOsVBNJMMZhK6IgLjNFb6GEICN6kcZO9U/Ur8G246+Bdwt+8byZWV/9sRV"
    "hZ+PNlJSMBWOFah5Zxm2XiT1K4ZHfbGdTdVWVWWfYXy4VRBY6bYfrVzhGJdhjUW6zCaSeFMMAYw0XN3ubLZNg1N2ZY7AfU4NS6MJ"
    "iQ57XdDcQIIRApqSpMohQNrnhoe1VE2xPyUMhGeV2EYJRTl+ZsnPf+njCseKlGu1TeZYXxDO+uNB3Px2jAsuAp97BxdXhFcVZmPC"
    "tO/RRAgniyP0FPgEZeIfe+QT+5uCTZcALANdOBYra63CYxrIMB9QhoCkOEX9Oz67OZCgqGpTGy6apXDAj+QozbCSTzbCoopRUvIa"
    "od7KMcpa3uhCwHa/BO3md+0+0k29bNxVk3MUJoR7xSS0nTM9B6MWtn4ydDyOD++4ddVkl3+SX5f+lLO66+lb5fKWAJ0cE+WUd9yh"
    "AvmudxpZ3Q2YPuMZ78XxmYBUqG59e0LQB4DAONHcbexvjxkIDg3Yb3F/3lnObQv87PW3dq21BjvrlkGuRFswhKzx01P3gDGPMdhn"
    "S4mHwkCj/VZ7qP4zUDSgB5I230OApMP5FWjqyEU3laNK97d0WV1nT03akl3NY2gMgFoHupB2CeIEcUPFiKi+XqwLjtD6aM0NV4Ww"
    "0LNEMjmjdYVXRaA8QPLR84HUcBBy1DnCNPUYvdp5mK0ST1sG8lBE0gCCs51dt/cH+Ruk456AN6IcNambpjvuQCMNdiHbTZ9WzHfQ"
    "UgDWXowh2h6/DF/MRiKdFY3CJoTW2s/ZFSMXIPDTFWy3iytN36mNHoTCKZyoyABWUmRPZxidgiMTzffW4QlifSG29kIDx6GdX6bV"
    "HWP/JQ9dpnBhG0uh/wkUnrn87tO8l+smDa2k1pDgfcsTScaJL5D1bhmBDjn4cxERo4WsD9pdHdBoiScJNFcI53coBRbnwQWaO6Tw"
    "ULsIMJALw/pGcWe5Xi0oIoiDuV5Cqwx9dJUhcJtT5w2srns+Xx5eWDS81ocLMszQzJMBk3HZYqL0z4+xyceeC71VLN53POL8deUR"
    "Fm1EHcPhqQOGi6tLH7exx3Hg1J9iL5IVe47/9Pp0QR4j0HR+cJTdT9IEIxqb/OTDExFTt+bCo4c+SLjyCU7DmNHHZW4olwX5a6tg"
    "1XPC6X+Q9MT04dzlG51qaEZnWAOOuj8e+8GO3MSJr2Stf7N89nXSob/Ry1eIIIOQPJ95N/e4k12WpOXRhudoUe8kyq8Kxq2YAzp/"
    "dzbcsIOzYBbhwn3qSSsN8qrDekmGYlhuT1ZPK1zNcs+y6eZiRhTKcSaWZAQpokh4qS2HXtGVGsZ5CPD1bumhV4VuREw1fosrUS5d"
    "1ovnHNGYTxc1PWttpL2QQJNwyh+LY84dRhDE6VEyQXVFonE3z324mryqi+G++7jLF5Au/bgB2M6n6vSAPJcBZclLmNq6JSgpj21e"
    "+aK03JaaCHIhbZ3MkFepDXV3QNWh7ImGRiw2vmPgzvphG9stu4kCpmm4JALUzPp4XIF174iS64LYKeT7ZW143e4dLavgY72Akyta"
    "hBzNbDjfhDM7WRWsMINcVZEmbLQRSKaXMFWpplyyfUbmdBgugdJuqIshyoNnhAVpJ7o/xEbnRLP+GP6MEWUFTVo6ONM4Qy52PAmy"
    "c5VrGsXRyqWVPbd40LnFg65O0+RAC7cClnqj2opCze4sXTpxxci3rkDsM9Xhz+bjGgMNu6VhTkjjr7bW9K1jKVCuvpysr2TzUb9C"
    "Quwi5PRMocowSKf7YadpGLdypv5iLJVNxMtXAnfvfFMwAKt9c+lv1wEJ6692DrO800kBOSk64Nh14oSjbR36gCCOWswvD13IFYMD"
    "OiKvijK9dMGj4jiqjTkTNpEhnyx7mQrXsoqrlxdvgntK/DUnynmSKz3SRjyd/MXK1k/kT7AHcJspoSxBf0yJZdpVPsKpf91NYIo+"
    "XP6Ajd7gcrkm3OlA3DM+qdH3gCbSBpwSQWMzkzMNU2x93fziuMPUMS25o6es391eekrIN3lN4SKVL2uEWY+IJm+v9RRHlaePK70J"
    "tQFbXokviNmGkeggAIvsVkCtvyEMD2kXvYNuHqMQvIJsCEk2l6YFo1uOD8TlD6Q8DIote+MdPyLYRAAJLVtYvWufDZYmMSwHb+pn"
    "Q3nXgiawrMmahKcHpaGenNEiyeVS9e4KFba6Y8E9EAVdRhIX4L10BuROAGvz7xaq80BaOFQ41ewJXyQzBiUwasCPgF/VqzKT28QR"
    "LezEoZyHX+fVAnnbYWYKvq07T8aGUq6cgvg9qmpaVtKK0mG3TBCdaNPnJDYopjZsw1i6wzloFUiBxaXy8PDOAul5EF3pNAXlCWLX"
    "u+UtR+/rO+gzoa9jhwXbuSvsQHnxQwNdu8evWIki4Gg/K9UWLwUJkHPdBi4Au4AhFq11S3gfGLSWwgTQBpTP4EGFrm+w+Ap6wMnm"
    "hC7UBne9SjykFKSCo8MyAD8autjjAZpYwX2QfFOgB7ixmLFwdarnqn5GYmwPeCV2JMtIx1AN3QxUGzL5tqLeip5qau5xvqgD4aOd"
    "uDXd3ZdmO45f+uXcSr4sNlhM/cpGzP28X6dBAHZa+rWFrDv8NNDChG1RbNBTS3nABpbNLPx23mdzG7VtjBb250uhh7y0SAt4Zgsj"
    "Vtx7LUdaL9cs9ydKNFjB4vaejZyhGLxXH9aXo8mkntMjoz2Wlroi+Zq7ajhUMEfMTgxDryU2uLltBCemUq5ewZ08HaU8RknlMUcA"
    "LiMZ0FF0+u2wYU60z5cledXKo2oaZzYc8IcjIKOeQqFGtMxRiAkpoDOB+Dw9xgRGoFTYI4IymbXeNKB9zt7KYSnl6j3sdcBmMVXU"
    "9aXOS2RE7c5j2UFR6Q7BBTtonvCNF5f4rHMXI0i7em0KmChBDr/UQEvIB77oSo2jeJUFt3PTKpl5QP+zGNYlhAQ6EqWjY0KtPFmT"
    "AWvvWvNISLdelVgAc/5MQLzblS6ixkdjEADspcRILA+g7C8pYdCXVBs6RdyX7Euq3QPLdCet+XHPTI9z5Rae6xPzNHCEHYO+lMLv"
    "vqQy6L6kJly/J+k9zS4cFEGGsRU0HBcB3oVc+OkgrLxCzylce68zUq+VvCmGgSmcDb3Tof8Jxi5pvKFPTvzeluXVz9gY2Fcs3qNQ"
    "9gQns37m5yKRfdlGXk223+GI/ese1jCVgZONCerpMNq3fnevqggW52ThglqzvsQ2rrMFJnu89H5hfviTtnbJ0jnTloDjOGzlzkvd"
    "He6pgyJyZPOQy3PO+eAOzbd7xJXOWfJqrD7mwTMHClJxrVMprVG5uDGNI4f2k/BO34T5IClD8iPFexz9wu4ijLTYD32nMerbMG4R"
    "4E8iwerAe+9rI3d5Hlv6q+M0QN9aJC18c7e9Nzm9L19rlqPimnMFgR8/Uc45u5qRQKO5H3hl/eEwWqWCD1cDAahITH57K+0aAlJr"
    "dn1xg8/3CLGM4AdEfdK8YAAWTcE5PyXg/HOymAzP41yFCycl9mBFTa8DWwQsPYFImDchPrRSmhvuoAOoB6MRYNBQt0K9XSD2EQ6r"
    "5WVD2+oKPKVnT24z+75b42ep6TZzTgtBZAZI6CTuC7TC+VxzkJ6dsb2DFY/KRjDOo4WBQqj8loJYPOGSwqNeuRPXyUS3+/jCQH+k"
    "YGdvAyH7SYqjv4EOJDeMcFzaX2a/fA7JMSmxJ0UNDOCj9NEdloXDY4IWPKDvTuRXwPF+fnyskUzcrnR94qVGzt1CfS66SGF9PoG4"
    "uyz2e7wTvHSYOnadEhi92IDTwePrdVvsmUp4dOSQHTEOYgXouJofodjTWuejjell98MZe4mjKyk4Wj9jRdCGZAuQjISXlkcSXKKF"
    "LXGUkqlotzsYJUEzd1kKMWYsUYhMYY1oHqNJ5/TFLdaAHDdFNT9ul/gtG3uRrcVg5aBY4sf8KdY2cpnLRhCp3Y8dbBDAyk82Hgsb"
    "46C0iMcSgDv1dsJaefNxnitem/uKHVgHqqgAUeQwIT1e2d9zWs7k6brlPMzX9yw0ZYbFuIfpNGiMlH3UyV4xte2DLESX0BaTCfus"
    "gpgfCwDK5BbWR9HBaU0svW5CMaKC9rcCJXINoDqUhVCYt6UjNM25g1vPxNyeJ/JHHz2Nx5QYr9oTjBOuncZ3LryNwCy3XupEsWc4"
    "437RSSSCIXFwRNbgb3+bvusBbqhoOx54yu9o3Yr9litRaynbK4dJdmNUW6cALm4S4nirfawKJ0CNWmKrPX5L7mgagJZLMXvi9fwI"
    "QRcUKS1sHW1+eURBsRnTsd9f2fhfLKYT5sKX9kMLR6vAFCKjtc+kTYwuKyAJxGGCkDVP/jJVkJy+LgC3VU4yufCqccj/UntY+LoO"
    "CUniwbOsulThNyW9IGkNTmnAG6sY9rtKOiVusNtyA71RSXjPXFZnb9BegTBNNqwDUYp47FdsXLWWm7ycR9fnnL64BaAtQA4kCx6g"
    "BsqzLbIQg644ITofj4pqlfqZo6PhEWfIb3xnlKaBaGExGQka0YK71RP3dml9vbmP+CERyIKTJXWFhuNmbX8QprixBGQ2krixS/IV"
    "fhbToQLYYQfLOKcPxuOLGkIDBK7jtjcwvgDKRvAGWZvnV/YQDm2chQw4iuaFT4pk4peyQp7a9rnQh37pSgZnOb65E9RUtUcrg453"
    "wsOmbzo+8qJwrAXim0W4BibuiA4lhnNhQ1IPxnyGgtjhzTGFORrkFcxq5c5ZviCidoP26IYvykc2V/fzHmHW7t1A6OVml9swhrSd"
    "U/HqDQVXjHLf/WZXoNjt0FgYxW5mcAm88gCDzoCEPw/scIOQZ6p4hbVUl+HPuSUuXFJnKa5I4aOF6fC6BehyDbJudniHCj+mEz39"
    "jc35b1C/mWNFZp3yTXFVkHAgf1PsszVk225YG4pyLumNeQhx3BQ+Krop8MMdjASj+7QzA+eoIBAuRgRBHNxwHzYXDg4OmFrc2D3w"
    "sb9q0dvT8b0rrpOI8ePhDJrOWHB7BGQpjaShCoAdiZy5uxqeuWZbJiclDAInlZrukSVURDQx0I2ODmvzgdMXSA+V0ETgFFuYRYHl"
    "i5MOUsXJDD+YlJw6PRIKKlMMMUNx59GBBL2FedJIMK1Caxyb5FIUui82+fq03kc+YGTjXzX1xPMYDjtX0SSO5tUcFHcE8A90peLo"
    "QDdztGLz3QVdtI0HoEAvq4Houc9EJWssyM6b0IdHhlFfqRHlxnLpemFt7LVdYy+BCT6n98u6ThpCRnWYrQK1CyD9qNatYg3w1jpH"
    "BcZODhyhQdW+WhVXz+MoiXM8KmH0pA457nIVpyE/7lyLaq2fCy3WRQdhme0kHOurUjO5cAVlHtQGQKVCTq9QExs/SkBtQKIL1UdC"
    "NZhhLkB+m0PniFWT6BmLAAvfw1FwCKdduDx9WDSif+NMz2HhaHDqA5EgPRV9YNcDbQpmgzetFYubm/mtCz/Mb5fz27X95bmVo1sO"
    "vG7tfvtVNmW8hU2229iEu91SwDm4yvItTbxaG3u7m99adb614kRiqbsdRU1v93OICNjPbXgSJhkIuC4k6m4xdL892F0He/Dhdn5b"
    "ah3wtmq2Rlrow7m1KZr9tB5xa25Lm83SbyGYPTFBDfcoAXjbWWR2n1Ek6taiJ3bi9HZ+gjyakb2RhqQkWcMgsWVH0tAIz/pqOz9B"
    "1PFkH/1kw4FTAc1ZpOaBSMr1/FTtq6NR+zinqsevIfElG0BOqu8vi7lVROhxvQ81NyDYDRrNHcGnNdqLQGx8ft/+rMra7/4SrJ7f"
    "P1zjR/XiKbnuMUpumYdHWh1WhT0Wh2HvVxV+V3mOunS/tbjT+dj7/XxYLvEjWYNkIDnIBgQrToPNG+yHa1ZEuHCFC1e4cFWAYDvV"
    "WEsi2UUiqqcfGPcaMawRw5pONxGWT7AlfpC6CPG2De4hlEsC6A9gvPcKZE9SlmRMy1pGKww0leKhLxt2chmDcJw71zrQoI5CDE68"
    "TbYkOZBSW/GQpgxDUmJhiBdnuZjPZokPvDdrRPV2GfI5uwcCbcfGmiOoCLUhDvwgOR6fI/sYc04/QUTBHy7Z4JIN/De4ZMMA7KU4"
    "R00yVIPoJbb45czYLTeHHCB5rhGNmYEPXUCLDngFgisKRZJ0cgw8dU/GogFVFM6Y2r1yab8n2cog4cCtKmdLNczhmKAsQX250bhN"
    "clQRmXvdOPN73SbXAGN0LJD7egeGdB+W9xnrISPZ1qgfB7yttVvDEkH2JU8tXxvoPlNeZiQNpsYDNbJF8krRFsqawW90PXqBmrlc"
    "nkiklAdIAt3DErlb4YPg6TUXM43bYKJnka53aEiYMzWirnkZD5+BM7J6NBwkR+6BJzIcxzaOBDVrkp1ogY0WPQYufiy58hI51WxJ"
    "rlRam63U4Qwc9YFSS8+I5InS3CCPG4zKxBjS8AMBak1noML3AQsUA+axRvBuLdLZtvlhxeQbYh0n1xu22EfxRxtGI0eI9lqMRRYA"
    "i/jDEqEdCmFH1C2ZAR3O1nQJtEKlPwT9E6ifbhokDTdguV5UHcBAOV7SOP4waLTChqSH1tClGgjD3FQ3hO+BHVhnVgdGhAuOiAkv"
    "c8QXOO6QcUfcxOUSMb/05hoEiUf4LQus5Rva8NWSZAWyJrkSZe47aIU0IyHsa3Gq4DdEwrANiAwlDjABD9Jg/XPg3IE0E6O+iIFC"
    "YKAFn49FCTFdpkWGITbWhyR1MaD3WfEdhHA7+qEV+iG6UKNX1A9oDNes6YtrmLw1EgsX2vJVhisyXJHRD4G4Ci0ttlxAEcp05Qyx"
    "KThuynkpT2UMVOYOVvJFkkr8EbbEKBErFttVzgRiwXlwPVQAt/BExGjGV2jGVxs8Hs34asMAUcSH7NgiYLu3VmrFFndVwJeJKUqs"
    "2Q001U2qDBTgpRKSHTAUBuGS4MA1GVKsWVHZ7kCLHqD38bg9rtpXK9L1lTPFvqdJj0EHW8AqZOEeXgBIV5XhmRVTxTHoQDuaQxI3"
    "AMQN8ux1oR/uF+LXQOOFCQgurZEpzVLZr2MjAq6DY/CB6jBqjwS8aVnMEAM80BSsei4BOUdIn23lsSFxyhvJmRg/02AAuUABJTFd"
    "V8AsEEBDygtbvI1V4BXeA/iE5sRzHKV4vSRZgbD1dwEL8Vac2b5e0peXbEh452ZDn70r70oQ/SOFwEnVXgCpIVhLm8ogWXBjBxIb"
    "m4GXJPwUOqIZPKLRsc1AvvsQLg/I/NISn3iNLw5FT6vYghtdJ8e63nVBAal3cpAF8syw6TlYyytaPkIExWMdrYurPaLEz5B0IBmi"
    "6UtyRIDsR4OzXhHhWSv6b0isdq75W5KkTOR9CsEtaHrWaHowmR/ohfZnjfZnndGJK9D+rLMChJ8HfmiK1mhy1miJ1nxbND4cL5/I"
    "eSmK+ZqNS1JQRKTlancgc3EvmpY1RohrlpEN/eS5weM3yEhM3Y1tkZsyQAVeoR9gTlLgf5Bkj3jJ8iDQEjWifkEDeYeBGo1JWccB"
    "tvuDg9p9Ouyx3QLnzFA3TzFMNOtMcOsOqAMwxPqHypHzG8Ksp1FuXzjnDRzHytT1EEaTBVSSKBRtHDliw3Om44oJxGvuOTCUiLZY"
    "HmDcE0xuph2Yy86DpKDE+FQA5ix0doIVJPqse76AWts1NRyJ8caqzZ3J2ZMxKZzeAtw3gpzBuHaN55YkHQmuqGz42apwVWt8cKVS"
    "ww0fv6yrnAWl4uKu8T0J79kL75d1qyCuvgTgENIxW58KMt1L3dMfyuBIdHXYnJz1BcFBlKNsgKIL3uXuxZw2rggOENOK/J86L4KV"
    "kNE1BnZKQC261Msean1ogC54kZopd+792mI/Pr8uRl9PsE6dD2lvK6EswXR3nMd1x62AVEYMEzmzIS2PCWp2GShi7rtJwvq4tu/G"
    "cCWsVKNpnPaa16eJQwGZ6FKsiFjLcb4rgwZgG1GpFHS8Dd4G6JuUtnDqI8mlGxVcevFK56ED+w2XxkHCR9XacKUvUrads2UZyMX+"
    "R0cK6MfY+4Nf4tqyhjA6PoSED0FR9pBGGFxrRAL+8cujqA0dxhdPrjacXQJxW6hsNUdVH/ShKmj5jgyr1Y9WNT/btSqSMhDTXxXt"
    "Rtc0rO5NrYSqGoh0onT0erm+9JIihVXDGjHVqKE1UU+iNcNhbXOQNXjD8b4bBR/CJjhA5jYFJhiPs9kxKb8df4hGLmQa0tKhMexQ"
    "HfDQnqNeYxyrrtkI9iycRqP3Msjc7DMWI3YWPbSID+OZImBmW9+Q7EmFvezzOGJwrLMPME6etby08w6hP2IxYI3U3qDU3SKliJf7"
    "CGK47hTHXg1SYsc5hVMGvEG2JFmBrEnoXhPzmpwNYIbBX4a1nIxDeYpUDX7AJYGWKBfVgzEKyVYkiHNFL8QFFx+G4UzGB6L6ZmsG"
    "2ifC0CVjGhmHnAjMEIhLMXzJcibTqKZ/GYYzRjBYJsPRiIFdDVQzn8gq3a7zMA4aB6zHWa42GlyLiEA9TU4BNqe6EyRheF6LBt/m"
    "6F2AaBpFiBoyDW5IKAo6JPtSQEynn4YZpAxETAncY7ksT8gTq3ZeXLfx62CH26jktQEqqCABENOKjrg1nqzXEhMJrhWPDIaVo9OD"
    "WtIdmNTBDdgQPJK3a9E4K5QcFZOerHVcOBTUiTZ6Ml16g04yoY6Yvo7Ns7g/xs96OWrCEzIP+QipoI/OtKg9QMne4JYnhjABCWA1"
    "ioUN050Mo9eMn2ZDP9E9W56sWG7LSrr/4EjKogbuMxnNSfASBW+kjktO6Ub1lwYPJL7RAcgLGhK9MjlnEgYZ2vqnFciEttvgYW6C"
    "bm4lD6P19Cn2W69IpbguIQ+Lk+vEKpZFq0hkVSchpQyrWAlwMDDibOLw5PEQyxDbF4buWYuX8Yfxe8aWNDvsSfAl0MpmKN9Y2M0q"
    "jeBDjfeIkBg0qEY4pcg4woWNJSO9cg9y6EOyoDuwfUG/Q2W6ZLzTyzlYExzRN7wUvQoo9u4MIH8Q2KL8tEin9HsbRzh6mgwA6zYS"
    "/Bho6dkoRuIUsyVDtGnwkvlEFOv32Q0TioJ6KkmWB5ZvnpSdD2gdc7TsOVr2nAuQbCxztOU5z5QPOhhpDKYPjGHlAC1ojnlpviLC"
    "3Zic5mi30ZDmaLdzriHka7oRiiKQr3nJDo+HH1ruHE19jspEOaEh5w8BjIvXyQ+X8IfAzZoUoZhHcnpghDtBeVFCicqQYyUI88Kc"
    "k4OMQLUcmpBEWRwctES9NgVyHHVxxTjm4ETI5paI8rAiyUjzYOwkRkm2YWKmRjhdSY8ag3csvkULLI5rMPnV2m3wLEDjQE8o6Z/5"
    "pDQQoreh4ZbxQ64xT4C3804K6w1x8MwAd4qN4zVLb70hUw6CpW85ORZWnmkYBjEJDvYoL+EsJQjjHMgSghTW8np2Q+hzwHmoAWKj"
    "RuCJB9d7ZG1dsTTWnNvl/JQubTvkNrDLUVGMlKItGWlDUlZkVeMMQfwhW1G/2HugaYfpDlEa8AikT35UWo9eMCgcO/CAjzP/bIC6"
    "4xY/bYkHwJ23axKV5VtXXjiMkh7DRNwB2O1qAfoKh0t1O+CBj4EHBQcd0fGUEI8gC+QP8cM8w2h/3SBbaap/Myr9KQNsyYJw3ise"
    "T4AtAo/OTzcRNYV/2YSZsTSnHZxvJOkJosqDtHzAmQu38jPn8Zyk4WAIzepEzdIZv4d9GvTFm6XIBnQFsibJSfn2m9hXFeCNGQkp"
    "r8Q+iJ83IW/FWPg30GtnNBbcNuNO4QYLKzzwQMrtMYC8CT49qmxezCUf58UoD83bBu3rZkWEF8C4eIP2FaOMzZoESeN7rXOFgMAT"
    "g+INWtUN3wjFZsMSt8l4CccnxipQPBAXoDswotVNBwxbkeAOFLdNzmDGltOTuZ5zSLDJb2iyZOAD+B4bNJIbpppp47MULLd7yGdz"
    "iXgXsnCDbN0wc+CkVMSgdUZQiDsS8JQGUetMGhQHCoyC6lOQ51kgtqWbgtexdJFxKLrhHgaobizll2vbbLTgHdCjGlUxDjrtF1yX"
    "NiwhBYm1GRs8co/ZE2hLxlvAJjuAdPsElxhHfYE6UcjsGMhvRa+O4JQ+NV4tgymN3JzeWGPCB2H/b4MMQPXf4DSx0TrHhQfch4hR"
    "XirtK2wqbW5vWKGqZkVLVoQskjbB58Z7WNAbZB0E7IqUKwfibEPQceO8AoB2+Tbaf4GowKZGVNbwJ/n5gWr8nbXObxR5wyLaqIw2"
    "+bVor4UkiHWSlmposJ21aTFS2mC/F+M5iIWK4vq+JFmL+sMdsag4bh0yQ7h+v+HhIzJ0bTGS30A5Fpmq2hFfCVl5g4stZEuzQieB"
    "CosYkmI21qxwnmvQHA8UAs1DSDFsrVFvCzRBgSxR2xV+9mrbNX4kGQguw5xkCxeaAcacY0NPU1NQPBXf1QgEMEK33JDUSieUJcji"
    "NTk/ERg5Q4jxl4GelWnUVzNws8sIRQkBWFm3brxv2KIobJlDWwz0t1vsi213R9yKxGHRY4tKtcXiG97IisMWV+6LFRdBuNYvo+jB"
    "WwI8j2+OcCS5hAO+VcUR8BbNmhEe3B62SEm9jkVy7hwY4ZqR8WvQngQe18hFbGbjFFpCKF3akudxQUUEVIm3ZBSKG3wRyU/QGeer"
    "aj+ELA83Q+s1KSJCod5CiGGL6HvWrC3VaBsrSNg1kHMqhaq/W66WJXmBDa0dssvIhpTfesehwc431EJIP0AbKAA/IJC1Z1e8oclE"
    "eUQEiI/m9WiRuE+zW+OHHY8derIdZJeM4CLOVGSvILh7i+2xCGG8JpXSIkC1hjRICcq3y/e1qOLa1x5Xw6Zll6OA7fDuBX6+I7rz"
    "Fm9XwArneqfNvF2BMTQojxcauscxwk6jcu4G7QqeEgRwa04Dj5iSVlTUKog2YFcwgDcjrZCRH3gmgZTeTUa/pjpWeCsunoKqgwRS"
    "9ldslnYoHTsUTxSlHSagO8wytSUFquVaoNaZzjwQS7vWsOtXJFEFdj2aD6NbPUtAA69df0CjtOvLU09grd0O73ZasSDvThnGcrv7"
    "8wFrAsXKWkS0BwW+PC4ouDyrjSxhTJ1o1m2AarwBulEGLKQUG/z41GKj0YD1Q3yfwr5eYdlmI4F8i2+F/r44sEElQzyHLcgBZwYG"
    "KnolzUdjxKMbtSCEgYk4nBVHVLi2DOm+qXHgIXTlB+DV436M4SaPETSHH7IyI8Y8cLlggmOhhQHDvksA2dnBhwmj7Cygy9+FShGi"
    "CpSvIDn0BNJC1URNygQzXVQbb/xKNVzmY4zVe30Dqjod3Hz5gANtIJwTFKX0lgM4pWCAA8UTa0eBqo0wVewn5Kkc90k48IIWalr4"
    "EGrS28jh1+V7MXc14xczh2RBE4xbGi9hAf0RzT5fplsPeVYsu3CVwZfxuLLKUuAxPOs4Mzl1pihrGOcWbPp6CvUx3J4DED/qkYRn"
    "dAl0ThUwyTACoz1Gp1NU7LQKbESCHa1Oor0q0GAUNUtgjTite8O6I+S6irbFMgGLD1WHDxLITOqAJ7ANXPkF8LCmAE3hvSWeBku6"
    "wz1rAu5Ziu9xSeceXvmeFTQE4zH3IP1zD3r7jKKS3eML3IO7RRDMiAz3eq4l3eP62L2j1fQrC7vCzOiKozEXSR5wLKMlowCBOD1O"
    "JNIePYStJQCEsku92iGCAj8UXFB8iKviQL+S2JJ8hcBqxe3qq2p3QiKqqyssfFzFlt3VteXsFUC/ytO2DEbwV0fvca5u8JOk45Vl"
    "FMb+UHE1yLTn4DoqB03hjVLOjPpeSV1oggaAj4F6tn/7JaXijTdyNrSIMFAD/MD5BeR4fA9A8OTAw3RhTzmopDZ58I0JshIKJARb"
    "59R5DshV0f3yPiK10oac2me4GsHs6/dcljR6RYoaRcZ2xxCfn29It0umLuc10MsCBsMgzlsC0iNzLj/iesSPDsjIpRAaho+i2r0z"
    "VB4z5n+xqsryNn2wUIM+UMERaNIUTodO4xBSQSSRTmwMOOkj6vt0gDQJOXhrLd07xnBAmTwXxRiR9hBI+WCYmxqoeYiUeUHO76Fo"
    "ulyU4z5JRvsCkLEj2YEkc/lCOg9eHuPMMBBq/p4Ez6nw43u6oKmfVhxCD8ZAcWsZOBdThzIKV0vgBNT9e75JxXu1aRcGnAg81m2x"
    "FuucKZgRSmnukOwXDVSNOcAStyjFDmSYG7y6WmqYyUNnA07pirZiyF+O+HnYfOB8WGZlhz1/1oqyPrYdsg2XYCEQ2XtYElBMCIDJ"
    "1gbEYXkP7eOBw2RQOiSfTh0TYCVrrXgWQAtwoQ4WgOMCLo4cdACKnFklIVFQXdvs9fD2SlQXa+WKc/WDdn0OseVziP0eA7RDSqQr"
    "YEIZHHZxBth/NXLCEhbWzQ94EewQHCiGZBRryp54dJpgNqXlNt0B1fPAZo07PAcsnzfk660Ylp6TmvzBD/eD6x7uPx+0gkIfzOwO"
    "Ods5ssw5AzH1MNoqfwUYwEi6pah2t6WwjEyXKGE8Ue9c/pzchi6a4bDBD4nAC2xxD6Zc6DNs3AmJiINNLVD/xTVBOkBm5VDwopIk"
    "I+UzoRWbdF0fjkIHJo0A2V80Fc2hGWpJWpUC7LLpSoKGgbfMk+KWD0IgWjruqh3YIBwwX4LyggHLBAcVsAP3Zcli4/VwwJT6cOAx"
    "X+M2bjiUbJGw/3SoVuxRD6zpB2ZalTExHBpJ36ZYfusiRa4Rb+sINouFIqxdV7XfrC9fZVxW0hnB4Lyarg3flamVxtsE/CklRwIH"
    "9NNgEE5izeSc4iDZlEMlhUwAoMgPLP0ecD6fVA5EjjkVcwKrAodrZSgCGiUcwZiTHVqb+EKw5dAiHS3aLITjcRoyHCA0jKGaqltv"
    "LTkPgwJ2ooUzP/hAHJlMJRBMtBBnV0k1xATmUVjgoWntoe/UtnjhRFG4xfIMNiWxcKCpV6nFOTKeHTVYktBXQ9vSO1kssfHA6YCi"
    "jXax5BJe6dslJQ8XGrO+cMX1+5ICDGVOou0Mdvahk3WANk8kU1o9g98C3IAgFzFXKjXpNoZ5dbmzVgo1CibljXDsWWKEXBa3iA0/"
    "xFZWtQ4ZYL9J4/kw0EKg1hQIia00gDTua6dllWb5PKpTcuvZIm16AQyXQPkK5OolE26AO5KJ2CddjFRHM7ChV9Yk/LBQxjyUuBej"
    "En6KVuMLlOWSq5/ctyuhzg+UTa7xXCFocTG5KLEwUh65W1ke8flLm4yiAeeMxgjiPrIkHA/0aXdsxssjhKdKy4RqWYRYIzrnanWP"
    "hBND8RaAMnUh8Mg1UcwEq41IQZPTQBoSAXD84SBvEmRJNszGocJuAoYUFbh9K8jJcZhe+TgIi8VUyjJQ3qditUYmV5yW8otVpT+1"
    "xJIehoOiaVBY8c1wkrSqtoiUsSI6KPIixeIqOD4v+MFDbZxeEcVsShDNFHe42QDCct/BpVeEMVMP1Ajq5li1DmN/AKC4qFE+ufq8"
    "QUJ9uBZnrqw9dIpeQVyBBfXUGNDMi6sgUABnFN4tCfz445Ch6tCDcMwvZTZge+1Du0mUIZSKDdURP14UBl6JNDYDomiIa70WGL1k"
    "8Y9QR60Noo3VfAeUXb0ACwcg3r9eimTuyDw0dvSB9rx16zQT8+28WkOHeolmH1STHRvP4ztBTYQo9N+MqMCCLXVIONOwIsHWsTgH"
    "TZIb8ZVEssx5E1xXt/4GjW7SYg+BikeCurxzdgJrW9HcORU8ADEuDg2TNFAdh6eoio5U/QGQvLUk4oBeJ9XY2qoK1htqSL4bwV3w"
    "zgg2IEh0dsD0Bh1mzRkh1K2CYv5X2+ixxcI76pVWrYj4Im5Peqh1fYPDC2yXR8w7m40oG2EHWoqqISzWai8HK8WcVPGxMJk44DxQ"
    "jQdsO2kPG+odO4kay8dG9jhaUO/YdNS7GuTUimoNmYczqZ0SV2AEQftgzrwUoRZqJA9TyKJqhmobvyGWe/zMyJsrXAUvLcqRabxt"
    "kBHtl6Kdv6+jlhDZtq94NRVyD6GbCgAUTXvNlrHGcKTGUM4FQMiY1S6XUlf7ApNziXaA6iWq/amsDiqRlXxKXlbtRVmwwBvx1hlr"
    "eo3WtFZzqnVYUI3JgBp2hL4yW1ciDGuj7FdtKvoGb8k60S13woFC7ZU5OM9Dr1pjn6XGMAhSkPo6BIoXejyTiHrNljV0TARIQYVW"
    "L92ygF8aRgaIKfJBXTxNROV770BchnLQOroNnsunFl16giXjWcvEtV4tYU9Lq+VjIaW6lRgQFiQl/BbI03QELWgBc/BtcGM4oi0P"
    "hR+5Plo3zD/0kVN1C4NP0jVmmaRO1kSzEY6+KkrTxDv0S8R0a9brC/iwzEGTUBsoInWqlhkg0nNPNPf47uXxFSsfvkDHNrQR9Y69"
    "jNAajnOFWJcRWQJ5mcITAawMqeXhymgDeumousoZj8fAqIBokfl7ESmKo9gt45UEAyNn99NSMeXA5HUYdNccodexfFXj3E7t53Pr"
    "jlFiQIeBZd2v9pR3qDmQrFVQevkgQiQK1+LJJx0RrU9rbQDWp2wpFQD1SXOB+sQhYX1qdYPE1MGbpYDW0eoTzxljUnVtDdH1FX72"
    "qOs9fly6ucbKw/XhiNJ4XeOHG/Dr8ePaOBkLhFBsgbhr9EeGBWwI0Qlf9zl17hOcyNqIgPJ0ZJlzXic98MP1DX5ov5BUbBCitPhG"
    "YQPRECNLelGn7kD9w6AoTGR0HkBKirTKTvRAeyGkvLvmhlnDpR2+UIINcEcfqJwzdgNyInHTwEOzwm+j/QiDa/wwG8JwABqiQDUS"
    "brL79gHw+VVqGt+tbWK3VrrywPaiHPwAaNxsqPYbOLQUZ3Y1eTr1HdD91yQ5p5YOsoQY2ZpDF/HRJ26nziqAXqrMAnp8fCPenhW8"
    "TgodxDMHnd+Y4egwipW13CUkvwg3JLErZ7DhspMBRuhiI03O9FD6QgbRwTzibaGVuUB+AxZxmKFbaE0EmOwbNfm9PKXMIR+obRRq"
    "mPa33C/5NKyqy13p+x3c+gihFhRlCkD8mDgDSs/dMosEEiU/j8ng/SOPKqFbwqgcvdKyE4+xKSxcLJVfGJK0KilUMpFAm1DnFzIz"
    "0D+DNoqyap1xkSefunQ5E3hNwu7SOC+S9fEAeiPCqknQLyxU6gmyhBgYNTb3ekmuTLG8cMQrXS8Hut3mOIJMiCmRiWwAVeW8LT0g"
    "HdOSvvA8gSyhZkR6XtU363xE8qxFafw9IQXpSd2yGYEHUNClyWWjdnCrOM51SX/IgytFrFi8qFuqPFKyU6FdkvsC9o/mZZ2mHJxL"
    "YtrwUU0KXo0ecWygySVchuF9A9GoBpJDDaofm1M1jsVWDhbQomWl5zIgTmQ1vtKM/qo5kLQkWrBhYngjil3Fo2EcwozDEtrRBD2Q"
    "0gep4MnA0PVqgI04FRRobbAR7DisapKiF6nVE1OSgVpyVoRKosCuOFbcg/36GxL4Ye7V1Hwj/kDwVHTvDVdQYVULBEsW0KiuUTYQ"
    "IydvBRR7LIPQgMgA/UINnneD7hkrnS1VBYG68eAJbt1xAt/ysgOJINcvxbMATYDWAVPRLiX60HKHHjQTw+VWDiAa7hWOLBPXvdQ9"
    "YFQCaQ50SV7yjp1c0o41oolnM4Ftwh7/LkfH2epYpi9htxLDaf2wZLtuNM12iyHOEYKnZFcgKCAUZqSZNaNYr0QNcPXtxtckPEIr"
    "3hKQ8kImmifSWnRBRjRXdOCFzl28TeetxXV3OngtyG8KlWRGDyQ+yqPhTFLmj3F1sa0/EUKa61yo4AZ9ixa5xfxl6c+6JuFmrzjT"
    "dC3ax/1C9Gymsi2TU2cJZhPMZDW+vO8NcTTDIRYlrrh1UsxBePEj575m4IDVyDGv4wtT1FFOyPa1yDKsaWAPoIWkZgt5RiPc1cew"
    "wbsAspYc7RtZHkAJ2HHOR+YBOQUXgfCsXcEnQYmWL9O2O3aaZGzuJd1tFJocwW9A+82GubPrO52VAlLT0hb4oVEGhbY9A/TfSmhC"
    "VhbBuJwo3hJYn4mHFdhEaiGsRYXCoIWNblSbC28C7GEj5246YD9eh75WnSQoHgCPK8i3gHIs017h0j3lQ9q9PuS+8NyD1YWWvBOV"
    "40bU39uQ1rzafY/OoOWPYk2tchSbfm25rD0nK/zQG7j+X+Mbp9y48747+uuW4n8tDuXxKn4d77bRU/sui6vnHCQ8AHolphY5pA7F"
    "ffPWHHyFmi0EDH/we8gCiHu1Yum0Mo6rslXRsdWWq1K09+Wsde6FAYfm2lqzgRazrxaVF++FeUTbMDvgzdThTDPHeSx5vppjnNnV"
    "+SqtgW3urCWXdkGgRlTeTefM72pUwbgpKoWpYjQ3I+jtXkd7H+TMCPD2Enqwsz5x3ccHslB1PMtkwyKb70YUVS2qIgigzHLb3YMP"
    "otqOr4NmD+e63HCI87wJ5PfK4juBXqfhghO4mgUZfnPuVzAhyi4I0mnvLHA+gYyA10EK1CiFltvuxC9Ev37lMssxcTSupRwHSlfC"
    "uVxqBo2f6F7HZSxl1s5gNkxFK0a0vNT2nCOS2SivEtZof7RFE5CRufgehpztzZKkpCCVgZqUdfdGDQFO0Lc3BQnr5k1BUXHjUEfV"
    "ng4kK6y5GJcYjgF6lyRrUaZjtI954Wjo0gUda77xnY/rhVVemDHU2cfn6XgLxBGsgkCXk9eTDksGHQ+TdNyw7iDT1YGj5QNlkL1I"
    "t7KP163xs/dFReh4HJLj644qfqCNThS7TywMcEi3U6BWsJIAFCWOeHKLyfGRnbg2cUbJqEDcDE8DPwhRitJ00ARmwG0nyiuxk9tt"
    "8IMTY3q0wh2lyDuIkcPsPQhziqbqh2SrfpCx+oFm6Y3iVX2lK5mYH0bT8sPEoPwQplyHUTXsMDEcP4QG3mFiH36QgXhjvdIBXKBZ"
    "A8VN3ItPttsHrUhpFO3aTUM3/CCr6mKtuAyrDxNjOIPbUR/CkPpAI+qD5zg6XMgodbxNls2HDsUWS4pdhUl1dx/oiiQXLZ2lwVSy"
    "+Z1QNsJmAlvHiasDoW3pAXajh065q4V+tpE0uzzQyjIofTimDYPBw8QQMByUzoFMO85j0FDQgDbUly1HDeiDW5YdwrTsINuyQxiX"
    "HZJ12SHMyg6+7p0WvcNU65BMtA5ufXXgkT9nMY1NhlGH0YrpcHE28MJw6TAxPjqMJkYdq7EbbYgOtB86yDboQIOgQ1gBHUYzoIB8"
    "qsQPL81oDhd2LYcwbDl0epQXHFiZHJJRyUCeMk731IggGd7JQt8ljTwOHb3RAFHeQVYcB5lxHEY7joMm+DLWOMBI4wBzjANmpB3r"
    "PU/H+8mcMKQ49K7bsUejBkuIAxf8YetwgIaWXtocuJTdo6b2PhDCqRiYWRpo73DorSD0kmzDiL2XArqpucLBLRIKUHgqGSIcLo0L"
    "DrQSOMAEYJxAnJgDHEYLgINb+yOgYZ8hLPQNbpyPAEb5BprgG2h2b2CLEhb2BreXR67x0mgfbxhN4AGPhuyGC0t2A4zJbXLxMDA3"
    "hL24YWowbphafxvu2IIeZPhtcINvxm8K5RlVwA89f1IPE1bYBtpLG5KZtAF6cfpYToJhtIFKcmgLbej545iJB138OdwGTya8iLT0"
    "5ko2NEqTsS5j8ST0JtoGGQ10DWGha5ia6BpkAmPoVWqO+Mk81wBLWgMEaWE1a4DZrIErUy6UnyxnDaNlrGFiAGsYzVkNsmc1uOUq"
    "4wxmgBusGsI0FREnxMcVxAqPiBXDerdA5VxDiIk5qsHNTg20HjSEyalhtDlF2JJNBI7c1NQQ1j8GWpAaoCgWZqOGI9IAsSA3GTXI"
    "ZtRAQymk+EQSdRnNRg0wCiVKWbOwBzXEWp4sQg1uEmo42ieF2BHNNQ1HEv4gqAijRMOxhCAPzBENskc0yKyQMVxivQSNBw3YGzsi"
    "ZtkLGo7W9UmUKiz3DLKzA16SQJGFho1uQmcImzkDjeYMYTVnoH2cQdZwhmQOZxjN2gyjXZsBhmsGWq4ZbvAE+0Y3wDiUbYQKMkcL"
    "NINM0AxuccZ5ngVCYqxU00rKEMZQhokZkkFmRgbaGRlgUWRwkyJD2BQZaENkCAMhgwyDGEdq8W3RNEs4ROY/BonihdWPwe19DGGy"
    "YkimKYawTTEk4xTDaHZikLGJAcqF1WKEVYchbDUMyeLC4LI+bt9gYMKp2vnWknhruQdJ7NsMPzhy/CxrbvnDHbc6iX67xS+OYcIy"
    "wYAlNRghGGBPYIDxgOHWoofJgAF2AAbq+B+kpX+Ahv6BKvqH+3YPxkZUxj/ct5jvW07eLyAxAspBHpTtD/dL/CzX7lfVLJ89Pv/6"
    "+XNmHzv/zvkT59fOXzz76Pkj5//3/E2zdvZD50f2/7H5vnl+cH79/Mb5Y+ePnr919shcD89/aHY2+knz/4rZO+d3znDh32z2qTNQ"
    "/ftDsw+dn/L/O/bDP8T44PyVsyfnJ3TNZvD9nNlTIvyeMpan52b2Y+e3zv/Y7KHRR+Yr/vr5bYY+OP/hmZ6oWPFPT3hgaXvksc3s"
    "Gvl+/Pwds0+cf+n8m/b/5fOHLeVvnn/AUvd+e6cPWppeYRof2ju+abE9PP/7ljNnS+M7FvbU+Htnj5iKM99mGvKls0dECvl75392"
    "9tb5u+zpb1ksHz7/BYvn1fPfOP+cvckji/1nz98z+1FLzSfN983z7vwHZv+VXf9h5inuuZ4hZcijj53ns788+x9mf+qlL5/97fPt"
    "+Ttnnzurzv+hPeYX7Tk/f/6i2Xtnv2bPf2R3PbZceXz+RsvVx/bWn+25j/QIfcbsdUOfb3c8tuuR9if+VT7ML/PK+aXZz9iXfmDx"
    "fL99wZfP/4jF9dOWBtz9npm+7OW/7z//108/cP4qS/1ffekj5w9Y+fgU+2I/ef4/Zh85f//5z8/etvf4xPnrjZ/tGV9t7/VK+sb4"
    "fXqKdaRCn37xvNfOP37+rNnV7A17N5W0dyzmJ8zvavZxK68P+T4ftd+blrNv2tWzlAMR50v2Vvj3zbO/Ze/1qbNm9iPnn7KS/jvn"
    "L5h91+y3z182Qyl6m7mhsvnmWSn/k7Nvmr16ft/sV8z91vlfm/3Pdt0rVm5+7fw1s//v/NTe/4Ms1S9b2fy43fk3DT08f/kMJfcJ"
    "8/lDHuvnmM9r/l7xpk+TW+X4+SnAm3/77IMsF4gR16HEqS78Pv/SiutpytWz18jz+bNTvcJPsZ/5dZ/4NX+E13/P+d+YfZV9s5/8"
    "lB98ejwPllPnp9/50g+fv3Z2c/7b9h4vWw78nOXvh86/YW/7sfP3vPSKpeEbrLzMLB8+YaX6qaXxa2bInz84U406mxvpVq1+bDG8"
    "Y7nzZbOvmX2nlbnvOf9vs584/6/n3zp/9/kXZ/fPnznbWky/z9qUV86fYfd9wu74easrb9n989kDyxPU8H909g7z6C1rBd6wXP8N"
    "Q/88c+lVu+NftdL+6VYKX2MZeeI5+oUMVyqesr6o/r5t8b1j9NtmuP6xvdcPn+9ZW/HHLG8eWAl5y8p0aaX4d+yqf2amuv/4/JBv"
    "+oTfYcYrH52Vpiesx48Z+o2zX+CT9DWe+Bf4Ji/rX2j59J7Z41QjcIXwS7PPSmX3nVSLZ5aqD9hX+HHm7K9ZiX9gOf4Be8J7WMen"
    "JQv/9LYfOv8J+r53dmb9ge8ve/3Z2heA+5+0N3iVfg/t/2+wtf2ohbxs6Lv5tNdZxt+ZpHGsW5/lpeot5h++09NzNvt1byV/ztL4"
    "L87QAp+Z03/EehuV4FfN9Tt2B0Jf5Td400I+Zm/0p+1t3uBXQun+9NmnWRuEuvBps0esF5GTev7ne6l/am37a+f/cvaIbfNv0udj"
    "VrLeeJc28fH5/7GS9m9a+X/H0q/y8HP8ktGfPD2P/z73os2atomf5vxFz3lxyN5y/xetv/m/rUV/22rNfzv7qfN/Yz3ID7xLqn/B"
    "8qi1lL5u3wk5//OW+vfxO33J7H2Wv99kfm/Ym/+09ejou9+y3Hjz/Mf5lZ+yHwM6Wz/8tuXQ2drQ985+a1IOH/FLfOmktR9bZPXv"
    "b1ldmLHsgj7lt3/CfvgvWQpePv9Ze9br579v9eeLLcWvWZ7+j5aqz579CXtXpOjPz/4aa8yv2hVfNfuK2d+xsvZJfvHX2Gq8ab/7"
    "M4w9/gmL/ztmqE2v252/bj5fOvuDs7/+LrnTn3/K7vxujlQwXvhZKw0vWcgvG/+45cr3Wa/x0N4ZbdErlg+vs1X+B/9yLw452/c5"
    "c8RyY33Hj/FtvsFa/w9Zy3d9/pqXvmX2q6y5P20t609aTf5Xzv+yfYk/PNMXfdNaPLR8b57/z3M3+6Ozb7PS9c2W4y+ff8j6rL9h"
    "PewXWu6+//y9zCmVT9SeJ14738ta8rLhP+bfDvX2pdkTfvfZpMW5rMG/l5DPnf0v5//+/LNWal85/4LV5n/n/H32rP3sl87/NL/Z"
    "00k9RV16wF7rsacErm+2OzUufHj+vNl/cv6LVsJ+297uB831d61uZNbLfqv3Zp81m44XIs+/7u7QZPbzrBffNvtB+94fZol/3dL2"
    "rbM3rZZ8nKXuR8/o8x9bCf3I+etmPzRDvv/ou7YULw5BO/rAWvMP861es2chx3/h/Pq7xhaj5bv/Hp5/hGVAbc9/zHt/mb3mi2N7"
    "y1qxN8+/wpHRAyvhHzX+kfMw+4v2xq94Wzn3HHvHSsVjjhxeFBv62ScsV+9wPKJ+7b0cv77Dfm82+4bZE6ZIqXzd/L569o3Wcp3Z"
    "FjxhH/mYIybgN84aTb/Okvi+2VMfdbwoBR84/4SNej5i9z88fwvnF6+e0UI/tq/29HzZyyGmLzH+R1PrNY519PYPbZT99PxnZuqd"
    "3mDo59io44mNNv7q7PtsrPvx8w+c/7LV1W+e/af2zH/7/NesBH4tW060qRiLo3d8aOXoX7I3/6LZn7LR4G9zPvRxu/4T1sZ9pvV3"
    "L07bbPZqCjsz357YLEW58GQy8wH+A1YmMH/5Yc4DkGKk4i+xN3+DOfJj1jI+9REI+tV3mLa3OdZ6Ue/8r9s4QD5oJz5+Vhv+Ku/5"
    "uMXzJbOxRx1jedXe/f3nP5dq21vnGF3+g9eST57/ro1hURZeO/+iPfFD9tyPn/+DNEPUu/5pH6kilb/N7465Itrq38+5y4dtfvUR"
    "joufWH1+kkY0T9jivsbyiRL+spd1/Xvsef+2vc3r1oc8PX8aU/jW+cBYz9Yaf8RchY8kkOe/muaTL9sI/7tmSiW+3OfO/j7rA8aK"
    "n2etD76oZqg/Zj5PWBuQ/v/LvuMn7H1fNfdft7LyBlueJ9YzPbH+8CGfiz7qS1gyMb6MkDfOml3rq/zD7Jn0fp8+e94/zQ1xxVen"
    "8eM7HGX+5z5ffMSS9lesz/r62bvX4MeW03hTzc2fsNy9zFHC760/fVG5/qBdgXkHRvGvcEz80MrZ32N9fcIRBlqB15nTX885PdAv"
    "2Jf61Nm3cw3jDY5zv91q++Pz83LlJc8LtK1vsnwtZsqNX+OXftm+6fvPv2nlGE/+iMX3ldY6fPhd2+t360vQnjydjG//ONcwkKMf"
    "ZinRXerrv41jvt/Lcx5yhHe2vu/p+XV/1uvMnbet3r1tefQV9pav8ClP7SrUxI/aFZ9kj4B8Qwq2M43bNTP/TJ8HgP7jHBW+87v0"
    "gO+ZPT1Px5iz32UU/cDq64fOP8FR+vtmrzIdr9gPz/r1879n44U32Pq/zV7oAd8R74q30b8HZ7UDmj8/ZLvxNK0g/VkvIa+f/4vZ"
    "V87eYqv6KxbPJ6xEfe/58+2tHp3/zvln7J7/bvZPWU/w4zZHfWSjku/lSOsfZj39oJWrr5u9ybWNP8c6+wbnZU+N/meGf9V6nL9p"
    "6fqP7D0/f/YFNiP4d99lXv/Ixt6/Y1fOWHIfTPqdn+Zs6rHPzV9hXrxlOflB83mTsz6EfAtThjbuTUvXN1rO/0muhzywkfn/dMaq"
    "xgcs/7/W2sVv8fb7z8zQyzxl3/8z9vvnZpiHPeCzaitNb7DN/IiNcNECPva1tS+bvcPnfYqXok97pmREL/q6zWYeTNqDR+zJ0Mp8"
    "0mu9vi9q7r/AkoLZM3LhzLr0DsvFO37P185Uhr7I8v632F+8YuPSH3mX0lta7r/pNeexPy16iBe3Yp9hz/pCH0s/POs91Lq8aBw/"
    "HXW/586K2YvGvU+sbmgU9OAc4/8HzPEXj4h/b63yG/YVXp/MhB9xXKnW5GNcTdS3WHHs9uD8oXd5zufZOP+LZ1/P8qOv+RrXCFDX"
    "/4rdibqMFvBNtjaP7doftDh+yfL0O/i8hxynnZmT+P/+c2XtQfzDCsabXu7/lo0y/i1+t6dcB/7f7UmPrfV6xDVwrFrOZ2+w93jt"
    "vLT2/y2WWrgwcn2F5eNLZh9ly/hR60nOXu+e+jfMZhqVvHhu9tBX8eJ7foGXIqx2ftXsUYrv8fmhl2Xk5cuGf7+l4C9wnfc1y5NH"
    "XGX6Wubil0/KwfexHHwG22CtUI1rKO9hOXxRyOdaXXnt/P/z9h1QUlVL13WHHJQoCCogCIgkM5gxYlbMOWdMz5x95pye+sxZnznn"
    "iAISJOechhlmhskzPZ371r9rn9M9g5893/pcb/289WSY7r597zl1qnZV7aq6XUJi/R3kW3xDBCtSpc3J6N45eU57eV7p/92gWeyY"
    "Pbk9uFsxbYz4ZzMHvXzsMsNvanwei+ra3yYJq73ecufNvGL3nYE4XyoriYH/vrRf61JqwZA/78v1CyFbSepEe+dwWtJA3NMtyu2p"
    "+kjQYbTMtboVtM5UTfkIYjE+f7fMx5l+Fj6LiwFG+bdp1Q3Qb8kmp6MxhtLWR07+72cuAjndAKnbAZpsNS1fjQ6Fp1uGNTqVXoHD"
    "bSkfzSql7zUHv9/bo3iHx3p5Heie8YAm3ucsH+H8v6ONNlgbJ1UdIFUBnrIBK9pSmvtMfqn6K4zq9HV7iWro9ydBXyAE5rKV2JF6"
    "po4ekYsV25N0x9Xe/YvvUb2TscJ8d/B3XnkNGKIGGEF1HM7Uf2BzTIdNw2q2pnYc6G2586ZcRLMEZ+Jp+ZlR7iKccrOm+0qVPy8Z"
    "TeUi+SJbcw3rPY5tw3XN+F1K+0+YZ1mTk1+7gtmd0PtBbtfd1d16Gap9WW+Wq4DrTePMxat7SidZzVO8kxhCugj3Wa6WE9wFO7sG"
    "96zAHVtC7kJaUHfC0/4+7Y56emud8YjLYYwJuOLTPEtJxucTsMnvUrvli8c3PT/ual1prbO/WbtJ7HwHvqNWe8se8hqeJKrrtENQ"
    "jbM4E16cyfMPeGcf7wfVEQscxZ1ogafaVjbjekaJkbaSOj7RifjbZTAdOjcdshVsi9mOAtmW8atQy2g7xvBfqifgagm/HjXec0pR"
    "LpN8PosVtAeCdPGVTow+Pw40daCYNZoFnFsGC3YDzsjMZmM1+V8ZL8U+/+T0acJHpZrLENpTnikhtVfW47Ms1GJIxLHEWA47uUhv"
    "jJ7KTbCAVXgmywxtUJcZqtUXg0o+eZwZhRJ6uxlGQzKQoO1kls+iOqk0zbyX1HHvJ8Cm98WOlEFrTdFn8NtekMTz5Upo2el6Jk7y"
    "GtzBI5CvdfqEXCLH4aSUU8vfKCeLZW/7YTUfZOYhrW/LFnII7ryWe2r3+xD8tdVci914upwfnvZZ4oReCw27RI+WKbod5GyQvC8z"
    "9QV9Sr4jek37jOtLjMcmIFNlOLMu7tDgI2Whz6keTH9jiDTwO6rw3nJ+9iJoxrV4z77YoQa9hKtegZWr1d81yRhnvv2JMr6Q8ZmN"
    "kHu7t7crDZtkEu3vPtBEzUmIPU0bnKYUI3gugt9XanOawnlF2fxVv//F428OH+S3Zhmfy8nGlVLw1GroP2YjZQmc2gy0qmnNBNY8"
    "P3bJUMZdpPFSjytmYB8yRPbqc4cZ8hoMhziJ3AN3XuhzXy4vvplEeZW0R/fi9Y1phCwS//Mf/V9i0WthY1P0nywXk6KfOpI+V3MZ"
    "DrOkf5XbfZNWZQXu8ATIYR1OxAm45xMgTxHdHfiggeuQYf7ORUGGyKtyBFbyN70WWqcQ123AfZwqy3DK/l6cIpOLUrhXpuiRfIb8"
    "d/01vv1N2JiYjsI7V2NnVuGM/aSXyzSvDVxGQL1knwdZzJ8HbCNV/pWem6CNGHRcLbSwZd0j+hPxfC1zizHYM/Pw+jAztBV1bhxy"
    "bRa4OVSTT942Yj1djCGtdYxAxPC/V+ht5rPB+T/z340fTMHzF0FLGp+nEOu9GPK+o1Qwz7oY8nIIo59J4ulafU8+x7+MvZHkaYvg"
    "X6XMRQ2XjyTe7Kk/TQzJiBRgRZbCippl38jnzbduRdCq7Skr6VzWvBQ/bf8nHeLiuh2lDxHXNOjrTJNX7IQOpg+fX+8ktTGelMG9"
    "ZejlZZqJcTX3pPa9a/k9o4l07Tr9YZ8KvcyKNPKQQlg5l7eI+9PodIihaId9dsS7e4qLQtTzvu2dzcUP6nS9xeDEIltV+Mwj2KUI"
    "pLncR+AUVjKkb2we6wJaHZF5f4qdiIyWxP/i128p3YBcnT52uZyMz9+s9x59mc/tGe65htf7n2tdQJ3cyWtme7aI9z+MTTYaJ/t0"
    "PEsroqskY/xLcRpruB4lsO0R2sUG2tVq6sbmV2dvWYlrlxP7lzL3dBYkPg7MkcoxX1x8Sz0qavqney6rn6ZXaE80XBxWdgyvrDX4"
    "v5/Gv+NJzMUpaaCGqiKHwZhpr0kJnytN7SEyQDpJY+ShAch6g+e7RBj/TDHq0g22RIlODVHPIT/OPmN+/kJ6hpV4j53UKngpGTz1"
    "ZFoq9xzaJKu1udf7za3B/4zmtiQmP5qxt8bInPNgjL0TIfMhqjX0nN2JcCs/AehyrW4O2/ayHCyWLxoju8hytez5XvAb3sV7V+Jf"
    "L+KzpXiyg+VY2Jezsd430f6n8DyLuTqTYRWOw/1vTcaLyUeUKzRWfsH3L8H31ZGrZpG/P/DOCngSyyGTjc9hT/4w7+pRz+LKtwam"
    "J8aK25GY39sGnoC/g5F2kPXUohlqkRSfpgf5T2v0DHgZZt2OlmGQlQXQoGtgG39kbq2UMrCc0ajl8NXWw/Iv9ZGXpnZ7a2lBT8sY"
    "V0ltmpMc43OFUchePfVlLVbKmHa749zehu/6b+em/pvYMv8rthrFPrJ4tewO+5JgLvJT/G6Dv7Z9qoSrcAbtef5oRHM5lmKsXTnv"
    "upj2ahhWdKR0/1trYFp9pDgvLs1TXk1Z6CBJSnMddulC5j2NRbQEmjRCrZrgk15E1pXpjmWwmqZVJsK7jFHzpmkzNvJkt/9ba52k"
    "FU17S1oHbeK4vYMgWSOgs6rxWhHu73EybxI6G7ZhkX6uxfTlouS6VDMivV1gUfpyMnWyWrqBbKXePnKRzQNmcM7t7x8hlSLN5d7/"
    "m5Ht/J/pBc2yAWtbp5Og6UxPbya3AGVW6mdAoR2xG3vhxByK8zYCvxuHn2fkouXl/pta0GuzP0vJStqbGqkKSP04SOEuYh7kMr9n"
    "Fn3cqM8B99bi5H+hJ0qC+rODhDnW4GBGyszbMI++kOtWQ98jruOpp17Wl/DKar1HVsHP3kL6A5m9Ba/ge1zJvIkySsKF5LI2aGex"
    "7P1GoMeN8JuierGkmH+LQ7tOgx427sos2Bfz0xrwrMauXQENfgfetxa6ow+/07Lw58tBYh5AHfa8pXxJWU4BSdQxS2ysqVm4Wgtx"
    "TLxqeqi1lIO1eqWYtJ8KGTerNkDmQ+8b1i8kZ9EQY6W3LpW6n2TUxZEWaZFHKYmcP7tHLipdDLy6rYTaGEtzf7aTMs0ywcdQyiKe"
    "P7Gfl4Ak81y24nOAmwy77A75tbjfFUSUKeZaNgDpD5WPcjmCEGsYoxdgtniCFGGljc3dAyu7jhH3EqyLoZ9Tsb8Rchtr+XQR/G8I"
    "frdQ52GFxuE7tpEIc2uWjT4An39a36JfaYwg83WrsaLbBatxEl3Uc7NNWFRZff//R/eaXJ8rFgUpgDTHmeOJQgb2I9bsIRmPDbLM"
    "or/Lqvy73Ii/9lz/u2vwd66W/zPhJnUJ2VhKCFmsh8TV+Kxhhiyitj6/3fp/8Ffte+JEz79DExjr5ycipChs1nnyK3R1fkahcVwO"
    "BLZyscIkedkRWJLY31odx+O5S5y3UI1TkfYncEegW5cBctJdy5zY+TjPy6B91K9KCK/XRRMqcB/5o5P57+CBHIqub4KiB8hnep6c"
    "CM9oGTXqUFlHL2OSTse78kcNm2dA5Itsh+StOF8sK48Zn8Xei7nHrI5P5Fjtxp4KGeVykhDlKxs0P/IGcpaoz8FFyHIwbRlr1ntv"
    "zmp2EJdfaPzjvMJ6aK85OPEJjcp/oKfnQmMt12OIjvNJ1RVizPYK+tBVjN9GoM/vkE/+JurMx25KcKerfLYyzXXdQ1IaNsMGmuhZ"
    "J2ZTn/IeWS3s/tH/ZY2UwCqFtNf9xGLoNzNqM1+bz03l49QfTjyfoqW13OdM/n0ALFx+Fkh+OYgRVTi+XYr49ETYXYuczsPvFqvx"
    "/4+WkdIRVmwU/MydcSJsfVswvxv1EfS42ilaj1csIrMe0lqJd24ALo/pUfBZpummlUJN+Q9b4CQmKa0uYmDxrNdlHp42w4zSEbIS"
    "+/oLsFMPrORRuOqnzUrvAKCPbBQjrk3f0fjdzvPruknNUtP3ZfnSPYFpSoAE3E6NpCUfIVEywas91yrDDHY1vrOjOMZgvrvOz0b9"
    "O1K1To+V/STqc9Ux7obhszogJBd9UUbDqildpv1GynS8FveZkoSP2b0sG4mt8iOhAT7ispWPxmcYt44xwuLq51ZijRL0Sauw85bL"
    "2FnKtSnTr87r4vyv5I8E5z8lpdTgl5IfXY01X47/roY2WOff7f64GNhASfiqnnx1evm5xyPkfbz7A7yrGIhtPCR6D/kN3zYJkm7f"
    "vhzXWKnGaI1gvX6Ah5TymaQEI9iXYR17Ej1XEf8lNFs5aXK/BW3CIOaK8+12iX6DT1uE8QDccy01VUd5GBJZCaS+HPuxkCy6GuYl"
    "puIM2/kfIlkOWdL7Yur9sYHUEWmuuNVL9vDsyPyawt7zk75DedkVGHg8kHY1fIFXtZNM05ug51fDIxyM3V0EHVIObbQTcY17ijVk"
    "ZbifL4R9TXq+XmOdWxyfLoNtbsSMzhJJjo8YpZ5PYB/S8C2MV5ukr9QTvlgZ7m+lHg6MYxzO9ygFt+NqSZySDT5aaRI/ijbEqgTi"
    "nmNUrcfQ0zDJ2hwyV4cVPEZqfX6uRQ6FOGRyKD7dCjorTWZzA6NDUfyk1Ftp3HFH3O/WtIIh7WJWojpKNmuvuiluK/hTDkqxEtvI"
    "CTJA3sYZnA6vcD32fr+gELr+PcjsubjOw/CX5mK3PtE58rH+rpfy/FslaMZXtR5PGar1kb5spMh9ay/eSV2T+4h4bqWrNQshbQcG"
    "h8JT2l6ewep8opcBj/2q7SHx+SVk2+BlPVOu1xtxJ2fAjy4O2+GUHhXcovfDv98IOzQVusH2bw1k5mt9B5+twdmp9ZntkLH5V7Aj"
    "j8gRciVe+Qn4YRk+Ox6WZ3ecj0OgkffC978ffq236kWQvi/hXz0Lqf+n9ixYHNSyBq6lZ+FnaHPcPi5j9tpFzcxqXigWx0kyclHv"
    "Y7HOqjrmTwra5CDZBlp2pt6Pb6wFyjLtvkz/YJ5/K6lg7jFrUdL+2ilfRWxsMPd3Uk/AWizDTzP0a+zkU3JfME2fg2T8jjt6mRo5"
    "k+MizVGL3Jo/eQq8rBV4gjbYj3Hw6CfCT98Ca1CBJ/mVq/Uovvs3n5O3z6/g3z/gPBSTDbEe62OaaWu5HH/PxnOP8n5whR7pT9kS"
    "dbxB5yu39vLXwT+V+d5legt26Xhqr0qsw67yLs5ICa5wh/4ok1ijaahzT0hke2jGCiIqV2fYQO1ZobvI1vTKr9Rv9Ro5FJJ0AqRm"
    "P+jJbeV7nMUP5GXG+KNkGUS0K7wXY8oWajdom9WQmmJc6TfGxpfilVm6VK8SsxRJPk9vz+uP+mqLdI6x5SzUluI4rD1lRdhSjmrZ"
    "G5L0om6j9+jB+i5062ygfKvKeJioppYSuYHVjRFf79xOslyyppHx9fyeDL2nKHc/rQ9Ah8znuiWYFUyqVXrvieftJAcyL5+kZLo6"
    "dRGXyThcivDZ6XjtEeIL0+tLcR+nciVKIT9Feg4swWJgqYWwFWbnjpHjva1wVaOZTbDuSlxhBV45G3e5AJ8aEjTgMwv1fd1XTItu"
    "IWYhBourcyikJ1FKj0KYS7ezON53BYg0k8F13C0XebYV6kV0uxyYyCzRAOmMuzQ0uxFPtYrnxtDK3p5leAL+ns7oakimXf5X1mDX"
    "1+MKVfIemRdroE2W4Xt+xrsXMBflsIirLbW8+JNYbVfde4Y4pmY1zkAtdUP+fFYLeMpL9HTIfCVO0WO46nsWgYJd2UY+0CsZZ6/Q"
    "sXiOqbhegpLxLTywtfius7DqN8AaTsS3xLB/y/Rk6S6ORdqKNqXQe3tLcCozzNNk183FdBLkIC0k8zVBD3mI3C1xek9NKxt+4i6d"
    "SE/GVXv9BhwA7QI9e6wcp2/rq/KyBjoqCH2c2Vb1MOiPGO1uTa6i46/qMfJ/5nroteegHzK0iQOBQMvwng9Yw/wEUXAcHqJh0kIy"
    "yqvIcDDm6X6QoGOhCVvifGwmk6EBluC607HileSJtYR/WwepsTM3Q03DLoIfYOiti8wm8rG87Up8wzz8dLuv/06QjXOrvIfdMLk7"
    "RhynqdjXbjttIMAjh/iqAct8xL1NzBBHpfh0tVrrOcshdi3mpX0+v/dFifscdwU0dE2u1iCj+3tkYt9d3+xdm85cD4SxCt9zFLsx"
    "rMTT3ywJH3u1nHKa7KYi3v8BcpNOkM3he30O1GVMkuW44vu4ziD5q4pDZ21q+cyX4N1ms9RXNA2FTtmAs2h1+GX4/SG0aN0hwwfL"
    "j3j1U10NC9sJO/EOrn4SViumr6nxrts0iW9k1MWw0tAdD0LSB8suWNMV7MUxC7tyLHT13GZyyHaPgThL28vX8Tu/63Hc1WSszzZy"
    "Pj61FE+/hRwlDwBlGv8hA2udIUovZwx5e+xOFWu7LCMSMjpaBKup0DIJXzfx18zFOt3cs2tT9HiifJ4Ie4lEeOZCejUp6Eirq455"
    "HqrjKZwhlZ4TPI3c8VreQahjeM1DocGT5HPV5qI09s2dPQZPQkuNlF1xUjvIXGiGj/U++U4fw7rP0C5BcfgZnmsGsM5kfVbeAY7a"
    "WX7Wz3QZTkwF7u0LrPc6PHMxnnSsWPWbdap4HpZVgYQ6QOpegK2Ygz1oITF4z5WwoRNxl9P1J3kI9/EfrOh4vNZZPoam6FEwRM7W"
    "leFJ8oueoW/JP+WBMIM1eAtaqa8YIpmJ83QHsMTPkNCzgtA/TVWOCxNIX57ACL3Yekirra1hw+5iNq/Qx786edlMNuljETIm55iJ"
    "+3oPNcMdmoo1MuReC81yNbTZIcANU3Av+zfLSnYZrz9H4sxzyudRWiy/h1TzjgZRlyW8F3oYkIb7/GCxuFJIvt5SX82XUYdj6vie"
    "buI861txEgYB3VpfhxvgD03SD+UN3NGpUuPjeEngJ8vgVfqMfXvPymvpva4Ira5903Bf0eD6tXSVbPY+nsMeaV6vR+7EK/XvwbBa"
    "ZZCMRfoRNNR/IMlHQv9P8vrOWGUZz6dOkvuaITrJNNH52ahzZzJanEU6FrreWQLLm6z60+qGTXoNrODZyXjc7bpNhEDY83Efx2Ht"
    "K3yMuaus4PdHIemb427NhxqKE78D/PN3Ienny76Q+9AzNDsTgWYg8+cym1jLuoMUT2XoGdU7suavvEnlTvausiyY/BrpQpyzf8kj"
    "ep+eg539WHbQj6ELx+tdQRtY+5CY3tBOAnrQvKUCaIBvxCoEF+j3+pvsAy3zkraVPrI/TnQho0LGSFvNePdl4ipKO2AVt4Durgam"
    "j8hL+CkBSzAB6PN36ME3ZbhMhV5vj89PgOW/G9c/E5gpkBSzTvYMu3pJynagyXrIW0k2VlFGqejCTGMt9dVmvqNRb2KKdfjGFM/C"
    "XrQydZTcg6V2kz4YjZ04LFteCW1egnd2EKsXM/3YDiinWr9uJio1CZ9Yg7sZCdtwLZD1OmbEzsYzfyE3yAs4K+3FTvXVWgv9NEIW"
    "607NWAyzrH02iRdGfZzc1mIXrzucH2u+uz2fRQV2oPzWEX0nPVs7Sr5VnP91dTenY7WGSci1WEyP2djGi5mptqz/P/Dv/DGhTpDt"
    "enoLRbSp1jtpmQ4NPtKHZI26+E/GZ1+Mw1lF9k8tM4+lehy74Jj/cKRYft9FC+o067O4PKatxreMPq73fa02sLNVGt+0HnexI95l"
    "OL2dz9q4/i6xZlY0f5+sTr4nSFMPx73rC0aJY9T2UV9psA3OTalejLvoBHkx7mocuvwKWLdZWMF/0KuJYXXNl6wkJnRRHNO8e0s5"
    "z4VD67vgXhdrptmaFKsQu0Uinl9azsrPSo/BToNu2eh9PvMVk0BvS8n2GsTrFFPS42pP18v7i/OAHyPelkUYRXT3YwgkhlXZUwpw"
    "jxXMDI2SZdCHtfyuN6SGSHEe45+uM0kJvsF1fIoy+md5kAiw1rBcpKdEG/O0fR2XCne/vVwKDyWqx+Cb75SbYHce1YMD0/TlHj+k"
    "qPcPIvaJ5+r+7fPdfIWl26MqnPE7xcWSTavXYB3MU1/nP9NaGlG+RZtc1mmRfsPuMSHrEwzx3QRNMYcM0qXwT8yDqaNGK8Gpj8Gu"
    "F3tsM8x7aDGsZ8bXU/TCNbb1MuP2tdJb/JhHyx1kN0qhs53r8Q1zgTG/hgZYDf1wECzoJ3h1lLzuWZazeOUL6We62JbjkqV9NavI"
    "kfy2Nj6yZfhuNWUsBSTtYm0bNcsycayW3rnuUU62DVuu4PfU6QU5nlzGn/jO3KuYZrPI9t/X9aqwVqsLDgc2Oz64IbgR1r6DXqGv"
    "4O/2colMAVYaJUN0qJ6tX+ssuUW2pd7OcK1E0rk6IJfPNT7fPbTNq1jRGWOMuw7rPAHrs1WwGrrhUuklM6GZ5uM9c/R+uRWvHB/c"
    "BuR4BHBXAfblDdijt4iQ46yH+AAasAboydXhWMc8y5lG4a2VwFeqgO2KM5b4E6zeD8TS3eVcMQbfSsh6C+b3W7OSL87VaSktxFXO"
    "m/QU8SxU671iVmF78iRaQxsUQtNvCcxlUZkIo2T2iYPxr/W0SGv4ioirWR/pax02l2/w1OdiZ1rgno3BmNC21I6rGaWv1rty31OF"
    "1zdArqvpZxg71yEZ054jmRfL/5n8ryRwjykfDe/JOvMU+d2m0/cHXilntwvT3ccBv1s/n63Y2azay1WESOoM5p0Utrvan94kz20N"
    "T2U1Ja0C11lOdvau0NxWszAL1uJDavThXv5S3u6leWrKsBPjsMOrmP+zCuwotP5G6JzrJJbLERuP1O7lR/63jr66xalvkE7k9lrW"
    "YSNjVOP1Kj0RqGUwLPLD0Di/aGFwtn4v2W5cGa97Bkr29B4CCdtMngZy3lmmQ2ZCOUOeAl5ZCzlYjjtq532zethTu98RvkpNuZpZ"
    "/0t93W7T/Gu2p5/70w1Xr4F+XAe/aAVjOmU4gVsxDnMXJPdboNpDcR/jYBNeh7Z5SN/FHfTH83WVcr8StazpMn1xAKR8GbtnlZAV"
    "uBF4qBTochtakTrPDM4iX8uN1eGTE/Uq2VI+hQd0P07zdDzf+UA0nzOjuUFeAMLeiOeeifO0Gjtg+Z9r/S60k3qvCe28LWKmuw7f"
    "fx4xoKGJzsxdJ6hz4/RxklixiGZ8nxH77SrPd0jTkqTI3jJO3evUP1Gcr5i3CwOYkUnoHsTFafoPhu7n0U9JAa3v0QzuzR/N6w6E"
    "+mZgjK81sNPPSCvm5Y7Us8P+eII7ZCH0xa2wg+3lWv0O/tq+crmslnlEBYYXO8NfMzxgCLiD3E1sbhH2s8iJmII7/gn/WoudrGRM"
    "pIpZ1XoyiDZix7eTzYITpH9wrJ6J8zJCewdXyYvA5XeEab3e8yadnC7zuddpxE0N3oeMk7dWSS2+G8+yeWHLcMpL8NtSYsJvgbfX"
    "amO/lOxP7SVb99wZPzs2v3VlbMmMkbLbjfVR+YPezp5BCWxYFIihEF72cH9y1HdLVN/LskB2l0MlwUjhWp3PvjUWXd5WuuI8fQqp"
    "/KceJRbp/gRSdQIkfzP5XazLW8TboTZespx39SK0fj9ZS/7eQkj3nZDqdfop9G+ElbNRotl+4lYj4yu/BuUQrL1rC3qfSVZCx3z2"
    "oZaMmvskxXdUAhOMkCT7h6YZtbSY19c8T31lDP5epDMhYTtCbo6V+/RquVJiocvPdvexoqY9w3rD97asYRr3ukyNA1mH71gNz28z"
    "nH/LMtcxDhfDWl8k1s11ETk+pZDzrsTzVkkcxXrvLNW+ltatiGGNHYgrE+SBmCbelj6M2YVBkvKsgo3Ega7zVTU5LKHuBLxqGfGX"
    "8HwHQ0raArMZn7EIZ38MOfqh52NFuLcN/LZjZL3H18FfnKz58K8cyzSeq75Ms1bpenkDemRuuLX8Kt9Dar4JP8FuLgo+99GomAaM"
    "2rucqFVqZmAVV/t7CMkbsKcu4onaCd6yMTA7ilVWHC5WhbUXdmQ+c6Sq57CTY5T18aYhE5DZ/B0C/5AVGnrNH2c/KYuF/Y516cfn"
    "2LT/W4anLX9l6sHAI2/g72nyD3h8L+L1nsH2wb16LPdIPAazfTB7uau4yMD+1F/lPhd3IP61mPfXRkrUcQAivjbfEPvt0EoXy1Fi"
    "FiDlI+VpyvH9kKXfsUrb4DVj038MiZlHjFOB87WnvIKf9sO+9QT+LZAZ8rK+jTM0FFcZLiaddeRQrKGnswr46Cmpz/Hy0rmuwSH8"
    "tiWa7Sbcy+PDMFdv+Ej4rZwFrfcbUFcd9OdLsq8eEwyT78m/CLmG/cXl321f7Ew0+MyZVcsuZa+PDD3EGOz6IGiLIbIImml3nI9C"
    "/KYHzk4H+QInxDCKsVSs+/MaPPkqaJRh8MPK1axnPa5dDL1aAildBHu/SCzb8zHta5V+gusNYx6/DJr0Az1CSsgbnIjrf6PnB/U4"
    "h7P0N53sY9khe6sm4bm4+hznE5cxihZIxiPztO9BNFLqyXPJ1qLW6sv6CM7CzfDaekPjvaunQZIXyDnBHbAdnwNp9MP/BuHvKPZw"
    "oJwj92NHp0NXDJUy9v6wM3yB56O4mGEMu7snVsxiFcuxLgNgtYbLQ9AV10r+7p8L5EEyvqKMV9YQOf8Baa/0SCXr8/fxVVZ2VvLr"
    "+BJidsvyuUhxC1jUtLfUjVFQ16Ms2+HCMov7ymlkbHYB4l6MnZsB2dsb+nCYr5Fz7JTWfA7j1y5nXiPjO6G42rs4LNwWjGIrPf8U"
    "ZKSjzyrGsYstyCtpZB5kmcK9xbB6D6xrH3hmccZ3bI1fZnbAnfY+nnWa9toh6W1sFfbP/aaa+St7/VZgwhX47mdkb9iFPSF/o4AT"
    "B0vKI5Ne3i5kO7lkfTD7LuvF4XBbKxnNtf4OOK+UPuybsK+1kFjDvZb5zQC7u+r1KJ+4N6P7Vqk9A58y9vEr0PY74PSvw479hufr"
    "Cy3/IeTiHb0Fr90oH6vx0u8JjibLzeKEC9iVJY7TXojrfO/tdeg9t1ofdwvZZytOvRvDeZ2BT54nD7ES721c6XP8b6y2xpM+ivW+"
    "Va/VlbICHsPx7C5nFqGPOA5vlulpf4x5armnKp0KKajESnUAIvpdL8K9QHtArk9jjNjiyyexg+h6eIzJ3F6G3sP+mSzDcl8XV+X3"
    "7SBaJ1uhf9HWvoaTcSjWqF/wlC6Uk/UjPY68vbSX1QzjGwo9YNe+LDgy2A9Psrl0tjOrQ6BVj2ixKNxDf5JHcG8f47O7yTF40hOA"
    "90YUGLN3Du59gFgkZT7ku5J+7SrorOmQ47iXJdcT2zFm4sCwW8mbWL82ciCefx2RwG6yGLjJ+rQUMTtt+f9x2FNjFB4J38X4wEOx"
    "Tm0Z/7JuTIbsY+QI5Y8jtZCB7JOUpi9UCQ2R5G6uwj2v07kyEvb3J9jOdWodbsuwpktxzVvJY5ru+0K77rtmI88Rh7VdDxpnIUoZ"
    "+Uiwq0Jvcb22a8kBa4BeL8IapHzfhXPZi96YCVXQrhWwnI7dFup1OkRcdyHjbE2EHHxNXWCIf67EfUeHUj7pXzGIXB33weS21WD9"
    "fpEoa4u2F8subQtP3+nRJJ7ZEIth5mrc7ySZoDH+3qKjxb5/t0W5huC7h8iR8EOug2XuAfk+CSc8gLz+QqT2D/Y0uEaWkaHTG77a"
    "L7AmR+DO38Pa7oJV7SRXwJb8Rz/Ds9jKOwTXXlKeybo3kWdzkWBbtxGMV4eeN92gWZbKX3+mhrbWzsNjYvH4Cb5LRWdJe03sGHgR"
    "34vaOn2fKPvor5Bqq844A/jwKchCT1kMVLGAvXBT7ETcEfdxGVbdOA3tyThW8kRMzsb4zMxaWu9K5nZiOjb4FX9PpjzM4fW3kDDH"
    "xqv3/naGnkv2RGc8flUvZXa3nTbpm5v9eSMzVdYd1rFR0xr6bhYh+RiNfYHcZxqojVwk+RTJdltIsiopQ7+yC/vTFOA5LWY6hl1k"
    "ejWThcv/yhC5OzhWbtevIIOv6m66Qq7i5APbn0elWo7nGbsbn/seevoxeUYP0Gf1iuB0fRT/aiVva/9gESzEyXK2XgHkFsMalOBJ"
    "y3gGR0EL96OlWMAeSZdQH3SDvrFOeXayT5JRkErLcq+C1ugPmTwFr34BTfKa9ClYoNZtcC1O3x94+q9wL+thxxaye/NUPV5OZzas"
    "mr58NeOQb+iJgfmBKfaNrWWnn8n4JosXDfAIMMUowAhxFeP1ZEG4iooYpwu43r2HiJ3pU4FD7ZxfhG8cIvcHc/D3VnKhPK4TsOpD"
    "gO1WAOkeIF9B6n6G/phFDmSGfKU0nmdnqaLvXA59sxb30EI6iXms5dRBS9R08nMSel6gy4VbZw7jNtq/puF5p0HDNuDJT8TKnBxU"
    "4F8bYHfawn6fCh/lfuznjnKj2HNW6fPSFqt6BnvfOjzejlp0Ae9LsU91OBtJsiHq2fl/FdZ4Me819Ox0Qz9bemZlCWPLCTLNlf7o"
    "IeJq1WOsQusmX2LHTg026iFqaPQtoNSj8M2vQj8PkZdgc3eFVu+Eb5wOezkgyJ4W8dylenJdQ/qv06n7Q35LNb26GPCwZV128HUY"
    "2c6LjtWV1KOlyHPq4zkvIKWu30CEpz6V64ETyAnwDa2iZRm050p1DPlaejd10OOxXH6yZxO2Z61fkXzrloTH6RBsW18FZ9e1yFsg"
    "/ZgbylYVG7ZN0QcaDcuzHfDdFqzatPkr0/CaRT/OlnN0ED59qnyNc3oz5ON2yFmlfiX5n7QUuHYnSMbPekgQoaSXAGvdh//XQm8/"
    "IcblLKIFewrY/Rfo2fe9JYzoa8xmlRJHLcKatJEi+UyexPVO1hXBYzJGu2DX9tPO+kgOp2/hNVW2v6JI/leykxYa44ktvOXvCt9r"
    "rpzAzq5vyKN6E2dbrMLerMKduJkPFkONEjMPhy0zpH2vPuC7PFu8oSXjZC2lQy43UJPzhPejb56tGwj9Ptp3D5fyJnVnbofdnyFS"
    "8b++kv9q//fvqcdzJYhXUr7mcbQYT8l44gNlgDjbV+9nR0S4YzWcnFFPn7qa+a8kWTdpjzucf1RLOdycPOj+EmU9an+Zpz/ghDq/"
    "ZU94AuWwlcNZtxQj76AC+nkXmQh9213aNGFrFOSmvNiff+tcnqAI9mM2fjsSn9hS9gnmslNfijp1AzsTh8ATh+JZn5Ijge7rgGa/"
    "Zha4h8zCJ8+BTirHqX8D8n8udvU94I9f9Usg7hK5B3puZ7lGkrTIVXjnBOYON6r12L4L1ugBeQsydB8+855MARJ9B5/rLc1VVNnZ"
    "KWrSx8w4JGGzffdHMn4xjSikBMjK5qAUER0318W/adS86Z8o8PZyrSRmW4b9NYZSIEt0d7z2hVqdb2MeO+0l1/r91uf8Y9fXPUYE"
    "2BzjZqQY5zaa68LqJkcsYdyx6R1nfWRbhc2kcy7WWr5J3VxK95KY/02E3mTG+9hbS9xnE0eLmymRZFYyA+Sa9jnb0b7z0whxfSDz"
    "3dvnzM+mgIKz7Mb+0Gmn0Ia1Fs159qHPato7LpBIiyv1RuCC2Xq+XqNjIYmTgIZv1AVyZfCJvgnZ2k5e1NdhD5cDSX8M+Z/to//n"
    "Ym8X4rt/gH3uJVPJa4oQc8VYBwLvifUL5uEUSHd8fia+tV/whRbibiyyN1739vE1t2t9JMxxba2b+l2S9jE847Gu9Z1Gy3mOk9zb"
    "CFkPNr2qCzFSdtWNy727ZLGgssuacY0Kce9f6DApBiLoLtPle2DJrSTi5xmVkhdez+7BVwGHPKGNmZ5sR+JnqaeqPBvTIrcV7A5o"
    "mGhzSPBlrPfO9p2q8jUptVxtyy4dr4fJG/K6/lvGytOwK3fiviLkAGVyMRe7770ky/O1zich5yu53j7ryTrP/0o7qfP1NxuJtiP0"
    "usYDy3eTmDZGKJxWDahdt4YX343c+TRza+bP7Yrr/EEupOZ6ymuTzhuV0Hb7AA+4HrjGG9ueDMGw2Z6y+fqY1WBfHHOrAVJZx5o0"
    "e8qt8bl7odMm4MTvKBdAKp7Tf+gPwTbyqdSSH5skz8PO0NXMyNq/4jmGfh2ncsQoB6k/9U7P+g0tpdHiWjRJc337V/s4d8r3yz9G"
    "5hNTXSVWUfUDvPhaPw/Lsd6z8XD1EQd33R0lO6cgRrxW7negpe/mahpnOs6TvaultBbNVfVlY9LOyzaP8F1gYOuHZTGqmbA9EdxL"
    "lN77fvS368kBjzMveJVE5DlIdXc5Rj+BfjgCVmIju2VOAO5qBWm4Wj7Hik7Ce27Fk10nnXNRmxGS1RbmUS6Hb78UaOoV3RXYp1w2"
    "L+iJz3SU/fRsHw0t9Kzqu3y3ixoyiCw724+6px985174xsX6uw7mLJJaSFecsZIWnj/qdFRtk3lVA6WxL+8i+JXz9AZa9+X6B1Cz"
    "ddJXcZhJdZXHCjs2wZ4ZL7mNE5GyWMIqtLtCXuuhiSqhDU6X9mKzvE4EFroZ9/ECVvAxyP4ivRxnZJbeKCt8PE+kSxMJcr55lfwH"
    "uzEaaHQOpPOc4B/QvZPx7Y/Bov8MlN8bmnixjhOzyKv0Qtz7Uq8lsn1NlLnRE8gLuBU6tSdWz7qJdJPR8oocqq/pfdAY+Wv7EvBt"
    "4vAFrYtOgtgmrj+xvqOUpyHiey1ZJtHii0eKOznbiXUAduyNvuLqqcog+/XMmGVYMxAFhrb8xw/AkEuBZtfo97DE1tnhn/Cb1um9"
    "8gF5nXEvOx248qbxeojby6Mlw9ykY5fVeQ/GekSv4JTD9azPsJNrenxH2UHOFPNk7Q5LgW836ET2F3maXV4jQFm/+7mJTm+6Lv7l"
    "jHK7unvL/N3GiHSU/k7C67xCynSJt37lfK6Mn2BnPMjr2DvbovPfsqPIfMjAHmK5yLZ41vHyk77L2JpVoHaH3zwDn+5M1lUUOnag"
    "OG+l3Os804adJOM7VJqn0BXy1cvjlHJK/TJY183lYuxIEdZjPfDJe9B4j5G3Mhn3e49YXmgh52ldAcu1VgdhjXZifMgi+8u4u+VY"
    "1Rp2x/1AJ4bj5cfwbl0urYLDyWJ4QDYPmmOf1fk4UtrryN19XlTJ/a7wtQCuZiDpI/dv4vsLJM6I2jB2Nx0GvX1jM2gwZIQpzHGW"
    "sswlszl3S72P7CY8JviV0huFlqmGjoz6CT17SegRcsZPqMl2kqhm/Nq8y0m6Amisi/xL79VOerE+pGPJANmzYAN91Z+IpvaVN3Fm"
    "C8R4WnVyLLGK+XBWp5lklHgFbOBu8qBcjqt1BDLaSR5Sy6R1xLXvhoREdH/WMlXzVAq/ewffh7oDfGDXxyDlfQthVG419LTLcLSF"
    "xol7dkSCFRIWd1vFKMyBWM+Wcj0kwrLq38ozOHcPYWevg/18Dli+Th/W2djbpTgXnzLvtFBnBZOBSlao7YSdl15ylFR4O5vgNL8Q"
    "+K2n9AyeJAKvpq3ozYkL83Al11ejuxzsObdl1E1m/6z2NBDzqGoYTfyGemcnvHJ8MxwMt0euaqwM+n8HcdHlBvpdmSYVzAf6fFoR"
    "u4Bt8P0fkr6DUCFlbhk0VeinghqnzKrJzifHwqpJFqvFARYze/ixTuTkudHQ3Udhj9+G1/SDPqgfaqm8ht27JCjWv+qK2kK0mV4K"
    "Ip/oT7julfCeWon1prSaigV6gMwBujZezv7sy+L61tcxb7egGd9Z9VrJTgpN+tzyt8RNGT1OspPqlP7LaPmIGdQovvVUSfq+B2nP"
    "6DJceopU+w4rW4p5AbVk0PaHdj0Z63G2WG7iF3i6o2CRF+uzQAO3yAfQNUvp4S6ArAwmDl4LO2Nzoip8pZDbJdPXJuF7+160WfQm"
    "9KwsR3qA3KEvARm0ky0hXfODj/UW/HsqMI1lLfeXHrBcq3Ffl1NrrYNOrIAdOQF2dQZ98Ji+TZ5fZ0j8TPJDkzmcmUUkPT33skaz"
    "+fU0Z6GE3p78qqtwTlfLUboVUMLHwUVYgUM0Ay+jGhYlzGV/4p5ZkZ3gECVfup6c9QQwch1sgGU4zobNXut7GJxH/vFv5DMaDtlM"
    "evhITUgOyWjq1PwepcJeVuTiFw1Eo9kJAbO1EZvUczqu/ba7nCCX6548t/bEj0pXOVLacvbemdjF73E3+0AjTNB3YA0nQBtdCX3h"
    "pmuFPn7hTm9rqWJ15mZSSebLSLHzaNyyj9iRqRT7NheWI6qXyoNAL69jp26Hltk7KJDn1VivFo1bo8/x5P0IDXWPt+8FnvsV892d"
    "rT/VZYyHqZ876mzzMk6bK/UI2TRmZ3p6LaGhjLfwm96BVVoB2zhFn4dEJHACZgItjZG+kMtKZi9cNsR2qis7Kri6OKuYbiXn8D0J"
    "yPu3rEXNsIOt0no1+MhRmrEty4IaZ7CdmNauJLqwXFkb1oSnORXWdPIAcTa1kdPnEFTWopWwqm9vSXiOTtxPb4vS41nJjIqxPDvL"
    "h7D282AZ28sJrDXLRvU6/mmmlbL7Ydr3bc76aMfINN8rNDuNZTf5jXdRj2ezCKpVWsYYfRiG053WbOe9Wt8bupZZU1f1dzn7jgsr"
    "P+pZoSu5ql/T563kQjlbrDpzjX6F51nMabqWq6vjLm9BO57tt54hnq8ng0/kTSlV10+tlrHdGvYdL4H+2RP3VkLWn1UIL+GK1zGv"
    "Xg6pM976QlbO7tFkFnC8yVqvx1rPljbBFZDJd8IDdE34QmCV409gb5/E9VeTmZ6GTFtk6EmcVOsraX2hvsV3VepJzIJdTD5hIXc5"
    "v4/etBNyf8lOkk0wXhSHbITMbgTSwCqMKLXJLOzt4XIY/Kt9cEa+kR/kEh0AG3QidNm2YlVsL+nL8hjO77Ni/f03l7owW5E1wk/B"
    "qPW1Kx1kklSSN7Qakl3K6InFdKdBpiLs+rhpzzGbWK1AjhGPIWrJqkrRO/yD1SBdiFBqvEdu52gkdSEsiX4iFtVcrguDfeUFnLkD"
    "9b3wOo+vrANOFe4vRsQ1Qr7GHX0DFPULkEWFfhesC+fpZ5bTgg+5pBm+5VewLj/qOP0a19lbT9HLgzFYoVt5Ag+SSK67bVzdvKs0"
    "owANud7u7l7tWS8B9q/Q5zjnZrrfI4tVlBC/W+y7E3Os/cXlVgTrZ6yjAjzHKPx3Fc6r+Z7vQPOt0cnw2DLeEjTuekdxk4HPBppJ"
    "k71pU4tNoho4aamI3Ziz+dqk75CeYBXVAuyRWbDN4DP0gVd6kjxB5uQPat3LW3C+7Abo7lLm9Ivgv1m/ghbAifOxS+dBf6exSi9C"
    "On8HGh5dsFStg1M5MNYPkKu9oKOHw46/qhdB3zWQ6VdLNoVNwpnAepCk/kuijEbaXIIGaIhanGCLxd3AStNSWrtC2LkH8amn9fFg"
    "kt4vDm+7DKmrJ/6A6OLOgs2BnV4Bzr8G3/0xfrsCcv1RwVG5+JFxbBrrs6weaw9OI0t46xz6axo2ObJJr/rGMzZFrJNaESupLUpt"
    "XWKLOT9xDp5xsJ/w2ZgfUfoAqkODRaw3SsLuFes28i57vrbEaZsSpMI1zIl8hnX/TKfgqe/Tx4I3sTNZfJfO5ZYdJ2QdMLk2qdZ1"
    "PXXslXfwVCYFdfoHK9RK8bPj3S2mtNvarczNHLwCO7mTDJSmk7aUNmewmJ3doNvS7gn9RasLdLV+NvelLd5xCM+++VI2IforSMoX"
    "zUxzWI/PlOLKFay3MrS9uVwqG9n720WKu4urYy/w1TRJyNhS7HzArJrV8q7jig6Hjq3B+p0q1oW9NaR2J9kH8rqNLMdz7s8qExeP"
    "ifvaiDSngv+c28mYj7nbyl4AiXpAbWbbD/jfLNsFmSApeVmddbZJcTVcm0pvPaNcywNh6/Zk/KMcUnmq7qQHYy0fE8taHMeJZy2Y"
    "zUr77r7rYR1TxKVrmameh/U8Uu6hTvne276DJeI734SMjYd+AkaMGDtk3lJ9HX2kmWqVQWJ5999z0eAaVjs4VsVAor6+Yr3Plvue"
    "O0nv8Tv+biKXa7TJoougE5+C1NRhlUZA+qPyKFDnmOB84G6Thm7ST1xlVMTvfYaM9nzYsqPsxM+VeV+6Dy2ATdLO3wOihIwsi7Mu"
    "xPfN1ddlJdBksT5O3r7jERvC30y25Azns7Db2wYn+EpxV4NpV51BZLGGebWzIEV1+N84PFOCE7qKaVONveN6v9RhjxPeM6xl1GkN"
    "dXfS90H/N3upW681xyHdCdbGdTW06SrHydPyuun/8DXdPugVbA2d1B1n4l96otT709tbQt/Baxil1maVLMFOXY/V6ioDg+VY/YmQ"
    "jne1h5wO3fwpLOut0ITfYufewHq1bnm3PgY/L8odDhlJTrEWrlp/IUfC8nNW7zub976QE4VrsI+GEUYCWW2gL+Eyi9YPwXzb37SI"
    "q3WIJLinhj0vYJTe6gYjauzEfSn5FZ7hdS9s5hYyA/d+qS6Wi/VOIHzjjA4Pmoutbw1d4LRc2tdZpv40B14121ehhe/oG/Fd482+"
    "FWNdLHL2MZm/EeY8j8NVDsTVrW7wXR9f7iRHsF+N+XPVrPqJYy928DyhqDZ2gbR6QPVdHv+6zrWclbcNPJn7s2eRVW/GiEAOx3oV"
    "kFVwoGxFe2z3txaIayUsai/4Z+t0e0idodBD4Ye/rep7kLvIQTZnVKunQVPaFMzRYhWh54khjDbs8pxkf6BT4RMkyClyccQ4/+um"
    "+bnau6Rn4PeXBu72PFb6JTghIYUzGIMPbDWba/Sf0Lu/sE9cCxmK77COBmvxrsW4xxJ43CfJsfBTltBWW++MR/QMoNaKYCfYqfna"
    "WtfKH7C4d8HOPy9ZbnzSW5MjfZR1Hu6ur6RYR2ZSsK9sJHfcMdddDVBKG7t/Z33NUs+1yHg/IeV97Th7QayFB2h+8ALW7wzCytay"
    "J8MC9mcowQky/vhqRmKP99Ec12fD4ag2XCebY7a91OZswgliNaqu+/K9kPtHOQF8MvRYWcHl8NT30146CehsCU7vfOJ4Y8HU4H8f"
    "4Kl2l0Vk+pjOOBZaaL0+zG4x1YyupFiX1sB+4afQqpgPb3p6JtZkgc8RxsnxO8fX6qSxBiGz+OmcrjYt9IWMgEaowH1chVd/hIdm"
    "XZl+0P/QymT7bAl7jDjfMqONPYle5AoX4R0PN+la3BgdU2Bf24uvm+kgXJfrqxGnh7Ub/fk4zvSXupWcKQ9B62yPNSrFbn2Ld3wL"
    "W92NHddTvkfzvXhHhPq0KNfTxFX+NOa7Mny/oYLx9GdquQKmb5fjuovgKYV+EmqKsUjDPNNZz7scVquLfBdaVeEa7OkkPOt5QTw3"
    "UeoNdnxNUpevw2d+1FvUpiAYA3UK/q7To4Fdf9QDgpX6Dq5VzbrBJCsPb8A1e8pd4s5Z3E+fjHIKsulhY7e4SbcpZp/L8ZsM960c"
    "d7gQZ9U6nBRDS+8iJezSNQ8SXM95HQN8/UwJbJSym6d5pz0o8dbTaBaesCtnDVtnXPN2N4P8roaELWeM/mxIwt4yGZa+BB7QbN1S"
    "7sd/Z+on+OZHoCF/0yp6cm5ubB32LUXsEKVnOdpnFjPkX0e8Zl7yt15x03mi5GK1Zqe+FbA6VrN6lHQLioMzgdc+0+/0WaD2abjC"
    "V3o9q4OqOU3Dcep3gJwdA1RVwRhA3M9lN0s9TlyPuI3ETvW6lNisEHrrbXrvcX1TmuNn5HtFfRVIt9zJCH01ZpR2xv71InRwmvxB"
    "6/pkcf/ZZIyn6MssIQ6v8F0ObqOlCWkBbeLDIMrxJ+RZJikRCR3LayzndLEDfKc0JUMv213Ynf1i2D13MlI++2BntoaxrHyvxD1f"
    "IJtjHiPuWnXN8nuzkZ/HIDsx9oz/nk+VoUde62cnRGApEjg9IaU9ZI3HXB9tNU2xONcHxFZ0z1wexeqZ7Ck/0R2CH6Flv9ddgRke"
    "0w+xm1Mgyy9I/h7GCZy+SZ6bm+aqxlhp2kXUx2Fa+v5G/X1VRD3+t6W43gor1GpwrJegVZm0k6vhTcXJal+Jk1cGq1wCnHWnLJdM"
    "ju2RhicU5dz4DPX9XtIj6ABvdzdYmAbotS3kYWasB7Aj3OtqPXSnsXeP8RvWwc98nllvxxbs42tUB0rK9/3KxpFSvhLWJHumWjfB"
    "d+VoXwvSAzbHJhXNw50u0b/D/M3/yi5AIw4DulmruxErmG2cTTbvZH7qSHmTE1Gtp6l1ibTpm3/g7/3ZecMmtX+JnRzvs2Tu/+Ol"
    "xEf37P3dsCML5I9gX7lI74cEfA5/fXK4jHU6cT8hy3prnybWnyDFTjON+O/PvdWt08chsj/WuEjfk2eAlK0fZFw7Mmtbwxigq5FJ"
    "wJO0WoxiPUx2Dq7BO3ZnrGEy0MsBUhtanr6GccAM872D8Jw3wFYZ6l8AiflFTpVk2F9u0LMhrWtkhDyvr2k/dfxzw0YxdVMJErBE"
    "X6n1ZziIdV2ltAt19JovgoWvbIaXlmZPyw2ct+rYySlG6p2W20o0h1Q1h6rj+pa+jPV/i5UpxdBC50IuF2qx7BLMJK54DBI5GT7O"
    "qbCHz0Oyv8H1TsbzdRQXPVnp+/QZpn4KqM8qbA0vp5jhtnzVZ6x0Xw1U+yh8j2fxHuhhSPUWciPxW2spbuJXR33Pzb1ok5KsR7KZ"
    "9mlihPWsDanhhDbLWbYngjNuZycZK+35dPX4JluNKvJ9lNX+5n1n2U2bS1an1LCnbtpPdO7v65k6kWmjOVZdjGd4qOeuuR5sF0ht"
    "bjJPRl0kvIjfsMp3Owp9H0DXPeAsSbFi8TLI9yhojh/UKtw2sm9Ga6zYPCLzWp+RzgD5TwS+OFMcf05pWa+VjJ8wYpLSE3vwlNWB"
    "4ByWYBe+w2rNAPrsImfL99jDx/VtrtRZMlIehNa5VZ4MXd4wzgqcq4DsDsbqzdadfTenpWTTZbjC6VzvjH8Aj03COTlMB2mV3BT2"
    "g73au2BLWSKu+tpWrlNgNqiIaOAdoPrGKr3DfU/VcvZFnkIb9STro120wXXZTjDzbUzFAHdv74kzb7qc91oAPBh63+ThXDSyiH5Q"
    "OX1vN8/1CFZ2luMZtwZ+eQZ2oDg4DHJ7C1b8Zn0UGqFY9/WVKu1yk2aFfbmy1SN/XY/RUU6DJF1H7P0grrwbPB6Rz/BExlhw9cEV"
    "PPv1jEg8Av03NvN+0EUOh6aakxkkHVrsJufiNP1DbmNtk2Kl3eS0/YkBza/5qBm2o+v4/B65ki4SX6sfsddnmj5rKsfAMBmey/Xf"
    "UqzC0XW1iLBuwWZNRCm1K9nfMc64xyqePJPFLWGLrYPSteL6TxWxb0YJV7tj3i5Ve8mukpAZkDnrrVsffqGX4KS/BA09g9/t2CG1"
    "Pp55I6sLbmxS8ZbxvtN05m6qGGvM+BiOVYpZXe0+0Lg2p3iMz+KkfR8/WyGb7XAD59QW8jdRVuS7WNZSnS02TWw9EOsS9vL+Cj+P"
    "Io8twUq6jN/5AZLxXXC298z+FDkv7j6ixEAx9rSNMmM1SjLsAZEmg3UDozal5ORcxP5axnXeAPuVaRKR6Ee7U+SnfzhNpx5Fx5m5"
    "cTO+u0vKayinu7cX9VOjrC9F1PcOyxAF2VOeLZYXOJj9URO0lR9Ce1imz+IVn+I9BbKWuRyTvTirNF5j5NDmDVWom3dsPZ/KYI2t"
    "5m84uzyp73litWCG9xbAMr0q7eQE3Qb+o/U6sB4wL0FahmkQRKBLSnVvcZ3IaiBNMfoIFZxq4M7tVuK0vGXkDsM6faQ7Yb3Moz0z"
    "qOXsJGPZTLU9DHeQ44Cu1gHZrdThwS1yBk71k3ohGWCOmWZo7TKsp/oV3EHe0Kk49zbZYgXs4AtyB/3pWvw8Ee9+Dgj0LOCgpN4H"
    "bH+ZvKWdICHWZXu+toRH9oBU8O4uYN39Qv2aM9iLGQey+VDlavHZWni118vH0LgHwJeaAvs5WT/G97XiFAz7c1YT//N9n9M/VjoB"
    "zy3Bff6EU3gvkE8Z5ONboMIS9sesYCSwhlbDYmk9goe5z+1ky1yNV9ZzxsnEaWsB6/42YxzHyCK5H+fgUNmR5+gT6AT3brMo17Lb"
    "aRmvca4U+vzneh9REOnbDKvlaHjeFneqYlRiJL6hkF3/ush1XPfsc97PuV+u/ugdWYq1My/5N6kCsijE07SCtfkUmm0zSeeiAH3F"
    "SbLNWO4nz0F6foTmur9gG30G/tFn+qC2DAqh+wxRT6G3X4X3mFe3GLt+JSfipBmVLvenZbzsBF94GbOICd95YDvGqmKMExiXcioZ"
    "XC4D6Sa+fs5eG4Zq6zzbMEF+X8bHf10f4+xMe5tQPYos62q9IRge3Kx3ha8HlwHj7SoHhbfqYQULwkdCF3noSO8wqU0nO5Wq5ZkH"
    "ypOQq+9Yp1AD7fYhfL91uLtleL1tsJ68eZt/1xnyuwJy+DnwYloPhr+/OfRvFHt8cXCOHIWTV6Ln418rgyqirIFAaQ/jc7YKUZve"
    "Dalei/O8RG/FPnTHnh3g96mHZBmF6icKKDM3ScZU4z5OmqKFSGJXLUZg0aYHcZ9faiHnni7GnYXa2G0y20nS/ZmhbxTsqO2BkvfF"
    "uX3a5sjJ8fKj9KKW/Q5Y5X+ykszWLiWeT+cypdke7OfJi+wOk7U+Vs2lrLW7AdptHmvmUpx20Q9352b9roT0joXcPIyzPhxaqBjf"
    "eoMcIdbBuA+07CliWtsq/SLwLorY1z3i+wCYZI/KTaUxZslEnNwNkMwkrheFj1mH983lxOcwd7f9fU+wbI+Xfr7Ct7e4iWkJyl4r"
    "9tatY08yO//WAasn3nmbjMztiem0Hp4bdaVMh50uxf30px07Xeyzq/CpGfCrrH/lJ+w2UIk9+QFr8VSwEe+fhBMh7IHgppRsJHvC"
    "VuY5+Qm7Ugq5mg8k2AForrMMY/XMbXoZ7743O65Izt66Ve/LfHQryVbUqe/W5bqYFvKbKoiD09Q+1jPzcn0U595iMAeI8Uhmw5+w"
    "6vrjmFE4kFPXLeu0JzmRtt+dZHW4lVg3tNv0aZmrN+pdWNd95Mggges9gpWaiDs9GdZkNjsBDQ1aQdNfLtuRLV5DNNPg54x+wvxb"
    "OTyICDPtlmepZ/WA/auMku7sX4K13vuw059xrncR69J9lrxLf2sR7nAofLpBXA1XH36EdKZdTJMxVvyX9dtOrtdrShvzAW5u5QBx"
    "HKIIc1aTcJ3fZCj7dRSyisR43Nk+Xu2k8YwlfSQ16StdbJe2FuerrKOXHmO8M+l5rCXs1hSyf6tjJKX8XCUXndgVO7IYJ+FMvQd6"
    "/NdwnL5ZUKq76QuB8fus3qOjrNHLyQlqINdiQzM1+Q1EwFahcgJZelHGPEu9X2R3tpNYTCDNviMJz38d5Wdk2XWX5XrBKpGxq/fs"
    "IprrmuR6ly/mE6z31XAWt+zgYy5ZLn92zfox7mQrNYvc3zJfW6P6qczw0dzFtAbJHE/mfCnLXWvLXGeXLPs22zn0r7M8JzFbE8h6"
    "6Q7c+paOg6a+V88ArnC7FXqcatNuhH0OurKLXTnW5FHY+wlq81Z6SW/I3jH0jy4mXzfG9atn17EEeUgR2IM/szmVpzBJz/FGWKAI"
    "T2IDK2SjzVScmdTtRtl32nWQuBxQqtnJ3I1Ta7Pr4PR/vfeexXPEW7J+17JJDwNFWc+tdtIL3tAHWKcJsNvX6vNNsghN65lM04xg"
    "fWG2p13K81jW+Sm+NjOnFJjTMWQS9GOKyP23O20F3dPDsymNVbSOU0CFrNU466mvEMfTW8f+CimigemQ2SM5BdtW72Ixzn4lpflV"
    "qefnijnB6zBmiY7HybXOPLNZcV6tN9MX3RWaoAVzQ6fjLFeyx/cGeKKjpakeCDeZQvEvvCPCO3fxtAS7Qy9grwnLVG/jZ6Ypmfhh"
    "bga2aqPeUXZ6t3csg363PgwracmBMGVPeYeZwqQmvGbvQBtjdTkD6Enmn0OY/5Wkj/dmtBFBdmLsaRX9sTSZRcX09F2M+5kmXas0"
    "x5Hfhpnls/UcyMYQPM9OEgTfweubDntxF6tIGrXgd7lPnc4Iylz4Se/qXOCjd7GG1pFxe2CJSc3Mc72GOahqf5WU7/s/T8Nmapfj"
    "kIsyrISbFXUIrJpl48bLb/ieAHvcW4p9l5BiyuYTUkQus4t2fC/WGW0p9ZrxduboaqzQBKCq6/WmYLlahK8Yr5fz3GWYzbHe9Bnv"
    "hWZYrTZLtwzm4F1vi03M+Bq4biHn5vwBdFvDNZ6He5wPi9pSDpdxMlyS7A1sp2AD7U2UGc24uslybl6By/5H2Tk1xtzq2hxn3WqT"
    "urMK27TVeuKjm5g/sc5v5exV7boW5sv2NcBHqgd2srrRM+Rb+Epfwm9q0Guws92DoThfw4AOp+vtkJs65sGex0pNhNRYj+qOMgff"
    "9Ba05OGMmdewZqeLryKN0z9fjfUcIUdZx7iCe+HzXw9PC56Qnibj9V35jrGiDp7ZWsZV2gry/gu8vq6wVO2A7LaU1nI7NONHsJgj"
    "5BbO/WiDb67nCn0FySnHCmzArlXBo1xDqV/H2FNLMcbAdn6uRD7OwlWstmvwkfxq3U8cC74E6KaKlrCWzLYa+i91+k/sb/6rbR3s"
    "Etyu5TINK7a93q+/S0V4NX5+Gp+cwViPs5gnetZlmpX7V5FH62K2C310KIGT86t+KM6bKmPGsAd7F3ygQ4C74pRFYUS9waPbGh8B"
    "imMVG2s+LHplNtRq7NrIXbDItjeD2TdosDjdmK/XayXPyduQ/57BYmD7mTwls21WFtannpnBy2A5+mInrINUO7HOTttJwsfdo/B6"
    "bTZwBN7iEm3sCeM4UENFfP+OVdjnGt1brM5qNzlOjEc5nR1A11GiaijVNgf5O2bMCiG73dmLOKv9BkrM8zFVkz6vnuAJDdmFogf2"
    "J84YRxSrk/RxHMfqT5Dtnv9qFuEfImW+b8NYvGOBjzkPpsWS3EQXVddx9zvdP7hHa8MRcj5wVJ3+G7LZRQ7U34IUa9m7SbaTqbCv"
    "hssJFrNi1sWvT6EV2kgZqyYTzPU+UmbL7VxPJS9gITmLrpb7M/amrGV9g+otwFERHw1Y7utZ1E90UeKE0LP0UpT6jPcsstgx4vtK"
    "OkmqYnYx6mNcyiqjBGx8hOwos9qlns1ay2joJWJ9FLO9dlMex+1B+a9gb5kucgHxsHkGo8V6xCxspnNfO7lKjHF3J+zEeWITb2bC"
    "Z/9CPmX/fNOAHSlLA7BTCXb0bKBXlY2GxLz/F/G5lu6cTanq+OgJzdZ4HqJH662yPxDRQBkanK0nQj7G68DgVkb5QrLcjEeVJivX"
    "5LSqGe5xnF5eYc57s50d7LuymF9dkOtq0IhZU03qROO5aLibN7WKXB6bM9YB3qKrnJqjOwYpahaXya4iinU4/ShxMtuBcaTQTxXN"
    "smLNw3FVkjWUjldZ+1TnGVmuD5ft7dniot42cesM2U/fgY83CFp5Ed7XUnbEE5/l41ZNJ+8ppyhYx/B1OAMRauxP+FRTdSUnOdSy"
    "MjfpsxrOLhX4a3Rqwrh13nd7Ud9p9Eipod/uUO8wzkRyOZli1nKFPmqc9Jkby2m2FctxHg4d8pO+AGm7LwjkTuBTq1Nbyjj7m8D1"
    "XwfF+r32B3o4HXszC1edo5dgTbrKv3Syzg5mQotH/UxS5Ul2d749+Y9FzOi242z2zkGFvke+binzcbvJ19SsdpKKOQ8gybXOxhW0"
    "iS/aif/9J7TQc7gbQ4O/6rN6A/y+t4HBr2Ov/jZykri1adAKnz20/+V7pRRWI5OLl23N3J3lzL/TU+VhsanrG/C9xhPrIvYc/+ZO"
    "fMX4XBpPMA66ZX+s6Th8+xRI0Ze49na4yuawzSV6PVDAAawXTekWQYor1NpXJpo2mqgPQ2IsIj4MkvApVruC1n2j/qCv5HIXjV0z"
    "3HTHGHHVRHhMxgBqJQ/J0eRqz4D+dd043Kntkeu8Jc3OXT7oT9Nr3H8nM/KwxOeXf4c0lbNCZBROWC27mrrTMJj8+ZNZ4VIP+e1C"
    "2+v8376S9HGxeuL8fFNxbJZTOZ7AomIPis2RjWAPVkK2q+mrutrSQ1jZsZjRQ2fLDB+39fNEt/S9mxJE7e1x3W/x03jWN1sdYpke"
    "it2o9fdWx56aCe65rfNWkMuh0Oq9cQYK8e4TZV8ZB4k8mM/veGhHSn8/e9gwyVJNeh1v9uha4tY0M/uWF6pj1/cadgNPQMasduJc"
    "XNv6qdfhFK3FGZvCTlejJcp5iX2AK6uonSZzNuI0Tq/eLFhLfvoewE63QcO3wp5/j9dfw9nqJNXEWQlvk6P0iTvQAjX6tC0lO0/N"
    "tMQw6L3JsCiHYe1flzOBdowZHMhjuGYB5KiOjFjrCrItOVqv4F5XNMN72kOGEyfUsvP5SqyKRXx7w44pc9lZjW2Vbi4+WaN18l24"
    "Azzp3+Bpnq2/Qr/8U++SstBYuI4lar1PvyXCP11+x16sBVp2utL4a6721mbhWBfzQ6VxEmY2plWmi/DzfWI1T7/gG9frsVzdDfSS"
    "SnO9MrJnKtuDJqKdgrLwVWjiU+Elzde68ERYbJEb5F/BLlJMX+kV9m1Zw+jMArynhbxBzeU6XCc5hdqsX4VYPtLueDQl8xSyiFrj"
    "PozLv2WuO33TOdB1uTxjge/lb69uJ64m6QlZTI9f2VnLOMnd5X3cydHYoVmQwSOxmxv0IuiPk/GMxpc0Ly+lSW/DO4qLE7vYootM"
    "dJS4ZruYpsi4HSP555L2gK6ahN/vLR3xHIZt9uUM5y18baRb11HsFubmnVqmaCE9r5Bdvx03okY/EuvtfQp0VmuZr1cEy/RLWKDf"
    "gQgnyzGS32r+Am08EPvxsT4UCPT/Z9DFe+g/4EmkORsho2GO+9mGWWeB/p2Asx2D3FxVMFEtJv21fqHF4R5i7NquRDDGqhskrkdO"
    "kizG28VN7NmRebXh2M0f8CwVav3IQs8xy7BXsqtJS1JXlnDFOvj5j5b7vQNn6kJ9U3+S0yFTU3G/b8tFMlfPh+xeD7megfO4De7x"
    "qvBxsQqE22BD3pZuQZZdHOTko5skfVQpwnlUx4hjtDfQ9rqsT8ZrJPWspJE8t5ZhGitWv/meIQV87jes/gqc3j8oSV2IC6sh9W6m"
    "TwEkyqLvNeyr+45+Qzk3jsC/tWVgJ3A+ZyybturMWHyoJ7F3rXgbK7K91Pn9cx0BVumdsoB+6PesdHqDqHw/eZ7rleVKxOiDhX5i"
    "boxx/JDPFqe3OY4oxvzcANrGJp3PgeSU4e6K9YbgXa5FDLKyAWejjrvUVo6Cb2rXe4WVDMdA6l4LNkD7ztK9sN6PFbycKWNsMoF9"
    "cB2wGlijZbOVXudUniiuWMEoXQl7YVgk/AJg7KU+M1fOrMAKfYQ94vuLTWpsIa4PUCG7+O8kxuj/A1ptMeSkQsvwbd/g9BXh7Fhl"
    "506whnYCO2JHiqn5THddys54g32ldZI+zLbiau3NVuworidVV5yJanYFSbJGK07vJw6JGSsW1VqhSWZwn8W37u7Pantq4xZilswx"
    "Nm1abcp7UcbHcnXmleya2lfSvJqLn9Wxdria2QiXlWjgZ6JqU0rmQCO5Gvs6j1y6+ol9xv84WNbxlL6Hz9+Es7Qc0nAbNNs6+uIh"
    "sHnICps19NutNvk0j/9HkRtX6CMEca9v2uOsldMeHwh53RWnyvjfnzXzSh96+m5e5b/4cwqWeCH7WGao+X6weAI9NbPj63AlYx67"
    "vow9mBGwuUMVWOUh1KktvUe1Wa66IsMamvNhtas4zWUmK1UGBnainqGv2eD7LLlK5uNp3Uw7fiaTsA7ryI2YzrjcEsj5c2I9ze0k"
    "f+u51km9XGyilvWCdVrVZlWu9f3oe3FWe6pJPb1jBz5Nff4KsIPFlAxnvQqtY9EmmxHWS17E/dVS31tetwMQ23xJkDUy1c9BT3se"
    "iFmNsb6m9RH5HLu4jr0rStWYWtW6VKbqevZBqWdlu9WHp6Fpthab9lujGXkbnsYzulsQ6D6yFXTiPXoW7v/fZMeswrqdyA44Sc6H"
    "uFBsfq6tWw9x1VQWGxztfy7zuLc748pJzfb7Zgcg9mVpS+RiFWGGW61Co4KeW8Tj67M8iljKPf6KXd56QYssB25Zib23aF5P+NAr"
    "8Zp1l65mXZ5hvQSefhSQzNZN5rW577cOXqYPlus1uO6vuMo0eC+r8HM11nknOUUK5XGdJd/LBL026C0rw3FYeeDSzDWSfz56yrMD"
    "M95nGe17s1XqY5xX0VeexB0OxvecJ8YnnKo/Npn8dIjv7+7iPAvpF2/HXjGul2DoUTU71dPTrc/xC0dBLqfIM3ILcFcRpyJPgM/z"
    "rZ4dLAXeegv6MIR+jWm2y91XxBmVjDc9j+/ZGfdxBvziV8Wq8K/EXrzLSssY85Ohr+guYWdy40MPYPcO3aSPfjYaaNlsYxMlWTUQ"
    "JU+rlPgrBgk5Sl5lDtmswb74rpNheYp4bpLACrvQsq/ztRzLgAZqfbcPN5XC1S4YL/t7zm8wf6NErcbZutSeBs9ge+aeqsgJzfaP"
    "PJyxlGgunuwiC5Zf6MF4RhmjE/XMlqxnpehG/Vx+1Guwbvkj27XA4S1ZS/QDrvoRY00f6T/1PmknbvpFmhYv5mduxbyHk/S8MJOV"
    "oT4rnsAqu456g8Xx5k3HrPHV69W5rIzLJWSzM+7UpfVxPF85JwXFYS0jup7zlSfgmRaIq7c+CFIxUa37/dP6H1x1Oryi44DfjxCb"
    "Z3eXXCwP4iR+qi9xesQM/RAa4Wqc2jGwiXPEsWz6Shdx09Qjnpca0Z+hHcvhS1fgO68RQylHkZm9kQjzEm/PKuiv1jPK3qKZjkaV"
    "8H0m014rc4zK7JfL7eb7TP551ZZvL+RcZN1kVse2zTxPOV49k72TE77Kq4y2tA2kYT7W7U6tFOuF2ko+gtw9IHvjvFjtxzRmpq/x"
    "XlKMrNMj5WF9Gmj4I1xzCf7VUfaCHh0YnOM7DQ8WZytc571+Yr1G2vNeC7zNaiWNfoj7qZXXni03eSX/5OeVwO2XijFWXtGFshQa"
    "/EO9WWfITdjlL4GxxkNeH5TLgjegRafi96v0Ib0OGOkBrOGTsJFj9NjQZo9erp0LvoQ8FeGbC9lhYZll39RqHMu0XFrL3eKwRxEt"
    "yEp6gxYF/SY4X17WM4ApHtKLtG/wH31UGkKLbufvAHQguVUJdl6txb2Ml23Ilers11e9z5xk/aTD0/mj4fsEm+Ok3iGvwxu5XK8G"
    "krpOjg7vDqzyPeGjOCmyC66nVBUzf+t6eJTpQ2I2vj/1tTEbl8p6zuFKslJpNXmJy8nYHIp1LsXZ2cDs2mjZn1U0yzhr1jHKG09w"
    "dud64OrV7AaUovQdJuaTVjOCPlXfwCm+DU8+BSfJ+iQcCnx2CHTvRnxiW7Hp2Ib0Z+L79pTRxNWGfdLea0zy3BSQ/WFzTPrIzmLY"
    "11hwZv0fkCj5IeaptMqdkWyeqC8nySc9f/OfsoLayeKvP6p7JfEXrxjSfVqGA3NEcO9DZUuxzmARztOzCccN3hMahudsI/3Yee8T"
    "nJ5p8LYOh/ZpJ+/quOA1tTm3W/CcurrxRpavq+ayLvqC0+cQhesfXu/9ywj8iirvF1ulY4JWzvnsrci2clFY461aZe46vy9tJYsP"
    "G/fHsPpeuILNp13Kydn1rOxe6OvY7Y+bPDPP20Lj+MTovbu6Xudvj5GR8IKsd1lXxijiQIgm6THyz13srQPWzTGBs713sr0fGqD9"
    "Erm7ynKeDwDmCX10vJy9j82b6EvU7CJpm8sFlIbpnmtUrG8H1sU1BZ/2Rkjq3HBr7NlP+nrwFU9eIx8720/8EqzQRcHPrNterjcB"
    "J8X1eP0OMj1GxwZpnom2kvYTPNxkXcM9j+MdL8iRQF+X4z19OBOvTN4mT3M6pcSiQz0YJXsDOn8+OapuKu8gXK+YlRDmfRm+tV4F"
    "l4lNQf4R0tsAzVUDu/QTZDo/53QfnIeRciJ+a1UHY+Q96Nu5kgmr6Hc0IkFnNYbQdy3MdYLS3P4eQMZJb3pfdThvrk9hCvp6nu8B"
    "cg39U8dHnqhx3xsl0sz3xHyfNrtP8/m2Y3cp0y6uL6qbVpb2jPf+zKr9laYPPSvsUjmZa2tc1t5YVdcrbg7ufby+Ji+YDySWufyN"
    "leD3sraiThu7G7v73IFPGtPGCd4Jf/+9/OwKY8C1EuPstGbP312I3Y0vWMH+9jZlrxi6YTmutZT2dSv8fZRYNtI4BZOwY4uA+BYC"
    "sVSS2W2Mt3Gyg5hF7MqI52SsUQN9XyXejftsi93X23oDrI9xMYayWiWBO+gh+0HHdgguB2J9FZpyoO939kRwi+wkuzfTffpToMsN"
    "rLn4SO+EpNokwg+x8qskzFWuqO+ravMUbM+W6IN4WptOUAS7uQ9+u4XcgBW5C1rkUd0dOvs8vSD4Q+/X4bCmr4UHtfiPPiMb/Plw"
    "3UTdJIgusMDdOEE446fVO+1rM1pTej10QoxPvh9jk+4z38NafMuMhZsN5z5VhN98JHHanUas7Op8N0LPpPQp+ZmTgorYQboQKGCD"
    "vqPbBRWemZXkNOfQs4HuZr3QMOnNarUIkesO1K81ZDyY59Qzx2CL+ux4ilOjHvSzW6yHwKv0fAzrH0FvK8UaXzs7n+se4uqDaput"
    "/ty0eqaxMr9Bj4Eet941M3C1h8UYztPgx4yR8H/U3fRi7LmONa8Jj68SnAbSFWu2AlrhNb1CbE5Fb3lYZsPy/Mw6M4uFDAXqtvqX"
    "CkjtQN8XdTJXdiqwUegRRrYLfppxg+/0Dr0I2Nomdz0N7bkM3lSNvo5XrVunmxBYx9nUC6hjNzDTaZGs/pJuklNr0YT56f7fehPE"
    "t0A/8FU4rag9Sn39SEzzd6NvJSWev9leLA/YCndmn+tKu+T65ZwIq7INsNRUZvYLN2FpFfwJYaY9xy+Je2/MCFoX7CR5x0lmGlwf"
    "x+7i+vamvFaJ5frLxFiT26DvM8NncUurKxrJvh+L4JuX8l2mm/6Q9dTCDeRXrWQXq2rgHzfxxPW9NX/Q8iLLmKGwecHLObs6zrM3"
    "008JG0obs5EyYdVE0/Hzz1jTBsYerCb+KyDnSpzjl3VUYL5MgWT1unofztj974df6Fi9Tju2eCIYG1yq6bCnPIFT003drLUBkvSo"
    "wHawp8cunX1GO8yxPRs4byn0sjRMMrnqtxhjh7NZq5/QgmCCfgj89zPuczqefHkzTMy054tYxPEe34c5g7OXhn9eyD4dL8ujehKk"
    "cj7ubzKsSB+yArIRmgbPghhGufwWvsI3WEmLs5frZzo62Ig97SGfAd1PkduwXjNhkR/V5+Vy/OYFvSt4Hfh1OWNEdvYOE0PLp7Gu"
    "M6ptg8HBrtBEd8CPnxkWFUyED72/vhzeDsxifTq2YHV3b5mkj0BGT5THcIVPxbpobA0cVYwrvsYZEtYv7hd1HY7Sms2unegnstVD"
    "ei6BHrtMT4Fvu4B1plvLxzjhfWAbajXCqUYm9aOoiY1N14fdgQr1TI+Iq3y/4Uwu553yaHlXdgdQ4rcDZaKaP72enLki/QDr9If+"
    "JMdLNiKaZWtke7f14zTRJPsBGWepvdj8tlLOEo57y9yB8dhy1jla7Pgm6czPuLrcavy+KzTH/fDAl/A8xSmfbh5JBjp2M/ZXsOxp"
    "LSMKFvV0eLSKnImI9vYdy/v5+Tsu4lOvF8p9QHFfQ+fcLLtjB17Cqj+Ga92tjb0IQnI81CMZwYpabsI6N7+GM3AjpGABuTorfC/K"
    "Db63peM8W8TM+rptJ46PVpHTpAncb4YIZaion/Ee5DiqaeCFbeRVvDIb0tUTvuoY6OeXoXdLsHotifYryZs01v1ZrLTaAJzwGSv5"
    "o9AEXXDOb8WKWJbhPpkE9On0yxpcwfofWix/nKwhE7M9MMy+zIaE7BmnvqLmF7z3eMYXSvRp+I0luqNkWC/lOsxu4z3wthL6TolO"
    "TwaSjUP2lOzkpSo8QcLPLctWqLpYx1Sc1hJqyDhnaf8bVz+Y2fyWrKwbwZztIVJPnr4hpSXcwS7iZk6V8xvSPlJiFWgjeLIrfR+2"
    "GPsNjJN4bpaj48xvychIWmPN9OJNc8Jutm/S6hxe6kBbGyMzIaX/YL4mwVNb3sysZqs/2lm+wp6MhJ8wAf7jjnINtPrP7BUWZ+bH"
    "7mu9z+/FGQ0INdiE9xyyQ4Tl9NdgVTeXXfF+603dXi6WWfj0b2SdnivZbskZz/VSsl52lTCnMV3dUkdx3nDrJtngpjyMmGb1eHFu"
    "dorl6o7BSbgzGC7fwTakwx7QjhqOMT0jzwTZSqSMuh4wcT1cXD81nJNwIjTrZWL4YgCw3jr8t0PwgNwu5le0oIWbhKfblb1B27Lj"
    "1HXisutWY1FNL7eWKD/BqltXkWI29xLil3LPUI4Sx0WZh7iGtQElZMHlu1o7nFSrnViobwKnleh72OeZkKMh0DG3WhSdEygLgT2s"
    "mqwHUFdraSMn4LfWXX8hv88inj8y2hbDc7WyzlywCdYxe4pezajKanxPhbd8rcVyaC05pSPCmttp7NZhcYQ/oGV3DqxrZBXk9xfs"
    "dhspY0aoD+cwR+D7hEQACe9DRynvWZ96V84iDz0jK4q76SZ9oVsjjNdWEikY9t0OWGg74ETbG5tTdBt5eilWIxtPuCu5hBWM5G/L"
    "U9RTQj+NvQ7+bR2ebpmfy24xwZOJzLZhhVg5u+2nmC20XgtF7CH1mf4IzTTE99XKeh/KHKjxxCxDXsYMZB2jZjZz8EvGEhI+72Z+"
    "wnL2/c7gymNxVztLxrMp1c/+qKRH0+dP1R5uZoZ95yV6Dmx9mZ4bnKKPwn+uwW/uBda+GLs6FvewBr/9Nyz+Gr0ZdvhMYJItpFju"
    "wZk/V0/gdNl78d09IQVT5Fq5WrKMhSpa5xR/qqZOyd6B3a3rAfUo6+nr9UVfo7yEs/fmQ4NXQuNW5HhsjoWXIPJ0jMC9JEOOe9LP"
    "b0lxb6oZp1vr47/GKKvhHFOLXViVv6vbsjsyBlE9fz6ZrOxsj9OM7wvdjvqhHztitfTVN1lmj+u9FPP13SF7smeYM1X2ObVdPlQs"
    "ftmOLL+ATBdD/fnR+n7h+9Cxs2QvaPN10ILP6o9Bt+B4bYP3DmLNQXYCiDEm24ibIWNIdgZkYIOeITYhPYJTVsOZSUsYrUkBp1Wx"
    "VtBN7LlanoQE7awd2Bt+l6BcVkO/XKu9mOdIe4lS+EjKKHmMaLTXJjF14Wz1cm+phtIGzqHvlyDf0Crgjs/l37o1qfPMkKskfhJu"
    "wDpGxwq13NZBjHbZ5FVlD7FS9iq0lVpORr9Dyj028WVcbbCbjOqqHm0Hd5ZMzj9xUcKxnpu2gXjBRdlqOY9YfcZyc3828vmn7dmf"
    "xjLNnSQOyeyJ/y+wbjk+856gJ3Ey43HZGdkL9Vl5H5/9Cgj+PZyfudi3bnJUMJFrZ93U0/5/GfLj0rABF0MH/YjTvpxTwQ6WYdjX"
    "E+UWvQuftWqKMrI0bCXbsurUYidj5Rn863k1q3un2HyJh/QMPQC/maUT5HSc4Vp8rgPsq1V2zocMf8hpmeIzlrZaNnVoGz5ple91"
    "tZlMpWRXcsLEQN9FMDt5eizPccpXP3eV/rjjx2Q+dn855bEG2tlyxo9hJbeT0XIVkPk32kofx54PDi7UqWFjZ++mlUH2Z6p+IRH2"
    "LTXd/G+gOouKfw4J3lumELE6dD7Gz48wDmhX2ueMrzFIc3KqO+t/FUOp/H/UvQeUVVUSNVyXKCKigKCAiiggohhBMaMiIuYcxzHn"
    "nPOMoo5ZxzFhHHPAnEUMCAhIFCXnhs75dffrl259u/Y593bj+Pr7h+Wa9f241KZfuPeeU6firl2Iq2zX5rICMZpyVkR9eYI4ryhD"
    "noK0tyYKT6Xez9Nb6ycuhJ79Mqs3eyywXWcbad7bHGWXqxltjI6zFcm4ujUL9/Kk5/9yTMDL+dPXePVhSNAguQm/+USukemIPE+T"
    "t2R7Mm2ElIAw1pCOp3EPr51yMQbMKuZmA16FFB4iF8mr+O97kMSLpErOpX0ZBF0/h7NyFsCHnqsvIhKwfm2b7pFjNtus6WGcXFVO"
    "hOFmEnVuOWtiZ3ojzzZljJg9IC0NzHPvLll64vWcaWeV+EvEsdlZXtzwdAug68bpXdAnn+o9OE2TdRz+Oxf+R1FQ4jFzKb2fPMdl"
    "/KYkefECaIQSRput8NkqnE9DhJ3JHjrTUdtKxG+l3p80PqMr2P3jcNcFWsp6dXELeNj8WN0cZLHW54Sdl5Xy060+0du0X3C6LMKq"
    "Hod442F9HSt+CVdwFid7ZfRnsYxfL/JsTfe1IrdjS7EzTfnLSbpHYDWGzvKcvo4zUA7foxSnYxo7Ltzeb+Z5N3LMJEe8a5uJzVR1"
    "HOHJmB+zzucmDyaPrEOk1fOT09hva3iqYpziBkSflYiyjOFlFexpA+ui0LlyrPyTMZP1oK0ma0Zf4qhXUMPU4xs+kWW6Df4/RkyK"
    "9w7mYZ/tVJ2E+6gIj4J+P0yu19vh0fbFHh4FffC0/OgtTzk7M91M+wXsSThd2rBbx03fSZL17mxx01esb+5DRPvWQX+MrKDeaS87"
    "Y39szsuR2i7YXaqh9T6FT9FLfpIRsr8e4uOeHcTNuErECA67whGyFFqwyq+mxa8lfDXJvHYbScSvpH0njPguZPvZ4bwbY9xGvl5f"
    "e7YqVoMipu0crHGWmq3ScByIrhvwTIeSc2AuVmQldc0wqfO8Wervw/X/GL690OeaU35CYsIzKm/VjK8hwiIK+9ovIU4w5ydsJdlL"
    "4VBKm8YI3oiTwGV9c7o3OSbD2G45JvwPc2eE37f+R6tfWy0OL9Pu4Qj9UR4Il/B77C628Ho+5buQovWwWU+ZZtoyG/dK/zGTgLLq"
    "McLPlHDZ0NBzKTkGvt/30LsepSWQ7bOkzEdHn+EJxjDy+BXa3uF4I5ymxh7OutWX5nX5ejxPKs7TtvX9qHaqD4EO7SoRSqeOGKZc"
    "C3GWZXVukwQzmy46NelPkF3mS20dFJKdrZGRQx3sVAP/tlo/xQmb5edThsRgO7x7a/kC/30izifWsNfGzo5NhT7bZ31cTqreY8fc"
    "zMbNm2Gfsz7Oz+oxUsMqldP0jX7CuMX6v7CfuZrYgF+89PzsZb6M0Vbo5xXl9Apxvlgrj2l01+nubebG0Lifc6ZYGn7rYjJZ2QS8"
    "gS3MWW3plfXhKMyn/dfn20L9Sebp0Z4ZoIwIgwekglYm31076ZrqT0I1/26olAtlS2ZdDpMV8ZysDLNTa5hDWwstV8fKUVcZTdRR"
    "Bh5Ae85sa+CkI2Mv3UAWwjLaRI5hsBsjcBd9oXNNMrrCp+ghxT7L/cdnzp3+Lt4+fcg9M430oOTXSDnma9IxJqv5mTQZH8Detgxj"
    "JZPScl6tg1SresZ7JyNDqYltdmo1pGw2bONIGQ5/uBHPPUrmkf/tHnmJ/Rl1+h48nd/IO/M+197QEiUa+ZdRJiqtX+HszMPKmrdt"
    "ebbfsA5lnuUgnw755T+49n4k116O9ZgwnuvnmB9CP7FwuDgGtYht23V6Rtf5z1laGa9Z/+b7EtPQKOa9XY91sImDtczoNfhTX+tt"
    "k4tOmnMqRPMbM7q/OHlKeRuX850NWTJk1GvURRlZiLPkBzV853SfuTXMRn/vZTfCT00Qn/GDnzaUJQZIaTGaIruoVh1SCreViB88"
    "9JNCI326mtVwkUTcAxJ5zsE6uQrHx9mHeIH+0sTUob632d1B92azcURq4+gvS590c48nMz3akXVC++a+UssO1CY+oohTcr6fhVDv"
    "vabLxDHyr9Ibcd+DgzRR3w3QyaavKjwDUB29irBZxsJ+LsDrfXw/kHmEbZj/KNH8uDTrSE7Dl8tyBZN8pZ7WIX81tiXtMgSezyKf"
    "nXC5sSXq+CqrPOuD3fU83Ft9POnEVrcn8xouV+26Ueta5DZxedTq2FLuG/N9qZ+bsrnf2U3E9QqHZMVwfIHVPmtnlZlbxOLQBbqC"
    "Ud1c5raTnEPqzmBC9yTSKcXY3ya5OZy85WeiykhUuXN/foMWTfssVBPDgJO8LtKcESPCK6ehcc4he4ljjYs0iPvkBhIxqTb3Dqyi"
    "8x7znPWMDGt4xw5XNYk1Gm3Gveu+zaZJzWXvR4aZkFKbBoL/7yvWM3WTpH2FIO35mDO+o7+9pP3sACd9kW0tZZ1H/oC9Nt8Ev5An"
    "K6UNcd0q67WFRW89ZSs5UnJ8DuMiWcMdyo/ETOuNnis5wm1mPJNjmpX4GnqzVfx+y1LdLinvS27pEaQRk2HklVfo4eI6t81atPE5"
    "n2rmFS+WPRFRfAtfxbqcS+kvO7lyGbP9vGZcyt+ugKX4TIcGdWSJrGb/zkoigp0W09jqZeOZOg2IYj/xGZ6QXDonS853ZDlmy/J1"
    "UJuOuaIHIok28iv7Xiw2H4u7nEu0fDXuIKFTJZqFXEEkj8vVur6p4znvuYo/Z4mNd3hqO4vGm/EocW8JouLU48R/v8MW2c7DVdPE"
    "cjkOIFc1tNzTZVLCXXDs3G7CTprx/RFeB6T9fJPGGPHQlXw6Tutm445Y4VSOAX6V62NOfSc/w3wFPun7c8J4MuEKdkRpvNLi47EG"
    "8vSe6LWo+12j35W+virvUCwaVxDzoURD34V1gBiC0OSvveTiK1bpFpL9D24a86Vay4bSdOI6E6PjGFEdaiLyd3bxdcpG3+tl87V/"
    "5XlOExF5Mvk+1zTDzKufyto/5i+wnWre8dtT8senZhGmk6llin6D6OIU+R7R4iI9IXCsCaFKPOfFRUi7yuM4EYM0KdfIiGCOVgQ7"
    "4rMv6QHai3Vh61M/WaLcbpr2JyQniptR2Mj8XgNz6VkvgVZtfTLWYzbzp6ZFnNCNsjv8vUWsax8jP8HP6yRL9F7RMD/zy/DgKMjO"
    "JP27fA0NOFkn6IXwXCfDcyvXD7QbbOZS2FPjpttdKrHC90gnstO42SonEnVpK/EKmd2y+Fyj7uN92BNZyZ/huVTrWV1xM2zMjzJr"
    "kGaWP58Nzr9zGfL3N3obsrWU+3maYQu+fzvZSNwrm4nDeSdYi67nJKmQCPoIfWPTw6I6cvvYTjXX8/m1WIqojGjipDvbCXU8yt2b"
    "oX1Cz1jUcjY8/ysWc26DOG5nPOM8VmMqyc9Q6/mNHK+XYR/OE2MXqiWDSy3/tqG4KmmKSPx6Pzk81D9CvNs5sknVl0mkiWxKazSx"
    "5HBZy1x1xjOPRNMNsqzmmD7q7c9XK3EenouKoy6kjGcrMy38ob4sGeYdQ79yrsaaJi9ditk71Wier2pLHf5/7ivL9d96CWK6jO4t"
    "FfRI7anvQXT3515nka8tu+61s+Q3P6V0O2aGy+glhHoGpTThbUpSP4LO7cn6VznrCbfJQDKvN3kOTkuZN9ia8vQCopL3WUfdXXaS"
    "m3QZ/KkZeg5rrrX+vR0k5xE2e9NfKmK9ws1jTNB7tskJI5kj6i9R1quRWXW74kJ4BPmnfhkfUzT5IU3MjfJJdxSrFhmiqxSW60Ui"
    "ma2SVAx9/K5+Cp1UqB2D/nJysELfhlQv1zH4p86zxp5GDH/I/s2TpIxMNMbl7bxBOw2VvnYfav7+EvdsOcbfH2vG9yx+r6VEYW4h"
    "EcdDnUeA5DzPdy30ss3T6MlOlxwzuv39qanwqMkwniJslbXHsBpzcaYLsUl7izFy2lTOR9jdXKiHik2NqaSnvxl3qz05kFOcSO5W"
    "z1DiVxNTvEerKs1A4z+iyXC2PBWO0dH6sl7ADvYirJTr2C/j+bqN9cDIErjdy/jZGsXec8iSC0m1KdZVHzV3RJRTwL+X89kTcd4z"
    "F89kjt7fhyiXaAZuxBJpezUAq25TZvelD9ZAO17EyK+XVHE2VEZDbR69d5TIulfB8neWk7x2Eta0lV105ZzWZLWKCyTJab8D5Az5"
    "JY4COnk9l4uzrTmeuYMkmlRc4+veVlvu5GdZ4Xr0LS1LNwc27o5WR0PrnoTv3VL/rvdAc03Qjljfa8jbHfr5scX87HzyYP+EqMT5"
    "lsaJP48TJveAp/rPWDr/iL29q2T8bM9O1KVLydZ9LaRgd3mPGI8GPR5SMRe/W4l16ybP+ixp8zxF5KnejP1chnU+UazfYL7OxCq2"
    "lsXsqEhr1P+1Gd+9ORE/Fczt9GBV7Rx6PCnK/bdEhaT0dcbVtTipNcxQLOa8rG6yoxj7cD3O+MXBNOzKBJzy+fpEM/+vWzNvsDqO"
    "XQPuzobreInFzMAewQxGG3xzghGJei83x6mX2VjH7U2dupgW13oLT5IVWLehkmX1ZKGXg8D3g0UnwPKMa7GzKxinzIfftq1cjLWf"
    "pQ/JLpxMa5O1rafvI3HzNm1a41o1HEsxGZAmw8v/Xr/CWr2rr8rruGZnVms2YDeawzQMYIwwmB2JVZSmavZaWobnS33WxzQNGs13"
    "7kiZLPKMlOI5oiLEcBjH+1GdxE2/djXVKu9JO52cog7Z3/va+X2K9kS4OaSN9fC3YYzSGiuwPpngjjIc+mwD6OhiuQM+w/VyNnbv"
    "RH2cjCspzmjeVYy/vFTPxmldpjuRv6KOFv5zVjL/SjmsIipwK9Z1jPHDduE32rtaXRNjesviTl7rAG3ws52X62zOdL+YiAHjYF6I"
    "b3gE3udweQhnaBc5QSZgz2biZF2CeLrG+/UZPUFcbOa8wuXalHNLMw8XxjNcX9Q78X0r1aLR6/RnHQsNMEd7tirW+6DP5nNK2mxo"
    "o7Ws2v+Cv50UzKFHmKW+qmPmwjL6L2qrYCnktQC2yZiqlupiGU9uOJueXQppWOBrTyW0x8dAbjtBE6VjPe3YMgf6jEEl/9s+rjo0"
    "5wg9ioyiRWTLSnrf1SIMq6WdwGduK8eQUyLFOsbnOA+GsZ9B5IdC22U9+4vV4/8J+a/D527Si+RCGa2XwGN8Wf+iQas04/HbPdOd"
    "m5Z+q7zFKYj5pCo/K1p+Pz5/fSH/Z1LM6o/i0w7je5ZgNerJBHCg7ACNHMgy5u82kC+oazrxU63ZW2MZP5Gcn1uWpU5qw1W1PKo7"
    "nQ5da7r/ERnGXPhEzzM5h5mHbSB97eVw6MdN8W8SUd5SxJzfaRA05a9C7klURXJMkNvJal61i2fHcN2aX+NuV+hIs396mL7byljO"
    "huiN8moLa13hY30XSdZ7G3uEeSUxV1CaPlDKTzgrbuHUl5LVNud7Hu0EfSDG9P8c1ry7NE17rGak62ztOHj+hXjmg8nXa+jZUvhZ"
    "4/RxzjtM+b6lHDnfbL3PJv51GaTwL16qqsjnWEydn/OTfg71a5bxeD+r1Z+kB0AfZdQ4GUbKc7Dg3+Gzlhk2/qHZuPODZEt5n0wR"
    "m+M9+7XwSkr/JfvAp7ZK8gO4s/3wjJV6r06S6bCQwxFVL8F9GMfJZJzei7Cjn7aoe//MqV/5d7sMEX4B4jbLnSyBVB8gu8pHsF9l"
    "nEeSJG+Haaa74QOMkEriAEK/a0fjrgt9/qyIPnBLNb18rxjnYgPzrpVcn0JiYhLsaog4gEPv0TlvuQf8sF7MSQ3G/aaY9VEypizV"
    "P+6isT+FnP6S5oxQq+6cJGfR77U6nPH6rWVk0khcU0AM1XB60g3Qv0qci+N5DKgXSvRhTnBIkGlkNezOdkEneBdft7gG/31lNdSn"
    "iKsLidq1OWj/ZJecnfptRGM+ZDut3XDXZq1m40S8KL3lbX0eWvhdHQv7MUS2kX8S7e+qXSn6CDVEEhpP20yTHnmJM9kN7bICu2BT"
    "vBfgNIZxtjlissmx62cm9mqkXIoTtBzR14H45ivkY3i/O0CHvQEPsRjfNkf/Jp/C2+2D6/+qT8XsjfZ8R4mruIZkv94N62RzVE2z"
    "FDLyzPo7lGZMgL2a8T/WwLIajshY8t6GBLbGU1tP+SbyNzlVDkY8tYV8pa9B358Dj/hU2TnoBS3ZQ5LNZKkJn6GcCl3BmOg2MsvU"
    "wjeeRXRV/pNllfSOPv+ejeu2TgOPkCSz4jly+0xmNuYHrIzNKUmQN7gRO5WmHaqDnuwh+a+z0jOfhj7GNG26lUSdA219BbV5T56Q"
    "6yWJKNk+8Y7UepRAo+erDX3VxaE/evtukyRrVKfIAuzH95Ck9jIUctdJ7MyVkqdjF+kAzbc5OVMMkTGfdbsU55bXqnW/O6a9JG3H"
    "Kl+x3IAT4mczZ5GBRDZwZ8OYOSJBblc75e/KoWLMoHN0GE5eWzlXNpb7oVOt66CG2c6+9ALLcK2QMVUZdVQ0K89hsgZznpxxPkcd"
    "L6677URfH63xHQhbSw1zVI73JsHZzg6tUe0lYweuVpIZvkSzCknEM7qdZ13rHPOGNPrKRM7PU6v3MzoPor1rJeW8kw1byPMdxux+"
    "jtndOtqrHM6/Q7xWUt8Zj9QB2JUizoteAf+3nXTxXo1xP7YmQ3QDvs91Ww9lDrJaXRd/nceblNETcefsb9Lg5+/WcT7LInhsxnDy"
    "d5nlJwrYrKAKyMZEIpRTegixuN3IwzwJ9xx1Oec4Oy7HCDhDHqhG2MFrxHADP0LPt6bPvBespz33QHLChD7nEMXwWcjUDFyvGDpj"
    "hr6H77dZLm8Hn0E31eDMZYnxMLT4LsxubYV9LPZVOjeh3dURMuScqeeTuui5Su8XFwetZla9P7SVqzgb7nkEz2OS3celnO71MyvZ"
    "P0Ob2RztV8i9UcMMxlTqiEPE+iq3kjJ6zSv8JANjzlvKtbWYolRvlgrWnnO+jnEIK/yLuQtPQkcbk+CblLKbOHnzV7It7uhR/btL"
    "xncd17NDPOTM4nIyO+4c3IpYajx+WgbdYl0XHcShyRfj3u/htKpKTlJ7Tz/Ays6X3aBbKmCpnoJ2Mn/6IeidrTmrVyRinc0wojdu"
    "kyryY5qEHCgOuTyCtnSZbi/diU6uYXZuMu6mHM/8K2cf1MU97xlffQmxfmnogWUeL+dOapJzfK+QIrIjFnIHTbq2gXXuwJOyhUzj"
    "dNsGYkwcB3ohog9DqlfFtbss2fEGy048rXdibRdhpbaUN3DCjXO0Nc7KJjIPetY4Y0+Sfp45K6SFX8lnvRjWqxu0nmExvtFfsCrX"
    "IuI02drZZ+rqeEIqPFqhGvfW1rI+9OMto2gdnI9o/+Bt3ZbRrnGXFTPuLNa3EBH+hvW5V56XKmYPrPN3CjxOi3iNM8R0Xg/PkZ7B"
    "axZ7DmU+bFvmOZLEDbj58ZXwXBPeBjRn0AxZibbf5H+lgZFyGTXMPFohY2C232awwg2wpfOpBQaIIUPLxdC+E+DtbAEbvi92fBCk"
    "ogwr9SZiu48Q421HLoEkP5PCOzOcwFvi9aOzhe5k7s0+BeP0r/VSkCTOrlHvEIf02UYsI2bvX0hmv0bIRiXZKXaVuaz3leppEnE9"
    "VtNnGyybyvPEit8hZkWMwdkwHrMgbZt5VtwN5FgyzE7jpFnLlfXwOcUzxdCaa/DkIa1/6COEXeN4QX0dvZbzPyPMhUWKraRv7Jvs"
    "LBlfdXc8Wy6n2BFXXYsTviMk82VIwCL9GFfuL98Q+9cF103odL1UjAXQauS95Xjoo6F6PmR/LJ74ErlNvyI/2N04I6uwKo+LIeQX"
    "aldZgk++itX/WL+ErnwleEGP1FOC3fG3A3H2R8HjuRpatpwsxEmyF3eBFvuMeN/3cBIW68m4o9XY2RVibI0lxoCnL+sYeGp3ysbE"
    "Kk9gh4lpgwK88gwswmm44loik+fRGp1FtlnHJujYO0KeEMPkl3EVVsNGfh+U6S48B0XYzY0RPS/EWbAenunQu252+MoYyWZXfFBX"
    "ymPsSmzU14nFXcMpLlnP5dRVxPOV5og62DNmbTF72pr2NGRuL6v36bFBA3ksN4YFsmmuX8COHCAbkPNyNvH1+0uSPon17RwP/Zjf"
    "FzP9UUCrXkldZTmq4bBSm8PDNrbey3R0sE+wizwsxyJGugsW77Aw61n695AI6ZnxXG7VuPMlrDin2H2YJmf9YPIYbAUd6FgSB4r6"
    "bsLVvGL/eLZA1lfT0jxjM9nR8gsl3PyR5bDi8xFpzyBywaEdoonJT0IajI3lYmjDWjzLW6JkN1uF967U9/UTHRSO01uDBfJFqxnh"
    "GWE3aPyx0Gt3wrd3OqWT5NbBcbl8WBV2uFxvifHc1TEby+9fqfGvVMF+vIt7Pxi+RimxuMdAwveXm8Q4u+bhng6Cle0k90Dr2PzP"
    "5cxpJvhPB3Hdu5bbupbrZ1nbwVLje1JCzqyqI7tvc35C96dNs9pbOfFqUVW8i8dMh5xENF+/8tlVQw5973ntf4/2WRe5rH6Cn/Nq"
    "Znq+n3ZyhEzzdY/dyOFQpA6jnX+ibD4Ub4r+aoI+R9ajSdz//5itIJqO05reSj0RWMbVnuFpraN/3si6nsv6tJPTpfmT/vE3/vEr"
    "jThnM1kHs5NnlYBa9lQm1MlId8n4GHfddSzkNPfmGCn7cxQ04F90ol4W7C/36fXQT99JF10tVzAe/+N9KNTH8QTL9Ql4j0/Id7A+"
    "/WHjp+rlUsSKWgY68TCyCq1mn8VU6Fb1mbv+cTdI1scWy8nRkItRNXuJ45KpVIlx6RtJ23Vq5etTyQ+J0HH9tMI6j0Nx1sezSRxz"
    "oXkBw/hKXZzH7RivQrRrUYdT6LN3tlMNPofneCjcVffwXG4N5H5M+pOTgIS6PGADZzc/Ay/qATJrtOOshwPFfO73sXqtg2pa/0r6"
    "JjXQDK8hDvkunrTXPDLNwSO26Y1l8B9cdOgm5jTSswtpq/K9slNQHC5Tq8KY1SmHphsjPYmrPgiRap2vVmQ4Py2Ld9jzvIfz9ldo"
    "5rReCOv0BfSCYUYOk7mwyTOYcW8rkxgJJrHL38LyDA7yd52bbd+ZOm9/SfkY0WYgWUeOZTx+xEm/LJwtL8OP+k4XyI/wBvNPp9hJ"
    "ZnoGhqSvW0STy23O0RFicW4pvrtQrQ/b6hsn4T63j/EoEfKnXls+mavUamVXs3dqGb7F5sIaG8Rvei52/iHZnQxIs3HV8cziL8Wu"
    "7iiDyFVrMyBm4ezZjIFjpA+9s2j6dsbXWKJsSgHus5h1g+XQ4aX6qNRwluUafG8RPMoCSM7RcgJ27CAxjqcl+is5cAZID8+2Gc0Y"
    "UY+eSXPVXASbJjd+kv5FlrrOvMd9mOtQ32eySt37jP/6AkaBdb4/zvUzOYbTvSSnEV4u4Sdf5NaRUcfR9Vey3j4hxm69K6R2HK4/"
    "DR7Zu/C9hgSTdCxRtLN1BeKGVfDC5rPC2xxrGs0sEUl7mXI9PKeSXznL/JJl9vZhjGXyuiUxEGlIqUMyJDVil09S9/SVbRilXoX4"
    "owRXfRZ3czssmc1HvQUew0OwndfCWzP8g+31czi7XyK+h4UJxDOfhuyODGEnHbP8Wu+ru1V3k4dvw+9tcttg6EzrZLb6RxH+NhQ7"
    "Nwg+4LPYu82khogui9++h1ebJZ6rmhm8NJ9mmo8ArZdrJbzFs2UQpOsHnREYa/8qSNaPukGwA85KNJnFZgtMkBq/k9WQ0ffg1ewI"
    "rX4pNMojej5k4XHovq3g7xt23jEx1vC+axmFVpMNIN8r+bOtKaLU6mmPHcuFddYZT+L65G5bi00H+Aq6aQhiz/F6gyyA9C/zvUNK"
    "jrsGTuC23fwFz312i3jyvWIfMM35k3VkmLFoPl/mp6W7zjebqJQYrYyf1rUbPfDltNv5v+2HuFOsp0RTe4r1KKKBjHv9PHHZtW1k"
    "rToESEULd7B+HUj//Sv51y3/8+S/67FxZ2hPyXl0UzH8lEZy9dq5O0aiqQmhjxDH6NXwz4dCq56IWOwq+NXX6b26c3AdbOPVWKu5"
    "HiM1A3FjT/jBBdCn8NHwymeUnBV6BWQ6wF0cByvYUi00/1rnf+W/r+Xkv4P8a53/FetFGCypZpj9qM/J8mzbSlXMU2ydJzvS5xlP"
    "tESGlfViRgVr8f+uiD7fx2+qKcdvI4Keq6+q8T0MlqvwWeNGbCNviPXclyAytenbNYgRq4hvqdZ/icWt1WSy+loe0089VijrO10M"
    "tRp186ygvXJZvoGyNePojemjV2iy2ZTGnYmm6Myc8EpouBcR0c6CZ3OLfKgfwkaOhyeyDatbC3DyT8MdGga5C2c3LsEdXijn6OHM"
    "LR0LH3cR3nVuMF7fgc0bie85l729hsuZojYBfgXWoQD2wthAzRobr/emUsPM6Aw8k2VFHmDcEPkUn7D7wlAfh7Mf1uVI64lT2RES"
    "UMfOgYZmeLBszLbfBf7EMDGf50fYCGORNPRTV0rXLtKN56OalrjB13zTmvYoT9dbtLO42HAN1nC4fhFuAL+/p3wcfiE5+QciVpsF"
    "e10L9ZL8vMehx79EyHWbojKakzufkDp6CeZrWp/4UX526XQiZb/BN40k62fIanK1nz1ST5TA7lJH5pUZ5GQZKdvFUXFTZOzw7erx"
    "ZrvGcUsJLUyS7Mi/aVdtDW+8V5BD/F2qLwTP66n6MfTBeKzkDHIr2QSdEm0Um3Rr1ZQDyW9VReu5HatMs/HzFpLgjJPLifhbq2Xw"
    "NKdy7tiCP+hSaf0HE97/mPX6P6PdfsE8znTvJaPFeAVfIXJvKpkuLE/aj9XYGq6187oc85hjJcxw90UO4/yPkJMY6plpS5ClNkvW"
    "PkOxFzIP5XCWNeyvsHjyBWZTf+Re5OgxljDL8alYJHIrItgy6spyWLESrIz5a11wYvJrvgW6yFeC3XRP88DG4g4GE1XrEEhZclWu"
    "gsUuIt4gWpOp8U+jxU2D+Ri7ZpW9ryBBOWjvybh+D/mXzpCWqv//ve7N/zwNzXCYDh/RTZaQKTTHldqBWYC9IYdJVhiqYl6DnYi2"
    "qVXH/5zxmM998DRJWFDrr3NndgbOdjkrJodJNu7Ay3hsnrbwba43ciBZPmr4u67icHzG99QBHl/ES6ke6WLflY8DIksGe+v+iFgy"
    "MszoGgf4bbjfg6Sz3I4o8EpY+G9he7+RXQLXK1rr+wxeZLWrgTWNRkhhd1nFPd9VnMVN6l+kxOOzbK5uQot9vFZADPYe2JFSIg0S"
    "uh0rsGuw378galuovXUzPUO3b90x+F7u1QMgyd/DJy4IM/ToFP60m3q6JVbgVtY2e8vdkP2TZAp0XW/oqY3hKewqo4jFXUwUQy2l"
    "czHOXznsy4VysfxC2U1Szos4ecpy2Z/qNDG8UgLr2x2yfDCe4kJ2uS7Ep7eR6dAuXyDSQWwffozIYgnsxonBfmL87fOgA6fC/3hK"
    "+wbPGco4aI172Bg6bg6e2nCECyDbh2Dl3pKJ7AbIsUd21zhKjbDnS8l3cRSs0etyG7z/ybjPTWAhb5MJuIfVHp9xN3mXLLuRwLdZ"
    "BGRnvph9kjYrLg27Yp0K98mvegotkU2Lq9DHyVf7DJ6khnFSjifVJpW8Rf1aQK+7Kf/Xdh19ZkjM3mJdYj/qR0QabohnL9crJAj+"
    "jW/8QR/F3Tym18MaXy1PI7LqH0TxYqu4B6291/glnAm2hhmVBR5XVkTUV1qjuVDODxwc54OKcCK3I/allFmJG/D8hsOZiVduh38w"
    "BBr21TZvYgcf01P0TkROvVhZL2Uvt3G9pRD/JTn1Yw21ak7v8PGeoWOSiNrq9UPmZxrIr5ZhxttmoF3CfMtnOh5yeoxYXd9mVO+M"
    "uPElGYoTX479KeQJGSRdZVPojzXQONuJxW//xj13g+f3A1Z+Efk0+8rL8EAyRAJW0l+IOKIGs07UBnpyN/kWsfJvkOyRkBo7/XfI"
    "OER29+OMbgWJX453PE8vrY88A69mmj6v48RQz3NwbgpxpyIPyF7kcauCRp/IU1dHnsdXdZTcSO48622pJKtyQA4ay4GEzBB3a5b/"
    "Vc9UY/81zrmlONkpnQP5SuFOknqHXqcvQeI7szdbY84EmwA4Gfoz/yt10CH92aMd+pp7Nmaby/cZkSP1CSlvxhaX8t1iykpFEava"
    "GXJKugkoEcOzfWK32JYE+NfViR3rRJZ6zbEyLcVpMU5v58P2CorhYxzEeUN7hcs5f+9Y39ewiplxx+iTpm9dgW8eSy6TNFarzk+P"
    "c4iITfmcvfxM2wT1+ADdhKiqHm07Sz/s4mx9Ap/dHjKdQdR0njwLbWenYlN85/7wUhZztvy30J9nMTJOeNanGp7oDrDn1rG6OadF"
    "OFzH9lJESW7QG/GJLuwad5n6QtxtAWR/AVlRzsV+FznviX0Bh0j+vt1Zvvclx/xLVh3evU5vZ2//4Jg9202Zcdhq6+ALfZeO6+y0"
    "WeOFRE3ZuzrIAImQN2WeP6XR90v1ITOe6zgsxvfUM/fhZMV4hJf7PoIc2aZSfsa987mjGad9Je07zNUjvrf0mNmuWNFO0hijN6vI"
    "LpdiV4Gy9pTzn2lgz6b97QhyMk6CvGWJpmykX7cHfvuGlJLZrpbcZ0eKTfN5TUyDf+67wkOfjS4lWnMEayn/q7i+JTRdhvG0q+YK"
    "++QNdXuixz3Ueq/FNOYleJrVXKHhnqG0g8/pp8j0mKHt7cgsSS0R9mugK+1EztT8Pd9pvQiWd4pn3d9MWrEvIM15PI3qKgY17J68"
    "WzKU6OW8lrFoVcbRY19mqaxSXu77bVw/rptbNtJX5Ro4IcY987bsl05Bhs6H52pzBu417EXYRe6VEXKi7Bt8gc+viLtec/7/xkXT"
    "SDvRAClO+ascLu5sN/hZh+o94JDY6eVEmLmOKCEDg8PXZbSf5HydMuVPzkEep5PlMx+rR8DOPKsn6G7Bg3I8Yp+95DudGFbJcfIC"
    "tM5lMpVIslU6Eas4FBbCmJy/lA6wWmX6MnMkxVjdpThN54urBDTSEg4nuinrkSIpXGWIjGSWNwXfoZCeVJFHKqQ9H8IBxLi5z2Rw"
    "Il/Ed/yDOz1KbbbHvXKuFMCTK4NNPAO20CY3/IDzsj8067uwbRtLsRYQ12J3crNYPcPmhmZ9/DPAW0h3qjcX18HbOXhcH4Jd3BVW"
    "Nq23sF+oAifuSN1Br8Un/o7dHyLHmCcCm7galqpH4BA2K70nquy/j+Zi/PcI45zv/onmZuXIjuM0WD5eXSFjZ5XXhCeS6cPuZAo/"
    "UaY/w3vqLz/h7k6Gj5rTf9ETakspdbWD3p6fMmxxUnL+V7I+SugkGk8y78ifC3CNyTqfSP6J5Br7VZfIv2nj6ykBxuqymNhE69C5"
    "H5FbhceRGYPFtVy5FLMAKc024xlxK9zTI0lscsWWZGhyEwnPJ3ImzdOXb5JbJfuHcr4j0tgRDN24nwyVlriOsjqa3xiyAzSKgRTR"
    "i9WKEtjlC6DbrkLcsUAnaJ/gPOYbHO69sdk8r5C4jrVESljUVESbYTMU34BsDYVfM5NYhw/1fkh2KSK4xfDXTpZEXKOJWIMqoePL"
    "m1nRNv+RMyhU40A0iT0OHuIXxpJkM//wzcrZF/UxYlL8RCRb+5nQST/SfzJ2qtc5bdexcJl1XOmji4Mlql4E8AqMHbnRe1z1fkKc"
    "W/VhuPu5fv135p6eyKkXSkalqhg365g9HLPCAK5NK3Gz7YzDySpWW8ha3F017cNz7NZ8j6x1ByLCv0BqvfWJGLCdP1FNLF2SHB2h"
    "7/JJ6WXiZnabvLWDJqvyHDvuT29ZRtRrHTGaVr84mZ76cVK5DmPSunj3z7Hb06HVtsNK9IDWukYOk17yETz67WP0cy7uzEz6KQSN"
    "sE0ho4cyaNByav0S9uTXUQME0CF7eF95LT9xBBE4lcRLVvtO7R3FdZDn69Y/Q28m//tQPKvZlGsR/W1Olqxs3KWcJt4h6uTaSiYj"
    "2qkVY6s+RraFrp/IGOArMrz9J5Yj4stv8JblNNqYWsaiaZyPTsxR2HTUg8Tx2lgt7Cto+JWeK6m77Cn7cuJmgj1jreROqaSeSBAb"
    "U0ifdAmsSiUzBWlmpxCFips1XIDPFOmZsAIXyV2wVZ2gI77UsyHNM+FvnSmh5/fpIwEld4K6s3g4pczd9QlErtVyPTKsyFmmsL/3"
    "6x0i3+mir8hyWm8YMBnLu1yBb35OSluYpZ2/vl2qp7KWuLmfQpwhfj3HmR2WJd+Is8wiXEC9hr727FAqv+dDye+L9ZIjEXNvCd9j"
    "ECz+m7D9H+jTkNBBQdbPsK/WVnE11rGWLCMfvu3mMczFuburwjOsj8XIeS+kjDq6jjGMVbx3JGbWdTRvHefDe3O1e8mP0GGz9S/y"
    "L1muj6ih6Ar1VHY2u1UobbbWoY8KtmW+KkOf2TGE2ezYpJ9JYu/e1PPcWk9HLb+hq2jM2Zgjh0rWz7ZIeURQe9FmHHCbSMpjB1p7"
    "nMpgXzGx2kMxa6kbiMMIDRDHj9ON9tdhzazz62DKTIZzwfZjXJ2gvahlpaI7e1+zzSyf4xxwvIzGpDRJ5yE+sMjKsPKvynicgR8g"
    "l+3EIk679p4e02NT2Jf7+bS2k/uyV3o+d8qYiSyjk993qYU8RBO1IoSps8wfyLb6lN6t4yErz1p1AxHXCWIMtO4+28U99001/u2k"
    "krlmi5O3FvvXkLYVfipJxOzqWE4aabl3k/zeegGk+1H2Z24ib+Gpf8GZ7wMddmTwsj5nTAtqvZ9vBcZ+dAKs2k3QyetXhfvvP7MQ"
    "J2VraBFDQb8srt/jN/pNNdT3OeYX3hHXZbAGmq6OvY5V3PdG2IKQHQPjyRtSiHW2OaalrCrM02+DKk6mKFCbTPgFbPtqasdSrHpr"
    "nJYjGMEYW1uiWZdKxCPamyeyjH6l9TqMpHdskni3nOpzT5aLL2MO4m3Wvl0uzWHNtxerixiCb43uLUtg2b/Dqo+HL91LLN80Sa+A"
    "rdmKz7Ip+7DrGSsfh3trwB1aJ+sWxKs5TukasmOmeC7KiItcwbhlU5midaxY/gbv6hWyVfSGN7kHdvZL+OrWz7Cb3OGz+5t5pgIn"
    "vQ73WEsceQqy0VP2404assaQUtfIhmLZ2OWwURvJLbCJdrUJZLD+fS0mwr2Fvicl7bX4EZ6Lei587I+54z/q+/AM7bssc16kYyAR"
    "j2D3LDO6mh2sD5DX/RoxJHqKExQyxHKFHpuzUiNu0wzt0XZeK6W4+oX6pLyMT89gDroQ8v4vrNeGwb/xmek6kDPhRaKZl3v4U50P"
    "7ZjzfmCk/zTGpZyAXf+Mtv8seAzbyLZBJU7ZM1j7N/VM7MYM+LxHylN6qT4cdMc+LNQxfzLKoJSIzgS76NL6GmPBw8XYKtbnOs33"
    "NLcOYjPHmVY7iJuY2oV8Zl2IPP5zcQ7rgw/5s3M1f+51/vtvyzRjINzLx4tpXxnONw1y/e76f/WZ/9X+rI/Ej/ZMnRk/T6CB2aCC"
    "P311/vtX2soq4p0sT5lCpFtKD7Q147EK37tinu8OstZ3hKwfrqYdPWirIJtFbkVsxX5EsLQX4xkr8tOQJP7MohbP9q5xFinL/gHL"
    "zLTmU/z/U97++1fy+xTrp/n+zFOSgf4uJ2f/UbKbPM0ZXaux5//4k9e6JRnNv24OobC6GX53T/6/CjbWfrO7RLx1hkpvZNZwfaxM"
    "/ic9UBwGqB390zaMsi3O+3N3wbqazb84WkJOFWrl+Tr+dzWJjrLa1/NqvPfjOgSy/4/r+D9T996kbYP5er1+Ar/2BPkSHttniEa2"
    "lpvggc4jC5h5xm3Y+WMTc+br/cymGjPDZ5w7VsFci001mUpezDJ9gVUsy1flWBkt9ydff8cwuiFj1Pt1gVgGZ3tOmH4MMUqtToas"
    "L9YD5Kt41pPVNoZIzncSpOBxLtJH4VdfYWyauNu1kKZr9ZsW4iyXCdnA56Iy+v/Fc6hmNmUHzyGUa9ar9OfGgDadKM1+g4TeKSsQ"
    "bTQg3rpbvtc+sp24bFjEkdtIHLdZ6m1pZZQT1Jcwb2JorUNlXDhOJrZ+R7fS0+TT8DvtHRToZeFXnDo3lUzfroslozb7uYeInzaZ"
    "ot0v1EvF4Qrd7OCkDpfbpTS8Swvl2/CT8Ihgm+A8vUJHIbKs18hXC4mytHW6iPOp7H5G+pyfy4C0YrSxQDuw3lTpcUZjxbD4q/WL"
    "FlbnLkaRxmv0ZjCLeQ/j/nktnA8p2JmTfRPMuTcSm2YzLOsgO2v0DCnyK1VHvHkDIymbspngNMtVnM71pO+w+asc7vP4Oc9O4PrM"
    "VjIefUa+QVx5Fe7lJbX5jCPkPsRWac3/md5ymBgC0CLaAkREy4zpGKvwI/TqX6WCmPxT5FndRGwy2gl6IXOl+VhgS/QtPIshdU6W"
    "R8RYFqtwShfpCy3oA7uHQmbiDOX1qd4Ia1CpPxH5ll8rp31HfJ26/uZTyS+V9pNSP9RkPLnkeOaRsau5C+Vc2SG4WG+yOqEcIgfq"
    "fTpO7pff9AZ9B99rPCNLdNvgFDzHlfK2fo3ne0Fvxu8dm/Q3eC6bi1XPCUnLqDVeYW9GI73+dvITdEMKV6/TKVhz0wE2n6den/MZ"
    "6hqfw3M5tpw6Ty0DTbJzsFCP113kHdzZ9rijcToI1+8XONRHax/LpsjcEsXSl/lMt+3A+x6HYu/JL6NHSbGvBIcazY9PEwVl00qa"
    "avy2t4Nkd3YsfYcofib2xWrW58ku2J1ynYFTdAtRyELuiqaeFccodw5+d5P8AhlsE4yW/sHrODnD9Ac8x4OyWr7WTjJen4QWfx8y"
    "uAzrlZBn9EFI7WDpowdChu/Sr6HlP9H75EwxTNvBYn0hz5Lz51ee1ankdzI9NBUa9ldOnJokxjz/OfbgPev11i2hbyv04MCQPw3s"
    "Hi4gcrnOT2Js9PtmEwUbPG+BMd4a7u1TMR6hdlLLXEeRZyzMsd7XC2fGpgynubspfZL5wBrixxd4rEetbs0Zu6dDJhr1TXk6eAAn"
    "8xT8ewyu1ZlZ3Q+ZF7dsyXh2ny7Qscx0jcDTGiq2WOwp6/RFSLVhyhOe37taH0fEsRtXI8Gam+Fb/iUZVodCMgTYT/vFM8BDdlFa"
    "9sVm2IU4xQPEclMV+jR2NqGPyhbyIWzjbjJFb4U+qsKJO0DuhOR8oj9qT5mNVVV1NckC2jbXPZjUG5gBfZcS1AC5WI7T3y4w9Nli"
    "nEnLHpdh17eHV5di93C9jpE3WF01zKGT6zKPgbQ9aEW73UGy/hpKfpQQO3q+ZOMpvI7Xd18/I7AC/sF+iLo2pL4YKPeIrdpsnCab"
    "vDwPtmYqzvF0WK8CnN+95CQ5XyxKmoF9tfnxa4iMXqZvm9bEe5fqD7IAdmsw7vsOaKJEWKrfSE14SDBIxjAraeiGIm+ZDiHWr4ZZ"
    "ljCeItcpZhvaRs/QzfHvHOiabsHdcq9O0AekUEbBBi3EE61Sw/l0RTRm2cnTcf0vdfvgBf0rnvgw6IQT8XxzcBo/kf3lXZlMS5b2"
    "k3vcqTtZHFPQxoxebM8vFIeUMBxhpXbDHuWopVZ5RnDLN7eXI3DNPuIY1hwiw+XSbC+2lvlYwU9loG6rz2knnNRHdK9gvowK8vft"
    "hrSXZrfuYt5vJWXEPKwXIc/z8eqGkLtdxeTT+gi2CSY2q/emGdXbT0uwrm5GZIYefhlsu+WJs9Sd+7RwnSx0ZjmiEmN0/BiregUs"
    "SyEksQySWE2WCdc9kIANcDNfy5gVzuoy1nrr8bNxA53PrKZ69jn1Gn6u15tHS36fYhbsej+5nvyQsAHQmL2C5/VY3SBo4v+JJGMz"
    "cX7j+vnK+T3I9vJaPOnC/lzsI9z14X8zxHuDXwebxefWqY7ScjjuYxlWYUPqGYuMbKr3ZrJ+k5v++1ccP+uA+KRFvCzbiENRp8kM"
    "akxa10uCp2yYfIbT9UlwBnZqHM7aL/AQ10IvbMms9mLY3rPpGTkMfy25fwrV8awq2UkSfH6rSV1O9Gyj5xAfJQ4rYPWlb3H6rTNn"
    "tCynhTgUZ2w57tkQlUOp2RrJpJklB0uElHEoujRrb7ZrW0oJf5Nk5a+L2BSztEexu5lGJk970X8IWdlQRvB2H51Zy0j5bqJjiM8/"
    "kbylNtv4r9CPa3Q5z4N16Bj+aCv5nDJd0Ww+yEZ+qpxVFAfILbBLbyG6sV6246AjJshwKSDT7QW4t/dxb6vx/e/TSswhejSMM6RN"
    "/SydfD9Wptm87uav2LOMIsdXhMtPcvfr6OkfiGisPmZzLvQzf2ZIB30TnzgftuwAeBKfwlp1b3WHvN7CHVxPHo4cbHk5z38FURJ2"
    "728FQ+X5QIJewbjc/XqBjs28HGzU+jrpnkvomeRmdZP1av3UEotRzoBUToOM9Gc94hrWo2oR6WXJ892EHHeI76bJyq3+sO96iKQ8"
    "F1zTFIo95F32jS/1kh56fzBCgyvxZmmvl+zT+/nJf0dLdh30kIvRflQ3kTGMET3uOjvRtiRh9eawa9z1EVcTR1LHebo1vusqQ21q"
    "1qRA75YS9jOlWVmL0EqjfEbI2ZfriCtz02dD/YLPMF16w8tYDH37d9im+zmP17hqziKLXxH222YHFjKubs/6WwMz7AM9Nj2nYfxP"
    "6g+wk9HP30IiLZbaCF7P1YyrDsBprNfdpZCd8ecS6228APN1PqRvtv6MK13GGVnV3i46FiWrXU4igjGaGZzWxzgjrZh4hnp4g42c"
    "BGHax03eqW0x3ztP7Yl3gUd4MvTFAPkB9roaEnwZ/OSFPOc9JOdr56YLb6ev6O5pE2ma/VQEPbE/NJrx0V1E3IrFyPOZ46jn9MsE"
    "53GbFzUcnvGb+P8ifUvm8WTl2FVl5+8oqfdecR17DJuvYzuPhLX8SR95irwH1Z7PPMP1+QV2OUnLuqc43LXzOMyLNg6uv+LZhsD/"
    "sl6yn+BlfI87+tmzC9bEbHy2Uo/Ac84RcW1eeFuszVh2aVzAPsRJlPKDfT485xlSHLow/1yEDLsnQ8+Qp5wF52amNNcQ3aSpLzEJ"
    "zTYTHtDRMhH+eA6x/BNWL9R35HjyQbor9GjGM1lM5MQsaNSh4jSy4+ppxIolOVO8AjqhPo6bqzw6+zZZ6nH+So2U4lydBKWk1uvC"
    "5T4LYDyBr+OOvm19K7Tda/j9m/qZXgmN8zPu9RK5WxukM3b8FUY1S/DM+8ocSNkTkLpOwW/4qZ3sKHvSDhSQi/47/VZ/Db4hx2BC"
    "X9KDZA27Bb7W4bhD6yEtIeuddTishW2rwhVTkK4zcELbwcOwDtkFsHF7YLU+x929o91xrXfxuYvx+vPyqb6BOOIsnCzTykdRt6SI"
    "+c/4KW/G/1ENWzWT/Hy7eU4lm30wCvdUDv+9TbAd88RWRV2pr+LejAltTzlFBsrB0BPW5fw0ftcXUcsCaLIQNvrleILYfNbn9iAv"
    "UKi3I+Ys8Ui/Wnbr25leTt6qVzw6MKc9gyyRnyGZFdf6eVI23b2euLoMZT//nLttoOEn6/ZYlfGQ/tVqLB8r9D38ttHPSXb4zZ0l"
    "4edT2ZycWtq1DJ6nkjyfWZ6L4dIX+7Wh2HSjWnxXEfRlPaOzQjxJG/Km2STJc8UYPwwFuhqezRotJarOPI4SeDg/kTukhP0NX2GN"
    "jb+uGPtvsYFJVRXWrYqTAT6hBU7wOZNk/jpC3CykKsa3fxPXL13PjJXhfXrxfE0jNrWBq1KjN7fQq7iU2MydiWM3/OxKtcizVF9G"
    "7H8mu59zjAwbGAmU4Ayah3WlNHielmpOT2lDS95ZjEW0H2xnW+kDKftGz5EdYA0+Y69zR/xcCp3/qV6oL2s9bM4qeFR7yLfyD8jV"
    "fbjmU1ilh8U62iZA81ymYxBxJokoKcYdnxUUqOuBq/ATAxzW0zHuOB4d66xpmjRlrCNu6q2xfu+L696IKOQs2VTPDtoFQ7HW9+lD"
    "WsBnjOy4xQGGzd2Jq/OmFoRT9FlIwXzo843bDIQEvQfLmMFJbfSIfWMBHCxz6IWeJZfJTdBNieBvsn14UXBQuEQf43O9glVuXoVW"
    "jxho7fPbv+qd+jauM1WOxJNfg3V9Ql+SLoHxvpwLi2n5kE3JVl7Jzlnjd45meTX4eVeH4JsN7XGj1PkJtjO4l45Z8x+IrFviLcoy"
    "hjAr0TqeAHMIYnDrhO0GmZ6GXTKpsux7MWK3ibqV7i3d5QTI/mys9Hjc0RxdKWfoR2Q0T3ue8cV+Mtpc3NdKb7Ntp86WNZ5PoRRR"
    "8wqs8BzEkr/hfnaREvZkGO7S/v8tpOE5SNhLOMuLoNn+xv6rJ3USTuHTkM2FnJySg48f4kQMZg7Y+mAuDK4kl2UFYt9CaJDhsF9b"
    "ibOdxd5erfLTplRPwXefp1P8nPgMfYksNMUizuSOeLlCdh05Rqkku2m7QFtuAj+9v+yFNVmD3z4PKT0ZGmAEu05Plmf1ftleLsYT"
    "PoN1GwZ5H6uPBKODk2FBZ2Dfh+O7xgQLdDusYC888bZi2auejGaSxJIUQscU4DQ53sUqzxVWyp7KG2V1eKF0h0a9AKfrXNqs0bje"
    "14Hpx1X6IOQxqfsF0/C3QbIprMQsWo5X9RT9EZL1gLyJ//aVW+V2nAfH3uomiLQV1xkQci5XJbvuHGKzaUKhcb2l4M8V4TnNVi7i"
    "3Sueaxl2YSL0tcnON3yndZXX6pHwj2o8Oj/qF3Cd5rPwCct3f6UdZAq5UV6S7cQmVPaB5FyLVd0cOtF4N+uY/SzBzq6Ar3agLAs2"
    "l/31UUjn0MAYB47QceEQqZXHEAu1xnq/DumdoRe3moEVHiaPYm2fxVWm6j7sjLqTvZ7H4fwdLCuCYsjvMkjrSrw30epk7NlgrFlH"
    "nISeui98pgR8DpOvPpBO61u9ErL7Be1kHSfdmBavxXqGnGK5MaT8YEQma4mTOATPYZ0KS/GuA+Rh2MYSnFjT5ov1XnzfCmjNVbDg"
    "zvdzmNGs12dulugwfNfukiRmwCycVaTX8Ptcf3UbqaDHVEcEnu1gA+Po/Vg5C8lO5BB3Fm1dRNaPcngsrWGpynQyrt5Njoe3cK7c"
    "0WqVHoV1uAQW7BP8+xKk8Ga5BLLVmfPH2kJnWaz2NZ72DBkkxlq4t+9bcR5qKt7h1h6zaXXB3eL6XmGMDQvj6drb+N7DrLqJpL9Q"
    "d9wVsxtXEulYDylrJP+WY5FKM4PZUVw+3X4XSM7zfDlPeDa021uc/LwE33IrIrlpnBJy3nrNa6slXvxQehAPSSU9I4vrG5n5dYxg"
    "7anpA9+117heWFA7dyGzZk1c5+093+YQqWKXe5RdsVk3y4iBKtXff2YofawEzuG78AdL/FzmBv2nWFd1S2w+S6DH9sIn3oRus9rh"
    "5/j2Qv2H/gA/oT+f3yExa6E/s+QIrIUHkPIZ4tXMUS1nHHaeLKHe1mZsWF38/J4UnqbaxwMu8hkmoWfLWAg/shqS+Rvri8ux80sQ"
    "qx4KS72IkzTUd4u4jOyWlK4TxPqEzpDrcXInwo48jeceg9W5SNZn9k0O/n3OR0VniJ1E12fm+APTft5xFTRBlj5pI/Mu/Xx3lLvD"
    "zsy9h4ywrJ54C057MU9thuxmVkNbgfNje7ePbM5scS1RvGnyXxWxwzCJuKIEOra79BH7XEf64p28jg49V0IunhubY7e9+dwpnn6b"
    "fm416l1ZC22aML0R77JM10IDBfDAXoRGeVAmYB0NEX0v7OvVOLlPibG4zIK+nQiNUQELcj/enfQ9jNZjO9JzF7oMwyI80abQ/qfq"
    "3+H9lED63pfDZaR8yXkw+8gMbfKGIv79DyCrNs+iG+zpPdi9LcjRMBYyMACx0rFSwUjZdMK2PImfw5Ll4txbTt0kz118JFBMX8m9"
    "f38fwS/AHmbWi9uxr5R5rE0YRxntxeUE8slOfi6qtdjVIcx0Wo6zHNFegtN3RuAsfsy6nssxLtFC6rhyMshcK8bcPslLgzHSlENG"
    "OnKiYtOctl3Zf55hl3RCo4mBWd+V0Etc/d7ysXanSzyXjuKn6/zZdbzSjhX4ZPnQz2O3/pVqMl9kKeV7y1FkK8/ge0L2n7qcWSMj"
    "FvvpFOKH68jEluNnLFZ17H9dWvy2BCeFu1lYozn/O8nenhwZAb6jlauBnjiNEw0zjJoLmvH2Hep7pWx/7oMc1iI6/0ivkr/B7o6Q"
    "LyCTg3CWusW73ZSdi3SKMT/l+7Nud/CGEk3FGCpu2oDVYxf7WaL2/MZbZ5m7PTnJcCt4jcZUdbK8CP3bDXtQg9+v0hfg6/7EKtIJ"
    "sHhrmf+2tVrF2W1nsppdxbrithLNeMv5LjVnaT/H1Q/EmhexCp7DNYwb8kL8xtnPVnIpazc1vsPd8vfPwusejxNtvv/WnJJ3lDge"
    "nkxsn69ht7Vbo7XkRV/IGcv1eOIfsYOfc/bqTGjoCbo7JPUU2OaP9IWgEr7XAKz9bsGDXuu7bGc/z4nvMqVz9HGbQBBc3Xrb3KHh"
    "CUHrcH6wYXCLzsylvC9wGedTpKlrzB8upU4bJtvIGvavVeJ5exIBvy8j1Cxna1bT10lQOzdSykYjph0or+HpWuNJ34G/sZ+MkO8R"
    "BZ4KG1cmM+Q0NXbrI/XmoDp8S/tAu1qPgLGg1ZAVox6+VCUswgb/F7altJ/bnvSd/tH7UpSJrX1fQUC+fdvFjfJODjQdsask/VxN"
    "5x/1pTdhPvVx8gGf7HYxNv5h0M8V8HaXwOo+i5V4nn2WhlmoJi/DTrRnj2M1n/XaKMMT5qq5xgT+Cux9lmzbXaBvV2DlF8I+lupA"
    "IuUN65fG2s3njA7n4W0lqXW8DWdZxuOVu+Rtmab/khskgGx8qFfgnqbBDpTAvlwJ+2e9WLWQ9uelkfxmOeJ+9pJz8PdZzIqYt2od"
    "Gtb7M1ByRB857zLt7/5weChFnKJczjrr68TvfCHPwbs+lzN1Lfu7AprYrjtJx8Fju4n1tK6yPPYdXbS6ABasFrH8HKzae/AvnpD7"
    "cafD5M1wYQs6fhS7P2x/B3CyRch+qoVqdX7Lp/2kFr9bvfINSOvl0EFHyHCZi3vqBx2zJWxxASzWUsQ+P2HfXBZ2BH2MOqJpMpT6"
    "JL02q8sfJ67SoNSEjh2kCs/WUU6SCJfi8vS59bJzl2iPVgt0WbgHIu3nsfs/6M/BDTItXORnFTlrbywe7SXqQx6pXYPT5HPsYTc9"
    "HJ+4Q9sGb+i84Bze4XPitHWVz8pblrqcE58OpGe/lrXCSkri38kk9g7WbTnl6UpxFmx3XreRfneCfqLTJZ/ZFCxx1QCJp2CEjFJ3"
    "E5fFbfA8ayn9jZN93DSVZZCvw+Ft/AafaBX8pAfVtMksPUvG5jnTkW34Y4lfy5jKpKmrONarapyeUvYdj4b0lesYKZdd5F6chB8g"
    "scOpTczOdfBxtXoO1cMk43G7tiOXswrp/nzv52pFcy+bqlrWdxXlz9uvw9jsOvPLOeM6A21wqbheuAyj3zZiVf1HJUuru4YZQ6ux"
    "zG5WI3fMGY59vLmt/M9XtoYtfB12bAAi9yflTHjgf5EDdDTzKS5rUc+sYQV7qe303U8MTTn95tN8LibjORZWNON7iup0/cSx3Nby"
    "fo3F7VKeB/c8Vj+qpEYN9VT2HDsmlZ5EPITeE+pDDFZ/r59zRAUq5/1lOJXGpmRn9A5pqYvxBL1JL4bnfC9seSsxnNRJ8L1f4j1X"
    "4Ck357usuhthDn7lFNrO8gO8gO7Y02OlA66wK2T3S3Wd65vIurvm7MVq/N7VWW2m8gmItI19fS28wTnMWbSG/XoJ3vQt7Pm7QN6M"
    "q50bSmsJm03rDX2mL6r/2tTnqBfM+bUdZdPYWoVaE8tWyIkNTfzkuVju/7h7rYzSHLFl9pOuYj2odaymRP3yjufrHM6cMmlfjXNS"
    "QT9+GvaxivyPhkA5lNpjtESzSJwfkWV9cjec2ACRfDknUBQRK2CMAqdLjZ9bYt99tZSw8mgsnms1//PYGdwBq9ag2XX4vFP6Neuv"
    "xvL0jf4CaflKVkL+btQpRMd29+ctimUi9EAxrOZGsoI8Wn/BXpRz6udq+O17ivUMliO26iNP4BvbykxYgN64zyJq+1LKs93/jXK5"
    "fAvvLLrTNvFdR92wy4kLbCQq7RJxtYEacv2o54reTDpKzn+DY31pqa86Hc9UyzGi3oh2OcHq5fF4xwratSSZVS3rMUujKTXJWG9G"
    "kuzyOE7b9Odp7CuOATJL/oYsbXwnMkhlmNewSU9vak9xPGuV/O5q/Rv9qBXkNU6TkcPVNO1z/RnFmn97sJRpxkt42rNr5fzUb4u0"
    "Da1mkW979vumPZuGi3ZCVksd+5NF4x0lqqObvB3IOK+KJ9vdu021LNOXiYRdDWufX1NkfbxYHfcu7yVlcVdyhDFwVd6u8VS4MD6B"
    "Tpp2wmfs/7fCVpXpMcSZWe0owe7yGZyVZtr1e1rXYsjxT9in1YgWH+V77Vxtg3vLMgpo9OtSTbylnc00tfApvg+9zueamljVN5Ko"
    "h/TewBhiLhPrDt8AflYHPP2h8qDsFE7h7p1C3VIDuTQGgvPIbL6TbOBnp6R85TdkHKPUtSl/lZTPCh/ksdKDxWmGpXq01FCjNHJa"
    "ZX5fzPUY7MEJkOfjt5MocWX+eXKe/8YyVxEq01jWPsKKvqEWNb0Ef2ANfhoJv2c36OfKeBZvUh2yr5Z19Xc5vynH6kbas1m+x0hj"
    "fDAZtnMjfPJW6O1+sgj6ZH89VF+C5unhGb8G8BQ6nnurrA2P62kN9FxsRU4S1939ITVqlFfZTC70889qOfHE6rfnUYKmqsvbryH/"
    "f9pPEzkZfuZkPncF/M6I720kvBJjU10ulh1ZCftTx7zbLLzzDT0ssDqyndol0EwVuGYhYnN3Bw2e8dWx/Zez8miTbqxquTMnge7K"
    "ZxzCeXc5crWpr085rMSf+cozOAtr2OXQCl5cHbVBAbynEjJjVMSMkXb6zveTMzaSb4iDCdWhxlszX2HR8mB5D1a9CtJ8q07QvsFT"
    "WKFrgoPkWa8nXC63gRIxWJwsbwCv8WDYzAn6iRq2vQT7ZsjNRzQd87a6iC9BXILNUSshF3Ufj1Gx/NYwaLgVRDwWwZas5Tkoo469"
    "jVNOLRLcRBawonBwsAaW/32c958hPVZTOZ8IsDp4yMugn3sH9tsKfQ7fvqHUxzZ4ZNy5OY+x8k96rf5LvwzOxCvVerxurCV44lC/"
    "g66L5gfXes7DkGyoNexysclRe5Ot0qzM1eQNCjkZKRdPOKn0eBY7oztSQzYx2Lozvggnp5EyZlwtE+QjeoAr8DSHI4qopJZOc21G"
    "cfJgJfW3MSD3ZC/LPvIZosshMl2fwTvqiNZwmOhRYtn+NmLcnFX0mtJ+D1LMdxofV8iOspAVg26isS+fpoRXQ6tfgsjxcsjBszoW"
    "Z+hdeRoR2kjpHzNCa4wzbmA9+lSZ7H2uTDOZq+aV24rjCOyJbzCOiZDxmuF0JmMfR0MensHTPIz/7wjfroj58pDIn9Czl20v0bpu"
    "KRtD21l3zheQiFLs+Sr9Hqu3Sr8jQ2Y9uaSS5EFP0BtKYGVns+bpZjiPkoOwlxtw4qLjb3NaMUnG3JAYkLTmn5WZNSwvrjKcGe0U"
    "s4hz8Q0XwX/5jWipjeVX2Kcy2MfX8Z3dgychr2/qAXKinCoXyx24mzn493nI3UU+WxbhQ2oZUa5g1vonrNcYPOlC/Vh/1AegXfrI"
    "fYilhwVJeFV1tKbKKmUYs5hnEFfdC6lwVaEPOHXeWFM28VxxbrZZhFHdR6I6U8QpHr2yp+dXKiaLovvuevZMOS4xgSY9ap1Xsn5W"
    "WQaao4yzKC1D+2/yqr2D3Rjq+Uou8Yioau7xT549chG+8wD/yklkzXw/Rphm6Xs5dsNS8jqqtpS/zpCt3dg7EtjPGdCdo7APB8uB"
    "sMP78rncNRv99BKHYdwLWicdYxCdF2v387C+Ab91KuSuj/wDtmExIo6x8rBWrFclZX2yEevzSjv4J6HnHW3ezZr7f+De8suB4yQx"
    "v3ZDcZi1BmiFLHPR/5t7q2PnZFuJ8rJZrpVFCldztzdi7FFBPvYMcynlLTBFrg9D+rfQWC7/MD8ohA1/DxK3qbwKqWvil9MYTxjx"
    "KzXp5FZx5sPuJ39d8yXEY3dDr1yGqPktvU0lqMFzjw4MN5xRl5s+n5OVp/nv+81Hz2466+W8Til3azbn9YV6KS1LmsiEDP0W8y2X"
    "4F2/MjNxNSdUvAsrbfa6u7yA3bV9LmMGIsFMcyUjn819zqCnRDH7GuLZ1ffUaTwDe3vKUZmPiB3fbjVtnnmBz8sc2LdhiP9m0Tca"
    "Ak/ue1rwEj2TaCKLNg+WBPsu1hIXs1hvEcOQGIreUCdnyz6cdLkRbG2W1cYBMt3bpWWUWod6WIQnbUt8eyU5EW5jjsKQrx0kJ+fp"
    "HHgyn+l8TYf/xp1/K3WsnYXwzu08nBijny1D8KXPO3SVbKyTXBSU1nMhO61xR8Zhvxjv3gx+kXGil+oVtPel6hCxVsVIc5qCeVsb"
    "i0UNHTm7bi/OHDYfsXsL1f9y8olXQi63o0WyKutKHQELfqp8JHviid9F9P4UdOKF+jru4SppH/STHuLim4zvn2rHz+b0Ah/lzWYH"
    "uztZq5gJse6jNdpLuuP7/wkJKaevXszdyFex+RQ2fCCkeS7xMolwXzlAL7JMK6XhUI/pnxJHlyYxYxDRlLCXvo4dsglc92GZhOu/"
    "C/1zkphvOQde4x6yldwgS+Qx/VqfVJuJeSV83KODn2HHfsanJ+rbMkJc9HK6ny5X6GPpelZ+qz2atydi1QpGSA2ctRmdUctB9G6W"
    "U7X4+S/SwHs6WUo5vbmM1eoUrr3Ka6Kk1nuG1KSWxH3iHUTjaDnSC5Vc1R68t50lmjafpO9qGO1tyBnVDzu/O7tUanml7uL45NZ6"
    "Ht4UuYCvx/UbfNVpOWOdseIqJsWQvIGyv/xbDRN0kvwMDbFELTu3KbnXGqlFprNDp4qx+mS9WdTXBAeQgzfqME+x9rDId/UkWK00"
    "bXiazIcUJ/zsyIy66VYneTtSCD/oTHlDu8gNOgyyOD0cA/+qXStDBuefH2zX30EaPMOqiwlq6AEd5jXLTOZk1Huc1il9in4QrJV7"
    "EI30RczQS/Y2luJwnG4epBE7/whfVD1SNWNVODFv5Vi89x59WpyWvAPa91w81XIiTh/Q+6XR71atP/dCDN3zkIALsOY2de4tPOGG"
    "Mg6eyRecGXSlzG/mWyd8753jnk16PZEi0iLJn2wi9XtEFGWoq1N6u5QSf98SFmd9GEy28kyZv78Dt7tdJanNuS1dl/ZD0BjD2AdR"
    "Bz1arc/Ku7AT29PK3aDniNvvtTaDDdptFTSH68BRj36NorkNxRB3Q6SCGXY3/aLQs2AfIZcEt+jp4a34vqmQ1lfDS/RfMjD4jkxn"
    "GW9b6ugF11PK+ksBkQJ18RwQ998+cf4wysS7aZTRn/HQg5PlRUjHQdjDmdjvs+Q7SIrlbi2bkKGeP5YsWNWQWMv2byBZj75u6mtr"
    "JNZ4sZ/NY9mt/TiDy9BCV7IX3qoCPSVNHWkIpgyjFescawONdw3itCW4i0nBCvxtf0QZHXiVBKyz2cdltFnGElhHDtqnIG8fIZo6"
    "qNVq3OUe0lmuw+/OwcnYAlLSDVbhNOqTT2mhLXJ/Tt6DlTgdmr6vzOY8ym44g/fpJfq5GGb+BzzD3nKv/Mpu5+n6D/jy0yATVZzM"
    "eT8s8Fc6UczS/goNuwQWRZpNK3VZQIup7sSzFeqLcjC08GQ5RL7Ul2HFDkWUVag3YZduYHf0SHlGPsBarNF/6x0q60xFaF6ZTpGj"
    "2p3SOo8cLmZt1F45ENbxELy6Sl2sXsAsV1Y/Z53eTbe8ij5dAz9Xz6qjY6K/UdwU5bXYly3oAXaV0NfcopxAjh1Y2bhe5q6/AfXN"
    "RohEl/m4a6RY5nUUcSE2KzkLSdoDWsHQMtanWu6zh+dxgohVAtPMSw+W3lLj+5+zOgVxdE8xlNUPsFg3UH4aEfvk/4yb55ZWiwNG"
    "eKz/ZvQuOpDtZSme15gS5zOatI6CETzD20qj/n4+qv1+Gez+LpxwYHli65hbAL13gFj9ZwcizNNEKLoZ6ln4imYpD2Hmx7CW1n2w"
    "rxiqcEtpiLPELlfdTyLe32W05PYtn9M6/kwJt17FhbhmKff5FUhLtdqM7Dk6V/aUsnCkPiYHIT7vqHcH2XB8+Bi8nJ2Cr4O09+r3"
    "kGiGeg3OrJ2VeXqDeXZyFXzhmfA99sa5+Aek8f4W8Inf6lVY7S1xF2uxXpVk2rhWThBDbRhWfgElwKE7krqduBmDb0Hif2C8keLk"
    "yVpm/so9RiFL7zpL1LXL5zcQ3V6vDX6SW8h+naS+IDZ38nPKcCNz3BvCH81h/1ZDE9pnrRK1txg/ZciuNKvc7oU9GIUnvEbHy106"
    "XgeJ7fk8+Zp1/YgBMes7S3K04mnc5we46lLdPhjIKaL9YL0ukHeaMaBaJOJ8yyCOV8ogh/U+g1HmrYq9ZyX0564SdTW7GoxlWZfF"
    "mngLX2MTxrWNzD8YlqydHCfGetoGz2798WsRv2SwP+V6pDifGlZGzA8rx35m4l6rStqTTl5jbCGnwpv9Vn/RB2ELjpQhrS6Ua6Fb"
    "OkJXOUu7wuNZOsf18MhzX+OfYWCzrtL1saeryOF3gNj8xKWsjg/n7LUekp8ny6S1lUSc3cZP3VYcTr0IEcyxshfs4OWQuv7ylVh/"
    "06naG+9bRF5QmxbR6HvPj5N5nCmRjJFkrn91JexQml1md8oYaMstguPkZb1dH4WH/Dyk3XzLgySadKjE84Sc0OvmtohktQlBkCMv"
    "ueVzOrB+7nCjCfigCdYKD2P1MvSnw3Sa43etRtT2IO7D8paT+dwh73Ue+x6n6STcURsZi2eYgW97Dc/ZG/d6nMzG9WwS6jKepFqd"
    "ju94g5LclXnsPmK9+lU4HwOht2brm/oyq1925i5gD0bKs280eOYUoeZzrD3CONnxri6EjTrc1wtXswepjBgdQ5ceKgXN5CUV4+2K"
    "EIHWNevcyqlDP5bpd/qSbEKfzSpINt+5xvt9U/1MndBXrp2Pl2YGcKX+JI5pKsXTU0WJaCkbkZ/xMO29nN9/piusfzmu5Lpwi5hD"
    "q8bpGUAuKPNc0qxUWf9OOTOMVplNaNL3dbpaZz0/PVqGyCh4QEfj5D6PU5wKu0g/uQm/+QXaymbLdsEerIIFHkNM7UHwrPbx0p3z"
    "M1Bcp7atzZHQLcuJlW4rXXGGauGft8aeFEOflXveFcMiXCOuO87y3VbPXQD5uZ04moA4Q+vTS1GbfutnKzed91PF9ch0jm1eGOv/"
    "3zO6r+uHrGE9wDFKmOX9C2c8rvUziwfHbCkuG6y+xzvnu0Sapn65a9Wx3ybnexz6IsKop19op2EsVuNYcZaznPHkuX6iWf46bRfI"
    "ja1SGzJE34hTOFkNlfuoR1eq95gtun2Sa/Aua4Ar4C3cjM98rG/jxP+gBwTm467Gb6ew068GZ+p93Om/5Ed9UScQkVZKduaVvp62"
    "nFq+nuxXOzAGqI59JfWZ2Rw9pt/jQ5oQPxEPbfTblPfR7Fy1pc7elydzlW6uW+mHsmVQE1aHhwXPyAn6gAyxvqGgF7znIqzJ2bJc"
    "rVvmc0hTAbTwkvVirlgJq/EF0cnzddtgP7kEZ/glaJeZnk0tbMatFsnJEOZNlvtZvA2+9mB77d7lquB948hWuXrmQa7V7+lZJVif"
    "sOkyPxEL2oY5PUP9iO91c572Qt97357djw0+236RpONrZj1mZhDl0s2nzzJbVUMtlOBkhRQnw1iUPki68+4dNq/UR2n5mP+ty+ge"
    "rPcn0N+byEJ9WBYhmv5AJqhDKVQywisjHswhCDaGlIVETpkPuTVRYnXMxC7TC3G9R6SUsVADfBmbQvwRTvXhcjm0ZVfZgp2maXiG"
    "V4jx3i9iNqIaz+v88XJ8v7HO1JKJ9HDI/Fz9BBH3IdAhp8rz8rVOkYOlFTsR3VnYWCJUUTU5fy6AHblFF8E7LMMb+gcP6+t6gmwm"
    "F4nDoHbjqic4xzHLebrt4IOX0SYlGYcug7VxM1oribNoQnM3wv6quvkWy6R38CPigQKczkXw9T7HibsKez8BJ7a7uHxqhWeSypIJ"
    "vtH7LBfKJ6zQRT676aEp7LLtD992OVbpbNkP1nMyZOJyyV+VHyS/hSvFbPLCcE/43Se3WqZtdbNgEzIN5jyfq7FQOEZ+w2nuJFO9"
    "9nU5MxdzT9bbxFhztvL8MKpWnVNftTyJaJfQYwXqiG0K/ZzFY8UxX/Rkn4mTzCW+RvvHTIQKTb671HgswWGekShkL1vKW3LndW5E"
    "H9NVujeOmbyb9L/71iVE4bnfnuynJ7inm8N57S5KuYqawOVE89/bbZDYD9TmDb+vt+qZwYXBIkRcw2GDbvRI9DSjnTp9iDHJDYgU"
    "esNWltA/qiLK+QLq1V91KbNFdTHHWr26vo3zpM6ve45o3CS9xhw7Jm+Xq+Uj7P8v0Bv3Irb5i9Yj6ntaK6SKVnsmIwTHV5Rizxcz"
    "T/qgnKmH6RM6Bpa6Y2BY1ImwcWV4ul84c9Fla1zUuiPkaQBnf2W1IWapGujrzyLO03OZG+tjOZE73EjejXwa1mxG9xiN6jTppuKm"
    "zvWXMp/xTECPf6k2oXAoItErtQp+yiv45EKs1bk4r8uhlWdip2wlyrXEz5N5T9oRdVODtU2ymy7UCCmXjJEQNdSOP3Hf02RsMvk6"
    "C37naZDNKWKI9CnMyC/HmV2IXZ3Lz5Yxm3oaPd4MdYE962rorECW8psK4cN8LQlWV9wUv5/hYQ2VDNmmRnCeaD2xAtuKNmNBbCfR"
    "hNpjg/f0IkjjSWKse0/jTi+DnXsLUpV/Ap7NWE1477ISd1FD2XMdK2X0xJ1vkoZuCz1eSf6A8cThhq03oa+fs5sh9tme4yQxdMc4"
    "Q3PQJxmBde7FKacuK1yCezvTZ9waPHrNqjwzoUMHyELKbKXHz55FK+D88VyMEnQYPBePNfkMKX/aukjY7Bw370h3+fTOf9DxktGG"
    "Zj7gQc0ySzP9N4U+1xlJomEsHYK0czOsssbcQWn/GbPz0Z+k19WtyCWZJeNYknmnRljJx6Fzf6I2znksWiOvdZGfvlhIXzD0PY9N"
    "uM4UtErEMJLVj3kPC2nzJ2L31+pSTkJaA2/FvL3u8hOxZvlyGz0lpU2YkVzMWZqDJ/8Va5fK/Fk5rHsSGncK5NamalbQd8kReRz6"
    "iSfmcxwtO8tvPoNeQyxSleeCy8eMXaPHi5vS6066YwGarXuKm1U7iv7KMOqPJaxoVPhvaSdNO26rnGNdIIeTthp3WcSezQQjl1Af"
    "lcXwYCvZfWG9UK6KPoosU1az+aus1ZyvPHaQCKkgnDm4iFMv3D43ei8o9DFKGEuqcsKleRJ12IlKYm8aeMosQ/e11kn+2WvDJeVn"
    "u2S5Wi4nbvd+PVbGEKUbQNetgK54Hl5BV7leJrKm4xgh0v6euovb5VJ4D/U8na2hv2uhuy07MELOhHas8B6d6YB7oc3qiURb6+1K"
    "NfdtCCRoczGmiQbdjhw5KUp2D8l5tqViPR3veRvndTRWcjJZN+fianvKVfCwCnwsZ9rwEspXPWtCSu8l39y+RvZsvU4NYOjNhZ5V"
    "c7nuGjzquTU/8jPvy+H3ZynXTWu5ia9KijShw0OPkIywz246nVmh6dQ3/xY3SS9DqZqN5xoiDgtWSpaHQp1FhKo9z2mS8whs15GR"
    "8/jsjEdBWEYux4mXG5O/aXdYo4dwyveBVR0o5+jlwV36T7lPtqZdtNPXV1ylYkdx3E6NsPfjgsm6KaKJX3W1PK27YcWgKfz8+vbN"
    "+Ieaa2hby8M8z5bzFMpVPe+Bm88Z6bBsfMrzzQfM/4phAQoZQ9ez52GcpPiudAvYY/PDVuLdA+PZVTl8e4ZRQzEt33X4thPFaibW"
    "OXowc1c2z66f3INnsdla1+HULIXFrmOW2GpIz2PPLsHfT8d5/gi2bpI6BuEGza0z4S2ShnI/0bF59K4eFdhLch4Hpc24FK0isyXn"
    "QFWy+zKDPVlGj61Gz8b5q4x5oxvIDmmS8YsspB3Osju0iNZ8Mdcj34rOp9+wCc7k22LY1IWsPCSg61bwWpX0gD8hR0YG61Cq18NL"
    "7CU/4B6Ml2sj/UBvkn/rHLlUvmjm1Tb197gMw2Q1HuHx8Oan4r87yGeQ0mWQzEvkTbHexxqi+2z642Q86xpoxS9YKU2QCTutY3AG"
    "zHdKss/pUtjICfoYdM0B2JVD5Bl5DpptYxkBPZPxFZlGSuJxxHwvZmavzve5RZNvO8iW/xf8TtbzSyux18rqoP1+d1kDWVlEPp3p"
    "ejrupD08neEyKvgI+2zTMsbBKm4mG+HZVuHnTeVtRCTvhJ8Hv+gD2Lmf8T0TEGG+j7vpq/8Mami9DJfoGBdHEnPpGFLEcwiupAVW"
    "z9KT4/nvwPyY00utcPdperV/pxYosLy9ToIXfw/W80ObHxfkZxGrZjX0B0iS2cwjxBgFD1iHra+373LqIm4iXyMZYhJYi3cgKSdK"
    "juwElexGep955gys6onk9rgbv5srBWQeqKGVKWDPQkjm3Yc4pb1Ej5IZWJf5WNc5ejV8/k3kQbEa3L1idetC/H4WVmWxRQZyo3yD"
    "FY+yW7YGg5h/cycoSS2QZlywC56+BvdWwazn5dIYY01d9srlWnPNugQcK2ZIz9dVbiJZ7tTsXLvr1rCybrPsy9glUA9tvQy/6+O7"
    "+pxO6kXNqdRHdk73kiIy0eS4iglKmWm1D6FDs8wXLOHZ68/63Saym+TH4mR8Ltnk+2b2GTtGnkX6OjnlM7Aa5+kz+ob+BLt4omTl"
    "WZM1+af+TcvxlIMQc32iF+tXeLQxmvGVDIvoukrElpLCExSTEcv5LDVkjjJ7OQmeVjE8d9db2RN7lqbNrWYVJRXzGbqsYwG11VnE"
    "tRvSqI7eqGV0rV5Vy57GInYiWzbjCJzPw1mPNi1k/Z02N8Te0Y9s9HXEV42DHFR47HwS8eAEnNUniX0+OZiug/+gz9y0niDueRvP"
    "85qeCtnqI8/irMLXkO3kCuYpGxnRpjiX2hBFB8oc3Nd1Uue9HbdzP+MdW2JnrL77t+AreCoTdSxsZZl+inueiKjarN+l0I9X4Fue"
    "gA74Vo+HxR+mjwSHMgZIe09/F4m6ml3Ha9bzDShPiTGglbODPkk0U28xTW5I6dVcwbtwyiy+S4n1fS5Wk/gp0OHlzOQlyODoehyq"
    "OUEiwyqe65MOfOd7d3Hz190JuAVx5hxYtjvhNU5CdHU7zkI3RJ/36plkH9pa7DzVYbXHW1UdWmCWt3RZIgXVR1ndeN2bw57h4mBA"
    "q1Nb7a/fhefiyq2w4vuzQ9Xyy++LnZwi7xtVsw/b+rBK9S1ij60r0bFqr/G8ZNOwM58xejTZHC2GFNpEor3ZiSvpeBNTnCSb9P1L"
    "e4rTO45ZZmcp5Bm1ud4lGmV8U9wB82S+IGLIpOtSKSLXnbH4X0fdUMnpetG8gE09M39Sj8bd3SqOP+5i2OPX9AlI8Sfajp73cObn"
    "Xb2ulud0nscFRZMZhPNJK3GWl/iosyGeSNMkx8XQRdV6o56C+5uutdJftpdAvsdpKNPO2i64H7IyRz9G1PsEdu9ZfPIhWr62eP5N"
    "Y+RMFMsap93fsYObyEqcs9sgSY/h51c4pSUkp3NkLbJxpLYx7qgtK6EuBknzlNeR5zpHnJ2bLZ7Ufb0ftNbPvZvp/WBXgb9MjFHs"
    "CkhaI9a3W5DQf+K1FfAvxuOet4D2/g6f3Bx2qoL1qn7YiQ/gRWwhudjXcj7ljj4KXxNn6SsRjbbxM16zjIQK9RHKGHaLNQmLU4tw"
    "nowfay5+Mg/olOB9RHnf4R6+hvwezAx0jvncDM/QrrDw9cyJqo/WIk6pfhLFxxXs9Cvz3pDLlNf791lEUuMZuHPEH+ZY8bIa7CLd"
    "n150Od+7o9RqVLcOibONJkxv4RGDc7GaK+E3WF7qaciCMZBVwSf70vekpXz+axA71bKMBM1HmclOBmNB6COvYd2XQ+udJy1NVOod"
    "T2ZoYsqw75vILk5j0HoTT7UDdiYBPbfK+r7hK94afq1jIHGPQVKvllvkbVzl75LfH60nL96dUuerl4bU3UNS8U63+Q+WCPvp73j+"
    "WR4f5qbBzvRn6R6xaefN/ajZfMerOPvTxXggLpOfsRZvEU00kzH7FdB8B+G1WeyFnKn7kG3H8IY7Yz/+D2/fASVVlUV7HklJEiQp"
    "QREREQUxYUTUMSsq5pxzdsw5zKhjznnMqGN2xICKREkiOTepu2k651Txnb/PvvdVN47V/49r1scloavq1Xv3nnviPvtY72c+EQE9"
    "iU2xWsJ3MpFcCefB8yvFnkzEmhnHwxr9z7xPhPE6QiIm9jgnCo+Sdcz/Vnv8YiM1kGUurxQ3LXe9roLtbuCrq300aRGR6bw9JYqr"
    "3Oz1rjwda9nRuA/udxNW/E6sciF8y1X4eX9Zqy4zFRLZWeNjkRS/t1K/0fvhjd3IaqYxsJXRztlEoWdkCb+jntapkbLaSA09Wxfj"
    "ifeSW2R7WNg9YC8K9eTgMT0dvtpQ4rXcLIftxNAVKe99hZk8q93PVt4Xs2xBSot8108Kdl8osxcxa5Nm5BvlxYZIxJZrveaOJyyq"
    "a7aTKs+9F/p+dfeNB/qp5ElG4jHiGdf6KQKN8M+O89bZ6cc9pcqzUNu37C7pcL4+BNuxCPLSB77ZWvx0hphHNISTPVTXMNvk2F0q"
    "W6yJZ89F/8qcmqG5RgbmW06EFH6In90gz8gKVpZqfa5+Au7+M6zYHEmRj+0c7P5iRofKuv1AIjoXE/XgKoBniyEkdiILUBFOrnXw"
    "p2E9DhPDOyUhX2uIH75FvoBcG0K4mjXscbizdcyq2eRS6wprpN91vFi1q9BX7teyi7re24UYsbUvt8DIkv2V6X/I93Q8NELn/+nV"
    "/swr2e/A/n4stYOrXUWdvuspfZeRmyC12SuT/sdr8D77H0qx81aviLEvZkv5SCx7UazlkD+botEa76jmnOaNkCv1zCdzeJVBmT7q"
    "sS2gtboh7u7APvwqZkoNXT4fGnMndsQOJ6NdHvuPk/o4rn2XuKzMzlK12bxed/XF8CrKyM9epWeyAhxTq6bsJQtgwU6Ucs+wZphE"
    "ziFh3LqT2IS+AkSjA6SAmm0Aqxx15Oeq4roM8Rltl1W9LVil5YxQV7Oa8wuRrF/AF/sIn1/EWSdv6tNibOIliKE7yicSEjsYahOP"
    "duiRl5W6Db2/PPqPjlnR8V/n+OkveexfiVGbN8C6VWrfwBiXpusy/N+IuxgsZ8GXnk48ltvR7XwdK02rqPQRqpgHN2ypXcd4MY+D"
    "ze0tjrM4SQ/KxVvVzPFf0cIrq7BL+dj5x/H6ZZwNU6jf4yez+f2jJfTz4NUzxEXaeG/Pb5HI8FHYlMLrIUvvBPcGv+oD8h4szrZy"
    "gPaA33nEZvXSLTebW3CdDPd9yHmsTleTlW0N7V/Sc+9F9Zd20ugtVAMxVqGfmGr7uSPuvKPsCLv9LrTgiZwAcx9i6S9goUcHx8pc"
    "drEbs4LNki4lT80yfU/Oh64tYlapEJLq8mknyDKyg50mJ0Huz4FFuVy+JQrFpmmPk4nyEKKdsfCVCxEdLMf/n+hU+BS/yKvBenYc"
    "2ISgMuzoTFpOy0G9J67mbc+0Bq9tI87vXKp/w5NNg1zdju9ciDuehu/aQqbr9fIaJPlIeHnrID82OelNxlG/cAbLWNawutJPrCPn"
    "boo5XNP0VvV6Xm7Tt+HhPIu9naNf6xHBHDyri8aTRALEtSO985ivgzv7uQjxQtJn/6doCXziNbBExtMxTHaXs7GvFj/+qrfDd/lY"
    "JiGqtW74EdJP3sDJnQydcy3ndDRNcG7uqRXSh4oTL5mDa74lh0ole8oPC97CKa8lz4L5VRWcEfo9/hwtpwV7yMeQrv6yXE4IJ+uN"
    "uJd95ARfk2snzacbum9ahbNUxA6TGPyXUtbiyxkpZ2cDTpODZHvvvR/PzFAF5XsN2fRK4NfejHioQP8BTf0WVuo9fr954RXNcp3R"
    "3WTLsmV/xXaytVjOJEV2dOu5XYNrr/OM7ElWSNMeG3IUsZADsdOHyoOaL0XyGmKFrWRX8x7CqZthmuw0b5n51jOlkuyxdeQYjVMz"
    "WH22krq/DlZrMT6zmp7Rvp4FylCV5czSmHdbzIrFEJyXFZyRUE28W8rXjaaI5ZvXNTvl0a8dZFNmqsWxrDq4mDHlZy+kmd9wHTRR"
    "Lcndcy2+v4RdL/XYxXfE+ovaSU9ZxFk21qvegWxEKfZWpvVWcZ3rtp9tGN0mNOJqdOfkRLFZdi/jmqsh8wLNe6ueF2zp5WnzX6lm"
    "82A1w8xzqDh+1KWsjJb7jsUh9KcSrBBZzLieWEX1Ndc6/9NrpJEIuuNh0ewqpVrBninjg78Tp9kk1WYtbwM57iDr9VH5h9g9l0CD"
    "leKac8m+PJNog8MlQT6AmGcsrPT1pkOZm6iElmheU7Dn6eQxvdWe/W8upKOUlnA45O92uQt+rO2QRaMF5OtOEg1YAd+wC878ydBR"
    "T0ALXgz7sVCv1NG6DvHyWGkP2a5GxNwPPzXNuAjxxoPkzQw9S4HLuKZY7TsSp/onNQ69DdCfK/H8nfG078r7+H0SnrkUP7WuEuMx"
    "X43nWIR7uaEZ5tf5TluKq9Qbi0faV4D2ZE1oOr/TZnJ9DGnsi4hjob6m98K6TYCNMEzLj60qMtG7w0TYM1ql9gFpxxqQxTbd8J27"
    "Ui80Uvu1h4wegJ/thTPQkx5YHa5mE407yTBvM8+R8ZA249Yegmv1kMd8NiLmMQt7cm3fhtSMF2OynYz9nAnNtr20bbUYd36vnoNn"
    "rfVcFw51uwrfFGMmqkRWM3tquedy/p/C+uXgzyv1U8j093j/C9D6X2qXYIoODWZxCkxX5sEOINbncFnHeN0wIUPkTFZW1mHPcrDK"
    "tXiWDfoDvPwfbUocT9cq8qmeL6Yz9pbb2U2SbMbu2UscsqyPVKlD4yT9FMA0ESnmb/xTn8YTLMFabSvHIrIcKAn2y/wkFXyWbuIm"
    "pKRZAz6QknKyzGW2uV6fxZUfhC1qgI0vxZMtZLwRavMqW4q2sIB5c8MQrtc6KWFVIw+7Xezj4miuidMsCe/hOk86pY6LuG1mznM+"
    "7bMhMooRCU0mKnG+1IQTW+x7b1TNIHxDz0Ik9ERzqRNPzOQpQ2+BN+m5oh4JE81osW6u9fBpq3yVI6R9THOOyDLfl2CRnrO19bQS"
    "Dd572kpCXxdw07bS8Lft34P/kHt1jZ/BHOFDhWx7IeV/RWYeanOr3lUcC1m2q2V/JUZGvBgsu0n2KFnDDmiLOlr9DvscMXLpZn1z"
    "0S/He32JLPVejcvuWQ1iB2mgzh3tYwuHMq1iBsD0ZH/5EKs6Gb7R6/o8fnpgq3XwKQxbuRz+fxU/256xfx77Ze6DxP2Z+c5/bi7c"
    "n7naf39voed1PhA/q6dVTPnpzu4M1rA6bjnIo8iMmKLtqiGPreulqae9ins05vuZSrtlnp6UNHPs1vt7Fnz8UaxQVmC3Dbn8LLSF"
    "81Da+E70DhJ16yl36kFYeMsPYW+CfrCDxfC5JkI79YPXHcPOG0/YUNmD08BycUYMaTIf72slborDRZDPanjsezGT7moSccarUaeX"
    "ZddO5HM+ju9bpQ/LfpDEQWI27j5mw0b4PrF24nAhjkHxI2jJhbg7Y//PYVfaHLkTp3eWZq88FPJ7jNFHpDMrLHGfww0zXDDR+eoq"
    "TZn+JvxhNKXKeSObfM3IdXrYn0f4dVytTcwtJfzzKP+p/543YoSs9TUQx6vbSVJ+YqT5/3X01yz27MpuzkLOJg2JV91TJMMoWUev"
    "cmu5Sj8NjpM3YRdHWbaWdevPoBW/Ds3n65CZDR424462fGjISCXGSnc1p0yVIva1jmCHoh2GJxtCZFt9JoOh/tlqPXu042HL7nUm"
    "M1OkbU5mwuPGXC9d2lf/1/tIt8ozP9VRq7hZm8YPsT99DkMftgqeglw/Ku/rz9Dpg4N5YTdEkSukOnwKEtCaDMrfQCpgk7HPC2Cp"
    "Lxbz9ew0LZIqnirLhefA5litPIAdvlzmYkeWkpOxGJ5CHiukkezU8h4P8Bq/xmc4HFrhL17i3WyVXNZfY3x3ijPcbBUOJ/a+hl1z"
    "SY/hTupJnLC0lUcXxP30FvvGU32FN/S9kkJs81bwx0N2jKl+IO3179IGntYKfTlIpH9Ln9J6D3lKfyUDxds6z8vonrzn83nCSjjh"
    "IyTSOKSlNFmz+WF53MEEfZ7LiU++XOzU50CjPIxIcLCMkg/0SDzTOKtPSyu9A9GuY++wivORjHY6wgOczfy1TTPexvcf7MVIYX+p"
    "1oJm/VPlfh6iWeQ9pRsrwL1ZrShgFPIXshFbR1BPyYcuG46Y8y2sxrbyV0Srl+vVsDGPiFXgi9WmSXaRa7Dnp7J36Bvs/JbkE/u7"
    "uDlbjqnX5Me61ys8H2eSuYPtpJ4Sm/0EW41vsExkN+0y+OW1ePrW8MCPZUdAjb6i/8B7v+eT2xzTQn1OEow3XmRXxEROS7NugDXa"
    "P5jAHpp67ochB0/gPb4Gf6OcsyiqiIgwG27WdU8yh9hKHitO35eo6xxroPwtltth20Po5wq9HXL7A87HYHkVEW/X1n1lb9ju78I1"
    "MjKcmL5O38XqjWm1STeKQ8KkyVqRZJ0jqZ9zvZvi/EhPjJRczw1in9qNMU8Ddy9G9q0espz4a0MWrkAkb9mXtYj9LsQnGzzHWQNt"
    "W5ys591kALTOKo9pjCYUGl/2zVLJ3LuLF2IeKbsGknSFHC2TsOJJz4dlnvWuXLdt5H7tGDgMZiPWrAw7tIrruFw3EXUSPU/kV3Xm"
    "8/w7OAP/PhuRy3M6UfbTZ/GJn4LZelELVuZlz9LumKxDonjW4/9fcS5iGTyxk/C4n/lV5mfypdkLGCeuzeZinA3/POWRwEmt97MO"
    "jmd9/WR5He97UqwjuU6fgjTVkrF0mJhPVc5z1AO2YwURAnvIeHkY6zGG3p6zaA1evkOy/vwM2UngJJ2Mqz+D12bDx1imd9jMUskl"
    "qibJyYLroIG2QmyYA2lvzRm++0kj+fWX472zIak25bKnXA+tU437mgB92V7gzUsXnSbHyS+425MYKRdgTQxP8qjMwFVtTqCy9m8Z"
    "ucPpG1k+/AK5wGNC1XeN2q9lRB+so4bYm2jgJZCBRxh7utOcx1yNQqes8ftQxzt1OH5X8Woko0FUb2uJ2Wo1a1MKC5ny9SfLVN2J"
    "c7eDRBN2HZdLnGywNc0YrJt6+8Rn5DYhDq7X9dLAmNH+PR5nv8DPpXD16Bi1r1uHeAsW4/cVzSbmCmOxrYJE9GZm61lO9rmA/LK2"
    "XieLYx0t1qSfQGp/dhGL/7bnU2+PlesrNq11JqQq+yu1Prch5CKOzpFjVuzajInY8Wq4f1WRv871nFzm8Vhl1HlhppromB1tzzcx"
    "WxmylzjiPk57HuaDZQufcbCfnymHMPMfh05s0Gt0LuSgQK+RL/HJAsjFCs0R0/9fsdpofbdJrqZp4hc5f7lam/cDRZka8b1CTXPu"
    "Ij2R8HMw0h7FkWbVUT1OoYZ35lh76xgVlUHeLR9V4PE1ScbICcbXdzIGb5o0VZXJGB1N/NtqH2W3/YP+06hq6/zWuP7n602/Isbx"
    "Or/rDv9i0doF4uanxJnPS/r8hvWj3CGVfEd6s04pZaTu7rhSnY+Sz1yJ5dlfkBruXIPnYXRoRct7xOB7LNNTvMbdQhxXn0P+9SRK"
    "PHvMtCfkoU9wK7TKifKEbId9PgifuUlfF7uHpqfs2YzbvlGnSyGf1fbgU3UzS6wD6Br5kJy6KUrBHpDGOC30ROzRWt5tHnyZEs7R"
    "rVLjqx4reZ5ncC9OkUiRr8UxbsQplW2kMtN7YtiRyJOO4gmz1R0yKOiBnMB6Gb2vYvK4xNm5aVNwEhrVeMoYHYbEIFax5pzOcJ/b"
    "rz3E+ZpdM12AF2YyuLZrH0FTGRbDdO44KdC/YUeXYiV+0hI5ihgB82r3wZPOZ50roV2D8djbS2BDdqS+XqU/4ucHIOpbih34vQS2"
    "y5yLieT9sjz/SOkHL6OaaK1BnIp4LHuBUszubSvVHi9ZrGeqxaIl8gjkIk93CjrCfnynJwS7+w4B6wZs4iCIOJEa/JysSPobPN/S"
    "gZIbLtJ+wXq5De8dAF9nnb4Jy2TMnGPlMGLNConYWEwLeB+8rjSxZmPFafF8Ztb6MQI9S7fFZ2126inB0/q0fiunwMu4F/ZUfd23"
    "jehmXUcJ+jfdyZjWhl3+1qVus65Ox14P5btnZzwbm4sdsdY3TZG06etJ33HT2U9FkM16XBJkez1TGv0nkty10PtKM3Q33bPNfnop"
    "5OlSxDfn6nuImCfovzQ7r3tvqaZGKoPsNHiLtpGn2XD7XVidOBrPXgcpqsRe5uH/KXqp1JDVfQr28Ve9Tizj95W+AS3bi6i0BL69"
    "HrKzIys9G3Sy3KhX6fzwLekjfYO43oWrjJS64Fg9vYU6evZX3Jp18JwNIesLLr/f5Q8/4zrW2uI+D/M/LfEauoHaod7r4AS7G13X"
    "a4LZsWx3kF1G38Bud8aq/13m4ATeI//GKRiMGOULztQo9x1BpnmMxWkYO1DaSbnvIunBPGZrVugNCf05fKlu0DkHygJywO4SFOsi"
    "eFM/YTcOY4eC62dLedy9qwlbxWgo57esoZY3C2qVjxU8iXGyuXZmf5qri8/M8OL2gtQnvJymfX+TskK8U7PuuaTvwGskciIQ5wv1"
    "lohVUuRKMczSd9B0jfoa7mO2vqSGYY3md23lZTuZ0SZdxLohPtezxCKGIvx8DJ77ApkKf8324kTZgZ1tK9TyZpYfnOdxSOr7mSJ7"
    "IjJUdkXEUwEdt1a+0+6IxFrJA9qj1afQgClyuoScmBFhn36h1YmxhuTuqdzvdsCf3MHusDSjRctjzMO3DRVDYc3Qy/Rb7NF43P8k"
    "6NGFNsEg+Awnw/AFJlcL8SmL2/8txsRudd4puGodmTyKiZz7Dt/2sF4l24nLdhnX7fbQYC4OcN7tk/Kx9A4+Cn6BVYvp6vAdPV/b"
    "a174S6ayEyfrt+Nucz8pYc/G9pwu/RdEyx+qYdA+hY//G+6yktHSJZCrEtzr0Vj97+Ubn49xWOij6ZsoucUSLbxiZ9xW5Ck8ZS9G"
    "X8Z1laRWDelBKxnrnIR1F8sB/AO2paeMkkLW5OciRt8m+AK7PUmbs/y5X+29rDwr0yEf5ezReBYa5DB815mIYt6EXWkvh7M/3U0h"
    "XJHpLTcpqSN+KsbqbQlP9q1Y3V6yBP/agLXZi5zfF3MS6Vz2stXyyWLUg5XsTzI8aT9ZIFWsobcmzmAR3l2GE9CFdm4MMWgpj6Dr"
    "KU2dMAkvo87PL+Hvxt1lUtZZkpnoLJqCs62Mk1+hUYuIOFiLU78cNqWrFJEFM9WMjd1WpYdE7EQXcbKc++k7vmZg332T5HCe2Dv4"
    "s4tYzXwx+brnQt7/aBJcDqdTPACZN863b2ANu7d6C3djtc+FeJ7XvTSYTv2W2IEqNUx0d2i9BlbNc7GCwwNj6F+o03BeCzKedaqZ"
    "rz2S3TT/PZONcfj8jfFEA3sXhzErZrJtObhH2EFgvl05PagG5q8iJiPHxJrOcFSlNepeTfk8o8NJK7uZKr3/ti4zrcWqXFfKJ/pj"
    "cKOcDh1wtD4BXfyeXkzUZxta1gQnbncgl1zo2bRjWi2hfKov4GeGB11E7tIcnLx1LWAWbpIRcqlsIDOMTZmaqUXMQJo3OF/zpIBx"
    "ryFaCugxWj3UfPabxCE3U2RdjPO1GPyXAvKNNvg6dQ2rqiFzOA0eE7eDWPdvV2rcKt/N4xjLljJGvZQd2/nQyQM5x2dP5nWHymxm"
    "T9fBW75GjpcmtGeKzPVWda7FycreAWvS4Dp0OtAPiXl76KoalpN1tfwaap2TiK9+BKvxCk5/npoO+FYXBMuhFYYHR+lpaqi0EH5g"
    "PXyXiZD3n/Ry+MDGgOemSUbyvl3GChTg7wnmAWeQYc7wqAuxU9PIa5nerGvWTQOv1jLYl7Gw8kPlPhmkD+kSfRm6cS9Ej8f4qR9p"
    "n7sVZkI3UJ5vUTfT0p7wCDJXnErei7/LBq60YUMbvC75hcidEKcwoTdIhMh1dbKQPbZdybUQsj/IqigJZo129jq0rZeqGGVSyTab"
    "xl0mfSwd80jyN31/ebtm3nVzbp461iKiCscAMh24HEh9ZievZVRYz/xhEmtRRO8gzGCjXVQ2jJWirSS6lu1wZ4m0YzF5I+qJ3ahn"
    "xTABD/Mp1kpUR0jST7+J++qtk7IucqEs8F5LFX25Kq7eVtImw6kd99IzmB5qhe4iKc9sap1PNzFn24DzWAEbdh9RY66Dogr+1xLy"
    "RmxAHDQaHt1z+MktkJb24ZfwKm6TS4KbdTK8xgHyPd5dIeNxJw/ozbBPVczmbs6XZjzXbk0O9ufddZ/YuxbA40vBa7laYj4/Xc4M"
    "cT47dLYUN4M67c9FPTtojT3nLGjHKmjzUj+rug2e2yR5SSa34vDq20nUz5Bin6rJzSz2HcWhT1Z4e16ESLEKZ2i3YBnip6l43xgd"
    "EHwASzoIT/E2p+JE0wJMuraTqKcv7nu+HDLL8RzZKy19Rv1kLssxhZlckmOVieLa9fzpQdLEuZnMYDXVRzZOlsZADqL5Eib1exCl"
    "2qAfwBe9RW8UY8EwdEuPYH/4k/Na6FKIVs1W5zp+81Le1wp2CYX0UEPv7Z4gFZ7HsHn/cfOJe9kxC+onFPVt1s/tvPoK9ic1vxeF"
    "5kuTB2g+/XrL5szBvc8jCnwTYow/mura3s+1y/5KkjZOGPccI05eS5p1RIs/nzYHLOWZu4cR1a8+GjOb+SX+fSPtcw3x6imv262e"
    "9DCtwLfQOm8QVVbLmdIliI7/7jn3m6MJnc/nfPGaDLdEjN7MLJs8mOE0LPHsB/b3GsTPcf1P9pL/lydt+kwTAmKL37GTNXVLtG/G"
    "SP1Hryh8pCQ8XHfSDDldJsbmkyKbaFyfl9D79Upm4396Ler6waI7Gcq+Q2el/pi9Q8mI2sCcptuVfjj110JyKsK7obNfweqtVsOM"
    "LSRHy8hWZzGms2mHvYl7jDq4Qs6TvFkH6mjoLfMibtF3cJo2SJugt1wDX+NvODdrW+Xqs4j0X0Fsn4+Y9hV89hv4khs8L8BOQT0R"
    "1VXkPMs2ydp6QCup2ZJEMITwqBbo5XjaE+R2xIlrdXBwKSKlNZDtPP27psOLgnO0LeLHwXqb/izF8kHQGN6tHyEe+CWDam632WRL"
    "l8Md7CdnXA6d3BUxfLHuDL+2qzjMyiBGWCW0hQeIY+6xGuM20gFa4wap9fXpOLw1Q8X/qC8jmrQ5ZEvgkeVhPe+RD3U1c9HrvJUJ"
    "fe230fNCbg1/qd7H0DFinOu8puoD/bM+w4HdNIPHZQtTm+XZ3BP9JOODK/QT+QAexgfha0Gf4Ei9K3wvrA+tLrCIvAOOq7iMXW5W"
    "b8nOemJTXzoQed1A5GsjZ405ezUFf5uUqV2YJrqaGqCXPIq9Gs8q5Ep4LZYltGkE++JdRUQRmsX8CbK+kt0x1TgDI7CvTRnkaugp"
    "+9tc+gilnimkgfwgoz0z3ABm2btmcgOlzc7aj7CxLtatpg9Qw2vmUtou9TN1RVIeHTPDZxt+nxmPtLLjfYg6Ft2ce6fT78ee98Pz"
    "ubzSXGos+z6rcwXkE3XzRBoYY4wmkif7K8ux6wMhK8uw6i/r64gDtoa/OQHWqQx3b/qvCN6p5dzzOS/I2J3v5vS6JKep5xBnGCdG"
    "u1DdlO5Qm1gSI/25IyfM25TGEyUPn+wl20s9O8gM6WG5hZ+IND8Te9aA2H8XnJE4dU+Vn6cY5zUP8VnoWtUMu65DSg+lfqtT68Ks"
    "UJevr6NuHknfbIwYSrmcnDcFRKJafmkhTsl+0IkXkZfzG/hza3Qf2MBBQSvEG63FPLsqzoHOIxK0GutmKN0L5Ue8Mo05hPewC+/L"
    "M5Kve2HdctUx2ewhp3CFU0TklJKPw+aLGI52hVwuN2P1EvDOZuPnnaWQmawyaCz7qa3oPGjGKcw6vYtdWaYf6x2IYvtqu2CjHibf"
    "Qr+u4zrEYXfOxvr+hqcthi/TwecIrSPVTWIy/tFSr/XM86ylbB/iM16uMvQXPGFH8r0r0dYh87nRJOzN6+vG+lDh+TJdjS/0UwKc"
    "vektV+qzcijW4zyZiNXcSo6Bt3+PfMB57caQ3phBL4ScwmNrNE5OkiGIchZoZ31V7sTqpfVuDXRMUIVT3FGsyzuX2Ol7sD53Bz/B"
    "N5oPj7WclQ7L7IyULrJW7f/9sB6zccKXYa9HBHOJUs/FLp8l82iN4p4F5iTfaZIkg1trWU38knpMdpLdvPmIeSr0r9pf35F3Wi2D"
    "nJwld0NS+8g9iKsMAfs8vMjL9Fs5EPb/PmioMdDH12KHjpWoDpv02I16PY1I+NN9PrLRYyIsKjC0xwiysEdTX2Me2b+Kq5UtEo/q"
    "5u2a5Xs78m+diXR1PV5nyPXQwylY+iJOA2/M+FC2Eut4n2N9fXe0OM75hI8NnQx/Ai++Lyz/RZDdrWA7WrEONUPfb2E20V896rW9"
    "ny7tmJSW0btwXVPO5x4hka9plq7cR9QdqTWNI2qgOLScQ3e7bE3o+4bs888xajUrtoJ9O0X0826TVzU7pj7Xs6vsAv+vLfTGIVJG"
    "lupeZJMLmQmrYybyOakjo0A9TmdPvGoTX3/F023N9bUM+LYZf2t6RpefIJHmaouI5yWxuY82Lcg8j6dxh3txL22aRE6GaW0j7ug6"
    "MabRydod+7ebjJAVkLRABsJDmIidqdTfmIMOdSae9MtgA7HRd+N+mnw9t6vdMlGDeXLbMEfVkZow8J2xKcSCdXIT5P5b7Q79uBss"
    "6M3BHbJ7cE64kuj3QTKSPCk7w35uLYPwex3javOAathPUE/LfrHUMa5yk5D/U0a/h80o8fPfU3oL67pzOD/zIGni0ovQKIspQyvY"
    "974PYoc8nOmkPAzru5fMhy+fZvdsUptYhQ7KfGO2nF2oF+FJFnlkWqrZ1OSW+nKyXW000cSWCegtCxkHVHNXTpOPpYTVuhjW0yRp"
    "NXHnL+F++wf5nAhVofsG90Hrf4vdHmbWxmeqU0SSNPhZeYfLVdD2Gzlr2n62bWAIrJ8ZtTdAkq6CPqxhT8kQrHoNZ/rN1y+gKfeH"
    "xAyA7MzS6XoALOleMgQ658KgHa5yKNHhoeczT2bmfFp/eQ45tY3pv4pdwg3M8rrMVx7Pq8Obu77q7XwVuTt3Ldlswq5IbbB7cBte"
    "HiAvhA+HX+H8XB3cEgzQyvSeEttsWpLzMM1vmCfrfSbTtHNXaqBifZD5+gaPKAzJcuLqWY/Ci1jhO/4SZFypoyUrZGdIue99SZF7"
    "KAnPOsnczfpMXaWJi3EbRlrG2/SELMb7T4XdX6XWOZSLn+2LHdomuBh+zmewL4tgeb+z/CZk4RXs4EquTFKbuH9SWJ8RvNNsPd/L"
    "eZ8J8lPWsQOzgdW3U1ihrcG5sMzmO+yr6Ezv2BiXTac5vopyzi6yro+5Eme/1qM4hUW+Mp9kf7+dymMgZW/oCdAk90KzTdGn8N6L"
    "5RLEyQPYaaKZkyD4SYpXSrOvpNFb/dayP/FjgThEQQNrBg2sD13IPOwAWN+b8eBHBXdB+iphT/eHpdwhuBQeya5i/S8/snNsJZEv"
    "28vn0ke+1Htx7flYF2PjDMnnHELH7ej54EwrD5Z4holpkCzxc9sdO18+8zJ12h/vGSMOoe7wfnH4YXZGP4YEPwfv42yJeDEif7S3"
    "77Gw/a6mxS2DH/WGGIbzeOiH1ZzN4jTDlh5lY7zUrn6zGhKZR+ZBx7NjGnITnrAMOttFZ0oMfYxYSeMmSut7OMGnQ5vMhP6eotZH"
    "OxieyZGSy0j0VrLIPyT3Q8q+wqcWcGqnzf+eyStUcUfnkpXHMhW/x8w0/RomOwTJsCd8xHOCTmpsLn3kQzlZ3/URXgJ318TD1pSX"
    "GJFhtdVMb0hIiexHjp04Y7BoTsLx4iaWHMRaXjLDDppmPrec+JI0ayGBWIezsYn0bOEz5q+7+2/YjB/P2Jb3kDh9/3Rmmm3KZ6zj"
    "GvPotATW9kufdzTu72x2IXpi0z5jxVWiQ/ZPhUSzWF3me3pqNYxFVmPN/3jervnO14oxzOcwtj5KrEZZCg0/Gnq3hyzFmaghz1UJ"
    "tM1duFofMcxlJ+zwWq2mTs3H760D40FYypr74cypO8SAdSqkfRf12vBBeRNn+ALo5u6INcbLhfhvvuxAPZai7261xCLGSePwXUPl"
    "GliGITIH0tQLEtCPVQXDeXSUraXK570Wkd+xmqe5kPy6cd5HCbvUQqIAHK5tsLwD+/O1DtNHjQc97CfrZGp4TTAheFK/gzz/gh3u"
    "JD/A3x0cVEBz7RtYf9hZYvx3CUZOp8lwSIJpsNW40hpo4u5SyS7A9Xh6i3lWahu5FJu1C+cEraUutPrwj4geSrG27XCS2+D/r/UH"
    "3Ec7vG8R/j6w1SXyNZ53E9nWa6BtBxpuA5/8XscjptgIm2AsSouxx6/iPgo0XwxB1VNcj5ybstRT9mZ+oKGFmt7BUskMSQJn13K0"
    "K3gmSuV1vQ6x+HhoopsRs0yVL/RkPRqfrccTD2eeqhqx1raygR5+CSKGd/HM2XlOW2L+r/Bn4Pf9GI1a6X1Hw7bNQ8QRktn2IOx9"
    "zOdm3Wzmob7PtU7fJ6fHEtizY2BfX5RLsJO7yqmB6yl052QJ/f/rxVWC6rD+eTwxCdi8Pqw6FeoEfVOOl92Cm/UR/Tv0TJkOCOYh"
    "xvo3JPB8mYGdtvprLs96KT+d9Iyk+bjGRqyG3f0aRq3LoW0KECU4n2QcvdRNtPvtxNXaCj0fS8SuYJGK00YVvnu0HaKTKv/MVkMx"
    "5PL5sB2Gbq/BaX0aK9IG1rvc5zFNP0z1rPW2NldJ0vte1tFhfAdDxPV57CfpZqyPIXvtXNwRY+R4As+vTRAf6qtAceIoc/Ckj8sm"
    "5q/sXK9BpNAImVhIHtxqPSr4BHvWSj4jh+FErMEENUyOsWe0gpxcL9WeU67SzZainzeVPGhlfi03cqa85ZdtKmbAsxzx/Jt2GWnT"
    "HmGj3tS9gy2Cr7UfbMuBur+czW5Wp92qaD9trzfi79fwJDhe3UOYB0zrQcQnT/f84KZ5n9D5ZI9xK1AIfdNBrIY4TV+RY3DSVkKG"
    "lsM+D4Ou/BBXHeBxsQ4Zu5FRZQVlX8lXZafxaXE1I/OgLWa3/XwIVy1j5SvUY+RTn6+IZSZRGy4oB589XLL3vsSIs0hBgxWxipWm"
    "5qvR3XDtfM6ktxP6jfYjzudv8JFmNcv6N2rHzSztFpL0kxG3pWweTZROyIp/WzG+iqHwt/chpsmmRJ8LC7Gp2Zw/u0M3hdqwHycE"
    "MxFBr4W8/RuSsBI6bgq7Sg+St4Ln5XZEPk9pGH4Nryo/GAYZfUkfbkFTONx6T3JyJjkTM2S/+U648u6exa+zRGeoOJOLcdayT8Yv"
    "dh7Q8ZLv2UZdr7abYpD06x9NCXEzstx0RpGzpD/7VZJEGNkM3AZIm3XInE8OsAPo2RnHw9uQj0l6Nb6jGHZmN2a5E3jeBjIOrMPp"
    "WwPdPhbedADtc4K4yYk2F8JwQYZWuxTnJB8n6D4x77IK+7cW8lcPbWYMLcZQ8SX2Yz5zscaR+SXWoQunBUxnlvds3NFS/L198BtR"
    "d/WeDzxJPpRRMlYM9RpqLJMHs6ftnPEqs0WHyjqn6atRZFqJcBsp+H2TsCKrIXW/6argK9zX9rBm98GeqT+L9vkBPiPmKm4XQToM"
    "lbYCsvGlbtnKOMH3gYXZrQVUci5XP03N+6s4roj1OhPrWsRoNeGxz/XMq9tZ2L+FOmCO97PTtJopfEMvesQu+tqFHl8d8amRfC/V"
    "8rC7vN16O8SH+yAeOAJeTDzcL3hHd2hh3Sxft4dsIFZggfV64P52lilaBI0yFhqlryzDOd9bHrHpBrjv++Vh7HvEtLF/BvPreOGy"
    "x8436ZX6vL5iOrfVq7jz8YiRHsV7+wYPBydjV77F32fom/pPyIYx9VxDjEPcn4yO1IWWQxlEe9WVne/L6a1Pxdk7HpHMc7jP3aWr"
    "HBisIPq4lp1ShpuajSsXkQEojiv/IBX0LfLYj15PDzPbHBuHjy+g7rJprUW+W6CAfSON9GVraXUMgzIQ8rcOT/pP/RC6+iNd2Prn"
    "4HUdivPxltaG10PLjcdPTQOMgIY5Wozf+lDc8ys6JfyLjtEJ4QX6kPbvsDG8Kt1GrgrPCSrDZdhr4y89W9bhDgwBUIlYqx8ks4Pc"
    "AxuxSK/B75/Ayryk7xgHJW7+H8zcHoBT/Qx28jf9Qo0BfwLWzniRhhGH0JpdJEn2mxn6cBc5A1FjLlaghBn3FWSK/wGa1LAOz0Aa"
    "LJ74jTFvDfuyjIt7Bp50Gk7GbvIXMYz3enzPGZCmpjpoFF9suRkXtavobt5lXq421asaclxLbPYe0J99YGcuhYaxCGMrcoJbD5fL"
    "Jx8ql8KiNvIpUkQUxnD32/K51sBrq9CmrpioZ97+nM84OkJMx72VqKcHVgNd3h3e+41iVX3jOba5creKdbRFeaqoIlvi86C9eGab"
    "ukLSmc6INDzP0PetikRsnWmNosn/7M5o8OwCqcxMJ4f7dlMAWovDuphWPtUzEVZSzwzIMISFGdya63RI8gTG2UNjHsCzjPjLeBeN"
    "nG7TQA2f8n0oq/UCcfjxNuRJMDzRV3ocrOuf66L///PKl/op2YobYd2KdTx84mJ9W26DNKY9BmkEnqoX7Upc3QzWWXh1Hf5rFxwl"
    "FtPYpKlj5V1oop/xutWGDsEe5DO7tVEv4xzZP+qhaZpC67Aa9cRRKqs+Zom+CZ+QT+UI/UAv1olhh1ZvSF/czedyXYuZ0wrultVH"
    "fsJ5zfE1zuXkQVlHpknX7Wuo0ZPFIVO+wplf72cmTSeeZx5rEVtxSsn2RCP2w05uSz/pF5z5iN9DPOOwyfBKfy4Plab+p1mZ3kiz"
    "szsTpR767is3JaBB632+Z73PIp3NZypQN4XzZLH8/nQ8eUKvgkQeI9dCe/Th1PremT6VBq/vrbacJi6u1qOTjMVtI3eygrmotI8b"
    "HfdFUw6+QFOZOSn7SsSCnGY+tadEVZ5aj2FJ4lzX6InWZRgk6ONfx9OyH/160y1jZCMzvg7HXEmLcZb8b1koQn1JGjOI6gnMLJDT"
    "GX9Oph/gVqXGx7DWWZd93VriQ6mH7svz2aB84sGS5LdL6Sn00ZpzHShRe41Ec9RDeraF/fsa2tPYDRoQPZwFa9bgOa1Xaxmi7wOx"
    "999BZ+aRcyLNfhw3EcauuTt5qi+XVdTuISsYNkX0N434AP+YqbjRM0V1we6dwjlOoY/ukh75p77+pTwfNpMh+9VK2eXQw1dpnOft"
    "ZvSs5bTbStbVk8xT3oY1GSAXQ04LOKkqxbkg9Xotp4Bcg/UYFazVjkG5bAhPhx3+UR7X8fKVdNKPw+wzxCzLVk+OlCL9QAo5Fdws"
    "ai60z5bQNx3lS3bbVsHHrsB5mYM1Mh4q6/koQ5RiCDXDAC+ABzCZkXjidxwD1dTnxkxV6XtLftY2QQM0h/VIGDfQao+0VM4EMR4q"
    "6+3pybnOZjmrMvXnfVltssqXTcM6GD7xUng+cxA5LyDK5Gz2QsTIsql+bkatj2SvkITPbrhIfoFntClhfqQ7K/VVjFBz9UWy4lgc"
    "No9c+kt1NGL2Tfj3Svgg0zhf1eKUdn6CcBMaRVt4ZRT8wjj5yCrIYafsE87DeRguEcLbTR3sLC7SiunjUkCUuNLvriCOpp7y4OaK"
    "pDNM401nZRf4nQVkLH4RT/eu2sS96XA83sOfxlGxM0+nZUHMUi/lSc0+AS+7DjHO7TXk0k5SJ5mmnwxvxWps38NW3AOfaVexE3UT"
    "9vlJHScvw38/E95gH/ozk3VQq+vgMZ8Fjf0dM2uj2bthfvL9mseo//jgM3xPD3j8X0Jrr9bOwW647pGI5A9n/XQ/Kc3Eoo5VxNWJ"
    "avQiSXmW2QZ1uQvLbuxBCXJ1pkZ9nay2cbW5ZBt9fkeZUbrfT+hLIypP60zOMXBVMluJJZTp2XiGA2W0PA+pmIt/fQhfuCus9Ead"
    "F5zh83speusHsHqhvi9hmf4ICS7BClXiFFinyFxjMMeevRPuKt2wJ3Og8fvJL2rdgXfrJVpDNhRjxOkprp/WTUe1p95BsRqtH9bb"
    "IDVnBR9il2L6quyp/wzz8B17EzeTYl5QGVWHxGPvhSu+66dD5HIuwJGIW7qLRb2lHsU6zJ/g1VxB61Yp1FfkVjEMXR5zKgPkachH"
    "du7nWva4l2UsRSVXJI8MEUu8tqjnLArzVT6SRiKLG72drSNqu4qrZn0VD2C16hFHDpMJiNh+gNztLacH13FKbiqDvk35GLQ/uZoO"
    "gPx1Ysb3dGj8cZziZn1a+7PudL9E9caEzzrVcVJ5dJLLMgx5vTiJuxx+2hbBLtA4Xwc1+g/c5zT9q2wKe+FcGt75OGjFH3E2NuDZ"
    "tkAMMgfe0WS9QBPwefKhWx/Q16A/RiDqm0OMbnaPaz3WZIzPcKUyXWQu09JKwj/opK6DXN0iIyViBKshT1+KvGkxvyYdJWKx6cVs"
    "nPGQjPbTE6u4fyeQ8y+ud8A3f0XOl1v1KWj+E7UR0nEa3vVCC3edyKA16yllDYyVLSNaQeSOoa4CqacFrGbH/onS2AxVXe7tbj+x"
    "CcFF+Gw9OfvrIBlxoh8D2IVFWLlSnO4KzmNrxa4nsxP7ElXWoNfjfp4gH1Ca/PaWgXO942cRm5v25zLBSqb+qVdCz+Y8mrkTd9dl"
    "nlPfdZYfKInMdNJGP9drE/RlD9rtvSVG/6kd58QLswhJoqw14+3Y32xORx19/yq8WkdODMOntoFm/RlXHAadYTMqPsMu9JJ72RE7"
    "WJIZbLSbfW4Vacv7NNITSngmlj3Ijx4nT1Hz6LcJdWtsajfIea3uhray3N67+kb4ESKHZdBV9+H8tpO9xCpa++ApKskYsQAaazfR"
    "ZmjRDs2Q40o+GKuMtSJPcSNr7CsZPxZw+shtOKUJ+g4nyCliHe8LeTb/SnaIJFGi1kHnuvrz5Xp5BnZuur6Cb35bPsO7O8mPnH8+"
    "hz2E1guf0Ek883fiTD0Mn2NnnOE1ZI7M0Q4IlU+D1zNGDpfefIrLZVes7Ve4u1XQXbeJdURmZ7K5R8x+v0amz5v1db1JHguGcvLR"
    "T3q1vgX//TftARk6p/VqfUQ/CI8ObObdc5zXkqadXcidriaG5zLPPS+eidPF5vOZx+zoe3as0nUbO+cTlLnD5TX8fo4YQ91K6O6p"
    "eMqYzNaP9EHI2pPaFqfbmLK6wfYat8xnuNtKeOxlnhuvnhXaJGX9XBmFZ3gR6zNf3tAnZbFYN+Fpsh+8EMuvXiq3cxZBNfMuxZz9"
    "WpvRS8rTUacNPvbc17OWiZ8W1IRFaonvNsUaVBWrAN2JjkgS83F2C/Fp9leK9RJWUJJ+Gq3j77XTdqRYXHC0rCEfTh319X6cwQ1/"
    "B57lHPxkMnzo3jI2nKGfyEKpDjXTFaSZeRf96TfFfXXcvHvDz9dz6vRi7GkB/Nj10l+KIRXPYO0f08dksoyDbDhfqwaRr+vXNuaR"
    "HcUwpl/AJzJMzODWhWpzzW1qYdfwN0Qoy3Cv83HNG8liZF7XuXK11XqlqTM1ip8Ddjv0kWM5Q6OeqLoqv0d10AjtxEV4dZwT62Kg"
    "q9gZbXND8j3mZp1nTbK/b4AERB0uJRn07Qg/ncj0Wyn1bhGxYTnqGDxfhxZ/FCdiFmKu1Xj1CBkmObDeO0DGohVtmr3ZSyI++a0R"
    "49VAs63hST4F+3gip8kWMufpJgTXMAKv1/dgcUs8lmgor1RNPzCaR7KKPQDmrzT6yY4XyYeQ4tPJJW9POkssrq6j5H1FxsiYP3/D"
    "m+UO86kXc2BtbCLim8EmYnk+wT1MwN9m49SXclUe0mi2DGyppPy5dZg2yUxjP9LnauJa7W1IIbMBhtLJw3e4CQlpYoHcia8nFiQO"
    "OUpwCtJC6Kozsao/6payE/zFbWVPGYwzPhb2+hTs4qv6V90+uAg2+CHI4884D/uIsSjmYCWs0+MutaruBp2E1a7ElReytjgPV/5Q"
    "SqAr6/0sjnk8mQ3M7l0srgLamTNAqulVdmIHVIGP91pJZ6lnD19f5h9r6AkMpi83k1mvRsY0VnUswt5swDs7SaWPzU71nlcMdsZW"
    "ZxNnFxuiYj4rbIeJyZhDBLWV5nN423hU/kFSxLU6C96D6ZEC6KIS3STWI3WnJMjxbdI7m/e2kj5wDbWgyyg57+9QcXG94UIbmNss"
    "pMdtGm8XiWZ4Gh9rOoOE7uGnPS1jlBzXX2Wx/g06cxI0zUf4SSl9A2eX20rCM5sYitImsThsvuNyTOvd5ABJkDM+RWx9Lfbbehty"
    "6V9VcA7qOM8ZX0G7ahZve6mmrIUZzLbt2kCfA45lUHwhUS8mmbfj+XJYSR7nrYzzzAPPW2zo4TV4ilHUODnETFkWcAp8gCG484m4"
    "Th/mqH4UiyZuxjvz2AHYhLEczLXpTsu3RK+C/FWwKvmiPAJvvrt8orvhSa6A5r0FVvpGWJx8WSuPqvmf27TISFlHa7Q7sytVasg9"
    "h1KqZOUmyd6CBCLIg8Wd/DI856NSyPjF8IDFsJ7VlJc6/RZyWMdKfjXO+g14ZtetXUt2+HpabFufYs/ZPEasr/F+OanVVFkCmSzU"
    "W8I+cjR8kXtlWDgtTOHUJaDhHZf+Uazq5euVnAy3q7wCmTQU2CJtT5Zf4wabRa+onNxmUUxf6adG/Lk83/8yN/i9HgNNO4f84f/E"
    "/i7End4r7eUl+Rk7egQ0kXX17AltVYEopRAW8HXPSClS16ySPDTDiWJrapnQbr7jpTN7E/4Jv2kR1rWXdIBvt7sYwq5XsAVW7DY5"
    "KDA99AZ7Lu7Fa4NkkR7CCQMNXuqLvCaJQWNcjbtbBfkdg/1pYIZgHjFit8JLnI2fu8mYMc9120gf2Sr2T+P7J2H3luLUvgStfZx5"
    "CkErmc1pu3HmyxI8/6bld5B1RBg08ErWE27SdAkZc2Jalpmi3ZTDVs5DUHilJ8u/8B3L9TdI6D9xcmbjVFRhTRq8z1LJcx2jj2j5"
    "xnsyGaU28vuakrGymG2MspgpZtRGSq063gGr+PeUgT7z3JlVmwJKQtJHK3Xkjz6Re9EzsAkqFcyg2USLn3GVifq5niG3SJHvgI1r"
    "yvNpVXNi34fY25hn6bL5bd8T4fWEuEnZzrbfoE3zQ//FHWgrV+BK3YiGL2HGtpSnd7RcjHijPeRvm8AmSnSCZI2Ue6Svzvc41eWs"
    "DtpMmRpo2mFygOdNiBB/aW+FlDjbXL032Fos32M27h+MP1bBkl6rn8qniBMW64zwM9jIx2R/7MJlwTf+CqFHlzq9uRujkeyzypyX"
    "m2T8Npv20J2AKzjfrB+R4yXMakSfCSHxL5CNsp1MEpuYtshHL4aoNKY7044dOLEixS4Be7ZcnSE92W20gUjUXcQ49fIgI4fI556F"
    "eZCEnFlm3B71Wua7VeM8CTZbs4zavZZ57Hza4aSPPeLMDYe+Q+ivOG+N3NfdyEVZjXvYF6/O5TRk0/VTLJqVGDM/w+QBfQivzvHW"
    "+YBMT6pyWkkV/ZxG2JBSvDeuP4ixAbU0/W0KfmaTgasgBfn47gbs2FrsvuPcPJgWP4c+aki8z4mSffr1SkqPTR7LhR+6jBOTnoXF"
    "Mg9lGn4yGOu1Ft7/9+w/N6v/INmMHbPTo2IZ4q60jet1mWZ/ZSUzW6bz38UVv2dNvxZ2/QYfm8eI9Cj0p2Jn8u2WatSP3zHDA9qD"
    "Z9wmlLgJcHYiy+UsWuYUM3rZJXHzvm/nJbne5d3hXxd7+T6UmsC0zGecw9igrvcyhn03j3gl5/tUYpUehyY8CaudD+n5FSv9M1Z9"
    "aQsz75PN+O6je3D8hTZFLx8y9CNW6QD4rZ8blkC+hKfSDjF4EjueRjxiCLqekI5cHQ/vYPPvac7kaNWUENre/dtFaLOY93I52zQR"
    "GAkii1J6AnH82bkznBdfw96+iLWrh2fuS6n8rve6i++ILvbooRQZCocRt5kiSmA9/p9JtlPDEhq2tQdi6dfYe1RHDrB6TjxdRY3f"
    "CPtjO7CG85eLocF3JvvGIKxSWQs41exx8NZBv+A0WJq+kO7Wsk+wI3yU43BGc0PLfcTUzY9N8c9aSIbr0z0nU6F0fK9KWTNm7Tgn"
    "xeVznpXl6CrJJ7UOuvppXP9naL2H5G+6X3AmNPiP+jYZNbLJaAz3VK1fs/ckD3FUJ2L0KujRzSBSyvgN8yAlreGBXCd2GkNWUY72"
    "WcfVrJOZDRtBPSCcyudiK8O8m9+1CXH3d7TRzudOaSpT47yYOFVXiY2YIY0DvF4NW/YeJOVkuRRXvoX1xp7yE6zgXZLrY/40uZlj"
    "rC64nhPLgUzimj0sp+G5VrHfdonOl7cZx6S1F9buWtbGV2M9XmSFv5c4rulS2vt7pDCDpYrBc0xQ9uo8+3RULxNpPk9niwwH2pHw"
    "R6ooi3m0E0lmsk8hLnOZvoqz8nf9RibqN9iVO/TzIFfPC67F0+YQNbMAnxoESftUL+Q0yGr2sloPnz11kpN1v9bJrH0n9QE1y7QE"
    "V1iMp2gN2fm6BQ/ScYjFuPL7sjLf0bOyd8I6vYQ9vQ/7dLG2D+4JhpCHdzdI877sYAh9rTXpp5UZP2g2Lt4yoodrKNO7SzWlo0LP"
    "wzo+h5Xdg0ypufxe80o34p6rOaNKN5sd0s73ui/Wm2kBfsHKvIF/fQKbaR4hLLC21a20n07DeX4XO7ksrNbXW18my5hVcJFc2iPH"
    "rC5uEz3StF/FPDNnyYnwYBvw91PlsRbPtv1sreedcJmJA9ifMQyato/sJsYiPVjctI8Z/NYYsxg1lOdNzFJZR6SbHl3JO8prNsNo"
    "FP+swCkthN3ujGtu0OHw6PeH/3yErMefm3yFeyeJZZCKJcxub0Wpq1A3J/oYUbKcObaXhN+xKCs9kp0Hr8DmvKHT8ZQb9UfdNRip"
    "J0Dbn4iz1TTTQzLcIFt5ya5hB4/4Gep259tA67b0isMqXcucdpH3B3J4N9mRCTF6Xev4fA+RiSeNtU37qF3+kJfMMgnny3p6RgfK"
    "CrIHtGNnQYxWyPV/9faTvYcQ+5sdCRODjjO9mGJmso5W6xjapzDDYdzEytCefabFerFHHJuudVp7d+a3roHvkQuPaD/E2kPgX07C"
    "CXtCvwkt2r+Yd5L2WduQKPUCei1j/JO7uk6Ss1JLqLEN6zzXM0U08nNPUnamahISugXk5hv41gsQMczFef4X7tcyAT3kU9/tVsss"
    "xFRfSzUPeQ3+fTqs3M/6FlbuYLzvbujcSN4G039NsaJknCLjqIdDj5eNfAB7gpPC58J7cVbbBTm6Xavj9Ew5O1wu1wSF7Niwd+0t"
    "Ed7G9T0qGcTjrHRbJaOKNcqdZS+sZd/gIpyCYvYLr0Y8+AE+8QX0Xg1O/1Z+Ll01/cgcaJWN0H4LoLd3Dc7U0fKMPqf/1orwfazj"
    "MTJKXicXUAzrkWKdrZKWqJY6Ktfriqj/x3z8s+h5Z587Vuw5t+O0OY1kUEsQKzkTEjVRbRJxRxkZmC/8JO5mPDy7L/GTTVjBNrjX"
    "r3Q7+RDPlacPBXMz84EbMr2M3fn9nVuYfPafv9p57FP2/vqjgsE6Drb/Fi2Sroh4doCXV21dTUGEUYyzJ82uP9DXobbzrCQuU9qJ"
    "17MsQdiMeSiqWG0nmrEDm7/S178yTBbCXy1hzhU7jL2rxG6XYb2z38H5kF/rw6z0PUPK2LOWcVKZ7/ytpR48COd7H2ZKl+kLYp2+"
    "B3JezjLOS+mJdZ/r9YgS0x11Ge7Eb59KNFMdZORdeQvewEb87QN9Q1/2PGIm73tLyrPhxcgYvY+spJ5XaA3XzevYlqbRY9vXT6zq"
    "LGnPwmoe3pHB4/QxEojlK3g/pcwxVrTgQe4h36qhWhB36Z2yI+6qERqpncR9RXk35l5r6H0lva7/PaNJU6Y26aewKbWKknPBpKWE"
    "+c6lZOho0M+lhj0sVfhvGGfk/OevetrU2dQl2xGXXYYTmauXi+tSKWLHQRJWzc0iPBGavhRSl137HyTFfsZV2jPQulnJvaVpumvo"
    "uTBDf2ZbmuL8Z17Jdm87MKZyMhpp/waejJOkvzRyBs4c3OtosqB/idM9Hf73SJ+tnkKbVMZzOVzGstbUFMUc6P2ARsYAQ2Wm3g2d"
    "Z1iSjayhT8d1bSJfBbMShvoahWt9i/WepZPkCFZEog7dOt8p1YhzlSLr3VViOexvGA0dRKyOzd16G5Zqpv4Ef6W/TIWGGiYz8CQd"
    "g+uI+y5iZ19fnPVRMplS/iB0wblic21t0s84uVdOkeXQInfor6yebyGOoajJNid9ZXIIz7LxZhdwJpD5PiWcZDCLqK+9cP+rWFeo"
    "xFq/JLm+QzXpqwP1sEjOr/gF3xT1n1bz/y2Z182D3bpFrtVH9Q7mU3L0X/IDYuR/wQ6UsMct7utnKW+9kny+FFZ5Lb1g5cxWw5Kf"
    "J43MnhurRCvPD5j2OAnXr7WjNM8ppjL6Lvv3bPI80iHzCC6uK+C88+la7+1rnffMTc/dRc+tgRnxCuidODOkfahlYvSa+0lbZu+c"
    "tt9KnKfQGZ5MnDbA8uZ5+oUkmJ8rYee2ICJ0WsbhtKp9R1K91+V9Pb5ciVfoI0/Jrfiei2CXJ0L2ztDdgmroqsugGQdoe9zbPXjH"
    "tjIR8eye8Dme0/nBYzI4mIwz/5h8psOx+o/KP/UaeQ67u5JI1jSxPxaF7MKKlYsIP9fm02LjvkPwZpzJw4K7Gc9P0gsh6/OJEzoQ"
    "0neWNMUJTbkV96uAq2ardIKcBJ25gjX4UnIbF1KvOI/4Yk4B2INWqC2uadWAzpxV+5veyBzA7pBLQ/dbTWstJKw1ZNN64CaxsjCW"
    "lTGbUeCqmHH6OdbROFJvCa7UmdJengyG4r4fwD08hVNwI3E2Vew/a2IprNcI530krjTLz6Q0xP5+RFws0Gdwp6/iOv3kC5zVGuzX"
    "ZLxvQwtVBFedW5OJWJRzt0xCWsIeZ9uflmbWZfvMIcxjuBnLIdHScT1NrH/MsZo18dfHaIdrfAfbH/PzbdDW1Ftd6fmdKmaVhopN"
    "tpnmYyHl/Kh6rI/dwRFS2ALbX/Y12FPWkD3RebQHygO+unieZJ8En/1J/7eVoeyc89mfNDv6OftnSvD+GmLYkkTW9cazvIqfFHIe"
    "+wGIDRzvVRFrPh/jb/vI25Dd02FFpmoH6IOf9Grs02JYzBvUkHd1zIYXsUp6AixHmY94lFWHiB1CM5WJ0KPUmqacN2Z4PA2NEmN/"
    "Shvqtiqe561lCS2faUjr718N6Ygzq3qj51gNxLFzSoZfth+s17e6UK1f/1cd1SpXz4bdOAMn/GWN8MvmiylXsI247ptC9ll0Ivvq"
    "Sn03WIfIwqxZBz8X5iyvw6b6J0l4bEonaSURA5DtR+D9W4seSz0XunWdJVk7PUCshn1UMJr5AOOHe4H8ZcYmYj5tX051tels1qdl"
    "kxqOl1zuWJJ+hhIlleQ6JuiBT8T/R8h9soAToo0zYR6szBTvT7mukV09M5EyvhFOdHLS0ajqK02Ke5tGBJtZ8ZTP/pindqakfIXd"
    "cZ21Yb7fIm7zduydG3Qw/fOdeH8Jz4hXT6bFEFqkjB0C1Virclpdq2hej78vhh96I6PCOvhRFXjiPLGYsJoTr4dDHlbhp/nwZXKJ"
    "9buO0+HilM8E8TIu65hmx91I3+fSNKXD6eJWMsDjP12nkLI7qA6ebQl7MLZhjOcqgifRzzYpvllqeQpdNc959jG+cjs591xGPJ/5"
    "VsMGmM+/E+zJO7jHTcRH5NH3/++nkyd4pQixE8120RazK9k/MxinwGpXdZwfMQMr2UsOgKaxiWI237qH2BzGXWERtxDjHltBtuI9"
    "JO375uo4AUWYnTK2/FXYzyqcpq1xXes7Olhc70BcIxkzXWAyZprVsWp3lwhHHGGJHZf1brC8hrky1syN1AfdJYcsBp8hwi/mpMtc"
    "+IgFnM01Ux/j6UjoaNaC3XQUFx3XMEdZxCq/8WutZU3gVDkUTzSLUtD1DzRS6GcW1MJGheyWN11vrFv15KFJewkq89LvtOzn0kuO"
    "lc/lZh3Xaj293WlaI2+nrw83IvpP0WIUc7qb2Y2NvNbjrGMk2Rvc6P3Cmdy1j/Ue2U9uh497rBiC8GRWtf4J772S0e8JfvJZCrK5"
    "kR7EphY6afI0l/0rZVzRRnZXlOtR8OndPM1tmPVL0V8JGfcux7ptg/suJuN7Mf7/iTXnlfpsYF34iyAXNpPexceLcdfX4g5XyaXQ"
    "MwvxXHsixjlMPtdT5FV9TSfQHtg6viWu1ppinm8N+WtXQQ+nNZaJs4wH1nnZaz0yO/Q1c/PQ45w7VeC9KPVzNlPkpEmQHzvCRO9H"
    "bnqLW6vx3I4rKM4c5UV4ZxtKzTpONbUVNQ2fq1fILHZ8PGWZC/jKj0GzfxRM0EfkEcjlTHzqZx2P3ZuJeGE+nmAT5z1MlilkWPlB"
    "n24x1vxfdj5adjeemf5Q4fFg8n/5nv8eh2JrY9Ms3Rl9RNap461MsEc0nukfzaOXbCfwYbmAU6OSiPGqqEFncL8bdVNmbnRdMzZp"
    "h37eAhpnKfNidawtGY5wtBSzNmpdmv1xrxdCF5Wy2rIFzvJ83VdulNshx31lF9lXxun+ei/883LpIqfri3K1rIMdfA3SOV7+AT9i"
    "P3lTj8B9hh6BGdPz2ZnQyHyNsWyZtDikSpFujzjY+run6fMyHJqlNftIa7UPJ90Yr4rxg0yHJJr2y9c3rA4Nue8iPeH5/wC9sZX8"
    "hnt8H/bzXGjF7/BNd8CCfSRn+Er/5hyCFTobZ2gDc00pMlRWcy0M9fM5/0x71vdTfLa42p+AhJ+t7LCd4nNcKfLL5TDXFOdupMmL"
    "tUg3ZwHfvJu1ElLcwLqkQzFY/duYhY5iLLq3pJtN5I17xLDVSqzGYhO+NmC/i6A9LAt2JU7IZzoKumKAvKcSzNInEN0s0vW4i/2J"
    "v7XMaiHWzbThWPh0rucy2/xGt1OuDjmE3kaKmMN+LeCVrZ9pS0n6+TmNfsZ2Oc6O65HpKpEG2UnEV7hSGWaelLeXaU6uTvj6XKNn"
    "bR1KjbkVV2quPo29L8d6r+d/l+Pep3N2b3Z+2K/1Z+ilT6HL9xfjnLkMHlsX+GidsT6ryfRrOch2sKUNuNJsrOpJ4rKHq/wrY8h3"
    "OQfWeRzO5W+c0VlC72w50VU74S5K9BzE9B9DMxkDgdUSA+i4KwPDPzUxBrtMYWdpwvK4iaNns/vWdV5spB5egzUzS3im5LJjxDhG"
    "Oko1K7JV8BAGwHon/XypRmZsbaVXwmNNeLlJeT5Ek/scWLal7DV1nD1TpYL59FJ1/fTdJcphNp/MGFVKUjzJ+fjXyVLvp57kcULN"
    "R/BpavXftPoXEuOQYsXR9r+DNL/WU8Qp20mpIS7U9qubGP+eykr5l+aGvTlbaIdgsnSTWWGBPoN9vJgTB90ZGEm/o4q18W9ZIRpE"
    "FqS/yF24rnXW/aQ9A8cu3ZEZsiQ0gq3KC/jG/WDdjU0ij7rP2MhryPh4sGe/+WNbcrrEfG56DnFrbmbbfD3c71851/lMKfY9TY6j"
    "fxbW5B7Z2s8td954I3PbVerqetFkBiWH6a7ysMz1sYXt6SzepXHcnCDxTBfYthIxRRXhU6YzrSK/iFFBPSxNFe9klAylXrW+jhpv"
    "aUrI63qnzGgxG5HNMtWzx9yy0c+TFSTp6yoFLdTrs79iE3EMo3Mae0UPwHdVMoNvvagv4FvuEzf3qzv7ObrCNxgIm5+L93zmvcUX"
    "8F5EGsEY2cb73K56vGNmmoOrCWygbgsZ6xb4vGa1HifPI1au5dT7anbq/ILfl7Kv4c9Y9LaSw3xXitMIh5G5uYZTzv/MWmeXqpY+"
    "4zJllvGcS27RGKOzrzfLRGxuf5aQlywX+syYXL6D3rJJzktxtkbKGZwKk6enwVbMwFpNhYa9RHpA9/ykD+DEnSPH486Gyj8h0dvL"
    "Cv0C6/cq+W/PFOseuJYZnzpo3alez3f22r/GY7YjCTKNcwM7xeb5fhPXUVBDnZXwZ8200EXiKj3RPEfxrFrWq+GecJAY3qzecxil"
    "fL1jBXlAQ5ydOj8ByHEEOT6kK6HH5+MethTrj70R3tBx8hQnVmbbueyvdPvDGnpthu9e/e6V8P0hcwvZT0n2WPNNP+PaTbdO+Nlg"
    "Nt24tbyLqw9kT63piFuxSzfJ99ATlfoV9NC/sMpDpbe8TP2wTs8SO2MT9Xpxcdi+EmMc2Uim2aZp3THojubWy/HsnkNtZPzlaaIw"
    "YsRUZtOwj+qTQW98n+nohdoeny6AV3+e/ErWt6iLM44zbs99kBxHNtchjB1i/O8WfNJ8rD7BBpy5S8VwdsYX0UmOhK4t09vlNpzg"
    "hYjdrBO2wXWUy3OQzauxmktxbdMHpT7j4qY+L4aGvbAFzt8E4o90pov9KqKvyjKrH2O3TpRv3o/MYaHeLLvgm3oER0EvrNBGaQ3P"
    "dpKfSZTte6r/oPbchSc2+x1cD9uwtdjJmaEv6l04a4OCZ/TyYKK+C/+lM1bEup73xYkcLU/jFJ1J3pC9/+N7Fuv/bVpNU71z8xp5"
    "9k6N9+RcesM3QQYuk3mQsDJ9C5K5L7VoDSW7P09kqPuI4xWM09dxPacOo5HkiY95VP1ekvLZGaUc2O/z1eZk7YWVqkRUtKcYH0Mr"
    "SPgw+QHr9hu02USsgHVxnIx3HSjnyZc4IbXwlw0F95W+rN/g+6fAWzsm+DZjZysz9Y8dxWGGs/exGM/KmVqEk/ajHkJ0wyjZUfsG"
    "u2X6XdPEiUQW0fznz6XQ9z0NlDJaizhO5wrm8KOun6Z1d3dSSt+vmr3PW3M6br2+Ar38g6xmJc98bnv6YjJ5JvTI4FXcaSF+YpG/"
    "2aSV2AvLTEyUBTgnZh8dHsK8O+M334e1sewe/iLihYp5Hh/gZNDdyI0btykTchpiseehy6ulzNZDw/A8eRb3ux1W1+KVamZRbXLO"
    "xbJe6/5jpnrLU7QlM985msfcI4O9DzercrkpQk0/ayX5zIfEibi/HutZSn3YBdFSR3buXCCjEVd1kn/DXhmX+hO8cgeJsDTRBMOI"
    "BXlP38PWNIXddroLJKlID2s7IPwuvXvbM4O9w9fCZ8I54ePeOxnOMx56b7/eZ+oMtfUY/cvl2jWo9VySRd5jXsFv2NPXc0Kv8beG"
    "Vn3Ys1S+TM1olYR4C9xAaax5zLPvhoiPi/31+7BDxyLt/cWxT7spSSGnJt2NE9XIs3hB0MAK+hJOjmhi/zBm/OasXCl+Ok5M5+kS"
    "dWUlmasYSh5qq5S/A9kxHkybx/BdCxOVUr7noYqcO8Jpjz1oFeOZXvAKHzXWYv/6SFd2YifhBdTCW4dsQgNbfecR9lEeISUeQRt6"
    "tsCEz0VbBnqM9JHQZ8zXkq/DcR0Zf1OUsXR9fxFPZsQGU+UzBK7/binecSFzpy+y83k+cb61ZIq9Qer4uaSfbWl97zUZdO7FvvpU"
    "j3PmIrd67Su7y1jIei+9Lewpz8lhQT9pDIuCXF1J3pkDyetcQT+uCpKSR/uWjafxbdkH770YFsEYGo+VVfo4Tue52rOFbPi+0kjc"
    "ZB3jF5t+GLB2XgULXsGsXlu5Bhr1cb0f9qe9HCSxsALPFfPVipAc6TsQg7KPXAtf7CnEeLPhi1TB1n8le8gX0NVVfm5ohV/1JKPO"
    "y8U84Rf1e2iavwU2De9vahn0X3UKIqRXOFWpnF0eDYwP7XyahL0Hj+Oo4EV4pLfoUfKJ4YignVfKlrD6hjYp1vclzu8qRxRiVfAf"
    "Ea1Pg7QYjmYTY+957Ghbir8V+Rl7m1tIY0KCVwOrMQuf7oLrbiGzw67yEby6QzUGq9rV52zjmYmbZ0ucOfVaPqExHZ5KDi7HWV3b"
    "gu41DPkmYuqtl+gQ+UEc8t8yATYXppxc14a8u0LcJM8Srv8wcTkWxw2T9uhCqwCFmUi/hH8ek5kNmWYeUvm5auYg0+SdSMDDtZpF"
    "fzmf89aTxJwYH886/bs+B816n/QLPsRuPQsvbFKmu91V+9pxyrZ7HuP6i2d6rUOPl9rENVqjn2AfWsMv3KDWHVXHub/H4Xk38mzX"
    "8rQbU9J7PKWbdIr0ZBU3mYkKolqnafC7EOmcAj9pX9kAyX8J52Yj7GY1ZKsjuQNS5L++XSaRoec1eI6ms5ZhjcfSjzZpSbLPIken"
    "Slx+wzftBEmehHterD/A3u8ILVzFru0Q97wcXpmzkvU8aQ2e3f0cqWItp5bZMNPzu5Ph90p6GBXQ9WVch1o/Cb3B9wjZe2+hbi3F"
    "O96SydDCpeScK3RMtJDSqfoJfrJ7hk0hpEVPYBdW6ZFyil4qxnE1QZ+GlpyIM79MP9cn5RNpKaKMbJ+r19X4HPIeMlxyiSuyMzIC"
    "fkw39gN+BRm0aV4rOSfRsC7f4vdR0MgXS1ULkdFbOH+HSAHPhHF2LKQX+KQsbMG/bkAsFyOKKE07Wp+ZM2P1wieZy9wI/26CWCXz"
    "B7w+W59CVAD9hKjiwOBQHQ5f5+CgHlHfLD1abpJyZksaWdNopM9SajziMke+wW6Xk1tjHaSwHHYrBz6qUFO4ia5pXNWqz3uzj/8q"
    "WcfpJxXkW+opVokcCw9tDp5rX9leKn13hfMLF1Di7xOH461mzT1kJagH+8EukjchgSVqeN1KfO+nuOY1eGU1tcBn2L1i1vdS7FN0"
    "3QPdRTMdyrbCw8WxGG5g1LudjJSHyTcTgxY1STpSvqINu0KiWluKVdUaylCcsXDUpZ/k31dilV6DRO2MmKo94qs8RGkfwhP9XrcM"
    "9kU0bbNbqqllDiHWcRE/n68j6GM2eq6mOo/wtHXvTc/WxZXjmI1cy2coI3vhf/+Z7Hp0Az4/KKjDSa8mc9sCTjoqwT0uVWMa78MI"
    "IletZrtSDG0/iRNCGv00dVuj9cy43gC5/lo7Bgvhw78opptX6/vQG6vZcdKYwVxcSr9/rq8XmG2xatIW4rLtGxj5WJY9SV/G1R2q"
    "mf9pywmeuYjgD5LOwRLI4CPY+2mIa/6Knw7BOfwO0m1TL5PknS2CrmsFmV8it+LJRnImWBHkspSofMvY/gZd+CbO6mjItM0SMAbv"
    "fP0I/+oFWSphVNVetvJThes8x1iK15jJvvMi1krK9CnoZUOCRCzkcXgi1rEYI4+Ny2Ganu5Gb3x7aKZPtSs94I3MeoT+HIjnou8l"
    "UW9EF7IIxf284aPZbxYjviyyorFMz7H5pLuLw/q6vhjLjBwnNifEcnvr2HtYr+eSnylEVNyIVTSM03P6udyF2Os9+D//0nvJQNAT"
    "EcDx2JHbEcsspQdzOzTlYniTxVjnX7BuxolxLTzsQjz7FmIZrmuw3pV+ynNfSWZmT1uu1tlSs7o/+56wIXK0n1dgGtVmHw4RFw84"
    "HEe1t1xzMnxfIieKmwyUpqf8Pb7pAOJHVvlV2ju4mdO8FunT0oZ2wjqCK+EnvSLLKXcjeDcNvoe3eV4s2ytX4hktejeUXzm7Ykuo"
    "F80znU0pSdNOuk6JKznD5mpY2XKs7mP6Ks79TbZ6QbmMhCZ7UMdDKxofw0/410o9T4yrZZJubMHfqWL3ZpjpZov7+cJpWK5r4Gt9"
    "A4meghWYqAPhgW0nr0KXt1QPzo7nyxaFZv9MAk+wXg/1zDTFrOvHOeHoz1SXDXtrjDdd8I4rpb/8xFjQuqmyf8ZYkcyDsVphPdbX"
    "KkLfYKc+sskIsrc4/HsZWVV/4uTFOP4cIYYEqCSK3yzZ5cRKV8MOtBI3IXaZvizGgHuFFPOJ6unhpcjsa1yKa3gqGxlzdifD5lpy"
    "ICjuXBnLxn0lz03XzfE53e1lD1ZSyxCBJDiFp5S1sxgRvOY5GQNvjY+xJlDrbaQ0Gn/YFmQdi/jCA3ET9jaQoT308/ESuqMkPa+H"
    "myBtu9OBuKsA8mLWugxRwA16nv4gF9J7PkkugWZLSoqTmkKfcXbR7NYZL38SVqMHfITvrLYkj5Lff7gslEWZGZJlzfJ4O4pDeTme"
    "OkPDXCYWD48Q8+yM/8UY9N7080wWcK3W4Fl7s38umeEcjpE52M53f9z7HYgqJAgCY/Y4Bbv1I/yZc6UTPvmwdtBuweiwlzwB33Sh"
    "HKePBuNgl0IyuW/pWYvdrJEkd6IbdF0PKaG23MSI4S6idWItyFsSfnId1ivOna2kf1fhLdfXuM6u7GJJsUKUhCQeKedIkjXC42WM"
    "nzWUJKOtw4MdyS7/deSX/4q9QsfBji5oAV/VwG6IUeKyVSli4I6RSua19pYV6tA9F9F7dtnDfKz2TYiIa8irtgZW0fT+AnhRNgvu"
    "dUQCbYOEPoEI7K1wir4hD0LnT8Dz2HTGQeI0dEzHcoJYGh7gX2QdmVUS7HJqLcbVZvid7SV7v6Zq3X88T0c+zxj5O3znPqxLjIJP"
    "brH2dD0JNkHJVrhaI87rhO/9i7JQHSTqkEhR79jfC9kZMUAixrImFFoSViHlMXoNWI9i1kzinGpubFlNs2Zj6hDDlv2Yo8YRP1y+"
    "hZR3EMOqHiE2I2xv9rw1nzQX+eB3YRWK9QKi3NpDMxvv/1TY/HLER0U+v9GBWc1WYnMX20gN5+XE6VcuJSbIeCAukUuhAbNzB1Yy"
    "Lqr3cU41OyB2Zsz3MTyUfET7K2mhvtUk7z2BfSuHJfxLMJBRXJk+iXNnOYNf8DQOk3WSpHwl3knqBkr3Em/LYx6jEELrp1m1jCPe"
    "HyJT8T3vwv50lr2kU/CR3/dgM+6mJianbbx+dPljZc3xLnL31LPeGWnDKuLFDDnbRSKuc5dFSdCfryM/RaO/14RHZKX1dEkzl1Tv"
    "u9prPLvj1nK62BMZHrK9nEtdZAhqw3tPw0/HyXbyDDzsBxAJzcXqdJPZuM+xnGBQx46LD5hlaYDdtQhtPqv3wt7MpJ9X6vp2DiYy"
    "vB6aribT7Rr62CH0M6ejrGHKY9Jdbamt59y3qxzu8QLrmBcrplRanfhUnuz+eOczzEJ9J6/gd5sg94mWMTarhkY8WWze0kDfs5Hr"
    "0dDG1DaHSNNGj6lJ6MmSYCahnL5FKRkQ35NKvqec2Zn2uLMc7FUPRp29xbo0t4SM10G7FcISpGA3i9mJZVquDOuzp3SWadAsa9jd"
    "2p/+n+WlCjjHYTF0aBX9qFr2DRrn4ELWrwzrd7Scry+znjUI5+Mj+ODjcQdzsBMiNn1rtjZ1hiUyKNs25AFoyoynuPMr8ATGXPsd"
    "cZMJXz+ZSVyPY8jefLL9PrR+E3Cfzl7HyDhq/QBFOEVVLXhp2S1GN3jOSfq59VyDlcwXPS02p3ZrMo/tLq6nMpY5dw1kIGtiRm9Q"
    "h3o1aRsjEyADIU/I3uyhLSbm16rUt1MrOb4LN5Mv5D7WcAJwighol//anuwEVYjTqrCvhdwf62FpjQjO7nQpUQZl5H/cgM8uxrXG"
    "BCZltb7ubM90jTgkWBknhWTnoW1p8tl//8qfYYrMfrUiNdbuWv2XDGKUWcqq1zfQCTF9njNxnUWvZG3ha+j/c/BZ46oYGFhkVQxb"
    "YjL8g54hC7EiN4XLw1uDztBBC+RMGaUPwOcfEhwpIfMHccQGtWRcty6dF/VW+El/+R2Li/vd8ItLYYnrOK3epr0UcopMe3gt01t4"
    "0hncoajakNBnuJ9F1D+9ZZW+JK4Kv4L9PzXEhjvpb01EZw/mDJSTO80DTpApzqx5G89GbvriHMqRsfLaqchvNt8kZBduSBatNLHH"
    "1hVWwQh8Dzk6nI3I+6PgEmiQv4bvIHYbEbxBVELad4h9TEu0h+cRPBk280SPAIzwHykyGdnfLL9Y4desgfmxPJ+du4vV0zRtpNO8"
    "G8gzsh5r10A/aC2ZY2wSdafAdNkD+gTi4L5wLh/V2/VLWLNh8g/5m17pq5D6B13RTWiF0PNlGcNlkpmhd3HyTyPObAUswa5yp9iM"
    "z7l/EqubTXodh3W5r3QluA9jpY77v1AfkRV+xVKMYJxUNHBuWDTDxWUSVqpjoPvvuWeyVy7zPTd/jFMyXcW4QiMull3I5e+8ij4e"
    "CdPILNAhYj6BsQw00rOuQqy0C+JMi7auoD6x6PoAXtN1GYcZvpeOkvR63vzRE+VqaPnFxiCqU2A9l2H3p0I6zwgcEruEOPK+ZDQr"
    "0cPgIcxh/bgDte+llPe5Xi430fu4Qn7JTKByWI+QuqHWR+eWhy7V2zjdybhwbhZDl5jNNQ7IJfA3jpXr4dfNa2G3s3dhtdSflW1/"
    "sneVnSEz4dkeRz6rTaw9FsCrmQvb+xlOp/FBP6kb5YWgJpwIrXCQ1IXfEEtyCTGodR7/5+xjSxWbBkZzrlPVrNFfxO21za7ZW+bi"
    "tK3Xq7EaZ8uR8qnaWizxrKJ3EwFsPZkD4UtZd/o6X5mu0j2DFXoQNLZNg+6OfcvxXSZmORLs/0l4xrs080N2lw+w59LqOAv1QFi9"
    "ch8ZpNlZcE5GCpcz3kxyvZO+Q2ygNNWM0uxCSHvEoatUnyGGaGwrTbM/75f5tOmlzGY19Yi5CVWR/khl6k9rfZ+dmwM6SNYwp7L5"
    "pDDX6TydsYJFi3fJ1/C+qvAdn+u5wRvkNXF8s3F665W478PJ/jUT/mIOTotZcutwKkSk2V4+0aeaIfqjOco9fadZmKn6uy4ymxPl"
    "9FwVmY6a5kg26rNiXdBr6L24ipmIq04Pl7jHUEdorYi51/HHagufqYR+KyYyfYk+y1rzj9Cp42UFc601uh/ksgzaIl8/hLc4jdFa"
    "9jqTs1I7Mvua8vfUVqLetK02014Ro5l5N3WqHvkasecZ615L8wHLmtmK3s1qPQW6jrNOE3otnugM+QDXztc35QvyzrquYVdRTJFf"
    "0vIn9+pPiJpehLdQAA/1YfhUL8l5iOQODrLfwdXSmDlzKc9+GeM83pT3/qzCvIASHWP1/a8yS66Bpvq79g/my506Wm6UtXqndoRO"
    "jev+tLARg8gWfh5YXQu49T/jK6tHXXzlo7zzWSu3mXAF9Grinn9nPnl7LB6fBztSmJluGWY4VXM9W/SAZoxPIg0eL5mrf4NsjMZz"
    "PY2d+lKMiecXRLHtZPPncRLSCf6JYc8M97utWG2uveQg9jFG8QLyJA/OTIyMZ2KJeGZG2jbefoY+O5bOnCu7q6ulJMNnsgI6oK/c"
    "Dw33Orx803UzoZeflHk4kffgO2xK4Q08mVU+w99eIl6AXaS2GdtDwk9NSTMjbtPWl0B2tsF/texDeL+FnSuij2hV5FaI7asQYf4G"
    "DfuGvgApqMWqW051NrlQrHdrFuxFAyL3kyDHCzmregM0doXYDJJqZv/WIALcT37Gp/PISDWY+eQtxe12JS3pkWRYcvn9WIbZOJ7p"
    "VdlC+jNDUoDIaT2z7iZ/G5l33x0/KeWJ7+NRRWlGhNHEigl6L769Bt7ABsj1idCCL+L9N+H05WCN95fHYUGCYDHu9GK5ABaoQJ/S"
    "4TbzRI7CN50jdwU/6xU6QO/DN7zVYr9z1FssGS2vzc7AH2FK0vRAUzqOEW0cfm+jzqAPXeTn6kVXHep1csRz705QL3ETyHYgvnR4"
    "cLN8pbcgSvlAx+POdrQ6Q6sH9R+azvSnOo3b6Pt4zX+PeQxOGeJ2xxRludBdca4s//Oq7MDu843sSozTmg+VSfBmtiVLTw6s0QlS"
    "jG9cwhx49pkn1kHVw+vUlEpmcns5LNgpkMxxUsdsvjFx92e8k/0z6/UdyOSNMglPOUH/qhcGnWSwfKlvMBodJAltqv1281VTq1O5"
    "nEuU0VY/JWorqc+C++wH7R3XrvDeXd+PrfxT0C4pPJVDlyh7CZ9nXW2czMLJOJNTMxroFZ0o1iGSZCzTyJ7mLSRiMHP3sLoZI53L"
    "eXfLoPYcr0Jn7O1SZjnLPaeWMei+IP/bVwy/fja08CbsRq6uYZ5oI/TrZGiAw6TBT1UyL6U/WRDs2TtlItbGDIouTa4tpVfsZgkb"
    "PuIoL7vdoEvuRVyxDOfla0hMm+BF6L8fyIKUZu+Gm/BVo4cTJ5NgJ+5+nEpoteQbYP0PEkNaOHyF3f15Mpznvh6SuIqfNRtfBNle"
    "wNj9E5ylwdLd5zWewZlvLUXEANjsrVv9BJtCdqPk4B7+D3HvASZVlXUN79tklKCgSFBQwUBQCWZFBMeE2TGOOmZHxzBjnjGPOuMY"
    "xzzmjDlHTCgISAYl59BN0zlWdcW7/7XXOfd242v1970+3/P8+KhAdVXde+45O6691kCiEk1f/nbkgJtYGQvJJ+V4VDN6jNztY4zt"
    "xU31pf3M1WnYgy6X3YXTn2fIam+rxshTPtvq28orGVZS/kw9qgpENwu1jpjBoMXcoqvg1Pha7B6tvMeYzqsRGVrG3l9GyeOSZDS6"
    "Sgt/WsjT/7OvqY4nn2wTOS3rONffn/XCdVRENUbiSv2cXaoUdom7nxM4UWgxd7EWtvHbINqfidiuAr9bAmu9K5lGX9LrxHRRT2FF"
    "3tAJ7+nJeEIbcI99W1kDF0M6Tu3oe0J+zxL8t4S1LqtoTZW2XK8Sny0U+rRCr9h8WxOxCxlWcI6WkNqZvT0v9Sba9I+pde66b3ZN"
    "Zg/256TwWh0GT5qkdsZ9nvmnhlHaHpIlk1WSrKFuOsMhGI/HO4dwurUG+3u4WA2hA1bpZJzZnXU27+cncgjsxJ5sHlGDMQYYYnuo"
    "fIooagt5hT3QtJ6Jb+gph5FlbSMRLodjX4Re2XA+8bDmiao4ceWsUBMnty71ccUmz2I2gv3LQTJe+pGFoIa9/XrVuIPQhAjAraRd"
    "+xhc8Rwy9a+EL/6AFagkfHNhlp2QPBXraXnqsSOWeb01ewrHS1PsyzYgbnMWKd2qtexK9ESOXft6tbx3I5/cb3mlGpl8re5LJJ3h"
    "R7bHmjVgXaxiUozrOAaRYRX5841Zri986ZE+M8x6RoSQHJqWLx7eCvqs8LxMP05n2ikbJKbY+JqkqA5l7D4LEesN4V7IwHet9tzm"
    "AaecVqlxb5VzptL48aaaqiZto00j5+mryqkz3MAT7OpwjepYTWuQpdtPjuMk+tfI38vDG6VPcLdcDxs+Dbb6SZ2IT075p5HjPNYw"
    "j6E0RdAXcN/LkFecgOhqCnbsD1oq7YPXEQ8OCWrJZjqN/zUc3P3U7rkOVsbe/S5+ugd2bglWbDJnWhYiLvtW39I1cjQV5+/VrxCv"
    "3CDvxWpXRT7+b54iGKiHhQ3hnXqTfqMX6xg9uNMszYYjtBvOZilOqVm/z1nnsKpuA+xPJxlK1coq5JeNxCfVkjvd8YZtJKLe6Rqn"
    "9EVxKsmLYwSvqxBlsW45dq/WUVesASvlOOiq1NXyM763nPf1BJdpJmARS/Rxb12qGTeYHRvto8HuMpWvZj2KKMn/l7CDHgRLtEz6"
    "Yw8/b1oyWPHnyfP1PPZiwldvatR9o6topFphCSmNceKuCruLbCPq6251PhZMsyM5TEL/5O1TOvtIpznman3eIYOoIu3xdeVeyzXj"
    "ddbq4I+64Kz0xt6vQsbTUYxTsEFnhPsjxr1FBsrLuiScrNuqtv86fFxH+Bwo2+Jbt5SWVxO2iNY7xa84lrTGGJc7UhyzbI4707Gy"
    "OIzgwX42z3hBTkVss0iqsAeLYQ/vwDXO0e+0lurwGWZsDcTpGUauoUXlNNXiCtyvCip35b0Ol7FbnygX4F4XtmAnjGqvPTwaZJQc"
    "LAmiSFxOsRv8RF8xlvF28jt4ij/zGbeRn+E9psBnbxNU+il+894h96FdoSH+/xnz+afifGZrn2k6ZcqUXhnX7BcSv20rYszxWZ4G"
    "d5VF7KykiaHMx31Q9fX9tDbzMWXjXvoOvJ9E/Eo6fmWwOJ3KaBc1P7ktPNOR6Wwb48kKzftexBxYow/l4ji+zsex/0Z+gjEqL+cJ"
    "rvGaCCH5nBLccRXYb428+kibqApx6UJerdWQDozzhqgGkfco1Kb4Ke0l6mvs7ie/i6/6VKmMO3xpz63ouhUjJPSqAzmNZntq+AmH"
    "cBI4bIFfj3CDvWMmk1zMx5znpwyWaL4jjPULQ1/NcwpA2RaKZ+5JbOOzFOuRrKOmQppd7+W6jrpQtfFzq4jnjnbzO7GRbIlbyHmx"
    "X1/s+ZHzLeqJ7gq6Sz7ukCdhE2+SiOnwEY+ydVoJnSQX4wmjySf7fdtfzOE1YzKK6Kub/37AZlbmf545w0G1le2xl0rISf+wNJCj"
    "0pDYV8p1sgB7qR4+oocchGxkJU78qlas5TpEWj15Hsupw7Q3ex/WARorhviaTx6gkURB5+jF3Y47ml2RpO9ZRRVR8WgfIV/k9i2Y"
    "M1KMC9LcDaZ7tYhrVqtHielJbdADZLl+is9/S57EU+gp5+FT78eqL+NUeSn88Hxc4UPYV9vJvXoWbFY7cTrpVXiPMXl8DW89Gxbt"
    "LbEe8kbWuP+jryDaXE4Gg5AxSVQv7U6LlPSVxwUe7ZSm52/CaSohFqxwlWAjsStLiXo7TL4ljubfYrO6DXz+W5K9dQNXzXj3b8Ua"
    "z8UnurpmORHJdsrvRWyT1KgWaFc2RlK+Qpf1fer/7Str5RhTw4BNvQxZ/u16pr5WdJqpZoX2s+18L9zt7y29xclq1AmPGEyGEuOS"
    "0jCesQz9T/TzrJ59id/Lkdm/yWM+q/Q2WI4/y5usrtkKPwy7+7rOFJvSvksia9ktrpDkqSBoVfDZ5GRtC9tcRqxtMZ6jcW/tKE/L"
    "h8gnPtFj9WR9B7t/vr6BHH5uMF2/knOxy3fV6nCuvht8SdWUBToSn/4NrmS9v/IOko0xdYXV41V/z1qcW5HJcX4Qsh4wmygCZcaY"
    "pJWxHfVJ7B3sJ2/2dVNjmv2f/dcOcWRRSWskcZXHVVlsStEQbKax1wn28w0yYJknWeXXPoznu7eV0HPKfkM0eRjjiywH6id3EKfS"
    "xCsdL6aYmOP00TLmB84DdJZ2vjcQtsCWNGg06+G+qw3RNPtQ9Xwtcjn3czW+V9SoM3WGnqsP6QQ5C9nvQHlRBwT7SpFUhmfCCx2F"
    "uDnFb0z6ex/FPs5qTpxHrP89EBeL5+6foy8wD3Mq1d1lPHOmar0Wn/8fNeUtN4dShfxqpe4qDiVp3Qrju/yKnvgv9BD1PNvmNbt5"
    "zZQGZg4V3OUJ6tY5NEiOVZOQer7rW8n0rNP1yw57SB1z087LMisNPZJ2H7EuliEwUpyW3JZWx3rVSY8qC32eVUscuX37BfS0jcS0"
    "l9CGXSNWrXwTO+Y7LcH+vkAcF1g3uV0m4Yl0FePD+AvusjUcivmvZLzaLa895MSZiz43tIjWCs/yKHHUWSpbh1QdSnMGb5XPAffx"
    "9sXpnj9D3sTCrzgrMNqfgE99j79aT+IzjmZve/Cs9iW2MhtzDIv8ke/7yN9Rkjxuq6mdDeuL3fcOTrT1HCfCAkU8xaFHV6neyE8d"
    "Ka7ObDltW18BTjGOsCrGOtx3I9nP9hGrjBTjyewiKXkd8X0FfHUFLECCXPwzEbnOxe64jflSvedxcWwgJeykGZdTBSs6tzDWL9WD"
    "8LOlGp1kjScIrDoQsqKR8RO5R/vpO8uHxsmn+N0B4ljpt6HCkbF/rCO/803yBNFx6zkDYJmhqQwuxkps1DlklHOIUut/bCeVxJi4"
    "+k6xfx55Zn5OqyyJ9fnYdxBCWofTxGFctsNTq2MFyGo4DWQZelEPhb81Nq/Z0iko1890d1iGb/VY+ZM8TFZ8U1ezeMXNuapGc65J"
    "rLghUZdiBddwRz4ovRDV/RznQJ2kpTq0/To1qJZhYXG4d9Fc/SGcJANwHZ2Lbg6fbLW67+Y7hnH1Upwutl3VXgrrpNiJjHZYy9it"
    "j/SXzefY3fmp4HPfCtk9Tilyvpzcp3vrxXK+7FZ0su9zdpSIZyBC4uTIl7kH762/1MT4OKdUpD56cmch43sjPeUlWUD101oiBKtp"
    "a7tQzSRkfNvEDlaAf9qzPxGw0pz2FnAdPLV9Tn9Zx7wh9PmsY24KfT5gOeUT2BGr9Ubsutf0bTyVWxG5XCKX6svBr839u9VYyZgq"
    "1AeJW8nzdG7y8+Y5srYtpIalm3z9BKvsNJm2l3ycwUUaDzlt7kY0+fUI+Vz7IH8cEtyoD+Cq1sj++hTuf0SAbwovYpeoEacs6dk7"
    "1HOehBox9rvdtL/P5O3XkGCtrAnfx8k5Xd7Va3WZXKzD9DrZQ1bpBtmFDCF3iqEUv+E03ls40dvHXGHNHdOIscZ9bg+JpiEsF3Cn"
    "rIbnvlGdCqOhohs9fqwcceQyXwmrxoluIAJ8pZ+xGs+9arnyWq6jdeY/gv1t5MTrWXISrvTfph0u/8R1O908h9rsFfOsHSLVPgJK"
    "s5tsdn6gRFy/K2A96skOsgci7U2wxufIvvIcpwvTXsGngXNkTh8k7Wdp88xmGukTIrb/hFYGlwWDdKw+AIvwUfisXo3X7pNkeCaf"
    "Ssaz/e0lzc+5QqP+9ILYIh7N+KAJVvtB2NusPoYcwhSzKpA3/wPPKCRi+lwqLhvvXZZ+vTLGu7Xh7v+lEt18dsByOgXW2Sbxdzfv"
    "i2hkCPXKT5VncMYnwY80IC6pwPNe5+MX27UHiil2jGTFu5R6NXlqENnZWg6/kMV62c99Kuupn9OJyJvOXhP6Iua0621OFZ+yktN4"
    "ZgFL6P/m4vOuli2CbeVL/V53weePDH4PS/oS9tp6fOJUaiRfa9NDwTjqqh8lq8M6rOL1Og/P6xlc7+nWrwj+hDW6Fx6wcA6ocTbR"
    "WfKez2wI1SGrqYRhdnFHsfnVa4ivTLKymY/RALW+AphjR2ZvMTzvgfRwFbS2xmhe4nvh24q2YJ7O+CsxRHYPSdDfpIidaEubcaLM"
    "RQbTS66UAdivs9QmBXpjdy/XZ6VwdS6tpghY5pHbhg7vhWf4KHLHwhohhV/ZinWELLLQesZxncjNMo4TcfM065nr8h6rdqlE+Z3b"
    "fyVE3NknTtf5+ITCqFfHTtqyzicteNnSviLl/mYbnwWU6qmIuXdgLdipOjp9m3WtYFdq/BpnmDtv0tfZH6n0DCZpPsWo6rEXmfys"
    "vrnOz9M6DcMm7Owq2PXKViqnTfqOOMVtY0kOYY8aEYUUkcVtrW7+S3zPYSpO8snyAb7zctkKWfVg2Rk+5ikdjXOZ91pz3STr60MN"
    "rCBEc2B1caVtmFTw/1/LUr0NHuto2U4Olst0Gq5jvZ6tr1IR1faoXW1nRsZOUzxsJTtMYoWaX1kcz3EMlMulOSaNmCOMA60YlrWH"
    "uKfQiTmEm9opIqp1uVh85FB/7zMCMnaiHWQHrx3msKHFsDfOi1rl/RX41FvIR1+qx8tkvGOWMfBx9ilF+5PVThJhZdaTobLQnHiS"
    "nb5lPnN0epF9fR0h1Oa81eE5NvBMpOIaWt57435xddUymOPEdb5m0fc5DF4GTyAVR+zFnrteiVSchagx5/+m3tcV09xxa1lndBlo"
    "X1qoA5jBdpWEjwq24oykcYOsp8rFCBlFVJRDUCaJgdjEfKE9uyIp6lM0P4WAEYBp/uY9u3101hz/ytd+frFWnTKZEn36pMyGDU6S"
    "VzNFZstpeD67+FncQnunMLqpgtn+T/STxgdZR/bS/WQwzs8a/Pz9XJWVxIdn/fxwFtZnpBj/0624mkpmmbci6qlthVEvT7XpbAvu"
    "uoO9rSn8SnO8/Q/YYRcTf+GfQCEOPOPmCCTno7d6b+Wz8MvdxaK8HrIYtv0oSZAVpginvRh/dpnrdtKcuVZxdr0w+5rp/hinxWiP"
    "aHO9KYuLrpNP8Lun9QO5QHpoz+AFZD5j5UB9hYidCI9kZ328RwzYCpciqk3AooWerWCdDmW0kUY0UMzeQ5PvpuzLrv3PrbzSXNnK"
    "xT6yl+Q1qnjbNXzl1UfT1G0rxzn8Bl5kNFXCz5Sv1fit9pITEesUxnFNpnpiWk8LirlD5lHds1Znt5r/OM2RgyXiBldG3Vn2A6z6"
    "/Yk4LsEVZDhrIHbN1RuPYKaU54lwattpnPG1eJJP8bk00POlvL6O1RbnEY17iDTX0x3CNYs9Mpl+ynWML5VdyclcT71fywesdlVM"
    "H1mrb3GSzD73B8mwE2j++COcHRc720kozEf2P19pUoepPch3K139x9UEzL91YiVfpI+0IabZ6nV9kMftgSjiL+3vDM/Tm/St8C49"
    "Std6Ni27t9ktssADvO2cRjSAs477Ss7PO6X/D1MKtns6tkD2Rv2lMZwjF6+bHHpeS7eqa1hfidSMws003puVipvnHAuvTqQ3sK00"
    "a9dlPRrG7d1TqBDtuEpqfS5p6Ke2rE2pP2NdeD/DxKFa6shyl0TUGgSNsKPvMzesZl7jkMpHiKl8umkv62k75i/H5NGVzC1/w3+P"
    "lYcZVdYhDlxGBbBbYT33Deboa8gA5+g5bT/Vj3HWb9NHdUJ4pzzKmdOf9Q4ZJG4OwlSQyxiFKdFDtZ43x+55X+QB0+QxnL/v9bQ2"
    "H+gzyHbX41Nvh937QO/DLjB9Hot0zc5v8OxL7cmdYoxAFu0PN8vNPXqtVKljsVir1skYjecwjtMgVVyzVdSEmKaO4dxmcXaAdRxI"
    "u/0T+3xhXJv9G5/a2XJNK2juhM9t/8isyrGTJIhVu1s+9r5oBk7lfd4W3aVOOzJkVXch+2dniPUiv4F9OAqn/x9iKK29cM0/wkq/"
    "q7UyQm7VUplUVK+HYfXfkSdgdd5EhNdOZ4dv4rNWMgbNMiOyNeknV0ijn6cwbhD73v3pjVdQI6SKHM2DZTZjvaPwbR9i9YpgD3by"
    "uNssc+c2fu9GqHyXJVh+vAujjBQjJOsTnkpeyYSORRxoem5rsJMr9Eu8bl0s4xexV37EWm/UPvibH2mD2sTnwtheXP6+1k8ouNpx"
    "Gu9P8mQ1Yq93FTcP8TsqXzX5qN5NwG7EKrTnVQxHhrilvILvfw372VBoESeG62BmdSZ+9mrZUaJZ9DDG0Wwp1bTAnSXtFW5Ngbur"
    "3CCrkfma1+8jB9Ai5D0zd55ZfB5rfpv2lN/Djw/V3+lFyF4V2fIdweDAfGZ3OZzdb2OkGIl1ns86TFKf87U/ZwknkDU6TxWIBuqQ"
    "DwxKqd7bSOWZH1hdKsE5qMOOPQ1r6qpTP+ld+PRS5O1fYP3uly8QxR8s58vPiAln6BtxlcXyEmO9bfA8QalWGD/y7KE55pWA1jvg"
    "TthezsOVfKs7ttkYbtT3grWIJxeGt+l+oaGuusoEWJQfOEHXQcbjia/BU3nV968jREiWDAUhM89VWFGbLLaK8UpOrVyHZzCDqr0W"
    "6Tq+oggj34s29XQ5kHl7lrNV31GnbA6n1mu8dmNUdbLPOJR3bIohf5YF+H9PeQ7/n6bG1ZPAOft/q4LR2vxCGXbuPWSWbyMf6m2s"
    "Vply8ObK9qFnoXZY9Q14kk9gDWqwJtfpiUETO8U7wLbMQzT+pBpnVls5NGgjK7ASr3h0U8r3hzNcuSH4/prYo2SZ+bozPY6Tbs0n"
    "vCVyxEVUpUTymq9Y6vWSDLPxEqKCkvzYoFzK9HndGfv3H1IGv3yjPic2B9wmRvnkPQt0nrv/tyhiXieLsEqTEVEeI09h57WHdTlR"
    "KtX16axLd7jvjWRjZijHC9zsi5viPH6hPqOjtBKfdKDcrufIaO0EWzox6BWo97RHceXTjBiyPAVN6rTL+8omIn+MEcFmFbeVJq+H"
    "2Mu/sg9zd2MKzXDi/SPZBfvBlHanMh4po91KECvXTWz69Xjm+xVeO6NQnbzw9/yfr7pPi/dU8z2/5XsKv9KMx6rktRzKKn4a9rqB"
    "qJxlVLe31dgD17gMvqNLK1fQ2v3876/t/+395P2OHkoun5Tu5DloylhfN38wl3FSliqn5udNKaM/LGIRJzEs5u1PVtc8satrOHNc"
    "6/etndpe8m/sl10RcaTY5dtJ1uOKDKO5RG0eZTLyjAYyBDXqJTi9czhxmcdr5llz5DTPq3GFb9ATxJQK39bLEXMXyTbBf+Xr4NLw"
    "nvBveBrtil4Kk2Hh2fLCr5jaXEeczuWIz17Dtc9CRPS5/iifeX5m1+9f4CPXNfqImCLJ3/H8zsW/pyO7Wo6zd7e8jliyDZXjckQT"
    "K/toxmJ0ksemLiQOOk3NOzsbT4vrY0QRcoTetFh4d2qe1LIrfyyrVhG/0XodwbnOTi2URBz6ayP1mTN6g0zxfL0RA4+LP+7nhF3O"
    "MzzVcPKukZFyYRvfFnbTGAnr8ZyXkjXVsJWDZBt8Rxc80zNkb1iuXjJFdg9uR6RyVfisTtJxyOfay/vw46v1fcQta3FNVp1+Veuw"
    "HmfJEuyr7ZDXfatf60kykfsogXd1ZRU85fkcGj0HS4r+QT0nuHVFh4h7fS28XX/yLzpkZxni/6QmtSV/9uYzLo3wTjV+Qjenjt24"
    "ibF7nuqxec/S63A8EVqiUD4YRSHvxZnpX8XNceZYU8gwtr9YKontfNnXHkWi6lWEQtuetqJOG72vb2CNvJFoj4XEmi/SCXpW8IEO"
    "0VuKpuL3X+rdiJ5eo9Ux1ZAUJ3AbidcMWS8rzKbd8lfbzf7UyGpuFWcY3se6buAKVWF/5Lw1N5t/lOS9mp+pIC9GlruGc/8P6FxE"
    "d8abWMIa+x+kjrnRIOKLTevOrvVH3Nfb5H02BNpMPP/HZU95TR7Tf2kNOwCGNG/wiqGGkGzUfHw/bTd7mqGfIE5QF6dZccG9J8vM"
    "/0ysfpNnxXHMdW6qs9ArazTBeZJq3INhx4v1WOSaX2GNK8ieXo9I1dWJrFN0BSP4CWLsLQ/BCoyQM/UKnICfsDPHySiJpvNDVqBC"
    "2toaz2RUqOJc+JXtfvUZGo/v/ODRYJ6eihiqVAdrZ7017CRjtTRYrQ/IN55fLPRnPMe7siijIeaZyPrecK2fCD9QwlgHtsrbnv5i"
    "yljLfA/BYWPyPi4NyUPbjHrNe05vy8R7tbC9UTwYMpOToIa1/RTrQCnWTWr1BmOkg49QXxMwW7aOlmCmzuXPipwsDpOaYnV6AfbZ"
    "Cn1QuotDj+U5R/2G7gxLtolZtKsyrJdq9o7nsGpUwcpBE61MmmzqNdzXh4qrmSe4UmXcF0nanrm6UNbRLhhv4+UxOjNHncCcj9Lr"
    "cQXOwqTxM3XUr03EHZtQK/xZGhfXZCJr8CdxCOBP+SdDGtv1Poqrnik1ZBOfhD33tb6IKDnLqYEMJxlKbb6FjODFWIdOgdnajdTa"
    "TJNlroYRQQOiTCVPSOjRV02+6pkmci7Pep2bhFmixmzb5DFhDZz4UGp6uBm3DrJ5hb8jY1L7XeE96nqaDvXeIUZH5agYaR5+T3zC"
    "QGZmGVqwTcS/DfD1KPu1sYVVM51K1ePi6SXXQ3wLf5pPHbxXsCq2fqXYFWvxHEpxgtPsLVrG2StYTAZE6xPMhh8ZKHexr5r01fE6"
    "7orZfGpWXXKqT0nOLxkT0SriHrL6L/mdXIGscDUim2/xVN4nxu+vYtqapp53la6QBxGhj8HpXIOTuQoe3fr9ZYhkjhfzgYeI4WO7"
    "y9byH30Kmf7uMj7YBuv1GJ51Mc7CLZy7S7bQ54ry+5Cn1a1girso5aeEDvJr9PcW1vLeuLIYcuayOQ5KebaGVxCRFMm1UkZr+iry"
    "yo+Qr+wmb7XS9a2AL7pWX5YHYLPfx/O9R9+V++UDvRERzBAxbThbvcnUE/2jmOZlH/kts/JrWfEo4+Td6fDTy3EqbNdbht1I5sha"
    "z0rq8AZVsMVl+LZdYJGNL/R7YuwPpKbv9biOdxG5fIezsL88gr87BFHOCnzDhzxLxZyyOIKoJvN2vaVWXa2yk+draPDrP5iR2cf6"
    "mEzFjrsBceM0WOBPZCViwdmwom2wevvJeuYKNou0SK+V+XiaG7Q+uEH74Q4/w1ler5/rG7DS7+P+/sOap2HQhkiWiJYMdluxx4a7"
    "eY50fPKip7gJWdePnGbYSG6seuzL8bj/L3RoUKIvhdP07mBhmND99M8yGruiF+JbpfbuXvSUgbg40vVgK4h5zPvO0x6yFVGeDUQF"
    "NVA5aw88gXPxN7vjCVXib+eRg76HTEJklyCCpIH1D1Nw3FMmsaITIiK6Et7/R6zEP6Rr8LTfxwPF2Drbeka5PGvBc/EdnfBcSrAi"
    "LzO+K8MZMfWTBTjF98h8mYFPTOHfq4hLeE6t9tXDI93zxD45ds4MT0kh9g430VxDpdrDxVUT9qOK/VFS4s+L9RQquPpJ4vkKv9IA"
    "f5MlW4FjVDR7vINH6ewirhKb8QoPrsa6He7HKqAfIW/sI+cFfeUJ5O5/1H/LJRLVfLQFe0I3/re9HIZY8iWciSWaD77HffSS2chI"
    "phkDIzHnX3H2cg8ZiXt5D6djRCt6U27iIPSadHYmo2lsxS75CbvYsfF+xLjSJmx7y5vwVMfLP5ED7Acbdiuuow3+9DIiOOuVOvRr"
    "yLpMd680U69jZKw0EQ1vWc12sBzrYV1qW2Xzsaeuuo24zvrRnll5DVazLbILm4lqRESyh0wmD3YPSTNWLVQBfBCf90dkMRvxU5XY"
    "m+Oxs3eR65B/LNXp4W2yY9tdYcXPDZ+XKeEcuSaco2+JaUhWc/bBVuVeRnDtxSlk9henB9uMv861iHN6tED0hZ4V1Knsunm3/SVJ"
    "DJqbdRgl74mprFsH25SwDHeyDVnUW+vyFOJxznhWCRGHUt3NTwzZFOoxsLEr8Bwvl8Pxu+k4jQ/h9OzjfUEXf/3pFlnyrmJcUq8x"
    "dirG6pUjfqqkuodq1OtpyQHhpmi/wXW/wWtaxb5zjtFKWrfUi8LZ+qUcCwvSTb7SCW2e00G6ODw5MNzCvlKpztNmGCHmmOctx1pU"
    "w15avtpV3OzzUeSnbOag6NOC76kL16w/cW8ZcnA4poeOUkOWrTpGQwnOxJsO9l7Utzhb9pd13oduzQmMRk6LjSA/ZAn7D+r1Ni8Q"
    "V++pxl7eSQbB+n6lWwSmlW0IrgV6n16JaGUeeSLzjMA+RYS1Ev+/FPnvCb63LZshyb5hB6cQ53xjCw9nGI+HxMV0G6gHX0p+x5yf"
    "5BtAq16px8LTZP1kYuiZfBxLwXgpbqHs7OKnRn7zJr0E3tO0pJbTv1ofrY6IuZYep6U2mK19na+EO5boJlYjzsSZLPzk3kL2elzw"
    "hTyPMz5OD5Zn9ClkTo/Kv6WwaoSbOOsddxjV4zmjudPuEsZ42G1YIQ5bYWwzdqJS+N96smPvhnwtg52yRF+QBX6muqMY6+cPanwM"
    "VbCww2FNvsQ9ma7ujXjqG7V9sB4W8io8kcKYrDKexgi3uW+sgBKSAfc8P5e5Fs9kBSuqjufzf576tp5frJE+1rCJ55DlOIvzWMP5"
    "7ZV4v9PMnUkMuzGz/x7Rb2GtzBq8niESZVuppQ8ro7bQKn1U18m2Mhd/s4v0gh/4CU/0OPjytczJjT0tAz89Grn/bnjCI4i+28ir"
    "G0Ll0IX4jsNxLd9yt9m1pTg3chF87xgxVgrjeuxrsRCrLdbPHCBWv8zpkVJBxqtaao0v0ansltWRiyKDGKZwnbxw1d16KRlmX44T"
    "ezient17Ob7tOIlmkB2G5CfYRacwcq5EXLZJn+kt973JrSUX58Eh69a1nrU+6/OqHCdCM1SSLyGW8GadiM/eH3v9G3j8A2Bt3pcq"
    "edpHbteQTz8Xc4TlY7TD/lSO3eg7Hu6fGfpP/Luv3KMHwc6sRcy9n9wjZ8r1YpWGJPeHxiylbp6y0nh++BkJ4i2bOEXUxB3bnvy9"
    "teyjOY7cU+jt3tK/y8HykpjywGfYaaMQV06GtRsgFiOHGmEFErTGUW1gKZHAeZ6guVzvLLKitUQZ58ipZzulRL/Dz55P62tRbHR2"
    "bVLVzsuWzE1+gj1N4N9yrNKBYjOKbYOl2DlTvX/tKC29kDvxjcxpTyJ+17hU3NTDUVjxtxHJHArbsIVMx97cI1iHHMWitFdbyT5+"
    "Cwdr4Vdex04vpUpUe+RbZ8km8gb/gSzBD8IqfUEfhLhOrD86HGf4TjX71akFS1vYYp56AFWgsn6W1k52meZ+UbfcvAK4Ri+AdViL"
    "dShGnDINNsx4TZZhDSbgvxWsEFfr1UEVbJuxLZd4HUSHCKnBTs2Qycd8jF31f3WjV6G5lDHLXbAYJdTUSdBHWo11qRpLal6tNn0s"
    "lcgaiNJZSsaK9cQn1rLyZBz/XWNGrDTzE8ObPxC8FXyFvTcHK2j1h7vgm1/T3fV58sJ341x02tf9oljgW/0wMJs1DT/dFff9Fb7t"
    "Sdj4D4kI6CNO7S/t+QPVv9c6hM5Cuim3/t7OlOo/8J0XIvIzXsLzEAUfFSR1iowl/2Wl96SO82Kcn3y0jkgNqxEJtUr6e8hihiMD"
    "Lfd6KaHHAFqkc7RnlLcMocJPMTs26UMZb7TFKj2IiL6fnCbGxGCYvYdkHvbOBj8b18NHoQliq03XqIxZ+uZzw9t5n2oThJvgoe06"
    "28g7sMs2kXea9JQZMgE7/yqZhrPzM07yUlOh0UuoCrEQ+/c+ou2a/BWu8dliGFuc4xgpOJTCMsSo9+C5jZVRyIf/Ik/C4+8hz8J+"
    "LZIr5AHsvK5yEDxLPdkOfi8v6uP4iUPwjF+Wf+GcNMEjz8EKPKv7yBNyPb7vDSr2CdHlLtp8j9HoX2QjFRetPlckt+nFzByOkb9x"
    "L40Xp0+R8Ri6Jlbi2uA9jnm1iV2E7bEnArkGOcXDyG/eI1PAEfIw3j2OOsemVG5MCJXca6aRU+enHWxm52NkGI6TaT+sZTHeZRH9"
    "BvzzVtEF+LQpOHebqBx3JyLCU3D2p5E9I0eL+w/P3lCsTvO43p/ikFgf9VODgzlts5x4KLub0b6P96Oa+sK22N01jDuyZEg6Spp4"
    "LTndFftuF3kXn/AsVvtT+KJPEbNex1jvcM9RmY/nKVezazRN7sdzMKXfS2D366gB1R3naDGerVk004Z5T5apmwBwWcF20p6sdU4R"
    "YwfOhdRglzlms6DFlFOEKtuchayJOlgRaq0zmZ6U+F3HG78VkUkJVutOkXVETdR6Tp86PUTKW8zcOz7C6J5cn6eGmWKWPjtHZJ7j"
    "u0zhWeZ9BS30yvN2Qj/AnntEvsPOLIFnHYlv/AT3/iU1LLfF9RwlTufdTbM2sP5SOOrsjyxjN9zT0fjdz3iXPf152AV19HduFTp6"
    "teXYnuC0Gf9HDidpC5mBE1kkr8CPTdWH9c7N1s7uucHzwFUw194bOVYZdSjNu7RF5LWGdvc7NX6capyRs6Qzs51q1py7eb+l5LWO"
    "eowJVsEzxKg8L059+ic87QT2YVcxFop9qU5UrAcQ8+Nq/udTOybPDtdGZihpr8TcyGpttbfTxtnaXdLUOFpJ9tNP9RhjHQifkev0"
    "peAOWI5PfmX28kpW6ldQ76Uez3OI1LDyVI8TtljvkYmcr7BYYzai2HqsciO5iV/ENQzipEgCsaHVereQ4fSl1ZyBs8zOVC5ryNyV"
    "wlM2pLDj9jCMxN7EX9TSh5kWXglXOsOq8VTi1s2X/RcZdtrHcyEsR5M/YVZzXuMjpebadR8/9Z3V3sEnuo51gJ9xjk3loAZ77Z/0"
    "4SPEqZ9G8w6O89JwcidLczbkVmo5c7KFXBHjXfoJOXwN0XLW8VyEuGFYcIksx+5L6HX470Q9R5/R7YIX9WvYkh+K+srnsBbPIPK6"
    "B9nNB8jP9vOfnINNVcYE1iEu8Wh3JWf7LD//l8IV1SFDMR3NmYixS+C11+DcFCOvWIXVWIkIZ6TsSTxOlpiDHC3yYE5VFM7r+xPR"
    "NkTaibOZId9teeUZUuUjzQxZ5B1zm9Uqz5KIWyTDDrjl1Bs4o/NbatEb2Zmo1B3xfcZRNUmaWN9eicjiJUnxBJwqn+okdZzgp+g7"
    "ejgiqydwLS8gEihGVDJFy4M/6MlBd3qyNKzBCvzsZXKMmDW26mYpsTU5j3p0efWtkmHPyubAM0S95eGzsx7DVE0L2Oirw3YvWc8P"
    "ega8WRmr/vV+4qKGe/wA3mlhPT3DNaa4cuuZTxqm5BCs5XDYiw7EoLpIpRZxn6lCL8PPLOGUeR9EDD3keLlTTRn2BXi+rYMjOclT"
    "Q8Sx4Rv/LE5xfiX+eQEn8EOs0d3YEZ+FZ2iFvK+hTJffEl9XM5q6k95pf3mMPAoZTpC1Y1bxDO3kGsTZ1X7qpEznStLXZsu4rosZ"
    "zX6G9w761X7WSnx3FTKQF/Bdh0iCWpP3q+muTYKF/Tl4hj1WqwVNZeXfcJwTmXvWcH5SPYbeIZ2z1MHLxPg2wwn2lLyfr1La3Qby"
    "I12F9aljRcz6mKfBwr2nO+FnjQu0Xu/WTTISKz6Qs3Kl3KcV7A1dKINkEedxN2Dlp6qx8m3Sv+G0Hi/WXe1XdLPlVdzfVYgXuvN0"
    "2R6Z7f1As/aP/b63OL6cBKcKutAS9Yo9qdKnvY312Kj3w8u9Bev+EL7x62AiVr0wq3oNToytfzmrVDVcjwnsl3+Fz1oKG/wE/Ijx"
    "yn8He947mImrq8KunGhVTEkQ72RR9s5SSRxzxPiUpbe6jRhf65H2kFoyFkRzwHXe5+eI+pgJX3a5GN9D0qN3F3BOSH0tUWO8vPND"
    "G7DSZmV7Y4WPCSrYtfgK+2sd/l/Cb8x6vSSblTIMf4K+w0XLsxmn/UucdkmDGiNplirnrlJsLIdjOcOfjjXHM/BKWeofKWdCk/iz"
    "q3CmiLFKk2skSwxQoVOSYh0pF3OXGZ9VlSZ9JL+CM1thnEeFjE6uh3XaRWrJY7kHVmcW4vQSWJEKzfqZBNvTV9GTO1zAGtUW3LRb"
    "xxwhUZ0gQvLu6HnZHad98xTgL5EqE2U0drLTBumBv1tKtqoV2M+FKz/V6vAnNp1eyhmwx8Wi5yWw0MPwzPZGLNUDd/a9DIZnMrzT"
    "d62s226yzPdfs57nRrHfkpxTrdPu4njyrd9/PKOToVLJNT2ePdwUPX+RhDGPjMYrsr3H/LQjG8kGPyEd9cZyVLY5m1x6VXjGQ+QA"
    "7KOVjEkaWcUp8ZZEqRWWjycJHU+3oTyT7KgXidMmcDXojexjG8fnaHmYWho5ImPnquPFdLXoU2ir815duvAr9jc9fWyf8zFK6Hsj"
    "6RaY3JzXubPr6hD2l4+w8rcgyrlYLggOwe7ZQX8MDmV/xVQI3R4tw91meJoNf7uDrCeW2/jaP9CAkV4T4hJpwabQfrM+d8CJ90TM"
    "dt6Z1+LY23M83eVxj/1EWcp7ORMeOYVn51b/XXxbDk93Hlaol9TSWxi76HJOoji96L8h112OTHk5LNIPiHUW6GqZi+z1IVx9lc7C"
    "szPW8DbYRTPJa/kO68+NiG0+08f0BERpryLbLNFvxWrkNjXRUYz78TTEfgNlJn5uAfLcRfqqx/TkNmPzcbu2Avl3W+ZRjjOhhzi+"
    "xnLNe8RApLBZTc6ZWuoeDUZms5pneyF55UpwJeNlNWd9V1NxqUrTsPmmyl5HdRfrj5uCbI54+GeRmSQZ+W6kklea2BwlgihSRLBe"
    "gjEmtvFTEu55pOInlkc20exlOvlcRjkx006a5wk7slJiDCdXwz+U4epXwO+VwzeUwDIN8Ex1WcY8jlOsuTtXWL8xjJkOnZ1v7+2u"
    "ZfTn4RtfkKH4SdOvr8ZqTMYz/kGbbWT0PYZ0cXxl1eyq2lrtiXjQTp4hrO6UnN/HOe/rMqyeNSIi+gSfWsVq+FdqyKWP8AkjZR/p"
    "ENxL+7Fev2SHeQinX6pZqbOJxCHs4K7mOpfSU1wEKzkGmetxOI8j5XOsj/GHvC1/DfrRdvzImvaNWsyO0cfI7i/WMuyr1Xj+W+Op"
    "Hyl/I/eG2dq9sBd/3iyn/Z95rd1/m//xt1uI5Y3tJNKscaydO2PdJ8kEuTV8Qw6Ri40TQB8M/43o+SI5tRX+eIddadsCw9vovcXW"
    "m530ZgWEsBVFmBNx9krhBS5EvmX58QvwGxXhazjZl4rx26zmvjTF7DPlGrlJb5Ab2QG1WeBGTpIdyhnTZbDVTfp77I83sXZj5RbZ"
    "Fp/fRXZAXHKLNLSK9Mt7/Fc0mdpPcrFOwd4SYXsj/2nPewWefntEQTvg6SzAdbejVbtQ9pL/ShTPZjyHl8U/E7Av5uhAxKqLsO4f"
    "40x/hzzYqv1L5fVW6hRJ7jOz7wnOMjawmuvYvx3ra5N+iNOaVsd08LQ2wIJtgzNbiv0+UGz29lFE8cfKJLxnNbLhKfjGSbDdHbGb"
    "ntfH5StklHczwt1RnIrrKnaCDHs5Fl5zEWK+Eqyo1Xqvl7WIlMr0DTGevWzMODmYzMhtfQcwjZzS4eZswnEl4lxT7xsi3WQV8k7r"
    "h16KPHQTUVwJvR552Ou0MIeKxNwrP7TYRcfqfkUj5S14in/It+EF4QX6sE6RvYJof67drJI10GPiGtXxXAnr8s4DuqiqP9HzW1GN"
    "Lsk52SqevipOsRV7LvjDyAa+g7deETeGerRKSGy47Zp9PN6yM21bG7LEu8rmUeRfdLq2C5HHORyl+YJJ+hHjoizVDy3GLqPlyeMZ"
    "VHh9wB08KqxIsr5KmubZnc1KQi39/81ivO5WU3H1DZe3pMhNnfOMjgn+7UiJYmX7qbtgW5aG+8kNeq6cFf5OB+qDsjool4uDElxb"
    "F1ihDdgrlXoNntcTeMeH+J4m2J5GsnLuIVuTka4GsbzlL6XwPm4u0DT5ZutLYryChvtS7RXrU9RxQsmuwibNjpG5Yvg7qyFU6kjs"
    "saz2ps5JUn/HPnWWnmsNLIchWObiky17XQ8rVUokUQ3uqQmxiqn11CPTvU2e51PK6KOsvN5GdHraVyLs9/dIA/k0jSGjvde3Lidn"
    "V461jgs4f5HUAbiixbDRZlGWYB1ewtO7X2YhY1iB/CXDDsoQ6QF7nsDJ2wjLMxcRZze5FVbK0APn6RcyXA+XqeEBckQQeU7r1Yzz"
    "+9TphBbmzWuOuhsRuUYnwSYO96WO7lrqla1hdpUmLmAA8rt/ymKdgf07DusyDx5qFaxUO3lFwpjXNvQ10X6+U2dPZQSVbbMeL5z0"
    "HLRZfUP/okfDl481Pik5Cp6qA9bgm9+knmic5ttJo7/TvFdFdqfp37ifp8ShTd9hBKTyb05DFPq0Zj7iPHdJ1K3cQay7/CXx7dbb"
    "q2OV0LKNma1kEmniruwaj5WIxS7N6ux87QvbYQj0NdiJK/RTMZaYOj61vJ8H25zBUeRm2JxdsGLzdIpejXjjSPatPtBMsAKfVq87"
    "c2/3ETf1YJohxjPevwWf2dmMjD7kCW9NG68Z+bF5V6mEWcgQ4ggW496Nk+BT5FLLxKllpGKOSok5otRHrFltXp2OXldjvVe86Ci9"
    "ZScxfR1jI5/FTnFRXJNwWXzSn6VujPIqmEmH2I9p4qM26hUyLBgi52OfXopY/Uy9jtVR07YuYf5k9qUSqz1AJpHN/WecrS3FeOMH"
    "c953C3mOlcdp+KapeM9P9IaNxCUU61+xmr8T01xYR1YQmye+B/s2TeaelXgmhoDY12Ok7dfyWP/EbPFJErLfNx53tjX+nU9rvbbV"
    "atH//hWH484RL2R/U+Q77nPUcP3qdR9Mp3WTV1retBmrYBSjd/H/r8aq1FJ7Tj0GJxuzlhyLXWvewFABJxFH3sgJ2tZVTh3+sK3f"
    "BwFZP5rCb+V1xMWD5XHdEt5rYvi67CqNnEwtvEezjIw0PlXu1PaX36ZH+f//K4UtX6H7UbIA5nzMuTaeMMszb8jF0+OmXmJ6NdOx"
    "gw095HidrJL2I2x6mviJr8Sm64dI0quPL/N4GyX2aJI8BnvTiIz1cWQKx+N7r8UnFrXC4lIY4VX4PYXt6ELGp/U4QTt5ftq8HkNb"
    "Vu6z4z4+vsuwY5djrWYZo9l6XPFPrIX1RJY+EfZhIWxXAr7PVtXQUKY3eB0swVEyVhoQZc/H2XcK0zbrvUY/QxRpFZ2Ej++dRcr4"
    "k2C1ofp4eimlLXOaPE9Sy0mtiLnjIvLLupWppFdew3dW42+XkO3eEOL11NV9gziqBJ9qJ18FTFMb1M7uSHkP1vAw6SmGP7Lp7AXw"
    "KJMRvbzODsMyvZQ5VANnRYbB1nUmytZwtKeIqyBt0Eo/e+hqkqFncN8ZK2l8c3WcpBnCbGgjoo8U4yKLyi0m24BXBtGmtmWfeqmf"
    "47YrDRAP7AuflcEucn7TtIzehz19HzFZvf5duiD37SkvwIvvIH9CfryUSic5YuQPhGcv0f1wHmrxFIJWdkg9vapd+UvSRL0Cdw/F"
    "ejMs/qt433ew9lOwrnOQIe0qp0l38jSlOcm3Ce8aJhtYg0roxDjf7yNhnP1n4+p93nMz5j3uNmS/rtHPAOXIUWC9hd3hUdZTe66Q"
    "enx7sVk8yzSPE5uk3F7+irWqhE9ZxE7C4ZL0cZN9706MKzu36NlGVYm2sc9tH9dfkx5Lrp5XxtXK3HTqjh7b2iXG8tpP9mvBLduI"
    "U1QVoyujT3GM5d2QBZoO+BL9AH//AbLNP8inyMQu5eSU6fCkeO5uk6GSYkRsXejjpI7ZRx0ipgk47TdiL01nFreLvEcMi/M4dqbO"
    "lajPKb/ApHZkHyKp1jPcOr7eBC2JenRPN38u7ee6xRqgd8tx2G+Hym44353kNSIL70JUuJY5UiN3ZrkeLIfJm17jdZQUrixsQgw2"
    "g8xi+yKyOxe5cZ74uHexMiP8M7A68Ju62mNHnpWBjC8d6vktamY3crb+Pv59R7F+hcusOkqGqNxwM75fYygwjlZn8U0j62JyaNTj"
    "eWaYb1qfuFMrvZyNvitYg6xrEvZ5G5y8tVR+Kex/Kv1Ug/HXRBqQo4kB+xIW5jT83Dz9F87On3BGu2HtdvXcbTlqOEQ8GBFf+h2B"
    "9a2skm3o4wXwSBXYHU/pbVT2Uc+wph4h6SalS+VLrSIPgNUsV8ETVetinprP9H7cxWzOvdfj3wlBLWf8NpH3ZLBYHcNQoIZvMaTu"
    "Gj0Fce06RDQNeC7l2H+lRPpeiW88Fc94qFwsZ8N2TtVBMg93tAhx2n+JFE5Qwc8sbi1VXvtQNahKv9ZXsKrLyeN8BE5Mm6ACJ7SK"
    "SMkybbb9rtronswxcgzW3NjNKlkdeVSfxL0cGVheW8oT2kgt+iKcjE5Sx+vO+vnB0PeNBomzSOblPmfPIcPqtvPew+SPcpAMCs9F"
    "9vCcPINc/hHjj8s/hTOwRdH5uPZ3sN/H0VpbTNBXHKLV+oH9ZBN7Ollil61iYz34xzmDNCjWmWg5+WD6pp95BHQeXjTr9Zn+JpkW"
    "nJlOG2RozEc/XmbGmjE532uxT1yFc7eFVLHGsCWr2mlmBRU+i3QzWWGsItVAFrYNfkb1QGqduK663VnhV5Q81ubRhxFDk/NTCTbZ"
    "eZE4fRvHDpBjVdvsey9pime6m5nwXSxTSF3MJi2352xVuedya+A6Owth6O2Isz/0uraqT8D6dpTOcgA8xR16jiyU6dirp8M71nGm"
    "tJo2LwdPWsmzmSL+o9BVZ/Vk6lB+aty/8jU+5VTpHLyme+Nn1vmeQcbnUwNwOi6SSL2mXVxRd/mg3V9PeNFuYtO4x+JnOyPP+Td2"
    "xhVyE3FRbnKuiYi6Gj7TTYjJ35Gf5GrYixdgs8fK+eFXeNW6XiHevaOcJ+NhNzbCGrytx+O/a7BzFklhtH2Cdad6v4ZK5g2nKPOg"
    "zGIfPUu28gXkRRgkpt71O3ET4HPYVVfWwKqoTygtuhHu80xVKEukpbIn10jvEvp4tRHxiOPwzTG+tIjhIjz19rBkXT3yPuuxZ45R"
    "X8mZWuanZNYw9tqVfOw9ZXfkKz9ryu+oj/l9Q3kdg2QcIxnzCV3kJOY7OU621HFCuA32h8WEi4grsm7Xn2QBtaVCP0dwHKOX9/0q"
    "bS3/xDM/RrYMbHZysl6C6G6DHqaP6xmtVNALv3IlrHLSowKz2qxiE7ai6n7XZli2ltHFb9GI/y2vKKKPU2RAHLW5acRkq1f9274n"
    "eiXvMfQ5RptVrElsIpunVTMGB+bbZjJqvkgqyKFl++0yxtMbiSyei51TwpXuCG/9OE7bDPz5ZsRfhj34CU/zYyJ03sTnvEbd9f4y"
    "AbHZUvimk2Rv6RV8aGhzuRCn9R5q2Dgu4pZMvO38xFvO1/N2JcfMjn5ms4bK03au3yezcRNn5p8grtYyjT/KCOzFHnI4kbEJ+POt"
    "pT+7Pt9iZ07Xq7ACN8GTztJn9At9rGhbIt3yMYrTRTTpON7JscJe41k+LBrbS5yy3C7Uk62nlkTWzyBuL1/ovrCO+8BmPA6LaUrW"
    "PeV0+LpGnxOEnFSJVAtSRBIXYsscC895NvLcanyXYXl3QTzQgDhgL2mKmTp3jq/dRZ+LcU4t5i0nA3KeEeVWQSVO6Qy9VdKerypJ"
    "n5Zh3hfq+GB3qQ53lT7wxbvrkUVd5Bz9Tzgo6C+HkNM6E9e8PvCK0SNhd/qxkjaQ6NYRxGetZtbhrFj7zXyzO2f7yt0eQ9fklXfM"
    "it3H3kMC8a4hvsyeFvssZxPuRrUy3r05Mnva706DRQ/k11B7W5L1qEhCbX6m9mtPWc+6cm9y9jsVtIQ+xrgowCoX1ooxxhHrijcx"
    "Prsdmee28BVfaEMrkWqpV+VykVExVd9ynMybgjU+S17Vafj7P8jLWOHv4IuaJ7PCFniUhpjjwCahdyKmuS27zUnP4h1yFdq3yEwi"
    "71FYg7yST78B77xF1hL7EbLX100MQ2a8u+vkFdhywxgeInPoH66SGayzTybHXCX+bjzszBhc++Ww9D3lc/rAekZcaWrkOj9i/YdO"
    "0hyfOW++RLcIXDxgaM3vOPu3nhO2aX1XHLOp7bgJHudTxdnJGq+El+KapokCzGmDv98esfZ0NI2SwTkZIHk/i5jxOWMTp6P2QvTS"
    "HjHtVPz5D4hDPkHesCXyrVPw2lLcu2EwusEGjpI7xBAKT5C/Koogo+fTVVpqrv2arlVr3Vj3zro4qtnda9YVfuUbVh8sV1mOs9Yb"
    "5yVJjdbpelfwiV4B27sMO+t7nPU7sB5/RNTwBs7DT1jh6Tj9m3BKn0FWOByR/E9ygWQ83/PM+Nqs9xztJJsA3SveiWlfQS/8HuHZ"
    "reO8pHvaSXXIBJseOQixtHUJLW8rxXX8QAT7Hxn7Gs+8m2OzVewmjbG2Zx1jkL6S9tiiJo+PzBO39MtfO8ge2FkjEJ/MkOf0B3It"
    "f6FHSw/2dFeQU3wbeKgr5UNO0j6JOPwafVh/xJm8H7HvPL1BjsbPHSBTZHDgeiZZb1WcCpRjYPwPrn03smzlyF+WJOPJl/juXMx5"
    "n4jP3NY4c4YQvxe/m8Au4n8RGS6Cv/5WpsHORkp7tq8jzMnWnCSpJvJiZzlXLHK1LsMaZpfW9TLPdqi8h6j3WKzXClZQl+hr7G/X"
    "83QcRI/zEj3Ken2MVZY6rmKa58jUpmvpbaxqfyv5XBLqNFw24YqWMb77HvnbsTIXq9PIvmeKfcoVfm4gkLT+si+zlTi29t7YreuI"
    "hDQE0ha49xrkx9fDgowLGjwz2EwyEeZaxQ0u46xLKtaBCqlXECmtWMUmUoJT2lzH8hz6umSO+C1Vx4m2HPFWb5y/NWTIXYbI5mz4"
    "69/LY9paNW8tP20aPmusOB4UU3o2RPb5OGHrGbUtRTxhPFDtaKkHSaQZ+7ze462DdWaMO8ty6DqqNf0O+3OJHimXYD8Mkkg5RuGD"
    "Mh6pVMHpum58bQuelazHDW1NRdnRYpWZnsx7M74rnCPCe6kuUccEb3XQnWS4GJYwy9rANNaYstqVbCldsL8SiCwqiG9zrOBtOMHT"
    "V7Ie1/4dzoydvm6cCbFcY4WOlLnEE5j21f7yB+yEebTnOdaetqci9e2yO+vyjezyleIn+0gfKaypcYM8II+FS+W28KQgqccFb4cP"
    "aRjuJ52CjD7NynaI6CfFuzVN7ym4y5Y5U3McmeUTLfQey607+AmhnI/4Iv7zdIz6Svsc2nbV0FZxQoVeMUzWaqLbQz7LSqKujH/B"
    "ftI8Vm+v7xFF69a3a8fZY1O2PhtZ0Vpc6yhYrB/hHTf4ueNIoydkfyGPnPopIr62kj8gsq1F7rm7PKRDA0Nd/J35fgaW8E4yVgzB"
    "k34Xp9JF3TndXB+YXsYrAteTr7cOp3YtYoVSsac9g2jT5Z5dIasW117t83HdbAJ+y7jyWeHrbtErO/pucgjbtYydzQT9vKseVGKf"
    "NnOpRrZlW3ERqMNpd+anDxGLci32dH3a5tmuqLLdjk8hTaSF7eRr2SVNk2fmv8S87i9O/eJ5mck7sit5j+zf51N53bFr/sSasakO"
    "1PJE5n1ns4I5t3GOVVDz4kxx3nGR58WzCtNaNVXZQq/U6zgy8tuzLCFXSCOxGtf+Ssfb/amttNNjdRasxoDwRv1T0Yv4rDvgSf4s"
    "YZihNqnN6KU9Z16GOBqzVpWcTEjip22ixFihestSfVmiaovFuldQf9txNtqUWxcxjHEteb1qiIfdRfaHBa3jGjg0kHoGw8PY8T+S"
    "PJr1sbaHIUwulSp+8zJ4ozXMDvtIL/0I/rqT9As+wl0bXusVXsfZVFXuwPg2qYXQYg5V6Tjiclwz+79TtHCvd/Y/1VITYj1Pjatu"
    "/UGcInG1R3flqS/lEMqN8Zx96FUda1nRT5BbIE20+gAZrg/BAp6EbKABNmUpZ9Wr9UOc1JyvOO/DCro7V42a3OwU/N/PlxiXQXN1"
    "Yo8WHZdmBOgW4tgIXBc7h932Ep5QI/UIKnSizGRlLQ3vtEjPxbvasHa8giokeZ7AYZKLc4TmKv+esj6upjikdfSqs9iF62KFVVcK"
    "32mT7k6U8/biMq+QXHyuNnmTOP3XDmSdtKe2znONFF63EZLmFIvTeblWlDisd1vhzmgiamoFa94bqDI/kZwXFoc1ekaHtdw3Ln8d"
    "ALuUQEzRSA2+DBlsS2nP/yTGQTVPLyLDTDTxGSGhs1zNNCxr6DVYs8QsrCe+PqpDZOBjXc82wchsC0lQPc1i6P3FKjiGstgS+68U"
    "V3gLTr510zeRHWs1ds1F7Hj1kEdYUa+hbV3O3oVlE8ZC0EcaPdLPVWjtLH9FjNVusp66h4uxIsU6Gf5sBj7hSs+vlGZ9PsGKqquF"
    "GA5xC1gyq+fW6VSs4YtYk6NwlcVEB+cZXVbQeu9GppyJeoyU4ORYL/Y7PJlhUq4fSH+c3MIog+nYB6aIMxu2pa9cTbWnjH6j93Aa"
    "PpryaPKzy6P4XI35MOfni/PMUELt6/dixnf2UoyrdowZbhO0YJGeYT2y/zyVTp2OeW9xHW8lV0CaZy77m872EjzBBtb9TC8kTYWW"
    "JnKiriTqIarhbwVr7+xIqT6HiNUQMzNwKtZgjXcVU4fYSk6Bld1FTpan4a3m67f6T3kL8XW57C3/0sIIiEpYV+MKXADLO1yWs0P1"
    "mb6uNuN0CrxsE6PQCk7NZsnGtEFv0YelUa6Rf+AZf2QzU9jnO+ppwTxfdW0nEfvnMFoLY6SZoRMk4dlmG4lZsh3/OaxClX6JSNR6"
    "BiWsN+aITV0rpZ5FzXHE5VmNtJP1trxPto+0z7F2Z0Ujh3vYAOu4a9wN6RDPEyX9O51V6Cr9vOZH3nPnjsU33SajZIH2wvkYIl/L"
    "R/D21oOrxLPam1iLB2E5q3CfTaxsJDyito5aA1kpJ74prff5nP2X00Sdaan3Qy6wuz6Be27UC3FNt0mRnhO8KU+zJmW96f8we7C+"
    "aRJPxGrrezPPzPv8N+n7zFXs1aZ9ntPEeQibDK9n7L6M6NIcbYFNFT/KtTImtQyZ2sbKmWIRfB3ihCSrIT+qq7v+Gvtw6OvSjp8I"
    "ERGu8Rnsz0W/CSfUTbaiXryt/gBZqYa3nY6MZAhZD3eRV5iTVGDnZrnCln2Ng93J8I5t5mm5ruDc2i1yt7wuqziR4KaSE8yraqih"
    "Z3VRdyrtnK7TqFNtke098qRcSm/poskyzvpswLnp62OFLX2t2bHODpZyaaNvh++F9+u0sAPy4VP043BMcEvR8UUiBzA+cmu1wc9c"
    "2+8v55xalhpmKbL355kd1nDm1aIhl609wKdS5+sFNue6vVeRSsc1QJGdZC3y2Ol4im/rbfqJlOH+TFP8BOoIhawA9pdcXI0qJ1bq"
    "VPmYmks4O2J9rt3kOWSp38PeJtQxoLyJ9R4Ke5rmzPxKROSPYOcZm+M6GYdrnK/tgkWwMcdiHYwbxs3+Xi6WA6TJXJnU+4KZ8DId"
    "OF/zJf6dCjt2LXmHWsMsRPF9H4n0ezfhLKdbeaXwbGzh99i8uKHJctyZVr+t4ak4h3XKg6XeK6PneYJS7JWV6mVi3ci95Vl9Q0+U"
    "hxA/nQavNVymhYODOn0zmBX+ELaR6eFd4dA2X4R3BMbk8Cj8TSCOpXqkbCJn88lktugsPXAChothfIpZ15mCaMQm+G3asoRZT5KW"
    "/wSpIGrF8RB38p1E630UifNW/6IPMjXwk8U4Mdbgs2xqZhXvubtkNtPCc7aofXCgPC7XSy/kPG/r5PAlvU7P1Q3UlmyMtcFd16mz"
    "OG3Tx3APr8E/2Z4YL5/LEr0Od5HX5+idJK5VH8Zz5RhKT5FS+k2bU/8Q52kX3PNXOka2Yw+hgvgwdxfGgLKHOMYQi8qrfFRRyZ5E"
    "Wu/lREJHIknyfr7EMs5RUqLJVvCWDYw7m3xHYIBX0agn0rvQ99Rin9RzxW36tdHzytlefkCvx/e8pLcjUulXdI22Q1RnTNbfiIvh"
    "7BNeVJdpHYkTcwO5OrMe+ejY44QaM1lqHUjMWty3RSSd0MK4p7zv7ebJ8tHk52zT7B81+MpJnjMothLH8rsrveayrcPeErGMbSBK"
    "I2JzsOnbMD6PG/33LeEnjvRzJaHqL3h8ese/M4TUatjLTbBC5mV2EKsm7o7/HoGIMc/pnTp+Wq1XX29Gsp/l50nq41m9UmZcxezk"
    "m58+VFyGFurXuJtleMdt7E0cKHfCUz2F17eQt+QwMXtdJM6nR2zjtYwICj/T+bhfU37vhXdO1P7BI9gl7eUvuMIS9hJyup+PDFy1"
    "y1V0CtV3yhmJJT3nqLHEmR96jrMLha4gqo3kdXMOMW3lPVY/q4rVFC2zfhqnMcMZpU1EuGQ9O0IWe7U3a4OD5QHc6VBxSk93Emlb"
    "yeyk8PfkN+N/dTo2LqIu/EonuQinbS122M2Il4z/Yi5O/3zYvamca1uCK38XmeJafRkWwbh2k77eFbK6MlSiPq/xGI2RAbE6Yt7z"
    "caXgwbL6cVAXXiMva7fgXf09dsYR8DGP6d/lI5nDT4w6sFVe9+0e8sIWUmbYQdIxziXqxZqutyHaf2R91GzUrvQPK3EvO8q9Urij"
    "VuYxpk4J0HENpHQxYvDu8iG5oZ/R99TYkN7FtS7WjsFImc5q6Wq12MhYZQNOdmxipyvDnCKaFs1xrsmqka/izufD+3aQDkU3aje9"
    "GHFTP+RBvaRw9z9ByxnGWlsujz6CSFqbedikl8qJiHItnyuSdYjGZhO7Va71jMiPpdd8VXbE/z+D3ShmD7af3ADPa9P5FTiX7+FJ"
    "ZH31OhEjzVxGpfyONK3ZLLIEKBHR86hy0nJmevOJypYVr5a/jOM5F3OuOevopssbkQfOxi47Gmv5bTBUG8OH5Hh9MbgKq1Qeo7Ry"
    "6rgMctRbeFG/lv1lCeeNT0FmJWR1+ZK+8CBJ0yJU4EpLOaFuPA3bsarrPs0xC2Y9VtkU9EZTsWcFO6CLEK2X6hxc8Uf43PGxUqtj"
    "hnLqqBu0eRbQTaZ0iZVWkuSZ7iqdmK/UIv4zJMQqxMbGB9NA/5NkN+hGxqAbYe8L55qGvd+EHNatQl9Gxz9537pB96Vi9P7IIivY"
    "bbWnvN5rnWf4CaOk1ivuOlarWlZJbCWWs7JRoX8U08nLkhU05CykRSOdyaqYJ1IxUpE6nbvFITLfFPNtKa8wWccq5Z3iWHZW6wj8"
    "9Ie4wzK9Qt7E5x6DzzlOQ2KTC6HpqrCHk6zqncOuheu8n4DofKx8Cq9+o5wkC+Qq/VTH6Ai9JTy06CHYyq84b7AMaz6Xfa8/BtMR"
    "W13CjknIikI/rMAocXoea3Ff2yCStlpKN9ZQz4Cl6Q5fYrtquFwnb+Pa1+Np/qAXwyJX4W5HM8OqpR6cMlZt1lhNxP7WMGU7tugC"
    "J5gVWzTYyG+upL85iVayRu+S42FJ+or5x0Cews79Bh5tf7FJ2sj71rMOm/SsDqVkZDKva53ETzmBfxlW8+kWvYCkdvCq5E5V6UF5"
    "g5z4tjcOwQ65EysxH/+UwjqE5IxQj9bZxOeQIpbamKwS7DPkiG+JrNoOxPM4ZVGLnpZ49faBiGi/oFZ5BfbOrcjuOiMnKdPXsRNL"
    "4V3cJOlG4kzKiH4znrJeOBW7xzOnEXLRmOM24NUJVLNfSPUJs+gr9Vs8HWPitX29CDvLophRYqtyOWLkjH8SNmtRF/uovzOubmAl"
    "aQ+J+ESWwpI7RMG+XgvcIvM1rDDZ+TwS9zPGV+JdHSKMOUgKv2K8toOlgVebZNW9iaiau0U9w0xzVqiwwA7vkESu5/pV02NMqF3R"
    "pXI+fE5fmazbBm+Rp+zPcj/u+Z/iorGiFrzFA1kTt3X8nnokhvl3dtuu40JWQkfKDNb+D6KKY4rM5icx0y3C+bLo62DiruwZ/Kyn"
    "i63FkV6bqCnucG5gx0FxcqfrQIkUimppEZ1VL6zvnP1FZLqlRNFyA+u3xuJrXIXXiEUT9Xj29ax5dhRT0VzFKuuRcr5M01mwz40x"
    "Z22ePRnllF2yFd2XJnXMKtZLs8pqgsrksxkJNqlj4ewGO5rl3Eg9lV9+jasg9DPMhb6nXn/Q42U8rMhYGSc3hasRcVXpV1oilg92"
    "ZQckR8+eYD0tpx1+JTsuavFtbX1lIB3r/pjOd4rrnqIaTAMraWW03z/jux7E6TkS129ntENgzHObYFcmkVUj4f1eH3H17BrNtVrr"
    "dLjDTsRda5xB2tTqOliY7pLVSMW3gfObzr6N9Fwio8Uh1lxPaxEjbZuoaSJyqYHKHEfDKl0vpmbSwLqondW0V7c3TNFzel5QzAn/"
    "cuaoptg8iV77Bimm7UiTvSfv+Qay/PQqZuam0LqUvHGmV/JncTFVDT89heioQWfQY5uFPJxMVTk/15YjcrwjT1IZf/4SXx1bhdXs"
    "KY4Bfi137QZ69AZWKazeeYTcKaYypvF8TSW7MDl2la9GNl9KXdW7Yb8HYQ8eL39HNP45uzp5VqifZ1XDdG4q1NBeGa5bwnMu78+u"
    "SpI6foX9aZYo4EhToAtnKlzUPA/+0ikRDRWrYCzkatwrxrVc7ffBAS2Us2x/LKOCxxT9Kyz3Rthiq6Ju1MOwn14jJ8yXiGLayEKc"
    "30/kH/KQTkTsfCj7gVmeTFt1602cinuyCMtUavcU66T8yOhhV/je02U5dsR0eJq+yCmPE5tc/7tORfT6TzlcTPe63rOdhqzyJ7AD"
    "8pwZM96cl3FXA8R86jt6sgwMXsHfr/Ecky76HyVOtTbJvtreXKNGdparcHa64b4SnPypJm9VKlak7u/7aYa5tlrFGLGnbEh+m4cZ"
    "IKtiRj2nkmHnx5hUS1vFyCj91e8k7btrzpNkyOr8PDO8qcgKy2FJ+gbV8KZd5UVGAZY1nsO5FFMErWXHq4aVyDXMZytZlaoiA/uf"
    "PVNIht25kFYrjP1+PXkt86zYVzEqNIaSBBkodsA3T/EVtsthw5qo2pHU8bBNV8mX+jT+dCie0mR9H1ZvK7nLV8xDbZ5RjCLkBLy3"
    "7eC3sJObWDfohnP5BGLDCo+dTXs0/jbIRY0f/koxNNw4fH47PLMTZRAnycrw7et87cQhPoq4S/dg/9HhowZ5JtjQ+0dXW02Q+cIY"
    "EeppC4xLdDms4160OmnajKWstVi341ZEOiU+O7Ffu4kxL0U6svWcfNkP+c2riD6flN1ke/kJz/04/a4VXt28rz3Z9R7mfedq34/M"
    "eZTjH8T18F10UuzZl9TPqOd8ZbuUMwi36U14dreIIaff1euCAXI3srkzcRf7+S7Zd/jvTO4Di3ROa1VRqZAaSuFp46X6sBTzSicR"
    "X7Ke52qkNPNBtN2sc2V/85pnp2tGiZs+1geMNoZ7a5kiM5qrZhqy9L+MhkOfebl1Suk7ZGvQeB84Bu4dPXblLJmP1TPUxxJY6PX4"
    "vHqc70uQrR+NJ74UOcUzOlfOldtxkp/VZ/U9MU7BalrxOrzT4o1+sgh/ekmm4D6/YefGYvXOYhhai6Knw95mfAbwJ0myA1ZMj5Vk"
    "RNGkAXOEBuZCIs4LGufLZLy2gfXh7vI4o8STYP2TjLU64TO3iqclo+pbmooqZXji1b5itABnz2kYN8WoVofSXYNILsO1G+7Rxt/h"
    "+poQO1qnbgUnCQopua1T6xyWey+6ibO7f8KZNcuwEzs8WapwV7NfYHdxBs5Pf6mhLxojVu2aSA7pqYghV2oPWPDHyVj/d7mZvB/v"
    "63/0THYhxmDnmg9fgHjpdJ7LBn0R93cVovx+kmAFpIK8lGbxunurFaFDTBdcGf+cJx3gaw+QCVTra8KVXcTq6QG+tlIkYazv7GZ2"
    "Qv+kc57jrBvXzir6y6ga1ohTW062pstxxSvZg69nZekgP1NqPAgzyFAc8rkUPlnGAz5FF2MXXSr/gB1bADvxEX7fk13fDK1Nsc5G"
    "XG+Zx3JcwX6cKe9Cu+V61UUeH5KPkVVKHmX1/sLmhu9DPGds24be24BrOxoZcxf48FJ5QO7RCbjG4/EcfoCnN1XAQcFM5BYVRCbY"
    "U11GJhXDQpyLPWM5xCrNeGxX2qvbXsA44OZgGp6h8eWegfsvR9a6P7LXg6WjjxX7Sz7Wo8p7xESWCKQ2MlIcam9fqSZ7rONeMrxX"
    "b8Sm8xEV5KnqtVgOk34t5vMiNIrrQdRjR64jhmI+kXimQ2ZeI9OK8qabLMnwVPbwn7UMr3eWNxGhfo6TYs/gZ0ShPzKmexM7qooT"
    "K/VYp5T+KE1E2z/K832bGPtGFU7SKqy0ab6X0YbaLlhHdcw8Ik2HNmliDmZoK2O4reCdrOd0/nHso5RqYcZDq6Bb1HogM7PFOoCn"
    "oolTeH9DdpFitedzvMP4NY/QtkEtLWobfptSSzETdyXKib7JeXzZIHj0HjghDZxN2x5PpAMyqyb2wIrxzmMZF0xBhGxY31f1Ij0d"
    "rz6iTfIgrNW3eN+x8i3sqKuHO3xIgpXgBKK6+vjZRbooIdEZhV7ZWeq0mfNTY+SN/f4o0XjG82ttqc0c4UebcaQdvSWcxne7Vw7j"
    "T3YQN89+H57LWmYVaV/xqGOHJkcVkEW8GmMssV3bVhzP2ElkJDYupgTihhk8E2WIS5bo/fj8DxBvGYdtFZ6FKUeNleuCdcxeq+g5"
    "6+jdrUr3Dj710+BQuSr8QavCWqx3veylM8Mnw/uDgcH5MkxMccxwMZfAR3SivtIa34u1nkUmzqDrYSXS7JUXWrd6WpBbxWXJDcS+"
    "WV1pEWPAbSXldV02ehbtvO4jK2CTV8Ee2464FJGVoeeWY2cdIsexUxtpN0QTBcYp6zpVbk476yOUEvq0yfpr2JVDxWHKsjGzVD5W"
    "oM7pIcF2cpk+K7N0IvZcvU4NH8AJuwnrVHgNbpUbxdC6B8obOKfnEd0xST/Ble8uX4Qf6tl6o04LRuuw4GlkXk2wVrPFUEjrsBp/"
    "4xR4f+8nDZP9vn5edKkM0guRQzwO6z0SdnML2YNTfhEOxWbs3Ypn6CUyrLqnyR/2GLXeG+BTrAo0Xd/UF2B1v0YscXZwAU7MBti5"
    "D+EjbT26x/NrDivpdujO8dRE6L8zT93QjOfk7NACpdLJ69lsKTf5zKaJP285vtUicpx7ingQ6j3GyjKEpfR6eeaUITF7GY/x2U8K"
    "v7KYXXHrAHwEP3MYdnCprobNvB+Zzj5ST7yOVTWeZoxTTZ2qNGtG9eoi6+fFafPWccUKvVKLEziKk4AJxJ02i7gzTtYsfS/O7xOx"
    "RnYeVsXxaKbJdZ0h8q0efilHjEA5r34RdYocj7l6e5vH87kPEcoIGUNMXy2e97HY9yXIczswv09zTqu9mKbKCnyPzfolwnt0koyQ"
    "j/Ek1yBT64sz+JquC1aSh6tSHTN2KfLcg3iCJ8FmGLPB75Aj5JnplLFmYBlXG3bt814hZSsxzpa8zzQz2MP7ySe+cmK4/8X6DTvo"
    "EQOSO1WZFjbRkP0V7GFUc7Zxo14LG/8zLHijZyHOkjswyS7vMnzqrbI3XjuBSgUWizdSccb0G7cW86OlxBAZ93cfTu+fBr/zGnvO"
    "n7fAnLosS5GNCO68vTTHpJH/3gm7YyxrZJXYQVsRoTYX0VaGHFnNVcEIkbMNbfdSbckR4F7Zq4Wqm5u4iSYAHDvE3vCyW0m9Z3FL"
    "xplgGjv2AmRqlwSGon5M7tW/U+93lP6FM/Qlek+wHH7sDWKKLHOowYn+GVe7NxXX9hHTSt5A3b7jYKs34ic2wYI0sa601vMAGXq3"
    "jVyIz3wWFniuTsaarccO2wp54ng5W+5gByZLDHkxIof5erF8KXPYK3YZkZ2trMcOfKflUviVsVytlf757+ktyA+40/NktiH/8dT+"
    "jZ/fWkxZZiau4gPZV47HuZoJ27YcnnWSvovPWIA9fL5GHMHqa2BZn33uJrfg027Se2FPb0U021E2yFjdUh8PXsDndmHU04/ZSwey"
    "2e1HdaDJvk5h0c7Dvs5Zp1PgSdbByzQRW78JP72O2XcNpysKe01DGZThWazm35quxnrYhEvw/3fxTsuw5+jl8GpTOLvRE3ZqLnzI"
    "YjJ+1OBO38W9/4SdfbGcIJch/k4RJ38tcmirOs7BThwjL0pH7IwaYnR6ymHBfKz7j3yab8Ej5+OadiKe9atiPWGt3kGtzBRrUxuQ"
    "jZtS7B2wu3ZqndJWZ+Idqsgrk2Jdu46RbJbKj/NxlxeK5Xh/kIc8Y1aU/Vm09jhrvi/K+OA6fPZN2hbf+LY+FVTo3vpi+A69SUsv"
    "686L9S0Lv2JafDmqQubJ7ehQ23MRm+9BT+Jyo3SsceP6KSNlN+ax9YzEHXNGOeN908IyToCIrdbFmaG+LufhpNyKE/kcduTXNtUH"
    "e9QXOd5o3MuWyKR6iz3tdXzy1tlexVpQnhX1nO9GpugZk6wRLfFYm2ra+xMlEfPE/7py7Qo9Cyt7C9bCVGu+Q2axQo6GLbqX1721"
    "pDzywH1Kv1hR1yqHGc8ObKfLPffB8Hl7w+Otj3k2RsJTVXAqN7JQzkI7FfI9iQmM7OGW0rKjkOX9pDjH3wkZzBtS5vkhVrWqOFII"
    "o/kT/NhK7N9K5gXfY9dOwfO8VB6l/mfAKlQlT95ouZgVD2O4uFSMPdQYqx7BPjVenDPkPeaCYQsGfocccX/3M05ULVlvTL1ga1kP"
    "u3oLvMW6VrRISuUi/ZpzMvci/qmBHTTGzt7BSfjpH4isDD1ixuKcL+EvL5Gd8N/7gztkV5keHq3DTc8oGCxXyONEzqVZ0VOilkrp"
    "z8/DXRSuZH3PmCHPSNVlIyFO3xFiuIBxnJJ0z8TxBrja7xaSjHV3XN1Yyf2xXStT9A2I1RyeLcuplD05wVmPJ7wS76vmrmokRilJ"
    "LtkMn0NDzNvrUAZOo/UQKu+lWOvO47qH0M72EuP87onVfkd6YkffjzPxrl4tz8qBciasyZt6KM7iSuz3anY6t6ViwUEyQE6We3CV"
    "nyJzeVX/RV3z5Xqz9g2sDvFX7MCXxCEUZjMLOBd2/wZGQq7TGZBxuJ2PhPK49p2Zd2+DWNfwkUX4ya7UbV7L+fEqn/1XEBttFs54"
    "oOs051mmBpAZLmS0WsPYsdbrdKap7ZUn52CdnqKvIwv4DN76FrF48HXsoEY5HafOsrM1iElW41qm4s7bw78Z0ngHaYoRP8onJZ6l"
    "TnllbfxpVl9jiXA3F3KCL1JsyHPyuYk5bSMj69DHnhexu2Xe6TQdgytbi/d2EtPOuQVxX4DooDSoprKlfW63eD4h7VmP3We7CQbH"
    "zuom8XY2LlvWLxpY+zLG0GKvp5xUp0C1khbxeMQSpR57X6OXYdUrtZxVyiqcuRKcp3J2XdI6mLXJKkaQF3JyeAPPaMLn3wO8CqYS"
    "S2wzbKv1bTH28krP/LORd1/GZ3a6TGdFroYo77Mk7WPX5nn6PFmVnb/4gIyhESoszVrlUNYtlxAFcDKyvEaiQxfhqiZjBZf7qZQz"
    "YB1CxkpJKqJkPc7EGP6ty+CmXaO6WGv160JY9yZt8J7KFEodBi3h1Sq0hQ+2ddnOoy57kEuvkd3TdthjbfBvETEzL+swGY4Ve1/e"
    "wzfsiRO4AvZuAhVX8ojkc/qIxzo0cDUzfmL3118JY8buyA+0ifsqlpfs6yf91WvSuOjX4aDtPFkPdRmf7j/lfapPuUxzIiP1aXj3"
    "1541cyU7Wtk4nk7TuxpStDHOFxwX0cm0jam40z+D8y32+/Pg91OsAIUxv9Ywz1lsE4EVrTLDpXyNOkIo5bHrHUKxWl+lakQdOWrM"
    "35azJxJ1RT5kpGB//wBrk5Z/Rso0wgpOHVnb7U8rPJ/Yl1LNLup64gmSnuPU/O5wyccRsMtsToB1rSCuaKGukuWcqxogDyMCi3j4"
    "1WN5yzzT3GDqW9n9r/Gzal2Yd9fhZBe+gtBjpYcxi0p59HEGJ/BkfP9c7L4KxPGf6SXwzm3kaWQiR2L9dsKp2RIWf5HeJE/qdThX"
    "z+qF1N76FjFJnUdVHknced5z/Gb1l8wurk44XYfytXOQIZjFm4ZT+D3+nQQ7e498Iafq08F0q8fkr9TOQWM4S3ZTF/vbtHOCVsxm"
    "3Y6l7m5U0+i6GUbQoa/m4AkeJAmyom4j98He9BabbnMokdE+sv7U43Sq9SSi7yvxFC1KXIY1GkvsYgNrBstxrcOx5pchnnkFXqsJ"
    "GVI5+y07cR6jnlNrERbGsBFKjJ/58DvlIUSmVvO0uvkKjRiuHXuB8R07S3CCdJWcr0BmWOVt1ioyfMNGMq/YJL5xHtgpvAvx08F4"
    "Uj9hF1j1t7/M1/tgrbfClc/4lbOQZK8s1+okWtLb2BMYb9iTDIixmkAksfGJ7BdYbHwAYoSVep2+htcLfdoYfUgew5O9VU05pQH+"
    "9AVEYzXkhrdI43hfncv7/ulaxj0Vejj1Y6O7jzC1R4rplh1EXtC8x0NtIh9sSis9+3nCI4gMBT1S+iI/Oxqf1RNW+3s9EPFnHezo"
    "fNMlY9wzipULJaY3TS+Q9zwj2ZgVqw8tvKvHfaFXcQ+dIA+wdm15XyA3MXKy8/M2uw6LqI+Q8yxs1ayz7Ul76hR6Qs5dbS8j9Bx5"
    "GBHSYfIxsvhHcNo/hid5XI4MFDGWi1qaeD31jFtX6EZ+4kj6gchzOLxGmiwOEU6qezz/a2fhUtlJnCZCkqpTS+iVa1iZ/gHXMsRr"
    "e7rvuoITU9lYC7iJdrOG58MsXxtGhs7LWgx9srd/Zt9WsTKR91N8jgsmjYzoE706eFtfk8s5YfYU1uoB2PKHpHMrSPMSsolNx9mc"
    "oVcFL8sDrAIvxTtb1noDKfSr8CtF/5fvMV7cHrxbh2Roy/i0DdXTnxOLVhcim9+VTLGmrvcleSOa9cTsefTGqWvyHtS437PePmk8"
    "XygyQb/Csz1N+qlVPe0JzUScMDgwlYbhfgp9HT3MRlqM86m+0FeimZZoEs2e6G4t5kZMiTviVGoka53NPtpERDm9RF/c2wzYpcEy"
    "Wz7SUK6TuwPjd30vPF7Oh735OJwY1vGcHkHsTsar0/Uk/1JhxhyrjIxhHV/8vH3ae8oj5QzYpsFkl7e+VDsx/9GA990sOR8Lu05z"
    "kjnTbFZhUrTAd0i9n9XOEB2YxE47AZ7pv2JTlz8jFzFl0k9wrm6QgySysBmfizkMXIqR5zyybYyWJsa51XiaJ0sVVTkcasUysMPF"
    "5Qc17PUqfLLhZmchrr0eFuALvRg7uYNM0afkByoIVmI/G1arEj+1ClnqaFiIvRAF2blFvo0I60L8aSVsh/XB5rDqqrQzacQUTj/V"
    "NM9uhXdNIDIqZ9W6Eft/a5mpL8HzjpJrkY+eKKYnbFXWG/VFspZkW/DeuIhke4m4hbPsZkfIlG38pFFKn6eCoNMnNFbee5hLWd9y"
    "S5nFjo6hv24nFiVJBGdL3v0oAu8ioedQ+ZrdnhQxtA1khWrkWs8jO09IhfU0ckzHtWl78TQ8zcv4LTnqLGaxTovxTxks5eu4g1J9"
    "HFHJUfIdzsKZwaW4ro+pSP8W9tc9rJiWwRb8WXaRm8VU0dJUDs/4SRSzJas5E2OKLCU8HRXEStxMZQs7i0cyllSigmZ5rHFS9xbT"
    "Aq1mtmjslx3lMKqRZ9gtGI3nO4Yn0jQUnM6m+Z7C3bG03g3vPA82fhTVyP4/4t4C2qpq+x+f+9IlICWpoKIiNoqBEiYmdnc9uxP7"
    "2YXPfHaLgRiooCCKoJSUdNe93OJ2ndzz/5mftfa5V5/njvF74zveXwd1zzn77L3WXLPn52O8VXP0Jexkdhu8lfFUShfKRq5PCWXd"
    "cNd6slPene2Yr2l2oTdplbThUu2/2fHJOZa+sgyLWFmGS9pOzwnyLOzNh/jkvfKo7qZ1sG53mR4L7B0TcW03P3eeRCfJJOwCKQ/H"
    "6WvQLBfqm2pY2qv0HZkM1WmrMEKO0ClyefACfMcbcCKfCrvAX0rr0/QgnJ2fC2+kipFNVSN8Etlr/K/BfqQgKffA+zgIMt0XnuVr"
    "sgKn0LjWustv1hsp/5Avcf9bIJdNYX366yHBXvKqbpPziN6ry8Mp+hhkvpn0kQ16Nmzt2XIJ4pC3iIfQA174Rlaw+4nhMYeUacfT"
    "7ur6f991xJgpPAtXnCNtgqNwrXLpq0mc7Qd1fpgir18HxuEJj/CSok79AvvdQrbHKfwU+7FIxwRL8LerEU2tUcf2FhJJMMa93E3O"
    "hG++ynOqmW5qKxvZCZ6CnT9Ihsuxsoh9pFuoYyyaP1lqafObSnvOOsd9nBVJa55nhS+CVTlErDO9RvuwA+A0sdhhGqc9zoUfZR1t"
    "XeRmfR13O4z8d4UNOq3LPBbhWjVGzA/x/k5kdSmF9lsGT9v1VMWp9UrYbZDCiVpOpkKbTz1IjNXPKiPHyE2wnDZ7YFgvlic6mZze"
    "O+Hpt7JmYhj02SrFK7SAensz0f6L9SNozEsQyW/gysc5CVtHzNKkx/8qUxeJ9mecn/b1/JRH3v1JD4SPHWNng8u0uHqlzQoUQweb"
    "x/whPXebg6nyiD8xz0lR6uPIY+gHHASZvldqw6/hLV4SLA9/0Me1vXwojwYJelruM2Xefxjh846dyGVtvDwx5mzsHr7UeCOMi5F+"
    "sCfdRu6ELIe0J/+C9dtVjpQtzC6sZt7Gnv9kMV6yQn/SXDapO69drHHPbt5c3Kx8ij2nDkemRivJVL4RazMX3uSpkIqbdQz06HuI"
    "EptqruwmwyDLu0kon+sL+NRZRLn/638Oy8e6CI19zfnwSd+/bmioVsf8VW1qxXqyWxDVLKF3Q+aWMn6q8Vg3IbRyyM4mkQMQrW7Q"
    "C3ECb4Gcfaz3Q0tYruQnsi1XwKN1suNwXmr5jOXkePgRumQBvYyjgqnQOIPkAbzLpt4m4MTZRNp7uilYqKfLufpVo7wvvcmt4HYk"
    "1KgKHzSCYLJUc71tcHMchoRwkLhOZOs+GyT1TLXFeHeCvCLXIRJcyax7HXR6DZG5jkZELexedBM7DTtaekhHWPoDxD6ziRJgGIq7"
    "yno1jI/DJfSIeXaPXfmJMuacHfqw1XprfZZyKbvCR0radxZNZpb1JJzlNPvV0mSSTWZqO+lMP0YZewDTRD6wieu17Giq0Uc592Le"
    "2X5ysPeuLaL7Afe1PaMNZwt2E9fLHLK79QX8tLnUY7w4HiCLTj6Ed7ua9fjr5VP4ET9ipabpmXql5DSYJQwbaHTnmbf1rye14exh"
    "ogFfcPSK43Zb+Sd01agneW9iMmWrdH0nNoOUi7P2hr6MeMIyQFP1eRnptY+zE4fy9CbIrVig2V9JMhdkvkMzcR0S1cSxqoWUTlWb"
    "oCjUn9l18BGrKh2wHv0k11etW5GZw/yJrcQS/A1XtJ9VEjEIvplY3+BeRObs2gDNrY49YFHMkyAD7mnEP0yS9yDJCk3oLfnAzCSU"
    "45JMYB+iPtBSdj51JQrhdHiRxfxsQmv9+Sz1Hf63SFcyobr+TJfliEFLdiHrV1v6Fw67wzw1y3y9Bi0wD2e3lSzRwbA5S6AHxjH+"
    "eUWWeg+6xV/YO+zvm9Rs7Qj4Bx3gx3Ulw4uhFr2kjceZf8V3yZF6X+/v5sTH4B21zKSXkzfZab6N1IrZ/MRjobObUntYntyyUI5z"
    "uBgrV6gOI9cqHSt9l3eSdj6f52Yro48yPZ6Y0ob2PUvPlk+xUifIU7IzvIiLcGeBvK3xcLW2Cu6DN1fLHEfPwKoRq3QcvL9qvQif"
    "7OJnroqI4lZHm9NM8omJmIbtNz+hGTS2Tf5t24jmyxGr4wygJW0iW1mHsLm+U/DzpxBHG8vhazhrU9hH3A8ennkrP8ETSWV4vqJO"
    "250aecXur6+c5PuYN3De2NXpzS8+SEq9t5nvmeNTePcJ2jmnj0yGlrwekddm2Q1aT6U9Vu1xMWYKk/KjIWtnwN5NxeqcitjQsWke"
    "LA5FbIDkMYtutmobdj7tQG3SC/q2B55sOeybcUUc5mXDdWyG9I46i/Xk3CAT5EbWDmqId1MDi/QBWRu3cn5H/oSR7mR6Jyn0mjyF"
    "1cjjeUlTnw7135Ogh2LezgIyc1qcWJs5A2Gmc04bfCbGGpqQabpro3yHIgeym9tdLTfjqfz1pDk0xhTnLLLvT/azkJ2nqxu+v5rW"
    "62hEi03hMZTog5DrbyDB30qNx/64V+rYwzMIKzyX/QfL6fcX+f4Qq89dhj0xvLWobhLF3HXqvKmmvmsjrVHHtJvHsC6Gy7Cmrdll"
    "5rz+Qvov2Z+nHTz5ZdjfyVjbO3EWX+cMXrXn0XW1/dD3+TtPtZt8h1O0CXe4HnL0Cnyd/jIP+m4qGSd2YSbcIohLiLtq1b5lOJHL"
    "8cTVrHuU6AuyI5lI94e/tgB63iomx3skxVJirG+hBs6Hhs1FDDsMv5fo59DfPcSYhqeRHVwztZk0c4B16qZPe3i/dSs7KuOe6dwQ"
    "25pxci8Pp8dkeQmjmQXSCTrxIBmLfUXUEuRDyzzA+bcJOhbrtAbx3xnw6P9Q4z/fWR6HVm+Np9+gxte4mfNv34ixYpezy6wN16vl"
    "n9BMI/lb6b3gkHMcIWvGKXgw+8uGDHtLjLvmWIFD7sRKfibFaWTLW/YS47Nv66fkEnzSNGf1zFd5hh5AJyKqNewxc/+6mThE1eyZ"
    "sD6dq9jftIRzNYt0plif/R/QvXnQ3RvZgdoVNnNn2QGfa8k8vVXGczglY3K1t59qjyL3OmLBnSIf4b0jsVv5OlbMpj+Nq3+Iz72O"
    "KH8lpG2Jvq5B8Cxio1nwmDbrJ/IPPOVJ8rJYx6Kty3d4XuP1tWi9g7wkd+tp+jzu+j7s2KvSUvvCk8kLDuTEfpz6tJrIhJU4iYZM"
    "XeGzfHUeTdDucRg1ZEuZrUeIsd8eK1Zf6I89LtRX5RF8ohuj8KasRSRgQ0LPAWPs7BbJHiLVRKArUFct7yy789sK4PsV4zwbO0Jc"
    "HYZDNT2KqEquzPS4ifDOwaKwGXz6UaKyUK+0irucrU2DY/wk7Fae6ouJn+rizjzoqbttDoDs198gbr8TZ+4obR1cEsTIAlF/Glz0"
    "G3Jf1XNoWydDHbzubXG3NjFY5quejhWnHH52knMGlbAiabIwlXnkzE1YhXaITA2zbQuzKUlOBKTY3xYjIsD50MTdoY//ICtwf/j7"
    "Ab5pDTyrlViZ89mrl6v34ZpWXa4iwmWlLkIkYdXpWfTajPGnCWzZZmiLxeR7nYvft7BLs32wv8yBBbhPfw+OxjUn6UAdhN9v1sHB"
    "Mi0KLoCc2L3vLA4Lshr+h+16CVYtzimuGNfAcnFVxAG/U2z+vD87D8YjTjYs9O/JxBfI9/qQ3og7ag3N3BSRHfx9xBhX6LXBOayt"
    "NBHjP0gSD+lIZjFsMuNHohHn4f6vxzmz/rejZD5ilrfEeN4KmQH+TtxkuavwrtMu4TnB8KCNLMU720hhuL/GsdKvwJuZp3/gzE1j"
    "ffgduVFexZWvV5vNyG7nVnFXGnaoGo+E60BNeCSmFGOmQyTuuzU2IpIewsr4FLzXqs35OJ33QeO+D410K07cJL1JjsE9nCvFwUoN"
    "Q7t2Lj2DNGuWCWYuahDXpzT7HH/2V/aWgZ7DRIkskeCdLcF6rWY/XMp3pbsek7s5qZV9Jj/7K0nfhZdk1qmC/r5V2as0+xz/R1ip"
    "Eta8jhLrbi3TeWSo/hb7eq3U+TtLsFqV9igqY/VLSNavsHxdguX4/RfIawd5Xpz/20cC9vG4T3UW1z9TAF94AuRsnT4irWDdpsEW"
    "v6HxwJjGbJZqHa7/Cz4xQ28IDE/1Z3zPCCnwuPMRN0AKcdQgdtq3b2B36vxkrPhsk8tJuyyB/b8jfbBjpI/Mg9c2Wj+GrM7WSXje"
    "n/QeNWZLs0zN2J8S0AI1EcfvZDzi4jmxkr4P303+XA4bOSp4FWuVhJ5frA+QCe8IacuJk9AzozvkLRc/Wd7pUJnsNXWa+iKJUxqS"
    "MW5/2OgiH+2u9PGtmyxoQV/O5ni3YC/nsQqzCKfTZjVacQbCpuC/hGaIcwJsmWS/g1Ks3mpGf1uJU12rb5JN/gdIinGZfsPsss2S"
    "3wsP4jSxStojWgcJexsrbr2ulXIuvIwr5AN9y3fDxKhFSzhr5npLS/6rV6rIRmh2yFjsA3ZeVGCvVsB/OoXVAUPrnKEWZ9YSvXsu"
    "uyFfZzSa8DWa/kQgsQ76nTkLXseK7lJWYasYE87CrlstYxXWwKruNmHfMTBssWp/lSJKrKEHWo7P1nskseaU+FMpWkfLAa0gdmYv"
    "Sfiu9SgLbJHb3qzT1TDDltCJePcadR7rH2od/yZf5xPtvgbSu5FxWZ7PfTg/w/AIO4ljxyn1OjXB3I5hyVgdwyZilukweBPLwyvk"
    "Nm0fDNIZskjG6P3BpZDn44lGlmCdNeFRt9czHozhHKX1LFEf1SbYQ1vjsc3Uc22o96rTnMUr1+bE3zA0kq91jFhEuR6adBvZEyen"
    "VL+Ap7OKmmekfI74dxz0fWt5D3c7WM7C/23kcLy2EK8uhVRNSE+U1+QauSRsHozFDn+qVeG5wSOwgl3lKvkZ3tQ6fRJPOQaSNx6e"
    "82Z4Mwt9l1NUo3OdVX08x2I9RnfotaP1zj4jEStdW8YnLtOfC8tbj78WIb4qcVas5r6954MJPY64eubcSvhsm/FqO2L7W1b8SLmN"
    "PD67y2baZZvbsE4G0wVjsB4rNGLXcvjGvemn92KG/z2s0kM6Cierb3BmMFxbG0JFcI62lrRn7ol0XNsM0n4pPa4U63PbEAukVP8h"
    "RexZKsSabcCeGPd3AZ7laaJol2pb7EQHnIf5eqP8ijM+XNbqHVICb2ud7/QTqe+eS0IfGV/bt1LBSV/runkae1WNfbjDOrnE+nwm"
    "+BmgO/RnSMVsSPdyREOvEqHBdXx8xDnrdbBxGxt0qh0laZ87SJHd+Uf4hrfJp7ApV8kQ3OG7+jlOw5XaLnDZ0Tqu2Z4SZRwcotII"
    "XjvFLMMWnlvrODR7sUSbUuoNn8Z4GcqJ9WCzM81wn62Ie1uL58llP38hu0tqvbZdzxlDx/VbpKMllamIJPku119cjbM9g/lsy0a/"
    "wGq3ZYpvwrfP1AvxmZ/0BPgXFeHjsHnXQWMssD5HYksVYW3PlYh3yjzuzTxdJayNJTxW0c7iumkLGnRkOZa0+jgrOzpeB+aHH5Lo"
    "zlt4JKMHdBRiihbGdA05aCa/wGqNg9WZjBXtBakdiIhvCPzBfohcp6nxtA2Qj6Fde2NX23HubQHs5EixSQubhdsEm9NOvtJTEQMd"
    "jp9+CP1wND55MfPQveinXkZpn+XXcaPvyXQnbw8v3eVkUKvE3f3IHF0Z0Qw3YYWbBOuolVvJ9sy2biWqUDGj5u/0RXGYn929Hogq"
    "xbZGudDuCt1UxsxTAdb8emlFfLlq9v8miOlmHe4rKCmIt2HxXpBJsiy8Gr5HZ/iop+ozwT3SmhyOF4h1azlmXpseqSZnZRG+YV8x"
    "TIGTsMPW1WY9VVPEunvH6mdyElbsen0j/FfYXXfWJ2RCzsNSJy/pzfhM3ONM1rEPo7Nc67lN/r6Lph4NMmIjSVAa+0LvLma3kFmp"
    "Lczmx/VjdmPYnVU77nDaGavyL4WET2ykxpK9azylF8pg5hSt5jgF57icumEmdneSXCxnyg+4kzeDa/V86PtKfU57QtP0g3yvg2yP"
    "kvaILz6VIp7Vu7A/C7xPYt3PT8tpYhMjefjX0XJWzgV6N6zJWL1fTtLDxdBmUuFhiLZi0DxfYG3tmlYpmiE9ZSzep575uL6bOcd3"
    "aYxGBLcIFne17qI7B6/pG1jx5+Vj4vdtYHec0hs6ktrdOv8uJt9sipHPAvq8VltfKDZT9A2eO80qke1cX+Y235DBoh53th1zT3We"
    "XbClODzIi1mPC30XV4pVTdOLN2OPbpBRiD5+0W/kUHg2lXhv28Cw5p7DZyZgna+HFRksR+FUTdCdsCNHQcr+CbvxOVZ4d9jWq+Cj"
    "j5c75IxGOrVKIbl17OV/UL7wM4lV+gF0k9m7EnoVZuWLmW9zccHhjCEdd5X11i80nFVOukxvwJCuGexn60gZ/RdU6BRf+TdeOVZi"
    "fjItybP3O/8cIYUZxpGQM4HOssf8KU4Rm9YQoi3D5+r9eeyCT7P+lGIFzfZnL1afO0v2aaLsr9Rx1rUIVqMKdn0DK7zV+iQ0/FZO"
    "ihq++WLokNcDq9wsNM43YhZENb0EvrepZyrrLQ6pPq3/lCraBPN2V0Cye4h1HC7Xf8E3sJWdBVt5WfAVGSNrIMsl8INr2Vc8Q88Q"
    "81ZfgSfnOtFWc19O99U5x9rjNH9VpvZjnbNOxxaTJdb62HaEF7anGIq86cshsKrzWfFJErf3RWlJLKIEZ0er/QyMVbW7i6HXWvfR"
    "RsTE43FalyIaXIK7PE8Mt/Iw6SbHSQEnpazqWELemhOhJTqy71s9W1tIHLMY7t9qyyHWIdTpxE22Pa7G2pYzy5TQcxqpY4z13fH2"
    "+0tSzcmrOu0ixmDYThweaYJYT5bvdShOvWHNOrG7ZxqRCYUV7o36i7RiL1WMJ8Cmcr7Ee24gHlSlGsJyIezdWXKAbMXfbsKdN4EH"
    "cY+eobfglK7RM5qeI/fpGMhAEc7PbjpUHtUX9Tw8VY+mJ+lxcqk+j/Vfq12JPBlNBZm23kfSHlHrMujJfETCi/GpWbjmKfBvp2N9"
    "P2zQaxjVHdqKQ1BtDPk/2yv11+nt87TKdUjpez7KctmBGFH85nlbGOeJ/0lsHjnBSc9yVs72kL7QMjWcQsmjN53H9+fR08qHzGxi"
    "t0E5ey4r9C74CTE/157UD3xOJJf9V1Phe68hK1uF/hjchHOyCN82D7ruPkSVecYNiatcKy8EM6Bvx+q1emFwPfZmLD5jJ2qRvhIU"
    "4LvXIppepK+xzyDuM/e1muc5gELY5L21H+7qeN1V5+QcnrOr7oTdugS69np2PsToN3XBaavzveMToVHdfJ/LI+ydYShP8VwdL2lf"
    "q468jTrmiSyHd4JY1n8H+Uisv2wEpOhUfRTWcSWRZmzi/hbZyCj0SLxnIrN17SXtmeeOIE6Wm5xt/h/1TmF/rEJ33AorOojT5FPx"
    "ZOuxazZl9JI4HhvnQbaS/aTK55OaYtf2lCfokQ+W2ZCofWQDkTJmM1ecyszNpNShpJoHPFBOkfM1T/INjxhnYEcZJiNhkzZin9sE"
    "f0DqfocueRXPtV5fQrQyHj5kR0j/PPz/jX7U9GHYsW/xzI/qQ+G+jL1T7KmynvdyaIp12LlC6BGTvlac3ZqAGKa/DOPM3VrWjMpo"
    "f5qSx2uUOPSTSo9AXJ/ncd09+9Oi2po1+UstwKFRZ5+x2QBJHEnfw6KKhTxPD8pBiJKK4AGX+lyF5ej6kEcuTQ39G/boLlmJZ84R"
    "q6Wcin+tQsyS4hmPukMMcbeLuA6C7LWpzbiDUvgK/5A18Kk3a88gj+fjF87yl9Knqyani/mum/Vl1vP7e+YBhYclflLGRarZauIH"
    "EmnB4T/HEGFUePTBdZzDHMNu8a3MebqoqsYjdh3scVNTnusn5lFTN+q70CZVxGOvZle9w7x9Bj+1LohiInK5TtBivvYV9no9JG+W"
    "rgoewtPtAs03VYfrw/CIH8fJ6S5z9V54OkNwOraTzjKaNtrmF2p8BrjYWwhhVfMSPNEvnlFwZ6nkOtl5+o51RsShwSZo8BqsZpne"
    "gN39DdF2K/k+fAW6Y4LsYdkgMTScb/mEFb5SNYacB5vVdYJU+Mi1CeN1F2U14Rr2lOPhdXXQ7kFueLz+qsuC0nCXIAyn4TQmMqgj"
    "LltdRTsXQivU4HPQE8we5EP6ZtIbMNZjm7AcRm9E+TPr13Q8ax/p6GC8nMV5u93kKkhEe/kZp+QNeEQlRJ8LPfKQ8+SWcIpjDk7x"
    "WL0aenkTpPpI3EMuvm9UI5Z2W8R7h7PToJC5OYcgt5ETkkeIZZxayt7SlSgQP+I98/EsWyifhue7ASe7j+yOXauCrwAvJtgMj/Bu"
    "xIbf4E5Pk4XynR6CvXmD3nqUzYiq120po0s1nxqyHNHrWnzzh2JVlLmsDq5gDcZ1fLb30xNJ+kJdG1Tp6xkuhfOTDgN3E+3cQYgg"
    "DMv0UJxVm624E3F1LtFQDP9zJbz9S/+Cfd6wmyn7uiVwyk0LWj1tKrz0w4k48SKs+wqi2RuuzDSci2n4W09EQBfKiEawhaux79FE"
    "njKyC6Fn0r6/3bTGNURCq/D5QMMDT+ubksygfpnOqGEf23w8UxVk/S2dDN3ytU4ObA7kKX0f56uSM6ZuvtR6Ibf4pyuEVzOYFYGY"
    "XomzXAib01tsLn1/WlqnbeykbCMRU53NZbSXl2DzlhPjer6+BUtzOc63YeCMht04nDbLmFANy866y0+kj2n5oJVqHZS2HkfgZ9aB"
    "mF1b1rA2FYNtP1U2UuvkEiV2M2SvYaeR+3sRT+FNuOJ7+BXXqTlP4XTMglfxbx2nt+JOtpcx2MsHILHzsDIrmTf/DefTzZs19dgz"
    "rs9sAHONzSGrbqW6UFqU3cQB+/+t+6RQD8TqtAmegL3dhFW/Ug7A1TtBtvvhSW2y5ZHgI0jGKpz9Rb6u7ya2rPejs582iPvsUPJP"
    "Uh094f87xkB2P/F9yMjnsGM9gtl6IzzRNTpeD5F/wA+OeuvSfibS9TFaJfUS2Rn+QxxPVMKuwzpm5lfT/1uNV2vZE+Mq1iuwq0mP"
    "ZO/wyZ1H1bQBymiM3U+LccY2+Ix9nhob6CNyhZQTa9hYLhbqTVLNnv/xfoLs79h3FkJH1pGRswy/d5IdcDfNYVvf0WPgy3yIX+XB"
    "sfDTL8b1r5BQTpSvxLFhuf4Yi4BOYe5+A/RdAVbOuH1tUv9n5h2GwBN+Wy4mD7I0QAoWMqaaF7dLcDrsGvwKxA1f4nv20atyLg4u"
    "krXhX7060yoNeygukPpuhk8ylSwRzfTt2yvb+g6x1sQ9TnIyM83uiZ5yHSyDISKdJ45BvDutVoKeSa7neqqfq4jqgCF9c6tFl3E6"
    "og5azHoyqq1GKS6+jHmsykSGXbIxqXoK739GazIS28RfRYgldC8tm5uFLsjwZdwAeR2NnerA7gnzGZrDJyiFxbD+xW6yPeyTZdjM"
    "z25HrEHDNh4oPYm0YPrFZm1ME1j/Y2d4OEOwvgXErz4aWt6YA/qKcWwV433VZB3Jx6cukHJWH6+Sx7QFNOE0nKtD4NEO1U/w2g1i"
    "fK/q2cLs2Vs1mMVNNojGXayzizTzfeavyDzok2JEKHOgYdbAk9qCk7UCkUyNziET23J2tMSJjmu26TBo3n6SzsxUb+K1NzEL8N+g"
    "xWR/ZQTWuYq5ipmQlsX826PQ81ux+pbHNN6KEuxy3GNBrMNznCEzcN5vVoFlP1Nex8k6HJHaB+FOEmE1RbG4IV0rGSvqu3sTtGsp"
    "/75I6pv+iSWm4Un+u1fMrzpdHAv8HFqeY8QmeYxp9Vz8rRkiixhW+nY8+Qrs01ro3biv4yapp6v1HHEcVtYVsx/sdX9iIf+MTxnS"
    "5ibovZ3kKkQvb8Nm5sBnOV975YyEj/qqPgldbmh5R9KulLC614LPXsCssuWkfmRlpkJtrsxqsdvJHRL5gnuwiusqyTHfoZ/tFfts"
    "LtGXS/H/oZDi12ExUto3KKacdaAuDrwfsZtHi+4uiT+xa5vEVjbKmJ320izitER32opyItfafPYiyOUwnGvjNzV5+gqnRBtUp8t8"
    "n4ObnqjUTxHDF9JvtqkVswuzYFdvE9e5lSZabczX3NbqC/os7nis74coZz7CfALDK99G+sg3OK2X424egi46nDzKs+AvPOq7/lv7"
    "fsoIRdcxAvYhtnxraKPdyRU/TfeV02QJ87Y5mSpXjT+91mtfhZO5GnbL9R8ewpqaw1XKrt+WI9q7VB5jZjIXvsNViFkOYV0gxQ6p"
    "H2QZ7vk23P8B8A5nWY6cGe0lejL84VzonQ6wPA/hvBs/SU9fg4v2IpaJbDfocHH1W80gRjiejN/lHtjgVXjSWXiuOZDXmfj/G8SH"
    "BcS/KmKsLbIA15mM2H2pTNGUR6VVn11NEvnf9avPZ/2gjtHgIqKiG8uN9Tdap9YXPrswybOhnIxIoJm8oivlGcbUJ8p9zLNPw86V"
    "/lf5qv/GdwlkCHv7TIqbs4PDsAYcfki2q8Wx21vhiVhVugPkoiXOv9UU28v/6q7/u8/8r672f3sH/6t7+/9/Df43EhJjR6qdwUmy"
    "F6Nv6yv7AafX9FtzuR0WaxA0wkAZr3uJ9VH1l+ysoNlZzMobIEYkPKKmaSZjKtnHT7ZFsVGU6YjT3otnBN3P8yfVsiNZibKSZgY6"
    "Qmoxe75CLoM+6yRb2aVeDb26lXwhhllmUfJkVufKEWttZiVqo14sSuTX7aUjuzNqqatLWE1VzqJf7D3aPHrAtXwmNw8f+udJEq3Z"
    "4a6eDx0QZib1Ima8Et81FnoUf9d7FtLHXMwoeWdGHxHSd8pPRLwln+nH6vjSpuOJ+uK+C6G9jyTbVQzWoAga2/LsoySH7KulzLk5"
    "FoXINx/pmUgHStLndDtIxCl3GHa4lHo6Rc92DasoDs/gdjlALFNiOxRyRQw7sc73TieJ6hNmWDy392uQpF9k/ZZD8H1DIWvLmS01"
    "L3q8dg0mBPmw8G9AyrqJ5e7H6st6XPifXH/Rf9fBt7xatpDvwGrFy7WYGaVqzf5KPWa+m5JLe0nqA/nYMRgp+8Efn63N4V8Nhv85"
    "MGgnR6t5Qkuht7sids0nM3Qu1mwWbNX7Oh8rfx1i7h/grz6jfSA3E7E6xwSVWu0nMF1/3zXsTtyK1X9brX7dH57fJPh5u2PHrDP/"
    "beyVVXBWQhqM376Qe3swTlY72DurjyzmbFAhor4a+C02l7NRl7ELtBayVa2fEmfF8k3GFP0BdsSQpyq0Byu1hnxdDG+5irgA2VA5"
    "i4hSWAHvLCD/sOV2TpStxA7L9kp27ZK9vpD9FZsvaMq+S+uHKPTY9glGzbVEGQuZGZjHCRbzJG+U/9UrhnVbzlO0CachV1sFhg1T"
    "xOxKPrG/p+NfQ2Qku0W2w3lfgtM7TBxH2Ux8KhdeqfWO3yrP+m7ycq7Bvn49tjKr31ni3mNKZ+quNb426SbSihtMLG7PnwzJ4Fym"
    "PS+S646v0eyvrIHP/TN8/0PlbPgmK3AGhkI/f627Q0r2lDreSyEin7RnGqnwUzWhx7apoU1IMfdrP9lB0h79y37vIo6TVvVaeLCz"
    "oTVe1s+D5ewkj+m9+iSi4LivTdmMcvMMX5idzIPhab4Mi7IJ1mU5qzfjIW/vsJ99tn6pz8JjXYlIvgd8q864/2LG+rviJJ4jblp9"
    "CytNv2OF9/WcEG0yPQCuaiLEJBoMn/xCiXACLOZb6LFa98SOl5G1Yyvih1Janvlq+M8BTqvNxp1CHlFDHT9TLH6az31KkoXpBKz7"
    "EsaptXqW/JPsAg7rq5by4qZn4ux4L2MloJQ8XcZL/5D0kh+hXU4k/vhG/QjRiaFDHgdP/jRo7fIMNkSJx9ezSQ03l2kWblviizo2"
    "gFMlnalmxOiFi586SzXo0k4Sqy3CV46i5nyyhR5DjKeeuIOLiM9oudpt2bdhmJ5pZsrNAvdgdDgEccEiziS8j527Uz7CU1pmqxmi"
    "ulb41Q37tQBa/kXEaxfIFEmFV0j2ud3s2S/hKuycOQcVnp3ZzTxHU74hu+3sHcZTYj0OcfJuhR7PwTp4TE+fLr9mGGOjSWc3p2V5"
    "9bRncjZEuyt9ZjTf32ulR5UOPW6OxZdbtNLXD50VfN2zyE+k75Ikg3k5Y27TDK8iojsXP7nAs3E5pphqSmwdEfxcb0zocx4V7EIy"
    "lvNan6/LZwQXRZoXYJ+PlW5yC87CLP09XB42lWflTR0etJdCMnqUczJuCU5ZLe+oQm+WEjJE1+Ptu4mCKkrrlXIN3vGb7CzDg691"
    "SnhT2EOLcbU3qUdqccI+w7vXkSslEOMi6icv4GyWeQ4642zMJzNrLStgafoMtlrXSR21QDEr0vPw2juwi5uxJs9Axq4L8nRO0Etf"
    "wU83k8PtHdi29awfmr7pJ3tKYzn8NtKGGQH1mCROnxpf5QESsR83g3dhfu9i2ssn9CtYsAt0HLzbNyEpzeBbvaozgy4+p9RFHHen"
    "8yFaiEO+SjGDn/KTnwN8vs6mWgZIBbP6d0CTTtb7xRBfC/RDaLBdsEqf6lEySh7Q5sFbYl0Ou+PXAcwkxX3+KvJUyuhv5jP/7SqR"
    "Cd8VZDr2QrlLyri6c7QztPi3eF8PmYtvqdKUl+murA7atfZkH8orkI3F0PWzeIo/gwdQivc/LAt1TmjsHnfrJ3p98BTOqYY7BL/L"
    "bHlRn6K0xHz2zXKrh8vpYv601YIMEcjQzpbQzynD2f8Eej+pX/CJyun/LeJ00hb2Isa1SXCcGM/aPnpeoHopTuGV+I4r8M4zJfTM"
    "VynPNFBDPyxH9tV39VF4PD9CDraTSbKL/GL5c+ktDosyJKZ3iHMbJ05oCf5mCEXrdJUsgx4thI9k3YBV1M5p2qkoOlGPIRrC35uI"
    "q3aQe+Ghfa+/6SrmidfI2EZ69+s89tpRUsX+75TvhE/pDbodJHge1nRYUAlrZVL+DVZ72yA7jtl63PcHnJeo1WulPXNMb0oudiw7"
    "/s5cvQqS+CL2dyWe4HuiIk1BBGC537Mg1z8zEqmAhRsiVveYgXX+jT1TEVpIqZ+BscnJ7K9UwfL1hjVKk5fTcVOV6ns6xsc2pjNG"
    "sz9xM9egmLohwmrpKAlfTUnybG7BqbuSeE3v4bq12lu+0KN0q5wMjXkhLO9dePbjcUI/1yGIdabr93p10BgfpYu+ZvrsYQ9JE4Ek"
    "gVPWkhMdP+qD8OtvkovlFb1Fy8M+UuoZdSMUpmM9Pm1MsyNx/N++ksQqJqiXK+m9pBiBO9TpbJ+xOZwjGCOXsKeiP/X3Gs77WS5t"
    "gNR4CWxJa2Y4YQ/IIHkasUulXpbzUfisDkAU2VkGB6fo83oPPI6v8ammORdD+ovDveVh7OLQIK0Rk31lxrsL2Qth/T1LYd0egiy0"
    "l3awofnQbd+yl24YGQGdzt2DErqAn/oHPrce15gvxuL4GnTg8fB/L5Ib1Cbs1FckY4hOqr3VXf5//Mo6rSL3QRPc/3tyoO5NXrK1"
    "+hWlPJpFMRuR0sijOBDeg3UKnSXOev5Bz9GYU1sGj2DFD5RtYJn6YQXKyfD6K3Ege0jCdwpFOY46rmUB9FIZJyysU9/mJo+DB5+P"
    "v3WTYxF3/2o8sTIKGvROWPkfwlZBN7F6ZVc5TybT/7GaxxBEySNkE9HpNIPScp7XDFvZMVcBbV/hpdtOxmB2aZayShdnLagF8yhN"
    "xThgVyDKqYTPXO1n+so5Y2a27HaxuRfzdQZJffycIBOIIX/kZ/q7rH/F1RCtyyp7huk2RnkRFu9Kf8VZzPDs7SOgc2jpflaHlWZ1"
    "+Oa+KlBFT8lxt+Vzp9NEP/kjE+FbhfdasSlVQ7suhbUYDx/2BdiNSmZxBkFiO3o8hzR+X8NK2UxoPcvnRzMPlZl8QZLzqfFMRdO6"
    "UYQ+axmj00XQK0vZs3sMO6CS7Fu8Qm5khO6wEX/BNarx5EmiZm+mFjT8l9W+v1nZyXQ92eGj70n4GlZTn7s/XVwV7QAivszHnyZD"
    "z8k5XLd5nKJxk5Bxdtom2M1i2E+tJdq3FpmOirNkc/hLMB2W9Fu8pxu85DLdUe+Hp5+9liOQwZsl5fNECd+3EON9ZvtMhe8hHsJ6"
    "eYqZou25ux3kVo/Aa5mEKt1IpMha4kVlkx2TvIsz0/JKjrcE8Rkaw2pZxK4CY4OtYX9nitNTjWlYu24N37+VJ+4n9pouIebBdZLv"
    "p3FTvovcMZW4umfoJ2GrPC9lkrud/ZUaP6mzhmvpkLoeYCdPCePuDpDJpXjONcRwHypfEM/CrUAt8XTN+zAs40EyDid4ORHYDA9r"
    "AzTyKWJzo71zYp6RPCTybi20kOtHrYRn8gPnw9vIFFj9dfB/y3FqTgu2E9e96mqI2zFS3JZ61eS7uVRTP9gJ7MaZoJ7Q7euJx2JR"
    "4uliLLi1nLosoP9+CvRkL1nADEQBz4UhfEzF2m4jNtGVYublPHp/VWQISJGrOaGOJcGQZZbretzhTlidsfAJ7pE98HRLYVW+xA6P"
    "U5POExtEjcf7qdpyyv4fakwHrZjzslp8H7F+/JayRPciloh1pyV95XgZvfADiAW7O5GzXHdglYaZzgabIbI93U/S/tS5KQHzefrK"
    "+VJKf6mY/nohkQJaYH8elq/hxW7Vu7QgMDTkZ6Arh8jh+Fs7TgVvgtdmjDZJopCUcOLvQtY5E+ypd89WyVWZDi2XzCCiOVbiOp7t"
    "XLzT8DKr2H1QDOvUlmy2g2Rv5kNyRD3LXZzSkPSI8hHu0Z/zc/YJw3A4EnqzTl03Uim7C6+gzTOeeutC+INybdh0zzArdSj7dsph"
    "gVP0/W2GbY1Og5dXDjmN6WNiKBjPQZasx/tmeYwWbaWhoTCH86Z0kunY6V1kV9lHukJDfa9n6YM6Gpr6FX1eZsoVMgeepyGNn53z"
    "B2LRl3BHFtPdCH37K6RxAV55H9LxLTzPn3Ht8Yi4nvPZ3xjtTS0njZzvep+Xm77UMzV+AirMoP2Hvi91mKQ8j3CcVvwz4k+mdAQZ"
    "fEx6h4pNc5USTymqYidgLdMe7fQgRt+59PXayfbMMzYjblc37GhP0QZcZCKOid2yUHtgxQxfoNCzT8TYFXCmrGIn/RZmnCxK2R3+"
    "lfXdBexkcBlAe97O0lEcUtVyeP/ToDUWIkaYCN/vRDLY5sKWHcA+nNAjwTncswrv+1dnsCijztMkznACvuIcrMql0GHrYZcMi6I1"
    "tEF/WFzDQUpnkAviPJNuJZ8Vq4galtJMWMFCoorNxMlsIa/rLE5d2aRMc3kVazkb330O7uJpxKST9S682h+fPJTsEO/jqTZjtdcx"
    "ix4STaGWVsb01AdyNDHcL8e7F+Cdk+V4yN5Vsn1gmfBe8rGeoHsFFyPiHaoT9LHgjOBdRCAx+E4uS3sSkSlyPbfWMqzZR9jjE+Un"
    "XG8jdM4A2VMeh07alufkDPxMGyCNLeIq7in/5hz+KzIBv58u/8I5HIr738Tu0RF4x0a/QiG5sULmf61nx6HXOOkr8Qhphj9/jISe"
    "9TSp3SXl7b5jDowmB2qJX+A6oJZjnbpysmU6uVkPhwzdj/XfWWo8dpnjb0hAH9rsdUzdXHs6g2wWUoK7Qd+eLtYZ6qb0rBuqHF6N"
    "9YmVs4qwArs5g7gxs3WBvIgz952+Sfa3bRv0oSW0np8uexWhXF2GKMbsewX70uvItNZR/o5B0uzqA/q4TkIccrjMl9+gIXKgb6+A"
    "P/1PooGmiaUmngs6yKBOZ3slzYxOtV5DdNXXPR71lkyu21mCfpk+RscPM5kdPzHEV1ZxuUisE3a1vup7bg1rob23TOon9h5hnF7O"
    "+lmN93DT+IzldXI9J5Bp9XtkOXvLzpPVtCgPseZnmaEanKC27LhqJ2mfSbeYZmFmomsZ9K0xtxxOzALzu75Qq1BY/D4AvpMhu5u/"
    "bL5RBzFMo7n4xq5iOdQOONuXSAEz3ouYgTOEk7MRgc5S40d0LMizoLk24x7mcWXMHz/V+80hpLSKe6f8Wz0WoUikV13M4ZAAa3wG"
    "xSKOro3k+U5DxGQzVWdJP9mf2ahC+OIzpWsm4zdQHKqV+KyS7fYs+QOr4eYHv+Y+5hOXR2RHycnM/Uc46Ck+bU+5C2f+I6z0OHaq"
    "nYV/VernzJfuzt1x8V3oK40iB3H+YSBz1Qn6yAlWABzmXzURtMvUvL459OzOgtcX90hUaZ4/O+1ni/PSHArwBt/nZv8d6rHpy6nx"
    "S/Wf3g8pY80uzczqBp8N78Y8nEnBYXy+Q4ksV4+Z67oJazw/S6XnS4zWsMZr7x2J0bS3zxUnNUITHionS4z6JcE5v0LiXazD8/WR"
    "UOs7A903OgSSM2UEbMESSMgwvTWYoS/Dir0Mz+gsXKUP9U+5R1yLM4sgRNStgf5tg0jHkMddxXM3uUj+LcZi1Mxj7t4srtqVx/Nk"
    "8e4KYo9XE1+hiL1npTpJCsOtuMoUHRG8rOXBY3KM3hAcAWsyLjxetmaQtyPcqhSzn0WIyw8Wl5l8g7tYTg/dMqKrMj2aFtnd5HFR"
    "yslkGIOWtyr9LjhD1s3ckkhlFZCcdIYTpZKTi4Z4MUo0E3teJiWa9pU76/yeBVtrnM6Hw0r+Kr/rC7C4htL/CGzkJPbsJ3EC/qBl"
    "qCVz0iPMdx8HHz3mZWexP2fGq26YkRWszPcUs5dtxermhk6YT73m5nNzfax3hhi68DTYE0PhNE+3vzh8RJP61/TMYBNPjKELbQNL"
    "YBjxqynrMXolBX7mxXVqh7RNJUSDtx2/gUj6VtkyBlX3XwePzNoQl2A65LeU+PAtsFNL9SXEky/A8o6AdS8kn9o02Phu0NM/qSGK"
    "v6bTZS2nhaqxFzOIjJKHuKVEnydrSi30fS05tO26VfTZDf3vK+ifHrBP1vUyCuuyD9ZwNdb6GN0f147xvhfgGSdDJxThioaCvUgv"
    "xWlYge/5HpbP5mE/hz0s1SMC8+L6G0usfxarmDibsZOch6uP1+NxN5P1DpmEb/1RH6MVSJFbqt7GRTw02REpLTfSJ4MuWef7U9zn"
    "S4n50kyiTKlN8KaJ/5ONJWtPmaV3YDUluFsODZbKj+E4rQqXYnXqiKRga/UM648x6qEy8jLaHE2pZwo0rbK/bGW9M3s3qvNnlNmE"
    "gR5dxU2DXSfiJdTmcRfyTG3PSCR75a5JhrEp9Sfm650QYVyMk1ug1+I6q+SfnC1+FHb0tqCDxP38eFxPoM8dI/dDqUfOdHq5GS23"
    "qwJtL3mcRu1jrG7EePhEjH/VZiBXaNyjMNXAh4x8td1kMxEc3Lo9LTFG79XECWnR6NRFqd+fbn/ykep8Z4Ctc3PPsr0jdzfWKMp1"
    "tu9R8pe509Zw/ezJjdNePCakkD/J9eufIj/A4n+MU2iYHT/AQz83uC1oC494HvMU29E/jfv5zxr4gitpU6uZh6nWkbxPw8C+jJ5B"
    "mnxXrr6aYLbNeVvbUlLXUL8mfZS2lZjTcU6Wp1kBN3+om7RkP8KBnplxne87Sfv8y7l4khKv0VKQojgzO6ahTkBU1EHqfOSlGXk1"
    "v7OTFHhc5Lg+AI8oTe/MYo3V2PHbibFqPSFbiINhkf96RCqHi9U/DUl0i9qc/HBYn6bw4nJkNH59DC3YDd7znXj+C2SccTHI+fIG"
    "PILu8ja+dSp0S1yvCyZpF5kgj0FjHCxfIFY5WC5DhH22nI6IaXvoojZ/6mOPPCuHWLEA0abD+C1hn8Ez8EcLYCE2wJLnM3dqlvZA"
    "GSQ2k7mObPXrPJrE5bTESXbCbORkZnZWttlhYTAQtnisPqmfha/r58Es+VwPgy7HScMZcGwtce7IYcTeq2VUU+pnOFyufKTXWMLO"
    "kopMLlbkJejhdf682+ks8xrMJKEH99C60Iqxh6PEYU2UcmI0Set/GOzDrfDd2+CJ3pBJ0CrmaU1tBFGvkj/vzIpuJwkz1Y84ZGWD"
    "3kLt4GoMi7E6+1CD5WEfJ+pYmaq/wJp9AhvQXyZKV/g5q6nBUpzHqPC1npliOc8JxFCxLOM4ZkcNa+VsSOiO3M3WGXa/+t+tlzLE"
    "DmzRa+C/LpMj5RZc9xp5X7/EqhlfTg94uDHomcvx+ZGSzxptGSdqomyG68N3/OH/kuE4k22kkEgKu8E+LsOeWN58MaIAx9qqnuln"
    "IJ7FYtnfEfX9E/c+kXzxj+q/cdr3k/Hs+Kthb4ZmOufjWultl2WCV/pKvEnOnuy5HMpJIIe5MUMqaDHMV56YycG7+GCgpDLdkyli"
    "0llV2DjKF0MGErjbtojoq/QmIkqOg+bZO7gG2ulJ/Rg680fE9fV19fr5gt6UhH/oQzrOmDjC43L2yRmoj4ed5AN9LtgzTGXYV2s0"
    "Yqs7gDPj9ZXbvzJUPaE287sJ0jAQXsR18CPG48QdFwySD7F6K1j5/Eovwc5P1COwV5cGH2vEoVBO1GnLY1wqW5mhbka2mmGS9P5b"
    "C/JkrsOOlTES38wJ9w3sebpRnsHpRgQG2/iEvAMNZCh3i8L2sq+sCpvm/BHe4pFTJNOZa2v8ru8lcRir1ue2VZ+n7Bcx82Dsmk0z"
    "XTp/nvjZRqoa7HZz//Mm8E53ZHdFKb3607B7xmnZEidxI/R4ke4qJ0E23oHf1hr3vDu09ixIkfXmtsXKfIV16iED4EUOgr48E75V"
    "b71Kv8S62OR255wS7Rq8H+6rczOdxGnmlkdTrkvwt0cQu9azY5T6nrSFzKU5rtIKynaMduorYrdFbLNhAxyXw8VpnGyvuAmXzfzJ"
    "zhlsSGXcdR78iyL6v2XwwdeoSWkJe8EMY7Mf8SQqYO+sHjhdjdXmCu0sE/QLeUEH4xMW5VTou7JKljM75Lh21nEiZw+eqBLWjHfD"
    "Lp7no+npPk+5llPab2AdjcFrMTMojq9hNlmpkxlMbDfZ43Lcjs8kSUtXx2e+h36V4dxPVON6XsbodBPsT3PspfHWb8KK5tPKT2Kd"
    "0JBQ8hGRVkLn1NHS17FKYzltw/6yPsA+PuvusqMh9bjrY7Kc0l7iGJGOJJrKCmpf6161WP0XWvyJrMT8xDrSBjXmrkPFoaVX0X83"
    "fp3lZPBKe95wh2YV8zmtPfEp80Jm8D4sh1IFqUhySj5Xa7EHb+NUdJc34Sfmwzovho6dD8t8Z6DhB/pPMhvtEVwVXIufHiXzw3yc"
    "8ANwDq2zqpysOkqWd5ve+RKrciFO4kK8Z1fY62FYuRr8bY2G4Rv6jA6R42S0/IzzsR1nim6UeZwzuQK/W/36HKJvGA5qGaOpCuaF"
    "LpKIGTrqpjdtfins+0p2H6cyOK0JZghy2cua8tM9NewUsA6iT/Ck32lLnRKeIW2DL4MXoaXulJ7MrKd8B/8hsoWfKtKr8e8b8SRF"
    "8Nf6SC1ni97hfMt6tfyx2bCvcd9LIS+3yf3kM5iCqDzhszrq7+zATM/oWr1fLFM/ljOwM/VErEYbWM32MlsuhUa/TkYggnteT4Sm"
    "ma2p8HtZyTtv5WeXW0iUr0n7CPHvOR4m4BM2tTURsmf1iq80CIaIzWWvwFNU0dscxWngayG5gVhXWq1259x7VAcLpKPnQHEapzV1"
    "v/O3o9Nk8UQTrM33iNa/1fc1J9gCHbYYclqE/R2OZ03jJE6Gld1Cu1yHn+bTSzJZrqVfvA8zNnVEZCiDx/Fvcjis1Dx4qE/LIViH"
    "zfz+zhIhyruuGuctXII4/R+yLyR0Xfgx7MtbskDWhdPDHjmV0AX7SHQeXSWy3POtlXLer0hLeV4LoKm7ykDYjRJOXXckRmAa59fN"
    "jFud4xKcppbUQmn2A7Zg7nEurUuTv8E4sDs9K1AZHHynBeG7cpReFe4NLVei34VXEKe31Pt1cfgytdSTNcyOJ2HpDZdpsCQ8eqiL"
    "YM3j34GRwnnEdrGzvgnel3FH/RsekZ3aL+QBnPuLYQdfxbkdLdkt+gFivRGLmHHaRCTFAng1Fvm3Y+Rm2uVrIj26rptTiRqZ9GxW"
    "dZ7fJMnrH4xVOh+7/gi8ioNw3pfq84jPL4CsH0gd5LjCalintz7KJPTIiVLBvtAkvVl75Vl6J5W6gOifNaywrlO3J3m4h1HSi1qz"
    "m4if0Kxn/auFJdhKDrqdcGKsY+Uj6QKd2MU4pTQ/HKV3IJr4EKt1sUyWx/U5fTcYFuTiX7N0jJhWL2SvgvVfGqavef6HcepWfSY1"
    "9LnJj+B1Hy8z8K5/6SvwPO7GffeQfvIK9m+89OJ8iO1jNWuA65hHNpS6TawlWg58L3H8VZrp9O0kEf9STgMs1r/+157n3mW2jhZn"
    "61d6LZOTmQj/8xRJ9PdvsUfz9Xj5jGw5ufDYtkXcbhPZpcT/iNFPt/i0XB07RYKsnJrJW5v/38yfPVuX1xFzGQfa6dhti18WYccH"
    "SnZk3zpmi+tZhup8/84x0GnDxZjOZ0OSO2Lt38GKfI07bNpIlsBQtH7Xx8hcYFwxhquziHf5Mp4rRRxTm/otZ0XsOez+AE7jpLw2"
    "rfKxdYWfXFmp1n/nsil2/mqIXZHQc3RbrPVW+G0fBF1xF19qGz1CL9O6wJ2qZr4HI8buL+X8TX+JZ+a90j5jk/J1CIEdLw9f0g/l"
    "VG2ij+s+we7aXA9omr2jw+oCAySR8e3ctxki543BuHCU7KEtoOOP0t46K3wnSIavhLlNI+zTsAEXiLLW9r6ejGjqR6zwh1j7X4jM"
    "/6leL6fm9GQGxHFkxzxrUTl2ZAS0cDWeLsE54FxiLVpX6J2QBkPfOxZadK2eLLdBktYxljU08DdxAnvDsq+CTZ8HKzMZ2mxvmYKz"
    "+7juF6zRp/Ut+AKnyOu6t/6APThRXg22JTqoSMS5rLRBZb5GsGsGM8HlrqIny7ZuG4lHsoRoJo4tYB38k7nwKduJnR7H29AZ0rmN"
    "WI7d4tcKRlqO4/UdPHEe96yUkyGGkV5Ir9tyUq1Z/97Vs1o6FChnk+ydO7BnPcE9D+jnWa/wH8SvzIOEfulxgtVHIZYfHMhIR4lR"
    "nfYTMGna6ZTvmaqlN1FHW2YzVDX6Ir2iJFH8ymk5qqD9B0gr2vEaWNJVrESVsSvD8nfWbzQiWOUZug5hhJPweZ9inzMqwbe7fiw3"
    "HTPIZ4nEM4FUZfiBS8i0rkTPtnt6lphDlrlqwSr1kfIyos3xWgjf5hX9TIcG3dnP0E6aBkob3FcaIkm6+sBZ8Elel0kyV0rC8ZBw"
    "87z3CcboU3g/JF2c1UyTA6mE2ZvaRl5xfBg5HsFD2Rnuakyf6eXyml4pHaC/z8fTTQtfl13hM20mKkb0xFbz3MdLmGmyH3Hfz3OS"
    "Zq02lyPYz2MR/K/MQiZp6Wznrb/N7Ij129m8QDJzCnPYqWbXN/bLfKKJr8dutae3YtdYgN3eQeYTufITrOaT8H8r4Y/P5Oz/Q/BZ"
    "d4GPOEae1cXwVafq9Ygie+DTFX9ieE1Q7yTpga6Ehsz3tS87XcNlAyOD7N3Pefo40fBTzNnOgh1OExuokLy7YQazNM3cVgE9O8te"
    "pzPVXuelbi+Oxf5SrOsS3ksJfASLRjbgU0dKDvOrKc+P4tgpF+u/ZCv1byqTF0sTv3F75ssPkCqPqh5mOPVKKZHH+lyu2zthzT+P"
    "Ud5sWKdaopEnaDHMB7rNYzC+wz6uODtVNxGRti/9rF1ZybfZImO3n0QGnypYnVcaVHV7NJj1Nf6la33Xh2a6RuwO52NHg5zT5AxI"
    "0yZ9DCv3KaLzpxA3bicdGslf7+FReVIN8oYu+j6EGIdujqWKz2R16DhrlinPxOKq4X397FNjlZTj5BtYbsvxFzOKMVQY6xWd+19N"
    "acfwTVsQCe4H/9nQUSaSJbMGdncXqcns5yrfq2sdLClKuGb4wBx64lLWhTrBbpRBusw+27v2wRW34ozMaYTFbBOeuhi+2l3SHVp7"
    "MZGtekPv5+KuK6jh3V1bF0gNIpEc9ls0obdqr8T8pHZzrPKAv/j1EeKt/Zn9rpfCH66i/olxqvgnznZswY72kZQ8h9M1CD/ppIc0"
    "OUTO1tv1Y0Tajfk7v/kKte3q1ZTurfzWIv0Fa2t6eV/IUg29z2WQ1ZmcC96M1arUQ2Gjh8pPajh5k2F1/45tPuoEyOEkeP2MWuRn"
    "1/jephC2K5GxXGl8V/TpnP+IRpO+W99h2cSo9RL0LgvgVXyDlb1UjtQhwUvBobq/HgzPZIzOhcwVQI72QUx3s/YJdoH0XAMp2Qax"
    "91Ro+X5Y12nQrE/pNdCPnYNnoRf+0Hs9r4JDANtEG2DIdnmsOxfpbpz4/pATfTbJkQdd9Cp7uGtYkVqJ+C5B5NHlnoPJ7Gc/iU6S"
    "IdvvJ9n7IBtjmavhdxwsUadz6DHqzL94Dnpp56DKz1StYfeP2dP1jB2eFMNBNR+tEjrzdzz1JHaivI4n+lZL5FXE9YYMe6lW4Bvz"
    "yIFidr4TVuQr7HtLrNoCnIj5kIK7iPSe0J3lDbzyM65wLu7BsJ96ZSSgIjMhlF3HO2wC8TFY2v9dyW+Uz67epEc5y6f+v1iMC9Dw"
    "0+/Dc3VCTHYqIjBDSfqa/EEdZQ7reK5PU4n5FNLHmYOne4IxYS2R6mrItRz3GFGWS3GV1GPYIRd6dkcXVVTSUhxEeTbEwu5hO9ki"
    "nXO+11N1RJCjh8utcrR21Xu4BmnOWoaMo1w/yE1ijBYvIMoLWF8twp4XMPdkfT6N7XYluWWdJ7Mvz3HS31tv4q0ZktEszohZJSpf"
    "n/a9Uq72d4hEFQDLmcbI91OPWR/xulpMNZp1JcdanWYcbvXoDb5bawA/EdOqzMSCq1q7+2ojEQ/gzpL2nZ+hNuxfqfJ82dlfifiC"
    "62PMiKPUMHd7SyCOF8furics2lbmOo1ZprWkPPap7ew5WPGOMpReklUPC5mjGYz130EKOBGay/p0DX5uFbnZOK3HsqevsRpy9j67"
    "vkTIswjxEVxlJjOXFfQy2suOEvo+QIeP6vIctcyRxX0tx7Equtp/d7HulJXso7iDEVIx9EoZfeG0OtaRf2T6wqxLdgOet5TTIx/o"
    "MLkeevlr4v4ug47+hmj8lpGaJhOoa4xXeK3vbYzOaJMGU3TGFX2nHAhL+rGul8flQmijRLgMchfzPYKzfTXqXIn5Hr4Ib9mxZLru"
    "1n39TECacYnLUFeyClzjfbPsjKWNzajFiX5r/SMrfex/KE7bEYyeotg57WPnkFn1Tg3Q4CKpd9rnPvi5dZrwfuobiBDsX99oe8ne"
    "n/hq2ElaBJfpCXqk7gDL8rh+FNyL97wdxPUhRIAzWKsohycd1/cRmV8F22Kcx8v4c0PuewVre5k8Ld+qsdfvgnU+LSiHZlqg48Xy"
    "O11kPmJdw+c1n7QEmjpPr8IZHwnP8Rr4aFYFvok6q4i+oGMTjvH/kdDfVfymXMTCteZjIp6Yj6uux1nZjROQdqKrdbn8gldXsI+4"
    "hp+fyX7LhfReN8vDsLMryaJ4MplEKvA0O+Mzc+Utse9P6wliEXCJTsWfb2tReCOZr9qSncEqJ/eLzVAaqsYSPQ6nt5T1a9eP2kOu"
    "44T2XPrInWSFx/uqYZxwko+B7ekNd7eFPGFTOIFF9eNw6q5t5DRaj0At++jzeU2zgwMoE1U6FD9tDY/mG+sYhaVfrz/Kg/q25yBs"
    "0UBGWvlceJe/7ZQ1fXxEg/NT//sMXGc0IzNXCUr5/rUizp6F+ptsYa+Eaciv1GLfzfi5TdKuYeyqeou4npQ4ER8ta9CcXaY2+7mf"
    "r+rUUBdUMuPXEE9V/bx9zNf2y/QG9g2EvqpThP1O+i7b9fxzIeX8ZWki5eFYvTL4SSdADloHL8PWFcg18ApPIBNXV8nzWW6TlXsl"
    "n/uzhLw0W8g6/Z1U8VTWUBrzyKD6LrWj2fhN+NVWHE5Ekl1qoUcjiBNDJ8ImTPvp7BES5YzKfL9XtMIO96NTxneOY0db+TxZSBbA"
    "Op97GC4V3q8u8ztU6L2lIsh2iedisOc5gh63/XuL3id/+Jqa68SLMuV7ZNa6wv9Z5PtcHOee+jVWREvRRGwNe6ZcNsPdm/MyVpLb"
    "6nhZg+jqRnil3aUtVtTwmq/QlzWELlvIjo134ZHdhlM1Aza8FJLd0ncztqXGvFqs16RET9MXEfN9Lt/Dh+0ZGIpq36CjzIKnWwpN"
    "/yQlzHBTbbb6NFnMmCL7mavh+5LMAJ2HPZ3HGHYUIiWh39D8PyZc3N715oT+keIYZM3D+oXM3rZ+hofcgRmJQvoMRfxmd5Vm/8FP"
    "K5kK+H/ypLiMdA4Zw6L/9hBXca1ARBh6lje7Vze3atVzhx2RVJsfN6TpXKzMZuy9TQ5HqId1ZLZ1zMbL9QXokDvZ6V2sxh9/rHyh"
    "lhUZlYnW3DSnY56cjVUag+dcrrOp9/JtQh32thgxa28RVqwKfN7WIcE8JUnO/S8jzkOcmIaWv3iObEF57Gip5j4V+x7SYXIS2WI7"
    "+jpFPQ9Fa8aqdfTJC4mBYV7carKlpqEvT5SdIE/bchrCMq3Dxfi/DpDZ0J1r4bvU0nerwzpWMTdgaASbG/Q4NMnsieumaSoX46ke"
    "gt68Ded+VtAKsnG/zA07QAefI0WsQDmfTYh85DyfFaxZOp6GGjKg1jDCrvU4m+kGqGM7+H7ltFp+3J6tiLnEamJ4nMlMaCtxiCw1"
    "DbAlI4yuOp7/EsYALtu0O+dAB3tWgjATbxeS/exQz9wSpzQcL3GiahhnXHePXuF82zi7uKuJ9/20voZv+AJ+99dkengyx1Dpf8vg"
    "rSQyGmsbH/vajF+0d/U4q9GZG8m5iJfJc2R7WQb7WoVYoit7i84Q63/LJ/PvP2kDy/UT6OTlHm/kYcptK3jEJ/5XHDvZX4l59rKY"
    "ZxGw+pl11t/DbiKLSvbJdItG2dZaevTbMNO5in7UKcz+1jaSjShhh8IH0GnL9FF5FP/uJ8bS8ZjuKc25wzO9dbP1353oJwmeENu5"
    "h2kj+xD13LyVQyCHN8KHmYiT20U+1XHQoifJC4gad5CLxCYHP5cReHVXMRaa9/A0H6rLoAZ/Y++z3/UbUgc57IX1eFvz5WotJRpK"
    "HmTi/xZvsJJ9D1XsoHXawTzcAjLrvoNvPZITshGuhavLzmA/f+jz1y5iMzyoyxutgWWbjbXO8FtwD4PxrTfgxBsDxofQjMPFZuhu"
    "x3ofBiu6P/ZhHbE9NrELLmL/qVPzrYtYXbaOjrSf6DCdPJydqXF4N4iKyAC+hfGT3e9l9CZ35jn+htPX6QyKsWOXbgZttEJnQccG"
    "8obaJERTmYqdnSw9sCbZ19pN0ZZQH6fYoV8GrR96TuQ4Zb7Ks7lbTPeWNMtUs2yNB3O94543wjFZmxdxFW289QdVMCIaKeeKZci+"
    "IupxPv5t2Nkz2XmQ9jbBPc9eHsXLaczuxC1QH0nX6/1N2txXUoxR06L21g3sZztffXE6pjVzvMYTHTLOMbbPOHkQ3HxD9ug9+ys/"
    "w3s7TV7DWu6L5zlVfpXp+qqOCR+X9py9iqI443xJs+MlrW5K3WnRIngBN4hDUyuH/jKk/R8gqR2xNq/Kp2KsUwfKr7B3O4rh5KnH"
    "TRvtewRycGJv5Ly3VYqGSBHeZZ0PL0Ea5+lyRjJ5WGHYz+AZ5gPW6z1c5x4+G9SkQYXf5SRPgY/0LKcZZ+hbiO16IM5ZHfYK/oBe"
    "X4fn3sJswy1YuQNwpTGS9Ahvafrhs6mJ3rCMGtbgaDzhXYh7ttGJ4ewmo/B6EIyF7m7ow7ZokAMVPM3t0lMekeVYhwD+3iN4rt/k"
    "Jn1QboAP1RN2fLPaZO+nYthsl8oyeblRVqkwU8N0ef5CymX/RnEJsqNP1+OW7ChR/blKw0YQKRNEFdiOWraIbAWGdrFSJUgx69jU"
    "d/2tZ7dHNWeO9pbX8QlDV1qJK6zTh8R4k/bEk/3GWWnLM94e5JLDwHjkboLn/BP2aRNnTkpYkTA00GNkHfnm9yPT9rbMKLqqVd2f"
    "cBP/s8PJVVWs57DeIrrq8HvQJJabWgtJGA79thSnfTls/nusZm6A51vJyl8pnnUNpPgEPEsp/ALzqKz+cZOMxFN0F3vWNY1EUzvI"
    "vmLcZDHy85biLHeR1UQzfVIMU7SEyCRVuMZeYlcyJO5dZYn3A90M694+s1qnn8AGfaYHBQXykd6NFRsGybwJZ/JuaADrtn7Qc28U"
    "EDHTsDSm0TcyP75Uo1x+6HODW3CvrYicYB1GF8IrCcRyj4vxTGeI4djGPM9pHjl3zUM4QnI9zkg/dveH1EgmJz8gEj8eumM+nvY3"
    "PRV3tFg7BBs0nx0dTyAyr6+yVhF1JIlV/wyx7HYyjd9iTMFb2FNRo7FMxa7az9vZTp4kVqMfj1j/R+iY96wPVy6VX+QBPQfa4XEx"
    "xsS3oJW/0Kflfc2V/eUt2KKbWNm3KbcEc3J1nj/AOhEuwymdh2+eH+yJ8/J0uKO+iW8xrIvQx55plQz2elRlM3bJTb5LajNnx2xF"
    "t5fsr1QyX+dygmavT+TEnGUCpstdObcjJvwcMvURnmt7maG14TOcwuzN7Ho9Xk6YydHeAQ1t/pVIhGTppuN/w7V7y1LOfdyNpzCJ"
    "PZM4p4PkbFlEpp9NeqsYz2YA6R+rbfzsaw3vr1oPpndYw7maGsb59p15tKDnZ3isihAFFVHbDhXLykyi9T8CUck82MHz5HQxjolp"
    "OM/fQh4sV1stU3QXqZdrp3+sO7uuke6MuXy2NDH+ot6WakR/di6GIpqs9PW0GKMEw2Da6jVchc9U7pDxg9OQypNgE2wK03qrh2iL"
    "YKV+hSjwETzHfjLB4+O6zMqZks7M9YcN+BCUk9bqs5apBp5/nNrUdaFku9q18i1OzVzc7WfwaJZD0+QEeTg7d/BTx8nRzBHFmflo"
    "Qt7QOl3l8xVOf6X0ON5LNTmYZkG3DmdPt82YPkVN1CFYhec7SNIeocq6qa12vgtjrDV4XxE8nSQs61HBAmahl0H6Vmh29LU6vN5F"
    "rFNiLScgjggCMabgudATMXYqJLxNX8/ILMG+AHiEnPSt1Z981sVQWApoaUJfCS/2nQY7yQHYu86S0sgzOUZKva+0Fr9W0Buzifqx"
    "kO4qZnLy8O89oMX31Z/kB+0g1+ofOEFH6BSc+3bSgiuegg0J2d3uJMWm+9N6OZE7E9Ccm4kDVOE5dEr8bGVUtRLf3W+/55PrzOxh"
    "e3G9B3ayPzUWSTlCHsSTfConwJN6ASd3hl4Df6qXZI/ek8wCVLCH3vXlHMM8tU3J14rL7pcx12TPPJtdKtn5t7vJe3IfTkMudvIH"
    "+NSWGd6Wc6Cb6PM6vAKLRVcRZcJxfEex4R5SH23nMc7Lhq6Sl7EiB2c+Ec/0Aa+AzJ3L+c84uzSsut6bc/47BWtwVy6fbT9dR6tX"
    "RGuQ9jNwMeyKw6qt0DbB85CZEkiddeXlQtKMp8j61k+VVWpIb9YfkK8TpTPWal+s6A54ilpfsbiEd/MT8zKWFx9Ilr06apz+srM4"
    "pLESYiv1psR19TOkMd9HYvexe4a1ooy8c5YJi2c8e+cRj8zIqGV85suVsEyfQqpexx09Bl38oPQMhuuvegXk7Fc89WK9E9Hwt5CP"
    "H7Gn04LLsQar1LqLi/CU+8mbZKIrhodqqNctiSGfpG+kvpfdosBv9H49AWtzlpwpD+F04OmbLNKr4b3kw3OKpniSvlJYS/1l7Hw2"
    "h/4bJORHfOdScn3uKG2DeyRNVIk0Z59d50s1MwPryQa1kLZkD/kEli2moxm7ZUeucF5HwlurIyTpO4ot37W/lPDVGDXSFr7D0E+y"
    "4+H/ylNRxnc67CDzhnqyA64WevgouZpo7i+yN/tgsl5flZmbdbOMM73tLPZ9Mc3/xMsT5flN4670uV+XxzxSHNpYOU9nDN5/W05F"
    "pOE3hOT/6C7lxCu+FLpwun5NLrJc4zFD1FzCik2aLHhd8MoAnrlPdQ6iiTHwtKyfbJU+DykwVOXf8a5FjKusTrMWu3VfYFh5G+GN"
    "WOWu2q+HTft2ZRY0Qca5YZ4lUj17eFTfeiR8W07POUlvDaZqKhyufaChfw7u1Fs4kZvirEwdu9ON0eYKqfHIJhYhF2Sucpa4+eX6"
    "DsQIe8UQEcq0vkbS5D+yKzV4jrTPh5nGPYDdPtaTbagEMTzVOMQHW3G678G/msFa/oNxmUPxGSr3wLuYhrUfBP/uLXL6FUHvJnSW"
    "LMNnzRvpL/fAj/mXPkJbWA2tMwi6wDSj9RbeJpF1drl8qyg676KE8/Vxz9l+B7GLXWdgGfzrGXKgn3m2ekchO/fzuAb5ej1rDiEj"
    "1jitv/HsLcSduFpbKXFJrPv+bcmnB+vY4uMeCzVkj1Jae3hmMeN10Mz6llOzvC+57NCMezQ08xAtujbrdYoYFoFNNbtovpLTK6V+"
    "QjuER67EpXcRbIr19JbEp6+DHXLMrhfLzdAZG2ADPranhUTuBn30BnH4Wza5EFGu6/+NesKiDrUo+/D/+kpIhKYw864I0bwmk+1e"
    "nMl5H0ePUtXlWoyPIcVzmfD8G2nisHQWNx+T9Jo4JMp2dPX2mTxAhPlTQW0WUu/EPCPFmew5iPkK8KE8Ua4/IsUMShP2+V3I3sJt"
    "GEW2ljzOC1XhxO4tH0oJ56wLcWqNq7qIjAjbwg/YizXczfi3aQ/LRBUToWJF8AN0RAFOumXmx6lViYo4jWWR2WJxHM3F+PUtJGol"
    "1/NQKfd58DJ1fPGORXyr167KHFqczxXH+6uJ7JniHIaL763WalnoZZqUQdCSxwXNZQ7igtHyNazINfqoniNv8D0uR+WueyKlslVm"
    "cuivcwK/wXNciJP7jRr2+ydkFa7W7/WzoGcmBym+r8Shyis7pPO5fsvw2QLEbYdz2qetdPpLFV/9JL141gybU09xKnE7z7vVUQbJ"
    "15xWWoLdKIRsTMZZ2I+d1jb/3tlzr6iP/t3195CUX7UUtZjVPQqpHQJ4bEuht8+UE4Lpshv03jyc6TrZEDrb1uRPOVUXSdyhy2Ss"
    "Gkr5vxCvdRTDOUMcHA4SN3HfhZjz1bRTEeZ8L0k26FiPqmxu0rtlZrWlAT6MoQytgYzMhZx1ht87Ws5BvDwZq3kpzvBOkkf8lCXw"
    "QE3WinCGVzHHmK0vLaQd3Y4erZvG7Cih50nOhpRv3zCJqAz5rKXMJApNLv7P05vF4vKnpADn8U3ivnysR4plz3pAA54kv+JMT8Vu"
    "r4F27mUdEGSqd1MjKa9zXU3sFnEVzFJWhnPJzVHB/MIRYnG0VRfbwR5a9HAgUdtPlz2Zi9xFnD5J+PqUYVhXQYa3MNNr2n2h/qJf"
    "SHNi8fzuO68PkpBd8hV+VjVNn3WnBvPkycwOiRwNDVzMCOtByH0+LM1MPUomBks5AfoFe5EcGpxyHslO6ufwa9zPN8EPrIB3ZlPJ"
    "s7CXdwYv6TmwhOP0Iv0SfuIyaOK7gn2DzljTSVrM6vgavU9W4t3GHXBKYBjFUS6iJsPul4anW0F91ZQd+G1kB+b83UrEEdu/BA1j"
    "VynGjrTk6TlKvoUs/ze9unF6CGupJ0uwUoZvWYoVOUBaBj3kXniht8MTX6M/Sm99F1HMFvpPxokzFH6aRVur1fqEekNe//BzYUq+"
    "oFRm8qwMMtNXXg37y7fB7YikrsX9mnw/H0zRK+j5VhHdeY1aR/xwPPXJYsyxv5ARSH3k6HTfsdy7W6BL6jIT/nFvh37HN/WBDj+X"
    "rM3q8VrdTJNlI4qJ6tcJcnS77+nOY14wQQ3jMGh2JXqRnaVcPZjr8yK0v+uhD8nnHkeE8ZvvdjheVuPer5FTpIRS+Ae8cMPWUlyn"
    "JoNs66adljfyPcZsPFDWsbYQ9521x3u0/Wwzd9nrJZWQwqbSjXrBosxdxLg5Z2FdsrNXKXsHTRrugH36jVWewbB6NrfZDv7QrYhx"
    "lugxQT9EM1N0PaS8n7gssuvhqvGY4pXeBwq1HsfHIdZ19/1jac/x5PIoQ7xOt2zJJP02uAp+zCxZoQ+Ga6SVnIwz8DzzX0MlTg7t"
    "tDqm4xLs4RLNXgvdnbn0OPWRdfQ8I5aPtR7oEVLIbKHVN9qKq3gVw46U62nBSnzb09iVwXg+wyl5ATpkIrTySnhpv+PkvSpr9R15"
    "CivxkJ6ik+RisThiFTyu7kRP3EP2h13Zhb1N2ZGG+souiAMOhLY4OvxYziP34U14dYxMhn69Ufrq9cE7+PSherB+GX6go+Qr6Scn"
    "yDlaiXM/Q4/G2e0l98tgeKRlzCTszm8cRtzrA4l/uh77eYxsI4fgjG4Hv3sMe+atfvM07t3OxdHiZgfrMh0wFnU8IRdCxxbiWWbj"
    "GlPxpDU44bdBNs0a30pE7jNxz5/iWm1xWu8JUno/9ibHx4jl7HVLsEdwq/fXmkoUiUe4wIbh+RIk6154rsPhqV4g98l3sMODMyiv"
    "HWVb79lHHAMxfT9cijP2pk7HCj0SVMjDiJiHyu3QfN3grRkT7LVYgVzmYNKcueiLGO5N7El7MWtUiW+oZUb6Cezo9jpbDsA3Gvbs"
    "jnjqPYPn9Eo9X2eH2bVlAnGJxVIuDqilZ9lE1jJv05QRSyfOFp4u5USDte5HQ9aMEQl6pUbYJkVEbXhI62S8Xg9f/VPouvnkY1gG"
    "3XhxkKvOdz1LokmOSt+XHvXt/+eUaNr3xxgn8ASfgzGMpsJGasg/+PclPaurcedcS8YCNy+V8j06aeIy7iflRPxZCNkqJAamTYuM"
    "xFn7nRXZt+DTTcZnN+jPYnyZu+BOX9RXLLsvA8Si6MkyF/tXDf0+BWf6UpzHW+GVmZ+5nnzJG/EOw0mfiHO3xHcHRT6//W0Yn/ty"
    "1mujelelz4Mtw69REvFTOLvQlVFfHNa5mBIaNOigsNkdlwVNZBjrNDOZWgrt94s+IMvJiVGJiPpOeMh7yEB5Hech+/RnCSdHKym3"
    "tbCnVawNDMVK7Cq/U2KSHiErQWaRGj/DY3iY+9GKRNGP3dcZcrbcr0/LvnoapG62fhLsLsfLkTh9m6lxkz634bz843gXuwbXyI3a"
    "Ua/WW3S0nhDE9Gz9Gp/rjmvcgThhT5lOjqBrpU/wFazt7fo5d7oLI4040UGrfdYspfZ9LSC558gqaL4v9V6csxvh4TQnhn8po+wE"
    "M0ojcbb2oSc4Xr9DzLCNLNJn9Sn8+1zs/FWQggDnrIcswDd1ho+7jhh1ITyYwcQmzzZFbxZzgFRpww6PGP92GM7xFly1hFneAujg"
    "Wv1dZsOjtOmlPaFx4zqRPvAXfJZaSK5NgdUR+3Ur4p0a9mrjU/qwXCV2R2+KdV5aNeUM3NX9kMlVtE4jMrOeKY35qnnKW5ywAXN6"
    "FANY/nk/PqVNu61iJe0rPV+Mt7qXnEGeGsuJ1lG6mhOLcBm88y3yI3FTWgUToH2/xN8n4k/zBx6TCuqAclYXU6wTVXHCM6au36HC"
    "d1xYp0YC16xo0Hln/bH104FK1opBvmPKcTol/Wzt36NyWnV4Emz+K2K2Zhm8ibHyM7zDSvjJ6/RUXO8TvTH4XvOD3fUePURe0Rb0"
    "0NbgTObrafIT7tRYKe6ALjYUqC+hFe+AXJ2M6Ho6XjEbNhfXOFkOZW6jmjnOWqLEF2Gn1lMb7ygRSrDregz9DFmJP/E1PPV9PX9W"
    "Yz1M1yHqaCo2RWFIksZk3l2+wT3+jD8rvQ9WCrsU0ldwncGGe13uT2fao1I7VNtN+rxeyD5D6/wdgT1eiGcwKeop54Z7YgcH56wM"
    "79Qr5czgLYnLdeGp8qW8IZapscnMU2QcZ5bPwPrcBX9ypp6AXxvVJPg3SNAm6OXxur+Ij+v6sA8nYnqL+3qDeZjjycsTMmNWwGxl"
    "AjI/nxgxDoduA09CwkuLef5HiZthizqhnRdaCzlV6tAwg45syLwx9oi6Lr8UveAN2IFS6JqZ8GA+krvha3VEfHiG3CvPy9zwn9oQ"
    "sS2tT/KUPE2krEXsu7GMaxG021YiFx0D+fgE1mIqn3+Q/AIdvI3sjD1eod96vHznTVRmpuIN/bYNPJwxWKuF+Nkc3Si9obEugbaZ"
    "zGqH5eeaZrghIlQsi6WfhP3uLMYQPg13YN3PuXqerNHvEfn/jjW8TKZA08zVl40NUYbIu8xdFGq5z0WfLDXeS6/SQ6EVzXKlWO+d"
    "A71xn6zXJeTDrp9Wj7LqEZZzHr51E2xEmtrXKoPrsVul8AcWwCvoJjZVMEwOgu5oj+tvJit0a6J4pDkNm6QOsxxsCntZypy6YVZ2"
    "hRW2ys8TiNtWciYu7pFvXfUszY7SpjjhvSXldzjm2WetmnoWp2Ad7nkSsu9wPHLZFVaNdZXgTHrZ1nFgVbaP2XFgEc3jRPAo4v7E"
    "OKXoZgTW4r23MLuQ8ntQ63dyJtb2GnF8aakGr6yBLtmon8EWx9mrdgpxgmbod1YvkqTPOG4iXl8KMvMrtOzWcKOepGmpgnwNDLsH"
    "e8gXMhcn6TC1fopy5oesR3s18/wnYm+PxD1tjz0fyixYHaTiB9kAT3sJ7rkQtu9RHY7If4vejUivDBrkQsmF92JdjBG7pTRgXHQY"
    "mo4Vq4rRR4J1SUPXrtYdxBDNXGbCciyOWWQR9vxFdvLhvvCuddS8NnGxGp9c0gCh0dmeanIRrIFcFLCe6Lrt45xN6iT74HkWU0cu"
    "YQWhFFq6DhJSB82tWKX92Bkfsh5b5j2fWt5rghnrXnI1J/1DnqUW4pjYzFZe7eeqc2QZJ3HSvoPXdRxfRiyoNLmDsn+PSLsGeceE"
    "94mjWR/rnKog4952iHss91THFTqDSIf5kMo6TqLnM5Za6LF9Imyoava+Wm3pMpEG2Tf3X7NMB1HUEVjJDMVy/QGyUgYNU4zTMkMu"
    "CtbrsdDNXdXYIRcgJrsREvo43r0bNMpAWaor8Az7yAf6kVyOn1pdYwsxmPvhdZOgkfIsdLix0W7AGQ5x5X8Ey4m/1Ek+h01XvatB"
    "lWA5MwMmE8uJd2dYuwfTtx7JesoURHrH+knBcmZDh3qUkUSmg2QF+z/TRPlLZXIjdcRKGUxck57k94hnvBfDWzuIaFUb4MG+wY6h"
    "OsikZS+SPvNW5xmlIgQ1w1prksEyT9NGWM/2FvjYa6EpjhWba/xZX4Q2WoT7nAj5NdT0AdAIG/QKOVJ+hf93OnTzKmJKB9BqA8RN"
    "6VuO03D+8rCWQ+UzeBpmA6YhEn8HMrgEp/w9PodVeXtLVHMw5IzI51+B7z4HWvZ3X6uuhg7tTSlI+D7WjuxzD4m500pMxm6G/c1n"
    "nm0FKzLdJcGqymBfKa5iFbsDn9jOxGh8aglkrxjXXq3v6xRo3AWcL/8DHvJnuPLeOJOb4Y2/BVmag/fOgHxs0i2I4XeBJv4c3uZa"
    "XGk85MthdsT5xOWw76XUsqOgXeZrQyTkNg1kOKGPMjdaq3Fft7P9nszK0ae44zcNcVxukPfh9d6M8/MoosFfsWKr8S0TqNFdVizp"
    "+wDtcxa5nCSGeRQjbmeMWZFb4Eu77hy3/3HPaWm42JPgKV1mpxT3cpz8AG/7GGiAmkZiTfOJXZ6vK7v2HW+09UMbf8AanLFzpZZn"
    "0SaJV+s38ggR113vUILZHzu5C4izmx3f8hdqvBQ9C5v5uItSXEIkDsf1rcTEq2JOzez2AOmj++heclx4mHYL9pJzIccv4UR3ldE5"
    "2XkI63g2mlCPJHRfIhS3lbWsVTlcM/VoOg6/weEDtPLITQt9Xs/k9kFYt6mwDU7Lxn1fkKv+KnPktYxwS5mtfo811zKPCHMZLXe1"
    "7weoZXa8ih0F1jt8oGzlc7egZahj7242PolSn00z3djrT6iXZTh/ZYiQ9pH95R09nlwkT+gH8pvnEGrOJ7YYpksGz7ri/+PsK8Cs"
    "rLb318fQHYKAhKiUAgICYqFiIypgK2Je44JiXQPr2t2t2I3dGCiIdErD0FMM033yW/93vXufM+O9d3ie/08fJeacL/Zee/V6X1ia"
    "A8iDtVps8qyhuCrbx1gjm6n8B223RXULOJtg9fG9pIVeLncEv2ofOUXfgeU5XN6Td6kl/hfeRkuxibRyj+fQnNo9wh43W9vG0lWP"
    "M5YmvV9egw+XGc7I+DXsjnP9TvBmeB18ye9w2j6BXdlXrtTGOjn4Die2GCvUQYwFYwI8vX2hq1+GHj9NfoGENgq2Y9WN5TgXK2Jd"
    "QNtY+/5GXwsKwiBYhr//KWwle+PUP67LZCt57R/06E2vQnJjkOdSWrjj2StU5KvYZuGGE5Olfn1QxupTNbE923jd5GaDt7EeYQj3"
    "s/A9q/eU67mIaGyKPUCsvRs/f9EYpYgFn6nX6kuBMVz0lhSCiquXbmH0VwNdUgmvK0o01mLiilTBf3yf9dTd3tctZnb9CUkQZauQ"
    "mJIxfQc60PzzbfQaiwxNvV59UINPGeZGlCjuhcTaTSLiKiFGjGNFjrC2nSCrXB7jkvp+sgbxcS7spMndOKzbYEjCbLzJBcz7dpKa"
    "NK5Hkh3I5lF0E+PtMlzCI6W9ZDIaHyk2ZVTg6w0ZaeTGELqxyk/Fht6PeU6SzLtkQ1ILYaUSfu7bcVRZH4dVKjLT+tN6UUo9akEC"
    "VuE56pUWjBoNI1M921Cp945D9pjWen5V/LWXPEhvfzY0zG7dX95EdGd9ma/hZ8/qR/CMV+jzwYuwnZbDvQs2dxF98FSP5pHiOAWL"
    "6b21ZKeUcCo9VcPsSOnahPeq4jR+pZ4mbn+LsD+Wu7Ws83f4/xCs6yTmn0bRry5UQyUuYDZ5CZ7yVUQsu2nRj2Dm1bTYaNYNtjO7"
    "sBoSvCM0vL7h8Jf2CSzD1AdnboxcLh94LyWExnGz6jXqer83YmWzsKc7oMWrNIb40PAstkMGntsDJuY0WK2j5Qh5ixM4SfjXbeRE"
    "GYH1qD9TXz8aff0/UW30X/dWzwBwrGcwSmrM9ywk6Ws0lvbirtYc18ggVm41J4v39Gz//09dCv+0glMQb8GTv5EIU1Xw0peToyVJ"
    "y9mUuDg2c2qWaSEk6Au5A1Y0S4/GE70f3CV3Yr9OYL1gO62ssuZ7AifzVuFUXyp7xt1PdWv9/Z8bYQUNNSwPXpNZPesUfAd6do5U"
    "+/xvqvOot68Z1eAMbWX/21hoyB3wsrrhvl9C1sqxuxXUXcY111pcn2prznxXeIQDlzUeKn1ps0yH9ZJjIVOIvqUv1utdyOZB8p22"
    "C46El3c4fZOQ/VXVrEfvR++/tvZknGN1OVDf0zXyb3kREcMEeEgN9KTgDTkP/vYIMllliP6tZyCFamuatQPP36VSTY3yF7vksR7y"
    "gDQIzoA/11EvlEE41VN0i4zVsdorsNzZjzj3J3EKZx3kabgYT6cheZ4u14shOi0nK973OKm79HtZGv4bmucn/Qz70kn+FczEvf8t"
    "K7V7OAVRz7syQ25Tq/XthG+/JvgWJ3IpnmG+7oIH0EqeRSTTT0bh5wfKFcQGKCbneTbuMVvmkBUlR8/yqGm1TAb7k8nA6vRKLpkI"
    "96Gc3V3OV7pwj99phZ1dQ4tZRKa2kGgHL0j988HK3lb18anDIepPHJMWaW5N9xxmi89gf0EEK1hDfqENRM4bFcTpVX7NeNEYBqvT"
    "HeJxj0Ybof2y5z2LklDgf5qNP2/GCbUp0GzO230k9nY59PBTspOow2hQTv+2gh0v1X4SUHG6KujnrcFKNSS+gDHlVjEvvQh7mu/z"
    "Wol0jrdXGoVjhETTNZ61+K8ZpCPOfrlkmhOptnfF+RRT9aPwBsRcXXCmZsPWbEAE+gyitw8pX+/BW8/iXHY5s9Bnypl4v6mQrwzI"
    "WiWr//OCB7H269lVZDFxBU7pLJzR9/RW+R0WM1cniuElVLGSZCu6RhzD6XfE3tjNf6vIt16kc+U4KaaW35RmsdY67NfuPH8avgvP"
    "9BPNlislAf/POnb2kSnylDiWWFeLH+KnmoylxFjs2mEdm6bxrlLZCOuRuQe6dAPj8zewzm/i3k/pVZIt5+jVOF1TcZdbxDy5GxDb"
    "PKmXyL/Iw1DB6c8SnJZSXUsk9SrNoj6KcC/dfG4RMZXN4zHW8wqP07eG+XyrVn4gXbBOmUQNqyLSyHas5AbYq5fkCj/faCtxvCTS"
    "edA8zknUp3vvpDwlmMcpYJ98nEwM+dCyoY+ga8i563pzr5RyZqQS/lxZ7uBEaUekCKtWfIM36g7/ZhW8zQaSCRuWByvyI6z6ecwY"
    "upnCkIxtJhGj5GvdKd/InfJvvVh+1ZH6CDTYMD0GJ9g08MHshqhhDtQq8y3E0H9Oga4rwbMeAB1/PHZjMVYpF+uyBeu9m4xGlb4n"
    "aDPOZjXP/I/JUAvDeLhe8+QneSXsCPmZp/0zngpczTbXz2K7CWibmboIp/R1+FCGjlEKfWbIJC/IY/IK4gSbaCzkpJP5tp8wXpnG"
    "bv4sZh6t0rtdVpCTYx9YjJv1OuZhXL+Hzbc19TnaPP6N9Zt2EjcvY3dvAxn6HX8/hFxLg/2Ee5y4ldWsP7muV4sOP5SEr81Y1vhP"
    "zfcMEVHKjf13N2PlMmq0IuL1J4j+sZSdXys5EeI4Z+zth3uO+gR7oos5rVxBrMDd3GVjeL3Qd8I6v/dg5qmjrM3s1J7G/wdf7Sq1"
    "2vwMGWmRD/yO3+V2vN8PuNZ8aNU8PvPHYpNpLnO+2Puzdu9x6Y6sJDMayfQZlDTSeEec/hewm7ke/XcCnmkDZLOQuM0R6g3oHJ6t"
    "fNZrVmr5HvCvDe3NoQkdTj7ikNbiMM41PqdPyltY+QL5C55lEfTLOkRvV+uTegP2bj9IY2/IYSO5C290JlbnYO+7xdLa2u2toe4t"
    "w5OUcJr6OFwlj11z7eR7MYbNxZDn1VgRQ7nNwUpfiSd5Vr6ExesivWQY4sEsrH42zkN32Pci/VQfg/2uouVbR9zoIsb0i6CNDY2q"
    "hmxLpudbMZN2JX1vraPd3T+tfRdnAaLnLHqAecQZKtY2gWELzYBt31+GYsV7QJqNP6eU2DCdZTB8id7BObINvuBEeCZr9a3wiuB6"
    "fYA714GdA66SnsWZYvfvG7CcK7DOu2HztsI/zAgmykfwKH/wnO6OdaoDJXUfdtoak80mxE6H4iyORMxfzsxNZ6z6Y8xyu8xmyrPe"
    "33NbO63dWFzGOUKeBydT38EnzJDOnDP8A2tqqF1tZKBsY5eKdTHsS+6WCr1cHBdWfA96tP4qabWfdU967M9zxdXStmP3lvmOtRiz"
    "j65D8XK+7Rl+xripn+1KEiF/TzVx994p/pFUV0gKAfx/f8d6Vg33o6HsZhbO+UKnsypY3xNYlqWrbKHOnOR1WIJoR4VE5U+d0BOl"
    "Jp2NXg1pNC6nfvKp3C/PY++7Ic7KC/vs4dks81jMM6Q+w+by3CHi2bvpk0V9Fmw30UI+gqZJdXYn2Wdr+9WLvcWxtA/UVjSNv+Jw"
    "mL+Av2+Mde2DpjiNz+Ik7os/f0PMkfojlhTSXVgHc0r9xL3LDUZ933ro+dP282zGUa3tYqhWhydc39Xqj9r2hLG2nNlbq0lV8Ny0"
    "w25NJ9JKfbOXW6ET1utr0DW/6WnB7TjFi7W93ICYuki3+8r6CPKZb2KuOBd+zhbJZrYgwqgvzjz5Ll1I1uG5kOwcnO4NnOTfDm11"
    "mZyvF/g86aHcmWJ1k4QxX6exzFkZfbtt8PgroIcOwN2NL3UYOyHsKbf6nbTqxKX03wxVfyI91xjR6udgTVvB0qyFL1AOu1Ts8YN3"
    "6k/Qj30l7jmG1edkjpBUX1DoO5uEuYjCdBdiDa1APyni3hR5r6drnR4kN+XYnvbb9fHE/dVre4h6eubpv2veRn9DKYkSi8X1/kQ9"
    "4mMKczOh1q9m2aPtftLEYTmX6mlyMfWTdXUakr/xnxwm6/gE+dCdZR4pwSo4iXTmqpQRcOpJOvgeggz5Fz6fxzNtmfK7oB3n4Epz"
    "/LdGEik3x8tkgrmi3/DTSQ3zoNFfxxlcoGfCF/tD79U+WLXp/Nbz6RjY+X72hruwXi2llq0hJZdDdC5k0LDoluNz7yD+/IK4082D"
    "1WpzeW2g921Gv4j9fIWIGxzPTwgZM9lciKc+RI6EPSvSWt6D1WlLN5ZIWA7hPEZJVJ/Za+Jx10pZO/2AkrOT2LlC7jvr3GqXZpaU"
    "dN/FFsajVjk2H7KflLEyuQ+iiGNkhyb9VLVZn0Mk6dEwYhrbw09SrPPtfG96Qwm9X2oZN+sTXUcWJcP/jnGGZBdWfhQ8qSGsQOST"
    "RWYlYsHT4S9MllX4m1/gU8yG9VwP/dRa3sRzDtyDfivxvlNDZkmq6dkZ41IFp1sL2X2i7Du2HvTB9CJjzDiHZPeqZo+Tk347vWWe"
    "68idi+5+1rbDHn7idGFT/tm0pOG1FHJeIMHI0E11WaR4EBFALP94A/FYi8nIdBBWYyWeoYTTaQ4v0s17DiKmv7LSeYS4KcCUV5CK"
    "k22tz4AnXaR3yLHQvPczI/i9vo81HxBUMErK4UlvxRhuODSn2e8CesHNyfjRlIyCEWjuceJq4gXeIsRZ6xnLVXM8d02h26P6nx2c"
    "xToLPsgvanzvM/Fuv0BGD5bD5DrqYMs37e1zhy7mNZaJPJ/Dst07WdTXs+KayiYkfSdabXdCknOAjqPT2M+dHxjnFa2jvrufurC5"
    "i8MlzVoBD+sHPVsywx16knQTY4DtLNYLMQhndxlipQsllwweCbJBPQIPcoL0hsb7k1w+z8gMdozuQOz8KWRyB7W066PqKkfRa7Ru"
    "tlzOc29Xi8ZnYUUXc65oA+4p0HGH+pNRO08kZFLJRUzUg9Vmiy0yicO+ljMJUR+xrCGy98W+6lCll8AXPxm7OAo26xZpqSuh14xp"
    "LRef+Vwn05aM1B/lPOkvPxPZz3jkk2lGj5iPzjb4CdQBYkzk+eqyePZWO/B36lc64v2DcjJSh1xTp6UL/GTdCewpcVgDrpvU4Ru4"
    "PHAp9zcPlraJXIsI5xXOHh2LNX0Ue/s7/N2HYRWK2Q9qEekusq5Wc8bEmLua+545e3ObxJ9GL2lPSBz1/cR4Jap9HGjMukcxT2t5"
    "0e88s5IhEtxIvtyE74KuX+/shZNgkr0D3uQSXPUs6NXF0MW/4US3we7kkefGcj4Wy/SSG+QX/b/4SPtK1M8M17IAOjT5MJ35imqK"
    "tzvJrs2KNHaVMUE7/8FykPnMm4R+ljzCfQxxZoug+ZJpvzzVZxylf7E33usA+Dc2r7ED3s5CeCfV8KY3MhKvz0vL86hWISdQd7Pm"
    "X8U67zLiZ8zGqdqME/Oefitn4/4nym1YLcOnLiaaah4/7TCWK/1USbYqGWLtnwPZrTMPVj7lJSS851Du995VUvS/YgoX31wiSe8P"
    "KmvUCeY2rDZ0CXNqSXYuuRjDqrbNZR/8W6hfyLes0f1AuXlTr8UKnUaUyAjtQ4IzxaZZ56Y7oUt1HOeSY167W5xm0anrWgvEoRSX"
    "+KpZBO/USDpKqp/bYtds7rRlKrvjSWwKpr3PoCXY+3CE5LCnyGQ2wjdxmHVfs+Mjl1Ut+91B8iSu1UcWS5TepKb5J2wid53/U8x3"
    "CCfTfDp2L5v9zyDaRhTaeiS1a4Ga3zsTXtOPeh7xPi+Sl3FmjWkyA5p2XTqWSbFdDPG9msa7ntBKj5mYVFf5to6wSvbdlXGaejxs"
    "6GZE8TZ99qfeK/dCDl3n525ofxcxPMk631j4Ca2Dj6Ctf4YvYVrlVtxpJr5lOLzVPBFNOAPRSKxD5F6ZDz/3a2iTHnISpy6sd7KP"
    "LMXv1sAiVFAfJdjjk6QWs2rWvpCEFNpijLNrNb7LyGn1Zt5SJf/WS92NU2nuzDnWsCg1agbu2xg7HaenYtH3GHGZMKs+jGPvbney"
    "rMzB3bfAam9mDBHATriKQwl3qJHc5ufvIkSnrtQUs/B2Ys6ZnlhO3RZjVaCE9QeLj5bVmUtOoc128s8dxb1HyTeUhg1E3zK2WPO1"
    "Ha52khJ/KHNvVbCDhbTw5sncRNncTf1XYwynuPMEmQ5rtA5/mom4diZi1224/yzsVP0zXTN0Cvy4h/kWN8pP2NdcaLd/wtMuZIzi"
    "Tv4APoFV8ExffA0bPVQG4zvfQdYW6ZtYxceZg46R8TbF8OIiiIRHnCpixsfyBeeKWaErOUtg8eEwucVkTGweSXHv1XiDSmjz1Til"
    "x+M+ncWyY6fhPSohedn0QHdSZyWZA06q60MM5BzI1uhgOqTZcAqeh317nXNO7+jruPpAm+Pxa7qT+Hf2BMdgT57i7xPsht7Eeba9"
    "Ycs6i82Ll3kUi6Rn9Yvw5HyFk7wUz7uFkVY27NwfiHIby6WyHP7vN8E0SMNGfR7/7cRnP0bk1DLtkxSnZ1VCchCE7Ea0TKxZsS/h"
    "O2Wxx7GICIml3PvjmD+MwwOv0NBHoXGy12uakSHlL6b8VosmW/qIMmXb9pMi7yGlsgvOpuzCzhun3m+cXzHO7UvkJdzlMVq2rlKX"
    "S6/a11hLtdrH6ob5VeoZEsqJYBjqqdTRqarlNt+JZx1lCb1MQvbel/isTQWnY1ydrBE1bwrXNZL245xH2qnOzIdhg54rZ0Ev9pT2"
    "sJXLEF/uhAcVZWYhSdTXs8Tlf6qIqpP0XFrJv2VoXKalrUzBVcroK58A2Ukwi1oFvf4XnmKYFDGfsUtdZjgTP7lTbKZkW3qWyDhn"
    "nT83gKjT7aSlRDWFapvC7zNmhIj3/JVZ+f3hV+Z5RJ/jPQJuc0YDAd56Ez95MHROJmQ1RryiKvY39pQiYkB0FDdbKaw6HsEu2hix"
    "3zsH/eVX1sZa4jStgN20zNYy4kq6bEVXMhqE6uKX3Trf+zRu5f/hMS9iXL0UxmcLSfi+WDuXl0gVNMiDeiuebh+ZCI09UB6B/LyA"
    "1fxBDhbnV1Uwh7KKXUxz4aEWIxbL1elYH1c/tYn5ZbAKh8iPnIfNYtRcyNgxRp5sy0Lb/FaOx3Yv4gSDcUIatm8PnLu3oStaSSH9"
    "zEJIsmWDHOu5Q7pNoZ30gnVqif9+1anwNGrIfzYIGs3y9jFYgcaekdLWxTotOvmuCbNR49OomPvKYu8zq6+s2K7uzW7tSrKemXR3"
    "ln0Rp50F7fMannK2jIEuOK3BsfKAfBk2lt2eWbgFpD4DlrONOB6y53QaduuC4G7o1TYNOgZ3QpM9qPfpGO9NOokKiTEaUqcaovT7"
    "8P8PD9ZhhT6BnFq88iGs2g/sQY9DWh0mxwJODdpOLoNlsY7Z02QWVncW16hcb9MS2dd3Pm9nhiqOt07VBBP6Fp7wUW0e7OIM31my"
    "AM/1PmzCBF+hae87cVRTmkjgA+RhzwfLTVgzw501JrR75DGu8mzs/2b9BN72cbROWyCTqyEpVjf+EDK8Hrs4GDpzh14cGA7UdnrZ"
    "SlxKlx2xePYioupa11Yxz/c1YpFif0mQCXwJsyOVnm0kzzMkteacVzb74Z0ffqU4JFXrUszBk7QlN/MgqWEkn8NavWHjWl+lMZAP"
    "89qlhj+L82x29ijVIW1hws9L1OwBg7U2w20YyS4PqB7Fw/RDS9aih1Bfu7MK3yV4lagzNmfxJ+28dSLMxL7fAw/gX/BBN+LNg+B8"
    "vPdDWiPHSXaYTe81Svz+EfKeWNRhGCVfcc7LniBAtJ7KYy5XF6PFvF9pU9G7KDuWU+myB5TRi9Nc2h0pEZv5e5sWGSxDpXYKK9vz"
    "R5jXtAMWYAc57tZAKkfgdJoXsRAn9BRJ9cOFaQyiPD5XeRpPziKYo+iT9RCHze4it120eCksXZe37sNpGocM52pwSZ0M272FzO3m"
    "vT1NvpaNkBWb7DtB6o92Q2LyuTzSbj9zVk3p3Kn9/AxiNM3wafO9MW0Z2PR0B8mVBtpTi0Nj3q6WT/CtC2EXDxE7Ry9C4p7HSf2Y"
    "z3E5ZLob9iYHPlLSMx1Z/TnKitctsAs9oF+Etb1SermmVZbifVqL1f4eZ8XbLG0XaMc1rPUW4W+rvPZKElXXZHK2fIF1ukLymUf8"
    "Rp9ARDIVXvDPe5oPxro7P76QPX8LOC8+GtrIcvj7cdbZPneBOKSMkBGh9QOvIUqJceg1EOuej3Jqvwd9nngdLB/HBZPAMx4sEd8R"
    "7fyfnjwZp4hxxhcyJ7uTXSHdeNdKX297mOctk3OoNZS4clhoY2uaB88lC8/dDvZ+Eq4yA+eifrkuSM/9umj/eK6DWcrx8rkautIM"
    "eU3f1t/h0X8gd8gm/S3cAG2XrY6hajM82+V4/nc4CbKPRL1uKPLZc5NjwwXIg86rIA9nkd7GvqEodPVZ8BGysafvYT9aIkpZKMa0"
    "PloOFJt+6Cp9A8OWfxGfvAl+/BJE8QNh3WZy4iyPuqTQa6HTZRetyJb0nOrN7HeKMptQrH9IF70SkcnRiO/KcP4aSz9YhGmQhKOw"
    "tgLfxibP1uMJu8pM+P8b8VY5tMmZerUkiRd5HXS+caa9DH/EcJcd90E58RYq2NW8jRijW2ExK5iz2JvZSosJn8bpD+uwoUg6F1rF"
    "imaZFpEnfDTZhpuyopFByWgi+/jKYNzPvLhIcpCcFTyGu30Mj2qTPIH/b8Va/gvezgt6TXCq/lsfkiOxst2DtfBOzpFJeo2/d8Z/"
    "8WMYf20Z+zyUFrIIdst+N1iaInJ+KqzWNZD0kyADe8ujsMBjcZp6yemS7dmeIumMQJwZzQR7YQs1hbV4VtrzfVpfxHncigjyN/Jw"
    "vgVN30iukWGS8ExTJema02myxXvl5nGt5RV6smPG8g41zNjuohdclWb+jcB3WkCEE8tmGtL7To8gkk/k3+f3UG+0mtKzcgW0xCuw"
    "pFOgu0+T47D/U7HvA4N1kLjv4a3dLB0kHtokjOEerpZrg29xPt7VA3hOJuKErNLP4cUXYP23wA/O5wyKeYhF0A4rqIkddv0huKIx"
    "rZsEdZQLZJ06TtoRfpLiMsYHr9O2Hy2GbbIUbzGTrAE7ca3NcqJMIUNPKv8SY/3aRR0nY1eGeE0VZx+oq7/0IlbJYeSHS/oemyQ7"
    "Ri0WbiyGmtidszc1XGfDiTf/LRsyZKv9pxo/2XfysRoa8jrGSb/j10b4/PVYqXwig92BE3IzNfV+1AlR+hkxn1ks0M8RiY2F5dyI"
    "c7cAe/aOfqsV4a2+ny8kN0MqSkrFRodLF3IqNGZvu5uZq+T5Vz+V3q5Ots7pdutiMZznj7ErX0KCO8gxuOvqdESgdSZADHdgI+fv"
    "cjntY37pDcQkqiYOksPRL8eJy8OadMGZMZ18IfbtIo9C7aLQxlLj+2LdqWjt2T8rydmZ8Lj2pWR9chX01GR9Y4mnPRP3fIdBp7up"
    "SqsHb4bve4cUkc1zBKRniRqfeQc5Avoy7uNKZf+U6x8V5oiSROOuhDWq5qRKwmPel6l4pG3VWv51i0aS8O/vwdOsh9zNhi0zZLMm"
    "0Ja3wV6vk27BXDVekhegCVfBr58KOb+f1vIFPMMEqfTzUoZS1ou+wlC5K/hKjRFxrv6BFZyFlRwBv/lP3Pds9l5YZj3gvtXA5wuJ"
    "kLacnlMxJOwUrHNH6cNq+Aq9S1biZ52s+hc8EbwLHbIae5IIP1Ln7ynj1GRavzkMhQLsxwk+s5Cvjp/Acp+NpR377UJmF7YyG3Es"
    "q/GtfD9NkswPcc8PXsUZjyuJaBUS4bKQ+5ULj6tEs+WZoJcuggRNxJXmaHm4AqfVMPfzWUMrISpmlB5rHqQrz0thxPej7ku+hJb0"
    "+0LWhjqyxzvkhGw1Ip5mPO2GgncQvKxifOIxXHUJ5wPmQQtdog/IodBf12Cd/tRpwQAZLz11XZgjltu5C9Z1vNwFqWksL+O7neVn"
    "Na+7E2KXuM+YW+zYDmekjHX4ZLp73XGouAxDM0jhfWr9W4XsUJkrhhB+HnECdkDzdcdTN5XP9Ab9DDtu9a9VkIWe0peZYMcQ5uZo"
    "2xH1Ok77YzamneQQLziBd3GMZK6f0v45xmcSynynjOXfb0GEaRONJex62MWM+BZOCjkuymr6VG7mzjKke4lppFfkIPkAJ2I1vIIV"
    "+ipkUTj5E2oqv1Q7vWD+RZWfzo5xHcbzLdy0SEc/VdsonaM6QxZ6psG4n7cdLnN8F8UxRP2PkgXC5oEHyKEeFzLBWMt6Xi3rv45/"
    "styewy8Q6U7G48ZpNClXUbb37hlcCF1ktvk7xNTF+hE7i5V+SQ2er1kay9Ke2dBCyomjkoTXtovVnSQxo900gFngc+UIVvaKWO1p"
    "Az2Qr8ZsWeYtZ5S6wVi+x3uUBGfdyz1GpkIGxlh8hp2fo4ZStEOfhSY+B97oTkRwls+PE6s67tEsXeYoD77Wx4xsTyOm9Xk4sXnU"
    "epvSOErq+0P382wwEcheIX2nbfAddzGPVIPvLIDVHeuxXexa4xgrWVVpMTuS25GDr7ROp8zBEqbR6AzlphL75u43SH7gO1dwxswm"
    "TyyHYpMnhlYX1UW6VQzdZzbuU8q8g80yn48Tt6TB14hFp0O/LNXH8PbP4mcD9YngdC1p0A+/n494ZAts7XfYv8NxZo9DjHFrutod"
    "q1NpeU9sdipDHNZtpj8zNfoS9OBgrNoO5pcNBWMyeWYnQxP2h9d8Ps6e4SG0JPZLC1mL7+wj/5St3N+Q/4ksY+Rl2PpjxToIba5l"
    "N/14O6mODWSXr47V1tXtn1bizsRi2L3tRLG/HrZiqh6KdXgBfsJ8ZrTbpeu8KYYaYTZwvFhHnWG62glbj13Jh9Y5gxyly7VzsA4/"
    "fQ7fP1auEptCfAPf6+09A8ssbPobqrn6E5xiBEvVU4yFqJ/UMtmExCaN883qw7zazdmOOLV1pbr4La4vIDJt67shq5inCj1GQCWZ"
    "juqLs+KwqDZVYCd7BWTxOPkHs5dDZAV2rIVs4m4+Di9wI1n0rG5VSD28i7wI+/rs71E8MwWsd7mqrGV088zHJP/eXHY5NmXF2uFa"
    "WFw2h5696n+y2DXxqByNiQWc7/nkk8y8WD/11VIX/zbhkZSX44rr4NWMRpxplnkHO+sas/a1P7N9eZrCm0xqCmnqEDmKfadZzFdW"
    "M0fSmh76ROYfUzhODk/NZg8miWGAj0G8MAnnoxLn5Ez5i/OPucRziHjbEKOMbqceKUNMbv0ylmU6g6zxJYwLs71XPJj9ri7jlPST"
    "CKYlp+D0d5dTpSO8w1maJ7chfhwgH8hZsJBvY5fOx1otIRdee0j4mTg9O7BDA4MP8fmDsIeV2hdr/IguhCdyhFzFmqTrMnkIMe0x"
    "YpOaZxPde4g4LPNCz4dqPbh57OXp6GtTUeYQO4nDXOogpfSfE5yGOdzjvlaqTe27CkLb/8CctVVZSlSZLM/KuVV7yM+wSgNkEbFT"
    "O7D2Ve65Nk6QaLrq3xx+d6X3R0Ja0ThPfox14Uo8VSZnkCroCT0i+8uN0CY/Ybe+1df0KZ0OH7G3TIX92IxPNZaLqK/KEA8Z7t7+"
    "rC4kfSxS7tHTbRKtE2tebdOyGdNkWlqTrFhOknZS7TGN9+FUUCGrmQmvVVRTfUL2zb7iPJl1ePPetP7uXoa4dJ6U+KjBbJ1xvr5M"
    "RrtK4tXUx76jrLzu5edl3N9UeySs+nRIFetAJ+M7S/HucXIH7dTLcab3haaoYI94hJa4ApH/cHb6zNdnEWc/DYuZhbP7NPzkA6Gd"
    "b9ZHmeFwufVi+sg19Ite5ORjfU8QYR2/O/EFe3pbXczYN64OESIGrZTP3b5EjGc6uUdeuPpi5zx49hFe2Ri9JsjxnJ1Iqvu8Q0By"
    "a2j9ylVpdqtSTXGI2TmcKiHZLH/QsXpncCru8IVOgOUL5Efc51Ws0Rr67hbNjmBVIkmGsXGINqs5jTdcyj3yf40+KbmUVJOQ/ZgV"
    "LYRGszyNm/DYpQ9CqtrKv+AVX2h5DujoEOu5kZ0QhtTbSGI+B+74tPrBNy3BWS1FvB9l5Xg7td9J0BwHiptHSTA7m+S0eqrzrxJ6"
    "oQQW/mzWhiqJ5/KkRqA7tiKeXynXcgJmiY7H283S/ljbSYzTot4TcHMeZ9CSVfyXjNbK6le4xyb9DZ7WVbAuASK2UniE7eVy6N4D"
    "xPmvrqM8x+d1S+Et9pVb8Q6GkfmN9g7u09vlMi2STrAkU2Wu3qRXwCcZFEzE53axQ/QH7lwjqUUlT/j4oBMijp3qcsSFjNBt9XvI"
    "49iVkvAKaPGINEE88FLYLuNtPQwnwaY1xkAztcbONoXOGIurf4XrWM7rZNzvDHgTN0Mqc6wrGzryB/hQ6xGfleq10GpfY3+Oh/+/"
    "DlL3mRbAJ51G/XloOlvvpm6VjF39pCaNG7KXONvtprNrdCX0125fQ3J4+WYlFtFniDAPkrKD7dOVjjg5T2yPLqIe7oLnt2zXYMmj"
    "P+DY7Vexo/sAeMpWkZksEWr+BHO/Fn8ei79ZoW+yc/sifOYJaNFCeDyXinXarcS1lrPvVdVx4kWoA84gp1kr2QYv6A+sykuIYebp"
    "amp+Y7+xjOsq+Ka5+rAUUlNcIVZ/ek8341oWXxZzNuNjrMkq+AezqO1b+0p8XV/bPMRN9IIisMAdsfLLyavQJ3gdn5sKT2R/j1dq"
    "PZH7BEXMSNWvKT4kHmjCo4o8gBPoPMKZrMbVpKfuQmZd7I1PlYw0f2dq+jHOTMwBuG5zzyVo1qwH2bZszsT4z97HGszHFR7Asyzn"
    "1dchLrYZtZ6cPKrhWXDntittxMGSz31xfS9JxkULoYPKfK2tWg9DNHWSlHNCs4MYh2QqUlxaxy4c7u1FhJbacKQ6sqJwjZintjXN"
    "c6VEEop7NEJlh3YFsREj0L2DPDOSxRoWuR4dZIbf48+5eMLNeBfjdZvF+kuMWI1JdmI5BO0kcWzs/2s55+m6eNbASzRPZA0lvJeE"
    "HnlBfd+fey6TlsM8z2TSZ67KaBUMC1XTs2XGN7OZ+zXf84JU85OXstZSjic6F3pnfhqlvkAd7mgCPl02ZKXaR8ghZ1tcVf4R37ue"
    "ylIn/4Zs0EJS0wZdiRBRxYy/xRGP6fU4hcOgRfaXaVqJn46BDu0ATfAb2WFuYC/XjZC9E2Vv6SqGLvkqNML7WOVRcj7j8Rz4R/vL"
    "m3zHhJ89OFXacp7R9fPnpHVvg/9COUhSdqtwiux9bHazkWe/ship2q9zM3FRSpw2r5/n1aubfxNxE6cuIxljVSlKbBqXC1+FGGQQ"
    "d+dm6JRvYbuqEVXepA9g7ZtTqxnWk+shasP9LN1Dv6Xprz7MqZ/K2axK5nO6iNXODidK68HwebaR/y1Kb7WKyJOh75pswSxYbWXL"
    "ad3maW3Z0HeIWJzSm3dvl8bQCn1/yCI15OY8Zu1ppeGlWsXReqbaY0fGwaosgMQ/LKfBM+qhKyRCnuIqZkUX4bsmyVthL5rLbvYd"
    "VcH2d4PtKoTmqsJnDV/T8gBXSYxVw2p6XOVkw2nFk+nOQSVjhRXscztXDBG2D3ucC/ychWPtrvYnwGUbm9aRgbpdS2EdfeDQuT9H"
    "bPIIrLxhyvSVx4xhKmgrkzyqq1ul7azWpepCSchRE9F0vBz3PTk7qD1LOHebh+jiIuj4IjKPbsFJLPfntpGcwa68kJ5KLrE8DYHO"
    "+d3mcVzLt7Gp0Wg6izONCHcuflwKeTWMsyhZNBKccK8iV5nhPzdmfNOVz1eVzlS4/GpL/syQ12LM11fBWuUxYxcQiawLETwDYkIb"
    "h2oho3Hb/dPFdZpHNdVFtpu4LWW4UyBuXqKAjAqF+P48SOl8fGqBFMkvsAc/wcJV6hUepVqJjuh0Rh/yCexWe4rt9BErEBUu4nrN"
    "0VFBaR1WutDz7Lk/l3LN95Gkx9CJ+2xlRbpL1UXRM/3nk3oh/Y76zlxHacSpr3WMOKzzYYq4XpsQEmqcAnnc53KP2bWGPQH1/2Q9"
    "/r6Ckb5prX/4mX9N5zqUb5OqeETT2OLN0h5ckv6QyclSrfDWf2+pTtv/Sea/wVJlwps0nNgn2fNZBOms1i/hC+wHT3YxTqgxtFVA"
    "U7RCxDJeroQduJez7Ruwaj3YYzJUrFPf0Byuxym3vsci+CBxnLn9cd15+G79LLT1R3pd9AucrO/1cZ2N0zUtGIw/7aUvBmblDiBC"
    "RhK+t73/eh9rGBvY3tQGdrUW7NENWfUJoZW3eayaXfQ/yjhvdCV7Nvry9KQmGV3nhD3pZv0INuVBfP57rMh98q4+J3cY8r7YREmR"
    "72eybtFO7NAxtsO1OhDe7j5EgrqDPV6HkYV0Nk5MOfSkvaN1URnGTTHrwXvCuJmjXyCS38Lul8dZC/4Jcn4mfP9S3x2V9D2Whmx7"
    "AK2Uad2x+HkKGca6/BwO1Xz4PdU4PX3EouyribR0LE7aGp5sp6/c7GtncVgmsT2gavTDXq/BW+1kJvZw+V5HIr7tFRyNZzQcBUNY"
    "3wTZWENEyXtkhNy5Bw7yQ2BzopydqyLq58XM1pl0DMJ7F+A0WQ16mBhurfVfLMCqlzFeG8tshFWEj2flrQhykOl5wH7mLInNw1Wy"
    "E7eYCD+Z5FltSRSO82GH9sJ67KCmaoZnfpaeVZyIXrs5eZAgb8xCSmgx3vR0VlUMCeFTeEjTEKucLU/LffDbn0bEnKWXaWZoUwnW"
    "H5X0e2ArlsfIcSFzFntTp+TzTFsVYAPipnLGbtbz2Jo4kFF4OJ3gg27ag96xyDXKTGCM3thwdhpY78IYz2EaeiaDpfzVGCP6ySGS"
    "4RF5CrHWuxm72GRiR8QTnSXPd6DbHlrl5VrLjMlUxCSvYD/XqfUP95TDZZieI+9BCwzSD/V5ROEv45zcrqOg09frKRmGFFzJKVqz"
    "yjZ5vVqtT36Lrhe3GsbmHvpa6ZnQPpNw4my/I9A6I8W9kTvLCc7WbKatCZllTKhjBf5MXL5L0v3iTrN0oY9ShHeI4CkTOI1F7A81"
    "OzFJdtGGuL7lVhLxJ8XmIMwC9cUJfgrx/yK86QQxLvUFeOrPeR5qPFucq0i2hD9RxL6f+thDjmKWtwS6LBOnZSu+twiadTGu3Bwn"
    "Jpv13zX6GOO5LyUHntmbdfBzlNM3zvuyq/+IvauENvyL3BiOve8A2cDsk/M1IvRkLEdhPmQx+yqijCO6eCwBN1teF0VB/8sDjpHd"
    "yzHkGUtre3HdWoWINS7Uh/VSrNE3ksA6NUWU/ZNeFUzi1Jfz/au9dTa9dCL07qHMfw+Fz3EUZM08mXWQ00zP3Glzon/PYLtOmhF+"
    "JqU5e6ozcCo2UOOVs7u6xk+LWO9clFO/FnMaInIxtG/IU1vEHp4Y85Cp2agU2usATo7ZbMwqTXpeMZswTdAHsDmLE7DmW6EjY9ir"
    "BtBs7SRKFOqN2M3N2Luf8TzWoTcf1ziMk+PP4vT86XmVbWfuoz46msgu//l+qbc2D7AV7jRUXAerwzPd4Scf6zv137Hj0eYFNxHz"
    "oxXuMYbMIUn6HJW+R8pNQO1F9MxN+g/6h2MggT/hLZZq2+A0vMlhcg60axme7xfs5Up9HZ+cw1X/hlI+SFJdjS4iV89A+hIzLy7D"
    "/B0jiCKe1wPkK6IQ/gRN9wBWYpVajz3iGFjuYdQnMd8LXEl28oTvU3+PLLqO1zkBnZPHOnD9FiNXP4B1XAa5+ovcu0X6B3T5DsiV"
    "TeJ/ip8cJ8vJTlKh43BGRsltiLFqZ+ds71t59NkInyrCXGw+dWl7uYy10TJtC212I5FIXX/sCjyR8ZrFOWuUIMNUDT1uq0su1zWQ"
    "FbdnTfycfKi13StxIpfHPVpypbpY8SqsQznf3E7rbj/Vb1zG9zJz30Ssf6cdGcH2Yz4nh9r8V5yLq8iPsFT/wBNugEZtIa/hk7au"
    "Z8iHls2RPN9dXozdPQoeylVygKzEPbbARtmEU1Tvwx1ehoU+D5H1azivR8mvOlmsvrkAscPT2kOOkcHMacTYfV8CPb4NK2vd7t/K"
    "SzoSq/0Vou8FQRVi60P0FtztLPmQtf4Ice0CRF1WoZ7ArElL2K0jqCdS+ECV3qtdgmuvwtu1xXPacxTg//k4rTF9GrGi1Sri6iZ/"
    "K3Qw5D/cA7JISMbJ6jp9QbE0cs4puKqLya1voowdC3PwPgn2cuTyFBVyhioG6TUcnmdwvxlk+jQm9Bf0omA/PN3Z8Gqsj6WzlFIP"
    "GY5fOX2OMv2XvM2sTQRXiLLCa5mi7fqMxyuymY3a6enUs1Uxvl1PmS9k51WhztCJkiWnyGd45vken7+ZGJ77FWIZsggstYvlDyXv"
    "ynTmOq0zZBe88kXQZ7uoFao58bUJljxHrV5RxZU5Sorp4UWgq6wm3kKy8cY/MUP9F3TDIljn5WpzWuaZ7OM5H5Pedse9994T3+kH"
    "ie/LfJhpgn2xP6s5jW81MpsMyaCNsTyl+b2tpKuchmuNF+s5ytebIZW9g3HhYETQrckoG+WpvJZ7vpG10406h35fGbTtH+z/OF4O"
    "lQLWUy1y2OZ7Wi6kZs3xPbAl2O9U1j7qsydxzvA4dDyrchZSk1lccDJ8myWQfeuDzSa6viHEPiujZKY8pM2CITh3S6CB38XzztXP"
    "8JlB8iZOYLG+jJ3eyZi9An6VZSfMHv0b98mjzUkS2dei+FJO6LT/j5xCS4/ornyT6bIXVjOf3ck1rPr8yl56JbpIwtfEa1FmnP8z"
    "3ue3d9Th4TSOQctJGuZAY866ZYjNFZZA7gtoL90M8EBJ9W04hJr6+NrcM25Jd4eahjqc1u5NxPo2kXaODBOzirnkT7Qp7tPkY/qD"
    "B8kUeQge0FrmalrK/ThPUTzHdMjrMlkWBrI4OAh+72P6IuvzeWTltCd8E1KxnT5NOfkOjoR8bdSNwWLfmVykh0NGj4ct3Bv7ugkn"
    "5Bn497/jTgPghR0mZm3WUm/vglT/hr3Ihl7aQsbZb3GKyui/VdPnT/I+3eVOqfQV8gbkpFjJ1SxhVbybzMQut8WOD5TZiHMLcRo3"
    "an/J0mof4e7vMaRD1o73Z7YxRBQWIeZcKSVvJ+tlbgrRnaUs4vA6HFtDXTKJ2VUH3fhIKfeIFePgoVR4NMRMdtRazqURnitL50or"
    "nNUzZQ0Zyper4YosJd9HbSRXlz21VLsFeXqvXoz48FGb2YVOuVKvkclBDNrnAOJSNWJXTgmrjFXMeVu81lfa+6m4xuzjKmQWYyU+"
    "9xotgOGETYAc92ckl8HesBrmKuz3hzAr5vhsN3qMzBriTdkVredsI7Hv3XSDneLpkIIou5siuGOer5qaf7APeZIsQ5l6s6b+fCTr"
    "oFQMh8z9E+f7yiDAe82CJ9dHrpCfcaYdPr3ztkKti1FlMVZHeg9DWY20HEIHeAHNaWs7Qz8W4lTeiLfoiadYivecpZfIPsSvc5OI"
    "UfY3m0Qv1Il6Os/nQn0UT1DDPvhuMkc/hS1dCsv3GzTuCh0SzND7WVv4UVvInlB648wfRogVYv+M9ee4hl30jpWjxuNEumnSSmjf"
    "EpysFvBZL2PedTfepS92aCnikKv1QzlRHtST9Qmr3cnpkOw5sL3dxSGSNJIUh05LyWZ9IJMa4hhWu0+WbDKym5RspeQX66+Q/WKs"
    "s2nkRuK8wsbpnp5UNijpqwmBWK9YlJGC9Y4cSt1SQlSgEu679UFk63OIZC1jumQPvnLdf/7eAXA1o72Yzz2FHokwwtO6289H7vYI"
    "GeZv3wZLWH8vwX54gtk4/3fguwMg+S/IMsTLP0C73AtJaBp8gnf4FpY8od/gyQ+ENRyHe23kykW01me5hrrVGJk7w18dg08cDB31"
    "kmwiFuxkiRK3JoN+YQqVrtx5DuH2cGeDy4OHg8a6MByFGOvpcCni8w9gczNkCNajJfuO3eyNTS42hX75Qe3Jd7FaY/0EOz1vzSbi"
    "kx4d7Mb6d5Vc9uX/pDs4G13KSNjOvnUrPS1usjmLnvRqvHuU/UY1nm/BYfGcymnqJHOjraAxKul9ZfuZ/2gaMUrJAhxnR8RFksks"
    "dAVrrsLuvih5FNyEjkhF2p+33J5xxYxgrCqeETL0v0sSUfgE+RTSXYozvBKSuRpyZQiBl+DtjfF6ts6UL/R9nIE5UhCeJRdo3POw"
    "t/NVyhRmZNkeMDoM5XiI2PyeVWpy4dUYKp/hhlb4zuO5nI6tpC74Rgu8T7ITd5jic6NmgVf7yCjF8VRBy57wureYGsj8zGx23ycZ"
    "D3QWJ8+GbuC4iA6V1NTvbs7613CywHVy12JIOv7yERIyyq3xWDwhNcWeTtb//08e02NlNCJLq5EOkut0m4yTGWT8yGNngb1VgZjt"
    "/YO9xHn0Mg70b9HI67KAFTzrl6v0PWwJ3/uTIH6QPXsfSc1lWQTieL43wNdtU2+nX9RP4bhe+0rfGVmjFjW2TiOBuS64lr6bydn2"
    "NlJbB2zL2l4FI8lleMaIXsee0iRzGBtxDpy9Gugn6pXZxpB9axZPDQ1uh4W6U++UWeFJepOcJO9By46VUyGpxu01WZ+E92T9T3P0"
    "AlklliMyf+RsrHkWueJ6Mjour5N1V3b6tqkTHSW0NkZySA+NmLHqhpXdqh8ioh8rq4NfYIlgo/R5aBGnp10/f/O/cbjsIiuQQ7Zv"
    "KAN4Jktp9TZxHcwrMZzNGuKhWES2wXuVQXq1XX3RmCMtI9sQ3uOFcoF8gKjvD0j189CS07ATbagBmjLf5uq5fbkPg9gTXMKoyyG/"
    "mkWbqa/iWY2lwuFNl+OstWAPSx7PRWqyIGQdKLW/FcyjOgtn/rvx+lpWvTdWOWCd6EyPGGGdprs5qVvIqrlpwM1aIzM4P/Am/MOb"
    "WT9KZSUv5r2+8eehmvmDKOP9IbKDyDiX4h236EB2OlZSl/zAGd5LWCcpwZ1T1TjDW8rwOc+DmMtNWXdhVVzJ3ud049c4C93E2Av7"
    "4dcaNdaiLZCiS5lHdVrgLE6zR30FxDohj1HzbJvLUYHlUAbAcu/AswXMHLiceClPX4TZtze1QeDwwm1txjFH4aZtjMNhG3bxdFih"
    "XyDhd2NN+sG76AMPZgb9khiiM7vrYdTrmaxHmkd/GzzuJ9jvlqdvs/ugFFaghL+LpnuUEvCHXIW9o9wmCfZ3rkBc9jl5Bi1fsFNf"
    "Q6TVVZYSZe4jTuEPJHbMX5DtWfIJrnib2ITyAsQLmXi+jymZX+Nbc4jO8TxOx6eQg6/wJn/qCXvQb8axfQTOUDF8tsfw3EfJ69jZ"
    "h/RP+b904NWwz6McK2OMqTY5cg08oKMQuxT42uUgOV4cH5uyc22z/ktPwml7Cff/TCdBj8zQfwYPw7M7T4znzLxJy2M2ZMfCv/C2"
    "DZiNqKljzYxlIMmabgKaYKaeEvyBNZirr+NJV0Jjd5Y3OBG4WqfKGZLw0ZIhBD9OeXaTFU15NXfKOhHRtUbXIVYPZDSuPQMx4L2I"
    "KxbKlrCVlCHqG8254KRHvbUswXrf87IO15wglrEbyr5Z11Nk9ZrPoB9NFjvgfdycW5zrEIih1BgG93ixuCuHGBBRaN/613osc8pF"
    "/Gk52VwS3uafzC6YJHEcKj0LYDNxPmMzORDPZAjOJazv57OOm0N8WvMctuLvf5JSZnSLiaFeQs/rALKW3CmnynbigxhGWCc8zW4d"
    "Rj1+LHb8AWiFnxBH/YYr95cKnyGL+3gk6TuF1TNfGYKA9bMkaM+u5oxflLN07YjSV83KUpxdkyXQmxHGjYV8m32lFesYNZ4Ty0W/"
    "Mc5PDGR97SOdjEjSopRi6Pu74HcXQJN9Bc1kaEhxWlPjDn9ALM+4lR2xjpW7mP2ce4v1EHbF+V/JLFkhzpYhHzSWv4iP2RZxUBli"
    "PlchSvj6ncu42rT0df+TByXwGXSL1H8lAvCRxM4oZ49uOZ6nwvdAxOlbPMN41WLpEbIPM7KuIyjLR0sJZnlz1aEIRXwFMqa3skJs"
    "8ds+UlvPczkRV8vKIT5HObPBm7ETL4r1ulwqNg34B34yUO7E+xm+xW24RiXrkFGP9l+L2ZbqGWtZpyZjOrmBRycK1fiOT6OerCRX"
    "kuvjvgBeTYYUMD/WGiu9CLq+rXSQoxFFWt+c84CrvLSIHCxFnBq1SftousLrupSs08Cmsfsg4ijFbj0nNglwlRindQZ7qo2N1XD9"
    "JorrZl2uDo+gFPHrJ1LKutyDZNndwv/Xz+5Sin2fx+7S49mNYChVw8W6Sj7WLyANlWrzBT/jVOZBA1XoaukhX4VHy9fB5/pCxre6"
    "PCyAj9Q4yAyfxBVtxvkhuUmTeNYV+i50wL1q/HW3e7637X6iVskQ5XIt1qH6OJ74Kng8l8t6SIKhbB0m88TwzXPZDzqGfD07iZqx"
    "jkxHli3cDT/rUJ+3jWhNejK+iL1IxtlUTs8hSQSQ2tnwllKXUyfKOGe4/H1as4j7Vb/FSH07o06/mvt2Dk5+gvY5Tm+/xstzC3gf"
    "18sf8iPutgQn9kBIhmERvaz3sWPgVO5bCh/oQHYMWC5piDj+4AJy7VrH1zJofZOAVsZX5DlK4tRA2/UycV56isPQoWKm+sJ+xx2r"
    "oPl22jQ1O713Q1Mcjah6gkyRcnkau7bbI0asRRy9nFPTWqcfR+lpOw69hH8ih8ycYIR+KJHBb4K2ul3vwS6egdXapV/LHXiu2fBi"
    "3YzKVqyBVdjL6DnlwhNahhNjDNqtia5jMe0ReIeh0gsytBm60mFcOuYR05tHEkdqBKRoNVbiPOlN/+Nc7NIA2Pmle+hzsF6SCdBV"
    "Lo75kj0Nt+NZ9sZemh9vOca28pOYF5THTqm/aLG3My+Zg5/fQi+uiH2LZURUq/IaJO7ro3djlT/QqN/NmK9+VGGFvpIyMkTHWcNu"
    "KI3J3VMBLWDzPY/JSLlNq8KleK8Z8IX6yWGBzWldAH2xKR0varp70/W2Hiw94RXUEJnDtMAAWYJdHIpnOBkaKEGrWaNuFizpcXgT"
    "ehfkoL/xvSACtwm2AN9q8n+KKJMexV6k3J/voR4HsoZdHdbf/qQUMGOxl8TY0/EFmZR/0Vv0apzoH+UpPaXBRThfJ8Ge70/scKvN"
    "JLD2d8BK/U4k8DZpRCVXDR0uST9zXT9maTWxY+LpOpey8zlBLVvGGCXGaeMrOGdVDs9y7R7ZuOxdB3rGixSikMsWNBGbhqui/qkk"
    "11mp5xX/TzbipO+iK6M+uxN32Amf+1yxeoTxLs+FvBm+5TOw7Stw3kYj/jwXMVkz6Sh/kEFhA/GuHpICslMcAQv+EDPa5kk0xXrd"
    "wz6EKPtnthGzxa1ZFZGudlLCc8k4l2TFNcrpRTdXEtOj2BdfH9b4ZfAv2vA9rd76MSPrX2GlPoScruQsnjJScvr4dIl5HL22RKO2"
    "n/VmZtFNh9rnJpHNzXqxDT+zg7h5jxhRQYyX5C3sQg7nuYwX/hz5J9Z5o47CivYU83QWwzqOxRr8BK3zFp5za9hV7pVR+otM1TG6"
    "fzBYjhaHEZ30VchU1SSk7n8NUdPz+HN78nqfJcYLnSROSX1yUEwsqFPpgRqmWo3HnMmHfe6PiKmPvAe9lYO9Wgu7+jjs57NSP1Z/"
    "SJY8Jf+zy5m52rQhqGzCvXv7nLhFBC0hKw3EsqNW86hKM/wVwt9wcwxRRucJry3zGdtXc1cXM/o35q13YWkt2/4nnuAluUSvl3aI"
    "/ovxTdeJbJzYK1ilcxrHddI4BIV/ivGL29zuA/o4T3wLYjM0Jcp2Q3Zm5evhYqzF1fQsKtmfU0yf0GZyFlEihhDvL+rze4azvIs9"
    "X9uw67Mhm2b3tqth7+zSC8XFu9XMGsWJKW49NVdA+1dh120C7n48wWFyqUzXm/FrqpbfSFJ2uKvkMVqOp3luR/ue2ARzDB3kOLlF"
    "PmbnTi+s1Q681zp4jofANt0o10HHFrAf7DNiKX6IPZ1HDVXNSMRl/SK+f6Ar9nYku8DdmclOV0BE6veE6vc2elESk76nx/X9V7PT"
    "Q8h/7hD3VM+WLt4fmo+TOJwTnTbHan7KEljVjbA4D+MJpuCJrIK3i3NsVhP5J+3Z7fKuTsWbz8UODIBctJAnYQdVDN9iCOvoob9T"
    "KvNWTrb5Glq+NrifeT5b8acPcBZOlFV6jLhosZy7sIl4YBWs5lbpDImzp7na4yB3lDfZVRvjTGDKE4/6HjrzFVriLQwva6W+j7iz"
    "Oex8O7zlp9CHxgpi1Xi79x2QgdvE+q+v9HU68ZrH7cByambLl2ewA/pUevOlRGDZD98dFjRHpLWQec8N0Cx34ip361ucdBKpZWZw"
    "GTRn+3uJ8/rMQ1hProtiYtEo8wLGOdtChvlMYE4atb6t1PWtUvziJ5Ld1jCQHpVZvnrTT37Hnx+AZE2Bh34BPZpv9D19Qywn1IDR"
    "pWnxfhLzM+wZXMcevg8mxVpSV5Nn6qtYp2w8b3OZhL3Lh2bYgPW92zOflPDJXH17kMT8HFe1PzMX8PSUM9tkHEqtWdlogbUana4v"
    "2oSqda00qlNhqobWdr8rxo4+DK15n14UTJVX5U6dCH/gWH2dXWCGFBDlJIpF0I04L3KVVHhMOJOTgPZ/lu8lGuP1nD3bWczGu/kS"
    "yz5dK3Pxs0HkHc2Qd3DFbjhdm+D5HSgvi/VXW2XtDaznXZyxe1q7BQ5dp4ZYw6lZlIO5jiX+va0L5nH2FsY9K5P18zhPexzns2s8"
    "10AOp3oSxDOJEK91Ozwhq231kwLyypm96emzCcZbZN/rh3Xohp9fIw/K7dBvhewE7yWdxDjS96YfVsF1jmrocYqUWZmQqD2uh9qY"
    "+xyCRAefGxSP8dBEEp4xJEIEjABax82QbKN+NK6C/pzNbcgI31XS870mihFrYy9pQavawF8rRoSohO9JCX2NMuq9Not1G0uYrrUl"
    "fd14sMffEJ8vLeXvLNPTGKfmGIl7xPlK9uta/FCphgi1t2zhTkxj/ecUnNoIMwmZkOgzvVYt9foqQp+sIft6I0Tgt55te961RLI/"
    "0Hc7RtKM9i626cacTAG9S9P0J0mcnkr2/6ku43CbHJOieZzmw2YzgnIYlDU+ljWMZfPVK6GLzSafRrSoUmIOd5G+YmyJe5MDq9Lz"
    "9W2FBB0JCV+JeO4iv44ZjIrCtH6xqfY1iBFfRwxUiF0+CV6KTSd+CA98GGz+bMaqNn+Zj1VpDGuyWE6FD2o90ebBlRITvAT/xbQP"
    "+zki+iL2u6U4NqIYbG8RrNBmxPJRnMIufirrYPmWfoAhO/2Ct9kb/ltHeo4WD17MN+sNXbeK2cLz6dmdD1uUCc+yafCNDoLcG8Jn"
    "tr4IC3AMTqjlIW/Ff1/xjJbodFoKy3UkiPpYgGtvg68YYa9EE1rFBszLu6m/cZ4ZKO45nJVXsZX6GV7SWnIMlsFLMhzypdAxc7Bz"
    "29S6iLYhRjAcWmNH/E5/FYuTB8AirUFkPxTyeKPuFTSRe/B+y/BmGXhfYzI0f+VHWOGh0ON7Qxbqt/XW63S2ZxmIsyYb97zvxpG3"
    "Q23W3yo838ICXo5nWqQ2v5fNeEJkoJSyA93xvbv5v/ZeClOclE4a3ghXyhf6uXwCHXiMtgvO17zQsC8UHvzTeMtpcgXerUDXqKEL"
    "7Qt9k4c7vIXn20z/Y6Jsosb/HM9T7flVk/q1R1Qv4YxGjB3DdSe5HDdVaparn6RsaYwnoIG4Cm4DcVjCEfrVwk7UkDlV63lZppbH"
    "y/FcRsV6KaKrBcwouknkEt9f4SLQvSXuz7TlFNyMa5X3jwN2QNb2P0Q81noPRAEnwcI+D5m0epzNB+7UZ3A2ZuEqbZk3m0U/sZJy"
    "fb3UsF6Sj6gkrqXe13BeZjnO61REBK/Ciz1PfoKEG9qu9SmvhQR9DAuZizd6GOdvOf6mSu+HTj1TvsL1rGs5l3k5Vyet0adwjkr0"
    "TZ5r96QVfjc36TvQF1uJ/z0ST5UFWzQd0ZD1I34Ha1NCm1krAdvU9V9sh7xfgEj5FeiSL7Czxms9JrgAsnw71sow1LtwjZJ44mlY"
    "80rYvPHYjyy1vrhK9hiW4hyMl3HkV8omj7jZ4YuIOV1B3JTW0FdLdAmzueWQmL7wpsvkDLGO4+3snhjPOaBq2g3DTan2MwWtJJr2"
    "i4QoKLX2K5Gedwypy/fyGCC9JUzjf8V4Btr6Dupq3zOp/rudiKCTmhBJTWiHjPgck5Khfz4BC/Qj1qirvGiM0jJH74HnFKZnHmpr"
    "vK3465QGbTOy4VfN1/xwot6mkxOF+kGDuB6TtJ7dkXICIvoy/Z0olL3lB6J9Jfw8nJ2WSm9JM8i0ZL5xI0h46NFX8z1foNmKc6SY"
    "fZeh93bifl6oLF3RnkA7t4VvXKidoTdac1+qEZHWcKopxvOQpcuDc+H/PIS40DgwHsfv+ss4eG8nY9fGy3rNZY+RMcQtxbN+rz2C"
    "In2D+qmmDi+FneTpWNPG8qu8FNwDf266jIeGekNPl5xwPLzrD+CV50LHb9eTEbPPxzPYpPxMrGqr/1lhqGKPyQxJ9ahYH/UKrxMN"
    "3fNpyNtzXLtSrFiUXkIBfHrLbrdmhNyclfUMohxa/nKuGibNFiKanQIJyyJOQzGsp9XGd3D9lrKafQsk0bBdTpahXiPXkAHZsaBU"
    "Mrd0Op48l+hYc9QmEEvUKmzfyzO4b5HPutjKXMmovExtwiZDSljhKuJk3nbmZXLNjgRXygT5S67RfXWjnADdq+E9sMq5sp7cGyXs"
    "xDSO0kx47cbu8HnwKq6zmh6wW//2vqthAt53E33YuDoEnDgj+yo9V2wiaC9J9QA2pP0JycFqurK799+SfnZUmSfrKb9gJV7UJyCL"
    "LRH7z0f0uR3a64LgcrVK4W8e8THJfGhUf2Y+6XTtrk8F7+o30DJXyr5Y3SdlrQzVSbCsNyI+KqfHtllXi+XLDN1rN2x6VF8PnlXD"
    "BZuPp1qOq6xFVHGo3Ku/h4u1edAPv28qPYKC8BV5CVHmXYjF/4QWDRoYY3wHPGkmrmo802vwbM2Yb3JzGRXQQkmi9B8pd0MvvKUL"
    "ECN/j7efrjPgVT+mtwTt2Dvs9MAuz70n7EM7lowLnzJ6rCJqQ0d5iJO8hp41ktzBtXMuIaNhN0dgud4iyk8lPchGxJKq30/M9fPD"
    "EW0f2PTnVnaMfc6u4mrO3EQ4N2yxc39WDh7C9YeKm/9pTg2ZIa46X0DPdy2er5A4ag1lFPnlVsEiNcc5+JdYRWA/6OMcoqnOg4Rt"
    "0f+cxK+dTloDO1zDp2jo6wyW2wxYGTZExzMk1UffGjI/nR6aRXBbOJFuiBYnsWezFWysZWtPg87pIWYpWsvH+PYF8rx+Au/uXM5/"
    "VetGyMcrYpzVO4i7F2GHiemwIZCf2dClixitlmEvj4NH2w9Xac4uC/PiLDq+GRHGCkRVZ0ObHiM2O9dIDFn6Z3imj+hA3LGzZJK9"
    "sFQ7EWvfcjcr9sAoW60vwTLOgIX8p3wgD6qhPuZDg8yVvdJ9abVoH+qrfpXa+n/quCQxYivTiH3Npb+4GrBxKh/KKYH20Bkbibnl"
    "MHIGQu9kQpqX4bmniHUI/oVnPBZ7aXUMyx0Uqa3ySuqsVyHxAbk0ksRLtWrsgZLj+1VtLsLe9kXs0HnYibOImHqxVDFTksqZ3ijZ"
    "6eypZTkcH5zDpa/bRarkRqlgfGiY6HPYb2ddeXPwVAPFKj9nI/ouZGepeQDz8B7XQFImBwcG1nF2JXb7M70OOuMXfOJweuGu2/JE"
    "+vkO4cvs0hv6GN5xBmT9fBkBLV0G7+h3TsXsZu3TIr4rENl0x86vxhN8AInbj3Vg8+EMGXIXbHwHnuSkR2fP4y7YulzOHs9qztx3"
    "4Pxraj459H07AXyDm8QYSFfLNNzxL6y54QP1w08sP9yMnb3W3dGEHIgF7E2w2OtI9l5bV3V7+Sex3SqZR8iHtTxH1HcSlXBmJMmK"
    "dpxP3iZYgpO7SQfhDH+Jq+FsaG6QzTnx/ohD5jE3vAoW2upVV4jjTXKeTzV3xRhSN8CXzIJOtfryFHh+X8s5Wi03YjX+wu4X0Jra"
    "vPIKeChlOlMXEdX8JHHVdptZcP3vRcxlXuWR7V3XaFuPm1BVp+M75bE28pGpQyO1LqoOab7wycRGbCB9iWr+b/kHvO8pegJiilV6"
    "dpDFlY/wLWbrIEYIIZmpLpMazwijuEZDSdU9f+PTrYSnnuQnY95btNP7STof1eQ/JkDM4+jP3Q59v3vIGq5ZxjvlKX1E34HVu1aO"
    "gxZ5VJoF9+l4rMBWTvk53zLw7IkOmWMteSXtd+dD88Q8p6IxNO3yOtpwCHeRhTE16VHBqlbIKelm9PysJ/huWYjPDvWokc7vNE8r"
    "6RkQHZ5PB1Hfm2W9xDv4qQb/pclTSAD19QXU793eDvv3PfbsWTH0kB8RSRtP6Cx6OUXEeXZzdWMkhbG5hj0mxdAsNnm/m737u8lH"
    "cwg8qQm41nHiovBc9gi1EEMYMm3bSNR3hYTpfw0poRG1Y0zfRYwd+prAIv/WrpMxow7SRGqawGLtdunpnlAdw9YK7FApPLwaRqAx"
    "PHc7WYe3WsRcW2/WuRcQu/FYMs+X6on0D1xfr5tcFWLzmM3/Ep7j72r4/9Yxav2Fg3DOjkak3kOS6T53yx4NExfdG/vuJOiKa7CW"
    "p0l7eRN6eRUksC80eT5x7pNkLXQ4VbfKtfIbtGUKw7thei9TeTVDIM3yWcYJYj0EPXDKczmRUMbIura2l5rLrYCPNQDrMhUysI3d"
    "IwfgXXdz+q0pLG6Vz4eFnKe2fkuXjWrOCegYa9lWybsC8taAEyhdJJK+j8NGsEz4auiW0WR03ME5rwJEtzk4PQ09cpOLa/pKzE/8"
    "uLtGiTKxi0z0Dt8w5D5UQG/dQDS4Ks+Clo9IPJvPU8xeRfOrDX3VmOJMo2d5NtLy9BxiyM5Hl9N1cxwlxNqzHMRo2c2Yo4sswSpM"
    "ENfdaWhpCWL6ni33SllYBPl5D28wKRilQ/QIuT5YTl7EpKaQZfpIJD0dltRveO8C3xHgMM+OkFOwavfLS/oS4sEy6JmmwSTqkq/0"
    "Mv0V8lPpWT8riHG/jTP11bSJ3SWezuqGtDRxL9/NyHSRpa5GPRaeSQNIlLGoVXrEmATfyM5+NU9ZlFqupYxkr1/oa+YJ6q/hnjE2"
    "n5FehabyiddBPqzf6WCpYo+K1dK34hl38M1asgM/NVtp+U83tzYUcvY+UdvymK1pJqtZiVpOTzLh9eA/xEWzMSKwqIbpukuqczhT"
    "F6c50hzWapIZBJOb/cXy7YXEgiuDTzBQzN4VMO9ajDW8mvniKkilzbPdQcmJM7Mc+tpOSGZE58+Xws62Q+y4iV7ZKLlfhgdNYUe3"
    "amesiTGP25zVXNy1CnpxM34/FvdbLOfDszK/oCFsc5beBl2/Dtdc7LHWmlL/O43UmVrLMDNqiCNXxWxLvkeQzvJ84Umf70hlLQby"
    "XTshQi+mFYox/j0FJ3mk2LzBCczMJIlCU0AeQKtjbVObSx2jH8HX+AMayyb4DB+wFVbhMbG+qaSXYPXZs3Le1ezVAbiXcXdkUAMV"
    "UAo7+UhdfUyToDVq7ucxDhXTKK5/M0mNXspqlXnEdq4HpLG3W3ketBrm9V8nv9kW/Y7Ztf3F+gT3xNpajXe6KY3WqkSdSrIvchzz"
    "v4s577sNGtbmE2dB67vehKPIFB331W7HJjxCZsMC9CXKzG+6mvx0w6EFzP509ratq6Qwt7L55FHm2UqoyWyqzuoEK/Dn6/C5X9n3"
    "ciZt9OlSwWy1mwUzDIqm0JxFatwfU/EsJ8GuzSMv5xgp8ZnEJJlLKvm7Yp8pCqSizokYSP9+gHQTh3FfSg3bUg5iz+C3erMOlv7B"
    "ZngvWToNd/gTmixXL+UUWpSZ1ldw/whr2QPYbVGGmLGK2X7j3Ykx43KiJMihmuLbc/5JNWcJLGYyHmSLzFbjLrfimT/R6fKiXIt3"
    "2499JSm+PqcRm1AzrMXKXsCJ41mQxD/0Fljf5bpA7vQdtk0klp6U6CO51Hb9ZC0iEsM3mgb9s5Wdnx/gkz9womsB/BPzMnLgfUyG"
    "xTxGrEveopz2YnN6z+As5+K+1uf2sTwlD8gQMe6ZHjJM3oL3cRB8oyeZIUxN4DpvqLfPhtpTX+9xakZKMU9HATs3bZb9R0QO7Rpc"
    "iIhgIuKzMXoRzsQ0balviuEWr2e2aT/okiWQq8HQEb/j18dwnbdhkbtCD3wjr0GOjYPzem3l83rl5JQoooT2ooduWekoKyjZjImq"
    "mY+thp+4r2xlfWkDs4Kr9E+x/tgPsBv/wFuejEipF3bauuTzIdvmKV+AWLY1ouQwPWPj0ExWYP1Slf9ukvQ9rAkiesQYv63XOczq"
    "FULD9QvegLf+PryXVmQJSXnWEV+TEFZLK/Uz2ETD419Nnr9HxLLVxnxtFZoDEYmXq3nEa1gDsK6YPvB674D8GMrk84gLvwhPxN80"
    "DK6BHdmJ02uRWTdOpgxi9nkh/jwQa7SYeZK4Pg9/vggyXMie2jLGMidKpZ9OKvDTfy7jW7f3N8VMF9JmHcjuQfvbUeziC9mbavMk"
    "l0IKP4K2sK67hfDgmso8rP+B3K8WrG5aRqG/uI7BVM+ySIc6qFyhnwhriW9nwRO3utB9kIkfdB4kop28CK93lNyqt8Pv/g1SvAZX"
    "Plsex7fu5dx06POT1cz0xhnBXUQW+214LpunGcHqkjFFZTIj3l2q/f5oOiPu9n6wWAyXYBQcJT5PI+J9Lca1PpTtMh+/GtbyakSG"
    "C7Ayq/bQu+K4eovIRWJzAZbvKVeH+lNEb84q9KmI09Bg5uFkL0aUtZL28BuyCA8je9UTYt5UCg0lwk7GTrR/5ruMxP3K05xfoa+y"
    "Wux2CPTEMGKmJT3D1kLGDHXnsxr/bRq7Ol1FEImm+cVqu8S7eVypSDojksQzGi76vr52dQl7ln5Vy7S5yYYSPnOK5SzVCThV3sV6"
    "76b+rkAkXaCfY7/WQXq6pk9jNH0q/6LveCt2MKQ1Hyab8f9JiK8WaGof23pexbp1N9fV3LxO71ltJGjIsQcRTdUsTG/YuTzii1Sn"
    "465Cj/dkXTWZtN47OO1fRX4ioX8Vh/VYz0yfejYB94Ztmfd06+P0du0/X/oOKWf53SlIpiUy1S/lEE73S1cNlRhyUVbzkh4dOsG8"
    "huVCyxjJJNlPXcWMRxVPeAye1CL42BugFZfjbhv0cVlqCDYyCz9xM2nKySubgzrXz3tN1PPhP9pE+XZotn3lSURynSGJ52KtjGO+"
    "LVlyyyGvFgGOos3pJfcgPrwap+MrWNhvpY18Dt9xAk7rJXKe5LAnLp88CHm0qdYBcjj0UjY/VQbvMAdPUaSjsdqr4Zv9Kcfj3P+q"
    "Z1n2M3gKtqss7B9cJDdB2xnKZza0dAFszm9BFuTmMPmQMrZMi3xd21boCWLdKdYnWw7QgcFYnQw9Ojj4Q8+Xy+DxnQj7Mzl4Tp/G"
    "91bCRkyUKTjlj+N6LyDOOYu1SPNLrEJcAr1iz9uYvswSxEcjIG3W0XYC53SqyASyFyeYatHzU3MzL0IHXScP6XnB3eEE+Vqv1zfk"
    "VWmvFenul9J0f8hIKfDneDQkPPQzpCkEKYcnk0t/N67XsJOmgp0JCc+xYhrLdv4dsrNEWZmwqakdsIE5ejjrp8YZugPyb3mJK/SQ"
    "Bs3kCRkF7+BVrMt8RGQHY1euhL7IlWoimO/EN1Zi5aOQZ8u21Z8jvgQ/nav3QcsfCQ1wHLyMJyDFzeVmPoXpoYmskVczF7IXESYL"
    "GFMfCS/TtOXx8ifW1bBUN++hVuAQxiwqGO/x7gzZczvzTo7BbVUaVSSpF/tIPko2OUNzc1zEbvI3AT9xGjwjW7e1WknOpmKs1vV6"
    "j7wHXXs23nknJKQxpLuDrIIsLkTk8zY0w1C5AZ86QW6HjJyOJ34e6zab2r+U81Y18BTW4ap3i3FTFFCLRHhq1bMNtJcjxOHZjIS/"
    "UgN/3016VXjm1BrITQkZ6cv47Sp2F5frCvYm1TBT5vY0ZPTg9IJNF5Qyhi2ETnAonoWQ2lx2eroYZ6H2lAhZyc3Dvk1OFPNmnK99"
    "Ap/J1utHVrjqQwydDVvYCV7kG9iDNfBjW8MGjoH324Sd5S/yXcr5zjmMMSymuxv2+984X0PkO8RHi+iNQgPJx/j5YKmtRif9nJTl"
    "PTKx/rnEhW4kp0gOp7avcGiT4RtaJPOCCr1P28hewbv6Q/iDZgTNmFkuZRdAjL2AgQyHNC/D2Q+JyTuTdzBmniKPT90i3ZElcmO6"
    "h0N1hpSwD7eG9uAn2FurncbI5GYZ9whOagv4ZIeJsUW1gseSRa/BvKG+xOwK2c8X+kpZ6PuC7dTns2/ApoT7ifWj1o9Nl4fI62RZ"
    "53Pkedir7ewJOw0x2wVyla6VjxCjvaJToItXymR5hHHrzzIA53klnvgqORh+iPFAzGTH+rGwBsM4N1dJTB5DBcuCDx8Nf9Lj5Ovw"
    "SUSic6D9j5ebgx7yihiGzFmw25uZU24kzs8wqbxIvodvcLUY8mIbfGc2ZSOJaHKqHCpv4O4dsc+NAuMsfBdSMlIjeJMEsYgqPR58"
    "FnujriGHilUqY3i/CPPpNXhDi4ENkec3Qx+HtG/VVsQcsG9vwTN+qoa12IjTja53X31W2DRHV+LMmFe7ChJXyk4vQ8irIvJGEt5l"
    "zNf0a8gEYlOYR/Bzu/gzh7Y6i/n0BbBWR8N65iC66kZmjS04GR1spomxsEM9r2T+MsoIZj5+HeM70mpR6JKcUXSzzMWw0G6epIQT"
    "XkmPMeiYRnb5WLiMWvNqn8ttKan4rGGaOd3Vtap9308SchBjF2MbrsZwj0AQ0xT2fTH/5OZnmkkKr2wdzqb51ufIp4jIfsT3jFni"
    "Xvyuj5wKqfoS3vnYYLV20Yt0gxTIGL2UKD89YbkCOcqzyhwKH2kX38CqFdbnMV46ya40cqzFBFvpO78F25GLKwzHt7tLIdGa8hA1"
    "GjfAz2Q0L9Ck73+1OabbIFW1Gfqoz0Xbf1k4gTannyRmeV2El9oczf+yJbugde+VLDJrzZJtjG9+wp2KOdnfivohwh61X3Dlf+Ee"
    "HYgkot4TTsL7crneSlaI21KeSnxEYr7IxUTgM7lzrF4pHJs58Cgi5JMwXNKGZL41LZ+D8zSZjMCjJUmkrBTr0i4fO4Ra6xOkNEQz"
    "/662rvdB0g+EVbod/t4x2JVP9Ebo4xwifOWSe6gfdMA8PNUh8ih0dy+8/1odJ3eL1d0fRiy3Fj/7BZ/Yis9apdDeaTTk/BVIy3Ni"
    "zCcPw8JH2dN8hxoO/ntq3FPvyA55i5wti3iWctV1VkdpmxrJROkojo+ukNNHH+D/Q7DzDbhnLepg9TtUMoupR4vD2Chhz0ilR3sf"
    "LRdx9rpGx9HG1eB0dkVsUMQZqNTk2L6++taLOEjWL7MZPus2dn0bNsNWXcC7/oY/b8M7t2LmqIRa2zjQb8Y7/on/x9ITuO78FNBG"
    "x/0O7F2HY9TlfRfBe1gOTXaHWARjObmt2jY4Ra/FXb8io5Gr7WWz5nynmI/WWIZwlsTl+WwquRLftS6eZfoarMKxeLNMfZO81gfI"
    "tbICZ7L+etbhYvmhg6SSOZ5CIuIVcv7BVRmWMeNxhsTSzHButvhq7H5q2ttNuYVpJo0GxOtuREkbKC6jv0D/0Jmw+0dBOgvgKc6C"
    "hNt0XjU9kVg6usnjryeKm/uoL6Pp5pM6Szw9odxOHKPESLGYwaGaOI6/as66x7UvNFNM+5P/M8FacxHrk404ee3wc11XSJHHgjf/"
    "r4R4yM5Pr/Yxbpwor12Yq4xyhs/eezF+n8Vopw3sWXv5lVmCgUS0niUJ9uz2kg+wAzn6qhwpxYxS34KMDecUfiU9uDvY6dmE1zbt"
    "u4N1CluDI1gxL/ccWmV84hqv+91swzh6fa3gaX2Nt7gGNudFfRReTDfs1cPyrX5Nne28WZvYMRTDlmI+t6H7luKNkhr3eqfUI84n"
    "0/x5hqtdnY7qzS8+VLLhYVnGp6lnoLb+ynJOqluk/Bj0S64a4lsW/m4E9Fi34BZq3kz6okW+Mp7J3crGyXpNDIe4APZyG/kgusOT"
    "Dhj/HAgJKKI2Tfo+A/v3QrkScdgsYgo/ir89CPpmO/yQBZD77czYJtgTU8ZnK4Jf+YW+IIX0SK4Q97eF7HfbpnMYp7o50pp0RaWI"
    "J+1MeV2NO94ygpX6FHSbofkvx7kZBEk4T+aK8aPZc/wCOZ8ik/2KtZbUiZG/zQvX5hqapXWY/c1xsoWdS6VEPyjD+5dgDddATg7G"
    "+5RBIm3yP5O9EkXQrNNhzaKMm+OMzhNp5GHrjSmEtMd9xc11S0eJT19G2T8XnzC7VcQp8APJitAaVzuceBW1OPgh2e/MN56COPdt"
    "rk8RNIJVXaZzfq0izaSWn84E2R0PoF+0EU/ckBjJxjdxMt7QuoqstzAXK7gZmstQ9P7SfsHJ+P67nC42RKpt7GWyaushwU4821JO"
    "E7mptQpYpChtcAvixg9mZLnb14ITtCG5OFeFeiKiqyb6ANbvZcSY2ZAWm+59VrrKxYwPY+wGyPEcG2sp923TOaJL02ff5O5jfGqw"
    "uCrPNlpJ0xbbdCp2aaQcj+f/nBM9/4CknyJ36HU6ACtljJxb4NkYS+qVZHI9XWym1Gr6G/UorOICRM0d8O7lspZ9SzMhZdYp+Dn2"
    "YSQ8yfuwZobxMlreIVLdF/R/XeWzQN+lP2znrje1sctA7WSeewue+CFolMvlMDmVP83BtWex4mv4a1t1kjT0ut1lDZO0xG6u3iHU"
    "uo6bEfSiQnbQvkZky/cRwX/KDNg2nQH/fTGe91Ss8UZON63TL2DbDMfmVXj1ldBN7eUQWHWLi6bjTyv1E30SJ8qQjDv6HuccMqeF"
    "2FvTU39yWuhDXLeSDFznizGbX0QcVSUPZR+p5bBxOzYaPlLnIITW6yfn4P3e0XbyJb41CbY3QjasqNb4PufN+HUz7roZcWUh/n8k"
    "rarNJFkVYjmnTOvD763C23+MnXoZWul1WPF5+H6LBm/ph4x2OjP/k2ICiVMzDpIzxPKwQ+FrvaJbYCGOkG040+dre0hCtrqO9QhO"
    "WBF933K8c9RfoQFnh50PdwB3O6lvQ2aXQ7Y2kMmyCNrL8GAnpZlJ/5fP5zDq3MRkJr2thP6DvRL1owJYHfhhepkJ+mMFfjYcUiu9"
    "goj00RehMb7WyZxzbSL363P43gZ20Vmds4y+l5uwN5aif8vPRAywv1/DuKYBpPA22Z/5/1p2olreLZuOGuyRslIM0CdwVtLsTjar"
    "6Ofj3htY6bF81iliLE1va6k8r9Ogt3bIN/qOWg30MXzyZngSgViMOVbORDw9S3vq47AGxeTmqqFH4eaMEuzbmcus3YPs+bNz1w3P"
    "0gR3sLyBzUAchyfYLI/jHH4PD8pmO1+GRtkUzsBKrNZrgwz9t64MX5BZwenYs9WQ39mwgBv0eGlK7TkRq70PbF4Wu1NirB7N47vk"
    "s9d1JfTCJ4iAxsm5eN/2eONngjeh2xazHmn2wDhdR/rcWpL+63ViuCTXScJ7ZzGerxh874T+Z9RTF/N9opwM+2We8atqjNproTn2"
    "k1H6FiPk6N9Yl3pQ/9l0+BfQblZbmYqneRZ6ZYw+Ic2CyyVHWgbNsd9bceJXwkK/DW2wEqvzGZ6ovzh75PB0kuQpSfUOtvIV53aS"
    "6ipMMLNSSc0mnB2tYV7xNKKU5OEZ4qyHOWYcTVdRf2AmrUS/gfbLYsxUSSkyv94q09Zzvl6ukpsZPfyuC/H3Z2BflzOHO1yulutw"
    "uveRbPlDr90Dt9e98LUdQ0kp/c178WyGGLsVeuEGMSw46y9oyDq1+TtVjE9i6rznaq6f48QoIc7YmbJdHuT80PXyJyuVR8psrGL9"
    "nDRlZO5IcKUSnGww23a6uK6+m9iX7Jj5ypnxjdID+gt70U6eJ45OZ1ia7ZzfWYm3+wxrNRqrZrOQ2Vj1bEaE1p20iR5YEbXaXvKE"
    "lBKXvJIedqjHYR02M8513bBWpV+sxsF5iCR58vOxUzVkB7CpekNXGsa51kqyuhlXeTUzNDal10DqIt26/5fArhSzqypOnIMs7nCU"
    "WaBYut8x1TXoVilTXQ7ccmg2n1PI+NQ6pYfpe2L91puZZ/sd0Uk3+OQXyBW0lSUaT+dNBLGL06pOTx7HZyvmM9kEXIT1+Pr0aP2Z"
    "hcmS4z20pGdLcpnTuB6lt+JM/Q5LOCTjZZzK16AXftHvdJOUejxJ6xBw+x2BTvynfMfczA5mU5bhfUuICLAOFuewYAMjRccn0drL"
    "hU1qDWRM08zbeudXd/Ie3P/j6yrArKy67n6HLgGlQwRBMGhMTLDF7sb+DOzWz+7u7sTAQkRABBEBke6cGaY778y9c2v/a69z7mX4"
    "fgd8JGbmvnHOPrv3Wq2CeZC8OVi3J2HluwRLaC+nIpa33E+150BxmZc6ahnrIH5VtrEPrS3ijsOJrGy+XL511cADb8k822I85wr2"
    "NS2W9+AV3KqDg5V45mNwogx/eoT0lLupyzbrs3I0K2kB7YrrDQ6lOR8GpLvqA0nxS22vk6ln0Yz5qsgGPFUOsT96iUXnu2AfreJh"
    "mAFz2RdirObGAvAEpHQR67DbfDVtMXt3vsYzvQJtYqxbPVhhd13jEfgma3Aiyum/Z0IjWN7gUXkIsvUjnm45/luB7z0mr+A8l/Ak"
    "hrjfdzOLeTxilml4KsPrXqcvYNVnw1I8p/9gX7dBQ8SYl3dxTIg5otXMdUR9l8lWclDH9UgxZIMsz/CV4n4cSx/J8KB/1xPhUdYz"
    "Bmot1Yx/bJptEedkT8CfDayQWOxZw07vbVi/tbBTVcyX2lWaEdfTugiX6CPQDO/R895XvsWurYfvdR4zX8YV2U2que5m2Q4Uy3at"
    "T3MtV6RtUIZ04/meo3eIVa5TU55uZtV28kae1mzmc4tZxYrC3zW5K8BORMnZYPrdcHa3Yt1XMPaKq0ObDRHBcTujRhXkvZr3sM4e"
    "83vr2StZRP7ywdyPEmYCDCe8jihfDvvPWJK2W84x4qyRY69PUp/XY9/i3J8L2Oe6CCelEJI9w9gL8O89IDu/YJXmw9+w6P5dnQUZ"
    "mce+9dPlAVxtOGfk4/Q1HMdQPS1L0/mQ5b43X1mjuFL2EDcXXoPTOoy5KvNsNvKc2nT+VRLfSX1uF+zGYsScxne/Gp9/Be+1K3TZ"
    "PTKWkw6pymUKr9XQ0U7Cf/l4V4dRWMM/65gvX+yRqaJEEUpwusA4Oa0ieqzvjUv6HIYSxb6TNI1hvKvshZOxmTP5G3HdSyEvy8gp"
    "1dhHb7sDj3YDMdnjaWQRkYPZeZrQ4fjJfkEVNNosWJ/2cgAs4Cy5HytQhpN4mPzAWmkt/Azz/r7ACj4gz2ZcG0zWG+DpvIwo4B09"
    "F9a6OSKhI6HDrmV1b5nOyHgb+/g55PkpyGzvoGkewnzaqJ+Jl5IHyc4ma2IEGsBW5B1mq8Lcc5frL9Pf/A604tpEfeeYW68I8WU2"
    "eqzYzeSh7M9s7TnyEu6+GF83Tp9hsj+07JlYw/fU8JMs67Aa8VhpUAjpreAUy0KimA2W4xkNx1npriWnTTHxyiJkQIjyqawq8R9E"
    "3Pey576IGWn1jDkpjrZyzwSYIBphRDtKc8rb4ZzkrGMNsIoVnkIy4MWhO80S1flqedJjTSTSWCMddphQSE3DNvPVhYT3lHr5GD5K"
    "3zgEnRqnjDq2tDqiJzZ9smJeburhfxd4Nj9nOXdh3NMgT0IuXtCng0thicr1bNjMGkTr4xEHxNnnaewy59MP2Ia3GiDOA3fd7n3E"
    "XTGCVbep1t6yED81ScJE1n9J3oAdDOMz7l0u4Z9/eTu9Fvv7A+T2e/Y0XgNbWyj3ytPYz4tlAXazhv5eCFFvDj36J9lz1Ef28H1B"
    "9cxdljAbvhrv0pKZ2gh5rVr6CdOAyE+tZAu91QTZ2x+F5NgEWyFjz/bwmHZP8yVKGkljgh4AP2oN7mzINAvxFv/oebjOTHmKuPyO"
    "c9NY71qRF7GMUzExz4jVsIOWEXiZ5rUNohXPhWx2Jy/0Uqxn037VD1jRiYj+V0EH3iiDiH08XD6RD3zVOEZtOUka2GUQJT7mEYjR"
    "DUdsHN7mC7kB6/uETsFP/bCT+PQsqUjnJFOVaWflOgStZDW5uEqxBtZjK/IFooWDGGfGvM9qfHK78gRHfIZ5x1mUVA5iG2KBGzIm"
    "YsW34v2fS4pcp/Pkx+R98iBO3wu6Df9+Aufzddxhsn4l38hPkM9H9Hu5NPgL/sAvegRWYoxcjTdqhnO+GednK+Oj7zgpeApzgWvo"
    "6XeRfrBQhr2czzlTO/edYQFukSpWrByij+PzCrAzLfCUy4jh0oZWMslOXOMIMV6kjbAL4/BpY9EogBV8gpO9DpmlFe3nIb6nrJ71"
    "f0NZfhV7/azaVGKCPqyhXFb4Lv4YLNX2mp3z0ENcvQR+PkQv/zwx/ukqYg7E0jnrBOch3fkZRgTuqKYQV0pYr0lNV3Rv1FWV4ptX"
    "76W39rKW2qnmfravl1yLSGAQ+YPi5AXYzJheZB9xGfNU91kDz0ocZ7wV1rWcfFU1sDwNzMz1IypwEf3qdp5t0mTqKvYJDDHmBh0N"
    "vblaH9OXgwGIFE+TtsFVvlss6VmuHR9y0ts7ywffK53kXZ0JPTJZH4A/c7ZYd3ArcZO8FkesY8+oxaV9WTUzFI8wO7eXQ89UQE4n"
    "QkNtwCofKW9LNud6RsCqnCpT9Ct24jd1GpO+zz3Bfk83Ya3Mc/+GK1s9+9fgD2JLGQLEGHhJn4tF0qewQ6kSEaxD1TT+ZsNr3x8n"
    "2riMStXNolhVeCVkrcwj1W7UFG5Uknh0LhK05xmWjigdn00KrUlxQlNWJgLfzX7dh4jleNmM924NvbkIMrO7PA+bOZ66tJYTqW7l"
    "jLsl7GWsA33RavqdVoM/jPOkyimjDsRjVo+RXcPPWmdhDd7UZuDLyX1VqENxonpgh63rLcJ6k+XzZ+N9C9nXc73EGZvUs1M+Qc0d"
    "xarUQMsYOlsFdPpQWSLL8YTWNXcYditE3IMIM0EV7BMyv3APcXzz9V6DFZCzuAqeeB12erjsDS2Sx3jAuE1b499Z+rB8rP/dCUPu"
    "efIM7m/ouOtxBqz/swK+0L3Bz3j2pWJduhE8l7Gh2ty4dSWfzcyw5ciNU7srPYOzZD/JbKRvHbewQ8pymawc6Pgi2KIuUsDOR0Ma"
    "uUXaw5J9r//FXT7S1+D5XKtHye947g/EuqEL4RUZt1ERfeF6+sQTuGN16ZhjpDR4ZD/zE1tKxMtyqV6QzkX0g4aN4wT+DP2fjah8"
    "FfEamsPa9pRTEQPfQcTrGPsP4swKJck/XMRJPcNfaSvmXYeJqNMJse1g+SU5D/GAzULdF/xXHw2GyZkalfOZ9zSfdTajuFxoZPOT"
    "fsf6ZenU5GtyJda3M9Z1DGTy82CWTIc9WCwzxOnEKJlnI+SeddHOZ/oS9nYveU0fh7S+LUOCPeVZeRGxbQuZK7+x66IbcZtbEBVO"
    "ya1yq9Rzd+q972f9eOXQGe3kIFGPK5jKwVTTnpWxsl9DezGC+YIYs9SuTt7dd7XGfJTqzmQB9Z3NmV5JJrBWeI7d4TkU6+laKfvr"
    "UUF37MI9Yjgs5+m5wffwWwt0T0Skn2IV38DabuUuHy5fYTfKsA4fMN/6EyLYe7RfcIS8K+XJC1k7ykVM2pxMGguJG/EoZ5Uq1LrU"
    "XX/S7vKkn+Q2//AOfVfeYhXuJ62Te/VtnRREkj/JmJ3geVeT2TKH/m9PMY9sH+lLa5lJBJi7xdgTthCdO08nygX0BrYjebssodNk"
    "/eAjzuIehvSyYBGu/wfRjKYw+/82rp8Pb/FmPTlYij9D+iHs8a7yPvyCpfjeKo3gXedjTc7E/69itwM5QFxXuNKGW75qNbskn4E0"
    "5iLyW4F3XgydOwdPN0o+wvp2Yu9p3GMEDoRM9CHOgvUWhLD2Szlxkq9tAsNL2ILPHoS3NRSTLfi59dAAv8ESdZcBMoPT03uyslzn"
    "5yriHjdlPWyjdfccTM5hs4tW6TTL0wEe6OHSUbbiamtwhwf0GsjZTHjhd8NHeguaoDcxkDaxv3kIvE3rSjtNDeNub3r8efBvholx"
    "57xIhoGm0NtT/XXaCNU6hS5s3uAp4qL0fzzunp32U3VQ8EpwsKyin2BMo3N1SvJSfR86ZzJsvfWk5eHdLsTZm44TYMgHLcRO5iiJ"
    "k812X05WGS5LGTOsB4vL/YTJyhHVN/C2oyHT3WWITCXqzKP4/IEyTeZibTfoozpJR2R8h793kHlYx5X47yv2qDWTWuZQrNtrP3b2"
    "u0isqwSS6uKPM6e2p6RmPmz6ri/zNiXwMiroJdf7CtCe5BGwWOJocZn8XFYkTRZc7GQT3JLGpXc+cnvseIzWME4L6VgRw5zO30Nc"
    "7+0FnO7qy+yaYwBKwObU+D63KPsJ6mHf3sO+v0Xk6RCslHXa3oh3HQivxNikbYJuG+xUvlrcu1CfIfKoeaxlWK8+4tBkbWa/zueH"
    "E96DL/PdpYeK40C1PP4GaJeT9T9YxWOhMy7Dqj0UuP6bSr6py/cqEU1Ub0csdy6eczS0cr5cAt1UCXm+TUYSgfUcxpshP19md94X"
    "Xy9BTPeqdsrYwj6KjdCs+ToVf5uHzz4lFfSvLbr9Xi2nugVrdhu8sZm+prmKnArGvbKAqBjmY/Vh/j7p5wxSs+vrYK1CsI/dcPpX"
    "aYsgn1nVI+EztcFud8AV87UUTz9b3ia3aX+5ktX+7rIjN7OTkImQpWnQDyPkWa2Sh/QpvY+1j6hYNu4Szgq7DJohZhVxwsA6Qc1X"
    "sxi1lFkP85gN2XOjFnEqIQLPYymr0NYR9yd2s+ncup2dRWqI3s2Ji1XB2Nb4HItxuooQR5yPd5uFT3RhbL9Sf6X/XQ2JVt/raGvj"
    "utCsnhXn9OY+EmN9fk/E1ivh05hm30NC7FEvou8V4u/nQ6I3cG9cr6T1MdZx4qhYG/epmaXrkMY/MS/HsVZGPZNbLbVdzU68aPW4"
    "1A4ZOc48gsM1qtITpIQzHXXM+szHvQ9kLlSZh9iVz+G0XQopvaUcBg/xceIbrtLzg3F6uD4ILbNZx8rf8PwNi+FQeJM5kMFtsHgr"
    "Nd/3hZ9PPKQazg0l/GRoKuZwWXk3HTSCkaDrTHW5mDK+xanSwPnkpPcZK32+prWvb8dp+0MeaTXu66I2ZdAOMesSfm6UR6yMsbI8"
    "iBMD70olrVmYPbL5zBgU0yL1bKTN1T+tfcW6CMLkITAvqYroDHnkf34WT/OJnAid/z00yruQmeWQhldlJmd3Yr7r7UDGhTHOWkQ1"
    "NYG1nbE0xTeej6duHZTiGhEyclSyv9vsWkK395jsJyk+YPOZOunVOl4fzXgR938oqBfDlBitieRVfkUamN85l15eyvNwzJLxf+FQ"
    "t24Y5281+LyK+ZLdxThHD5aEx0K1uoBlbwez1wv2RL5GJFABS70a3qqhan4DD+FDyMNI2Cmry5TiZNRwnnAjsX3jkDmz1pbTy6aO"
    "tnpeWJ+VNbDGZTixFkfcQCvXC6t5G+LHTJ6+BURRvFglOB4ewyjoyl3x8zbJGiLGS3f4HlmMEgbJNkp6wk9KVNGC3C1V7IrZB6fs"
    "eci1VRjayIX6nf7Enq8hsJqfQ+f9hU/2l5+hqT7X4+S64Bl4wwvh6Q2Afvgbuz9bP5OFxNfNha9aiWgv5OexXOYj1dP7XwkRiTDJ"
    "nXR4roXsy5uhH8nd+hp8tVdg85+Sb2APXoFv8Ave1OQiF9bMUAKHiEOaK8CZ+0XaYE02UaOY5e+H8zwAumgZPns09HIOUc6+h9f/"
    "CvyeB+E59oDkuqha/ExaA/uArRbvukQrfK9LM3FW1KFH5yMeqvXYS3HPV2i8QYYSehL9J6tPO96Tybj7X+y9j3rO+zi1ZESP5wTw"
    "q/AwHtIXZDd5CW7Tlzglz8PXe1W/8PlEixXaIj6Yxo4sq+labvhIX+92Pbi1zFRUwSs5C3o9H/ePs+viTjEuhK2w8Ff57oAkq1Ah"
    "fibp0b3jiPHCegVnDcp5EuOsg8X1dpzmq2Gzl2N9R2D9ZugxOEMFsh9nNo0XrtpP9Dr83lSnXD/PoKQ+F+TO53F4/pGwlzFayx5i"
    "tbOjsEbfYvWvEMfvnOTsWtLjnBkGXz30S4xTwKO5M4YlvZp5swMR1bg+/hSubpFHRR4s1fzqUZT8ld7jGc4u3kD+rYs3hqg3iyem"
    "FqewDntpnnc+s477wRMpZrbRan2G/tuO/nEhzkUrxKCF7ELP0cdxN+PSHYzr5jP3Z/q4JdFVq1gFNcQxQ4TbBM9hOs7J72rIlp/r"
    "NljqgJ2MrWUtJ0QK8OyW4ztBDG9sokzmPLNphA3YwW1qrBTWzf4D97CSk/tnyXg82yFicfwm4t1b7/VWvNFqtY7/rfClJ+EZf4Mv"
    "1JpP9IBkcT5kDVZhqQ7S6fC3T4O9ehDn6HV9XZaKdWS9hxNUhJ17FRKwBfv2Kd5kFfyVEmiF5ogjrGfdUCFyyY0Twkm07JFVoeJe"
    "Bqq5/x19Prrp75wOTWYzoglKomNr3qZPi/XyT8S65dMbCHHCymKeHOIg5MPrGySPa4jY2LczCzSc+cwGrfJVftd5c5SE+W9jPz0c"
    "tmkdIo9ToBPvxvPOQ8S/gBPryTSu2olkP3bdfaW6u6Riyg4+t1njLWA2OVcN1eZRMrsNx6qU8TzUkd/MXa/A81iaHmmt87FPv2IF"
    "N+sbrDm/L/tATibhrXYPxkqFjNXLKdFHyC/JlhlX6/fJpmssP0Am5kDurPe+p9wA3Ws9Uutx6puenp4od8oRYhXV56ErnsDT/QE9"
    "tEEHB+M9Gv1d6QyuIGb/03cI2r9ay3auCfU4P/2kljFNmJntOsRLFWTIDCUfhu5aDb04Bzs6DbHsZ1oVTIM1v1XGyJ/EnyrBUw+D"
    "XzLPolF5wrwpuRbnaiZW/TLIaBsZLPvIg3rZTjh6L+NZjtGTczg+Sn1QzmqayX4cK3oYJLuY2bqToG9T3Rrb+7mc/e9BdE+HoFNK"
    "TB9jW38J67KS0XV/SabR6xLq+uaNq3Ek83T1kJSA3GkF+iVW4ySxFbmC2r6rhHzHUjkr74bGYjr3Q3IBRomi0hu+cIGf5Haac4Bs"
    "55ixDqc9fZ+w5Z0fgO4Icw1tBugAmQLP9XM5kIxrJieF8N7/wFtsoHdu3omrZ/8O6zKP3Va1HuddPdLqOHHYnmHfyZr0PnhcHd5A"
    "bCef+UCPhXbaR8bibC2HBO6P51gLO5+Dnypr5Md3b+RbtaTfbb3zhit0hNSwU9FNd24mP5LNhqzC+3zMTvP75R1OC0V9vtJ1LN9H"
    "zAyLT62LfyXPm2Vd35Ik5zGWaK/AUKD3hSxcKTbp+CHkcz0iucl+/3drhBWf9HPtTcdMr0Enn4SdKqHUXkC/rEofg+Vs+pwOhJUv"
    "JFJqd3HzEnV8P4dQ1kAP2KTjd1a16yD7p4h1p6ayt8KOGydzOcQQSqQxRMK+H+F6MU7FbepYMI03uB4WxvbsQT+j497WYeI5v3k9"
    "o5wGj8cUU8vtjGV/ofG8Gs7pX1oEq98aZ3g5nv0raK5pZCNbRJx59Xle5wcMlgZOadss4SCZCztdw7mcHHiqxR4Jv5LveRy95iTn"
    "Bcwfb88u1Rhzp4bZGaYMjpCn9GPoqc+gqQ/OGKcjcdU18GlOxd4VERUuSvbwITKCUziZtKqpjoihvnZRR789yi6UpmssCZyTGK6U"
    "8OhXqYmdEGszu7LXNwoZNX/RvAzrczTc4yHi8G43c/IkSrzby+QWWLZ1eMajsQqPi6H9XiS/wc58olP1OTzjRv0Ma/+j7tWsQC2G"
    "/ER7aJ/gc/gc3eQnGRg8njwX2vIziSTPFMOxL8H13NxyknF2G8ZsCgstjTo+7NdNHvGvwed7HOfAAb4GZ0jjFb7O6vqELmT/YAnk"
    "pheilN5yPiMF6yvPwpsPg45xs+CtxLHcxH220fh/RxozEq5hM0cDYNXCtAcOE7lM75X39a7kdJtkQrxwj97WfHLyPchxmUbE2I7y"
    "ia+6gaj6XSEzm3j6jUuviBOhSbK7hKFDrF46EHIQI7d4uS6iL2nx6Twy09dDzyV454PYZVaMt3LM4coeKLci2yshTcvB5bKAp8HQ"
    "mEp8fiHuO39sWqOMbAa2szPJSF7KCr5ddRs1yJGSwns3WX4DPsbpskU/1jGIYaxe+SW8vN/wlHfK8XIsrMSh0EmzcOVfoQsW4ESZ"
    "7b6TzJ67ERMvRryJQu5hlNpsT7ztQuzTYsQJWbiuTYIkOAU/nl6yVRmOlxpWuGp1Aiz7d5Cf5TpE79Vfg0/kI5zK++AvGpPu1dCH"
    "a/RNWPhtuih4BxK+O6PDKnW8XTanVM1d34YVzVUXl+QS/9o4ZcKsXDTznIFKZj9br8upR9/l2jfdK1XNrI9J4ZvkES3nVYxBKIeZ"
    "/wby6ZQxV7SO+G+55CMMsTaQxLNHeD53JwpqhqT6oOrTDOGG7ZqlV8ObnQyttZYYxNb7fz/R0ObTarRjvHMGo8DN3u53F5tdu0L6"
    "sIKez5yWdT67jGMNswe1uh3x8lCx/NA3WNtxcpPeROSUJVhfy1y0kKvkAllIvtu20l8GyufQGXdhpW9kp2k9pS0VS8ZZM/6vr8HG"
    "PdrfYIl61AWHJmt9h5XUnMZ+0hrXslM9BDbG1TSt49xQVGyyMUOSvj6pzHw5zkrHguSY0CPMBHXnqQtxD603sgfij75kVDZE2w3w"
    "LCrI1Gz10Xlajzuuhra6nQjoCyFDA+Rd8po0dbVsvOskeCdWAzfk+T3lW3jlR8lZnF8/PUjQlzbEmD/1ZVyxn3zvcevd/EVj5Jle"
    "O6mfXip34B5TcO2vTZfCx71TFss7+oFnkh/J8+rYL1x/fJjZ/a5kjGvD6fYW7HC0HupqoqsV+0xTgcdKW4ZzYTN5Nik/GVLZHlby"
    "eJkoQxDbGXvoIObzAmnwOPoplKr92Ys7lrOCpdTGrSE3hlu7BWevndhEYpgzyhE8/3h2d1ntJuz7+CvVnbgY1ylJrIDbqf2rmYOq"
    "VMcn3E4OYT96JrHhi3W3oBx+0Uw8d8rPdSdlDeXiZHFzaeU4UVHajCLGrNbHZ36T9RyUqsVDHf38aJJ2qAqS/mYwBbv1m9wKa1uj"
    "j+tqeVG+1JxEcx999JDt0Uc5OYWHQ+PVws+p9zyhhrzaSS5kL+nJ/D2hjjM6wQxhDSIIt8+tpVNaepuzS9b4ptbrc/KiPoMrj4HN"
    "Woyv/k4EtErqDqw0e3rrEO+FOWOaxf4+s533cR9izAovpdwKse/a/7/eyTg0eQcZLu/pHsEW3U+6IhJeCxlfwYxpU73uLVnjKqFN"
    "C8TwE/qJq+40l96+i1Q9+rbTkf0Ql30NmzdRrpMQ85zl2kHvwNl7waMCaiPkOMfopPq8PCR/QL85nBPTkSt1GxGyUii11emcrc0U"
    "25852tCoC+dQSaFThv0ssv3bOHESRCtRnY61PEwew5mchavtgzc3zJDXER2Ohm0xfOku0BZzYOMm4fQ9jOh2IlbpEDzNBsjJWE5v"
    "vCwh9lZYBjIPdzhHzKevg84cSjTtLJzXUkhpzOMUp1Cqevve9Aj0zh7Bbnp8s+fU1v8MSMT90Dx3yeZkHu7SmnnXefDII9oZPlcY"
    "8up4alM8EoOo9VqKqwt/BguF1cI+bWbOxHCIOsrTxMGyLlZDVBwiteSgTcDDOBhaORW3bGddFD9Z73RJtccKcxbIYecbTtxeYl3u"
    "o1gxNy6SYmiHLewiVE61JH2O0DpBY+ym2tXX2Fz/w2EeoaycqOV19AyeQtQZhmx3oe+0xpjWxCbvt2KvBsqv7GTPJjdEnPWA/uJY"
    "xa3/IpHWKYPhl15C6TL+J4crYfbuStjOHL0b/uAcMi/ZmVyM9ziXT7IPcz+antRz1mkF/JlCz4JaxXW3U94GsrA7efz6M0f/Dzu1"
    "LGNztnzDp3OckJbTE3qSbpZ6ihQku0P7HCuv4sw9ycmzM3QjPJY9ZVDwHHvRL5RtrFNtUus4mg99M0n66V+wH6V46p7STA4LMohV"
    "3EYsni/G2h3BjHYdZ+COFeui/JG1MputWac2adkClvx8nIoSyKxpgTU6B1L4Pp5jFWT0L84znISYoxuzvQXsc87DMzoGcJGORAxK"
    "9Up18FFcBXF/YrzzTbj2JvbKLcaO/oU3+QOSO1ev1gHNFkCmrZdrls6AHbsBVt1qur/gv8X4f4Zslsf1SR0dLML3T4Elfg2e3zH6"
    "X8jqa7oJcemoYIksgk+Xr7OhHbvirP6jt8PmTuL8g+tTTehZ7KRM+CpK0x6xQ5+b43nmT2bFtqVny3aziDH+bn7RSnKIzdemcQCX"
    "4Y3fwFpOwpmwyp/V2hrg9f6An7HJsodlGCRuKfbOcjV9ib7adFS9jXYi7jvRouRZvkAcX1MHXMmwTc6WUewZKiIi71I+Twa5CFLo"
    "kd3SrAphHzOlNHncd0sGiGRMNnrJNiIybsWpmQVrX6wphMWkPwt9cGXDCsuEd56pL8EryEXcbBnvEPzwu7GiCzib7Vjo64jYZngm"
    "Vt05Tdqn+3Z7pxHOitNsRP8e0xovTXdm+0K0+EcTr2KrGm7gengvo+hzGD5tFykjdrHD4rOpmSSrfWey2tEf/owhqrchSpiSxb4r"
    "ewqsc9l4AqvZafAWYq9qvGd/7GAAjdjAmVGnD4+ROGs65q/9Q4kYIvaei6jp4owszuLsT63XHGHPYpFkh4R10n2v50PqX4Ls3q83"
    "ZbxKVKqXWbnoKKMk7nGKHdO2w2MLeXTcKCNCx01zA3MgNWn+Jdcpq406ZUvZxep22dm7wOP/b4S1M7bZWrzZEOyJWaZ20AEZcqY0"
    "D27X7s2ugNd3Dt50rjEm63/0aMioIYvthpUzf8euZfqyOdaqpcQ8c2V7MnO7PJJVlfLkG7kYHvGe+PQSeT/ZBSd9YbJIb5W39ang"
    "ZMhcOSzUf+RlWMhv9CK5HjrC8icdiazk5rZcxvM6PJ3l5yuYXbKVijODc4xY9aPp/qoGzrl9L3txtt70UII9A1XsL1XOVibTvbtx"
    "ziCeKI/LrsE6YjhAkyen6LPyA2zFFKIr5Oi33O8D5Ay5msxUM3RfUSJf9pI6P0cSYpa2Qet30kEU8ZX9FDLuQHG8oVbtvJjZ/Kl+"
    "Z5sxIhCPR5fkNFVq7scwFGIeJXLHfqTm/s8t+hksYFdmIjNpIawnwmoIi/RHePK57Oo2u3uAGFrSZp74dpLh+5FTv1wOphxau5IT"
    "/4bBM565uTOkjn1UDg/6Znb3LPH5mRpaP6uFWndpHT69Ec9/PjTW4dDba/VuotFm4mrPSlimwcKugG+7FNd7m7moEDEvomIToHOZ"
    "HWn8TBk7rGsD+/Qq6aW8I+3IvTcGv6/S7f3abo4yQu7xEqxj03YhRHyXNpClU9jRUOKR9bNYg62FVjqFcYZNglWz871Y39Lj9Rkd"
    "rdfAvt6It3xYZgXt5EjpzP1MPUGIuDaGgWY8uuNwKgbJf+Ehni23yFr9CFJ6Nazd5XifCYx3LVragnvY9I0h5q5nDv9JnFybEtgI"
    "bWfIl7Px+Sr4NzPhjWThhHyMdd8f6/AQTmlnWYKfX48dz8OTWy3M+L1r4Yk8p4/RG6ziqmTTk4zw5OTrVXiuT7CDVt0x3OYCTvie"
    "iyh0HazPj/iJTXybUfBPjiWuj2G2JuRE2Lvp7Oz7S2/BKZqDs70LfIbeODEhj9KSYH+xMVBUeETBVr4zIYWvkdqXDv8jh0lfrdkD"
    "+v5QxIHWc3Y23q0E3sNa2IU8/HsXvF1/sbhzOXduHd7sZnZXsQeA0fV+nOGP+/kzh7Plplxugqz3J4aI9Sibxc9HfGR9+Kug0/7S"
    "V+VgsWnwn6ATjBfGuMm6cgbR8h3GBdpSBvkKezdyxMaZ5cogum0FbdIYsajwW+ZVfmMmbV94gp3JNXAaft8f3mEE67cMJ78CNs9Y"
    "AqvpKf+g5h+8II+yrm2oim1Zy1O/rpV+mrUmjS5lPZlHSpLRXgM82Gx4S1Z5Okw2yQT9UGfKXsGXEM6mdchJWOvBYtbLsJQMX6GM"
    "q/YHa0AJTne3FuvCWcFeyksRP1rdpiMkIsG+wVyixfUhz8UPakxStdiTUuxyAVbVJpRXYk1zdRJ730PqstT294WsiJdS8qw7pBh2"
    "oFRDkMG/2TlTR6yUP/V+OYoo6sV6FCK0cTKPUmxvVOFP/wnENhPO99X5LG53atJ9Wek8DN+1Lql36TlWs/6cpw7Nqwx+VzkR3WOs"
    "Xcb59WxmKZT9YLWN4s2oRnwXVXtxnl1XcawjFiUF9GUcNrx6zrjOokSvrFOXDQlzKtBkv6+kWILy2SE9DpoiRy/D2/4NCfxSf4fH"
    "5XqWOklqXrKNNJNan8fYHk83eD9gEH+uab5D0+mHyXvYta7Ync+xw/VkUbIut8nwphwfitmKMeKy7y1kAax8RzkVUj1GzpH75QS1"
    "3tASPYZ3+/+/tqibttgRVdl1IIrs1szmq46DVrpWnoWELsEOTNRj9Qus2FJ1/ClVvh/fJlNy9QfpKbdJBXVYA/2zMkZ0VnvMh3yY"
    "X1/ASmI5LdI7UkCMjNOlXB1XqMu1hhg59d/JlGmYeKmOl9DuVsJzth762vA8yzklXAxpsbhvAtZjBeJX9SxPDkeuwddXYx7hdSAR"
    "uwo987A95+3kQejg+SSUGNT2qT0497Iz7LNEGoPDoco5v7rxCmc0sprOO4wxQmib5pNoYEanwfuW3b1OiLIq4mykreB6Vm8NOy/O"
    "iZHO1O1VXqeaLJ3Nc+SwlzrIn/IKvD1DEHlELtPhkJN8+AB3yFPMm/VmV6/DJbqJPl45PbzmMhYxSRhPF+Mkez3OQ5h/26YTpYQZ"
    "eIeLeqr843sJj2qEADi/UV41gfu5TP5rRHm08zFfn8aZPgH6+g9cYQhsdRVkvyf0l1X2vyKGfQ17hqz6V+a5CcM+om9NzNBUNNWa"
    "SOoOtTsVD0Y5T6M++xGmXogy5hkszmft7v26lpLhLWAqf93Wx0gL4G/Vput19hxx3w8Q8/WbJDWa4mw67qN9ZTY0qUN2iXsklUp1"
    "/GPDyKToMu1ZvKbr8O4s9+K+M3R48DukOktfky/0QF0uKzTld7bymCsmpT1YPd5bihvx9qWmMsOscak6ZvSeO0R6xvc+Fb7KL2pT"
    "nyfIHFi4jGA6/KW2cp/8ztzBpex0y9XXoSWWa7Z8DT3UWjZrNvHarmO8N1IMZyenEeaM63AUOZ78VMo+G9cHGPeZnBulQGt9JPvv"
    "aKbllLAQ+UQOIDOlseFYRvV6MTR/Q3Luzb5Gm4S6Gn7X5TIAdz6a8yvtpd7z7JX7+PdEdjqm+ExrPPZJjMiDddBtcfbcXw/J3Uis"
    "szayFfdpRaa47mR5moX1Mn6czTvlcGm6J7ips2AIOlW+06KKXf2pdeiJvbgKe/c1swVR+BlzsR6vwT0oZm37M3Ecnxu02E96m0e9"
    "FyevOrMWU8+3LKU+jWof5vHdrP1x4tiTCvmvAzxac1vPfRMj87XlSX7Qb6WKP1dP7iBDhXxSCthDWsucyN/sAKjk038pPWQqVv87"
    "xKozsFqTsaJT9GNYyhLEs1s4f3U4MZjXE4W1AbHGgfBIE777YxdJ4YEkPQ9d02tdA0+3PyKWBPHoszmzXYNnNP5Xy5a5qs3unPxL"
    "+rmnXMhMiPgU9XqODGN2tiM8cutDvl+OZjXNrKnFU2Wcxir2+Ow5rM2FODF7kczEWp4h98OCjIKnYtyex8ELfwL6ahd5XXcNtsuA"
    "TQ1vxxKNw0NvT0udSPNd2ARKASuC2ZCEekYvDToPMuLwMW1G8Uh9Sj+kTGfrpzIHMfqfcjo8e8Mh/1OGczLRejAq9Uci5+foB6yG"
    "xNmN2k5+ZgXkG3Y6Nd1tMoJMw1WwCDFmFarhcw3ASm6m5+24nGOeG7ElrEElq79HEgfBYR80wC62Fsf6bohwA8W8wtmw0wPEctw9"
    "EAsdz/4JlzvJZiW9hP2gv+oi+nSWtRxBHnKnMyuJKGyR/vUS8zwSxb7fznoFAlgMQxE0a1zFmnkJz/du0jQL4G5ppFVXM2pJqUqS"
    "GS6DHSGWYQkTH7WcnF495Cf9Ft/tRf6SLESU+0FjTpNEcr8gqQdDP57oUWBXU8OEmDPZVabDA38FZ8RQqE/EmekkJwbZnJdrqmeu"
    "DOc65udcrId1G5EYTPt9oNOTS+UmXPsV7Oj5geXNLJe22GNhbu+kE+lDfk6FNzwe3x8tNnmWI+8hHt0L+mQZMUAMXe5K1rJrtT9R"
    "wauZ92/AUxrDWUSN8yibWcP+8hlkNx87HWctOIXsbr58yjdyOBfGsLWdObaanFIxdR2Ou9LSHsF9LocPeTneajiuap1EhfBuq/Ur"
    "xCkbvI/cmTvQKm3VErzKPbCM69nPVIQYPA6NcoHchXdtL9PlLLkMK3NYMBdR+/7QPhvwEwl2sNfT43xXuiFaCeE5tuL+iylNltPp"
    "y4mzlKw0NOJkE3GdiEqf0GEobffjo96n2yvddRpL884lyQDgPI/enJNQP/8b92i1FmtMhSdWTbu4jROvi4nwugZ3ex37PV6exCm7"
    "T26UsBj6wrNakdyiN0OLh5KbJRMXuRw/f7JcKG/r1uAtY02AXPbHz2bxzK4kf+cm/L59RyZ4BPMW0lamMS/0up8Ltaj8F+ZDDpRc"
    "rM/xeJs5jDnq9A5ZhZ2YgjN4F/O6AyXlOadQlN0d6qHf454dsNDPj27AWYqq/g++anOx2CiFjKLa6v8h5asWyVd6ELzOYfjZUbC8"
    "+bRIxrgb0Nvb6icknF09RBrSXIL/FjtfRTykiH/iEHNIhfRYQz7vaDs03kfwZYyWa8n+2FYad/Q4L+9CznodAE81ro/JO9AsA3EW"
    "Z+jr2J0WwTTsYCancRfBQ8rWu/H7x/jOpdjbYtaLfyDjYDWzjIt8V3uGxP3EyKH+jlbx3YL92JuZiwi5d+vYmW1W7FyfSyvxlcAE"
    "o5ew2gxHjHJo/Zht2XteqC/Bs87I2JCMw1vcAm/mUZyZ9+QvfUg3SzI5mwwhW5iPGy0LiNm6nOzmzha3bLQ/Kc+lQG8mcvJFzPdn"
    "kguuI2IBm4ov8Hkl9Xj3MbX+sjBrI1GPdGtV8rc9i4hN2S2VGKf6TI6e4+lyvqPFeMf5MxP2+1dHZI4V9PAa0ryYpWqIzRPkGkSr"
    "hmFnHpBN87n+plL9gnquqVr1C3o95HUVEf/PFusOGilnyywxC+gw4Gf5CMKszsT0qf/3qxmO2lrGMN/ADozCEz2sn+F0n+FXMr4D"
    "xnBr/s2yHjmwf2brR8O7GSIdxUXOdR7LwzTXTNzhcLKk5egfO8EbNLyMDFlL/XIdeRBsHjNBNM6mPNV/n7C1XyXQk5exN2dP5nde"
    "II7tj/oN1vRoMu4VMuuzGNdvIbdi/Ub5N3P9KTsyN1l+rKvvlXfTNK4idgQl16LHsf7nmsF6ucgoQb7NqK8TVLFeqLDF1iH5GHzJ"
    "Gm9Pw8Q5tZMfIxug+f7dfT+14/CI0gepokdjufQoe5HP9jmiCKWrq2cSjWuqPm6cb8YmGOWcRj3rkSvE5lz/9AwBNuWWoMQ77r2Y"
    "xyLq5rvZk962uTU/FNrhEZyeLfBlB8sHeowcI/+Vb/Uxxt9HSCvywdXxusZqVOIRkMO0sdYrGqfnnM+nu0hytNqvp5sAsI6AGsrE"
    "AdyxCr6XreM+YqfPpl4yiLmZgJxG+K7GKHqeVOuOjMvb/9VcOkFjXATpu1aW6il4jgcQoedDJx0WNC1VB8MmLcd5/FBmwav4BTpp"
    "lV4MT2RlGgtwKHMUbn7LYex0lW6NuOzUI8gU0SfOZ87Hqq8nc9azJ6T7Iui3Ftj3bGiaqGcki5PN3eRvBVHkyqj/+2I1+hMpz+qV"
    "Z/scwd9qOT53ovN9512V59gNs+5uqzuaWZadnZ+mvmN9T5XsuqphP2e5bmSWuRR+QNxnEYr9rGkLcf5DvZ5KRjPnayz3/YjGzlVH"
    "qXSTY9ZrsL9YblPZMXCCdJFMMeSlM+CB/6DfI9I3T7RbIzbz7ROvdlL+ISrLOZDEi2AnO8qb8BGryWNQhrvGKIPO+lUQrTrOzo22"
    "Uu/zMBPFzZjmcMVt6j7BqR9h/FXjsyRJbTqbdxlxRh0zj+NzirInfzcZJ5fgrkvhe/4Ib+QCuRdW9U/s+336HTEj40SisKjiBCL4"
    "HwPt+Aae/F3IWF+5CR57Lu7zLXzLz3FOzyA7UyZZVWyPWrFnehnechLnbKqZOciBvNhkTz/pKOGdaNgYPbpqdhyF2HdpPVG2x69D"
    "Qx8EzZgFC/ouIqAp8rfuFczRQbC61UTkdWi9NXjSFuQwiOnOZKcNc2xuttyktpQ9C3dIX9lXEh6jMuq7rcO0olewm7nOo4bH2fUe"
    "JT6y+QlZvi87Sm0Ygs0MEJtGfYdNf58TM7nsRat8CO40Ez5pNaTpJrkecvEjPNZcSOplnJSI+17tei+TFexlrPFrVYOrdEqf5Cj2"
    "ayFW/Fy8eQfsqGEwbYLENZPDoAHD7NqyXsm3KNm5RJ3doFfpi/oSnuBvSPgm3H+BHhdMYcY7yrpbLXnZ83ClcXI64rh/9DTescbz"
    "ByX+Xw343zkFbX87pT3TxvrvROzBWbCnhvtjtYhNakhN0+ULSNEq1iKKtYvcLfPlV1rDmXjSf/QuHSRdgwGQM0NZniiPwm71l9n6"
    "tWGT6wnwhHuJylxEQr/Id7DTK3Q7Y8p2iXAZvyrfUxPTN8n4XM55PcPEbFp2bE6hM21gLr1aq8p9Bb8v23cnFBO5yzRxOeQ42++l"
    "y3U7GXH/cnuXSYRF8/pWEeUzpHmQHOuErfPcw5eKQ/ivYLQUYubvfzkVdhNnx7ZyuuNNfOIAcRxrptfGyXP42166L9ZxEa7wmt4P"
    "b3W1nCqlWNvWsoXxseN4qoAUrYauvBHRjMJmprRMhUezWM6eZ6sy5qvF+ZmMSP/kLMwbKsEC2KNs9qMYwstKXPEFnMo9YZmjPkej"
    "9E4afLxjEyV5sPK1fPvFrF2WcvZkDa7SWI6a7yBrsxG99eO8ylBZDv/+TbF+qQL4SKZz1yKmWQ3bYswo3yFeaxks0q92kv3aWV4s"
    "wrqLm8wJ66PenmZCI+2mC3EWqvRhfPpbmQS/9nv9FFHLY5LN93OzdQlWDhqw8j19v2GKWTXOGaAk8XxraX+i1BBH0oJ2JWO7ZZy6"
    "YoUsJ3wx7e79UkIW8SGICUYTNfUgcdX/qGesztJrEBfFfceY+i6kCNF4KnD1BuZU3OR7slEFJ6opPMNaL1t78dzcx2ygYRBWyyc4"
    "pSugeT/DKXwElrOC2cA4bdqezAMVMmfkeOEsE/WmGA/nBkYTxiP0It7nS50HebdJ+PuMpTPIwzu8g+drwd6oCCOYKOc2zC+8BU/R"
    "1lvapKaQsd1pbDrz41bYJnT3a8QTaZHRNGjalfo85G24LIbHf4J0l6n4ZBYkdoPvEqhgLrGC7zWK6OeriQB+CrEfHXv5fL2eLBoW"
    "XRxDvsHDiGVh/XDFkN7p/Hws3Z+WJGLRtxKhDlZ2CRd5JJN1eCJjx2ia+2Y+4lbnXw9nH1GSHcwNOI8uFx/m2xX76w0hJ2U3+Csm"
    "+ZtwXvPwBkvhqd4C/XiDj492xMSPe39xbBqB3rySBvYNxnl+R3k8mwr2nhk3zWpONNi7DGMffopdqh/nBy1iNq94m5/LOo5oPHVk"
    "L38BFiXkZ8dysVoxYhx0wneaZm5q8Pzzpkl64d+HiqsUbeUEZwn0UAO1ufVehomFY7tYDG1bg//3kvHsf4zQulnVxWohXYknUu3R"
    "Pq2XoQpP8wG+vx5Xe1jGIHr/FJ/vBNs6lbbBabFYOkcYgTxZb+4t8hFijfbkDm+Gk9JDwsm9gi+wWwfSy91XbFplC5mOrUc8i5Hv"
    "8T6bnfAT8ev55mvwLkdDui6HndtT7iNfjEnWXI+Pqf/SgbUMu1zM+r9VgO8Qh8xcqm7irAWeoXOj7J+z1DE/Y+J82BiZ1A7lvH2U"
    "NYku/uuVtPoNrLJv1A8kj57dIWI5DmMq6yJzsArm/R0iVs22POtMvYo55kOwcpPkfEZwpkfXc9qxgbtVtxPdu447a16aYQo8SWyo"
    "NfozY8tTPPZtwiNVKpGEEztFzLlDEr5L3nLlOcz0mPT9pUfhRDSTPmJc76vxna36gKyHPeslL+ApSvF21nV1FjTZCljTLqy5F3n0"
    "+mZE4rY7WudNITROFbRZyHeIOWZ0m+o/APJp+PRWbbIOevM2WsmnWO+5kIWbsVYuti2jLg8RmyABS/2bzIfG2gaN+Qv0wNd6I3yj"
    "m+U86SEJlR14qpVZR9VPIIt/w+rtiqiyuSyVH3Q92Siby1/BiTIcXtJk2P95eqv2wKn4QCcFH4rjTapQq0pX8JRVwhOYj+dpGqv/"
    "heAX+GMPwaJ8iR0bKD/hCX+UNjpejA9se37SZdNMXnYXq9MOJ7auq5y5rFY1r9sGa7EfUTocVl5vRpxR7wG3aqSr2vjdL0bk3tij"
    "TPi6v3VyuzpoHdfSnTDzMQ7ayXdm4cSFoa8aiM27FpZWiAeyQVM8skl6X46DsZ7IjXFiOX5Glp2D2IlluU7j1qrmO5usthLDdn5H"
    "Ktn5nsWet8fYc1hFXByLuDeT0cbp3JbeU0z4LkqRnjswNarvfNi+FjHfW9uX8eEu1GZx7ENqfqKnn0IxHl/HhPG9zsC9C9itfR7r"
    "3ntDBu6GL9WQ1gdh/+cpjEb3ZR++9QadQd2/jdF0LeKMo1hnc5w/ZhdtRuUcvPNa2Pi3bD4jyMd5isMO/Qi5uQOfzSSPY4AzZTNF"
    "r4sxD9ksyteQ1HbM/6dqTWW+v9f25AsZIJPw+Xp4DQ/Bao+T3/D1O+V7yaKvNY5xXxQ/fzaecBk01gasa196TdbtGMF53o1rkscK"
    "uENdSrKLy+44QQw/q4CzXPVE2fnH5aRodyrgVW7S23CKf2fe1ZgOLoTE/oRnf4Bs80liz7ajp9qaKO9W+31HziAuxbd6pXaQRww1"
    "GLH2FGjFbxC7hDhDno8obJF+Gtj04cf6LWfJ/0D0ECdG+TKs4dFiNccJuP4cIsm4jGeNt9NJXyXaMaPcyp+L9nKRHEncW7ueTUs3"
    "h7fRgbNEVpdsBc81wYqsnbIiyL1jaLWepCQn/CdLse963boTDfsB/9bgO/WjHhvqM0jMSfRZjWNqqxrb7TL9Guv1IdbkbP0G187D"
    "qpk+3At+63Ts2B1kSG5gJ7Cr9oZZmTjC93w3+K56l5MUxH9udnQV+8rjnBgLsU/ZmKP/i/OwAHa+GFbd+CHL8AyGt3KinIhVGSed"
    "yVST6k6v8mzOUV4pjnUqZq3b3mUjrviA74Y2zzuHHPHC2rCtzlU7yVfVe5TQpEcA2F+SvucmXw/z/dodfa9SnB0AIcpn1NdH4uSW"
    "d1iRebqz/t6Y7wSNEkPqUHY8G1d0wse6cY+wYjniw7nXxd7PbGDnQ5jM3FGyTUV8jjcBG+hwNkKcsDSu16ZmVgv0fJkHq/4c8USm"
    "qOFLrYUcT/c53YMpqzXUj+KxCLYQ1/Y9SPon2hoe+zbm9yzb1HQXYgJxjvNkamldMv161uOJQpAih1RXSQyTBpzcED315uxFaB7s"
    "IWNh3zKxD4PlOx2Ouxf49zfvwCTY/JJbpIZZTtOwc702NTm5hda2ND3HItTCrksr9ZzBv3YIWna1WEfKX6z81ZF91Dp0r5amZ0WU"
    "vMzVrCYmvaV3XS2VtNZVuEo1/XRjzf1EttIn/52scq6z+Hgitjs2kKXQn2vo3WXi05nQPDfApzg86AOfoowchedSCxriX7U+I3OJ"
    "PbkYn/kIke2pMhRf6YY49x4dynlI62Q5VOy0DZST4EXV4nOVuHsE0lVAVPg6nOwIO+QjsHzf7UR6o9SudcwNZ/GEl+PZr5PqnUQF"
    "xj/jOPxGcQrY8hIlZGTdQpTVifT6qzihHGNn4p7SiSfEkDD2ZZ6ymZRwQqBKf9O7dA/ojPW6AFHnbMjtXNz7EmimSvYAGedTiBMv"
    "rqt6IzOd+YwlwvBf2tGPsqmMSiL6GiJJhD8ZZ5dkqlve+CwzyKXpkDT6cyK7nv2Gz8rzMhFe1SL9AXu1ELb6S2M/2Mk0xD6IUyzr"
    "tJlZ8J7Q4qvxNhv1PV89ryLC5zjPZ+Y6C1qK61U+X9/WJXK43EIehfd11yAHT1NN7vGY3svcRAT7Hye2U1OTWzNwlc/0QTlf5ya/"
    "1IHBKkS6IZmMOK/pLHUhGanj9BoSftbFIv4J8JUegXYeHjyrh2tF8hFY4ltkBp5qId7gaXx3nuZRf0VhDaN47jDWrQwa5i+fnanU"
    "l+AhrMdetZWY3JbM0SfkuWConKW3QC/1ka3ylNytA7Fr50D2bR55K+SihpPXr8HTWc1naS/NJNEob5nwk/cF6QqxxQ974Jlswmyo"
    "791IpHHUeqY9YNc71wM/+Ss7cT+BBHaBH7yKrMCj5A/mIl+QSuZgDDG3Jyc1Iz6LU+Gjw+OJuP4aTmw981EJMg7FGH1UeIQjl2M8"
    "hVqkK63nr0Qf2AwvopI62zEER3QEvL5K6uEK8om1FjeXU4k9NfyAXnj+vZlVjzCW2YYT00Buh5PgVbSDDrBcXwd5hZy850OTdsFq"
    "TsV+TPLoBXHogBq8X4yzbVv0fUiaIYMYX5ThIWxBPDkDp/RZeBALiaM2XtbpfPz9XsTR5hdOhb1YTV25Tp/WnsHf0Dd7ySF423bi"
    "5qUq6UNtIeJqSB+S7pBh4xpS/ORz0FUny3Iyho/xaDouM3SYuBx/CyK0Wv9GPbs/7e3r2Zt3KHGIQp6LJsHYNcLZ4CQrkpW0DMXs"
    "o28jNfQV1uME2WTu3nK5PAs9vFbfgU83MJij5yEetp7KUmbjY3irPpwvirKKMAIS+CNWaBJO7mXwgA3N/CF5wvDFPJuT65QYKSlm"
    "1nr6EZVYhQk+/xfjfyX8TtNemptsbi2u18N16DibUoQI/CoxfNO1eMZS6M1/dBZ2+DTEGDOx5k8RwaQAUcImrO88nJHh8OADspyO"
    "IR7mUmi9OjWvKoyzODyok6cQ5X+Nr66Um/QS2JUSRLqtJOqlWnbQ5M083u9h8h98ra8sJPK/naxN+hZ82FLa57Xsli1UY+tYAplo"
    "+k3fxHPYnlrFYk/q2Q7yLqyKzYJ2wToXc7p0Lu2+1SY3EI+hkwz2noJp5cGSigVy04hO0XT3SpIZsbOxj1uIK7Qe+264sWPhW1tE"
    "1wey2FMsclqrDq21DuvmKu8XicW7hp2xjlXw5mTE7CeHMg5MaIrnw37tQrTsbPKLuv03yR3okX0sszqUHrN1PJwt9cRDKeZJt8md"
    "KBEsk97O1PNsdyZ6Vu0OnbLx9GznIN9VGac23tfHo6WQhG6whA2M9WpxlwL2UCzEKi6SSl49Qd0V5WTDciIkLIFn43gXKvQnWGA7"
    "N4Vqe5fNbGUdpTbwV12Kd/iAnZOuNtiG927BnJB10zuc4xLWQy7Aet/IqQ6L0XeD7JYRx7M51j2AHjIZXQKN9RZ28WR4Ltug3X9F"
    "NGf9A5NhX39mx4ezzPXEIzJLtwrybW80mrlK11+XS1bXGnwun/Vy6+scKcbfbXs0TkqogcvYYThMXK+TddRGyQJdjxXoKNcgftzI"
    "vpMqPQ7nxibEpuOZsr0vdwGnZGLsMqxgBaopq5lifOzZiJ83zO+9rivw1IuwHt3kOdjP1ZDLWkSMn/k8v3oGEsfMkmC/eIo3PslY"
    "Y6JsICaxRbgvQpe1kBewZrP1G30VGn8eNOlCuRY7X+jzn2F2VRVR5+whN0skXZ1K+Tm9/ZTIAPqWpq1vYR/kI4hJ1+nDeNqNej12"
    "rMxnZWqpHWvZUZYgTko5vzNKsmlZLT9lfZPDxOWFNpNFpJI6IJZGjbL16dWoQ78DVvNmfTS4Rk6FRv4HluIWeZgTmX/BozX0Gbeb"
    "9tMbNIU9keC/TvQ9ceZtd2LG2Tqn1sInM8TDsyULUnsWZHMoTukXsLiGYXOKzGfmYKo+Kf3gV7eSZfTy38J7rGbmqVqvk2z2kR8u"
    "YeYAuko7cg/VQCp/wVs+gzU5ASs6OB3Vu+5/x2+7C/PhMTKFJdMTuSFoIOtB6C69Jek7SdXH7q57oMHPVvQimoX1Zj0GPZSlV8iR"
    "WNc+8pK2CLbo5WIMCEW4/xrc4S2c9IPlXDkDWup2Nfa5c+QnSPXU5BiZnjwjmALNcHnyY30D2v7IjHskIdPxGYsZqtT4sjPhJVRD"
    "ms7EPt8LH2E5dAosnMzCz7+tk/U87MV7kPqDG2UNU3PE5vUfHbSRefjJVXobzvQCnOzFep1mBZ/om3qQjMT7fgcZfRhR3WqseF8Z"
    "r0cG7iptpPFsQNLnRZqqGQ2RTxCd3CWnIzozlNsQ9Mcu8iDi8mnMhbg6aTX1Yo3WMjbMw71HQ5KPlN6BYcPNhgweKB9iNw3PcSj2"
    "2JBBeuBcWfasOe2JdWF3gaVoYAxpM5QPiePlGQ1N8wmt73zc+x9Wgg1j9UPapCpmQsoYmW+gDi7VP+QbvRKraVMIlfiM8YZkagH2"
    "Z7nWJlvIXdBnmfip6fqpfg+volYOCGYRl62e090NHpnISYp1U96MfV5FLWMd+ibthktjHux0iXgMk2oir8TVsSRk6fOQlXtwUqeS"
    "4dRYsVfj/Y3V0nhvjhXLORXCxhTwbFexA149A+v22ryT8zIiK7l1sTrCx3iOPxBZzDFEDuzG84gD/gPv/Q+17qc8fVyz5T4v5477"
    "zmnUIngNDXijJ7G2ddTOW/Rh+IMxznJuxVkOEVdSPdrwKtpnmz3N1Y/w71PEGN5fx3kehpiqkzyA/XDTUS7XFuzAl2F9UFbBjDVC"
    "WU34ukqG/5li7583QHtcKtZJbcjYm9Nn21lj54+NhN7Y4rtkyv30mkO7PgRexVCsbiZOwlz8l08E4OPE1Vur2JdyMdEBna1ogI77"
    "BjJVg3X7GhqmnIgQf+m7sEh/qsMPD2tSzLP6gF70+4ixamCHXLVEPdZDCnksQvzTWk14DJERRLe2FWz6ZO0ve/j8/HrKT0Wao2wV"
    "9GgRs2kr9c3A5m+2wgNcCS1t2SLHA+iwxiO+O6q/WOY1gB4dKM+xmzOPtdSrxU6ASar1I00kg0g9uzY3Ea/9IzUOpChtq+Vq83Gn"
    "ZkEVo9sI7VkdZ9A2Uh6ekO99nSyuKVSwJD34mOfPCiAnxjo8Rmx6NQw7kkstUeMlwLoaO3rtkwM9tQA6dh7ziV/BNzWfohU8/MGw"
    "g68j6jkJkWgVfMg8npoc6NjfWMGdqtfQRtdzxjZMn9Ss43p1aHz5Usa3KmT0GoU0uQk8NzuWISn9b9X/2cnVepu8JNfh63V43onQ"
    "Desg539wPergsXYictdiZoW7sP9he6d5PJ2r6eAxni6XfbBTLWU4depI6Jit0DEticUZTrOlbtIUc8Ye5LMJQTqdfu/IGmUNJbbd"
    "v/rx9vyl0J7nynVikyhfQEpKyH+2grMv/fzsRJI16Dh7c5zEriRWvfu79TmGvD3pJLPEpD8fHtffehK7QqfB3i7CCmzEWX8FemWY"
    "vKGdMqrgJ0zWNdoTGmQ2669h6Po1zO3U4h1GsN+qKeSXxjiAA3yM7noQOopjh4hz/tOdsWzE5obx8LH0lzn4+hs4J+VYK/MPN0Or"
    "P8BOg2LfsZFgL32l792win1uGqnHdZyZTm36NBqmbgcxHm1DOelD9JeDIVUr03YymZ7KaCZugnYPSfhZjLjPUY8lF902/DcdeqSr"
    "fAZN8CuigQX4Sg/ZLzgD77YSWqHQz/AU61Qxu1fGv8+BZ+f0tFmzjTqBvSz1tNmtJZnuBXcW2+RwI65bSlaVTOzMDPil+ZC2vYMf"
    "ZZRE/dunEI4dFkYUP/W/c9hu7t9qh0tw30tYy6pjn0qEXR7ribh3lDxMfPvXINWz9Xw8dwVkzbzQYYwSksyHhOitmZ7arFaHWwy9"
    "ZLySL+Hk5sEeGrZeG7HKVC4zMPU+q2BY9eVYqac8P2Ctn/dKMMdWuJMu3p1lTs8Tw9at4qxEDZ+uhnmxpj+zr9wkp0FrFuskLeMc"
    "Q1IfgwdRBCk35MGr8JXNkIzxMk5+gewcIR+worI/e8bWQWqW6Bzmh+ayd+44aUj3Frj4cbO6uy7G829I8/bar4eYu7FY6gKx2PYQ"
    "xBeWGZgN+bF6exT6PIeVsDIywoaoWfPZbf05pPEH9tidKYaEvIFodj9Kpe8RT0K3pXpYrJesJeK/rtBUw8W85q4yE08zVr6Fv/cH"
    "q60O52f7KbFp8gjx1v53+rOc69qAtVKPId5ZGqhbHS+D6wFNEFNMOfOltC7FOzmNlm2pYg2wlCg2hp4yQK7GE2+CjqujnY3S27tI"
    "ouToLsReP4r4wOxDET6fA4k9HtfaSi7pVP4xwfuleNR23wmz8AmcAnZvUe2xBB37RCUrG1U7sDifLeafNoferCO/nlmOlfiJEKeO"
    "rsX5NpSdMvitYeyT8Rt1xL+NwXwTzrxjys6nxxChHc3C2boWfncMfsxiWK/Ncqw8BQ09FV5Ltu8QCjEiK6b+tr+VQv+WwxN4EzJX"
    "wmz8x1itd+QjWM0Vht8ES/Y0EbA2c78ijL2NvacQb2C17k6SST6fw8W6MTb53uNBUux7fx3ibZLdAcWQlmrm0J1WGkMdUAG5nEQe"
    "pn5yNZ7gU/0LfvP1+opME+MrcKwQE6Sv5JMVrliXwqPcghhmJSLecTh51fQ5c3WKvi2WExqNmLUYP3e07MYpd8d6t1k/SGbCw+0i"
    "z+IOxg55G55+ld4oLYMKHy+PEUMZvgQyHoVXad75EDItuUybvZtj+DCM+5X6ovwGq1bFWnlHeVz2lhdkG9b7VLFMUR5nJPPxjKXs"
    "lsvFiX8Tb1TukZUjHqnC0HsSO6nlZCDa+13vwFko1OflI5ylX/QsyMh/5BVto22CpfCIZgUv6916Ajy+m/VnuShd2zBJ6532rsuI"
    "Uewqk8XUiAVYwyp9SayXog30aDtEbDOwS69gNyfIDH0Pz3oQzvm50A/txToS7xSLFfrDV1vCidGmqkkW9e0N21ikRfh9jd5r/Ois"
    "KaTywAo9kqC3bjwhOVjZK6WvOEvgUPiLOJ1piHF/Qkv2k2fok4zDfQZj9S0H2Rp+10WICSdT378hxut5Bt5iiNyLXThYniNfZy47"
    "SaZBi6xix00ZpLUWsnQ9s/CZ2GnXS5ipk6DNLoHvsAeio5fh2XeRCxDPvx5M0Lim4hSXRzLUSzf/84/eQSTPqE6WCBlbq6BL5sOm"
    "1kEHj2DmqoDvZFHYUETFVepwIRIeBWb7DFsS0eZu4tjPWxEvrRlzeGfJJl4hTA6DuDqO0XbiJjff0Tw86RCxnoAz5EvI2WmQjbby"
    "DnT8nuzDV5+LCfspw7Kd5HubRh1u+jvlZFfN+J8sgV1xmr4Hiamgl2ZT7oezIlaEtW5ak0/Vk8VV6cvZY1JBD28FYsgE+bVMo3ZJ"
    "d6E1+E7GI2Ue6+tJj3eTqu1atnUx5LFad5FZ2JlfsA8l+pHcDp3WG6u7JzuVetGOmlU2RoLlkMhXZTn7jLJgF6dCujri/P2Cs9xf"
    "LiaSjFVL4qz6W862FTMLJn927yrP9XS9RxPam7P/puty2EkYhlVujRPRNPpNjChrSZyRVMYx7DHf31bTMXmIa/+BP7BIf9Zuwau4"
    "Q3mjCluh7zyyupPzIvb2/a0Bn8RmbLMhw9djN4wXyeYiLB9YiZ+LYPUNyWuMz167tYx4n7ned466aKYjZwITfqq6H/EQi3Qe9Yv5"
    "o9a5/l/sy1yc733EGPpO41VrdFdWvA0FM0LUSKspj5cT5WXsczG+sxnxrFXiU1kCaZS9cz1vR4vre3N1HYccEWHmM8o5VIemk1CH"
    "7ltJNJdyaDebh6nVz2QydsKwCp6Rzv+CNCTsoLPzWo1n/Y9Y9ewldukbP9Ys3w3ektG8VZw3e0/B/IdUJ+ZuXq4rifG1i+euTdAW"
    "ni6pOm0d5bvK85GlMhe7ylhxnC7GgjEOz7MW+26/stRNRjf9mZ0hfvT0/F2aZn9Jenu8t6/MOq6VikbYkU1hp7eQEmYN7sEbtiDG"
    "cx53IUr5N2l/VBK+vlamjrHqT3gXI+GldIQFngbLt49YJ9UI6UmUxO+YVbA7lHPueKK4SbI12j1YiJNby8xaMaL6ldjju3wWQRk3"
    "Jv20/1k4txt9B7Obbo9wHY+hL9CAe/VgH5bzVl3NyrB7LJ/fslEnaOPJkHPZF5JI14Xr8L5b+GYlWBfLBB0N/2UbZ6HD0CpZePII"
    "dyfJruUajy2tZKA4jH0B5peVw2O7GdFSLuzNd/J+4DiSTau8LsZCuw8tVAG01ut6SrBeT4GOr8BPt4ZV3IC1WoHvWt+o8fxEmFXf"
    "oI9LEWOWpbDJu3LioAveNxcymMNs+XL4r+MkmUZtSiHqdUWEZnK0Ap8M8QqnSD67FY03cYPWyaHEuO6IHbsX9/8dUXyZfoG9uDWo"
    "gR6qJ1viAm2P6M288DO1Rs7EnQL4DVGc7Ty9HGfROpsr8e5N44s1JwOZSXg3jxd9iEQ8A+0idsEkWOUUosqei+tHjbOalr0a/s1e"
    "nP6ul79xz6+4XzWcDanxnT5JYonYVNaBkkh3SKamn+Oep9ad05j3/m21rhRj9VlFnGLDOizU+TJNH2TGLp85zxJEMTFidSbJROfw"
    "H9+VEWJx+Vas7T/6gizD2uTCv/6GEWsrSWFWxFhrNzt5GVbgPKzXHowPN7NDtlqvYO1sJHmpPyfC897ytj5NXKAcrGjT/VWfwp49"
    "rOP1Zn0C63Um4omrgrfkNM2X16CbNxFb6Auypi3SY+FhroblWaj7irGx/IkV2wve4K5yoBiiTQXkIxdX6CKOy28e51O/0Rzq+93l"
    "OzkdX8vSFsFjOA9r8C4f4mf3E4dclyQmjvXKxjlntVZN+7v86tvsC7D49zTE+Rf7jFsGOyucrnIMnwl4e/vB176D2udNrM+nUiuH"
    "6mesZ1WwKyHF3WS+aASWrAGyOkGu0EwZpwXJT/QiLZZP9Um5NBiKXT0G0nw62Z43iuULF+CzH8PvNdQZF48eQ/SyDR5hvoO3PJVk"
    "sg57htLeEibao008TENUEYM36bBiij0DSFNdR4aMcT9+Hy2uhmCdieuZpxyvUd8vlYuY7xsdFDTg3B0ixsa1FPoykzr2bZy3P/Bz"
    "Nu23CXv9tzgujQZ6UPmUiXp28S3g1U0bGmf33RLxHXIWiRZhLQ0rcS1RLJ+ExfubvnMe7mcsN+3Zm/AcmQWN49zNTzib3N5jkzlb"
    "8ggz25/q41iZX3SKHKHr5UF84oegmBrSqs8zxGGSZREprprXjHK6IsrqmkOGtFxSC3LqWW97F1icwexLs3vXQ7YG4/MHIzo6lvgG"
    "Cayg1bit/8SQJq0u0B6nL5tVpHxvCxzqXIP3FOrZVbMMuq4VOwvCfoIiSRxNx1fQN7iS+rsONrze9/j0xtmvIfNRR/hhxvt6DPyI"
    "Itj8VTib5+GzQyglbnbY0Jra8o36El+twSN6JNn7rnwOY3LZx6NaNqTZYMOsLTY9BdyMnA0upq6FveiYxlde6ZkjUngQ9us6nomW"
    "EvJzMinPO8STEkc0OV+nwQ6cCh1/HHHnf8PPnIfo09AG9+YsXdijVpsG3A82/0O5M1nBXpnT9AC9Rp/SCnlcd9dQM0NlGi2uIlBP"
    "f76BEXQraPSQ737b1XcTRWnnyzTpuwMjrPKEEWNHyJOURQ/WMBeM2TzCM9lAlO8SfPVPynwDnttm/t/xPXYfcc7S1XcfwTpdznes"
    "gQ5s73nny5mN2pN5MeVMXwN9+Er4fW1Zqa7nPEAr6qh57Jhw3c2Dfe4+m/nXbE7R95EQZ/YiOodoQmuIZtRHDpAUm2oho8+urP91"
    "Yr9/HNJSQokcC2k1Ppz9d5JpnKaXBwqf4UWs8/vyp+weXA872wqRf9Of2Z/d3bW+G3uhGmeXdW8aB1mW955sRwtxXdcXXKRfytUy"
    "Sq6VJXqIrk++GiTlRj3ZunSSm+HZFHISxmLef/C79VkWQBftCw/I2CJC7A2eHJzJSfl8eNw3SCztRTakcWeXYd+6ZGTBq34EuzoH"
    "0lqgM6Grp0OqftTnpZh6vJZdybW4SoSdbkfJPTopOFzOhk66B1KWIScHx+pzsKbH7aRD0q7TnpFhHfNBJ4vr3q7miU91B1b6qsA4"
    "Pm9zWMkVlLgKaNbT9AH82Q128FBOWUc9u9guxMobIIY6W2R2BdpjmGSzE3s6fFHrk5qvJwbmwdwCqxCB/xSibjetO4F+q7MMkXSm"
    "vov3zqzy/yMsfIz6oc5HN6dTu98sL+D6HaDvKvRDrMU7ePcTNLSTqLoe++AqgKlZ1jDl2+Ylb6WmfUo/hKbqE2wxvi6s8As4XwdL"
    "bfLb4FnIRqZ+mpzNjpOR8pCPXlwHXQtmuCLk7bhKnmXe0qTdsqrtoRVr4D8eKxNkHb6ytxTxdG4mi/kxHumrQzAM69aD/arX6lfQ"
    "rpbHMXSOn2GzWhBNI5M5gdvx9/ehAX6HlH2Pr+6Df5+FFZ+HU5wD7dtAJp/h4vxEN7lYy06RBOQee8DZUvMtW8gH7N21nQnhNFbq"
    "MPgClfhsDiye1WOWwkOMEY2rRbrroXGGQzXF5jpUkh7xwfTDRu0DucuSAcGn+peGoY9O0enBQXqvjoLuqW+ETuV2agU1yQKdDW/S"
    "+tZWsSKwXi+Qq3Cy1uhP5hlDE2/G+m5kjellMR5t6xgfjni5kpmL78Sw+80GLdMyPx0fTnu3LdMZpvK03xshrqN7GsPWug2y+To8"
    "pS3MaM3BE6ySJ7BjhgToECcSvNMl5J9TfKadPIbIR2krTRNeSmbaMfIuzqoh9Jr+tQ62OUR8/xs7ME6mEK2jlXQVlxmfiFV3fXXl"
    "7Kg178Amsi9mvcBOp/VxfcL5/kyyPyaYyegZzMGdcugldvF7UqfSCNHyOTlc7oKOstrI/VjdXvAYR0F7nbGTKZ9m4ry7JKSuOc6P"
    "65lrRkSPFBqb5RY6sAJjjDpV7K5y3ReG9OImeauJ3dl0xmwyZOUhsTn/O3BGAnlIX8Sn3pafYZnK9FZ4wPvLGLkZWnA13noQPL6r"
    "8dylzN0pZ5jdvHghu46VFdyqRl1jCfbLm4QtVFuXOcxod5JbIfH7i/VdFcKCdJH17ImtZg56I3sZa6HTQo1mopLs7xcyTh+AXbuR"
    "ucgwcxp34Sl68j71ODOOLdZ64gqJ+R12KEPBUtjnrdhPq8kb028b2R/S8KCciGjWKgrFePq9pJDzrgPge46VU5mlcPmPqEcGL6JP"
    "EGeEkKrMpDgHE+ywWU+/M8rYch0kroo17mbBX7CrDb4zvoQYAo6HtpbZAGMjcKivw8Qwy/ZhZ2WUPEmqvRqhrDmukysZr1b5DFvC"
    "8wltgnQ36ElEGa7xEV3Sc/2ZP7cakncs+8Y7swoZ5j3q2SuR0GXQNwn6B3n4/Xdi3C2HdbA6leODjulnYryDG/RbfUZCnr/FmEli"
    "+MkkEdStb+l9WG1D+68hv08tmYhz+LTZuoScNS2kmFnAKfhsBnsgomke8Rinnjr5GWNb6QFE6ojRGzsAO96Wu/2dBBnXylPQwZdj"
    "t+Zqdz0eT9dTn4Y2qEX8mw+735y1S2MnDGQbJxObSzGrt4fjz/3EoSCOl76sFpwp/cQmCA0ZbryUMzNnObhRMpUSUO+t+ERx/Yyl"
    "RC1KoSabX3EVJ+ctkz+AvEoR6kXLKUyTOlrOR3DKv4d2rCeD4Db8/1+e9bKddIk6jvW+kkKbSKbzZcXQ24773WbSjvF4yoal0rQv"
    "NkvPIS5NJjydS+RX7EyW3oQz1QXn205ybzlXIsye2dzJddAPncVyO3WMkhM+wo9TF0UhH119fbbWd185jKK12jQ/bcy/xQAffyT8"
    "JLcxT44QY4UJ61Ryeh8mhtk3Fr7NDL3N86fWeqYZ08kDaNcrOStVw1mRfHxqNDy5QvZjNMWBpF6Puu/sko6JHXrN/VLLyr2bxq3j"
    "KbWIbW8JvL7u7mdIVvJaJ4rN+ri4uYJ90lFi/Nvc1R9ERHPohUdIHXk1onohtM4IsdrRpZLCC1jHirTi7gk/D1JDJGHX/R2htjAs"
    "oO9YxV6qS+UR9m86Rgyr1bRoxIiW0FQu0p7tWLlOLCv+Gitah0CzZ5Ip0rrVf2Um26T3FiJAxf3ci31+Xyn0OWXzDVsjCj6SE8kj"
    "5Eg5TKLElKghtm4W4sNAXL+M6dBu7FqLkplyHv5tnSQVeOtZWNkTpJt8jujeVncv5k9drd8in4Hi8HFGetmoS2fF6phhDxGHNUZ9"
    "dhf5HJKM1SoNy0TqvK3Oo42qh1fqfMIYnq87z1c932W4t9K9sAY9fP45qimWzmp/usoYxbtfKQaxBPMEDtU3ku4UOJdxVJS71pk7"
    "egi9vzp6F2F4rutpH1ZLnjpcnHI1JpmNjBxLyYnpEFfsWS+QCmp6m8auJ25MHfVQnH18hg94mXwMv3ycFBO7fgMxye5C5L6bNEah"
    "dLJa43s4LEvQznMsxPw8grNhZfBd2qerGtu55bPxhB/oo9AMllXLhv+XrV9CBjOxll8Gr7HD7h99C086Vsx37SglSbf6xi2Sz3nG"
    "er1cMjzXlMlRP0mk0VETvmLyMeRiI9lkchlpGZ59iBPu03UyrMlqnP46nOdlatMZrbCnZV4T7uOjltp0pcDmFWJp/8Otgp3aTXqN"
    "3ABrsVzns8diGlbtELFc7XXBY3iO+ew8iBOVOslK2oVinXUz9VPcuZfkS38ZDKltBi+2L+xGFu7zBvzUGbB/y/TtYBJ013I9BVbm"
    "NjFM4l8Rtz4GXbsR6zI+uE4P0gnwnvogPs3Xq2FnjOkrXz5idXEL3nQgLJhZ0EvlC31LOkOvfgOLtlG+8Fmteu5aJ3iuJquz8c5f"
    "pztTG7jLyulp59UPg3fcW5K+Squ+99F5ZNur5eZdtkpXy4u1P/ssE2lWzkLmxXJ5n1Yep6Fx9CHw+7tJwuPtuzqOnf7zICe7cz7f"
    "zpDxfRaxJrcYp+hx+r19GPuG0xi3TldFWIV3+n0DT+Mu8IauoUawjMC9tFzLtUaGyu7YnT+xN/X4+fugWRvkQMRf+2HlL5fb5HQd"
    "7W1RkifnPh+BJ6GPC4mg2ZNRmssEOBy7bYgk8nQJzt5KyLf5LCeLVeYzEPX87fmlk5AX965JX9uxnEW2Oizw4TIEscD12Iu7YTV/"
    "pNbI8yittnoniespqOHMQUxdPdZmbC4XY1q3szwUtutO+VhKyc08CJ7oCEjG7/qEltCrDNECbsOznyz7SR8xXuozIWcWp8bZM9yJ"
    "nIh3ywrqmQyJp/uE1Os8+7UOq1ZBvzcPp3wyznmGHBHkaA794VhattT7t/bn+0EQPKgbk+P0TN1f+wfD5ST9PvhFj8LpqseqXQS5"
    "LoM/swWaOJt15r81QVxek9lMavgkY+2HmD2rYq9oUl21zyRtHOUinzzux4mrLSbIQzCPHXdNT5Cbbz5BUs9dRy9cfK7eduAkPFUF"
    "1vEMsZ7ckxFPfp9G6rGrHpZmprOapiEr7+Zrz2X0XzKkra/nWz63A6U+n5nkTpx2s7630Tj9hiV7CmsNq2EJOkPj/kbZisOuu07Z"
    "bcxYuE7ZmI9xuqbZDgfz1NjMc09WDawW14+579byAuQkE29zPae9In7er6WkcijuGil0lZhux7SMpTv5UvXV7t4zbLkDblTKT4zQ"
    "RrbDO79Pa1tGrOBt0JhnynfQey0QO54gq7GTu8oZ8HpzdRvWflCafWN3InS67h+H8WB7eTUZq6rpNZyOnVvH3GUJO+LCzDN3lQbW"
    "vgwb7zYxzzbK62iaqXcgn73pnp8Wst2v6+yl3jEileKMluNNhsoCaJEsMtUsg1/i+sUPJJuD8wLacWbKTnieR4tNek60BH39C5jJ"
    "qmBnncNaiBJJ7HiJMjdgXObV/Oli38Xr8LSMj+4VsdnSaubv85hDN8zrQni5hlbUUqph00cj3qgxXhEdgmccCZ35oZ9JmwJ9uIa8"
    "eN/hbQ4Rw2I4B2thcyEzcAKGSSX7LMOesTeZ7teOe1z2XO0hzt9ubsj74mbmCvDfLN0jsNm6zcyB/I4nWM+qX6F+KoZDV8qMUD1x"
    "zabLi/qqPgWP8Qjrr4akwAeRcxB53qkDaK2P83WYetbb3MRAPWs5Al/hI6zmVsjNObIL+4jLObF1j6jvtlZOcDvbtp6slmXazXu3"
    "f2rKEiV3crbzWCnIw27HiOBaSUT8Bs4k5+sLepqMIfJvtT6I7z6N1VsEH+1SaQMf18Wgtdx5mwMcKsaXEfNvEff1/gLqsygzWY7h"
    "p471b2Wmr5aapISRbx67xocyO3IgJ7e6sx/f+nwsH34A6wtR6rc6fyLdbu2ajvzn6Q+490zsxKdi01yrcZXf8IkxomlEpxS/Zitx"
    "/JpH6N16g4yVCdDpYb1R98AnBiAqOSCjUufi6v/Q+pRhV2fhefeFjj0rsDj/Smo+10uUmpSq9VFaC0YWwyTlT9gsaNO9K52wMxsh"
    "xQn2dWUwvooRU24W5G+MTKPe+hXfy0esuEi28m0Hklchri73FvJYTXX8XD6rVAnq2ziiU1dRexmx/HzYuXvgoY2XQ/X24Gg9Fd7/"
    "Icy0GqOPZZhNisZhbU6DVV4KOa6hbo8SXc5Nkp8oB+FsboY3eCm8acPU/g0/V4BP/g7ddMVO9E41VtO4kMvhLWZRu5XiDBbi91X6"
    "LCs9ztMIk+thLbWGaYAu4joRy/B+R4mbj+nk2ZfdbMEoz8NpsYDNGwz0nebVurckfEdHFatWyTSacF9x7LF5XKnLcIW/8f5F2jEY"
    "Cs/zK8jkS9jvb6kbu+G7u3skqiRnrdzkcB4j1zDOhUUsWxmdr4BHVslJXlWbTavyWaZ6nF3DV74Z1uEyOV7e1Hk421mIFjpjLTbA"
    "PzNLn+D7uypw1HPPvKbNg/Nw9X2M51MKiCI6X/f1mtNhM4T0YGYeOhC3t5IYCjHiTKS43EOcnjS+zgTWexdYJ5trn4bvnYi7m2di"
    "XQsxSJWrxGUhKt2MFT4JmqtYb4fER6A9zA6dL3HiK1ilNZMnP1XFd7bSeZGVtFDF3NU1UsN8xM/sZ91bToZkGP+3IQk9T3QAw+Te"
    "U86GT2i9mIXMmOexX/5s8gm8K1foM3DSrtLD9WRdLIfKW9oc6/gkzm7Id0w6H7lB476jOZHmSd5f4t6GtSYrUw5PrMn1MqIj1fFd"
    "vhDzuU8UQ0uys/izrFWXA/xdf8JndpcKxq81rF1MIad2meaKTT9kMwNYxazyjWK+VQH26w/IwQT6mjanlsm59ZB+y16xx3DuF3B6"
    "fhY8+aWaxDt9pg9zWs5635P00DrKcKIphqCRT8L/Rwdj4U2uk/8Q2fZ2uTa5Cv5QCzmB/ZJb9FI9CFcx7/1aOTnoypqiy+i4PE+U"
    "0XYR9qAi3eVWA+lI5aNtBqNpfueR8q7eCm+tHHu0VWfITJyM+VjLv3GyZ8L+dZRxMor8l+v1EWiJZfogdUF/no92tEbGkWNTiwX4"
    "vTVigeXMiJ4hJ5EHYogsx0qehKf7CnbQphRPkIdlIU7NEfIgJPIV+NRdsTLTcdeP9DRYsd/kYmjFHpLkM26PaON8G5ODV8W4v5aT"
    "3WI8nr4F1utHxB6Pyens9jHteIRU8uRV095VQbKSfnWqfW7HtN9qfOcMKfO90T/h7m7iMEfnaAGktgXep6tYF76doaPE8OMPxDoY"
    "em2S6C8pRNc2zCzVwb+bIa/JefIVoq7b1FAYM82aB0947ugMcfkR02XWhfOUWNatPfyDZDoydFGh841ryLMdJtdDgn0dVfCF8ziN"
    "1kJS+WP1E4bO+zgHtk/hUW1hz+tZWPs1WKsqaLcOQYTTS2YhijidZf0auWoycip9T4fYXsdrhZlRT5JFMOZ3wHgGnGeV0IOICqZp"
    "zJY69sq6voJDaA0b13uMb6xG5+Dz48Qhfzhb9Cinlko4H/U+/KgSVqjnQOJ3g+d3h8SYc3FzlCPZQeYi7ipWrhxGYDv63sbh2J8T"
    "gAk/rWzzuv8R49iJsYeq2qOgpNCb47QaFt3uxkhliHSXFJppqUcqCTO3Z/345iEv1EGcftoMyTtSDsY7d2Qts4x2IUntUoWnWEJf"
    "OeHRIBP6LtfiPLlO7hSHUegQjh3L9CrcIcpepmSaa7CBOVrXkxljVSVGXPj7OdVzMHXXVGjTGv1V+kP7/6OXBJ/o57j/Y/83YDt1"
    "D/ieR5A/zgN1WULnjZ+CxxK/QM9JA4WjOAPkxksT8EnyuPcD/oTO5oLyUDrDX/A9AFuAOkKBdosw/AKPYWkDS6dv4DP4QLvDH/0H"
    "nWdxA2j7RfAagvfAGkiI4RTDK/DNt5rQs9X/Q08Hh7X5/oDnALygJ0VARr2fAeOOjwEA/D7Y9Q=="
)
# ----- end of the text model -----
