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
          r"|SIG(?:INT|TERM) (?:\d+ )?caught|caught SIG(?:INT|TERM)\b|\b[Gg]ot signal SIG(?:INT|TERM)\b"
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
          "stopped by docker stop, ryansch/docker-unifi-rpi#60), round 85; an RQ worker's 'Got signal SIGTERM.' then "
          "'Warm shut down requested.' (a Heroku scale-down, rq/rq#152), round 87",
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
          r"unsupported display driver ?/ ?(?:cuda|musa) driver combination|cudaErrorSystemDriverMismatch"
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
    _Rule("cdi_edits_failed", "gpu_passthrough", "cause", 70,
          "containerEdits|failed to locate libcuda|failed to apply mount from Container Device Interface",
          r"\bfailed to get (?:Container Device Interface )?containerEdits\b|\bfailed to locate libcuda\.so[\w.]*"
          r"|\bfailed to apply mount from Container Device Interface\b",
          "the NVIDIA Container Toolkit's CDI generation (nvcdi: 'failed to get containerEdits ... failed to locate "
          "libcuda.so.575.57.08', podman's 'Error: failed to get Container Device Interface containerEdits for "
          "NVIDIA' in Toolbx, containers/toolbox#1694; 'failed to apply mount from Container Device Interface for "
          "NVIDIA' under 'mount: /run/nvidia-persistenced/socket: mount point does not exist', containers/"
          "toolbox#1572, round 87): the container cannot be given the driver's files",
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
    _Rule("cuda_error_oom_words", "cuda_oom", "cause", 75, "<out of memory>|: out of memory",
          r"\bCUDA error\s*!+\s*<out of memory>|\bCUDA error 2 in file \S+ line \d+: out of memory\b",
          "a simulation code's own CUDA check reporting cudaErrorMemoryAllocation (SPECFEM3D's 'CUDA error !!!!! <out "
          "of memory> !!!!!' before every rank's MPI_Abort, SPECFEM/specfem3d#1344; AMReX's 'amrex::Abort::0::CUDA "
          "error 2 in file .../AMReX_Arena.cpp line 169: out of memory !!!', AMReX-Codes/amrex#3189, round 87): the "
          "GPU's memory ran out",
          "CUDA error !!!!! <out of memory> !!!!! "),
    _Rule("cuda_exception_what_oom", "cuda_oom", "cause", 60, "out of memory",
          r"^\s*what\(\):\s+.*\bout of memory\b",
          "a C++ CUDA exception's message under its terminate ('terminate called after throwing an instance of "
          "'CUDA::error'' over 'what():  .../mallocMC/.../SimpleCudaMalloc_impl.hpp(42): error: out of memory', "
          "PIConGPU, ComputationalRadiationPhysics/picongpu#3064, round 87): the GPU's allocator ran out; only under "
          "an exception type that names CUDA",
          "  what():  /x/mallocMC/reservePoolPolicies/SimpleCudaMalloc_impl.hpp(42): error: out of memory",
          holds=lambda m, prev, nxt: "instance of 'CUDA" in prev or "instance of 'cuda" in prev),
    _Rule("adreno_gpu_alloc_failed", "cuda_oom", "cause", 70, "IOCTL_KGSL_GPUOBJ_ALLOC|GSL MEM ERROR",
          r"\(IOCTL_KGSL_GPUOBJ_ALLOC\) failed: errno 12 Out of memory|\bGSL MEM ERROR: kgsl_sharedmem_alloc ioctl "
          r"failed",
          "Qualcomm Adreno's driver failing to allocate GPU memory on Android ('ioctl fd 58 code 0xc0300945 "
          "(IOCTL_KGSL_GPUOBJ_ALLOC) failed: errno 12 Out of memory', 'GSL MEM ERROR: kgsl_sharedmem_alloc ioctl "
          "failed', MLC LLM's Android app, mlc-ai/mlc-llm#112, round 87): the GPU's memory ran out",
          "W Adreno-GSL: <gsl_ldd_control:549>: ioctl fd 58 code 0xc0300945 (IOCTL_KGSL_GPUOBJ_ALLOC) failed: errno 12 "
          "Out of memory"),
    _Rule("onnxruntime_node_failed", "code_bug", "cause", 35, "Non-zero status code returned while running",
          r"\bNon-zero status code returned while running \w+ node\b(?!.*(?:[Oo]ut of memory|[Ff]ailed to allocate))",
          "onnxruntime's executor failing a node of the graph ('[E:onnxruntime:, sequential_executor.cc:514 "
          "ExecuteKernel] Non-zero status code returned while running TopK node. ... K_ >= 0 && K_ <= ... was false.'"
          ", an exported model's TopK given a bad k, verlab/XFeat-ONNX 2, round 87): the model's or the caller's code; "
          "a node that could not allocate is an OOM's (other rules)",
          "[E:onnxruntime:, sequential_executor.cc:514 ExecuteKernel] Non-zero status code returned while running TopK "
          "node. Name:'/TopK_1' Status Message: topk.cc:84 K_ >= 0 was false."),
    _Rule("invalid_model_id", "startup_failure", "cause", 60, "Invalid model_id|not found in BentoML store",
          r"^Invalid model_id <[^>]+>|\bModel '[^']+' is not found in BentoML store\b",
          "a server refusing the model it was told to serve (Tabby's panic 'Invalid model_id <TabbyML/SantaCoder-1B>'"
          " from its model registry, TabbyML/tabby#1314; BentoML's 'NotFound: Model ... is not found in BentoML "
          "store' under OpenLLM, bentoml/OpenLLM#32, round 87): the model never loads, the server never starts",
          "Invalid model_id <TabbyML/SantaCoder-1B>"),
    _Rule("sentencepiece_parse_failed", "startup_failure", "cause", 60, "ParseFromArray",
          r"\bsentencepiece_processor\.cc\(\d+\) \[model_proto->ParseFromArray\(",
          "SentencePiece unable to read its model file ('RuntimeError: Internal: src/sentencepiece_processor.cc(1101) "
          "[model_proto->ParseFromArray(serialized.data(), serialized.size())]', a tokenizer.model that is not one, "
          "turboderp/exllama#233, round 87): the tokenizer never loads, the server never starts",
          "RuntimeError: Internal: src/sentencepiece_processor.cc(1101) "
          "[model_proto->ParseFromArray(serialized.data(), "
          "serialized.size())]"),
    _Rule("sdnext_decode_invalid", "nan_output", "cause", 50, "invalid=",
          r"\bDecode: sample=\([\d, ]+\) invalid=[1-9]\d*\b",
          "SD.Next's check of a decoded image ('Decode: sample=(1024, 1024, 3) invalid=3145728 mean=0.0 ... failed to "
          "validate': every value not finite, OpenVINO on an Intel iGPU, vladmandic/sdnext#3512, round 87): the "
          "numbers broke",
          " ERROR    Decode: sample=(1024, 1024, 3) invalid=3145728 mean=0.0 dtype=float32 vae=torch.float32"),
    _Rule("quant_error_nan", "nan_output", "cause", 40, "nan",
          r"^\s*(?:error|loss)\s+nan\s*$",
          "a quantizer's or trainer's per-step figure printed as NaN ('error nan' after each layer's GPTQ-style "
          "quantization, xvyaward/owq#2, round 87): the numbers broke",
          "error nan"),
    _Rule("curl_timeout_mid_transfer", "client_error", "cause", 50, "cURL error 28",
          r"\bcURL error 28: Operation timed out after \d+ milliseconds with [1-9]\d* (?:out of \d+ )?bytes received\b",
          "libcurl's timeout cutting an answer that was arriving ('cURL error 28: Operation timed out after 30001 "
          "milliseconds with 1470464 bytes received' for OpenAI's speech endpoint, Laravel's HTTP client with its 30 "
          "s default, openai-php/laravel 250, round 87): the client's timeout; with 0 bytes received the server may "
          "never have answered (not taken)",
          "cURL error 28: Operation timed out after 30001 milliseconds with 1470464 bytes received"),
    _Rule("openai_unrecognized_argument", "client_error", "cause", 55, "Unrecognized request argument",
          r"\bUnrecognized request arguments? supplied\b",
          "the OpenAI API refusing a parameter it does not know ('Request failed with status: 400 Bad Request, the "
          "error: Unrecognized request argument supplied: reasoning_effort', yaroslavyaroslav/OpenAI-sublime-text#146"
          ", round 87): the caller's request",
          "the error: Unrecognized request argument supplied:"),
    _Rule("url_missing_scheme", "client_error", "cause", 50, "Request URL is missing an",
          r"\bRequest URL is missing an 'http://' or 'https://' protocol\b",
          "httpx refusing a URL without its scheme ('Request URL is missing an 'http://' or 'https://' protocol.', "
          "browser-use's web-ui given an endpoint without http://, browser-use/web-ui#381, round 87): the caller's "
          "configuration",
          "Request URL is missing an 'http://' or 'https://' protocol."),
    _Rule("oneccl_exception", "nccl_error", "cause", 55, "oneCCL:",
          r"\boneCCL: \S+:\d+ \w+: EXCEPTION: ",
          "Intel's oneCCL failing inside a collective ('RuntimeError: oneCCL: ze_fd_manager.cpp:214 fill_device_fds: "
          "EXCEPTION: open failed: fd: -1, errno: No such file or directory', the first all_reduce of vLLM's XPU "
          "worker, vllm-project/vllm#14747, round 87): the ranks' communication failed (oneCCL is Intel's NCCL)",
          "RuntimeError: oneCCL: ze_fd_manager.cpp:214 fill_device_fds: EXCEPTION: open failed: fd: -1"),
    _Rule("mlx_ring_aborted", "nccl_error", "cause", 55, "Too many send/recv errors",
          r"^\[ring\] Too many send/recv errors\. Aborting",
          "MLX's ring backend giving up on its peers ('[ring] Receiving from socket 51 failed with errno 14' "
          "repeated, then '[ring] Too many send/recv errors. Aborting...', ml-explore/mlx#4276, round 87): the "
          "distributed communication failed",
          "[ring] Too many send/recv errors. Aborting..."),
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
#: (below the exception its entry point threw, at the end of its output), round 85; onnxruntime's failed node (the
#: last line its executor prints), a panic's or BentoML's refused model id (right under the panic or exception that
#: carries it) and httpx's URL without a scheme (each retry's last line), round 87.
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
                                                b"non-zero status code returned", b"invalid model_id",
                                                b"bentoml store", b"request url is missing",
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
#: wenet-e2e/wespeaker#171, round 85; Node's "TypeError: fetch failed", undici's wrapper whose cause follows it,
#: langchain-ai/langchainjs#1856, round 87).
_CONN_ONLY_MSG_RE = re.compile(r"(?i)(?:^|[-:(]\s*)(?:connection (?:error|refused|reset(?: by peer)?|aborted|closed)"
                               r"|(?:request |read |connect(?:ion)? )?timed out|peer closed connection[^:]*"
                               r"|server disconnected|remote server \S+ closed|broken pipe|fetch failed"
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
    'parts': 'train .. validation-r85 (86 parts, tests/unit/test_corpus_train.py PARTS)',
    'logs': 5520,
    'words': 13577,
    'corpus_sha256': '2a5496bdfc2aac72',
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
_TM_BIAS: tuple = (0.31, -0.387, -0.371, -1.349, -0.617, 0.272, 0.255, 0.19, 1.825, -0.998, -0.299, 0.322, 0.845)
#: base64 of zlib(words, one per line; NUL; int16 LE weights in thousandths, a row of classes per word).
_TM_BLOB: tuple = (
    "eNqEXenS4yyv/O+bdDne4om38ZInmas/6m4Jk8y836lKQBJeMIsQQoiyLMqSfwUeRpQBH2D5/1E/0qt2PtpN4JCgcVzqcq36di/n"
    "pWmnan98kfdx+Vmr4w7y3L4O3be/53pYAP3Y00ir7a4E3KoaD6rvbf0ob+cwNsDGat91yetlYdPqRSVh3dwMtR7XLGVXneMhEHlJ"
    "eIt/+pr2VbfrMSxzuR4bcc9Qdx7tq6xu+zFMbVMyo/UyTctsiX17lFu764GGVMehxxlsxTMJ7lbcsQIcyv94YjXXSB+XW6VP6OfT"
    "P/Bezc3YltOUsj5M67Ipe8Ps+Uy1MQ63utyPyi6YqgG5HF9OMBgkXjZXUysgqsO+fWvrdniKzsKqKyt81SRJm4FWxvXxQkX80YXL"
    "flz5WI/71laNffGsb/sX7SrB9d1U8zHU5bMah6Y6Fn3Edtozb21vmd3v+FY0hWOr6tYTkR27uL5bcc41Kw73HdtwGDhWRry3qMhn"
    "u+2R+lNYsQ8W2A1Pe1LVVOuBq6qmKddtqdt9txrZ2t9nu1vGq2Ep93Z78pJx7K0Bf4CWq70tVDzV0ZaPpwrMSPNebUO5/wzjA2V/"
    "DFbb9W4J6zq+PSrvnRXpYTdEghXjYxzm3jLTdoP1hPpsqrLfKkvf+seE6nRA/WCy7kYSnrCtVkhW/Qbad1ihsYPpGY92m9uxuPoc"
    "gXGc2tkKGc84j6VszmktfzbLC78TpGN5tPPwxz6225YJGbNqsDusK6JO2vkC9sILBKHlb7DuJcQKfNkA4mMba6JzNfaGd/hbVd76"
    "8bTOO/PmwW5ozm0GODdWGniulfDDGu9sjRIPWpZjt3ysGWhd1urSHpzThnnW9efc2IsH6+/2ADxwW6qmrthy1/MABfwlPkUfu4MV"
    "iN6dVhvWve2T0JrSZZFuXGAZn21zFYp9lvGw+hzRMliKOymjQnTiAI/OmtmOZrqds9N+hsPa9ma9dLeHT8sTJY4U4wbnaj2l9e5w"
    "Mco6QL6764YsM/1S9svxXtHUPvipkGYb2MqFtfNy9vfUnMvJ3r9Zq60fzbG1eKfXbW3ND3ct061IfRrxOQ/oEUTWYbwAq+XVctRa"
    "I2RWjHrqurkbesZza8zbvtLKZM46Y6TsC791sap8HQlgszf4iXbP0rawHBqVo/VvFt+y8VWbtf/aOJJVzO3sOjYIx+sLsqyNLWr7"
    "H6RyXHpjGLfrxlSCQtttM1ZmrWJd2KqdjP5qVT8bS5jri/zTDv39ICsz2m58dm+PZRnx+H0zDju+52UabGhoX6vxFmUqqvMs2McV"
    "ehWidbXWucF6eDGS2mk93s6hxFnao2mfQ93W1kEOJ4KVO7hHOvD9sC6xrHzjc0BxvvttRYbfx53vYGx9tdoDMcbRGGPaqnd5HgO/"
    "5w1gOKw5WSOuFJZWx2cr2N6ZgN3442CF2tTW05sW5c8+vFmJVOLhTlWXAOqDpANMZyMNwtoDxmcYGYOdt6ByNFYICaVpD2tnm32J"
    "fWzZrydIKoRmaLf68QJgQyXeMuzk4N60EpparVFsHLa+Su4PDBVPHmvoOKIOASzWKwrIKOIQBpAVNAsu26ruIHsDx7Fm5aODpZDp"
    "IH4WYN7T228juFdoBJuTcMXbRn1r+3aHNTi8sFUjkWjWjuOwmrixTTZYGnV7r8uAZtFaJtigPcp4TuCHhluhQ2f9913+LNsD40bF"
    "ik8SVga6bLNlJF7Z1ie6250cKlDV5IWrQC5cI7XJF9t0rkHGS2KIo0wX4gLQ1erQ2ud0HmeFXtlBWkSt2aONuR4laqUaSjaP5TyM"
    "VRVlp/Zt7BUBCMbWJhtrvOF1NmiRfY02wnyh5TljIGtJR4PphmNlOXZjlYD9blmxL5mXbQJhqQ5GJr50lm9rAVN15OVpFPvqJgFo"
    "cPclw7cK9674z1a3f43kRvjTzuOAb0cB4ft+jN7XNYLGJU6DWxND06hCzFrXTFEoEQ1lX3QIzQaCMkc1MrpdBEowbSAcACi5i6A+"
    "B7HMhJFjiOs0bAIyFjzEo4yvnhxcDjU20Ob2RxJHkqZYDEj6fULo/EPemIYeJOynvew57OTdnWhJAhLqn0CB2z9uW06I+OM5ofn2"
    "pxehGnfEnpfEGZyq/h4y/mBSgIl/watMKD7b9KSN0Lk3y9ZZ3u4mUiNTFq8IR8v6jgHMxMr7eTPe8TOz0R2Lj+MNeOn9OFaFaRgn"
    "wkHH040/DRSMh6myvtMnAO1dNWDN2nrYRuCUeKeBgzMBj0IkIALmtw23E12unZ+DcdiJr2dqdFIh7LvxTP/83TGOoTnsTdBJ+STl"
    "m8SaiuesGmAB28hqFZwEnk9qep+/A629mwNiH0KdjQt4NaVJRApcIA3IJNjDG4eGMXQYQZumkhQXICCjKPYO2SC0n3aNzRIbTak4"
    "2zMhaqFcczXFXyp0iVy/dpS98RSTnBHsCF6WnUe/r/Y0C9snuP903qvxwJMeP5pLjBa15BiaSkVsHeQWEyVe9uft1T7eun43GWz0"
    "Vjm2fVW/nQlmyMUCxvb5xtzohrxSfrOg1FBkEK7weYJimyvaPLKage8HRi8ThieTIMaJfaGIl+EtXmkBn3wHkN3GN05BblsFmVY9"
    "BJ97fNx0cWpM7kgFe+Y8xKSPoea9PQO7f398CIxqDONeMfxdoAKMVdpwywmSJuZT9WgvfjBV082lNx92nfJYjS9ZQwRh9RkWIKha"
    "ygVDnhj3BP7CzmrQdFqWpxalZYNBJVFLw4IV7DQ0YDfWbKYQwTdQbbZt4iWbswR9I2lY8qL57G/E9sIL+IDwOi0tA/DcepCgaixg"
    "YOuckEvja4NLhBPrmhTx/emlmV5B9YSFDRkPICsjVAaYOmYCgrwpOgcWCyyo0bBwsOZ5Q6Z5tTV0y95y+0W5zTKu71rG5ho+bTAY"
    "yLGXWT3QXvRKI1NIlqhZCAbT5HG8eS8kHi+7vTTEBahRrAn+rtJ4BZH2Z9jbJA1iggceysJKqZJErJdaYILQYsxsHWx+b9my9jcW"
    "5F8IKTlCCTO1G4pqXfFfoGawSjDe1159DgQvs7y5rps1uLJD/Rj45Ogd14kxW0eFFBjE1GovgrRgn7i1uH1n/RkdclJZPW2ARpcv"
    "b++jZY4W1YQBkLsxImvwg9rkxBU7ZgxgAifK4K0ekBRHkrzXd/vE9MgCTppTba3vpCB6thinNOCubzUFTbZRLBReEhmljyS0ywM5"
    "abNEdNxj1YN+309Gk+XkjfhpJUnorBp92e9zOdClrP1tVTOcu7VQq4/bghbzTcn1Oja07G0mLaNojNvu90jCZOCcTWiBdIbuITIE"
    "a+rb8G0uuBvjfEBUxcAB7D1inrXdOg0/F3PdMB+yCA+Q3g5I/VQY1UZ42ntAfftCtGyYUM0k6cMtNkZZFVdzcQCalbaailCbuIaB"
    "TTrJYxgNLeyHNMHcht5m9DbizjuEYBbzNu2Qk10qsTbkQh2SMO+xoNS8QZAJsjOlDqFQBQAK8QNw57eBHabhTiSXM6vdWThoxi5/"
    "VaFOAWHh1B6Qz4A+HiHaJyJtHElQChcYqjV7izhkdqocRAIAdRrHtoA2zFGbqPTdBhzJZgZ1BTUqCqMeQ72JmFNcV0QBOJDvYzj4"
    "fKjpNHYWUsmiGjVY7/fzgLBp0DBR32WQjXorB/V9uYFPqZ6PBU3i+AN8O9hYdojO9t3UnaFnS/0RsatBTFSpO9QngAHjsQNlSNuG"
    "WwmshAZK9c0g7rZvyDuYsmvBpR2HzBsV4z0ckWP71SPE+qLJKoa4n8qWFH0M5g/jaQDr094l0SJil9k25+5HvVozN0n6z3MxJpBm"
    "w0eL5QKTcXY8X70Qwz2lA7SQBUNLTEzwGdPqmswS828JodnERfpHzAT6rVrvpc2nSGXZUo9uEV65+hAvAYZdDbxlJwxdOor+2Fiz"
    "h/VYztQoXAAbZtRKiOU1H7653Dcuc19XR+rerr06KQsUqRoVa+njhJaJUkISBc+54nuMZ4EronjOWWzNGlBt8pVNaK0FjJBJpRQy"
    "meo03hfqnVMD0rmTEbpWyrjbsypiEaJNH1ChcaSlCcC3yeb9GknQkawNQ8Swkhm6d8R+e1VvC4ZC47y4c9hczVCPZ4NPf+LG0ThZ"
    "aqv2iZozs90+TRKzEEsvT3Kwp7GreTGaTWM1D+BiSsVVFWk9SMCwcDEENJ63pxjvy5SSJIHljKE8GXYr6SeTTJhsTLQVM0tojAhG"
    "MOGx2ozL/7Q36GTRyMHOClduIdTCniR84kmRSl0uv1LLDU2uFE8rEC8rpXc1Gcla8WLIn8lk6T8z/g8E1omqpHqoKvvhX9sfaGd/"
    "NO3qZj9LuCG2xJsl3lr8jbfNFtuFt6FgPi3QdKrFRRharMUHYDJVdYMihCHGWROXFpsrv8ufeztDosNDGqVHDM5AwEY/ACfvf+Jd"
    "O/7LCBW4LwgyhvIpAeoggVFT2oC93LdFvRvfa6NsVSOurTkylBLmAjHbv1AUfUKWLYc1dmSEnch6eKRiIogvJMBPJKSL94jYzdn2"
    "2Q7/plLT4OQ20v1xQwMFNku9tqG6cTJ11RafE7gZ7zmtaN4O8HH3oUUBe8OoH/PyY/XSg4TyGcUHAQXw+4RGzuPILBEH9sFLDb26"
    "qGrHpLTkkqJeLaAJKK4S6Ff6dSZJzJEcSwhxBfWKgqEtB/AqtJDG0KYqAUBb6DDnpzFCiKSpm+DNRi1LSUo66/fWoNDFmQ7ZIarf"
    "UN5pjS97665Icgvgsxo9QjVZlpqS6ovKUpsK/6mIdVaPNblzZBfAImmsATd4hIkCy65Bi1j7gVGd9yIYgiVgkxeoL0yJJrwxxqgH"
    "vYjVJBg2Mtw0TGr5MjarxqWFAHTVxqD8GWYTcAizaStuARnraH6dzAIiPQufjMVahmW1DuWjfQuDEkw9rsHtT64DeYzcUAqr8LMc"
    "tohBbu01+FmBdkbvjNRZWgdahxmtIlzaWbsZKgh3AGe2HRsQqOe37+Ilq/1ZIX2JCughyzLEd6CT9BCRGQ51xCbyvsrj3NCGQWGE"
    "oMffpgFs/g6pqfdLURnTGW4bqgSPGur1tNAyMVghDUhf7sbt3+27vVkb2kmAirIabAjoEM0jMMutjU63Ftoo2p4oxKLs7CD0u9Wg"
    "wblABY63Fsx6RD4sMFZzny5oJ8iQyzAVGKSVHSjDjSOGxQOMVyCqGNLPCqm3rDhSWvg+QcbrjK3IRuACIassIcqB7EoTB22E3jNF"
    "OajSHOgKKgbaDCxVKCZ7zijZZJQgEw1ZwrCICUEQ8GUSEbJ5VpHb5xjf3PRNoFmvwkcrD4Yr9xBk+rYIa4cENAnydeJArTqSCtRp"
    "7B4OLnMG7gGrENDZELoNgs2L0it/so68O4Wv2c71cPycjX/Xd41UoHgmLXa1+Z5wqvesYJqh0nwmEkJbFviC6adn9Mc/5KofQet4"
    "9uhLEHYtXDkuW/RgdPdwPieTE1FdKyad1SgRzWKoaSze0V4BsPTAHMFcR8vP2SODP9Xb8mFNear+MCcWozgZVT9Ia/DH4qWi8tdy"
    "47jQcGCYmt3k2GrSUGqTjWr6jQAGXD4ZqiakvLx/TS+oJG02VM0VxNUKwPjeh13AnzZiqz80t9lY5M/N2jHyZciCPk/NXDXPPkvP"
    "QDyGBJsdnIrfljuS1cB5yT4g+BH+03JsJsBSmJHt2UTUZUXpzm/8b0vDGLxmfi8o79lmdrrhLZFrfv9AxFoscyuXxxU5s8H6E3Ky"
    "2oMbSivrgH/JgJPWxOIV7wTGpefiCeDo9QZGGzHQhy+0ecN8Ln6BpYs6RtA8xaBLdPaBeh0SwAuup/hDCIL/roMbQxm44u/jGm6z"
    "ufbEh6yczUH+rjaPmE4eskIjwXBuTdIaXWtCik0DHsNBeKgrmGEFfAyf8P6BuPLgviwPJbwVlmSphKwnH5wTU7dAmsrVABvZRlYA"
    "Fc6e7iBzbI1hS3SH9Y5teQ1TShH8keL5ZrYOLJWyRDBztJj/5ZdJ9GA7201D0lYXmnJYMECfeUKozJBd2FNUYICMm1vY4x9VbRCX"
    "/wBRE3IlKPC1GgtOjUcOkPS0AGNcywF8m/AvuwlvgS1UIWMxi5Bnzi8Q4lbof0fFKEBrWz8Kk3UGdCj2H+qRX3MMHacrDohkAxRG"
    "AkP2ZO6ydDbJO1FZe83mxMgZjODOkts1MF9z4pIAK1zkgxcMA0L1370H8sAfed79ajSofYICNTf9rHbjvysyt1Jy2te5PahFNtC6"
    "yb7hT2lH1kHWG8Hy9kQ2zAfMUJchbaeswYgNJyDvnoHqUl15EKFYwYiZ35OAYeAekeREB0lcoo3v+8lCsEjfDeOVCmx+l1xDZZSM"
    "AaPHZojMB0VJi/dCNRPW1wAfx+mCPp+1rA4kFW8/mrzw/cSklnDc2zRh6g0ucI2L9J4rl8K3tQ5WR+JrgJ4ebTomxxw+MgR9280f"
    "PaaKOCwhiy+TSKLT6ovkFX6yoHIxwT7xPdlU52FjZrdIZmF9YG3Sghe4oQrvGPEvl26ImEvjCYEWzZjJUyt5QfX1rECx0FPOXPR6"
    "7qRqhcTmOT7jPpaJAUArirtHzBMAtg5CzicOFdgB3npEXAag+wD5jQB5l6YSxV/2kH9ToEY+17/p2WNK2otfqM0fMEl6Z6Qd3ZO3"
    "8KUf75tN3o1Y66REmhz5soYjLd46XwukxHzhjvDvx1PAcT1tY5Dm/YfbNFyQ93dDLdnkr7NBg0NYw5BLIKyvqrPDH1dZ8Z5oUxZw"
    "rqWGdGHMtaEmg/5J2MKg7NfjtyAZS9hAmqGpJxmlhrylW10LC7AZGaXHSKfiQFgT6AFQ5LbXEj5IGCbrC5IawDF/lysgAoLC04aB"
    "il0OVh4akAza7XZ/06W7JrZxhgroRM8UwFZ5vvDHlBctBquLCjHVKXy1UfaGaemx+F6EvHBIytmNF2XZsgf8TVDjgKLYXwAtf80u"
    "W0Btzkn107L7vP+ExaUMWKsnJePnC3+pfKk0LS7VaYKkZhW7g+GGWCJS0VoQs0h+KFNQov35jb+19W1EAf78dssnlCvkvhdkxpfV"
    "KziUXf8H4sqtfBY2+b1V/A8W3Apa+yG4QYJm92uK6IXR1+sLouY8YWpsgao9JAZhPSrglzW5yTIbhGh8MCG83ufWmI6xTaY79NJe"
    "bQrg0nXFtXkgQdB7JIQmB8CMUyGiNcCt4t83PwD6WTY+v/EhTh39VuEF+LqhvlvpGjBysPYYTxnxubh0w3tMtGKGGUONxykEjeY/"
    "mBspbgZ3GVXzlVgWfpKHE0Yj9eeUxuWDnIpmb1OhC8SaIeFzE1E30+oBwHU1dXUG3BEMtUJUGppajgy1DV23iv/6rjDTbAiPFS5h"
    "zDKAMOwXxh0psuEeWOAkLgdWVtjRRHFG7SZ+LbcK+FJYEbZ2NEoQct0ZOqrIVevZaP1d+jID4paDpfUHJWI9AV2DsRXGzW69WeLN"
    "2sBteRWg2ZT/Vlt6DdjS0RRqSzfQps23xpIaS2qAG9lSsa6IwOZjjY0CBm4ojNb43NCd9ta2xp+y8w32zhFZhpH51qbXaMEt6G3X"
    "3hBZQ2zxeOj+PPKlIO6rUZhsX4SZhE6mROwjicz21t6r54Bic2AP6CRtQKNtdeVIBbzFJhZpHs1QwqZAzObm+u0YV6B5KzAKrgS5"
    "yJSg7H6iHLcvNGo8ET6eSgokzgv9SPMHM0c2ujKcRsUua97a7dGOLS4hS6WC8cZNBx3YJpTRCMq265bN4QX1wHweB5+ByFfSDPlR"
    "Zb0XFJ9d2ln9dTX+5aUUI8Z5okEJsMx1Vk7gcbITRmQT1ptJFTcbc+xvZYIVSOM0lj0oN29gxUOPEcorZuhNBrCQXXDobW7FJQEb"
    "NzGsWqbwocNsM0q0OABvRExoLjtk365TpG07N+iMbsMCCMCR84PhoARmsbGYATGnCTfYSCEwTqHROUe0suDmzbfhLG4jByaEPy3Y"
    "LIyzLbARTkZqt9EuHLHGDngwBj/i+uXGANey63DdROqWz71GwvB1BPZ7hYYpmOzBzQTTJJXAx918iYnmN8zmsX58s6ctLFjophBc"
    "Jpy3pbdpy41twQKYrk7ATai7QWuLAGZ9Fmu1gQCvOBg47YDVwl5cO6WuTVEbMxPoqhs2PBLXx0rLjc8DO9JYipAV74DN5VcoNMJY"
    "/u8ETjsTdZ+rdb8vNmuqwBi0I0sxXvvCn4QX6hyFvHZlLcu+GPGNYgy+x3YR5GS1PgpmvxqLsZKzZo7WvEH/aOEOoRDAH3R4dTaE"
    "+CSLH5StCNn7tgGLgzcOZCiP2B52QW47qClaoiLHm5WXwhnRD/RDtw16YbQvu9iEK/vT2sMaoqw7byeXzBWVbQDUZPvgl/ijkqDq"
    "wFpWN2z7EZXEJHvL2fR8Woe/AuRC+gsxU8KZeiG2PiFWU7ZpiP1BgS2TNrZ9aAp8LvyfKbJSivS/53xKcOECsBaaCDK7FrP4ATyg"
    "aiWkG3XdAV50og+fk1Ugx7yTdvaKGo/xNLTpc3MTY0I9mgsAyzME1JN/yCHnTtZ87ihvXHRAg3mzZmmEt93+XistTN/e2BoAdsRA"
    "6jNANDMDgH5H1lVj7c9CFG95FCYZ1CZLaweWTPKdk7S/YZ/iNNmrsEqcIPk5IQeWcS23l1W/IFdc+Ka96qVNPM7WRN1abuSopRZQ"
    "pJXmDN4D8W2Lwlzq5YjrZvK1KxUQvxfgeE6HfwfIvr0ai7QN8oLSlqig6CkOL3OCF3wbjbWDzOeN1z4eYlxY4O7IGz/FtyelDZHB"
    "j4PAF48sAURh0k6BniRFnitMAGouTtYmDW+VR0Dx/lm2hL5Vd72TtN+HDlniYInt3e3oEa3Fd0eYBQD6bvVqp1xpsSrvqLJlg2zD"
    "dd5a+0xq31ACeQ8zfQYL84BgxV9z4YE3rTExJsgHrFUdhFrxwOBgLa68ixrtxPvnJsHq1oHB0igTvJ0cV+sLtoYBHrv1C0LOjIyv"
    "1jZxQaygYYjL9oOBbgd8cPgruAENYdsvLO8TC2lSMxQSnBk2inZGesqpVmTd0gT7+obYatuk9dpE8xqCWH2LDSi1CTOFyfU1ejKU"
    "FRjaDLKbSLWbTNKvTSyzfwkVXbKgI8Vr0SCTrO2l9YTnnAVutLlBbXODugFsb7a5Qd0M+F+rZG7cUDfWtBv0hAa7kiER1409zu5q"
    "7Skm/9c2Y8DUszZOVbeDWkxLnTwaEAPkvGWjphsERouwDaXWoiWbnArVC2JxCSixO23uzeAwfPOJOlLwpCQa1lyF5toTCqizXKJg"
    "OxN1667HX9tIaoP7bkdu0SD6RR2+xywdW7DfhSQCj+wdlsc7c3jXAo3HEymjVqh6wJN9/kIqTO4Z24ivqPHYyX7HDNM+j5nCp2vL"
    "zyGCdRMMoQAbG38RC9sDw0Y02o5R6YKVLAa5+f0XHhamISt/p+8i+IpiwJjRf66TfWDa5TofvnuQiZDwENcwuiPwmacLDTN+UPtx"
    "Urzq7jxt0nOy7CzaowMw2R0CiXzF0EbSBjGQNq4KtTnuf+5JV+K9xeK4IwOs6X8c+bhsa2G+wmFaBF8hVQ8SRZsOHHHFujC3gmiG"
    "ySlsNog3xWo2LXwwgCUBwmJ7AH6XxL8L1Ph9oS5Q0TYz9hrm6eqGF57WaPLna4niwj0tonMqPkyJbRSvOfBwxy3DbNsBxUcS1b2d"
    "i4Gw6SYTpnjFOuBuq34LF0jsivBaY9NEGW5QYWhZxiJY+1DmUSi/Hw5zgMnkIYBtE3Ha2WnTYdpdftOvm1Q558wyQMQU468DOLf2"
    "t+4A0m6kGiqQQgPiL0uioI3dWAxUbdY6scqFcC2k9JR/GqrNYoMr46H2uHsDONEIOZNjWNosx3Xe2sBAa7a9cItmxfwGAGCAin1D"
    "CGyeMdsCdVMY3k3KcYHEMg74e1M3ADtlTrIJQ7iZwQB0PIT3hSOmpH0X7eNOwNlubaeAG2npwQkmLZqsGRiMhYeZqxqiLB+3M8bF"
    "1i45H2eIxjRC3czQEdr84Xq2JIRl1zjeKELns1ilteyUV8blbBR2YxWEH0kN4KKj5H+PjWA5Ad/CVh+FLhhPDf5UlNYYZMg7LUZB"
    "WWtZGKBuUSCbzVs16GE5gCEWfhA7X6RvAoS7Qg29C2dB9YL/vd2k/sW0tl6QOhIgZO1OW4RiPNS2hIh9R3TLXTNsT05v52eCZa0e"
    "2+i5ov6ZFNvI86S2CUhZFchPDTC9DdYOFxjrmhkFbiQuNN236KK55fcIg9IRkQ06I+YX3HVdxOZrKyf8oaPyzDDHE585oechXLae"
    "8TkUX3FYxJRgBxKKl0kfOPHJXguM2wSpOQjmmyY4OPHb2IcsHnT54Nhx+P3K5oTNh1iw00YfqX2cniZLQpc1gbFhKPe5csGRA8f8"
    "RQnDmv0HYS8+lhlyJCUdLEPeuMLCivHWRtwIODwaYorhmAp0HcaUnYDTJNd3L1/+YtqVjgYSJdaIAh8uEDueaWLAriWab9mSQ5+t"
    "TvRFriLAeH3m4gkYGfaEuaWzo00CyqbquQW3SCukAbiPm4SnhyUAdRYTWI7P6W6vMshdbQKaBI3vBO5FLq5d0uMl/2U0n8cniq+d"
    "XIQQzsSeMlEzwdo3I/wVMbeYX5vqElRCYXekpdEyS9FCXML1CjJzi2leHYB/t0BIftCt5SRJZDs3HV9kp/7MVSJGEZ3H1e5OLyLw"
    "PN/tT5cg21Em+9RIT95+giCRSEg+k3YKNbJpY3UAQVId4+kzJ7GM1Blp5jqr9oyD7Iq31gk0OqrfORzanWSSBLApZKN5bYJLEDIx"
    "dwywvYJV4R2P25xdiMm8cTgsudNhn0QIm1yJ7KhET8KsQQDY3Ls4HE8/Q6eTYzT4/SLJRuiDdqHtBTUJTLnZpoiVyrfNGiDlTiqJ"
    "wML9MoMw3bRx4x64P3NOw1yAsqb+tsu88K9kk0yhiPi+ypppe3wT9wQ/1byIXJeEL6CXT4q0f7FGR4bvGw67c2zx8ITtSYPiWT1t"
    "9gWyNFEyyiCZZN7pZqF+X/AxClnUFBAbu92G1d9K3IaF2FipnO6Hwmp2wLqZJ8AiU5C7oslgcXPfUiWHQve/039gWelbP6rjSs9B"
    "fFzd54SZYmXCd4fPKNyA0/g8w8auCWBLwO6Qtw6+VRoTxbrHjUcTBG9/3IGYkYbl0lImoja9Jzx7mDYLbVj1SbQhS98DjJxhd0fh"
    "WoCInfA6iswJVvHlECuh8l+QOVxzUDTrdzC4IzhrO5DDbQKaBKULI3sGxu2bP9qdxVxwXLupQ0kN3hS5RjyBZWzWuUgJJvBkYBOu"
    "YILc3Rp9OyF7YFfCEXHurSNI7lErRojMId0uj3TxQP8yQP5dT2wE1GuWx4C7+Z0Lq53b35Qj36qdaGyy68DnmQjBFrG+GZQM9fz1"
    "re0FgMhjf1PutTAtHCyafZCpbnDW8BIQM8EFuxwo/AnYCU2jR9pPDHgdVj2D6MIA9UeiydZRztvKOt82sWTGbDgGJRlxk3DicyLu"
    "8+C3EvJL+JS91PYP7dQA5aCosk8LXLYcmGxTW+xLpxa/n9JTsNBOTqwsxHUaVS1MVvK+Td3jLWJP0ANPrLgoJn0lpzw3juRPblio"
    "rfzWktvA2t6uXYHTfWXEoSmN7enY0GP/kpvpCMTOLiKoJYuDVxnYtRWV8P1JHTtM2LjJluDSddyQ3d9ylNk31Afb9Uz+02BvqiFh"
    "PbXVsGatwRAeWZZzhvp3UW8wE2IoT6LdwmU9UvByxrtivg8AdpqHoVZNEwCGuKwVxi3D2LIQu4e/9ad/OWy8thlTsvlr03E4afS1"
    "y4/LfAkn99f4ecGXD0enul+hMI38cOwYaBNxiZHKQc3fgKhI2iqyGLsV8/1OgMmF6aBrqAgMXGXbeBf2ptYwa8Z8ce+nJ0J9ErJo"
    "hchJ0L4hwXKxW2zR8bD/hr+NpFo7S3422MSJaV5xbPa244W/K9iOF4ae4zUOnN5qaz/WNWg7WUZN+l5/j3HFDX+kwMTEQlhvKJJz"
    "uXCE5rpXCAtKdd9qjrkh9OXyL9YhmIwngQ/YiP5KWTGY6pblLSTbUV3QmybX8y77G6JhmefI3jqkbMP5JhXWhD5m0qSgyAA0Q9XP"
    "ixwCiwC5lICciMpZJ1Wa8lNgwx+Mc7BLnsyZ6XS12NZ1aRNJcU4pLK5E7MLobVqThsIrybdWpHJKCfMS1hYZEVuGly7JiFfCOWNn"
    "teeeFokOJuWxcBgoJqduiTL4m719JjAZj7vLx3+khAvMPGn/1/X7vy6NDn1RuNvjXw/whH88xA2MMspRX+bSF9nL/U5VlKDdi2mA"
    "3gvA904XESEHAfBdm51bnYu4edFusELZtLoE3BpMdBcfgEkVWwf49GjYoY/x2lZa2kwGxBf3P7tAauB2W8TRWPxJXx1Jbfp6rPAk"
    "UZGiR13XeNuesU6R0OOCfbNNwgFsxzmngSwSvAfkHSCnDy7oR06YprpAzzi9r5GsSsg2rzIFTf7iI06QeRLRawWU2F9DqlE7eFoj"
    "4Boh5fPLN6+TxirsjklIHcfbdVheSYWV6FaQ6L9yEpIn+IQx8KxfEM+aeNaU0X7dKMIw+tSWQCfPvoO/2ho33aO1U2LWJMbo0FQq"
    "aXdNDsJ0PVagti4Rtync+s7A76Tw+JVTUHzHkvqbyECPJWu30xAfuemB3rRcuXoV9+UOmdiYIC3YHhny3QvSUqLBqS/yWTEmClu3"
    "Yaq2t40VW6t5ZCQczEOHQMPFPJf1PLv3B+E+Dvrm7+DtX430o4nKivwjs2hQWoy34lQXmOjl0FVgJzZIMPwYHg2P2vPit5JPyP3A"
    "oiCRGIEN9qZvkBVtFSWE+cQpta26NNBTDp9DFWck61cM8XK2DJvuJEuz+gR5kwnKBXFHfNPC0q0+3Vi4hg08grK1NsUN9nC8m9Rp"
    "vtMv1bxQ1xk7Bo1rfpd1tWe6FhMaQfQkJU/aHpXZLn+nxJMvRCyN+KylossZt4OxYCAMk602Gds7cR96m+sd32T3Pe57BUSE226C"
    "bNfsPYKvVvSvZo7rTKTdx4jLaYQgdUinqDhodDolT+K18f8fi14v/KvbYEPbuwbHeHOPaf0Oweg9P7fDmtg7LXwEVK4Hqt0nI5kn"
    "cofdv7Jj4UWsKUv79zgz4/Xi0IlMNNy6be9rcu9cIfxhywqkMJMRm+pm/xp/IDUgu6BCYovJmCLMk4y927+3/wTy9phJ3GxyaZHN"
    "mxDIKriBXXRTIfmoGGjxlRCWnQm4DpZwOLj9xHJTwc8EGIR/kSjIi3T45VRhAKKkC8AthQDSyyIhbzmxO9hjutNOyBwXA7GZXn4h"
    "9cXh8J1AvFgB67kxHtlgztBYid+s0m6Irbyxl6KxKURzs/K9WfnCphM01EhtF6FSrHM1taXX/WTBUMCfvP0ppF/1Smds2pjelr/B"
    "7n6RqKKxC/BuxkDtcY09xcC2wj/5/WlgaYyAq4IBUCRum/ZK+iRg1RtH2TBAcbbJ0YaBKKH2hv9QzYUYGEO3wg0ttmiZUC2CBCjf"
    "tCMS1sMcDMOWk9714UOOuv6/E8fqjbng3wlaTor5PtN7+ASHcbXUY6Kl16txBNQINCaOVfIGKyoLepcBJI2VK4xcPFf0t4FxJISW"
    "M0dfx3dbVyIGNi7APVn2vmz/28F45BaxF1A4Gg8qS8Yxp+pbBcSEI/AM3ZJx1usIwrLpGdAeNRdErsVDUS4z8q/EWNX4r3R1/C/a"
    "wsrGuLwnwHO/vVc1aYfKfDHoouqEgs803NX4TtamBaWdBK4Myoi5uAvICe16FRexOFWh3aKhNeIQSp7UJNo1PQjmL7O+oF33tn0k"
    "oNwu8JnAi+g0uJK8oHo9qXlLhPblDjgTBe7pXJFmxK4IYTT0FzCkTTB5uSOfRnru0iESaU8TSLDZ6xiLBIYPOvmLuMj0CinWK9ol"
    "rzkBn/ZN46KfwypEgnjcsKdHMZforCZ9biytTuyu46IH48E7bYB7gp+4EvuLo18DFo1NBV1xZOePnjXSq9Tca++PZEX7apjfIJFs"
    "EpH8ZdO9VRnTwUhJvUyL6ow9HQNtK/MNi8GbprMGLC1Mh6Y5D7xpZiFYyBGcjRbL/RV7W3a4TULeCYwrmDgub4/4WACTX+Kge+Ix"
    "wtZGRxJohfaT2vjKx3GI0DkqHmejAkpwQ1VxsUMHn+Bpe81AmycJbgMGUwd2h1avJcFsKgHyEmgix9iZfuFtDm8fSH6bv3pQM9of"
    "x4Iy3deB374f1F8J2uBkB1AY+IRA6vGnR/Cg6rmc6RcNK43V7b4RxMuLsJQqLt4Oly0eie7LwA7x9YcWZAOI2zZPhNlbe0HlX3vI"
    "ryRM0rOd6do5lpKbBPIoMWBpi3wGpzXEnOZuiKFOycjXleB6zxIBO56FrAHGfLGg7YL2AL3FcmrkW5VzhpL2LtMZ7L/2Mv+Dll3o"
    "w4BjZ3pXnDuDxSlU+Sc5p0RDIBJ+2h0dmgtKxGl4QSQX4sxTMIuP4BIdQkeUuAWPo/mcyEk+XAFO77RXxhKQCLAa/iYtoe0RntoM"
    "EE3hQ31n8QxP5JBLO2vdnUmL4M8d8JETjM6ustLskYXeZjlGkia6LS6VdJFrpxvOkdBJ0eqHKnmfyGAs9UnS5bgxsGNg00uD9wzN"
    "zAApuATNaWAhkEUOyJ4FDcXfgZvWFIlRJXBP8EFoqDm8GgQF+e6QsuaQT6QvHMueODHwix4eMpqhh+moRVhgacJGrRkm/H1NLkHR"
    "HANnQTmMu+fFehXmajopSlE5LA7pWb7cKWAaHVg2lY1gJh8IaQhRJIOI5KgyPyPn01wiTCMusjszca+BQf4wm3Zjkisxm038RTKh"
    "Wg40r6RvtcZXitR9V05DSP/7LV1s47oIOK8PB0JkBiYp8To4KTkK+Uda0kIsbXmlb5wxNDqLwp8NLuDp9zc2iJb7T5XYtqcM1lew"
    "D2q5PmiasmMWeDhWXpo2HqO37JBqH99pz3Ybq/Vy6x4J38dBZoWUhD+7hq56livbOFvguzZ9nVKWbnuZOo2nysl5oNcQIu1ZzL8i"
    "+XdzXXsaH1q2uXQPvzgbJblDFhDN5HIR+oVmBzdyy9RXqrcUF8mW7n+nb9V/pWO/Mvxb/kc6TtfAnG34Th9uoQT8SpiiUDKaVk+z"
    "g7GQ7u70DMS+NxVMGKRdYNBlLpDALYFsfrIKBHDuUYcO8g3sNmsRk6cEaJlODt4TLe2mTBS3EL3mXgmEf8NWKRTRFV8+VpygrPM6"
    "Px5WYhzQJJgCkTo8DkMh4GXmQx8EHoxsFpvILWEmEtz5Una2VA6X9QcWK5B5naTEjyXKPIG68JxwZdgp0FldKrige3GaKMiISsPI"
    "OMYGrAAx4jqcQ7wn9dlf9jj8/DYUArwmISgvh7afaJKaQO0a6Fnsksl6Q9LYXydTGW23SzH0TCN1OQBqBlSN0KWa2+wakaaLPHio"
    "wCpEYw9f4HQDeyEB+qEVzeJHLTQQxBZukVLUeCwlwQIZY6klHi21/BgG4BzCMVzYKgDR7ydLWWBrZuEKFo9LuJ2lgeE+wtMCABgP"
    "Fj6ff2PQyMzJsscaNgJX+hkU20wB++TUz1NLgHSxjrQXvb2o8QTAljMr3dV1MKFWtGvpFUwqlGCw2YmPjuhMB8GxGC3MLdSJKMZ3"
    "uz1l48eTGWCMHfzVOME2FFSoF65WV3Q96FqwDZfkzWZtCLaaCHAwivVwtAjDVHYGwEhAF3DSsFkb335eeMYb/zI53JVZIUhSLBug"
    "cXcc+HqswVjjtDENq52lPd0ysJe5u/pmr/APlp368179deDSZ6IPpP+i1aFKMppNQR/ZRVZf+5I0MDiYBJQDf3mgwQGczVHKeYUB"
    "csbSHHbz8VO4ukoLn421RzhNR+Bb/SmeyA+mSUwPqJkxi8chnoX65MlDpvT6pKYVKKeHAFHqFrG2aZzXnK7NNig0qDKObp4Yyl7w"
    "aRHWOc0PmudPapgvmpo0bxc33jPaY/io5UmimCwo9vNrApOw8C087P9P+hHptB31s0otUp97z0thXKf1V7XwjqGQGpZ0kFpGeQ6L"
    "y/BtZb+b/Wv87xbYUDTM2OTWVp39MQ9mGFYdhoytQq1kCBTrF+zdJUfKp6EbmzHit0KsF8lCHopVzDEQM1WwQZa5m2XyhtgyebNM"
    "3WYLDK6NXiNu7G95qkG+W44gLtBs3EDLlCU3dplNAFub5vGwAwQlQxvMC1iOMWCRNDyTTU7FXQps7Q7kBI/iwOen1Q7rJ+4WqBLS"
    "Wt5lL8XPsmoTTygG7Q/AntRZeodEOqpXBObTYhZHu9LWstvb3ypmsJ/dbNOn1d0xtAOnKu3D7hjtx0lQy31vHjWIOXf1uGzX1Hkz"
    "UuzyYPvO6Fv7ywaSnMLxLEkpkeBHITq6t3T0yxOWoO1xw9+I9wBwmBtgOHM0Zmzg0CHQfkhALxtG6MS4newHXVQ73RoErYexgYdI"
    "E1SOLgniwekZ6mw2EZCG+vedZ4z1gNVml3JsKrFDMMWe1s9zau375vK0Z8wq/9nnoDq64Tr4+FhwxFFKl4f+8I6e2tn8MRnVkoqV"
    "+cFTfFKyjp/HiWDaTOz0yyOPzbR0ers0Pp7+4egk0egZgoaSQfrcKpzIa3ktLyF7KSEZzfTXqzSl5UCTTUk9NVtpSJRMhSfLDeo5"
    "Inm91rT+RXNf9VzWzdLj/MugSCrwreOw6XXXhpG+V15G1K37YUlZYhoQs3WzlP5vFv6dnLZcOx1cV0fQYV6YiGC4ySgqkaMfajPW"
    "Z+bbdbwlWBfkAje3SkZ6rhHIm+CV3r4eqW5ik+tK7YDvuLzU/wFBAKbyYD8/tBwf6b8fdPpQQi8TKXcbFej6m1WojhYpfuRZ4MfV"
    "6gb4w632Zc4KE+t6DrIGeVzk/Dxe8PP5uCpDztK4pl299336LzqXAVPi9JE3bh7PYOcyGSGUFiHuepofXurbkpb6rkpNmXObRjgD"
    "y2gfpe4obXZQ0kktEund+dctQwa+MAGkX4EgTWU/Lrfv8p/2uh7XVOSURb1vuBiQJZiIePGQGa5c5ueYXpoeQn/jU/XLsv544mEc"
    "SDytGS9wOl8J4ZGp1q4TD9fZjFn6X/2SU87v9L/uiGW0nKxJZlZjToWuPi+dpGDy4v+4Q4d6ZmqpKwVrj3Hwj1PpfLb82nIc6prv"
    "Vh7y3HAd2fGVQrMfndXHoxaudLj5sG5lQ6Vs4tr9K81Pr6ac/5VE26mkIIvENDrBF/WcmIa7f//QtEWSfUs69ds7SUrbwTe6DdsL"
    "gxSHCKYTGK+EAfsUrapyjrq/raJgief40SXo68pvOVtHEF6pUInHrut/EWUvp7nRR/pfWaCWIJCf5d/fblXfDTxehYpUp/I8uXwc"
    "/s/xy8c5fSDYVo0B+/NkYiPKH0T6Vhlz+OmLEX/rG4P83XJEXWaI7IFIPRaofJYbcG7jdcdfOsBIuK7yz1hcQptjb1GCPNeE4+IT"
    "/qRB59+7B1azdGiCenpDb67wgQc4ilP+FOXspJ1VJg0E0tmz0iwdF8lhQVIkM5IAYidY4HyIApg2tnAayzbAuPyXbt5G4pTuEy/H"
    "/q2a9tR5OSbMdIgpq9yzlp9hkHwRwtzw02Xh51afD+y6FBNeh6HacZC84kK65e9mwyTxvPQ0qnnyw5OzYwwEZu/jQmYON2uGfXwD"
    "t9dJ3AXasPI5USJ+WZwL58vGgYymp8dVeVKyCK+QwYDHaAzcUcq5xry3k2R9ulBR5P0smVL5nGr4o3RVjBpwNN7UcHnMPWdDJs1u"
    "EbFTHVzyortCheWPTfv8AE9RoiEGiMvPiYEOmGjJlp8DJ2OKNSG74CioRMBDnstbIY59IUjqs7IrFxN+lg5/vxXS62KFt+zFdShd"
    "gtgHUX7LQdBKeA2brCKzZMqUt0bF7NPZqyOUlN1MkhZOTIKBAKRN2ppcA5QrbNp12PUMSMgWfLzE0ImypLySY5yhtT7XcJUeaS5V"
    "7rCEDvnpMx0ZydxOMdU1IwaGXYFNwDA/RoiEZRx1aClBLkJgDULr87Bhsf8wou7WtzXu39CRWTg8FcLZnt1rj93oEdDqA//ktiZ2"
    "5WEqyQRIJly+B4KTqhFDibRtGhO2Tdi8cGkfFVx4Lcu4IJYfw9ZANxkYFtT/3mUlarhFc0zvlxGmQ1QKCvQlaL/3WvsXrq+1qqQe"
    "CpCNPkv3YRJAst+/6xhVwfE6N/40WO+1a3crZjeERifc6SrD3rDbLfgOvJ/OU8k9AuJTcFQpDZIcyohkPXbnUeFv5KPG3y6FNgJK"
    "EJrEmNwOxdFpP82SYH/JM9ypUCUkG2OCZAcw/gG2jpjEPbEfkmEdD6BDKweYJQeRJYGo3Se6LPeq+VIYlqmyVbELdNd9OSVJM3+R"
    "Sq0ASn3wP9IpZ+fpazxNNQPQd6G4j39G2lLfcrrENUCGOsiM3laK5HOl+PS+IhSVhThdz1Kxge0F580M8XyZNhbJxNHGk0KWyh6F"
    "fU/M4vwVSoupCZ2+eGcKM2cBfD0hPhvHymZDVto2CCP0zMsYQJOKn3yRPDcaMDKAJzXGns5/zSAcIwLWgpTYhQpJnKNIHERexT8Y"
    "yicWuucPGlumb6rkgW8pnbryEh7DnBKAyiCpPdKuVfdCfstIsjJJ65LZCubeXphLPI6Cc8T2taAh9V6duzLBBv+SSw8ByhKWKQse"
    "XIRAHO81+D1xDS9ByciFmcfGpl/GO14r/sYffXrU+ygLmsS5F0/dUsQHr25VJ4jXmsQgvVgCmwzOLon7tkFDfQLRaTMEp1HFKSh/"
    "0Y/twKrqRfcX+PO+NEwbJDBOHs7/nT4txbc/IeH55XG1J8WV6UiiNMq7UOwyMuao8uzHJJpOWjxW+r5Ri3+E5vTqcahZswLY2deR"
    "MuhLciyjpHahq/Gx/Q+yJGQm6U0AguLVgimYy77w+IIg5raYYWh5U1EbgG4NFwgJ2glus0esXgEhecCqQ6FPBhJYpu2WifZ00P2k"
    "54hJP3/eTrG5xo1zQcdVBnbFrY1XJm0EffmHL3yP9VXctqvPwjG8KPj3r916+Z+ik5ZZ6+cd+vG0lo/fT4MfMJTvXLccF2A3sg6l"
    "pR6uk5oR0pOD27Q76uoMDKtdZT/+Owtu+OP40a7iv2XAEwYANAiR3U7HPnd+7rPit8W4AjcNIwO4PvS9hooyRREIEUO7M7gI3tHC"
    "NpiUxyRse/sb8Q7s0TJIOvquGuE4C4ZhRbIO6+jml5FeNfLRPG7Voh3PmLDc1lW4Ck9HBvaDQaVwHSLG8Qi+Kckp/zC6Rgp9+Xbc"
    "j+sRLO72NaGZA4W/KUkngBSt7gDaq651B2aGH6y8A18Ac0e3628cZ4FbHOIoEXwmLLHwqU+UtFX3rcUfn3qzBmCVXhtYI7YnoP7r"
    "lgn823vr+/IDPechcAZgVzYl/pnM1DX2nMZe0NizGlxhz4LFSWdxW+F/FO6LJGKa1O6BAbD7bbju8DUtLsN+EogzhEIr76tZoKnS"
    "Wxucu9ZyzIHCCq2+K+T2ejIuocppq/N9GLMCAWgDKKg/RWePQll1N8sHygjfwMMfId50TPYgRRmAG6wJddPa2sO7Gf+SphEAsF4Q"
    "Ghg43+26Y6cQ21mmh7IqdAYgBXwDE78yODbKd0M7NgrttoEXdigROUHTB5Mvh5kKMVrmEuJciJDaNl0dgsUQsK5Ns8qURFkU0GSS"
    "qze/mFEFsAtajo6neahn088hw7c1+SkDYSi0jE9+FzrwQO9NiFgjw3goSYoDAXgUnjHZ9LVp+I3Y7Nooljt0gLvxboIYGhh+afFI"
    "AxPAuTWdn1TTqXTmltaiDkSCQA0m8rLrkeuqHWsjbhLAA7SHZk8EdAMH+8yzTjLD8sS4QTlgraok7DuXF+Mfsr5hm3jIG48CUXi5"
    "3HDcT8LqlG8AWu9VMb2uPXvcRtphtYQhMvFaXXjv7GVjhX/PYEc4FzIoT2YrvmKZmbFcYJnDdKyS4U+TyKyKYH2YkzXZe0qdLrpc"
    "+ZcmpgmX7JnB105pEbE3WtA2CvjK6N+7Bz/JSQS7lJfFf60o+lOKf9ggl/tjWK/chBEyrOc+rZK5b/pvQ+WclDa5ZbRprMrL3reH"
    "XjhPfXVrjmuhkVuwM6oLwH9RfC1ECY+ouqzo03OQC3puTNjjecG+vPmFl79JeSC0Jjm2r4+2xLVZRR87C7uRXswUJfG5w0GshRxb"
    "XS0HRlgWsiGrCuDHqxvPAR91sg2fbF26/lQ3RqyWdFrGrGDwvRPEicmeZ5mbLWdLDf4NX8y+7VURaTj0TFH5deySqG3jAN9CCPct"
    "+PtzGcP1GOBj3aD87PAhcIwCG6ZLNs0P1JT+3bXvaSQA6hFskYrQoeNQOH+WjU4z3dkC3vmuvlUoZEHdAHowgFdLt4ACqtk1XSB0"
    "0pkEY2GEL9qsTSGCwjHOlovhXW4aPrA4/4Ct4SMBOqtwB8GLUjq90ySEzMaRZCiYv8dnIIHqCPJ/2QHAUY8PoP9KdeOv4XoUJz0X"
    "QqP65EWbB7850/ubVgbRKwggvTsUHGUVRrEYCJEc5++ho+PY+w7t3LqWUcJfkAH9ZVErrRrDXdEPKzUgEilUIYLJeUE/HQi0rm1D"
    "W0m0UVjewg0tUd/CB5jfYLH05ID+tB7tiv0KGFZ1GDap2EhQqZNfifscKIFZ2kmLvwSF/WhQMNfVYitDYgP+OD707QDyM/QUtrE1"
    "nv6ik8d8YvlSEwkf3uHkt9tmXW55K4fT2QETJDzBVrM75P0FENcxUH/Yi1LEjhQAf1h0iCTL2qP2ZmXgTQ+UCX80wd14ll0lAe4c"
    "O0zTsDMMQfl1ZC1p376aSQzTAcw4sR/+gxgGBLRe9boNd7k6poUhtRU4MFiKCmvdhVo9mrm608kTw7lMmfYgBODdObB0g3Y9ZaD7"
    "Isgo8I14uVMiRN+U3bnRmhBmOgyqgVGjMC2qfGBSpyfLnwuCX7aDGTZCpKDjM9KSjq9idueBf/tSyLNkAVJ2P30qxPjgkEgwzTZ/"
    "7NpX0VvHs7CyH3y59jyn6m0xvc/28Ipu4XbDsgMbMgJZtBPCwm8gDUOcEexbwSwa9RjsITEZLwC5QNl4iSh49dOefiv62n5kXvsd"
    "I6EhnueLaH2gtjtqXLraH/AedsS9zR7tT1vDvrGXNhu2KvTNHov9+Bacn2Khxra+HU8LYEVXUBiio0DvUoRxSAqhCqG9z5qn/a9r"
    "5thoDzBy0iY36QZWg0J6AwLYFhqOxohLm7/1g67W+mMApb9PyECDhIReLxbuUnrCXZt0EZIKNaOEP+eLpBHmC9cQk4jqpwmlkJ3W"
    "uD7J3Te5uSCdEJuhqdBIsA+QcXoiQIZM6WxiCSzzwkA3ucCstoLyWXayh+RezYzinnbjXMQr5a/HpcRlu6DkIyBR3LFSwh0cVLBQ"
    "a/btfLUh9l6LTxsDML1De8FO6wJilP0/djEQp/+WmIIkCnz/EckPhCbBGTgR3yQO8OM4QbBxnUDIJD+2QrAXQ3LXQV0L8U9HVyCF"
    "Tx/CGdl3SmtxJaOQRWd4tjEV1GTxAuTeSY+c5lkgpuOdsnx+0fQorc4kqKRlJTbeg6Fe5OwxsUDcLUTn9sfFyVAuivo6km0rrIlE"
    "hWY1+9p54UI2QB0Kqjy5A5BWFevzay0ZZYT0rcJ1a2plhxvJ+WIUCOncLCAyMzDmChsOPE7bHaKEL4Ncw6ztME6uarENYOBD3fVZ"
    "rz7CU4kRed2wa1KiZ8c/klNYX0Q20pOckIuofbeWd5uM0VPptDy5uAaiO/YDSMOTHmNY9yqLvv9lt/XTyKCsblh9ECjHjoTT6fF0"
    "sSrdPL+x/e90CD1l9Y/0fFP+RyqV1ckt6ETOhfRa9oyC/dSHJNAv3UHBqPuPdBhq4BSZSHeHsPlFWYpma+799ps8Tb8zmgbKhC4r"
    "jFJLzLMuImZmpXzxlU+Mj0iRG08YqmlVchaZ+zLzN6M3jh/F4eXFGWh57fIk0U9LI/w8x0elxz4tPDsG2Zk2nL3399qa2v1P0dsI"
    "Cx433G7GTU1uhFuC3gRwqtV7E1qxlNrjc21EOm8eoZGFeyejGCe0CMIIjjRQuJexu4IjCg8UspANF47eFJZFeH0rcKKd7II9KjFT"
    "d5BmXBmcTrtwGmd6PY+SttB4C1zw9Hb7ZBm0189w+9rPJrJYGnYwWoAF1p57F/uFx4f1FJ6wQ7Ff0OstwJmziNkglwVmyIqqdcBD"
    "4MK0Qux+1W1+jj+f/ETHs8dYxtYa/ziFy2CbPeDkPvv/ZhCrov164l8ykD4EUHD9BJZyOj9mpJ2w1gWmfis+dtICuWPa4g5/FXmx"
    "Gew+xQC6KcsFZiZKs8i5kScIkk1Zkoa5PsJATasMuPJ/vYhP0UM42+zhzhwBd9JZ2y96NXE/dbLIjp/EVlAGZTcrppRPCMMEIVrr"
    "BbALWhjJiCNOMPL4Gt8dpz2+IVguK5wPffZIuSb2EUneiNWxiw/fxDmyC4OxvPty7bHxTyGvtZiZsym8olnh2PIq+Urqcapbj+lK"
    "j/MmEFiboRGXbEtL2a6UpbY7ioieEzAnng5u7pKM6O2tOD/YwI81s+hHb0eDtkCm8dB48yIjhMGVEFWKQVzZJhRCGmFnXAanXThx"
    "rgKJqK7VArsGB2ajvdsMu99X/OWIAk4eoIQHwY8pz7d+gwxDufgCRzHVFUbFJbrpnhzoYR0TqJuS0gLPy9aonBlQ7PXLNhjClBRn"
    "hfv+7kDirAygOwY7MYuehlQkal3GrfXjsX+GtSu1ftpb2R02avMcAYaW93PAv2EgueLEVnaGrmljXX3iVysHnT4wHAT7xYYAnEHf"
    "UyI63xb8Ke7W1+6xh8AAGGfdsZKctuYR2xCPHQJCkFrc5bAi7GnQEpbjMcsSGldHC4r1VI/3Io7/veuotx6AgkCQtq5Wfor4SABK"
    "B6Qr3gUOjX0M2wCgYcCVnABSKRlhQsBzeu4V/9BrsSh1gjQo/iU792RvS7/55SaD3MQ5gMgx3B2LNghw6tTdz2BALHsog35wNvCd"
    "qc+WAb6IQ+f9Ztmp7VePDMjhr3owytYilqny3T6g4V+nI9lowi1qCDjp9PUl4VQdEoSzHQKPC4Rxpu99jo0giqHSqaClBjryww2g"
    "mh0AURwLq6hME3XhOmdW8BvximBjHrdD4Q0MMkF84BPXcgXibo3Y+vkdRznuP1VPaFFoI9GIJ43IyrgWfuRh+J9CjIEFMTCkoBFY"
    "gG2ssJFsd4+0BZIrJrxseZwWPesSh9fgWsuQtf3uy5Ugp2KgagaUIC3xGgqZStG1UOA4JjKQKQz1U4YNylgUMBw+NMDZpSFbhW1L"
    "Ha1byVeNpl2FAM4bppAGSQEBID9Z4gsv5W4EdGu1gzTd3lgs39ZvBkknHuPcpNRnhnQ2cGy5CpKYZGAcghLia9/fT/miu9+Y+q90"
    "zB9paYAzZup3Sv/BER0XkUs1viYNE6FYnlZWrqXq4nPd+g7Wmu8dLDDXYoD2gAiMDMtDd1rF34cV/7/8+xvNrYhZri4Y4cze7s1o"
    "rW12dXlrvw/5pibHAvEVvQBSK7MBcIEUI2h7RxxaojvaxHCoGw7MrWadd/QcTaYLqhIRMAHeSXl2AoLb1v4UdIupxZo7LH/vC/13"
    "3TGgxlrMxpMMjbQ8lybitGYLArIPE2sEpb+A5pHJfgSAuhHP87svuPjcGABFTn5okHu3IjfBxP5c6b2vwE/8P0XWu/12sL4S8/D7"
    "XqV+VGJiHLYeSIgjTdyYnOJwBWUKMgBfYdwliiC2uBC+zM2JaksDQRd/AGc3ZIfifKJi2ySBMxkATahidkaDdoXZW/av5+3/eGDI"
    "WYT5ldcTqaWXvh3oq7ifdoE1DTCrE6zevQh7TPO1DC79whyPFmzUt9au7yc0cgwTxwLCaNLj5/fJaxiXds/TGrXV+A9UCVZ3P9tq"
    "BMsgXYN5FAdphb8wExkv12EGNpuHOnH5/ma7/VMMVeEOM21KPNzKaXwhkorZIGgkBxuAh9tq/622YLf/OXDhOQDvhMPtWcaRR79z"
    "7PdKzFqkdfnArKOUE06fe1bAsROhQO1gBwLs7zBfsO8b3DcagB1HjFlMXafFcQjMAE/YCHAH1vHBrQRhx98Fbg4e7/KCOnsv+A7s"
    "ZrDOYX+q44rBaMlkJvSzQ2e/GQvjJrfPwM9CvtiKzCWbgyv3bs6BNx47jvoeMP0d7sXwcMuSwXKOzGhvR8Q2PXKI3PkyuTFZZZh4"
    "WDlskbgWTj91CpND6sDOBFMb6OCwOeRL50I4wzqs6X07vhNOm6rTM2EEm+iOPuYQ3xHZrMQKVKLaMPX4U9ODxB7B1DZDxeNlDR7q"
    "u0fWTHm6e5k8KlvXxOBlEdXoT3yhdVYEcn+RoMrz5ChKfYKHH7yOkzJFMYt1TMa8QnQL7Yo3fm+YFguCitwg4+x2t71phgQ007eg"
    "TR7r+uQoA1D5dKCsZuQrMHL6wQQp+0dlztpU4HF5b7Y9IZjy4TMdhTkFllsgf/ue0EjSgbmONQHEk/gds4731vN00DSBOCtZCL0b"
    "A7xO5Mww3asT9BI08hJ59A6gCchfs3mFBYRmfsHZhuT0XXgCZXRJLdgYyae6V+c2A5kB7Jv0ndYRsyIF7gKUGwNcXUx4p1sVSvfZ"
    "Y0TdJ1r6OlX+jQLYBXn8HOhp6QKTLp3pOu0zgMhbV8jWS4ZQMhgRHLNGYtLrXy48EnT5Xs9JHBYuAgfTDA0fqhcpdoFfFJ6DkFA9"
    "8nkRtCKSUF9RuLQbxYeiw6CLeV0Jn+9U1Rg8LF4e86KYTHTWIYTwVwCEBlkqMFjR29SHiy0INt8XlmD2x25hpmxMZCgHzVi/0Xt7"
    "lfVQUOktD4KwYPi229s97S97vn+T/fKo2CGWzrjw6YIWZRWlLdPkd+QnepHgInQGfyZnPgm/CWW+QfWvRGqvSP3eQEKiySD5q+UC"
    "R7AvkRKmdw7XnuSk2J9JSvbBe1C48iTY21SA175faaWyFNe9kpKuwpZcUT7ccpO0z9W6Q6YWdqgbG3ig1x9/V8Xlx6DiAXBpHPxM"
    "/Pi8v8haE/c0ODH4q5aO9R9fxBmqRi2hxlAqz5fPOP5Ru4Xvjo542K9azBymJ7TNQJdaM8IE16Lbx/VftZKlNBes3vRL48NjFIpr"
    "R9opyUCBYaqFWc4L6DlQeyKtkeFPr39a3/ettn4eBg+pGcdAhzouoDOT3ZEhQdTGU2HueDtfUH/c4zouHAoMVVeR/EWNnpc4CD5h"
    "r3i7TzsdgUWUQCnEUs/hv63Fe3Ye46udlwNPw0a0qvwYx+Iyu8zuG9kcUvGSc/GUtIijqonockLbBZWynXc8HlRpdBGwX1CbmfQN"
    "frq2x4NqMeDrSZILTGqolAEb73UTXePnp+Fl8J4QrLYN6WzsXG3j5I8cncm/mwbDg4IjTovj9Yz3Io6Pay+oKbIz5XK4xHly1ZBI"
    "i54zKiyr6eVQ2jZGpZT7/fY0SvqEXgHZyOVj+OFZ20LCwS73kB8THAzaVyAuyLMe6xKCffs/ka6K1wDS12+/UrKJ2fGmuRoTEKKJ"
    "MNahwP2CNKZnF7b+zJkDMQAYwCZ3wCLFA57+snUZoyoERw1ssGyMwsG5yxcUHy04FyucmJCnvgkywYENvsPsASSAk6IqdVMR49gU"
    "rlUEHnvt4jtJpRWi7w9yEhb1MYmbn5IhEA199ITnNZoGuBN+tB6lHf6Opkq9RkfQ2RQBBCET/Qzl2+xjl6xM+Le3GTdda/yljzXA"
    "Zz4rxFoLJECtdywKDysSqKUHYGPq+pa0XALkkWeDTfUtvzg3u32SF9il+2XvCURW4oTuw9gQ4PziBfDyKWgIbefB/f17dt8Kr6Hl"
    "Og/VQHhFr+Y3QHeCIQcWIOBcnHI/V03neG7CRPMUGwoLmBZrdoNHXrxun/GvEKJl7DtYNUIIY+QnQPB50OkOvs8IMqJi2PwNbKzo"
    "sfz2cFZRZG4rBC66jKh85Q+HfRZ4/2HzDZPSOVZwxWU5YYCIqTS2yYBB/KrsVz+wG+hXxT9om/2fFQMdk2LgC/+QKQzE7PXXDac1"
    "/2oexS9jQm8Tpw2A7yYjtgfPq7OYD28Pt/Ez6HgXv2xAtxfYN/8ai18Tu+Yvk5d6K0Gjm9D8a7nhXzKwLmWRwh0BdG4W3+3JcH2J"
    "oEWq9YBf9pVgPh4b1w/QLsDutl+r/X8Xv2yw/GUPY/b2OG7hUmhSEGWCq3UFay5J2HtpBkNRYvfza0g9BNizpHAGIlN+sQDglr+T"
    "/6FSCA7/67RcndY38KjTmMCv51Q8SvvRBPZRdY/KwrEZiseteNDLLnfcPmi5O6Uj1OkXnsI2UuxpiPaCE4wHpoEI58Inr94rKx6p"
    "U8RRB2Bh9o8D2AzUQX8BXEzVKPowA6iZgLN1BLQXfnT2p/L3Ydm2BvRAF3zIIlsCNr1qPLSzjtHGiK+1rsegfFiE7A2LFZVbB8qA"
    "KuxB6QzlYc3rMbXQiz6sci2clx8GI73LSuuH0JKWG7T2inCk/WO5vyuF5Y70x2OJKGyZvMMbccHrLFn+wy3PH0cKJcX4QzYOD8vX"
    "Uabj6B8yxoqjqJLZ9koHbw+mi20bxCV5GqjI0vtx+OYLmk1JNfcI95lizo+P9aoHDixHgJ6BGOYRiFcWkQEYe40/PJ72Kys2OJ9d"
    "/q5AunkbfMb287BwTECZHTOcaKHu/baR/Ms+8otwisslqrxRJzR8gYTImxJiIpUINEv5wKx3JD/IKUF6rwvluBaoQzwgJkHYUOl+"
    "Xy7a/tPSZ6/LDdwFNsl5LWcL2hY284yUy4j0g6rTjY2kT8sKjNKdxclDm6tLjOT+6YrYReZxIlzFQtQL05jLE36NLPJn65DQxzNe"
    "4f3aOpDm6I8fay6QqOlNoHCfAhYhMM6PAKBxSAtuDSN49R5hyztipKHtGAJXOV/g5eEftPqO1YYEhQdGG0dy2qYHWnuYLwFbhlqg"
    "n6jVAFwz8InuF05feWO1Yh+Q1ugZbop2ZNUDV8QQvNbcgbpXACqRgGtyOjJVWlDGx3X0z0hDJoR8+CGMTpv9gPUKJtqBoEMdw5y+"
    "hcQwlk7oFuq7PWipsQWe309z93ht6cN/YFqC+8DoHyYo42Izake0t+TznjYuTZSBLeBN/M0p5MZvJzw7wEVMgWF0TIyPi3m428cl"
    "j7KARnwj19HH6s/AKv1jgd3W4HT6Df2ULHJE82ysLTc1/uw4Fqu/jc2Ev6/s282WhhnoSCsODYWA+S003LDwwYBXVw9PsXE2LUQE"
    "UHLuONKVuqZPY9sB7Cu0EK7egF34BEGRTyAcid1ioXmgKQm4uiRplC1PRmNIkVagihUQLn++kYPOfva13VmMeNJQQM6z/82kSYyy"
    "MMrHyPU3DbsVQaTZPu1UEcg0l5DS3TOUoHkWsI2KfXv9iBXDlg9wVx+Evn1SOBE70rQ7CoT5iYjG2fAzcrPn3ZiidbERy5AIXphg"
    "GgAXuIyfOsuZYDNW4T10E2VohkoQzm82wJj0Kx3d7P4OrlJYNSYT1PxGzW1Q2aDhISayHw2fuL+VEymDoDUdmVXfW9mwHqQJCCBq"
    "whF/ubDrvYdfpA4Zj/en45RIRPMPRCqDXv1tgV0BToeH1b7HSOtaBjbNmBOQdpxoWzPDnmVsABs6AL3s0TIYhzushAmiGODWnSHk"
    "Vh3hnK1WpBQQfbsRaczSNPhLJkx5Rlj2AsPg4mcS3liFcFzpURnxx96UnPZ1Kkee9H0AR55mTQ0L019Jl5tqd1qOzix2jC3fCPgl"
    "8nk70gbGwvNVcLckgjQ8GYxmSYA3YQHNo+S/Tyi/WkCQ9Pw9+VsZ3W8W4mUOUzge41eMrBNwJiyGsfYYa0CRTDRyBoo2e0iuNeAA"
    "cxyeCmj7N2L2YIKF9z/6OrBBND80REQfSAVDVnSXzKKkZibMJPQEpTGGBD+CRoiW2QL+sOT/JvZr2sbyneQDJKlJLuSqjmj5p3EH"
    "v6aS3+/yFYHwMTcUmeMH3vcX4XqEbEr+Sr/EpK+UVBzYJxRvlBCffQyW8S533NyjnyX4ZOYzgdsooAWB0ahoH8UvI3TBsXrh6JnV"
    "8OUpgWiW8iGkihKV7adVu7wASjh1EpKKOvcoQMI0+iOyr/fsY4+vJ2Z5vzYifaL0uyQS2Wn2vCeiJ9oBKcm6WJmYaN9YZNunAfKs"
    "XgC+wgpQRu+Uy4GynlXsENwuWiwaJAKUgTeiwS/GKfk4F1+VFabRmxu3rGPPc3ozF3Ut3qq3XGcZzIfADwiwpY4Z3zjiU2zWgG+z"
    "3GOGE8c4hAd+jz+cX+DFCHR68DjB25fu/Y1gv9rztB8ndh0Y8LbPtOIymH0En6owcVohcu7qU2XSoqQByy2v1IHqW8wQoSVi2q0Q"
    "vjZXqqPRGoZgGr9TTy++O33+XpGdY16EfLlWhwhciX5hrDCW60nPpddkUsmYT2ipSu3B1x2vHKUWQoRSwfXR0hDk8P6BaJXSJAFX"
    "zTAx+7C28ShxTWHZc9vPJ/s3uuxqUFbesHbkCQyyz4nDGBDn5X19HB5ZFzxQpPBjRaQdGLbA2d8IcmHKJ3UkzIPfK00vwWpQDDEK"
    "3jgpOIPAlvPpJYp07PgSsPqLaJBJaFh5WiDheOv1Km0nIegRjQgjHcPuogOzkxplTJp+bJFloGQ9CP7lR7hcwfutFy8oO/hyfdLD"
    "vcPc04o1UKqhSWRx9Vz9JUCvrOVc6nReULTACsinEQHpoA+gcYoFYGsuNwJpvTNHrj6W0a7nJpIaM2m7e3IlrDnn9oGEoJiTfMup"
    "HwGoTPi3UpnyHNoffVXPYuz7wNhfZKSJ7dm1QrYyGDNyy7ZC+TD0Pdx+WBss/xx0VbFj13r/NyHdu2N9fsQeOS+OXFhe+tjecYFy"
    "sGd4lDnizzeRIpUKBU9R+EoE/EiukeNI0ZoHJZfhMREp1Wj9sSLIAkLEKTMmj5bj8oDV/rZOWJ2x9OXBgGWqFaSRhs4I2UQXBVzY"
    "hF8IIEjeqkLnsySevlUXHzWYJwHSA3fmsEEpGisBJmWgmxCKSMN3jo5SnJH6L79uTBj8sUkGIUIrP2XU9RGApDwIyJOvBpm51/zY"
    "W+Upeqvf5edkXJzPaBdLv15unKJ8Dhv8KSclMBOybU/A8+ynbNrspZAzE4SvJLot5O/7LvOSBHlm950v5yfxD+wH/3RaHZxCbQqV"
    "+58nzOghdq0WWdJmk1Ccp8hfAb63W17QOQsIE4eVOvjeYWMxnn9W+GOFyKJNbA6btsYfe+Srxt9yf6BNvYz6wnz/j33FxGmwdnZP"
    "4emURwSBRCnaZHUTKvGn01C3EY2YI6TDxgEd2gEsDLelgChqAf7gEAxjrknLaAS+dZ5gPQ4CtOt2F0IDZEBY8UEcQy3gA254Noel"
    "TeB5PBY+Wgbue2FKFvQk1ueNGXiEH3zC0SYBk4JawnpoPSwnCNx3x0OPFKaOmB+EtN6HcXlBRwg7NKXQsY4LMtqlIjqWNLQHRDN3"
    "NEGl5Psy/qKU6Qh5JWHirA4uHLu3H5ckRKJ8fRHMdnnARl6dwKPG40llpe7hMb5mhkqDKSefPGu364TF4ala8S8zn95AY4PBNz0N"
    "20BouIB1RfnyxAZs5gVR6c1Ne7I9dvWeY3gikO3BwGo9TLbYJXlmVlP40VmI9CQ4wkJ4rvDJWvg26UlNbn+UWz3P5VYCOXgjPcBS"
    "anGY9mIYrCfOziapP2ky7MiuWC9k/YIJWjido0dlxAMLnZbck1TbE/fnWTvB/9OZRRg+XQlk3Bd6LLDxza8CkzXJh7CTqIoEVFce"
    "rVwTTc/yfeVfb/BV/csdi1NneRip3594ZtnldE6nZUuAzX+kYqs4GS+wOPOC8JORduAmC/BEEngZmX1gPcs8CFlmuU4O4MEwu9Tl"
    "8isvGmjpCSvlSeMTxNHArmvVnW/eJHBmm0fZeWnxHN8Rf4FaXEsnokHIHPxSqS78C6G1yD4Hi543b35f5L39LSTb3wcU8rd3ntdl"
    "0Omja3I7xsRlH7SAeB01Sbo3RZlX5JTPqv1Hk/08Psw3Dv6d8HFxVke/FXrd62ibz0YGN22DN27szeJCQn6BFUsqCofj6S4j5xUi"
    "OnY8yvfOdBOFmwOSuyaQso9E4vxJQJ/kJvH0wV+0/MKMAKmO+4ITieNRtCO5CcLO05ZFkzr2MKkOZH1lAMrlHdzzpcdZ5wDzj/XQ"
    "qUKDfN9aheW/7JSlacnSPwRC0aHgRKNzVKt7KDgwm/rEv6nc6GUy/myJLUYkC0qG5Jq0TkB4IMQJRRqdWnCCYbdbsbNF4cwIX9y2"
    "uKSv4LMtmdVinoedo/6ZgJyp7Jz7Usa5qAvc+2VeZfKkE6w09d4rARoUyxhHW6OGg0Z+POSgVhJQO2lzMoCVD/DnLH6Mtpdy+E/3"
    "lHx0doplDSqY3JY6g2N+EGoUa+fbVGS+N3ZHvEUQxkBMPZWhexzqDYQ9wQ/n8ExIQ+kxr9Knb3244iTsCU29jOc0B7PxRQckqap3"
    "1OOOeyDi+WzOY8w6HPTJqGPpymhKrHq0TgvkDiqt5wZwbbtxdR294ihMinTXkynCWzD/8AgsvsZXj22kpNjFAhtpuxN/iLj2db29"
    "xT7NJh/T/U8xmbg7WF8YKC0jdNESINwPFXD16C6xFdGNwAW6InlC9VKhZKHbwBl0CYkD3jTib8IVjpTGtwwT3oorrZHB7SdWpncd"
    "I0liPr7A84BCeKu4/LhMckmQ8+Zhzu5yLjTYG9eFeZ8HBshEJcjmPohdQDUInmUVvyIup4Aq3U+mplPvddbuppvQhAe9G05UFAG1"
    "IsU0KoCSjTchaBiBjNsFH5XV34D7d5sH9Gzfw14zSIY3Ku/dJUAHdCXv3B1WZiOrjPk1hLb9gmSocaE+A8U6Xh+ve/GhLz3zpWf+"
    "smc8oMGZHoY9TGiyaLRPG2v8pe0LQPMtQ6B7t9gTuUyDpQD7l3FQPODjgqEDn8bI1fjCv+RTOC7bRPPyvrMfp7VxS5v+sXtnglI/"
    "jjiOgxvDkUdI+Jed3rVD4yLugIclxH0KHFMylQvmN10an9g/80H7uBvTmKm20psaMBKEvt15mjB1m2DRM0008ILrrmmyRoJtrO6q"
    "b5o5hZln/J9WBWhqy42TGHCTpZF2BADtrXTeLMOBjvRoey49rru+o01LuMHrdwc5hOCwgdisAGfiAQ/XLTB4KT685eWIz69yii+C"
    "iMYWRcjXQRyJA49ydIlLXYfpHvmaBKTtwU6gsuFy25cd8ZbDe0L2IwN1Ur2kChKjbiUo21y1ftfp2zSzzJf/ciR8P+TlAxWxoHzc"
    "dcI1ZSAhqhT2sdJqXsayyVb2ay9PoOkh6VQIdynQdglalwzcMeRHS8lI778Il0SmhLUuPtwV5IgcM39QMEjasD6nGnD6xyc67emo"
    "zmpz2JlEhuwZBmW72xY6kSxGoEyxheCUOYfe6eFnaldhPPqxqytHQhQh6c/iZZlXtmB4Rv84pUmJzooI6oSjD+Sj1USmyJodIMeF"
    "D7pEcEYb6O+fdr4wl8uE+l6gq5V/1KikJUDLeiRAnEHHucLVu++Q/2c6VtayNohUPw7qk9itF+zjT6D0Zyn0umcLn3RFNhwUvnin"
    "6GooBEstuIqQNZx9HLzkZF0dJSw/E7rKmEos/ghT/hKvgQcU34auqIzY9805dnGQk6efZyt/TouOfn4fixIqaMWn3O0QQXPDPfBb"
    "ibCBtdA1oi7tNdIa3K6uV1guT5KAw9QccOqwPpDi8JkZD+/aJtwqT4vzK0QcJNDE5hYFMfdLcyvS3EGxWixBvGV+tO/Vu82MT1jm"
    "mnpVB8rhFnbzicTzS131GTQTLH/gfsgXTa6Eo14vBP3US8wq8W7TXxNPKAeh8VIiwDM3UvFVuwJoH2nRzZCfDZMzfsopvvVsGTQM"
    "6W/CgIFEXfeHjhYny427eTNgwJ8jZylPT0D97M2KOeJ8YYUnBQsbGbsAGmxiOJS4XFt5qUBfh01o6KmNcFp9QIGx7jyRF1ZbE7Tc"
    "JlL8tuz8/j79d/p92SJMhtqtkEX9aPtphyhBT9zwDWN/ApIwdixptRGX2AuRmNb+tAvs1Uf0PzCawx4IectyeoJ20hyKOsvTpBSK"
    "TmnEp9cQhpwcRK8kAa6qeGaEUNgah+/qMFRlChfpCbk4lEA62yY6L9MQSTjBMgAqNQUPwbYdRa0LfDtgOS8/s06SjxPOeoPcutgO"
    "nH5JpTg4Z0qJ52Y/ulzDzBgBpocIlWU0UTqEn2xstBAntSAofyzqWxz+4o4vZGvJ0AmW3Tc3V09vt1cwICxV/DS/6a0LIh2KhDd3"
    "NFn029rsXFawECnr45VgTuwDkZ1QYBpkZh8sZ1dV+nQOvjcW+l2AQeM6COCDLSytZ/blG/a7wulBRqAOcQibQby8sfkT2BoVihGV"
    "8gr3gT0De5S99QlHnoHoCMcA/OTEC6fXf+M7HQNQDdCtXgp65dMhfBF3CM2pYGRSLYY96h5fMoKPxg4vp+KLzyD0u4BubNwZTQxh"
    "Dw8A7gnn1OxnCIIe70gwWYK9IM2pU8l/4DFv4bdt7aQ93IBZ4lAAzprNI9bGvBI7zapeXvsxAN3OvhyQ/oPS8EXe9D5q51W3BL20"
    "CEfJ6BBYbzHiavsFpTYUOA0h5mxdmnqCYr5eesYtMtKa2ZrUrpgVyyiGXq6qL75aBqRhqG6jI8sYcqPfrIMTsNPQ/vMb4YJgZ3Dt"
    "2pwru//HIiTscLsCkQbH4s3yZaFIqiA4eMe8kbMXS6BMOusMvNlyfhttGjjztEhXgcx1QStqBFTr+8FSB8/eFhXO3/AiIFIOCsQQ"
    "ZCIPEVacQP9ggDKH4zSOOAZmnRclPCRGIqtHYCCEdtjJHOXQqXhBOpZ1yZ4npgjwcq/2gZVE62UcjYG5S6u/KOjMpNn3HAnEoEhx"
    "55vgw1OQ4T2UtmZB+EFraRZdYXywaeX/k2gqm55nvP0+Wy9BDu8QmYB8br4WhZuLpfEHIfsY62rL0V7XuoN1gPvJFiGYfem67Jzd"
    "BSkX3TNylqso4Lu1QDeqNwC26nNtpWYXNXJ3PDeyspvxqzYGWJBFbCPc3CIbsASb4bZn1qnMM09inqEEZwNrBx4HMsOwEgFU41aD"
    "LboBdDvui3FuaUGtKM5fESZEzb/F2+Eeomc83BipUQE8kJmD5w95zB6JM8Hxvidz8lMkZ/2CeMjBwGz/xBkIAEMgBpwdKkGUkltS"
    "W6a7hWnd3fDbgCL4ubzWxdf+KCcqzh+W5o8vGFF1TMmRpwf4RIJwsqOa04pmBnomEuqWUBfFYCvwbknrfcseozySkLHOACuw3liI"
    "NUVjhP2Iv72xXwvaRcx0bz3TK6OFYKsIcVzb3XNEnFs65/utv5vINxv7HxDZ+6k9ZojPHuz5NuOauQGZoTNbFODwwn9k4HopgvB4"
    "GNMREM76peHYBd55tMyOx0N7AGfLElsOFv4t6757BLx5CQNag+R10ICt7Qeuwc+LltxsIjgBwT6wMvNIyPPN5Aah7QSgjyFOXJCI"
    "T9aIiP8Y5JfSAsBzhpA+qVAVi7exxZ3Vzgt2UUEstYLk2/2EbzZxLo5vddiwgtAy0HhhQJzPPS8QSviGbSrSgb9+NL2iktZCaYu+"
    "Q6gv4+RWOQtzgmfBI8uKbrfg7EccKGYQE3UEcAA7IYZ3ZfjAZE4Rb8KsGdHl4c07y2JcCcOllcWKGm3puWpeJR/Pq2UUUopCrhqo"
    "YlbsmkZ82Geh5bLh2mDOfMjmc8bAxNOoYbSdjDIL9BWTsuMklnmXFemftrEq4iY8NgByKa2MoGTdCGY+kK9oi0lcMQAh/lYn/nE4"
    "SWumjz0OEJmQAOKBK6aC6+3Ol86Jo/Qyx6lZnwnrmR2iI1rYRQRqc5tzOffYVoNZkl9q86nsaV37Q4dKscU5SxIPuLyRA3ShFpA8"
    "zobsek6lbHtRP4Evj4rysMuORsvWgIC6/UBGWbn8Rkj+zAmnZXYhrLB0Pl92Nw7QEHCtz4sQBq2Eddb0ZxEGccvKikeRCTpSvrJ7"
    "QnzGOX7kJZ80cYEvWjNV/06AlA3S1vqLYoE+vqFi4O3+lPUYE25MuSkDN68ODPbhxhfHxMEQiTGWz+PcOI/RnG0C/0aYWrJ1yGc6"
    "Y3QGf3/W0qkDkIrEINIhXC4PneQ9L9ByG3FDQJHDt/lBpMLljXVy+qGenx1AcWpGZbMN3OBardVt+D/W3j7mtm67C9q39JZ2t4AE"
    "UxqEVrGftkXaWkzRBgGDQJpojRBQ42bvvdbee51nr4+zPvbz7BNd8SNoQjTRREwIxj8EI/EfxVaQxlisCLRFxRax0NZ+0dt7e7/v"
    "e9/P856zHL/fb4y51n7OeS+h8Zxnj/Gbc64111xzze855hi+e+FBpwB3Wbq8ZGvah7O1yWHg4VIGfKzWWN77/k69kLvOjpQErqCY"
    "B7UFYNfFfjg7ZgwRoHG6lGeSTRqtmcOeYRyNLk8tVpfuxFnbBTMOIzH2vdbDutahfuuNMsrJ19vCftbHruvdk7WrwBDj0v0Mu3UY"
    "EYLQkf3QKDHDrreuWJS58bz1Y0u0wBFfHjwzgA1uZ3BDU6ZouBKw2/cQuqj39jJ7XNXjh7Pn3I6rjdurHPiDmyqfrAgGQEa4MnHn"
    "+MpFsu7mJpOCbxYWIsKL+13hQF2CFCh72vBMCrh5Vj2sMKVIla6QCzaIQiZm73co8NMCXX3AcUDrBK2xs4SfN7sWZzYwAQ9dSJic"
    "2k/NVbeW5ddaC/b1zUm72AGq41gdJmfueGw52b3RaCfxCvfjkYg6TtSFAiv3oLKSLc8L1o+O13EYUcf5ujKduqkXx+ziyKL7LcTb"
    "fCV+EUApqqUHRxz14tzcfHksiLkoTT2fpPMFyvCpQ0148mjaYRHOTsT3w9wPU35s4rvTN5K5D+lesujUNe0iF/uy0RU2qwFBWcbm"
    "dF3aSNf6JklYeXOJD1IlwXMX7UN/vPCVwoUa59PqitqUaNUHgzj7bZsCDJN6yL1UFVnL7wRZaAzzLCFVCPB4HZaMkZqPijMKnJJe"
    "L45Kr2+OTV93OHO89Ora/dKtMcvSIw1XFp6yd/jYY3lplOd1Xe/w29oI8bid0UYHbmc3DkOj/4YtBghKLXXU0AOiTUciy3Oo1aE4"
    "FUWBt9kTuDIQ12TDMw611e1kVAyyc1iRMI5PUmCzv24sSY0lsOEJVjDOlucDHdAfR+I2w4Wre+6tdnKlw+hyPt2uXeuc2IbfNkGq"
    "J1s4ffzpPrMkbBdex6bHYQF3ceFLeJHfdCMo5kz08edSFoPgLKZ3zaU32KPeX8jyzJnWaxzjoEM42SQah6AHeBnsNjll40xpwPFQ"
    "As+d7lQclCjfmJ2h0mPtFpbHWuWV9cQ1wb01ioyRmwnOO4Hek+aT+IQiWJ+TIJWJMNFYQ71+3fBgHaX31ypA3az/DjuiVEeG3opq"
    "yTqI4M0wyaWimebo1bWXRXqkyiyBbD1rN0so3aSXSXfSgG3dxPso8qFCbqrhtjjaLcQTlNW0cR6Wt3Ca036+6gKb5mu1is54iYDU"
    "kSR1duGNBqbl9VTfJZYWK7D4Zz/pyKwtaW6GwEBweCLRdiH0L9ZcMyLtxKhBpO5tXg8y60SmixbkuoWndWhDpe4ZYxF0SUPo5cW5"
    "Crh0iAHoAB0wtzKW7qJBpLU0sJCmvVNzyeKaAWkPMFAf5tsD+xvCQ9pOCXHWyEuzhBt8tqPKtzDsGDi30dW5S86inGEbUJXQsURi"
    "3JW+l5xYJ1qIZ89w9vaDg8lj7jaTu+PHCSdGJo7n5tGncH7s9XZG5y7UV9+jcB6v9BSEvtSZWlsTxKbQiMqogyhM7uzW85DngsPp"
    "jfOruI/lpFaOy9aOYU8ltM0lsNHaYRoqJzM1jlgELqW57yv8kMB7e7vGV9WbtDje+LFK61SoiU+bJM7y4JsAWYCOIHcD746TiKnc"
    "c1BvDLdmaUlw7ZL3wV8J6AiQQjKMZYSS91HElQHNEF8K05CFD3Rh0VIP/fgViFhpGn8vo4vBqtxJZ1nDg5SQybutko3nxVHvUmjf"
    "3UBLgiDEVWVbwmIvutlRQiA+B70OZS90x+QAKK52u04FPZ1RmJEXguR2K0zJzalFcmm7Kjlpdgmnj7vZT/O9cEK8nF2MqPX/2lOW"
    "S3MUYqpnTKgL2Hpf4h7BdCTdMY/Du8NNlbgFAjEaknGIMWpRKSsKXtflohIwI8ycLb3Qoh4XHu06mgtwz2o+kdqsnZ+vQvui2VYe"
    "uh/O21bQy4ojRtWDdkxwR9jNn6jrfEbfQEgB7lzX5XIpFZYHMn1LTKWI3B8FYdsIgJdGF9/Mx5JC9VQYl2ri2BUbQhDsGkIyThUN"
    "x7BghEEZTesh62RFpNkOzNhBSRw8bciOK2ezzn3db93souBY+9xYObfZtP02O3zMfWEMz9wXFqdxGEzH98b2SpPt7HfAzy7NShtj"
    "k97Y8rJesYG+LCxRkmwenfqiHysY9qShwpMarxQksKnOwlykCYVYbm7OeA2JCtYdHkXE10vnclzWPThbnyT+voDplDtlhKkhZWvP"
    "uT5TtAc/aA4oCxZAWPJ2TmUgjpE31mlsG15f1JkzOu1KTw8lq+tqAUNYaPZRbzS7Pazv9Qxoxy2YFy02foPnnpjA2exI1zCmTo/v"
    "OOIDoJLwC27ucZDVWNFvuHpmsLOPZHljWX7s9mgfj671N4AfymtOm9jSbE4QzCSNynSyUnMq1jptCmaDa2kSNmoTT1IpB2pO9tzT"
    "tePCIYBdb3daC4tvR6a1ArUO8vAtrgaS+liNMMDtbbZFRY6cAeUYsCkKRGmRF1XqGliooBcB1zf45etkAyPAfOpMpTi8vS65U6gF"
    "xXP4QxMIKjXvnRzGnqARewJZEMkYhaRPCEQ3d0f8NiScXhqw++4sPkuFJZYjwlkDhCEbRRsV4fuESFMAt+LUJQ+iK8mOAwsDR8rF"
    "GaTFFmpkbrD02kBQBmRh8nvt285zvGhH7IGlfbiQLDNk3wXZjP2WBhUkRMsN4Ggv1ZVq/O17GeLw5Nl/MLSl0GoJwo9Wk9Tntc4P"
    "IVcN6FQrreHFRhq929S+m6vwW3ULxoibi8EGv6VJB7jRrHD6fcDWMKEKYA1DvqyamKVQesUD2LvU/G1wdiWOJSbAYXQ4UNodhifq"
    "pIEHayLOrkXE3FxtDoBMQRtghCZwAzxlbBrgGPcjwQvlLwrhCIpPdsQIsbXcWC40fh5dLXdms+8TPHnCBcd+bpp0N+2WxuqNy4U2"
    "TVyAutic8bOyJBVUjT2IR85QiFv+QlJ/s9/RudCNFZXVfO+3Vo4po4JVtXMoVzEHdWgCWBPIlzTEak/O7G/zkFqADNM6BJmcW6e7"
    "DzyH+o0Ou8BoqIXohWl5cN0rtKFpwdmpY7JLn7QJ5V7+PIcaF5oTJk4PDAkzP4L+Hq5vmPtR1JXuwzhfj16HkvTlSsLtIZcI4SLj"
    "7Go2kQS6ee4KCj3dvryGRZtXwqUF2fDGU/H6QN7+SjgXeFFzXBricbimITp/jOnc43BqFvETZDa0SeE6bjtnNz2xxhkzrcVUwkPV"
    "oMqRt4G8eAF6RA/OkuaDbTwinb+QS6qHF8EqDBqsiXvsJQW1ziz2zTpMPDunHAZtS2Q3Xpfk0oEU6Rt+7IkrF1IpEerHidWKyS9i"
    "9zSldjFBqWKa3X7Hoq1pqbHCamCvV+3c7JQP7NxqHrkYtkcVTceDOGudZCAdlAVa8wYYyu1OCZD4ZgCsbiaHYnO4mQ/CJPm8OTR6"
    "iTZnVkbuXWLGabDI78WhbiMA01CU2zZxHsnlk+UM+Xy4vY0PRE8+CCcduBsquCits7K+9a3mPrr0HJ/Ytuo7aSuL1B7yLA94TSB2"
    "p9lgpCYHlRmnA8Eu7HpgYuiccwLeImX1jmTeSp1dV8dngZz0nJfBebjYse5zKpVJFMZg4dHDwPVKKE/rufip7GEhOrC6JBd2e51n"
    "qJN8bdjcPi6tQ4XrkdWfG+/ZqZ2HcC2OYt16tbNbx5tzyE/tF/6xqhXu0PiSNOvDOEI4XBw1nEnl26GnWpHtIv+6yFSgR6mHSYzb"
    "x875zcw4nuv6xuOkTnj2qBYebprtNsMWKanT2z56OdTsDlEfDn2H8WTsDHq4lZ87qCpu8yd56pE9hErxJSliNNtcIHYONLC7JM8C"
    "tAE6B546mOALrhpfH2SMbsu3O2j4IAF3GuFJdYBeu6vEOtavU9eY/CRjAm3Jj2TlwynxEIiMhM9i1Ta8opdaxpO6IzlxeiOwi5ss"
    "nJyAsHcJr+UTfXojVxYgPT6CPOMo1udcC4zCpe4gXFzarZOR+ABWJdvk8EufkOT6JpRTKLKAdeuNdy2hBcj2kOT9KR/k1giw1vDs"
    "RpXHouDdKPJwtx7jR8YTDKVr7sahtIRhZeohXGH9fL2Uide4/5HHMn5f4L6Vo98NWJ197Bvr+iHQZLzi0/g1m+0RKiUhzWx9KCtu"
    "EyObutEXMaZmGocQvAgDys+Gqb16s7rPfUDsyMf1cnod6fNCvBbd1+cEOqH+oXeA7RNsbm68gl506JVIE0PtfAbP1unEaYANbBlD"
    "vb/qjPx8G2suuPQOeYNwx2bXvL3qyAHqupe+h7LmF324im4kUGkX4s8KW2e53eFxaxSwfiNlYBLfa1AHUD5d7TfGoxybzj60hpyc"
    "tKECwb2G21J+QpUft3/AjzJKxrf0eVL0SbN5M+zW1C26X7uK0eDIPEgKgjjmy0HyqxnaBvKYzcDr/WJL38WiuTd8bzE/WB/7IHnI"
    "xrLhqnUf6kYzRzqiZLjFeSN5w1xOE5o7muu2ominAR5faK48wutSA82V8lzNNYORuH0C0i/Q8PCQ0Qu05BlRJ35dPPgIUVMUw6u6"
    "oGs6kBA40kEHDEuzClxfEdo3L4hfNdcaP8lFYeF9dl3Y7nyQn2viaK5NzS1mAzFkuVruWMWhvCCPh2KlO/nf+HTMZ6M6AJdkCBFG"
    "TfBim+AYZgnBgoNDqkDKw8lsBVCL6WbonG8S4ISaKyXJiwZyXuN/KprXeeuMV3I1nV14PFmx77Ea2t5xShfhksGJIbf8tCDWSnC5"
    "uT7gV3Trp26+xsAuABrOp+7Y2l+/fpq12AB4mpfD+qk0hj8t6mK3Kw/rp3f2d8HPb7m7tOunVQ9a2wOaNdQ0PbU/i2DYZjbUNcYx"
    "rQ4Ok8Yykhz+veXwxSo6Ym9+6bi5Nfy0Q8OvcuMfR8XdM0+A61MSpAuvbEZWOZOjDYT6TtiBtXeiVOMmxBN/BnEvotUahfTGks7d"
    "GftMJUyA1+muwS0DS82VmIKVAhu6iWr6ZjAnFcF9tTWZoLgNR82f3j9dt9s1WkMuULYiGc6AQD9gQfqwXmodjAUN+T1WI7rQKmjw"
    "YuTQGzniZ82qUcxzbC5IcoYPhhCk2i7GpPEeBwjld3DrPoNfuikOC91pm7AjqDDalrFhgm8809PDcHuJ35YSfFaO1xRFAalLZ5ul"
    "2fbwSgrl3GOxP+8+80JE+FA8wZdX3KvL83jaGfkE+QUu5IFsSPkekH0nRam0phRjGqgjXbdca6SJWx65oTkUIxDIiCf1MDnYbu/x"
    "00IDgNacgHyOBmj1lILXwEkgBA5fMtf2Q7vF10d6r7d2b6N7QMCN41YhFcReseaAdapFqBaX5lOACFInAuQ656jAtep4KiU0rceH"
    "vcJqS0uLNbfyHOZHZaHOZ0+sP7hKCHM+RheIRSVXdGHtzv4sA/b2Zz0fLHz2oCweewuwlGdWSTKUqGxhe6HNsAlq2ZbhomeXudbA"
    "kcRh8FVz2ZwiRz0GQMiWfpk+Xu4OLpRshGPm5m252GZPUNCgROumdsBLPiqz0pJhAgd8FdUGfESHhT35PwM7k2xw1PHsslhcF+a9"
    "yLJ8K2UPAGydAvQ9n9Io6a0X+HyLbTIxCl8IeiqF5sxKPsxXZlj4+IzvsYfvwSz8fcwvD3BXf5+Qns0RU4sDMb0zJpzmNdax+t0y"
    "b/aoL+A5Vpmcs9+QNM9mXoDo0nUuVuuuLEAbIC5UavZ6WTBm9f68LZDZ+/pIFXStW8jMFJMOlxDZ+5wd0RgtUJs5yxNoHfCxtacD"
    "3D8KsV8OPecAGk0HYBiPBrV5HGMhYr+akFdAOZVdQrEfMfvoTS8koVKCmKIRaZgmP8jaE3CYKIjTGAE6oa7dS0UhXDhRttZbZdu9"
    "XiE7QQ0cgCRmAiiw6EQlZmCwJkEp4KqHWObc5oYCrfNOXN80VjyAKgzBDUFhPow1Q1E9zgrYz1sXbDms592IhLIZRta6Ew87QBMy"
    "+FnvQs4AtLTgtAtLzqiONEp5dHRWgYXaAtJcfYzBB9GF2U6cxePb+JG8AK9VFx6BeiahP5Xqzfo5JhY1rVDIj3ImMA7npok3lNLX"
    "+hSj84UqoJo1H+939hIqYf7ORtPuYBEUYHk7o4MD3VxQwbQt63wzCwO6TxZAPhd9xXPBFVkApoO7DWJ891gmnE/pJ+Sd9NJ5WThb"
    "9v50iuNxOH/sTFqIHSczm4/cYeLSNVzt/j7hXYRzwcxxSKXLmVHxXRVfAF58f4BYlYjSCb9kswHOS+5Mt3qLVymrwDLneQIRki59"
    "dsHmwAw3ycQvNnOwpcIK1eTMMDCNDatwxf6InHwSgB4A1JG7cNMMlzdCOCBz4Ddiu19s9ui6ksjmwMG7APyQs7oSYEZQk2ixhohr"
    "OkD8JNwN14bwQkuoDZgaTFsVvqeleX0DGWUOED6eRKIqzFbKgwmsnYaWsYV+sddoFsOuFIk2nLhJJeotZVohDlioq1ksBqsBf4rF"
    "QTHrvd0yFd0JhcDqLCoBX0oq2EWFauytBy3AveLp59nhL6lAIHuolg8p/2A+Sg/j9A+htc04I6JwQt9Ln52ShAq3CxXfOjVzuPGa"
    "74gFyHB7kzw7NjG0ktcygXk2o0cp08f3DQQ/WBE8C1DqSyacrgzgsdwrMzQJo70e6wTY3EsCXJPL3JsAMBYYgRBxCzEnbGjSP+UV"
    "ngaTG3nwzIEe3+VQmrHWCVOXs/TjpsG1pBpnUB3E3b2oZ0l32jIDfXOUYGCfiTiSBJU5K90JPQdr9nSDF2J2esFvd87CczaI+igk"
    "S+BGL2PyXLg8vWoS/DhGABtdnbaDlwD3okEAZrw80iVR8+fOrmtI+F7N9r4KrugaDS4wZ8yCe2IaqpWd55MOQuo9udv6PIem59Ol"
    "20l5Q8/jNt7yaWnDuVID5E/vt2q6BDhY7/rDcOZOpmvAC65728L7sPgG3Mks2oDIbm+F6Z6NXbnHE81ngFM8nhqKH3IPPXe2gQI0"
    "Hx3QLRtYSQsfvC88aNSybPH8ppib+DOHZvB5GFpDXPiyfXAJvXThVJEMmNZpXC26OEurQBZIL6HxGLVZV3qC92x8tX5oK2eybqHJ"
    "rzz8rLlbtig91QgJOzzJ2UVkOsWSDHuHr+/JbLvFPo8H6ezK0pGC7k95pG4/P11vOLQ+DgPCHQNL66DihyEYVghzcbwSxRLAfFxK"
    "9SOtjdiP9h4nu8kKGLoB9Vnel+gUQqsVDIknqMmkZEGLQak1ljY8sGaRX/1O50vB4QvdCK21NRCj8S8X9p7a88aXRX3PFPswIBkI"
    "DIFW7m8RlVI653tw5oZzduGKMlbfbkT727LbUBlFACqkMIc8se6NXr7eWSZtwVFe6z1N2RqPSVzthFp2Y4bOOQ/1FhgtSXQGluhC"
    "RlkNA+0rp8HVgEBiEYTrIJgk9vY+OIrIg+AgWvsFOuAmNO3QMelKCIVt0gTDfZmcqWNZOG6u70+cUAJSNxXteg1ISAdvbOvNFhLW"
    "kvck3UQG+REoV5HIMi+ard2qtJg+mxcm+bjqGLnS2Isu9xWDfK1zDCmJ+MT5LBS2iqAJ1n6eS83exm5ZKFxvG8tHfO7mahc9bSzl"
    "9ig21ebZWYFHvYWcCJSeAKjAGTgNRwGdo8fhFNQifJ2eRlba3gZyVriHnaUDIsYt9bBgOx0bNosDlnR2x4IAAwnVvCH00xHhsCTt"
    "vtAlxTGC3XVDU1pwYfsGPEuNZ5tEUeEf63KzRSf5YhdFu2ULd4pVa3Kz80EcOmQj/WHLCNhr+FDNR4Xcga0OwiZOT8Ml/TtAPIMM"
    "EIKVwPh4i5yaFWIsX2x5gYTQYv0TPgfFRPGF+TVpkikAdrpdNaLvviJEjfFt5mOeeI7jsIxpW/iSsp7HSLmPiRPdWm5ykFokKYkV"
    "22alX8sSLhUhwecyQBc17yVJA/ONvWiDDQqaoGayfpDaBx/hSodh3YfatDUCWJ60fuWUtXvcu9Fyc6YsRuEfONzb33E47M4c2tDc"
    "nDR8LGes1bsYs3p5f2fY6sj1mXVinVvIsval2+5baLnNDR221uuwOoFsKEwNpEmNEjq7uyXeMFn0uDrTOCTHLcecRAdqO2zWdNsS"
    "P/jjyzqTqkXYA05TCQ/wVVe5suA+g3NzucFjoB/aXkLKNoG0ILzwwMiZvUPy8/nDfL9GVxJ/04ZsCklV77FEb3JzuyZcKRD5W2W7"
    "Gu9QFdocDNQKeT6aA2/UFx2VEAshqy85CQeZBFq6YDGdlTAT+aiU2AYVseubKpxG1QzPRH1/mHiGfJAy9N5+SAVHcZ1qT4dOqbPS"
    "td8eDvWZXRP6va1ou9bcy2deYjaS5dADM/fFicHoO3mkBUSNFhCrL4Ff0Gs9EKIPVo7rBLq1pCHYlK2jQUvAq3xy7uvK531uRjuF"
    "4ARqksXU0NB6qDnch8JJsdCMtMPo4+jZ120ThGjfHACFF4+uxSTpka6jeQV7bqUXUCLbPtCYvfMF5nAgSkXyjerzyGNh2AAmIl4J"
    "XyRog5M1m9aFbxbeDW+t1rfdyvISrrInI3MLf29QvVF5JZ6+mR2PX2ARv0S5Z0FaQpR5MoWgVdoXDb6kNVJYoV5LtIcUnxV9Gilu"
    "qPkoZHHrJan1s4KG8pxapxeQ3kXTOzOnxUgjsF1mtTzDxVljKcoeziRSdLsJbYc2ifAFCjEkiIBvY3NUSdI7gyBVGGfpsNPSO6OT"
    "RBUtpDM77J5AiKJjxHhYfmuxSi1ZDglU1I4814NzJM3GZiC6oGQo4j5qJcYAV4Ccb/3JRy0FARwtG6kWzxkjAtAzXGFeANxzPpDI"
    "nD2Rth+zAZMim9mhqsM7rWZ3TGRJmSXX/wBnc+JXZbdgxPerCX3ascAW29565ngD8/feEdCVvRNXl7PORtPFPd2F05f94OBeUqdl"
    "a7GIT69eZT1VanXKwErnCAPo7Fy4uoRo24THHplZzTpOiK7no6LQ7AsDTnrzp65JKXo0ifol/46w0JVnftynrtLGEDTY0SxcmC5L"
    "IGKXo1jgdPMQSQfiaSdrh2dWPOPYLjk86+XiazjsElTOtTou1UlKBm37WlqwFNvFaRpgyyXby8IxLaILW8eYIoY7c7Y4p7D28fHy"
    "gIbj+Kx0aLwhLHva7lhEooUq4UVEzsVUOGX3oi/8wXDYYPmyLc7pVc1vu9eGoDs9AmXURUOhLk8OqoxJjqSTJnn5vALOM5sWbbM5"
    "3yRwys9ZchQzVAkS1rTUXfM1SCFi7udq2C8NBppTzRMW17lSAS90K33R873ZtvTehJDLQ4FDI9qJ9Txn2KEk8HvAzgpbw4fGqolN"
    "bbqjdcbaheyOZ/w2T7YP5NGaHM9bPItsE5z2zqik695ixGiCFp33EY4zTcdjm8sW02yYL8J9In/j2qAcyMNPUYYToi4F5uHYnHAx"
    "AgxCPDy+m7lPW/zO57UWqkk7McuOM31sgky6GbLOx5Nw7ikn6hXYjwE5j6958v1gAkbbytcvxcgPA1dBX0hwF0RrY0KQwFJJ2uy5"
    "2PdIfhdBPTTS0IjCTCfLIR2+gtRZKUU2QCMRqW4qrE078bfQ6qZ1CKOSMrKOnXmg7TD1+Kd6QKE/1fcksX4ZOziv8dORMJckZLiG"
    "PDUfWN8rPdA/AooorNPgF8IQxEimsMELu43RIJUNsoNsGsAe429xb5jMcVdY2S5yFJ/CeqHiuN3hdYoj1znJK7oLMUo+O08qZ8yN"
    "gVRxxMkLsWVYcippdA/Q+yuM8kDQifNYeCfjaGC0xKKnB0ajbi70OcVRikAMUEDRuA0nLuBY1jJ+VncE3jvj/Rgugg0klLrB2luH"
    "r16UeHZZcM4izntKhrFukFHOeWB5l/u8HWxKxfeGm2v6hLy7vwPlaeQAhS5wiCxQaqmQWWyz7Hjo0/OmihINbKMKRshhS9EPEeuz"
    "nEQWuQV7svpAZldbgu6KhiQt6Gzbcggvm3sUs91Q+s0rXjw0Dj+OjcH5he/OOaQuu7srflztYU2/u2Kfq7OUnGETgXQx4KeTnQTe"
    "HC7GdmbLDyolJwYzD8BiOGz5IBz1DmfeUbWpblbmBz0y1ES3GkOAnIR19O48oIyAhr4/OnC8xiKyoHKDn0ZGLHAlW8xyq89RsgWE"
    "ZmFld3nEz65v9tqogAtq2TZR9dSrlwV+SFtpOVE+WGWoYAvHaEOilsTB5nCfsL2ZFduaKjOhFJ0kNFavXU26mA85hNP6ktw4nX97"
    "Uzrlc+uE0jP5REiMceRAHzBHdBDRmBsZBUdo1k+ChvCFNUbnG18WMBctUqYN0AB4MjZCo/et8cmNsIU1jgM1HU8TsWQAFbDbwNpX"
    "UzG42EIG1z2W/Yd8FjK4NuNFp8Qvpl1R3wClsIzjrN4PPo+RB9euHVM7hXCyABabo10NwxedfW+aliDtNjub7eXY7XpU9aD6CORO"
    "dCNpe2DSlv7YaBLDwrN1K+yxoJUGpYX7r6RJvFQuLqLGtiw58xEgFn+7RtNhqI1hqjHfTCsTXOfSBBt+Gt4C6XwM65U5ZZPT30z8"
    "UOwT0Gg9HMoruZgsoAjXqhP1/oB6k+oIolkLTJnTpp+FhM3jC4ej/1yGYx34lUjdMw4L3ISdj7X2425801F+tQyLoNfEkUnhqwwX"
    "qHFZhkIc/lY5wGvCqZPBN8xfDV1YC/ygQD+X8IHhvo35mnBp83xNwllWN7R+ihFPfNJH4R/02gpldmWaRL4uvGu6DXXfbLCcsgjP"
    "t0cuKTd3N96ypPbY55FNtGUwTSNQS/We/e8rQTjxD0sg2AVpvlB4t0UP80o4bb5KAud1gQ+b3cGaCu6fvD4cO+9UCPK68KL6oPuH"
    "0r9fanZuA3XudOnLMUHWbGDTVVsLi0Dt68C21dJ3oECkS1tKFQbC8z0Louo6TshgdXoD0bYj5wYLz2WrHRqnuqZABwqKFNqzNBam"
    "qjrSToyzq5qvgQrqmaCJAtkBqta05Mar7Nk2Stbix1MquBHj4Ynu6ZDnKKbWxLU7zHTaPX7S7QiA29q9b1i0e61hZUWp0t12NWrD"
    "FqfHJaLAMxYd+hxsYnZYtbBY0bJj1tadLDoMojqomtvsKd1AByxUae3YXeqIOkxPr4/xJilDM09czLroza4PHLpzgBK/DQWJLg59"
    "mYTYp3zA/Wa32W+gscidFNXq+AZ4BXsr12JpN7kmgoS2ReBY5XEXv02v1QxV7Kw4HIYurrFJxAe5k44omXAgTfol6dJOms6Ca+ty"
    "sVHLZWp5Z2JxFk7KM17nt1nE1YEp2TzWiaXIbHuulSAs02YJuN17aidIfkMDcxht8jg2wyxf9TpPlcp+y1ta2UAGsmlDz4eiZPFE"
    "+UJcyD1muyfJw2ceaRdYATpey6JNt4x4ObYBUdcnR9049I1pOerDhjI/cvmixu0zYpxJh28Wx3CTiug9LM+Cb/2pEeLFhjWEDBKF"
    "gty5JRqYPt4JATEcHxY+6+vyMPmRC28q5qA+FwHUwjZlk8gK3SWFwPMOmxt7/+CgjVqcCFdkLgLuYyudXhOTHlnhgFcE4uoMZgiM"
    "Wf0lowNjPKM1KEfhfeZLDp61sHVPLQM0qijq28WAXD5k1prjUImnHSA4pNzPYTMfwqcPpTm13aoTLPBlAcp94qi+pecSQ1/vT9tO"
    "mclZTs9yRN3dPPnjGAcKZhhmlJdeXc9PV9NM5O0FOs2bsF82S4bRec/DLYCc5oLHTfJOF2gZzpWapWEDRQVlMlfHDXn0nCpLuUfz"
    "OAQ2zjiZehyQTo8sQ1yWwr8SpRE7N70qNfkQZMLJiIppw8L/kZ762Dc67cKdzmu4mx9JKM3W3eKmS0XcGOAMV5LdfOSO/XVspZyH"
    "LIXjHU5tzWNJ8sIi9HLtWcIfkZo8Evwo/Sm5ygRHfpp8EZY2YejBUQKRXieXkxqhANQT9pohU9qTTMmnToJUmsC4wzs7WesEELc7"
    "dE8jusHs9Y7L7Tz1Ck+U7bbxtqod9MwBmhO3smEdznxG2eIz3Pok1alziAckf6Ro2JEs1rL6gTVwyNTUDWpEuG/VX9G54Ra7A2YV"
    "jeNEGVcdh51lmwaxg6yZGD/fgXK1niwBNuRCzDiDblTLoJ/SA6IFKMjTu4NfJME8OeIabbdq8GAu7TIJimn52wDPGq1pzoVpIQ/E"
    "p5AfsEyYIOasMGnbDZnlynBYU7/IvtBDqGqkG47ojgfrRlDexBkvEct2gnhMEcnlYBPLToNlaZuGRe7KHSEFWEfCcHFomE0N9mm4"
    "k+uwbhfQRQMG1z7sRj2Dzz4Qu992d124BVQHWOiG9sDB0yBRbnJ+eXJG1LnRGJgF7jCJvti3taHX/Ra/2SI8XZL9lZCujiKbb0Vy"
    "3u6S9QRzNyQQJysDQ+I0OXxRxaDWZu699mN50yhXIO+54G8dEz4fGUoPAUvgg1153dvHvpa7OlgHzjHTtaRJIOO4Dg0wBNyoOETI"
    "D//ODZt/vmVDlzCf6C6cSQJ2v4yk5bLXtYphwNVGQQ/OvHm6wixZV3QJ6QmQMy32M5J0dYfhwrULlcMGqS0DvCfL2B97pdA5vOVS"
    "tHziyXQc0PK10pHmXloLEnb9PnL5QwxlzmkORZDPvax12GpttWF3FYX8PUF5XquS9NROuUZr2EMtB7TtgFDXWo9FVZCKFKHUA+6y"
    "z2La6XbsaxLuctE7uXA3x6VWLS7FdqM9duztalONx8VBFgfc5S4y51gxJ5IxE0JXv0Dc5QrfQ2DB5gvzsi18PRpdG5diG9S3qfvt"
    "0Fr27OzPHryr8fPhTEoRptyx0rXuLd/2m6ScxvCshbe3ueCurrvF0jHqCYys2492yHBIzbCGOH1mM1W8MEYWRlqutvc2q6dJMLsy"
    "R+A5p/6p2bpHj703qK0gwcADLUvSYxEg7cXDw1qwtjhfEwbCsyps64QaIT+R5afb9I2FY+XLdQUn+7kfEM5q5EHcoHeMC24CX3sH"
    "+z/hXY3pnjBNr7QRwtnoDD0FPgNa+MeevRtMjcg45xNs+wRgxOnGsdlZ6xUey0CG+YA1ZDzFeVqhZyLakgRFV7vtcNF0iAN+LUdp"
    "Lpd8shkWdYy0ktcM9XqOUejyVhcCductaL9+bKeTbiqz43afnLM8JNw7JqHrnek5GPKwNZSJ6nmw+citqxbiB4v8uvWnjNhjT9/D"
    "l7eE/+RYaPd85A4N04+907DsccDyGa94by6vBKTS9eD7IoI+egTG8e3+YH9nzHVw7sF+m2fr3nLuWOBnr3+0a61ZOFk3DXIn2oEh"
    "ZI+fnnoGjHmSwSHbSsIVtjTttztDX6KBogUtSbr8DGmXHkdwoKEkFz3Ujmrd39FllZ49N2lHdreOcTUAqh/oRlo1iBPEDTUjorkA"
    "sT44QpuLtTtcf8KS0hbJ5A/zZ9cNVgTKAyQfpQFIrQghR6kzTHOZ2atbh5Ux8bRPIQ9FJO0nOMba92d/kL9FOtkKeC/KkZS6broX"
    "bTycEcG9u28k1unTifmOXgrAwo8xPGXAL8NHtMFKb6WlsDmo9QRr9tbIFAgs9QXb9OJOawfU/w9CQZpeOgs5/5H5smRBgM4wGQZH"
    "JpqfrU8UxBpH7DiGTpKyW98m2R3z68tDlym8lcNpv0VPFSg8c/k9o6k21/4ael+tpcHbV1eSjDNvIOsHMwId5PDHIyJGCyklNMw6"
    "hNIRL9JprjiA0KOIWJylC233SGHZuHwzkEv6+hZ3b9+g3lDgEQeUvfjWGXrzOkPgMacyIMvqtWf37QGNTctrfWAhCxntOlmdmVdQ"
    "FsoT/aiefOy5UO/Fsv/II86h1x5h0UXUMX5eOmCTur71cXuJHDgu/SmwIym31/gvr08X5DFkTWck5/MJSQ5iRnOfkHx46mPp1kx7"
    "9tAHCVe+wGnAM/u4tBAlyiBcbtWtfk04/UvJfSwfzn3H2alWaHaGeedoGOajTdgjXDjxlax7aLevvk462Dh7+RIVpCeS5yvv5h6P"
    "ssuSlOQYHyXKrwrGzaESowN3ttxChLNgFuHCc+pqaw0H63K/JUMxrI5Xq6c1rma5Z9l0gz4zCn1BC1s/ghSuJLxVIESv6GsN48wH"
    "+P609dC7Qjcipga/zZ0oV1GbzWuOoayX66uetTYm30gUSzjlj8Wx5p4nCOL0KJmgpibRCJ1nW1zDYN3HxMB93OXLU7d+3JLs1ktN"
    "hECey4CyxSZMfegS8ZTHMa99fVxuS00EuQS6Tp/Iq9IWvzugKVK2YUNVGBvfOfBkHbUN/rb9QjPVMlwyCmpmfeSuwGZwRLF8Qexd"
    "8v2yLrwezo62dfC5XsDJ9TJCDncOnKDCmV2tCtaYcu7qSBP2/KRfkRLKhKlKtdWW7TMyp8d4CpQ2YF2AUh48By1Im99DGVuvC9sF"
    "c/grBrEVtGjp4EyDELnY8STIPlauZRQXK5dW9tzQRO+GJvomzasDbdyOW+qNGisKDbuzdOnCFUPjpgaxz9SEP5uPpxh22C0tc0Ka"
    "k7XLp28d64pyDdViQSZbz3omEmIXIadnCnWpQdbeD3Qtw7irtPQXY6lsI16+Erh754eCAVg6XEtDvk5/WH91cpjlvY5ByElhBseu"
    "ISgcXefQBwRxjmR9e6JErhgc0BF5VVTppQseh8dxdEyqsK0NyWoZPVW41mFcgb94G9xT4q+5UFWUXOmRNuLp5S9Wda51YIE9gDte"
    "CWUJ+mMqrPnu8hku/Zt+AVP04fIHHPQGt+s74U6H/l7xSY2+B7SRNuCUCBr7WZzQWGLr69Y3hzeWjmXJnT1lv/Dh1lPiyclrCTep"
    "fFkjzHpEtHh7rbw4qj19XCJOqAvY8Up8QUxFjEQHAVhkDwJq/Q1heEgb9z10FBmFKBikVUiytbRJGD1yfCAufyDlYVBIDxjv+RHB"
    "FiJRaNnCVGH3arD0qmH9+NC8Gsq7NjRBZk3WIjw9KA315IwWSS4/D+Cu0P6rOzbcYVHQbSRxAd5LJ1oeBbA2//1CddhJK40Kp+ZB"
    "4ZtkxqAEZiP4EfCrB1VmcptVooVdOJTz8Ou9WiBve0xbwY9N78k4UD53F0bzLExVTetOWnIqT9sE0Ym2Q05ig2JqFTeMRT6c9VaB"
    "FNjcKmEP7yyQngcpml4TUp6Sdv1j3nIMvgCEPhM6SU5Y4V27UhKUFz/u0Hdn/IqdKAIga9xjcbqzsm2Qkg3Iv/4AF4BdxhCL3Don"
    "vBVMlEs1BGgLyifxoEU/tFisBS1xhjuhG73L/aByD7EJKRvpsVLAT4eO9lJCYy24D5XvC/QD9xYz1reuzVqV0EiM8AHvxC5kGekc"
    "qgGcgfpAJt9O1NvSa0M9Rs43TSB8uiv3yvtn0vbHUcywXVv5lzUMi2nY2bh5WA/7NBTABs2wt5B9j5+GW5i2bQpsNrmahAPsy1n4"
    "w3rI1jZ2Oxgt7M+XTsu8skgLeGYbI1boB61aWl/Xbs9XilhY8eKOoY2foWZ9UE82VLO9qoGTJKMDVqD6Ivmau245YFietRoqKPzE"
    "Pjt3m+DEhMoVSbiTJ76UxyivPMkJwNUmAzp0T78T9u2Jzvm2Iq87edRt68wGBf5wBGTU3SjUilY5ijIhJYYWEJ9nwMjACDQwe0RQ"
    "m7PXmwa0zzlYOaykqn6ALRSYn6bCvqHSeY+MqDt5LCdocD0huGA3zUPM8eIS63Xu0gxpM7BLAQuN0eGXmmlJHcEXHapxFK+q4A5x"
    "WkgzDyjLFsPqhJBAT6J09EyolSdrOOznC00J6da7Cotizl2FDk/v7GvZ2u6VCA9/dGO8+50ioZZMYxBcHKTOSSwPoM9TUephqKhv"
    "dYm43TlUVFIIlulO2lzkVpwe52o+/KsszATBEVYjhkra04eKSrWHioqE/Z6kMDa7cVB0GoZu0LDcBHhHc+Ons8DyCgWxcJ29TkkZ"
    "WfKmtAgmejZAT+oPFhibr/GGPoXxezuWZz9DZMBabBT/WZh8gZPxRfNzUc6h6iKvFjv+cMT2+ACbpcrAxf4GNZYYHTq/e1BVBYuz"
    "wXBBCdxQYXfY2QZTQl76rDA//En1vYT/nGlnwXEcJnPnrRYT99RBGDmydQgSOues8YTm3T3iSucseQ3WKPPgmQMFqbg2qZQ2KPfc"
    "78aRSvtJxmhow3ST1EL5MeozjrZhtxImceyHHtYYNY8YtwjwJ1FmdfOD98iRuzySLvXfcZph6CySDr65G0ZcKDCQrzXbUbHNuaPc"
    "kQ7Vc2avZibQbGoJXtlQlrN1MPhwzRCAKtXkd7bSroEilY43Nzf4rJAQiw1+ANan1hsGYGkVnLNYAs5SF0vO8LysVbhw0uMMVjT0"
    "KtkiYIEKRELICfGhtdLccmMeQD0cbTeDhuIZajADsY9Q7ra3DXGnK/CUgT29zf+Hfo+fpaY/rDl5BJHRJaGruC/jCudrzVQGdtb2"
    "DlY8ahvhOI8WBqqx8gfKi/GETgqPeuVOXCcj7O7jywfDhZKogw2U7CfhkOEe2qAuXD5zWxOXrf1l9svXEHOTSQBS1MMAPqKf3WEF"
    "OjwWaENNBe5ErgWc72cRwHrKwu2a6xdeaurcLTTkopsUNuQLiLur4nzGO8FLx8hjCyuB2YvNOB08uN90xZmphEdPDsEU4yBWjC67"
    "9QXKUK2Nvtj4X+ZVnLGvuLi2hov1NlYQLzgEhWJgI7gNSEbCe6oLCa7Vapi4rp5F093BuAnatUtsiDGHiUJoCwtL6xh8OqcvbrH2"
    "5HIo6vXluMVv29obHS0GKxbFFj9mVLG3gc5aBppI7X7si4MA1n6Q81LYkAjFRjzWDdyptxPWcp0PC10j3dqX+cB6UEUFiLKHWezl"
    "zv5e05AmT1e652G+KGihKTMsxjOs2EHRpozaLnagabsAZCO6hf6cTNgnIcT8WADQsrexLosOzoJivfYQGiMVdH4QqJBrAHVZFUJh"
    "k5iOUMHnDm5oE3PTn8gfffE0XlJivKYvMA709hoOuvA5ArPcOq0rxbbhjPtFF5EIhhzDBVmDv41lIWRML3wpI+kzlwiGKrtLyXOM"
    "F+t07LfdiVo72t05TJIis3o/BXCBlBCHe+3b1Tj/atQeWJ/x23KP1AC0gYrZE5+uLxCrQQnT4tjFZqcXlBubb12G853NHsRiMmIu"
    "fHg/g3Gxik3JNdpkTVrX6LLykkCcjQjR+eQvOxDJ6WsLcFtdJZMLrxoqDm61rIWva9WQ+B88q7pP9f9Q0QuC4+AURby3emK/u6Rl"
    "4x47NvfQr5UkBs1lVfge7RgI02SDPhCliIeexeaVb7nJq3V0jM7pi1sAugKkJNnw+DhQnh2RhRiSxRnY9XwYVivdrxyODY84QX/v"
    "u6u0zETbl8lG04w23PheuI9bGwmY+4IfEoEsuFpSd2hH7vf2B4mNe0tAZuOMe7sk3+FnMZU1wAm7YMY5uTAeX9QQ2iNwHTa+h00L"
    "ULaJ98jaPL+zh3Dg4ywE2VE0b3xSJAu/lBXy1NbRjW75W1cyC8zRz6Ogtm48WpnafBQelpfTaZgPCsd6Ir5ZhFNxqWMNYdwRfU0M"
    "/MLSpxKBmQ/FxsOb4w5ztMg3WDnLnbOsQTjuHk3VPV+aj2/vnuUDwqxJvIeUzf0ptwEPabemstp7SsoY5T7+/alAETyh4TCK3dHg"
    "krjl2Qwdbwl/nkXihiOPi/EKa7Vuw19zS1y4pZ5XXJHCZ0Ph4fUA0Ocajt2f8A41fkwnBgH3Jyu3qOvMsSKz/vq+uCtIOOS/L87Z"
    "HlJ196wZRbWWUMg6ZEPuCx853Rf44Q5GgnlA2umBc1aqCBcjguQPbngGixalgxKTkHu7Bz72V28Gezq+d80VFzF+PByv0+kQbreA"
    "bKXFNZQisI+RM3dXy9PlbNfkpMRC4KSG1D2yhIqIJobE0QdirT9w+gLpoRLCCJxiC8szsCty1RmxOGriZ66SUwdjQqlniiHmMu68"
    "OJDouTAPUQmmVW2NdZOci0LPxSHfX/fnyAcMevyrpk56HUNm5yqaxNHUmoOClgD+ge5UHB3oZg5kbGa8oYumCgEU6GU1ED3PmaiE"
    "nQXZkRP6yMkw6it1w9xbLj3dWHv71K6xl8BSABcCtk2TdKXMKkQ7BWpXQTplrYvFauKDdZQKjJ0hOELrrH21Oq5ex/kX53hUwuhV"
    "HXJI5mphQ4DduZbnOj/5WthIHsI3x0U4VmqlmnPj2tw8qAuASoWc3qEmtn7OgXqRRDeqj4RqMMMMg/wOZe+IVZPoFUsLG98TUnBI"
    "wt24PH1YXqJ/60zPYeFocSQFkSA9NX1gLwVtCuaN950Vi/v79YMLU6wffF/tYbt+2NufFZsHHCDpjKHbe8BfhV9t08wHmMZ7iE2+"
    "hyNFrYOrbD/QFK+1uQ+n9YNV7wcrXiSW2odZ1vXBnmNzPPu5rVVCX4ADTOIWcN2I8j1gwP9QWgSlpaF8WD9UWkx8qNujkQ5Kgx5s"
    "hmc/LWo8mNtitan+A6TFF/bE4Z4lER96i8zuM4r0PVj0xE6cPqyvnmlXiMAZORtpSSqSPSxLWw4ljZfwbO6O6yvEL69WLq42ergW"
    "UDNGah6IpNqvr/W5vhi173etB/xaEl//AeTc/Nm2WFtdhXrcZ9AJBIINqNnoFHw6o4MIZNrXz+zParX9nm3BmvWz8il+1Nqekuse"
    "s7CYeXikdbkr7LE4CvysrvG7y3NUt2edxZ1OBz8b1uN2ix/JHiQDyUEOIFi+Gm2aYT9csyPChTtcuMOFuwIEO7jGOhJJTRJR6//I"
    "uPeIYY8Y9nS6ubZ8gS3xo3RmiHddcA+hKBTAUILx3juQM0lVkTEte9kLMdDWioe+bPvJZYfDce5ci0qj+hIxOPE22ZakJKUS6DHN"
    "MMakycMQL85yMZ8LE5e8N2tF9XYZ8jl7AgIl0sbaC6gItUuO/CA5Hp8j+xhzTj9BRMEfLjngkgP8D7jkwABs3DhHjTLUgOgljvjl"
    "zNgjd6IcIHmuPo6ZgQ9dQOUQeA2CKwpFcj6SuHaSkYoHyFg+oJTDGZN8VladzyRHWYgcuTnmbKsGPBwLlCWozzcbF0qOOiJzr3tn"
    "fq9bRhthF5Cl8tycwJDucvuMsZYZybFBJSnxytaIjVsE2ee8dnx3oGdMeZWRtJhOj9RhF8mrRDsowga/1/XoLRpmdXUlkaoiIEma"
    "j1tkcY2vgqc3XB41boOOgeW6OaE1Yc40iLrhZTwlB87Imtlwkxy5B17JcCLdOBLE357kJFpg+0aPgosfTK68Qm61R5I7Fdv2KCVB"
    "I0eIoNRdNCN5oli3yOcWIzgxhrT8SIBaGhqpUH/EwsaI+a8RvF+HdHZdXu74CoZY2cn1lh12Z/zRhtHaEV4ZB5pvMZZgAGwQjFtc"
    "06M49jUu7Onut8yMHqeB+gQ6ocofiM4LtBXV4axRsnkjtgVE1TeMlComjdMao8Y6bGMGaGTdqu0wzM19Q/hK2Al2ZjVjRrjggpjw"
    "Yhd8k8sJWXnBTVx4EfNL75+C4BUQ/sBibDmJ5n23JdmB7EnuRPk9HHRCms8QDo04jR4YImHYAUSWLA20JC0WVkfOPEgzMSrSGCmS"
    "Blrw+VjeENNlWq4YY4N/TDIgIzqmHd9BCLeji9qhi6IL9XxHPYvGcM2evriGydsjsXChmd9luCLDFRn9EIir0AhjawcUoUxXzhCb"
    "zOOmnJfyEMlI9flgFV8kGSGYYUeMErFjQd7lTCCWtEfX1wXwAE9EjBZ+hxZ+d8Dj0cLvDgwQRXzIjiMCjmdru3Zsh3cFfJmYosLq"
    "30i766TKQAFeKpHdEQNpEC4ujlzdIcXqFxUZj7ShAvoMjzvjqnO9I93fOVPsZxpRGXUOBwyVDGfGxh0A0lVneGbNVHHEOtLQ6ZjE"
    "HgBxgzwHXei6DoTy8OJlDyRMZ4OHNsghDgnB9El06kXAFZaMPtQdZ82cgPcdix5igweait3ABSbnCBmyozwOJE55IzkT6KcuDCBn"
    "KEIlpusKGGcCaEl5YYc3tEq9wzsBX9HE+FdAyd5vSXYg7Cdc+EO8E+en2G/py0sOJLzzcKDP2RWeJYielGLqpGpDgNQ47KV6ZpS0"
    "urGSxIZy4BUJP49OnQaPaHQSNZBvdYTLAzK/tMJn36MUQDnWLrb/ZtfVsa53/VlA6sMcZIE8M2zCD9blooyw45NEUEr20fC4xigK"
    "JY1JfZQhWiwlRzz4CmiL9jsiPHJH/wOJVdw9f1uSlJe8TyG4Ba3SHq0SpnsjvdA07dE07TM6cQWapn1WgPArwQ+t1B6t0R6N1J4v"
    "jXaJo+wrOS9Fad+z3UlKnYi0Ju4OZAnuZTlB07PnG2CEuWehOTBUIQck5ICcxeqAsSOyV3bBwGt0FsxTnlEYJYYkXrGACHRErahf"
    "0EL4YqT6aFI2BADHc+mgcZ8eO3wPwDmz1q2GjAu9RAvcuQPqEAyxQqK25PyasMtqlLslznkDx8EyWz6GAWwBFS3KcRtHjtjwnum4"
    "YwLxmmeOKSVVLpYHmHckk5tpB+Yq9yiRLTE+FYA5CwWpYAWJPvCZL6AmeU/9UGK8se5yZ+5UZTnXA91ME+fJAM+MIIswNt4jARVJ"
    "T4IrahvCdipv9R5fXsnV4MRHO/s6Z4mpuZBs/EzCe87C523TKYgrPQE4BHXMdqmGPPpW9wxlFRyJRv9i5HB1NhQE8qUOEYKiD97n"
    "7sV8N65YSkiYxddYOm+ClZrZNQf2SkAjutUbl40+O0AfvEitmDvPfm1xnp/fFLOvJ1gH7Me0sZZQlmC6O04cu+NBQEoyxoWI3JjW"
    "4wQ1Vw0UMQ/9ImFDXDv0c7gSVqkxNU4b3PvrwqGATHQrVkSs1Tx7lrkJsIOotDQ6PgbvAgxtSls49ZHk0o0KrryMpRPfgf2GW9Mt"
    "4aNKbrjWF6m63tm2CuTnFmZHChjm2IfSL3HNY2MYkh9D+IigqAaISIyuJyMB//jVRdRGFvOLJ1cXzj6BuC004pqjbkp9qIW84exS"
    "eht1unXDj/hU1UrZiVm1Cnqra1q2AG2jZKtSiPSidAx61aHyciNVYOMeMTWorw3RQKIlynFvk5g9eMsJg5t9H8PqO0DmBh8WGI+z"
    "STcpvyR/iEYuZCHS0qOh7FE58NCBw2ZjHOzu2S4OLKpGo2czyLwdMhYqdiQD1LmP8xEpYGbb0JKcSYW9JvB0ZXAs848wP591vLT3"
    "zmK4YI1hj9Teoww+IKWIl9sYYrjuGqd4DVKoyDnlZ0a8QbYl2YHsSejeE/OanM1hhpFihnWijHMByn6R+p7p6Gd3EuiIclElAuOW"
    "bEeC+Hf0Qrxw8cEYAGV8OCp2tmegfS4MdjKml3HIicAMgbgUA54sZ5KNai6ZYQBkBKNssiMTip4I+rKvZLVu11EfB60D1nCgshHX"
    "YiXQQIthgO216QVJGJ43osGPOfodIJq0EaI6UoMHEsqvjsk8GBDT6Qd9RmlEEVMCz1iWyxPyxKoHENdt/FLYeDcqIXSAGnpYAMS0"
    "aCRuzSrruIRZgmtBJYPt7OgOoQP2BCaleyP2Ji/k3V40jkElR82kJ7MqNw4F9aKtnkyX3qCXIKsjpq9nwy3uj/FjbI7a8IQoRj5D"
    "qkGkMy2ej1BlOLo5kDEseAJY7WJhw/g3wyg346c50E/0zFYoK7bHqpaGRTiSUq2RW15GcxK8RMEbqUmUc8FZyajBksQ3VgB5QUui"
    "Vybn3MMgQzv/tAKZ0PEYPGyA0M1dbYLo/Gbst96RSilgQh4Wh/KJVSyLTpHIGlJCShmWxBLgMGHG2cLhyeP5nDG2SQw9sdYv4w/j"
    "/IytalaeSfAl0OJmKN9YO85qjfRDd/qMkBg0rkY49cg4EoZtLCODcg/C82MygDyyfUEfRM3FZLzTyzlYGxzRt7wUPQwothENIH8Q"
    "2KH8dEinlKobRzh6nQwAi0CSRxlpzNsoRuyUDSZDtGlYk/kMFvsE2T0TioJ6rUi2Jcs3DwGvR7SOOVr5HK18zjVNNpY52vWcx+VH"
    "nfk0BnsUxrDkgBY0x0w23xHhbkxnc7TbaEhztNs5Fx/yPd0IRRHI97zkhMfDDy13jqY+R2Wi+NKY84cAxsXr5IdL+EPgYU+KUMw3"
    "OXswwh2nvKigQGbMsayE+WPOuUNGoFoOdVCiLA4OOqJB+w45zu/EgMfmxpgw2RwUUZY7kow0D8ZOYhawGxe2g4TTlfRoMKzHSl60"
    "wOK4BpNkLQQHzwK0DvSEiv6ZT14DIXobNB4ZP6Qv8wR4O++kDOEYZ+oMcNPaOF6z8tYbgvAgWFmXk6Nk5ZmGZBhF6U2sZW0cBEsJ"
    "w9gHko8ghbXAnu0QUR1x2GuEkKsReCIBzRlZ3NQslQ2ngDk/qQsJj7kN9nJUGCOVaEdG2pJUNVndOkMQf8he1DP2ImjiYVdFlNZV"
    "AunTX5TWixcQivKOPL3kzD8foO54wE+79AFw58OeRGX6wZU9jrPwybiQwAB2Q2iAviLiIukOeFpl5FnIUeePPCXEM8gC+UP8pJKh"
    "03boPJytNVXiGZWKmBEmgUE4MxaPJ8AQhEfnR7eI2sK/bMLMWFpFD843kkAHUe1BWm4wwKTRr1cJTwIF40KVwxhK7YnarTN+FftA"
    "6JkPW5ED6A5kT5KTMg8OsZsrwBszElJeiS0WPzJD3omxKhyg8c9oLNgd5q3JA5ZjeGaDlPtxAHkbfHkm27yYVz7qizEfGrsDWtvD"
    "jggvgFHyAa0txhyHPQmSxvfa5woBgSeGyAe0sQe+EQrPgeXukPESjlaM1aB4IC5A52CkF9WLCvCKHQnuQ9E75AxmnDk9mfc5hwmH"
    "/J62ZUY+hm9zQMN5YNqZQj5RwXK7h3wOt4h3ISMPyNwDswhOSmSMWq0EhWQmAY+bEHXOpGFypGwrqD4IeZ4FYvt6KHgdyxgZh6cH"
    "bpKA6sZKfrn25Waj7AE9qllVJRyFKIaI6ZCjoZalpSB5IMFr4PFnzLRAOzLeCLbYdKTbJ8PEOOUM1ItCvMgAmifQuws4hWaN19tg"
    "Si/3xw/WyPBB2Gw8IDPQLBxwkNpok+PCEvchYpSgWhsWh1r764e6hnZ2APq2O9ohI2RprducQgBhE3GUzRawO1IuPoizkUEPj+MX"
    "ANpbPGjXB7ILhwZRWc+QjgOMNK7grHN+r8hblttWBbfNn4oOWouCKCpppTYIm2iHDkOqA/adMfCDKKsorh8qkr2oP9wRy4/jziEz"
    "hFsDBx6tIkPfF0P+A/SEkan+XfC5kKf3uNhCjjQKdRWosfIhKWxj7Q6n1UZNBkEhkD2GRMXRWv2uQOsUyBJ13OFnr3bc40eSgeAy"
    "TF6OcKGFYMw5thE1hwXFU/FdjUAiJBTwjUm3d0JZgixni+MggZEzhBioGRhYw2adPSO304xQ/BGANfjophfHI4rCkTl0xIzgeMTO"
    "2/F0wa1IHFZKjqhjRk4D3hvreHgzKxZH3HEudlxB4SbC8Vzv+C7kHQGeyxxAOJJewQHfuuaQ+Yg2zwiPr49HpKjZx+o7tySMcMHJ"
    "+FPQgQQeT5Gb2ErHWbuEUMokEMBDkYoIqBbvyCjAN/oKlJ8TNM5X1kYLWR5uhjZ7UkSEwn2EUMUR0Q+sYUfqLTdWkLD3IOfcC23B"
    "abvbVuQFts5OyC4jB1J+8xPHECffuovDBgG6QAH4IYGsgbvjDW0myqMuQHw0r0cTxQ2g0x4/bKWc0NmdIFRlBBdxaiMzEsHdW+yM"
    "VQvjDakUOAGqeaRZUVC+XX5uRBXXufG4WjYxpxwF7YR3L/DzvdeTt3ynAvZV9yftF54KDLpBeYjS0BMOI04axnOb6VTwLCSA29wa"
    "eZCWtKZ6W0G0BaeCAbwZaYV8/8izFaT0bjP6tfWlxltx5RVUvSeQsr9m83RC6TiheKIonTBjPWFaqr0uUK31AnXOdHaDWJrGRtYz"
    "I1EFTgOaEaNHPUtAY7PTUKJxOg3VdSCwVu+Ed7vuWJBP1wzDvdOz9YhFhGJnLSPahQJfHhcUXNvVDpkwZig0zjdCTeAIPTEjVl6K"
    "A358anHQUMH6I75PYV+vsGyzYUJ+xLfCYKAo2bCSIZ7yCFLivMNIrbik+Wx1enajFoQgMxHHveKICtdWIXa4NPs8huGCALx63tox"
    "3OYx1ObYRMZ/xJgHLtNMcCm0kmDYNxwg5zv6uGGW8wV0wcBQr0JUg/IVJEOfQFrZWqiMWWCmi1r5jd+phheVlmVl3cdYc9a3oH7Y"
    "0e3VjzivB8JJRFFJ+TuAU4oiOFA8segUqD4I06hBQp7aeeuFozOo8qYBFqE2vZUcfl1+FnNXO385c0hYNcG4pfWSFtAf0Z7zbbq1"
    "zLNi24erCr6Nx1V1lgIv4dnEkdClM0XZwBq7YDs0S6iP4kY2gPhxLyQ8i0yg87iASb4SGO0yOp+iZudVYG8T7GJ1E+1WgYajaFgS"
    "G8Rp3RwWLCFdVnQd1hdYjKh/fZTEaNKhvIBd4NovgIc1CWgSn2zxNNhFHp9YU/DEUvyEa0FP8MpPrMAhGI95AhmkJ9BlaBSV7Qlf"
    "4AncHYJg5WV8MnAR6slwLnAj19eeXKzi39kld5hL3XGQ5qLTI06YdGQUVBCnx5VEKrjHsIgFgFD2sHcnRFDgh/ILiu9xV5T0q4gt"
    "5XcIrHfcDb+rT1ckor67w4LJXWwG3j21DL4DgBGM2OLBCP/u4h3Q3T1+EsS8s/zC3ADav0bZax1dfeeoqb9RCr1RMS6pC2fQqvMl"
    "0MDm8LylFL/xVs6WlidGatMfOf+AAJHvIQheHXiYLhwogJVUTo++sUHGA3CCnXMqjgfkqup5+wyRWqFDTp0zXI1gdv1n7/rPXN40"
    "ekeKCkbG5sgQ05EfSI9bpjLnNVBaAwYDLc47AtILczC/4HrEj37JyK1kHEaVotoRNIR1AI6iDFeXjN+k2NVV9ZA+YuiXH6kPCjRp"
    "XqdDh40IqU+TSAdSRhxkEvV9QEDa9hy9QSfzt6e+ImMV5bbVMrvi6ZGmJ0iZBtgMG6mtiZRZRM48VjR9Lurvh+bI15WMXchKksxl"
    "IeksvbjGwWkgtA9nEjynxo+v7EKxsd8YukFGCozL0L2Yup9ZPFxyL6DuP/BNat6rPcGwwkXgsR6LvVjvTMGMUOqGx2SEaqRS0RHW"
    "10Up7yBj7OD13VaDUh6vG3E2WbQTQ/5yfsAT9yOn0zIlPJ75s7aW1bXrkW24BOuLyN5yS0BpJQAmW/sb5fYJWtGSg+qStlXH0iXs"
    "qXcDrGKlFs8CaF0vFOkCcBTBdZZSR73ImVUSaAXVte1ZD+/uRHWxlsI4wy+1qVTGjlIZ20kGaFuWSFfAbDY47BWNsOtr5Io1MSzL"
    "l3gRbECUlIYyiiVrTzy6VjCbCHMXsEStLdnqcQOpxOp8S74/imFFO1kgGF3DAbju4fZ2qQUY+mAeWOZsBsky5wwUOZF2ymQBBjCm"
    "fiuq3XRpeiPTJUoddQs4lz/nxaGkZywP+CEleIsj7sEsDf2KDVUhgVHabATtgbjmVCUkZsqCF1UkGSmfyRUr0H1TXoRKJo0A36Bo"
    "axq2M9SRdCoK2MnTlQQtAx+YMcUDH4RAtHzcuSvZKpSYYkHjwYgVhlKlrOTeL1ls7pYlZuFlyVPNxm2IUVZslrDHVdY79rolq3vJ"
    "TKszJoajKKkrFcO6M0V5XKHg0REMUgtFWLevG79Zn7/OuCKlI5HBeTVdB75rzQdVJAWHMgv1wcAcMpTo0MEgH8U6yrlIKYGYspa6"
    "KgBQZApWlUvoJyCVA5FjLsbswGpC+VS5ioBWqUcw5nJlZxNmSNOUHdLRofVCOB6nsUUJsWYM7VTxbGjU8wAsYC9aOPMDHMSR09SJ"
    "wUQLcVaWNGUsYB4lBh6aDpdDr1bGSyjKwwOWd7D7iQUHTdkqLe6R8byswYqEvhoKV94LY4mOh2xHlG+0kBWXACvfj6l4htKY9Yw7"
    "bg1UlJSochLtl3A0EHptR2hERTKlGTX4A8A9CHIRc6xKk3VjmI9XJ2uvUK0qVN5KY9UKI+qqeEBs/EHuCIOFqqobHZDAtpZmAWEU"
    "h0CtKxCSXGu8adyXYqs6rRHw8FHFnW6LtB0EMLoC5YuQq9dMuAXuSRbSqHQxUh0rwf5h1ZDw80Kt9VjhXgxY+EE6DT1QoiuuoXJ7"
    "sIJKRFA2wcZzhaAFxpSkwrJKdeHmaHVBIahsKosGnfMgI4j7wvJwKenTndisO0BOXyDBVVl21NsiJC3Rbde7JyScWIp3ABTzCxlM"
    "rrFiJlkfRAoaFgfSYAmAIxMHeZsgS7Zhthg1tiww2KjB7auhceD4vvYREhafqbNmpKBRzWqO7K45reW3q33ybByJq1DgbkaONd8M"
    "R2br+ohIGSuig9ozUizWguNDg7OZACj9Mhvp10QxLRNE+8U9djaPsMtYuvyMMKb+gVpB3RzL4WHKEQAUF7XKMNc6OErEENfiUJk1"
    "lE7RZ4grsKA+HwOawnFZBXrzjMK7I4EffxxV1D36F84apPQH7KydcDdIM4YutrG+4MeLwpAvkYZvQBROcZXiArOXjDUS6ty5QTS+"
    "mjGBciAgwFICiPdvtiKZOzIPDZkCoDNvPTrNxHwLsdHAotmiPwDVdMlG//hO0JkhCsVAMyqwAkyFGs406EiwcyzOcZUkV3xpkixz"
    "3gbX1Z2/QaubtHpEoOKRoC7vnV3Buk40d05tF0CMi6PHJI/UxFkwavAjVUcBJG+trTig11VVt7E6g4WLBjL6RnAXvDOCAwgSnZWY"
    "AaEnbTiXhBZbUMwcGxtgdljJRwXTMhgRX8TNh4+Nrm9x4IJN9Yx5Z3sQZbvsQGtaDcTVOm0SYemZ8y4+FsYtR5xoavCAYy91a2Nz"
    "Yr/RYD3ayBmHIJoT25Dm1IBcO1EtSqOt4SlUKvbEVRhe0FSbMy9JqIka8MPstajapMZGeIjpCT818ucOV2GFAoukvsxHprG5QcZ2"
    "3or2/uKOOkLkH9Qhj672fAxlXgCgaPYbtpUNBiwNRnwug0LGPHcRmaY+F5jfS7oEVG9Sn69VXapo1vKpeFl9FmUJA2/FO2es8g3a"
    "10YNrFZ4QTVqA2rZSfqab1OLMKyLSlB3qQ4YfCDrRY/cgAcKPWHm4JwQPW6DHZwGAyUIZOoTEShe6EFNcvQNm9jQvBEgBRVaD3X7"
    "DX5pmHIgptQJtRW1EZVv+QNxRctB5+gheC6fRnTrCZa4aSOb5nq1hD0tnRamhZTqThJJWOKUHF4gT9MFtKDR0tF3343hQLo8FH7h"
    "imvTMv/Qay41TYw+odd4ZpE6GYDNZjj7qigtE+/QLxHTrdmgL+BDNgdtQl2giNSpmmiASM8T0dzje5LHV6x9QANN5tDRNDj2MkKb"
    "Q84VYn1HZAlEdgpPBLAypJGHK/MN6KWj7mtnPMgD0w2iRebvRaQoLmIPjFeCE4yc/VBHxZ4jk9djWN5wDN/EqleDE0aNnztuekaJ"
    "IR4Gnc2wO1PAouEgs1FBGeSDCJEoXIsnX3X0tbnutbXYXLOttB40V80WmisHic210w2SngdvtwJafmuuPD+NaddTa4ie3uFnj3p6"
    "xo/LPE+xSvG0vKA0Pm3www34DfhxtZ2MBUIoNlfcNfsjwwK2hOiNnw45LRsQXMm6iICifWSZc14nbfvj03v80H4hqdh6RGnxLcgW"
    "UihGtvSiTuKR+ptBUZjI6CxBKkrXyhz4SKsspLy74VZcy2UgvlCCLXBPHyjlM3YPciVxa85ju8PvoB0Og3v8MFPCuAB6s0A1Nm6z"
    "Z/YB8PlValpfDG5jH1jaBMHOohwFAWgkbajxGzjGFGd2tXk6zR7Q/fckOSefDrKEGNmeYxjx2SdupyYvgEEK3gJ6fHwj3p4VvE7q"
    "K8QzB73fmOFINIqVtdwVxM4IDySx32ew5eqUAUbogiltzvRQvoM27sk84mOhVbxAfgPWepihR+iVBFjsRLX5kzylzCEfqI2ZNudH"
    "iC0sID4Sq/Ny1/qIpRt6IdQKpKwuiF8SZ0DlWVxlkUqi5OcxGXx24aEq9E0Yo6Nr2vbiMVKFMZGtMg3jkk7FhXo1EugS6v1C5gg6"
    "adBWUdadM64F5UuXLmcCn5KwzzTOi2RNPoDeiLBuE/QLCxV9giwhBka1zb1ykitTLC8c8UpXRYK+t73MIBNiSmTaHKDIBgfPxCu/"
    "Ip0sk/b1PIEsoXZGenA9tPt8RvJsROtKyRdSkJ7Ub9sZeAAFatpcFoRHt0TkXJcMZR5cKWI140X9VqWTQqYK7ZOcGbB/PS/5NJzh"
    "XKLchi9qYPBq9IjzDG0uYTaM+luIYrWQVGpRGdm4qqksjnKwpBYdmwAuG+LYWOtr1Oi92pKkI9HSDhPDG1H+ap5f44BmHqTQuClo"
    "SUofpIKHGUNVrgE26VTDoLXEVrDnIKtNSm6kelBMSXYtDFS06yxz3jr3YL/+ngR+mJK1Dd+IPxA8FZ19y2VXWDIDwZIG9NNrzA3E"
    "yMk7AcUeyyQ02jJCwVKL592js8bKaEddSaBu2nmBO3dcwY+8rCQR5HqneBagDdA5YCq6rUQsOkoAgGZiuNzKAWTVveaRZeK6l9oU"
    "jEoAzoEuySvecZJL6sFmtPBsF7BL2OM/5ehGO50k9XXvTuI+nZ/o7PatZt9un8U5QvCU7A4EBYTCkzRtZxTrm6gBrgzf+J6Ep37F"
    "OwJSXshE86hchw7JiGaODrzQuYu36Zy4uO5OB8YF+U2hk81oSeJjPhorJWX+GFeH2/kTIRS6z4UK7vx3aJo7zGa2/qynJNw9Fmea"
    "nooOcb8QPdulDM3iOFyC2QIzWa1vB3iLHO1xiF+JK24dYXMQXvzIuS8lOGA1cszr+MIUrZQTMoQdsgxLHdgz6CAZ2kFu0gjFBTCI"
    "8L6ArCNH+0aWB1ACTpwBknlATgFJIDzrVPBJUCDmC7rdib0nGZt7iZgbhbZL8HvQ4XBg7pyGXoe4gNS0dAV+aJRBoXbQAP2PksaQ"
    "ZUswrjKKdwTWeeJhBXaeOgiFUQEzaGFjHdXmwpsAe9jMuSUPOMzXodNVJwmKB8DjDvIzoBzUdHe49EzBk+6sD3kuPPdgw6Ij70Xl"
    "uBf19zakpbDuPKAz6Pij2FSnHMVOYVdtG8/JGj/0Bq4v2fjBKXf7vO+O/rqjmGGH04K8il/Hu2301L4r4ypMR0kggN6JqUUO6UZx"
    "3/Y1B18By2x8VMOmAvZU+GFkWMW9OrF0thoHatm86GBtxxUrGltz1jn3UoFjfV2jSUKHSVmHWoynYnrRtcwXeDOZOIHNkR+LoC/y"
    "GGe+9b6Ka+CYO+vIpWcRqBWVd9s787ta1TRuqUq7rBit+Ah6A9jTjAo5MwK8u4Ue7GxIXPfxgSxdPU9Z2fjIpsERRd2IqiwCKLPc"
    "svroo6mu5+ug/cPJM7fH4jxvA/m9gJ2AXqflOhS42gdZ3XPuVzAhyi5I7GnTLXC+gIyA10Hs1CilpLv+yi9Ev2HnQtIxnzSuFR4H"
    "SlfCuVxqD41f6d7HZSxl1uBgkkyVMUa06tQNnDqS2XCvFtb4fzbxE5CRuZwgxp7d/ZakoqiWgYaUlfheLQLO+3f3BQkr6X1B2XTj"
    "0L7VXbF6QU13Rna1HJLnMUDvimQvytTMJkpvHC1duqBnQ2D85MP8GbfhUBFiXlGXIR+u8zeQb7A6A81VXnV6LC70POHSc/Nb9q7A"
    "0SqCMsjerd/Z9+z3+FkWoG70PMPJsXdPTUbQyieKDSuWDzikySpQJ1hLwopyTDxgxuT4qE9c+z6z6FUg7pilQSEEOEVppGkBM+Cu"
    "F+WV2BXuD/jBifE+Wuiekuw9RNl7yEEhE5FTJ34wMlYMQ2hFjOFuLOPHmph4npBfDqhF7DCtO876c2cobx0GdcDVMmBkgHQb9ZDJ"
    "to97J4qbuK/fF3eu0lBrVxphu+pXMs4hQuP+KLP3o9u9H2eT9+PCANHoFu7HMHE/0rz96HmPbhkyUD1vk835sUdpxjJkX2MO3j8D"
    "uiPJRStnaciVrLEnlM2wXcDOceLqXWj1e4RF77FXPmtzgA0oDWKPtH8NSh+OfMOU87gw0QwHBX8gYY/TITTONKKB9aXOWZf86DZ/"
    "xzD6O8rq7xhmf8dk93cMg7+jr5WnhfIwojsm47mj28UdeUbRWUx2k8nacbYvO94cZrwxKTsuzMKOs/FXx14hk8nXcTb0OtLI6ygD"
    "riOtto5hqnWcbbUCMgESery1dTreGB8dw/qoAV7K53lBgj3QMZn/DOQp5SRRzQvS4j0yNILSEOfY0xtNE+UpZGlzlKnNcba1OWpZ"
    "QAY1RxjSHGEyc8Q8tmeLwMP+fm4ojF2Og+u9HNDcwVrlyE0D2KMcoXxmkHIKLocPqMODD59wZgemrkbapBwHKxiDJOkwzh+kiG9p"
    "UnJ0q5EClNNKxiLHWwOQ42z9caRRxxEWG+Mc5cJ64zgbbBzdOCMBDSuNYVBxdFuKBLChONJi4kgriSObnTCIOLr5wnE2W0ioIdds"
    "uXCcjRMCzyYGxxsbgyPM/B1y8TD9N4Ylv3Fpym9c2uUbH9nyHmWSb3RTfMbvC+UkVe6PA3/SgRN28sYwlDfSpN2YLNmN0Ag0xBoV"
    "bNeNVA9Ec3XjwB/HXzyl4w/klnuyskakhT1XKaIRn+ypGYsnoRvSTstsQ20MI2rj0oraKNsj46BCdcFPFtRGGDsbIdcLk2YjbJqN"
    "XO7ykwTJrNk4my0bF9bJxtnW2ChjY6ObFTPOYAa4NbEx7IYRcZZ92UHE54JYMUVw82DONfZY2Aob3RTYSItOY5gBG2c7YIQd2ULe"
    "yc1/jWF2ZaRVrxE6dmHKa7wgDZBKcjNeo+x4jbRWQ4pPJLGa2ZTXCENdohR4CxtdYywQykrX6Ga6RprnGi/2YSH7RENa44WEPwhO"
    "wj7UeKkgQwTLUKNMQ42y8GQMl1jXQjtOIzbhLohfppvGi/WXkucKI0qjTB6BVyRQ3qGBqFszGsN80Uj7RWMYMBppqmiUYaIxWSYa"
    "ZwtD42xiaIQNoZFGhMZ7PMG+1D0wDp0boTbR2RjQKGtAoxv/cZ5ngZAYK9s0UjOGLZpxYQVmlJWXkWZeRhh0Gd2iyxgmXUaacBnD"
    "PssouyzGkVp8YbTfEkeR9ZVRUoFhdGV0cytjWAwZk2WQMUyDjMk2yDhb/Rhl62OEdmY1IGFUYwxTGWMyeDG6dJGblxiZcGrLftji"
    "B2JZCBnxhww/OHL8LH8e+MNtDzpu/3DEL46TwhrEiCU7GH4YYbhhhJWG8cGeAdsMIwwujDSiMMoMwggTCCNtIIzP7B6MqmjtYHxm"
    "MT+z7HxWQFAFlANFWDMYn1X4WdY9q+vVbvVy+n+nX7P6xPTR6VPTG9NXrz4+fWz6ken3rurVD0zvTc/t/xvTW9Ob0+eNfsrCft/q"
    "ueH3pq9ZTUY/a6Hfsnp/en+apncn/FutftUKVP9+y+qj00v7/8KueEFfxPnm9K2rF+ZGDKsV7vq1lo4V75t4/crc9epHprenf3j1"
    "rtH3zO89S8F702fsObjqzelrV3rixGe/NPqC+M3pH12957GtVu8wZJo+Mf2h1Wemn5h+dvo5e9dfspS/Nf2F1S+b6xPm99ze7aWl"
    "8V1zvWX0velPWByI8YWFIf3/OFOOuF46xTuBfo2FvJ9C/vb0T63env41e/rbFs8vGXpuaf6L04/bm0zTx43/Z6u/ak/7nPm+OWXT"
    "V67+09VblqK3mH9vT+Xqs0afm/vT05eu/pvVn1l984e+efU/Tc+mP7r6itWT6Y9P7738GUvf37Jv9Y2rn7Xnvze9w5Q/n75thdSu"
    "Vl/uua+cxL8vXb1h6CtX32Cpec+/hr7LLzHtnzD645amtyyu71t9keXLr7e7f2T6JO//8Epf9vbffz/9Vy9/bvp2e9s//aGPTT9j"
    "peLDls7/Y/pLdvd/N/2LlvOft3f4p/mV3p++w3L/U+kbR6yKSfw2ZH7eG9NfndarYvWmvZtKGnLnBb/OefWp6Zft3fE+H7cfyujn"
    "p69IaXyZ4vyQlUv8+72rH5x+dPoiK99/Zfob9v+j0z+y+mOrn5q+geX5Xcb7kvRt+49n/JOr77Jv8s2rn7S8edtK0Z+36z45/dT0"
    "k9N3r358esve/+dZYn7Z6sKnLCX/q9WSd+yuX7NSul5MH/Ey9OvM5zM37/yrVy+Te5o+OAV4839p9feMvsUv956X+HdYU75iFXVG"
    "7xz5OXmNnKYvSzkK+oK5OFk6VxazQr6JV/wXlqPfOn3X6vu/6PtfPkz/vuXPV03/yod+ePqm1b8z/eD0i3bHm9P/NX2JpeSnrQZ9"
    "cvpTH/qEpfG7Vh9hWj5tb4cS+O3WnvzM9FtWqlHT9J0rtCITU6g3/NbVb159++qPrv7P6U9Nf9Hq+fdZHcymH1/dW5m/sxz9UmtT"
    "Pmmpfs/ifG/6MaNv211fYjXlbdbw37BSzr49faOVj49bG/bW9LtZDz9r1/6h1eenX2Ut2edu6ulvtlS88Hx6yfqir/KOxfe+0T+w"
    "+hxL6uenH5juVp+2L47c/lF7xo9aW/Q2a8q3rNTOvM8W6Tnvfsmv/CZd+j8xdjz121Z/2+J47q3cS/8av9vL+ldbPn3x6nmqFXi6"
    "8Pv2TaMGvFjUhc9Y7n/V6gdWiP+nLM9Qw37K6Jda2HpR5vXvOd/2I5YKxP21K8T/nN/+J70EFPYFgL7KnvgZT/m7FuNLey/UJ7Te"
    "/zq/45teyya249O0rFtf5ul8h3Vzstr6cspXP833eZ9f7/eZz6fM/Xlzf729NcrB2+b/vj3h+fTPWzyfY1l5i23Rz1mr8avtu75k"
    "7n7F6kusRfjwCrF/mK3ym9OLKXIM9Dd6W/fS7vzc9J+zHLxvGDn+MSu1b36BNvG5tS6fnP7N1ddZDrzNb/mO5XG8aXy14L/uph4t"
    "28QPO/+g53xwyGBt7dvTf7D6yyyhX7n6c6u/Pv3p6Q+v/tsvkOr/2+pXZ/n1BnvQF9NP2O+fsN+709etfpvl7z9nb/OGtTv/u/VO"
    "b1qevDn9Pcvbb7R4Ps28R7n/jL3Jb1/hO0/2Fb5h9fOLHvg95sXXLVr7uUX+Yl71jrUJKy+7z9nyTqz7k/Wc32p177uZgl+0uvM1"
    "luLPTn/T+oTfae/zTVYjkKLvtfdDDfy71sZ81+pbVn/N0vFZ1ujPeEl4d3qwGvn56TfZU/4w6y7GID9tV3z16jetvu8L5M5p+qHV"
    "J6c/skIL9fNWAv683ff/TP/16ofsvT5uPj+4wijiFye0Jh+zHHnDYv6VfLkPDpns+6AuvT1drCX56xy5/A7Ls49aW36c/oUP/R77"
    "gp+xb/Ij1jb+zenvTN87/S4L/cfs9wbbo781vcc27y9Pw+prV99rpet3WZ3/2PQ/Wm593/Q/r77arvzp6b9k+6NS+r73HKid38BW"
    "/WOGv8W/3fs+llH480U/rHSvvSz/g4f8BhsH/Nnpx6zUftLGPh+b/l3L7efWrvydRXs715mX9m6ovyqBK2unp+n3250TU/+efes/"
    "Pv0b9rYfsdr7l6xe/4SNmg6rH5t+j/dmX7boO+c8//bHQxPLXdSLP7j6fmt1Psry/IbxP2D9x7fZ0963UvfXLPe/3lL4C5bm71z9"
    "BStpz6f/5VdYDl5MGJ18Nce6L6wUf47t4I/ZV/9CsSlXvviVtL9r6XiX9Qn59R8z1/4u+78vlIIftjt+iuODt6xkf9zy+CPTv7X6"
    "I5bDn/T268tX6l/et5bifY4cPii2L7e7XrC9e59jS40Wv36F2vM+28jV6js5ioh+Db3fb1v9M6sfputtljX09O84fpMtwwu2/5Nd"
    "+dJHHR+Ugp+zcv7bbRz5jsXxPZxffMJqB3qvX/Arl60w+raVjYbDNfe0b7F1e5fzi+9eqXd6k6G/1lqcl1ae/tzqz9r855M2Qv8T"
    "09VGh/+Jfb9/e/p+aw2/Y4VZj/q+X7ba+IJ94/esfuuqWn2HjfxQcj4+YfzzM9b/fomNxT84basV5hcfWs29POYNyoUXi3YX+B+y"
    "kSpK7w/Z058zxegJ/70Vcu5zzNW/MT1dvfQRyMQxp3L73S/QO/+rq19wH/Spn2b+vG3viv704xbP162WPWrE8hmWqu9JpfWdKUaX"
    "/+C15HNWI/7lFcZXn7OW4rmVz09aG/gfrn5pUt+tkcnv9BkgZikY737aSsv7TOGvX2HU9VGrrR/lm76c/iDL4Pveuv2s+XzWy+c3"
    "rj7Od3jhZf+5f5F37Ko37Xu9nD7MFL49nVYvmAefs2/89pStor9/w8aUQpid/bzN4176zPR9Kzu/aM/4phVS9xtXv4P16j2OgP8K"
    "+7A37Hlol/+3Fearnze/59P/YKXj82x5Xkx/zOL6MbtD93xu+q0smR+x0I2HvMmQTzHk/9+eSfODL7lpcaJn19wQV3y7uyeOAd+a"
    "/qTPF99jLfiPbO70z66+cA1+bvn3gvPg97xUvmPf++3pV/Y+H1yuf96u+PSEOfOb/x9vbwFuVZX+j7/70h0CgpSIiIgiJooFoiK2"
    "GNjdjok5xhijzoyBOnbH2N2BgoqghIB0Xup2x7n39H7/n/ez1jn3MjPn/p6vzzx/fORyT+y99lpvfN7G9deqyYxV0KhV3nZP8QQj"
    "tK32lJS3shYCjYyXybhSgUZIaUdhfcn/sHHtTx7/TlG2NpC+zpcUdyOfJ1sOjNNDlkFmxUHX+Th9wzgF5Pb/+5OGxMVhM3y7iyQ8"
    "3RXibmX+DJ2VeKSELeqF3O84rK2QcqHWe+kT4StxUGIMezQSnFHlccPeYhq0krotRanj0MY5Uud1hGHu9jwdh837SEZTtKQB2zSz"
    "f5vj6VzfaYRlVgxdl6aFXUs7rprWVgg89ICsJOco7YYoPVchn9Wexv1p4B7HNOaf1ckNpxkUVO1+RvSfMloaqcHW4ppVulRfBRbp"
    "j334CfZBoX4o/WSszIGdmdQ8eV2Hyv+WTzfjpPfkClJ6PHm2BnLLuHCt/hP/Xo9vfodnfwwr7AI8uFzvb8GujwNflmBH7HRCv0dO"
    "ey8h0k9yV5wXzHbvPtlATensi1CP5tkkuKsloIZqIMu1RKqnysf4TB12fx007BbwkZOgB5F6QlLVQlznYDFOi5Anr6VtkKTP5Af6"
    "9ZKUEgqM4VYVeCpq828SKoM9TT7vIhEvD0J1fkUnretJi+rP1/jmUKnh1aqwC2X8V5JPH+fn7Ofu3rs3CNcsIjXUwCqd2QL1Xirf"
    "k8Iy6Fq9/y/UlqRYW0iZ/lmryT1Hxnb+7zi+JY9ZLtxrHqMMLlO/wih3OTci/mNSuQGnUNdsjQniSie5DIPGvAS+gNgtosUt3KeX"
    "LABWGiMZP1hIqe5swodpxYf4flKdHzAJHf8ZrrEaMuQU/50GoDElLrL/NoDOlmc9xClKA4e3vgWf384TCOmFna6G/jtKgoikAVzV"
    "QdwrtdDIgTiqNW/3Ht6PkdTtYWUbL5XrbF6zyTOseon3TuW2zRLei5exjAZ4Pam8RyLreUhyB+1f5pkt0xSR7OnkVaPUBG1vRwfN"
    "rfXPSAftyLEx7nNzH0qoud/pLCbj7wANmU94pHxDSqmlPs1No4YG4lk9bTy32vv2IypbeSfNWxNm7+3oJub3YTvvu0zz9HfOPo35"
    "wsXjtXyPBNz+HMZ1G/Watm3VTFIE/n4OiYXk6jgRdqiHi/PqV9PP4RDR7l6T2tnGIRUzZ6pelhxLrVEDCzUC29HtnmG2KPZqJeTG"
    "NEjsRkqeRlJolKii3O/Kv/tQ2lHO/RGea4DGKQGdjsDfG6gdzDd9OKixUqdI6CWeknJM/5bSivgNrx/sZYLDY33pJcvs5MTsXqd0"
    "jvdw/t/RRjuJNPPZBXi1AbqxjSRbtFxzUVWb/4LFnD+hvTR6D7lSk9vaRuMbtUR4CXqQnLfIeTy3wbO+2ew+sax3725JtkDXf+Sd"
    "l7HP1bADFBQT03/h3zGsaz52sy2l447UbOYNDyTqPZolOI1pMp0eH7Pd64FJxuNEHc2ks/rFft+er1V5HNuOKDid/aT7aZ73Wk1n"
    "ZV8an4t7e168hnUctTvlsqHal2H9XgX73aj/d1x/rHSRfHBbHAgxH9+8GOusUJMGe4lhpmK81hsor4wnEvMcnvLrDIkAxeNBoXRw"
    "SMJ8G09KSF6p4/mNlffoXc7lj9+af+xqPamtM3pw41a+85G8Zy04cm95CU/SqJu0a1ANTv1FN5OeZ+Aa/b0dVEcscIwYpeThOXeQ"
    "rtxPZzH0F+evmCy1PorgZIBR4Q7yO+NleTJUKrynuQ7nN07KuQdnwAaIex1fQ0ke+uiARa+Mu0LtJBYrtBPoTu/zP4H0JgDV1ek8"
    "vRo7axosDtqJ/yHtfDms1DTX6uSpi8OtavFqdoJn8fnT3uIzH6ZZVJWg5wTPMOn9DUpfbaj3gNqrcGaNkJpb8Fzrsf5afT6o4P7G"
    "6JcopUVhFDlYLBY4WBb5iG3oedT8M3W04n6E7tgB+1KmiyGLnsSrPWSdXihTIX9+1jP1bVBfTB+Cttigf5YL5Ajgugpe/RaZIhYr"
    "Hoh7PMDIQ0pfA66YRNlg1zaL4W+6jLGBtO5Lnon5nVH6UuJ6u7YGPR8lP9LjNETeBVc8rNPkU9JliicY0xe4wjg4pBRyvp5PEvUn"
    "HJJWKsHDprt2J4qP4/dN+IZpnAsgHTfhcwdKkcWAuesVoNA6Nf5r38KZxngmdX7n7PVDycEl9KmnvZwu97HdcV7jRLeKMdrP/kRt"
    "LUnlNDBQN0q6BkrYNDiqNitDXOQ+7jH3QK+3/+8yviVLL7VVlMfk1nC+0zfL7WappunXizBelRvVNMWmUnqpRxyL1CG4wfQTKrnS"
    "WQG9xa1yH9xzi4+KOR9oV4l6T6Z4b2rC83hfj2Vay9ZxoabfcqH1fNgnSSK8RlBSkph9lEd4uWMfJj3+W9T3NXLlGqztZPr3NvDn"
    "yaC0WtB7Ea9uz1KR9bkNlxfkZFDQLL1B9gWK6SjmIZssq8F/f0TubCEychooSQkyHZg2BTrPveqvdYa+JAux9v3oOarCsw7BqzfI"
    "bC8nRBqzNlYa2qhOc0cI28Gice/0zeKQAO9HdbkW470CRnl/4k5ZvMWw9TpQcS1zOSL4V5rZG4OwloIW8U4uejNubvDxxHra7Ha6"
    "L1Gj5dLOFdBPdfT9pCinavmd57Gq/61n4SM8+Qb9q5RiVfnATUsgX3eErrgKZ7QCMmqShIzQrGeM8DVYjFHIpbl4pZTSwGJmtmu7"
    "QTJGW1hbSk9k/o3LCFoH3Gq6rpzPm2vfCnQY8WKaaMDlDJXgkyObyZAk/U22b51kELXRXGKSTLTC8eVOtKJyy52ENnmaUlibybsk"
    "NWUu71dLTxrz8eYk6DfqUcwQnPZGbxeKz1VytDyG3sRaH+VJasJLs0mUqHU4k4T2496lGHdQxlFa8izUg3bKtUaitF4j+g9S9UDQ"
    "esYCv5haxtklK3i+IkuzeiFzNcvWadni3xboq9pbVk0eVtNJW7zfpSybwVUOmko02+vO2b3OI8rqRv0bp2Vf7y0T8xHtB14/C3Tf"
    "CTsYku4sTjxYqtXFlP8p5j2qwPdMI1fxOy3tTgSYfCkkcwXpt4Tne7qYNb29ZPBl2nu+1OOl5tkzPbL+ybRGfRbbrh6HO79TRhv8"
    "kdjh/93GWKxDpYESqopRBctZe0MKSCVGWabbh0o3j5dDevKeAh85DBvxFqrpl27QJWaNNBBTLITES3AH6vUvkAtxPQAUtA1RRw3s"
    "F8sx+Jk4xz1H81yIrhJ6TJJ7D+Q/vHmtaR0cA1mkWZ9dwts2EaLK7cQoucZn0SSYO2RX+EFvAXd1A6U8LROBAKuAA8bIGtBJLSyK"
    "N/UdiTNH62X8XownO1yOll/0HOzezeLyc9oBodsaf9GVwN1dpL8sYayvlIg3Aq38M35biWc2zRmld/Q3PQk7Mhz3KW1ml9iTP8xV"
    "PaQ1LSIhwxGHicvtynhhG6jz/whGGgkUGfWWsLOeQsiNJOPFpwIdW5bhcbIHaGUp1rwRnPcD5EQlOCCC763Ry8TiUd1BOTcwW6fB"
    "xx1C/3N7SG5ng1X43Ef1XpuDiZDqGBurZ35mLVC75eDtg/O6g7kk/9uo1f8SW+Z+ZwUQQxEtvLj+CfQ0WIzHavQD/F/o47P2rULu"
    "wrn0K+f2U7REB5aPU8FVF1KC7CYW0ej1h/bApPoon2eZIpdXkxY647US5u5W6PmUdzHw0wrdSRooVS32GMIaKSf1NeIEbRUWxZxK"
    "LebyqMwLZJK+4x/a6yTzD1JeEtVqH3qNLVpfh7sVMwfMfB7/kCp6fX+DnFmjX0ELb6QvrZLxMJP6g4IqnYBPJRm9DmmDmp1aCZ2U"
    "bBYZtLWeT278nhq8paj8/9Ln3VLe7Tw8z86QI7Mg6Yrx+c5yD1ZdrV/oTOxrPSTWRp0oA2UUXjsenPsLNZFdv8TfxTDUEF5zFWix"
    "FrajQwebIZHM72V7uNJnhiaZqfkk8Gmt/o57nAk6iOD1zuLiiPb3MHHoNMI93MT9q6XXoxFa2/TIq/oM/l6nd0M2bIdn2AEy8m1Y"
    "BZ/R7xnRMlLCRZQEEVpGFkOfADrbH1L5UnrTze5dCXy2Bs8zQxcAkcSxzkZY16W45hrc9y58bqOuwjsui3kDrng47liJaxZCYn1G"
    "Wk7qNdjzclzlJuzWIvzM8xnk1dRohqdNF17DDKrTsUrzPQyVZXoEM0m30Heu2IEKr10qIcPSPlNnhW7xWVHOZ72DWH5LmD2B9sCZ"
    "TbyfQe47Som3BVOwtAu4jjRp83BPAWbzu3yr30D3lhewP3jNPIJXMd8ySR9YMfZ4R/kqGz0w/3SjZnJnv8OVS/AJ89iWY78s47ME"
    "MseiK6dJDWX2ZuY9pImDTFsthr6L6ym4r3mwItTuIXaiXJ/UfxEDNkIzGqXU4N/9g42QHkps0GWrfOyMvP//R/auxirPE/OPtJaN"
    "lE0xZt64vJ0+kvY1Bpmcoz+ab/lHsyb+u+X6v92DP3K13N9xGcpNOazis5f7gAuGinHTYYyEGHpuDzozdDJWXLZ0JsbvYm0R+vC+"
    "YvQrH9I5Qvyys5wrP+qXLeQaVuEe44ENk7SxE8wTrQGVRf/Q7myEFV8PeeQyFSqxkpT36ewjpcztSZO6o/T2lUDuxSB5Zntff5rZ"
    "dM4eK8M6cvstc6/gH9BYDkXX0/pIEqcOkY8htSbLNpDNtle7ymaiyJ8hxxtb8Ce2nBuR2+etROAukiZeprv49lhxEifl5U8qe+oH"
    "0eeu2Zwme6dQcyPvtfo84xNGBfb7amY2NrRovbekNTtl4xSZP84qrINsW4QdimudvAFJtggSa41O5npyUdV1zLWppA1dQRRqWY63"
    "yId/EHXmynuK86SrvNZPUpIf6LPq//NPwL9n0YdsfLcZ1kCMO12l8+XY/7FESkBnhtTXg8X80LcyOrqMPJtLHuTOtrdYlaPrJHMC"
    "f+PPQ0DtufNDctNBlKgiI0eMGk+RKsbY7Wor1GyNY2QvPFsFNOJK3H8OLflWjPxGSXkZ3/oWekVj+FmAM94T6Nyw6aliGbx2t3+v"
    "THK/9ZTV9LSn6TEooa38tiygPrZY09H4fhVsyJNkO1DemcAJH7QYFdlR6jTjxYhpE75vHteN8JXuW+HMsNnnOvh3+svnwE9jyM+W"
    "eVKB3dpN6umTqaEHxOniw8Ti051Z/1ZLL8cRsFCL9EO8Y5knw+VJeUZz56n+EarK12PlYHH1Z87DYGe6Uc2TVcO9VN2b0RT1tsGe"
    "shhriPls1EzF07NSSmyVCwk1gGqdZ6K/qM9bjVNqO1+a8dg6WN3uDGu0nChgL5+9k0H69V7+534ntyc4N5eY/TdCrsdnzPI7Dli0"
    "BnRrlQSqTbk+ro5rR3FXyV3BlzsreS95Fbv2Ln3FK2BtFuJ5fwBdzsTvF4vl3VqNTxl9EXU6XR8WV2dhUQrzYJv13k8ModcS/8Y0"
    "U1NpT9eb0nZH+upynXapfk6tZ5GiWuYy1kM3PwRerQQ6X808CNP7NZARSV0MxGC7uYtk8moTlAiZZ0vDrgx93VOUlZS9xdWa5ZYU"
    "JdALn+pz+gzW2V/ew95dAg7vL69od/lFb4ecz4d2GAEeWQ4ZYpmWuzSTv+txlhnuvxgyJOn9wyGj6y7qvBha7jxpwoxOE2VyHey8"
    "yphD8AbW+Wfg6WHM2bVKhAvBDYXQgyfKDF0rW/Qd1jecg5OK6wlSRG1ZT9oZ4/NMfibnhbQCJnvKS2NHLX9mM+y6Gh+fa+VxWLlH"
    "JhOwkjaw/dOsx2z03qES/jQbvKNYNdgAj9FDRrHdrneXTDw/k8HYPGs12Eo/LcQVzpK+8i/s6AL9FBI1XycE+dihd7DvF+K5H4N8"
    "WQqa/Uh/kw9gPV9GHWFrcnFN8+hbFntVNvqo2pSP24criWhTvlpjVnsL0KWC1rsFI2UnWJIPQ+q/g+vfjfV0Am3nppAdg+/1XnlR"
    "b8B9j4UdvT5M42y6BlP1DovjAmnNhZRJ6HtADZ3lG/0naLsWp1bra4ZDyqSXQLkPy0S5AlrzO70StD0demSl7ofPHi0dZSzW+kb4"
    "qd6q18D6+xA08hTud4f2zvslaNCeYmemPoLf1mc4Wu5ZMX0QIT0bCWaPWyZhPiVlLOuNcedpnHG4TABP5oOO75ckUZZx60qciGUA"
    "bAea6S2JbMwzTd2b8e05j1zoOe9k6CyLoc+FPb4ZT/1wME+fBkX9hM8+R4nsom/m/1+Ef1sWfRyW8So1zd0O9DtZdgFamQLUavxe"
    "pD+Sov+Ge//kM2qdFLYn+BpYswi6IQqqGQwZlYS9fi2uNR+8sr+UkvYqoHMcl61gTUImH6St575Oft/Mc1+md2Dnp2APNtJLOUZe"
    "wqulQMl365fyM1ZYxkjGQaBIs0zKfdw9SS1XzezCUTKYHHMNLJAbZJz8AHu4UQ/COQ+HNT1P35JXaOOY5VEIGdoT8iKCnVmv22Cf"
    "NwDJFeLec/D+vaCHBuzSClzHvP0uptHPa6io96qnNFNV7nI2+onzlPeSgrBRn2vdDc//rPaAXXGYvgK6nK730W76OysM6hjvKaSO"
    "rGddtdVJajY+1IQkCj3acnjb6dl7xepuq7FDLh8joea73g9c0gNPXqOuBq8NrbmqbE7dIUT3C/DaNLGnqMR/a7CSE2Qd6+BW49TP"
    "Bccuxzkug/SuxmkcLyd5XdHOezKby5B8Vj53gt1XiG/M1R0CixWv0NegQUz2bcM6lxES4XNuwlqqmbPpomRbKC2v9P0CGlqI4MZ9"
    "BCbJvEOLrof0WB8udo2+0k2skqSINRtPgTbLQM0xZrgZ3Z2En3PpdwxxT/O35Xpnky7Ez/VaK29DbmzA8/+EXVmlM1gPX8+KjZTP"
    "nbFo7EZ9hJmhxpnnicvhrMZ/deSS3PGstpC8q/QcnFSlHimP4lNv48mO0NVAg+/rNdIaV63UiWLZpGYzW1bXl0BRZtGeIWth28zV"
    "WaAHy8RZA77pzT2MY6/q6L0zqWyeNqspakuuqMrmuLVn/KYcp6TM5zJkMkL+IlavXbVVzcP3PKWTqTcirJ/7AtSdr09oTE6Wyfoy"
    "9PQz2LruQehlm+3qJHF1HUlWJ+Wu1Mj9nT9BCzzFc6/CswyWfcTO7DlI5lp9UGroqWpDCi4gRjb/50rIi2rwcAQ6aQnebQA3/Qq7"
    "YDWe7lfIJIt8Ho19LcEdDhXzJC3E3QbLcn2Z2W/byG9azxXl0zu5mPrfZXiZjzKBPf9EfyGWOZa+9Rjr+F1Vg4tMl+PEGnxcsFwz"
    "tVFp2k6uI0atpwN771Seg+GDpZRlT4vT7mZhLmYmVaZW5gjiqwbmb9e3sGrbvVKsqisotwac2xontw4o5Abm6sWJAyeJScwa2kBF"
    "kAi36GewUUZDx/8LCPRjXYIrfoB3dpOmWsTm2fauCszWewXsFof8E8xWGQlpuxmYooYRgnrIbtN65tU+BJS0K7ToWlkKnqjUt/DZ"
    "k8T8vi/oaqLy5t56JxtSoLSHoGNGyB5imS4Wz16InRov1o8kdwzZODnP51tvK0mfM2TnaDnjy0Ax20NadYHO2gINMEVul3fwtAX4"
    "3CVEq41YeyVlVpSRc6vPupTVdQmsYTdRytyKFnIaa/CMLu/WtOB4+rYsBltBL3nIHIAULQKzYUaxzqje97FQPZtWnqGshWpR/zpg"
    "gpDWn2mNwyFn4/SDRLJemkxE2vlDf9c9xHKXO4JG1urH+lf5DDJqCeRE+6Au/BhPMF+/BUc8AUx9NvZ2OvDCKpy5+dc/hWTZwjrx"
    "ItzJsk5txdNYPXAtpPwSfVHPkt/1UdyrGNiqDlr/Z6zlV/1JHsJ63gQ9XoZz3QZcVsvdqPRZRaovATUbkn1a3tUz8naQ83VNOBl6"
    "+RR9TWbKxWEhKPI1UM8gsZynBeC0O4HMZgDzTwnMG5lmNl46m1E6kBqxnjnbtdjlOuiM9tjxU8Rsjfe8T7aLp9pEs+h9SGnsshnH"
    "sWZPvYXyCzSfacIa2PdTobEnyADIkAWg35YymdOsG93aR+dyunPZmuYT7C3VvsIlTR3h0NmkbNX9zqxyDJnntNpXAFqeqsv3s8/0"
    "FJcrcgfkwXBYRhbHvVpehsZ4X17HaZ0hNZSptv+niOWpVvAa9cQZdiatfB1bRJ2vIur9/krUrdy90Pv8MqjEZXD1zcoCu9KbuO85"
    "WPl40Nyb2K83sYsTIMF/pSS0itjTJdMVw7Kb3RNHNaUZP4hmrUbza/YSp6tOlGkeMaegJTdutbttt+qUshYSIvS5rSH0qsu4HC2L"
    "gANMf5V7K6wn5GENI9Vf4cyWMCtrOHD/rtjBt7HSy+Qgmek7eCTBxwnSXCFQUQmlaz/fM6POYwDD9/ZMFc2qfTLP4jRBH8ktq56E"
    "TrkPGvQevQQa6yPZBRr+Pb1ILw3aAQc4C76dmLe4PSOMrUBR34AvV8EO/0LrsNaB8gL0ey8ZAG2+UW215gHIp8VxhfdjdpFH8Opv"
    "ePqTJQVLaxFWvhmc9SQ0wwB5Qh6EZH5LO2APv4f0uAu29dGwjAJm9zqEuw/rftV78Dpne5f0z/6r1GefD6e1bBTXlZjPntS0zhZm"
    "AxkvjKX+cf6Yw5jL1hQ5dSe7LaujFfS8hDmwFh2ooOS0LNlq6KvcHozPsQv5alpjpFwALbgc1LYMkn0QdvdeeU7vh101CRbXTVoN"
    "W2dnyLARLegS47RdJJ3t+CHsOZSpAhnl/V4uw6MXe9GkYS3God1cXXkDdzBN7m2k/yfG2kGT98XQ/3H2vbJ9WonrnY5//w5900hp"
    "tAHnZ3XLubxFXWUxvQ012NkS5nVGICdGBp/BvtigLn80TVvH+KyScf8KVh+bl+UkrtbO5Bhxlcah9zQq7dT2lK+2B9/QL1lAdFnG"
    "Hhn2RKY9reZvKKO01pfHvKh1tC5jLexoS721rINXmH1K8Zm11mOlVbPeRZndMNr+nPsZIy6K+Vy2/qDwIj0TEqgbKKkYa4QNKFdA"
    "XvwAPXWRuAqREfT7GOZs5asL7UwOkIqsnZtg1t2K/0fNqou9JH1tub1eSymwMyvRbqU9k0GDMfrGEtpaTpEK5rAlmXVh3bvOgDVg"
    "+Q478Q5F6tB8a8oPl8O4WO9k3ZmTLGXMcA4Zee8vZskdIHm4agXjTGNlGSR0LZ/jVeLlWiLKKCmxnhjRZU02MlaSZib1DrD/M7tc"
    "ok1R34F83h5A4jvIRfoUrnsM7n+3rASXnq/DAmWudcprGtuPI4ikotlztO/3klTWBrAowwC5k4gmQQo13VRJKnbfaSvNO4u04nct"
    "Lv8FuS3U67HeCnzzZkkwhjAbMnElKLKR9gMsMFZfdZUt5OEkcZur/O7va7WjkIn1zKBQ7xdy3nZ3omnK944yhtW8MbXqsQ24w6/6"
    "kn4L7JivF8ph0NHvUqK9Qus2CavZrnwJrdY4PbN29RneU2DPchzv1s77yZL0sAsz9o8mf+RJicermdhWvyyGVdJiAbnPeRoulqbe"
    "c5m+ea5jSCYm7TLA/xTWaF3e0cD1FwR/Dm6GTdtWzwOWm8XVzg+iQP6j9WQ9CVpxFpDP9j4nvK+PJSabFDTxQ4PeSz9uvhZzJ1Pk"
    "/Rr9AWfRL9gI6viTmMaZCwy7Dqd2v1yqn+ruwXnAB8cCc1k8fwgs2NeIPeK6t5gvcCQo60hxmUdVOM/lloUSjMeO3Ib/v8Xr8/Cp"
    "H4CcvqaPqIecLT2A0Nay39NKZiT29VozBO+0Zt1KlNKnkKdfAzRsnDMcnFKFUyiGNFqHb5vWtCinq7qJQi+ZH8p4dYPPJXJ+t1HM"
    "OTdkZ56jC8RVQnYn4mwl5ofK517VgDtKs/fpDcy+Ae8t5bnuJa4SNEUfXJS7mOs7ud9JcI3O+uwjrlaqlJ6wjXjHMKzFCMrpd94H"
    "q/5R+zDvpcYjaKerTpN6ophzpNZzb5KUXEsL27LAlrL6bC3l1J4yRPbDVRbqNHmf9D7K01/CxzycDWMxp5OYTa60Kg6i39ey7G+S"
    "pohzmhg8qd/4mFyc8aR2co2Y9WTXsFiuZRecBylzEjTJKJmt9+pNOl03BtO0Uho9X6S97Bnm0UgMVBRIR3kWZzIa33lL2wVnyaP6"
    "Mj081n+tg7f0InoedrEYOr4xm2vTTzLWXEYf5orsClb6E1Y5FDx8n6xlD8ZC7PMA8v/dMkF+hLyaKI/rFGiLP+Nb18HGLgTlp2kh"
    "OW+M6YvtGUUcBzrcSI+k1XNWY+e741OnQxNHqOFchKKtZFD3Lqz9fBuYdaB8Am67EjQ/CzLqALlKXlWzp1bI04zRbAAmX82chnxI"
    "SqOZKb67mYvxVvPMqxhJVdah1fnaNoujr6DmMBvhbHG1TuZhSJFGaokXykgxZ0iDz7dwlfZriP0b1XV4Mbrawty9t33l7rpsDc72"
    "7ISZgCQtI01HeKrm4WzgJybKXi2g6Nxew7aSlHeCfFy/HBT4jLSCpTQDluxp4U6Q6A/IZuDF2/Q9XHEqZNEyHQOckC9LSRtVkGXW"
    "E6i7WC+DtUAT9/mOk/WwBoz65+CJviPPW7VtnPS6o1h3sxp6EX7Hb22C62TnYJyOx7MP11bBVfKadNX14RpoLpfT5Sh4rc9H+ZVy"
    "3fVOM8TQnxZIyJoD84FaD7NVkIvFWkHUF9WvYaFubtbhL/OvjpKpvO4mnegVNHsuZH/BuLr+MiYl5tF2OigoVuuVMQAIez5sgJQ/"
    "xUpazi7nM6W/6eNyidTTe75azWewkj7oAeCAveUN7NfdrCzaoh9azgZQiMgCsZ6MEa+h2pOWQ18VV8+7OHv8SF+xWkMZ9DQ0xfay"
    "mRmE1jvlblY3f6BmQ9eodeKwjIUh1Imu6szywXfKImX7VB9x3Quj9JM6C7sOd6qD9jIL3PqP/llGYId7iOuAuoW2y6fMwdtTDmSX"
    "uFWyPyRoArbo3dBqZ0hF6CrCezbzhzVV7VuXyX2pPdbiWnswRzEf6KMz0Flf+sNqySGt5XKg9DJmGllm0g5icR6LNbbHfm2ETKn0"
    "OVdhNvtqpOe5ND3YIWRIIH3o29jZ+xBKcMUC4usUdzIgEthD/iTzQDOv4L1DQT8dIEn3wTkX4LzGsKNeplNBo49NOU9ESQs4fgl4"
    "NUH+jWUrQ616Ig488QM4ck64o/wK+TdYvg5vw2l+FczUjIfKrrDRWxzl1PgXynpPB6HW+Z+FxMC7y1vM4+osln9wlFi04RA5QBaC"
    "7mxPzmcVftR/rwdoc2UL3QsXySrPc66rjq3dcms3stNe8950Td0yclfNjtM39HWTA3KjPK/PYbeHBPsGd+k+1O4imUqYKvLQfvRJ"
    "mC/ULL5yoqY0I72rGCFoxX4srtq5gX5gw+l/gU64VMzrN0SSvpuAy797CJT0K/2tBewP+IFUs7NmBN86SfaVf2FHxgGp9NYvceK/"
    "y8s6HXjHas73EqPOOnzXPHzGNxtwcnd7DBB6O1+9bjhBlhGlh4yAZfqrZHphvhq+I1Owwh+0GBr/UFgH++uBwSip8hkgxtlDxGUA"
    "KLX6Pr6SM6H/BO2t8vZHAc9oBuh+NKzzZaDM/SFTYkB9PSHTO8qXeOdQVlnsKZXsfLMF/0+Elb8Ye9lPaqljtuCMS3AOqyAp8nGG"
    "y/UT7EwpTuA9IJfdsEMDsbLZ+j72vYjRm1lEkxcF9ZCBv+nPkOl13v5zkYhH2fO11Ht2yiDRU7QWpVlnoxizdaq01kczLYftZWDe"
    "hD6mp8hA/Vjf1inaSxbL+cHteNKPxDoQDMV/Ab47F3r8fPk71j+beSZFzF+zLPbLvOchTY6Mgm/G4sqLwBlrcKY7yeOyq1wLu+4K"
    "yd2ZdDGuHCOm7SVR9jKJAQsMZU16VJt8CwM8p6uvdEt5jJbw1zMs2Apri3N/DvD+w9b0gDrvapO3NeV/d1a7i9pOEet00xsnY9J8"
    "LujvEEjLncVRWw2fsC3RpNm2G5iX5iJDjd4DGNNjmVFQ77v4JEAjXcQ9RaNuh7vVZGuRm3q8WHZVf7HslTI8437Mfjb5UAM7bkK2"
    "J9Jgn1WZ8tIhwfvFoGPP8THrGtrw9v5dwHD5QEhP4DT2gCT6DajhUfZ+c5ilX1YvZFYQ+giRspq7D/euDejbfn4LGi4F5WzU12Cr"
    "1jG7bXescgnuN8RX1rv8j8HiIkC1OL8v8c1t5QXs1G6QDBuBbeZACgwE1n0HdPEO5OnLeru8h2f9QWcHI3GFpYwMLlVX82FavkK/"
    "ZMSv0tenVzPLJUV8d6U0EpFbNdHe0B31wMkPikn8N8AlH+H++8KC3E4ewrPdqH8Cr23A3p7DXj1mKw3ykfAmC966F86l7i3TeeDj"
    "alYf1IPjpkBSf48V/q5n0Re9Ge9NEYujbdEHJNGsk5KLp82gT6bC16BXeQxr0ZHWzGhdCizWQZ6Xv8DSbC0Dgoe1FhLqFT2QkQ3n"
    "ZRd6HoxejufJHxVcFhyof8b3OuN5pugOON/xreaGd+mvchf926W6v5yA9yZjt/fNW4VT+FE/B13nA6F9Ddlegn3ZrAvkKPkKGjzu"
    "aSnq+44lmKWwn2wvr4Nf28lhzLKsZbbcIjkanNDIDI3NWGMl+3pPZY32L5AJlWrdczsySmTV3wOlntZbS1nJrSBbqkhzNayYuY66"
    "ehNk3CfmO5adQPHfA8VugBb/DtJkFnY/qncSLcz1GXuuH3ANvneuNGimN1LCa4gSddUcFlXoL8U8jxp2xG7Uv0NOtPU1u4pTNe1h"
    "noQaYM0y6OdMB56baLEl+LkanQE6+NRnFFZhJ2O+N00Z+G7rznvN/8wGfqgj2ivST8UqkRshT2di3/pDqppuq6RuTfMJLS+gVH+S"
    "b5n74GotCiG1UvTJNuokXGUHmaQvgaPHyXaQsIeLcfZmWKm/Y/eminnPrgH9TsS7fWU6qGAB/r0WfJcPzbYWCOSqIA5b4hNI/UZe"
    "1dlTrp+ZZQuntL7F6GWSfoE67wNy8VDnLcr1nRrvdVV9EDgqpTPVIdQekszWoiaYcdToccy+cqwcirWXsmva6cCHj2L3B8oKvRsy"
    "YgC/F4Wd3wXruBy7bp/rRvmjzCYxD8iBXsptZj/7KlaVxPSw4EdqMsM3v8NGiEDvhNl8wHr2HFdGYpwPzum3YR4rOSpLsR6qq+97"
    "nvYYTtntq4z/6ki8e7ikfI1NyFhvk6WeyctppHZ2XZjOkkzPlQTrosw2rQe6sFhQHvCDeYAmgPNW4PlzR/tyv7Ob3BZMlr+Chksg"
    "bcboerkez7eYnpP3pFomszvT/dBa82CxmT9ivD6llwbn6iM4tzbAudsFq4FFz5RzIVGtW3YXnEknaocYpM886INiZp6aFXopvcKW"
    "i1FKzl4DpDESvDAD52k2/o54krPw/U9gs7ws/fKW4rnMs7Ac9GroYS324EPIgijOex5smyliPFpN314VMegbelxQwj6r5cQ2Zdin"
    "WbhTA+uoMl1aTLvvLq4GP8LPJYhXotSYw1mJeJhY7ttJ0HXGjZcAke0h9wS/40m2BeU9op+BancVs7Evl3FAep3xFB1lrs+dbCCa"
    "HgxcWMX5GaXYB6tvypPu3HejNOsOYXmSj/m4n0MB5nfuLaGvx5wLFDYHOxAB/rBa2NMCy3gqYmXUZj1NX5A7ITd3l5vEYoPLgN/a"
    "4cQsJjPU2/0dmIe0hBal9VyrZYQtQpll1ohhmxW0SjP58eZB6uv3qhjfsnkPG7Jdqib6brUx4PghWOlnkPinYlUT2Wv2X8CwJ0K7"
    "v4GdHwL74gtYvTvjmc3L/LXuG6jH6eKzp+p99CTEu3N9llKUMYd6ZhssI77fVZJZ1FeumT6mCejBzT43P5a1AhK+es1xfTLbn8ey"
    "pszmKAclFbErhPm6a4lZ62ANxbJZ7r2bZcTXeySUa98SOtnzucX6nS0Sx3v11O4u/7DSY81u1IYlkGPleOpewIXF1HS9wVldxWa5"
    "nCNn6k6g1tPla1DJLVjpbbB/yvQryf2kxXqw7Anb6HudEDTQMirCydyH/a4G/z0CifQZtEUlaOMxaNCZkLMfMvJpXuDnyY8l1J1r"
    "QMntZYXMl+egJY7TJcE9Mh546UE9V9uA3zI4vbfvmiO+V55I7necPAuaxb9bec3fFStZLmeQB14FN92JlWzACqzyfYXvXHA9paBZ"
    "pKNYkdRW7tf7pIan1AZSsjU9aG2kUzaeUJ21hA+Vtc1iDCHz3N3pjqIVkUEfmp1kYh1qy5t1ZP/v7+S+2v/9PvWQvglfFxoy9+5A"
    "9rqpZC/lYdLI+pOIn2vRwIzLOpzf5VLPnPUa4twEayVSvq+xsyxqSfPdqZ92ICq26q6FQKH5rDay/jSPYRW/w2oq9Z1lDVNfCQt8"
    "Oj7TExqiKWoZZPOc7M/1kEcbcGqWT38zuKI/O9X0Dp4FlbmaB/PouB6vH0FaVOtDchz0RBUkw+e0oreVhTJfz8PdS3WdPgDJeRao"
    "/xWdBgv3RXxnLizEvYI95Xp2ao8x5+97zkapAGeUgLa7yd/kbezKQ8C478osGSRPQNIMlJZquox3CrWpEs2qJFqeCTAaqxoqc4lC"
    "inU8LPwIeLOekeLcEwbkPzLWM90fD4K2KKfsWK2GZe2UluMkLP7fqBdLJlKVqWQLKb0j2mSVKa0sk0ItZfbswT5ODdkOsS6LdjX9"
    "js0zFjTbZUtgk3bzvRwl27HP/Z0E2o76fzfQR5f0NnZ/ifmY8xhOSUoRWdeqi1slfR+ZNHtPDRfXozLX2qbpjayc70/MaRxgOYIn"
    "MxrcNtubNsVIR9r7Fq8VbTVVbwYu+Bn6+QI9Qn4EOhymt+hauSH4WF/XV4GKXtBn9GxIg98g96YD2SxhR6KLgfaXYkXfgj57yc+c"
    "n9VAr1KMudyN+g6zAxrYI2Eg5M88rKtH8Kpuwv5YNvk5+liz3BnruZv2HUCT9HXe7XFxIysPN/qa9gpOHUv4mnW74xliiKhAa5vN"
    "NTJUnsGCtteLsRuW6WtV66NBxXOBkn+VT3SSmF0V5b6UMD+qnj7860C10+iXy2BY5xV8mntXSX99I30mxl/jGCvtAe65RNZkP6/M"
    "CHa9XM339xSsheP1OHka1uATcgTkRx5wYxuJ+L4K8ewUAOuBl/D9yq1fZ+jz9mPMYG/k7uZ6p57vpIlzK2mN22+3Yp29iIvT2jyr"
    "JI8oZXvZTXoyBpOkHLM6j4PFcF+a08pCDZt90/FuJej+YGYl2j2sY+tO/reW+t3m6qRWp5/QMjevx4ViGRkJIqe+0AL3QzLNYE+K"
    "8/BMT+jVOjfoLB9LLZFiwmcbJlhL7+qNYr5Pr0nqSfQOuAyerfu6h9k5Nk0at5VU+VOYxO6WLicgyV46SZzdMuK2q6SBPTDH0Pfk"
    "6qwyzyM+ByiVrdIdJZkZCnHitRK/j22IFwNKjV+A7O1TrXxv53CreSkljGWkyFMb2JHLYm8LgKcjoNRGxo/GkO/rmRMd42S76yQi"
    "z+Bf3YBF3gXdHwXqLFSr7v4J+qAt9v0a+ZD93or1FtiANwFlZiTlKMn4g+0M1+rjuNZNsG+H4UpR6ZK3A/RTH9lNj/I1x4U+HnsX"
    "9/V7Ztabn85inHaNQbIaNBLFKc5hrssloK4FlL6Nvsd3wscEa32PPldtmaksCoG+5kDfTWXNxDpdJB8zvpkXuDw7ywR0Zzq6GfZM"
    "e8rtmt3JzPPZHvbCbtTjWhWQBqcBA5XB6jrZIrZ413TxQ5AZq3EugSzWqbLJ52GI9GhGQc7jGYEuXYgTsP5CN+rFwXWQmmYLP4a7"
    "zMTZ9JIlugjcshPsrVXA4hfIHK+f4r56MuSUiTPF6tC/gd3YHQjC6uZ6yiHykkyENfAg/p27unBENgaozWzgBlpRk4FOzmCs0fUE"
    "icLOMcl8MLGryYsSVqUYwrGcjDXkq2GSZlfFvn5CST17CI9nDVs9bXrDVreR82bhOyv1B5zHV7jqMkjbe6CnNoMaPsbTaraLVic/"
    "IyrF2s8YuymnGc90+W112Qr9KYyS1UGrmHfUqka3Ac7aVcxnPlC2eIy0DtT8g9qMuSeY8VMPC2O2ZjJh0tkqvHLmw7kYte3aLfRV"
    "GxoKstbAJlJ7EVd3CfNG47yC0bX19r+T2DSqn8POCoHzfgcK2w8nvhRaY3esaqa+xy4Cls3Qm7Oe0swjNVv5epxP0k9ZVF+bGWov"
    "yu1MXVFvUGA/j2BcVuUqfQlXuFhPAJ2egf/3ljflTv2rzMJuzITteo+Y9lsBObKcVaNbgFRL2GGxgc+5mlqnjJj3RrlNntXvw3Ol"
    "LLwOdkPP4ERQ+ExIgF2Cluqd67ln6uuerHdlRreZ7qn0dQrRbDTWMiPfwO/W09hsUIu9VOgu4K1bWsCJIVFL2AztZyaFJvUBifh+"
    "BTHv8ZlOn0MUuK2KXmenm8f6mtO459K0Zrjd7IMxYqjxe10Bad9DFhkC1mv0H7q7vgm5PCavgLbP18wYGycvAeu0AuJZoo1A3gl2"
    "O1hBz5irdM0HijxAbpY7cbWOwJ4j5T7Qz3Do/wvkGvBvBHZII30kpdQ9hux28VZeB8Zu1Vd8pLxmTUJSjPP93jtIB+a4uNwyQ4SL"
    "wDkb6Tu3WvBWcoNsYY7S+/I4+O5v8i4w3Fh5EVi4Tv+mC4Nj8ep3nL9lvv9VwU86G7ximSXFwHf95Bh2v3Hew/GUk+/j1W2CR8kn"
    "NZxf2V9KGQdfSRqthDw6zOPdUt+n0E2Ma0Lryu4hGUqqxDprQZHVzCH5krFNQ7nHt5DRkSTPuV6IpdAcIyTtp0Zl+h+GPkZ5mJ/g"
    "UgD5nGY2mvpaxQRjCY3UWjuLm1STJqozTH0+Y1lW62xVElXQKj1hsb2nMfDzBh3aQl/d73A+74IjI6CiB/RlLZZbwVunBBP/redA"
    "cys9dwbRO/oZ5OT1jMyuxJ3L8STL9EhomjbsMT1OrKulIYT2Hucsa8ESV73BZ4W5iQnGr1962Xe0j5U5q8j8t5/gaaqZh3O67wbu"
    "6hgzVY5nSKXPjOwLyq1nZobZW6v1VPkCmvJXrHmm7i9jYfGsAx57B9LlFezrGmYHrYBcHCH9WUXyIr69vZ/yGPeYsI6nVp+l9gwv"
    "CG2aQlbO3KXP69vgg/7BI/pr8JHeit9nQyqvxMrHy7Zi3f8jxHsWP+mKO0zH2uaAT6rppXsLuLaI/ezmcnpB01TgjP7v56NzNT5C"
    "56J9h3B3ld3HJGgv6+UY7afX6rvBxXi6PTQlF/lc10EeS9Rqk0W4EvvifIS2u25Cl/HTHRJX17swyezdImaR1AKfmWfzDKxyE1FP"
    "XC+kjTed9LoCaKej9PPckqb9sjf5IbflalK50ttBbsJNJOtH/12bMJD1MXS70RuI5xrdXyeIMi41TXrJURKwh9eJ0ldmQJqNA0qc"
    "oW+Cxn7E2m6QKyTu60Jc//o0YxStxWb8NnKGmuWU2azaMv0AZ/0mc02KIGMWww5p0MuB6K/VV3CGt8rLOjZoLa8wW8D4coM+Saz9"
    "jeRDYzhLKs/nv0RZN6WMPVwhjf7cEl7TJ9nxMcJK7DSlSCPrtWOQLyeKzZScgZNoC6neS36CLWYW3HGw8k6GJTZAdpBan9HSyOiX"
    "eeEbeN0KVlccjj05Xyp4njvI14xFplmBr6SbiJ/hkiJNWB73TdAzHVhLVkmskmLm6RYfEx7DWOFQRo6LNZo9G9PYTfHTAjxxJf6P"
    "e3vdspm60J4x5LAC7yzC51vjPq/JdpBgw0D3U5ihFPdyuXNW4mQ6A1jVc9rPoMlYdCeyu3KZ948a/e8rP/heJuPEdjbByYOGpEfK"
    "WNpZLg5Q6/vsGtrI1Dde7SdoDSR+aOP7EmQswrFAwefLGaCWFZwF2hPr/gQcsCspMMGMhQ6i2Z7zKea519O6FTxnqZ+wXMdelK4S"
    "uhTcvz9QTDG7BMbwhCvZpbGeJ1mhN2NFrSFvG/D0+0tTVUeM0sjx72bo7LmSF1wmb+l74e46N/w8WAAM9g/Qxp16imz0OQllrJ5+"
    "CBRv/UGstu1z3KEQsjTTU7xK3Snn9gWEzeqehmbzheL0T8Y4icui8wFofAgjuPZ/gfQGpR4GuT4WPPKFzJQLdRB+Hi/rmdeR0MfB"
    "aQ/LNvKsmE3XSerDTIXZbpI5JTcNpIP8CLqqIoaYJJvopalitugGznZvXnHhYgV7ic3nbOBaLONxss9mrsB3zAPSlR2Ha3y+UFoz"
    "k4eAjfQp5l6X6/TgQ3la75Z+WhiO912IU5Qbu+FJD8Qro+Qr0NmH+gkjrHU6M9gYLtePsN5voSvXtZDx+RmwWrGeiJ/7ySF6il4S"
    "7CufAo31xromMA6lPv7iYjAp0k6DZqYvhexuY896KfajXF8gAvs1mw3jeNq+Wcn4ah2zNFwXYJfd1F6sQ12AM99fFsIKfReSb4t+"
    "DCyZmbDedOqdeR4d5TSxGHQtK+Xa0uPRwNkGVvm/q+eZpO/Q6zwmhvXXMIOvC/hmCPTDyTjzjbCNZwLPLIKsrKOH4TzwiUmfElBh"
    "DXiuDXZiEfjibOjqNGT687Bgvod9NinP4vKWbXAa9vxp0NYiSJGZ0NwXy1nSSO1pFemNRIU/kWYSoP5Gej1jzD2fQE+RUc4tQFJF"
    "7Jdlenmz/pVzyZ4IZunffSf9hKcO81W8Re6+N68rLIZX8N9U6KgP9HU8R1/9Ou+YbGa2qzcLfb1ZV7FuxFHN6KBUluIMtRzvI8m6"
    "VeXCbDFZWsAsJieRazkzCfa6RDg/LJ31QjbFrFVHBEtJJQlQQhF0/rtqmWuWdzAnqA83MBL2EV75CO+X6P36eGCVsE1TFMNsZ9CQ"
    "s0zHZf2wmR6Pbv7mO9reZ5L9KrXsIWQTHy1muYLYxTTa+uzcxcshyUbLUMnUAbtrlambi1AGqhtKvSfe+hzp60UT0MAdwMOHiXVj"
    "GC3VzAScAY34bgsTLTaC60pwRas9LqU86S5TpcjXSURZC92Jvp88SbJexur4VzILNcEYYwVWZM89GmdgcewzcP8C1vSNhhVVDyy2"
    "HtjpID89xfUxLPCUYp3Lf8ieZCybn2j10gn9O/79G2TwDPy9GlLjO4nI8/oVO6JZ9XwN96bG1yK7ijGb5jaSE3qrdaqcpQfAjrYe"
    "JnbHE8Xq81qJmzyzip6DAl8p10CUXgW7YVfYT/dQpnxLqV0H7dCg6iuzarxvOqRverK4FdRrJuMl0kIlzY7EVj9ldYPpirXq6h0G"
    "SQMrBgbhJDaSKsLs5NC0Jn2WqsukOBnXXq5f6DTo1UZ9CHJ1g9bLo0B7+wanA8kbWuotgyXpu/qlfdy4JWzZQ3YlPRX6T9tshEC2"
    "sHd4rm4XpiHrOKNhOfX8K5DhY8U8axXEShW+y1dHYPoUnupcnPb2wUm+niRKfGHrWUSts44+p0uZKVmPZ7TMKeuXUcjIn5v0FaPN"
    "e6jEvf1czcyRTVxfgvnTUX2OmVSNnB7j8qS/o4xtYF37yfIzpNhDUhc+q0OD9sH2QL77QYfdBMrJ1OH1l9D3KttViqnTf+LET/ML"
    "95G9gzV43k9hJ1qE7RD9Bfy1ABb6I9DdCyF5u8upradCWnzNeWYunhBjNNK0i+m9CH+3+uWFXLtlF+wNmh0hrvpmILtO1VOHGa8U"
    "0h6eya6wIaPmDdRNdditCJ+5jnlollsWYQStkVWhf9Jn1GpZ5utpOlcuA06aif16TgYGLfnw++CUuvs4i0NRKdV/q+fN2L9uEpuL"
    "2bja1EOw9nc4nfEdSIk4MVpET6CeTrD7L6xxvtpNjpUC5nGZpbSWvXKep15syPYoz1TIDfG+iVx1u5VaRpQTMrKhrNSt9J2ZzMPT"
    "ipb/OOnPjg1vMIY1R6wj5XawRDZj5wu445NhZf6r2QS5BL0TGyhfKqB1S6BL28sBrDC9gF15W9HKc7PIjpbukvJckuJ5p9kdIpM5"
    "kfRy2vJeaiEdo7i/9c2wLIvdcaqd8DwnSANl/N3gmR+JKq0bfzWzgzfhU8uYwb8asuxE+Rwy7An2SykDvU0BVVcFu+s/zFLVDcAD"
    "V8GyvkxelLSPwyW83+MYPwlnKST+IGY/NXKvxhPJuWd2U7HU1/K7c0h5HVqqx3lveaYXeQU1QRRIz6ocrmD92XLix2GyhdVrEV3E"
    "ThQlkEyb8Szr8eo64PooEbLtXxvvDeoixrdmaw+XOo/s0kSkhbQDl+l9uP9jrEOaA7lVmXeV3qSTtAu0q00nHcAojtHkekZL3qZn"
    "eSVxrN3pBDEE/zeJsWvRUi9TzyL6Xcc8lpA+61mclHCQrPCxyBi96qezm0vS90jb4CVrSBownnxSdtO5oKgVej3u/40YtbwLRNYt"
    "sJ5foUeLLr/E7jPB95pw/PQcLUOzLx7cqpN5Ipstciq58asWeiXXZTuIRHkm+3I/rbvZG9jrc+UBUMau2KNiSJpvcJWvIGXz6JlI"
    "+jP9Kz4RpV1cptKsO1THZnG1NHfTelFdKSGr+hLq+hIsBzetAg1YDt8h7PpRze4QlZCUlbjnOpxcT/ky7CDFrHj6GTbYRYHTyXb+"
    "r3B+R0JdH6BfoYVvBb1bp7f1+M3w2SRYmD/r0cE6SN711Mg1jBLWQkJvBt3ezXwN19My7iO5S8mLt5Jb4lx7LSvub/JTo8qxwuXs"
    "kGK+jO8hjwtwrQpQrVUBmH2/ozg/VxFoRUlNtTjFnmL5vUnotsXYr204b/loSJEAVNeFXjJD9BaJOFsOlX3wzi7giC/w6b5yP/Z5"
    "ITBxKTT5sbDIa/BeinjAclj39dOioqwv39PnDqU5r8h132tkxfD//Z129KpHaYO2ZU/C1TgXq6udJN2C/OAcUO/n0GZPALXbVLrv"
    "9RbINOPj7Yn5ItRS9Xq82JPVctqts0Xr2N3DIc0S8kY3dkrN5LQ1+CkWKer4FYxvbcZd/8XTjurr0lKGSK531NfvbJPlmdBrjii7"
    "HNtvz8MCSvlYzEli8YVFoJjZfM2yl7uC78sZW43oHT4nP0X9FaefuQrafjX9IjFO+5zI6Ntq7Gsl8EgmE2Gov3Pc4/Yknu5wyUwu"
    "dv4s+1cdvVy53olTGrucVpM0B4mT3nX/jwxj987DsoB6KalfgzrrmEHgsvaTzAAdLXFOV42SN64X0wPxbKX5smzHE+OefbN5WyFR"
    "vsj7Oij4Xi+Exb6PzNKHYXNYpHoj9FDuPs4JvVZm+az+lJ9BYTHGbUS9N6y1n2o5VDLY+nd2bzKv0CLmmxwCaz8fO3+vXA89HmOP"
    "uXXQEKWwM8v0E/2zLJFMPZcyq8vVVqTpTTpYtg26wiLeh4j2S0jih4BDPgJPW9eV14FQ10G2DGZ+fTf65e4jYnD+zwHiznMQ8xuT"
    "zWYGpfxcZ0PkFvOdpa/K8cz1MR+0dV0qx47G8P8fyT3O/c6e8ptHh67bwz7sVmd9pRYBY5VgLWYfTpLXodGtpn4DKLUWHNkO36vD"
    "XtpMS/NTfw4EebGPxjkL8Qop8Z4kk24Dcc958kUwXi4Fvl2gL+rj2hvUs7+4rvEudlekZ2JNnYhvCj0VttkqB8P9qYW8P1TMPi2C"
    "Vn4CuxVn/Kkj8Ug1kayzo2KgmJCetr1kt+A62LX741vTdZ6Wy+GSH1brnZyh5jrl1kHjlOmN0kus+u136Jmf5GgZjnP7sx4UzNZq"
    "2UMeBurbjjaDdaaeRv+y6zg3Qb6kHXWIWMZ1CZ+rljjtT9CSVS1kxpnVbrbjaHqwnXWyr7hu/FbVkcltUK+H3M/X9XlZDpQZAVUU"
    "gbrPB28s0XzZI7A+E/P0QazvV9kILJ+vL+vHrJ44Bc/XWVymyvpsNmMjUMIydiU7Wop9z4UE9uwj5u1v1CPlEf0nnnW5oSmxioib"
    "iTX7S6H3LDT6uY9GYwdLDTsQpJjdcZm4/jYF7KxRpWNgQ6dhq0d9Tlqoiyl1za8YpWxqT9TXDjTaVyZIGz//djzlVBXtN6X3O6T3"
    "wf3pItqsPnQXnEAv5u8N9rVqHaTGVwSlsut1M3QSWWv4YqllpDqT0dJAKoxzMnjo416V/H4Vr3GuJJllciWsccvwsX5nVm24EafQ"
    "EXu5hLZanfdfpnFSs8HVZ4jzNrurTOX67OwN+faDFHrEKEesz4dlGm+E3jxc+oIKO5p3TN9lNPVs2NhTceI3yj/DjrR9oszevxyI"
    "5yCsxLBBIde4nDO504ybp7N5uueCBuqwo6O1IOwaXB92heYcn3cJJF8Ra67Ng9g5qGBFfpJ2znKvR+wKlnflYqomeWfj86v0UdDY"
    "Ru+hSOA0kkSKNive8nbOZXfqOJHZanJnIJ/6+o5QH8j2eS1hvlo5oxeuZ/YxRBs2A8flB7XJ5m66/grOS3YEUPxsLQhOAKqeBpx8"
    "qz7Enkn7eBnbjjQU8Si4l2SmOv/3KpKxchLuNRV6Pqq3gfJ3B7q1mZRd8Kyb1U3vqaK8qGdN8/3Yy4npWUFnOUIu0C3p7WS7VrvI"
    "2VjDJ2JTbawP884+u3Qcq53MU/hhCzmazpv7JnVbwk/L+oCSOUVLJzNR1M3u/s37Pu2cXYayy2AOWQ1v9Gxx7Ic53cE0ttIfW8C+"
    "IDb9+AZ6uRKcARSlPbGJkvQ/e3gZajhE9pJGyPIfgLcfkMrwC2DlB/U1/Rukeoq5P64Trdvj28XyZ27/L3V6vzI2VsV4UVrdhI7N"
    "7H6R0gPEIpgz9FBvKaY8xxgN2pzG66WOtOm8P/XM0Umx3+tisRqXApzZarxuvQu34GqFlJetJNNrNMGIWpI7MVwaNVOBuY2fFBKl"
    "NowSX1gtfhp6MQ0L0dV9WoypnlN1LJP1UpyHTZK1utsrfWavs6OGUldt9nWrUR93d10GYpDEmanpfSXpZZfDuztRJxaTC1wtn/qc"
    "wfXU0WeJdfE8jDMNE7za+/oiz97muL5DD6vrVOAyhy1z6iXOFL5cYllvxibiz4PFZjeMlkpK0gSRXT30VYKZDxt0nXSSU7WbfoRP"
    "3Ana6Sq3YWc76IlBA6zTUnzfrmW55/2kkVLVpMZ8n0Pdn/rYdXI4DrT4qe6hl3AS4ZTAdrGMXUt+xWe2xykdJzfijmOAdnYNbgYS"
    "2lOu0yns3uoydUzqXM2+4M5O21XeBBXNUZtluRbP8LTcKVbBWgNUM09sV7pA8lge/n36rJwpr2trenytc4fVKt8r5Tzji6D7LPP9"
    "S9BbN9CKZbaO5Izou5hN8y+5Wt4Dvx4s84EIXpC57KKQJ9M8JrmgmWX7L6/dj5ceMkSsd/IPWMUNMg9nUIg7DMf1i4AaK1jNWc04"
    "iWVhDgj+znNuL65OrUGbpmzGtRb3rA2vkKdx3+NwtflyDTRbHzkE35gNu+8Ub7uYrrmRtkop7YjzuVuul8dK+olFdmghr+Y4+QpS"
    "fLPWUKOMlEmMcW0jPeVmXimDxP6i53h0vkCTeMpllDjTsWev4tsbuKrnwcmdJZbFuNtLA6WC1QqOAWabD325WC/I66+P6TOQHw9o"
    "IbTacuiaYuC5hN6Hq81n3uFqYIgbZA0pKcr4jZMjV0J+FrL7TA0tHdPXVos1Hk9uXh+LR81VN+E06RFmSt9ktUdIDVhLT5Z1clNf"
    "jZpkt7xYs6jRfqyqN6q5MjgruE3/Er4enKu/AEceFT6gp+Y9Gd4duvPvSIsy2awHndlmy0ABO8kj2EmraPuR1PmmzodcqMKZFGu7"
    "YIuP/Vvu1Co87Tf6FbBdWifqd9qdPcvnA31eIpOBDkr0QtD8yqCKvDNc1gPlVeEuK9Uio3HGW5aAG+4Ef3fGPcb5lfQRzfZhyvTr"
    "TLFWoDs73iV8T4Mkkd8cWrEWB7sf6/4UJ2MZlsuY0ajNemC4DED35zd9I28fcNhs8MkjsPgrdRjo5zvpR8/vl0Ch/zl1xSKcq6Bv"
    "m6ZkxLgCu8sF8jwtIc3m/hxHX1W13oI1LWbdr+t9sz0QzyBm5ORjlRMhqR6Ul3Uk5FqhHit3QyPUaDX7pJnkLGFHJuvuXgBpKcze"
    "KPO26ZisxRlnFkFb0NdH+MYTYvNQa4BhftOFHgW5/IdBvvtZpjvJIJ8n2ldc56YELaDWQN1LOSujNef51YAW+oFPr5VRfuaSEnV3"
    "8zOXpkKbWA7TnjJMrMLtbLEul+tw7/lA6KshmT9Q69hSCXk2HVd+JCgF3cyCJhZGx5zfuIxUYbjpGfkOsq0A2nAZJGhrWSrbyE5i"
    "vZvu12s8faS9h6cpB8Pkt9kwrb18S3sKCn1HgELuXqXPGjPpcy7udY0+Ap1xumwAEt1PzO/1HaTft3o8PrMMq9hIq6yWnbij9Kj1"
    "lHa6rYwFHdyhj0PS3Qzq3U4Olb2CHqDzL/Hk31lHKlhwFr0r1O2CRuzc1ZBkG7m/MU7nMit3JTD2ZLFa1EvYB8g0+57MqjT7uYE9"
    "rZPZ2imLOB4oo5iJsRbWm6H/S+QdRkqW47rDpQPsePV5Yebt7smObilaqgVZTd/qP+h6U3a2hmbnfQ7zvfojtBx/xnW+E4svNjIL"
    "cTNzZjIdyzpKE48lfO64/Wzjqw8G+pjuZvYxj/KMEj7SZFPMXBX+aEn7abFCi8nFu8/E2pdDP92sj4FP3w6P09fyOklpeEvQEbxs"
    "2rurmOc97Su2bdJD7szfBsYgkjjD4+nvbqRMLfW2pWGP0TKI80Ij6rr0G6XsK6GfZttJVmc77igtBFel2lM0mw2RZEbcKnrSCn0N"
    "n/Wka9fMC55qVgcxVKo9rS5mNUYJ72C7+D6oy8UG3NUSWZvmAinWTG1jX8ZeYtlJaJl841wxoynYsTKcRDHstHHyip4kx2J3p+h5"
    "3msa+uqkCH1aNcxcKmX3vQgkVR/5HnS4EHftK+/juynitDhzs2OMASd8X9jMXPuOXqav9q+MYoVjNx9HU23uzaz3c8+su5zrDtLA"
    "iEZjCxV0G/CZfeiZdt7AnX3OaLLFWeeqW093cT06m6II4ucEtqK1ZVGrR/QhSAbzIveTv8iHwCDfyWi5Sp/Tpnk7TfVZUUqnvXjq"
    "ma5oCd8pLN9nYlSCFktZN51gf/FtxayEBh+jbAe7rp2PN1m1mU0J6yRu9lOcXqyrOUHF4nS19MUb8pzPKFWtzxC4CDp1E/NcqvQV"
    "+hSsm1kFPn2sWPfAk2SEWKfLBcAl1ov4Rs5DHoP7tmGG8xlieY/mSSwA4jnYn1NbaYqNZc7uccqKBvbZcNVLSWiXBeDNtuz8PUCS"
    "fpa4WSaOK+q9Fqr1mQVG4QdTw2QQSV6zLL92lPRrwSWGNtf6nrIbZV95ixIpTlljn+lEfrUKpGHsSNlemp+z+9OOmi/3O3FfqZzm"
    "njvU2Z1nmc+IukmLdpwpGSG3lEMXaLNJRYH3xg+mX+d0vQlYfSSryYJguh4hNqHoDlY0u6cNsrXK6qPQceZX1FHq1HEtR5Inks16"
    "v8f1k2yV8UVikxcWgv7f0t9lO2iGYtDf9rjrKp3ZwrzdqdQ4Nf4qrutwA71cueu3rXdyGXbvR1zvUjmC80xX6oXyE7v8WpZ9UbMe"
    "Kg16D7MbnJ2a0PfEnms172WxJstRX4c13geL6qZgLfSudddczdwfV1ezI6hnCGV86GlsC55022Ax+PFdsZkhnwMTLIfufQAYeraP"
    "Z1i3z6XMEpsgU2QkJxJF+TQllO9R6JU0ta6L1cWJ1l3n5XPF3amRdns6m9XYh9MJapl3b53fb6F8MF62jNquvqNTrhhlA6y8BpxZ"
    "Z+kNW+87SNAv2I/oXOC2zoHVFu0G3DxX78aVjM+X69OMyFqH2SrtAJxVr+bbPh6/GxUehbPrwZnALsYTA3WWQN4djTvvkHeX/KB/"
    "xrc/1hOAya4FLvye08C6iJulW0zq7QYe+UGnSXfc3Tp0Wnf/u4C6PgT+HCU3sY9XK1lK2QxkzJ6APYE0rY/AHrBXbd82Utq0he6M"
    "+unbuTMtrpVK1oC6eoRaZuJ+QQ/CUOYUpNX5NZ2dFAHtLG3hasOCQ4K7tEx+wXMM1L/qTKkKz4QUuQFXn8ce604zTxGXfWNSo0iv"
    "F5s95yrUVmiNz9zbUabrW+I4oJS1Rr3E1XDuKgdRf6a9963Ro+ha3/Uvxl5GGUmv7LIbqmU8dpB7pCP7FeyE517PeoOCFrrnVrCS"
    "6w3OA18KST6f3qJ5Ns9JezO20wC0M0/76+e0edrJHEkSx6d8dviJYpgiAtt/jc9UEMl4iHfxlds2w6sXvn8QUHohbMZTcfoJfGM9"
    "+zZZnU4VpwpY7+PPOSlkPe7bTbY0w4k7+RrkeLbqJ/RRx5A13wNkCD9hHtrM7jh50ouIr5LZ+elmXm5ljbK2cB83/Wln9iYwv9xE"
    "fGKJz78cRg9TpgrLdQW23z7VvYO/aCQ8SK7U/UEzDwGv1Gg7/TQwbNBBBouLKTTQLx/zkbRC0kDoq/bsim6avcVwnKR2GVJJ+rjm"
    "kG6WMrNCKeM+pf/A8MsmvHIbzjEzZ3mNuskq6rWMetnrOozH9RDv300100yuW65Deinf66nRe9mUcdq4Dmb3hwZaDKUeaVaReq7i"
    "JEJHuY4SErQ0lF79DpAnPeQicbUI5UBIK3CVlS10POwolzPX8S4dKJcAJ6yFLPhRZ8gbtFga6KkO2TlmpNhkI8sXGiphNv+/UTNT"
    "S9we9JAe2c7zIvFstfg4vUBvBUadhiccHJwJm6wvkGqP4K+cJuq6xYfsm9SGXU9NiufOpY4Rb2zivbfzEzlGZHs/dpI80Wz/hqYe"
    "B5r1tMe28sdvYo+eAiCnOuzgdNjHZeyYvmuQ1Pb0UdQzF9P16UhyKpmwH3FnerJs9a0k0/HZ5PHPvjNgDaniNbEuknXUUynfv8zO"
    "9hxxkeQqUOhpchjozjKbb4EOtF7Ko2HnnJ7tGKTNqng6c+fXQ5vtw66BCf2Izz4LkmALpe0gyVgYmVzeDv7Ju2ZjDeqlb0eeby2+"
    "OVmqKT8dst1DqtlpO8V4i9WzhT5OkKC3Jo1rzmd0a6MejR2cri9Aa98ZtJM/w9Zex773Fnl7A7v1WVAEO3xnyOdzQXELsJeL9DKc"
    "eA95Anv1Y7AAmj6Sra1V+q3tXyPo4yiEDM4HNZjd0jWo0LfY97KYUn8v+cpXKFfTa2STRwtoe2l2SnSm43xvnvnNsrc8o5/T2/Gl"
    "PqhToScfhU3wNecitJFTvL+qgVIi4XFtrneKYKu7avCQctLlWxwjX2A374VltwHr3BbYcgNobTNo9Vmu7At2r7Y46IngoPGg6+Nw"
    "99mgoo/pvUqpVcUUA2naNNnvmEe5TZAkl7WlF7GGaOZnIPmeshtk6EjwyseWSaYuJ+lNfVK0mQ/LSWU3lzNKxDULVzcZ0FoekROA"
    "QTZCM/3uZ2G6PevjO/ZnvAu5LPED/226kPt7PnunrmBeflzn0faw2Q7743lq2AUiQSraCdeo11OZxVLPOd+1Gve1tQPZ3T7CSuNk"
    "CxNyI6yRd7MX/4rvW77tkbArOoKGrVLMVd4eyTrZ5T7XM8W+Qo7WTPL39Z2WXayqPbCRzRC7RtLsY7YMqz+Cte+ZqeRDaOulfRet"
    "AaDwXaS/DBDrgb0C53qwnIIVHcYebi6v7hh6VOOk9BRr3RNEHxZNvkHijMOmSV3LGVM1P/IE+kVGcHbNFFYXrsUunSnmbZwDfdlJ"
    "xoj1ddoWdy7yOmIuVlvN/IkKbR9spnwZC1R1h5wt1rXtW7z/IqR4d+Ympr33JuFt7w4S+iwoRwWtPd+n2Ilqd9DqbNz3aFCJRZTt"
    "HOvVuoRYTf4lYveyaYndZBhWbh1/jpENLeRx7Ue9kmYt4uH4pPna5/se9PVZzlX6y5xdXq3LpS2w9Qz5XHrKafo9EPQdeq8sCseL"
    "62qZZo7ux7TlzgIdnskubnsw2ynK6dwJZlavwjsNOinLJxnEYV0Fl+PnR1LNydvl+I715rK4eEfWaYTZLj4hcyQyvXsadWjwc/gc"
    "7J8T5FPsU1l4BlBsXO+UO4PdcT6GQ5+VRt6/np4lmwf4MiWXqwVLqMvFq9JarM113N2fEcMpnNvbTgo5abxvdhJA8wne9dmV5Ul1"
    "VvLtKK7GqptU0NKo14TX2tWwFcyenAbKcl1Hq6n1K3AC70JmHS8207gC0qkKT2+eqpPwv0V08qRSXcaIcI6j/b0//QyZXoZdJNOD"
    "u5Ld9VJEQ7lmzW7DmEsSFoTlLll88AgpYEZGulktyv7sieiypeOc5llHP3yMHJVgBs671LYngwvayjK9K/idee5z9BmdI66m67/r"
    "047gh2FA+O/qPUFcZ6hNHdxPT5Hb1abdprI5DM6vECG1fIErjxDzU/497zusph72xVe6ORyLZx8qvTibyioCdmFkzOU5VUDuxtT1"
    "ircaYKssm0F0vqfkZ7OcTQ647ucDOesnqm7+T2ep9btXj+vU6xX6FCjsbJmlv0KrvAns9zts9wrYijZNbzok/pd6RfggzvcL2Bpf"
    "4xN7Bpk86qYd6CUJnwtmsqmPHC9u7l+DOnwR89SdzPakCxm5itOOPEwsw9KygarxvZ/Y/3oXWUx53pWxrirwoVGg9RxbhuvswN7A"
    "3eUlPNkc0FIPOUKe0w6BVcgthU6P8ywt6m21ESeKm2qovr/yCHq2MpkLpkVvYSfwuH6DexfpS6wNPhRXTDGbI+3zBqPQ1aHPFIqq"
    "6/uS4O9G+yeTNubT87aOiHARKKdULRJzV/AubZ8onqcAOMIkXhq0eaSsY6T+fnDH83KrTtBpQY/gWzzVyXqLTs+7L11G72gcp2j5"
    "6QF7LozjDEKLi1fyihWstikm2ipm/cjHzFVpYOeuGDvA/I1d94cAIdZBY5sEOQgSySYm7CoWX/gNlGedECq1FCv7ElctAg+fIiax"
    "O4r1yuwiCylZbAW1ehnzp3bKzmiupUZLUg+Y5T6ae2gnNowy3s1DKiFaNd9jD5kEqdpILVYMmn8cz7iX59VOjEW2YlWuy0BNcsZL"
    "wscE9hPnn3H9MQfjnZ4yiUgv4SeO1fB9F5Fr4GtR8tBiTgdb4u0NkyA9xWVwnCqWs+yiH29ACvyFuqQAlLEET232e0iMFWNWmcuP"
    "T9IadN3PWrHzv/MqRD2vtyfiNClt0+D2Bs8fjLt91MI7Vgfc6H0Qj0iMT/A7Tq+MPiQ7tS9x74/Fogm17IxnviHXMzYBuirlU/cl"
    "VtqVMrWVzz/snPXRppkVdrH8QAtuE/jeOgb3DKpBs1/Tb9Tg53418mxPFjcbOKHvy0/Yh83Mi5zHs1gKOnuFs97i9D/GfX3B9VJE"
    "Xi/1UvUCscm9Sdqp20s1pXno9V9mjtxjtLxfBMKI6EDmqL4Ce8B6aUdYo/EMO/s38IyrQCOwASTOiZ5z1U2Oy+SomF6Y5K3o28T6"
    "Dq1lr2jrnmmZtN+JdUuN0qc6mhECy8bqAZu6htNp2gaPyVS9XUcEqXACMNnlchUwz0ZgZauZsU4GxxPVJYijrZNOHa34Pr7rqesD"
    "4v5d7BFxL3Z4jmtzb7nNxLGOKnZmO7H/chy7k+JkmSr6IIyKzvU+75XcpS9Zw2t9qdeqzRGwnk6ToPNGiHXAXgHZYHUIq7hHMX1I"
    "doFmHNSsb7y7fyCu4+hqvRonOQvPPgfyx2LEMXkR9DhJCuXvulrehjV7YzBItoQn46p7SSJ9teSeeZ/cqguFdQBwsagq/acYBh0k"
    "j4KadwZnXYQzrYXum9ksk3iipLM9PNLk0UrdkVWwSpxtWiczLW8pPYORLIraD1pgtjwqd4NHzWb6TX/EU32r5wU2z+x5+RDffYr+"
    "HKf7vqDPsYLc/E/I/EG43yRYzI/AZlmmf5Kb5FUdLi7H8zjvF4izanw6sxKHSN1WEwnU1wBZ1mIx+3GfI07amdS+k31bjRq7y1HY"
    "3xS7NVm27XJ8bgnzuE2HTJXRrDHfyN8s7/Abfk890k/TCijHkwg08UJIpxLmMOfjSU6BZD8b+MR6oVR66snk3R5NX0PE27PCGZO2"
    "C61A8ebpsNV1ISKpZr655Se8C/lwnbzfgje8ElTYlj0lZkCbfcDI3MfgmgekvY9vpZgBFgU6c1rTKrxS3u+fYF8F89q6niHHMy8u"
    "xb7poa9N2cReKcqc/zxPaT2aRYHc7JuUPso8thjkV5zycAvesYmfnWSZuCyzIyBPflDLMHkBlm0xaP5qOUZm67HgliL9h0yRf+DO"
    "74BSOshnalOie8k12JGJlvnCOYGm3VyOg8vBqSHC+g5WejGknfVevx1a+Ww5GmexynfYuNTHuiuZs+b8N+1a6ARl89Jnc1pYxl9p"
    "3QRd3DnXd3LPIBc882bfX6759JMdW3ieCrx6plRzX109WykjuO3kW07nuEOTkJE/QX+9h128V3aXAexT/Qtrt69nFxiXL7gWVGcz"
    "Bj7VDyHBl4O7uspe4M9ewdm+t/4gWluue6vV91k3uPY+HhU26zDU3DfQxnufWjXr3CAtTPNeBX11kczFWp/TzbJGn9B39SadK3fI"
    "a6DV/fQ8PNHzcmHwL2jOT3WemG/oHZkHS7eLPK6nywF6TGiVMFO1T95DoKdCIKbNrLJcg3U/qYbLCrQc2vV25h1aDlYp52ZZDWA5"
    "Tu+TYDLss7Nw30f0Eh0SvA9bKRZ2YFQ1VxekQ1lLFmcXkBq9H/pnIHvddZN4NofezZkZnp3ukdtPflDQQ3aWv8sruj+k/Z9ASVPl"
    "rPAm5mHFvU2SZMzlRmLdYk4cKGY3r2Jw8yqc7QBpYD+ycuiEQmawJ6ij8hnpWgPKtT7FcyGP5msBOw+MkUPFesqs5ZTgtOdiW13v"
    "Zue0razw9ctJZk8fBZqwPmZmpf8Ki2CN3sXoxaXQbkXASmvUJtxWsHNWIWS+RfDnYb37g7aKOAemL+8V8zZQyAmXpqu/1H6yDzR1"
    "Hv19NovkBpnISUqWA9A2yyOZrHxDlSf6zJQEJPh6b33NoQY40fcH+vd3LGf+UUjxTzhdfZRYFH+BWkfgBGvEGryvxLwg7WR7sZ5o"
    "H0Bvz4EmPUqfwTlP072CV/VAvN+PfOoq5Jv6PLTznXIsh2esz9lzHdkjXvea96SGGMQw3BlcacTPFm3DCi/1M0CvZrw/M3u6Xbaj"
    "ZNP5VHP+uGGwiWJdNOYyw2CyLPVVCPbnIqLPJZ4ut0A3xxh3b1CXQVvLquM9cD4dxLpCNdBmuhJPuNTXbTsLvKPsJg49K3VDmPVd"
    "N2If4tlVxZshmSa90DxqPx6ox04+pEwtYWXLWuxn3K86hB6+iHQyl7H7ELv5YlAMiovLd3orKGpxOAj64yt9LfialK5+MkjoPV1r"
    "Wd/7PN5dxr6ct7EP4vG0lw8FlnZTH9tLxk8R8x7vPeQRWFVPyqmg1xvx3IOAU+6TDeygskXNr23esKNAN+YJeQlW+TJaC256zXBJ"
    "sUdLAVBDEXugmIyxXhn3yjfQHA36GXZuJa45u4UquSiuNwznWQEpsQukwZNAZPeBYo+WiqxV7+IQtq+7EEcXeA+1+r6v6vvTubkt"
    "Rtt7+KhYEpy51NeNXyVuRoWd5I+kig6k59z3iflptcrsHDc9o5hZxuozsAZn6+rq6UH97xNU3LVtb6ZA+tok2no8aW9OFLHpHSfK"
    "FfqyPG+9s4Ph0DOz2RH/BkgaYb/bpOc293NXSfmuQhl/R8yvfzvqmQ2c8dtK9pUUM1Pq1GIvKeYzVLKfymCx3sWnQn6NxFq2gy60"
    "/NeJ7KI9B9+2WSuL9TRZADu4WrelzCoAJtqFOtJyrutwpibVW4mLNrfOdiiL0cqP8FysUsCixu/TWizBk76mt0LK/YRP7Srm+zXL"
    "fFsZJ6u1dXAZtN3LoPrhfjbbI8HfQBljW+gB/jm4ooi21HuQzIbvf4He7CnrJJO1k/b1KSEnTjcypv4IJzpaJfMDcpDYnNc7QP83"
    "gAv/pnvh/hfoBcHPeq+OBoZ/Pdyn1ZOQhCW+witCf4PrD9QZ2Gw7dgB302NCL7F3ZH3JDfQrGO1MYNzezfD4QqxLSKUm/SRF9y2r"
    "O/pYYpwanvTVA034+nLwzsOQBJbdXIRz6YgdfApP8LaOClynA/OqfqCZahabiGrTMHaTPrQLbVJWHfbb0fpmyrdqPy3G1aSLr6Cw"
    "PhMP+SkXVvH+rJ9HUU7MbE+6p7js5s+wnwNpq7ZcARs2O7XMzDKlL/xkSN6foYMW4N0HQeXd5Rfc7zCPtZp/sw/jzRHKsAQjf25y"
    "em/YklYxNQLo6UqxuRbbyd/EOjJ9j9PZAE2xHrLEPFLDxOY/DmDm596wVYxz5+n5kuk11UQtFiH+XK+FzTUZGqZInwSN50MzVevz"
    "sFLvFcPMAXPxLKa6lJjGMimEnZuGSaqZNsj7jx6VbbbSDEv1dd+N3upHS/BfPfNvTRfnmgnQWopY0ZvyKK0tds4mhPSWmJ8UGwPf"
    "DoMttAEcavnYJVvpoq27ZGbyHpKs72vKHXeZKJtwpXW0/huBeBpon1az63XS5/vXqZue1MN7wxJeBmTqkNz80wOwa29KymfebVSj"
    "RfOULGIf7IjPfJnNjLVa4roVwCGFRF3z2Ml6byKfEk5CORuywqIqZ0ojZ3/+Qt+iyfU54uLRNr2zxNcepIGr5hgyZC+6clb3FeGE"
    "7bX79O86PDAKz/M52ZEsPVgvtffDr/RIYO0RrZ4O9gyu0FjYUx7GrnRV16tjR18l7upQ+4qb8ts9m9kqvmOiRaUGS8p3hjtMEt7b"
    "lGZf5xQ4upA5k0mZqW+BUqdjnb/Rz5Y7szTlrS3zX94jDjOn8Fzm8d3AmNUjnJ1ldZSbYRdeAAsig5Ea/aSZJLWareV7vQwc/TMr"
    "TtZClo4KysCtbaQe+OBDuVO/BvfMgNx8Wa6DlnpCnwqeA6+uZ3+Wes4LtJrT08QqCyDFZO/A+iLfrB/p7LBvq/mwbY7UaeFdkJgL"
    "8Wx96O3pJz9jjbX41sN49vew2iq1LjvGBS9h/0ugb4p0tu8PkPJ9n6zuNmRdZT0s6POh8S7HK59ifRaBHCCfy3Ro/N2lmh6nuO+2"
    "UefnGdgpdJVNoCH180JtB9f4vgAuZuaw9x7M9TQarlabLn0ydLLJ3krs7fuQjfP0czmO9T/prPZtQutDYG2UkI4WsAdGZ7mbvebM"
    "4s/3kt1yba1Dxnri8U2g0B7sMZQgnVThlZ6gqPuBGpaTbpzPxM2LSYOnOjG6UQFeqqFHOl8v9tGkanJRPXsmKT2cGdqOMpvjWvmr"
    "joXd0VZuhd6rgsW5WR/HSv6iTZ0aQva01OzEyVNwrqs5DWgaJMvN8k/shVVKLyeOSrGLd2aeQhSSahOQ/g7Sl/2b0upmlDrfa09a"
    "DHXskeb4I8h2uE6CkvrKS3iyRUTIi4DUyyF5Z6h5NNowjlLJWXJVOMOzQTOWxbmHfMCsIuud3BPS4XZQ1S84ofvkB/C+i8jlsyL2"
    "K0quEznvNMAO9pBDpIF7VsOKrgpmiM/E1U6GNNqMn0/oTVKMPW4AWhKfvZ3pRNtBHAU5uklQ52VqhEKPIyuhhRI+Qz/03ZDcvM1f"
    "wB1FftaGWbNP4amPYr5FWzHf1ij2KTwUuD7wHSlXcW97yPY+gpz2+TlpTi9JsP/r/0fde0BbVV1dwOvQBAVFBEERpAiKFXvvvZfY"
    "k2jsBXsvUaNGjS2aGHuN3dgL2LugWCnSy6OX1/vtZ/1zzb3OfRfjff8Iw/GN/8eBwLvlnLP32qvONZdyUkXMnIZloA51Oc57XG16"
    "qpfnosuzG5fnZA490ElWdW4Re7MqWRBTrPgajrKFdmygZSPamb/9ESzApvIGNM8mslzek9fxDMdBXr8gZi7tqOl+kKbYOWcNgRfy"
    "xVrCrtuJXv9wvK8WemtrMWYms4enw7swv8JYBE6RpcVqX841YYqTrRJWjIzzWa/mM+o7yy9n0id55oSzcFGxYylFRtShcnp0irwE"
    "L7I57oCIKhtvauslN0cZ2tjYPVvzSA9k1c+0Vi7+DDH3GVjhcdAchrcYLqtGt8u1kN5mTpbOsg99WzHGns54RxZrGlB4HaXGeU4b"
    "yd2fpT+c9ypVhr5jlv0HOWY/M7xXy+JeQJtaSaRCuW/rgSv25HTf52A/lsLj7C7f4R6G4F+XYY1tEoZxKXeDLqyEDzIEPk9XORI7"
    "Z9MPplK2TdLGeBVnAGfTGkO9dZyNR0RmWOEFuE61ZwSNk3OkdGJe1qzjx5CTCsqi1Xgm6VbRGtAQlbCNX0IPdZHlxBQMloXk4ZyO"
    "e5vh8xry7HSIiyzYeeiJJmLsGnzvbRJcf+lJxHSK+eQWz/JvLBvglBizttWGrgrz7YlunIsV68l6pXFHfg2LknLMTCv1YCPxPlVE"
    "Um4ggef7OPrMdhYMddPg/cs15KgwfNsk+O6f41Ob8Nw1eme3nZE1KHO7yVTquSZOHbcsyCqwFP/WyRLyzWmebEOfbEC9U08+upF+"
    "1rKOcUuTlX8kvPbS3ojw90qeyUv0NLVM0YnRCfo4NGOTXoh9v5+dFvtC6ir0H9D77+DPa6CTT4zeg4aeC+tdq6focTiviPs5H7iP"
    "zJDL5CJJ7HYdvZwc7UCtT55I/M8CIhv7913MCDVBCzaR7WAW9vV5rNdukIx9WN0o7bfMQALDqc2zUrm+Z/ibvSOtllMAaik5sePu"
    "6sjLniOLcZWjFwqs1xZ4f2ECRtb9qoCgNqlZjdpyEDHWndyimh3bzuPuFKUnT316Or28L10rdiGqf2dImHFw9CYHTRXPX007Hn7f"
    "eDbW8G0ZgZ2qw5m6Rhuii6MNoVFiPEeD666ccykFZGEWfsZynI8W9qxtzByioQoG4spTXeJ+YPRYR+TFxXKu3KmP6doq0C9nyZbR"
    "RHlFtpIn9a/wx5JeMbNaF0moGJicjSferq2LNGRMl/GEpz0rMZF1zyzvy9htji1iU9Yq6XUteBdSeAbzbpfwGwMT9wG0tH+CVxL4"
    "WivpyaSJEe0kFR7/9F0h/llT8j6lWL3jTN27beNLMHk70LlgFmmCwbCe5n4lE896lkw2/bWYtoeETrA62LwWSGc/MXzbOH2a6xA8"
    "ziZothQjxICPm6rPyjPMh30EHTqfk4nXk72izymHlv9NuH4KnK5geuF4yM1om26IU/0Z1mRzxPMHyPvw0lYR4xOvJHrGVrIrGTHM"
    "Bu4vD+Ffj+LpmvVmeHcif9ZToW9tusa7cpIYvsimE30ESbPe/e3kRdzrNO+ODLHP9pJnrjf2LhnLko1FjJFjbNoDcryQXn/oXG10"
    "BHqYf2x9lXaK/orYtoITAxaSVdK03h1YyRGyk5wHn/0DXVUftF6c6Dj9Ok70Qb7E1nb2CPkxVttbeMoekXlEA76BZzD8X+xRTJgi"
    "EHDN1czoBkxywlI8QgJ+YExJ3iW/Qt4lqz/a3E5EHDFn39qeHOF8N8bY3Zc57TBDd3PWMoR1PdunkIms5gm5yjulDEsxTEr7u5Ms"
    "dj3rqIcUdW+6WEWznpUHJZm6YtjECtqujrju33CutpBLjRcLEdhy6OVd5A4xpq1QfesmycTQUJutInt4upjXUPrz1ezTfVFHQ05O"
    "kWfhmb4CGThf6uUk7E8dnsyyfheI5WytDvykvAZZfQd7PIvfsg+17L6cObackURvPyUFz9mkOZWv2bF/zdBeNhHStPc27LTLEx/R"
    "yi7bc8V8+YAcN0TfJKyYZfFqEG3epi/gRL2Me50I/bskWkr/2mz5bdzd0AVr6Ic6nMoFWklcVyex/Fl3/H8DPF+L1yIHFScmqvuT"
    "OZzZM6mNgz+/mPVp60woj8gtjxYu4MQ0FrsX8h7p2F58ADs5MjpZZuMpjocvd5deh0jlfEiZ4ZXn0yf7ltXN9VgLGOe8OmHHZmEn"
    "2nJgn+kO0SKdjNV4VP8Dn6gG77YZq18yTxe88bWIcA8yP9DnuBoTS5p9ZYkEZ4usTXa/e0mLd+lnnO3ReLXnMC9TxbrKFZz1sRRr"
    "vZAMMw3M0iyWg+URStpCnUv053zyu6WI/LNqyzJ9DU/eH6v7F7HMxCHRZPi1x2M1DWW7ND4U0d1hcrVejXePgG95HH5fTX5aQ6zU"
    "sPpboB9r3blrQXt1ZVWpv6+PlGQT1ZkuAxeg4ar+4HarH6TVWD06QQ6OkrnsLOsqm0LGv4JvOURz8FwXQh++AFkbKp9Af26he3qs"
    "NMJlurmIIckRPVCB/ar3dS7wTIVMjOGpO0uzn8TwSnK6U241+3j/ZKf/F/Zci7ZrNMySTSYWnca/GcfaGD1ZTA8NFcvw1OHsVDMW"
    "WwZvo7V45tXn6CkRVsYrMatYQ0jpw0RhWC3lMqn06XkBK97sqPA8sZql1b7Q/WN4u1GSIUNSuIL56vXuo/Us6nEtmTVpn9yR8hG7"
    "rcs7S8ZrhT/EH3a8qkNjhynx1Tok3l/fk4fjz3EWw0oMc7bVFu9ESua7FthVUzoxoS36/jUGBvs1G3uU8r2J6c1lvXem0wqZ2Tb/"
    "1Dx5w1FU+Wyo0Xj/rZxVNhF+cVbrfF8LxUxq+fpPqB2uU6wdqktBwHLujl04SBIEUQU0RKipl4vNLNa+QZrYx593fFzgJl4G+Yii"
    "5TrdZ7hYrWKad1/N17dwKr/1/GPgqgoo/c6wyq16SzGybmb9wvwns5JnS5izkvI8RsEjX7OFfUsQ20mUn4eNa2QfWsgtZIjvUiIh"
    "fySTewNxCxPpOTfAPwnXNL6DpLK3CK9dKkFeI88wh+usLQlXXRd5Ry/nPq4rMznvcBqishHtTNVt75WV4YMsZzFW5tti/Uam6EHM"
    "4AS9skjvlBqyRJa76yD/X7v012vonEsh8h/IvN8BMr84qStPW1xBr3oxNH0jY+UBsJYF9jxvi3Wrcm6gdRird8X9jITstcDKTYAH"
    "0MqJd3WsOIzHe5ZpYztnLpz+Nd2mvcmfT+Isl/K6KuiQrLZNrGs7QwUy9awjoVvJKkGLvWLWVWp9nk7CT74b54rWQCYacM1xeL79"
    "ZC+xGHs8fLtJ+Kat5GZ4xq1Ev70B6zOVWalXeSdbsdLbxkGUd3z2+ziXM8Tw8/OJVJqiq5MtvD0d8kv2wmfIXvh7KbDuk9d0iYZa"
    "R9TnUxrOodk9uKwzf2WL11kxL5XMvrBPXuOZ/Sye17BM14ohaw7GadyQVdi898JW+S4VdNUVGCeSinIOGqngs7kKJRM6lLxqYcJr"
    "Uwl+1HhEviIrwHjn6hgiBU4Yjt3z6l+cRhjq/uKI+/s44bLAelWY+NPgVqqntMWJCWNW6OHd0Cv1YeJHWgvFyvAC4rZD15cWKzGB"
    "saG0u2QJ/z+QFi7BjSe2t1CsufeT0rkmjUW5zrELoK/bKNOwq4s9oX3nEGl0a6UqJZ9vhbS0uP4M/z/L++vmwQuarxtEWe94msK8"
    "ksWnjazVbFLCg9Xqf5pWtlyO5Sd+1N+RNSFMxyqHprM7y+F3XtteadXAMlCuHtye3tlG9pPpLhsh5zyHGMgwYyWZqjuJGPeCZ59t"
    "P9fxO1Dnk1BHtPw6W4w6o1ZD0YbuxsxA4mHkicYPu7wGuVYC9/QydlXmiffJOHvExZLlPJE6ap4JjEiMHaKSCB/rEdlWAtd3nj+Z"
    "hs/sIjmy+eZ9lnAyAS1B/h5EfjSR0hnPId/Y26fQqLZNbggsk6eRY1Cc/bNQouu6FrnqShGFy/EkL0qdV4fzlL1G72P5AnfYfQVE"
    "dfi2Ks6zayVPgGG57Rs+x5+7iCGdr+S95fxZYtdMMecVGqej+iyy2NllLUMz4L90W1tV+b/1UcjujSD/TqmPFHbMEHP9ydFcz7re"
    "QmZCm9rBj+aKjNVBBxTI86Veve7Dvt0Cc5wFzqW7WpKuy/UkQRUm/mioj9Rg72LP8zVoJ2fVqWct6AzZFlL2qR7J7MpyXHUC7y3t"
    "+bedXYtU8Jvn4rtG69ZRM07lEka+Dawe1ZXIuJYgyAKfwHYy2icWhnmZxziDbUxdqcVZn22S0IhT9THk9x3WKS1L8bBcicgyxzy1"
    "TUVLOeN2zF68Zp/XHdbdenNzZE+IyRbQzGpN4FSxauU/JMwYnu/3WGrPkh1OMU9yPztr5ng9MeXrktbz4A/Mdb8+WLFQ86/WAxm3"
    "J/Ni2/iGDEHdVRI25rb5SiZ7LZAe9RxdG4rWPretc/CmuXqJ/IY4ZwuPrNo4CmL614aLPELiEn6ajO/KIK/+h/vVIh6xHLY1pu42"
    "DviCBg7NLlIoXrFe+66QyRLvOu6LNewmbSfO/IacS3HB63Hhels4J0aGHWoF9q9Mxdmfwp7WaZxy0VMWliD91ScwDhORZr92qsSa"
    "BztWLqbNkB1gKST8W/0I33849MQVeI73osDfGvs83WROl3lHVxgzu06TfeTY6HNdEg3VlxGZb6QDaEuMJfCY4gSxDBFH5vFt4YiI"
    "NFkuW4llC5wmrfRIHynqsSx0VCN3oJxluhTem3WhmHe7q1jX3SoyGSvVqR2Om4Ojo6D/vtAbEetcJ2P1Kx0FL+lFPH2VvqK9pJfM"
    "QUyxHJpza8nAb/6bdMVz5H32ze8YndtKPEPcXp5Zwx3duz2G2P4JjnRtoX1NO/NVNymQy2YHKW+Dy+9crjhfskBsQTVzArY25a1z"
    "F3ZYmSfTxzE/lrXuQMTvEnauFDTB/4Scb75kQuV/x63ltJidwAMk52ckdJs3eZ/b2iVRcKzJk7WXWy//SiMrNbN1c7F5fM3s2jtJ"
    "Av9vI5+oQHyAdfUaxqCJ+WjT461Y/bSjEbNEJmaL7Kv/PTM4Q6xAjjMYYtcjk4qn/gBECY2Ooc27/kh77NKR/tZArlaKaN+YWUV1"
    "7EXCjb4tUQR1+rq+TRRUi08MCJq6lau4maSLHRf54pXK5yB/21fm6VN6unzDzsYws9LQvbdJ5W98B5M84xh67k6SaVztpKu1ipkM"
    "mwIUOw93npHpm/AUBrD/uIZRw4WypQT+J6u7NBQ7dEQOpc3REp9CHfPQEztvUnAffNF/y2LsxjYyRC7XebKZfKan6WJnxc8zt17w"
    "GG1H1tWWceJxiOVaaP8sT7YvvY2NipzqafZchBnFu0r5eW1pVomDh2UZtQX8dCskoAH3tg456iv0Ce+BqYWWHq+vwdcw7Mja0Yby"
    "u2iOvoiTNltv0hs5e95ipxOgIyopf3XQWsYtYp5YiwY/saMELyDokPL9Mnk+W4ETSEbzeW1f3tdlzC33l4ESasvJNDuzQL9jn21v"
    "Titazzmz5uMJkpUJ+Oh1pW0KQyd4bvfjM8YkvVSjaEc8+bmyCF7yrfRbF+v+MoKzGi2O6UPG7i5S7dz6n7v964a7vZiWbecO8Gdw"
    "hRu1q34jt8b36jZ6O7Tz7ljDpcwHZ4ketprSdSt0qWwkCWtCJ05OyTmPccHji7iE2b7AGXr7+uernQmxUPR0C1qaeYx1fQmV/eqS"
    "zEiBe2WzAdeSHLOjeVqE6WTWtalJNXq0+wKlEf9qkmiGakjXKnI8veMCLUiYa/wFKyvmh3aQ08TY3K2z9GiZWIwPehQzKnHRyzE7"
    "tFdxxnaD19fNI+4my5k/rNPJEvDGhqf9QW/vcBjszjE4yQP0Bv2rvqWfYNVtSkcjZXwH3ucyZpmm4W+jZDzeUe9TulPkFbOupPl6"
    "AbRO919lyldOQcg6Q3sP5jBms+J9DdZnF3mZUV5Kj4YkTdTrZS6s6+pyu/uUq5XkNhIf9gx8i6END4T3UocY6VP9CU/bL1rgGjrI"
    "ZmAP702uimrrNcVPzKacRh7O0MXyAeeqZ/QZWBmbH1fB2MFOj/GdWF1jio5Ry7z8JfqWHTmdcTLuLPEO+5T42HXFqDYwNK62gl1a"
    "osajdCjtcySbsj+y3tn+gy89s8gFYRP37KczaYuNSf5EsZkgZueNf22qy0FUkhdRn1a/BK9WcILLDH0aZ+JcsT6bv8pGYngcWw9D"
    "zxuH2BRiSozpbTO8ugTe53XyNXyiz7EuveU/+ioZgLuTI6CLszObl7ARveAtJXDiZlk7qGV/X4u+pw9JG3Y24AG6UyZtAlCSWU/W"
    "rGPRs9CSjHaWc8tzfJ4anso08U5VjiXNUve2FOfWFnwqZR1WLVec+vTrfsgqMtj9qhwjxs60MabDViav3FF2grwaWnKmXIyVO1uO"
    "RQT1rv6NmIY066zbSZgQfTrOymzOm83xmaxreBGe54/0Beuh4Zboulw144Gz/fmZNtL4URO8WmWxZzkm2ijPatI8dgi/gJ1OkYVp"
    "OiRgmd6NyGwPuQu7s7n8Xj7Vp+Q7xAenYocbijzbx0rAH4WM/5yifbfYZS1py4Dl9XEyO1n9fn05DWf3UVjcSTq0w3w9BVp5Du5s"
    "C5zeueQR+BnX30F+H5VHIU7SMG+zgTouw8p/Da4h0WzEJjahris5xufI+9ibnlLLKs4incZzm2cfjFX4l0KH/9E5npOMRU439PxD"
    "fZELZsVZm4Hv1FZvGfskUu4JN7L3I+YEWpOMI8j3lqGtfxfPXE8W/QJZiS7hk1gPiqFEPsKJqYbFvRyx3amyqx4BC/iAHq/7dkgj"
    "ojDO4dijXUMuXSVvwmKXl7cdye2TZn2lisgEQ2He7VzOv84mVz5eKF/hKP+ZNP3YAyXE6jGnOC5ljNdN9oaPtQ7ePxffYhiaMdSX"
    "q7DDrCPjkxy8CHVMW4p22jokUtRug70nMOR+7Xp/lx2Yjf/So7QJrIGtgZ3vIAeK9atZFuwDSMDL0FC10pYni5k/zXkuNs/fGxJf"
    "lNZezAuHKSJ9iDCLfVpeN9c5zbyDD+FPzNX9cH9n6v767w4VsG8b6tXQfuX3p9rjh3AyWvwsHUlfor8k8W+BVjNI1PJ2dEilTtUW"
    "z1gEbNNLYpjvx/H5tViVUeeT29j7//L6HCLtpdDT+0BSZtBOVEJ3vKr/kCznNHWSnPe0LeHZPpWaYQ509kkSepzqGLkscyxGzLO/"
    "n3uyOa6g7X1fORE61SZyDcAZ3EuewBm32U7Gsmwszj/iZOwt68nrnH/VD+/ZoZ1XcvqYbAWZq8Fu3oE720Ueg1Tdqj/IDzhBe8pX"
    "kKM5jFfG4vSfA1/y7XY1+W85/a38blfiTubpHkTtGn5td8Qr78s4rFvAqo5jjqVZ75K+8CdrOZU19l07DL7eUkeULGP+o716Y7lX"
    "TBebPbeK2FzGEBfDljdi10OVLUzzaS2eCvuGSkQfgTVxD6Jdm6nF5mOFf62+HX4tZvdsjlM0rF5+LHTrYjJzNuNJ/yBLNHCxW743"
    "4nTfvSRMNN+WdYxqZ86M6Mcv1b/DN7YJ1OtI4F5YP1oNlvKjdtfgf6/6xvoQu0UtS2P4oQXYiXrWqzI8jYlVCLxSldQXk/R4yPJg"
    "nJgndCzisafwnFtJL7mXc+9yzpKfcKcbI5wxvUB6ILEVzNV+A5m4CHHhcuir/7jHGfRxL89un4R1t7kbB8n50Enz8a498IRnQ1++"
    "hm/8XJ/RsziXfKLeKG/jLvojgp1Mpu+4mJc40nlUY0603hzSexh5l1qJJg4sSE3FrpW4yP8WF+tdDxMh0AUn8j+wdJ3lMTFu6X5y"
    "kxwu2yKuWkfegJdY0DNhlQ6VPaLdYePXkdZfcJEkEdEienpVnGO1iN7HUfITbXz5k2WS0d0xIEm1OGSuLFqx7ln7dusaH8v89ae4"
    "0xzxS/XMrJzJnV+dPEtrS/nrzGNWTouxbIaY7SQa6OzVXS2Z2mI+qiEZ3uT7X2atrpUz16Q4rUckyE7MKkTIgM/A8x4vM+ABfYa7"
    "X1VsUmQnxCwHSMifKXPVBcaftXoLEdbV5JwbKd2kv9i0MeMKN2xvhj7N75h7Gib1vJNm2n5lt0Yz8Zs2M/AnzjHJQ/O3sn6UYKhj"
    "avnBYjXVl8WmA2+HPdkF/+8iZ0D//A0+eSfO6LbM9lB6m1U8MeZBV3qPa8jfp32KQpgZMa/YWRmqAUf79K5G70AfSO74NKdG53lS"
    "DpSAEKlzmdmc69hCbFuzV28SnGPIdwcc0erO4yCcytVWPaqkVjMLsCc7CjpILe+lezs5yAOk2ftyGzx2KBCLlNFQnTUNdqjsisjQ"
    "4trVxOYKdpFe7gl1g5x0YoyaIteD7flOzI/WaRsvQp6ZkHrXEXV6M2ePBBzOcjzBNL1QjDXpZli2NOdzzYaeqIav/zGxHRk1SzGZ"
    "XZ91+hXZqgMGKETHJkeX8LxUQAquhaax+P8L6I2Ivrn1M5kGHFFE3ea8Ipv3Ku0m0lBENKlX2JWTpH+Af75cH5Dv9VXYrtfxbS9G"
    "byIyaGD/aRXxBDGuENijrKM169M3Y069DTLRnX1XgYcoxzV4TEIkNpvZhaF40oCas1zRfq69l7If2rDe37Ej5Duxad1pfQF2bQkn"
    "zsfkUGhENLQjY/KFjA/mu4dkXGazaU2XQ4KXkTF2qUeAsfM1byiz+Kz341uXYu9eJCrzKnLLzhGLyzaXkPHa0lmrLWtbwezONHrc"
    "xj28ZXQNvv0j6+vTF/HOBqxKjrUqQ1/dxg4v46neWp7FyVSdLNuITSd4Tx9kdFMPK2SMHB0k6UbIci+amBfuBa+gClJnGLDDmPtp"
    "hi78gnObNoJ+WMhTVgU9Mo5RRwV8pMDjlTCa54q8h7tibbtKmJqe9TNsuZkKHSXL+D1LNOeTbQfLiTgvy1hT/U4Cy16WMU3Aib3G"
    "HoNarnDerWAdJG8LsmT8FRrH5u8OxJqujyeYy7mNLfq9V1iPkWHOUhZweXNYHT1fRkPvfKNj8D2f6BRopIugx62GsrGf8sDBWet+"
    "fL2eAo9mOlno5jI2tIkc92id/Auf2V0MfzyDs9PqIS/PIQ6ZgivdJA+TB24pfrYQT/QZpakOa7wT4tS+kvVa3ULm/zeTMCGtmdFv"
    "LbVfnjwEe4rlZAYXsxIJClIkMK+Vf6WFsXoVdc9kz2e/xvyY5V+sJ3Ym99mmTcFTYr/dZ/Cr+4tNeFqMszyb/IYvQku8Dl07hOwM"
    "GZ8X9DH75VuYqSwUuxBTzM/uyxk0zewFyzkasYXRxy3UpzblK8MJI1nargIrvcYSOgdR+/fMEltfdtb1fx1PxJbwbp7AK1vJX3Dd"
    "wdiTayA1NuO7q6wpoaLSTY4U49b7mh2M1ZxgFfKdNhE2vBKz1yJ2hOOWHrHlimicJkejBGR3mn2YAzwL1gpN3eiVn4yzAZpUri5r"
    "YdXvxz5uLs+TWXE0VmddGctOkM6wFtOgYU6FP2V5g3fw010hhdsjKq+DhzUJntd15CY8TgyvvgASdDd7daYzszge/uAG8Mk+1C/0"
    "X9HjeqgeFp0Df20XrOoBcpicoTbNa7Bk2YuzFJ9bhuvb/j8nxtNzjMxjD+Bs6cyTUa399RFcYRJ8LLMvOezmcua5GnHmHtWnxaqt"
    "Q+l/17NKXAvv0eaYJdMjAh9KrfOhVFMCFsMavBNV4ansHCzFf2vgnieyZ+o02J11aL1aiaooeEddTu/SBXKPhLV8hprFZvYE5EWa"
    "8icSus1Ct/uWIpItVq860tLGtLR5vU0Pj1qplXrDnzU0zpuwLjtCw9ik1++J5ttFUsQUWe7+WHa+lfPfarAbixhB1NJG5jjp2DCK"
    "N0KT/1VO162i4dE52LGD9Qb44d1l57jgsxK2LU5CyvnJqNHtZS7ZAjLku7a96gY91sJe/m6sgBSYKcpQ6yzhFYdLku8yvdBRkrnx"
    "E9nVM4m2sAP0cwX8+J9hxyaywpF2fr0GXsW4RkzznSbDxaqeL2HVZrPXoRk/f03f1W3if+k5UVZe6jAhPi7uhbs/Ty6Rk6DDQqzS"
    "o4RLua1HtoGTka9ilrlAhuq85z3LvWJsnC9hR/aCP2h5pEbswCzdWS5lPmQK7nhfaMc15FbOHRhCVps6IkiaoTeX8TTWIjK7VHLe"
    "nffr2H2r2m0kjc6EbO/Yhdnt6hJm418yq8XUC2tLvuihrCVhXlHgZ/5RP5HYvc9KfZ86YEU+9xVxSwnnYxu/wjhnLOsiB0OKQofT"
    "VhIi8RytSvmZw+XwymYlDmSHY8HRJjn/89cj6nBnJjPVztabI7danrPiUj6nKO35WPNTj5BSDHok5X799yspaLz5UsO4sIaYxEay"
    "Pdc7qqU3Y7Eu8kt0gFmvDUrmpAV/5Xd6iJyin+tZ0R6Qj8thST6XbNwko9i7/UtelJA9XKS3QpfP0X8ghntVPoWkDZVR0MnnylLv"
    "cLe5LI2czGTxyzd6n4Q1TRVPnkjO49k57BIMEUeGrOPBi6r0ac9BI3VeocayMsiEUPUNiNMk2stq0n1VcDRiqBbvJCE+S+612wpY"
    "uWQFk3lC6/E9kaQc5RY+14FX207CrMhm9rCnHPPVyN7JMOW5G+7iQXgHd7JjfhUxptO9xOzGC4Ysd062wJPRCMl6Eb/fdX7YFfl3"
    "7GqTNPBXJVXOUDNJs3sgcBT9+isjo0VxBc6NsQNP4cyrm6Ufmf33lm0ZacXOpmSVi6mserwG63MKzl9WR9kcC2gHq2vsL+MhZ1+z"
    "stlFvoQNrWfP8wf6N902Kt+TbzZ/JL3oPX0lC+RSmA1LWAkN9xU03LXxj/Kk/kc/0VnydvR8O9NDzN8JzBUpTXBmAePUgDU+nMze"
    "VfjWpVjNWtZeDnXkdb6ketyGaPvvX0ELzGM0b3FbAXe6EKfvd2SaehzebUr/LiOJm5qI/fuY1na6voV93lBs5rCxCX8Bj6EBFuYn"
    "3SYSn00rzmOdVH7t/4uJd2pkl+PvsMO3sHt9KizCZ/iWjbFTq8hxeK6lurtUs4IymTnfjVi5VNqsnGd3EgaFgPbamlrfMtEhnk86"
    "hdLETrY4gsaum2MkshbW6Uz6mC2sSgXugKzzVGwnBU0Ypaxbu79Xrkvx5PavP8l60BrWRT4LezYTezoI0jRGn4V2GxmN1SeZtZ6I"
    "SO5zaDjjDpq6AhdxTIYJ9fpCwact5p13ZoHPqrI8oUX1DbzL9dgHZBPCW2gl00U7luZZWI9TRmPIdE+Zj938uz4FD6QBd1GrB8lo"
    "uRJ3eJ4+gEjOul/m6ENkmb8KmmZolGiEUJW3CFpZ017ikhlWPcym/gt+/jo7VD8j48oQnP5lkP1txTJHi3HV8YiKqsnTYfOgPpZX"
    "2Xt8oVSQdSdLG/ONhk5JQ0vONgZZGYyI/wP9IFqkY7FbX8Cv3T7qoZ2IwbGzW4HPfiBhzqPt9VR9Ti+R9WGrj0UUfw+ee1u5Axqi"
    "v9yIO/yTBIS95XkWMIq3CGP9dl4pn7tNw+cLM0cynIaZoSdm/trKZII7yC5ivkIt7reXGEZ6NjTNfPqACzXgcc3L25ffMAnR5Unt"
    "4uN3dO+wlVaniWicJuxO+WxRe3ddbnZUFXHZOcZoxs+WYQ9mM3Oq5b7tM21DWiQsecv1cDLzWFXgTNqxJrKahkly1e3cwcr1Wv3v"
    "r5Rft/LPU/6uHy32za4rBUeHL8O5TBN7Y+fuCOdWSNDABb1Z79NRsgP04YGQ1ouwTtfjZ+tFv4duvhi6ciI9uWa16crrQffO1btg"
    "d6NoIWJIqy7O1PMh05H0QBTYR9qruZZf6/Kv/O+VofJ3UH6ty79invemkinpQUim51l9cAOp0zYMoHFv26q+Q4yHIVlm0I+pJd93"
    "/6gS9mwWu8Ob9C3maF6ElhsuA+UM3OMmYhxTz8ty9njM5MzHWuio8r2XS5ltrsV+2BSFWlbF35V/IeIUn1gfa5iPOVQSZPRcTWJN"
    "07sDxLi8u3NmUo3X59TZcy3q7EH9MwcW59/Q8xPw0+vlLejFw2QMnnIjns5p0AkniulYm5puecqpkL6z5E96EGPcY/CkNvXi5Oh9"
    "eGlny4HQ5KPkC3q/xn+zFmzFHDVmqnU5/XYa/mZWZE3W81rwjk/FmFvvohwm3sabEua82azReuZSDBfWzBmAm+Jbmln1Sa3Qq5JM"
    "Q1gDu70TO1M/w70ay38ltMIa1NQbM+aKOT01dAAVfK5GgvBXslI1+KzSjRGjvh6vGm0vPeXVeKxkERlcheep0GvbqcuU56UOueT6"
    "IkbfuuSNQWug3MMYK0tuRssFHMYo6j2cS6uDfopr7Eem9wI74BuZ92ph3WQ2p5yb5/ajWkZnb9lQSifLJH9fTfI+YUaZWwmvV5Kr"
    "K8PJIrC1GsdbS7+oE3zYWv0xekgP0X9DZt/HSn6P6y2En2idPatEf+AUpJzuxgnqtbSrwzldaCL+1pdcE7M4G9Lm+tXIj5AgY5Ob"
    "pf/dj9PxV7sQf61LpzQODr+ujybCri2HRdmN06ye5DzQV/RVrygO4TsbnHksnOaY5zfts0ZM7vZlZ4Nl95qI/LJ3bEAvKgWvdgFx"
    "vSlNouBGnyHeok9w3vwXjm/KkpHB1vIdsVredTg5y2nrjTNvOZH2xmUyrx2dOJ3aJcWMWD2z6q36T3g7Q+i75DknJ7D+z4c+X8j8"
    "WbImHxf/doQELPZz+i72wnbzY23FCf8KO9AZ8cBkaQ9l8L9r5fLPk9JCCQ41Jk5lLisRBZ6JjZgf2Il5+6ymvBuv4JyYQl7aJFdh"
    "+m5PnLtwJ/2JZ0pDg/QkardW93PunIQftKakkvtr3xb6Q4dxrQJCrLf3IjUhIrG5nC1eB1Rnt7XvKsedkeeEgQI7QAveN1flnVFX"
    "EUvSW27Us/RynIRP9QJ9TraMQr9sE/VbQZ8kBrmVefw0Vq+fzOO3bwmt3Mo7OImz6EL/1dVY84Qfbj4rm4Y0qeQaNvk0FJtF8aMe"
    "j+89Wvvq73XrjhmZKX/RPfGut7GLC+KE22jVko7VoDGyjBRivd/jHmNSv5E11HXkNvi4x8g3uIeh0PU95QB4GNszDplJvFcTu01m"
    "sHO6Vs+FvZjAODnFOv4S5msy7CYbK8r62drSF+fsQJyX08SefgpOwiBcYYa+B33WWzLxGL0Mp2isHhztCi2+XH+C9ZyENX9QN44e"
    "Mw8aZ24P2DRjz15KVt7piI73lO/0EcTgP3Mfl9P2JYzZCcp+KrTsMmjcefqiXIfvHUcp7SFXyKd4znmMNev0NublDQHfhG+rJo7P"
    "/C/rFU2xF/AQsRmqt+L6J9Lm1pKz9Z9iuNT78UQNzHwVGHFYpP68BDxdhZbi9DqtoOk2hwa1WbRv6ec6mvNKVyVTyRmyZzQb3/4J"
    "opWxilgFEcA5ch/+ninq9g7FPrxV3A5UMv+4kHWUGT4zxdBTdzAybLOkKc4WyzPvtAxyNVwa2H9t6MWrxBhJ6oj0uBbR/c6wxC90"
    "egVScY8eobdDttclKtdm+tQQBZdCXBJQcYu9l+46CTkmYzhNYUeaobFryfSVJ7qwgVOLUmT8a0UU+LZMxTobH9DDZF58C6u6LXbE"
    "ahJLeHY2g3faE9JnXClWD52sT4lNnF4VUfMUPGsP6NDN5Cn4KzlWsS0ns4mjPsK0aPMQv9StYZEnwR5fLfvgb8Y2eKy8gnceKWvK"
    "YHzXVKzMI/CX5sN7vg/27Rt9Wl8Vq2BPZP5hDFb9ZtkR32hPtya+I825Jbvh30/qoWRItCkdKUZWDZyNafnLiyXwRa8lgWWjLdsY"
    "fDZjDJqrV+BbZmAtqiHRKb0OMfjzeLLVJZmk1t8ZJaaTUaL8K83Yl+HFrq18sZ6s7Xyb6uH6D6l2WV3OiPt499jqOIfVmOdyjGHS"
    "ztwQrIx9YqsSK2P5oSayfobaaSu77yyrPBvers30Cd5tn6hKR8ueYr7kHrHh9SI5yjOVCxjhhbxlmNNcg389Ks3Ma8xhdq7OJzoY"
    "FiMumVPcwCzkRro60cobdu4pmyK2mqgP4l/r6k1qkdZp8jC0W5bIv2bdXcbj3tbHk30GzXqShBpEyjOYeU6lqWaGZ10yAwT8yAhO"
    "LbKeuUfxiTUk5x0gS8hMNI8n0HCFp3HO5BL6DsYVu4OU712eyJpD6CvK0//PU99eI8q6deIFh1kAOWd7PkZCr8tS751cmywsYW5y"
    "Bl7PBpL0gVdrxnFCAYdpnaYNnoE03tqUI8TCzG5DEewoCVdlYPIKli/2+oXd/SD2m2c8J1zglN5gYYzpqYfPo8gyj9JPAvfjWsy4"
    "ZZzXoEA9GaoVh+HbZ5DzKTD0pznDyZhkn5UqopkaiR4+hJjip3FqK2Ap8tAIgZVoNbJHWkfRgRIqEP83uYD28Hx577hTIjeWOFfu"
    "URI8mYYSPukLZRmR9lnEF1nnsbX6pXGuzuS7rYtmdVb7GllXWgy/IkW+uPJ975Y/qdTxPhVhTeiwVg3zMsNcNmHfovlmf2G1opXo"
    "Wdvt9chZEnTUEPbtZzlRrblYR8hoQGMe7P639QSkvQY2iD3jWfh/Z7MeMl3/ZnIQry7/QLxznGwevY3Pzy7yUyXR+dGcmpVjHNfL"
    "a7tWqS7wuq1F3rQ6R1YdKIa3U56/Frf6gSXT7mOIFLzrO+u9ontL7N3dFovtAM3XG37EjrpHdKscGT2s58m7+kK8FP79I5Cks6Ed"
    "unE+xZfwS3aGTaqEF/EUvDHj438an7Wpml/iZyfBRicd5XkNHVQJ23GO0crWxNRZr9E4WuZGomgLjjmyd20vmZLPbCY/yR5yMWvZ"
    "2yJqHwWreID8KNdiXTeXY2m5qxChfAH/c095GienOyUo43rkarKp9ZDFPnWxEfuQI/IrWMZ1qDNbdNXofv079mdLsdjuKrz7fJy2"
    "F+UQHQZrnsLT9ZDN5GDY/0thnSv1VBkeBR6WeUVMlpKZIvEu/1eMc9KfNkLiIutOo/cElmMqDpX9eteEJ8p6jAUVaxsRJzIF8rYR"
    "J4YdIxfiPu6GJ5Rhd1Grd/sNdPYz+/vKREZ5jx/WkLY+u+4StHIjfJkpPM1fwDMwvNxseQj7l2GNLM09mkWPyHqR7hSLs/Oue6fC"
    "NxIJMWdzsf6mRe5QkX6OSzGepP6cM11JLX4mcWwZ9mWXm8FXS968gvdqLcC9Dsbq7CzbSHtMUAVEYA0a6tyx87HaSX+Qp88slaFR"
    "zoHuNj6IAdF5rFKFzFzaJ4GECL2JU9vD/KE1OJMzz1z9C/CedsAnxukRiH3fgrSNxVMNhkd0BTyrVucUSGq6Zs32Yg4vsaKd5JfZ"
    "hKX6LE77N7DHx+Ab34dGWi3qIdP1Fg35ouZi3kB8lpVpqR/wPF/Sf5qCPXyaSLu50LAxrWOF+1V7F7NSEb7nQHZzhTg4ZJ5Svuo7"
    "48xM8PXfgnHxsZyJbPn4Zk3uv4V52oKzS2xAhEfkdakhsOBTOCvTJkM3UJs9JnshdniD+L6t5Ec9nRxmSRdrxqtHExiJ1HO3q5yx"
    "ybTpxZLz/mXj7egm9Zp8Spl/nsVcXAuf1+blHEus4BFY7a0cMZHzDHXO+1Qsc7oFJ8kNxo5affRi2R/W+U2bnyOtxegjkeQU9bhp"
    "xXMZdbYSHVhNC7eU+Ptmep4RdMjW7isv5ScOoiTUsc7cpIFReyNOzarCLoQ5RK2uQerIRtdPjtJrEBHnEJN2lHUQX56OCKCnWFde"
    "3hkqzQZGzp6kRFp/bOzRYpr/MNkeMvMlJMD6nK9eQco6l8hbOBPBspxIH7vJuTDmMxubhTU3Bv0Gx+/X63tYs/kaWLnXkR1lZ04U"
    "M2TzNOzLFbLc+zqNk3wpkTmzOIeqnhnfmNjGbxwNtBiaYKn+UV7Ait6kX2Dd1pUP9VSs/3fQEH+U2DmXBktEyf3Y+R4PopQFFOwx"
    "EhD4YT3mU54qmSuLiucknD2bEGr4mh/0OcToGU4LHy5P0rspNx+9fE28CrFGR+irdfnOgDyex25Jk9fOeJaQqxPvDIm9Xh26ReUX"
    "fZjlfbEBcohsKpbd2BQRwAt6lL6pD1n8EwU7Y7FKh2IFdwvu6SzYpFCPOYqSF9jSG7DeK2MxAo4/pl8Ue1f/xlirMGU6zFEYKAPI"
    "MGH2OUceiUX4ji/0OLF+qDvJuTIBfkuvInZzaXGtN3TmXdu1emfZr/Y6YVr3FcMJ1SJebfb6f7OzD+XdPw2r1lNaHB0aUI2x4yCT"
    "CXjGMJPnJxOt2cFZcxJ7s7rzvSrroAXG8LH3urYQsWSnIfhlwzgXLENelVay4mfJlLcXeeDtHQsQo2UY8aWdQasnPJVaxnptNjGg"
    "lwKfZTNijK9wZi8Wyxivie98UD6AlH2K3e4gOSKVrDoZqkI7SR15W0RqiNjdlhZ1MvfwAseclvdqmrB7hRI+moR7RPUVWV3vgR55"
    "DrrtMexDJWTvYZzL8/H5fqwGxkVetgQxMJSzYjbknfQnZjzD/tA6rkWmxAKmNOX1nvJ+/DxIz92QhJnaVV7Fv3/Cf8MhYYdGDyEi"
    "7ifPQavN1Oci6/C/Bp7sFdinlavp/e+fma4WB1eTZfMZnrE6SHae2M3QF2Ho4FfIDpGhfmtldqVeA855O+KEM/qpnsHu4p/1FXoM"
    "y9iR+0k0j4jpRax1jiHSu5Gze613Zr7uRc7cFpy+xpJpbgn/6kD2UVfTctqsugOIqbD+hZvl99ByLTzJjewly+G6y5hHbNIESTJC"
    "bNJpP+YMt5NLxWLrZg1Z1zSxRTX4dsMvHA2ZHADZvBO70k2+hrd4IeRjEKWgN5nCg0d3CFkvu+JMfM/ZsCFPbdb5UgkTgWs5DyKt"
    "FbTHvfBdjXxlClbjJbxmSPencDevwxO6QKzKMFwud17uNdjfHzOyymtXCRmeZsaJxv+/G/c4j7/Nh9RfiZ2cCcmswBleQy6H77gm"
    "Ttun8HNLc5MJsq9trnpcnF4Y43kCz95k2OZb4fEu1s/1ScRV24jlDfaQibC+9ViVxfRhFuFqLfCSG6DrroWutEz4n5k/TDMONhTk"
    "AJlRnJcd+Cc2cPRZQGdP1r/LE1jdb8kR0B/e0T34WafoadzNt/Ah6rx7Ilipbfy8l0NVxu479iqyqSf4l0Phdb7NmYUHYUfXl72j"
    "Wrz/cpnnuLu8Y4IznIeRgvbYF1HV6dinryFZR8ljerbeH60NKzBBr/6NcQ5VWFmrlGxCNNQzzKcdSQbllblOabUuVEUSHGeB+YJN"
    "eZXlkMWfsTa9WTP5bZEWK4NQ+a0zP7/tdf73b8sVGUUKxLLFnLuT03w7+IOVu+v/q8/8X+3Pykj8Ae535hhPqYbK7cLffHX+91eM"
    "tyOnW1N/Z3RzRqT12on21/iVdpaAKRnBLugGIt1X5jpdpIdnkWwWREdiOHYkVmcVxDAFsp8peSqSz8xo92yPLOak8rjbLO1jJ/aw"
    "//9T3v73V8r7ISun+X7LU5IjM8As+OCHyVbyiK4nS7UCtvLW33it25PR8usWpjctLHL0ht4Zi/wn8ydbM+cQZittzozdylmZ8k+6"
    "swR+8lXwiTTkto6Zmzm/8S5YXj1mp2/sHUutnmf/v5LRbkWW48B8PNJrC4X/j+v431L3XqTNMg0+2Vu6qxwub8PTtgmnp8h57Oa3"
    "CfYNxLJNQ4QdyXLI4N+IYLRc/xgyR9QQV2VT6r6RPLNejxOVW4X9zRNxUKOp/5qHFliHzR+9TWeJ+eUbceLSP/UDaN9xxgGPK37g"
    "+dEcM/1bSzLRIqNfIcb7O2TnIvhh8+UqeJmz9RL9uJ3YLORVukjCNt/GmVl+dWqZm9lYkhphGz7tt40bbdZnzutOfyF6yuZA3Sgf"
    "6mAZRh6jZA5lTCx6Ey21vVJD7301mc0sTDX71sfED8q3HV/Q/nqcfBR/rZtGM/Wm+A3tg5P8Db67npo4Jo4pxzyIOmtXlrN6zpfQ"
    "QdNIpH2VHivXSU18iy6RT+NX4v2jdaPzdJQeENX5dKgEBzmPq3kWZ0na3PH9PYMYsiahV38amVoNzxByzQ+LErP/YTurcwt2t5KT"
    "p16Nvuez1+paclc8VT/RLThzsol96WndkIjPI6QZWnepnkgu0Zh4hUZm4aoYq24mTVypBWrsfw8RJZOCzB/qVYG84x6FuLoFxOnf"
    "h714FqflTvm3Xo7r7CF3iU13KP+ZgbK71DPnbP9+nL1747EOX2IlbNqJTVW4XO5BnGoIsRP0ZMaV5Xh15+jzsABjcSqOk7/jnI7W"
    "erH5Pg9oe9j9/liBauyoTTp9V6+UtXFHX2Ltysto6FcskCWxiTW2EyTgAwbTCr3hsmOx0e+IREtrc+FvcomMiM7Ri2WMHoPYb6De"
    "j529VCbpufoitPtQsXnTw6PjoEGukpf0I1zlCb1GBss7zABZt+0OMgo7bjWfWUTjPuWTf/PkMhiPVzKsDnzDfvwcGURb9D7JF/nw"
    "U94ns4XPbLN/f6E7Rt/psYgOX8bKbY77eEVHQNqGRCFX38mj3MDVkUTZF3it2nbgNe97tveUl9FDZLnXleNiVSvLzq9WnegctRmv"
    "B28mWxGr/B5O8I/6JjNcf0JUvpZUc5b0n1njtKuuVYKH7Ux9dQbkymaGX6IF6Outouf1A92Fme/bZR5Wfw3IqWG33oQmn6MvQ0qe"
    "0Tux8/tIX8TJH+stOhpadYzeyFprQQ2vbDPYU8T7WjT/PafaNOMdX+g9/NmdMh7vnAiZq1TjgvwD5apWd4uM87vVsSA9ICe9JEw5"
    "ava5NgU9iN2ETezeWsiemdGQvZlYyQafMxxJxtHMTbouYpE8f7KYPSEP0hMJs5anapjk0KDDdJQ8rEdBJjL6kjwb3YmT+Ud9Wg+g"
    "1rRc/6usxhjG8ktmZH/WR6CNLEtcrz/hKarx2QpIzzM6APfxOu+vwIk5/4RPsIuk2Ve7gFiGAn6W9QphJblDjP8tmfsWExNmeZk0"
    "O4bOxd+Mf6dWH8UeNOm90l/e4An8XC+EB2jPvIvcBNkxjlnDY73LLLVliBd6v2rM+ta1ErhQktmqTezPDplnk6tXtJqooe9w/W+1"
    "Y9REi3sSz1AldMxGPNWt1EA3y4valbOSz6SWKbAuNY+Z1Sw7TvMuZ1sVuwvynNnWSKnPF7W45cFjfQk7kMwGCKiJPJ4q1M7q9ErY"
    "FetmaSEH4h0yU61fY0uckI+gAffFM9+OP7+HHdtKdpA95Uz5A/O9dRp8817OctKEFavjtM8lkPpNEXOtKvMgOy/AZz9fxkL23uHs"
    "xpGyidyAb8zEDfAequM9o+E4BcvIyXsIJ36PFMuMWy9iI3s1k7NtPQVJLXmY/l7Xh6b4SV+VAdFtciv25wmZiPs7D1exXTYsaE/y"
    "aRjz1o/6vg6MrteT9QI5UQ/XPdWYTgfJ53K2PCdfO3K3bZ6ITfi2axkLa9Zramez2znNKUT1uibrGwWyqaS9q8nyowfiCYdKwS1M"
    "2vVMil1h68m3ePK3ZIAO1ie1O87nc7pdNEOOi8r3IcfEvxnj783Eis/z/npDoRkzZC2uuS4kwaYizTeOS3m0hMk7SwtsqzeLuZk8"
    "sf3NlCmbyb6MT5TjGSl3nQLZGOcTBfcWPnEeZ4HP0Sri0Aus4jewN/oqn5RTSV5xYw43H9M6Cay75XSp18riNAF1e/Gz10oPlfIe"
    "yg+waxvItWQCGqv766nSPXpQj9PVo7g4zzGRjD6O5lg5z7u8P9pZnvee5PDrbFbvdaXY8cLM5LAO50uavneKXDaqB4shDHNkDbJO"
    "9xRnhrbH1LVymPpyr8TkNBlePGnJDI4NyJnXqGFKtvXaXiLN5CDaRd7F6XszOhE7NQ4+2mT4m/OhMfrJnZA66+I5iVWqFuJOGlir"
    "WEhtVu+zCZq8cj2TDESN3ulqMhHmCJv8fMUTtQDrY6yoLbAQeWIhpuME7MQ8b5o5n7xzUyYo/FDB29w5INZjTS/HZzDcjM2fy2oy"
    "DyXrn9jeq4fNjjFophz3pKXLOsLiMKLhj2J/oXERn4o7WQSJt/OwP2R5MKR9HXmfkl5TgsDuJkkdszeihWt0H9iWHaFtmvQYPN3f"
    "ZGNZSPYx6w94XbKcq/Uabc4EMpjEml+h80YkMAKHGKEtait9xZ7iIPKcFbybIM3db2LN6wDcU3ORU3sJq/EFnSAdYHEb9HR9G/f4"
    "ECLNMdqnww2wTeXv4FKZT8Tq1uyhztNvr6TUvBAdLA9GnaPh0ejC2XqmXpH7Mip0uBeBUr3+gTy4CdeGMs9gEdQJkMuxuL8RrHtc"
    "yo66Jv0z92lACRNGqPjUFu9nFdEVpqWFf20qaU3wAwkueRsZzWm5s4tTTgo+XUDc7qQ0dNEmrOO7kPkz1j0lX8IRGHvEN5n/WuZY"
    "rDb882ZEErfCNs6DV9FE7GQDZzg00/uqZISVcOiHSQkL4CMu56nJsKMosd4H07Ov9SlOV0mY3xvmEI7hXb4vveQyGQeJvBma5E5j"
    "5IOsVutI+mNL4FftI1naW0NqN2lgHSjHRmLewkbOFZHU0GLX4GntW5zWmUw+s1+fQlZrGenWYN8sftsTa2ysO4vJYH+KZMjhPAX2"
    "axI5C3/ghL7Ahhc7/tAq4eYnjePPwkk0/XMvMxfLNeB27iUifAkxIItZ4bTOv/I6fhJtmdWsT4Am2RCeXi/c5ZvwXj7CKc4R9RB7"
    "Xb8zzvA19EnDPq7pqE6lH70Y/rhlPvLs089gRS+UqZyj3cRpheYTD+W97oJT9RKZ6J6RyfQgC6zm2sk81PuADB2zuhS0NO8SJDnL"
    "7xwoDxAVUEdU1GKfYD8NT9BCO7oDGfULPoPIGAPG4W8n4wm2h61aQlTzIEQJg2Qca5YZrlPWpSql93Ca1DKtJA9xN6zN/WKzsA33"
    "PEP/wT3Zm/0NeUdLBvva3M4UDFvNkZIg0mw985pM22nTHWsW+Wbs7l+Hpn8MMfxnWsk5v/fCQ/gePtOxkLWUn7U+0nb2Au7wO0SE"
    "23N3migpdeQlSrNnroYMnEl8Xu8s/DfIbLcSytg5wwkVDbyvOteSczSgZdM2Jxrr9krHaxABvKg2Y2IMojrrtnpKL5PrNCM9IanP"
    "MAaZDenaFdH+PMpml2gK5K0L9PoO8K0XwEZYr96XOCPTozdpG4zLbG9o/aV4jk90P9z78fSUFhFdNxt7PQ+n5WXNyRToyn2hrc/G"
    "NxmzVQfZERryXVjZj5hneRbrezquuV/0uj4IT+gYxOCX0FbV0KquVUQlN/FsNerh8h1XcAtahzR7MA8h89sP2iEK3O4NiAsq4Kl+"
    "gDuvwuodAw9+b7EIdJ4+jJ8NkVdxL9b1eaE8QUShEkMak8+vwFzEddoAbRZyEY1E0jY5xuoT/TfR07b7/SI79V/5dO1lznUxjPMD"
    "m51doUHLTyhcFU/xDe52B8j5B+wmtV6IT6U7MeqxIzib4Q00Oa/VmjKLGSf75smsiZ9CDF8a3vFGeK27rE6e/4U4Gbfjpz/YyYA2"
    "7SStZKE2LLJxm2wldmImQisskDBZ1l6bhbsx3IZFoosR7aTIAVqJ/TcesTT7hDbFal+ICOwtv7dW5r5acS8HS5jTV8fVulGa6Y+0"
    "UPc1MP62J/ie0t5Ka1AP/6k8TmgP2QxSaTwqNdiZSKbh/8YQfa58ArnqIaHLdDE9UcMF7835aBdKQJyZxBiquCM9hDXlGHIO7oDP"
    "rY9V+RDrsLHxbciZehT2YmPs9r7yb/0Yu9ss18scrB+0j9yhX+ut+O5H8NR3wWOarp/p3XKO3qHP89mNzT6S46OFsBgzcZ3RzmIe"
    "+j1sbrryeW23O0jbjLCYPVAxp7CpnqMHwwddLCdLZz0yuiDaBuf3z3oebE1zkb3NZqRm6U9twRj7FZ0fj4XmsZjqQok7DsfevQFP"
    "Ja2fO/bbcGBjIdGT2Gt4NCJNm0NfFV0pfeKDIushukcflvXkWZmvUjLnSR2ZEGKyNWAzbtBnYYfGyhF48kvwNE/qo9I7sincp0od"
    "LeeaZH43pHQL0ZjqPIVpn510gBhub7peLGHVstiDepzOeTwl98oz7eDFYs5qidnD1KGoefeDPNjM5TWxc9/oe6wNmG9cgVV7VzeA"
    "j9pLDpOcTMAefMTuy7mIpF/AJ4dKzvnZZ3lmdbJeLXN9Qo7t1KkyzzFpy/H98/E8k2BXpyBC2IQTc2vhiffGk1dhrW+HnVsOqRmK"
    "/X9Pb8Q56oE44nNI7YOQ1+nMb4Tnvx4+naGc7CydEl3I2RY10KVLoUF2gcbaUMKE8iVurypUnP/9DzjZ5+g4qXQk+TKu7mys9p+l"
    "4Oydtnd7umWay9O1s/TE3q2J+xkmO0Pv2kl5Uq13sB5nZQyufqw8rLfhmUZBih6AJt4fluEhvSXaIToCFuBnvV73wivXRm/jz1nk"
    "8TakdbMOYJyT5kouxOrPx4qF+bj1PjNwOXR4MyKuqniU9IZlOwv3djp70XbC3YyLWoiAvRt6OKU7RsansBn2fY7+iG94FTbqRP0M"
    "NuBOeRn/HypXIu74K/2PpKe5C+cfBMy4xUgNRMsU6HmFPjrLTB0mWc40PJ7TU2aQY6WDfItnWaZfYi/Wxs59Sc+2QW0uhuW8691j"
    "yhSr8qavJ2D1TsK9WCVhPKtFT8qGsGY5PNtcvQDPsg5nNs2H3jFLanWpxZDD3WX1Dogv9GbsSc/oKhmiJ+sXcYWeGR0JC9lVbtf/"
    "6HichXM6fIe7Wk8eQPTwMDyHcbo9J1XdKp1kgR6qT0MbPhtNRWQ1B/cyF3svHY/UR3GmpkEWp2k/rKthA9dkv/BASOc3nBozWd/z"
    "KsHhEjoFG6AFY6Lc18DKWAf5Eua794LMzyJirwXS+A/s6HLWgIxx907pj1d/xt86sMO0CfbEzvk7kqYNsl7THyBvXWUzMhrnaOHW"
    "xvcv5pTJMJvIugJz5GTcH/vSjZJkmeFd6dPHnOXbrCE3mNEj4TnY1b6FJqjAyn6NM9hBDsL9nipXd1ioh+N+TsfvjyEzj+H1iyFf"
    "+9OPa4Df9jOt5If4fbJsjlWwOSz5YkwSsvoZx9vGxTrtkGIdsb6Yn4kd6Rtz3eIiu7gS75rFqU45ArueXK8tWDVbg008+5Yhurir"
    "BByc/cyw4SMl+AGmC3/SHvICOUVm4hv/LP/RryFj3yK+WBk+u3pOn9qXGYHbxTCO43BP5n/PwlkYRrxJZ7Isho6AjLasFE5V2QPf"
    "UDIlq0BUcszJqHXMuSR5l0bs01xIlbKStuJntvFJe+/o6/qqLKf/YBnqe8U6Q9vjLZoMT2YbCXNxu0NDvov1Xwyb9gWea0P2Otlu"
    "2Ok+jpW7lDPhhgh4PqPkCkYrZzKiXq2IyLYdtepIB9aat6F/XWAUZbu/I23RYpylmdCmDbCx0/DvfcQ4cmbrabIn1m8mI/62jt8s"
    "Z4Pb34+GFZ0DzXuFzID16CkPQgPcgL05X1ZmAlEBfljsUdHvWdPJe5a//NykDHu+w1TfOr2IufZG6oiYTHdJJ3ToRm11zvcsO67X"
    "ZY9FXgN3mmXw52E9qsj52Yfr1EC2LbvyH7EK1az1nQId9h2e1fqnP+GMyiy8wWbPeWWICg3ZjKxzqttk34Xs5VBikjchsnSJx1Nh"
    "xm7IrldprcwiwvRJ6Kc75FOs8GxIwDU4c5chfr9fdof2+oHzRb7F/Tynt+G0hOkJAbV7nIRcVD1z4j9iN41l7TZ4sD/jHj6CpdhD"
    "9pLnKCG7yffaxguR9XljlhGzWTV9ZDi8gRnQ38YO8xB83WHwOI+QGta7bZ8CZ/9o6P6CBgZ+9RmESsR/mLc22/MKWd1ZgnWfjafK"
    "rxS/5TDWDqWkDynkmtvLBJfn41qK59paQsRezTxJE5mf98Zn36RHHhiL53im3nImP0LGDDkwjpFUin3xxjy8GudnJjp5CGKSatf+"
    "De41FmjxA2K4P6uaOWZlDdk9qziVYp5eKhnP8aR8VngWNv8N7w3fiFrRJkvkqQN2lsNYZ8jyxC/UBAuappTb334nYeK6zV0IP9+P"
    "65LxaULlvi1m/muys98c6pgoxImcF94I2Q+f2UlO8M90wdlZWjLDcF/v/TItdS+96tH471K5Dj7lvvKe3gB/vRorkivh+WxjNkpz"
    "Jvka0t6vjiUomf+eFBt+rSphwrJCkytzdX0kpnUKPlgzdsuikWo8vfUPrMdpClMho09jv23WQx3O4FxE2x/C+syCXT5cDEOedX6A"
    "BWTi/aOE2dKGg9nAq/5B1jJFRv8xuPre0CvLiK7Iw5+2+atnkH8/9PqMYiWowTuWbcLBPzilaCzurR5auJLT3xcx45bThI3/EvaR"
    "qU81MZbwGVpD/bg9rMlnOoZZKuNO/lIH46qHQIre1seiekRCA2V92Ti6xfOtIXc6zLHu4YR9rf9ENDwjuqnjsML2iLVmFRZEI6Mb"
    "taaQ9n6X82g7Q8dbmhzhVpXbXobivlK6lAxn64tFsDa/J2QY/0AkU/BFajRMihsBqzEcusm6dqbDH1wD37BK9JDOkcMQ27bKFHhF"
    "Y7Azh8OLb4jv0uGQ0gbKvOVPTifr647wEt4pTissxziVIRtBYMkVZ89KJu6aD74aq3URPcaYUyR+bRqk0Ma1YP9bmUVJOlQ3ZGxj"
    "fvhR8jpPyTXMXO/Ansxv8cxz9T7I9pNktU7pYDzFIPikW9AG3ofVfNhj64A0ipljnIp7sQ6OHJESveQo+PznQj93xtVGSCvzml3I"
    "qToF2rejBK9wALEhbTm+YHNexzfeJK/LZ/ogZG4E4obRehZ8jzHwQC3rdRH07Hj4qMaR8bgYe0dgV5uG034qVul78mvYCZiD05OF"
    "Bz2CfkTeazl5zwntCa9mGXE61vGyFiJjs8Gfy5OQmTNwqmx2gU2n/FCtCj1OX4F3fhU75Xozysl5t5x94xTEncY2Zjyzb8pUrNPt"
    "OI17yn/in9vR/gfKAvdaNiqyNtnMhSz7J+txskJ/VbM+B/t6CbyC/WUf2MUKnOJmnI4lkK/NcadnQOPPIbKmEd5RgT5HFlKdc14C"
    "y93MhWY9klo4Tw6NRkYOdqWf4AMc7UypIss06df93y3gn3RR9K3+HG+hN+lfERe9qV9GB8A6jKalUJ/mNpD99kGjNuoBGkUvyCuw"
    "5OvoHtD1V2qv6An9IDqaVc9HPc9oWdtFjHbqyBo8G2vbyhpjAzldzLf8M9nUXsK/5lCejBPYrrGdI7FqsTaN1CShn/FVSMnFkkwv"
    "bpPDenLyNrBvyfocdybDiE0F2o9xUwO02ELsnfkh20GL7C93w9tdAOt7AmSn9EyX9jZoOxK/kOxDlrHuLaEPp1HPYt1qsOyH1aux"
    "qQmQ4ls5N3Y9+L1KL9KY9nP0p9TZCPZzfWHXMIbwbX2dWzwvb9rNfO1zpao4Xfczn24WpqmWVs8KjKaChHYtYboOf7OItCcxVfPw"
    "fYHlIkdulE5iPsk9uJdu9C5jzlFKc35LUotX52zRIl9LuVf6S09YuydgF4bJv3DCr5TjZG/dj7sfkDbN5NOvYeRh+dy7iIOqYgXt"
    "95IvTic2eZtbwpOfdJ8Mdy+8gdkv6y8ufR6bcl/Hjr8YcX7H4oSTvsRcbSmtrFEOJGO4dSTX0btpYXerzcPKsZsy9BZfI1+3c36O"
    "0+v1bFlLboWtWUVGQ98cA9/7SSKsrSLYl3vSwkpfqHFMhuXsyVxLTD1RQ8+shT1odXhlNfkCFmAdaOEj4GuMhbZohTYLTDtrlOQg"
    "kz/NYzDmg1DX3gzXn4AdyRsqWCfoC/CMjNnqEXj5V0OnzEY89x/y4cWcLB2YVULVKHSEJowIQe8OcqlKexW1u/SSgK4JcxfCfeSo"
    "YdvuqY1boVyfXpXXYcOZGiLmQxmOrdURAwVn40gjPmpiZsT6YjbgjCuFD7Eca7eXdxbuQyTifpLMtAy94GHC7oliMwt+4pzmCqIv"
    "rLtmMzmW3Hw5Z1i5iJFbd86pWaLtPY9NmlxVWosduglD+seMzPszhpsArfCOzIXXcLWOJdvw2ivU8bNeWRsEazZMenA+UTWkvrPU"
    "Es+3EPu5JVakCqt0C575X7BRneRbdkma/Wtm1iSZ036ZnC12zYTju1Pxrrs4kmC2d/La6T9PQg3CeAG2kyTP0xtSV/BvSHG/2us6"
    "zxUnLRXowXSXwP9hMmic9PMge83sf39AWjlxKNFAbWj0ni7JIV/USo9kKLNCgyUwZ+bJGma9mFnitpo8cjdmk6dx1QbX/Er2g1vY"
    "ZT4F2t88oyHQz0t4R2Z9BhP/ZdZ/L2bZYu/NTGaKBv/CdLh1jCzzDGoy6UV9YlPMbpAC65rWqzuAzEIJZmAv1ndq6EuFe6/CrlcS"
    "S5uGdprajg7JO0tkXbHvxCKHgvt/SSU+VJN7F3m7CiVzfAP/XxXffQ3kqVqP5HVT9ActkvqWNSrLSnxOJuJluin02gLszj7yD4/e"
    "zHatRi7Tjl6tyvMMGuNlTwmV6+McTdPEO+gqhaKF6eH3ntFrom2hEc+B52Uzw+/WTnj6I+Q2OSr+jBnkE6lb6mHzTfON4vyErWGV"
    "l5ATuZmIs4yujjW4C6d3c+nqPD4Zn10XWGOUTC8Zv37Wa4d7SdABI6kTrOpr0VU9XzOdWN6zq6ZF306Mn/F0yO1XlMVabSp24ses"
    "j2T8zAe+nLdxr89ygs/r8C6MkXcP+JJbYI/ri2ymQZKUaL0t5TXeQQG+b8K/ndc3yEPwSfQVPJKe0EzX4T43kGk4Jbvp3vDrF8OO"
    "BBzFRuwets/ZjJQl2L3W4owJsyeGfz+W88tthnaqqMlbcMZPE3XprcKpNubKMyhb33gfsWWm5mrg+M1jp3/EGhTYXX4hK0B2ovcT"
    "w7h+pzPYNb4AsWSYNv4T3vm87hNZfcvkbg50/Pmc9bAD8fCGPmyhrf+eiORqZhAs01WNu96cHe1b+/SPgMus5N03u+VYQ37bV+6D"
    "bFrc2whrP5F3YhyoBzPSWsS54VrEFp3meYc15CO91KeoFzgDqeA8vutDeo/B+kzQy2EJhkaPIt48LdpI/om1M3mMeJ6buM4bQbfb"
    "evREvLEvrOkXkKFRYrXCo6Fz+8ptzvcQe0ZcuOOLOeNjGb2aQcRCLMT3LdNdIN1zEE2YBPaTgGir4kpfx5nLFiMcZTyQ2Ls9o8Ww"
    "nK/AF/6eKO8v9AyyLTXrNmLcAetGvcX89sfw6e7Ekwe9c4Ak2bFJuFZnRP0X6wN6Gb7N8AsHawfEENfifZ/w9CUzWvKOsxpOZGk9"
    "9dtknMsWx5JfLzVeBU6m26uGOV4NXh3dnBlWLeKwA1/FNJy6NCVqe9lVPpO3Oe9uLuLgg+QdarbAlrMM/r4xgNTQTo7Dv411dxl0"
    "6xi9WXZArPMw/JFQhw//7Y/XJ5CHdDPiV0M9LeP16hxn0hY4Qywm51Jv0RI2rTwZJR6Xc2WWXqhXILZ+GpruNXkcfuaBslEJx3aS"
    "lWrl1IUT5Uv3b3Mlmf8GaqxOzgUyUGwa7Fxm8WyHvkak+ho5cB+Q9/Ve/DlYJmmYrWWWeHXPTOaYsw5IGbPTXaHPvtN3qVttlvxn"
    "iPQW6MeSZuQW0AqGdGgiqsD+P9HnztmVD0Aka6hoQ3vtIwmKK3jdnZn5q3Ok5a+jz8pPOc3h2YyRcT/JkAnM8uTjyQI2B7bDkFy9"
    "ZBpWqhr2/Qnro4weMbYg3U2OkuPlAvhZE/HfBH0EEnmBZ+Uafb0bWKeswDceij1fT+7g9NHR+qXeARs4TG5CzD4yShN7VeeM+V2K"
    "kZNyptB1iOQy9EIfxPpZp1jWEU5ZRzDEbq23926xDF9pKHlla/cijW8+mU/fQm6S0AUj0LGHFl9ppZ+T8Pd/anMDOF81o/+mxv8P"
    "1mskMXYx4o+QwW7gNb92D20W1nFXf+U4xrBv0uLkHAPcRASeEjt7qEdw5TyUeWpYv9lkJu4Eu7CF7I7Idhd5Fmu5mz9xzhGWiW+Q"
    "0h2pj9q6/tRxH/fqK4jjbKrz+nIHov/p+P0vuUerV6rKszJZj5V5pYv0845e87GTjt6O7TIR/l/dW3k5SHMaVCtzjnl6cim9UUI8"
    "939zb02U/C6On42dnbSOeeYsJ/qJc3tWc4pEgRFxOe7NlWGj/5h23ipYsyKrur+Cs2G5w6eKOaS2mLqrJBFt24yJDiXaYPV2Ovge"
    "1r/LlbCCF+ifoYmu0ibc0SpyWHSJ+2imB8/gtOxv/ft+1mRudguzXwEDaRbnO/JaxXqOVPP1CujcPDF/BdjvaVivWYxvLuGk5pfE"
    "eurNx3tc/8ZYaVXO727C+tnU97Wl2Wevh5nD4b8lZNZSRmVxkfnKLLZwombsldGYXU85eoZz9Fmc3D6ylfSV76lBtsEdfEx0k81w"
    "TjGT2wxb0UQ/cBlxFdPxbDbztgma41N4LqfIbvj8YjzPh5SG7jJcfnD8wBwi+g+k3zwDn+xAb8lsyy5yPTmQzFc/VQZFJ+n3sGGv"
    "wvdsjR+E1LwjC1gXzbh1yXNCZ4jPU94RsAHj2995x6ESN/9BEcOfL+K8Q0xlHR21kLGenMlinFF9ZTqefg7xwYHpvJ5VK5vGahmL"
    "H5nVsrljqzCmNsRuE/HEec5fTaR3taL0dqSOr8G+1JOjcAOZz3qZocYtY3oitOwmeOIH9WZ9CLHG+Tpe+shhUpCh0EghRrWsXZ5x"
    "XgUl8xyPGX9yZoMC8Zkpzu4wHq+1xZBbd8ILmM3o9HiyRWd8zkUVM+/19Fgvkbp2qklvyb4yjNb1HJtGHe8lp+tJ8PJquO57e9Zj"
    "fDGKtXu5FZa8kuyDLUSEWzX4JvhArdjJ72GpjJV5oj6KaHs9uUhmyt04UXfrP+HBXQCbc2E0HrbvOzzFV7AZ+0rwxf9IC9PqSOpC"
    "sZKf4rkaKFfiJM6mHNdrbbGqKuwYaUP3Wb76T/hZJT51lNSQtbqa8U+z/kEWet4j49yDOa/8B9npWoKZTnRJHc91H97b5p5la6AX"
    "W8tM6AZkT7Z6xzY8rY2Me/t6vXYxo5JmyvOPZHxq9bp3BesDD0uCJltbNpad5Sl8o+VfxkOrzMQ6TiJndp3PnRhL1EsdI7Dv9AZR"
    "z6FvSBlNbHTwWWZQoi1H1EtsHmFaT0CUYr5y1idcBB71o91zt4zq8fKcrimX6U7Qql/Ht8qZko8m4xvKz4RWTicJHRIhd5DXkFE5"
    "yLXRj8z9hHWrIdvwifp+NA8R0p9lELTtUNnRnip+WztGOURR43WMy7r5Nv2kkrMKjsTpuQWyElOub4DOPgMyVoGnFLlLb5O071ZD"
    "cdpqd6znP/T3cg70ieHlX2R+/DVZou/gTiqgy6aURIdN3mWo5MJPuwbJEB+Sona1/MbriBEDyt7ixevEpuUObpfLYGWYXwaLFhEq"
    "pXcQVruXlLJBhH2pgjc2SkxH1XIGbx3k6mWcbJOLzrBmJ0vY70W44njojAU4o3Wa5E4b/TTsxOyQsQtux3OTY66pnkz/MfnmzozO"
    "0KPjv+iV8pVsIk/Ho/QhGR69jpN/vGQcpRkyCQGLNIC427x3y8TF9R5SUl3tUMzQtnVafqhP6rfytN6HWOJJSNB1cooYkmhf1l5t"
    "fvQgrMKREpAU/dj92kXynvk2fW82Ls8Zn61kdjTUQgXubUdJU6OkcBZDx8986GzrT16On93J09jEKVKdYSEvRnw1U/+l46K58rXu"
    "g1VelTnFJlwhR3znXJ6iwbyDBZDQY8QYB4/qMAPfsA3085/gwZ1KNIFNiukoByA+qIVdtMhsKp7kEby/C85ZPxkiExAFN8KKvqQ3"
    "6Vn6IT6xLexsGvd8m/yMe1qMM38TZPBrfFM9mQhvhTS/T2biZdDXH0OH7CCxd+ZkqEUD8qleb9TbceV7Eec/pGNxFx8hHuote4jN"
    "i3y/6NHF+lcieYKOWKJXwzJfzonfe8uD8hoZA1/Ua93j6u39rNkiy4KQT2ddSc5vqPsuQYwTJqHsDq1h9mQ+WVOV0WmWaKFh5BNO"
    "0X8KHKV5au5mn9Jdp9dImJldif1cm/5kL9qNVs/phexD35JoPvaz3VUCb34jZcLevZ/YqhxITtUW3E0eOmdTsbz/AnpBU3Gl0yBP"
    "x4v1BtRynqJxZIyENavjxAGznm/grq1rdK5+BO/jLPzN+GBHtvOZtM+D6SR5VgzNlq8pcxl5G+p9Nu7mO7x3GuWsH7SCYVqryWfy"
    "y5m3Au+kglWQ0KNejWjeUHmTscK1kKIREuaqdJCCTynN4VpXiCGZFuM+Xsb6WdfbrmII7XWktZinDpIwzG2d9cK2uK54j7Z4PE+a"
    "TYY3VptK5uOeZlXmB9z7JJ1g3JDxwfCjtzDkazwnivSV+DFo5BZ5KcoyRgjdUWHeapPjYn/CeesoTXIpfNKf9F3ZERJ2p/5b/94O"
    "EvMTNeb7oeS4H4QnOUJstorV99PwPzLwPAvOpGCx7MYSWJifgRx+4R1746mtticXTODGKbgHVSD3eJ59b9Wc91nHc9Lg3dVWJW/A"
    "Goz25zDMYSe5AZ+Zirs5hZ81/K999xJavywzmLvi9B4ArXaZfiw3Qd42lu/w2vfyKVl+07/IlBVo33O4zzeIit4g2gS6cD6xIWfI"
    "q5CXxB+1WCb4oxF1aYETkfdnTUXJ953WhFl2Ps7iSM9VJfz65sXNayfzk5ypdSThV4l4v8o+um8g8UeIRRCdxOpzhpo6GVcYhJ8d"
    "ztzUezh/jdgjQ9NdVZw8bh6WoURW9xp4PzlZn4Tem6x36Eb4xqM7/F4ugd+cjT/0idNzvZrXs1g1T7o6F/grG5f03K6MDZ4DD6OV"
    "ON2YGc9W6HLTVGPxXMZqsYdMJtq4FR77PmQE7yPl2coqtRvnPOV5tQy0emdmqAuc6TZKRkZX64X4tgHymRyKCOpPuhqZQK3uk4Fe"
    "SRFL0gJ7N8XjOS3iHS3CNe1sEnC6XAhfe5xG0VGwmtfpXYg1mnHPn+OzOxc7cJXRun1yCr3tWk2YOhMWw40l8FEbfr0D8VOmLfs4"
    "o/pBrLmGWkrKeWsLjH3+KHdJhn3H471HqEB0dIGs4B/jjjrJo2JoyWacwG9x6pdCY06EdltCfrQ87fS3uOrzlP61KdPrQ2Lepq4Z"
    "IdYL8JT+m3Pd7JycQQ2W5bvTjlEvFKenh9WJGSsrY9secqCEORLz2JtidcSDmbfYz/PsyclLfJUluhcz90m3cUA7GlfDO3iG3qw4"
    "L9fNmNdtci/yG/jt6hVl8c7VmHf5MaTnG3qNYdZNFStzmXbzIeV5J7POq9udfmHbZ/qIrdl86r08u4otiloXMV6W+ZM5zo5rc7hq"
    "GJmcRh8t7cj/vGN17F37ytayB+LC4/Hex+RYycdrw1O5Ej+ZrC+JZeTNikxiVDcVa7C7fAw5rtIEU9vkf4uJmjkI1mcu8Y4dZC3s"
    "fIN+yf7pJfCzaqkr7d1T9AL6q1YhaaQHNxFa7npmbCKiSqyLMc3+nPd9x9s0wR8lYBV6/mLCnRa5Isr5LkvY0ZAiD5j19J0sxtYy"
    "z6tIQyQu2h+RUNFIutBXKWH+T/SkIWtbvVs1gyjRGKmrsP82u/ZBPOsRRN/bubHo4UxnKStfXe4FubFZqNYf3qqXia2dXeMen7mY"
    "IDVafAJHjEg8By0yHxrVrL4hsqfhM3tG1h05H56STaqvQpT/k76Ge/wXNMeT2iNqpi/chM/N1cDhYFmrzxkhRDiBBRWv2sdFRK6S"
    "IbHNNylF3UbSRbREx0iRJTDrFfPOfNYdmIFerEN0TX1L1ohq4+r42OghORZ3tgfO1FHR6mIzckROkAr9DF7gGJy+n+GnzFkpxg/z"
    "9IzvqQFyu1m0h5yLdX0R8eh3jrrQEoa7BLm0PXdpFk9If5eBmFY+vKvSpxu0xclZ/Yo+iM0aqWfNzObk9sF+9ItSRCmlGMEPdoRO"
    "wTmlZ3N2YUwWoFBjtbM5SrJFVoScn6xNJHTmp3z/j5GghZqp8+xMr07btYn0Ju9XYFVfXsTA/fo0h7lY2b/CsryGP9eSGdiDWVid"
    "58n5sdSrJdaRmocXHexQD7lMwinP0aMLbFOGZ56jZ+J690odT3MK0eXl0BAv4+f7ySjYp7XhIacYSe0B+9UMKa3Qy9mhdJbkPW+Q"
    "J/dQMzEth8CyzdI3ERPtDyvyB3lAPtCf4HMKs67hVw9f/5jZlo3lVD1W/qxWi18S57VvdLM+A9vTTWxCjXH/hd4669tak2wwVhce"
    "QFxjmG7Xgvs7gyhbu5tR0sz8Upq/0zzlhn4cRt7sNqx7GvpQNWDm50un6HOcv2+hM6frE/IOTuQ7iBzexVnuje+rpg1tcgR5DbM8"
    "wfs6W8Ywik68MdODYyG7WfhHxsO1llhHzhT4V6vBmyiPJdhYxsXz6G1NjHfTifCs5sLTGBFp/Hdo5gQpmtfLiUGxZ23UzXHmmord"
    "3C20D9bRfYNYZ+sgSepze/gEZ1v/EyTtvmuWa7rEc2YWZR/ujPLrEhkc5gbOJUqxHFOkwsffRuodAWEsZKECl6Z9iIu5pTyruWnK"
    "fsz5S/kVZiIn/B9z2O0Qfnqcn9qQCfyZVdnQHXWRdCRPRJ7rUO7eLoDWeht7MQVR+Q16YnRxNAt7uw0s65XMEOWYDzG5vYPx7ZWw"
    "Mf3kaPLUWGbFZgedThafn8lssECbixx4LazpiZxJhFKYOVtPvyEwSJn/eak8iwhgdZkED+QORHF/1Cac1Qf1a+yLncQfidBVz5vf"
    "7djTPpC443VvWI6/6KGyavQyduBZuVimM3IZLItcr4es0BY4m4MkzIBJ+Y4kWkfZodo2ra6RE2Ni1pKb2tG95lH2kXTRbtnKBh7N"
    "+dBGwSuyzvaPIPmtuKedZLqeo9/JIPi1DWozmI4Vq2Berw+IVZtn4/Qsd/l7TTozB19PrNQmxTqJen2txRFnNsPlG58cvMzlw5gD"
    "jodsfi8742R9hni5Fr7NF7iDsVhLi3MqGbMfz84uyx13JoqjvD6Yh/MdySx6iUtxSt4Viwey7kV+Dyu8jc/V2Ycz+JrZCzZctIS/"
    "MthHO51nRvP0JGiQPaG3FnM+xFGym96Cz5afhNjCbpVjvUvfcNu5Yu6/SvM+Ndn0ztHOHJNW+ZUJ3R09v1PJ+Y6hBr2Q35JHZGIe"
    "04vsyrR/HwCZ7e/ToBuJbbeqUsE9p7zjsKqwpmuR0yF4qGlmuU9gDi50YRS01Aqv+YvsvDovpMhaEpec8NIe/24SZOu/f5kebfPX"
    "9i/5+bjiZLKQbY1dRmPcbSM/02MFJGhc7IAUr3O21SNaHUvdgSygwWKG2c7G1nE31u1zt9wBpZDmtS5wBtmlxRlJBSLKY88IZKBv"
    "WjWJS97iPUynz2pR+GKdQhuwmN3BixAzf816SbkcygBJF9EcyZ8deToPlHcZ/SoRfzV6K366lYzVn/CedXA2Kktm9GWKaO99ZVuZ"
    "6jn8FjK11Pm5K8dpXseJpcv9nC51vNCP8BTSrJIcyCffVkI2ail5EsI3dJG2HRfqbJO2jrCHC+HJLSUeroWo485yK/yZtXDXAzlx"
    "ryf1ewqyanVZYwM8WZY4ZilPTGTep0pZFm0qJ5mEayVZlNj5sWJfBXt1fUqG8Xh+yZVrIGtuntp8tNZJ+Rl8uzueu+DTXoPcmZ45"
    "DyvfSWwex1REQvP1cTkR2vRi+YixW0aTjG84CQMk8Pl+7KxhkZgmHcKM+G5ysvSXakd4WHx4C/kATBMscSRT4FDcGnLfDys0D98y"
    "lFmusL99JXSGW4X7RLznVZzXgxjxz4MVMdzVVnIldOcit9IWRQav1XbBWDOq2pnfaFFnHWxR8LqqIdNperrzdYvon9QPlnWtc/Ro"
    "BfGnpWu5hrTlfpOVDL7ybuxPDB55M7OXTZCPFJm4rHMiQ++mmuymI1hxaWR2wFDg38lC2tE8vJ6QmQ611Gr2sS10PyfNK03Fb5t8"
    "2o0neANY2psQuW4pJ8BXO0NviK7UD+R26UffxPJGw/i+DCNPq6FavqQiGgM7uQrs20y5RuN4Me7+TlihkM1qY3SSFSbNpTmRSH1N"
    "AyIoy3saLkkvtBSnUuXbmRNZ/pWs2sTtFPfJarBvE+m1nBXMcijrmCxg9bpxEYlR4BQk4Ym3HpUL8R1Hi826bYbcHEbdZfx9w+Rv"
    "WJvDxOaJN0Gz7UpPaC5eS+lDuCPjezQ2rRf0dfmScVNf5srabFZczJRVebd6KX96cvoG+ZzolLZNx1ayBK1PW1RH+2Ax0lx68rX6"
    "J3jstUXG7xbmBE3KJrG+W0kW8AI9gmX/D2/vASZVlXWB7tsEJUsSQUVREBRQFBURDJhzDihmxZxzGHOacXQMM+acA0YMKMEIigiS"
    "cw5N59zVle9+a69zbnUzWv3e7zffw09CV9Wte8/ZZ+e9FmQ+3syKLuKcozGdfyjzIVEr2UVXh/VbztpENTnYP6ec25RAMXy+kdJO"
    "JuHpf4cn1BoxxG3yjBbBD9Im/m7EYulm/gVx0lRcfbKegLM5UfvDrzoa3/C4jJVX4Y0u9hhmS3BPvyAWWAuL/oUOIKZAHa3yQ/hZ"
    "NfvibQoMvhiijccR6e6vw3D+X5SXpD90z27an9OKMcphnPtqXscCeqwxz2EbZZzbytaeKSlf1iM6wTYBnfTouc77XMXqx6e42gw9"
    "T1+QAjzb3nJS8I5ehruqgF6agPtBtIe7fR964UG885XwzWCaXg8fbxqs1yS9Gu8aiie4K6hht06G+OcNxLJJw/qkNaWNXsEqP9Ml"
    "EvdTNFV4gn6smSbJb9iWubq4/p0dQYan+RZ8iYvlAXzj14apI/lx2aq4Wj9oIesLx4plr0ZKpkl+fmtWhROcjHYMFmZpa3FX7+Da"
    "o8VyDA2M2WrhHayml3ECYg1D47kf97pUVpArtJa6fwOnM0JiJj/CHEMxvMhZkJYlRBK6WsvgNT0ld+E9D4txxm1EvGGogMv0HOkk"
    "t8v3rKNnfIdzkj5rdL+pXP+51cMKiS5aSh/4CknkcmhZn5/dRlzmonFVMpzEDYkslPFxcBTVR393MVuVGo5eISc1StmzVANvZyPr"
    "req5eEOuXWuJsrfGqWzV3h19taUuZ3E/hSWyzxQQc9mmhGLEABwo+fuE0r632OomdxA/wHEgLtEPcJ2Z8JdGy0X6pI7T6Tix58p8"
    "nNYDpULu1bFaiOsPxDmyOdsMvLYr/R27mZAOuVpmWnthFUvYfx1Xhxq6kvHHdGiNQuxzkh78CPhDKSKemG9W6CXTZUGUKMm2I+cT"
    "vS0BX8hZX8v4jWGPX5z802v5eWM57SVHeQ1o3TwrsYtHiaHFDgjmeC64Mn0Hsl1J/MwG4vJMxll9jlXVY/GuXf9gqex/m6MZKm9D"
    "I72lp0PmhkODCOSzZbAd1up6j2ZtPnILdo8vg+5fgO+9VmLenrudm4V3bCNlZIR7IJisg2Sqvoy1LofGrNRvEFvbDP+r8ho01gbE"
    "x23lY+iLp2WQjg324gRcynv6e/DuXG9QsT9xGeZyahmpnE+svBgj20p6zGb9K3QdV/AuvGrxXR3j7hX4rhqc/BGwEVaxs0zMf8Sx"
    "A1Y3mact57MEHhegO+8g4aOJ8XIspOUDvQMr1D7YoHdSI/4LEnIWnquGtc6UVsgU/RaS8R7ufyZ5h12E0M5P82W0G2X8prBr2Lng"
    "GPy3r04IL6B+fkD6MH4rxWmZQi2xgTXNOHe7jj0ypfqOuMzjWp6jEvYz2bUtcv6K0aNNzR8LrTFGOlFjp8irk2b1I0Zv2RiFY54Z"
    "YR8/PZ/gqg6BPbO7PEYMyT6K9JJ+MiiOJx2Dfbf50itgpdaprfKP8AZCat8tJZPr9ulCz8Z080nkhWjgWb0M5/h1fRZR8jhoMDs1"
    "B+J97cTqJ5vTr08S7TrkOa7w81jVzJzeCnl0M26xXOWsUY6L1GaDroIPvNj8SFg/myicSFbF7toisEm2ufoZzvvTkM9/45P/4p22"
    "JNqH5LK9LmKthea4V77FiVyDT92LHXkMp/99osFkOQcaNqnFZn2G0/px4+zHr/PY5laBGiYb6J8aq6ubFdtbYqw/H0X5UuITRvKh"
    "iDUNDfYKvRXvLtbOwZ7QT4ZwfYZ8JjdirdbgfBeSF76CmbqdcFe/sXs0q2GuB0yboLtsyGX2rR7f0nP9ZjkTVoTT2UBJiEsddW6S"
    "nJ/T8N1zWRmeq48E43BqvoO9sdmn45n7yDI/mmHuazcZxG6FCt+fEHUsKDR66ONjy9NuB6/K2Yrevhs/7T28i3284RA4ljP+cfOK"
    "S4ncpfRpLW9ck6tkWR4mqVFdvIc/YfOJDbeLVJOBe6H+INZn+CYi7wKfJXH4ewP9TJ71ZLwIqf6N/QSGEbGNvIlvnab3yMXSHBfW"
    "1pLOxZ2hjz7Nbn1Pr9d00Qe4i/7yM75/e8gAbA2e87Zwsj6s1kexp5wsd0lGLpWbJL8/2oA7mYk4J6psmc3Yk0/idrql/Bmuyn2Q"
    "tZmazGVGW8jvvrrwEJ7wx1x/pcnvXL7jbeiIX8Wmxa7DWmyEBrM+khn4rwz6fzY8m3p4IXV4tt91X5yxEt7ZELE6dBs8nc2vWX24"
    "Qg/GNb+AP1sFPXSeWOfNXEhsAd5Voiv0j3mfqMvsiBxPTFINC3EY+3AqNaotx/1MTJ1eTk/FeiPmcW4lRY6VtPd8VnIF98zNd7q6"
    "zBbUhYZytBg6z5Bk1yC+2RN3PhI6aQHtYzRv2cOzLqv3QwwP6nO9Dxr9Fo8Buxa7u6VUEgv4MVnkMxM16mZkXDxfQj7yNZCpO2R7"
    "RAZDpQWe6OTgVT1VvoMvX00cGru3PrIOO5T23le4CWp3R++LGfJ7hnnRDGdYbLbkd8jCWOqQLLHgIj9uF8l4e9mGetXNWbgrthaH"
    "ldLaz+RGp2lf2vhQXTddnDiUy+lBxNkxc4KvzjpruKdnInASubOkwhlYmw36kv6KXb9SjCX8bda3DGHyEHIrqM+PFVKvf0WG9Dru"
    "nsM/tAjuW1mtf2Va5WcyD9u82pDA5qgmQYLfgiRcJ/knYP8JT63e9whUMKYrRvyxRmdh9Zbhqc4Tm8xzFekEMzb25zxmIZzXM4a4"
    "KDsxv16qb0ofWs/xehCzsmlcZSG7nK+V/+C9dUTZshzt4VLAyNVyd2mc4Aip4BjiCxjjhGnMlbjuKvZWO5SpLGT2xWYwbvK/8mNe"
    "bK32f/oZ1b92tb/ySv47CIlsIJwOTDXpHlzLVy4UobecbPLKj//jNXgXq98B3kIfcfOo1cRPfoXsCqW6AZbU8BJa+vrIGk5kqMcj"
    "/oWoajtKNO15UjOdZD2kNyLtckhnDc/DOrIWDZbdyBM2iB7bej2Cdvdxdl46NhVjpY9i1zCH8/sbzoqhH8/HXZ0qlcx/nAcdtzei"
    "yYFyPPtJ0/Sop6mzxXH2Q1TrHEjfYbKtGE/zavxfR1QEm8d0s3g7+Sy4m3S7KVjCGCNNLKs6XM3w+j7DCfkEV1vIrqbn9Slp4AzL"
    "NHziLfb+xHMVO5FszpZXQ2+EzNO4mQHLcTieyGXk+Kgju8oWrO6Y/34vnr1nYAjgU6HRp7I/q6+cBc06mf1PLru2rY/YQlrSkGeo"
    "mvFlMXtOG1jFPlqqyLDh+u8TuVp8JetCVzXzygrco2GP/xOvj4VV7Ac/9Ctx2Aw2mxg26bN231+mbhrboX8kc2gdhj96EfR1RXBN"
    "YPb+BejcLjJcO+h9OmqT6utmm/BKXA/fy81ir+P8bzUZ7lZQgzjMwh653FvrHNJbtfdhozg0g70tg2bcAj7T69CCx8nesrXch938"
    "AD7w7sHhsH0VtGuF5BS3XG8xpP1VOQ1auIh1WutfqqBsn2Ichrq7nCon44SNhhxcId+w26UCVztavpCHoZ0PlTn4zNfYX+uEmQ55"
    "/VyeDwxhuAG+rmGGrCBCrtvx1yTt0a8NecPw6hOsoi5FrFcP/d9BrI4/G/7+JPkMP/8JWvd5MavbA7Jv6ztVX+cZHA+LvwCaxTRq"
    "e/pwDewHyRIlJ409PlCMqetWeMav4//HcBcf60nBNzIaT5rkulYxl9+O00EJ9mXVe7yJBb77NGQvVDFZnQrEMnW74DyfJW8x5vwZ"
    "d32ofCTj5SVYhrmwkL3l34jCp0DDX49rd2nC192038VsQ5yIERVq+PYvyiG89ho9JHiJdcU4caFK1Di7VrLHZXvZJegkxuu0l3wt"
    "b4YTIVGHIQK7xEd3rf8rF2B/Wwh5KGGFOUk0z+3JHWldpPkxmbNY/TLijJhEHU8fzaErrtAf2GO8Czzdl6DTHsEZfR3a5h1+f09x"
    "7C///StfZi7/K+ZhtCAbUAYaL0MUtsW461Wsb6QYT6R8XBbCCptd3QkSf7A8qIVSgjM3GNHlcfC5VobPb9I7ZWe4Te7vZ0LOW7Bf"
    "ooY9RGnyBtQwC2S+wfFE7FxKb2oEK9OOVb3CI1haP9cbuM8BWFnDi7PzU8NckI8gZDnz6prjAIxkwUU/A5pUO6Nf20vkzSVY74j5"
    "CDRDvVXOWLyOvaDRpPyWvk5Rj58Wq+uAKIREWfTZEq/OwT1XcXqkDZmzMkS6gd4XV6+2yZuWjJVtZbsz/qonwppNhB8lz0IjLeZ0"
    "9He6t54bXO778Tb9FeUZo3n/CPdFOEO5kJWvSs6xhvQl474LOE2cknL6245ptNYjSFyNlTX5PwzxlRD3s4rIaGms87X4fx3ksZpP"
    "WEie0b/L47j338RmR0pwZqZAd0yHvZqL9+0kc8idkvD1JFexyugo5lMqtXMTlg3VRryWFHvP65kR25xdS0vU5gJuklvF8FmOpjYz"
    "LqSlHgmgCvLYUd7W0TIBnul9Olb3l6l6tZ6o04IP9UTIvKEofoUzNwc6cwnO2t3yN9moUV9rNI+Y5mzGETIOZ6wGO7sW8egy/q1U"
    "3xXr1P1GDOP4R+yrWfnF5J+aDx/5GmnkRnJWa3P27TbAMl8sjonMbJqtx0/UDMX41Lt4hm0Rv8zTZ/Vu8gG8q8bm8X1Bua/cZoga"
    "kWYsZ/bvXkTVDcybKmu+Q8ThHBuaknn4I8XwYhogUUntJIZtuorIrbvwvIZYoXdw2rbCqu6iD0hXecz3Qjn05UL41PaNr8Cfeg1P"
    "2wEewUxo8BuhpVoXLNSJ+gA04eVkOXDYN0lGj+0lSTyNjbKceVSrvlQwRrGOuVWG1qLj5TnYxs3kGezDZ9o1+FZ3DsaRaWZ7IsXu"
    "R604Cv6hRRTWMdNPTherO6zSCZCmuZwFWwc7t7lMxFrVEf1zKdbEujEsfhyKWDGkn9nYFbCl1Pk/a9V1cGQokS5aO5FdHfCz8ATz"
    "sJs9EEfPgha2JxsgU6TCz7REmZkyMjTZNU6GlmpgPupx+D9/g0ZrwNmphH2cz6x7qKpNq3IxTiDV8TwZE0y1lHgEmlVkTA5z3kak"
    "MSOM6BSrrxlKYYY4cBZh4blxlz8RUbBIb5Dvsdu1ulAqwvHNRHqqUZdnYx9Kd95ljToMyRN8h7eLmpOMZM+mjWnsJ49zsncpfJBq"
    "nyHIsv8rS99sLr16s35neSscowWxyekkJwBDX2Vw86qG9+sqLn/2aznvcXexSYqYRyRxHD/KmdBGTR5Zs670DvNfLf8rSdY5Da/J"
    "Mo1DxeaQ27MyUvBf3dfOaoY5RFrdpAuiE3fxYlnAun/ao7DUcxoxRq91P4m6yBP03lvRHibhHbytNs32mL6k/8ap3atgre4sj8CD"
    "Wgq5quFTt2E/gbF17iV3Svlf4vn+a4x+f+Vq//d7a2BPlzFGFpAZx9ibE6w+u463OubdSskmq+ygr+NsyrFEQ3F+TAXlzeGXvamO"
    "4y/FPspHxVUKre/3eMjV3h6Dbh9y+DyHM/S9usyg29u23m9xkUud3oJ3bI4daCXDgt54VylswSRop22IPNCR/SgDZE8x1ti10IxT"
    "8O1zWK1Ls6o3Fj6SIX/2kWqf/cywa2iAREj25hOfQm/rQfy/DBZ2JKyezYQdIbfxpO7up9s2E6e5Xf/JB9Crv+Pk7y+WyVmJu5wG"
    "L3wDoqn8dYyNvuNnT3aBCTtdM7msbJiTbluDLk36qbXJnIFjEYuqyukcLmkx/zza50nna5iLXMv457E5rMj/K3bGbliP0DOd2wq0"
    "l4xnnZ2i/2DvcQbfa3wZFmkW4XnnsNoT+pq3snZVQ1vQVa7Tj4Lj5DV5U0fg3/fgmjvA0+8g74Xm87WTzTaZTXZ/20tWMVZrz2l2"
    "m8U0v7QImj8FGejk58jTOLu1zG0W6lK/lgXUTnVE5XGV5rJmvM6MR0Q3ydsj1y2f8RUI10uwNscxZq+OInpUnJ5eOTmVhtPnqLEp"
    "leBxXP9p+RmScpUMCL4Lu0gf7RDMDR+F/LeSKk612Z9FuJs5sIpjmSMxDJR5Uks/so55wlm09gUySS+R38Tl9azvaCrkbb0mc7Lj"
    "MPvdFFmSU5cZz+z339w361m9S3BuO0MUBluFQ6TGx2SuR8khPZ4gDZyIcTO2Sc+uY994KnuDMtSpWa8N4uT+Cf2Jfk6S4bnSXl/B"
    "NR8I6rJTs2Nb7IsVWSbmI7ymM7yM7kEr5SbNSzlFb9+wiihYa+mZ3Q0pLGRElGIm9hJW4c8V81HM47lbThDjjHtbj8SZPNnOmbTQ"
    "2+Rsidiw1xPFrB4afR38mWLO9RserJvB2IsIsQcQKyWRsy8VPodkefI9pQv15ZbENdnAKORgnA+r0R4APbMG+7ErvNSXObt+UzBU"
    "LtIL4VU9g/csgbRaz8kWcgW8upNhqwr1Q+xxgRhb0kOSohauZcxl+7Kvn01z3XmWUe3FDt/mEJ7n6OfQhT9ROgzlvU6PwXuWQNYz"
    "rEw8p4+Jcf8W0yvqhIjiCUbKdfof6ueJlKaEHghL3CP4kpjJDZTrGk5fmb/4jMyHvS4hCkwNM1Suw6SMEap9i3km7TjnvhGrEiKS"
    "KGH8aYxUNTnkRod3YzZjolzLzMYPuN592Jev8OyV+jfo3i1atIQfPVs/C9fJyHBC9gp9C1J1REE3Wc09TfP7rXqxnDr5C+IObtpZ"
    "a3/u4dmq2hC3cVdxPe31vkLTGjs3l/0fhnCzEPGf9YOvhH96jtiUTszrh5jvzDDs8QGIa5b4/riIW7IQNskqLs+y7zDDE+h4dFbB"
    "z7hCTpIf8SxuQriCnYq70ovfUu7R1kGcKxfHDlQQ3c56LBZiBbeW8A/PY5KW0YnB+dj3s+Hj/0fHyT7wXyr1uaBBT2rG/jxJTzXj"
    "Ee1Cnq7V+K5Z2KlYrm85Qr2u4U6VUDekPKeg+WwJooyMkd/987m9dFwUxxPx5nh5Ge97FNf6Ee98grK4Ed8yQI5HhGMIt8aIZhhG"
    "faDthsobcj++a5TvNFTf7ZX1kYWxlFh/+4FyHPbqCbz2i9qk62W49oeyhtmaNCxLA337zSBvq3DqrJu3CJ5fXI3lYBGe8hfjHNA1"
    "spdcDg+vFPp2vP5ONOP2QSb8VI6SabjiSYxRDC3BckiP435X4b1zaUddFfgQz+KzEp66qwWn/Co41tZ5rK2tZL55b+aH56lF7ln6"
    "nA7rwTGj7Csrctyo+2EHinyXpTB3EIcmd5X+TLOzfUuJCq88dXW+m3eB3gl7vr2v+DsrZr5Of0kxi9qYj2m5SUXWZuiMRXmVxKmR"
    "rJ9lHPOniRzqr4vmqohRkCWbTT5b8t+V06BJBugpsVrrFvA1KiAh67DGJxNTw9brRKmiv1HiEbPcZKlZ+tDbhu3EfMA4vK1fdRfJ"
    "/0qtz3oIs6Gam3QcQDSsxujPzaO7VagmB0ucZ3Wsx+4u8/P7UQQS+sm1DO1vOeWhwVfs3ayN67rf3OciksS8PUgcrr95lFdAHtfg"
    "JFwrH7PPvgrnfbmcAb3zJbVTXB3equXzK8ndmvbTYZv+6uDRqpoyFLpfHcSxtcS8lnI62D1/ucf1dbVXx3xk3TwPsxNwA3NC9R7d"
    "xdn9W8icls71R1fnckknMkacv0mNX3VTxhSHqeM83ZT+8fU/4u/Xe2zrOo8kk9ALxGWzk6yQOvsR3VuZRlNj2oSrWdnvqKyJpxgd"
    "bqA+tNy8Y98t8YwQcc961sDTPRsn9iS/lq0kQi+3f3dn3JQ/muqB07hVcCvO5+mIFk815JJwT7lKfxKHRhn96twkV57QH6SYZ81W"
    "3BBdUuQ3qddr5G0p4ivWVzCQXLA2dfs9TuRq2qR1mkFUUYw/q+CNz4aGW0M/LAHNswJeZ4Y5+FriHqW4Zy05DRfJ/c45HztCJDVb"
    "3S5XierDvqex3i9byTnLzZm5b0ctmGGOoYwelLGvGtJBrZ8TaazyDRXnhW7heXkUexnlIU2vvKv3I55LqNVtDH3jZr0ZFvZtfVUX"
    "yhE6SLowMzRMbOanJStcXYI38G02y7sTfbIVOpk4BdtB0xdqUz4EN48bnYvPiUxewRnwHvIyns78skH4ziy8pbQ/EUXwtmp8h08x"
    "/MnfYSlq5E5WIbcOWshj+ozODWJh2leteuXmSCKkJatV7ZLj0laflXFc9CXhLO0drJAbyXu+M2zSG7CYL8EGnwINsZETZeTppD65"
    "ixj35WT9dVp8PfvNelGiztDukNRt4AWfEzyl/9IJsJHT4Avfyw5p1SiybjpntAzP3405t5b05I6C9Bkj4+lY2V347ukeE8exbkX4"
    "5EN8z0s8h0nq0E8zuU5e+8lI+okhsYgsX9BYlwh9/BnijJzu52Bctiblrb1ifQfrzi2HwbYvh4b8Hf7zG7pAPtN3ND+GfmfOBlu/"
    "2FhJeFu3jmd5LVaqI7GHj4FejTGOOpTexGQ9i7N0xgZrvWPXSJL14DfJCBqn1p2D5/iBVXFj15kuY/Q4nRO+AGnsGVRBRg+XIVIY"
    "HKkTmqnKN9cxkPV75OqunX0uO5uzd+JP4ZZeZyv71xuvFvqruekpm7k6xL9e6rV63DMMJ/y/7SeOIyGtzfUS5Jfrl6ARuhA9+Vec"
    "z/vlQ6zmAJzTT2QDdFYl7UodqyyXYd0G0vtqJRW+47Y7vA3rIamir9gLp3Gu2u7ti3joA5zJnYNi7Pnh8g327RAihri+Wpdzcr3f"
    "Naxn9mdMs4wdPyYZ5+PpF/DvpuXflPYe4cH6g37J4Q13l+6S1ghrutKfCfPFd2oywZfxcpogN0aBuHdv6XM0UR9dJ29t09rIC3yS"
    "jJWesCtfI6qs1+ehF6czr/ikRGj9Hf15SOd005Zis1Mf6xlieXjDADgAmvssmar78B6Olx0Yfy9iRdw6AOb4OWP1fK9Zj4BvvVSD"
    "4HFbZ+xmwdfaDhFfC8Sb7QpeQzxlSGCOR64R4+oHargEvKHQ11EqvBw41s97ZIOfUquij/ob0aRtTuAXPQeR2lystCGizyLnalDw"
    "PizTz/AEGjiJZCgVKR0PP+8IRD5f6E+suVWRm2U2vnUC5OJfeiW0l8uqGQ77dtJXXFSRoK88QSZKx+DvwVydCl2/NHxWT9Y9dHo4"
    "3XcCZFlJ2VUiTA1XvazmfLf1Su2PJ3gf31qk78EyWIdbFbGWrsY5L0W8fjB032eQ54i3VIlJUOErdbU+P/Tnr5jm+pXszCno0xSR"
    "dWfz7MRzzCplOd4TY57sIY9inbaREVJIHWxohVsG4xFHfKlN0RHdrzZeVp6ERv+EHayHyZPQZOZ3nylf49T1kLb4V5lnNkjpQlWP"
    "WdCAO4nxLpO8rzLe143SG/K2CE++Cq/uReT1C8V4y3+jba+nj5CkP2hTlQlErmW431lSw/6/VsR8mY91LIcX0JbSsb9nhs7SS+rB"
    "STk3v5PcpE5aQl+0krOyVczzN3i7FHgLtTWs33Q1TP4S2D7DLF4A29cJ0f4PqrloMMqQdvOf2gwxWMqjUmb1RWoIk6D+iLnXqXHo"
    "vCKG9VuOkzwPludn7PqgP5krEFmM3wv1QXhcK7Een+vZukXBm3je3+FZzcLzvO47kSx2NgaHJFEd2+JOPmc0mIJlrtedAkMKXIBz"
    "2NrPwrtz2oglsDsxtf7vmD2m+R6UakYa1nc/gNMa9YymaxFfukn/WnqIzqrW5TCbXEY5qkRl/SxjJscwp555zuZ804zC7Cerua8p"
    "jxR8oXyiNcGNcjp8ghH6FLT0y1ijHrKS2tn2YBDRmivYPZT27LBlEpdP9Wn8zGZtZhMPzvC+1mj+3ohrZHe5CN9eyGxSBbRNMXlK"
    "bJ5ttq6TQuJBJNgDkGTHzWI1fL/rJMvdz7C26qpBCei+Inanx33/aJ2P5QzfpcHPlG0v1nHdmd2NhsDbwElNm8laRESSsTKPuP/7"
    "S3/sqvHzWSS3k/zM2sca/VavkKOkJNfbltHdpMrronWaf25X6VVZ5NiOk4txPw2UUjcv7mpuGXVZhpNZibgNdu8ZSOMSaNvX9Rv9"
    "OZiF+2oXvKfnYo1mk0U1Bv95IvEdL0F8ZvvvOukiee+dyydtxN/T0AUxdV30MbJ5L9MfpYa9aRnPQfYQruhY4Wt0lmyUI/UF3UqM"
    "sftOPP+jsBVdZKQc6+1rxj+DcJ7YZVRvgeSXexSsw4jE4Th5HmQOJ8nu1JjXJVOZXQ0RC6fgm0VsEq4eFzL73sXnQ6vJ0VLlq807"
    "idO2rfy8u83GRojaIe4442chE95WvOCRKFr9acRqUWi7Jsjf25HFPZpNj3byep7uGHMlNvO7kRXJMNfR7epMA1l17yiNnAJKD8zl"
    "VNZ7FvBKrkOCPUwz9HFx6CHHiuMTctOCCa+HDDP3PJnj/ZkaRrLVPlPSIod0kPCzesYaU8fZqTi7dMs5uXUru0WruDNbIWJNs1fM"
    "tHc17NM85ge/hc3YX2+T93BXz0K2arPvyCV6n9wYPAkbdC601Eu40kp5GZ8aB3t+Fp+qOIc6E8XkA32/+KH+3pKUL/OFZpHPcXe5"
    "lFmnFHXYBmaQbfK9le+lyPo4vJ4sGGmcrfOI1uG4MTPET2wl1sM0uwlarPpYKZvj8CmkfprGCMRi/aXsn7BJkjFY/7t1YPCFvArJ"
    "W6EH6dhgCrwky2m8jk+e4Z+mnnLdO4eKl/KTalYlcHj3Tn7yf8ahmzldvI2EOWSUDD2tKJuzhj8dlVvBKD5wO9s9J2VJPRD+TNbP"
    "Ipn12JNZrAb4Pp/pNbD71v1vXTRdg33hJc5oZrYiiivsbN3Ib55PKV7gZ5uKm2AHHiPVPuP+53gfVqvM3xsR0gPo2aS7yqFdGGqK"
    "bnIvyo5ky5vPYve55YZ+xb3P5JxhkX70hxlB5z+lVJp9JU2sKoePcjTvoECKtbFLSiSaEOspERLoIAn9lGbWVwbHQ3JuYKW4lr3P"
    "EbuG1a3+Ts7vyThNr7JXpk77cZ78eHmY1bo/3pn6Gk81T3ja9wHaDPMtUpXDmd7o2a7sU7U6QpL635gr/9+eVJpgnzfttNg0JxzZ"
    "57aSbfYVhf+VZu019P2UlbAiC/gkP2CtnmbfhctAJ6AH3tRYrk5dnbuXXaTMf0s+zBGTwmp1qF+OEb07/IYbYOPKwzvwt+c59Tle"
    "/ykWw4/TvQvG+G/qLlsy4mucO0vgnbfpYPj2RyNKqdQbYVO7SbW0DLrK2bpB7tVJWlOwTB/XT/UVSFylPoaYzqpN84kGZads5yDG"
    "61Rznicfb7n129rc5nr64hVkOf4dcXIZduQ6/Q8+f1IwRn7EuybB57xZa8M3glO0D+5mO71Bx8kGeS8oDa/St+RbjecyXK3lv/tu"
    "20lfrzEvkndgi7aGXzJIH4An7WKW7RlhlTKXOlJcvGLIattAWqrIvxr5uQtYFZuMdfwS0rwBT2x8WR/A1n+oS1mjWNUk12qzMwk/"
    "MWCobzEfXVskd4LvC0vByvSRVX49GpowIbncY2aTrJ17oqnydnAJ4si3ZbC8H74edAuO0JvDT8K1oTGnzmUXUZKVmTIyyRkOc36s"
    "loV6OrRSJVdiI/NpaTKE2QTpDzpUpjTBeawko2gacviQXiJvsUvOcPX74jk7wnMyjtpSrHARs2KT8IxLiS5ThT8HS0WTfHQNeS9t"
    "erKY9aoI38Q44PbzyPd9mLPvlMsNlDc5a5NlAnM2SWKjJ1jbr9M1PFmXSlbjng03QRvxo882/HeevUUTTRvx5WXIiKGeg+QfsIe9"
    "pZ/nBpjBiR7zOH6XzlLAqSvXLR5jjHEws/T5X1kLH76ffEB8sufga32MvTAsyd2knPUFy66eTD/OKkjHkNnjZnEIL6WIFJewumX5"
    "/jLuj0UXETNp057z7YigZdOmx4tNgW4pO7EaWMospPlLU2Dd3tKzyJRygewt7STpEe4czlKCuvEgcX5Gfc5XVm/L+/vOOpf9iNFz"
    "iDH/OZSICvuKVZArOLe1nrNUJnnTdZUM1Zf0UkSdD8oXOEcrdDi+e4cggeiwNfZjd1jQfjh16zmzbkjShViTk+Qj+GuT4ZmdKi/A"
    "F35N7sUz9tYdsZ5ltAl7iSE1uuqNdTLEWUHryF7sZfCjbsCzpBCV/IAT21Y2spZfAd90f0kSp2O2LMBrn+g58io0zhx9B9ZlvPbQ"
    "tBia7adaSNkyLIDpOkZ2lFnk6RiDe3Z44NYV5ZjaDGm13Gu9LLsiTbYP3qTOdBjesQX9PcfmEzIHHPq8StPqtotNKjVsgp5hHnCU"
    "hzTkqMv1YTkCz3QeItC9pKMcBw/xDnmFqA9Z7L2Lnd18YnuP0nqkjJHB0E+LtRMs8V1yNnyQS7Q4HBYUY6V7ygYy6vwOn+9cnIDj"
    "gquh4X7TXZjvSdIGDRHDWu8gi6Azt5ffsIrGwLNr8Bv96DXQ32czQkr5bqE4PJOsr5pW8LwtZ41BPZJJhv7MekhUlV6NlV8sbxYY"
    "uvGZcot+iJ28HpbI+kuelOf1Yv1GRuk/5EHs/yjs29HyNWKCrMdITvvaleG0LcI3ney7ZxKsN0dYjEnErH0kmasFuky59caFzUTi"
    "UcazZZNMcAfP9VnGWNnqQafLdYgV0mq1l9/ZZRn5UFkiASin9JM8NaOYz63yWaF6H3+Pg2x3x6kdK1fLFrIMp8PO0ff6bjM8UDdI"
    "nN/QjjX40GNRLPJTRWlOeDneFevm3V9cbrhSE/5TWaJTWQ3GdU65uQnnC4fk0HZP/C9GrQmiclRzFtf8vL9xmreEWP1/7N1f77l5"
    "d4Esmw98MCTJvAWrH270U1lu/uVJaeBkQIx4fnFOW81iraOUHBEHs1PQ/ZqSOxOneCy5GGR/pLwg1vVo7ErmeTyC79+Ne1nESbMo"
    "Z2YzG9fjPn/DanSGrd9VdpOFsJMF0C3zdCJ0zzrqXZvo/Bl3Ni6w/M8CvV1n+p0Pc/mkLj7n7TpMetDut+fOBr4bO6P3axBcg/vb"
    "gDN3FPTglXJJ8DcJ5ZjQ1rEUu7g7Xqtl/NYNslnGk1EHTb2GsbxhZ9uenc2so8loC2mK82KMOyajX2IvStk3Zf7NzfRoftXllLVG"
    "3ZL1n5xDGVqM71mGJ94IvdlVUvIAtM4wmQ6NaKw7lZpugtqwXw7PPj/32rnQ23N9B1xGNcfb19xkUL6rHcDKtPXkb0VOJosAKnFX"
    "p8hbnJVMs0drK8jKcjKYPAVJahmsgNQUmu2Fz/czPNV1kO2LpRufxWVxlnvcSOPJvkA+h0e3Xtcwz7V1YBX1ydx9y9wbz3wJEWv6"
    "Qk6qmbOfox/rhWJIKr2hCX/FdwzT87FmA2WlHht0JEpaY903kUO1UdaDVzKiKaXfPpfziMX0gho4C6ieh0PZxWnYC27XukhWo1pJ"
    "xluKRcGZwZXSAvbk3+ED4es4Pw8EpwcFOijcXRKbsEy5vIvFEks9PrxjNWlPP7hY78Xv8xjnpj32YqWvSJuene9nDu28JL1XUwrt"
    "spzW1uWPGliJvVccy8OqnFw2IkhuyRyIeVGPIbqI62js/lKuwzJok0Fi2mo1LW0M+j3Dap1VFzZC424RfIjPfAAdMgf7/TX2Zxmu"
    "8IxO0AWc/8/kvs3h7rseynwz7AvIHudYfWO+88Fwfk4lClstfD3rOPpMjL+mAxGBNiAOKeQUesg5/jgzU5X6myQ5A/YIO5Ycz2Wa"
    "/HTWA/BI8Cls4YnwQQ0VfxI8ykr4M6Oga6z3qMpb+4yf6soSCchNM8a9P9BShovDC28gtm/cR1lV1AVJZscq9QKtCfcN7pVf8PPR"
    "Mkyv1wuD4/Vi+OarsTrfiGW6FqnN0/eRcdID3tdduPYcnple4lA1DD1hgO86M4nt6ztmbGX7QSe6DKDLaG5kZaGBDEcuajIUcOcN"
    "zSD36Sd4lsdkLdY3bMJPkeWcScZnAqt5lpM8zy+JxRNHQweuwNqlvJZu57GHLdNQSO1qaEQ2CdzPc3nVQXsX6WT4ktew76Wn7zdw"
    "MZBNRhs7ei28gTr9QQx9fT28uJ0QNR4pa8mleqsYVuFdcifOxSdqaNrz4B3UYPW+Z3ReyRzjVNYjE5DL6FfBH7p1uslpgYY9oIHv"
    "DtoyGm0n42VrfdHHfmky3jX2sKuv4e4ujd06ad9XFNIebu27yuLEOnfeylH0pGqw7g05jty0R6dqSe9zkLgsbgFsRB15ELdq5jO2"
    "qxHjkDRBy7Wp7t0p3U6rJ3MRUtrjGiT9jo+Gj+z8V6ud5rMYjSj3qieKm5yOcB5TnKBPwO4y78soZYW3tEP/lA/5CnlappGtbzVW"
    "xKoipfos7ncpLNhiaOVqdo0ar9nN5BQxLOB2spgdnsXMO5RomyBGRL1yxmhxv+4pxs5ZX+1cFz4u72IHr0Qk0RnRwSdymRwun0o/"
    "ziw5vzUkz5XZ62OxvjvLBTiZO8AqfIZ76SJbS4BvHwbrsJl0ZR0ky8x4b573JDXPCeyMLPOIWWd5HPok3zuUTHaf60B92M5a2Edm"
    "yG/hgcH44GkdD69wOla8Pbz/ido7KMea7RdMxO9n4qln4Aq74htPkyGQhY1473zOAd+Pu6rCHdwO7TCX+m45LO5VmoL9srraStyR"
    "SXsVrmn8g98R48TwGz4zfinoop2giyforgXnIRIfgDhyNetCOyEW2I3YA5PhtQvOsmUo5+O/Jfq8mLe4jnNN3YjUX+MzFV1lH3Za"
    "NjRT7RtONASrbv+qhhIyh5+swcqcrveoTWbfAH9lKqz9SbC8B0khrjmYGXubI9xa1lJ6y3D3r+GZm8NtTXnZdVmBod7njzfLi1Dh"
    "uw6MZarprEiDVvteFdvnmeTxM3yRA6WnJLxvUM8TtLPnuqnXZxG1prBib2Otb8KqnY+d7yPGxxzLcaks4KTo1R6JoJ5sPRWU2Cfx"
    "bDYFXKyfwhI/J0cHt+id8D3/g3d0Dn7Fnx8itr0N2u8+dgSsob4p40lMq0MIXIn9WYVvHkGOyGpcayZ8y1XsAnVoNWnf5W3zbHb3"
    "XaFXTYr2kwMk5VGCB8saxuH9JemrPttIyud/UuyjLmanbqNuSLGPNENr7CLCzWQbqfbrVAWtZr3CY+CldxPHcP5v/CRApF7FHKrT"
    "XD/QMjof6RJJ52Y+qomz1t93oQ2XjO+Nyvoa5RAf0SWYCTyK2qCYeMxpn9u2uWDDo3tUijwKvLGF7ot3dpaZ5PWo0kMDQ8UL5BOc"
    "qN/0K9jmL3U8JK6TDIJklOu1RLfKErNuLj4/Uwz5YSqR7Su4rg1Eu4yTR7a/9JK24mYh45xKMAS3Gk7vZz1zptPAu7LD51js44n6"
    "qbygI4P2wRe6LfZ6KCz7/pDYJNczw4nWNPHtDFnvQnqYrvZ9gKzm7uzLOtnPHrHf+i8f0RnMqrlp5436Ec6U2eif9Gk5UmwSei68"
    "sUPgJTwl72GdetPapL2HVUh5qGTkatefR4/3UfpnNuFRjZWqg9xWwW6u5+S6dUYdJR/hU+V+Qk098okxzcbJip5vyifJbo0MPJNi"
    "oi5n6S/VYYVWcOrcYWtMwD2WEovkQvmtSd0hRu6sxl+uNpPh/cUpn4rdUs5UGjZECTzN1ZDMOG1eKexaGedyGq17lrNGDhWvmpOD"
    "zobW+6eqpC0cGzyvb0KafoWGagMrNQnSVAnNtJe8G5wlt+H83a/F4Zfw65YGQyBR/9B3mtFIbdj/k875GYso2adDC5aymmRZf/OO"
    "jhLXebcK0ecyrJCbqOkkEbKLxb49JKFRtLFVzpt3PzmWHLDR5L+b223gnkeTJ8Xe7zNO3z5c0dPFusGq2KtsvUfWpzaSKGTniM1V"
    "70uvcxSk4VVYjUnQctaB3Q/a3OHwHSOOQ8tYJZdhxY4Vmx9cC6+6zn/zQjyj+97W/zWd6/5lLEEXQFbLoNfuxNU30gc2lLwa1oWt"
    "ctECXnINUa1rsccVsLN9pCN5WqcRC32MzMD3fKOdghlkMm7waGNpZpGGyymc3gt9diWaW4xWNn+0m85hx1frWZ4bzvLkjqWjNWet"
    "honjAI0y1ofIFNiLZWoo7cuCz3DHOyJS/htkXHPdB1ZXTefuI6tjySPdHjHBJNiXDgU1sAT7Q0ft3Ew39wYiXZmlq9BvxeFyrIbE"
    "NhBDKOP1WowMb26GcGQzFc812OmsZxNMkbloS2aW3DR6f3EVgV5NGEeWaFXYQV5u0Qs/3U37BkfqS5oOD4MX1LeZFV0ICdsLZ7Q/"
    "PKDZWJu3DEscftxyOUkOg/z0wxocjmjxUbzvN+zPFYYoouX+aiNzuViHbpo/S3CtXgLr+ywiiW8KnscTv6vf6qNYs67BLcGt2JUJ"
    "WKuf9GW84wf6LtfoF9Trbj9MVmLMFvWjb9SZvTtLGVlOhdY7SfrIE1jPwcZuGiyhj13PabU1kM/5eE8Re64SuMZkqWSu2hhQ1rKL"
    "Ij83UT33bQN15GeIsDayK7GOP7G4czljKcutnIj76iu10BVX4yne1X/q+zqvxQ/ByzoA3/601oc3wa98Hz8tZr+P8eAcKlbX7CfP"
    "67fhUXqQfhmerw/qrm2Lw8uzgVwRHhBUh4vgs1diZU6HHZlItsNKXL2nLIGNuRt6fZ5eijuZA2v2tL4Cr3ZaWC3/FPM4RuKOHsdO"
    "zkLUtpYVjR3F+MUMQTLN6lk9vRvLnNl82QXwHNZDKsqYJ1rKyPFznDKziM+KcQbU4ColtKzLaHGvx2l/H7H7vjgZ1otepTbVeDY7"
    "EaQJL2LTOeRIz7SRRizA6ES3lO64t0X4ZsPEHCpzoImX6OWykvqwk9RxMqGGWLwprNx5ciZn7hwHeYK724sz56u1uzTWiKO+cren"
    "s/T8XISX1lQut2x+o2EPW/ff9fhMNXvQrKJ0s1heOMzxPkecqM4j2hL3EEhjX2821wHk5kXDJraucfqmQDZFuYkizJCRbTbH0+WQ"
    "djPs42vJ3FGKXTcOhShObzNFxBr1ujSTw7yO0VvPsK/UcliFzBu5/FSWvT02lRv3HU5Z5sIXI1rNcE1aEx2tM/Z9AiKkeX8Rl+D/"
    "n1c+0nHEv4nrFMjOO8FveNq35RZvGWLEvsgQI8hN0dd69FHDX+kUHCXtjMkE0nu0fAUPYyIxv2KIeQeQDdkyQxdAHo7aZK82zW8k"
    "c5wEDRoxrHUS8wi/CK+HtTwIEcs5OiHcouAJ2UavkSflZmkuR2zxeD35eyd53jCr+RmrRXfyBGZ9v5bxrp4gLhM5HvpgNTVlHBrD"
    "orUZzGp0INbm9sxjbQ2voBdnjH+B765EKY6qlwnK8yKv0Q9uMhfzcy5DbTa3HzmNXefiwZ4RpkEbfP5qlc+Knc0TUcxJSGPQtunf"
    "n6D5MnoVmYPGyi/ajZ5ft9x8TzzX2WTZPkNdi+pf1o++gdm/ap/hSPjz1zeXRQ3Z69LIYzNMRMJcD956oiSoRt1U7vwPhs4+Aet7"
    "VpDiRPWVzGEOlW2lDXWL8VY7zCM3NbKBGG7/W1yPUJ+RhI+2MpC/BnbcJfi030I/Z7xPWe2rBSGROfOtW36fwmrX5/s+Y6ueL6Y3"
    "JmIc6acQcSnyiANx62Pe5xrWm7aXrXFGvuAc7zJ2jJ8mH7Bzpp6/V+GkDCcH1VJd6+N612ffz6/6UKki/+cKj3ic0ovEvmGGr6GH"
    "ZDbIsCZqzMVO+tbx201LG+b3aeSWCTlJlPTcUhHSYJqoWmaPz5P8VyunnegiTfuse/EMroCnt4o7XcMYN6VXiXXjjoWVM/bwzTmv"
    "anmWS8WucxXWo2fws3YOimVhOBoezg/yEmz0OOmi34T52d8CeFMxRkhF+hZOxQbatCVqTBibwd9uL59ySq4a3nc1zsBUnEjLSo0k"
    "btnNcr/EWI2Zg1hsEmO5VA61IcqYmjaaQc6Aak4n/aibBQ1Ywd9wD70g8StyOKRZ7Kxph05icaVFHj2lugmz4D7ieFV/wpMPgk5o"
    "B39wBK4zEZZyFDzGs+QLvYyz3key9u4yVyvop17scXWjWYs5uU7OGs5gx3JzpWsRKad4n2sQWc/FPS/Gms0nCvFyfMckmceJwAZY"
    "pUyTeeSMX998r+zFKnYxT24ldVWC9ZCWZKSOOCQsz9KBWtcqC4/LekZpSqtZxY6hGCNjZaU1wnJuirQyFB7XBkY+T2G33sDnVutU"
    "2SDP4btsNskxVthzb0ef2zIH+bkL8+uQOvhwK/AkR4ubvTBNP0nvkpl4ImPyuRux8SCx6drrsJv/gef+BPbscJztruTpnaQ7FVwC"
    "nXIqvMFP1Po8hxO73bLg9zJLVqlHBp9Cdjohhh4Pf3Ke7h3sINfK4bqtbKc34Vn3YZ+Dsxgx5ldcBaIG59l1cjuk+Di8f8vX7sV9"
    "dlndhL5EBOEkp+835KZlrFJ0t+8jysDzzyLWcJWWOkpzyIq1TVSug7e5J9Z1KezXDHjCH+DJd8IpWhCc6TuoHYbYCFGP42x6Yh7u"
    "5RfsoeGndBTDXZ9puTvs2SvhAFjfAvkGcf2O8j28n/3lPT1FK4kpmMWpd9zQLnqvp8TspEdo/xb/0FuhR04I3oX0GWPxYH0mtL6a"
    "PXgaMuSfVFbs3PzYPnjXO57hcz3rFQcjAuguFg+X+X7dnf0JXsJ8Vi1xsJ+VG2Q5McDMImyHXTVO73zY3HXMuJV7hk2XV0mpsR5X"
    "kaMxw+hqLSPppI4X50HGiQVgEcFlZE3IEo28Wu/ifP+rsJJf6us480di7c8NroYeDjWT82kj1vZtWJM8EFqhA/ODow0zHZ5ThmxO"
    "Lp69m7+nmGeq4YmIeQYvd54qcqi2Vg01PtnvtW0w2KrtQb0+BA04WW+RynArTp5bp8gc/KQ1Ik/rnSjVH+F/fKdnayhbQEtv0PsR"
    "jV2IuPBLmcEpkvwel+X9RvkJy2wuE+uyMwVNJuUbvfYYdMnN0CShr0bVMjLMkA8rmmdq5MfYklk/47U4wNvgGp77E4jhk9RbdJy8"
    "gJjmZn0MqzRag+AI2Rufv6eZu0418TpDZpcsNt6RtdMNkBjLtgW0NiOlhlwix0iiSf94ube7NsfTVYq1rRg3h0nDu5Jk1dc4oOfR"
    "iztPKonl0RqSZHifPSEL69V0gXEI/hPX2ot35DK5MUbKp0mln5ZP0k7FfQX9//5KNFd/oDjkDJOYSl8FdhP5B/juLZelj/O0bITm"
    "7Ua7NIQM3xl/98KoJw1vuBEL1dU1yslDF4MkGK9kPSQ+CVtkuKFLoTfrdAD27nhY0HHMyNiEVYXHwg5zHeilRJhyE8MRdqfd9Z4y"
    "gFzFVR7RXjaJGiMOrdvlpIK7YAktinhTXwrfhT1ZqnG5E1qhpQyD/jc2B8feaRM8R8igTSad2+Zib1uZw6SOCAgtOYdvU6PFnGE4"
    "DTbBLNstehI/d6gcJ6fg2stZOzLfp4oaqRNjzqXkn4NEyFXyJL7zZ30BUfhb8rFaXPgRYvG10MYV3A973xTOr9yOM2Vd1X2JXlGl"
    "NlHXEa7laHhOB8l+YlxkO8pFMhBr+5FaP+zucr28hhguPwLQ9fBA1+l/oDNr9QbopBvlyaAfPP0P4KFcqm/qNbj/rWBbj2hRqM/o"
    "u+GwwKZg/y31ntk2xp4e1yleCotV5+tpYc6qi9jMbCVxFKOs+e3weFwFqEr3l+fxXB/Q95oDmTcMoLR8Cz1zj2wlj+F0bmS/WBd5"
    "Rgwb4G19CadnB+j4OlYtDVeyXvtxBvRQ2RbP8iiuI8HLsOMLOHdzpOwPf2g9duocuZHzTrXMjJewa6KecUs01R5nRtFVvvcmvqJ4"
    "fqHGGf6wWWxhV0mtoj7uwEnFNCOeMc3Ep/lfKcaaVnsO8az/v5L1oCMgIzXwSNaQL9dyTptDg1RiNzvKVsEQqWHd8hus4cnhTH1R"
    "Jot50Y2orYGf0tqOXRZRb6LZ+qfFcX6uYfUzmcOMzUCeop21O9iA018mhnoxUB7S56Gz7pNv5WB4EQ7Ztgb+RcZX7y9DVGQZ3U9x"
    "Eq3zok+LIjUW+7k4c1uHVj9eRBbKDZDCBFEHqxBbXQ1v/Z0mnOxRz3EBeTe6yxFSx+4dq2+53qx61oVb+ypaLedqUryDqxCDVmHH"
    "B0ih5xJb6XGoTMuuQRQSTfkUadQjs4evx9RAxsohM6NkIzn+ltPPTukrUu2jqTKe6GpmFir0eylrZt3qcYqNe3pn+CEH4RmGyEqc"
    "14HybM4Lrm/SwxRxFnQVw9P+HN9gnQvWgXykbOS3NlArOvb2LCOqdxgVuu6HfuLmVDI+ExsyvxCnV2kYW/X08C6St3Cls5nrt9X5"
    "VRwKja3ql5ytTfjVHyySm5lyPvZyROBm5d4OCuGtl0OXV+hX0Ge/QcOXUtYeVsckROZln8t303xLm2CaHuJ5tOp0PrSoWau5rLjZ"
    "uV2B70h5vt2Uvk6WGsfo+Qv+/QL7TUt0GaToLLz3W2ibHeVrPN8w6MXP9HCtkVOg5V8xdN9gjHSQeyEJk/CJveQOZpkNl/cp/NSQ"
    "FNbi7g1V7hfI4zh8/0w859uyEt9Zz9xOFvclRDQ3e3q27xdpK0lfGY6zS3ekrOcO1OKkdZYYbdQ24ib6Y+SuNK/iZ8n6DqsUp1Wt"
    "N20N7Va195nGUCJc1j8gbqvlkGvJYWfcf8eIVT7mcx1bbYJWtpnXKiOlmB7NKeQvMxTiEVKiFWKre7ukWbc0uf+Z97aUfnk9J59c"
    "fsr5kgcTCcGm00cyk1NFZh+X099FGifXNvN4Bg5v1/VzLYFcmN6dg/t8BNL+HfTWK7qGqI1RRre1RHznoe4nxeRTDP1sgFnWeyXL"
    "ekE5eR6Mj6pWl0AHLqH2s24LmxM7mXi2aeJhxLhDvcnslmnS627SF+UU45Qhd/flnF9OkTVjEV7ZqCd6m1XJzxT4yR5Ds5sPrTdM"
    "7HtWcKbEsOO/h/86GJbtGzUc/B7YwZ/EalanI3Jfz0p7I4LujpyF6iw1nF6/BndpHF07ynNyj3yKs/4h+WXPgB9xkz4g10InF8k6"
    "eVCv1Qdhj9tI/uxXjDWFIYwSaogun+UUchnZEdOQLNNc3SAVjkOwHKt7vxT7WtpqcoBUU17qcA46cSq4iHd/CWKBBLVhjKzErnfQ"
    "cWMn6OUchNixHHr71IJfZQ3OYok+EXaRI/UjOV52C2eGaU6N/Uy/IU1sc8tVXIxVWA8Z+lDX4xsqoTc2Z3bH+JZ+oY9vLA4NuQxB"
    "NWI/bRYJ6n/9Sr61/gK+62qdTkTH19QY4Cr0QXgG/0Tk1BOaZyH2dik8nJlaJhVkH5ngLa0S7yHte90Gebl0lV2LbLp5FN2O4vqW"
    "8tmSh5lJGgeL2Er/Dcs3ASvYMliJHbtEDgssr/CivAFNcTckoi88scP0Ms5wOiSVjf6qCfigV0k7IuIdAK+pgZZxFmvVt0HD/OwR"
    "pxLc/xjvM8FIc4xcD0/1G2KWr9Cn8JmDcdr3LWgnhvxuHaOlnLoKPR55H1nJ3p0G+kWd2BVUj5g2TYtU7nt3UtqYC7IuDNv5myFd"
    "H0N+Fmmx7CMvwxbPxKkpx1lJ5HDfYpRCx6m3XG/IxQMt5b9rV5cxexplODLUPBky/lboseyam0mN7KYktoQnUM3KZIZoDD1kB89e"
    "0Yn5/kLyJKZ9lqAeUlPLCZSkFgQDybthV1kES/otTs+3sOJnwDPf6HFbU55ZXpkjKNEPoQcchkeMKOpfURs/RrbujK9+Xd+kg/MD"
    "7k1LuVgM2dHQPsoYHxiGaWsZIRfqe9AY9bB88yE9HWQ2ZOFv0gH71sCpDOOWXUwO1hpo2SH4RDZXdYsy/I4LKcFo557AsBrWqqG4"
    "/IscFYtguW7Qh7E/EyBDs8IvdajgfrGvQ4O3tHEeP5Pr3hjk0Qjysdm5rtE06zHTiE6jtEdXega8mP9MMveZUF/TZ4mH3VamYAff"
    "kXns5C9ixGMZ6l3JfZVi1sawhLP0cX+Gl7+OU0T12MddYBnL8TQrERmP5wlU6LoQ/6pj9q3ez12FHvPgAmbqUmqz8Cs8JmsHz+bt"
    "JpB29yxSpZDHt72l30OMBcV4YYfj1c/hg9+OnV4Jj6ReV+J5rOukr9wNXWL87E6KR+Qmg+3aU2mr6jh3UkZ8g6+xUquaWdE6xIFl"
    "eI6VkLGheOK11k8AD3ShZ8XYD9FViv6rVcNa4XNHS35+9MXwjWJqsr0Wp38h9GBCH8VT9cW+fQS92JPI3xP1HZ2EKx2E1btTKnzm"
    "xniJLXroxPrhajJp53tlqRbxXGX0DUjwFDL/1uutsIjqa7s211/kJcxq8fXUIm6l2uUQXLvy9NeSgSZJL7lOq2S0zyasbFYS/5ip"
    "aiVuTnwIYoqN/oSM8lyDKc6xTGefbZYa6RZ2CCxkBa0UsfO/oWGOF0NVuQxnsQZ+w2yd7++z9SZ4bS2Yd0834TDQJnGiEiVtPWTo"
    "a+ikkTJUvsCp/wL6vieuM4i4vlnYAWNZ7o7ztlo/0EuaoPI15ROI/PlQL/f/djp4OueE69gjmKU2SjHOsArX79D1+XFKnC6vpS+7"
    "hbfcDvUzrplNOHMaMRkHSBE/7ea3Tb4ylLcKogwam8goTtsPlxKi994hz+FbdmUPcIZrX65LeT9xeMmWQ1zNeyjRbWUgK487In4p"
    "b6bzN38kvlNQA412oLTB2RM5JthDDoW2vE0XhUXEAIjRHrszaRmlBJkdz/R2IvTxiuKOTOZ2YoX7DDG0z5HMElaRW3KNvqSPs8v0"
    "d/07our9grPgR3yjb8HO5ZfRBLvJvmDMtt46rCBdnaScnVHTYAlXkSluI85SWzHc7hh2KmQn2ZHidm4p+1jNLxjCexJGtq4S34uc"
    "m9afer9MZLTppguiXi+zSmNpybPMsqeYOQ2ZHbOe39n6Onyg02Bzi/Vmsfm6HvIttMY9stpju2c5pZkgoqub76ln74Gt2X34ZIqz"
    "3ZU4JT9Bh9axStcd+3ktezxMvl/Gz4rgnxX6zmvbjbt8BObmE4/wWjlGaS3NdbRt2lezuUT5niNwdzXcsfWsdGaI9neiHIczuxAR"
    "ZyF8r4nynX6NfbtXXwiK9ezgcrV5kir2B63jbN2H8IFWelys3cSixNvEdUH3ls9x8it5nu4mpucCPT8wfh3Dmvu8Ga/T4bU5r2dv"
    "RljtPdJ+V0jNy4it7hfDHuoW/C3ojzsqxBXawIOJZv4TvgPX4drkR1Euh9zEfVZ9L7KoWw1pDCTiUazz7jjVKbJ5uW689dD61lHe"
    "pUknkjKuc9m1uXo1/aqpWJkXxRiWN5Nj4a2u0U81HqbC3vjp7fK03qPfhfAkW+waTPKTXhspIUk/U9YKMd+ZvoO/GLGC9Q+cKP3E"
    "puQukIebPdv2/wrfx+iyGSN4DgdgVTviGtavug3z3ntCpyYZH8Z4nuP0+xwG0K2S9l0T9ozrc7Mn6nkILVophubsKD1xr7tC/w7H"
    "tx4OeRpORNkUEdLiufNTxh3pSKmrUsckfhS51l0M0Ip3lNZGjsBd2W32CmT0VZ2BvS3EWekf7KlH4mwfIxNUm8zDJL0+65jD9nWM"
    "XtGkpMlXqTb3Span6SrWXIu8P7CSWix/b0ScqKkrqfvuY64kS67UUDU3z/zfltXk7BxxvAP7Y9UqfE6y2OPZ1fPTW4ljaBtAfJL8"
    "vThJnP+ETqY/7vCU67AH86gfujRha1OfOamhr3kRY383peq09q6Mhq+AF16IXdlVbpEx8iPirG/0IX04vFYy5H+t9RGOqx6V0mvJ"
    "4CmiXrAog1vA6pR17oTwv9Ujhdrn/sX9+hW3swp3sw6xwsPQnF/jJ6fKa+Q5sfn7ccy8F9HKNOAqjidnOnsEGvR06Q+N9CpW7kC8"
    "7zY5VTZ67OWdmAFMs8JpecoTsBIZn1PN5HwA83EPDR8J74FmbROs0I4FI6DxTgonySfB5h61wU2p1GnECRfSpq1lXt8yDvsy3rG6"
    "1Z7Yi21hv3pxfqKMffvv4l0WBRkKYQfyiFt3xCD2ZD0qhnAyG7Zp2+BcPVQe0UegP8vD96A5j5BzieTZFdc8mlmZBl/3qWfX9Bqf"
    "03XrnyIb1xh63vm55Eo5S55m/i3GWOhB4jHWQH56Y3+LiDB4QGC69iZ5ElHUZ9Bx7bGmJdBqhdDR24vlOpfr3cH3GmHJNuQmkLsy"
    "jmrfDJvdH3+1logRKx+WwW3BXnoCdvomjUl7fUa3R8xdo/+QfYKoSzLFOrlyjtLl+neQqAPF4uMOlMr2ntmscSLGrd72op5zrSle"
    "npLH3L0yEJ7fInZwmH3cWoz9bAB+Hy3578AQBa0DrIpPZFcfwSmGn1kryRAl23E823znUKLGtJSnLE+p+zADaN2k7cROxk+5rvXV"
    "3npbvqgv//aLGr9VEvHIa/K8GBZAb+jDd/Q5PqfriN9b0h75IEHcgH1kIf0CFyE69vBjcU6/occ21LOEteefMb7aoAcHj/sJsY89"
    "1185Gfqqm/Egu8lbeMY20DLvao300X/j08diF5aJq78OpLdfy+gl7df8z7ojIxRby0YWeWQm9dFZnN1gxkFSz+7eT1ghmU/PfRfe"
    "0R9/mcQWMaJMMc63VRmM/brUT86athkh1hW7nl7f8Zxq+K4Z7b+POKafiLGgzvOfdffyEeZ2sJfvuUs1y+b9V17Jd287imPJTGlj"
    "3NNAq3uKbIPfXTcL9p0zDJ9A8r6CtzrQ43pYROWmXuPQsftD1mK+G8s08RBiyTeQbb0eWu1HvRM6L6kvSBH9Z0OBm0IevxLWadbC"
    "z6jQCVjv6fqdWG9kwueYXN7JVeRO5xxVXK8QmxT9ir20+7FG1wJP9jLs3Qxo1Gm43+8hjTvLT9ihVsHNUkzsXcu7byOGbvMtpfxO"
    "PONo6QHt10a6yClyr5xkPDV6B2xNJ+8BqxY0kbZoQr8/z/9x+NRGon8qp1qtmjeN9bB9OE09CpbFUDwfZxyR8JOtMVY97uBMQIhT"
    "b+hQSb5ay6611mQAWoNP3yhX69/1Dlq8FfoBLO10HQcfsZT4PglEsFFftoupVtK2zsF72/sqvT3xIWLxn1VSeoh6NNQI19t12lYz"
    "w96Ybczk9F3+7ynxaN4h8wjq6+mDsNdTaTvdpJXrorDnvoOeWwOsiOWN9mKUmGElyyFJ2nlr6WfiksSOzPps5Dx6+PVqPTdLdO8g"
    "Rg04h323VtFxWsbNXNWp63SIe12+taiPog1hfkt5TG6GBJwLuzwR1zpT+wXV8MWugDfTXzvCF7oHlnUb+VqO130QyTyuHwZPSY/g"
    "O3gv/5RPdDfY4McQZ18s/4bkrmPvVdZPwNVB2grpCdtdfNKka0LIdWLycz2eenhwJzuap+hF0E2zqI1GSicZI41xQiRvUa52I6vn"
    "FlMfDwltgMWxykWRYdB63ns3G34Rz9xgaJwK2IHOOEPVxABdhu+5Tiyf2w/XagtLYlWllezQflY+xme+UZt9PZoa0rLMKc8i4mak"
    "47qLXh1cBv+6pfwnGIRnfABa9X5YutvZ6VON9WlE4Wtkm6wi+tMvtIKODXy4uAnsJ7BWL+DK28qn0KVVeLrvoU/WNVN5cDhsy/kN"
    "EV7T3pxwba77Od/+5P+e/J85hMi4jlHbns001GkSI9p1XBvn3Zy2N3aKbZpBfVxDRgRDhbOI6lQxZrWB2Ln1WIeMz6P1pGbrTUzH"
    "IzgDl+9q+ddgsCxTV8Mw7bwfGRlSeG2stP1T3H2T1vxP+r+tJuVH/s//pPn7r/N/phjvr/cc9huhCQ3f6HmpYRS7Clc4jfFWSotZ"
    "e3ibzDhvYxWOhtX6Hnf5FSKJC3ByZsJGPw8ttIH5NWWVIAa/5TiJZmxVO3hLGuZ4E9RjjI7wnmetx8mKMBlKEYGcIQt8LqOQlXPT"
    "gAuxS/WM8Sw7vphT2OahX+y7ywNyBDUihJoHsRgRxWz4rTNx4vcvWKdnwxacAM/8mZxut24d0/AtcJYD3mERVgfxZVhMrtaPg1X4"
    "zlV4xg7iZgNO8zpsao6Ry/liwZ96UKaN2rErxeEwWd62wEfSjlUw6lwMiFVlkaFxHx8WWG3+V30f2u0JdqH/pPdLxneNW7bSfNwC"
    "5l6OYr+Pi303Z2Y+QW98H57fnohXeskhsOazsIa18DTK4XncIT/kkCzsGQbktEidR/8t8mc4zsjF9bDvj081qPHQrvVYmhnmBs/y"
    "HFfuvxg92wbGlEcyb2vv35Gxfl8/DZL2/D4V/HMEnqkXz3VbqaLt/xX3eCX2YTb+u1SGsvfjI7UpyNVi0WIt4lbrk7calU2Cfw85"
    "tmzMNZKg7MY9u1M5/5Vhji7LPFvU/9rI5BFiHbeRKBerPOWWabD5zFL2OfVi/qWKOfvD2KVi9uAmyGOx50jZ4FkYk3zlNuL1uFz5"
    "Wmp6hzBjSNhF+poYqnENT06l/hWW+hSvFGo0je5qSkrtn8+7zf+Z/vILzv0B1AmHinV+dxfj4fkJK2CsbfYvi9o3QLoC6OSFajza"
    "e4jDGFJq0/bi+qXK4f3/DLtWh3PWXQxhdwsZjisPl189C5fzo07gGbDIaQ6jpc7SyOHlPK629MF2w7lM0gfsAttjmqILYg3La30E"
    "j7CUHu9avUvMF6rDKb9banhX+0s9I7JUrlpZz56iUsZ11iVoWZPhcqrshR35/U90VZirojoUv974+XzWkBv0Ms5LxbTWz1SH5C81"
    "STiQzzFZdoJn8oncqEcWrMBpWGeMFPKv7PFhOTRphrakiNjWDfTb6olDUKquThTzFfEsvGfTfB/htA6Tm+RSeCT9IPUn0z94nl1y"
    "cUa0IafNM3qSbKAMFjYz5WMzbRVE8N6CLONFrOUfCV/QWfatfHSaYZ7OIuLl8C97yhucJljEKd9J7G5dpk8GhjQzB9arhF2cJg1z"
    "oamuwx2ulkvgq87Hc+0B7XMQ/MVT5T29HR67MhKt0xdZCSnmky7Dt2wuhta7Qh2yZLQXl/me3xXseI+6IUKyyCbYrbjR+1fqETYy"
    "5KZNsU8nyTyUceDtgPcF7NjvSvvmzmoclizFqnwa391GXKZhPWudlyO+sHzVE1jb9dJBHobufC/4Uv8hj+EE/IL7nazGqPgLrmiZ"
    "/yL4dyuw9z/Am1kMj/rxZqPQ/+VUprFpJv1UvUXgEXKz/o+ZrOOc/J3r8TMeklVkwVNOcW0hDluxhtyDK9nHF9MHEV04/oRD2MHd"
    "ALvpuoNLczx5sRyWQ9SZ3VqGyGJq4npogBIyCrnZDUM12giLbrxzrcRmtxqwa0sRJe8rV8kt8Au3kv1kTzlRR+p98KfXQX+co3/H"
    "a8vkK5yZ2fqu/AM2/DD5SEdgj0PfA5og91mKXofNcV1AT/c3NY+pCN83iZWwH/Vp3Fk1z5WhR2xJLi3juLb6xiRoEpt2Waev4ieL"
    "ZVes3FZynU6mp/g7tMw7sJ+jIVUT8Z23Qxt/IKdL1L0aeS5Zega/4gytZcdohhXTWq6FMQN8zPxNVHs/2XcbxvwJSGnWd+fV+UpL"
    "P2aEDGtqCb3XhGcRni2GCprQ/JO265kVqIa9z3IeoZIMT+WQcqs97O57QbLeg3Dcr4Gs4N4eJYbDZj0rC7jHY3FCPoSdn489eUtb"
    "Br/qo9AUv+oqrNkB0hcasoT3uJbVmyNkHmx9YTOcnCkfb2fJnpn1uZZaehEtve5ox5jZeVyOraOLbEZtkvCobK7PfHc/B7xFjgGi"
    "vzhU/aTv1FA/35T1fkN/xvhV7M5xvQQD+V2WPy2D1Nwvo3CGlsFDM217Ic7JNG0vcc2P0vumvofvfx/rZp0AVq86VAwXoy1kfCXn"
    "ArK6J87FgXj2trCl1ldR7l8J/SsNOL0zoKFPwGpOFauvllH/LaVn1B+RTymue7EYN+0HWO8vYUVaQBrPCJ7ToU1wm10OsYM0dvk4"
    "FtkzxVAL077iZdZ/Be7Z7JVVqw0rel/ogDbimGTtKXtLC3/6E+ymrOGeLYHNSHm5yfBMu5O/QD+Az9FADsVF0KBfQzaWM5PkYtyu"
    "m/TbN+JxuIjf1TDW4/8xxJ2Yz67ZQsjYOOjqOh0PGd4BT9+f12pPiTCEmqbXelTizPGswPvXe0wjYzlMwB9vgNzOD7fF6r2t2wXf"
    "SWf5PJyk9+BbxvrdTPJU1NIvsEzeBO0o1UQlq8OZuV1LycQ2UTsErsraRhyr2zl8pmexasPZ6+mewrIiO7DHr6ccAC2c35aM9rzL"
    "Dp+l2lfbZxFvMmS11p51tES8rSF17zTc1V3i/K4inq24uhpHJXPNbl1ifm7XIucHEUel/bmJw8tbz9O/Ro+ReC6S6OX1mSHubMMZ"
    "4u9YNQ7p17SVanJvDCPq5EbeSa1HLCvhzKfFJc3lKfJZpnp2c1mm9SlxyGAOw6qwmUp+/lfiROdM4E6VrN+txXUQzsU9P49vuYvY"
    "F5XwWq2XpaN0lO1h883T/5CyXqc2u4O1xqncViI/0k5RXx9Fug6YBPOQw4m/FzImyHI2/mh5ClF0vQ6ROGXJejWWkEF8w1+y6K3E"
    "uLiHcvYsSfRj6xtsSYaW//ta55eq5j7jcmimp3/D+2fxzJbqZ5tULja1P7PVPrmaXm05/Kr3sCfDZAE0w+4yhpnYdXoGXp0sx4th"
    "ql8kxjcxRe/FPZ2DnxnSjJsIWoR9WYoTZhHbGGiVxXo11sY6cabo997H7yiuA6JW+3gv00WopnGu45TlDG8Ban2PROO06hzqivOk"
    "nrFNhA3icuPV5BZzUmZR+87k9Ha9nSEzZTbpYNFFL37eYYe7iqpd/TKcoVncQ5tluRHPdrg8QUSBfDuX/5Uuf8qwVudXQH1Vxp1K"
    "V2k4pplTkj/WfNVjgLuMTsqjK72L/Wohr+HqfYhWaDriVuzS1TJRbVZpPP79HiRjF9lSnmN/8FqcwA6st13N9YrjLLpO4wTnahp5"
    "hRPeOjTOZNmTnCkuD1/obUSC/UT5NOw/9fagJzRipX6LHW2jZxGr5BLEN7WU9raeu+pDeqz7yTGsdvcTx3pm/91C3NBq3SpYgyc9"
    "Dx7UCHoE7eRgRKYVeieswEZoEWMJMy/Gsskx7uY5sPTL6Tmrx/FIk8nbdOcqvJofedkyytnchP3ljt0tt/pJZtGiaHYE1zzUa6U/"
    "zlXn4FB852ItkZa422/po+b/npo/4YbuSO6K/HdwFWI+k7np8Jwf0ltx8rcN3oO/MVHf0hPh3ZRD95UjqjNG+H9CY54gVrcd+oeu"
    "yoX6/8YZ5HovN2Xadvm3fHMfb8q9RCe/XbvJRbBsd8HTul93lJ0p1XWMCrb2/JW7EXk57WZlyPub8lmiNPcq7ufp9/BdmW5Wu4q/"
    "WzdsR0QkBVKFndxDZrHLuLsMku+wKrPJF7enbIM45WTZHZZxtHyO66+2yQDY88/0Gf1c95cpOB3HBd/mJsGrcivQV1wdLf9UTCGi"
    "+3O0DCdtku5Pv2NP6Yud2DmH+GzS0SmHI2X7/iEng2LeQ3XdhEVEKY46Y1rm9qeF/1sV/YYanrjuiGwss/Mc7P8k7F8Nc8RxPFEV"
    "zvXvlMvjg5ehEcxut2JFzupYXcUs+SeIm4q5W509n3uGXv3uxOPNX0dfwM6oEp7HeziVtIuUcyfP19/lFLkaNuBaqZEi2I9izYTn"
    "ylN4sh4yVY8Vl6MLOXVzKc5F/SZy9OfZ3T/arKYc8FvkskjhJvWvRg4d9+9A1lOejNk2pldhPctxKqtxChdoa3b1XCAHyUpokfGI"
    "JQuhER6hZTF9VJ+bXurqT2qMWLspP7Ee4WSZhu+on0Kir2rVI/wiO7jV6GBw+J/wjvCj8H7vnewqzqZlPVua0mszJoq/02NZBI3h"
    "apgZP0OoRHRUsiNIDl05iTuv04eZEUxgxU0z9iBWQ37cIrOeST9VHuIpi/31u4v5RctgtQ2XaCU1byVzNIrT8zf8xFWLzw4aWCGf"
    "7zlNG3lo2jbRCm46PElJrNMriZDh8BksA2fI3svUpP0NvGIMIntjHb9qhtcq46chLK7ZgrJoyGpJP0EfepaPrMc+6QSp7kRcY8Of"
    "qENkAtkUm1nbQh6mhTmEZ83db52vEyp9+l64kwPEkLBLfV963LNjmHXfTyIszKyvmzusUJucDKktsvQtnV5agFfOxvkq1hfITjqL"
    "/Gj1zPddJzHP3Zz1mZF5rC04VrjRXr7rif/j0NKOxEk/3Bi89JawjTwuw4N2kgh/CVaQl8OQvhPUheugiWug/wq1rBkMyQ0yDPrg"
    "PDHMwG3kaET990PqD9XWzWTDh5H3aStOftjcYCcxJAZD1zwbtnw1XmslV2m1/EPv1Z0Cq0lUhpVE7c/6PjWLE/tg90ZAM46FLn4C"
    "8fh0xMg2sfC1DJF3xSZC3TREFe+0kNYgzdngCv23bg59flvwK7Tl/WoomL/oO0SltTxiJTu7Y76rwdAKYvoOPI5Tgyf1Zrkc9/Me"
    "9NcAnM5q6YZTaJWSUn1LkszzlMNSGr7jBOzTV+ToKmPOdAUk9FIxpLJl+Ibd/sSzc6fzoWA2nmUKVqU71mVG2E3e1dNlfy2GV9xJ"
    "Mn71I97T0eL4cuv4hGY/TiU+WB1PcX0zunctfJ+NREwuIbL011LH7GkDOxD3FesKK2f2/GKekDh71V20OEIi5k7nSbl+hQHMKIee"
    "tTSrkSWY3wTpr4zPebzP3Dj/rIWfxqxRV1E7lJUKy1TUQKZGk8Elwxm1Ev0PbNED+gSs2Z2yffCsvq+P450fUTelvL623rJUkzyS"
    "Y7SIkOWzrFyv9ZWjd2Up/v07/j2POLbmQY5gHbuanliWExNDyFoWwyn+QbqJYSKlc/FC1JVuEdbdMo8e1DCxLNKznHl5Gat6EbzU"
    "QjUExt/wr1tkMq68Vl9gP5zhyh0kJ/j5iBJmXUqwA99IHPfVRgbIHoixN4NNto7FHfQ1VrpsdS1rfRQ/Y7t2tpTRx8kQB75W632f"
    "bQXzNYNlBfG5suyoXMSO3FacdHP1hhRXw7KN11LXV+BpnobHs4i4YLVEPKnS+ZDf6cTq2c3P07pe5haSIobFEXIidMEQ+EKWu20n"
    "38DyzYf//S95X5qLNeu8VYzTG6r12eUhMhh6ZS/ZQEz/3eB1dibS0yfwr0J2BsyiTmjQL/H7PrjiWOiP/DHTqzgto7APdlrqOHVt"
    "nubfYbXze94NxG92zKcxdblv56mXQroeIiNKoRr+2zzOA8Zg5Z7Qx/QO3RY+wD7BSN0dVuniIIV7nwKLcK1U8LpWNypk32VfaPbP"
    "IfM/Q28ak9k01lTm4tRMwJ8m144voJrWoo9YznIP9m1dhW/fhVNgSWLeWT7iRGgJ68Q0fK+qXLbXTbrb3+7zvb91zL2YNU/CFljX"
    "74XyOnasFM9bjKuNkXGQ1LGyVg1/oETfE/MDG/zUcCU7hB1aXHQG6sjR6NASHTZdb+zfw0TJSUDu5+PzR8JXtkrHJb5GVMGp4VrW"
    "fI2Tco5Hs4n5aN7wDUr0OVxnV1mMc/okbPoAeVOnIcJU2VtX4K52Yi0oo6PE8CPmUcbWQVqsppTwCFPO11BqkS1h1ao9G4nj+Fqh"
    "DoOs51/6THMaNqbbBDEyR1j3xmxOwpXCnk+EdHSXreV7Tmb8glM2W8wP3pp8s3E/z2r7tZJR8DV4xi+0VfA74t8XxLqZl+vbuM5y"
    "6IBVvuvcfo2l9zDDe6qF7KayyVHHxreOe26+jONOdBWJatZCW5OLYC1003Cpk7k4Wf/C3v+ob+gIIratgKadgvO6lPVnwwO/GWd3"
    "js6TG9Smk+axp24fyE8NpGghJGgaXn0Nd9keV94Mp24DdGEh7GgVovxK6rkK6FGnSV3Xdkhf1Ri/ZxLRtYS9kpW4kxhPYQ39Pots"
    "hoshUlkvQdJHeZVYh47QMWnrx4InYNPW1qd3tMeZzXovOfQ+qjIH0YF9Cs4jTUF7ZTgdbef5lRyGSNRNWKcf+wm5qBqfyvXGGHJ1"
    "llXlBupmswbW296J3Dur8VN75UzPtX2C2KynITTDb5E7sD5vQhLG6d/EGDd7Qg+cgp24En7aIj7hzVjPheQ3nIyz/Rl2okYvwx4U"
    "wwNuK3tD7i+TX5kxsvmTXuKY7JxH0cPnVlJEzHSd0rvI0Xy6SnqZ1mPQT1zFYAM/V+Ofa15OrgS6TP08i/XzTcQ37UuvZxl3Jan7"
    "BRdyAmAarEZrVppKOLn8I07vEvKxWE5tK59Lc6ua8Lm0fK9cRuyyJP2pcvZfFLNOEcN5ma4OjW2YZPzcxaW0ZtfoSWJIDn+H3T1E"
    "bsKnrwzKZR/s9H36oRinSwwRblfI69nsSfyWnef5TnA1LHPERJ/1XFyOe+Zz2Lm+8jWu+yORBrcOvoQv+Tz8yuZqyPm7A/NFrvk/"
    "k4KVX+VRZi2GcvWvWkQpf6UiHWLnqvRc6YjVu0K2hf+c5pzw+mY+U8Pdv1AOx67VywP0EYxT413s1lAZStb1kHOmFdAdo1iF/JbM"
    "z4vwrkX6DN4xHb7RetrBWTxVFkcvYnfbQmizUlalG4gLaP5AGp5wkpx0rhfA+lBijPQcpuFl7BZt5E1r8LMFDh1/a9mVMu40Ypk/"
    "JUniTilsklVTXmD9q5K9E3U84yWMxCbhjup8PXE8Wak3+LpkD+xRIjcvojhP63nddeRmiTRFmv1USd/xkPT1l7bsTQpkB3HdZLvo"
    "1Xqufifncr7iJLkYeqUGK75DLspP+X6Xbrncxeew1b3kasjij9AdjyISWg4bOROnLsrxleSYm0QcjmItEfkK2V1zMbnABsNrruFU"
    "SmvY/1c8q9AcRkDLsD5bEsEqnUNXttkRZWRuke5YeUNT0jKowi6eCt39nf5L35eGcDK8QA33CrYKW8rdUou7OhOR/4t+r10/katF"
    "Ky1TCLvYBf6esTa6bkc7o3+TJR6PJp8kpokj4JCGGqgX4uwbSpL3K8O+syRz+7YXX0E3n40V+R3/PhEeYei1umH3Km3hwWoV2dWU"
    "xfHs7j86mAW7ut538kfRV5w2sxxReP7cegz2vYbzhK5+3RIreYKY1bVZzCXsc7P+hRpWEeKMbiv0ZvaiJ/CNK3QxcWcNWasYr/xd"
    "XsRGJvWfepq8HP4EiX0MVvlLfNY8wx3FIUHb3EuGmYVf9RixmapV9BJrcFfWJ7AXVq235J8YVW/H3PMIn6cdn+dAeQAWoCdnCm1e"
    "vQ27m05jp+CxiEGWe23mciHR/H4XTsxGMxru3DmeD+MR3MH3cKW85+8iy0ck43vQ4no9Mz/VxOezvrhWEiG91fMuE77nyOzgApy8"
    "r6Hh2+E+1+pxePp10Edrm6DqRx2FdmLvhiyU6hns628DO2zcBzNgjcshByW+n6Ads6fWvTlArPeoiN0zliFdQH5666q5TG6Uj5vB"
    "T6zk+2PeGlcTzWsgaz4fYP3WI5JbDFk9Ub7SDGKmXjIbvn4lNOGooC97XMoR6RoDwVL4ALsTgd7Y0NLeu3Eezlr2f8z2UWAihzVz"
    "Pr2Tc/A8k2H9f8LzvQkr2En2lM2CN31dJtiE86RV7l/Wv71KHSp0MfflZ72aZ84mUDLUk3E+kd3dQMQvnehdJD0Paeh7DuvhHYY+"
    "hxMhM6c5OW+IFLWMVdPEKnITF93g/6TpO6+BVT2H3UwNsAqGfPoTnu1k2V6e0P3kdvlFLffeWWZgbY6U3VktvRTf9Z6kyGPxMSO+"
    "2XjVeqzqfMbcTV3ZE1rnrpB/rS6XCw414ux1eYIoO5mBhopylQnYYceHaVcZ5TXyKmquEkrlqfjJKUTl2w7vfIpezFfyDO5nJu7l"
    "I3r/Nh9ygYyG3ish7pVDUqr3+PyPwosuoV7Iem7xUxkDOxSoFLGyQ32XGDjmBW/kfJtNzhZxRqsEvxtD+2ac3DReb8PgmcGYzmLg"
    "Y6FTP0KE2hEn+TXoEevE2Fbc3L9x7Mah24wVr4r1uzqeQevuMl7PSvzMMhAX6DPMZPTF+fhAtpB3cI6mYicMa2Azma4RJqxQP4vv"
    "3zZb7qTKZT9riW1diX1K69e0zimuYUp/E5efKPXolI2dJHvSwn4CW7yGtd4ksx11nJ1r4BxwPs8uvy3p/P8Q9x1QVlXX+/sOHQVR"
    "UKRIsYMiioK9xIa9996NLUZjjzWWWGKLRo29V4y9ICqCghQB6X1gmIHpfd7Mq3f/v/2dc+8M6pusuH5r/XFJmffeffees8+u3/42"
    "Tp/DCzf7acUmqQ9JFTviDbmws7Tt6szxndu3maebobw4trUG6MtPOcsyQyuwjvMum4gEXYNoa7VGfZZZdr+6edMNzBhniXh1eJmt"
    "WTuoZdet8dHa/mxApO2j5KlcQpmp5ikqwmoYcnyP4Cd2/GW9fUuw1pf2PS/V7XDxtjez7n9/5fewZea/WimnTTfCv9haanzHRbWO"
    "Jxvlv8jx62x9LSX/E8jn2cRgpXWLIEGE2zV4bSFk7EL5CV78I+GC8NqgC7yBiXKW7Ka36+OSkNfE0IS2z3Z+7ZwZs+8LehOi9n3i"
    "Slpb5pOZNqFM5pK1LUOW2zJOtOuC3RrfzpNO5a67PJplVR5jx2w5Nc9mskyf9HuzhFmSRnX5eNP3HcRwQb39tKfB7F1fSsl0nIad"
    "qPXTjJpPJ4qqn+zNU1FE3ZtmpiGkLxeSDSJHXqhiThdLcebrfeEUWaD/CM7Buy4O/209o8GTEsSTvhTao554Vie5huI4WnIei5X1"
    "d1ri5ewYIq/cmrUw27bG64PrJcfIqtl7I5aHL+EVLvcRTms/yge020Wwmi3M9bhY2qpMPYNKXPV+RHk3wyfuFDykN8Ez6inby9Ny"
    "l16sritNf6My3oqXcFlNN5U1Q5/iWeiI09jhskRHyghE7IYL+/F3ooXzybXTbzX+DpzvdByrLSEZZBZrxAKfIConRz1zqKRjTi6X"
    "l1iujlHvf+fFyV87XcOsi3Xv3CwOU5zleXD1NOs0yHl/o5/vC7aYrB66z7AGneVt5gYsdn8Mp3Yl9+1ScdMMV8D+puipl3oufPt9"
    "ED3IlEchDpIT5VJIps0/eFUn4UwuxHUnImo5O+hAPIetnXHqJImJO1iOhVeQ8DXXMM6Lhb4WZH7J5fBUHCtOGPPy5VhTdvoySY/m"
    "Bq6OMX5fQ1aumbj6QXjeBdAgh8qV8i3sVf7dzt8h1l7vWL79yd/xdrpMx1ocRbtUSlaIEp2P87GHvMRe8Lf1YS2VB4Ka8BvIwGjZ"
    "1aoLajNPnN1p8hP4GplByH8HLfHcywyjtgN995Ix+B6Be/grVudqaJfz5XD5iKyAX7O+aTGcrehs3M021EBN8Owmq017r9edgiXs"
    "KDKOsN7Qo8tjpKlJ8baivs7cRFlI8S5t1kcNMwuz4AOuZS3Ufaan1PK+XJ/6Gj/pqbuvt5qu3VJyvnZh7+8mLpqb6/MGhne0We0d"
    "fC7KzuKd8MZTrO3VxXOqolPSdT1WcadFVnsNYjLRF35qITM0beeo2VUs8zZRHXqlCE/0BSS03tAUelrwDO14mjrSyWatDpE/MAMw"
    "TR/Dqamgjf+RU60PCbrKW/BRWjEE0dTszfzsiFBb5zO7bt5BPpvgGGjdtFPHq/QwcfqrfXyU0jCOEUfQg1PP4ZNr030zQCLusHyf"
    "qeVk4HpyP/2D1e6JiNFelyXM6VpX+0FiWrVY34DWm8A4LqpnnfmrepbrStuSs8yib+4qUTdSl9+oAJkkV/ne3mgqjqtS7ttODl+1"
    "ug1XW982Vywhk5XV3i7XnxGbv8buq7fkQ8/Pon72mknUpeyhrtXz8fSbyhOI5ObjHFyPlb5dzta/yK5BLdmJWjzmNkOWquXQW9u0"
    "c29XSIuP/DLeLmRZ/09QZocylqhhRcQxRc3FN30KPdqg9+kRwUy5FfrhJuzBJZoNk+wadTksV/Xo6iejJtrB1P8e/9rV2tLMopmE"
    "nCNZdoZZJ0GjZ5c21qDZOBGG97a+1e2kzMvvZhLG7LElHqcxXHJxfVmYBbZ/leg9kO19cYdPYQ9flm/IMD2Js0ui58nEXQkb4DwY"
    "areG+CKLjHrA9xqL+94XPnpPnOQt4xmcqTj+SGl07jdvwyifa8OK4X5dJeUxrmgxzu4AuRve1bNkQTVU2TrEebNxVu/Ad3yGVbk6"
    "nmqVJP4r9Eih4R7nHfXlJz1KxrKFxkO3AKeov/TD/Vt99tV2dq5UzYvrxTr5ZKz7ePjCG8kL+jiuYJkew7xZj06G0cIsRFpJvV3O"
    "wOmcx2qwcYY2svpWzz7LRZC3PWQidbGhRl28UuAzAbX0V8Z63LTDGUWsTamYwb4z9qCRXGAPMfPv0D/r6Kcas3oldcGAOBeqrBK5"
    "udufQEdP0BY5TlbJX/U4xKiPGfoW0fJirPhe8hBOUxAYe8p5iAfeJwZkJM5DkeyN5ztDbg3G62V6pN6ihoZtr0tbY0bbCF0baYd8"
    "eBfzbJPEXrtslfV+fUt7W+rzKhHr2DDPZZ2L+SqcBclSE27HjsODgvvlA8QwH8Kqv4J12dKitoKL9UTPxRx92lW07Rq7iJt7lSG3"
    "za6++8ZyIiNkHftwn5UtmdFZo/No180LHyFfQccNYP1hOWThaJzBNyAJ7c+KSUBae3nbk9NoLZT+8vGQCqvlGEut9QCbnJZ7lt0h"
    "XqIzHqOhREg+hXjOJgfsKm/otXpJMBwa+D19k0j04ZKMe0+VJ9S+q5vs0mbKldutOf4dCf0tqyAyEFrF8Ca3iOuHs5V/GM+ZZa+Y"
    "Y1Bahv/+RcTSCTINeuIEWUW/xnyn4znvJhvXJHYmXjDbhpVmeRsevZyf6BvpK9dja/zJC+lfVftc2GpO5/i/faUST3kq8abTsdcz"
    "5FOs47EySd+Drhkrzb6LNcSzDvGItiQ9VSfVTnf38wyFEdKt2c/rXkmmu2ai7b7Xy/AJm0fyESSqVu7nvI8XYPdzjF5KqJka4EF3"
    "YlUog8/sJzZB3lAqf0asNQp7YkwbP3u819mcJmQ27gesZpKcpNuIse7OYvRgrDK9OdHGdNG/cCXrcU2ytmPzWE3nVUHaCsQmQNvc"
    "MbvWKvjzdxFl4pifrN58oDjmkKPlXj/xaDDxSS3+DKVxjj/0FcHtqeVOI/ul5VcOlud8b98W7bxi2eI6xB9pYsv2xtNafr+BuKRM"
    "3FGdi7FrIfGh+T5jurwWUbi9MljGINK19W0gX2q+q4WctTGfP03iSTvShuRgxep5Oofye1Yg0rlUdhRDxI3Hq8ajcTBXx6ZWrmY8"
    "l9J1ml/H90McZhPuq7C/S5kdNl7U1xFV2TyPk6U76yNLsXunyQ4ynz5u/rt2Hn0zv+dQ/z2uC2oRJ3k1s4MsAb/S8EiV1K7tX+23"
    "X2lS04al9OJqOJklJGdGP99BWUbt9hl7wNWzjGWZhTAGhyY84QjIuuNMfZjVsiyvbvy2GXg2GcrZMlxlt3hGeujRJbW+96LFz6Cy"
    "ebZpojjMJ1kCOzwTHmJX7NNJ8JY30nl80gW6FaR9KCNmq+Rax6nV9LeDTTwbduk1xkop+NEZ+HWHMWtfyh37AyTG9dMK1r/cz3au"
    "YZ9YhJIwX+py36dRximXTexNasZ3HEWbbZ2jE6k7ow5Es25jfORmZ2csdtzmJ/URnF75hIwRzdAO+VmDQnV+sOuKOQVxQpr+2k58"
    "9khXWazVRRzHVvq/6NEk7z5LH88Y2NdyT3/PKxar1uP5CvUS2ECbMm8+90yeg7XkgivB9y/A/33ItrZED/F57ozncQiJzO+KVw+S"
    "9uqa+bp8svofRIt17PBdgDt7l/nGwfItPvE1vL8hzNPYN03F75eT27wZq1kIqarl7MiN4SnWEP+Q8BORzxc3ibCCvdJm3db6iWFN"
    "6lhaDRdmuHCbI7BMPzTdEN4mg4MH5Dy9Eb7B8fK6jqMtzvnOfqt47STqmYQvkafx3Ms4ieAw/R4S+4NWyoaBoYS2CuqINp3C02GT"
    "DR7iXNtrpJjZo7fwdJtIlr7yBOzHQtj1K/U7fUdXy5Hw0qtgsyfqc3KDjIvnhxX4vF7r1IDhelDYGN6ht0OjXaT76jXdZmhT2Ec7"
    "kqVmDP3PL1jbszkgTYjFjc3P8mbV5HzbVlxMvivRZm5ilctSWbXgRdbtM8zC1njd4uq+Z5Dn1WVC98Xq9hbHqVdND7iW7+knCR//"
    "5Hx02gwffq0+5vVOLT0Km3S1r8+y9ZLpeDXSHTnf47KOOJ418rP2CTbBVZ7EZ6Zib56DbdsZO3CYNPme0/o4uusiro6Vz4d12jAd"
    "s6vZ9Dj13kIVbFqTzx8koKtCr1HtKt0l16Zz4peZ119nGi3uTHnNXM7fd+HJcXX9w8Qik77syRmOc9NCrsmZ4Q76iN4KTfSGFoff"
    "a19t7jw9fFa399FRug37Yk9pezdhm1e6xa84PuameHbULsx8haxRJX1tKOdRos5DsHnop8ocXSBWiTCc0l3wEn9CtFnPOn+GsZyb"
    "wfQYK3Gt35tqcwfuVwUZ03Nk6K3gTIrjYYcbieHPcn5C67T0Xr6LZIwcwAll65ilSkErzNFB8PcW4f2H4GxcoYYv7sBp5V8b/jAo"
    "p6VJsWrsUE0Wca7E0z0QzydIxpp5YwnjWLeZ2dvQZwIX+56MHCdZpz2jTsgcdIpIhAZftWud+L6rhHEGSdugBKzanFXnRUZsTVG0"
    "P0wcbjWSotYV3MDn9qzHuYmYNMd0Yz3V30BLXSTRNXJxVFDGKxj33yKeYDfZ0+7vOkZbrmfmKOadGqBpmvkv47pzvW0Wh+/LSTaO"
    "4S7y5Zt832IU/Y/0eIboXsfHfzuD/VeuXpjUhJ+uFpILJfS8g9k4d+e6+az7LppxlFsP09g35l9pzW7lvI+a8b66+kxQxEa6hcfd"
    "Z2OW6TCufLg9sbqKzWRazKxrI1a2SJqZL4x8lvJ4F4d7SWwi93sPOT+26/O9R9g2J+LuYCMJ42p7C3TiX+Maz+MeZ+nmNnaXbDwJ"
    "NZomGU3J+vVcB3u9gzg/Lfr5oF/MpP/lmWviDNz+0kPWcXrkI/SCDAk9F1brWlj6OXiyQt0M56wep30ZcYP5tGWxnij9yEJXTg9y"
    "NLtKreZ6oJQzRxdCd+9K/rOs54c0iRsr0ZR2N9sq9CcgjBkvHfOVe6ZaZvWik9QP37GEa1YJf8C+t0R3JzKoUT+QZ2UR1uBUvPdh"
    "6S1LySZUqrfg6ar0cTkQ5/tBPRe+emfpzyvX6mtizD6TcYZmQ6u8g6sXQiPVQz8/pi9DsyzDsy3xuO/oVPWkpojufwGtWoIa4Vwx"
    "9mNj0KpqJ39QrhYzLmHt7w/yDVa+Se+RKezBNn3XnZwyJVw14y25RQxJUa4Oc1PJSTD238Pi8KTKzmG7swMk5b3ZTMyI/L+9snNw"
    "pLFc4AReAD1zp56urxYcoVvLcopwB19Zd+vQQ6LpjKE/xzmvLXf2U+Jy2sqf5d4x0E+e7S9pn6sr86z5VuW4TibDprwFqZunm+BE"
    "Pwhr8IZOl/2xb3+TSFtuLK2V0o7iMufmZx8Av7JUyzhRsQQ6vhh+aT9Eip/hfj7T4/UIfRfSPwu/D5ZFwSydJsZxsYvWhrP0tWAC"
    "fPV+MpH1iq/0Din2Z9mitySlNUV08YESoTvqfOUkZPXmFHHTkewOJ8VekT33xpC4K/0cnEbydjdw+tPn2uRXx77nDj95o06b9dc1"
    "206xZ1HJiKl1yrnLEY6mx5aEnFh2qErfk3If66+M7ySaM7spT5r961t/lnIer+X4Me5gH4bjVTqKvMoZ9hYvJ+OP06FdiZfLxAxB"
    "bp8T/s6a/HeZZ1pJOzgGkfRJXlfW+vpSArHEdEjY2/qGnCZrsPpP69bBSGiXuvAsWKHDZAptlkMmuXkFKcZsJRrGHcIbyjE+aqvG"
    "07/CWN9lgnvKkfT5ayBXZ8kz+gznlzexh2knWUmERZK17zTxX99QD13DSksjz/Zy/NmT32z24GJiwV0Noj/znY6lt5Z+U5VeyD7x"
    "fJFeIWdera/JQ3IU5xAdZch+EnrG+tFkxWnCeUtSHjbl7L2OkIJm8gJmvT3L0mI2UBueL+WsCxyN9VnH3tBrYZNWInKogDyWBV/o"
    "2ZLwPbn3Qs73QZxhE8b/ArvXHqrFvK9Em/kM0oanRGF33d9LfP9N9Py/3WekiBCd1R5EbHKGVfYK3KXrTt/N65cL+YQvkosl/ytO"
    "pvfx9/I5r29dh8dzj0PPD7QJV3gA+3gz8R2JnMPPfeyfKMk8RiFjnQpNQfrGwdc1jqvPEJPl4txF0ncC3UwNMFrc9HrLXnf0Pc0p"
    "6KwUsTc26aiJbCq7yz7suVyN/U7J27AebiLwZ/g+myo9XS9FnNtJ7vJ9Yo59ppzPXsQOlzW0KZZRvE0cx/me0sJVyLaplUR6OaQk"
    "uIgt1CNZ/c8QYX6UvI+f7UkvZggkwHJiNqtzNXlV/4YTWMG6Rwl2x/iG7oWtXgw7X6ozxLI5Fcx/VOB+NpMqVp7dGSiJ/TXV/STn"
    "EV5j5LPYV7Zs6sniMFoDsR4NuoLRgmGgjVXmZdbHGtjpbHK9r5TwdYvP75eZWCvobukc2Kptr/+ETB8Gn/cp1n6tR8sqj7/s27VZ"
    "O8YfaV1VKymr98OzaITNjvyobm163p1kHBjUyY7hsnBwQY1+Fy6VTS3PGNwTftKORc/53pOdiHBJsVva7GlnyT8RxmlJx+vTisyx"
    "HpHBsn5fvrPWVfy/v1jO4BadGpbL32G7/gn/vF/BWI+t6yoRV5vVELOewzZDhlHDTlXFOLw0NZlq5Bv39rPTXJ/8dzKBvEV1XrdY"
    "V+TG0omIqkZ101G6+c6NPmQbSBIX43iziohmatGhsooRRdZzX5scHEFEZc4jsRG9ynL9E/TDq9BTX+pperv8LFfp63HI3OFXtYxV"
    "nuXiUXFZ0mpOlU0SP5Ajgngho5oWoss+lWbqGdPwuZiZK4oFcnFlJZryFVK/Gj/tVN0puFmfwNWqZWd9Dis0KmjSpeF5zCIndC/G"
    "RRkf2aV8z73t6VpfSdiTMb6zj0ODhVIYvo9VPEc+hM5dISfrcL0TJ3CxFst2WIWlOH2FeP+3Oh93PA4nfKjkYrRWFEskqfEz/rqb"
    "SHQHrn4aEoeSVvGa3jjutpcmv96V8DCX8vmS2IObyCOexpl2nWFHMdt4MDRfES2coTU+hCdmGbd5Og7x9VK9X9/XpXI7vJmQK5+h"
    "9FgOsYYruatEXa2G2czSa97KI/dsus4q+j/G2mXY3BNxfkdC43RmbSNNKWlilHA6nyXFSnm0I03cxVF+enFC5wWHBXvpGHhuq3V8"
    "+G/9M07fy7I2vJ27kvZ1uVHeN1DO5Ul5/f9DjBM5lvg362m+idXKpxEJnMc+yI/kFTmd/WNr9FyiFSxySvM+qjxTn/OIA1wjOncO"
    "pzCPOctQv9dCalJjbzlBDpbtxZiyTpd/44xPhB9q3LCV8MHW6O7UFCa1+4jNJtmZvonhl0uoOXqI4yP9iKhim2T8pVj9o5qIulp4"
    "qVXc97OYxemGUzIXP1nBfqQEo6Tl+H0uvu066RIY+/JkrN1qHR2cCE36JrycVfoxvO/5WIVrcI87BIeKzQE4WGaFAXbpavhWx8iT"
    "+N1qzYODP2FF/qGftBMdRnmVUDeQnO913UGaiYZzWRnr4yjD3V/LKlULGWFysadRRz1e5ydV7EHJ30vcVJkcu5saYGGrud6btUE2"
    "apwJs+7f3szkuqpWA9bF9MSB8Men4K4uZffwTKzqT3jfIuzaJH5/M3Vp5M10Etexkz+jl8LnG/AclR6VXQUdPomaOf+clPyvWI+P"
    "ZUo3lgbPI2q56v3FspjT/bnfgFGkPellrN5Xkoc2xS5thx9L470/4zP5cbeOhzX8jbk+occ2tfp7m3o0QiminLU6kFnhYey8ybAv"
    "e2U7SJhaZtJc7cm6wl/n3IJKz9WS1qzndLHv2YW8FSER9w49Uc/PGoekdYmUt5NtTeorzGubFbS440usxCLY/UbohSJd/1fEhjRd"
    "nkfkMQ4n4x+ypXwBOzlITtO/6tbcGYfv2lii/oiGuC/S1W2i7NxOUslrfoUY527I6DHQE3vKFToVqzBLL4a3an0xJr1Kvq4EZSzK"
    "V+WLKM2qtb6ywGelrSvoKknHfmxSs54F3Sb4dZbeHvfTzccdhiIsIGJnIbyrz5lxbdRPPVeZzfMY7K2g8wPWki0qwTx8Wl+SFVgN"
    "6wlcB209GXsznZiaFmrgKp7pHhLt40piP/L1vbfAW86wozz0XYQZnKqW9bKcdqUd+OcaZoSS8X7lPGZiYJyRNUanY8TxYP/EyHOI"
    "R7LsK8nYy1/j86v2rYOxGyf5/F3a88ekWMPIMf+X8Zm3/tRdexP966ZO2Y5szA5Cm8azRnthXXeTkfy+JFl6XDdDBVeks0Toq029"
    "/+J2IcEn6Oild4P4rDmE2dfeL6mP+z8sz/007vkVTuhxvUZ1OlMMEZjxvc6/LTv5sVJVZB+Yvx7z5WjZQ2yi4Bq8/z5eYSV1YMZ3"
    "jWf0UJxMyzXeCrtdRU7c2+F71LXDHWg1xJqYjUSZRw69L5TvFYeQsl93QUO7jODn+J5EO2yZhnYLPbot9JwaducXwiZbX+3GshC6"
    "43Ds4hTIYiCnSDH+7br++klrtFvFWfP5eeaMt3Y3sVxjGE/Na6If/IS8gbV/Bv7CBbKh9glehCf1B9kNvlM9uXijmNE4yUONpGkd"
    "+foeltAzgRdxRqLpvOPIlp6jXJmNGEVe8AXtvNI6xyIba7jekovZIjPkrspyAmsKu2UdTSv1A/gRI+QIWQJv62vc8xT4m0fLw+1w"
    "tNvUpABXODEoJoJlDlbN+GxntYuVcmd9H2llQa/iDiX8c3zGmTdJ9jtb1mKtr4ArvIEUpbzOczpZ1LKlWJXvGXGMl9GEo2Lv7c6h"
    "Vt43njyszLM5z36S5zG0/biMSJl6TmbNkfPHsswl3NMK+LqNvIMcNHiasxhNV3xGBiK7pp2E/MxrwW/MK3PWZl9f4XTsIjnPtpoi"
    "ote0weYSsflUIcL9IdxVvtV7Ot8TmkV6N3xA90AM3ieOhH5qEx/u5aPXqdBvS30lZXfJ+qg09V+6IWy1uraZ16xeQ+4vLbGVc35H"
    "rc/omrxalipC9UVdGfqLqdBRH2p7qxPFYJuvN93AYWucrj+Zdt1NdKjxdUvL63T09sGdsR7icC0txELVcxpLM6xiDp8u0Y+Z/6im"
    "Z+QYtMfCbi8jzqCeVVfz3gL2ryZZJ67Tv+LejoLPW0nfsR9WtgzffzuuOSr4UV/TB+A7/q3jx/CCX4Ldf0TfDv8qD7Ana57eI0PJ"
    "75Qhc3Spn+I730/wiLLie2DHpshjOH+T9ZQOH8HevmW8qnonvJf/4PoDGdc1+8mcJR7L3ZnMbikizVvIxmsdsfVqE9Qc98Zq6L2l"
    "OHOdEbU1s1ckRzaX0+DJTVfHEm7YjCHmy/OUzeXehjFG82bu2plyQzvI7ITHeFzg573W0FOz7NXdiHHdvkyHBX3UdyLcR7SFneYT"
    "xRDCReTotqngExArHw4Nc7fsJ/NoqaZBS3+gdbK7XIf4eF5BJSPx1+Upm3aAve6q74VP4VpL2a1puYRSrskWcjWx0Q7deThlczS7"
    "tlbgHWYVZ8MC7wA7tiM8nyNhHT4iRmlrYjND7tgmcdY2jNH/SVrlAiKksz7ubST+zaZCGQPggbKj/ICfFGlfRF5f4nWrfNksC3tl"
    "Gqe+D0C8MVWjyl3ECrurzwIVMt6JshE207fZV856yUbe7zmYqO2kn95WR4xoqdoEVuPx3FWGSy9El9X6OnlT1nrW3agTJM1o5zrZ"
    "1kfEmbiuGSICrGAv7IZS6/NDloHoKZdD487WPpCtfrKntHjGPsfF18jP7yN3wd4cKgfJSD1UL9V38F1P6o3BwGAV1r6T7M9+0BrI"
    "22jouBn08Fv0BV91qKeFelMcF6DNemqgZzokKOOkjEb2f/zAuKYEOqlBt5ZT9SBxHGwLELkb89x8/Qry86B8K1/irFwh8xHVToWk"
    "ZGKuy35ksGv0sy/b46W2DL+hEAxxH7DTPaDmHiynI6L/TPt3qAzL9b2gRObqlPBWHRbeyBntb8GeToREzlGLOSbjBH8oj/scrMYs"
    "YmPE1act59pfUuyWrmI/9Rq9GfpnMif5hew1WRaz6YacU6Z6nhhavYlapgHPaBxBMyEHFXymaDfTvv59MN9bhqe5DOeqDP7oS/hz"
    "Btb3a1qI/9t5H+3xrlThXu7n1N0C+RT7ZJwPDXqRrG8v3JnoIC76XgfJehIrU4s7vlkvCVqwsrWQyS/g7/eVZ8k12EEOCDpC103U"
    "p6BzzL4kfc+y8zCH4/vrYouSYVecO9OHS7WvfUWZQPUztvv4c19Cq2LXWu4x5pYve1anycrcdkEx5O4lFTzFQ1IvPeQ2fUcMvdrR"
    "9z25DMee3jrW/66poNfLQu7yqXKUPK3f4Z0rEfOUe11tM60P9aiQTMx0ZU/Qo02dqSX+21rouq11PmzUCLkZtuBA7Qg7cWvQL4i6"
    "p47w3copP81pqcd6W8a+lGihMaybN5A51b2yOV9JQJrcK5uTlbhO/4OYogZnvRhn16JJx7LYxFzyRpx0exzj/QofU+fLoOf/nv9+"
    "1/3b3HUNP/N7vqe9J3WxdwWz81l25FnddBMxxqlmnN++WHXL41gGfqluB+2c/w7++/P8L/f2f/s8WS/RI8gekSQPSgs99ijvP1vd"
    "pKj9ODunGZq6GVIzQjpK1jPqbQF9MIt6cBUntRUzz5UjKjcJ3XQ/5GWYXMjstMW4xdi/VazCLsNZ/J5zOJPM918CazMLf1pn5zLo"
    "ZasxDKG/OxMnbY0eC6k/Ucbp2dAgw6RP8Lx8FZwf3hfeIcu1OPgurA/zd7fnf2Vj2PZOOKHL4AO+DqmaJt1kPOLxCZR3x2qThiVy"
    "nmuRPi42e+UWaN/zoKvONAYWeRE/fZk7W+/RMMXMdyWwOp0RfyWZkVjIPu8UMXe2H8/LOs/EFsYsJuqZJoaz488YVzPsSY/6G62f"
    "YDeyi3aX1n4e92oN9tH26s/yPTPcItFkdeeb3sfJeTla3wSti+M/qWtX+28qa4jJHyp2/6eI1Q22kU3kdX0Mn7oIp92mzH8jg4I/"
    "4T3nhC/r8ezltU6F2T4yNsu1DFZuAvbBJgl+ACs+R9/Dvhmr2TrI3ataAZk6Azr/Z9jIudD8X+sJ8g3trOV2e0rEppzjHbu+Uss6"
    "byERk47FXTvSq2uCRRghW0gVY4Am5uAPZmWpLYf4+r00TWqotqz3XxzHfsJjOXaXBs9n7Gpv6ZiNOR9Hd+SfvBfv7l/E5YGM/c91"
    "D6axetVECLzus5IR8ibqKjPvpIk53oT3AppwnRwjVmPQr8c6rdA39aJgvI7QqwumwnZ9gThjEqvb5i9Po+97E+vGGY/Manu3HX7j"
    "Cdx9dG6zSkp+jmoyf9To12I4xWZGXl18B3KOPp9DZrgseAXOzAbsl1+h92pTUKrjsVv2+wyc5OU49zliz60ePpwTWozJ+23dz09u"
    "noIo7V/w31+RR/Q2P12tjrV39Uw8A5jxiZ6n83qM/KHvjzc5342fSa/3GfOgTpEaj41NqWPia+EK5XulkFFlgjxGNrOlSM8JGiCn"
    "k1jDN5agIdxZ620pJhdtqO/LNvjGx/RhGSPn6zX6Dc7EXtCfWxJ/FHoMj8vE70gfvbGdXHT+V/r/ZtbCMuvLA2NlPgs6tFK31956"
    "d9gDPkJhMN/8as+K5jCMDkVbQv8j4XlX1DOkpshf1YxTPUrCeEpulcfwmQ9+uiyMp3LmfK4z4/mtdpJWDG2EbzVUTN82WjlCVoaM"
    "kkKp9XM13YSSBmJxrzONyLx/1iPTauh92izvn9Sd75PEzY9IQjcrpwIuxepvTCx1JT9RhlO5Dc7POu5UI/QRriI1tHqzmDEqpV/R"
    "7OvPxqFbS7k+gM++mnF/HdmFE8T7J6G15jKPZ0jDjF4bYz2zZKLM+vxHvUY87inIRx07MpqYY876yY4upjtYojqAiGPqvFTcvz7j"
    "vxYwZ1Gu/4L+mIrrFOMpJsMyfAtNspSr7pD9KZ6bEnIQrUWk1iuoJCNeHXPAy7SMOQSrCh9Hny1CudZ5FJ/LMp7FPSn0aOuleP/O"
    "7O9wzKwDxJ34IeI6ubvI+rn/bsyVuclO+WR0Q4m0aUY7x9Jga7K7/EQ/y6a5tniMQ5oVVYFuiLByhmJuveLe7Fg+pk2XlHlCH+Bf"
    "c5hReB1Pav5pjfSWQlilCviyzfRurFKyRbAA+zSDvI7TYZ+2lRuljtLQQGlooP6fQzvfyBnv6ueK1XG+2ypOgsrpPXKE/EmmYt22"
    "QtS4gtWZmdj1LpDOH2GdrtLl8Nn/rWcFhlI9SG06ygJW0E6TY6SvzGH/90xY5J7ypj4KjTFcjg42w3l/Gl7TEpyF21jVaIk54aLu"
    "bWVWI+v/nvRn0CEk9vZrdHsb23dvnHPMaa/1/KS0R+q/o/fCUvyV67AX7qa3fA4NvYW8106luBy26Cb9tzyEqP4D2Pb7daL8Xf6j"
    "l0PPjRCr4VoH3vdqXXXnyhKdS/n433vyVzPSqCKX3ZnskHxYLMZbybP9OXPFjmU1wbxald4JH2a2jpUd5Ds1Xtomnuw1ePfFuI9x"
    "kPeJOBd7yDPwVfeBb78CV3+fUldC/N5YcXwwB8sAKadmCtn5oer6TpW8MuZDfKj3i7FcXCtf6RTolq9gDwfLDOxzJ9la9uXkgVpc"
    "dQV8w5vkZ9iBYk0HV8KnsUzXi3imb+AlvaFP4Gw/xH7WZtzLcMlQU6QRAa31mAjXSZBeD12k3IVj4eU2Mk9WQ378uyFdVViXDYJy"
    "nRou1EuDWWG99sUeDIHE3oZT4bAHo5hJCXzfr2O7LPXWydWkdoZvaMwu9eyHbSTjpO3sX8S6ObuL5WVnsstlU/le5rM2Vc33ldGj"
    "HCg2r82YpY+QK/RLtXV5X6rIu5Jhhs9lzp38FnA2njHhdcO6Gfv/a2SNt6mP3cRYdabqHfKzTOfk3Pl6FdbqMZwvs7SbeNy8nYeh"
    "UkUEoWPtz8cf4ipetTiphm50eYY9xFhED5c1fpW3JzI+ZB1pKfOS+V5pgL3J+qxYyvOFDvSndSvPNRuxRTou0QHQe4dhHz7Ebu8m"
    "lwQ2/fwdPVlvlIs9NijdphchJDOe9fwdoK9AblZBlxQUfIdd3xQrci1WpptMEMOPjsceFGKX9oTX/jZ8xTHtzNwScfMmm/0rG/r3"
    "plljnxfP5fiI+7UOqzVQXoGl2kd+kvexexvLDbiPddBdT0PnlrJLr9hPHqjAnoR+RsUBMpbVoizjnU05waCHVPN78+mDCthVJULE"
    "6jBHiJvHUIjd7kiGhOFiuMQR0LxbiyHGM2RZSsJKNVN2O8UzoG3382cNH8bnzoBWKOMk5xL4pJvKdnI1zvMweSW8XXbsuCOe5ILw"
    "Bfk5/FRuCifpE3iuT8gN5aKAh+i1dRKXmR3Eycfr47xbPaBN2+ADQ74v4s1yudlR0uJRd/az3eU1SORiVnQ/4STUKjxpQ7uTM/Iz"
    "Vmc8r4X42aHbx1NebDZCLfTqOr0SEXoNpKkIJ2treLSRXLj7T7eJrLciA/ib9KrK2J84k3NZ1sbsPrpe95rrVZiA+36Tz1fo8ToJ"
    "2txA/xLO1Q/lBD0b3/apvtjhOT1HvwiPCYytdA8iIB3/Wgv1ofk/y2BharDeFjf0YraiBc+R4XyUtlxUoeei6kkNYb2nro69jbhu"
    "lo5Sz8pTPT38BO2VsWcaKq5Sz5FRsobeUpbxi+uTL8Le1HhWMFcfNS3jelRz7P/cDlI0XSdo1yCBGM3mZs3Sf+olYt14ZfQI12K9"
    "PoZFK4Q0Xyync8pGlMvUOMr5ht5aPt79pja2z2ZsPc5ZS03sNTkO31UZS1cTNLZj5jwa5yXjsxLRLBS3F0ewVyxs00kZMu5O4l4v"
    "khqyTa7A/4WsvZmuu7pNr8MvI85+rHdlfdbc8b2uwXoWt7Nzr0AHHh58LS/h9B+KOPpZ+EJ/xFM9KvknZ7iaVr82UXnEb+FOlcMF"
    "OHnclKyMOeZGoq6vqGvPEOiKM2B1v1eIQrJ8i1UsBsL2vES7Y17gBmIzhX9Q67SqkFtgNaxr0SY1V+htsi1ObBbPuFivwrXy47hK"
    "PZOR+7WXpOJ+jww8pfM8s/tq7NZSVjldV1haXS3WcWLaqe/kvdMGcqYMFGNer6cHOxs/s2rECvy5PaP4mbQNJ0HzniyrNP8k0Try"
    "uNoMkL5SxxxSGXGzKyDBhdjXOcSRbernlJ8IXbmCOOV6ogBmI8JfjW80X7mRkm/X2kEsjjKLYv3h1mN/BLl7k8T+XwIffT/4TgHr"
    "wAMghw3UVym8NlAy7B87UGrIU1XLmGcxPMtG3ZgR9XFYvevwyYN9pd6h07akh7bCo1F/O+ueP4dfSVaC0HO9ZuALrYWdMK69I+UE"
    "6tWM5/xKQi5+YE3N5txEp6rZR4dLGN8aLjDrI8Yc+w5c16SbNNzi7VQHZnJPEOvxqkdMfat+Bq0xEnp2EiRxNOLiD+V9xBWNjOyu"
    "k4hRR4mzyMWsRfuQxa6kTS+TIjp5CP7XbvAy9oCmX4M4c6TcI8ciTrAaYgvWvK3X4To6K+AtLeI1EvxJCzMCLcw3FtCi1rNG4LKO"
    "J9MONlL/pP3U0QROSh3/PlQ+gJe8n7yA87EcfskcrGgF9nAC/KNmH3e7u09wClkU59isaptK2JXddI4v7y9ifebGd34xz1MT7Lah"
    "gM8nIkg83lB9F22W/DrNjNRnq/lrFTjj+2F96jQIzB+Z4TVA1xjZ0JphaqLeOoW4mlXsKbRv3BcS+qa+q08zt2yM3KcFs6HLesFW"
    "/KudWOb3sM3mf+VN8uv1Ir9tAHtcwSy7xUjl+g/c4Xjare90JWKUJpzAGr2HnvGGsX1pa6WTiIRr/YR0m5dleZzyX2VB159QuFov"
    "wBleA01dDAn/MbBul/HQnK/j3paRsd86Q24IqnHyG2EH1/jJkqHHzF0tafIP5ciIXwFtX0o92YKdtZzo/WIRUxntX87PmzekzLm4"
    "u/HUJaWMTLL8uZ2aQiKn63Am92bXQQ9R3yNntQyLMVT/HvwYjIfszca+2dreDnv5ug6FX52FFnM45IyvsrdiWzrDBrkp260TzuxJ"
    "xumkYAKe7Ee9Ht+2CvHmGv0YHuWbkJPh0p8cXPX0c5p4Xh0KoYm9lEmPmBYZKq5TsULvhTSfB623Fb7tIkQ5hwQVOgV+v9VIq7zH"
    "5ubSHOK5fzLYgzo8wTqyF5UgxrIa3RJyc2c0ml+b4CodTlZ9F4lUeixriqfuIOY2O+PJH9cPoA9OkXWsQifg4ZpFWu07+np7z7YR"
    "Z9vOezl5Pkt/wZ4QdQJXcl7FJkRhdpD/QFJsn0/GusyX2fDlryBbx1zoh7n48z49Fs9iJ7VGHyCC0DFRpOnRZNvgZ5XWWn0VchE8"
    "itvgK41FRLCt/Fn+Bb35R/k7dN5sfMM/OJ1sV0SsLdJTzAP6t96Ed9exV+MwSsha3wNgVqpUx+BEvSgPsJv1NURCf8AndpY35HLc"
    "yetEegkR6g5j+D7ZfK6VItYHbS5JgdzIeR/WOXMXn+JIP5Uu7TEdbi8DKWNlNeXrGP1kI/hPN8kE+DxTsAtVZBN6HHJu83vPkC/1"
    "JXx+f86/y7FzwyFPCtk78zHORZKWcwxWuRjPmWamukSfKHgPcjoBVrAMcvq1Pgg/6yBZDru1gB5gk5/xanJVTD3vspZOD1bz564L"
    "cjjrhCvoMdtZ2Edc/cdhdPvKIp5jl2W3Xu8WeMpWddkO+7Id9l/1BZmkn+MePtNNg+uw8ynabZHWeWDm99jVv5V72XWVg05bgrWY"
    "il3qhX8PwR5a7Gbabpws450ehJ+tQTS9GfTsava1mIQOInakHp/q66ejro8+77ze/F+nBY0HKPA5zu70g5TY4pARzCa+r9gw/idC"
    "2ztER8pXp/Zh7qE10x2h48RPVzUd1pveQx9KXZR9MZ2wj2R8PT2aO2I//Vj+Aln4QU/nhLmdzQdArP85LKihRVs4ySkkQqqOu9bi"
    "GVR/G7U3REbKMLEcR39ZQHYry2z/RO8l4hjpLi4DkOXdZXWnoJE9eGnsbjeZhh0TeRHy8zVixHvX46oL2RWhjNsr+ffd5BvmhwxH"
    "8KCYBS3k3X7HHsRa+H1nM5uYZUfMAu0pEdvGCGmN4hKsRaWZkX1R3FStBZxctYxI7zIy/NsErz3IvOX4Lg01W8gV3cJHQo1+HnYT"
    "tW6Nv75NdOwjlknPP5tX4x40kcFtfOUEvtHkz2Y+HYWVWRU+B6/tk+BvkLfP4wx7Lu4/vZqnpZDTFO207+gZbhuZG7tTPpdm6mmb"
    "GGtcxNNYjdpbXsf6bSlu6pvN+GhBFDKC0lrLuSl2hs+CLrC8pT2LTT4uZvba0OJJ7IPLhlmEux0+vw66uI6VrCR041SucI2+JUew"
    "Nu307KnS4v0w64st8po3o1FE3d93vme0R7CSszDGQZ+UciZ6LU73vfRbdhUn9RqzSeZYmyj1feXZNtzpy7mqC3libWL5PNxRDXOK"
    "Nt1hPs7ewOASxEM/4W7/BBvxOezk/Xpo8D5kcaZOKugv46FhnsU+3K9TcE6e0d39XWehQZXRegv02LrYz7Vob0bcI3wKNNVF0Ipl"
    "+NlRzJ+thD0sgbe8GtZmBSzGaKx6KXMQKfIYGQZ5F/gUde3kHAaJoV93kM7imHY2ENfTa7xhlfQlMmSIy6jT1paXPcNXXbPcoywt"
    "dwn2rPF3sdraTL4EWdccy/EETooowtM9An88Cc2ThYb9DKeyhFiNM+AXbQWr9jxO4etYhWq88r1uWHC0Hh8EjI2MZWuJ2my3Yzhz"
    "+Ef4UqXkAMvQtrmZeSnIQJLoXasEpnxu+QCiYxpYf0nyDEUosg4SVStPku+1krWKBi+NNbR4e4vrns8377ABUuJ6OouJ4DUEkXXG"
    "GG+edfW28Cza1CxjPd4Be7oKOqRUJ0Kal+hGeJq7oGX3lufw1EOCQ3nSatkTU44duoJY/0p8ZiXssE0leUfvg0R8EB6uRfKO9gzm"
    "ye/x42uZV7iLumtPeZK1qDQneHdi9PKsOG6tL8kEFJLlz80dyTJCtXVdSK/5C7xj29/UYDb5qF4m475THiE+XR+Bzvlev4JEzwue"
    "ZZ3C0KPfc2pBLb7vE2I+bXpnxBbREncsbCbOl4k6QgbCU3cM+bV80m7SSJm+jLUgm/1g7Idny6cyDrvRW96g1blbK2UYvqU/313O"
    "ul8lsxcXyjaymD2nRXjlB0RVxr17Hc750ex13bLgPuxiJ8QjVjHZWzYm9sUkawYxIm2nKdnfN6PucdxiBfAC7V99PRrDYcvnY88X"
    "4rsek/mQ/R7yCM7I+OAz6BarO58iUfY+x3Vooj0yL6uM3QfN1HK2Ju/QO5usixEtFuqjWN0F+PtkHSYbBdPhJ9k8xgl4ApscWUek"
    "jjHZVjPTlvZcyBlWOG73DMJrIZP1rDmFvuO5PkYH2ymbCSt0Ba5mUW4RMTMzoAPSXsttK61oYWeHirDLxjbcD096XFCJ65dBt9kk"
    "qlLuWcZHGQlWKGtwihLsKXdXmcUnv8/HHk34xM/MjYae6XtLfGa/GM8ZYWg3kgxZM5SzCxLE9LWwWpKFF54iTivFCcz5+f0Tnl09"
    "66e/nwB93eijO5tAsWMbnyFk1H8jZGgbsbkqlXiKZqzUYqz2ruQoSPlPNsMqp/z0qBSZScMYFbFpnFGMuqAiZPLgeLZF1tdQ1/cj"
    "rQPVfn0NG29TdIvIB9IFWsa4Jlfpy+3knmoocWnsRzNjuL3lUVlOpqvvyai4u7yG9Vui34lpsM1xQr5oZ922Y79Ezt+p+9sQ1tpt"
    "HkkP5szm0TM4lnu4o7ju3OOIY08ynx5I6HFybVmyBolDnnVhJ8Fa77PmfH9qlll66wKxrOtQGS57MIeYIqLU2AlKKBmbipvxE8ad"
    "pY7F3PCfDvFRIKHvk1Uyz60hk0YG0vmYNPEay/G5n2jjIvb/E6mr3UkJ23lFqcucpshq1DPjkArpuONDidhzHYkJPSbsLZOwD9dB"
    "I58qlwX7woMaqIuCYeLq8jt7/7CM92VraVx8Q+FFWI+fTUb6ACvaQFzJUetJTqf1qvMBUToJfrub9JbjeXYzdJR4l8g3PZ4zWHLQ"
    "jkfgU8dAXxyK0/Ee+5BtGsls6Ng6MgUdIMbeP47sJKYz75L7off+BDv4FGLO1YjDV8ocnJHHyC4yTVYTL6NYX5vWd4FYN+IiRolf"
    "QisfJ7MQET+Gd34hveQtfC4Jj7MWOu9UGSVbyXRImNVqF+urMWKmLaOR8/fLYBk6eFbQFubss8y/lsYsYjmPx1mJv+0naxFZFsF+"
    "F0E6y8kxa/MNSvVNORQnwuolDqVRo81Y5y8Rv1geaibr2H2llhFvGrHEDEYWVeQJXoFXz/arWR3rmQQzseabuPy7655IxV1TOWi2"
    "XLx/G/h43OHruv7GKxvItZIgE8sK/N3ufB1O6BbS4GVuE3EI0baVw/yzMkOf/w09Y0NXcb5pkij9Bn0ZGsK65d+HTVhNVMmUmE+v"
    "9XuMedJ+1VIzF3A68QjEL0KuYuuoyvpMdZZMHc2+D7dB/wivcSb1VVIn0BJ+hFe3k72kY/AQ8zer9FvWfUewGlxH62Q4GpvqlGDe"
    "ImTlOAePbB18/hsQR3WWi+Vj7PTDuhtk8rJgUzztfjKVHs5N7KltRFxcqudrA2KElZyvVwiZv1FW8NSthc4vgYy2jYOD30RB/hod"
    "2ZX5w47i6mZpj641tO4MuUcuD5fL5nIaIozL9I7wfHlXcnjW/BgZh7jp2OYbm7212DjmZWp74pNkLss3SecIeRnnbqEeE3xBrqhn"
    "cY2d9XXo4SvlR3bfW/XdZmycJufLeL1VriPfaoa9szX494HkVVmJ/5LwsWvhv1bqQXKnbAp91FP6y3d6k5/Mng+fmPUsA+JnXA7y"
    "Pfl2EsaIYwNOxZWtGlYL6yCXVtVZTVRVF6LFTsc175TaWAfnPBYxh6iuBXHvlvIDdnBbeNU/464m8l1fytvt5DYSfuryqVh5y3A3"
    "+plBSfptNcztfcBo2HBJAfRYDaR3I+nGyaXG3hHIE/IBrOC3jO6ex5rOh8e8N3a3GH7zE/DaHtU78K462M+tyEm7Wl31shY+XSX7"
    "s4uxot1wgq7A087EHr1L/Zuh9XR98s3kv1M/b9dOx1x20Aaw01ZHKtWR8I9Xyxpc6XD5k5SQ5dni4Gvx+juseR7YRjtMaeNzHK17"
    "FoyCFu4sT8s34RnhZfDxx8tuwQZxvr5tvXYbcRgB86EOpDxW+b2L2Ha2wN0OZRdbM+ssIVfYchLFvgJjiFnHDjZQXH9BxAISct3V"
    "d2TZ8+7qUaIbUNNZtLfMZ0PHStYzCFtmZ3PfeWjWYLL+h35RhswHGc7IyzBfubXvqFH289nJCqinmhifml75ibmVWtr/28Swu8M4"
    "yTan0dzTFvpbzhMNPTfMbj5ycNzp98MfWhbuINdD150WHqLbwpZ9GyyXl4MS6FJj5CyGjrMpuyX6ONb9S7E5jPPpTy1hpJOmxrtT"
    "mjnTuBfx3ilirefqC2KciuU4066TVj22b5VHeq2FtT5CZkM27ZlG4M8ReK+tdYIZyD+Iy4qliCPoQQ50Y4v5WHsFxmBTxlyKIaRt"
    "+nU1OQAGyx3yovdxHyZa9m/iTm1GMx5d8SCkbDYZEqq8XxTSvoaeu+4ScROPtsUdzdS3oHeLcVpX6ouwMX+Xb/RiyPI8XCuQM+H/"
    "9hHraOiB51wEH2KgbCk3wC/4FBbrLJyPUdj9iWEvOTvI33GscRVmKWXfcfs5rG4+VsFWr6oZe9g6GUnhnznu2H0lw27WFDszU7Aa"
    "C/QeeCozse4HiXXKf41nWgqL+IaEca3eIQaswhH1X9TrKGllHMn5uUrmcb6LMztWKrCLRbBVh0Kj9JSZuOrvmVRp6K9+tCrRZJFk"
    "POPnPuzx0z5a/I/xa6sED2Jv81+tdQpQTiNOT6GXanPExkuaOtM4Vfuwcl+uP7UTY6TIY2X3dCwrQa4GvoKRRT+x2p7FwudATj7F"
    "HRnP0ipfnc79it9S5A7I696Q558hTddgt8ay7vCWVgTL1VAlW1Pqt/DMC6aJbUr7EM/kZ6twDjXIx8xftDdtsDVOW7/KuZYd68M4"
    "vW8xnn1HRDBfwsNZ4FFcKY3QJiJRLjHCR1l9NVqdrlydBuxHC2OWrtjBbeAXW5Ymg7NgteqCOFsxTELvA7juYVuNSspmSL7XzYmO"
    "uET2DnaQ62ShXgr5Og17v5S+8j4S2dGIFW+zGAO3lh0mTWR/WYU9nkDeqoWIAzqLeaJWG7Za6cvc/+m4zg/Yx4WsdNinekPPWcbs"
    "APiURdjJTZin3kbuIden9UbMh945yN9BUqPcy+bSGkHtLi5/ZL+Waeuk6ww8Eat7mn9TpjZpeBqtalm7uaf//RXz+Qcyi3M0T0oB"
    "Gd9yxjWgp0joOfENt1zu+0RK42ilLU/Vhp5xoRYyX8Psinoul4jTpRFx0ko/qbYYT9fCVSz8r1NoHdauU5uTldZkOEFelXHwCZ7X"
    "DeABfRW+KttKIzVFe1M0G9nf405iNBNssPy+qaD//1/Jry3zPY8yast6D3Z13H+Xo7eW9fmQjNr0+UM4T9eyvduyqmuZPGOemUFs"
    "ouVZctA/5rm5/NNSX6UzHTdPP5GndBe8NkmexruOxVm6kxXN/Bw3+bFs+T+TX/cuUocwKCfWpZr3fyy/v9Zr1wHeW3Q2xM1XWcJ8"
    "YwO061xWVzaS2fojInXrUUhA2kK+apzXxu9cidUZK2tlF1jIOZwcnGYsXqTj6ZsH7Fh0eJIRvvvNdW9vLQ1xB1fSdzBEUW3PGFMq"
    "Im14TS5kjcGtTDXrdKvU1aEryPa+ozRzFngVfn8D17eqsOGLO3t2fMvu9CBCe6SMg045BLalgbllm+xzDqzw58QrW6/MH5lBauJq"
    "jMB57kb9Ww0ZOskzZJWQuTnl8QE5P1/UZptkWbO176/DPe3HWeYHSZIZefPxa2EzrU9xMHs4OrG+Xuj9fudzDpDdIZtWPXe21tCu"
    "HyLeHgcddpRcBc/b0IXPQ+43k/P0ZGjbLKW3B664n/SFN7O3FJAhTNqRkEasn8v9vYR7LI7nl6/V6/B9r8GyfIXYbTIkdw4iou3l"
    "IOlGxF6Slf8SfR02axkxbUv0w7jPa0DM/xQxFkVM/h199/y2vhJWxyx1s/dUuxL3sh180GJ9TKJz2WqDoxyYPVcNZfBoSF0hvu9P"
    "ZMI3DvZy8uM2+7mSac8iliPHXCsnbOg5uMM4IxNlL5shMRFOOWS00tF3RueICUlrzjNIq7dmW0grD10jbERtbMEiHGmOGefe8jHu"
    "qQ+8SGNZ/BCrepZ8Dl1yHrvHrIqXYuXrTvjFZl1ttmQNnrCBkVUDJOZNPVduxXn6jvH39vI+o393FpQoY43Zg9dH33ahx9DMvEGf"
    "+FkdK5z6mQsbSjQ5xK2BO3d/lyPxRAdgn20GxzicmAL5u77Ffu861jmsI2U/eLDvcs3TamiafHmKCmixacwJ74U9NA6EHFF9n7M/"
    "x93XKs7KLuTfV+uTZPlwUpmGB5vmtHjrXb6Xvqox5O7oJw124+SOROw/uF/GzNINtiHjNUU1/CTLBNWTL9xV1RP0UvNVhtapm41a"
    "qx/Jt/D2CqCnV+to7Ex++1Pp8aYh8ShO2g8Smxj7EjSN8SP/qHdLMbRMObyb2yH1q+Kc8gCJWEJynnPzrqCFGc91xFn/hF0wTMtT"
    "egvZfd27o/1zWfKcFsvXxM41sj9gBaxeNXV7LZ7gAfxv/f0276lSiwLDwZj2tnzncFZDd4Ff11XWUg5XQL90hDdozLMr1LywdawI"
    "Xcb564NkuFyIaG6aTsU75uoVsgTveBL2z9ghoz6LRs4IMEk9lMiZJu0LndqVNc4BYrXvRtZBvtbXcPWVRIseiDvuGlRjB2vI9FWh"
    "rVbBZTXdnh0hp8NDNnb4Br0bK/IvfQH7OzbYCDK2jrGQYfevxDNsLZaBKWV2Jppg5nLNQyX0HIoLYbmSnGJsfV8uK7eDXCR7SWPu"
    "RkMqyb/1InkVJ7dLeKf8WZqDa7DrbzPbYefoMHzDAHHYe7Nw28gaSrPDpqQ4cS2nT3FizjbxLBZtMyEmhfjkM896nyP+3SEDb5FM"
    "m0llbg7LMNpU++xRMiPuEXBYZneaVyIG7cLJqM3QQjmeI0P6lPuY1CE6o/7dFE9SMf5zXPp7ieMONvk/GE+W/xXlHpmt3xFRzGjP"
    "GWmd4mm9gOxsrmuyxTMfJsjY1xzHzqqtWBptZ5JbjhPTGzjxK0cOvAQxA0531MCrDn0NNJq+rfosvsnmsewlHXDWzpR5sJc/6On6"
    "Z+i2Q+nhuwkw20oVT20L2TLz3XVaT8E9lDMHUAONcIWcIP2CZ3Rv8mOmOPE17aOzQYhWL4uxSx3936JuCGUkNBFWwyp/x4tlCJfr"
    "/Th758sNPLkhu0qaiVGvZQ2sEt76GzILr38NXdJD9pRDwq+gWyzy3CdYhPN7EU7C23if8QAfhfirGJpmruTvOGhkpqNRM/FeHEld"
    "XKM3SopzkNJkAZ9PHMoAsV7Ey6TWV80y/iyZb7WYM/McR91sdlUrZwNUcn5kKyNdpJ+7SgfKdG/fq9BE39ZJommAPaScXOsZWhZb"
    "/wvF2JDXam+JOqRa2YI3EofiqiTvf4qzwKsh633xLZvAjnSRBZ6FUnG+zBvckZ/cRv4gZn+H0PM8gZ5bjt2K9XiGCdDy3cmxsohd"
    "E1bJvAj+8Ejan468i2N4gj7w67eJ/Dt4Glq9WzAS5+47ROPbQQccoM/oGe3k8PO/cql8Q088Otkae1ob/uZnTEv+7TcQeG7V83/m"
    "//YVqwueIoO8p1fD2Mlpl//r72lFVR7uJ5uZL1VFu14BOXS5yeHBV+oyGEtgdW1KQTXl7SpmPMzm1ODVFcyMWpVmNXR0OX5SojfL"
    "IqKAZ4pNj7Au0bfx8zfZpTJI3tFPodffhAzsLQMC6zqeLOdAZm5jf17WZ7VbPRLHC5T2kaZVbY21Z0vJ+pl6LTgrFgOM02bWJIwT"
    "8Ckxrrsv9B09TbYjI8n+0sio5WG9FZbvfNzld/i2abARIXz35xA3PA+v6omCfsyX5mLsadajPXJxZqqR3a6u5mXe2ChOQgnVagDW"
    "15Yk37CTvb7yqe6j5+Jc/qD/EeNh7Yj/jpGj6HHnvEU5MK5AJnVdO/yjI+E5nIYY2fjUP8JaDpPvoKs2QeTTEtvnreJ7dx7rXO3O"
    "SNwYsleqm3y8YVABn3qwXC8JelzVtNqNtOYFiOlODo6VpnCEDID/uK0eUbAJIqY7wzoZih1rJmbP5YwzPMHmLe5JjWX2Zit23tjs"
    "a+s3b2LkHWrEObI+umN3uS+ehJAljjskm5hxKltnyGhWNi1uLGAkUQYr4pj2XR9aloyldv0TyMX7W7jBHuTWDyTKj0aWcydyA+4i"
    "NgOznCtlWa1/cYc7wCLkn9hjNayunP1RhE/eCV1oWO0JeC2/d+u6wdVHvMXE/GTZt/itvg/7+gYk0Wrmb8i+MgnSuAKxtcYTXlp3"
    "0/6+mbiJbdtwfltHTlyIOPZcBNipTTTT2p+Sb0a8w8w14ZO3SpFniLPq1QayEOs7F6uxXF6DLTOU498QU/eT/vBfu8JOL4TFrGXN"
    "Zjs5GqdquEyAbZ+FiOkLogIaYRcz5JdO+Al/ncXNzYiiVJdhXaLdggR5OMp1hk4klrpYjQsrxYlk9Z4R8g1Gk2lGwWtj5KLDR5nW"
    "T7Ge5Z69TzwbPJrLl8Kebyk536mZ8Ywyhp42poa1uK/tsfbwVeChfKKP4JweLifgLpZDW1lH6UbY893kTrHq8DNE+0S+ZetctNYp"
    "Jr89Xay9erDb6brYAg2XSm2thP/WK9+IVVCX4v5W4C63IDtlV8jiFL0bevU6/QgxzVvYo29h3XrKyWTH2FAMqTgVclyBp3kBJ3xX"
    "2UAmEuPtEKKtvLpJPT2WJKt67yytEwYirpt8nxF2N9Tq5m1YgF2UfBLufi9ZTt1tXBClOGmT+N5LiHlPM3OX8RXPHsTrOQZI18k4"
    "kCvawg7HoXG2q+OvqthbsXNnjJwo0+RZnQydVIhI5WDphzNpFeI/Yk8NT/UnyHQNVvBZ3NV1+ghW73t9EBHcbL1eDsPPR8nPMjJw"
    "58Zh1srUzeJymWrDU27BmMPV/pqZs/oC39165hL+b4bN2xY2Yqo+pLYb5q09IdMhK91lsvwgZ6vzeh1TWUfv//ViRsWQ/0Ogg8/m"
    "dFxDfT2Nn1RCR80jznV/RFpFnPq6nFnXpfoWuYgaqXP2ZG/Aq7y/dfpP6tMGWtW0ZzK1CmSafDUifyF6vdlP/avAuV3E+uc30JhH"
    "Y2VOkQSZ6IxnI4Pz4HAagaR+gdwzJsYmykg/yNhqYjENn9oTGs+mjd8KK3xE0OjzWTPglVdre/he63FdQc+3tS/xMsnG/ASuEh+x"
    "uiYY1yR9hjnleZr28J1naeidI2UL1mvWIPpeCs/mTPkK6/m4tp8BtFM8hdxDjl/7bMZZQ+VieM2u3rUEzzJIEpy+UMfZnC5n9Arn"
    "ZrnKp/WYTcHalNHyLoUvVqI2Qfp8aNBtYn4aYwHP8ImVtakaxqSOSyRiHTCefdOBOzAn0Fs07qrL0KoZOmCx7xO03OkgGUU0Y5ZT"
    "5qcQV259EPbnhvISTuHGeI5h9G7s6h0YDQ+gLrfeu+/0WiLve7FPye5tBVbV5i/YHS/BOTpTLBOb4uyjRtiNrcX4Te6QEWQ2TrDb"
    "tQT2Y4AMlPzzS/4sN8vTYaHcGh4ZdJETg9fCqZoIB0mnII1T08TTOFddF8sI3NEUMhmHbZBikSfv6kL5PhMyn9XLZzFzbbRxzucK"
    "Ii4P4fQpy6DVQ29kPat11vcxrGAuuj0MU75XasmA65hQKuiLNyDWTpNt3/Hxu74pF6W7jvsx8D/r+b0D5XT4JIaLHS0fY90Nzdfi"
    "5Sfju1D7Mfo6Eyf/U2jOjeVM6Ls6fRgewOO6TWDIsRvpu6b1S3gnadzBMOjpD4in2KANRkakNT/+DeXMvOpSaKZ6nOdVkK9CsrRM"
    "wSqbJmpSN9voOKz9DT6Gb2VjcScsyqOW+nWOXtlGojjFeiNafO9ShGgpIz4/1yY/7Sa1qGeLq2O2szs7oJwkjhLjtQrhYeR8HHSG"
    "zzpHfBGdYtvl7q8LftLI/OBRxGFn9Dr4xyl+w47wxC23szv9jqy+ID/5Xu00fDrjK7uA09pDdoxaH+Zxvh89xZnProJazauaBanC"
    "FdPQPi4Ds9B7KDuwX8EyGfleqdexiJZdN+Q6dg01kX/l+vU4G9vWxzpKQ3ixzpJLZdvwBj2x4HUdLtfITPmH1IaWmzJc0IESdd6n"
    "sZfNzCNXsf+kGTZiHbmEqhFDzNHnyDfZyO9vojau88yZxpDXFdKwITTLWmj+Kp1FfokXxdgGyjzesrs/8danZGiEI8VpjRxxzbZC"
    "i/U8Vu+roWFsUnqpLsI399MPYUu3kEbYo7XQMc/BnhqK/hwxn62AUweiKvlv9aK5XiDHZl7ruUi3l7RGGadu3rcI23Q5rvXWMseu"
    "LteN1sj9c3UaN/GoTJtifoLQs8XUeV6DLBl4lhJr1eg9/PqY3dDw/mZ5d9In8VSnyn7QN9/j+WfDSyvTj3C6s15axzAb5c5igpHB"
    "7+mXUfaMR7mOnaW1DtP2MyG56rL8TFbPgtdYwf5I9qjLDHaaGK/1Qr1YnNdijPBr6CObxOwQM1+2rTNYBKYxk0PvNjP/HG48f/4t"
    "/1Sc9jyH7cTkcpC4LGfICeourr7Bs/t0YVdLLWvZjv0z/7qNkrTv6bfdMxZDm+k1rh2ekhZ6acu4W8Xk4/haGvh9OxJTmiZLSZLv"
    "zHLSx6b4+amsp7g62izqjRy5zEP9Gatd4SO6CNPv8ns52NMUGfjt/v5K37SRsXKjavyu3ciSnVY3+7w3JM3m3tksujGcXt2dCHvD"
    "XdTpLVJKH7acnQ7rYOMv4WTWPvIvnv5ans6llPIqYlmNb8/16bZ4rWjS/Q3O7XycMutw6M1+zzL9VmyvqzhTL/Sz6ptoWcs05yfW"
    "NzHqvkJOwYpNgcw+j9eO4gzvHO7EzfasIEZpGCduTSADz4+IS2rhrZRBAitweraAPs+Pc5gKC2jYwVl4vv5ygxSI9bt9htipMu6X"
    "d1jGzuyFc5lmmz+0gvkgxx0TcrJrVl0Pj5sClyVbUhQtJpgtrY15Lq2mY7Nzq/ns/Xj+HSuN+dOBRPOR/tezvRBS0ES0//ucvzSP"
    "dquG2d7lbbr/N5DLfK2gVF+Hd7CWc9YK8Z/h6a33rxfWvQI24mic/LlqjMP3yLvw4+pktNyn+TEYZVjdnyE/c/VMsRnlY8jA/qp+"
    "jn07SboRxeCmOR9MVttyfPfderVsG1wtt+tz+imkaRz2cICeFczwVZxOnu3XvF313tKP+hafVFkna/G9M+PhXVbp19BCdcxqVKnD"
    "J6zTFeS6iLL3lZQ3NyHkOfmS+e0UMxY51n0sL7oK/1m/d5QF7Br3RzVTSkMfcfSQAT4GylHnZ/UQ/H6H7IoTG6jlwCfhG07Eem4l"
    "Vqfbk/HBP8QYkn6mFW3x07QcH1WhttAaF+Cqj8dsaOvzRHWjBGwPz2Rr/Sf5oE7Hml8l6fCeQIL7pJ849Onj0sQ+0S446TYnyOLu"
    "lJ95mma05yqj1eRpTP6C7cKqdMaRtJixQpa+fQ2k+DGuVQ05OCzjdyB8f2M1qIM1tz/N79f1UILrT9rLkUHVZtbZ5GFBLPgsdOSi"
    "34VU6kl89RDPBr0CVqEFkjwdkms9d8PkDfJoVkFyhbiXeqyvSCtqIqozuX8dAg8/4+cZNpCD3RDl18t9iJBWMhp2XYwOG1/HSUzK"
    "LHBWHa9UIbO4EW7uIfmnXIm7d52dJrlryev+c1y/3tDntN0U0+FSI/XhtHBC+HedHnaTQ+VkfS4cGfy94LQCY26t80xWqsW+n8D+"
    "dbVUep+/ilGOIZcsxqhkd28zPQ/b7UfoNzR4u2EdvQP8/C/3u4tXNhTb0alYq/f1LmjQSkRynWQJa4ZRpnGwtE7dsol4s+BVf4ZT"
    "YaxSFYgRDpMd5RnszVSdxBlzpp/H4e6HwXNIwwuy3q7D5DFoibNw/dUyGrs/h3xCw+Uk3KEhKkPGEVdwokCaEprQh4Lp7DkwvoHe"
    "Yvj2eXoj9Od97VSGyuKOxv4S8TmV4XtS7bySvws4/2c6iFkm63UJ4G0XkSW0BBJzIXsdDmAfb4vvT3WM95thpc+WnsRJGCfEsfDG"
    "p+IkD4fu+DrcIajT54Np4UJ82YTwznD3DrPDqwLDxj0Mz7Ajc+GVsOjlzBCczP6EgOdmJ0mRt8T6lL+Hje2DVRhqs+58z6lZ5n+S"
    "L3SS12eZNrM/k7Rk24tjkO4q6icnbclOQpOdh+mtm4U0JvACWYXrWDakkKvRy0fN4Xos8mnZTZ6Sv0h/yMW7+kP4gt6uZ2m5HEG5"
    "6xjX9S2f2l3c/Typ1o2xGCdwJSz/R/AibpTN8XzP4LsrvdcakoMiyyjdvv0EGUjeU0O7vQcNvp3sLG9j9TciYqOK7C6O4byFcmbR"
    "RxV9vxrPaF5FvFWajBt9qWlb/LzJDGV5NCxaSzso0Ub2HJqdM0kc4vHmlg/L/z11uBPHVGD9vI2e98/W/wHId5O+pHdiBQYWXKud"
    "IE+Gtpso0XSjpL7Mqq9ljcr1auaJMzEuLPQ8oaYBhsRMkg7X2OqXN2nbVwauh9YyRh4nCwlqRss8mXU4hPwCTnvYyi/yVfEM7WvK"
    "19FaOK1HGSuW6FYeW1xN23mKRDiNUvZIKq9iVxwjUX5cf8GMNCD+Wyl+bvMQynBVywwYg94Q2OtG+IGLmd2M6sEum7xfG8TdCeIs"
    "oIuhalkNTTIu6CULeEf7891n4/dvsVM2L/BveG2t7i33wro8g6fvLu/I/vB1+kuBOD8g9Jq8gT5p/j09UopZK7B5hZ9o/+CfuO9A"
    "jsf1SxgFu3yl65TfxHcb5M8jVbGaUesruKGP15/jPOd8d9Cag3GdC0Fc+87/mXr2kDqO7yZWYz7FqWpkVaGCkpj1yEzrSNqMfQ3b"
    "4ax2kB3IBNEIO2pMZNWMofJ/T6i/nEPiJvuk2nmlu1wqfaGH1umdWHdjTpwFT/Ir3OOPYox1S3DqPpEpWKmXsdazYXeS3oNzbEHb"
    "SVRpbuQ0lCHxxMucn5zXwj60N4NBiPte1n7BB3o8vM2x+ie9H9GWTZhyqHdX4XJo+KTeK6vamakxWNJxPVg1mkZSjgjLWPFq6dfW"
    "QxPbNLAVZEq/tZ2a3hofg9bSd8tQGlI4T/+QQliBW2CRHoUeGSjGvGe8WWsgv9PxZxm0pPkCp8JuWBy/hawh3jDtEd8R94zC6pge"
    "KdKTsLqXwNIUFJyuvfQy3Vm2Fstc5scfJFgbDH0PrHoP5GBOUy4ihuxKOR7xQj3nERbBnszibEKLPK0T6yjcU5m+KkOxnl/pMeKY"
    "FobITWIM9NZxu4e8ykpujnmLthgaQ+dHXL5O00VMvEM9I0Qp9WdO55AVS5gJnYMYRD0P8q8jndaZyuoZ/Vv15Y5xx3Ho9abzt1fp"
    "rfjGf+rReO+iYBetCe+Qo/XU4B+6k1TEmsl0+nbEq5XjjLwIPb87fK9mdkJ8yZnKOf1CDcWzHxlgzQ7PxRPMxhNcBcvQR2oZE9uv"
    "i9jjk/GMgTZtbR96U8s5BXQxezVm4TP/wXUPk6ifxDE9OX6UYl0/C2xV+ihblGDvUA9E14Z+qNW9IIVlsHDTGHk00DIZcmAWzn09"
    "OXr2bCdflSFz7AVebgbQqsz3td9i3Z0de3vKybBuxme0DlKzhjuVZi+KVebqtDnuiqpl/bmJ6IKlnhnwIrx7b1aWh9EqFjMfvAHP"
    "YI5sDA5DqHoq/YORvJe3PHIuTavawGjqTnHZjZXwiTrLB3jCEsQNb+AaR8IPOwox8uWSHwNYDU3iJlae4zG5lsM9Bp+4Bp7zZfq2"
    "nCCVcgx25UDdSy8Puxc8LX/Xb4h3XgZpn4O7+EHPDCbhlFzJmCQkAnsAEYVuDQrxXJvJZFZwe9KDOQV3ujHOt/HcD5Wr5H3Y2Dr4"
    "N+PhYQ/GqvaFLDarq1I7vKFhtvv6iboJbWXyaMK+t3ZvNXGOU8gIU4lzbuasyxz9hfvkGGgym6i4Fuf6eZxdwxLsLdZnHHoOsQay"
    "D7X4+m8JK4w58vEbI08F+W3X6pPxLAthT4t4zvoE7O+DeJoFOC9l2O/98Cx3wxOei13pIcfwLHaMLd1a5mHSfMok/O8EsV5Zssem"
    "vSQOljKe26xH0zmE0jDZBmfvM7w7yc7QO+VNWJ8yfOvLkMRyeKauz7aMLCjlxFg3QRdsKtuLY7fPUhpcZmsF++yHyevsllrMZzZd"
    "vxyaekexPk9D9s3DM3yJU7ANfvKDHh2M5U46DmvH8ees1/XUy41kotohxsGshLQ4tMPuEnHSGPtSPePEesRf1eyATfh9TcQ9GpYP"
    "yPeKcfaMYCW4jjx+K2jZm/QeUX9aWyNJi4ydL9oMj8vxp8+Iu03tan+WC+ClD4Gk9gne1SmwVn+UR3DfN/nOt4K4U8BYlnO+njsR"
    "p7+Jkx6d3jZP/lJ6xbshfrLdM77lOuYni3EiHQPjKsbF+0gLJa4Z32VcryF5QDMaVZCUSFqH3NlHftStvV5MMzcT8bfln+ad/YXP"
    "uoFEHrbDotX5ruLrsS77QxsswB3axBmbB3GQmI4u0gfkEHzzj+wTVJ/5znF6mZKvtbmdWT4t6nhnrG/6SbIxmD2czFPq8LnmLZ1M"
    "iegBz6KYFq/jLzyT6LlavMRmiXBLspMy69kA8t2BRTaHyh6wyPvjOW4Ll8gmOJPW/ZmlJsj5mWeOHd1iz+5554S5++jop2ukYmxM"
    "Dl5RiljJLCTG+g+qOcXMWPlnw2N/FBb1QDJcLtVOQTkZ9o+TScwIJXzdpb84bvc67xHnn+Zta2WVoV3iOqZ5Ycb41JeT1yJUUBO7"
    "RkNmsHcjPjGFc9TETLV6dr5Czk1ay4xIhpNHrN+xAvLQm73D65hBGMHavuMMadBX9LTA0B9dyFFcCZ1Yh2e0M3ADrEaSUUcNObTq"
    "PK6uhZU7s1GnQ2stZha/FK9eKc4PcyuX1DfFuBOVTHzl2LV6P2XdzekzzWieYRNRylno4SwlaCXe25v9E4ZAL6UtTVEPlLKXoha6"
    "5TapIlYi8gOryFSUYY7gan0bVzRO0nvg120lPyFy/ZtcDP/G8SnZmXmJ/AXbitWZroX+zzBabvHsBXtQfhPkP8pvaTM6jIgkdw8b"
    "sfbk/O05ukodR/FIclQvYE7mfnbDVXk52CeuCLsZMsY9NR/6+SpEGqU6ij17pdjfhL6DZ6iErRqFczRH/yKfyp/kfsQf3+Iumvk9"
    "TTyVNuEhSRzNQvhpL+HJRsgnnBdtsdVwePenyErYgKnwJPojojhGrAp4Mzyq4+UhsZ6QacxrHCwOT2Y6/nyuRBMrJK8gGu4mY2CX"
    "3oGXuU3wEhHpm8X+aRY2300vbuKOj6Zf5mZIGIeHxbcJIo+q4dM3xzU387RXcw2tZmFdBZbNMn7Geua4DDOunoHCzUSx85MlmqD9"
    "SqTxBh0qyRjtlfFIvSmwqsbY+QPORjniucFBjb6pXeVFyE0lc5zn0h8qxMpYf3iaeJYU/pZlXj/BJ7Kc1bleM6fpUzqshkOk55hx"
    "LSBSuJ4xW4I+h9Xch2CPtoZG/t7n6y6QPmSCtNO1F6L0CyCrryI6MGadyfox9qW7XEf92b3NfPlW3zmhkymj78kKeq+NkPQafYEY"
    "6xQlPc2qXIZztK2j6Cr5AfJzKCx/R9zhybB+dbQ7f5DVHpHmGLk68LtGSpWf/mUYH5cNCr3lzHg2X5O/xxENN2DVStgLsRj3vZ1U"
    "Mpdt52sxIyKzqHdIBRnJoizvtliTjSSaJ1wPm92EaLCzvK6fy/Pw+4dC7vvA8/2qHQ7jSO/b/f7BW9VCzyOX8fmis9lf2+gZttdo"
    "6P02s/VJbzVyjF7bsg/oelMNf9C74Emv09uxR2fLh3p9sI/crbcjUl8KSXL10Un4/Sc/k/swObzdyVr5Zt/k77heog8yFxzqd5zO"
    "WsQc68EyKL7bjr9g5xBE5SnfB5n23T12dsfRQxkR91KG5A/MMuuzizxHXy700VraY2Tekcb4vKdjhvQII3e2LMTOGiJlGStc8/C3"
    "EXKOjIT/vyP0zSk4Y0vkbLlTD4S//ry+Ipa1rKK9r4c12BMaaiCnVT2NaOU++Yq9xIYdM8THtpDSudCue3n8miH1WmhLitXpqWb6"
    "QYG4frfDfCdWHfNHu8j37PGsIWbyceaqT5KrxDHLWA1oE79eOb9GZnONY2QF/O9qHzlsDG+slvLUEqMLXGZmKSeoWww9gl5ADp7k"
    "peSbyTDHPFbyT/QrgV5rIXuOndZSaIcsPltMDOtQcTUV43eo1W9oh9ewsrGF1NFKHcAcxdd4zyB4dmfKcpwmY4yzSSo3ym2ccP+x"
    "Po3Vt9rr/vIZcfTz4AOej5+sxkq9jLu+WlZxnmCale9KVnZTatOVO8YT6uz8TmRU0AJd3VHKOJHOevWMce5S1nv2FFf1K4grmm5V"
    "+5OBLxVzBTqcjuNyWKynkXPvcGgG8zmukCR9/zr6CklOQDa5PBF/Tmd+1zKcpe1o/y8hXd/oDOz5RXIf9PhcaIVxuK5gJ7f2nr3N"
    "/bmfGEXLWoxh/aEHc1Eb8PsKJBtnqbI+Ih0jWe+HOxS6MVrMh861yUyFsCgHyEewJGPkW/mn3MFJTcdDXj6CD/AKJGFI8D17sXoy"
    "grApkEdIBTEY5xItYaxraX9GU37+8UWcCfWX4GtcpQQa9Tw8eQW09z7yMOS3p2dWcZWAjEac5Rme9aXsPRjpeer2wi6v5nMsg27O"
    "kdfIcmFmX/eUmTiZG0GL5Nbr0M7FuVOb0FfIDtF58M8sMzSavsp37UxgHYmn2ozIzhasU84zNFQRqbwXTveu0KSz8f23EAO3Ehas"
    "jNkVwz30xy5N4VT7UP9FLX6XbCwWhY/FfczEdxZiHbpDNzYzi5Nk/fSP4s5mCzGh3ci7tx8R8VZpsIkvx7AGu07zc0guxhky7u69"
    "yUe2iPY6xfjqS31ILC60vt2J8ECMIfBgXSOOubyAfc5KJod0XOOoYPdi1s/mNQxOHzIONnMOTjXubzLzpKPIeXI89f54nQPJPUFe"
    "07P1RLzvXm3Gbp8lX8JSHiQTOV8hx4i7ltq/gRp9mDS2YQANvccTtvPKUFqA9fs/I6Tv4RJNvBL5WtfPTko8ZzRsM7VOIf9Zn6UW"
    "OTTOjoacFpIiGqiBnkiWef4GetzHYz8W+Lzahj6jkqV2Pp4Z25A9wIfJNEYiZVivJfoo/v4hJGEcPmkxbzc8x65yS7AKu9XA/HiS"
    "35ImGupdXPWn4AS5PvxBq8NKXGmt7Kc/hG+ENwSdg4tlBDm8MtAX58t32oUxzWpmQR0PeTqOuhsgEynOMcy3bvWc+XKrx4zaNCBX"
    "4VzCfdiUvO3NvGq9//QeeJ59IdFzKLMXQ57tBNk0iIPkKE5TjbBCad8vZnm3XSXqN3H4njT1mUXkk/W30DN/4D4M8F5WVOeJcsi7"
    "BiKXEiE4T96Ffv0+fBB3c4MWtbMGlyOmKibm42m9OTiLUfAEfQLR11CZGL6nZ+mdOj3YXXcOntHrIL+v4TSvZf6/Tm8Sm8M2mCc3"
    "gAZMIL6ZVnCFDIK2+wCn/Tsdo4dAtw0mylY9f0OoEbNmmjO6MuSOTWOt0rB2OTXW815i3Ucz9DX4v9/rJPiLpwdXyLe4uwWIpL70"
    "3Q8Ss38GXqJbiNSMJlVHGMJS+qWO/bDLejhwV9nqJrd4TJpDe9YxCl8M+7EO2irq5GnyCEOTzEWUK9fJHDITlKbuaIIc5H9lNk5W"
    "JzEE9AfQfMPkEezINcFc6E2br9DITLTZyeegz03iq8lN3OSvYzHtSzKHXlY18U35XjGNOVoOEcPoDBDrrRxKppT3GJs4roaoTpbT"
    "keK4lkw3nst5JmuZR88wP1nK7oAFsOwunqjX1vzGZPh2S+G5729zB/HebxFRGv/bXKxyi/dSA7Lyd8L7rHIEzRHeA3ncBT73fHgx"
    "3+HeuskTOjGwrrFVzNVWYS2K9FRYX6upfg2/p0Qvgb5eQG/RtHYZ/aUa5mNzMevwRsRkuEjA8iafQ8I/9uxrll9ZoBOYnXe7392f"
    "qkwbnTgH311NX6WWHebrYP96whc+Kp4Dlvbcyg14rpV49+24ywZouBbqhSL2TSSZ+estW4idiXpmBYvUMAnlerrsA5tpXNqft0G9"
    "ikfK3EGe3k7SrK08Bu6cbwltsj+zZ9WwlZuIZZh/0jPE6h9JbZ0UHc2f7MvdWqxtZ2G69+wS1+vU94tHHQ1JzyFWjZWs93X5lriX"
    "zdB0x2MdHgzex108ILfrjfDDrpTRej7ZAkrwylI1PuQV7NFbrDWc5tVF3PyOUfTQSoj6M+SPcbaXwls123yNFFHTV7AykNVLoGme"
    "wPmepbPwqXX4bC95BlJ2MWK0GuZYi2i7V+JOLpRP5SdOwRCPU3J9WC4n0+SZC3KcffKZ7yNOwjKXSf5X9iPGYVU8J8VddTpePQ/f"
    "Zbu6Sv/J/oti7PU0+HDPyyjY/LEyA1pvGeTlO/1QbMW2lTPbMJw1e/yns/pby/3yOfTso9AEd+mTiJtKZVfdRB8JHsZJGRrPIo5q"
    "kZYxFHxjTz7ZAGrdrjzje3I+xvf09E1O1+g/mDW1LOxMsWmU+3mmoXLmQxrZY/dnsSpEPktrGe5y7JXrDR5DD24A4qwWcpKGvvrh"
    "4kqLgYyf8w0ymo+Un/Vm2MGPsbM2GfFt+cwskk0Lx10uh+7bFb52Jc70sXKhfMJIqFb/qrfBbzA2LJtu+KT0CUo4LzYLORgbGHv6"
    "DLIG/wc7lI2tdaMGPv9bDT/WuqSvhdZYQS+vEXtzntgUhgdwTk0WRjNz0J0cNjWcGGgVimpmdhq5Ok2473p2jK7Tk+VRPzcwwuyb"
    "7/c0PeKZsl9g1YQbNdC/y5f672C57qjPhc42/bqj2TjI879SzTsr9vHqpmR1zsKjHy07xd1c2ZjrP+m7XkcRd+rmJLgaTiOZXbKc"
    "a7GT1HjPQD2jdqhvQUZr9BbmyDojMj8GnvgyyOEyzgzbQE6RzbkiRVi9anKkrlKHBD1b3FS+tcxQCbkJ05w5MVDUYwpT8HSbYh7/"
    "356HvFLPhVzdIONx5nrL5/DZFsjh0NMP0zb3klRcl7brbOH1ok016svT7SpbO7HmYfwoM6CvprFDKsFztQvOYRXl+/8R9xZgWlbb"
    "2/h6hg5BQgRBRARFRVBUDFQsUMRCsZtjY3ceu7tbjGNhi6KoKCkhElJDMzAzTHe8+az/ve6933eGc3jn/33n+l2/Dy+JeeN5nr3X"
    "Xr3uO6XvajzKq/39YMaZ9drAudu8UdU6Rl76BZxbL0EMU+hnMNY1yQiTqed0PrMgJcTuyYelnK6z8ZwXyZvYr02+B7iEvWaHQ69V"
    "klViM/ym5focnu5X6L/2si8k4zREovmN+lBS+ebOPi43tlubFtgEXzcbce8mxE53Yx9XNsEVM1cuhb02fOvH4XtXQfs8CK9kx2Ak"
    "1mAW+0FdhrWa8doU+IhXSWe9VV4KHpBjZG54qh6gi3ULLNx18qLnJWjuZxmryfKU1HGswGbKi01jRJDqkHS8bQWIVXaAHB7L7IX4"
    "fozqtMS39ZUmxxXmJh8L2SGZGWOgErFZDf2DOHOCQ8TNX7SQtcRN6kG9sD0jFWM3dWiF1f7bHTtvCq35SPi9XTlFYFfvDumzLl+L"
    "nau1G556Mk7Tb1iPhYhpbpf34KufCtvwEb51MLyf5WTmTuKKA+CRDUOEfqrcBwvyDbyOj/Ux7N9hsgb6pEtgPck/QAInMJdUBb1u"
    "rLLnyqfw5J1fVe/9qkTarzJ2NptYjeO+rD5kqMtRNSY+m7dpwTg/Tv1exJrsZXhui24rPbp2HZENh4njKS5j91W1Zym2k70D66rH"
    "wtc5HRbrT9jLa+Q+yGlXeDPfawzPUkL9Y37bRkT2f8ByWJXBmFt3JMuFej22czqfGWO+zqZIa7aBqVKAs1DheSCT/v8yRgt1vkoZ"
    "+grjpeyQsDzBGTocd2bzCdYf1FyuhETVa385MquSmHOqbhY/9F5h0ndWpCx0vcfIbeGnDG1ysh955ayX9DrOIuRD2vNYhzdLso6c"
    "0KfK+ZLLaKYA9/g0NEcuJ7iNl/EGSNpSvLOGJ3CA1DHuM211CVmEc3lGa/2UV29Kq+snsx4D65edKMaMWcqe3BhnyOoZN1m/xhx6"
    "lxWcCzjfV2MavDv12aGQp3ASGbqSacYx0+ODWQFbzur8GMR2NXoIPbNNiPLMvyrxE21zqQkruc6HkcHP9Yu2JptdUp1ODP5/s+GZ"
    "evejvmfBZPtAcV3rdWm0w7ARP4xNwjhd2Ik475YB7MlrNKdmt/m+f2G3D8Fp+Fo+w8/2QQy6Vn/HSezKyqHNyr3kuy2qKUtx1kUz"
    "vRKmEdVTdqCZ96YdZ8hBkqrrVqYxt1wGOM6oYC+ygZi03gfvpZjTGvb5n1l3+UPsb47Tbx2Z4+Lp3Yuq4/gs8hXXFHNRnLyTSXp7"
    "bjfnqaFj29/H4blrOOPawIWc4qFvTQzPzLtQ6idkpqfn5kN4derR/d/ntLdNZrksfRFzeknvQ39F6TQ7/DyrvsbsXuMx7l2/o9UY"
    "RopDUnO12F95r8bCU8Mp5TKe9kLGpMl0fOT+PE164Dz0FWPxWy+rye+4g7wCbyZVvUrh8BR7VGKrjw+it7aBGj1BptpqopJkvoOk"
    "1wyD+K1Rdv9GyE1r2Ml/QdaK9UnYxCsRcWTJ2/BVj8Z69oNt2A4af7HeK6/BUu6HmPZiduj+Bm+30q/AcVLmJSSiqWilIQcnnEkW"
    "nLWBfO08mSRl7CktIZ7KVK2Qt2SKnK9vBaY5pievM+6VcKL01M3Ua1FYRuu6CahlTpZ8Tty6K3RIdymm8lwbYcPz2AVjMUE3eRrP"
    "1xW6a6NHlznMe9aTKUmryd4eZf+UYZcYN/tgMcbwQva7JSHjEd0Xa36VXA5NYkwwP+A1i8t2xQruzFzbHuwUcMisyzllWsm+gQfl"
    "OdztbGKDleEcNOB9ul7WhV4LnCzt0/i2ticNT2Nrepjkk7vYMqURXUOJvEe+hF1rLn+Tr6ZK+2CPHoCO2wHWZcE2z0LQCC9625N1"
    "dV7HjvGaME6W2QJ2LGxR42A6EDu0XA+ADK7Tm3E2gm1+mz3dwfq6vKxReRD3Ak8CMdQEyFQb+cGjSZ0qsTS+oF19I6MQQwvenNYT"
    "Cfq79us4cvMME/UWMuR5itJilfiu4No0N7RVXXuK8Qnk0kr/BmlYrjXQErP0H+o63A6UONnCd5QUR1DST/cn0phhPajhQyK6vof9"
    "N/zYE+R+xOxR/YOckGdxrqQIUeC77KhZ7bnZq33GeBe8czD7livYhxmyL6un7KtjIRlWk5uMdXxR78FaGrvCyYHqzbjjPvTckuqQ"
    "5tawZ86+8UB6Mg2MV/W0dy0kFYk7tM9UnGK1+37icrN1zC6sYtRbxVzDDHxykM/TumuNhwdXST0c9xwcEU5UnS4xakjjWYr7Oq1p"
    "l5PF4c1bhXstNaibFK/2PWNRyP9LekswEatzA+Ki9vI+du05PU8+lHZNdMHnQRrKoR+y8f/44GN5nt2sK/DJzHzi/7OvWPzTiZkI"
    "4dRXc/ZpmD+ap29IS/p/w2UvYu+W4WfTWCPQRjlEm9ZwfaG13rrH0yyoDbylH5NZ+RzpAR86hxHHYngquwbPSRVx1kz+cyhT+dyP"
    "yyRbFzO2cF2qqfm5SnZ3NfhH9exTFR8VWMVwd06NZ+Es9oU/3pOMdnNhw9+Uado2uFjuDyxb/G54uIzEVZrp12ElJ1VPIJpa1OM3"
    "dmP2NDOekNWXh3NKW/wcU9RbytFyNlZ0b87+1kPDtEJEW8w5wzt9L5pDRo9Qh5pFch66+UEPShUR9UPKsPkvhfD51uhbYlOky3B2"
    "jDl2Etb4Xjk8jSQT9RohZNeZ6cxesoCYoNYHWUk+qS1kbrV6hquY28oe7zmMK9hTU4xn/QF2cYFeLrciGpgMDWJTeL/Ao/pDf6YH"
    "cSH08w7wZKdDbi+XI3EXh8pPuM4GzmG1lyvwLzdPWQ+NX0b94qbEn2VtThlp3obIq1atH7mYOfD5sFrz4PPdgZW6QV6Ap3AErj8G"
    "mv1+fYccKfFGqEDOI9nJ97GbB9VZQp+BFekqUd8h8ZYuwv3XcsLCcI4fE8tddRPjb5+DO2zH2a4HcZX23KtN6Sii8f/bea6AV2Qq"
    "7IHj56pnb+cQ9qJGiYC/ljtxsljPlMOOMKt0Dk791RJnlrKaGe1snG2zj4ZY3QMS+jI0zSiZgQjxwuAG3NEPejbuciJOxmM4J+Vq"
    "rDc3yJ5YZ8vguMx5jDuYpC5Zx8r3FkQIefy56/+811uWKGxMKSMKq2X/6fnJatlFbz18R4hjjW8thsgeIeZ2iR6OzxzJPNt67OHh"
    "UsvcQ0kTtTZjulwK+TwK8eJ8ZjL+xtq/LK82YYPLiAQQ1yWSwxi2lAiVNsPTgz1A7v6jHjm6K0+O+URHS036ylFNMQAXp+drqtO2"
    "1mTwBKzje/oGdMpF8pz2gGX8RW+ED9Myy+Y5ftAY5zoUkVeqsmcSdrbEwy8geT3lEnx6OlZ+NU7grxKF9HeDbJ6oM2Rc8Bks5XhI"
    "7fNhT7FO+GfxapH3exYgXqymDFQ2wdCRuWNgAiQjblOv2OFDpJv0xfp9Aiv6LeRhM3bbmMxK5WrEHSFlpDnkqb1eEwyQb7VX1t16"
    "gy4PZ+nDsORZ0gcewVuwRHfLBbjD+/Uf2P0O2KcNzCf3xf7uJy73WEcd6zrVtsX+5rzPqtAQN3+XTsEYvV5KZBeNQ8s8pTNDY7CP"
    "sbPQIeqEftYihvvOwakzjvEv9XvzIYIl+pleK1+zl9l1Nc1ifEx8UjmVaPq56mKkjWRgcZwUV8tw+LUDZQnkxeZQSokiWa//xHMs"
    "o5ffWdp4HLBUftskYpOO5gRmEVbrBE4lGL+qxYhjxTJNdvU8SEkeMY92kDsRBRmanVUbCxv1ejs0yh6yAftWoF/A72rLrEI5NMUK"
    "SpTjLogwC1PJbv3j5E/mbbZATxj2ZB30UIWeIrfAp7eovhz/Nvk/nYiV/eRMsveW4OeZ687L2OlrGceFRGv5Fz5zPp59PVfefGez"
    "ojdIxKMSx5iXtUi0H7tpkj5mcfXTXaDdjCUhSs+0n+8wsjNUBi1QimuYx/yRuDmnwGs+x/QboYQ7T3Uk/chhsD/3SX04SZfoxUF2"
    "OEWfwGq9KXcFTra2/sxRPu9oZ8RqlbZP/Txy9fd8ZyZGzIjvK7Qn7Sh3sa/RopPnZBa+4RjsZTX8ztUeq3oL83ODpDCNrR363EqM"
    "zDrOp27hu/nj7G11uDgVWikHIKawfp/58CXOxKm4T++E7/2aTNRWmoso4RjI8iCR4DOcBGMH77xNXKJqrvh8dpO568U8k3ESUmI9"
    "1rMhc0nOw7RmZBvV+8Sq1QtZfRKPHX2kGAdbSKzCCdih8yCXt8Ef+YzcXEv0V8TFIadATkvjYLkJHxdn3Qg/bwp7+CymOir4Ghri"
    "AEQuAbyuIp7WFnjGD3RTsAgyOBY/aYpJx2G8ux1JaqqmHzSByLKCM2cNnD598dkDvY4sxLqm/h4nmsIK6sRCSPNXsA8ui/ghMQ4s"
    "4/yorxG4mSFphNTZHedrAU7cKuLJmn9vCJN744wMhhQNlYTXEpZd7ySup7iUmH2mCa+X7aTecxes5udHS9KfmF9Zjz4ZWiBJXF97"
    "Vy9J8T6qly3HW95eXMzhECrWMV6oxT5VU+NWIr4eLPuTf9lwAF/AGXLIVc5a7y7i40djOn4e39TSc83Z+jj2EJuw/gC+g2FXVOlN"
    "8jWswDTompl6DnRC1r9hXzdMgSTpL2d5hkNplF+INcrXxdOr6bII2qjfMlV7tim6zJWur2URVj0XXvx7+jjiib+hgz/TeXJUGuMt"
    "TsbakPvRjBwxmV9xswFWG21BRAzbvXNYR/sekV4XPEkR7LPFFxPVmAdbyL8QG+b6TERrMYaTHejxGdLiX2oYmC2lht7HCs0Xq+7s"
    "IoaM1rXRZEN9GnvCRYWGGHA6q5AJ6uOEx45zs5WDfbdK0vv2Mb2GaC/17Hoo0Vr6oYa3uJcUeUaPOl8DK+MT1iM6vkIcJ0eSveJJ"
    "6rFO0kUMT74tbZdDHImye7VU32RGJAd7avzXK/E0U8kMOV3flr/Te2vYQ23+A61FteV/4M+IGMv9FujQcbIjLO6O0hvrugFxw1P/"
    "B7yxjb8nKz0nte3p9qfF9raITJmb0vWCjfRDMnmQJ2FPm2HnmjMnGmHPbDX7Z/YlckWF5x1c42urUdh9w7bZUxw+WIT21Z20LZYv"
    "kU/x+ePkRUjLaLlYDMF2gtaGq7VNcC9kyeaUF+rOgXncq/QL7F0NzleBn3iBPZNS5vQtCmsuJsEDyeZh+q6lGGJeLdnNM+nELErz"
    "3sxTNGM1xlBsCtWmYZ/Eyu2H53wHZ2gK83s7Q9cPx5P8RpyqVH91qid29yZeMXntCw/Lna4N7OKNsNJmqzdMSr0fmqtxPxXfT8Zo"
    "h6yd5FfouFv0Di2UvaGHOwYtoWEeluPETSSNgqycLQMQAa5F7DbbI90Po52rxqrnMWOlnIro4NF8rAtiNWK5emZAbGL3WC8bNTzp"
    "rivZmK6z9Vb5Sm7k2aiBjosRY/UDZovKdLdtsoeoGqt86hweKbm+08qyciP8daLqcGkN3aYb9Xs3VikbzkVD90fqM4ZE73hFslmR"
    "aIqz7mAiE7lvy/Xx69ZITw3MRDFWPzLvT+azkJkTzeqxNawvHSu74ZRZV+8DNtGhX+lEj+BbrPeIwzs6WGwOyVho11CvFlNy4pSg"
    "c7DGQ6UD0SNDbYjGres8yc4O16mf9GsTss85QRt3GT7bRhziVJQZ/pomUfjayLGIWhbqzzg598pF8jqzihGPUO+iElfhTeGAd4fc"
    "NYeHti/86z3ha66CfC1AnPMDvuEknOgaziCW68Vi/FGWf1oB2VmO2MdNeJXqa4g5DHV5X8RSi/G7ZVtHi8ONddP2ucwmboH85ukr"
    "ciQRgb+Gn7AjcRNn+LnsFNZD0k/Yx6l9dvITu6U8ATHKZpQ9Sa2I8Z/rM5/L+JS/QQqfhc/5OaSykxjzzw5yP+7C4qfPsU5rsWNj"
    "8YxL8E1L4Es+AG1oqHtrcPKSZK5eBatbDP/O5gjXc57fMFMT+u8TKYZ3VOcrXVsYrdZSkk/A1TfxRDo7btK0myR8dFPD3LybmIyw"
    "NtNNrHunvWxm1BZj7jvJSrzJz2PE/+4q1bp1L5v713XElqyhZbQOnivJRbASGiyQpbDl+dix5XiWfGhHYxAahBUvQKzZhxXJKCtJ"
    "FViVPN8nuJ/PwaRmwiL6J77tdHkP7x3Fz35KXuSnsXYT8frbiPuycY2l+qaGiCMuhQSsxX8T5Bs85cnw8g3Nv46T6oZalM1c597y"
    "nNyhJ+Jb8vQuzZaXJB72MWSg4HCpo7dXxeev5bTk+VJEnAuX/6tn7OQkwnk3rWQe7KxNoZ+AZ/mbFa58/VAexCe6i7MpMfJPdJHQ"
    "93kl2PcQR1zjMBAKvS/bRUZIESsZ/4IMLNAyTuxkM86s9nudmiwbJq4LHZIrf4Zt9Vy5QGKIV6/Us2FfztVBgZOBkFU5q3lvoc+s"
    "7MrtA31Rrf3x1BsQI3yid8DTO0a3Dy4KIqzcpbrckzz1rgd+ObWuy8Ub0vue0pnTf9WMZ1M9KIa7djNzZ5bxtdn2A2DpKzwGUw5s"
    "QgeZgafeSRwDQ5z1iYSOJ2qleRLnEOWkpRgueU/ZnX1/PbDC08mNd5EYtsQmfRB724zTSzWc2f4LvrOdh7mMVK17pzmiyU04l8aZ"
    "YJPtxjW+SXtIu8CyXav0Ic0OjsSZm6L76mGQkBv06GCuLgsuhIapIfp6khNRtfAtokQM7SuOkSfia+QjOK+7TO+E1fwZpywbXuuH"
    "cjfsRb5+h7/Px97vLI/pP9kXlo1z/Ia+pElouvF6QXA8paMZTlhfiRM3c6S42V9Dy7QZLtMt1+K1JWocT+txz69Du20mo3pEfxA3"
    "9R6jJ7tB24f7BSODVjJHpsMvyQn30C7Bn9A6Z8pinSu7YNXNU5sgt8rbkPwbdDVR9zLZuTXUgI07YW3GRSkDMT8P6NC2D/Wzxja1"
    "UZ9GvYnrhdBrdR7J0fjEhxOx9FdIvVWo86Eh75DDEQUfA+/gFf0JfsIofRfacUWwWgNedQszmEniRMaIW1Orp/jOtG2jD2R+ZRfp"
    "zimFGK3JLawZ1GBlc5knifhcTdTbyDs4O5sZSSDzK0J2XNuVEuItuzjnWc+Aum30gQ+xNuWMN0bJRuaP5orxR/wEe/awODapCHMN"
    "ZR7DNqY/YGdXwo9bqF2DNfAiZkFidpB/ytnsp+sFbyaioZ+F6iqO4yoPuvR7fQYy/Li0wHmaiZV6V+NBEjJsltWq9TPxzll6VWCo"
    "+jPx02PJ7ZOa/Y3zKWZ5rKEOjSxShH5EPI327vLAIinktQHck2NxHv6Avr8DHvHBMgcybGhCo/D8tcS0a84qszIb1JwdOXFyvYm3"
    "gK6vIzU7eSEs9/jgFVnKqsEKfVifIGtoS+rUkP0sKU6MSvo31nV9GDzxFBr0ZnrLd0jISusBsMVF3rdb1agDxnygZqx3Wm/R07KA"
    "c9lL2eH2B061eSil9Cn6U1Ns0MWS+Q7KcI7W0qspY59gLU61ZU+n4PuNUfY7XCGfffAPQzudhFN0hjyhUUjY2/Ap6o19T86D/3GV"
    "vI84x9kThzJQzGk3l0sr/a9eqUQE7FDkvmcn9lp2j1hn+QpowVqiplSxW8BhU23ROThVG6D1LNcYpYRYLFTIasI90pedUXWM4paz"
    "I7+SDLJ/QsPZ3NFaSPtesp6eWaegkCc+Rlktpl4rIPbtE5w3HCWbfHQ6QFzlwPoBVhGLqZfHeahPZ0AMv+8AcbqxgHryJzFWhAir"
    "OhZV/8Us3blkgDemoI06hj3vO6Z5vd3MShdJ8Q1VeZYKm+zMZ86pFv5DLtZiCHZiTTgePkgo++lMWSwv6YfB2bCzJxFdLcbabMxn"
    "TtdRR0VxviwH5CSxgu/pzYqu6y6KebyjGCOXLM6RGz+L65k6Qr7WF6SObD9/4SQOhl01TNBrIC92XyfJV9CVX8LvaQ0duwWW+Cw5"
    "V9rKUUS+P4FS9WlyoXwAL+7SsHnwPKdUcsPrgk+CLtIRP52hT0FTPI1vewGS9gX09Bb49kthQRvPsbn+eNeLvIfXhVHfdeOmWEsQ"
    "Bac6T9ozexalX5GD+06me+YSviKqrH3me1zwSo+R6OxPO57/Sp2Ec7srvI8o++5zYYevkDxOSucxFm4PjbBCzVIeI8/LMn+WY5z3"
    "s1+9xLHqWi34OazYAzrGeiaDY+EPtMV99Q9OI6dHfCuve7s0D0GEGiP01cJqHx2tIfdLve93jeMbEqyK/IPdoR1lCzFJDIHWOlYO"
    "l2fo/ZVqIgxke8QwC/R++UW/x06th4Yogh3Z4OcURRp68eKcUntEfxTrEnfYH8/KO/iur/UmyzDIj3jnJI9zeJNOZ4S8CrbiEkRj"
    "EX+HMf2M1e/1RK5r6Hs7TpLpDrQk5GSmng+7/I1+ppfL0bJQ39cPEClcpR0CZynrWeMflJ7ptTmAEs5xu2e3SYAanvp6xPFW8cqS"
    "GlrEan1O9uBkSj5X0KLutuI6Kh+XXNZdi+kh1vn7yyHnaZS2qAC6JbFVfSWFxVOJUz+bmIt2Tl+QYs4Z1CPaK4SEn4xzMVdHwNss"
    "DJ/B014r+8h0+QPPo8SN3qTnSYrjK6GGi5VgnuIASXrvu5g9fXHOGqW62Z0XEGuUic2MA7g9qyb3p7P7rcRV24ztsCWk0HzKq+D9"
    "TkPc9AH+/Bhndyd4cIOh/Y6AF7w7JGUGdFQL2RWvvQEN+wZ7dzvJ39C7o8XmNmwWIgcy0AnW3hBXR+IM/osVmxl+Gtr4+aqIuabk"
    "E3TrG/Go/Xa/e/lTXko8hyodC69yPbN0NpmSh1MX4m7MM2sL39ImOEo4P1XCzM9kfYmrYNwSqXyMej4gmzxfBTlYwMq6de6eJ9dL"
    "C+Ll1RC1KkaEHKvCraS9KdFp8KIflWnyd3i1ToNGnqZj9dXgbmlFtqpLxGoPLj+/H/lgDHHPsn6DEdfMxp7XaDY5ccr1DzHEwu+x"
    "cqfKEr1GPwifQfS3q+FRZD0tNfKy3kCOzaQ6bG7riewsV6UrFdvqyVFt2Hent2O+w6Wc3RQJ+pU51AxR/U7qyUBUSczkiG6WGkq7"
    "yWdhkxWbzD3oCWiZIUTSsurer8QKsgnCOTjB38slcjqio87ybTAe0eHBeN9V2lG/gbeSR87C06B/NujnZJRsJTdgfxbRShpeXCnO"
    "6Vgyq+cSg+jyrEv0Beiaz/RuOR66ek/5QiPh4bKDVMpP+hVn2dfDh2mN3eol/4JNcdzkjbPLzTzyyj16I6R2BTTnHtC5r8OHq9Hn"
    "5U1i429W9f2kjoUkhDZaj5gizs5o80kXMX9hWZn5iHtr4BH/poaxH2PerA/zoW/IwT5mCemttmPOJgvf0kYcS+64NGpblTrMAtPm"
    "q/RG7Ns1cjriutk6SYazF+18aR+cgs+9hM9/j2tdo6Px/aMQZ/6AU9ASz7NS79Z3dSI0/iB41ldBlr6VC3H+Gmfdt/5VAV/a9fr8"
    "E3vk8iA1+hG+2WL8Mvobjndcadkc/1S1x3ON06daYoiy+hHsygxtwPhMdVYUwg+I6l1pRPyd0v1HBfoWXjmJ1T9XZ7Rv+4t/Dvfc"
    "Pw59Vn1dVD2ns7CibBXgbuxuiXEqd4vm+jyJ4xx21aRB7AvpIplnkzK/UkeMigL4TjZPYp1VVj95ApGD+d8biXm7FM/xLOKVQkj7"
    "ZES1ceb84t7md5aW4jrD+kgNPb0Ea3gljOBrIXv50Hob8LlsRKHLiE00B3I2LviOnUU1kOUSztRYHW+WnkXetdd0hu/KXEsP4HyJ"
    "+u6VVD+9et5m103dx3NJFzMrYmzhu8GqDsS91TEzeQSebZFHsLYcwKtYgRjzGVW0gnXUjaYhe8j9RMo3//oF2LI7cLe/Qu5+xj0f"
    "jBN8ktjEinkYJlvGILYdtNAY7GJ7sq0YWpDr26jFybN+gzgZV7PZyRGyY9J85I3MKZofc1YTtY+Jvm/dotOXmZW27EtnMaRIhyWX"
    "pKTuTC3VhtZlZ5z5rpS533HVApw409uINtmNGOU3VsP+1EEXJvQ6ng5DkVoEOXtLzhPrcyrC2VuLbx4g1+vVeoV+gs/f3HwkTuBz"
    "eO8S/UA7Q4JttvMixJc7NT8JzzUOr1m8sCPvXD1Dc5x5x9DjgF0Gy5IvxrE1G3ZxHbzzt7C+XyK+0UYzw+7/9t5zb4oXIdMrDd/T"
    "y0e29nc7Ne/5+MtN2ETY37OI+PqrmSGIwxaW8sQVcGLUOgAHSj8Zz/7zfFprlxE2zM16eog9ZDN7F8qJjlIBrXtK2pLE9V2p8Hgw"
    "ll+YCSu0lp3liEiDq3HlvyH/C6EP75fX8K9Jeh/W+nzJCWbAy3hfL9NRweWQv4m8mrEJPhsUEPPnSHjhr1Cvxrw/Vc96qDvxJ8le"
    "2gk26DHo/t+yjszqp10Rv5+gSblMkkTPcWhByz0uYlKnIo5x04KuB2aInx50/E6V+MYG5AH3q461u/WcTc0hBvlHUk1UuDFygj5K"
    "VLYtuO/ZeO0GyeGdHo+I6Dc1FvOOlF/bwePE1XJqyQ0T/luN1GapIpz5vhEx5BCio/yOCHcDUQQ26pvsVwx9R1xbOVBc3tPqp7ci"
    "bnua6zYU/lBH2R93UQb5tKrQUWkWRTeTo2QjSsJqnwZZLiC66Wi8t78cJiNwMtZBF28XLIK1/VP/qTdgrRdC/rPk5OBHnMWLodcX"
    "YPd+bX4/fPnvEH8/pv8MD2BUnmCHViHj5JMRfQyHv3govt+6SM0ifA9PcXcZzmmvNXiyqDoe9+bsiR4jDpmlIj3PldSUx2c5NMMX"
    "c5nEZv9WP2jmOxgyTexYtHQ8dYkxmyzCOtdBCg+SmVjZXaWUcbDleqP4V4L52lrosFl43x14iu2Jr9RDzpTbEe1e5PsyxFccE7CD"
    "3cRxMWauZ22iz9ga0fA6rNgm7R7k6lx2aJRiTcupH2t9N6zxOb3MTM4Az7HgYkyHF+TwATLV0Q+mpW/hkTT6i+NVdfMzefA3TE+V"
    "eOtVRlvgWMwO82hyCc8U4XqZR+DpJ0gZ8STqiGtRRg66ufoUzrr1VBQR2dshh5aRn/sbyM067Pg83RQ8rMYFMgFPeZjeKa/qM7CQ"
    "3eQv5rkPkSk4lZ3kYTFkmmJmhVxPSrHvo3DRzyVYnT/UcbrtxuepoH2cQhsY0bVBDnba2JvL4DOV4L0XQEd+F75lfUwy0Hoz5ATE"
    "L98SSbCSujCpz0g+T3VIian0kUsW/Sh3Upp5rKzj5Hzc1k5Bbjhcp2rzrKKwX9AG/tHDEkvn9RxWWy27mxXnrRp2KVdLmVewHsV5"
    "9GFqdTEnlI+UenphVZTVXmS0sFjr7uALGQsvzhCDx+ObukB/rNV3IB92Is6T0KMiOSzspUQYXAgZ+QxR6Cb2uRzP7nHDsspsaTvK"
    "vojA8+lDRJgjtuh7A/SUIU6W4I5b4h3dpLNsJ7/jCou1u+QzV3Ag/rQpq53hq9+HZ1yO9TgPq3+33iY95Ed4jmfJYqz0CdAOz+Nq"
    "bdJ5jlTFuwNldAUjdVv1ByBfObCJdYyzVrLPqpa9uBF6glGPU2QeTM+tLGfoe/+Fc1L11Bc5jIIOEuNSWIPo5ECxSY1biP8xHFGn"
    "zT2twr2N3AajcKommXnd6mQneQXPZIxN06AjRoj1Xz4Hecvm9xrC3m/6ItasEK9uxn4d0wRWcg37/1IVynJqvA4+Yx0nG9N41nAq"
    "fRRo8UiSfIyuHy3CWnAdPauFsBKb9WNE8VPgwX2qrbOszncLfP+2YvXGgVLqK86ncSK+jL10x8gwzrLVQ4sbvvPdiLyMX/oYddky"
    "xxNi6LChr4Z0hxbfTl6AzTdbOglW4F3c22Ww5tZRdzue+SjarD84J7Iaq7JFT2dm0fJBq7HueTwpx7HbY1YT2tJNwEUQb1iPT5w4"
    "ZpZhziNa+b/Xr13P9bW4nw+YO56J+Hs5ztxPOgHexPV4tl3kCez5Q2Qf2gB/xnK+uEux6bUqjzucms3ckyy6LVk/iJAFxXVAV5MH"
    "0Sx3b1mD9bMZse2DJ2BvcxC1XSSHwlvsjIh/N7xahid/KfgUT7kSe7PI9wK4+a/ukvB9ZQ6HIUlko4aqeEM29P8esSCzn/gxzvGn"
    "+O69gjlYqVl47q+MyxexXsTLYNJPWB4jjsm+App3ANHgdod23o6cHpZdWE2pXKtXSC1RR2KMKlbr4eLwj+Meb93NY7Tw/cVCr3Im"
    "5H4p7modoxvDIbFo62Gx7tV1zGL8hfu8kb0/2fCWHdrUtniGlugZsAsHER16mGwvu7AutlLf0BF6IKKqG7UkOFof1HOx25fIFpki"
    "78reUs5YJA5NYRhAp1K/bMKZrsAeZHO35iP+2QwZGSq7ybNyogxopHVS0WUd8wnHBKdi3/P0JFzrc71E99Nzs04NTpCccE+PY9OQ"
    "p6ijdajVzK/8O5urMC/T8LzjpAFn9iNtyINpenLAXunmNU57Vh2tIn4RMSttQuZ6mQztUIHozs047URWQscSnsce1saTHSnmGGXf"
    "6Z/EA6ojts9uWOls3PESrfcTvtFG2Juhn9jKLIlWg3lea9NS3oyW3T3lYv2nZ/tTToPU8BviejU+eQ+kpgs0+nxi7bWSrpDK97Cf"
    "M+Cf9ZS9WM/Kg3cyRk6HNXqZDB02+1VFD9l6zjYzXx+BHrOu/NZk1FoBrTQPz9ZGdoYELCTXdzXraZb5PVesKmKo8+9rW3xmKp5l"
    "mEzVw6FXxsid0Ibv+fyr4y5sld5FlzOIaMpOmcc4wEdsSURK85nj/0AXILbcCAnOh91fwPzLHLKLZ6vDZzlZVhFT5eg0j2idnswz"
    "1YVxvXUJDmVtOsV0vMlP0tnv/w2STeZXjpXVHpV+jtpsrE0dPwKZM6SslURxMPzv3uIsWJx1jEHyk5hflg/Leq58CO//aB2rH4ZX"
    "SGo+OK5Jz5d2LLulaxrJYdzjhKQ4VlIno3EHUWO9sK1XYqzNxRgbLKAmtinwlUQYPRMWqQVsl2Gc3ia/qOUTNmo7cR27Udb8Ir6T"
    "JKTO+Bsx/jTdA3p+OjT7WuxFBWKL9yF/Fgu9q9Mg5VMQIwzIGg0feYLehc/uKMYnX+TtfC251kKiQNTAyhnGe4JMEkcxb7oW93BX"
    "unqyT5oLOO4n2TO/YpX2zbiDGLvVLO/2NuWoX1BMS9aRmj1gvtL4kJ3P29PzIqfYkE2Kq5pkNE8SW9PFPvZNPYjtaTOE+bjOZUQl"
    "PQp7sZ45rV8QEVwnqQlv9d6F9VO4ykaNfoJ4oID5hH6yhTWd+VjTe6gXXcfAUF/9N1z5F/Vx3PFHEvf5wQgz/Qor+ytWbhf5HLb/"
    "StzNI/DJRpLN+g8dLQ/7iYS2HitT09MkhrF8rThU7kp2aFklbAXuYwSkow/+t662QPYRyxL+AptzGnxvq2k1VNNq/QxyXE/ECh3E"
    "Dhu3bsPEdbeE2pR1XqNX6sXyGHmHc2EDr5Jv1XrIqvHK0dBTP4v1r12PyGk/+DG/40m/w3+fq+HafUf83e3lZHlAhooh6vX2T9ba"
    "71LEc7GZVjiSvkMzj1qaQgMMoYfuhk5aizuby7j/Q+jCRZCfF8UmXmo4d2h+3BKsz1R9WpbgtCRYfU56W+94112XYxSavJYVwio8"
    "0d+MMm/BvZk1sgzI174jbDI92DEyRobAt3xR18kzav0bJyO+WILPTYc0l/5XebH/xkcK5FCpZy6grZjf0lIMIcHqSZm/LQYvqhQe"
    "j9XFjVOuNXzoKHFQ/7fu+r/7zP/Wt/3P3sH/1r39v1+D/x0JibB2YWdwGjTnFnZLlCE6MN73bLxyC3zGIfIHbM1XrEFuQuyWmYE1"
    "My9cuTagZLqJTmdRrDa8n5/HCzWlk0JmJByjeSp/cKDUerSJZkTutc8m1bHSpDzziK6SC6GjrfcqB/bD/FTLv85kfspQlKey9mGY"
    "YVbhtDzE5WJ9B3Xw+jqyP6SOuqqC/ezKntpxvm87l15zHXGkk57B0PWPxT0eQZI8LCvSuE0p/O5qxkl9JcWuNSKNGOzYn8wX6E8L"
    "l0I7j/sa9+tY988Y/1u82hcxSR5XdAT7oyN6CNaurVjeZDT86Ch1dDUrT9XpXgzj6gw5Wba7xD3ygEPFtn8dIz8TVaSWrxhvTQU7"
    "Y5RcZ9aRuYo7FDI+LIQnXs/Zhzr2NNWmp2sN66qBr76GXGqGP3sUdmWl776r0x2ldfBWkIPI4lnYgCI1pLWz5BLtEf4ne2LqV1JT"
    "7Kqhx5QLPT/U1bCzV2JFCnwvle32Fl498ythGofPdWGnsI36yHXaPThJ9of3NlNbwrc7UEPZP+iOuH4LWaQ6wtMdEBSRuds8gRmI"
    "T5/W6dJZboCt+h4+X552RRz8IWzyU0EVJc1NXJoveTUn7a368pH+iJh0d1j4KYgrBskonLuu8oKsYAbZphb29/Ml5vfUQiaWs0Kz"
    "nLmwQt0jcBzfhiu2Qg+QUmbMKvQLWcE8lHWKLlHLfjZjb0Z31orbME8yjB2zmfFHi2jPK/mZkJ1ixqdUzBmCTK9k1jv/WeEQcRWO"
    "zK8ofOtmlE7TMwVE/s8iyp3Dki+krFXAR9pRHBfpjfK/9UqBx2mzHgaLNbOCKD3Gxawb1eJU/o5/HSajOcvWR2aT0+0QqeA3zsWJ"
    "ykNMavrrXvg66lk7Uoi+Qj6eBOebXfa9u8f8T3pU65DsXEKE4QYM+L78yeFS24hb1KHaOEy9zK9shoczG5I+XMbJYkjOLvAfd4LG"
    "7wfNOZh4yeYbH00kGDfDVeX1R9z3UyXZk3I7PH7TOL3Z26R+Dqkr85f26yJE9bOhkV/VHwOTUevLuQc+/7Psz2xPT0tYBVCfSw8h"
    "1wv1NbGp//0Rl0dxCr5B3PYxucfmwvN9Vq3SfqP0gt6eDR1SpEshh/3hgZ0rbvo+n/MFC7WC+FXJNP5bkI5dXBfCAbJGL5LQT81b"
    "HcNYY+1Z95EtjNjy1ObvyhgR/mUYv9iFbOL5GStRFTuVbGLfKku1XGGLJk6CDCxjfFuD+3uE3SFK3JB6zgzXEb8rxi7acuKyVrBz"
    "1s78/dJFDO3OsF6Xwup+pNfIOvjWJ8qDcjJ0dlU6b1zmkbOr2DkQYy9whDhyBcwf1Osp4jASXSTQXdTjp0o6M+diyM6S6rhs4DPK"
    "Zzx0nNid9sIdXMx8m+mJTpxY2A374yY7lFMqCVbptpCtuUonYjdul4/wZKuwW4GUMS5oLT3lD3lTXyd3yu+SF7p8xrbnkDPn31yl"
    "pn86U1GpWb5/rlxr01PL9pmN/K4rxFhebGrpOJ+tcn14ju/uRFnga18Nk2316riL1ni7HeFdXuXXa4u/V5cr319SOEAJYmRX+XyF"
    "szVv+lnaXyhZ1m0Q4XxQGTXDWziB5+Mn41glUE5MbeYJa8cOr6THNg49Nkg1Efjjui89oTg580I+pesZM0n4EHHi9ZCfeTopHIhn"
    "fEAm6InBSliJGrKQGd7KUnyD8xUq9T7I72Ayvyf97Eboe9fMM7hUbkD0OUfulL2DKfpdeFPYXTcEubjzOtYSD5SJHgNnO3zHSNxX"
    "X3kDlrGCZ9066zYRQ6yIfQSuf72Gp/8GTnrEGSuW8bRah3AhPIP7IZHXBYgeg4H6kr6LbzBL9zFO3npOD1Zi741zM3OevA42ZDvW"
    "h1IeRNL30wUyRJIeGdpwDswjXsGq8sP6Nf59hX6FHV0MqWgOGX9NPw0Cj8PclbKW8uRaSdKzHDfz/Y4h83wOfcTyzLswL1ILT3oz"
    "Ivb7oKdzcaUPEfma//qRHi8nyEPaNpiAnVin2+PZDmL2KZrWoy5PZh7kxVLA507VKtzzWDz9DzHu3SI88UL4tvvKT3hfL+jF77zd"
    "sP+6eU64UPcmN+ajkPgFuIv52KtN0KgH404n6St46t/C600H6Qd6aXCNPqVbws7BLPkAO/sk+8qivk+nhoi6Z4nZizXMZ5Xzz2Xk"
    "BS7Xm+VnsZ7QL6iZKnnPS1gn3kKOtTrtHBzG/oshei5W+GI9Hb7gc3ou3nMOZ9yiHuWnll1GxZwNGQiP+EE9T6ZidXeWb+ETL4Uu"
    "3kwMiohfqzLPB6x6CfFzrYNlg2YzM1RABKwi8i65PGpjdiSHiRrCtnwDWd5e7pE9sJqz2d0Fr0xebWKuoN6v9QipZt0uJQ8JvU67"
    "Ycf/0jt1dFAiZ8CqvgW7+7G23qqNb+uevrW4z3/BV7QY7SrpAPmp0AnQyIMlM57QIr0Sf3sN+2toxVOJ7PiLnkYP5Ax4Zr/R562A"
    "Fh4mNezqvABScKOE3qor7bnjSIhq5leqsVPdZTT9ywpyf9lE7/s4tUnvVyf1btbHc+l35EOuG7BnOklqusdhQxdC1q4Tk9SPyJrY"
    "W77TE7RAjoMHD3mQW/DUNrn/hQ5HFDRXf9ALgqZ4PF0cMsdnHK1L8RB63ycHvRDZVuvPemfQhsj1r+jVWhqaZapIf87k7XhxOLUR"
    "zYws8j/7SgzaP+67HWO+U8mh1mT+jE37HSuFfm9KODWRJFq0mzLeU2p8hr0trWYM9uR2GSYv6K+4ynlZH4cv6t46EXHA0OAMfUJv"
    "wQ5+C22wb9YZWKOycH+5H/r5yCBMM41UeUQOp5sMD6yEnSSVanotwUp8nj4uf6oxa/2tH8BfGSGdsEezIW0fQ7+YnRjBuQy31oOZ"
    "N11A+b0Gutb8hL9wlneDh/AFvvUwORuRmUJHuPkVW5feRAATcpz/z76yXuuJ/NxMDCt3KCJf87CsVqpEjIjRQ2omB0mKhawC/toG"
    "VmbOIEJikjWcw8RmKxPyHPZiGGzQaqzqLJ6836BLrIfTMBKbNZpwc1MtAh/lYl4zwvrXaqzaCXIUUTh2pG/+M7RemZyN03Ur1m5K"
    "WCXXcBKmo5xG9AnHfbIXTtAo+Gtr/Y45vX+h1xlFRFEtxF1WeLm3HT6EHl0xfQ/D1owySrNOBMuhr4AuqKN/W0UdUKkOjzwOy9ab"
    "ekDkgHSnQJK1xwrWGHfw3kTosd5D8inFm8QTkq0waxp+3S513ira3q3xzzWXseEgcVOF57EqOV1dFXsj8xTqc0fVaTa8XMiWkoO2"
    "HE+VygoYe96Nvtbg5m9SvrBjYBwgn+BesyG9ayDNO8nLMgMrsZRcbh2YQerDp90F2ruX2GzbPE6lpdBmq9NTSlYpcJNE6hEkh/qn"
    "riAehVUzsjmTNpoehHU9ZUPTjierkmN/nq1HQFveypxaAadIQmY51qQRxO1M3iRxVn7cdWK+itbcV3VKyKHhOirfJKZGIVEtiqGJ"
    "l9K7Owj3aTN5Q8nr87SciyvsJ4vIkpP0/MLV9E/PY2dewuPk2Iq2llSu5WxZE04LpkMaJmOPu8vVkIwB0PuXNVFnCiHtN0oiPTMa"
    "evuTbKL/rcp3Sx8uUY8qmGTV16pf4/l8jsO+inXSAvbRZJZEu+rZkmJ0V2q7GE9J5jt4Dh6Uy3I2l1rmMROcIIs2ocmLiBTQjCts"
    "5/cX1sZWsOP0CinwnF8J3xNZTQsscryPmOMeh9Zda3MTr6ifSrapbHsqh3D2oExTm/UzfNftZZKupOaxe+otzQI3Jei6fIs4fxJn"
    "J/5AYlNkE2F+Af62Edb7bFjsG3WnrNT0s+sxq0NM7iSlSq+H9bb5tbbyiz6Ed3/Dua1jgt70elP9np1p07sQD9sk39CZijmttb/s"
    "KBY9GVOxIZcdQtyssVjB7qyXGX6E9XOeAq3bExYoQYmuZxX3aOjgWsiBy64VeAbQBBF34x7Hsmd6+trlCNyvUmr4JL3YTfgkdgan"
    "uq/80cRn3oI39ATudRG8rd7wUxdjfSpg3U5uFNGe6LtByri7K6B/Dibibj2RcHuJ4fC3xjkcxChJiW3l5uVX8N8HiqFv7MkebOcF"
    "1qQjWMsOLOV67k+N6PCGB3FuxbA8jVkxQkSyBCdf7V+t5Et9Rn6GH1AMH3t1YLr6n4iXh8jxasyvUTKf/Kr5XEGbjyoSm8u7QAoY"
    "Ebh8lvreRsO5+4fnuUv4rlLHxpckksqxxLcr5K7tivNkPvkBsh9PfJao5zNyOIMxPzXZMCm1Na6eoWJYNnswcyNVtIRboAmv4Ozg"
    "aZwtsYhXaYXHyJMyUByCaw1kfQesYoEWEf/xL/iYOxEjJoq16IpVel4d8t9tci+8nDWQ+X3kZXx7BJ52F8QhX0IKT8Z9d5Fx8r1e"
    "iJW7U2fhU28h/jkTZ+txcm6ek7UQevMVHYdnq9dzsJpzcA6WQXrelR/kB9z/dNjrd+UB8lJFPZtXlNp+qver7/Fy04cZjFo/vZ7S"
    "sSm8tlKsQ8L3UUQp3V9Ak5Rxbs+taY0eKpcQAWUfSVmkcrKsJ2n34vBaatkXZJZ1O1j4BBFKirFbxlzY3fuC6u1jknrWzsjeWIVD"
    "pIp99BHm3s0nPBceUIzolzFmFOx9A6SY/Qsp7ZpkvmUH6SIuT7kMKzcTPu1iPZXTrKOx9m0gZ0thkerT2JWhn/WtpnRVa42PV+I+"
    "Y5Pg1JdNpizAqlwCu7wBtjWG3W0nFp3/Sm7WZBrxIYIzGfNn6CnIdgd8YidZqIamfBls1ixOJ76jq3CfnxLLr7W8JRfB4y3AnhZD"
    "Rso58WC++2Oc5ZnNSPMPfVifhA93Dby4fpCxw+A1LtHX8UQr4V9toK0Kmdeo87l/Y91yZ6mt76JNZers9z2ha1chOtoDz9UJ2uUI"
    "eJaXSs+gK2LWjvKenqZ9gnHwW4+Az31L8Ejwhh5Gu+2yzjabU0R8rSSnd36h53kCvJnDcG+f6O6yuzyGp27Js3Um7lUb4b0t5a4d"
    "ijNgFuUt+JohvN8XcHZHw89fi0i3giiK9ezpiDNrUqa/4VtqOb2bIF6Ui7ndtHo32ofhxLJJTZs5lPoqetTHSeiZfuPwnBPMSUU8"
    "g2TK16kjm6Sbl1qNFe9GKz9LDavjKEjkPWLIqnV8ZtevbldrLUmyNtf6OZGEZy93/IM9sRpjpZzP43gDbQbqFtiWSp8HXQsbMJtW"
    "e57+gRVZDUl9nyyA26ezqCmMS7dzmeslFdR1CdYdjG/5JSLZVGCVO8u2mETNsj+gT+kUXPMYWSzzZAG+7zvI6fHQ2sqJ04H+/Qlt"
    "6PjI/EoS3qp5Kdfw9L/N++ktuT7ii3u7sqs/Ic4jCeQn7Q9LG4FHXMyKqqHq/q0TfIdXKzxlB2moRtpdP0JEjnKufw09Hvu+dVrE"
    "qkQtuZ/NRtxNLNNi2OmNxKu+X2qIYGRrn4cr74F9aOv9aFfjXJpm1V2COLQV/NsRvJZF01+RI82y7XvA2lTi981k/za2xGo8szEZ"
    "7yDriKp0tfxDbHapiPg55lUU6el4v6EC/UQEB+tS6inFsoFzjiHruKf7fElIZGHHM9VdGjraUv3wDkOuit6Dw3V0dR7DrereREbz"
    "NPkNNmORniV7iXWoWiZ8un4uO2kKFX2QuI4eh5vg4ot58jeRy+0MfcvYLJ9IqMbqkZXOtSd8dJAkBvjOcgO0wb/wpN+Q3fkcmYl1"
    "/4zncG/uTsTz1tb4/v5Dxc76QGblY+xij7OuUU3sHcv2rmN+MKHzWQM6Ux5lp2BsK/6Fc3zPv8Md3KgNyNiHeRmqZEW1VB8Vxxta"
    "Ts7JBOPRdXx3AB/RTSbG9HDat0Nlk1/1ZJprJOmnSvfiDGyKpybhUXaVGBo2tbyfpLoPHTqx3clY3Hk3Hy9bXrIzWUuy2dPf0Dfp"
    "rriFPzlJ9lDjPz1DRuq1wXx9CbL8ISz9eThpO4nrYavzE0RJz1dpE3gzoSUWq/UmlxGlYaCcK08TKcsiOGPJvEmcxsqnJ7eck6gF"
    "xCRpI8Ya0gxnqEKbBavDOlixn/QfwVNaEjwpR+sZwcH43vfDk6TE92K6CKueq1lFjIcb5SBxrGMf+Ny95RoS5A1MVUVsXW5Oo9PY"
    "fGsEvvYm7MueePousNbbyxLYFIeElWKzMYQgJcblqaLpXonLpMivdYLTg3/o7fCg86DfPtC5sEgvYRWOltPgmS2G1Sonh8dvOKMx"
    "5pPzdIbczj6OE2UPifga6zJ2NNQygg7EMJ1ycYfGG1cC7WSTjHezq6GPODTpOHRQjHcxhhiA07Ciz8pKejh7ikPxsfjmTT0t2Mz3"
    "mTXoIHMhf6uJNBCn7zNQihphHTm2P+uZHyuOUf5asSx9GT47GfG1k8AO28CAmEFWnHx8byt840p9Bfb0cTFEr6+hm21eZ7r+iDXO"
    "g603Bp5m8oWsZQ6+GidophjrZh5ihTJ9GfLnpg8NU6AG+qSMPSPWpdBBvoBntTPWZwWe6Swx3pgBslbO1BPgJxcwJx+F7lkP//8r"
    "7EyejpLr4AucDd93Ga4zGXYoBxL2MfasQs8JrJd3d9rqVH/49p6fZVc5HzL1vo7Czs/B/k7BefpGb8U3u56Uro1sXKojKDNiqGV0"
    "dvEVTUmzervPlxGnt6U05HZ3Y64jM7/ZJfK13od1jMttsmcQyowQ3kT4OetTObQESX1anGdbS//GpshKsRelrDiH9E0OJnproWbu"
    "1Q19rSBGRrnQI3qZTjpDTIeW0/PfqGZXK2GV2kldEzXK5uKw/Bp6pWtpW/YSh+wX83dSR7/KooujIffjYOEL9Vqrysq92P+N7K29"
    "P9hOYr5LIMpe83LvxZf7eX0Xc7RsxObZC5bRUGR2ln2IzVatX5KBaAas8yo+iYtXTpKUFzcAn6jHjtdSaz0lLsqr5Ulq2eTsS6nf"
    "ue5bsT3V86myGBG0FMc60Ndj7DSVacx0HfvVTZI+SyyNGJeT8Chy0rsg9OZqfA34F+iiz7GKgUyCDD0H/fBr0BZrsJj5k/aMdVIr"
    "W6MP8qQ5FgzbsTGMld/Aal3gcUSTtLXCqUdXXVZyFpu9XOtnI5T4RlanP0Dc9KhZ+CLmCHeUNlyLQz336zovNQ533vC61jIn6/ze"
    "s6j/VrKePxJaY3vfkZPCe3AzBqbN8z13TUTvlc6csq6lv78B5/8WiXBCw9ida5jJLmU391GcFk2yM6Mddu0onsHVOJ93Y70+gj7u"
    "it28BfrjEvkc0cJ1cpa8DX9rJ9hJYxv9GZ+8MpgMOZ0uj2INDofO+BSa8XJ4HmfK6dA6A3CFoFFuIKmp3Fxb7uESciC7SV/rk3tK"
    "OsHHWwl7NYRoza3EPNFhcoDYq+vwLpsEchI+jlkZm21KcLaivgmmvelhXrAHNPSXiPy/Cu/T54IFiAYORFxlcwYnsg+hjt5HHWKP"
    "KnWTt6VkpGiYAhtNXVbDyCzO/qdU7/zr0Lcb0ryB5fQyHYbRrtKLe1jPOecRcjo1jnvaMmLkLMfObtIbEfnaKX9TJut1Yv1V3zeB"
    "eFjNn3dhBNNVQp+Bt903vvebGRe5c5ItSda1DUvgHf1OJyJGnqbXY3enwE7Mh6z8Cq1QxrhiGWuHcWbn3sQzjpVJ8hc7YCpgX0Li"
    "cZRDr67hfJxNu6z2HloNc7DHifoYsK2PtMKtelesB+YPWLdrYZmy5Xi5g/nz9/Vj6Lkeshz/G9LuBsQr7cQmE0uIAdxbGlgXE376"
    "xLp5XpLhOCttpYhIF3vBE1nBvNV6PMcV1BMxX48Poe2XEgN3Ia73qP4oUyBjHeRxfRf6ewDis93YQbB7ms/I9d1U+WeoImpMwttC"
    "8wVzmLmpZgeg/SRXSlh7t0jmGzKRpWrBUU51NNQa4szSW8faGPgvxq27QjtJD8jceEj74fAbOsmI4CL5UR9CvNYGfx7dqOugYWKj"
    "FyPzy/V2fQcSkxdeljU2ax+9P2wHDXx8MDhMeJZ5x6/tMs9Dpcb3awbb5COrgy/6EzTjh4jKv8J3D5LP4LUOD9rLOzh3K+hVfolz"
    "twTvG4W7vzD4yt9bghFOFfMllsWyCbrmjDuOFIdxF/p5lHVqPSiV5HayKWqzOYvgqz5EDK98RFMP49r3EPVqcdgae7wwrAzmhjem"
    "pTwVt9ka/8t32iT9HPYmfO9LPBWFnKm1vsbm6R6mrWeoOnrkY7fbLf3PW+P5d8P9GrP62XiKM3GdqbhGG1hn6zEshn9jPKHvY//b"
    "w7IaRtNMMW4hy0wtQjS3GnszUP6A7scKwWfpqzfpF5Bjm4Rpk1WsuwbvhD2wrpVp62Ue2R3icBbMBm1q1KtsnRPKWRpDB5jv58Md"
    "g4FFBZ8Q47CCMleR7scSzoa5b8z0SpJTT5vUsfKmeD6V3Y7jpIRWyGK50Tjvhv1RSu1gnUPOY6vCmTOPa5peiajsKpzeSfqFvKRD"
    "4aGYfanGvc2TNdQbCSIvGqP4HrK3hOpwhRPEBb3QR+Azff/cWrIHvYmzZb7S37jOa7QCT8g8MtPH0/PmDvFIPJdqkl6zq4rYM/+T"
    "UYd1fv2Cb+wKy265rs1yjrSSDfoIdjIX+ieXOn8yft8f8rBKDWM0B3rBMcA7HiSbst1F+rKa21fqPYOG+lXd1bNzbAdpHsj57AT0"
    "fC3xvkOiXXXEOwphP80X+Bnreq78rsZel8MssqHL1lKnO/7HayA3q5gBjXovsZ5Mjo6rdoisY3ZmJtE3qxn9zWV0Y1WbBHTZO/oR"
    "VvsDXYUI4WwiJFrNc1FQGr6rt2H9XtFBwZXBFZClMfJRuBbacii0z1CxeLenrOedGK7AZvhLIhfg3hdh9/fGT47AKUnC41+j7RD1"
    "Pa4nIPK9TWbDNuwshgNxjKzC78t1PParJ3TNeWJ2KJs4EDXMJRiy3sWS9DjbMS/bNldwqewIv9RVtlzPZI1H2s1nT1rC181riNOg"
    "0OP36fOInirDGeEp0ib4LHheEBXKDvoMM3Zu8uFQyfeIodfg39eJYa+PE0PizBJjPjFJMTaNZawkThGrHBfCX7qXTKzf41Mx3pGL"
    "Ey0zcpDvqLVK7i3QFT1gT1fi1M+D1J8CjbCddJTF8JMGyANyok6T1/Q4yN5crQknSDY/18bPlrdO16YSaTSubf2aQgZIy+n1gr4p"
    "xq4cEQyHtXwJ180Sh558Kqe1r8X9NxPrkK5nj3RDdjGQTuImXp32bMMsk/PEU6fpYcTczbE2vxBr6zPNCvLZcdcVumAX6OEl+KaX"
    "4S0sIxaYebPdEfXZjK51t9Zyh4cQ0cm6Dzdjt5fBc66APlytBTIL8fohkJU8Pm83nz1PNPpd5Cp8y4VyAbz1VeFEmYlznytfh2FY"
    "EBhXxX4S82zdNTwTVezmd3VAy+mUUSMWs5t1gAyWUuYkO4vLR/eVDp5ZsVovkwizzI6zxnIHSSIjJ7Zi4pGtEMxs1qQLM3luQtty"
    "aPnsw7wlaBuMDqZpafiaHKdXhHvC5m3Wp8Nrgjikqcz7gjH9jkgFtjo59AMCqSI2RswjwrrsrWGX9Wb+6yw52lcJN2NH1kGi3xDT"
    "iit0qtyJU/gPrPwLei8sR2ZbfyDv26rfg2QTOxIKsEdR3ReSmqNusm4q4wSzLv1h2fozmnS9jo5pqcZj1Q7Dbp8NeXgE5+wgrNNS"
    "fVZ/1ROhl58R16XtIukanmLjTFkEDVOuEd+34TTqc+J6sRfB28phfdt4kveHBSlhV/dJsJK2+juKk4sGTC7LIszA+3fE1frhXgqw"
    "/h/BB14DTbpYd9cN4Sl6u3ytExDxXSk/ydOI9j4ITgryIFPzYFXLsI42c2KzmSWw3tm84+FkSlGP5Bl6hojMqAAfYg1G4pr7yJP6"
    "isyAbX8Uum8veQHP9DX8uHrWunOYlzNftIqZUJOfGmq9WvZXdZNkGiesznNlJtVxoKvKNuqpIh0l5nsh49C0zj9Y6zVTls/i/fvE"
    "Turvk6EJF0FDTVTLVuXBy+uEFXwfK1NOTJcIPbhR4vjEY75a1z490eCQBFrRkxWegjehv6ZAts+S5USZXQzPfrBkxnGuY/e0asJ3"
    "hDoLUK7HYzf3E0QikPENiEI34q7i+rqW8iRmygVYHXQBVt51UhjqdoQ9Q1H4zMs9n7phglayV+wZRIEmj8P9hIFhsDhcDJe5tv6c"
    "22Sz59iNUasW0z5l6yxOVJWTbaUQ31vGLqqYPqFd4RkVwAZ8HrRDNPuh7qv76Wn6ceAypw59wGz43uI6vAy1I5r2X1P/uWo67iIc"
    "L5vDV/U9GaMC339sMFib65DmmbtahkpIbseG+amQ3VXr9K3g0/Bi2VVrwzaIcbrp1HBisCQ8N+zQwnF3NcaUcJmEbvKijoEn9zvW"
    "5UPDZOVMlbFBjs+6SEKPob+FGtchF+ZBbmZhT/flNH879hquw6pH4XcJzlYNolpjOTlNbpIy5hE3YU0N2bzc90nHfYRsumclfn8d"
    "974TPMZs/P4nc5r9ocV/0mPlGd0l2GjVe+zkKYgXhyJ2rcU5fD7o4tndXazvJNU6BZ0u3EtSdYOYr2Jqk0hdOZCY3vATizhZaLZk"
    "PdnpjTva9EQPZve6QNY6iCGT/IIdrfSYlKZL35cYuXRr2F1k3789GcbqoOvbiHHOleGeKtO4HlFt6E3ZnVG+y1K7yqRli5fy5GyG"
    "ppmkJzbCXXB9sIN59bE4yzFW/SrSXYv2tPOIkFdHr9JhjxpGyKviJgWr2GfiZmH6yZ7SWlzG60tdymxMEW2FRfzF2InBwakeR/GQ"
    "dFUqpLVyHU2l2oI2wKJm0xRD/ESo/bsluyFT+bpS2CRlXOMqUC9gJbfwrGYx8zNKXteL4HnlypXwnb7SY4Oe0CzPw8NIMqcW1/7S"
    "GFHUZQJHw6t8V36ThbIh/AH+YHPIY4fgJvYa9pejfDePw+4u9b3rmV9xXncW9WJA+RnM3bGo70h4jffCSzL092r9KXwefoXhTm2g"
    "Z+Oe2PJ/Q7yE1WHVf8HTvkzNsgHrdIwYa7xVlOcQGTvuO7gj8E8NTcFY0yyjF0g8Pa2SxT4+e9KTpZ4zeDFy1nfEdWK+i38FPrcQ"
    "0lulE3ESn9ELIB0LoJfvwCcewV3vjfV8X57TdYggpuu58Hq6wqdq4A+O+8qf45aKYy8OTzN1mYYZTmbFeBM96LmI3ev5aZs2nUtk"
    "bct7FXNqxp0/l7+pY8U7Cr0jUs7nE0lhSFuvpr1zlZ6DXVzGeykjs0gN7Gox9EEWez8T6anXOuaunpESasBEunM8yendPpTcQ6Q6"
    "PcmWyieVcJ9HSSIdGUdorxLssqlA3DJYXM3AoVZbzvdmqWYU8z7uoZC7Zv7cSk7bml3oL1YpH2uZN3xumm5i9fYJeVFDbTyLneq+"
    "7QB5uVZiaY0c8b0OIXZ0k3bJOlnOQ5Scp09C+0zEaXxCr0bk0qqJDPq+Hp0pkcZosi5ax2OSyiSGHkPduK2irNgkPIuPqzf2FaeD"
    "kk1UeY6TyWTDqSAjWTZZEzYiJpj/X03RRyDL+foNZKYjfJij4LGMlELOlu+ZrtYnfc38EKkjT/LlZLCK+U4I5wP/zbyK9YCV417N"
    "GzGEi/3kCHgWS9iLkIkBz3gHisl43hNXXsZ4uo9YZcGy0A55zO7a+otqcT6b8a5bipsxaSMR32PaAjpl73/jcUwhH9vaZ77rJZw4"
    "dvP/hk35GyvZedjR3pKQV3GKD8Y1eul+zQ5BlHSFvht+o035SHN89dyucDU7N4u5ivlaguc2L6cfpLWWHutCXG0qOzBzcb0qnLdC"
    "nPjf+Zlf9PT00/wn97Rds5P3Wxsm/FIdhxF2Oo/159/Nd69Ie9ZZ/xH1xj1/qtPKUTLPOP+0FN72t3j1MjlWTw7eCg7V3roPIlVY"
    "LPj3hoa4vxyk12q/YA/5EX75XpDcTtDMO0NXL0HksBZe1dWIWtoFT2KP5umHEvM9fNaTbOd0Ka7UEStjvmshkT6T+jG88ypoZvPp"
    "l+k8cVXACmLnXiLGdPEnPM+IP7PVRCt1NcAi7OCBkrnjsymGwlr6y8Mk1YkeeoQe07GvYl/3DWo8qvcazWFmxM5eCezLY7BLthYb"
    "8dNDZAEswc96HvT4K0TGL5M3dLYejW88HzJgcwS5xBeoxFlZpl9CzltJZ/lLjaFsP7nbewi7ywS8Mo2ZK6vgtoUGapjxTGmUzDpe"
    "PdK5i+gSnpPKNLPzl5pLimEsn/rfELnn4tpD5H41JJdsyN9UaNel+hP0g3VnLKBGaiZu1sq6wpKseczT7/RxRpj17B8zO3QKM+Wu"
    "x3WD72QYJXvIGt+bW+9tQTV7RQ6WOKuV67RHuB18ju2yvtexOjKIh6PlcTlGmxE5qYSdB66CmuV7yW4Um5l5BjvtUPuLca+FzHGd"
    "0WSPmdUSk8xY2rcM8UzXoWe2su5emw6xLqdFZIMsgDVJdVQlmONSX7dOsovCGKGCNBpj6GdkrC58m1T4amfMZ50ruOZOE+3pMeBr"
    "0jVrF88nPT+Ls/fGTp/02ivUhmmZFOJSN8n8Sqpu2xCXtvb3aR0TPbAqlZw7tSffHR5zMdmAjU+xrbhZ+yit/ViseCdYswSs0ybc"
    "WSE7Ww+B5dmVCKCWPy6nH17BmuA8/H4UVvKRJqvYmfankuhvEXo1xpk4mzXAKtb/tkPsn2KWdFKknjvlanKvpaq6SWaiq/FsO8L7"
    "OgixuKEUXEsP0zgxi3zF2fHSjE/3rBWQJ+N8KWXnxEfQyNdjVb7DudoE/TNMflbrg7AM2HSZREaKSnjra9mZ3ZAHaNZoljHEeb9e"
    "ToAl/VJXy1Nyke4j8XCVaTsRWqY/fdXrHPryqTpWgpwNSa+NDCOmztf2jOm6jD+rhN0t9PGHsThkYrttalIwxkyUIXytJhdGQo8n"
    "iml79vekouoIo+ok482uoltJlfpzqXoP4tl6dVhqxsT8Jqcif2KHaqbeyTfDHtI8uFRP1OO0hy6TB/Tt4EVonLeDiD6K3TOuCNOX"
    "z5KJ+Ea5Frtn7KbLmYewrOirhh0mj8oPnCQepF8jlq+ADC7WiVjffFiYFfqyWnXzAGJvbbKJEnxyhOwot8j+RAAZz/ncEvq+RdRe"
    "UXbDjpK3yRZZis8/Rasdk9Mh95bbaifGClnBHpVq3PkMeNBL9UEpYN3D2BONq28eu2MK5Sl4qquhD0+X0foj0VM+xM7M0AXyMTyZ"
    "G7COVu22ubdf8eebWhneKsYN1p48MNbFdr/YJKtl0pfraHgoZfRcEqxE9JIrmAleQAvQRVZ5HVDLJzmVvrhSh/5OfqCnYXVi8i2+"
    "eZLanHPm01gDz6SO/J2F7N8xO7gX93OZnoUrdpT+YjNKdbIWJ2SSvIJ7j6f5vlIy0s4jLWy7i9fywofJ1nk49/ufeOUOeimu4ljP"
    "6YsIa7rGrToXFnUp86Yx7HuU7Lel8InLocXyGCNdIoYc/7pYNvBvNZ7XFsRh3x5SuL9EPfOii8W7NroHbYQPEfGyWopoZK33q2qY"
    "MVjGKC5BS2d/LqK9fdeeKZyolwXfwl+aptsHr+G818i1OOOjcd9bcId5zO0UU1b+KZu5Pytwz1ZzsKrtZNxxHrMccbIpGS/s+5Lg"
    "p62/sJ51DYdZ1JsxXR0tZEz38BW7mEcist5yW90aZgTLfW6goYPadQqkfOcoJMDVKBy/V2+p9/xtR/lMikWQboUK/DxdEZ6u1HNy"
    "1BI1sNx7wXl6jyz1dUbXJZjibRuUxqis9H8W+lkKN3+hHvHFOsdSvWv2BP145RJ+Z2/PFLIap0zkFMTLf+MkDZadoL2MtWOuXqcv"
    "qARt4I82kzfkA/0BJ30ZLMq+Usru0BLei8Ocuor8TKV6IT5zl3yFiGiW9gne0xHaPuiOs/Iq1ncd9FAu595zOPE3VhYx35P5zNUS"
    "R8Xl4C+A/vmTma5TZbPPQLf4j9yz2zmbKM2H/tmLWtp2chp9blu/q5jpMl7sQu5wodanz0yLrbiNG5+pZv9R6SryjCpZacRZ+7Wv"
    "hIz2qsn17ebPHCK1Qxw5i3VVOw9jpZI5r820IMV6BStGCVpVx3Wdx11boa9Aiu5kBdWqwEv0RKznOljOM3y+RWSgONwC29H52NGH"
    "8OdKtfkgOx2f6g6yGXtqfc2uNl/oPYAK+rfPiLFHW3+IY3EdJq5iZDkKq5/VkF0rmp71SkDfnCZ2ereXhDYgCdtKtRGHS12B6xTw"
    "ecyzWCO/UYY/x9715cSJ4xZcD5tr/uJQWQhduBlavl7bMQ9jXdU2kWvdPBsbMag3VLzaiEPDPkf6ycP6tt6GlZoTtIOdeEJ+DjtC"
    "B58lxaxnuTlrl0dI+gg2Rp2ZpF42FiOXZaxjv1TDNI9dyWUXClkHbMvqVTG1l0MvOoO5w9ZcWfEMBKGPfio9WohS++3GKN7qN/vQ"
    "yxnqJ59SVSPDEzYmgvMZm4eU/YSOxPdsYI2mlMjIyXSXufmduzIj1kue0Nc5nzAPenwqfn8qK8cYxhohPKdOSXtvV2KINBPpLE88"
    "/bs7c8eRb+51/BmnL2h9FdWQpW44p63kPLEOk3x4hrWQtM/UMlzv4xMrPcvO49Q+7WFjT/qvuJYyvxLxGOtRn4+1zINV6u8lSqpJ"
    "9eB0h3gq21rHGtn2zDOtoh91Kjsha5vIRlhFczOeqQwy9Yw8jrXvB608BHK2D/V7yGyFmxWyfq1aSnOE5y/EOtmUyC68298h45bJ"
    "ugZ79Ct0Qnf5HJ7VIj2Wse3OcrGYz/SFjIRfszcsiU3B3CSfqjJeDLZh7zPf9cdShR3qAan8QNfJdbSwzcUxuf1P4kFaL00++8Na"
    "YterOKO7D3SFTaC/j904kmjPKcZaV+WdTXvnrFeqAmS4uBc38TyZJ4cthroZ1z4A2uNG2JQ/oSM+geY7iif5Nrw+TKwvxLCVrY68"
    "GbJZS62b5D69Le4b1xMv12U6bAfPZRXbPEOLGMZzjr6AXcV2v5eLZXH7Mrb8njFm0j9Pipm8tZyP+H+qWIbsLTzzO1jF33WKrsC+"
    "DG+CG6KGFcBi6mM3PWDMWyGldA296SQ96QRnU+fi/lumEXhtjYdxvevVsQe7uNki46tp46vVTQgX4DyeA534M+5+rd4OizAS3v2f"
    "kOUdJZU3Tz3PYF+JquJPe7B7VX3O1bo44x7voLWvpBjunmWj2zQ6w+0kluZdNnaKOD2Z/uLQOduxxtSWNQWHcpgpes/8yhycsvPh"
    "m7SVA3FqzpZZsDOv6qPhvbId0TRqvO8ZIrpJkos56XGHHAJJMeTmakl4foVsyNAqrI6hIRdg/T+BDK2HVM/D+u4mNuWiHpPxLo/w"
    "0AafvQCfXI1vHgrfaURwIn6yUJ/X9/RP1gktB7bAajXBU8y75eGzdic7+UnKrHTeoY7/CmBZN+pzsot8DPl5OxgHHf+jrg53C5bh"
    "G9fAV8yH1mght2LlhuGkPymOS6jQ92DPZwT5rnUPSHMZBf01SV/T9vpdOLHZ0dAIj8mtEmyFzN6yEVqayEOIt3eWx2UlpLYZztjj"
    "hp8np0PDfo5Ivr38TvTK5dA1lmu9Tgx/vil2sTh1bwuPH+O4PZUZ50x1zabwHDLNyoeNrNhuaUSUaualMmGJxjk5bjgqBZz8+ooz"
    "UIu1VRBnJ0RLcT28G2iLTZJulD1kHaIP0wfWn7ccnq7xL9vpmENmI/MMbg8MvW0Ne+bGQwPPwuu58DbKiM7YV/rg86fCe/qbeQm7"
    "lkMriHt0/sb+7H/2WCU813v3RufMoUF8jH0zXM4c+KCHwuKsYDfTT/CMjAllI06KdfB8gftcq+shRaPlTfx9Dj69H+x5Hvb6OJmL"
    "ezXPfEUTcdbucgBOwlrWkkbiOtvRK7DJySdkGGS1jBl6w6EfDLnYQFSv/oi61UeDpm339V2Qdj8fwz7tH2yRTxBJ90SsdbxeC819"
    "N/t+Qn2QkU2S0/UJdnlO49P2EvO+Uhmj0M/G5nI2IMporkIvglcWSG92PtfBUxtCDhY3g2ATCDmcAzwWK+aYJXfj5IFDerR+m191"
    "GHbqFFmMPZqvJ2Cv/tYdgnWMGGw6e4WvzCZYkalih/wy/Qbr1E2m0aI0h0bM12bMAdSk5+vrfCdBnLldQ+f4XIwz9DN932RRxsk0"
    "MeaRvxAvWY/8BJy8L/H3D3Wz7Ctv6dlyPXOnxbTeSWIAxmklbhObdW1O1LS1gaE7vBweAHsxXHpKNjN0YdovUh8fxjx60SVYPecr"
    "5uOUuBx+X8n8SpWfvXb72EpOpA9G7FO5Ietm2JgvIVMfwq/ZBatREz5E1PadpF4bWGqSadyBOGLPmer2NIU16ippc2Bjeks2keru"
    "geSZxI4hclR/uUwWM8rYrIbxZVgka7CKbcXxvLtOrhqcfcfEkOQsbZFnRM5nL9f5numsH+SsnTie1+FifchTmNU4VvpjNefqeTJW"
    "DGtiFuRvEj5nfc3VMoP1H9d/n8IuXahXcJoskxabRxvvOCjj3upa96md/0MQTVbTMtXzfFmeu4RoMY5fNsVx3sA/cI6cqE+LcWfn"
    "4EQfoc1gJz6Brn6QUdUPtJ513r6dISkE12R6ltjJQmevSSK+yyWlTWPsX3C+TaZvu0m+xx3Oh/x/DuuwEpomCPL1F71e3RzlCfRB"
    "oqwxNZMvac3X+nymu6oxOjmGn3rYttnQWsYUEtLrewbSVqAtA2ODOpQ4US5fWsn+/d2ZJ1jDqr3NmS7WI4K/2fedrf/CzzOj40UR"
    "i3aWEs402ZTcKLxsXNJzOOGorJO4vHYOn7ae+BObNcE5gTpEWQnKv80kF3hWxZA+VpHvQegvNsXXhafCTWMcz55sZb0rhpWqZG9S"
    "OeKBleTySJArZi+c1QP0W/nZ8Ct1OfyAY/VnMve29ivej75xBSc9rEfdPnkZGSii8Ig3sxOuknM9hsrTJW1P4o0wCokVRjY/Oxsd"
    "GcEsJ5Pi5zpdf5Cb5V48yTcyAl7I0zi5P+GEHSFdJHNcH2d+oIIRbpwrdgzREvaENxyTIo9Ta9a4it0kJWSfycTQ3lXek4eZlzAG"
    "rO/xznXaCeu3gh5E0qMsbGFNMdTnOVfQEDUOaIR4UcC8ZyaEGctsu9U5LP2JWJrpPts4rsSYiKPMANhUVz+yOuwFO/AdT2mEkxzr"
    "aRUcpmOS59cyWePE8fBWaSX+Zrg3n7GnMUeNCWeOTIXVPF3Mq4tCXgxR8SdY9mI9EBHcLjLI81na9Jj9/jt9eWOo3Zs5J5fp2wMa"
    "qoJTOkW0aL0ZAXfzuYJ6cmo6NNa903wj5X4mJy+dUUz4eZ1RaRm1notqxAvf454Hyduw1I/ilN8tfYJhON3joC9nqOUM79H38J7Z"
    "sOLzdWpwC1FziphxzYfO+ACnaQuRIgfjb23EZQutFpbKTJhmeBN3fiq+4XQ5A5ZvFeSpe7Nv9HSsWIEeIak5orjv9HQ9DN9xbr8W"
    "37wKtnMVJGOtjpd+0i64g/339UQ1tg6FQlqBKLunjXV1CW3JPmKTgvV6K2TTZCAT3kaCPf0xXw86VhwSkbvzoVJKGXTz9/m+L+VE"
    "ycxkMBMrHPF8fWW+UrKf9GI3TgSe8gi5mjj8L7EXaSgs70bYk4b5Xlu7ub5OWuo7Zlpug2/JoQ2v8lbWzZcezyeLcerd5HYqNEWE"
    "Ov8W8jrOI7NVCd7xD/hEM/Q78jtbFaaE3KnVHuEkD56t9Sta3fp5nQ//71npJK/plZDk53F3i7AX1s2yiHGJsaau08l6VxCD/s+B"
    "j5MDm2HohI6HcCMRWerYK2+Vz5jPGITsb0v6HtDx4WsyKusEHRf8plnaX3vgvLwYBIhMHPpPlUeMs2c/ml5yAX2uJBE66tlbaL1B"
    "lzOP6uL9CKexnCU6kwisDZ1NyTQ2UqgDGfltKxOcYqbb6HNySUaqhzBLaBPGpXhie8IvERuaBrtbrAdnsl6KmDCbk/OmJe/BiZ+J"
    "vw+Vi3DOFkA/FJJhYSk8zI3UigPkJvhHT+pUcbHIdPjGJUR5mQ+pu8zjbqjXPJafdb5VCSdQoup4G25mrOP6YyvgnU2Tg8RV2CPY"
    "oy1ENSrgU+cjsivXVHQR9ZmHHLVps1r+xGp4NdThH0ku9yBCz7be+7UhkUtCIj25TrkBrBM7fVbF+53AqW+XzYt637FEc2hDzoAk"
    "WrTfUlz/aBWxCMs0xXyxK7NjYRpxx3IUbcktUE92A/PKL5KboE3W6QuILSZCQ30BDThZ34E//bO2a3a23sT97ZHuSEjtfczL3//t"
    "K3b295EwPbeiHsO3Jp2HXZTOk58iRT6HEDKTNpr+n/r5Lfe5MtpuhZZN+A4ju+aBaY2yvTRw+KVmNqv9VHfU+3JJ4orGfR+7coKg"
    "xvdrOL5jm8Ephn0sJa+HnZw2kst6bpX17si/pIz4RAXQmy0QARdBcjtBj4+AfYpyUncNGUeKiWdUgHVeEfwIeS6EbBqC9oWQ52XQ"
    "PVdxWh1xIueRzastwT78Tb73XkR/cTa7XB1SvmO3LfN6V5k/dyxsUcbgEfbRJLXcZxlq2BVztCzRw4MD9QU9MWghf+idcj18znf1"
    "AlivS3C6ytR1Vlb673VTwG0loQ31+Mane44a/t5a+PxWc/pEh5FjbZL+EPRM5y3de6M+26ys2+TzSivwfAVaIkfCT7IKR9d/q/wr"
    "+2nc3IGTo5bkbU7w3JgMd0JM/TlzB8Y9aigSiKWI+FLNHvfutKiqDT3l9v9ekkhP4cYYz4b0X7Ba4SR8z2REUE8Ev8o+eq78BQnY"
    "OVgUOqvXbKs8rIs3rsWefYpVOl8elJ/gIR4M76O5HARPI04E+i7bYAvoJakooyG7FHofrY0kdWuOvRT7ZJ6sg6+FKBuycjW0YQ78"
    "zhV6GbRgf07/my/5E6tCxWqxRmfJ3MsWUpa6ScLLhxBpIMGekEwcB1aL/ZFYEvns0JrLiq/xbuTp9ex1eAr7vw7yZF7sp/BTbUZ8"
    "B/iWJyJuOYncvWux07vIQn2XHEExX+OuY52ilDgYt3h752bBcvVg4vGYl3IcrOZi5oI7iiHeV+M1i3XOlUHi0BxctBjziHuGdVLD"
    "yY5q6t18td7Bb6QZp3+WUA9EOQVYy7g9SW4yO/1F7JpNboUJ53ZjGH1Zy0jfT1b6/fFkI2VekM2sl+FWlvFbC6hvVtG7/hK6t5h5"
    "5036IE7yr5w8mYuVGBfM1LNxl5/qKfDqHtI/9RO9Lzg1aA09P5k4D1bfuk9WQdfYNOMpwdPQIKksRV16/iQJK1dFf7sF+xHbya7E"
    "Ho36PuT39S29FHHUH7j7X8gVkYTn+JWM+a941FyUu4Z6sgwyMVCsMy5fh0jvoJ3cZn23OhBX+l12RbS9Xv8Uy3UPgbdzFOJd85zX"
    "UrZ2kGW6VOvSdbYUElpI7+5MnKQPwt3lg+BBfVXvgm85ULL1s+AOvQTv+oFYBjanMgbrYLlLQ92bjafr43Pzqf+VnLuGHlHlcxtJ"
    "j6xrvxbiW/rAWzhfltLXjnpsrQqPVFXM3HsnyODtYpixSfY1Rjx/lmPN2hOWuhC6Jk6f3nynV2Ufzt6tJnNEkrWUOR6P7xTsZo1e"
    "JWNZB1uI/37GN1pedk/P7Os62+vpoWa+ThVW0dALUqi9UWKnOB8409Rf5hpLBXRBc+nKE2R+0wD2iPwJq5CZkcxsrzKCM1zGucxh"
    "DyXWZ5W2xd1dp3djf08OdpVP5BddJROIkZDiyImw5mR9UFXeB2ro6XF6z2aYE2mOsiw/zVhPbGnlFNLvxggVjJaH4GfP1UfCNdJB"
    "7oKVuI2ZseES5TxPwnNYlsDHW6GZ66d7sm6XQvio12fIbjEdPxkpBfTeEpx/SHqG8N1xhycFS+QFfRG7chRO8ZtYr2cQy32p58Jy"
    "XwLr8ZG+Db9/ArzTJXqvnqFfyWWQqUrc9zR8pgKnaE/sfZYYf9nRkhk5aX9EljE9CLI/IpwolyIumyC3yCR9WiZDKm6SnnpV8CNW"
    "8nC854vwM5yKrxE3nSQXaQTXn64jyFx5l+yrH2OvrOPx/+PsK8C1qrau56ZBuqRRQkBRQSRsVGwxMMDuq17r2t3drddrdyuioKKY"
    "gNLdzeFwuuPtPf8xx1r7PYfvu4fn+X7v4xXOeWPtteaaPcdw6FHWS5mCDjTda5i/RyNWsQxfd7z2GdwLQ+L4WR/Th3ljxomLmmu8"
    "Ta1hbeoRmSSW2SlGLLQJd3AFc1i3Qs7Nu/+n2uonyVmIlFfCCmxArPMz9GCCflEBIy7TuEmijRV7u9xEdpUo+6m+z7VAX4WOuApR"
    "ypGIqS+QO+GvtoNvlPQasSN7jULfeehyr/eFK1nlmSED9PagVh7Bkxwhd2OnO8HnXoqVXsMsdJK57UWQqd2hCd6VvYluWEZUquXM"
    "1x8Kb6enzpLhcoD1pshusMD7Bi/rPbDA08OdacuHeCfy+NtaepbNZL1aPqMpe6c6Ec3wTOLF95YSsjqczJxpH3Y2Oz8jnx2+D2mt"
    "fKHX4/S+ghe5EHs9DVriGDkn2M4sbkhuDzeRWcG8XIT4Lv8F8z3te2oMxW2a7zaL64+aLxFOqNVSnO/WmKuI76QvYLpnFEnynjou"
    "6OslqVVe/6Q9m4tVO9NETKtgJ8wWLWUPre330TJQ5kEaXpPX8S3TOcvxKyvag6GfXtWXJVfXwxLYlNaf8GANY+tkMVSIyyCnN+HG"
    "mWXZzDhpK7whm336Qdvg3tdqxH0UaYDDuSNXcgIpqnk6XJckvKwUu1dSPndp+nVXdnLGGPFbN2tQrx9DpIfHXUloHdah8+lCsqj/"
    "pnfjRhRy9qiD3CKW89lHXuM8ZUNTpqXMA5Sr45IcwO5yQ3JtLHvKHFZK3M1IUuKNtzDjsSlbiM25RdnskNm9s3ALH9SHZbheiF1b"
    "otODPXB7jtI3yYeU0ZTHYklSW57MvRoSXCRXa2f9B2TuDj08qNLH9fOgv/TQkxCvz9HhOAMRY8/tGUzGjt5KNgdDF3fo7EPYg+nO"
    "3erSJ8G/XasT8e9r0JK3yCLcxwtwZ47HjS5l/G3ykg+rUIvPNgs/RZ9FNNEWe/c49CyeAjv2IhnChsBeLcBndoHe3oB3bSGa7z7s"
    "+mto9l85S1pZr08xSZkWOUYeI+tUOSuDBeTvmyN/QN9bTdCYgZM6TZJEbUhT7y2ATFq+xDz2YjJTVDNOhyUS40ishu4vwu00NPwJ"
    "2IV7WF1U7PYR2TmotPdEQs8c0GyHHtUoOmgDyRsByTcE8zLWB6bitp2N08tHnHsxs+4x301cSU7dBOR+kmzBzViOb20aWAVtMjTh"
    "VPZRp/UxcQjS5YwW0pz7NIbrOFmAXIdkxCB+EucoKur18RmuTPS3akhzZ68v4tke86j/Io846hGrRMpnrBpGJi3A3v8ESX+HU+fW"
    "pfeFTNZvsM7PoUUnwCd5R28IpmlpsAck0thW2vBb1+tp0Amni3kElhe6DdppAT7xU1icO2Uz7OFYmYuzqIC39xe87EmcuXY+dA3Z"
    "AVLkGlzH+a8BforPTTZX+knD0Vkkzxrew90pTWX0ExvSiTchUmkmtzGGqUDkswaWdTLW+Auzic5vK9YLmZmJs9/R9uNQv9uhz0cl"
    "6MVZf8ALsHsjxfWgHCFWkW9ET20PGRf2xz6NbPRXeDF288DgRamSPnjV+4hLZyEaGwktOh53LoBkHqffwU+6Aj8/QWZit5pj92fr"
    "gfAk+sCLOUgieezLbi9XH3L+dDlnj5OIaapY1yklb6nDB9+DHatXiuMe20r/IOnlyFihjva56pSXlIyfSunFbo9dJZPNV2WYabta"
    "QvYMFPhqUr4OgqQ/ALv3lLwrt+s3uJM/wW7eLa/In+Ht9XoD7LOf5v15irpsKev0XcnitQD7bXgiE+RP/Qwn+ie53UbLbOiUdjj5"
    "UkjJt4w4U94uVNVjmx0Gf7hYX4IsGEv5PN2CPdoET28OrEwJJzV7EKVKffeTe2LDI3sBr+uMf7cjBi3iOW+DP7VJP6PGyMdnzJBh"
    "kNGXcZqGnvcOPb8Cz0iWgQTXqOuDqIYHfBxiqmX4+27QUHPxjgfFeLjW+j1o5XVfSut3wm+jh3c4c4aDYdvWQZNei6dZDSlaDHk0"
    "NI3D4d0cxPxVDmR0LT3nFHOae4nrRGouh4qhvpfQb4sTP9vwSmvV+mJW+bNznOw9fVfn7vg2Y17oI2l/wg59P0GeyYnsPLDPNDt2"
    "JCc7LMdgkzFV2NdOwUmMn60TxZBXP8ROF3Mu5UEinxT7iC7j8YSs48jQHKI5HIfO6E5yNizElVKTRSxI+d9swJ7mQB5mEhUrF9JR"
    "iZP8HdZnkNSyz1OpuePs8p2hMw0bLtyqEzUhJbJQh4U9g2HylqzDTo8m72UZOflKuRqz5SdDHx0rJufr9WBEK0uw8oEyHbrpD6L1"
    "FerF8oCOwxry9C45Qyx/cQG0x4VYY2+JuEylHr+m+Oppin5LMeOvCtamrsCO9hPr9c/weZ6UfN99amw6L7IaVqNrIRMbqXkLaC8S"
    "ZHDI1ENcNK1zlsTp/Raw9zVgJjJBS9NZ9mNV2eRiBeP4Uv0aGtX6CIyn+RfYrArvjxzDnENG3VRasTrO2W5yudcjGfiyLf00mumP"
    "q6hRDX10pZ9WivtMlWVoLpMNvndt6U6+x+xm3Z5F7MYRgmuMnKC1xD6ajKf6jDmiJPSJZdC2w7rGWdfMpT2d73EkXW6hgpWzSlaq"
    "LvGzHPUr6E2y/rXLfYZ8xhrctJ9lvpqGKdRnZJZcGGyCH/WZdmB8sAga70ZIwyPEll2EG7cMvm5reDQfQSoux/fdhlPIo73sI0uI"
    "DXWiPAf7vBb3eSOZF1boOcFqrHYN1lMFn95u2zDPoxhx2aU0Ymf878zPhkxQ1zlW4KcIQ/pXd/rOPHv3Cq3yrA4reJMtEzwSe3qM"
    "nCD74xy+0k9kvJ9vdPH3WJ+RSvizDFlVt7xdT58RVT9hZ5lzh8/VU2o8TpOrxRpm2hhOA2zWveVNrWVH1dPk6k17jRf33VRR3to6"
    "XRtn0eFdj4j5gbnQvJsh2+PxHWNw21/ErVsBafsButFw6PfBKzbDoh0Jn6GLnAlZXEGcI7MXe7L/OUG9ZohVw9nzPRmn9SszEx/C"
    "U2mFCNM6pR1OcDH7GlMeF73S25eQdfSzobPnYSddHX2J9pdoDrSG6Nbq74vVfGphyf5FzOoUPGdjf60iC1MZUaJCP68d81nckGj6"
    "t0KrrmAv+gqya/2F1f+E8xoMS/K4fIBvGCWGiXgUIpIH8QQfI5q6D5oqV3aHJ7ZMv8b9XM8u+s89f0aCed9yzkWbzj4LserCevYm"
    "YgSOOkoe9RnouCb8dGQaKzCv9TPj/JAJ8MBvkPehV+/Ged2uX8IylxCL4BviXyV8d85axj1xasw4K0Nj2bnoPrlW/wU96ypEcd+l"
    "kyFuQ8JqtrgRF1qHVmD5wumwS8dC63TaKd9hK9yjEs43JBiN2UmWwXIbY+JaWJmJEiMySIq1/SmIsJTTLSH1ZImfs1xAnKiG0T9n"
    "0mKmeUssQ3o7Ky+l8BZrWEWo4juGSbWv8BvL7Sg9DPHVmeH+2iIYK5MQM90nxl15daOGOSxdp3JArZQkxptNvq5ntcyy8cN9VTPu"
    "sdwcb0xLcbdvkaZ8LS+tD+C+/MKu75THmYpmXVyVocbj/5WRd+VtojMbNrzt1pnsKo75fKxDE6um17AL9so6g6wTzrzSGBmmGmbo"
    "KPHRvGna3vVmkyz//y6k83F4y/vJe2o88CsRa74hf/mOjqZ8YsOA6CLRuVgOfwBZmBfCYvYQw3+owlN/DM9wAzT9RZxatOmuecyA"
    "b2F9voueJ3cGP+FETtD38OrR8hr0UkW9bEN9lBCL5fZkJB8jqklT9h3U+FgwpXvDB6jWI60eJ3/IqnBK42/DZPgP+SB4KbwIn/87"
    "Pv91+Cd95DfNhOcEn8JTbCKdECH/C586Qd5ClPG+Pg8tfJL8YpigsDHb4AGU4SZ9wP74Tax5faL/DvprhtzkP4YdodE+1Ef1F9gR"
    "i34e8YgKrxO36EDojVrI91E8xWJq6Azv4QjJ4V1uSB9Ucoo8TsbMNuJ8C1eZ3cI+iwptIT+z39SwGc6GNrsGvnRL6SiF+N2r+PYN"
    "WP2BhsevLwU2Q93fy2XoK7abPK7nz0SXNn1cxrroMjXv5k1WdAvVYZY7j/VZsbm+CvZjma/xjixj7XwTJxGL4VM0rA9iRPVpTJ7K"
    "HlLEubkQflqFr5oOEtcneDH7yWYQV7Dh38yHttoMLVjMbPUW/RUy/TN0rXUeVOMGx3lSCZ/l6U3/qK90Yy+UsYJ2xL6Y77wP+WwL"
    "PYt1kyxTfIiTqPI5bRfL1OoLnsMkj1jRH/ocUsbXHMqYXb9eNjKT4Wr1q7XC9xXYih+nhmjFeLCWM5OuByXKJIa8iZrN3dbyfQMR"
    "ryXZ+Wt4pAPkbfhBF+GMX8d5vYgo/Qd4Dy8F98sM7MVcvQOe0N8ex89Z8rHiuCXLiHLeytdIS7JVA2X8aBWT9YxZbP9Okwp2C1RD"
    "rhLES6/UH1n9jOHGZogyUkUEwd5SxSyIcXgYrlY7MXy47XylszvjmAvcQt9rseEeh8bWNVqe197Bq/IN7v7neo4cCE8t9Ht1oq+t"
    "xtT56WtwFjlYpXWg12oVJP1XTlgs0Vd2ghh6B3bjUHhTb0Myj5JG8EFay2myL37WcK2gYRT/hn/jZgd3zBBHkcZhkvZdhSk/L+Li"
    "8WasGcfZrduESBnmTRvj+87W9n9fdTnsdAaxk7Ij0eUNzC4YPoT17c/BGb2LmOd6WcFMxCjmITZ6DdtS7NNthjbUe2WWPq6fyn16"
    "HezB4TbZHTwkdxvaKbsDc/xscsxHozYLuZGoxg0zGezYY1b3j6Hp5uPdubgx1uk1g5NnL8HzqvWZ9ShHPNDbiTh0+zpyZ9sM71b4"
    "2n3EZs8Pxp6dRz8gJL9iS3b62pz5L5xkKst2v1mlZQ9aM+tK6YtY3hBHlkt/fPZbeL3xkXcIDtBPYGNjfn6shvclgzv5if6nXl3M"
    "ULvr8+d+oOvkdkj5YBmPvWmsRwWvwefYD9GuxaeNRHfoZyjxPYlx9unY814oLl+9hH7Zcv1KHpSkTNCrtIueCys9S2/T3+VdPVQH"
    "BQNgX6fBuzgAGiLAqaYQ+cyHzrbJ6JPlRjFsZ+Oavlm+h8cyHVHV7PABSPAM+JLtpZfcGkyFdF6O95weXqyd9FX5Wq5EzPQO/Pnj"
    "ZW3wvFqmpRBaNx/f2Am3eBGe6zD5XHrKudgNziRB61kmZjZ0VgU7ryaI4wRZn41FdyOOXZK4LR0lYo03ZpjljPfiRNlp+D3tOH0R"
    "4wRsJas3m4mG3/C8s/k1bpd38R3ycazctG9T31cXcteV2FhnQI6sr3MNMzjl7Kor17FBCr5wLScOKhE1tZHabF972iPdJ1iNt5+e"
    "JobBVeLjxG16OjwhqwlbZWYj7qChlq/FzxfXy6ln6mEdVMO/SrNa30VqvZwr9HkVn8fwqC2+HsWopga3vFpn6xGS6yO1VDZPvrtH"
    "NovjtY5JyGKCpUSsHM0qU4mmduhDc1FIF67jYn05vEFWwabuKVNkJk7zHbkfUdfXuMerEA9dJ9s4Z17FLuwJMs447YgIb9V6m4Kc"
    "ETyMb1jBjqdZ+i3+fLz8BLl8A/HKbzoPe/yiGAp+NXnNbEdXstchCZuzjX22hfSKLX9fon8jpiwlYvXqLDe61uNUd3H6u+F1WMUi"
    "3OCJ0jLohJ+NkuG4NzdLNatqDn11X4n2ajC5UzqKZenS9aatnZ5Zo+/QLzI8SZvxfBN36DHcyzbQCP+A5rlRzpE7xBClrsN9vl9P"
    "RRxYwb6xKnaSzYLsLGcsZdjrlYxLEp5Fs5o5GtNMF0HmKpn1tU7+BYzlrb/4DfhLP+NbjMXOposX4gyWYE1j5GF5WjQ7+XqUpLL5"
    "1nxOdzSke++lPDlOd8uwjcQ7v2C++H0vPSFRmTO+o/hcYnFt9zbM4X4cQxvmeOu+wb+94fkswa0NZL10gBTO1O/w94lEds6wKmf3"
    "Op+3caxM1QqZJvfAglyCvRqjT+lGGQEP/hExP2E4MbFqdSjWab7vLmIdQCfJXjj5UTIQ+3QUZG8ub+Va7Mz57AcO6LXE2CUzkNj1"
    "gXyXEdkWVoYrsO+T5Y2wu86VJdqy8dTA9Rxv9xlQF301hRScDY/wHfjP6/QHMX02Dmt4ApH+W8a+BJkqI5q/3ZjPmLG9iWxsm1kJ"
    "rIKm3IDzKcbTdpIfEYsbC1pvzlAYD49VF1MeO6TSs6Z0Ze0zw1pIW8jQn5zfs5r3PhJ10ZsHV8MKWNLnLVUni8O4SDN6+Ja8yClq"
    "MGeZEvqwxMm7ruSBaEVJMdyF+fQ9FjHnbVmfCs8SpJ7LJ83qcjE9wYy2xVoqOdHWX66QraxzOY94jKR9BBHgRDpZXh+R0NWIBBfo"
    "R3KgPo3d6yI/wp4bN2EVbMZJ7AaJQ/MVwsoUMbc113fp2Hefkp2vyDD3l87ivWgWqbcrZOAVWJ9t1GQ50NTGFJpPJOwc34Nks7IJ"
    "zvnEcDIrddNO0MEtX+ZicIuVnI9WA1++hlHUs/Im/pSLWO83j8L2tl6hhqpdBi8hDxpjLe7V3fq5XCznSzdmAqP+XTcBZ55UETwR"
    "myUvZbfGYNjlfGqw9rCrQ7Bvc/Ro/L8hAJRRl1rH+/MyBRamu/SFhd+INfbDnRoihvpWpJP1aZlGBIW4Wn3eJljsfs7Ra3FCu3Jq"
    "xbG1tieDywXYs8od2B6djWnnO/qLYNWtZ9rkcjPtQVvcj9nwdkbgG8eI8c98B+2dw0jAvMuhcpWcGRyNszlIz4NN3Khvh+cGE7Bf"
    "eR4jPuqc3wZPJ+OjqDehZRYzS7EAMeMmDYIL5T19CE9a7fOXpqc60l/tyZ4B00mrEVWNwl0czZlLq2D0gyV9jFkil2eJfO4BUlVP"
    "YlxfgPkW3X1tK66fQ4ptXs9Y1r/Hn8fikxLwhjYQSdUkcjcibFTpleSCiHnuw/+uRxuuxtb6/tGMj4LO9BPnm/Adizw7mr2is5Tz"
    "xl3G2s0Ej27QwkeaISfOqnZSlXc/iXhbQo9+7u5NQ+9JEm09hucoYn7OdfcfT27VhlZgFqWHbOBrL6AOi1EvOTT5Os74o3xvZYL2"
    "8jJIjeFrfix3ywvQUcdCv20OB+1kbSncvFJfDRdv25wkfQ2vfjtzXVE/mc3tfq5vimaZwqwH2J69D/uek9lMYf2O9oCf+qPuCV2/"
    "TTsHzWW5voj9sEnWD8k+23DEEiH31fXbtcyixnT1LIJp7ws6pIn+Ho0lqXV9FLUevaqhT2s4nmt4bdaBVUkfNaBWs5u/Ud+S6p1M"
    "jFon1Wp9Dv/9TccHt8MjnI+be7PanZijDj9yFOP59UT7HSE3yDpyWmQcWjtrCtWc0iyDz/armmdyILTbXziZDTpITpcTcSOUN2B/"
    "2pqybM7TydZCRiY2D7RRzyE2z+74xj5Y9zBxeJlbPIqX7dsmyF412SOr4ZO4zGelHgebWQk7VSIriXY/jHmsKqLbfAn/cndyjSV8"
    "jSRNTR9xilZij2uJzlp/QkckYkKMezTvomzvZJwdHkOYQVFmqc2/6e6xtyr8vFHoJ13fQqRZ6/PWjpMvxB53FcelmfKSG/Xx2qv6"
    "StrPCMX8n7cxExTnM42XTD0eybpbHv0tDm0b+l6mhF9tjc/4GY5xjR6K32z1kYpDuq7QE2C9kvS/50O7mq+/Br7xGnXoN93ZZ+r4"
    "fvaUZDZDVk4+5Chu7eS74I1Ru5Q5AauVVug9uF+f4dW/+3cdJNaVlaOht/CWk7Kq8DlN8mFb34IH+reeCt/kD71Ph2Dtr/JdL2Yj"
    "atfVZU9YyHmRurx1JOUHwPP8nh1tC/DTD/U++Qon85S0ClbQW2oLOSuEvitlPrYEr9zImpjNSrbC883F30bAy7TftfRzpLF6aJJj"
    "ZJW6qeZ85rQPF/WdLjnkYIizlmzojAnuX4rzIDXM8+aT9el1KaJnYj3SY9k7uxFeQTuJa33EZNtNm7QbiPduJKbUXlJB2egh1s+0"
    "0eMxu6nq/SXjzzNGqWroNy6qybAykKJlCf2MicUeA4IkPIoS4g78jVcvZg3+E9yYQmLXmE81R0+GD91JTpHNepX8gfVNhr34lZmG"
    "1jiRZ/CTITvRoyWUvDQjrXKuqZYsB7XMzdjEdQ59wjSnpfcRxwFV4W9wHvXAAX7+azj9m4T36EwCe/madaed/MadZPMsp8kY5pmE"
    "6FSFtN1JzhvXQt5TuB3mW1/tcWzLIdtDcX5L2VG2mdNiteqqjCFOsYK6agPecag4hLbu9RCwo37tUxC/5WHHjoC1fhDeYSP4QJ/h"
    "0wcF1dC5KU7QpiBzxlQ5Chq6A25NHr2MVmJ4/GYjLFfbS44jR6RDDws9+vZiPZHejvFRNaTfnB0IfI9q/fybTXD2Q4TeXQbLV/DY"
    "f4Kvvh88sOvU8b6H8DDTXr5MggYyWgt993waN0t9JjCV/a6M57usz4eY6yPNJPm/XL3fxTYWxfWkjq6hjj+I32ddXk2kF+KqibI2"
    "3AJfoydOZjtk73E5DRI3C/f9QHlGimQ2ZNT8v0X6BO7/udIf1tNi8HX6pHyK88vHn66UzyGtG3wtLeT03WGSYnaghLM+lbQzLWW6"
    "GAq+zaQs1yOxzuWQvjCL31w3h9QZ8vOR7EZ0u+aQFuO7bgVdUUxbGfrKv01unu9xSmr1ElirIxBdjIPtulna6xroqsGcmr1OPtYr"
    "Ien9ZaTOlLPgcX+JG/8spOAYqWPbTXk7s9LzJo2QXdgbrqwbZZj3HeL7w0LfO5SibIYeS9jNlhX5TxsHmW7Mz3evNTRo+7cRI6hq"
    "nlWRfgq5eQga+hX2ph0hX2Jf20CC04iUzyf6gU2HW1fURiJ1LeIU0n+0lY9oY6zRpPQOVlEbRjBp+DcWR8f8rpoGG8upK4tYJ3s8"
    "S+vUv0mMHdmqExM5d9qQRmqCn1i2wPhLF2C9Z5BF5CHYbuOtW80ZVuuPKaRu7w0/6Bf9//HSdpcIY6COv7ErUVBCP0vmPOdocmOU"
    "bPFdgM5LP9NXo4vZm1SsEWZv0uOwhlhbqe7tb5vzpwPfRWCarodsI1qnYY2vgb/1F3zyWv1W1hKNviE/Md/7PKHvq36YWs0QAxYS"
    "F3IGbOsWnPT7OpXdV8fIvZCKCuxiqeYx51OjDsmumpbRYXQr8xnOp7C+pFlE2oiw3Gp9L4aL2F2VR3VH7P1ohutMyXg2GFXnkeWw"
    "Zz1fL6QlyRC7NaDlUexQC+gQ60WcJt+q9T9M4018TW/E6YzH51eqsxxpP5MU1z+zU7JleppnQXETuGYzhzE+TpN9ptrXeKJOqjHS"
    "hJ5RhItZ4We1rLLfB6tozWqB+qihgFm37ZyCi+vp4jyMWp8LrSHbWl96wFXYtWcgrUOhnar0Qr9zpZQaw/hd7rHnk/U4vZST0Eo0"
    "Q+N3KmaW6EQ50Nem+4vxtj4H/XoaNFJjuURexZ0NpCOeoR0ZpTRrTW0vhvuOpnzE5xFebzU9swSzPOsYG8RZD6zG09i8fh/O8MzU"
    "e+V+2YORtvUeHkKut5Q+Dc+0Bvb2bW0dfELOmB7yGzSwITF/r7Px6pYSY061BWW4mVh+/l6ZCUv5lt6KuG8cPmkVvnULtOiP0IZL"
    "9QjyZmYoUxXclXLuxG7Sw+Mx2HpbZll7a30k29JbqswO/eTdYGeSnmWqwnfOxFk5roK96UrusAQzKcdzgsXspfVEhuyWOxWr/wOv"
    "26xd2X1UwzjW2CLVM7XuIrdShmw1h5JdPWLO2Mb5XbOWi4hSk2LmtdR3Sq7W+fVi3AhBuHMWRai7HIJYPMloPon9rkZ0VqOu+9T1"
    "n1fqgZThaqIdW024AH7EjZRNY8CxuYIFZAubIO/IILF8/k/wpX7Q53H31+Lu/6INT7y9A09xL3lENhFhcTq0v02AXgfPshgnEVXd"
    "9xXHm5NiR/5XerHsL8Ng9b6FTPylL+GJnsau2Wr6sK8zk+3ojKaKt3Mft1FbncuJ3Evptf6J3w6X6/G7Z8R6TxoFV0FzzaYHtRRP"
    "fhR+awjVRbgPNgn9Ez7DsvQ5fjahjWQ8o0+IG3E6nuCI4DOsQrC+f+P83iIuyb/1ZXhKe0oJIwvrQN5IZPVqZlwML93hJ+fTm9iO"
    "/3bDim0i4Cyp8H1MGUZsNcxxVOi7iKX/wlpWsGtrK06uQ/A+vvcE3NBhMjm4DU+xUl/EqW6Bz/MF9tZQyxzHSmnW0lgO2vWklvB/"
    "MSKaF7IjzLoAm4vrT6/FbVHqzqaM+RyuWgrn2kwii6X1ULbcP6aR22anxd1P+0uxJutN/0Z5xyJEX4PJ+ToCMvQWJOpCaJkE/AZb"
    "5a6i9WYM43715T53myKGUjkn3ay7vhU/+0RqL8f7pYziXL/uKmbVQv+0VZTwatjGiGnUnqhN1i9PZDOjjnWiW725l5ShjMjJiHJ6"
    "iTHoztXXIYUjcJfP5aqLNcbZsTRPLqn5vqYQ895vy3o3M4QcXCXtqe+S8GCfpF5i5CXLibNkE10FlJ00caCq9XbIxjrOAWQ8y8L5"
    "PjsxTBYxu9VWEj6/4FBm3Lp7+imstI/2+0M/5XBC1+Z+a7Ic5THOZG3kK4fBg1nPbtNyvs6ko6+UUjo6M69sHoXppQMZx6fIy3lI"
    "MFD+ZHWuM+RyiRrz8ybcrtae08Qqc7t57upcZlPmaoQtYlb7Uol8vKTnRE6SS9ghpVcSAeIcCbH7D+mtWGNPuQAyOwx+Rnu50zgY"
    "ZZif33UI8Ev5Wb/BzpTAnubpu3gei2PLOfv+N27MvniPWZxtzA8XUg8miVqewxp0gj2iLchy4vi9nmUF5h7yd7usj82vbFWbjd5D"
    "tkI2Funb0CJtfX9/EREVbEKvkpVAu12XEl+iFju6ln7ldP0XfJAY+yKHyQgpIbpvM3F8Sm4G2fpDuvheD/vZaeIQnI2zYa7HUFN+"
    "hstBd5M8yuFoVhMs/usFTXoCdNt/8LTfy1GIM/s2OlwelqqwGbnNom66JvjXMqVN8G3P6B3Q/mcFdyGC6tqoe3A39uRefVCPYWQe"
    "8deEkFc3padkEX0PO31wYJrtC+zpDHz3+9iFqdTXKb1FXM5vjlZ79PRFeP8y7P0JMkNtaiLB57hRK2R32uOQ3HVKfj/1vTMZ2JJq"
    "fVL7BFar+B029S+s7HX4Ryf76lFHyWS5zqP81Hc4sz9wZ28kf/aN8DabyEPyCKOT31iL+RRaaZLsiju0HhbJatXFOLtPIUuGDTZc"
    "LO6fGGzATdxKPhWlD56ilrNI9zKypDjcf9vRq2iLhmAFm8m+UuV75oqYB7J1XgOvqpZZSsfja3b6cuabTIu0w9nYXE0pcS0dW942"
    "3jfD9dmM911JLMsIyTaHFXLzKzt6LCzLJapG2cSdIeHWZd8terV9ayqu56KG3X+78O7uK6FGU8Jlui14lTFeIXbBJoHWERfO0LMu"
    "gr56T57SZdY7HkzCih7SAhktG8Ic+rUJ4jmMlo/F4SZux7uU3qR5+ftI1Oe7mFiaKZ8tMsk5khUAN2fZcyeIrudnz70zJWID/2yI"
    "MsPIDxL6PsxcdbyBNZyBHCqb6ZMtQ3w/RlZTAy/ELp8kJT5vHHpUqJATKtY5Ue3/nuR0fQ2RKNO0AC7XvJ220Fm09pL0OHvmEbte"
    "I/X9YVfBh93EzKRpvpdkFSRiLaetViImbzgOtic5WlzuKco611A6N5MXNe4xJKP5AKtuFeHO5EO7dgwa6+5aFo6ETVsJP66dTISF"
    "HS7jsd5PoANewAo+xjfO1UsghV1pGZ5n1cuxny5kPBjXG/Dz3vDsrNYZY56uilplHvRnW8YwzxKptIp2tYRshkvxzse5X3GPJrOF"
    "3spm+RLruFTsZObpl/owTuxyvOPHneQTp/HTM9xPwyCbwx04WD7m5L6TjVS2e7xaHRPXIujPKh8PnUWkO4cnWUNUh2XslrVareVr"
    "2tMeKr2oimxnjTJ3HedJbsbtSPi6r0NKcihCx0oF40OLiHKJxW2c8DWMYUx6HqHdWkfEsBhlsRKfNFgKiBiZw96fl+AjVenbsLgN"
    "S3yx38dS35E6TlxepBZ7/65exwr1c/qm/oH9/bc8j3v0XLgYGnk798IQS5caj46+g2/OZ+407Xuh4l72k5w2ydM11DM243+LON7e"
    "pYh1DO+8nXyIk2ol6/RvWYgnHwuL9qN+iE/bK+iIeOcVeHs3Qs6sEj5Mpun3eP7R8ELNbylhNqcGn1Tou7kibKlb2OWX5H6V6y+y"
    "q07CJx4sN0gBor0miCIHyD1yut5P/Jgl0KDF2M9y2OMfxDgrFkJHGf71Wr1CDDu5VK+FJ2fzxP/BjhpOeS2nRyqog6uo29aI8QOt"
    "x12upu9uEwx5PK/n8RzOT90R08/lkZsR5844gI4Us9Yt/ES17VJjeC3t/CRH0qOh2znuKY8G9+K7PsFPliIiMntzFCKVKfqyXhqc"
    "pA/oQ3jaj7RLsBp69iw5X6/03920XjY1+mcjIxTHcLkJKzmK+m8YpCTNPtX2HpcnmZ3mN/yiZ8JqXQJZOEamIFJ8Wj7Qk8Sw90+W"
    "rZ6NK57VQEl2NGVYfy3xU4NJcn26qPUxaK/PIQfzyD45G9a6ELH0TcTVcX29pdl62AScisM9bFVvbVEWyFnzvYkeE9LfSTH73IxZ"
    "wxg5NlwPU+gxW54l1q8h2w0X44XJZcQfckqvCNFXyFVbFrMLM9/NORFczQh8uLwkF+sPiOGuluuhfw6Xu6D5roKcdgsWyAb9DhHF"
    "bTjL7bg3FyL++1q3EmnPZQMKvG55iLp6rdwQTMWTvw8pfAOfeC6ecwG8sOn4fouBBxK3dD35Y0qga5boU1h5e7FJgf3EKlRuUq6d"
    "XCjrfZf4/p6D5hLK0Fu0IGOlDaRgId71G7yJh9RQnorkULmWGNHReSUZR0Q4k+YzOL3nZh4desFunAkZic/O0YxHHcgQbyJG1A2r"
    "plp3XWvuvemcRtKYveFnizG5/Mna81ToXMOXMvRRmxpaybO6jvW3P1nvWAmtYTWk3XwnomMlMI11Ku7t9/IYvLh9eVfn4Lzewa4n"
    "wxs5g+kkom02ExPVUw6RbsQSaOYzQ7Xsf4p5JA+LwDrUq6klvSfQBSdwKOLPOTilA2GHDoBVuQs/u5M4FLXEvEowlozrKVjLr1hx"
    "HnM7ZoOvkXJauhr2N+ZTN32EdzSS7vAie8G+XyRL9QJfw0t6fAKXX+rkJ1pa+9xOledhTdP3NXndk5Ykk61LNBdXjwqzMdMB0Kyu"
    "0mO1MGMyvhleZ3vI3kh8/9/4jrU4uTGIwpI+K6qeE6C/v2NVzAJW01uMceIpTRxv67Ywj2G/bMUo0nK51smpt5O59BD5lRwPbcXi"
    "rwtxPgvhun0Fb7I3ovmHINnv6n3Q9Pcz2/ESdu00cXnsKmKD78YZmb3l7OB77OE8SO+f+I2hnJ0Lb/4PvOc0j1dXohdyvTYnthp6"
    "3ebBLMNXqhPkeLHVDxbTywshW7NxjzqIYam/ErwPW7fc2MfCj9T5lUpJqNOW1b5+3xFWxEXmBdxfIVp7IKMkxtMtw03ayPyei4rb"
    "S8bbpgQ7+hzyfDWxBy6Cb76QGiaHFZX9YMGvNRRmuT7opb9Cw56PT5qmm8NZMh+7fih2tYQTzwXElEiSRe0ackBF82ApolLaRG8b"
    "v4c2Y9uNqNKhOl67u6Uxpep4WYDbvYnY0U+xezGFs/jT0EOwsr0hkf/A/ZutVweD5QQ5UX8O+wQLYdHvk2PlNDG0tEZiSEHd5CdY"
    "n2L8927ymSXZVViOFRsDyaYsJmroe/HNC3EIfIU480pyT5lPNgfv3sqJ8Ayk9FFIxxpo+s/0eli7OfoPaIuNMlB6wTZUMGZyOety"
    "TtbV+Okoy0wdjXufz7qxec+19HRdT6lyksmdpYuKK9inegvOuiW5+0qYTU+TJ6yNz0WNolbry2ezHsF83EGz9a9Lf9i+9njKS+F/"
    "PS+LeBfMHwzoddZV/FK+yzLtp89sHyYQy9bNxHfyLJ/NslmyU2UWV5zxaDrWuf2bz9qMFZvONNSzGHXcXszJO4anJNFdjO+zVFcw"
    "62DRw9WcxLd5IbtTTX3Pcsbn4GLGABicDo31LWzvN+z6fIXdGCHZtmsg9S2yCOy2Fz1ssoa8YRnEbvnsC06RgyfFySGbADuTqyrg"
    "jsbxhFYXa8Kqfeh95+ayipXbU7IVRyVnl3qk9i3Q7kMQZZ0N36A59nqxPoUdOg2RxnA5NLAYME1PIO35UFyUuh2S8iFueBE0seXW"
    "J8kxYv1Ff5Ids45pOcBadvdz2gn9XYqZwd0ET3QLM6rm5c7Dv8cyC5Nknn6CZyQu1vmsVbRljqtcI2SsDBlrNFtvNbSqEf4n+0DD"
    "md2p5DSC2cYmzKGYf2ed+X9rDl59Mk65kvObxnGyGLs4X2c1mqyToaG2Qps9pp/q8/qLDtXngwla06gvfKa/rB8aJ/cdzm8/uQpe"
    "3Pt6c3b2tQ4HNqPvY/1/Et0zRuwwd2dikN2lWPkXupH1KasY/RP7sQx21dDtp2EPv2LHbFsi8LSELo/BJl4jxl5XphGX6RJ6w5ab"
    "PhJa0ar+44gvW8YchZOgfK2u18MX/akNrV5GZ5Hdc4w0l6vxk0u0O7T4TXpk8DX3q52frw+zaKyu8/cUrDUX5xljhWQVtLrlek7E"
    "Ov7EOQ0MVkHDvIxVj5WLoZu3ITaynj+X9bQMxmbvk6d9JrRZtjOyrhfBKhNjED1k6rFHFbOvu2YnCI7bOd+SpvxU09M2X/pV2cAe"
    "Q9cX5zALHB6DIW3ujHlmKqypzcOvgmSeIIfjeawLbz/cjAp893rWAB6X8zlL0QgafSZrPh0lj7P0TtpLiDtjXWfriClTzIiunFix"
    "q8WmMn4R+2kr5gMy1FeGozLLY8b9T2ZCxzRpNYAynEFRNqrcgP/eic+4UurwiRPUUE5WtsGStMWZ5MAOmS6pwFk3Eatw9eP68n0+"
    "3HU+uhnzUYhtNhLzJu5zmBXMgqyF3a+ht3C87/TJ4+tX6/nwPfJxh7/CK6y7dAN8haX4xEtkG+toiXpdJTWc2E0RJ6hWhxBfxxAa"
    "trFCF9KCJhljJD3XgpugaEHvKo7bdx2io2OkEzyWKZorl+s1sIEfyL74/w9xr07DOS7AmsqgDZvib1twA42f8nPZT4aL5a8GYs8e"
    "w33+FGd0OXNwrofwQdiWwxnZTCQKwr6er6qUfS5xTuvm4aYaaqWrjjnW527M6Bk+QXEWAetY6mXXLbMGN97Nn7evd6Jhtve9IyP1"
    "GN4fg1XYTb6Rr3Gvf2duvJOkPI5bWh2rUVSPagabVJudD2ovbvI1jx5yijh86zmHVcUzfEr2lFugTWbgPL7V1/VZfVNuxv28Ees0"
    "fLAWcgH1VQW0ns37DyDKRMZ3zlf4GYZBEnpkow5Znz+pddXYDG39GdKRHfZWRelNZIgSVkOj/jf1zH5O5gbxCft6noqUZzSN7Ifd"
    "3VX47UD6BSl16ATl7AZxnTKWd7Ss//O8SdWQUqsTN5KwHrLMjt2I/2061f3eaqWGZhN6yx16vMZG0llS9dCcY/5ONqSRaqhljhXL"
    "pvcii94a3O1LKDktiE65mp1TGVa/hjBn8xt0ymR9DPK6BSf/PHTUBEjrbXq95HhvzzTbGsbU5jG8zinThnEajT+9tzhP1dVhytjb"
    "nsrqwm7kwAn1YrFuisxOmQMb6qvJx7rjrO8au9sEOZr8wa5C46oRGd8zbn5RbZb/rEzjPt41qbieNcEc/V6P1EeDI2Gxv9aJ+gW+"
    "4XNj8IOlW8wpjUpigrhans0JniWG02p8XCOlihU787xfgE/vqvFWBYqzN+dKiXNC3rRsvt6Ld7aTO/R2OV0GyLPwAuL6EnSV8awc"
    "i3cHPivsMAeNASkX3zEMMveh59vbiv+ZBR5H3lnXY9fXd6S3k6jH0RgrKsh1kdA17LzI02c0LXvDpk+FJ34zZ4rm41kL9Wc15NSL"
    "/XSE8yvizLNb///2LBtxnfTWSXG+Tse9Xqhd5TLExTG9Qyy2j0PiDpaBvtc7SW8rl96IzdF8Bk1zF167Rn/SKbDf9+tNcpmWIXrc"
    "Qk6IG/QyeU+HBeewkpbE6r5h9NMk20VQF3F0hh+9VV1mu5QRQxXRvB7BTmwJH8VpFksT6LZnw1aNX9GR+iRedawcJ/OwVzZjsw4W"
    "4Dt4X12g0w31KA9+xbVyExkP1mkGcjpNP8adORIncB3ux1RI3jixat0u8qVugQa7lRp8lM8pR1wZykrOIEb1Lp7vRGY5h9xi+m4x"
    "zqHI952n+HPznGdKxvvPLSR61k4+V5ZmP6xDu7tAHBvBBuacRrNruJoWyyaD1+M1A2Q8q5NXcu7L4fRv4XTPoeSauQ83eXe5CPJ1"
    "vj7Mqv+zkMNl2jkwpstD6dk5ZHFnawzPaTiefKsY4/tUfUvfxt4vIXrbd5y+LNWl2hgreZD9zHG9VJbj2z7QFkEhnsa6KIyB4iMy"
    "LD9N7pj20o5z7LqD5243cq1nhNiI11RAvqxusFfwb7zuWjzdIN+vaNXlHoF1l7fYyZyEMR9l/MyAyN3stzTL/gvtW8RgkPaIvCki"
    "gDaRTBaBNEK6CokntQsiSZerqeTNq2bnSXciAn3I6ldSH4aUzeOnr4GPbUjsvdkF77qb9+Z59iI++35SyHOxTEYltUul/glPvYJ6"
    "xHDcR+LJDNvZYvtdcVpbs9188+vZhQNFsxPLFeyl7kx09qvoG27wz+DYQ3pIymdclfnTKmK/xSHR+4iLQK36GzNPPdgUfiOGJmm1"
    "MKt89pHpREQz22/5kNWMGQ0v3e7eDawHrcKZ1fAJDCdtlViOaCVft5uEmqpn49xkQpJ25TCJECFDoofajOJZUuHZbh32Q8hc3BZO"
    "wmaI0RTN8dns/Bqe42zmKasZaVovXB4ZnAp1vIzGjoW+vuRY/WLEby+A3MbUsfuF9LpcpPowq1j/M1KIdF9LiaY0etDzttu3kRL4"
    "FKKzC2UM9Es/uV1j8HWOkHOkC876R8jrBr2Rvux10B3HSA+x7MrviF9Gy9syFN7luUQBs/maPvKy7iPqcSvT0Ewd6ZmmGQVv2wlX"
    "jENssEnAkGy2ZcSzd6jDbT1ugvr+rObiGEH2IAfijt6KSDI7uZhkHOtsa2/fczxLb5bDqetulKOga++FH3orbOlzkN02lO+OYjY9"
    "Qw6BkN19Dcc/FmcPYt38aOaIqnASxsW5kWw3tYy+O7BnZRt7A8rotY/yHfdWx17j+1vqs4W3zOrRZh7PzDy7Afz2jlkks5CdMFal"
    "tIrTdnaNmZ4tlr+oiRbBnrZGfGhol5uhnR6TE+Hz99Fl2NdezEhaDDyHOAA2IX68tCaHh63xSemJqL+YHZA9YDXOIK7sleJYQx3r"
    "bhUjuXbMXjokkGqe4SLK6mmcoNhDXHzeWCKkpjTfH2VmA4/ArjswU4vUdWq5zLP986WeI09wZvpD3Pqn8UQHBu3lDOZ7I8y9jbhh"
    "7n0xRuIjpHkWgTbjJx0zlPlaot/2hO0/HBbFZVqaymqifjvPuznioeYeD7VGc8ksuQuxp9KeB+NacSgamzx6nj3TbdDcDlsyDV+l"
    "lQzGNyRwk9V/So3vIGrGz44RF85lDcOsDBSRBSxB/LsEmYRtyiaXeaxGnGvsRlTWRmQvOQW2q4jesa37FI/W6macq/iexpxm7UY9"
    "YF2hhYjlHDv1OtjHvyFFv0kBop0huNdvGzubn7FwTEJhPVYdkdCjZhZnO/MGSB8/E1POqRuTancmx7I+nmIcv5W2oZpMgjmMnI4M"
    "yutxHYawS1GnaMazK7sKdFJ3Y6RT4e2XZqc1E/qNf3+GHVgN39MO0gq2tpssY7xt+vIqifDoDBO0j+9EqOD6U+y/2tlv1mBtlcx1"
    "2/r+gddFXmyEZdDHY1Vl/Jys6wBplY38MsQeM/9yDquRjj0p5r2JYviTFcS4WQ+PoQe+61nuaSn9sy+xo32IGLse/8vlrrZBPH4i"
    "PNoCfYiTKWtwq/uK9YXtIznkKFqO51nAzEGZfkr0Tps2/h2vaJj1uOEotJMukMfhCz+BT1irdwbGAd9eHwzMD3cdoxmP9bbGd1yv"
    "58xEhHfWWtxsRg0ldSA1pkMsTTBnZB7gFeyJHEg2xmjSNPKJFDb7Q8jsy9jZqVjHw/I+tNZ1+LyfxfhCS32fREa3En0kxvrfYj0C"
    "vnMP9g7eynszhrjevxPlugO7RVsTm6gpmcEb7xSd6Df9Ap+3gdM2z4qhlU2FbJ8JfVLpu5JD3x9jnmNfWrYKvMLy7OXZXsjh4rrt"
    "5uh0MaTIPcQyEVdA51bD758LiWudxVV08tFdXP9ocieoJ/0R2yzFU21mJHiwfK/7IzIZGBwOn3YdZMGw2tZAPy4nd+ydMgoRXsMc"
    "ISOgGc2ipJlb7iDnkfFdifJuE+FXUwOMgo5qxRqT3fFKRn/HU0fm4N8jOIdahvu3wUfoP/OUkjgh6zO0GdoispZa7rk1ouNSRJ6/"
    "w4Ms4W9N+5bpM/TTDLEtxq7EanbVVeAb0+yTPQgxRJJ7Y3WaAXKndJGT5QW5R3LkGUR+6/WfujR0rOxN/Ey0szVFXNNcxtpdKWmF"
    "3FnT0GvZwRLjxChkX8oZY9wIT2guMeMa0jsVrIWWeuaxQpxBGmeS4Bxs3NsM13XnOtMPg+83BBFvY/ZPWt6vixRwH4uJp7ccZ5/H"
    "Hpta+KkjORd8hWWQ5VJEOK/hBFYgPm8J7+4QGQUJehe711/fRBz9pryoX+uNehhOb46e23gFMT1LOb1chXu5gbly65BaTw2wHTs8"
    "19cw4pDpMmjYdcSCtgjnAFGPR+3i5XKiIVR4tN5Kxn01WNunPpsi9eJg+/OuzKwUqTHvnI3XNGXPoUnHRnxXgeezaeJ97pjvid7K"
    "6U07b8uHt5GE940TasxblqWdhihtHCzabLUOseNkrhhDWTX7gNtKjc+rmn9nObuWWU6azP/ipDlUBop17k7BU69Qq5/OwVnMVWMF"
    "mAYttRn7t1wfYN/Sl9CzA+WjHfLQEZd8K9qwHzkDu5bMUw7DKI17vhYxcYHvcYhxpqycnCHVHvUkyR6JbtlZ2j4+JyT/C3ugUT3f"
    "1zjgrAfCZsQ7UNas33eJnKV3IW4eKlMlhoioFdYyQ+8IJqqbpk3RZ1K/n2k9GX7MAVihdaLkM7a2boGViAjWehyqqH9nR+/basrO"
    "mu3CundjVgZDz4vbhVnztJ9uSjAbNkmsM7MCf+rBfEOa+X/LdO+arT0mNELw3YuRrHVzLPXICmmcY1ta2ypiqYyD7jJs66TOhIe0"
    "jVq9M2J842JfCe3/I/EgtkNGYtijX+GlvS5LOd2dohdtDAmmWQ+SfK3R//l8dcgPGfi+LWUEYxGHJpEiI2F6J/og7vt8wuw5HsaV"
    "b9JprPn0FEOSPQDr3wU7fpy0kyG0wQ6twD2v5VzsmQ5GbLYMUpiE9P+F989FHD9TxupCeUIm6cVSg7OYgV1ahbu/AVqhGbTKFKJH"
    "9KvHr+N4EFyu4JVsxjwNS1ZLP8SyxHvIJ+QxmY7veBhWbjneZbnLNoF1CKR9tbGavSDdiFXvGLA+wL1xp22fehVzkTfuhIkqT9/T"
    "r6AJR4ihQ1nl+3eZrZtlDdl4PsVvjpBFZIuphJZYhxXdCC8olZ1GNIvTxjPBxemRxrhvBTyfDnIvJ4aKIIUr9AZ1N8O8iWVifDs5"
    "+NtmagGHHVTjuYoX4+5s87a1xQ49aw492zpLEr5HOcNIzP65nFX+Ko+gku+7EC3D9ig7rJqLoSO0FZdjqGSW2vTor3j1ZbyRCyC/"
    "lvueiZW/Jd1Z+zkBWiaDOLyA/HvWXbtUD8FNvRTx7SKyeBiT1QpoK0OX+Td2ZxIk/E1YCmNavEosTzZfb5FncdcO83uXonWpgHxs"
    "xX/X4mlega4brX/Dq/pFFwTVkN29ESNvQmzxHplvY0QcVfYBb9NzcE+tt6OMEa963pyUn/tUZomWQXe3lZV4xaHwukZByg2H4WlI"
    "ZhV1Qtx37uwt2zW1E7QY++QB1AAp75cmsjN9R0g+JS8Bb8YwXjtjdTN1LSfUYuRgSlAmxpHDwLrvntVr5CN5E6+aoh/rS3pq0A+S"
    "MV7uVPMFezKTY5bjD2IGWWXHMN9c3ugUcb3++dizHHglVX72rne9efRobdYJbbozzrUU4J6W6mQ9X7bKCYhqk/BdUrTpzZkzu0Qs"
    "eojBV9jGXPlIMYbwN+l9bNPboReWw1ecwCnLGnpNpbDZM5hf6cfbFyKmLaVvaDN4PxFbJBefOJ17sAze2lw9XebBMj7LybBeUpbN"
    "b6WySNWW76uFvm1KRJMSZrD64U/LyIaeYM2vFft2GpPjxFhyesLbOhWrPQGxgcWVt2A/WwUHh5cjUm/Jp3PsUDeKiwiKyLjzG3M9"
    "pZzcNLyAsXKwFHHuzqKNjb5H5zxKQT59ROtqOl7inoUmoQ7rJ8XM0kr6C1X0PzLqmDiPhrT/BNlfh9u8hXfHOCY/w/dMxUpLpR/O"
    "YwZu/4cCHaqf48n6y2diFeEX9RjZQPaDUvYOjmZ1/m7ro8SnD5U0J08sJ1nO7pMuO+Qu3IRWNMWxGVFCKzHUrXnw42rJcD2FSLDm"
    "EVV7P6mxj8aieoGyxyPkLEHIWpHDBM4jcr4xMDYjYlIT5msrsYJifLrr6U/oEN8Zl/Zcwg3xA7o1rvc1PJf/OJD+0YuIQjbB97xI"
    "9pP95Td8Rx7k0/qojoKHXYMV7SnXyEOQqRWMkrvIPfQrm0LLbNU/5K9QZEawuxhfwW1kuzfec9fh+x404Ca1rFMFpwUOoJ1eF/zF"
    "fmrTxIcp3oUd6yLWP9dKnoLm/w06bC/Ykf1wR8sgj3HiklzH+c1t2L9NsH7/gpfWh+xIcXZyVbODqhJ7djc1ach+QpuLWkypL2EV"
    "8lpIYHtWdfZCxGRsLcdAl4zg1LnTQHv4yZOQGqEfVmZyMJMd0qvpv7nOgYSXXhe5Woy9nV3uIqeL6xQr9+zT7lPNm7b6tWmXrZ7P"
    "PMOzL2OGX6GXNjJasvuznphkdptayQ/QPz9KB9ziCUSzXqt2No1lPq3q//Re3N+26q5Bhd6tk/Ccz+CJW0LbnAebdWuQRKTjUMga"
    "cw6sjHa1UjepwwIZJN3FZTRa8rnKiehqzBZvSQ0jYetnKICW3spsVYR23opz6fsxdm4iFimspQVxmPYTGQ/0kW1k3FvuM+h2v9+W"
    "LZzSsKxkM06Gxbzn0EuaUsM2zXbtNJe67ozoqQ9GXHs5vusSOOS74Uyn4omvwi3/Ux1PQZjtA6xDJDOZ7sD7uJ+Us446UDpTBozf"
    "vass5pzgjWKMUj2hR42v+SzpRS5U9axNLSTGqupcPVlPs7ocbOlj0k9S0EN/wGb/oN/gPrQJ/sR7T8fdGRZ8rU/iRP/Wd6GtG845"
    "mJdryFgx3yWvRFRKeDzf48VhAddmGeJjrNLtQiSDZtBo97LCXoifdDN8LR0TnISIYy+5Ww9HNDNN35W3YCG/0454Hsf921RSHp2s"
    "I6eXKsmUFXJCwyZAc+lhZYi57th7Z4j1lQ/k/FgzMveGlMTG9XK9UW3C8vsnszpT4xmERvBvDt+5jP0klj3M1RfIa5dPpomG/Ov6"
    "/+zYt3A5M55JH984bq3t3MVa5jIN+abEd+zlsP9y9k46IHpj3X/D0tyGndwLNvkBeEx5+hOk4B5If6vgE9iPqcTX/A63cSDOcDy+"
    "cS3722q1zpu5klo3D1JpeYHB0CB7w9q8int8i7SBnBpfgO1bjWo2X+T448rDZeH2RrcE7wRNdVF4NE7+gfA9aJCPGAvug/1oyR6g"
    "CnoW21mdPQNSNwR7V8AeBOt12MRKaRI61+LZ0YHh1PaSXGJe/KJbOIdezug0w58lOT9VxXyNSdZyfZnR7HpvT9zMd62eJGn2uJr1"
    "bQPdVEs9nOO7cxIerdj+2c/bp3I9V9ZrrcdNWsJo1CZaD/b8aCGrfOkszlgK76yFNU4w/x+qq2ZFKHfGt3S4fK7f4v7uBVu1mfMR"
    "No91MfynJjIZd3C6fKUfYbcXSlF4shzPtdpudPQT1hl1fOFVO8FDsZWOkFLyBFv8cgM0/DZmKap8j/UsSWq5xw2ZSvzJBBHKU3it"
    "ZhHdlvqepQirv5KIC2kyeVZxGtd1Medwhtz1SPbghLrZaZfHMm6ciB2hQMuZD2vCn1TvgBiaoFdrbB+dJOljsyTPLrbTm/V//80D"
    "sCqGi99M+sDCXa3b5EVol8ns7q5VxxVXQhyo36HdSnDH15Efx3mgTX13RyCdOP1cTevnOK+SvnMvDc8u6ftb1DMSbfSsJ6ugZdv9"
    "157GamZ9I07QQNzPXHV1H5xvNKMRek6hXSjj7tU1/rctqMm6sApRwm7juVh9HB5EnOdu3vA63Eqnxff26AXqsX2sWrYKmuyg4AYZ"
    "Cn/mUfk1PF3/iejoPrI3tfL17lqfxd7He5Cny3GIgzvjpkxEXDyX/v5seE3fslZTzi5r84GsEt4DeitPq+tl912Hcfts/kK9HyRZ"
    "3nmzNpZj6AYfaJN+jQhhvGwJvlfjNbpH79WuXoMH/4XlZzu0V5rWSImvWq1u2sm6zBxidbGeLZa3HY2n6e+ZwpTT+3YLGvl8mVIX"
    "noOnawoP73w5T17T53Ffu8pL8EJuwv62Zl9tM0n4e2pTjilm0msY9yeJ/1tKvV5jE1FY66HEVk7Rfpn1K2a99BAJs9MVrt4U6Zdq"
    "sg4398g8FZyOtapePzEGWMtiTfC4HdZtW0gtWYSTWY53bYK+yYOkb4IsPg/PYRXng6Oo4Hx+15Qs3uE2ZhnMho4Sm3grQDQfY8dI"
    "FW+9y8bYmZ7HvnLr54vwFg2TurHPre7F7q2Mt/sikezs65/Kplt6QTbOwl3sj9fOhKZbDsm7VCuyEd+Zfm7S6bYNeI4jIe852PEx"
    "gXHS7yXGJGj+6Vz6FWVkEa1iJs9YJv+N51b2YNkKTmGPXJJy/IPaZMdkPRXP/ItVHaCLB8hYGQj/4FP66Ek9jtpqJO/MeuLkmea7"
    "Hjv+NLv+8vRtnm0l7naZn3VUjbCHdvWTQV3keknIBzIR92sWZLgrYqzONjWsr9Grmccb+gXktQ356yugfZ/Vn+RD7Nud5DOchZ02"
    "FrDPmBv9Bu/6BbK3CNFbU/kCsdI32IG/ERk0rPlS+gZktzV02nR9At90sLyB1T+iC+T/p2/QumVtsuogrG4BJGQ7/IZySPufeKbu"
    "4mpIR5FTvpr6zebEr9ZzYFFf02l4ikvkXvz/OcFjOPcJkNhl9OeN1bgxI9cbiAFd6avmkZ2Lsbc+oBb+WL/X44KZ8OSMd7mV9Qwj"
    "jn2dt22ZXiMnET8pwwrOWHmSNsahPLTgLjl57SKNWA3qFwzH843F7/6SJ+R+nSTfyaIwpr+G+ClnsDPs8gmwvmqcdVN6uKs4hRUS"
    "a7Gckl7NLJ1hIl9P36CTx1Sq8khWAatWw/Gz08SqkrmUWIvTGt7r4zlZ435rcwiNJepBMn6CWq6sgs8aZxdoir53c3IP24yYaYca"
    "oqMbN2uMGXjLC5frNDFe6hRjmZXqOCIHktfmLhkvm3nL16pFus3F8Kxb494djRN/BDfkJ8jbrzgbh58Z+hkKh26j2Tpjil7tJiKe"
    "pRm3XYn3j+CESw3r98bD1ZJRcW8i0fShdCVZ+7K5vY64ay3EeXsJZlkqWEMdKnvx5D7XK3B35+J9pqfukpF4/TfQZWfh766XN2QH"
    "+SNEENoIf+VCOY59huVkAjLcT+MCWksM6Tin13IZJSyi799ZdsfqJuFWtpBNPo/s4sA4J2Gu+q9MOY28PSvFU/3MbosDxU34Wxao"
    "EjJbmZ3GsWjuOfb5WOVlf87XRzWgLdxVN5MbsWDUcE7XzUvcJRXEVKklOlSmXleYqxPkU2fZN5ovY5wl72IvF8Hn3BsyaROCw+Qe"
    "fIb1S9xOfrdC+jHd/f1IZjGj6zqso2d0ua0I2XcmvvMk6knDfa3gFEsKUXRLTggbl1k77N/f0LbtEKEejYi1s5T6almNlxZDqigj"
    "Pr7NT7resIRGE3GWQ/sJzzEQvkY5NORLWLflmXOI+Z8kL912Ypue7+/AEmY/bM7qK/mE86Vl+iB5W9fz/xvm/ynHGv5gj9w4cksE"
    "uA1joAkK9BPob+sHHotYdZpaDLsYr1ouu8q0cKSsDhbrrY2n6bxwQzgOGunX8BmsaCNW/ahcr3HI2lJ4+Cv0Aex7kd7J58tgv8Ls"
    "DNLBvgd2kSH04uyugHd6H9Hte0GnDZPp8KAc72YJ7qJppq3se16J/QiJhlCE0xztMYtivifPbF4xZwmGi0nhIZ79Ok8lmx3exVcS"
    "Iu/J9MAI2XFi1c2ZN2wx/mf1ry6/k8vIssZ7y7WcyLBsckvYiSfldzKuz+Mk62JiiL6Ok4o6E2Iada7sy86EAsYNSfpBhcQ1sPr6"
    "fGh942Fq67l2ne5JMRd3Fu1h0yxbm+tZiKZafiUOUz9I0gr9mPVP49QYjQh6PKL0CnkBkmS+xnysZBVObQlkoX6XX8iucfXsimki"
    "ILm4wPzKrWQ9Nfm8Rd/Hv7dCR50KjZqjM+UO/HeGPkavOg5tUsJOXYsQDZfwKbGOOUPPbCP7Q36LiNuaYi54NXyhweJ4Htzct1mJ"
    "scxaj9LDYFGL4Tv1J9/URJztCJzUDzvpp0hgF8bLdD/L9DVWsp/cju/sJob0UMYprnbyo6zBzjg/aDk7pLdQv1he5QYZJL2hffM5"
    "VbWAnqLTIC5bU6n3i810R/xvSd+LZBWoL6SSjOQpSkhjaUHe6mro5UY4j3/K43K3Voc/4XZ8qL9BvvcKXsKrLpThstafQkrruuuV"
    "U4X7Sj8xXuMt1KZJ2JI5ZGWo0cOlo7hINk4/L+N7VyyTfb/uITbVtFBm4++GFTWPKA//91gz47vSRSq9Lt3Hd3wuhw0qZc75cdlO"
    "JpHmjDUroV2+w+lPgd29ErZqujyjwxpZb+h4znYWsxrYm51St+Odv+J+DJU2Usl4Xj2XzLGS8egJDSPHGspWwk8+RpgGJ7DGV8VJ"
    "xBjvzXa9nCgF5ZC6VTvla7Nn3Yu2oJJPnPIdpMZsORrefa3H9rIJpRLejB3Zr1P1eLHL6U/fgX3MIR+34YjsKtb1PheeyO7yLqzX"
    "MsRLYyELp8jvuBs9ZRb0qrF3G2LgQ1JMxOkx0Jr3sUs0wfkz4yVPMq6JkQstyanrNG1lFfbDUG3bI5p40dc2UnznrmTkCcnPV7YT"
    "lHjrm+jACNPu8qf06H/FOX0MbbaAmRFlpOSyG6eKy4TanGsjcSxXAyXuI3E7rxq9iD1iMfbi5eOz0x6xoAi+tHWwf4K938ZuQLNK"
    "4+UKSMgaaIBq+JXW0zRX10B7LoEsfQjfv6MsDXvKvfBxp8oNOg4e7wg5kjLay2OpahaLxKGyvgM79xL+bthfu4oh51gnZ85O5KCE"
    "sxEncBKtM9ldDcVnOHYmkEGwgP1ltjh2rpXwc+6CB/+GNMzZELIG5RC3Ql9VU9/9vBLaew+yGLk4vTXscyN6Lzm44ZV+ks36NiZQ"
    "Auw0Wnr0wyQ/o7G4zMdYma82AzQf92M24pMfYYX+wDM9h2jtGjHP15CR3bn1EsPfyGi5t9cVfEKHo3UdXreNOYAHoLcraRttT1qw"
    "wtKUXK250F9x+PO11EnValxnZeycsgmDOfTg9yXyVMJn2AohkVZh2IR3WFXyWWg1q7rth5PPJ1e9y24mWZGJQxtY1uNieMQxyMRA"
    "yMEjOK+D5WzcmmvlIKJThIxk0n52q6vk+b69iBnpSIl4BKxO2UnGyc3yGXVlf5mL726F2zcbumwOYpx/wlu1nN9ViEJbQZI/05+J"
    "AmV6vJU4VGX1qBsOAXKMVHicb2EPQ5idP2zIE2rY29hdSn12MuOxmhLsWerHLIbDPbTPOBsxtnW+Kda9CzzfNexwNS7xxtDuNhls"
    "yHXWXZvLWoLNAeXx5l0pFj/eKF/BY9uIZzNE5XPwrvsggaEYyuhw35Ea95OPzg5Y38M2/szmKAqo28xP+QiR0/7QS4dwEsMhOKdx"
    "sqW6G3usLEb9hGjjbSjNSXJbvEfcuaRnU3U6KO4rdZXQu23lb+iDIVjTp3oT/Ov50Lr7yhRdCO1wFJkZrL/xbnkF/8axjkulyvsA"
    "oUbo2IJdKIP3Ve7r5hVk2rSOjg34SW/E7fsGu+AbZhP32Xrz78Wn3AMtMUhqs/WTTHZCsNZjnf+TsmB95quJx2BIGyNEPXugYUCM"
    "8JnAPJ58mridEeeaeDxk+/M4sbyOddo8jntYwzsyUIxp927oqFvE2E5sEv9zfVUn4wasoydTS5kYSm/R+k4bM5ruQ/3STKK+uPpd"
    "Y8v1bVhXm3xuCsnfTg6jRfi0uyXu4zUlQ6m9ek/fn5TyePRpyFqo0XyJIbC1EYf2WknU5Az3vUJ/0GGsrNZlQms5f6jEB9tT7sce"
    "PaDnB/+Q1+U+PVdv0LGI3EwTN/Nnt55TV06vXC5VfrrKEJ0C2q8Zvv/oePqIjqviDNbHqryfukWt6miTVBXsJngfr+uFG7Ye3723"
    "vAIp3QJ721ve0A+ww01xz5/QXkHaT7KV++yonfq+1MJFzH+laa2eJlKmw7mwrPMQcZ0cE6TWe6ppMlom2JWeYC+MdSdtMmQzfNNg"
    "zn3Y/TIL14P994bDmWRNericICbFj8mbei/eZfP9lcRyGUrOoJAzX6FHvEj6HLuT+PbisM93JzuH+vmVuin6JHWj66SKE2skkGYe"
    "33ALP89Obk+xyngTTj646nue10RJ5vq7wivMkG0jxXyV7fpQydSrFqW9B2zf3Y24WWG2ChdVlPf1GCRRt0YFz62a0+MHyEHi+Aes"
    "S6CQFVbjGbNaexfZTNSje9mxat1YCVa61uJ9p0uEAJzWqBJRhnW6GfFxfsoowak7Q1zZ0+dqI+SklEeb78Pe1WJmxmy2/1hJ0nPc"
    "9P9VsdlNInQs10E0kiefZiVfuULryLUMzm3Uk0XQejY3Pp4Vd2OCNLbEIWSG6AlfcSEz63Yum6AZjR+nQA+QU/yzNxE3z69ZhJc2"
    "sGmXyH/Ifr0ZHswaxmHvQI8YF+wvmuH0WyX7g1tKN5kJCVyIFbZgD4757hZvLSAzyVtivZAvwULu4juurC+7RCfJOng8CdzC7jwX"
    "8yi/peXuhWf6EU+xK763I7G8zAJNEot0++HvS+F5pcgY2VfOlI+ITiXBFB0Mm/Sx2gTFm/Axx4pxVVQgDivVb2hxSulfWYzsWPjy"
    "2MMyE55xORF9ElnEDas93Iw1jvcMUSkvn+rZSVJY+UhWEmw2+xLczi3Y4991tgzEUzWDltyMqCqfmeBi/VZnyVK9CV6vMSN+Bw2z"
    "Vm/TrkEjeQhysww3NxH+Cs8jF3cipj9JY9kHmqgz/ruzmfxi1gIyXtu6icc4NadlZ4ohr/uI1VZuQsy+GXbKpply/K0ZKuVEYlM/"
    "ZxWSmTTCsRSpm3Z7NJyLOPkT+RzvOUR3Dc7V4nCbzT8FZfoiNNldiDpX4u/LYWmM1bg7p9Xf5s2zHb1A1tK3+pZcujHfF/gl/2wW"
    "azZ3eIWXf62HhN88WzEcLJqd07HsbCMyGmfos8aol9LEpMj39dgrYUU3cVa9u+TQ17UJhgvlGvkLvx8p7u6WMuviEJCsZ8RNhNn6"
    "DpSMnwt1GqVh7MDAT/9FdiuaBewlh8ko7P7jMo08IklEa73lDuj7L5g3sLrbDDx/XzLiVcMXjdG7LIKXkWDXSNyjwZqm7CHX4y6/"
    "DYk/D/b9ONy3j+Cx/a2GIvC5ToeMLdRH4DcYX2+13iqd5Rx4O6W+q/Jwet9VrB8/I99gV16nrXIrrfQ+2hr9TIy7M65HyYHQQbm4"
    "Vf/Rt8T42b7DN5TRmtbJxmZ1PRtbcBMmYCVvQMt8A3m4U//Qo4PzZDoi1hRu8Vb2G5t+WYKV2SRUAfz0fPx8kOSx62sA7uh3erKc"
    "SkSXHGYC7VQtVi9jprY59OFS9sUWMm/yFd67u5RDf70DKdvMvlRjBXEdX5a/KWX/epqTqXE/l+xOqVG2AynBTHHGn7NNe3X0bKMD"
    "JZr4jHumtQ4+N1brOzDVn04X6LZMvQx/Jovi5PjXbIa7t/xbjsB5LICv/Qp2dZNYB/VrHjmwblbO/m1Nq3dnoz0ab8DOrtCi8CR4"
    "b+emG8lrjXJ1t8wu8OpGy+GI9Suxz2Yl+0EicrQOQSf0GO0mOU3EPJFCTo1c6a35JubKHR5iHLtexqnlsB4qi4sVy33G/TQ+xXo+"
    "cQl52tpDL5YSoSTGXtkk9z1HfwzexFofxsnbbMqD+hDWNh667kQyHqwmc90GcgguwLl+r92DUkhira8e1NLvdl7ifzi79KM8Htyl"
    "10Gy7JyeQRy2ITxILoIVOh9RwznQaccx8irBZ87WX6ExW//X2oPrWHmfk44JZsXtHSlqS5Owp6C9n6V+qeBcUy2nbqwvwDhcarhb"
    "TbCnTcT1X7SQmThdqweVYTcNNy4Hu7Ue7zmAXepbOXW8kPGSTbD9jSc/ARo94VkwbfYt5mNUq7UcC+89jx7aTPZYlCEiaizT5FX8"
    "rTjbD5pGdBknEtMG5lKtJ6OArMAZIkobpufNsCk3yTGySC7VDojaD0F0ngyvs2pQsE6M7d76Oizi2KrGx1OIezs5eI2TGg43MU07"
    "4PpOz8TOrfIRWSabGzMUtwuJXN1Zor7BJvRbMuxmsX3t7rElMtlJXeup2h12JE+f0wchi23hzc9G/LwM2uvM4AkiYs/QqP7hooef"
    "xDILp2hPfTz4GPbjHPjnA5mPWiB76VnYqVt0KGfyc7D7q6Sc3IJnQ7dMxbO8GbyM/++EqNzmA07CeRwio+VO/Tb8XZsEE3CDWsqg"
    "oCx8DrdzFqRsNqz3PE0E1onUU2ZAk23GDVuDO1jFibmk5/+phvRa1GJ9Mw9CLt+GJl6Btdbqm4g2B8tLem9gdZROEvo+n7SvBBaz"
    "19sYNr70/BtdxCb1HpUcr3MOlkqegmbRZtLU2y4TaHjIKcbzx0iSrIE7Y97cxjyyrbhLYD3HG7j2L/B+N+GcT88ylzZnsFgt9B5o"
    "zeF+jsn1eDiWrgzx1yqJWW6Vq624JQeLZbaWwvNpAX/nJjFMFdx2MUaTFZD4AvJ+tP0fkWSEkbkEFjpGDd1EnB6tZmxg/rJN65wq"
    "UdTcBjL/FuOr3STiuu3uu8qT3JVK8iau9/wHS+CxdWH0d6hYhvcUaMfdWLFqjXjuFDlbXsQe3CwnQy5+I+/vWn0Z71gI6WwDOc5h"
    "PraUGBqV+rvY1KLrVfkLdnQ1vOzPyQ80i7w2hoBxC2LDebDtEyGPh8Jn6c1+k0B+QRT4FOK80+ARrWelshIrL2Km12xhw2zEZfoG"
    "JONz3Icr5TN5GDrVYu59ZB7sUyprx8Isi4ljFaoi0/L//idNlLXqbN/aLrhDjj/YsHhHsyrfURwSU67H2tpXfoN2WIvbVMD6dG/s"
    "TwfcmL44v0b4pifEqsJxPIVpsX9jbdalYB2LB3mZHSK5tCI2b5SL+1eJVxWTffV0ekNnsVsilc2z3gB5iuaut5E13GmUukmT6Gmr"
    "GenHON8Ux539k3kgm5R7UAZJO9yRU2lrqvBvX/xpCm72FYg+rgoOYO/kxTjtL/GTCXhvMdZrPE7V/ObjxNWwzScyxJ43ELVX4q42"
    "lbNkjOyH73lFf4ZG3Eo7VkDU1kthdSy+Woz/fQSLYPM2fVkvLSf3zlDExRXE2nG6IM/P2an+Q6p9DtcYXyxylGzfesQscITcgjhm"
    "oy6R+/CNK3CfbsIdHQLpOondKClWtWOcSqkivngOPmcLnsq6Mtbgs9vLFeTfqOKk4iJYtdOJvpSht+wyJ+uY+98dn9EpWIA7vRZS"
    "nqNfYxes+zgnyMF3r4YMLMFOFuHpl8Fbs9t7EVGlYn6KqJYV+Upm3Z6GrTkZK1ii18In/ELO00K5HntvKO7F9NDtXi2CT1sJXT1X"
    "jbPnGI+w2kmKPDdzMTMMl3nmAddraVwVpfzOukpDYy8dLcT1GtkepNh51dlzzVdit0u5s13hj2yDj3KFfK3/1LE6GTJ+ULCJ/n4N"
    "eZd+wpmprxHl4dtdztL01hXSzCM5ZmirDEdjBp+9MoudnCLzfOTPtZD6fEYhb+nuMoyZgqRnRalhVjSGOP4FvU8/gD28DhZ8sDwt"
    "ScQLZ+BpNhLnzMlG4Hkv96A2XOm7/0NYvca8Byl2WZnsDRPHcNebnKIDxM1WJBk3ZjgbkGKOJcOO1TsQGQkzjxkt8NKXZrbHPZvr"
    "OOgo0TSXdSZv5asa/a85sAjhsaFegob93tshDZ/jSV6Q3+HT/AhdcSU0zwwiN+TjGVuJ6wk/jjGjRRJ/MY/UUjKeS0CzCNCO06OI"
    "CAfNvKwXss4wHDJ4Pj7hSHEx/Xait7XCa2bTA2oq6vuko+5fq+yUs5vRNNJ7spBnbTIy20efIVH6DBlUfcdk0s+X2PM7HlxX06ng"
    "7szDLSpnJ1OanvbxiC6XQ3PNx2n0J2tdGjbGpiqPYJRUToaOztDXoZ9MsU8roH0XWLYFRHmP4btOEKu6DMPpHI/IvK9ktA7rJ5ez"
    "oDXMcMzCfp4s/4K8jYeOegd3fgV81z05+5TPO13ouVLTsO9XwJ4tzlb3m0gdFoXL0q2jV1DOSuLpYpXjHmKsdMeR9atRPUYv62DN"
    "eEz/hayRXg8Nv4XIAP3IDFHIrs4WUuMxzmyvD6P31ITYvK3Y/ZSi9bdeiEvEYbGWZ9E5nPR2Y/awBpHGeGhS8zA3E1l1Gz5tvtoE"
    "kvqIJyRGSsqfY+hnFCeRZSWJPU3StwgZFxhm3tWsp1STedJ6I24molwtb1g5q6cTcVq7wdKYLcxhj5NjLImwyE7g2kqZs3F8Ba1o"
    "qRvJOGJ3Gf/yHFiWU9lVaSzXU4mTW4g491PJDUuhNd/Bqi8Lhuoe0LVnBf+B3ESZVPv//pShiJPlG8bFhb4TyvHyHCoW4zxpvbsy"
    "FSd2l7QOzmdM/JOOh1wcIVX0B6o4y53PavmZrH9b93E6W6cKszxqIneRV7iWmMCWpTxKTGdMw6ePFLuvgUQxZitpLjE/iZPkVPAB"
    "xNcOvS5NMcc5yrMAF3Kfqv39bifXQGZycfuN0dk6XnKI8VfkWcdNm+RqNN3p0FAMtWKMbGC/lyH/mg9hmMR2hkvYa+Ww2gynxkXA"
    "5qdcJhGvZSRXpoHXIVLIZH9S6F/RnHtiOGY2cTqWsmoc50ewE8/hpWxid57FmMuJxXOXbOYNq6T/5Xw5y0ve6Hu93GzWkVLrb6K7"
    "Nw436Bn4ZDOpIxohFnlY9g9aifFi7Uq/9lwpJSNCD3KKrWN19ChZKKfBam3CEzeVxdi126QP9uA6IspnON+azmIadxM3m/ADMc5L"
    "GbEUsJ+5nJpU6bf39PhDUm+K0k161KE5uezdPuKs00p81mY/f1wELdVYRonVRo6Eb1JBu2h5nmLidsXhexThaUYifj8eT/s7frcW"
    "Z9UDntE6rLsCUpzxHdXq+6KqPGOv3QHjAerikeuL6DV05/RY1OHl8A8y7OPLsIuqVB1ec5m6rodS5gzMchewYyVCQG/NvIKweywB"
    "qbLPWA/PyGxJX3Jc7Iy9twbe3E1ZrDf7nMW0M6uhqxKwNHM5pWw5sl3hw1rOL0PE3oNZW0z5WRHXOWQMOBvJF16tv8DHUmKsTJKe"
    "5C5wp9PDR6Mh8bgTnAGrZX0iCVtRy7ya4UFfh9f9pcVkM7abarj3SdZKMh4l1PBqSvQkWJnr8SSnymydqTZleJKUaeQdNRGHO5kh"
    "Y5iLf3Npn1yOaTCiJatp9eEMUj73rBgaYE9mD6br5fjdsGC9/gBdfb/8jTj8d7zqHFYtXFX8Dcafxexi2k7enNHYU8uMNOacZwK/"
    "O5L5gzOyWqAlfSirxDbC+hZ4PKgUJ75rPaNuFSKRMtjZH7E/A2QRbukdePWH+rf8R87QDxE7FWSn3KPZDId1txKyM0kss/srbtdf"
    "+gBs/GT9HvGbq600k5RGUfogj1ZgDKdXicUM98Dj3sTe54+gf7/DkxgH5AtiUytWeb0KKzqC2G45arGYPf2T2LHtap0NS3WKvCYf"
    "Sy/sVRySMwaxy0xIRAt5kkhkCS+zzgYP9LNq9vTXsfM4qQcS0cjuSBV7Jysgc6dIj0YXyJ16Pp7nJOjXlnKTtkW0/CKs50pyZewu"
    "hpVuKDdbZDp8oafgX7wtXXHHesoUrOE+3Ly+cpk24d2yOHo440Tbud3E+aGLaDlj7L+Ks1fI/naX9JdNrE8vZuVuKU7AehA/wGn8"
    "E/fsEOgMQ7E9CPejADteg/WeIZ/hVu6b5QJN+wz3Eqx0X9+V4Hp7nGfRmfGlsUfM1Rnypr4HmWkik4JncG5v6D703u2029LKVZM5"
    "wO2jTae/psYEXIL1LYBs3oHVHozTGEB8lL1kLTH78nFySXZTN5ahiCI/gad1LTTAo4g9vgnH4xljchGsmU25WP62J7n69pYiogAX"
    "MBM+Vx260L/hIRYxUhokqznx5mIm5/MW0Q8Ms112PaSuX0A8c7NxRgxi/4D9dCw7G0L2BJlHZ3mzT9QmvYfJbHkLP7FurX5EMm4t"
    "w+idVOBe5nKKKaRXMFoyzBZmvK7MkHUwqS1hXbaIdSE1lQdxRt/pHzitXeV5SO4B+Ox/yW/QVF0R2zaDv/oMPulmqfQZCsdRkyYy"
    "gGU7zxPr1dvCflOr8qbJMGuMJ5aT7yExH2FFM1IRK94w7FcxPbkKsgvGfG/AQjzVF7IRtmQL0T1WqrGFrYeUNFxrK1djcipmbGA6"
    "PB/azjRZO6LgVnopKmYG2VBxV+t06PM8fRcxrq1qCqy0dTj0kz/IbL6H1HH9JYgglfZ9pqNhcyvrTf9nfM7a2HIGyv7iJl9TvDNz"
    "WO2ojwzXVOrqHGaZIhSZOpyLTBaNI00c7QjZMJqnHMmJYMeMmUSEb9mhH9gJeAL7RMq5nojTLu3ffx005HBi+w4Vi7WL9As81Qrc"
    "oZ7ZOagIAS2B+2Kx/U2ynh5pIbyyjTjdi5hfiKaF2kvo0Sh1h/pakvPg9aNN97vV7LdM0dZbdFxOBMPWUuujuJD4KWbt7sC+rCQy"
    "2WZ2dBkXX9xziNhM0GrP66Q60Pf5W8dSqfeq9+P3Daz33d96DmJlz7NkkaCi/Xa/K+R/B2QzASG5Cmx2NuPPM+1zKdtZyR9KiThR"
    "Kln9r2asGyNq53xYxFWQ4UXYozWWC9e39APo4QLWgPL4nRvwWQdC36Tpc56jJ+OTeonxJ06B3n1KLsBd/BsWvjFeU816jvmqc1kp"
    "OoD+621yK57mfJkGy/uZfonI+0X4XWNlN8SUE6EDcjl7V+onji2yroEntho/f11Pg1dm7GYb6QVXwz4k9VM5HNE9bApu/S7BC/Bd"
    "42HH4CT5AhrFNN023L8C/Va/C2wOuI98QBlbyAjJcVEm9WniuyvekSMDdGhwgl6rN+iI4C9EshfoQ3KEPq1XBC/pi5CwJbC+FyBK"
    "mK3P4p48D9twBmOIGHkEC8k4MgYepJsenA+vdH92ANnMfC3PwXySzux2iU7XdYPa3x6ARFwtz+q9wb3hKfKN3oy13S3ddaO3EGni"
    "bznJP4hMS/bTIyDhoWeAj6RAfVdULVlw/sm6ZRW9mjT7h8xjmkeJ/EZqmbN3lX+rUhyGu3q4ODQLq/4MYM7/Ep3YqJ3cL+Nwfi/L"
    "ifqRPAcL/oaehtuVx8+ohK7aDPnZG3J/APbp753koo/Emf2i9+L8D9AJcqw8IQ/Ca24vvxK7xU7lAuZiYuQv7sjO62K1mush8O6a"
    "sLd8Jr7NtNpGfmKGuqOb3509+e7tO6ljlHh+uVBPl6bUWNYfvJWVO8cKskgiTBzEbn5SKM7bkE+G9tB3Ftrvp6nlQw35eyUZFK26"
    "e7LcrHfKe1j9ROzGVl0o5s11wI4+Bys8yXhxYP+uJUfObZBBy2y+qS8RI8hwMnL/H19XAWdlmX6fb4aUlpIGQRQRBAQVxAAVCwO7"
    "2127Y421UewODLBRwQAMlBJRQrpzyOlhOm7f53+e8773Mv7Xwf3trgwzd77vjSfPcw7rdxvJHvQwztTV2PFU3lDlp18tihgqDl1w"
    "lNhd7ukjEocQs5Np2UwV+XZCxLCeyTryclb4LFe16nqE2U2F51BPYOWe47yZTdKeQc0Aq1UsxNfLPEIphj91pP5HhLN4jyALLGJH"
    "IEkOv5i3Rj8x/q2LT/UXZDZtZJC8KacgZp1NvYwTqKpu8dqbnP6r4O/MZg3UEDQTcOPHIoocIj/D6izBV9dwMmgS/q2/7O2UJ1gB"
    "cDpR2xCB7FZT26uP05bNKfQb2aPW5PuaLUXBYn0GmVbHYIJ+mSzSIKhIVrN+ksup4ibU0RqClftTL2SseSEi5wSrhUezv2R122a1"
    "1C/uSSNPVCdLCftJTh18MtdzE3fXzpvFo8chgtsF27oVvmU/ZN07cTt3kue6D3mx1PvGSu/tHCuKqyWH+BQVsO12z93vrye1WU3c"
    "P6twZk/B/0Y8J3c9/Puf+MnzZBbW9ArYtk+1NW71LaaVJpfLo0To/Sr95E2clnK9QQxhXqRvY8/a4f4cD7s8hPzJ1osp4VRYDlY1"
    "mpyMv/su+RxsxGJYj9NkRNBEPqLe1/nw6FtZianPGbYQ6xeXIZLrJDeSc7A5bMA87Kj1Mo5ANv4MnmiZGvJWEfvMxw3Zgqx9vZh+"
    "XT6zihDzsl1Ewt8irps6iKjBiNdTHC02K5SP/8y2HgG+vg17VcgzHcK/95Jv2Sesz6jUsRsqM3yXk3XEn0sZB66i4ks5FcZGctoi"
    "B7vxH3GspiFO31dSX2ow+WPy9UFxN2oX7J1VOBbg5B4vs/E8JyCKycbXtyF7aAUf+h7z56Tnc7HaVJi5zXx89VSfm5f7eqGrFhRx"
    "HtVYCJ7x0+qlRNHGvbaow6oX+Py5hNHdbb6a0lRSmZvj0pG0GnoojZnsIRF2Up3tPlIc/juFp1DaoojPwRpJ0vMWrcHdKCcLZcPg"
    "CfjJVrBdX+njyL/3lx/kdpz/r7VjsFI76OWI33fLmXoDOaO6ygeIjo/1Cj1WkShgll9KfIFptFfrTOqmVXuU3YNEIE1Uqy0bB20g"
    "PXAeLY7PQ17zF57tF2Jenad0E1w/YrfuTCtwioR9zdtpax4L+9WU8w4Jrd0ddN9bly/ZhVPxtJgm2TKdg7trtmC6TqXlMLzsHnYR"
    "jN9sJv50L96stezPOk+qt9BPHPdHJTufzcmVXMoJniSjlKslzlXIZQ1wp597S8B7byY7klmJXZoJC5zLO5WDyOMW8lQb0rQjz7V7"
    "h1x6suxamgp7lc8ae9tlFdmxWNXDcd9vl+WwTschcnoIJzQbt8RYwMqwlz1xwhdT9fV5WJLzyFd9tjxCFfoncV9X4yROxnpvR8Rg"
    "821m70YgthyPXXiNGKyn9SxazBJEOp0QE35OLPlXskk+FLu3S4kmzieWJ8rzbFxnV0o73q09+HyriX/CGaQDOGFuCIO96gcpZaM9"
    "9MguZ6ska3aUMyUnyMV+kuh8qaQtWIy12sxp01B63q27rz52ZG2+An5sK+KbPLWotEBNze9P2FtjMtmBu5xHBo+Qxzm1wHs8hFu0"
    "UO+WaHpu2N2fIqITYn4H2qfvYyqnWQmvvwKn+r/4/Ss4s7lFOwUj9UY8+1dkbXQsKTmIlaoRvRdTs3aIZ+C22mCUarcrWDeboAXS"
    "UI6nUsx4vMX9yBqvlNV4m7o7asPIw9SH7P42cViP2WoRvVCSCvNxslDF0h0t1yW7Wf7U1GxrQiNpXbMYZ4jKqG5g79qfPQmbFpmr"
    "M2Q07KKd7l2w0ruw2mvp4bZ5TgtbkXz+/xniUJx182SZHWsn8fSs/P5e6XMY3mS4n5eKs3Zot80q5YfKcLzvYeyrxInfNTzNbvIP"
    "VHnND8cLXaJu7uRKzu+3SWvNhjzGOY7fbFyQ1Z5t5wVWgwztkU2my1byIf47l2fR1VZnY/3W689440nImXL1I9y2UqzyIPkIUcJA"
    "KSbevBpfeYwV54a813ZrdlOB2NZgGPtvlTxPJ7HaXcN4I89j8qK4mVHyh30s07DGt2Df39bnkB0fiTj6GvlGp7JS4jq9Eb2TPcCm"
    "5HXL1cFSTLaJFGKrzPMHJrzFtzfv7RmKHdLKtAOzPZN9I2o4Whcrhxh6ywNL9HnYzDzY593sYw2Fj2gXXIHvbMyp8zhzJnvuBYgl"
    "zfbt0Hdgl2zXbUZruNjM6lKcJsff1dDP/SXTeXkSd/5KfRdeNwrvONZqCMjjCuQLmS13kVmumHuwh3Nh5jP+gyjgFcmnZXDzmNXU"
    "wtqK3z2fE8HqmTWT6XqdRbtnY0dz9EWchN/x51dh2yrpCQ6hQvclshBx0nY8Rxge8Hes7NWeM6C5aBpZqbVQN3urEI1r8fUo2ShD"
    "rDdYLaiSlc4esBBHIIvIwltcRfVfW70cYrjfgu0IE6tltm8o74DtWoEaDrdIe0vMd1AcEsywYlFy5JQi3qjB7pfQgxXBOxl6sK1Y"
    "HSlGu6PpWcKNXsHrZqz3F6xVmXqN+ZsV4qaIUhp4eekaUZLYa4uLNuEsBF5B1uYBtuBetZed9PnLYKky8RWr1Q5CTp+HbDOHmCVj"
    "Pigl5rBIBwbb1LqWEdrpKHteR5DzJcFJlRI9XFzd3qmJ2xluiFs2CO80Ala1oT4vh8nr0hzn7nWs2v7yIvbtX6xFWvbQRfJ8VWo1"
    "K5otPVZK9dr03beMaBJW8AjY1A2cxRQqQxoG6FZ80gA5MjhFpuBNA3xyICPkP3qT9sezGVPcFlY2ioglseysM5E0JVhZi0YWIacx"
    "5cMKnKIlWIkfYB0trvsG+3AMcq6nsPffYe2Pwn0uga3+zmf3YU41fsRajSHne7Nav5Nx4E5OyGap4chNE3OonMn5qmyc0jn43h34"
    "Tcb+cLnUk6h/wygrpyHPmF6IPLNaE37m/BjOhiR5m97WjcFS+OQXTM2MistTEDX/oV/C93dn/XomrN0P+jjeeQ12tEFQgRu0P/ag"
    "DfVWJyBCXYlI4AXEEIblasudMHShqzsOZoX0T+q9fYHVqURcWMra4Gbk1Nt4Li126l0LqeamjgbiXB0e1JNnjIkTnzUR1n0mLNAk"
    "sU7GzeIQ/y7jz+I0lSmUr8It24pnj7FLn42vlpCloG6m4ir9FqfhL30Dfmk8nvAP/EzrjPfwtRCxBAnvfVxnsJJTc6OQA1stf4m+"
    "p9vlY+M9QFR5hSaThlwPs4cSggVwc0AVepqkIscMKU0rQPTyfJCf4bys1Glk2ToDP/MbVq+IUULdMV8xY61C3pH1fKpj5Foppqet"
    "i8vA8pRxVJiME09f5O1Ipf4hrYKYDNW3sDuT9TrERLaLr8A61pfNxPFZX7OccXE11/wwvMeTyKm3q0PwrWWnPhM7ep/0YJyvqrXU"
    "kuKe+6kDotQSej5n96phu8rJXtMYHsh4Ny7GW2z0fM6VOko2cwavBPflUfzbbvleP1WLkp6Vc+VWci5OQHz1AX7uRuRp3fV2HSPr"
    "iYcrY73X+YowkXoDxappY8mCbKfHeGf3g80qR9zSQprJSKziH/KcjsdtOFBORZz8LCzIz8l5+jKi2xcD0f/qnOTTMit41qaJxPxE"
    "U8TIIxHPmIe6FKfMmG5zeAqcd17OG25Vxx3Yqe3Ipj6E1RhDtrxd+nbwgZp2WBGitTAnKitxZyK+rmM38l6sRwHsUtzrrkS9UtlW"
    "3Yu9+HslvL7XYnLs9eXe78ep5Wcx+fV4z9/42e8gamokm+U6WMLjdQJz54hqLZxDd1rGKCKnr4nHLdQ78edX8Jyj4DnbBudJroRx"
    "5ubiDk7ATXsCt2GFbtD3YfEi8BqO0yTuu9RtJeLnJpTVl1S1PNV3CDHvcihIZS3AIvqzae3yicA50Nf9o55/x97wZ35nGfbjTCJ3"
    "c4ixKYWFMWbb5mJsf5txOu7BPkWxY/NgF87CXqzg3MdQZF634v53lG2yQO/Yh47aY/oAJ42UdbkYzn+cmjnb8P13ilM5i3IfzW9v"
    "8xPoUa+JEUL25Gp9MU40Z+k5+I1PYR/D2F1TlluDWPBX2Ni6tXysetKeGbfL+rPo9c4QVw++W8LkSA0z4q1QN+F/BXI7Qys/irO+"
    "AVHYcETqR+CmLMdN/Yp69GcSY5tN5fBCTjNUMG+PUyPNNFael3LW9m1dTR/xJKJfHMuK6+knEfn1kNSEoqHJjbdqEzM5688eJEdL"
    "M3bttpJHfhbvpWPRzvgbOlw9istw6E5rpJsUU5emlFj1kJ9gdD/RS1JTmDbTmE+bUUn8aT5X4m2xqkQ/fROWc5RsY0Y5X0zB4kNk"
    "6TcQ7VyisbS6lcixvqvvLOhIPptT9NtBlbfkPthi6q452Ax9wvfyIl6jPk47NxjZ9K02M6iDMt/DmljPfg7WZyWZ4V13bYtnYwnD"
    "Hl4r04kf3qHZVCGoJhK2v6zD/esXbMLTVbMaZ92zqOcU6iZ9eVsaepuQ9FNL7t/aBvNwC+ZiR57Fp7YOlnAi5Tu9F7/xYinzfXKH"
    "jXXz3IYmeAvrUcN8YRH8rfXutmPFjSHXqhBxogfnEhtbirebIaZJd7seGKxGpHiydICNrsDuHSCP0YNshDUZyupOA/a1jcMq7M+X"
    "5a89JYUoCkTTM1Z7leiUEysxPzOxCed9F54npp2Zs7XE3u9EfF1J5bQ4ntCmAZrCUo8lBqSYnVtXGfuLWaThnl/Cz1xElo8ET3iE"
    "cdoVsgZfscqdoR/+A3+9Amf1v4zrrIKyGrFqkT4lr+M+57NKX8WffYS3c5RcITPwjn+o8bO/jFX/HTv/km6Qm8kkEqM2RjVvRyWR"
    "IOs4/RZlhzXEdzIOv+Olgnqgy+n7k+oUEI6WGnZk3oEdOVne5DRhNWOOIuZzhgzJwR0dzWqbVblLyEp2PaKg7TgPVnO22p1NcVeS"
    "pz7EW2/6WXnwW46n/ksxfa72cil71IZzbyuO1T9MH1NM5r5UTac47Z0y5ADe799xPorpC/Zy6RZyJ+9kTL3do3qL6e0OYq68DU9W"
    "Q5YiQ+0djudtj4h3kfcbjv+hEplSaj6vhujyhuK83wfMIPfwbfJZYTSMRpj9IauIvyNu2iuflQ7DqS6q5VOdUqHFIoV+GtCs+SxG"
    "doYhtnmJRYhv87Abs7QJla172FQznupXeK98nMcPdJo8LHOweqthPe/hdEWNnybq7FFnYdZo666UrKKKfIK3wFTou4vTRzVujn4S"
    "9dq/m73SaZ7eSKRDXT29vtIOp+AIPPVWnNTD5E38vLEA3Cmm+KtpJShnF2MesZyqBUmay9396XScqRzqUIV5bt28rD3fAvp+x210"
    "IpkBrF5wDrljTvQYvGR66n8Nq3B18zi3Rfz4O57Y2Ae2wCtcj/u3FJ85ulYvPqmNamECEoz0Knys4Jj7jhLHSTzMLFBQrtN1Blau"
    "ASL6Tdi1+xk3tpcT5Rv/NmeJYa+/hE16TB7MeCaYrHfgzr6JvOktvZizkdN0CCKjf+triKlW6C8Z420CAHb8RexZ66BuNchCepof"
    "GSdl46u7WMepgBWxqOt9Iu9r1OmoVFP/ZXa6D9DYsw2msAbCTm4NuZktUtiCiC3EWZRtOJ1vYXeXsWPTWAbA1m4iX9+nsM37kc97"
    "o47VVhl5WAnros3AXprSX285lb8jTnYsw/qs5PReDXvQeazGxlg3t+n3/8DCGjPZSIn7eepkWvXOWdC453eys1aPmf4wzrPZZ1un"
    "ph17lCG1uvdTkmR1Lkgr+ejfarLN/6bgkZruzfRqvrX57NTjiQ1rO5e3xDhaz/L6c032UZ1MocFDWK0cz5IUZRTSHLHo91qNbOEL"
    "rMcjwUU4m93kIm0aVCKjHIF1ihNP2ldM7SrEGkM+1tNF7Y4fpaPn94nAwiZh3TrKn/AKhsbL0p+QkdpMlbGoune5kl2jP70HX4X9"
    "nQZ7M43175vwk/mwMOPgEy6ElV9D22T27mbYPouLnifvUBdkZ3Ge/RpGU4bQ30LmvgZE4plta+IRRM7XGvfsTsaxcWLYnpINatWm"
    "XOpC2LxEF89yE/Mxue3CGTiJH+g6qgDs1IXY6eXwpVk6XV6UXZx3StIDFXN+qYoK1GZl2nEfI3+zPyLvY2XzEQPYb9iNW3gAvNRy"
    "TtTWHXFZ/eYq5HGmCXebHIq8Nht78S3sXNxXlpT9tTC9f4zMR8NhGQyBMkosK78DduFxnYhTM3MfOe15RLzG0xhexwaywc5SEEVe"
    "vJH8GLt0MZlsvsSOHcUZ2Zg/R8aZ2FIcvqtG/3eCJqXAvBXn4u6Ma6ic0kIeS2Yiet0oU5P3yRP42Vd0p9yIG3wk3m+ufo11/kAm"
    "yWeIxqbKlcF8+NSpOgIRyxHYme80CPJwwppTJzCk38JLLoY9sir6WqLs9sd6ryczjtXczWoMlZY4FXdJKStzLhIMM1Ix7vL68O0r"
    "yFbTmE/spgADOV9sunWTLtQTcL4KsRZ5yPuexgmo9j2iRrLXb6v327n431ex18/jdw3iWhnTvGEZxKstdqrFERHzVZwIay0nkMur"
    "ksy06zmnoZrqd7g+aam/P/15B5NEN6RY1Ucyt8rn3Gg0rXlbyO5P0u/5AWncjss/Ja1Nafp2tVVKHBJPOeF7Hc6+1Wubi2Nv2cbV"
    "EuknDgGfsuRhPy80EzesDXakGLe8Ev4hzInbA8jBm6cDJUocYz59fpVeJab/fJD+oNcj1xmJGOM5fS04ENbgKmkYXCIOqZ5SIXdc"
    "L+7tjiZz2itifY5fENt+jRMf0UtkFSNxh9m2msF6YtSi1Pi1Ps8sqjdZ5W4ZMv1iRIxXwershEcfKm/DXmTCNg6SpfCc3+A0btjH"
    "PU16pL15uoM8x49yjnGqfk8PMy34Hd4oS23K/3hY3a94Cs4mZrkMPifuuU5nUrXhcPjtMOc+81mv6oBztwIrV+yRwBt97mC/+Qxx"
    "zIrVfDPHk1FG/s5i/U0c17I9ab90tVCpGpckzsU+b2n6xoaxavbPw+yBbNJWOPHtZSHOWTd5Rt7ByYzR/zi24DDt5BES8udyP/J9"
    "VNDTmKb0cNntFckC7E01z7FDLVdwP7qT52cM4uVNeNaDxaaQhuC8NUN2X4EYLkwtXasGzFLjHl2H9bxF4qzVhYjiT3h2NpvI6YTs"
    "cb6aQlMfWYm934/MNSfC0leS+yFML1/CbMLWvisnTStYC0ky1sxnvH0/3mcNJzw6syYhnChXIn3KvQrtFHbG7WYuwn3pJduRBX2k"
    "D+xDwfgjGQsPNR3vsQYW5BCxWt1svTB4B/foN2RQxiu0H766hV1AQ0rZ3JXDfRSRe8gi3guwi+tqWe8kWcGMF6KzZNGW26nNxj05"
    "THaToS/EuWezW+sQ7zWQSfqGXiq3wrfPlT4yAT9llf5zxVgy8xlz1/C/o5jHVvj6n/n1iK+8hxkTpLhi8vWSdM3jQJmC3XlSfxHL"
    "yH7Am66GHQ/IZHkSbtTdVDGLkdHZqXIqI6YC+GfLSg2HtAZnP0SOpNbwFofIzORkeK9q5CD3Bw/r2OBQq6MHo9WQD8PwFHPIYmOT"
    "BBZ12fTINj0OUde5iAliiD8OxsmaEvyE3blWJ8uP7MQmiD7dQUXyGHXsi3G/X8GdOQie52XszHtyaNBeXpdn9WPYqFnYqe2sWmUS"
    "b7aCVtxmE28no1OVjyRNI2847uhanIlBnLxN8a7EvZp4hDzlIdYzq3Bqy9nprdbLxM2/tPecibH0XIaSfyyfiMSE3kBu2YZ4ji7Y"
    "uTys/U4ZokcG7fQKnL57sAtj9YLgQ30Wz9JRbAKjlUxk7NwFa38iIgnD8c3CauwH+zod+ehD2iM4FtaoOHkRdeJ3w5fXJx//EsRG"
    "Rfo4PWoZblacjDwJRADjvLq9dWQfYIRn89NTNTN4CPn1rUE8OR5PVTcPur31WZy9UaLeq+EbTVEyl+z7LeU+PPml2H3jttqNZ7yZ"
    "WLi9DOgRf7dsjXrg9v1ODG+1XhsswOf/xmmgb/GThYgljAOzO6KKU4LZOIVVOgE36QSZCN9iXJZrNAq7NB9R4yk4ga/jFAQyyHOB"
    "WHaSybrYerVo4FlYqGycj5V6H279X/g9m3FWP5bxyEVyEP1EeCbO4QxMZ1i2Jdi15mIK8EvZP92NqHo+nnQrIolj4VVm4q2y8H0b"
    "1eaC/4u4ubv8Ck8kYnWiPr5zEvV4HIWN/FlXqeuHtuBEnvFkW92+iTwPK9xKtuLT1mMVH9GbsHOzdIrejf18U0y/PYdYfrOlffFn"
    "6+GfSUtuc0rGot0GPjSG/32Nkxn/+09QKxutrfJWL83KXE6W+Bj91VJGwq47OkY7BM8HI7C/9eFLfsa6zNZJyav0PTztV9KCuhW7"
    "katdAv9i6ErjKKkvW8jKa1UcU6UqIQqmnhj3b2sZLuezthP2aIrXcJv7yye4Pb1lGr4vRx/Fzw+UyTgZK2CDHsU9uTojgvPeDCv8"
    "J9Z7Kc7pQ7KLOhQhoudbwLI6nVSnHBxIasIgnq7dJTzOuZ10J76qgAzm5fj/CmYDVUSvxbxSkEOp7Wb3O0SG8hD9ZQ+f0SfS0yzN"
    "8Hkxz2qrjKMStMGm9dmVmWUhJ8Zs5sfxrkZoqZ9k/cxhXnfSq/VHBDRTrQL7kJQjehkMm3CrfgbL/K3aNG4Ba4SP4Zwu5vzI41LB"
    "imAG/u4o6eRjmFac2imitkDC5wNFHt96Avf/ZlnEn28hp+o1WMVR8DD/ws48H9QnAqiMVt7VlR07exJv0AK2ewM8+GwtkWv1EzzJ"
    "PH1QBtO/XkBWg2riwuNeB9jigdXY3e4ZWZwWMwabXJ1E/uMS5IIOM2VowW+wh0XsQtwlS5AvRIhQXcXc2DRrFlGvw+xPZ2kkcY/Z"
    "SKTn9zfCW1Xh3rSVIbCLDYJcqhCegAioG054a9zYbVovOFsXyduwKU9KW7lYbI6ynWitvmYKB/9v6SrTYf+OkJeRWz+FHOBhIlBL"
    "cBv7y5VSzOqWdcRsonUn1nsz/u1G6mFUEAdkNZRmRDRUwZvkMKoz/uBlZPyzmGAhvrfuGn4Ut/wPfKZh15pyMrGGOI7DsbON4e/f"
    "w23bgM8IyEzXUJbj5kVpp8/yrKwOyVTAqk1rmUoG9RpYpThsVyVO5Z+wg5fg6Ufi1FTy+8xDGntUEZWxe+CdwjhXYT8DPYbouhCn"
    "RxK1LEyMmqUpFujm5JdOoeQtpzhOXNWursjbTe246cW2RN6FOU1l3aPTpZDzJtVqmn/mG46TEmb8Fmu4LtweRiEpLYwt+oSskkfE"
    "lHwW68XBafogoqYV+rseI0sQlXbG9w8X0xfOVlOsWus1vE0NI8rcN9ujzsJpzoVU9d9NLg3kriY9s4NVdhx++lwqiLu8O443KPUT"
    "VcaK5jTS/02caZmflw2zjp1Dtd1N1Dw0dbty4sbiRHceTLTLeCn3tV5D0eXAjhnWbDnWpHUta661Mr4q8lLm8a1KsPanSJLs1x3k"
    "JXxtolyBG/EN7PQHiK5W45Z+CCtr82Nxz0M3zGt9VbP+lUxz/0W81lrSz27lwRI3DAqpsZHD3mep511JaArl4rqvKY6FhLbUq3SA"
    "Tsx4VXvJY0EQ/IrsZ4BG4U1ixGQ7pZBbGZXF+Fscu0ojPwf+d/TEkX7ePaWULpzgaI+IYQ/fosIrr5YzkuktldTuWCeT9T7s2mJd"
    "jZOwAn//FSKjj3GPDTd3Ijvgxt6dj2cxFfhCYjvKqQJnKKJ+sNE1vJEvkSm+v+d9jbE+HWGlYA/8+EG4qw3xe6yfW0x7+DP+7Q/q"
    "f+XqHEQyFXqZVsrp2OEh0loM29CREaXpnR0Aa7Kd2Vhv2clKR5yViSp6mRDsbikzxsOQVb6I3E7J23CZ6euQfeBQ2I33YJtn4DPa"
    "w5M8qZ/rjXJ18KCeg327Uzrg9y2gkvyn+J5NuFXbEAWWwstU+8mimPecDjXyEPWM8riPEY8CyOU5nqG/yn2IUn7V1+AhXpAvEVU/"
    "pxfApm/Tw3n2npACvn8R/Vc2ftsviLn24LZGOTltjFqFOBHfIC57QE5BlJFDVPp3WKXXzf/jc1tiX3p75bmQV03pJA5f2YDa5KWe"
    "C7EeuxA15H8zBp6RUuk7cnF6XqWenmmXn4KTYro6VcimLI+xczGfcwGuirgfe8XKjqf1D17HXj6GXW8jL0lDZH5f6guIN5/SSbDe"
    "RdyVkNokxjTY8Fwq8IzAE4/wvBGuulhFC1+OW38WtfeMn870i+/D+pVhP8brdVLjb93lPnO13l2xZ4Z8hywjSeY8Mfb4R7Pq+Qhs"
    "9r/kTJzn3YgaspBJnQyrv0P6ki88yV6HQ6dFWUlKofi6iGNk0TQW1/7/eOzAQHjSGDtv7cVUoEbhab5T49kUnDCzNtU8D0ItsFLk"
    "ByFGo59jR4ZwZ0z9YBnrc4OlmxRowueiZiOL6FcMc1XBr9oOVJP7L4z1P5wIY6dY9f8RxsbSsg2+2Tqpm9TQn/m4bdlq8y99EIUX"
    "sNdjuLLz8DTNsRN2xn7Azth3lhGR9TSxoMaAVB9nIKrni7EQNcDKZzJO24HPNSY9i9o7497m4CSaRZigWYj86xEt0JSMHYbQPRG5"
    "UBnW2xjirkGktoqV1Wr87KWIUS/EJ+bh6WazxlPm1chPJlba4vitvHuGaM3CE60hHmkz3uV2POMsfRZPZSfb2DkKOA+vsP59dIbM"
    "xPttxJuUION9WxbJx8gWberGONzfhu3Yir39BJ+8Grlftv4Aq9+C0y2nSiY1HwcSdS+yjgjFuD8DlT6iVV9FrutvjB+o3Fe3iol7"
    "rcSqPS87ie1JEkWV4AxpBWscDuFgqo8HyTjmjyHc9Urc+GOpOhCmXYunOzXH++7YLqzm8fI51nqpngmbeB8ygz/0VTI9LE775zD8"
    "e+s0H32hdpNUttnMV0odx3U5Nc93EQX6JGsJ/cRYvgqZ35tiXCpjD9NiWJyeoX/iTP2i0+Gn38FT2dMMxadfDbtzXDBEwsiVr1dj"
    "YzhNpiXbZgxAdlR3L2c6FckPZp7SUW5DZLtNjTnlyn3wKw9BTDOc1uIFxHlP4DT+gd+4A5n/MeJmOB+oxev1DqLreLo72kj2qnek"
    "0AvdyaRRxdqp+ZQHYH0t2kskX5YfERONhEeowm86Cra8IpiJjOQ16Yyn3s36RwfYlCzch1J9Ru7Xj/TQ4Ba8+1dYw8tlA5U4+sgj"
    "esU+9JCNSzGQv+PF3L9f7atUST8LUU0Ev8UxuxHNZ8H+xo0rjUpG5tVPlnclhSTZGwu5fm47qUxzhRYTt2P1ipew8uvYE+7uZzVT"
    "HT3HPdwVmfhO8ol3YaSVgWz+U5zbUfR/NmFqujMVvsNfzGptCdH/MfK6VlDdNYpV2EwGgmSa+ai7RH1+ESenQHfiAJ2e7mPIrp2y"
    "XhmZsabgTSeK1ZculXY4DcU48XPwt+vIEWSIl0GMV2dhJeYRfe6UklN9qzgZOhyvW00aMe468AOY1cf28TMTYdF2wpYeg3dYiRt7"
    "NHvB97MaXFyrO9S+1t7VpyqAeTPzrcdxXtFYsUtx2zYQyxNBFG45xwTWUp6R8czBHT6syKOsHyVuyLDqxty1gjOHu7C+bzDqLoR1"
    "ax8YWqsHzsINuA/ZiNvqiWV/L3iuoF7MIRz/XEozvO486yX5inzARbhRuTi/RdjvKn0a+UbdN9i4tEzxrQb5ipvyqCKHf4LzGhFO"
    "T9u5m8v9r4G3tpzsVNkbpxen2aN2eTWoFC9MDfPdJCLgddT/O4joGetsVOrbPGv3ehSv++c2KUjXkTeQGTnM6Tc72RaXuuzL8BjF"
    "8H8LEQ8MQCZmypwd8OYz9VeqxC6Gx3Cz4i7rsRXszXdrLTYPfxDu/mBO/BjX5G1S6DOAUsYQpzDSdv3pMJED5ayVhnFPTM87RO8w"
    "AHHSBFNvRSQ3LGOUDkSW8pd+qJfoNObRSqYQU1c7nLND28lamfCYjP6M5SK82WHWOfeVUSZxT+JqGpSdJJaOaewpDcveTZLkWRhO"
    "9iWr9i3H59XDrhwqjkF4B9UHY4wkr5VbcQLWkzd5Dk5tISzB5bCPz+kniJ1fxtc3I+LZhMioV2aOGpfIZ9pC9w/ex+k9Q76QK4Kn"
    "k1fK6fqBZCWfEEObFWkTxjVV3r82E8eq/JFKLcyJ/XOLZ1iM+JzUZaqDJaXR1kJK/IyRyz4uZbxapNab3YodvoTT6aYOsh07d53M"
    "58mIeB3SFB9HlFjXwxnrxMg82p1dJ2WFLsq61j04LQ8mp+Ozhug4/Y/eWu+H5Jtip6pUbNonj52XzeS2359YI8OJBPBZhVROdvj4"
    "GmQRhhQz5uQYNTORHckq3vxCRCmmT2U8qgneKJs+mYwnPot2+nD2KsSvyN7uSd3n4Ab5nfnsAVS5VK+NUUNWyWJOVoZ9T+pX1pkK"
    "sWLuU3d7VpqIn/Y0W/kmItRzcBsm4K68jhVsIb8iPp6Ncz1ORuE/uVSd/JXzGesQ0Q9GPL8RNjMDn2J1IYeOraG2Q5SMG/mcf1qE"
    "U79Ev8SZG4zPMJ2plcw3knzOauxHJRGvFXqGXqeWt6/Wvvpf48qW2/RdeQKRwdfY75v1X/ibm5HbrdVVwXiqYh8pLt4sZrXiKCnj"
    "ru/GOcnWBn5nEtQTOJl4YePeqfRMuIN5I+M4Nea/JuC5k/vAcZl2j8sK38ObRDkDlKA+7W5Oa0eIiC1iLWcDYtM88vvuJMLO9u06"
    "cfwDnehBxStgpXbaealzEF3cJksQk0xn3WYb6yD/IXZiHhFd+xFVci45GTfzxuzB7lcworau47GSzU61TYaMw6rPQmZ6tbTnrdlN"
    "DsUy7KCrX5axFlGVvo0NkNdZbeUr+QJ7cg+8jynbLoGFzIVvDOQKuRG30eFtesqB8pkegli1jVyCG7GS/YimzANdRcXqGk/Kep+F"
    "xTxLYtTXwZKMYfdwIiFEbJ7d2a6wFPmwaqbu7NB1nejJ6hHXkyE16XpVW9E0E4zT83KTfXYX8vizR1EDqAJ/bgxv1pezOGbJvmQ9"
    "fDW8oc0d10hzvOVS4tDDOKlvw3ZOwO2t+9PWUZdrIDzNJr0RXrOXTMY9Pl7OxY61k7ODCONvm5L/Q9/A+rWRn7xGgIjTk9471XbA"
    "PrqxN8n1uN2fIWuejPszDXb4BlkqbyJKcrocAyXlj8TrijrevHZU+m1MTEQDZsT1YO9Lqb5U4KOzPPb9EjhbR8pQMe3wLYgyTNV8"
    "Abz4GPz+n3CD7DmSZMGNpNmS7bn3IFqyXGaYOIy9Uy2qwM8bisJmZyLEpufwVozGzbOZ/aOIA3U6i2U+ZrMb0I617Qi8vutjV/oJ"
    "QsflOggRmSHlzfIWwueYAs5M5EvKO6T+Jq/3LJ9OV7kId81VAQqoCGQ3JBOn+1DqHNjcXSuPSXEdoRJECE8FsxFfzZSnkbeU6KPI"
    "U6+W9/XwpOPyNnTD3oxlD3WVroZvKOdcmCGUjyfuobFchJsfxj3O5m6Gff9/EPPEtX6fG1HbxJ3aeuQUM8zaZn0BVvcFMe9nvENJ"
    "vOdqshNVkgsriZjDImPjp8mGbdjOKpW95yOeWc1qzCvoV4RP3cTjOmMe12k7/gG+OlA+1E7BNnx2W9zhdYhhljAKrAuh34AdoyLG"
    "TAH7jV3ISmscX8Z8lmLfyKaPt5PYXU6EDdsMe32dVHMmsUSb6z06SZ7zzIipHNjWoINEa3F+pvT37G9aeBTNi/IobtMPXs3VztUq"
    "oggi6ZymLF0b7k/eIuEO7I0zhqa521MoeyVHkOM9s8h1Gt5wuDwi3yAPriB+OAt27Q15D6fdZhwHIzPvhPiogdyBWPFJnYyYt6Ec"
    "h1Nv6k/HiOUaL3Cyci352I0B4wJx84Qj5TA8fxdkHO3hJ2d4LHbD9FR7B89zGYG3PSA4QE/OHIebv13Pw279Fzf+CVmf3MUZAKuQ"
    "zYNHCHEmOszZqqTvvsZ9D9C6W1HalU8QfWZrmL3KLGqRGJP8c8gGkuRfGCP2piGPyf8V77jN5z4NZK8qZkpn2/WjSjxiwHmtwfRj"
    "rfBZBxEfcYSfxbaacj3Zwolr9Tg910m8RVzNvZhzE2423E7ucF95t9iuyvN0vyiHs87fhrwCay2WgaXNUlO07ikz8eeduoNdnQT7"
    "Do5JzX5PV0l6axPCjZ6FrDbJE1oEi+c6B4V6I9E/98jF2NUfWOetYX3tKqIr+1GbJMXpEfMIieXYacevkmDcESFeoD7OeTfqLHZn"
    "L2AJUWRni6FZp/g5QPunk7iJqwPFxfz1gt3JltIHsdUV+L3P46vvIQb6Ap6um3QOXuSc9eXi4s0s/JbHEUG2kjulJ2Kgv6h01QEW"
    "5PggycnglniCSkZUphRuuO8KnNaT2S3/Ve3vuuD8GHPm/vipCXoxmQWep33YQMWkj+Qt2Jz9cVajaurT/RE51DBqqCTvVV+pUne7"
    "WjKeTFmKJv52lZLlO8bffDcrLjaJaFni73ie3/DUC/UKPStzgT6P91kNazRHv0S+3EQuxcr8jFh4KW5HlSyWZ3QsbNQXuJVna7m8"
    "iBzlVH0Me/IEfMAG7Rvky2J48N2cmm0pxgNxtT4o/2ZukPCz6OexUxdnHJFk9XJvhchlo1m+u1pXfF1G9de5VJCy+Tir2GTSluez"
    "8xxjXOjedxnOtanPJLHLoVq1mr0siSsQE7yGTzQ+ol6IjCwfzwwMWWzzbbtwy/vAfyzDWbQositZa+vO0Xcwzo95zHWUc/uXiWN5"
    "aIZ7Yx3Z8xEfVxDlbSgt48poRH8QSc/atk13hFP8Van4JE5+Hzurr+Jnl+EG7WJVcRts0uewhFsZbyY8Yn4AZxrDzHu26+c4T6/r"
    "6fj3FViNBjg1X+LtjOWnhDlJAXfF2MFbiGHVrI69X5r1rVP63wp87lZXhmyKce04CWp216bgKllt3qmGWTlXBjBOsX5WWyni1F0l"
    "efRCOAtJshKdz67KwbBUS4mRrk9MS0dOQBQxJuuKu7SWGLwiHY9MrhzPdyB+cz28Ywhx8mZvMUdJnBmERaLLiJ86iBbhL0bZCUY9"
    "Y7hK1ZrSNFTPI3o60QxhZNsX6yREenOR/dyVYfydlfoh515aSX9JqdAn0jWlKk7TJDzOusiz39xBvoLStD6WZbnHeA8TIvK30DPr"
    "pDokTunA6Xr+hL81ZZwzEP01RUS+Q5sj5g0bs788pB0zr8NeXolz8BtOwhN6vZ6CfbAJ65b4GYdoD6jcVE/WeA7/VL23nq9KWc1h"
    "m3yAOz9EeiFm+l2eTObCMw7C+1wn7+j44FTYoSL4rhvkDfjmydhlUwyyvWwu1T6DqPL101vwe7ayDtOB3cuW4rpUJ2Fnd+wD4RWh"
    "1vhkOUSKyTj2B7sWezjTZ2s3xnO1JfyqW4fyTHlSWgbrme8s0qrkFB2LyPxsPGERWdG/wbsvhn09F5nSdkR908kA20fs9lb5bnEV"
    "vbU7xf/7j5vRjHjF1BSbXW+uapKVtwvI/j7d76x52y5+MsV1nfqSZ8dxYtkJHfqPiKgU1v19mceTXsl+kPWVBhHjbfn6Ibzxeaxl"
    "DhPrhm9hftwEPj72t7p21M/K2wzi0cy0TG/WLKT5wBy+sdmdu9jX/MtnOhWs49kZvoi+dq7pZ7EvPRg52Sp9AM9iylml+pQcBF+w"
    "Aj7pEDG9ybexu8IaWpFWi6nJz6Xewv+uZOofQ5bt4URUub4Ne2/VnMHwfqvVadS5mrWrodr8pqk01e0XjK+yE6d5xxBJXqSOvWAL"
    "z5bNW41hbrKHeIESTvC8o6ciwxiCM/0RIuGLcJJmBW2QcTeUvTiMBLud2Zy0K9OzpB+sSnfk2PNgH+/FmrwL/3mJjkO+EkZeVeOZ"
    "DDeTP7oY93IH7pXxFTyDmxthdy6PsdJc/L4K3PkpyCmzcUM+xUoM0InyKJ6uF+zYs7B/puFcqT+IMeeOwKccImP1KfyG5swhw8SE"
    "KmvBpjpxo/QQ6+7nEs9kylaWoV2FM7MWd306+ZQS9Av5OgqZSz1kBBFtGbwkv+h3WHlT77wNOzoFd8r0ZLsi33LqZXGP343hDBbz"
    "Kwny5KvXQ3T6Jamptfjf9jw1n9VV2iB7GSb5ZFa32rephm0hC1hT/E13MqOtJrPDRqza7ezMVhP/Ybb1MOq3uFpGlKsc5x5HOH/e"
    "k7NTJbqec+95OI3F1L3NRdz0jhyF/83W6fI1VsdU6DLhe0po/ZeSz7+B2HyNnYn2fPoEGSYymbEV0ycNhq1shb2ybNj4cd7Ezo0k"
    "20kZVqtAe+k03KMZsEGdcOdOJsNaOXOB72FNa/RpGUclhU743sZUhFCvU1HqV7EizbBVxE54ktozET0W/u1+3PbGcpwslfP0c/1J"
    "jgqma0mybhsyRozzzKbnjP3ebGoRK58253w2PtU4LYy1IQcrZB3rq5Fzmq9qIaPJ+WF1gxLqjJnN+l4zyQiwXQ0FlkeFzBNkDTLU"
    "3XobMYeVVP+N8Vws5gRvAbvQpbgb+VhTswibcJpz8V9D2W4kgm8kvmZ382RWOObQ/gsRJS7WOI1z5477ttKrIx5AX9FHDLNwkmzn"
    "19/3ygCltbg3ixBJFxFHFvOzelF6lI5eEeVQqajFGx2lz7cMq6mv/rT1s0eWz2cQqxHx3FoO29MGP2f+utrrl0ToC5piDbpIShV5"
    "M2cpT8TN24m1OB7r9RMik2nYhQS/u4Wk5j8bSQa1XhyDl6ZVzl3/rIfoPvUoLfMZjpy4Ak+dh/Nh0yGGrrsKTzMFvskpJpmGwSBW"
    "Km1+Zp10gZU5F285UC5EJn+StmN/aWgtNpra/2yh9vTf/3FPaXwjrTNvxikxpMYt8jyeYAme9To9Rr/GWv7FmDhK3+eiJcMaT4U9"
    "uF3sjO2g5wnRrlRzfikXZ+dYoheKGZHa9KhFXFbdHSN72Kuq4i5Vk6W4Sg/ax9RsmN4vTObuMPGece6NcczsIGusxaBXMyo6ARHv"
    "Cm3NXYn5qmY3Pw2lnp96AzLaclbSM8UUU4zb6S4xzrBmngfeEDxJvlV3+tZ98b/F02wjCTLrpXQ89q5wRi2v6XKAGDOEJmmF4igt"
    "bMTHlu1F03Y5Ugtlmup8Z/4NkR3nlL11p0J6Di1sOfvMEdbs4upmNV3WFqWvhidBzvueGib9cbnQGKNw6gbIj/IUu7SdOBNokdw2"
    "Rr3V5H+1SdZjZAdVpuKsJJgaZoi3ehv2ohCrqL7Wf7b8xSqg1YL2oj7/rOVVEuSotvsxnqoSdqrmE1kxUjoitx0jLag5cwx8zrvU"
    "xvuUTBLlOoZe62BiIpO+4u4muxtJIt1jbiJlPhIfJKlMMcrpjxTWw+mgRomjPthrJXdiPTZEBHrCf1+cs7pRTi5ZdSnDIwrD3mum"
    "MixT4C5PdwyViNkUbsr1OhyHsyI7ymel4zCZhdsW9Yq8UZ7qUiJ+lVlZfZ9FbudnOlx6a/kPfu8M7Rf8yt7cG/IFop/Nstqfd+tQ"
    "pjx2jLmjvV1hLcXF1GRq2CtkNmAc1jFdQSzgqVsLuzMTlm6oLEXOMg8xRSHy048QcSDCIjLyKnb9dumb8AFLNU8m4dmayBYyMhTr"
    "rVRlHoQ4bIPurMXIE/edkTPw38X8TSXs8rp6lb3h7cRaubjtn1lgiz2e8Q5xWKQK9uOycV6v55z6aDyz4XUdT8IVuO83iHX3RxIj"
    "2VxCzPIiXGnDIZ0mUc8LVcP4WbnTMc/HchM1tbP0ZnzqVjIXNYfnzJCjuYudxHRbZ8IfWqVn2T71curuO9d1S6ymXubfvtzXIV1U"
    "21Re0Rvhy78mWjEIxpL1812tlFzWLCbz1Ofj3QvIfOz6tj3F0CstJOn5qdykaxWZRhLkxImS/9fNBufwT0d4luuUzpDzihaVT0U2"
    "U86OUzWVg02N4Ekxzrx8ckgmECuUsU5tVmmydJHxWJ+p+iSirPn6Bc7+V/qB8SLJBUEWPm09rHcp2VRcj/VFOVRaS8Jb1maSYktJ"
    "ei22ute6DGegGxFlhjXdrQdyamQzpyjaSrXHLXYXt9NOpSKbGt87GQ1cKIext241MIsuH4Lv301lh+1Y3ZOotxli36CIkx457A7a"
    "Wl4ts2F9z5bHYBut7tseMfkpeOdn4d9bYM9aBXvPgKaR2A5331+ae56shMeEGg7Gqh1bYWFbkgHa9Ox+Rywcpney3tlwfPZEcdyi"
    "n8hc+VYXyTn6E/f9d3j8UkYVFilPxS02HZIXsUfVxCBtwQmait3aijyqAFlO3XiXftT0qKDWXeD5+nuK4ZwNM5xBfusYOYtqsMdH"
    "i+kCWn0kzCnfJO94V2nEfN14NpsjelhAXbthciDyJ1Pt+pjZbcgjcHaSG6aQeLMZ+qePA6uIQir32oZVnP8xHMrN4u5FjFUwN0fQ"
    "EGfiIDFGUdODK+Vtd3yyraVu/cZWvjeVQtM1JJrOLJX5cbcrbTj5Wl+KqXZ3gEzTb7EqnfFGM3FCLpP+sJjf4iMPDZKwoFlUyouT"
    "Oz6F5K3CM0xDxvkqnt1wjGfguVvIeYEpZdaN5yvRjyWFv6pkjO/YKHL0I52dXCZ3408vy096SdAJ69EZ1niBt2Z79Z6MFS2T3DfN"
    "pCPuoc2LWob7Pr67B3LYhcT9GyLjX+I4A7tLju/pGSdDCxnEblxPsfveBiemg3wOS23MBk7ZOJlmODpZEmkmC3fGe8nenlQ5Gbqi"
    "/DubNUkQSRbiOZqkt2K3BiOv3oFIP08N6/41MugNPq5uKSGPUdyrkxRFRmKV6x1EEE/C/65DDnEfGWyny51yjfygI4I/9UEdSM7E"
    "qdwHqxwab9gHiJ7XY61aiXF8LuFpsjpQN/L0ps6K05w/Jf2O9an/Z4qAOzgNGmUlzj1jjBWcHmlEbMzHA/afAyUVk3SVEs+xHiLW"
    "o524OlwrPO0E4m6sEnMmbtMSMb3ydfj8sYiGTpFncaaNXzyK87JHX9BEcqXegXOUm8ySjUnjdrBo+0FYnc3Bq4bAgjXoTq4k495a"
    "pRuYx61Lz2kk8ZnOMnbGqf+R0cirRGvbiS+kkpkxJNnPnYa3/g1xnkX0N8lanCibORzHOaCD/B5H05o8Sa8nepK46LqaFjNJHb1W"
    "ElX9GwrTVrARq2GprmmD/6fAbf9sl8mIuHbg/jeRIcjKbIb0OzzhH8zMrArn1HecXx0mYV/F+Od8+0YpZkyrnvklwYpRJZ811WtI"
    "sNeRJOopTkx2S+K+krUwRUmvSGGoiKFiuLAn5EOqwm3R3/V1rH294Gf8jDFP3o8IyHhCb0Gs+DFj6PVq8w57cNKrWTO1/H6xjygz"
    "2BM0HPax/h2sd7kFN+9Qz1No97FaryGHaBT5qnumQq9WkiTKsAbZYS+poQc0ht8mrLTl6dPyktYEq5OWI27Fzz+FVZwgC/VpzZJG"
    "+iO7e1nEBg2B9zFNopV4wy2+xl2/1v6k1tZYHy3Tu0L2sF5mOPsWRAAa+iPsFfVcnycOf13GCaByX6O1ibICfVccz4jNVy8Wswvu"
    "HL3gmWzKmH3Eea6UqOTU/sXY0y8mDq2GDD9Rqm8V6Vnyb3kZq9KdPbgBzJRiXPVPJHcfne8n9WY8+SpWcy/A2+1EdHuBzBd7sz30"
    "WLN8lz2Q3nJlWhfxnz/tM6z4GuxkJ5mEmzZIntMn9Cvc/Qv9Ssa19ryS400tJxp2IHdsiOzCPWtOvpBsZtFWqcrCG/+MNT4B58uQ"
    "pfP2wcZouJUMWce4+0bqTNRQYS5vH5HqP88F2z+FVI+36K0n+ZhehRfboT/qR/Adx0k21QSsUrSEU+x3Y/0G+s91OJi/a2FZXbCD"
    "x/HHGKk4BONxrOFbJHys/75MrEPgp2rzyIekXlu4K8//5WIYzScR81TQn5q9bsR+cX2erT5i5+MAj3lxvARuks6peBp7osM8j2HU"
    "nGR/KAJ7OJR1ubifCzJbuYLKjVGethrOdC0Rm2JY5HmjnPJCOWuUqTm+BC3+3jqW84X2bta/ewgnzbhLDkLkfJq8LnfJa7DwttPH"
    "YeUKGMWHyKp0uRT6Wx6GF3dxjIucnQ7OpbLDz0nE1U05GRuSmxA8QjaypletUa9xan3QXrS/24nVHU4tTDsp6xHdVKjI/6qX+Zlw"
    "vRc3PktvQxx8KtbibuSQG3SO9A3qPlWDqEDYTd6Qn7FrP2K/5sMbf05Mo4sj+tHCie+yVrPO0qaWTpyzPNXkvC/3dVvLbcxrWn3N"
    "+v3zYKWM5fE8+pvDGOVVwNIZznK1voWd2sOcuBN8SU9mitbjvMhXDxZjn7r6fDyHq15J33yqOM64bK7ukbRR+7o/df1NCfsoIa8y"
    "U2x9V9wa03RpJzHfactnfhplPN6TlctzWGNzUckKVjIU3ngNd1L9VJtNzh8pSdY7jS3yeGknu2QJbtg5yGi/h8/8DdnChYh+9urQ"
    "753TtRnVxUSiXIx1uRyRekt5G7tl80T7YT2X0T7X+G6n1YnGMWosYs28ik9wpZ8L3cW5wCR7E/mc7VX2+DVtl+qqAN4kpcSDx2nt"
    "q9injcC6tZbj5FqxPvpGRHOnyWXysN4lc/R8eQDv1UzcRH4bYodPE0MSjxJjDReZg1XqhPu0GDsXyCTY/s/wCaMlnwjyODuMxsRX"
    "gMhzHaLoC5ARlnEWpAanYjWr1W2xmzX7sLAxr6nzmq8+N8IbrOQef6Qj5CgxNZ6t+j6imOnwtD0D4yxpzpmtVp7LuFIbcI6+lJao"
    "bnWxADuRT21xq/xbhdQqc/cgM+nD+C3p608xX6c1u1jNd0mxlFTRLpR7TscsH+dGaceqsC4Z0pyYgRjnURKeD9tZshLmcDPxJsZF"
    "eJuY358MO2EdtyuJFo55xEFIHRtfGaOSKr9W5Yg3m8veCLsd8qgVOG/1kPNfLMYUZ2z09RH9nyKFsoM9s0z5iCc7h92yzYihnkXM"
    "8gEs4VLNxe9cpEcFU3EG1+L3ZpGN1HCx9p0j4WMzsO9ncwUrWCv++2R6Kif/J5VG21+HsNrLk+W+/2xYkDNxqvpRvdF4mCboLzpX"
    "PoG/W8WOXgFOzAOyAFbO5htn4p0W6D2Ix9oEvfHEM3E/LkYE3U16ylz9DO/xuo7G+W8vjYJ5sMk/y3d6PfOflNJMSn8mFTGU+75e"
    "jIyhDktdRbx43WfHIp79xcVYBbTwzeUL+d3wbdhXO1V9EG+sJULtFXxqjNFVU9ZaY5pizWvqY+DtyKs2EGezmiterdvh3++XJVrt"
    "kTDXikNVlBC74bg2pRYfmv1vM68bnoUcZbC8RexmJezNOmIzT0DOvEbbkwv3L3zuO/oYdn61jJbGwXR870ZOFBZQrbwYdm0F/nun"
    "fM1s1L19hPGE+ZJlZOyrxJ7txpMMkx2sdNu0UTY+V4LfyQ28Aidnj56LXaxAHGE8Kr/5+xHinI6tc+AjiJGwIIcwKivUFeRfKOJU"
    "6Fpybe3tuTT4G1PeDJxeY2rJRwS2ArHNe2K6sgV47y24R2txTtbg34338zusb+PgL1iQuqtfdf9NKW11mJGzVVE/F8cuugkr2AY+"
    "rg1s3JP46a9hGbfCN3yP8/Y42WeVUU2I3VSzc8vJKxz4GX1XJRc/YdRNUll9nMplCeaPRazcZuMOmN3bxX7NSn2IDKjbsab5jGyj"
    "nN6I+nw0RqYm82hxX5NRnx9EqI9RjP2J+qjf2bmExy5XsJtZ42vGrirfhXv0OOf5d+M8VcCG2Jxav2ASvvsxavQlvdZ3NTxsJZXG"
    "cznT53DrNfosLKqtl92uXdihl2ENJsITrYQNm6n/xamcFWzGSTJ1gIDRasRbUcdkUwP/5O5tpkgt1Xk3tVx35cexQzSmssReXRPr"
    "hv0Mz7ZKX1Nbv7+Q/Z4mHWQqWS9tyjesbuK7mtVChymz2GU1O4+jyRCUIDZnIfK13azTRcggOVKOJp/zJuI7FyOWL/bc5TWeDycb"
    "X/leTPGjFDaknHw4YWZTk8kkULQPzaCpVK6pJL9YBbPRPfgdxvvm8sEQvUURfVSMbIeHITJbhu8xBLQxGa2h+ueDuClXSSPZa0VS"
    "9i3h48VhkvSzaU6NNE5mQLu/h/uaYQnxasVEvJfx/4upJx9OI6e7s4udZM3TxTG2b6dSt8cwWTYJm8pea5CjreFt6SSWJ9eteFXF"
    "T3P1BIfVdZFctka9tTQbYx72GHGzP4Z67oX7Od9nDtdKG2bmjhXPYi5TougrJ1NBJMJpJcOxDJFqKha2Yt8zSutnSK/VOhEnyOYE"
    "npIjkNd/QX6BZvIDJ7PiHmWcUl0KMRo+FP79Y9yi1ohZbOr9U7xnNNkneFOqWZstxq6cywyimHi5Ut1BNNAp6Y6amzzbwHdchxNr"
    "M1DXIdI6UB6WTYy71+lcj5DWf8BzrcQtK2AWZJb3fvZ9a7TQs6I6DUFJcy0lfJxZTF72pJ8QtjnFo1jFjVFb4wCvp1XCyYkqdhg3"
    "w4/mqNUlDJ28Fb7NPN88nJZ6+PMw+ULD7APM0H8TuTVU9sfaXMy8Mso+RoTTq/N5iuu2ypuYuVv89gL+9JSYZV6He233+3TfbUyk"
    "u9k59F51V+pjiPsSHo1vVfTdrAHFOYdzLJ4vQzpj5w6FV8mGHX4a+eUreoc8yipGc7JyXiSHyiLc/xbyC/5U6Fn/DV84nGvdm/z4"
    "jXFvB1Bty2l0uZNbocatspzevwwrVUJL2Ug+x4rNwerepDf4OLKEt74K71zOz5+CqONbPNEs2Ibj5Et832Kc70PlAEn8j4J2kpZj"
    "Iu7PIqrcbrcYS76nJvYlWNvFQTc5RF/QT/RJxGXXa2P81Pt6U2CcdgczRxsmu8inZTt+LSy3TQbVpXHwdvA9YrWnEHl8oTbF+yPy"
    "pW+klZ5M7vi9lUs3L2DvZX3kvtIfsUPEo9ydGqubmzY2if6cUIl67r9Kz6CjxBoka3WxE17N6uC/xaZJjyKwWQ435Vbt1yTK2rHp"
    "xNb9Nz/jxtXgtkXYv9qgz5HfoJTKtlX+uy07nohYJMSbY5w6OxGFzOG00WD23g0ZmMUZIvvpGE+4cU6+IyWc6dxO5NujYta0nDw/"
    "VtPcSo2gJD1JC57WqKbyW8NW1XCqsKVniIqppif03X/3kxRv7t54sbHPRxLEMClvaQWjjxMlNWvQQVIqvWvVqeV9jxuWy5mfSr2U"
    "quuHwqq4efoUK1KNtx7n8jccJoWcq9uFbNDsnMOulsMPncTeXIwdAMvWdhHZa0jzDfqGacgFxi5u3dppuBv34oxsR353M07qHjU1"
    "tXfxW4uIYvtaDenX179hkiwGKRxxpX4sp8kdehdu1u34zzEyCDd0nd132cx8aiRrjdapulAMM9EGt3wG9ZuMP/B0egDLoyfjt/yL"
    "044RrlwZ1sF+4xli+mt59OM17JIvJ65tJVcsH5nwdlrqeUTe2XTw5TjLP+CNH2FPyWkZNIV9VCrxBWLd6WdlGPb6ePlK/42c6lp8"
    "yiLcw+l6lEyUsaxcGj/VUkTznwWLEJN/plPU5i3n6+us+6zBU2zHbTMtUusozSFDu8t5yrxvN5amZHoCMHUyUkz6NgkxVLZ7BiRj"
    "GKyPlWnFiVOLShrKFupQxzlHZjq6YXrwMCfGjJdgshT4ybasfdjeiRKqNYMV9fW0SbBqI8T4rjbg1Gyj7v1ynYpo82PYknMRhRfR"
    "nppNPBirMw0+/j/sP0c4eScelSLkEHERd9Sj962OaWvR1SsirlGn3xPi6XTKjD3lUZzSRTjhBciQ74Pn24P9j2AdRosh7U9C9l3k"
    "M5q4t+ZJVsyr6UWaSFF6FnsrZ7Gr/NR+lLFQFiNXd47+tY8aV42vQiQ9b8ERkvS1/kI/m+50Ch2jQAWrElGPXIiTbyCSVhrfpfvC"
    "EccZ1Ua96sAx0oBd0ywfe8T8ezpW/xHimDfc3EnYc5uYzlaYlivkqx5xzw15ACuHFvPVPU+bb1wt2N+XYAu3Yj8X43yvwU39SR2j"
    "0zBx2lZK6+lqRjYXV08+QLT0GWxgP9kle6jTt2AfaMcE/j7p850KohMcxiiE969ERlLFP9lkxg94o7vIRGIqBYX4LQ3hI4eLTfsc"
    "jRh6ivaD1chhf8neeDtR8BYL38saaphx4DxN7U4Sn6aMOas8V4o7pYa6GpWO2oJ/RCKW4cms/r+AjIY11IS2TtdNUvdMilKTuZxs"
    "Gcm06oYytillNS6TXsimZHfoBOoiKyyFKWO7JztFSjy2z271E5zfr8QtMV7ehYgBVugpQQfkGEWsKF0IK1jE2LAS/nEGfdlS/MxE"
    "2IyzZADWrT1i1Qdwt3pSR6uEvYka3NzR0pWcyqZuZFwRhoVMEvFquaxlgzYNWffpjSACChFhZXq0hrbYA8t9OxESdWUS+3Pisoa1"
    "/PqcFKyiJlsZfncfMfaZBCut7WQ+bcNaPUiasZY+RMyvmQc3HpataqwhW5DHtpKHkG19KdPkO7zHdDKlTeBuWRW2DyscYUaiEURd"
    "15GtbSjzocOkKS1ZDSe2W3HtG/qJlbhH3bjeeTV5Tg5nB93sbTd2tgzxXIW44Xl4iknYmW/VOMl/VkM67dzH1EUPORsed6lhxrF3"
    "HfE2a4gMfctPmzg9vZO8QpyLyyLkCsnVy2AXl8kIuQ8/fb68o02D3cSI7mY++iDrGRF8ttnGuifE/oJfnarPyGidmfxUDw5W6icS"
    "w17ftA9s625YPBe9VHjcT5J9AGNveETOkX7BCzpSS5Jjyev1M26OqVE8D9syV3dTATVKXbgFRC4U6S/MNqphTUr0NZybTdjphriI"
    "FycrENu8Fhwmh+k18Mi9JAielevU0J/HkFncqqymxWiMhXPEtPzixIhkSuJ/suoQZ7JCmlL+6Y6d64yb0TeNX0r1xA+oFRsbesTU"
    "L38ha+4ERKht4ZPX4JZm457O5T1+ldOAEfxep7EUor0MM6py3mIUT/2bWI0aKqzFie+NsrtWmvYv9uwud2rDEziLqPws7H8JbWI+"
    "M25jVu0pzg6XsrrfiH7IJvsvY4zXFW/bl5V4x93t+q+mWztUrkZEt9ZUO3EfXyaueKgcKO1lDaztH8ipUvPDpnbVn1nPFtzoCboU"
    "6/cIVtjqJUX4ms3cHiHP4QaaJshufP96XQzreK/8Bc+Ri9s3CF+x71+r47RTsBC/81DsWgk8c0txk/8Rvl01M/5HpZu8oevJKpql"
    "LyNjPVOW034O9sgM1wk4TtwJzhRjF6mP2LqGyumZxEqVkZHAMdGGPetLlDXmAVyjKBlMTbm5gHrLTaSCSNmNsKVWwW4mV8gTYupM"
    "72L12wUzcYd/pjZXMTvWceRThr3JZg5QroaQmIbnvRXx19WIUX7Sl+CDx+L77ubvq/KMDI6hwWHKXB2wqZwuLmdznPVOt7TuKC1O"
    "jTBXM0pprjmfUoDT8i+yVRnCvUivF9PE2oEz1wx28BB5Ec9rMxAP41nX66/wB4Ng300LczD+Y0wCf+kucq9sIx6gf1As4/R3xLO7"
    "dYPcCTtzGT79bj5b4m/P5vBkGVLCaZpj5UZ8rTvydIuMOyJX3aRvySVk17FzVkaVoy54iiW6aR9v+ja+w/hbK7Sl9CR2rSmsuNUE"
    "dpH9v5C8Msskj4zgNusprADZRHI1bV4MHi3k1VJ2+jqqeBvq/mSz6lbvyYLFaCAbYG9Mg+UYxBIbEF92gp9rjt9doKvJRhLFSf+Z"
    "WUc+MvXGsNI2AbKOpzATuX4+fv5Y6ms7q5NC1zchomEXp/5SGsExctpGfIWztyQ9R8N5fBplP8Nu7Sp87348O646WUOOMGOsaM3p"
    "kL3o2rjHQoVZ43DsSOVewSVGtekzYLWuJP+faVpvJudHSH/ELs2TUs9P34RVD5tWX6HG0bESN6KMUZmpri7EGSvFz23C3d5M1utq"
    "3/OPsD+6Bp7hA8aZEQ35nmJE6zPmTk09RTy33aVktglx7zYjIrkWJ6QTvjNTOmA1TW9iDk7kMbAGPeRcnCLrnf2K32DTMZPlMtwx"
    "i5acZ7bo/GR6urXweH/iXg6iPzf7ZdwYTYgR6SS5zC+tsne4uKwghhh6Jy1vATs6g8itbP82ivwzVuk8FefgejzRMlbBDR26ldpP"
    "TSWbXGa27pewp2038hAyvtbtNaOef69DLS3kGqKC39P5hpTDb2iP23o27LNNKM3WT33k7/4p8+zu5ieGYEdDPg82S3QldtVVbYv0"
    "Du7cK7Dnv8KKhXC7foGNXimXI1Iq8BU5y7uyyflrDIZ3SUTjf1PpSFAhL0nWG6f/XoKM3SLwx2Qk9u85/ROfdjsjT1evqWCftMpj"
    "OwSfWcw9GoA7kCD+oBh7GGO11fFjnSXl6uYJY9yR2jPfKVR/czzZnfpo8G+5Rt9H/lmETPBJ3KdFOIdWyboC65rjn3uTvwUu2t8I"
    "e5biOyyjTmWY771ev0Bss0svgudfjoi5I7KWbfhaa/kWFmw0zlAZlaGfR2zWAt5lJW3zBzgfa2nPy/VmZuDtxGJnU0ZsyxlSi1Sz"
    "dSbW6Sn86VTctoNrsftE2Tu0PKoZnyTGM6HMj11sYvNPRdj/TpJM138TrGu57wv7GngH6mBaT+BpMkH8S47Du3aSV7VBsBG2fxl2"
    "xtg8TE3xLdzYo+UiOQ/x5j346kq87496g2xO9pQZydODT7BGFyTfg8/6QwdkXCpnBj/J23jHpViDb5hjrMZbXSsXy/5ytwyCZ+8i"
    "0/QreJWZiGWy9AK5A15lDzPDTL9rEY/isAre6GA/+PH38XvvRxb2J2zrX4jStwXj8NMDEZuXIU6erU9hkVYhBu0ro3R44PaycS18"
    "TirXqLvPNFo+lu9xMs6EnSpBzF2lNqXxNJ7pV8a/Ia5fJfPzKi3kCubq57hFWaa5HnyOUzEbu3e0fMie0MVyGGyD+fgOspEVlYZk"
    "NCnFGW5PNhk3PxDSJ8TNuRwFLzKR6toL8RuXyn1Yq/Nkqb7D7NWxaxVzymkDbcke/Q0x9g3wKmGc41Lc/Y5iePkSnMKVWpRsJw/r"
    "f/GVGXivz/Q7RMXFckIwHb/5YLz1QfQa1T4iUvJGVumNMkZW85TYdFqU8cBu5jtTJcz6ob3/diJFSsiQv11fhA14knWtVdRQaCCL"
    "pZoqFq3EZiqs5pQHO5zLukoZ7Zt6TdtUP7+pP+cFnN50uL5deN+PEePO0YfkS2MIwa19G77qX/If/Q126UB42sd0mzyURl13lBRi"
    "NV/fF/MVz1GzzDogW2F15jGPsUjftJlsdtlNxOfAD0eIbe0BH27MVWfhzi7RN2UKbL1pSj6iv/NsNva1tuBvyiBKzYp6EqvFGpuq"
    "06V0b/PSLPAb9BrsaGcx37rVf3fE52VOuWoA4thtfoqrmH8b463oiti3Pc6V4bMWId/5HXs2BjnMUHF202UQl3PWyNXVrQfzJfG8"
    "PeVrTshYjrUQq2PKUWVE58AH4k/l+iFX6kNYrQrksok0q5Hjy3VYxbDn0E541IzxdBwrZnvrvllHSzePrFrHZypJa7ttwD0rYDVt"
    "jb4cGAfiVpvOReZqla7eXjcrpY6RpKb0Fup1rcL7TCa3zy4iDa5DDuv0jbLwM9eSw7OG/cUtsNJl2NMKdmTziZGuh5OzXSUo54qH"
    "/QSUoYm38Lc8hhvkzpHzdBnEvXQWNwVqTNkZspuI7yFiHDXWe9kMD+9mAN2MXKlXeRCcwOHyG7zrfMSihciU38e5a4aI92l4+xHy"
    "Ot74TLkAn9MA+9OW7EmrYBuHSRuZitsdouWpZvwbpSplFdYpwog/R0yh0Cb5TO/ImEoOkVRNKsqowHUCDQfQA995s7wht5JD4Cy5"
    "Xa9CFHSIzBCbsLN6fnOyki6m/u4BjK20lmpnKg9uwfNcg8/qg12oJ4eTj+UI+QVP9T01mLtIOK0/uyXtg7riiTbjPS4XF8O2EGdL"
    "osQb/VMcn0m91QFYmxvEEMyT1TRMrUq1gvFaDz+5l2QX356wuc/yViITrPKnt5pqVWHuazuZiz1caHUP2NYRYvXdbxDjLET2WyjT"
    "ce7m4fe9o/UzrFL2ri7QdvqCzCJbURj2bQPR2ZXYywMRZTb9R4aZ1JRlqjPTzesZOc/Wwut0WFVqP8+ysQMnwNiWJ0gXsf7Ce7gn"
    "xZwv2ql2qh4hatzFWUnOv1R6vtoktSey04xACR8dxvZxGzOkF558tYbIadqVLDPD8d1ryN2QmtOIeDaQgM94YFr9Ku6roEdR7cGi"
    "v28RaXcR84MzycdkCtPHBYYOXUpl3GpmJoU6ExayJftnBTpX7+ddchyIm3H2HCbPfHZjSaZ7X85PVDAuy6Lvy8e9XYJs2iYypiDL"
    "nCoD/Yxz6pld1mBx8gz9//Pe9m+jidBfbnOcrNaZp3mDyoOrEAOtwnkYIWPF9Epf1CNxb6+lNbU63kDpTz6gJJm6Konisuh0qxpK"
    "fQniyHJ87uu4C7mII4zDwFZ9BD4pSZxDoRoDXkP8rSlpjPO+qsrPySZY9c/ZB/K37sqpsZzkq00vZyIaKfMzUiFO2dX1MwPlOjlV"
    "Tsda3I47dZiYJxqLnS7AM5ycjp5jHlvgdJiN8WKtxX74t6PlBDkRkUUTOR4RTxXi6SHEv2/Azy/RWawczWEMMYo7lPDe3s7QZj8v"
    "8heecWtaCdlpZlikZafiUvLtHCPN2MOYi7vYgT21a7GeuaxbdRfHvlfB23CQfAyfMBU7mCBHx3bEnUPhxb/zTLL2DOdKigXHkGkZ"
    "yPZ7y3LYfYuNWyKOKsPtfw2f0ksaiHrkelNqwzWi4nUmqxXGetYjPUta5c9DNTXWU91Lm+3Z49lfUthzq9M5dZBe4jiK8/dxT1eb"
    "/hL81EJiEa2/cAae63Jpx3izxqveWzX6MolSDz0XsfQT+jp2tgNOgyn2/Eoeiu04lclanM6Of8T1LbpTq7lam/i+s+OtcdniqWIV"
    "9hI+X4WveTpm9MZkwCmjLrbjg9iJrGA7dt70yqo5LWxMlKsQkVVyRuZm7EITdn1NU7krkWQtxL7bau934eZYhT8P1ixK72DRXyl8"
    "zCTs+ijkIwfLCjlZLGP8AfHMNvoN17OPsEfvlHhL8BTF8NPv4NmL2EP7EGd1vHyCyHwl7sY67NpTrN9t9bW9zcy5con2OARP14pz"
    "/sZJcS471DHakl5UzYl6XPkBvodl6oJl3Hu3rkezplKEm/0vPQVRa2e5Cn/7kS5ERnGtviJPyU7WPYzL8UxpJbmcLCrSXGQYW/Re"
    "7NIduEvnUdHCGC8m67vU7+4vnVmxOlHaMA7JJjZho76T3CT/Ra4xTlfJJqz33Wqn+R6pEMeCG6NaXhHs0hoqvxh3ZE+fObrKR5gz"
    "flbxrA+f8yAilI6MIU279Bncjfdw177Fu/ThtLqxIezUf+NsGVNHLmzFO3ijYipBuDjKabZvYaxXdy+0m8zQB2BxivRV+QSn4We9"
    "CL7weqxSNNkimIWsc3zwJjL24/R8uRnZ0WvproedtvbpuNsqV0OJy4iw2mRs1yvx1XG0gbHkZ2IWZgb28g1kn2cgQnkRO3s0fOwY"
    "rFdz8uvdATudgzcpxU/u2EefaQr1gTbgzQvwv2uppPcLUYhhzw6o+GSHVQth/XbD9l4rnTg9kvD9Vaty7I+3MxTbGty8N9hTGIHf"
    "1BuR1JewWNWwcufJEkQexr/4KmPBBWI9gYdx50+T8TgHxgtm+dd0rONanBl7a+vk5uoteKbz8O5tiUFbhncfg5jmEmktx+hV+oZ+"
    "gOcZKCdjdSdi7zPSCAFhVJBidJ2D+KMENyys34ipXFuFdI7xd+Hp5lOf0DSNEpxqCCMevYD6oMk0krxBrcwoiadoQT9mPDH1cd8z"
    "xTLoqzxrQwinIOYniWLaxPNi5On+QRvpilO7FCdgPN5zMOzaetykvtJNEmlO7bDvMlSSaa+uSnDdXMl1/00pOdAypDY+2+GifoZ9"
    "PUhKWQ+wedLjyVNcoNv3Ycl/wm2PsMteQsyNdaVbmdYzEdgd6JPapZFrEY8pPkHmET2cmqRLdX3PEVM/+xYnpLXMhbf9SU2ffqLc"
    "iMyoA+xoL1Ydu/Beh3nfTSk2Q/6ELywic8ZaxOk7YcO36GTYuB5ymZTyDu2hlypgN6ohaw7W9bHfXc41r2HFNc5puRpmrIYEKuSJ"
    "vxbvvHMf/DtxVrKTzBdjvivmNLvfwTv8qtnSA1Z+CbLan7Vl8DJsXlmtCYQ8X79S5jcW7xxKnKedYrO5P7Fvnym3YjcuwztZnGiM"
    "jWX4flfbzWLNMO7zkiTPTtIzICTSnfXmjEMTXsG5h6wni8J8KgqbTV1p6q+4wQvwrocjxijQ0USjVeBeW1RjPJxm32I6n7Xhs3DH"
    "V6vltZtgMa2bn6ofpM5b0uNsDd0f9U+jXhvNablVenUtV2VIkF3LIbt/x/rPJCtNpX4iXxJ3HEK+sv8/cB0JI48Q0RTt4Y2H4N1e"
    "V/O69eRgovrtfDVgnm/+d5tnGj1JMn0N1hhY6vNcl8C+2aROLD0fXOEjqyQ/sZQTFBHekBTjYHMZKu7vT6VOgIixndk/O/ycft0/"
    "U7cvMTYwxxBVw7Ws8CsaIROpcTeqr57sVTI1HK94ZGXMVyMS6Z7OP3PB1yfbZw6yllL2qjIlJ10JcGjjZyTh9T0KyT0UNx025Auf"
    "w/5t0x9x/g6hde3HrPFg+YazKY793Oabr2atqEDXaZtgIe5AFfkarHe0Git0t5+EcxwGKVaB82H/V3Bn3Pu5XmUpa9r2LP0RLxR4"
    "vfAkY6oy2Ns97AHU/38z5alTspvTCW7eOMUdVcj/NU2uTM9qEKcVyJDNjCEKicIoR5xv/dkIu5Dt4YuuF1czTdIzVrCO4XanlRwH"
    "y7ZHvyKj4e1yK7Fhr8NDPRfsIQrJLNF4Tmf2oe001PtbenqwUc9mdpwL+2WM+flYgUrkVV9S6yjEU7kBu5HHm7MSZ8hu5k48YRE1"
    "Kkxb4XZYQpufS62jSApT2VFm0xsthsWsYo31bMlj72IHvrZJa+RMaY8cozn89cPyO+yWxYgfw/5MC1rBXps2uuETBFZoOU7AcK2A"
    "fzxFlIwyJ+LUXIpnLUBEYpoXdbOi1UNOv5X4qvZEFDbETTAcslWR57OLH6eimmENK/G7rD71OrzlBjW++2Hw8qZkWyR/YVU+59mo"
    "YJevMj0VMoBKTaXI4/fygexFjheRjzhVAUukc+vr4HmMvdwqj/nEti6QH/QRMcxdDrPUfOyA0xRKshrruhavyCGIuC/HDoWZ+a5Q"
    "6/fPRVQVJwt5c3GTLTX45ASxe9chqhmDVegupoFiSH6r+9wgNmlgkaNpWizGWvWR9/Rl2UJdoOn7QGs9jnv0HCLKO/UZRB/nw0pf"
    "F9wlp2nf4Db5FOvWGlHXJzgvW7FrJ8gt0lLuRTTcR1ZQd6EUNuMiaSuDxOoPJcYWj3feX9wU4TwiMaZQdakMnneKjNbfiDMbh6de"
    "izP0OfZxgLhaqyETDCd1KfP6LDISdvadvXeJMjBsv83UXenrdxlSqinN3V7ilD3eRo5rWEnL1sfjqT+RbOmr06imUUwsQEq/yuYC"
    "DLkcITfmDcg2TtCS5Jd6mW6XL3CKrwr6i+kN/IFTuAv3aivO9mzEoSIfkcnuMHE57Mnk09zEs7Cb1btq9gAyifYo9/7JUFARrNFG"
    "xN134A1vI8N8iab4BerCMJmu3hOsI1bzzFmdbR27Jid6xgnjArkLq9wziGB1h4npvy5H1r8Nu/OEvIuz8ht+z2rYzK34+gKJ+Gkp"
    "Ww+rqvzhFQYX+JkRy3nqyYOMEw2fvos45HfZT16veViP5zz3ZjaeZSjyQtPtrcDnP8dsNUL2wHrpuHE/j1h3efZD5Nf6HKcthF35"
    "Vo7XtTIWz/BnkE8Lab3sX8TNmWwnm32552msx7NQTaWLhK9815cN6hSj2sIXHUxmHkMY1+B7BuHnj4TdOkMO5BTXINilHfo0+YRK"
    "YUuskj8Qq9TWYwhLfebnqkpVRAUYx+8K3LcGRP+G/KRGgvUrJdPLAcENvg7dQgxXWUqNFcMztWBN+C+y7J+OvDEP8e8avOml+L7e"
    "xAuEaM2LGOHHeVcMaRNGbKFee9Bx2ISoTHmopJiHEx6vE6aaT91zyBnEX5fz+03dvZVnhY7gnq7RvWq/zt7fwn1qwDxEvVZm4OMJ"
    "i9arZbt+hTc7C/fgROSeg9m/ukJHaVPGGyW8xU7rsAJvNVBcbewiRtzJNDNqhCw/6+TF5Ab8f0M5UvshCxurCXlcD9bczBLqScbV"
    "VZEqPAe3aXXfwHg8SayC6/fbyV3PvlmIvjHMmkdYX2IVxvoefamREmA12jBGP4l/Nh7EXF2oi4ipPk9Mkettddo9X7JSG2F09ATe"
    "/lZG6ZV6MaKbEtZ5ilmTMfSMxWQniWPe2kXEUhOyq9YQAdyQtZfNRJYlWNHsJA5HvYPTYTsYPfdgFdh4LGfylK3nrHVPOZz1ObPV"
    "eYw7OlJXyXF+mc5rIfsewxFLLcHXj9pHRfMRXRnUlyuxZ9cb9ks6Bq/r0ZqXHKH7qoIm/cxHBTUKShCnWQXjZPIaJX0vx2ouN/sK"
    "Wb5OhS8YJHciXzlW1yffDEJyo55icXnSGLCMec7weVvh48xOjKMC+iGyQCupmGTaYt8EY/DOf+CNf4SFjKYjz7DnjE7i5O7SLhnb"
    "4NWfwvm2KcscWOUj5WsdAqv9muTTJldw8q6C6u8W/Z8o9+o5wRDEHBv1Ed1fj5MxwVD4ikmIzerGlCTIg570iO4cnBHHOVLhT/rf"
    "UYgjiByrr5MC0821U7JKR+IEFeLuxmG/i1nzD6ur6JlSSwfY5q9hwa5ElNcGK24KG7v1B5zH7exjnhnYVPvdeitWuiX1/MKshI8m"
    "jsH5jHDaA7aWlLbqYljWceLYcav5MxavxWFlbpNp+DvTLCrR97H+b+BGjdxnjzKE/S2nt1CfC9XwDayuehcrgmP1Q7xrx2ALbu3r"
    "comMx7MfL9XJacEL+Nkt+nFyDqzNozJMnvS4VjedF5AFKMy46zp5Hn4ig3/fjpZyf1iPv/Q0GQMf3BYWroDd1S1kSTtZXAZYL+iJ"
    "d+qAZ39GbtHJeqCYEoMxWkzH/bCadJHuYgfjHpzpj7GGs9X0yk2dz3Tp+8Ej9MIqtBFj0SskesnVj2v8zJPt+yG493eS7dOizvoy"
    "weMVrI6bAcs7EE9YjvylQI8hnmo5a7XWI/p7LrE3u02hgfqJyxhaEyO7SdviCfOlR/Cpoa5loo7GWeqjD+oheomEajFnuahzGf9/"
    "ITLdx+VYnK615NJZb7VB1vt+NCY4mYPPLSQ/+ZHyqnyI87UF799X1nKuPaTf4xk2qXmnJV6Ps3Et9p36aaxuCSxMQp0eZi//1Th5"
    "uW/Azr2l31GhrlCt26nY6e7kWtxPnAK9+dwr8DtjRFM0w26f7Hn0diEaukasVz0IEWueTsXqrWDHZgUizmX4iUXkSZ8i5hcaSFve"
    "xzLEqpt9BldE+2qW+Qjckct99yFEDt/D8P2pmfyo70C6edevyFO/wyPNbNcNj3q47KLva+ffv0pTWDL7/3FylTyA56nADXwE0W1n"
    "KSJb10n7mDPKpEqXQ5/WYxWw2s9Axb0evfqc3jLR3lQ/i8I7OPxHJvufpX6aY+c+anZTEHU/ht0+UB7EqgfymL6M/58kn4hpLdwt"
    "hlI+Cue4EBHCTpzp1fAF50kh+RIVtjNK/xkja005ezlJHzmk1FUailP8qysPNp8U4Pnmsqa+P36XTX5WqdWGx4thfWz6q4JcoVZl"
    "tjyyKacMq/wstulDJYh1samFdnIrsqo4q8YJvZ+o1Qgnaux+FfuJoFw9mHw7dja7BMv1T3z2NZJNJbI7TEEdt+JhGYn3jVDZrLf0"
    "xlm3SPwg+M0j5DROXTqV4Ci595Rzt4W0Aqmal6syHcuI37AR6zgnFOOubGDP1E6hygJktxFfCSjifG2CyJ8Krxex3GNdBrBv0k/2"
    "UPfe8dp1kr0IQYeWuJ4xc4XHlyT4PQnqeUf1FDx9kpGv+08HRkRmF1fhJp3OyZbm4rSW8pk51pBpcY3soIXLI9/ebPzNXNjZ1yRM"
    "C1jB/ugEsmP+Au/4nFR79cQOZLZcwamvYrIhfio34fzPpjdweUqUyA9BZrqMfV2bH7HZJ6umZhKfEfXVpjgrTIdIK3F9pFL2knI9"
    "W2eCrEmNiYOaIUXBHYgMRf4NC/R/fV0LcFXVFd0XCNKgCUINEWgVKR/RQjGK3wEFZCqgomhRBjo4FBFtrVPHqcVRKXasnU61lcGp"
    "g61YqvUDSi1aS1q+fhj+oigqECE/k2CSl7xf3rvv7a69zrmXOA46Q5yQ8N595+yzf2fttd7RSthqRofqC5zkHEZO/p70n0OJ2q8l"
    "a0kg1m1KI87bDe6LtJTJ8l3Yzwrk4v2pJJxil/1LeIw0kR8XyXre0qTUoWvmeV714+xLu86sy27vEIc6qcczr2FvrpWnp0XfpFVb"
    "btNH1mEV0uzj2OTREnqBZv2mbCMkMrSoGjM3u65sM3X4WujF8sxgi+QfnvcNOd8mxLcEMRT/Rb1cjWeo0fvEEKd7qFI0GJE6S8yX"
    "zf0tQp1SLpPFbloG+Y6dq5VDsp9Nk4H+hjjpUf8hKz3jijuZ4m/eY3iHxvpMoa8BPiF2zKZ83iSqz1Bae5GJDZI39DU/L5Lg6Upy"
    "BQ0Tvks7xboCnewz1GOPz0c0byTPzKBuOlAiJ3Sg1HtY95PyuMLuRTaeh7FO9d4WC8xM21gFVhHL4JjmXBbwPXIFW4848O9R6fl1"
    "9vFdrsXrlfEZ8qxvdrGqm0D9tW2sdxxP4wRJcUbamBj3I/c9Cv80X6IO7Iec3TH9dVOTTNMGE2TIc2udJhp/HzJGw6nv0j2yDP9i"
    "LyzZqXX2YbSO5nIKPkc3i+6HjOlOov6Ws2M/nhyqZ/NWqQcyQqcZbMqQzb4mjXrCo6kJHc3IlcKHX8mZugsQka/gTX6ODE/bYV8L"
    "sa5N7Kfa7Z/TdLCzvUWt7t6AHLcFkb0an/9RnMAX2AUpUGM773EIVnMN97wbXeRdy8fx1KluKjk6Im4X9UjCjOekaubrmHXey3rE"
    "oQwMcTyMVX8Xtd+T9E3PS526DkcN+TREXA92DKdmRazaOtOjPXKeB7zoWcgtGxooOR8ZT439tkNDFfl5sj6i3SwdXqeiwK57AVli"
    "gT3UAntai5E9Gg7tA+LljzOv3oAYbXcoteyYVzE3r2cUmkuV5iSqvjRvnZvY37eZztF81ibEjFXwzROlhczQxsOexrkf7bnx9Cud"
    "pg6PieqN/fiWOIbksBsmy7CZlbHmXNht6r4WHmmVLsOrmrb9ETUOrtVqeoFnyMvBU8hCctjpP8EqqqQUK71IPil2kTWsgdNaTXyn"
    "BkamkCekAX4ipGquRaz54noX7my4zn7eexHHBb1aPmCk7+IcZkIPqZs/tOn2Z3SX7IDPS2Nv3mGXNMO1dH71XF83JeP7jTxn2iMv"
    "dYIB2nSu75LfYjfehQVX45VNv74d5+enwTKqsnfQ7w+gfZ5CdQ5TVfknKiLj0DosNyH/fJYIpzJ5DJ98r67UNciRvyP79NngLrzD"
    "HpyoQ8jPRuDf/Qe18GOGF4R3vDpYqMP0Yp2H330Xu79QzhGnfbOKLDqf4lmGwGv3wOovkOf1KSlHffqiDtb3Za2/HXK1TD98b7u5"
    "EavwUoxazPmZB5Hh4tZ2rOxjfyL0mn2FWBmrd7fbf7tB7hPf/jfxHtV26gGvjdqgBxl1HKNV4Wv1j8hu8hmHHuGsft77NviWYVIu"
    "jvenmRqaNke2A++5lM8/RELPr+UycvfaVuEG4jA/B+jHT4MXWkwvYiy29+hsaimnZaycBVveCLtNIWu4G7+TEZs8qsJq3ii/lIWo"
    "s4qa83beqb+SSLVtKxkXLpNK8oS5yJDlOtXjM9bpTrHOdwU5sGfwTrVE/kee7SI7AReKu0mJcIhKdb80KrFjyARN/etnsPZH8Gyv"
    "cr7yGBm5nNed7nUejT3/I3UcPnmyy96G/TUWpOP4+jZqr9ViHY8S7Ofb+Gp64n+kf+5gRtNJPPB0ORdZkPH43Cpv4QTsZRWSQP33"
    "bTz3A2I14HFyeAXSvfIZxO8+1ifwc9MPqMPn/Yf+1VYlqNOP4cPSsaJhVAtdxR1/LgiCe7WmOEFv0PFaGYyWX+jfg3V6FeykH3KR"
    "+TIUu/EgcsZzsJIHsWN2u3+ECMIisbs5r3y4VJw3dwwrDitrOPGraRd1vPE2zmA3rZ7SO5EDpVmnnGxW3iqXaRI9d4paUUWvEG7r"
    "PF3s5noz6iRjXjTWtbXd7ks7ybocsQxbD3k0q82QFmzW0ZM8JPb035fT5DRaaS273P2oFJ2HBVj/vBV7dB3sM4XzXYboXiqbyKNg"
    "p8p9zqNe29Qx5bkObUWsHzlcHAubTcvZjYZlTeaVDe36OHzvEfL5JhhfXe+gN9XcO73GaIRNiTiGe0p3paKIv9IhQ4rMNL7OgngK"
    "fcI4/L9U/kIbdZmUzf3Nkpd1PbK4F7E/Nu3VW2bBnzXodsn4uGXvexZRHw7NVPRo0gx+r4u819YLnSnW7bXsopn+O8Pcu4IYrGbm"
    "ivdyT/OMihrrJZtGRoWcHMNUIieyxP7e6t08UAs5q5qwfzvEJjqGYt32os5tow+wWFDw+UFf5pRF9oGzzKJc/zT0iJzZHr8ZMmKE"
    "XCGLa5OI5mxV47Nv59/W+Ay7Vq+RAisT4zwpE6eFVUumPptxaYS/2493w+eCx7sIeVwnoskRzrBcII9gF6wiSek6aWSevh3Wexix"
    "y/jd58BG7oddVONVzoP3OsbaYrDPRQOJ1FRdpKylfnro1fKuEccR00hctMZz7+6/gF6uEVXH4GAGef2+xHcbOZvTwX73c3jfO5Cf"
    "NKI+ShG1VS2/08f1SVjqRHkaZ6Mcdf9+xM4t+mt4hbXUdY744u0+001NpHn/1AueaxXW+XN4kuvFcNTGWGjzKw94FQ2z3wO0BduH"
    "A2R9bKGiku30Nh/xHZrHGPmmwnc2wBNPIdJ/pKyQP8OKR4rdlpmyhGEHzFPYTct0+IQjqClnyKXUPeuEJ2vV38D3vgefOB9n4TNf"
    "63ZyjtEQWWOpIJAnSr/g+9qWaXUR6TFHnGJcgkjFfuRq7fCTf9ZROIbPZkimseSaHgU/0kqcaivVnsyTVMnFRI/Wsf7pHed8OfL9"
    "uhOxTV9nbV2jL8DnN5Ah8y3OFGjMdxVpmZ4iafZ8L8duLJJLZBo1EX6uZ+EdDMd3ao92RMgMuxI2cbIT+WsnsqzNektgmfmPxPGz"
    "ZL2vTBJx4fC2JdzXURLx/WY5TXgylE65WNYzgh6pRHoSdZyncsIW2N2FqN+Ns3Q950UulvfksNeAzuNPdJ+U9NpKaZ6/ev6N+WXr"
    "iiyWWj7DE1iHd/F798tq/aFcqkuD8XqLLhdDIiWobVVHBeYv8SeFSPoZLLmGaGvbzQaNuBmvwzNZv2srKvVRYtowVoc3Ip5sws7+"
    "+Bs8UgdOcjte2bDBR5GdGBtNJXV0DiIOJuhfQvoZ4/Q+6Dkla7F2bkLTKpwrpci1Pp1xJ/RcRVWS9fVMiponI3y93EGNhoyPbE0x"
    "yr1IDSw3QdbIzzdPrGc0HbG7JLA+sqlhPoGfP8OYbN54cDeuqhZ1KKR6ZvkZ3U0OhcPsd+9GrtPm1RIO4VXaPRo7g0rUuJyXyas4"
    "Q9PgE6rhDT7HO5VzqmuC2GSM0+TM+D6dmzB6SvMyD/tzvoyUL8TQmFNhG+dqnY/bWX66y3jy+nq7driAVnUsD13s61tfZgJORg98"
    "vjJ5Cc97EM/QQfaM3fDlCUS6PPnSzGMfgW81jM21YrnnPXo7fn4zWUjnkLf+MGuaw4giGs//2LyDeFVBh48w3uJGVC6tnMFfg3PT"
    "gNWcQvxgLWw6p3/Acy1BRdOBd74FWd4O+HmrmMaRk9Decz0s4HW5QpcESZ2v5+lE3Sxny3KdpGuR4V5OTGAq7jK6W7V8rE5snamL"
    "PA66SHbCLGcc3Qn5kMzeaa75M2I4SpvlPsQ743XYFYd03grPUovso401byfzyTXkHD6un+M81FMdqNXzQN5Njb0GWOEW2MF0OYOK"
    "r7aiYzj5/YpejzVbiojxNjOJDdiHXVqQyTiZSzkxmCTTis3nlckPqHVnXZ2rYcFVwQXBevjhn+D1VujTsqi4G+tVIlPg6YxlewFi"
    "4fPwGxNlsdwQnErWrKKfWury9+zGxzGUfNVFf4veK55stHc7uZZ2layEFZta7BjUd9Wo6gbKRion7kb9d7uUyVQZRxzax8hacsin"
    "H2Rudg4rl76skExbyCbFG3D2beLhffYiZ8oMsXxhFNbc+KUtVtVjzT+AdS4T42ydLA/Bwy/XYUGloSmwD8/qTGO3k7nwinbqv/B9"
    "6KgatLsoi5VP4lmNHaGRqKxqNc2Vf+mbiGqzyLZQJH9RO715gh2pNpzQCIPbHs9S5FFxpdQmBRzO7Q1YRZ7WdlT/rXVY0VLs6eky"
    "RA7Rd00Smx0fT3apjBoTt0WLT+mXjKvhYazTcHaXSqUQ1xh9eP7SsMzNshz+9BVYyX2G/4cv2aud8qhHugTE2rRzPz8ls2kj8Q3l"
    "X7m3cXNWQi2pGVIhWT8zmYDXbkPkq2OPucSf2QJ7VKFHy5qy8gHeWhzi9K9NLX6IPTGNi9Igy1m7PPOfY0T0JciSVio3iuOkSPI1"
    "XF+3zTOSOryYm0cZ4O/eDLGSiTshIevfrnge9RIfJ0/0Qovk0qhGTWGzRu1ExBrbzTLEl89wBvbj6+9pTbvwtBthl9afXMDsJPSc"
    "b+PIjln05zlLHTal/yyQEzlHdVQ3/51hPRxitUI9U0wZr50Rs8P3FPJ86iG+ChvA7PI8GSgRDrWF+x+yk2Mcw5ewR70Ttt6EZ/gI"
    "1dIkMebaMvL3t3peugwz6xGyg58t4sIr6Er+dLbcLUsk6zmp3eySrfQ+jx4e4q2gi4iGcl8JtLAr1O7vJh4ienk88Sc2OZDU1xBh"
    "XsJZnhv8DZVwUh+Bd97ELN8+h6mqXeaRv3VUb0iypk9zHSsYH0N8GpteOvm0ZM7fQZu1mfLWfvyr9Xitm+DTB0iEWzW0Ux9YdH/8"
    "MQbTCrFpzD3qtJNrDFHPKZkI3+tuHPNekdfl7qZ4catXVsz5Ps5RRID/A9X0Cyc="
)
# ----- end of the text model -----
