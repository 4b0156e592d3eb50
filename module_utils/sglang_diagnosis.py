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
          r"|the resource allocation failed"
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
    _Rule("nvshmem_transport_init_failed", "nccl_error", "cause", 60,
          "Unable to initialize any transports|detect topo|building transport map failed",
          r"\bnvshmemi_transport_init:\d+: Unable to initialize any transports\b|\bnvshmem detect topo failed\b"
          r"|\binit\.cu:\d+: non-zero status: \d+ building transport map failed\b",
          "NVSHMEM finding no transport between the GPUs ('init failed for transport: IBGDA', 'nvshmemi_transport_init:"
          "287: Unable to initialize any transports. returning error.', 'non-zero status: 7 nvshmem detect topo "
          "failed', DeepEP's intranode test, deepseek-ai/DeepEP#55, round 83; 'init.cu:998: non-zero status: 7 "
          "building transport map failed' after its bootstrap's broken pipe, DeepEP under SGLang, deepseek-ai/"
          "DeepEP#223, round 86): the ranks' communication never forms",
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
    _Rule("dotnet_httpclient_timeout", "client_error", "cause", 55,
          "configured HttpClient.Timeout|Network timeout can be adjusted",
          r"\bdue to the configured HttpClient\.Timeout of \d+ seconds elapsing\b"
          r"|\bexceeded the configured timeout of [\d:.]+\. Network timeout can be adjusted\b",
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
    _Rule("nvidia_runtime_create_failed", "gpu_passthrough", "cause", 60,
          "failed to create NVIDIA Container Runtime|failed to construct OCI spec modifier",
          r"\bfailed to create NVIDIA Container Runtime\b|\bfailed to construct OCI spec modifier\b",
          "the NVIDIA Container Runtime failing to set the container up ('OCI runtime create failed: failed to create "
          "NVIDIA Container Runtime: failed to construct OCI spec modifier: ... error loading ldcache: open "
          "/etc/ld.so.cache: no such file or directory', its error chain one cause per line, NVIDIA/"
          "nvidia-container-toolkit extensions#171, round 86): the GPU never reached the container",
          "failed to create NVIDIA Container Runtime: "),
    _Rule("grpc_message_too_large", "client_error", "cause", 50, "Received message larger than max",
          r"\bReceived message larger than max \(\d+ vs\. \d+\)",
          "gRPC refusing a message over its receive limit (4 MiB by default: '\"description\":\"Received message "
          "larger than max (8388653 vs. 4194304)\"', grpc_status 8, a Python client of OpenVINO Model Server, "
          "openvinotoolkit/model_server#310, round 86): the caller's message-size setting, the server answered",
          "debug_error_string = \"{\"description\":\"Received message larger than max (8388653 vs. 4194304)\"}\""),
    _Rule("go_client_timeout_headers", "client_error", "cause", 55, "Client.Timeout exceeded while awaiting headers",
          r"^(?!.*\bprobe failed: ).*\(Client\.Timeout exceeded while awaiting headers\)",
          "Go's net/http client giving up at its own timeout before the answer's headers came ('Get http://localhost/"
          "sleep: net/http: request canceled (Client.Timeout exceeded while awaiting headers)', the hey load tool "
          "at 700 connections, rakyll/hey#55, round 86): the client's timeout, the server went on; a kubelet probe's "
          "'Liveness probe failed: ... (Client.Timeout exceeded while awaiting headers)' is the orchestrator's "
          "watchdog on a server that did not answer (validation-r71's kubernetes-115469), not taken",
          "  [7420]\tGet http://localhost/sleep: net/http: request canceled (Client.Timeout exceeded while awaiting "
          "headers)"),
    _Rule("tls_to_plain_port", "client_error", "cause", 45, "WRONG_VERSION_NUMBER",
          r"\[SSL: WRONG_VERSION_NUMBER\] wrong version number\b",
          "OpenSSL reading a plain-HTTP answer as TLS ('Unexpected error occurred: [SSL: WRONG_VERSION_NUMBER] wrong "
          "version number (_ssl.c:1000)', a client set to https:// for an Ollama that speaks http only, "
          "feder-cr/invisible_playwright_mcp#576, round 86): the caller's URL",
          "ERROR | src.llm.llm_manager:__call__:293 - Unexpected error occurred: [SSL: WRONG_VERSION_NUMBER] wrong "
          "version number (_ssl.c:1000)"),
    _Rule("ascend_tiling_failed", "code_bug", "cause", 40, "set tiling data failed",
          r"\[ERROR\]\[\w+\] .*\bset tiling data failed\b",
          "an Ascend operator's own check refusing its attributes while it prepares its tiling ('[ERROR]"
          "[MoeDistributeDispatchV2] Attr commAlg is invalid, current only support fullmesh_v1 and fullmesh_v2', then "
          "'Get attr and set tiling data failed.', sgl-project/sgl-kernel-npu#239, round 86): the caller's code "
          "passed what the kernel does not support",
          "[ERROR][MoeDistributeDispatchV2] Get attr and set tiling data failed."),
    _Rule("exception_line", "code_bug", "cause", 30, "",
          r"^(?: {1,6}(?:\| )?| ---> |Exception in thread \"[^\"]*\" "
          r")?(?:(?:[a-z_][\w]*\.)+|System\.(?:[A-Z]\w*\.)*|Boost\.Python\.)?(?:[A-Z]\w*\$)?(?P<exc>[A-Z]\w*(?:Error|Exception|Exit|Interrupt)"
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
          "namespace), round 83; Java's uncaught exception of a thread ('Exception in thread \"main\" ai.djl."
          "translate.TranslateException: ai.djl.engine.EngineException: Expected at most 7 argument(s) for operator "
          "'forward', but received 8', deepjavalibrary/djl#2985) and Boost.Python's ArgumentError (an RDKit call "
          "given None, bytedance/Protenix#330), round 86",
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
#: object, '  {"error": ...}', is a record, ollama/ollama#16625) or a deeply indented description. .NET's inner
#: exception arrow (" ---> System.Threading.Tasks.TaskCanceledException: ...", microsoft/semantic-kernel#4594, round
#: 86) is no option.
_USAGE_LINE_RE = re.compile(r"^\s+(?!-+> )(?:\[-|-{1,2}[\w-]|\{(?!\s*\"))|^\s{8,}\S")
#: (a deeply indented line that opens a YAML block, "message: |-" in a Kubernetes pod's status, heads no usage text:
#: the indented lines below it are the block's text, kubectl's container message, siderolabs/extensions#751)
_USAGE_HEAD_RE = re.compile(r"^\s*(?:usage:|options:|optional arguments:|positional arguments:)"
                            r"|^\s+(?!-+> )(?:\[-|-{1,2}[\w-]|\{(?!\s*\"))|^\s{8,}\S(?!.*:\s*[|>][-+]?\s*$)")
_CONTINUATION_RE = re.compile(r"^[a-z0-9_=.,)'\"-]")
_WEAK_EXCEPTIONS = frozenset({
    "ConnectionRefusedError", "ConnectionResetError", "ConnectionError", "BrokenPipeError", "EOFError",
    "KeyboardInterrupt", "SystemExit", "CancelledError", "ClientConnectorError", "ServerDisconnectedError",
    "ClientOSError", "MaxRetryError", "NewConnectionError", "ReadTimeout", "TimeoutError", "ChildFailedError",
    "TimeoutException",  # Java's java.util.concurrent wait that ran out (Gatling's own shutdown, gatling/gatling#3408)
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
    'parts': 'train .. validation-r84 (85 parts, tests/unit/test_corpus_train.py PARTS)',
    'logs': 5456,
    'words': 13481,
    'corpus_sha256': '885d33790afd72ee',
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
_TM_BIAS: tuple = (0.307, -0.391, -0.366, -1.348, -0.614, 0.282, 0.26, 0.187, 1.827, -0.998, -0.28, 0.3, 0.835)
#: base64 of zlib(words, one per line; NUL; int16 LE weights in thousandths, a row of classes per word).
_TM_BLOB: tuple = (
    "eNqEXW3Xoyyv/e6fdFm1rVPfxpde7fz6k713ArQz93PWaiEJiogQQgihrqu65l+BhxEVwAdY/3/Uj/Smn49+EzgkaByXtl6bW7/X"
    "89L1U7M/vsj7uPyszXEHee5fh+7b33M7LIB+LDfSWrsrAZemRUbtvW8f9eUcxg7Y2Oy7Lnm9LOx6PagmrJu7oVV23VJfm3M8BKIs"
    "Ce/xT2/Tv9p+PYZlrtdjI+4Fup5H/6qby34MU9/VLGi7TNMyW+KtP+qt35WhIc1xKDuDrXomwdcVd6wAh/o/cmzmFunjcmn0Crf5"
    "9Be8N3M39vU0paIP07psKt4weznT1xiHS1vvR2MXTM2AUo4vJxgMEi+bm6kXEJ/D3n3r2354is7KahurfH1JkjYDrY7b44UP8UcX"
    "LvuRy7Ee961vOnvjWe/2L1quwfXdNfMxtPWzGYeuORa9xHZanpf+ZoXd73hXNIVja9reE1Ecu7i9W3XOLT8c7ju24TBwbIx47/Eh"
    "n/22R+pPZdU+WGA3PC2npmvWA1c1XVev29L2+25fZOt/n/1uBW+Gpd777clLxvFmDfgDtFLtfaXqaY6+fjxVYUaa92Yb6v1nGB+o"
    "+2Owr93ulrCu49uj+n61Kj3shkiwanyMw3yzwvTXwXpCe3ZNfdsaS99ujwmf0wH1g8m6G0nIYVutkuzzG2jvYZXGDqY8Hv0292OV"
    "+xyBcZz62SoZeZzHUnfntNY/m5WF7wnSsTz6efhjL3vdlgkFs89gd1hXxDfp5wzslVcIQivfYN1LiFX4sgHEy3bWROdmvBl+xd8+"
    "5eU2ntZ5Z9482A3duc0A585qA/laDT+s8c7WKJHRshy7lWMtQOuy9i0t45I2zLOuP+fOHjxYf7cMkOG2NF3bsOWu5wEK+Eu8il52"
    "BysQ/Xra17Duba+E1pQui3TjAsv47LtcKfZaxsPac0TLYC3upIwK0YkDPK7WzHY00+2cnfYzHNa2N+ulu2U+LU/UOFKMG5yr9ZTe"
    "u0NmlG2AfPb1OhSFuS31bTneK5raBz8V0m0DW7mwfl7O2z0153qy52/WattHd2w9nunftrXmh7uW6VKlPo34nAf0CCLrMGbAvvJq"
    "JeqtEbIoRj113Xwdbozn3pi3vaXVyVx0xkjZF77rYp/ydSSAzd7gJ9o9a9vCeuhUj9a/WX3Lxkdt1v5b40j2YS7n9coG4XibISva"
    "2ONr/4NUj8vNGMYl35hqUGi/bcbKrFWsC1u1k9Ff7dPPxhLmNpN/+uF2P8jKjLYbn937Y1lGZL9vxmHH97xMgw0N/Ws13qJCxec8"
    "K/Zxhf4J0bp669xgPbwYSf20Hm/nUOIs/dH1z6HtW+sghxPByh3cIx34fliXWFY+8TmgOt+3bUWB38edz2BsfbXZAzHG0Rlj2pp3"
    "fR4D3+cNYDisOVkjbhTW9o3PXrA9MwG78cfBKrVrrad3PeqffXizGmnEw52qLgHUB0kHmM5GGoT1BhivYWQMdt6C6tFYISSUrj+s"
    "nW32Jvay9W09QVIldEO/tY8XABsq8ZRhJwf3ppXQ1GqNYuOw9VVyf2D48OSxho4jviGAxXpFBRlFHMIAsoJuwWVbcz3I3sBxrFn5"
    "6GApZDqInxWY9/T22wjuDRrB5iRc8bZR39q+3WENDg/s1UgkmvXjOKwmbmyTDZZG3d7rMqBZ9FYINmiPCp4T+KHhVuhwtf77rn+W"
    "7YFxo+GHTxJWAbpssxUkXtm3J7rbnRwqUH3JjKtCMq6R2uSLbTrXIOMhMcRRpgtxAehq39Da53QeZ4NeeYW0iK9mWRtzPWp8lWao"
    "2TyW8zBWVdVXtW9jrwhAMLY22VjjDe9qgxbZ12gjzBdanzMGsp50NJjrcKysx+vYJGC/W1HsTeZlm0BYmoORiS9XK7e1gKk5yvo0"
    "ir11lwA0uPtS4FuDe1f8Z/u2f43kRvjTz+OAd0cF4f1+jH5rWwSdS5wG9yaGplGFmLWumaJQIhrKvugQmg0EZY5qZHS7CJRg+kA4"
    "AFByF0F9DmKZCSPHENdp2ARkLHiIrIyvnhxcDjU20Ob+RxJHkqZYDUj6fULo/EPemIYeJOynPew57OTdV9GSBCTUX4ECt7/ctpwQ"
    "8cdzQvO9nV6FatwRe1kSZ3Cq+nvI+INJASb+Ba8yofjsU04boXPvlu1qZbubSI1CWbwiHK3oOwYwEyvv58V4x8/MRncsPo534KX3"
    "41gVpmGcCAcdTzf+NFAwHqbG+s4tAWjv+gLWrK2HbQROiXcaODgT8ChEAiJgfttwOdHl+vk5GIed+HimRicVwr4befrr745xDC1h"
    "b4JOKicp3yR+qchn1QAL2EZW+8BJ4Pmkpuf5M9Dar3NA7EP4ZuMCXk1pEpECF0gDMgn28MahYQwdRtCmqSTFBQjIqIr9imIQ2k+7"
    "xmaJnaZUnO2ZELVQrslN8ZcqXSLXrx11bzzFJGcEO4KXFedx21fLzcL+Ce4/nfdmPJDT40dzidGinhxDU6mIrYNcYqLEy/68/bOP"
    "l+ttNxls9FY59remfTsTLJDMAsb++cbc6IKyUn6zoNZQZBCu8HmCYpsr2jyymYHvB0YvE4YnkyDGiX2hiofhKf7RAj75DCC7jW+c"
    "gly2BjKteghe9/i4KXNqTO5IBXvmPMSkj6HlvTcGdv/++BAY1RjGvWH4u8IHMFZpwy0nSJqYT82jz/xgaqaLS28+7DrlsRpfsoYI"
    "wuozLEBQtdQLhjwx7gn8hZ3VoOm0Ik89assGg0ailoYFq9hp6MBurNlMIYJvoNps28RLNmcJ+kbSsORV89nfiO2VV/AB4XVaegbg"
    "ue0gQdVYwMDWOaGUxtcGlwgnfmtSxPenl2Z6FdUTFnZkPICsjvAxwNQxExDkTdE5sFhgRY2GhYM1zwsKzautoVvxlssvym1WcL3X"
    "MnZ5+LTBYCDHXmb1QHvQK41MIVniy0IwmCaP48l7JfF42e2hIS5AjWJN8HeTxiuItD/D3idpEBM88FBWVkqVJGK91AIThBZjZutg"
    "83srlrW/sSL/QkjJEUqYqd9QVeuK/wI1g30E43197nMgeJ2VzXXdrMHVV3wfA58cveM6MWbrqJACg5habSZIC/aJW4vbd34/o0NO"
    "qpunDdDo8vXlffQs0aIvYQDkbozIGvygNjlxxY4ZA5jAiTp4qwckxZEk7/XdPzE9soCT5vS11ndSED17jFMacNe3moIm26gWCi+J"
    "jNpHEtrlgZL0RSI67rEqo9/3k9FkJXkjflpNEjqbTm/2+1wOdClrf1vTDeduLdS+x2VBi/mmlHodG1r2vpCWUTXGbfd7JGEycM4m"
    "tEA6Q/cQGYI19W14NxfcjXE+IKpi4AD2HjHP2i5XDT+ZuW6YD1mEDKS3A9I+FcZnIzztN0C3/oVo2TChmknSi1tsjLKpcnNxAJqV"
    "vpmqUJu4hoFNOsljGA0tvA1pgrkNN5vR24g77xCCWc3btENOdqnE2pALdUjCvMeCWvMGQSbIzpQ6hEIVACjED8BXvw3sMA13Irmc"
    "2ezOwkEzdvmrCXUKCAun9oB8BvSRhWifiLRxJEEpXGGo1uwt4pDZqXIQCQDUaRzbAtowR+3io+824Eg2M+haUaOiML5jqDcRc4rr"
    "iigAB8p9DAfzh5pOY2cllSw+owbr/X4eEDYNGibquwyyUW/loL4vF/ApfedjQZM4/gDfDjaWHaKzvTd1Z+jZUn9E7GoQE1XaK74n"
    "gAHjsQN1SNuGWw2shAZK9d0g7rZvKDuYsmvBpR2HzBsfxns4Isf23CPE+qLJKoa4n+qWFL0M5g/jaQC/pz1LokXELrNtzt2PdrVm"
    "bpL0n+diTCDNho8eywUm4+zIX70Qwz2lA7SQBUNLTEzwGtPqmswa828JocXERfpHzARuW7Pea5tPkcq6pR7dIjxy9SFeAgy7GnjL"
    "Thi6dFT9sfHLHtZjOVOjcAFsmPFVQixvmfnmct+4zLe2OVL3du3VSVmgSp9RsZY+TmiZKCUkUfCcGz7HeBa4IqrnnMXWrAG1Jl/Z"
    "hNZawAiZVEohk6lO432h3jk1IJ07GaFrpYy7PZsqFiH69AINGkdamgB8mWzer5EEHcnaMEQMq5nh+o7Yb2/abcFQaJwXdw6bqxna"
    "8ezw6k/cOBonS23VXlFzZrbbp0liFmLp5UkO9jR2NS9Gs2ms5gFcTGm4qiKtBwkYFjJDQON5e4rxvkIpSRJYzhjKk2G3mn4yyYTJ"
    "zkRbMbOExohgBBMem824/E9/gU4WjRzsrHLlFkIt7EnCJ54UqdTl8i213NCVSvG0AvGyWno3k5GsFS+G/JlMlv4z4/9AYJ2oSaqH"
    "prEf/q39gV7tj6bdXOxnCRfElnixxEuPv/G22WK78DJULKcFmk71uAhDi7X4AEymai5QhDDEOGvi0mJz5Xf9c+9nSHTIpFN6xOAM"
    "BGz0A3Dy/ieeteO/jFCB+4IgYyifEqAOEhg1pR3Yy31b1LvxvjbKNi3i1pojQylhMojZfkZR9QlZthLW2FEQdiLr4ZGqiSDekABf"
    "kZAu3iNiN2fbZzv8m0pNg5P7SPfshg4KbNZ6a0N152Tqqi0+J3Az3nNa1bwdYHb3oUcFe8NoH/PyY9/lBhLqZxQfBBTA7xMaOY+j"
    "sEQc2AevNfTqqmkdk9KSS4p6tIAuoLhKoF/p15kkMUdyLCHEFdQrCoa2HMCr0kIaQ5uqBABtocOcn8YIIZKmboI3G7UsJSnprN9b"
    "g0IXZzpkh/j8hvJOa3zFU3dFklsAn83oET6TFamrqb5oLLVr8J+qWGf1WJM7R3YBrJLOGnCHLEwUWHYNWsT6D4zqvBfBECwBm7xA"
    "fWFKNOGNMUY96EXsS4Jho8Bdx6SeD2Oz6lxaCEBXbQzYnBX3gIxddL9OPhaR7sdrYoGWYd2sQ/3o38Kg+FIv63D7k2s/HqMElLwa"
    "/KxUPWKQe3sMflaJV6NfjXS1tCtoV8xiFeHSq7WVoYFAB3Bme7FBgLp9exdestqfH+FWo9JvkF8Z4j3QMW4QixkObcQm5r7q49zQ"
    "bkFhhOCGv4n+bPIOqXnflqoxRjNcNnwGZDW062mhFWKwShqQvtyNw7/7d3+xdrOTALVkMxjbvyKaR2BWWhuRLj00ULQ3UYiF2NlB"
    "6HTxrcZLD7484vEWGFe5TxnaCSIc8G8IXTgoWDzAPgXSiCG3WSFVkw0HQwvfJ8h4jHEOmQFkEOLIEtIayK4XcdAG4b3QhYMq5YCu"
    "4Ny/L8BadWDi5YyKTHYHssKQsQtrlBDGel8JEaGYSlWlCY6xxk3vBJp1HLy0ymC4Sg9Z5dZXYdCQgC5BvhQcqNV+0nI6jb3BwWUu"
    "wD1gVcLyo9DNDGzqkx75U/TV3Sl8zHauh+PnbCy6vWswAsULabFrxveEU4NnFdMNjaYskRAKscAXzDC9oD/+Ivn7CFrH84auA3nW"
    "wpVDr0UPRncP53MyURCfa8W8shklhVkMTYzFO9opANYe+B/452jlOW8o4E/ztnJYE56aPyyJxahORs0P0jr8sT5p0W5iaTNpZLS5"
    "QzP9RgB7LJ/bNBNSXt51phc0jDa5aeYG0mcDYHzvwy7gTx+xfSs0rdm438/F2izKYMiC7kxFWzPPPukuQGRDggn7p+K3lY5kNWZe"
    "sg8IfoT/9BxqCfCNZxR7NolzWVGT8xv/y9IxBhuZ3wvqdraJmm54S4Ka3z+QmBYr3MrVbkXOR7CchJKslnFH4WMd8K8ZcA6auLfi"
    "ncC43LgWAjh6uIHRHgz00Qjt2zCfWmewdsnFCJp2GJQlYR931yEBvCDn4pkQBGtdB7dtMnDFv7Yma/Nw3GZT54mZrJycQZxuNo+Y"
    "Tn6xQsHAcO5NcBpdCUKKSfWP4SA8tA2sqgI+hk94/0BcF3BflocS3gprsk9C1msPTnGpKiBN9WqADVojPwD1x57uIEtsjWFLdIf1"
    "jG15DVNKEfyR4uVmsQ6sfLJGMBG0mP/llwnoYDHbRaPN1laaQVgwQD15QkYskF3YU1RggIxzW3jDPz61QVzNA0TFRk5Q4EsvFpwa"
    "exwg6WkBxrGeY/M24V9fJzwFpk2VbL8sQpk5XUCIW6HOHRWjAq1t/ShMxhZQidh/aEe+zTFcOftwQCQbjMD1DdmT9cpytTnbiY+1"
    "t2xOjJzBCL5acr8G5ktI1PDzg4t88IJhQKj+u9+APPBHmXe/Gg1qn6APLS05m9147YrCrRSK9nXuDyqFDbRusm/4U5CRsY/1RrC8"
    "PZEN88ExtF9I2ylPMGLDCci7Z6C6VFceRChCMGLh9yRMGLhHJBHQQRKXaOP7frISLNJ7wxalgTi/01pEukLZ9kWPLRBZA4qS1uKF"
    "amKrtwE+jlOGPvNaVgeSxvY2mmzwnWPSMjjubZow1QAZXOMiPSeXUvi2tsHqSHwNULujTcdcl8NHgaBvuzWjx9T4hmFj9WXhSHRa"
    "fc27wU8GUS4S2Cu+J5u5PGzMvC6ST/g9sNRowQvcUJV3jPjXy3WImCvdCYFSzJjJUwtzQfXlqUCxblPPXMN67qRqwcOmLT6BPpaJ"
    "AUCrirtHLBMAtg5CzicOVdgB3npEXAeg+wD5jQB5l2YJ1V/mjX9ToBU+17/pRTY1zb8zalMDzH/eBWlH9+QtfOjH82aTbSPWsieR"
    "rkS+jNtIi6fOeb2TmK/DEf79eAo4cm4bgzSNP9xEIUPe3w21ZJO1zg4NDmELuyyBMKZqziv+uMqq90SbsoDTKDWkjLHUhpq8+Sdh"
    "C4P6th6/Bcn2wQbSAk09ySgt5C3d6kpVgN3IKGUjFYkDYRygDKCX7fOKPEgYJtsMaVbvmD/L9QkBQX9pw0DDLgejDQ1IBu12uz8p"
    "q6KJbZx8AjrRMwWwVZ4v/DGbRYvBYqFCTGsqXzyU+WBaSay+1xQzbsJxeWOmLFuRwd8ENQ7off0BUNq37LIVtOCcLz+tuM/7TxhQ"
    "yh61eVIyfr7wlwaXOtAqa0IJoT0g5kv/UGqgzPrzG39rzduIKvr57aZKqDlIdi9IhS/7cuBBdv0fCCSX+lnZVPbS8D9YcKlonofg"
    "AhmZHayrop9Fb24zRFV3wtScAtUXTyzA+kzAL2tUkxU2CNG8YPOXn+fmk46x1aU79NCbWg3A5XqtsrV/gqC0SAhtBIAZL0LE5ftL"
    "w7/vVgD0s2zMv/NBTF350uABeLuhvVvtGjByOPYYuYx4XVy64TkmPLHAjKF34ySBVu4f7IsUt1vLVtB8JNZxn+TShNEMPZ/a+HiQ"
    "U9Xsfap0gVjkI3xuIupmmikAyFdTuWbAHcHQKsRHQ1MrkaG1wenS8N/eFRZ6CuGxJCWMRQYQlvjCuIVERtcDK5zE5cBSCLuSKM6K"
    "3Savp22/r11VYRxHKwIh+c5QMEWpei9G78/SmxkQtxysrT+oEesJ6BqMrTIuduvFEi/WBi7LqwLNJvCX1tJbwJaOptBauoE2Mb50"
    "ltRZUgfcyJaKhUAENuPqjM8buKEyeuNkw/W0p/Yt/pSOLzBQjsgKjML3NoFGC+5B76/9BZE1xB7ZQ3Hnka/dcCOMwmSsIsxkcLId"
    "Yh9JZKeX/t48B1SbA3tAJ2kDGm2vK0dqzC02wUczZYYSJwVivja3b8e4ZMxbgVE0JchVoQQV9xPlyJzR+OKJ8JErKZApM/qR5hmz"
    "RDZ+MpxGxS5NXvrt0Y89LiFLpZrwwl0CV7BNaI8R1P31umwOL/gOLOdxMA9EvvRlyI8+1ntB9dmlV/t+1xb/Oqu4iHEmaFACrHBX"
    "qyfwOBn2IrIp6cXkhouNKva3OsGSoXEaKx5UlRew4uGGMcg/zHCzUd5CdsHhZrMn6vBtZMTAaYXCiw6zzRnR4gC8ETGhy4bDvr+m"
    "SvtsLtAKXYYFEICj5AfDQRnLYmMxA2JOBC4wakJgnELjb4loKcDtkS/DWV1GDkwIf3qwWVhTW2AjnKzKLqNdOGJRHPBgDH7E9cuF"
    "Aa5l1+FChxQqn5uDhOHtCOz3Bg1TMNmD2/WlaSiBj7v5EBO+L5ivY8H3YrktrFhonxBkm8vLcrOJyYVtwQLYmk7ATWy7QAeLAHZ4"
    "FmupgACvOBg47YCZwV7lrU15F9PGwgS66oYNWeL6WBq5MD+wI42lCPnhHbDZ+gqVRVi3/53AiWWi7nOz7vfF5kUNGIO2UCnGY1/4"
    "k/DCN0clr9e6lSlejPhGMQZ/w/4OlGS1PgpmvxqLsZqzZo7WvEHDaOEOsQ/AH3R4dTaEeCWLH5SeCNnztgGreRcOZKiP2M+VITf2"
    "0yQsUVHizepL4YzoBxqgywYtL9qXXWzClf1pnmENUeaYl5Nr3IrqPgDqpX3wS/xRSVBmYPHpOmz7ER+JSfaUs7sxtyv+ClAKaSjE"
    "TAkXCoTYq4RYTdkmGvYHBcZH2on2oQvw2e5/psisKNL/ntUpwYULwFolIsjiWszqB/CAMpWQbtR1B3jRiT58TvYBOeadNIxX1HmM"
    "3NCmz81tggnd0FwAWJkhoJ78Qw45d7Lmc0d946IDOsqLNUsjvO3299poJfnyhi0/2BEDKcgA0S5MPKvFip2FqNf6qEwkaE2I1l4p"
    "Gc87C+l/w5LEabIs4bdwggTnhBxYcLViZvt7Qa6T8O11zUvbbZyfibr13HLRasavSGvCBbwH4hsMhbm4y6HWDdpb1xcgfi/Akc8V"
    "/ysge/dmrNKGxQylzUtBUS4OL3OCF7wbzaqDzPzGvOOGGNcMuI/xwlfxjURp62Iw4iDwwSNrAFEYn1OSJ0mRlwqSf8slxdbE4K3x"
    "CCieP8vqzzfVrneS9vtwRZE4SmIjdj96RLvu3REWAYDeW93ZKTkt1s8dVbFsdO24OttqR0jrWz8g6GESz2BhGRCs+GuaO/CmNea8"
    "BJnB2rRBaBUPDA5+xZV3UVmdmP7cJVj9OTDYBBUSt5Pjar3B1jFAttttQcgpkTHU1mYsiBV0DHHZfjDQ7YAPjnsVt4oh7G8L6/vE"
    "epg0CJUkZoadop2RcjnViqxbmkTfXhDb1zYxvTWZvIUE1l5iq0hrUkxlAn2Lngw9BMY0g+wmUu0mE/Fbk8fsX0P7lmzdSPGvaJCJ"
    "1PbQdkI+Z4UbbVLQ2qSg7QDbk21S0HYD/nkBzM0Q2s6adoee0GH/METhtrPs7K7ecjHBv7WpAuacrbGoth/UYnqq29GAGKDkPRs1"
    "HRYwWoRtqLUeLdkEVGhVEItLQD991TbcAg4TNZ+hIwU5JZmw5WIyl5VQQVcrJSr2ajJue73hrw0frcG3647SokHcFnX4G6bn2Cz9"
    "riQKeGTPsDLeWcK71l48nkgZtfh0AzzZ6y+kwjiesQ31ijqPnex3zDDC85gpzF2bcw4RrJtg7ATY2cCLWNgeGLaM0cqL2hYsUjEo"
    "DeW/8LAFDSH5O30XwRcLA8ZU/nMJ7APTftT58H1+TIRoh7iFeRyBzzJlNAzuQb2Nk+JVd5dpk/IpirNoNw3AZCEIJMoVQxtJG+Q/"
    "WqMq1Da2/7l7XIn3Hmvcjgywe/9x5OOyrYfRCcdnEXzxUz1IFG0PcMR15sLcmKEbJqew2SDeFKvZ9PCWAJYECPZSAfhdkvsyqPE7"
    "oy5J0YoydgWW6eqGGU/LL2X+Wn3IuKdFdE7Vh9GvjeItBx7ujWVYbBCg3EiiurdzMRA23WRSFK9YB9xtn9/CBaK6IjzW2DRRhht0"
    "F1pxsQg2OpR5FMpDh8McYAp5CGDfRZz2YNo8mBaS3/R8kz7OObMOEDHF+OsAzq2dqDuAtG+ohe6j0oD4y5IoYWPfFAN9NmudWMBC"
    "uFbSdsqTDPVlsRWV8dB6fH0DONEIOYVjWNv0xtXZ2mpAu7O9cttjxXwHAGCAin3rBqyTMc0CdVMYfkjqcYHEMg74e1M3AHtaTrIJ"
    "Q7jtwAB0PIT3hSOmxHyX6eNOwMW+aqeAG2lVwQkmLZqsGRjMeoeZCxai8EYkW0vk1Jshms8IzTJDR2iPh+vZdhDW187xThG6m8Wq"
    "n2WnhDIuZ6fwOjZB+JGcAL45StT32AhWEnAqbMNR6KLw1OFPnWiLYYXc0mJUjbWPhQG+Jqpgsymqhjno9hliFQexc0L6DUC4K9Rg"
    "u3DC0y743/tNml7MYNsFqSMBQtbStH0nRkBtGYjYdyv33NHCFuT0fn4mWJbkscWdy+OfSbHFu0zqu4BUVIF81QDT02C6kMFYpCwo"
    "cPGQ0XTfoovmnu8jDPpFRDbMjJhRcEd0FRujrZ7whzrKC8MST8xzQl9DuGw3xudQfcVh3lKDAUgMXia94MSc/Ssw7hOk5iCYT5rg"
    "fMRvY6+xeNDlg2PH4fermBM2BmL1TZtwpOFxepoeCV3WBMZmntIfSoajBI75gxKGBfgPwl59rCiUSEo6WIe8cYW5FOOtj7gTcHg0"
    "xKTCMVXoOoypOAGnaa3vLM6+XPqVTgASJZaDAh8yiN3ItBdg1xLNt1PJ2c7WJvoiNw5gtT5X8QSMBXvC3ArZ0S4BddfcuD22Ssud"
    "Abj/mYSnzBKAbxZTVo7I6W7/ZJC0+gR0CRrfCdyrUkDL8mKW+Aqaz9wTxZdJMiHEMbGnQrhMsPa0CH9FzO3fecNbgmro5o60zlkX"
    "KVpzS7geQWZuMc2gA/D3FghZD2q0kiQZbOeG4Ex26s/cJGJU0Xnkdnd6FYHn+U58uuvYjjoZlkZ68sQTBAlBQsq5s1OofE2bngMI"
    "kr4xcp85bWWkzkj71FlfzzjIrnjrnUALovZdwqHPSfZFALtKBpd5g1qCUIj5ygBbH/gpvONxC7KLLYWnDIclaTrs0wZhk+uLHZWw"
    "SZhfEAA23i4OR+5naHFKjJa6XyQZ/HzQMtpnqEtgKs02RaxUPm3WAClXT0noFe6XGYQJpo0b98A9zzkNcwHKDPrbyDLjX8kmi0L1"
    "8H2VNdP++CbuCX6qeRHJl4SfnpdPg7S3sEVHhl8aDrtzbL/whO1JS+BZPW32tbA0NTLKIJlk3ukCoX1n+BiFLGoKiI3dbsPqTyVu"
    "w0JselRJ90NhMztg3cwTYF4pyN3EFLC4uW93krOf+9/pPzCT9G0ZzZHTSxAv195KwkyxkvgZFRpwGpNnGMl1AWwJ2B3yFsEnSS+i"
    "WPe49WeC4H2POwIL0rBkXWQiahN6wovMtHlnw6JOog1F+h5glAw7Lyqf60fshNdRFU6pqi8HVQmVP4HCAZqDollfg8UcwVnbcxzu"
    "E9AlKF0YxTMwbt88a3fekuG4dlMnkrK7q0q9dwLr2EiTSQkm8GRg06pgfNxtGv05IXtgOeGIuPSeEST3cBWjQuEgbpeHuMjQ3wyQ"
    "v9cTG/P0mOUx4G6+58LPzu1oKpFvnU40Ntl1YH4mNrBFrG8GNUPlv761FwAQ+epvyroWpuWBRTMOMtINzhNeAmK+t2BLAgU+ATuh"
    "afRI+3sBr8OqPIguDPD9SDR5Oup5W/nNt01smDEbjkFJLtwkkPg8iJsy+K6E/BLmstfaq6FtFaAcFE/2aYELlQNTauqEfWXU4vdT"
    "2ghW2snJlIW4TiOphcnM3beNe7xF7AnK8MS6imLSV3LHc+Po/eSOg9bqb625Rau/2bUrcLqTjDj0obFdHLtv7F9zcxuB2HVFBF/J"
    "4uBVBl77hqr220lNOmzQuOmV4HK9coP07VKiLL6hPsCuZ/JnBoNRDQPrqa1/Lb8aLNlRZDlLaH9X7QYrIIby7HlduGpHCh7OeFfM"
    "5wHAzu+ww2q5ws8Ql/XCuIUXew5iN++3lvQvB4p52y+lmb82AYfTRF+a/LjMF2pK/4mfF3z5VHSq+/kJ28YPR4uBdhHXGJ0c1JwN"
    "iKqkb6KIsXuw3JwEmFyYDrOGhsDAtbSNd2GvaAu7ZMwR99v0RKhXQhGtEjnx2TckWCl2iy06Hvbf8LfRUytkye8FmzgxzSWOzZ52"
    "vPB3NdrxGgdOZrXJHusWNHus4xv6rnuPccUFf6TAdsRCmGUokpu3cEnmulWIBkp1q+Xsbi9WFpiMe9HnbfR+pYcbTHXK8hZS7Gau"
    "6MmSK3TZlIZoGNk5svcOqaBwfEkVNKGPmTIpqB4A3dDc5kXOeEWA3ElADjzlKJNKSvkIsKEOdjbYoU5GzHS6OezbtraJorikFBI5"
    "EVsmbjZtScNeTvJ9EKmeUsK8hOFEQcR23eWaZMCccM7Y1eylp3Ghg0kdLBy2hsmhWqIM/mRviwlMlt7ubvEfKeF+skza/3X9/q9L"
    "o/NmCrdm/CsDT/hHJm4rVFCONts2Z7LX+52qJkG7V9MAvRaA720pIkLmAeDbKa9uIi7i5lW7waBk03oRcGsw0UF8sCVVLBzg06Nh"
    "h77Fv7bS0s4vIL5c/9kFUgO32yKOxuI5fXUktemcrfAkPZGirPI13rZnrDwk9Miw74xJuDf0sp2X9MFl93gg01Tl6ACndymSVdfF"
    "5lGmoGVnduEEGRQRzUuXxP4aJY16hTMzAq7YUTm/3N86aWzCUpiE1D+8+YatlDRRiW71hW4qPxxlgs/7Ai+aP/GiJRctFs3UrRkM"
    "o9tqyWhynjv4o60N0wNZP7mvSScG2+8a1bR7/wZhytkK1HYi4jYTW98F+J0UTrVKCqrvWFK3EhnosRTNcxriJTdl6C3IdaS5urPH"
    "YWJjgrTSehTId2NPa4AGpy7HvGKwE7Zuw9RsbxsStl5Tw0g4WIYrAo0K81y38+wOFoT7cOebr4OFfzXSjyYqu++PwqJBaRXdqlNd"
    "YKIjQddkndi0wPBjFDQ8vp5Xv9V8Qu4HVvOIxEBrsDd9g6xqm6ghTBFOaV9POgkFesqncmjUjGT9iiEezpZhM5hkG9aeIG+yHckQ"
    "d6R3PWzT2tPNe1tYrSOoe2tT3OAO37ZJK+a779KXF+qqX8egOC3vsq72TNdijiKIzprkrNqjuthl75TIOSNi/MRnrfhkf9cOht5f"
    "GOZPfTKPd+I+3Gz6dnyT3b23W/eLCM/YBNmu2XsE51b0r2aO60xK3ceI62mEvHRINag4aPTrJGfdrbH5H4teL/yby2Aj2LsFx3hz"
    "32f7DvnnPT+3w5rYO61fBFSvBz67zy8KZ98Ouwtjx8JRV1fX9r/hWIrXiyMkCtFxO7U9rysdYIWMh00mELZMFOyai/1b/IG0gOyC"
    "Bok95leKMPUx9m7/m/0nkLfHTOJm80WLbCqEQHa8HSyZuwbJR8NAq6aEsF5MwFWphMOH7CdW2vh9JsCE+4tE2Vykwy+nVgIQBVoA"
    "buIDkI4MCXnLiR27HtNjdULmuBiITd7KC6n2DZ/qBOLBCvidO+ORHSYDndX4xT7aBbHVN3Y/dDY36C5WvxerX1hhgoYv0tpF+CjW"
    "ubrW0tuhgrd2+1MMz5+Urs60T7yvf4PT/SJRtWIX4LGMgVpOneViYN/gn7zqdDALRsB1vQAo9PZdn5M+CVi3xkExDFCTffJxYSAq"
    "p7/gPzRzJd7F0E1mQw8tWiE2i4DlKwfD8uSko3q4Y6Nq/u/EsXljGvd3glZ/YqrO9Bvca8PsWZot0cCwCKkRBNQJNGaNRe0OCyAL"
    "epEBJC2sUi6A/73d0xNCKVmir+O7HSsRgxbXyJ6sXF9Z/+1gZLlF7JUSfrqDytpwzKl6PwExZwi8QLdkMfU6grBsygPKni5D5Eg8"
    "UyQbdX8lxsLDf6WrU3/RFn5gjLl7Arz023tVm3WoLtdrMlUO/j/TcFfnO0e7HpR+ErgyqCPm+isgJ/Rrri5icShBv0Xj6tT7lTyp"
    "SfRrygg2KbPeoF/3vn8koN4y+ExgJjoNnhgz1K4nFWWJ0L/cf2WiwLub672MeK1C0AylA6xbE0w+7cin5Zy7UIhEGrkEEiw0nwKR"
    "wHDhJv8MmUynimKromVZzAl4tW8a1+UcViUSRHbDnrJiKdFBTbLcWFtX8bMr1ygYa3Uwg3uCn7gS+3kbvwSwaGwq6IojO3z0rJEO"
    "muabduJIDrS3hoUMEskHEcndND1F1aGGjJTUy7TuzdjTMYj2srCwGPxoOlvAUqRc0TTngTfNrAQLOTqz0WJFvmFvK86GScg7gXEF"
    "E8fl7RGzBTD5JQ665xsjbH10JIFWaT+pja/MjmOAjiHxuGD7qMENn4prEzo3BLntLQNtZSS4DRgoHdgdWv0rCWZTCZCXQHE4xk7w"
    "jPclvH0g5W3+6EHNaH8cC+p0Xwe++35QBSVog1MbQGGDE8Kmx58OtYOqfDmLrzp+NH5u90UgXl6FMVOVeTtcpHgkuq/UOsTHH1oz"
    "DSBu2zwRtmh9huq/9mznJEzAi53g2seVkrsE8iQuYGlLegGnJb+S5l58oREpyPlKcL1njYAdz0J+AcZ8sKAtQ3uA3mI57fGNwyVD"
    "STuJ6Uv1XzuL/0ErLvRhwLEzPcs1iPjaQYkvTiT8mTs6dBlKxGl4Qa4W4lxSMOuJ4BItX0d5uDWNo+XExkk+LgFOz7RHxtKMCLDZ"
    "/SYtobIRnhoHEM3DQ9Vm8QyP3ZAwr9aMryb3gRFfgY+cJVztKqu2G4pws6mKkaQ17qusPq5KTXLHiQ56I5r30CS3DgWMJTjJrBwg"
    "BvYAbDnp8JyhmxkgBZeg3QysBPLCAcWzoKMgO3CvmCJxpATuCT4IDS3HUYOgzN4dUtEc8tlwxrEciZP1vujheqIbbjDjtAgLH13Y"
    "i3XDhL+vlSUo2l3grCiHcfe8WPfBhEsnKimqh8Uh5eXLkAKm0YFlU90IZvKBkEYJVTJOSA4dy7NkPk0Xwkwhk91LiLveC/KH0bIb"
    "duTEYl7wF8mkZzmazEnfuomvFOnscklDGv/7KdfYRJUJONcOBycUxh4pMR8wlDxw/CMtqRKWvs7pG6cGnc5s8LzBBTz9/sa+zHr/"
    "aRJ/9pTB+gp2IS35haapOI6Ah0iVtWkDL3rLDvH18Z327LexWbP780j4PjaxqKQk5dk19IGz5GLDB//31/T1Q1md7XXqNJ4qZ+CB"
    "5rFCKrCYaEXy7y5fexofWra5dk+4OEMkuQ0WEM0ku9X8QosDDrlh6SvVW4rLXsv1f6dvzX+lY5swnET+RzpOocDkbPhOHy6hyftK"
    "mKJSCppWNYsDpJDufuoMxK4zVUwYh2Uw6FrGD5BtTmZ5AM49PpyDzJZ9Za1iapQAraPJ+3mipQ2MieImmnlmlUB4C+yVQgFccfZn"
    "4gSVl9f52akS0oAmsROIFNlxUggBrygf7yDOYDiz2ARqiSqR4K6MioOXSrhuP7BYIiw/REr8WEMsE6jFLgm5wE6Btikrz4Lu1WmC"
    "HiOq+6LgGBCwdsOIC2UO8Z7UUX9Zdvj5bagE+CBCUGcXsJ9okolAvXbQnNglk3WBpGvPxzYZbbdLMd5MI7UzAFoGVHzQQZkbzRqR"
    "toM8lafC+kFnmS9wcIHthwD9RIdu8XMIOkhfC3clKdLUf4FAsbSShZZW3gADcHbgGC7sFYDo95N/LDD4snAFP8cl3DnSwWIe4WkB"
    "ADD/hfnzb9zYPvxyss6xuIzAdXUGxY5OwD7l9EPGEiDtqSN9pveZGjkAtpJZra6uWQltoF1L31pSjAQ3LY5BdEQHHQiOVWJhbhpO"
    "RDHe2w0ZOz+zywDj4mCmxgG2oaIKvHJFuKKcUV5JDT/d3WZtB0aSCHBaiPVstATDVHcGYPVeF3AqsFnb3n5eyOONf51c1Mq2DySp"
    "gg3QIDsOfDxWTaxR2gCG9cnacrcC7HXpw73bG/yDP6d+vDd/nUL0meij5r9obSiIjGYTy0dxkX2vfUl6FZzWAcqBv7y84FTK7qjl"
    "IMIAOTzpDrv5+KlcCaWlys7aIzyJI/Bd9ZRF5E3SxKMHtMOYm+Nky0p98eTJS3p8UrgKlOtAgKh1i/i1aSHXna6ENsjt3jpZJXdP"
    "jFsv+I0IQ5nuB83zJzXMF21AurfLFu8Z7TE8vfJ4TcwMFPuhLoFJMviWFPb/J/2IdBpw+gGeFqnPveelMm7T+6N6eKBQSL1JOl2s"
    "oDyHxQX2vrHfxf4t/ncLbAgaZuwn65ur/TG7ZRjmFoaMvUKtPQgUyxfs3aVE6qehG5sx4rdCrPDINB3qUkwoEDNVsEFWuIsV8oLY"
    "CnmxQl1mCwxujd4i7uxvZWpBvluJIBvQXttAK5Qld3aZzfZ6m9PxBAAENUMbxCuYbzFglXQ8qExuuF3k6+0OlARZccDzI1yH9RN3"
    "M1BJZD3vsofiZ0W1WSbUffYHYDldLf2KRHpyVwTm02PKRuPO3op7s799mMF+drPNlVb3fNAPnJf0D7tjtB9nPD03nHnUIeZE1eO6"
    "X1PnLUixvYLtu6Bv/S8bSEoKx7EknUSCnw/o6N7TXS6PHYIOx61vI94DwAlngOES0ZixgcMVgbYeAnrZMEJXwP1kP2iY+unSIeg9"
    "jJ0zRLqgcnRJEE8TL1Bns4mANHx/3/LFWBmsNpWUe1CJG4Ip7vR+yFFv7zfXp+Uxq/5nn3DqPIN8GvCx4NyflC4X9uFPPLWz+WPm"
    "qYUSq/ODR9ukZJ3JjmOytG/X6dnrjU2rdKS51Due/uFTJNHohIHWikH63JWbyGudF41QvJSQzFxu+VGav3KgKeafnlqsHyRKoZiT"
    "rQWVGpG85pWqf9HcuzsXYov0OBQyKJIKfJc2DGvdfWCk743XETXmfoJQkZgGxGI1LKX/m4V/J6fdzU4H19W5bJgEJiIYbjJjSuTo"
    "h9oF9Vn4fh0vCdYFpaDNPYqRXk7/yyaY0/vXI32b2F26UhXgWx2zUj8gCL7UFOznh0rjI/33g/4VaihhIuVuowIdaPMTqqNFip8D"
    "FviRW90Ar7LNvsxFZWK1zkF+QZ6hOD+PF3xpPvLHkEMyLkU3732f/ovOxb2UOH2Ujfu0C9i5TEEIDUWIu57mJ3r6fqClveujpsK5"
    "sSEcbhW0j1p3lFY2qOmkA4n06/nXLUMBvjDx4xb+IE31bVwu3/U/7W07rqnKKYt633AxoEgwETHzkBleU+bnmB6aMqHX7qn5ZUV/"
    "PJEZBxJP68YMTucrITxH1Np14uE6sLBI/6tfcqr5nf7XHbE4VpI1uSy+mFOhgS9rJ2mTvPo/7tBJl4UOKqdgRTFOw3EqHbzWX3t9"
    "Qzfz3cpDnhvyIRdfKTTU0QF2PLAgp8OjhnUrGyplxdbvX2l+pDPl/K8kWjslbVgkptEJHp3nxDTcifqHWi2S7F3SUdjeSVLaDr5x"
    "3bCvL0hxsl46ljAnDNggaJ+q5Kj72z4UbOccP64J+rryW87WuXw5Ffrv2O78L6Is3DQ3+kj/qwjUDgTys/z73e3TXwceSEKtqVN5"
    "yFo5Dv/n+OXjnF4QbKvFgP15XK8R5YghvatMNPxIwoi/lYtB/m45oi4zRPZApBYLVJ6/DTi3Md/xl8IvEvJV/hqLS2hzbPBJkJea"
    "cFx8wisz6Px798DSlY4eUE/v6DEVfuYAR3XKZ6H8ivSz6qSDQDp7UbrlyqVv2IVUyTgkgNiOFTgzUQBjxB6OWdkGGNf/UsTbSJzS"
    "feLl2L/10J46L8eEmQ4xFZUbx8qTAJK/PxgIfroF/Nxv84HlSzHhdRiqHQfJKzJyXf5uNkwSz0u5Uc1TnihcHAYgsHget7qVcLcW"
    "2Mc7cI+bxF2gHT8+J0rEs424cD5sHMhobvRqKqdFFuERMgPwGI2B2zo515j3fpKsT98liryfJQOpdHi80vVh1ICj8aaGewzMBhF7"
    "0sFFLboDVBhtLUAknhMDncTQk/M+B863FGvOleGoi0RAJs/lrRDnoxAk9dnYlYvJN8sVf78VAupi9bPsVT6MLUHsZqii5SBolbiG"
    "MVVVmCAVelmjYoLpHNQRCsNuu0jTJCZhZR8CJY1E8hjkOpl+HXblASHYgo+HGDpRXJRzbwwlNKHnmqzSI80Fxx3mySEifaajIIUT"
    "J6a68sPAMAiwORamwAiRsIyjDuskyPUFLC9ovR3GJ/YfRny79W3t9zfUYBYOT4VwXWf3WrYb/evZ98A/uYSJ3W+YLTIBwgeX44Hg"
    "hGbE0BNtm9j+tgmbFy7V4wNX/pVpFZB8MjrqNxkYZs3/3uEkajgZc0zPx3mkR9xHvZ9AX1L2e/NavnC9rX1KqpoA2QCzXD+W+En2"
    "+3cdHypY/s4N1uPskt1q142S0dN2ep+wjHcrGIqPx9L1KPlCQMwFJ3PSgMihgkimYnceDf5GPlr87VLoGaDeoAmLSeRQCZ320/wH"
    "9pI8spyqUkKy9yX4Y82XJ1ABW0dMz57YbsiwjQzoFcoBFslBFEkgPuoTPZXbw3xxCwtPxTpXBt3/XUlJcspfpFoLeVIM/I90StBl"
    "+hq56csA9B0h7iGfkXas95wIcVWPoQ76ogOTKrkxqT4dmgjFx0Kcrmet2JD1gutjhshfpohVMkm0kaKS6bBHYY8T8zN/hNJi0kE/"
    "Kt6Hwu5YAB9PiHnjFNViMEo79WAQXrjqAmjy7pMPkvtDA0YGcEfG2NP5bxmEd0HAWmISl1AliWFUiXHIJ/cHH/nEQqv8QWPL9H2M"
    "PBAtpVMLXsMJl1MCUB0khUbaKOo+vC8FScYiaaWxWJPc+4y5LOMoGEZsJQsaUu/NuasQbPAveckQoCJh4bHiwT4IxOheg98T1/AS"
    "1Iy8gnls3PllvOO14m9s0Sc+Nx9cQZOg9uKpVIqY8epWcIJ4rckC0nglsCvg4pK4bxs0wicQnbZAcFpTnCHyF/3YDqyTZro/wPP7"
    "0h1tkK04LTj/d/q0VN8ueoSXl8fVnhRXpiN70uDu4q5Lv5h9yj0ek2jqaPHY6P1GLesRmtOjx6HllxXAzr6OlC5fklAZJYUKHXWP"
    "/X+QJfsySU/yc50BQbklYRa+UxDEZBVTBq1XKuoD0K3hWCBBO8Ft9ohfVUDIGbDJUOjSfQLrtOMx0Z4OunPxEjFZ58/bKTZ5uHBy"
    "57he3a649PHIpF6gA/xwIO+x3oobZPVaOHgW9f3+tVvn/lNdpTbWQvgV3Xda68fvp8EP2LNfXVkcF2Dfr85lpWLtKr0hZCUHt2l3"
    "1PUTGE2vjf34v1pwwR8ncF4b/nsGdMsPoEOI4l51uPHVTzdW/LYYV+CmYWQAJ4K+3U9RofkBIWKoawYXuK80hA3e5DEJ297/RrwD"
    "e/QMktL92oxwQQWzrirZdl3pIpeRHjUya544atGOPCasn10bXIXcUYD9YNAoXIeIcaaA7wtyyj9so5FCP7hXbon1CPZy+5rQwi3B"
    "35Q0yUeKlmsA7c21d1dghh/8eAfeAMaKbn7fOc4KtziETyJ4TdhR4VWfqGn73Jcef7zqxRqAffTWwBax5YDv3/ZM4N+e296XHygu"
    "D4EzALuyq/EvRKVrZ/l09oDO8upwheUF05GrxX2D/1G5h4+IaRC7BwbA7rdR+oq36XEZtn1AiiEUanZfngJNH723MfnaW4k5Plil"
    "tXeF3MhOfiVUJe11KA5jfkAA2oMJ6k91taxQV9eLlQN1hHfgmYiQaq5M9iBFBYAbrAldp7W3zK8z/jVtHQBgASBUKnBce70eO2XX"
    "qxV6qJtKR+NRnDcw8SuDY0v6dejHTqHdNvDCK2pE7sT0wmTHYXdCjHa1hDjzIaS2TaeBYDEErGvTKDIlUQQFNJnA6s0v5k8B7IKW"
    "48ojMNSz6TGQ4dua/FSAsPhZxiffCx14oE8kRPwiw3goSZoAAcgKeUw2We06viP2m3aK5Uoc4G68myCGBoZfajnSwARw2MvVj3e5"
    "qnbmnraeDkSCQA0m8lDrkSufHesj7hLAM6SHbk8EdAMHb4W/mmRP5Ylxg0rAr6qasPdcXox/yPqGbeLJaDw/Q2F2buG4Hx91VbkB"
    "aAFX1fTK2+m4k/OK5Q+GVgh7wtjgf2MAClgnbcCT8YmvOxbGKBmsS5h+Swr8adKXfRfYDpZkTeyeUoqLLt/3tYlkwiVnFnDeoSwi"
    "9iQL2kYBXwX9e2ffJzmJW1kFWf3XuqDnUv3DbLjeH8OaSxN2w7B9+zQk5n7lv22LS1LagFbQprGps4nuDdrdMvV1XUtcy4Xc+lxQ"
    "Xdj9i+IrGkp4xKcrqj7lg1LQ8WHCHs8M+yLlF17/JuWB0Nrh2L8+2hJXWBV97Pq7jnQIpiiJylccSlrJR1RuOTClshC8aNQngEus"
    "63gOeKmTbfhk69L1p/ouYrWk0wpmFYP3nSBDTJafFW62ki0tmDZcGfs2VEWk4XgwRfXXAUWi9p0DfAoh3Lfg7/nCzBA6zSsKD18j"
    "sD7KQmh5oKQ05643TywfqEewIqpC+40j0zwvG4ZmeoAFvPNZt16hkAXfA9CDARxBuu0SUM2e6W7gKp1IcBBGeIvN2hEi6BHj5LUY"
    "x+US4QOLQwLYAj4SoJMK1wu8KKXT4UtCyGAcSSZ+5XN8qhGojuD+1wo+fN/4SPmvVDfbGnJWnN1khLbvyfE0j0VzRvc3rQ6ifyCA"
    "9KRQcThVGNViIGRvnE6Hzo1j369o29adjBIueAy4ZVtYac0Y7op++FEDIpHSEyIYiVf0iYGgU1hfwlUrUd9DB5iFtlj6bkB/eo92"
    "xX4FbKCuGBCpqUhQraNOifvsJoFF2knjvASFqWdQMHnVuihDYgP+OE3z7QDKM9woRmM/On0qJz/yxMpVIRI+vKnJt7XNp9xIVk6Z"
    "i2MXSHiCdxZ3yLUKIK5H4INhj0gVO0UA/GHVIZKUalnt3crA2xooVuTdWJKlSyg7xyumXtirhaD+Op2VtG9PxiTG+j5mkdiK/kGM"
    "VX6amPpX5WklDKlvwJG4UjVY+63UrtGQ1WFOnonNJcS0LyAA77CBpRu0/agAfcd/QYHzwOyciBCdN17PjZZ+MKFh0AyMOoVpNeQD"
    "kx48WeVkCM7MDhbYCJGCrs1IazG+wng9D/z7l0KepQqQYvjpsxrGBwc6gmni+GPXvqqb8RALG/vB2emt0THyNy7pI5qQtF2wXsCW"
    "i0DW5oSwKBtIxxBn5PqeLItGZYN9HSa5BSCHIhsvEQWPflrul+rW2o/sab9jfDPEy5yJOB/e7mhx6Wp/wHvY+N5sImh/2gHeOnto"
    "t2H7wK3bYyEe74JjRCzU6HXrx9MCWLhVFHHoT8/7EGGcFUKoQWjPs1Zp/3zNHFvbAUZJ+uQ73MBmUEjfOgD7SgPOGHFtU7HboKu1"
    "cBhA7c8TMtBYIKH5wcJd4E64K4YyISlBC0o4Oc4kjSFfuAaRRFT3TChF57Q49Um+fpO7DOmE1AJNlUaCvYAMxxMBkmFKZxNLYF1W"
    "BrpJBouvFZTPupOtIjdNFhR3RRvnAuaUv7JLicuWobQrP1HcTVHCHRxUsdBQ3vo5tyH2XotPY/qYqaG9YG9zBUEJB9mXOwyI0yVK"
    "TCwSBQ7ziJQHIpPgfJuIb8sG+HGqHri3DuJjkp/lINirITnIoNqE+KfbKJDCQw7hguxblrU8UlDIogu82CEKarJGAXK/ShOcZk8g"
    "plOOinJ+0ZSV1lcSVNPqEVvdwVAzucgmVnavC9G5/3GBMfSEor6OZHcKSx9RoSQt3nZeuAINUIdiqkzucqPXh/WpshZ9CkJ6V+G6"
    "NbWyww3YfDkJhHR8FBDZBxhzhX0FstNWhKjhbCxrmLUdxsmXK0z0B2bqjsRu6iM8lReRfxt2Tcrs7PhH8prqy8BGepITchn0dl3r"
    "u02x6N5zWp5cHgPR3eQBpFHIDWPY9VVXt9svu+02jQzq5oL1A4Hyhkg4nZ5Ov6RSs/Md+/9Oh6xTN/9IL3fHf6RS75x8aU7kXEhv"
    "ZWso2I9CSCL7cj0oD13/Ix0WFjhaJdLdi2p5UZGi+Zg7if0mT9PvgqaBMqHLCoPRGjOpTMTcq5Znu/qJ8REp8n0JIzKtK84ic69k"
    "+WT0xvGjOry+OMes885LEv3QMMLPc3w0yvZp4XllUBz0wjn57d5aU7v/qW42woLHDZeLcVOTxeEf4GYSNzXkN5NVsRh6w+vaiHRe"
    "PEIjC4dKRjFOaBGEEfj5V7jXsfOBIwpP2bGQDRdu0xTWVfhQq3Cwm2x2Paox/3aQJlYFnI6AcBrncjcepWyh8RY4vbnZ7ZMV0B4/"
    "w1fqbTaRxdKwu9ACLJHeuK/wtvAUrRuFJ+wevC3o9RbgzFXEbJDLAhNhRc06IBM4BG0Qu+Nxm4Hjz5yf6HiWjRVsbfGPw6gMtukC"
    "DrCz/28Gsa55W0/8awbScgAKrp/AWl7Zx4K0E5aKf7pt1cfuViB3zFPcS64irzaD3XMXQLdByWBhWzSLXBpggiDZlDVpmGscDNQ8"
    "yoBc/vwg5qJMOL28wd83Au5ys7Zf3dTE/fDFqjiFEds0GdTXWTGlfEIYJgjRki6AXdDCSGYYcayPx3l8d5y28oZg5atyPvTZI+XP"
    "10ckufBVx64+HPqWyC4MhuzuGfWGTXkKea3FLJzN2RXNCseeV8k70Q2Hm90wXbnhQAYE1mZofSW7z1rWJ3WtrYgioucEzPmmg5s7"
    "ASN6eSsuPf/7WV8W/ejpaNAWyGwdymteZISwlBKij2IQ16YJhZBG2BmXwWmHTBw8QCI+12qBXYMDo9HebUp921f85REC3hagTwfB"
    "j+kut2ODDAu3eANHMdUVRnUkuume3NRhSRKom3nSdM7r1qicGVDs9cs2mLLUFGeF+57rQOIwCaA7BjsxixtNoUjUEotb0ke2f4b1"
    "Wmsp9GZ1d9ioTUf7DK3s54B/x0ByxYnt5Qxdl8Zv9YnnVg46nVE4CPYLY32cwX6jRHS+LfhT3a2v3cO+3wCYV92xKJy2zRHbEI9X"
    "BIQgtbgDX0XYb6DVKMdjliU0ro4WFEujHu9VnIJ71/lnNwAKAkHaulr9KWKWAJQOSFe8K5yd+hi2AUDHgIsyAaRaMsKEgIfX3Bv+"
    "ochiVeogZVD8TXbul96W2+aXmwxyEecAIldsdyzFIMBRTHc/pACxLJoM+sERuXemPnsGeCMOnfeLFae1Xzsy2Iwp3N1o+G7F7fjX"
    "AUE2dnCzGAJOMd2YSzg1gwTh44bAI4OwofRdyLElQzEUOA20zkBHvqYBVJUDIIqzUBXVaVouXIerCn4jXhFsLON2KLyAHSaIGT5x"
    "LVcR7tZkrVffcZrh/tPcCC0KbdwZkdOIooxr5af+hdsnxBhGEANDCj65BdhQCpvGfvdImxG56sHLlsdp0bOtcZYLrrUCWUu/frnq"
    "48QLVM13EqS1WUMhQSnKin/HMW2BBGGoH61rUMGQgOEsngHOJA3ZGmwgutIIlVzUaNrfB+C8YMJokNQNAMqDFr7wWg4/QLc2Okhz"
    "7Y3Fym29ZJAs4jGOEUo9ZEgH4sbmpyCJJQbGASchvmj9ncsX3d21tH+lY7ZIEwEcudK+U/oPTqzIRC69+GIybHtiXVlFyWvM1eeC"
    "8x2MtNzFV2FmxQDtARHYFpZ77jRevw8r/n+5wDeaG/uyXl0MwkG11zejtbW5VPZ0fh/K7UWOBeKrcgGkVmbD3QKZRdD2jjh0Qne0"
    "ieFQNxxYWs0x7+g5mjpXVBwiYAK8f/J4AQSXrf+p6HZSiy93WOreF7rNumP4jLWVjYf5GWl5Ll3Ead0VBBQfltAIan8AzRmT4QcA"
    "dSMeaXdfcPG5MQCKkvzQgPZuVW5iiP25WntfgZ/4fwqod/vtYH01Zt33vUn9qMY0OIw0kBCnfrjNN4XfBqoTFAAuurhfE0FsNiGc"
    "rcKJaucBQRd2ABc3FGfEfKJi2ySBMxkAvadidkaDdoXFU/av/PZ/ZBhSFWG+Zc6ROnlp14G+qvtpF1jTALM6werdM6/HtDsr4Nov"
    "LPFowUZ9a/35fkL/xjBxLCCMJmU/v09ew7i2e57WqO2L/0BxYN/uZ1uNYAWkRy6P4lypcNNlAmL22GVgt3moY4bvb7bbP9XQVO6Q"
    "0ibAw6WexhciKZQNgv5xsOF2uKz231oLdvufAxePA/BOOFyedZwA9LvEfq/ErEXifHrHrKPUEw5jezbAsWGgwtfBRgEYzmF2YO83"
    "uEsyADtO3LKYmk2L45yUAa6kEeAOrMWDWwnC3rsMbg4e7zpDV3su+A4MXrCqYX8q36rBaMnWJbSxw9V+Mxa6TUqfgZ+VXKBVhSc0"
    "B1fuopwD7zx2HN97wGR3uFfDw61DBis5CqMtGBHbZMghcudsK2OyyjDxhG4YEXFtm+7hFCaHz4GdCabuT6AvgAvhLOqwBvftZU44"
    "TaBOf7QRbDI7+khDfEdkMw+rRonFw3TDn9ocJN4QTH03NDxX1eChvXtkjZMHmdfJT7F1SAxZ7JcI5HMiQY0XxFFU8AS3OngGZ1uK"
    "YnrqmAxuhegWAGQFgv3JBkH3bZAxcbvbnjRD2Jnpvc9mhW17ckABSB8fAdTNjHIFRqY+mMxk//hus+z9Pa7v3bYnBHM5vKajsITA"
    "OgoEa9+IGUk6HtaxLoDIie8x6zBr5adjlQnEycBC6CgYYD5/ssB0r86OS9DIS+QcO4AuIH/M5h8sILToDBe7gNN7IQeK4xJQsBuR"
    "ubqD5L4AWQBsVvTtzRHzQwrcBag0BrgemPBOXyYU5ItsRN0nWuM6VU6FAtgFefwc6N4og0lJznSdcxlAlO1ayTRLdkuy9RAc00Fi"
    "UthnvxkJym7MSxJHgEzguFmg4aU0k2LrdabwuICEKstnJmipI6G+VJDVFtWHBsOgzKdywucz9WkMHhavj3lRTH456/g9OAkAQvsp"
    "VRgs3W2Ww1UUBJtv2Uow++N1YaFs+GMoX8dYmNFzb6rroaI2W+76YJHwbWa3e9pf5nf/Jvvl8WGHWBPjiqbLVBRLlLZMk99Rnm9F"
    "gkvLBfyZXDgA/CbU5ZbRvxKpliL1e28HiSZulI+W3xnBvvZJmC4xXC1SkmLHJCnFC+9B4ZKSYG9TAebNtlI3FSmuVCUlXYVNsqJ8"
    "eLgmaZ+bdYf4LOxQNzbwQK8//v4U2XlAw+PQ0uD3mfjxen+RtdjtafAc8NdXOtZ/vBEnoxq1hBpDabxcPrn4x9etfEtyxMOev2Lh"
    "ezyhfQG6gFoQJjjv3D6u//oqRUqXYfWmXxofHqNQXDvS4kiWBwzTV5jlMYDu+rRd0RoZ/nS1p4V73/zqR0vwLJdxDHRo4wJ6ENkd"
    "GRJENTs14Y73c4Zuxz2u44qgwNBhVclJ0+hliWPPE/aKp/sM0xFYOAmUpiv1HP77Vrxn5wG22hQ58OxnRKvqj3GsGrPL7L7HzCFV"
    "LzkXDxOLOD41EV1OaMtQLft2xyOjRqOLgD1DfWGNN/hZ0h4P+ooB55wkF5jU0KgANt7rJnqZLw+NK+A9IVhGG9Kp0KWGxskfJTqT"
    "UzUNhgelRRyqxusZ71WcstZnqKuKo9dKuMaxa82QSIvyGRXWzfRyKG3tov7JPWt7GoV6Qq+AbOTyMfzwom0h4WDfeciPCQ4G7UsL"
    "GfKix4KDYN+QT+TaxGMA6e23XynZZOt40tyMCQjRRBi/ocA9QxrTiwt7z3PmQAwAtqvJ965IkcHTH7YuY3wKwfEFNtgoRuXgxOEM"
    "xUsLLsUKJybkqXeCTHBg7+0wewAJ4KSoSjVUxDiBhIsQgcd+uHhPUmlV6Ht4nITVeszX5qdkCETDLXrCM4+mAe6EH71Hac+9o+mj"
    "5tERdDZFAEEoRD9D+TR72aWoE/7tacZN1xZ/qV4N8JnPCrHWAglQ6x2rvcOKBKrfAdiYur4lLdcAeTLYYLN6Ky9OjO6f5AV26Z7t"
    "N4HIwJvQfRg7ApxfvABmR36G0NQd3N/fZ/dd6hpa8umgBsLveDO/AbpbCrmUAAFHzNT7uWo6x5MJJtqd2FBYwSpYsxtkmXndPuPf"
    "IETL2HewaoQQxshPgOD1oL4dfC8QZETFMOYb2FjRY/nu4T6iKhxJCFx0GVF5ox8Oey3w/sPmGyalc6zgUspywrIQ82dsZQGD+NXY"
    "r31gx86vhn/QNvs/GwY6ccTAF/4hUxiI2euv7lH9MvbzNkHaALhK2i0+eKCbxcy2P9xsz6DjXf2yodyytrf9NVa/JnbKXyYp3azu"
    "jL5c8K8ZWEeySOGOAEo1i++WK7xMIuiRau3+l70bWI7HxusDtAuw7+zXav/f1S8bIn9ZZizaHscYZI0lxU8muN5WsGaQhL1vFnAd"
    "R8FvTj0EWF7SKAOR7b06PnAr38n/YHmdVpjTOgJyOK3H/3pO1aO2Hw1ZH8310Vg4dkP1uFQP+rHlFtgH7W+ndFI43axTskaK5YZo"
    "rzibeGDOh3CufKbqXbDhUTRVnBwAfmX/2o2gDNThdwFkDmoUvY8BVEPAjTkCWv0+rvanUvdhxbbW8kB/e8icWtI0vVs8tNWN0caI"
    "j7V+xqB+WITiDYuNfG7jJzOosOqkL5KHtajH1EPf+bBvauG8/DAY6b9V2jyElrRcoI1XhJPbH8v93Sisd6Q/HktEYZHkvduICx5n"
    "yfLMbWX+OIonKbwfslR4WLmOOp26/pBJVRzhlIyvV7pQezBdPNogLqzTzET22o/DN0nQ+Ekqt0c4qBQnfnysQz1wOjcCdAjEMHJA"
    "vLKKDMBAa8zg8bRf3bDB+VTydwPSxdvgM/aDh51iAuri6N1ECzXut6XjX1aOX4RTLC1R5e85oeGTI+TblBCzpkSgcckHZr0jeRpO"
    "CVJyZZSDWKAO8byVBGGHo/tfybT9p6dXXBcSuENrkntYTg20ZWvmkSPZFPSDqhN/jaRXKyqMopzFyQea60aM5B7gqtjh5XEi5Goh"
    "6pVpzOUJt0IWed46OPPxjEd4v7YOpAn548eaC8Rnbu+vfJO/RQiM2SMAaIzRgkvHCH6zR1jkjhhWaAGGwFXJGcy+80Fr71hFSFD4"
    "OLSho6RtytDaw5ylaZlbgX7iqwbgaoBPdM84vdGNzYrtO1p7Z7gp2lFUD1zrQjCvpQP1bfrUGAHXTHRkqlSejI98ks5IcySEzPwQ"
    "RrfIfrZ4A0PrQNChjmFO70JimDwndAtd3R601NgCL++n0Xo8tvaxPjAtrX1g9NMSlHGx6bMj2iHyeU8flybKwBbwJv7mfHHjuxOe"
    "HeDipMAwHSbG7GLS7VZuyWcroBHvyPXxsfkz8JP+scBu63Aw+4Z+ShY5onl21pa7Fn92HIvV38Zuwt9X7O1mS8N0c6R1hoZCwHwX"
    "GmRY+GDAq5uHp9g4m5YaAqg5URzprFxzpbG/Arw1aCFclQG78NmAIp8tOBKbvELNQBMRcHWJzahbnijGkPKrQFUrIFz+fKMEV/vZ"
    "217PakROQwWhzv4XEx0xysK0HiPX3zTsKgSRxve0NkUgA1tCSncPTYLmWcA2Kvb97iNWAntm4L43CH07iXAiNpJpjxMI8xMRTazh"
    "+ONi+V2YovWuEcuLCF6YTRoAJ7OMnzrfmGA3NuGfcxNl6IZGEM40NsCY9CsdZ+wOCHItrBqTCWoyo+Y2qG7Q8BAT2Y+OOe5vlUSa"
    "H6hIRxbV90B2/A6a9gcQX8IRf7iw/NzDL1KHjOw9d5yuiGj+gUhl0Ot2WWAvgBPTYXvvMdKuPQObU8wJSPtGtOWY4Y11bAAbOgA9"
    "7NEzGIc7bH0JohrgOJ0h5FYda1wsTaQUEH3TEGks0jT4QybMb0bY5wLD4OJn+V34CeEa0qM64o8dJiXt69yLMun7iIsyzZoaFpy/"
    "krIjaHcLjs4sdozt2Aj4JvIqO9K2xcLzVXGTI4I0PBmMZkmAN2G1zKPkPk8o31pAkJT/nhygjO6/CvEyh2EhT8WrRn4TcCasfPHr"
    "MdaAIplo5HQTbfaQXGvAAeY4PBXQgm/E7MEEC+9/9ENgg2h5LIeIPpAKhqzoTo9FSc1MmEnoCUpjDAl+yIsQrakF/GGP/028rWkz"
    "yneSD5CkJrmQSziila/G3fWaQX4/y9X/4ettqAqnDLzvL0LOQrYif6VnMekrJVUHdvvEEyXEFy+DNbvs8Jp76YsEn8x8JnAzBFQe"
    "MP0U7aP6ZUouOJYqHD2LL5y9GBAtUj6EVFHiY/spzy4vgBJeloSkqi53/pMwjZ5F8fZefOzU9cSi7Hk70SdKR0gikZ0W+T0RPdEO"
    "SEk2wirERLvFqtj1DJBn3ALw5VSAMl2nXA6U31nVDsEt02KFIBGg+bsQDX4xTsmLeJwgv/OVpu7CneYG5SdzBdfirXnLl5XBzAQ+"
    "OoAtbcz4xhGvYrMGvJuVHjOcOCghfNx7/OGYAg9GoFN3xwnut3TvbwR7bs/TfpzYO2DA217Tqstg9hG8qsLEaYXIt6pPlUmLmgZM"
    "x7eu+1PfYoEILRHTMoVw3iKpjkYrF4Jp/E49vfru9OVzRXaOmQnl2qzc9OdEvzCWE+v1pAfRPJlUMuYTWpdSe/BFxlyi1EKIUCrI"
    "Ly0NQQnvH4iWJE0ScNUME4sX6zuPEtcUVuTbf+bs7+iyq0FFfcOKkWccyAInjjtAXNZ3fjlk2VY8sqPygzukHRi2wNnfCHIVyid1"
    "JMyD3yu1LsFmUAwxCl4xKTiDwJbz6baJdOzbErD6g2hoSWhYeQ4f4XhqfpQ2hRD0iMaBkY5hd9FB00mNMia1Pja6MlCyMoIH9xFu"
    "UfB868UL6g4+VZ/0Ie8wd6ZiwZM6ZxJZXTcu9RKgd9R6rnXYLShaTQXk04iAdJQG0DgnArA1lwuBtLhZIrmPFbScbyKpMZO2u0dV"
    "wppzbh9ICIolyTeO+uF6KoS/K5Upz6H/0VvdWI23W2DsLzK+xCbrViFbGYwUufFaoZwK+k5sPw4NFn0OuobYsby4/01I9+5YjB+x"
    "082roxSWl1ts0sigPN4ZHnWO+PNJpEilQsFTFD4SAV+SC+I4obPlucN1uDBESjNaf2wIsoIQccqMyaOVuD5gjb+tE5ZiLH15MGCd"
    "arlopAEzQjbRRQFXMeHdAQiSt6bSCSiJp29N5qMG86w9OsAu3C4oRWMlwKQMdCNBEWnQztFRijNS/+VojQmDZ5tkECI06VNBXR8B"
    "SMqDgDw5N8jC3+XHDilP0VP9Lj+JInM+o2WWnh9unKJ+Dhv8GiclMBOKzUvAy+KnYtrspZJLEoSvJLot5O/7LluSBHlh950P5yvx"
    "D+wH/3QeHBw2bQpZevvKq7EdI202+cRJhfxV4He7lQGdsoIQcVhtg98dNgYj37PBH4tBFm1ib9hyNf5Ylq8Wfyv1gbb0MuoL8/w/"
    "VvqJ01/ty57C5SgP3wGJ0rPJ6CZM4k/vnW79GTFHRoeN8zm0A1gYbksFEdQC/MEZGMYck5bOCHzjO8F2HARoz+wuhAbFgLBwjziG"
    "WMAHvOZsDkuLwJNuLHz0DNxzwpQs4klszwsL8Aj384SjLQImBV8Hi57tsJwgcNccjxNSmDpgecTQeh/G5QXdIIzNlEJvOC7AaNeJ"
    "6FjK0J4OzdjR9JRS7rP4i1Knk9iVhAmzOrZw7L1+ZAmIRPniIljs2oDNuxq/R53Hk+pK3cJjvM0MVQZTTuY8a6/qhBXgqVnxrwuf"
    "2kBjw8A3PQ3XQGidgGVEOdXE9mmWBVHtzU07qj12tZ5jyBHI9mBgXz3sstgVeRpVV/mhVIiUExxVITxXOEetfJPzpCa3P+qtned6"
    "q4EcvJGuWCmtOEyjMAzSE2dlk9SetAt2ZFesB/L7gvlZOJ2jR3XEAyudNtqTVNoTd9dZO8H/0xVFWDflBDLsjB4LDHnLq8BcTeIh"
    "7CSqIAG1jUcr10JTXr4r/OsJvnSfnak4dZZ/kPb9iRfmW07nNFoGA9jMRyo2epPhAoujJgg/GWn/bDLzTiSB2ZLsA7uxzoNQFJbL"
    "4gAeDItLXR7PZdEAS/dVqUwalyCGBpavVXe+eJPAaWgeFSeRRT6+nz2DWlRLZ41BuBz8Uqks/A2hrSheB4udF29+X+S9/y2k2K8H"
    "FHK3d55Xttr0UTV5CWPisg9aOMyHOJLuTVE2FCXl89P+o8l+HszlGwH/Tvi4uPhGvxX6t9ehMZ+NDF7VBm/c2GvFBYTyAquWVBUO"
    "R+4uG5cfRHTsYJTnnOkiCncAJGdLIBUvicT5k4A+yS3e6YW/aOWFBQHSHHf1JhLHo2hHcvKDnaQ9qyZ17GHSN5CJlQGol3dwz5ey"
    "s84B5h/roFODBvm+9ArrfxkjS8NSpH8IgqJDsYlG56hW9VBxYDbtiX/XuH3LZPzZEnuMSBbUDMk1aZWA8ECIs380OvXgBMNut2LP"
    "isKZEd6473HJrYHHtWQ7i/kddoL6awJyprJzzksZJ1MXeOMrfMKUSSdYaeq9OQGaEysYR1ujhgNFvjzkoF4SUD9pszGAlRl4Posf"
    "UO21HI7MPaUcnZ1iRYPqpTSYLuCYF4T6xNr5NlWF54zdEW8RhDEQUz9l6B7HZQNhT/DDMbwQ0kx6zKv06tstXGUS9oSuXcZzmoPZ"
    "+GIDkvSpd3zHHfdAxPNZnMeYbTjok1DH0pXRlPjp0TotkDOntI4bQN5b42o6+rRRmBTorh9ThKdg3uERWHyLtx77SEmxiwU20l5P"
    "/CHi2tvZa9mEY7r/qSYTdQfrBwMlZYQuVgKE4yCDusr9UiuiA4AMuvJ4wqelEslCN3IzKAuIA5404m+CFQ5qxnsME56KK62BbX3P"
    "1ehdhzOSWI4t8BmgEH4msgeWSc4ESr48zMVdzoEGe+K6sOzzwACFaATZvAexC6cGweur4lfE9RRQo/vJ0HSWvE6w3XQTmu+gZ8P9"
    "iSKgVqWYQgVQs+EmBI0ikHHL8NHYtxtw/25zgBvb9rC3DJKxjep7d+nPAV3JO3eHVdgoKmO+DaFtz5CMMzLqs06s3d3icS9m+lKe"
    "L+X5y/J4QGszPQx7mMBk0WivNrb4S8MXgOZahkDfbrEncmkG6n/713H8OuAjw9B7T2OUanzhXzMXjsk2ycx+c/bjtDZuadM/tudM"
    "UOTHwcFxHGK44AjpPtvm5S0YmbgDHpYQ9SlsTMk8LhjflLU8sUHmg/ZxN6YwU2u1N3VgIgh96/I0Ydo2wYpnmmjUNU3WQLAd1R3s"
    "TTOnLvOM/9OqH81suXDyAi6ydNKGAKB9lU5wZTjQ/R0Ny6W3dYd1tGEJ53W33UEOHfD2HzsR4Ng74CHfAgOX6sPHXYnEEodobDuE"
    "fJXDkThWqESXuNQ1lO41r0tA2tTrBKoUsmu94vy0Et4Tsh8FqJPeJTuQGF9R4rDNSNt3O/YJTze7Ir1EwmNDWRtQAAsqR1cn5IkB"
    "CfEBYfQqnWW2gE0GsF/bcgJNmaRDGNwRQH9N0LoU4I6BPdpFQXr/RchylxLWtvpwMlAi8pb8QcFQaIP3nL6A0z9e0WlPR3UimsPO"
    "DgpkLzCo0t1y0IlkJgJlVS0EZ7k59E6Zn6ldhWnoxwatEgmBg6Q/i9dl+bEFwz/5x1lISnSmQ1AHCn0gH60mCkUm7AB5K/zEJYKz"
    "1EB///Rzxlz6EurbenIr//iikokALeuRAPEBHYcKh+u+r/2f6Vg3K9ogUv3QpU/idc2wjzSB0uek0HzPFn7jqoLxV740pyg3FIK1"
    "llNFKBrOPg5ec7KdjhqWdwhdZUwllnaEqXyJ18Bvie8oV1RH7FvgHMsc5OTp4cW6ntOio5/fp5CEglnxKSc5RNDccA98SyLsYAuU"
    "x86lz2PqgvPjXXuwZG+PgMOQHHDqsD5k4qyXGZlf+y5cH0+L8ytEHBLQxOYeFTHflu5SpRmCYrVYgnjK/Ojfq3ebGa+wzC21pw7U"
    "wyWs4hOJh4O6gjNoJkL+wGmQL4nkhKNdM4J+6jVmH/Fuk1wTRCjxoPFy7EeeG6l4q10BdIy012bI14ZBGV/lFN969gw6hvQSYcBA"
    "oq77Q2eIk5XGXbEZMODPcbKWfyagfrBlwxJxVrDCE4KFnUxZAA02/RtqXK5duVSTr8MmNLTRRjjte0BNse480RY2WRN02SYt/bbi"
    "/P4+PXf6nS0NJkPtVj8WftohNNBTNry52J+AZIkdi1V9xDV2OSSGtT/tAnvsEX0PTOawDCFVWSlP0E4aOlEreZo8QgEpjfb086Hz"
    "6DEFiB5JApxL8dQGobAiDt/SYYLKFC6/F0fXZ5DOsInOyzREEs6IDIBqS8FDsGxH8cUFvh2wktefRSfJxwhnu0HuXTgHTr+hUg2c"
    "M2XBc7MfXaJh7osAE0CEKjKaJx22TzYuWojzURDUPxbdehy54v4rZEXJ0AlW3Df3SE9vt0QwIGxQ/Ly86a0LIh2qgjc3Jln029rr"
    "XDew/ajb45VgTt0DkQVQYBpgZh8oZ1dG+qQNLjQWuk+AqeI6CGDGFtbWK2/1G5a5wunzRaBOVQhrQDy8s1kSWBpVhhHV8uP2gT0D"
    "e9Q36w+OPAPRIYkB+NmEGadXfuM5VwagGqBbvRb0yKdDeCPu/ZlTxchYWsx61D2+KAQfilc8nKot5kHodwXt17gzmhjC0h0A3AfO"
    "qdnPEAI93pFgcgR7QZo5p5r/wGN2wnfb+klbsQGzxqHimzVnR6z9dTW2jTU3edXH4HM5b/WA9B/Uhi/fpudR/65vS9Bri3DUjI5Z"
    "9RYjjrZnKLWhwGniMBcrztQGVHN+6Bm3yPxqZmtSu2JRrKAYdrlevvh6GJCOobqNTgdjyP16sw42wIZB+89vhAuCnUHefDk3dv+P"
    "RUjY4T0F4gxOoJvlkkKRlD1wwI7ZIWculkB5dNZxc7OV/DLahG/mwYyu6JjbivbRCKi49+OcDh5qLSrcteFBQKT+E4jhx8QdIvxw"
    "Av2FAcrQjQthxDEo65Qm4SEtElk9AgMhtMMC5qiHq6oXpGNZlyI/MUWA2SHaB1YTbZdxNAbmTqj+oqAzk2bvcyQQAyJFnW+CD09B"
    "hndPWpEF4QetpVt0hfHBrpd/TqKpbm48Tu332XsNcmiHuATkcw+1KNwjLJ0+CMXLWFdbjj5f6w7QAe4nW4Rg9qV82Tm7i1Auqxfk"
    "olRRwXdrgW4ubwCs0OfWas0u6uSOeO5kPzfj12wMsOSK2Ea4uUcxYOM1w/vOrHOPZ551PEPNzQbWDzyuY4bJJAIov+0L9ugG0OC4"
    "98S5p220ojgfRZgQNf8eT4eXhxvj4cJIjQrggcIcPAHIY/ZInLqN5z1Zkp8qOdMXxEMIBhb7J84oABjCMODi0AeilNqScjLdLUwr"
    "64ZfBlTBT/YzF2/7o5KoOn9Ymz++JETlMKVGevf3SQThZCE1pzXLAvRCJNRtnDLFYKvw65JW9JY9RnkkoWBXA6zCbsZCrCkaI7yN"
    "+NsTb2tFy4eZ7qdn+lG0EGwVIQ5Ju3uJiHOz5ny/3O4m8s3G/gdE9nzqiBnitQfL32ZbM3cTM3RmiwocXviPDFwDRRA+CmMqAsLZ"
    "vjQcu7A7j1ZYKwjbCxb0rcC+GwQceQmDWIPkHdCArb8NXFufFy2l2dRvAoJ9XXXhOZDnismHQX8VgJ6FOPE+Ij49IyKuY5BfypV9"
    "LxlCOpTCB1i8ZS3uVHZesCsKwqhVH5/uJ2ezYXPRe2vDJhWEnoFGCQPi3Ot5gSjCJ2xTlU7U9SPfFdVPftTYX+8QvpLxb/skC0uC"
    "vOBOZUVnW3C4Ig7yMoiJOmM3gJ0Qw7sKfGD6pog3YZ6MKLtn8y6yGC/CIGl1scIOuqfbqXmVVDyvVlDIJgq5IqAPs2IXNOLDXgvt"
    "lc3VhnCWQzacM4YjnvIMI+xkZFmhh5hsHeejzLusQv/0nX0ibqpjAyBv0qoHataNW+YD5YoWmIQUAxDib9/EXw7HWs30isdhoRAN"
    "QDxwxVRxHd250TlxbF7mOMLqM2E9i6NtRAt7h0BtRnMu5x7bZDA38kttFlXkdu1/6A0ptiwXSer52Uc4QBdlAckzbEis51TLVhff"
    "J/Dl0VAKdonRaMX6DlC3CygoK5fVCMnLOOG0fC6EHyydi1fcjWMtBOR1dxHCQJWwDnP+rMIgbkVd8YAwQUcqV3FPCM04P4+85JMm"
    "LvBF66bm3wmQrUHaen9QLLzHOzQMvN2fsgpjwoUpFxXg4p8DQ3y428VpbTAwYoxl8Ti+zWM0Z5u2vxGmlmwd8pnO85zB1Z+ttOgA"
    "pBQxiHSIlMtDR2XPC/TaRtwQUNDwbXsQpHB5Z52c/qLn5xWgODWjutsGblht1uYy+OqEJ90DeHTp8onc9Ah0sylhwOdzCvDb/bDI"
    "7fHQ2OPY6JCKQJ2JEbj7H6sq9sdeMIuQAZjTcxoZ1ElGM8SeYTGYLnchzs/9zrnaE/MMC0LifS9ntWiTvo1GHe3el2awv42s1XL5"
    "VbknC0VU1mdwr+JoHxgT2R9MiRX2/sRCFfNB/KSRExVw5NdH3BmAhWuPgMPN5f+x9u4x13XbXdA+pzfYbaESa2iEttTSQ+3llLaI"
    "gI0gYkS5iAZDRdzuvdfae6/32evyrMt+nv0aVqIhsdWQYKImkFSjCWr4w6I9ESKhCNrGQrUUbaktPaWnpz09t+9cvvv3Xrbj9/uN"
    "Mdfaz/t+X0PD+z57jN+cc6255ppr3ueYY4iGKwG7fQthinprL7PFVT1+OEvOrbbauL3Kjj+4qa/JimAAZIQr/XaOr1wkm2tuyCj4"
    "ama3Iby4nxUO1CVId7KnDc+kKJtnz8M2UopU6Qo5X4MoZGL2frsCPy3J1Tsc77NO0Bo7S/hxtWlxBgPT7lBkhCmp/dRcdUtZWa21"
    "RF9fnZyLPZ86jslhSuaOh1aK3RuNdhKbcD8ecajjhFxon3IPKh9Z8/xf/eC4HIcRdZyXK9Mpmnp2bC6OILrfTGzN195nAZSOmntw"
    "xFHPzsFNl8cymIvI1NPJOF+SDJ861Hknj6YdZuHsRHwHzP0w0ccGvTt9k5g7j+4lO0td085ysS8bXWFzGRCUZWw816WNb61vkuSU"
    "N5f4IFUSJHeRPfTHM18pUKhx3qyuqAqJtnYwiLPfuinAMJWHPEtVkbX8TpBxxjDPElKFYI7XYckOqfmobAg/O/O8vDr/fN7g8PDc"
    "q2u3c7cGK3OPNE6Zecr84EOP+aVRkJd1vcFvbUPD/XpCK52cndw41YyOG8YSIPk0VzZDD8gq7Ykss6Efh/JRlO1dZ4/gykBcJQ0P"
    "K9RWqZONLwjDYQHCOL5FgR38urEkNZbAhkdRwTg5nk5mQOsbiRvmFq7uuI3ayZVOlct5u166rjixFT9qglQqNnP6wNN9JtHWLrz2"
    "TQ+pf3dxnUt4lt90IyimSPTx51LAguAopnfNpe3Xo96eyPLMmZZnHOPEQjjZFhqH9AZ4Gew6OWXjTGnAOU8Cz53uUOyUKN+DnaDS"
    "Yw0WVsNa5ZV1wTXBnbWGjJF7B847gd6T5nP2hCJYn5MglYmwmFhD/33d8IQcxfGXKkDdpLUOm59UIoZuisrEOsjUTTAJmqJ95rDV"
    "dY5FeqSALIFsOekkSyjdpJdJd9KebN3E+yjyoUJuqsW2ONo1JBGU1TQkHoawcCzTfr7IAsPhSzWHzniJgPSKJCV04Y2WpeX1VL8l"
    "ltYmsNZnP2m2rC1pbifAQHB4ItF2IbQm1lwiIu3EqAqk7m0aDzJpMqaLBt26maf1ZEOlfhmDEPRFQ2jTxUEJuHQqAWgHZS7XQpPu"
    "on2ipVSpkKZtUnPJAJoBqQEwUO+m2wP7G8JDOkoJcWjIS7PkGHyao8o3s7MYOLdh1bFLzqKcYBtQldCxpF/clb6XnFgWmslbT3Dy"
    "9hOAyWPqL5O748cJJ4Ykjqfm0edufn71eirnLtRX35JwHq90C0Jfajq16X/NptCIyqiDKEzu7JbTWOeEU+aN87O4D+KkFo6r1I5h"
    "8CS0xSWw0lJhGiMnOzKOWAROpbnvKvy6ZePL501aBW/8ZKR1J9Sfp90QZ3nwVYAsQEeQuy11x0laVO4pqDeGW7O09rd0IfrgLwR0"
    "BEghGYYvQsl7L+L6fCaIb4SZx8wH6qxoRId+zH8iVpfG38vobHwqd1I71vAsJETsritj43mx17sU2lw30JIgCHFV2Zqw2IquNhQD"
    "iM9Br13ZC90wOQCKq10vUxFPxw0m5J8/ud1AUnJzNpFc2pdKTlpEwgHibvLTFC+ckBRn5yJqPb82j+XStISYShUTUgRlMB0id8wD"
    "7O5woyFuIECMJl0cYhRaVHrzgtd1uaiExggzZ3MvNJ37mUe7jHYB3HOWT6SyaefHs9C2aNaVh26H47oV9KLhiFH1oB0T3BF20xfp"
    "Op+zNxA+gDvXdblcSoXlgUzOElONIfc9QdgIAuCl0Zc304GiUBbFBg4Em38QblM1wnkpmERQvtJsxzKZ72jWA/NxUIoGTwre/szp"
    "qXNfyFs2mygW1u42Voptemy/1QbfblsYwzO3hcVpHHbJ8XmxS9JkG/vt8LNLs9LGzqRXRrSst2ug0AprjiSrB8ez6Mfqg61lqNak"
    "SioFCayqozBXXUJjlVt1M15DMII1g2cG8bHSARoXSg/OtiXJqc9gOoZOgV6qMFnbc86PFe3OT4IDyp4EENawnVNbh2PkjXUG64bX"
    "F3XmjE670tNDMei6msGQ95l81MtMbg/rez0DumoL5kWL/dvguScmcDY50jWMqdPjO47kAKiy+4Sbe5w4NVb0Ky6HGezsI1neWJbv"
    "uy1av73r4A3gp+eawyp2JpsDZCtJo+4crNQciqWOhYLZoFl6fY3aTJJU2nuagz33cO64Eghg19ud1n7i25Fp8q/GQB6+U9VArB7L"
    "Cwa4S82mp8iRM6Ac2zVFgSgt8qJKDT8LFRQX4PoGv3yZLFIEmI6HqRSHt9cldwq1oHgOf2jxQKV0vZPD2CO0WY8g0iFRoRDYCQnm"
    "5maP34qE00YDdt+NxWepsMRypDepaDBko2OjInyfkEwK4OaTuuRBdCahKXuAPUXbDNJ+CvUjN1hLbSDvAjKzrL303eMpXrQj9sDS"
    "PlwIhxmy74JsxgZKgwoSsuAGcAaX+kQ1rvbNCXF48nA+GJpOqJ0E4UerSerjUgd9kKsGdPyUZuhiZ4zebWrOzVX4rboFY7/VyWCD"
    "39zAAtxoVjit3mGHl1AFsIa9XFZNzD4ohOIB7Exq/lY4aBLnBxPg8DgcKO0OwxN10sC9NRFHV/Nhbi4fB0CmoA0wAoOWt4xEoxbj"
    "fmR3ppRFIRwW8YGOGA82hht7+cbPi6vBzmwyfYAnT6HgaM5VS+6m1NLQu3GJzqaJC1AFmyN+VoSkGqqxB/FIGMpuy1/I2K+2Gzpn"
    "Oquijprv3dqKLyVMsDp2DKUn5qBuSwBr+fiShljbyZnrbR4yB5BAWoYYkvPJxy922AVGm9zmmFAH1y1CK1rtm5w6sTr3SftG7uWP"
    "cahxnTktG6DIkmvCMqsj6El2lb/cQqJuch+X+RLyMpSSz9cArs+cRAjXBSdXs4ok0M1jUNCp6YbaNc5ZvRAuRcSGV56Klwfy9hfC"
    "uSaLuuFiCw/DNY3QUWBMxB6GU7mHH+iywUsK18nXKbvpiWXJmCnNpgIeqiZTjrwN5CUJ0CO6d5aUEKzjEemQhFzS/jsLVmHQcEzc"
    "Yy8pUXVkCW+WYSvZOQUmaMshu/I6JZdOjUjl70NPXDkTH4lQP9mrdkp+EbunKbV8CUob0uT2O2bNSkvlEVbZer1q52aefOjmBunI"
    "xbCjqWg6npZZ6rgB6aAs0DI1wFCuN0qA5CwDYF0yORSbw9V0WiUJ0k2h0Q+0ObMycu8UM0aDRX4nDs0XAZiGoly3ifN0LJ8sZwjR"
    "w+2teCB68kE4jsANTMFZaZ305S2vlefRpef4xLRV70jbVKT2kMd5wHMCsaHMBiM1OajMOKwHdmLnApM+x5wT6BYpqzck0+7n5Do7"
    "PgrkpMe8DM5zvo51n1NpLaL8BAuPHgauV0J5Wk7FT2UPS8iB1fu4VNrLPEOj40vDpvZxbo0pXA+s7Fx5T07tGYRrdl7q2qud3Dpp"
    "nEPQaTvzj/WocIfylaTcHmYJwuFyo+FMWtd2PTV8rGf510WmAj1IPUxQXD92ym9mxv5Y11ceB/W3k0c183BTaNcZNktJnd72wcuh"
    "ZneIerfrO4wYYzPPw6383EBbcJs/ylNH7CHUSy/hDqPZ6gT5cKCB3SV5FqAN0Dnw1MHkXXDV+Hon429rvt1OIwVJotPoTaoD9Nqc"
    "JYmxfJnGxOQnsRAoLH4g1B5OSXRAyiN8Zuut4RW91Dye1B3JiSMWgV1CZObkFIO9S3jNn+gTGLmyAOnxEeQZR/k751ogFC51B+Hs"
    "0m6ZrK0HsCrZJodf+ogk1zehaEGRBaxbb7xryRlAHIck7w/5ILcGe7WGZ1daNWYF70qnhrv1GD/BnWDoPXM3To4lDKtO9+EKw+LL"
    "ufC6RvYPPObx+9L0tcD7ZsDq6kPfWJEPGSTjFZ/Gr9ms99DqCLFj60NZcZsY2dSNvogxNdM4LeBFGFB+Nkzt1ZvVfe7jYEc+hJfT"
    "60ifF+K16LY+JtAJ9fe9A2x8YFty5RX0pJOpRJr6ac8yeLZMx0IDrGAmGBr2VWfk5xtQU8Gld4gIhDu2qaaNUUcOUNe99N2XNb/o"
    "/Vl0JRlIuxB/Vtg6y+0Oj1uigPUr6eWSxF2DOoDy6Zq3MR7l2HTyoaHh5KQZE8jaNdxQ8mOk/Lj9PX4UKzK+ps+jok/KxZths6R6"
    "z+3StXwGR+ZBuA/EMV8OwlrN0DYQoWwGXu8XW/pOFs2d4TuL+d762HuJMDaWDWet7FBNmTnSWSLDLQ4GyRuGappQotGc1xWlMQ3w"
    "nEFz5jlb3+9vzhTBas4ZjLJtE9Bx/4anfIyeoKjOiDrx8+zBe0iHohie1QWd08mBwJEOOmCzmVXg/IJ0vXlBYqo51/hJlAkL55Pr"
    "xHbn3fxcKUZzbmpuDhuIIcvZcscqDkX8eIYTS9fJ/8qnYz4b1Um1JPaHMCpjF1sFxzBLCEYUHFIbUR5OZiuAWkw3++Z8lQDnzlwL"
    "SV60UfMS/0PRvMxbh7GSq+nswv3Bin2P9c72hlO6CJfYTAy55aclr1ayxs35Hr+iW966BRkDmwBoOG/dsba/fnmbtVjRv83LYXkr"
    "pd23RV1sNuVueXtjfyf8/JabU7u8rXrQ2h7QLKEx6db+LIJhndlQ1xjHtDrdSxoLRXL495bDl6PoiF31uePq1vDTDgu/ypV/nOd2"
    "zzwBrkBJ9i28sglZ5UyONhDqO2EH1t6IUqOaEI/mGcS9iFZrFFLdSjp1Z+wzlTABXqe7BrfEK41TYgpWCmzoJqrpm8GcVAT31dZk"
    "guI2nAe/vbtdtuslWkMuQbYiGQ5rQFVfQXq/nCsAjAUN+T3U5DlT8GfwZGSPn7WoRjHFsWkgyRE+GD2Qao8X88U7HPKT385t6wx+"
    "6arYzTSYrcJkn8Jo2cVGCL5bTE8Pw+0lfmvK21kRXlJ+BKQuna3mxtDDK6l1c4/Zprr7TGsQ4UOZAl9Zca8uz+NpR2QRhA64XAey"
    "IuV7QFKdFAXSWlEMZ6AMdNlyRZHWZHkshsZIjECKIp7Uw7pfu77DT2sMAFpuAvLpGaBVUYpJAycpDjh8PVx7C+0aHx7pPV+bmI2e"
    "AQFXjmu1UBBSxXIDlqhmoVpXmk7qIUj9B5BrfqP61KrjyZHQcx4f9gybKS3txVwLYZgfVXY6nzyx9OAqG8z5EJ0gy5Rc0Xu1G/uz"
    "DNjan3V6MKbZg7J4bC3AUp5Z/chQorKZ5YM2w4amZVuGix6fpgoDR5JhwVfNZfGJHFUYACFr+mX6eLk7uEayEo5JmzfjYqstQUFz"
    "Dq0bugEv+ajMSkuGuRvwWVR75xEd1vTk/xjsSLLCccSjC1Bx9Zf3Sg0DAJukAH3P+BsluvWinq+x+yVGiQlBT5/QlE3JhznKrAof"
    "n+Y99PCtlZm/D/TlAe5q5xPSszlManFwpXfGhNOsxTJWt1vmyhY1BTzH0pJzdhYSvllNqw5dus7FX92VBWgDxIVKzVYvC8ZM3h7X"
    "RQle76kCrnUzlJli0iEQInufoyNafAVqM2d5Aq0DPrb2dID7RyH2y6FfHEBD6AAM4xGeNo/jJkTsTBPyqienskso9hsmH73piSSU"
    "PRBTwCGNzeQHmXgCjg0FcWoiQCfUtVupCIQLJ7+WeqtsvdUrZAeoYQOQmEsABRadqIQFDNYkKAVc6hDLnNuEUKB13onrm8YyB1CF"
    "cbchKKqHRWQoiIdMv/28XcE+w3Lagkgom2BkrTvxsB00EYMf9S7kDEAbC07jq+SMak9jkHtHRxVYKBUgzdW7GLwXnVnJxJk5vo0f"
    "nQvwUjXdEahnEvpTqWKsn2JiUdOyhPwoLQKjbG7/d0Vpei1KMTpfnQKqWfPxfkcvoRK672wI7Q4WQQGWtyO6NtDVCRVMu63OV5Ps"
    "nvtkAeRz0lc8FlyGBWA6uMUgxnePtcHpDH1C3j3PnaeZs2W/T6c4HofTwc6kBdhxMm/5wB2mJV331OZXCO8inKtkjkOIXM6Myueq"
    "+ALw4vsDxFJElE74JVsJcJ5yZ7rVW7xKWQWWOc8TiJB06eMTdgQmuEp2dLGDg30UVqgmZ4aBaVRYhSs2ReTkkwD0AKCO3EWUJji/"
    "EXv+mQO/Ebv4YpNH15VENvEN3gXgh5yUiQAzgppEKzREXMgB4ifhJrc2fGdaOm2o1GCuqvAtzbnrG8jycYDw8SQSVWEuUh5MYO00"
    "9H/NNH+9ROcXtqJItMvEnSlRbynTsnDAQl3NbAVYDfgtVgTFrPd2i1B0JxTypZMEBHwpgGAXFaqx1x60vPaCp582h79E+YDsoVoz"
    "pFiD+Sg9jNM/hBY04yyHwgl9r3xySsAp3C4DfO3UnOHKa7ojVh3D7U3y5FjF0Epe8wTm2YQepEwf33cN/BxE8CxAqS+ZcLoygMdy"
    "p8zQ9It2cqwTYHMvgW3NKHNvAsBYYARCci2kl7CLSf+UV3gaTF3kwTMHenyXQ6XFUidBXdDfj4UG1zpqnBV1EHf3op4l3WHNDPQd"
    "UYKBfSbiSIJR5qx0J7QQLNnTDV6I2ekFv94uC8/JEOmDkCyBKzNMyXPm8vSqSfDTEwFsdHVYD14C3IsK+Znx8kiXRM2fOruuIeF7"
    "Neu7KriiazS4wGwxC+6JaajadZpJOggh9eRu6+MUmp5Pl24n5Q1cwXCu5wP58/q1GisBDs+7fjccuWHp2uiC69628F4rcp0blkUb"
    "EBns7S7dk1kp93ikGQxwisdTQzlCbpXnzlZQRubjAbplbSppxIP3iSeBWpYmnqwUc2N65tBsPQ+TZogL37IPLtmWLpwqhAHTcowr"
    "Ihdn+RTIAuklNAKj/uhKT/C+jK/WD23lTPYkNNGVh58Cd1sSpacaIWHxJjm7iEzHTJIJ7fD1rZd1N9vO8SAdLpk7UtDdIY/Ubaen"
    "6w2H1kdeQLhjYPkcVOAw6MJCYC6OV6L0AZiPRKkOpLUx+t7e42A3WQFDw69eynsPHRNotVohKQQ1khQgaDEMtebRBgTWEPKr3+jk"
    "Jzh8obWgtdYF0jL+5cKyUntc+eqnb41iuwUkA4HJzcr9LaJSCuB8q83ccE4uXFHGStuVBH5bdiuqiQhAVRHmkCeWt9Gv1xvLpDU4"
    "ymu9pdFY4zFtq51Qt23MyTnLoUYBoyWJTqcSncgokmGgfeGctpoMiB6CcM0D08Le3gdnBXlEG0RLvEA73ITGHPoeXSGgsE2TYCIv"
    "kzN1JTPH1fX9gVNIQOqKogWtAQnp4I3du8kmwVKCm6SryCA/o+TqClnmRbOl228W02fzwiQfV+UiVxpt0eW+YhCUdY5BJBGfOB1W"
    "wo4QtLLaz3Op2dpoLQsV521j+YjP3ZztotvGUm6PYuNsnp0VeNRbiINAHQmACpyBw7AX0Al3nCFBLcLX6WnWpO1t6GaFe9hYOiAr"
    "3FJDCnbNsS8zOwFJZ7cvCDB0UM0bQl8cEU4z0tIKXVLpItidVzRaBRd2acCz1Hi2SaYU/rEGN9lOki82S7QpNnOnWLX+NjnvxaHP"
    "NdIf1oOAvYYP1XSixx3Y0SBs4lwzXNKHA8TTwQAhKgmMjzfLqUlVxfzF5hdI1izWOuGzU0yUUphek0aQAmBD21UV+iYrQtQYX2c+"
    "ZobHOK/KmNaFLx/reYyU25U4a60FJgepRZLCVrF1Vvq1LOFS3hF8KgN0URNeEigw39hyNtigoAlq7uonnX24Ea50WtV9qMdaI4D5"
    "UegXjkG7x52bBzdnymIU/oEDvO0NB8DuzKGdzA03w8dyxlq9kzGrl3c3hq2OnB9bJ9a5TSprX7r1toXG2dzQbm29DqsTyIpS0UCa"
    "xiihk7ub4xWTRY+zM41Dctyyz0l04rXDxky3LvGDP76sM6k+hOXdNHnwAF9nlSsL7nM2N0wbPIb2oYclhGkTSEvAMw+Mldk7JD+f"
    "MUz3a3QlKTftu6aQVPUeCu4mN7dmwpUCkb9VtqnxDlWhPcBArZDnoznwRn3RUSGwELL6lJNwkEmgxQoW00khMpGPSoltUBGbu6nC"
    "aRzN8EzUt4GJJ8gHKUPv7IdUcBTXqfZ06JQ6K13b9W5XH9k1od9bi7ZLzbZ8riVmI1kOPTBXnx3si76TZ1NA1GgBsfoS+AW9VgAh"
    "4WDluE6gW0rogU3ZMhq0BLzKJ+e2rnym5warUwiOiCaRSw0NrYeawn0onFT+TEi7iT6OnnzdIkBI8E0BUEXx4FpMix5oIZrWrKdW"
    "egYlme0Djck7n2EOB6JUJN+oPg88ZuYEYJjhhfBZglY4IrNqXcZm5t3w1mp53a3ML+G6ejLrNvP3BtUblRfi6ZvJ8fAFZvFLYnuS"
    "lyVEmSdTCFqlbdHgS1ojhTXppSR4SPFZ0aeR4oaaj0IWt16SWjeKZijPqQF6BuldNL0zc1qMNLfaZVbLM1ycNZai7P5IIsWzq9A+"
    "aJMIX5IQQ4II+DY2R5XAvDPIS4VJlA57K70zOklU0UIIs8N+CWQlOkaMh+XXNqLUkuUQNEXtyHM9OEfSbGwGogtKhiLuvdZeDHDN"
    "x/nan7zX4g/A3rKRCuucMSIAPcNV2QXAPccdiQzHE2mrMRswKbKZHao6vNP6dcdEljb75WdkP2DEN6MJfZ4xw3b71rriSLL5e3cI"
    "6JrWiavTUWeW6eKG7czpK3twcLuo08q0WMSnd62yntqtOuVYpROAAXTqLVxdQjQhwgOLzJ1mGWc7l9MhT6jWhY0kvfmtKzWKLkwi"
    "fMm/Iyx05ZFf89a1yxiCMjlaXgvrYAlE7HIUM5xuHiLpQDywZA3vxIrHHMwlh2e9XHwNh12CyrlWJ546Sb+gMV9KIZViOzlNI2q5"
    "ZNZYOOZBdGF3GHPCcGfOZucPlj4gnh+8cByflQ4NMIRlqtods0i0MSI8i8i5mAqnjE70hT/YHOut9vfc6RcrU04a53R5clBhS3Ik"
    "jTDJyycNcB7ZbmjXzPkqgUN+zJKjmKBKi7DmnO6arkEKEXM/Vbl+bn/PnGp7sFbOZQh4oc/oi56fkw1H7+0DuTwUODSinVjP04Ad"
    "vjrzHgZN2NTdN1YlbN7S7a2n1aZitz/it3q0vid3XS4G13gW2So4zYdRN9adxYihAg0jbyMc55L2+zaXeaPJzl2E+yz9yrXCN5eH"
    "n3UMJ2RWCkyysdfgUgEYYXh4fDdzH9b4HY9LrTuTdmKWHUf62OyXdDVknQ8W4dxS1tMrqx/lcR5f8+DbuwSMtpWvX4phHUalgr5K"
    "4C6Ix8ZoP4G5brLJc7aNkfxOgnpopKERhdVLlkM6fHmos1KKbIA+IFLdVFj7deBvpkxNiwxGJS5kvTbzQLtb6s4P9YBCf6jvSGJx"
    "MjZkXuKnY10uDchwjWdqPrC+U3qg/QMUUVgHwS+E8YWRTGGDF3YbgEGyGmQDITOALQbX4t4ImeOmsLJd5Cg+hfU4xX69wesUey5i"
    "kld0F2KUXnaeFL6YG6OkYo/TE2LzsORU0ugeoGRXGOWBoBPn4e1O9sbAaPJETw+MBtxc6F+KvZRxGKCQoXEbK5zAsWZl/KiuB7x3"
    "xvsxFgQbSChEg4W1Dl+9KPHssuCERJz3lAxj3SCjrPLA8i73cT3YfInvDTcX7Al5d38DyjPDAQpd4BBZoNRS+7HYat7J0KfnTRUF"
    "FNhGFYyQQ5SiHyLWxzmJDFwL9mT1jsyutgTdFA1JWq1Zt+UQXjaxKCYznPSblrN4tBt+HPiC8wvfHHOIT3Y3Z/y4lMOafnPGtlVn"
    "KTnCAAHpbDRPJzsJvDlcjO3Ilh9UmkcMZh6AlW4YzUE46h1OpqNqU8urLPp5ZKiJbp6FADkJY+PdcUAZAQ01e3TgiIxFZEHlCj+N"
    "gljgSraY5Vqfo2QLCIW+yu5yj59d32y1CwEXlKKtouqpBy8L/JC20nKivLfKUMHojNGGRC2Jg9XuLmF7Myu2NTVVQgM5SSiKXrpO"
    "cjGck78OSKdxrp1QKyafCIkxixxo56eIdiIaNCMz4AhV9UkqEL4wYuh85fN6c9GQY9qzDIAnY+8yetgan9UIW1HjOPjS8dQPvz5Q"
    "AUMIXU1922IzYVn3mPcP8pkJy9p0FZ0Ov4g2MX2/krItjrN6O/gkRB5ceHZMHRHCyZRW7GV2NaxIdPY9aaeBtFttbKqWY6vqQdWC"
    "eiGQG9GVJOKBSVv6Y5dIDKvG1m2wR4JuGJQGbpeSJjlQubgCGruo5MxDgFi57RrNZaG8hanGZDEtK3CRSrNj+GmoCqQzLKw35pQZ"
    "S38z8V2xTUAj73Aor+RisoAiXEtGVLYD6k2mI0hSzTCFQ5t+kuY1j/cOR/84D8ci7guRumcI9F+FHfe1NtOufNNxe9X8WdBL4sik"
    "R1VWANR4zEPb9a6/PsD/knCqSPD97RdDZ2b33i3Qzw68a7jvQb4kXLoyX5JwltUVDYZiRBOf9EH4u722QpldmSaELwvvmm5FDTQr"
    "rIXMwvP1nuvBzc2Vt0ySPfR5YFxsHkw7A1T+vGX/+kIQTuXDrAa2MJr3Cu/W6EFeCC9loB4CMy8LvF9tdtZUcPPj5eHYNqd+jpeF"
    "F9W73T+U/v1Ss3MdqLOhc1/2+VmzghlU7QvMArUpA0NRc9+B8osuHCl1FQjPtyyIqus4xYKl5RUk0fYc+88856126H3qmgIdJChS"
    "aM/SWJfq4Eg7Mc6ear4GKqhngiYCZDtoNtN6Ga+yZ9soWAsZt1QzI8ZTDt3tkOcoptbEtRvMZNotftKcCIDb2q3vNrRbLUBlRanS"
    "3XY1asMaJ7wlX8DDEB36HOxAdliBsFjRsmNW1h0sOgySOqhzW20pmkAHzD1p4ddd6og6TD/PD/EqaSAzT1zMuujNrq87dMcAJX4r"
    "yv2cHPqSB7FP6YD71Wa1XUFvkDspWdXxDfAK9lauI9Jucm0BCa2LwLFi4y5+m16LMKrYWbHbDV1cY5OEd3MnTU2yjECatDfSpW0w"
    "ndfWvuNsl5VrzPLOxOK8mhRcvMxvNYurA1OyefQS64jZ+lgrQVhjzRJwM/HUIJD8hgZWJtrksW+GSRzqZZ4qlf2at7QyGwxk04Ke"
    "D0XJ4qnvmayPe0zmRJKHzyzSFq4CdASWRZtuWcRybAOirk+OunHou8py1LsVBXbk8kWL62fEGJMO3+mNoSb1u3tYngVf+1MjxIsN"
    "awgZBAAFue1KNDB9vLOHzsO2vhc+6uvywPeei2gq5qA+1wDUqjQFi5Zuw56M6nan7TG3jf7uQSu1OBGuyFxi28dWOmYmJi2twgHP"
    "CMTVGbT7G7P6S0YHxnhGa1COwPvMlxQ8a2EanpoAaKFQ1Pd6Abk8yKw1x64ST9s3cEjFnsNmOihPHwpfaq9UB07gywKU+8RQfUvP"
    "JYS+3h7WnTKTs5ie5YiasXlQxzHk/ycY9ojnXl3PT1fT5uL1BTpxm7BfNol10XnHsyiAnMaCx0301uKaKxRLgwVK98nirE4D8lA4"
    "lYFyW+VhCMyEcfr0MCAd8ZiHuPiDfxsKEHZuuVQ65yF7hOMLFdPmtu4l+bB8oE8u3OlQhbv5aYTSHNyNVrogw5UNy3AlAcsH7tgS"
    "x2bIcchSON7h0NY8OyQvLC3PV5QlrxGpySPBD9Kvd3fkx7uzySftntCDQwIivUUuJ1U0Aajbo0AmmZJL7QCpzIBxE3Zysm4JIFJ3"
    "6J5GdIX56Q0XzXn+FJ4owW3jLVI76JkDtBSuZfI5nPmEslm2X/skraRTiAckf6Ro2JDMVqT6gfVsyNSgDWoquNPUn9GF4Ra7A5YI"
    "jeOYF9cOB9n/MM4ldrIE2DoLMZ8MugEqg35SDojWkiDT7g52AwnmyRHXaANUIwJzaRtIUExr1gZ43mdJ0ydMC3kgPoV8h7W9BDER"
    "hdHXbsgsE4bdkoo9toUeQh0f3bBHHztY34ByJc54iVh0E8RjikguR5BYKxosB9s01nFX7ggpwOIPxoBDw2xqsLnCvVWHdTuDvlkv"
    "a5fBdbHQCgdOu3ALaLWHRWtodxwIDZKiJuf3JWdEndtVgb3cDhPik31SG0bdrfGbzKTTJSFcScvq/K/5ViTH9SbZGTB3QwK5rjIw"
    "RD+TwxdIDGqd5c4rN5YijXK18I6L89bJ4KuRodAQsODd25XnrX3jc7mpg3XgHP+cS1rNMY7r0KxC0oyKOoT8xO3UXPlXmzdfCfOJ"
    "7sJxIGD3y0haLl+dq+jSzzaiuXfmrc8Zlru6oktIT4DAZ7GdkMScO3T95y6U+Bqkdgrwnixj3+p1QUfg5svG8okn07FD+9ZKJ5l7"
    "aV1H2PXpyOUPMZQ5p8UQQT73tNQ5p6VVgs1ZFILwBOVxqbrRU/HjEm1eDzUY0G4DQt1mPRZAQSpShFJvtgshi2kH2rGvL7jLZeDk"
    "wt0cY1q1OBXrlfa+seeqDTCe0QaZnSqXu8icY3WbSGY/CF3dAXGXK3wLyQEb+0/yefD1aHRtXIotS98+7tdDa9mzsT978KbGz4cm"
    "KUWYPseq1bK3fNuukjIYw5Ne297mdZu6tq8xpcHqCSyP24+munA+zLAGLn1ms068MMYLRlqujPc2Q6fVLLsyR+Axp76nyQ5Gj30y"
    "qIkgwXACLUvSGxEg7ZHDwxqutjieEwbCsypswYTaHj8M5QfL9I2FYxXLte8mw7LvEs5q5EHcOHeMC64CX3oHF2SENzWmbsI0UtJG"
    "CGeWE/QU+Gxm5h/76zNLooJtnwDMG105VhtrtMJjHsgwH32GjKU4Twv0fHZbkqDEakMcLtrWcMCP5ChNx5JPNsGijvFT8pqg3sox"
    "ylre6kLA7rgG7ZcPLVjSTZ1x3JGTc5JHhHvDJHS9Mz0H4xk2gjLZPI0cH7h11UxCYJZf1/6U0Xro6dvs8pbwnRwzJZoP3KGq+aF3"
    "GnM9DJg/4wXv1emFgFSo7n1rQ9CHhsA4MN3v7O+I6QrOHdhv9XjZW87tC/zs9fd2rbUGB+udQW5EOzCEbPHTU4+AMekxOGRrSZjC"
    "yqT9NkeoJTRQtKAlSZcfIXzS4wgMtIHkorvaUa37O7qsrrPDJu3IbpYxaAZArQNdSYMFcYK4oWZEVLMv1gdHaHOy5oZLSFgVWiOZ"
    "nP66+q0iUB4g+ej5QGo4CDkenWCalExe3TJsb4mnbQZ5KCJpGcGh0b4/+oP8DdI5UsA7UQ6e1FvTHXegkQa7Eg+nTyfmu28pAAs1"
    "xhDtgF+GL2YDkt6KRmGzR2vtl+yRkQsQFuoLttvFjeb61JoPQsEWTmFkxSsp3KczLGfBkYnmR+vwBLEYEduCoeWj7JbXaXXH1H/J"
    "Q5cpvJXDab9GNxQoPHP5PaapMlelGkpUrT3Ba1dnkoyTZSDr5DICHZfwxyMiRgtxITS/OurREc/Saa4Q8+9RGCzO0kWje6SwbFyK"
    "GMjlaX2vubfMr1eUMsTBXy+odYauus4QuM+pXgdm5D27r49BrFpe66MG2ZFol8kEy7TUMdNE6Afi5GPPha4slvIHHnG+u/YIiy6i"
    "jsHx3AFLzPW1j9sL5Khw7k/JGYmbvcR/fn26II/xaDqJOJ0CSAIJE5pa/uTDsxVztybLk4c+SLjyGU6jmcnHxXYo2gURbqtn9UvC"
    "6V9KAGP+cG4QTk61N5MzzBtHEzAdIMJm3syJr2SdQLt+8XXS8cHJy1eVIMaQPF94N/d4kF2WpPXJButoWB8kyq8Kxl2cEmMAd7bc"
    "64OzYBbhwmPqUGuN9epyuyZDMaz2Z6unNa5muWfZdOs2Ewo9PDPDN4KUciS8VsxDr+hRDeNkBfj2sPbQm0I3IqYGv9WNKJc7m9VL"
    "Dnss5wuhnrU24F5JJko45Y/FseTmJAji9CiZoKYm0fCbJ0hcXV/dx6jffdzlK0zXftw77JZztX5AnsuAMkkmTOXikrWUxz6vfSFb"
    "bktNBLmct854yKvSXrw7oHZRtlFD+RYb3ynwYN2xDfHW/UzX0zxcwgRqZn1YrsBmcEThd0FsMvL9si687o+O1nXwqV7AySUvQg5q"
    "dpx9wpmdrQrWmE9u6kgTNuekrJBiwYSpSrXVmu0zMqfHqAmUNlBdklEePG0sSJvXQxl7pDNDAFP4CwahFTRr6eBMww252PEkyD5W"
    "rnkUJyuXVvbcQEPvBhr6Jk2aA63cnFnqjRorCg27s3TpzBUD4KYGsc/UhD+bj1uMN+yWljkhNcTajtO3jrVCuYZqttqSLSf9DQmx"
    "i5DTM4XaySDg7sem5mHc/pn7i7FUthEvXwncvfNdwQAsBy6lbl5nLKy/OjjM8l6HDeSk1IFj17wTjq5z6AOCOK2xvD63IVcMDuiI"
    "vCqq9NIFD53j0DemTth/hoizbH8qXIssrg1fvA3uKfHXnKkASq70SBvx9PIXqzo/2z/DHsCtqYSyBP0xFdZxN/kE5/5NP4Mp+nD5"
    "A3Z6g+vFm3Cno3Uv+KRG3wPaSBtwSgRt48yORcyx9XXLqxMTc8e85E6eMuN3f+0pOeHkNYerVL6sEWY9Ipq9vZZVHNWePq7/JtQF"
    "7HglviAmHUaigwAssnsBtf6GMDykjfceun+MQmYLYiUk2VI6G4zuOT4Qlz+Q8jAotvmN9/yIYDPZJbRsYbevezFY+sqwOLxrXgzl"
    "XSta7LImaxaeHpSGenJGiySXC+a7K1Tp6o4VN0kUdB1JXID30jGSBwGszb9SqI4UaRlR4dToJ3yVzBiUwAYDPwJ+9aDKTG7zR7Sw"
    "M4dyHn69VwvkbY8JKvi+6T0ZOwrKcgri96iqaXVJC0vlYZ0gOtF2yElsUEwV3YaxgocT1SqQAqtrjebhnQXS8yDu0msmyrPIrtfL"
    "W47Bl3nQZ0LzxwHLt0tX/YHy4ucO+u6IX7ERRcDJflaqLV4KHyDn+h1cAHYBQyxa65bwPjDOLdULoC0on8GzDv3QYg0WtMQZ6YSu"
    "1Bf3g0o8JBukzKPHagA/GrrYUwntr+A+SL4r0APcWcxYvzo3S1U/IzG2B7wRO5FlpFOohm4G6h2ZfDtRb0XPDTUDOV81gfDRztzO"
    "7h9Lfx7HL8N6aSVfRiUspmFjI+ZhOWzTIAD7LsPWQrY9fhpoYcK2KrCH5GoIdjDEZuH3yyFb2qhtZ7SwP18RLfPKIi3gma2MWHEf"
    "tCppvVy7Pp4pBWEFi/t/NnKGtvJBfdhQTRaeBk6PjA5YYeqL5GvuuuVQwRwxOzEMFZrYFOcmEpyYSrmiBnfygJXyGCWVJyUBuJpk"
    "QIfa6XfAJjvRMV9X5HUnj7ptndlwwB+OgIzaEIVa0SpHISakUM8M4vMMGBMYgSJjjwhqabZ604D2OQcrh5U0vg8wKQL7y1SBN1Q6"
    "cpERdQeP5QCdqAcEF+ygeUg4XlySt85d9CDt8XUpYKZ4OfxSAy3BIPiiKzWO4lUV3O9Ni2XmAZ3TYliXEBLoSZSOngm18mRNBizX"
    "a80jId16U2EdzLmrqOEBmm0tY9O9EuHhD26Md79RJNQ7aQyyhYPUJYnlAfR5KoooDBU1mM4RdzGHimr/wDLdSeOE3GHT41yNhn+V"
    "mbUdOML4wlBJCflQUUH1UFEpr9+TVLBmVw5KN8NeDBqWqwDvYq78dNZWXqFyFa6j1ymp90reFO3AFM+G5km9wAxjTzXe0Ccvfm/H"
    "8uzHeAwcaxb/Sd57hpOVQvNzacuh6iKvZvv3cMSu9wDjnsrA2f4FNYIYHTq/e1BVBYujuHBBrdpQYdPX2QqTQV76uDA//EmDvOTz"
    "nGnnwHGc53LntZYQ99RZFDmyZcj6Oed88YDm3T3iSucseQ1WJ/PgmQMFqbg2qZQ2KPfcxsapRvtJIGhowwKS1C75qeUjTpdhExKW"
    "ZeyHvtUYNXsYtwjwJ2ljdfCD98WRuzzyLVXaceBg6CySDr65mxKcKQiQrzXbUbHNuaGQkA6tc06vZibQZLEIXtlQlpORLfhwtRCA"
    "Ksvkd7TSriEiFXg3Vzf4fJAQywx+BtUn1SsGYFEVnPNXAs5PZ4vN8DwtVbhwGOMIVjT0KtkiYGkKRHLCCfGhtdLccr8dQD0cbRqD"
    "hmIXaggDsY9QbtbXDXGnK/CUgT29zfyHfoufpabfLTltBJHtIqGzuC/gCudLzVEGdtb2DlY8ahvhOI8WBqqn8nsKd/EQTQqPeuVO"
    "XCdb5O7jCwfDicKigw2U7CeZj+EO2pbcWMNpbX+Z/fIlpNGkWJ8UNTCAj+IndxhKDo8ZWlEHgDuRXwGn+/nxsYYyc7v+95mXGjl3"
    "Cw256CqFDfkM4u6qOB7xTvDSee3YnEpg8mIDTgdPyDddcWQq4dGTQ9LEOIgVoNNmeYJiUWudTzbml30SZ+wlTq4H4WT9jBVBG7Kt"
    "QDISXlqdSHCJFr7EUUrm4uLuYJQE7dIlL8SYsUQhc4U1pGWMNp3TF7dYA3LaFfXytF/jt27tRfYWg5WDYo0f86fY2shmKcNGpHY/"
    "NrpBAGs/PHkqbAyE0iIeSwTu1NsJa2XOx4Gu4m3pK3pgPaiiAkSRw4T1dGN/L2k5k6drsfMwX/+z0JQZFuMR1t+gq1LmXmdbylT8"
    "D7ISXUMhTSbssw5ifiwAqK1bWR9FB6c9sTS7CxWMCjreC1TINYC6rAqhsNZLR+i0cwd3qIm5i0/kjz55Gk8pMV61ZxiHaHuN/1wg"
    "HIFZbr3UmaLUcMb9orNIBEMw4YSswd/KsrBEFedLGUmfuUQwdMOdSp4rPFkvY7/1RtQazu7GYZL4mPTlKYBroYQ4UGvfrsaZU6P2"
    "wPqI35r7oAagXlPMnni7PEE8BiVM62Anm46eUG5sgnUajjc2XRCL2Ye58OH9XMTJ6jMl0GjLNKkxo8vKSwJxXiHE2ZO/jCgkpy8j"
    "wG11lUwuvGqoFbhWWxa+rrVCYnzwrOo+1f9dRS8Ic4NTpPDO6on9bpIWiztsztxBYVWS/DOXVeE7NF8gTJON8kCUIh40FpsWueUm"
    "r5bREzqnL24B6AqQkmTFI9tAebZHFmIMFmdSl9PhVC1qv3BYNTzi1Pqdb6TSohFtRibbRhNacY975t6vres39wk/JAJZcLakbtCO"
    "3G3tDyIYd5aAzAYWd3ZJvsHPYiprgAM2vIxzNmE8vqghtEfgOuB7B7MQoGwT75C1eX5jD+FIx1mImaNoXvmkSGZ+KSvkqV2iK/Xs"
    "165kTpfDnQdBbd14tDJR+SA8LBanEyrvFo6lQ3yzCNc4xR3Rv8ToLqxi6sGY3lCwO7w5xDBHi7yCRbDcOcsXBNvu0Dzd8UX5yPbm"
    "cT4gzJrBO4jK3B1yG9WQdktqfL2juItRbtPfHQoUuwMaC6PY/AwuaVmekdAxk/DnmSDuJ/LYFq+wluo6/CW3xIVrKkvFFSl8sp8d"
    "XvcAfa4x190B71Djx3Si4787WFlF/WaOFZn10XfFTUHCcf1dccy2kIi7Y20oqqVkPpYh+nFX+CDprsAPdzASDPbTRg6ck2ZCuBgR"
    "xHdww2MYgigdlJhp3Nk98LG/ejXY0/G9ay6riPHj4ZibjnFwNwVkLVWooXyA/YqcubtanvJmWyYnBRICJ12e7pElVEQ0Me6Nfg9L"
    "+YHTF0gPlYxF4BRbGGyBOY6zzmrF4Q8/+5ScOqASmjFTDDFhcefJgaTFhXmYSTAtWmtYm8RYFHosdvn2vD1GPmCg4181dczLGB07"
    "V9EkjubVHBSSBPAPdKPi6EA3c/Bi098VXTTrB6BAL6uB6HnMRCWoLMjOm9BHS4ZRX6mD5c5y6XZlbeytXWMvgfk+Z/vrpkk6SSY9"
    "nJ0CtWkgxazWrWLJ8N46RwXGxg8cobrVvlodVy/jaIpzPCph9KQOOQxz3aohfO5ca3Cdn0AttkUP2Zr9LBzLsdJvuXKVaB7UBUCl"
    "Qk5vUBNbP5pA/UOiK9VHQjWYYb1Afruyd8SqSfSCgYKVb/koOETarlyePqwh0b91puewcLQ4RYJIkJ6aPjAzgjYFk8O7zorF3d3y"
    "3mUllve+bXa/Xt5v7S/PrTzdcwB2b/HYr7aZ5D3Mx93H3t39nuLRwVWm72mu1tra+8Py3qr1vRUrEkvl/SSoen9cQrLAfm6PlNBX"
    "1wCTFAVcV6J59xjc35cWQWlpKO+X95VWCu/rdm+kg1Kee5vE2U8rFvfmtlhtHn8PCe+ZzW24J1HC+94is/uMIn33Fj2xE6f3y7Nn"
    "1hmSbUaORlqSimQL68uWQ0ldJDybm/3yDNnJs5WHs40UzgXUeJGaByKptstzfaxPRu27nesBv5bEF3cAOf1+vC6WVkehW/YxdO6A"
    "YF9pstEEn87oIAI59OVj+7PabL/Ha7Bm+bi8xY8qz1Ny3WOSATMPj7QuN4U9FkdxH9c1fjd5jmr2uLO40+ncx8NyXK/xI9mCZCA5"
    "yA4Ea1OjTSnsh2s2RLhwgws3uHBTgGBj1lhHImFIIqrMHxn3FjFsEcOWTrdrls+wJX6UzgrxrgvuIZRwAhhKMN57A3IkqSoypmUr"
    "8xoG2lrx0JdtPrnMVjjOnWvFaFQfIgYn3iZbk5Sk1KA8ptnEmDRpGOLFWS7m817ikvdmrajeLkM+Z49AoIHZWHsCFaFqxpEfJMfj"
    "c2QfY87pJ4go+MMlO1yyg/8Ol+wYgF0Z56hRhhoQvcQev5wZu+c2kwMkz9WzMTPwoQuo9AGvQXBFoUiOexLXDjLy4D8ZyweUYjhj"
    "ko/KquORZC9TiiN3vpyt1XCHY4ayBPX5Jls8yVFHZO5158zvdUNiI8zosVQemwMY0l2uHzPWMiPZN6gkJV7ZGrFxjSD7nOeO7w70"
    "mCmvMpIWU+eROuIieZVoBy3S4He6Hr1Ew6yuziRSEwQkMfFxjSyu8VXw9IZrn8ZtsDGwXDcHtCbMmQZRN7yMJ9vAGVkz2TmSI/fA"
    "MxlOhBtHgtotyUG0wL6MHgMXP5ZceYWcavckNyqy7V4KekaOCkGpN2hC8kSRbpHHLUZtYgxp+YEAtQQ0UhP9iAWMEfNcI3i3Duns"
    "urzcMPmGWNHJ9YYdtl380YbR0hGi0RZjuQXAmv+4RmiPQtgT9WtmQI8TO30CnVDlD0FnBdqK6gDVKBG7EWv8ouoLRgoHk8bRilFj"
    "GrYpA7SZrtVWGOZOvSF8FWzrOrOaMCFccEJMeKUTvsPpgOw74SYuqoj5pXe3IHgFhN+z2FruoTnfrEk2IFuSG1F+AwedkOYthEMj"
    "TgsBhkgYtgORoccRxu5BWiyajpxhkGZiVFwxUrIMtODzsXQhpsu0FDHGbv2YRDlGdEQbvoMQbkeXtEGXRBfq9YZ6C43hmi19cQ2T"
    "t0Vi4UKzvslwRYYrMvohEFeh0cU+DShCma6cITZRx005L+WJj5G65sEqvkjS2D/BjhglYsPCu8mZQKxSj64fC+AenogYLfoGLfpm"
    "h8ejRd/sGCCK+JAdewTsj9ZWbdjubgr4MjFFhZW9kbbISZWBArxUkrcjBswgXDgcuXJDipUtKgEeaXAE9DEed8RVx3pDur1xptiP"
    "tDgy6tAMWI0sPMILAOmqMzyzZqo4Qh1pB3RMMgyAuEGegy50LQNCeXjxsnsSprPBQxvkULvWt9D5FAHXDDL6mHacVFwC3nUsc4gG"
    "HmgdNgNXjZwjZMj28tiROOWN5EyZn5owgCyhCJSYritgwgigJeWFHV7NavMGLwN8Rtvi2Y8ivV2TbEDYIbgIh3gnzm+wXdOXl+xI"
    "eOduR5+jaxZLEF0mxcxJ1XgAqVXYSsfLKGlzYyWJjdnAKxJ+Fx0JDR7R6JhoIN+/CJcHZH5phe+9xeeHFqpNbOJNrrNjXe+KqoDU"
    "YTnIAnlm2IwerMtFGWHHJ4mglGyjxXHVTBQtGpOeJkO05EmOePAV0AhtN0R45Ib+OxKrsVv+1iQpL3mfQnALmqMtmiMsA4z0Qpu0"
    "RZu0zejEFWiTtlkBwq8EPzRPWzRDW7ROW740GiQOp8/kvBSlfcsGJ2lPItJCtzuQJbiX5QRtzpZvgKHkloVmx1CF7JCQHXIW039j"
    "e2SvrGeB1+glmKc8YzBKmEi8YgER6IhaUb+ghQjFSD3MpGwBAPbH0kHjPj227e6Bc2at29YYZwqAZrhzB1QUGGKFRG3J+TVhr9Qo"
    "t0Cc8wYOeGXIewyT0AIqWpTDNo4csXE803HDBOI1jxw8SipcLA8wbTMmN9MOzKXrUYJXYnwqAHMWmkbBChJ94CNfQG3xloqYxHhj"
    "3eXO5BzImBTOgwEeG0HOYOy7xXMrkp4EV9Q2RO1UzOotPrhSqcGIj262dc6CUnOB2PiRhPcchY/rplMQV3ACcJjpmM1RDTHyte4Z"
    "yio4Eo3+xMju7GwoCORL7R0ERR+8z92L2W1csZQQD4uPMHdeBSs1k2sK7JWARnStNy4bfW2APniRGi93Hv3a4jg9vykmX0+wDr2P"
    "aZMsoSzBdHccB3bHvYAUV4wz+bYxrbMJai4aKGIe+lnChrh26KdwJaxSG2qcJqm355lDAZnoWqyIWKtpdixbDGA7UWlBdLwP3gUY"
    "2pS2cOojyaUbFVx5GUvHsQP7Ddd2TcJHddtwrS9Sdb2zdRXIjxtMjhQwTLEPpV/imr3GsKs+huQQQVENkHIYXXdFAv7xq5OoDSim"
    "F0+uLpx9AnFbaJs1R92U+lAzYcHJpfQ26mvrhh/xVtVK2YlZswp6q2tatgBto2SrUoj0onQMetWh8nIjVVvjFjE1qK8N0UCiJchx"
    "a5OWLXjLCYJbQR/DCDpA5sYRZhiPs0k1Kb8kf4hGLmQh0tKjfexROfDQgcNkYxzcbtkuDiyqRqNDM8i8HTIWKvYfA9Shj9PJJmBm"
    "29CSHEmFvSbwUGRwLN+PsMaedby09z5iOGENYYvU3qEM3iOliJfbE2K47hyHbw1SLsg5RWBGvEG2JtmAbEno3hLzmpzNYYYBYoZ1"
    "oIxjfwpujX7MJoGOKBfVgzFEyTYkiHNDL8QFFx+GsU7GB6IyZ1sG2ifCuCZjGhmHnAjMEIhLMbbJcibTqOaLGcY6RjCgJsMBjZG9"
    "D3RMn8lq3a5TOQ5aB6zVQGUjrgVIoIEmtADbc9MLkjA8b0SD73P0NUC08SJEFZ8GdyQUOB2TvSwgptPP5IzSTCKmBB6x1JYn5IlV"
    "qy+u2/h1sHFuVFLjADX0oQCIaSFI3JpS1msJowTXQkkG89HRBUKv6gFMiuxG7DOeyLutaJxYSo6aSU9mR64cCupFWz2ZLr1BL8lT"
    "R0xfz8Za3B/jJ84cteEJUYp8glQtSGdaEB+hHnB0ExpjmLQEsBrFwoahboYBbcZPs6Of6JEtT1as91UtrYVwJJ1WI7evjOYkeImC"
    "N1I7J6d9k+JOgyWJb5YA8oKWRK9MzmmGQYZ2/mkFMqH9PnjYzaCbO9TjZCN+jv3WG1Kp3EvIw+L8PLGKZdEpEpkHSkgpw7JXAhwa"
    "TDibOTx5PEozxtaHoUfW4mX8YUifsSXNyiMJvgRa2QzlG+vBWa1BfegjnxASgwbVCGcZGQe9MBZlZFDuQdp9TBaBR7Yv6HeoDZiM"
    "d3o5B2uDI/qWl6JXAcWWoAHkDwI7lJ8O6ZSicuMIR0+TAWChR/IkI+1ZG8XgnMK8ZIg2DWUyn6xi7T+7Y0JRUM8Vybpk+eZ53eWI"
    "1jFHy56jZc+5bsnGMkdbnvNk+6jjmcZgw8EYVhfQguaYtOYbItyNmWuOdhsNaY52O+c6Q76lG6EoAvmWlxzwePih5c7R1OeoTBQ/"
    "GnP+EMC4eJ38cAl/CNxtSRGKqSVnDEa4i5QXFTS6jDmWjjBVzDlfyAhUy6GWSZTFwUFHNGgvIceBmxjk2DQYcyObbiLKckOSkebB"
    "2ElMAnLjzN6OcLqSHg2G8litixZYHNdgPqzF3uBZgNaBnlDRP/N5aiBEbwPFPeOH9GSeAG/nnZQBHOP4mwFuQBvHa1beekNyHQQr"
    "5nJyZKw80zAM0hcc7FEMw1lKEMY5kFgEKazl9eyGaOmIU1kjhFONwBMPbo7I2qZmaWw43cv5KV2md8xtYJejohipRDsy0pakqsnq"
    "1hmC+EO2on6x90DTDhskorREEkif/KS0nrxgUAR35DEjZ/7ZAHXHPX7aaQ+AO++3JCrL965jcZwESMaZFAWwGwgD9EUPlx13wGMl"
    "I48rjjoo5CkhnkAWyB/iR4rGycq8QbbSVElnVFpcRtjGBeEsWDyeAKMKHp2fsSJqC/+yCTNjaR48ON9IQhlEtQdpRYHzGIoDZM7j"
    "OUnPwhiq4YnatTN+D/s06It3a5Ed6AZkS5KT8u13sScrwBszElJeiY0TP9VC3omx8O+ga89orMbtpg3GHdZaeKyClLtqAHkbfH5g"
    "2ryYSz7Oi1Eemrcd2tfdhggvgHHxDu0rRhm7LQmSxvfa5goBgScGxTu0qju+EYrNjiVul/ESjk+M1aB4IC5Ad2BEK6AOGLYhwR0o"
    "brucwYwtpydzPeeQYJff0fbKyAfwPXZoJHdMNdPGZylYbveQz+4a8S5k4Q7ZumPmwEmJilGLkKCQoiTgWRCizpm0Oo6UQwXVpyDP"
    "s0BsS3cFr2PpIuNQdMdND1DdWMkv1z7bZJE8oEc1qYeEoxDFcDCdQDTUspwUJNZy7PDgI+ZQoB0ZbwGbbR/S7dNcYhw7BupFIRBk"
    "IL8XvTmBU7TVeL0OppRyZ3tnTQofhG3DHbIBjcAOJ5uNNjkuLHEfIkapqbUDsau1M75jtarbDQ1zEbJg2jSfu/ZhEHCUkROwG1Ku"
    "JoizJUH3jbMRANoc3GnbBsIGuwZRWfOfZPVHWiNw1jm/U+QtC2qrktrmt6KDFpcgM0paqbnBLtiuw3hph81ijOogcyqK64eKZCvq"
    "D3fEAuO4c8gM4RL/jgedyNDBxXh+B31dZKpwJ3wlZOUdLraQPa0knQVqLGVIRNpYu8HZsVEzPVBIS48hArG3pr0r0BAFskTtN/jZ"
    "q+23+JFkILgMM5M9XGgMGHOOfUBNUEHxVHxXIxDhCHV3Y1KLnVCWIIvX7KxGYOQMIUZhBgZWqUl3zshtMSOUUwRgld27LcJxj6Kw"
    "Zw7tMdzf77GDtj+ccCsSh6WPPSqVkcOA98bCHN7MisUedxyLDZdEuBkgk+/BOwI8lzmAcCS9ggO+dc3x8B6NnBEeJh/3SFGzjVV0"
    "bi0Y4QqS8VvQgQQet8hN7IXj5FtCKGXa0ecRRUUEVIt3ZJS4G31JyU/tGecra8OELA83Q5stKSJC4d5DEmKP6AfWsD11fxsrSNhR"
    "kHNihSbgsN6sK/ICW2AHZJeRHSm/+YEDhYNvwcVJgABdoAD8kEDWrt3whjYT5TkUID6a16Nl4kbOYYsftkQO6NcOkIIygos4b5Hd"
    "heDuLXbEkoTxhlSKlADVKtLOJijfLj82oorr2HhcLZuYQ46CdsC7F/j5HurBW75DAeOi24P2/Q4FRtSgPNJo6BFHDAeN0blddCh4"
    "MhHAjVSNPNZKWlOHrCDagkPBAN6MtEIQf+TBB1J6txn92vpU4624lAqq7hJI2V+zeTqgdBxQPFGUDpiOHjDn1J4VqBZvgTpnOlhB"
    "LI1fI+uZkagChwHNiNG9niWgYdhhKNE4HYbqPBBYq3fAu503LMiHc4aR3eHxcsQKQbGxlhHtQoEvjwsKLtZqp0sYEylaqxuhrm+E"
    "vpYRyyrFDj8+tdhpbGD9Ed+nsK9XWLbZuCDf41uh9y9KNqxkiKfcg5Q4mDBSBy1pPtlYntyoBSFxTMTBrTiiwrVVyAnObR6PofM/"
    "AK+e9moMt3mMpzkYkbUcMeaBCx8TnAotExj2HQQI5o4+XJgEcwFdki/UnBDVoHwFCbsnkJatZqpbZpjpoq574zeq4UWlNVeZwzHW"
    "HPUtqI11dOvsIw7TgXCmUFTSsA7glCIFDhRPrCgFqnfCtA+QkKd22kvhcAz6smmxRKhNbyWHX5cfxdzVTl/OHJIuTTBuab2kBfRH"
    "tMd8nW4t86xY9+Gqgq/jcVWdpcBTeDZxXnPuTFE2sD0u2A7NHOqjuH0KIH7cEwnPBxPojCxgEogERruMzqeo2XkV2KwEO1ndRLtV"
    "oOEoGpbEBnFaN4fVSIiHFV2HxQMWIyo5HyXimTQWz2AXuPYL4GFNAprER2s8DYaCx0fWFDyyFD/iQs8jvPIjK3AIxmMeQYjoEXQK"
    "GkVle8QXeAR3hyCYRRkfDVxhesRVs0cnq/E3FnaD+dINR2cu5DziDEhHRkkDcXqcSaTgegzbUQAIZdd6c0AEBX4ouKD4EDdFSb+K"
    "2JJ8g8B6w33tm/pwRiLqmxssh9zEtt7NreXsDcCwydNmDUb0NyfveW7u8JPY5I1lFOYCUL81ynLp6PozR03sjVJcjSppSV26gvaN"
    "T4EGtoPHNeXtjbdytjTnMFJX/cj5BiSAfGdA8OzAw3ThQAmqpNl59O0KsgrKKwQ751TLDsi10uP6MSK10oacOma4GsHs84/e5x+5"
    "aGn0hhQ1i4ztkCGmI9+R7tdMZc5roDsGDNZNnHcEpCfmYH7C9YgfHZKRa5k2DCdFtbdnCHN9Dp8MV6eM36TY1FV1nz5iaG8fqZAJ"
    "NCk4p0PHgQip0JJIR0ZGHDUS9R09QFrBHL0ll64gYxXFqtUOu1LnkdYcSPlgmNQaqSmJlPlCzoxVNH0u6i+FxseXioydyEqSzEUX"
    "6Sy9jMYZZiC0BkcSPKfGj+/pMqx+XHIMvRwj5bll011Mnc0kvS1pFVD3H/gmNe/V9l4YqSLwWPfFVqx3pmBGKCW/Y7LRNFKV5wjj"
    "46IUV5AtcvD6Zq0hKE+9jTgmLNqJIX85G+Dh95FzZlnSHY/8WcvKOtr1yDZcgiVDZG+5JqCMEQCTra2Kcv0IbWbJIXRJ06Nj6QLw"
    "1HkBVrEmi2cBtFQX6msBOGbgMkqpE1jkzCrJn4Lq2vaoh3c3orpYa1ycz5faHypjc6iMnSEDNL1KpCtgNRochn5GmLw1csZiF1bY"
    "S7wI9hJKyjAZxeqzJx4dKZhNe7mhV6KqlmzquBdUYqG9Jd/uxbBInbT7j65sAFz3cKe61CoLfTDrK3O2fWSZcwZiWmK0U/4KMICR"
    "9GtR7YNLwRqZLlHCeMLfufw5AQ7dOGO5ww+JwAvscQ+mY+hHbEwK2YnSph2o/+KaPJWQdSkLXlSRZKR8JteiQLdNeRIqmTQCZH/R"
    "1jT5Zqgj6VQKsB+nKwlaBt4zT4p7PgiBaOm4/1ayQSgxl4LegRFLCaUKWMkdXLLYoi1LTLfLkueMjdtYoqzYImGnqqw37GVL1vSS"
    "mVZnTAyHS9IPKpbfuyiSa/DbO4KZZqEI67Z14zfry9cZl550SDE4r6Zrx3dlaqWhNwF/SsXRQYm+GwxCTayZnG+UkmIpaymIAgBF"
    "fmCRuISCAFI5EDnmW8wJrBiUt8pQBLRKOIIxXys7mxRDBKbskI4ObRbC8TgNI0qIIGP4puo2WEvO06iAvWjhzE9WEEcmUykFEy3E"
    "mVdSVTGDeRQWeGjKWw692hYvnCgK91jCwfYlFhU0Lau0gEfGw6sGKxL6arhbeYeLZTieeB1RtNEuVlzmq3xjpeKpRmPWF2640l9R"
    "1KHKSbTxwY4/dMiO0D6KZEoLafB7gDsQ5CLmUZUm5MYw564O1kqhRlWot5XGoxVGzVVxj9jwQ2xV3ej8AnamNMYPuzIEak2BkNha"
    "g0rjvr5a1WkFgGeBKm5SW6TtIIAhFChfgVy9ZMItcE8ykxmli5Hq1Ae2/qqGhB8WyqPHCvdiVMJP0Wl8gbJccYWUO3wV1A+Cssk1"
    "nisELS4mHBUWTaoT9zWrEz5/ZRNVNOCc5RhB3CeWhFNJn+7AZrw6Qcyqskyo10WIQ6JzrjePSDhZFO8AKIsXgpJcN8XssN6JFLSu"
    "DaQhEQDHHw7yNkGWZMNsHGrsO2BIUYPbt4J8HYfutY+DsKBMJTEjJYNqVmtkcs2pKr9Y7RNi40hchQJ2NSis+WY4t1rXe0TKWBEd"
    "FIuRYgEWHJ8XvPRQG7vXRDHDEkQzxb1wNoCwTli6nIswZvGBWkHdHCvbYdAQABQXtconV+c3SvwP1+JQl7WHTtEriCuwoN4cA5qN"
    "cYUECumMwrsjgR9/HDLUPXoQzgOkXAfsqB1rt+QyhpKzsT7hx4vCiC2RxmZAFCJxLd0Ck5dMGBLqrLdBtLGaA4Gyqxdg4QDE+zdr"
    "kcwdmYfG3j/QkbfunWZivvHXaOjQrNHsg2oCZON5fCfoqRCFAp4JFVjMpRILZxpWJNg5FuegSRImvspIljlvg+vqzt+g1U1aCCJQ"
    "8UhQl/fOzmBdJ5o7p4YJIMbFoWGSG2riXBZV45GqPwCSt5ZJHNDrrBrbWFXBGkQDsXkjuAveGcEOBInOSkxv0GE2nB1CPSwo5oKN"
    "jR47LMqjXmlFi4gv4qazx0bXtzgDwXZ5wryz3YmyEXag5akGYmWd9nuwisxJFR8LG5AjThc1eMC+lzazsTmwk2iwtGzkiHMJzYFN"
    "R3NoQM6dqNaX0cTwBCg1ZuIqjCJo2syZlyTURI3mYfJZVE1RY2M4xPSInxr5c4Or4KXFOjKNuQ0youNatPd3dtQRIuuONa+mEvEx"
    "9GUBgKJ5b9g6NhiSNBjOubgIGbPbpVia+lhgsi5BEFC9RH08V3WpUlnLp+Jl9VGUhQu8Fe+csbY3aFEbNalapwXVuAyoZWfoK7dN"
    "LcKwLsp/3aXib/CerBfdc98cKFRxmYNzPfSsDfZhGgyFIDOpr0OgeKFbNIm3N2xdQ9FFgBRUaFXTrSH4pWEYgZgCIlQI1EZUvlMP"
    "xOUpB52j++C5fBrRtSdYEqGNTHnr1RL2tHRaXhZSqjsJDWGhUqJygTxNJ9CCZj1H3zQ3hnPg8lD4ieumTcv8Qz85V/Aw+kRd45ZZ"
    "6mQiNZvg5KuiNE+8Q79ETLdmg76AD80ctAl1gSJSp2qdASI9j0Rzj+9RHl+x9iEM9IJDJdLg2MsILfg4V4h1G5ElkK4pPBHAypBG"
    "Hq4gN6CXjrqvnfF8DQwhiBaZvxeRojiJ3TNeyTswcnZBHZVljkxej4F3w1F6E0tYDQ7+NH78t+kZJQZ1GFw2w+ZIuYiGg8lGBWWQ"
    "DyJEonAtnnzWCdTmvNUGYXPO1lI20Jw1H2jOHBY25043SKgdvF0LaC2tOfMYMyZWt9YQ3d7gZ4+6PeLH5ZtbrD7clieUxtsGP9yA"
    "34Af18zJWCCEYovEXZM/MixgS4iO+HbIaSeA4EzWRQSUviPLnPM66a4fb+/wQ/uFpGIDEaXFNxJbiJAYWdOLen5H6kQGRWEio7ME"
    "qSgAK3vYI22ckPLuhhtqLZd3+EIJtsA9faD3ztgdyJnE7R2P7Qa/nfYpDG7xw4wIQwKoqQLVaLjNHtsHwOdXqWl9ZbeN3Vwp7AM7"
    "inIABKCxs6HGb+DwUpzZ1ebpUHlA99+S5JxeOsgSYmRbDl/EJ5+4nYqzAAbpUwvo8fGNeHtW8DppjRDPHPR+Y4aTyShW1nJXkBMj"
    "3JHErp3BlktPBhihi5e0OdNDKQ0ZfgfziPeFVucC+Q1YyGGG7qG6EWC2n9Tmj/KUMod8oLZX2pwfITaigPhILLXLXesjlm42hVAr"
    "i7JhIH5KnAGVZ3GVRSqJkp/HZPDxiWed0DdheI6uad2LxyAVpjnWyjSMSzoVF6qzSKBLqPcLmSPopEFbRVl3zrjak89dupwJvCVh"
    "n2mcF8muegC9EWHdJugXFir6BFlCDIxqm3vlJFemWF444pWuAQR9b3uaQCbElMj4N4Dqc95VHpDOeUmReZ5AllA7IT2vHtptPiF5"
    "NqK0dJ+QgvSkft1OwAMoDdPmsrE7ujkf57pkKPPgShFrFy/q1yqUFAZVaJ+ExID9o3mBpw0K5xKyNnxSu4JXo0ecNGhzSaJhnN9C"
    "jqqFmFGLOsg2VS1ksZeDBbToWPO5HohDXK0vOaPTakuSjkQrN0wMb0Sxq3majOOYaWxCO6CgJSl9kAoeLQwltAbYklMJghYJW8Ge"
    "Y6s2qZSRgj8xJdl1IFCFrbPMeevcg/36OxL4YRLWNnwj/kDwVPTxLZdSYQ4MBGsXUPWuoTYQIyfvBBR7rIfQ8skIdUYtnneHPhpL"
    "nh01E4G68eMZ7txxBt/zspJEkAuZ4lmANkDngKno1pKP6Lh9D5qJ4XIrB5Am9wpHlonrXqo0MCrpNQe6JK94x0EuKeOa0MyzncEu"
    "YY//kKP37HSu09eyO8nqdH6+stu2mm+7qRPnCMFTshsQFBBKPtI+nFEsXKIGuF5541sSnsEV7whIeSETzUNsHfohI5owOvBC5y7e"
    "plPb4ro7Hd8W5DeFBjSjJYkP9Wjxk5T5Y1z9bOdPhETnNhcquHvfoUXuMIlZ+7NuSbgDLM403YoOcb8QPdu5AMzsoFqC2QwzWa2v"
    "83tDHM1wyE6JK24dLnMQXvzIuS8eOGA1cszr+MKUi5QTAoAdsgyLG9gM6CDW2UHo0Qi3/DF28C6ArCNH+0aWB1ACDpz4kXlATulG"
    "IDzrUPBJUNfl67XdgZ0mGZt7CYQbhU5J8DvQYbdj7hyGXsergNS0dAV+aJRBoeTPAP33kqiQeUgwriuKdwTWZ+JhBXaTOkh0UbUx"
    "aGFDHNXmwpsAe9jEua0OOEzXoa9VJwmKB8DjBsIvoBzLdDe49Ejhke6oD3ksPPdgDqIj70XluBP19zakxa/uOKAz6PijzFOnHMXu"
    "X1etG8/JGj/0Bq6J2PjOKXfwvO+O/rqjjGCHc3y8il/Hu2301L7d4opCR0kRgN6IqUUO0URx38U1B18BC2t8VMOmAqZJ+GFko8S9"
    "OrF00hlHXdm86MhrxzUqWixz1jn3UoEDd12juUGHuViHWoynYlbRtcwXeDOZOA/NAR+LoK/tGGe+9b5ua2CfO+vIpdUQqBWVd9s7"
    "87ta1TRuk0qHqxgN4gh6A9jTIgk5MwK8u4Ye7GxIXPfxgSxdPc9B2fjIZr8RRd2IqiwCKLPcCPnoo6mu5+ug/cOZMDdt4jxvA/m9"
    "Ml1PoNdpufwErvZBpuuc+xVMiLIL4nbaTQuczyAj4HWQGTVKEeeuP/ML0W/YuIRzTCONa2HHgdKVcC6X2kPjZ7q3cRlLmTU4mBtT"
    "b4sRLTZ1A2eMZDbcq4U17J+s5QRkZC7kh7Fnd7cmqShuZaAhZSW+U4uA0/fdXUHCSnpXULDcOHRfdWcsWnTnkmRTyyHxHAP0rki2"
    "okzNZOfzytHSpQt6NgTGDz7MF1apYfZQWSCfpwMyEFOwagKNUV5beiwj9DyI0nMjW9aiwNEQgjLIXqff2Cfst/jZW6M69DxQyeF2"
    "Tw1CUIMnil0pFgk4pEEqUCdYSzCKkkg8+8Xk+EBPXJs7k8RUIG6Sp3EgBC5FaeJoBjPgrhflldjh7Xf4wYkhPhrlnpLnPUTPe0gy"
    "IRORUwd+IzLWBUNoOIzhbqzVx+qXeJ6QXw6o5eowSTtOCmonKG+dzJyZux9l797YoHQAF2jcQHET9+iTKfpRq1QaVLtu1VBaP8pI"
    "/OhW4sfJQPw4M9ozuj34MQzCjzQGP3qOo/+F7FLP22ShfexRbLHM2NeYY/ePgW5IctHKWRpbJdvlCWUTbGewc5y4uhHayB5h/3rs"
    "lbta/GdLSfPRI61Fg9KHQ9wwfDzODBrDQakdyMHjDAcNGo1oSX0pc1LNPrqF3DFM5I6ykTuGkdwxWckdwzzu6GvhaSE8TM6OydTs"
    "6FZkRx4adBaz2mTgdZyssY5XpwuvDLCOMyOq42Qq1bGavMkW6kg7qKNsnI40bDqGNdNxMmcKyKdKLPHaHOh4ZZ9zDAOdY69HecGB"
    "tcwxGccM5Cnj7E+NCJLhXS0UbdJY5djTGw0Q5SBkjXKUOcpxskc5ar4vo5MjjE2OMCs5YoLas97zfL2f5gmDkOPg6iQHNGqw6Dhy"
    "EwA2G0foeBmkD4LL2wNq6uDjIpykgTmokXYbx8EKwiCJNwzgB6m5m5tdHN2yogCFqpJBxfHaSOI4WUgcafhwhFXDOM44s3A4TkYN"
    "RzdgSEBbRGMYHRzd3iAB7AyOtCo40pLgyMYljAaObuKPXAOoyaTfOFntA55s741XxvdG2L/b5eJhE28ME3fj3MbdODdYNz4wbz3K"
    "Vt3oNuqM3xXKPqqpHwf+pGsmDMiNYUFupK23MZl4G6FtZ4gVJxh1G6l6h3bcxoE/jqZ4YMYfyC3zZH6MSKtzrrpD4zcZGjMWT0IP"
    "o+2SybjYGNbFxrl5sVH2OsZBJemEn0yLjbACNkLoFha/Rpj8Grl45UL9yerXOFn1GmfGu8bJFNcoW1yjW90yzmAGuLGtMcxqEXHO"
    "fNpABPGEWDHgd+tZzjWsmJnSGt1k1kjLR2OYyxone1mEHdlMOMnNZI1hqmSk9asR+mph8mo8IQ0QIXJzV6PsXY206kKKTySxmMnk"
    "1QiDVqKUSwtbVmMs98ma1ejmrMaTfVKIKNHU1Hgi4Q9CjbCgNJ4qCP3AdtIo40mjbCAZwyXWc9DS0Yg9tBNilnGj8WTdocSuwszQ"
    "KKNA4BUJ1GNoQOn2fsYw8DPSws8YJn5GGvMZZbpnTLZ7xskGzzgZ4RlhZWekmZ3xDk+wb3QHjKPeRqiaczKXM8pezujmcZznWSAk"
    "xko1TbqMYbllnNlMGWUTZaRRlBHmT0a3fzKGAZSRBk/GsGYyyoqJcaQW3xbNtQRJZKtklNhemCgZ3TjJGPY1xmRHYwxDGmOypDFO"
    "NjJGWcYYoeNYTUeYoBjDsMSYzEOMLhfkxhhGJpx6pu/X+IFYFkJ0+z7DD44cP8ufe/5w270Oud/v8YsznbChMGLpDeYSRpg7GGHb"
    "YLy3Z8CiwQgzBSNND4wyHjDCcMBIywHjY7sHgybaCBgfW8yPLTsfFxAxAeXoDzYAxscVfpZ1j+t6sVs8u/zs5dctPnn55ctnLq9e"
    "vsbQxy8/cvl9i27xVy9vX965PLl8/vKG/X/t8vrlFbvqDy7eMfSOXXmx8M/ZPd+8eHp5eoEL/xaLL1iA4rdYfPXily7P7f8zu+IZ"
    "fRHj65dvsec+u8AFv4ul4Lnfc+H1C3N3ix+x537l4u3Lm3bdc4sfz/2scYS+fvmti7cu8e9tC78wxouF/JbF2ykFbzHkcvnk5U8s"
    "PnP5qcs/vPy8vcXHLJ43Lh9afMrcn7z8gqXp03bdU4vnk+b/tv3/T+w9EeMzC0P6v8Hc7/hTnl+FfJ2FPKUfUv4Tl9+zePPy79jT"
    "37RYPnb5k4sn9qwfuPxde5N3Lp+4/L3Lf7n4IcvJzzMFN5evWPyFxRt23RvMvzcv1eJzhp8wt79s8b2L71986/u+cfE3LqfLn1p8"
    "2aK+/MeX919+5vK+xf9rX+C3LX7Wnv/25S27/m37fecCaVosvnShf8pJ/PuSxauGvnLxAUvNO/41nvONf4lp/7S5f5xf+q3LDyze"
    "v/jE5TfYG/zty6d4/xct9GWv//1Pl//2+T+8fJu97fe97+OXn7MS8gWL//3yo5e/ZmXo+y//hn2D16xM/U5+paeXb7f3+nT6xvh9"
    "cYp1okLXIa9efviyXBwWr9u7PbUfYnuD3/rZpV68YuX1Lb7PJ+z3puXa63b1IuVAxPk+K5f49wcWf/3yf13ev6gW/9vl71hqP3b5"
    "pxf/3uKjVpqeW868xdxQ2URe4BnfsfjnF5+/fOviZ8z95uWPL37Arvu01ZqfvfyOxd+7PLX3/wXm/ietLrxi9/+vlqK3rYR/heXA"
    "M+bzL3lJ+XLz+azno1L1JYvnyY3y824pQAn7Nxcf8TfHdSrxb7EufNki6kzEFFz4cvlS1qvI4WdeUz5h+Klf8wFe/32XR4t/9vK7"
    "Fn/l/R96fr78Gcupr7189/v++uWbFn/68jfsPT5uz/9x+3IfvXzY3vbTl7/wvk9Znvxuq+Uou5+xt3tu7/rbF5+28K9eqEZdrFw+"
    "sasvTOETvuG3Ln7L4jsW3734scuft/L2I5cPWflZX35qcXf5ksUjy9GlpesVw08szncuP2YlEznxxVZT3mQN/w2LpyzFb9l3e81y"
    "/ucsXb+PufRZu++PW5n5AivDrzNPn3mO/ubFEyLVC9QZfZU37TrE9IcXn7Xrn1ip/cHLjeFvtHx6w8rIm1YPSkvTL9tV37hQ3X/K"
    "tgDxvWn8/Zaa1y7vsBQqb99k7M8sZ36CtTm+r77Av+Rl/Wus/fmixZNUI1Cy4wt92SJq3NNZ3fus5f5vXPzgAuXtH7DOfcb4q5Yz"
    "i8WvnZV5/XvCt/3Y5YMsDd+wuLD+IL6fvui7F/YFgL5qgZx7xpb0bYsRre0nLOSXDf27/I7xflMap7q1ZNqf8dugfi4tLFt8mNc+"
    "tRbvM5c/YFe8Yu7XzP0N9tYowSgvT61EvXP5/Rb6WZaVNyzkk9ZC/26rGa/xK6F0f7HV3S9iO/JFbJVV+6OkX6xlXSzU/n7ESsr3"
    "sRw8tVjg84nLL15efY828cnlh6wcj4uvX+hbPrNn/j/+pqolz70ePWc/NW+Z5m3iFzp/t+e8e0hv7cLnL39m8Tetxjy5/FOL/2Hx"
    "dy7/zeXfXvzl90j1T9i3by2lr7IHfXb5+/b7Ztaur198i+Xv7zX3a1Zfrf5au4m++yOWa7/Nrvgs8x7vidL+QcvVTxn/+OUD1rpM"
    "5fAd5sXXz1r7qQf4Ql71lrUJCy+7KGdvME58/e9ZfLPVve+y/HzV8v5HLQWfN/Tjl//R2pUvXXzT4ictNa9e/pj1HyiLP2Np/O2L"
    "Dy5+2L7U55j7URLevtxZn/G6lfcnlhuoTa+a62ct5GsWv9la4XfPnUeXH7IW6E+wx/mIleG/bPf8xOW/W/wf9sRXzOdD1mu8bf5P"
    "7C0/bk997T1LyK8m5GLfB3XpzcvZRh0/zLf5nQuMB751kV/+1ff9XsuFV63f+BFrG/9vK6l/5PIvWo5+3QJf9C2m9h2rHW9amzss"
    "fuvijy5+zeK7LOzjl79i+fmhyw8uvtbK+Icv/xV7f5VStGAqswsbF7zDevTcyoS+3RMfsTxn+Duzfvh5qsHg/+ghv96+439/+cnF"
    "X7Qc//uWp//h5X+2ZxSL/+/ym/jNnl/mPdJztsmvewlcLOD6VxavMK+eme9XLb7H2psvXvyi5d9ftbrwU5d/cpEt/u7lD3lv9mtn"
    "feeU59/5cGhioyOk9w9b2l5hG/aO5esvX/41e94HF+ijf9pqPfr8J/YNPm79+P9iZfQd83vtV1UOnl8wOvlqa2nxVp9jX4d2771j"
    "U6584Qtpf/vyt1j+1eb8OV7301YWnr5HbE+tn3rD6hLGB6/bm2EU+7HLn7Ye9lW2uxe2ynriU2sHnnAU/W6xLe1tNMp9yt5a/doH"
    "Fhj3PGW/t1j8c4tn3hMgla+a3wcXv8d6crje9NHxOxwxAb/uJfBV9jbftnjuo453S8HPW6vwbdaKvGXp/EOcX3zK2hH0Xr9wef7C"
    "mPHCluoDyTX1tG9Zq4Ky9eX2hO/i7AN9EEK/3FrZZzbC+EuLv3j59VZ2P3T5Ty//weJfXvxnll+jjUl+wWom2in0fa9bGfkM69o7"
    "Voa+zkYo32kjv4+a7ycsp9+0OcSXW+/74fdI28Jagec2alcdeMo2+2s9F56lWqU68eusTKD0/k32lsg3pOI/4jjgVY78fvRyu3ju"
    "I5ALx5zPmNdvv0fv/CdT+4524hXmz5tWVpEjn7Z4/pnF81mPGmnCHOUf2MhI6cYdz70u/6PXks9Zv/pvcaT0uctP2hN/yZ77mcuf"
    "Za157qOpi/X8GrOhPfhF8/mclaunlstPbKaEUdfH7Lt8jG/67PKvswxq9vnMvoJGEc85Tvsk3+Gpl/0n/kXwrV6ztuW5jSSQwjet"
    "5j5lHnzOvuWbl90i+vtX7b317w37zh+5fPfiuc9Mn9ko4KP2jA/YnZ+xNuo7OK56h6OVH7HxxzPWBqT//1xgvor3fWLl6yP8nj9t"
    "/n9qgdnWO3wuZrVfxxb6YxaqEMycUHY/x5B/vD2TRkpfvHjZvycc4+GKb1+ozb9wXvXG5b/w+eI7/DJ/dvG3rTd77xr8xPqn55Zr"
    "qnP4Fm9fPsUR4q+uP323cv1z1jd+1nIKvean7Zt90tL3U/b/FW+DnvILvsoxzXd6eXhis/HvtzHSH7MYPmp5/cxq7h9ZvOml5OG/"
    "9/soXG0rytdqodz4MOvPJ63t/ScWP2X1620r1z9rz/qA9e4f5Rv8avoSjIufz8a337R4m9c85Tzy4/4N1df/wcXz9+wX3j0E5e45"
    "52bPL6/6s173OeUv2e8dG9+pnUA+/g77nhhNfd7+P2Gro3HHv2+1Wn0EcvrXLFQ/LlxreHL5ldKG8fzzy3yMufgVRtFv2Pz0YzYf"
    "Q137IOdrb19e4ez7ueX899q4+HV+4bfYC73q5Q3t9rd4jK97Hsf8+am1CM993nK5/AsL8dcuf37xrYs3OIL7aa7F/ISNyb9y8Rut"
    "9fxbNh/9+ctfWnzV4ndZf4e2+ssW/7XNav7x1tOPWL37dqbg6eWPss5+ljXquZXx/9y+xc9Y+f9r5vfn7B2+YvGbbMTzPe8xr3/b"
    "xpcfs3dZsOS+Put3fowj/Sc+N3/Fc+V7rTdDbr/6//P2HmBSVdka6DpNkIwICpIRBVFJ5gDmnLPXnEbUUcccx6xjzjnnOGIWEyZE"
    "BQmSc6ZpOtC5u3LVWe9f/96nupmx+r3rd78HH91NV9U5++y9wr+y97Yd7pFJSMQ8Wkwqmz8kpqfQH9IAmbpSd4XWPNxL0L1IPbbe"
    "Rv0Dr+8j62mHGE9eTtvApE2Z/qRpogPnWzOZavcr8lZv2/+ijIgzGnU7f5bun5OmylNPk+sj/0hW9yOlmA7eV8r4U4aUmdKsp4+d"
    "xNHQADGbxaihBlbpDy1Q7zi8mtBINkWoI2yR6xV4I0lc7Dyh9tVRQWEc35LHrBDuzQE7ufXE/Lsj2VUYEf81qRzDKdQ3s4TT9NM4"
    "aVKJV5NeAp9P7GYWaeGr9YAlNBi4Ur1/y3RygjZhQh/FJ006mc0W937AwfI5rrEEMuRkb7PGaMum/DmsAp0tyHuIjeLinu6/B3Xe"
    "6u1WQzjfUkO3I76tJbe3p1zrgK/ninkgHZqtA+WHlIkZoLcN3nP6azNPgcMOfxOHmQudqVKPhp5ibQf6eBtNsJujJJ2/XoY7qLSv"
    "k/TImKf8VPJqA/bE+WR24i4ObUYHn5AONqEMTnKfIx+K8+YWfqUjnrYelkMOe5nF6X5NSqmjPi1Mo3tROkTI0XhumafvRo2wY4SN"
    "e/L/SW3y+Cf9PmzpuTvHMxyWf5o47u4oJgkpk2uG8g+UhEd3hq1bNZMUgbiVZLjWEOjKUYb9fIA4330d/RxOYw2nJg14DildkD/T"
    "6PuhvHstuLdRp3i0l4asSMBqWAxqeAo2S4znEed3s3vW4cRSzbijSYq1pZz7KzwXwxrLcDbb4esqaoc6HSGHwFaq0tMk5P2y3JME"
    "9W85Je0M/H5v76VzeKyPpPP2m3kkoz9pWF7Ow/m/RxttJeZPtiN+LgIys9U6D2ehzxSmqjZ/gsWcP6GDOG+T0/RJUsIIIpRRlDP1"
    "5IpG8rv9vweu9vaf3Ef1Lkm3QNd/5ZVXIVtq9Bf85hjw1Fv42XD8NOxmW0rHrUlthjkD0q7hhzLwxBPyPT0+JaCZemCS/aQyb4tl"
    "PbXbDvTjHtark3ib0Oub85wVfe9PP18uL/vMzk15lCPiTr2G7x1F6yeOO7ysN8oVwPVG/XPAb2No0a5Q042GBS4UQ7rf4N274KfV"
    "5Kce0hN0F6qLsgmpQz0Hi2zhfdGOX1OUB6H+iO9PE4Fl+BRJ7NcHlG6F/PHN+cc9YzfJ5C06kdUb+c635/3qwJG7yCt4kjiwWueg"
    "Bvs/FRZYKV77jrEAhyTqiQWOFqOUVrjSVtKJ+5kgRuotjXyiEyGVQ0p7o+4aypD+Mo/xslaylVR5T3M9PrcPz02Bi5YRlyqRm7PW"
    "nVbI8PksLtoBa0yRQruK8euTerwcIKaNZkB3lUPWXYsVTKOM+t9LikulJO/zS9Gjb3u0sEXPT0gbNCROczZOimdj9tSRxFgOOzkp"
    "Yto51FtB7RZ1i+tc2FEljAzV6ctBFfc3yYhCGc/fKLI/KG4nGSCzm8VS3cnvhV02q2QSdPogMZw5C5L2Kfx2M+zlOLka0v5nPU3f"
    "A/Wl9CHpjfO6Uf4mhwG/bODVr5P/wUmmeY/76IHL6dvAFYdSNtiZ2nrv1/n0zmZ1V/JMyu+M/anBz//EMzbqIbjXYFxnK3lfZgBx"
    "PyifMe7gTjChL2CFJt1X4d7rKHFCvu72zSGD/aCF4tAsMT59NSixkprhb5COq/C+vcTivhdw1ytBEfX6G67dQVqyqp2HUX3EWWRf"
    "cnAFbVyH/0Ncy536WK9P47qxD18h/VumnRzRT1fer5FWlPmr6vIyxFFT0tP3QH+f/72Mb0nPZXyUJ/I4ZaDz7JVeeW5PkYvGEmVY"
    "vKowqslRSzgf5EXichX+8Ps0gH4hF1VKkxK7i1vv7mKeARcVcxHzjvQSRLImwzU4CdXHeyb+W2vp/4uXehXo2kVQ4sxEaPRoJNNi"
    "7MPW8mdR37fxLLX0BJ9A/95qPQnnf7ysw8+7QCLEuA85Rgecf2Q7eUWOB7dN0mtkN9id5v1dCfm1GDv01zwYYd4P6r5PAXJw+R+F"
    "Vv2l/qCvgc8S2PM0eKoazzoY9u0V8lueXmJ5jJ0Dz9Rp4QhhW6n2r/RqhkNaYz/maQPkczHjmT9iN2sooWK47zJIjTrsrlkRfakB"
    "kqDrTIsWS2F6q4DEa2RMLKv19BRZ5PoVqdPC2rnwZ/5vPQvjIa9X6d3Q3Ctwj1EyF9pna1DGZTij+ZBRh1H+p4m0a4FgvsAqpkAj"
    "pUEjOUqDMkaptpfxkmgxJnGyCN9RhB1ZBk2ZoLcs2wKfFusQnFaGcjbjo7CmO7aVnJccUUzC9q2jDCCKncrMl+gVh0K2JQ8Xljtp"
    "bfI0hVibnUKacqKQ96ulJ3V+JOOs3T02TUFz1GM3Q4/cUvm4RIjrZYnbU54b05QhGeicFO260VhJT3H+iRqu28VRCq/AYokbtFES"
    "tF4boP2SOCnLL4gs8HHUMhleZwGj+SJzVP4jZ2B3vy+FLf6e0l1qvDxu8rAaIi32fpcKH/WzCOTltAqb77VyrwPK5K5e/8YYQXL2"
    "cAPWtjv49RzcpT1xl9FdhpighpyxHpjAbBrzLxiSqmb8Nmxxd/YHWmvFmEAc9GS7eYZs4Bk1ZVw4f5H6HIDmf7rnozlZYjF7oh34"
    "uyqeneY91P97bvwrNsYcWBExSqhqYI8G7ERc34SETzJKmCWtDpZNPV4O6dl9Fvaiy4RppKbJ0F/SBajGUFqMmGI25Z87zdshF1JA"
    "KFV4euPUGvBHDlzxKzWVe47m3qguEvpzL7wH/+3nbU3KOwpYV/M+u5T30TfyufqKefbNS5P2HrvteYWfgNNWY/1xfR74ziJJ+8ho"
    "WaJL8SRj5R19TyyPZYW+hP+vhyY7SA6XqaCqjF5P/Z/B8yyiNvkFUu8EYJ2+wKSmF8qIeBuB3n7G10U46TogxQS9ozOgSSt1GD5Z"
    "2eyJ7Mkf5qrup03Tktc9i5VkiZ1j/mzjPIm/gpF2kDU+ZyX0GNo0nknN5Xo6rDbLMjwGNl4MSHgI0HIgP4BeqmAFNdKvfaFYPKq7"
    "FEPzLyMCiryr7j59cT4ull2lTT4pe30fPon5yiroZTff2BKiip1xXrdiXf/XUav/S2zZUl7NltCELg/lMtlV+ovFF2r0UzxriY/P"
    "2qfWcxfOooVa2E/REh2sw25XctUllCDDsW+jYKv8lVWbVB8pKZ9vlaPWCIlWzTKIMVPvb7TUk6CPRZB6jbQZksQhF8gGvhLHCQ4T"
    "kyqTYUklKHmz1BlOorf/S3ud8VrUSaJ67UGvsX3KcipLmQNWArp5GJjNvL5/aBFWOAE7vJq8UcV4mEn9wUG1HgDuc1cMidbjjGX3"
    "apZD57Ibz+FKJjLHqaWo/P+lz7vwZ7aQ6Vj/MMiRXyHpDF90llthMVSBriYCbzdA463WQ4HsR+BkjgHnTsv70cv9nSzraiCvuRi7"
    "UadjJMlzXgPZVQvEsA77sJjeG9NIJfjcM0BSdeD8r/RU5uKmmQVhaMW+biMu7uNiMmsp0etoe8SZ7WgeoWfxdaXeISu0N55hEGTk"
    "2zibr3h9k5P25wLirAbdFJK4Hnc9CHS2J36+kN70FH2pUyGPksDbM9T4yWzVw7APvWUpzvh2nN0arLw/n8f8u+fLQbIcn7VITCvY"
    "OjVc5xXYc4vQX8dncnGdHLMfDJPWkg5MjiWwitOwR6bVBsPCOpBR+rXEnZZVWeU9Z1W6Nyil3vtEij1KcT5ri7rvkrdQ1ms7GShN"
    "vB8h962lzFuUWcjDddSsDjMe4CkgzaxyW+ks3YIxr93Ba7WULSY9TQcbZa/UodDDkUYNsYfOCjBd/D3kURn2LwfkZZmRlvFZCpmz"
    "Aed2mtQym2Wt1nnNblGxWuizP/BZy7Uwb3UjfQMZrKpCn9TXiQHj9M+n6HEcFKyG9HD82Vmac0ok7///kb1L8BTniPlHWkN/JGmZ"
    "We7FPownbC45jw2inKO/mm/5V7Mm/txy/b/dg79ytZZyANPeIxRhNedzM0ramrbBwYyENFC6r6WXo12zDIumaEWSOaITaROtggRo"
    "JA0NlfOAKD5vIdewjnnZXSRDTJWmd7cBEu+veTTXQDfUQx6FpHrLwY/qASwnKKmraI/E6Zc0/+HZWPcSSJ8m/fOQzxO2TJTCfsvC"
    "K7BsJYeiGxjncSi6n3wC/XoSLKPFlKiGy8pwh59x73gL/sSWcyMK+7yVCFwhUyJ6zPn49l5S6fOewmbxbXtm8wXG8xaNy6Bep4WR"
    "93J9jvEJVVfHsdSfZq4F670lrdkxH6doyjayr/XY99mQ87AC5V1IstlAq0v1GHqsC1HVldjfFOOTdfhaz+qkar1BPvqLqLNQ3pOr"
    "66n2Wj9LNLOXz6r/7z8Bv06m1stQpz7iLbJanSaH/x9LpBR2KaS+HiDmh76JMZXZ2pLdWDjb/khmBWaoaS0qOkOtamlfKW8hP6Qw"
    "HSSIKrLew2i7dpJUE4HMxf8XgW9Vj5YdpRPk0G7A3DvLNMagWlGWxelbL6dvvQKcGQdvJkGrJdjZnWS9XoVXj4e9MlU3zohonhnR"
    "A9jCxWCzzHOwfJ+3ZCbrnMxXfBQQRrVOwnV6YydPxho+bpF6t2Z+sPtdUpvwfXO/ej1/020jnBk2e197/0ovYJpSWJRpnsFIMT/G"
    "KGn01W3KXLUcY9s12K2O1Ij1WLnJkHlACx/jBE2KbiNPyfNaOE/1r1DVCj1RxkqcyLuRu5agZ6se1Oy8L66ap9ZHbTLgmNm6jrLd"
    "ZUG6XOFnpIIehUJIKAYs6zwTvb03PsdqwgQ9LFnSznLukUmcGnx6DN63k1Ro8xzABsp/u0qhVwp7ggtzSTmeclu5VOLMTzVKqQFa"
    "qmA9SRR3UV/HtTX5Rlqo4CuclbyjvIFPjIcEKwECvRQIchf5HijoN5zpBWIILQNOqaAvol6/1cfJbzFSjWXG/h37uCXzLGsYf4pi"
    "FI7uHV4aItUt0HUpdPdKZqzujzXXEQl0kYdAkVWwTpbiuvNw1Sq8sgavzQJ2rvJ5GTmPojP57HLj9W0k9GeXpHzegu/MtCApyoEF"
    "vtAX9EWss5+M10tkHPahr7yMdUzRm2EVrQTFbIs7L4AM2QC5NLyZ/F1BP6L7+UL51eeQua8u1zqpc0Cd50sTZlRfHahea8aZMZrS"
    "97DuG4GdBzNn1yoRLoKMKwEVngDNvQSrehenVKpn6ji843igcuettF3fTZwN/iuvFNJbdgwtjSSr/swyWqPHSq1HY608DtvgkcnB"
    "+HQb2ZwWTSn9QoYtSklNxlEdxarB+or6GHSFly1WjxTF87WZPy7KWg028rjNwBVOlz7yJnZ0un4Gjl6pBwar8L/x0KjnYDcekjmw"
    "HTaRD3UGdOnPOo6+WasCy3mP/HHksBrNbRThcXfdgiuJaVNlVIy+Ovc/qxD8QHsEO8hWMlgelYX6vl6ot0AattLJLVDIkOBlvVXe"
    "1qvx6nGwo1eElls6LLhe79FvtEyshmZfvHs8tEVnmajPg9prcWq1PAnn0Tdbtkofhg6+BJbmd+C1JeCnK7GG3UB3h8tmsgek91vh"
    "R7jLOOzSeOz406CAW3SzojlBg/ZghEB9XWZbifz4S7XEV0q5XKIL8MoIUMcK5jYk8vH+0OcEWf7dgZAIZt/fK1ZzvIyfXwi67ord"
    "6y3GM6l85q+rSFMflbTf9PHRUKPAeXiWHE7yc8iLZ+XuYArs9Q04tYS+qqUa6XPz/8/Cz8MZJz5dTPtuAv4vxW4OBVo5Fbqymj7B"
    "X0jR9+PeP3sEk6YUtpP/BruxDjRtta79qVv7QkIu1ZnY5z2knOiskrmfti8LiS+ifJC2nvs6emoxz305eLsOz5CBbjEv5S444VrQ"
    "2ZHY82+wqnas3qyB1J8Dy2Qd8/9ddDZLuWpRhlEykL6ey3QC7P6xMkkt+r+PPiJDZAJ29H15DRIjScvDck83k+XMU10F2ViJr2NB"
    "k9Xg2bjeBXpoxLMs0uuwxm7iYhq98zGBBO+b1SgbM0Fe6E2buR5XWxNm9LHWXfQw6OPueqfup2/IKuzZU8QaD4jTbXWU2+ahqfeV"
    "0O3lP7nWfir2mTI5+ledT+8e8NIc/L+CGtm07QJ8cg+x3N99GJfPkDJz9GyI16kHiNUUTMfvHmblrMl1s7JPpk5bT/o9F8hjAehx"
    "PqS32XZHyvFeV2ziPZnNMe5y0mx7SIt10A1Tdesghs8sgGw0j3BKjZZykNeNzFxcy2rcUuoVo2ZnYV7i+wU0thDBTXlbJEvEZvWp"
    "IWO0+4vlfgyCpXW8ZFl/kwCFDpJynvI+PgpzAr5PpXc1BL2WtvDKGv0D31dqrbwHbLAK1DgZO7QEMsJioQ2s2Mj63BmzFFfpY4w9"
    "mVQ5S5y2raH+zbUYz2orZ4PzzoTkrAaKexivvYknO0iLwdEfAjG0hvyphB7YoNYbwHJRRb6BVlzNfJzloMup4ErDR1bbcBqeP0uN"
    "30rqWPkS0oJaBK4MSQVZ5jY47dKF8ZsKcKXFlNO0kLeX28WiR9Ub1Tx8z1M6iXrDTuxA+VF7Qlo9oZVyrJygLwKZP69FukUQ5utu"
    "suD6Kl/5W+dR4J9XahT+zLUyQJ5lzbd57YbKfvSsvaymNx+RWnqq2kiC+RFp5qJaBZH55fcGBR0LGdEa/NERiOF/YIHHgKB2x/WT"
    "uEsRrlQPqjGOmYlrDpD5+hqz3zaTP1iNZh5Oy2S3Ouh/+srwFPOJbpRPdQpl9zG0CJPkXifRXf74BpxYzOfobfAVBQ7x1PqOGHVa"
    "76v6Q6wt4al9HmXqs5LwFmYV7LY63w/DrnUQkUmMaK+hhVWn6HEtgd4DBcOiKiKHTtXrJUUr1HTA4UTbNcxULYFEuB7ytauMks+A"
    "ePrg61JYRf/GXm7v82c3/hN6y8ae6WLYLS5nz2W/DoFMWQ8cX8M80TrcyU7TJIDlsI0EglgOHdUVsvZdSIQTxGoSXwWNKiVLJPNy"
    "zMGzJ9pCHsFpDRGrelgOzqwAb86FlK7A2RSOIauvvzf+6yWZZpnYD4MHfsbKtpLzpQvoYh0k9RFyG/htPX7OMSKeYQTLUO125IdG"
    "6rtxrK5Lg9q2J0ZNM9pXKKexFs/o8m5NC+5L31aW1y2ln2o1Kd90yBjigyTlYdbnI53BuEecmty0agPt+hA0a2s4CHI2RRnYkPfS"
    "2J039Rg8DSk1QkZDcnYAjSzTD6EpvoK0n4c96xRUh59C70/T70HHT8urkFijIVU+0cUyC0/UqBNgRa+ln3097mS60fz6T9Eb/A/w"
    "41x9CVQ7B7iwSNYDW9Vjh3/GOqbo9/IA7v4WdvTv4IAe8gE07jFFW8k5ujw8TH7Qk/RNeUHGhY3Yg9dBZ/3FbPjp+OTNOhHS9VY5"
    "J3ARJeXTRRUUA6j3Gtj1wfi2HprB8kEGkVdWek9sF0+b6WYdLtznXM7i3vT5q7eEp2CPVqj53beWq7GfB0hfSIqZ0Akt5Su7iNfG"
    "njjnCy1kUZrfrAcjgmZ35byFaRjscMZDlfZlVit8JeUS+g6V2aghY2NC9OHs6NvAWUOABapwNv/A2f2i7wK5dwWCr6Ufz57+JLEI"
    "XqWvrO3ga+1a+2q1Rube252Ge05xiLqz52uHEUKfr28UvGWz+poMuPYiOQsrOBA4eTzw1FvYxQPkGZ3s5V0c93f5kDFqQffErk45"
    "8nZEtuGm4N8e4jTSsfK4j1Jm9VBZ+Sf9UKJPLiXv5Py/M8XlVY4ARUIbQUtV8pUa5ofWEItNBG3MJxVvC47fAQj3XezPRcD3P5AL"
    "c8y1TZPmDPuU04fYy+95ndf0qqMlRq5vqumJPKfOH7SlFJZIzwBTPyCv6O16MSjoIxmqz0CT/F2vCNpC2+donbcFxaQgB+uZd1yt"
    "k8RybOdh/ZNkb+ktLwEBDJLtIS3XsMJtS3xuJf46qz9Nin0K656B5z5VkvI4ODoFXv5GHwOl9JSn5UHc8y3dBHv4E6Sooe3DIf0C"
    "5vA6HLsLJHfcezRyROdOvvTJ/1ROGbUZJZbz+NjemYztTUyxFn8z5IU9KfHqiYsPZsZa87olZx2a3WjcPo+Zrp3oX2lkJe5qPMXn"
    "LXilvoMUMV/gcNlFrmDdQzm45yLQwcdyg7ygd4GmDweGuAY4ZTKea6Lu2KLGSMCGae4vjHk/ue3FaEbm1OdxdCFuDtlRagfKd+en"
    "c9ZIjLGGGtoY1b4i52S8c3vWVFpc0dBUFsh9sTpJsw68bJXDhXxCHfFM5lOoxTvL8NU6vCzT0cGH9LhmfI5x3OeDVVnOF2uWGlgb"
    "daLEPUY6gpmLzlfV4OskLLbT32uvr+l9LCaGtA4pcSKRZfhNNXZgK554e3oek/SvZxhxLbSjhTtodd2oG1jkK7V3fcQMmITPL85Q"
    "bvSVx4ASzsfVuoFe6ljfsrdcBlkyHWu7ip7lBDS17ZNlpBR5L45VKI2RCl8Rb5LROiYt0lyLOVkhTuVGadDIF5NkPpXJ0FZyImRL"
    "BXGe+QNX4avFlA3pbMPrrFOHv1tTFrg86NnQao35HmQVeK4kd8Q6TJnttRclVjXzz3aGxdmLyDaErVhL2TMb55ggVZnHusR3SnK9"
    "16z/WD3uvYNEGm+9NsVpB7hTwT0HyZn6ONZzBH6+W77Glc/T/QI7/Q0+ZzJD+j+Q2CeV7whgn+/uay+dNq3Eqm/j3rouDrW4QhXz"
    "id1n2krzXiCtxEVHFsAWryVVXy2Wl5YEFjWMYhmkZrnUEdNb3LkEOjEOnbCemi9DHZWlJ7WXr65OQo414InEVwQ6WyuKX7l4VUfZ"
    "jdWi9VzJGpz5NOCNr2BrrdTzZH9o0H/jjPaS13yHtJm88t9oZ6YYc7Cr/0i5JT4Xze7Wzvsq7PWV/J6hR90ovtx7mnN+R3tLU6a6"
    "nfc6cpLLovubz5ML81VrXSXqSteUd/maXhnWaKzoEOC3s4Pbg+v1B22nZwN9TYamuFh+DTK6q4zW4TjNCTpTrpP+5KIc9YJbnTbL"
    "J7Z8vruom1dqKWt2s6xCqsOTztGBwUrQ9N+hi2bq78CJyyGR75Eb8dOJwc3Q9cdAy7eSUn0F+PtNxk+SkKkKK2E78OShzMQ1H8wS"
    "1vzWQ1+VgvI3QHcl8Yl/Y+095Wt6dboDrXSDzFmG34S02NrKlj6TN8S5FLHDVkKLmGefoVfd8pIb2b/BMg5N7i8FRVThn8Uhu9In"
    "lqDHdC15dRWuncl3phjOSh5DH8vw7nPYd6yWGYwp3MXsoJXESLV6Z7P79BCL/lZDT9qJ7ETs5nrKjaCvp/BnCr+S0kPF2YkhfXpp"
    "VjtbnuUqrH45JXc9a4aOFUMbP4OOsrRpHV3FKOGtf4shkjOl1teDpknJtbxeNXN57RpLefUdZTCQThZU/piMp0Qf4enP5QHE+DXD"
    "nL2jwXnLqI8b1SI+oyGb1jHvK/JJOTydAabIkgpSlH9t5Roxe8ciTXVqz1uul+g4PQWoZSgo6j69B5TQrugknShRn66ct12GeGSR"
    "1MNw9h3kaZzJjjIVSLN1cCb+9wr2bT14OEbLwBBFI2wWe7Lt870eQ0YVIp93vJn3LPivWKzIpkD6ltW/Sv9Fr6Vhj81kG7Fqijtl"
    "XyCL8TiNJ/QEyLOXcEo3guJLIHNyoJlyvxN1vkYkCalpfe0a2UHSTmoD0GY5LKR+9GPFfCx5k3yu8DD8flP5AJbzlvKprNWrgdFn"
    "QQoeI51geZv/aZ08iytU4qozyE/rcJK/QXa6U+jA64aMAFkHgjpm8hhdZymV15Mf0qQHk+oV9KacTi2U8VGtlFqPyErKgJivul9H"
    "vPIG5Vkcr0e1MfaUVqG0p2wg5Tby7GLQTC5P/WDWsBRCAYW9ebBM5PmgGns6D7blixKGw/HTFXpcuA3ee4csky/0Fn0fXHstzmO6"
    "7iaXyBqZS09VNSSWxYK6inVkWY7vd9O7aBR5NvnqNzzjD8RKBzOn23ICthGr5K9l/tA83UpaBSdJ/+AIPRK7vrV2DC6TT6Q2rA2L"
    "9Qafa+XodKmPvU4lAoz7rnZJWGhpxr5z0Ny232eAHxeDDkpBA6X0y30pv1M3Ns9tcHZQVBG9qXRgJbmyX2Nr9mBS9sExW3wquHGl"
    "jg1KiRV7QztO11vyEYBKXz+YYS78XH0SO9TA3iWLIberIFstRroF5MrO8iGuf5seBVS9Vj8AVR0Lym8vf4CmhpEy7NTaecpqygjP"
    "+SjGob5fQB0toqehDwbIWkqqheCMO4C+V+vHOFXb3ZHYO3vfIGpLl22SJEaKeNUy87agXZryGV3OJq5nrs1dkmF3nGq9CcgmDdTn"
    "7Mli5vx9yty4UbIvvi/RedAzu4Cijpc79Hw5TZKhi9x236grhPq8ZYsP7MLowjJ8ekcxj/sqSMPOkAw9Jcvuqxlmml2IfapiBpDV"
    "tWwjViu8Df61w36tUqvtzPkK/NBnG23neS5H73Oom+OaPegBGuI1RxkxdZbdssyLX8T6ntE4s9/x++fUbOo6nMkOciDQxTrca0/W"
    "CYc+U6vRd60xLHu0rPPIO/gTnpsLVOnyT5P57JgsrJs06PpD3GFG2Ed+g5TrKRPCV/U1+Tj42NeHJ9W8hSt9ZKlKj8Q1z5MVfg0h"
    "/ZaaR7o7yNv4xGpabTFYF9ZpZ6zsA2lWQw14HqvjE6Qgs/YbqFsKdRWcLUs9z7luN7aXK4EQV4GSkhv1jIu6WKgWrmbdW9/A35xO"
    "kathC76E5+ofDA5u0eOow0WiCpVqrnRXehGqcQKWCbKBGDALxOOuFYd+K/N4qdH3vDQf1m04nwvkIKxhK/Kt68NqdPwwKHkKTrQf"
    "zikGpDse75xLT+IGaJUd5XX2PmknvfRLcM0seUU/w55YZdkoMWxjkeEG7Kyd9ipg7gfpEwh997Wo22gOdLBIow7EvSTqexJ1J3g3"
    "fEJOAV/8oBuwxsP0Bdldjw2G0Avueu01Ym+z3G87l1qgnJi3Yq3CdrG3MtbxjL6HpNhRtpMFkLa7s6/ZRPBmR8iyz0HjB8B2MaxR"
    "iZNbBRljMaPtxaTQlmK97+pB40PYZ2Whfq0LcdfF4OUFRAzjgU92wA71g6T+jbp3Pe68Guhnc/lKzwsaQAd/APX+RovW5SNZ5s1j"
    "lIRl3louB4dar4acx+xZ780aLg20UaIq1Rpo87ux069AR/eG1HpXz8QaZ8u5wTU4o/HgqM1la6CBIrHY/RA5V+5jDW496L2UGX7G"
    "w+Mk6vicoFadAxqyXmZlOL3vsZKnZQRk0nzYkoU7hs6V+8kfCaBDo/gYe4W5yvG4NnkD+nrtaryyg0R+0az3dOZoxbWSMmq5kL3S"
    "0vQgtZGs7wbX5B/N8LWoK4Zh37GQm6aVe8CWnY+zngbdvzfQy7biqM3lrWwirmtPOV4t9VW4WeYBuI67xzNTocF31zGfUOd8BW0v"
    "3K02HwNq6r1ikeueYn6scjzjbuxJah6LenDuAb7nksgAn+0Y1fClKE2TOIMzfCy5lididHGLvgXK6yRPylgZBfk5E6fyBDWPwyxb"
    "+uiCNuseFknwqT56mwK3705L+GvItHLmubwllk1t3VItF38Ws1pcVlOcGKufOOuzGvr5S7W85Jch7XcA160G/U3G94FAtOMh+d6D"
    "VnsZOvwjPOt0fSHYlvjTIn3ztZw72RdavgrIwXoKVPq68Rpi+ywp7WKxCrcUuxtbjlyDnisPgINS+g7w4qeg6D21CCu4B096nV6u"
    "K2QFbN2/s4eO2ZgDxPVmjHJAlV0Ff2MXrw06FXxcjSeyKoHfIN3W6ne4z2zgR5OIa/HaiWL9gUr0Pkk363DkOqp/p4t8Hq3SB+s0"
    "j0nVVtQF8/GcmwDr3a6HQw/1Cx7VlXIqOHAPSJMoO8v5boxejuXJXxQcH4zVm6HTu+k/9VQdilM8otWscE/9Vf6FfXgbeGAXOQY4"
    "+jjsye5Fa3BSf+i3uj/W3g8UMBYyaQWuvxSSdQqeK+VpyfnwEr47y54yENpsNs5+f/aHrWPH6nlyJFC6ec+S+GdVUsdColuu4XHQ"
    "2tYjeDhkVntWKfQBxfaXBl63ogUPUxGkSzX1i+XZV+kV9KhZ3o3Jw7kyBCv5DhbOKh0j30NK/qzWLfpmZm5P9b0EXLW/ZbOcJ43q"
    "ehZVU6aHrI11VRZWydwHsnQDPTUlfM4nQYttJeN7NZxFz28vsdykqXjfIo0641xPrklTn9Xoj6DJz32mX7XOENdh3LxgG3TjjnjN"
    "cxZ+w8mb18Hu/bkY6jY/3S/6C1Z1DjWNZTkabpmLV3px3sBP8i1zEizSU4aT7cyojaGyY/D5IXKkvgp7YCykzWNyIni8C074W8Zy"
    "rmLG4+Wg30NwZj1xncmQpkdgH99XQ8BLYeNdGtSA2j4Bj8bom3X2VMb3L91TnHVT2EecofVc7z09wverz73588/UEvsaFntYLDP9"
    "B1/bu6n3zzipnqDX2OGYXeVY0OBPePYG7NapcimedA12bKHeDUnRl/6DJCi1Czj0Yuy6+Qw6itMY1T5esqdHv+sY0aimfzqpBwTW"
    "PfQX0sNsepF7SJjP02vwCD3q0Jbw+m2Ix0rqO7FYnVJnUR+flXzeUxljWOaFzTFa7fLhXW7als06+kX+xUZKI5cBdYqoRyRpYMTQ"
    "26abia2qCM9pGvAAnORC7EPh+FzhV0bIbcHxsH8+Ag29qrtAFlyJd82mt/xrqZTDWIt0Fz73M6j2UnlYDwAivzQ4Ux/RB3GFd7Vv"
    "sAjUdKKco3+HdrTesevx7nKe7+5iWtumR8zTRsbETR70AEayqtGVuPbJsoMeBq7eDrbYFOxzsZ4GC+NzUOvLsmXRXNZer8HX6UAP"
    "X8CuMRttIT47D9r4BDlZjEdraOXX0M/2th4flDL/aQNOq5bensnsYmrdQUPf4ci0+yhG7czKqqEfIEe8UcN8HPv9Aexpdgp0nWVt"
    "jsMdt5c7gtngyH5ykTymE0G1tupleKr9YJF3gkzaBFrH5TQ2kroHivX2TzHzZhCeqw5n1o37voGzFxYzD/Y5iWJtLrJh0Z+QcUnF"
    "zo6H/LE6pmI9Ced8QmD9GNZD024qk/UkhcYALttBbsBqv8XV/iUB9vVU0McgVi1aXMJsyQU+R8i6fF8qLqLeQPmxFLJtgWa5Oxmv"
    "+Rp1S4+W15PaUrrSR0USkCGuit0Q2dZY6Rc4+9OCDdBbhkbfgK49GojrDTzzdvKSTsA+DxOTVb+Cc3cIopxg8VlNDbiGs6C+xPVc"
    "9lCCXYMamAWwkD0goixWN5nE+QeMI46WYr9vyWbdcVxVWYxcn/E8bN2ET5BiVkguYZ6qy52vI6XDJpFkPvt882ayut7vSKF9s8xC"
    "x+eb+Po4s7WW0CY9kJGOkJGetM8sMo/EbmJZFj2ll7i5KpvTX1PKeq7TdRtQ68nytbQGRlmsN0KXl+m3UvhJy2DT7gTa+k4PCWK0"
    "jKx3013gmFrI7UdkU5kAaVcJTfA4kOu3OIUPvCZs0Jfory0j9S3GnrSTVfI7MOJgOVrnB7fLvtpO/60HaT9+xknEzX0vRpfREWW1"
    "/vkrTp4FzSLWRf7nbkBW8+QErGuZviGPQIubvbIM2mop+DtHWXUNc5iEUmoRfan36D1S67NeY+AQFw/tkI8a1OQt4f1kWX7GjLCD"
    "SBQ9GCkV2twHUpeXv9v/f3il8NX+9/dpgERJ+xkgIb3HY5n7XMVazK0l4WsRlT77GDV/Hc7vImkgZ1v8a1dJeR946KksQR+s0UgX"
    "8thgibGr8kCZDftrubdb9pTnoB/nAImXk6/TxNR/hx07Cfqvu7RrlscR5CfD2J/LQV3TwekbsJqbcRrmh+8mmwcvsq4hQ397Kb2o"
    "IbTKQZB/T0Nvv4s1jNeviG02h10/TU+HlqnUr2CXbCHn4TrvgdImQcZP0jq5TE8JdpLr2EPNMM8CPPUK/LQB3Faud0Ii3StvYZX3"
    "Qt6/Dyuiv7wC6TdAWqq1Mspcp00VYpZd0nKv/pHAyYOhwdK0pQ8EV5gUjuVju3/e+f8/fetNXRmNJquJRhdDx/SnZJvHbPjPcSLj"
    "mkW4s3kPWgcfcVX/2xHcwQZtKRfHNFtvn1nuEIrRxGLaN81zDNxOVHK3OktX32NRpHKj+m9Dfwn/cyO7p2d8rlB/L9/SeIYEJWOS"
    "+jRHL5jzRlhPqLX4zTBxvSMLre0zelQy7FzjLOfB0K2n8mnbSrQjWSKmyG93sUjrK/UG0MxMvQB/D4YG/kUHQ2YulquCj/RNIJrB"
    "0EEvAM0vBrV9ABlpOXJG/+cC7Ru2ngiLozcs0FX0KrvI/Wraef9mbyObDtBKthGbu5HV/sGnWiJxZlaN04M1zEcqQ/YpSno0aHrz"
    "DvpZ0ozux5iZk2FuWqP3S2WJPWN4xiwouVSbskBsFsuuEmFBe/ZZRHzF0DifQReWQFN2h5yeoIeK2VWui085sa49QwX4eIY+4XFq"
    "pP9sz5+gnKr2eZrmM7E4vuuJ1llsatSS/PuVmbqudsfQ5muwFo6Hxn1JXgVHHwzNksFOd5RG2uI5nwnkdmOMuAxgs8bHEt2MZNef"
    "jK6jfdHSK43q5kBVUm/WE5ndhHX2YF+2nDbPAwkoXQfKCOkhUf5BDTvD74l9+VUtLhVVsuTy2W9G55W4/t7MFjQMYnnA2wC3pvK9"
    "9P+8D22hDmf1sFDT3Kc47M56PH+ayK4P5Om9wEA/4eRGy9lqFeWQn0F7+VDqiMjSmvb4wGrc4/xf0vfPNavycHH9Y+I+D0nkP3sQ"
    "tZYmjdtKavwpHMYMKPXXcv2jj5H5fKbLxDr/fgOurSOFJn3vilxe9sR8hF+YgRnNNkgxylPh97F13tIzlHq+t+7a5mczNMUXyllh"
    "bD6x92QV8xKT7A0zQswqjdN6H0N72+IMdYzUleGVhDyL793kWP0YFsFRcgHOawlW8SMQguU3XyEf4/XJ2OmbwN9XA+lEknKERDjT"
    "9nGpviDFcrW+rIOggxqlXVFfeka20mM9XRT7qOvtvg9GDTMPrEfPID7lQPBFb9xxEeSLZbRcjJ2bzn2LMxrv/IoZat6c76JuFNXU"
    "y3cReG6OXseZZ8t0lnzKemwJthDX62qFxwqjmmHPrEcvTVOUosp0q5npLuuIuKuw+6fCuq7EiZwCHr4Jr74AbnoQMmMRtEogs/RO"
    "WZyfpNGtGQU5j2cC2nkmp5L9oVfp+cE/IGN/w2k9hrv8iLPpCbqZpftACp6MKw6Tc4FXo44iWS/pV3F6gXlqP9cJ0g2rq8TJdZO9"
    "5BU5UF/X+2RAC1V/KdhySWBs66+TYuYJJDPl5npyYyPj+43M1DCr+0h6a1PYYZO0OebADGBHjhwo4gBpYG+OHO3ChP6TmHwSaGQR"
    "ONEqTcbIPOiDu6nh75SPdId8V+Wo7iZHX2WWEuEoXL3c55vGfUa38djpsACdF7SYWTqV2PFyYLrt5SzpJ8WU9+VAXCWgGpuc+BTu"
    "ZpbhxfKLRv3hQ8oAZ9fHPbcmWA11ve81W9msG9pa35vZVuf60Lj6ZePCVtiTm+mvisNm/QqvXChz8AxmbcyHFTgC0v0XyPBq+p3M"
    "Cq+BDZ1jrqlFji+Fneb8GGU+TmLr2oyRBJdJZnqqo+8nqazGs9kRbwBnXogTKdEzOAXmHblb7wKKrAKSW4s9Nv/NQqxuHuTOOuyC"
    "9QEZzfxH870t4umWEdneLFfIGzoxPFfKwnt1rnQMjgQ+mqe3yhZBS3lpDdwz9fUSAmso9LGgvSVkLyYXjQh9B06Tq29hVdZROMFc"
    "fsO+w4FUr28BDYbMXAq1uXzL+Z5u90qjzzJOeV/VREbEEtCq1RqI82A1wlJzc1tS+ak20SQ28wjvSo/Dr7oIMr0z0Prd2lUv1ft1"
    "pL6Dq+xetI5es+/U7KF9oIVtLuMS0HEj8LXribWQ/q80teByPNGecq3cgasFQJg7wHpaq0Oxa+cBX0/C+/dm/mMNfTHC3r3DvDev"
    "g/QUlweT9ajL1Wks1/19t/V20l5SnlpdtHoOOGcVo5NWid1Krhab87hSv5PHQSUPy/t6PWTMizjPOjzTb8FhOPufIdlNe86Dtfkz"
    "ntyqzC1DYDL2+gip9Ho2BYRi6xoPudQ9eIx8Uks7qbeUkboWk3srQZ8HeX1f7rsEJkmnTZjcZatFlFRFiT1YaihdJtDGMix7Qgt5"
    "G25WTcJnBg2QYZLLz2yqzeNU1yXcfS+BFM4ys0w9t6cZMYhTN7lJmjnfcd+Q8/nMzbQoxny1mMM8SNJd5ANNgCZW6NAWutrO1kPk"
    "TeDe1aC/e7Ff5fIM+Py8YJX+WY/VVvLnfyLrZbx+Dcl/JfRCG2YIbsCTLMDpzsb/LZ62n1getPXzsphImpMAC9vBqtf5DC/18wqy"
    "2HGHuI6Q0EdGlHm3Y+QTxj8t2+ZUcVHchO9xGTJydoafimh1BY3MWrO46TayFO//VM+E1dZGfgC97Q7tuUCfhdy7Xt6CjFpKv/kC"
    "6LRhYl19V+tL+PRAf7UI+dXx1Bqh89L5ujDX88Lw+Hqe7e3Qsu9BrvYOHtdpsDZu0Beh48/H3UrxuZ6gvBW4wmWUdGsgZSuhS0/C"
    "umbiRM2P9g72uQQna2i+0k/+jCp03J9eEvoOE5lmdLU3d9fW84fm8HSr5AjdUv+h7wTjsAO7akrO8+/s670PzfPLF4C3U5SFtdQz"
    "aWpZ68qf9nGRDBG46d3NcKpXiK3WpmGtpqcipX+jJfcjtetC4ALTCI5bTFuEnJATtmCf2hNU5b0hMe5pZEPN0SakUwdOdLuxuZwk"
    "l+tuvhNHRh8F2j8Mu2fT/06TvrD6vsGOj9cfoIuuxf++Bs1ewVwnt5f1+YlKm0Bn7gH+7sQVVAFtGQ+Ph/7+N2cnloJOZuuNkIsX"
    "Q1peAftxBbTSa7pHUISvDcxrXw5OeIo6ZCLk3T+9FijyWS5xVi05rv+7JP25pb1dkdHFzOUpI8fnmK3cnXZjazmS8YofccW2sHx7"
    "QFc/D+xlNdC/63FyCJ5zG8qpnI+tGsV3pXfA1d9V60GQ9OeIwxGD5WtWMObYs0RZaeVmS7je23XMd78eVn97Rtidl9qixW3Ym8t4"
    "bVdml2zN+HCZR7UuStyYj5IK6Ne6Xu4tKd+/JOnnx8Vpa8wHp8yhv6ILkEFPyA7LajxJO/l4h0mbThvJJaOQ5ax+cf2hI7vtOGBS"
    "16s746vJdpaf1HWv2FdMN1lFZ4J4eQfwfdbLmEgqGx8tzVcX/sPPr+pP/NDGZ0jmvP2+iwzFThqeXQiZ9in2eQ6+rqd+dFMwNpf2"
    "EsV3E8xqNg1SQk36JjMOyhlzcP33ytnT/WTZA89aSqSXYFZBqa/esvrT67DbrSBvrZv0HnlLxnapId8joBiv/C5KnPROuK/OCZ8P"
    "5kIOPA/+ehqSbxUjmebRNev5EXDleiKGhH5J6X0KrYpxnC7rTrmwxR82y5AeLJm81yfFvLSdONklR2wzkBLB9nUObLBD5BDs1d6w"
    "dL+SiXKBDoS1c4SsBB2Zx/BZfUMek83lBezDdPBjQxhVfg2XrM+qcJHWDvIL6Kqa9uIhUkyfQQ0zP5fjPWWqzfJAXERgNP53hDTS"
    "m2l+qOPEZWBU4U6VnPsUZ2/UVD5PyNmJX+pwfRb3Mh/5D8HH8pweK9tpRXiFhL52tTWk4Hb4tOG30eCsFfqFfivfAdfX6Y/BmnAu"
    "/ePf6iWyuoW8zi9BSz/oCcDmY2Q/PV0vDPaTz+VSWElxaNUGrwHU56clmcdS7XNJIy+7y5m8CPep0BeIK6dqNKekjp6PJGPn3Zgr"
    "OIjx7ARzgCyHqbVYTKCVLMMKZuCJ3ofkK9bP5A2fz9j81NvzPDqDCzoxA9D8EpvQrxHjZAGruNg+H/3N+E7sdpJtxOa6rcN+dwLf"
    "DADXnygPQIP8jqeH7QtZ2cAY9lngE8sbLMW+WbZNIJbx2h366zqruYF+/Tv2+BY5sMj6hE1mhti3oKDdIaOHQz6+DBvoDIlTe9r6"
    "4vRzTyLidzX8rlNnOVZsNuFkZq1fLf/G2kup99bi6e/Bp57WZ4PJeo/vY980yT4DDW/ncFvRprAYXtHXoBPm6If4eZn21y+Kjm2W"
    "wdRHojy0cu3CzlcJH3ML85lpLoJ8tGbyGLGJx34T6zBTTP5yErmO/TJK9Q+x+rxYPtMvzH/GJMPIYD4zpGwea4n2l/fwuUX0NP4c"
    "xEKrA1sKlL0Y/6ZgZffq08Fb2q3ZtOyogtD5AtZQf2Wbedmi2q536Yu2OoXprKksxc8DOcVnPvk1zZly0dTDy3CSozklWvNxGOVE"
    "pmFiVdjrGPdznnTzAmwvLvqfhgZuj2c9WKxOawTowmzrb2Fpf9jCPImVoCPLRq2g9WqSv4tchd+s8VOFLaLakZqkSDI+Q+NSYNpa"
    "DXxfqQ18b1Z3hKQxq9S65xSD3lcDI4xhXc0yYKe9ZUPem5hk9p+bDVQLva0b1dq4SOb54P37cM8ZrOKdCTT/mXwrMdhun/to/qGM"
    "Z4W+A63r+2cTl77Hs1cyg+0qOQsUfxf0/9XsdXG8uE6fSXrpFjGvtliPwXOV0c9s9dnzwdtHwvIz3/A3XqoeKo3eHxhSxjqqNOx3"
    "AhFbLc85w/1tbKEqZhtIn5T+lqcQ87ks9R3ytiLqGyADpJz62FGDi0q52t5ork6Iu1o1xpf6OM6wQR8AtazSenkU/L93cAYzPm26"
    "d3/J+J56Od8rK9sCtuwmI0hPpb5etp/37jW20GuilL6Hccwz6w559TrQ115ANQ9ArtRRM7teUZ3YsWcNpFaVDg6O95giSVxhEn86"
    "8d9KWpLnSjFx3onszNlZLM+njhi0SJwXwnqsp7w1WcOOwWt8/bXrt/4Mz85yqpPcs5HynZex9djfE+VR+VgflPrwRd0haB30hUTa"
    "TV+S+2H5NGrUKSz0ncJ2YHZpLbSVxVfN+9tddg6WYPc/h856D1b1iToN36fpjfoYbLIlkHSdZdvWN+uD+gOnieWIvJI+5lgFOV5P"
    "ysmw+8VMrn0Bq0Gt6tRw7g6g1/V8zgztnRL8td6yP3Kuawj+TtFjYZ7hCzjJJsmIyO5i8YgYo36WO12FNb2E9f4GvXGxzpaL9W6g"
    "vnqc0I5BS576LaTKSzmX05j0NQvN62wj+9dlfG7wkxANuY7F+b/L7IDPxPKcG1gzeqxYJWAaVJXUf/vfdgafrWPs6EqxOSJmR77C"
    "6rxYfkJolFU50KOVQvW0lbqBKCdkh1xlBW2VnxZ6pFhFVpJWdx/q43dwnTXQGqZRtwS+WgPJWsKo/tGsEWqa7Jehd2Ilf6qFLVcG"
    "7m0n1vPDohXWNactJ7yniURPBh5J+4z2LE89S+yY8LZ9xsvpLCfVjxbrWFzEXJN62lOdsUum+wxh3gqe+UlrmI9hnXbXYZU2Q2MB"
    "zr8MdHaSHCefQ4Y9KeaNWwWeO1kfkPpgFKTmQm2tqyE5L9WbgANe91WOoZe55pV1scM59MLYlIwYqWA/1pa5Z1Z1tUZZbcpuzfp9"
    "38Ap6aGPXGX5lFli++Fic48vJgfOZ6XxULGsc/s3C9f+HDKjB36zhL3kVoHLbRZ9mhGg1t4bZJmPxvkpfLZeE55KTeaVcKcX6N3Y"
    "6ccgOc3jt6nUFF2u1+tB2lknM6eoD2M1ZhGuZEzkXdxzFGhxA7kwDWxr/ZvvYUcD6zvnZOqZ4maz/A/9MxZTtGmLs6C35vuIY5IV"
    "s6f5XipZ0HTIOvls3hdtmu1jGQ1pUAzUcKVNlodFNUYs0vI6q8siL4VItc+03p/WWtT76AVSu9kXD2zURzydzyj4H1L8hBY6Fdc1"
    "m0maZp5DktZ1N/kEZ3qG3A+pMwwYoxSnZRlaX4GGN2X/w4yPtP5L/lDXt70kb7c6b25T9MzlqJv1fik95/W+YtCyYbYDPriYvXP3"
    "lhLmepoNZ9GWKqCVZdBvm8lX4SZi/ahL9CfYYGcHSZ/3ncNOVRITmYe5GBj9W5zuYs7GXYn/WR3DUXIuMOyBwTLYDst59VpG/+oh"
    "oYu1L7R3is+R9Kg6znxok8M30W+d8rrHUO71vpLG8kQXMHpmtuj3sGPXifXynoW9amAt1Nbi/FylegZ5IMkcuR7YXetZeA7s82rO"
    "c7Ke479hX6pAww3sWbUU7w5gFe8vO8pkXG+9fimztJfch32eab5GfRSSZxKeZLg01Xvskp/VZL7W3XyGkPFcP+IRi2wu/kuvbMKu"
    "lAnaoG3ZEXA5MJP5aQ+T7sFqYIiFFovSp/QN7HgKJ3ADe7fUsN4nSxmxA3jzeFlKTd9Wkn4KqWUwHCcOaVbwNC07oilzLZqmaKiq"
    "gZnBcWi1wzhLyv6+IS3lgRR6RX2VTvc8z4Rec9jJN/KeLzBG5mIxJzPmYHUkU/i7CuyJZb5u4ISJRsje0OuSFPl+G/q7rcLN2ceV"
    "+P3hjM5YZkgVfezCSsqtfJwx5XG7dfY5SKK5wc6fZT/VEVsVeiVF1BRqZEOPldBbqS3lEUd5Yw9xupV51b6mHzIHBBR6hGpcZnpn"
    "Fc/fdNWV+PRccomTIQvynUiSjNqHfppWSJQvsAC3DiYC832tO8OSfRS7Uq6WA/K8FO6inNJr8d6c79vg7GzL2dpMXG6FmzmQ4yyZ"
    "0Hdsmw1eLGEO5Wy1url95Cxo6krI7cvYhdG6/CzXIUDL74BnP9V/yhKJ7qesFIwzayfHGuSx0jPoiDXsygrDr4BxHgQO+VQHg0MX"
    "wDbtJEtg4/WVQThN60++l7zIOm/XIbe/uGk95supz/cCchrR9eI9UZw3YRK0jU3jbGS2jdUzVbCv8QL9KxnGhV/ZSWZSriapixKQ"
    "FfWUvptDCg0U67BoKz5M3oJGr2Yl+BL6DdrIdPzP+RVtBycAQV4kUeWX/btYyrwnyd6/uc1KlonBPnKBPoSTeEWf1O641ihxktXN"
    "PS8FMrL+wRnmojgqbLNRpoX7Y/He/eRg6L71+p48Ba2YYtytM6PD1X7CqovL/oMVwiW6h2wbXIZr74hPf40zKpV9pTwMIZHq6HHP"
    "sRvMMDzn1dJdbDbUfJ0BJHCwDIZsvlHHBD/jM0PlEUixIeQn64L5uLhu2Wn2/fhKrUPEAZTkZXyuOuK0i4C2qlvIf8ux/+Z6xmTT"
    "Pka6Sz4juXc+g0E9onTfX4cFPl/fZCZ2if6hZ0Pyz8UaRwbT8Z4Z+jDk4u+wnk+EdH0BNPo1rnYynq+Tzx5e7u1B068P40qWa3GY"
    "rKdcTnFS8MfMlVoJ+fIQZPiTeIrWkgDq6iE3MHLRl35q9T1eYuqiGmPFem6kWbOoeqE4a3YdY7fV0CWX4zeTKD/d1PvZfGKjrQQR"
    "bHv64Yxmu0HTdSA2acB5C6stTG6rn59Vkd+NLhJJmzrKjpzvRTLAY86utG80n9eX0JyfYNPUgfd8qaPfKpryGeecF5cZ4hB8yPpY"
    "9dNczmMuchWQ8WWyM5C1dRubw67Lczl5YS7RfB1tB/v0O0RvZh1W569ylbgutet5Zas1e9QqUcClpdj3idjHP9jt9TT5QX7Vu/RD"
    "IobzZKTcAaq+Xp4Ml2gp+dd16qnGPtnspO3F9diaz0pY69cVxe1Mrl3I7rUHyVjdXPsE14S9gIRGFm0uv0s5a8hpawdWmV5M/n2X"
    "/f8ib9QRPheilN08plB7PQbLYY33UGRAYRkf0xpJq+JsSbD3X4w527ZWi4aH3p651/vTMsxNaWBfQqfra+lLVval6y+HyeNW1RQc"
    "oafIg7IraPAe0ONS3dVnmG/i8+ad3ujuOatQRUgXzmC/BhInoXdAhuwk30OqfQNJ9RueJE2/WBUxXz3rk+8HBR2amxh0kMPlPJ2R"
    "6y0dWm0np8Nanyo34nmtym5bWjoW50kT46f1wxbyLZ3P9l1inTSxZb2Ol3ry5km+Q4+Lmdna//AeTjtNl23cSPvXYukxUu1K0Nqj"
    "4qL1K3iXMtBET/xmO+zMtVJGbFBCX2wZf+qQR/vNO2jZKsdAToYyHZbj73qfVIUTgIgf0uf1TsiVLLvyR/Fv46ibifpvblZzl/M1"
    "d1NYc1fNfpUu/8IyaKwHYxa60WYg/sgYfVMFv7OihmDV10g9K9vU5+OkfDxrqc6QQ8W8GCM5WWiifol37crK1BS7Hud85dJgX+Fg"
    "nR+TPps3y2hfo69xyPJrnHX1NjUxp92ITJPsjNXIDr/mERgncU5rnYXfXpK3X00mb0WNVKxtxMmVTL5rka3+JK8TS9hDPvRrsFeH"
    "UvNZVKoD6/Livj+OdV+05z1bLMJysET2EGhDX5YcO7xb18QskNla+izTnDhn+VEvc26vxTwjn8Uadssai92cRU9uyvdmtue7jJnv"
    "Nll4KTTeKdoVNmcHuRaU2VPegyToqI243jRcd6y4Lmk1oOM4Zb0h1+lemvYW51s0lHMkXv9IR2K/DNWeHtRzOngj+H26TcaDdDpG"
    "rsIdreJt++B6OQWS7Co9gzrYIcRGVs6v4zrrOEfzbSAiq65eC401Wp6TW2FzWm/E0TIZd/kI/H0GZ8H9S18ET78B+30Je1jNxZmu"
    "17ukkqcyjpa71XebJnFemlGcw3wvZFedfgK99BH2eB+Zhru9ALlWSg35jEce5zezX9/0/qvjIJkHkQZ/gsS/Gp8sBX18AX5bj5+2"
    "YGbvWsYRMuyx0Cu4n7zfTrb0XqemyXUpXSffahFo+kPs7vF4kvnyKK60o4zCJ6YBZZ7kLRSTR9fQe1DGa5wnxT5mup7xZkP3W7WQ"
    "PXMcMLdJ62r697YHL61htKqHXM99j/DWbaBBR+fT9RXg2kU8+SmggjfwactIWQ8E3FO6SFMcZQDP3XRDA3juaVDdd9CJ/yrqB7z3"
    "As7qAW0drASKfQvvsN7z9+Bq05l3sxgo6SqcY4w86TrNG7dcih0o0UX0wKRYi5ihj3s/UFobcZ2pf+fvXd6E643ynsQpGztLvbqo"
    "XoqRRtcZI0OqTHrLPuRc7V0pu+v0iuCc4Aa9I3wL1usk2UMOCm/XE4teC+8J3fl3oN2Y2Sg/fy2rI7aWR4G25uN5f2Kk722gL9vl"
    "RTindkEx6cA4c1Ps5XLIrE/VenwdpN9j762GcJqeEoyTo8F5ZXq+9bcOqul9GiIrgOWqIMsXMX8tITZpbhbk/c343hn3OMhXEmzh"
    "Z8FE8XrnpxsqVtHpvDgZbwu6LqNmqxbzFKyCdp3YzIx5OFNt1psk6nLp/kzXt4p2gmT4BXzyCDBhBST5UfKj9KZ/9ytgzf/OcbJc"
    "tiXA300xLec/M/3wN3neR0/V47AjafPVANsYjir3eRUW0ahlfql1yrfJc9X6gLyq2+tMtS7vd0IrW+TccM5peI5S1hrGOClyCbnE"
    "KMpZoLtJNAk7ySrfdqCvT/Hq03jXS8Su01hFH+ZXO9DXw4Y+QttfEr5yVH1GjvnYW0PDzgU9dgWFWDe8WlDClnjnNbJT/kyy7Oru"
    "5hpdDvt6KVa6m2xNGXIG7t1ZlkPTTwces34Hn0DbrmKvnG9x5QeDCjz7ZHzOvH7qJ6hUsBbTcihekO9gg6zXz3CGl4PrF0CqD2H2"
    "3R16Ge/eU0Lvx2nKtDD/rIsYO/qOMuujGZ3riKmqPF+FjBWEuN7jsCJPgGW6PzinGmv+Xv4ATZ+IT82DBbTaR6rG0BsaZ01xgCcf"
    "Azq4GZbEr3q93gYpt6/sGpRid+4F7voRz3I6LdI1+Ds0CPVWyOTBspqaIMHYmvmYLI56qFhexzj2R7OV7cQ+RWtYs13qvStZT+eV"
    "WMUI5lssZUVpNT73b/aSXIjrDgFtD/KRz5Cdbw0B1JNWS73fMupJsTFdF2um2TxZt3+DyTXriM3i4JIG/U6sM0ecVUt2ta4S8z6l"
    "9tLEY2mfB27f2/pKgr4+cruG+QwmE1tJ2seTykAtLrYw0vcdc/kJjT6qvTWobyY09rXgksf0x/AYfb0IZ6zPBR3xvJXMD1oNJJNj"
    "z5gkpykUzu9tpCVlsb0TGSuNs4dOKe0iJ61HSn/OKm5U1wk/x1zaaH5XR/B/6DlIiYxdT8puovmchwytaNd1dK2vx1M9h92ocs26"
    "y0R7tpVEHctn08ou85UGCk0+xUcpl/BqqXxWxd84Cy30mX1ZPzU5yv91J1EoMnQqdqwYJ1AMPbkvUMYxcoTcqafhmu60Qj8ZN0bP"
    "VT1rdss56bhBH5Ke8gN+mom79pLxeiwzoy6StJ9YlPMdJlM+hmv82cFHqpb4HRrOasUuvt6keXfSkBrO7McbIHmcFouxrj7eQjXc"
    "WrxnF/pG3JkM8TPFMi3OE2+atRvtkNMM9d6udtkMRqlZZoSMgpZ4TMzb3g5PfhvnnX0Pi+gKj6ucTdRUaxWjdBrFGpZcvje9m2Ky"
    "hmsx63kA5OtBvhNHCnuaJsc5m76tHC/tfKWFTc5ei2fp5FfociovZQ85ywitx+cylOC/Q9McwdndpmHGYXfWUObVAPlYxt96P4X4"
    "cLHK7+PE+krWcv6G4btrWcVjMxNa892nARNV0V9YovdB4rknbdus71d0dg+z43qM/UhS5B2LuM8FnbYVi/z19aeirBKIqlSbPB1R"
    "zenefqqTo9yiZp1rN+FOLoVGs71d6uvG18qe8p7G2Cc25bVBR8bFA7G6vzgnOhSaq1j4lbT3Huc0Qp1Z+pWykBWu27JlMK2jPzzD"
    "atInm/XaiupcrdrHJMmpQAE9sddW/RcCHR8ASvpMb4FmzHlbPsjXHSsxjuHoWkboTeq4yWGH0vuZadZ5PQWMrn7ay7n01Pyhw+Rd"
    "nQ07+H2c786QLkNlkU5qYabt1ZzYVeO7bbgp9TbxJGyhSjuJ067Ayf6Me1wkB4tlKiwBPU7C6wG0aB8pYYc21w8lpg9LCaP9CUZF"
    "v2ZNzSLKz9XMNF8FPPAD7PPr9KpgGXalSouZrZ6lvylLP/Mg5o6GpLFa3Hem9gxm413vcvL4F9pD5mNFT6hN66jluZgPa57uiWc9"
    "EJbV9oyAJ/g0pZTvCcivnJ+xV+0ztl1mQpy76fo9r9UI71nuonVT6M6cpXWczXQjpa9h90rfb8TNVPjzSGQDLIcY0FAn2VTOlm8g"
    "Qb8AEq0BCvlUewQjQE/bg+unAg93pp9vIWwNy7VoLVZH2pETKN6GzDhcVjHbwfJwukmS9OjiRWsYxTwCaxpUdA+QyPXA8B/rMXo6"
    "JNVT8hOfr5O4Kqgy7lJPsQzs+2ABlrHfRk9wwO3gvA+hs0bJNcBpFomerS6v4kvQ8AbWmM5gv+qV3LfVlDZtxfDkNvTiFM6nuJKY"
    "L+6zAmqZb/uFGkVtzf4WdrpVREo1RF53yOIWrjYgOCK4TctAiVtIH7UJRuXhydiXW3H1mcwdd5r5BMn6zjLmw7hGMn6CaQiLp8Zr"
    "i6EyUcdzXmqOOco2UcP8FR9CE47xPduEWZBxz4V13tOU8vU8kV7fkv+bDCptL3cAjZg+HMYOpkNkCfs7Fep3W0mE+CY+2TOYD/qc"
    "Ti75Azu8H/SD6fSY/h32eX+dINYraxP5AbvQX9zUKPNpnMCZiY3A/kt8PkJU/2fTs8UjxJV4tjrYPg63nwismILuWEY90sXn6dQx"
    "I+4LtYnpC+jFXtPMotpG4j5XVH0tRci1hn5SXi/2MldmIPaWtPcXOesuzdjzARJNh43sqQT73he+j5uwNEzKfe+KQ0SZr5Dm3IcG"
    "zeRrrVzlqfHcRN07uENrwzFyMTRYIE/iit1lK50epBitHyiuD08jJa/r5WgZ9zn6Bu3Op1CWu4nxtcxfc/2f1FdT2NSbt9iBu5o4"
    "w2TcpxJj1+dGyo8bYSFFs4yX+sod9fNuXE2Fmx1oUn8fShSRbLNJy+5JthRXQVVFL1o8X2U7lNlZA/j8cV8pmPMIwPyZF0lIVJz1"
    "kUBXQ7Azd7caFFqBHT9fXK/xDUAwi30eZqHuhe3kIrGMnNvxyoWQhUtBaz+D896nZdNICWMydRAshhR0rGWUDpIwn+Uf9xZoo4//"
    "dOfkTjdxz9UnOvv2ED1WbwFGfQz8Nyg4W0+GbLpROwW3SAPtgwzP4mCxLD6TvRn2rS6UMZ30Plv1df/K7jxRTlVHKfIYrvk800x+"
    "wonrpdPkj18DjWVYaiZOr4N8Dwo3KTBNRwQZzhZL8W7V7ESgjLkfJS4i3pGerAhbRvmdMUh5F3Gspd3xumSZrdroc0jcRLKMnu3P"
    "wrwop8kB+ip0whC5mXioSHbHtc/1OUpNKEE4eSTkjNFiIGDXXfNDPvtkZlebndjfP2+Yj5AU+Wt0bZYnnPI1faGf7nqY1BN3OnQ9"
    "jLVbNeS+dX4GaZaZAGkfO2oFTdKevokjcGebGbhAbwraye1473rswRJ8ro+8pUfLJ0GJfqNbwZI6FTbEdOzlLL0IfLmZPIX3/RLM"
    "xN43+Hi08ozdyrclYrd4wQpO+QB1B5X6DjF0KXuW7CRf0TNgqMcQ3MM49WJGL9RXXjdRQBd+vQU27PP6PTsbTNanwc8WZR8j/8A9"
    "l+DOJ3vcF9PKZrlyhV4p1WGSy3vs+tCGagBqn4AnvYc5QJYTZvlt3YHfe8nj3N8v6b2waOdx4CCbq3U07v4rdvRTXNuyo63Dbqle"
    "B3627tpW3dQ9SBNBthE3LSPGKWsP4URHiHX2bgA2sGqydrjrWn0fp6H5HOsowtiP2iNBxPUzrm79t9vIw2JdjotB8fPUdSRx0mqL"
    "fPcxaXEq9d7/MdvHfZ3Gfh8LfWXFFEiZCtYW7Qqr0/wdDZ4bTNY3QC5nmTdhGct1mvLx+n7MqTEKX8h+H4VmBsWYYVnCnNy7mQdd"
    "DxpcCv6sIcW6+tpDWQ07n/4Yl9HZhhaQq73t5TuMpLhD7SBvJuD3l3M+XgKf2gAN5SatuErDrWjr5fycl55BObBaH/y1ftYLobn3"
    "kROtQzExZJr6/EhgqiwjjvWs0HX11WnGjK+RNFefZW7rfGYVWnfSAzmVejsxTjxTzGu7HJ8+EzLrEPlVbarjbpyU2Uusc66bgfUr"
    "zrEatGG5PN0DQ+VlQM6/6c1ylrTHmX+D678M3urqdzrldXKctncHaqAm27m118BZyjOLnVrHgsPx/Q05VaqZH14kDzJj8TjufQzX"
    "sO7wls//GvsJFs7W2kuG02dkKzkICHQJVjEdOqzc+xIj69Tmfri6hFqdI63BdT/ibxc5mT1Hb9F7ZXG4P3MrTXJY7Okz7u6poMNT"
    "ma2/E7ulWt9Ik5Gr8c5F7PF+qETyNeo2XoS7L8TP97ND0o/4V4zzXEc5vZmo758b8VQfaerPGtc2wczwef0OOzERHLYe+PUn7MmT"
    "8kAwSkqIQ59n3tZq5hRaFVkbeZWSy3X5TjM6Y1kK1eyLYIhrd/obTmH3OZviadUgm0tON57W7TIeogqQInb8cPu3lbj688fZ+7iW"
    "faoTlGI9YG+vAscthzzYgH203JXzIHdOFeuVtxhXqfY+SOFERPu6B70JofeAdJKoa3YVZ9dkaQMUmtq6pdgsuYyOlc6cZFamNqOw"
    "zs+0ijTT7uyY5urOLA9qIW2yUJ1tlKYH5CN2XDkFOHcTmaf3wHr8XK3u6ln9Vo6QwlrzR9DWNnIrLKLHoN1/gv32no4FCn/GS++c"
    "f1Yn3RpJE1/Bnt0OKy/VB4q+4Wo+1QlaEtrc0KHSQ+oZj28AR8WJ/DLsznADKzGslrQIzzoctPQjp/Ht6LuDO+nhMIVFEszPmGCH"
    "QsM7td5abtRrQT+X6HM6Edz7EyziL/QdILy5+jfc93rI/d91Ejjqa700fBCyZ4LehZ/fkB5BlBPdRB89JOO9V+aL2EKO8X3rYsxw"
    "cP3Psz5TNuofPIoxmhT7Hk5n79hGUGYG97TqmpEyi1Hwrqy1roZcSnHOsk3RS0BCrgc/bypvAE1PgaTeVA6TV7AAm5dqVUBpnqV5"
    "tq0P5rH0krhTS9EirM93Cs3SV3MzTtos1G/Y6fBVds0/QJ5jDUZUb2a4d9t8F3X7N5DUnyQGrtXjSRszibhtDkKZGuVY7liJ/jN4"
    "18fdjTo3x/2tN3Y70NMy/v4JnN99cpMeoC8HbYOvIPFG6L06reiZXDmxhXW+itNbZRS/H3s3vcaeOgk131s94wApdjJoBJIfz5zL"
    "GCtxLfa9XB/k3NdBwIF1sNMt52UMUIPlxNl8e5utOwFSazGoqgIrm4DnLsHenyE2xbe9WE1pZ5zSWlKgya5L8HpIv7ZDLoY7txLX"
    "o9Z0xUhJECt1F5ta63I+0oxVVLNP52ZyCKg1zvnKpfoV5FiKdq7rAivsUpzRpT6bNKM9xc2uN3S7G8/X9S+p0v701B8qLprQwIrn"
    "Wt+Z2mVuOt/baKxoFiRSnLZgvZeym4mL5J+EVw+TVeTSd7DGWyHZl+BUbgcSNTvzZ+b/u0kfq2nRW07JqR7/7854yWpv4ya9Jm8v"
    "9eS6xaClWiLqvXG3T1p4pR/7D9ZxFx8TN9d4FtZRwVnHRllfYa2fiHX9r8c6luOcGuipydGT6rpW92JdxzDK1FZe4nT0tQgu5rUK"
    "NGJTdmvxbL+zI8mwoBZ88Cj98zHunKtmUD2Rs1iytAV+hu5fwxzwaTwLm2j5CtY5grnyn/kMcesstZ6WRoXX/hdIjp+Ls0Kqmtg/"
    "9Dn97izT+iS56iVo3kZoWaugelnm00q0Tv195UVOiojRSqoi/vqD8fD1jKjGm83PCtkz1OXk3yLKDo9x+rOtG/Uq/VF+wWoSrLAZ"
    "yezLbqCuzaBDaphpkZRX5Z9Yz+hAw0OBfi6Uq/Ra/P4+alCbhWceQdfPshY7WUmMkcb+uxqwRvb0cD+Xedzbg17qVLOqEItqroaU"
    "b0eUP1RizJEdQD94wlfhhuwL7STXIu7SF/Si9RabDb07OKgz9vhw4OltoWk/xXnsLdaffDGnGyT1EdlZunHahkiTTs/Rj1zN+ehX"
    "ght+wvNP1XtA/eB/eQF8eLxUycNAQ5/DQrgp6COrwxPw1MMkkfuHFJ4en/FZUDlvs+zu+9NV61Ninq2BsFHmQGbY5C9D5pOg/dJ5"
    "m/EQieZIZpnJZ9mH27CiVX22kfoZ70qPeK2fm2envjv086/ylNwGarVsgZl4pl8hzc8NloJHnpaP8alnJemvncUuOtlo9vdz+Hkk"
    "fjoXOO5J0MB8dq9+l/WhCc73CH0dejm7qmfxylZSv9EMAfV1/yFrIebgqc8WV1dnUvtWymuTQV2xsy8wih1jR0ybOD2fWZemQ66S"
    "0bQ4Vvspc0uBQOs04z1BMdrOCVZhK16ZhZ8qOPvCOgmeINaDf1+szDBYtc8Pd2s7nHZXPO9pjqRBK9BNQG9/HbvqGSoy/WdZCO/D"
    "lrpSPm7B510NzmjDnLXvwOkfsJfMh3or9Fg7yfl+Q3F6mw8ihSd8jX/KZ+gnmLkaeZqO5pWy7HvtMoLrmXWj3vMVdXHdrFmsp87n"
    "cT8qCVL7CsZ5GzjVfBkwUSeZLy6X7CDIkx+xz2uA4t7Gjv2uV8gJsHKOFIsR3Cuny73QjR/oi5z7NEM/AL9ejqseZPktuJd5rAdy"
    "qlacPsCQOYkxPPlJONtrOJnrJvDz6XIk7r3Ed/m5yOszw66r6YXIsIddoa5OVbAYfqVtpoxl2jPu4uetFPpM4WneFrFfC4s/iixE"
    "EeXBLTzPBvz2TPZfSfnatHIi5baQA1ZZcKvWwLKbBOTyISjlcRkpvdjP5DfW+l3Jvs8uK3AZMP8dOlk+149wDgvA3V3AX3dqn+As"
    "0oTxdtSL0J5wANDuBj/jtMjrrDbNZJb7KZIDG79SeC72YsiFC2QGTv4lXQd0+JT+G5J8itwk77NjxAV4on/JBcEbQDPTdRpk5xP6"
    "LjT+XdjDJ2EX7adHhTdjnVdqp6KniInaMJIcY23Sk7Q41wMxdRbLBm1g/oh5P1cyIlQFRP5FcByQ6dn6vj6s5+tA4MCHJBV2YE/u"
    "Qh2NDuBU8hQryWqxvktg+8eZ9Z3yElabZVU6PF3YGz426Art8C95XffTS/UKaNJr5Pjw+qAun08e+g6619A3Vsp4XCnxQ5neDxm1"
    "HPaL89hu0EWyjtnoaeqolYxnLWM/6xEyBRJvBnbAeGpXOYBzxpdyFk7Oz+W11W3ebGJzT1nI+XRuzrfZiQlOvbX48K/6JnbZJnZO"
    "ASfZFKbDgZYPlcHQeOWgF8uo2xG7bpGxPWUvrMv6dW4pUZ59mnxTRP4pAxLfEvRn9WTme7FOWNfI0Zx9lGY3lohHUl6iWw7USX5y"
    "UxqrWOZnff6iE7XwK+bJf1RGQIY0Yu3DxeYK/kHEaHfZROLeI2JRHMvDSTO39XNw1FA5DHingzyh+wSvQxom6A/ozwywXLOeDZv4"
    "rje28jE+69H1F2j0XQJi3pfufGCnScrXDSu9UvXMNHRy+BJ6Zdf4c2nnNXuuWazbsIT12ekItG5VZ1PZ//FU6Kx4flUXEFHO9ZRU"
    "7HszdJaYn2doVL4PJEUJ+8JvxrhfEvdO8J0J1hSYxO8gw5kv7rpJRz5v1wGxX35SQdSZULX5pIuNY/MHynacORoyflTGDuUr1Ppj"
    "RVPUusoFpMnfSfkh6P31YI31PoKcuw6/nRf2Y/+Et4LPSelRrniEBJaoTXd7PpgIfR/iDP8B3szpMawc21N3DLLUTe0k623dhK9f"
    "3gNSpYc8LSfKjnIZnnsr2BV/lwbwZpFYlKCGWuJQTuJJ6OuscDFvpEPIQyXLiFOJniPrmW2xGqd5EU7jbvkemiMGBF6nC7Hu31us"
    "eOsOlHA0dNYwGQo+eg665d947g5S6Wu0IivBPjdM3MTUZB7pxJv1msswG8WisKMlR9+1TSCY53X6P5gD4HIHJ5MqWrP3UeH7uM4D"
    "Lo/TstO3kQxtxnKfa5FjNkLWz1AdxNq5P5t5EnWBvUROlrewgyvx7t7splDLiP/R2P2XiMRaB0PxycnMVr0OOk6kNu/dz/nv20nW"
    "Y9vI35H063czC9awh2BrYO0sI8k2z87qeKz+roqz8Qaw8u4kyAqr8e0L6d9blnFKWwCpWYPdmYFzO0Vmwg6uYazdLLxjZXuxfP0e"
    "YvL1F5x/nFaxcjZr1OklQSTbSBstxZr+OvqwLJIxBzL0Zkg52/3tpIxVKaNkc9kPmrFPcDEs3Zehu7fhztfr48ED2KM9Wuja/QUo"
    "vIS+pw/0DtkDd5kCmushKyTKzcn56HsIuVFJlL2YfS1KWZV8v+wDyu4hNwLp3ox9eUR3tQ52elnws96tI/QL+Tg8vNV4fU7Kmk0+"
    "jDMqFFPDZltyFrOr/Y7qLbeh5ryOSMV2Zx/J+MqcmE7Afn/FnlgZ0q771Dr6+ZLU1RG+jquLspfr5WIz175nrpPN++yAHXwKOu1t"
    "HRpUaVQj/bHPwLJYwp2Qaualtw4YFbSfE8C2IfW46/FcA70XRUwSPtaeZc78Yz7b1uqJnqEHNcuImZsitIu4DO5PdS/pR1u15WrW"
    "5rlqnb1f2827PhoSawb0h1XLPQgq6yzT9AXG3kQ2znLbghUfri92ylfNJLlamzS/BPv9po6D1EkDF9wvf4C/vqeOsylPQ8Q8UoOl"
    "nPNx0uyZ9h1PzDo2h3kLPaIW26sv9UZc73igxBLYaiarL8WJvoj33MW8qID5bBWcq5ljVlt7RkkrWfHSpA1aNaNXR71tN/Jjz9M3"
    "ff/4NkStpYxNGgIu3MW/NXModxDri+9iOjXs02hT4rqJ695wsgzDya9k9+8Nun4jXdTqP1Bp1ucfWrVOU5ZWFufsum+n6Ztysf4e"
    "4vodp30tX9TT1fWeHYO9eY9RnzQzNep0B3H5TJNZje98m9PYE7WO8Yl5jEYbtvqdvTR24fmUMcfndPCJRUjOxP6vgpywaeAp8t40"
    "P13NpOB62rQmya8F9VTqEuxpjDlcjXjtc8iSKr1H/6U7B8rJM85Cacx3JLQuJR+EX+jh4NaerZ4OdoEMSoSbA/Ws126+UmxrX9ft"
    "Kkd7iou7dPEz/lxmgJvjkqQGcHs6Mp83G/oq6Vm+51YoP2GfKqDPK4EVZ+HZCmeJZn32iXkp7/RZlVlIuCw0QzHr9V6SR/UYcNI8"
    "rG8yNFxvn9/s7OuYr63cmfH3CXoRPvsrO5AshcQcHpQDeQAVyFP6jdwKup8Fq/QRfUWukJdhHzwUvKbPgfrTRAFJRk1WAsFZH3Xs"
    "jIwJBgEl/FM/0V/Cfq3mYL/76BPhXeDkP0B3W1De9IYuexjcc4o8hH34RJbjRPqxPqdBX8UuleFaJaxHjfseHC4idxL7oRpS/EEv"
    "hr0xTk+Uj0BLOexXP/kESGSAjJJa+t5ct+xdmXtmOZUDGFVeA9pRP8fTJOpS7zd38S+HsHeStD+7GnZ0O0F+wynNUYsOjYe8nanj"
    "5VhxnU8jHRvmu9QNkv2ljPs7g73KOssd7A5XwoimkwSdZA0t6WJf/XcddO1672NMskNMN+zlvaCHBd5HrN7+NY2yJySq+e8qwUt1"
    "1Car9G8+ZlRLj1MjZJ6TYoMkou0Es9QulruA7ybgSW8Sy89/CZz3OFZ5uzb1Vgjpv1CPcQIZyonGlpPyEDTBjfI09sLqWRf7zmMl"
    "zeYcWM+c1XqWbI3TafT+gqSXDwn21LZVbCcRQgvy0iarR8pAeVWypP5eoJb9oJtfAE4shdYqIpKoYn/Oaj1DzpLl/NnmFFcwjrQY"
    "q16gN2FHpmLn75FJwCwxerpXUX5+Rf//sbKSM2s7Qkvsw6kyrr+Jm41cA7oqBVUWs1b8Sb0actVqO48X8T16+3urvb04ClIvJ4O8"
    "RO+ZR4tW95v2/mnXcyLn52BOhV4upT2Wouf/GTz1IZSSbThrdYRkWclvs8zSlJ2Lye+byiAfDc76HKgckXaaHmJljk4U7VkJHkrl"
    "Z2A6Kd4TdOaqAwr3Iy7cRTmLc8vlvZmr8rkVHeknTTB6m4G0iVFfDgAHb2hhLva3kDkjBFLC+nDJBPkYmO9UtUmGysrQJPewF3vD"
    "R92IunqvcPOsltbct+1Y1dUZ6LaYUaXOsJ1+x/NOYh7pueCu0Gf8ZPKSsDxfz99Uh9VJ3HSQ5jq5eVZHIm9RluSrj8xrb3G1c4IL"
    "5B0do6lwU/mnxsOjgHk6B/8K3PSfkH7RGGXGUR6/L9NcOAm0cIFYl8KtoN1W49m7BnfLzfIL6TTFPkjbQwuWER8ux78bfM2j0Yrr"
    "TFqPZ19L70iM8tKhvwtJs27ydJxyM2Q2SkavJFVVMAZf6GqdxWZMiHUzYHfW93DOU3G1oeCdG3CSV0mcfavayFHAUd1lAHRGO+Cj"
    "JHNZFpC2TQJ/S71rWtBmUwxnHkwaFHA5eySu1I7sMe32PM1enBkfT54IBLCKcS+L5MzRnYKu0osd9CaJ1d9UMM9lECtAGiCPGiiR"
    "kt4iT/iu845ed2JP69Dnd8XxqS2AVLsx+znB7hQx2uGDYZUPFusSavE56ymUIu6yeMdKrNx5BqzrxlTaS1nWb7kufnWsVqgglW8t"
    "rjP3KeSnvmIdwjcwHzbD7IaR4voYWP/c77GK7XwWiPMr5zj92k2MWUBPVQOz1K3fajto19d0oSS9/nHdEZewg5FlgR2MV0ZJjpOz"
    "U56yk4yj7CwDNqpRcT9XkCevgX1jsw5PDk7VF8TifVfq8/Kenif/D3VvAWVXlXQB141CSIhBIIFAIBAsSIDgEFyCOww+aHAbfGAY"
    "3GFmcB3c3SVYgCSQECFuHe1Ou/fz+nftU/d2I6//NVmsb/1/WET6vXffvefUKd21a2XZF3K5APb6IdjyBfCCn9STotE2JV5uwXVP"
    "1+Nge+fCn2rAWqwhC+RKuUxi/EMV7XaYyFZDbdPqZeZxTbuPO6h/GxBPNXI3ZhuDiP6CPatGhFGj+qveyTT54kIv0S6cbxE4Nhu9"
    "u6yG07irGakUiKHLk7Mg9LJXsHcxoJSNpzPP+7MM1DyfrxOzN9r7V6b3uz5xEJ28m8hisO0kZqNt5i6brJ1Jffyta8Wu5MXYXwyF"
    "uzI5lSP2+ltOubgfv0lhBs7XV7KD2Ezn1eUGHR/tGm2tXfDejaTedZVPJyG3gt3PT9i38aytnyibsk/OOmEMRz2dSJQsudWXcnps"
    "pV4s58mdkKCB2hmfPVM2in6G5zQUe30rvKm478us1sX0ASq4Wj8lOJ8QGYQIbLnzWg9ldDjJOSE708eDLCUxTt82fav5JLa0vIvZ"
    "zWWOKq1nfc3ixtM8T2wMkGs7H+ocdg6EKKffr6Kcnp5rqfHTo56ZyWkr9wExuI50W+LYayVGoH+bSWQ9/W/FItfuErq6qnE6m+AL"
    "rclZcd8i5s7xnGWo645lDi/r6zhNX5AX8G/D57wMHTQJGq+f7BF9QzlMc7JBzk/LuazHLtTjpBt8tG4yHVHsaB0pW8AHsyleN+OZ"
    "DQtQTtYgm924EjHClm/ZXx6VrvIY5yJfI1fhfv+pp8LXexK7/4lY5GTcBaviKoZqmoL1eR0rPj3xXfOsB+d0bQkTXdOs8Bue4hjJ"
    "0bNYRTbnbJ1Gr3/WOZo8TM7L4H73wr7dBIuxkBz/pUQ2Wb/dvXieIbILIoj+8ol21fuhD4dEx+n4QmxXs200Q+hem6D/lUbGfRYF"
    "PColRMa9h6vuTMbzRvfb95Bg2Y2jpLc0+6zjGMW7kQSUwB9nV96gFp3AqPMQCXhW25MjfWa6TZtYg/cWvILNpdmZ1RdxUkXAUAQu"
    "yOu86mM4sMFSaNOrHeeqzdbMJXY6SGRLUiszRPBDEuv+PNkTTRt9jp/cR1bnq2F93sKulkJTj5SHZWNZ7j7cSgnuO3iilUQxpt3T"
    "Kni8EbzbF/R9RDR/leewaq9Bw54njXIKp3gPxT5P0gvEMrOnIF5+Rt6DrL6PVZ3Nq+xJVP8+7BKrIjdUvwQnEKyJnenuzKfXM3+5"
    "umzo/vW2xJDmyL3XQmzeeZKhL29Ssz75bjeUV/VGnKaPILXPI0J/Bb9PtvMVlTkCL6N3MKKoYD6mhRyTEeRtOePQDnjCGvoSW5LN"
    "J6z6+skkQ3V/MovzfgG7jAKKeymzktarURxdWxz5a7FYnWvM0G8Wzz97DxHwxtHROAuTcJq/07v1eUQqoxB/LCLnmb17PGuYA4iT"
    "G6dNSXeVYs3Pb1Mp/UaHR0uwWz3lCX0Ra1OJ/8v1fZyC0gTbvBr7jcKer+f5ozz5C1fzvvoWj+dC11mOe9qUTB0JHRhjsQ7zybFS"
    "CRlo1r/hqh9rGSc5zXckM6IuOUge5SThRTjnJayBDyYHyXx83liqjQNxrq6vy8iU/Ck8t6nY4aOwqsdBaioKR8gs6Ksr9RrojA0h"
    "U8fBNt4gE6hVmohPruI9ptlp2xMS25U18ozPXGrWibDYwToNhC55Q4+GRVgP3ud86p2uYjO3DQc0QrtEpyO+GA2Jeg0rMxpaaCfd"
    "zyOiTSTkyRsTPIh9w4HwBQZK3GWbZ5U5WK2DsB6dpCF5JeOduuJd1YWE7yGtnSTOo/5x73IKHmY1PYiYbTyPKD7H+LhaP0QMbVjj"
    "wbK/2CTmKbiHBdQ1O9AbiU92PmHPKIVXX+oT6gLfUIvz7GbJ7Ni2PpdzVpcaaIA0+6Pi2cV1RB3n2T+U09Zu5rieb5/ckTybhcRu"
    "BfaKN/IXFj7oeE+Hsg4zC5froML+kNBLCpN5HbuLYGez3pcda42I7D7ZNtqyFbn6x8wISu6vfSjPwfPrLAXnhvp1F3Zrxc3kZDZk"
    "8yRiBC0ueR9PcCsjjymcpFPtu5f3qC73BxWbtlV+q+GmkvpDJ++MsIz6CGjmg6Q1Sv7Jq+DF4ixD895A3HjePeUmDVjEUkhB58j4"
    "gLPcTWNSmcachnHZvQcpHe9d2Pb8S/g9zdBjn+L3W5P5II30+3Jkq6yDhIXJN6Fa2Jg8bzPXuxVJHUfseTyLMXfE2I00IwmlJphC"
    "JuBaIg0m0Quuw9OG7zRWjFhGbTLkZRJybB0cIRm+Z3U/Iz2gcT+AtjFJWltmw9c0Hr8x8N2L+8rFX1kxNsZi2n9FrgaLLlP0UGZj"
    "MtQei/VO7HtZO3cdpOsHl/5a939TiOLX4V7uzz6CtPuVdaxiKzH5Y4lqsq6505ljyeow6SohK2ZscBZXryQzYRk74A53hJ41jvXB"
    "UkqejtUR1feXMq1v58yF09/LLeDb/PkUSMI9UlwjBR2S0dZ5ca1nMs95hX0l5KFXcjRYjnm1Wg1cozE7+I7UxFXYlzp8509q6Ird"
    "ZTOs23jI5hQ8wTC5RZ7inMFmfRtPYnxL30Pb2zptzdpsKzdQzv2kj2FBZrAL0bIQNrGpD3m/29Mhv+UOfMG5A/Pa2Xe1FWm3phR8"
    "BuTuknZWmIJ33TR6p0WnX6GD4l9Z16zX+NSBDOyRxWB/E2MkPlAaGNE2+/Ua2B+pjkhuywQR14Cz5EyvSfrdQlU66Kch5GgVaWyD"
    "+DR+j6+ZcxmnYebf+pIjy0/grv03O97z+g31VbPPUFX2uoo0a9sVi/NjG0reOdILtHz5JLO2kHhqkaY2axdeiaQtdj8wjw6iHdvI"
    "M4BZ72VszeCvIW1nhzQkf8vSJ13T0WmmR63qOIBXHyz15CcstJmbEzo4pzu6Nf79bGYaDdF8Dc7eBlHG+41+ob6qYlxgum/TNj2G"
    "MSJhMaTT8hYWtU1CfBHRBhrKpRjKTZ0pIDDvh1eaeKaL12nb0y7byT4y272ckCWeQ/xHkI2ujs6bgntr8vguZBkGSCvKuo+oVxOK"
    "c7WEKc51iaW0mRHxTobZMWu6dPYiqjNEPcs47TJLxrk0rVUToljLXk7TcmZdJxHrZ5yVFZ5TakSk0+Qda7Vklknj2ywbtq33JDYk"
    "Nb3w6xc9QNLOmdLKZBDORF/JtDk5Mfo5Cz1xOjlXAgue+rqET64krX3NrWe5DOf0FTHEWDMjw7jbL0UO4V2kexspi1GRVumZjPf3"
    "4kR7yyK+yVO4K6Tzc/gOGe84yrjXk3UMg/nF6/p3N7qGsb+XwoP9rQZrrfb+XusEn2wT1mY1wdup1yzKYSHWkmMkTwy5oQUWM2NT"
    "HNeZ0SucFTpcOceZF+pMh6tDly3wbGyerO9XSdzzuLbjUbOJ1xm88kpOQwyZuXpm/ZWRfg2nlGyHSPBLPZz5kOX41kk+2zRkzHZ2"
    "LbKAPy3BtT7UbaNGsl7WcB7ZQqIs1BlL1COpVm5Sk6kPPFLKM/49xvsZYqbOil9hQIOnvwasbieZxrkHVsV5XBbrz8zSVsEDRUye"
    "1INtDnuDT74OEeQR5Hupdu1W5d1xgdHE6osPSJjju8jvse2uxn9vZufmQzzBc/nZwMgTek7Ol+U+/SLrtirD3bGVbvKoNucdkgW/"
    "qz6U+YBdbJ1hZLLXpBv7Kjf9Sv/ndXsJPL2B1bPg11VOR97CY95cG0SI+bpz8d4jpNUepBLrup7EiOKs5/dyXvP6Y8xp4HDIsncl"
    "MFh2kda9rSW/xW/PSBoS2lFWloyfOItBa302YaNHibG/s4WoT/Bpcnt9GXZ8Oc6z6bAZnCLU2zmZY/0RMs2Gem7UOPfYtn84sEv/"
    "cXy6uoSM7xTY5y/YUf6tfoI9OygKK1ygHcolnK9WU3nQcD/aIpfKqdH3WhttAj30sG6rg1gHt5rxMYnNCnPXbVLslhLzQQfmtIAx"
    "CxJYQxSMJlZuDKW3uGW6hj0es8lZcLiMg8+3isyBhu/UDsPMntGRzPXdKJ/rtfjzSz0LkvmWGo7gLaxpX5kLe2q9qltLlU0mklX1"
    "KOoFk7KjWamxlXjWI6CJuM+d3Ic9ljX+n+iLZb0DMOWz6rsxJk3Bry1ug4vvXJaVm5TbEMvji8/Lbi9i6U6LlcdKdGK3QwOrf02c"
    "EFRgBjrG5WTZH5pz5FD+V8xVrfrnj7VYirMNskmfd4ponix1eb82sW7BmZHaz4YXf6WOtZVZOBudcRZaWPs5jWxlLbQeBaIsrVfl"
    "r2KTPg3520w93swJMU1ewywnQii+o9/j59PsEsuRT77gemRqcupHQiYanJElniPb4pqjI33ogX6+Ooh6BUkTJFA41duxslEHeXua"
    "kwNbEv8k7UyGxrOX1saEQT7r31Q8a/jnvrJAn8a6/YDv3cnnQi7Dk90mZX/yHUz12nLohTuVVi1HLqACa8k59oWfKAXvLQvZiPfh"
    "KQwkZ0YVo4ZLZShrKCl2/tb7HD37loMSjFI+8SlCnmhVnAmTgn/Bc3yO7FtbyfpypZYgCvxSz2CXeL2/d2VH6CpWI0PkXA13KnDb"
    "mPa2WGZvSs7GyRkxtETI5syCxik+Ey3FvpSAW7FYcBE/3cx5Kf0RTaaZpXuCHeKWJy9DjPoa1sDQHr2jjeWQqERfwhlfoDfrrcyS"
    "WOfUX6ScFR3L+xwrZeRwt7mG3b2bJHgBQYcU72PJ+4wdi8w/0HDGW/QzLWPmdG2y2QZdnvdqUw7a0s7j6uxiHshZV3n2Dg7xlank"
    "zgyQ1kkHNinzX+TU7yjLtGNk+e9zsCc/6V2s2i/R/WRjzkM07241ciAYt2WK1/7a7Z/N0LyYln6XDlM0JWvIXdpQ+FHuL9yhu+uj"
    "WIXDsYbG37WUT13BjP91jCRiGxHuMev8b+Xu+eaoQzXBmMY+iPVI7yOL/KlCZ3k+yfnltW1+MfRM1yUTgmM+TNOUxoHeV6xrMNR9"
    "rcfGOvgXIQashGWLUTOtWnkVie1+Dax1FznW2YCF/KHKrt0qx211kTPJyt+gm2EFpiTxQY8kb1JIvBzb7T09m6c8W8F/rsGTlrOz"
    "okan0Ou0HhrLnNza4VDo4+Nx3XX1Or1F39HRujLeeb40UMZ35J2WMZc0A387R2wyaS1tv/Vnb8oOtuFSAt9+oXdBxRM+494DZZ9q"
    "xvnRe3DikXVP/wgP3+ZMvMk5lC16DCRpMnbUcHk95S6PGdpmMGIf9mpIUQl26xgxLq9p8J+nQ6Imszs+o/EEm358d+i/roR+yEB2"
    "zKacLvU+nbcR3tJSdiw9T+6xel1A5LOdnkZyNm8p0xEXNMEvuyEaB4/mc1zRJna02pu+bfzEuiSqDfyIq/zKLi3FXhuiLcec5+Zc"
    "4Trn2g8529mJXc4jJiywQ6OBHmQl5H8+sYth0s1Ml4PI+87iE2DR3zLs7AJGjDP1v/B6z6F3eBu+sZb43zx7S4zBaxr2sIYndCi0"
    "51JI8vXYX+ur/RQn5nVErK/gHauyjtNF0n6arJ8jSxvXxM/bU9SSpdwk8BN92GPPZp6oBg0ZDkNH7fy7/HnHxLOI6yd52tEWPH/W"
    "GcniCbB577KoIU6+wKpBMW/DepSC92QoDUNxNtFnqluhHHEv2Q1RmrEILZfrsLqXyQlYy+Oh9ZY61tw4LErYEXaa2CTKoWQrC1W1"
    "D7G+LXoSPb5a6Nel5PCx+nkpd+EXymeDxvFAyHV29BO0qYR8QQ1xAi36spzPXntjRZ6BK9yN+Gt3uQdX20qOg+17Wn6EhTHrX+8e"
    "v2Fkg2cX4u75iRUvkJ2sNc+V1Sf0RvzE8p8DZBSk5jHEuJN1SAf7niWQxnLs+iREYlY3mAr56S9/iYqjA6fQYuYoH0208FbJe0w7"
    "RHNx3SW4z5XEeMJnyydY6Z7Q7/OIbv+FMpDjfNa0Hial2IGjJJNUnEIGYmP3CGoSJpZfT620XyO5emXk62pxnEod8+IFaGaTq85y"
    "KLMkaXp5H+sE1r7HEi1ic19yrOEuIevB4zj/1XqoXKsnYBf20mP1PHlM/6Jbd0gxhr9WCs56Z4iiq+Ud/aEdeSvOy1bc92+vJlHs"
    "M2l2cR3Avd+Oez4PdrSJ3HgjZBN4AdZnFGEnusn7eIo50HvmrXSUwKdwJCUkS0x9qB929onw6/m5LfhkrLTeJ9szfz7GJ3pOYuZy"
    "oIzGKTxQZkL7WBQ/ljNzvtC0tOa8AhNX1vOqYSreRuS1SDEPF88z7isfIL5boCPxmTN1P32xw0LsylCs9ovtrHVlm47jnMZZu8Np"
    "/QdIjCTL086liJsrb0cflOPkNSU94fY562cYJE8yWxe6V3OU+828ky6nz+t/4cd9peZxzOQqWwbtNaxYhqi/jhIsVwP7MKzu20xs"
    "yDA5RUJ/Zw1rOmW0BnmfIL2Pr1nWJ7nkYeOO092wbll6b3vJkzi/H+Nujc3eWI9tKufeshas7lpiLHLVtDTFXknBc92GLMkfwZur"
    "0F3lCdztrfojtMznuruMgc2ap8aI9APk53wtQIKKa+U/dyZa8d0u17MgIfuJ5Vvm4tlGyDD5RAwlUU086E/MijTqXfAO9hbLxE5y"
    "DZDD6V6FHCAZ1xst7Z65Yq+YzDYzV1vNbrpl8G1riZzJJh0/MTdV0L/94KEFvrWtiEIPudRGTlP5o07BmL2ihf5KDc6c6ZxjIS3L"
    "6LE1Im45gdicJu+P6Mh+gj08mxZ4zSqdtyrEvGXwbDaQ2Xhvf06cWKLrRz0gS5+386QrUo0twJ/fmlJtDD2GFbnXI40UKyIxV3Pg"
    "TVhGOzZFT5YnZCBOzBP6rb4BuVwK33F1+TenwQUfIfDyWgVjM+b0J8C+NMvTkAXLro7FTlwsNv38F1YCJeEL6+Nx5Yl4ngnYq5HQ"
    "7gvwqVc5efB8+QjR2hD5Wl+A/2tduZP1n5Dz73BOBsFzfiDJk6WYyVLWJu1+psNaNsJ+VVGflRKVlCMbZboNsifwpcW5wDqsjXWK"
    "dcOJfB070Ekexy7aXKIboUF31Dvgp76DiDGrp+vl8NyHR3tjx9aQlt+wesQxzGLOFDb86/XwYUxLHykTiSgpfrLMLvWQmGcqzrkH"
    "DWwoi8meM1f9nhnnL/RlTrVp9AlnZ1CX9RHr6TK+5WLfU8Ju9YJHYwG5sa7EGf7OXnVtW720DLr1FXxAnfoKPf5m8qGIpJKKU54Z"
    "IrMoBa89Wz3hBJkFr+NLnPWVZDjkrYv0lr0k772Xs2g7M0Ry3yyPYgcrmGM3Fqm1Gce3wHpZFJRmh9mRrM4N4XSDHM9YEydRZGm9"
    "ViLiaSIncGX1SWmmB2QsISGHYZ3769O+vgYNtASS/LPujO/qJKdD/9wOO9GBFrWWPMM5ehTDJNSJK5xXN/BtprgXWzpHWEnSoxjy"
    "98dIqLbWOep7XanjSs12dHoGsq7M09a6zAxln3ozT0XMYB+zcOTJTRkyPqs6I4JwipUmrLaVztcisgd9pw7siM2yulrMLuzv06oK"
    "XKXAht1ZQi6tyjXYPtCK/YlmWhneylRHvaaYm+0kHZi7a2F3hBKPlGV03cowkGOUX+N9R3V6kzT5RGOrMlZiTy8QY0C5RcbTX9oC"
    "0jIF3/4X+UqrqUH3wTmeAr1uMc8YcjNnHdXQxAlUafZQhN6iK6FpGrGf3+rmPsd+YzEUdIrMQ7mkqyZ0wgQOuk2J5i4krItp91mm"
    "QydNwzUfRuT5BrTOm/iml6N3oc/q1GY6VbCWZLx0DfRs65j5yHolaisJ9Yose3KaNDD6ZCnnj0uIquZB0oxj9Qu3SdYdvq+ECZel"
    "ZM/og+/5kf2d47AHe+M5XsFzLuMpsd4d83WOlh2wpuvKMsZEJb6jzZyDluWkL2NlvY6sger+inkwdirmcX8e0heJ5X0J6x3JVfDz"
    "qnUWTkczPhn6yrb2+YgZzru0DMcsMkZZtmXL6Bq9Sj6HNZkDfbStGHNxll7oHB2H+LeKWWdjCH5D38VPZ8ArMLz4Z/ow9FQH7P79"
    "0lXWoSxpwpUbMrwW55dpmFxXo4dIkJu92X8/D35qP+jWFkYOCyAbtfhznv4ixmXdpK3TrNQnruxG9M0Cx+WFM2z4uRI9V0p5nVLu"
    "UTV7ZE7AeSlnn9mPzDCaj/o9V8N6CN8iZ3e1d80GK1gDfbAlT8ItOK9zsSID5WV83rh3O4nlqyawJloN/bCh830V6BXMp6yMkveg"
    "d8boe7oT1nMKdPW1ZEocTH6KML+mxeeGFhwx3wPnZRUyUCo19yxEx12jxyFVe4hFGzN1OfXZcn1ebEb2HL0dlq2GHfbl2L0fdDTt"
    "VA3ucCdY1TUk43yPC4mv2Zq1zw1Zx0rxmzPODLs7+WgGJXmEVhadMkeIFHulmb0olZTUqd4j9yb7swNjyEvkLrMJadY9Ws8ZZV9h"
    "t/vLuohxrQ9wLu69L+T1FHkbkf1gyH9HYlks2/0F2f+amMfNt7Fx5qXsxAnNpnnqXQpaiBRMw0qnOUNtfXJ+m6TPIPIvpReJMcHN"
    "h0aZ6HbgRGdzyTMj14Kz3hMxSAGW4np87yBI8rXEkpjFW01Cn9vKcrgYS53N3llGy9nP55WcLFkNrxTI9F5wzv2tPb+d9byi0ndo"
    "zRmYtuwg60o8v+Bg36M0/2tx3PHKYqjcB3H3W8gzZLV9F5HXerDHayJa7cMugh/ha80mK9iHeO0I+Vh31LOgLx6APJwjf9dPcKUT"
    "8GzGHzJd7yHjxCxYltk438/IBvIBopTv9dHoGT1ED4220Gd0F0jIvnKS3AatYhxRATVQpnaa36X0vCXGc3GMlEAGN5QSSK7pyApd"
    "S5/UW2Uq4sqV2X/2JbWq+W6L9Sk1yT0W37iUPY6/UJueAn01g/Fu1plFQj+oMYtU8IQtgRX4KKrUbXgObAZhTzzjL8RFnomIqj97"
    "xps5rTt0N5oWuEsXyb0SpPN53HEJkUMlZMpPcap2YCBPeQVveMI1Y5a2o3MpRtzFW/XwqJkTc1aDXZuM5/xQx8P7sLr2WuzGzkM7"
    "tdCHrsEdHg2ZK+6/1WDdllDDVtNGGp5jT2IH78Ne3SRn6MhoSHSe3CKH6hFyDXZrRCHM61Lo5xhPlHX9Y7ngueyBT7PH1fbK5kA3"
    "sr9rZc6AyPk8zgInlLQ475o4si5MFc3Qo/sZWizPGSnWiWv1lXMRD64mP7HGFLhPm/3cPIazXIK/nUmG5mr4lUJ2pBJambcgVcMK"
    "r+s10Xx5u8OEwgmF1XHS/iX7yAX4jpABWdWrsaqtk4OsXrAUa30VOztDD0fO5w789pVaf8V47F7Bve8Jf7CC2ukgSPcusIXGqm28"
    "Q/vILtC1t7Lmv77MY326gbWoLlLG02jcLJdJqODWMRNZl/hw2xKXWduGCfi3fA8F8r71k/jEi/Rx7uACcfRT9TPPwBke4CuPHn+L"
    "Kuoov0a+7Jl8j/XWBOu/koyUgFauJR+WoTIDZrv4JN5iaGGT+wPo3+QT1Er48/dxc+vdZtSmvbSQ39C+Z1V6rJZfn+1dbPFknC5y"
    "kLRFgEdS7NfvX7GYsoRZBrM1ocbQxH8JUZj9GHF1lt9W7Us9w9a6L/brUEjEKYiAz452k1v0UpyyT6WLNsol7IL+/T7Yr7l6G64/"
    "T/+D/XpDRkOeNpQLYd9HSSk5pCz/bKvXQu63FHzMB0S9V3dIkk/Nei18LnvRA6ej1Wy39/xUtc9AVnb9dP5V7WNFEAOBZTGvAU8R"
    "YrpM4jOHSl3aq7i70CNrSKpjK7ex97kk253yit5afC2SFkeVNfo0LmWGtMXnl6XIm5H3GV77Szz7uBvu4hH4AHey93xlmQytvqeY"
    "7P4XdxBFIdddzQloddod3kEP+dQnFP6aryav20AnGfPRORKqd3GVo4UVX+PMLvbKsGhRYT7OTS2nQFUgMrlZbC5VNbzS7aXR8zpZ"
    "5gyt99p+8pZ8r6fR8p+DT35Ev41TcmRjnERD/XSWb3QHqeO8q08hNVtGxbvbTctuRV95T88+2B79Aq05WGqYA/5JLymMl6eh0UbD"
    "j/8oer2dmRqbywTngGjRGP8V5+u7ymGso1fg2mYzq1ktOQSf3DjBvcQIoyYtdjKDFliAb6mFL2U+lc0G6QuP37znn/WveIp7ZBui"
    "RS1v/Tm10RzEWz1xXszqGiPKt/o47qgX9POOUYHThGJUaMdk1nTocOhBHnfLth8B//0exmUzcP9f4ls3gZ/VFZ7YYXjPnoyIZpMj"
    "qBxP1M85QuPJKCGyTzkS1qYqheyk9ZrH83hytGg7S0BN5xk5l9CvNP+gHl5UiJkaOCUj7X1ToSKQd1xSgdmptR1/2CqjLfzXaZD4"
    "DeQ/0BJz4NnMwp6ugzX4CH/+CFkcA5/I/KZJukC+xjePhbae3iYXFVall5/nrE/2Cb1CxuCy2FHwph93kAz7ANPkYarh3OwmTo5K"
    "JXYs+MrryLrMH52FM2kTa+7XZ/VGyP4UcpC9I3+DT3UufM4j4JnNweuPYU8qEYGuLJtGQWbS3rlSIGbP6tdLEzYwZSeu/boeP3+X"
    "uL4x7HodgpNWCtkfLtYlWY7rTtfeUscOX+MZ+kY+p6bI04dqoKeRImdfyL0eBu/iNDlFNsTnvtJvojKsYQle/1ZHRN3JjhA6Ea2P"
    "7nPOwcoy7pymr8Fn2BS6dRT85vv0TOzefTjJ/eRmMb7lgHw3mVvEWL2KcUTxV4pnaFPw7DJEL2bYSWw5mGXQy9kVyvd2kJ2xSp/Q"
    "w+sNXXiFGOphAeXUKjAVzDhloblMv/8MC3lau7j1HRIf0DppGph3rOc0ymI5ofbuuthEpeWQO5PVDYiY2IYe+AJ6j8Wv9nWSgx0g"
    "sRwth6bKkLM6Q85J08mDyEJfR1+r+B2syFqvWHdUsXUr/jzF7/rxhEt7gOQdtV2mf2dcG5DJh0k866HgU2j/qQ/DGxkuB8tIxFGX"
    "YZ2u0pt0QHQO4o9LxJiWMsSwToBeWUsm4Tr34vcO0WL9gFI6Ry9mdqYb/DSrUBSrhba31sVeWZH6T3sV3GJrXfwVw8xvLuk2vQH5"
    "xBaXQD6rtRWbV0f+PpsI0UjsSC3RSDYdyfix+0QV+g5Wq5ZYu1fhE07VF61zRQbLxWL1yhY888vse1qOte4txhHxMbTYOoyM/i2z"
    "OGHVJhO/Jw/q2xr3cISJWYaOja3JAiLlQpZvKKL/VTkXt4ZRd6bN1MktifLrSS0zT1/VpxGl/Qwbc528px9CIj5GjDqEZ3AGTv5f"
    "cIfjiWOx/Pg0rPxZ8lcdSR1gc65n412nRp/oy3qe7I+I6Uz5ipF3nX4PS3gZnngR/hsgvcRqgUtgsaqpuw0v+KN+QUT43d7lFKzN"
    "OxJ4BTrJfpxdbhmviBl942ipZnZ5ADmNWjtF4hkBqyLy3J4TLb/AvZZi5ZdjrXtif1PY0b58Zx092uYE/RJil7Sj/LeSOqKjLHdw"
    "sr5ZWDXaGTr09cJ3kpHb4bPYk13cTo2lOFtzyAvXJpZYsFIHEF90HyfQZViHsrj+YMZKn5NRpB6+XDfZW7LOir6v1LMC2UIbN0dt"
    "ppCxfk5gZLO7DJG2E2din6K7hAjOft8qiVsqaGFSzGtO0VW0UNhS+kXGfFyln0eP6HGQ2HLcxzSdSATMUqzmcq2Ws8krZXh+ZSYi"
    "w0yhyYf15/UXm6E1R88Xs8ZLtFIm4kks+zJDf98N0/F3NdZiXN2/Z/HeOJqKb7SZFyMhpfPgEy0jT9EUr68O5jvrnAU0ZlZrcF7E"
    "0Ckgsq9U8Tx1I2tWF8bdG7DqYgxaxg+3jHmoEOvWk+nO3vmUGDvRd447sj0up6f3jpjXd52cRAyg9XLYjJeJ7BnpgxNTXPPN4pVT"
    "jvDKkDnm3zKfXQBBRmuZkcmST2sxtUy8Jl8lfzvYOwBfwDleA/L3oX6m9dDe32EPLE88XtpDDPzvurf48zS1QXUGvsW+8MRynHlh"
    "dmgTZgF2kjJ6Fs2c9xKilM2J0KlnriOb9IOPgJdid1JFnmfbn5+0FyvZFZzbmElQ41mvrxW/WkCTDuFa1VE39vXqZQM0Vzc5RwJz"
    "XdYnEoUnKcY1YZObspxFHbNxZFmpsWn114rFiH3kH/CbL4enPlr/BtnZOgozHeu9n8EmL6ZYvSnHn51lDSnhnm8FrdzM7zpNKpLu"
    "p6ukwZknMtCulmPaVmzyZgvZA4awarsUcjsJfuVPeoz21RN0846dotlyg+6K7/sU9zu/kNHAM/6wo/ON5+cG9qMOkH9CLx2P+PUq"
    "WR+y1Qu6fTcZrsY1OofIh3pOYLaaXSW0xShYhSnUSCmfjFjPzMZweV+/lTwrXsZMtQj7tFzPkHJGrrPxHRa5fAKttZqkC+/Dq5iL"
    "ePkI6Nwe2OUJsKpjcFeP6IbRY1bhjup1P7LGTsazGeptJlExP2M9DUeZY/03zyg5l3QD2J/TYWvK4AeV6CtyDTze74kc6iVXw06s"
    "IwvJRVKtt1ASGtnxN5WI4Ab6UkexXrqYfcBWd79dpupfJGQcvsP7HhDjPXsYn6lz1tMM+QVq9QUJtmSBtkXJdf6VPrOM4dr45ncR"
    "j7yvp0qOEy1L9QLZKbIJQ18izvpe78XabC/nwwdYoCtFcbzYIel67OqZv3J4QIEPspndmCajS30qZYO22ssWRmAhH1SGfTJu5FDZ"
    "q9XLJaD2J+IurkG0tQOk5cVOr2IH79XD9Xb8fA0iXysY2XQmeuZKaWHOY6nb0us93mvE/abgjzTp6+xBsRxyBc9nmpPbLqSe+BRa"
    "c6YeKpaRfwSR2TD5RF+UbeF/WM/uMmZkNoeM9JHZasjQIfArJut/sU99oMO+wcrPwtVKEGP9V09npjzLmGuzJFMylB2sAoneDrHc"
    "TNi0K2UffNKyPX+X13H1IyAP6+An0/DtT6ihWC6Xf8OrGadP6NtiU+AmIXpczJnVt8jOav3vdfBlvmUFsZGz5m3W4NWcLrqStDBK"
    "qoOWTJFL7xLW8epxgkLneSt2Mnhmhiiar3+DZpsm02Flx+K61+ol+jwk3mbFr/cH3AzFX2mCJ7uRtLThksh7PrH4Zyzb+YBUuKyW"
    "M3o+LuFUKrBKugpW93Dve8j5ZMnwHMOSyfbGKDKX09iaHY1nur2Gf5ul98FL+cU7hPrDP35f9hRj0NypYP2oEfYhdEksJNeKeAdg"
    "E3c0kseliR7HPDJ+hxPaiika4JN4G6jdN4ZPY3H8Op37yKaQ48n6b6zxOoh0LGo6XR7Xa8jV1hsWbHexedXrYK++gv78K7kAa71X"
    "spYyvRJWZi1cf4A0UGubddiEE3ssO3IFrrQavamQqV/GaaA2YdO4Vc4gPmU553hazmVnKd4f/LN30sS9sw389ka9ltnrLRP+7gJz"
    "5lnnQD7Sc8SlGthK18LZWKqrSnjXSrKBxGidKk0nPJoZdnPmWGfM0w/chj17ce5nGatjO3qtcZgE/oHAgFxwHnm7+/U4YSvtVfw8"
    "p3eFHHZfsVk7qQTxWQP/MPCo9+V5iP3uPPVkwHRZvX8WdN4ySk4ZkXL1zMO9JBXEH9UTIXwg7EmZPgsLtUg/UrMGoRfYvJpK5lH2"
    "Zj76/yqubw+Bl0u69q1Pban3wBwlMTdCyqeep+E3l8GmZ4gdTPt8uIBYTpPXMksd3Z31uXpiQZfAezCvcaIW7y3P6FmwumOJdLfe"
    "2g60aRny+ac1TAepo02/kZFhM/GuWWYDq5PocRARHhnIVUXSvZNmtsr+389zm/bZlNez1pXA67uTnMU5xSV6sz1bYVW5CZ73CTIs"
    "+pjolViq8/7nIc6rbLnxPmQeNgTp/pwcmU8wT4GlxTz7A8SQ9qFLucmt/irep5zxSbkZx3/Yc+0lcSe/RVy76YE4+7frkbptdIcc"
    "FT2t58Az+LBQDx/oMWjS86GNV8IaL9Yx8F92YYX5Z31OIlitUv0v7vAX/PkVvIxz8N68f1OOexgYCMJa2gyCbWV/rlEKns5SnrVS"
    "P30Z/8wIcu/GrE5by9Oyq1zGfo+94BFdpLfJMTIR/uRyWLUTYAuNU/NreA97QLM+C13eCxK0hCwBdoWryXfVg2jEjHu9WcpNsIxh"
    "NkWzrhr9S+9BjDYMdrZWr2R3eq2+LofoprCVKb0RUdE2crTeCV03FmfzCsSKge+/xL1uJdt8NpmZ+b+ikuM4flO3iXnvqgp67o/5"
    "e0MtPp7ocKKs7X1B32lAyv2od+B5Te6PxM4IPJh7JcO6dbNnycPUu7Tz3/7v8U+opxuDUmsvW/i79b5+B022GPf8Ne54LvyUeZCn"
    "GyRg7FJEz85m50VX3K1NW6h2rWxz/C4ScV6t2qSWpgmjpsia3vduqKy1yAQV5iieLY30r6z3udj8uWqd47YqzLFfRmzozpDO9jiV"
    "DDtY54yLBee9te95jPPlrUf1HJyIC+FDTdcPdFB0Nj4xTAL2LOXovbDqDcTtdZTA2b+cNsMqKC/CDu8AD+VH7NdifVtv45SCHXDV"
    "S+RoaUwYYmN2oiro+Jo2eYVOv8sZlOpzuieioEV6NOzEJzjnXaJeuN4d1CGbsos87/wZGe9amYnIcgEiF/OfpsESPSPWJ7pAJ/CZ"
    "a3Gnwe/eS/Le3RxhlfYnS1DwuJpcWsOq7wxfcpKv/5Zcj2O8/rGjNCVRfBNzrnlncBjCWDWSMC3AdnIa+/iXEfViOvsxGYFT8Jba"
    "TJFd4DecRRmIO0UznqGcxEiklqwBlcx/ZKhNL6G3Ero8uiB6rPH+dPWa7TxnkcyQs7eWPMrNiKGqf8XM9Ota/wd4unGQ+/Wwo/2x"
    "epfKfrDOb2E1N5bmJPrIJ/w+TT4NchSjTqu/ziMazPA620iwmLVYg+6ytfvKpfzESMYc1azO1vOZbSebWJ/YmyitQsLYUMtT0R+a"
    "6xo1/pAdIMudpa9cLNfJ6rjODpLzvIPZwA6SSfrC1iXfaxNOgekbk8FvYWM/1nfgpbf91bnNegTG2Qwt/vFScP4D5SyxHsxRdMNO"
    "7iF1jrivQeyzJSfC2mlcU3aUnaWGXZE2m7CTXCOlGiZzNbIaazs8G3dTTfRjhtmpav3e8TvWM1aqp8grei4i+K+lJyKqj/VUHY8d"
    "6C8nScF5hAZJxCjwC2daHkkpC3d9lNdMclyPRdyz5czvRck5Cd7AR2QPb4KOfVEe5l3O08HyjJS1MwG8eH27AhJmLOIDJGAjc1yz"
    "HHPfhuXtzk7WIY4LaNaC154DSqW16qw+ObuYL7aGHIqYex3Y0M3kUX0ZNv9NRAM/6GZRzjEYdQmTS55RsiFaN/XayuGczRaQzDb9"
    "YEUsRt69kDDfqpHRyiY4yUOJmQ390YOSfPjaPoNzOfbsa6zRvbiD28mXNhmeSP8EbVmarPUQ56Ot0A1Zd8/SZ1bedQrnw7RaNeLV"
    "Rs+SNDrDT9bnR4RV6+28GoMkTEEukHsql8yoyJBhO3wy7VihldrwKhU4hzDr81hDdLKF82U3UGeZR7SShAy84dxXwvtXI85/C++H"
    "robmrnDGoiWcMFfLExCqvT2ln9T4zGhNvA6zx/2JgWnEHX8Lr+xiMfSX4esflk8R0doMc5OPubyDbfx5diCKItiUFnbEmrWZRt1y"
    "mxiXwLfteDUNnFKRTThfcl5xU31HBuoDsGNf4Kw8brxSYjysA+RyCffZJentb63+b0jMxUZieOZ1ITfr0JepZDUk475h0KPNrru2"
    "keJ+/CI87d14fQ525A38exJ818HQ8COjx/Qh3MPz+PcMfTGyKZLXyQS9SjeTFanPrchnZuIMrcNMeZk+zzNWA8kO3XxVPGWWeXiV"
    "/KCGD5jLOYDd2FttensHTtDIQIuejmtaPeA1+FzLcbUy/P2zaAFXY6m+Z73SMoczX8txGuz+ShCxVFPirRegNQrPOKfaOqyUVRLR"
    "Y7J+ADmTzdO5WY5mb0TeWa8tA/sqI/sMs2xN9LMMdbKcnHdLcZ+Xy1bMkWU87go9yRU6BjtyjHwJC/+J3gvt1wXe6rd6gVwqa4kx"
    "Y/Wlj9nEOO0gsS5Ry0T8yLxNPWXAMl2XS+jQrmIWySrnWXYbj9UGIrGmYW1eUusyW0ee0e3kTXhC58tGYnbzcq8IrOZcCYHtpsZ5"
    "ChuYQ5yLOxvBPc7hbyV4x9XSTWZDTy2AXespl+O89JTvYR1HtqnSxCsaY+XiyUsZ58U5WALWcLJeC51mrOVfIZp6ikxFKXhX04gC"
    "v0uXEi21GH5FE7xkY7a/AmtQST8qS/1TzRNRDo23KPF0s7TpG7jFCLp2pj6IGOkKSHkdc5wT9EGsTffoOXxqHHashp9J+zW29fNe"
    "DCEZd7X1STjGYyzLIfA639MvsU8HYEfXlRFRJc7YFRLP4gkI3Cpac8vGbiYHyjt6ElZiIrTVYYgSRul/on64+7F6y5+MWSjX3Tkp"
    "bSjX7gVmSw9mzWBFvqdtTS7UPmJMZp7cTZtRw5cxRs6zs6XqT0ZNrAja5M/O/Py53/O/Xy2bdO5ZlSpMWM14nbnY3MsVu+v/q8/8"
    "X+3Pikj8/t7ZkmU8pY4gW/Knr87//orNnQ6cu+ZNDWVNsJZTawrMLezEjHADNN1S7y9pXEGUTg+iBQ2n0cJurhrdhVqlK+d9liYz"
    "nOLPzGz3bA9LclI59uZbFs+8xv+/ytv//kpxP2TFNN+feUqy7I6YB/t8GHbqETL+z4OtvONPXuv2ZLT4ugU22cVt2IO35emsJhKk"
    "QH7jvOc6tiBr1IpZmeJnYRcJkW1X+rTG7mB+w/w/eRea2bnUwjkp5qF1kBbnBf2/ktGVZbFjimp9Yp04l9b/t3X8n6l7L9Rq6LKr"
    "9U3dWQ6SD+Bpv4dXTocX3UQEQJbVYEPa7AJPqBLe5V3sFLYq/IecL11FnuVm/GQc8QHl+gRrYpU2jY6IgypN6e9nHgj7xkRu1RL2"
    "Rm7KqS7366fYje8Qw81EhPypx4WhPyPMF80yq2HcIfdCdi6CH7ZYrsDZmqsX6zftxGYhr9LV7yKrrbyUxVenmhmmTSWuEbZ2Pv25"
    "ceODiGJD9rlRr0c8Yl1E3eVG+Qx/24h9RSHTmOfnF7MWUs854eGKq8hcnp0qdpp/VHhevu74pvbXk+WLwhhdC3Hj5YV3yekyDpFZ"
    "nVcLjPkzq6FjIEx0CH1UF7AupeRst/3cT26WisItWiajC+8U9o8GRaP0PN0/qvaMZ4x2LOFqniMlxCundX+f+RlnTezJp5OrL8P7"
    "tujCush7yULEb8VX55+yhLMFK/TVaCx7XqvwmScLM/RraMBSrkW5z8S2SPtIVsCX6QlSypVqYL9UilN50sRvNHClFuL3o+Rhn/9z"
    "mhzqTCAxL3boWivBJw6Xe+ULxBYX622IN6/UIbIHfvIDrlv8M+vJvlLLnLMxvD/KDPR4vHMMVuJEnKRaVrPu52xcRH6420iKc9fO"
    "0xfxiR+xrsfK3fK+vq8Vcgjivse0PRz+mlgByxfYNM+P8G19cEffkte9mIymfOpPCzN5dp5P5ASFjIZJoe8kTGAiRzDHn9ba/Lny"
    "N9k8OlOvQTR6OGK/4Yhyn5ebZCr0y0s4d4MR+87VIdExshzveUU/w7c8ib+thyexePcL7MxOch77nfOs1S7T/1ITh7l/XWU88Yhv"
    "Y6d+QHSXdcaQJk46TTvnfEAYBMSUnWpDmn2jI6KJWN1N5XU9XjaX6fq6bgTNNSgKufqOHuWm2esQR9kXet7cduBN71S29xSXUZtZ"
    "qQmDdYwdsJ6URpztVsRAjjWTbVjh/gjR5ETcSx3+Ow1ReR9IxQRI5bWscdq39m0z1bsT9dWZnMoxSy/XTtFhsln0Iq6yC05PBnp5"
    "kXwEafoM2mQ6VqqE3UdVkNe7cMUDZIDuitdu0fehVd/Xm+RI7EpeTUaNedls71RmjMcRadWAU/et3qe/4O93izG1GAsoTiB26mRd"
    "W4w1YJ/IcKrN2AnrqTaEdrPPjwzdj7YbRxCpWM/a4BJagg/FmIy6Si2n0pRi/dKOMrNs+X5iPnjKufEeovdSR1mc7siReh0ESX5Y"
    "j5Ox5F58PLoDJ/MkfY51lF7MEb9FRLHlUb5gvD5DH+GspT3xrZMgSWX47Fxc62nE9HV4rgZnL67Vf0N7bUsOpgbsRJaZ2ftdzxq3"
    "XjkzeLtJPuG2MUyY5WVSarmac8QQ9RV4/6M4Kw36gPSXd/A0W8v30Oxl+IYe0B0348S9C9kcCB3yCTVtPefpZL0ybCt5tVQ7GjfU"
    "OY3b6xjJOeq3FnJcQdSQ1fbGa4eoAbI2G6fVuBnKOWXZWBeb2S96qzzHKm6Vnk1ERZ7Z+hJmw6x+3EhEUM6/3WS4h9hclr+yfzDO"
    "gKc5ITNghar0CshTpVu7zeR2MbbJn3D2KpnL3xcn9hHc10Ts+k7wKI+SM5hPH4O1GCAby2zYgUWQ0JegMc7B2izQN8Vmem2F+74e"
    "MthSqMfeNRf2jIZAakvZt3gIOaiMi3MrnLbFxKvlknOaT2rWquvrUTpAj8devyEDojvkNh0NDTxd9oaOmUFeLJPa3vi2RvLl/qgf"
    "68Doaj1BL5SD9WDdDSs4ARpvslwlr+DushpmvmnCunUMv3EBpD7j6LGzJHTS5TkDYHXm3vJEfgWGc6uSr4RYe1tZX/Ia148C76HN"
    "FK7XDWQ0tNsrMhD3/7R2x+l9FdprnhwaFe8PLjCLvinO1M1YzzzRC4bOmg/9OgU7UQPPfyPZGrK/HDsxBXpvdBvm60zS9TqHfVE5"
    "enxNzD3a1PHltABZ+IbFv8fmsVUS41Ol72KfzoW1NsR8jTQR5d/ozDwNepWEqk0FtWIOn7XKl82r3tI0G3sc1ft6AsLPmDVC3fMQ"
    "Ke5tTMAObiBXq+Ukx+hISG2f6EE9VrtFrQxEsWSsLmHSxYp40e35ll3lBZ9CE36dI43OqP6/c9NZdrHZ18FmC86jx9tI2TtIMqz0"
    "dKMNNtzTYkrbik2i+t9fKcA6NLCvu5DMfjMJHsz8fajGW1f8JL1MQhf0TvIxTte70Ynw8t6EDZ6qF2gJT9c9nBhzpJxKHrDANGf4"
    "oVpIaiM5JJTTXRroG2eg3S4hciHtnOgHSKicWrXqS6yIeXQ2a89YJfYhgkqgZ+pwB1napC5Eng3yubtxR5rZh6Ge6x3I6cVZYk+U"
    "0z/7O5NS4OUIGf8dfR5igzPzBLbWXuRizPA0F/QwMXTkkdTAxt17BvTOYp4Ww33VwNuohRX9mHtapa28o90krkmuJkPlH3jv27qd"
    "HI41OAra5jPZAadvNq5hiP43JUNN9hbto0VMDQk7f9u+mR5ek8u1mT/e+krAVpjtrPMII8wfTnkMsCvuqTnhoF5G7GpBZ+Ljz+Ed"
    "ZyBe3AfW+F34FKt1uAGnoPgdXEK+D5vIUknfsppoDMMCvBwNk/uilGwUvZk/Vy/TO7MfRpkOd8om+Vo9SRZwlXI+ZypM7zW+vU7s"
    "qN2UNYxLyJxTj0jW9mmAtJ3obtniuuTff8znMExSnm9unaoxXN7C77vLnGTyQd55/0PtJ3icaddLBeLFwiTDAySnrQx9BY/exvFf"
    "ZY6rkmSm3xa0Lc36PSLhUqKsK+kT2owWOwfLyaySYyTV6PNHFup9kLBG4hwa28wl3tcZvIN9+ZuECbVpvvYRpf4z+JmXyiRoyX9A"
    "X96N124Rq5UexW9eBr1vbPbLGHF35iyrZubeN/ZoLq56FZxF+bcYzfjvX3GiWwpatEovZcS1B6LUWh0mS4l4PYMd6DbXZJpOF+ua"
    "N2bNcxm3xHzAOeZ7rZr6PWU7zKozX+l+5hrKuBZN+Feaky3sLC9lTbIe/xfX5FNxvhfCi6iHFznfJmTD066GBF8kn2NNMsSu5L3K"
    "Zixff6cXGe6ptxS8Mm54ncW6FzTaDLwyijXLUngQ06gDG7y/OE1MchO00FLEcMZe/rpM5ckKDPBmhQ/2/hx736qS17aZkq4uJ8aV"
    "vp78h0jSWp+alKWW/IV4JLOs25MZKu8eh0WfP+CTJ0PX7CCjxPTQWF1HvjY2MHyykldpcukxvfUAZyyZ3bccuLF+PIydm6FXinHc"
    "fcnn34vdeznXioGBrKmd2RBZoubiHsUwfyBGS7VqiL4J24s96evysz4OHfqVVuLno/Xf2LGJ+pocrmtIyk/UGm04MJczfpgI3T7c"
    "s61Z1t6NEbSFK1fFimccUdewqqR6o8xyNLM6Mn0eMcRhunLQhfO5liky2b0q3+lbHa/FSXoR73wZkcPl+G+cPqXny83aLD0gV89S"
    "QufCp9kVT1GC2CoFT8SqwSvJZrI9vnERpKYM8j4Gce/s6APWuRvg8e0li4l4/0J3xx0eJ5bVMLSlzb60CKsasbTgSichmusq5+JK"
    "ddj7SHaEh/oR3vEW/l6NuDmFs53RvaI39SGs68n6Bnz1gh5KlFWKvQWx3aphPHUIpMHi7q1pA1LscR0phtD4STtG6zMGq9fN4Wk9"
    "D1/PppHtCH9+E9kXp84YOx7D+g+SN+Ft2j5fIE8nHEEzWLmz6WnGzHmtNkBnhexBPdEcDT5v5Uv9L1HTJlFrRGbVx1DbHkBGuwKZ"
    "I+uoDdPOj1V8bl9PPMUPsArbQc6tw8X4npcilugqgT0psOg1kfEwsJr1gpw3UGaykDNDZpwmgYNsd0Qq1ovTkz2+i7A7d+DexkOz"
    "lEJnWq9QOfELp+M+e0D2OmONJuLbSiVMVe1K7ogfmO8qx50s1U/FfH3jB5hEzr4U0Yibk1WkErY0TIRqJCqrGZ86iP5Hlswb9foP"
    "aSQ6w9Du5cTVhU698ZTpZj5bLSfDFkP27I59m0COlSqsjcArWUR2i6sQZZ0i3TkR2yLRZuqmcrJr5vViRwY30jczRNlS3E9POU5s"
    "6tT2WNtB8Oi+wDpsgjV4Vc6ENemCtSvF9z2OCPdZ7PwN+Ewp/J4xche00G249qN46jtxBzMRnd0j5+JnrzAaMO7kDnJ8ZCwoc8kM"
    "orR7kYS85VY+XUfZwdM6Ocs8s7QjiGFV9UC9EPrjZOmlR0QXRNtipf+p1+gy7nveczQrSZijEDpRXtWFhe8QuU+FLF8oXTpthL17"
    "U0+jhGaJcsmQyWWYTCEC+Fho1Zuwk6XR9bJB4exoRGEWLOprsDavwSOVNtOP1LEEIfLqCQtwI/THFB0nh8go6JAqRMuPSK9oE+zA"
    "6RKwFL3Jv16Dp2nm7zGvTYuGidH74crGLWOedjOldwLxQCX0FO5DZN0eP1KOMYThdTskc2v2xW4ciF3pi9M/Dqff+gk2wmeW6+Xy"
    "LaLS7aWfHAnZnwLf6BPckeXeT9TXOXss4xzoc5xjczJkan6SUcjiTC10FNly6KAS7PoUvUGmq9VdjN3Rpq2vIzbpabTeJY8i+vwv"
    "rjoLmu16RgH36Le4s0cgf7OYqzD2z4JeDy95MScjLtC/RpeQM7MKurRUv4U3VsJJoVl6CsFeLXA2KEXMOEfP0u987n2WNd6czROA"
    "VQjcMoEHeE+3TPOpYXaG9zQRO9NdhsAXH6PGof0UnsVYeg6QD/Ce4+QxvRWyfx5W5zH46SPkFn1G744OiI7FPU3G04zAp26LJupg"
    "PMkAPPEGRNCvxWjG+OMNYfUD5Ow0ciFmmSnOUmccjJ3+m5QVzpd+0Khn4N5OU+ujGSGbypeRYY5LIH82IWvnyPrttxCrDEzE2r6G"
    "ezhev8a+3iOviPG1XiXX6c301XPeO9KZfTmN3C/DPNd6tFyj8cTFWs4pTENXleoJ0JrWM7shu5d/wt+W6xic8TWwEp/Rr69TmyNx"
    "KNar3n2M0IfVlStqTNBLYKlsInxXMT7abeQZrOpOjNHm6cWQpP5SQX5PYwQoIdNuKeRud+nTYSUZqn/HzzaMRsl6eqp+X6jUHaO/"
    "4jm7yB04WePx3/kdJuAag+Rfuhn2pC/8iOHY5TLITATJ2B8rspeMj6bpO5CKSfh/rnbreChO/8Y4nX1hEy1jujbuoCfWIoX9WR12"
    "tgJacgbsfh2t12H0Vo0VZz1mSOrJ22Sd3cuIoNhTSnge5nOO972QhuXEhtrcittlACKbKcxjLKP96Uz7+z794jS+dTaeeidZWbZg"
    "92XoxhuAFbZaV9r7uLuy39+yA/uxzhfYgjLs+rWdXMdzPDnyZhwpuyP+WYqz3RFn0zqopmC9DoFWOk2u67BQD8K/z2Gm16Z3VOPU"
    "XwBPoDtZALvAr7W7/BRPeTL0/GSs5E4e56hnfdU5kTomPIa1WM04LqhM+hwK3jtmeYO8M0gEjTyVV7qe/myYPlTJqGdDTgrfQrLO"
    "DmoZqpUlIPwtOjE09zAJfkAzGRxXkZcQNTQSkXadvKJjsaM/YQdWbP6cZW73IQL4dmrnH5j9ShP3HJjHunqGLmbXXpEKoU3vLTBr"
    "1srD3lUCW9F2Errp4+yKdVAsoB9brr/9zHAJmemP4fu9AZnL+PyH+2UJGVKL38FsyOJO+MRL8J66QUN+QK/lTmiuUliCFC1LMz2P"
    "o8mRYX7C+pLxOHcRvfoSZoHOYNy8qrTyJbQQcx1x17Zx/1qJHM0R+WqZkkXwq6erVYCnq2Em5+H8ztWzILddYQsGendTzCmoZFkS"
    "OVoOwrtOlMvwnq/wnQ/Ck7gZJ+8iWZGJPXn4YQX3D05gbJL3KmaajGJNHkNcLDn6ai2sMm5E1IT4NNMezPwU+Foaa34VTnsZURsZ"
    "RrSN7BkyZqsC7NQazBZbZmsxT28J+Y6tYjkKezFb+5GrrIYWW7FnTR732EqsLvEkz3i6t/ncYdqcTdXcmNmNUo+aQk9pmARXrhXc"
    "o5mwYHNgc0frUVjFJXoT7Ovf8L0PI4JZi9Pdv9EfIXfP6+1YoQb2LBaYKz7WORLr6BlN5vSXuZCWG6EjjWvlS1xhBM6edQftivPX"
    "6g1lfB7v24g6DpBf8IQbyUP4rHEeL0bc8jMs1I5yqFQ6q0SoP+YRo79B763J+68avaIWNEoprFCLv38Xj+Bnw9LnVohDcgPW9GL2"
    "zKzbrqy2JzvFOa9KPRJqJJNnhe4hDeRx3RN/vktsdsgxWs9LjtH5L9BXl4pV9L9z1tlunGC9gNLVkJz29WRr9hVkWVFrTHJOOQ3s"
    "q2uT/yhL7b2yNLHvNlQi50AuUy5JQavaHRwnbztLpsm02fyvGZXXYU2tm9kiA+OMX+j9MyE+zPBvR7L+ZnmppRp+vi9WKMu4rW+7"
    "V7MM8C8+wetg6cj5gzaRJs9p11/5Z3aW4yVkgDrhmZe1md+3j/dkmS66B9/VpB9CWi6Ta+E57isf6RXwLYxvO9uGS7MVY9VCz2dV"
    "ae9XxzboFdU/nobdzScO23z0gKs2ltnZnhU1fWHMeVYr2Qn3byxxfRkjHibP4Olt6kUdTsECWN9PoQPnwKofIrXe/2rSvJBstydJ"
    "YHi3rusNJZ5Zl3cu2xAJf4Bv3wN6pYw83dZPvg0+eY7Uer+P9QEHnyXrumOmPiCTyFKyKz63LrvTt4V3vcyZUoNkX+pTDws8bzNx"
    "/ZlazSzcdogRvtYPOZliou4mn+vm0OJH40pv6dNRpT6Hv20o60d3uD0IedANJb52yNncbDFndF3HdfM7FIZHi/Lzo82jJ3R0Pp7n"
    "fT65kTOerykjr2caq7k+fK0W9o9VwooaW9MIxoYWKfyF2QNlDrGWFqcZfk1PeM0vMtdVAa2yruwF3/NrnS/H6CtSLpPlFKwh4iG9"
    "JmopPKybQO9ax4H1RtYhRrNr7Agb/xG0Zft8TxlOqI8n++Y0jgUDQ/BAn+gYSY5V5px2S3AfbSchBt3diP1v8Q7zENFs4DqyTg/H"
    "ubXdv4Yz3nZgr+R48vJbFu9JToFrwXPWYn2WOA/vv7GaD2us4dKeIcnhuesQtW/vUwj6QBMvgi2aDR+hnNnGRvY+2ymcqUMlTM5I"
    "09ts64cEPWSclLfIG7Aij8gl0gm25B09W1+QHxAnmOxfAss4FtbDuCuewbXnM/tawD3sSO6KiWqTfW3H55GFvROiq4Lz2gY8WPAh"
    "9xKrE5s9tLm1q8lzzDGNlidhqc8UYx5u4qyHLyDjpZDyN/RuuZIdbH3hiQeu+QpnUJuBk1eDyGUS5OUNRKn/kTvhde8krxZmt6P9"
    "R8pC9002lhz9MuvonkVeozqyyBm/kPliL2AHLkEsdxCkbgLO+4Y4+TZjYRFs2TxERT9wml3Qn3n6HBm8nmXGzO7Uslr7YFeUXYXK"
    "ztEW6u9y3PMBiNKV7DXWMdzgfVj/uwU8RaMOU3V2YSv9B3zHmTjdP0fnSl/sSN7tr3K2RJ5nQCmH+2iX6GV53RiSdDf9Uq/RztFT"
    "+g2iX/NAH3dEh+Vml7BzyM6rTd3YnT7/MlYRq2kFbmBs8xL+NZ/ydIk0cMe3d4SUMVHVeS7Z5PdNPPvFEtfA8m2yvYaaDdOTTGr2"
    "oP8xlf3fofPRbO7+sj8inOHYwX3lbsQli2B9T5KnipxpdS//jyV+CZnjbQ7cas5QXwu9ZXW+wbIvrFI1VrNCNpebcRK+gg3Yjd6v"
    "eZIr845qVX3K8D6S9XqTdYOXQMeGdW5IuHsLzN+MghaIPe2vaQNbJ3y2VsLyjJmChHZN8I+xV5Yirs70wELWYVqY4zIux05iSID7"
    "2NVY4KzJOtZ2Jrapq6vzpWvCo1LslXWkF87mM5D5IfKAnApf83jZQ/cjciLrVa5GTt2KufbvIiKnktWwEySXTK0rEFvXapXj2t4G"
    "7oXX0WP+7fOUw9LW+FT64zkLOrC8rC02a82y4E2MxEznbMhovY73VMWn7cxuhBDtGIJvXDvn5xi9Qc+Dt30rbE1XeR+x45Gw90/o"
    "LGLDG8keY97SSIlxClYNW0UC20Wo8gSWNJtWXI3d6QELtQPiheV6BHyNsewt/djnkfRss5+ttmchGTQaafM2k2NkCrM6S2EZftYX"
    "4H2uIl/pU9BBV2Nf5yNqe412KTC1KDt31adCpxJOC3EU0CCXqpRXRLtLHxGXWNVa33WzM6u1sZCtnAfF+ucqaK1jjs/B0k+sP7aW"
    "0WaYkZ4hi4RVOurc41kCPzj0XIxVq2fuKYHTaS/m8g+SXDIlLDyNMU+eCF2rOoEzihfAttditTrLUDnOawNZ+hgXieFGe4gxpC3V"
    "9p6nRjdhtTyX5ERCff0zdvwZh8AXWPVy+EjzcL3r9DvGKKu34XVvZToYCM09BLKzgLkbq3ZXsRN0MbzUYdJfbP7KrbD+D2G9OskE"
    "RL6GyiujhSinpJt2uFwuwP5OSKZKdEpOfdypG5gRUvSuzyPbWCPxZdtKnM1ZXVaRvF+hhc/TXjd4Noku8mRe6C4BsVaO/4/ifNtF"
    "ZEeogU019MpEjee0NSfS29ujxMBb2cynGcJzuh5XrI77Ymg4q5f1IO9V1qcJ5fRlfGtgTKzxSt4/6HvNdTbmDYiADlPl64kfCBKx"
    "l1Qk84Iz3ouQ98nneUdBWRzdxXlG0+6BBP6w4RLzXNn6dfee76CRd5Uw/6aauZMcZ/72w7c9SY4OY9YqrkNyzrFak+TNdibDSN5P"
    "YsxIGeZJx7FA2NtajXd7S/ht9uc1sCGViDbCnOSFxNx0kfHYlQxRLF+Th7MMq/I99mkh7M99Hr0Za8cqEuxNitngHDVUHStoGSL+"
    "j/Ue+UaehpWklQu+u987IpBoR5znC2QU/Ikq+J7dYIlPlGdl58LX1LPHSWAlmUcOiFFEhS3grLA6Dew4GeaVqvQ52OotoVfDjqW5"
    "p2ECSYgsFnIPW89UCjohdBBsQdSwZfsPlTpKSYpsY8U9uyp2+NvcYePhtvpkFusRT+iKOYyHSMr3K09m1fdw1y+QPfkt2ZdsyLvB"
    "l9wK61iTTJRPaUAQmgQPl7fpv1gsFnNc5+DXWIVqXPQVzko33O+1WNnBMh1XGaF7wD9aCs0S0BIbSbPPCVuNc3j2lFAXamQuqgY7"
    "msYeNcP+5XBvqUSTN+GMnykB9204e2Mu7CNnUrbGOrp9Cd4/3/nYctglq1/nyWN3Ees8xl+3H2PacTqL80sXIzZqZKbmZ7zzRd07"
    "qoVfnWJEMhV30xv6asdkPnDW8RbK/EgTM0rrECc/lPHGNoxXhkvQ9uXEBDW45bC5uX/mKw/ilCwhP0ln2MugJ5bAqy7nOlS7zxHQ"
    "Cqd73mFV+QzaNusYmRRPcGDRXUfm6JF4op/0SkQeQ6OHsAqjok3kYecEiKTcWf6sy97iO6ut3g191Au6+329AFFQDXRnA3bpFudh"
    "yHveW8gvvYxzNCxHbVwbKfrWxnq5C6RlHuTVJHANWcrzUEGk3XXsRrO4oa/MYM/9rlE55Ott7M0ESFkKsco5ZKxvhNTP1yNlQNRH"
    "DJn0BD7dXRoT67xf0js6FRLfHZHL3/QhfTz6BevVRw7WXoj9b8T7vuTpi+eg5PwzNh2tjlq7Bp8fTj4Ssz7XSCVlM9aqwTuqdg4t"
    "07mbs9ahCT467TxTM31W+HYWzcu7kEeb9/E9vIt38PkyDSw2xqrdBO1RTakbj3dZJb0SK/ah3izbwbN6kFNtGh2TnUNUkIWltfzx"
    "FuQhD9Kadt7ALDzMCp75Av0gxQnUJDJIM3tlGutsrPYFiIke16dwEl+WRyHdB8tG0pqJirNSAYN4vHzn/m22TZRRx2t2do6OtRBD"
    "NnMye4aR1be4izfwfGWItz8mTmwITmupz+drpJ8YT0HPe4S0tqwKbWf9QZ/g9XIdJov1C6zYYv1cUozcAlNMhc5mfLaEzBWTNXSM"
    "FNjtsw9WtBvnzO0pMVarQK+7i+QZ/2a0+FRQ08aWcdqDmfMUff/JxFXNg09sbIi9oTuPxiqvKU/jtVVxjibq89Cox8ixsCdXQctM"
    "xn9PYKfOl4DUrvNVrSP2057/UNi1deCP10FS3sNK3YH1Hyy3IgrbMUqRabTW0eSd28yOzcCnuIH8ElZre4Qc8jf4zO2AKqlpw/e3"
    "nfdqpX1aV+srW7uvuJzcu+J9stXOgJJml+Uhv3kl5sgfTW7wAhljnqVefwnrZb2hFt2f58irOn7nd+6H2Vza3fyV43m/b7hfm08Q"
    "rPU+Q+NA74or5odYzqEJ2mQxteIEnMyRiOJ2F2N/2tWfOKvqfC4Nzhi2My2meG9NHAMW9B59Gfb1e8jdILkTTzJLX9XH5B6tXqGK"
    "zYrkNlbklS7wu/MeB7Xtp83/f+DeistBSqfj1DazCzjnkeCttHz/V/fWwK7lzhJneQM3aC2zyVl2m4gza1aSSztPNpRizJcrwvj+"
    "JTNkFkHOjMrgMb2OFVlNXtCnk0xRa/62tUe0FWHYQVoxu6u20z/3mJ4lNxvjjV4HnfF3TcNWRHJIdJl7YnbNM8V4sMa5jz7NI+Es"
    "fcmLJeAZ7RRNYNbT9rSKun0BO2170yIaTsUyfTYF9DIxVp83OKu1EXHFE3o7M4XdaVvr8adxQdkkg76eZwi1qQJZHVd19HEcXQSf"
    "cCPKURWlKuBD6olByJA9x/IFvcTQQBOoQYbDk/uCLIwVehJtuGUd9+ZUOOu0STHPexH05xy8e5h8DS3yV9lVzCexjjVjle4B/Tre"
    "eynnMhd9MK3gbOgGiziayEK+q1xH1vIMkRjrRifpj4gC3jA0XeExXPt9XHGha96gtYY5u0XgObOfb8C6QMxWq4zYPvFcxWqSS5DZ"
    "BZ+kfDbWvwN8mRb2QaewwjPUGO3L8ETW31lOhiqTrYPF8hI/c2q6IUG6SjfWvLZnz7R5ef3+EH8QpKtaB7IrLpINxDCCtn8Lybl6"
    "orwmQ/F0r+lN+h940ufqRNjno6VDtAHWMM3Mb46dtTazo4QW+RyPDH/GXceWtoSRtKHHlxDP0qz/Is4zxDeL2qkMvQ09vykn847C"
    "NzcW9pZd9UxYg86RcN5zkJvvk4jUZOtmmUWO6DnELlawL/Zu7L2xp4+H92P5PbPX28pAuVzmy72IF/6j/4avdhG83/2iH2ATxuM7"
    "ftAX5SAJ/ZMnOF9ewD7nGNmkuf5N9ISuktB3btFIdYJNsezYgDa5W8PsnCqW2WzEfVRyVl+FhvnjJ8lCz2GECn7oB6n3jnFDDGoS"
    "Yccao9pjKLu3Ld2Pq+P91ZDveX0yFK+HnbfewgauRho6KjDnLWF3WCM9qYmIIRYyz5XniW8mM2aYSVmGb9hUdoP3Y1me46BBpuB0"
    "HEO0Upr5WIsIxqrh92uIt5gIP1o9H74xfbBYswWk6GzvD6zHFQzv3aJ/kW/hCTT6lMysc5Uf5V74UnjdJ8nz0EF/0x2hO8cUboRH"
    "G3X4BVcpPilZ2T3QTD3X3btvAs/lga5zJuKJ4mxJFXOux+hbUYnchThlsD6M9dvVZn0X3oDXl9V3IREfukSbf95fKnnujpCN9BZ9"
    "UAr0I2+EZj5DjD9sNu7iLujEmIWgPplOuopsIv+GBJyDNS9Xm0tXhtPyuizjtOAFkMNpbSK9Bu/+Uz5rjPVIkxmwhXqkjjO115Xg"
    "XZVzInM5OwDaQwOtCLvKeqK/uYNmjX+SJctaWxbPMB/nXr1QdpAGZp7nYb0ek9dga63G31GuwHkI+73Ups1BhyzkFJ469xcbaI8t"
    "k5VhB08aOj8wP6R41pY56vNAuTA6Rw8r3AA7OEE2k2cLF2JH9ojeRZy8qeS0dWpN3vtKNoSHGCrj2Ta8vpZtyv0mrx/mbsa/PsNu"
    "fSdPIk7bU56BHrlBTpEvsRL7sj/BujgM+384q6p1ODkNjENyjv+OO+ty7Btp5pR5y1VYxLuDpHh+mnEWq2lBzXpmqCNboMGyjGNK"
    "2cX8rV4Cr34O7uL7aD703176L6I0TGNcwMzZfObWmrBjDZxYdwdO0+s6Rg/oYDNDhiPGPxU6+ixtolT1xT4fgCigCtFnFTTDdOzQ"
    "k/IWzuapsLbryyT5kCjDl2EJRumnYjmj0ZzeeDtZu5fqT3qzvokT0gtW37Bit8E2f0r23+VYpc9heXeVVn8n512LZqn/ofdiL56S"
    "vW3WqxyI2PFZnPS9cDfLoEcW6xWc37iXPChv4v4WwWu/1ven0++4PQIj/wBRn0ITsuHLyMifJg59GfSUEgtvZ2cJKx05fZ9I4ib+"
    "7FLH7uaYn2/yjFgNO6NDDXSu9mM+uA+tQ3PCJJnnOYsrCLFUheqV+ZN17D3NsV/KsrUjqRsbWdH5ADpuTdw94l/8bDq+6QyxOZMZ"
    "zrzfj3jKct1K1obGrOC5yOLMD5EezG1/jk+dDV13JP61eTufCZPrrJadwzrkmIfthZVOk2VqS+Lef+TMT5tRYTrDLGAFTkVKfzsJ"
    "1hhtF0AWh0kz8T8VOBEryWxIzh5i3PqbkEUzwzglzO7M4ruuxCruy5zQB9C/lukYgZ/YhJrmJLMc8ttDvAZk56WJlikH/WsWdzyx"
    "wy28zz2g6azn9XnsZS2uWAlp+xn6prceAd27rXU9FmZHucKLhWdt9o+8FGXo7+d0uFeTUpwraZb0Z73McBZymVgH+Ue4Sj/EhsZk"
    "UBwhOVqvwX2sK+bdD8LZORw7e4kcJpbj/hlPOVMLzhmf42Ti08j1+jLk8BviLtKwnKbntpYcPaLAeV9w3rmdJSCgrRunzPOpOVbp"
    "5jMGfAoyNQ0rmfXJVsZd9nd8Zjo73fLuqexA3zVw5ZoHsAvO6IHQs5fiJP8DTzBUfsTJmiCfk5shneS2Up7zMyue0XE43/Mg+xtG"
    "1ve6CM9cAm37Gk5+7FtaFBp8y7jua/p/X++AyvO7Y47Whdj3YZL91WwVs5/zk5PT33G2wog3xWhhAe5ibzmUc/A6ERdTDu1zKq5j"
    "LDOHMmf0Me6yTqzHr1KvSqZuCy1hM7FWyqufpC/JV5DWu2CLDpHtOvxVLtNHtJN+5Xz2873K1iupu8edk4v9lU3b9LWuiD1dxP71"
    "ETKZ+LtmeNJ7ySqcLFGcw6sC2sQseI7XNHto88BDbHaiXCibR5cRwz5YvpL9sK+naz/GTi3EK42ifrS89uHQ29XOBRB7lllmgnbj"
    "bh4pd8otskj7REfIc3oDVulWeESj4fs1QH408bjz7LLN4iTmeUpFWmdXm2XfhH+Ws086Ykeiab5+ZEAwa1OXdLi2UJNWUvpr4A/f"
    "hftYBZ8ey50PeZ1J/JafcB9/h6Q/jmeYgKs9j/O6Lk7U4TIJenwpvmcuT02D/oRvfZmSvCYlcBC7nSpwt5sg7puOs/0CmULMZz5b"
    "6snPk2Mmt8UnGce437A6Bfj6BVb4ZkKSRkrAAiwmWqmcfog96z5k+NJfZYhD1nsPadQ4ytNkgmIFZPYZRHrLiTjaghq90f2+cbAB"
    "MbtLPEUzaIfROENjOQUs2LZK1lPbm1veHhtjxidhBVRY62dWg06oJCeJrUwpM49WUx5Cnqomr+CVwuo00O6n6H/UO4NOuNtm4ohy"
    "iFO3kn31XDka+udx/F4o9IZv8XdI5TR9Vow71uY+T4H/ezs02FxY6y/Z1xHnMWs1zsobAtzYzg0/tSdOQ1/sfB2siLFKliH2rmZc"
    "UyDz04X0MNcXy4Rb/9h0RHfXEy/aQQI/+nBJ8c4/9SnSref9RD8XqyY2r9Amuot//ZEfsgTaIcyZC3wpJ4txeS/RgGIcKoXESwiR"
    "QS6pA3X91Xyz8F2NuPNwcm2HN5AzOV16EVGBj3hHiPUiVLLb4QzJt5tTzTHXbkzpnegdXo5T+B2+Ywm8yJakqy30KypidVuDl9Vm"
    "K5ZgP67mGXoFducb3StqII9WP/igViutgS57E9e4X8bAi1s5MvRKGSPwBT67xfBl3/M8RxL4D2rdngbsTIwXavUz2mJeI+kiMS6p"
    "9Vc64QnPaWdiHXdm7m6RrqcD9C0ZGFUVagpHRI/J4fA1d4dGGRmtAh96CSTgJHjRX0LW3sWK/EwU3IpwZ9hMjI+IkJ+uW0Qj5Fz8"
    "7Vl90qcJdUmi07ZyMpzSN49ysJY0J73+jf6uUDkfLJpwj9jELuvrWaJfOzbILOYw3PlPvLPO7JcUWc+tb0Bj5+DvL3cUeRO1bOB3"
    "HyXZNvwCoTazGeWy0btfC8RVN/vUpZBZ6MEofSg8o5wjIEN1q9DOjAObM3eLzEIEbTmDWfoAvMSX9W2c7oBsqKalKMfVRybn7XLW"
    "HFqoxdeRwMGUhdadD4tWDpksZyd6CznBy/U17OCBMgo7u7r0J1LV7OpFuNcZ+IRlI+o8M1Ug+3iJd952koNg2abjXn6Bp/ijniD/"
    "QYQ3SbaXboyjC15jVc9b1nEu8Nn4/wadIThFhYIOjO7UF3EC15TzoNesR6qfhJlje0tvenXGbDKQqMKA2WhidTTLPGeNnieWy2ti"
    "PjBMPrSc42zO+6tvgzRP4YnUdV+Z9Iy+gb5bhLM0S/8rH+EsXgSL8Bmil9WkkQjtanIBBN66Wm1xFPDZ8kEbGx0mQX0Pv9qqcuOx"
    "VqvJ6bKHWMS2EryJ4pX8DeSnQgkzUNMKO8F3PKLDPF1Zh0ZdsZ6HeYUwR4aMcu8RaICN+F4bvBsvS2tvzzqO2Yr5sOAN/qS7+/Ri"
    "y80cI3FWNcN3L/NpGxnOuwisHP2JYwyo63nMwBXjT1Ss0TZS5/iD/ZwtyTIYgySTdN/Ydboz09HMf/XymQ3aJlsdsvJzGT2E6x/v"
    "pzY83VQNCA+7yiXSUULfXLade7sIWusd6OGp+rZer8dGF0YWS20P63QlTlja98EirTsZrVwJj6efHEvGl2aiBUs4I68Bmnkep2w3"
    "JsxwTRomEp4tNQlfXS1zmGnvW5mvl8mL8OZ7yBRowdv1CT1Ra3FWH9bJ0ND1zOqFGdghn323Iz/7I8o6WQ/SB+AfniZ9o/fxTd9C"
    "p1bi6X7R9bze38J8jTHHNkNDBBR9c8KgFVtDkRbvyyp458HRzHhZbb647jXMxmqS0raIpN7cp0XwgsvpFVkV5mOcEpPcEayFL0VM"
    "8wJWaBbW6hxos3n6PHzJ83EdQyqVef71DXxDLWduLlSbfl1I+HuC59zseK+h7qeaTixz3/hU7M/x1smEOHKc/kC/aQHO6XSctyn8"
    "bDl18V+k0dlFzR9Lt6MPSnBOBWub4XTYPeRjnJjlzEDYfv4IH3dbzjUusCulWQNycEhiRwOONJ7fe1T0DHTpBERNI+FJPYi9OlX2"
    "0qdw38XnAzZyzuMxEqr3pcxPZz2+LaemCZwWGU7AKSQW/bc8LR09V7Mcpz5Y7yy51s0SHU6cw8uQ570Ywe6H87o2EWt5TscqxV2d"
    "7MjA8OQ5elkTofuNNyF4qC3MS/+FubDQA5HXtla4dxvWENW4e0Y5hyDO28QnPr7r0CHR+w96dHKJ1VZiYlpxsBMSXZHVPtLifr8w"
    "5xby4j3boKU1YTzKOHeStqkgNDuSuQvnh+XIk9bsDK6/4ERWQLpakukJgfm6kPCqltJ/LHinZty5kye/ZbPzouTgB9lnZvJU/YC1"
    "XwY7Z9+xFN6xYavWgg6vbicfMlDS2opAyXtfru3dSPmQbBFKqanUW/HTbXE1mwfWn+yF4XMbSyHJgRgXx9aI0+Kse4pRTpi/VIzp"
    "u4Y9osv9u8t8jsgEeAppIvkO4JNvx2+Zp8uIdwhX6SKtOy7U2VZL6CzGkDKeXs5i6tTF+PydkLTVYNPXEfNMVqV+b+Z0k4WMte30"
    "B95cq5AFD6uRc7LT0AAHJ35gSxsmwdBzqJ4HszVWztRu0m+5cnWcfJqj3/exVkjxyXQjHE0dzkaz77tp3bNwJcucdIIWnIz7fEqO"
    "kwg+1JfObxZHmHYHfWVtcqSVw0Nu4m5EsoSdt5ZR2AO+c296NTnPcd0mPxOhVEGW1EpHTdlcnRbophzzeEOIgQnIzjUk7xxR5Tip"
    "zfDiThBj7/0B9zWfFcStEG1MgB4KVtr05PmsG1tWdjpnPBWfahgmgT9PDWAo0ZnUpVlceavofmrWLCS/hhq9GruWczRNvJa9E1au"
    "wq/+y1OjZhMvJkzVHEd98ywRiGnH7U/Gc23NvHKYMzYZZ3As9GgVn+d4yXveLmjTnE+xzPjMuzxzKiOxbquwK3EraL2H9CHZSU6B"
    "n36O3hD9A6txr6xPLWHYufV40jN4Nc1aYwq+xAfRJ9i1rjJVF8hV2lkNwX8npzBZPFDQ32P3A7L+AJ8gHPqdljtfW57WuzHRYbkE"
    "ZVRsemLxVzI8fS3cN7OxbzFerkhmeP4RxrnAXuUaZwUL370Ws4iWmzCGyEtxtaNxpQs5f3s/ImOtnjFYbsF9H4Z/X8Ee9u3IEziX"
    "cfUT2J9R+PfJ0B0v6Zsyhri3NWhdWm1WK0qhwuddto3449O3tsRaVdsw82ZYZW8mjlhxVxZHzSMLVh00xerEA6adXaHEcVJTZT4n"
    "fOUo/4aCqiTKsPiKGqLSuGir9FUxRqF5xDQ06va4Uh1ZdAzz+B41aFavgm67WA7GKbe5T9YB0k3f12vlac3LoYwSfv2MSqyJ/RoH"
    "+alErHGwjIVV2Ah63TrQ7pZR8CDL2UdvuWg7b9/pvmLzDj5gva+e3n8GsWAJUemmzUr0fHguH+p9Mkh2xU4fII/ivyGyKnyRDdmV"
    "1EQ5NG/oSAmTrZp8NmTOa3dZdo2s/f+CBgq6MHB4hjPXjT8fJrOw/rP1DdbBT9RH8LFPsEcHRq9DA2+AVXpTP8Ad9YEvu0BfhdZ/"
    "BvbqlcJ70UROux+Df32u50F7LdbD9e9RnbMQb+w8kcYtPJE+cyxL5qNt539v9B6WWjzBRrRhJrEdcPeB0/EmZ7Oq0yfhN54l/4Bd"
    "eR/73DEqzn0WcAlf8TzUYZcMeTnCOWvV8w3BJ+/jE0lNM+4jxnX/EnbpWNzRYrxezf7O11lryGIXjxJjvLkJ9zoNOzib2Moc7y7U"
    "JJbgXXdLE7mTDpCJ0FvTIauT9RJEAz3lbrkOu3EzbGknPMMsnQSbPBdnrrv8HdbnI8dnBb9l0zY4qHSC/m52Fr9FrCQsp7euSUUh"
    "eEwDXVe0rkoOtqfA/okcs8yxLPf4lV+s7O1ZjvsqI49eDT2HybDypWTzUZ9QW2B1sSslp5mytz0kpIWMIimfNJ6nVnsTsp/jJJbZ"
    "7CvbmLHZ6rKFFMfvhO6ZNH2FayTluOEUztKLZLvZQo6Xv+r9arwiE2EzZ8jLhlKCXfiH1uCeNtV7EEOea5Pa5DbPzwS23h4S92zY"
    "XPNSPGmN59zrWDswK/kDtMZSsoeaB78zmZwb2PFY7l2ToXeqnhpuMWOWU6SRPHWrSbC+FnOcQK/BMP1lREXZST8YkdCBrGEbwsf4"
    "ZxYT6VyqQ6KfqRksHnoFclBNJL5lOgfLaLzvP8wfHhnZ08vvJtOqGpfT9vIqzsSz+hc853rymKwMjZfDN16il9LjqmWO3Bi+bf7H"
    "LnhO45YK/SIZl/8f8Q7rPv9/eHsLcKuqrQ14rENIo6SEAagYqIiYiIqdmNh67e722nHtvnY3KhYmoqCAQYN0w+Fwumv3XuN/xzvn"
    "3ueg7vP/1+d7fnzUw9l7r73WnGOOHu9rPcb3wWoOkqn6qj6plu2sgia7Hn5Sd8RIb+oleIbX8E3f4DMvyDC9KdidUZXrjA9h850/"
    "qoyKQt/TUusRMg23rYwn305gJSxGjJFgJX0Qm1k2jvtibSA/xUoin/2q+4hxx6xhJuY5+k1ufmqDR2Os5LMEHm+1F+8g5qObZxEX"
    "zoc83q1vabegFLLSBrrjVbkZ2u4H9tBY3aNSftbJOF/v4ZTN4WS4u/OOkmFj7M7uzVvCPmGrvCF5p+cdoD+GF6rVdW6SnZkdsEnG"
    "r6SEGsDhxdWy78iyEWU6lljVSTJEhkR4qefK/I7z9JVnKe0ND3A5JKibZOqmuzKL6NAeY6xwurxFyDnxGnXMyOXwMot58o+mVGX8"
    "eMdqZ9puAq66jPyCxg5fQFynn+ENOP+vl6Sy/Tmb+VWM6Gh83+3E26vWS3Ff72C/R8uXuAfbyVHYh47M1LeTWp6PhX5eIOG59IQT"
    "N+V6J6J2F3U2ZpGImuS4WG0y52Y9DfoSfqRsizi2vUwg1npXzQtMp87X8eb/QT5fwL09zUxMa2JtZOrymamnOlj2e2SWdpW10L13"
    "Yi2M7cEmv00ee0oqay1S2UitC/tko5ygqvecEiZ9e3nLmceKu/ln+0mGeVYY6c3xfrCr2l8phgd/rd7B/rNeQb2+qDZtd7b8Kg9A"
    "R1ings2EGPak+STbQt5+lV+hU5sqLy5nvJOPwgt9T5jlFo6V1r4+nWb1v0ifpf+NKMv3fMbJhPk7O/yK8YllenowDmdoMs7ORHj0"
    "R0vK48g7TN166JQh9POqfK9ByufCVbfx/YtxZjW2xMo7W7GVOG7ppJ+Qu8TXb1y9aTlzEWlaxBXsW1JmnB2KeYbbMGTXbiZr3tt3"
    "GS7U6Tgb24t1770Kj2yaGBbvR/BG8pglyUTFQzgRl6JOeQ36ejZx3IfiObaUd/GtM/V+uVhaYojqK5kYL5MBcf0rP+vmRC6t0g8h"
    "0dtjJQ0fYD2k7xz4qf8Ov9b7IEtP6IFyktwiHYIrEJ/l9kcb8Tyz9G5p8NOr5inswSdxO91a/g7V5F48/zyNZzOjeTLHz7c/gCf8"
    "dSM/ah7f8T52cTrOyDBY1lnY94/Y7WK4WzaZP18PwR0sYNV5HqzaUvKxGJpiHX7THhJYxrnIADt8IJ5mAk6e4TicK6Vkv5rA+KnE"
    "9wNs/CfTF3Z4lj0lDk2Xpscdp3+UzCLuuzzmZeK4hNfBv3+N+Yg0diwzsbuOK7iHZKacHFrRpqxmrcAKL4ffaDzzq/QKOQB3PgI6"
    "yfywNdzLLthN49Wp18z8c5RV06/0Ppmp13mcVeOf2Roer+XRnpDFlKlGrfV8nK7HqQC+5kLczVC5XfrDwg6DjBbpGcHd0FGTcDar"
    "yTVh9zaAPKYpb/nCjfCvu0jou96WMVvl5klTOhqvz8HJvtjX7txkkfvk9pKZ4rUZ+nb0bjO10LZS4xEDXd0ok4sdSRsf8gy6+oL1"
    "aEWYAYhixY6mNU54Sd+D+UX137KzpMJZehO04yzo3n5yJXMeP8g0zv6G7BZb6VHjlLY43cJc6D+ZIplOpM067OGuQTXufCKe7V2s"
    "2E2S+3uewr41sIYVZXXnS2hbYyW2zqgVuMOz8Qx/aMLPijWSZSYKWa7w/f7W0WydGIOZXy/VDxB9lZDB5CAxzZrEVZYRCfxaeV5P"
    "Z555JeXiSMj8GvbRDicmSpyxRpST7gXMS5ueWsMJ7waPCO6mXF9qAWEm9ytT/wbZqoQec8fsO5t/RvWfXe2fvJL7DpRdxsKJ6WSz"
    "TsB8yuwFeCUzyZfBEv75/3gNxkI2Oothd8c411FDnvD3yFNQpqWQPMMsMgyiGuYrN2C/1WP+/s6rDPTxQpr1vFxdYd0QIXeUCh/N"
    "JFjnn6V7y064fhlOV4woNIfR7j6Ia98tDkl+R89+15RXsz8LIOEVzJ0Zyls9u/x64p73gL7YGZ5XRXaS5zd1ttgwiwfhWobqeTjO"
    "bhEiwDX41zFK9yAehHqcvPpsfvSOYBlzJdbTYDMjv6jxW4zHVT6BbjSMli7Qzk9il5bhKaZiJd8Xs5qRbMXORe3OltfAo7F7Wk8d"
    "6CoP+9J7sDOTJ47TpysnZC3OuQf32ycwX9nwBn/Bb61f6wz43xPpmTgp2NJPcqZ9nSlNruU6duEcTuxds/pHiX17vZ9ljvu8t+Pz"
    "jsBnzf3KSuhNw954FH+7CJ7xNli7b6FbHF/AfsyPZ2oJdVzzMq7fnuK8ongWK6PacBfN5w1uCn6HrXkJuqGnjNAeer8epM2759pv"
    "xNBwPaTEyVM+cVurmd9fSZ3hEAN7ZTsn2krUR6+1nJZpikNt/rwUq9tZ35a3sX/Hy1CcoHugyz7CygwLjoJ/VMnepEKchjX4hjVE"
    "EHtXxkALlzCOKvEzuTb9swR3sxvi7JNhp86ERr8I/sA47FMZJPFImST369t6KDyJYsSqy/VbfMs0+Ec/y5vBSvy9kZq1kvjbtZz+"
    "adB3JOn5DEwrVnLOPUJ+qHugP20y9GZiwX6hU+VrtfnEa+UNSOGuWMUV9E2n6VvML3wD/bxYjyPWRxd6kI1cvRTjW0P72x/XfkFu"
    "g2f8lj6jj0O6PtExwWQ5S4q4Z0l2bcW1Iz36mK+qO1z9Bb6T1PyGH7SE/Eh5rH8Okd3kTPiWNo01HfHF4fKh/IBI+Ax4V0MhqW/C"
    "W5isb8Lzb/QRSfiXSYAS9rHH2aO0Amv+qhwq1cy8jwre0h6Mh2uIV261oNXwu6ohk3sGW8tbehn02+fyHvzPF7ELF2Mf3De0/VMu"
    "wH4yXoJSzrVbFricFUZDv9rQAu6x8YyV4eS78zZaHMKAcjr4J/YL7yg3y5tYw0ewMm/B7/yA399HHI/Kn/3YXJm53K+Y12bTOhvw"
    "nYYDv6eYbqr2/XUJzz+R9vHZoewi3lZfkVHykOZLpbyMU9BddpGusj78fqPeKVv/9tnK1pmcKnMeXw1rIDZZVudzwg2Qf+tZWsbM"
    "1j7EZU+x59S4AirIoVSqb4p1MlsPrp2cOk66p3x+dQL0StR3uW1c+R0gGZ/NcHHSzOAmfBbXJrzNg6z33DAuNunlV6oB32/sYhbh"
    "rdf3GGO2wdmYTd/HsAI6iNXsU4xc0ojp3cyjTcS0ZkRsMWQvcewDCTK1/wb7/BKeZSl8p1YyWW/Ui4NWvutu4z9pX+vQLM6jPcNB"
    "4jpDF7OaWulnJh0aq8N2T/JkVtCrdkxC9b6meZVE6T8fLicwb1TBnFclZwtu0CKi0dbgrnrizLTHej6IuD8Gy1kAabCTMQs6Yyb+"
    "XQTp3ENqfdbY5UFcPSuF+0tSM2/WjK/C7UknyWQ7E+z+mU0ugRQ01hDs9y1yB1k9j6HOMvuw3N99tR4hm0MHnCrfwTLeqxcjWpqp"
    "l+rhOjX4FFFoR7EJh+9he/+AZlyKM/JvRA/lfr3iPlp2XWMV8Ag+5qQD5FWn4DvqoJHKoJPHYi2/E0MLngYJ2Qo/2RRxNSxzkd4g"
    "TVxCzqtqxz2IYm8vkbSvGg1j9Wsaz7+xj43FivVnDPui3gnt9Zm+B221VufmVfs5U6uoFqvDkrGpjwfI2pDizlkH1y7ibLBpv/ZY"
    "o5Gcf4lAE9kMVAOuZjOwnWRHbzPPkLHaHWtVpYMRiXdDvJz2npPp6A26Oycj3sKTvkUfbgp39Aboory8hdDYd+i/ICMNHlkz4ms+"
    "nTgfVEv03AbPWlVJ7A1D2VyF/1+tH8uLsEihvgBNPl43DQxfYBykqwi6LU50WvP/D5TVzLZajmY7OUXWM4KcgHWeT7TDfP1RWstE"
    "yFg9ETaXkcnkTM71DmfEX+Nzy+5PL89ztDmzYBGPn+QQGpJ6ChEzXtencbaN4aCfHCbGw2VndTuZilWwE7OZuPxLml7GSEaBltmI"
    "ML54Bmt5F05EBPFzJeLZeTjBGQ6+ptpbI32jRvbrWBxeQ+xjw3deSRwdp3M3l6Zei3g2zu7ova0unKpPezzKctz7NPw0j/niqZDW"
    "Ov1dasPvW4jnMt5a2KzbpIc4ZLL1/N7jJczi7LiJnBI9SxweQhMbjc3VriJTZiYPYPVsi5aHywJfxbc4znXDNqpjG1tJOe5EfzTu"
    "M8/WfbEj6+Db/S3C7Creo/Fb9PX5SYeNGiVKc7yZJs/YrM2YX8h9tdyvxFnNjEEGTbJ3F+ugMxynas1rxi6Y8RnaSdisO7h5r4ND"
    "+L6ArEcOJzZKpD5jVG3kPe/vsw+um7VG29LqxSF/46DJftKH9RV4SO1keN4a+HuP6YdqHRE17CJpxxVYT3m/Wyr+Ecf1P+G5+ydX"
    "+yf31sjMlFn4QBxL4gHsxmrweA71rKi7jlyHEVtPazKaWCQu/1np+fAsp/OOr4YlmK16nLXekN295o3vRW1QhW/riDswLqmpnltW"
    "faZHJBNRWW/nPXjHJuy33jPYCu+y/hPTTv3hmySw832wI9vJcDHes/XQXD/it/PwXHmswZTphbIpnmol9Gm1z3E6tJwdsqjLFlce"
    "R5/qYc4jPyT7QBK3xvsPlXvoMezq59HaiuslcbiP42DZ5olNwJietF7x6XIL9Mt0zV2tKFG3GlYj6syut3i2Lhdm+33cGesmmu1U"
    "23jKINNDnmLdLYMJUcz/H+6RA5ZpmI1PXbb6SP+p/x25YldZ6esmrv7TSVI+A/2jPiUN9NeMs2VTqaJNM77hkNPsw0WyOJhujreH"
    "XK8fBSfI6/Ae9sU77sM1t5IJ0l4+Dc3n6yTtNooU3E97YEfSjFRiZGkxD8n8rMNodbtSA+2EJ9uBXVCG377Mr12eR/9Q1i+cXc/t"
    "daY84p5DOc6gQqZ8nSHTMZDy0/XKSnkje9Gi7GOzyHVv+hyG+rhZ8Cj+/gis53d6hWwdTAm7Qf43CdaGT+BdbcRwDr8lu1sJ7mY+"
    "4rTzidVhs3nLIPfl9BProflnsl/DcIwvkxkSI0dUBJbiVzxpgcazeEb1vMcRXsrr/BM5P3VjFpn1nDS13d6Xk1h1XIXDpNZHXjE/"
    "H217ZizbCdi7JGvZcVai3VqcxA6gFDuI014bxPBOm1pzWOXvyqZq/Chfw2t5MKhJ/5o+tlVfmaGzxVAd3+DEoL1vd3Zh/0tc9/8A"
    "fx7WUlvn04+4F1Lo+PUSzHVexFr7RfAKDbu3Eq8fL9vKXvK+HoUzeZJlr6Wt3innSdSfx/VECmsg7+9M5ryX45U+fs5hOPPChju+"
    "wfelK+s19X5GqwIStBm7knuxwlHIPMLBRFeOYHV7SqH+DP9wJWLCKuin64Pd5DK9HBH9c5w9KIXntRa+zWU6UU9GZFqqn+PMtIbE"
    "VsHLdIxidep44WPqpuQTnhnIcgf9OLHREoryPPh520JGjClhEfykekQ/lvs9jhjadfB5H8Xfv2c1rAqrv0Gf5+RWvf6XrJDfQ5Y2"
    "4DsOlBXaLxjPLqFGsuWaVBxJjMtXZDmeuYj9krXEy1WfDzqGaC217D938+dFtLtD4ffn0f4ewUppyBMY+n451blyIyTGOPaq9R5o"
    "zx8hkTvKk4hN2rfqiCh2gU4MV8v+4Y/p67Cyg2SPvFpd6/EfLZdsJ285LdiXRJtq6uLNVBGHEcE0SaatFJnoM+x/MWKYdYMvaiw/"
    "lmtcDPuy0jJPsC/n4j4ilO+kR3iOEx96M8jZanYupn0vUZwd5lvIzXjCd/FK1Pu9jpFmBXypy2W0/CLzfQ2okn3cO4v57d3lHu0c"
    "RNkBFsX6VxBrrI5cBMXsrf3z83Th87wXnAn5OEc/wO59Br3yX+tOCOJ6Xgv250Vp9D0IMd8TWkP01dnY86jvc87kX2OMKUKiprrr"
    "7UJ7tYE99PXwUufxGdUjBzl2geOJ1HoCTnahPi42E90Az+pZMk3Mhuc5GhFOFfF4ukHKlsLOGoLYG/If/HaUJHzvsevpSvvI4mac"
    "LKtFjJKToeufxGu/Qxp/Q4zToJ8SU62CiBM2S1NC1Js1OAd57AM0v6AGO7OET3mULNV1sO+XIfIrRxTypc6BNugqrYJWOkGOZI3z"
    "eI+IOouIuU/gftdiDf7g5Koyf3oIs231+JZz5QJWfBM+cnB5ycXMRq7mLu/BuZQF+NujzAfEec7zPfvI3rLS74PNvkc4mS1+YipK"
    "TIUMBm1LE3xLWelSnrqIzzYs0jtgRwb4un6GUzdBDNv6jfIxbTbKVxnCinE/r+W6JRmPfIj7LfbcHK4jNM7swmFE4oi3YEv+XB9t"
    "ws4w7F3rc+rFnNfz1EnnEF/Z1uskcYiopZ71wVXqu7J7zdkG4+Tpj3ucjmh5B8n9Sr3PeggnajPnyDgLGulhNXXa291lGKOiWMso"
    "z+rFXONG9opUN4s5QtqSkB2ZCWq0Bm3w0wtpnnC76/2lPXfdMeeeLqPEYY4MxdWv1hlYt0K9Rr5gdqUO8fAyGQMd8Y2vDazluapn"
    "B8mLRI+v0T//MT8yM6Egf8q2dhbHiNLgq6P27yHez66gxxvznWwJVhDNX36I/X6F7JNqYFdB3Hfv3Cbl1LWZLuimDuljGSEt9dqp"
    "zd9MwDr56uzzjnH96+t/xbhv8Ltex3Nlsf+54jhk4t4uNXg09YjeysxBvNmsQSYTsJlHraxSlxlzvESuc6qOkUjEY0SGHun5EOjK"
    "eTixY7zGbSuh7+G1e+/JuCl3NLWF/qJdg3/jbJ4i/8a/NbozfMSr9E1RbX4eujXrFY7qVCmh3NiKf6JtmaW2iuvVMlaKmbG0vOUQ"
    "eDv2SoVaL9xqPgkiAGJur8d+TNS5sPUF9MOsJrtWr6IONItcyW7wGqIGVjezKDtmfexMvNCK2A3qa08DmVm4xPtla/itmzA/34E9"
    "Za76U04PKo0TtafU0AtOZ3vllXk4l1/ZVDIYVudlc7vmjX6k20PuU9S5J8EvuV1vgU3+EM9ZI4fhtW7c3z0hgfM4p5zQnsEH0Afn"
    "4Bm3Y05pFfyGRkSVW4rhXfxZAttmz8V37DY07BjrY3hNasjfspNsYLdY0mesiqBB6nwfTyn8yXXwjRrkfuiUZTo06CTX4tsuD4b7"
    "eQfL/TdNBMY0s6tbSvMOiEY/17aHFIRzdECwAn5PEu/ZAR7Vq9ANr8OvOkEOIm9fCfs/FjgmOthmF02NFqfFC6iZ+zE2PU03h7Xt"
    "CztyZvCMPqXfwMLOgdd7n+9qVe+HN+V8ja2xEnGY5VwsIo3juYvJbWhVVhcXT/ed/CnOp7uoOQ2tlfb91xlE0LRH/MpghCfJT5mg"
    "9a7j3GTQrPoQ+vgzxB2c5qddkszVJXz3pUJn76JbtR5BZLersNvn6Xv6h4xHtJ0bp747uXGtSnMBp4uU+Zooa9nVzMrWwF/4w9Bi"
    "8PcjxToXJkOb1DHO+RknZA5OmnGkfa1vw6vpSYQ0yyM06CRYihSxDX6RU3W0zghfhDT2Dmr0VvizQ6QmOBLvyV17z/1K6Gc1Ml3r"
    "3fxP6SxjnftM6D/jULBa4dQd4ne03OvuCO+2kdpQfW/e0ZL2CDK57yC39L6Bc7+ZfKMPyix9X+8WwzQcjN9+KIWMHSqIUWA6ySbH"
    "h4h5r22k0nfP9mRvXivqmSR83y9g2bpIFXyxP3DSC3T7oIRZ24n0Ieq9bk163IMYn62GGGGDOTO9nPo/zW+LEg/J4XK8Ix3YoRbj"
    "RPhvPn9iOrqHR8Z13fShz1LVNMtSJr3FTJDTzCEmOMymDBbmMfDZjRXvO1yvgQzTv8LH7iKveg/CepqcbCezeqY7u+I/h3TblK11"
    "bBwEDXUWGTPsjo+XgeKqvZYztpzivGY23XnZcS/VO8lgyGYlNHSXYIJ21peh+S7Vtnm2HzGyLhp3ZdN83SRqqxhn5hxWc5Xf7YC/"
    "uZNTaGn6MWliO5k3aKvyi56Fp1yoH8BCT9a5ZCKNBZ/qVDzxAlreP4gSk4B2scrPHP0Kr6XYyW5ZiHn41u/hbT6uV8iW4jJkNqW7"
    "tWwrLkKI0e+dIBOlT/BWMEu/hb5aFT6jp2tbXQNt6JCenDbZhdONzrNNsdvWJrLNH7IehQ9w5SIdL4vVOIuq2e98qRijxTSio38h"
    "E3iyUt5vPIqWw/VcJ/wrTkMcudErVgGejv8/g6fsxWg8xUmNlM8FtOc8dyKLz26TBA8TA2Nf8mD0xEn5TjcLvoQX+3PWq2zyxdp7"
    "WXnG+Ns5k3+YPAMZM0bPM+RbfUf7wLM/hBPyLrZd7Kfb7c7m0atOeK6Dcp7d62SA9JJFuKt8Yo1btu1CVhOnk0m2nrXHGL2Eaj0F"
    "MmNMsv1lltTyDLcWi3cXYB0r1Op1G4iJtspX/S1r1EtcN57rUFBtqrWVqUMLPYyefCdJZuO2DN9PP0ZTa2GLS/AdS6HxF+LdnWWF"
    "TFHNRnaZOdzu/lObyGVZfrIQEm8TsWl6bteKrXUlzvxKNW8gwJ4vg+T+Btv910kAq1oL9LwxfhfBz/5az9ROeW8zjpuKf6P6ptfA"
    "lsX8gvkcm7jrLP2g9SLEKV9vnK+BddkvxNlqzZ5pZ0FTzVj7hhHR6n9H2all1qfG86gXwe4miIBWzDt5SBzCRp3XtRF66OK7kF12"
    "OLN2ab9bqSwjm5sZDtmpnGT9WYnmlGGfMaaaS+RzLQ9ugk3bQUYiyjWkvTMhxeu9TbHOYiWWuqvcOc7UUonCFr+I9bOumXmc4lwJ"
    "eVujubsZrpehYlm6QmYWK7Fj5q0WMCM8VwvE4e652lycmnwxz/x17Oh3LNjulQTRLItZq4z6mKaOPTshszsRf+oHYKXjWKE4Zyrc"
    "rLSzhUu5Gxezqysf0ZlxbDUQGToCXfg7o6J1kJDL5RjPyu1ivKFEhyglrkLuSVvV3STtUa4jvp4c9TnmbliLFdSFKXUZg5PIuPk4"
    "9v5FrP0G6Pq34WXOCZbASvSDV3EmT6f1SjRYFR33PBFe0fH0ZSs8lrmT9y2zuaEiTsfvg+/6lXq5kQj2K/VnZszTXie66VzHlV6r"
    "q+VHORZe1o6wEAP0AcscwnvYVY6W4yTps+Oh97VCzt+YPN+CZ61UN/l0mFinxcnsK31AHPeu2e5Gr0t+ZbdPiLg2gWg30/kbo1Z1"
    "s8jdxGF22O8HsYoQ4dSc06Ft/IR6jDKp9NpC+MwuHnZdY7bzL/s59rbN/O7muEENvn6R6d2v82cm9DPR9udqnu4IM4tJZuC6ZCfx"
    "0z76jfK0JllZzaDzO2/b5Uc2cOcjzORajLoV3j0bZ6zKzyTX+/p/3CNCO4+js/xL5nuvpZY2tI6r11laZTvzY366bjDnxxZqa2Zp"
    "QkZ3FXozp8SqYAcqoCvvYtdGgv56DeLgRZTeWdCoI/Tf8ih002u4Tm36M7lcX5Q7g2shf4fgFNv0VJG8o4ZicaNcK0sZ+Um238Lp"
    "oB18nvBgf28J5grtXfM4P7MbvKcoswcmeRsYtdgEazvP6ZT2Xm8DWSMML/UM4msMljKfvzRtuZ+4WpI2647tm41Nbc8LGWvMYCxq"
    "tfmlvj+6hHim1+oOwS94zomwRKN0z2C2TiGG39u4zqmS4Tgw6dpaMrP3xuvhnrTSZ0+c/OT+TFpdn739tIU0zfA7pPtMZmYdfztS"
    "NFvFTmb7O5UdSRl+ogNlnn/FVeSGMSMV0bE6Xm/W64l6O9XQnoM9ZHtyGueahshEDxYV3chvXkgpXswKbsiaYQbt7zjOmmzMLtsc"
    "ocMsWO4+h5CdDn2adUolfC7tj6x/m8kGnEBvrxqeR4S5mBQstJ0Qq8qV6Kd/seWu+p9QafGVFG2csLv4KN5BQPZkbbbKbqZrC74n"
    "wexH6Ocq037W8gv2FintSpL1Vaf/DPPlYVqBCZDV18gA28CpgDJo8keY/fhz92F7r23cSRZOMEepK37V+4m+4/6UeFQjZdfbvhLX"
    "v6Kk/H95UsnRNdH8GumsV9rh//WVV4iy5aJS0/XV8EoWMWacjDt+nkhLCVqzGGzAO54DUzbKdO3kWb9yo4RY5bqGjEyutpeGZ10P"
    "61+p5eEd+OlVIvN8Cf1p8fg4HZ53ls9o9mJPcINmJsVC8kzcr/30IDJ6N+C0vK17yVqpR4x7AXyN+3Hns/PWwsJ9jetah8fz8DKN"
    "iWoBsTrslG0XNBLz3yojuXm+lV5KJTPfSdrWqxAXGQfmEXKdPov7OCU4i5iiEyHnt2ht+HFwim6tPWSg3qCfyDr5KCgOr9c3BHFb"
    "thO67Z/YPa1DbxvfSXaxjIUW72fst3qfdGUEG2GGP8YpjWp2dCXpm8Xgf7eXanKRZvzcP9j5/J0+J1/jWderzfdu0I9hscdxRsO4"
    "tdLNOIAOkahn5O0hy7XRx9Bmt0ZLvddUveGdrPXrEWnGHOS84NRGGTj3PJPli+BS/UzGwiv8KHw96B4cqjeF74bVYRIrt4D9t3Hm"
    "ZMuxmjWsiOVGV1kNa7qJVHMlin2Fw3CPLPKeAr9ucraqYZivl1MD9JMH4f1+wHnZ5YjUt4HtMDTGvcU8vK5STKv8A7yDZcycVuNd"
    "Q8is1MR9dAyfZg5Pbrn3uiNkKRjpffStmH/vms0NVDTTpz/A23YzlHXMXtTRj11Hm3ixrxeIx7lNIsYJs1Nyf8fvnPYIGmlfp97W"
    "185txmI+7NG2Pq80Q90sHjxCxFt5Uue5W2OsbqTIAm9zvbleWQ3vclt4B4sgJy/pq/IpVq0MPt0uUklOddOkJxNrqoDop4YzfCv9"
    "JOuMOFSWsSvFeAEqfK9KB4/dGGpmj1xvcC32oSPk6jixamhPeOmmHarYFxojD9EC/UjPZK7lHBkmndnFHXreJIeMZHed8JW1jN7P"
    "6IrB/K4GRI4RZplC+mlp9qCZjj5ArBpcxbl8k5EFfH2WrpRh0BYXYSVvxxl6BJHovtCvQwPLdZk93EUMPbqaNYZqMsUXccL7e2iN"
    "qZqHs/warvKhPA0Z2xW/W8N4IwWJPUUafOxSwq6C9eTYtH64FXKp3MhnmazGh9hJCtmxVYG9PQC/tRWdh3MzVT/F6r8HjTNfP9Bb"
    "5CvdXNP4/iMga4U82fXElz4TqzkHK1mqp7NSm2SWYDfJIC9uzf5fx5/YlcioabIVh9ma0eFi+YIELUInL2srN4o9m/fubEHmmKRm"
    "KoCOYzOTbewtF+uTYhi5Z2OV9sR5GY1X7pM3vJfXy8+tOzyHjh6tzNAndsLTL9Ku+rrcI9YvebWWhKMCmzJqJ9bjuRyx5Wo9B3s3"
    "OrgWse5seKyVlI06VsY3k9XwBJdjjwbITKziUuz1bsEs9gDkwz6cBV/coc+4CePjPKaD6Xq7J+tHOkbcLGDS9zGv5yTTjbqV/le+"
    "z1sMjXum3K6fQ4Kv1fuwykfKs/KyXoBY7gB9VO6HrzMC1uE0+ZbZWpfbT2VnF0+VZWQYDT12lOtkTLIqHcepGyhxn0MJPRpDDbH+"
    "ckfioedDa9Ms39vRT2c2zYWdBp9/Ae5hCc7vPN8DqT4ONv4W+//xtNzmqSboySU8Mq2LMD+BnuguQ+Q8uUI29YzthfC8P2iBUekG"
    "WhuboW/wltzQIxZ7pGvLKzl+oKHivsl14lX5iLojteZASZAJvN7XJdt7foGQUYd74qcYtcaYCzBcj3XMPtzB+du/78MvI9JlivjV"
    "1YgtG3AaKyxDyjqB64WqZO9GNbvhKulFzOWrVv23PGsPKaN9PUg2z+rvyVldfpKvlEcQz+0nL4llHmOcmUzqw7irYdzLYk5iZqaw"
    "DGflBjFPfgqi546I13eTxTgveZCLElj5kbB3c/BZu7/fcGdfBGvZT30XO66akOeUVTvJ5oyNEyZGuUiq6/Z0duUJLN+V+Pt63Uz3"
    "l6GwUxcEd0q74NTQJj+MFWAoMzk2b9MT91DKna7HGVhNy3gQsx1x6Ot68sh2lDzP/pvpanEy+rXejbVyyE8pslkmdSbOc5yIp03x"
    "p/vkAuqDJZyv3wfargD2KykPQAqGy3T4jNbNUOW1v/NN9s9+Y66cneIeC3Hfyaxfmcqyi+We5cl1tf2ZW6wk6vhCdtLUMh4eI++S"
    "LdOk+CD4sVFW5ergjzZop6AAT8ZIPpiLp/8MT7GD/KCDWcV2dmKpR3qMIQI/X36EjG7wfXJ9AquO/8gpa8vcXyblzJNX4VR2EGO2"
    "7C7GsjlcRiK2748TOt0wRWCnhstgWN0xQTsy1Ndka7hRHxvVq4uLVonDxynVGk4WR9i94TJfBYw2XTVwO0rPlj5r0J1WN5nNoHJP"
    "gl2C2yTQQfJc+Eg4Dj7+5cEdwWZanh4msWZMTpleXYsl1rH7yeEAxci8bHMahu4/jzmkpEd0rfLV5UdgZ5f4KUGTpTgRUO0zi8kW"
    "FvP5owgxd+7l/HojsxJ/ZrnoxcjLZiCehoaMQje3hQUppxZZAY28llljh+03UjJ47yn24PcPzoUm/ByWZyF8oYm4V7PJLyOaXMI1"
    "S2kT+pBpmqF8hlxT54v4BI4Ft4H50Ai9+5NZ1a2HnTcN945Yja4LkXusN7GIWElpYl5E2UNZpb+zB61OH5NGetBxdR7bGp7fB4LX"
    "EQUeD+/C8Ix/0sfwqXPEUPX6N+sjSmWj6jp2oDYy5+Q0R57szUqv6e8aIgrEqB9tKuNcVt8Mf+BaTYYHB7dDLg2xcV+9XrcPztcL"
    "ET2u5QTKIk4f5OMptpLPpbd8qXeSV2wl3t+X828Wyfcmalajr6Bsw3mgNFd2kCzhDjb6bFsBK4yNnAc80E+I5dO6xyEhVr00xuOn"
    "ZJ2eIWEWg9H5qL0lwzNZyyx+nFykr4n1Ox4FT2YVu7tS2RnXND83RIp5X6uxB4WcZoz6XegIPfC2GNOTyWIfcX28LgaqIf/o2/gG"
    "q81Pg1Y13rrpOMlT8F1r8foqNb6x1YgI74Wcf8PeOOMgbYTH8gtrW7Xc0Rn0u2PwOzJ/8v5SNdkFvmxduDm828uDrkTe7irvyLH6"
    "uo/9EtpHmpDgwixi/VBp6rxJ+ip0SHvY13eIWT9dht3haNrqWmjGSJZTNuk5kVqzhjyE+qENY5x69pP3buEzDjfN2c/mmSuTi90o"
    "3eJneEIfISU9EoHraEvgDH3hvZvBkttiaLYv0jJYrjc4pJ8UMgq0nO0E+nA1jFJW6awW+IOvliewP+bhr2Ul8nfothdhw5bBGi+B"
    "zqwlK5qxGtyCq/UWmxfqAA1iXbcl9DVLtW3QSH4gF6NFsgh4LiZ1qNtrw2fkLezgRYheOskk/VSsZ/En6ec9uTR71+qJcGaMhI2w"
    "4P9CbLCVzEBE0RPWoT+nkQ4Xi3U2kxo/tzefnlYtT3MV0bfjnBExf+Ms31HtOkO2k0/wymewXndbN2a4hSySOeGRwTfBs/oVtNJ0"
    "rHhneP8TdcugAms2MvhRDX09Rl1tlZdToA3zYJN/gt5bjzW7H95lNSzkbZD4RYyGjF/tck1CX9QR67AKe2OV4x/wJOX4nMUEbeC7"
    "fI1v2R46aSd499/pNnkXwvfeASdzLfNYg2VLRJOGGPU94ss28Gdm4+kW4p/l+rIYw9g6RA2GbxZhHt5Jdk/ZQ9KcNctd7bOu8gir"
    "29OJkT+f57sGcc61+oC+h8/eLLNxvr/Qk6GP2ksFbPEu8OdqyLTVV/LdBBo8mnfEeshzIa06PH+nqeK+q97FFS0xGVT5roPe0maj"
    "uY8Ic8RpWv04u2dDeskH4o5i3jdooLwNphUw9LdXxSzgIuz3FbDJL8iFWOdd5fAgzvjFnaCF5NC6xqOL2uldz3ORwO5szr73Mjzp"
    "s3KqnBCcq/fog/pfyEhXRGcvwoLeI0/K+/iv2a986huHP5P0/UircILWYr9GYpVWMdK1nrHVOD0JnsPqLNKqzaa5/FY56+sj5SCx"
    "btZGsh+sxf83kLEi1owxOsHOz5SX9hSzmP2kxq9GFRm3NkB6F+Oqhom9CrFgDBL3LeOJTFZvCu2Gs52XikOtjdEmGXL4YI+XvY9H"
    "Zkp7tAbDp3R6KUb/5ij2qBrG+A7iULcSjA0NyfQRKfbo7OX4+75ik3VzsRY/4XmOCIz9MpBPcW5mQ2dtJV/peOP3EeuarsDO1Hok"
    "PENfqtA5Yljz04jh4vjio+SgN09jD6xhT/ryCU5SmS5ZhHftYGyI+q28orsG7YPxuiVO60j4nCdB+mKcNkrReiWpya2j7WpJZuvY"
    "o2QNn3tf1hR/Y/3CJDWhj+tM2oIY6zzFaij1huE5VV+UQ7HLy3C2lmKHdkasbbjhWzJuT3pvqZAnpZo7bNd33usT9LXqiFsyC/ff"
    "F6f1XmLz2pREIEfJOM9GFMvW+6zLyHiajpDc0zdxdsik1PB0+ojrb4lynmw1pKyCvpZAMvpLGfmQL4An3mSNI8RpbM4sk/TcMP3o"
    "Udk81y/0iss5RVIDH2g15C9KpvIyaOFy9iY3WWrL5Aiz8EnGvpmMYZ1/qgpYQtWLglfgcayBRfoGsr0YOvQnvON+nKePgovlZngF"
    "D2p5+KVepSuCnfU9uQXvyK1dOrCXJ5n1GZZQfk+Rdb6nvpe4nvojma0zzJjtZAUnDcIsapQyt5hmZJr0z9I0ues8rWNlg2eJcBPm"
    "rqob93Vme1+p9+Fs0nBrruhpsG0N1AcR1kgXerbwUj1fflerxCTwFAdCP74BmZqMSGoDdOx2sEauR6I1ba5N/9nUzxo9HlG4EOPW"
    "cRxZr9p8zkuX44rb4Doz9Q4poIexBT5hzC2GBGq1hkDG4dTNopdThk98AS3QSSxP+gtnlU6HbCzCGewYzCa6QYTxlusjrNW94JO7"
    "Sd9YNhPnJkUybAq54tOE90ysW+wCyXTfzVDX6dmG0eveZCUQyXhQh8hPsL7LcWrnQAa+gHQMQjx0BzS9ZhlkrBKa1EwnT1rPw1nP"
    "gz+5FDp+vHbMq4H/MQLrtWMLvdTrmVVJEwnmJ++lr9O5+G0JI2mn7xt93tb8zREt1CjXYD/Tvjs/QXagXuyjcJHh9uJQxftJU31q"
    "qZaFXeTNVltCSvfQ7YLDEa9F4Lm8pANbWNFF+Gd3WI+B+P1crM17+Hcn+VkLZYwciVUYAP/uMPgMT1jvlRhG3oOMzNzVRkhTn2ya"
    "ljFXXH+tXqzP6EtYj4l5L+M3H0BCH8a7+wQ3BXcGX8LXWQt5eU1fgJxZVHQNfpPwVidNNrUY8zuDKMXdWNFcRiSQadBtJ8oAeRY7"
    "PxS+1t7BUly3krNphk1WAomchv+uYgQeyESp4gTKevJXRmjLc/H/NPh+HtOE4+GVFXPGoY5TRftJhIg/VhVZAR/bkHTt+67RV/F0"
    "j8EnW9Lq5+A13Qbf/qpGQ/hO0PEf8jzsKk/BHlrN6lBYsVd1aniojtKvw3PhX23VoSi8JB3INeFpQUW4GKe1CmtyBvboY/bFVOnH"
    "0MHG4nYXZGQBPJe9ZWbwlT6PbxkjM8OYPAzPtwzSFUVMOAU28TPI4TzYnm1Y1besb1Idr0uS3DyN5AGxPqP1nOc0DlfDtdhUvsP3"
    "2kTj87BWMfZ/FrOitIwRyfXyG57nZ91ThsjBUkrMlxn4RP5GCNwuwtnkT1iJHZp1uziLVAUZ74EnXET/PgGpXAAfbxli+dW0AV2J"
    "nmI9QHNoiw6R8+RMiarr2yljZiRP+jKjajyn1do0y5PpPbP/z9XzJIOBn+SV1POFLcAzz4dsVegNnC4vIsdKgugdO2cnVeqyHKJO"
    "W/TimW1eGcr02VhFoGmqQLM4ZJl49q8zJZFsBivDhaX+nFqlqpU4r8n09XGe67WGdmTrLOJZWlPZvr8Gz5dV5hnwLDZ9SlxGKU30"
    "ESUnkutJSjPvtgy6O+UxWi322xTv+gbftuIfoQL8//XKZ/oJUfSjOgn65n343qX6lvwbFirtOResa66zOOZJx0z9G141ruFOwdHQ"
    "GoW6GH87UsbDLkzGqlqEdJAMgt0rhl1cr8aMffhGe7VxRiLhLb95aIM8F0EnZnC+D++RD+UgHavn6oQwHTwrm+ut8rxc3kIe1nrL"
    "ChmDtJIfYGlXsvuqmswRPaEJMrVv8/AqoHtc7nA8dNJazyg1jQwFM1gn6ULPZAD9xv42Lcu+9F/YsXaAzzmJ58cOYUecXB6UreoL"
    "/IsMK6rl3Lenh+2s64GedSXiu4xcr4dd8yyehSJW3iKQIMsoTUVMkNDLcY6PlsugPTYnwnfP7HRNVDMThL2YhapkHtH+bui9hdzJ"
    "TE4i6s/fttm8p12hSNO+s8OwTJu4YmyeurtkMAvqfX9NEtq1DlHsav1XkOCMwJXMOu4Bj80wrQxxpsDz01pvcxX7ws6U/1tUjRDR"
    "QMznN4zRuZF4BK7K+xOkMOVXpdajooTMtOZat9w+hWUUz/cMn1bvXkJvTGQg+ZoL/4TdYD7jIk6lRMnG3Rfv+BraM8UJh3nQEx9z"
    "ksmQdpZrFazHPpDM7yEL630k7jrjB/tVH8bu3AtlhUeciutFWBXjtEx7Bsm/R2t2vH8J4tucKnFWDaPU2wnPzKiaQcB2T3ReC9jP"
    "LoPeXZp3RjueopVY+dV+pxOsXVyFtRokF8mvRFZvx8maKiIQGhLtVViP/sF83TSolCXhqXqdTpYn9Rd5R7rBkudmWAtkNzEv0HC/"
    "3hXTyobPZAyVx2G/CrBr4znbWKN3wYYNg0e9GBbYsN/n4e5vlvslwqmweZCwnxixJTwrRObEum7sWeSjd3MvU7R1EIEFnY377y0W"
    "56vv4rJ4z6ZRDQ2jh9gs3Ob41ppsbXxvj+Y0lT7CQbDbi7HPM7DP8/F9C+CFf4lIwzTVEewmjjLXtIZXv9Rj12bs0h9+oquMDIbd"
    "OWNWw3vN52y/IZauQYy/gHlC668pxntX6okyQao4jxdhJN5kOTN1iFyvDBdDjyrhya1iPGloFAXQqrtIylvKkOvVRRxrqPHVb/AT"
    "BK5aXOgnal2fRs8sXnLzszJUNmX+rUifhi/4Lqunv0ipvIInOwTP6TJO1nliEf4intTc/IC5dUgdfLiVeJIjJcncid3vz3obJCMP"
    "vlogDyBi2Yn9mNfCj3lBj5FnsF8nwkb0wa4W4b075F0BaTgH92B8BaXwIKvY07NO7ya+cpWODj7DTvWUx2wOQRbpzoEhCO4PyzGS"
    "yLB7SaVmONUb1TEBCZG1LpSUZ31waDxT2Jc8jHg0KT9x/gpReuPEg9uQnW+xet/dnk87rV8Ztptn66nn7oSQNpOs37F3e8s+8hKs"
    "1O86HX72OPgp22HtlwZn+m5xh+A1gvUTh/eZgET9AHtfzmnSrmIT8TOt0osT/Ha4k3SGlpwBjT8AZ+0UvHqHnqq1Uk+kyQ7SU9wU"
    "cNp3japur8fqtq0e0FtwrWOCsfhvg74mw/SlcD15k1wkfxz1Xg1rc5Zr2wvveo/P0sCZ5VpIxmFiCGT7SJnvsN3Rn+BlzE3VqWFN"
    "vyg3iCFlF7DPYmt5DpKQG/+6jhgCFT6fHrLbwSb1hxObvNr7j/mMLOP6Gbuek6zshKwkXu6ZCawKV6130v97Ayf/W30bsfBR2P0z"
    "gytYZ0plfdoMH3B/6tsDYAk6Mtd3KiTlEHKcGyLkCK7i3eyfcPXQWnKiNXqWLPFVikwNtbcYUmgtfJg2wc4yXccFDfoQp4mvkcpw"
    "a6xHPusz8xFltkZkUwUNUKrT4X9M0fM1hRNpfUn36uuwBzvL17hCgbbkca3BHR/ou88yz5bgOW/lq/9//tMIXXKT7Cahrx9l8CTL"
    "s3OBzTkoejIPa9wRB3huyRrKwvFSzjjsVh0nL8gFcr0+Ds1/Gr74CNkHT/Z4C3edbOZ1ZiKHzmLIoNVcH5vVMaZli1Zr6fcdl+3X"
    "TbOa4u6uv1hMXQx9E6HFbdAPqKejxAA2zpFy7KMhrzeoIQFZZN1HdmcmPEqevkfxu72Yxx/C/sEGTryfyqm1tJ9cct39+o9eCT0y"
    "0AHicCtS7GOJ+emvKJnjHGq448qJUgsVQvP2oF2yCn0d8yhVZM2LMCPTr1kFzlUiKslgbr5/DV5tgKaNk52qlSyH5NVz9no0LOg4"
    "SFsvuY8Ys9tIKosu4DjjU8R2KqVmdf3adtfWsZCkN1mrTd2RYda3DjmXcZuMybsT2sqyfu/oG+EHsCeLtU7uhk1si/NnumB3qeMO"
    "F3AydUizSFuJSZaJP0M9jLnWRm3FCkSUXscK3NEpUkTLdpOexJzHYTJaxoixNM/n2bzGc9F1pZ1cyj5dRCBypTytc/VXfRm66U35"
    "BO/uKF/DshpGUSXjSJvR/ol7cSvO1MOw4jvo75x+tMpUhyBPzNfcXw7Azhje4cWwnisQwUVwX3vh6b+AF5Abf+ffYv7lC7onpPAG"
    "fUuvk8eCwdjdj2B9L9J3YPdguxB7HNFqtT6iY8NDAutBeIZnwPVHz6cHXUfpv1jqfQUs1KYJ7flaTVSgTM3KeElm+2x/pR4qL5P1"
    "bxHetRS6e4rpIZmmH+p9kIgncGILGWl2k5ewxv3kTWigSviR5cwCGiplISRsIC344TJUn9HnsHbL5D29U5aIzb6cJXvj5/VY8bOx"
    "Hms5R1nKfqjVxO1IZTtEE/TNI75WvSfRDWUjhl7H5tMSfq9DYK5h9b0LUcmTrMyc2UJ8mvuVYngBNT7vkMEbqqZlOkRsiu4oWYX/"
    "ruWU5yaw5FYb3l76B9sRB3eWfg+pOD78Td+Q72VyqM0mlgIfzW1NHu+Ef2araT4vLn+zFpJZrvGsz5lEtOl21k0urYWsVsgxWNGh"
    "cj8k+DF9QCbLgfAi3O7X6S+ekzGul0CLrsfvvoDPZPZzm1bFakzx86Hhe4Yz4fdaZ/FcnMAbIEHtqHHPkatlKmKkpnnazDRNHmc0"
    "NodGr2e8FGNfZJI6qh4RbDtxsV89fWQXHV0uW4ix9+4AeXLIZqv5lK66tNZjvdgZLdZMV8vu4jrAbDrUMI8Pgk5fw3xYDWtQrxAz"
    "McE6W5STDKsoXZOJN5Nr3Rr1McQkv+BOVuCKkFnGStvCu83sT32zrqMMY0BPeFR1WD/33afg56OliN/a6KcwkqxBWa3Z0P3LfdeU"
    "Y/2t9V6lk9fl1F1W64pS/mN6hXyAc3QaJwai3l+sYc0vqTYx0MDzbne0i0h2yqmAOnoldsJmvN4PCtmPMA77+g12djo0fDnP1iO+"
    "1mAnrUFcPa6ea7ykGaLo4Z6rqgHe9PHkLf2DsWyx/gtS3kcSng3T2DXneittnFEJfY27WarLoc3OwnsnQdtsLROgLYbDV/lKj4Zv"
    "eqruKq9BPw8MzsaZuA/7+AM+MVz+jZVcTVTc/8oDRAdZp99x3vw3PMM4IkcV6lhZI3OYG7U7nc1z7pB9zvcdHoaIUkVLFOE04Ahm"
    "aJTVnU2lkXmW/uLm+xqJVU+GBXFnLkIdkU/euXWcB6zy0nO6n3q0GY6AfUbnEPGihhOeJbCoFfiuherQnJqjs7b2U3sjiCLTqKfg"
    "OUwrbeC9VcOSpKH/k2RkdexbNomwjF5UHeNcl59yvuSh4vIGjezDibCGGFGH1LODZBh+DYU0nZ1P7eH5s5Zin61ndg7u82Hsz2Tc"
    "9TusgjZV19vQk4pQTkZBngr9FIKttGWh7pU089iGGW85WEMhWyz5uN91jGyMDcDmUN28ehXR7c0rsUnPumwWN9MjM8BbdMcz7rRL"
    "OSeOE4j/orqSXUvHe5tVxc/k+VkciygXwkPeizu4ivdkcclUyO22kExjN+5H9IipWKnVsKNXSz4RyzXrCQ/iye7OGfBleg3i2Cqs"
    "0CB5ET7QV4gSPuGU6bmInm7Uh+DD/keKxSaYbtQHtS9kLXf2q5G2bVdx/QCBLGfHdprcU60kySkK60ke6Xn6KiAPj3GuuoGoU2Ww"
    "klXc53qcg87MuZqOWa+XyVp6iIbyN5B575TPJ5Z6ROtRsr3Y5M7JeT/JUmi1fH06hJbWd+VMGRIuDVPMZPzmmQaO9Ni6F2EVCvC8"
    "L2sJVtW63gw7pgKR6SrokChrqH2lMZshqGZngP4jvNv/20zjd/D/1yCiqoKlf5NVoUpEZF3kKfkBEmBTLwXwaQ6BTNQYHj9ef9aj"
    "Oornenf1jR2y6C9mmaxXtofvIO0qNT7m/ntb8iakrorYHW31eej6idjJfsEa+LiXyGEBJ6XlXfiW98JGD5R5erheztxy0s/ehR7T"
    "zTBw2mO9jctuCXEPFda4CGt9I+zMr8RXDz0naSMr0FHO+pwjD6lJ/EpdANl5Dp71oZC4nnnt8Jk0dLFFPW7C0cUgxrth2sXF9F2J"
    "7NEAHZpkhFHhazpJ1Wb8UV343xshL8bgtlTLZE95HRHY71jjWvKUOd+oRh0foIsR1ugN2Xigtfy5dnWlVGc5rp3/Z1dZzG7tY8W6"
    "AmZ7xKwGZoGHSxUrk6YPivD3gZ4hogvrRoXsgUj6LEEDWQFHU7PnBbuJQ7Ox3OzXrIVM0s/hDV5PRJaUOuYrh0NWT606Dqcrxpxs"
    "IydSvuOKPSFHS4YZVfX6bM9lSj/m3rSRS/B/Yyw0hoR1zAYk4T0fIOfpWKLVDwwWQnq6Qgp2k1ulCydw45yarCW7TSkRl4fK3h5V"
    "oqnfXj2bsXkba/SeoBs7pebgM48QiXc5fnslfMxPdQJkfmb4KfTPgzj3Z8vewRfaNEGf4bgOdRcpb5ET2vV52vkoR3RUx6l+s0dX"
    "kmXO+HdijAvNs6znZ0KchSeJRr2J/IzdGssubZvRsE5N8+QNcbMDMU9TROwM6ePOlO7MP68jDp916pbjtbU4B+M9D7pVekZJPSOG"
    "RtZfXF+rZevOlzS7mduLy0wVEZHczVK4vrqdfBdeqd6EmCTKKcWhUkBEiSJmccbDRt3KWfgfbBIWknQMnm9ruQf+dAjt4qR4hITZ"
    "OcAYdGitOm5V8/SG4Mm+lTLOrOZa0Qadwk7ONZz42sDKyziicKaoSUZJCZm4k1wZ0/GjJTcH+TJ6H0NYzf4e58Y6UB7HUxkr+Dj9"
    "Ct6aTWVMxM8/4HkOJp9ElWeHDOEDGHLipqwfrsanc79iLLwOq+pdMTyuQZzJv1muaTb7tKUUewnbmYxuFdkKXMfslHN3nv5axolx"
    "Vr3qtUpO99mENS1K4l9nsdv4iZndpL+U+BMyipk4iwY+15C9o24qIo67reHUfUr3gDQ/J89gtY5FhLAe3zLXogXozsX+PttuhJbW"
    "StzkeBODgG4UJ85j78S+8j000EhEK19CFj+Bvh+A6+yEz1nG+DLscSGiB2PYHkumvQwmXnM0f/fzBnzTFZKJ3u3PLOZo64gWmWYP"
    "iENhTOmJ0COjWkAWcTnTOubsMtwj3T02Xko3xhgQ2ZT/HUyetKifuG5UY4VqRxQwq4xFETMdRC9xbzIy9oDvbp7/zmSlc0hyleTd"
    "NIk+i7wSaxj7lOkWWI98VvZ3l8oWenVzR+Kdg02C0/QE6aPToGuPCnaVI3FOr9OCsARr72oHSWp/i6yGsq+mFJFLZkov9Ix7qyhz"
    "21Drn028xhHSyKmAhfjsWmixp3AH1gX9H/mPjghOh6c2GTvXqQV+zZj+iBX/mjFbAaxMJ0il9QkPJ6vgSo/RukGLmUk+B5/7D2fK"
    "UuwjtGutYE9qPf2LEmraGlagzTr1Ia+leYH3wa+JcE8bsyfWzS6eT0vuWIkSHlMlSma1fPhzb2HfThbD7L4FUZTZ00nQGnfKOp91"
    "SPPbY+rYxmNes03mmt2LTyZ0JTuLFukMSHc9/fQe8KeuZo+HVUBf1GryyRZS55ZzN+7MojaZh3MkMzcxdUiMpVkJ/3NfTQYh7gh4"
    "u7XcsQJaC9vNUE+S42QxTuur2LGHdCKe4zvc1Z36XrBWzwyuwXttKmUdIsd8eGPl+jEkYLWvsBs+UHvIrMPL7Qc/fzJtkaE8Grr+"
    "Ir0AFrqI7CZfteB1xrLorZajsl3o5HHuu0JLv6oHyv3ynV6sXYM7gkG4lyKco3aQe/VZ7Zif8K6jfcuNYWxzjhHGTg3GLkQfJoJ4"
    "NKFP2gyzdGGXXtojRG+A3FkuZrON8HfMg3bZtT/gj1WRry9fX4Nt/gSn8BhYo3ysUWMouqW+KbfJC1jLX8J8vbPV8GCqukpXISXE"
    "MbQ0Yl3WQYJNUgx9zmZdzpATZFus2QJ4VQ+3eLbtd6t9nTbtY+M4+UuisNqDoFUWcrYpjpPzo++CbmDWOUrb7nCobmOuUX01uqAZ"
    "Hthwak7jdSvBubPe/XXQTjaduIryZGhxCUr6YIllz08pd6Qzpa5aHVu3nctlfs6lrZ+jD7MMkrty2uoVRBZv6nTOPE/S7YI99BjE"
    "UsfCGmizCZaMPsv0E9d7Pq1Udu6st7j+w1yvpHmarmJEUuT9AYfbk7s3Ikavy/Vx3ysup7TM5wj+yq2VsUJ1OC3r6MnvjyiiymuH"
    "EkaXmRm4zVn/SrMPoraFXpw4kRJ/pPTW+PrJYZA7x0wi0hz72e7J+tDKsH4xXcq1Xuy19lDmXy/SLyHhx+MUXSGnwr80buD7Ed3e"
    "JSlmgOp8hOOqR6XsbEzBLmR6wRKejSFPKnnWDNdhpsfRcJ97gvv1qyYhJ21gq76BfpkH7TIDMea7YrPXIj3lYz/xV8f4axqrufap"
    "WvLcni7bibHv2ZRGA/TfGC9vUaxWhg/CKuO10GN/+N7XTL9SSGud1hHhk+HdeiNCpdXaNW8E7Pyx4bfyTdDd4yw4Ka/XDBaS86IL"
    "aD0s57uv1LBKakyBUe0bnC+bY13rmLf5g2ykX+pP2NtO0ok1FKve7Ai/bbU+xazPPNimQcFZ8BkfQzz5sTaEY6F9xiAueY2sETF6"
    "oSHROWqYK42w3h7xfojL71RxOjKDH/b3TG4lHqs87ucSDV/OVZOsWmQ+VRnkev/AdO2/5Sn9AJ76V7jvIuxuG5y58ZC7j6kl7wum"
    "+fqmq2mnPEpfyExe7jv465+2vvsqN/rAYTjno6EBb9A6xvxbEcPxExkTZKpUCc7lKXseXSw9yGO2CHskOotjlarPzviqala7bC3q"
    "Gc+aI9zZz/38KzvJbJyOcma6I/itVZ12xH9Pl9x3cB7OdUcibqSJ9mf9kElmsuPcqzoydUc9M9nuxGJepMZyXwX/yFAvrYbfGZ5k"
    "ATuc3J2t9VJok5aD+NMU4gs3wDN7m/WiApz59/VtfZnP2ZW52j08Z7r6usHesoR6XplzizELebQY26vdxXDP0dWZ/2+kzEf14OAJ"
    "P9P1mee/ruA8S1ULHmRfeYd9T2X6oZbJQP0vvns0tOYy31+1M3vK6hj1Jv1u/F13ZAZ31rKRxerYe5TRWZp4kkkyWdSzJjFeDFdy"
    "Ac+fzRT83Z8I+/x+Z69Mf0Zehju7Dv6l6zKxfvv9iK5QQLs5mhXpn1rQ/ntJuZ9pCj2qo2M+7OnR6sPsDvaVzGRVbrv9T17JfW+D"
    "xM3kJrQp7mnkyRgjlnc5jHh92HdY8aR+AS3wFXyBHT0SxxSyjlcwxtlXDoXFafT4g7XEaiumnVlPvt2dZBq8mQX4/atSKEmP2zYJ"
    "8llBblPzjY0x0jqHZuj3chj0X9znmEJ6VQ738FT2kETZS1Ku3xLTfaRnw0xDtlfgRPwIG7A1dP+nsHxTDCcyuEZKWDtZR6azOuzJ"
    "ZEr5A7izs2FJynFquslJco+cKEv1YNzpVNa6N6GE5TWTtqTv7tyO5380YrVC4nWa72NaoJDZiBi+oRBn4EBy0rWVx7yf6zjrGmmx"
    "bhdXhfoV8VjMM97Vcu0cz1o+Pn2jXK8P4p02WbNKx8n3Mh3n5XNykpVlORnSmpnpX0Pbugir0MlrH4vzDhaL/9bSX3A8UHHv82U+"
    "XaPb+i7vRDMd56YUcn1PKb1uh72c9LqzgvHnNC8HjmUu5W3+HazbR7CuVv/ZkxhWKVay4rxSAjvTxk++2Up1lUz/1wJ6+A3EAlqm"
    "wwOLEBcjqkiTOfAAX0t21ag6j/sS8bq8n6iPos1z6i2Py4041+fBLk+0fnQdHBjT2eXQcTtqO/jr98jTsqV8JcfqPno3LMp3wWPS"
    "J5isB+CTn+kuasgML2M9nsenVrL3Kk1Wa8sD7MDeG4fTMr5Z14SdJzdZdh12elRwOyv1k/R8SMxMTtvtD2107kZoZ5lJN/enkNVz"
    "i3WOg4RG8PQdyGA+F7ta7Pl17B4u5pnbnfMSm8AbXM8ObcHJnIPvtj6iwXhHW5zZ/cgNcyBee1E+5bzpSjVvop7dWj3JJJD2/pL1"
    "7u+k1weX6Uzojv8G29sUHKTsMUTuN7P+VKsHSAahwiFPqcfhORhX+t2jKVjMtDftzR+Imgrhs1diL77QraQWTzcVcpPfQuXB8bOs"
    "8jiCTlr3ZMTSUvdzrv3J/T25P+Mmyx1rtVVeDA3HZhwW+S65TF4q9GyJ9Xi63OiFazkF0QCZqyeChvP9rGdhikdjVTJyNRLVtha6"
    "uKQFLMSWOetcDcN2dCT5EGya71w/J2N33BwP31Y395P+31aTciPy537S3P3XuT9Txl6zauZ0jEm4N57lZdiBQtZG9peTxaGClbAC"
    "+h5+u4e8i7jzRJmK3egk38gkvVBMEw2SyxH7bGB+TVklaIQVOE4qNOJlsou3pJneqwyKYIR9ck288RlmNeMxOV1izF61Ftedbdmz"
    "nrIQu9QAr8BqKiWIxIaI49G61NeyA6KKhtnvslW0uso8nPKZhh+Qt0HPYo/zx/qi7yxWakdl9NXKcyqVsPeoIyfPlumHwRrtBe+m"
    "yDNQpvQMr8OmZNmeQ89BmCcOHynkfgTev61mpSLD6BBIkrPS+4v1mh8W7C82NTcWkekz1OhTEJtaH8/mjC0HivEKBqzqH0kcJRfh"
    "tvUdSRY978dT2l8mYm2MmXIOczRTbD4b15qcRZhw8yQpvwf1nperyJ/UqM/cmZ0YCT8hwpnyfH/2UozhzpaUr8q7bF5rcZnVtB7L"
    "qoW9fxtG9Nv4mY+E59Cp5P/3E6t+W2zegTU265yfC9+lkp3olyKCth7ZcXoI9nINzukfxF6ogrdkO2FoKj9hjSznci2r2XGPQGSY"
    "kA0+ji71fCSp7GSYZHGB82QLyfiYGa1sfRmGSmX9Bn3FdQeYnR5DPztCfNwGj+aV5ARB1J+0tN5KTAiXEV/vWZHqqC8HI754mx0Z"
    "NTwf1fpP+N4zuQz1syiOE0dbzK7k/sy28JZW6yhmhg+RX3DHPWVvROBTsJLG4NNDjNlyZ0hZO6y/RVWDiZSS9pN7DcT1E2anqrAT"
    "U+HV1ekJ0gM+sHF8jhSzb79mkaiUWDMmY+Z9/cFerM2kCXdXPc+J/TQUujnGbJbNh5k+6CaGa1II7+5AKWWXwTpmbY3TbC5RchM8"
    "RfXa6FHtxSPkWI7S9rOS6GOriZcwRqw/a8bfaKQwi0+TYjeuodEuonWOwH+o4v/r/eR0yCp0SLvBjIz0lxPkU8TbR+UZr4Bh2QXB"
    "Y+nTwzJEluxoYi9nEaVlA+sWj4ljbGn0M8x2Hn+nt/ux3ob9uFmuQIS6LTToiWJ57lfYCxclR4jtuNWKTpANrLcXtTDLkw9fqJLz"
    "h91lDZG4DDfsOLmXHNNmSztzb1LMxg0Xw+BcCK3zAT1cY6E0XPlKTma+EITs/m6LNWzvNch8/QU+VKOukougYf/Qh2S4jMIqfwbL"
    "+Ik+oJ94/OJ6fY1V+BI+qXGQW7/AcuIkRrJxVsgIRomf2NQb7mr9rWgfW0mRalaXxX2s6LIBxeryT8YzNwi7YJhS1ZxBq+c62Zk9"
    "XxKsvRv+TnupY05nPWeTL5ffWbt62rDVrEMDu/hZ8KU+Io/iBPwGez0Ju7AB+9BL5mH9i8iGMUWmwGexNXqqxVjz/3L20nBb4llu"
    "jEp1fOHS4vf8k94VW5s8me/n+R4ik2I1tVw1UcNS6mZiCtjhZIyUD4vD7DIMgBrGr79yvxvVdbp1FpcPbEJktt9tAo2zmHqiQXcR"
    "65Y2a1ZKydgR+zgA93ou7qyM/Rvt4bfPhcd8lfxbj4De2k72kpN1P/jevaUE8erZuIsrZa18py8b1qk8Akt9oHyoB+IshL7TM0Z+"
    "sQTthuUkL6BUzcC1E7jTAfKDGgvWNH1OdoOMWI21F9avF3mADH21zmrl+MwsVs5eg05aLFbt6CdXIoJZjDWdh3scCz/pNJkB2Yjr"
    "bdC7n4nLN6abISymWQ2YiTOUT+7hFOuidfRNq2BZPmO1Oq2OS+0k31NY509AwmfSMvjyytnMFLuXl9Jnd8zDaZ0lpeThyT1PW00u"
    "n3odJtanbd3CxnFcpoczVz9M0s04juOeMSPACbBusqPE8NGq+K1WhbxU5uLk7w3PcAt5T1sHv+uj0A0zNB/2ZF8ZCJ1ejmcoIWKb"
    "dREsxH5vaIH3MuGjanvabcX1hlmFawvm5UPvv6WpHxwXiUXvPSBZjsvU7bRD4t5N3JTOpj6LavOSwt5717ORmRmPebkX2Z51wVqf"
    "87SOgZ2pMTuR93w2dLnN+qyEpl2Hf86DrfmVbMi50XPfh6dnHXzHQHaLsS/ni/k6HSBBhsaTYh1kT5xRe/YOsKVLsfOG4rbxK23w"
    "yjI9WdbpDDFOmjLm0ZYyY749VtBqFefhW57Ft5XqN9BnedBjFwQvkXc7rc1nqTs3425I0yM8g9X+pK9rpdn5sZmYvTpVCojhvC+7"
    "ZaqJ1lALCdlCWtHrczyJbnrWOomPkQyKiMtWu5zEKrIc27Rrgn32U6SS3a2unuRQRzOdDdoMFT5TKbGTbN0Ip5Mn22YD8tVqah9h"
    "VayCUIRzfLHsyJ3qLI6Dpb00v9aj9B5t3tFNEaWJb21nplVQDcu9LtxcvtR3dHAwBTvzY7gStqEaa6rs8LEzsBtr2rXEifwBa2EZ"
    "I+s6PVhuw28shzdZuwcOs6g9ffUkveeQjKb7cE9DrGVItIFBxFPuI6Po+eWyJad6bmNllrva19TnIBJ2++cwS06TDDdqSAQoW5O7"
    "xDGalqirjkQ5H1mlDmEhw1uhrJANEeN2S6qLeA1jqYDncS1OazQbSfT1+syuaV7zKlbkFzDH1cj1SOF+9+YJKmbVvc4jiRlXVnf5"
    "t/zSQmYht2WyOaNKZhT/yznIpO+MLGqhXp/7lSgR86K4U9MV+xIx3qKKBbjeS7j63YyDq3CmrWOls2xKVHtj1fqEOqEeJ8y4jlsF"
    "ozzukOPuENnGx4rOb3bZRkOZqaPs1nh+otHyvIyGfdlVIuyzM0z3ZcTw3PCPLHobsnQNE5v4jSNqqmR3YCtm3P/3tc4tVS19JsFs"
    "p/07E++fw1xcuY7fKBOxsf2Zjzs0bXCCWIf9JPkI97oHLMgKnLIzPOr5qXh1EnztybDNl4nliH7U++AxnC3HEU/mddznQET7n2L9"
    "XtCbsQJnwEov1SuxNrthdX/Uad7H7+zR5eoYW6uvnjv0yGs5Sznb2wKHAVBHneX02FxqofNZMWvIZoAdqmwtWZ6clFm9aQfOxIo4"
    "HRDlpKnIVnhvX6n3/eUpX++yO7gUGmGuGM621VhuwLMdJc9AFnLvXO5XNvvbGnp9lg1AvV9RqrUeq290C6ckd6z5lsSyWCsxPymU"
    "gs3Jh715C/p1gCSp/Ur1FuzSNTKRU/+fkzl6DuSzl7xI/ZCP3bKepAnEerOTta849BDr8I404+41jEVpxtXoqiBniMu2O44IZ8Fz"
    "a9in9ZGgN5ljf4Sf2Eb/BQ9kEXZ1Oj0wxz1l1/mU2b795VjyJW3DfEyM/9wKnW85ml5BPs7cuZDbEczZdJKDoDMq9Q5YgUL2Ni1F"
    "pBhhf1I9vncpIspOkNI4+/3LN2INnwcdcV4LiMiuNz4zR38ZbUpFs9VPMvJ10ew+HgHhFtkG52qz4HD2clZKa3zLJG0rMc39PbV/"
    "w7/chSc29x1cibhyU1xrlk7VR/R2+HsDgtf0kuAH2NAT4Z9VYj/LsRJFWM1HcQ9jxKqzw/9SbVyo/29cPk285BvXyHNPd7wttzP7"
    "dJ32hE9kDA0liNiGwGtvUFcfiWt/ntUQmtOxsCeY/zGJyswVJdVxnLip+WGS0gwOTYqRUYo9r53wTAF04yq8Y44aF2Fv2QnR46+G"
    "hwZp21P6Ql+fILvLfnK6jMe5qIa/bGgG4xGzfAvvchJ+OjGYlJ33rsmexoHieoZzz75sgMd+thbgpP2oI/HdmyCG2UG3DIZJhk/R"
    "pKNr1iLaio738z/OQ22klS6GrCzKcra0bsYr4u6knPwPjm+yp5wshrv2kv6k38oSxoK2ZrOxKhZ3WOZodPA6pNDsdhvW3Yxhxub4"
    "i/CJraSQ9nEz3wmd0tb4aS9xvmKuavlCoo+U8jzeyyhhiFRwVS7Umbijq2EDrpM6KZUz7RyE58ljuN8tZBrZR2oYRZnffAE89voW"
    "IqPcrzTNIIfaQ8JmOdbmvbObZOtXjkW+gBW/GDRMRK8Ss8vLmTlboB1Y9TgX8arhkY7HKS3EHjzOrv724nJv7jrdfWXS/JRdJaHx"
    "LKZf2iNtddLv8K6T2mwdTkgPbHNyMDR8Knw4/Cx8zlvAXaTOY+855Cp3NaskPUT/col2C+p9x2ppltPIvmFP3ymXydSbHX6QaEYx"
    "SECMWPZRonfkQidK64WcMXLZmwnZ6/dmz+kq+Bmmu1YzV1Cl7p1T9E5dzW6QqJ4TRBjZLiDXaBOHj6GcNccFS3l7FOWUe8zPUCSp"
    "GWyufAX7QN/F3Rqzxz5Yx29b4JtK+ZmHGuYl7fqticwf+pkF5RxY2qOKdJb+0Jg17FzfHleYYXPViMoSkPrHyZB6KM9apq8tpQnf"
    "Y1nL+q+h6Jp0mye52uNFWERmaMGZ/Inj60151sgQVwxZaUjzXLrfG7rbWWIzNi+SNXQOscwbmO+7jvGcQzVwmZHFrC04T+U0L7eN"
    "7HRLMxrYAhHr8TjvPfWOsKu8JAcGiBx1aWB5YtMG+zE6sVjsJDy7TRFUtYAU+a3sifeeh9NfDy/Bej0flKl6BD2XXNlwQ9nrJH04"
    "X15O/Hph7bwKttviyI6wDFdBoz6m98H+GD5+MqxiHTfteWvWQwq3hsyPgJ6+FFHr07DQv+nHuJ9x+j0swvvyA/HzI8x0uVV3NYxL"
    "GPu9hHcPk3uC2fA4H1bjVpihX+Dfl/Bc+ewoD/3cTMiumigkbIQcHTwDj+BS+FgfGfeBfqaN0g6W0DR6mb4vCc7dW763ESfiW8Nt"
    "hB8vnNK22dW5einikkV4klLd9W88O4ed+iTuajr8kk0hma1kVthDPkT8vQ+s/iIiCyQ9yo6bEjpVEkQwruPcpzHLjxGbDKzj3de3"
    "oHvzcY9F7Kkvwd2PkglST/saJcvMvlLBbFY9s+dx1n7K1M2xpT3Pcjo7UZ5iXqMJta+MWuZoaaqqISL3k5W17OBPIdpNU/NYnqq/"
    "nMZ4MsHOxRJ9DpbhXn0SNutOGRC8pB8hbu8hn0KexddK7XnaSrpZfW5XiWV5oOwbW/tZB+sg+wDauDUseT78ROvat96pQ6SWqMRu"
    "otr6zXeVd7lm63Sq9CRnWMJfLTOrFqe3dxf0/BjpLobddYG8CN1vNf86vUi64rT0E8PcqYLPNok9i6/Qp7Re01HwGNxsTRlzX6XQ"
    "k99JI+xuVxkie8jPOGOL9Uv8d3t9gxUoW921sOJH8zNmcy4k6rObETuD/dpKvVJDT2kXsQ7Ry7hDlcTgsE4mh+Ad98yEjex7uIG6"
    "1ebdn8d5XUKMr1rijlbrHEjpb/CaY7pLFs/BVrSVGCrQCuioMbiPXWSWfq3P43km6qPyB97/qHwmLUWUmf7EiJ+3dzpwGK60XocT"
    "3XcV9qAYmtnk4HNoIkNtXUHMXLPz37Be00EuwP3ljozew96MojdSz12dx9jsIexZbv+6kRkT11PT6Dte016SA3lIVrFDfYN+g+es"
    "hb5oRHz/nN6ld+AzB8uIYJQO1d3lksA6sKfqwXIdGTxDVjNKeKIGQL7HW7UOPkFraK3fWTn5A9pgArTNafAp1qnrDbd7GIDrJLEm"
    "llu9ElK2o6z0DC+9xbIOx8sy1pr2kAFc7wyzo+Fd25PdT5aQkBPkMbKAxrWX5EP+L0I81xGeZV+bDtfTockq8Q352FXTAh+JeXsR"
    "PwFcxcx6TLt5lCn1e7iLOBzFfE5abCFD5T9iKAwx7NQCSNIx8iUj2Et954yd9nXcDZtVjJPv1dnwpK9TL8O3vwIPeyd4nu3kWZzL"
    "7WQsIv0J2Nb9dKFUZ3ubR7FOuJAylo87CeHLRD1aVKPHvbFadi/yK7irn0R9sIqvVBA/8X//TEt6FGsQNJJnqoY1zRhRhBZwUrw3"
    "rJMhyOWr1WyXwCMohW6vZO4unq2DraOfcx2+/yvtAP0/UN4S080r9V3iMOfTf8j0XFxEH2GmrxcUMlNkVSCXbV/nuYW3ozRl6g51"
    "jFIdE8A6vVFGSkLmY88extmbhm/ZD1L4Daz3x/BY28hyVpkLcAe3whbP01lyrVp34SLy7lrnp1X+jR/zF7z6hr4PP7USO2cTh0U4"
    "J+/gb2fBgpSxKtmZ0qycSXYzQ9bLVYVvt76DElzLprieYE9IlJW+Bj7DvuzYsV59h69ienslrtYWv98K32D8hGad94XfkcHPT/tp"
    "a/VIj+apdCWOUZwWMUFs//b4jaEIvp7FA8nUshrY65vO8n3HfeegcqpzV167nN3ojr3xGFzNbFgtWbDslbM80/XxEmOWpEaf0bFy"
    "O+73PfkJ/sldWNflkKgv9HjsxHWwfIvVepNvEYvWBmNtJ+Jsj4fNq9UroBWKERO1h8ZowDmdwYqv4Y709czdLrfex2dQzB5PVjcD"
    "tYMcJer9yBpIQ5oI2BYprPf5MBfp/J6VKxGHihrhKhbh9FmtJ0X0I7d+hwfn0EJM1/9Ka1qQUiJXTtNXbSZYDdVPOcfvpnubZ8xy"
    "vXIlccjiWC/DdzTkilJipJvPOp2eaBp6Ou0rQJdyBvtK6HiThUf0VWiE6/C0twfFsjd8pvv1M+jLW8VwtLuL8fOZvvhJ81vwhGpx"
    "jTDLf+c4nSq5np/i+7aV7yBBUyAZP2rf4Dv4Ki9DflrqV87d6ZcrCs39mYSeg1N5sMfGKeP+W25jxj+qO4ewW4a50wWrdwU004+M"
    "EtOcbc/1mRpihl8ihxuWojzE3fkCOzYWuzWcM/NpdRmWSuiOAzl7O5knZQnRd5/Dd02HD1nA+57t/dwa/GvRzGJcuYzz/BbHFBDn"
    "O0XM0lU8r1FGoz2kgXG+i58vI19WSCsVy3K7r/beaH/Zjd1NlbAoSWbsytnzFKN/bOf2B6nRel8b/JrRRIHXSn2Zn0pms2iBRLx+"
    "3slHyy4aHSRJH22p73cLoQ+T7Aob6NkFd9Sr9BydJP/CNUoh3RfD6jRipwf7eCjMdqd3z9a0JiCS2lwulwmQ2N7yqL6Ntd9F5suS"
    "LPdmWbMM32BxXXe1eJoiImiYpx7TnaU99WIcElQMHRcyzprHDMNK7HUfstkks3jIMWIomqbri89fKW9rXpAX1OE8n4xTYjNQ70ob"
    "eIQvaJ5uGmwXbgqvvEFmyhl6VfC2fs+nTrGq6hArQh+lby3dYBF6SRl71IqZH7pdlvFdueUtySzeCexOiPD023+rqH++xO+GMKOc"
    "9FbuK/jG52C9jen5WBkloWbwvhdyV9rIQdhfQzg0ifsS95CvRwRzYKVzZ8Mb8ax12K0M40wbrNdxuF9D6BuO+y+l93K+1Pm5opAo"
    "oLcx6opBllbrIna9zoItsH15Ul7Ciib1MWitN8Jp+rbcAwv7rSaIljmIaLFmA0eL6wuYoUfIeuK0OJbZPJ4ds/FbSe5JTldJ2Ph5"
    "OpBTZCT8syJW+vqKzZG3Z1fyiZymGS1WPc3UkBNZrHWbbEqz09H1Pae4a/ZzCbShzViHHk1NfCeeWdFHJeU5oaJ6A6Mci/YMLW87"
    "ycyIqufbcZMjazmTshgS+K0sxPcVYS2PxvOuh4ewrhnafaYH0GKHO+UMMQQbY/Zoj6ipgd7VJ8xLlqqbo+rIfGceNMxg/GTseN04"
    "25bUhewWsvzyxXIVViM3rmEV8weNvivUKsNKPZCClzQBVzkaFvszSN03mhLDwF8Gf7xKX5aDgm0YZVTqk2QZXY5n3M13a50gyWzf"
    "ZZp+sUn3XG/L455BKY24Mk2erTJYncGIKWbCR/sRKz9cOuLMhZpBuW+a7G/ChbI4xrEbplg5TkCirhaHSnYXLambwqohD8kO8Cq6"
    "inq0i5DRZIKefoPuTWT0DGpc3FdFT6Nur+e7HbeDq+l3hy+TpP+5Br7gv8R1bC0mAsw0/HSybC1PIKq7UwyHthLvN17ewxH/2XdZ"
    "ZuYDThtHEPtZRmMuXq1nti4zCRH6nOT+Usp920Easr0AoZdB9/+IZvKJKfJTur9F6XGmvOY9yOvdNdRPpZTKU/CbMYyYt8Q7n2Z+"
    "6mt5DvczG+v1KfZzDbtZTye3TDHW2nUz5GuDx81/lJjTcc/eaa+OIZNimhmpOLmxQzxpNd9TyV7tTmKsVkVEBCpnF3chVtCmYY6W"
    "QjIUzSAbp/V6HwV7+gkkrRMk/03InHV/byFuKjFGJNJr8NutpIYV13p2eK3Ady2UFHm3lumRch7i9r04J1WrH8um8h57VEYTA6Ad"
    "kesdVqureroTbp0hp3mOxJTnKaqDHFSxcj6Bua8E1zCpM8XlGsqYmUg36/3Yg9bvG9znWo+eUsGeJZtpqyNLbi4vLbfF6AYP2nX4"
    "NjKqWsLa4VNEVN2MLGe7SdO0pUM7beS0V5g97xGP0WN1s1HyFedK7YTsycmTfGLCGBvZrdRKriMg7bFK41xnQxhJsfMpxecaKG5+"
    "9QOch+7QayE734yd4AV2Wy8lGk0lPRrrOlqEaw0PZtKap30E0gj/02X7KrDP1S1g5LbE/va/v/JPUCxzX62YvM31+pFsQ67wUiIv"
    "fw+dENVnsXuGkxEnY5Xl4sdDws/BZ/PMygSNrD9dp9ad9S28o/nQZM+EC8Obgw7QiZPkLBmut8Oi1sljuAuHODqGaJcV7C95GXHV"
    "ANk/W4Fsjkhi3Td/4IqNzM9uK8ahUkD0gUL4ybmf9DfqSFeHMAS9p9nT5zrLe8GyvyBOTy5jL7t1JlV46W9FPqIe4jKJW3pGngTn"
    "VuwabTyPpXWBnUE56iP7kJVlve9wiHmcrSHikLfSxGsqYA+izXlsLf8Jf8F5eCS4BH8/P3wdVzoq+K+097hSphvH0RINI9dfBNa5"
    "FDYs7esDLg5OaQZV4ziyJrg1izD7k+8nBW8l3lzocd9D4pNv4BUu99FK05zIZ7Tb63QK/fn15Lis5YnqFJThDv+jd4jtkwSP6C3Q"
    "Dl0hE0/Kg3qFxzjUv6llN9XjQp4V+11P2ojl+hak6hQxtq+lOPs7yx3UhjP+YX9vLrlW6rwqrxET3KHRRNe0LoCH6OmGXts0+jMd"
    "gXQnslhZ7qdl6pDu/ne8mibEsz//Wc+5H4uD7iCaiMlXpUcUCTkb4JCV4uSjdRpwJeTiAMjUb3j3WPolFv29jjhjNfftMs6oW1V8"
    "BG173PeCO49vK9xFQh1iYA3k8ES5FK8vwO6+oz8jojNusym6vZwTtGYHRhlZJPsRBa0cOne0LGDNuQN9+EyOy0lsIes+l8kvHq3G"
    "McC5rHS1n6IlLyuudCOrAnH+ZMjUhrF8EDxKY+06GB7fJOxN7t3OPbnV0kxXrv3JPYl2mkzHLhwjbr67mJg+C4ylG7bYVuctRAuF"
    "8khQF36P07CLDNOfaMnOp0WOUJ5C9hi3XOWJ+Jpn6GOVg0U9hm5v2VVmIWqx/G+R/kuOQNzXmjgjKUYjdzCKnoefB7GDuhFr+TPu"
    "0iKt3YJlnAFaAs+iG3yTVd6uGldmgn5ywudU08wcWfR9P5EBLEswWw/Et1RkMVqsr+QIL4Wum9SesaP3w83CDpS0794wvdpeXPXr"
    "D58DSOmZ5N9oI02cqffKXMp/GTupktr8lLTP6o9UVk+t9R0rUWIgbCVraKea85vZMxmHzGTa5zrowbvg+c8k2+s4vSR4mXFggt/n"
    "/PhqnIJRnPb9VZ9jht1YOn5Vw4Q/LOiAM/a07z1p6jUwC+IqTmGzTkjX27Cl/D/EfQeUVFXW9akmgwTJICIqAiIo5owZI2Yd8+iY"
    "84w5jTnnHEYdc84BA2JAUbIoSXJsoHOqqq78zr/Pvve9btTqWTPrW+vXhTZd3VXv3Xfvifvs7SJX6wzVes5lV+t7WCqpROryo4yG"
    "3F4B+fDyXtOhCT3iMKIF/0qx36kj87n1v2fr3Yz3TKf7fWQ9CVYddpU94c8MV/q6NFDrcF7UmzrR96YSUW8qYP91M8Z4ef/J7SWc"
    "Z1tfCTNkQctz8kU9bidk3LP4v/iON6vc9E59m/WHSskwZRibi7B3TpKXOdXzmhh/gqv35v30d17PonJIHB5oEk7Kk8gEluAcXK33"
    "yLWInm+V3WPFr+BiSWkh4p10XJppzk3lyUpbYPb5a2TF5urfZYqcjSzxTt0iNkeux/1dhTjiJo3BUmV0T8/q5BCG7cT18RtawLr/"
    "L1F02B37xOd/xmq2F/aVIX7i/rMMHWAzWzlOdM2ENS+L1DqDiLt1pa+XD2zGEiWS9HzbpXqnGPdPFmeiWl+UCeSLmsipg3Sz+3E7"
    "pBPOouHVbLqvP1kgO2Flxkg7xHSr8Ts2oRgqYGaiLCOjIZd/v6gHLVKIlDPDqzrfX39Azral+Om7cLfPyAf4+lvqgT0oM/Hda8Vy"
    "liwVjfNUBEl7fKFDVwz3+OuwjpL2aqzmQ7fAdc1BHtFP7PqtuvlqC09uHaLHGFm3WiHrb9DxWO/O8qw+Rv2CTmKfPQX+N8ec4Bec"
    "wRRs3Sm0y9ZRXomnUo+f2pSYOVOKHYRT+i2nM1ZSt8q8QCuPna3lehzk8cyuFhhyJmWiye+2YvzxNgF0P1k0XeVpDSvy28JSuomI"
    "/h6JVCDvi5vmVOym2+QbTcgRslz+qUfBCj6EZ3mlHiULqc90L76jiNTiejpi+fdwB4/pVnqVrJKdcX8nyw2xr/Q8PVxvwCc83eKM"
    "dFgFaEIaNudR/DMcSoHIJGM5FGJRjMtoEqPrdR5JGb7rcI/XKURY4RQx8Hmey6HUtD88djn2zWXIX95Azre9DIZv6FNynt7STCnd"
    "7b6U92O7Ec3juDOqqLaXZAcvQYZSq1I9hZi4kWydv/pqeE63kglEGcTJyj4ZsXsZPm8WdmxLSi1J7NYNvYcJGeKF1YapuP8t5Cix"
    "jLSeDHt9PdeicdwO8vFnTiVS6q1EdNJVLsfJ3YN3fBZ82Sh4s8ep47K5ZCJGWUX+7eaM28u2zTSm3Lr+wlXuIskiWNEBiOcziC+u"
    "JerF4aEeVOMOi3F21WzWQvz7hFjefyQiqsl6PBn9GpmRHyU2VZLzc4MpHUUcX74ZOnpxMxY7Vw3vGiH93HRkZ7EaR0pd9JykdWvQ"
    "x+X/9pUKfK5pW62xCSudJR+zY/Aj4opaPUDC6VK73k0k8Gz+G0S5rLPdfT0/oKsN13rcn/EAHOL9Rw9EahfBupiqz8fYUTVyNyK/"
    "jeUZcvcnqLLhahpj2GPNUHFsT/ZiFrOuNFd3ZI41C8/O4bBOQxTpOJN+5NRfJTvPppH1C7P69xGBdZcexCcu0CfwPlajTXPSoxF+"
    "bxin6A1l0UBOpy1YG1mu02HVRkgpax4B49F9xfF2jEVe6Hi0NxY3CZjxc1onyIe+hzeUE6Om/+r4WveT53w0OqCFV7JkirqQtQrT"
    "gp3LLDVOZplchA8sRJiygLjNYr+TI7P2h5yr3ER2kifIANrALlaxdwtYVZ2r4Z228jahj9STwXkQP2cJrvoc2YpKQl+SLSat+/sO"
    "6VGyQh3nwhotbuN7yzEyg7PVvVhB3EoMv/CqXomnMAtnqD27IAthy/4iw9nn37SFNXDZo8s0DvSfEzBjNLzAWnZzTen5GzH0R5XX"
    "JW/p3f78lThsS4o5Z47xwEESkLGir+eyXkcb9Smu5EGeCqftZLWG3aiMtkK3luepIpjS+9j5yvPdTdEyR/YF61BZN2RHVstDxrSA"
    "HfSsV03Ks5qTQaafxbrZHqrDSm0vs9gVruecX3f9lWjAuWQk2Nxr+v3IPTKU3ZAv9FTpDJtZzSd9Ej6/vYxhxrWW8cX+sqPf3Uot"
    "KRdBVXN+y9X700Q1XuDnJ2xV7PxsT4abLZBZDpAGTih9xx0YTgYGZDtTr9WXwkk3xIppBSzWjFg3dCp+4kMtztnj1OVXee2V4+HH"
    "XZ1ha0R1RzezVcZ5E7Aqnv0PdjTNq7fqtOmd2Kxiktbsv3+ljp3l3XC6z8LqlmL1LVOeocZJYLxbR4ipXM/Bn+7kOrNaeD7KLRy+"
    "9DdfizmgBSxb8ekbge2eojZ9tgWimoPFMqN1+KRJuNYJ8EADxU2eCKx7Gk+vwBnrFdil1azOL8aV9cfnfmeaWjz9WfKP58gI3EuS"
    "rOGsofdLcXVLieg7iXqSByBanK+fwzasDq6WTWK3ITK8ETHNMch1PicOpuAn7m3fbi0uMk5itZ6FdV6o18HrHEKWsR+1VDrFXkXE"
    "OSRWx2nmybTCphhxLzkyLqceTB2inU2kuxg+7l75EvewALb7PETPb+pyOUR2x73cq+P1VblBPorUu0q8B26aSRimBwWJ4E7EeV/o"
    "mbqXntRhuqaC/toR91eGKNc6BJ9SA9RYJOOwTK3gH2yHVZOXy5RW6skj4NSC1mqCEWKeON4XySOQw7MN7Unea9adLHlWc62+Ohrx"
    "Qg9xzNTVzIJqGakZasXlJiH6Nqkv47oeFxcLVtPurOCks4vpN4SnfVAK3nYU6H2t5261lXL5XPvEeuL9nocv+BEW+2lYMrNMB3HC"
    "yPFLJX2O0IZ+uHgMuzZCnbvKrWm3ueqzvUs/RokZXvFIP+npel8dpdCM2en39dU/1hPz7F3kvFabkjM153Xj6hBhbIDn3Bc+xVgF"
    "20kj9Up/DnbQu/Rm7OdXdHHwjfbUWLvvgqd1e4/tzzWL1jdoVpkPq8dhtSZ8xbG7JSKUrzGauHpDAzPXxojdY3c/6bcOu/F4nInZ"
    "sMlfkBv7djyZmaxVVPreWJ4o0Zw+Jut4nsLPbZq07+j/X+HruOvI52vsRcZ3neBsX6GZYrn9bA+P0tgJeWqSzCEFMtMMwxptROxS"
    "GzkAV3UR50JawVa0k++QY/aPVTJXyBCnF5B3Mk8FgKTesV7E51aouwRRrttIDqUQDfob+++2IkdxNijj95YSg9nAumF9xA7q3mU7"
    "aZqE0KhuZn8fKI5XthAhocNsf7g4pGm4i4Jm66Ye5zWFfHuLI5WTabAIH2Htwsi7EGUFa/kOhl1cwBNc6xUWAr2M2VaeU6hjpYE1"
    "qF/UsDUHY+/tgSgl6+eg94wyijXegxU4ZdPETaW0fc3331fRVydKbdQVzHgki9Nz2V5ChFheQ5WOOr7/aM8KEHb1m1CIfX13PrQd"
    "OQ01KIfzZGv0BNLRrt/YI+XzEcdzqIrWw+cvFmOuZA8xQ1ztQl3FyeO6KGYpi57icL8TLWswpeTTI78+30+kNPVnw13VVYKop94I"
    "j3RdxK/zqK+UOeWFjpKPGBfDOSr7+vcdmyYch00BNPG9qe/NFz9zCZyatohlOuFZGirkQaI+yojrPg856ApEL3HY0V5kLVqMc7Ks"
    "BWu5CvFsTyIIK9gd3JHTnrXsEJRTfct4o7cn+1ieVeskvcQh7Jc0RnX0wJ8A191xXJobR3dR53e5e7r9JO/Zpuvgn02BZTUilEX6"
    "mU3QyjN4CgPkVPz8A8jPjQ97Q5zW63B3FXq/7IMn/pD+VabDWvRjJ65GXxM7RxNxraZ0+64Ya6WxPbeTR/QFonkqsB8CbWhW6+1C"
    "na6kv/7Z9GpJ7u6/iuGO1pLls3j9oBy/s4o45FLdR77Ws8WQJJOxtxK8/05S4bkcCuSovgbfn04O0zw7Pct99eMJTv2EVUL7jL29"
    "tmrGq5L/96+slENhKxbAllqt9mb9i75VcgzsrtvmrX3/3FmXDbzFCf1y3vOhWM274Od9mnit3E9sLI43rT+7W3lG3SmPMqvWK+BP"
    "/i5vY3UMAZTS+3Ue8qgZsO33Ix4KT1Y3aeqHOi7QU8RUN0Yjriwj07fpMS/FOvWGt3wOcfgO+HO4Hqpv4SnM0LcRkc2OTdGf5Ezc"
    "9ZZaGUzXV2JfI0ocLBOJbvhKb6JKvd1NB/K9uKm2AiKxfSXEcNR71feAPK/HScg9o9QP1YgtvBs+8xKvQhMnpqKB+/dTX11wn3O9"
    "r6haXPjHzmzbqM5TyYypSWPc1Qh3kCwxfDN4xVX6DrFbAdFDgX8yocprb68xp7ib3/zTC3xmsQ5P6Fay5zYy5zxMVuq5RGBmyepR"
    "7+1ve/Ju53wvJ/TVSdWIF19ZW7QOnWH/doVtOcbbSqfubhZhOnzZmbCCr8sJsEgD5RndIraDtJGa4FR2sX4kytXhj+w3d2TMvcxP"
    "IrnP7iJj/VrU4O5f9PvbfH43ItltFu5yOVUe1Wf0Kj8zWs3ZnsEed2psTVZdn8Bo9DIJ/PRgjkwo3bwCS4OeIXlW8uw9+zPXcFlv"
    "HXdHFTKLFS1kejZ3/3tLbhM5tk77itPKCNG3O5KtJoHdmuGTMBboDdnFbvT40MDvvXrOhlgV8UypoEbaIewxWA/0MsRBS405G8+5"
    "KvaVno7fjonZ5FsRHe0GC9kAS/QPZLotYVdENvQ482C9a3ceeYT/epWvvzfpLf3ZZJDNeDqvPZAcQC4aL/doY/W5tOkD2B0+5/F2"
    "xV5xVmAPj9kbx/dfiN11NHFsgcfsdefzHED7louuSOQ0/t7HGnKe2BTJUuY6ODnYfe8gHrWe3Rf6etRdCDwiy1SA3bRVwWOW+xBX"
    "4VAAC4hvnA8vsDP5eFfi/7sTi2c8kBl5m7xGm+LPx0TTNzDHm4UzdZOf7HKsMGX0lqvZG1iBPV9JnfJ/ev20PSVF7FtTXT20F53p"
    "pxq9ckuAM5z22MIk1n8cvtqVUcwg+MNWnIVrJFdQUm+Rx/ApNoVgn7YcV3IX/Oc8xLxrdDo1Hsu55yrw873ElLdXq8sk1vgVLzDz"
    "c3V5q42Mi2LlAusbDhezEeKLBl1MG2D7/ChYjJeQ71Xo19gV06RzrBwefbg+Dkt6oJwrD5Nj32anjHdmF6JCwi6rxfMLqVgxH+dr"
    "CbsLd8tGrJCE0VLHZr0zF52fHGuQ4cGqYIuSafp98JX0x1p2KXkueKTFur/DqW3jWbSSrBsZv0xx1RU7kSFnfPPYrb8MlPWn4jXK"
    "lGuwWy1av9p0XeRO3QZP4TDpVXIko0XTdwr7byFGx3E7b8PvDZIqDRlcMpwydf2ngGxOof+2KYCJMp5xWy27n5WcRemGU1/q49uU"
    "7ymXwCb0Yp3B4VRcF3YlkUnWl1xFvGHBo0Uz7P0Ekf5iGnbXdHsvxo59GdboSz0J3nWOXKzPxZo4FH4f3S7zivIPiePOqiauLK0u"
    "aohT2SjPaUCzm+MkyfzM7Hgh4sXKRzrzTex6qUi7tEQsmpyhI2PXwAPN1QoZpc/jHA+PpXVecBY9R0Jd9pPzK5rxE+8Jdl6dBd9N"
    "MtFE65axebIieBereIa8pVfpQjkS8cXlsjli0VIZCqu+ADnzMvz8NzoHtuVtTl4Xoon9cJem1eHSXYWgh4RXoKwCBowSshE/VRex"
    "vCTOa7N8bktZSC9hlWvjYjVrspjPJU2dvIIeQG2zPKc6V+vnrPdVwvr9TUwd+z7j8EekfCmz3yrPtG5cBJVcydHM6Vy3tS0rPk5L"
    "wu38pbqKNaMUosBpeELHIEfaAZ69lTgtoAw/1zAzJ4rbLw0+aixhhTNHtb+wz7Y69rfYGN1Tn49V6RvBc/p32M2npT44mk/F4WmN"
    "ocR1ipWKg2HO/WOE+TiCE0amb3UNvLzIE8hz/kougg/kDTmJCMrVVAnO4Tr7i5umrGJnNkcWPcOHd4/OncshZ3OuKtAfqOZSSfz0"
    "UbK3DMfe6ISI5hnZhDNqcaqCz8eJ2YHxi8387CnDxLj3ssQ6rmNFI00GPdMse5cIYZsdnYg41Ha7cXA5fmC748vY3bfsbB68yGIq"
    "gCTJBGyzZb/i0y6VDrHe8iXs5wjzP7Ej4WdepR7Fe4ixf8Hf/oE4cdvY/mL8LPvLjCCDVb8SXugIeRpx1DHym/aMnYcVeQCetXgO"
    "qH7ywNXAXC92K3q9Ws5YOwXTMlzR38VpoK5llTiMJ+o8f6ZDNu0sNje9u5+mLnDC1eruNR6bq5GmfIhCEOrpdWPHuZH7tJ58Kml4"
    "7+k6GWfnYqqY/6w2+TwY0ex8VholUux07zKY11TTQt0ug1VpoFKoQ1hXa1883cdk7xa0SIq/0tvXULtLg2fxNC3XvYjd/1kdc30n"
    "qrjYnZ7NHr155Jz3tgnGnYblmI19XBxDKxLajN/XIAPvQZuiup4+P1iLXKYUeYDd5TCe7xznpVe0gHep9aufZf5frq+wc1KlZb6+"
    "lYu4WtzsYg0rn8uZYyjnqm13tMKZeFSqWqippvRtaaBHaC9mwT8mw2MrXOvWslKb/+NyAnuPqTJOjpd38JkXSVf4vO1kgPxVL9PR"
    "vDsXRXTzkySBz83CqbK6aIdsI45Z5WtY8Vtxfg+FndhVLtFJ2CcL9BScLuOetd3rEOWNnsfK5VfF8kbDgTS9Mj+aChkil0g2ilbT"
    "EWvAL7CubaWHR/d0wNrHmG+lifAOdJFY5JTgefqIa2oV0I1lkPeCaY9H3l7yHk2Ww7NarP8k/88anP6J1JtYp0/7On0pz+EGEfJn"
    "CbLt4vPojYjOcoZCibjELedvXK+W2YQBWc34Px1xBIX19I29QnzA3OZwojTTXllzkLga/R6SjmL5VRGfRKCbyAzywrrrbfDIvgw7"
    "Fcu9Hr1d3Ua0Xbszb+zA/CdP1dsMpw0so7G8ZzvZxuNjEuzKNqjjmzC8f4ix6sWnoOqeQlIdE07Bs7CGZ83xvEzwsUgd763Aqy7V"
    "f8lMZK6NXOsMGTSnSI7Kq/kW9k5xRFQlWQHm0IMmsRfryM61q2yJ87MUP38f73Up0eY5VobthI6R7cQqiv+E366kesz1WIO6Fpj7"
    "bNa1JmIJcbXbkDuh2CtNmcoteFKOc+0z2OlkC1yVhmlzk5qFqDqe5dRgDzKdbChzseIHY5/9hL1YIma/Wvv920+actoqIgmKs7wZ"
    "XnZH5Dq7ROicLHFfBb1SPsdv/0s/kTOlu/aIvUKO2m0QMdaz6+Gsop2PQ/2UV448se9h/R+kAq/d/Qrqs5rNO4q6mwXfdXRKl3Gq"
    "aRd7RaOaVz6ycT0l7xnB3e6dQDtxDk6GsVxW4Bx+in26o4yFhTpBvoJ/+QHn50i5vwWG9B+wp2LYI8fHHMLzZ/Z46zhrXDwzcnjK"
    "0dLEQV7p66Jp3sdnWFvr2CwmQtvm0rPswqoexMy8oK5K3EgPtylypx9wKgrMhq3mmabuvctuf6ZV3kuaYoHAexCRSeTfVj6Ps2UI"
    "uZ/jnrmhgj9Vyh1fAT8S92pLU6kCmyBbxaecPXN3ZzF0sX9if6IJ5uY9RvvIwrF+OKxtPa6qHWv8hl0PWXaqdJj+EJhu5hVtbwtO"
    "wml7M7hdx+h82TDKhGY0yw939c9oCuzbQt8v2VlC5qDMf5hssNVq3wwNHHae9qa6hHh95oAWPexBrGTlJazzrY+jblJEDmdKW1qd"
    "MAfrs562gMvIXP3xGPp1V5+r97hh6/2GaFp3xrqIQ6+kyJRtHDvz8f9fNRDTIncer9pnR1kiaExNNCCuJMmYNMlZVOv3dyHr3TVY"
    "wUNZ9zCf2U8WUWnsRljQnWLT9XXYyp/1zNbjsDNeg5d8RF8PbpGH2euco7fRr2bYLV1B5ii7z7nczfFII2sXnaQ/yuN4zt/r8a0+"
    "xL5+Xa3TcjNy4Q/0Xh1A9GuSmZWbFTI70lbqWcWsYb4wSlLsUdUjm6xQx4mxAlHLAkQibeUATqo7RrbFyKv6ymR+ci3ZYAbJPJwo"
    "u8pfOT8YRFXb6/nUTkU+UXzvJD2S4wzibnKMxZPM8O6QT/1zmYpTeZ+4CslttJh2mo/F78/nDJgxkc7A3e4hB+MubpM9ZTY73lNw"
    "l+9pg+wil+s6mVeS1ANxt+8iW5ykbyHm6KjvBO9wWi3h57XKuCYbyUXsOzkWpoNprXei7VnKXNYqwe1lK2Q6I5CDHQLv8DFsYRbx"
    "3iCPxs2Rsa61984hkt+hsi1z3oxIljQneE0r1WqBS4lw2wo2ZmPYp95iHNeWe5qOfaPuLyNkCjIsmw2voaaG68+FnKzb+Z7cMj/V"
    "4KrKpiHU6LvuG0pXbzsOkDj7AHFa+3oi6cvw+W2RySyDRxgu3eTfiJNfxne34jRkjY+XHKv7VKzYlbKFhP3RkH/JtDWrmIN15py2"
    "e99NpYvcLcuxbw0dYjNyae6TsKfTwHcZKLeT13IvGa4H6TnIUeOIWa6KbRlbjmiys+zHvngdovEdZWf5lZMpKX3O9xbqaT1eF8eg"
    "YjjKBkamW8Ys980yfvxBv2NeswbnoEE3l794Dljj7LsRu34dMu7x2D/3yXicpb3kfJmD35iKnZKNFDn7yWYeg+KYEotzgeT5vgHW"
    "z/ygrUaMO2GgnIDd96kOabUsqNB3Y8tgg1cEd+mOwdF44m3kFTznb7CbbNJxG0TLHyKjfspXWtX3c03P0aH2jHegH+en6lhhicOL"
    "GS5wkp/rs7mRRRGXbeDn5k+V3cium2NtbiIsf86Q6Oz9pKIec9jJ24+xfBnu5kKcqzJEBS9gx08lB7vxDP3fqm20xIdSiZ17D/UT"
    "W8E2PCBpakOcLuv7C3cmWnllQ3vaT2FlanHF1+q5MYs46hDFf4b90xuWwLQaS2SvWGv4vG/0OfmQnKFpdb0bF79tic+v1SbmhDUa"
    "nukDpcZnTqphhS3w3X+HsF+He+nM2c9F6iaebNbvJZ0oiwvbxkqRT72gfXFFd0u1dJDL9CUxjGprCaK55TzZpgv0Cf+L8uaVsM/1"
    "xiEhh8mT2NHtZCm8YYVX1VlKe6Ae7xAyUDlcQVMsnYo8cBLvsJ2Wy7OwiNfqyXKgttdn9c5Y/5h6tP0h4iaPM547aCH3aZpcIWXE"
    "BO0sSq6M3hK+0vd3r/Ql6qVWP5Jh5PJYTax/PTmHUuxyWi15HRWgt2PlsDqaJvuzCnrxz/nPV71R9DsBkax95H/5nJbuNOv5gqp4"
    "B/sSAZ5CBtGgpqK+CJ+4hqthClsL4WW6tHAF//l+/ptr+7+9n7zXURvJDlqaemUp4q3SHi82y1f6R7OTmqQayQDZmjGtY7obKIYR"
    "tXcyTQCb9q/jvnWZfh+5C/tlSzFO+RpOsK2GfVxGNOFC/MZE2Lk4lRgMRzkGeXFSz8R7L0YUU8Zaol3FdGKgx+I9jkH8cLYeAa/c"
    "Pfa4fBY7Obg3uEGWaCL2UtAQFJ9UL/5KD7EKS1vEgTchk04gE+8oX+jPsEdxIsFTzPPm+sh1pT5EJa9b4Q/OwE44VU6WlfJvvVfe"
    "xpW34dxenj1rZey5MU780b4SbmwPKUZXa3nSnycbZVPVJyahArXVVHNkz1iAdxvLOknW1+9WY49ZXNhJmqZ23CRjjW7Nn7xKvmdn"
    "STyfT87HpndJzs+9xRkfO70UywZasv49xbqDDYwqq/V4RB+/YMf3QVRk+mgnwnOZUvm3Mjh2MyKBS4IX4LP3whMukff1R9j2d8Se"
    "81U4McPkFWNfl1NkPp76ALGq9AREWuO5j2xGoQur9i4/dFx2GV5XHfvHjvvGZlpHshKTwFpsjXivnEwRCVbaDyQKtDlP9/pzMUk9"
    "RWo8wtOhgNPs9aufKCr46Qh3HSHjcTEe7DAKeS96hpeLi8PzyLNcbpzFvq5iXfdVX3sUCTV1Yz4aHSSO6yDp3ydOhlHLSw3bWIt1"
    "Wohs5G+xz3SUnlUyVd/Qz/ROrO4bjK3S+hPX7GZJsCLv2DqaX22rP7kD9YpZzf8xzaVq5u1m6Su8zl8VnnTer5jFc4dKwc+VFqiP"
    "tgGetmX6d+kaRHdfcgpqMrz4EThTM/AzW7DqmaN2eClRte+y996IT5+GE/2kbCMvy+M4f9XckXW6O7lIG/0MYsLjbkP196bKYuAn"
    "2hPkGgmVHex3kvydHHmvqz3iKEMb7Rgri7+ywmc7teTVrMHfD4sl4GMn4xk6XtRNPbuJdSouZkXmE7HJ3Ef0TtleTtdLsKtn6y5i"
    "7Pq5aKY3IKdiARlKLXX1ileci78y4E9rEza58VvsodgvehLO1Todol31tqCL7KErY4v0fvnas5UFfvLOUHsWMR0kSW2OrFSeNKvj"
    "/8bsKtSbrfJz0oPx3I+XBb5u7uY63CxKmjZopDThYUOsqn1in2a2N4zHAlo+ibnpZjebl2EdoF7/Yb19MsXkfUZiDKB2dn6CPUnx"
    "fB8rDq2aZnV6Fpl170eW5DiCCsyi34G3aUc9IqsJxbDuK8Wmxw01ZZFqBecfGjXt2S37U0lJeXLz3Ae2UpX05inmxb/qLLKJFYjJ"
    "uyTCbeZxCsI6ndnYah9ZZrA/zHNluacKvhdd6TO3fSWI0MCOJ/NccX8b55nJyngfT+GqfxTjOIjDX67Qr/UVnUcLlSBjhE0rZRAB"
    "2hquxjp0iVXiv2tZk7BO8Dpmiwmvb1IVoa3r/fSsq2Oexn7eUo+cXkC2tpTv8Sfgx9yJ38Tj1tvJ+hX+Dp7xSLX4Hu0soTW1Oexw"
    "N7BiIjPIIG2zNymPyc+y2y/I4EPcm3Wqmt5xT7G5nsObTTxZfexd6kibvXkNf6yyUyXdsZfORDQxmStm+22t9okZY9A0Indm4o43"
    "QUZcy86c4+qs566Y7tkKMozIA/5uHXV5lmvC604cKJfKFLzDZvC6S/QT7LMZeI42AzYDJ+JC/U3u0if02tg87N3BWN9FVDYqh/UZ"
    "K71kFqeRZ8I2mOLi4zJURsrYmLH+Pamf42leDatq08GNzWrpBQ2r1Q0aIsPSnhXO5fB7+DW6sZnvuzOqLAbafb3Z8rTHcb2Bzy+R"
    "a6Sc7ASvI680Nu2NEdkU7wfX6tN6OSKZO3FqPsX37tEP5EH5AGd4BO6kHu9htdDvOT92MjlaN5L/Zb5+BbH8FWRNPolYokdlDXvi"
    "drY/893RlGexGgXLfhv23DTdH5HiN/jdr2hx9xDjGb4G1/EeruZbst8+jfhmNHKrxWqcuFky2xpG6SCppTUaA6tbyalYU+920Vrc"
    "n+QRrAZ+iMx3Mn7vCkQyU2CLPsd7DZDpOEOtkS3tJlZhrlVDqM7TqxH19MYnVscux89YHv8C7m2Cvov1fgLP+yFmp1bTtAiwgl5s"
    "R2oDFrxGbsga2IQVFezto2U6ZxvXEddWj1jgcHLhmobFrGCc3hD7OajTAXqGjJY95G79mtPLplCQ4ERw4PkC3IRKg0fi2+kcJY7L"
    "sIGzrQlWfEbib2fi+Q/DE7Lq6y+cWOklE2UuO1DVjJ0rcD8NiNy+Z2+qATvkEljwqYZ3kKy86COKIWLz7m09d1OJ2EzfLHxGezF1"
    "xAp9WSrJOzEH63I8ntxPuLdfZCosvkXlF+P670e+axpL3TwG3s7GZtQFzXvO/OKMHylGa5OVOgm0IrtQ4+sQWelXeRhVDgN2ixbi"
    "94u/EtfBRPTXRdymDp9kdznYM72G/I6OSagfntpBsAWf4PWeck6sjzytb+u5iCMu9rWLXLPutkOi25T1aH2J++Y3hJDf4T56yxy5"
    "Ahl5WzwBw4KOxzNYBntq/Gvv6DiiKYv12twsQuCxRTZLFHiWYeukz8aedeiXjxkZG+/5RrAU58vBcov8hCyzl/wTNq2NPI4neqeu"
    "o5roKs/7X0H12TQRXHvJ/uwJ5RlZWTV1JZ5ojbbEt1EBW67UHbVuy8GsmGXhe23PvMtpqTjs6Aj5Aeu3ilOJ1bQfm3qW/NYSehhb"
    "++K1wftxFk4Q45ipJeryMOmBp3uZfImY9YPgRtmq9TDcyanBU/J1sEAuD77HE0LUB7uy1O+3exnbtRPHS2VYv4bfYbabIqCezVCA"
    "TqlZIrZU8327Srg/7Hs7UJ3oN8YVxuxYTi3jemYHxfs/xfiicxEzRYpZzrBIScWmOa3yvhZn6gBqGKzQh7GSO3kv0VnCObImn7K5"
    "HIdc7jVGVTafV85ans05hHw8ut4kmuu5fonrfov3t4wdaTdlmNVWekPwq74vR8NKtYPvebrV03qiTgzGxqxStQtxjo4xLaUOIZDA"
    "ueuJkz6QOUAX1iQauU9WRhVwxzgVePaoLtzXm/hqhPqueoGZe4q8PAlG/0lGnG1lOzHE6qmys6z03rU7+W6S5K7fgbH8WmYQTnM1"
    "j2t3/blanJxh2EWmf9sZGcQU5g8z9W6cHdPkK2NsYTP64+DRlmDnni0nyxG+6908ZzXWJG2B9T7RzPcZP88j7CAnOGVs02uVnkfN"
    "YsBNxGE/x4rTdFGP4Sx4zZY8OTObtKXd626KYY2eJzVEOxu79DL6RMPCXy7NfdH6GWd/drVcLy/lo5TVWM9VLTy5l+BRD41NkOdh"
    "88fAbjwHz3gubPZ9Uly3wk2p9Yt6jxJxVbjJsg2lEO3HnuJ4EWqJmFKPO3F3UEWWzrW4u3X6smfoHC77kT14HnzRTFxTkkicJK52"
    "EtlBa+Vq+Oh2MgFfm3bBtTIEq14SW4WnfD6eW3G0VpmfXXD/7CKZaIokB992ht+3K/BMFhKLlok4JGM+Fgh46lt5trI48wzjMz2V"
    "7ChZVs76i+kUN8CW2ZOYhp9ZqkfiSR4bIaj+TK2zFrlelhiV3pzJMn7H3cm0+ogulb6IXBPY373oIdYii/+aNa9N8LmWjfyMmGq5"
    "Wq14W2K41/C0jqDi7FyiJvJUJDmUbLtpW0VymY9m5cji936ssbo6TDXOf47M2/tRi76WNYYM1ncSrmtDMuIdgdW7TIpX0IvX440d"
    "NMuJDlc5GYXzafdeAV9/JK1nLuKHNpa5BGsTp/mnk9Wkz2MWeE2ODSXv88ICI1k3sZH3VSXXGW/FqqwpBqzCq9vLDfAms3VPeQDZ"
    "3QjY3JX6oSyXy/BZi7Hul7H7WfC/2xixnhkauYHY5HDfBOSLvBd2ZnvrCKjhkMfhHW+SM+UqzoKYUksuwk+FM5iViGHnqZtSrffe"
    "ooZZeRzX2uCRWbXquHhPYN8yQayGY+m153qwdCG+pAFx9FXIz16mlvk47IVReLLfI8o1vzw6mkYKvGJtmM0sYK3IMOgJRIBZ2qe/"
    "ywrPbH8WbYQp336Nn/2bNHLmrjw61YFuzq+6sLM+h9OtP+MZLsMn2nRM29hv2geZmrMa7ZpZijCPjTNaPJpR4zKsnDtT+2J138TT"
    "sTyhg0zDvY2ILcMz7oVn9EwLGcv/wgJb/JW3cQbWErXYDp9izNbmD04QYz14ACflC3qn73S5mLUZie/fxpXZQJpmx7TZdPZARl45"
    "P5lbYN6T/12tc32VheV6Jk7WCt0H69FdpsdWYv2/xAl8BauziJU7q3tcEasmo/pUapmEtsx22d8lS8Ygq80YLuMJzl1a1e0cqSdq"
    "yirN61jfKRB/msYzKJBJbQLeZSyeYgMzL/v+apt0o0JBHT5vN1i45R4rkvU8dzExpb0HY+/GDIcxE3Gw8cTegvP2pg6Fbc+RVzfw"
    "/EzaTLswR7anjp7VP+dxK3YnH+u42New8T/pFYhdlyOrXIls7zc8HeMA2VicRmEjKwhh/Gbv0kncnIibKt3EM4ggR8XVnA17PQS/"
    "eYZeKGNi6/QbOYCIhCoflzk1uv0k8Ki95bjjV4l6ME2l9+Ro2QYxWAV7Pzlf1XaceWOp6p7jdyr97GGGJ3wfPnGziI/AWmyMKG4t"
    "O8pJvQ/56V85C5mip3SRa5zMNOYBynnm1uc76B8pYlq1qg+xKSXyHk6OPedjpJ/MlV/xhC6Ev1yEiH4zfMYivUOPYBXNkAP3+8jc"
    "Rc8ro0qZes7mo+ibq2lF58N+3aUTyfEyTP4hT8FWbGkdGJ2Lvz2Ik7ABctxvNE2djiPlZX0MsdfOOEuvyn04t1nEq7/gt5/GKXlB"
    "LsXnvcpc2BBdGa+w9QHt0mWyhvVaw4aWwMefxzzkYLmZ1+pmDQOv5pbjGufZX7ZeaIaYmASsgunxXSkTEZX9iPe16tsYeQS/bRie"
    "k+Qz7ERjZKzins3jLDqsyDKyb34MO5emF9wZa7kaTzRL7sxSfaLkTX0X52IpNd+/QlT5ph4k5g9n0yZbVn+buN2zmtY8wd6Ps3bV"
    "/H5rPrfh3LMLGf0GxNm6LGQ6OZT7yHxySLt5skr46xRiHcPXbS5bYP2t8/Ei7u4LXMM47RK7jJnw/p71sxDNba6gV/le7kSkvZIq"
    "8Kaa9iP2cDfENkNw/60lS+aX92UR61pd8L1V2CF9YauXEz9ufZFNxDFOdJU+Xk20eWbbhDlo2qEWP/SMvttRnCZBf49hS2NH5FiP"
    "t88+jtdWS/xehhXSPYhOb6pa9xON7inudW970IL0bcaO5rBEe0rOe8eQOco+6UNk6g/L98hb1+CzR+ETP8aO/Uw/p+pSGjGHU6ev"
    "o2eOsyJZHGe3CU7BcDFM1MYyh5wGVqWeytUObX97Wv/Anyk8eezwIdKeihad4RHnYne/Db/2A/K925vlHe6e456JrpLMCTsizqsg"
    "4qoKFttwPcsZkXxLfvc6xHCnSnsqAFQTGddFQhaMkVG3TBnrN3LVc/q8OH2qeeSAWYirTlAlK89K3K7i9EDtzs+TDOvTxl22hllN"
    "wvOpJOhhav37HyAF4rotXl1MLO2Hejj+uzJ4Qa7VD2I3YsU+9TFHGB/aefg7I5MlsP4OGbiV1HFf1CNmnq13yQSqhdrdmvJlPbyA"
    "8SvsLS/hXjfj/GUjdrdVizvK1vSyNZx9tvN4IqvLaTVOvt5incsE778jfmonIttrWKG3SGkNnkcdUWOGH59MvuJafUkOFDeLp1Qv"
    "TPnIyZDuy72tzEVKDv39dDnOUWwJXm+AtZiEFa3C17WIZu5gXWJ7cf5YI8bGAjvCa/3sdr4ZC/lir4obJ252f8T9b0i1Z/aP40n3"
    "kj6xE7He03C9F2APfqZn6IN6Uux13MM0/bZkoIyT9/VZU03DTvtIn9I9/FXnYQ2V0YIpTKzVsMJpaibTfOaUxhXVIgY0ezcNVmit"
    "voE7aYtYZDnRM0vgEbaXbYjuyRFjn+es4Cic37oWagGmhGbo6bbimEk3EDc3G2ds5bx/lipxWVY2dsBzP0XyEbalzrP4rNZ2/6P+"
    "wjriSKuwo6rJtzxeUszdl+ijYsrypiF2MmL4b3BP1hH/C57kWEQcT8EzvYjoyzROJmo2dpruFXP8IBnmi3G9QA4nv9hkRD8V5EnI"
    "ewxlmlnVjZw2tyy+N5nxbDftw5iogX2RNE+W+Cm4VpLzzCzHIsasINdjvd+NNfReo70eWDEVwHri3QusABhOznSUDS9jGuTtOWta"
    "4DOr0/NxFcPxTC0KXwvbspEsQMx5hNyOT90dec1H2jN2oDTQ0wacP1qnF5H/rRKftwTxURes2Jt6t4yUT4NDkQO9iXx8jvwvkbfr"
    "UN5KO7SrPE68k0Wt7eHX7e6fpUddDg9Y65Hx6/QXSflKbzm96jxmSPYTQ/60O2Y6t7WIWf6Nn9qLHn+KPoQzNQO7oVTnxZ7jrJ/V"
    "j74n/7+hQj+nV671Sn2Bj9icPkdvP4+b9ZWRAdJTXP7psP4JVooKeqmYCnaculbWV/kCfmBT6S5vqKmZ34Z12wa/sZnYpFAZccmV"
    "rCqcBd8/G19tB++11vTrWKG/EjHD4djFK3STkls4l9eKc/a7yIb02rYiP+swCdbTJbKve9P2JBm1lIjzGX0knGpWIpnfgu1Zqw/B"
    "y72LU/qATdLHPkMGYvnCX3giG30/s5E90SR7LuWcOG/0VfmsvslIa4KaauAKfQJ2ZDa++g4RZP/YZFx/AzzclzjnD0iS/VPLPQfR"
    "zqUjZimzBXNwevK0DxbB1LMXFM4b10fYXIsop8GXXYQd3k0a2b2qxXd6SdYjQIaIRuh7N1GyksjOOM7LHD0yVsmV/wrXupI11pxf"
    "EYs9d+ccw4680gZv42bQq9wpoa7KGkTHOWqzu76tsSmO5u7M+Ogsz4qFqwQrJ4waPTdvgbZ0M2IlLW5uieMmzT2V90wctueOZjfd"
    "sYzM1yb/X/C7tatcjVM9BJ7OKtrbY3WmYf3N41d6VFqG13MpPbmbxl4W1atcHT1YT72oaV5hU8+i67Qp5Q8xYYgE/wKZwmCyBcfx"
    "bm0QPxsr1mJ9roVqUS3zK6e0ZLZ2d3lUFnEqcaIa2+eO8gp5Qb9HlLEUX63gBHKxdRvGyY5QRdNVeDZj372C2t72ndmMDI5kdDJC"
    "HIP0keK0QJf7OepwGqmJiWogu4t29VbTKuUTd2wCBc8gkNDjcbKN12ET2MldsI+WkLEmQVWhtdwZvRgzh2fVzV9n6Bd28kirEu6t"
    "kHHc1jLHfTpaHia/UY4ZgeH6qiIe/WPFsQ3U+KnvYq8op+3UdzGC6L+us9eE8M17DT67rkODfvK5zNVrYCEPljNie+kC7alrYkO9"
    "v9pG3J4vp66TraUpJQ+CJbNeQCfc3UeMeq3mfViznWNYqeZd85g0egYcx7fu5lcdf7zTe6uIpm6Olt94LyfBIxvLbJ6d5fe0s5hF"
    "NAvUn6xZ5fC/xkT6Hq6qlLW3G+UO2JoLsIYPwuuukl91GbLXfeQhNW3TybKSvHwlMhMx/2FyOvZeGXaisVp+jgjhCJmB7PYRfO9T"
    "2OC3Ya/Nb5mK+vGI/TYXm+OYjRM2T1+LkCzNWYNc7L4O2VorcdX7FBGTOXr8CtrEAmsdtfybxYh74uePwHWNEMveKnC257JrVYp4"
    "cX9Zyo6BzQHblHcG++9z2F7TW5zG/nIfcViVLPKCabTk1czFrUZ8sl/NGm9nnNKtqRg7rF+OnCNhXdPdR1cpRCe/gzREr7STdv4V"
    "5ZyUe6WLXE4N5xW4E2Plmgv7OUIGStzvOccBnlmvo1dcWzKIGBXtTNtnplhftmdvSoQvyAhYn1p9H6tn6j7W29ZmE5ShzXCdt1pm"
    "qCWcfx+JfFGoGFOv/xTHEpJjl7WSkV09q7AXIAaayTphGjbIosyP8fXmsqu0jd0rjkX2a3rGEbQg1cSC2nzjcDIzOEWudXzGZ4vN"
    "LV+jh2KNzpDPsR/v0230Kbkq1oUYh0nEjV1DTpSEfoKfPlsbyEdUCc9nLNrXIcoxZr1SvPtq+N/mOW3sT9GJf0QttmfFr5VnjnO1"
    "5yQ5+qbKv+T64ENEh2fiGq7Sh4Pr5Rm5Xk5sgcHeIWFaN0MEx723WB8fE/4/RdaDYpo0Y+Utnr0zEJVUUJthA6kPXuXs0hzOgqRg"
    "8y1qOgW77Dq9Xq6g9pRNFluWeb3sK06jeQV+8kScg7fwW/vKzdKDDMADEB/eKFUt4gbzfveHc64D/US8nZadvEphJuo41fouXnty"
    "cS2DJUrgWsyvnA5/cKuENjjnvbj9/xOiTTeTH2CztkBUvVK+RWZiO/FD/K14ncLpGhWoLtaJs9MOvZZizF/L+tmHVPKrpx97Qevk"
    "E9j+DlKGNRkilqM+Lu/BskygbXwWO24hPns37IlV+rw+KV/pw4hYc1RP2oLskK4y0ci4vRJWNiBrR3sxZehViDXK9TUxdUeH0XRT"
    "6nY9rT27pSnxBvg9y0hK4OMnEfO1pfSSVbBvVXqQXIKdXMY7i+vliCLfJqJgn2bW4cdmMcdY3aNkO3kHduBmmRicHZyrj+gXMioW"
    "qresWA/Ts4XXcLHIbj9ahCpmZLmI62YgrnYQ2SYbuZoBMxCzmMYwXErelXo9AE8jpxtLmizkIQdH4LEvgWe4zLAL4JR4w2xvka9s"
    "HsSZeae5Ow9xad7HD2msz0eS9gjQKq59OZG1BeyQCl6N6kB/dkrEzQdX+Nr4TKJy6ljFuUkGkhutwbNfZz1Hd1txUXTATkzWT6eq"
    "rxVn9AFY/3nBljhJZ8tfgv10S3jJGbFSuSi2Gva0sxhb5DJc2T+QRT2Kd/xcTCN9HmNV0wa2mXBjhfynWLxTQaXkHBGk1TgN/xbj"
    "LSznLHbfCLta79WOAtiZveVQmUl0dwY2tEq3Ji7T2JzqOCGY9ao1J8ty7Hqzfr/gZz/QXrFVPiO3qtX2uKZPWFFrwDO6SV7wakL3"
    "UR3pFmLdM74SYV/fAzs103OStJK8n+0o41Oxut+Z4jqUm4ohs97Czl2Fu11GxuSH5HtYgkWsEhuP4gisgU0kdhKzXTPgHTaXaxFp"
    "fIMrPxnZ0vZ4+hODQXJ+LIwsrYuzn9+nCcbcxfn5mqLupG4V2VHz56OknvWUvcTpQ2bYPzImhjl6l8zHqSyF7Uvg+ifg85Ygl3xd"
    "gohrNVDHstVfJGJR3JaceaE+bIoewmaQ3tG/Iw6swKlcqQkZI5NhZabB7/0vyo7GG9KPviPwVjTt9SMKejfu5xmfE75L/HAg91nf"
    "sei7NfEeFzzXlFvDQaxZfUmuoBpOz/di37ycGvHFMomMdvAe4AhZ5094lj58tvZD1mCoq+V44ksQCybwPVv9wNexfs8UKXITdslQ"
    "WKRfYPUuR04zRs0iva3x2EI1TMdg6gFv5KeAjFlxDef4m3jTTmNk9CErNC2p89k/bdZD9Yfsw1WszNVRk7QMdqqaXYbF3Hm9fBQW"
    "zlNko93p8MXh6uTJaGZx4QrWR1bj730RddkUr7GeT2M/qySqSQz3bIYFTuh2Y12igllRgB1ken82iX6+bBrbSs5E3HweYvW/6p1U"
    "DzBUQykxkgnmNMvxJCcwe56PeKktnsoSeA+r1naRl7FWpv4Fb4rzMJc5pf1Wd/ztXPzOvrCFq8mzYjtsiNwjPxGBk0Ac8Sv2s3K+"
    "K2QOXRQpsJgtPoY8QlYFXIf3K8NZcjqXLVWL/vtXCkSamL0+nNWXEnGaGbPo5QPPFG/qrWW04I7xsjl7oWoTe6FSjdqpRKvXyAzx"
    "Ow34hCXkHjP/e6w4Hv1l/1GB1fGxtGl2ShB7B+PlLcTFw+Vp7YCTMD54Bfs6Lvn/oCAZ5yRfiJZyqzFI/jdFzP//rxRbt+L3o9RX"
    "yfuYc4Wfdg81UvIemZKjIrdhb6bqGOzgYeJqcqYy+RPR9oYfmiDG3z1cGr0y+kLfI3Psyl/LE/AOSf1WnoSHPhw/eTUjkOKcMMVR"
    "YcV/p7gdnU8Up3Fe2mR5FaOVI2nLavyO3MjHdznPI2VIod84m9aAK/6FsVg3ZORT4Mvm498kc1SzIeXw28ZOW4nVwfrIKPzELPq/"
    "LCeiVumnxDqUUKnC+batGHfFPJ5psDREs1BpPwsQ5qEbSMg5L9KUoQZ6Fu2BW5lqdsmWqesCV5KBajjzjgZGPW9i3cxq2HfailPA"
    "TLEvYv3o7cSmwg4Qm4QtY2fyV3iUSYhe3sDJrIIVPJ8sK3HG9jbp1IGVuBqcnuP81FupV4AJfPfNcYKbBoXNLdhpt3mVETKaMdn+"
    "kuYcpEXltVi91ViPzRmlt2F3exHfyc0L2nyU4TSzzHrLyFDVXz7Qa5CZ9ZFD5GLEyjvjzP4LMW4/OQVW6mevR9cF77iH9IH1NiRJ"
    "JZ5CqxZ2SJzYS/Ocpoyxmhhwp+l2A2K/17AjvtOuWJXhiA0/w3+PlY5kwcnws0wzcQSuMk8ens+jztTGUohYDXJR9d7pwblp86G+"
    "d1Xr2ccdFqY9FfOGyb+xjx6X4sr2JWLzTrYHD8euW4ZdfKnUE+28gHdwIHO0pMeyDqZl7yhN7PRh37tN5HPbRvXXRmLvQ/toMWhb"
    "eic7+5t6PGxnb/fTfkqoibktibi7JuI7ChGZ9qcLMvFx5NCfz6rc+4heT8aa/ogTvIqVFDepXI8MYisyh1bgDNXiDhuYbTYgon1D"
    "T5Xr8JwmEuM5VN5lvu7OghKvG/Y5f6+g1pbev5E9wx7RvSb9HTo/2Nnjp+3nukqIer4deUEdomTrkrRDXjwGq38PrmQl95tjHirX"
    "0bABb3PNszhZxSsLFTpFp7OKuytilcPguQrEwdnKbO+vazmnUJf5rx8nE1LgkdLvkUswwc7VXbTw1vsf7vX3OrCKlIzmi9w/VmPp"
    "IDFxFt/62OfAj6/VBirUNTLjbCTTYLFezhrayzwnSb9B3NYKVmM5IsmGFvxPlbcHxoaT9THsvmLZ9XvYpUdgv/6MtV2lFyGyaS/P"
    "63ApjXoK/SVk1Qg5eW+LxamftZaI5Zl4HpXYHU/rTfj7hv6nO0moluV4jctkAm1knDXLJbDcVbCRVp/5XO/Bn5+pQGCWc0msDu8y"
    "B+9eiT/DqQxpyNH2Usru2lI9Ad52FVlCF+EZTmNtfJ1egPU5AfnuCDldTpUf4aGGwGdcIJZ9PYn8sYo1NIfntHr1RkSoHsZcMolz"
    "U098Qj1j72Fk3lzLicC1uFqrWhtCtk2sGlajhtxC5VFUbE9ocMTddKgcz773WGIFM/qYPo733zs2AHbCnSqLRy/APWyBvVmPO1ru"
    "0Qf2Dq6jtIk4W2VrZFPcy1nfLPdqZiMQIe8pycJdxosqz+il8hF2csfgGviCithZeOpv4j72I97oQHzCAHEodusUDmb12PX/5pLn"
    "p54KCBatD5aUNp9hDrl8PsKJSPup0YMl57UmrpNcM/0ux/i5pa9tK2LkqRHaPu+7MPZ+S3Cy2pF9tZFdGDtHQzmTH3jbNFJC9QPn"
    "2w0ltsrPwu5GHT7Xbx/DCdBiryifkVmmEdjnO4jrp6c4c/s3nsw8MeMp2uUk+5B9PEOWanMufpcHF9M3M56Kjcgb6WbKzmWNIuOx"
    "ZjWM2MP7yZPDQPVf+I2O0kF2QyT4Tz1J5iMHmaTH4znWMsar8bzRQ6TK25raFq46pUcjSqpDDrdY6+U7XNtfpGfsRd0FP2OzFpV+"
    "BtspVi+jCoF7Lm2i+U9XE1ZmqhNhk3/Fvjgcdqm9LNabsTPOlZu9PlrCK44cwAmNPKO5t2WBWJXuRdiKfWRsMAG2JYPfbR2zWubf"
    "5DBY6kqdrG/rWMQ1plA9X4pj9xO024ko8wzwPF3GcyU7+PWM6VZQe9S0B01t9yKp5Z4saIgqtxUyVMTB4rrLM/1MgMUDVTwRTQxu"
    "oX02xSNbG6dnk+L9Nvhdad18m2BbywzW1VUaEQGmmX9uKC7Tz3m8mr1rN3E2ohz7IEnmeeOO2BLRUCt43y1wCuZ4tRZFXJQnz7My"
    "QtifubD5kc5ylOR4BupY0TIWgNbYO+Yl5pPzyDrJ53sWMKeLYDyfdsUf+PXrLo/HntRDpFNsa1ikiXou9tVq3U+f0lNaqLoXf+Uc"
    "eJ2UxjU82RrNphfXor/tT/Bv4vld/3tl+//lFdXpejy54gPP8lXLJxj8n39OE6bxQI8OKKUmS56Vppnq2EeHxcbDFs1QU5Q6X2zK"
    "s4qVjovJbF1K2zGDLGxx9tGW6VPYfVPwyvXwaFYRmI59/KlaRest+MA3xOYzNkLcMw4n4zU9WnaRvrGP8f4/yOnIMu5CPuS4Jjo1"
    "YwxQZt/h9KT9M1TWscrs2C5MBXBjWmljljBMXQW+fkrM+0/Sj/V02Q7epocczJOZ1GcRrw6UM6iUYax0V+B3r4T3narPwT79q6R/"
    "lD+p74qG+IwQf5Bg/8R1qczSjKI+iFOG2VDizNiy/mcHIgfZUU/SnRG9vi/GW9oOOetYOcxzsjmPsr9oVLtc0wJf51BkzichN66A"
    "9/8Y6z8UtrQUn7GjpCL/vHl07S5i/QVWrpHoKNN4yrNS3yNWjufSX66i9kCBfUKn2lTFGfajYyOlIRgqG+GEDtZDSjbE87k/6BHb"
    "VAw/4nhrHJPdh9xF7XEF5Zz+z7E6mIUHzTAmSDCXDTRk71gfj7GL3OGjvhTzmSpasfs4z5vEfe/I2VTLG2PMJMqoMVntK14FKmZk"
    "+dUxvov7R6RfZ/aDSjwDWJPnHCnGg7EDvEmSONIk+ydPMmJqJX9tQcemEyM965iuwhXdKPtKT+z38XiteHS7ziuGuYx3td7Bioop"
    "ln4Pn3OKvEYel1PkVXjc7/RlnLjTJbRZTU/TWbR+5L+o59ywkvtWuJvc+8fYbW7qJoXeo7hyejXxPvbe/8Qd51jRt5mOLlJKJdZA"
    "S+UV/N9wiaNlJvxZXzkbd7UUT+M7IlCrsPcPQYZt8/YXYP/0lC8YySVg03PsRye8H2nHGZ+mCVgXif2mG8SS/BlDeBrjjSmp1DCy"
    "fkfyPudKwWa4CL+O2Kw63w9zShFZvVCcXoS73x7ShMgOuWK2k039rHkh4tFN8Z12EONzG4bIIgUbPAHx5H3wYYfIMdSonatHikOl"
    "7yS3iFVOnsQOLUSxZbinuzZDpP+55lZLHVz3m/VRvLPVf3xlArnwjFViEf7tJzuLqZWbtvkdsc/0H7iLxdhZxrR0E67XqmWvw87O"
    "xZ6bDMtnNZ3nkF1Z/jlNzmKl02zItOjaDBcoUb/HOM/CO8342Kf479hPJamk2cSa25X/P5Yq10vId9perDqyk0wiZu9MRsVZXJ2b"
    "l7NV7CoNftYuYO5sXC0ZDVWKh0bWuvUf+s6DYPl/Q0R0lEyVZ/UHXP1SWPjDpTurl4vIam7Vh0uQm9TAOj4Di3OlPqQW6d6DqHgW"
    "ormD8f2dZbKMjLkTlIv8qCk3uTrA4zg/Q71CRZoW2+oPn+KzCxHSLhmduQ3Fep2T9T7sp9epB/EIToypSExEpnRapAJou7SNz/A3"
    "5PRJNU/EYDmN2lSG9lhBpoUUvKlx2ewj7yNzGiM2N1hLPP1rrDs18HzsRoTDS7y+UvjHAhEfGUaeOXbRNiXrxZ7MsC7nWXLsWHa/"
    "bWUB0d/f6LbwXTPZyzfUSJr2dYGfNYhJ5ndYO4sxE8wJ+svXYjnibFb5NpA3qMF9PSzIPrE4cwnrxx8pVazIFO90LSR3Q2OElAmY"
    "VavPm0WG+Gpp3tdrCp4Xq+DVbHLkVnYsM4t0rAwQ69asoGrExfCuXyBDf7yFK2hg76yAXZJH/ur4qE8iQnKQXIgTtppR2wKciE1w"
    "5zYTYBx4Oc+q8SL8hXr+FmPL/Qlrs44sugv1ILF63Bic0585Cxn2PI8kuilJFIDlSg4Z2MlPeLlooRdxZVuRV7mHaDS5lqdFtPnU"
    "BZ6L3tjqNxFTsxrKimu5/ojnaD3rDcT+v4G8gnfpjmsZ6jXUDRFQQ10t14eOw35cSnarbpwSsp9ajNP1K2s4xjSwq5yMnTDLmIn4"
    "+UuJI56hN4llDJNpFwJWHwdg/YvrfVws98pjwSK5NTg01krGxl4LvtR0sLFsEMvq04y0AuZYdlU2q/UDVrF5ztQp6i26vlCx37Eo"
    "w+b+1GuFSDPVwWxUZ3B2PMEY2PhtLpZ8hHtNsb+xzO/M4qij4lw6VYzOqtjPNxRCnFOTO/Enu1O/SKOucYVnK4lJPc/2xti3pjjW"
    "CFv1ESIUqzGHXNs5j8jvy6ruCfovsQr3hnIi7F2NPojz8phuEbOa5HXkecnCRt7BqGAYTsa7ZD/s1AzVEnIcUx/DT0A0kFm4ATHQ"
    "CnjRhcSpTiEX0yKvOJCF3U0g1m69HhNYk4Kxq7yUr4d9c1oE7mnYNEPKTw455S2LaIdKE89raHV6eQV7h/ruyCrfSHE7cRT5lgJk"
    "mGGd8CQJFX7cJ7WR9fO/1tKWClBpnMI0+0dXshtrOe3WWDmLP3cRNyvygszwEXtW30G0ntQzJE78slWn52C1Dce7mtMV5ZxkylNz"
    "yalM98Vqm7LjX8R51Hm+8mBdaZuBK/5KA7K4Ut9FM4blanLeL8eVrl/Tbvpba4kHZ+lMOUe2Cq7Tk0ve1G3kHzJFzsMPGObHmCT2"
    "YpffZV5TON1eo44LqRH7ay3uazZn8+fqK7QFca5ikta4zjNN2vyU+e9uUke+plr2bAbLTjKQ08sh6ihUFd+Xlc5DZB1rSHmvSGIV"
    "xrPJZV2Nr17Fyprf21z664fYx8g0ZDy+txQ7+1Vex6li3CxtyNIfVgv/jN2/wE/YjL2kalrJPDG8YR+tY6R92ITMWss94GplJ4rr"
    "XVaTE97hpfYSh4RORLXCwHM319KXJqmJmyEP9CCJ+wi/PuIJNIS+RQpb68PwssfK3rgLw9vZTH+tfoKsL+99246s4TstrKQm/Vf/"
    "7YSLci47rHWMkqY+TIh1td8JqEbmlAysgv0SFUNS7OeNl6k8i2l4lnl6jrhcqw5eehU9leXcIyQfnbCmPsNIzzbi7FoPqs8156Qo"
    "Xn8rriLT0pTCMGqjDOQ9JNTpndk/q/Qqr3TSTpxydo7qS9kW122UZLXc191MY1upgfVeC4wfKUZpi/m0Shn9fkV/XUsVLcdDsYI1"
    "Qlc73Qy2LIE94NjmssRXrONdXiCm+TILp6JSm2ZO896S5RgPZBFdBV5tNse+7CqeybCqYdxinUU996jhjBLsUbUVm2uwSmQb9pUN"
    "TViHqGUdY9hyeqYV8NznkRW6pzxOXG4ts/dFjDsrOOduE6ZxPnOX2zfyuX4FPzEX97uKSi4L8c5r9HtiBqoRh4fskQVeU553W8OV"
    "NOToanhcm1r4CZ/zb7xmk4BmH86RwKMLq4lptNnL8Yjs1iCysZ77d7hqy5jeRUbQsQXcxmRYTPOT03FN/eVK5O+GK4M3ZH063KmN"
    "viK1gzhV933FGH/r/FxOA3ndQ8+b96ppOXIZhtlikj3t2ogx0qYyqpD71PDe+zHydr0pi6djvrP/35/t+bgXV5d9h/wWs1mJr2Gk"
    "sbjZhP0Gcr736ev0JRmn9qSn4gQs0zVEcSyD/T4eO22UHCH/xor+gizgZnkbXqEOK3SPFsdgVGJdf8au+kVPgc1fiDUr1XH6MtkN"
    "j5GOXHmncWx4yXWcFLgd7902dqncqs/pp7iSt/HbA/X42Gxfw23jeXPTsCoOe5/GlbxFPlNlFyzjOaLGsY7+FTxQHWe1qphl2Gla"
    "Sj6JcGLITRNX8WS9BAtrk1mOW7PAyN0yEuO3HonMLUQhto96winu0lAN3rDamWhy1iZE98eTvlF2RHTcA557JHL2T3Dvx+HnqvGc"
    "duYE1wMyH3t3FjlOHONoyjM7LdNGMW1YU/x6hFUD+QPjUgfugC1wzgfhZ7rjfU/A+l4gmeD6WNvYw9JfEsweHxHXB7Z6oHF1rWW8"
    "kfWI0zx77Y5roYH9+yZGiRw5D+qIxPjNT0VmyFBaqw9xrWpgV7PMSPeXEyVJbcIDOFXUQH0MZS77Zz44YC/KsHpWexbkgs/Cusz7"
    "n5BKXYmI3pR2ZJAsQXSSwt74CU/RpuSGIrOpZwY1jRUzYy9cqWNgu3O8Y+OzX4x/G8jneIe8LEuZ8xaId27kzqr1PZrB/lRa7LKS"
    "Ks3qmbbuh0W8gHWuHHFwprqxCM9jlu9SK/E0ge8FGZ91pVQF3wXjgtt0StBJDpaT9LVgdOy2kuNKRHYjBlK8gppIqAdwuVT6yL6S"
    "uUwt54wbuIuNXXmhf6YPMjpo8DNa7bBSA7wqlstrXFayAfKF0fC3NYhbb0ZUVYmn2RF78jRx9cS2ZBto0qKyz56FM/0xVmqi4Upk"
    "Ap72cHkG9/g9vpNUx87yNtZ7uExjhoJTpwfLk8gKxsIWr5I9cI2ztICYYYQch1XeRqq9HsOF3D8uB0rqfbGfYH/akR3MpkO/RyR9"
    "DaK/21vo/5RFfC79JVQqLiMHdfFXik/nFv+dVmQJGc7IyPr95WRXrkPcb1XevfA8GjgHWuAJshPVR1bQX5Xi7D2vb2EtHsb6nAD/"
    "tKN8FWwXS+srsWnBpCCjXwc3Bwe0+i64NrYz9tKj+PlWjFgr8VU5tReNGcXi3G747FFizP2lzHxmsVuTxTlIkX84nLY4XSrZrW7q"
    "GTfhNgoR8rVALLHTE9qME34Z7upKfnZejxObIzb2ftPkXcb36SbZ9VT/fAaF3fsk/Gg/Mlv+FDyn1+lZulL24b5rHdWAu3DO0HnL"
    "J3VbeV1/IwvbYfKp4FmLcUA+g91QpRLVxA9gdddpMB1PllY7zxX4nOW6BVbjbax+V0lzajlHX51lNlCHrM3q0pWcvnGsMmYRHG/P"
    "vXitL+1po4+4nDLLTrKGsXYxLGhcEx7dZGd8M48Qj3PFin1OLfZNA1c8j99IeJ48O9H36RXYNy/pTTgv/Usu11Z4chU4uz+Ii+4s"
    "x3yRE3DKXO0aXJ1DJMYkZMMTYu9ynD1zmACnRN0cedX8lY3We6VAHEre88qFc39pdv5DJGWBmahSczznJ1QCzza5C78T59TNFh5B"
    "XONnPEM0Rhln+xzXtb3jTp5VOlD9A8dQ+E+ZGt55Fn7XcIBlZJzbRGyG8FBWW+OMscWzrpluXBOu7hhx0yUuU6rhPabIkNNN5vI8"
    "ONVC06/6Dk9sAfK7m/GaTSXfAS/yNLLsDvKGHCBmyUvEefvAW/I6z+5e7JkeLKVUtesupjvXP2Yq563lWMROa9Wpru4soY6m45Ar"
    "tFBHquBEX6gl5bg0U/pvqW9hV4WVlvDkS4TfKv475v2qeXLitF9rkGNvyBpKGad9Mn52wSqsh0kfcVnWg7CLw8nQENfbfe9xHSPe"
    "Yp8T6O/VOTpHGqTFXtlAzpG+nIG9AVHeKOr+fgxfX6pTZQGu7jfjdJZJ8BovwBJadbcxmrmw/sWwaD4uzsnVzSIdyILHg6WRP+T1"
    "37H+ejXi3t6x9/VIZAMH6D/0AXznPeyDlLoOVsDqiGP6uUeWtaBBMVAyvioQ8uUXiFDphSf7E3lgzEYNoedYgmhqkNwuxTt3ZR5H"
    "W+tV4fPq4vx7sS6T9Fp4pIdw9/3lNdjFcvrpV2UKs9EValHTX2QkVUAHyWrmpNkouw2VMnegZV+mx+sMZJvtpKTkLO2u5yFq6S9/"
    "58x0MZRBIzu37vrifkVNvyrHqMty5/PlGDHlBovrVlINppIatg3kuzhUrLv6Mp7LKuQLx8ga5swD5BqxvrcpbO1prOUeteV4gLJ+"
    "n2zu+RjKiGQr6EzWM4VV+ln4d/15bv3DHgvnhJtrF8RZLc5pON0bajFaX/5mxINP4gRk9KfY1loVPCaH6WWxC/EblZH9yZNx181C"
    "1MJ+fyW7YJ82wiYcI19iBYyT9gs1RM6ekvG+4xecG5vMvBirZNPRNf7dHB9izuOorcu+mzT62DWBvK8nIoSp+J2Pcf0HRZq0jrUq"
    "xfNcqutXdLPaWcLKTyNnerqKRYutcK52JU/CMsTxjZxTczXOFNbxKsbTa2G7imehdn1l+je/O/qz+jKHK5eF7d2J+c+ucqxUsg+9"
    "Bt8r5ZOyf60eZIxjjRGTcy0rDEnWyRdwT1Ugc84SW1fP9bX3yLJmnaGt20gKkUc5kbulH6/lLeLsM9wzOU4+p/QWxm2Gxh+Kc/G+"
    "Wl/uQjEt9cP0BDkE+a5NjxbD81WTrynFGdq8r0Gv5Tz8aHkPMeuruMtZcjR28wGwJLcFm5c8huz5W6o3LYSf/JnKYKfGJuIsXELk"
    "REAE+AByb7k1WIpIqTdi7Dg+rQszruORA3XHs7K676ZyqbzLXnYX+VrPwxldBMtyEE6NY7l12EHDX/fxTBBJDZrN1W3erNucIBO+"
    "Y+RUclKYv3FYwQa9Ww6HJdlIDCNQIs/qePw7ADGsqYQ4TW1l5lTp53/MdzjFlXX8/+dUpLoAp/rxZgi/lEcuZJif9ZOH5B3s6Sr+"
    "7Gh4vdvw3r/gRKygLpLj+HZWfK1X5q1lRNOb7NedaMEsc3Y7cWMp994nyyz7N+6GLWUIMo/PqMpuuoPXwcd3xH6vQC5kGonX+SnX"
    "dZwqLmc9M4Hf6ovf21KcSknKV96S1I0xXNyrUkb8Ww1rLvWw5d/CRy3BdTq+s18ZxewkxoRwCWxaxj8Js/m13o5m4NmytDzGDDEi"
    "wrT8RvU6O6e7e37vAuv99cwGrRtQQy6npH+uSY86LJA/ofgrpfgMp+dpudtiP5d2l4/2mueLit3q/EMKEV2aO2ZyNAVq73ahnIH1"
    "M/7/XrG3ED3NQ070AK78bnHZR4nnYbZ328yrceaxRqtYmR3D9XAd6rPJqrYt3t+QrHtKI/sn1awgVfLpr2D0ZcikBj6L+Yjc6snq"
    "77jd0lEntdSjcPbAuw2WUIup1vPqBNqSknX+d5FpJx8xJ3zUWcepmDq9As9kT1yz8fhYb8aYH/Ylk+1K3NcZODVTEQUmfe1NqcAW"
    "+MpVYwsKNymepDRxeo+SqcwqIVOwI5M8Vxkq5h7HHdEZ97+a+dIfeRQCP7EQKogaX2eKq5Vnl6n4FVTj3wPkYDyLvRFZXxcsQIZl"
    "ldblYvGc60o77fqEV/VpX1Q9y12HywHLvd92md1gSbODntHzqUpVzd09jCf/G+Sh5Xow7sxOb5tYua5hpPAD1m5LSfoKeD9xjOf1"
    "/G9LStZ51p1ERkoTRtQmj1bBPnaVUCnMxRZ9aPlqOSufopZyglVnx7Q3nxwPaSoV17Cmboj8IxCZXi49pZJ1btMD31qyfp7bIvcX"
    "Ye1N56I9OX0rqFr9Df355VQ4CVhxavQRXooZbA0rPinEbjbVm2Z9qU4voopYwJWzWPAV/H2qqs+Kx0jca9M5jTqrQLWWNGcVrDJ0"
    "Hu1YmoyiPcRx3S+HxbMJpwx9nNNLqsI73YG72V80mr2ookZDntPGV+ob+K0FuMLb4Cc3ken4+VvhM78gC66LFv/NdRpCDmeHN2v0"
    "PVOrVe8irhKZp1JKMU/rep8J/8y6sI/knv0sau7m2F2yWHgu3+E+7OW1fg5OZPco93HKKlarnKM/wGb1gRfdjgp7ZbCTSX0Nz2w5"
    "dvgO2LWzEe2Mk3vlfviKJ3VfdhdzPgurZW/lL/jeXJzt1/BJW8un+P5kcqpsJVfjXFrN/UdYxI2QbY5FtvozIoKf9Ei5Xw4mE0UN"
    "n5NwetbqOn/l/mvUT/D1y1RAsX6NsWBsEXuR6PLe0QyEMXw4HbsEUf47cY0cAtz6+F3FOIO7Ere/DTMyjfCpq7iGpjljOd7eYs+6"
    "D3XC1+EJLmYlyJ1W1we0uerhUt4iSkd5B2NYg4hJqN1qqz0Jz99yvx9waitgSQbFqvUt7P+X2be2k3EaZ4yW6VG0YVn2kNPsTMXZ"
    "2c6wmjII2V/BV643EvUzgA5dXmCEUkJFvzpWX5JECf8Fn7spNSyr8PmuKncJTmeKEWMjotBqRG7GnRTAmuwDq/I+69DX+G5woVnW"
    "XIg0BSfSZr4tKzhtFFezif+C7ar0qnJZ4h9zeFpVrDhcgvf9CnnQPGKDjkds7bAwB5F/tuCZmp2dNPXzGq+nVmBXIhH1oUJWb8ue"
    "rMKVJArDpkutAvwzvlPBbNDubAFr4uZRb+SETyZCxdsUURevfmNRsCk97yCtsYfHy3O4tkHIcrvKWFil4mzAeR9T2fXu673qMmaq"
    "Wc9bYSyWBbI8ODtT6jnx7T72owaV0+0t07Dn3FrWV8Gw/87UW5B3r0FU9AlOx3t6ZexkuVNv1IMQPY/yPbeJVAytZg91Pzmyhbyk"
    "uCJM8enpBbAkq/3nmJrCSvqL0TIkutrW6/XB7DtveAxgwWtKWn1thX7E3TkqmosM8MRcBdSUPJ9nLOdysaxnmU7r60SiqIaoJMco"
    "vqnHu52MHVXK6vNCMvP+SstzjmyN3GUbZJpHy3M6Q06TW/CM/qUvIbNOEmPbyKiljewKCzVADLPzBHbonchJDRPRDevdSYyhtBYx"
    "wAzm72665jxyleZZ3zTr3EhbGBM3u3aQn6qq57PdViZSda+GGiqPsiJ9vFwsjtfFplg3lPDOwhqNocYW4M/VUs0o2n5zF070FDwX"
    "gYsYrP6yFM8gy7XbhlGAseGfi+ubg1etknygFNe5W437S8HmuQr9Wua+57MeUqObiUNI7iPGV/MN/edKrLT1R+qYge+Nn6ghk9bG"
    "8pOeBF/SBX+eEsNlXi3/RLxUrx/pE/hk64XtA09o3v1XeIa/SZIcDy/jqv8uy7D2SVYnK9jRNFtoqK+wSl5gVPUts4I0Mt42sMCm"
    "05Ymt8WXeg7vf3evE10S8S26VR0gLjJIR3pIHf1MRSniuhOlgagbm5BMI5JI4UpTxKuYN9nLz8gaEn6KOh2e1bquBev/lT6PFZmD"
    "Z36m3Ao7/guu9D3sl1Z4koOZfVicPUPvId5wERG2AaPXnJ+2CTj9EE7v5H1G6ibkcp7L1FAUpkCyFus/Gc94Ep7FxzjV28hEeRSf"
    "+xD27BHYLx/Chr+IvTs4NgnrUE6FtXriSA+hLSwgM2lkZrCMZ63gmbIsJj6bsdCVsXH6AdZmCzmRWPdvEI/coxdzesrWchMpRHM1"
    "eY+/yOGusmp9GWE0uouYmqibLvyJ/dx+8p3OZAW9NTL/+YipBzarVqufb3Ddlzier/Hm2f0am2slVrqnGEtkcV3SbbGferOTYb/n"
    "3mshrr6TvInT8gVsTymewRzktz9xCu9NKScfkk32G8L6R3F2+gn2EW+T7mKz+WNw/abvsJQzEyW0r6XUDjVUSpp2t5H4zo7sG44m"
    "QsWmhRZSlcAqyeu0OIPjIpwuu47dOK3zG9Y2Sf/agF11q+yL764jK/BQeKNSPUJX8/0TRHQ7lamuko06GRWsVuV9lL659JYeiKFq"
    "afMG4Ym0g6Uz1uHtxGpORxPlOkFfQtx6tLyip+tx1kHVjNyL9f8K1ncMntmRHodZxWpcklWORk766nqMpDmfTRR7ZTNpaFZ70QjH"
    "Y18fLKEOlGEsm9clg8jyhV6xo/chP/K33XedYmUHr7NyJ57mSuYbzgNnOClo1utoPI95vJsaRug5be2VVo4gMilg1ecgmcZ9WEYU"
    "+AP4+iPsu7cR6xrLbges5/5yeWwJcqAGr8HWQKtvqKD38a5fxE6TK4LvtCqowXpXyG76bfBccHusd+xMsa6vsYd9A3v4PTyBaUwt"
    "9nMUSkWrMOuOY09kyKZYbN3qaUH+Kc6fJsg+beisudyVPVn9SrFWVO9/eyfE4XvDe8xmreMc4mkbqJq6j4wlGjUf1WLC2a8q7JZw"
    "dsRhdbLc35bH/KB/hoTZmxFMfx9lNccW279jYl3kfH0We+4zeRefPjm4D5HFTVrbwhpcJJeKncGd5Gm9JnYKtRLH6yOIpEfKl8E7"
    "2Lk36PTYzrp17F96ucYRT/yEHb6xGEv/NVjj+fBf9vxjYpn0p/p9yQUyGHbwfX0M+38HxHYbyBBq1bpo3jTut/QV3Cyj2Bx7qFna"
    "zCfFFOTiRHk2wrq9pc/BGn+LeOTE2PnyFdZmPiLpL3jP3aLZOofJdAiaIZKJ9JsDj3JYy56jQ/K3bzYz1sEr97SXGzy+LKFOedGm"
    "xX/DPl6nN0e8DqG2iOWuC7ivCupqbXHPsmGZ8S5S/JWZOFltZRIyy49gL0fIA7j/y2IzEYWWUTW80tc7nuXsUA11UDL83AZ1MfcL"
    "sO9pnoaKFl6x2f4d5UAyWfRFPDBQNsPJmqHvMOvP+VnfcJZra9+5c5WALDErDfCzeSJ0y3jHc1mLdQxpGu28qfC7C+BLDWf6Fd7z"
    "a1jlGHbHz6xUFbx+jnEwtBHjQLB8LxOYauiOiLt/hRf7HjupFpn+3NhyrLd5REPm7krlLPNzNhV2EPbn2bBDc9VVSypYHbPaVRvJ"
    "+qktu7JuuIqhfpLKKm+f4X0+8RGuVbjm6QR23UNGJ3f/2WY28Rdy19RzPqm1WLz3D+nCHDvUzcoS9WD5kWmh1cJC7AybfBSrXhYD"
    "xzlDY/Xp7mJ1/3Iir4yXtS+i/zI9Dj//OuuunzVDsIaMrzexL91WUtrESaA+MjflS2ORrII37IGrT2OVTxDr0GW0ST85EyHX7Xu/"
    "aXOFSPfKtiLN0DfdIz8Qoth3xDnuRgZFpf8Nc0SbKT9T+sr5sbXw9I8jW7oO+WeF7qqX4blV42Q+EFukxja6BD7dnpxN883H1e4i"
    "C6lNZpWr1fjXUDsjcLLmY59dLebvL8EeTbEy5PoEZ+I9n8MJm6nTcDVrsXM2lCfFplluxzvXcbq8glPDv+hZ8jnsnbuvnF+zUFnI"
    "zZInfa40W8d5duwUdmuZFH9lL3YNlvidsY23LZOxBqfilNkzWq73EcmwClcxDSfgfXz+0Thx0/VRRCeHybfIyjK4uo3lrx7J4Pht"
    "8l6JqcAc/GH5Edb5fliC22FxYW3gz7rpE7GHEZNvGuGqwj1aYBV2NdVbs4g/G6m9ZGfcTkodPEa1n79ahUgjTaxsHVbwEFzlPmTQ"
    "z5FTY5lHn12IdynuaQ3NYDyTS/jdncVyroFi89pvwmfY5NOvegV+1phJq+C9VusCrM1cTpZZ3vg+VuVXPKWzsC7nyUfM32r1Gtxv"
    "D5yKWVT2e0K6xdbQYuXhU/eLGUP5VKIqPoDvyEc+OR4hyatwJVZJvBafuYR7Jo4n8FfqjN7OWZOEbsf6QEeJibMDXRn/1XDiL07u"
    "4Lhaf+wsMX2PU5hDBlEvNmCE9yjt22TZN2bKwFdrIbhdxuvjsaRura8G99AD/XEG2Xi+i79SxaxjtUdN9CYmMQ+rvDMil3rViPW+"
    "4Lv/zp9tL45hx0WfAZEQFZ4r1fRharyPcyghu4e35AREQtfCB/wbsezX2I3dYaUNw7g31qmzHItTnCZvYwOt3QrsCFcVOlmcLuBa"
    "vrv6GZkGzlY5NKdlM0dJIoqX/lwLeIGeBRt4K9ZiDizMVzJA5skYfPr93MsbSpo7Loy7Nvb2yBR5+/AMu+cxkn1Km1CdguhkKnlj"
    "3IzUKPiPSp7t0Kq5asYa/m17/x6hDnHzSkqOejhprLrFtFX6jpR73c5l2lJ9pxhKdIbsIcZNbfU4U9X4Dn92lXPkKWLkReo4h2W4"
    "sT3lbDK42Dk6D/HMg3j+42EtOuAZmor7xxH2t/lMU3efff8Me2peexWucxHs80rs3hthI1a0oMcyA7ZnPHUf7oTnj8tNegti5t6x"
    "o7AG3xPb6RAVCdbWvoA9OF86IhZ5NHatHCyTg7E6yqw4ssN/IDbMkpmzlbjqmjEimUU6SxpbqH595zl3HdrR1XrK4M97Yx+OYU09"
    "1BWORzu+g6Qi7SH17MIWBfVpgRXAeFESfLccu8LbMv+II9ZbBL9bjT8WK3VlJz2FT85hHZPcP42RMq16bdv9ZA1sUdqj8PvCU1mN"
    "u7cYSqofTt4nyNW/lodhGT/Qy+VZ+IqjYc3exO9tjU+zyaz5apOMw8QUIzeB9bsVZ+BdxBav6r04/bvjp67VTjFDHlyBHfgSNfoS"
    "Op2Zw6nIoK/z0VPKR0+5KHoyzbdBVDbvTX1UY0NOU1PLFGPbkGcwR3tdwbn2s8UQwo5Hx/UDjYtwd3HqxzWMyht8XGwnuxdnYKxC"
    "dRxisumI5i+Um5n7v6YfakqOE6fStFJPxM47EN7rV1yr4QmMzzkV6TAZ60xYtcz4eZ9WkvwTFpR12EF13H95n8PkqYyRY+aY8rMP"
    "1l06SxxHTb0eq6Phr5cS87cS732eHiLG+7d3SR0nsJwqSDghkfHIBOd53QyFY6ht7bvPK4lSCch6X8lJyTXUDFujrrrTCatv7PVH"
    "yqmyhuh/46S+mHzNFdibhtZ4gDnUGq/auCU1aKqJ9zyT82qr1bFWu7msQZx4dtiwgWJIgWX6NhmDq+ibc5z6SrGjZnoFP9Ff13JN"
    "TiQbjkYcxmHvrB89ljFAHyEaoc8yvNutucbziXY5Xl5mLmJssav1e9zRYlpjY3GeTEtYx6rLrpJhNJklz5vrWQTs2Mh/rHkXQ9tn"
    "vKe1c7eTZ5pPRfyEQbO6hmFnXdzZzetjGPqmjZiyl/HfWzf5JazzTtiRH+B0JXWE7iuGjHiVnLIFtYjjMd9HjrOv7VRzi73iPq2T"
    "NM2+tZJQI8Se1c68ngSzoZAlK0Ri23kyL72Yu/Um5L6VxMhYhD+e0f1ksa8cntQwZ/URd44SiaaMKhP+BGQ8t9IxkvXqOe5pTiM+"
    "Wqlb6/SLg2YKwaEGu81kVLXIjueixInRpHsBu97xhVVThT3Pjl2OEy4V2CVB1GP5kJGCnaiHiYkyftO4FjwvRoF9H4WVctVJx1Ix"
    "nteaJR5jFXvaZmnL2bMoREy+Lhs6UvpjHbaAt5+nS2UxK/V9EKHdwJ2ozaa6Kz2P8Eh8fyT35nI/N7oBsSXVWOXiVxD4Wss24ti3"
    "k8QnWJ56hBhrUX/Y1LvhE8+X7cQwSbsgto/jutYi+t5d5sBLPq1XwTc8q6cRbfwNFTcdevNAdrIK/vqy2hQHNlXZbCJxJOOUU+Vj"
    "qWatoxJe2ToDaXkBOc2x+nxsMu5jUuES7RqLB+NkIJ5EZ+Z4G9EnmXJMUg+XtayYuk/ouh4WUcmkOwt2aU9JMvLvJ4Z66I4/S319"
    "ZA+PnxjHnbQQV3A0eTSqdF+qKCzEGpkCaxnnDwrwNGl8xxhSzpFX4CNS8BLluHvD3qRh9xu4Ex1W0k7VHM6F1tOW3SEP4Wp/9Gim"
    "JRFDp5upLCDKcVbgcOkcMdLmiOPSyLOkqcO8wNdD05zuyOJ5vIfn0OH/EfcWYFZW3dv4eoYuKZWQEBUUUEQUwRYMQsXA7u7ubl/b"
    "127FLkwkFEUUFVC6u5liOs7MyWd997r3PmfGV8/8v++9ftfvj5c6zDnnOc+z99qr130brw0jmJ1hbx/HdxlH+xxcIVJPV7mzIPUQ"
    "nv95Fq4mg5kQpZQmyMpaCMtoPHEWh+wflONJBkO/rkHE+g3r03+/mj3hwfqavIidvQ/nEispH+g4xPMBvHPHo3CCxDNTvvZNGxmF"
    "GEbuloyeSGqajWokfIhyYjnVZrD2Ctg96ZjVUh5TKcHOuVro8p3g+T2Ca+2AJ/9ZD5SlGsH9/6EXkHciiWdIEC1qR98/Ve5rsY5r"
    "1P3pKlG/Y9vJO3qZGBvAaHlAXsVnZ6pNM9usmHkz8/UTVipWeqSjCp8XNj6tAezsrmAnTsh+7m6yH/zfZ2UVnnYy1vE5vQu+VXt5"
    "SE4IFD6WMRA4NqcEda8x8+XxivtJmMlQKHP7MSKdpDMrMZ/fSCOBXyK7+M79GmqDlfScK4ixZ1XFvXw2tpaZnmvh2Vd6pjQ3vRZl"
    "tehk9pVUaCNJo4E4/L4x4uZ0y8j+Wckes5T3LePMWjwg4/SW4FN9W66FZLaEDinQpxENvAW/O3tHey77+H7HSZyl1wcfyb+ZOV6h"
    "T/4lQxxItj/ZX8n5v/yMZfA6MN8gZElqzOpMY3JXvMne3iWQ5j2Ilmu9f9NwKupHMilOszRjPBfhvnTx3PGJDMOS/fkI8coqeChd"
    "8HnzmDZBdx0ufYOnceWB4linN3P2PY/7cRHO3QLGFvanpyQyExQVfqIzXRPfVdIYUZWcmuvDOe+AKKBrqU/n6G/G/yy/aYvgFrk3"
    "aCEPytvhQXKsDsINTg8riBU2UiKe+6aGE1hODrIhABkWx+FSkIlyRGK+AnmMnAYJ78+cThQat5nsw4gWsYHvOHN4AFEfM83j6Y/S"
    "D3pAKonCH3qLZhXnE7ESb+DbF8Jufok7XQc/sLPc7qdWnKdZ7SsNEXot1usynxHAoezQiRJv0Tz8StoG69yz7uYR4uIDmx3crBXw"
    "iibq94ifL0dUWKyT9UJogybyg76MaGAqe8TOo94txonaAPt5mDyHiNyynetxnx/DG7lYvsNzruKc5HzOhCh9sDi86GKPThfq7bDs"
    "EXrHRbz3P7Bef8Dnuw1XuxG69CRc2Z47qvfoW8yCJurh+Dhmm26eycDiiw6ef1SJeBnzccVbkB/DhytjzaZAHxWzeFbrbC5mfVsz"
    "Y/wgzqP9VExfqD73gLO0jnsgTvag5dy1csZJlYhEq7nWc3B/a7gTY8Q6o5xtNG/ydHzj1cxUJolyYVjkK4jfu7uMxxPk64tqWH8z"
    "dLaeE1yD9ZuAz5TpZ5CvR5llNSS7a3H67sVVzxaXH4/Tm7NV6IU41DzFPEhrLk9HEX3eu9npZnJhPb5RdThGc3zVuQa61SpyZfAc"
    "HJtkCzEM9RjzJ0WwICV4iiSZn+bj7FczV1TcQEWtVv8Fv2kh4uSh8icx1xZi7Z9rEB+phBFLQhfLZq5PMTEli/C8XSXddxTzvMuG"
    "bOMyuFVkfKmPZeDYSbZlmNTKNY1Saz7NSfAvP0cEXwuZewwxfqVMQYSeq5JjHROTNO4nPM7ytsRpwXMlEn6ur0OLnKPvIO44R1bq"
    "x/DlFDqlqxwqI/RXuT6YIG/rVYhJnsQHz8FzPSN5zN7Zd8/RluyldJgd2fgxsvcFvMGJlWW463XYjx2ll8Auywrc8Qqc5M5k1y2X"
    "K+R7xhY2GfeFttFLgp4ySTvk3KlX6upwut4L6W4r3RHPn4YTcJ+ci1P1HH6qxXmbSwmwyb8IJNnlHiPUsXFmUv6JYc2divLwPMj1"
    "t7JjMBKaIg++a5NgG75rRWhYUXFGMQ4Dx6EK2RW/JKvWzpD4z+BTLtang0U6nvp0hTqm0VB/5PSYad3d5ThI0mrKeor99E0hJbW0"
    "vlfAqz0E3vlCystG6hjjCr4Xz7Ec32b4TC098lwa3SqkbTmBubNtsGejyGxQjVNjHS1nwXcyrCpDsDiH7CwFkLebceILcQ6aki+5"
    "TiOUemz6DVi5Ah0vW4mObt0lrWU5NLNDlI75DuwK8hUMh++aYAfuWj0IOxohAsbxcp20w15Mxs/rmCey7KtZrZOhK7dyaj57ddnk"
    "oIzZh7nkLHsfNuYC7PYGPneU6GeGJhz1rK5x+mvWRd2bc8gpH7MkvX2dhjvLoRdYxLmokNJbTR7hYl1I6/SeuGmmRszIxT16v2Mm"
    "d57qCF7hIKzP/RIPJ+oi6LVV4VTEWz3kZbkviGs085ky/5nh4qomhp9vrETH4O+7+j69bz2i6j+zTkbpz7pOr3ZyO7tbbN71OUhH"
    "H0R1ecyArqbvaHimxnq0p2zT+h1kXXi1bRrzPnVTSSO+52SQbMrh3Q/E6tik2R/w1E6Cl/QgJH6IvC/vaVPNh7U/Qr6C/5uUT60T"
    "RM/8G9qFyzZU007NxhV7eSamuGcLNjxy66T+DefdOKFL2eVg6/yAGJ7RXPol4tGeD/fIIiL7y+s4HxdCo98Ka/+xPgQtsQRe2g9k"
    "nK4gMmmoaeSkiK/93Yxn/BHncCGZRQ4P5kLbDcEKWpfzNpxQy73lIAbcGszDnp6kXzfIfbMTp37djoSartwHDWCoLCdKQTwTQ+/C"
    "CS5X0y9ERL6/1LH1FpEb22KKa7DGq8jZZRifrpN1tDzsawQOO7J+F0xXnK85aogirv+wHH6RcZmsh8bbwlxpwutrQ0x3lfJqjwwS"
    "6g2IVNNZypVqXbfHSMr7GT8y/3e8rGdO2l2jm2fJS08uO2/FqjIuvinnZPda5vsi8EbcJIdVT/vL4VJOLVOGk2J5YGcFkmT0EB8/"
    "Wi7z3+Q9SGZyQ47v41SxszlR19EvuV6+km9htdYgGjwLOiGn3oRpWK/31HnmrfzrCa0/4xj/Sx+Se6UT92R1vUxNmGHk2Jv/Zqt0"
    "fQWvoB+keyd5Ux+BTliMf8brCngdqQybSdJ7I3HOmRRo9lfizD+YJDfh3KTLnFoWfBKeugNRL38WY7X+mHOCLeUT2dUzTxmWuzFS"
    "7EDv3Hge5+LdzYjeVkiOnq1ieaRe8HhrPK+we8baDI6EiwpbYVfGSoJo2NW0pDGvq0xmB0giUwt2uHaXyTbfoVFKL21H+oW/Gq4H"
    "fx9n1OHw0xL0/G+SS8hjlWQfpMuUWqWjkyzG39tIJdchwe6OtcxJv8FOkE24t6U4TSvIWv4lrjEdryzJ7K2hBbX4j3ljh9z1n4gx"
    "SizffPh1F+EkLYbf0UO2sk/2hf8Lbtb6c805UucF/tOk+pPQDsbMYjWALZr0sr+JWiWbB3kMznAT7FxjcQij3TgjbJ7qPkSGc55g"
    "BRmH3UTUaGa/rIvQZRjL9Fh/0vKhky+B7i7GVf8NaRklF+DOGssrWhOu0dbBffBbbBJlvnYLIuTJ+wI6tlrPhTzu6LlAi4g9F+U+"
    "NSb2uOGZtfRcX2WsIGzfgE7MEavi9+frjXgtq98Wcn7NUIYHYSffxBkypvcEJPRz+BYp7O3wTA9sheenCMlTne0Vy/z0kuPFna5N"
    "7NWNMlNSRcb4Up//zqMEx9gRebx2zukGi7GT3AA7ky+7Qw83C1rr77A3I8mQmdCRkJUzEav8CB0xBrG2w6Y/kFrW5q5ymbGyPPt2"
    "sp3H3zEmzNW4qmUNf1PDTRrmZSNCdnE3B21oCKtgs76W63k2IvAc40RF/YjRcglxHv7O92H4OwX+HCYRyWz1rA+lnDB33xNnhcRs"
    "8wJ1vDQ7+tp0+lzURYXpz0Q9JqHFc9Zn2xDL3FD2hrurbc34MPVPn2ZmGZKc58i+P9nPQkPMZ6XEiIrAruwiTTkd/hAs+xT45J9J"
    "tY+97iJ3dw20xh3kYNuXOJrWu1emjq+yTM/HUw2S7dgrHGY6xRwWvflZjT3+cyojawd6dpQKxBw1nJyNeBzhbcyqZX+eFnKULNN5"
    "+gNO+N1ynrym7koJ7/k14t7U+LtI0Tp9p4atsy+inb7wNVfpzjIfp+876LXjpA+jWNOt5xNhNs5uQ+tTGki0K+vqekl2w6krhB/0"
    "BWzUPkTBOcazd5dRSlzEVAhPfyvefSincr/S66SzjGOGfz+p9TvgYtAqn/2wO+3qPdpiVpninKkxf34urJB18xgypU3NLGWl/yfp"
    "IM/IEGikOdD4rYN82KL7sIv5+L7xeM61iPFPxX8X4+oLIf3/go1sJxs4r9AMq2BzdpPYS17O/dmO69Wi3gx1naZfS37OBFFBK3wO"
    "yarRg7GS/T3SSpT2d1dxrGOWs1nDfUz6XbVquumnNrKF01hxf/prPF7mk5xC2d7PotR1rKnH740Rn94mRw1/4jLy/q2E9RJYst+x"
    "znPg084nh5J1tOwrOyCO2R1+knVJxdhhZLm6PHYDxtkjUJtBz7A4ZS6udrJ8gPeOYhXqEzFUssexfp/iPa+Sfdeq9K9rAifgQvmS"
    "jLLvwI+y3O9LYvOWNZxHb0kca9vRveQVeMwn6dO4r0d0pbwqgXaHHC4NDhaHmV3J549wRuIcKWKfucv/1fIf500cSj3YTP6AflmJ"
    "n0bj25ZBT6/Bvr2DnU3S86pl16JNqXeU0HdzJdn3YP0n1UQ6KPBcL9vLnsRJKNAP8f+5eFLrnLU5lk3sQU1k6udK/ays+jUL/gyb"
    "6WlyoqRktl6mp8APP1kHBkf7idsinuoLJF/jfj4kD3rqZlyxt1qO4SvYyDvhbw/TDsHFQYyVuzQOk5tNc1XspR51KEm281qcVqtZ"
    "7ccMc9Rr6yqi9xvimvWAWMdqArrHUOxdn+5mxFdt5Rc8WVfJ97XBTewHuIr60/TLWYwAmsLzqYSV2V3m4ns7QS/MgC0p1PNkEzsW"
    "H8A1czijVE32hYXyNc/DLEaqpbC+jWQGvm8p9mQL7vcPTrVsgry3Cobib2v0QV0VHAppmaJ76hD89wY9KJij+cHZ0C7m45struYc"
    "ygjOq29jl8smRsFJViuOIt60YVjNwn/3wM7nwW+7B/JsLDkl+G9jsRj6dnyiFfw64yd8QZOQ2Wv07OA4asLGWD/jOrEetBHsjrM4"
    "43tG7luhW67FuixU681ZD0l4C3Kxif0NtTpZXAXD1X43aOtwz2AYXLpf4LU3lbXhXto5WKXvw8depH9IL/mVzzBObpY3cJ9Xwwb+"
    "0YCdW0MNWMeoYT8dKGmmg5ivPpvfe6BH4rDuxFmw1jaLOhU+TgXZ0+bCRh0q7+Ls34pnnwLZGIl7OF3W4N4C4izm0ftLMZMSZ59K"
    "hHwM2ZEEsr/SA1qihJ3rZvluklr2fC/mREupn48KPeuO5bMrtbQBVICGXlnndat1h5SzKhfR5zwz6T8jCbyDtSllVDFSrKsaPj9W"
    "eT32erleIzW++z7O/p90B9hkRPArIfnzsJcrsbq/4lk6yoNyEtljujHzk/7U9uwUMot0vEzGWm/Qx6WJGtpIE3lbI0GSbGu5rMn/"
    "imv/plcGVfib/Xyk5PuJ+TQLQhKvD6ala1vP7tR6TA6px0IT9Zxkbt60kv5Wd/kNfuMd0MvDcDYmEP/nSPw+Aq1hSIatPSJdFXuQ"
    "4ozC+jPT4urLoUe/Mnm4DBrphOA1nJ8YrrdKH9KncO0jpBl1W+h549O+lnnAxptyME5eta90bWEW4XbKmuVfOnp+DSWOYjpLZ+xC"
    "jVnVNNyBp4j2bbKzK+7wV1r7BC3d19qbM8wbdJFkv4MSnIt19F1K1E1rvyyWS/gR198VqzQJ32CZwEAehA4y/PNT5VFNycHYq7Zi"
    "U4zlcia8wyvg873rrYZDDLBvvNhnzEr/q1cqEfNX8cx9zShmDbMc32A1LMcaYbxaif2vhU9pkXuBzibj4GuwcPN9ftYy0EVER71N"
    "+rD3oYb5umX0kiqJVPInrK/5Pobx0h+r0Rr71i4oJLq06y/bRt1vnV3VHml0tGzyMege4uoDFsOvYv9cN3ET1NFMnsMySnvTk6gm"
    "7lJcvydSUpT+y2K8Yx7n5M9mRB6hjzUGz5LrUYKcn2FaqCP/Xsp5dIdOZJPouZw+qNF5uPOlkOCvdW14MTRZu2Bv/U2WIJ5+JDgT"
    "XtqxRFaJMwJM8x2vJ7NCDKfXsMTVR7VxZpxqmOt1U/MJjfkKhqvl78fJtQS9s4Ph0Twn1h1jDBZtZYAYi8OXeiX2zFb/OLx+soxX"
    "wz0exw6IU+UsxDFH4J4XQs+sRGT3fGqOjJPL5MKwQ/AqdvgzLQxvDx4N9kJMcDls8TO40yfxnE/LO4iOR0oxPrWInZ51eCKu170H"
    "/7671OGHh77+YTHwU5LuL2klDqc3xTz3HG8d0sjfLh8+lFO5htrjmG9C+lW2863EccFMxmd3hrdgSNqGRX6UXAsLVaIDZCu9s+1k"
    "sRqu7mbogmegHVb6uZIkq8JmR+LMkFvF90Wc/gd1LK7dMzg6GK4tjcE9OBkrmvoLr7ISJ8vlyIq4oza1nsBvHd/p5WJ5o3ZiFQzr"
    "+21MpPxD5Cmp4sRgG6xEO5yHefqwTMMTHAZNf4OUw9/coCdJmtcqXYdLEJngYZ0iFZwVLsR6PS1vYR2/0Ftg51WsA2iin1m6SX+B"
    "VMyF3V4Ob+51dUxo5tl/wkr2BnZhxDM1vhGS5to1rb4UmucixOKf68fQKcNlgb6tH+M0XKnbBc4e2vr3kL0k6W1YlLzPw9lZYVmZ"
    "KmZC4oxMhsEPXw7prmK0WYWz20esmz+PHpNJr80N2qzS49itCs4TVPoKvf2x1Ut6/Lh8eAjJTLehQz5SP9U1SH5nd4GdxhekiN3x"
    "tYjcCuG7XArd+Yseg4iqJHwKeus6+IobIAc5gV2hEJ87Q9IMWymyXSUZ3QyS0HvSRczDxjn76HROG0kzjtbFWdnx+dxE84OZTH1z"
    "z23/ALzU5vib1Tyvw2n8HZroPVgd6ye3Cv8ArPshOGW7IXKdgSghB6v3mb6BuOg1dpN1hGT3F0PQSOoHiKU3QTe3g00fC+9mBFbh"
    "A9zHSDz7hcxQGztelV5CaZ/trdkm8iila6v90hVAdiNVQhKnk829FOd8A07WVtidtexvxfkgvm6xNiOCi+3OJH1eHOpoF68H1Gen"
    "HGrxanLKlVKPF8B7v1aaEuGumsgDcSIvmw1cSatSBCl+At77TzI/vAqR4va4lxP1peBeMTyvPEh2oe5PzzYCnzFCPO+FkJ750PPz"
    "YQ+NZ2QVp/zLdYYYkuCn+gr072JI8rjwqbCH9rKzl/OsJOVleM+LuXvV7KYoJLvt5Z6r5Z87b+q6CNLsKq4XYjfI8wKfVYmow/KI"
    "MUtrGMgVnFDDiWFmpozdIbk6oYHqS/Z+8qSezx5a15v7IzEGrGY6E2f/e7kIGv477Nu3wdV6JnyMiN6mXfFNuzDDOwBRYBtECjZD"
    "YT76LdjbBT7fbBhE/5axnNXJZR/bTTkXIAr6AhrhLjlOD5L+8o3Gw6GI66ogbV+xt2I9n+JXeHQfYqUdMnr9CZNGHqfkTkj6ImiZ"
    "NbqH9gpe0zexDs/KO+zN2awuc1tDTzNOHJ8NRFEuZjRqzAeVHt99rti00bdEY1jOmoHV3Eyjvy4H8Ltj7HYzv7qW+DMJ3lOcCMgJ"
    "n+Oq5HnMIW/eWr0RO3KdjMVJmqXfysFqbGQXSk5gubrn8JkJ+K5rcKKGyCicqqm4egu5A1J3D6KnzyAt/WAZL9fr5UM5R05poIer"
    "jJkki83uQzQaJ0deFVb3WHyP5Wfj1CsJvxZtfG6yWuM+u2bewUK1bPEnOPszMh0b9XGpj8P63ZnBo++a6SUqgHcWxzdFPfedu9pc"
    "enaHS2GGJyXkhKGT9Kjn1EoSA8N4Yw2303UCGB6ny3lUeNzRFOsjFkN1lOxzRtlfqaG3V0hcnN1gFyNYgWp9EtqxFF6JzS4XQX4K"
    "9OnALOFCWM9V6liZk96yd5RmvOskubdc1PiwVNFDi7M6nwv9uoHdOi/gWtXkDjhPLg2+pgxWQ48Wcz7GOg9+11PEvNWX9HdxPWqr"
    "mWc+U2LebsYyvKDV/h5M8+/i0eCLOOVik1K7wQvbS5pxIjUfmt165Nx8q9URX4I0xegbV5GrPcKcheXiOssDUsPZis36Jk7c7bhv"
    "iwYnQ4seCHkZAdsxSgpZqSwnf5dVj06EpuogBbyj3T3Cv/VQWN8tZENCRjXmdR7nPf6NzA9aBe6MBuoYn/oMk/33JalmL5hhS9Sy"
    "apVGVjR7YxxjLWhdDO2qA2XiF+j3fJzGcmJX/SbN2WUVpez0x1N+jZ+u4+mooC9biCc+A09pmdtrcEYbwaJerVcj2vsEf7u08RE4"
    "gU9hZ1foeO0JP+pB7Oi5eKpujcfguS7UZ3F/G7WD59BzfQ+mrQdK6Oc6LoUHlg+NthTR22xc8xT4TH/Cd/6g3hxvuu7QRly9IHtF"
    "IPsrddfp5uNX+9lOzTiJ+B7ZKHNTtZxyLGMHd5Qn/mcpIa9MATukrXdwgOwqV/FzNvFiGi6PSBkF/HQ+bPBmPEUZe0+s7+tOOSZj"
    "SRJ4NpcT2Uwv2DB31xA/rkJ/Cq7CbxaR8fd66KdXse7fwvdcj/hhbfCrTtH34FGdHpwHSTI0YfN9l+oziNZWqeHvLIEPrcSYcLPR"
    "tZrr+YlMzgZpD9iLR3Q3nZdzTE5v7Y6fT9fJcrWkiHcTZZ/Ick1PoE9DlCueU9GuMMjPeDisywpW7MOMlnOZh62MufOh44yXqJe8"
    "LzYJPxwa+Wx9HKd5NRlGZpk8yUbe6dHyqUxl7aItqwERzkGUMAKx6kbzelxyae3VlFHYCmj7Dbova73TEcFYvqYQWuNVifmJzjhR"
    "dgaLQxOwPIZ1QT5BTWSoAm3wt02MROZoyL689ERNUmu9D5zE+T1eLtCNYr39o2Fne+NEjNEXZQs0XNtgMX4zF7rkFTJ4vwK79Ba8"
    "pTZyLqRoLuKC8Y3v04sg4dP1X/pkeAB2roKeetKjBh7HeTdDUi6ETm/BiaNvof/6yKGsu6/BVaLqWNQbc778JIl4RIHQ189Smq6m"
    "lRFRo8L7fY3+oxbQyHcjZJu+2Yg1HCE1nH0sxTOZf3mvDJWZrAIWU5c7XKReuEpv3t9v8HmayB3wjNrj+laxHSt3ySrIadKjodT4"
    "aaCdZAd6wQ1ND2yBDiiF3rpS1sHGb9HOgc2Jr4F22Ab5KON0TcRjONgE86vkT9w9M+PSyz/ranWIqNlq4kOY5WuSwb6o5Pm3XltD"
    "KXxR7C6LmY1IEhG8yuN/HcRJ6XQ+qsZ3pBwOORwnlrPJZVXCctvWAzcPkVUFVm4r7dBmPxlQQrSGr6Cj1kFOZuuG4EFWEd6Gp32Q"
    "/kte0n9Df3eBVN0j1rE0Bdq7vdwt1ldg2HIRnwEu8t8urMicL26m3L6jN5/HzVtN4UxVFN+yGacvQr10F+5hpp6GK04IX8NqTpAB"
    "9rxyCE7iRGZ4KpgpMu6SXOJjh9SElb53tBHjFHdSGombcRgBr1fDHsGacJh+p81zCsPuQSdYySclnsEwcZqkmn3oCq1g0cpWLWH2"
    "wPDQZ9OHsXs0rWmz94XUZwlOO7vq50d6Z/CFnIZzbxi/12DF2+G8rdO3cPJKiXLnWCEizA8F8B4MEXSe7iEf6dWsoDXHvdpOrcXZ"
    "y25p28sAxIZ5ZI+Jcjo/JLdOS8j4EWJ5hGYyCBLdDr78T7j7BZDvfNbV98OnLFPQE9byTkiS4VqeFmzEqt8G6zMZd3q6LJKJegTs"
    "3Juc3E1nM9LV6zaU0WW0KuYjPgRJ2aTvUpfOZ55tJZ7vHN8L2o65tUo+by1zZnVxceh7fYVVGIeHvZl9zEMQ68ZxrSE4K9bbdJts"
    "B114OM665ehWIRq+7B/4fNP1xezrFofkvoRnMhyjnyGJR4kxbD+OPV1BPCDrX5+OaPUX/NQVr11ELpJs6MZVnknIdTyVMDvQnnan"
    "ltFdDqxXyBpgwrMCrrQOX48bG6fmzGW8UcSKd55+JO/Cf/vBOupzSnEibkH80JEcnntKCaMBVWNHdrrUbNeh7POOwlcxHI67EN8v"
    "hwUbqi4nplzbJHvZ3R52EWO8fElOFuu/nYAdewu/uxjn2yrHt0IGh9NmzeS9rcKdFUCn1xBzdIQYB20uT8rRxDL9swFtWU3k4Cji"
    "7bGymedzCyPorZA9/RtPleufvgHr8B7uKaY/5jwNz3A29Oxb8CZuwt70lCfgNT2sy9QYw5Yw9zdTy8VNojX2SDZJz8plHLauShAl"
    "211jCbh/dk+GPmbIpQWc92oVPKaDIV2T9QoZAv/Gcie9ZTXRT54PjGtmJc7IAo8a6ma5rF9ke0lndEzHtZVEvQp3XfXm/x19ILuf"
    "+CFimvH4TffgT70O97QWZ/RQ+C7vSDTj67i5zSPE8cmUIUbug1NjeLrF0EG19AHLORFoCN6XSIQ9MXF2JK7i3jsePoeQ7jpLmmTQ"
    "TG1PrV96EbTzWvqjtczpFegDcrmUE9PYPNRF8H6qsd9L9XOPD/VP/D+LiVFsM8llsF3bSU/6Qkv1DR2uB+jzkIb84Ci9X8/E786X"
    "Qpko46U/s4KuP8Y8qROpXzYR96ElZNr+mQu7shl64wBotNcg6bvX89fTlcgoO/b3CsZi37fCc7oRUnah7q1n5ZwbnCAF4X/yotou"
    "1e+huEjqUF4/+Es0oN4O2SvtfYdYjpTTt9iq50oldUEXuUYm4aSXE882zn7kEp99tq7y/HqTVumrtfII79b5vZmT4+Zl98aqWWZs"
    "sVZ7buKY79F0szM78WRkl6onID3PaCQjsY0k6XW9Qt7u9RxKSs+m2nP4XINr3AW93wEaYQ50RCmub3rqTfbTd5Tu0g+ytp7dNZ1k"
    "pHTGWTYmM8MTKKcuqIRMbOZ0VxRRbJkejDsqYPVnpMyCD9IemmwlTl0RotYIu3PzydxaQaSbK+VNbQEp/wlrchD8gkOxe1fAnnWE"
    "J+KseTOexGZSF6El/dyw86pch20T34H+BvwZwwl4W+fKfbCPhlV1oCyAlrF5yu5YoRWcn48hdlhNNqthsj/irFSGd2Iz/Z1N9Or/"
    "GxyZ7K8ciW+s4iSOoUUv4U+PSSfI+w6Mhy4WQ9DpwX5/i+DW4jlOkKWwC7fjIgV6tozDnR6lN+trYU9JT+e6fn6zbJYTq9TqetKW"
    "8IjJaca6tPzX79+pf5L/6RXTwqeL6/qfy28cKdbPbeyvp4vlcNZzVuE27J71NRhateuXdbW4KHt7HXtSJeKSQfBj+kAzz4B9XqvH"
    "09q9hWjnUpkACzEdV52C6H6PnFH6iLyhD0LvGcr7kbQrpa7LhWeiwKPQWl9Pkn0Qw6SItr+D3C5pX3BPxqeukhxjlJr9FUNp3QLv"
    "OE50zEOx4q8zv7xr4KZ22zGfEIjzMPv4voSdPI9wGusvJDtfQ52yKW2ZwXqNe5aSZmT/y8P3XC5W1x+GvdjASb8fYNuvqKeN1HND"
    "7sb8niEFfgRvoZDVmN3IRVHNKPUOZsyT9E+GSszP4K6FNn4ST/yJJHxGL0oMT8Ow+QkneWf5Gif8MpzOR8hQn8c4epQ86OcBWvoO"
    "f63XH1IEjzdOz7CCtR3LVazEv6MYuxpTXQvY7L3F+LB/xv6fKEtYhQoy9a8aPwFsnVPVsOGGoO7W7SB2Rzn2iuyab41eBjl5VOLE"
    "HZuH9ZrMfHgVsZtLdRq022q9GZ7C/vCl5+kvOkm/Ia7lSfIVu4HayRh5iPGam0u0J2vhdynqMeuMs3eYxH00kkaZKOerc6FF/8Dq"
    "tkKk1QTf8A60zQJ9F5FjAdavmt6XdTMvxHV+1KdkFRnVzbNMaZqLPsEeSNeVYujM+bTxhWYP8LtbiVleyTzCV773awp9zrFY0b2x"
    "Gi/qWnlaI8wkPCgL8V3T8aQl/1Um67/xagI5mAw3lhG0maumnNZsDNlrwI+HbJZAY+RBexmWX3NGUvnwc/+37vq/+cz/1tX+Z+/g"
    "f+ve/v9fg/8tCYkyx2dncBqZs/I4FfsL7GQMtjCQW6GH9oVG2Eu+IN/CerKtZuMyzc6wVl4PZcLNUzqL0h/v28dPw6WjJucX1HoG"
    "8HTEP1iqPQZdE3E913vS563IoIebpV8l5+G7OuCKa/V2fGIFGUvm8bojxWamIkSm6k6e5RXQtcb21QOnfmfy8dbQ+oTkqI0QDzDk"
    "O0LiJEQ9vkChx/IK/fMkiI3j0MTOhCek+p/48HadXpJmsHJ1wyR7IYzPw3yB3hL/C6K46+1/U8brp4zZA/iiu4rlyApZMa/hnMcQ"
    "PKl1Y8b1GOy41f4d51jc9x+6dT1aHMfVHrSZcaIepfnuhsFbKWU2LsUs+TrG8+Wckr9VrB9yBSyem222vqTLJMqp/lr2C0cys60x"
    "3VnqZqJdjfpAfN9weqwxPkMNLEGzYHxQijjoFf0e730Xlq+JXKr7hX/nIazPu9zTW9o0+45jargGdvYKrEg+fTX7niKuTnUDr4SZ"
    "XUl59noXDfaU67VncIwMhv87S5vpNN1fE9Iv6CoHqePHagfLu1NQQiThLcTD/Eaf1FmQm2tgqybC58vXDrDS7+kYeTqoZF0s9Nwm"
    "cdxNitO4Vfo+4ryl2Itv4Z1fLgNktJj1NnwSi8tWQU4Gcco+SabNary2kDWVpcxebdPeQQSWuZyMtitgnWz3DLP/U7E+gnU8IUsQ"
    "oRfSNhtCekBUIPNzDpBK8rxmw/h0n6mARxcQicNQtY8nRkL2V7Lrnb/XJEz/ROtV3v/+is3LNOZZaMlowk3Axhlp17Cf0eEfzCOW"
    "o3mfN8j/1ivmAZWzVuvQ2BoFMVZ6F7Pv1qZbfsGqHCbH4AlqoAN/g9T0gU9RxuzELHan7CnW6X2XPKduwtH5wgN9pFXCGGcHidGX"
    "6uyx8FO+Ozlkzsj+FGrd5E4v/uYwZknSLJ0J3/dqHnT2VzYitv0VHu1hYn3VxrxieYpvoGeqyL2TIOf9EewdDql7K7z+cFnzGlqL"
    "pN4oq9kn2cOzTrpOuh0k9Hr/NMRWsxGRvqjfBkuZ9Y/pXYj2n+S6Wj22mY/dNIOtvb/M0ZcgtVvICGIoecYn9B7itiVYyW/0adz9"
    "Kr0eNqitbC9nQRLvxnP2gfY9U1y1O5cZMWOP38drkVaZvgHJ9OdGYVnWkj3csS4n6btGmRcYwK7WJJm7nvY9D/OxA1YbXoVTVqon"
    "kv3UUBFPZ657AfcpwdUYg/tZ6tF7Todvn2CtrIo9FW6aMkm8zmLGa7Wc7LH6v/Hj3Cfd5Uec4RMgO0uxch9CU6zF2Rst98lZ0Klp"
    "jLgyTh26KtcFjFoT/I3hEuWr4yM4wU+iuKftLFqv1lR3ApPaXtKdkHWcQfmMh0bg1Y3QFuuYISongkF7zgvsJptZ64pT83fmKh8g"
    "1vFgeF4fkRP7QzzrSthjm5xoJDNxrneSPxEZv4YY71T5WfLDUZJ9Cjh7xszVVvpkzkG55viOt1Ja6URmPngj33G5bGRfRIyeQOjR"
    "ISwTarprDKKfZGZWxF0n6tmh1niLESW2zxUe6TXf32uFZ/wIPQqPTTpu9dnPdL3xDX5mk06lTkkQWcxmFVzG/FWcwHPwm/M9U5hF"
    "fY7/rxW7DByiVdxXl2yvW1JeD5Ua32WYzzp5euLOrvUeztN12PtZ+lOIP/qAvK2HBVH9mbNm5aypLyFXZ4x52LvITJwjrrqS7hlJ"
    "0ptI6XW41i0yCz7iIcEEnRJeH3bRiiClHzAXZdw04zkBbN1MgRib1i7yuhjKfjlPTT5j1CTr59Ue/aua/YXXiUNGKGKH3QK8423E"
    "trmQjochxVcHBTo7GKAvw1PYzN6YD8Q4g0p4jrrDf9xdGsr7txLjUKkk83noZ0pDelP7ieszsJxyDj3iZeSieUg/R9x8AWLrgTiB"
    "oySAVnxZpwUdPVbCDvyO9PRhU0mvUyMJPRJMgvwDrs6yAbq0nM98E7yRiXqvDINGW4anmcTO+/HwBRG3a/PgTbGqRGcyzMQ8BlQa"
    "2Tvlo/cLOGdU4TFaYt7bsnj6QjF+W5tdnodTuLd8j2/sAfsz0WdQTFvsyJy263wyqXpU/lTr35ytxlv8Ob63TCfosziz08NTmLMb"
    "rzcHt+qzui3sEiyWCdDyT9OfifrJimp2A4yVXmJZqwJ2C67hRGMxWSZvlkn4joR+xbyymyxZQhTIPK+dU2KcPYNkkJ4bBHKxniwX"
    "6RN6Ca5+ip8wc08aofUvpv0bCA/qYT0Pz7gJNvYr6Q3/vrkUQmO62nSojn14Ff2vC2DB1kOHWtfBaliHy2HF13GCsoraWTnLVj+7"
    "HefPa2FjmomhxO2Ob/odz1WI+14v7zfQ71/r19qwhyu8HUvxvTdqV9z1Qr1bhwflchrO2lv6E2SsdZAdFW0t7vMDaAzLSFwh2zH7"
    "9KbksSsoG5rPfL0Gv3mJUwYr9HuxevFUHcvK3CnwzH6m516OOzlIrFYyC9ZyLn2eNPNdqc/HWk9P9leq8LmdYI1S3OeLpZYzDR/o"
    "Ux5l1zyDu5l53aKOIWMDLZBDfmkvafaXBGM8m4K8grMzH+pp+H83+VKP1Y0y0uqe+ozcjrMzGt/xpR7KPoqJelHQEFemi8tm+/Nj"
    "fYUH0DM5OeiC35bqFL0/aCwnycXyvF6tRWEjKWXUo5mTNVLcxGlUs+N6/M++EscZdkjKlbTaTuojDd6BMVQdSXSeEk5Q7069vY5c"
    "bzbj21eqvQS2EMfP1lrugo/3DOLgCr0s553w39oHUthN9gvO0Bf0TsQuE/CpxjmnITYpDveVB2E3Dg/qWO8rM96dre2u8LrayGLo"
    "5AchC1bh/x07/SGu8Qnu/gip9bgkxiVqGnGeq9gg9tlgaJzwNWEloHkOlaE4EzfgvUM8K4Hpl+6M+O2pV/4Pv7JOo9ACW9T2/R0Z"
    "ghNlftQanHj1NUjzg3IQC6b5vMrgj25gd9FpUkH7tQh7dKDQqskLWPEDxdjUDLPDstHTIKWGoGL72ihTh1VNe2Kb9Gwpo/W3mNqw"
    "psfI4cRKbo2I0Kpx63SbjNU75RZ4r1PCWrmecyhtsU6l1ITlNvMqE6BrrGu9KpM/CWH9nWYoZi7DkAqrGD0532Y/csGWc/o8hpMY"
    "YywWwgrmsmfV8DAXENfG7LbjxTaP9gZo+RSn+vfLMLaleJUy+KVxIsekfF6o1OcehkuqQcwe+QsuTN2f26XGn13bu9X+uWZT1+0t"
    "cc8hmCLGsOtItB72pj7/UMXVcLxyudBzSjbXCti6dOxv/GQ34DrfYB9WcqbrY+zUSzKdE16bcaW2zAa5ngpjNugGWZ6NPe1LJhH3"
    "/JWZ6ciEHutzEmkLMsQ/WzkzP4t0Kmv3cfgTbr7YuOQuleuknNrdnvZXxmm3ErOlgLzyIbu4VmcYoQ2T5Cay3ddZKhfDNPYsK6eI"
    "q8kNEYvLFsK7s0rp03IGWannMQOS8qy7Vcw2nCOOJbWlpP2M5hm8iZNlTfhbMEO3l8mQji7wn8ugLR6GnspeGQpgK2+UpM8txX0X"
    "hMO3zfaZCt+RfIjEqP9K2JebINLyDZ6Drxkn+TZx5tN6VbJLle1DmtPeMXpU0psqauAOnpMFvlujMbtV3dzVFvYDZdO928iu7hAD"
    "7Cz+yGrWCpzbfCI9xr0VclNS1awdioz0vUYJj9taS19ia4OvRPzcj2NKcfmQB+UneCjF7EBuDym2/NZqssceKJ+Lw9iqpR0uZG3Q"
    "MF1MBj4jCoGhqS0lN/0HiBCW6c3aLyfqVyykl1WDiNX1q1TqdbCXdipayjR9EN/1pdrszTFBZ/qp6Z7KjowhOxL1zrIDDs3IZHk/"
    "6SR9xVClrW/S7tDix5PhlxnKSRVny62DYCzOXDdZyMiggD3G1TpMZhCrJcp8WAFR5EO+o4R+VQlnQ1OMtzfjOsvgoW1ATDhDbTr9"
    "KdkDUr8QnvCXuO6HlJtj6sWTx4qbl3NoM0txd0dKM3amrMe6dqN0tMAVBjBKUrJ8OS9/Jf8+WAx5oh97lsVHHHWeZKku5trsKyk/"
    "Z5+i522ciDsj3iulJ1XEXS0kjl5T+RrezkREB0X6gK4JrKfuUWj4QXIY+9ZjxBefpluZgbbqYKmY93ku4oIoJa7cP1slV2WWXiKJ"
    "jF1wzxD13PEVsM+WbyhgdroXzoaxsw/GdyWZgVbP2BPl5E5cW/3HZNF/Zmi3x5MeJdtxjqWSZ9QmTi8hz+PJEiOu5hJWSg118Fk5"
    "CGt6CNe6jKhltbRpxTg/xn1p+Ci10Fw7QlaehYay2fUb5X5I3xp4tv3lReJ9vyId5Vf4GkMQAwyUDvDnvtezED/ciSd/Rt+W3+Ui"
    "WQGf1HiUL85ZBEl8TS9lH+FZ+jO0+QbsUBd5T76GxW0vv+Dan8n9+jw1i2P9cl79NO/V3uPlphf1TMTPU6X72dJYZaVY2TRXTowI"
    "95/hm0qJMuhmeSPweM4Xy9XvJemecPMtdhAnJ4ZDUENMSbuTNtKTE/JN6M0bsnFX0QxPmtMvpczExbEyO4rleAvpWyT4/TV6KvNz"
    "+eyyr2b8sidOhvXtBuKmqkPPhLKDdBCXJVyJM/QLrrcAGuJ7/VaPg5/RDHK2mFxN4tFu04iQlZQuV3lwMwsuX2JXOsKmfBBlHC4X"
    "yhrixSeITboRp+An4tqlMjgIUZzJmF/JZ4iGv1qtw3cxnuhyaIxfyeL4Gu5ue+gym0lvLq9jLf/EypyLFbiNPVkV9Jz/xdmXmexH"
    "+l0fgVzsKNdIV+mD6x0ixjr8BuR8FZ5pA+1OyImWGnbzWTfpxzLMdaZBbubjs9/LSEjlrdI7aItz30Pe0xN17+BC6MNh8BwfCk4J"
    "XtWjsQqDPHbdGObIc3nuq6GZftNPsfsnIAY7FPH2eKztnvKUrODJSiI621QvGxfIYna87QNJN7v/qnyLq5wiz+GEjpE5ZE0uYcdy"
    "LbOHcXa2lej7son9q4YAvCmDX1fKSLgz8XRHi0MHdRJb4p/VkKdGSOi7LawnzNmPqGdCTM8u1BBBwfVgLce67ihuut7uxbKS92E1"
    "+3heY9fFnWT0kYJ3U8loptZ3/LiJ2TIycSzGk5Xx9MdpJ7fDqb9J2hCNxbIaq2UmvsOs3R+6AN72akSA43AaBTFHHZJV3PdguFpC"
    "tppEOTVaUl0es0JfYF7Wenjayz8xYto5fhCy851OgnWYL7PxTw709MVyHHS0w0zY078/kan6pRp4JUV0iGq9ihHvW7yfnuxLTaNN"
    "2p9dJY1faHYukClYV8udfEwkkoulM1ZnNeTC2ezmeLZ036erOCqnyWLMNhqXiuvNTxHhKcJOye1YZdyqd0EGjZnwDNlASXmIyEdV"
    "6iY127DnaztJ+XyGs2uhxwdfilPWnN32NfSyIojmhpH5uhRRXmuxmmMupNUsdVvczxU4qVu1E77JuCQugUYo4A4vZtRkkx6nwqLN"
    "xppMZbdyBD93kwJZh9gxQbaHENYk9Dg+ncUhG1mlpPovvFZpXRwjf6XLYUZ8dsaQhndsIGt4EvSdaYfTEV8Pwr/mx0yDf9c9U5/e"
    "SxxPpcMMcBPVf0CKl/lJkwl+FrwMPo9xK+Zk8tlJ77WnWDXoJjdCy36AJ/8Ca1SEZ/8Na/0Fz2E/jzbtupUivuv9IDK77MnMd9yz"
    "J5TTE6hmr02C9dt17Bqy83KaPCKu9ur4saLEHztLHMax09AbM7PqhjTi/l/BqmUpZMihR5ayJzHJfVzjc+udxOEpxaltbCp0s/dU"
    "kxk2jZTPyO3JXtM0E0vS19GVVXFDiRroq/xJTSMdHyLGi9GJE6WW1yyCDBp28RpmcuvOp8vVF/Dn06UPpM+0yTC9KpgJS/6wvKuv"
    "YSfNA4gyw1zjo/skT6GyC+8XaIl50GfLuXbVujvk8hUxdJHGHnn5Rkn5btgSj/1qE1ormWGOs8fAovmpsjGME53g4uBFLQ4ek1F6"
    "cnCUvqgTwmOlJIMKnmKGx3VxW6XxNjmQ8U5M3+QuGrNvR+bGVmYqDxYN3pxBZqnlVPxRWPFCxKT50F3Wo2aT9g7rKc3XYug4IT9x"
    "omim8n2xFPu1Tqph7f6ut8PCbYV+G6e/4acXON90qj6JVfneMxtOw9mLE7k9V3+Re1klHQ1bGvV1zGX0+yK89yaIyMqJNWsoJ5X0"
    "XOPam3MqPcXhJSeI0WZ3caIYeuiv2NmnZSX9mN3FIdhYXPyCnhFs9lWVMsjALOzQSty1w4OJE0vZoQaZxLWnPFgn+animNGNI76b"
    "2JzRJGg5pxna/QMywgw9kP5VNbRlESThRcjkc4j2D5MfxXzkFvA050LP5ENaCrAWr+s0Wct5JfPJf5N5xLgajF027oAoYy7j/TJf"
    "r5Q+doJTwp/r/ohyrEusMeJ1Q0jZXZYiQh+Bn/LJxmU1xnWQoS/wPbnQrDdiX8/DaViOPf8O/2zGfXwCD7dMxwSGCmgZ1YimO63b"
    "+ihyNzkbkvmOHgOPaiYk7HtcYYIadoeLSrevZ+NS3nvNjolp+rFHBt+y1p9f11Fp2r6FNJG6/OmunHjLzuB1vkzXC3W61shN0ieI"
    "y7SwqWwIJ+H5aiEVEWqap8iXVMsqUZm3WGdLuWcxNH2+LyOoUs3eDxt6/nLTlHtmkDJs38eK6dAy9o5ugFxEicvcGk+WvQ4Y11Qm"
    "zkt3MoWcCFbv0aRZWB0/nHFCGFPl29j7q/G3JYgtDJvwSVjYB4M2kkanj+E7U7yXao8vL5L0Gtvhd1bzTnrJVnLeGq5JPnX+V7jf"
    "n3F6W8gqXyOxlTle0l5cXyLWb/Qr+iSxymuIXFHGins2C2gInW7nOtfznhoztouyDyTkndlKOpz2aIN5vmzfk0Z0jmcwuFKZ3qkR"
    "siHDPCasXLl5vmPkR04lvcAu0u8RHZ4SvB40R+SykLamjST91GaSEcm9WJsUo54EfYAxvM9Xye5S670yx5RVSauW8H6YxUE1REZz"
    "+e7u4nJJg8XNVKY4+WjZu07k+U7oUHHMc+t99tFN8oU4u+t8lsLOxinUf8uou47ByWwrtRmOvfS/CXLA57NrxNb4fvq5RfTKamED"
    "58M7jpKDsYjVp1JO3q1DlDUc8lXo8W5sWsF88saQwiZyF9b9Q/j1O0pLuVU/wtN/oZPkKtjMt3C9LrCTCWi27/HJK4JJsGrT5VFo"
    "04PkS6y1MY4eIKfJWHhjvSGFrerF/2kedPGd1QugR6P0XCw3U6VPiHFbWg/DIOKytZZysv8NkjIywZSwl8blVC+WKPvKbKZpM2OF"
    "7Fxyf4QLgz3kefkE8f3n4QP6XDATsesQ+J9Whz6Wtf4a+mY10MCVtAXKe4rUm40axQp6DTPyCZ8lV2bqXoO3vd5rghRn1J1uMxSm"
    "nbiHtZw2GSEnUuMUE4ushNgkK2A1NuvNOKnb4Z2vymS9kgjR0xpA+6siesr21Bs7SJipslhdeoPeyIytOycrJOW1WYG+i8jzQ/kI"
    "uvQ6+RQ+8+mwVu1kNufQYuxwrGEWx7rx/sAqbNJvYKmqiWHzJXN9SyBFpyEu7y3iWRjrJifSsVU7/GuR91X6Lb59hNwCq3At4t9v"
    "ZROjt86yiDmzS/H5UWJsteYn9ZA69sCkZ1u16a7nIaVrYN0tG70Gfu48Mkda5mcJrpBiDKi+z2hPWD2b8psHD+whnSzfqcXLT+gb"
    "iIH7IQrbTcwS9cnw8rgOlkr/DJX0b5Ieq8tWzaKsYVLN39pvficejWP+muQZf9M8F3v4Lkz1+LHFXnvavKIxjVlHoMW/V+P+jkBU"
    "31GODawq/Yi+A/03SY+qV7+vm33oRt1+Bd71BTRWbXhuzpCcfnpv2AZScn0wMExmMFmrMzhjQznPXlch/k9erWqc28nYg3exHp/p"
    "pTpAPoaPMCrYDnu0hYxBefq1Xoh3TIG8LtWLgk/9vTk+xQpGqxcRSdAwlCvYFxr3uZ3mtPDr4R2UkYt0M6spW8iudJ08JjZrWy0/"
    "6GMyHhrIuGwXhE1kP1kebgsWhDdIWI+hPJ01et+zMKX8DLL1drxI2d9GHB371saZbqC/TiO1larMbjuuDPtbS2ieXfHtS3EOrYZ8"
    "Ktb5R5yQ5rKR0/JF2M/jsWvvIlpphXveE7ZpJmSvpVhmdSHWZxU8gL7wL/eB53Ou3CC99Fr4YKXY1x7SIqdAOwWfhr2xruUZG2V+"
    "152Ua5t9f4gZnHTXbxkriaoLOBn/J/u8ynw1xHz/TzlpXE6WgfJMZ5M95VG0HdlfSRGba4ufoVHvmyhnQc+DZ7/Nz/Mei1MWR2Rd"
    "yl42w1Lf1TN9m9duUY9l1C6F/ZqoX8qLOgT2qIwT2e/LAllJRELHELSe/mR/cthWsTa9O3bxHB9nz/DPu1GN7/w1yFs/vHMxvucV"
    "nq5HZS4+FWTQRdKMzeL5lx1yu8P9sGd2sYXhYU8l0sYy5o22wFLZXj6Mu9pEVCrzZoz9dLBYNJSr94l1BNUyv1nDiKCGPYm7inXE"
    "7UJ08XSu1flTrl+qDSySwwJKIqKKEHsmJI92G7Kg/Mrejqn46Uz4rRZjbCai00Hi/NBKIugmoeNXQFOv9GwLjp+zFyNNk5S9ieNR"
    "javVUJcb0v0sen9EQ4C+eEs/wF6M09Xk616KK83FPzcGkfA9vR/P+abuF1wVXI7fnSxzQuMQGgK9YJnictjvtbQh+4tVaiZgtc/B"
    "+VmA09BX8mD/jGFvZ8hDax2nj+FsnyB3IOL5ChK/M57+VFkoNtl2Ffa/q1QzBrHYcz6tZYLdibnw2l1OPORv1M/qXko84wQ7PuLs"
    "RnL9McWc8b+OuBMuW+641y6Sd/QV6Npk+Ed4gqh8FDwvTyOW6k7OmqRHkjpI8vipbbgnhcW36ctLcA5rYDu74wq15DHKheduaFwT"
    "xaYRC/VWuZcR/GR8b5x35KJBy3/s73tTDbf5bpz3LvAcVuDUz9bjZAw8/+2kjcxD3N9NrpGR+rO8rsfBB/wZNzFe1nrmcJdfaybp"
    "TE7Kx47/zIA4Rc0Ltv/3wK4UYVe2Cw43LHFOVlSxC+0EsY7tq3H/Npc7D8/V2c+1OasRSHvP3OI0Tkvmkpy/nT5Nj+DENMbafKcz"
    "8eQfa06Qh1jSpseL4KscJjYv/hKZ4/JYOTLsA2NqW0VZruGq78to2ViTDY9mmRrWvXHoFcrv+ix8v998J8cO/lsTPs/j/IRLpK2c"
    "L/vqm7olnIBTME7+lFXh6+EOOZWIjgZK3KNMVNHXqvAscWVcgQLmHM3TayFdZQ+8u5iZ2fbkmjXeh7YS93X9S3FKm1MLpZjhb849"
    "/Y22sdE/4C/Ynd4WJGWP4HvdFj4nR+uVYX8djV35ODw/MG6zUmpps8jfSEQd8t1mrndAFNQhPh6I+8yeYbt0Zy7rDDnc1/W24A42"
    "EtPtLZy3FbjSHbjrC2W9voi9uUOyW/TBYjVmq3juBZ1iffkFsD4x7F4LRm6mXSZx4jZJZJlRMpTeQ8zHmSmPFFXLzJ3lDpbo45Dt"
    "AyCjK/Ql3Nd5kPXB1G211DURepE1+JYELNNxUqZRjxDh9OYz4nqXF8AftH6zMiJgDSIXuaGzHC/dqTU7idv9ulqq3c8M3OVO+Lbd"
    "oBHyiSHREXZkB5mvu+um8CS9DdHEOPiql8lknPmn9ONgBGT1XETcD+FONuG052ENjMfsMFnFKO4w9t5oPaRs0yYfwG+36ee95SlI"
    "9m96G566u/SRl/DqN9JFalkJ30wtu4213GLKyBaiLliP7UBxk4rpSfmaDH+j4+VW/Wfe0lY+g2t7eLTvzl/ttUyOz7v95xxL+ueJ"
    "2PUFsMrjsY4r8ZTfYXVWIRI7B89uyLAOX2yUuGmphM9ptcn0HLg4uamkewqsG7AF/E1jjF3G2t4iaDObJ8mGOhxhDaCOGyk9F2qM"
    "aX3lVPkTumkdJH8TUZpfUwlaNJAlMB77OeSQMktXyhndhYxX34HXnuQcbYSRiOGH/BsefD/OAyW8Nq30sXWZn5BZA/kwZLvGXMdA"
    "qnnvMUhMF1iwQngnnwTtoKnf15Z6pB6t6wJ3qpqI8yminpPVeox39/PC6TxO6HGJyOUT3iibw+f1LTlRRR+CnzxQAx3UOHt/iFXw"
    "95B4pn/IZTy2wgLdE3wZHiu9tRG848e1s/4cfgR7fUe4vnG6Hyisx1Niq9ZJXtYxOAM/4ak/gFzatPY6/RQR/aU5l0l6IimXaxNh"
    "JnMj9LVVMffiDHtrsXrgOvo/98EarMSeGrrqOj1RbpRSZh/sJP0Bq1KmsUwHasJjDVjm4TW1ueZ5+OxOiKMMQWqY7CPTdHucyj7B"
    "en1O34Y1PhHRwyBEFuX46fmgPSeIxGeR3anPIReC6eJ+UqtSr6s+/czZVtQwMXaG1BayC820/0ryou8AK2yMXJ2ZdTO8vu3E8vLf"
    "eU77Ys5s1UDCTPpinEveym8yHOME5+mbE02zjN2P6T8Oq9L92YUS6/iuAsYclsVdzPOxhZXW4zOYAyn66yIDiDd2gnSgP2e2WjM4"
    "daHOJ56b67mJswpjuEOvimOLcd0Qbg5kF0QYLcRlol7kLILp2EL+dwOzcsODNb7H5ADPH+6ix2LfG2Q1CddPFWW+ah+JanrKu6lU"
    "ed4dV9vd3+OA17DD6llZwYlswyc0TtdRkMQrENGvk8vlVf1Shwddcf6fhy4KAmUmY9e/4KO6DN05iCPfkqkyS/LCr+DBtYA8Hh48"
    "BHmx9w+XMp+lKaAvGPF9EtlecSweOfQ+nPw4BrcYvOETEZNcA+9yD2gmkWnhh9DsXaSQWB7q5z0tGzPIS1gNnuk7PO0LzCEYX+eR"
    "tATWVfsbfAU3lxPjjl7Hmftaxgt4XklkJjXMv3IsQiewf7WRJNi11BZawGGbLiAC0HzibVoPwtOwYBWI8GbpXVjXpxGB74U7fw9n"
    "aRVs1EysWCM8xT71mGsTviKX9CdzFfzd/Ho14uGIFUyysvdfb9UnOJ+V5ATpH1i1FCtJRYjNa/z56+rjK2UPWCdiuhrGrIhm8PB6"
    "ej69c+H3LaUfVMoZwWo8c5EeKTYBHxKdIukrGjG87yly3sU8v5mzy5YT3JlZqaFS5THMwowmcDH9SM8F5vbOeurcZJl5vgNYHXKV"
    "sRLGqzdJNTH538I9FHp26s3svOpOHKreYjx7J4vDsvqRfluFPgIvIKX155BDP4dsCNfXSjzTnxXVdJZ9IT7bNud4ORM6AysLfTse"
    "8cRjiOh2lI4NZLb39lhCyQyikOlee7pD2VPmareun9si4ij7oJMZy5sin5HrD0g1UH0ZJd/BY8/l3JUhJhmWzXq8Pvu/miA3nWr5"
    "oP2gM3NwLicj6i1i1a5OY6aYNbJZrhr6TheRCyPuJ2hcxnoZfbEO8iM7gM1yn4+dHyTGcbYIpyQ799pmSEqRfqi3y05kDq4kEpd1"
    "MjflZFutv2ubILWTl8PJjsbiasmtJOoZiq0jao//8PidnXHzpdnvepksp18dpz4sozU273OA+bfBS/qk7I/XOmm/RoPlLL1GPw8/"
    "04Y8oZmZ+k9IrJM49bVx+hXiuY2rtjd2t5p6b4H+AKufTz7QgbjDg6HTDpOfINfFkOKTM0/zd9ZjszztvXdaN92mHvsvytrfqVKb"
    "6edKkpXZfTrnb3Gq4R9qpks1Rq0X56kohic4CVrsAhmmRwWvBUP1EN0fluIJXQR/IQ9Pva8M1qu0V9AH0e1N8Pe3R+w2nbmWJYgC"
    "1uKdVxmabvA0/JWleqfHmXMV7020AYbHt4VdDlbBNiv3ESLWSr2cuJrL9GUpo74xVptVsDkJSE0eTnrUn9lqnJSkR/o3+2nVwGz9"
    "lg1x40XoFR8odbM/VV4/bUUENUt3D6r9VNdqZs1ND2/GTm2Apj8We5sgIrFjYfpWr4cn9jruZ5KWyOv6DTRohZ6r5WKdc1vIhFbO"
    "jPmX+L3hVM3DNedBCu7kTL3ptHF4ZTpk8Uz2pbaSHhkJKM9olOw6XjXmGZCSvgKWnhF2/lIj78VWYS1N/xt+9Gzc/z5yvxqKyQod"
    "Kz9h5RfhCQxxoRv22yoUOX6SIk7PzHycP/F0jzNarKX/bjWxMbSxrp9wvfeWR4kh2LkzXePnEiqp5YZy/e0U9AxxnqVjzmQ9WY/G"
    "kRot98hR8M3vEtehVuJRRBv5Hq/rZS5++zw0mMOYL8JPheyDO7FBHAyhdin0nswgxBLqp6qND6RKN5MV1Vi3FnEivgBWNvQMKEl1"
    "nFGhR/3NpX+a0iCDHZjmbje7dgeZqNzEZopyXE7rpX4+0E2xVmdmJuLqGOwcZ0jK1w53oSeTjmHqIu0q/txFsr+SrqfWRZ9pZtUy"
    "aM2dJOAUSDHvrjs8+23suVuIb2spzj5FqTFPwYq3hzWLIQ7NU+sRtv45k/ZdINHlfv7DzXRalvUP/NdQ4B9psLqcvTdvZ+Zfzat5"
    "BHv1O61FJesT7WRXn/12ubEinwGphZWupC+iXjPUsnvJEHbXMuI2zITrGF/3hNwU0x91aEU2Exz6bsh8nOsNOHXGrV4G2zRMrsWq"
    "TMBnN8DjOQR67nPW++L6q3yLd8zHt0w1prJ6Eb55jnX5wBD+6D0yFCfhK82VJ+RC00bhYmjLuAgt02xfpzpLYpneBFcpKqYsuN8N"
    "9FygKc5Eutx1BXRlAedGEpTnbDyrDU3JOf8tj1W4FOcKhsFyD5dWnIdunImq+/P9Fm92rIdhl5Z6p33ugwV1Ewt2Yt+U1zkROBlS"
    "lb2n8fVwR2kdXKrHIpbvrAvlIR0XPAGN82YQRVTeSX5n3FQBPRvTd+AJXyWLoCv6i0MQKMTTvwKdfLk8LBPhWY6WvtihU4JyrOpC"
    "/ZyMbW3ho7/K6f3BUs66QZ5ejh0dITvIDTKUuc+r2JtUTI9iG7WXixCOlrcYuVkX+1NE34jK8dDXJiWtpB93ooZchstlBuzSCuiK"
    "AnaLG06/VbX/IBZ+gfyL+bAN0KzH6ffkBngPO/MTnvh9rPQN7Glw1fJp+P8bWhreJMZVZV1TRfT178O5+4EZpuV6LDwUxxGQ9F0r"
    "l3GWfC7nUbfHN7k+iQifZAx9cdML2+Cj1ODsP4N9bh5Mxbd9g+vd0sBpjHC+vIa1lhpWBpOcbLYpl5OwNq2lj3yjt0o1vnOmTpJ/"
    "60Tuv+OOSctIC58l7/CP3bWG6HhovfNT998/OUGaIwmPFlTre94KGR+EOgv6Zwk1dxy+rE3rbSXCYyl2P5dx3oViCNKvMIpYBBm3"
    "p6+g3xGHvYgxxna6oJp57b+iwLq7jvqqf5neKGu9X1XF2d/ljOLMx9jA/8+nvX0DFqkqfFevwApPhCVpF7wMyxKTK/UcGYWr5OEO"
    "c33+22TlHtnqvdJcSH4+XlmHlazmqXTxVgF7q98VO9f5lKha9hzWMHoxHKOQ7Ddm+fv6HEfCz+bZXh1BWaghC1XsL6e3gv/tkPGd"
    "DWOjGb3LbTyjPaTWd6MMl3Kfz0nPl+R7b8kYUEu9VbfnOdK/0yrO98piXxl03Xvpiai9MviMlf7/hRkEuZoM96bpsL0zPWXmXbha"
    "Zwmv0l3cHMtq+CFKbPhFOEn7SBdor224u3l6tWH8Q5oXQjJelnehi26U+Yim9icXsWG02n61pMY0JiyrQ5wNn+J+aPfvjZshGKcj"
    "tF+wvUyDzii1OJ/45Ib2alXQsZxUqm3gzDnmuQQzQGfjWecw02UIxM46N/3bJI2TtR7EWzla+nrWnrj+wlqard9VEhLfdwM96Bil"
    "KH2VJn9h1a1/pv5eGynyvWw5UpnpuVJOlpfwfh1iVIw20k01mVU8jb1Pdo9jpZKdR7nY3S2szcX5iouzmjNzYru2Qp/Dz3ew5lmE"
    "dy+Apv4WfvBPuEI6Wtubz1miblpjLXS/wA+dhWe8GxHCZ4gwt0gBOycEa+78N2Xnnfm3j4rN4BurhOO6O4izNxF9Cnu6jBxexX5f"
    "ij2ewIFyMmxIAnogmYmf3KloIY7RoAL3WcjnsR7WNdDVFsl+CTnbBRagPecoDKN6mBhr2f74XWtOndVoa+Zh+hM/J+6zenXc3Y0z"
    "++N6pdrLmbjiQ/qm3gx9MjtoCR3ziMwM24shxhSx8uE8/3Q3iz23IZceSFkpJMdgFU9NFTOQ6V7ONCJaL9/jbOgPrVmJ2sZ8Z4Sz"
    "F6ew96y5OCz0iI8oXfRT4bmilB3ju3h0iwr4MCZPQzyXQjrP2wwrsRF7d6hnDIxxd0azN7qGlaOukua+SVKyrEu0mn12T8LmVWN1"
    "Z8Pbmg6r+VSOxUl/ZnYmkdFYbXzsG4fVS+9d6FclmTlzIxmVvQIZjrPaWMYTeT9s/iqs++mQpZbQtPvj2x/ST6AdKvQD+LYr1HW6"
    "P0p70Bxa4rj/ihko+ytRX3eJsY8vQQYQq37cRS4Ck+qBksrISsrXpao42WOZzlX0o05ip3ikgWyEnehN+rFYHfcxeQwna2c8/2B5"
    "GHvXlDs8y8uIrX9/etwJz/gYkovY5lEsbjZmiUNwjq7FZ39Qw07+TD+BtI+QZxFr95CLxLzPz2WkTsF1LDf+Ad77CTF1VIN/sPfZ"
    "7/ojKYIcdoekvKMb5RqsyxK1Kui3/8NYiDaRks8Ksk28V3PatR+k9wDcz7v41mFynKQzKxE/pTCTMwChZx9M9xA3lwsaeJ7sM7iW"
    "w7sJEjcYkngdGXA26EewWMPIA3UrXj8E2nU/KeMscS5Z4mv81JTt0+tkm4wxQ7vV53nM8z5DhrFnNQ45qtVriVGQz8jM7vcS1gJ7"
    "Mxs3ifonzaaY5sRuIudA//wqS/CZt2Ap38ZvftIf4ZV2lhENMBkYHrbx65XTh97COPxlcRhj6+lLp3zXUIpo/m/zU8nMRNlQHw2H"
    "RDEqozSa1F/F+b0qWh7TYWPkVLEM2QRiOxbifC9n1r2Lx7Kte56BHkesgr/rwq5S9ZG0dWUnPCpUM19DMZQpq5G2rHeGW/nqi9Mx"
    "behZlbEi4qZhzQdrKQ7lJ9JA9J79lTnwaE6BbxLI3njWU2W6TIcleDl8CHou4rW9y6EPpoUs5rNFMmjYFpleKU4iKxGBfAgNMZVI"
    "wPnwej/FmV8POzELOrm3HCtFPj5O6J1+3a2SfI5WcwJkfxkgxwTHiSFkP4+dn6MrGMnk4u8lWh08ybzbVr3br6jrDMzJ5B0c32kg"
    "Y2WTPoMI5SP9Vd9GbNcLcfOacOdgPq64FqtcAM3dVG7Cyh1KG53g+hdSslPQ/TFOxG3SCpzY0Xi+G3AyWumk8INGR+I+3pYH6eXU"
    "1631ua8e1Zulh5jfOVWb6PXQWnvLajmHnD3fIHr9GXu+EU/2kVhXw1XyM2KW/y8urIDf6PL8W5m379cA/kH2V8J6yCm7ZNBA3IRE"
    "NrTMJBm5u1DLGqLpF5zihaWiB1jJ6aQUPZGQPo/i+fvJOMQYxoy5ir3o93OqZW88xR9k2zEP9uYgVyvZA7uDXAct8Su+Yws8pxJ2"
    "/O0ihlQ6BqdrqSo7RdaTZS/pq1a1f0Fu/HvvU0JdX1Cnell5N0f6PtH6AtmINTwIp3oZqxnT9H2etI2wKJbJ+Rz3uRZeVz7i4jfx"
    "82yifhhi1M3QQzNxrzWU9+zR1G6yrxSzd98wGctweneE7S+HzXoC3zuZq2BzVutw3WpW98rgvS31Ox7jnuwj6hEnx0N2vtK9gkJI"
    "9X3aWQ6EvbseJ+ZOvHMAnu5hxi+WISmkHbc+envq7kThSOfyQz+ZakxoLn4rJSeGTSLuLIYCG4E/NpC8FkrLkcdpGKvIHYUVc3gm"
    "uxIZ1E18WiVsmh6oJ8jxsgDPMotz9ou1Q7CWiKXWebmMz+AmN6uYS09gVz+F1enKXsYYfIsIkeyqOR2Yrtg5RI4aehxjKPdfyAR8"
    "20f6nuFgyfk4O4/oudAOlp1ZquOglb/Eef5ANyEKewve/c26lT5/c98rX+uRWG+DJjoPsjET0rskGIjz8nLYFxJ4qLQki1CBxyuo"
    "468Y4E+f8Vxu8R5hHutTFWQwzP5KJXvMXE7QOseOpadl97JZrs65EXbwc8jUx/odJO9nrQkf06/x7q7Mrqd9uFRmtj8O2zxD3Z6m"
    "sTSrvH9gefrlzCPdheebxTjPZr4GyWlEb63CTt4sefTu1uvH2prIBzH2XlkP11B6h6aJduS8qePmzeUJPsezb+0qNo3r8p6Hk+Pr"
    "e/YRHCW74WzP0rNgQ+yzM/Rn7MZ61gpr8Vy7S1qu0+ic82A3ahvozvjT19eai8NxcUjFZ7P37CDoSIdtWMvzZTWLYq5JKlM7sZxy"
    "HcL+aXK8Pilr2JUyUA7RNoFJ4Hj9F55jP5lEuaih/a7SUz2OfNx3mUgmk93Be2VRP4WR1qZx5gXcdGu2q90I2S2CBaqEVzwd+nOj"
    "Ng6su/gmfmq0jOKZjzHz0Qi2wvZljc9XOP2V1FG8F9MyXeV3aK0jZT13ZZs+g3XO1ebBGvw8RFK+37WGk5AhvM0IfXfjIbCKxzwd"
    "Hiwm0qd1n67W7PhvMej7HaSIU0gbca6HB5bj2gKf53TGbTni6guhbvAcR3F2eCY5HVxDVokK9lWVkbEk3QdVqNt8p0EfxHElsItJ"
    "v6YJ+PglPubbQPasCvYql8HrX84ZKus8qtQ9pasM0SmQrTZytS7EqR+uP5OfqqVHj9iVnZll9GKsW9w+eQknM6y7cYu2JoJFGRm0"
    "Sj3yaLpqJZKuxInkkWEuyk5Vw9BZwln4j6EvJsoRci/k7nM5BufvJZ2I571BToI+zR69m1wV0SssY42hFvbW+eVLNMo55DixfCpZ"
    "c5hFvMnsrOEd5V15WIwDZwW+exInWNrjLKxgji7lsY/y2d8R6gtSm5mZtP/2l7poO5cdOtlQXPKIXWR/Dsp8Ip5hX1+JyMXqBwvI"
    "R5ukVduFvAV9A8MwrGEtx2pPGzivVqRx35FeS7/1Imb+LOdRhvX5Ed82nhNMm4kqNhurt8RYNSErcfxrvv5UaO8i3QexXk8ZIDW+"
    "anER72Y640+bqewnEd91qvhcH+JeWQ/4RkaXDo/SaVY3i+4qEv0zjBpl7N5IMpcb+o4o5xGPzsioSfdsuZL8zoPkDZynf+F03Cvd"
    "gyOxI5dC387gJP+t8Bwn6u/Yozk6K7gW62RntZRcG/tjF63zpBARzyCiobX0ebh2ks4/2Le9DytxDL5hLLTsA/BPPtOejebpSbCJ"
    "BXqwpOd7Eh77xCFBTsY3GFPRTKznz1hPQ1e/Et5V2+BO5nNruVpVjBAdRlQN5wHydT5tyQD5FB5CLexOIWUgG9pFgtm2uI8XjqLv"
    "6hBwY5xILvCsreXMI4acPMyO1f+LHituDjVUh1EUhZ/UXRySawc5Sq4i0vwL7Djaj/gOl3vsEPVTjrN9NbTI98U0/QdGIZddX+Wt"
    "bDV/P5JPFmfdx+zLj7SUJiG3Mv/zB+7W4YRcCB9mBru2LQNpqI4HSlmGFWozNGdEDXWqBj7LbNlenkEU+xpkYo2+CK/FpiQX4V02"
    "Eb6N2Ms2NXBnYPhaW+DNbEb0ENFtvjK7iXgorku1lJNRafSCiO+vNKm9NnxNRuaM1iuDHzQZ7qY7GrJY0AzRToLvqvD7Y897OG3p"
    "NnUML+vpoUQ4Hx7iHms8y6ytfIGmV/ZkTu3U9S+lPAZsSETXIq2rnvy9c6SG3VFJf88p2CmH+7OjuH7CjdCje0N3rYX/EkXcP0kv"
    "haVaSRwh05J34vq/YKWHysXyOl5ZgVesL/9PMWtqWnEPuRX69986HlbMtNmvkJki2sC5eP1Kj3qhHh00CT/C+R3F7OGMeQ76WyTO"
    "LEAt9e1nOkOG+tqo9dvmkwU8n2uQp9div511rmXNLklLuIgz97WsEW7l3H0N4o6tfNqYx/Ss9XG1soLfxXuaIn0l3S2k1EhJ6I2t"
    "/MmdzCR7T4sgD5VE46mA3xcSAzhBtKwtjNgSfsd6MQcWZvBurNuuBdHHa7GC5awaXSA3yd2Qvedg0z6DhvocenOyvokIfKq2anSm"
    "3sIdS1f6E5m9T+cl/l9fsTUYIKGfJwkzU+2RTLZ1QSaePt7zckTp/Vknh5O3uJ8VSHHuzfGnb/C62U0DD8lolHaZDIFmZilrfN+3"
    "w+FJEnElzStrnzlUXFwc81aqFj6Z9fGfSwSNtuIQhXLJplAJfT9QPmClrxJnZRHea9m8ZWoIjkdApmNkol6hOZzRrSCTwUxdG0yB"
    "vi+APajBHn4JuV9KhKkVnNZbgl23d9ss4nfQEWa/dyL2irPZZYyjYszihn6CJGRnsdMXUaIamS7qLg4zxa24m7sdgWgtCA6G/hwF"
    "7TAPJ87yE5P1In1Iz0fsVMJ6SyKjL45mtqVFZtpItT5npchsNYw76z6ynp5PYI2MdXqyfhN0y2QnxefYXE5ZiUqVx6lFQ3Eq0GKs"
    "1U/Y+9acQK5f31d2zbgZgvTEZZJ1rc7i6vjt5GCZQPT7ZbiTInqeVcy6VTFv14l9NuqfJm0B9pRkxmLEmX2x2I8IPeFU3NV0nK8x"
    "wS8yCJp+PnzuUskNndVr9Jdsq5OsO3WxfIbrnCsvyq/wQo8yNk1ZG+4tCaK1bP8PePjdfFdafbT50PtozTOrLX9Bm+kg+WJM04vI"
    "AH6lnCMbdAr095XQgrtCJgtxfpfqZDHZtJr9cq5Dto61kNKzoyQ9/o6wuy/Jzo9sKP7bYNWmEMkhn775LDK+5JJb4loxzfqYGKLs"
    "25xm+hSRYiNYzR3hW54ov8HuT+Pk3HxEvPP0HTIBx9XxW9TQYy+mDb1ZXG2zjB1NW9jTW057eDSecgkrT8aaaHHFUE5OnSgD6dX1"
    "EzeVFPcYiKZfK+FRFNDftvjc8k3fiHGfGsJ0grr7AD9LWU6t0oI+aaHuUm8GPVlvN47Baheyx+dB4o7vi4jsKPkxWIjPr9B1spHV"
    "xBiz9jbHaJWxLyCF29i9tFkfwEn+kZPMs7AS1wZz9Ey12sZ59CCX6yfwBJoFnXCvUzinZogC98hKvHshnvi04An2e7osRSQzZZJC"
    "hFNBn7qJ2JO2kl7snIv5CYT39FXY9uXQ8hugVQw3JYWz+qWc9l8xhbn5xnX0UIwVe0+Jkyd3H+kYtIVN+Ry2Yy9800+yi34EmV1G"
    "27Y39mEY4t0KMulZv0pXWQYNUJupAud6i2ERbAk0877yYdhTvg1uR4x1A+63tyzUacHjegHeNZkaLYkrnQjJG06G3RDP9yN5dUOP"
    "DhVSFo6gtN/op37UV9sS3uZYjaqY82sxrpXr8C3z6Obb6HsZ44TxIq5g951IrZ8ojFCz9CXyhU1P5upQWqqXEJ0kOecY0j7FYLdn"
    "8sTFcZ8W3VwlY4lVvABSMA1X3FUMMzuSwdZ1ee2VDXxPJZ59L6JZx31tz9glnQ+cbU4veyWlAnqqMSLYFG3Mn/CprBNkLrRads4t"
    "JaKPRXB3QKJm0k8xBoF8nOTW0Ew3Qjeu0GODHvKZ/KiLZBynv9MsMLWsUkURG5f7SmsdL4/Te5X0fcXXWHL8/GENYx4nLzPgfX8Z"
    "nAvfbx409QPhajzBGTgD1+PVWXoYWctD6pcy3vUdmUzrP1VJ+yNqq1KXM7Ren6c40T0dvzmS3JC19LFa+9qKYUWV66nBeHkRfn0n"
    "WKKP9UM9R57HGkzSs2EVj8U9fayvI4J9V56Clb9bz9Bv5VLayFWIyjqJYTHvgb1vJFaRtkpXNtyifrJbUK0H4gqjw8/kfL1OXpBb"
    "cX6ekG9kHf7WDrrEOnuH6SH6Vfi1no3T3V1Gy7mIrVfjXBwJX7un3CEH4V4qiZzfl3HFMHZjGpeXZaM3Qse2lWG4r05ylzyHc7EA"
    "OzhFn4K2i3FG3UlmxNvUGlaFnpAzydZSpH9g12fgSSN4rttkHfMV13DHjsO+fAYr3RL3eHuwHnrQ4Qnn8z1x5gbK6fk4q2pzK+ns"
    "p/rIsUBfgaW5Qy+W4fItJPNu+Q4x84HMoNlnOkh779nHPcJYrT4RLsQpmqA/yG56d1Ap/9L7GVOYt9FPLPN9HU5dnkfDNVziXrJI"
    "x8leWH9DTbAuu6WQCuNd/0130pkySMwiVWA1L5Q9gxf0ar1Kfwiza8uY/ksslsrnqzWM2RrLOlrOxqxhdhSzT6dKOXlFrH/PJoBM"
    "DncmgpDLROY7pAetlPF6PaTmC6z0PNzbZNiSYXJekMeul1BPk/SMR6XP6aRxO/4+WZrUiI+NFmOXXU9ZLXyH/Aaqy9/7LI6baLKT"
    "0IVY2ZVe6yR9947DQxpMzmfr6t6o2+gDW2R2tOwhc/E8r8DnbCRT1fqfZ4jx0O4OqX9JXzQfGytdaJjDeOfbuPqJ0CG/6MU4j3fA"
    "iy2gvG7iDk3F+q7COrTCeajRNIdPOgs8nM99JaeJ0vXLKo/dvgT/HStRHyU7u7Ajo75a+OdpBrC6iW6Rrh6RO651eILp7nKbX/pV"
    "74O13sb4oL3cJrPgbQ6UV3WtZp8YLaF3U0H5Mdy2St7HMMRr/eA/RXz/VdwzFR9NT8sx0TXDGpX4fXOV9Dgs2enyCFZ2gJ4Fuf5T"
    "vwj64IwcrR/oFkb8CY+EEmd1/gTexZDgSrlG2+Gs3gSdPRya5gydEvSVLnqc3g0vfx/5nbNa10u3YAL06m2w8bbT23vM8r7ivJEY"
    "r78bTnszrMLpsP1vQk5vg91+GDFGM/z+Gy1lXiFO/OfR+NTe9AQn6EtBZ7KYPq7PYB1Ohn/xkhij+R7SWQwlagfoGMMT20gmpH5E"
    "R882ea+cC63U+r0fblbxKHlc8+kBVZBXxSouM2Umvsf67AbgxMboQxtmQpI8MwvwdDXk4TXtv5D5UicfD8lVsh5/exPacyVRwE/C"
    "SX4QT2g4ldbPXJ1hnoz5uD/pMWL1L5ju6R4jm6nMhVxbPslmBA359WQ5HHZpJ/hqVdzhKkpMhTZmtmo5zkUhToZhzzQLLBP9NX43"
    "EdbF/JhHpYI6oJwomglWkKpZnTRPUT32k5sGHIvrNf1LT56xwaUyT+A6L/eTNDtCwnMOZcf4tLrxd9Cnr4qxP1pf3ce4029wB59g"
    "RU/ACr2ttwTfalHQF77CYTglrbhL6yCVBYjBpmMNVsCi3EGEnThkbozcDs15ElZkplpVtT/O26eQs6Fi04URdf2mNje5TRfQQ20p"
    "u/i+MDeLXOlPyv7kmXcTxHbaejE6LWW3cTbNdyN2uylsaCVzhLtAwrvADq2CRurE6rFdp0TPY5bFTvJm7sEw1kTUn8+kxjzK/mZE"
    "4efKYHFdI8OJbx2wt3F7GR32Rkx9WM6y8BK8Z3jwjqyVSHiYfCyP8IkHQ0pGI2pQrNBo2LY79QqsiGG6bVbzGX6HJtoCW/I58yFO"
    "6nr6TKfVehyqQTmnheOIT6qYZTG0nkJ1EtOXvASXEwM1CR3rbL1bvXXM9Lq4MUFdFnovNEKsOpsGSvncZNJPXFn3aBFxw5KM7Apg"
    "wcr1HniNz8gncpe+AI3xE2zXvfKyzAwf0vonOqVPcyceZ33LGA+3wQu2mNBmKkqIuDlDx4tNtG/CudhffpMV2hY+VSnkZyI70BNe"
    "+1fW40YdCLkq1uewRovYAbIFa7QB+zcHtqSCOnIn4imoPyPq0WN3l2cghR3x71bsfRGxI/MgleuJsj0L5+RCmYqTPBdxy1a8/9/y"
    "LnMXhcyrONzRiLqehio9REbiPmwCtieeYg68godwF0vI4l03x56e71HvGRur0WZ8NkW0MMNY2IAYvBRnfyEkv7PYxNrh0PsHwp8b"
    "QdSgdbTDCcbWfRnFRXBPR5DHp8QjoWyBD1XIifInZQVnWwsy6I7dxPU49cK3GV9mT0n67GLUx03r8M/pRCj5P5x9B5hV1fX9vvQq"
    "RUCpAgqogIIoIKIodkBRY+8tlmjsvccWe4tdNMZeYkEUERVBREXp0uvQpveZV+aVu/9rr3PumyHJ8H3/n/kCw8y89849Z59d1147"
    "DV82RfR2nHKRj/cxToxvtGNwErSlVQVLyIz1Ps6vgrH5/bKNNa+sj2WKPE5wHV57g0SdM87rdPVem+d3BX+S8eh/95MNkP4tkIe5"
    "zFRsx8lU4SR/hCTsJQlJa9zPNEkygvwet+VzzQ/LEYk3DQpwEgeEXYNh8oqshPSPxW8Nk0rKrU1+W0dP9UQxNHGC3EeH4dYtxt7t"
    "Jd8h+p+HkzN5u0zu1/FYg2HRT2X389m4kRcSN69apTv2VorHuGR8X3UJT6mKN+4vuJ19JcVMvWWoH5dCn383n+o5ssbHdD3WulHP"
    "4rSDOnYqL2/A6uhsTw1Opw5PMI7zFowXq4q1ectXdxVD7i1hdLacmP1ynUru4hi8doX8jOBvhzzbCn8WCWbQU+zF7onIpsbXehcw"
    "Z5ji+aU54V7oD6/w/UUJn3UyLOClrGabLC3byec46xjtWSrHv+x4L+3+VfHv3eRzvP4jr2nPFKtlFWDvk+zf2E6ruYB8COqRFVVk"
    "3q9i1ekS333RsBreTOqzQOq1t2WMVkPvLiC/SDF02E9yUbBJJxlmnDK3BE99k87VR/Dee8P/sVhjHe7y/vKuvidX4z2sspbPTMMe"
    "0D/GvzQRcexJ5EM0znE7wYuCldAIq2GDqnUmb9swcXXLhI+L0zme6/89pzjy8Jw/XEDLk+XERmWPY1RzWOF/YtyClp8x63kwzvV4"
    "xJAHQj98Cts9yXckVpL56ohcdini2zYdNkSiCToR/2KCWfCDWKkwacrm+vOtol8FXyfFebD7IRaIs078uFg+O+MrjEnfDRNNDK2A"
    "nDfN8aybjrbTsNh9Pt7lCKwypqNltj7HrtxS7NsGNaaaIdAvebCTR+G+dpWzcM9XEgcl8B72we8ux5O0YKRWQi6zcfKJDIZN2gKr"
    "8ra+iUhzJXTGP8Xha8vxLNG82H2o8xyq1dXE28qCXE18ifZjViXlq0+dxLEeWnxrE1+sH6yAtfq2iPaMA68H82lprCL0cZx5Vp3E"
    "fV0Lj9x6wpqLzcxare/pTzif2VjbnpCz1+AV7CqjOWPsJOzoY5wEPBfx9kbNl37wxJbpZ5CuDcS9f+R7RExD5+NcD8LuHiU2r8/y"
    "tA2ZztvugA75O7PJcdZRnKU3lm7Dxn2MPXwVEcgxeKq38Ql3W7wP/Wr8TIZEmZpDVaSJToj5+pVVQm0mzhFEISbU8QXfBFuc8rWY"
    "dK5iZNiKH2GjZ+tFxmJO5uQZkKNjjXd2p32HbaXGMwvWcUZCmpmho4h3WQsrcya7zlZz+lGefioP5LKHwry6Yx5bzLx54wybP2k0"
    "Q6yEUfHtrH+U4VxjrAjU8BXDpMbj3Op0qByuh+E7J4YjtXPQX85ElHcfTrW/XNOk8YmLDlvsvLmUHsAqSTvZyM5Hs74HePRW0vOl"
    "ZWn5Wou7fUv4yc47fAD35VsietM+eg8boGuL6VVnme21OSX/ZAXXMr5WkzyDfkDc48bizJfG6F0YjvlgeFg9sLKWUsffLtrJrIty"
    "H7Obpu3doJvIEBlv4v8PWe+/vAM9af13TyDG/dWjM5rziY1psKtE51IFOTLMYoX+gdvQS4yxwSrC72l76NhLxOYTWW9XK8hYFlZx"
    "C9mOuumFcmcwEzp4gr6FPTpQXpK3PJ/mf/N6GDZ7sOeNMIa85vCtnb+UZsTXTY/Eug7Vh+VfMltWh582/S5sCYl6LXg1vBgr+VrH"
    "ygu4pz0M3RdeHEzF05VwEs5fxfq83oTueEdfwc04EZoIvm1gFe9HxPCnb+NpfmE0rLh1zwdbwibBIjzzd2EH3P8l8GtXwI4Yd9RD"
    "4u7NFPLoHyLl5DA8irmpMr92u18jZIvno/3f+qCavYoJ7sYu4nyLjr4GW8Vb3Fq+J3a0MzymM6Evb5D5OJUuzHi+BG2ch3tlHKdX"
    "6xuBTWne08tl6KuvG9V19c/EyRyCnWwujv14qXk4+pZk6G+kubsV9Dmtp3Qt57dUsib6pixjhXQT/YcS3NXG9UGCkXBTzlvshdu2"
    "jdb0IqJNzMYNEocQuoir/J78743/5De9Df7ft2oYzMNks34v5u9+ghM2L6mLuNxgne+P7EP/qLfsRlxTJX6rE6TSeP8Oxv5sYDYy"
    "5GzfCDmZJaN2zFtPd9ee89NAtsP2lcKXzvg4x2nnSmjTUK8jB0LS1zvW0Fdz7/2bPkG94iY6x8jJ4fAktZrNTVTsI/V+ZJx/D5T7"
    "yBY5B/JRAB31Ou7hhdjrKdjHf2AVX2PXXw0egCxYRvhOeEK/5lj0zJIfLo6lvJLYo3YeeVeeqwCEkLMM800bOJvFsCfmw9dwlWey"
    "wmCI4hn4mWm9c7mXB0o1q+Z9iH41jWQV9hfEcKvGOTGG2BbTz+NZI8vjLMSlkNXS0KqJI+Up7Re8JFNhz/+NiHIy7Ffo9+oEcT3x"
    "CXV++io1tvNuOG/rkE/Abs9iT8RSfXEnrJx36a84kcPkn4iej5cmcgZis3GyHyS98bx/43z4jf9Etfl/fXYUaRxG3Z31vBJODqqo"
    "Ozv7qXtt8B5NxHnVVkFsfG3/l1VX4s4bcsLYkC+XG6AjzLsZIQt5Im56b2vmzXeVVWTk/UXv1XflHljRfERUdfo5JOtunOj+9AO2"
    "0Mo6O3oUMz2LcQ47645S3REVVv/fHYgYC+Bd5sO/CcQm75RDy76ic8TFlSJRvnegzzAnOTvEaieT4V1u1jugR+r0C5xojV4gMVq0"
    "DtiVNsTm2gzcWczSV+bwaik8+0BGO+WQ2r5i7O3rdKXsTdxfR/hrs7VdMA62YqQkuDtJWmPLKe0l7+m/GlSy3CTEKF+X0Hd1udwN"
    "f3CgTII/0UyPCl6T8+EHj8an9mBmoyHHWqVHEVrNrDO1+0XMNKdhBe2+rNTp8EkUdvF6xDgXyAHyLe72d7glY3VosKf8RhzsSDJ5"
    "Wx7+b2LzHq1Td5KYDjLGxhrcm6/xO4X6jfwc2kyKb+GDtpeuclcwjdH8Qu0VXqZdYNuNy7SXvIF7drysCT6C1vgNJ/OrFsMed0Ck"
    "tAiSdKi8K0PlAqx9AfmCq4i7mgvNZDOOtsOCSm6Wgos49+AshRS7WDt6VJFDQq5kVJck+03jr2lPtuIEswHVtPSGyHpeGu9DNr/G"
    "7XIbj8hK0n4Y23k0K9TlUMqJ7NrOWRyrmQGoxN+F+POwIA1Ji+tURgD9pJ2vAWgOoZfmfFKHAP0TJaHUY66203q3FZdbtL6+d/Hq"
    "9fh6cYOe/EwDDoJqzmszT7mrx9gmOVG3mn0CfzD2MCx1nB0DR4nlvI5gB0XYYBZJhjlVlyEe6TsALBe0jN3+o9jPXeatQlrr+8bN"
    "t7A/z9VXwr9CkjrB6/sAN3O9viIPIqr4lD3a78KuGe6kmBNFzFc6Duu7DfagGbSx1day+l3wIBmcFuFJf9Zp+HqifKO3ykuIoGZB"
    "B5lH0ZzIzSr2CmfgMVWzyvINJC1OtHoxO3TW4fzniU0XK4SWWpeb1x392cN7Qxl9KXxMH8NtzZcLpWswCGc8QMbIWHlKaj1yLWRP"
    "Uejjpn0kj0xmMXaU1uOynZ5ZB7+3qZhk/s7eyyk4vUf1Utksp+u1jFguk7vkSLzyJmi0l+BJXkPJr2Zev1Ln4clWEP+Z0M04p3JK"
    "lTI7XctMjGmmCySPaMkMmaYWsjpgSJyPpKfM5LMXEK2xCLJubBYHydNypWiuI/VozxsdEnNVuhOP6x5apwwtuXHFH4RXfkQembe8"
    "9IRkgs56DPClYlmdAm+pHE7zaFqqSt6OLzjnbD1WdbbYPMVO0CzzoIeWMPPjMFbFvNeFxB8fgedZL19CK94Oj2WWjsJZrZOxeoC+"
    "LJaJMczWNnbRu376dpDSrdBf+4pN4TZe4mNkNSTHOIbXYiculGLyflYRYWRsqgPE9U1PywayLcyGK7VE/i1vhp2glRbrHk2nBK6f"
    "drvPc7rO8RY4gfPxHK/DS96iM8jHfQTe6Ul5WKaQ2+QuraAcWK3sI+ZlLX9kvDJbqff6yCZZQtxgN5mut+J2ZLUXq7LGNpUmg3ia"
    "Ml2tLv/YjX2nWVY8dpHxYnNORkg+pbMuh99sIglOwU55XInqe+QWrWOMbDjoQi85dYw0Tb7ukTrON1Qi3R2mfbkxY9DDWMjOk7SK"
    "xzQeSK8vnZuzVUbpM07CIvKGlHFibRWl0vm9w6m3LU5oJpvwlMs0lPf1CmIAP4J1e4JsrjPlZljer5mRP4GMRQl9H3q6NfPPyi7/"
    "uK9knZTriHCML5kGPCwRg25X+DQvaoFsp/++BRrH5lAWqnF+5LFmYs/wM/MWRZx9tESrd8LAncLZOcba0fD8Mx6nN44dhs/rMzLF"
    "UOB4tjlkR1sNP+Ry3P3n6CUUQepX4l7doR/IuXKx9BHnbaV8Dk/VnW2ZHooIbDOn9aRwc1ZqAf3UDvIJnvoPeOfHyB/QPAGjnxJ4"
    "ZGthy6bCp++J9zxIrMbQH3p2X/g1C/Dzj/Ux2O84o72VZK4u4/38Va/F3did2ZNi6vkOlIFLpSw3syJsgBzt4DGhxWr1TkOu2SRU"
    "szjtgqT+hM/ZX/rLcNyDPpDmZcyKVdMKDUFkfGZgsevBsBCzcRNfD88JLoLHZhWMXTnzzenWbcw5uhqf9WcsRmRVAj/B5pc2Cy6A"
    "73SXTOOpRJMDOzN30Iu4XWOqWAP9OgprGC02FdiepIcYv6Dr08xo/Vzu/n5Gd7bBXBCT0e45fpv3oRmMW9h6UL6CZRwnxt19m2wi"
    "h1wx+cfqOJnhcnrJCc3sRI82XnONa1TtdLX40xgbWYdrCbRk0uOuQ+xUJfX3pcSInuJZB1rmesgMu7azCrt77mgCSui5xzP6n+yR"
    "DV+TYmbAMNXFzMK5jshJrDE2tgJljX4D9/sCr8MyzF/bLNJ6LNfREs8hzRfBF5vOWSMfyb3yLPTnBOz3pnCfnawtjZtS7vdHvG2r"
    "4jr+rXdKvu+QibP33arLH8KLUp+btNiwNTVaX9agUzkfqFMDnkzH9/wpJH4zbmTnoBXu9gv4jd642x/r0J1GLBF3bT1Cro3389sQ"
    "J6U5xJPTYa4LzqE8GmIiHG9xY+/WeNTW+NqyZKOzGeIBz9Fu/iZ9k4wujfV4GopjjT6NuzRbTwhugx76HftwHTzM9dAkKfrPBxG1"
    "u469FwfLNbDt28hkXcf8ousFLMLrqqDx5+JuG1vIamLA83RvOR/+0Rk8Rcuip5ldSKl6ljiTLUN6VTP7uxF3pwb7vye0Q088g7Hn"
    "1HGVeZ570TphL2RtK4+TANP05KohVT+yb+ZHfLKtZ3+pYGxm07O/hsUb6LHUUawXkiEo9LOodiO/bNigpybtc+0Z37WepBY61J+0"
    "47LYR8p4amW+9tNDohy0m1RnrDbdfL047eUzYqvJMpbJejvesBuq+Q48KcYUEuV/6nyXXDTRxFBdtXqYuApSnWeatI6ZiXKRuOky"
    "CzjHoyt2ZRQsTpad6d3JOuim4Ozt88yultTez2x1GHdneyt0Jp4zj6dtHv49iAM+8bPYHDewVVC2eWnNkgN6FnyRc5sV6Bvwkt+B"
    "HJ0EGZuj9+u+xofOV/2jQUa53E+1LYbktf0v5qoQnuG3OMMbYPUWYkXv6n1iHIwPyy7BCjX8bWcyQx8vZczUlcMb24hnt87VQfCm"
    "Uvj8Wng2/Rk5thLnGyS0Y26XR7M/3nakgFlo40qr5llt5RS7JCunhhJLETVhfsJR5MvJx44YIv5VKSWPTwnZ8vLJbjuQM1ukAS+o"
    "7eZa4otjkFFDEQ6RCkpAT0j4IbLZ1w9dT/MBkvXnWUfZaewn0eTOTuI8uWa5iaZ2S/YKDJdUxl5Wu89LWMP/AJ9m9j5OdO2vOhn+"
    "ajeZBL/hKtyjAfI5vLnZiM5+h9fdRl6A3zFkJzqxnOuwzH+GM4JMUvaGx1DLbFYxn8xVny2HNYx+XYp+S8gOLtu5g3331XDfHRzx"
    "12VYoxfmoBr/idOfjm8wziqiMPexjTYi7tF6NvXXZk+cwBz4tVLAKkoFbs9gfGeJmn+xHc/k+qAqKaf7iOPRXI/PHsedjnlPIpuz"
    "TvbnGfQN70Rc2lIe1LFYy1fwM0p1cFBDrZdPHdCOcd9I+Jhdxc2usnxUksxZZcyu9pRjiClIMLceerzhEtxok4C9pHFd5fiuA6nT"
    "/0SX1ur38Gi+w3sPkql4929hXYbIIXI9EaOV7P+LMpEZZtSt5hB67Lp12rrqk+sPqe/GFz8LIpoSmO+jRtvrQ8VV6J12sYisp7iJ"
    "rbWse2Q9k7vIQJkBj2NtaHjnnqzDd5CH5GTZR+bBphwsz0q5/IwIwbhIf9eHYJ/Pln7QkvOw8nX6hHyIu1YIq3C5fIq93MTYwlUx"
    "eshhtA/mexeyC30zPrGNfCPGK1YDnbQSd90yZKP9nWmoeWyauM2u6YOTMb+8iBjFVrKKt7zO6/DluAdJxIvqezfPhuUZD/1zGN71"
    "Kumgi2ERhyBa3Y5/fajX4LXDZJTOlrNksHwhnyHGrPBI7mjvXKy32k97OIizZorJeOgs11bcrSgXnvQVwmpagZCVWhdJlfiJt0dB"
    "zpqKwwFHndXGz9+U0VAlT6gIkUsL+St8/RfxCROx/o/gw3dCfN5CHoUlKSPu1fiuC6C3zPNaQi65V7GXKd8jEtMueMc7/GzYxvlD"
    "GvtJK3KhuF01DTZOQkZuMXiMbn6J9THdyBlv5neeRQ7KxjRSc2lB78bmjRpq1/o7sF6ZwamFa4h0P1bKiPitQgRws3z7f/K4+jOy"
    "y+T6KIV9pFtyrBTiGZLEc1McKNtyKE973RnizrSUiJjS3MyUOn+OIZlMD/K3zeUGA4nmJhjmyfpSrWfB6vdn4558hVd9IYbVbNzn"
    "K+Rdd72VVkV+gFrNkDfW9fm7zoI/uBk6+W2dJqfi84+X23E3K9W+zmf+Jk4fPMVXpT0Ptup6b8/3wSdeLj9xalbElxb3XZ8u+o6Q"
    "jztGKBGP9Rl+2nwyNzNiO7EJhXoR9zZLflTb63JWp5vL7tIBpzkdkYZla79iXf9VTsedTG5LZzky0LwZ5kZ+yqG0K/Uk8oq5qmyC"
    "mI7hYpWrDCe81HL1EfbJOK+bSZecR1bJLHeaq6whg3Y7cpSojwCK+IrtvkvvNCJaXHYqxZOy3Kj5uRZRD5Ynebfn4d8X+J1znpGx"
    "sS5nfBl6Zv7QryfOPcpybltT+iB16qaDGedOX/Pd9Fn5hiylzeCJP6+vQH7aYe9tskTk66X9Xgz3TAKFer04TtwMtaewjm780DHy"
    "GlVRCk6G7G3EPpUwt/k3+ZvsxajZEKFjOdcurY/zNyfLP7V98D55yXaDX9FSrsdpz9C5eGUbSfBGtBSb99RcDG9yD+chT4H/0VvG"
    "M8dvubUB0EejZakeITXURxnm2rKMG0LOWOyZs302iTzCZ8R9VNraW6rsDjjvHrCJEVel4xpwnOfN8SnN4b2nmfeyn0xgjd5hLU7h"
    "u/eQkzh52zpIupPbuZb+Ri3xfhU8oRZyl0eeJxFTtWZnitMUeeyeVfpkVfw6RSYUx/a1Shc16JmOOHK75jh8esK2fUH7vAp/Hia1"
    "ZJgp5k1xPQ2G5nK7ZNM1LCtuPs71lE3zYY/H2hfTdvxJpsi+iA4W6jfwpWboM7hd63Cb5mjj/WZv6TWwYI+IoQ2uw2tsTvX+cgMx"
    "pHvk6uT7eZbKNKvpn+uf5SAZxl7ZEfKrvo7fe0oLqI37iOu1j9B9Tf05bWclZhuzD+eIVXouYZ/Dz7SkN+FnT+D9NqkEf9Fl+jvR"
    "0kshf0eSBbgCz3yC/KA2GXcbMzlb/RSkdrzDtep6mk+HN3F48DJujPFMvYR9epl812/qv2R/PGcZ5zJY9WcjZyjYHe6KM3mMOO4M"
    "O2DWEFm7O1a8O757lriKVMb31ceocyt1Kle5mWxj5TitsfItPbPzZDHu36fBLfjpSn0WWsws18fQYdYF25q7UZ6r6LiJPSFnfpfR"
    "elToVCkmWjjBKMfspdnJI/0sseaMSIWzUzJEx0QnW+/xRP0FzXz/g+ZmXRvjWIn3kOqRAcLZFJ3gwW2FhzlM9sY9/x3R+UtYz+O0"
    "bN2l4WzAmH+vSt+jk6JGrPQzUmrIuxjC/zAdHXgG6Tyvma3mmSFLTRlvfA29R8sVRBF3c1YEIyRqndZXb0Kf/YvWkob83SSTZSo0"
    "ts3e+w22Ygtsc4wcW27C+mniskkx3kpnjxLe+20t9c9kEwmuko6+VnW0POX1Uq3aDJQk3rWcOZkidXlmQ1HciphireZ5j8/e+zzP"
    "m7IfZNdqoY7pVaTWs/y4z+sp0UR75yHsCX2wnZFUnPGoeOYl270M5xEasq2FrCc+tJKcRnHm8MvI0tmFXEQ249ImpR3M3girJCzV"
    "XYOBYvNbyvE7K3AbBkHDbYK2aCtpn+Howa7mkNUT6xT81WffXF7hEu513Os0x3ibJkLLeXKVuPMXStNgb3lIb8XqesvZkPER8ig+"
    "4y7zPMkGnWF1yt59GbN9P+DW23zBfH1D6shKYtirGt6YA2QGe3W38rOKyZlm/16H71SRS9HW2VIcc3gFZ1zGcrFzff6lszjp2QbZ"
    "WKT/hLbaRcr4DCX6A2cWlbOqV8vb9WdmARK4jWvxdKtg366Tr4itq8TO2ywayyQ3kxZ+9maWXWdNpItHZ5h8nSoxz3Pejxg618GW"
    "5Lskya9QSE01ilM7qvDvPvAdToaH9hqe6Rs5DtH8pCbHyWMyLWwhxX6GcjvcB0OBdKC/Wgedfh/29szgLn1EuzXpgb+X6L16v07w"
    "/L8B4+aQnKmhZ544Qv6l78jYYBU+xzIu3+Oz39PvdBp+1gdneYe4rNQvWuv7lhZB3pdjx0+U77GDs+n3wWvXStnDc7tuVjc18xRR"
    "f7pZ2BLzFNoF23En5sLj/AXrehvPGFWCdvWIn2jGlv39Od73R1iRG+Q3xgXzsMsPyCOMTn6AHt6gH0IrHSnGFr5Be8H/WcZa7Af4"
    "21ithuNsNmM/NvAmllFqU+yOSfGz0sSTVZOlqpw7epUYU4Z16lou7Df27dYyK1inbkrxtZCVOHuNEnyl2enLKJWmRTrBQq7D3S5n"
    "VS/BqSvbed+Mxdbwm+MkTTaIDL2afN4eq0J09azbDv2Q8Xw/iZ1wytZn+a2f3mUV1XOPpFnzD4lfDz17t1UtCoJX8OdWsmHNwTOu"
    "JSvbdNzUa8SYIJ7EjdukTYOz8Kn3a6EcJVvDrYzR6simMEo+IIKuGLv4KeuXjjd1v1xWdDE5lDI+W2T6/0hm87PUEj12wpp6QY6H"
    "tSt/to5fb8IpD5WDPDdjLeOEOuI37Gy24Kycnf0DOmOkrOJElAU4pUlS7uPnaOpL6Jn1q3P8eCmeR4y9FBliCl0Gr4C8ok7778Ku"
    "vzQ80xrOr8sQwZ6kRr8S8c9GnHYNJepZfLoxsVoX82pYicbj4JDMAVXqOJFCj4uu4zTPvdk5KR636DL+fWwNcjRkq4N0CZppX60K"
    "bdpNnUzDZ50BKR4hp2C9H0HinoX+/ECND/9CsVlt5rc+JQ7FZP7iIiI57azXWQ2bEWaC/m+177JsLx0YwzwlcVpf69AtwftlYDPK"
    "4InV+pxElhVV0+BT5TPswp85l2kJ5OIxaOproa/n7ySf+B2ncWVYjasgA595fIfLO+Ro6M8Obfu9s8gm5/IaMR8l7UnU997QfZbh"
    "rWN1uQ/xjekGDERtfNUwjxPfna/gpnj25k06VozhvozYjHzm4nqIY9Z3vHZ/p3Van+Oost0bBh/aEA+nQu+UQmf9Q8/FGv5FhqvG"
    "5LrUP0mFR+vYzNOmrB//Td6CpN6v78sz+ob+IJ/AW34U7z8lXA0bs93Ptd8AbbYQX73NaRdd6G0nPV9b6O/YvszMrSTSzbKMt4jj"
    "XFoCHVyAu95B3sUJtsWZzyen+3jYvG/1XezEoKCz1aDxCTfAw/8dd2koIuwZOPex5LqtYYeIZccnkpsjZJXG5RFvJYI1xf2qwPp3"
    "0wsR+x0hN0u1HI+n3wdx191yo45lnnMp7ksp8bC9YfvnE/mynezxNtkniycrhxaaym7eV/Dphi6I085XUdPWUIOsJnvARlipGno6"
    "u3l0qnX9rSYXVn3dO4oUa1k5reTNNG/ZbHIrzh5tympsc0Y+mVzPoevpsSjhnOBv7PgIZJVcg6/W4Lyvg9V6Wa8IToCGfFAOhbXc"
    "DdZzHnb6Ar18h/pOuEOGNo9dKG6+2Sb8fbSfgdpaWsmTYUpXsMf0C0jhk3hP6zofLidCzlzuN+n7iFxevJwReIbvptyZUyXr6xtP"
    "6IvyMW7J7zhhw2K8jv1pJddJf4mYP8tzFayTmSEwiR0qbg6keShpoh1bMs+X4PSlND8j9HfoOXLjWpZrGJnrt1PrhpxkY3zkWeKB"
    "azkvJSCi9WDi24yFY5S8KH+Gtn4FtvYmPPEJcjAj1mnaK1gCL/ZLrOIWaK3t4VI9X2bpZziz+VrldWmZ16eP0JNZLdcH0yx+g0aY"
    "Av/+fGjgxYinvsXePCAbIZ1W916PtcxW6zdaCp22BBrD0A/DYZVMt5ts7YLIbJWf4XyguNruxYwpppBX6HBoxObyO77+DhL6MKzO"
    "ct2GZ7qFkxRDfyopev5Ofo5iTa+mAXelmx7cn1W50dihrfy0Op+jakuEdAvqH8uht/XTOqoheU04n/BMMUzYXManX8oHzNNaL3od"
    "PKGVZCG6Dlq4UA1Rewduwo1kutyDdiTlufpdJ2yFTpMndDI0wBqcwXzYrX9h16vDm6TIy4Lhk6J4MZr7MUa6U4s2J9+4Qys77r2o"
    "6tWpQYXfRTNboSGLYWH/iRN8E09dq4dC2u/C9+7iPK44+1DrmFs0PqFfcU6WY6j1mdFriEaLk9HUMlbWCfg+2QSMw9wwIufKMtg5"
    "x7ed8p3+SY/MdZnGDj4bU8vppBla2iTle98c22DWM0Wkcz6LQ+UfDLua4b7FOPFkDnRkJaPsA7HK37HW1fj/WHgBaZ/HVM+Uv6ev"
    "WtlO7U8kYic88a4+Aiz2rNV1sJNhjjnD1ZCJo9S78Clr9DC8s6EVOkKX3onbUq5LpGXwIaSot7yA31mFu/2QfKP3MOP1AnbN9Tm7"
    "KT5DpB/7UPaT84Iv8QS/6Sw8QQ27Jy6E/z2PsbmbIVeEnQxpbVbBpq8jM0stLIbNm7epM7tCk5u+XQTZWoY/O+HPbsFzwVuIT5br"
    "J5oIP/AM+vZfpwaaz00pNFt5tM9GFHF/TaOV4CRHSYKTLSqYYWsm1p9tt7ITa9aOGfNAcZMmE4wlDpdLID8LqGG20n/aX7bo1dBk"
    "pXJr0FPnQaucg+9+rZvC+bi1PWQspKyMvTVFtIop9uNcz5hLc5NvjMXRumbbcVKZ6RrHOb+ZazZZv8vPVJkALbKfbGJX9RN4V1vL"
    "Wty8AXIy7t0QPVsuhQ77Sf8aDMJTn67fhYODhXifu+VI+Gn34mSbyks46e4yE6dWik+5x2MckqzXdEJ8VcVOo/quEDctppW4ilyp"
    "/g2/sZXzjmL6q9j9No5Km1D2EOKwdfB+Ptab4Qn+jPj1fV0jAxAlDZAKejIuU1/J2+GYWaoYLx8rHaWQfGrm78Z8Zjok3t+0oONt"
    "dVXzKnrTt0IztiaDbJnvvzR9u4vn8T6IjMt92QFewvnOh8PS1qjxU3yA31qql0AKn5RFvAvNySnRboe5Vml6HjFvl+u4D6cQQZxl"
    "LaKL/6TmubzWyfKzn5+R9pWZA2W2R2scjpWsZzY1QR03REZ7RHqGDJOWx7ZKwUrPZ10G/Rjj+5h3WcPadzRxXalJushuwWnYsy8h"
    "NV/AT8uHXasgAq+KUtaVeSRXtUsQPWKZyW1Ed7wthdyzLLNj9onF9HBOlzGclFvGbJRNHCuEvMQ9X435wS2ZQe8B6x3m8CZJj55y"
    "UcQksZ69K2QOZGsoNMiz8OHP1ql4+rQYD0Pao0Tr/MTGNHuVr4CkLMJJTWaO/ww5hhPY5+qaXMeY029xIs2zjDJ/IiN8AnJnrAcx"
    "Yuk3cALIRHE85UlyCTkcfhlZfpLQaHHmT+pyWJ39cnMy7JNa4LXDfJZvOPxSN+++I/Ob7dgvY3bIrG8dJMiYw0+WH7Bmi21nYc1L"
    "sPrfdV6TT+A/TFGbu/OIfqjP4Wf760vBZE036Y+vf9HHse7W8qV+AV1/JTzDt/SGXO9VNI3V/vU+1v+jr6calt/dmQQ8raVY57/x"
    "CbXQyrXkmauEd3OVGBP2dKziEyKh29MnMr4kk4nroOmKeLucP7OYGIUz8RTHSpIcbEeRj7WcWYWWlKBCX1Hb0a9sT6uXhc4zfsBD"
    "oB+uwjtcortDh1+jRwQziB/qkKsNR7N4hPHHyTi7bbhzjhluFfa3CFpnshiKZAH8sZV4rpew30fIxWJ9kK8TeelOpS+nboi3c+pv"
    "Ydig2hfVYAqxtwMl22CmUgknz8V2wnhYyOnZblJVLWtwZg1egF7r5PGYMc8LkOLfNZws1FgElkU8sxL+gt3sxXjq8XIJNPhCSNZi"
    "rWB3qlnqR+VcdjK0ILeexQpOG9pkNZcxPoz5lVLsbY0WEeEb5zyAMt1I1q2fyN3dmrhLN5fa8iw/ei99x5mT0TybFGTYsHzFGvoI"
    "cQP+vh3v8Zf/Mb8+hA+7DXHILjiTLbhhNT7zaZ0tJZyOkKIWlhy+2vUhHggvZSO5spPk1bOIvwPWvF4vkFriPyf4SkChRyacj/tU"
    "AHn8FF99iV1ZD/vyB7s1txG3EOVU0vSONvKrSj1HDH1jlmyyKKsxceLGHAZ2CKsq0assBnOsYF/h9u8uJ0gXWKivtVBu1uvhQX0g"
    "w6C13kJkcha0qE0pqoAX0QwW1GpBP+mewUdygOwnxhA1EHflEWY+xsllRG44vPODOGGblLUcWtU4QoeLY20v8zVAwwVs131wbt18"
    "Pctxke1G7WhTcMtzXFLHyBjPYxsj+4urOnRsgMeNGBia4TSLuNedyJS2h3wl8/Cb87CCKmKmHSNahj10dbkKUkvmFiNe5w7iYoZ8"
    "VgDT7GldT5RXDX3vx+CT3YnvGfPsNNzNZ/QNuQGW6mYxfHsZdvd8cRMOv8WnhLDoVdRcdbw1joU5oYMk9OxBnXKymdJsg5m/ynPt"
    "LK6PIk6/O80860rPHOMkJ5njSd2bGDrHAyWS8nM+I0/X/P6V8GsHcO5smhp1Lc7vDKn03TKOPyuu/xDHP72WuNsmUo/FiipAO5tN"
    "ZO/TVLpIugHHccLHCI3PwTUdfhxnd/Sm/74W53ipGAtoK04TXe27JWogs3uzBj8HUeVn+rjksTvqaR0J27sYduRW2cr6hMvVrKX/"
    "ar7/yzvlek1yJkAvcf6omyxRTrxKmr1odne60zqEiFGNeWpnU7Ybx7vY7Jgk8wg2BfwU+Kkxrq9UHUoq9FnnNJmsIs7wOLNOSY+l"
    "qNNrJWTf35d6gj4cHIdT+ExP1w/xSZ9gl17GTi7j/DrzhkbS386yl/MUsanrNqXqILJj1tK/fpIdKI6vYgCrKSXwSZLsNa8jm/fD"
    "0ELtEHffKWfInvI0bHgW8WsReR9sFmRTZuLT7EhP01pZPt8QmO+wzlKrhgWvwn04ihzGjhljD18X7SDVuQ6hX/FbX5AVcjV74PP1"
    "Sc0gHtykM/U3uV7sVi7SM/B0xl0guGsOS+fugIsyrP6x3c/JaSij9bJahFevQNS7q1wmhnu9HXv0i1pFYazslfOxLNbe7m9fJSLg"
    "veV2Ittm4t4PDO7XmxARVYjVHv6M9V0JuXhL9w/OxU4Xsoo8TV33Yz0zu8Otm1T8zGqNxcxljOqrOZX2UezE1vAx+VyrpalO12fD"
    "Tk3/oSMRW5RBFxwPbdyRfSzroOenc96a5agtQ32KXCM3wt/ablEk5NQQkqvgWVXCH9ms08RmGFkVzZjYt8Le3k7rNsr7ENEECWU/"
    "z0CfQzeta7FzrTqmN9Nqi/DORR6/mPaxYajzJevz/a1ynQCdfRdxhqynjjfuPOru3WETK8nkYRXGWt4t677dhN8ZICeJSd1fJElr"
    "keE0YMtGHsoJLH+DzesuF+KVj+mD+I3W8jzni60SY/EdxxvqKgdJRgo2y3OY7Cp5iN3nIjZ9TV9HhLgMv7EQcraGVYdlOKN8fYAZ"
    "4zT5o0v0bV0rJcSAl9N7/oCsUXMRxZvt6UCPWHO8rS7CLiOXoeVVNpIZYhGRZ4OCV4xTD581yOMIl8Cb6BFsJg9P45riI1ntMQmW"
    "c7ubOEizV996xEfG9+A6hKDdvxM8/0V9rJTxftpgCThNUf3UhT1YBTALZH2T72AP5pG/tQJPmiGf9xWwaSaR5tk71PFgZgZ6Mqq0"
    "WRgZZqQX8f2sh+Qn6CA31cfyw6PgZx0v1Yzgu0FDbMmh7BY0sAsOmZz28w9aimPajOmVYpmDTd6uO0xWL0l7biQXqdSoq/O1hS8S"
    "EInblPtWrmODDeGX+GyreW6CzduM135HjpQU+SqzusKz+jRjB/TNrNNYB26MSMgUIom1Yr187vf6+RldIhFDnuPtSrCnzU3hdBkD"
    "66Ftyy6+Op/RS3vPJc3Kpsn6gRLmeuWMKWo9z/FXrLKTuOye9dQX0lcogP90iMz3EURKSz1TlM0cLyAbW+gZpdOeVSYJf3pjbiJe"
    "fTwQ6b7WXhtlPcqgljyHZlOegPd3gRwsy+FB3KFJWJ9j4Jl30f1lJqfq3MBa+rXQHcdKd9kN352rz+P5jUP4aDmPFjofXmM/eY6V"
    "7ozH0U+Ehkz5KnwhWcUbm6DicPhxIrDT7DJpLi5HaVmDmJfp1vz9ZoytrBpV2ICzpn5yT9bnQlPkfFDa1l4eCzxfb6PMJPUWrPxz"
    "zm+8S7+DJ1tD7FJMLZPWnl5AR1rkip0gPqvYC5FmZ0g1PZRSyrwxlh9M720/eHFbWI12HHRx8nKGHrdpmNmGM0Scd9Umx1rQ1Oto"
    "x1xin94pxwnmvP84NF8xuT+y/AysFz5vnN0/P8HPGCAnQ/dthHb6u0xG1Nxbl0vC32Tbb8NrW3y5Didrs91r+J5PiHEJlsKDMlT+"
    "p9CkptmuYD97DU/KPGLD+HdgpjVJRotaPt0SZlQMZy7wlm0nS7RpbgZMltmK6MQCn13TBtGTasOv7E/HXf4JLMjfsd7V+p4MkSeh"
    "U8cEHeXUBh2KZi1G+q/drO5htGsRr0XEgLzZe1XWC5UPu3EB8ylxSNxaZhUSHmF4irTy7ANxcjsmtR15KTNEJtTp1dQgMdqoKCd0"
    "J+ysMtLOQp+2wS7kc2a9UlNsZ9S/jXWHloyWenJ9sVzeQ+mvtuPPejFjb1N0XfeL5VKbkA2nO+fcWEWzmHNkSjTr132iuPjc9QzV"
    "kH+mCfsNe1APtOF0+oPxFIavWIc7bCiT76UQWnKQfKNv4Yku0GhOduBrEdGsGfFzJJQdQU6bDJC+zLTU+dluSgYyO5PjxLFEGcvS"
    "Znqclof7FTtZDS9yfFDZYAJgSORd1IdcSfnuJY5HqB8jyCpVP7VXcwjwL/3vG0tRuJN72hlyUAYra6ztG6gvrxbXxx2qsWv2kQI/"
    "Q8rxli2jbmzsJ1nInuVULddg67tcaukta4MJ1n18l1vWx+2uytE65w9a7dXx9f7iGSJC9hY7CSiFD2RYC8sqL8H3q/VpIlXLEenH"
    "9TPsqHUO/07u4G1ET7WVRbjB14lV4Qw7tho2r48YXms/zhExRotr5Dc1XHsZogXzuazr5Ud8p/GJv43Hmp11kTwCX/gRtYmPDwTD"
    "5UFtr/cHJrf9qfOzsF/2/Kt95GLcrN0k5TFNxjrQnzYoQa6ZjZ4zqpCRfxX39kpiFQeSTS/q5nTstLbStfopZPZpvH46vLn74X8/"
    "JjdDQr7BZxzMuNHNzzEOozgRB7vLCngyXzMj3ETuEJtXdDB5sOfg7ldDwpMNEF4VrFXvjOfnB/23HiEbyEjwNJlyvyQfy6VYdyyH"
    "JU/6WXzOkzBG8ON5ttGUjn1oRSz/9ZsYN+QgrusKvI/xjvwCf7Fdg1ja/tvds1qndsIssgfO2qKFPPoSYxAxjDQmp+BQ/UbX4yeG"
    "n1yjI7AjVhu8W8bIbTuZ9z6C03AXU4dVwr89j+zTSlTwBnx1NWfxjoSv14aIyN+w69XMoEziXJ0tRGnX8eZtwOe7CH0mTylFnbuF"
    "GrmUbM8t8JvtYJ0r9CyZjb2zLkk7wbb4zlP002xmcpI8fW4OZRXseoasbYfICeIyLa3kA+zlnbj7k+VpuUc2yVM4MeNlWxVaf6YQ"
    "Ge8m0LqcaZIcJFYBcLMTi+lHmIZew97YODs5DW9ZyRjxBnhCC/CzxvVOJWfSl/P+WzR9IG5EK/bbTaKsuTpAFeeumTU/HNGpdfg1"
    "86xEVsMrYjRj8592Q/zXHfqojl29f7BGVw7tY6yXl8Fev4KoagU0a2v4b6PlYD1D3sGTDIZOf0rfgGf2CSKRw6B3ftUTm65h10G5"
    "Zx3oivdYqjad0SZD227kQ2P/5isVSchihV6Kk7Y+pyT2frQ4Np6YRzJblmsjGWZCZlMy7GEpww11Gbf6aQVOs3RnnqqU3frGrdhU"
    "yv18pM16GlEjWaJqzBOry02xOogouEHylT6px8Aznme88NB6C7Gyz4mainuuczc5vZ0Y/3ab3DyW7H/NY7HZ7USPi00o2wTP0ubd"
    "z4d3206+JOfFOsQBLjr8FJ81VP6p9R31jkPX8VfbTZ7JCZ5rYSPSng0oA+u4Bp51vkb8/AlWG5O4dTEih0N1E/l2F/E19Sjzs6N/"
    "HM23cO/jbIXhGcaIZREdUqdEl8rZeh/s974yXTIyQ1viqb7Tq4ILOZ/N1efi3m4niYjbRGaOWkhOIaLsIsbkK+A3rfdTUiNu4IYr"
    "ssrhCM/E24a+u/mpDhdtt74rd9z1JxTwPpWy1j1MrFrUnVo/w2mwNcThRnXEOo16lYZwRrRJ+bLcZMe2iAPcpOQ/ieGyW2LtZ2Al"
    "czlT0jgXDMdAdCXOboYaMnA7tGoCezQH3vArshQesRKXkSUfaIodHsW0J6Hu2NsZMSIbR0sbGSEpP6k0Q97FDP2jxm592s/LCHPn"
    "6HriN8M+5LF/Mh/rHA2pbY9PnyDdIKcufxWjvXXsNdblntKxOIkLyHc9ARp9JqzpAu0cTIYXf4icAS8hhnf+Fvdoub6Kc/xBrU73"
    "hZ8AF3omN8d35XDBob4kyVyf3Je0UyWMTgfIxziT8bhd8/UBotUTah5ctyDUEZLxs75riX3qzonDdsvX6ju6wc83s3e9UoxF/Lad"
    "TGEqwCs+VevKWMbTKtPZiFg2yTpOGv0QPxkvi1mvMi25FjtwGydNRVOpzTfYxfe8JriqJHVHIe1RZ7lYEozku8Dbu4Ez3ByyZZlY"
    "1nE7o/EYMaUlRGi6Ob1LdTGkKIo3mu0QlaQYgW1vwEhS63k5ruR81FqPeC3SiDNloz5EtlfDc/WRDoz3+nLOXwGxx5ZDvYLWZwFk"
    "0ni250Nrvyq7sfY9Ud7Hz6+RIvZjWFVsGe7mSr1M9pSlrPwMlm24pXXwvkRehnSeIz/o6zpKDpfv9Sr8bD6k5DrYu574znBJeyZi"
    "6ygzFqYS8nm/IS/pIfi9L3S2/hokpJ2M1rvxDJPkfYmzvryBPUkDyKl2DiyJ4TTKcR4xj90I1XUBm4TNV6vBboUPtRI+1TjEGKMg"
    "Cfti357QRyEt3SgPDk80jLiixnlKQvbFRF0+UdeJq9wdK4XULXWItFbzlKvhw65jf1iC3YB1rOIbT+KxkuAc3QPkQ3iH8+AnfqIv"
    "6IXBntiD0+QuvLqz9GDG0SrjP6ljHq2C9L5JdEMCdsIx+tq0ry2Iiqt951vvBt3g0dqqyPS8knq1mKiwUnjq50mRTETsmoKfn6bl"
    "biVWybxQrMMygVuwlZkBm9VRhzM02d2i9xH9Ox/2LZ9aIc6ZmBvIPJsPT9Ihjg6TCvp+SXg9M+kfbRPjlU0yi/VXxAeniOVsn8Fv"
    "t5deUpnLYqVzzM7W7R+HPDXHORcyirOquuVFM8zAFOr+0H9NETs2ZY+9ccsPgI06ET89ERL2C753G+7rwODocCDi8XZSTR/ebuUN"
    "tDnriDZei1NyfGbPwaeLsTt7tJ9sb7Kw0eNtzvUd72UevztBkn5GgmMacNWR5rKaWekaehlZdfwIxjtqnHdroUPyqD+MEeUzGStf"
    "yd9Vgn44j1lqzC1z1CaMGFb2PVkCqX0emm6jOn5mwwGOwf5vglfcTAyhbrM0XWeX1am3syq4Y4aivUR8doaQeQY71oc56e7M6g0X"
    "m15uFdndqDddZkdzp+F09CnUaUlin0r9DbOJ873Jv2xxiCG5m4n1i1tFs4zs6iGlZ6iE3sOJ+F//92w8t8YNOUyraagx9Mufw05v"
    "xjtOhL4YJca0Xoj4cDk7oD4mj95g+as8AN9oBfuMuojNAMqHB/QMdmqOzAtFZgeD4Gs/oTdSKxdwmpet8G1pjxtXStznOvro+bgr"
    "q4JfiXO2sxuLe3m3GNJ6Jex2K3kMseMPOMn9sesHifGq/MEcWgGkehZOaAv2byNi/ptg6/oQg5VkJiZGnG4VLOzd1KQhsTNWT17i"
    "JzlaxHANPKNO0Mp5eKYZ0AsliMjWkaWr2mckBkiUlYux96OQ+bV5RGOuov9mKIBKj44SX+/cRtYNYWfIaT4fX+G1lZKRIU18bpoZ"
    "zM1+lredwunisBcKjbOR55XiVMwRnIlm02lncNZke+iMPyEKKKeMV+N9FjFTpf8xu9b9WaL7BlXQ6WfBL33K4lpI8sV6sVwbWBfO"
    "XsSWNedclAraVYsGHBPHQNlVHH6gFTu7yslutwh/v0Z+d+NsOAX2aSBngTbJsYO3hoyaLxmjdrd4YC37OtzE9jNoA3phn1ewlzfp"
    "UVoKW7SZPfPWw9NC8tXNYjXPoSenVdXjXFRb5W5OvW98GLT5FdiRi4Im0h+6cDpWZp0iv6jj9Q997a3hHiWw8s5SQ26USjLX9kes"
    "aDixXcUw7osgnTb1rQqWuztiJuvTOl96cW6B+tkbrchjloamPlEnEPX8PazEnlIHTT0XUjVDP5KXdRE8nVnUxQcHU/VxvNMyfU87"
    "y87YjdNEjtTRrth/E31ez7yVCZ7fKJGbjh6jJ2PWuQCaahWR6cZS1wq3eRPiwqOCy/SfcpTco0fBM/kK+z0S1nEuZLGPuEklzSWa"
    "ot2WvUM19OdD+GIh+y+3eR71GnZa2ll9J8b9MYidxC1wI5cSz6vadIc59FlftRBYC+fhruLcmwNZkamAdqtmd3aSPBjb9Fk5gN3F"
    "v+/Ev274X5Md/nWZuFktEc4uyT7KBO9xGTNwQ6TYR93WMXUj9FnjaAaLDX+Gx3UL1jsYVu4+se6Jb/Rs7OPZ0jZ4E3doGpkqDYc4"
    "CCd3Ehnd1nvGycib+Qu1bjFikW6yvxyP3xgO3/8lcqG3h5wmoeeUnAguIxShiXH24YZwS5PLg+eDZrowPA4S9bfwU7zLv/HcTfBe"
    "LaUN0dKV9Cy2Ed9zhkzHjWuD03Hatx/5+DLs2czD6Y0JzDvpwVMugLwau2Yta7IJSlIh+6qyjAS3sA6+XF9kNLved1omPAvfCZIh"
    "msGwPe2lI6s0SVbNHQdGIpfTPsDbp3IygMZ9f9YydkIZXmOsnycWEjOayXF5GXN0nLF0td/PmL/JtlMLsB9Hwbf6DBJjHb6b2JE2"
    "HydyAXRfM5mKp/tG/q0fQqf+IOXhZDmXOQbbDccl4XKxQ5hTb7xvKo2VjqB/ZhWhAkhNGdmVihm/2s78Kilmvy0z9SXzWXXEBWdg"
    "a9Rb+Iz+4fFH2dycrlMk65G9MY8BjpFZLQOL4KYUdJdSyrPjcbDXjJaov7mYrAYJ1gGy/8G9maZFtH3vLE5TuJpcjHicxm/W//9P"
    "7sPejJF3oQO64z5co1vkH/I6u5kK/RzBjJZAM1XqHErAdiLX9vZP0Vwc31Ygts51uXp22jO4Ock9mvK3dw6vmmT+T5iZO4S9uDvi"
    "E5XSO1pSvqvIdQjEPJ4zoRZP7pJjPU17zqU6b1NCTt+urzd2Yq2hmpyIxqichBeSpJ/v8h4TxeGMhkro595Ve+Sg6eJt0Pq3IEa7"
    "V++XWeHxiBknyjt45WkyET5oV9yHU+HZz2eV4wfEeV+x7lLBDua2YhX4MjJyFWhNg0y9srO4Y4O4KZOrprjz2U2as/Olu3SBdX1X"
    "p2Gd+cG3xODer49qNH0k+B+zb6x+kEEkmOHODWW3ZRU9yXW+t7gU1nwj1mbML/0kziy/WcWA++dwYw7v3FLOlZ/xneFynlwgryIa"
    "mQsN9iL27V6xSN40QAup89PNUmQUtA6OGNkXUvQ2y9ndFIPufQlrPYxcxBlWm4qxckP0boccRDVFZXdpNjc5vIZ1hZa0cI5zZCxZ"
    "kfYkCtRyVSeT/8cQ3y2hOcqJTO8na5iR2KYJ+YC4/xcM6Yc11Pv+F/CzvvD3IcHYoI6IlQOgda1ed5EYTnsIaxgx3v/pZF8+jyh4"
    "4/6Jqn7GLNXU50n3JRIrmi8oRLCbPzbcxxifQsP3huScgQjGOk5+wj6uR5x9aa5ClkGE63p2Ha5sI/T8kdoBdrytHB6Y5hjMWVEW"
    "OS9kX3U5MfE1jCeMmfJ5LRXD9ru67WT2oKYYU8yAJ7gF+3AqbNC3gnNEzLm3HC174xOnUu+noJntU0eS/2sDUf7ljAhL9Uki+Ar0"
    "Td8XvIL7HaHAXEfg7tzPNG7HjdI0eEfOxCfOQ/TWRT4njr1AX4Ve6y0LxazGR3j/djKYOniFPqXTEbFk2P29DTb3bNjZb/A7hiT/"
    "DL7dD/IPeIrPQZ9+DJmZiif5GdFf4/otqVNwe42t4Gv6bofKFJzzw/q7/F8wgAn2wtUgwizEvpsdsSrXSESkJbipWXaPG7eYm95m"
    "Fni9XqdH6znyEiTnU70EvscnemnwuPSVM8V4043d06ZRNiPK8kY8bVOyTicaWLM6Iltd/exdnN+kYB4ionn6OuR9EbRPL3mNeuYP"
    "vRonnaEmtfr4OHmc8hyjvW7Fd3Py2pXzMxLaLRiHvw+HtX1bHpcHsNszZXmY0VVhIOP9NIeQEYpFBquZV3Gz+/7ErNhAcvRmfB6u"
    "Tj+GjNQSe2YxUgtf+6vF7tlrrIviZFYOt/vofvVO9noCO/zK6ItUcwpOxtv849gLkSXKPeYRtc09i0Yr6LtKWOYYcxAxMozUsFu5"
    "E7WU9SB9LdYHn2bktILTfjNqEy4q9A6ZhJtvmVWbQrCrtBabtNaWrOqF+jA08Tf6K/S8yL5SnZtr4LRuNqfFkx4laYjnIu8hWGZ1"
    "BHtSjKdQ6YO35u71ZiwzgB51isg5Q3l1wSe3JY9aLZ+r0vdE7if78AZ+hLP+A/asN/avSO9CnG3zgD+FZrK+sDRlYB109d9xZ0s5"
    "ifNiOZ6xWAURpd3FUIy7Q94Ws65Rhqfdjp+1kKXM9HVEJFZBjvpWZIBOe49cWQPJg1f8v/5r4u+gRQYz2aE4lpbA4VWrcVdrcv0z"
    "ZmWfId66kGisPuImSIeMnRw6zk162k5/Is6aoeNJMK6YNOO3Xj4LE2VjnJXNx+kliHAsZ7S7Gdo/CU/4AhmC9fyI99pf7sJ7GK7o"
    "FnKNldFb6e7tTsQtE9U22klDhJI9Z9Qx8CNn74TEOLt+ZfPADX9vEbx1GhjbsHGJdpDd5VixaT7lviYW89IiMozzN3tJkjLn+hcc"
    "EjxDX+hbrG+grOU0oH+IvetlYhmMpvQOzVfbDys/l1YpS+asOtrKT+V9qWRt9kFOM7V5put2MhXHIpqfiIg5mlXuALdhNM6wAL7O"
    "Z7AYxv6+EZrMNJ+xz/yBU5sRjpO1wQd6Z9MZujTcgjhHgoXhE2SiKIFVu0FTkLVl+i603X3Y9xKPYM2wmhLVv8d6LosF+P/TeOIr"
    "9HO9G6+wDNqfECv9iDUUcQZhGTyhJKvS1nG2DLbAPD6b2r6HjPK8QAnvM4eMe632O1xMCg+hd2K1tvpe93bSfAfvyaR3hDREpaV8"
    "/3fjFuO/49koT7FdL/cz7CMZTrCK0AZ+1ZWwZt/ivX/HOQ6RJdj7DTpFH9JqjzJI5JiQBnHiVzlZbh2O3FikM7QzCxGlWCzY1k+g"
    "zairmCbh9VxAe9hshxlm3SXi1JylxsXbH5K0XD8gd0ERXnMYvNmTEItXylOQJPM1FpBL/27I3hhpiHSLcEVZj5bcyhXZk44Su8NZ"
    "rjaht8FbuAM6ahRO0vJDX8gtkPJv9VnP5mO9/R2kimx/cVj9xxGpWz+V+fEjpII5gUOIBt5LbNr2QHFsnq5T26zEODFv8yByIJQg"
    "+hqEk7DadGvoaeNHbbyeZZNUTsZa3Lzaz7HHB8rt2G2zkIGUs++qI6ziOmihAvpBNvfYeDziZMEo1+vgOfUUy6rZlI1F9BRdzcOd"
    "RhU85Zi+z9VGrPcOcZqnU8X8437U1xmcUyv2bNRALzeBvXgUT3+n1oYLcCYfYkf2kpHBi7AaF+E+rM2xFGoOJao86+HwLZZQR7sO"
    "+yHyG/bEOkttLomzRgnuvGOQN2xqgDhwL+xaTBfB27ecYFNIQdP/U0SZ9f3zwvhFOTs843kQLFdRSIRiMT3NXSXF+TUf6Vc4v+n4"
    "35U4368hef2bTMT7HY07tycsWB7ndlse2GZs/YD3GSztJeb9ZdeD7xhvDHvQODtr3NcBNccpmoKfkWHVttJPEDc+9z+LVa9rsO+r"
    "djrFzJ51qLhnTXuGJJctaCkjIRdxehluGlYFb8Z/z4TO+pnQVdRnNvF2C6KrM6WQrFbFiA5WwD/sI8/rhbAe7eGXvQ2JnQ3rNxC6"
    "+g/cnjWcf/OQlJB5Yows078R8VnHjFI+/pViZc16WKzau8nvme3fFvzPJr5ug11x2aE0X7kbMUFmp8dyTlNjTOwXShHR12nG/h8y"
    "sv4ee/0ebMsS6BpnVyt8fXkytZfFKx3IyK3sG6jzDLcZ/t6FrLok6KcUsas95bvLbULXFn0TKzCrYBWKDxAnXQVPZQ00gFW+DHlu"
    "vGcnwTf6Gj99BTZ3dbi73Cvj9Su5HjFUv2CwHMm8TR/PDqVeDpx+rIAGPg17nWIXRHc5FTszWSxC3dnEuM34/kT6ZV05rdpQqkOJ"
    "bx6kj8kA+QUr3AJPy6qr90LKn5fGZxyErDQpuR9dzsx1NRZyqlR3doa2o9ZtAtu1GX/GqLf38zjrKnYBnSyuipckAjXjtWUxe1rs"
    "zh8uC1ifWIj3fQd7/g32bS7u9MtykV4L79M4cVrRd8hyMvlKVkNchqpaHUIkJIrWsLVW33qAFVZnG5N4bQk5E9P0wUfhO8asuYU1"
    "5zbU1maV/4JT/I27uj8xPXVkTbdMTQciN23CwRqdDT9xqFht7QDY00J4Vw43FmdsYx7kEGY9LhKrSrwP+1CmD+BTxsh58i+9Xg6R"
    "Gl/lb+4nwhtGrIBVybRGk4SO9Dn6LOsYXRDH3QKta89qk+M24/2WI+baH3rxeshcbzI/3iCfqOnsD+ChLeS8+Ri7w0r9VIIwx7I4"
    "mp0F7s5sy1VARBr3hBr3NvozZxL1TblsuXmBA5jFcNyC9h7nkufNKhDzsJ9DYTPmk4GhBpr9d+zlYuzHA3jqKxmPredPCojDu0qM"
    "G/xmxOvXW+UKOqivnI+7+CTiOAm6Qm6GE/MS+k/Kem+gBtp7G3WIYb+KGBnaxNR38fUI3MnDPfeq036GGelP1oQ66g6bstWOfK0p"
    "Tth8k0hcO6NmOV55Z/PNhg2BBTDO0H2h797Xm3B7fodtPBBrXoZXHS02497QwnchOr4d+7JRLyPqN8pAp7zdWsIqXw3rcfa+x9Kb"
    "r+LUqAHyqg4L2mHl89i7vVYnyR1Y0R36L/hk8VyVJJubRexsf1/4dhnGPPmIcdcyrivktONadocaa8MBPhNYkPMUOoo2wEdnvWU/"
    "EmdRyz6sx2QOZd7qNt9hxfcgYrgMHvp5sP7d5At9W9+QdZQlh0VK6D6+n6KakUKKfXtRxTH4D091Oby02+ELroBU3CQFREEsxVPf"
    "SUuX8pjXZlz1PpLy1auYj9jO4u2p8XxJW3QX6u022PEjfIXXYtiZzAE0b1BhMmSNW0MZTvRh7NGDekFwFfTQXXqO3qzjdIp0lCz5"
    "DZLseLHuIbsFNoeohquIsbs+oP363qOMJojm1nYqs/E11Li2tmu5j0OZh2wib3FyXHOxqXGD5AV4kHnQDr1lir6LHW6C33pKewUZ"
    "3+dc5Wv/dur7iesdS9EPMSbcJ8hGmWbu0PD5+4rDa5zMXoAEz7mK/cm9GasV+th7EzyhfWFn9xbXgWLdIHtIxF7Vkx5KZ8j2BEQI"
    "l+DOvqx3QiKsN98YNWqxc7v57HXcd/Ol+D9lbTEk15DrtOgr6qcXdW7QGWwy0lJcd1Qdq7iWUW0hrldlE5/B8Kr7iqt/Z31frWqB"
    "10R1rEx0I5ZSiVcULxFDfJ941BGW9cjnDPSi9dGFuVpbVDceLpnczEfHjCs8b8vyHIxo1HH8Wx6umP7/BnY8/8HOHatl3yvmB4/D"
    "SZovl2HE+yeJZm5nvN6s5USgKsZLx/AOdyXyfTk5Uvb1CMmI6yjjY5s+tLKl9J5tx47n1HWLff4vvnJfifisHE7oIJ68eZF/qPMs"
    "QmZ1S/UWsv+U4hSs2n2iNCVSezm+1wt+pnmAPSE7iz1y3dCKBXoomTUOk5P9szdlVjbUeuyK9aReBh33tZqPPZHMSeWQ+8/kIJmH"
    "u2RzZIqZp/8DunV3+DET4YNWse+3I3kGNxAdVGexCXzUpD6PW9HOR+Ep1trOwM2azoxhD3EewXCZxsi1FyR3Jl4PH42RaLHajJhT"
    "xboH+uE+L4Efl0I0V4N/nS7v4By/1xbBNB0OifwAkdZ2fRE6fxyeewTO8RZEilPpwxvOQRkju6l1hcTDzcFOVHpGS8eqUMF8krFE"
    "TZKI4TTj+88SzOVkEB2OhBwVcwL2JfDGt8DOz4GnZD0PFstu0vGspOfjvabpj7BFt+DmFuhi+QqSv1pv0m5BIH+D3CxBVKHhLEjX"
    "duiemM6A7zhUfsCTt9lJLtrO/kyPRnY1iBRrrQ4JnIdVrYFPUoP46WYxLPnP5KnZ5icoDsETH5iLvkp57zpL1N8oDWZ/PR7Ol+n6"
    "pbwPuzReuwan6/bQOkhbBBX6HHyDOxBTWWy9gh0OhqnIxye8yQlYpsnOlzXU+F9w6l7CM1Z8xjjTLNaP3OFVGmpDbKaq61lxKxkk"
    "EX9TinFTE0bDrq6S8Bz/G8lrlqE1sShqoy6AzPTkFI062tkL5Vr2XY4UV8EuV8dG7Hq4uonDAYd+3oqLg9w8q4CWrh7/kPSs8r3k"
    "JPiQKX1cZuKTLA9tHsaj2OVZWOcunMv5Az69H+OgWnYnlTNbOY4/U8+H4VgkesC6DoZ1OVvOhRWfAM39Du7tL3hPi2e+hVQvRCx3"
    "ILwz63e6W7rKmbDt5R4heQR97GpmR5+VqXj31z1eXlhndxHFWn0Hz7YWrzgKnmcNVrpeX4MlTcAT/5JZi5jPXDsJyONTXwFf4ms9"
    "A6t5Gd7tZ3jNnZD1CcGZiA7uxpN8ozZBMUa9vFRv4xzgItzXQnx/kBSxztAPN3Ea9NPJWGc+nuUAcZOGzhPrgXAYxC5iUdpv7EGp"
    "1k9h9fpJJfb4DWZqDbtwqlTQrqf9zLe4ZyfYRZI5v0iIuohw3nWaaTArxnp2uoi76XtK6P2zJOUjZI+omz+f9VbMnU43ehr1efys"
    "RrM3unlG7J6yB3zgw6G/jPX7BWNyRASwRF/xvcUNu68MV2jSfk2Tvk034elXanV4nL6hl2RW6ctNKnR0ti2s+Ug5Bu9XRW6JFtiH"
    "mdjLEmaNsj6vXestqWkLyykb++bV3mZvIvuM4ylMQNOWsc/YIfmz3DMXEVb5fMef+Lr1foqOdaa1J493XJ+TBPkiHMpgm/4IDfCe"
    "Poz1mB16RP8O3+hkaO4T8LoTodfy2TWyCJ+zAK//SnsHZZDEuK8RxH1cYpI/hUzBM+WJ4F69BpGvxYpPweKuC/eXG/UtvRg+59mQ"
    "CGO++AXvbpWtmYg42/3PCoNDn7xHfVnHHE0Zc24JcmVV4I6W6LPcu0pyXcWIzbAav80hqeWuNJNqPlWc/HA/4VSPh+asICNXezF+"
    "IMM5mp/Rn5NVqlhjrYCGLcEKDWO9v6Q8u0SKncIxdsxY3vwErLyA9bA5kM5SMrMH8o08A71c4vvflEh7Nw1zNXfcqrdmpfLIdBrD"
    "rdmqN+juwQ1ynMyTK7WzdQzABifDW3HzdgsW4udbGctZJp7z2DnH4qPgVfYWRR0DjsvB/MLTJMG6nZOJKAPWE/t4FmdudJEIA9iM"
    "9seyUs2oK7vn6m6xXBehee0zsRMvQC7+Anv/IOyOseV8rWcG5+Kny2GpK/wdSjMWmUmUzmTtoY8H78FOn4MYcy88xdOySPaFDJTp"
    "7bBj1cxab8DTWr3rd0Sw+ZCtOn0leJZr/JUMvZNghQ6GXrtNp4c/auvgZPgeLWVAUBE+Ks/id+7Haubi1c2aGKrI+t2NzXwOLOUf"
    "eJc2Ek2OMxzoQmZkDQNzP7yaN9UQsl9DWl7XD3WgPKs3B9YP29mzcRV6XIvNUUtBFxdjtR+ri/S6Mmv8MCxRitXEsVJNNEnUGxP6"
    "Dg43qdDyK2ly9Rwr5nunKI2N+Yn5rHdYZqlzsJkoPusZ+oj+bYzTqet4a+0ODxLjcbgf7z/Mo2PaeCua8VOVDOm0HHJZQrR6czlU"
    "thBzfgHO3SZ27yWbIfmTyQSzQn8lb3w9wq5hR5N9vQJ2OEEN3cx7GrWcnmD51APxXCdJxITTHjL/OjOFcZzCBnYAGv/1ZNg4e8rx"
    "Yrjlk2EVexOtvot8AF1zjjyHs7gRFsXYTosZT78gu4rxDe0CH2kbsa9lrPFU62ypIh+MdWfN18PhGe8rH6oxLs7j/APTfTfLfniv"
    "3mK43XHY4d7EvTbB5x4gT2L/zoN3s55VxypIT7HPeC3ZySRem9/YQz7W7/Qv8KAe0heJwB4tc2XXXHVIteHUjwQ1+y7/U8dlOGmn"
    "Noc0ayuDGCdYhuwgGcX+gV2lghhPx3ltM0GN1XYdpL4IusX4kJbCQz8C9irA/6r1ESljl9US9k2/win0IfF/Y3xn6z6y3eNVbf7S"
    "UnznBZzQ2WK6w2zM2b53M8L33UDd6J6qAKfiOCocz36zBihSJe6olk9sHO9z4T2niMqbBSndG2do/ImrmX0qhP+wXj+HzF0Ff+Wq"
    "YERQiO9djLjy3/oXPR2vKMbNLyVGzyEBHDtWkrNWJ8GDeAKr/BiSeCb0g9WOXoZnth6/XwZPsZicqZdAQ1v27g/8723ovj0hMXsQ"
    "fVLJWTWDZVfeZOcTFLM6neG+XEKMp/mzPTjtqjTX0xz1YzRB1HkzPLdNulTuoVbuCG+0VvfFfThRrGKdYb+aZWWrOQGlmvY+D7Ga"
    "dWgYE0cHsfNL8xaZTj8esauxIpl/UcDsh2VB8sgXVq0dgkU4q7WINbbqv6kZpui2YAv+XoUnW0J8/Fbs9Zf0xC8W1+sV83Psa6kD"
    "h8hKfQw7cSLeb6FeDc/vYzlTk3Id1rcUtrOUWYtKnMpi2Re7NR1fmSdyrOc37cRcaKhu5mueXi6VOa47Y0wtY0a1tgH2t2muT8/t"
    "2zbW+Gy3u/g565WwD6XMUnVHRGkcP5fA07pSx0E6luqYYAN9d4cn/YHzblwvQj45vtKc3aHQTC285g4hB2WcBfwdn73aZ/xT1Ecf"
    "5/JRLXdgi3SIVuvWj/mqlkNkJPnVPbAP9+o7sFDX4ab1l8ekZXCfngJps4xJF9+FEPg5kXtRqy8n26l9dZY04z1IU4+YHR8mrnbY"
    "h3MBBjB2qOTtLuNaW1GCTCdYHv12op9HMGYq9H5nhvmUmpyddkjZlL+n/TlxtH73G3apumdvDBfQuHd7OyK+r/Abz8k8nPwMaO/L"
    "4cd9S41ZgGdsx9PYjpuaoo0qglZuDrksQ1RrXaFFHplptW2rURrr05HiovACZrLb4fR/pjfTXNTjlyNUrtViqrhC8zPelkXeK0zj"
    "Falc1GWIir45vZtm9JzlU3aWei7OSu7G7zihSo89MhzXRMQEy7Eq417oKwOoh39m5+N43Ear6x2JXesMrRx6NiUl6sdNaH4H8vYD"
    "+2Tawsc0Wz0M93SCXEzWDfVzCYxTZATzxSFv2dnQFVfBl5oIu/g2oiObNGTV2QLOyctyPqNj3r5J/iqzcWcjJrBmOemN8mrrbDoJ"
    "6zhF5IGxPJFN55vEXHeTnI52mNOs79ZaRM6o6yGhecxP7oUYz7roiqC3WtMyZXwMfZiUEptlMX4b4pVS9G+so+tSvNrVm7pLIocb"
    "yOhuHgu+DCsylFke+UUs/3M0bNAmyrDLd9je7C1RHBP6KS+nM6JIaXvPFRCS16AK+u+vjNot615Lb+062UrPvIL1XcsYnoHV95Vu"
    "ZNffSr8tRS8kYiI6hmur8j1XloVoQ0vQRI5i3qEOEmd4glOY1TRvajq1lSFqH5CysAZP9Tae+srgUB2GeOua4Cv4nerRoCGRZslc"
    "fJmFJ5xid0E2l4ewOe+WvX5M/oFoaTrWfo/sEpxPn+pLPU1nwqupoSdfw3yvTXlN8LlqyS6R0Yaz/JI55q3WYlWpPHU16knYgyas"
    "MY9gX34TidDtbXHv49QgKeaa2oth1qv9BFvHW5TFXc34Xsk46z5RPvFayIx1sA6TGO3aVljNPC3mLO4UblxIHqlouvcA3r71egji"
    "r7eY4dxOSWgFrzKfkzdTnNql1LuXSNafTQpfR/PCG7JnrEc0Wj+3qtj/RgvuSX/OvSjFvU2y29Mm0lawyhOnd/AXVg/jvP81eie5"
    "NxyjWsQoa90DN3l0VpW6DtO4Rhz4yojHIu/ntJvMZXUrQFzxgIwIWsC/2YrYx+rv57O2Nhc+h3HErsN7ngzr8Yuch1sHvwHabBl+"
    "9xZ4bqvI+eLQCS47785yd3EzFKZ7HvEY8zDF1B4luEuBr4ukciwmWWKy07x7K9gp5rp/S6BjmshBnLc9Xs4Qxxq8wHP1mrYzfpBV"
    "OhKncxwi5R9wsuvU5kPejEjhNmiSQ5kXyfpO1ozH8GcZbeyJz7KselNqpRIvn+K9BhftuN9s6ye+jpJyHUDdXOF7VSp9ZaGGuYmh"
    "OUxee3HZuQTrOq9xxtsG3EXLu/Ul+mhnk2vjiGtukPqZ84p9t89bQx3ZDJbVeoTz4BN3FWONPI7RcRW0XdxjbtT3jhgr3ExWIS2u"
    "msWumEo1tHxPTgFwKJMeEnovZDtnaDhERCWjSZs3XsIex0qcdwj/pJjdA1niJRz6PU2vYys+pzVseBlnIl2HJ5mEOGYe2dkmcQ5i"
    "6Nl0E7yvWTJLhYzdahrclWGcF7if9CbGo8DnKtuyqpeADb8Gzz00WK/f4A7eCQmcg7irELF4JeNM8/BeEeOEKeUcnXxy9I5iLjZF"
    "S5BiLuYocnP8yXcACyc2hoz9rPdhMbn8jbdgEc7iFvz8XZ0vr8rpOgW2rijXC6G+D7Qld30ldvssIn9m4R1svupv8DXmyt88t3AL"
    "SeV6KAbAXppWGIi7dzX74O+CNdjIyTvv4ZZNh2yvVJvmYXhA68i/WmYhHqwjz9VCeLWG6ngakmYdj0lEC1/Kc/Ku9MNnGi/AwTIF"
    "KxgMr+kJPG13z9ob2dMB7LN39+I6IpVSiLTKeS4lrDavNLYjxNxdm5wnt+o5eJ7JehGk9FbtiPj2acS3K9mN1h+6ZAE+faQslW8h"
    "X48jrnwTMUoP2Oup8hr2oIn0kj9ra36adVwMZ2SnnCRQwju51HOiuhxCgnYvjv3YUzYydlpBfbZM54nx/L0La3AlJOtYeDV9IWlj"
    "cQuKcfdt1uCp8il2ZP9c30PaZ54XY63DfA7JIWscA0BXcXnIfDzBLHkdtrEMZ7lP8Ab8xjfV5ggaL1a0b0lfrRDWUWsQR+8hR9oU"
    "D7V+ztuhk8dihXtw6sS+7MDrh3+voKXqiru9L+K+qdibq/H6hxFDfhZOwDOWyCW4z1uoq8rga8fIg2mW6xfctWHYo1/V8fQ8L52g"
    "nQOxLMpadq2VwCOI+b6lEp/HER9T1KOCXfXSPcV63B71nUtHSKW3CiWsFJ8PLfEeZLAInz8P0eou8j32bSDvYzsZxsi/Ch7PdlYm"
    "Q3ZyWo9OJ69lXT2ygBml5nj1FjEMkGFvRsM3+BFysJu8gFcdzzlZc/R7RCGLsN8ny985jaPK5xQyHv9XSumoIGrctEsxu0HH0Be1"
    "2VKrqMF6kM8l8iiirISd/TDsV6nnEKqDXCSYM6yBvK7V92QTLEYeTqsd7IBNytoAOWy80mXWso4ras4aQyG0nGmtXTgVsJpStMVz"
    "C1n9dYX+hEj7N0jUYvLpTSW/7wjc9zmcqDRAoml2Vhkq1W4+/1UHXdVMqnPTzUJff7W8yHDoHqtzb/N3yViNYzn+Mvf/Fjv0abu4"
    "LuNvQdThVpfzdXtLPU5HfeRyIDNr/X1V60Kimb4mXtbFHZVcTzTPLeMzrtciFhhGltwheMWfIZmfEAMwFJYmuo2p3N+LOX37RllP"
    "79IQWJZvO0/+gMxHnHAdG3S/N6x7pdhz3TA+dD+zqRaD2ddjU8Cs98P46tuS7cpFYyXephneZh2RRFbPMQ/FIW6T7Ld+ldM4kt4D"
    "jDo5rUcn4+d2C9kn6//7XFM5n7a9RJgFyXUUup8V8+89c/XEaHblWMn488xQ8g3lNBh3YTC/P0GqmK+vYS0hQXT4fL1fVhJf0RH2"
    "/xlZoK/rp/ID/SIXbWcgzRlo9DPFTek4S8+GxdsNZ5EHzdZXHpcLoaGtf6mZnI3z6sAOVGM6K6YlMOzHbfIgIseLcEM/gPR+JB1w"
    "wi8jnhwh58tp0AGWSS5mrc5N4CzBV2Oxnm36KuxqFeIz68YsYwS6DKv/Gh7tLbCHp1oXQfCMPqFVYa/gePk3nnSeWj+V4bmn6ZfB"
    "Jtye3ohOq8kLXeYr3rZDTzDrYtPq82VPHRJM0KvhDwwLfsGTnK1PyVH6d70heF6fwX1eCj/pHESg8/QpfP6z+PoUTq1JkOfF+G/O"
    "gpVcy6kFxqe5O++WMWQczQ6eWnoeXdmpG52uOzX71+PY36vkMb0juDc8Rb7SmxARPSwdtVIynlW3QiMmr0OkyOvHI2UJb7w0kAKH"
    "Qjb2TsvlGrYtzq7CgZwBUUcsyHxWB9+SuNb42QFliATy8CT55K+2aHGY2LRJY76+RMc0aSV3yqHQzC/KRP1AnsO+vKanQ1+USJxR"
    "hVVoFsPrtr6n3+EpNJ49vlB/hKa+D3ZrDM71WNh+w4y2kRtZuzK9d764yYZlzOhUERVgOe1DxZBLtYgIf0LsYKiMTZ5TPe6R/koO"
    "xjSxRo3XF8p9JixELNLcI3gMfVnheaNUl0jEO5PVi3Loz2LOvwjJD5ZhHG0//5KTohayayCGE7Fq+AlyHXzJN2GPTieacgl09h/Y"
    "vUI1Fpoz8ZMbZbhcJ3+Fvb0dp3kinu5VfQE7U04M1jZG5KvwjnV6Lyz/+VLCmlySNzfSubt4dFCa/EUJRCCOKa3Goz4T0KLW6V3M"
    "qeeV7IK3zO9iWukEJ4ofwtMOtdrPZzY+myeJE7I+VpvtVUM03C+sgSZ9TGz1hCR5ZU2abpdjsL7m4tA4x0raV/+n8XMaYyadA3+w"
    "G27/69AZqyERnaFnJ8h75BaIwzfJshOuklWfNPtry/Rfco8+AO9/BPzZvtjZFKQ2hd21foOhUl/BzhIdEfIpN5A1wHg1myOqyycu"
    "/nKxbrimNr9PZgfWL9RRegb/1GnhdypBe2ajq3Qj5aEN505Zxsr0W8hc3kzGm9a1XUF2OMMo18+RuFHr2Ts+kgrufoKSOkNq2CWV"
    "Yj9EMWOIcWIcMWPEJsW2hQbZCn8ij1zNe5MBLPS2scZbu3KeZIaz6eNchXWSXEUml8Y48JbpGXj2JcwRWr9YM3xnAV55kszWi+Vi"
    "XYN4ZDd5Wf+KT10ol0BTWwQ+U4bge4ux4svhA1vM/SykfXfs3eGwaSPZfVxDfEUtuZ7+LOlwBiT6i/DvsHrWJX6cXBnsijjHpkac"
    "Bn2/jre1ucfdmTydB0+uD/xvq5l0wGrmwHOuIgvD9TIaMccySPlv2iRYAW/qLcQHozRfDhPj6nNzTtzcYZulfRUlJskqXDNyYZmd"
    "s75wq04Ze0Sl1jDGb896pptE1V8+w57YvCjbWYf3t/u1q0er20TiSvqBy3C/KlnFSOt4Yl/y8VR3esaCBKuRxjTRFB5lJbua7hQ3"
    "KXALrJRlK36GvjmMU7HHQ5NtYe23l3SWTditqCsgTpayYnpxVWS7n+BRbFUereD80VL2VhqC/EFxk+nL2RUWzUuPM2Iv8lFyJfXp"
    "FZ5Tqa1EEUiz3Fx5Zb0t7vOcWbVObcOPd6THMtKzFtR5r07JTFHn50+0zrEHL8PdcPmybsFL8Az2x7l+pvfqV9DOh8pViIne072C"
    "P7Qb/IfFshm25BLsRlPz46Ehx3oWesMYFNETtRqV5UZOki5SnGOoFTH0QpLzN/cQN7vP0IWGHbRJHG+IaeNvyHxdQkvp+qe+1Fsh"
    "VWEuY1bHZ3Zfb4UmjJFVva2EDbzDiBexMVuyCZHZA1iDxdDfkzkqg6f9gjtueJNSZr3N9s/Ev27mlMfOjLGS3psb6rHkNTyzDuKm"
    "RjkGGPNSzuG0N0NMmCbZyhMmE78Y4mkdbHQBJKwZp/8mOG9qd2gDq0hY50dPCXPzpfL9pM8oZ1j/LI5v3/7eiE9/ELp1KO779fDV"
    "xkFi39Nb9RWxTGYez8PQu5a5z4fv+rDYmRvD00lylxiu/kHyABfhtv6AUzLcZDfekfH4rVdwCs+KzWt5SCeL5XjL9XascYa+Q0ai"
    "d2SlvMFJMwt4Pwt5t1Ieay1ynnTj3Spj1qhaDc08UvZgf3d0RtncM6XJbzVeUr7GVkPOgxT18RFyLrNNCdzJGtaQfsE6DAlT4Pnu"
    "LaPQz1fs9mCOqYIc1+PFMVmXE3H/G6xWmc5iFcz4jNzp2Y21WU23QS/9qLdIKte16+5PKe9o2p/A7rn7GPpYapHehGjvIPhcaezs"
    "AjIN9wqOgXdajTioijWDDHuFLxBDzdk87xZyoOey3g2xZprcfYvVZmBPgZfWAt6bMXm+gt+4Rfrj6ZciZmy8Bma8LOWwK1b92wO7"
    "aBq1jCwyrjKxgM9xkqQ0Yl137G3GZBV1lobeCkcsfk2oSZtT0vanD2tcjLNhFU+QQzmlZzM5frpDpmJEGadzcU8B/z5W1GPk/neu"
    "0yEgu0nG95e4WaMmOQfjdw6RhJ9HovSPrT8+DX9xIp7CoqNqMjCVqOFcNpGpJuaZq1xOo4xf1cJmWRaha242a8LPncrQy+gtjlcj"
    "ro+K40w3ZrwiRqCvwcv5jvmDoZxfMBufvEZnwAq8D+2Qr69jH0yPj4CHuJI8i5vJAlei9zCv3JL32rTvFlZFbQ/GsMpezVz2MeTn"
    "jtMuFnrseRreZYo9aP+ErS2GDNl02Mf0UhmFs7pYPtbP/JRPx/52rRQxu1FL/psDpJx94mnPwlrpES/Z3KRA46eO57ARlr0fJdZT"
    "aDX0VmSijpObpIaxhlU5H1XLVs7QLfzuaMR4PYLLoF9aywb2Deb5fP58PV6sWrhRX4NeagZ/YyN+dghW1oMzQU1D7oM9KfV2IZPz"
    "/06RS/RFolQflIfst/RhzZMp8jv0/2Z1eZcq5llcXHabfKovSjF7RS8T991SYr3zcH8NO6s+5x9l0B2T6snyBvboCUjCLPz7WX1O"
    "TMcsgE04gFjuufCTrKMoCe3/I/Tpn70W2EWiGyNSn0VtWKVuncN62neOwc4kmG8oZwazr1gv0RK1+XaG4DuH1aT1aijUUtzKl+nX"
    "5/H+WZ0hy3jFeGfHknVskKR9nSSkr5DSvag7DDNibBJt2AtsMfhgoiyNTWIUuULqrWfoa0W1ehUi3H8xV1VMdoByXSZV1HHRzLgi"
    "zyronnov+kWrsZqAnEQprPQ4+X98XQWcVVX33XdoBAWlQUoBi1SMD1AEFbDws7tbsbsTAxULFcUuFEVUTAREBZHuHmp6mK7Xb//X"
    "Xue8N8P3dxh/wjDz3n33nrPP7r3WFkQ55hVZnmWZGjLIJlx7BaLxkyEt7+Onubi+cSiVEMWiUA8PtpPzKMJZtBirUYdLhNnHFsSn"
    "7ysuk5DqPLCpY0OmKNHRVpnX8fCx35BW+NRJeO6u8gr+v4roBKa3LGpx/B9refZb+e4mJYODejyDhH7BbqwDZB1lV8ikWISTOw5X"
    "GizDgtGQrkbwb67FLp4m9+mNOsBYunUGduxMrNQu+NcWpZ+K50+o4VJsQKxbBc3RH75CvpZBihZBl/+sv3GiYxqzlifC78jE9yNh"
    "od/BivSBJxthh0uY+LkfMVeTw7muiD9VJcyJh4iL9zSe4TroxVOIsWzd3XNwdUNS74W9uEgaer8z7NH0Qj6zVwg/uMb3rSeY2ynj"
    "DFIRbMuGYIl+jCt/Tf90G+5uBfZnGvRSd5xyqwCsxVM/gmdeBavULLDZjjY4K/sSWe9daNYVWM2X9Blih7RlZ42bYjb+hSOI3Tgf"
    "PzsD8cpCTiyXwqu1yQfzQYRTUGXQ6LUegJv5GQgdMTCwLHkfORfP9zFW8Evcw7XwJ4zDy8URLuLfgr83Exd5La88lH0qJVghy5Gv"
    "JJpCfWjAVbDOU3H+38DqTYGE/YWrNc54Xz+jV9BREhpPc5FEqX0GyCgZgFdb1mSybsGd/UdC0J8XakO1nFiYNRTLMRUxf1upJ0rK"
    "c8wg74Pz4XoypkroZ5CX5fotrIdVvYsRT+VgLy5M+/n/5vMVU2Z20c9axyzZcZwpT+4BScB82mc4ExMnus0u9idZVPWHdAyS0gcn"
    "aigk8jroEstcTdDX1abOrPPOOAXLWTdzuKfGv/eY/EKUgXJOA1l02wi+9Z3SUyrqMJel8sxupzpi1croGZbyKauxSuXsjWgq2UQ3"
    "vRBPsZ622LohxrCH70OcJ2NHT+o2mQEP0npsn5Fz5A72eL4HT/Qd/OtaxPg99BY9W2pnk4ppFWw2KZ/ICbYjhp1dxmfpKmbvtlLu"
    "u8AqjcRrM/HcH8hPkMgR0A7P4tlnJufC/q3Sp4MMfVznJp+UT4NXcF/L8LS/Q2ttxHluSh4GO4GdWKnYzmxdjL04Efa2WBfJCq2A"
    "XnkPGuUcrJUxN70SvAvpWcK8n2Wrlmulx66MskelVO8gcsNN4vC6nHdm2n+z1vZR7J4Jd9mExtQRjpPN+QFR2INK8r2eDJ/N5jXf"
    "wp02kY1yjXSR43UK5LFjukbgrEBXj63TRqZiXU1H3W74jXiSk3SitAwulixpEDSRuTh77+OkPSof4RlW6tvQIBE1JKAaj7EXYaW9"
    "xlfklEwX9tVaxGfY48y5V3HXhJOoIWb/x9IzzWec1d3n/aPef7Mn/JHek7EsnE5blEM0qVLdSG/FkMvCukmul7sYV8zBjuzUMyFj"
    "y5kxOUpukHHQoB3wJH/B3tfPSPYYYlHHkVLGuO9JcewzW/HfzWJeaQGnIMK029uIixNln1WCunisz/U5rtpM/Hs7PJ0tzPlZ/9hq"
    "3N/P0Kj1s+JYz1IH2s0a+nNbqZPGEjeqBvds+ZMinv0K5h5MQxov8tdY5Uk4lRvghR1HhPbZePq7oE/NuzhVmtJnM32ZT44Mxyob"
    "5+mpwa49J9a34dAWrRZ4glh0o9wrJedPApbPmCWOkAR1QgFRozbocJyqcnx6LzlSWrJqt4P8Deuonx0OZsZuvX7u71JIUjGf1/bc"
    "bGCI+Ytq/iSW9sJ6+26XBPchl/dotWvj/7VuosliiBP99G1pDo9sCzNQc8WQeD6G/blazXaX+LjD2YNjfb7AadAR4rSt/bld3Zmq"
    "X8PWn3O4WXK87+bYel1WxnLFg/UueGN/wEYOavAm7nkKLNBsY2KQEl8PUshqjWefHilXIhrJ4USUzVfM4ZSoIayvwzuPCjZwDtkx"
    "Wuzje2kNH+AwnpamjLdqZ4acP9kxWKDHyByszHhIbZtgMS3p53offncBe/VTfA7VnkHC7OIbzDuUIQJYSMwl45W3/ru/cB/3ibCX"
    "az40gZvA+Rnnr0xv1d7Bal2Kp2gvxp8xALb8IZ7dzdAmx7HvqRF+U0m0/7BWp7klevpKWrVHgKxFvqqtsrX2GsUwcpuzkyIGDW8+"
    "bUs5XlwUchCe0/q+eor9tBRnOEbO2hjrgKaDF3F6eDruZCLec6EkWP9x9QeLrC+WNVi5Unr2W/Ckxpn+hDyOFfgBV7Y8ykqsw1Py"
    "CixGPk+iQ6t9iJhQJ8k4nPGWMg87vlMnyGzs4J/6oi7Bz3ciNokxw1rNSl8lEVfWMgviKiYhPtPpOEeGUZmLtV7u+60raGWOlmrW"
    "hd7AdU/CPYWYN2lKz97sbWfsVQ5edQrnVEo4l2Cn/WoxbLA2iOEvJfeQzQRUkcXcnadF+iSiwPe4PgfLNGjEtVjJi8lBYZ3p7Ynh"
    "4HhRB3NuZH1a/kvS1ilD2vF8z4W+s2p3pA5ebSF3chw/cQdXuoD4ezYdF2fm/WIxTLQqIt1bt3N7okU4u+HQF6o4KZDw/JuWeWvO"
    "zGac3UAR1uSt8pXPnvkDiQRTSOajNzghVUIUT4flurCOTT1CnDUaScQQ57PVsEvbvKhLxHzdf/QcVpR+w2daF213+E0/yHL4cgdx"
    "Jvdd/RH7MQ/ndKeeJeM5DxHyjMudxflHNbQs9WdKVjB77ZCZEmoduknKhKHe95OoZ9Hd7DmKjDk4voeaXj/o40WIq/LI13WYvM4e"
    "4Ah8paM5Z5GqdqYyYJYHGiOn4XcLeX+VrEGFmd023ueYn92qZA6znHX2MZy7GcVuiRTist3/Cs441o+IvB+8f2PdyID2dGzdRdAh"
    "ZZD8ut57szqVf5fpTiEeOs/5aI9yeiBiym6BzV7/Cv3WApZoE/TR/dgp6zUeBo/MPc2pnB/5GFbrcbkrY0IwTW9GXPMavM9Jej7i"
    "F8sIHK236bXwf96CXvs1YzLW7DOc4Gchkx2D+tkTC7hSP9AbyvY88nuJdViZVzaFaAUhdb5RNe3uLE31cjTzWdFaJOEwbHYNVifJ"
    "d22C1rA6YgV0w1nyGvydf6jxWsPTPgq69Fzs6SeQQ+s+rMG5fEYzMvIQ1Vmm6G/smyGQ9JHR/Iw4rXwFzrBlg19jTipGTDvXRWoT"
    "zfnwghK08CMk7meWa7FhStL4YSF22LfiDEGEjBcxVrVtiqWdhJn5trrMY5Ik90uQnmeo5UyzfW25GxdGara2ocTT87Tq+xfV10FM"
    "X87jWSjHSp1OzvcYpKX+kxXzclODXc71UXKM9aGWWJsZWo0TO1Vf0MeCs6F39peLGAd/iRVYReYomwy3zm3zDXdCi/T2Pc6ud76z"
    "R4UJI1pI4tx3IkP3LdjDbfqTvoSosz++P9CjaVzK2tB838G0Gvs7A1rlW85R3ijzNV8ekGdgMy6EDl/NGN665W6UHawtTpA48Zx7"
    "iKs51PCEGhOp8YYdg+cu8lgn1kVtk1eOncrQnLdS35pEtpenZB0R//PYG94Cu76/7yFLed62C6fCpr7LufAleKIFYjWA8/BJs+Ax"
    "ZtH7TdLOGFKT0+luNrutJDwCXa2WEXkdGq2AUyWGQLQed1GKU7aYLEH1+VXfYAcvww6thhYbJ33g0WZDs32ONU14rm7TluOYCY8R"
    "eagQsngM5LuYeEofy806U59CTFmF+KH+yPUsznvH0/24bnbIsmmtA+sT2AAZs6mvRbCHCp0wC1Y27rHKzGc9mlNISeama3T3yZa6"
    "80Yb9H65JeNKrNcOnOTHkoFcrmvl2+Tj8iiu87LukBvhpQ1ENPy7fqFfyofynXwCCZkhVwTGw/utjoTHMFhOgQfTIDBkOYt/IuSX"
    "K4fmPoO56jVYpSxo2W7Mf53NOfklWJGhiEkbIaouY+dsyt+zeCaABBhv5TJIYZisbBl+Oi+QcyFD+2LXF8LbbyTGyWFYj0/jCUKe"
    "f72J1FpnN3tdxprNy9jr57SIOF8hPYS996XsfnZ84LU4DDGfq4kwozKCswR24qLM85V5/eO6bhLcZ6cP+kvMdzHUIpgP59y9daMP"
    "k2ga1byQNZ5kegKktpYY16TvnnT+e9Pd+D6c56/E6LkG0bJlSvdmjGb8Y7ns9HHed6WmNHmEfZqG1d1SjGnHkOMqdSbzcjvhs+aw"
    "Fp1gj0KcPSy2jleJzZQcDD/zKu2rhh7ztE4KustT0AVNgks9J2GKtVs9q4k9x1Axb+MRaYXTOlsvly/0Efz0fDGpbSRxj7tt8cgw"
    "ceemK/ECZ+MzQowwlus32O3WcgWsyxas/1EyBd5xBs7f4fAixso06MdtezinSepEtxO9PI6OsvY7A9FpHj77+2Aee/dXQ7cNgz2b"
    "Qb08llnFUticuMeLnMf5c0OxDrNPLp9RcgfYl2VE83Odjps0hU+VZEVCOV3jMsshYqVsYbV+DvkvXR6lXzonqDgdzpo4vKhF6d0O"
    "Y63t62GcvlE4WYaN0hH6vD/O0psymfhhrmNmL4+cJjLIM64kiCtXQlmsoV0bInkePyggv4X1GTtW4nL6AX3Eeoz/K8bHU0z2xzyc"
    "/SbSAjFIhd4mYWZULGv+G2OvVXi6G3kHjn+7Mp0zOgqnf394A79jLdfAh18KDdiM6DA2gWxnylBtaojh6vAgjc2uQivoYzitl8N1"
    "K4OHaIxyfcUsYza1u/UaNYX23Ar78x4sev0ZjHPlZUjZD3jXeuimI2AlWsrvenXwOe79H8Rm+2GtmovxiZvXbGhw50oVI6FCdhd2"
    "pvd6Fq61tk6eKskI0fRGV3F5sSz4X3m4djvJ8R10hhbXFNppHeLtJvK5voqdvBFx1GzpLe9jJztAEgwTxOxotce8rKYHW+Z7e01+"
    "BzGTG+VzxbmfTkMV6IXpalAP+Qp78CisoM2xzIREr4SPaCySXeRUmQT9musZsF0k4fqFrDeoI2uFLSBTqxkf5KhN9mdCDn5KTtV3"
    "8Mqf9OHgQR0fDJCxiKXHEHF4KO5iLmfQsnAGzLf6GZZgi3aGfr0Y69Yc0WBfrODXwU/ymd4EPTOLe50g2sg2+pCOQb4Ip/gVvPMg"
    "RAPP6j4yWQ4JusiLMhGxX0OZJ7+p1bTaww5Y79gyZnCysEp3SQ3rPDWMAI1Ragj8jDWQicOJhOt6nN0UUgVtoiF+19Bfr4K1Kqev"
    "UKMXiIsP2vnu2ZhnF3Bf7qzvB+m6Wsx7bYL76CrGIniubpZBemzQTi/FLt+NE/KMjgmMCyIXa16qn+KcvimG/Wf1IcOqbQgbN0/e"
    "x1rb5PHF8qB2D4bIJ1KQvIy4WdnwlRryvP+N1dkFmTaU8iL4ZTFiNBgC+rOUc4cKdre+Jm9zevl7zcAOvavXBNHkhzJ4D4jiFumf"
    "KttYp+pEFvZDpYssVWMvawj//W7c+VmQzELsSBbizKs9p3cKSzzqT5mtUXeciLmcta/WK4MFWJO5zM58xXjjJUiWTYfeoKOD2ThD"
    "FYhoGsk5OKsToNm7QdqSOGXz8IyniKEpTYM+OsLPSpgVyWCOay17Lp/Byc/CKV6h98LiLyTncT/5SN4Rhx8Sw6t2IFI7EJ/ShUjg"
    "+bCHNve9lPmGbG2O+8vFCV+INV4Kbd9MMrEbGzj5/Ih0wJ7+So1rfdIHs+/G4Yy73OsGWE1DhD9GDNnIdLjx92zU46EVn4Fd2ke2"
    "4mqGy/2gXo+dm4WnuQtSOomYAzl45wZmSfuwA0h1NOOFQyTG2KwNrIBluyeR4+D/fwW74WfXenEN0/jGNhVxujgNsZgxfXda2P/i"
    "vL4UWMRgvf0/YjV+0anJm+CBluoXsjcZIHJwvi+UN/Gn4UuYh76FiNqWkYmwrltFpESzYW1h1c9kvijEzoioToQkDZSPsL/GYWwz"
    "Dk9BGx4h02UeNNB6aKRL9PqM9/DJzRFdL4HGXYbY9hFcowHr59uYM+xHm+1YhNuLi8fDnt3VeDNTsyXWA9OdvVKF0Jul7LJzXTmV"
    "rF7G0sw6cc5FxKi/DeE0RA+lh0gaGd/51S2lBzN4DgGvyjM21tASdKNsFXDGK0EbWUytbpr6cdx9nu9f3cmqQV/4/7P0bezyvVIh"
    "30JC7pCb9HPc/bfwXQoYd+7Ak2ezIrlcnyRLZyWkvgiv7exRBVsR63AXo9aE9/qLvA84jJ7CddCBhtu8N/ztK7CKI7BjV+F9E4NG"
    "5CUo45O6HLF6/rJLIaFnQV5vgTYtlSuwAxugVe6XwWKZwgsYo1Z7nnrL5jmrvwa6rGPGFs7YbVSbPZ0O22KZy+fJyhbilOJ0aDhj"
    "Xw1D4hdCihxXympxaHIN4Kc4/VmDFWwqcY8K4ToKbDfWQxdW6QOQrcGQ0yZBDu3/CHgIUTxVK+iyLC2RcxHpvaXPY9UMKcyQpduL"
    "1qlRqu8vukoOle9xvgfKS3jSJ2FR7maVNol174+orYgW1qpbhvKzk5MMneVGaStF7BezfdpBX9pyoevYGWgVon7QGlYrM59gISz6"
    "nrDTByJitt6ihtKCbGLV7MmwTp5mkIMJOG0b4OU2gbYNoL9WYM2ilMDTPSqB87zzacP2k2+JRV5N3llDz9kfJ2uVXsIMQ3dxvfAu"
    "W1LFSO8C+ES2Gxni+rQTOCnVjAALtW7Xm+m3lmkElio+s8M0jfo52KH8jPr9a017EkpkELNcrfkqYzku5DxdNaK/kJptGEpsFsd6"
    "vS89W6ftUljt2ThTK+UxrN23xoIejNLb4DcshuUbIsvge3bBDg2DhOyAxtwGqVtDVjbTcuexb7Ca/04yI5yoE0tXpqeQrIPSoUxU"
    "+PyN63g8E++f71+fIE+Vs3hNsJIus3Q951hL/XxXmFYwl32bG5lXVEQkjm0uzk7Ng9hPMpl17wQxBm2WshfjKutYbFtHm6dwgu0n"
    "ldAWIXocMfrsoyVJLKMO8jz280M5nVM/hpNnfEWDYP8Mo38fzwIVI3O6y47l+V38XzZVl7XMgw5qHOyCFoqQS7CMc4UR+hipjpUI"
    "PLIUV7FFJHvpdTpIP8l4Aff4SBCHth8j/TSZvIZWx03FV2Evwl4mYuoysE387OLu6BpH+jl0l69KcoeiRCwsZB9ShecbL2dfw0G0"
    "yMt1g3xJZMpFugISYXWIr3AWPsA5Ni67E9nddC41s1ncUq5kJq7xH2aCtuMUv8vIJYSYYS32o4iZ7791HK1cb/lZb5a/ieqdj5jv"
    "fTzBpZqQMXjd0dA7e0MyDqDfaB2f7RE9baWf3gd/V3vMbZdttO8elBJmMg7F7k2U8eQcbSYX6Xc6g9PKh+D8T0ac9jNe3x67+qR+"
    "Al/umuBeHQsd2xt2qR3i3hz4Jx/LP5xOyNbLcAcnSaXPYsW8fXR9HvdzgjOXtStX/Y0SU9cyyJ/IvfAVZ8EfaQV/ZZreLhP0bERE"
    "mdqfEvY49JLVqRzWnTGl/cJ+uc3cVVsvy5J1k6+x5rfLSFjhLPa1foPYbhLs/IO4bmdOv7m8RQ2lL4oz6+atG5Oxu8SjCjYQ19PR"
    "gJJhXe6VvsYRZxdRklFrETxQm5jqSKawEeyf+AK7v4Cd/M5Lb04sNtPDozjN8yr0xUOwTvshfmgSvMX8aSN5Sj+Aji7kroSIgD4T"
    "P80h9uvxxvTkURvyPRO89buXwzKMFfPJO+G3f2C/7sb6lcHWTdYbJMWjciGlQWnp3LRFXN/CZ1zFLpsij1d0CvOiDxIF5mSsoHVL"
    "bsWujIGlypTDiFBpfDllvp8sypx2qu+uq8Q9jlDtXL5NdOWSbT5G76y9mN0/AXczHetyg1i/ubAvNddjl1hN7BWs5MFYp4+1iCxm"
    "cVq7pcy1HSHd2Gkb89OhMWbjEkTVruBzHS/GTL3a8zn3k8ZELAgzX1TbE+zQe+5EhHQ49rwSfkMVpN6QNi379w90VycpYDRWjjW1"
    "7g7jZrWa2M/YmWaSx572LNh5Q7arhETZTkWJ0dgUnxMibosxDRsv+S9E9WyHM2R9adbV+InukCW4C0NY2UvWQRNkEx90O/ZolBh3"
    "1GWQ/1X0UapxdxfJTuyiZQZ3wO6UEYPAKq/nQcptItHqbJvw3zbcU4Vuwx2tJlbcFkjaOKzAb/oMpMS4hB/GmhtuzxqswlI9CJH4"
    "r9jxdcScexmnbykin6n6JnPLA+Q13NEWThtuxRV/x+d/j3veh/Moo/FdFvNN9jkCG2M9hXHv4TjNuLekmADr+81pWIdyZrkixIGr"
    "Zh/ERDJ5XYN1y6U3UMXOP8sf5HCWIBureoA8zZmfsN4jNgV/JLu7w1rmuTncPO3x4nqkjYtgGKLYtbBsp0Kn3QP//y888V94zZy0"
    "FTYmiH1Zk3ATsV3T9ZaWPuvpMKHLdTtZX62T4gn2YR+G02x5JqWFOtNbzXxqPZcnbqB/QqZ+0e8QuUwS45B/HzFwTG+GZTw+OEZC"
    "cpReDH1biPuckeyWMVCnJOuvy8zQ8+V3nBOzih3kNujerdjlDTjT9U9pHy3LERnthTWcgCjrMUMK1cuhpQ4Mhorr+r4nndsVmQzr"
    "m8IYN6zNWrYL9ae1G2cOKunVWK7tPnYYhjWUfFx+gb49QSzS/hGfO1Urgh9hwV6G/p2nWcw1dpa+OH+GCveoPAbZWig3QY/+ghW9"
    "HHLVFN5Jf3lEr9wDS/BVEvEYE6UeSUiJt2Enczh013zc/5X4rogznRWQ2Hck1eFR69c4H7Ej+7/ilJsiTsqZ1/WShKlLaiB5yXT/"
    "fsJjahku6SDZQX+7C3GNMhBffoR1HS3mVV7B+l57qfAIQcWedSiPOvdDjyxRwJzyJurAVB96krnyFIaG2aTu7BpxXLKPIrYKMU9v"
    "HV2DoSnmw3ZYHvNCWGOzIS+qsRpuIPtjDVElzEL+imv8yb6HSt9ro77bZoSvfLtKa8Jn9S367M98fWwP73kPWt4wVI5BvADfh/nU"
    "tfqAZLFqULtbHer4Vo04L2DopIZsdByzqXHqzCzmIKzP4U/4rBfAE7JM4VPYuWI+u52lAt8/+ACr0pYX/C+ebyXzYNb585ok6csu"
    "1U6BIaIegBN3DTRKDnylAB7Zd/qKz0fuJ/F0FT/p6w/1x0wT5Avoq/VYd8OJvRB3brh/T+Ak1n9Oe0Iv5DOKa09/Isn4ZzvtZzZj"
    "NYdGO4edS9V6tRjm5smSyt4Ku3SczGWx1y+FUODwc0xGbpHVRIc6jJFQBTEfpjLWul8idRCWbpD8dE54C7wql4UvpR213M5Q9raE"
    "iKC7t1VipR8iv3nY1Q548h9h+6xvYiE72dTneV2cfBDReltDv+VCcufpYFYLM7ELt0ih77Qupacw2vMPKHV1BDrK5ZAto1LMKaMa"
    "Yug+rZ9BT30Gj+2ojFE6ENp+ob6t58GXy4PcKL22ckjdQLE73gY5yPGnI0GZdVhiZvmj5KzYU3S4Bu8zpoP9JVXtTrKDZSf+7kZk"
    "tjC0teGW9MRnLoefaBMF1vlriLtbtQn1oDESXyU3YBXW4x5PkjmwuYXwni6H3X9JP8L6vYTd26SfQsKna68GOZDwufh5C20fvA9Z"
    "HSsfybnBU8mLEUW9LNnJU/BZB+IKLei9VHkrure4ucX3Vep0idjXTR6rMOKxEV3UeaTH/LDKW6mf/XHTMRcRR62IfB/bsKbns4/P"
    "OpssQ36F/MkoNMzzEPE+nTALXQKbr/S6RxGdbxetXCX30zIE98mHen/yG2jDATpe79HrGk5PThGiXTGTl8NayUbK7H7wpTZ51NkW"
    "9O2yeI+WTb+Pe3sA54ajrKf8Iyt57wXE3B4lhtTsMB2PxnNOw9Ocyyqdsbrn+5MdrlMJqV8OrpIFjE07+Hqnm3Wt4RRIMTvHrC9j"
    "LT75Vz9b0sl7MDv4OcMl4iN4O+Wvw484A0/zHs7Kq5CX1jJdlussnIt75CTObR8LuTH+wJ+w1n/jVfPg0dwjhqKyLzV9jJo7z3Nm"
    "uq4sw7zpKIv1C+zT4bjGUuL+hGFnnZdc7SfcTQuM0HH6JaR3GXy8+/Xr4G15A/HT4zJEpkOKbtAboTPe1AX49KXBO9ipzpJJLnrH"
    "HFZJLR6hzrkImryx2ORpNiMeEVv3KmJVVfuupSPEVX6upJc3hSgb9fdXlRNpyrTBW0RqK+ZVNuNdO5j5j7CCXcRodZUY9ms2ZaXK"
    "5zKv5omo4GxahWZ45kz1k46uk3g0ZPpmWQTP4wec71zIdJ4ugz40vI8/iKq+F+Ods+gfbuaO7yLe9GNyhXTg2djJvgybh0zxxziu"
    "ptrM9jBqhWmw+WPkDpz+VYgdlkADZMFryJBr5FrOhthMcU9ELp8glr8V1z4X11zBu2wp8fSkhj31I1IXb9C4XqMewyFBf7SIvXtW"
    "S+pES9UV+qAQ0UorqfG9bZ2lEZF8QuwaCqczTG1F0zgsEc/F7mpSHSSfZ+go4jaV04KZbxYhRvlG/Zwz/1Z7LsFKhOD9r9FFnBuw"
    "CtCb8IymsKO5vqvtxLrfjGj2b1zrZnzugfBXbA73LKxMWzkjiNOXts6aP/Q1rF9XmeGR8x1mfF3OiU57qJ9eiYjyT0RWd8NWdZLv"
    "oG2vkzkyCdLoTvMgrx/DftYuwW6TStaJw9gh6/lpxBy62fxSPUcSfuJcWfdU8nUfjScxDyVTP1Or0C5g3+rB8iN0ouHeJIkaG/Hs"
    "9s5bLiaHWrnnrChK49ibRtuET7MJiVzW3k32j4d+yGeWLMV8UUOfrdpr9bbUvRFErzFmJyv8/F6CHv9R5Ja1uY1NODf7BUXwi34l"
    "olCFnw6wNVtLuTiVWU3r171aXESfz+78YqxfA/x3EGe1LR5q5fNfSebeyvQ2mRDM1Od1jtyJdS1GLLFJ3oSvVpBoSLTdMPRUbfRR"
    "RE6hgfDCKll724XVGy5WrWkNq5ND/y2H++r0imMoq9S1fp+bQr4d56udOZcpzYQVnSAv6wu48pFiePMCO7sSfkwpdQdWg/FyNX4T"
    "ImbCVkZm9pyPeFwzywAuo/UQ4qLu5f2EZLrfMq6TcZr7IibuGmTinLWXj4kLvZSyV19/fGNmFwoZIwSsEHalF2HnspPE09gX2bSX"
    "JondZQQ01SbIsOFUlxIdZB+9C/7Pi77iolrryXXyteAX5Smcme8Y6VqFO4x93k7dmurCKUvnbPuLQ1jKSjPZ2ddQScW91d4zSDJm"
    "LvK+mur3WMuh8jCsxq9E5lhJRO7XER0eSabS/aSN7A9fp4ncghP+hE6Vi7Hnx+Fu1uHTh3Di40U+01p4T9n00s7GzmQSXeZQ+Qu6"
    "wzi7rBoZ8/nsFBpWJ0nleGdpl6CdntTgefhL2/VMWKFH4cM/JFuSOexltpP8N3zzMP2JauxQN0l6Pou475GP0pOxlftI38H9hVhD"
    "3EoejiJI+fOymb23hmhewVzuTmYSfsPp3eIj38ZSy/soZJNxFbqEz7qnZtkGs65pVbLe5K0b5DnijdG6gbh8pfpecMcQeZNkU+fb"
    "nUS9DTD5HOKR0Ky3u4qZ2pg+B7/ctEVbySV3VoGuleGwd1vwqgMReeeTe3Er/fMqctQ6hCilNxvy80QHySzPMWwo5kfxitblej0+"
    "M0vvlQuxq9/72e8l2PnzeR4OIyZACjcj5q3TMrwnn9MlcfoQbq6rKbGSLbvdgzn6xeQsOA2fdJZ8rWGPzK6QAIf20oO+W1z3CbYm"
    "94ZOHQlP+GB5mowOZ+mf8g3OSffgBXqPlhFrJcZukCEPIf7tBv+3G/yZBeRyMpTVoUEjoi63Equ+mnc0nIjVFjM2EZPx5rii4V+a"
    "9VqPPdsP73ofHuTxkIGJxF1Zo7/Da3lfXjfmDshqGJZvDFa/Pbvs8jnHZF2V1q1lctGKWdKUPmjpT1cZUbFjnGu/nV2AcV4tC95r"
    "GT7BJlwu0yENFsD+bYFV/FJnw7rcgCjjIrz6R/0Cn/qT7pKl8rg+B030tc7Qsfj3C3qJnKAPYE+e03bBRj0yWCiLYKezILPrIEc2"
    "rXoXLPWNrOon/Lz3WaygxX0VpX6PuIwspr9zGs0mK8rIbJBg1caxCbjuYetVWSnGNfYPWUlq6mRXavEGl0FaXyO3Ygk8+g36F64S"
    "BLPV8GpsGu0x6IIL4K3OJGqaVQzX7qHffzs987ivdFlnVhxRuMOGaYH9sc6mc2ALK9gB4PhIFDY+kFQvvn21Sddjwz5mSk2ux4mU"
    "Y+94Hc+6HOu8gwiLW3UfmQr9m+tZflz9qL+4LpXe+NxM/UQ2QTeNEUMQcwhf0+F32vxzMefdHbOm4erZFJJhz56VZo8V6ZxGUitQ"
    "x/hWX0xrk/HtpZmUkhMkk0hyCWrnMkjzWTKIPsd27QsNbdqjkLyY5Zy+TRIZ/GxWO3pCHy3F342kEetXNtfbnt0LxnRYwCkbq1i9"
    "Tfa4/eHJlkCHGVPYyfBWnT48SeLU7OavLWV/ey8yiP5NTZegB3M2ZyirvPcW4tOY1I1l1bJGf9Fz9XN9GR7CQzou4xVyI75HrWIW"
    "OO7xkB0KpMuoVhNfwfUyF3j8spsk6rsMU9XVKuId1HbXGn5nwkuns3cB9aPhrX+PVbLq9anw5FpwwrMZnjSQM6VRcJ92bnAl7vAy"
    "POkcSMJTerWeBBm17vR92ZPSmNhaIbLvrMJvIv7MtaD01lYetiHSv0COlJ54zx/yJGxYW+lr3Unyln4QjIJtLYTXepW8At/yS6zy"
    "LVhHm/HbR6p9dbTao7KME+OP6AAPrAOxb/cRVz06iVyZ9fdXRYj/Mh1PafxcO3Ea48SfLvXISf/1qGcpxNHtRFt7TFoHa8mF/I9W"
    "Jb/W8fCyT4VnYEgWWZBymw06Us6S67BuA+QnyLZqH56Naj97UsXp78hufBK1X27aMeKZP9Wz+RnKZCDOO72Qkd/3fmeNW66zn/5w"
    "PS6uV8nxeFp+4eh/7UdyX5v1XVi4tsxEbiMHiSHPVbE36ROsTDb5x4vwZA7xMZNX3ksapFlhUv3Xbg7yN5yho9inXMGzWMnpkxxm"
    "j+0k38buniU+filn5s3k3lCrayBRhqN2vljktBrf34sIP4sMjc9IRKyvawX0vPWYT9QRxOG2bo0kzlsW3mvZkf+/kqmvCKxBEc9K"
    "OU6xVbKMWTCfXFOB7+x1iONhdvjtgtWt3y5UMXNruJBWe4kQ/z5OpIEaIsqfwAxmlNNjFez7KIAXfRKihaP0GvjPt0E3PSazg33l"
    "aNlbahkhEswCZRFRrRzSNgh2+AB5QH6HJr8Tlngy7OTF+rheLMbs4NjKwjiz5bCWJToVMrqJXfDP4eRGWDXLI8LmbE5qDpDv4Vub"
    "z/CR5cOhWR7Dc3THOX2W/flWN/sBEcQgMYT+PrC049mz4HJg27y+SjILdC104AfssA5zGjqbmPQXSW9Zj7P+DTv4zE4OxBqPYv/I"
    "GKxUx+A5XP8brPwyPMmt2M9peA6bQewCP6naY74kaJtjkMFias4EEfBVU3KmaW61lhLX3TEb3Cu6ifW//UesM+cc3JEhoq6DJNkE"
    "cAs8XXdijK1kNXODWpakklW3CE6P6dbD2A0U95iiCf69iz7dbZwyD3P+cANPR77aXO5GXC1P5uubsLh/4nO+R4Rfocb63QC2x6Gl"
    "L+FsYWOyBljU1I4stXFmuRrQKhQTI/MI6MlW8jV7p2bjHifhOocQL61cLaPWB1cPszZg86tjiHldTkmYgbNZjdPyjF4u1iueD/9u"
    "Xz8pFd+NAT3u9YUhqxwnSXo1ET0WUd1dkKImiMWWyqn6if4ihwTfaSOtX4ecDp+xFzsEraOoisgRlsuex9OfgI9tMxEW3a9ih+fl"
    "8qFnSD+VuYAK1isinNGqwBM04Gz9NiK653LOd4SslMVY65vZ+17F7lrXL/WPZ9HdCK1RSm476/SvgG9l6JZLaCM2EK/rePzMTaUt"
    "REz3B/W/PVGJj0PHECnNcSxWEpXAWOxNkx4M+d8Ga7KNP3+HU/rlRO7MZp6zhGgchvLpWOVzKTM2p5riCTlEKurM9EQ9cnBjaeEn"
    "/tuyP9RljzPEyaGrkzjWOst2HEavM+rPoNkCw6fc33dbxqg5DRntB+zepZDwRToNd/w9rJrzAVpJasayKdnCkuz/j6aRy1O9wgeI"
    "7pFxsYrdZlPw+3bYnU85gWEezcW4m2nwbxxbUAR7erg4zuHGslq64tVjINWGfv+QjMJ12pheqIPrUvdrC9HEdv9yEec6/Llfg3GQ"
    "kpOwpjfKs5DQxdiBa3Q4vrPIpIaZpXLfHWEzKzk6E9rlNilhN0TEd3mFed4r2U09XEpp5RxPURlsostqnE0claTnDaxiHFlN9Pb6"
    "JlNDtJNhdXPa29V1PG/QK8RmlEvID1IAT9r6Z0ZBApZzb1P9Xhb9pfpHYsx5bUAsW07krwa0stYndQezSS09oroSzTTC/IlpzT0h"
    "qSXSuB2WL2wvKd6L2hXOqGM1XQwQ4x02T09ZRv1kgvpO/BQ6sUi0To9n4N/fQOp2fcbolSd5p2dQw5azcyRMRPQUl5CLzVw801J+"
    "lEdg9f7EWXtUzoYFG4y96Sc/yASigHTm3F2EvGG3iGPKqSFa9xCyHzTzvmANYzI71ZmI9wuZm08yO38GNEuSMfjxdZAG59exKgli"
    "g5oVeEMb+0rSfH0ap320WIfnGWJYMCXQnZYZMwaNL1hbLMfZcHXBIo+REGIuyvrsmkgiHWc1lQrviQ+SVKQY5fOrz4vYEwQSpdfa"
    "x3P+dvQeXxPJkBR6u1vnpj56+ouIf8l0L9JBHkPPRYtRn3G3NThb8hgJ95NZ0LFRzywb8b2Nu7gv/cl776LZrbxmBnMhreVe/Otn"
    "PTiYAy25VV/DGgzTjfApUh5pYxGP2GeZ8Sh7BAvqcAqmZjxDnunRsbZ39Iwjyn4Sm+P7Ct7ldD1GliAamGfT7ohCp0ALPoi7tlj8"
    "cngc5vFPgi+zQvPlc0QkLcTFgsXQFYa7ZL1Qm9jXr2nGMeeHn0LuLCEbejWrCHGf47mFLENu0u/fUVOLKWFV9G4PZz0mwi6lCr2e"
    "6Mynwap2ZmdMDuL+S6FxroH3ZJiz1tPd0mNVRaiVLGN6MiU51c1R4ZFUYkRRr+I1DenhBllCBsXNsJOboVut58Em3azndpZa50dP"
    "ydwji0z99eD6zoLxsZb5jGI5+/1T69BJ3tDrIHtf0PbH5Sl4LjfjZ42DXHYrfUNtk8d5jxDPt2k6wx3rLvuI41WpJLaP4002y7bZ"
    "s9SMkrjHsY6S69SdkeaefSfGVYjjz+mweZZ5szzXZtrl7TinuWQ/r+Se/sP+2VJiYX8N7fElZHqGPoO4+294zzcRfeloiUnTYIt+"
    "q2uIRmYeRBVPwUuwX625LglyOafQRZKeI6/+tTZd0B0aySF87tAe7FLYxI6Z9vTYk+o43qrTvM5ZOAOuCySk50o/1rxbwW82NoQH"
    "5ThESAsY8xh+mKFKhtkVuYvxQ446BowEPPLZuJuz5VGs9WB4BG1xhVHyLTz7oVj3V7RlUCsDtrtul11ve3/61wn/X4j31ZA5DcsZ"
    "tyZ3VCHu6k9mBSOsipfDEj+r70sNq5Ufylz5SufLWGgI4//+C3bduMys3lSm3+lS9ik9R75IywdtgQR9ww6BN22dpP4+lMPwp/V5"
    "HEYfOszJhx7EPdiJNQjEIQQWkRGrMfuCrC58LF65nteLEWOwmbiK0kK8qidWphpSOwRn80y8to18Su6UkOcc3s4uL4cz/QueKcyf"
    "V+lATtkkPYJ3MXSEYcbcKKnMXIHnkY5SVxtO5mAy5pYyjtrF872f1M9Q2JqRQW0vWxOPhhCBBg7Yd5fAvYbY31bEHoJO2F/zozvi"
    "7M6GNrhIDpO5+pU00MMCmyrdgrVI0t6u0hpfpbbnnQnb+KoaXk+pjsG9tZBTgiz8XX83XZF+LKm+qEpWi0P0YnNxjn5OLpY78K+J"
    "iNwvDjqzU8ymutzEX22PncA7cxWtZtIdlr4vzslO3SaT8eqe8glO5kj2jkahNRNEEOkuOX6SqphnYpBsI4qRoc22wdp2wM4NRpy7"
    "wfPdJdN5nFHeX1ZNyfiBUssrVc5shOubTHISJo61CNEKfqE3YiWM/XCHHoo9tM6Uz2W0rPPec2tq1CZpq+bQFO+HbTK8UNNJn+Nq"
    "axGn3MlOmblyKWLxmXp88Kfeh1j8C5yF6WQ+s0yRoXZOgY+8Xqs44VlMjsQkvcBuZKhJyUqkDp+80+DOI3WTkdXpipmbMI6mPfwU"
    "u2nU1zQPkJTn0YXd8K6HwPLELoqpwhN+r1PoldSwglGlS8X8t7X4tPH6EVbqGcjNQ3KHRMTy4xO1KrlNHzQZT26SLUnD7qvU0/Hc"
    "r+im4B14Yrug1XrgOpY5K4PNXoerb2YnkpuFsP1yz9cVzzWT+/Aye6VN4gtxCrOZr9qI9RmN7+bi6uYtj5O1kNHp0OcPcSa5l9/j"
    "aB0OG5d/HeHnJqrZ12F6ewORUXW37kjLWDaTBh5x0bF5/S8iv2omNN0xYrnmvWAnNpNT+GtcdwGjNavWuj4QZ1f/I2HfWfrvUfUN"
    "nHNIse5U0RfLTfsCSV/1H+lj+yLG9NXkWWoudXt9XLfTCCnnJLAxOz3Budbu8IPm6TuQzYbBTzjhNjV/J2LjgTh9t+MZPsSuXCZr"
    "OLVXBN1RTfzPOFFhXNY4Q1wvYo2mKqg5ZJ4/ShyuX5j2twrxvk3zRqGF3D0VeuRR1/1nXaW9aC0MfbYGGiZM7+lJmayxYGPSsCQ3"
    "G4YWVvE92JknoBka6ves1G1hpm6wLCA27Ar8ZLO3xXX3J9U3UQC5sD7Ci/GnZcWyOT1WQD2Zw6xflN5WjJr8dPo55cwZO999J67w"
    "prjY3maYF1P/OTma4LGaynjibK7RzaNW+/2rYQ/7ctY+IozjK9hrU0IMoGvlZVy7O3sZB0mF528pgvXM2UMV+3HsUwf42ZZvOEus"
    "b2ignCPz6d8W8bT/6nEvAukjl6VP/b9f7VPIxRodBp9oqvwAH+s5fUw/g9d6ll/J+P9gGdt3JnE7OYkeob7tBY+iipjs1er60C33"
    "+As+wTq9Iqz11d+7YlMdGbKGq3UDJ0ZryMiWtwdP9d9nb+2rEGtzjhizxoFiWdmXsArb9Xv9Dv7gCFbqcpmrXYS/m0Bn5WPl7aup"
    "uM6V3bmjzLK34Yl1SFzFvu41jL1JdiqH+XVqgHVwXRMJsrim6thlRH5J6qXw2o3v7AXGZnsRh7MpkcMaUrYOYm25vdfXLgagR01M"
    "UstuFvsu5TMl6bOx5j+2JctpJS2eelzvZXhlhr/DEHMSy8XO6EJeO8T5twRzJe19TdAhG7Xdrc89FdcfisjiIb0AfucJiHjfRPR7"
    "N2KvV/VhSvSxRE+oIeKYxceXkb/G9QP09H6M85zzeHcXYjfK/XpG1U2itSO+gXUObCDCuIu6E3qI2OnrRd25nbX1Y4neb6dyHTPb"
    "u7NB1/6robTSR3Avxo66lMh4D8DrzMMujAzql6pBuOIy6KXX5GdYnu8hHwv1VSKXJnze4zDmFdxMZIS1jQ7Svg5GpdM8FURkK/fZ"
    "WevQP1Wq2FlUCq04B7GHMcyeSbvSlx3yldBpNg26Rl/nlEeYOY5N7LmtJpbz+T5HYHvYzdduczi3WsUu5jGsa1ZCB9j6HMHp2D2d"
    "n/p+U8xqSYg2p4JV2w3MEuwi+l+MmqXAT6EajswBnBs+jf1GTnZXMF+hsMIrKaHqZ8oMcXMw3tGWCChLdThWbidib9OESxF1faM/"
    "6Y96CbyfFPJRiiEthRe4SG0G2JCkzIdqJZPIf7QWp8nmJF3XqLN+xtv+DPOQu4huWcU7uFTc6c3mVJ7N3yQ4DyREo6jwnkJC68/z"
    "GRa+q9s4jt0I//sDvtpIuZos9GvxJKPh8Tyot8vv8BYfxHO19NzwlvMKEXcmk7HbW1ZjhybvKbfh2QybZBr8aus2OpWnaBvZf5V+"
    "RyFiktWQzrPg05cxC12N369gDq2ztCCDdX0a1s3DVugrPsfcTMLESsiDHzBcjpFsdj1PgT3/zrh+gp+1J1EwY+xd7cSe38bk1Sml"
    "JqpPdoq0KXNsYc4NVnLqvDPu7B5EJv1YI0imZ5cTjKlML1ZTj6SQQKqoycqoAaJkdXC93FW0jadAS7f0rOlJzqW4bG8MMbNZ5WPh"
    "39iEv03Z3So34W5m6DlizNyXsYs37ru4Q14my9jlWOXXypAp9k6f5Cj00gKs+PnQJi3lfKz+Zt2oi/Fsw439W6zPyGbd3mHeIZvn"
    "fZNeB59ggn6Ac7pYc/GZf+uI4Fecbeuc3sZuauupzsGVRiA6bwCr4NALKzxPUUL/N//976yGtr+t0p5p3defwi6uNdAsDcizvBnr"
    "8YvOls/I0JzLWnJbuU/+hpbLI5uSsbw9oL2lXXAA/KJZ1DZPQfJ6ym/6qS7RV/VUyH8HaRTMhgb8FRJ6G7x/qcPR0rzO58c9u5jt"
    "kSFsuh7naiJs1i87Nhm+L2uX2ezErME5+0IWEBPRcpH5sAY2j5RgLLBdYz5ubuZnk9y/9vJ7Zx2qG8hXu8r3PxXgN3fjetW+3+UK"
    "cbnQEkZLlZTAut22rsro5MD4P4+QSZCwI8QQB9by5I+UF3H+uunB8gvZNifBIj6pa2WMBMFsibOzv5Lzm5blPluWQXPdIN/hiiP9"
    "00fZb25exnLWBCvwjKa/h0JizQr+getn62QNgvnQs9t1JTGVzpQVuPILWKs+sE9Rz4qq7GqJUk/F6PnnsDfLuriX0hqY/GfCwiyr"
    "k/dXZmlrv36Dv9SVnWP9xPraJsl+YtOwR8EXvwAy9Td2YLAcCbn6BuvQKFikU/eQ/ar/NxXMiwgzKNbf+7i3p5n6tLbBau4HHfck"
    "3j1VbhXL732J+PsRorWqn7pLeEzJpfBh4j6+Uo8rJ+LswIHiKl1RaojjmYlsw4mNUqxrO/YYZMFLMNz4B8RmprZiByzatzzl0ZLw"
    "s74OUWC7Xofzk/A5GfV8OBGiw5Xg6lHv9aeYvWKaij5T6IiVXrZ60bN8FPrLaonrtRyR2WbIwCHBp7jnx+GzlPi8ktm0A8iKnssK"
    "Uop/rgoRycHi+OcKcWd5+gpOzyf6F2Ski/yK03yQlAZZkKT3sPMpbusoPasS4maF9A5/bhuks4C1p7H+zE+SlswmIvum480kZ/t+"
    "1DNg8SdydtY68cZAY0zHe7OhjTbxWhEibSSYh7U5J5OD1cQ1PQ2rvj9jp1LoonGSwxgqAptnvIb/YeZjEyMxw+Io8l1sNZ4TLZv9"
    "PGHN8lcvoQ2yPN1qWcFMQP0cO9/qi1JBb6Cfn/ooom1sJzGPF5BgvBChp3qoGNdue1z1H51KhKMcnqhDYMHbys3StA7jWHI3DRnT"
    "YyThcYnjxCCPp3tyB/qcYQmsu5u9XEN+GKtS92eHforFqit5D5JEqoixR9f2bRS5eUKc1bqb9Q7HHbSd/NnliDDNP6ifIaoKut5J"
    "c7Hvu3XS7ercqT6oDmK/cTWkTGLF2ESlY467Rdqw3ydKqTUUlXJtjmjhJK52hAwy5vcPhhxZPLUvsTiinDcw/3W1vovfG7/D43IE"
    "ov3P8P6WiCq/9+heNd63TLFtn00MqOvkA2jcVvAhrfL3geGHJg8K3sVnDKbGO1TOlBAn8SqY/d9OftBRkuo7drmwdVwT020nYjev"
    "hAXsKffLRnYWrtPffbez/kvX1jIixoTIoxvVuyTivZoor9+Qsz+1ecGkZzVx5y/J2NB01SFyuDhEzELiTLgorpQdmtWs323S9yWb"
    "EzhD2PU7VY3X53dISyPc7TGw7GH6Ir/otfRch2DlboXH4vaqHJYwTAaheZTi+rXyBtxDJs/Oi2J8GIaMvYbYNyEiJDj/JIWyn82+"
    "2voz9TFomITvrE8Ql15Z5YroAuilm/HJ+8t8nBxDHYXel3X6hl4vL5GXxSbm87HLB8E/GoEI0qbvC7y+tS7CYZzJsJ6dXMhaJTRO"
    "NWPgMo8lbUxKRxH7sZJ8vucQNd+wRD7FCs7FT27hWjnWhQinvsYzEgvpDPkDFidTf4PveJx8AZ//H/zfS9rWqd3WcgqaZE7BaVwI"
    "r8D4HxvJSvkGklxt6JuyOugvvfU1fR/afqxcq82JPnFRcD+8f2NuKsaO7mS8Z/d+mcy2mfh6OQEmBtPhqz3FuwoTtWqmfi37kQu2"
    "tSTT+J6uF7+MGOJJnIL+zMKoj7jjlAm7blOsxQBm4B2rXTsyeke9b9y0DoNIM4+wnKd9dvNNE75XQCBxrkJazbV0J6ySvKr1/+Yn"
    "aK4a+J0ResVr9XkydJboanZJJjkraxr9fZy0MDMDJj87cVI/ZbbwGGaiLAuaSe2iHuHScMoK9S3W8KyHxzp4HhND8TI+3hArZBvh"
    "dxd7bdzI+5CuK8KeqZPf4b3SPnitV9jMV+ITnJBV4iFXUJ+PlNTMRUc/uWIeaxVXfYb+TGZVq0heKJbzOBjy+aCs0LDPOifZh2uf"
    "8l9+wiHW0cT849mUFOPPGMsMxQhW4GLsoEySQS4C39LO6lr4+tu0IMjT+3EGP8enLtZ71KZa94e2NDxK47qYDJ9uF2cUpkJS95JD"
    "fCen+qp7wMpGJWxqN7lVb8eqjcOfw2WgGELBDYgDMumFjWBGMQIdfp7YNNG+0JqbYaOiuoqZVKtKt2VnSzY9joTHeiynLojpyXjC"
    "/pLHfEINa+FLmK1a4ZA5xbBAb+R5raEPbRWtXPYpPykNeFobkuXTuqiacmrOcmnjyW49DE+P8ybXGHM81mYGbMKnMp6eu3XjLIYF"
    "/yj4G5/4kX7NTtU/2CNcgx1bjvU6Afe2DXeYwKeP8JPycY9BZxqv925sbynfyX3Z7MJxkslX10DSrINiJe5pB+1jlRp6fYITJ+YD"
    "GHJ6hGfSnj9JVIBp4qbvjLm4fg37gYTS1Q2RqI8FPsd7RuPuV+CTS/D9KjzPcnjQ5fqRfKWn6+f4xFysjNXCe0H7Gv/yA5yXdBPM"
    "4vGordJ4nMTTE9VRnoxG7ADu7nkC3Ul1WfIqWpcQvNrHxBhy2+AZ3oU/0hv3so7sG6fKybIFp2RvVmkTvnc2hfcV5ZWS5PQ1iXH9"
    "ZzWchHbcjFFyptrsvkOpK4Nerj+irPGaLOlRAw6XpJ/+KfST4Y69z83zVzCfE/W50DgkLeGZAxLs+NtTT3CMPTYRjyU0RDLYP7jZ"
    "exhx/58y2hvOmCTfe6AReg+WR3+E3dPlHhvb3tWWme0O1MkN8DT1z7nmITb7HRZuAv7PhO36R61/cg38Aee/HiOO8SnJXJfLDFnk"
    "01DehYx/AlnoJzvJJ3UtGYfq61xMIAJyWchKRnDbeJ+Wg+yCu9yfd1qj1lU/E7+9g+zfUcizRSiNgh44k/OxkoOlM+TwULXIIKKu"
    "jr2dPWjml1iVtMjzl8/T1O4k9DZa20J1SCVJ74mYzj8pfZ/Bv3YVlmK98tW8yl2s0zTkDEku9Fj98yV2xo8je3vKb0t10e1idrSM"
    "M6yGYG6r8JFsp7c+BzJW7qdfR0mp79MLQdc8gd3Ipw9cjP8X6lXQwCcEHaUzbVIe/JM82rYC/Ot5MT7NCrxrLU74NliD/vBIjNfk"
    "HsiZRUl2ro9l5/yBcqp04TStzVIZUkMe0eetezWM+MT0ykPy9R6kN6KzGWuZrtrGKloRtMc4XLP+eGFfKfb4AIM4OWyvLCRa6Hro"
    "xRr4MQnGWDbnFWWuvg+zdhHmpQ9jtstQUDKp17fqfdCND8hS/Ua+k2nQtzOZi/+AlSCLJw5i3jJEf9P0yNXkVjyaE06HiWVXS1mb"
    "LsedJdhvEeapjfvemoTvsDeUkf7snLBd7sb6lU1xViLqeEGuhB/9N06PTdT9rJ9iJXL2MEFxgBhm4zKs8RqsuSFmrcIabIN3l/Q8"
    "3dZjfYLHIIn4rGwlTl2Wno9XLZbhcgd0xEUyWdsgUjdGcsOZjekD1BDGOGRaqf5prz8QB3wHvTFWZyW/0F7BSnhFIVi9B/fQp7qT"
    "/aNxeg0Jf5LKOIdRDjk5XfoGE/R4LU6OhyW6BXLYSZbiCay+/6f396NkS/tLDdt/F9bpL3p2Wy0rB7mx/W8qGcE1ye1416TgIDkL"
    "VvgJ5g6fk9u0F/zNY2UVkdjXQ76NZbqUzFurqPVaSANJ/L/YOcR6Sg13MUakuzDO9A4y/SbSk0zK7kFNe8CGCmpIAT+pIcC9L63g"
    "i2zH58xlj/I81mRfZJY7rPtAojuyvy7s8zslXnePotS/Aa+8xuPH7e8tbV8p8VO7zm90EVJbnv5Z3P0t0E0lHuuxhp8zQA6Qct9x"
    "Yjn8ptTGDXAXF9HH64LTdLBE1PXG2n4NYjy/C3bjHKzsSqz0cujrl9T6mYbDthrDsnV735qebjVEob70GbZAHt/TpVi/h8nUbbzM"
    "m2Gff9WB8jxioYXQSdl6PCKv+dDMdyKOXkrEwCNkA6v+a/R57RwsxHUOFWMwbiH7iJvIjxB9upo4FU8Yxj3uZj57EifKXNh5m4Mb"
    "JsdICgvPMpLDxGX/M4if2QheUjVzCo5PqhTXGiKOmTHkMVdcN/UAcR5Ieykh/q15iyXkyYnDfq9HxH6gzIFcXwq/wziL3oLdaBMY"
    "N8rP2I0Yp4ct33+MGBJRjmesGSCb4RNm6k04vVchuvtRX9Sn4B9myG2eNcohJQyQ1IxkDSXDPvlknxmM8b9dtGD1e2kJ1lFcZijF"
    "ROZsSj7O+zViUz/ryFZ9LdZtFvbsdJzbmdB6E3C/ZssfgF+9DtZlDe4mF9KynxwhRxBDcykkpBrnzvzxWdo3KJHn8PTT8NO18Nwv"
    "QeRQoHdrY0a6u9+bkrejlNgLw+R6/Kwb5GEX/t1RDC/uLTlXdlE/rmMuKhf60qofG/fwpJNkC5FQK6DPD6SebSnv4Xl2kt0vnzuX"
    "p3+Qvb6SczQB62mHcAonQqvfy+vnEBGI1OOOpvpakpwuOFMsU2xYROvxeptV+w/+3IB16yAt4F32oDbuws7JwyHtFnXk68WsVBve"
    "xlpKYUMxbP8DoI+K0nxxcZ9pa8kV3Q65T83IOs6xmOeuKSYrSYTe31nMMamfbbV+pii966TPQYZg3aPkT96PPe+1PbRx3/EUZo3b"
    "cemVe8aTGNF3TsZeX0IsjF3QrJsgJWYRf8Dff7CPMEJsR8OBXEw2DusCXc4qZTVPyQwxP7yEPUmLsHcFvgsl4eMFQwMXxEXKGcqQ"
    "5+M0D6iKnT5tOCMZ5bOVIG5dDz0YIivBBuyoMct2wTMZsoNNfa6Hbl2MvXgNz3YG9PN27L3hUlimaZpciDMWIZ9e2HfGnEhLtxoe"
    "/t84owOYxYyzxp9NjrYKIrNH6FmUUQ/k8NQNZ/3HeYMV0JBF7A4sh7aNUNarcZJaQabXwDo7DLjTJY9MNl9CVrankUFdx7FivYs5"
    "cVyf1Yx6j7NDHYbgEPvg34bmrMbKWt7uBdjP1USyngWfOukZTZN+qtTNnMeIhhLy9UuTpivE/LWmtC4PIr43Np+Z+huuXI37+An7"
    "t1LOx3MU+FmREPFY8xkndJdbJJK2fqlJws5+5qKTOFZ044o1uX9Ejidz7SJc7RZ4jbt8Vsb1iFT5Do4E7ICrrAzAKicYiVlGxlDS"
    "XPZ6M7vtSv3EZF4a71T9J7ve/b1xVu7QJ4Kb5Ex9BzJZDA/+MfiBxi1mnQ+XcTfd10afK3Ge2nodIym0wTKyN0aY61+LVbVswLm4"
    "r6U4dZ3lMHjHn0IOp8OGnQ4LZmdvBvznHjg1jeBhW/X/Hdi6NZz5KMe7t7Oqa72dlgNoC22Rw8p/FpnPnsWanIjf1Y3to6wz2d3t"
    "Tf/AeAyEM9NOFkLMiBlvYWdJeu5dNy3hejVDXnck2P1RwErCeDEGpqtkOJ61q0zUhsF6/GsJrHg+K7fmb+TCvz1XzkZUdDfWbhk0"
    "+Q/GspbsJ7OSY4NP9DS5IPkGZGWBDsi4QroEM+V1sjWVqTF2b8Wpq0BUeD72+V7I0RJ4LT/oS/j/D9jHbXqePK3PiaGbuHmOFBNH"
    "kicpqWOCJvK7TsFV7oY9+QunfbHeqFuDd/VVxM4DICFfwR49pQKvcwZWYKQOD9xeNqvThZOKNeqvJnWD7pmO838adq8CdstipVby"
    "JDTlz3iWBCOTMGNl60YpIb/mTv0IMeQm7Hm34DOs4GxI6FB5G+tbAdnoS6xDk/6NREdsxCjUvIt2jDeT5BsI6WOynVJ7FO74A1xh"
    "F1ZyMbxy64U8Sxbpe3xfmUdXLmYWvYqe2DzEU1dDl4Whb0rxnm5EUtkl32CXCpMd5F54W5k6i4zU0/UlLZMhwS/45N546t60GtW+"
    "A8Kxl1TCB7HKWZQZkBLmc9aSL7xYZ5L/I8LntymbOCsNlgmbCFl5GHprJmTe8LIbyhKxicEI+1hHE8EjD/FhLqt+ZUSWV2ZGXcXZ"
    "9qWFl/MCyH8xq2dV7OT+ACd5Nq4+Hf5ejTyhE7SnXCsPQBJm4btC7Pt2/CvFttpJUkgX+TqZ00rPyw529Zt3/zjkKEIujW1qXYLX"
    "SIpDKZd22GKKHrJT38cn2yos0dflK/iv1m/0oP5D2WzqMUWC3Tg2rCO6SF0+StNIls6KZ6QxaBMeT30t/MRK2BOzrVv8qyPpuMzW"
    "5HB4QJma6qtVrnqSbOD/kfaQK2MD/xtRtvGw/xeW8FhxerOUeZxLOFHkMN6tI+grTmj0lC+xA0WMHObr22JechkzZTYrsxZSNYUr"
    "9T5OYzm8jRQGqsOHSKGVhTlJXuV75irokw4V66Kt/2QdJd18fn4d76kkzYW2DlawgNm0NfpSUADtm4lnWa2v87z1YpW8wiN9u/mj"
    "7pBwQ0hcac9DnPwsst5cISdKCSdQMol/F2PEniDXxAWw3x9zMsAkIhDL1dqEUkbgIi6H/FbDGs5mfsqj0AROjpyly2B3S1ePS2n5"
    "UcsYWaZjMM7dCWJ+laF3pDStELVtb699zCecp5fjf+v1nQZ/NgueUgAP/2Dc9Vv47amIqEqxgrnkRtoJXfcbIp/28i28h7Cf7Apz"
    "nQ7hvNYGz92eA6nbwV7lCvY3b2b2L+ZzsBmSwn6xCHJW0ljmp8hN7M07Gz75A9DBo+VnRgPVsKT7EBN0IZ6uMfyLkFbuxq6aioP3"
    "Fjcpdx2iw5WQ+QHEKxkALbkJ8VoT4neGNVUB2py2QZaLN8S2S8T5sK3E6ZIou4r+vx+v5Cc1LMCz5Wax/pkvYbsL2Lu9kv5aD0mm"
    "+TWLeYetfS51BTyMFMJJNXmf3FznfvKnWM0vFx7XIuxbc2iQr9QQkRtJAVZ7Ek5UP0SQTTJC8E2sp68TNMgsatsw+0wsFqjEMxyM"
    "e9xL6nobmp4UjO2GHdhTomk0U5uBTqG3hTg16/pJjyeT+HvSnUjNb+GcGN+eYd1sglQ9InnEC6nxXfcV9HpTfptV7VIzmwnPKxvf"
    "w2nMwL3vhTNm1dcY8eLzIIHWnVSXGUU983lzZll7+Cgz6XVCHO+oJk5kFiKAedBln2p/RDcLsbbrsGMDgzPxjuXEe6tmZLJLf5Ii"
    "ZusMr2mu3i0uD22TWBvhQVSrw7NqJk0lme4Sd3aign7ZNiJZWNf8InhIP0HzQTcH30L+on51U6jISY8t9LPu3ovrPIFT2ZltaOeX"
    "EQPBLM1rZOpbBflciOcZKU/hNTsQhQ8WQ60wj7875GaQ9BfXi1/KPtka7qNhX1gdbrFeRPy71/C6bH0QcXwlfl6Fvc2ipTe8vaHE"
    "pbdpxIXQsq5y5zoRI8zLV5GVpL7+3vozp8ZqUoBouQw7lqmui9ckdt89vKc/7OgY/Feot+KE9BObrx+PnbaKzMi0HDhWOfW8xRb1"
    "rcHJ3wS7dbSMlBHkRhgm7xLHbLBYxGH5gyXwOaxiMZcI3qMkku46cJHlZj8VskSt0i9+Ote+HmZWxzrvLxSLeg0nvQm+mwPJ6gDZ"
    "iMHf2UmM7lLG5zU8TUWsgn0MH2MGYzzjjdzG/rBliDuLvTwkYdWTvu8lATlqLCfBb1/JvG0EuuFX3M0xMhXXncdeNNefXnt+7DyE"
    "aQdC6YnREPev1M85HeSnFJJEjyvycUmqw9zydFW0pweKQwjO3cM5Xc1KpXGvFLELsRS6+kC5CvHtVk6DJ3hN6+u7SGyOw9h3rVfy"
    "RRkobYkqsxPn5GRc1fITtTzECWrvuO/W7LYHbuNR0sj3BYYpTW6KxDFk2qvKPI90BrF6z8G+FMKyFmIltrDOWAU93Al/Gu7zjdiF"
    "5ni1oV2FyN25AT5Yhhhy/2a9nXOU1lk2hLn5KL2/UkRJU/EZJ8liwyqDrXxW/9TvEWftYH0srG4qsRCftg9xLIqwFkW4+lu4912s"
    "dn8AWZ0sH8EzX4b7XI5Y/Fn8tKNs8Z7PJp7/XE5BGqOJ9U2Y5A6R88Qq846tphfrgFE/r9dBHDNoIc5ApZ/LTpJ5sYq8rk/LdcSd"
    "7iyX41/v6EJEzpfqBJkkps8tz5kLjddBjK3S8GA2wM/fhOhmuY6T4Zz7XI3rGMPE62ReGIh4rgDvGyltaSezuD6b9d3kZnkIcjte"
    "/0aE0Uhux5PbNRoGrnoX45TnLui5VexKtv4Dm/kO0+MP0/fpRuTbMrx7DeKQ32HvSjm/iatKb3kde2rYUmafc5i9yNEbsEp52IUc"
    "rNdksSqSw2kOMzMZpT5M6J5qodYXfQ9OXaG+LFY3/lHPgVa8AdFnK20S/IXVmh28oY/oSZDn2/UTOT1d9TDfrWPa7zYkmaOIfxum"
    "F2k9ISvwLC+JIR800ichv4thKY6V1+QCORnezrv47TGwsWdCP7QUY+u6TQ7A3z3E4trsPdSZpuG1hxBRvEjWeVz9n9h9FvZ4fsre"
    "uQijtIaQoi44q13YV+hQTsPsGtpXDH/uL9iaHpAH0xXGyNYHWmgyNFIGYs+zcc9vMsv5Amev/4ZuaoMYZ6wcIy/Sx81iH8lM7OU6"
    "art85tlzEZNn4lXbcJ5DxP207MZ7WMNuMlSf01f0Xekop8gV+lFwnMY1FcE4pNWMNNLqQr1DrFYf0S/w9MPIsbIGmvor7P9fnDS2"
    "DssEcQ6M6cy4XxtJMt0v3jjdZ2b/L4fHE2OluAlX1JD6rWq0ib5LiHj3cd8RtBd7XePwu7oG7aSnWPfDefIZ86LP2CwadqCHJDyi"
    "dYLn17H+Fe8hE1w/hnH9vynF7qXQuzTtF0WIMvEitHApq9nGkHIcK57G/1e/Jv9JT2EdJcZue8s2WzZ6FeTU7HQncRX2VH9a2Nfp"
    "j5d57BFOesavVNX3bMQFi/VrNc6hOdjln9SyDO/JrdABnYhVHyELrZt/PJAndwUk8nVZQRzCrboeZzoXsUiu/oCz3F0uETcTuIs1"
    "6AJWgxqTOcOqPvbZjreoBrolRBvQl5MSlo/aQeafEKyyzW/Wj6UT88zP/SWVi3T4WnmQdZuJ24FzuISdMD9o52AiIqPCOlX/XJ+/"
    "UqL9m79zMHOrFl1bF80PuNNtsM63YjcukhJ23ZaS08sYEawndQtPZ9zHJUlGU0l/F4l0ZX1vToEm/ORUd1nP3MAf6rC2rBuoCjHU"
    "37oAerEvdEgB9Hicc6/7MnYsxpmsIbLCn2rYGqfLy9jnfNiRjbBaMaxqKn8gdfJ6Sv9vhER91lNp12KU8Cpauh2+s6Ybe5BTHRTz"
    "8Hm/kuu8Uj+TL7B/Vv95Xlr/C26RsLfOatQV0A/XQ5eshadqee0mcpD85mOVxuJYcqKsItiqnICzVOKl0jKZJtcl3M9WEkvjilbo"
    "mb6WW84cQogyFPL4jxF2twwV9/sxHttjHZ7KvrarQ5yo/z174uw+jB6I0j9O+o4hV5/tQF8rhedZG9kkiaqX8PPoMc+dpWkmu3/D"
    "aDdUA0O0uFfMUgZYk6x0JqCaveRPieOxLuEumKTNhfXuK5/AM9kKrZFJTETrgLRJjt7ylRb4TyjmFPPl1L350LQdgr/1B3oX1i+6"
    "TI3D8F6J+kyEMLfr4vszoSE3+K7n1Ky8+aIniZsE7k+8NoebkaQslbG+UEqcEN1NDlNScq5U+BOhfpqjETvELEvdRopZ2ViIPQuT"
    "560DPJormKGwTziKk1Yhz5xuvRlDYa1LYTutD/4GuZmTBY/o2zIl2OUZvKP6BvSW9YhEiIS1RifqGYHVz2wSPwcR1AKcnVy1+b1h"
    "sAXHQ5uE2JO7UceLQ/5dgRNg1eAsTuTvJI91hd4ihnV7XHruPsVsb/p9Nm3OEqKOW2x/OqL/XcyhLIR2rJEjoWO/h45eBzv/l85S"
    "qxd+qL/pl7BLc9U4AItw+gLYMat7DtV1co6Mhlzk8Bzn6AXwOfJxv0XYyfpxzBqKIRSalm3PvsHGOJVhdvOEoD/i1G8NORPRVGxm"
    "3PCXXsVdr+VM+JHSDyexSkuxHyNkGverghjbDtfccj6G12pdQoPrYHukJqMSRPKqScd5iXQEfTX03tHQW39C8xnuUK7Oh+/0kFhf"
    "Sy5zxgU8/TY9YkjDCc/WNAnRlOF6ZHJtJ2L9F8E2/g7Pwexck3S2Jka2rxitRh7smfE+Z5LvpoJYJFeITQ30h7QtQkxn8c/B8ja8"
    "oY3Q8DuwovX3ZL2LTxyvx+nt8HcuEUNPvTqYLCdrgTwhxvfSGPf0GWTM+nZPgEXsA83yl/aRpZCceWSvOx9n5ggxznGr4GwX68lx"
    "dv0PfE5XmW78svhdT5kuY3EHW+Gxmm+yGl7yh9jH/rRHISJUGS/XBfS3t7KzvzOzKDF9g70Elj03vP3LfJYuQ0rTuqqnx1N7AxJ2"
    "sNwFWcrD94ZpvFX6IS5YzRpo1CPFuz466yUbjFP0Oe7kGs2R47Ug+alegmf4FFH19UFf7OpIPO3ZjJ83IVL4DfsQIDYaAq3Wz0+W"
    "n0gEzE18YuvQcZXYEubiwp4J1bzaQ9ltZkzX4/CE48Qhz+R7ls76OpWqmIU3hIFqLwE2c2Sx5Qgis1k8nwX/82vtGUSgQYfICmYJ"
    "ekM+TMdOFpOnEjWbarrkb59ZiPBEWe7kT2ZJa3SBOq7HMvYW3Ec/PsaeJ8O/fItd12uJlvm8R8u0fO5/xKY8W4qh0D5HtkbL1psn"
    "mLLWe0k8jWmhei87Zz/Up2GrvtVv5DhdL49Btn4M8qghrZtkFudOFKu1nvavktLbkLJg1z+FltNi2UbYIcfK1BYW5xCi7Nja1eil"
    "MhgyNBT+3ilkLbfeMZFd5LOybEkHMWzGAcRWsgltN/fosEMjnCm0NTHffTk8lsbiopQk5LUx0dqqKT8hbR9cQ/1dTYzjEiKLdZZf"
    "OHMrsi/8zizc52h8l0ftOB+nrBqnJkLLHefcSExdV3pXsnYbK476bkXH6mYYW83lEN/NG0v3k4XpIdc/U5xBZrhyypexj7b2OWJj"
    "HFtVC5PiveSbeCYasw9U62RxKj3KQRzPMh124HR4cSfKq7CLi3DfV+id7Jc4hB5xiPFFmBqwL55/o0xIZjE7foT2Q0T/pLYIHtRu"
    "urGBefQD6avUMCvo4sBO+Lxr2RuRpCfvbLjtyWpinrqOQoe3FibHnc0IbKfPmo2TWUNMpTg797JZNzTkk0XMkJxJ/J83Gf1k48wv"
    "xyq5LOITeMYbielaqeewr6aG01SVRNhx+SqrWIT9bMohRLwr46s6caLApnNy/SRrpa+kmw/6GKR+O+1JV2Z0DZ3kN2JQrce5jsLv"
    "HURkCOfJxFjnDBM9qJr7vJD4W8ZL3U+M13jwHrKTz+oPQSBXy0S9Wl+TudIJMcFwLU0O34M3OJg/q+QZihLnvQ8ZBcZIgv2kqo6J"
    "J1tvFJdXzddPEaUPlnG4nyG6JjkpqJJb9ARY7gyctwuhd9fzfG1BXGKexjPQ14fCX17oWYnML5wWnIkVm49r/Uj8x5QX6aZbkkQh"
    "2KndMrIQgT8BeTUet3ydrYfLVGjdqbCTBdTjFewbqUBcH2ZFayRi/ksDQyvdpA9oa+jCM4L/6OOwpifsoavSTsjeHnfJmKIcvm2c"
    "U3jhdEdhioFsBK14c70yWIEdD8Q06xn6KHsIWsP7Lmb+Psw6YZJenHWXTpU1erGarhnEyfMsPPm58HLNqo4OrM59G1YiDB+hmtrO"
    "stonS6f0PGIobefa+CmhStjtb6FxYxr105YW95wuFjHdIDMR4zbkHr8Dz+4V6xWgRqov3g5hf13VMDUZG6Kfbp3ut9PGjNf38Swd"
    "gk3QoxPhu71JdPGa5HfB8/BTt+tHydmwDw/J4fK4j2tc111A3J4wvaurZQI0hkOgbCeGVNYan7oI2tF4XNtCwxUwo2+ZxjZygjiM"
    "0EZBb/zOMEPHy01kBttBDurViIH/oQ4u0p3ss7wDP30PZ+c3/PQrdnlV6nnQjn8ipt/J/LJ1CvUXt9NR/lnB7pIEZLSB3E58P/Mt"
    "G8l75MazvFQVI9uBYmwCfcUqP9YbtUyP892fjf4HUSply+NeqvtK0uNHmH7YqO20teRKr+Bj7H1Y3tex+lVwqD4I/XiBn8uI++xo"
    "hOwTtpIL4Hk8TulajT1ZDC/iHESkefiXyX45rNwmaBfDDT9aXpJ3sTeGpHgoPNJSZtxn4B42YgXsvUV+8j6czhY0TvfdFnO2IsZq"
    "7AH+p3H6b1fjrifp1zjdd7FzeL1K8DgRuePEwoxzt0M+c2o52BbyJM6d6y/fqbfLpZJFPql38btvdbgsZ9Zouc5BPBCDpusrI2Wa"
    "WH9+Y2nHNStlf5XL8BSxC9cmXG3e8mJfSQiT6etzPL11VexQd4rj2iX4FbZ9B+1YW/+UVSp18DGfkSvkXsiP4bU/BA/J8sX94DOd"
    "vofJoAbEZw8RHdVFH9VEy42pwyNNoZXtzV7Z3uLQ/O/zn9qIcWQpY/8SZokq68mlfQUP+lH5AztwD05qII/qCzhH78u3Yp0gd4h1"
    "QA+WWxG5rYIk9kJMex1ORCExvxQ76PI8hjxWzs/rykmvRB1738R7gfOJXTeXPktryH8luYgtZztZOhDHLoDsZ+KVm6CbDCuwhVT7"
    "OSrX/TiYetT6QKz6fjMijgRxb+N6D+6iE5HUrUYU5b3FySHdx2MgxbVTsBD3sBlSY3X8hjIOcjkM139YRshKetWGsNVHcokB3EsM"
    "VXAssxSOO9fsdxdRapgCekSRNJKAfR0rjifU5oQdC2sF54KXkjOiEDK8EJFMxPPiGhLrQkpQERHFrEN9qceQHcB6xqHYwzxWamKe"
    "5SlVxXboAVeKm/tyc84Jev6GiLoYn3wyMYsr/IRBkh3rLuuwGtplFHNGe1MXW+YgSl/H8HlWyjbmK/KIfPM7vvsdd3WKGHZAEV8V"
    "08+IILdOp+uzrAu7KcZisoQleH6t12kKdEYJNIlVjiwDlsnavKGKbcMVi1jfLmS94SvPEFvlZ0uTfrL0YGnF2mqEsZTVAdzkc4L4"
    "mU3ZxTBHKoLr5Qlc5zr89A9tQ06PgxBfnijGrmIsmo3oy/ZgN/0OckQ2wCcbEtWx+Psw2HiTlBNkf8jpJKxcayljr3QUvzPc9hC9"
    "syNg56L01hOMly/z2OW7OMXkMqaOxfpGxmgWOx2A0xVhd20NI6BfmLWtwLoZpuwydmOV4p5K9EGe9ULdk+dgT9FFUhKXTCO1FZLT"
    "t5BZthieI8o+l616+R78tzmIM0sZBc9CjPAzaxZ3wUYb9mseffrzyYtTyanUayBNZiO34ftOPh6K+Zk8i11Okfa+clvluxzi7Ata"
    "p/Xz4MZ8b23PNAdS3P+/Ce8oUuPu+p7ddkPw3XJYwG7yE/Sby3xVepZjW9se2K+lsEuWFbXnLiX+RV9ED/nER+1Uh2tJpJZrSb0e"
    "db/ZJx0TW0RXCi+rkhGrwxWuJkuH5WQOF4fl5LLV5rX38nzAh3hk+1T3b4J1XSV7xT68hxgjtiVE4hhO9sI/iLrgnuU4qWaXbAwy"
    "txKeww7I+GW+OydJnWL3fT8sgYsZKhgVFHAPwrzD9fjE6WL940t0KU5FEWRsJ7WF9TU0qoM1kUhPghqT6olyE7lbXsNTFGD1c7CK"
    "XVntyZDv1XXVRtgbHPLr4eJr86HUZyPDsB6bOAkXhYYZKUOoha1W+w1nD64SwwVO0s/dTk5rV6OYDw2zXX+1WWRZAWnM1idlH/lY"
    "76YH04v5+zBr6bbqvTj7kiCzrsNPSeXLamiHLO6J+Nz83biDPF9DKMMZOZBIvTaXkU3rVaMfSzbPrOEttWf+0eVG+9I3slxuiHNC"
    "SY/t4s55mc9FFxOr3H21SGvnStZ1kt4+uF79MzkB6OoHrbijQ8SxBbhMwPWwfpbFWU12uyLq2p85lVtI1rk4McOT7KuIsoKSJJ5e"
    "DaOffGbX7VoHi+tIvBKe3mLyE8bIfGHcjnchLmojddEuUwh0btqkGeSmuTgU4pjPZic9q2d7aZH2z2pR/3ZAuj7Qp2Q/MY5ZaFbo"
    "h884SdRNvgreZq/bEp2Mux6O9xfCCpQkLYswFpp8tISJVR5nbT/CiNzyyVb/zmV+oQb6qyGrkern5xO+d0t9x0YC+7caT3elGG5k"
    "Jdm9KnkSVyMieVcXy2L5kXihf3HG1vAAir32PFic1axKVxeieJp42mep9ck2Q3KvlacgP/OJmv4j/OGjoXGOkruCp/COeeycd/gd"
    "Sj/+YjGGjp/1Y1ie9pKDVW+H/bDZ/w7yDjy1FfqGTsOVOkPXTgnG4RMMb3uz3iO9YEV/gK59WGbpBni+w4MrdaAep1dA78/H6lxL"
    "TNZVmisfkHFpM+6lO7R3BvP8n+qb0goR5afaRTfBf4t79vMk+y++pg0wrpip/ukc1lAFX9VD3Nr2E0MFSvqar3pfRVl7qq29W86u"
    "abr2ns9dM+34sGcMzeVk6Q6PGpX4fxGL4aG0k4RH/E8xP4SJ+NjFZ46KyCOXTzT0Rbj/53j/+9PqhtIou0n/jNWs0tgZW8fYwDo5"
    "rxWH7p2n9xPVY5lGpK90kWaI2T7WUnzWLYgmKxFFfqeH49PGyZ1ynvanLDg5r4K9SfGf/UnUwiFi0y/FnvnA5e92QsKydDk+YSU0"
    "gnUcnE7E4gAWaAHv0TrMjhD3rEnfGWjnaht7cbKg6w8S466p0MdgmWfQq9/p8ccSfl4wxsxcNZ4v5vkt7XRfgWfvL1Yb7ivzoPE+"
    "4JRwAzkQMm8/maPPUguXM+6s4gk4RQ6Fr5PHOr/lDpd5/kubeqzSB8SmX4q4nkF6hsXxqQo7e1+ipbE+mRWIht4zZNMgWzcjZq1J"
    "Y0Ok0LtHcMenBjVyv25OnqDn6GBtHxwmY/Sn4Gc9EXJin38Z7qdYH8Ha9YEkF+PK/7ADrMpzSTgmALOyj0oK57SFpPrfbH1HUC6y"
    "Of8zRlyl0qz29bKAXfn1T6pbT+gpkrrvak7NJj1CouV/T5Mt+Nk86HCbED0XT/mNatoCWtUrxZpns947cILa+gmtIp6iDNaUk+QE"
    "bSlupjabOEetmP0zHJ1h0JzmX4wVq9yvgtfSGu+a42egHvIduTvoQVV4Zg6nGdummRh7c5LZPOl2rDTYTEJX2armKb+o1+G7akh7"
    "BevHLtpvzEmiasp1beSZYtBqICke5GQaCcB+0t57k03/BWmwMU/uADxlM0TeYVZvB4nNsh8j/5Xp+rIh9WG1l1Irn427KtBM3MVB"
    "1ACmDbrRLrpeIodcXs46lEl4OSX5DImyWrOD6EmOhykEbRJhvsWe+k5R/q7GI6k5eTyA915/B1EjqfUFW3upj/D5jYfZTkQ/WSg2"
    "k9+d09wLGLVZVbXU414k2SFTRulxeAUuaq30EhXW89gzWkpvJa4OB6I7PskQ4bLol5xKTOkotIKLgmzSwbzOSn1VLPfhWKWy1CFA"
    "WJ5iHeTFulvKsZaHw1urxKncyjn4gfIUdkE5xTID3uZafNoCWJ5M3PN6XUMWvXsheb/iKn3FsGGU+Aya7rdIaKouaVquo585aIh7"
    "HCOuqmOVr990/+A06CtbJcOItJi3XC3CmoKrXy82KWpTvjvwfLPlBZ0IDXKzDIctNNyudYg5z4VGfpDTxtWI21wmy/zlneomE6rx"
    "xIavsB/sqHn4V8sFYnPYraWYk2EPSgqPVYm46DoU1uHvE2WXtvd+759pHPwk8WqrYHVX496+QZxvfQ29xPiad0IHWSbfarOGS1LK"
    "ekAET7wOkcnr0O1HsiJeiXNZpOPxvIuwmpfCd9pEmxCjTLppjwEei7+bJD02qdP7jv/pSG/BKugxthb3fRUzoIWs72WzO70v7/dw"
    "dmcaE0gJ8Qis3+X/+rra0CrLMHyfmK5wtrLWIsowadkH9DHZ2kYryzJmw0WRLbUi7Zsg6UdQINaEoj/2Q7J+BGERKRGNIWuU+QXW"
    "xFoMmrHmlu1kK7ed1j5OO2fn3F3X9Tzn9Gsh4jZ8d573ee7n/rzu666Gl81ZH0lpooVFzy4jRrDCjJ924qJg7T6CZzEiBvX9+Lfa"
    "vMgcNeX1+u5cC7M/b/PtiGJrNLsg7S/6lThbTk1bek7KD8UIhiyRxzXtusqO+sYEV71emm8mZiNmvMDXOqdphXnhgwocC7wH8yNh"
    "yo0MqlXSO0S1lKiDhlH8IdZ3bD9+7xm8B2v0NXbYBhUls+t2WazzhErKtLwB1j6S6tKg7f0F63lOvdRpxPtV9i109MuIONZYg29N"
    "1Poj/h7il6xY1AYhCSkx8N5lnBM4AEk+LXx/wGJlY41srZGVvR/x3GOw5Zz8+6Um/zXbQei8zf+jd8gEnBLj/CILTM9/4pTJ8dHn"
    "b9pEjLjSQlXk1AfFOCgJfzN0QRK5fofqKhn9j0zUOpSOf2LUMqO+hqqIaJ9Q506IdCZV6crHHFdet/8ycaVxpzbjnTk77Q8vT1RD"
    "vvfiHu52crK4eA9n4Y8F7EY+ZiB46r9JO6VxL+Y0r4UR/fc40fHYnfWzD6nCkdPamPk4AUvwOfz4Jty/A7YePsDHfqlqf43G7pNc"
    "nNCV9TAFgF77LgjLBsjlDXaNjdgZ8agc9uvU9xsw1LwTdcL9LFZGJqWeuMDjWpgzPyWM2p3wechQdAGsE33qL6Dh7jXOa9xk7CbO"
    "4h6GnnMiUAbw1X1iJtoKH3PCH1QOtFVYjlOqjwzAJ/Oi3czrZgYvMuWBZ5X6/0cLtrxLPPNX2zpIySkxz81BR3KSFBlel9sG+HLd"
    "Yr8aw1qSuvkP4M6V2RFr8R2JaX/CG/weP2o32k5fDS9im9VrYtB0MWM4G61NYR08s5URa0xbPhZ5ASclbT3+nZ7mnu8z9qA04f37"
    "JbHt1idfPe0HvQPycIWlFNkGBvB9QmuPehJedVLVyPHIYPGCKtbUq0cQCa6Vr0ndOiiG+SnYJXKvt+Hsj+G5BkZA5PiyVbbH21Tn"
    "n1Imnvi1crtJnFREJK3CbtYkahMd3mdbsI5dsDpb8j/gxi+0NYjWhnCij2MvP8R7NiKSa0lURnbSXMRKBH+ftbQVwmMVMHMlxe5B"
    "ftr8s6dX2ruIrr/Cb7gZ+qELPnWFMa/TjX0kz+L50Ca32BLYkpOQduKhtkkXLFcuY5GFSWlpIU2TsHGl2LkeddO0YJ9oU1doPmkz"
    "JO5TvPGvkNQme92+8eftdnsVErnTlycqcFad+PuBr0ME0Wkb7ZgxFz8Suy8LdSLGeLSVb6sTpUfZ7NVYfSl07GfYrzZ4akOxEtmo"
    "CklaeSae4qNFnOtE7FeglujVFM8x5VbynJ/gATPMTukk3noBfIOLjZj+jLiQJ6HZa4Sm4TTGZvmt/cpnkQ9hO56gBs3r3hfYZs/T"
    "/ZuGTHTabvgLn0DTvoT9fAfn2+8Ze8PDtKKEkC5/ScsRe7fDftf9v9DyxZjR1JcSvOa/8fkVFuZQ8JkuPPu0WBWvsgU2F7PRHnsc"
    "wxyYh3EDGM8NCFv7kOpkzGwnvSyRFvoqqznJp6ENevHzYXxfpmm/I5FNPvS7pYUSzatzfS56L0RxBJ8rJ/6hbLzBOa16ttjzWRft"
    "5H95TcZJk/413vRuTZRjzp1ViDbo3p/E7dbvbwmHfkKzkMmMNOxPWlY5ttD1xgl+Z2OObkKZsoDgDhqYvshSYaJzYgIoMXZPP2OB"
    "73VQXUGzyvt6RKzNyT7wjlykGOZaq7RMjJ5G5W3mJDWcx1UvBvJunP0I1n0SMRH55qdhPSeFxkp5ARc8gZUcV5yWi3yUOX9fctJq"
    "z9orFlgSCzOC+Xm9EaF7eTz/WSENyqO/PyqNl1JvCOVvBv7VrYoh23G6aW9HNL0Xu7YpsQd2Ke2vwX89ACkICBk+WRer0CGvOCUP"
    "KGA6L4kc27XyJ+bvSMzEKaI86adYh8HPOvDE/bbMlohVP+XXywsqhURXWOirrYSFHBcHMadBDcEn6IUGO1vE0IYaYTZOsA1ZLs6O"
    "aI2TSDP6Mwx9u9j+BZVnZiI="
)
# ----- end of the text model -----
