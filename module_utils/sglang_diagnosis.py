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
          r"^(?:[a-z_][\w]*\.)*_?(?:Array)?MemoryError\b(?!.*\b(?:of device memory|cuMemAlloc failed)\b)",
          "CPython (an allocation of host memory failed: the same as ENOMEM, no kill); Theano's 'MemoryError: Error "
          "allocating 147865600 bytes of device memory (out of memory).' is the GPU's (cuda_oom rules; "
          "benanne/kaggle-ndsb 3, round 88)", "MemoryError"),
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
          r"\bOSError: \S+\.so(?:\.\d+)*: undefined symbol: \w+|\] /\S+\.so(?:\.\d+)*: undefined symbol: \w+",
          "ctypes/dlopen refusing a native library built against another version of what it links ('OSError: .../"
          "libmlc_llm_module.so: undefined symbol: _ZN3tvm7runtime10ModuleNode10SaveToFile...', MLC-LLM built "
          "against another TVM, mlc-ai/mlc-llm#3266; SGLang's sgl_kernel built for another torch, relayed by "
          "Xinference as 'Server error: 500 - [address=..., pid=775] .../sgl_kernel/common_ops.abi3.so: undefined "
          "symbol: _ZN3c108ListType3get...', xorbitsai/inference#3657, round 89): a build mismatch of the install, "
          "so the program cannot start, "
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
    _Rule("cuda_error_oom_words", "cuda_oom", "cause", 86, "<out of memory>|: out of memory|- out of memory",
          r"\bCUDA error\s*!+\s*<out of memory>|\bCUDA error 2 in file \S+ line \d+: out of memory\b"
          r"|\bCUDA error at \S+:\d+ - out of memory\b|\bCUDA error: \S+\(\d+\): out of memory\b",
          "a simulation code's own CUDA check reporting cudaErrorMemoryAllocation (SPECFEM3D's 'CUDA error !!!!! <out "
          "of memory> !!!!!' before every rank's MPI_Abort, SPECFEM/specfem3d#1344; AMReX's 'amrex::Abort::0::CUDA "
          "error 2 in file .../AMReX_Arena.cpp line 169: out of memory !!!', AMReX-Codes/amrex#3189, round 87; "
          "COLMAP's "
          "'CUDA error at .../gpu_mat.h:167 - out of memory', colmap/colmap#724, and XGBoost's GPU plugin's 'CUDA "
          "error: .../device_helpers.cuh(386): out of memory' (over the device-fault rule, which read the path as the "
          "error's name), dmlc/xgboost#2019, round 88): the GPU's memory ran out",
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
    _Rule("device_oom_words_theano", "cuda_oom", "cause", 75, "bytes of device memory",
          r"\bError allocating \d+ bytes of device memory \(out of memory\)",
          "Theano's GPU allocator ('MemoryError: Error allocating 147865600 bytes of device memory (out of memory).', "
          "a convnet's training step, benanne/kaggle-ndsb 3, round 88): the GPU's memory ran out, whatever the "
          "exception's name says",
          "MemoryError: Error allocating 147865600 bytes of device memory (out of memory)."),
    _Rule("swift_fatal_error", "code_bug", "cause", 40, ".swift:",
          r"^\S+\.swift:\d+: Fatal error: \S",
          "Swift's runtime trap ('Swift/ContiguousArrayBuffer.swift:600: Fatal error: Index out of range', WhisperKit, "
          "argmaxinc/argmax-oss-swift#63, round 88): the program's code",
          "Swift/ContiguousArrayBuffer.swift:600: Fatal error: Index out of range"),
    _Rule("trtllm_assertion", "code_bug", "cause", 45, "Assertion failed: ",
          r"\[TensorRT-LLM\]\[ERROR\] Assertion failed: |^Assertion failed: .+ \(\S+\.(?:cpp|cu|cuh|h|hpp):\d+\)",
          "TensorRT-LLM's own check failing inside its executor ('Executor failed process requestId 163510 due to the "
          "following error: Encountered an error in forwardAsync function: [TensorRT-LLM][ERROR] Assertion failed: "
          "mNextBlocks.empty()', relayed by Triton's Python backend, NVIDIA/TensorRT-LLM#2042, round 88): the engine's "
          "code (here its KV block bookkeeping, not a full pool); on a line of its own the log prefix is read off and "
          "the check's place in the source decides ('Assertion failed: <expr> (kvCacheManager.cpp:123)')",
          "[TensorRT-LLM][ERROR] Assertion failed: mNextBlocks.empty() (/tmp/tritonbuild/kvCacheManager.cpp:123)"),
    _Rule("kaldi_assertion_failed", "code_bug", "cause", 40, "ASSERTION_FAILED (",
          r"^ASSERTION_FAILED \([\w:]+\(\):[\w.-]+:\d+\) Assertion failed: ",
          "Kaldi's assertion as Vosk prints it ('ASSERTION_FAILED (VoskAPI:CompactLatticeStateTimes():lattice-"
          "functions.cc:114) Assertion failed: (lat.Start() == 0)' above 'Aborted (core dumped)', alphacep/"
          "vosk-server#132, round 88): the program's code",
          "ASSERTION_FAILED (VoskAPI:CompactLatticeStateTimes():lattice-functions.cc:114) Assertion failed: "
          "(lat.Start() == 0)"),
    _Rule("vulkan_incompatible_driver", "gpu_passthrough", "cause", 60, "INCOMPATIBLE_DRIVER",
          r"\b(?:VkResult: |VK_)?ERROR_INCOMPATIBLE_DRIVER\b",
          "Vulkan finding no driver it can use ('[carb.graphics-vulkan.plugin] VkResult: ERROR_INCOMPATIBLE_DRIVER', "
          "'vkCreateInstance failed. Vulkan 1.1 is not supported, or your driver requires an update.', Isaac Sim in a "
          "container, AgibotTech/genie_sim#30, round 88): the GPU's driver is not reachable from the process",
          "2025-06-30 21:31:42 [1,468ms] [Error] [carb.graphics-vulkan.plugin] VkResult: ERROR_INCOMPATIBLE_DRIVER"),
    _Rule("julia_kernel_exception", "cuda_error", "cause", 55, "exception was thrown during kernel execution",
          r"^(?:ERROR: )?an? exception was thrown during kernel execution\b",
          "CUDA.jl's report of an exception raised inside a GPU kernel ('ERROR: a exception was thrown during kernel "
          "execution. Run Julia on debug level 2 for device stack traces.', Oceananigans under OceanBioME.jl, "
          "OceanBioME/OceanBioME.jl#144, round 88): the device-side counterpart of a failed assert",
          "ERROR: a exception was thrown during kernel execution."),
    _Rule("dio_timeout", "client_error", "cause", 55, "DioErrorType.|DioExceptionType.",
          r"\bDio(?:Error|Exception) \[Dio(?:Error|Exception)Type\.(?:receiveTimeout|sendTimeout)\]",
          "Dart's dio client giving up at its own timeout ('Unhandled Exception: DioError "
          "[DioErrorType.receiveTimeout]: "
          "Receiving data timeout[5000ms]', a Flutter chat app calling OpenAI, ChatGPT-Flutter-AIChatBot 6, round 88): "
          "the client's setting; a connect timeout may be a server that is down (not taken)",
          "[ERROR:flutter/runtime/dart_vm_initializer.cc(41)] Unhandled Exception: DioError [DioErrorType."
          "receiveTimeout]: Receiving data timeout[5000ms]"),
    _Rule("ai_sdk_invalid_input", "client_error", "cause", 55, "[AI_Invalid",
          r"\[AI_Invalid(?:Prompt|Argument)Error\]",
          "the Vercel AI SDK refusing the caller's input before any request ('Error [AI_InvalidPromptError]: Invalid "
          "prompt: The messages must be a ModelMessage[].', vercel/ai#8649, round 88): the caller's code",
          "Error generating text:  Error [AI_InvalidPromptError]: Invalid prompt: The messages must be a "
          "ModelMessage[]."),
    _Rule("ascend_aicore_failed", "cuda_error", "cause", 70, "AICORE Kernel task happen error|Aicore kernel execute "
                                                             "failed",
          r"\bAICORE Kernel task happen error, retCode=0x[0-9a-f]+|\bAicore kernel execute failed, device_id=\d+",
          "Ascend's runtime reporting a fault of an AI Core kernel ('AICORE Kernel task happen error, retCode=0x25.', "
          "'Aicore kernel execute failed, device_id=0, ... fault kernel_name=MoeDistributeDispatchV2...', "
          "vllm-project/vllm-ascend#4972, round 88): the device failed the kernel (CANN's counterpart of a CUDA fault)",
          "        AICORE Kernel task happen error, retCode=0x25.[FUNC:GetError][FILE:stream.cc][LINE:1191]"),
    _Rule("chat_answer_char_run", "nan_output", "cause", 40, "Assistant:|Answer:|Response:|Bot:",
          r"^(?:Assistant|Answer|Response|Bot):\s.*?([^\w\s.\-=*#~+|/\\])\1{19,}",
          "a chat answer that turns into one punctuation character repeated ('Assistant: Hello! How can I assist you "
          "today? ...,&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&', RKLLama on a Rockchip NPU, NotPunchnox/rkllama#102, round "
          "88): a decode loop on one token; a separator's characters (-, =, *, #, ~, +, |, /, \\) are not taken",
          "Assistant: Hello! How can I assist you today?,&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&"),
    _Rule("pycuda_memalloc_oom", "cuda_oom", "cause", 75, "cuMemAlloc failed: out of memory",
          r"\bcuMemAlloc failed: out of memory\b",
          "PyCUDA's allocation failing ('pycuda._driver.MemoryError: cuMemAlloc failed: out of memory', cryoSPARC, "
          "cryoem-structural-biology/cryosparc-issues 142, round 89): the GPU's memory ran out, whatever the "
          "exception's name says",
          "MemoryError: cuMemAlloc failed: out of memory"),
    _Rule("relion_gpu_oom", "cuda_oom", "cause", 75, "(error-code 2)",
          r"\bout of memory in \S+ at line \d+ \(error-code 2\)",
          "RELION's check of a CUDA call ('ERROR: out of memory in .../acc_backprojector_impl.h at line 38 "
          "(error-code 2)', then 'A GPU-function failed to execute.', 3dem/relion#488, round 89): cudaErrorMemory"
          "Allocation, the GPU's memory ran out",
          "ERROR: out of memory in /usr/local/relion-3-source/src/acc/acc_backprojector_impl.h at line 38 (error-code "
          "2)"),
    _Rule("julia_compile_error", "code_bug", "cause", 35, "Compiling Tuple{",
          r"^(?:ERROR: )?Compiling Tuple\{.*\}: \S",
          "Julia's compiler (Zygote) refusing code it must differentiate ('ERROR: Compiling Tuple{NNlibCUDA.var\"##"
          "cudnnBNForward!#87\", ...}: try/catch is not supported.', Lux.jl on CUDA, LuxDL/Lux.jl#17, round 89): "
          "the program's code",
          "ERROR: Compiling Tuple{NNlibCUDA.var\"##cudnnBNForward!#87\", Nothing, Float32}: try/catch is not "
          "supported."),
    _Rule("wasm_instantiation_failed", "startup_failure", "cause", 50, "instantiation failed: ",
          r"\binstantiation failed: (?:unknown import|module name conflict|incompatible import type)\b",
          "WasmEdge refusing to link a module with its plugins ('[error] instantiation failed: unknown import, Code: "
          "0x62' for a WASI-NN function, an app and a plugin of different versions, WasmEdge/WasmEdge#3354, round "
          "89): the program never starts",
          "[2024-04-23 10:01:26.938] [error] instantiation failed: unknown import, Code: 0x62"),
    _Rule("persistenced_socket_failed", "gpu_passthrough", "cause", 60, "nvidia-persistenced/socket",
          r"\bnvidia-persistenced/socket\b.*\b(?:failed|does not exist)\b",
          "a container runtime unable to mount NVIDIA's persistence-daemon socket into the container ('open(\".../"
          "merged/run/nvidia-persistenced/socket\") failed: no such device or address' under gVisor's 'error setting "
          "up FS', NVIDIA/nvidia-container-toolkit#2034; 'mount: /run/nvidia-persistenced/socket: mount point does not "
          "exist', round 87's Toolbx log; round 89): the driver's files never reach the container",
          "open(\".../merged/run/nvidia-persistenced/socket\") failed:"),
    _Rule("neuron_ccom_timeout", "nccl_error", "cause", 55, "CCOM WARN Timeout waiting for",
          r"\bCCOM WARN Timeout waiting for (?:RX|incoming connection)\b",
          "AWS Neuron's collective library (NCCL-derived) timing out while its ranks bootstrap ('CCOM WARN Timeout "
          "waiting for incoming connection (waited 120 sec), [CommInitRankDev/-4]' after 'NET/OFI aws-ofi-nccl "
          "initialization failed', aws-neuron/aws-neuron-sdk#851, round 89): the ranks' communication never formed",
          "2024-May-21 16:16:20.0229 58091:59050 [-1] bootstrap.cc:95 CCOM WARN Timeout waiting for incoming "
          "connection (waited 120 sec), [CommInitRankDev/-4]"),
    _Rule("synapse_device_acquire_failed", "startup_failure", "cause", 50, "synDeviceAcquire",
          r"\bsynDeviceAcquire\(.*\) failed with synapse error: \d+",
          "Habana's runtime unable to acquire its Gaudi device ('HCCL demo error: In function initDevice(): "
          "synDeviceAcquire(&resources.deviceHandle, nullptr) failed with synapse error: 20', HabanaAI/hccl_demo#44, "
          "round 89): the program never gets its accelerator, it never starts",
          "HCCL demo error: In function initDevice(): synDeviceAcquire(&resources.deviceHandle, nullptr) failed with "
          "synapse error: 20"),
    _Rule("ray_task_nccl_error", "nccl_error", "cause", 55, "RayTaskError(NcclError)",
          r"\bRayTaskError\(NcclError\)",
          "Ray relaying an actor's NCCL failure ('ray.exceptions.RayTaskError(NcclError): ray::Worker.compute()', an "
          "all-reduce between Ray actors, ray-project/ray#39471, round 89): the collective communication failed",
          "ray.exceptions.RayTaskError(NcclError): ray::Worker.compute() (pid=35381, ip=10.0.0.x)"),
    _Rule("java_deadlock_found", "watchdog_hang", "cause", 60, "Java-level deadlock",
          r"^Found (?:one|\d+) Java-level deadlocks?:",
          "the JVM's thread dump naming a deadlock ('Found one Java-level deadlock:' with each thread 'waiting to lock "
          "monitor ...', an Apache Druid broker, apache/druid#13949, round 89): the threads wait on each other "
          "forever, the server stops answering",
          "Found one Java-level deadlock:"),
    _Rule("axios_timeout", "client_error", "cause", 50, "ms exceeded",
          r"\btimeout of \d+ms exceeded\b",
          "axios giving up at its own timeout ('timeout of 300000ms exceeded' under n8n's 'The connection was "
          "aborted, perhaps the server is offline', n8n's Ollama node, n8n-io/n8n#25360, round 89): the client's "
          "setting",
          "      \"timeout of 300000ms exceeded\""),
    _Rule("haskell_response_timeout", "client_error", "cause", 50, "ResponseTimeout",
          r"^\s*\}\s*ResponseTimeout\s*$",
          "Haskell's http-client giving up at its response timeout (an 'HttpExceptionRequest Request { ... "
          "responseTimeout = ResponseTimeoutDefault ... } ResponseTimeout', langchain-hs 1, round 89): the client's "
          "default, the server went on",
          "} ResponseTimeout"),
    _Rule("openai_unsupported_parameter", "client_error", "cause", 55, "Unsupported parameter: ",
          r"\bUnsupported parameter: '[^']+' is not supported with this model\b",
          "the OpenAI API refusing a parameter for the model asked ('Request failed (HTTP 400): {\"error\": "
          "{\"message\": \"Unsupported parameter: 'max_tokens' is not supported with this model. Use "
          "'max_completion_tokens' instead.\"', dms-ai-assistant 12, round 89): the caller's request",
          "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead."),
    _Rule("cuda_kernel_assert_line", "cuda_error", "cause", 80, ": block: ",
          r"\.cu:\d+: [\w:]+\(\): block: \[?[\d,]+\]?,? thread: \[?[\d,]+\]?,? Assertion\b",
          "a CUDA kernel's device-side assertion line, whatever quotes a transcription put around its condition "
          "('/pytorch/aten/src/ATen/native/cuda/IndexKernel.cu:93: operator(): block: [0,0,0], thread: [127,0,0] "
          "Assertion '-sizes[i] <= index ...' failed.', OCR'd from a screenshot, Tencent/AngelSlim#16, round 89): "
          "the device failed the kernel",
          "/pytorch/aten/src/ATen/native/cuda/IndexKernel.cu:93: operator(): block: [0,0,0], thread: [127,0,0] "
          "Assertion '-sizes[i] <= index' failed."),
    _Rule("metal_report_failure", "code_bug", "cause", 40, "MTLReportFailure",
          r"^\s*Metal\s+MTLReportFailure\s*$",
          "a macOS crash report's frames ending in Metal's validation failure ('libsystem_c.dylib __assert_rtn', "
          "'Metal MTLReportFailure', an MLX server on Apple silicon, jundot/omlx#173, round 89): the program misused "
          "the Metal API, an assertion of its framework stopped it",
          "Metal                    MTLReportFailure"),
    _Rule("spec_draft_nan", "nan_output", "cause", 45, "draft candidate",
          r"\bdraft candidate +\d+, pos +\d+: +\d+ \( *nan\)",
          "llama.cpp's speculative decoding logging every draft token's probability as NaN ('spec draft: - seq_id 1, "
          "draft candidate 0, pos 0: 8 ( nan) ')'' at about 80K tokens of context, ggml-org/llama.cpp#23606, round "
          "89): the numbers broke",
          "[57431] 0.56.482.607 D spec        draft:  - seq_id 1, draft candidate   0, pos   0:      8 (     nan) ')'"),
    _Rule("ggml_cpu_buffer_alloc_failed", "host_oom_killed", "cause", 80, "cpu_buffer_type_alloc_buffer",
          r"\bg?gml_backend_cpu_buffer_type_alloc_buffer: failed to allocate buffer of size \d+",
          "ggml's CPU backend unable to allocate its buffer in host memory "
          "('ggml_backend_cpu_buffer_type_alloc_buffer: "
          "failed to allocate buffer of size 17179869216', a 16 GiB KV cache in RAM, Mozilla-Ocho/llamafile#541, round "
          "89): host memory ran out (its 'failed to allocate buffer for kv cache' below is the same allocation, not "
          "the GPU's)",
          "ggml_backend_cpu_buffer_type_alloc_buffer: failed to allocate buffer of size 17179869216"),
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
#: carries it) and httpx's URL without a scheme (each retry's last line), round 87; a chat answer's own prefix (a
#: transcript's last line, where a degenerate answer ends), round 88; OpenAI's unsupported parameter (quoted alone, the
#: last line of a report), round 89.
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
                                                b"bentoml store", b"request url is missing", b"assistant: ",
                                                b"answer: ", b"response: ", b"bot: ", b"unsupported parameter: ",
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
    r"|[VDIWEF]/[\w.$-]+\s*\(\s*\d+\):\s"  # Android's logcat: "E/AndroidRuntime(12566): ", "E/flutter (15032): "
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
                            r"|^\s+(?!-+> )(?:\[-|-{1,2}[\w-]|\{(?!\s*\"))|^\s{8,}\S(?!.*:\s*[|>][-+]?\s*$)"
                            r"(?!.*\[FUNC:\w+\]\[FILE:)")
#: A line that starts with an exception's name and its message ("pkg.module.NameError: ..."): never argparse help text.
_EXC_START_RE = re.compile(r"(?:[a-z_]\w*\.)*[A-Z]\w*(?:Error|Exception): \S")
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
    if _USAGE_LINE_RE.match(body) and not body.lstrip().startswith(("what():", "NVRM:", "Error: ")) \
            and not _EXC_START_RE.match(body.lstrip()) and (
            not body.startswith(" " * 8) or (body == line.rstrip() and _USAGE_HEAD_RE.match(prev)
                                             and not prev.lstrip().lower().startswith("traceback (most recent"))):
        # argparse usage/help continuation: full of keywords, never evidence. A deeply indented line counts only
        # below an option or another such line, and never behind a log prefix (a journal's indented message is a
        # record of its own) or below a traceback's header (Ascend CANN indents its error stack under
        # "        TraceBack (most recent call last):", vllm-project/vllm-ascend#5461).
        # An indented "Error: ..." is an exception message's own continuation (Faiss's "              Error: 'err ==
        # cudaSuccess' failed: StandardGpuResources: alloc fail type ..." under its RuntimeError, facebookresearch/
        # faiss#2105), never help text; nor is a line that starts with an exception's name (Triton's Python backend
        # indents a relayed "c_python_backend_utils.TritonModelException: ..." under its frames,
        # NVIDIA/TensorRT-LLM#2042,
        # round 88).
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
        shows = (f"shows only consequences ({_clip(_describe(c.weak[0]), 80)}), no decisive line" if c.weak
                 else "is empty" if not ev.last_lines else "shows no traceback or SGLang error")
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
    # the server's own pool of cached tokens (SGLang's, or another engine's whose log this is: a fresh user read
    # "SGLang's" over a vllm.rs log, the twenty-eighth session), not the GPU allocator
    "kv_cache_oom": "The server's KV-cache pool ran out of room for the requests' tokens: {d}",
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
    """``text`` in at most ``limit`` characters, ending in "…" where it was cut (a reader sees the cut), at a word's
    end when one is in the last half (a quoted line cut mid-token, "WorkNCCL(SeqNum=48213, Op", read as the log's own
    words: a fresh user, the twenty-eighth session)."""
    if len(text) <= limit:
        return text
    head = text[:limit - 1]
    if " " in head[limit // 2:]:
        head = head.rsplit(" ", 1)[0].rstrip(" ,;:(")
    return head + "…"


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
TM_NOT_DECIDED_CLASS = "a class it never decides (it never decides an OOM class, graceful_stop or unknown)"
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
                f"it finished shutting down: a forced stop, not a crash; last line: {_clip(last, 160)} "
                "(OOM not shown).")
    if not ev.last_lines:
        return (f"The log is empty{state}: there is no line to classify; pass the server's own log (or its exit "
                "status and the kernel log, which can show how it ended) (OOM not shown).")
    return (f"No decisive line in the log{state}; last line: {_clip(last, 160)} (OOM not shown).")


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
    'parts': 'train .. validation-r87 (88 parts, tests/unit/test_corpus_train.py PARTS)',
    'logs': 5655,
    'words': 13829,
    'corpus_sha256': '13e57518f331ffa1',
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
_TM_BIAS: tuple = (0.293, -0.362, -0.393, -1.348, -0.634, 0.258, 0.256, 0.176, 1.804, -0.95, -0.298, 0.336, 0.861)
#: base64 of zlib(words, one per line; NUL; int16 LE weights in thousandths, a row of classes per word).
_TM_BLOB: tuple = (
    "eNqEXemy4yqv/e+XdDkeEnc8bQ8Z+umv1loSJtl9vluVgCRsjDEIIYQoy6Is+VfgYUQZ8AGW/x/1I71qp71dBfYJGoa5Lpfq2m7l"
    "NDftWG33X+Rlnbsv4jbMz6XabyBP7WtXZtt7qvsZ0NMeQVptdyXgUtXIvb619b28HP3QABuqbdMlr6rcb+v8JPyysGn10JKwMmr6"
    "Wlk3c9lVx7ALRLkS3uKfXrd91e2y9/NULvtK3AvXHXv7KqvLtvdj25QsdD2P4zxZ4rXdy7XdlKEh1b4rO4Ot/kbB3YI7FoB9+R85"
    "VlON9GG+VHqF63T4C96qqRnachxT0ftxmVcVr5+8nOlzDf2lLre9sgvGqkcph5cTDAaJl03V2AqIT2PvvrZ12z9EZ2XVlX0IfVWS"
    "VgOtjuv9hY/yVxfO236WY7Gv01aNvfGkd/sX7azB5d1U097X5aMa+qbaZ73Eeliel/Zqhd1ueFc0i32t6tYTURy7uL5ZdU41Pxzu"
    "29d+N3CojHhr8SEf7bpFqjWa6tJbYDc8LKeqqZYdV1VNU1oLrtttsy+ytj9Hu1nBq34ut3Z98JJhuFpj/gCtVFtbqHqqvS3vD1WY"
    "kaatWvtye/bDHXW/9/a1680SlmV4e1TeOqvS3W6IBKvG+9BPVytM2/XWK+qjqcrrWln6er2P+JwOqE+M1h9JQg7rYpVkn99Aew+r"
    "NHY25XFv16kdirP/ERiGsZ2skpHHsc9lc4xL+VytLHxPkPb53k79X3vZbp1HFMw+g91h3RLfpJ1OYCu8QhBa+XrrXkKswucVIF62"
    "sSY6VcPV8A5/+5SX63BY5514c283NMc6AZwaqw3kazV8t8Y7WaNERvO8b1aOJQOty9q3tIxzWj9Nuv6YGntwb/3dMkCG61w1dcWW"
    "uxw7KOA18Sp62Q2sQPTusK9h3dteCa0pXRbpxgXm4dE2Z6XYaxk/q48BLYO1uJEyKEQnDnDvrJltaKbrMTnt2e/WtlfrpZtlPs4P"
    "1DhSjBsci/WU1rvDyTTrAPnsruuzwlzn8jrv7wVN7YO3CmnWnq1cWDvNx/WWmnM52vNXa7X1vdnXFs/0b1tb88Nd83gpUp9GfEw9"
    "egSRpR9OwL7yYiVqrRGyKEY9dN3U9VfGU2vM297S6mTKOmOkbDPfdbZP+doTwGZv8EMhWj/r3MKyb1Sb1stZifPKB67WC2rjS/Z5"
    "LkfXsVk4Xp+QFXBo8c3/QSqH+Wps43LemOpRaLuuxtCsbSwz27aT0WutAUzGGKb6JD/b/nrbydCMthm33dp9ngdkv63GZ4f3NI+9"
    "DRDtazEOo0LFRz0K9nSF/iHRxlrr4mBAvBhJ7bjsb+dT4i/t3rSPvm5r6ya7E8HQHdwiHfi2W8eYFz7x0aM639d1QYHf+43PYGw9"
    "ttoCMfbRGHtaq3d57D3f5w2g361RWVOuFJb2pY9WsD0zAZtxyd4qtamtvzct6p89ebUaqcTJnaqOAdSHSgeYzqYahOUKGK9hZAx5"
    "3o7KwRgiZJam3a21rfYm9rLldTlAUiU0fbvW9xcAGzDxlH4jH/emldDUdo1io7H1WI4BwPDhyWkNHQZ8QwCz9Y0Ckor4hAFkCM2M"
    "y9aq28nkwHesWfkYYSlkPYit9RsLH99+G8GtQiNYnYQr3jb2W9u3O9CXrdHhoa0aigS2dhj6xQSPdbRh06jre5l7NI3WCsJG7VHG"
    "fQLfNfAK7Tvrye/yOa93jCAVP36StTLQpZw1I/HKtj7Q5W7kVYHqa564KuXENWabpLGOxxJkPCQGO0p3ITgAXew7Whsdj/2o0DM7"
    "yI34cpa1sdm9xJep+pJNZD52Y1pF2amNG6NFAIIxuNFGHW98nQ1fZGSDjTVfaHlMGNJa0tFoun5fWI/dUCVgu1lR7E2meR1BmKud"
    "kQkynZXbWsFY7Xl9GsXeukkAGt1tzvC1wr0L/pN9219juhH+ttPQ491RQXi/p9GvdY2gcdnT4NYE0jS+ELMWNlEoSkRD2R8dQrOB"
    "yMzxjcxuE4GyTBsIhwLK8CKo30FAM7Fk7+M6DaCAjA33kZXx1oPDzK7GBtrUPiV7JLmK1YCknwPi51/yxzQIIWE77GGPfiP/7kRL"
    "spBQfwWK3v5y63xA2B+OEc33engVqnFH7GVJ3MGp6vMh7fcmD5ggGPzKxOOjTTmthI6tmdfOynYz4RqFsnhBOFjRNwxiJmDejovx"
    "j+fERrfPPqI34Ke3fV8UpgGdCAceTzce1VNE7sfK+s41AWjv+gLWrK2HrQQOCXoaPDgn8CiEAyJggGt/OdDl2unRG5cd+XimRicV"
    "wr4befrrb45xHM1hb4JOyqcr3yR+qchn0SAL2EZX+8BJ9Pmkpuf5M9Dauykg9iF8s2EGv6ZciUiBi6YBmSy7e+PQUIYOI2jVpJIi"
    "A0RlVMXWoRiEtsOusflio8kV530mTs2Ubc6m+EeVLuHrz4a6N55iMjSCDcHLinOvO/sUrUmZYNfI5N6+v8nNjFmjEq7bYk+3sH1g"
    "tBiPWzXsePL9qVnIYFFLDqNJWMTWoS4xxeJlf9/eTIZLd91Mehu8FQ/ttarfzjQz5GQZQ/t4Y1Z1wbtR8rOg1NBl0FpBWDUAl/pU"
    "Q7FNN20qWk3Atx3DnsnTo4kfw8hOVMRT8Tj/2gEffBiQzQZGzmLiSexaeO/946aTxWN+SCr4OqcyJrr0Ne+9MrD7t/uHtKlWNGwV"
    "w58CX854rI3TnGNpbj9W9/ZkJGM1Xlz08/HaKffFGJq1YBAWn6QBgjqnnDFWiuOPYEzs5QaNhxV5bFFbY9sj2CsJaxpUrHbHvgGz"
    "skY3hii/gmqzdhNQ2Rk0YTCSBjWvn8/eSmwrvJZ3iL/j3DIAx657ibrGQHq27RFFNa7Yu0w58suTolFjfGnGWFDNYWFDtgXIKgpf"
    "BEMCZhSCvGE6/xYDLagZsbC3xnpBoXk1BMFpO9aBXQMSjb2loT6B2yERnOn2uWwAbL7Tre/YO86XPxQf7e1VOfPQnCO4jUc9B415"
    "EhOw0r7S4BgCruXYj+0MToPmAjFlHD2ON9kKCezzZi8RwgvUO9auf6o0ekLIfvZbm+RTTDzB0Vn5KVVykfEAC0wsm421Ln19R0mt"
    "UQ8FuSlCyrJQDhkXQdUvC/4z1B/2UY0Tt2ePBsG/Qd4HltVacdnhexv4oCwR12mYMDYAmTSIqSucBGnnPnFrwdvG9gC9Jaal1cO+"
    "JBhKeXnvLUs066MYgJkA5AMNxVDnHLhiwxwGnOVAHbzVrZJCS3OB5d0+MGGzgJP59OGWd1JcPVqMmhr+l7dahZQAqBaKUomM2kcS"
    "2vmOkrRZIrjBviijn9vBaLSSvBE/rCYJHVWjN/s55h1d1JriWjX9sVmLt+9xmdFivim5vskGuq3NZHdUjfHy7RZJmJ4c1gsWyIro"
    "biJDzKceEO/m0wjjxncIzhjGgL0HzPzWS6fB8OTYK2ZoFiED6ROB1A+F8dkIj9sV0LV9IbIBzKZ4E0l6cYuN+1bF2VwcKDXqFaHO"
    "cc0Hm3SSDjE2W3jt05R37a99g/F/2iCSs5rXcYPU7jKStSEXMZGEmZgFpWYxgkysnigDCYVyAlAIQ4A7vw3sNQ2mImk0ICT5t9oy"
    "mjHiP1UofECYqXYA5DOzj8xE+0SkLyQJDKeACKGZZcQxl6A6RCQAUPhx6Axoxfy5ic+/2XgmmdGgrqDOR2F80Q1Keivv0rcodOhj"
    "EfcibBoeNmv79hp7v/Nx0CtqpC6kQ8b3lYyw3Y4dMrFB/UgFnUE2xi6UJbb5AgamBrDPaCv7X+Drzla0QcK3aqCyD11empqIXWNj"
    "ElLd4UMD6DH6O1DGpMBwq5CFUM/JR9OL7W0ryg5u7Wp7qfMhmsd38q6PyLHt7CriidGWFWNWkqqaFL0MpjmDjWn6vPYsCTIRu2i5"
    "Otvf68Xavwn8fx+zcYc0ad9brG/Yd9qQv7onhAvKImmEivkTXmNcXPVaQk0gWTmbX0lhignLda2WW2nTPlJZt1T8W4RHLi5LSFxi"
    "HwTT2QhD+Y+q31d+2d26MieUlGKA9RO+Ssweama+urg5zNO1rvbU713RdlDoKNJnVKy1mgMKMYojSfA8porPMWYGdonqOSbxO2tA"
    "tUlzNu+2FjBAFJb+yiS4w5hiaKIOjVTHRg4pvRknwa5LMw74qIpYQGnTu1RoJ2lZBfBlNDFOow27Vc8lAaukvntH7LdX9TpjuDTu"
    "jDv71RUj9XA0ePYDNw4d5gzebO1tNctnE36Y9Gchlo0e5HIPY2nTbDSbeGvmwoWgiitC0tOQgKHjZBVoR29PMf6YqVJJAjMaQt3T"
    "b1bpDyaZFNuYTC02l9AYNYxgAmu12kjwbC/QJ6O9g9EVrpJDqAVKzTGIJ/Uv9dB8Sy2VNLlCP62eWHN4WUW9q9Go1qZnQ/6OJsf/"
    "nfC/I0CX+mtBlZQmVWU//Gv7A+3sj9ZeXexnCRfElnixxEuLv7G7yWK78NIXLK8Fmgi2uAjDkHWCAEz+qi5Q4TDEmGyi1Wyz/Hf5"
    "vLUTpD9k0ig9YjALAjZSAjh4/wPP2vBH/sYxocv3lU3G0J0lQB0nMCp7G7Cd2zqr1+OlbViuasS1tU2G0iGdIJQVJ4rvkJB5zWEN"
    "MRlhI7LsHqmuCOI1CfA9CeniLSJ2f3YENsrfVCpKnNxGumfXN9DBs+prG9sbJ1PdbvExgsvxnsOq5u0As7v1LWrZW0d9n+anfZwr"
    "SKifQfwRUAKmySZOmY7F1dEPS/s5oGz0OF6EiANb7zWK7l9UtWPSx3LdVMUS0AQUVwn0K/06E0amSI4VkriCKlPBWAwA8Cq0WsjQ"
    "pkABQBHqMGfQMaqIpHml4NVGOktJ+kdjENbYwAuYDvEjmoahvNMaZvbUTZFEH8BHNXiET2hFakpqZipLbSr8xyIWkz3WzNORTQCr"
    "pLHG3SALEx/mTQMdsfYDo6byRTCkVMD2KakKTYkmCTLGSAmVj31JcHYUuGmY1PJhbHKNSxgB6KqVQfnsJxOKCLPZK24BGW9p/hws"
    "AiLlhVfGijTDslr6EioiYmh76o0Nbn9wmctjlIaSW4WflbBFDHJrj8HPKrQzemekztI60DrMlBXh0s7aTV9BPgQ4se3YyMElDHsv"
    "XrLYnx/kWuIDXCEOM8R7oANdIW8z7OuITWp+lfuxog2DwgjBFX+bU7D5O6Smfp2LyhhSf1nxSZBVXy+HhVaI3iqpR/p8s2Hh3b7b"
    "i7WhjQRoX6vexooO0TQAs9LaMHZpoTijBY5CrDxPDkJ1XfUaxQt8wOHSgpsPKIcFxoZu4wltBBlylakC87S62xTyU5pwxLHF4h5m"
    "O5BzDLlOCqmbJTR3iB/M5X0gGc83HiTLiBOEwDOHPAiyq3gctLF9yxYFQJVeQldQ7dBmYKlaMgF2QlUnUwwZpsj+h3VOCCKELwmJ"
    "kM3iitxCyZjsqncDzboZXl5lMFylhwh0bYuw8UhAkyBfHQ/Uvk9S9zpNlSxwnjJwC1iVgN6H0C0vbK6VHvnMevbmFD5mPZbd8WMy"
    "hl7fNKyB4oW02JcItoRTI2kV0/SVJkWRELq9wGdMbr2gT3+R8/sIWobjis4FidnChYO4RXdGNw+nYzQJE59rwZS2GiTcWQwlkMUb"
    "GjAA1h64JbjtYOU5rijgs3pbOaxtj9VflsRiVCej6om0Bn8s1ioq/8wXDhQNR4qx2UwCrkaNuzZjqcYfBGtrHXeEGZvPq6oR6S/v"
    "duMLulSbWFVTBXG3AjC8t34T8LeN2L4iGt1knPNpQy+07kBmsAJqE6tpck1ABiIbEmyicSh+WxlJVjPnJVuP4Cn82XLIJsC6mFDs"
    "CaZxC+p4euN/mRvGYEHTe0atTzZJ1A1vSWnT+wmpbLbCLTQKUOQ8CCtuKMliGTcUcJYe/5IB57+J8yveCAzzlctFgKPvGxgtxUAf"
    "1dDyDfNp/QmWLh0ZQfMcg07R28fvpU8ALzhz8UwIgi0vvRuCGbjg78MdbrNp+8hMFk4MIb9Xq0dMJydZoOtgOLUmnA2umSHFphH3"
    "fifc1xVM0ALe+094+0BcD3Gb57sS3gpLMlZC1p93Tq+ppiBN9WqADXgDPwCV5J7uIEtsjWFNdIf1jHV+edSP6QLB6QJgXnyWbsca"
    "MSsGc1GL+Z//2IQAPGi9aMBa60IzFgt6qE4PiJwZsgl7iAoMkLF2C6/4x+ocQP/4BnEJFBDVLGeCAl9/suDQeOUASSb6YjBUaBwO"
    "PWQd8S+7EY+FfVghAzqL8BKcqiBEBtA9D4pRsSvsTxkmWxWoaezf1wNfb+87znwcEMmGL4wThmzJ+GfubPJ44CNuNZsZI2c8gjtL"
    "bpfAfDWNyxtsCCLvvKDvEapfb1cgd/xR5s2vRkPbRihvc3PYajPuvKBwCwWtbZnanRpsA62lbCv+FI5kK2W9FKxwS2TDfDgNjRzS"
    "NoomjNiSAqIpCIvlBO/Hgepe3boToTTCSLclucTALSLJmQ6SOEdn2LaDtWKRKgK2PRVGhU1yERVgspiMrp0hsrEUJdk1CNVUW68H"
    "fBjGE/rMa14cSPrm62DixXeOSf/huDd1wlRQnOASF+k5ZymFr0sdPJHEV49FAzTymHhznMkQ9H63EfWY+uowFy2+7EaJjovbD1T4"
    "ycDMpQp7xfdoU6W7Da7dLBGH3wOrrxa8wDZVefuAfzl3fcS0GkgINHfGbh5aqwyqL9YFilWncuKK3mMjVcs1Nk/y2fw+jwwAWlXc"
    "PGKZALB1EHL2savCdjDhPeIyAN0HyG8EyLs0FSl+GY3+pkB1fSy/6Vk2Ja3uT9TmH5hkvTPShv7KW/jQj+dNJh5HrJVgIk2OfBkL"
    "khZPnc7VX2K+ikj45/4QsJ+5rQyS3mB3VcQJeX831JJNXDsaNDiENezcBMIwrTo6/HGVVe+BNmUB52pqSCfGUhtqIuvfhM0Myuuy"
    "/wiSHYmNuBmaepJRaghmutU1vwCbgVHKRvoaB8LQQhlAedye1gogYSCtT0hqBMf8Wa7ACAiaVRsXKnY5GMBohDJos9v9Sae+nNjK"
    "GS6gAz1TAFvl8cIfU2a0GCx1KsTMqPClT5ljpnXQ4ntF9MQhWGc3npR5zTL4TVDjgEbaH4CVhZpdtoCqnpPyhxX3cXuGQaqsfKsH"
    "RejHC3/plqmdLU4dbYKkzxW7g42KWCJS0VoQs0qelDoo+j5/8Le2vg6owOePG4WhXiEgviBcvuy7gkPZ9X8h0FxK+z0KmzZfKv57"
    "Cy4FbSERXCBtswc2RXTE6O71CVFLnzC1t0DVJBKPsE4V8Mta3WjlDUK0Px9Vner2qo6xWaY79NCrmhXAueuKc5NFgqA6SQhNKoAZ"
    "s0JEQ4VLxb9vEgH0nFfm3/gop75+qfAAvF1f36yCDRg4XnuMXAa8Li5d8RwTt1hgxtAE2nSj4JSDGww+eBwpbih4GqDzsViqfpCV"
    "E0Zb7f0GY/ZBTtWztaniBWL1kvCxiqibaZQB4LyaKj8Dbgj6WiE+HFpcjvS1jWCXiv/6pjDThwiPxTVhLDKA2AQhjLt3ZOnes9JJ"
    "nHes5LC/ieL82o0gW26r8FW4IqwRaSgh5LwzVF1RqtaL0fqz9GYGxC07a+svasR6A7oHY6uMi916scSLtYOLTT9Aqy29tvQasKWj"
    "OdSWbqBNsy+NJTWW1AA3sqViSROBzd8aGwwMXFEZrbG7vjvsqW2NP2XqC6zCI7ICo/CtTcfRilvQ2669ILLG2CJ7qBA98qUn7kFS"
    "mExzhJnkTt5E7COJPPfS3qpHj2pzYAvoIK1Ho2115UAdv8UmHWnezVAyp0DM/qb67RgXv3krMMqvBLmolaDsfqIcvk80vngifORK"
    "CgTPE/1I84xZIhtkGY6DYhc5L+16b4cWl5CzUk954daMDqwTOm0EZdt18+rwjO/Acu4780DkK3eGPPWx3jOqzy7t7Pt1Nf7lqUoj"
    "xgmlQQmwwnVWT+BzsqRGZLPMiwkXFxt67G91ghVP4zZWPOhIL2DH/RUDlX+Y/mqigIXsglCN7Yhs6sUFBhtFMcha2fC+/WQTTjQ8"
    "AG9ETGhOg23f4VSknU4XZTgDArDnbKHfKY9ZbJymR8xJwwXmWwiMYWiszhGtU7gd+KU/isvAMQrhswXHhRW7BTbeyR7vMtiFA1b5"
    "AffG6wdcP18Y4Fr2IK7CSEvzuT1LGN6OwHar0D4Fk0u4WWSawxL4uJsPMUH9gik/lq0vltvMioVKC8Fp63qZrzaJubBJWAAb3xG4"
    "iXgXqHwRwIzRYq1dEOAVOwOn7bCb2Ipzc9m5j2xlYQJddMOKLHF9rNtcmB+4koZVhPzwDthUf4ECJHYV/E7gJDRRt6latttsc6gK"
    "/EGb2BTjsS/8SXjhm6OSl66sZcQYg79RjM9fsbcGJVmsq4LnL8ZprOastaNRr1BbWrhBRATwF/1efQ4hXsniOyUtQva8tccy5IXj"
    "GeojdtSdkFs4asKWqCjxavWlcEL0hD7pskKpjPZlF5uoZX/am1hDlDXr5eBKvaKyDYBqcB8DE5tUEjQhWBnr+nXb4yMxyZ5yNFfm"
    "1uGvAKWQekM8lXCmbIh9YojVlG1SYn9QYFylvYAfegOfGf9nisymIv33DFAJLmMA1rIVQRbXYlY/gDs0tIR0o67bwYsO9OFjtA/I"
    "oe/ghgRFjcfIDW36WN22mtAVzQWAlRmy6sE/xJFjI4c+NtQ3Ltqh+LxYszTC225/L5WWwC9v7KEAO2Ig7RogWsABQL8j66pL+0HJ"
    "XNOeKZskSwtSk4eUe2GiQ20CtzayaVeD85j2B7YzTpMtDT+WEyRkJ2THcrG9x7kxQpArOHwHZPXSPihneKKuLffC1FIfKNKKdgZv"
    "gfgeUGEuGnNI9p0GtSsfEL9n4Minw78DZFVSDUXaU3pCaWdZUJSLw/OU4BnvRrP1IDO/4dwKRYwrFdxqeuGr+A6vtLs0OHUQ+OCB"
    "NYAorPwp9ZOkyEuFWULNRdAa+wsqj4Di+ZMMIH3f83Ijabv1HYrEYRR75dvBI9rNb46wCAD03urvTjnTYvXfURXLht+G68m1turU"
    "vicHAiE0AgxmlgHBgr/mzD1vWmICTZAZLFUdhFpxz2DnV1x4F3XjaVSYmgSrwwcG06dMMndyXK03WNEX1oYB8l6vM0LOoYzt1ja9"
    "QaygYYjLtp2B8gC8c3QsuJEPYYuFZLU8wniTAwt20k8UErUZNoo2RsrxULOystlUoL4gts9v8n1twnwN0a2+xKae2uSewmYCNbo2"
    "tBwYBQ2ym0i1m2xuUJsgZ/8Sur1k7keKf1aDTBa3h9Yj8jkK3GizidpmE3UD2J5ss4m66fE/1+HcqqJurK036BoN9nxDhq4by87u"
    "ai0XmzHUNsfAhLU2pla3vZpQS+0+WhQDlLxlK6eTCUazsBW11qJpm2QLnQ1isQ1ovzttnc7gMM3z6T1SkFOSImuudnN1CxXUWSlR"
    "sZ0Jx3V3xV9bbWqDr92G0qJxXGdxgCvm9tjg/i4kPHhkz7Ay3ljCm9Z+PB5JGbQGdgU82uvPpGLjAGMTDhQ1HjvZ75hgfOgxU5i7"
    "tlHtWw6bHLNVFrTMEIITxmCAjQ3giIVtgWHLH23dqMPBChqDfGvBFx5GsiFsf6dvIvhKZsDQDHyuz31g2lM87b5Pk4kQERHXMBYk"
    "8FmmE40tCqBeh1HxorvztFH5ZMWZtakJYLKXBBLlihGQpBVyJM10FWob4v/0A6DEW4uleUd67BR4OvJx2drCmobjvAi+Mqt+JYo2"
    "VDjienphboPR9KNT2JgQr4rVmFr4vQDTAoSl/gD8LsmPJ6hh/kRdIqNNaezqzNPVOU88Lfnk+WvF48Q9LaJjLD6soW2wrzk+cW8z"
    "w2xLBeVPEtXpnbeBsOomk8Z4xdLjbvv8Fs4Q+RXhscbIiTJcoQrRKo9FMD6iaKRQvlYc5jiUiU0A2ybitIfWptW0E/2mnzfp4xwT"
    "6wARU4zr9uDn2km8AUg7t2qoUgqNm38siZI6tq8x0Gez1olFM4RLIQWq/ANR/RZbiRn3tcfdG8DRMJ3jFWeEDEubLbkmXXs0aGO3"
    "FW6brZivAgDcUbHveYH1NmZtoK4Kw7FMOcyQb0DS/T3+3vQNwK6gg2zDEG7XMAAdEeFtVjk5ffC5QtwJONsn7xRwJ61sOMGETBNR"
    "A4PRcz9x0USU+eN2xrjY2ikn+AzRuAaoshk6QpNEXM+WhbDsGscbReiMFuu1541izjAfjcJuqILwlJwBrjpoQuGxEawk4GPY1qTQ"
    "5emxwZ8K2BpDEXmpxagoaz3zBbU+E8QXR7WsNh3WAIk1B4ZYXULs3JL+IRBuCjVMz5xc1TP+t3aVchmz5XpG6kCAkLVGbYqKsVP7"
    "LSL2Hekt9wmxeTm9nR4Jlu19uDHgOv5nUmzjz5PaJiAVVSBfNcD0NBhdnGAsnmYUuPI40XTfrIumlu8jDCpNRDYUDZiccNd7EZvf"
    "rZ7wh+rLC8MSj8xzRH9EOK9XxkdffMVhn1OCSUiinke94Mic/SswbhOkRiGYTxrhasZvY0+y2LfjA+x1Z797tHtWKvGITZhYINTe"
    "JimWnJ4mXULnJYGxRyp3hHPCURjH/EEJg43AB2ErPtYzciQl7axO3rjA9Ivx2kbcCNg96mOq4piqYumHVJyA02TZN5KfTnzahT4f"
    "EiUWpALvTxCbz2nSwF4mmu9Sk5eltU70WV47wJJ9BuQJGDq2hLlltqNNAsqmunJTc5FWZANwx0MJT5klAN8sJsIcwNPd/skgmLUJ"
    "aBI0vBO4Fbk8d4qXp4CY0VwfkCi+SHMSQnoTp8pk0QRrb5DwV8Tc7X/uKExQCZXgnpZiyyxFq34J1yPI3S2mOXgA/t4CIRpCe5eT"
    "JLJt3MF9kp36nKpEjCo69rPdHV5FYH/ueIHeWda9TOazkZ6cLwVBMpOQfEbuFOp80y71AIKkb4zcJ86DGakz0gp30tczZrIpXlsn"
    "0OqpfudwaImSTRTAppDx6LnRL0EoxNQxwFYRfgrveNzu7VJO5hjFYQmmDvssQ9joampHJZsS5hcEgJ3Ns8OR+xG6oRyjPfIXybVx"
    "Oe1E2xNqEphKs44RK5VPmzRWysdXkpGF+2UGYZZqQ8gtcM9zSiNegDL2/jYYPfGvZBNdob/4vsqaabt/E7cEP9S8iJyXhGuml8+a"
    "tEezRkeGGyKOwFNsSfGE9UF750k9bfKVuDSTMkov8WTa6Liifp/wPgiZ1RQQG7td+8WfStyGhdg8qpJuu8JqcsC6mSfAVFSQewXK"
    "YHFz3yMm30633+lP2Hr6VpVqP9NzEC9XX3PCRDkz4ZvDR1RuwGl8nmDT1wSwJmBzyFsHnypFi2Ld4+asCYILRu6yzEhtBvfzqflM"
    "RO3+T3iWsTY6rVhjSrQ+S98CjFJiZ0rhKoOInfDai8w/WfHlqyyhcuTgKDf2ZN7xHFS69UcY/hGctK3J4TYBTYLShVFUA+P21bP2"
    "vWYnHNeu6mhSszdFrnFPYBmbjk5Sggk8GNgULZgjd/ZGn0/IFtiZsEec+0UJkjs9i5Ej8xu4yXFgZOhvBsjf64HNjnrMfO9xN99z"
    "ZhPgFj+VyLepJxqb8tIzPxMt2DqWN4OSofJf3toVAYi894eisYVpYWLWBIXMdoUHi5eAmDLO2JxBoVDARmgcPNJeasBLvygPojMD"
    "fD8STfyOel4XfvN1FatmzIYjNyd+kYQWnzZxewrflZBfwly2UrtWtMEElJ0izDbOcI6zY3pORbQv2lr8fkjBwUo7OPeyENdptLUw"
    "mfX7Fn2P14g9QRkeWNFRTPpCDnqsHOEf3GFRW/0tJbeztVe7dgFOX6MRh+I1tuZjH5L9S24KJBA71IjgK1kcPMzArq2o5L8eVN/D"
    "lI67ignOXcfN6NdLjrL4hvogvBzJxR3sXjVULIe2TNb8ajDZR5HlsaL+KeoVdkoM5fa1m7mgSAoeznhTzOcBwC77sBaraXzAEJe1"
    "wrhHGnssYrv0t+L1l1/Nc181JZ5fu6zDl6avmn5c5ktEuVvNzwu+XG061T04hYnmh//NQJuIS4xgDmpeB0RV0lZRxNh1mW/TAkyO"
    "TB9qfUVAaykr78Ie2xrm1ZhHbtfxgVCvhCJaJXJytK1IsFJsFlu03+2/4m8jrNbmkvMRNnFimm/sqz1tf+Hvmrn9hWFofw09p71y"
    "a4BlEtpwlvEl3c+Bx7jigj9SYNxiIexGFMn/X/iqc6UthAilxnxbmBtkn14ZY1mDycgJfMBG+lcqisHUyMxvIdmu8YJOT7leeBoA"
    "EQ3TQEe21iEVGz5Sqekm9DHDJgVVBqDpq+s0y3uzCJBXCcjXq3yqUhcqHw02/ME6CG4ByJyZTm+YbV2XNsEU55RO40zE9pCrTXfS"
    "UHgm+Z6PVE8pYZrDziMjYuvz3CXZ8Uw4Juwe99LTJNLBpHUWDgvJ5HcvUXp/srfPBKb1effK+Y+U8FSaJ23/un7716XRoU8Kt6H8"
    "KwNP+EcmbtqUUfb6NNs+yV7vN2qrBG1eTT1UYwC+t+CICDkIgG827dz63Ym+OgN49WpeYQuzaokKuDWe6Do+GJMqFg/w4VG/QWfj"
    "X15paSccEDck+OwOqbHbbRFHw/GcvjqV2veZrfAkXZGirM5rvJ1PWOxI6H7CviMo4QDW/ZjSoBYJ3hvyzpDTe58MREmYpu+CXnJ4"
    "vyNZHyTbf8sUNP+TpzhBRlJEz8VVYr+GV6N2cG1HwLVGKueXO2UnDVUYQpOQOpG38bD/kpor0a0i0ZflISVP8Ell4FkfIZ4196xZ"
    "oy27AYZhdIYu4e50KsOEpab/uDYpSkWMkaKpVNPuUx6E8cxWoLZTEbdp3vLOwO+kcImWU1B9+5z6nshA9zlrt2MfL7kqQ29aroA9"
    "q/v0YE1sSJBWffcM+e4FaT3S4NQXmVeMj8KWtR+r9W3jxtpqrhkJO8vQIdDQMU1lPU3u0UK4j4m+fz34/Fcj/WiiMmn/KCwalNb5"
    "rTrVBUb6lnQ12YFNGww/hkrD4+t59VvNJ+S2Y2WRSIzGBnvTN8iqtooawtziEKtTlwZ6yEd3qOuMZP2KIR7OlmFTn2TvVh8grzJ3"
    "OSFu6m9a2NvVh1su1zDIR1C21qboIwB+kpPKzbcjpi8v1PXKjkErm99lXe2RrsXkRhA9asn5uUdl5qjAKZHziYilEZ+0snT6T3cw"
    "FhWEYeLVJst/J2791eZ9+zfZ3cX7xgUR4WmdINs1e4/gsxX9q5njOhNvtyHichwgVO3SOyoOGp1vyfl7bfz/adHrhX916W1oe9fg"
    "GG9uhK3fISS9p8e6WxN7p8WRgMplx2f3iUnmPN5hd4ftWHhTa0r74Q/LcW52sHmbfQqbKeEAlNeLwykK1vAolZSMjelWoCZ3YxaS"
    "IjbZQGQzgbKpLvav8QdSA7ILKiS2mLkpwqTK+L/9r/YfQV7vE4mrzUQtskkWAhkvNzDfbiok7xUDLekSwuI2AVfkEg6HxZ9Ybrf4"
    "mQDz9S8SpX6Rdr+c+g5AFIsJrD1MFQC6wRJAuqwk5K0stjt7TE/pCZniYiA2Q8wvpP45/PkTiDIoYJtojJ82mGs0VvkX+7oXxFb1"
    "2ATS2NSjuVhVX6yqYYUKGj5ObRfh++Dz1pZeX0cL+gLHBdifwv35ienATjvw2/IHrPEPiaoluwDPZgzUsmssFwPbCv/k96iBbTQC"
    "LjgGQFG6bdoz6ZOAZXWcV8QA1dkmvyIGoobaC/59NRVidgzdbji04qJlwrgIErZ8t5FIWF9zMCxpDh6eAL97XDv4nThUb8whfydo"
    "eSr0BEy/wt07zMGlVhMtPV6NI6BGoDF8LMA3WKGZ0dEMIGmoXNHkYr2i3ybRkRCa0hx97d/NXokYBLmg92Ddu0XAj4OR5RqxV1D4"
    "kA8qa8Yxp+pdBcREJfAMXZM12GsPwrwqD2idmhMih+PJN6fh+1dirJL8V7p4wBdt5sfGGL4lwEu/vhc1aYfKfHHppOoAis803NX4"
    "TtymBaUdBS4Myoi5WAzICe1yVhex8FLWrtHQGnEIJY9qEu2SMoJVzaQ3aJetbe8JKNcTfCTwJDoN7jdPqF4OauwSoX25D9NEgRM/"
    "V8AZsStCcA29Bwx8E0y27sinVaB7qohEGuwEEmz2PKUkgeGkT24wTjI9aYr1inbKdk7Aq33TuIjosCqRILLrt5QVS4nOapLqytrq"
    "xO46LqIw7r3TBrgl+IErsT86+jVg0dhU0BUHdv7oWQO9ak1X7VaSXGlvDfseJJJNIpJHc7r3KmPqGCmpl2mRnrGnY8xtZRliMXjT"
    "eNSApb3p0DSnnjdNs6phipCDOhsvzAgq9rrsJKOEvBMYVzBxmN8eMXsAo1/ioLseMsLaRocSaJX3TG19YXYcKnRcjsfZ6ICaXPHJ"
    "uFii822Q21Yz0O5PgmuPQdWBzaHFv5ZgNpkAeQk0mUPssD/xNofXDyS/zR/dqzlt931GnW5Lz3ffduq/BK3wKgQobIhCiPX40217"
    "UJUvtQNFw4/Gz+4+HsTTizDGKk4eD+c0Honuy8sO8fG7FnoDiNtWT4R9XXtC5a+98GcSJvbZDnvteUvJTQJ5bhywtNU/g9N6ZE5z"
    "j85QwWTk80pwv0eJgB3QQn4BxnywoPWEtgC9xXI65Xutc8aSNl/Tke6/NmP/g5Zd6MOBY0d6VhwthMUtfPJPck6JhkAknN872jcn"
    "lIhj/4KULsSZqGBWH8E5OoROoXHLIEfzeZSTfNgCnJ5pj4wlJBFgrvxNmkNDJDy1GSCa9ofKz+IJ7t0hn3bWujuTGsGnO+AD5xyd"
    "XWW1eUURrjYLMpI02W1xqrSLXLvdcF6FTopW31fJi0YGY6lQEi/Hj54dA5tyGjynbyYGSMElaE49K4EsskfxLGgoBvfcbqdIjCqB"
    "W4J3Qn3NYdYgKNg3h1Q0h3zyfeJYNsXxkF/08PTR9FfYqFqEBZombN+afsTf1/QSFM0xcFaUw7h7mq1XYfqmA8EUlf3skPLy5VIB"
    "4+DAvKpuBDN5R0gDiyIZWiSHnfkxSJ9mGGFycZLdKYs7Swzyh722G6mcidms4hfJhGs5Ej2TvlUhXylSEZ4lDWH991O62GZ2EnA4"
    "I07tyAxXUuJ5NlZyePKPtKS5mNvyTF85c2h0YIjnDS7g6bc3traW27NKbNtT4AET+7Tm84XGMTu7guef5bVp4zF6ywbp9v6d9mjX"
    "oVpOD/mR8H32Z1ZJSQi0a+hyaD6LjQMbvr+mr3PKgm4rU6fxVDmID/QcQqRxi3lYJP8057WH8aF5nUr3goxTbJLfaAHRTE5XqV9o"
    "dkond3B9pXpLcdFs7v53+lr9Vzp2WsOt53+k48gSzN367/T+EorDr4QxKiWjafU1O/sM6e4/0EBsyVPFhKHbCQZd5gYJXBPI5idr"
    "QwDHFt/QQT6B3WYpYhKVAC3zyTl+oqXdnonilqfnHCyBcOjYKoWiuuLTUYwTVHRe52cBS4wDmgRTIFKhxwkzBLzOfOiDwIORzWIT"
    "uSXMRII7kcpcW+dwWX9gsYKZf5OU+LHEmSdQf54TzgI7BbqrUysXdK9OEwUZUY8YBcfYgFUjRly7c4j3pD77x7LDz29DJcD7E4Ly"
    "dOz7iSapCdSugb5Fh0g2w/a2i/GzrpFU/udJZEbb7D6MQ+NABQ+AmgH1JfQT54bBRqR9JM+LKprJdVOTPceeOMOVCPZrAvRDQZrZ"
    "z65oIJ3N3LClqPFYGoQZgsdcS2aaa/luDMDZhmO4sFUAot9PPjPDgM3CBXwfl3AzTYMNAwgPCwBgkJiZP//GtVGYgx8EC+MIXCNo"
    "UGyLBewzVz9HLwHS2TrSnvT2pEYOgK1kVsuLK2hC52jX0uWZ9CvBdbPTPh3RIRmCY4VbmJvDE1GM93bjzcaPpTPAuD2YrrGHtS+o"
    "mS9cP6/ozOhc+Q1/7c1qbQmGoQhwBI11e7QMw1R3BsDyQBdwJrFaw1+fL+Txxr9MzodltwiSFNAGaDAeej4eiznWSG2gw7Jpablb"
    "AbYy9/PfbBX+wcdTJ9+qX0dbfSb66PovWh16JqPZvPSeXWTfa5uTegYnvYCy4y+/Ojh8tdlL+eIwQC5mmt1u3p+F67K0gtpYe4RH"
    "eQTun4Ayi7x+mhh1hw4aU3sc4Fqobx48zkuPTzpcgfLoeILl8BiI4iNYxI9PA8DmcM23QaFtlWF288Bw94LHjrAAap5orc/UTl80"
    "Z2neLpK8JzTPcNzLQ2UxoVDsxwUFJoHiW8DY/p/0PdJpn+rH1lqkLvie5sKYUeuPauH7QyG1MOlYvIzy6GeX89vKfhf71/jfLLDh"
    "qp+w466tOvtjrswwLEcMGVqFWvUQqOFBsPeeHCkfhq5s1YjfCrHMJOt8KGExD0HMVMEGWeEuVsgLYivkxQp1mSwwuDZ6jbgpcCRS"
    "W4N8sxJBpKDJuoFWKEtu7DKbJLY2FeShEQhKhjbgF7BOY8AqaXi4nvytu6TY2h0oCbLi4OgHF/fLJ+5WrhLkWt5lD8XPimqTUygR"
    "7Q/AcuosvUMinforAi9qMdOj7Wprxb3a3z5Mbz+72aZYi7uUaHtOZ9q73THYjxOlltvvPGoQc37rcdkuqS9npNhhwvad0df2j40r"
    "OYXDW5JkIsFPuHR0a+n2mAdaQSPkxsURbwHgFD3AcFxpvNnAvkOgzZmAXjaq0LNzO9oP+qp2vDQIWg9j8xCRJqgcbBJU0oPViTrX"
    "TQSk4fv7rjfGymCxGaicuEo0EUzRqPXzskzEaKfysDwm1f/k81Qdc3Gegb3POEIqpes0g3Acn9rZ9DFh1fKL1fnOU5JSMr3i8yg2"
    "7XR2+ulvyGZjvHeTVsjTP5y1JNrp2CJIn/uYE3kpz6UoFC8lJGOc6/koTXs57mTTVk/NViUSJVPzySKEupBIXs71r3/R3I0/V4Oz"
    "9DjNNCgSEnxfO+yG3YdjpG+V1xH18H4YVZaYxsdsjS2l/5uFfyen/eBOB9fV2X+YOyYiGG4ytkrk6IfaCPZZ+HYZLgnWBblQzm2a"
    "kZ5rDfImeKa3r3v6NrHXdqEGwXd7nksFAUEupoJhOz40IR/pP3d6pCihu4mUm40KdITOT6iOFil+pFzg+9nqevj+rbZ5yioTa4AO"
    "8gvynM7psb/g0/R+fgy5guP6d/XetvG/6FwyTInjR9m4pT2DnctkhFBshPTraX4UrW+JmuubPmoqnNtNwtVZRvuodUdpC4SaTqqT"
    "SO+OX7f0GfjCJJFOD4I0ltdhvnzX/7jV9bCkKqdo6n3DxYAswSTGk4dM8D4zPYb00JQJna2P1R8r+v2BzDiQeFoznOB4vBLCs2+t"
    "XScerkMxs/Rf/ZLT0u/0X3fEkltO1kQ0+2JOhT4/r52khPLq/7hDp6lmqqszBeuUcUiSU+lot/za7hwqne9WHvJcf55m8pVCcyKd"
    "hcjzJ850+CCxbmVDpWzt2u0rzQ8xp9j/lUSbrKREi8Q0OsHv9pSYhvu+/9DGRZK9Szr83TtJStvAN7oVWxuDFIc0phMuz4QeeyTt"
    "U+Uc1eb7I90yO753Cfq68lvO1hGPZyrU5rHj+19E2eFpqvSR/qsIVB4E8pz//e726bueJ89Q2epUHtKXj8P/OX75OKcXBNuqMWB/"
    "HjFtRDmnSO8qww8/3TLib51kkL9bjqjzBJE9EKnQApV/dgNw9HOi/tITRsJ5lb/G7BLaFPuXEuSlJhwXH/CdDTr/3j2w4qUTI9TT"
    "G7qshYc/wFGd8hYpTyztpDppIJBOXpRm7rigDmuTIpmcBBC7zQJnJgpgMtnCMy7bAOPyX/p7G4lTuk+8HPu3+tpTp3kfMdMhpqJy"
    "X1x+XkPytAgzxk+HjJ/biT6w81JMeB2GpsdB8ooT6ebfzYZJ4nkpN2p98lOrsyMbBGbP42JnDjdLhn28A7fwSdwF2vDjc6JE/LRk"
    "F86HDT0ZzZX+ZOXmySI8QkYFHqMxcAcr5xrT1o6S9enPRZH3s2R25XOq/q/S9WHUgKPxpoaLsWzlbMik2TUidqqdy2J0uaiwfNq0"
    "zw9IFSUaYoC4/BgZ6DCNlmz50XMyplgTshOOikoEZPKY3wpxCA5BUh+VXTmb8DN3+PutkF5nq7x5K84D/BLEPoj6m3eCVsNL2G8V"
    "mdVTpuA1Kmafzl4doaTsJpW0hmISjAggbdIe5RygXGHTLv2mPCAhW/DxEENHypJyv45xhrsAuM6r9EhzqXKDhXXIT5/pKEjmE4up"
    "rhkxMGwPbAKG+TFCJMzDoJNgCXKhAusUWsOHnYv9+wHfbnlb4/6ByszC/qEQ/gHtXst2pUNDG1PsD3RNHnRi9x+mk0yAdMJlfiA4"
    "JhwxFEnrqnFhXYVNM00A8JEL/9IyQohlyrBJ0E0GhnX2v3dziRp+2z4wt+IIogolS06HqDwU6OvXnuFpOCCc1YBdMlRQAbJhae4+"
    "7AlI9vs3HVorOB7nFqQG67l27Wb175bX6J0b/XfYEza7BS+H59NnLNlKQMwFZ8HSmsmhjEieZHfuFf5G3mv87VKoKaAdoT2NCfTQ"
    "KB320/QJRpwIpHglJENlguQTsBwCtgyY3T2wGZNhHRnQ7ZYDLJKDKJJAfPIH+jI3yvk6Gta4siW1E3SHgzkliTm/SKWWD6VX+B/p"
    "FMDz9CVy05cB6Nte/IQDRtrP33IexQVEhjr2jS5giuQIpvh0CSMUHwtxup61YiPeCz6rGSJ/2UcWyU7SBppC5s4ehXFQTO/8EUqL"
    "OQs90XgPC1tpAXw8IeaNc3uzsSztWfQl6Ey3m5Jg7565SQNokvSDZZCDSgMGBnANx9jT+a8ZxOY9wFrTEntR/YnTFInjyM/6BwP6"
    "xEJf/UFjo/XNnjw5L6VTv17C5ZlT0q1BUT0lnUnaVusO2i8ZSWYsaeEzWyLd2hNzcclRcJfYUxc0pN6qY1Mh2Cle8kUiQEXCOmjB"
    "E54QiFW+er8nht5XH1fzYlSWHLJ5bNz+ZZzmteBvLNZnWVcfrEGTVPjiyWWK+IjFDfgE8VoTPKReS2CTwdklcd/aS2JIILp4huAA"
    "rzg45hd9X3cs4J50f4Dn96WoWiHIcQ5y/O/0cS6+XSIJzy+Pqz0prkynOCVhwWVrF7Ux1ZXbQibRStPiodL7DVpSJDSlRw99zW8s"
    "gKxhGSjKviQOM0raG/pjH9r/IEvQZpKeBCAo/lnmrfWocUkavmsQxEwZ8xWtnSpqA1AO4bQhQRvBdfKIX1lAyDGwI1HoU4sElmlT"
    "aKI9HHSf8jlistTft1Ns5nLhzNJxVYVdcWnjkUm3wXMP4twAj/VW3Gis18IByKj/95/Nuv3fopPOWovzHTr2uJT3n4fBd5jod66p"
    "jguwf1qnAFOr10lpCVnMwXXcHHXlCMbirrIf/50FF/xxzmtX8d8y4GkMABqEKG6nA7c7P3Fb8dtiXIGb+oEBvDr6jkhFmdoJhIih"
    "Kwqu0tGmN7iWxySsW/uDeAN2bxkkjX9XDXABBlO0ItmjdfRzzEiPGpg1z7W1aEMeIxbvugpXIXcUYNsZVAqXPmIcJeHboZzyDzNv"
    "pNBtccddwx7Bxm9bEpq5fPhNSRoGpIALIdaaEaCt6lp3yWb4zo+4401gaOk7CxrHWfEWh4Cb9gwQwHvDGAzv/kDV2/e/tPjj3S/W"
    "IqwV1AbWiC0rNIi6ZQL/VoD6Nj+hRt0FTgDsyqbEP5O8uqbCHxk39pjGcmxwneUI05fO4rbCfy/cqUrEtO3dAgNg99tQ2uHlWlyG"
    "DS4QjQiF6t+XzEBTW2htNO9aKzeHEavD+qaQfgLI1oSqvK1OSmLMGgOg3augPovOskKNdRcrB2oK78DjNSEqdUz2IEUZgBusZXXj"
    "0lrm3YR/SXMMAFiUCDUP3A933b5RIO6SBVhnxe/LqtDxipw2GJgYmsGx37/r26FRaBn0vLBD3cjfm16d/DuMZIjRWJgQp12E1Pjp"
    "1RE8iID1fVp6piRKuIBGk4e9XcbkLYBN0Lx3PBpFXZ8uHRm+rU+MGQgzpXl48L3Qw3s6pELEb9MPu5KkpxCArJDHaLPlpuE7Ys9u"
    "o1gO4wFuxtwJYuxg+KU0JA1cAocAdX7sT6famVoasDoQCQI12sjVsEeuGnesjbhJAI8y75stEdAhHLxmzoKSMZgnxg0qAb+qasLe"
    "c34xfpI39uvI8/N4rorC04uI4366WKdyA9DysqrpdW4n5GbXDoszDFGI1+JTgs4eNlT4XxlsCKdCNu7JaMYXSDMjmhMsc5i+YjL8"
    "YZKbfSJ0h5ysKeRD2nvRddhBCUZKXDJqBp8bvkXEFm9B6yDgq6C/NzZ+kpOodupKi/9awPRcin+YRZfbvV/O0oRdNGz3Pg2luf37"
    "t+10Tkr77zLaOFTlaYJ8hRo6T311S45rXZM7yTOqC8q/KL70ooR7fLqs6lM+KAWdVCbs/jhhX039wssfUu4IrUkO7eujLXEpWNHH"
    "psduoGM2RUnM7nDGbSFfXWfLgQmYhWzI+gRwTdYNR4+XOtiGD7YuXX+oGyNWSzqsYFYxeN8R8sZo+VnhJnvRyUo31+Dm8ELtu3IV"
    "kYbD5BSVX+dYido2DvBJhHDfjL/nyxge1QDvywp9a4eXgY8XmE2dAmx+XqlU/q7wT6MBUI9g/lSE2h6H7XleNlZN9N4LeOOzrq1C"
    "ITO+D6A7AzjxdKMroJqc05tDJ21MMBdGeKPV2lVBlwF4T53ZF4O9PE58YHEeBFvERwK0YeHZgheldDraSQgZjiNu2vmJfj3WZy2B"
    "6mT4f1kiwB2Rj6n/SnXzs/7MihOlE6Hpf3InzvP1nA/+ppVBlOrCEf94AOnEouAorDCqzEDI9DjzEIxgwbQA/cC6nlHCRZIB19Pe"
    "V7o8hpuiJz94QCRS/EIEK/mC7kgQaJndhr6SaKOwvIRHXqK+6xAw38Fiqe0B/W092hT7FbDz6jCsUlWSoFKH7hL3SVQCs7SDBogJ"
    "CuvWoGDOrLVfhsR6/HFs69sBlKe/UkrHrn66zk6nCRDLV75I+HCIJxfmNm1zu2D53s4O4yDhAbab3SEnN4C4rILvh+0zRWyiAfCX"
    "VYdIUq9ltTULA2+HoIz4oz3KXLXbjLXZxeL8kvaOocOkDzvbEJRfRweT9u3DmsQwa8D8Ffv6P4hh3EBDW//Q4UZYp94wpAoEBzdL"
    "+2HtvlB/QAdQRzt4cjuXUAFTRAlZLEnUDjgfCCxloF1cGeg+FjIKfEWeLqUI0Vdnd6y0fIRJEYOqZ9QoTAtAH5g0/MlK6YTgp25n"
    "gY0QKWARjLT85Cuu3bHj374U6pwUHZ9FJahT4fvUQE4HDp9nMd45yhJMM1zuhJCD7u5p972Kq/VbCyv7wRPulSeHvS2mH98r/Mtb"
    "uF6wVsJ+gEDm+oSwjB1IwxCnO/vmN4sGZYNdMyZCBiA/MCsvEQWPfljul+Ja24+McLthkDXEy38SrQvVdkeNSxf7A97CKvpq01T7"
    "03Ly2thDmxX7Ma7NFqYLeBccVWOhhs1rOxwWwCawoKxF14reIwnjPBpCFUJ7njVo+5/XTOFiAGA6AQhIFKtN3ucNrHqFdKAEkNe2"
    "8C7rcWmzxmuvq7W0GkDpDxfS09YioWcphPuMIOGu2joJSa2bUcJN9knS0PWFa+xKRHXzhFKgT0t3n+Tum9yckE74zdBUaSTYC8gM"
    "PxEgr6Z0trcElnlloFedYPbpgvJZdzL15FbVjOKOiuNAyzPlV3YpcV5PKLlKSBT3RZVwB3tVLHSs13Y62xC7tcWHjSeYSqK9YKN5"
    "AXHN/h/7NYjTjU1MdxIFrhOJ5Ad6k+D8n4jvkQf4cdojRgEdHckkPxhEsFdD8lpCDQ/xT99gIIVrI8IZ2TeKaw0oo5CjZ3i2LxfU"
    "ZMwD5NZJt53mdCCmY7Wycn7RlJUWkRJU0mgUfgfAaU9ylk2se3cz0al9utgamk5RX3sy24WhlKhQ82ZvO81coweo01xVJveD0urD"
    "+lxe4mFGSO8qXLemVra7/Z+vmYGQcas41tw4LcxTkJ12ckQNn7bGhlnbYRxPdM+FVGr5XkPseej5GPcfd1Wv4TnTiPxrsbNyLkFW"
    "sCcvu74wbqQHeSMXhq/dUt5sKkjXr+P84IAIontHBEgrmyuGuO5VFvCadK2wZfx6/WMZXMeBQVldsFoiUH4yCYcXVXmv1SIC37/9"
    "73TIU2X1j/TcX8FHKrXqyePqSK6G9FpmnIL9oI00i5i7nTJX9x/psE/BGT6R7r5284uyFM0Y3bHwN3kcfzKaRtSEzgtscUvM9U4i"
    "ZoelXBuWDwykSJFXVNjnaWF1EplbVvMno6cOH9Xh9cVZcHlugCXRT7Aj/DiGe6Vs8YWPjkF2jBC1CNdbbY3u9re42ugL/tdfLsZp"
    "TSSFx4Zrb3eZsM8TcwFwMeBqwjGWhq94dxu6jotHaHvhDssoxjItggiDIyUUbmXsMOHQw7OdLGR7hsM8hWUR3vMKHDko22iPSqgO"
    "HKQpWwan00acxrnmlYeFW2hMCC6Lrnb7aAW0x09wr3udTNCxNGzqtADrxFdu57zOPN/tSpELmzavM9iDBThVGDFb5zzDFFtRtfTI"
    "BO5hK8Tuv/4647qdOT/QHy0bK9hS4x/HohlsUxYcrWj/HwaxpHtdDvxLBlLSAIrhIYGlnPsPGWkjrMWL8boWHzuOgdwwV3LHyoq8"
    "2gx2H2wA3WrnBDMzrUnk3NAVBEm0rEnDXEFioOZyBpzlPx/EXJQJp7hXuI1HwNmadYTiqvbuh4UW2amh2B3LoOwmxZw9EMJ4QogW"
    "iwFsgmZGsleJE6Q8PgUBx7knwRA+ASt9hXOmzz4qP9A+fsn1s7p68eEIOkc2Ydg14M5yr9gBqZDXWswStm2jaFI4tLxKDqauOGvv"
    "ilnPFQd9ILCGQ2s2GdmWstUpS20DFRHdJ2DOch1c3Y8b0ctbcX6KhB8zZ9FTT0ertkB7BKCL50VGCKszIfoyBnFtnlCIdISdlRmc"
    "tiPFIRYk4pstFtg1OBcdjd7m9tdtwV9eO+ARA8sDIPhp9Pk+eZBhMRhv4Cjm1cKoUkVf3ZLXQSzBAnWbWpoiet0alfMICsl+2Qrr"
    "npLCr3Df/x5IHEwCdMPwJ45xpeEYiVox8m0Lke3ffulKLf1ere52G9F5aANDK/vR498wkMxxYN8/Q1f48Vt94mdTB50OQxwED8bO"
    "iHm151N+Ot4W/C1u1uFusZnCABij3bAInvYoElsRD/h3CIhBqnHpSBE2eGiBLfDtGmBM0YTGjdGgYkXY462Ik5xvOomP2SgIBGkL"
    "HBQoYpYAlA5IV7wLnPR779ceQMOAS04BpEozwoiAZyfdKv6hYGPN6nRwUPxNNm5dX+fr6pebkHIRIwEi53o3rC4hwElgNz//ArFs"
    "vgx64pjnG1MfLQO80UPXvV7F7WJlqu1XDwzI+s9vYxQ2R+NaWJOEa1ob6mXLgMS1xUUy8r7ZKzb860wrG4O4uQ8B57S+VCacWk6C"
    "cGVE4H6CMGn1TeSxhcZjL9qZlYmf9rQKCnigA6vLAK4gACCKE4AVlUk3IFxHCgt+I14QrCz3uiu8gMsmiBk+cC0XWG7WE4xZ3HA+"
    "5/asroRmhTamDchpQFGGpfBzLMPjF2IMUYiBIQVNxwJsCoZhabt5pA2lXBDiZfP9sOhRlzhuCNdagazzdF9OHDn7A1WTrgRpBdtQ"
    "SGeKzjUQxzF3gnRiqB8obVDG54Dh6KgebkYNWStsAutoEkzmbDTt0QRwXDBrNUg6DwD5WSBfeCkHL6BbW++lqPevbuW23tZLzvEY"
    "p16lntanY6BjA1uQxGkD4ziWEF/a/87li+6eeupf6Ziy0qQCpwLV75T+xKEqJ5GrUL7kDhOpWH1XUc6V+OJzWf4G/pzvxCwwmWOA"
    "9oAI7A8rXzfuMbj1C/6/TmEwmptes15dxMLxzN2b0VLbpO30qX/r8y1ijgXiC5YBpFZmo+gMeUjQ+o44FFM3tIl+VzfsWVpNa2/o"
    "OZq/F1RlImAC/MLytAsEl7V9FnRIqoWnG8ylbzM9pt0wKse60sozKY00P+Ym4rQkDQKKD7t0BKU/gPaiyVAGgLoRT2a8zbj4WBkA"
    "RUmetGK+WZWbdGN/LmTfFuAH/p/C781+G9hhiYn+batSPyox8w5TFiTEITRuiE/BuoL+BgWAdzbuuUUQG4YInzb6RLVBhKDLUICz"
    "G7JjjD5RsXKSwJkMgPJVMTujQZvC7CnbV37bPzIMYY0w3/LMkesIWhEAauPUYRdY0wCzOsDq3X+zxzTfy+DSL8zxaMFGfWtp/nZA"
    "CcgwcSwgjEZlP70PXsO4tHse1qjtiz+hobBv91wXI1gB6YzNozj6LDy0mdx5OmszsFk91GHatzfb7d+irwp3UWoz7f5SjsMLkbTa"
    "BkEJ2tuI3V8W+6+1BZv9j55r6gF4J+wvjzIOqfrJsZ+FmLVI+KN3zDpKOeLswEcFHNs3CnwdbNuA/SEmHfZ+vXujA7DhUDiLqV61"
    "OI7t6eGDHAHugJkCuJUg7J88wdXB/V2eUGfPBd+BWRDWWexPDWDRGy1ZBIVKuO/sN2HN34T/CfhRyPtdkTnBc3DhTtgp8MZjx/G9"
    "e0yk+1vR391wpreSozDaJROxzbEcInc+LYpMfulHnksPUysu89MzoMLkCjywI8FUBzrYrw65VYAQTtN2a3rfrgaF02Ts8EIYwabM"
    "g485xDdENrWxCpVs149X/KlAQuIVwdg2fcWDgg3u65tH1kxhF9iWyZe1dU0MXhZRc//AG1pnRSBnIgmqvEyOotZHuE/C4zizUxRT"
    "YcdkzCxEt9C8euX7hoW1IGjlDTLObnfbkyZIQBO9OdoMtK4PjjIAVU4HympCuQIjp+9NkLJ/fMxJ2y08Lm/NuiUE80a8pqOwFMEK"
    "D6R232EbSTr62LEmgMiJ7zHpzHblp9PDCcSp10LoVxrgebZqhulenXmYoIGXyJd6AE1A/pjVP1hAaOYnnG3vTu+FHCi3S2rBNlPm"
    "6v602wxkAbAL1fetR8wPKXAToNIY4Ppowhud1FC6z7IRdRtp6exUeYsKYBPk8aOnG6sTTOp7puvc1gBS2R6Y4IQb1n7qCpm2ye5L"
    "xjCCY+5JTEsLp4OUBJ1e8HMSh4mTwME1Q8OL7UmKPfYnhSdSJFRZPk6CFmUS6osap8qk+NCeGHQyszPh85n6VAb3s9fHNCsmU53w"
    "6S/VFKAx9Xa8AKEpmuoOGwxsVsSlHwSr77NLMLtqN7N8NlwylLdsrCapCFdVe19QzS53jjDH+LZY3DztlyXjv8l+eXzjPhbyuAzr"
    "MhjFGKXN4+h35MezkeDSdQZ/JmcOIr8JZb4T+FcitWOkfm+xIdHEk/zR8jUk2BdsCdMNimtnclJshCUle+EtKFwHE+zNK8Bzg7W0"
    "XlmKK3hJWWyyidM3yR/67DQM7IUW5cNnOknbVC0bxG9hu3q8gTsYxP7705wOJCqe7peGzM/Ej9f9RdaKvafBe8Svr7Yv/3hDTmY1"
    "wAk13lN5uXxy8o+vXfi29Ij77fyqmTf7hLYZ6AJuRhjh93X9uP7rK2UpzQmrd/3RUHIfhOLagRZZMp9gmL7CJK8R9OCoPafW6PCn"
    "90VZH/j+Zj+0hIcKDUOgfR0X0IvM5kifIC4BUEvveDud0HW/xXVcxBQYurQiOeoavCxlbCoJ7BVP9xmqIzD3EiiNW+pJ/Le1eNHG"
    "M5q1s7XnEeiIFtUf41j6ZhfafOufQ6pecjIeexdxfGoiupzQekKldhE4HhlVGngEbCfUZsaLvR+p7nGvrxjwmZNECBMwKhXARAPd"
    "xHML8uMNM3hLCJb4+nQgeq7hcfJHiY7kWE/j5E4ZE8f/8XrGWxHnAbYn1BTZIYE5XMLJbNUn0qx8BoVlNb4cSjvsqL9yp+yexkkB"
    "oVdANpL58L570dYQhuBeIETNBAfD9hWPE/KixzqIYPe7QKSr4jGA9Pbrn5RsEnk8aaqGBIQUI4zfUOB2Qhruswtbz3PiwAwAdr/J"
    "V7NIkcHDH7bMQ3wKwfEFVthwRuUI9ntxwvYJRQ0IzsUPJybkoReEwLBjy3Q/eQDx4KCIS51WxDjohgslgccexXhpUmlv6RuonAQb"
    "A0z+pocEDET9NbrF4xxqA9wI31uPko8FR9MXPodO0NkuAQQhExEN5dPsZWfrRhZmNcO/PdMY7FLjL22uAT5vWiAUWyAZa7lhcbpf"
    "kMCVAQA2zC5vydolQB5r1/8UmH2uvV2Bw9LbB3mEYdtp5ApENvSEbv3QEOAU5QXwdPJoCHcXYFTwV9vcBYGGnPMQXAPhyr6a3gDd"
    "K4k8ioCAQ43K7Vg0I+RhFyONamyILGBcrQkSsjx54DbhXyFEI9k2sHCEENrIZ4Dg9aAW7n0nFmRJxTBb7NmI0ZP57uE9pMj8iAic"
    "dRlRHXDQ48NhTNhtymKCPccQLvXolD/MxrGRCIzjT2W/+g4b3T8V/6Ct9n9UDHS2jYEv/EPWMBAT4D8XHNH9p7kXf4w5vU3sNgDO"
    "tIzY7jyY0GJm3u5umWjQ/i7+2EBvD7B3/jMUf0Z22T8mR12tBo1uwvWf+YJ/ycB6l0UKNwRQ21l8s5zhixRBi1TrDH/sLcGUPEYz"
    "dtAuwE7AP4v9f4o/Noj+scxYvC3OyDh1ohRYmeCaYcGajhL2DpvB0LXY/XwbUncBlpd01kC0s0HcALiV7+C/rxSC8/85rFSHdRBk"
    "dRg/+PMYi3tpP1rx3qvuXlk4NH1xvxT3Wg535Nq77tw3fHGnd2RuZr7TbHksY8snnfxTWEeKPQXRVnCCcseMEuFU+LzYu2zF85GK"
    "OLdCzufB6/wf5+sZqCMdAzg5sFH06gZQ/QEf+ghoIH3v7E8N891ezJrYHZ30LkN1ieb0d3LX7kRGKyM+1jong9JeHRqDez9bZbrV"
    "o4y/ws6Vvmvu1gDvYwvl690+v4XT/GQw0CGwVIsILWm+YGlAUb0sJxSmUff59q4UlhvQ+32OKAyznEcYccbzLVku4e0lPo6OSur4"
    "u8wz7lbQHd7dpA+4y7Isjh5L5uwLnfTdmS6mbxCtCWhgIwv4++7bV2gDJoXgPVygiqnfP1bJ7jjYHgE6E2JYdiBeWGcGYBg3lnJ/"
    "2K+s2EZ94vpTgXTxZvuITf9hypmAMjuCOtFCyfxtDPrLEPSLcIgxJqocjCc03LaE9JwSYk6WCDSr+cCs4yRf1ilB2rYT5XgYqEM8"
    "CChB2KXqLnpO2vZs6XfZpQ5urRvlgJgTD+21m3gWzmkt+0HVyddG0qtlFUZB0eLkZc+VMkZyH4NFbM3zODu+yinpkrOiiHr1God6"
    "wFuVRf40nRh7f8RDvetbH5NC4P60BgRxnV4dCvftYBECGz4QADQ2a8GlYQRf7QM0PQOGK1rDIXDV9wmexzmAVt+w6pGg8Ktpg1FO"
    "W5WhtZDplN5legb6ge8cgKshPtHtxOkBcagWbKeSrQDDVdGGonrgWh+C59o/UPfOQI0VcM18B6ZKG8t4Pw99GmiVhZCZ78LoiltR"
    "WcE6PRB0sb2f0ruQGHbiCV1DbbgFLTW/wPP7aekfjy1dhghMS4EfGD34BGWYbbruiHbhfN7TxqWJ0rMFvIm/OT9d+e6EJwe4mCow"
    "7K2JMbuY5LvFX/ITDGjAO3I9f6j+9vykfy2w26xX9pcVPZdMc0DzbKwtNzX+7EoWqwcOzYi/WxjYzZaG6e1AaxKNloD5LjQgsfDO"
    "gFdXd0+xQTktiARQcmI60EG+5mZD2wG8VmghXEWykM2j5R/zDkU+L3Ek9t6FdoOWLWD3kspRxTwajyHFY4GqXUC4/PFGQTr72Ut3"
    "RzEgp76AzGj/i0mmGI+xLQFD2m8a9oWCyI0LNMBFoFGWkNLdu5egaRKwDordmcGABcyWGbjnFULfLkKciP192k4GwvRARBN0uH25"
    "WH4XpmiZbsCqKIIXJrEGwL8x40Op00MHgRNshipcxK6i9E3vl+HwbwOMi7/Sud/uZeKsjUWDNkFNnNT6etUR2iFiItveMMftrRJJ"
    "8QSN7cAi+/bVht9DWocA4os44g8Xdj5394vUPyN7zx3HhiKanhDCDHpdLzPMHQaTN7F/wWOkdS0Dm7pMCUh7b7SZnOGVdW0A2z0A"
    "PezeMhj6G8ygCaIa4LufIWReHe+dLZqkFBB94xVpLNLY+0NGTKMGmC4Dw1jjh1Ne+AnhndSjMuKPXTo57eskljzp+9CVPM2aHNbL"
    "v5JOX+TumR6dWtwZG+0R8E3k2HigaY6Fx6vgHlQEabQyGM2SAG/Cup5HyUGjUL61gCAp/y25vxncvxnieQqTPp7nWAz8JmBUWKPj"
    "12Os8UVC08BZLdrsLsHXgB28sn8ooCHjgPmGyRneD+lhwsbU/KAYEX1cFQxh0v1ui5KamTCT6ROUhhwSfG+6EK3+Bfyxb+GbeF3S"
    "hp7vJB8vSU2CI1eURMtfjX4TND39fpavPoS/wL7I3G3wvl+EMwuZuvxKP6Wmr5RUHdgxFU+UlJ+9DFYTT5/r9IqQJfhs5zOBm0ag"
    "WYEFrGgf1S8re8GxUuLokX3h0z8F0SzlQ2YVJT62H1/u4gMo4WtLSKrq3IcDCePgWWRv78XHZmlPzMp+bsn6ROkOSySy0yy/B6IH"
    "2gEpyXJahRhpdllkm9IB8vBmAL7QC1AG/RTTgfI7q9ohx520WKBIBOgaL0SDXwxjcmQvvirjUKM3FzoCwObx9GSuLVu8Vm95NDOY"
    "mcD7CrC5jinhMOBVbBKBd7PSYwoUZ3XEMQsef7gcwYMR6BjpYYQTNt37g2A72/O47Qe2VRjwtte06jKYfQSvqpCbXRNEnitEvnx9"
    "Vk1a1DlgeWGWslG9jEUjNEdMwxrC54ZTdTma6xBMI3nq88V398+fK7LzzpOQLxrrzIgz0S+Mdc1yOeiP9px3KhkTDS2QqWX4audZ"
    "otRWiFA+OF9ayoQc3j4QrY2aTOBqHSZmL9Y2HiX+KSzLt/3M2d/RpVmDsvqGOSYP3JABUZy9gTiv7/PlkGVd8PyYwk+RkSKhXwNn"
    "zyPI5TCf7ZEw9X6v9MgEq14xBCo4UqUoDQI6EY3ZiLEdffrsIh373gQs/ljajxLqFx4nSTjKcD5YW2gIekSbx0jHcDzrRPWkfxnS"
    "AgM2ETNQsjLC4QIDnN/g+da7Z9Qk/PU+eLyBw9z1i3VYqrxJZOVduQJNgJ53y6nU8c2gaJEXkE8zAtIpL0DjCBPA1nguBNKaa46c"
    "PS6jnfkmkpo2aZt76yWsqen6gYQAmZN8U64fC6lC+LtSC/Po26fe6spqvF4DY++RTSk2sNcK2eZge8lN7QrlctJ3ufvBfTBUdNDV"
    "0o6dNgffhHTvBhuBAZsDvTpyIXq+xh6WE5QfRMOjzhF/PokUaV4okIrCRyLgS3KdHmfO1jxJuwwHl0ipBuudFUFWECLOrDG5tBKX"
    "OzYZrMuIlSBLn+8MWKdauBpol42QTXRWwMVVuNEAguS1KnQ4T+Lwa3VyVYN5KqQceZz+LZSiMRRg0iK6xaOItNPnqCmNG6n/8rLH"
    "hN6zTbIJERolqqCutgAkHUNAnnw2yMwb6sd+Mk/RU/0uPyTl5INGOxn8+XDjFOWjX+EzO2mPmZBt9QKeFz8V02Y1hbzFIHwlkW4m"
    "t982mbgkyAu7bXw4X4l/YE/801GFcM+1KlTpnw9Y/UMcWyyypNUmpzhbk78CfG+zsqBzFhAydqt18L3dRmbkf1T4YzXKolVsDhvV"
    "hqdl97RsXzX+9gY72tXLUl7QCfy1Nxk5RdZu9zGc0/KMKJAoYZscbwIn/vTz6matEXPMdNi4oEMbgJnhOhcQUy3AH1yCYcxDacyN"
    "wB0MEKyHXoC2HG9COMwAwgoT4hh8Ae9wfLQ6LE0DD2Sy8N4ycA8VYzL6J7E+LizAPQ5CIBztEjAp+FJYf637+QCB+w156pXC1Bnz"
    "k7CWWz/ML6gTYR+nFHovctFGG2tEx3qItq1oVo9mqJR8K8kvCvoCTrt7exIm1erkwrGP/X7KRiTK8xrBbGMKzPr9sAJFjcej6kpd"
    "xONNgGplgt6Dlxx8xKQ9vyNWpcdqwb/MPLUDjc0R3/Q0hgOhJQUWNOVwFdvQWShEpbc77Uz32HWBjiFHIOudgX3+sCFj/+TpaU3h"
    "h6ghUk7wQYbwWOBHt/DN4qPa3nYv13qayrUEsvNGeu+lCOMwDdgwco+cwo1SmdLc2ZFNsR7IDw2OaOF4DB6VEfesfVqhj1KHj9yR"
    "aA0G/0/fH2GJdSaQi5/oPsM+Ob8KHNfEIMJOot4SUF15tHDRNeXlu+u/nuDmBKf3GqdOcshSvz/xzNTM6Zxzy4gBmxlJxYZ5cmFg"
    "cfoJ4QcjbUFO1uuJJPC0evvArqzzIGSF5QI9gDvD7FIX2c+yaNSl37FUJg1WkE0DO69Vv754k8DpfR5lJ+dFPu4X4AS1RJfOxoPE"
    "2ful0m/4G0K1kb0Olk4v3vy+yFv7IyTbmwgUwrh3ntdpYepDbfL4xsR567UMeR46Sro3Rdl15JTPT/uPJvt5kJxvevyd8HFx9o1+"
    "FPq31yFHn42MvnM/2gR85vXe3LHTjMsR+S1WUelih+N5LkLnn0h07N+U86LxIgq3OiR/VyBlr43E6ZOAXsp986kKvmj5hRkBQh/3"
    "RicSh6poWfKzhH20LSsrdfV+1FeRTZgBqJd38NOXsrOaw7gQ66xjhSb6vrQKy3+ZVktBk6V/yIuiQy+KZuio1ghRcTbCggPVB/5N"
    "5SY4ozFtS28xXllQMiQrpSUEwh0hDrDS2NWCPfSb3YqtOgonRnjptsUl1wpu8pLxL2aC2ArrbwrIOc3GuTIloJM6w91i5n0nTzrA"
    "X1OXPhOgcbGCcSw2ajjM5PtDSmolH7WjdlsDWJiB5zP7oete0eEQ31PysdspVjSobHKL7wyOGUSoXaypr2ORuSXZHPFGQRijMzVc"
    "hm5xBDwQdgY/h8ULId2mx7xKr75ew08qYU9o6nk4xik4kC9XIEmfesN33HAPBECf78WhS30ToE9XHUtXRlPip0cDtUAutdLCcADn"
    "PiJX9NF7kMKkgne9miI8BTMUj8D3a7z10EZKil1WsOG3O/CHAGxvd7Wn2KvZ9GS8/S1GE4Z76w49ZWmELngChJumAq433YW5InpT"
    "OEFXQY/4vFRAWegWeQadImSPJw34m8SFE8fxLv3wgMjbj3g4brC2Bm+sWOnedNgoifnYAz8MCuHK4/R0M8pBQ863+ym7y/lRbw9e"
    "Zr7CdH0W9JeIACWqBNlUCTEsxHhD71KtQXAOrPgVcTkGVCknsrtebIMnNK+6CS27V1ngcUYRUKtpzL8CKNmmE4L2EsiwnvBe2Wft"
    "cf9mk4crm32/1QySqY8+w+bSogO6knduDquwUVTGfBtC63ZCMgQ5UZ+6YmHwGo97MdOX8nwpzz+Wxx2qn/Fu2N0ELIsGe7Whxl9K"
    "wwA0STMEynyLPZHrPlhbsD+Oq9bIY/B+wlCqj0OUanjhXzIXjuE2Oz39FW37YU3f0sZ/bEUasUoQB2PHcZ/h8SRmA6fR4Lm95CRu"
    "gPs5pgYUTsZkrRc8cTxVRbEZ6IP2cTemPGNttTc24C8IfVv3OGK+N8JiaBxpUgbPZ+NojQTbdd0L4jhxujNN+D/sE6CpzRdOeMBk"
    "5kZqFQC08NIpxQx7+iik4bzUwe5VkDYz4WHwujnIkQWnR8ROC/iED7g/b4FBTfHhiDBHfC6WU3xVRTS2KEK+sOJInHSVo3Nc6spP"
    "d3bYJCBtg3YCNRSnR8TsUMAc3hKy7RnINRGXN0iMbyuh2ua19btO76ZZaL6emCPh4yKvH+iWBeXDsRPO6QUJ8UlhxCt16GnRmwx6"
    "vzYiBZoySYd7uOuEtkvQMmfgBkkgWkpGev8inLKaEpa6+HDLkCPyn/1Bwdhpo/2UvoDTP17RaQ9HdZCfw84kMmTLMGjp3ZrRiWQx"
    "AmUvLgRHEDr0TpkfqV2FuerHlrQcCQmFpL+z12X+sQXDuf3HoVxKdFZEUCdZfSAfrSYKRdbsADkuvPYlgjPaQH+e7XRiLq4J9Y1M"
    "Zyv/+KISogDNy54AcQYdAgxv/e4J4J/pWKDL2iBS/fSvT2K3nLCPP4HSVajQ8541vPgV2XBQ+BqgorOhECy1gitC1nC2ofeak4F3"
    "1LD8aegqYyqxaiRM5Uu8Bp5efLu9ojJi3/Tn2MlBgH0sIDotOvrxfbpN6K4VH3IrRATNDffA7SfCBuZH54g6t+dIa3C7uA5iPh1x"
    "Ag67d8Cpw/pAitOEJmaebbD0TUzol13bhFfrcXY2hohjB1re1KJ+puvcXIo001CshkwQD5/u7Xvx3jThzeappo7WgbK/hG1/IvEw"
    "XFejBs3kzye8L/kizJmw18uJoPt6Rdq3vdl82aQWikdo0xQUkOdKKt5qUwAFJk3LGfK1YdrGVznEzh4tg4Yh3W0Y0JOo6/7SY+Vo"
    "pXFXeQb0+HNALeXoCqif11qxRJxdLHAkYWEjoxpAvU0j+xKXa7sylfFLvwoNnbcRDvseEIqXjcc7wzpshMbcJI0fK87P91HS489p"
    "8zAaardCRN2s+y1W5A0SBh2hwzWO/QlI8NiwRNZGXEIaT7xse9gF9ug9uiX4z24ZQgyzkh6gHTS7otrzMOGFElUSBOC2Tp5TGHIi"
    "ET2WBLjr4pEgQmHnHC7Dw0iWKbQDIOSiUgLp45zoNI99JOHo0wCoHBXcB0t3FJ9e4NsBK375UX6RfAxxthzk1kV64PTyKl3DMVGC"
    "PFb70VkdJtMIMKNEqCKjndJt/2j900IcxoOgtPnS69rifB93/iEDT4ZOsOK+uWt8fLtJhAFhFuMHO45vXRDp0D28uSXLoh9ruFNZ"
    "wRylrPdXgqkLCERGSYFpAJp8IJ1c5elTP/gfmel7AtaTSy+AGVtYWve8lm/YDgunFx2BOocjDBTxcGNbNVgeFZMRlfKW94E9AruX"
    "V+sYjjwC0WmeAfghmifOsxmM+XQMQDVAt3ot6JEPh/BG3Mo0pYqRObeY+aB7fA0Kzi47PJzqMuZB6KeARm3YGI0MYYsPAJ1lSs1+"
    "gpDo8YYEkzPYC9L8O9X8Bx5zGr7b2o7anA6YNQ614aSZP2LtLCyxVY6LQcaFMDhdjmvZI/2J2vCV4/Q8avn1bQl6bRGOmtHpwd5i"
    "xNq2E0ptKHBaV0zZYjd1CsV0PvSIW2QRNrE1qV2xKFZQDMtcqp99+Q1Iw1DdRqfSMeROxUmHV2CrpP2nN8IZwcbg3Hs6VXb/0yIk"
    "bHA9A3EHJyFOctqhSNojHXlsJcPMxhIor0468HCykl8GmyJOPDHU1SVTXdB0G0GpEIsEfoLYzjPdRYUbPDwOiLSKAjEamVBEhJ9P"
    "oL82QFngcaJHHGO0DgYTHjIlkcUjsBFCG0xw9rLvVMkg7fMyZ/mJNU7ynemO5j4wvVg9D4OxMXfu9YuCLk2avc+eQIyPFIi+CT5S"
    "BRnOWGnUFoQn2kwz6wrjhk0rV6pEU91ceZjfz9F6DXKkh1AF5HNvuSjcLq3VAhCyl7EON+/tea37sge4HWwXgtmjzsuOyV24ci0/"
    "I2eligq+WTusJzxOxvwGwEZ+qq3q7MpGfqSnRjZ9E37VygBrvIhtsJtalAV2ZxO8GE062Xviad4TVOhsZW3P01kmGHQigGLdPmOL"
    "HgEVkLumnFpabiuKA3OECVFPaPF0uMC4Mu4vjNSyAO4ojPaNeszOiXPl8bwHS/Is0nEJgnjMRM9iP+MUCoAhNwPOjvUgSkkOUPhL"
    "SprPlJMwre8bfulRHc/ToV+8+VOlUtU+WbNPX32iEppSJc9y8LkH4WSzNaUF0wz0QiTUra5OisFW+d2clhPnLQZ/JKFgnQFWeVfj"
    "LNY2jT9eB/ztideloP3FRB/iEx1WWghuixAH9d28RMS5EXW6Xa43EwcnGxV6RPZ86qEZ4rV7y98maRM3VjN0HowK7F/4DwxclUUQ"
    "ziBjBgPCUb80SrswbLTZyjhYkYf9ru2KaPpsS7Au2BAt1FoEgOMlMs+9iS4Hvp6F9r6A2c9h/muQXDkasLbXnsYB06yVP5tQjUCw"
    "qa3M3DzyPDw5jGg7AeiuiBNDJeIzQyJiZQb5pTRN8LdBSEdf+Iizt9TZvQJPM7aEQc61T8Cn/x9h7xIzy5alB2W5u+3uxBgJpMbg"
    "FmDRbZpu7MaAbYSxsJE8YMIAyQILRCozIzIzTmY8/tgRmX8eiQBGZsqAhycgJjAEY8kWb4HBgAA3GGxQGxpjutzudxVVdatu3bo3"
    "Wd/3rbUj8j/nts/5c61v7x2PHTt27Od6uB95fijcte/3IXeLiJJEHZCB8ALftBjl8A59vc5epGWhwNmGMk3ZaIEjvGnrFOy1tswJ"
    "rgXbNR0+3hb+QuFkzhAT5Vc6QCIiPSnDA6aIYjwJU3Sw2Wyef2attW3of60sOtSCkua/mk4D7qazjGLYI8otC72YDvri4IM9Fuq8"
    "zT+eDM03/AZsuFAX4sygRFYbdH50gQ5Z9CxTusbnZ+P5cLXTJAnBvi8Le3dUNWTNYCOobZsmcYngcofxLj1RGvvLQmV+jbfiIj7N"
    "gGeKLyCPnQyA4mfv0y8DZ2wNjR6yn1qMWBA54Ih6TSECbxnHmoOFtgnHa88J3bhwpKS4EPaIoE20xnZMoVCEKZsfaoW7uNqhvNFs"
    "VWh/L5LU8sw25gF9hA0kE8AxkB7rjWSZ8W4j3J63HJz7QNbiFptXCLpQxCKm4/YhkazUE2dJAQX4TrPzx8XZcJQiMIsYKCJEdonl"
    "/Py5CCOyX5QVvdkJDTlfi3NiLA8nkWyHnuPUgryJK+rtxxMw5EdUX/qNQsYgnmFL4t/MKNk4JuyYslMGdv46MNwIu8pwOwjpKnJI"
    "AIQfQueozmNtM0+juSbbx3zNPm0b9CrXvRb/AbRoY4jxGOO2Z7mWb1osx1tkD8JBjys4YmSHwwtrIGgYvLkeANXKk22KvqKm77bb"
    "0rMdp6hKOgU4F/nwmi3xEMHeZqqBx2sd8K2daUXvh7P6Pg9dHCkLXNOxCBpSwPaQ/aA1ZwwXQMN2rS8kmzxotIDdwzgabOprNtd0"
    "4hTyiumPkRiCW+jejutWJg+sMyuoGtBuK/tZ575ud+/WblNEjNsMM0zr8CUFYSr7oV1yb4BPoVgpeop8jmNjtMBxvTJ4YQB79M4Q"
    "hvVS0QhlYKfvITfS7u1h9jhqwA96+Nw6bI3boxz4Q5i2tawWBkBBuIF353jRVfb4556zgm8Wrj8iintzEcDnBDFXdtQRmY2iU28/"
    "nHHliypfIfxsEPVMzJ7vUOGnVcP2AF1I60OtvbOMXza7HmoqWBAIo1OYLNtPLVZay9Fwq82F9knNMHar2tApxDTRA2+ddXs02u0s"
    "IeJx1PtoQ50wLIV5BK28bKks2b7RLeQopA3lwjorGrULHcPQ1/S4hdie7xosEigdtozggKVdKA3Oh8cCnUsDtbMaoa+aRkwbpttz"
    "RNePi3T2I75353FYgoDAgQd905t7ph4l512p6xelONSdjrCpFQjqMjbS29qG2NY9SU7MW0y8kCZL17vIIrrkRayMT7RQzmsbmqei"
    "zyaMAe237SowLDJAdKdpyHq+Jwh7Y5RoGWlCBsm/YYlJqfloOJWBivh6oSe+ftIZv++gcL2MSv1+GdawZRmRRyyLSLm9fBuxPFTb"
    "07m65Pq9nnV+W9hMa9sdflsbfx63M9pIGXkOQ1EcPTzcZ0AUjGZ/AsSSGiMgxXUksncDu0WUHKMo9LZ4h1AB4gaCqPBh7X3M/lpr"
    "DrLzOQgNYjnFON5iBVmGtrNsdpbpjhq/YJzlz4ousO1H4p7thZsbt46TQll5X8GX7dotAoptWB0ypLW4RdAHth4zCwWniDp2A5Qo"
    "PMS1O+HFK2IYSTG/Y4zfl6ImBBcxPWsp889+6f2VrCycabHJMRRAIshW1DgMgYFDngW8DvacrbpzprxArZbASymdqoMy5xPIGSpf"
    "1uRhpa9XmVk/3hLcrD3lFbk54jwJDJ5FX4TIKJL1Wgly3Qgnny28JbQd1RCp2bBmnerSbKMQG780DYeOjibiEgQQZ5hFddHCc+zr"
    "luQiPzIrl0Gxni3NZZRP0sMMFMFqu3wFek5uu3gu3WRsUKpq++1a/RbSGCrynj2Vu2aDNqz9fPXoAJUbNazOeIiArLtka4MRjTaq"
    "5/E0qSaWF1qwkmk/2TNtLWvuXcJAcEQi03YgbGW2XPsiTWI0yNIOl45kNm3NEP0NpkWk9Yljox4ewxm0SGPYVIbuCUJS9AA6wKTO"
    "s6Sph+gsay2DNqR5q9hCcslnQNYXDLSH+fTA/oSIkGVawlgh4Wmd8oc5kz7GhYvQwKUN0C4pB6t6hn1AfZSOJQHkofy+FMQa10Jy"
    "fYZztCtY5oi5583hxJcTQQxuHM/NpU8EXVn4eV7oIXy3vu3iPB7pBYSxtG/bWpPEptGI6qiDqEweTOt51HSFcn/n/C7uw0GZ+uMa"
    "vGO4yQkLgBlstAaaR9vZ+5AjVoFrbeFbgx8yeLOn63yLoMsr/Z2rn1onQ+uI2vdxVgbfBCgCJAI0wRBwdZwFbRWekwZjOLXIy5lr"
    "V0oI/kFCIkAOyTAcEsrRRxG3rTRDvCnMZBYxMDZGB0yM41sg4kfT+XMZXYx3Fc5G4ToqnEIE8fmT7LwsjnqWSvIEBnoSJOFaTbEl"
    "rPaimx0lH+J1MOpQD0JnZgdA1+q361zRs/rGjLwS5DBWe3PAPW3lMKcqOaTtuBykay2obKc5TlPICELinv2OKE2XV8wuQprzENN+"
    "ZkYpYO8djEcEk1a/Y1oU8IC7o3EvE2J0FuQQY96qUblUPC6VohKuIyycLaPQvB4XEf062g5wL3fekWbInV/uQvuq2zaeuh8v217Q"
    "K44jXmoATcxwIkzz+0rJFwk6SGIgXOq4UiHlwspAHpWJaZOS+78gbCgB8NDo97tZfSvMeoUDsS7U0wjqOFwEG6QQENQHCM01+NxQ"
    "mdNZzDo7jem2I8t4VG5HzyZK5s6JsnNfVVx3u6hD1m53Vv9tom6/zQ7vdV8Zwz33lV3TuM2K6JsB20ddsbPfAT87tKhtfE765LrN"
    "essOZsmwAEqyeaMoxzh+eNh+h7lVWhRTksCmuQhzCSgMjrlPQuMthEf4GVGNEy8yqzK5JkBwtkpZOWABs5UAikrT8szW7nN/r8se"
    "XFEfUA5LgLAY75xGVhyjbKwz2XY8vmoLZwzakZ4fCpi3zQKGcNQco15qDnvaMOgesGRcsSx67HEHLz0zgYs5kI/hlZJunzgSBKCh"
    "9ytOHqAEbKwaNlybM5jsJVnZWJEf0x7t5tHNNAdwPcbutIl92+6EnR7S+K5OVmtO1VqaumA2+JbpZ6M2AySV0aXuZPc93ROXJQHs"
    "eDvTWl68OzItQ6ihUIRP3DqoLmChwwB38tksVSVKBpRjw66qcEm7eNXkLoOVCnYlcHyHX7nOLk4CzIp6qsUR7d+SB4V6UNyHP7SG"
    "oDLVnxQwBm3y7l0vEjJVIdkUwuHd+YjfhoRzUQN28tkualmxHHO4OJvRMGRDbKMifKgQ4QrgnrtSjiC6k9C6DcCRwoAG6aWHJrQ7"
    "rO52EAwCWXiWX/sG+3xdNCZ2w9reXojTGbKXg7LGdlCHryTE7A1AN5rGYjU49+0ScUTSgAIY2lZYEAXhm2tJ2staKlYoWgPSBqYH"
    "xNjnY3Sf23sLVX6qTsEAcnM12OG39M2BMNoWztUP2P8mVC1s4Qaa3yemMJTW8QT2Ni1/G+j1hDpnBhxjRwBV3mFE4sM08GrtxMVN"
    "sViYC9oBUChoCIzQd3KAF15Nox/jrkq9sKejFA6veGdHvCD2zDsrhc4V+tV8FzZFPyGS2j7QjHpq192dXx7Idy4j23VxAD7I7oKf"
    "1SXZ9+rsRtTKQyXu+Quthc1+x+DC8Fh8sRZ721o9pkwOVu0uYaHGArRXCmDtIB/SEL99chZ/X4ZoBmS21iG45dx63n3gOdVPdJgC"
    "o7UWYhTm7sF1rtCG7iTnoNSLlzF5n8uj/H4ONU60IPzgHpgSrpwE/Tnc2jO3vGjc3od1vt69Dqv2y+WGZ4WfSOEi5hzqNpEFhqmT"
    "BuOpEuLYaJi0+SBdNqgNbzwXH0/k6R+kcwEZX46LebxN1xxFetuY671Np3kWV7Kz8U1OdzXlXNyMxBpqTMMW8wxPVYOqQNkH8uoF"
    "6Bd6dZZNR2zjFlkXRSEZfl4kqzJoxCbuV68pmHZhte/W4RvcOQVM6CSkeIq65pCUc2Tt+W0kjlyI3kSqK12rFVNcXN3zlNvFDGXd"
    "ag77GYu2pqfJD/sCBz1qctdiPrpzT4nkYtiB1WUSlZLW0uogHVUEWlMHGOvtThmQuGoALIXmgK7mcDMrBWV5xDk1eom+ZFFG6V1j"
    "OmqwKm/isFcSgHmo6m2fObWWeWcFQ1cBYW/jAzGSN4LWBzdcBRe1dbaEuH42i8iQ7uOzXoBLI850NlZG7Wbvy4D3DGIjnA1Hbnrw"
    "UUNjEuzKLgg+oy4lZ+k9ctjuSOZd2zl0d3wRKEkvZR2cetiOdZ5T2Z+izAhFRmAZmLVJdwXXM6KCref6qMqIZezA6qNczu9jkWG8"
    "86Npc4O59PsVoTf+nJ6i56D2MiK00FN7jurnsFTCS0iK7RfxsQYW4bChkz0fwL1FBFweN4LZrN5hoH2W7aL8UhQq0Jvcw6nJ823n"
    "8mZhHC9t+xRxUq88RzSLCPfH91xgi5y0+WnfPBw+9YRLHw5DwgAztpE83SrSGQai+/JdmbtoT6GPAkmnGC02V8jdA43sP8mLAH2A"
    "5MBzBz+MwdUEtAd5INzy6Q4aT0jCn+6V8sfAqN1doiTrjxnHzHGSa4GN6jfKAhGUSArEVCJmscYbUdFtLa+T+ycFocMS2EVcFkHO"
    "SNjdRNTyjj7pUagIkG8fSV5wFGB0ruVI4VpnEC4OTQL+ORPYJ9nngB/6jqTUO6FgRFUEbHtvzVtJSUCeiKQcTuWosIaErcZrTzZR"
    "FhXvySKKh3Ub16/PMEzZeRgaexnDf9hrhLC9c1EzOisFaCLwJmJ5fV8Of1Yk2I1Yy30bG7sAIURlvOHd+Da77RFmOyHIbZ0qP9wu"
    "hjptpzfSQRLOQVRhQMXZuHVQ95ZxnoP37VD6oNmRj/0V9M9mKH3cbKhSTCu6by8ZJKHhdXCAnZiMmHrd+Id8leYwkWaU2l8NXqyz"
    "2m6ADRxfwweDvi3F+ebYXMEZHYIQEY4ttHkT15EDtAleS1/rlm/+9S66kaAoDhw5HDGENdxkLyfhrmvUx2Eja2ySMOzwyaA6u012"
    "jGc5tp1j6EE7B7k3DtnCjnteru3LujC84kcxKuNbxryrhmx2vht3a5p73a/d6mtwZBbCjCCO+YwQTuvGvoO4aTfyeD/Y8ne1y9wM"
    "3+zKr9Ylv9rbfpXIZ2clctcCEuUrLZDVugz30NFSNHwkdWEgpbtvG0qvGqDKR3encLFLNnR3ip119wIeA/cZyF5DR4Uro1eYKzSi"
    "fv++uPER0rSopnf1WvesvhE48sFAOOJV8EnFwaIgJdbdW/wku4XF/Dl05XfwZXFu8KS7dy33sg3EKOdupWMfFsUaqW6L1fMc/xST"
    "WM5GpTmYRR2RRlP9YpvgGKIJweOGQ5qfKiPIYgVQI+s+CZ1vMuCknKstOYoujj4Sf6q6j0VLLy6HumQHHk9W9Qcsq/ZnTgsjXXJC"
    "MWxXnBbVeslmd/dX/Kq0fnEHRAZ2AdDWvnhga3/D+qXosanwUtbj+kUm3V+qttrt6sP65Wx/V/z8lPO1X780A2hrN+jWMJH1Yn92"
    "gXFb2DDZGMfDUsQmjaUoBfx9K+ALXgyEEMAy8HRqxGnXh2/lKT5U7z2yzIBrXBL2i6hiRvZx5kAfCN88YQLrz6I0oSdELUmDOBeX"
    "1TqHDPiSzj0gu1llTIDH6azRPUjLxJiYkpUDG+2JagposCQVwXmtNZugOA2q+y+3FlLNL7eXdb9do2HkWmcvUkBnBrYaK9JX0cUG"
    "5NIiZKyVKO6tmdeFxUeDVyOHwcgRP2txjWLqZNNMkgtiMBgh1TY15qM36GIq7uBum0Y/dFMdFubsNuFeUml0EWQDDt/wZqSn4fQa"
    "vy2FD616rykKA4IXCN7WzmRy3J1/RVS26+YRC/kAj5nXOiKG4hG+guNRqSwLxxeUF+QnuFYIsiHl80DInxSV1lpajJJgNnbdczmT"
    "7pCpukTvNkYgEBJ3GuCLst/e8NNaBoCWtYB81gdonzHFx4GzQAoCviqvbY5+i1qB/N6ffSRH74GEp8CzWTBI7mJZA0thi1StX82K"
    "lUhSHwPk5gBpaLdJ1OgJS/nxgu/wvtPTAdGzPInF0aCr8zkSSxxugcOCb9EV4lk5FD1cv7M/K4C9/VnHCG+wAyirx94SLOeFfTwF"
    "alax8J3RF9h3tWIrcND76/z1IJDFcfBWS7kQI8dnDoCULeMKvbzSA1yL2QjHXNCberHNnqCiQ5DePSeB17xVYbWlwJQQ+C4qAYC4"
    "HNYOFf8e7EKygfboxWXCuPTMc1Fk5Va2NQDYeAUYBt6lU9Z7r/DlFttxYhT+EPRcCs2FlWNYriywiPE55NsI3+ZZxPssQhHg7rQg"
    "I92bA6oeKkGDM2ac7lHWscDes2z2+F7ASyxkOWe3ImmizbykkfJxLhnsoSJAHyAOVG72elgwFvUe+3PGLtsKZb5vj7QH2Lvz1EIX"
    "lKYMkT3WxRH9FxO5p2jgvnBWZtA7YE5azxq4vydiPxwm6gE0Bg/ANOpL9WXo5xCxJ87Iv0kFVYJCsQsyx+jhryRhvYOYAhp5YKc4"
    "aBAQcGApCDWTAEko9XuZj0QIanZrPVWx3esRihPs8wFIiCeAEqskKmEHgy0JKgaXVsQK5zYBFeidJ3G95lhWAWowaDcEXwfw9Q0f"
    "A9CAsJ83ONjoWM97IBkVM4yi9SBudoABa/CLnoWcCWh8wek+mJyXQsaO9E4a6KJ6DAMRpKW6HoOvogsPr70cqmVdxQAftfYeibov"
    "od+VRuaG+UqsbloKURwlXuAC0D1ab6h/oIUwXs5XxIBaNgh4xovXUqkpJBuDe4DVUIB17oJ+D3RzxQenDWHnm1lG0WOKAIq56k1e"
    "Kq4BAzAf3OcQ47PHeuRsDyEj77uXwesi2HNQwKA4bgcdb2eyG+04u1d9Ew7Xpm5nbPfXSU+RzpU5xyFvr2BB84NNvAFE8fkBYoUj"
    "aijisssNBK+lM53qDWGjogIrnJcZREo+9P0V2xIz3GRv0NhGwmYOP6quZIGBaejYRCh2ZhTknQB0A6BE7mJWM1yeCLGEwoGfCEED"
    "sTkipZrIZs7BUwC+yNkwDDAv0JJotYeI60NAfCXch9dW9MKEq42jOkx2lY5ZdrwD+e8OEDGeRaImnJMqghlsnYatt4WVt4/Yd8N+"
    "GIm2urg9JuqtZV6KzrDPsFLPs1iAVnv+ggVJMevf3feYjDAHCpHaWV4DsRSXCP36txH08fdBpFsOQLxEFYHsplqypBCGxSg/vKa/"
    "E62nhiKM0gl9Q38OSiYrwi72/BzU3OIpaj4jFj0j7K3zHNjE4EtRywyWxYze5GzOsmqEb1+4UkjwIkCt15txPjKAX+WmYtHEjR6Z"
    "rGdgHyBpdU1QS28XwFghBELsLkSvsL/K+FxquFvaqKuCO5UyeOFA2UglrJaspVvr4qCuaBtcq7ihfesgzh5EvWjSacsi9T1bgpGd"
    "Kq6Rpbss2OhM2JhYsxscvVqzRwz+vH8XkbNP3DcpRQZPpjNz5CLk+VV74aokAWz4ddqOXic8io4e+AIUkQ+JZmHuCVNHwufqtrcm"
    "uC7XafSBeWYR3DPT0SDwPAd1EJL6Ody3lzk1358hnU7KEwaqDHmzqNUS58oNkN992KpdE+AAPw2H8cL9VDdSGFzn9pV3cPEOuJ9a"
    "9QFR3N5EMzy7NfOId5oDAefreG4oGsmt/dLZBsbofOjAsLydZUOJiL5SWapn3aLaqpi7dbSAZv1lONfDtfBmh+CSxUkRVJUMmNd4"
    "3Ka9OGurQBFID6HBGu2QN7qDd3t8tGHsG2fyWqIJsyJcy949ltSea6SEj6UcTHExad5kb+8R6ztD27TYbfIk6dssAznpdiojd/v5"
    "7nrCsfdBGhDOGFlbR1U/jM+w6FiK45EoLQHmg1aafultSH+05zjZSVbB0MqqF/PeRZoTvVY9JDWhppMCDz1GrNZo2tjBmke+9bPU"
    "asERC4sSvbU1kO7xNxe+vPrLxldafecWuzwgBQicvzYebxeqZQDQdwItjOAcwhF1rNw9qSP0ddrQhEcAmvGwgCKxlI4hQLuzQtqC"
    "o762e7oxNh6zvNYJDSHHrJ6TIlpsMFqTSPWX6EpGERID/Qd68GpAIEgJwrUTzCIHex6oWFIFHkTLyUAHnISmHWZA3SCksM2qBu5m"
    "MZg7lkXg6fjhxBknIE2E0WfbiIwkRHNDMTu8WEsMlXQTBeRqW26uknVetFi7Y3ExvTavTIpxUz0K5YEZQx4rBtlf5xhvEvGOs/4W"
    "dp9grNd+Xkrd3gZ2RZjK7zsrR7zu7m4HvXSWc7sVm2qLTFbh8d1CWgWmYgBU4QycxqOALAhAoQZfEd7OQJ85/WBDO6vc487yga3X"
    "ntZrsKmPPaCFkiiD6VgRYEChL28MM4FEUPikGx+GZG5HMN03dJOGEHaEwIvcePZZQhbxsZY3e+tSLDZmtAG3COerah1vDr6Kw8xv"
    "5D98VAH7Fz42s3qTB7B7QtiF0jhCsncERNVrgJD3BMbLW5TUbApk+WDLAyQbF2umiDnoShSimB+TrrYCYL/dLVT6pi5S1Bg/Fz4m"
    "kZdQ6eWVtpUvQ+t+vCi3RqHIrvUoB7lFkukcsW1R+7Gs4TKOEnyuAwzRAGKWd7DY2Ok22KGiCWqa6/rjPviIUFbk9RgaPNcIYKlg"
    "/oFyuUfc3G+9BXMRo/KPHO7tzxwWe7CEOTp3IY4YKxlr9a7G7Lu8nQ3bN3J/b51Ycs9n1r6k7b6HIeLS0GFrvQ4/J5ANZbyBNM1R"
    "RudwWuINs8WIuzONQ0qccixJpAycsNGTtjV+iMebdSaLl/ABnacUnuArtQoVwX1O5y6Sg8eAP+zchPBvBnkReRGBkTN7hxzn84j5"
    "fI2uJI2nPd6ckj+9t4LGOcwtngjlRJRvU+xaPENTab8xUC/k5WgBPNFQJdqJFkJRX0sSDjIJtK7BajrbySbyUSmxDSpiIzl/cBpV"
    "M70Q9S1n4hnyRirQm/2QC47ikr6ehE4pWe3abw+H9sKuCf3eVrRfa+7lMy8xG8ly6IG5/GKTMfpOqtuAqNEC4udL4AcMWiyENIXV"
    "4zaDtJaABZuydTRoGfgnn4NYC9e8z12n5xRozWbRUA0NrYea030onE0qzUi7kz6OnmPdfUQIGM4JsPPx5lhMkt5YeZqXuOdWegEl"
    "Se4DjTm6XGBU+PQUroZcS3JsfE5vIha+KODV44P05YWhBbTpXdRnEd3x1Gb93M0sD+GyfHYmuIj3BtYbmQ+uM3Rz4O0DLK4vifNZ"
    "zpcQ3wCZUtBK7asOb9YaLSxnryVBRIrXjD6OFCe0vBWKvPea1buKo6GypEXwBWR01Q3OLGhXpMPfVNhXX+DgorMcFa8XEtkf3oTl"
    "SZtU+IKFGDJEwKexOasE/p1BbCvc7CRszQzOGCTRhxcyownbLZDTSLwwblY+ux9Ty1ZCLhZfS1nqxiWyZmM1EB1QMxXXPmqFxgBX"
    "hpxv/c5HLREBHK0YaVzQGS8EoHu42cEAOOdyIEEb0ghpC7MYMUmymR4+fUTnpe/ETNYUi3JbFgh2J75VdhNGfM+b0KchC2xX21tP"
    "HU9g8d5bArp9fuLmepF+N0PcF14EfWEQAW4+Ja1xi8X19OhNMdC4WFIBNtJ5DCA9vwiljOiOhiqa/cficGC3Dg3X9azqCiPMcM+l"
    "0nhxI1PR60nYMMcnwkpHXvjCsw+7pKXSnofD1B+dAoabugziRgpUC5xPHuPJgKizZc32zKr3HArmgL8ZhfhEDlOGKtheSl9Jcjro"
    "CtayFaarXZ3m8bhCcsMtHLMohrA7jRllhAtnC22LtQ+nl2omjuOtM6DhibAcrXtgcRGtawkvLuRcTHVXnkyGym+MgI2tr9vqkh/V"
    "4rZ7bTB60C+ggrpq5JTKHKCVnBzIZnhylE9DELyw5dGWnfNNBqfyUuRANUNVJmHNYj00H4Mc4srD/JUOS3eRFlTrhdV5LmwgCr3O"
    "UA18bjY9g7cw5IpQ4tiJJrGB2pIJNYHvA55z2Fi+dvbF2EwoHa3v1o5mOl7w27zbvpJHY3O8bHEvsk1wOrajKbObXRGDDzr33kc6"
    "NLOOx76Ud63ZCWOk+7z/KbRBPVCE64JGENI0Fabt2N1wSQWMWTw93puFT1v8Lpe11rVJk5gVx4UxNp8m3YxF8uEngntKqvoH7MpM"
    "zjc9SsCxv9mT7zMT8Ba9Yv00DBox5hX0NQgPQdg35hIZLM3KzZGLTZQcdxXUTSMPnSgctrJOMuCLT8lqLIoEhphIdVJl7duJv4Ud"
    "PC1hGJVQk40BWB7aZtPg4NSO+ABO7Y0klj5jO+gjcVJyc7lGpmt01PKG7U35gbkVUFzC+he+LYxWjBRKG73i23AO4uIgO4jEAewx"
    "dBf3RsoC58rqeVWiKlXWYVXH7Q6PUx25REreMFyJURbbebawY2GMuaojVEfElmk5qKwxPMJEszDqA0ESp7Z7kus7MPrZ0d0Do4G3"
    "EPqf6ii7JwYoLmncRh5XcKyIGb+oawIfnPF8jCzBRhIK+WDZLuGtVzXuXVec7ojznJpp/E7IKHU9sr4rfNmONhvjcyPM7QBCnj2c"
    "QalfHaDSAQ5RBMotbWeLbZadEGMGntRQUoLtVcULcoRTDWNc9X1JIiftggNZeyCzoy1D56ojyWtB274eI8qmLdXsL5Zx82IZ1eAR"
    "x2E0ON/w+VJC2DOdIV+fznf8uFzE7/18x0ZZspQLfFuQLmYIDLLbwPMjxGte2BeAypiLwcITsJoOf01Ix9cHXX584LTUK5eTfjF8"
    "j+4CiADleent/V9G1BTQsJPIALSE7EKWVG/w07CJ1a5mG1pv9VJqtonIAWw3q+DrI352TrfXbgdCsE+3iY9QfX1d4Yf81VYa9at9"
    "Fg2cGxntSNSmONgcbhnb01kFbmluFFbtScJY+Nrt3Iv5QEQ4L1IpDMsDzydlhaXnIKy+KSZSYuSjAHqG+UIHEQ3UUVgIhH+ELOGI"
    "WHjddL7xtQUL0SFp3kUNgDtjNzX65BaFboRtrXHoBiUqRrF2AFXwwcHvsKUdd7GF8K9HLHsSxSyEf22ajO6Jb0xbq76LSnEcx0W7"
    "H33yowgugDum+Q3h7OktdlhTCycmyd433YSQps3OpogltszefISw+QRyFt1ICwCYtGc8dqvEsHptHQz7LpjdQW3hJi5plmtViCux"
    "sbdLznIEiBXk1GkODbs4zDUmqXl5g4tlmpUjToNeIOnu8NuyoHyv+pOJH6p9BhrDR0BlpRCzBRTpWrqijSNQb1wdQfhrgSns2g2z"
    "dLJF/Prp6EmX6VhM/uCiHhlKDE9pl2OrTb2n2GymQC3DIukj1yhkLFeeJ9S4LFMhj/9s+OAj6bQ34bvuH6YuvEJ+WaLrS3xpuu+F"
    "fiRdpk4/knHW1Q293GLsE6/0TfqXPbZSWVyFppYfS09d2tC4zwZrMIv0cnvkunR3foqWx7y3MW983y2T6c+CRr737Ik/SII1A/hz"
    "wVZK9+ulpy16mQ/SaUpLgj0fS3zd7A7WVHAT5uPp2L6nsZOPpVfNl50/1v7+crPznCgV2mUsRwdFt4HvXu1PLBK1OQQ/ZcvYkSKX"
    "Ls8pMx9IL/esiPrWobmDJe4NhOeOnCUsIpetdpjUAsDT2iinq9CVgiKvdleNj2mtjzSJcfbV8oHwqXpxaPJAdoCBOa3Y8SjLhY2c"
    "tU7yQjM+YtTfSC9jWaLCWmPX7zD76ff4ybwlAE7r977/0e+1BFZUtep5n1p8F1uoxEvigWoeCb0P9kQTVjXsqmjjMatLJ7schlQJ"
    "BvY2ewpLMAC/Y1qK9pC6pITp6/0t3mQTcBaJg/lVegPsQ4h0CVDjt6Fc0tWhL6MQ+zQQeNjsNvsN7DJ5kBJgiU+AR7CnckOedpLb"
    "WchoWwWOVSAP8d0MWu3QJ15Uh8OY4hibWHxZOJvDkrsM0mxikyFtzEnBXTuhi31frnIruhALbT2ZCPlY3GZxrQSmbFP51DjGfgPs"
    "OF5aZQtrvUUGWtqX4YUcN3bwTNLniGM3zkJbH4tU3Ry2PKWX72sgm1AMvCnqF5XlFzJIHjG7oMkRPifJW8tKkEYwKzjDctDm2AZI"
    "aciBtnPou90KtIcNBYkU8qWP53vEuJMB34GO4SeN+ntaWQTf+l0jxSsPvxMyiCsKcjuYaGT+eCakzqDxLHzRO6ae/JHLc6rsoD4/"
    "AdTqOAWenFl/0/mtoc5LRnvJ8yaeVgR+naSNWqFI16VdBN1HXlKuE5N5XeGAdyTi6AI+HozZN03GAEaARltQSBEZ41B9KHyFwsu7"
    "xCYwrCrQi6aob0wDcuWR5W2BQyOe95YQkIlDh91sdIAxlB/Vxq70axDLWlVGGbIDGrgiMbT70zapTDkVGli5aOmcekmOodcww/Cp"
    "vYxKA99nS7+gzwdIFTljP2yWQWPwRj0bvmlWv/zG2bsYzQdoBc+tuuWxBYUS5T9ZSpHUnadBV+7+vE2BOzvOuN4mZEWWZYpLbfhb"
    "otxjcoe78kMAkSkoaDTMG7YPjozUy34y6hfhrDbiYb4koTytdxerLn/x5HE1QllK9E04dvKxSXMZi5yOZzj1LbWlFIX16+WytcRM"
    "IjdlZPhN/nN2VQiOXBV+kZa3dxjBAQSRHqdUULskQ0hbDJpGU66UTNmnbYVcm8C4lzwH+fEJ4Noe0Dmd6AZT3DNX6qmbi0jU7b7z"
    "BowKYWJjv5VD8wiWMyoWr+E5JtuSnVM8IccjR+OOZLH0NYz8AsdC7d+otmQsNFUbuDU23NEB4lw7FQ41jUPjjauV487KT0PeUX5j"
    "jF/OoFzxJ8uAzbwQb2DQvZ8ZdGVCILrqglC/B/hqMixzII7Rjq4GGBbSTpWgmJbQDVD3aU3fOcwLeSDehfyA5cUMMcOFR+M0FlY8"
    "42FNwyr7SjehjZU0HtFZj9bJoOKJ87pErOQZ4jZVZJcDUixUjVakfR46eah0hBxg5IEh5dixmDrs9XCz2GHbL6BLI4xul9nduQaf"
    "YyDxv03nFGEBfQwOeDAq4tgfONYaJUhOzkpAzsOSe+qBg+iE2ffVXrON1G5b/LhV1dIsLUKSPJaIsJSnLbYhuWx32f+EhTsSCLPV"
    "gSHvmgO+GmNQizo3bxGwQmqUy5c37hlYZ4U3SYaKRMDK+GpH3vf23u/1rg2WwDm4utd0xWQcx9Xd0IKjcYaYHa2iCLna8tzo+Rtd"
    "NoIZ884egtoUsMcVJD3Xze5NjBTuNmx6deZN1x1u4VKVMtIdIO1a7WckGe+EEcU9hVFmgzQDAj6QFeyr/TuRquByVVsxcWcGDvRd"
    "JwNyHqXFJGG3daSQ38RQ4Zy+aAR53+ta+mBr+0B2d1FoARDUl7W+m4GmO9doKQfYG4HlIRAaohuwKgvSkCKVFtQHqy4uhS2m/XTH"
    "vrDhIRcCVAhX4GDWvpZrtd1oJx/bxtqvo7I7yEI9X+GqcI4FeCJ5iSHkdjKRW5kgTqWO3ENowiYd8yowYv2COjYOxV6r74UP27G3"
    "wtrZn1171+LnA5+cN8zgY+FsPVgp7jfZDo/h2WrxYBPKXdumxUo0vp5h3+FHr3DQqjOswdBQ2HQXj44xiJGeC/hDuT/RQZsdWSLx"
    "UtIy1+wtZcCmHqxzkGCIgvYmm+sIkDf8EWFNXF9d7hkD4V4N9ovCcJLrjbk6nt62cCykuW3l7FT5S9L5UXmSXpswDnhK/OgZ7CCF"
    "dy1mi8J0adNHCqe0M/Qc+ARqER+CAe5ANy7GKaNgP2QAf1pPgc3O2rSIWCYyzYe2IXcqTg2KgZnoaxJUYm3pI0QXLA74thzlqWCO"
    "KWZYtTEmy1Ez1OM5RqUrex0ImC5b0GH91uMqwzTzx31EBWcZTYbd+xfwjtlJgzPdEwMltpPyZD4PUd+EddRC3mFRds/xlFl7G+lC"
    "A4qWcKICC6Oob8JhmPttdB7MvU1Y3uOD6M31g4Rc0159y0XQx5zAUOgbDvZ3wQwJehn227xfD1Zyxwo/e/yjHWtNxMk6cpCzaAJD"
    "yh4/3fUCGLMrg2OxlQQuvJzab3eBVUkDVQ9ak6TyAvGaASpCsLpSih5aR63OTwxZA8C+nTSRndcxGgfApwi6kaUQ4gxxQssL0euC"
    "2BAcqd3V2iAuaGGNaots8odZt5tEqwKVAXKM8gCkFoWQQ9oZ5hnQHJXW4fxNPG+BKEIXkkUXKN4Ow8Vv5E+RdXEBb6Ica6lTZ3jR"
    "3iMYF7h5+EminjFJzDcLcwLWkIzhLiN+BV6iDWMGqy2VzVytV1izH0ehQEIKBCVVsZmvzlp4oAsFEArwDLT0KKfN64XvZkEOPTix"
    "kuO57KCBwfDmhkAhWl6sCxXE4knsd4Ypljqtn5/KA3MJKUKHKb1XwCnXDDOKyFJx7+lkz+3qhkVda4xQQM2dpOCUHsi6zYJAuih+"
    "e1yIl4XkFNpx6dEk4kU+LRQ6FANqkV2zdrnzATmsOxfRBnLhZN9kH6xI2w1lNKF17TW8LdD5twUS4VsbT9+e117czzomm57H+jhE"
    "vkj6dXb2My/NLKxQurahYuy+MHrGz+NNROjZt37BKsWlY/C9DMCNefsc454uOepcxlNwSJJ3H4lfHp8PKGO8m9U8ZxWLLI8xo7nb"
    "yDFUXFmGNYWfI/RCIlQucB4fzTEutUQpN8jH2xfZfiSd8bXkT5Y3567nHFRDNQfDr3e0HbN2FnYoF0G8JetB+u2Hj5N1M+coX/uC"
    "/EaO/ODZPOJNcVmWsmzlm0z5UcG4NVVjMOHBnhuYCFYsIhx4yb1xq9FjW++3ZKiGzfFu32mLo1nvWTfdddKMwkzSwquSIAU+CZ/t"
    "JjEqumPDUFsB35+2nnqudCKu1OG3OYtyebbbfESTZr1cuPWitSH8RiJhwrl87Bpr7riC4Jp+SWaoa0k0oKd6jttdbIeYR3iMh3zd"
    "6zmOG6JpvbTPCOSlDCgXeMK0NC+xU0Ucy9bX3xW23ESSC81LgUZRjQQMPAD7mfLqGxbS2PjOiSfry218uB0WBrmW6ZKQUDPrA30l"
    "dqMjahIIYueUz1ekiHq9ONq2wefvAkEuxBFyRHTg7BbB4m6fYIu56q6NPGGfUVYnKTUtSDlKwvx19c2WTTXKacDoC5SOfF2mUxHU"
    "6hak7/axjj3ghYOIOf0Dx+ZKWjR6COYhi0LsgzJkd6vQ8hJXq6L2DO7NY3BvHkOX5+aBNu5JL3dMndWKjj1bPnQRioF014LYG+si"
    "ni3JCwYpdkrPkpA1am0y6rXHkqVCY7NY2CnWs/WMjNhbKOiFQmty0Apw9bRlGrezlvFirKB9XJePBO7R5aFiAlYl13JDIN0V67pO"
    "DovSrR8rSKkKx24MKQIpOfSxQWjBrJ/1YRSKcQIDUVZVkx+6onI/lOsx/cI4DYLfckOrdK3nuJcE8T6458Qfc2GVKYfyLW3wMyhe"
    "rEluQ2GBPYGbaxkVGfptGiwn78oZLuO7YQHz5SPkNzjoCZ7XiCKcVRg/iMntvyf0kTfgnAl6VFrqlyywdXvrJzWTZWBZc+dIeZB8"
    "fY6UxHSOWsJNrl/WHvM7Ilo8vdZsHLWeP64+Z5QCJh7JN3jFhIvzFyPRZQBWxauA+gNDGDAa4/FY9aA6CqRnSIq1TGQYPXLEIK54"
    "IBVlUMgwGB/4LsEWIlpo4MJnZPowWdbksCx96D5M5Vkb+nyzlmuRnm+UB38KRsOkkHQQ+wi6EoOHwmiyLrDh3o4nwTqTwxhDMPR8"
    "szgTzy/9nDcJ/Pj/eqnS7NLiptJpqlH46XF4wmIywsg5f1e9QfzaUQ0Cuc1j0UovAnptiBv808KLGTBRBj92g+ftQIHjXXg7tDTd"
    "WKteWvCqT9sM0Sf3Y0liY2xacTeMJUZov6tSC2yejeNHdBFI94Mg0KApMPXG3Vybtz6jLzmh34WVlhNWmtdupgWVzTU6hnTBr9qJ"
    "IgHC0wMWypN9GAYploHyGw4IAdhhTLGLWweHp4KvehnLAO1BeSfqkgxjj6Vi0Bpa7Rk9GbceRn00kPmQ+ZUBaxN8deisrzXs/4L7"
    "yPtWoS+52ZWxonbv1vqCjcSEAfAsdiUrSOdUjQcNtAcyxSZRb4/vHS07Od90gfDq7tzTH97LOCJHQuN2bV+LvJTYlcadDcPH9bjP"
    "wwlsGo37hJ9N8jAUkYmVsK+BeNgOie3u0KDI8bGfj31d6Flz+Idp5KbCDppbnjjAnaClv67HYm2vyIaTBwOV/fnib102lrEKkcXG"
    "iH1No9Zd7bb99nKnVIlVUW6K2pAeNvFH9ahjMzsnGzlvMzpi3WyocqyF254Dl6VK2tjA9CpkCriLhiDmeG6ew4NUjNN7Qp2nPiwA"
    "18gMyJQB406QUSC6lNuGvE2KaPvemQ1O/OZIKGgyU6gXbUp8DoQUmVpAvGKYZtlb2WGgYgSmsf16sEm01wMHtJoxWpVu5F5ghLsb"
    "+COnqcSx0fssiGwgraucYFL3hOSKowa2zvH8End27gIcea8z5YSFKe+Iy92FpK8Qi/7dOGpqU3EvPK8CWgSMm4th3URIYCBRPgZm"
    "1GqWtUH28yWwjHTqucGKnnO3T0T9pn0r5+uDMuHpb06MZz/rIrRPagxinKNsZYmVAfSWGgp6jA2t3S4Rd3PHhuYhwQqdSWeb3GHU"
    "7dyGir+VhUsoBMILyNjI2v3Y0Nr52NCys5+TTfcWTwGKlMOXEdqopwTvyJ7ipFitqDDPi9DFPy1ZesvRFJDBFNTmC9m2xAJjbzme"
    "0GdUfm5ifXYtKwPW+OMrmIXsFzg73LQ4F2wdmxRltZBtQCAEAUY4q1UBLjZqaA7G6Jj87FFfLFgoWiMEC3tjg01vZxtMVnno+8ri"
    "8CdXBWNHrTzJQjrT7ojj0Lrz4LOlGI+UrpACxTrkKp1zLnuq8k36ONI5K2CHRdQyeOFASaq1Xa6sHao/d/Ohh2o/SVeNfTjpUr/g"
    "qukX6ABi9xXOj+yHPtsYrbsYtwvgT5LeGjiM3sdHIat3STLnI2WPMdlFEmJL94m5MAqhWGvE4/u24I4SVzJUwKUHtTaBZqdaiCrG"
    "up4dwyGGi5oANFunOOvTfNxKY/Dd0wk+VyXEaohrDfuEf8MErP2Cc25NwLnzYk0ckde16hgUYS5gVceomg0DVtBAJJmdEW/aKs89"
    "1/4B1N/RjTdoGPehlTgQewn1bvvcHicdgbuMHDuMdtFhj5/lZjisOaUFkXstobu4rzMLl2vNn0Z23fYMVj1aGzM5j4YGQwUbEUNS"
    "jgpMOT0+Lw/iuIsNGS4R44sa45WCuaMNvewnEZjxBotbV67vuYuQ69b+CvuVawj4yWUDKb7DAD6jmMPhBTwiFmhD6w8eRKkFnM9n"
    "FcAqzyLsHgUWUWrxPCw0lqKbnDaWC4izm+pywTMhSrr3sQ2XwRzF1pwBWjvoUnVhLhExkEPsxjiIVaPrbn2FCVprqq82o5BXHGfs"
    "Mq5uAeNqnY5VxCt0xFANbEi3ASlIeE5zJcGxWq4T19GzvL4HeG2Cfu2yKGIsYaKQUsNy1zqGs84Zi1OsPbkeqnZ9PW7x2/b2REe7"
    "glWLaosfC6ra23hnLVdcpHY+9vlBAFvXeL1WNjJCtRGP1QwP6umEtYjog0S3+rf2xUewAVSXAkTdw6T6era/jzSkOdING3qaL1Va"
    "ai6Mcwx0I81ucYEDQ1g3lYPjxbY6nUyAbES3MFpUCPs8h5hvDwCmDTfWlTHAiVasMB/CTKeSLq8CDYoRoK2bSij8UzMQdg89wF16"
    "YT+A0g1EnoWr5/WaM+VNwAJDJXrQcNGF9JFYlNab3SnejmCcL7q4iGAIbFxRRPjbWFFC7PbKhzOS33+NZNgRvNbU/7xab2S/7U7U"
    "Gth0dphFYmbbikrgei4h1KPtxbXQHTZqN2wv+G2582sApljF7I4v6yvkh1D1tJZ3tYnwFRXKpnbX8XK2SYZYzFkshArgGitX++Ip"
    "sEc/vdnkHUNWbzIITZJQMcjxctyRg76MgbB9xGQK4VHDYMSzibuIdRslkn5EZNMOuWE4NIyCLD04hTJv9gHZ75xtltyw13SDcbMs"
    "MGkh+7ZvaOBAmCcbFIIoR1QbF5sX6hUmb9bRYzpnLE4BSBVITbKhAj5QWRxRhBirhe7welYi1sL8B0rFEREz6JvvC9PTFt2fZp9b"
    "M9pwy34RPm5tiGDhK37IBIrgblndoYG57e0PTfsNE1Gj80rAzbJU2JDkZieVO/zs2nULcMKOnnFOR4zHOzaEpgtcats3uCUBZfN5"
    "Q2GX5dluyzGSs5D2R2V9iskXWcTlwlGktsGe/AA8h7LzaA6U3iT1beeXlf/VN+nhnzvrEX1ZOlZC8RYjnXZkHWu044Fctj5GDPev"
    "ygTmSpStj2gOUSzQo9zgx650ztoHucAbGq8bH5q378/vyxFpeKXcU17fXF/2diIpbahEmtY0JXyjnJBRiijcThXq6Akti1Fs/AaX"
    "RDL1WaQnFPFU6uJeKrXveIQ1a8/pHzklDtzSCi+OyOmzd/mIegUYSg3kbic8Q4sf84nhw+1kFRuNAQuwKqynv1XnioSThVt1KfaQ"
    "L7zx06mateRd1iH2cqt8zHXjmu2tAgLnpTCPyPtXCM6GLxHi5SD9hBPewyVJ7aDGJOZm59hNEQlbt1iRuxmuK3lOvTUtfk0DWxO3"
    "djNaLlFNWq7wiPE4aDVK84bbTCBb2eINyxTsrBQsPdRTvZ8NpIIU2gicjcl6RJFRFZeJQXd0ptjjCJzfVL6p5FAC56uFzyG4j7lL"
    "KS/UeFzJLQeldBSmWfMVYrbkwasDSfMLU2tNMC/PazSdV9eVeqkO5f6+v0Q5YFjlbz/39usYlDtXFSaONtsCFE0F8Bd0VrV1oJM5"
    "MrK594Yh+rAEUKLX6UCMvBSiEhYX5IiA0IdihvGZ00zPzUqJhYqX/rKx9vrFDjaMxQcuPWy7LtuvmS3CJiVqA0Umgq3TxjLmq3W9"
    "SoytMQTCiLDdqY2j16Fk5By3yhj9tEMO9tzKb2gCONeCYHLN48omDRBEOi7SsUosS6sbN8bnSSkAvj8U+Q4fbe86JLRbJbrRp0uo"
    "Bjf8bCjuUA+O+BUTfeBKY+O7YUoOwcGnkOcPC1qM753pPqwlPdR9cBHkp2UMfOOgEcIU9ZZOW7ZMWNkyarXFla9uy9W6mz/c7bZ+"
    "dRGU9atvQb5u7a++rF/39rcHL0urjK8cEr7ir8GvtQnwK5wsvh7sz/dFX4+Uaw+uz+KVHqGtWX89rV+tZXi1mkliz/c6Cxa/2q1s"
    "Amo/d+VL6IuEgFlYBaEnWclXTD5ekefa8lC/rl8bLXi+tv3RSILpp1ebftpPKy6vFrarDnv8Nkv/9gjPop6vg13MzjOK/L3a5Ymd"
    "OH1d373w7hAgvKP47tuepCHZw8G5lVA2eYrI7nxc3yHfereadLfxyr2C4ThSi8BFmv363l7aq1F74/d2xK8n8cUpQC4cvN9W6/dF"
    "eUhr+9hhJfk97DuBYNdtdk6GGBwzikCNYP3e/qxZsN/7LVi3fl+/4Efj/TnTHjEL3FmEX7SxSve+rXeV3Rsa3O/bFr9zWeJbfd+X"
    "F2Qm2X2ybvf7cT1tt/iR7EEKkBLkAILVtskmP/bDMTsiHLjDgTscuKtAsA1uLJFICpWIjiAmXnuPK+xxhT2D7vWvXGB7kEkWUMRT"
    "Cu4pFC0DGGswnouMWlUzciFpGjJmaC9/Mgb6VhdjLHsTcvlncVw610LYpN5JDEE8UrElqUlpHHzKk58pG2cxxIOLUsyn68Q1zy16"
    "UT1igWco3oHAuLix/goqQiujE99KiduXKENeuWScIC7BHw454JAD4g845MAEbD05x4dmqAPRQxzxK1m6R+6lOUD23E4gCwNvu4IV"
    "KfAWBEdUugie8HIkcaMzE61IkLGiwNaKM2b7ouK68MzLUR5HJ658ONuqN4jAAhUZ6hXOXqlyoI2LedTNmZ/rbvUm+Jlk9bx0JzDk"
    "u96+51XrguTY4Wup8djWvk1bJNkrvSc+P9B75rwpSHrM9icaLIzsNaIJRtLBbzoeXU/H4m7uJLJABSQp/2mLYm7xZnD3jsu6xm0o"
    "M7Judyc0MSyZDpfueBh1GMF5sW72+KVA6Yl3MhgWMI4M8bcnOYlW2H3SrRDiC1OobFBa/ZHkrKrbH2X7aeK4E5QmqWakSFTtHuXc"
    "Y1woxpSeLwlQK1gTnS1MWHeZMD03gudLyGdKZb3jIxjiB0+up0zogv3WhtHsEd55DbTsYqzFANjYmLY4ZkB1hCakUYaHLQtjgFbW"
    "kEESavyG6NdAe1Gpy00SepywnSGqbmOiuDZpaMpMGjixnRlhnXer9sMwxRwM4S1hP9uZfRkzwgFXXAkPdsU7uZ5QlFecxHUhMT/0"
    "9gKCR0D6K6uxlSTa+d2WZAeyJzmL8n04SEKaRxGOnTgdYhgiYdoBRJ5RDfQkPRaEJ85nSAsxWkWZKOAHWvH+WH0R02FaTZlC1GHK"
    "0jATeqgdn0EIp6Ov2qGvYgjf+Y4LJ8ZwzJ6xOIbZQ3/CM9DU7wocUeCIgnFIxFFoiLElBYpU5qtkSnlAA70reSgVeCa6VgBr+CDZ"
    "QcUMEzFqxI4VeVcyg1iKn9wMG8ArInFhtPI7tPK7A26PVn53YIIorofiOCLheLG2a8d2eFchlpmpGixOgheiKkABHipZaAN8n6hA"
    "RrgCOnEJihRLdDRtPdHLDuh73PSCoy7tjnR/dqZ7XOhmZ5ImFBg+NWjwTTsA5K4tcOeWeeOQdqL73CmLcADiBEWOOtBtVAiVEcXD"
    "XkkU98rsdrh3h+Li0BFM70fqRwJuhGbyIfE022EFvCXWQ1wNEWg3diOXvpwjZSyOijiQOOWJ5MyT67YYQAFR3ExMx1Xw4gXQk/LA"
    "hAe1L3yHRwO+o73xl4Fqvt+S7EDYabg8i3gS5xvZbxnLQw4kPPNwYMzFjdpliG6VygCkalCA1FLsZVRokk6AsZrEBnjgDQnfklSB"
    "g8dlpB4cyPdrIuQJhR/a4O3vURlgAG0Xe5hz6O5Yx7uNNCB1aA6KQF4Y/aUFS6UoL5h4JxHUkn20Qm4VjCtDUzYRZoi+b8lxHbwF"
    "NEz7HRFuuWP8gcS+4j1/W5JcljxPKTgFTdQeTRRmhhOj0E7t0U7tCwZxBNqpfVGB8C0hDk3WHk3THi3Wng+NRopj7zs5D0Vt37MR"
    "yua6iLR+7wEUCc5lPUE7tOcTYMi5Z6U5MFUpB2TkgJLFuoMxwCOKWE7kwFv0HixXaoNMkq4Sb1hJBBJRL+oH9BAmmWg8nJRtAsDx"
    "UjvoPGbAVuUrcMnidRcz08Le1AInD8CQhSF+lPhiSr5RePg1yt0d5zyBl+MImRLxzljeAKpjlJU3jqKxgT8zc2Yu8awXjjQluS9W"
    "Bpj3V3OYDwDMhfhJ4mhivCsAixd2ccEqEr3pC59CTfSexr/EeGKbSmce1FdzaUeGmSdOrAHeG0E5YcS8RwYakoEER7Q2sE2qeO0e"
    "r1/Z1ZDFx0D7tmTVabm4bfxCwnMuwpdtl5TExaQAKhLH1/kANlYt5P+3On+sm+B4APQ9Rg53Z2NFoFiagyGohuBD6VG6YV3rKjVE"
    "6OLNLINPycrNHJoTB2WgE93q6etOVQBgCF7lps2DFz+2usz376o51jMsUwhT3hnMqMgwnx364B54FZCRk2khAyic4rpcCBTU3DZQ"
    "3GMcFlkc49hxmNN1qUZtrXE6e9/fFwElFKJbsSqu2syzbbkpATuIylCn42PwFGDsc94iqNelkE5UcuM1L2vpB/YTnl0ARYw+fcOt"
    "3k2TBmfbJpBrjMyBnDDOVx9rP8SNzRFGwXDPhKBqRoiBTG7pJAOvBs1V1AYe84PnUIrgkEGcFkaRLdB2tV7UQrRyDim/nfrktuNL"
    "fNEHpuLEDFxVvtcxPduFvlO29XmIDKIMjHrUsfF6I0Nv0x5X6vDldkQjiVY6p71NePbgPScX+75Ub9bLGzdA4Z5AFhi3swk6Kd8k"
    "f7iMQihC5GVA8zngM8FNRw6xjXFIvGdrObKqGo1OzyDLdixYqdjHjLDtP83KacAstrEnuZAK+5dAFdfg2GgwaA+UeOjgXch4xXrE"
    "Hrm9oQ6+Ii+vyC4uzt0UMRx8D31qg5Seck5BoQmPUWxJdiB7Eob3xDymZOtYYDRZYHGp4LSBQm6kvuM7uepUBomoFFUmMLYpdiS4"
    "/o5RuC5CvDEGSQVvjq+72DPR3hkGRAXzy2soiMQCiTgUg6KiZJaNavJZYJBkBCNxsiMzik4KdtPvZK1Ol6bVFEotU5igFqo7cS1z"
    "Ao10PwfY37tBkITpZSca/FiiGwKiPyQhmqU1eCChvO6Ufc0BMZ+uZzXJlI2YMnjBWl6ZkWdWHYK4TuObgtiAUcneA7QwoAMgplUm"
    "cWtb+aFLOCe4VmAKeGmP3hG2gE9gsqs4YYv0Sp72oqGFlgMts56d7jwFlDSI9rozQ3qCQYK7jpi/ga23uN/GtQgd9REJ0ZJyhjR4"
    "yWBegp9gtHJyZzFTuIMFELVvjFUOI+UC4+GCL+jAONELG6Si2h6bVhY1EchG0yZuuxktSfAoFU+kNVnOGmdDswZrEt+qAeQBPYke"
    "nJyzFINMTf6CBQqh4zF4+IlhmFvxBNEPzthPPZNKWyQjTwsjCcSqnFXSReRQKyPlDCtpGXDEMONiEfDsUcFpii0XQ++sISz4w2yg"
    "YANb1BcSvAk0vgVqOZaci1bzgbCkPyNkBu2sEU5QCg6V4V7NyKjSg8rAlH1qT2xl0B3RjjUZz/TaDtYHx+V7HorOBhRbmQZQPkhM"
    "qD8J+ZSJfeNIRwdUAGDtSDI1E/3DG8WQnqLQZLhsHuEUPtfFFkNxY0ZRUe8NybZmLadS9npCG1mirS/R1pdcCmWTWaJ1L2m+YJLi"
    "rTH4KTGGxQm0oyXmvOWOCGdj4lui9UZzWqL1LrlMUe4ZRiqqQLnnISfcHnFov0s0+CU+JgplTSV/SOC1eJzicAh/SDzsSZGKmSmn"
    "F2U2dAjIzauywq+BCaCpxLIUJp0l5xoFgT59GPcS1dkCiWjU7kUJXaYYCtmkGhMsm7jikvWOpCAtg7HnmKUIp4W7KeF8JCM6DP2x"
    "HhjNsjiOwexay8nBiwC9A92hYXzhM95AuLwNJ4+8PkRNywx4Os+koOQUOooGuI9uHI/ZeJMONQAQrM8ryPGzykyDNYyv9CTW3HYO"
    "guWMYVQE8U6QypplL3YI6E5Qnpsg4msEkchAd0ERdy0raccpY8lX6iLSU2nDQN4e35CRRjSRkTKxb1qytneGJP5QxPj02L2g7YcL"
    "HlE64gmk139Vfq9eSSjMPFGNy5m/QkCd8YqfRAIC4MzXPYmq+avb95xm4ZhpIRgC7K70AH0pxYXyHVBtZ6J+6SRFLM8J8QyKQH4T"
    "V9kydNqOydPZgNPkoVFZ8ZngeBqEM2jxuAM8hfjlXIeNqK/87WbMgkUoYlmIr5IzIWo9SUsUBpg1xg2q5VlqYVpY25jC6wFRv3XG"
    "t2IvCJ31YStyAN2B7ElKUpbBIfaGBXhiQULKI7FZ47pD5Pz+DhqJgPG7OMC0o9FY9jvMu50HrOVQfYWUW3wAZR98qTQ/UbETjOPC"
    "GBWiITygJT7siPAkGEcf0BJjPHJAS3zYEyGjfMp9qWQQRGIkfUBLfEBLfOBDoj4dWBUPBY/jmMZYC4pb4wB0IUYGUT2yAI/YkeA8"
    "1MZDyWRes2QkX0fJwcShvNEf0cTb8LkOaE8PfApmk3dUssIeoZjDM+JZKNIDivnAwkKQkiCTVj9BIYNKQB0couRMRkUnyvWC6tWQ"
    "l0UgvfaKx7HakXEoe+AODKhObBRXatMvUJGhX2q2TopAJYqBZFYANdSz3lQkryR4DNz+glkZaCLjiWCLHU2GffZMDGVyoEEUglAG"
    "0GKBnq/gFA823m6DKb/cfD9Yu8MbYSfzgMJAS3GAvrrRrsSBNc7DhVGDWm2AHFpt3h/aFhb8ARjb7+jFjpBVtu1LShiEd81Jfn7A"
    "zqRcrRBnu4POHzopANq4PGgzCcIRhw6Xsg4jq0RMdMPhLDm/6eI9622vigtzBaSjFq8gZUvaqFnCDt0hYeB1wKY2hoeQ0hXF8WND"
    "shf1mzti/XGcHLJAuNVwoL4ZGbrEmBgcYN2NTN/fFa8LZXrDwZZypDOxu0CLpRJJoBvrd1DhmzRxBIUw+hTiGkfrCFKFdiqQZeq4"
    "w88e7bjHj6QAwWGY4hwRQgvBK5fYo9R8FxR3xXs1ApGTsKw4ZVPvGRUZsp4tVGICo2QIMX4zMPILmy0tTdyeM0KJTQB+wUd34jkd"
    "URWOLKEj5g3HI3byjqcrTkXmsLRyxDdm5DTiubHwhyezanHEGZdqx9UWbkgcL+2Oz0KeCHBflgDSkfUGAcS2LQfWR7R5RmglYDoi"
    "R90+FvG5vWGEK1TGX0BHEkS8oDSxTw8FxIxQyyRtQE1RXQioFU9kFBycfMnKlSeN85G1aUNWRpip3Z4UF0LlPkJi44jLj/zCjjRj"
    "b6wiYe9Bzhka2oLTdrdtyCtsxZ1QXEYOpHznJw4rTr4VGIoWAVKgAHyRQNbAnXlCX4hSzQeIt+bxaKK4mXTa44cdmRO3CU7o8k6Q"
    "3TKCQzkNksOR4B4tdsE6h/GOVMa3ANVI0k0tKJ+xvHSiutal82v1bGhOJarbCSVQ4ec7uidv/04V/PXuT9qFPFUYkYNSv9TQOw4r"
    "Thrjc+PqVFFNFMC9tU3UMSZtaclYEC3CqWICT0Zeoc8wUZeElNF9wbi+vbZ4Ki7YgqoPBdJLaNlInVBHTqikqFAnzG5PmMJq4wxU"
    "S8RAyZl0VYhlJW7i12YkPoTTiMbE6FH3EtCg7TTWaKJOY3MfCaztO+HZ7jtW59O9wDjw9H49YcGh2ln7iNahwvvHARWXhLXdJozp"
    "C107TjDxOMGiz4RVmuqAH+9aHTRgsF6Jz1PZ26us2GywUB7xrjAkqGo2r2S4Tn0EqaHQMdEAMmk5Ozmfw/gWQvCaiANicVwKxzYh"
    "3bj0Mo5ATB3CsUUAnjhvExnuyxiOc7Aiv1FiLA4Xxya4VlqAMOxbFoZQmNiG8eHELHYM6AKJYdyGqBXlNfloUgrIIK+OLYz5LHCx"
    "DPCGdONg/KzGoGq02iuXUca6i14YbQSL8eYinIJUjVwEADilFIQDXSdWsQK1B2G6w8jIsz5v63AgBy0A+vMR6vMjKuDHlRcxD/Xz"
    "67WApGczjFN6r44B/Rb9pdzmU+uyqLZDhJrg27hd0xY58RqRXajULoP5kl1fRm76sVtCvSF3zwLEF85qIl1uAukzA2Y5T2A04ein"
    "qpb9XIUdVLCrfcBo3Cq0LlXHOtrhmtYjYgUUUm5VSlihYJ2idf5J0qvZpvYCpsCtH4AIazfQbr7b4m5wxj29s/biXYGffdnvuML0"
    "Ds/9zmodjsG93kEU6h0sVhrFZ/mOT/EO4YQkOAma3o1c2no3XiqcyFW7d1drIs52yJnbWmdMw84c2rl09wRVmkRGUQlxRtxJZJ19"
    "Co9rAEhlv3yGvMK5wg9VGRSv5lzVjGuILf9nJLY7bsWLKzft6Y78tOczvtVzbD+eX6zYzwDwpRL7SZginK/ed51v+ElM9GyliMkF"
    "LL1Nchc8udXWScsJRimSR1vJpC4pQgfj10AjW9LLluoHxnsFezowmeiBYeIEBhJNvmEheHfgaTpwpERYNkY++S4KGXUFBZNzuhcA"
    "5OLtZfseF7WqiEK7FDgayRw1XHzUcOEqqtEzKT47MjZShpiP8kB63DKXJY+BRSAwOPxxnghIryzB8orjcX10aUaeJfYwLBXVHqQh"
    "LClwGGa4uRZ8J9WubZrX/BLDC8FEu12g2T4/A1KwIqQZVSLp3kxQ3hL1TUdAOpSdvOkn86enTShjDaXK1V67SfKJbktImQc4ppto"
    "VYuURUTOMtZlhlLUnw+NlK9VGbuS1SSFS2oyWHt1Da1zILQaFxLcp8WPj+wiu7G5KZ4E9EjYZKCNKWfqqmYpdgnigHr8yEdqea52"
    "IsPnG4Ff9VjtxQZnSuYFZW56yt7NJhqVNapT7UPi99A2fvX2vNXAlrqFEzS8RZMYCpozDRo0mDgxlzPr6cKfNcX8btOA8sMh6C0u"
    "WMFEYddbAgpSATDv2lSpt+/Q0tYco9d07zvVrg1A2yZgDT9x8SKAVg7DmjIAxyBctqml40bO8pLwLaiO7S+6eTqL6mCtsXHBoNZO"
    "Vh3bWHXsYRmge2MiHQEf7uDwhjXBtbSROxbbsPhf40Gw1gYhqZpyWkaxOO4PgC4YzObW3ISs8R3XbAe5c1VjH6AnhxgdGNbOs+eK"
    "ya1FgOsc7q7XWtNhDKaWdcmGkaxwzkSRE2lSQQswgVcatqLazJeNPjIdotzRVINzxXOqHcaQpvqAH3KCpzjiHEz80OnYuBdSILVN"
    "bdBCiGuaVkNqp654UENSkPKeXAQD3Xf1Vahm1gjwHqq+pT9FQ4kkqTpgC1FHEvRM5AkUGDbGu+EINIjcN6zZWNSYtMGKxISVi1rV"
    "reb+M1lsMNc1Zvd1Tb1w4zYeqRu2Vthhq9sd++WaH3/NkmsL5ohDLlmsndzYpEtWuT3IoyM4R5/cD4jzfdv5yaoDbcGVLimFBufR"
    "DB34rC1vhPqCrRdKcbg16Qz8pg2HFzV6fDCIbPGz5TynloxO3cpYGAAoigcr2DWsP5AqgItjnseCwXpF/aLyRUKv50Ay5ol1sik5"
    "xh51Qj4SWjWk43YafNQQxMaIUN+iDaYGagUDDqKVM9c/IY4yp8URZlqIM75sh2QBy6hAiNBUux4HNTxeYVEzXrGAhF1YLGloOtho"
    "+ZCMSsQGGxLGagTdeDeNRUBqHk+o7mg0Gy4yNr4J1FBB1Jh1nTu8p0CMRAVrShJt13DgEOaOJxjKRYZlMDf4K8ANBOWJiVujJQFj"
    "mPU3J2vM8L01+KobjXMbDMlhng8El+QPklEYXDRN20ndA1trmkuEqyUCtb9AyHeroapxX/tt2rwcQVWqhhvwdtEeMyzwUREYlYHy"
    "qcjVyWaMEsJy2tIoiYd4cSnLYD+z6Uj41mEFfWpwLgY6fE9JQxZsbuJegFzD5a5lA6uVoGyvjZdKQXONeU6DBZ3myj3b5ooq0tjM"
    "Ga0/J1dGcIsra8u1Zkw6sQ9wgNK/QuSssdJpt1UIiaKzb3fvSDhbFU8AlEsM8VGu8aLw2oNItecM25DGWgAc2Dgo+wxZ7w2zZWmx"
    "ZYIhSgtuLxGNCGcKrQ+wsHpGu0EThaJaNgIo9ZZzZb7K1mfkxpG5BpXwaeDZ8smgKty2R1yUV8WbxDil7bg3Rrt0pFsP4d2Ds0EB"
    "YA46bCijJrZdnvcJ4guiGACbVLgMrV3uRxgLDYF6QZ0cS/PhZRQAFAf1Kjy3DjlJPhLHQnvOmlSn6GfElVjRvpIBTQ+5uAP7hkYR"
    "nUgQxx+HJO2APokTEBlhArtos969Hk1hLG9qr/jxoHA/TaQBIBDFadwSvcAcJT+ihFJoN4hmmnIwmoGBchghwGoDiELotiKFBwpP"
    "DdkHoAtPPTotxHx3s9OwpNui+wDV9MtmE3hZsE8iCitNM6qwJE3jJc40ZMkwORbnqEwCN75KSlY474Pr6ORP0OskLVgRqI5kqMMH"
    "Z3ewlERL57QYAsRrcfyZxai60HyjnUVS9StAitYKjgNG3fUtd/YRYXmkg+6BEZyF6ILgAIJMFzVmVOh4O85NYb0YFDPRzoanCVsL"
    "+Mq08kbEByldk6zT8T00StiUz5hn9gdRttcOtHLWQdYuadcKq+Ccx/G28Lk6QWWrww2Og4ziTd2J/UqHpXEjF2h4dCc2Kt2pA7kn"
    "Ua2Po52gzi2tsOIojEboINCZ1yR8jpoydFgn5EEskvDfbuiVlesdXznK6YyjsfKBdVtfVCTTCN8gr3rZig5eAI4SIcoR5rAnN50/"
    "haU1ANC6IMUd2JR2GO10GDi65ExYFJlCsKdrsUZcBrqTX0T1hO3l3rS1qmyrmIaHtRdRPj94L56csT3o0AZ3an21CA2qwR9Qz07V"
    "l6W7VoRpKT6ONuVvw+Ar2SB67JXzNIQxNwtwyokeusNWU4fxFqRM9eoIdF0Ys80aAh3b3zBmEiAnVVqNdZ8gfmi4ByGmxAwNSPVx"
    "KZdNAOIimoPk6DV4qZhOdOsZlgwtQH60jD0vSUvlQsp1kkQVFlglVhjI83QFrehjd3IxAWNQy1eE0q9c7+16lh+616UpjsnXCzT+"
    "WeRO/oqLGc6xqkrLzDv0Q8R0ajHqDfhQz0GfUQoUF3Wqphsg8vNOtPTrvSvjLbY+8oFle9jJGh17HaFLK+dKsT4ligTiRpVnAlgF"
    "YoVmU93eA0p188wBvaq0Q+uMWkzwDSJaFf6QRLrEVeyV15W4By/OzirRRuvEvA788jkv6GKprYN6Veeq2N3AS2JgiBFrN+4uFAvp"
    "ODTtVGtGxeCCyBSOxZ3v0gbu7nttiHb3YitjEN1dM5DuzqFld086QfoB4P1WQGt+3Z0q5ZjKvVj79HLGz271csGPS0ovWAx5qa+o"
    "mi8dfjgBvxE/LvyTsXYIxaaPh+Z4FFjAnhBd9stY0mcGwZ0sxQUop0hWOOdxcsUwvdzwQ2OGrGKrFFXHt0wlzttDgsbIlgm0NT3R"
    "Ljco6hcZgzVIQ/lhebaf6PyHlGd33EDsuebEx8qwBx4YA2OKxm4gdxL3Rz71O/wO2nIxuMcPky4MIWDIDFTj6r54b68BlUB1p/d1"
    "6D52r2UFEuwiygETgEbhhjo/gWNScRZaX2Y1/4AevycpOa11UGTEi7kJcsd9EXyOiUvRiBrAKJN8Af3afDqeXlQ8TjY+xAsHg59Y"
    "QGMcFc0a9gaCdIQHktigNNhzSayHcR9QCdj0JfNDORWwVzK/8LHS8mEgPwELTCzcI2yDAiy2yfryXZlz5pA31IZRX/KFyBS7gD/z"
    "Zct7Y7dA4VZvlu+tdk9DhFoIlcsO8WvmTGi8wJsi8kyU4/xKBt9fqVuGjgwDffRj20E8hrtwY7NVEWJQk1SRaIokg5TR4AeyfNCj"
    "g/a6ZJuccf2pXIZ0ODP4QsIO1jgPepGsiQM9EWHbZ+gHVvooCIqMmBgfdOmfLbkKxcrCEY906y3oqPvrDAoh5iSdtp1SqmJ08F68"
    "8SOygp3s7ZcZFBn1M9KN27HflzNSZCfaNsq+kJJ0p2Hbz8ATKCbUl3J+PbkrLOc6ZKzL4MoRPzoeNGxVVylNq9QhS88B+9vz74Be"
    "V5xLbt3wVU0PHo0RocvRlxLRw9Shh4BZD/mrHp8mm101otVRAdbUKrFB4FIlhb2xUtP7Wjm6uL4mSSRaPGKOeDYqYUtdPg6B5mEN"
    "HfKC1qSMQVao2BmWkA2wxecShRYxe0ENIPpsHEiGIMWUb7dbQTvKzgrnvXNP9uNvJIjD5K7v+ET4IMAxTOJ7xqig5+ov3OuBYJUE"
    "Pgk0UgfiDciTgO4QqzB0/TPBQFWPe97Qq2NZNtHWFKi7J1/g5IE7+JGH1SSCXGwVLwL0AZID5iJtJSqSKLUAWojhcKsQkM73T5Cs"
    "ENe5ND5hVPJ9DnRI2fCMk0KytzajRWS/gCljv/6pRE+bpFnry+9JckzJNVzTvtdc3gCNuri3H+c4AneDIEGichFlROl30ShWVfFJ"
    "uCME43sSakOLJwJSHsjMU3swob8yonmoA6+AHuJp0qoX19lZpV6Q7xYm74zWJD5ITFyUpD9dUpaWcfXKye8LCdh9KVRRYCGhxU6Y"
    "EW39ji8k3OkWZ85eRMc4X4iRdNc0hU5gfqqsL5hhscDMXu87FN5gR3Md0mbiuod0/BxEFF996csVDvhxOeZxfHDKkyoIwcmEAsRA"
    "EtsYCeKwCcKiRijigBGHdxVkiRzNH1kZQBk4cTZJ5gklpULlMdNYxTvBJJuvIqcTO1cy9gaSqzcKq6TgN9DxcGDpnMZB+m1AanQS"
    "XjYn/6Cw8WiA8UcJk8gJKxiXM8UTgfWtuFmFbbEEGTha3AatbGCkb7zyhsFuNnOKEQCO83Hok9WHguIGiDhDEgiUY550xqEXys2k"
    "i17kpfLSgzeTRD6IKnAT9ec2pOW2dBnRTST+KACWVKLYy0zNtvOSbPFDP+HmsI0fnHI/0rv26M4TpSoTFCl5FN+O9+royH2jyE3N"
    "TpKaAD2LqZ0OYU5x35y2AB8BS3m8VceGAw52+GLkacejkljWQIfGMRsbaR4nrorRC6Cz5NxrBTQeU6fZRcKcLuFrxl0xL0k9ywXR"
    "zCb01DkwZBX0BSPjLLfBV4oNHEtniVwmLIF6UUX3gzM/q9eXxk1fWQEWo1snQW8OBzrUIWdBgKdn6MnOxsx1Hm/I2jVQ48yGTzaL"
    "jku0najqIoAKyxpTfzR1EwMfB+0gtPDcM4/zsg/k5wImAT0OLc2Sq32QO0jnfgQzouKC7KF2/wKXC8gL8DhI2RqlaHga7nxDjBt3"
    "LhkeE1HjWi1yoHxlXCqk9tD4neF9HMZaZg0O5ti0uWNEK1hp5JyTzEaDrbCmB7PPp4C8mEs8YmiabluShuJlBjpSfsQ3tQiwipBu"
    "FQk/0ltFgXzjsGSW7lj8oO1AI7tWAckgGWB0Q7IXZW5mF7pPgZ4hHTCwITB+8lnAjPsIqAqxrGgdkjeX0hEkMOybgfkv/3QGrEoM"
    "VOsZuB8vB2jgaBVBmWTPNuzsfQ57/KwI8G0M1Gfl0HygOSjYORTFzhjrBwIyBxYoCbaSCqPsFRXtmB0fC4prg2kWFwvErbk8VIQo"
    "qii9di1gAZwGUR6J7enhgB+CmA6ghR4ovj9Afn+A7BYKESV14gsj44dhCK2IMZyNrYJYUhMvM/LDAbUgHq6fp9lY8QwVLcVYB1xs"
    "A0YByC7UABF0e7lnUZxEUYOhOruRSC19Db4CqvG3W9cl4ywjHCsQ9M6SOP1QLaCi42pqFKzZxmvTO0D3DLGtgafVHQ0HDKjVWM0c"
    "WkzVh/dAZ5JStHGWh15hIGFGxQz7BUyOM1cvQ0f1E5zQT4PKWxsObEjpw32iy3ZQxnA8HN7Hp4VXcQQoogTFAqjG0F3XhIbWV0xn"
    "7wCT+6aewjn1JO/UU7innrJ/6ikcU0++/p4X38PZ85SdPE/uv3miqqazmBNn18rT0kHyNDtFnp4UPJ/8IE8LX8bT7LHYsX+l2U/x"
    "NHsnnuiSeJK74Yk+hqdwLDzNnoUBmQFJbz573J2evN1O4e7WAA/l/bxWwQHtlP3NBvKccj6pNgd58W4ahlfp+XUaGI32igIecu06"
    "ybfrNDt3nbSUIA+uEzy3TvDROmHKO7CZoHEE16AK76rT6OZFR7SBcI86cVcC/ksn2O0ZZdKDS+wjPuzRx1TQXoIntIkOTKfRasko"
    "IUAM/keZOFz6H53cxagAJcuyZ9Hp2VvoNLsKJewvdJc10Q3oBB+foV268Pc5zS4+J3fnSUAfXFO44Jzc+yYBvG5O9LE50a/mxHYp"
    "XGhO7vBymh1dEmpMNvu6nGZ3lsCzmfvpySvlBMeQh1I8nEVO4ftxWjp/RGAxDFn6dZzeuKaf5NJxcleOxm+VypgOFKaRP9kUCgeL"
    "U3hYnOgLccouECeYWRpjxQtODyeK9tDP4TTyx+Ea/BdOVGTyu1IUIPvoI9JaoVto0ShR3viMxe3QdWlzZ/bAN4ULvmnpg2+SO5pp"
    "VJ274if/exNc5U2QX4ZDvAke8SauoLkeRXaKN81O76aFb7tp9lQ3yVXd5E7pjDOZCe6Lbgqvc0ScoV93mPZfcVVMK9y5nHONVxae"
    "5iZ3JDfR7dcUTuSm2YscYSJbyGe587gpPPFM9Ak3wdIxHMFNV+QB4lPuBG6SF7iJDoxI8Yok8zM7gpvg5k2Ucnvh4W2KNUf5eJvc"
    "ydtE527T1V4shLTodW26kvAHSVA4EZuuDYSd4D5skv+wSW7AjOEQ64bo7GvCvt8V15d/r+lqfavkz8LT1iS/WOANCTTwNXh1l1dT"
    "+Lia6ORqCi9XE/1ZTfJeNWX3VdPshmqa/VBNcDQ10dPUdMMd7E3dgKGdb4RmXGf/UJMcRE3uD8p5WQRCZqxu01HRFP6IpoUnoEme"
    "fia6+png1Gdyrz5TuPWZ6MBnCu88k7zyGEdu8YbRvEtMRp51Jok0hkOdyV3pTOENZspeX6Zw+zJlvy/T7NFlkh+X6YaytVelliR8"
    "pUzhAWXKfkwmF39yryETM0+75TC09gpLEq9WjJCAfy3wQ6DEz8rolT+c9irbBK9H/EL3Fi47Jiz8wTvHBO8aE1xpTK92DzjQmOAV"
    "Y6Kni0m+Kib4qZjoqGJ6b+dgFEZnFNN7u/J7K9L3FYRoQDnAhLOJ6X2DnxXf+7ZdFavH42cff8Pqlx+/8Pj/Ht94/PbVLxn67x7/"
    "2Kpb/ZeP79r/71nsJ/b/m49vPX7t8Vcf//jqMwt99/F32pmfWsw3Hr9z9T07CiH8W62+bwWqfz+y+oXHF/b/czvic8bimt96/K7V"
    "5xZ+GF6tcNZvWX1BhB+OX1l6t/rpx7cff7Od8R07Dsd+236/YnRlR3/z8WOr7zzi36d2zoNXRMpvX33qV1utlPKwp/ojq689/o/H"
    "X378FcM///i65eJPr37RQr9scZ89ftWO+x6v/4ld7bPHH1t9l1f73OJA/24Lf+Z3+cKfT3f4jasv8vM+Hsq/zvm7rKy+x3MQ978/"
    "ft/q249/3o75tt3hrz3+OUv9+uNPPP7c42+xEvzFx59//Jur/8by8fXH1yxv+8dvW/3rdvwvMD8PK4Nm9XXDKP2vPX5g9W+v/vTq"
    "h7/yO1b/+eP944+uLPz4lx6ffPG/2Nl/0c78e1c/a/f/1O70PT7NP7DCG1it1p7PL/Iz/ODqG4Z+ePVjlpvv+nvSG/t55h3H/uLj"
    "p1YqZb3BB9/HL9mb/48sJ79gJf7vrX5o9StWjz59/Bf2BDjq+1eqDc///tTjj3/xlx//kD3Xv/WVX7By/9bjN63+k8dPP/5ju8qf"
    "ePyT9kZRy37fCk/8PTvuV3m1x2Mu68dT2c8pP/B0v29YHf4bV5vVJ3ye7/Fq3/a3161+zUr1U6b8ov2+bff45uOHch6/yNf8itVl"
    "/PuDVsr/s51br/7rx//4+J8eX7US3q7+r8dPrB78Rj73moIS+g7v8ZOr32+17e9b/YyFv23v5z+wo3718ZceP/P4R1Z/4fFr9pxf"
    "tZTPLB/fsPjPH/+Vleanj99t70f5Qul/xmv+TRbztadn/k2ruf49Hl+eA9S9f2r1V4x+wnf6XdZK1L4H437n6nMPrfglfde/pSjV"
    "H8ol+uD3+DlT/5rh7/lxP84j/h17vp96/N7Vn/wNf+qL++NfsPL50cfuK3/28eOrP2a14atWxt+yuv0Dq5+zlubr9rT/6ld+2WJ+"
    "/+p/tTx+254N7+AzK8tfevwPj7/Hnu0z5uT3WP6/wbt8wTr/+eMfXP1tq3949UetVfjX7Mv97x//oV2vePxvq9vjB1cXu9IP2hm/"
    "YvXpM6tB37U7/po9G55b388n1pJ8zjL61O71TSv5n7W4P8RS+pod+89YnfkNVgu/5V/rZyzFH7H0z/0r+IJlq7fynccn/LL+Cfsm"
    "UZrfevxnj3f2xn/K7vGJPce3rZ6cLE9ftbTftUIZf2ZHf8q6+Jmd/bmV7ud21rf47J95+/ldvvs/sPqLdv5n3jJ+7mXwh/yt/B32"
    "nX3f6rv5LT34XT/4Vn5z/jo+X3wLX7Oy+K2r/5Tt1196/N9Wqr/2+D+txv8gv6e5zgfCmT9vucZVf8fqwRwjfz/jbVm5+vMM/9YV"
    "Sk516FMrzS+M/7KloMX/Z1dfsFRUmx9s+/UcUYt/yGuVyubxWFtaad+U7oe394ct5lct/C2L+XHrob5ge/arFvqrdsQftvO/zneA"
    "7/pXrB3/PfY03zT8Hfv9ZsPfZ20C3vxvZIv1TS/JKJcfzt/P/2sl8sf5nr9nGG//Fx8/9/jGr9Nafvb4M5a/f3n1o1YC32G/8am1"
    "YeoF9ZV88Zj//Zan72jZJn6/8y+7z5enXB9/u9Wqf3H1Z1hDf3j1767+7OPfePzT1s58+Tl/4fH/PDrL6bfY61p/ZKX/4/y6fmz1"
    "k1ar/qCFv2nf90/bm/2WjQY+sXL+9uNH7Yiv5R4Ntf13W2vxS8a/al/rzy167c/4Jn500drPLfL3r9TK/OQK9VS9CL7MB+v/4/Gv"
    "rH7C3vAfsBx8w1q+P/f4Wy3HX7da8Ccf/6jl/ics759Yyh9Z/fv8Rn7GvrDfu/r7V/+t5ePrfONfY9+NL723L/Ib1j5/ZkfjnWL0"
    "gi/9R1a/zXqf/5+39wCzqrrax9cZOihIryKKlSKKDXvsXRR7770bNSrGWBKNUWP5bDHRYOwaG/aGiIoUEZFepzK93pnb7z3r9653"
    "73tn9PPO949Pnj88DDNz7z1nn71XeVcvvDtXaZ9ghZ4Iyq/T1aCAj0Bpi/UR7HAKP5XqF+CjJNYWx/7V4vTbsEO/5uQKv6K4i5Pf"
    "v4OG+pZPsyv2rBpfL9Wjgr2hTZqw63OhzRfrUp2mh+LVLfGvlae6DCs1mfel3iRj5SRor30kyif5Hvs4C9RqXPospZejzwwlknId"
    "pv9Np2d1B392mbxOyZLm2+k39M/hTvc/f2WwzNQXdKG8Bv2+CvLiDuj+UC+T1aDqnLxt5xlHJ22eAgU8rno46FVJCyndHHrmIrGz"
    "KdVPQLs/gHouhnY52PN37w66s33Pd/k5NAGNGb45Vt4hzjWKNy1xGDDEZDG5tlrnQy5shxWW4/e7yzti8ucr7PyvOW173iiospZP"
    "FaGuy4DiOr+a25Wu/2vtCZx6krrL9utRfnYN9V/hq6XwPDFdT2RkvF6Pr9V6i5yKdTV6WdnH72EGmiDD/Sl0tT74miVdZTSHYUwa"
    "GMbJUMYLtHfWaytbZRS/myT7gouVuiNLWZAiYrLvY14Ht/HzO0roUUehFZRC5+6E/Uzg/lN5p1pYKUYh5f6dHaWwUlLtkJde7p99"
    "H8VOGN7eBHfYVxwuauOrfWUB/u8jT8srwOyN+qE+oLfKnvIwVnyXzvQIukgc8jZpGaN2+A3k5K7Y1TZ1WrGGmC9J/LC5XCo7y3fA"
    "wpWgrhJIsolSJEZthVctkA9hnh4y1KNb+P3JdpDI9n1f6EHb+6+oOW0nW/HKXcRwbdzvxcC1IXGN7Xcjzy7F1RXW26dCFtldhahi"
    "OK9WSumj0MVpWEvtPNx+lRbS22F5Ok7lT/A/559WIPKTxGg+AssqDblYj+/+AvkdkvIyfJo9vT2Z8PZME7RXGnSR1s1IGVWwNar9"
    "kx4jGW//2E8b8LWZiMdov97bpO550n7vTbO0AnmE2p0/x4H5srxaCyRpTC+QHAZo4/Xs03EizzMl9HI3CzqzlY2jnh0sk7lfKVLg"
    "t9S8bTyNrC7AypvxUwvu/zbuGqUmzOq5+ORSonv7TAs0gq2wAq+6V5KUnwmc7Jai/2Wd5fBi95/IopzOd3aJvWMn/uzQkfHn4zwT"
    "ozfbrftg9e4jnfN2Grg1C1TpuDFLLFHvbZdfo2kL0XUZPtOEPTQ7tAG7W4X1rYWOaiBVpT3abaPu2cnbQSlYPK+Dru7AFcqIM78H"
    "LUU187+sX/tT5PfCLLAo6et8cRb3BlBnGnSzALS5CtIsCUt+PWh6O9gDlb/ySUOee06y2dcdPNdlwDHGCe5TDgUcTtT+a+5jPh27"
    "y654JeK5o5W/SWHtZtlMwFM2eO/JZDHdWg9qbvF86nDIeRKhPe40SC9p57kh4jixc93YVTp6ZtqRdqHPxPRKqYTWsHvuSJmawBkk"
    "KQvXA5Muo/xW4qU4kWRIWkx5jGRXUH4q6b1QWUhwJ5PtzxRPIW36gOwmCWK7tbhKPSTWDNijo/D6LKDcSn1HRkATLuSTh/ovatsU"
    "3uGkR72XIoPFyYz/JgeXQedPlhh3fBq5uZG2nOGH+4CdNsCS+gwnZTqui4wGLd7biS8gqftBniZ4biH5JMdrP3D30t6eb+QVErhW"
    "CX4Txd46vj5cHG60Pa2B9G6ENlxNbjwd2D+J963DDu4l5bT/bLX74U7V5M4YdrINr5Xiaxu59Xqsro0UVguclibicF6O7cStKvD0"
    "1eVnsqtd67bQW9BOUWnSq2ngCq8jE7jDLmL320Pq+ISN0Pg16t5tNJskPdj/k7wXcST2fiPppBn68ItOzvQy+Qh3cCvIeDoIPUcX"
    "lm9dca/hkvGfcqjG+QUKYf+f+9I67kIhrGySPYflcjZDjLtcGEX/OnkdwSlEOvB02vsi7d6NtH+cj+JsnkMUdy58tQGwELaWXflZ"
    "pzUjGqcnIwEq30g6raI1mSbtjJWZeO8KaLlTxcl7hxCTXout02uxH7k/RnFxT/cf6d7UCnbi5m/+iIirN2ignj7eFsi4VvqCWoAI"
    "An6foadwF6y6jqh5S+ya8VKdft3Bu+DO8CJxOLuwPZfynr+cNTVS1NNvBBIvlb9emjvobK0Y7pXR/ljBaeLOr0JT1H2ODrbrQAcz"
    "eQ7dPceG/N75XZxfvPAr/YCJI3oHvjOqME+y3anZn0MhGj2EHv0cVZv0WeI9ZW0e8+YsTdUhPPm4tkcW4n4fRnovV5Zn2P48Me9p"
    "NR1W4uWW259D6CG1ewZeh+e4JfA0mSHGDLFX6i3VUA8S592opwfTrWwXr2OVJ728w2k6e/sICUmNwyB1vuWVzOdonpg7IHvHyKOQ"
    "fTFavjF6cuyuZZBvyQ7c0S7Funtvy3/OczHGTBrAd9XQB3b+rfj+EFBjA9Fr0st+5800n1wE3y/C7/f3fOkk+jBJ5W0+xdPl/pjl"
    "LLTS/nMc8lM/XxF+G4XV1Z1e0UKfKUxV3X4BpTmtsInEvQdEaZXaZybSv7yLmGRw9kHU+7EyoOmUvsz7hB3uY/9up1+j0Ap+zSt/"
    "B0026Tf4zdGgzefwfQInsADnYDyXoN/O2a0B/c/GeTU6SB6WTyB34nhfLd5frAfiRHOSNNPB7zKav2vy9k536SXO3suhZ/t/C3JK"
    "Ni/7zPZN+GcXr32a+N5J3C/Du8/pbXKdzKPE+QGSbi/pKsVYRxK6pBifv5zS8SO8vgtWXALdbrhnCP0kLponpA71HOw8uaHmVpf0"
    "3k3jnSfFcU8rz2+SvE6fWiEf/k/5x664madd95uSn/jbx/MdLUBqU+QxWFkx2L+bBY3Y12/wXQ1em4V3DvcWUguxwFRyVRfZoFvh"
    "2rZDzpYwb6c90cnEvxlvsTZRhmwpi6kruspY+rxCnlsMXFbLPTgXqDHlZWCrhv7ZsvSWV+poqaLG2VVMvjfpprznY7BPDsX6IrpQ"
    "rwZSKcXXCKyW5K/SzpdBkrs7ulhpinu0qtOr2QmeSu9/1lO1nUtCV2ONh4t7Hhc7dVZts/mIoQEbyW1LtRxSYwPWH9HHgnrub5J/"
    "axgrtiuOxpPuJlvIj/n4q5O4IVBaK8/+U2jusaDXWuiQuaCVVh2IMz5VrtGDYZGepp+B+mJ6vwwGXd4gV8l+wHX1vPrv5GQxKrJ7"
    "3IOrLsXvXpCBcjQt9Bj1WKh/BGYo05OJ+0Mfecr6812J/wu/Ypy0mzieT+a1fgPu/Xvti5M8UL4GBWXw7xX5Fij9QejhKL07Lrr0"
    "LDjeNEIxPddOSsV4h6ynkHo9lPpuZ4kRA9VhNysZYb8McrSUUagqXPM8nlQ94yHGs706oYO492S2R8gPpp1b6fG4O4d6Tyn7ekkT"
    "/Uks0/4fJZFO6S1LxLQppWOU+xNCEjXz+o4PUpQUaR8vC+ktaONzh9h1u3sz+TALCvg1GqOzPcjk40w5XLAdXxmalx3mqXbP36ZG"
    "fYUxUlYTHhdk9VJR/rSQtlOIs1fqnRi5zrikv7hV7ikWx3KxYBfN35SnnLPE0rTXnRQb5j0g/9ujrP+Hn7wYNk7a48VyohGFhA0p"
    "bQtHX0J6VdtRWuh36TmcZDNOI6PHYw9bwDen4P8TYJ23gl8reXV7lvq832gr+YecAu0wG7y5O6zYXsAEJfjEGmiVXyPFihlzNZye"
    "5f9J8P9k7OTFUnjVn+i7+qJ8h09OwdNuAIeux7o+xoq+9bkGDkepp/kLoC8Kxyi7S4N/ZWgHVNMNV1impdDvpfQdf0tp2EJ5mcT9"
    "huGVLeh/2ZzyNAmNkenU/ilMb43g85jG85G+lYwMzBCzj06g/7qO9k2UGnW0uHcVQgGNOI82xucylIc1jJ09K//tuNk72JNi/SP0"
    "2Drsx2RZBk7YSjbi5Mw/WgJJFzJzyDJimnD/9/HTt5BmKUaqo2qysg37NlFek1in8uAoRlpchlMJnjJOisx0wsGVOI0u9Li5KHoW"
    "aKyK9/rf0iULPT2aXDOf/oRcJMVJjW1orRWWSEm/1j7kXYsg9OK1CvvfCj9phj64UsrTPSXm0dIYUG+J5vzWyXycO9Tdie4i9NOo"
    "z2cwWXikz/aymNlIcX4Q541Merus0AramJcVEaMYy875MzX2SHCIyB5AQqbpcxZYA6k2/FWaNuH9BheJOyE70RU+Qr40r5lya9ud"
    "FkZnforhMoBrFO591l/d2ZMpfl/nsYhZ9NdK6hdPrguxdn8i7SQxfMRH4FspD49mXpN6GeM8aWalmw/sDOydxeJMSlbj3xodAQlh"
    "kY+1+rCMYOzeYtcWK3bR88LPY1k6K6EbGijfq7hbJ0kdM9tyeDnrvbyS11ftKLp/Xo9kmbVnemcCf9dIzNoeTfnPuf7X2Ezm94lS"
    "bpqkawPfx2A5VdG2s5MylL619M/n3ZiGfgxyxdFLG/N1jLrbdACkjuHtKPHO95C9KX/Od4rFYnYGVuxPKdgC7Wt5Ft9SQrjn0A6R"
    "vX4SerxUeA/kf3knu9LaOYY2QEadRkr6aEQrcxhHSJJ+hITH0lndhleYo9PBW33AWX+TI3CyDeDwPWQtkHcElPVvfVVMq6zTp7Hy"
    "KuzYfjINGu50nPct4iLu3WQlV/wVOOg46SGjZAk1k/koTAIcjGeNg4smApPtQUTUqN+BbuqxgpVa38HOsif/C1f1gEb+j/hClt4U"
    "pRzI+dlS1Dv/OUobD4Sbs+zT3mIawQjDOliDpVhjK554F9DKUlgIJeDH2cA4TczWS8CyuYyaxTxYv5V1Pj7QHkc227lIIrx2g48Z"
    "qfdC7UsZGGEMoI0exmbsvEXFdgG13Crl//X43H8T3RZ+ZSk4oILYKalXQU6OkiQzWd/Av0ofiRbqQ9uFM6SZHolCfpfC90lS1tdx"
    "1RWUIBOxbzvKsF+1BybvJ3nPnrOMmiidNxHDBlHGqC4SlyM6HLjCpEeaEUyTxxcxKmwaaqWOE7NevwY9xCipMz7qYFft/av2OsMc"
    "jKy3XVt0iPfhmzUxETKrmZZVnT4gTdTvCyCn1+iH+F0pMzoayP2t+Hl40ADeaSSt5TKazWpo1ME/y9DJ6tlcyWf0g3aWf/Df9OEX"
    "/sxASJIqoIeIzpMa6p++cjszID8G7u+BZ9pTNgDfDRfLJD0NvDg3Hxeo9ncyrDaG11yJ3WjWfSRBbVgKVGD5muXYh5XU1AlmEVTr"
    "47i75Uy+r2f63Kq+3r8UUj8k1Fk5bfS8Om9xlHHhK3jtUMOfZYj38XT9oj6GvV+tf8BKh+PptpBBMhPrekctp8j0kTIKmqQm7ycW"
    "c6xlLGkKrnyJWHa6eQRW4rTX4f9ZkKujqNHjeizeNRTXLdHb8b5SyKdRXI15Ac6BJW7WSRuerwvssCY+wTXAczXMNmuFBkvksUQz"
    "UXGEFFKuV4tF3a4CbdkJ9gcXHMI823JQltH4JtLo9Y7LIHRybwXu5PK/HGIya3Vy3jNfrT0hIdqlQs52GC21PucnowdIJddhmF3p"
    "EQ55tUYfvZ4PjsgSDdXid0ms06yMNPVfpZqH7aMOWZiHSZTcZ085B5KqFmgoxBmY38O8NeZlNDRwJmitjTmhLd632wYN0MQcIpeV"
    "EebRen+ZjCf8nn6zk8W8QW3ECC2MF9TpU/ocqSoOfWrrMl08LNgABOQiQn1/EmfM6Yj/f+T1WpzTBWL+nq7MNHDYvRb8ZHs8TNIe"
    "T+RytX5tls6vzSn5ZXv7v7sHv+ZqhT8T+uoQzcebHM4bBDoeIfNAWwcyg65Jp0ImlROD70nMkc1nQDi90UY/5gxgvBpQzlx6PGO6"
    "rVwoc/WDTnI0TaYdIpsycyDtfRgR1g/8mt0pIb/fzUob89pt8LFzq8owS76UXBrH3whj9aeJIaO5XmeZrHzI70At3lPYd1t4BX+W"
    "ao+8Wz3yTpEb39ILZR8ZLKvIzztiL+vwyjxIhEQn/tHOM0cK+/3VR9YGSI4enSxvhCap87Io7BDjt1f3ldCjVPUeOgVaKYzW18PK"
    "iHvPpUmjNfScmewr7FnoTNP2zsdqcn9cxlqzLsZJdgdGaZHnobt+BI5YpSdxfYWo6lrsb0IbaB3VM6OxDSd5i7zxK5Fqoawwl3Xj"
    "qn1iPn60F5/+l7KoAn79hpLfEHa5PkRJa6hpjhz3X5ZIKexSSB2/hVjl0HTGlX4kzxaSB4WrFKzKKevzLVuYPWbIbH/Z2EmOTGE6"
    "iFPnZL3WtF07SRp5XVu/oaAxP6lNsz+W17QCuMBih5OBThqw06thgcyllzxDvmrTfzBXMY73VdOPW6KGvjfiKXaDTLsRrx4vxYxA"
    "dvvFWi/Db2t8hNqqCKvpnXxZFjIGYKj1WOghnJeeADSQ0lOxhlc7pettJPdcQn7J/oQ61Oc12Pf9f4Jaww7v6+VfGSHv4oSmMNZk"
    "sUezxyZKG30/LbT8lbLnYGr/PrSmDW2sA5aeB3p7SS26UQe5fLs8oYXze38Nva3TaeJwaoz+SVfTVcx4bYT2o9Ln5uKW9neC/KCl"
    "9HKGvuLPsNzfIKEinaCnmM8adnkhcXX+pggzmhJe9q7HM6d8NnMV8zR3lHrtmDsZzeu+Qq8U9mwX5p8q7OKOcolY/mIzKGQt7r+c"
    "Oq49vy4XXd6GHGVPUKhasnCe924yAz+9oha5XaFXgqJ3ly9wArOwgiuwwjW4xmqcc4Ia+xPYW2l6vl08xerZLDfVnu4wWgZR7qFh"
    "48slwxwsZ3dkuaOu5tW+G0IJPVYaO6H4WtggG4jEf4OnidDq2FTugRxv0IHyKfDDYlyrHFcvxSuLZCPjIztQ3qv3bTTmvbTmAQp9"
    "RlCSeH2QuAwMy4Gp0fHiqmfTlKpZvrMzz3YROOgJSIkIqOhVWBGXQU4Nk39hZQv0TtgbxfS3NahV1dSC4rbzmtL+rNEgr3UvhdzJ"
    "rTfMV32YXKzSc6UdgeYqOXJ+gjht9IT+C09gFTPbSj/mcg+Ti4ANNoJapsrnukJG43SX4e9heh1Wf4Js5N1a6Vvfg3uV0K+4IyHl"
    "0om0aIwHeovVZZTjOi2eNruIs+5q/a4ewPyRwYxJVpODYvSUKnnRrmA1eSNFfVVtXT4Tpr/kMiQ0bwd3zBDu+GcR0MeJsq88B/39"
    "pb6LFW3Q/YM1ugTy8ho5H2t4CPy/GKf1BnT6O/q5XuFrf6u9tzujx5ErG/Ox2Y4Sux9fi3eoj4vTT+t+KsPvX9YQXHYrnvQ+nO6r"
    "eil2vL8UwQ4vTCEhEOwjsMKexOd/A139TRgBxbXKWXoBKGMDOPpT/L5Bn8VJPyiv6f1iFucP1AzO220nNAO/e0ymymWw2D4Bf67G"
    "p26QFdBYzdAfPWVPnPk/wqf1Br0elP8mJPU60NYtGhTNCWK6mdiZqbfJu+UlQGEbfTX2LEVtHVKLno/Xd4IEXEe5G/H1mmlSSCst"
    "4OPlQNi3xbqQsqEB60zT/7kIWDQLidcIjkjnI8LOR+68H47at/IyOAUr8gecaRaffAtI4Sn5n+BbfRw0M8cqFOlfdbjB5Jq9bwKx"
    "/qnYyfV4yt5AamfIBGDfM0B15tmt1NmUU/fi3l9yN508Xkua+AR2STX2MA56GklNPUquwfMvwHNPkTrK2HpINcd/K7XJY9eMz/h3"
    "tVXqc6LtbnfgTE7B92VqOfR7yDP4bY0eKXfq6zj/nmI1EU2MKfQE8myg1y1NXRWjb6oeGtj5BX6rJlF+I7PVqpH2wc6Ol0+ANf4t"
    "M/Bk5gNOMK9goJj9XoLnHwDdsxpaeA2uazjmbvkeX78DcnsWa9xMnB92hI9XJJkXnNFMPm8uzuwQx6mtoNPycII82zUMj5SnVPR2"
    "3Vufh3z7Qm9h1P4+aoAI47AbiSAMx+eqpsMONrO7eqVHdVn6fp3Wvgto43s8dw01guWtrGIsLQHZsJfPSTIJnCU+FB//34NZQIYZ"
    "H5IY62GbQGsR8Pda7F8xzrZazxPzSS6CBNwBcrEEZzjN65eeXnp2tHpKQGHFsLjPwSpXwo4aHbRhP1eB8w4Qqzzpz8z47aWN3oxy"
    "PGcTsa3zoJZRm13le0BEO4lvJ73Nk0O2w4iiV2F15bol+K+rHM6qhDpcZQZWWgkkm9D9fK7nifh/rroMqDL6rQq9or7KOkZfljJi"
    "mCQfrMeemOyMymvSg1lnX+L+q9UytX5klkomn3MUo437AGv8zP/rqjRS3G+XpVU4PtdNzgSNnwduaNRD5QH8/g2rZ9bVMhya8jpI"
    "eLOhLJfyW+YLWeTvQ32GNvfpkF+WHzeHWXqrcJ7T5CpxEYOA1fyl9D224KzGiMm0LD11uUzDHkQhdTj7kFl1tg87yB2g7yZ6oNq1"
    "yiwiwRNoS1k0+HB5CXRfComjcoKcoC/qX+Vvmg2HB6HHk7bfB0sDzzHN+EvhSprCn7lWNgdi7iUp1k5tgtOx+qdHIIlaoAeaWe3U"
    "TcyzsFEtF9BkySqufgrWadEoQ469YdmfCWkVw5nuKVYLdCRrDSOwvhOUj5Y7vVT/KUYFA6BDW3m6xUB0MfBdRm/2+cFJ3COpt8lM"
    "XUDZeqy4nLONmvYS0/UuqcNZtvnqofq89Ha2jfPgtHg6sBM4gbmK9m8ZqeUxripNK3AJfYS5WqZDqHmi3utaeNWuV0IlEGAJPj8V"
    "3NVVzD90naRoPxsfHiUZXsWwSBUk7a2QvAMgO9+FvbKHvKWrcMVX8cr4X8QZ6r0EdsergSVc5qSr1DYPeylQa4R1lRHstj33cPx8"
    "ACSz1Ugsl/mgtBp9GnrEfNbN+G4BKbKdOjKM89n1h8iDUoH37ySWIVTGuvPlsK1qwROFY+J2pSIfWx8qmXx3hBD2/zpdCrofJRfg"
    "ydZhnwbKaXIzntls1qxe7CsDaon6J5Af2qgJLxFXB1BGz2wN6aFwZmkLuLU9+/kg2qH2VHW4j51hKS0w09B7i6uVT2urz+JQPYvW"
    "ZIw63vysEcgkW/2B1CeHQBK6rJS2fHzfnn+gf/YkKGcn7FgCa1iOtb8NLfchtPsyfN8naA3fhpT+Dnp9vj4pzwM7TwKPv6ErYSWY"
    "j/wNILcdsP5iaIQDgEpWYK0R7NvWkACXgR+X6DNY3w/6OO7WIh9zHV+Cqubou3IvnuIJSLyL5Thgi2p1XNrgawdUn5PPiH6flr/r"
    "eUUD5FItCU8C+j4VNujXclG4EefxHM5mrBhPfwctcydw3MdWbRy4CJnSRsrl9Y6grozyPkZhEVC9dfY4lnrkDe8V3tRrtXSHWlP3"
    "OReF2Udc9MDl/3wLGb9ejS63lhtBewcBaywAhR7QaT65Sf1e8nMvoSHcQjat1aQOZoRTdazXGu7JDs9XzU4Qq+5yVbOraOWbJNic"
    "lBzxZ+56htyG324PlGOxvGthXX2tr+BsHSW56rMU9WSTPw3bKVfj0cXXGbYy10cYJ831EzEkvKn3rKuv5XHeuJAWVPt+pvQmWLIX"
    "YAUHQ9q+Cbp9GZx2tLyu33lJaDknrm62jX2NXB5I3HtQe+VrYO0eA0DDA8TpquPkwbx1cqSUFeippMxDW+8rKuz9ZxGDWhbTj7jG"
    "GaBeV0PfCJS3nlTUChupByi5GivaFrbgBNlOXgaHXg4b6isNvVTvR3+I+Q7Pk2rmLw0TZzNHuAv2x6RTmvHmdotB8/VUlpleWFYt"
    "ACp6Xv6iL+g5uMYbsj10wFt6ou4SdJehPpLQAzI8ja8RVvU36Odium4p1h+XfWQksKe9dyQkYzGxh/VcWQ95mYEllKZk7oc7DAOH"
    "N1o+tTyK75KgqVnQ4rMgla+Xh4E4XtXuOLN5kLB/AKUfCmsq4Kcd9t0VtBr33q4se8g4yTNScnnTNZQ9PZmD1uT3ro36vQtz4Eq1"
    "nFezevkMO3VkWPXe8pOuJ+5kh4rQvm6EXrTsTquxqKfk7AEaMClV2B8ykxl+1ndkkpwL/LZezX99hmwt88DRT+tdkCTjZAykWQks"
    "h+GQNv060SUha/vCfJRQGN1Xb51Z/6QIM8vt5/6M71sXMOse5JBuzFdFJRklNO3s+tPY56pgByV1G/b4sWioy3ZfyupPk0Yb6B0q"
    "7JXqC9puZbSoHFRsMrsNXDAheFf/IiVEEVGi0gT9FGZ7Wb1yC2PSVXoiLQOTtMfgxCp8356o7/SUwU6P9nrtU8YtKmj71DG3wmTV"
    "Klpw42RLvruXuCim85gkOtnRzjqptbEnQJj3McS8rN+UEfqO3oic5+oj7/0M6eVJ80k3l/shuU/HPm4KSqqERIuC5q6BbvgC9H0h"
    "YwdJdi3qQ01b5Gs8La6yuzRw5xzC31HMr9d5nZH67kPZvHxs4Eqt9mMVdFerz8Cr5zk0cd3dYGvVaR1Ro+ly25HTZZV/1d4/jra/"
    "+gwkt5odeO+N5Js4fWNDfUTpR/096wJdNloNKS1kfcX5YhkDY1ljUwsqiQIfL8VJNPM+LxJJt6hVj8T5/K2drKCaFl2SyMX8Glna"
    "e9sybq++I1R7rHoL5zXCp4bLefoeqORgUMzt4MKknqzbB3blOo9gnKfkUN/Fy13D0c8AyeTtBuPFzeR2cbnslqHXjF1tBCeV+c90"
    "l459ZIrExTqWAUM4DX+9tBIF3wxq+wH3/wo7tJLaqZVXi4lVc/RlVouh7Im+jikKOZf1FTcjcI0t8tVrIWP27k/Uew16yxQi0ATP"
    "aB3usQDI+k3Y3iV6kRwETf0a3reXPMNopfnZ7coX84mTPq6l+pn3O9izHMe79fB+FHt9AzkzDXxi/3eXGm3vsGRrHv4T3JtmZsJK"
    "7kGrXprPL8zZ+C7LIKm5/jf29Uk9NWzUmqK7oc+vDK4LbtT3tAu0lKGLQC6SeUErtMJ4PUOn6Qc6W6bLaK8fBnm5kenQKy7LTgy/"
    "px1aRtQYJwIwr/fnOIuxQQl173D5HvsxF1J7pd4hFwCnjgouAI49Dri3COcyBtj1FeKVBHhV9TXwWTMwk6vUqsdZj8QVkmLV39fB"
    "4rM6trk6Q2dDG71Ju7yvnCr95Cxw2xBo9B8ggbrLEAl9RV5X6cJ4WYKVHxu5T816D/bXqrjq8PluYj2E1oES60ELxjObieOIw+jp"
    "MDRUgmunKUdD2hEx7mgd8/DPF5OidbDCivGpCqypjlnndp+78/dpZE6AdXpZyjPclfvpMocmUOIW/kzhV1J6hLh6ZTulJHVTJRF0"
    "MejRYnjmvWzA7lpsKYaTHsSM8BzqjlO/nSKtlAwnMn8x9LncKeYLO7S0BFzWijM0m3MPaAjT+Av0PlbnZ5jXHvq6YyUGVNYPbYSW"
    "roHUNt3fBlwehwyyHNybfAcFJ0db6Q/8iCtqY52DYaNrxGLvNfQDWAXWUr1ezwJdbApum61/1N/pF1oePKoRiXm+yNXQbe2xTBK8"
    "1A/vf4Tdy74GHuoanC0Pgd6t685a7FIvfsZkxVliedPjJJavtR/irS8Xy9dO4tGGdudjT7eAPPgjNHhCF+LE+oLydwCF3yoHQEu9"
    "i5U/qKdhNXeAHq/SF7GCMcz2rvIooIXVPUZh+2OPSrG6UqzI6LNeLcJxGhBOa77m3qoPcnnU48VQQYOeA7zyAWybC/Dk79Gqvk7+"
    "it2u0hXyd+ZLlWJlq0HRG0Ht33C3TpFMB33QQJnZrDf683EZ5SGjYIbcmn3c+Xxf17kRkjFDDOhqLevoOz9doj6zzlUjrfT2QoYV"
    "JCYhN/KUXxDnT9uMlRJpn6mf9WjB4aWk95eMYf5YRveUOlJclOcdg55ro347APKhMEIp7J2ElRe8E2yA3t0IKn5YAtgXs4A0Lg63"
    "xbP8WRogY24GOt1MroZMnA9de6VUwMbI0Hf9IyTFt/hn9vxa0Owd4roHtIGejBPnYa2f4wSLgVbq6Smqh4YdKW3MqKgDTW8tUblK"
    "tg/20iPxrp11QHC1zJBUWBJWg0uiGubzS9Z5jplHROAsR/NiDRenr7KsnE3iRM2WMNqpx8mbB/EjrLE8T7+pDv1Rsp6W+oAuXS1P"
    "H/oWczk/1fTKzsO9LfJkqDsKiVcMS3460aHrG5Ly/fzq2APnNfknqLUMa1oJaqvEM1aBBrvIMtDpM1jNHVhhBV5/DWc6jZ21ZoPm"
    "dyDN2Kl19zTnLL9WH5Ox747wXuwG7vFj0CFbSil9MCtxh+mQNMU6E/ZKDLs7ifVkhhydVk9TLqXZuzXXu6KJ1naS+D1C9JElim/F"
    "v7skTW9rA3TW1tizfl66bGSe5NvMNhwnk3GlpRqV3cWsg1Plj7ApT5ea0MW1+0vHLLb2+up63U0y1DgR0FwE51SKa/UCXQ5nNmMz"
    "I1FdQGklpBHzSFaBUgZiHVvhXy8xztiSUb20pwr33TjPjVlyWEgP0hBisO3ExX+rIb/LfQ17lnF0e99OkLbzsXvP4LUDQT8DZQKe"
    "qQS72kt2437mrMOo1xrGrUdJzS9aBUU8pSW6N3s4iyTz3YUzOlosZ/NV3OHjcGcgx6/wHJ+EN+sMeTP40nvXErxCqbdf6nDuVkO3"
    "IR+/a/H/O9w8UV7HJ0pZ7diGNdVjX6fI/sAMLYycXEAkEKeeCXEmrey+UKiL5feySnN15obtTYYVgwOKufJf7lFYuBL6YH1ZXzBf"
    "mtwEm/5vONOtg72D23QXX5+R8mjZ+cn3pocjAjTg+uCkeNVDsCfrKG9cnXOGlqfrBWFW492wTi6Uw3EWw3j6GR8vbNUHccrzwWmj"
    "INusT+QbwCpLaC3W6lTZT57D9wfBhhoE3dtHFss/YBeuV6uw3Q27vZbVSxHWcVqV4+ZyrzTmtXauJ3aGPu8VmvZdhod5tBnmYwRP"
    "hn+Wk4DTX9MWWaN76sNymJ4enMD6G1edZTZihvLZsnGtx2JMXQ3bI+CONbQHs+y7Ewf6OwtadWtYPH1lsiwBdXwK+WsI7wPwxkGy"
    "Ep+fLM3MjShT6xe0A6T1RmL8NuzzBljn5uddAwxcKSavZupKZu78G/jIukENx795+m+cRhUjFd9AN3ys5wAbF0PbfIufW/O+JLMo"
    "HiZWrPZaq1EtkhnkPd9Z74PbWQyFRfLVyi36D1rI0yENB+NUXtPDQfUr5MTg91jjD2J5wtvgr9Ka2EHOlbuxC18zqlPptWkT0HXW"
    "n4PD3vX4jfUxHSCr9Q3gkVshb87Cqi+Xwh1ql8h9tGPjQIZx9hxIQm5vJXV534Gj+FFec9j6t8/3gsr6LjOuRrcr/byGIffx3shA"
    "ukrG2zDtvtsMP+X6L1m+aZPuBwzfDfs0CCs3ab4A9Le/DJPx4ir4Wyhzenj/cC6fopvXCF068GSJ72CuvqeYq/47jL3E2jRXB92H"
    "GRpxPuNIoLSmPL2217OaP3oQTmpzPNUoWIDWyycQ88u8wCpod89Rvm4s6+WGq0QzXj3XR82bmSVir98Fq7Ec5/w32RO0tjew4i7y"
    "P0SdDs0MzWuM3ApyXfQVVJBmNUgKu7wnd/czUHctrl4Cq78cu1iB55nIDomW85PyXbDtKUeKO8tmXQR6T+M+z4DTJoCSykBPC6QM"
    "uvgbYNId5EW9RP4JmfImPjVL/x3sgyssB2qKQA/V0l4ZxdqJ1+h7rvedEpuI+5wXw7KnWlmjHAcnL8SeXyAPgLdS+k9Q4uvgrKM1"
    "AAXdASR2uV6u5VIGTj5Ldvbx+C3E2bTtVr/Il3hW05M1ukhWs+6hN6yDeXocTmF/SeXzr91q1vGTZZAM1hvsVHrDrUvlaXIUkFc5"
    "UF2qwyk7FDML8jFkjY/rVuD6ohxM7GhIdCX0Y395Wa7X4/GbYcEMTUOOzdBDtMJnhzgLOUV8cByf5cng9OA0vQE00w+2y8naFyd3"
    "Qpe7wz8Bkf0On3keVLGnHA98eQyuMq1oDX5+C7x3AOTpFvIRpHA1fqrV+XKofKi5rmXjfA5J3OdsWqbLUImo64sQoz8+Qd2wB5Dm"
    "v3Bu3eVAYgzL5JgMGTMVOCMGaWZR/QpIpWnQX5bXeRxOy/qFTgLv96FFOgj32lxaGRVv6MRj1k3Gsto0QwuhgbHJBOhynT5r/ZTl"
    "CHDy57BPVqnFppZht5dg165kLvdCXzV1LPGM9Vg+y1dtuEwcl5FcQzs0xTsMF+tQZD0vq6kX7wIdd2N00HjyDOYaD8Uam0DtNZCG"
    "ad+j6SZahil1PXy+ANW/R7+DedIWStL3TazxXYk62nftf+ZBkrQS+1fpO+y3EQeu/Uy/BF+cJVYLshKvdmeHqjh20fTZt/I2q80t"
    "8l0D3NhXMuz5GNcTQKXbyn46V57FqY+Rp6CtdoB++g7abDX0wLXkpetB84dDEg2RT3E+i/DONbBlNwDlrNXBcnkQAee+i2eJ0Qvt"
    "8nNch7AUtJiLvRayjJzk2oER7twEjrZ8rfcvf8bJYkMsD4h1h5/t+9z3z3fJc1M72qil7PymyIngljnQw23g/NPlMrkfuz8S2vou"
    "UMNwejDi0MVmhVxGhGw+GNfdq9FHhvb1krGcfssG0npCjwhm47u59EX9gL+t9FWp94W10iesPlMizM+C2E7SHuOlPWrbRPrk5x3k"
    "fPNK/2pIq8h+f7BkfF/ikB2uwp/YVLmuJkmfA3iS14Aha79CShXr9GqrKoIusVrJg8F5S7EPhSORhV8ZJ1cGV8iNOPtScNn5+iNk"
    "ShOz09fqehkU7MfKiD+DFubB/psqf9U9QAkHSx170u3meyS5fnc1+qhOC87U+3Ciqv/S3QPrQnuinKEXwXINcNf1pOUIrj4FUmIL"
    "fN8CCrdo0KVeUhSrqw9ZCft/K9xnHjDEBqCl7aE9T8O/90HNz8jwoqW6grhqOTh/Hel8Beyp1awRWQhZdAqebYg0sbqukVj3eayt"
    "mr71Omoaq8f9kl0mGnG+bkKDeSDqcNeQXsMWZg+niQBcj7/taK/uJ0Y1xwNFWobJRditSfJ08AN4aohcIg/q21jxeDzrer0YWPID"
    "0OPn+LeQ1w8Z5zQLZgJt+SpcYWtYKS04jwFi8qeOsm8DMwL+x0crMz6Dy7qfh77fyjygvfms/KvAXpXo1KAe+1GJVWwjc/Q0fRy4"
    "rQvkwGXYhSb9EPKtG3bqNFCOq0TNwMa1FS31GeIng5qupL1q0sys3mVqKCrDbmBpj8ajpFilfzDJepliHwVOUM+5/P/5oMtBMhPU"
    "e0oAywt7tx77/xbuUaXPYTXj5Wn9GFpknGyGz3yNnRwbqJfW4rmqjfc1HvkUOM7pKDuHJq4wDsTZzAredL7SrM7XeRkunCqlvqYh"
    "kbc2Ur53T9T7G3LeAZET2BevAjRvPq0sux630BtmmdGJfPR2QIdsl5jfkUL7ltZjvAToxe7Mzpe4lrbvoeIyhhu8nbcpMwjNZrEO"
    "zL2hWavZV3IITrkPueREmarbYa/PkpngpBvBNTfpV+DC9VL4Sa1CYWdQxiw9JIiy5/NGnMyfGNXZVR6Rfjghq8hYpo/BRvhEzb9o"
    "OtKsvqfJj9Xcd8ty6y3r8fdBaOBjtTi4S3bVePi0XqpN4fK8PTA47xfSDh02f/mVjppRtT1zWbWfvK+rYOtZ3PIleUTvALWuh/1m"
    "/1ap67p4jSR8JuSO0P7WYe7PQJvNPKVukHVdKe+6SZ98RKM5H4Halz6AXF1HyL4N7nQn+m52obfPW/Ir3f7/4yuFr/af3ScCeZei"
    "hyJNFJsFPo0Tu7YCY28nrptE1M9RiVFuRaBBL5M2eqlMt+7iMxQyXjc5OyXiq0+Nx8bwmjHIou9BI8W+t8AUeQir+AGfryJNGRZt"
    "AJ7fDbihGPq0Z4eq0yBvZ9jXKyFPi2nxR/RWaNzR+HR3GRL8XSt9P1TzHJWQ594GFmnWv8jJ8oLF7YFlY/RCfiGL9DzmYq2F1ukr"
    "ZwOVvaoPw85+BtT5jewuI4KJsARSjJuW2fQn2ggNlC13gdIeBgoaDin8LNDYJ0BDd4GuB0hntXDpfIQy1xl0m/9jBsUOeP8WwPIp"
    "Ir2DeCKlRBKdTbT4ZSxo+ZO7g4rrGPOeKtuyi3iTfk47biZ+d4nkrAzNV4hbZD2St8PdjIM25kh2lo80mbHhaL67sKOJ1ewH1jHP"
    "Qn1dna1/U9lMct3Ia39S059mLMZ930bUmPZVQJuLq8hLsfa8mTohQQun2Nuh1hsoy+7341ghVHhtD+oNzAAdQ3+yVaf1l+/on04y"
    "XzqT75E12M9oyuhNsrzLrZCQ/wL+uALW4RGyBJSyjd6iJXJB8A4s739CQ/1D/6FnQhoshzX5CSj+R+bTXoyzXYZ7f4ZTGCJfgF4b"
    "fAWp+Qcb8corkqI3qQJy5ihZzK5aCXlMN8hcXKPRuorlM36MM0ZJ6HvbpNnJarq43iEx4qYy30G3nvmtzlJpYyXI6XjigbLR95V1"
    "+7IetJLLObenXgbaDsTywD6AVq2CfO8FS/xtPVrM4or7+HwvWu5xfHedLNCHfFWpev1ne/6kuAqThT7fbTwjJPvxJPqChi6E9aD5"
    "uEoT4+ZKydSmT2A3D4fEekaeA/L7u9wHzr5be4AOq7z90N4TZ3/qa9d9dh+im0mMHbloTn0nr7QwjpilVm6kVLSfboWsGihRXzur"
    "+VyYLpRLo2QXUG+dunylJq7nUJzrF/h/QL42KNuh/7JZClWcueEysi2+v41U+XMp3Cu5UN+8Vp3JTArzy5yPE5kibg7QCGjmO4CB"
    "XgPSmyTn44me1Bt1XtAb+j1CNJViFozx0OXcB5dpnPEVJBHW5cVpLaT8TAn52TyurtKucbtIvT8F84OX0i/tZhKYzX+crCSmukos"
    "nvQhbP5moohcP5Ksx2WuHjk3wWK8p8RmnnAr5ww4f1ro3x8Av1zku+t3FdV2nedkiFXcdaMGexU6KAWZb9G/77AjUU5AC0GPU2gP"
    "tvp6iSrQ8G8lIU9AOvWXQ/R1fQe0foEYwrSeFitgXVr93mt459fktVWgkb55b9hEyeHMDL1LT0tWLtandXug04gMKtoa/D5KdoOV"
    "4+iiwlde/N73NmkiWrOap9FExaNBKdYXaxE4zyrkLhbri5qkzyyQXJ52mpHZrJ85keum5HDBUqDbJXo9/crr9Qd5j5UYEgz0mRcb"
    "/G7v2CHDKeOlS7/8Tob5evG10H6W8bUe15sHGbKJWJfI0/D/dKzgaZzS/bCzlut50A0/wpqqyHfvHdCBglzOR4u8jLXtCvpfDOq8"
    "IrgWWu8r2nklOLf3gdWsg8Xe0H9nyA9ArsfA8lBtz1pN+5zmk8TiBW/rTBkEadKAHRwge0BT7wcJbV69wrWX4/L15zkZ6Dq8GT8c"
    "h30/kzHNJDkjDhmYYiZTnFi8lbXHZqdavGsPzlNM8pQqmQnj5t60EudavqHLgGul9L2dz/AlPrMY9scacPEB2K3v9E7we7G+L2/y"
    "DON+1/v4PcywMjPBqFaWWRPOUojk+62dzA5RFhPZSHpugByq1R3wnOfIdbhDlhXAi7DCmdB9q2HFraSEvop9/l0P46y3JF083PFx"
    "nPbC7+gTj9KLnvDSsJQaspLncQlntf7gYyH1lKiWj21VchNFfdzJ+cLTehvrCOL6HvY1DSn0AzSs6ZjlsAYukHPlY30M/BCljWw5"
    "y/Nxh81o2bSBrsb5TPtK74NOMbckQx6IUzMNAT4f7qVwNTlljc6ANL8EllMNdqpcd5MX5Tb9M+znBuChMr2Hlvdy0PNS2FwbwZ1W"
    "U78j6xbivhtWlD3qWoEaLpB39J3wQKkPr9GlgF7X8Po3y2VBZ72F27ibudpokZ18jzWlVmrwfVzitObSPqrwPPPuEpyXMomdfsdj"
    "XTd3giBD9kkJtaNMzPqatj9Km+8XnvDxwFnMiIoD0TUx+9Fp7T0l9Kg69HOccnKgmbVgdi4f6lzpgb/f6516m16tt0LSPQ/MM7xo"
    "I2RygDO0qRd7AQstwpmvtyllcjw7gmaJghZRuzRAIu2Ed90sd0JqbCLvArX9CZQ1XobKiXI56MMyKeO+yiTm17iVr3ftyRpX5zMN"
    "89lnGUiqA/0UgZ7SU5J+clSaWPFHyIj1zIo9CM9cJNdLGfOnugX3wraeLi8By+0KnlgM+jpGvw0Opf/nHdq9y7UimKNzWXVoNYRf"
    "gEqOZvalywTdh9z6OnT78OAR0mIjs5vM6jbqWkHeqQdnHuKp0018FT+7sKPlGrJCxVFSI+iyBU/dQq/lB6SkyfjM1E5ySlzXSNe5"
    "oUrHgmuy+fllLT6u6xDuIX5aSpleKK42N8ijbMMeMXoXtvZV2lnmelol+XnsGbqesdt1WONycNge5ksGJi7GHhTuvByhBeeyuG5g"
    "prXZnRbPfxPP9CmoPgR93QeeqpBbwXsHBsd0sHDabZ4u0nne0/P6FtZyHTimD7R1MXOJV+iRYnNfzQbeTyyHqBun17YQFy3txHpX"
    "vVHSvl9mSt0s4Pc9fjs+36lAmcm8n7yOnWxk7/AzfFZegv6jrJ92e7o0+HxOm6nQSlm3CvJ6FedJngAbsId8guvuI72gK55iTfWz"
    "oKPV0I0Z7PVQsUydVvDKM/ToDxQ38SftO9taDUcbtE9uCq/jEtf9wLIMfwOU+Dd9GXcZE/xV1wRv6nTo8K/0AiCrWvDcUElwEvLl"
    "RFEbqV0/xLOYN8D5t5/Fymogsc0P1Oh7j7keTWmvIYb5XNCWfMfRDKWdowqL49YDQRXLNB0Gm+qz4Fw83c7aJTjRe6+28PijuUPG"
    "/mrYHK5vSTN1U4o+tQQsM/ddE23VBPuGW43odexEdx5kejHtxBRzn6zO2HZpBXRWHxnhvUgh++nszFUXtnZVD6bnLGdjCzOhHc8u"
    "1Xbc1MIcSqOJQXKCXK27w0JQ7sWDMgj2nU1AaMNJj5av9Q3IyreAK1/GKX8D9H6dXCVJ30Xcdf1wms6qMQyF9JB6zgeezLlx/8b5"
    "vCzmkS7DFX6Afo0B5d6h14CTNkCmPaMHBzaL26aT27TNEuAswydv4Oxu89VJReLmHMZ9D3Sjnwvpq8vlHTu9tJq8utHXUVonZpel"
    "1FWOowd+tt6Nn1fht1/D8piHTx0Dy3AqnncYEE6z7zcRo8fIPMVxXr2OHm/LuD1PGnieY+UDVh67KTPOwmvz8wQy/HQlOywMkJ6s"
    "mqsjhrdOO92YTW2SZi/m9oxlvUOlr3B3ntxohwhuOeRAk+4jKW/jG87oKa43fZKx9CWgd4syvIhztN6bzXpOhxqbAHqrI4601a3D"
    "8+fyxXJW4HEyl9I/6+fLJ4FCZnEVbezYYGhzDS2vvpDWUzyicb23HFe1MFLjKjkvF6c5xjBvoKvv2pD1VuTeshV28jQghtWQzm9j"
    "Ncuhw9aym0azrwXr6StpXAb4aFJjBe//olSzSiBCz6D1n6xmxsDJsre4GnlDyQMgqypIR02s9rgZ1NIV94ninvtIe9exhK9WUfYz"
    "319WS61cIi/om+GuOif8JLD8l7tklNylJ4IeXZdn81k1MAPF8hlmY4Xv4GQ36jQ+4xXkowqeV2H/QXsuSci+Wy7S4GIxCc6Eq+Uc"
    "kijsixTtYuy/bAktdRhsj0l6t34mX8vZOhjWxYmyDtab6YHH9QV5FFT3jFSCT7eUsjDru5JMlIxHbS73sKd8yX4H1uP7MCAjq8dp"
    "Yv+REty5VrVD9oqjyl3x1XoCxrmWCJ7W5ak2AC3VMypieTAtPrspZD2EffZN3Ykdg63/4VfBu/IUkN5oLQ33klyH726g8O1wwpbD"
    "NQFUtwZW6fPQL+/pGFkQ/BjOw/5GYIVch+csnI36PiR2hU7VdyGD9tFT9eZgb3lNLoMeiEEmtvrqNNcRwE00STNjRzvM2nFW5yVi"
    "3q+H2SFnoT+jFO0q59GrZ28El3mVpffTZV51lzpG/JZxUvskPLn1xnxdnvYZfNkO+UNdSYObgGf7MMpsfl2r1rRZWodCJlVw0msu"
    "Xyzta/ONqwJZxUmnvWEHLwHtjJST5AHgxLmw01fj/IrYgaVaz8WqLNuxCtLW6sD7inkQ+8u5kOJFsC2eht75Epbdb4osDm19wU6X"
    "zyAVd4ftOxZy/ml87jSJMk+lhV7aFsYOmyiJ78eu1vqZc1E9nJq3GNe4DdiiUqsZSSzD3zvx/kf0qeALnHrSdw9W3zk2ra9Q4t5V"
    "1JW+yef0Bs6FfM46cep3RYd18G2N8KjaIjXWn29viWvSWyWZfFdvQy1HeJTR8Q/OkV0bNpJy48y+aWG1VzVspFZW7mTznsvcZ0yz"
    "bRUsobVntbA2G+Z1fH4dueWrIB5uwB6swYpXAhvOxet/1BnBC9q/Q7/WXC6by9kqg4QJO8ykU8bk7M8TOFfb5VqgQsNG6/D9A2Kz"
    "fFbR0kmzN0HofQwXgr52hMb66XS7WuaqRrBD5UTESRXfTX48/db2/WtqWOEQsdqPnUAXFkn9DDbHy51MQ1kJOqoDLxr6rvPZCrcC"
    "s5T6GU8Wn3W9YAJ6v2yNVwHHtvgsTbMfyslnkyGXWnSBns9Khh540p2gS1phE5eAdvdgH/jQS8Iynxs9Gk80K3+SiQ4d3M/G3e7D"
    "z9+BKj+HVFytb8pn0ix/0484jzENTqohh44UN7c3yo4V+8JCHgNZYr6P6+VYfRzYeaRcyyrBE8WmqZs3LcoYoMUDivVYdteyqnur"
    "sFqF/TxCbqcs/IQ8YJHKKGOsyXzmTYYo0Oyg0He5UN/BLtpJ/c+2kFgp9oRUH8Gz7vrOc7058fGWwGQ2fyjpawZTHbyaKS8vslhP"
    "CGvyQ/0Trbi/glpKYfvchp3YOTiHGW4ZfD9YMt7jmfX+zkwn2HKgjGdm/kb/7lH0mGzEqgv39aikv+VK7OoyIM0fINfXA1ls1L8w"
    "Oz5DvGSyuKcMZa7uOaCMMcFJPloSJ66wqy6m1lnv6wOqmGl+KvSWafVWn0dm0dTc9KoDxWWkJ5knlslTT8r3E3PdPxvoKXIzDaqo"
    "FZ5grqv193EZtjtCJqaZEdaiJmm/lVf0IWkMn9Atgp7BWPD+ZEi2O2ELtVC2uHjMttTo48XVanyJZy+G1LWO2JOD1ZQWn8JmGi77"
    "Qu6+Ah1zA2TkBzivZ7HnJ3e9Fdr9Y4ny7ENma7nYZgNkbIS5O2mgnUAWc+3LsbqdIevH0Qe1I6kjne9JZvW+B2BFs2lxWW++JPfd"
    "alMvYGf/BPfScPuJlPaN6iZInA/ZPRx64jvo0rlyiV4rs2HzPCn9g84iAoNwfv1E8z0/cz0+O9Y0d8lbyPZTg8/HNh74Dejldfqx"
    "XpQV3E+r3pyKdVmm4hjonNdYi9YE7TfV5/L+Vkwimx31FKv1Y772sH329BjvzyhUu1wPHo/m544r65jraRFn2JupC/2PB8gIotkn"
    "2d9xLmh5Kc56A3tgVEDq2Trn60t+ymXWz9yJ0hNs1zsT1PAlsM4ksa7SZ4thj3G0J+KMFU6FPndx75CWguvM6WZrhn6KqrPwt8QT"
    "T8JezAfmaqKfdWcxGyeG1doJVup9sOFmsVItZD+jcsjGEuzOMvCFVaJMk2nyPujwCU4LadF79TS9R1LB1qDD1RoPy+R7vVxvBpZ9"
    "XrKaq/V0evto701YjrPZnLVUzht7oNQwXuj05kiJam7qd1bbs7ntvI/2Vl3SWxC13raz6H8ZZUUCVzdkuTVrVGxCtNUqvYM7DIFF"
    "tErXc/LRiZDS24jDcd28B6kPV9MD+zGQ3zlNfjrxdIrTI+/VXeRRXEGh0YdIqugSPOexOkDniFXKj5KllM5RyHqLvb0k1vlluefC"
    "FDMtK4D9E4zJLvUa6Wxy0no9jZ6bGloFykkQy3marfx0FK+7CnjXW26Dz+8JfffJODDnJFYdrNRr8eqH0gPacSZkRb/AOqKF/iSU"
    "z2L3OYCe1lyc+u/836a53/uTHvSpfF+IU8mNH3TSsbrF5905WRljJDvJrmHP6w1yo/xOPgTVzoP03lpeYtcI15mxjpLVTvEedhFL"
    "EctIh95ZPTtE6UJe3byIlzNLqEVdT9GQ/bdsWoR5eveRCtp3KU7VnMdeZ+tBnwPlvbAXntPyvuaC1s8PEr7mPKv/Ake5dViG7jdA"
    "AjeCXtaw/vJbXceqjbNh654cLMM5riKfNXKqfYNeBG7uI3fziZPeTggpnZZTDk+XeH4aoqtBu0Wcn6EOWmY5ca/Z8l9Aw9WBTuuB"
    "SbZgjXWGfQ1S9AKcJsremC1EshZdT4N+bK5jf9Y7HwMpYlEU66S4FlddR/v+PNheU7DuCbIWuuEHnN792OdFsIxq9QE9Cki+hZUF"
    "UV+HtRtlSZxcZH3kcx1LkliRyzawTlm/5pXutIvitE67i/WdWgdp1JW9hycG5cFp4IqZsN0e1xlAell8f6MapmoGkkv5zk8T8GzH"
    "y0pKqB5+AkCSOvwE2lQprfb9wjbtoEvaNJdla5bIKtpEZXok6DBOHPqsdJZvUugV9VzQPnkn561PqJvRnoVtcgYjXLbSwxmn+M4o"
    "kl6QWnDrAEjzOnUe8OmkXRdpNatze2ZTv0LviT1lHSsqLNq2BlKyHnJT/STAXLeHZN5CKuPMwdDbD1mP6CP0hxd6JZmPnzgf9n7i"
    "rIbOM5nj/pUHOJvN+kV9DD6zExknoa/9MC6zOVgbiJiM36/HVZYQA7jJ4MvyXV8S7BPrauqzrECyp3xbewVfwnr5HNbyt/oQcFAt"
    "JHuJPiqFu2mn9BJYo1l2UXGTmxPUiQMkV2PT1fclGOPrDK1ywbozbGRes9ny+4F/SsCP0+V6aPgEszjXgydrgSfqQKE3yWLJVaEp"
    "ZzXFiBqyrNyGlIXt/CW0bBl28QMdKn9hldMY9gx8Fc+9HpQ+VraCpt0MWn53+RNjpK3efnEzjLbg+aS1vbdPRl1P4xNwb+sJ/bX+"
    "E3o5wd0eAllkEsT04A/6a3KcC7+yCyRHmrZJghh7N0p962H0PZ6pRufQp3GkvCg1nBReglXUY78qgVSts5RZxLuCNt4BWj9L1Ete"
    "+3o5uwI1U2rXYZ/qgZPeCvaXy/Qxy2vEiQ8G1R8pzmJpI1arBjKymqIM+zI4Kuz2k4wO98eixwfK/tJEn8pj2K0kY1auFqlJnbZ3"
    "FUS/5SzwMpzwTsEFnAxarf/AHs/B54vDetaQNfkummZz1UK3DRbLrF6C686R/WQCnvMO3S2Yr42yLeymV3WYrw9cqX8VV0Fm8vxA"
    "+YA5cAdRklfxuVr4ypXghsZO8uyy7HNSzomJST+zejcJvbdnRIfJ3C5C7XKhX9K/Axm/gL37EfT9PTC81YOU4TkXsB7kXuzJPLFJ"
    "LWvxrndB22YLNrD6y6TB+jzmiAElLAVeT0CiVfoZCmYFvUOduAR66F6c2oM4bXwWT7CZ3IOTjcAm2OgxdIx5A07e7C8NnNmRoY/z"
    "fPoGravv5pTWk+Q62iDOY29Pu4RWWBM+k2CmUE966Hqyt8h+0oPesVbwqnFJg0cyUcrVat9HUHnyufpm8xya19cQ6ChfYdebNpnm"
    "K31dz/cdJZG3k0PsXyu9oKHPL2ljDDBBX6BD8G7auvpeYReImz9wJSTKvmLdOiJ4Fuviswz75HrU1TKG6TodzQTmf1lOIb1lfXfN"
    "a8TNuaum/Wnx10csEwS8WQku+YI1s0eAHg+ULsE3eqvOYN3DxbK3XA30M13uC3uAn0sZJyiBNK2D5m0EEhqHk1F2T0yzq8RISedn"
    "yGb1Dk6T2Ekmams4OLg5HIjvjyq6AJJvIzWXWWp9A5vWW0F88xKvk8sCOE/auOcV7O5gPe6W6eOgsVLfsyLFOclJZiSMZ37kufi6"
    "Vp21uYZUIvIe6c5O7E+Si/vV0hatYKcY15/8OHbSMDtmG9JRN2mv6RPmZdqfv8gfsE/lwXGQHw/LGbDBb8SOLtBNifMtfjNQkp4f"
    "HSrK1R129Tn9jqoGivPJ791hamGVz8fM+q7ev1zhsrdYDd2N4LWM3ir3Q9N/Cgn7KayyOZAkSerkRi9jzGq7B891ZHZm0FuOl/O0"
    "OjtQBneZJGfoM7AyrgRdbcF+/W1cxQHec5fUtzrJEnW+4RcZUUjRMx+BbIx4yzXufa3OAsgAs7geZePYNTrj58G1MRoQpU/EOqff"
    "T5TmKhwS9CUOxj5aLel17Ktj/h/LW6rhbIM+eduhY+8zi9HvKbBKZZ58AYl6rzSHH+Hz94Cq/uSr1qq9D8ad7B/E7KPbf6G6cB6r"
    "C+sh7+K+q0HIeShb4SkOYG+hLzgnxuGGlny+8Fgx5NDKbsPq5zOkSKsWyVohhpkrIZmsM8enalJ8dyknRQaSq2dNMT6XJj7b1ldE"
    "2NoH0M8QUudkiD5j9ERlOYW0v/d6Guq1eWjV9HFczVyC7pCn5bA0Mh18IluR5sp9r+24j0dn/XzQE32OzEafO+PWYK9uQ4RuWZp9"
    "mfUaz09lW83avrNpexzE+sYkvWJv6D/Y39HmpbzKuGoZ8+1TrKgytPMMreYLJEkbJctOZ7buA9hJc1dp9F1F0nw+qwBpYY/IFdid"
    "43WMfg/6vQVSaYCcI2u0h54UxHQWP2/7dhjk4HD6Vl0/2O99Frersc1S/h6FFXyg20DemSw5K2jlzDaT/AvwTDvilI6X34FS94Wd"
    "uEtwLXhwnFyjJ9Eed3jTcNe1PMs0Zft28px+BVTTiE+twDn+RRYA6ZhvfUdZAoyyAmuaJrOh4e6FzX2EPKRN4Sp2MPgR+LhK75AG"
    "0s35tFhWQaYfKP2kkvprPPOe7hDrTfQyLMvX9W3s+EKs9V+gL+vi003+6qXKhR2s4X95RHCUDARuXMHY9CZyA9B3FT4zE1jT/h8q"
    "tbRjm1jTkMBrw4J7ec49mUPmquZycgt2K56iLbxcHsQ7j5TrZalcCySxheyNTyzQ1/Ukb++YhPgtfRHVzFo6j5rD8fZqXzeyRSf5"
    "O8fL+1hVKWvFTN4fxfy+/rKJ3Mp9z6G33wMhOjr/TpuhLX4kn3wODPcce3gYd78IzLmJJPJ8vxU7PStt6T3kSZ2vH+JzFxWN1Ef1"
    "SdiU92mlbC/L9WW84ys8wb242nx6V1YBf9rUtZifxdHgueUKyM8KYNhmWvoJL41jsArizNew6rf5zNdopkx03eJeYf2oZTS30bto"
    "u7Gj5PJEMuwEG/O5Nva73WVPdiBv0EuD84Lb9dbwueAc/RGS/MjwT3p20R/D6aHblx5S9LOO4pbPsAxycqQ8Bo5cir+z1SbtvaTf"
    "YeVN7LLQI6jw+90IfrcY4Cegk9ew7weBwwbC+ukCujszOFGOBu2U6xn6kQ4sagAlNEJSrNPb8c5yNQreR5TvWIwTuAtyvifusb8/"
    "p8G+JjMXq3QRNus/2k9y2YGa70E6l9XtZk3ZxJ13gUMjeJLlkKdhh4nu7mtPj+MX66yiSSpY3W/kAX0cq9tKjpV3ZYTa5PSZ4Ij2"
    "yqAsrWWH9VbplHzdg/g5fXaXC+XvOL32rpDW1UtpgUzHmqyPb53PKd9Kmpm/3ATpVwZZ1AQM8bSOg31VCcxxhxzJ6MYAdqTPRYRz"
    "M3eNA20+7IWMr1lfgzbreI9TcBk2Nb7jwJS8/Wr+jO6wZIyba/UJcOrfOE3qe/YYyO1PEpI34+1dFyPezle0DRP1stn8+V2BEpdx"
    "lkkRo83WU2CoWAXpZN8JRRml6OvnaF0nNr+jFtbFtpzieBbW3RdUsARy4Ajs5XLY3t9hF0yefYZ33hfUgDbmQG4KZ265uTx1nOxs"
    "PdOfhB4/APs5E7+5Gkj1Rxkk24n1mLtHr/I9v7J+prFI+7SZEdReuV4TGY8WQx81CCST7+S5meTyQl1HDCFn5ryRMfpJLoft1Q/0"
    "bXHUfXAmP+gnoPlZeoxap9CDpJhSsgXIzE2As5jVJnjuvYFG7tCnoXun6x9wwvvL+GBAsIu8hZP+FGdwGjh7MWvthgZWWXw1pF+Z"
    "nz9YTQTbDXv2op4gVjd/EXN64oxntrEmtF5dNXva68wkNc+eMkkMx67Azhn9XC6vETOtwHW3l94y1kdljRqOlYF83iz761TkZUOX"
    "/9VrvDTfcdVh2ZxFqezdax7Er3Gdz2QHsZW7Ck/L2on5SEzvn3QqTvuKL4ey7fyGStZnUHehBs7iHrkKnWpgChfd2IlUG/V9pGO+"
    "S8mVanpxe3lEH8B+vxsepk8V9Zaq8JRgE+nFyt9NcEaXiLP9k/SbdjZLO83OKQNlKqu+oswdr6Fl5jqv7SSjOVu7lXLY7eRu+Uly"
    "vaELwnxXcLNEnIdtoGi+CjblcxvbfOaho8czpWcHb3t7FN8mj7T4HMsltPNrfBRWgeEXeQ+Su1pSc7Gmc6UmP8F8BDO5Eto+7VB9"
    "Rucvx6ZOYCVsN6mFvt8bOOZUSKnr9RzOWEn6LGrXhW9ndgm2SRjms7KayftkhHyOFS6GpBglL+s0WmiXMs857q33FPs0RT1qFunj"
    "5d4aH2efKCbf+uYzWrVDj+lWP+XuFgkYmTafeANPtrC31Toi7c6e8VnaJNuJs5NtDyt5hhPYpcx5QCezo2R7p6l2fdnd+4QyHbqX"
    "WDQ6w6eaBGvsLzLferzL5nI7+LxIPgRquBa4o32+X3tVWYK23WTpkff9tncHW+9zQRoh82t9b007+cGSYvaEs0p6AEF29eggSu+j"
    "0bpbYZLW7dWc6N6m5kN0XcQsc2EjrV3XWfl86IoyZq82weaPcB6BzQ4pha6qwDWniWV3NONTK9T6yNyAnwLZHbTalQj1VNlUGuix"
    "3Kh/1n2l406FP+kW/BRnubcxbzzJXU8BEc0Hb/bgFOWhkvZTuM2acdkn5iNcrM/K85qbUxFhR8H27KmiDh717pT7a8ElMU4IytCW"
    "Xg8N/yozdpMa93qij4S+gnQbyfUpkp/lTvegP7XwK0k/pSOr7UjVrbuYsx0yjAlWMJKVYuTmkfx05lS+03qWHt2Mngkt2Bt7bTZt"
    "CvrhULEpUdOBybJ5T3fOO6e6qe/P28hpZ5az7ebpHSE5qah5Xf9O/k7WWW0ZsMA4eRG203B5BWe9s2wp46G3v+hkIvN10sbc4I6d"
    "16yTY7aTenSrt6nDiXwDrrtCDpMS9j84Cxrd/K7WIb3a94Spoiy5GXQY8dGOlL4u9lyraDuXQa4sAWpcB8xwj9yoNwXrQIs289hm"
    "CGU9J1tMdgxjUblpxOW6SAcF3+Nz/4ZMXgv7biCes6/cA8TxDXWpzY03G38f7PXhcopYhwPLoR4ozhKwux/DPk9ZPr/r1NfgPdhn"
    "ibtTjB1nc921tpKhzJpuIcVVsW7SyYcGYsLNfH+XQrHQcTID730bfDwQ1uwss+2ANkr1OPyud2DRgEnQTAuArHtjj4pkqf4NzzKb"
    "eU1N+JR1VHlOLN5dzEq+AyXG3hGtPo/QPMZ1sJ6Otshm0b0yB1eaDxqZBjRwjT4E2W3W36bUllH6W9rwNDYz/R7ZTKwCthjX6y63"
    "gFrfgW03Qa6CPdWke8lXrBaNYrd743w3xXq+JM2k8tXfOTnq8MNkKeaOlpDPu0FmJtgvI9VJ9ee1rC2J+yqKFta4vsd8m5GsjbTf"
    "N1K/upzePzGyXuhqQ4JTgrt0FezfvjJMf69fSWt4EzjialxlEbujuXM5UVxmkKGPKtiwJsWdrP7R9+VNY+Wz9HlWBrhJuhH2H47g"
    "1Maxj2/a6x5Xb5KrHFJ2EnSUkMtZGUKPy9eg317QIn0423x7TsDeHnRc1Uk/4jpaauxUG/yI8/yOe7DIdA7oLgH+aIMmXqibA8Fa"
    "tvAmMkcyjBVlfOb6NCD9LaF753LiSo423YTtcb4S3WJxg7Ge3YHxN8JaPhU6zvDfBlDWBEmzZ1KWMzBrYW+Zl/U76LBNpTIvk4Sf"
    "UF+lmfKYJ0nedd7wUbKluJyaBPVCDiOZ59R18zhENN/RMNf7u4aSsdB93HSubdkD07CQRYQWe1m8JWVwrnYs42OTCsvj7OAOLQn3"
    "gBafAo6crlcBUQ7TmUGCvuMRfjZRnN35kj5HsILd/XNViMJaNmVmTY23QipJvSl6EL7RV3EKJtEaPY2+LVHmCUbp6b6V04WcPl1N"
    "iZHyeWUJXwkS0gYwTttfMj762a6z3GeH+15rDeSOmPfZKbCQ4dGtWBMS9V0W3Hk0MJpi0dbyvBc665HpLuSMBljxNdB5FzJb3Dx2"
    "u4vZbis66RS5qVwMHq7QO3ULfNcCGb4I8vhjeYHoxXzPfXgCY2QCe1pYxtKW+QwOkTaPkKK+F04/zpBV358zna/N21+P1dtlX1j7"
    "28qBwdk6FRLiSh0W3MwoeMiIS0gfrlkallvd1Emed5zouoT3HulrWLb3VqP5CQJf59Cx12i6g38g8RO/v802qwbvfAcu6Qa5MYTZ"
    "c4t0XJAmhknwbo1+3oxJkWNFSMm96Bez5y/y3lznUV/gtWCEyOoZse4PrcQdLk7axNy8c8TxudXdHy+HwDZdABv0Fs5ase46m8mJ"
    "+Q5IHefouDjEOui53ZmpmNS3+Oxz8ByVjKSNlNBba7luB709Ptu0Q3Zz0kfIXNdUm7Td7CdsZWndGdqrJfdZ5N7NInA5QQ4Zdofs"
    "6ol3leFs1+uneM7lekPQU/6g+8la8NEatQrxl6D75gSV+oluDfl8Bq6yiPMqr8BTD5QnIKm+DswjEfV5+A45Or7cWpzXewj0bEBP"
    "dr+gQV9SyzuvgkzMgJpm8zkyRC5J/atkuNdpbcd1OWodzN27FVbxY9grw0Vv6SPQYVX6JHD/m3htBe58qkeEbqJIzoIr9IqLTyV8"
    "1/fRtK7a9Aj5EEj8TsbyNupwrL4Ydy+DZvkb1/Qe8UcWu3acmFfDMoQVO9YF+KIe/JXBOVmnzJsh1/cHBjAdNSRwc8W6Mc+siVlG"
    "c/RP4LjxsKj2Yyx+EHi5l1inmZeBHbRDjrmzkUZRexiGW8hootWJBvKoHMvc6wU4FfGUHbJ7p/Mo5zzWhWz0fX/mnXBfF7CL8mpW"
    "vCWhyxt4ZhnI7c+1xXe8NCraVixL2PVRb/MToZ1tkWXPYOXTl5LeCs2Osooem+ZSi3fdDamxkZ3a1hLZBnjd1QsfLWlWudaRZ1p8"
    "T4kurOOwSInrbRKlzO+J63+A766SLPuyLce1D5MGbfX0EMMpOaw70smYIABdDZPBYsg4AV7aX/bCdfbCJwJqohjuP9TTRxt+t4HP"
    "H/NZfL+VJCuZspxIs5z2o63nMM5jmUgbeC9ZpTYNoFVPB1Y7HLbtj8CZVkOzhr7fjcTEUcixlexcbDn3KfqOJ0raZ2eYXt5MXEeP"
    "DOumpsjX4IlzpS+k3iewR2bAxu3HThxZHzm3dewirptXUtvt7S6eSzOMr+6IfbZeMgfiPP8BKVbP+vjN5GasOIRsa2b3wia1rjrW"
    "oWsGrNPiTnLMpohFVOLM4JkiNsmvHhzSR6rzub2O0mp1b98Tt1nTfgal+gmBSV9RWq8bpCue4S15EZr3DJ0FtPEHUMrq8DesIQl5"
    "jgmgwzQpYQF2eAMk4GRxM4rKOKmphL34z8TzHZP3DefyLoukhtwzm5ODDLWX4F1WbeI6Qld6qet01Yi85WlUf3DwRfik/hsy4D3L"
    "cAxP0/ewl9PlnmAnqWQ91VOM05TQV7MC1ld3+SftZ1fbllKXQdigEay3ivXye5A6TyHF9xSbDloK6ZP9iUYU3yk2t7Ii35/aXs1V"
    "U/djpnIr7+w0fSPs5s9x74cg7d3M92ZiVasafx0a6Fj5EXi1mpS7DrtlldZVan00bpZGzXUudr38QnBmMznaZRn0Ib87qy7N+PS+"
    "Unh+8GCszSZ5u0icUfsB7OPbTbIdKmKmMPsk12nfKlkivktEK1dj3TZeFZtndhokYFcgpruhjyzj9lurDxVXo/bLOrgrqGkrmQ7L"
    "/a4gBFW9oI8C258sz+ITw3w2WS6HqYc4T+nHuPJE7ESJPlL0Geg8ou/jb2k4SXYCduovDczpaGMMwPV2qMffm5mz3wBuKeKkBas6"
    "sUqUyZA3Yb5zutOh1qElzR4GbnJTHz+N1XbyJkjHy/QpnSNnyVzIiPf0ZTkPVtnJOK3bwMMLcN3R8pFeHt4H+fkerOqPYf3vFoS+"
    "4rmdcgb7eqYsawcGygniJjba6qN+am3ad7rP1T/u6OcFJHFSC3ECL1o1Dj43B+dincWX4XfD8YSW99FEP7PxZYaZ31vABlkFVP8s"
    "5NsXuOomcjjQQ+9gDmjNotIuf7wv641DTjxsyHt3hF4zzVcjZKAvbsLdzOf1ITMJnmNHuEPkaUbS1VepmYdqBz/9xnW+2NJXaLru"
    "cNMoAa3mMMX5cpYJ+S7nvlUACb3Nzj3jKGEavd/J8N40nEElr9kPEmKotLJeqoccIev5rivwrpvwbPfr74I4eGqVTtA/aLLo6mwt"
    "M1STOKEY+27E2H3CKlCfZXQh7vk1Rixk8yuiepnNL/X5knXEsmv1PuAKdutn902TLfsy98Bqx8xnsBCScCUkTYPWY/c/xFWrsCvH"
    "gyLHg443wXtsTmA5paV5Nc5hPthWvqbWZUZv6TsKm/YfJ66r5GDYe030OaZYU51kxD4ByXEMnt1qq6zn1Qd6v1jtsbMcektueukq"
    "n1FrvcEyviIn7bskuWliDaR8u1qKuqCN8rKJ++76a8T4mTg56Edo5BinGUQ8Qhogrr/INKKyYlq5LzOKWAr9Uw4LZhm7ls0lhYU8"
    "rWJ1+f5WN+bsjL0ZsdngKxsSXg51lQine63Wg6SFKOc3YrlhhV8ZJgnfjTONE3OZmj+S6wfSC2a0G9HXsA6rhaqFtO0HWuotrt53"
    "MGv1zJthnUB25C528bKoT94XnKV3+3T5khM+y4gamrVvYPOPPmddSsxXdDitejK7N9v134Sd8hVpoIXZPFHQ/gqdwc66drozfW+i"
    "tF7D3ELDUU7eXsj+d2lf1d3E+EEuGpjyNQSPkd/+Jr3AK5uLVX/MgL4xa9Rm0Y6Wp4iDYjzjZmjYFp1FjFQF60I5rzaXP2OS/gg/"
    "R206dtHmH8Zoc7WoZYDMlm+xmjit8AmkpT70HA9nvl4TtulauV5v0O2DlnCKTJEz5Dp9C/bwPbiuVf606LnseJTmLC2raI/QJzDY"
    "94Q1K34P/321z9Hoz+h/qkNljM3IK4YN24vWxDYSo8dsDDMfY4wHqM/BczJtBffqA13DrKtqPNMUyBKr0bRsku3BTe+Ag/ejRbeK"
    "FktCH4ANP0hGy8+rup1HxGbznQmEVQFL7xu9BfS7WJsghXaS/WSNvKDL5FlgnCuCfaUkPBrPvZ1ks1M7aMU4di+nHcp8B5JQ2yv+"
    "d/O9AJuAZlrw3jHyCHTUWKz6bHqXZ4Pe2jO/3HTnjM9zWk7ZtQ17sqjPkXIeePW5UB2n2Y6VuM+O+0FdnUCuU+SesDYXyENyFyii"
    "ipXus/H3M70wME/eo/JvXOdx5ng5O/09Is16RsfuwfkO1C+xH2PlD0DynwEHNVBfOJvkcMoD4ziLnS9mxe2YDp0q22uKbbUrIOcs"
    "LnKOpDiVxHJibpcqWkVRUOChMoMTwCyCbf3sz4WOXs/3pbDC7XCuJnninDe1jrXxLiKZ8tOorDbpKdiQn2IlZez4bM9bryfIHD1f"
    "DpEjGZVu9JO5nDf4aO5bm6+Pd3Iiy5jOMLGJkFWs8myj/8KmQ9tM6OdxvSuxb4X98dWyuVi1XgLn20Xe5BO9q9P1z5xMnPKxSzct"
    "LkvNarnCbqpiysdmtxXXoyUK1NdKy2UrUZ8v7TqKuTmPHXvptsehWnx14WMSpwZcTznSyhlLy/VjcE0p9UUElF+OE7aq5if1TXCr"
    "TQmfCvvoGKy/Uh8ExrkXNvQayKIA0m+uvg7Jcwpe2wm4vU6s66LVDLj8i5i6eKh57t+C5KnWy8XmOf8O6OYMOZKe4Cbyw+XiLKpG"
    "zrCLUGv16qRPVgN2ai4zZnPzdG0arZuuU+gzhSfOW9Zhqe/Ll8PMLney8PPUQwKfxd6kSWZGpzgBxqzm95hl9zvdGRrkQ3YxWqA3"
    "yEQZxinz3zJufx1zcl2W41pQ3R/1I3zubVDHathl/YG479TBwdnU14NlAGvi06xFt9zKbtjJHpLrdJmrIf3pnOmu3jvZpYOck05m"
    "t68CJr8U9nS1/l1LgKgf11f1Zl0EZP8U9NhukIu3wKa9JHgLEvAdnQ8Z/wpstDng2AHyKJ5vWz0qvBPXuV6zwaPQwOXs8RJjT8J6"
    "fZh9YTdqo/SEXZymd6qC3edKfDxtd3klOBPI9hx9Tf8H+Hyb4E29S1pCw1qFO0HtS52d5O436T1ypRgu7CoD/f6qRyBpduFwlFDY"
    "Hz8+mCLbYH3/0l30Yj1PB8lv5dpwehBhnCz0Hq4EuONmot4KznCoZF+BjcAnKzjjKMoq2lpdKxW0G1PUtevpzVjPbmO7YN9qiJnN"
    "Y2eTphrBd2vpncsSi7VnoeVObjgzdKt95Xw96N98Ao2UOrNxFmuhr2zO2qU4uyroDvOOjJJdxeJQG0CPuzBiZtbTjpCjA1iFnfV1"
    "my4/vogTmWtghY+U3aRWzftjlRlRXPloTtk2rNctzyO5TiLm8ZsmKZ8Re7uso3SKQTZ8qvZK8hdfsWjCo7D33sL110DaDcH7LKpQ"
    "rM7vHfWeF6vp7S7W/9cqOWZANg2Ww3Ct/eXPum3wmB6HfbmNk2VDjXToLZLlrNWQXYedfy6tuSkL0fyUCosLxmlVW5/KFP39zfxU"
    "d3HRD9fV9WqxTk65SeM9JDe/tP18mik7rd72SJxkGijSegTvhtVF86u6gFhzqafLcujeJCP/UV9F0sKeX5NxZtYRbxD7eSchG10d"
    "cJwe05Cdjyf6eRfKGosw370lyu7LuVWltON85KKfdWazPwdwOlIgrsLeZg67HqJJn4dsWuR80slCn2lYoU8EZZBiEszS3+PEFoaj"
    "YYt+rP8MPvaa1z6VizUZxV+K5/gnLMFV7Pp3Fyt4TwDiGCm7A2W7Xp29JOfbSNJKMa/H/TpCnoaeniy/BTeNAA0/I+Xyd+aOLGL8"
    "wLxQQzmD/Ckg2GX0mrtKhe0lw95T5UAXlewDU4ZrXA4O/YN8CmwXBa4xVPglrlo4v3cV+GRLORDnua1sz/kUQ+X38gk4qz6fL+Hs"
    "B/vcOHEzdRN5pNPmT/4QduYcRl3fAE4M1VUQbAk877KvriQmdjUhXzKa3Jv0XPg+rnrHVTbsyrkOaaKoavJ0klkc4rsdtdIurf1F"
    "HZDrxXuFnCw2Xa6YsZNhzA+1Op6T5CIgnKesz36wDT75FeNxt0LHqZ9MrfnaImV/JUcFOR9J3K9/JO2tDWoVol1kd8lQkkQgj3rR"
    "Fmpgh4yVpN8qYLS1nKIxUvrJVpxd08BZmC2cXrMYeHmR/g84dCSrcMvVst/j1JU2/WceZ0EWeUzRVXIdcpz93+r92+ZjaWHcyGav"
    "LdaXsAcVrKfbUSzjMwnZM0JsUk5UzoHk+Sfk1lhSV6u+EDwEzbFvJ73TPwJPVNFueUPvFOvptBCYr7es8lM9cn5jo5Y9mLFmnUoe"
    "JhdarvtfxLIlB0L/7ilX471/1gngs/P10uArvVfH6UKZEe7S5T19gr1dXM2W89ybL7+fvAPuafQ1qbkMvjgsFtOc19PjkPaUGfd+"
    "hPehFz4klnG9nt0qyyAFbUpRBbPCXa5k3PctaABH2ZT2WZxpWYn195HS/0fde4BZVV1hw+sMvSnFhhRBREVRaXZU1Kgo9t5rLJho"
    "7DHWWGONxpIYxd57QdFgL4BgoXeGOgxM73P7Wf+73r3PmUvine8Lj0+e7ycPYZx777nn7L326ut9Yb3LYI+GBTW00dbV8lbc7Wrd"
    "eA3kP7HcYDkZRepYt6xnX3YN9VDPuCcwEftvW4njg8+qQ45/irNRKdq6kPmNER7X8APdF/62w41ubdY3v/+jq8+fu/nqU+ETfAxd"
    "Yh0Xj0FKNofGeAYaKdwgaiSTOX/n8HfTRFp3GJJWBbEMvs1cXE6Wij5yn/wMTfsFZ/DHwBYa1pdJdwWioP60PSOhW2zHprOvUX1G"
    "M5IWq3lNgld2Fvxxm555AM+4hOzI/4CM384e3IDV9QpmSezTa1ifNRyTQT4j3II5ko9GYrOm+d7jXOha14PhWGnK2Etpd1CYS6Gt"
    "rOHscpZemsWoteR+MJTKTShn1ps3AJqghszBNtmRb4s29EyjiTvbx355ndQ5avUVehq0QyWveQkniiyPtgdjmAiRvN6jRbrcWITU"
    "mPAVoAxP3j7SyLlC1zW7Bp/aiZ1JM9nt0ugZ6aZJKas+jUTkKCbWew1sYA53Noo7V86TfiZ2dR7jvgSzuVMMRYSR8xRxuKy7kiO6"
    "jHeT06vla9z1Eqx2M69gOdEPoWVq9E59SHcIrJ+hyE9xRqza1u2r+nr4ro7VS3WnNk8GpwTnawZ+8iOQhs6e4WZ7cRpvDfd3S49u"
    "GiGSp1mpysXd8jnIf4TFJ+Lm5k2it5Wsn/07mP6G25Ma5rgNEZD1FzzDa5Dhf5E/YDazMYW6XjMesdgQv9+QJo9n71DtlpJz/C7o"
    "/bFkClwNr/Zc6e7nAF1M3qRuBnhPdnB8ppcYKwiloRix6vZBBbskGuUOfVVux2tzoTEf1pflSngNT+rjwXP6CKdz69nXdzTkc7me"
    "TsSftK6TwwLL6l6Gk/9F2KdNkTyue+ud4d2Q5p/wbL2oZWw2/K9i3Q8P4QrvYueq4S2VsOf8BXix6/UYWYd4L0H96fAczEM7jRl0"
    "h4xUKFfzhV4MvTUeHvNE8jItRuz5ETTCANlNalj5SLPOtQen+awTxzzv7rJSz/I+eTW1zxJ/btzutudruzLnH7LScwCueYZ8hfWe"
    "TVaEt9mXOFEcUnHOo8VEOPBK5uz92DVqeX5Dfewi/xTrU7aukaX0XHP0szOcADY2lJW6HHHhWt/Xb+wLaxlz2AzZfF7JIQOE5A/O"
    "6Wji/5mOGSq19ABX0ltu4FPVsqLSz/N4biMR3mqCkfjv5M+IDSfhpFzL2aOnEKs8hk/dlocK19Gj5Yfq1sHwBRazx+YhSNz18iDk"
    "uZzZ24Sf9gvjlTCkpRLyrm8trsu51usFOzu9qQ/ryQrtOrYCCWPOhGOxCi+L9cctwzvn4D4r9WnsdAUzZI7loZ4oxGfJ2bgTiyd3"
    "kw/IVZggC+sii4KhE35AzPOFTFXH3rWcFfmPmHk+FhJgfMddcVp28V6kZROtlml8n4twzZOZ4SiF52AZmM0gT8fF57G/74vuIKFH"
    "4VOezKK4wtszrv9VE624ya9ro8fXyJFb9E0izjZz9qJRH8d+Hinm37QTy4ftyvzVGOLDuimFJdzBHtJPHP5fhJGRJW58hsjuSv/B"
    "4akmsYZHeu6sbJzP3Fw2E/VonoVQoQujXLsJ8TBGhI2ylF2ljhrQdWhc5mvgA4m1VZhT/St4fcOwe99CiivlS3kD/55I1gRl5jbl"
    "tfFqb9FT7NELPVdEC+5KW0YK24gxznSV4bKW+brucpFMx959T9SOC2RdzPYVzanZ9M1IiXABU7x3qx45zsJ2G3guLX9ScV62Iu6V"
    "su6aMYit3gxOtrpyWBPidOmccCS8ysHBeYFD/3FnpJk6/XBO/VmElw2NS8w8mGnwOhZD7naQtDwsN8hH7B5sZBfm5oj910DL/43d"
    "S4+J61VLkS++hlm2MmIfrvWIjCnqkotZV6n0rAcJz2JqedErKVXrmQ0qdLVNoJ+tbjYXFsu6KF7Gb2Zw8q6rXAdvzbgybfagE3GS"
    "N5dtxJBCjvFMEwsp25a/+EhdXbo/O29G4pxZfmiK/kFWUi934aSL+k69kdKGzIHmP3wFTbuK+qIeVmKODgy6Q6sYqsh38B064HOW"
    "ExogxnZv3eY15K5O+/jeIedEdnuENLBTud6jUGwjW0hf6cE+b/MnqumrVeFqQ2BjeuAu5pJXTYIG8hUYQvQinNvuYpPQP+DvDEh4"
    "gt6ri12tWn44K3Or2Inm+pBOocbri3uczeybix+qGftZFXgO/P2p+NQO9DpqPQ5O6LFqDFt8LnlXrVJVwcpfezID/uzrew7nsxn3"
    "Nlgcz8URYlYvx17TtI9vU9zXXak95N9Q58spw1frWfAKsnpCcC5swkF4yqv0n/CSLoEt2FcW4pnehd5/B2t4q07QQ4PJ0NBL5U+4"
    "4wv0BNzrDL0RFq4PJOXw4Ey5XBI+zqr13ReGHlDJGCP6Xrvb+3gfD9D7bIB1aWA20FBjXoLlM/1/qDTloeC6bo8BEk2T7ic5Tg24"
    "XoakxxJZz2mYpT6OM+SCWnYLZ9hdXuHrjDnKco73Z32+yzyiYIT7p+wvsdXdhrmltt6iOoQzV/NIsuLp5srOp5811fuO7ShNo8W6"
    "ijsgvrE4cz19iupWooLu4TRYtKIgEKurbyFX6PzgvqCjNoeGyVfnrUfa6+l24vo4DN9+BjvATiXaZiPeW08M6AXUyxn9mb5LDTs8"
    "LjM2WPgxbeAHB3KGDAwWyVM4t4/qtXpH3KHVxHl45ydZbDMtrwcpuoPNpFwd35KrgzrG6hS7Meuwh6dKlFHrJS055BzPZsTMZbGV"
    "YzRpIM7JYZwoPF0W8T6sB7AnOUss49pWin3MtMUGMVNPcbXbKh+zuMhnD8nFPpnlN0PIgMOzWcMYxGUAa/30slvR7rGW/+U4uJs0"
    "0AupNE456ySHtV6AtXmJGjbt847jWTfKeHTTRYgOX8VvJ+nn+irO0Wzcd18ZE3zru0LWUGM7r/A8rn8pNOhm8iHkxpDtvoC07SpD"
    "5WhYhDuMC1tcd3pX3FUROypD9kCPk6n4L5vSWgHP8ULI1c16LmPqH/VLOR3Xsink7mJVtSp4cCPkbfxmgffzXC19d8my5zP0aHM5"
    "POcU4mxYxNUN372GmtmhvtZjh12/fRV1Xb3uix26DdrCPLgGdlIYK0St3i9W3RwjV8BKTNSu+jys9NbBWTojjNY+m2dr2/mZ75fE"
    "zkwzbdcTnAK0SZf1OPXfa4Qvpsw0uMnpSlYbnfcS9RANFnfWPymYq0nrj+zXPFpcf67pyxP93LH10G3BXLiLCYeKm1NsIFfQGp/B"
    "raA+ucnPYlrubZCEeZPsUea7jrrtsDgrko47jX/AvfxToog7R1bbJCPNpfogouShcg3u5CW5FTJ3HTTEXTjnJd6H6ywtVfM052Nd"
    "5TzKhbhZ/HL2sk2AtbkQntGL0IrP4rnfljI5idP+QxG3zYJuqMOunQPfe4K8jxWahJUs5lUOopY9RNb4+dVG5gokD5MgyYnhRvos"
    "teSF3laa6fXuKY4ftZ79RVYtGC8ZdvKYte4vNoc9CP7fLdAEn+j9uMdp+h48ZGNSXxOUe66/lN7DWnKFz+4U06aVEku8UduQP6Kr"
    "WNX/fNYI7L7657FTpjwa1vZyLmdynMdX4pmhylvpFm6NA2mIRBzXThdnvQ2ZrFfqyGAc1muOni3T9K96t7yrf4AOWqvfqeOhncUq"
    "9wB6F1M0QuWwTy/FTrT4uF/pqKAEUtBFntQ3oO2rcIUKw/KHTNR5dr8eMps9QSaLveRuWcH97yWW5XX6OuE78hxqSpa4vk2U8qRH"
    "XLJcWhlOrrFx1YjhblwHuflc1zOLs0Rdjwm8EeiifxKFaQ1eWUXL1pecRlY36MhT+zbs6ZbQROcQZf/oYDYk7DncyXHW2x4eJ+9B"
    "x90EX6Ir/K0yRNhWJVzPrqgm4sdV+Zn4JfTJL/Ozw739GYuQHtRj8d7JuYYs58amsBsqye6H9ZAi01ED5TjyFZTi7naGjH+n7+pO"
    "2iPoLSugZyfCrxkkPyFO31sP88gc23uL0BizHmbJh7QadrBWo1nwDGXQtI/herWLp1ty9EOi093s46Tevj/eYQ8Wnt9OsnfZoaRn"
    "ffXtAv5k3Esf4eddIJXbymHSQLyZCuIurdCD/bx+GFcZ3H/NwQpOj/lEldrU4d4tgdYq90yFrn/CTdco0X3SG1QIXeRnu3OZOGwM"
    "9w1JYqCEHo8hG+dFW3g9s+TvaPQ6KevPiHkMr+b+Fb7S5sWiZNGs8CzdKRyqr8g/wtfos+SYmXN6spFnLe11qtnyTSST15ucjWcw"
    "fxlRwk2nj+N0rfMW24mLk/+TdanFP62AD10Km1zhsZAm4b7uYbQyT4/nrKnmIcu39HZHFsxdLRevSBP5D6M8cjvfa2qnfx/swhES"
    "9XuvgiZ2ucRCsZnNAP0Zu7/Gy1qOZ7OaaAsfa1bKyart4s5GzlRk2H32PiLMn/2cT0g0OTcb2FY+w3tujbkREzzpWWbfS/RxdllX"
    "+wxGpZcr1ze/RV5neDaegh8rDexqjdBGHd+0XXMO+7frWH2ZTe+xjh14tjo2oRNJbym5adMx6mXaX12pzxyTYHv5BFGknS9DeLZ8"
    "02JYjh1bYTBu7ZWNQcssZDE25mqhzpRZeiSzaWnq8tX6qhgiaeG7dqszxUt/reeGSKh1duSIFLWC2slNYNb5GThjcPiekYHFUpcy"
    "Wjfk+fZSzlxjDn6tIfZ2gBc+XIwhfE+ZRzySQewdNrb1Gfhb7vPsv3zmIt5NV1F7j5I9B3rjIUrMYOI5SBxTJP3uFtJiOWqXtLaw"
    "A7acVtP2O8nmfmbP6kpL/JRuO1ZZHF+S6zMczU7mKlbSZkPyFuLcHSg7YkW/haX4GZ/bB97V05yGTOC8rCE/lOXr7BlHSZJ3HfG6"
    "5jy63qe40hzpI45dziYou7JXojXtMpO9anU+r5/TV2CVXpNTJMd5hJQm83RXb1/XyzCj2BDjkDhsO3c3bX8xY5XxPT3X+7kbixNs"
    "Qvx6sYjweFkHDybnfeIMEStyPqPZc4O+DfWdqGmiltbG04CqOZ/hTDMDkVDHICZxlu4seOu1zOCkPXJdTvt42U2yVzATezo5r5FN"
    "K95L3IocJ7mzvMMICbe7iCT+bU1DWtxDJOP52x2jVjq2rutZNxWvfzUPDSfYICdSyt/2p+0bLFFPVBg/bzbej5Y/tfFPNt9SS+7O"
    "0EfR3YgI4RgF6olr0YJyFc09z2WnUOQnNOpFXAfru/8jbMH2QZq4s82Q1QGs3gljPsO+b7lOs//XMD76cN7E7P7xrBOGzJ8X6s1T"
    "dt4PFFfxSGjUX9PUSnW5NY20p4yVJT7ucKzILgvh1qmN3615eoI0+ThSiSfXh9d0suTqD82toN+ojwrqY+t6gKyK500cvs6Wfmc3"
    "9bom9MhM5V4XptWxUV3OaGSZrmPWagH7y1M4n+v9xE8jtGDCe/dW11+Iz+xPXocR4lC0G2LOcieNC+Bbp322a0Npc0iPLdFhLvZg"
    "fkKckOM8eGM8+RXpuvZ5OKMtp3w97vAN6JlyjylZx34511v2HfRYp3/7dvHIUsZquxmxM81KvyVfEZWlDp7+HyXt66aOHy9CdDEG"
    "yLQOlshPjabABPap33/otpYa9S9l0EOifaQ1mhqNatdZomINlF7w1XPUalbhLWVEULgbNUOkb1cZU+/ZNPvdSOMpaxlrORzwxXjO"
    "G8RN/1qPYBhXiaNqSIp90IfTK3cIFYGfFjcGh2qczFGIa0bJMYw3rCftbd8P6XpmR/tVXs7f2uTFh7pHYH5aqVoHdh1+KvP4pZvE"
    "flMY61il/fnQc0A6vJzjJeKHFuIVVG+Ap+S66Tqyo/oj9jQ0cg7iCvmGkxmV+G2l1sWMHA5PMeVzoPab48QxqDqPsIrRe5peQBOn"
    "wx8Vx/S8yt9jvj0rijNnzVjdBzjBs4KZC4cC5ioAV8LurqRMZXx/aZo/GzJSk//erEfNDX1s2sNLb0rzua8MG6kRkaT6KrfEOEUh"
    "e31db2ZSUz4zEyEPrmbXqeRN5jmkm2ZGicfGnlQLOkPIvEQkl1HflpOQX+6UdfjYLiftMGHbSS6ex6/jfMd/VpM2g/bsGHOMWlxT"
    "6721Jj9JG0WIu3okj7Q2e96mK6Fnyom4bD7+cWKrtjrWLVlvs6zbTciGnJ/ZdCuwtRSOdg/Gf0/Hrv8Mn/pz6LyTxXIaxfr3IPS1"
    "JPH5A/Xz9PvKdbAXO+u/ZJycFpTo6qCvfga7s5125wk123hSjCeQ5lRlSAyjKA/RxD2xnL1DxbOoZpU+LS32dTJnsQtbpuvhz9ZA"
    "x1mH7AsylV3AP+sZsjosjNlzUHCS7i6f6wf4ezm8la/1LFiTN1i/fx1X6g7L0k0M6xD+HzzCu6QNOSeUUnYi5+HsCV7klL11eySI"
    "pBWydp5m/r2JEt/A/HCKfTc5Tl4ZrotVEwrZ4MI7l4F9c/5Mln3FFdSGaW09yungWdc3h79YxExmmph9SU4ct/XTPU7O9pasl972"
    "sZ3asHO+kBZzE5vZmNEoRU8jw3z4Znl6I/QTlq1n3Qu/Uk/0g6U6DM84j7q7Rs8Uh4Fc49Fa2nFixnirehKV1XL+F2DPuni+thQl"
    "sdHXNMJ/w08Un7PJks30Bi+9tkIzY1T8I6XEV7k0RhhNxn0BtqMDxCEeFvlujJT3/DTGChwlrnb1rk6UFFFiHZaWQ1pzJ344u+Wj"
    "yCMb954Uyk7+uq+s0b/reDGkkr0R99YQB7hJb6fc/ZrfU8mujQzrWdZXsJbzcUv0C3IEZX3kk1bDis7Rvuwk6qeGd+IckPqeS7c7"
    "CWb+TRbOEKdXU95aF/pMQifC2vfmua5in/y1MpT5qySxGFx1wXmeR0tTHAe1ZEJyzIW3YWTzV2id56GXjdlukFyjy2UX+VovYv9c"
    "nbduHWnjzUc+iAjCZexfcpmyZp4dQ9Q5gFHJztKCdV6sLp6ZB3+0MJ9eirM5aR+rVnu8M5tpNWaGrVitWqnPSi09A/N0foQcfgDf"
    "Zp1uFuwg44JV+hL04Cq9E/9rInNeRk/HTlV4hM0TEFOuJ6ZOirityvpntZ+/NR1QaJYn6+uvxg02ye+udW6WUW8OkM0Y86d8ztrZ"
    "0+PYQ9pTZuOdNg9qZ8O6qHbwK+MyT30lihhsYrZGn8RnZhGbW2VfeLu/E+vkuoN16TXw17eVOVgZ8wi6wKtdqA9JJXV1lrxcWfb8"
    "ZCEJdjcnFC3TJnhjj2kP/U4mhHfr7no7ImvDOl+H/S7l6lfSC7qZ042Rz7G9qOc4s3i93GMF2xNsGVskjfkXrCPtMP/5am/7ww2y"
    "jrk8TuD+4rrEyvMyMDn2exhipkWluzO3kiD+iSESr4R1riLGVSbuaMzXtK4/ewnu4riYmTThPaTvtJL5i3rtKudAQy4lhuaR2JVy"
    "j3NvyHqLWM2qI+r7vnFNo2ucuYm8GzfdeyD3q45/c36qslY7MUdtUfAP7Giynt250L/3FY3FfZ4uc7Wf3oydfA871RGfudAz9+7h"
    "EW7ts9YNMR62/SviuDSzcr8L+WhHQa4vx9+uEvUz5bMSmO3pKo5FL8POXJMQqxn+SYwj6CVOJyT0BEj8HL1RDJVgM7kTVzhFVuB3"
    "DT7WdDkN09jjsZrWB7W3HAUpnKVT1eQ4zTmrTByJbMH12YLZ1HL4fmmcVLNdFxD5M8UT8ZmupYS+gufoh2sV08OyKRLz1mt0W2jM"
    "D/D8XWV88J2+pf/Sc7HyN+f5ET3zfPm6WEYDauV8DnCLmw2P83A/37kT+6drfbzu9mmh9xVC+o4hedlqWaWuIDpKgvxig3D/873/"
    "Ffhsfgu2SUcyDa4k/t4S+FPbyR+w/tP1NhksVunanDiv62EjLWuS4Lx1CfZxR1jgwXILrNMP8N4+g254C3HtG8RTtTpKe493bau5"
    "rUS2NEktW8/MeRUtwyf6WBzjZj2nelc+s3Gq/3vndVHMN6QaIf+6rtP9fN6tgprbsvBXSznr2I5R1lWr8mfYTVePkKjXtZC/0176"
    "x7XddpwKaabXVrtRme20DoEkBsaOKL/DKbtYTkJEMVEfJINkihW+fWSlWobhTJz75cReynhdPIn177PYtVir1vm2OTtUKqAJXhZj"
    "M0zBp9xPVnqNFdIGt/GnbBdqIstYGN56Qt+Uy9mNuRL7b30k9+umsHf34TfD5TT5BDL+A+TgHPmB871OY5zM2n7K14ZWxn6ERWmb"
    "b4BY/TS0w6Zi2r2/nIuz+zRixTm6Y1GJngppsv7QETKHaGjGz7gAZ/OsoHAf5ExvjxzGn2MHqNRnNAiKcVJL1FDOanEKl8mn2Jue"
    "OLfzYBVW4QQlaU+qOPt6FFasCzRnKg9xzORzJ2+3qtXh/uejZEWn9XB6pOtYJ0n47KThZtiEjcMYaQfPpMF3djTh5P9AO2dd+HuK"
    "sQk5zuZSVtMnwboPlgPlcj1MjpUxOkYvlof0Ad2rqBmRS5bzmy7ms8mBm+QDndGKvI0QYzBPUP9XsB69hti5ta1g7RWOS1qrsRT6"
    "TIrn7DCuwx7MSS9jX4dhnf1GhiCe6yAr2I/RFZJleJgdWZtqI65n8VifpWpgLJZktTBJ7dbP+945z8SW1Ic5nWVYqQ7/fg4tV0/5"
    "EJ/5DU6TzQo36KfQZq/C1ibzcs8h7UxWXYU4y1hkCDuckswR5jwGj2Gr9/NesmEzOZ3TwDv4VKy/aA98Yrweqs8VDZV3YQsvkmda"
    "2Z9Kz5PsajVNPto/VkpYzYvi7Bz3O4UTb+e2sA4xhpl6zwAe0rc2ZJwu8jieqQfrQi5TUscpQ4dq8bI+IoZFZ57NYnYSl+MJ38Bv"
    "M+xibeO1p2EQmNb7LfNLxZCsc8XN0tby5JV5DoVQlxFPQWNfyp3drcTi+GLi7FmH7hMyUyfzvmxHaxiV/wZ+4juIptfSvu7R6isP"
    "yp44zdW4xl9xx7vJU5Coe/VH+Qkn6CCZhmdZzm65KZCmS7VD8F6rmvzXZOcrvNvluJNVWIWF9AuKoFNHyicylVgONm/zjZ+5eUC2"
    "lMOItTPTZ9uNXbgL7LHzfNbTy2ntNBZ6JQnP06q8BxLDqhon8QoipSz2SNNtpKWG5Pz1raWM89Y2AXSQOL4p5SRrcSvzMiX0GjLE"
    "Pq9k5+05lOlyZsfOkrXU2kl2sLQlU8NB4rjoR7FeUsmMU5r+SAJ3eT9Oo3HAbi2GdblGBwadYcs+a3UN/vu6c6iPsF8rhG4ytMDl"
    "iDtMFxkG4NYSIX9nfOW7nBI+Q1+UBxB9vA879jm83r/DiveD1/kwnmxnj7brkEXM191Z7N9ZuMeU/BM7YLhP0/HvlfAFy6Cv3vAs"
    "JE4f9xIXNZwtpvtXIaa5DL7xCrzrN2KdjZPxfYPlG/hmF4jNr8xGfGNTWH1lG1jQx0Xiyp71+kTVsRy+Zxg+f7RUMaJd5zHa0vRf"
    "Jfa8Q+97q8+ZPkV72wFy+Qa+q4M8iR01P+N2OV52winsJJ/pa3jPJbBRR8vo4BCc9t7S/G8IKlGstJaenkVl18sa1hNPkFmMlguf"
    "LMM77SIRs1sYY2XYFQ+EXM/k1W1ybBrz5F/pK4x2G8kDkmIPvmXJmrFSvaTw96zm/JjG/RxpVr6iaKAdo8UWjA5nN5s4Y/cu3/8W"
    "a1DNtLciybhOlvMWpq+3W1YFadBToQ92xy4aMuBe+GRbyMKhxJrMcu446fHzqvRueZBTyBnywnSS3mLz7gnmV23qdz67Jc2CDfao"
    "cY3q2EjXM99pHaQ2MTyLV8joE9LkJ7UH+vq51VEGYl12kg9kd9iFEYhaRuto6SyX4O/9eL62nIapwXcO5j1WsO7W5DE+MrG8Obbx"
    "YZL2nZvpeHrMcmsneS+m3s/lbs06tU025Vj/SEHWhTjKEb/cbh5N1CrODTHWSRhH39v5DGePmAPJMAVbckFlXAfLKx4sLhdYRvu3"
    "SSu5ziNYJXYzhU0+c9pGoixlmv3xR2HPtiBzuk0Qz8Qebuo9oc6QkzYef66NOC0+mjOKNdQhjmU4w565GmaY0jgRd5Ozxe2dofov"
    "RLRSDT/4bvmRHcpDoV8Mg/cc+YrdJcZ2UwXZ2VwsyzoVljVCV8/RTttdX8l85gqsxx16FVZ1hEwhL0iA34+AT9SB2HBR329aXfU7"
    "61GXh0qE1JD2fQcu1zEfvvt83OPjuLP38c3vGkJ78C673x2KmbKDzdA73ETwzdCmmzIGzREjZ2epV4ekXsF7dj1xu3q+VEMJNKSE"
    "UloSN5E9wefVllBuB8nX/l7tdI7xtekyoknahNwMZkRmiXHopeDzLYXWcXmy7xlNnIy9S+D7VzHjvNLnOZrJapphntJ4Z6+VamKM"
    "5/wsiEUeOzLfaTwcr2EF9oS/ZF2vN4pNlcwVw0rdjTwPWURMUX6zkd9g6FGNzNaU6sjgBmi/z6HZi3F3Nj/YlZifhuo2Q+8lJ0gl"
    "7N1weQlrrTpfRmH91+rH+ih23KZb3oTWGiBFks/2laGvLGKZryqcV+sfO4Z3YZXlb9hHtgNeXcXzVwm5+I52aJX+xL1pjpHgM74v"
    "OoTcpiHPKzzPi4tkkvTlL4VXkmA3e4YdmLafp9KaGQLwdM8CkSHDhWMIfpVTIZVeE7jugBo1BE276p+he5eQs/JVnOky3F2R2Dzd"
    "T9LI3uhTZVuPx+awJIqZh7sSscOmYkxzw+ULRNAd5QpYL4swdxGntRs8Zq7jka2FtekCv6MNETldN+Ny/RuixEfhZY+SdUQTKWOV"
    "uAIWfjkkfYXeCZtXQ17TcqyW5a+qyBPQAXHHz/BA0r5auIa6dgTzFgPZSZpipdhVYI0x3ORgGwnzEJedhXDZ0sKvNBEFoor13HmM"
    "rRL6Nk5kJTEmGvQ5alDjOLDuoXqen6/xTYMRLR0MH8FimnqsrXEcvgdbMQhr1Ib9FBavfY6rbCWNRMh2Gb+Mjz1yxHQzj7SKaGVp"
    "1l6bOGdxiyTZP259BD0Y/S/he5r1MpyctZCR4fIdLUQVO5CdZahjXXs4JOVZci7cLIZNXyS3wToafntHcbObNvdzLO5+Dfwkwy0q"
    "J4Kkq76eKzZhb/1zIad73fsbOEkYVXFdN0h9XDVzE5dWmx/gc6pW1a/1eGUuY5T2M45DIQdPEUn4ZWJsf0D84+m6DT3lQ2G3Z+CJ"
    "5kFS1uO1zWRfmaSj9Dzc0d9krl4iNyLWTCNiugPXt1j0QamAR2Q4qEt0ij4j/bEHn+q3+m7wsm6jNwbj4cntBqk7UY6Q38IGV+Es"
    "pKnN1uNzZYhsbFefh/Qsg/yuhp8yUJYQm9Y6jQbpQ4javoWO7CSGuDmdWjVNmz5Bb8WnToMcrCUq5XxOPJ8L7TaHaCnO9oxkn63D"
    "d6mkBFhH2sdBhe6NE1OGu1iDHZ4I/2E5mZR/IN5OyExRqFF8mYEvWCL3sraQxBNV4+SUcL46x1xLyJ4xhzPnbOoI4jOZx10NLRNg"
    "tf7AHbEI4W59IHD9f/VqTLTl8HlnwXJ0EfMafqY2348IpSnqleOYfyvk2dVgbddSw9ZyAst05cHyPU7E9fq8/lmuhk7eMThW/iCH"
    "6Ez5G640LMwRFch6qcI425X1M2ujoBObeXYcx1oS978LMxf9paOfdtnOz6c1MxPTklPKMvsfiPpM1ExITJacf2n2cS6Hbp0PqZrJ"
    "CbqkZz6q48l7QexcpbGD2zJ+ewdPaRhVNsO+HCv0se4cPq6/D3oFzxRND48OuyNaGCvXy976pM+QdtlgKibSNLU8YTdKjfeqHNNN"
    "Sgu/UgNN+AbOwWHw3iu5hydCuveTy9lZaJgSh8po+ER340kMZXaFzTMw59qA1V3PqxiO/ZVcv8JzBVY9207q/Xk2aduXWcuKuM7d"
    "En22ieeYjLl6rDi0KdNlm0nWe6KGdzZLP5SIR87ma3Ka0v/sn2qTl3u3P4dLy5zUt/TqDZHwcJnqc5QjaAfW+Y72wszPhXqp7dNH"
    "cD4p5/tdMr5P55dj7agqEIibU9iU37Mpn34bnLNFrOckfXeIZTGPlvz++F++4i+/kjTUCqng/tV4j6aZ9tTFiD0YN7X/t8lWx9Ey"
    "OO4OjXLtp+qRcqG+pZcjVrxDr4N0TZU20B1/5Fz5L+9Did6JJyhGpP4t4qzPdC8ZCNn5Rn9HWVrLKvHBZFNeTq96mv6DPbVJRkW1"
    "PtM/mjKxEtIxzMcNCVai9hI3gVcezyhZVNBugy6hjemNcJVilzWMOmvTcZ076n1zGmGYxzGOcsydN+jWi35K+mpj3xjB1V2jgd9S"
    "RD95d3G2toFoQ64LK5B6SrCriBh62VOwhPcTPbkL9OkW8BPMd3vefFVWodNEsajReuJ3d4O/Wpo3V9LSLTyCGdb5+rokfUUlw/p0"
    "MzREilbsQs//pb5qliKnRFJHBSvC5dCltVh3Y3iYo7fTe63GTu5NzGIXNzYwN7uAiAbfwPqcBxnI6s3wdj5jF2Ud1m6abC8z1OYc"
    "20Eq9iHG2gLow/t0RNDouwxC6k6XNzCOgt8xo7wbdc2BnsnYRRlLEGMUQ06mwiO5LlwgL0Bav9Kl8lnwdCusK7vKTx5VIxnnPELf"
    "kWynL8UoZDXswSZi61qKaNemzvPZ6VsY7n/pj6t7GY5Knf6R/LVLYZt7yZFiPafP6PmQh4fgUZuNnU1+9DTzAxOxz9vDl1lNlKAp"
    "8G5q8ZtvdXSQI55f1P/aJj6r9v9rPSdlGpb8RGiZW8ihOx+7Zwzsu8ATMX6VsTiBB4njKJ7HWvWOsoVnq3bI0Dnfj+Tw10NyH2Wo"
    "mQYwenXeg+NW28vLdI7e2nKfReuJb76QPmYTZ5QTHl0h4XsOc75HNORc7Fa+pt3iSbvO5XPhW+4IX74BqzZcFus78Hd+1o8g8z/o"
    "sOBbfZr9LrN1HWLsYuz9QqKXb9g73N1342f83rqY5EQyPLk5nipI2bVkn2omMn4C0pSATWygD52IdzlJL9pydva5S2Aj7fv+Al/+"
    "bvgxxtNwoDwD2/2jnoV480Qx/tRl+ix8m0pozK6yc+BkxnUymzQaa61xBpXEaG1KDkv7czt+/w7x7j5hF+BAfG8pIuER0Or20wSs"
    "QTdq+CR2sUa/kLfIUHEZLHcZO4Etn/F9jHh4BM7H2fDQe8GmfQhPdjlWbDXk4it4Uu0gUQ6jMk1eny+kltjhKXY+v6JnIv5oLydB"
    "o9yr58C/ugceWH9EAoaU7fA961ixclXheqJpFXqlcFY3BV/ZdW25akaavbRFrWbqC79SBI1Urv9Sq0L0RKx5DfyujsQ4T9FLLOO5"
    "tencNBEzi/WsVjv09/fP08Q5o3pKdQPnfwrlkf5vq8v5nFsVxMqxir/t2QjiVThmzcJX+zrO224d2+wyPZYe/xLc7UXsh2jQAYyg"
    "axmDFb6DjZsD25hXCq1b4ecpfNdPxSjoW9NPyDCXeitrKKupCY71uA+uH9m8ubv0Uf29jER8OA7Seg28+D/rrdo/sOn7P+L0zlWH"
    "u/QDVrE3rNhKfQA+/u5BCSe8MzhHVzCH1UX2RAzRWjW28FoXfuW/rxm1dgeFZbTQKzYzvoukYu8mn+dsBeSzxv/OTfYPpa6fSEy8"
    "DDFl1rOz1GrlfYJyvLKIM3CN+hH00DxEImthdfrI+WJnyBAt3pEyorYtJPtQlU5uBUt0PeeCqvVhRDBrtYZ8kh/LfdBrrtKc8UgL"
    "ivuMkBiLfbY7ZB9FXzFUiq7k4aiIubscD7NDqzM7tkxfxf/ayxzokDtkEu79KETVH8IDSNHrGCbn4d5ncK7fqrUL4ZWdKWfpTmSs"
    "PAl2fwF82dOCT/QFWPqx8iVs4nfkvzY8up7yR8SOa6Dv+2IXKiFPqxEx12h3cR1iP+jXYmv913iG157jfXH8eO3g/9XyNDcSV9k+"
    "M9RzZ20pybx4MRf3R20GK7QfbMdJ8LgWkuXKuE560N7uKI6Xo4EWL+m9row/Kynfc7sLO6mM6XwnPOfLYZdgR6zlG+FUycor0LEz"
    "cUpubKViUxhn2+EO1cVTAiJfw9sy7LC/EuEmzc4YywWMY25oMjw9y/p9A60+lt3LIatL9ZTAZiIgLsZ7XSbM5v83YR9D/lxP9Lez"
    "x+XMEq0i8kMqWU/MkhdtCpY+Fe4iRUFn+RBPPz+4X4/Q9ZDZL2D5fybj5yqyPbYPTpV1nMA5QJSyac+3HTsf5hCj1/jXlsGXrSM+"
    "ZRX8hWn4XCmu858TQb88B/mfr/xSHHxrMAvfWAqNeADWf6m+xp6St/A/52f09zoiqmTmPHtlhpFv1ldQDyLGm+kHq620Y71ue3He"
    "346ySh3GamPMF2z5Tos0n6Pv+Z3vfEoTLcL8yQ/Fqnx/lpNlPW29eV9l8OGa6GWvbkUnzob8VtN+r2XEaN0MD0GbDJSEj9Br/JTU"
    "Kng6jm0kWpNv4p+OFsdz/gw+bVn8ifqurhbr9CvBfm8qX0pr/Qcbo5ULPU/E9LRV3HUVxhX9X0bS1zgqi6YHrE+gmBFNjlmeHbkz"
    "o6SMa52gd+hinp1ZNarnnmb9rHAGcZvVHfrh7ntT1quxY91Zz6ghU0Qm7rbP+ipd4auFrIUNZOTc4JHzXC2xAeevm5wjzXHtKBv7"
    "1YWwQKKYJn8erq3PNG1FG98jxlFx92aISXfj3g+Cbr9DL9ercC6/0N/pC7Jb4Dq8GzzT7vOIIhLEUy3nNG1vWclv3g1nu5na41zy"
    "LiSY+bxBGjRCwlvDfNpI7G85vbJGsjcbF2IZvu1U6L9TtLeepAe1aRfMltt0f3zmVdxpSRihOHXJm2aOMNQT3KXHPVKW9S0ZplQj"
    "duJPOL0nwnO9UbaFVukih8lAGc0sZjGzxo2MrZZwRrxWr5CLZDavlqQtLWX2x1ieJuln+CbL6fVArFeiYyEh54t1ps2DZd5OpsI+"
    "TpYdZEupDz/SP6rh+Z8QDJNNEHXNI3vXNvKA7hkYSncOT3ww9rOXmHYZix2aj9cPkCmIg6YTnyDLvvbhvo7eUttdRNSt43E238Pa"
    "/ISIzSZKOsIOfoWnXsX4s0bvkTrmQvaGfM1hH3QjuYVPJB+XZY6OIv/fdbII57yGnrixcT+CfVqi/4AereMa5Hg1Q557hfH1GiJ+"
    "tGjKthvozW1hFwfAor6r38LCHys7w1Zaz/TZsncwFXcxUR/COtyk50EHXiCW1botiK5WFJ/gdt6iGBZpBWxsJWf8KvQcyJP18fyF"
    "lkrjfogEY0CXkSqF7dmDeYZyYrJcj+c1NMgfcbXr9O96OOR+YtvXsWIPwPbch9UbSIzxClYFi5hB+RsnIZrJxmwrcIuPOJvo/+yG"
    "nXuLkpJgd5Kr4Bt64xWsXzyPlVqEGLMrpPsJrOnO8r4+Lnvrfbh7Q6asYzzakzu/XjthjZZhh17CPm2GXfwKVnwxtNxKxC3Pctar"
    "QR1i0VDfXRISkdq0xEfQUV/Dw9laSuHHvKPWwzZaHsQ3HiybQwqnQlZGytOIPVfqzfIEdmEq7uhtsUqm8QmV6DSs+V2yJzt1FFL9"
    "tcc/3B++zwQ9XG7Cb8oZ11aTIS4g6nK9/kFcjroH96xNXu7TeYDGc7Mc6wHvD/F9BSQ6oTfqlfBYu3AOvD+18JbEzjDMme+hcwu/"
    "Yighgz1ym/pu6qRH4ij0GZHj4NlWaeTrmt6JJgCrWOsx9qwMEWadpa6PZ/RFhsU2y+amitll2+yzHglG4Vn2GNwrh0BXuNmdLYMq"
    "7OKBxEs/MFzF7ONJ4urHyzmT4eYY0qwOWv7nJU6Fpcms2EzsoZy2dEJFbNH1PMc7aDLsBok6oF07GazP6nT2SvfVe62zRS+WfyBO"
    "s47yXrjmGGiRpdAFCXhc28sZHt/RZURd75NhvfalDWik92uWaSfW86139ilJMa+epD43n2wVzv0yosAKMa7W4xnLGcPXQcIKz2LP"
    "Zr4w5+eUXaep1ej+KNadtatEufHQ49womStOF4dKt85P6xpihuEnOSSkjrJt3KlV6REoEj5eGSjO+w2JMbor+Qzr/Nys9SsX6z5e"
    "hkZ6fkdn+cK4GmIoEe4z0Vx9Vvt5LCBjq+nmM6ZpzodsLY5luhdngpO+98HlWV0d7Ghc3TT2KkrOet5XPfvtX4XOMYaYOsZ3R0Of"
    "r4NN3Qb25TPWx9zMSxfyrVmF8yhxONH/q8xC4SxOzuM6u0m0En+iTvAolTUxzlIKeqKEOXHjPnSIGJ1jTLTlXCvLynWj11TPU1Wi"
    "z3LO52ctPMdv2ZgynADr6TfMsYATFWnqriTjvAy1VVJv54RdE5HkUvQKquIodVtxKMiG39YYz0M4LvsmPcbPo1plJeV7TayGbnWX"
    "veVi6JxVsCm3WP9o2EkaZLSMkyHB++ysifywnPfpjpM6yr/dXXdGvRbDHyYO6aJZ1XciVnmLZrMuqzw6WqO3+o673e5wW3H3mfZI"
    "CVkyK7g6nyE4H6xHw2f8RPfQ/YN7ZVzwD70M+vf5sApx9lPQpOfivzqJzVB+i1XcG09VDi/iDdirOZDaf+KETMO/X0ACT4An5HSD"
    "O197c2eyHu0/hShhuBzu603T1LD3G6gVInQu+3cPSfnPZDW7QWzWPg9NxyaftkMUXKaP4hQMhrd3FLTQHtIr2IecUydC/9fglHwD"
    "j+Ew6NjnYSPbQquv5fm2J7/RZxxKGFmbnhssGXaKqO/uzLEq3Sb4sz6mC2DFA3zbn+DfjTek7WBP3RpaFJELrrGj/Ebv0qfldZzc"
    "02TfwE2zr4yxrI2pNxtztP63XdbR9M3OEnpbFhKLJ6uF0Zod/k2NxxY6k7gu9so0/GZf6vn7dZB8Cnk6Qi7Dde+FhnVoqBHui6uc"
    "OU24MRFY1KG5ibTMALqfi7EL38JjXU3c5LHSGf77AnkMHqjrek5y0mkpPl3Oieh7pJpdGC4bMl+vFDdF49g58nu73Apv6ftfrJO3"
    "L3voymnDLuEspjuXhbgLK/GZhMcqCsmea/1UB8pe0hoaVg5PUcOzVeVtUzN1+QQ80QpmRq6AnzgeWn2BTtK+wUWM5VwGMB1zjjvu"
    "9RU4yUW0c909A0yJoc/JDHhxQ+DtHQt9P1HvxA5W4dQuwlP9mdO/Oa+RXB9PFTGwNmSN2zBrYcjMh5Ef1DDkP4Gm6xb0QNxxOzP0"
    "O0mjj5w0ntU3rMcpkOppYn0Z8yBLT7DutYJ9+NbJtsJ7XAfHeUvryTqUlXcXOztUu4Rf8wP0Kpnlf96VnQJWIepGhJw6je6/UaN8"
    "ia3P9uwfCMTNpG8jgxAHZcnWNsejuj8lxjU7UWuoCWZD99d7uxR6lA6H2epqI0k/cd1IiUro1b632J6ovdi0TRjrW8tzL6GlaGQm"
    "xPoUT6NVOAYyOiLmCA496kXkv7wPX3w6+5EMzcs6Tg/AfX+IM7CDJOK4JIzxkZo9v/R4j4BUAV+qkiu8nhMATZyxDaCBR+V1EGR0"
    "nDSx9zbBefckbdgQThmVYa8zHlXdybwxN4TaW47VG/RDYrl0lf44O+PlWj71PuL4zHP0ZAJJx3jT/eVzvVsTvONjYMcW63eIDt7T"
    "t/XaDaSsbZ68hZ4t1uT5dFadGnx9cBV7Max/0uYuan3+q0b/BYlYSa43mzceLftLNfOzxmvZRq5mFJ0i59NqLWUNfwXsWhW75jP0"
    "12t0qjjW0FLoZVuBZ3FabtWvxHiUPtGTEcuNRlx1jIQeQ8o67OypPvU9eEeKq1bZ3Z9M+Wy5a1v3auiX0HdjRJkGkYns+KqBtX9N"
    "HuddroLUPufZCX+Zi74wVn8lIo4tpZ4TSq73OcMqYQVtenvpyjnfwX7aq5m9QFlOJLlMz1BfN3cI04W9tIHyG9lFtpZTZCSs/ut6"
    "PE7QP/AMA4LIOtdx3sTJqsOSWUyEa3uCE9jV5bAwLcO6MRbDrUJIj8BFi1YXqMETVPhZ8ipoqX7iujhcNqpWZxN19hi5AdryATUW"
    "ktGIT7vGPaKl8Vrv4H3RcuxGLfc0wV5Oh11xAFeiGpFsg8+fNHqcpQiJ1GmO7h5XuZ+oZyLqFSNnur6Itn5iMO2xM4rIK9hibwxn"
    "3XVatBHXKberhDGiaSl9pY7iZplsiqATsXfMIg1nbcnmhA4hFn6GyItjJMWqaIqzaznI9hZSzZxwC8ecwzPqLQ4BbHPE9Z9DCxn3"
    "Vy/I1hPwBM7AqZ7Os76EnuLufspzL6khnpJhN1mfy17SyPxVSFyLNLE2C3s1DcS0z2oLm3HEavGy9NKH9TZ9Bf7yU9iHVdCI/8Cq"
    "mv7djLW4/+xM2F5M8w7gnfQhRpz19lYyNk7764aeI8NlYF0P/S97+Ctwcm3Wcymk5S0imc7W/rAoxwSPw+PrI6/gN0v05aBCreNy"
    "IXz3IbJxtcP//jOLYPW3YZxRhqg/R89kIc91FVG7s8RYeJXIFSmikSbJuVDrcWL28dxpXxBNZiH+9yZst3XKrsPefRSsIKNGKbS2"
    "IYvPwJPVqjH4BkTYPIB9jMZ9U5+Xucv4iLc/Pecq5jeM428s/eYsdN7tcraU+juoZ70+o29xgirjcYKUCE4lnMW0LsA95EI5QeqZ"
    "O2ziriXYe2v9zEtgKb7CHn8KX7WvGC7wN4hMLkXEa+gCvcho0UTElXGwNU1q2eGfITtJj2JgvINXebajWs7apXCPdm+bwO+poVQt"
    "0Lm4wwrczzbyDGT7PdidC8hMMFSuEnfHxgXX2fveGcqlY5pKsFa5pYzBnRjeRh/Yq7ZidbglnJowbqKrcGa7Y30nE7kiv7qgZBSK"
    "usNyvq7gvPsjPb/ifL0R8Y3xaX8Jb+0ZWPueeLp9ZYFWYM3u5ZSYZQMG4+nvI2uIMTBbdv1G9nQkPQKuZVsWxh06Lq7azne5pahr"
    "v9GZ8qL+HutSr4YvMRXfOx2xj3HV/6TbS4QL4bTYcM/vXqh7M+dtYU9pqZo4q3aQvgwP+Gtc+0hI+zaye1CDc3gLWagyPgtQzez5"
    "MmrmIbBK7+g4+HZTZTU+M0Gf1Sfgp/aVH/SaX7mfogJyL+RvN0l/kefsRPZOb8z35FcFww16U3Pku9iZGn699hTrBtuc1ZRft6Nj"
    "Yzphfu2c0K/7Pf/91TJ59fh9KYeraVczrfQ5bNxd/68+87/an42R+EN8RSbjOS8cg1DJr746//0r7cR85pGSJQPzUCKcWA9sJfWN"
    "yYZDURgiaz2qT8NG3kEn2uQMJ8uK2C8zGiffrra3Z0NxHeDtmBduh+iptTUY5q9mmtqxTTVzxvT/r/K2MdnjQn7Ixmm+X/OUWDez"
    "+WVrEH8MlyfhpazX1fC97/mV17o1GS28bnVcsxJtwRYbxX+NtdB+M0ocMl+WUWLy/1ArKLzWhZ90b3EsMR3wmSSRzQyzoPhX3oUE"
    "s/UJsuK0kRz7stwEwf9KRjvLCh9n1Xm/yM1CZP8f1/G/pu69RFfIfL1Z34CcfijvwmP7GFc7Uo4gnkAd9K7ViQP4rvvjc2vh2xpj"
    "dJIZ+Y+IXVHFGqtV0WeQVbic88xpdszliMkU4dT/O75nF9Zh79bl7JYaworqY/qOGPPdT/AkD5aPfT4yw/rocI9eZbmUb3H1+/U4"
    "uQJ+WIkY2kIxPMuPW4nNlAyaHfz3Z/X/xnOo5sTnEMnne3d+ya8bNz6CCCjDrH+j3oZ4ZBv8rrvcghhqOxnIyf4o2lDWHBuoRQzP"
    "wXHMdpGlzHcZNsxh8nF4u3zZ5lXdWi+Rj8LJen4wV28PX0dEVK0/wIut9dUCq9ZlPI5VMsZMLkU84XqrXORdoUfIHbIp4ugq+SB8"
    "LxwTBMEFerGeE9TyXdl4VZZzNS8mHtciyMdYUT/j4vIpSc6Jd2CnVJXvgXpSjM90lX7ayurciTijgjWnycGPzJNVY3XuChfqZzqM"
    "vJsN5HhPEgGoQY/FJ0cjoj0XUlHnMSod4nQl6xSDpYE4UzZfepL8w2NJXwiZz3hE52juwD67Fp84Th6Qz/QVvVwfkJf0ekjEaHlI"
    "puDqhT+zjewjdZwyMlyZp9hP9L2heOCpTpNy4rxfJw/h6TtDNo7T8xlpFEIQLkYEVgOpX6Kn4putr7ZGjpNZ+ngr+iCJlTROR+Ow"
    "zWKFr5ItcNKmao9WJD7l+cESvG+zM6eJ6xwYSCv0DnW062U+SZpYa6rKPSiXS5/gSh2POzpT9pBB+jf9u/zR5oX1VbxnAPRHse4Y"
    "nCpliBpf1c/xPc/qzYhmP2C+7VNoiT3lIk6CZ2kXSvVZScX9BF1lOpE43sNdTdejiJZYQoaXx8Uxh9d4vzUkqobdXSeijn+newaz"
    "9ARYyrew17shnn5bd4Tm2i5wXQZtfZSb8gi6GT7ZVT5mtt+86eerHe9gIRk9ipm9bFytUM84WKVNRPOPegmyxIMdzgrrJ/jpJ+yk"
    "ddqcB+vTHefTmOSvkiZ/qrrnIXZ2pA66BLt3uiyBDEpwrOwSvIyrHITn6SL3ynLiBXyqj+o8fR/x+VJo9ZQ8rw/olbKf9NbD8drd"
    "OgmS/KH+GVcx1pLDyHD4GDso5lIDzMAZNT10u3yNTxr6yv0ynQxqH2IP3kLse7H2IQrDAUGC8xaGmGP41TX465ie3GSmreWRUkf0"
    "ugQny6xu/SEnlKyXuYq9gG0pdQ6pZ2s5VDLsPlrL3tXH6L3UERN3IXfA1monaKinsGLTWDV6OXgAsnS6PqNms7qSwe1tZqQMn+Ar"
    "+nvz8OoYInTZzLqh1U+HlDXjc31wIt5i56f7psehM0aTG9h60By+zEPiWLhCos1Z7LGXRNi/ITMvIsYnXKqGJDaE/LPV+rS+i0//"
    "XfqKMXrvLN/oX2E/red8d7kVn38Pu/ZbmayT2GVhFc4SPxcbUmvcJA6NJUJLN267UzzCmWV038CZqceK/wi9O0PbB8ZtZsx6jZxY"
    "VujCDsTRsWvdifWyrE4FTmggjskyo8Wso6V8x42za8PiKQbHuWi710EyHjfFZLEbJPwNvZz1iyg3nmK3hKs41OqN+Lla21LHDJH7"
    "YJsaYXd2Iyv9FD1UvtN7cYp/xPOOROx5gJwnZxNPtY7ZpApyfFWwG+oyVkN/gMz1w9kt1ib2J70p90FzfkfG2EU4QzvLLnIDnqYp"
    "rNK3pSncJ9gaNqgE65WC/Fm/guHsDCNHQANOSi4+2yFPmPOyd9RjdaCepjP1A+iyB+UOWJcn5UdySs7nVLDNuneTEcS+OElmwtvY"
    "KrgVJ/JcOU2Px6fNQx8gk+V38qx8T5udiVG4lfrSvms5rpH2CJvjqcmSxIAw/P4aj068ilq4mRnv9rBLo3hWQ9Yykr47IUEGzG3l"
    "K/0aZ3qADtAntKu+rq/prsECuTwoPO8c0irugDW/A2tifAohO8otuzwHMmR4BX1lV+xhGe5kDmTr2bxadNpP4wpi4L0pJ3UeQ9ow"
    "QMqowc2bGNHK92R1It69lh2PH+ET14hpkEW6VhpZC3HcMWaBrvWdV5WcUcjys82cs7frny+1nE3LeeZBh7ywwPcuHS6FPZSfoLEH"
    "y03QaItgEcfi3HQKJugZulkQxihM0Z/NPXbxxnnehf3R9vKy5jM2XCxNHgv/v8fnq4Dmb/br8HsxBJksO9rt+cdKmhn0zrTbAXT9"
    "KrLSbhzv2H//SkhelB1EY13m2EYGceKswXOKJnSWXk0M9LW6n0zC6foQ/oJNkxwLP+Jyiy/gG92HPazC6TvXc4YkqLWtVrGaTA7F"
    "9GDayjpiODbiRBYFU5n1d3XxY8R10zdCH3zG+ngxJGEZeUN/I8ao0kaM53tfccj4Hdg3uI1EU0+h50fOeLYnQwGv9Cg45gF0E+Pg"
    "S8UY/mkvTcN8R1CTx3Bp5P70YidzNDN/DKe6jiXGiNW+zydmUDF7gA8XQ1uu1d7s/rHp2Sbm6hy+Zq3vhGkHL3M7qfK8KDk/iWsW"
    "4SjZUc6F7n0SZ/Z07MmhOEnf495XEnH3d2KzZoZT2gwPz1DjZ5NTqYXNpIWRoUsez8mGXA0Rip11tjXRcuZifPYUtUYV1riTNMdI"
    "4KUeFexbKdKHdTM5Gd++vdyjL8Ffa1t0He628B3cKMXUPDa/UU9r5Xoua/SL4BSZEAwJ+gTv5S7UC/SFzHPBmqIbpS5bg3O+QhO+"
    "r6nO1+vNrzIkwW9xjZ1p6/7ETtN6vYNRUe88LA7XwV4Xz0x3yJuRamHM2V6SnlWzpZd5pHzK7zPebPEzZxLjogvszLJ4qj7iXhDP"
    "8+X68xs9U5jI3kQyDuP+tBaGzxyn5pXoLqG2cKu5aa0MJe1zXUW2gAbiH9SzFmxVvGJWn50Vb6LcGmPiA1Lmz1mD9wHs+8ZJ1GFt"
    "Xu11nqvE+b3v84y8Jd3k97BOZ8mfIU234nR0DcpwtofyO9fq/nIQeTNyHh2xmZJcCCnF5HkH35+f855X6DG7mjk7k/8Z98xfcELQ"
    "enmroRMbKX3L1fAUzNqW4HwliTy9AL7lHOz4HEThSZwF9Rh+Gc8LV0e+hCmUYJeBsMrow/SAHON6kz4oDvkhTT/OqnjW613YLszB"
    "u1brrvA+z4JEDkEsaZNE78JT/5cuZQ/SVhKhD1kN/1ZxOP459u9HmD3NnIo7EB6SoeBfxKrpOsQPCzmN3ki72UzUZrtXm2Z8E78t"
    "Rmw1h15njljXJoNHswfJ4et1jRmX3Yp29NUB86e3kielngg51u23hrq7Bus3SJzPbxXses/x2EQJm0ZMqzrY6/FiWm269sXT9pMZ"
    "5Ip3vUDpuHfmb4g6LN9exhkNy9A9Af20SF+E9zgPOsLW/0BxbFI5j8DnOCkK8324aaXQ4ynY+mf5XQ1582PqZxxcN0gC31ep/4T3"
    "+JlWiEVq92LHZupEOZGYB+4btshDFS3jnfyElR4lTr9nyEiUxJMmuRvVxA2NYvpadoQZcsHSmH/KccEV02dXdlM5/blEI6yXCn0P"
    "fu/bba6HdXwN73wT3tNVeq1+D415pdyoOekJeX6esyrFeOZ95WdY/r/iDoJgLvFNh8pe+Ebr1jZk1i+h82YGb3C+pR5xo732Fu7h"
    "Mx2jl8JO2HTNavLZFcMi2UwOXoU1Pk2ORnRxMexTHbPSe+KuPsF7PmX+yCaILoWWPDJ4T58iRvIjeg3r45Xs9dtCwhjTr5axz/Hy"
    "Az3+3TzmlaGAHSpW/Z+LhdiGUWA9TslKPKflCipwp0fC6z9crKdlFb6lDHbvbUSrts+XydM+i67EuFhNDA3LX9ysDbLe5y/qifXW"
    "yI7fLHTFs/QObff7BXZavuMuH8rpQHu/VdObfL9OivFaIf7GjjjJMxGX7IMoYD4Zq1fg/1+Qzoz6Q9/1aXPgjdS2huC0hPo4y+le"
    "OxW/ZV4jCY96R+xJZ9mE7ARrsE8P4C5+0k6yAk/SQUwmOuIez0ZsuYmMhHVdiX1dpyuZ/TD/pRxxwvfEJilnH8m7kmA11Xpmk7hi"
    "ilNH20NHXoczNpEy18j+jGZO/Y0T1+Fdza6N28hLlyFueQU149ZEC/mR2cdmP5d8bStzoXsi5vsR58Q6YtbCAzMfZzH26WLYinOl"
    "m7gJ2BJ6r+ZT7cdVu1xcVbKBfAwNuN563EcvOUas22of6SEDoe2/1NPF5s0nyng9lZMnxgD3KmTmJU3JtVgb6779El7kDL0H9/8C"
    "JPwexDGL9RucxEuwti+ymytL/XNKUAJdswTP/RF1rZtecTUYd4YdGl8Lg5qx66QoLcX4+WTdTy/WNXIOFuC4YHwwVIfLdfjNLGn0"
    "7Msuk+x4Lobzms/oKEje32Ex5xl/TJs++K839bd44i/9pGKGODcjcQrtv0+GjX3MViW4UtqG44Lh4Xw8692ypUyUWcQ3C7181scc"
    "viflZeJburUC3/XQXn7COXkKevpdnK/xeh77Ap+QdsEQyOB5PJVJ7cnOwUpmUWoZcTnb6JB5DSvdkFAX6fVkC0wTK7OWHbEW498v"
    "L7TSfWYnpBP1dY3vXVROqy+D71oCfWJdRhPJ0mFsYmtVgg8Que8mw+FDrcFTj5DPcWfz4eWcg/XMEW8wTXu0xEdIc/QGWJaM7+dL"
    "wxNY6U9iOU6R8SjMgBWdo32gL8soc1tLL6km0sKn8hYk5hm8tlRf0JvgjXaGx/oJ1uVvuJfFOI2mzW1W41bE0Dbrap7FRcF1PEGW"
    "FyplB+tyRhDWL7zOW7LlnmfCOv+Xwm+dTibwkLhrJlPLcEpulwg/zd57sLfSxfQQje3dZb1StP1mx44X47jcRzaDJeghXRHz7g9d"
    "bff0LHbtKGjkQ+Uj3NcZ8k94ekPkD5A7mzPbS67XJ/VdeNGH4zoz8ZzD8f83Bi/rhfBPLFNhs+NNsG5ZnnqbwljL+afz2fWdoWeR"
    "Ya3VooGrJBVeLN2xF+frGFjRZjJ/7CjfBU3s73oY+5XQPYNpuOYusNvFatL7uj6nZyI6qIbEvIP/31auw33d5SepHa9FW84ZuVzU"
    "QJz3OsimqxeFfpKvjnM+adiFdXqqrOSU6UAxBHTLna1jj9JmWOtF7C2vhXQZdtWPRDSOGCLVs06loHvXcUJ1Mk7FdFx7lDwLnTNa"
    "DBl2CeLU1ZAVQ8Ky6WdDeFhtPWwyERIhRZYZv9r4coIbpJeeqN+HPWR4cBKetbPci6edDrm7qOhHyGkveRz39ASt/768s7/gZK7S"
    "A3C695JFiGmdb9/ks0IuJtuNHYCfU+IWYJ/atzlCH4fdXIp7e1O3hNT1x70ZEpLNSPXA/VfqifAWJ3uEnuNZNbCqybbETazFe0t1"
    "D+zHKrX9PUhWEnmvkd7kQ1iHcnjllvMrhvT0xTrOIQfASjXm7iKi275PRuF63RQr2h7S10d2Zq+fy3v1hB6fzz5I5zO2lXJGxo3s"
    "fO/k++GSnIswX7qfRHGQeaDHyFjorXWQuzb4zgr8Oxs/HQYreLJ8VLRaj9QfoG+XwDeZAW+uFFbyLFy3jZh96yDzaHP/hb/nym74"
    "rzLdQ1qYQJ18pXzHbxhXigfFNcyaPMRul+dzk4kRwrp9fh7P743iML0MbbaCXZU7iEUIO0vao8ZZ92QHUT+DlmVH5zBxPbFmyWch"
    "PngONqAOT2Px6dOQ2ml4qgc3itWwhlPTB7Oj+V6cq2pEN02cWlym49ndvpboFbWMcBoYz2xMxVOZOanP4xDL+TpgM7R0DXseLfMz"
    "U6+GJV6A0ziaWWr3GYl1/25+CuU1Y40jR0EtJ7cfwt6vxMoVvoMfxWYvyvVV+QavLYUklFtMSxSRHThtlaEFM4TPLPNEdbQXbmdX"
    "UdaWM8q5WIoZY0RPYlMnPf3soqFPdSVLiZtIyVCSmolXswzybdzki3B/Y2B1BsKOnY1z0Bnaoo9oHiZjmvNb9ucEOQLvOk1uhAX9"
    "GrrgReiGmxBljZeNYWHK6Yc+UjbLYnPHWY8HXJg7KsWKab2PVa5mXbWe/nKKcX4tPdgE8RhDj3ZvGb0g5j+3qrRjyXXIGsv0Jngl"
    "ZYwS09y9RtZORrOba4hs7dFyzPez95wBfdGNWP7nEQ25l1h16QtoiNAjz+U0YrrrKlE2IE3v8Qix+eIUMwo2MWMV/N28NXU5FZFu"
    "lKlyrRLDLV0Cu7wcOvYbRMLF0NjXwQ/4E36aIPsh0pkFzYdICb9/Te/HStczbnC4Sad6DMsqntOf4L8bJtPdeossgKR9od/LoXIA"
    "/B2Tx4MQ9bZ4XRnPxvYuNPrh0D9tYH+fhoz2xhquht6eCa98HzmGcyf1fibU7vlDSINjoXYZgUbGj7v4WGQ9Efnc+/djPigF/Xoy"
    "pxv+e00xSCry5pycv9SBklpY3gpjkq3Hc40S1/9dhXM7RhqIXn8gdvY9aO2sRxQpJnKFod7P1Z/hO1hXw1TWohKwlA4Hpwvn4KPp"
    "pgEygnnYLCtsEZeC7bWb8+gjTsualgvYqa+eu7mRjJGujzvhp1lTOHvv+rmHIdSX5n9nqR32lWNogzLMQ671eEAh/a40M3DHMK6z"
    "U1Tiq4qHSgc/GbJFK1dzjAxzPQLQUUTAt5z+1uSkq4csOVSCfRGZp6mV20sF8fmiXoHDpCnmqngUXlpaP4B9u1muh3dxmHwCr7c7"
    "VqmHZPKwTjX2sZOcMtlEWvvTRvQX0IQ3nN7uItE9jPId8ZafW+pzuVniwFjPQ5XuTVbPftJTrHZ5gjwLHdcbq9ckNufxBPyS7+Cr"
    "HSzjcAbWUB9lOZdlnexnMyNWxcrsIN+REHqW52gmaRLW7xA88Tp2D9iMhDEEjudkY5qowZfSz3ETiCkyCj6C0z5ZHcrqNpxhGoWo"
    "Yz3fkfNn4Up2jrls3Dpi6i9jLrURn/oa+zSRdYyfId+fwutaoAfD1nyozwRViC8Hyy6yV3Cb7+VxOdrtfR++6z+w6eyTpT64pk3f"
    "3Jhw3yCTywRdgnP1p1zKexaXsbaW9njV62ExV+HfETJIVnKKsIasxTZjMEaafR7+TGnwfUMhO7IMd8b09XbwK6wuvRgasJ9sK52D"
    "Z3WJjNSZUisz5SLEzov1KL01qA7v1F2xkxXEAjVEi4vEztOe9IU7/x9Qt9w5dMgbksf17BCc+3iZCTw2mUNtdZ0P+VyZAU+qVdDr"
    "OcsXeV+DaUMayX7xHs/cHyVB3qWfcZ/mpS/TR7EnT6thdSbJJNMfMrY7reMjWM0n/LWyft7erOJcfO4FrGqGWdTN4VOuxsrPh2dU"
    "gditmRWO9uyQXAzt25YzoUlY8PQGvovTQ0/h7zUyAZHp4/KYbAXpfhORzRP45CewgAvhgZYhKpwGaWor/xTrjXTY/sY8fQmeeia1"
    "oZ2A5bhzwzTaUUKv+UOP3G7ScyBsz3oyl5tXZ56D+Y9fwv78QX4Ln2JXVmaKoX8+xvW+1/f1brmFOZeeZNDMsErj5s5mwY6ukdmc"
    "0P0Azz1J/gzbspO8Hc5uRfuPhV/jbMpQ/FdPetRW220m80stTnQFo6xmfQWxxZV6DXz4g2QK9qU/1nRbnLXOeLZlsBdT8W3FPOH7"
    "i1UnzFvsKtZheA/73VZjV/eUW7HSq7kOs5lLDok89TO05O3so7U7meNfacbdrSGKbRMr7oai9LO+BAneGNs4Tncv+k4nhbvotXqn"
    "fKz36uTALNn7HlPTZQP7xRyLJrn7I6qfILvLXO2gw3BuztY2wcO6U9ERrMFMEDexaXnjElqBajInL6OFTLLO2cDIx5jCrYfjbbxj"
    "CSXtSnHe2u4SyXEpn3gdIw7XMf8QrVAdscSVGWX78yrec53Uef3cIru1xDKuo5a1rrT92Nc5C+86jCe/DpptDX4eC9nYBxrxIHkA"
    "+2drf6Y8rxtOFOfXxwqfkhLiLFmfzea+56Qe2tp6QLaVw6G9SxFJNcBL+gvW+AvI1v70GMy77MTOmDp1/btZ6L2cRiyQ7XjSWyZt"
    "c56jxezeJVIRTzl+zbNf5llcyljlcdzo/5SSuMrXIZ4MirDCrVeoO/25lYgS1OM3W4ajLfmYHuT8Qo6yWEcv4ec4ZtycHRXicwst"
    "NvmXXtkaGvUJRLQ7yA5yj5wNq366HKAHsu6Z8ZFMI1EUHbt7GrFdgnlay1qf5bkSM75raWlexSyaphmSNwv/S7zlVq3pyCddtcGT"
    "VkASahi3hfCc2oizlVkyN5ZChtxsfH8p8+iONawl1vspX2Py7kALblO0N9FHLnTmbtF7IBHd5W74/J3kA70PnvMmcqU6dJoG1mrN"
    "Iz5CItswj9OFKaIz1JJrJM3MfxIyX62bQjo/gj+xJfSmTZRPIW9vibpO8M6/gEuT4uz7enX8vUPkJGjIrbi70/RHfRkapi2iiAmw"
    "PDeQJ+YSeZsZdLubTmSLUI/lHc2+tnC4ZMnC0lKVNs6+XuL6iFzfjoseMpw9a7G3LSgShSYSy/zv3GkbSN7nruRjqPeeTZp8ckny"
    "P7v4cA32yk2xfE+f4gBxWPyHUksdKjmPe+lYz7L0u+9D1JZFtGv9FCvZk7EUVnsHOZ7RXcbjn1wlZWRObmJNovDzmM4aAhloimeR"
    "I86uL8lE3Qfy/RU0UgVs0zJEi9fqV+yW3mID5NK0rwcOkHWw/IabaR3Ep0AvGF9kFfHndsCKmKa8G+94TC0W+x6x9w743RrGeuW+"
    "Qzqj18p4+Hhz436AFu3W1n/fUt85bazFv2d2rIkYCCM8Krad7c6xD9RMi9Va90wm5q6yz/SWrh571rifTxXjR1nHCr1x8SQgh1Pj"
    "7rZELL2bxrhtOcbFtl+DqGMd81QdLcbpkqGn243xhZsHMz7Fx6GvHSNAPa9dr/ezlrmAcXiCVruUU8+GftBHTvNdWwdKpa+iu7n6"
    "0Pf+ZD0LyL6M03P8voTnznE1/qS3ZK4X2aaS7Q5SMU/KgfQEK1vRVTWU7SzRyzaHvL3ArruVuqAV7RJ5UbXx/OE+UqHZGBUlG3Pv"
    "iWwexxxhfDadnO0ilfzX6k2GA5FmZLmSK9KB2NhJ9gx8xQpHmQ7F76wie7A8SOzFDFGruvDbipjnSDPTkPI4AWlyeZzs8Qga+MSd"
    "4vmEKP6y53ggGCiD4T9ej/2p1uc1DKfD0xwvR4bf0LqdJg4BZhm1+Hii7O4sJeQks1yPY1fujjV4CKdhN0ptljnJJt//Wu7zAis9"
    "zkJ02hLwC7KebdqxHKyAfq1nzSzFGKe1XjbjXRsllgO4EHI2hXqxLo7qHXbPIEl5beB6Xj7CWr9ArJUP4JGsZZy8gJxKNTH7aNLj"
    "9VrcNEIm8Q5y7J2IMLZeodfzefA1dFhn7OMVkIzt5Afc3X6wPI9B928pDuN5G9lc3M70oZU7mIz1LjduesvijFNw9wvwjo98N49j"
    "D9lczvNdBlZfN2SZHnIB9cEMP0lQwnxZhCd9GiLSKeqmJi6Hn2UoXA+xR7bM2ArF6mo/wZdsZHeZ4RS+qmOCOmYcLZKYCy1kvtUw"
    "cdnk9azeJvAZN+/fxKxbHzHvfDex3LtD7BsmDhGskmvW6G1KD/l1X3kYcUcJUb47yWzaZesOOop+2Rqcj5V5E/AXeNydTeUzvdqj"
    "LOaISpujF5SCVCzRs7D2s4mPs0/wDKLXs4PB8gi9uhw553Iea2WIjGQfVU+5B75rF5mmExHT/lasH2EdrnRXjE3hcvKu2mL4O2Ok"
    "nBmsbTizVsL+oP3xuUV6HmzKOjWelzT1k2nam2FxlFHQS/ITPl+C3ZmGPXwXd/mtrmY26DyyXDVCKo2NpE+wBeXdODs2kcYYb/0w"
    "ibJwcxhLT9Pf69/1xqBUfwPrM07b63fBrXj1SzxP1uv7Oh+HWJakkbkOs0jzcC6bWSes09sY/4S6h+S87lRKsGqdr+kOo5Zv8R/c"
    "uiykhJkvtYfsId/KJNYKShBvHy3vY+dKuT+NxPCxfH8l13A21sfY8MoQT9wFf2EvRA/PQTc0aWPMC3UwXp/D2HooUSOynpsxS0/Y"
    "+qbLiawfUns4lqkWRLEMP/G4XAkf7A/wGF/CqT5PXpYJ2kWOIqp5Ph+NEC3ILImxj2qennfP6ias2nvN11cOZP9sSG1chWc1/pkD"
    "IVUT5FN9GHKzLfa4jH2oIeMSlwHNqPOtbV37wgdpL5aX+IS1uOGQj+nyBq46WZLMjDerY8hbQva4EuKSzvL6ICRe3IHYS+NzLsfO"
    "hx67SrkbVrep99PHhXnHCnHN2vRNJePkNHsC68k2lcW5KMaTLiaS9Hz4Caa3/mEdp8Gz8K9fx4k4Ep74FXKrzoTG+xk7eoj8XlxO"
    "MerFsT4/Y6S03OZ3ePJ78AzzcAr2hBxsiZj/Gv1ANwlS8LqaiCJm99Uuj5E4g328TXai3k/qo2qzYLdJ1LWWZuaixQveWxwbscv0"
    "1cSvKPyKnM9JHykRW0CTVntP1n6zgvXi/FfUx42Gk9ubmZeUPsMem7exT1F32aW++6yO3znV9+8ZouqB/pUTGPe+F6N3OwueYS+q"
    "yeCR4hhpC3koxZAG6+Cbx9nMmfjmA+ROHS0vIaIf7Z84489K6GvgzXilxGMnqMdWSDG+eEg/huX9nvhM9+ibkLc3cSIf1tUbVWfa"
    "mBzKxrzSXraQ0LNT5E815/4fuLfCcmCcdYs5z9OZOXDzuO70rGn/m3trIKt1e4k61lxEb4hE13C3u/L9lfSY0zjtOU5JFkIm3Rjk"
    "/8m084YaVBysJ47RUti3V3RCHmphpKuiSd10rItD4geGMVdV4arva3oxYsEv9EK9w+yj9sG3tZFDghuIcOly7ReIoYX+6K83P87/"
    "WgXlCn5PJU/R94yIbE8rqWWNMSrLDGsO52UWe6DMxl0j68lbuwQW3XjbntE7mCXrKAnWgrqJ5Ru3wFr08Dq5pTpWCo/GsWlGM//O"
    "W9zO81e6CSunK2oYhxpu3vPyLb5nR9lKZjKbsies0Mf05ivZ22weUSNZ2JJE07O+v/nwm4wzrRFW51v4V+NlP+kDb7mjfEPr0RWR"
    "8A+eJbeYFmcctcVSMm4k2Q1dC8t9s2SYranEOg4PztGfoDPfhkauDR/GtSeKcdoUjs2S/pUcEZrdMzf5GQ3rqrR9PTHuW7ea1+de"
    "KnrFcpL1Ub2hD1dhd60jzXA5UvAGFmBdbKbjMiKPVVDiLCc2Tiz7+SM70azm1E46sR63B5GFS/FtW7fST1EFebGemCIZJNZBaXmJ"
    "1WRdPElel92wuxP0L/pPaNWLdSbu5wTpGgzA6kbZsHackGuLlTJ5ushb49msaDsbvJq9cuXkvdtCbC76fjKj2USYTZw1cB0dv0TC"
    "M4g0EqW0cD1rAnwei5bX6Jk2+R3uJOP1IKtWc9338XHu7LguY/dyD7thbMKsiTGKse3eKVOwgu/CazmdPXGz9SmsWx+5Skrkr/CB"
    "7sZJ+x6n5E69DN7t6/h5EVb6QTnVT9WeSW+0GRrAoVe4mYMG3/ffV67DLi5nxqGGljCq/zTD3rZ0K9pKnCcNzM4ezeyM+UAJ1rKO"
    "lK4ejzDp5ybTzMJGedUOsefXks2robe4Ge9tRNyb7brp7KqDmaHZGnu4F8+xmxzv7SvGpcziNbGD5ye9iry59TytK9jVPkEyPqe8"
    "hews+8qL/MRJMh32e5keJ3Mhqymt9QjsU+AzpYjgnsAq3+onkw0BMeczf25m2WIQV+O33TGGSPOUz8V5PkoavW+e8fjzJ/ocSiki"
    "4dPlNfiM5+l+tjvhA/DP0sFCXKEwM7ey/t3IZ93Exx51PMeHez01k9pRvWdrPYGH6vfBIrlfb5JB+ojuIofBl6wOJ+GiGUrPRC/r"
    "jewZqeKJPFZG6q36d6J5WbzUXs6VSjKZijyod/uqocNCdrnQbljPR6DlfktsgMX6Bs5OO3kTcdcHZMK0mc2WuLFRI7zWogJ1bYUP"
    "VCQRXmzK964oo9EKfYco+hnmO1J4MstjD2wVA2JjEHOMY+jfu2dUEz6O6yEJzUdmtX8r9a+wdHuTX6CJ8zt/lzfhfxt6Y0e5Guvj"
    "JMHyCd+TIfNHXPEkn0+16yykf+5m0hwzQYa2JMV62d70VvuJsaJUssqQZLfUOu87HCFXBMfo0eGVWJNvZKg8Fl6hT8uNwSPQvMfR"
    "M89wDrjZMxBV6wBZzXmThpgtx/0ZlFcTLspD2ov+fIRY+HNI1d3wpJ/Ub/Q5OUXegUz+jfnVxbh+VzEc4hyni3rzHKTUIVNbDGeT"
    "os/R51qJc+om3JvY37UPuxHN9l0tVczTruJ5r6IGfIAn2DhtluGzFm/vCsvyKOLsldCHp2H9N2V+qxGW1E1vFPNbBhDzc63eBr33"
    "KqKGU4qW6A/QIdvJmYjOz8f1thDjXc/CfszC+6z/dA28icPlKXkCe382rPq2skwmsXPydb1LL9UvcVcj5XPyiN4H+S7F537Q23Gq"
    "pmIlaplZ+QtOwGSdItZVPBdWs7uMFtdDHHoeeNd9U4vIeC20/JNyqN6vXYLTocNfhIbcCXebgRcR+YchbEFl3NVWqjfIGvxthIUa"
    "LU9gByogW6/Bw3KVtl5+oi2jLVrWvrGvz+nXeyYlx9mQZKS/BhGsVXCdtJf4zuXJ8H0y9AmU3Q6OGWsdcyRuyreGvN0pXm2Zbs7z"
    "2ZOeabO/cxcHbiktU3Chj+M6iKvG1ENyXMbtMHZHjKP8NLGe/CFiq75iTDiTIQtWv75QDE/Y0P+qyYRpqCPDpD/n/etpld8hM5zJ"
    "2L/wqfH46XhcYWgrn0kyJ5YkEuVYZsiS2G/jImgnxppczGkPY8cxbNmtoC9OpI8+yOPZbmjN1sGCtpfh4mbWrK+qEzmJDsFKdZEh"
    "nDRwkV+WeCjWlXEVJOYQeBpN+ip8VEMDH4UdfxI6udlnvSOsg+0kmvZfxl6LHCXFkEKmi0O1t3U6AJ9ugKf+ghpO7c/43Rz9Vg6R"
    "5eG+0E6b66GSDFcEifC9cLZsIkl5Icgw4rCT4CpBdh77iJ3Q2ZBS6FP5A/z0mToJstxL/qLPw8Mq3Fn6tV7L9bH4YiDW+Vjs7BXw"
    "DSzrPhN3ucjP5boOup3kLMrMa1iFbxkLpXQaNeAeHh81E1tUyzPs4/vvLS+zktmzkH5YSG3RpM9AphZi9x1eSC2Rs24Ww7Rfq78V"
    "h93QDL2a5WRGJX2DpO6PEzUO+3yNfiW36Ke6PTyEKp0tX0hfj9/l7FjK5yMNb8Kywe9gJ5bq9sGu8iXk1PrPz8C6fxvHZsYc6HxY"
    "p0vtjFZgBxp9dqUy7h0333M/SE5GI9xv1x1pM0eF80iFPfzIe9vKR3DuUwnGOIuxwnvILdibReQ4/AnfY73ZhbszMtAgVdhJmy75"
    "FzRsHf5rDe7+Rj8P66blQmZL3Um3qbP7ZRok6AFIyrlyWtFRsId/0+0g5UqmlxX+nrrFXQlRvFHiX9kxnoHUjbLoy+HJNLFT3clI"
    "E06WWYXvdDWxRQ6WmWTGbNbO8hsxe7+lFMaMq2QPgZtdNMs2Et9UzvVeo2PkEhkW3Ih4dzGebT0zn2doZZiGdCSIoHspcXetV+I4"
    "aP1aXyPWeLcNzWGMuKmSQhPKh8uz2LXXtEmOhq95JaKd23Htb7AjTWS2jhDrcsQISbOuYhNkEcJ6lMVzrPFleGqXzW1mz3Fv4mpU"
    "whrU5c1AJ1irzdG7PE3ulTTzEFPjqasEWbkbcReB/EmNC24ec2MvyQxY8RJoozlkgBZZ6s/tj8wPZDnXbR0ghtc8kczfQ2RXxEEv"
    "IK52mARZaPx6dtvkPEeLqwRGHduhn8LpLQ6ZfzE096HMHTdw6qORKCtHiDIDviZPxlpw49fieZvyZghDdbx/VfBjX5TNZD1rfbuI"
    "8dM0MlqyavzJPn+d8rOMGc9I8SnkaganO5qoKyro2aRazdUUxgVNeX+5i7guUfcZQza3CZdVlNAE4znrqthEThfH87OCeep1ZIet"
    "oF24nP2xSe52xAfv8Am2Z9d9vfc7XeaygTt1HHyRPXCCThfjxzxK2kCqtsceXyvf6Xu4txn4xgbs9TVyF/5/BXToZ+SRi3IqDf4n"
    "x9I6TqqIqnKgWKZgDvvQbIp9HefuCteQ6z2f1jzmhDKs+Jj/m4B3NQMxWiOzUlniUe1GBuokdiGnoUqeXjlDwrirMb8PqqWTqJD3"
    "tA53laasV9Fy2JU2oSfvvOYwtoDGuBF1OGXYOZLP2+f0sXGEN/tp4hTs+YXswFhJ3uMJ2MWjPB9CJS3h+b4i3uS7VzqKm8LP+BpQ"
    "luh/u0LztuOJGQ/vYTK/4yHPval+B0zC/8E1eBafWopv3ALxfqVOUotWpugxwXqcnWU4SVPUpuxqERm/gzV+FHv9lHYKrNa2jjhq"
    "y3lyLQtgLEHN5IYaQv1SF3edR/xuYRzx/3u3cuC5B3O6YWdPzlvYDKe9HKaRVWO31Vw4VYqCmrAkfC2YgJj2MRmB+x4WbCpfs4tp"
    "LDwowyScDD/e+BWWbxSKyyqbL8RKrMA1dgrGQI83Yh2eJsJ/Cz61bjCdvyc934W87/7S7Ouq5me4d63jv9tLC56c4cvPoY76CBK+"
    "nRgWQg3OzlrdKkiyHytJi9DPZwBy/twu8SwXHZgta/I+1EWSjjv4IkysHX2uJ+o9PkkcEk0jGVBMirqJVZa2l60o7zmetUqNfIxf"
    "ZuhYDk/hYtld7oSu3gT6/K84x9/rXTKNmRhX48nSkzzcxzxd5Hhfq8kSK8lxgWRhMctgK8v0EalgF1oCO309fn4N/tQh8jtcdTOx"
    "3iLL1I2Ra7EL8yF513Dm61LJ+mxHFr+rZ7zSScZC5pfqm7Afh8pP8PQehzaaKQdINlwfa/uuvpPZ9WwMlYtg0W7TYnjBxXhD2+A2"
    "fP+Z2GXreLQ52V6S871sm9AXNY6KfvSGUpQei/gvFIelaLH7vpKvNxwWiz3xudJb1sfTO0me6CpITD9pom8RSZPNJ7kuVURA/x9v"
    "bwFuVbWFDY91ABFEQhEwQSQUCxUVFRUxrh1Y11bs7m695rWu3d2Fia0oAtLdzYHTXbvX+N7xzrnWOaj7/N93n/v8+Kics/dee605"
    "xxz5jndItUzACZsOX20RrOlXOKtjIJvfQyN3EPt8jni7NHOQlUSsOj12GaLC5pOVZdfeOHzWGHMmYUU3kgvkQKzTV5DzyyU/amJf"
    "mRiuJC/Y9HAvrNLxBau1jW4epMIn4mm7FrtdJxVx9mJ76I+6eP52E19vgp6+S0zL9ZGoB3oE8a+OOfCfzJSHHnvfSEkK6blXMntm"
    "VnAzSlGSVmGJnwv597yg1n25u9R4rMeh5HDI0aa46VXpGMfWhdXRhJ8tEsWozTbD/byc0ZD77Qn06Mu9371QHZrGrn0dNbObMpP/"
    "3kbBo/gUezFTR+ttekJwVbDQZm1BH13BvJbbB5PoRzgd6Tb4TVvA1yvn/N8aWvYL2Lc4B/KZo0eS9Tq3yU8VvpQxubPtNdQRji8s"
    "DXm7QcbJ03juOfAMHtF39GSth9d5v06UFNkYZvhKa4ISbrwz9mdDvRG+/CH6GLzNY6VL8DFk5Fm5VSaLTc/emshcN0PPMlaDsZvW"
    "29sUM+i4HGboM14JLxWufp8lAirBOnd+rWynpJckY4tmK7sR92oV+6OqyVlVr7+I9ZvMhy5ZqBfod7INYjGLBifgVLeTmXo3bODB"
    "nNRSQdYyk79PpD2kxbwm69zYSSJeG/X34uYB1TCj94fHdZd4+TgXGvs0nO0piIsn6FjthrWfi/jXJjtN83timbdT/BkzXqxkq/pg"
    "JWcoLeN3FMNX+kLq6ME5j2gutPaeYhNDjIMlQakwNoaBLSxSSDykYws8PliD+P03nGTLMbwAm3+oDNGH9ehWJmIaGqcBGsDl4UuJ"
    "Xc94Lskydnc5JIFNeQ19D438DUrXcRnYCvSVpPdWVvmZhUdxTuO77MvKcQpcLTN+TcxQ2RTZcqKlldWHCBNTjnPTGb7GYkYD1X7i"
    "3WnMDwqZ26IMZiQhLU+geCSu/a27hC1OeEsOhg6isR+47h+LXJo9ucOkua9mnNe2pm+6eXyUu2I3qdeoH6s5kg3jqE68Fm2uryR8"
    "raSN7wYo16gjLwVN8Qg07biYRUeZQbLrXSEus1fkmfvsyfbwc4jcDN9PiUx3Uc5XvIeFzO1NhG0r0gXEURSxC30t7noKMTf58jtb"
    "ssqbi38bcQsbOupr5sGVmbUKfUAsSv5dZzELWKUlfo929POhXLZpPxkqc3xNIsXZKzXei87HYF+N2MRNnwvZb+l8rlnQ+26W1j/4"
    "5HtQsyzFcyUZAzuuj+Ydt9gqy0pLGzlALDNfTF+zkf5JO/kXJM3QQb3ZH9iVcbLFMRnG80v0HCmOucHaeXboRmJzLcf1jziHHqGf"
    "Q886E7ZAnG8lDk2Xwr7WsLabIN7XooIvtVzyT1wcLkk/rdFFCI7TzXyrK8mBYXXvBZCZlfqqnCEBPNmfYw+xebrHNpLwvGH9fQdc"
    "4zq8x66K1eSjW3fXfaUX16IM2qLRs4EVYa/6kMvvQDkT1rqMttBpywfga1RSe5SwAqHq8gsWrfWkNmuEFq+FdnOTiXv6PJVlv87E"
    "ez6CLrC4aDLWfQV0QAF86VtlEqU9p27S3GX0gW3nFhFXlH/CZ4K69m1x1Yly1vFy7GXaOXjK5zs+82yzFcwS1ayz/l3j3FsYR6nu"
    "/8PYrx96zJ2rgU6glvoc56vUd79WwMquhSeWZFd2BblQSnW6rKbHk0VEm9FoCmiOldW1xGw0sIa2MVZ2hu9DmqTzqV9SmvNYHMv3"
    "HM7Kk0liP8SPT2Bl9pIzEWNfrk8Ft8Lffl06cCaGTUcbwNl4aVjnNKsuSZyhpcGvRMPP1EWI9XNhEc7no7BpwkxbuE62u7kWliKS"
    "y6Fbbd9Xq3qUcF/q9ahHN8Iv5p8xmv+VNPa2iJGzodOqoceSxBakW8Gth8Rd1DAeitB2m4rrgl3L3rbLcbWRxDDU4Xv7imX5DaXR"
    "Q+5lPJ7Qm9ml0UtsasMSTk38GHd0PqzkKdDHfyBGnsaTsrGk9M91XBc7VXqegWa2s+a+qy0k12LOejTT1PajLyf61jC2tfpzCVEs"
    "lXqWbCJVlJA082lFHn04W6zmbRZjLTNPhjOew3g634ouYh9qZ+i40TIXf19AdE0jdPZieie1xAp9Sf/X4grjid0fumQsYrAlxpmC"
    "+PUmeQaSchxzaCHtsPo+XXt+N01+Ms5BOazLWfCSvobUjca6ztNH4au+yWi9hFVt48wbD/26XI+Xb4har/X8yA/KSnZTms4p1Iuh"
    "dwzp2U+Gw9M7Wl6VV2Rb2UIG6nbiIgjn1zdwUnYNI+3Qs0dl4lXuKJvRM+1EnH8YM0jlYuv6V2+mZabi77N5OY2mBKzyvRJdvP9b"
    "KMaI9AXuYLyeoy/JeniGHeWs4HXsRx/ElB/AX91EOkkhJMymKDyET70bvhBM0KvgD42HhvxaL9PPdYjsoXcGNeq67AZSE4dkwZ+q"
    "zhOKbOUy+gBRNsamCJfiafuI448wHtr2nuH9IfZkFGK134c8Xyp3wbIZK3C55Of0q6Ym/RX20vbpKLHY2jhbCySKp7Zkd74xVaU9"
    "DjSnB4nVdd7FN53Ajq0mzpKtg45fTW/uJDmRtuM+nO+5Mh+yUcuaeEiOpjra5wwsiuVhS2EDp2GlFkCHz9artUS6Ieq/C8/1MH7X"
    "XqwvfBbi5xXwEbvILfIj1jXqX8oQqa4xrttVZh1H1S5SRAR8JbkcL2AePozrcLYSW8RZmSjPaJ12Lt/lptJHJ3zDFp65ixorcT+z"
    "yY1hvGvFeL59A5vp7bqNs14DbC5u2lHOTwTfndi2AeJWsZ62wfz/L2Bvc9zLxcTtDGKnX1fZSfIjr7KeQc+yQbdKih0kKc70ex9X"
    "mocYaJRcrP/BnkyTpbCbE+QF7FuR3A65TWA1doIfOkYvxM4VydktevJrWMmJPNPNxHI8Nf4+68jIZvHWRJmNbxzq+2yGSQfGd2nG"
    "9EW0yTmfoVFWVux9Z/FZktCwjYwqLdtt8UEDr1zsOfRsks0WcihRADU898twCg9nT82gYKbHPVboe/odpa6StmQr+Q7veo784iOD"
    "6fBK5C8zn5XYuz3kbVzpXT0V0r2XvM0Z1RL0ltMRFdfxOxPMW6bIc3aAWHXyWo/dyXj5n4o73VzKme97NvgO+zVBX9XnsVJj8Jvv"
    "9Z/k5viPvIH41bj+N8RZma6PyW56TrA3+1HTvudpsI8+3GTW0HtbtZ6ppAyxaSk9oiTXZjP2yCaIZbe9vxmvlplfQTbBpfitzaXY"
    "B3ZlmS4hMuMZ5urqiI1aw52rYn4wF0+f2NRHLI5nd7QYPu5tvVlf155Bkd7O+a23ydU6Cs9VyypPWquMLR1R82u6K6yCxnzOG/gq"
    "WEa7U8avCQeEgwv6FxxZsJe+HZ6oW+P126HhZ7FeW6g/Q0s0MW/YwFiwnk++yjqQxPU4FnoPco26TNMf+N23+NeyeL1gNeZAqrpK"
    "VIke7Gd+NFBb2pwwl6EPWSmu9rmACkhHMc/jP4iAi2LNNP0+W4tv4LEupHQZWrWQXEfjoMFdx29nf8btc929NklAntJ6gzSREeoy"
    "Mts9JcdD1toxBtyPNeR2xOPWUk/NiTFyVb5ru4axn2EG7cpd/WTJcB0bZgjXWj0f52YBPOk0PP9BsiFk/0M81UZaEBgHwSzY+lHy"
    "Atb2eezeQ7SWNmu3W+znhT5mrsVu3Cw/wUtaAb/9djzl47j+p7KK7+jOmpbEEhp6S2jVrgStcZ3vIjPMx56yit66ZZ1TzGkYGrSI"
    "1SFXBZ3mkcEuWr5crPPyYkhaCrvbPthdnibe7zT5Fh7rhrij79kBZHVLY6juj2efg+hnE2muCmX97HR3Z6v9NHnDKY0U18uUY8ba"
    "8kSPM/qGBJBTpImooi1kIv47jfmTmXpf8AlO/M84R9+peYWOybBSc3468Q4yiHmMKo0mnEQxxGa+J8XqdjmynThb0Vscu3Dkr5zH"
    "Pc56P38Fz7y7wyWwAG62cYZ+Rl18pqyOkI4z+j38N8+FL7FKtxfLn7wJWRhHzNXr8EZcdJ/2k3S2o1/kGABegBWYpuYfWCf5lpDN"
    "RYg+/iWXSWuz13rFdeuog8TFquX06nLkLbb63puMeAzdNo79xJYB+ASy2k9+w9ptjhM3DZbnbLkj/EpvgcQ9DPk4Wa6XpFwij0l+"
    "7zaBMz9F75ImLzvmbwymx9PcN/xXFp378X0TWLNprhUneFIfhnz+zByGxLtj1vkNrNW3+NQQuU4Mc9sBVrMc7/wNd3QtYt8DIc3m"
    "g3ZHTLUfzmgJ48IheMKe8K7W4F2l5Oexyntav2Hn1uZylpSyS8yQLB3IIfvXnFSEzjvc89Spn9Q7VJZxfkqduskuLsa3uu4llE3D"
    "3U2X17wfuMRLWYb9XGly9UbdNiEndLj+ziQ89D14vyuh0cxLGibmYSV1hUeE5tj33RhXl5tYlf8ckjIJnoabZbKSrCg15Mx5HFrY"
    "cfLXer6iCtrQEqzPVNzjTnKn9INfsidWp1APD17WE2U852eVMY9gfJNrWf3NxgxZzRFYF3G1zxQZ+0o9Z2GW8+7s5J7vrVfI3Jnz"
    "+Pv7zqQs+8Y60J9pIxF6uYYnyzqiSnzEYO/dmzWSHHMLdZQIm7zWSF2RgDd5ss9cOc05hNO/1PeUbyOl4WS9Eb7SM3jmHnKlGGfU"
    "q2RmH4DvMWTeUs9saN60WaLP6LvUcaVqeB2LB39lxfP/vWfIqktN7GjaLTAu9rGWC8aOXiT5+5AfhxQ3eDSEZZG/xnoY/neCOK7s"
    "s/GNbpaRsnqyNSstM4nGcLm608S+sz8zdOV43t7sCh2Ds5Jk7/EieFxm1W+QlxBbGNOs8V8WqrFNLqfNN4vdVlyWJaFHik1rLmaU"
    "AFtA7E8jsWFp6poifbYVRqP8r4z7Wya1YyTJWqJ7peVn5L+82n/zSv47sJ+OhtSV+f63qLNmGf92HvPyWf+K03E//4/X4F3sUTfI"
    "z7aSouTUsBb8gizjVKCfoLffxv4G2FmrGi7EPwvU8fFVE1tUxFjHXX1kKwi8TcV6OUvpcVnnhknJJHhpO0Efl0AvJ4kLOYwa4lFc"
    "+zae+Cbavyiqzcax/x9kP7UpQsbRXMUO0FG4591kKnTR0VLls7nWKaBEsTVxblkNtOAa+IRbQCduBf+jt9SzZ6OnqJ9xsQ27v9RP"
    "cboqWMBsRganpRi/N3bwFfAdp+NsbyPzyDHwvD6Jq1sn0QTc1UtiGfSkaou5zBHvgVmLkPOCXX9GNPtHmc8JxFAbVplI+rNyF559"
    "k8CyiuOJ/bBO920Q841jDBKtbm/f0Rt67WMReA1R40V40gbOm6zDuauE1qpm7c/xBbr7cif9mlZfqSOaIaoGbsaaYT3kdi7O9lqs"
    "x/1YwXNhP4/AT6OtQzeexdqMXHf8ARXUKbv7uezN1Qnj0ToLu7Q4uCSYi71/WXeEVzMc/u5DekCLbrdoikj0c/4ZLlfKzp5NoZAx"
    "Rw1lZIXvH4lmEjjJaisJz3lQ431PZ2ly7LAqgzbtqE/Lm7CPh8swRFN3wfv+WDeS3QLjPi5nJ8Ya7Qvv2JBTxTgjL8ipiJfdjBVD"
    "cFfweU9ARL0Ka3aEHIvVOQE7fRH9+t74jjZylLwvd+A8HohrlsCbWAo5+0SNF/8neTJYCQ+jSU8Xy8Os0PE8ReYnvEqkdA2zBebN"
    "9JIKWrSF+i72/kecsD9scgG+5RcZjU/9ih19CJK7I+zXAmLDJ8CvM4v4FSJh47k2/3cDP//EsK455sgtH2L4/xfkJn0K0eMTOKXj"
    "cNVjgrFyipTQf8mwpmT9BQ4z7VjoXTViHmQ262d2jdFSMWRnG8hWFTTPLnKavE++p9/0DjlYRsvn8gQsz2xY1a1wvubgOV7Tm3Ct"
    "Hi2mzbecTlpKbHCafGlLcKWn5CCyrxfqIcEr8OcayB9idQ3jm7bpCzZ17dagn9ymV+AMfii3h+/rv2D/rsO9uG9Y70+ZBfvbHDV9"
    "VU+JuwI2dktOPrWKdH6m75zaRMa+Hu95op/pqeSrfhcecTmueYO8DI30NCTsNVjf18XhgUOt/htfMl+eL/8rdvraiOsnG4V720eM"
    "Jbme/mSG+9bgOWcaOMfBvNNDEaUeKDYFohSncQC0zP7wUxaHz6+DElPOS47qsqdzll2O9rzG5666wnuuxYlWn81yfq7Llk0nsttw"
    "L0fLJOJq7ad9yAmaI8tzFfPolYw53iZewfizbA6jrfpqX3HO6UR8Nun5Lxr5m0hKXBV8e8lfUVt3KpH96e35b0POiHXVibTPeqRY"
    "9bPs+QbSjKLr4SvY9axDOhTIGn2N1qWNWDxRSi+pkRMvShgf1rCbOM09sLkdxonkGKZ6ipv4YfxZx2JlDpfn8LcF0Doiv+gQPSc4"
    "n3mGP//JteCfVc/5HrKfPsX5HjnEAVX02kL6rM6Dd9ytqzirwGHRHFusxaCGhS7BnR4iRzJDUElrWMPczsV4wkJ4bzV8whL44Iv1"
    "IXkaft8fiKtW4h0WaY+F9I+HtM2Df70IV2mKcTDOf0967tcUsziOCbzGe+z7MSdRRs4Kjfm/7Bldh12a3ZsNlKT25I9bDL1mNusm"
    "9oUcxs6INTjvi7lz5t0Mg0/9jp4Fvfuo3KPn6whooothe8YHX+BsbiDG9PUN9uMDsnku03vldiLLw5g9PudZPWrg476vP+EeNpCV"
    "+P8i5o1K9AP5AJrgB9imSv0Fq7WV2N4twv7PxL1cLc3TwJx1bE/f32ahXSjOkpntNB9gHHORNrfoXXJZFiI6fVbvxop+ru9xKvuY"
    "gnJ1+5hjZ7WTT4vc75X2zMEmfCV0F0pHEy1Se5yw/cWQfNZ9nSa72Fzs2HJ2vrjnPBWrtAlsXZVuo/fLxvKYj7aSvrtpMNHIr0Ca"
    "3+A8lZ84ifo66LluBXP0W71Lz4P01HtGGDftZCFOR4roqDJZypywIYsqPEpsPu3X1foJNP6nOCfPwiJ9pv2DX/DvB3g289iskrYP"
    "q/wHyDIi5m3+6dZi2Aib4zNGjXujnlNxvoP2+xZr1cC4aBFnfZ5MHN8Q9pnUeiyz+9ND6j2XYJ3v98l63EqOCGv73Uv6GFZoBp6j"
    "uxwi08kDktSB8iPOvL2zi+ejy3G+3XD6eqfAmjdx/u4TkIrbiZO5DKtq88OP8DPLmusOWeLEiqn1LAu7VBuJa7cs21LfXW96rWdc"
    "ocx5nJx1W3XkN9ZyKlVb9hQuxT910hYeo0V1pbBZv2GvqnWKNIQftcoB0egrbM321k2/Nq1r/z/Wz9zKeS5xi9vPF/WoI/WyYhm6"
    "BazoRzmKJnU4vz3EOMLb8pUzPRuDQ58mdBHP6gY+55tlvGH2YnuiHAb+bVfqEj+X3lAJjR7RmfX6fZHvq2mJObLsqz1h/qvlf8Xq"
    "tTliQJNk51/MTjSrjBbEdqQ5w7F+jGHSdfo4lbU31TNkrp9rkKVEmwfVn/GK6jCPcmvgLtWy/91e2Uxeh07+Xv+tr8Ab6yx7FqyG"
    "p/cgzs0CdnIlOVvJzt1CntVRf0FZ/9/NvP/vplv+N1f7f7+3Jp5gm2nk+maT9GsqWGVN+Ck+5kXk2FcSiKu5VDMeznouo0r6I0pt"
    "/pbHIWQ4ufdByfm+iBL4xLvLUFoo4z9ogzt4HlriN16jnbdNHaWZa8HQPTdKHbM8bWXnYCe1/qNvYA2Xwd/7WY0tc3P85hl4vgMZ"
    "O/6KfbS5P+uJ8zEqyNxZA7vVW2o1miJpdmKQRDMV7H6OZ9f1w+SOfACxyUryMB4ot9CX2Mn3Ja4n6v08u7sPEFtMw93tK5ZLWm48"
    "e3IDJ9Lkr7GsZZd/SG7YzsxKpONqYi7Or7kztomEMcJPtWXXZXt/OrJkbItmzboMbtRPMVObWYzKvaZRba2Sn1+qBsPKhL5DXIkk"
    "yHj+zZ/0PiKzs9DBNay3pKl1ZxC9GJJpw/lQtcRAZaHxb9Tng5GI0d7W4bj+Lezt+Uo2ko9D05YdvUe2LnJkD3HcdJ04P7EjMaLG"
    "emYYnM7SxWsgy+HXM7u6FufVrV0bvmZ7vyf98aRWtuKPOj3ZhjjAIawyOIaqVMxzGjE/R4xW+5NFzE3JqmB35t7M0dXaK/D728u/"
    "odd+g+3fNVgYtpGNEQlMCB+BBLQVQ7N/C5lGbItdmKXPsOohxNtPYc0nQwTMck6yqsHZ+0kvkMlYA8sVNuBETYS/uTJG+0cnbW8v"
    "5XUereXyXiPWmdy0yk9SDCG/rkvPcRhbxbiMpz/D78gRjZJgtTfDJ03S13VZghOpPzIaasTl3EYMX2N4U4eLeEMCPVvW09+xK5cG"
    "mdy03PA2+8vnukQsu/Yq+0zsrnZlluMMnrBi7eP19XLu3UrmTO4VN6MhTb86oRcRIXAONPIK/FOrN8t5iEUGw986BPr+RENZSHv8"
    "9jRJeDTvWnZpGJ+wMZYa0tc69DYRFzsNYV/IfuL42iOetiqfxTKLvBuk1DJKPVl9WYt1SBKVbB3Tw3FeFuLs7yDGam/15weDwXKJ"
    "joK1fRo7uhjvL8Z9dpbLEYWfAPtXBg+33vdZPijOB6+jH2dWzBgWqryfkibKzPGehq101k1lNqUKPmg5JOZp7OXBOBuzOIHY5iG9"
    "pI+L9bkX0VfsBF/vSXJf1usLrBx/jydfw2daohsH31OaGyjXtt6H0V98Btc7gBwmyyhtZbHk7cJO0mp6Jp04S7AYsmVT5sp5onLs"
    "TXAZMYcQaGKk9J1cRX39E35/H/ZlDJ/9WnlY9mlTpUPhaX0XrpXdwx9yVyKq7yAHFDRqIW2Pnc0SnryltGCfEVHZnOOKNOYusoJ+"
    "U3vylw4WVyur53/NMnZB7BJhNWfgWtZ1tAJ+6RmIR5vU8TclGdOn+VQ9ZEd4o0t8N1LO55xXwSZZtvUhVo6yPk5PctLLpnIN5PAX"
    "sialWCm179oJd1KtveRu7RAkWFuw/FcFPPjF5K6Yg+/qLeGfnse6emwm+YTgUMtD6Pv6vL4nJ+nTkOhXglI9oRX784jnH9WYZ7Ia"
    "MmndFcO9p9rMBmUWsYL57Tp/vZ3pTRWRt6gRkc1Uj+Jze5mjr3gMq2In42QX68O4llU0/4N41lB70xAtHyFj8fRFzGgsgZa2TMQQ"
    "eVPuxXoMZ9Yn4qoO/Xw81ZvE5ugmoVGPxV49wWriEfKHnot3PUd20jIyMTRhD4w/pwQ7MFBMporhy1jGaiuxaMY+tVAXy55yMTy8"
    "ZbivL2EnN8Aurx+01e9xbxNwxZGMUdboFOrcx+RnzgFYRNy1w94eRHxXPSTlDLnI9/W4VXCYxmnMei7lLu/ODPVM/PSwOM7Aej+v"
    "17TmnrBrDtPcwI784niGs8tr79WiHy4/g/B81pedXU54fT9Xb8eq9fN4GdeflyCTWsYzKkf2te06NWHLVHaELKxiVTlLBoxP8LtS"
    "3+ujRIylqPEPEzf7KL8t+XPttpldpY+8DE01DT7Devj/02qz1A5nb5x5Fsex+u8qY1mPErMeb+Mx24o5sK3EOD2T0BpT1HAd+V6p"
    "9lkPw4OkYjy5ddrXtuDsdto+8KtgXUQb+mmmF4l74nLm4pr7AkLyvdvqr1aHKGvyKxR1Itm97AFfLedZRDM4MQd5GdgFq3uRWm9a"
    "kV4no7WBePIFOglaYg5nyJjGXeHtv2mJp9lRU6ct+7VUm+Uhq83Zq+hvncVNB2qI+5JzsAjuCSoZ4SZj/ulGdb3wt3O+5VrmeBo9"
    "L0+GiLYbpczj1dVrjghhPJKWc+46KIM/40mVM7MidvS/TvBp/hPxJTV6q13nOYCSOopZvmreWxNx+o5duUmv53ydVIsejWiVNhYX"
    "17sJFm76bBN7/55h30KZn0CS5Amx77HTPQUe1sg4fx1N/bafu7MmlT+aaq+/6M7B2fj7uXKjnI1314Q7yeM6gdnj5qfs0gIVndTx"
    "kNmMZ6j6mNepYD3tGvjJ7hWrQ22n50uKCJ1fIBureLerNRTzRIy3+DudDv9/pZ9IZD7z5ZIjZqyeHp3DVrf17KhO7reVlhMg7G/m"
    "MXeMcY1bs5/wAvpl5fDHlpNR3HJOG/q5s0nyx2XZs91FdiWrTU3Mpu+uu6ufMtrZZ+0UflvEhmsZiQ/0bkTvSegDm/5bqNdB58+G"
    "V/KGzpERuEebhJqA/1WBd7Rl53ef4HV820nw/ly3+jJEhQ3Q9lvhOkX6Z5xLuzhf8RmewOZ/rcXVesnrUsNpJTvgO3PMc7rqXJFu"
    "LvUefVSmZ0EDfqYZeQB3+5tuGqwn98FXnxRomPU1sF4tuCgSfmVtNmrzlF4h14SSC7Y6nKHdg1VyPaRqa9zxSn1Zj5eXoD2PlgOl"
    "mDOIDd81nTblbj1EXDR1jDgtvpq++OaMTf8JiRspxj41KnhCn9BPZCQs1n2IPJRzM5pnBDR3YS2Brd2EqM02nIpwFCzmSjzzSKyv"
    "TWWu1695Gqqh/eqw+o2+d2lncZ5D1Oue5q6nvXWJpv4OZbZYmcNXDVpUOdwdpNm3cZokfE7TVU1Cj3WboJvqkLZ7QDsu1/MQE12g"
    "b8FifwYJyT9lYX1oOof1PJ3c9SEnFrsOD2MhMj/2GPitTYyjDoYlOEC+0pMYYVl22OaS3yCGJBqtb8oUz59pfSqN2O8diVBdrr/L"
    "qXqqTgxfgbXZKijX6yEv2MvgEHhg+XEB+V9xfliHmHOyi2jcSZCNc4b200bxCe0szciE5qup18tJ1pyUqKKs75arp4ZM+eyf/Wa4"
    "5DxXUP57yy/Xr8G29pDvIWGT9F29R97BydlW39SPZDXRbZXq5jZm9Fys2070ItpJhe/Y6S5W1yqQak4bxfnD3ttkk2E4te/DK+oT"
    "1MMqHiLfYseG0wI7iXXdfkk/I6ia00yznEOU9HhxYx+dqREX49vSyTNjWOZhsq83hJD6npKJOSIqfIakEdfcpkX1J+u/tYm7U+A7"
    "3XrFbLTOW+gq0WSUyOpa9uUs2RJezHfYnwZ9B+f4D30Anu7zsRfX2Z+HTKybNpUislz+k1Nry7EyB0FWz5ZfoSnstB8r23Al5sEu"
    "NJKhaKaPulyeLO1nz9m1dpLekOIanOI2iN86I+IL9RLNBK/qv7Cre4pDZjT3Mo6lv5j0TOEpzwgdzZ8VeYB6Mcc1Nx9hOv67DTM+"
    "k/QcPOUM/RSn4Rf8f4b1Zgdv44oTcW6ayPXvfOkx0CiHyUz9XH9nLGJ+RSl7ur6FXDyqV8jmflJhPSRlK9laIu51y2B8ISule/BQ"
    "8IN+juhpXni9HqEHa1k4y3cnuErKjhL1fGSIeLb5TFsymzkcsf5HxMy/jRhgFvRCLWuGl+Nq5USAl+pn8pWv07mzd5BUetZTp5ma"
    "XzlwnVey5OdL6VN4yu6M4DPkTM/63kSTnjKNuCpsBmpPeQQ72EYuh5dXgZ9m6g9aL1Yxmxh7os15vg5eVh6T8ZAP4yQ6UB6GpB8g"
    "xrL5leHOIU8Hc25BkvpxtkdKWyQ+hRxHGa6i66vNwKr2gy2dg7taTm4oy0SeT+bBaWq1xlpiVB3zUBVsUpJ19d7yBzNuFTirtvdz"
    "1NbOmGyt4ri/LPMZUTsb1stY5fuRkjE/vkOmuznA1idaBduQiWO9QCJssM08NaaZYniTC3BHs7F/m8ly+c3HANm4Umw9yxGS5VxJ"
    "+UkLOX2V+TOTikFyCTyjHpDgNxFp9sRvC6BljAnsN+ilv/Y8CNHka/V+aDKb9/6mnqxdCt7GWZqKXRqN53nLT5Yx/fgJMZB18Lw6"
    "4gSM5tQLm1/UqAOCFVi9BbArHVjx1HgqWOSTDiYb2v87P5Kx/9/HPqQEcfb9mZFpJDdQtT4oDitQR14T10VdH/Njue7sXFztCr39"
    "1hibLd5TtkkJVf43K2MMumE8z8Hu9yi4To6CT7CPPirv29RI2NclRLDZOdyBrN1V1EcZZgCTWoH9+xqayDJmC3A+lvP8/876Vz6k"
    "xWUyGLu6kr6r2ZQ/8InVnBJuLEolsjaOCoqo7+vo0zTpVaymOr68It8Tm9Jbxa5T6nmVcsTgO4a09TiHMEM/1+oRG7NLtTpmbbCJ"
    "rwt42kfBH81BNofJQOIxd2cFqb9MIIPEKui9i+UIKYl93iy8pRpWkC2fmL+r2XrD3czVjpy8lPRcXWlayzrOu1DuqunnE6WxBe/N"
    "XzEYt+PMPA/JXQhv+G39UT8OZupe0iP4EJ7LCiKXt5EUNN8vkPEf9Fw9mXJZ5WcaOwndIo7ditnhvBu+cxxkbDbjrRk4QeM5/yUX"
    "9zs/KLNohQzR8IfMkBMQz28kN0sf+K5L9WG9A9HOKDlcMn4aU+g9t5Dd9ybp16ubpWuR9j8YcZxI9oJ7yHptOdcB9J9NGiew0zOE"
    "j5rSqxn5Vvk8lKsQ1kPOm3ydz2ZN1ajjWejntWtb35lukz7sb2Vc75fJl+f6pR0a5nnP4NHuL7Gs+1PPWW1RjcVmn2a9pm+I9/ha"
    "5l+aiMQ37VzOGlIYZyFcBWp71pg7xB2zGXURmMN4r1DHo+eQhSndSqzC9ZhU0SsaKTV+gmjU0ed8mx5yJiQ29NY7SYRKlt2f7ePu"
    "hCQ1RMjpFza/o4EdjqZbrLoPn0QMq2y1lDbkIAs9w9yNkmTvziB892C5TSLEo8Ul3WU6PrscEoZYUC+EvTNe+h1lm/Bh+M/PyJPB"
    "I/ohfO82sHpVugyvNcGnvFJOoO0u+RNzX9YjjqwjOPR9wlV+yvIkTjbeVc4hm26aT1DM/KxNXG7vJ59l/ZySBk5QsRjWmFGq8cxl"
    "vvJjGtZyb9PXOaEuvopm3GXZuRmSN8ak17ALbnpdsR6FuO1O3TaYIK/Bx1mtA/WE4Ad25Ii8ieuc5p+lgbu5uUSs0CnKn5t/4DBP"
    "zg7l+4yrwVf4zoVhEk2iqqPkZuMTvIzXOUia2SrSMcbVza2JJi6an5nzzFIhz0MtPTdDaF6BXTaMkzGe9Qj2gGf5RysdIdE1k8Ri"
    "qbrpBuYNWd+s8hMR6+OR7MT5uxMVZX7y4ykcW6FxbTbzs7tsUhW0m7bgKbA/x9FzN98mQexKlrjjyZwGUwzPUv4GmdgxZv7O94o9"
    "w3Lvax7oLXZpLDdRd6ySwynncwjWd1XsZ0dlWX8bjZ+vFSWKJ0Pt4KYtFFp3MrG443Di36SObOBEV5u782/8PT9WNxdjJprvOZoX"
    "WsdTkKa82Dqu1OulRuv9ihX5qMZx+u0tqXX25/9+DaTFvrTEbbRc0ainzq7W+isKrZzhrNmQXr1qNfbZddBMxB0/57F3LjYcKm97"
    "hk6Hr4muuq2fjZef30XJmJBgv67rN90MJ+F6mzsdGhPby5CeRfqlPi42/+djHVFwqu9P6Uk0T4M2d9glIId3QQccKMcjgivRD/Dp"
    "nlIGq9tRTtHOwe2ImrIFy/RJ/Qbe0x/6C+LDF8n9PMdPT2vS7YNGYtRrcEeOM9h5YI77ase4QjOHHAFrWPsyiTDOYptTdZRcpk/h"
    "jkcGZ8CfXo4zPFcv1urw1eAkRG1dZSO9Brp9obwfLA2v0BflR10T73FLtG6UX+7rsWznyztkqSvTAfCSu5Chz+IsqwFUcR929rgL"
    "05Zb4+TWYBXrY6/Z+qCb9Ft4jjZ5ag1+tj7c73Ctj3UJ92Zli8xtqAdL0ndAbCKLfZeV6+89xnMvWtd1X2g8jTVDSxyYeM5Fpxnb"
    "+9+NkdeCSxC3vodY6MPww2Dz4GC9KfwjnBtm9QDYTNdRk+CaXiK1ZH7Mz4szD55KO9rgJk7zSLB3Pcs8ynj4Tj9qc1a+itWEDFbs"
    "Iazle2qM6YsRyfUXQ1YUIR7LcS5LMeVgLFZuAb3RKuIxK1pkt2s4tckqTaVEa+c8I5qhxPbzHn8fEfK9R3ahrEXW/XdEjw7J6fDv"
    "tdQLrhZ1lbgeBRFXvczAU4zO5Z+nrUfnNhXzMufoC6mv8D4CC7ClbOOZaycRBWJe+QzcV8D8u5vN0kiswyFELOd/ZQ0ijX6IJeZA"
    "pp/Rl+QjeHpl+gW0ayUr1VarOkGayCCTximwOtsNHhlcgWssxDUXeKyks0idfFwWasvKiWGFKuCBrYAFMVaEnmI4shXsB9mQldSf"
    "cMrf0jPEmJgulF2kEyuXIad4RpxWFhmnvE8bzZBQb+UHepze1pJgv1nofdQkOcBz8NnL8NyV7EMrJKuDReSTdYUMgra4UH/VO3EW"
    "75el0NWHy8DAqsntiNurQUxSw/qNdcztDakqwZO/zOk0lj+w7qan5Xac4mzYAU9Yzsh5NzmZM3izxBFVcnboWjyrYUWWyxVytVp/"
    "3s+IKIrgZRfSPyzFXQ0jA1JK58h83NNHeoUYC/JSRHujIGFdtWdQpntCL6/BSckxZzJRT5WtZRot1mmsjmWpPXbzPIMZrElF7EV3"
    "5gzfHL7d+WGuanUI3tGVSCAlVtP+Wex97z9zjllWwU0zas7vNcZMuPbqZbC3R2K9T5bvYEM2liOxkjfJ65yvnYWPmfR+p72/k+fK"
    "3QfrtT32d6FuqC/LHXIadN1dmg53CtbqpdIWtnEmWfiWI8aapP8MjpHPdSp3pk57sMt9MOzBEmbCh0GDTWJHWKnuGkykh70CUdyZ"
    "MpUnNML5H+u7tDNE6zruo6PE9Sq5SpnZgu1ghy/TnjpNXiqYh7s4XW6Er9FLrtcbsaO7ykvyOF7/RQ7XR+Rf0DRHwA4dJ98TDxXy"
    "e7JeWzfhLC3wrHc5fxZT6uIt04q7yDaS8mhyh9Y1+V/M1coX10fM0W3ivHKobk5wR1bwLFZbX06RK6GH7ayugaddq4nYu7LvWMl7"
    "OIp8VjZx1e6iyntDDX5e0XuQog2kG2Kgq6FppunZ2JGlOgaRRv7pYtd7JtsNpN5zIVoObK7nHcj4rl+L6zOcR+UyzVV+SuUGrPMa"
    "g9EWsZfhejocljGyPiGsX1dJsRdoBmfxLmH0cqM8r65H4OC/6REo9Du/LXzntmJoo0r2YPXiLGY3tbqBU6uelUZOEWuA3NmrlvOd"
    "zl6IMnZ2HMx8k/vzU3wmjve1eqsI7SvPET+YJK4po//G9+/IvTRttzj2rs3amXadjPvvBht4kAyGFuiKk7AJ4orvYM3WMN4yjO/v"
    "uL+PA0OtzNObdYo2+4duVzfyOthVMXpSb7reqUAiRoA7daY8hlVZqV2gD/aFLT03+Jd0Dy4IF5Al6WDEKDbp1DrNNpI+OAeNzAFM"
    "x3NkycTTSMt+OlfIJK5Amnv1m2X0a/hR5bSrFpXfxhM/g1pueAvkczSHeRb1wWKirfeEtl1tE0HkHkTpu8hExFFm0Ss104KfYr94"
    "rkG+DKAxxBZB8rJxLJH1bAKtdS3lu9oIqSDvWxJx5Dz2XFn2qxCnPsWaWSrORh3HudF28t/AGtbSQ9hfesFGLSZvwTP4ZEGwiP1G"
    "ZRoEH+p4fRtP3FdOlZ6UVJcTWkJbZjr3EDlbvsQ7VnkMX5/Aajc/E+PXhLW7mF2rZr0G4MkaOFlrrr6LHdgHp3Zr6S42tXYnPU/2"
    "xO4u1lOCTrjDY6UsZgJM+qljDklXCz/S8vBlPEmzaVWLaM82F3d+K+LJIhkyozlb0VXCOEeb9dZhRbBVcIGUwEo+Ed4VvqSVck/w"
    "Q/Bd2Ccc7PtScy2yeQmibGfIco8mzRB57/D8D+O/Mz0fl6sYVfmenQdkpc6VaML8FGZ4Ktm5YJ0uZfTNcj77k+F0P1eLDPXPGIsu"
    "4vhYavUenL4ErGxHWUw/ZxGutb0swnqs9DPQHqRMO3RHEfTJJsEziO7fwz7OgPf4Pay8Ma89h/2xPssIWxLlRbaX3agv83Xrz+W0"
    "wgx7Nho9wsL29TjmierJEJjQzyG1JdqJHvUa9tNXeCxuFauWplmnci9r9WGpZTdtWp0vt5JYgzuD2fqEHgtv8AD4Nr9Ar5TDK/6H"
    "DPJceG6Xaj1TgmMjMObxIq59BaOpLPSueUpzua6OCzFHds+9mY0NfGYswVPhtPE5xPduBR0xSuvCfYPbZArzcHvpdXpGcBw8+/5i"
    "6IyfxXIg84mO6iMf4hx9rXfQZ1+Cb9+Ua7gDu5wHedyb2bCtPWbH7nqAzPFa2WX13GSOBLslh4mbXrDCT1maREbOT7Fyj8oq7H4Y"
    "M246XdVTIpxije8qrMb1XhTD8x2KU7jIc9Wqr1tl+bkdWcFI4bqGk7C+TMdDWw8tVwIvYgk8Put325TSUcdVsv6NGZxrvhZ6rF7H"
    "47T+jjX4HRLzG77L+HPm6S1iPDJ3yZ3wMUdjPd5lZ1s9fOpf2Yvm5ixNIgdTCjKdopfYQJ/PYpXLaaUbtbmOGvwln7ShHBu0h1f2"
    "utweDMW6WSV3ApbkP76XM+3Pf8tJTcZmupM0I4kyvrbuOm628Iz9SdYiHO7haCLJa3FymrwFU4/ytFyz4Ta2E5dHtoipgbHxZq18"
    "RiTqVk2tk4PZjPOyHTd3NPVV42x60usKu8opMtp3I24nrdmfKGdnmTJXWXdslG5Gq+3A94xoK1hfWwZLL6wY/t3M7gvlafmd2PIV"
    "OIVVOOXGqbQr9E53eAVbSQ0RrcakYtnjXvi5EPpxPpHbpewwLtP1A+O5nEsdvT8x5+o5DMt9FjerK8Jb5V3EFxcgFuqMb/wYvuKZ"
    "8j688UKPRKmOp06E7MLeXs6H1JmP/Snupbv0gKRU4zfDYDkdr2SOM+y3Iqdwkvnv45hZqlDHuXuauOkGzsfci5nr9/QQfQq2dW3Y"
    "Q76WReHOwafBq4iAfoXMWh+fTePqG1TCVu4SfAff/0ys4SRWqmvhUe+Ie1irv2GtC7Fm98NTrcFpuEkM89PEalaAuKQG7zM+shXM"
    "AVgl6UfsbRkriy5X+AW8975kVZkBj2tAwdnQ3oPIqGiafjvZCrrFsIU/wRPJsDclgXNm+OLnxfg1l3A2dnci5OuoHxI42UMpNa3N"
    "FBwm1UTkZdSYk0tpuZq0Xl7VE/R6nOVy6IU/9Hf5ED8fLIdJGa45GNrM+C07yWawemnO4/lCXxObfZePPbfJc6qIuI7W3f2UhUSr"
    "sy4qfY/pn/tYEpQNN6klDT38D6JsK+DL95SINaSBOcBBfhqS4d0XMXP1DrTU9Yj1zsQ995GhQdqj10NibS32ulwcq2kj9m41eXfS"
    "+jT7IW2SyGjs8lMyPLgfNuBWfRY71CGYoi/oh9j1u7Br90qdz0Cm6PmHnoXcGAjWlx/0KdkLftwSrOw+8Ik6IfIskISv7mQ8t4n1"
    "2tmnukoJfaE94cunPb/zMFnBqH5bSXltsJmv91qsV8qabI26GaOBn7tpGbgs80uu8raebEFcbshTZlZrNU7AQkiMTe1aoa+LdSra"
    "POCGuDI5lshL51ddzLtzSMBaNcRDP89Qtref0hN12VjnkHoUtOVujiDe3yZMOMZTlzNIYb1W6xPEz7iJbkvJrbARzno5zspS3Tn4"
    "GPscyMeQ+I1gf7eEZnwXK7GBDOYUi+ukxuNnjNGkTCeLcXOO47zCSs85uYrTfGqx7gMgJ+tLNNXQmDkXEqc5nLqqlj5ajpHijozw"
    "9sJrZ+hH8poODTYJvtKtoft214FyoKzHvWvHXroVlPxAjF3kXHG4rSz7XpdRHw9j39LvrLPYRF+LyCb4GQJWgzImok5i9/gjTvWB"
    "ONE2I3oJfLO+8oy8h3e4iW4ZrlGW2P2s7+0Jqe/t7D5Cv7Se7EZT8JplwG8mE0eVmsY8CmuYI84+GVcprUK9HN97iOTvQKpnb1wj"
    "7mE2c2dNRDH8Szbi1OpKb12/w+uWG75XzpHJLTKNbrpa85/1fDRUj/tLkC9PoXEDTn0ymSqGR7UC/5ruNqsxUspY22i27jmsq3Cq"
    "ikXxa2IbWu+fqoaV5xOC0dDwc7ASYxDDz4f+HAvt+Sg83/eD6+UanIQ7tTz8Qh/TKcGuWPWH9M1WNVJTHMMpfUKT7FNkJefIqucQ"
    "s7ldDm20THvDs9rWM01uJBG7XQlRaEkfsRlyTGOeOftzjBRyj9VHXzl1Xa7ZeB5xifcIDePbhyuKyE0aqEMamT+YgycYJmaNR8G6"
    "1utQsXmCw6HvX8e9/gAtV4gV3QaWyZh2qvUw9r/ZLtsk7EXQB7eyE/MI5nDrOVd4Jiffuf7Jljlk9cwSFfCpB8IST0W0vYb5x03p"
    "0dfiHBmSxuZffyA22THB2K5CP8EddBFja5oAr6QIfqbxu4zVjsEE7ncjZaQHcWU1sNgjcTcbyKWymmc9RU+nXh0vcFUr86YycU4x"
    "TZ/aafwplNlGPHGd79RKx+gZQ9h/g1VcBNmartODz7E6/WSu3gl/4CQ/9yX0U5+cF7UgxkpnPD92pkVP6HmQljbwZOfjdH+uGxZY"
    "/uMg2UG2awWDvpa2KccY6iePrVsJ22/91nU+V5gky/0Q8rRV4RlamxA1VHK+18n0R1t4UBX+/IeetaqReNSoOrFIC8My/aLNQ/hb"
    "P+0V/EOv1WJESnfp/a1kPeYbvzakZyl+N80YeXBGe8tXukDyr9uxchgkrx8kYX/ZXf5tjEmIZc6XSyAFZf579pHmyN5OS/5sxDV6"
    "CWKDZxG9fFnwgrFFQgYfxWvdg8uDu4NP4Gsth7Z5Ee/4ApKzhVwJfy8VT0vegPJh3rxxgFs/kvUuLuKklV91EzxFH3kcVmRn2VgG"
    "BvPJvdLA/sJVuNdpsIfFxJClrM+TKOwUpwWvYOSRf0ZVHTX7ah9VW5dhhnH2WnZy21kMyW2+SI/HffUTO6tXwIN+Xx/Sj3Vhm1+D"
    "13QgbN5T2hhexbrCB2SW3FEe1LM5x31/xM0v6Tfhvnqgjg5Pw+dO7rgmvBQbf2Y4NEiF88nx9wtOyAr9xs/2ekM3h2fQTW6CbM3Q"
    "C2HPK4MP9UlokVNkbFgr/4YnXoYrN8F+G6/SaDzrbKz4VrB6bcSQJRkysSZoa+191bD9F+EcrIV8VJL/bDF7Ob+Eb12DnXkWPqZF"
    "R3N593Vcy6Rejat/AOu5L87McDJMIjJn12jLKqf6aWfrMmOu3yLDEnrscVsxJOEC7IvZwh1h1XriOS+TldShnZnDSnCKqJ26g7Hr"
    "Nk3QYZfKeS7byOaMNFboxi06pIJ1uGcm+xlnDh+f9BbMcgSzYL+m0Me9lJ69cbIsxTeOwrUMWVFLmSonu1WSHarXEIcdZQtr/P9L"
    "436WhAYtUAPNjLE5dsbm4k7YXNxZ45Aaf0VwJD3XTy6e5KaUVjeXra24/mrLZhwtzouv4dP1luYpCbnYTjfy2bPMC2XxJObHPsQc"
    "UgW/IUm2jqa4O7uGk5BOF+cLr8fuiK54/Qs9GZHHf8fA8P/PK6Nhz4p5gn+CF/5+MBn/fUtu0Kl+2keOMXcncf2qWbKbj4dMG9NM"
    "l+AI6chs8Wr4D9/r19BS1YychuMUzYGEzIMknActcdTfYm2inct5i2c8O1FO1PzLT8JrYXsP1rf1bP0y7FDwivSCX/iUXNVKxjlk"
    "f431ireVsZx47Ti5F9DXWcmuboc/M512lDgMy5c4owvF9dGNY/w5hcjODchSZL19TVi5QliaJGT+D3YuHUAESjRJyGR4npffQ6S5"
    "Q25cnD237xkgboayw3O7yUBN8cSOFT77diqfpJg8LE2wM8Zq8DvZeq7E7hwNTTSJs3MrOQFcW8yFsk/3ErPjNTyxFkUMJxK8kTxx"
    "bhpMwkt5/3iitsugNs8zGtpinpF1ZXaTqL4e4U3sXNfpcViNMwLXO34xuSeHQsN0YOfyfsRP1vJfqyhZ7ulU+d8ymISIkZM+35TT"
    "r3j/FfQvQtiEEZL1d1vrMfQhZ4jmW7fWuHSaoLfX+lzZWl3k6+29YXFP4u8j/7qNZ4WazR7KBKOPzfCOb+FXZDn9eDb7rWzmt1nG"
    "BbpYZsGGLcPZme899dUeEb2bNHOGrvL5A6E/P8Dvxy7EO18sSznVw6LDMyVNvuic1nj8YAHl1LIr+3q5XMUsaoYsfzn4rylm9ZOM"
    "LV3VN+n7gjLktTQbPkryX831P3bz3CluLTbjuVgAT2oJo/AaVh5SehVO0U5yHXznNZCl9dnfZLMBLiDX1lVYqW4BVj0olIXhPyHv"
    "YxD7jZaPZEP9NMw/HzAQYzE3flybrVZEWbN68Gro3wA/t5cv2ClYrbcwxzoeT7Ua9msvMhhdL3eIxdqrsTfGglXtsViOuUK99TU9"
    "NRm2tZrSnoaeWD9owvsn4Uxax96S2C/NwqpYVacrdqe7WMVrU+YgI3s/1COyLVs3WA6Gh70AUes0xHvWczBVz8DdXsZ+98OIh0kw"
    "r72YV7+QUwkiDjOr7biZI5Vc4e5EUrje2lX6HN/7G6cMzMTaLERMOhuSUoZrnSpjZDZ5xWxOXkZbMtC59c33ysmyjSTp6Vn0dCB7"
    "fCdCdgvI1pn19XLLZnYSN6UrqY/JGubTXH6hmrqmifrC5LyX5wpYl21md7Fc0iTc79O437chscv1ZymWF7BPxok6gCe7kp66Ma2b"
    "J5p/umV+7VIHPbgM7zlMnIRaLfszfRIysr58hnfcCr9vZ0RRbeVmSPXDeqjcB29vOCTVOkNXITYaXHABrOfp8Go/IQ54H9YlzLe+"
    "k6ejSo9GTD8dv/s3TrnNBBgcDJJr5AjtK1voFXzWqniOSaO63iKhp3amZH13v+NE+pG5y93ZoZz17BCvSsJ3bZZxTnXEylett3vk"
    "axa2OYfVO4CYliqPHJjMbuSx8P8Hy27ymhqHyEx4rJ+Q0aZE5waneBZdx6M2lJbOZRoziDO/w76XYF0MmWSdy5NsQizis1fCTeEX"
    "tJWV0h6+2G96mgyRt/UErcUebMiJWZt49Gwuzn4M1N11/zY3Ig7qLqcGb6rNVXhR9tBnw9X4jl3F5RJGUu9VUV9Z/n8fnK73uOON"
    "OPNryXwzQowjZajHrGUQdTipWsT31bGC/LJcLYZ9KCRaYWt5DPucnyG9nix7lTHGvob6oUgN8TSFv7cs1kp182e/IetDxNph+u0c"
    "5trcdIJaxKMbQfZehhb6BpHQ97jjoXJpcDPrINkYbZL1Ee0WjKFHyEysXIISjqeGFrCrzYfWML/pDsl53Z3xXHyNPGHRSa6KUdKb"
    "cDJRE761UzAYnv6XQYM+iPf+CEkpCXvgGUx+jpTpeMf6sgqfNDb88fCbxsLWp3FyDDv5oL4DX3eQfC9/aGvdRCHZSUe06C1VXwe0"
    "LFDBOhywEnfez4eP5yaDJsiCUc8pKiUqftpj8/ySLFH4SSIwhvvJqDWUqJGcf5LUm/Q/8qKci2jyAf2XjITHepgMwrm9q5W7ju40"
    "5RG95uV3g84zG1ZI9MEavNvkcW/EPZtC4xwjibi3KUuLZJZySzF9XMoMXBGZKT4QV5FeD5+zjK/NjanEaW7Ab2oYVfbEk6/h6bwS"
    "13rCY9OscmMZ5kZ2A51IXRHlI9KsvYX/1StR3me4ZD2SKEdbnPWxlM1DycSTh5uoAyzuG8h5KgnWKmvZyVTDaRtNzEBv3qJu6LLv"
    "FbqCrAcH4H2bQwccISlmr9vIYv0BrwyELrWpPh8xwv2X1LLam10HUW8R70C8p9Szrrpst/Xl9+NZqPZ48pao8YhRpqPcLiMK7kTc"
    "sgXe+46+Gn6s78KmpOUW+AHrQfvaBLZdjS8BZ2G12lTrQetE5+u3mL4Xch5NDfl4G9kPZ3n4BZyntZY8qHfgLJs8GZrqROiZRcRQ"
    "pskZqayRZMnrmGCfWIVcIv+B3h0PX2kaNJOxSraVL3EPq6CPK5l7N/7In8Q8tFuh+x6HBekO7b0a92BdhVsEhlK1PNRBYhLXV66Q"
    "/nim97Emi/Bc18gr8IbzsyDZc/UX138d2WD3+2vhp5Xof3RPPPE1+ga8p0eDbSAV78OOzdOH9SpYgG7wn3ZuMw9W+ulwl8A4iR/j"
    "7BY3KXMO5aeW5+ICcldF8UbUNzyD3KEdJcL+1eBbpvgOQcPYPQ//ZbT8QO7VveCdLdcmMa69+xBpPILdM9SyWcsXESdtCSv2Gqfg"
    "lpMJpoma0HgEDG8yQjbR+7DmE7Vd8IpeInOg2+rgwWwHa2/sPefI5bKKLDkV7Dlc5ZlJIvxsmhOQmjz+Z6h0azErNcqLpVVb5XHO"
    "En1XS03dWRp9ZaQaJzS/Rsr/SomeTd67rDbXsKppnY9CTGAsOcuJvbEMVkfYeMvgDpctgl6wzAsgXV/jKieG0/UmScnLYbT36Rij"
    "akjuRt81EvrJZS+LQ7svJbIuGWOvs2Tccwz2CU4OL4bleBae0+ZykT6r9+sD8rF8AmkK/QyeCZ7VJ4W96EsP8TPIqfWH7NGmBHdX"
    "hR1frR3CKfA5F+C31kF9M5kXrX4ySs6Dj/aONPcuRxjqNkRYdJejOW+rifF/1I3cgE/38HW8GsiwY3JI6eWI0syb25YVvRwrIY2e"
    "ISTNSeDqY8iieKLsYF8Rss+Zn3ctPruI9Yg59NrfgrwfJHZKC4mcqmWXcyV+X9nKujXqvfIdtMEA7OA/5DDs2ir4CfvAR4n2pyHW"
    "S90l6nJeXwxr/Aw7NxLQRI16A1e0iN1HbgJwPaWjCWu20MdNxgHi+gmzGmELQ/aCWAzdS5rU7f7l5NQ6BT8fSgR2Jf2tWjICTNe3"
    "ySaYdnzgtJMNlPDPsF+NPidnqxWhQNzE0hD32kusf/iZoATauFI/x0qOgV6bCm+jjJLxqOen5aR3cWeljr7RwhZcsAf5PJKt/MFE"
    "6y9gNb0cp2Oh9pSIHzStr8sMyp491e/4/0v4RmO5XiDzEE8u1Z8hHXsj+tpS9oIO/URHaCj/1O3lRb0MWvYErOrtFoXg7obIXWJ5"
    "Xpvw+JjcgR22K32NVTpbxmFNTPdOwRO+KbM4KdTNn57lOxuy7LNrnmlb4xnhDPc9XAo9x2OBWA6xhj1nbpqx3XcfsbMzTrJ+fpfz"
    "S2z+ouHl2vvY0qa+ON8vibsRYq3OkWrujOEBi6EbKnSoR3m1k5YswS7jIbK/lNBGnETW+Trs+D6Q8GLOzLhejBHF5QgmkSlxMX2l"
    "Bo24ZqIZPMPpK1nudV+yCNawE8d5C33jCfBJ8uJGeL8eHoW2WOczlzwb9/kYdNlPsHMv4TelPpoOfQynnklpP1i/tX7evXBKTU7v"
    "IquURatLGHMa9/88nMr51O8WDVmN+lhJed7Jan8Ot5Q64vRcBmZTX3vvxV54N2cxmmRa6Stb0KI6lwx1I701q6J+d1gC+3xHmQ1f"
    "eg9GmsbhV8F+1V/VpnCMZ523Lzygav1VrP5yqp4na8mz1JwBt9dDRBC15B26FtJgV+oDPXuHfASd9wnZkM/B3t0IPXKdPidrpFAe"
    "0Ev0Xt0Qnm/+XFoD0dI70wO23JbVuKwztpyspBntSP9jY6ITs0SKrIUNLmZk2sg9GSXV3Oc6Vq5LiSmpxt3dLxYlHS7mJ20kDgXv"
    "YiM3OzoNG9wf9zVS9i8YJ0sgX/CPw76yNzTlETIonBAa1jCNE5ujdB1BLOpK+hOF8JSf1xWQj3JIh83EXA2PZw65MSzy3pQoN/Xc"
    "FEP4t/8uB/m/zFt+gWdYiXNTjRP/Kp5kNu70YekgD+FTXWW4zCcT5O4yFfF0oc6ALfxRkxrxEqe9TFlvZ1QrttNkOMvu4rh2upIB"
    "IL+VuQ0Wphrr20Y6QGv1l7HYyVqZBWk8U44LrP71qrwBf/RWWMR+skj314u8N+R6FkOP3pkF292JkxsOkHmUIhGb91WttyCOnEiU"
    "rfMbHC96gujPIminq/H839JWwqOFjjoYErdfQUcZi3edzklGpbTNjmNna5z+JlYfzJJtSMxJIydhJNUhLpo9l0iXObbzW9U4Xxdh"
    "RYuh1d+AtZiim0GzdZZUzJfXyLNdzzO6AJYzyna1bcEg6KzNjVLhEbFZHyk2kj3Psi/XShm7jNLkR28gI8l2Uk1EcZZz23tIHz+B"
    "ujPPWaHvY464DU17jyTerE0wSGrZhZXB1cdg/2vVZuqeIjah2FUe0tRDKU4hrWW/5zbi+O4TxLV/zzrI3fAhNNZjl7VAl35K7Exb"
    "uVgSzIjbBBbLhFXSn9hXjoQV2xDSPSSYr/1gi2ZCO9wj3eC3NTJLbOd0npayH/9eRFH7eYyVeq8qS75310tn9umeoBu+cTX2ukwf"
    "83j7FfDIr0e08yGuPgtx2e7ykhwMnb1l8FHcNx62mKw1QGpanVvuPHBbnXL9Tes8b7bIlX52YUP8mQuliZ8J9XVE2pbf2UB+xdXf"
    "l1lE5hURCbcRPr8LnqEjra7zPEL6qF/JJlJI38+s6SApJ7foKti7Lz0SZmt2QNQTPVOvVT4/7Lr1zmcdIs3YeRmztcqql/M47d89"
    "vX9QrlfLB5TyNKxEEbHYJbAhIbTI1nITq7nfmmWDdjlcGsnpei9eneTziftI2KJn/hfmz+vYYWMTVlM6BhK9tJUVrdXvcA/7iU3H"
    "2h0+pSHgp8Orn0+tk8F9GuuB9ahYba0Hq2pCrLLLMSwke3uODBmNan1hjbBi7cV6ouapTRN5BjHyAKzvh5DvzcV40L+B5P2KZxlB"
    "Nt4KP8EhhCUxNoRutKcrcC7yv7KINt8io7dxnZ+YI7YJzFfFc0AsQ1PspdUyC03E3LqV6hjjHDYWh3PYWhzbAD0oOcPHp4talcS/"
    "Zrfa+gm2O8FbL/UV7RHUBKbXPlPbtQQzik3sy6ol91aOE6kfl+ewskfib6v1Uvix9ZDv6fj25t7pZp67AkbEGV13WkIUQQpRroU6"
    "DHFGEbTjbjIGJ/hj+RAas53sgs/9iu+8CFq9CL+xDoVP8NO63xNd2f19rXF9+Z+dDp7EjFIdoxHzXCs9y5bVy6bqQa2wuFT4jIHt"
    "wkbecm/scxLZv2QMu/o++2Jf18wx4jPUewdx2SyrGf2OZ01xeqQxCveS6+FFWjdJHXs7GumJLfVZrtOYByriaalRQzFbL9kARPvV"
    "raCS88foWwbL5CTI2saIbLJ6crCjjNSH5HGdGq4ls8wQ9ljY6bEofVf+VAY9H/Uchn4CzHLKXH/ipS3TZFg5hxWdiydApKFPwX58"
    "jqjjYblP9w2Ohwb/Wt8l81I+GbU5XsZzliYe8Uu8twgar4Ie6lh8o00HMuyrWcuEnoGzepuE7L47zHsei4jcNSu1ixQy31fFbnlX"
    "1xE5VAwLeb98RWSKwxrm4ky64XLrfJ61nrq4gVGEoVVW4bnewI6dAPtUirNgqJYe8hN03Z2y3ONHc0RxJsmRkmSkadWbXxjj3YVP"
    "2mzLBFfoR+jQBnKVbAwP8Tqe5sV4rldYsekljoWigt7RHazAOslLkeffZYOz6iLXdIxLaf5vlCE03M1K3zdayOpolgy9I+UY+R2+"
    "zks4Kw/qT/Kb/oCTfbu+GazVUcHluP8ljCBn4hOD4Ed8ADlcyny288kNnbaKEV8f7PFY8rNn9F+4qw2gi88KbMr9+tifL1vxOlOe"
    "U9fs8hBGWJ3EnZiNcGdvY9fvlJ/1cu0R3BpsS3yP1XF2I/oh9BXiKJtn7MT52KfL2JNYx5M1lFVus51WmX4IcrszTpJ5PjkfNRVB"
    "2xvyeZMY8eTWvp1nApkB+2cVl3H4zCvQE1aTOw6RoaEK22hNuKm+g9jnGcQ3P4Qz9fk2WwRfebzyGs8R63RHG5xjO1XHS/MUqpTP"
    "axcSlbGWrM+T8enTZSTOfQLrfK3c2uqpt3+XelYgl+fYm7ZvID7dRSwPad0ddr53k+/9fOAGVgcT/MY07frNnDyjvra9pkWHzBD+"
    "v1JtOtcEnM9NIQWG/LI5IYdDTocyRjdvbIAkfBd9jtPLrLovnKfu8ErG2jDX9/q0lbRnAc/4tdiJmckXYA1e00mIRKziMyjYXY9G"
    "lHU47IS26OJJa9TjJN46uslCuRhpvKlnfMj3itPSV1H61vqZLcuo3/JjMBLMWi/l/d4rjitroceItf1L/1VUj6nXf8oCZluHyWJW"
    "rS12bC+OIdDhXTYlEjWLSCdsFfOThh5L4txajq6atsxmcM2mB96lRTdXxA1Yx36qUyRNX0npZYVca7Prl6jNrB8hw2CNjpWfZIz8"
    "oFfq/eHZYjN9c8zWJTzrYBqaqph3vq9EmLMo69uG/pFh0Q0drH5Wl63449yv37VtsAIrtBSa82FI49eQ8BPkTaljT2Zn+YCdkiWM"
    "UhJ4rY7PMx4rZhWKf8pA+QUeciX82ga9CeeixLNZD/CsDSGxvdXwTRb4eCrKxIZefw0P54WX6jXSFXHExgX7Q0PuEU6T14Ia7ws7"
    "Ka/zZ9/NG1uuK5nrs6hsX84ftErublj/zYOzZDN2fZRj/2fqW/jbd9iVGuzcxowLq4netrkXD4tVhWfoAzIoOA1e1B16lzGjhpPh"
    "Dx4l58kL4nAOR4qr+9ZQfzUQ+7XC54HVdzmad3gGffL8c/sq/byCaFKy1WaT5CyYCIn6lsjgDWREUEds5NPweD/GftiU0RJctQjW"
    "uI98irVeqjcHv8XV0qaYRXETfn+HVlDJ+e/tr3/a+YpWfqaHp4K99Vg9VG7RlHTX57SfTsXqPISdjDjSTBfUeh5AF99sLRHHRdLP"
    "EU3gvw0x0jyaLGY/9RY3rbDlH/fK5uL48LaD3V/IPkzLeBm/rWFxK4iRy3cHF0BHdiBrXI4ybX6fVZLHs7pkefAyTrxIQ7IynFTR"
    "pIE8LIbuH4r7NXyXTWCzCvjE+J5X+NNtbAoOUzCJZ9qk5y1IkqGOemOP38E6OW6JkFFcxlc5EpyCuQcnhdkK7eI7b5N6NLzXH6lT"
    "BrKWWU/cwTR2QVZgtUcET3gU0KeMSQ31tNhn6fJ5ne1kmprmrMCpr5At9d9YkVGw7nM9G/D2jBDqGBtH3KZ/h8/UGL2eol3KMaLO"
    "6RGMtMqZ65jLXHuTfirWczOXGITtYuuw7p9G8px+C0uWILOYrcr20KEXiJt2VEK0hU3TXEVdcgRxw7+0Yhf2Jpte0uNSUsykm7Xo"
    "4acNhHEfRS+P+ku3Orv9v3kl37319TWVlDbHSo3ctZPEWAGs68ZmCw7G82ahDYr0a3gJO3js81jN+S7eBOzEfrBfDR4bVEcOFJed"
    "h/8Irbet/Kq3cQbNC1Imto5j2V+whHm0avrTVv/7luy838v+9CaTPofd4GuaSdyXQzNfKlaxHUM0777iclNZfRn2Yyq07QTs3Tgd"
    "jWhkHDRGx+B6MRRDMXW2YeH2gC2zvPAtYoiVLfCqWdWRcpecbPOJ4fd+j+s5r9mktvmPy2ymIRN2lo/GZ9eyS1/Zy26o8j/I47QH"
    "NPtScmYZGuDfssZbvQz1uK3PbewSCuE39pYGz9VdT3RcO3IjGB/JDXKBPqQ3QG6XY6U+l+9lIjTyZ3jyBtbcL/LY0KyPw5bR6i6D"
    "fujgpWsluTlOhTQvx8/d/dO4jpXAo2htRft7nHm6hY5ztbx831PG3VHyRWR9vrcSsUE9dFK91/gNnjXA7MSt4qosbYkx3pNo9Sy8"
    "l4yfTGjRU1txDPVpzkvIeX9xJtergSy3i3SvoJHIbUOAm87bX5zHl/bSaxK9gTR5vbgZn7CJ7O32DY/JNYg1z8WZ/QH26CQdGNRi"
    "ZS+GjuyHR+ki98hT0k9+kKN1L71TH9UxwZPSN3gf8eR9sHw76yf6JGLz8+RJ3MFaYrxyzGCZ1t5O1vrMQD1kT1vMFE957+EanKkR"
    "wU3EVP+oF0EP/Yb3l8P36ypnSXNs0ZyPcX/WMs+ZpMQdi71cwH7BEngONgs868+JMb2XsvPCJrKsJ70Y6ZmeX4IzdRX5tIybYX2c"
    "TOv3WMzpty/guTK4G6v3HMaaUkjG7oRnlUhwam9/vSy4WKdBq7wV7IynuQfffS9O9XWcomycPxHnh4j6TIfZAePGGq8Ok2vZuL2Z"
    "TZqp/4E9ehlnbAt8e28pwX58Bk9wVSvVCpfbWRLHMvZnD+bIW8Nf59uf/N+T/zMHcs5MhrGBvcu6Ek6WJuKiE9qccQr5k03i27IV"
    "tsyVZM9thKWxCPREegCDxHzu33yU5Kp6jWQdrtdDpKQV3sn8a7CDLGTd0yE3h8td6nBPF8kGMZq15YyDACuR/0n/txWo/FMW8j9p"
    "fpx3/s8U4f0NrPtnmAO32WXPs0coA724Pxl2GxjFmBfzLjPZ7+McHSoTYNs7y5ewXsfBC6rAXryME1fs0cJlrPgYjqqKq+smrkYd"
    "itJimoBFIft4ZsZ6ntVUzI5TitjkFPpdFlGsJYLbOktnQkKs2zjLjPp8srZkOOvH5RkD+h5h/F2m7ebDPsxU4/WaqnsWrNWz1XhI"
    "3tXn4xkR4ve9QArI8pQl+2qVtiFD8BL9MFgGGVqBPe/ipycd55FDE2PO+lD/nlXEefOGrA4kYqkyn69AXLbXeIDKYoSk+JrFcJkH"
    "O3VUMEwsu2FTpx8h2v03vYvv2Jx1275ivKqBWBfXIVLk55hnOckl46cdDWXFaAsZg38PgcaeprNZlyqH53GLjPWelssCD5DI76r3"
    "89mK/RlO0O45rPz+8EmT7HRY4U+lQ9OewYxINJW0kTPp3bTHw1n/Us7Jsd8N8BXPrGdtrOJdDKR2sE92ElflmY4dvgLnfzb27xJG"
    "kg36DXGGC8QQeqaLjFkghfWxatrP9Dfq8JkEs/NNvtJa6ecvZFkv38UjFZonP7kIuEC2jDmcndWM2AVa+tUbeFmuI8t4KTslevDJ"
    "a4gTGyFpj6u5URr87MsM+5sSzAXaK7fAIyj2a15ID6eGfABZPEuxvkXkh1Vcrb+iNQ6vfK+Yr9Bfoj6U0CM7lHYhn9+b/zP9ZDI0"
    "guUSDBtl3DzdZQgs6TjGEEvx9HuIeX+F8LCshreA80F2IcI5xZVU5rUSxP6PhfbYA9c6VjaFTNbiXBrGZE+Z6vunlZ84jhGMTT+Z"
    "xmxft3gWfYS07sh92AH+QIp+/ibicofdYZ1scu7HkNNSrL/5SHfiZ/PEp+L01NC3GsFuKzddyOlPu8v55Japhg7rxxmQeyJq3wM7"
    "MrMVLeaQ9g3wIkIyiNk+n8+rN3jOBGWW2kU1TjN/J4chsntKHtD9C5ZST0/TrYODcyeEZdCxWVqZYs5ObGIvl9mch6Tcd9w1+lxp"
    "jnXrHPyvG3CXV8v5eoz0xXk4Tgwp9QJerWR0dRTjPsv0HI81SnF2e36LYf3Ojkl0Q1nBOulanM/D5RFxM2y7i8tRZjkPx6oOS7Fu"
    "veQNVvZsBefCjzQOk4X6RBDqCTKDc6M6iMs0zUWEYiy/8+Q8xCRz9GXZAX7eQfKBniLv6VXYN+Ucv3p9kSweJTy3C+Hlmt1agn9y"
    "mohjs1AvFudxL/a49dDPALSZNEnWs0paTAFPe7zcfqwmrPGI/xDxa1/cYwGZILpz1kiK0ZBNjLVJmBZ1L8EzNNDKFXKq1oXyB0//"
    "E3imQmkv90E7fxT8gJ16TI3/PAtJfwV7OAmfm4X3lMCHWKa/yG/wc+ZjjR5vNT79X3aMRl6h02BlHnXvOBb+l/PEE9yZ2V5vPMRJ"
    "L66GXo1VTdF/skhwJWQmzS7z++RssghmeCKr2anq+DXK/JlzJzOaWeiw4e1kENl5DTOxnZSzXriPVNHLNEbTzcQ67AqknHFxB3gA"
    "f2CHL5ObYSU3haztLifpAYhlest03P3Z0AqXSSGi+JexS2/Kw5DEfeVD3dvjhqP6yY6eC8c8nuWend3u/RwJvbVtZLxhuICp+FZj"
    "4uwNHZeG9OI8wn7V0vL3wMr2pDVpIhqzUT+EfRwPCV6IO5itU2Sg3IRTdgFOts2eMZz5S7DUZyHS/Qbfe4tuIx/CP4uyti25MasZ"
    "1RRybnWWWZ1aerpVerN84lHSSX7ueGb5HI9TGE8EijiH7WoDec7rsBNLydmR9AjxGbjbybou7/26/cGF/NYa3ZU9sQ1kJt0WUnMg"
    "M+G7SDNvj/qMhsX9S8kqdDgrTdZjsYDYsHNlPOKgnWCDtjREK7zOC+AX/KxL5Rw5ULZmtriBnKc2tWV/+Ix7szKYb2Zq2sfotnfb"
    "eO5qe8rNOYsy9N5gll6am0ljr24k7fm7FLWl6+OqZpUvJCo8msMxgBUUZzuTcSdoKp6o0J8+X6XPoBoHxGAicKzHyjy9e2QE5HgR"
    "LL/19ZwHTfEbp5jn5z0ejX+6yUeIgoeI4e3PxKp04Pl1nWWGqx2Cc2qcCBtgFecirq9o8Up7vrIeXpkHS7FKJ4lhp8tZIZ7PmmA/"
    "MdTGoTIc+vkJfQe/fV+/0j6w/ycE68lO68wQNZ+xU8z+mPMe7SmijCsSRFRZXnICpNlO5wliTILWl2O8AsVEqhwnPWUzYjZHcZ7O"
    "SvYRTOKUiKMk4ljJ+VqLSepcfUNsYvhK2rnF+q0YN8Yaxk1pIoKa+Ty0BZ+/q8g4BJTd14k4ofV4PuM7LcQ9fsoJvx/hOv3kUulP"
    "a9nJ533WbxFVqT5KHJ2x89arm4FmnUSG6x8WLIdNnx5uKl/o69o7+Fa6yqzwd30IT3+pKDvG7WTtKg3MJ1vFawy8GZsxZ7jXEdBa"
    "pURe/aDdAse52F7cDL8z+EzP4d73IRI+JLuvYf76sWuwB/YskPxW5iRJ+kz3VOJkHEPYdN/n7u4tiyg3mqsbcnrgONzVXeI8shKe"
    "rQTRV7Uep9QS8d4D+7qj3A3vLsM40vTkeKyQncflOlKa4uhjM88obdfckuyrlsefQVtgEUEt/Zc9pB+jkpBzppNkODLceS+5AfLY"
    "Wm4jP4a2mNmalP6HedSsz0cWt4IYyP+K+RRVnEhsvv0wfEM9/X6bE/CKdRKyQ7RSN8b9tJcNoWm2lFVENX9Ie1avT0LWIdXB/rKF"
    "RNWVLLlInQ1M8XmS7F0eJo5Baw3rJqajj5Sn2UOxA5FyizhVYBE7iQv/K1vfVsyv2k0Mg5GCj1/Jb2krpf/VWueXqtY+k2Yewf6d"
    "hPdPoaUtYx9Mc1S2rv2Zo+0gQcvp75brGOitSth/67vaR47RSnaRnom1+lSOgT2ZgHixF9bsR70bsnQmfleC8/MKPrkNPIePcCL/"
    "Aw+7HK8Yz67xftt6/KDRlLkNfUWujrUx9fokQc13DbneJnt2rXo+b71n9c1Rvu2/Z0oDT0zW54jd6zWchOvkqz/7vRp9LT/rs2u2"
    "v33ICdtAfZbwkbi7+rlYgQm4h/XJwnqtWE7lCWL+8+1c/le6/W2tvn6dLlE3/bbGz2M/spVTkj8Kbe4ISvuZDsYNY2v0kiRbYEAy"
    "nmHqI5ydAnkR37uluJlYpZw8fa38gFdq9C1ibKdDcnvKG1LPTtDTpDN281vseppnbh9J8buS7PTUGI+c1I3XqXK4yu0/6XdVsGsw"
    "5fus8uve2/SeYDPoSpuDNFMLYNEsT38pfOR6noP2tCYpeHpN5ME7gv7XAHaIuYmkN+hPzA/0CpbjSS+Eb7Ub2d43kKOghavwpLdA"
    "/8/mFLc92f2DqA8RyHw9V2zWXoo5nFI/i/5grvEcWMczWuGyTjE/HXU2X05saFmL1U+z5u6s6T7kiQvxTJvgVPUNDoHGmKW1EuDV"
    "3+GrT9b831PzNzXuLpwTkv8OzobV6Iz3LNKv9R69CZ79UcFbegr+fR2v2NyVveHfDMdZHSYP4k5OJHfTkL98z1xN/X9Mborq7fKn"
    "uUP5O09egjaxmvJ1kJwjoXmvwpm7CX70YbxG1qOc3bP39FipBs9GbpNxGvmEg9mjm2bN+UTOrU37WYQZ3wvgzvdgjxh10VY1PzsZ"
    "ktlBTpYe8D2Wwj+dyO6Z7rI9Z4dOx+kfq7tD27WVkbKL7CrHy1fGH4voYiUk9Ct9Gr7do/BUPtHhwffxRLDqeG36+W7r/B07hlE9"
    "A/HwGuzgnribDWQ7OVK3C7YXjXnqIuxNNG3nXSJUGokXMQtTR3TLHNo4l6Fr22KKjLsTi6XqmaeshHY6SWyK7At4uq/ZGdzE82N9"
    "qqXUvhk9MniZPVeVuFaS80rmwssy6/8JVquYXW9dfEyV4zzbXcShV/PV62eTPaiE33Sv2Ddu57lkRyHKP0aeh924TpYisjzJ2IsR"
    "Jz6O+90EPuVBzBfWsT/eemKWefxlfm7qv4+zWk6I7CLN7PIt62xuqlEzk2JAu2s4BctmXIH1LGf2dGOciPZiq3AuWUE7yZfMpxoS"
    "x+Stg4SsmKhHtWS9nk9CDtOeCzyaFUp+O8Sq3eX6dl3CT3N9250e9Al/CC8J3wif9p73dtIQT1PI8cohMemhPkoLOl87BfWMznJa"
    "6p9qHr9793gOg9NG3XDXd7LClkD8bLq8J61ufoamnJ4ujiXNtPpP8XzkXuyoWI1Yyrp0ChmjuRqjYi1ux+kJ2K1xRtDE6vQs7n8z"
    "00pk4aJulgzxRCn6dRdzOqLjm7Ac4UDmJCs4PSFBjI5xZ37bynQx55kKp0d14Te2xUl2vTpRXjTijbCYdHPoyVqyeW8H7TQR3xUE"
    "S9gPdh9jyAOkwstdyHOU9lygtWpcv/tKL06RS7OmnPAYL/MI9pdofllOHUuGslPIujpdDiLHfjunl+bjk6fjfBfpq2K5nz/YQ9NI"
    "puyrpNGzkGd9T+9saj7XrfxPL98NPGcOU72HXCO76E7SRW8LU4jz9grgoYSTg0mQYevwH8YzWw17fBLWaWd2e+Tn3tww2ArvPVdW"
    "k9/4YJyAu+Ud/QdRAPly63vhGzqLzetOcXL0hkQdGoPeqXjKQpybreQqrZBH9E7tF5jPVRdWkFvKeYDGw209gzms/1A5F/7bU/q2"
    "/q4fYyU+0h9lZ3ldfiKivoF9oiFRyY5X/hKx7tAncRZ3kGvxzFthJ79Xy269h/01Xq1C9kw6Bh+HrTZMwvuImw4PntWb5FL4xB/h"
    "+Qbql1oKi70r46kyfVcc0ryCMdkPsK3T9Gd4D5bPL2Fn+Ay9EN6GcYGX6uC/sZvudN4dTMEnv4S13xi66o+wq3yo58m+Wg57vaFH"
    "LWU04hw6USyXatiHIk7zzOA3OfL6Jyhx+XWvsTIWsePYeplGyBdSRyYgY3xdgjWvJvpvNXbmXNa/EuwacPj1fZj1cdWXJM+x61LK"
    "xtNQ0zGK39iawjhvUM7/j4yzPXaWC8RV/2qZ68ySXSlJLhxjUjb+dYdYLsSnn0bsfA/0aQe5S7YOnoeGfAQn+WNYBvekLvfUjjPv"
    "7UmVsVfKVzwcMqUt624uc/Yy5Lsdoh2LS0wLF+H/W7Fe7uQnR17vwYh/kuxm/0ksittQInaETFxvNcaP+yD/J+EdQ6EzR8mTar0k"
    "L+KZzpOu0FXmX0/FablBvmUX+YvE3eUYU53EbqscJ3nUEEv+tdQg5g9kR0jeH4hA5uBZ28tgNRa1eq6udfwcwV5VVzssY63DXjmd"
    "dj2KRxKcoWS5wUtZUSqHDFZyHRz3ekoTHnFp2ZZrqeuta3W5fA9/ZzXeb6zJNhft2GAVTtlZ3gttz0rvugzDSXX8ADlf6bSpq7Pw"
    "fYfJCXoK/KUJOG2vY1/G6h0yDxH7IzJGWotcq2N/Wsgn5HzfXXHGl8OKrSVjwWD4Hm66+afQCKFui1M3lWc3AX/M+LwDuRgnL38E"
    "9gbu7QAyDtZTB05l5eIBrHl+b70R+9nkZ9Y2UseG3ruv9jF5zkfnKa7DbvS/O8gDnFizFv98DY+yFuthiLVH9G69Ddb+QOjjIboD"
    "zuNZQZbz4PaSK6XSzzJtJG6qhvy7367Dpl23Dpv2ETJDRpOrwXIXFk3MwfsX4ynN1wwk6ydP9EGskGF/XROs63JYueXkDatG7GW8"
    "UkeKTW83Dqw+Uu39OudtzOA33ykuVq6nvxkSDbUxszEXyJu4+1L2nFbrydCYlfjdSmgWQ/1+iN0oY1XS9rSKVfcUpLvWR/4hLaCx"
    "Fg4X656zKsVW0NgPYLeML3syZ94cAf/KVvsS70mZ7lhOtos01jnl9U7Gc8GGrJyVIcLoj72Yi1P/H7LzvwPL8aOGsp/OxzNu4/Hd"
    "w5lLnEO5XA19anleZ3+qtMnja7Nki6glM5atzUhql6XqGNo2/a8+k19fW163d9CA/9eROWE6e/7KYRe/xT52l944U8Z0MhFawXgS"
    "yjghu8lz2TqfchE9gKuwil+pBFPxjuekhNWJd/Gppdi3FV6v259z6YVN9efbzppNIGjHO/4/xL0HmFXV9T68DlWqVFEUEBTpgr1X"
    "rBh7Bwt2jTWxRmOJMbHE2HtJLGg0YkfFLgLSBKR3BoZhhul97tx21v9d797nzGC8ky8+v+f5yBMc5t577jl7r736et8arIqbqrGp"
    "s6aaSDW9wzY80Rv1VhknhYgr5uOcb8Q6v6oH4w6nEaVnqraT1WR0N6yz23DyF+l8ROI2n/kTu2b2Y8dZF+iJKv0BZ/EVfVvbko9t"
    "sxZyNuAdyNFpYtVm81i6SAePitCgDR4Xdwx8mB+I+7+FFZVKfZLdL42solUT89m4EI6QRiKAuI6yCshcNzHOj4H4hsm4snXX74+n"
    "iZAbwnhWpZtEGsqqDDUeSTKlxzGbYhXozfpyzOUU9UDWsKs5q9HscKPvkVTu2J6MAcrpObtZnmMlQyw0Q05IEMf6fHF4VuPwHas5"
    "C/2kPi5Pwgq8Akl4U+8kLktf6IEzGCGdKys4sX2L2PzAEKzL1/B6psBjsmttxHkaCo9tH7HejwXUd9YL71AKo7rndnEOJ0sUb9P3"
    "w7EqjiHVLPgwIqxmqa0LeJJqfX56UVzvF2g5lx2yv4vgK9nsneEirPbrNzq4kbPJs/RRMhAY78UG7SHf4t/mqxnvpnEB1/v4t3k2"
    "L9cr18oGxmzGV1pK+1tEVK0GrMocWt0s7iLrO08uJ0rR1VjdYmiBv8JWHyTX4JXJwRbZG/t6HzzC9ZDaesTLPSHhF0ot9fiGFjyu"
    "cnr3YYzcmvQ84FlI2Jk4v+vgFU/DVaZq/+BTaOAXIOn/X/uvt+5pzBUH5/5MSieI4cio77Svpt2yrttfUy0PceYqsSZdcXqukn7y"
    "FSd6wxYz6NWcP7hYjrXJBKxvMREpa+HZl+MU7y2uw6mc/ss3sI9WB/kecqxEfF8O370CGuZyaJMk0V5sndwrxryzGL53Me24ZfUt"
    "GtgTVzgbz7+WEpdgjaEr5wXzyIOheo04HNiE5xR3Ex4bfN65r9j0mFXe2rKi6Kx/kuhDCptk9ZyX2CNR6WuBjexisrhuvtR6xsos"
    "dGJI/LWQvU+9sSpJPzmhrIZu4rdtIkNO6PHJDW/O+dpO34We+zJDLplBYnXXMt1Lz9eJ+oVcQJSgM+RyeEIJXL+vRPor6SP8XvEc"
    "9UeIk/vLpfD8voM1egCrb91JS9iR4M7vFm3KPg4V1+lmExCmkY2/2dZyBGS/kvqjNezLy+yeKeaeZOEBbMaVLY+QihGiG3SUOB1o"
    "8wFnyEuakjZBGfb9TFz5O71fH5O88B3EbYGOCA4ORa6QOpkmJ+vDwZ30xsyn2UaianjoM9/9pbsUQNIcLtoWdgEZsql9V25JTCPq"
    "qMdduNnsSo/kUEk5+QDXGcE5pDTRcdOI834jF4phH1fpKXKwhL7SnGTPk/GQnoDdnSN5xI34gN1Uh8P2ztONvqMp47vFzHs3fIJb"
    "W8juN+BkVZOVySFxWJbNuLmtd38PaPYSejwXsdvGrYTFs7fBppp0bbJOI6Ly/gi7WYrvuhNr3S6o0EdhA14Kp8N2PIFT8yFzQoa6"
    "VEebnsB3ZFjZmw3PyFill5MroRTrvkwNy8Dmy3PPxrpIpOl5LEvWWWwi4VB5hDtkuCX7ywxo1np8+znwcBVxdik1uojzwdUjjyu7"
    "+Dv6mDlBuUz5ifwe2ImdfX9Zyve8uFPzN8/fZ1HB9Yx7LSt8rhi6UNs4nqunVnZdtGt1JlFOBspUPGUX2NMNehKsSCE8k7w47mni"
    "VK2jR3wBLPB4sY6NTrBXhoI2E/q9DFqiiLbcmGvbQC9bz+kwfLN1XfaiH50i+2OS/vd1ci2i2tzokhX0auu9Na5WmwIbSan4F/Z2"
    "I7yP5fqxniqfwc9bgs/Pxlmo1Gfl0GA3doaV6yNYA+uTmAm/xjHRnSpp33vqPP2N7EBZSHsVMkZ0z3kRvZOzxLCHdsGezdPXdBr2"
    "c1/pGkzy+x5IcxSGtvG/7D43+G77Yu7Ld9CzCT7LnbS+taxyV5KNe7j8wL5Fl/GzKMdx71mUtp+EPiOU8V2Stre2n0vIyeCQHmt8"
    "j4KxgaToO6/F+l9ITC5jZjNMnen46UziKu4n98jneOISVl2Ww5rsRV6Q3+K73sXnDa3gPWYEFuLVGs79i/d2HBdJqIdIMe3HCJ6G"
    "CIXJRSJOg9c1q+IMiDOfjfRS0z7rOtbnptdxtrKEZ4c8SYzZ++OdT0KmKvUzeYxdmVXkdFyPJzL05HOkpxSzU9jqc3nq5hAb4D39"
    "6NGnXCSXxhlL8dUS1j3LqEv/xQ7PBqLXp3DWGuAZF3GybAt73K071GJl42o3yzGTn7NO+NOxHm9BO3U0DAZZq6Z3d5SUZ0Wy7qKb"
    "cJIGSCVntWupQ1filRWsxxUzT3CFPgZfKwMvshI+VjfEZ+0gvePwPcdKu5irys2TRUj3xnRxumdoifiqjMeoQg1/fqrXig6NbL7n"
    "OSxVxxod1QAMccB26m328jvWyXIi2FrmK0nmkFyeXW5bsq0s9zhVLhJbTcvxkBgbajdGIXvSDqe5J4G4npyhcc5U+WmHLGOdIYdh"
    "Zc/lrFgVpHWz734uI2vareybc9OhGU7bh7StdbQrGVZHHU/VQHHsmq9iBbrLFp7uLmIT8k+yp20tMQzLOEtp3IaWgR4azMM61MYI"
    "3PXw7FxEU062xNxIxS3xdP3vr/waxNDcV7OsnPm5b8kQqSSGgGUUPoGda4SG7E3U9yRthfG2fExbX89esx2DBk5ZXc9Z0MnQET9C"
    "el8IV4Q3B52gyb+XU2D574dWq5RJuIt51HanM3/u2HRexWnYQQ75WT7K/T3X8Bzxdz0tlekSw/iziYBCxEu5n3Qmd931XJoP8Jhk"
    "OKkess9nFaJfpydXMUtSQ2Rnl6tqTWyeHuJy+4NY0VhNaxRQJtp4PlurqZ7NvGVfOZjMqRu8zLl4NEFPdYLHQrJ8vmlJ86B2k6fD"
    "yYia/hRcaGzY4RfQeEcHkyXRbE7gfWb89qJur4c/VUo2gGycS1PPyqvEdnB8FML6QS2z/E4f3CpZRtfOZoX06Qvob14b11CjfN47"
    "9OsLaQVs2nc9/VkiR9Nv/BOi6luhTzsED+ld+jmusqu8ILfrFepm6fQX58yjnH7oZ7XNx84QyeFp7MPZYoiJq+CxjZQ7oQvKIW+/"
    "rpM5l1wrdV6574Nx1vE0cWgzP+oDskqjM1rvucMtUhkr6bjP2+Ul1qrDDvzfEYDW6fWyE/G+3CxoPXanhrKXu0a7mVkZ013GaddI"
    "Pqpy+p8Z4v7l804bmZdwms6QjsrZTTAT736DuRH7/2Oym6yhRF5JHVSJ+zmUPNJJIvlkvS/YD3eRYs7HelT7yekyEZK6BD9PgkSc"
    "A2s1A1HmaDk7aEOfupRYaNuzhmnx/Mnsb3S13ZAZM+sEDH2lz2LGa+EFOm7h0HPhhewUrImnjw0V6mZWLIwX9PdiuY75eIaj4Bkv"
    "hxUbK9eI9b7kloPcE28tzcLl2rncE3zjYYlH4ZkjbA6bsFmi3+re8jS7nN/Vl3SL/BX6z2bXR8tInSyW95zoUfsavB9Sw6fOfQcJ"
    "H2OHPoo5QlylqR4WZaws1FvJmrIW632a2IlsK19RxhL6R/ZH/0R+i2rWLfOYlVmEV48KVsI7M239I7T5HGi3rM/FtCeHnJtTzrBP"
    "rpoeZ1L/Kg2cyijDZw5lLTTqnLWc4JHeQjdyBtwkqqOv69YSE6IpvjMb5HyuJT46zZLVoJw90hEi2J9lET2PUvrj0TxeczT2ptki"
    "EZeLcD2Thh3Rn5g8EWdd1msgh/AyjXNlhrX0EGJ7m74vhjU7KXiCEaKrbzjZrIZ/dhin92fDAq5ltaiGuNSFemTQAWfsEcb45uGG"
    "PiuSJWJgo48QIu3qppP70wu1bpMaZvWdtyNEEDZcizyuuPpebxc9GvJ/2nfENVXu7Kr9Jeux+XN9poqdvpaHXqaPs6r+pSzRl4kj"
    "YP21B8rR0Liz8NRviWGoGCtBVDeb8B91M9eL2E+qY9/SRZ4ugmn/C/UkEcc7p777Ku07qI3DObfE20xE05X6NLviZtbljQHgKtzp"
    "eHkT1y7Rf8tkTns08jyVMP9bjxjFcpub9Q68s410kJPx2d3kZn1OJsrpOC37BlWMcC0/vg2rLRvJz3SJDG3h3q6QZBzBOLQ4k9VF"
    "jEAbKeXWtbTIW9oUTt+t8p5cjffdp2cFC+WPuq/cKAv0Es2GFuXuJepRxlVd1ibDXGPufv9f43lHCDZTfNfXZXi3dYivIQeT+4Ya"
    "nOmFehdzR1twKoZLxNfaR8J4LmQDf6qOM3BOwiPE5wL9kxjjaUqfwSq8J18yS/I9z/vPn8dkpz+e51vstvFeWK2xM+zUcdirg+G9"
    "9xbzzSMPJRVPWDZq1C/ipl7SPuvQhPLhpOV3fjLJXl2Ak5WOqwqO3Xo333eSgH/3R8jJC/Iekb1nQpc/BJ+kpxjS3Se4299J1AvT"
    "SJZW9y01WIMalWYMAEnfsWRnezfc8TJEf33Z2zGGrBO597RYn8B+bYfPtJZpWLkvsBOGC/ww5MPqd6YrZuPMZMiiMA8ylNC/yASs"
    "92Lamo26QCvwrv5SQ229Fs+0L2ztoTgxG4humYyZ3RznbJb84zU+15aM9VRjPP3TXgZwPq0I/kM+tZV5RZvo246S1Zw6Calfsz4L"
    "2oZ5WFvlKYiHFmg1LNIG+QM54v6G+7pFz4OvtQxa52H4e60DQy2cKBOw7pX6dx1jXUmyN+5ugtwTfAKf8jj4mwl9tsV5dG2G92t/"
    "2sf7kavjJus5C24iR4A9S0InMyYt0ojX1F11qETTvBE3uNmW3uLQyoZwgvLK4F7c/7Ww9pP1daz/zoao1epyPZ2V8HrvW0WzPhnO"
    "bFYzvk3RJ91bsr4fvRo2ZDN5y16WXdn/l0d27ASjk+EyHRa3h1iv/mpIwG8QoUyBJdvUIvtOArLT1ecCss0QaMpxJs+CR2r1n9X0"
    "8DezL6yUGq0tfR1XMZKY/7kS0tgF3v/XkOrXsZcXBMMgIW/rW5xvH+5ZuDO+e9Ahv3aUMd4KNM22LOQ9dJV6/SV7Yf3ZfcR6J29n"
    "BqialuPv1M2BNHqMz9X433P0ik+X6fBKT5d1rGbYWp0mNmmU8fOW1oMRIQBH1nhtM5RBt9vbxqggDvfCGM1XsiLvPO6Quaen5f/2"
    "lVJ4l+PZ6ToH+zhPpkIPnCYz9DW8eiyzne5u1hAnqY4WpnOcPWzwLNwO4y7qtWvw3W/r9WTPJNZVvtcLxXLTm/Qj8+blfinSHeQl"
    "nMksc0MF1EzVeoy093zN28kRuOe1xLa6AZ8cI8ZCtVDnU4vk6wXYV4f6MgPP4tC3d4G+PVgWMoL4ADqpm/SgbC+DLbBe8yJfD7K8"
    "12DGMiX4bQ1Wpp7dUja9OBde30homwqP1m6oRy7OPlHu8/7pQFZQEr7TL6nnyvv+lWFcJWM2z7I/ZCyeMcOMz04tvJJi7vAqSXFK"
    "9CBZznikltghqbgTMst5OWcDx7TwmTT5h99j7tZ08DNSR56MDZr7ao4heYmf/zxRWrGjzHVqGpbWQH7Petz1lTICzwD7wIx0o18d"
    "mw/aoK6KX9SCju8n42Qe7rcc+7sGOzGaE6Ov6h/EODzOkk7sG1qr70NPD5PFxLLJfddKe1DP7zmGVs9xZVnvQAIyneBcTIN+xyxK"
    "Ge+spavlesU4YRPsBbPMUxWfyfJ8/cXVioqpoz7EnTzucXES5Faqph9iPSK7yyvM4CYQ67tXKykxhnN8MHunDQnWOPgS3o8Jfe9e"
    "lY+9Gnh2Xc7KsAlSRPNeCUu2CP6A4TyeCd+rgy7hk/6kO0M7O8zPLE6ITb8bFsYQRBsXSRd5lawQSbIFt5UTGKUVsW/kGFbsU/Rx"
    "ljAbJexEzHLGTT2OZz6xmB2ehs2y17F+azOxv8E5rcXrVbAMDk808o0ayHzgcGztVNVA3pKI/FZrWj7G67PUOAly4yM5zruN1ElW"
    "P13p87RjiFffpKs2wm9waGKp/6JH3Z5miI14vNjUWS3l7X9/xZ2SAyUPvntXWMnBtAw/cY3NXzlFCogAXKbmYe0AW3Fk3Duqvm6y"
    "glarAa+0VAvNPZv0Lvwz49gdAs9xgrxDXGnDKs7oV5CzgexPsRWzDjLrPCxjZnk9+e0M9aK7GI/HF8YR5JFyLqK/Y3202xMrI8Gu"
    "o4Q/cwWc7jyPHc8nyQ94zrmwwAdDEwwIbpGJ+jQi2iPlU32WOFZZTfqo2lWXXRXiGvlADVvxTqzQWLX+3+91mbQP3sJK7x5U0aJO"
    "5xynYU88wFN3CzxzO9lvQiv1ELP8f5fPOVG7UM/Xr3WSbpTj5QXI/03wMV6WC+XJmMM88Ba4afqio14R/hDerLfibs/W0drQ4Vst"
    "CVtrK3bjjqb/+ZW0IgeOZeE/xlqNFMsvVap1h+xC9BpDD62lt1XCymHCs0w8Rd72NHG3quLuwDTRs532t+zpWHy2p2e1LOXJL/c8"
    "L/V+Jivr660NsMyFnOvMePZfk+daPcxnIrrDF3lKQt/NFrLvymr71vuzABq6Z9AVr93F/TpMXtDDpTfi0XHEv86qswKun6g1dUJu"
    "H7aQ2jAZ48gNJg9UxndHuMm+JLPTu0von8Cu0iFGAm2aomtpTiRN3AHn0zm+qNESxb1VegI0XwVOyY84j8PFEHWNBWpe2B+exXVy"
    "HHzDn8KvtIcObv9d+IjupNGTNHnr7baag0o1e6WrNL/P5p/pEL/i8ANq46zIGB9lZjjR6irCLt46wE9IFkDaz7DZdJzxL7H7RXq/"
    "zEGsO42n0NXgMp676kkpZu4j+t6m+a5o7rDUe/iF5Ocz3Ksz5Qrs5lJ6Jm3jWpq9t7vvEzkANriOeAJZsiYPRaTXA57TSrz/KFzR"
    "2Dk6SGtY33bwB7/SQUGRR4bIsk+7TEOf6a3Xv8YrkYxjoG4+Ok3zXTVkLXP9nvmeIdr6LLdohCrkMtpJZnhq2felMZaCsh6X0ubo"
    "NFGdv5/Hy41eaYxfGS4NMadrEx+Bi8jcTsEnIKfnqjgHvB6a7xPi80UV4igiKOAVjBtiKbuGKnyvWAhNlPHYCSV4ompiPv7E+s5x"
    "4uZzTebtPvYjA5D9Kfa2LcvMT8Z3CykRmdXPh7o/n8c/jWddJ8pt1nkOY7uDffzZcn6Iy0RW8foHSZk/mdEEWNQh2TNGmsk0Q992"
    "3mvas5S5TyW8xTeO8ZDPnI4xuEOfD+3tIxvLfllP7EpmauvhzWyUBu5nNPNd6b0rkYEeh9Kql4axdFFs8VdqxBymP2Ni7uLv3nkS"
    "3eXueDrskXiOSHGtjh6VJ0JscNzLeb4ftpTnqi1t7+1SHdeM/jMOVHaJN01D2W8GbKWZ/vM01nEWry80RyFxLB9j30kRO9hvFMuQ"
    "/wRJ2QB9dajYVMc6/C+3hi2ALzaQNr+EaNL7MpNpPJVjiQfyE3Eg9iE6XJads7U8c+PEMVuHPuPmurDES4o9RwAfLfpT5fPEzts0"
    "HLqVlK8yeDc2hV8Ey7ZIp+IO5sqbiMM6swfsPmgT7DCr1XdwGuFZaNuu8pBOhNfYRnYi5nulviKGbjQNz/8T/lcoxhdm02Bt5TF9"
    "wtidcf1VHlEryil3pq6K5kOXM3vhsqTWJ3Iy7sqhiOXKOZQyljUUjgL4H1+zd/Qu6NhhZLWw65dRD4fMtVoHWq3+wA6IDCtKG3ym"
    "5a8yyNfQQ1/JPNxPuDbSEv+aV4YHp1kNCef5Cvhh9+pEfaTVEfDm14buGTSeOzSkIPFzOaFH145QZpyViTRH1leM7R07eGTlnbzn"
    "r0Q7dB1wZdBX0/Qv8iYkbwYkJwUbuVyf09lymPyZ2XfXv9SNvWlu+r415ONAOV9m494Ph321KpPVcqwum6e9ZXt5XCZD307R0/Ro"
    "fYs8f2/jeeqCefquXA99srvWhTP1reAHyEB/+YQR8qd6L6vU9jRdxXmUTr98S7/YZUWr/byd61I6x9ct7Im/jT0ph482n7gjrkO2"
    "nv1XIVkc6/zq2Pfc5ZFLqzzH+danvU2c08jFzGAV3DJtqilEqBl7Yx2rOQNhvk2ZThZX3Tfs9ugeIx7g3hL6HpkvyUqd9Zm9FPPW"
    "O8l97OqrZ2ZhnGwgHrV5goafXONPSDt6LE0oSU4Cav2d1fn7asUMm0Vy1ht3ptevVXwOq9XM1vl6lmUM5Uxoix3lWd0p2AMRRnF4"
    "PizXsfAOE7xmvV/xvdk/sDHGEHGoVb/xa1GOqz3newwzZBw7gfatQn8vE+QlfYZsZnXUKiPFMsNp6pvV+HtnXP9r2rPrPEpDSLxO"
    "N4eo9PQv4fyE8/n6Mnuqnpk3we7oi2VdC3HjGvKL6c/YkIYxe3S4RFzZCe7TnuySqoHcO6z3XszMtfZd1K2Z6XfVwWrm30PyZzss"
    "giOgOYo413AzLP96ouzM1JLgE87mmmc7Uh6Q74ihUq2f6O26rMW+GvOk6psxXjR5qfbvYf7nzc08vNzTUQpb4mJvs+RurtDmptf6"
    "iHIfcdJ+MX2qfxI7KPcrTqYP8SfgE15/Na56KnvsQl+N60mp31Ec8rPGlZEL+LmPNcKXsbmKdWQ7KtEQ3vzb0PM2Q/Kp/tufw6jb"
    "wa5yC3XDGJ5Sh5bTxmfIk+yCrUQcbXmlenbE7g8/KEVm3CFSK28gRinVwfS8GyB1dTpPL4ReaiN3MatRxxpzSLS+LHnWDQuwkCyT"
    "WbIOGQKaIc9t4d00n0l3lstVohIeZ+14cZ0e9ZDmk+VD/O4AStAgxK2WYSthn5ihm9+HE1hK27MJv83D++8Vwxs8GZZ+Lrk/ShgZ"
    "lOL9vcijvsljchWoxgilB4mbXWmAzp7CnKWrpDo+v0zc8ej+DKJEJBnFWW/2vkQgdxO2tcxhvwptXMTabQMzu4dIPmOTBkYtc7Hz"
    "fWQeovUSnaJD9VF9X38jl8jzuh3k+1CxinwZNEeNOkTbek7EJtjrZL3XxgZiUny/9BfjEA/jTqnIb99FEr6f/n9/JdLt2zQ7+e7Z"
    "Dwl6BX3COeHRrer0w3Cj9NSFuiW4NpzXYh0jQ8s8RhxXdJ236O0kN8uPeK/950jHfWWgbI1noHHkX6h3Yl07yDX6VThfHtFRepPs"
    "JUGr37Nel2FfS8SlsZ3nd7UYdHf+bqCU+/OSJN6E8/+dVu4tTmfa3feQH+Qj+pRVHm/Cumc6w75v8pg+CcaAgZgu6kWUhoQmfSbC"
    "MrZXMIvp+DBLPepYSHk7Vlxu03V4Po9zt06v0iPkdejDz/QCPN9iuU6fD5rQL35ui/M8iv6T4rBlS4lo5XAHMmRcWUrWVjcB/Zk0"
    "8GwkWaGIUNCycZSlMTJuYzztZYj8O8AjPCO4RR/WxVong3USnndoUKErw3PF1c0OZsyWjlfURRWOO8JJ0wGcDXF2uHdQIpXh61hF"
    "61q4Xb+Ts7Q/12m1LpShkPVV8L2sL+VbaKgq2N4trNVHfWmRlDbSskRzaD0lugOLkUPv6af8fTiNM5RZIlvvIpynVYxbbPLN0Hrr"
    "6D04bpUTKKvWbbGBPkA1YpT3iOJZghPwnlwFj/5+7NJyuU2vEZd7TtJO95EI42ofX282aWxHLEWld+Y69Next9lqXoYWWgxf6jLZ"
    "Q57W9rQBKc+/ahHsBHHnpcZ7tEGcsd3TsxXU6fxgWDBSh+irwVpdEj6n1+KqUyUM72ItPuUj2qi6p+yajnAjZsTx48nMe5Trn+UW"
    "rHwDfJGFsMemk6bIqzKeFmOjXsDuC4tbHGpLqUeyd55UID3jc+ckewn9tIx+jyc2jT1CDOXvaBnCbMFEeRpXsqm/WkhXKft392cO"
    "tJiMeUOgwUcRJbSYaDZuvj7NaZwp7J827PGPiX9d4aPWjlJOqT6Tvr+xwizDTq5jj6BFmQXspFjietfw7VNwb0fg2och4piuryPi"
    "WqnvyBvQu9/qjfBpdg2uhTxsI/vJitD67ibDDp4gz+Dv82W5tg+uwJPcz3x8brTmpg5jN4+QZubFMiSlnjF9IJ6kFF5ghlJRwPn4"
    "qAOuilFnJf24Rj2QHtf+zDhXUKO0JbNyBe3WdtIcAybK0tnk7bZSx3x0I09GO3YCnirz2e10sRiT5zycvB+xvsZUOYMT5gnqu0jr"
    "GPNzo7eM9T5Gdtd3HtAu8muQbJKI7wznvYSetNV+Bso3+pwc1AL3Te5X+vs8snFL2fSy5cvKiDVfDx/T3WcncTYkidPrcAXWq+MU"
    "28yzZVPdM6GLqtnt4uaV0sT7fZSTTPN9paadNM91SjOEwKRfpagryqGO5+aByv2K6QarTli8NlIcJ0oNMQBz1z4qWEHMUmZsOuF1"
    "3nUZ0ZDVM3tGWnRPaqyQNZcEK3K1nveutdjMcVkLueiE/kMcTs82Yhmgz5jNaoPfjfId/U2YRFG1/nP5p4yXdyHBf5MB8iW0WH+5"
    "RG/RQTznri+hm+87CxmfVsZTy9WxvI0S13X2rSzRexG5HSc7y/5yuU7DeZ6rv9WX2btdg1MiRN5v8FyWzrvOFTsbMk3TK0t9V6W9"
    "co2kYr886RFrQk49tZOuPpPdAf51K56aFKOiEPahBHqhgX7lJ9Rddtp3kgHe2rqO2kJ2HNWrq9pNQhR2MxkWC/VsmY5dmwOpfFLc"
    "JIarrHaUqDNqI96TG0mgAc+fxo5EuUBlR2Biq0yv+gjJetCTvmYZajSRYu/byZ9DV50+SRzq+Txer7/vIjpUGuOoZUOz2vEA6Jcz"
    "Yi6daq6mQ+XPEvky7SP+vvSSDvbodg0+duzOU2G237pparDPo1lrSdJ2NnDvitln1A4emduF3lvtQr06rKSMNrHpht7TMcQl5/9U"
    "+4kaZdTyDO55Eq5e4P20Sp1DhiuHxZBLdnJ3kpVzgvgnVh9tAsNWYW9Yk8F4us2Qk3t5hXW0CymePpMwqy7bmboL8lxKxNM7sAbV"
    "LeBBZhl/pZvFwYf6vr/crzTJgeG0um49w+5qaAEBNQPdGGqU+6nxaDJpRPc9xOKeNjILfoD5hLMRl9XqePyurY/ed5AoercMcGvf"
    "KfjLCIGWAd1PLDKNuprS9IlCfV4+hb1+Tj+C3eoMf/Il7MlRMhRnrZpVkdDj5IWs9tZ5bZqvxin7mEcVN5SHMewOa8S7CnndRp8L"
    "HsWOneUtvBJlYMM4B6mcOw09Yod991fUwJdil4cRNWQFPNn20FzHwns8X75SY1MZKKfIoy0g8s/C81j/+pmBVWAaYJ3L4LlUwgK1"
    "FIG5s36YrwdlmPlxswINrAJNZS4hwQly64XfzDPpWEeT9EcqfWXOPjUQccYPsMdW6bTfFDH/u9FnXn+kVj5MwmZrUum5n7/Dfzf6"
    "yOoaePYO+a6SmrCEvswGsiYUw6euVZeHnSdpsmmYl/kB68gOA9Dxc/3yn/98Jar/H+J71xv9aXV47kmy4tm69RXHx2L5tkH6dbgd"
    "/Nfb290dnqj36Fvwn0+EvWobR1xzm1U4DvKaZBb02wqeFpvszPhewWSL015RvC0xb3nEJHOU1BNxMfS9sm4KxWn7fNb4JGYXSzfr"
    "WW9i+v5PzMrgFxkmM8S8a8INTMeT3FlObNZ6bCBlDsxVznpIa2mMZ5MbPfrtaPyukNlHq4w2QNOlxKaHP2Qev4y4PM5qHgv9vcYz"
    "d9YRLaoeu1rJDH1noiRZnXCcPEU8shp4PaspJ3dC5vcKZupL+pDO1fvafKyf6mvkI3svvBGxv/lmi/ReGcTuf8uSbyB/hmNLyxIt"
    "JeJxOwARz1x5lDgBE1tP1lflbUQmC/EdUxHjPaB9uDP2WWMD26SuztCOWtt8Yat+jCF2o8WFN0mxz8lvwllYBQvWTo7klIGbHloL"
    "+9wdEZ5DVwpxhgfIMt2ZersC/lyS9ryG+agsO0ttJnGhnzeIot3buZ8T5Fbffxqys9k+O0TSHs/e+fWhXsRpghSv0EA8zYflfa8F"
    "FkDmH/VZ+z+o415Vzp+uZI/KBLH1+kz3lROwJvfK4bKUOPezILkfapXsKzdqg3zcqlAfx468jRhotv4bO9hR3w9fwz6t9T5Wgr1O"
    "Nuv0O6mlZ229WsfyGfdlBGS5QlvNhbijEbAX24tpwiX6BfzaVtjHARJh/XaP89NhjCGa4J5a7L4L/f4k7bexsJyGKGYdnnssrjoD"
    "vs4GXNlYFEPi6VgO5igZKXPwShF5lGZxLVrHJ8Yw15xnm8c1jDDSkkREivgAOtEyh7A6tez1cRamir211sNtnnMennQ4LOJj0P3/"
    "wikYIkUeYznKkaXVuHVuliEeqSbTjKuks5RyFTtKBXfTPADDvLpMjC+mD6SulxxIVJ1sHC04HM095Dr2jB0vu+txejUzkg/rbcF2"
    "wVo9ACu5L3koq4w5ENebTX7FRpws5yfUUK+8Rm8my67mWtqOPkGxFlJXWwXwB0Z/+Xz+QXKaHkF/3fAe/4I7K8KuzsMq/B3e+ed4"
    "7UpZAFs4U1+JNZbllAaJq2CE7KzIje9iz7aEltcsQIT6b6i7Y7HWj+t2rTvDU/8oWAXNMjv8g54aTmDP9jv4hpmQsx+JADwdUj1J"
    "/s77Dv1q21X2EseUbpaoP/sBLSJfxx7QP0JipjMvZR0UaZwR9T6XRZl2FxNxQtLs9bUM4ddkxPmRuWdOYWrk9zqfeiyfeAuiBsOA"
    "ton013C+5kLDfYXV3kv+b3lfWsK4KcWu3EsuzDYyRR/A7/JwBzfJ1pYk9OjqGfrQhXqgPAZ5NZaRO/SSoB53Xqm7y2d44u3kabwy"
    "E6t7TGAIG1/pdER4Lkfn/Annew7H91fFtibFiozrBjqOqI3RCc80q9T09jMLxrnXifKwxvd5Wozzos6WNdmBQSHOyT9VsAtPSSU+"
    "cxNk2OL/9t7bd3J0gDhsu+pfxRt7MzR3rX4PfTlOntVpiK/WIRoq9rraJtiO87iKac+RnvX9GE159UT80yrYn8GILO7HXf0FVuIw"
    "bYu7vSvoFUQ9JifQV3D9pXb/q1ktsShhgBTSVuzN2M8QTKJXdvSv7ONf2YEz4pX6vhg+saFDTqd/Vk69VcvopocY0tcpYigCpZ6P"
    "LXcOP9f3/Pe77t/sriv4mV/zPS09acpjQJXyCY7wuMA9ETmOhPQvR5RZQP/T8iirEKt1b+EO/vvz/C/39n/7PBmfrRrNKmKS9akE"
    "J1td32oWVryYkn4w5wqsI6EBUrM7T3OC3vCO+M08eh95RJXazKyZm9hK4kTfJ8YKfRHRoDKwsxvxiY1q2YS1eO93sEIOO7EeHsfR"
    "spBYbFaNHkS+v370hOcyc366WM/7O3opdNw5sk3wZ/k+OC18KLzNOLiDaWFhmBtJIPcr3RCVtIVWWw0/8HXcxXSc1Jnw7L5ml3/S"
    "V0GX+9rnen2Ss3J/QCx+IaRvopwvm+VlfVBehL7uQCbsjK8R2gzkTtJeTuAOpGBdKpg3DT0awcuyxeOOhjFijLMLltV1nUdLyBPp"
    "GAhdNjAPcm89fh3irEvoq70VOoKR3xUyk2cziiuzvj/mXknz7lLs2agiu3odJwhy6/j28Dzysfa1uiu0Vjn8eeNmG4zoZhIimhJE"
    "pWeL4V49K7sGp+MkXBS+RI5wq+KaB1/nkQsMf2C8fItYcgOe8x34S4v1XVmJqO52aL+B8i8dEmRw9SX4fR8xfrf39WT5hFyLG/Vo"
    "6SKOYyfNvE+N/2mirIU0JViHsRrHeuZNtqjZlD2ln5TQ03Bcq8ewIuIs0S/hFdQSHSDjMwSNPofifKFhkoi5iLIx56RFuQ1b5ZGV"
    "d1GgWc2drc79mZBxq8tkDZDIb2/ijFbE/VGc9juJGMWO8NG5ZQjKOD3wup84dNKRivsHDe20np5nvb9mHVY/y8i4Fc5CjX6jK/RN"
    "vSyYqrvrba3M05qqf4SlesPfaeg5BsJ4pjLjeaW/p4Texh6AtJ+1zJ2pb34S2271uzoig5QxovhCSihFFgO19XMfWXrsJ/hJKMcc"
    "bx1y6xkL3K81wRa1zvQinQIZOAX+kbESDZEG9sEOFcs6bO9rKdEdtGsW56r+A2s7F15KGbyPE+UpeH+vy5P6J/LD1eHKB7Crxs0P"
    "7Mg6YIQ32H6rmDnr/Rb7zD78THqrz5i/d6ZE/p3Lsie8tsn1ygb2NViXzzo8h1WgxgV18CAM9zSfmFC7smu0iuikN1CGPiEvzZ36"
    "ELzXifp7/QSW+2LpS48zGfdL9aB8jJRK5vRz58lzv9LnFzMqJXitMvhjsEgvQoxXrsO0l94b9pQjdVnwgz4iX3o8jNDrH4t+rCJ+"
    "LFepaV5DOd1kmafV0H9hHONU0La5GewJsqxZ722V/6zDDx0t2WaduSmPzt3AKldT/lp89slOf5Y7EMWcSWaZqvU2fONPHu/F2XVj"
    "cU4SU+RHSojIGWSWsL0/D1c1jbZaH2V2P8V5n0rY1DehQ23iupoe/xLYj0nQwRbL/sD4d7n3rNwESQJWvIoSfwSffSXjj0pGPPW0"
    "KYZ6v5ycfRlm426Pe3EziKIirPQMcYoyHqfxBux2AWP7Wj+pH3GMZsiCGXV4u/W/Qty/PuG/ltPOW467QmdJFaVvBs7IVy1gMv+L"
    "XQQJcsg00MtI6gZyKGzEPXYPDOfWrlpFZJg8djkYTtY4Gcb+WneP5X5nXffiBcy8Wg/NBna31TOnkvJ8EP183n6AOKbgdrJ1xaID"
    "M3xCvNRc0tvZa2KLJtpJU++I9WktwL3sjifYlfGky5eUsBNmYNyxGPUuuD/GBKuc0mzqz6rCmUwzQ7tcn8GTF2OPNskdsghPl8eu"
    "+TpmSgt158Amv+dRGudBB3SXf0oF6+IOr6yKEvOjr+2l6OmFnmXGmBQ34FVb9T/JMXKD/IA13gV/r4W1VWjL92QAJPJTWLtrsS8P"
    "6gt6UvATtEVfREqL1JAVS/RcOREnfRG5T+di1brhfQ+LReHjgj7QBC9DG+frdfoEfYnGZln/bKxVanw/n5tWUa/nMogL3Z97m+nm"
    "P8UdO1niDDfp7aTvhn9L/yCd5EYxRL+94Ee0l3/jqjuSjyFXHb1Mn8NJfhI+29HyNvT2U9aBIW/rWZCePcUq3Lae0zhHeLEshx/T"
    "Ei51bu/JeA6MJ/EnNV1QgG+7F5bKsJUtk/gJK1luIsNq+Lvjvu7DDsxDNDgUvlIV7HEdvCXzmWpxH2v0I+b7y7FSz+Os74G4Yx3+"
    "9Q6lzuredZyCMD01VnaUEsZlluFzslbrz80IVrgaiWkQ+i4qh/liEjwGEfeDMgd3eYN8A529AHZ4vfaGTVyJ5+0DHz2f8mZYkMug"
    "ZxbD+sL7Cq6Cd1GDu30V+/+d/gv78ne85wFmZOuIrZygFFgtMd8joLjpkNRWXVn23y2INwwZPg+fq2J8eRe0aqV+ph2D7jI3XKQT"
    "g7nhFkjmObIzZPke3ehjzr2k1ve22BntzCcspEWLcPHGSC/J0lNPsjpq+Lgjoa8tw7gzTrtNGc7jWvaUGXi6etrbarIAbcb7d4Kc"
    "tBLbwbPkOtzRPHz+HalEvOAQ//eVNqwEOCSwVmL1kTk4QZ3gqxapYVNbRq4Ea9dBxkODTMOzLcJ6L8Y3ztLncBcP6tNqjBp96D+4"
    "LEZ/KaUmdiwRuXBkHG6n4X2bpXDZkQOYpztOVnuUg5HwgXrwmhuZZc/9Sj30Zob+lvMwG5ktcxJjfQRZjRjokr7PrS80w+F436tY"
    "5f3komAneUnf1lP1bjnPW5FUM+QGq7G6qvqR+MSLZHNo02oa9FoPWSrXk/N4FqKLdfDobJ5kdzkQkvYZrrhPC7xwrkcr9PUeJ2Hq"
    "rdhCSNVy38H4HvfL6pk7yut6Ce53gbyn+yGyuQ32eL0+Du3wL2L0XuznkWwqpKc4VPVqPQgnoZHVL8uB9sYO5GsvKaP2zz0nYZMX"
    "24nrIRjHDKDxNwyAzBg/wAiclLOxD9Ox/5vIIV1C/b2ruHm3thJVH8y65s51/g3XGi8rdAt9hAL4sb1lsFwvn+soWR/eKCe02RXS"
    "dXr4okwPn5E7w7fhnxjycYWu8bWCR+gPthVXExggqlVb9eFnm3lNvZv1VYYe7dZVylwlck9a5IxHWzsYPrVJv0VmX7CX0XLQtS2u"
    "W25Mc4fv4jztLPFdIlahVZDsKtYHrpGjiIG/ERppsOzj7UdXbxmSzfIBu+JErtQnpNJ3iRXrj/TvimIkKd1qrs1NmXyDFX+dz7fe"
    "92TVswZZEV4dLkOUf7qegf39WO9v/bperLPDe4M07Mn+4vAO3Oxqilq4DhbD2OcGcIa9m+/hOkHSulGbeLr6Shhjkm3LNRvEOmya"
    "nVNuDqmNVLGSVstegXpizxnPzJ7Qe2XwlPelr5glblWtR0XYCN1liNXFfo7bVSIuEheDWPfBrpCiOfDxOjNrWwrJmq+P6+U4Hwu0"
    "iF6kVYE/ht+yAet2hUyQk32VSLaqKn7D2DUXM0MdK30JZrGsVvCkOMSKjcyibfHTkBm+7vCZS+FRbfKyEMXRDnE1w8q7es0YTefV"
    "8rs34z4N/zdFjzmPk8/WCXrdf6CTNPXMdvbsGBEaRZrY5Zfi23Pv3PPQbscF38vL0PGHQ8NAyyMa+qs8Irn5WJyl7NOsh1p9nJTx"
    "u5aNu5J7i+Ptizzv7H943kXseX9NDfvJUJyOEUPQXY5T/wPZRNLsbjtObO57lVbKH6DdAuiPxbDxxdDegw25GV7ASr0KO5IbYXML"
    "tW7G3++B0hRfpuFBXiLu5w3YkxWs8jZqK2/jAp56NwFoek7EMdnW454NhWQ8azEpxAnVODsZIgoMZk5gLhnfzoHknuU7hn6Z7bYK"
    "70mRQ2k7eneGKGbYD+v0MV0j29HSDxVjMliG5zgLfpYhxuyM7y3g9x4CX9wQUs3DKGUNvY7zbfXsyjHkaJs2OAH+Xx676sqIt38I"
    "mSONVakPJ4sdm1sl+50MA/4gKSebiflTFsOZz9mdtbozsHo34v4O950HKfZRDKL9We+7eH+5VpC78lBGDPeQvGkWA++B2OQ8svKc"
    "KOdJxtdXnFUxtqUaWv3xfhY75fOIbobP9Fw3yfgoM8tanPITafpajb6nKWD283QyTtXg227QKdCqe8kSRBpDEdmt0bfgZ12Eb7U5"
    "oN9Kg59oV885EE2GHkKmz02xRIXMh92N+xwur+ihNteNPRsmj8lYuRnP2kmsSygdTzCrn9gqhdQvUTfHXM3nU+ab0vS1azy/WpXn"
    "vnLsNHXMUac9N0q9Hi9lzCwMRqxxmxyO2H0L+4gXwNaVYA+/hMzWYeei2TPTRZs16vIJcY4yZG+z7qUF3ImM3iJ5zANm9DKeJ5uV"
    "nob3Xoj3WIalJO65MlzFjDpkjAxkZhbPtU2yHCbmobYOlsEu/KRN3SFN80yhn1mzlT2bPXcbWY+0ur+xzbyF/72BqGIb6Pl34GX/"
    "iCt1MtTcFqKcX4NHnPuVfxEvqAuxBVvJWVLCaaXzxHJ6f5CN1KvGvbJAZhCBoFjvo87pHOvrbDMr3cjJmJSPtkfTiyvT7M+6bbfO"
    "TvaRU4iCdIQYE9/swLAcpsLPfx5WfjWnA82G3hKUExV6NnRBoZfJDO2acQKv5fdZLrNYH9ICRuP10IBm9V6BltnE7qcEMxyGgm1d"
    "dxMgrTZ/daIUsfMywzxIvtWQifRi1QDTyxs9f3zK5yFbi01J3hksC6ZCYhZi3+zPn6DpXtP+uOuM9vd4eWk/ed7Uq9MO99KeGiTK"
    "arv/varvBF9CMmbp1doROmyKIQ9Ba7+O+xgifYmuVUstUO8xEVO0OttLyscgSl5p1zleqfdiHcbj1V2s90CvleOC1bpIDmElvlQj"
    "vjQ7jUeL65a0elIlnsAwnwvwLB/Al9gT3lkxpXCwP1tpP2ud1Yj5Iu0j2gZq/uOl2ufqGth/oB5JoF6PZN68vRjO2LuIAcbDT6ij"
    "BXsUZ+diWetnMXt4n9di6yzfUcx5lK1rCAO89JWys6cncXYD+QA+vsWNZ8DSL5OpODO/E8POWgxPahFk5EE9iZMh84nXW+8nh2wl"
    "NngbFvosnJINXj1r2WKcyutwBo6SEbByV4jxvf9W7oTf3yAXyxv6ArtdO0iKmPGHyrNqkWols6SOq2izZ2eznpNCPQjn71V5kF7F"
    "q7IQUvYcIrh/y7V4x9vikDkT3lNO6JtEdboZ+ipLtqNN+PTNnAeuw9Xv41Mc6/HyXD9HmkjyZgu2MF5Ksi+vHpGDsTDfAb39iMzU"
    "91kzHisPYfUtej1Dpugr+PyhUsYdtm7Xaj/1kiF6q+N1SUNzVZBxNUX0qUJ9vNU/cLWvmX+Zjf/ej5jxN9Bq09mLnaWneqfHUd2s"
    "bg6xJo5KnSft5pOHE1nbarWOecH1ASZhwc6iBV+Kp9niOdbK8NQJNb/e6pwjZShiulBfkGmIX6fC2vUIbldDtz3WzxJn487Z9bRE"
    "P8gd8Hxs58+Fb1aiM/AkvSGV/aHjzsdqWzzyjp+zOJCoqP+mLt7ASSFh/iJDS9WVyDDKTsfmffbtZOv5SddX0cR9s41HjNze47sm"
    "WSNu5NmpIcepYXRV+i7WSli40maIEc4DiJ6p1vuk3al1eonGTAOuHniQpH1t0FWVXJb9E7kFkfdMeK2FkPEx8A4+xhn9HNJr3fwJ"
    "7GLG9/3VeF7dmhbQtM+V/jIK63K89BPLqBuy4tfMtGqMXNsxnjYMqFOGBrWw3rbHfaWLzIPEtJLXoFO/hQ38szSfPXV8BA7fo4Q+"
    "5h7yLau+Vlv9m1jX03pWtr/F05kev0wulA7i+nwMJXtbibBV9oyxNtT3pKdoAV72XXhLoRFMDruLaaADyB60Cf5rliiqtvqXcuo2"
    "y/nfAs7N19CzcX5PFX+y6x+Nz/SmR5p7tiaKN0wDDfDPmmRXZzVjxW70zhvYe+i468+FtNv0zSKdo2NxztaGj0CatwSTEDFNjbuu"
    "s/FM8TWcClhHxs86yM1wsU5OIgnBn75HPiQLvX3LPMT0Nbiq7fkhYlxYA6iLDLGyltMJw8V8zEpKZop21OECGzt6L7G4sZYS2wHS"
    "vpc4hGfDjRkixtnUhv6BZQM/wn03cG7oDTnR9y/bn7Ol0Z9Xq0rmx7Yz+rOdj3Ez2iHYSN/8PdjhIqKzWDT8F+7yXp4jromxPMv5"
    "mzJqzshTdHh5q2i7ljI/mdZjYCvelgr2wJq+XoJv7B5cJctgN7J6B6T6S71AH9E9gnf1C+i7ua12kG/kfViBxfoXaJEP9Gndxz+L"
    "xcPKrspGsghGGbkieJDzfC9wI57YuCrXQtLmwBsp1kl4qrZ4dz78luNZk9hHdmdHu2Xw85k9LsXvyogTkCtP0V+sA3gE+ewss9Ce"
    "Xo1FeOewUp/mUxfQl7AqoE1HT5Cowy7Jz9g3beac2q/JxxeRpaUUO+8Qsr8WW888PPsz8qI4ZMXzsXIzmOlthHWerN1hO/6po+R1"
    "NQS/aXitNjhZTwv2EMfbfhJxta+Rk8QQx6bDEm9i7c5x8rj6XEpt2r2COY8+zBA4JATH5ONqi6oN8WRqa3FV0ayeIoaT0lUcco8Q"
    "SaCR/SxubiQXi6adRNfHm08ecGM4simSPXAe2hKR3nFT1OilYuwa6yCrK/HUM/DZ1dit0+ANbCuHwLN4V7cLjmV+rooereGRXMXz"
    "XwKpWK+P4+4+xTr9Hdr6/XCsFshkbR+skl/j+7sJz/t5MvaRp5iRsY6pttKWEc8/+X6XD3a+aiHigISflSjjui7hJz7i+f6lP5bh"
    "LJYf4clWwqOz/Z+tj0LnfKLfw74tDh5nHqUUTzcTO7mep/hj5pzKWSV3sp3w80YZ8r1HmE5uyqmX796vhFZMQBoNBTOJdR6JXSmF"
    "rK2HNbtEXoOcDYT/8xanFu9F9HoqvqUPJzCLGR2UMuNxGTTrCvxkGKCbsD9Pcnrr9zitp+A8bdQhrf6CO27DefFyyEU3+gBJZkZG"
    "SLhVXcX+bMvfudijFb4/Q/Y7p9FcH8lSm0jGyj4ii6HJusrfIXPfBFNgOU1uzuLTNfoJu4RHQarEvW1hx1SDn/pI6mT6bd9BrlZi"
    "zx5FVLMUP03DvvQIZpMXbW94fvl4xWYVapmj7EdeIJcvTnoUnWV6h7jq6mZYnhpWsEKP+Fkd90E3EAlnd/k9rtYDZz2fU7HzyCwW"
    "Mlt8kIQaVcIS9DyME2U5rrEjnvTMwHDjC3F/xgJbyGmFtI9MbDLdavfWx1Ht+TyN2c1O8p8ZrzQyV7mEeIChR38ehM8cLG4KO8po"
    "pGnzh3nUiArqg6znZbLZ3SQ70lIxQ8UvnZJGj0CnvvfEtEQl/VOz0cuIa9bkTbg5yFtgLXYR8wLKoAvMqi6EjO0nBX6dnXW/jrkg"
    "V5ddv5Wd69ms5yeMO3+UGbKI8yDtK7Jbe5hR1/1XsNODYTPy2HWxjRinwhL865UW8lWV9DJS/EwJeWofhqYyxLMZ8JiWYkdfhb5a"
    "qd/By1urXXB+P2ph3UbgnaHPSmX8T/2kkVzfVWQ0Mu1hE/wn0xMcQQT2FPsOQ+b0XGUxims0XpF+9GJEHI9ogY9DHeOFw4uwuk4t"
    "60P9ZDfZDz5HG6kk92opsVjSfuK6c8zKk+JqNtJ/24fnVTgt4Do2lbn2fHa+pREhGadvhl2VaeizOk6NuGj3DI+YV+F7nXO94rqp"
    "HapFvcddCD0GZipGdrC1G+rRB+r10LCnLJQ5ehU83AlyTbCn1e50c7Ar60UZIvxmiEGy2ve2Hczs1QboAGNZSeqH9KHrmStvLjlt"
    "t6r1C7vN62IM/c60IoO9F6WszEVe66lkt8xiD20Gypghj4WefF8NqXK2fsNafiU9Y+OeX48YKkPu0Rq9DxH0Ar0B0vUUIo48eF3r"
    "seL7yNNkB8gX0wpFuNdZ+gOs/oXyCvTVCuzgMMSpj8NPmg+/8VE86QeQ4cfZF9KRXCvnwvcbiFXqAi1zLXMoEQduxMHUW0JfD1+q"
    "L1LCGr3kZ31HSaHHhUjShzS9uo687oXwx/KxI5twRgwtaymxZArhLx4u6+hv5BFDFjEp1nmKDhZjDphHbrTeUsXcZlpfIc+W+ZeF"
    "RB5vRGTtVrPCy1qSEbLhJbb2KPFZnx2OJhPW+WjTztWpjPmS3qPJQOdl4p3t5GN4N43XodkrHf0rHeVxVuDMI+nEftPN0F39ZIvv"
    "wnEooamt6pC5uVnDZr2LhgLTln3ZSXpdhtv5GjxZ43Z/l9wwM3RZjGQRatP3WPe9w+6r5qxZNaeuPmSlzbzVP0k03Z8ht2SCvR1W"
    "H7kM3tEsdv42wk+3HNOn5PzeX9oFD1KuN+hXPIWjmNt3zECmG4Zz5nQ9d6CQV78Sa3CkjNddISX9cd2N+pDupS/IZYFxDR0hM5if"
    "vpXYSXX6ESzuJVoGzW99FF3FsI1uNuxnao7dyDvQPHYOfrFDs/V//LYDuTrbSOh58LKMCS0TNF/uk2vCJfAxLsSu3aT3h+fJFEnJ"
    "MGkJ08IsXptm31jv7ci2cda6uS4wO5Gbn+l4+QcsW2c5NpgKidysz0l7GQzPvY9cDxmvgH4vwJ0vxhqfgxP8Oc7jbfik1Q4tF1+p"
    "f8Aq2jlYi08nia41GedlrNwrNs/XHd/3JbyRLS12SGb8uYjqxf08YoGdo318RSoZz2iVE7e/ClJfAD9kA3umtxHDCjtXRshtUumf"
    "L6rO2H8/x/VnIZ6aDmkdKG9g3adBhox54VtypubKh9R7boWzxGG91Xr/LcFMYAX/ttniRlZgA1y5FrrNUInW419Dyev5AGLwE+Rr"
    "ROFFiJpm61KZCT1kGe2X9GnE+g/q3cQm3UV2Yb9KPqN4q0XvLqWcwLL1bS9Wj8uHD7VF/43vm+kxsRyKQIPHj3Ma7wvI+SI1VKxe"
    "8N5tOqgIcUxP2ULO9qPg8W3GTmeYM78GuvkjVooObdaLO6uZN/IbPajVAfI2rvyEfBueGV6nD+unsnfQw7++YSuPebDXdvWsZyrR"
    "IJLNuj8V/n4DfKCu7EhuoOWs5umrIAbIJo8sfDRZ1naQRrJshdSsGvM7hTw9ZlX38bnBjh5T0KbFQl5jirgcql37eWjUFOvbtnvf"
    "wOI0+l7XMu5wsa9eDYakVvm7VHr9Dt+kXst8znweq4+VtK73iHX3DCcuT8QobJ9p45GDHD5tmv6l0/RJ3vNfdFdZHg6SWxDVTEUE"
    "2BfR8FNBvjwSFKhZPauf5OEbbZ8ehRx9IVbxWEqLsxI+Qk/JkpfqVnrtpcSXcRljy9i9wjyr4ZaatxZ5XDU4n65vbKMeIUdLN3yX"
    "dZUNxynaDd9qOAu1WP16PUZSHufoQviIXYmfvxBS9752CjZrObvDbA3Mx/qEU3uWR71HXvQ+0WP43Rbo96zv7cj4Xo2/sXZXxzg4"
    "G5/l0hgb8gxxMf1u0Lhz9XXezRKyH34Fjf01bM961v5ayznQHb1lb5zOboyR5uD7e0Kqf8I7h0DbfyijoIG+CLeXCUGTZu6yVRY3"
    "8n5s11ZhRcQjOYacsM+FIdnkbyVgzSINaxmuPWjp8rEqaa5ikh5DEk+zGHKyAtpnM06eZRm+gvZaAxl5y2s+9RGWXW0niTAza4iM"
    "2SPmV27kStrKvQmP6ygpgV3bqCns5Gz4JXNgI38NM6qtiuvujxCNkx4nKwvJq9TnfRw5mfhxKbkfa5D7amEzVOMI29V1E9tkzles"
    "8VRQLxm+iGG+tIRnl/I8X4porcj7JTYlk4UU9JNydv/mwYtei5NeB71eFaOZZv8DzVTgqQ6Vw8QYoKbDzo6RI3kq39OiYI1aP8hg"
    "omr1YyU5qeYpW51jZ4mQC9N6Hn2mj3j2W2K3bJrR2Lpmupk6ZCSzp8vZ32n9md/oYkpeL78OUZ9exMKV9D5c0+psw3/XME9lWelt"
    "ZAf4C6Mhf7txCtYq363iPMZQHzk7RgrLdQTsWaplh4CxXBvP6nWyXTAKtnOFXgl7NlHvw5mwM3mwRNi+0fP0iNkhzUeuZ7eUYXzt"
    "injVvmUpdmgbnNR1xN7YiNPzKuL6MpzojM7EGiz1/MKWcyjCmU6RZcO88W6c0hoGj2gG3mOcFUugd472mAepuCrTSyRGT9hHmnAU"
    "12hTxcT6XwxrLaXjoAm7wQ7PYUUzv8Ws1P/+Spb9rRnWoDPMDxWSR3EBfj6PuUdXg+wuJawApT2m889ROTv5f1fCd6giWl3Uw53x"
    "0lAJX9RiwrbwJgvws8sDr/ivrMd2nU6MDh3eBicqwy/kTXlLR8s/tZ2+D6v+qoyUNHNvLbG21vl+yjDmu7c+21/HQvv//yu5tWWu"
    "51Gc3tBnlZ3Wd3jYWXI7ZeL5XZsaMLldAFtagxPY4KPQOkPAoIZdrt/hGkNluCSYwVXmSlIxnvjX8pTuDQ9xlrwAC30S3nknzknQ"
    "AgJQ7s643J/JrXuXq+tXKGbnTCn1h8NnrfYS2dfrA7t38xEMV2aNry+OkiXMuXUzi4wIfTn+V+ejNbvmQpyLW2nBxskKGSMLsFL5"
    "+Jzh8Fou8QsyMKpGiCxK9qeUv3MlT2sqnusWaepOCZkPSm+FROx+f4GEHk9PyY+k5GhU9pssw46MIXpbLfN9k8QwwDqxW7kd+wpd"
    "3qcLcZ3HwHIbe0JPqWJNxPATL4IV/lxfhyYtwhNcKY4b2KKF0dCCHcX1TLWTs/2EYT79nqTf76xnra1nh97BnDq1uZ6hMpZcPgeS"
    "eaKG/cU2x2LYwf2ZY2srLiub8JmOBGvR+7HuvJB+WCUnjt/XO+Ud7Nnxci087wMRPb4EjbajnK+ny7fM59nT2bRyL+jog3EeyvRD"
    "dhXmkhDroHLoF6+JIXZt8f50od6B73sbp+tL3Pd03UvmyGfwAPaVLoYtT0xA04KTZDdZ5+fT3olzr9vHfJkRnlMU97X1CALDfI3M"
    "Ie01sJsmiejI/I0hiGU3kd/KzQY32eAoO2bPVckOjhMhl3nwk68j/2k+7J11jo8j2lud74HcmTq9o0T+hMYIbW0pldX6kKhHcDLP"
    "ptzjwaxhTKPUlm4OcQD9qIxn0HNS2+SdO56J7lIVY2KHzTBiu8FD+zd9k2Xw8trKR4hdz5CPcKovxF65vtxGIsrfLbsz71mCVajU"
    "30g1I6sa+ARv6flyl1hdvZo9Gu8yXy4eMzWLK6lmVH6WQ3QdEBkigtm99opz2nXsZlCfUe8We7L1nDlyXt8DuJtucpQMgjZoC0/r"
    "MJwCw27dxKk6hzNVqofKcTKZ1YgUtGvuPIV1d8xhtvhAaI4T5HlWGTbDg0rA93Z3Zf7fez4Pvw6x9c7iPAfznd9lJ0Yd0Xru4+/N"
    "uxwmjt2kA3NSdezIvZt8SlnWOaPuZ9fL07RbrYjMGDCfanW0Ur1MSojBb36kw6Wph+TkriYVehzMasSiXyImaI1X8vUAqW3BMpX6"
    "vlbLAya9NI4Vq3m/hrjweGYF/iTGol6K3b+a3JvR7N0O8ax8hAF9fpBgPdYwmPNgl47F2cjXV7FHjcRFd55DdBaFef9iaIsKIjIb"
    "i9Q6eJzlzKBW4rT/DXsxnxlRQ7lYHNSwp7KI8xQj6PvvCY9vG+LGmq2w/qwC7EAdu45m4XOWL74Kuul87NzecqmcIT/obDzFT9Co"
    "y+C3P4/vKse7mqYlM4zTKzkZUk+u7zJ8g2lpYwnpwJ3cHrHjG1pMjKRaRE6wAkEFT+8mz9eUjqV+oESzNsfJsdBW28opkP2/YJ+e"
    "1ZdwjcODPpIHX7c85rwK/Tx6GTSKSUAjNYBVhtpB8juwG3qTnyd1EzzKu3aeguV3phIDJ00ExASvOVSuloMkkT0J5+djnJzr4KtN"
    "12z2YvmHtG11PTvKqskmmIUdqsazpjzWZUpNq+b5GsRSVqVMBzxDVp9dJNHsfEc52ySi+CmeWdmul6Y+C/X2GHkzq5HtHBHb4ePk"
    "x3hKIROjKAm+fTSevIonelvPyz6EPkTEPTxYsrGOT9Ir3kj+uSQjEtfJa1c7HE+W+xVl5t3yVqPEchEZPxtizOvjxWXtav00c8r3"
    "B+0gDc26LTRG4tYWmAOtd3AnYjGX8EpXSoLr7PRNOfu0I86TjPflntX74Te2Ect/3ahnIzL6Xr/Tcaw6Hu2jgnrWhcq4BglOZee6"
    "69ZyALtovzFfQz7QG3Audgye0AOImptkN2iKnlUIG5JHpAO3L22lyRNq7Xd9O2ib7WUhzt9J8Ew6yRp9GN7M5fJ7ddwq9Z6X5xip"
    "oMUqge36hyyRy6G5XyTOxvjwHaKOXiQDg9XY28vlRHkT6z5N/6UnQJ7hAchiyT3zUEebWBv3A4VEJzBLdA3j2hrPoLyMeBI7inVt"
    "3yplHqUo43Nt1o+0Ak9/tGe7XUAMFmXNwmqGSW3C+Is09zbSmivSy/vsdR7n1nGhGIpgMfEzMpxHsvU/n/jTWzSKOR1ziPpsu9KK"
    "Wu67Tl0vWTn2dHt8S0+c/fayVBu9//opv28k72NXORTytBanw777NHaWXYmYroTVsm+gtTqTn2EleURMy1wgi+E9p9m5rESCNXn7"
    "wK9fd3kteAT6vn0wWozv7wrogE06Vh/X8S3k/XO/cpVM9XP52iw/Faqrtbqz0/wz5iPe97NOvya7l/sz/7evWHfgmdLf/7aCPRUp"
    "SvL/9fc4rWEewDhxXqpNipUQc7EEd+Gw6kYEU9VlPVbAN8iHFimhV3A19vY3YtxPttfGL2uZ8g44t8+JWcFNeg/8JevYmgXJ+pQR"
    "xlv6g77JeZCBOGnvQVvPhLUfJT2DyfjWKTIB+zYd3+MwXjpvpeHb+mxchNMyhChBAxnjJjkrPJA+0L/Z79dApo8XxVAlP9cn9TwZ"
    "zezg0VJH6/kwrEI3uYgM8FWwzXdAEp+Gz/CjvgAP68FWO3AyoHnfqptszMbYKnXEY3QayXykPcnyGXIOsQcxC00GA0ZxHWD7DtBz"
    "YFG+1wXwto7B1bvLqR4RJustyti4atnomUZ+GdF1b0QcF8iT+LYR8jEs7jCs2RZ8076SiK3Xrs14zc3LXQpvrJ52eh1ObIZYH10D"
    "w5YeIFfzFddz4bjNKvC9s/Wi4EypDXeUnWBX++nEVlbbuyssgV44kN55ilnukD6p6yE+BH5af9qbXYi5sycR4vOo45wWa7dVXB/h"
    "h//ZR44Jj5BpnurjuEpn4ziVfTg1m2K3uemRQuJRV8aYHTa/6LphTpK6uCt56y7ErryfVhLGO+gs5yjZzOmQ3lLP/pd6+stPc4db"
    "yxUtcDqZh9CBU782YXcP9nR7WQ1pSrbg97pJSfV8HRv1b/Se8vEs3+orOkFewblJwn5OQrQxD37aesYzTRyabs3cfHNvZkWqdRCt"
    "gMOpTsS9OQGtZpPPHlmPrEYo2xmf1w59P4XrwLMK912ywef3rOOwg6xQO/UiK+Q1XY6f1yPueB8yPlB+i29dgU99wxl088tOgnQP"
    "l6/g6f0AH/Yz9hjUcRoyRYuY8jWuNLO/UWSb/o+IbWtknlWa5rydxdw/woO0Cq3lFUzK3peMj+AS8I5Tnk3acAcqfQ49yRNkVaAU"
    "62kReuBwj4MToVBE39gjZgqJfmeSvIs04TQ5f8BhHh6P1doGJ/I7XOcc+QY67W+wmMfKyWrZ4OV6MvsWynCFW3E6VuozxKmNuNKi"
    "Pd1WmnMw/jLPXa67/m+YParV8VoO/a+vfEDGrFXY8XXY6X7mv2t7WQnN/WDwkV6vH2ur4G1ESd/CViZh9TvKv4gWNxeyO0+Nwe6f"
    "0Ox7wav4VIwx3WF+zIt32OrvkW21ed8R8S5nvBzk/oyT/irKfpQ168b/ni1H4glWsR8xwx6ZXeQL/GuDXsHcYRr3H3qEatNUNX7K"
    "IaRMJsnhp5xKbfDMk1n9OUKV/RkkI/Et+8o58gMi9xn4aRVs2/GyI7niLGOWJWfUNZzqX4dI7wBOIWQ9MpZ6+UkwV3UDvL1v9Gv9"
    "K9ZxHqLdsdBso2Evdwlc3OM8yxJ1rHAuNnkCK9CfsY3rxXQY9p9D90SVWmUuxclXd5ztWv1Q74WEvQ6NM08fMD5cnOrBwWw5zffi"
    "uAimjfczuzHbU4l7ge6Xi4ncWYZrTsJalSMKWMJOmCMgKfl4Mot6K9X0wOueLcL0+P6cLZ/EbqbN+gKrYHUexzNNHTtIbCJ1FKcI"
    "f8+YvIFn06o+baFzzGZ8ifU9GlHzmUQXs2pPJ9bFI8yt1H+grXUknq5lCr+1qiK8+Bpo3S7wNgzD91Z4ldcEtcwSpnBSj2CfX0v9"
    "lmuYHUw0m8C8SjJxdU5p7dP+NDvEu0af/W70Pv7+lOgUc6WHQGdar1EBpHGN3ggp+gxa/4kW7qCGWYIMJC1D/8BO+QSiQwzEzvTm"
    "THyj2unsT8y+Wk55Z3w8+Kr+wWuUavpn35MlxbJAqxH3mnY6Ri7B+g6TbIw1ezz98waPsFVObWWoKdXxFH0WkYNJ53AxnKruos1Q"
    "plzUZ6vmJiJNj/cTw+Cyml4Ne6vL2RVitrMaV39ZDA95ExE1HSdma85RbS9Oa9fhrq8Xk7CukiJOcC2002hE7fm84zU6RgyxeiHx"
    "C2zF1uME1+BU3Qs96KbEa9gvvhxSMUCi3Ur5p8ywPp1hbjwX983v5DKZFBbIH8LTgkDODD4Jp2ld2E22CVKw/I7pdAP79NJ4DvvO"
    "CFlFt2KNcPOEuT8Tcl1cl1sTi7BI1O/r7s1ZhXrGpdb9+jax5lyG0CYmE0Q2SLTIJpTrFcv95uGOitlVnyRrxO9xxwfwnd1xVztI"
    "NPWtzDRbd0wDWTmTujMkuiPsYR1++hgyOYLs8U6y0r7+2pdW9RzE0R9jp7vDp3wR3/kItPeTOiiwvOVlZBlKQ1LuZ+fLEGiET9jd"
    "3LFZ31+Etm1/f6euM70aZ30g9v5zPENrWS0WPX1HfJ01ZBs0T8A6oG6TII6lm/yMzhJhCRds1f/n+gmdjT1Z1jCbkfD8filWCoZI"
    "1CPbNIHcS6IujBrWNww1ZJQ4jI09ce1F+O33vv9am03aO6+gnWwdgbaXNtyfpB7qOR7/LLO45tat/CyRCg4XN0/+ksynXFlF4U1O"
    "0V6CzxZ5tsLFONc2M5LHyaci8tdmGPGn6GdYH/7u3PF633/o9N0ITr1Yd1iuVyr1Mupcs+uGHFrBiZt1kJ+fY2pE/2otK8Pf6WI5"
    "S0aFd+ghrd7G+bsB+3abDCPau8WihzEj6mK/mfQBDSWyml2yo8UmI5fg3vvLQjy3Y+x2+auLxNX4UszQb4bNr4T1sN4s4+0yrbA9"
    "dE8P1r5cRbyjz4CliXFWpydKKfVJhqy0WaJ3XYjfJZmbexM7WEpklL76LvT6ztKA6M506lOwNg1EnTCMkaGcua/X3IxWbq50J1Yl"
    "KzwS/BBJaYQi1yFmIm3KwBdyt1y+7gw/R1DL/XO5ncP5LFu0NsZocPGVMuet1HYn4jtWsPIdMcNVe8/WvIHDibM2Sp+HNJ0jlif7"
    "Hu+eDxneoFNlSozktqdkfedCmhZcftX8j5teiKKcfbz+DX20FfEVNFLa0r4v+WL5B6e2jeusHB7QXHK82XlaiteSzBhUwxpsYP62"
    "mv3aEUZ+8xrIKNkcT0xkac8C//1udj53BjA301HuJ7VOKuvM609t4/DJHJPkJr3Vs/G0Jyt0GafB05pqEU1hD9aUsr5SdwM5aFP6"
    "QQtYLfVci9UeaSJFvNVaSuxIzuOkGVE3MsIxmzhQbJbydLFqY5Z2cwGzi1m9VhbgXQv10rg+E80oRKjY28FD/9pL4F3iMDXXs0Na"
    "faY5Bc+2C9fa4YlbztAsu/EYHmT4cqxbdhJDyKjUP8oWerfm99Tifav1crHMcS95ntzWlaxfruJUURlxCKxjos4zbGd8nj4Nr3tn"
    "WYzntaz8trChhnD4EfTRYuzFFb6HLMXaV4JIsxYLOzyQDvjMNdBYNVjhNbBdxfob2Avru76cuZp6z109Uohki1eLYAnn47rfksMB"
    "tkx2lHYtdJvMgWcosoNYfXwX6MJW2GOba/sTbUckqQ1E/FKyYdgJOYLYOFV+aqmGDAPRpL/zSOsY4R8prlJvOcUaZhddn1ENke5L"
    "YSsqaEv7MpvQyVsgh9eT/lW4Hiu0NzFdK/QDzu3OpyW2mn6e5nmL2cjzfXlcrXgDGsZqwnM5SW3rYEyo3eRMyYPGGScvw+ddhBW9"
    "m1N0CdlP/qK5O0cK4d38hOst0vPEIrY9ELlMQXTyKc7X2eL0SjHPzbmSYg/AJsRk58mo4Eq5R1/G2ofU91310mCpl9w2nk+kkf2T"
    "IaeU5pLNLkv9Wse40mRoKrRCGSShq1Qxr+IYAe005RH7P6oflPC3Zc5zl0+hhXaRiJXFmI+sPrIB6zFahvtJB1f7dT/V0/uNuh+7"
    "kF0zqvbbdxwPObgH67RUW0HX7idfyZeIAU6SvmLTnQex6/PvstxQbonUmuAMZgP5ZFI2c0I0wVa46iM+a6C69Up3YjfqYGixIfow"
    "2VLOwzNeJMnwpqBRHiKegMT13s6SjKOJHVnfLIUXWEct0Any8hOxnPeNp7FT9NFd1145ZyUSzRA/TLMcR73aRpbxVVeVtKe6RxxC"
    "6kD+d4MejZjHMIeq9ShIleFRzfa89OEvoHeHXD/L+2xDNMsA8eMLzI/8XNKcR+P4L/73nqwu5BJwVqE/dMZOWM2vEa8PF8MJHiZv"
    "SzVrZLN9P5FZNjsrgbRrdg8RwvlR0M1pRnrWJ7KGLGpFeofcD59nHT0ihwTawHxvNVHUHbtsxlfLN2rUFWA282F5Rn7LHiLHOGyo"
    "o8b4s4C8e0q03IxH5rWcCrSfNIYfhZPDP+qSsL3sLw/pE+EewZ9bnQ1FcjBxuNyK5fvvsJ9vJLpSmowFjcRKsP1soLUxTp4VXg4e"
    "Y2d3jWcZth6CHWJGvShDapLWRQ6Dl1yu/4bufB+ad2es9xIyuonPj+7kJzXs/+XE4p0EzWOTQFW6AhHKkThrL8BCfKHT6E+bdXkf"
    "O7Gb/EA+ilJYoLH4eR68MOgp2Qv3uEQbZTp27HSs7WD2wpg1v5qosGk/75qmbR1Jf6SSE30u2h0ljwczoeesW2UzETQsfvkjzsh9"
    "LVS6in82eZ/lK8OlsYVXWpiRzvmZ1pJPTHXrvW2Dn017FRIfxFbmSCn3HSZZrlSS8fRPukSMtWoPeVGfh565G2szHvpskHwZ7hVs"
    "0k+Cz8NVYSv5NPxzuGfrBeH1waGQsvt1L2lLaStRQ062/PTZOC8b6GEaB5TlUzZTO06H19MHq9sLd27Wwbx96wi5Dv+ujrVjuhnX"
    "bB015QiPqed0qGnBgRKIqzE9KiWcp88gXixXQ3b7nlPIa30nU2or5kN3/hpkd3lObodMPQ9r8X34ot6pF2mBnEJ8nDZxtrsL8afd"
    "zOxTiB/eV8M2yoM//qksgva0btwXtcJPNjrP/CjKt5v9PV1M7uo4czAZnxsuY+RfiJO6kDXMYqaD/CSyzd4M4VkpoydZ4T2ucvac"
    "pRFfWxW4s6R8nd5l6dLwvwu0oYVOWYcu3OglsZ9nyKljTjPX91hHdDV1iWHk1HokRduVh/RGfPYFvQMrMKDVLdpGL6AfPM0/hdnR"
    "f3IOUXUc9vQGZqpT8bkNea9uXnVgnDG213ZsxoxXGzPO2m922uoVwxDPelzJWq7F9rRWY9k76iKBLLHPlb11KXZBJjWa+DqAMUkt"
    "s0wD/XqV0RKfHXdbF7LPQxnpNMU4oTaxkUd/dop/MqSWldAoxdqf/ZO7YgX7iWHCHsN8bz37D4So81liAzUhRjr8zRTXRujTObyj"
    "PGiVJdzPA/ntF+Jv44hdpRPkXrxWDOm5H1bmeT0YduAtaFDT8a14NYeqnPQ8riMk954eL6v5XTb38akOCh6DZgtkHDN9abJC7u99"
    "E+t1imYdcmelNtBmOZaAkP1F9fC1alqQqgipNavZrWYJtYXPVBHfrZG9v3Xkb52KU1WrczkdlPEnxKFmH8qZjCQ02XOwiwOllrmH"
    "W8R6Qio9+2Cu7wn155PyXTxbXe5XOshE2Q7eWyHiqCq1maEfEXm9C8uxW2C4lT/hzj+WGfBcX8Uuzse/P/ff5Jiydou7lWrJobdz"
    "zOiQ8XMVjbhiWp8PWsFP+IfuEHymp2EHj9QLcTL/Ckn4ycdOrmJX4RlM7vdzc7/MrbKzpOL6djSBYvFUT2ng3EUNPbMh2EmrOa3D"
    "at4kuWuU+R6nppI5mTS7uFPQnn+TjdDiN8GzfwTeei9Ymtfgv9TpUpkkc5nl2kiEq1OhoY0HtB9sVwM5SwNpqsK5bEaKPZcXI0q5"
    "Bla4TasztCi8HHe4qxj/aO5+igZqTvVzehGv7qHiMtLm918hp4pVg1pz1vA7+AylnDmpZg/lSWJow6/KANiar4i9U8iM6m3s0zMe"
    "8X2h5Z/hNwxmx05TxTDBSDDKwjfEE3zGJuMmPYrYlZ3VRWI7J+zBXAC5Vq/fc/Gium9o9zO+nOGS1UzcT5Pxp8LqtJfCC3hCL8PJ"
    "WxrsrSXhpXKYnh08gdNfHvfKZXz3cxJyUIH9moWoZDnxWU+Sz2An7Z0fc9b7EHKPGcqvTYHOxxNcD9vdG/qgwl/tYmafoq41w2w5"
    "BJK1DHba+qBW4iRsgf9Rp++z9yOaqXGIAg49pkC3zimn2XcSTcgM4r+3YfxbBT0/VCxqncUOGcc3a7nghXqzVJGN7oAWsl/GbVWE"
    "eChCjrA7WeInXfP1WLHJ0QPkZHHcfzY5mU8P33UuWAWwync3Op7uSlory9SvYaRZgnVPkQG7mtNS9ew5VPYE2x653m1XSTidXs4I"
    "3stkqacvneK31TCXf6+4Pv51WAFj7rTo+QbE2n3lOFiW4zUtV0runsYy+M8JaouJ7LDPssPvNOj+STJZT9YPINWb5Rh9Vo9CXPpA"
    "qMGlsDnfsftzFc7aQtzFDJ0YfAOv61Ii+Ib08w2/YR/PopkHr/wA9n+X4hTbZLDNez4m1kG3jF0tH3OWsQ9k6hp4m/bTWOrganpS"
    "6qdKt/Ocyw28+xri8oacL0t5HyrUJgSUOpy9pqpMDWdGQ+brlPii9u7TmdFN6Hnw/OaRc7MIEvC8fgH/oQ8ioSxnONxEVTUndxM+"
    "O1vgMZ6KKAEfYUcNS3uzPhszighnm6Ica50a18NRnEF2/dtZ9qe60/h3+TfOTQ1OWTmkokTvFsOfnAcbfArvsI2o76Yq4Kxwml2o"
    "CZ8v60R92EqSzPwYQo3hEbQW16NpSCwpdn7adNxnnAwpwV48gDi1M87IFn1aDen0Rj+fvIU428ZVYHpyD+kme0CjOkTrpD+9NYiP"
    "DNtulLxBTtxVWk5bbJbhW8jqciIH1UEW58O2LYZkLtcf9NjgeHGZbasFbvSZRbOYN9ErM94m47mLtPUa4meE5IpP+yp5MVGlLeqs"
    "1uPwPIf7moPbcZdFc5xDuV/ZrGPIQ1xNi7aGnlmd3ieOPSHCIXbezRDPUV4DPe/wAhbFMx52tfNkor6Fd32p2wX/hKWYAz/kr5Dr"
    "30nUs1cRZ8t3FbffVunayHs6iliODkX7ElbO90IUXMwsTwMRx8rVJu8cwscG7v3B7AbOMMY+h0waYz1mUhMLaQGvbh1Rc3gKXB9c"
    "le9rCFvgiNdmTNPNvRolvrJpjmrd4ifBU2pdpcsgBwXk1SvH82xgrvdvcgwi7RnQ6YkYfyRChKqlv5abhamBVtHlHZ8XV+1tK5aR"
    "rWfHeZJc1GcyKutE7uky/SXusiZMGpcXSZLvw3p1Msyy5b6DLE7MYbI3zvPRso/cFy6nrv1SV0iWOiLrMa9Czp4liJKXi0nOra+b"
    "3Snytt75VkNZMTV5uIJ5kBJWF4aIdZV+oU9AC+xLHqVVGgSleMq2WFOrFAyVel/56SsOYb/Kd0Tl5oi3TL91ce0dR7YhebOXwXZ3"
    "Ir7oBlbgjPOxs5iPVk4OXvOQjxInoa6Ss5rvTDLjW8lKlu34ybjb66QHJMD65y1Xsjuno9JeU/9DxwfmOW0jJZxZMsaYrxkp3E0k"
    "dscc1sBncb2FdXx2s9kTcFZXso5QRDQYlx+o8YhYb0AC5lD2LSt8HLsPsny9lvNlGerFemq1DD7tPKD1Hu0wy/pJIeOHRuZRS+np"
    "GurcHYhdj5am3n3jFTGra/HnVToJn1sBybtbjAVzvl4pd8LrnMJOBYeq4yL0pJ5FndeojqOqI9nrbMWNj6oMmq9QHUpEwuNB7M+O"
    "IZP63i3Y7TQlJdJv25I/wflWxgLlzvkY1jOX8l8PsCZU4iXkoJgjxEnOClzZpl2uht0ugmddx16cQ3F6XoONKdKpkIYCRJo3yqsy"
    "Xu7Gb4+QsUSASMfcjfnEpGyA5dxOnsTujYRVD2kHDFXkHjkbPv9q6IT+8JsX6ymwCAv0TliF0+R+XCuNb7dq8VhKZxUj0kso3xt1"
    "Mp7hnziZgVj9ybgrbw5eIFprrzg3kIG3UetxHSzLtjfXqJ56pBw+bDcxzvPujK93JzZphJxm1tJlAS4iguJBYhquKyfZjJN7SdzB"
    "apY2pKU1lsISZoVyV0kVT3uCNMbda2lv7WfoK/jOep2pv4H1HSODgnJ9EyfjFVajTEonMkZZT1ysfPoq1fS5U8SvK8bPa+kjPiIp"
    "/ww7+B4ou8s2PpKuIQKS6/Kp4GlNYK2NL6iefW/TfY/Xb6U3PQI74wfgs+fLp2p9gqMgJdP1Q+xQR7nMP2Om2Xxj5Inbk5if8bas"
    "Z/W9DqeuEv7i1R5/37FC1zLDWK42iXUlrjsVemUZu/vOkl1YiSnEb/K89XHP0oprOkbKqW1TzGc2xryYoecLEnZwl+szspraqID1"
    "8OWImIZIGT3/NCcbBjH7lNU/SjFnWKJazhDI8bbevzA9b13pe+O7J+ln8iJsdj9I6w7wpb9pAUna9Y+5eHust7frtNFjTbl1Hu/Z"
    "MlzufZOfwlV6Ac7vsNNbpImt8Bx0K6bKaTgxt+P+b8XZugge9c3BQXKn/k4fhC7ay6NVf0cu3jJmMI6XcS1youXiJso9w75CH5VN"
    "/nsy0LwbaUmOlv7x3bb5GUaxyBsexyarUYbB8H4/4CzK6JjD0NgZXSdFKTTQ8/TyXGSX8gjlJmM18Xk3W1rN6+/i6/8TsT9W3y3H"
    "yVtPPKIaSM/5sruMwy6v0jPldV0tF8i9iD9e1hf1Nfjrazzfr2H9HShrYVOXcRrhe31QvuCkdTexuexy3U1s6noRrpjiWcnq76WB"
    "mdT16rqV65lTD6hTrZPU5YTLKRm7EWFiM+d1t5Wn6FufJb8Xh9Vja949Zi3M+jxHHatBq7HjZfSvrePhINaWQm2MO99cRWalHs4a"
    "UCW8rHpKpKHXJODRmEe/HvYsNxdjAXw3QzJ1Nf8inJSMXoVdbiAHSjXPyuFSy953s9D5uEop4pkq2rrDsCcVOB1WC5sF7bEWV1ut"
    "L+DVUr1F7tJxuMKH+pSei/taDzv2vhqHxmJYk/9H3HtASVVlXcDnNSAgAiJKNoEgIgoiimLALCqIGDHrmHPCNArmPGadMUcMIGIE"
    "MwoIAiI5hyZ2N51jdVd8599n31vVzQzV6/9nfWt+XUrTVfXqvXvPPfnsfSmuuRYr9S3O0C2wdZ2klrawmDUl6yE1Xysnwy0Ysi/S"
    "MQhcBmncCF39Mc9SLTymK1lhGyy7SXpaVjOzzUr+8Upag6S3lC3Fdffnw7pcLFXk5SvhNOUNOI9rifBWxRzz0b5adTb+nMUOEEPs"
    "bQz980d9DZHWQui5q+UpaN2FsJcT9RZa/L0Zl5i++0ufpse0Gv8OIqJga8YarfwTJH08pxlP/VhJeA89RpTDKpzcZey2MJ7I33EO"
    "v4a2Pky+gw/3gD6D0zsG+zAJ2vAD7FCPYAb2aBO0bi3XYi32ppgVu2uI6lRKSU74SM+xal/PWbdrgm/0C9xxb7kQJ6BQv4TOelYf"
    "lPa+6rGXhBkU0nTfsOHvd5NA+vt8lzEKruc71iIu7C7WcToDV1uOXRtANu+2snuDOc10Z6VjKavBSq7DCnXCGd+Vs52HyK44mb80"
    "wqprJ6ETMxXGo+7yYKvxyXYyHnv6C2eDLQMxRv5gHDiBVagydlt0wd7OxLNbHvNlnu/HxDLuZbRSc5jzKWRngZ2OTcxD26RVjP0e"
    "EfbL78hpgSFkhUkRhzLKWddqIgVmw+tcDo/X5p2PJMKb5Ucc+1iVTtaHOBVVgM/P0D5iWNCnab64aRg7Jy08a1qiAe5p6DnLlRp1"
    "b98/nOTUVZw9W8rprA5Yzx15pitwNxWIN6axNncQe67OsBlm+LfVMhdS86Feqmfiug9poTwKbfoLTvKJiNHSk6mlzAPV0upHsA/V"
    "DSYmQu8LhY28she7/redm03PfZzYAOXot22qBWGmypT+XQuvI6f7XJq9cgrf2VxcrXGsOPS7avooSfJN1jBjbSwGi7lW5V56morr"
    "fB/ObuqQnthQma0uP7ojPNpncZ9f4YxPxC6WYHdaik2bjQ0sVqjyNtmxu9sqj8dV2+WMlJtCxEJhHFJYLYP13fCZ8KqgQ3CeGAK6"
    "ocR9C005DXtr/ZNLySWlrFLFM5F6jefxyr5uVbBjCTytq1zUcC7L/NqlnhGmzrP15We4AQ8Vi4LX+R6Tq+mVV8OrMQyV4ZS5NPdJ"
    "zGOaOXbXhK+1dWZXYpzca3Z+Z+j24vNjuJudPEdM/bSLq/EdhKhxNLTkEs2VCTi5v4XP2QyCbmlkDS6Wzt4TqmMu3/HKFMEfuEmu"
    "EGMeORTexR3BZWRj/RmW6SPL34Rf6bn6kC4NjtA+wfvwqbbIu/qHGBP5Rjz53bCsS7Q7WRKbElnpW/0551bpBt35FSK63/Ug+IM7"
    "SkfqAVcvs1xfLy/bNmkfZT2tmJo3rq+L5RlsX8y7n6dv6RtYozmIxc4PbmZ1aIGO1ylcjXZSL9XpfugIcR8041O5tStgPtRZiRYN"
    "TkIrz7jUHHGt67Fzud4KYv8sh83J14czFZZqj8ZdDX23lH2WDl029AwrITXuIMn+ylxEBS1gjRbjGYyf4FnsxHXBUr0HJ/4Iqe/l"
    "LtA0Uq31Rg5kZt3lVd7G6a712QL3DdV8Janvy3zmrEvZyZXtFesFOFBu4TTabrIGlm8PPOM8/cxXpBw/SjpH05t/ljNeuZiTC5vJ"
    "H5rktN1WrsVKaEEXnVQ20K6/6xPwLQeKRR0/YxV+RtxmfemLYd+iPmdqnT+GkL8W/m5T6w8LH9FNMki+ZPZsGjuKX9UZQS7+voY5"
    "8mLEYht1FN5Tgu+djBXMQ9x0Ik5Cin0bhWRJsPm5wOcxXK+t4TXv5/EpDSt0Cuzu114CI8Rn+IXZrDTvqjuJiQZ6dCa9VLOjZfBm"
    "qhC1WXVtKeeH0mwwMeYCK9UwR0ugVQ6HvTib6EC10BAm43XMMO4KD6GpFHNyyzJDHRFLFMBKmDdkNagpDfp7xdv+seQWbuKr//Xd"
    "v+bnV7JqsxBXbokrG1fIfOjGJPkR6xnD63z2shN3a4U2ZD517zkoE6PbP7tkJknSPf6DoHnbSoWvm9ZmMCninHCp1DHBFPiv/4B3"
    "Oxq7cr0MgD3MZa726WClGk7xOjytdbeWESG5hZg2rdYBrJ7mYc8Xw2r2wVoswjqNFstF38ZKp83dFDPTeYHehRhlJ5mniyEDhbin"
    "HPkIK3cZvrWU1dQNeO8WfNNS6KCfcOKEvKkJv2Zb/SrEaHGqff3A8HyS3quaAuud/ZXD2JmRRlo9wGud+Vihq+RPyHYBvv9lTppY"
    "d88caNU3ZaCcJifLAn0J9uV02KyvxFbsMBmm6clR188eZrzwHvBUJ+on+iJ08NPQxXtIrvTVXfSlwNCaezaYHEvnTh3D4M78TVeJ"
    "kCPb9mgQvaaZnhPA/K3nfXa2TKfLGZCpy8T13BQRH7yGPXo3QB9lt862ikV45jWMzw8Vy290klvZ4Zr2o5J+js/63kpgJz7R07Dm"
    "h8oifZCMFZXk5/ynfIOdXMFaoM3rfQG/ajG+/2oZKVcimk+QJ+RJxPc7wroswL8D5AXpGJhXXkJuppMDQ2O1aYhmiKG+8d6Q8+sC"
    "n2c2+2tR5h1i0xx1nOPdrJcTwetJ+jpVxC2J4VsCopNZ3BnjRIjLlyWYZ5+Pv13G/tpR8jyfTTPTCeYv/ou2Zq4chl0q1Xt0B+jA"
    "n/SDYKH20qfDz/V7le1MjxumafZXSvHESeZFUuQycPMRC3G//cjglPJskymPcev6I4ZxTqyO+WCXjazmlEiSfRi9pTLjU6RYSQ71"
    "I6x4pd4PTfkutMxU6LVdyLuwTo8X0yvmP0TZHVVDzoFczn6ZRF3sp8/yeB9K9J84famu3IcSxkxnSHUGvWL77Ncb9CzIz51Yi+XY"
    "15+km+TJUHhVL9Ka70JUuHovbg+vqey8d5CER9e2rnXXL7SvfKcXyQzyrblpn96Iucr4tOnskcN4d2xS/XiS0jw2O0nDjE2SejoK"
    "KQs59TfRo2hXIdppLI+UrVP2e8TjhirsGGlmwNL9qsfAC3uPOFoOTamE8j1YjHdxA2ftL4eVew53OBU2sbX0xX2cLZM50RBm8A9D"
    "j4eS9MxIC+jJbManV8Pv2oJzfS8immWNsPz8IRchejQN+jR8gkp5hHNaewZDNMEc2lqfr3UZxB/0Ruj5JjhZzwdj5FSZG47UE6B5"
    "8xE1XYfnsRgwTk4gNytSQIm7kjXgbFm2aVrr5cR5rBHGFKeKsWEeI7XeKm+L4r+jpD/Thfaqll0tllvNjudQheiuJoOIbRFdSE80"
    "B/7IzljdLg34kI0V0J6llqc+bfki/rNWl8yDzEbVsRm3lwOYS+8oNt3TQXeXiXjCH+QV+FlT4G//U46WU3WWjkPUMkCsE7uc9YhO"
    "sh88h6Mh+efIC5D4j2EzPtUnsH+HwU7er80Dq8J8C034HrvpquFl/Yl7vAC2YrT3q+q8XxXL+FVJxOZ7EkOoMzReHjOpUdjxEiI8"
    "5hBNOUFNXsSM+jXs8Iyzw7qONtf6ZQ9nJiZGvzPpMYMcGnx75thPhDY6WyfA5z9ZdpaHsLJd5GPo8wposRJK2QY9V3IZGS7CvR0u"
    "Ntvs9Fmaq6VbJjsapyzYJG3NdvBrzGZVetbPlP+3XB3KQMR30zhP1vhoXdbhJL1Wv8Qp2MIulsPkCmiW1ZCPo3OqfJ5G2bET+ope"
    "0k+ipTFiox7D2GmFnmRz3YcsB8XkQbPe2gLN4/RqJS3JWs5jnAHNaTNKBdjlEpylQng/+eRGXaebYQ1nIuaOcGV70ycvpSdwMXGu"
    "8qi7I/55rEMv5n2vbmKaIxfWOEGWphrq4kIiOhWwq/IsmUOtVcF8w8VEPk0jJ6YzqkoEJSXn1HCpn46O8WkPFJu6WsrIfxjsdw1k"
    "wLKCG3U2pH2d56I9W+bS1lYQxclxBjld3IL9i6kGObvGc+vZJg5ilGl3qg+RNJtd3GeJwgaoSHHdVdJITI6D3RgFm+FKTdj/ZBgj"
    "4+A9HYLT8LmMx3sOgJ1bB+37sbr69ZdYg1d9JbuKsp/gic/+iun49qIZOxB4bzrBvTpMHCui8jSFPg+YZl+v48laSxl7UD4nU6Wr"
    "afzEbr6Z9Axc/+4W9hjWd4LGGX8KLVroqwiuon8i8b/jmZ4GqwO3pWRfxjpwVYYHye6ot9/3FuSOyL4LJerinGkZnyOErVY+RamO"
    "kxJqha2eRaSIiH6OmVexdumc2mus6biuo5SfTgzZt6PQGw61zlV2f+GTxdkRsp459ySzcyno6TQWczouP5v1WUMRWq7rENM2gfWx"
    "asI9mVpYehq+xHPV9cUTHSiOY66K67YT4/sirEf2O0jPBPbnVWPslHAM9GfAe/kLGq8YVvNHvR6eRiDv6xCxbpv+OC2t5ThY77Fy"
    "jY5BlPW2Xk1Ghl/YEedWYCiRHFIe1TrRAJc6zHQCWxTal69dJF+LVS7n4ImmYv1/0zKZKlPkFH0zMB3we+oarZWK8HPZRV1UEGNU"
    "YHUY05E201eR6RttnemgTHPQG85GHu4xwoprZ3kO7+8AnbPR51SO8p71ZErSangOI4meVgIL7fqd+iEqN1tRSX1sdQNbtevkKvkQ"
    "VtA0TiG8cuv+icHuVRGJIsbsi532ZawUVnGq5xF5FnpnFn6/FN+Tm8mJunqoIbc4LXCK7JTBH07qDhlb4rD0jV98NSNxq5auoeUa"
    "C7t5LHZqIXGizQ4s0fvxXe1xP3/+h676dzzv7c8QRryOHSlutidBJPJCHa/GpXc4dM7goBJPMhAe6jq9FTFxsN2r2S4crO/I61oq"
    "z8GaFGsK9vRd3R/67Bs/7TFC4hksR3vmjfRICnGSNmei+GSGm+REWKRyyl09p1sh0agcX1/Ss2clePUofJqu8ilO9mb614YhvFhr"
    "ID3T9Ep25VhvQZwzAR18Fa3cR351mszUkTtnpuRaY+evFUMTPE0elLewEr8zU3kB2S8Mf/Of1K9rtdpPTYesq+0ucfbrxphDLOEe"
    "VuK6fWFbn5W/IGmT9XZEyrfpRL0d5+y2QPUWMpskPVee6RqrfW7lFQeIi5NCHz+4mk4zSeuUmMdcTeuMv0lPCf0kgkUby/l0Vcw1"
    "zMCVDhSned133SC59K2T3po6fIwqrL5DjWkq6ak/hyczXFznYDk5Zav8XLKb9ohzbu9hGau3Bl/pk3IXTnJLxGeb9QV9XD6S1o10"
    "6NukTwVWeBVi+puCT6ENLW5DBLFNvjnI1jbdyCs5/y8/Y/FPO1ZphPheTekVWPf6Fn0D+szYYI8Sw2ApJwfjdGbdtQEeqHDOOOLZ"
    "zGPMh2um7pfewXGIq7fgZHXXlYw28hH1XCFtg2ewMgeJs4sbGSvk0Ye4ChZiPifDXAdtMjMRUsl+YsnU3rtLmhWpkllB60m2SZKt"
    "8MVsvrEOnsOf2IGPZB5884/l4qCj3CCvhZfI0XoeYqEvwipanFPpfaXn0TuLzdBlR1sS9m8W+gyw66ZxM36nyTmM/ELOeAyX5oge"
    "ylh9GCtpXzhOi1xL/OTZPP2O7fhRqSKXSoo4dNXM/R+P0/iG2LzsUp3E75+iu8F3P1rS6ECOU9thhTmvpYvMZ4fuUb5aWo7vGSkV"
    "HufHbKtFYMcyB5/kOzZrAbTnJFi7eVj70fAUvtcroNF2lh/x7b9Ds9icuSFot4fFmME6+jFynwzE6yn23H6ureQa+QFaey37vBcQ"
    "2Uc97/azft7PpiHulv158ot8dnweVne2fqSjYZFvlOfhKRyJ7zgDz/ewvgePPO67U9Tj8CU935BDUI+TayLNhbUrz7n9/nXcQWsi"
    "DUTIa/YY1nYNmambWbVKd2Km/GHPVFXipz7+nWliJ88F96r8DJ0YsrJexymhflLLb5/NmkhInNEYGX7r1LGTnwvZvpEYH0n2niax"
    "g6t0Be5oP+jsPcW6l3eABZ6G9bwwuAMxxreIASoQ0R+BiH4ZWVqX6F2QpfvxdBcRgaDQy07Kd3/VkiGmk7hqUgkjqzGeayFGVFrH"
    "/RnHKjs2tVr2l+VzhiEkXlQLGcK4O84K8mGU7BQ7qRcRhSXC+d7s9bkKfQZW5y88u9VOLCdpf3tT/tmIDS5jBiqp83GvFcxz1rLH"
    "fiWeJaqpjNZ3HQPtfK97DWQ2kqnUR713msigJbvqj7O11eR8fAJe1xu46ih5VrtqRL5CDN5e9sqJEWU27udSLpJ0N7dJ2OlSG36G"
    "GHkPuVQ/hOd2HmLQcbJYyhFPjpR2uNIHcmkwHpbyfHiST4Qd5XLc3+NSTAw1++75ahNlEV9ZysaGkr3/YBwsZQyrPxra5zDZRfaU"
    "9vKlLIePvhwntav8ZjPn8NKM+byIqJtf60E6LDhXXtQ+OQ/ozbo2nMX8fhm+Zzks0RXwRh+DxD2B023TUAvICWdo/TH2MSWIlqW+"
    "5yu+DQ7ytlXPivB0nOUfZKfgTL1JKqWjVpOPclYYqmEatvU9E2l0MPvpG0hZK3iR+dBg30CmXw4WYWVvgWe31usHq0XVMBqrgh8x"
    "XHrhrvPox1t/7w5EeDLrezO0zrFi3Kw2k7KRWWDjCTdfYhG9/PbSXNJRTRq30CKI4cSLLsb5O42Z+FqcbVuJUbKUvTmW1btUttCf"
    "7SQPQmOVwJtqRsyF+o7ycj/XuQ77tlUniiH+WN6gFFpkuX6Le92dmZY6dgGV4iQbv/oCzs0Y18VgWcceSKs5GbdElAxJy8ilcZHY"
    "M/WUc6WYHS1lmr1WvYwdxVHOxlsX+YfQmJdAUlwXTAxPaVpitMQ8f6KLqsxqGZZ6kKmuut68PWUqbVqUnmlvcR0OIVnmcvHfXEbR"
    "EyTpJxFcb2qd72MO6ec6bFm7x6MhVQ9JIvwWNuvsYHX4uz6lHWWcPBrE2FHpKlXpzxztceTaicMoH8apcceq+bXHFNk+l2kts9Zx"
    "1h8el9HkGzGU69thr7rL8bD+VXqCrGS+yVibjsRpMszKdKdamkEjRq3q1reZOFwCx43nepiKtRiazTyBUsjJXOK0Pq4PQX++Bh2X"
    "DNdLd7Hupf3kuOBdfdJkiv3W//5PglkCi/XLPQaCwxlIUM5PZpfvTOyDnelyIknZiXgIe7ac8VOtRwtTdnUdxD0cKP+CzF0Eq3Ev"
    "vNeJ8CDsvT/hfFp3eIWekcE3Sk8f2T+3wAv8GVddhN2t077BZ/qWDoL1byJz8LTf0CY0RySTG8yHX3SWftco01E3ifvOz5ivVjg/"
    "M/tn7Gy7+Nlpmu6i9PiF2DCHy8FeXyaIAbGM61MIbTMJ9jNJuX+PNrgQuvoRfyobIkI5bdUFMfOfiH9Wcy7M/HSrjvTFGTkYfs1g"
    "2rg46yG1kL4kpb2M9XvzzG7Ap9NZyrXsxRgu6e6IX5hnGS657IVzetxhPMQyDADudJWru0qCXpZlc2Osyj9GDEXLRQ+UfmQjK+KZ"
    "eFGHcmIp4a11D3F5upA5yxfwm2YSzcy6HspY+hy8/xPEm+vYC3q7fAZZ/A2x1DTYp8u2mZgNG/CtuifZSQI/lSoN8gvxBvm6dJW7"
    "g7gswrYV6dDXZVSzV7o+h1fQD9pyd7E8+SLo/xWwZJPlhAyaXZLIQs5PaUJ+nOyvJBhhRrgSxb5T60J6XdbvvStxqmbh2+Yjmt9C"
    "jNuPsaIFPhPRkvLXgWfMTph1BDaDZBqr8VbcV74Yqtwe0CAR3a0Bdl8dey41wy5odvM8Trk6Pt4kuy9CPzd5gCQy9i/Gf6+Xg1np"
    "jRJPoVwNEa5cPyHXn8NOijCbnaBVNo/rZvmbOB8pxc7zFJ+0jXSShbz3Gp/ZLCU/lunCt8UwZjbj2ksgVStwbqZCLmLwLt/Bb2L0"
    "sqo5mdIce3UTUZIiGd96h//AcTbUFMNdPxH+TQdcoZPsgVhkHTTVC56ROd2f5xiZU56R+T8Z2nMyuKnbn7x/VqxvpJBnepP3Ghw6"
    "WHYP0rJ5TaGlmrAzNQrpiqjD9zlY8hjVhOx2WeXj7Sgsi3WeWrYvz9u20zyWYR7OygXE0ztZXobvMRRrb+juX2hVuEbbB/frp7zy"
    "PO0WOMzaz/QHrN0ZuOcOvoO7Wkq9DBh3sfWZ70cewmbEgKngpE7HRnRijlgtrDejuiZE/LZorRinu0gfgS6yyY/34ftNJhPXHjKe"
    "fdG/wutOY9JUZnK+PRp5xaRsbxnpO4g3cEI0Shwzw7Q9ktzlrrc44Tu09pYztSbojNiui1yr9+si2QtnuHkQQHr/IYbMZ1PJp+Nu"
    "z5I+8h2irPMQYTlWgSMYmVdjLfKYXzcPvRUnSQ2DyFZkM64axYrOpt+RynRMxHyXwO6+6/NELzVVzEQ5jAZDrlmld8q3cqu6GtJN"
    "7FCeiZUqpOfdfbscLoYuUuS7jpLQL/meycOefaj/njgr2aYZ51BfiHRk7FE/GRdmMtzpz7hZFGFXz67Mb2ZnGxzM7nR3tc0+st1+"
    "xqY5LWVOIzuX/ZRkZ7PrIEVkIqqFHeshNiVQAl/jLZ2sE6GxI76+PYZIExYz3qN/YpcPlo2ePavGe/k1nOo8SNqKQ73TTJwe9Tzh"
    "TX3PX8rnWkNY+DJquQrcRy2Z4yLMgrgKRmO52zZyEj2c76HDxsgl8L8q+FwRv5ZN+a6Iv4ska83fsLreR4xj8x1oz1PhFbSQKczN"
    "9hJXJSqHpaziFEceOVmWkWmpktgBr2J9rA+gP6LH5fBTSjmd4jq8y7kLm8ieYbHAAp0plsUugIW7A/74a7jWb36aPG21HX+vyzBG"
    "WQt3HBzKer1CZs0TnaMtmZ22HKF1hSzmPnwPKXwMXt9HOC87S5xVi6H4tmLEjIaCsUbvg4SswF6dCKvbUsbiz1b4u/XAlWPdtuK8"
    "fAm/5VBZD+u4xPNAt2gw+V0f6RlPy2zE8V/g+o7B2eKlI3HiN+GspnyVM06tlfCazzpKYpSLlrR3Ngl4CPlTNhEFMs7OXRfL27ue"
    "pNfQzleQ67vc3B2MZoU8QpQiwyK6jpi9czmdu0SnwgLMwTMYaoPN+K1B3GBMzn2JB9KMGTmrEuSQ388s3UGS5sN2uWLL3qzUM+V9"
    "sRnpLtDAn+PzVfBSFuoEvP8tPVcOwzou1jdwQ3dChsbh+ZbD0k5iVvhVrOlUxnrfcw1Xcl/byXh5QE/GVTbojTobT9FfO0DT7Zpz"
    "NOSgwncgVrOOXAXfvZgT4S4zWMdqvrvDY3hWm8psRDHGVnKKGIfvfmL8X+/LQ/hER2bJm3F6JMEsQ9LXotuJw7+opU5z/Ft12AvL"
    "CBlzznOQ4kVY1/3FcNusU6iae6ma7iQ8SkLfeakyJ9wROv1iCYK/9HK9CK9drj2D/b3kltC2XCoFvpJoPnFPuQ37tT9keZN+Dmtp"
    "bNMn627ByCCq/SSVqQ+l/HScyc5yP+XsEPzqsNq74prmV1Ywq5mekKzgzL2dTpuRikI3NSOLfYwncVdpB+tjnSGFzAYlaC+SzMSZ"
    "jxGBpa+D5Womi/F6N+kpf+F7jVVjBvavRP+Gk7EBn3kIq92EdbgIGTV+wemP0NeKkoHqDLFoaRPnqjYSncN+XgaJOz04SKZBTp7R"
    "xcEeejXk5jA8+496j54U/K4vBpfqCnYa96KmqiWHeIz5L0Ni3JjpbLD8XQ3Zj++EP/o9zrfxYnwkYyHr+YjSNkP6m0DWn9LR2P82"
    "eILm0N+vaAzn4hY9PzieU4NNYGf2kQR7kE5m35z5oD9BI9SS4+QGokRX4Ls2QBL+yTmiraxpTCbLX9xPiK3XMHVcMDjYUX7irHBe"
    "eKi2Cn4hIsZ8/V32lOlq8x3vyB3yo3VM475nNmLn1nJP66t/9srhPtsaz7BXRdhf5VDuRXb23LCOxeFSYgym2Om9BTrhKPI7/syp"
    "rhLOKN0tR8nTiJZv0X/Bl7tNDocuP1365CzSaNiEeNKuV6jEa15jPBshCc2Of5D9FZtCMWbDOK3JaN5pBNrJPOYyX7kLPcdSqPdj"
    "VUobwTLI/kqouTypcd51he//eZZ6NBv+wUdY2XLa12HYZYs//sT65yKuXwILX+NZ+eJ+hr2Cz/ARzu1q7OA87RRYfWoWJKYzbM9Z"
    "RMzvCI897jPLKeiVFKVkE2zrFMh9Lu5nR52OPQnkA60MmshyIpFuZDdUCle7NrB51+n41mNlLW1/wrO224ldB03t2NbrZzGjRB9y"
    "0cp67H2d759wGcskNWeqQV2onn2qN9ERj5OuMgva6B7o8gNlpn4KnfqbHo+dirBy2YxzBiG1c1P2nNld7Z+ZNo9TR7nuAtVL8cot"
    "wauylFZigT6mT8GfOkJ2IL5HyKq5y8E7VtEku14Okam+kzPFLqSk3iv2k2U/doEdcM+6OtMDpJyra0KrZb1ET0NXWUVyAfRqBCvZ"
    "kp12JZCvr3Qfjzv6lxgKZMhsmHm1Uz3fUdIjXm7/3ow5Zj1tchlzG3X6Cvurf8Qne3MK8ml4ycbY9DB2dxj27Dx5UI8PBkPj7CyG"
    "orJIzsG+XiFv62uc+XI17Rh9lys9l3Hpf/XKJlj0au7uOOZC1lBGF+PPJdDWReybrWBH4kzq6gJIt/XAvoNTusDLiDHxlbBDc4x0"
    "Z+Umwmh8Gfv7Xa/LPLJ02cSpcV7lwjfK152CArITlPH+SijvBWRb/4Be61BJczBYt8ou9Dg36kpW7rr4yey6DDt9CVk9XZdNIX3G"
    "76WWfRe28ob1uoA5vwt57Qj0+QY1pKZ83wPm5rwtWnTVb6vJVnnejyiRbMvo0c+H3ZyrA6D11odXwlPYIRioc2QBvOXXglG4r2Gc"
    "AouTMSDuo6C11Gsxzpud79kXKni6u3JyyHkHCe/DOR/ddOgBWOWW4vqsjpbP9WX6HOt0PmKeAWIsveP0WllDPo4R8qWejsi1FSKh"
    "13C3A+VC/NtCjsWnl1CqzpHnU2vlTTlHzgrbBtNgKcfrmvCe4OWgq+wmV8qv+hx26B/4huflfbw2WEqhW5ZifRpObTtPsptHwQkz"
    "PAuhr7PkYE2flXQfi2HvVXtsuo1Yt5Sme9aSHhNYaYMKWL9XIpu5XnL7sxUj+krYF8sbdWJHus1eniRXMwO9n2yiv9caumIpsSaO"
    "F9Mba/xURtIz7zgk5R6sLL+NHXhMR8CnPCY4KdhLd4EE9A9OImpKfJscZ5sMf4OxPoZan7mPUFOto+fsMMgKiZCSZC7yKinnuS+E"
    "fTJm2qb4qRAW9CkpYNd+ZbiX7CR7wPd9UH7Rb1m36C95YjjZZ/lZq/rOvgR9+0f0B2gK0yLGLfm0vI0V/kpvs5ozo61v/BznaJ2G"
    "NfsLOmO5Xg45iPrOloSO59lYDw24LnNmrCcmnb2w/VgGLXO23iUTsfvXyfHw4t6HP14AT3unwEWgdewYOFDS0WYd6zMOhylFDB83"
    "P1pFTE3jM2/CPi2bgX9eeksZsfJqOa2QwBmsYLXoSWgD0zNF7FKo9ZK0mZwNcZ8xuUeSGez0uMfIi/KcHiqzoJGqeI5e4lSRZXju"
    "IIfhUD0MPv5gRAL54buwoH+TfjJfZuhBgbCDOBevpFEjUtjBAq5FGU5P6C1+ERFVEsS2SffGpztj6qOp7IiHbenzPJqpFTTnleP6"
    "AE5JM0j4mViT6/G7X6BPP5Yd5V/4xs7wsg+GbA+SVWp8VTOI5NEf9v5trOHrrAPuBq+/s5xGJNVx+PRqnYi/fwXfeS85Eb/9iFPF"
    "vxK12CHHVUOjx8nKlfA8hFHWaNxJ7O3l3nbBppbPg2yuYw18Af7MhxQGwQrmEFqRzdpmng3Z2fKz+fB2nucq1HptETboYTE2tDV4"
    "71+sRhuy2Hlyszj8nQhnauL0m8tYYaphJfE3eU7/Lr/LgvAm/VU7YAXO1jeDu8R6hbfCfhWx98qy/Qcxk7sZMl+MO+0DLT+LLIKr"
    "2LlXqTPIZ/qDfouVhk3Tj8Jnwz10d8Qgv+eMkbXyKiRlEfeshr16RayJX+9Zdrbf+1PvCaZ5ceIea9Amako9S8EGP+/+HXkEerEq"
    "YRUQy4NX0xrOVuO2z563zN7RnoQ3cLCUeWyGHxF9VNILnA1JmAs/cgQtwdbgbzoSntMmvVqbwufcU2wubF85DxFNrn4lZn3bys1Y"
    "vfnUaQniHL2Iz9fy9G2Fpn0oZ5Q+j8+Ohzd3NjzKzvKF1oSD4P9Wyg/QOzbdtlq/xrdNQ5T/oU7yuFYNc9VNfd1qDDwEm1Veqb20"
    "d/CWvkld9jz95wJ1iJg2O+M6eJfgXi+WBH15yzrP99yLNXhC6/qfjGdNIL6yvpECPlsKsbfNBdXzLf77nKur+LT2WPfGExKHhQ3p"
    "gVwjLr5X339nU45J6NHb8d8tMgIy/qsukyH4f1xHSbtgOE7raFaZDflpkhwmRyCWnMQ5xwvh79ykD+l78GGaypO41/fkQ1mJiCZ7"
    "f1k5znuUmvM++cZ3x9XAwp+KZziQ/f4O37GU/3fxx8lEuXE+vmnARXiOt/RD2YqIe3sY4CPwDfdlMGW7ZFjDCvUNvHK61Pd9VJLn"
    "wbzBIcwvO+kPiZ3t1jXqY8UK5nlt2qOOXUdtsaY5ssVPhVYwwnVIL/2ZddtFss9AZX/FzniA52qGXelBFHFDeXtC5phPRvQx6+7b"
    "qq8E5biLWYjpV2E3h4hDHbY+reY8ZxF2NdXQBqVggWs4cWA+1hpIURd4U4ux308Qb38zYvmL5KPgS3hwdgef43RcJXWcg5kOf8q0"
    "1WvQMK5/bg07Yy6QmM+/xP1sjnrWWSeTHb32MKyzZmJeR3d4W71xRiKcYLCpjFns2UwQWXIx9UEuZzhK6O3U8Bki0PZj6Q/a1OEr"
    "kLwxiFqm4C5+gZ4/CpbMutLOEpvJyIH0GHNSG0jLSHYmVnl+atfpHWHmxXz/+8Q9xyz2XIXsIVvPFTQP5+xGaiwfUwZD+rKveBaI"
    "KKyU8WebRDSnf1UHX8xQ4ZszV9EZmnc35hJ/w3oXYH+r+DTTqeejfjLeJtomM8tUy7zUeuj5Qn1TrpXBYhwk12B1DDPiNmj3a/UT"
    "7Pt9TU+R+6C1DJ31Vd0VXuFY+LU3IY7p0fQ0eNIX6wvc7y444+ndqqYWH0LrbJ22V8s0iN84nKOZ8FvXYSXfxee/wtnSBrPJ7r+d"
    "vE/fGGtEtlfqr7O7j4btZ8sVvC5ulsdV0WNEiZpP7KE1nglturhZ9wJ258ewcr3gV15DdPdV7Gu2/LFhMf7FysJWnNE8xGLmda3n"
    "Gb8BHkQd65927t8Rh72ZR66XabBla9jBXqVTg2vVspqluIPr9HFYzXJ4rvdh5S+Q3GAGLND7eomOCG7APn5KD8Jya48FRbiPtVjV"
    "pYiXQk5jutpBlOg84quNnbUufE9fh42fm3Nczr7aSq/XE7R9cJWkiI9g52cXXKOO9jSlU+U9n8ty56q/n1JUdf0dZ0sqM+ORRqnc"
    "hP/WwVbdDj87X/eST8SmNY6Ts+VEfRK7bMilW3GCCqDrN/FOT8F7fsX37+ixHW0Hh0qpn3wopwz/Oytac1YjVuAaGxCNmvT+Bukx"
    "7WRIE69y0lY9IkJLGUipsHcF8nc5XJ5mHulQWLcQ/o1VPpqw2jckwzfraj/2Ty5xz06Qy3UD3lmpxxOFewCs+QTEE21gnefR17sD"
    "3vsm2KzncZ+fBt9Ce1+C8/MnLPeCpvfBjn0DffGk/j3sDympUMe4VsQOqOFYqWPwvIPgbbWSlsRH/hbxZi8ZwnrZalzFYVUaBor1"
    "Xp8htbzPikxfUZoB0fUkHUq5dt3Q29pnx7qSfTLIMPRPhyRvwJ2VYLcGkQPwYCL0dJEyjwBq9XrzdHuxZ2EW/P+WWNcNkB3D5tgF"
    "XtHd8HsuzKCy1fpZiW7QyinmZrJXxzYTm7qF3IbV/QF/6xhswfXX4JSUwV8sZ023higeNWTleoV4CvtlWA66+Wdd7c9Atnr9YVJO"
    "LBGXodqHM2hR9gGbDL/B2LKYnrNZ3hrm4c3SWD9ybQZbus5nVI/CqXmPmYJ8799aPreSKAVl2hNrU8JaeJJappzx7FdYtTXY8dma"
    "FzxKlMZ3sZaH6J3yoj6D1e4AT/5+mQk9+gPih7byCPlriplRd70vJRkcfJPWa4gqKPRa7XnirFKFsK0l7NPZEGzC/hojdxk0SjG+"
    "63LIw3fhp9jrKdLf0CnkZMR4E7CHdb4emUK8sYX4nM7ilPvuqxxGMO6k5HANu8hxcrQ01bbBxvBk/UI75+SFZwWJcBo8z3gmG+EQ"
    "5iLUfVYdqsGeIm6QGHkDNuDeXEfHIq760cRFU9oM64h3E3Kf6K3BtzISJzcf+34TVnxXsbjsQ5xG62W5RFwdxc0q5iC6NjQM65+3"
    "aHsLnqW5nMIu9dXw+bJb2raIv4/jBHYJ82bFfN86eIRF8MNKiKc6QHaVnRGp/gadZjiFBfSg+5JfpUb3kH3lDuzcX9iD64LF+nfs"
    "Zyes8Os6TJbJZB2Gc/4wZ+LSGZB0/bw1ZbSCcUzKM4JX6QueuS0Pvn0BV6UK8VUu5PV9cv8shC2IE8P3fPqNMY+yWsUMomFPaoMe"
    "qdCj3FmEXsMVSHGyp47IMsZNexhWwDrh78UTrsTffoeWNjyUKfCHm263zu9WMduKJhHRvgrLbPm/qdoe8bM9xZPYm2U4I8ugL8tx"
    "5p/Cbm7E383mDWoEFbqGmP3pGa0yyvrOkq7oGsbU9eySrfT9pDbtlYI/43gl4vRVC5htsfl1s0zvwd79BD39me6RY3xFo+F1tiM6"
    "5r5k7DEdczanABwT0Un0jFxMYzXI+9lj9KcO0TQbitATT/MRGVtKS+ifF2QkpXIyrPzbuI/r5HVE1Ov1LtlMHMFqaLxyVs1tsm04"
    "41qb7liOiC2PZ+gkciT93ogejajjuT9Thks+JWUzs9L5xHL/dz6uIt7f9fjed+nDTM/5EPsxC7HYuzhvt0Dqu8mTuOqjZJPbBH+v"
    "iPiTlWI44VVkxE7P9IasrO+OHW/u8zW7QVpyyIdgHXBWC+8qhtNyJJ6iZfAkIueNWItL5SicIatO7iWG3JKvrwUTyDpmuN4pdlsk"
    "6dm1l6TPHld7jJG0/29ZggN8X2qdum6LRANWk/rc6v93NIXsvuVH2MfP4dMNDX6B1zaT+CJHyCicymimA7HK9+k4v9e6RnpBt8eI"
    "ktpGHJNKpa70fGVXSzW7KWKssa9mh7FjtneY884La5aJtiO0wzW6AGu+lj5sHTP8hTpWLoLsriJ6WAn29jayPi3R8R4jK7EdfqZF"
    "RH0+nDgDR0AX7U6c85XwLYfqjnqb3q9rgkP1br0aJ+pKaRUoJPpAIvba023kXY9gvJFLzOldiD1sFbifcFcbdCCe/XkZKvs1YC9N"
    "R6QR1uL7BSMQ7+fpxXorPN5R2ltfzzkmGCprwz4ZLuP0nlYTfcxq7dlekf9gXNlhGyaLKxtgvH6wDeNpeqrBXukgrpesFfserSZ/"
    "KSflE1jF28SyJJWccImT86TMZ8YTxETVbSbJxHdoKzFAZ2AViznTvAKS/zvrOXP1/qCeHVUzbDKdfZ9jNkl80pgdtL7Hqwn73d16"
    "LNYxnnPRtL6b4Q+Z4YoSR7sdkRWt478pnrUW9rQCf98ZP+8PPbKe3CunylmIpV/D3baXbtjxcnbGVWEFNpNvuVYNPWMwvK5CRiYn"
    "yFx6c3sQfaKYjFhl9NssQq5iPvkK+ae2wacn4azZ+wfpJOi8e2QXec+v2A7U+js0mFRO+ckad+qTRHht5vlun+W3b4XunicPQDsZ"
    "6+h+Mh37E4Fu3sPnLM27GSbGe2Jc6dWsZFmEPoInqz178KzP4GA/len6zzZSvzm2kP8GZSf7KyfJKmZpbda6mt2wdfoEESF3Zv//"
    "VXhvMeTDVZnNOhcjVn4Dp+t2TcBeXyWf4VQdh/jkxfBSP5eT5HvdjMMJ7OSuaTD9lCBuTjraSXdPNd+mh6nhKdneK2b7LiOCfRS6"
    "xfGvFeLujVHwVLJ5GHpPLjyIX6FV2kPPt/JzWg5V1KqGF/pOuypISH/oxD3xvNN1KmzOmXj6jfouduA6maTjYAeayo/QOn1zRuho"
    "eUfH6HmIKBL4zmJGPknWO9TjOEeYj/mJcVYF9riIiL7t5P5MD3wfj9rtUBRqfD1o+6/UQFY3467MBy5FpLhV32EWvWdQTB+traR7"
    "KRP0v5OeVy09+Rf6c9ycGMrZ45IUu7TTaEBJViRasP8kH090kyyCNj0We5GL9cmRb/VLvSHDyaQeK90qIlGfw30PZ7uA7BM9pcDL"
    "1zp4KhHWa0OPq+WmcnL1OX0O+/OJpHOKUXY4Kvwj89f2xhldCttUqY/hDB0vhmg/CzrhMT5bIC19P71qPR97KZGBq5kFKaGWi+Kz"
    "dfBg8rA6+cQPC2A9NuN7fsK9nINvSEFWNBMz1PoO4CTOaw28/nX4vFu3IyXl57cbs87r9Ga9WIxZrwg6+0/c/9eM4gz9+EhIq2G3"
    "rdIbyXJsTBe/wSufBK9nGbTQJHwinzwwD4v1FTeTPXzlsEWGP0/ZpWuzv8cyn94kw6XmkPRD/RPazLC6d8D/W8h8aNaF8Bg+0Gfw"
    "7X9yXrqQHt4irNHPiBjny888uYGfCE35fjbHpBXDpyOUcEOrW0JtfzfW2WavLGsy0fe/fUffdgR8zYPhvz+rq8WycX3wLGMgRQtw"
    "xn7D+/+bXNp/4yMFnB6o47zeDmTKMj/HPpn9anEiARq60eGIopbi7CwnkmcL+V/d9X/3mf/V1f5v7+B/dW///6/B/0ZCHOqX5Sx+"
    "lT2lgMy1pfC7p3Eu1iYbv4En/Ads3teweaWwLsMkO3Ntdj69ogxCZ9JPmzrNazr1RPp/MXYxp/j/CuLEVEIP1JH1Jcb6V4rsFDWc"
    "BOvn5wtDrddjrp5TldHsKfIqOqy1JsTWCsThnlY20P1RXSMX4Lt2Zi+T2ZxV8FqayWzezUl4/3RetwzRomU9l5EF23J4Nlvfhr2f"
    "tdTvlerwAy0Hc7l//i2Z/oQi7+mo70dx7CwuPzdKVmR8nnpex1JicUf834/3qMkOPXcps1MO3dftR+D7KZP6GizuBMZlTcXYh3tL"
    "HjFKjB/bcqqDxZCoV+AeThWreWylz1XHLrBE5j5O82iRe3FSxmxGG49jkNLjYIFKaXdN0y/jjHNI67AF1t9wr9boQVLIp7Fe1eul"
    "lndgecrmGZQzZYbW3XOSXXIWqQwWi0Cj5PNJsI9zqEyVscHwoESfhVUq09dh+0bL6doxzM5Uad+wZ2a60f3GMRlfB9tsLGyFjHHN"
    "zpfQ3tc08kr9roQeFcBZvD3kTu0fnCaHyheGXQa7eAheGBrkSC/GLgXwuHaVfYPV7BDayO65L/RpxLvtEc+ZfbsY1++Kb/oCEvNU"
    "UMV8YOhZaeLwmlLsP63ST2HtV0JivtcfscIHiDHn7iivynzu2WpIo3lIxZQxk3qzRIY9vozSX6j7BdYja30G63WeDhB77RLI80T4"
    "sTb3WkFWoDexS0053duZ2F2Gs1SEHXEYVtnwVIvUOicr+ZkUfy7S03Gaihp5Jbuuyl5Jyf6KsmYaJ/ah3XHgOZ0qPFbHVnW4/38R"
    "NcU81tvlf/VKIbMlpiG2wJfL02ZBlBWghcSfrYN0T8PfhohleY2tbx68rv1kMNkhDWXTIvP9sH51iE9e9LF+GddggI/OSujTt/cc"
    "pZ38xEh9Lspx/hlicj0O/t78zdFS24DHNa5Ow1jnVvZXjGVsjv4Kb+cy+ROS20MGSSf5idn8g6SG91JCfI58zwNY4ZGnE8y91LKe"
    "mNK7OCtpnIcpX6ew/+/qmZ1UH0TMXYXz8qKOD5ZrKfkHr9SFcgvrNa2YBXPxnsuA2DMPxHl4juwHh4qduZ1gtc6QCZD8JTobZ+hJ"
    "nMG12JPdEdn8ruci2loDudtHlun54pD+CtnhPB/3MMDzibT0HRragNHIukvXMIcf9337Uc4NmWY+gGhiSWYi/uG7wefiVFk32Uqc"
    "AavDVzHPlcAd2PmZzxmwBBEHTherv6dYXzhXxnJqKsmoxLI5K/ipXHIgxrm+tZxJShAJqkyfN9xwdopU4dUKeu3WE/UgItBpiE1H"
    "chJ3PX66Cbqus4yQx2U47EKV12/ltLVu/uNicXVli692FsOZjDCLfLq4CrGLrNv7/PG/x+FJ4kem587Tr+RzAsfs/XpY03X6N4mx"
    "t7aQ2JdWn86jvLocSXOu/2AxtEjjZ/0M+3SbvMec8zqccdNICyCNreUPRA5v4HfnymyJhCMk+8R19myeEHNu38wJqfSsMiE7yzQz"
    "g2jVVnvHNbKB+cYY2RZCz6emnK0xVvG/GnDquuu4CHY9/nX2I8qqytUes6DAT+o73+Rgv3op7v4Wn5lNz0O+wc9sRCwaZU6oN3lA"
    "Yuz9rcNKHCcX4zdXiOtesmrsZtYGWxHXNmR1MuHvOSQbl53QA6XW6xfbhfW+r9EmjuI6AZ7CLZw3/TXshb19RD7QY4Lf9EupYfUi"
    "SRaAPpzGsNqiYT73ow1J+VxYyAxEhJ0258gVsG0/yr3SNfhMvwkvCXfVZUETyWdv6K7w0t5jD0qKcfcpuGoP+RA2ooL9geaxGEeD"
    "5UxqWX13OJSW07iNHqPjbi1Xmzx6G77QVn1O7zeU+qBYVwX76Gv6Fuc6I/qxrMKTlvKe95H92RecLetuSCatWYdSonukJ7iiRFVP"
    "+wXNxFiwjFPP7N29OHvFOgrWuzdk9TQZpLvJeF0dNBPXa7UbvyPtEe0gDmcqSW4im+1Lej8xrg5/9ALWtyugw7bQCzpC1hvOi++u"
    "jHj0Lidv/ThjPBkaNqHv45SfKg/qDsEkYS4UUjzIZ7nSutfl40rJIl/IdXV12rjv7SonQ/NoMgIb/ndn6S8/UIPP0CkayaDAdPQs"
    "eynKQxW04B949/6wFt3hdU7SQ3BfX8NLXabtoHeL9RZ4dDcGV5t2DnsGb8kbWOWHWDuspSZyqHJDZLj05GReKe9tFauZxUSLGy0/"
    "ieEujReHrpTWx2VaSMwRkQ7BIWK1wsF6W9BGroMeOE8f1rF453k+U5tkfq+aOrWQmb9eOlHH4A5/wSnvJhNlN7FJ/DZBV65byrM2"
    "h+TOVfhvJZCkxWpV1VXwvq6H3lrPHpQq6NwULXRDvimRtD7YR0r9LFrKTwiZ3h6O+52Ik9Ze7oQH/73+Aa1n1mmTvEZNnODccJxd"
    "tIZo8hR7aKN+F47nLsc9/or9ebe20llY97v01CBfzsA1X9IfcA5yguyodYYx9rF+z/rVdTgPhhz3Hic/s6MtLdZr8btXcU5Ww/v8"
    "SWwPfoI+NG9mFOzuVHrQZvUOE8PAngVLswD2KPQaSbXMc5DbKmd/pQY700GG0Vut0Ks5O1EMOX/e47zUcurHpgY28s7yiQlyNs6N"
    "oVy1hhRHPK6g44N6kL6aVe6ta68HPIfTdIucDJ10vr4o9+OpDbX9Sz0ZnsR0eOEjgsaZHe3MzPI9GNZRcgR17DHBXWT/+VzHBsZg"
    "fzV8uiu1IKzltFi6azzJvL+Thahmx135v30ljidPaJoP0tX0a9VhFmb7jM1QnyAOU8W0bg/awjWcgiwnjmmaV7kl9VwcK38v4pd/"
    "6i+QggtzxoWvaF/9DP7oIcEI6OVb9AP9BjHngJxzoVMqw4PlAUjeEUE6A+0sWphBZ96T8321RKA4SjYxX28+0RMyl7gFy2ArH5WT"
    "cIraivVzvY8T8AlW13gZt/q13p/58HmUklHQZrnw1maJ+aL/0vfgU34uo+Ryzo6lkctiZMhU1q5X/h+/kqslkMMtuIdy/USOhD9Z"
    "TrbCryj/7jMxeD+H+ryrEttmAyenziN3SAJaqBbyZj3bhTIOsn0kJHQV1ngGo5OfIZfG8WVIpk0zMZUyv6LkCbwQeraUnYaGpLMV"
    "p/cUXG0t/co/9Tvo3lVyDqLYG3F3E8OYLGE/+w5ytpSyq8g8z37yLewddKGfxHPW5WKvA4uJDL4WZ7iC0YDbzb7kjyki6kKcuOst"
    "eJqainFsrIF1L8P3RyifMXrNLuK9h9Ohhh58kL++46Cx7qZu+Ex774G4GY44O1iPZYdHdrSlbJmFuyTi5c9O+lrv4c3mzvTxMdj5"
    "jMF+9xwTGzlL5k52DeU34F1uhsQ6Pp5iWIh0jsH6iUd72+BQadL1rFL+bn+ZIGb9DHV8AjTL64jGquADrMVatZZ2HvHDmBYNlTOK"
    "c/Yn+zbSPkaN1uunoZnJFtdxN9A/dQW9gIX47DIyBZ8uFfSqrN/karmJurOOlVnr/IpgX5LkkMyjX7mFjNRVtN8zyKN6K1atdWZS"
    "Iu7reE29X24xzS7sGtqi75JnwGy22fez2Odp2PLmjy8kBnO5viDnq6HpLaSdTk9xV1MqLmY/Ycxjn0dZy0pPwA+RPXVq8D3WbCL2"
    "o6NcC721l96hVzda6foRdiGR4eYNPVNEspGuvSq/xn3EsTVXEX0wyVmSa1mzDYlzHyFrSCF9+OySaPrhfN+jEvLk1NDClTRyB/+Q"
    "ZX72qBmzNW76bTN1RzZNXsjpK+t8MeagiP7C6twy+Cc2Y1PoWdSSfiKtmr6SY9pLM8LXeLSNJPaxsVdqPEbzaj6Hw397VH6F1spj"
    "BNpGPmPEtwJ/r4aHfHDgGN7d/EsRrVJC+4v1pXyCkzeH03ezYJvXwF8bCV14k76aE/Mr5vBhDX/Q9QtX6hWwAQU4lS3h2T0C+z6Z"
    "XY9nBN3oQaXngW2f3eRXyucD0/2ruzC+3Y1dXxYfNyWqVYIY3rtJb3oPGzSXGB7lnHAqJm+pTb8W0FqdIc2lmyxiXTCfeZ4IrOgf"
    "+KktUZaSRNW5kDFAhPF9knFcZ0lHk9LAzyj1fQFxPsdW7NkGnHfT9tk/8w683+cQ78xHTLGX/CCGE5kPKRwu9djnw3ynSjn3fQkk"
    "4XBGNnX4lkrYSZO1lpC0/dkZpEQJchNkKxkXDZSWZBpLz4un6F2n+0sqcEVbz4GS8nPTIfR/lF7tHohfS+nllXAfCpmXaCHfwJ/8"
    "CR5CsV6nCwKrSD6EdTtAToHW3FGixET9iRkRx8JYBh1ojCBFWueRvN2TVXJXZ+PkxzOofREfy4Xkva3QE8kMXUiW+b3EGJci8FgH"
    "8BzncO+rPBqZeZ6ttpkJ29Zu2BMYL8jJuNNqdr5bx6j5o1ey42kU6yNFkHllbDdCnhNDsh4orq/KuLe3EqX2YvlLf4UsVepfuNvn"
    "IW0V+hKsia3PnfIU/PVc7Gdf+C2Wt35ddpVp2NdB8JL7SRd4MV/r3xDz3Aff+wVo2s/kEpkNOTCUgZE5C2DLX9TL8GxxvVB3hv+0"
    "EZLUWd6W7xB9tMP5XKtvIYJ82UfyMVo8y3pO9awj9/r8yN6eNzOpsQwPdypTpynFjiV9j0eU/SuTIFll7Dtz3NfGrXGJWD/EARl5"
    "texXe3Zym8c2mHgd+TynbTgrYRbWUHutl6Gj9xLTuJspTo1Zb/qB8AMHSRW5XaIZjrrzEdcluB8JP0/TR3ph92vVdVY461HLaL29"
    "OF6JVZDDWXjfQpzlqYiQjpE86FrDER6UYaVLeV53Zf7XIpYab0Fcp2iMP1n//Bjswyli+LcbYOUs69sWsVYPVthX+9Vz2YahEvce"
    "x9PwdtviE7vjDM/Bk1+H5zdmsxbyoS6FH/AhM8wt5J+47ky86xTIz11SQuxhsz1PSBoNdil83yf0KTzddbIXPKkF8B03qDG0NZc1"
    "0I+57E4NOe9Z5+tYFfqZvEL09mZS61lSYuzb3oI/98PpWaOXItKfh/2ZLIdCakfBi2+DiG03+UBHaF/E+xP0aP1WxwTXB2/oIfhU"
    "f4+IOIJYsHkeAXUFPluJ/w/FOh2JJxmvveFLPIErB9Rn58t6bRi/LvJckbUZtIs44+LTxTHNHyovQ1uITJLx+P35kPlBMhSxwVrY"
    "jyoiBdXx+RLc7zKdJrnUDYbylpthOSunXduNNuUYSTOzux5fl1+zGcWh3u9MkM/IcbBEqfXaZfrsIqyruIrfBsjPbjwFs/ENJTgH"
    "NXoHfN8ezI425BMwBOABnBCs06jH8XNMqpYh64LTOwr3XoJ124/v2hFa/E5YnUqyXhYjsv0De2+Wfq7OxIqs1U8RGz3k+bLSqxn3"
    "XS2uGzFbxaaCcu14cbftAG8n2+NztbM5Vh+HZ/WFHi9/yq+yHL7g1/p3OVYfoIdjmH7u/ckG2iP7KxY5WPbrZrGdeouy2A0RS8LH"
    "im7Xuvv5LvV5zx/hP1iW6COsQx58nE5iZ+Ft35dm/RttMr2aTqM8xl7KMlYxI37ewrg5TDePlY3saY3qcr0WqzvPfApIYx7e/4DU"
    "kPPS8peWW7U+1ObeH3FV1sWZOcGF+iz2qRjWooIWsFY/h2Ysp8d3AO6oCmd5M3Maxj9ZrTfivG6GzlsLP2QXuUxuhLzY1PRcWi6z"
    "K+dAU8zD335gptbOaDfZCqmez1VYgv9GSugRgDuxF7WcdaRqrcflFF/Pdn34adwD152VItJU50YypyEj/7TEx/QgnnT77UjouI2I"
    "fkZJHzlEeorlQabrBOno9y0kM02Vz2gm/GT9ArEpAjdXNIn+maH4dCXCbZDJ9qfZAlL0vJrLgzIdsX8F1sFw9EfAP6rRidTn/TiB"
    "UOcZeKr9kx7BOaZ92Y8ap71I0F5XM/qpJl5tBXkf53N65Xx5gNnnuK97O+/wIt5DNfMhMY/aVstXH5c6RlEVtA6l+qTvoSrjriWZ"
    "T1lOaQ3E1RNtl46jTRyC/UtzFqrPMqU8HmwvqWmA+JTM5OdCSE4ZK0L1mPIF/PQxcqZEufdxxhfGf16A717JGnr9yXV+ZCF/Hi4D"
    "9CTEZ6NgWW4N/tBn9VHo0tchbbVkRq/zaGJOG/fkNSy/NgM+42JceRXWwyZ3+8oZ8gy7lS0XUUjUZBe9b2UUuhirvQw/z2MHf4yT"
    "ocux2u2CRWF3WO65+PZnNT94UPro0cFe2Nu3wzNx9ymf+3TIsEl1MctWvUmsnmEa4mVGjYUe37KKE2bpqDEfMWsau8c48izLtQm7"
    "sj8Zcerg7y1HVFoN6Uhl8rlV5IMybXumaKZj4Cqi5zpUDZugnA45mQpLcpy8ihjrL30Oa3G4rEDMPx+RSBl901/JxuB4JOfJnaxR"
    "DZMezArYOVrObhPL5Swnk1cFra5xLpRCzs2buZ8nqbtEfW57I3OihqVsaM4f4E6eljWcIt6XPFgXkrvpNR0RbNY0B0srmUNm2pX0"
    "V1cTX6GEGiRK+3e172ws0XPFscbcKDbTa/HIBJwJJ4FtfBUt3qAONxNPv4UVRdN0K/Rf+K5HIdE3yffQbcYpPIPsG1v0G6zA78RE"
    "z2Um3bqxZ8qfjJsM8+AlfHeUeMwRNYzJM5lvLqUFbi1fwWOwSvdyzsSYxdxPVsuZeiK8AOvqvACfXYi9+Bk6thDfdLzcBok+A6dh"
    "KXyEyZwE+AMe9EzIyWWB1RP2ETfntBf3va04nJ6BUuGrfw7PoxO9PkMz6iZDICXv6DBWff8uP8pZMkmvJ4dpgoheDXFDXB4sO26r"
    "VZd2zyCt1nnWRdfXav7tjswYpHPIe5PzJzvL3Bh5E7byK62U+6VDsEOwKizRVeFLePIoVjlCr/l5ibLqW82e4jpORjyGNc7zMVMK"
    "J6KU5yp7V3Lo+W/t7z295XY9UIMl5l+r9JbkGE6qbtRTpa9U0pexaHMpfYsOsCt1jVRWA0lzM6fziVXslurP/G6Npif8amlxLa9y"
    "IuzzFfomnvg6PMtG+Ts0zBrohbEyLmgtMd/1EOP0eznrMnXqplbTsU1TcbOjLu6x/uDN2NMBrGTW6Oe4X2M0bS1rfJedrdkZksx0"
    "gG3gtF6Ece5z7FGvZT2jjPN22ed/Sv2edmzgizUTh8qTQ9ls7vu2OouLNRrLdWavYzgM77imJ/GSGSyXE+HvpNElRRzDul2jL6L0"
    "H/QzfRErMQF/jtWhwTcwyvfBT7FMwE6S9HO9Ke7uGOi+FOMw5++P5H2+jFeu8BPEJmNJ6teEr0iq5yqpw9mN8SmV58X4zg+WOPW6"
    "4yux7GEnRO+WQRnouXlzfS7aYU6F0GNrfbRh1z6HVfeVtONDIY1tJZZBB0xlMtkWd271OdAY+7lStJzVZJ1YwAxuMfaxmJX3MmLa"
    "2OzdcZCRYuYNCohZcSwzAqtwcu+Ghn8Pu9YFvvB1+gbs6kT9We6QE+QN6KHdyR9rdadQrw2m4NtnyhO4wmHQcZ9Cm14lh8uFchZi"
    "0v0zCB31ucGU7+a3nVrEXvoUmQrLcW//wL3bVM9G4nlbZ7/ZgyPhjVUQr7QEZz7X+11X0K4nIOFJ2sS6RpgQJ4dbggHQ6pP0Bf06"
    "vE/vC/6SneU4nYjPLYH3tVlDP/VRh1Nf5RBQ2edS22Dy8zRqOdMimzgf6LSb9Ui8LktwX2lexzLWRpxs7C27i0Mq3Mo8zjD6gqVa"
    "5vGFbPbjNFzvdryzDWTsLaz0rYx2JjeCO2kenHEpKpm2Q1+RtGdYhrW7ldGvOycrIAu96a3m6pOIVz+Vj7BvdyDunYhdnY31rmFX"
    "e5RzhK5iU4jrvAxtcIF8K7PpuVciHrUq63KsyDXQHxaXtZYEKw7pfoc4e09iflYr2YC/Pt1xYxHM75DBW/Q7XSunyL34/I3yoX6A"
    "09tFlqnxWhuK2t8gHUOlkHmpSkTE9RW2fCInx1knfVnOl1XQJIbpsJaZhyVE2DKEwMtY34x7fW8duktoJf7C3T8KSZ5PKX9G34T1"
    "7iRfanfGVL22QXmJZ6ZnbWZrtcexTrFGZ7W9E7ByKzyC7yYpZXbd+hI+p2cZZua3e0l9F22K/SJRztqcDl1jGK02UWXzgjfjjobI"
    "NMjB0cGZ8h1i0l+hET/RA1UzNqZe53WjtT9bL9P3Ea3uoBfnXJTTT/8etpaDpEswKEx6Jr0wk0W2uZWIxwYLtov0swXr8wuk/x14"
    "FC/ptfCwxpulD/aQt7Ery1m3/gI+5BLogFNkpZ4bfOmrT0mivFeRueMKcWhJTTnvfrTEfXdBc8aNNjVXQV2UC+1rk5VRaqhHyN6w"
    "DFL3KHTMaFiEtjI9HCaD5NdwUzAtvD2DFaQZVLQQ3pDz41Oe33wT9v9FnopCegwKDdKkQedVOn6OcXWSXvPWEfe4OsMF1kaqMlrW"
    "7tt9cgdoq57QOcYJfS69O8Pbz8eurfeTx31khNj80DGQX8Mw3kGmYT9b4by0Roz4NSLL02GRprJa9KicJ730NtikWvjwXaR5Trm2"
    "DiaE7eHjVTVg2orAJqm6SbQxtHKpTH9cOd+1hFnquWRqrKA2j9G2GYtuhN16KV/NT6/AMdSJ2V9xE1Ub+ZtePo/q0CI6yNVSyq4+"
    "87pH4BzF4A+V0qoY+143Tt0am5P5wdMgCyXwL3vJt/oZJOpQPH8ZGT0/lF9lGbN4hrqkxHzpLfuTtdllQ81zu8RH+tN8LsvwAbcg"
    "LjCc9pCn/WWii/0DXli1Z5TVTCami6TryElqtahHBUzBQobUvlvga0c5axsh+tko+C4b9BFWp5axX8bh+wwUQ63ZAju0EXcepf9Z"
    "xwi8jmjSe5FxrTu7SjSDKaJkKVR2flZAZziE9BOIQ7qalnqT7iwW9U4jv+qPkNnz5VciNG6GZNnZCZnVqPIsPrdAY6zBnaTxsy2+"
    "24vZApOUgxBrWfZrJvveqtnBPpvPbT17EkzSt/UjrMoHuhRxzvmIe1dBav7Qv4Lc8G39O975qvYPrgmuh2U/W74JbQ0Ohl4aJLZW"
    "XckyVU0MiTxogWaw8MKKTW/I+lHsfe2OlRTorWfhF98nd0P2v4Re7sXuu41iedMbpITzpJdQu67UP2n1E9xz0/tppPaElnqpq9Ir"
    "pSOu67BGHc5yDZ+/lBylVu11yDURdWyDT8lleic01IpwWni+BMH04BWcuR9kP0S3Zol3pEQPlnx+qgQWSIlUXoTv3xPPmiPd4N8Y"
    "Aobhbu3EDvEfpYIs4dfDZpXoHMQpN9GzS3m2edPFh0jKx11b1ObFdpVPscLfYA9OleGyE1aovUyFzdpHnpKTodtf16FYnXlaE34M"
    "jeoQxVwlv7mkM0bp7Of2OT+n4lXr3fsOMmg4E9/qccFgRIuvsN/P5V1O59TYTbj/HFZq6qBt3KyieAbwXaWeFdY6jHMyPnqa1eER"
    "eFE5WJuf8Szf6SRtHhQgel0A6S2FRz9ErEf4VfmJmZE8+rntZbXaBHMM74nQKztQYoyLD8UZ2gJb8grr8iu0RGbBCh8hv3EqJ+Fz"
    "bI7vVsTtuXX6bYAcDNNHdWP4GdbsJdkk34bNNcipwsk6iHFwjPKp1D9xeiumpwIiGMfZCdJCTBoPlGLmPneWttQPPSU9S1IN77tW"
    "dyTiTordRs0Zb8ziav0nu6rTmRupQ1LsVXKo6RF2HF0jNwQVclQwUcvDx+VwvSrcG+dpF6kIzwoMvS/tJcb0S4kQlTlCvJs4+24N"
    "pTTuO9Wd3bf+0j3pm54rx/rs3Gac4FzYqxchTYtwnn6V+7QHdPQ6fV7v07sluxdwmGwgCllSD2AuKR+yfjD2qK+0Zhxo6/8LY8wk"
    "TlxPOVV6icteaWbqJELtYmdpkc5GpHU//jsQcrdc/wG5P0qfliepnVx1y8lBLXmSFuNMlNIPSnheiDgz9Ql2VuwuqzgdEsGzDUAc"
    "YNnzzfCSnUbvyLMRNkA5U3L5lePERXGnq9mD+Km0wyrsAintowvDUZDgr/R9PNGtMkle1Cf0/eDswPAIZuvj0N4WB9mnCoixsYpd"
    "Csezj1k9aqqqYxjJjpkwTq+DT5sLXXi/Pgndd7uOg2XojB0ph492EScByshZvlWtx6acKLIlxKWNUdYPFfV4Beprcq0zfH1NRFWz"
    "cMW08axqFhfc5Fk5FvOuy2gVE410EP0AvbUUdnkCZGAlVuB7aKG18KsuhcZoKy7TXAXP3jHBxz17/Y6Zyryb4W4uTqOYdv6A/NHm"
    "I62ghp6r83RfyY6ZXecjqTQ+rbOhZXqyWE1hBPTDDM4srIVd2Une0VODnEayERVEXnKxX5WXjgqy9xlXy1zIpONhKdMjcI0/aYfH"
    "yXI/mVRLpucK2OfHYVn2xfMc7xnfDWXMsaq6DHkcK3wfPGaHKWKTx9Wce4izQ8Llx8+jXLzg875/g1z9wdyE5SvLWPctY/dC3FcP"
    "wkym3DCh63if2V95mh2JZ8l+Mi5oCo/zcz1T++kofSdwJ76ppBl5+vInw+PbJ+MjaYYl0+Ed7CSR8BZZFP4Lq3Gu5kDnnxYM1Cba"
    "s2n2zh5jVukliW0m0mLEI6sIHgvvlp01GraQx7WL/hJ+HswJDwmTTet7vMIMNoX9vCvedxY8vV+xuu9hJadzSu1T6LBbci6gX2AS"
    "s5UZllr6NJbbmsHpzDjvfwvRU+wpHyQrSzUkqJiYCHcg8shlN5tl7u+WkgzTRMLrMcP3jekn+FRXxMRWx55LpoTd2FV+qjyt3YPV"
    "+qK+BRkcLu/Ck/0Z8jZCXgja+dVRz1xlT9ZEyrzO3V9qfbUj7ndZG8VYW4c4oocsZsU5Rim1mrchGOwox7BL0uKUtjjLbeE/r4I+"
    "6yWV9JZC9hWNI+97jD3buTgVAd5XSJtkebmd2M/TVyoyGibaAAdhH/7eMTIFjKHMr1/B+b8CeFVf6/AGlc4YP3sg82AjYdXM8gWc"
    "F0nzrStOW75naIhyDihB/pGXxHHe1bDO5Fjgu0sfomCZ1R2vS5nLsTUooqYsVsRMwdnMfSThjya9tlNGPu6eSolJ7Kpsdlb6ZzLT"
    "MWadqzXNflhCPav0la1u+DIi2a3MlCXIFDsU8ecl1lcqN+Knr3Vo0Al+zyvQeXFRZvN7SNgAC9b1E51KhqCf5E8Zql+Eg8TYZVoF"
    "L6h5rvvARyr38eZWnv1aSkdjr6T89E7M69n+4vTvJ4hG3oX3fqgcgM9G9Ef4FtbFvBBx1VZvIWLE7OznJcx02g/QOS9y/dZjNYZI"
    "lN36xkLflF5GlPtUqw8T/cGylJZTzJH6XGsOexmVHqVFUfbaBryzrQwUV29fzA6dhdCl1fo5rvKcXg7pWAjvyXpxrpbx8A1e1wmw"
    "vnmQ8+k47ZbF6CeVmQncpMerTnoezCU6RAoyWTWbI1hHecneh78JcXUtO9QsjvxDB1NzWA9WK6n156+LpDtobLa2A3H5wm2sWcpP"
    "666CFdxMH8ns2mGclNsImTxBmvCuk763K0GLsBhxqLMAyUz3vJvY24vn5nCp9nh+6UxGyAhc9ZQG2Ymo93rz2D0xTw8kol/KM1HY"
    "abtDqvlMr0sVUR2jRKY1/bUXKz+9oCuSehaewnLZv9HLqIbde6kBkk0XCTMT8ZZTvlEaVsSTXlctxnW75pwiFyHGy4fm6yRWSfsH"
    "4tAO0rSRHH4/jy2ZbKDnXTbhaCnTNIdoFePnkNXFPr5GmebpSuBZHDJMqpEK1KkyWcxnc30kS1h3L4bOnvNfYRnEibL/BfbJovJj"
    "5TNoghLGAH0lksnIrOD9WS+MdQpfyz1N+JjVeS5/MR7dBdFZOVbM2I+uEKv7HA3pXcwOh2wciVvwlMWI0e+TrmKdk6VEDz9ZNhL7"
    "I+RqteK92l3vwilj0251lKlWEvUWrRlWude/zZ87CW/Btc9+10uIHF3HrtY1uP/fyBeVjx3tLE2CV3Bng42TR4c0OVIu1it1Sjih"
    "kYpNTGf6mr99002Sxl4w6a6RAvrO3WGVIqzm/Qmd8IMWsa5nduUoKdLjZDox+H6EFc/OTm49u+187jaRmah0fTJxetGhnumR5Vwv"
    "1qpMH0HOf0TXCUpjur+4jprPVe1zEQGPx45cIMfrMcE/gyN1rPaCrzxe1yJ+NRaGQYjzrtQeQR+ZrLfiOm1wFiPQcl1h06fBwjyO"
    "KHYp4udnYE3mwlOO+84AqwhsZIdzDHo3D5+0rtv9+Po4RKrm10fZkfUHp3gNb9r6dC7HOzbhTC5g1i9kL0wPSfqTVIRrGLJttt7W"
    "7GfBMexW6khv3xJkTnXaYZO+pHP07KBG3ezB7+wmMj1ss4u50DQjxCpYhs59iPyJu57KScFXcWK+0yJ5EytxAiThIt2C78zD9axz"
    "pVxtjaZAzluITdKWwusfIPews9z0w9uQiOl4Iss6lUDW98xIQGWGfTK7jnc7KD5yTGWsancxVDrDWEz4DEAB9f+VYoyDm3EHD+C5"
    "OsFDGCU/YCWXqcVLtfqAfEfeNmVfSQ0ktj3Rkqo51faUOKyIiO+zPNPb2Hac0UiRyeEUxNPrPKu6zfTuR6aRvfDJwzwXWq52Dcs0"
    "J0gF3+qFemwQCa+Th2WIBvoE8SfTaMaRDOvVnWJzQ08gjm/GvS7C7hew7+c8nJrGeEkric7pPJmBxFRxs/opZus2MvfwBxHLanF/"
    "Bfq87yV0eaPDfT9WlFeJwpdPaU6GmSfUNCNJVO/ysxtp/ItaZinzPMfQAfyEm2lNZar0Nf6+Wkm6K627hBpvUO9N5wEi/P9ukv0V"
    "F4E2ZCpu7u/TcpQ247OV62Z3119cXdQyEtbNkPQTcHbX5+Kd7eQoaI4W2MVWUsT802GQ9j2liBHdZnZYWV7HavXzIUXHYiXHNlpH"
    "z7Y/lUReiVI+H8c5mOl5OSs5Wd7TV0ZC71Eo85JRvYHMDGl+8pRf60L4aKv0SFnEvrxb2CvTFXJT5Lk53WT3jb77NSQXqmEgf0mU"
    "TEPB38TuC4ekXMGTbV354/QYuR3PPlkLyTF6iPykE8hSFteZMgXvWIBvt263ptKwEtOkQX4zhCZ5Q07He6boRhkDv2MPqQo3YO0r"
    "fKfmXF+RO1+iPo5Mx/qllBKXFzpQ0gjuxqFT5jPy7aSI3nWCGYJsTMmN9Q3G6NnlqU2TpviKoR0fy7gqHW8nGW8r/fkoZbGhvNXn"
    "ke7FHdR5tO9SRA5v0W+dzA6lbF2iH4StpXlwkQ5HtNFJl8pD+mHwsvaU54IYvLIOnKgzfI8XsDpvw6e7VWZjLQ+AxXFsqnWIYtbo"
    "dfKoTIH+OUX66yS9MKiE5V2kn4hVCVog9n1J84kcUU3eqgK9CnIyBPb/HsT75hlcS21WSmkppF6L0QsdAc3uurHy9Rms9F9aJufJ"
    "bF6lGaIVk5Y6dtkthVW3edwnxHExxrCvxtYyU43dpUiexArm4p1nQBam8SR9An/mN50nz2I9brdoS+o47/wbVu1fWhXeJdPwzdYH"
    "W8I8z0OIeq22kwPNfYoYDnudR8awGbyrxf5cwHO+m6z22iHCJxkhld7OWceIzbE9Cd9CEb3kIaoZKXc2ck4j8FlcD2UR+wbsHHbn"
    "6ZyvZ+Nu2+CsToElj8h6RItTsF5v+wxviwZoMmlGmPZZ+pVT+JZtf+f+bxxmd4p15ceYo4qQayGC01tDdI758EUdU0GcfQ/GV14C"
    "qTGG4Dz6SZeRD9osrUUzK/D5HaivLT9+KD2GpI9NI6zabXsXYQZHIslzcpus9ZFbhJHSSs/bmPL8Qwso528Yq1r4tp4ZfAXv4Hdt"
    "G7yqV8hWuQlrfTz2uADWN993/Fun61jZxP2xXGVXKWDH0mSp5jxZLaMx01gl+r4Ycpf11W3Bp1p6Bp0ENEo5Pely7nEvnw9zuLMx"
    "dtEfSVmoZp6uepvT63Ao22W8apsKdXODrvK0p9R5tr5jfAXZTbjZT1t9T0GR9vb9HO55TpAy7x9v0ftlia/spljLSOcFD8xgiFb4"
    "PwszKId1Hp+khpr+gEzHnXkl3UV9d5myC9b2YjXsuPXL5kJH3yQD4Jm2FmO+mqu3IGJvFuTIQkjGe/IBIqGbYSXmwA4a/uyOnEdP"
    "Ei3UGE9KOSN+GfTOQzIJUj1LuwTv6SnwbTvI5/oOvnWdPgfvzs7jJnYpniPz2QeT/cxFiIybYNXPMXNbDuwM2cBnDbaDoO5m4/Yk"
    "n+Yw6SNpn2Qq82e2foZobvnx9ZzjjLE6lZbZZg2us600N/mPbyr204Y5njnV/WM7s4HVpCFk8S31CHHF+ozYvO+ZnCC183A2nicP"
    "T5jH/v4ieO6JDJ6oQ7AqoPQug2+1k9wr5exjzIfmGCZfYS1/RESfjuMOFIf3YF7fbOzoGHgexpC3Th/Emf7IKtrQMJa/F+jfFDHg"
    "xNeSYSnEJh9tusAxNx1BBrZa3HExfreVtiLSYN7NMhdniGVB2mYmoNK5rxaega6SfNw1RMuL6XrEvhbjjtfTZW/cQXvWvI0142T2"
    "qR0OP8lq3HvjvOzEfGEfnOB+5DQoN+ZATedDmmT2xGnIveRc6NAn9TW9A/K7INgZ3tej8mNoMfA5nDxz91XFqeZqn61cwqdUrkQE"
    "9qCGOZsKxjjpTlf1fWk9+G3mBXbAyUiSpzDBOUlb8ZHMvbeANVQinDRE7qtkzOX6SorJQJnkhOcB9G8G+emvMBOJFxCD60KJeiZs"
    "u9vjmX8zHqciaLf0REnSMzXtwyxAZ3kYNs/YMGbBfv+Ck/tMzmbjHmuAwJ3WWK29XUnA6tXn6BMNUFas+/8UcmK9padxVqaK0lzt"
    "Pfo9+BytJOk7nUyDPyC70hu8GCfTepfNUx6N3Tbv4xOc+WUe5+NRZp7aiOGH/DfMWtlfiflqUZTRQoJ9lLaj9/I+rf/3IEllUJKc"
    "z19Lv2tnRm0rqBvO4LtrG8lgWFZ5i74lNvvwtDyBv/fAyTxEHoOH0oLXnuXxkyxm6UsvPeHZFIzv2Tqe9qDlnAo9cQSijcfgtX2F"
    "nzrIOP0C+vUIeQp6rocYy0KRfiZ92GveHp/5FHbwU3WZ12A7nkD2u56C899VOuF6H+kmuR27sgKvFMKf+b9F8rQ+nwLGZzuI6Tbz"
    "MA+AZTiIqPDlsG0nZyLAqJ+ynEF+EmfXkj4LGoV8XQ6JOyJzmkQKfDYn5TEmtv+k2Wexs18t9Lggin1wWXeHiH4pZ5XuwHsPQKRw"
    "F/bdchfjYQGPJW/VnZAC64c5TKwT1XTzZvpX6Wx1VN+ROvqU68mp5GpWFu1eICcQsSmu5kFfyw7RPNo6W4dzxSR2b3YQf0espfTq"
    "JH2HeAu5pJHnWa6/yGLI/huQxbdhp3/V73Wd7CaDG+EViZDHo4T9Ykmis5fpq37Ce52fL6/m/dufM+GltRDNRCW19EAdUtQWxlZ1"
    "6tAFbmCWrcafh3xolhFYtR+x0muwfhvgEy4jQ/huHvE55WOdOLS/qx5W8nddPGdQzOu/9j6y20BL6bpijNOk1iPiOV3RSuIN8P9b"
    "M2Kv8dkfm4o2LdZCXA9nXSOZheyv/KL7y0j5F77nIP1IzhLrqnpKR4eXcxauyvMc2RMcR31byGeryejxIjzBDb7/pgY+9puw3pOx"
    "+y1xfpbLx2I8JgNgMY+AlRvmGb1MX//d+0eGQDYKa7QGVxoEf+fYwFgjFurz0BbziBIehWT9ZR27wT+oi/IQadqddBW3mjmSRo6r"
    "5eSFTfav0ydhpydgn98OrsM7v9aV4e7BElxnBU74VuxGC7kZenwIvvk5djkJq4r275/sCHjHOijwyomQxh/1Bd1Jp4SfNDkEOuBV"
    "RKE7bYPd36wBAp7ILToO8dljsgB6r7neDR17kKyUEfAw5+JKCSL/2hz5s8SQOkemydhGOesS1PHNOJGSYI9Bne/ayFZzzf5KdsSC"
    "VAM72j2DWFPjJXj7yLHGGFdN/DPDj1kL/9pYxRdrEMTZBdBEXE06lzm9Gubz+iF27ySGKL+SXIj3iTHwWJ/LdEY55pvcE+RxXsxQ"
    "IG7GSs3EacknP5p5o91hCWqJXWI9ZoOwRmu0PbPccT/12BAh4D/7zJIeXaZjg3PmJvg+xb4ZE/Um7Nhg3Ndy9k1MgR9hk3GbIDW2"
    "Dp+xb3Md5PtUeQM/z8KZ6gf9lQ99e4r8gfWNsMqcPdLbD1FKCbVSjZ6E72kH27kCz7YQHutA+cH30htTwQESIZteOTNaSXorq5ld"
    "7UpE/YdkDTymj/Ub7RusRkT/BLyioXKq3gDtc7/YzHcI38ZVKLZy6tG0+XT6zpaZLdM0rkIaxzcP+m9HdgIaztDl0gm/64bnXobf"
    "nC4HE8/aRWP5ZBY0PXucrPQ49b2wM7tQR9eSGeFH7YhPjRZDxfyVvBqLEVWtI2thIZ52Bd+Z8JM7Nax8zof8bIZE/MY6+kKuYxMi"
    "IFVmqn0RP3eZIJKydfdPREwxHd7B+zaVIJfK7/BKLsJZfhkx1lL9APr6C3zfh7pEDpF3EMXciHu3mnEzcf1adZTpGCS0WM/D88/D"
    "KqwLhuDcvRr2xnWOFYvxFPcSZvwvV6fv6/lzarFaed5bzYPmcohJe0r2V6p9p0yKWs7QQdwEep0ulddzbtVv9XPcz7v6te5u7Ijh"
    "U3gGm0mKNvAf0/637d81MpMxfhqf29ULFPa+Kb5tOWec78fzzcY32Lycda5eAEtrs45bYMnymUOxc9ySbEIx381WzQx+kvmGLlLD"
    "aYoUcSzrIMWXeP68npCzZpzGrIO3bd1uP/IOTpT9oP9/x+kYxanJOTjPX+NzlknNQ1zV2z9JLKN/5hPROrsW+4PnIOX5vVN+Vu4i"
    "IoEMxomvoQ1OI27vi2i/1McxJX4XjvTWN8Vu3ONgA5aS4e4EOVybBnP0A8T/9+E3g+VbSoVjnbPJ05RnNExqQxYUh1pTj5TrIhQX"
    "3XbyOjb7K3Uer109Ek2oPb2VjmUwzUM/rbG3rwVkv7e75BuyPFXBG58GLbtRa4zhQq/np4ZBymLq2PEMP3o8J4MSZHZ2Xt8tzCon"
    "OVNlE9UJ/6Shx7RKc011gUwu49mv5YT+A2Q6PSsw3Kgj/FR5yBx9JfnAqonGWMpuFeuXHPL/sPYWYFZX2/v4+gydUlISEiKgoICK"
    "IIpiC2L3tQvjmtfE7u6+doGIga2IiKAC0t01M0z3zDlz6rP+73r3PmfG773D8/zu89dHiTnnE3vv1Wu9b7CCNQabT92kDaMkJnQ6"
    "7EAxI6Id+N7RgeOr/x1+ZpT2P+4nzbZ5H89qHts1wRpQBHFKkgg+G/EceX763PUJFPnZg/7QuqXQOAkfmVqPXAlXKMHJ3g2MhC17"
    "/BmryaaltqpNJ3eQQfqVLMCf/6nbENuM05/laEmjRLs8jt3d4cvuLSZBV0iM732QZBPRv5yTYuvw//YZu5XI9JK5voMCdiVZjNie"
    "EdlK9iZ9or/qbLkVms7irGPhaV3Jqdo7EKW0lYYzGAn2KVVwYiLJ6vhIVtxtpighRaxwOL5Lq8jMZa6gBDLjvLwq9ntGmNOynt4u"
    "8qxMhre1jayA36l1qLXHiVun2zzeT4o74rBWnuUMR53vNFDqMg55jKkawhMyphm3OodIuo88mZnR3whbZ7XjpcT8stO3BatfDu/h"
    "4GATbKTjOK5iL5/VMQo9JmmSk0uG5uuYyXFaZTeZhc99is+s0s3EWvtNZmLNJ8oWWLhaTkLnIybtilN5AFa0hwzxeN7KOS2FJQrZ"
    "/bwV3nV1Jqc5QPoxCxbh3GIcWj3F/KzLikQz9c8JEvF6II3q4yqytvYDpYjo1sodfAzX2+rxqRL+szaRkT691oVcIWfIZ/ohzts7"
    "+qU+Af07WboFY3F2LsSe/YY3XKS36mvyLTmX+8lTwQ3Q7GvxjCar1kP9EXN5BbqQSLGNpLWPnNpKOjsTY7/FXzoRXvsZcqo8jv2Y"
    "pq0bfa/HwzcpgK5Kz3klPZKz6/D4AnexDNY8dv6thz7ZCD95sLQObiM7Ty3nXk3bFHgMqSjXNRc2wuYlhkAGLsWJuo15/obRVZLM"
    "RcZ9TexIWuyIf/IDpZins5YTNHm+TnyCNMy2MQ9az+lLl7O0jO8B0pPVyWpYgmMQIRiSwovMeB4IOd+qkzJz2m4Odr6vIpdomjHz"
    "PznB3OTzJm/nnf9+PN8sxky+WbhfERXWUjPcijXoCkvbhZidcb1ctmNHPyVvuc3BFcHvLOeaptgXaPxuQ5kfe0o3GaKRtJOXYA1t"
    "Qns+rXQ3sU6MQCzDbHiIP+gtQQz7vwPR0Q7YiQjzsNZRvR13Tfou4lJ46nHfnR9qGp/UTubV4d1ydtZYHR+s0ha6r3bGmXwwaCrn"
    "sg/IWYyU1wVH0Rfa6Tsat3o5jZBj61LPWJ7k2udpugP3dLLPxTIdWqGftQiJ2lFeL0b7z44bk6+kj2qrfU9mlHF7Mfswt2MljRVl"
    "vd6N89YMNvZKyMMGcmDX4kTdLYasUg5puUDexOqtwc5bt/kK+F3b+B57y43Yoyd1Ju9WA706TEq8hs2F7xbP3N/lgA7xnk8x2bQT"
    "PrN+CzHoXeW2EvL8g4zyU/5WFzKWz8W4c5wYG9exVhN6D8P1yRgCVn9xVYpSZs3N2r9H3Rt6jLaI96yV2Lrmp6R93UG+TyHlMQWS"
    "+hJOd6Xv5ov7WT2bPrC/mwCr1Yr5tpTHL8pjpijufba+4rA6UxkvrrO0kIAnaSmRAJLQp7fJw5CBRsGbiHNmw8PfC9H8qzijX2ot"
    "ztINfJruXkLr9/zp//STkF0bqcz0kON7TKPW2J+WZM7XeayBuZ52q2KOF9ftGaelcVNspZ6ldJvHkHHex4iMbtmtHtOk8/QqeaIc"
    "0kWtzymeIxU+K2jfPkLSkXmKHYdRyKR1Tp7Nvs82lJyWZIm187UYdv1DItPY+q+Cv9SP1rm9tIKvMlRcl+km+lHW6VGAk/OLxgPz"
    "LvLgU1TjWudCM6/E+10ry4iMtITzwiW0Eb/iRK1nPmaMlHu5c0wHDkM29FNBDsMh9H2tMWYBrFMjSbvn8hzVfMoj4aucF4zAHt8V"
    "BPBh74BMvapP64WwXpfJa7hetee7cPr8GGaCWvpZs/+sfc2HhVsBy/IV3jNLpuhh5AH8Rr8KutWzF+JnvR3bnM1W57JuZG+er8Vy"
    "BLyCpUQM179lGBw2Tejx4V0VLsnT29V79B3lMPkUslgIrbCM9bp5xCVzGeR8MgLXxZN1nlEig4Nr8tySEw92ArLDt3CepsAXfzj4"
    "Qw6AbVkEXd07+DN0MVoWq0u19DgT3v+KsRfb9byFzApX+Zn6G3WWWPV8kjwqP+GnY1iTOZidZJYH7VCPneJEz07R3TMo1+d+cMgf"
    "FqOlMutfH92om2yF97wAJ7ALdOJN8NayYVGWQ49uhtdhFcTBiMK+IWdFkVrk0kka7gEMOQ3TVlKatvGdfH2kYU4Ny4P/xGvu5Dzp"
    "fHrm2eSAuZk+1xPQ4hv1LSJ5TcVKGMOTcc8dJ3OJaFUA73ExnmWJZ4ePq+OhcZh2JfRUrhfXPV3KHrGdsCTWDWrcNcdCapZT37aR"
    "bPakuEnUk2UUpWAfcfxTcY/JmCJK2AmSy2qmzUEsw8n5jNmaqC6nTrUerdDzY4Vk1guZm9mrHkpBMrNDgtNidWPzX+/HuudDE82D"
    "np4V7FDrBdwim9UhgxZQGtfT6k5DNFHkJ1rvh4zPwmd2wD9YqucGn+mZegpk6lRjPcEzvau3BRcHGm7UH1lPt9rBvTYnhHUr0DOC"
    "5/G7dAYlkmFFSMGmV1CTNfZs2T1ZFYn5mQ7rK5kkq3FPQxNSauOxkKlT/icWwBilZDNxhIpx6my2ezPOwFBphtDzPn1NH9DB+Mx3"
    "0otdYhsh0WYVCqCZTuC84kZOVnXEOV7lq3aaqby4jqkyxOPny+PhEJkWPIHnvwZaxzit3w4m66X41DdkILOnOBnrYP7kSXjT37G2"
    "vUR9PBv31ukoxgk3cYYy7SHEvEa1Pjyb1j6XfD/qJT3JbpAI0Z/NazYG89t8/3wue1oS9NBcdn+AmAR0JUvKQYwOX0VEk2TkG9Jy"
    "xWEf5rMnzWZjNuBkXCuni019/YUz+Z0a26jizNVkEKhdvmX9Lu5ThasPla2eh92h9R0rLl5saCqz4fpPBXyHZsQPNeuzgChtO/F0"
    "F++CT89y6UrP6Da8y5+U2gM8GmwTnNuL9Das7zVBd3lbftPV8paOEtc37abQHAbmCVLhdVBdx5PTe8bMlcp4olkewSNKXHLl3b/H"
    "c38WHCYP6l/Q4feEy+D93AgraV7Nn/Cjo8S7TDEysSnsB6F5Gq4hd4eURrwXZoy0TzPWno27joMech0LRdpCUh7tYB/I8vFBVvCs"
    "vo4nPRrv97SehdhtHzzPbbBV58pC+Ftvyzp9F37rfL1XT4L2uUeKmRf/FZqxHOd3EFEB+2Hvj5CG0bCwd0G5Xqa367HhO3Iezs8z"
    "cgdiziflc+O0kEF6WjDTroF7vB/+BkmD9MnhcoGWQe4X6aF43j7wP87Rr8S0cznsk/mJ48RyfKN9fmgbTlAbvEmp9RTI8/hbm+f/"
    "RSfrI/TjjpSU93DTePGWxbhbJhCbpQT32aZ/kHl5O6LkLeR5ugR7cBBi2gfIBzsRT3tn8AN2IsaqbSFzJTH+WuKnt5RYNl2kDlkz"
    "wXNWqC9gDydB1x0p38CTuVu+h/93SCYX2Y6dWKGfuHFn7MHwTzzLZ5oj++vkICH/Qqw+ViZjRdvJPrKSfMARTqUWsQMtG9pgsb4g"
    "++NUlLFfLMJKSzEZYgboXBkuxgxSCG10lfQJXtW79Cz9OdyVtnyIMpHPn0boczaRzay4NmUusBORlM/gvhjruVVQJ1KP95ZNvgsl"
    "RX7bKn1IE/KpXq8DZRrinr/gW32N55sg/whyuB/WCZuemqnwfQdp5Of/nPZNssfEVng1fImEn7j5Tgu8HnF1HpcJSE9wOJzYkF0v"
    "Me8jOby0H32+O84IyCR1oPyT2br0FFd62qkt7nygR7D+i1NFO7D+xi08Ffebhz//W17HvWayF3wuTlcF5KQxvNiXbT4AklqCkzYX"
    "O/Jv7MxEsc9dBd1/KyRuLa65jPxJq7VzUIqrf4V1XsNnS3d/uOmAI7giV1P/pLzlqfKRw3L8/3SJ+b4NNyHQRRzr9p+4p53doF5P"
    "inAWXdjXVIdsqZ5dwmbI5+rt0PwF5KnvILfjLYfglL2maZyy/zadW8ZYtZSavAb2oYo/Pxy7ORheeY2mvI1zLG/HeCxze49msh/t"
    "S9LHPLVECThfrtF75BhYUGM9/j3oCuk5TV/2DF4Jnw2MM492MldnYHCnXKVt9XK9BbpnfGAz1x8EfaSnngc5XAAPzKphqxEr9w++"
    "0KNlMrk9zWev4RkYyDUJvVXdQ/YWw4e5Dt98Bif4OvkVJ9pyYxNlBvuEQ3UMC8fiW1blS8LSvxD0wt6vRPQyFVc5GzrzSexnY+kP"
    "e7UI1+wgW5nb20qcmsGcOW0Im0HZo1JZLwJJ+NkPRAOQ0YBSuBG/62VT69il5mL97sM4W/WtmJ741ve9GhNiNXtJrY9smTo+8CjO"
    "x+MyCc9UzT6hDZwRNGbYe/CGmzh1PM77bnUz7mEGx7i+z5+ODlqJobvn4jqjpYJzqd/htJ8tB4l1ClxCXKVaoraW4v2aU+ssx2dX"
    "yCc4tcU6NPgSsvQZZO0TdpnH9TFOr8c5Z1Ps++WrmHGOM/5J+UnzFGsWNhlUqal6nX67ZyrfFbo7Ywd3dusQ9J3+yGONOfT5gISP"
    "xxvGoS3Ees3S/vIe47e1sJrv4GR8jbX9Cm9+Kvb4A70h+E6rg6Hwl8fIEzibnMSC/syHxM7G99fiU3fAdhqC8BQ1ru71+P9ROCub"
    "2e29QD+GnT5YXMypjDqcLVqOnbedGCjxTNUo9N0aNuNX6pEBa6gPbIqzmtn9hvuRboHP1gjSXsE6Tl/ZCMv6ObO1Xb0/arWECxmR"
    "1BKvyt5meIZXN/T9Ho6lYrs+D49sOLMA+8MK5uKJs8R65PvIFWEr/D4ra0F4ml4gBwT/llwZAK/uQ3gchktu2bIzYDuycDIPx0m+"
    "C9I3HxHpb5wAtlM7ClFVT0jlQd7jshprir07jmGylpXXBCdLv5AqWhvLkBQwvoph1ayf9zpxeNtbfG94FTWQodceJ+q721M+Y5lg"
    "/a0bZ0u6elxd1wVk/sC1EnKmspATGZYR3gs7cBfs3vPyrtyuH+Op5kIKPpCXZE54UT2Ztms/wZ14ipgPK9mBa5ndIvbCWO5/gvyJ"
    "yKwQfth2tW7M+Tglu0GnlLEOU0ysGOeBVGcQtqyfuiWe4VVI40r83SJdx8rNxVjJH5iLTuF81WWj0v+Z7t6J6L2JbIc9m0WcC6v+"
    "D4M3NAXPMh+Sd6nMlDOgb15ix8KjsH+GNFZIz9Wk8GRG2HFG3ocijmqF7xqK6jxdiGsaPu0y3eDXII1AkND6GdoduMtGPZxW3Ljv"
    "NmOPbhaTuIX4bnfsfgFipdFyIHzA4xFrz9SN7GRO0CseTNwQy2aNIwpGMaNTy5p2wjXysKP3yzpiUe2k7Tft0cP3vBoSlkWmPSXp"
    "pxuj9CNjeKK1kP0qaoFjOUdyFGdKrBMmn9goM3T34ATGz4XsIS/W95grsCjoQdlGpMiUR5cu8BppMZ5hGvGOEsyZ1np8VctZtJEL"
    "JeJrV6ouS62cpZ4mQzmtUcme+Gp2n+fjjodiZaZhne0E5rDy3xVSMwOeT5S5CpMW1w2RJHvVF1odbtPztVQiskyHhl2DgTij+ViL"
    "/oyQythNbD30GzmvfZIsZU2lK7TDaNzHmM0HyM+Q03nwYUwnXo6o+hj9XPLgVZ/KLOX52O8L2EuqWqb1LVy6YpPwvblV5N2MswpY"
    "iStVaj+JcV7JkAefIapmiqiX24k5bVmYDVi7LWT+KGA/YYxI3ymfd0j6fpMzxHAWx/KMVkOGKqkHzQbtLsPwqaX0pFb4TukZRN42"
    "xgSFBBzAXKdptuPIbOoqeDWsvJSzS+Nqr2FSsFrNfSVqh4+PR2T4CZK+RlFNfRGnRg8gyQ4FMOpjB8vqXA6f29XPVuziCaxDum41"
    "Y5nKvZvSinL2yLzbrmJx1HTPxPMPYlvnErG5lthJ9pQLMz2uIde/ikhUlve63HeO1fdPGmd88kBcl18VV3mdzoKfW0re94dkjlwU"
    "bNeJ+qm241zdCr0amnwOvCjDll0K33G5bpUWMkimwpe+AvebLNZdkPDztEvI6fyijofPdgSkZyF+slDPDFZBZjaQ//d72rz9JOUz"
    "8Wm0kqQ6m/TfecttAqvOOyj0fm+otmOT/eygizOqPULtGuaBluC0H4QdP1bGwyIbI8TTMt53b1SySjvG2+KYprFGVuF+VmPYw2dR"
    "1fcAWYZvKDVOD48TlvKds5uw+qM4ebENn3iXpzwKH8hweZPe84r5Lpp0Ftyml7MyzAJ2twBnazDk5U9yo5mHOkrmwBYZjl0htOUm"
    "2I1y7ID5aVciiv4TmvFseKpriOsjeL/BUkppsrh+JydMjQXtB0TqZoV+hy34GPppJVbta57MCGeN1Udmgxiru4yfq9e3RKzqWKEr"
    "cRJ6+9g3xaiunTj8TZsaaEL8/Jtwtzzytq7nhHYXcVrhQL+jjq2jnbjf1+i/4FFt4ZzgX9jdj+CBleKszIE0jpFsrGJrSPkOnM/O"
    "8pLehxhsCqTqITz9TsTGg/HrZ9AAG/EOX+B3Sc5M2CReLtZoJCTuGDzTGWJ87/VxCVrX89drcbWkR/epzcwazGJ1aDr25l05SU6B"
    "b/Wefgk/qxyR/RfwbksgKQVe+7uzaZ0TUWZ1ysm2dQKuejg7MSPqMK1vhNSkOVYTvmZltaco3nYq7niOZfJhBU6RHxBFHY8nbrsL"
    "fs0qojOYNWjLbq8UJw1y9TZ840s8yx1inTcRYsXmYYU/gXZXsrGE1Bul/DWpC4hu3TDW62/UrEn2ZVlW9Q6uWQk7KMuJRKnsSqnx"
    "/eyGLnOwDsOpPSccoc2CkXIR3ugmPOPuck1Ww5yptRkUS1utEZxtbSObeFJqeYf0z5xWc3q3pThckyX0WZzGgP6Cv3Wx7yGN+4q+"
    "eoyvQlaoU8wEGVr1++IywTmc6jhT3P7E/PNV0ROy+l1rMYyTMjXs+Raclbd+h4bZXUq1Dhmi59+6Bsr1fTzFo/Cw98L5Nh+oE6LC"
    "NxBFuf77xpRFy2Z3ysQ0FdBH/TiptAqatif0uCH/LsWV2sLiXAYN4HibdoOs2rS/1QqbIQY/SW4IZmDFx8L3WgRP8HH5jlgD/w2R"
    "pS2uPySD+NESsU1APFXXSVqgY/FvUsfB/nws82RN+EKj2WEkvEteDmaHx8OqL4YWnY4VbCzfa0V4ZjAHMiPSDpHzDVi3ifI2TtT7"
    "+iRk8nJqoibBFui4Z9hb/DbO1gLiEA7H+80J2mmX4Hf44D+H5t+9qpPxuS1kHnjCo1e8Tss/Siq5D4cSjb7Ye2jmeR2EdU3tQh9U"
    "kh8xzq7Dlh7nvYO4jG8lq6LNZRb7ZzuI8ZOthw2cjb9tJoYO/aJhSeO/4bJB/6H7ZBkaTL8MJpmt5zgil1qPxa/4z3LSzRj1G/q4"
    "IS6+yLxYBatTMWYna/VJMSwOx3RvvsZ70G8lxNA2j9Wi/4b1Qa2u5+Sx9f50JTuBPc3FrITYedxbXC/uxZSYWeQOb/gni/V6MQSN"
    "EtihI7CS88Sm6D8n31IVa34O+cXlrHoxn9ON7EFWnT5MjJXL0FWGY623sV/cTnJj38WfZmeuylTLrfrwCmfnrG9wDr77EWUh9D0H"
    "llsfTcTUrRlsysHiepqimU8lfQ+XzelW+Lja4qcnpeHvhERLcnZwr8znqjJTQhaf1qHe1/DzfRAXKvTmz8yXDJA3IXVXwY69jvV/"
    "Dqv2Jdbv1eBhdvMt0Jv0VvnRI+e6WeVD2VNhPnUhq4GuSluSYTkNvU5eR+tRzpj9DKlkpFsGrzzOrt4qRIPleIIo/sbhg1vvQDHk"
    "pdojRC3Af69BAotYQR0u1dSkcchpDZFS4qzC7Cfloc2QjsKz9wlekG/gA3yqV8gIWOPQ5wUmiuu5jHj2gXXYvxzGEgfZzAxisl8h"
    "hdvx3i9rw8ixd3Kq+CBY8sPlEGkqE6SRnCzD4N03XJNomOeh4Z+oNm4gM5fE2Ux6zqmEP2FJIuI3ld08w2hLaLBGPlfSSGp1V8/2"
    "//7UZZy5OkHUo2257pBqYs73FdOCMX0XuuYmIppVI4IwnsN1tHeWebS+hQ5iNb8H4fs9qlPkAfgl+XoUTsc3wUNyN+46kv5fnp8Q"
    "t/r60UTXWQmP7HzZNdeFatP/sm63MP+5Ck/5qBgX0Lc4L+/oc4y3Ur7/wUlTf0lnlH7nPKmx9uTgZNwB7RCHZIyB3J8M366IPmIV"
    "84glRFH4GU9c4+2mq56OEDfPar3hPXBidhjelgzAp9+BpdvbZnyD0TqN821Rj0UYpeT3hyV6tV6PidJS1+d4bkgfNPyTj+ErPAPb"
    "NgZ29VgJ9IjgFzkDnvgg6r4s0b/1WlRkui5LidOregEzAhYZRqnTn5an4OFOhH7oCmk7TP6AlVsAj+Bw2L69ZIl+Az/zYPbr22Tr"
    "ZJyDjdClVUSW3GCsSJDq6+ArDoY1/VLac+71S/isLRBd3hb8gPtehpjuKMh2O3jO0+Uq7PLVsgxna0vwhA6URay95sFKd4FELoP9"
    "GiefSCf5B+RhAadbKtgTNx/+VAVZsM+kbnKMIy7a2tNPLRsWz24ZRhjrSV7DbGIEUeuuvtNaqpilSjJbZmttSKgvS8OT6soeUvXx"
    "tqvjD+bMVIy/dxorxs5k68nKYa5lI7PBNs9klvqoIAEbE4E9i+I+vRHhuM7t35iDijAKjREvIsmORdWOnIoLGf2dDsvenF6esYLk"
    "6YfYV9uPZfUyJCmtm/Cvhr1Msmuqs+9AriV7WRXvY9NuNslhXSa7Q58cif/mw9rnZDLj6Rx+b9+fG8NnXcxhkfMK/LkVdGqcnGWJ"
    "DGq+ZiYCdudzXKAvwFezua595Qtojm3wOB+QSfDIbHc+0Unwu7YyX1RBPlbzde+BHDUWQ/KwyZjfg3vJwr4Eb2q4xzsQ0/2k/4T+"
    "uRmW4k+8x3ratEpm0Yh3JlX0gX7y83ANSVYB/jVNUabW2bII57AUJ2Sdbvhbz13Kdzq6rP9f4VV6H2SgANFZlXRmhmVf6KmzxU2U"
    "uE6kYb7GaBMmW4iPF+U0UZ2cutr/Yn2Pe1EFHfkUItgncbV7YKdbBCP1TE6RXif3iuGHXYEVuQmyPJsyUcWaliFaVuga8hpENUcq"
    "GdVFPTtsNf1Sq99cIjnMYqU4s7CI+2d+3r+l6y48lF9x/2JOzjaF9Fp30nrohbvlYdmVFkv6rMXRvrssZJ2k5H/SfA3/pGFbcp9E"
    "PLZZnFXGkWJ1EsPu+SiDLmxMpCnmqmwetIY4PEkv8+ZRHisdxU9GMHfaDWdxMTyhRrIK1norLMx7OP+nMmecYhduyIlsm8Qfg0jn"
    "0uBruQ2+2oHwaYbo0ypBD20FS2RddvsTwy4C7yfKDrW2+HUr4qXBkPQDpC/8uuNkrVqlNx9/b5ic1rcRiOvpjhMxN8qM5NepmG4J"
    "88PVWizT5K2wA7T4Ak1k7QyiXKUcX7VyEWgjnAFj231TX7M+KdiJJdAFEX1MHoPun4E3uRs6eQOzmUnIpVUpbuW8x1Y8SxtIVFfZ"
    "DN1tSLUtoP3vZs/QnsyyGIpaHJY0zo6efP5NGetoIi4uMtTuw2WeGrKrZdOHSlzTPD5ZYmzsyojEZdtmiJvQsi7Lbfod6zCuOlCr"
    "rvJ6j9SSr8/i6mJ1MwercM6WMP+/FDLhIuAKStkIPy2TYq2lnP2nVuVqA91TSUu5lxj2aa2fSTGMt6S6WDtAPNIZ8VBcPtDr1M7B"
    "RzJCn8Gv3WQm5L5WfyYO3knEBojoJ7Ah6crGfN/dZM9ycqbLznl7SZVMnjSN6NeF1Zc8RpCGqXYWVsYwSvKI1u5YMFOcYomyU3Qb"
    "orZNu0C9N/6QOGVopGzyUUk1PNFqPN2jeI93oTGyZSkZkVrB2n+k/9SHcV6r4Cvmw3qYvbkfn7tSLpUWfqI6npkFdlN5JVjdxXiS"
    "MtaU9pW17AaxKZ/XZC8i6hyD1WtOrPJcSOEV+MS/ZQZit56wgMPFYvG+WPuB0h1aphiexHP4aZTzQ4bJ1IHnPw9reT3WpQu7lop4"
    "GtqTXfdidrLUZWfT/+zm8XIKcOVi6sUCdrSXavPApjSmIdpoCftVgieZDlnIZh+M5TKuwPuOC4yR6zLE2HNx/reE50EfP0cUkN0l"
    "zMwiZOM0p3wk+Y4a67P5TUtZi2oaXAjrdI98zdgy9FmvjvQD92CnWIJz0TfIgTilB2MtqokH0wMy+qBf2zSbn71Xf4/H5GxSE18B"
    "s07pdKb6M1akOosh1s1AdDhObIr4DtnGyV5jgdhT3Lz2NRLhiiT/Jw3bcH074jtKUp5f+yxJeWzHQnJrh753sQtr+im9iFPrJ/p6"
    "RwtipjkffiMRkxrqc0gzFKUR1V0PUFLrWODlv6CmRpg/yMJ5Kva2uVaPZ0Ta0BOYz9cFq2jSer44BpwkMwVFnr3Vye6xHjHXdO1S"
    "2AlDhusPn/ZueZbMCmNkU9h7F88W5/x6baZ7L6mhr4x+BR9np+9UriV/glmyL+BDaWZSQiCb9u49mLuMZzy3dvJ39KIkvtdHrBup"
    "U9ASmv41rEc3/Pqx7rfL2CyldevsnreF/3Nz3ymR7khT35/TV5yei2kdqk0at7OhqzUcuTb8bCmcKscoL+JYclrjtL/LOeCG5oPX"
    "0xt/XTZC650c3A6vZiHswPU6HproV89yNArar4ose9aL+k9ZTXbJlLoJIqu4mK74E/f9Q6zLdQt04DJcJw/6eKCcJOMZZ5sEjKAV"
    "KvWdAWmEkz/x2b54vxz2UVbirPTCc4/Cuw70/BXZusNngqz7+B/yv/hI1ex5iZB9qJo5t+MRUVVxMu//T19sK9bUeOoHSxnzh8Ya"
    "+jXkwNgXSnxG231yjCR9hF0FPRVjJKUZPNs0h57z0ITsp0WwVukcehx6s8zz75WSodnirvHMflrfUwlPVKmvjXXn9/KZY4lpScZq"
    "vYd4P5qZJaumvmonu0t6wjqhYSZz7850L0n5+cByxEKmR1fRe7CZmlxYN4dMWqebGv9NU5lNTE/hxz2yVdTnHs0DqSHv1TZ1mL0J"
    "jxAzSqKez9ihYDvGp1riql4ijufscNia32BRVkKOv2dUtpo8M45xI0kOrpi3TlXaXFIZC9nZT0MU649SSoTTCNF875I1+ik+/Zu3"
    "WGOIHpjtWWFSjCZ+hpRc0zgP9u5tWLz5ejKkaQ68wb1wjX/zWy9nMFeUk5kp1kzrmCPqT8ccrN/rt9Bxi2CBjQ3+PpmG+70kuwWr"
    "8Q7ZOKvWIXA8J5SsZnWL2Gz1JvKPtWAV2jJVxohUrC3Fzd5HtXVm/Q8mioRy6sGyWoeLepy0HB3N2o/jud2LPAoFXP8zGD3aDIbV"
    "s1/lxPF2+gYnwoeugjwOljYZnSSSZkVYyxk4q4XZFNT+7GdMwEvM1Z5kDI9lcFTcDFnoK3IN/8RlDlPED7Dqf+MMl7PlsAcEcbLR"
    "GRLPfI2zHlkAz/0weLXDJEKPZz6ilMX4/knwCq6TuXjPz7FOv8CzX0SEoKcQnw7ahfYvpa1Pkhmq3NcT90K8azkam+w/mBx9NoXZ"
    "iJ0Lrju/wtuyncSAGO2nl0ZIzKPGqT/nPb1f3nEXP0n3/DgUDZFDydxoGjLJOQsXNdjT2ITMeGITT5J8zpoaa8q+kNgVeM4KVutD"
    "yn4Fz+kgqeRJsL65Q/m2Ee0idT0R6vtNz0dsXoDVOxIW5GHO/czQ6bh6z6BC75dacjoaYrLV9YayF9eYV6I+e2QTX8Vcu15yArnR"
    "I74u4XTNCp3AnuY+0rBOTCM3x/+jx9mij/6IxrrK3vIZkRyaY3eOkStoxyrIcp3uwkzSi4xnsr9upkL9vHVCU/UwK9JzA+lcTq6v"
    "MMU8Hqt6D0/pp7tZ9QhjbsdBYfmFxvBIfsId1oU79Gh4+8Zwsp/cLKfJQMSpi3CdJ6Vc/tCFROv4Sx+D/J+NmKEZ4sRyyPhT8glZ"
    "PtbBX52GddnBirbTZ11xDhLMt5SSq966UA0v6hexHKL1Hq3QcWIyeaCXGflbVrYDpPIT6MESxraFiLPzcYd1WsR7hL6bw7Lw/6B0"
    "W432Vpz8kbIC+mYBNFYz3SyG3G9eysWIIP4JPdVPRupP0M99ZDr8qpfxN8dIKsM+lGbwWM2TVYwna010JM1gTeRoGtPTTdvGOIEw"
    "RhzaR2yX1jnC6zgP+2jo7SyP4K0ezasHu9xTjKzi1KVTZX+5UX+0/IRcJofJFL0Xem0aVu9pOY9RV5LZtjx4QpZNWk4kj82egSFJ"
    "HiF77ptoRRvG32n4J5aDj3q8bmP2GytKRPUaeKqO1c5s600SZYU2itNRtgtvMEscIv4azuFF1GaQmsoDMgvnri32I4+5ulJOv1in"
    "7PX4yf/ide7JnEZSk/W4WTuRX3FX1b5EhuVMM1M/xg5YlUGFSzLjG9J6xHiq45m54ri/mlVY98tkeeu42WLsDdtjF56doWb1oz3Z"
    "iHX8U3/CCn2GVdmwC185309EhPSgiqDtUjwJNZDeUv0FZ+M59gO9p3PkRHx6jNzNfrOzxPG8FbA3pJa+Z7nnWcnh5JeTRkP3mQQN"
    "MEriGZTEmgyjaOjZqANvyxv9Db/W3ut0qZsHU3oIuTxdBYgsc3g2YzYdTmRLmzHdHRq/sewmX8qXOAHt5Fu1/MpLkOaoniIBp14r"
    "qdkOEocf8FtmxsBY1co0HXVV0ZuwruM96Es5XKGUlmcwOQ6Enegk6Q6uSmY/Euz5MlS0lkSQaCfpCUfDvBpOtFjrSTxDYuRTd9bt"
    "W6JztZfenOOuxKo9gbfaX37G817mV85Nghnm0TKP7JTmTHW6LOanEPcRJ/sWx5zIyVLrqTF0pm/0RZmpV8JbaImI5w1EhwrNmCXl"
    "RLJW36Xm1mJ/3+tcDNlMeoyuas9GVU1coBq+URUxgM/GXmzznvPv8Dzuh45PMH9dqAeLq588w/zLeHlbs4KpOKE/E9WqifwL1/8J"
    "FsL0WZSy0oxeUBOc3Fp9EGennbysd0t3sbr+GvKKDJIfsX/LEHeX0U9PeksY9XzBfaWrJDIIOs09L5h6bDgl6mCYqaWkrUZXGeJz"
    "lnHfSxbjyU4jSbh8SBWrhsq4xGovTVh9rKBPFIV37nKYxoU4jrq4q5wqNoXXWKrIVGDx2kc4A+Xw5pQzY9Yrs5j9XnbVQ3Byohn/"
    "YAdz+iFxByr9JFI589oWh63TP/+WAaj0vn+a77srdP4MnhPDhz1MjJXDuK52sPMqxehjJKvu1fBd8jivaFMEN/DUFuJux+PzS5gB"
    "mihvyh7QoEvhgYjgLMFOrNLv4Gk2PGH5JnyqgfIg+aQvxZ51RhQ8XG7Cd0tYq3bzsvuJYxlNEG9yup4Pb39frNQnsBZz9RG80QOQ"
    "Q+sp6C2u9pbuE27kd3Anp6V3sjfzXMakV3J+Zw7Zyq/DlZ+HVd+MRbmMfkgC/1+iT0A69iaKzxbs1TfEq9vOetJ26kBjhE/5mqN1"
    "VZyOyKhv8CU7EkfKv3G99+j/Pqdv8YlL2MltuYqteNI44+R2YuwFTnbyOVGdi/XvgrXuiL89lZ0X6pGIo5RZ0yTv6h/w683DqSB3"
    "8yHSN3gH8nKiLIc/8lFwK7TzWsRi6/Gkf+pnejvPs+s1Ks9U9lJ80pAzHhZdGUb8T2IZyQi7zpswF2bSfYTvhGviJ4sc311LYsHX"
    "5XHSVS3nvTYW12usHh/f/uknxRr7Gy6aszb5+PRQcqRZD+n7sN0XyWt4z2eYQ+n6N1zkqL9Wme9Mj7NPu8zH95XahlbseOYdRRxj"
    "+DZNy+0adieHzH2WsAvI+LSHSHpqzrA622T8/1gmt+j8sa5SN1kb13twloxHtDusyiqcpVdwnQOko1wqzruL6Hm0DClqxHwvUVHv"
    "0beo109s/V/XSFtfszxaHqfGKmcO0aZRhkgp2UuK/BybZSbvFEOR3Oy9cjsf5/vMyXBZQR3W3iMPVvs3cM/d3U/9Jb2F6Acblcvu"
    "niisd8Tjg4bkRDRkHddjmSWbiNvjWHujfqrcZifaMR+fhHZuiSsfIg6rw1jkRgf9ZA6etQQRyDJojb3F5vP/ZD+jesbyXt7b3cls"
    "ykKPQuO81ss8Nk2S3UK1ngW8ja/1VxKL5FxpHtTok3otrO2eYpPzw+V++HqPwMbPkCGS8n6qZQccF8QfOg9PdCAk7ANigxZyLq+K"
    "mDz7ykzmsXN4zyL8GqENXUdE/5VEhkjSXpR7VrOnsLrPiyE2uHpSGkdsEfkZNutdUspOvxR1pCF+mVc7SAzBcqm+LSOw6yWMfItg"
    "Ga0Ktgpatph9yzXQUpWU+h7Qdq3x30y9Xr7m35TBAh/AyoV198WwNzHvZzVi5cPQhLOI2nOqRDy6b09ELaGPf2t5lSgzajv53Af6"
    "Cno36Q/NcTKe4R2c2Z9lPKzRnlmjsKJVYRPJZ1RpHHVN2HVk/otNvjyt10Aj3RHcjt91yeoU3IezeaM+qBNUPQdNzHNyqc9sJ/D7"
    "z/QFmRQY0/znWOOfcU7eh085g528cfgJ6W6eGp+XW8oZgNn6l9yGlfwRd7aTeIMWSh8/v7XD51lPo+Yo5+69jSd4VlsHRdCG8+Vk"
    "eL73w/L8QIY1Ze4v1Lq5EieR35GR9QC5FWtmzB6/414PQS5r8O8vrG5Nh+d+CjxKy0X1ht5dTpy+afh1LZ5iuJiFPyXYik/arG4t"
    "tUme9+MtS3U5kUist6KMK3q1WMe88aBtxyf/5AxQU0Qeucwm2Dm+En+qJkd0jD0n5mtd5aeWYsTUW4FY1VBphnMaqozojFt1smxk"
    "FfsqfH6YRxmoZrRcSgSb9pKe5+3tf1fLXWsYFTodJyShBYrVZTxdh4jrSnefH+Z5D1OUvpzgGXIVF+Lf33H3TXg+w9wp1DPxzLOx"
    "tith+xoH5+Hd7tB8OVA2hzs4dxQjgtgomcbVtgh0BuXc9imQIRlknGVcKcfn6nyiw4hr4Py1brvAPb7Ys6JYvdpOxBb+fivnYgdJ"
    "mkUvRY6NJCvHlXii/eCBWi5yBWTH5uVKWY24TU5iRJn0sua+7fDlKj3qpcMSPIwRQw9x+P3q9aBlaJyVaUtdZGtcySxq0k9Km66/"
    "TubhKdt5i/EyrIRNdZkdXwtd0HC8bc9yHHO6IXlSXPdpLW3kIHHzMHFNVzSNFzSmjYIrxZDtdkcY1l8Lw8PwrstlCr5ztt4Hv2Yi"
    "nvZTPMkjePup7Ei5EHfoIs1w7p4Uh4RRy3lixxVyJbzWzuSJdLoy7nk6FvOdbb7oec4PVLPWWkKbvRjffI5Toy6KSRB3JKmr4K21"
    "lctY8VwI3/BxnIuroSem7SKjaZ2DNZ6DsJzd36Y5LfvRCDoyfbLTK1hJea3Fu1l+ztUNziFLkMNJjfDzSxBBJTlFaKg0u0ucOq63"
    "Z/2sQ/Bq4juXt5L9I+57smwXujOStTz3/lLE+v5OdpR0Z3dKFWvFBbAYSVaf8jwysnno+0tfeG3zoY1yOJv2mtoE4LvwpRo+8YUe"
    "Q6HYn7ujyMdmp+tlrMMVcq9+LE/Do/ldputH8gCe6IVwCaxZDs9bBKu/HHsShQ01eexMNIdaepexDH/33mLn3hBRy2EzS+CFJmkd"
    "V+Ak5kOWdpMPYe1a4ZTMx/qNRyyyn8xi9/W6oAA64iXYu0vkA+jb9fC/p+Bs1eBdi8miWcKsUQ2rHdVe77vM4C3sA3XV6HLole56"
    "CbyrEXKjFMvR0Bf9EXveJ6fqfZzvXIa1KuUc6J7yg8zHyi6DzmmKOGaTTmJWp1SvlU85mfk6dNAKzsFb/rbCx3S205uIw22IQdWM"
    "2bsR39F+/4KsI05T+H9wJx2XSlPmosw6HE0Gw2aQXGP9qfVoArtJymMbOGxv++YgeTiYAv/iVaz2crkeUrUGZ/df+rU+rK8Ex+md"
    "kMkR8p4ODargkx4vZ+pEf+8m9fK56X82MxPuKt7WAXeMuIirFbt5bIZCPHZ6HcPg7vJEWKuLsPMTYCc7wS5+iLMXYr9Pku2eTy/N"
    "a+uyJeWMe5L00ZUe0BkeZT6Kp35evlDTKLOhB/8kF3obuVl6+CmaGPuInHd+kmyiNNVoq3rPlsh0V9ivxvq5itfuK3HGfY3Ysxjx"
    "nYGOZcrJ3fPwT1Psfx6BE76Fv3MsBjbR8bS4p7bKaSecHOutPpBoWhVY/9HyipynsyAjN8JL2GaoK/oXbOy32ilYA338ta52Hgzk"
    "5ly82yc4V5vokYQZHuQaxJgWxWyTS4Jv9X28ew95E77JP7Avq6HNjB3WcGaGsAtrM7lHS6DdliMymqfm5eXgfXOJJFlBbNHzZbNH"
    "0zzQS8EljF3eIfbEODGWZMPtm60X43nXYN0LZaycS2Tv9H4lyJrtehDMrxzK7n1l/J3uz+rNSSPLHmX77JLLkrWRCDvaLbLqIuYn"
    "xtTpnCyxfdimE8WqanNhPw0j9w3IdjZk6gX87Bc8j+Xbr0NMlYc3LcC7r0OcY9LWV5z/nyTicoodGxX6LXTdROkHS30l/LRX5GP9"
    "RneGt0iet77mCaezN+mayiE4WTWcUYwymqqmfarx+tDObod683ouV7tNT4LkHyIv46lewVsnYGWayL2QgLs8qmuSmHEO6+tU7M0f"
    "0CcF1IZ2xq+Tcs46RhhZ5FOfTyEax+7QqN2YxVtLlISEpms8TcXNqHXyOZNW4ia5q8mknEYmriAqZsJHdO4dW0jSv3/cdyeOhkZw"
    "9R1jfd+C3b8Wz91MDHU0G6e2I6KQdjJcZmTYkVXdnEh/L2O2UoOo3ayDZnffobLTc5/EoDHSk3XpbHQep8Vn4hlXQDZ+0SPhNTTF"
    "fW6T46Dxl0tKjLdrrLytD2H/X9OboWWfV5sxeFVtUqrG42oagn4P+iTD5YLAeN0XkVGlmsw6E+GZz8FKGLp7BfGVLqSHarxi68kR"
    "sZQYjRWICI7D8xt+ivnQS3G2ZkGOOsPy9A7eC96Fdl/IyfbP6mWc29XTlg5ftxjPfLTPZxXw1JuuK8L/R0uUGMxlkKQN+K+aslPG"
    "6CJOr82whBO++m9+8mFyBc7PIp7BHHaQDsZJ+5fA35G7gm46B9bhDMjNN7opLMEKdpQeWHGrGpUxt+pmvIpwugo1jRTvsv99ibvU"
    "hmtomYidsEC5rOAV0j7d5SOfk+mnWYVnJ3nkl+FnaxAZ7SWn6B2yn54nl+HXP/S2oCt075H6VTgy+AX3fECOl1Nw/tfhvV/Dt7si"
    "Kn0Rp31/skrUsLvYEAM7YXUr6E2ns0Li+w4cC21L+AH3YI93UDZqdDHZiU9l3XyrPi7tsRbNEBNeoR9AF14s72KvBkhXWPByPzEb"
    "8bXc5uKizArmtg3fPJ++ZhLvEiE7vT1BEZ9hLDMi6S6ASsb0t0Hqm0uUPYzu7Jq+tTjGTsIoarVe7LMswJ2/xTX6Qr5fx/+nwAdZ"
    "pRfh716XlZSFJuTua1WPP8TNMdbQ63RYUrYOtvqVXJdNzPbZMzXN4M6cjHV3FY24rxodiDPg8jlHYJ02McseZV/tYMQfSc/EliCO"
    "fYS1ijWsjtosxSROgBifXJJ12aSfR1GPEdFO9gpOhd78Ad70DNjPYui5NfTl8rQ17tgRO6Y+ojG/syezCjsYFX3EWns+45siZpIK"
    "mPM4U8ZIilUs04wdxHKbjdk3EHrfuRlOUBT67zQJffe1MjeenlTYAqntAZt/oXyPvRiE2P8pPMnp+gIs4pjAbFySfEhJ30/r+muy"
    "8S1jCM/DztTyOY4gTtFc4g0mvIdazWjMpDMCr6cG0lZCrJutOD1biHVkkyNL+WfXcRzzLAoJVkwWkxHY4pUoszXpOf2Bkq7u2b+m"
    "Y4f4TN++8AJitI27MfJrDU/PKo0myTa/tVDX4vcT5TeczDKPo7IC+7hYl2RNR8xrnEOL9Un4wS/iZ/vqU8FEjWb1hq35E3HPFqzE"
    "19Bg+8o1uMZHerPH/xCpwypOwatP4krCSK8EmtPNqEZUgiWwWJ+qvfkwMtRcTXbEa6AJ++K65yIOKMB+tyGOUBtZS3xLm9QspHSV"
    "0NouZ8/FuZDOo2glLM9exDyM5eAac+4kz9f0pB4CqZ1hJxPzYM2r1DTstYh6L9bueMZJOjz4jJ1S7STN7qz+tLgew9Owv7mQuSgz"
    "RWvxZPnw6SfiCrPU9LtlmN7CCTpULoKHmgNvSKSX1+2Wwdiuf8fXbeqfrFG9p7Q+8wNlgKQrao6Rsojxc8PoeLnk9klSW1dr6Gug"
    "r+FMdxBXnaxm1tqheVYR83VXzE1fYE+sy249otYJsJ4Xwy9ZrAfBlnWBxlnPLOMT8g/mA7Kw/rOJcGPrUcY+NmVt+SA/f7zFo844"
    "ZoNsY74mBvxsMaltyVPisGcKyFZcrHWMbHW9FM08s4mha1g1PeX17UZ6cHH4xPUxtJPe/16B+1X5uq1NY8V9hNNPHDJoWxmHvZog"
    "Vcy9rsfVLX7o7Tu6U/Uwa2P0SA9A/LiZ3G7p3KbVAiqgxS8kV0AawSPpcVjXcpLG2Kw/hff1FfZhE87RajJw5BDFJeathuP/3c7f"
    "FcPTiNITihORNZd1CFfTjrPCkcYRSXr5dwgNXyFC6gQ91Bnv97nWyCTIZzf5RIbBRk6Dh30cdm8xmUQ6YT1PEcsb/qHDgi9lb/hl"
    "y/Ase+AdnoIOmwo/6FpOiTlt+RC04qGc3j6Lk2pD6eklGd06jO094XHvTZZChyUT4wxQF4+1vRtR6BwuyAlEm3SdPNZD4ZhG2ter"
    "7qS1nDG2GZ5hlNMrq3CyvsB79ZPf2MHemRFXte+xHu072VOcu2wmadQa68FxHUT5HpfWsCI3sp+tit7tY7D0H+IOP+AOX0GCn4CN"
    "vQkW4Uo5SKxfp7lcKK5S8iv8S2ORMcTRlJ/IdJN1htIYevStumggrnW13ZAZhVOko/eXInibao+HvSaD+lYfy05Yv07icw5TMJHB"
    "LXH/7ITErUMsZxFoFfOzxkxdRuaoEVKcqcrX9WqniGjhpivKWYt5XtyM1gby/GX5Klvyb7FMwyxm7qcmmYfIX5qePk3n+8yzjXnW"
    "wwoykif/A521vhaL0B4eg/dcCQk0T3sD5OwfYtjkLaWY61TLKKgK528Q7fEseJlfwVO0TG+2PsXswDKc+i/YQZnwaGub/B3zEb0l"
    "donJXIWz3ZPr3dtP1pURNyHhkYTiavi2tq6X4N3maLhL7s+Gen7yEFvUMpNrvaSnyZFkNLM+WfV571RmH/bI1OGjHjXJIdnUwoc3"
    "X3OHvqHf651BT8jlJ3qUvi/jEd3nwoKPgX+S7xmvD2JHoPMbzpMF7A0vg6xaVbmamdMXJJcSYedhAOufRdCphsdVQdTYPFx9DPb8"
    "XvjqZ8j58hh8ZbMCSzlxepzkedyfJLuC7aTu5asE5YhCa3k+s+mvj5XDZV9JeS6hHv6k7UZcHmHmYy6xaU7D9daTZ6YYMtk42Ad+"
    "wHRdIMYlatxoZ0FDO+auK3z+P+V7cSznaT1OOzzuXv3TW3eKV8IPXQEL10EMgzOhFlWYN3wldHx/dp7EPQprLjWMIRVMh9a5y7C9"
    "4LN9q3sFDyOivEzzsb/Z0O/Zeh2e5WPdPzgHMe1m3LuvfMkqR2OpP+fpKha7Q4/t4NNa537KcxX3kUfgUSwOH4PFCIIWhuUUNmv0"
    "sh6sT+Pvx8pR+FY7RrkbmBn7CqerL07XsViVM+U6uZq4bZBnaM7v9CN8/0jYp5vgYU4Vq/ruBp3RCk+1Hd+/k72uIzOcBaG6GotF"
    "igOkNsOY2sGzkjr05hpEtN/4SrOb+nIz6Qt8HjFk7dJpj07UvcKstTtJNo1j2r+LbCE6vTEdV9OaJTg7vo7V4pOI63ipxNhF56YM"
    "bULyCDFMzgdw4gfgDBYhInoYu3KcPIqrrNCQ7LKHkf8twWer5b6diTe/AJK3DR7gHLUc2Edi3T7NEOt8wvnsMny7EVbwPilhLfgS"
    "ciG+r02DQrxNNfRMMU7lRziji/U5+vNtWUlP5yPSujJkPayWu7pVjf9qGfl3Bgav4mfXw1sZ5Lssl8La7BFsU+OyaVhTTIevEGZQ"
    "1SaT586k/xdOJ1R6ZCbXs1PFuMz6y1IZfhH1nDamvfaX1tLcY6Za7NtHqulR21T2amaK5mLNHhXDzEgQM+1q+aeYhBozb5SysC8j"
    "6x60h0PodVvXw2I+id1nHk5WJf+1yGYYbMN4qeTsc3eiJKQnFhbW6813HDO2VwHWwfJKnVg7uUaM1X2rrwMmPF9KIiM/IfFUazkP"
    "2AoaJWC03ViasF57Y7A+/ISMDtvU8pxbsds/4J1dbdRmVtfxRNeQITQCOTaLvoG5xQpm3FfpGjzLanpp1WQNSWTyv6Hv2XaVmSMk"
    "rIfobF0ireFXVvt4TfzsnkM+T9BnHpHBlw7ZUbSGmc155LOq9v0iFzHizcN3ToQnstJrtwR9bCGj10jojWW+8u3WsNR3BT4KXenW"
    "t1G9fHxa97WUNLZsd+krzrJt4Rl7WifrxXKArNK+cofGYH2OlnOlO+zqd2rTNzfQy70JftFx8DQ7y0ycmRexz2/KYJkgFxKNK1v3"
    "g//5ku/ec32ME8V676u4asbu2TAHkvOraoiilcB5K2P93c14tfWcZIaNoB6JxPUdl2RksO56Me/rO8+piTjb2sXHVvOw44fgJ63l"
    "VujUryH5W6G939Cv6dFbrNJeQvZepYhTlSQuQ0Mxk2m2/sxgHsOdsYkO65Pdwhkby18MlfawDwm8e4yW3N7yQAk9CnxLTkQn62mS"
    "9DSC+3PTDLJeDbSj3b1j5hyG9OaikFqbSchhrcF84UJIWYSaZglO1QBYbUNx36hPyTHyDjz9RRKhJEfYfbUIZ8582DWIqltKEetp"
    "Nfo4Itg5uO5G/LmnfMKOUWNpcdXpCFHyqnjirUpc7pG1qvnrUnbznk12vb2lDbtjs3wUZ/tc4ausrsLe/G/40nXdXnXze2nklik6"
    "Xt6Fnp+vU2SYPA/JHhc0l9PrRfwJSPxB/mq1vNdwaSZhBsklXcvZTNtcwsn7Ah2HuN1N8AbYjW3UYClGV6fSKrqu4Xyurk3+VNJX"
    "t/28Tly2dYevodme3Q47q1xZQ2hqBl8+nzwNDvE/hzmEnT5WsafYw89epStaIWfOd2NObg+yFDUjWtlYySWuUiOuYDdq+0asIU2U"
    "Yl9JMot5srhov9ajQNp3GpMRs5vv07Prj+bck+HnDZc/sJPfSzbZUCshCXEdTx0hHs0p9FOWbSQ9aZlS9RrHVrUfYqYUI8JS5r2s"
    "muB6QY/3eVPrPcn2vMKGy2qI6bP1+KDc60n33ntmJshSzLQaGrDjD+pLSa5gPjVRb+I0xl4N5zdfSl3XkJy2wzkshZVdQUZ269G8"
    "hnxttlJXYZV7wGtyFtPh/lle/0apzlQvQ3Ymhcztp3bxnRT8iR60ToV88kni5iHSejdkniRRr34ZeuboFlJnuTt7XrK5XAfH1hrN"
    "+BmXcyJwD9kEj6ibWB9jFbNFg7DaX2Kte8LK/IG33MR59Gw1nMtTxLos7hfzpzbAQ+9N1OF9yAS0ErL/kHxDrvNSfQe6eTX2ogJe"
    "cp42zDTecOTaSz+Xh7DPTyBuXqfXBSPlTu2ijwRWtXOdqSnoE1uNDT6msXnXjowE7WqtsTO9xc0jGnfeVp8l2sm4oZxe2xXsBOwj"
    "NZrMzPsmM8iLod4Gb/wrfH6qfqH/hJX4TK7BE72IexwipZQ2s0874ANFKMF7sJ/7OyLZBGKMjoVEoynEHjTBWnSU+n1pJexA3VWk"
    "N0s/hj7dxKmGl/DrTnjOW/VcuUQqPC5v6PvdrQLnfAzT4ScSSy+NBbO/VLAzY6HOYp3S8izlegVxG8bLfPgArTOZE4cD0c1jaMb1"
    "Qp8BbJRhXHfci7N3gaXTT77FmTqC3c7FsMHfw3pt0X7BWJ0JW7ISz1MOizAMXsu9sBT3wY4ae3xDrDgHySr23aRYSWzPbEohz/sg"
    "eCnF2BerpoyEf9iMFeZ5zNmZ5z6BejWbbA1xej6bcJ7jtG6zpJQ18+3UJRHqt6RnkGstJ+AJz0Sk1IUItNWsSD4uE6Wa0ek6cpLk"
    "0GMus+lqVidKcSYm+lxKK5mKs3cPNNoZ8qLcKTvlaeiYNfAQVoWGKOi6vus6Agr55vPp93ek1BZxZU2rb4BHVcXcRnO8eWdx/fM3"
    "SVfY4xW79CmGSIweeoJ6ZDgZBMyLmuj30NWizP9OMK7OxV4NwZM5HK5i7GYB17EYV+mMk91ZtjNXV03OLfv7K2Wj5sokmQt9fzD2"
    "80doiV6If4cjfn4fqzdQX9OX9A15BVJ0ix6GN/hdT2tkLLu2kts5idCZeJPWybFZt1A35OF0/OUn0WpxSksgp1ZJMhyzjVhl9Qjs"
    "rkexHNdxOeLQRzFxdg1O9X21dWieTud04UkrYaes9T43YW+jXWezniPWKTCONtFF2um5r2z2OVlWyXVfx710GXeZ3W0AzvwT8N7m"
    "4zSchquMlwV4n69YT4uwCyL0XQltpD9OVzOidCf+xsJ0vGdhGgv9Z1eehrc2HoUW8MTaygLIXEtE9aZ512PnbyHeWwyRa295R+vX"
    "8dI8M62oHX8kf+9avG8CUuLYGPvBQ7mQOVVXZamlPxbTu/ku5ZTrfOqj9HRnOo/0fxEu6tAibEW6ieP4tZpae8qCReBrZKy+oqca"
    "EptU2TQbTtwsvSs43+vtBDvm1aPWJmFl1uIk/oLnOEjs3OZSp63UBxA3lHg93fg/prTNuz1QXFzVks+dJQlGaUme8vb+3SOcyI0T"
    "7+wsXGGoGDK0TRlUe2ZPi7w6Z2qctZmYbV/uouGHrGJOUslR2VYcisEpWLujJUU2+TgzQbmQZaswWX+Z691t9jcv1T11qa6Ahvye"
    "uSrDtbYuv1+gq9+ExM3hCuUyBnqMEyaHSAE91bAB5HKLAFsQ70w9Doh11zq0hoY0Ra3PT8UzcnIy7ZRhGm3g3lsv8cHQti2gr8cj"
    "FhvICbu4R/Sv9PXtDtiBQxEl/4b16Y4o8A/9HFHFHF0iYxAtPCfnQvPU4I4/qyHoTMUu/wI5CBA9BbQaYQZH1OJT5/3anH6tnzxM"
    "wfrVsC/Jzuve8iF0yFD5VX/Xx6GP1+Mq1pnYMVDqOscoXc3ou4u4XsoEPvWhZ6J1uM2XidVpbt8FK1u+vkfWlpGyXDeQFfRXvFk2"
    "/HPTYNOwU8cSEcgmNU6HXB0q18l+Ujd3aV5ca0l5ZATH1xChXFgGur3cLtYfkY9nXKs38M1cP84KSTHrESf3VZIcMQ5Xyj6xAlKV"
    "7c9Rs79hObg4NcFowuV2zKd3ODBXSZSozk7r5NMXtZXYgYi/mnFiFNqkLb2m3vQHC6gZv0FMfjHPzXzsXo3ayWwm7+KT9izHQStZ"
    "t28BmW9KmA07FOtzN2L8RUTmGgQttRxa8C4806tyAfZpJizDgTIW2sDwkow/42Z4e91kjAyXhGfYLqG2zdZiouo9DS04Ep/7Cr7U"
    "wiDEOx+g9+K9TpKXJEqMzK1kVzeE9ly9FB6RdeCVQWIivuMkZBbZdiJgtLIc790Oqz4SHkgxYplctdm5x/VtsQ6iGH1FO91D2as1"
    "QUozexp6PtKQSE0NI+akOD1a7utzdf6SPc8RUsC/jelk6DVj8KnESV5P7RTlfLHrRLaKhvFxFOhT+om8Im/CDnyJNXhWjwp2w8k7"
    "Rq5nRa6nlDPHFiGHcw3ZDm6VN9jpEWE2PEqEqmLo0qd9p1ANvPyY1uH7qM/ubebEaYzPUoDdKYP/e6FslQmwcgn82fX0WnyWz16m"
    "7mKTpNtYox1B5vZ3mdXN0XvwliuhBU6WneyFjbL2tg37X0BErVLq5LHi+I+i+N138InbII6MwnLZGqzSa+UveGN/4RQ+Tb++F+er"
    "1ecuwgwru7FF9YfMGjdwCavW1nO8gpjhFmkPgwbMgr7JkiqeLGPLaSOnchLjSbWOhltkpVbL2PD6oD20qOEFO7axm5g33My5uLXw"
    "Yg0LrkSfYrYyB/p6NN6um8+TbfX9Q+dy/x2moMW1x0utZyOL0Xq4rFtjREm19GYiZL9LcIroaDkUMvUXvJ3lnJGoot54U46UOfK8"
    "Vkl/eJM/Qz+/L9ZlNh3vsY+8A/8rG97WkWS9ysIaGa7DQUROuRv3yWZ3XJLRhyFzOV69Lv8nR9Ja6uawtumzYqudD6nrzghnf8R3"
    "Rey77AyrYN2q6nMyoY/nQyKTOAyGzb53O8F9KmAP4EDGO43oYZXSU+8sRezCTFAzmufTmtoz6pmZ/juLpnvGTRksR9OCo1hlfxYr"
    "sAXycL7sL+fBsm6DNjDWjWJYmE/Z4ThErpX7cJ7WM9PcR57CHhou3ofY2znybRjId9j/w+QJvZwYlpazcfH7VKzHFrKzVHCSYZiY"
    "1t4R/MgZcpPag/VJvRqapAt5eFrJY+yrXYH3bo94ujPOyRLiBW7Xi+RnTsk1gQ/9Pp5opvYibpDr9KxhT1yV9pDJxP4KudI2M7vM"
    "1/hrcLrPka9wj7Z4pr54N/PZhsFKDYHVqPB2tL/vDw2Zge+HtzRW6NnMw21g76chwVR43oD0pL7xq+awoiiIYNw0h+Myj/OqezOT"
    "0k4cZnm2xxmwXThVyrwnMYHnME752aSjxOUVG8tP8I1WiOmrU4jfvhE+j/Vl/EW8ONX/ZEgUvF8ZrnsNYtb9IKmwd5DUi+FxPRLE"
    "oGH6ievvzPd9PuXE2na5hcGclkmw49RiKesLW6lLcd+3iS5XgPsba5kxSJXALlR4JOmWOKPVnFGyXnfruDMEmf7MtRliXIJTMTmQ"
    "zypGEimPBvWubGU3eBk7bvL8dI15Et09/nWTTL9mswzicp03uL9cpBdjj68NirQrTu9HeIOrcHKmq2PmSGM01Wc9NGTbduxbGsHO"
    "GGP860ivuaOY77MM69JRboM+642nsJ6wn7BPfcWh+9dS1loww5TA6RyvLxJX/Td9Eqe7Wr6ArTkAev89aJ5mwVydAm25UA8IZuiD"
    "2NFF+jr84oYzGCH717b6Srr9c7w4fhSrxZ/gM3NRb50dv49hHhgDp+G5TmbOsQCn3BAHX9aDg2MQ8e8j98AX+Lf8G17Qg5D3pdAi"
    "3WjnrKqT9OexA6v4ldRDIaM6q2BmUxeFjPtruVdzsP9F2FubTDE9uVxDnsRG9Vgp0h1WtsenUnpcFGAYRjFm0A33oIx+SCn5uI2/"
    "1LoMl+iueqXq/vl7f8RlYri4jrGnlqcoQX9N6cul2Idb7GN469e+HfFhw50WHSDF22Af/oXP7o31uxnaZi1OwcHyALyf7sFrMgBn"
    "bSo5ndfA32klE3HXjfg3xVxYOr96lThMqgr2swzEZ/tCsz4LOX4LT2N5/f7MbVRnOLHTGaWicEZYlfVwMDNooQtCQ567JfwJV/mI"
    "yOCDYW1bsspbwY6DPMrr6fAO+2Gl8nyWuA88RRfDWS1pC86gTRv1lHxmJGZD02ez7uA6mWvIgfYi81jVnIi3/panWNfZ6lmoo763"
    "5HT2bTm92gqr5Wa4tmvSswxGfJ5VOS+YJI7MWbKJ72Yx1nL+anrvUNidCG1BmgXdzUAVsSY6gjGxW8+aejnrxfChx8nH+h3kdx+s"
    "qDGyDZEliJ9uhF6ybNJcnSmf66eQpCVSHJ6IiDrBWDXBzqek7wvch52zDU+VWXZ5JOfb2xHD5mb8PpuRQLVnsF7Iic9qdot+Cc+h"
    "hitu2Zc7JV2rtqskPRaTi9mq9DS/LpWeZ8m6uB0nTSzjWzpcuXKcmiM4CzeB1X3Tc3m0URbHpJidHyVhBpO5nPqpsTjkivrIsTFa"
    "rxGcTI97DJk4PZHoLmXu//0n92Jl90ds1xpyspdcoznypLyvz+H07WQ1gr1szKrOZTfGNuqcIT6b3Ji/2jrYnNyazDfS81Jx/v5w"
    "+pj7ZJgLDVHR5R5WwcNs32AnZiLDqesq2NVeTw1lDrjW95SXMZ5qTg71qMcObcHT0Zz/3511kFLqxgW6mVWpWspHE06gjxfXDz3E"
    "ozGo7yc2fbsAfuU+wSTY4R9x9Znh0fj/SHmU3lUrSWR45ewEDPFTi2fIcfoJrNJmPUtzcYXekJo/8DZf+dnrCOSrpdhsezErTju1"
    "ul4Vwd61RtvV615PZmpAbufMDlUy+moOvTcFPvL+Mhc2awp0wAZEJ2mUv+C/MF7lMwo7nmcxi7MYCc7S25TIJmrhPNiR5XgiQ8fe"
    "Q55jl05d1SArgwWXwOqeIfNxsofIRfBGX8aZmYtnehkrfJPEyBETZR066avzfblew1ixK2G3ejn5HUwT/aAvSeg7n11vuHUKlBP7"
    "8FCvo12lbY8MnleKkp3HKDBk9rZWx5A7YG/ERgHxl08l351NNTlEaJPJVjJPrT95O3bnDXj/G/UZXHuVfq918cIFvNfXXlKi7NGO"
    "Ec98tGwjZ5n1oW7RAezNchmY75hJPV8cE9iZXv+FtMiNfCQxhBno0DORiqTPzlD/Vp/jtPbDiTgXfsAAsdn79tCZD8kVfHanH86U"
    "mJc5k5VtNtOlu0HrtJbRgSH8DBLHxJnAqYuyvlnGDI7FICNhUd7QPDFv1nlnJzEXEmO99yfEZQPkA2gv68dfjojrc+zaMTgn+TjR"
    "MVrqY8XhZpnd3kSWJItHr4e2fYpvvlPf82yEa2mvKn3HjeNb6erzqbvLddIpmCrnwj78YRycsACWbVwLP6ij9JbFnE2ejqu1kH1Y"
    "+1iO6OdXSGECEliA/fgdcc0a7Nmn2N8EYvgOMltegXf5LDTtND0E0YNNVh21C80X6tOQ5Q7QaT/pM9Tp/8a7PK6L5H/pXLSuiCgZ"
    "kAxp2ViYJuH8DpA/ceVu9AWHyrHicrDKquMWeP3PQftYfD4V5+l+fUfPCx5A9HkaTuxirSbSQGdmwJrILZxqqvAYjGkL6PA4sqiF"
    "p8CqnRL8gZX6Xd/Cky/UjYhw38JOlELP/hM77Wy+nd6x8rjP1lWqm+Fo5TPsnT0DTv+gByLCUfjZbHlJHoEf8bssCqt1DmLI0V5/"
    "huw7aIQ12MjJsZiuxn+ns9a2l1R47BXHHD2NKHWGv92Ys87WF2V4XwERVoaJ8aFH4RPl8sQmYEsaXusJjBuLeG6riKyf8lrmBHG9"
    "F45h0PHJN/L4i41g50qhnauZaa8hU3olJbsjo+utOK8/cRorzs6HNYy2kthD61y6RSaIoRt8S/buzniiImg7k7tjcB5flO36s87X"
    "H3Hlffnmoe9YdTnodHdyLaP8JHu3CvyE3RW8UpRdI+2Y4yylNbNOW8uxd8D1SljltLcYIYYC0kxqPa6KRa8V/HUfdv5GIKkPiuWl"
    "9iQT7CSc8UJIydd6Ht7ecsE1rCfP08c4cWOMcRdwNk85rTsIUaVNYnWR38mKYVnVTmKZmqaynL3iHTgjcroY4uZWTfmJgphHNdmk"
    "V/9XBqgsn8M3Pp+fyEo7hmz2lcwPVZFjMM0qa/ntZ1ntXkzk/J7iuhZDzp8maK8S3HnL/2dxPijfI0/czYqwzf30kHRHqXp8RjdB"
    "uJNZiCrK6CZc71W87XK9SAzlx2YZ95G7cIoMUfMBSG4t8SFr2cGeznJKBq/Ial519YoErVS6R/wPsmeF9Gy2MmthWdHTpQ2xcssh"
    "K8Zk8Qe8gbaI8I4Rm4Ys8bW3Gn9aDF+jRB1HRSc/6RHzCAlJ5j1mYUX7i6F5rIQNNbbAKxDnVfrqV7VHyL/Qy8AKP5dQoZ/L+5SV"
    "UsS6xaweF+FkN8xrVYm/mUfZOErMcls2cDQ0QQEke5paJuUw2QJ9XIL1NaSfNXin78PrZWMQ1UmNftLfwoXhYZCvReG/cK7Nhj4i"
    "N2gMJ2u1TsG7P4aTV6y38+2XkZU93eHVjti0pb4bYJtqhqnyYO9xGUvpa/jMNYjxHhRj+ukBHTpEvhXLb+2kf3gMLYrJeBXu+Bo7"
    "aPKwI71lsF+bgxnTb+ZZLqI3YXi5lfQpUsxASSaj3MpP86erc0oWhvpTAXE/R9ewLUl/u8n/QTEWxPxTJV3vdd3hhvgQhbwdKU/L"
    "r/INVmMxzsZ+xApcp2/qI5wfst6IaAaPaiglwc7cIRLzb7WN16zWPyGl1rFleJ0xjzmTpG7KhZ4ImSVI1uM07CLpfrpfcWoNK9eQ"
    "06dIITVCDqKahdC9t0mpvMrpxXxW3tfptZCsAyX8Gwp+GnVRWA2ZwAiplvmsJK6ZR+7wPL0TNux2eOpHYCdN483A1VvLXH2S2sLY"
    "za2zznZzXyI+PyHW97YUP21NPgfrMjgYd9hP+sh67PsAcXGpQ801T2YcayuH4NlXQbeeBq1mE/JnQaePgqR9u4u+jTh8vZPlZ4+k"
    "PgPvux90Rjl8ySz2eZWQH/cHeJZ5RBEph2yaLXeRuqHh/QuxVldidBq+43KPuhn3VWOL6ydDx37ks291XMMW7X8pFcTLSLJ21hgn"
    "Koud6bvjGQv0crlDXtDq8BtI5xTsFjRL8CR7yy3Kc3uQ7moPfEdhE1gOYwpx+D125vaj3zIczzAG772vJNX1KkdZTS3juVJ9CNJj"
    "FfjF8gfzbU1lEXHn/t+j0JRHF3AMqnXRlLExn4h934mT+xT+X0B0ihx2qHyCXSiD7/YV5H6L/ihP60FZR8C7GAPt34tThTWcWFmm"
    "d+Cbc/CdfaFpK2ln0yxJ48ThTaR2gbgbIV9iMjNTpj6+T9FyJTzmUp5exWtX6AGycZcMhSna6iTxIBNek6d7KMfIAFr2MnZnVKur"
    "IdXnlU96T8dVDSro3T8qNnW7HGfX9FYX/P83eCOjZU94fxfBF2gFvfGRniKz4M21gxZfSV6jErzbo8TMjuCzq8kf7DAUmoqx/cX5"
    "J4t9Nmsv2eSzmNXsStmGd7Ps/kse/zXBHEtXcVNBhi1WugtE/lOkiDXMBGPnT3jfOZDdqezE6yZO15f7OvbJXOsIc6eNxHWF7S1R"
    "j/iZYkXwEvoSUY8z2c6jLdj850asTLZ+zFnBA8RqhB/AKl8v3SENVnvsI6YV50FXncQY8H34cnvJyrCn3C2H41TdosN0j2AMVtD1"
    "96fqdWSmUVlKoYFPQfQRJ99fN8TF2ZxOzNnFOShhDuRkxkydxTFQb4EfXIif94cXs7ssE8O9WwGdeLDcgSf7THbFBOJ0dB9J4065"
    "3h7DjVqNJxpELBD7XCPIwEbcw/hacyBlVepQKZPUgTF1u97c4zzGiBzThB6wodwtoqe+UO2EXSA/GF83dOVzcg7ii25iDFfNxWVm"
    "9sA5W+9xcZUnOulnzC1azCG2X1N5EFJd6W2jxehFsGpN2AG5Xo/GM0yUCLGFqnEyIqwWRvRasdx8ihxWZVzdMs/l01byiKS1QzdA"
    "870AD8A02n74fC79/iRl3/H8mb0xTr9LsetF0CV741qPYV0OhR54D7IwmtifYb2sexT7lMc4Ou53PolnTNdpLTveSU6QWyFpZp/2"
    "xFoZgsEqeHhDZb7eIJMQ2Zkff7V8qVat/Vx/QYTajz679b8V+yg8zGBdjpaKDF5ndmb6zfX1/ndPqGFvo48UZzgvYv7/1nPRRxzP"
    "Rxl1mSIO3cNzWP5JtA6bdC4j90IjWQIfx/ryHhE3pVuFdd7JnLZJ3j+pSybLG4ihDT94ESzrP7Cn9+AcJ8QQFvbxPbFxr/HcuY3g"
    "3G+lXQ7hWxRwZ23PP4ZvOFKWEWUgSQa2JKeay6GNatg/UK3TJEH+6hriRli29F2i4yRYd0t5Oxfz71wJL6ANLFs29n6tTod30R7v"
    "1FyGwtqvgK04FtJQRNSSOyDNk/G9LXjPSu8DhBnf2zy0csiOoZcF9I2P4FSmyXQe7vGaDgya4spz8B6G3DlBnsHa3IUIfW+JZLr2"
    "0l5RhPYohhNzFacHLLu/ltiBpbjaCO+3lOJOreUAnyPc6dlsKrWvpH00Ec30fh/DHtAC7M3jkMMI858DIK/Veg+0423w3S8S4yn4"
    "DF7Wx7KQ+MO1lI1aWMk4dWelRwzoRb3RzOdh/z59vhr6cjJ9+Ka4ah7RBRfi2SczExv3tVqHUzvEdzul41brI3ARvPMFt+PJUuww"
    "rcB6VvjqUDliasNqa16vXhXxz2RaqatcDz/lPr04OAmrfK+erDdBml8XwxBozokhm+Cpor0yPXIhKyAuwurDud5QZ1IeKrBPjjPX"
    "nvJM9inWPdskyHCUmWeLzD9Qiy+bYW8PwHs9KMai3EX6wweZovfiToX6vHYKUtwjm1nKyjDMDRSHlG6Zl0asHD8tDretlGd4PTsZ"
    "TEZOo28e9ewa5iV3E4f6U8uJv23aHifXcgeFxAUyfMSekF6HE9WFqESGV3aCMZXLzfKi3ofzuEAPks34tE0Kd/YZ74jXGfEMzr07"
    "5+18rsm4QCr59B0zMYrTIGkkkzhzvZbRaerxGrdwFQ/AU+wD2XfV9HI/rZbnu7T6SIJ9SMaRFmGXa4x5sRe5yjaB1JyZJtNOS/Ds"
    "VdynauIK1M0DdRfHPDtYUvW6mJKZuVebmosTXa9uir6WuzFc0r3xaUxjEddHZX2Gh4rjQapRV6+0uYgqzrd2ke2c67ubldRDTL+x"
    "U2At7nKGv1aF99OcF9eYMzG18DjszdtRZ2xgP3Rn0Ux+VOthW/RiX18Js1nGIHqcOL6lbf9T/acHvUqXJ7euXZtsdbO7a5g/Mb+p"
    "MTl+bmV+zGrG5cR3sr5qq2uVQasOhNYshmUvJuuP80QNO3w0O24OIbpZGns6mdFJKeJLzNFncAJ/oGd9rBhGSKm+o58jVpvGmUPH"
    "j5eP1W2GyOgXmQhPMBcSXAZ9YJmalcQnroG8vyUd8Dav4/y29LF3XG+Gfj0D5/w7Ytt1Zu9zgj09CU4QVcMeVcA6bNQOxIsyO34W"
    "e8j3xMlbyQj5AjGU9ePlA+zjr9oo+EJPx7N+DBu9XT+CNj8M7z0c+3gjnulLZv1L9BWefeu0sH7ZPM5I/a5mtx3iaJzaoowV2Ovw"
    "vePYre8i3zBTNbRd/wZ2bgUnjqoRwxXinst0rs6Gjt6Ad8nDvh9BFBHTsTP0N0Rrl8IC7dRZ8iF2Zqn+S1sEqjerdf9cIBrOxgrv"
    "xCdq8IlG0BO/IT7M2iXGQCH0cdT3ktZ4dvJa1ijM1zBc8v2wVj/CkzEE0YU4684OlVO3l9NOu5qwQ1jo4E9hIpOBs18fCVfKT1jP"
    "b/Bmo+FZn6U5oeVhmgZl+grW8QG5QNYQLdpmOfpAB+Xgrd8mmr5F2xfKJnY7fK1r1HF/m378XNN6Yh5XeJXW70TWDLa4e5K9/ayw"
    "67IvxQpkZapbtbSBLkObry7KuwJewxayzXXzHKVmES5GFPE7EQ+jHo3GxSBKC9eVmVa3y4d4jvSopjVKQ/iJAe1mXW9G1M829kT8"
    "cQB+fRBr14zdBL/B/tyNKGM6Z3wtZzqLDEcRZkZvJjurdVYeiR0u93kP14lSg7e4Aav/DtbyDMSERyMW+lgX4/2WY5enI6LOhRQ+"
    "hPvZREsNtFw7OR/eagmtVj7zfyEto6FkfIrfvckavHvSKv8m6+BXpNRyCkeLMb/vxN6+rm+wm/J75j9rPD6S039b+NZXyjb9Vo/H"
    "c7yOM/8l/nYyvOSxwQUyEzYijigoG08fYcZgObz0HM4dnomdysau5lFXG0/nt3qinCzWwZgN6VjPTogJuHYR3sJw/96VryDXizj3"
    "UKVfwDfqK6X4xtvEQzSJPYMdazXcnaZSQTuc4KRtTJP1eIyyMhp3L5/lTp+quilz83ebegyAFO1RB3EYCr2456FnGiqhB+sybRXU"
    "yIlMf28n+Kopb8/qz9a7yaQU85ftEImNlhmc338K8rFHYLnZNzyuYv14XMkKITI5q0mjWqzeBo2FR+oDOjlZrm9kYc1SreEjjpLD"
    "ZawYWqShqvWVn8kfm+Jzusx6pZ+ubizDxFBtDUnraj+bt5W5x7jPLlpustxPoVV5LeMyGOV+VuRUfm8T37CEc3st4V/2wW4/S1tU"
    "yA6BMuzpvOAFvNW9eJ7WOAH3w8ftIydg3yfCqk6Q9ezi2URGjsX4/HfaNSghCnmYQdZWj7//Guf9fpB7g1v1VkSMO7AuD0Jes8PX"
    "5Ajc4yxoSONvmyArdT6eYQnkbpbMJ0fBf/5Tw7rSh7Tc5hFVES00QX/KTt4LWKEXaN8ruOM1ZLE8Ae/dk5rYvtWYDDlRxjst5Vc1"
    "NKKNeIutkKPW8DsqWB8bjefuAl0UiPGUmN67gxjEBVjn/T3PsunDkcQLcIjBcVif33H6LYs3H/coIc6JyHR5g92syQxHzS2sWVlt"
    "KE4k1nLm3bZxT2ug73L0Fu0ePCBHyUxD+8eKjMYZiYTf4bop+R3+ZbaWEXnOuEzW4yQaJ+9XwevEhXSYzklaCDc7YBj5a3xPfyrD"
    "iWtMw5fAt6rk51znoiG2NWMU2YT5qd0l6aUsouk6WwQSPxN/ekbvl2uguR+AHhkAezlTzwkexxlaRty10HclWM/yL/RNxyH+vzGY"
    "Dm0wHvt+OiLPu+GH9MWqlejtsH3V9E436Rp2nyzCUxfhbC3VqcHz+HZ7xFk2aX4q9MqBiOTu1dzwe1i1w5k52i/ICV+W1/Fcl8I/"
    "sBmYMFiGFe0ls6EpXf5pNbMctRrzsXkVe5Gi8DkOlSn4u3fxvdX6E87HW8xXfKJXBFlSQT7kFHM96R7WQuZqDDPsS3Z4Ge9uBaLk"
    "R9mbZNZvtDgsdK2Hq1NFKYxS7xTyztXw1BLagt5Bw75lLqcsLFLpHmwj85vVnaZplDmeFHE6azya9gCxGbt7sYJD/fSVY9vL8pwU"
    "5v0Y7t0osjIYEvRhZJ1bARvcXBbp7dBCOYh5J0LXG77iQp7Scuar9pGkz646y2lPuUqvFIeY6CKVFKsqjYgqY5ipp0g6Brd+lbeZ"
    "Z+jNCnWSOZg0yleNn45qRdwrq+Ivh+3tKC3IHprHWY0f4GcaPn4L2JaT2REzXW+C9M6GbJgUbIT8G97p/njnQHKZLyjhVEEl/LwK"
    "2F/r2DT2vHHw4fbHnhvTkGXWc2AHs+QO2OxFeLqz8fTj4LP1EtMVAa4/WB7HfychTlvHapdNshepY+dbtgv260oiHn8Kb/dGmQY5"
    "eZ390l1lLrlL0pYizHTCu4kx46/9b/8kiSVRmemcay17sfvHztkIGclJ5A5E+w49K3o13vI3eNursY+Fei1ObA+xWZqxeLcsMQzX"
    "h/H59qzPmjZ7DZ8PxDF/HOItySCspFKfVuGqhrfyCrtwqhE/Wz3rdInQwqS5kW+UrRkEGJvGdOfYYfE0qdcVq+y/qKGXcizOxq/6"
    "K321lfCzHsQp7IBo4BScBoskCiDHG+CV/6HnYK8nBSMC44u/VDrJVL1Sz1bLhJ5JyU5zc6c8J9xa/DoaV9rB+6T0GPZe1DJzYr7b"
    "i5CVB+USWIGzZRTi1Tx9Gr7uBnKjbmPvWyP4THPVMovL8WwfQloMo6AXex0NeTQf8r47pd/FZiWe69BOxeni7GEtvt+Rc2XOmmuG"
    "o6gJPIoLYe9W6V9yC7T/YvzNDYgrBuPcHcep2yRRIWzG1Sr5RZwisanVg4iYsYga4DJ4z4/IOnK6LsHOPcDcuMnpCq2ibK3nhLv1"
    "FXQK/iKHxxi8yafkanpLcwK74nrEastphbfjEzPoa19EWxflXZQ5FYunLGZ6GlbzNLG+oesQW32ENcyV63DK1kKfF9G/qoTELUJM"
    "WwGv0lB3ivRYPzvUUYq9NSli7HOJVGb6Qw2Pr4xsTRFvdzowq+7im6ZeY+R4JttCaGc382WcqK4i3EOPR/z7L7lWvtRr9EhD7tIB"
    "QamfUW/pvac6fNgO1EY1nO2aSTTTCOc+84m0llSHkXs57aI7X7OJaf+jfkpfZ7NHmLTO18flqYwf2KweGn0ahW9PeP2V3mONMjfk"
    "4qG75Fm9D/G68daeALl+Xmph4Sbi2tZH3d53gwbidMQgbyMi9boP6/+zhrOG9plzpJE4u2+9YYYFPIxxk7L3OYYTkSArTsLjBBsK"
    "REIdYkkukcls50ZwrYoy1c2mtOcxdnimWIutm07bUxy7SNZ/TPuqx/1uqAMi7UWnMt5/I8+Ke7NO1TehpZ5ClPT/8XUVcFZXW3ff"
    "gaFBUEpAQFJCARGlJGxFbBEL49ndit3dhZ1P7EQFkZYUpLuZZLrn9t3f2uuce2f4ngP+VGDu/cc5++zea61HZDpeLpLFtAthPOVF"
    "5Ek25NVT6PWbLfwb79MPeifhM9OOt6vcIxVb7HYuUV0KiI2RB+mPkZfiUjzNiRLz/QiG9NBUbIpNyQ6mPsbUVBbM0KUbe2zPT2UV"
    "o1HTwwt8H1KC3eiGWK1+givi0ZFtpQ8S8RxWCTK8iyyDT1LG/qsYteppYlOGZ8OqZcL/7sVM+yK1+dHR0BJVRP0xD2WoJGt1yrg6"
    "wrqGYevMYj9OU0iVxXJ94eGejOt0kbjHzUiwojfQ43qW4sw+A+t/g87AaraF59ofNr6NdEQMm8seecfk6DDO7oYfNh9aMRlR10/t"
    "cn1/CrZyBr2IkfJ5nBrpJBZhnMQ3TpMa3rMkPpJlCReyV+E27P9OdtD0EMvz52FH0qUpM9cxz8ExlpqkPnNoLYh/FKWusj6Nq2U7"
    "71DG/JSmkF3a+R763/GGo8Uw5XYz8s6GTv0bknCPOC/H1T97+FySep7RCBn29pKpyyE2OIa5cn0Dts/hYOczFtqrDxN3qYrVnRLG"
    "zhPEkD7acM4hizg/IV4jKVHj+GxFlCLHDdGEXRJp8HJdBNEBfnBHOYc9NdY7NoMTJAXwlj+R5YkynalT7dwGBmh3XO3GwKc440m0"
    "L3uD7l6nuXf8mec2z0/IuchglBhW0NMyHf79j9i/u6RhYCLexvhMXsT1x0o5o+kKdq/lknvpAuJMKOOFJIakpqydwLeKclJgFy1+"
    "Cfwr85RmYGWOwg7kaZrEfc9uQ2noux/d/GQzGcHe9ITv0YgylzqQdjFOO6GanBlpJbdAn+TARxhEtJI9tC2ZfgIrQrzzHHU5TXuq"
    "XvRoDRdip35CLO0svlNjaNAcIu1Yh1hy2sPxtZVRBq6UJO9oUq5MN29nP11S/+f5T6SLw02IEN1+jFi9Ygu84xPFOgTKyNS3U6+X"
    "jYwlNrCDylgxXP1pu89bh1iZuM13qJXRMp4iDnkvmRF3PQ7PQx//pdvIKDpCnpJBAfOq87Ud7rZZL+NdFxF3Zjv+ydOLEQNsQHy/"
    "HD+1rifD6rpFekObXStu0qCa+5Psa2nPLoG4/kY8+WLuaB4zPaVEBXVzwAenUF+S08zu7xM+LxtPyWB/nrCDoWdK2B3mTszJ0CFD"
    "4Z3aBPNQMhPF2ENXTE7LINdyqw7TL+VknIj58MM34dnbw3vKgCdQQRyJuMfNCPn5kgS7VCvJOhhnP495uzYPad9MciC4zt8EZ1+a"
    "isOcHwSt05tau9Rje5Tw/LkJOqvBJBE0mvgMY4iTkV+IRdXb4AFZx4lp3d37ZWS2/b9jn/rlat5vM/banmi5Gq53Bqxse/h7c2Af"
    "TD+u8pPqYXZzVNN3qoKE/Y4V6yfGlDrfMCohZ6PkQjFMr1Z+dzr4apJlmg9gnbqQnSAm44PF4Y+aRboTn1vCTpaLaPHHUAdkUjqM"
    "sc36AgxT5CyctrvwvfHQpAsYARgeTtz3caSx6y5BruYKzw6fwxjNae5DxXpoDxOrLxezXmEasLF0J9fzAr0E+9AvYMx4hpf5B6TY"
    "WMKsDzzPV+w/hH0LsdJ/GPSAxQ5HYT22Mu/jmBYL2VNQym5ot9uNxTExV/P5VnjU7igxE4OUaquJ3SbG9/ArMS1W4VP3QpLeR8zy"
    "mhyn2/CEBakZkiRDdUNOLm3GDoyBXlqBPfgHnuizOJtz4M08o66Gk57K3wt8ZYfL0At7exNioEp9CH+zg5McX+J6v7KvaBni3Ah5"
    "UddDa8yELo0Q120V/GrrG3oBO5mjNhsOL17elo8Qty7lRPsw2PNFWJnG8jJxMUMp5EL7b28/e2cxy+3kIrZchssjl7LfeyP+bh5s"
    "WMe0s+GdXonrj9RJWI+7tIW+LS9Dc2zEKVyPJ52OOGQJJGhAYAbiuZf1SPkAEV1n6STT5RPsXTp+d4NWJ5xFLeYkVgFX7lDiRyew"
    "wmHWH7J8l5SzlQ/KoWKxegXew/zoNfo3e13+i9241ZCi8I7WRXIq/JV8oiTPhqf3Hc7xQEl2Ksc8O/AaYqK6KnhHccjYCWaPXfZ0"
    "tSHtyovwyi1KuS7wKOKc93SIHCGOz96xv1bSFiU9l0p9C29wAqPFZZDKh/BMI+GPmf9XBEnYRo7yPO5OhLMAA2UC9ugQuQGfeEZv"
    "128S5+IdGweuh8RmU4uZz2Tn+XDityzGzg+CtC33fth70opaMh/vspFeZAGRIF0MXqjhlN9jOqdGKyersgnWGPuI+phohJSwjuym"
    "GkvgERdC9naxB3OZfIxPz8cu95UEJ4gG0kIYfmM2c6UJxpvG3+5yj64iGqd+iGoj60ejdxjSx6GLvtG9kIN28jz250zI5gMyB2e7"
    "NU5Ifayh5RIfljKf74h5btliXwu6EM+5G6c/D/drRH4QqxfeIhuYr2snoVqcunFNzj7H9AjIYQH1Vhk9giBPoCF6zNFpsl0WQY/1"
    "kANwnZnYwZ34+7preqV8u0LGBpW0+GdxrqAF0auL6K/tZrWunAgsG3WhrMZafK6raC9+wWmx7ouu8KKt56en73ZK+GpFa4n7Hljj"
    "Wq9IoRkk19Xy3kdDTxxJVk3HfGm55yqN/g9uXk0MFmYXW9yfApHkzGDyd4dIPKUH1HcSDRGbj+8mLrt/Of2OGex2drMiRb7yHUzl"
    "Nkxn3i5fUFZjzEs+iGt8DDndgBPTJcUOnESBC+kyogZcxPNtaJhHs4v9GlkHWQ95eW6e4jLVfep4UW28T/0l+bYbiDweo60PseZu"
    "8y8tJOirdQl67nba7xPDCzG0M+NJM4T8dLLVhcgD/g7kIegRU3v7qVnD2y/y2ZzBvF/vWvf+xXeWOaZLkSQzkNZCvVPiG5q+11TX"
    "UoRYB6PFTXg6XPMgJ7f74On78u+NNaKS9Y9Kz5RkbK5XQw6+gtYyxsGX4BPN0yehkfOovXL5lMYfMRyxc4zYxZfoGPh+B0FTWk2w"
    "mzwn10B3LoMvX1/Oxx0O4rRvKeQpn9PJFiffLK9iDy6CZ/GXfq9f4yxMgVSPxDWuxQnO5tx0HmOdHHrv5jEcK1ux6u/A4pbprfjM"
    "TvztGKzvejIijUJ0P0vPhTVaBz3wrpYmegUmyus4C3+zg3INZOA3/SOwm/zFnzEDtUqLue5BrtCLksc17SSl0lt7BMbrTXqbjgzM"
    "h+xcAZ0yFvbnqsDr0MwrdT2uepncJIvxdyv1FazzQ4zWquGn7KUvcoEMgbfsZobX412tk2M3kZaDnpk4xHOZJjX8CslJpOtwlm+C"
    "jnwscF/iBPgn12EHXpMWutNbiCgrdE5yh3stpNCDazShEa3JjCb56zPU9d3dSMRI80v6kU3VdRYuZibD2D7zPLtEIVZrF9Y7W48X"
    "64vJhrbLpicU0mv0lLSW2KXzYXXexH/fxk7eo69CChZpLpn2DLvH8PT6i1UTF+I81p3ZHqPTIHGPw5MYqWciXnxZHpNmYqgTVexe"
    "N/RHh2FvHdatONFSSEs+mmgWVfBaFmNd20k5J4ZjzDIq7ZPjEgoRvazuqkhhCrd0gjhWKfPl92ghOxft10aPm23XviyFF19IZKIE"
    "pzBi7OONEenuRuy/+Rwb8Xcni33udPg1k+VLrNfFkJo9kFXLJzfCar4B3+Y8RMO3wxe4Xq6Fb34vnmc87Min+iZOhjEbGwqFxbzr"
    "oIOq9Vvyba7geXK7l+wTbS5DxMW1Q8Tmg3vRI3F1lDg9oJuJ2FnASNH6a8dxXnMFrY9phv7EVCnxPqzLf2Tp0+yIsvnf06XSs9Au"
    "JgNkyMfRS8njme87E+9BPFqg6R5t8HiJ+khtOjOJdaHN2nRAW+idN+RUeB9zoBFFRkMnVBNZ/y32+JUzj5bFjJh1QC2SG/UpnLfD"
    "ZQZPeQQ6S3WpfICfD0hhWyY8H7rDgdgFHz6LMWu6nEIkmmrsmFV4ihOvaKmUBabpA8bCFZirHyU2aL3A0bSCJUT9jWgjMp0Nxfsu"
    "IzdnMc75n7xDpQ6VEo9f3kyiKRtyc0pHq/5IJrMQ48gI9tLmpzfT1mYwCi2DRUtD/DocuyxyowzC/xdwIqU39iaHuspx61Z57V/I"
    "nXQdqEFWksrx7td5dKp/xyhcjWc+DdbQdfca19haNSyyc2QW7NPFukHewl68qjfiv8shkQ9wMnO29BXj0yrDHg4Qxy79oxrGSz/E"
    "MVdIPlmCM32uIRNSGkp8hVP6Hdb1S8SbfXHPIwLN5WtOCZ4NC7Odu+LYdKsZB18Ke9AKHqxhdbeQeXj31bhmPRksk+UeeQlxT1NY"
    "ojD2eqF+hDN0hK6V/2Ctc30OyfRCBjvHbhJXmx3IjsawR62zaRCL5nIhYWVaTJ7N5uyGMCu4G3b9W40xho5z9jRdHIdJa9+73xp/"
    "LmEOYw2rN9Y9ZvNJ1dQxCb2bs3wJephF7NdsApkuY43obnHI2lk6l9H/Ij0DNmsu/jwWmswYvHfBW2gJG/q+RHw+NejzpGHWmRbg"
    "/yd7ljKXL6z29bF8zmBYl9yzfs6jmB2+MUpukmkwz8fPRTzbd/hsSlNJRm71JTkzWUWEpnKup0VsJ4rD/BtF3T1EXMY3nOIDKVLH"
    "gGX6uonPICvW6Hx63WfKoMDt+hh2drl+oQ9BE3SQ7+UsXQCdeFRgth6rk3QJrPY4/D+HjBuvw8saLi6uH86O0yravCzmskdAq/6u"
    "O5kxiDE/eh+95c9wXbO8Q3GGukgBuzpy9V2xqcM/8bTOg4n7jOjP0FS3SyLlRYU9K4FDHRuDK7ZkziVRyzuMpVDt/92W7IFuewx3"
    "zoFOmye59Nx/hdeRr24u02Verc/UNNwdUsVuoSAzS+45+vGJKig7MZyBKKfSSnw/mnU7xziXls0syS7qkRhzaJuYnU+kWKWTp97x"
    "hBkXl/Ve1SNadpAVx3ZyI+cWTpE456+K/dtlsc6zJzU5W/OWySkWYVbxGXaaGq/mP5CMMfKhTtaPoQ/SIc3ZxAPsLla7s6rAc7JS"
    "rxTj6TtTHsJabdHHIPsrceZ+hDzsYt/DgXzbsfCa3sVTvSqm217wyBDFei+e8VX9Cla+kfwkG+VFMbbSZZwM38G4KEgODJt/uACx"
    "YCknh4vo7xgS4FDp6NmhGv8/Tj3zpov89KhD6tnLDnvT1MNkIrE3jCfS6ZjF8F22smum2q9XlFxPznMMsXrXFrsxAlK0hdnFfLzf"
    "AvJ5mS7fAW9wJLnKcxmHGmrWPewfuF0iqTloJ2tFWq5JTmmrayT1eNxHOyvgs67CMz4oZkWXs4bYLnAcvJRSnUp8QYf6ks1u+qel"
    "kMzBj0uI1aq2zBXWJ7ae6cRPNBuSPVYNafUD3Psm6QGPZR3xDOuqtQ2BtLSCZTCf4hBcvz5n1fNZITM98Del6EyPE59k86qCLzLX"
    "T3wkPMJeIpVlFaInuBp/f54ZxerM09/lJETzhvCZAU8/C/K7jiu4nTk28bjN9v/x4mq8dSOCJRi9xTXJFNbaR1WjILEjiFPpuqYz"
    "2c+wg2g/hqbQx3ftZ0GXFHBiLZ2ovREN+rcr8BXTSnqGRaw6q+fwdlVJq6BWsW88xNj7BU5TLCZGitn4NvBgDpTZ1MD9yRo2U6Lk"
    "m20hU7ED2Ck8p6GFHw3fcRv+WwhJq2T3+2PkI2nIrGoaTs0ezfQoocdyfqnC4/yUMSIoZ74vl3P8eZAP0zUD5Ev5CFJyA6L7KYhu"
    "roEfNksnyo/6qTi2nhhl6g7JI4uEVan26lHQAweL+2mcmZxEakIjmSfq7Zl73JxZBU5kJmJNm4w07VlNvZhLTJkw+QJfgeTlwaPe"
    "Q4zGYTh1BwUuFps72cGuyyzfJ/sPvb0syMF78BwaYtdtsmwYrmlIc2msCPfGmpT4uaBYyjMcKmfDz56Ba90jj+NKfeFXhPH+P8ht"
    "7B8u4psUsivVnm6yfK/P47yYtN/AZ65Sxzi+G15whLjgLp5M1nSKWQ29ACuai28moAEq9TV9jn22/8BHP1qsv325GMb2XLXulb9w"
    "l0u1xGMWaKqDU1X/X7bC2Z2auojAo93JWl6pn7rqws7sv7E7g8SYKi5hFmIrexIKEXm8gfPr+D/Miji7XsFoY6QYR20/3+0V93x4"
    "Ee1K+d/LqKYK1rGItr8IGr6IkzVhHUF+uprcYIKdhJbfvA2e0ueMm/KJwFcE762SvTFt/HvlpHguHdNbhOiUGaygbCWGzumQgsul"
    "LflUs2E/tsE2mLe4TgcHzsLJ+JAdN4YvvJt201D1+gd24Xf/MGtZTkzwcj2SvFzmqZeTbyLCzs8IozuT74bY5WE4V0OgadpDOo4U"
    "m1LcApt3InTQ9TISEXCZx4c/RHI9E9IK5q9aeGQJ1Stqnf24fk2ksG5iXIl7+NwxTvrfKnbqDg2chKjX8IeulwNwvifr1ToQP5+m"
    "35Jx0yblr2MNZpx0YEd/MTzgUdjRhfh2K5yUMqzNEtiB6WTbiMLzSIfOGi1PQyq+wdoPlXewDv1wkl3XYojYLO8wi2P1w960P7sY"
    "Veyh12gYvE9jpa7Edc6kzs/EeszE+mXgPn0QnUyU+r6TxmUa434l7IrdqWldB/8x4mbMynGFaboksBje2lMynfjKu/UH7N8C7MkQ"
    "RP7WgzoTfsIP0GWW4XxE45CLUXIgrMxBYpMn7+rnsHqfYC+e4Kxpa+aLre4eJv/EMdRTC7H/58unsEAV8ClKOXm8US8iNq55uKV4"
    "vhp+Xbdj/WWhNgicKI+Z10om5ggxf77Gc4WwT9XU827C3OTRsDz3IF4qxEodz4kki9a3ESm+YD+YzCH9Cbu6VD/E6r2PJ7Qqa8O0"
    "N3EnwyY+2LMGqOfAtghvgIyTg8Vwslbqp7pevrBKYWAPPGYh0mOYVcmQ72OwnPQ4SeY60zin7Xy4Hh75sjo1lV3JGZJScopGEa+9"
    "j1VfA/96E7sI8hHxmR/7H8/e9O/eYAGzAYW0NOv5vCPkaty13n4wzS0H8ayUMG9SzipdTN1MxELJlqaB4ToFduo7vRZntAg6/wXs"
    "e7ohD0NOQ9A85dyLcqL+9cEn5skMIgmUktm4gjmfBYjtu/qeMK01iRZPoVzZZLLj0MimrziOSPx1e9Fl0AzZWJGAXIj32+grpKXw"
    "ONZjnT/THJyxR/DTAliKL9R6vl+CvjiVebv3sHO74VGNl5naUW+Br7oZKxRk/qWIvR/3Uj9bdtb6lJ8Ux+IW0sb4cxNWZaxy3U0m"
    "wHItRzz8mfysPeVESO1TvtcqiWniejNsItB099eJ6bDkP+urgXjiTt2SmCyzA9/hidfAU58NK7NVT5LG7EQ8Gzt0sBSSWyTh8yar"
    "2E9QwK6LDbodMfLn8OhOwdVtcumtwIc4cf+Qz8mefiVrpWFq0jiR2O+BfBxJuYxS0srZqV6p1uW8Cde9ylfYw5RJy2Ls8E8v/5OL"
    "r+9Ra4Pqeiji3t8wDgybdLtaBuLblp2aAmmojzjhVrzPaP2ACI3VnpvIxbmG5WnnqyO0xPn0Y27F374GS3Eudu3AwNmyVVoF0mU+"
    "vPaP8V6PyMe6Gif7fZxTy8i4jHrUZ9fbSMh3JFiePvl/SeX4g+y2Tnj2CIcPaVWPMKvYFvt09ZXFiI817Q1nMHNXqtPkDDxtGXt9"
    "rFK0hZjSzcWwCXbKLXI7q7dz2KU1Hk+5nB70cFiqm/H73niTRfDY6mbAe4zdSkGuqcXaj4njNNqBf+7Cm1mtMcJMikVDO+kRJVEo"
    "7N3OEtctGyXK3CLEDjG5D3YrpMbMEkecNgLr+P5+WIItg3Ewe4qquac7uZrjxfU/382IqZDWpYIZbLNhl8G3+RmffgYnZSO+bZN5"
    "R8Jz/kcfwFk0DMCT4CHFebYNUcIqfWXEzI2R4asaGuBlnK18ddxWvbADJ7D/Rj2yUzbzoQuJDXk0vUzrjj9EjGfxZHbijMTTD5dm"
    "1P7byT8xWyv9LtfzOLi1q2ZWA39YSjj1FUUUUMwYo4RnLKhhHwGpR3pW39+6i/FmOb3j3mQdD+sUsbxIP3hR1je1hXgo/0A7NZa3"
    "dBJ8yDjrENEUCoZFNwnfJ2+rPsZzf9h/M6BbQ8RQqEtf1531uF6yvI8Y9yxgtrub8YSD4fNdr/PhlQyq9y6eZQp+9xf83HXkCXD1"
    "vW0eB85YBi6XaZyfziAO1zzPQTgIkf4XekRgK7PKFb5iFvVs8V1Z9XK8QrVnrZwPOTbwK7TRHIuybG49sFDNX/pDb8bPzmUUpJpE"
    "jahmdFCOuPh5yaBEGOuNYdnbTI11O5lPOUlCzG4YbsIfzOb9DB1ToZdqh8A6SN4QnKnN+PnDiNcnswtri74K/9v6eBpB01aSpT3k"
    "M7hmm3r6Wk0VKw/xVFZNU/1vSk4x17G1EZZgN/Os3Ygd0Az6P4OzCT1lFuMRY0VtIYY2E8XZL+Y0kNPly9hn+wPW8CXZw6l+61co"
    "SKFyXsIeTTsP6/Hk90Nvr9ZH5RFomR+xBlPxd4Ogxx9A3LBOC31vdoJYbhbHnirHyjys2ULy4r0ihpqxWl/U1dBPWdB0Ud6jkrXG"
    "CvpKGzlxa3rFKg4WZZ+BT40h68Ff7BIJ8i52No5i70Kxvg59day8RQQb11GSRy4s600xTqjxspzdPhZX7sQdrxSLBdoyR22n4SD2"
    "LdtkSZB9r3/hvXLgW0RZFfsZu2Zz4xewSm5cq605w+54eI+SInKhJOW/KGWd0qQdz/dfiAtLuFtxb5uUDAVx6NsivmOEe1RE+9iV"
    "MflORDTm4VURk83+fzAkaIk/Rw6PuJJzFK5jrIrsrg6ZMaYfkRGrkLnivcQqztIkGm25lx/zhJX5il5EsCmiXX6FEzcm1w34BoYk"
    "UqOrHPtkOWxEnq/im56f43sQLsapKEZUcSZ00UqchYZijGqdoH9/IWvG2dBDW/Qj/V4eJhvjOqttYT8HscofIyOk88Oq+Xx152pW"
    "8X3cGhg3Ylc/eWH1vj6cHHE4xXHqkRy9RmL7qTceJW1khR7OScp12O+38FnLgN8swyRHa6rnTmNGGYc73s594273/3H4J4f4gWHy"
    "iCX8BJLNlkeo362341yyw1mO5Uzivo3x2CIJ34uqeJKE2vz0WZxLiuPkVfCEZGEN45q7HzTtDtIPZ247nq8BTukWvH0RdFABYvua"
    "XwltVOv3rhugyntYrofpCC+vx0NOegTK9DfEkNlEmv5V/4AdL2Bsf7J8TT1RbhxKeJ9v4L09JP9Jey3wPbzZV/RNxHTv6GnY+1aI"
    "7AbqHXqDvqZvYwenpb2LlfkMuvIlvE3rQN3cn4XsePxNLNuQqdYpHoaXUw49Ypnud4nEH/ScQVWMn+f4XUunfYpq7XguxH7G7R5l"
    "dAt2wthZrD59urzCekQldr8tvASr1Vu19lPEe03ZLb4J8WWLtL2Q5WJyHv7Neaje2HGHBVZAP2SIrMGpe5W2I8pqUBXXtwxebb5O"
    "FsMOsdyyiygqfY3fZYYSqXq1+TOtiWpnyL95iEJcR6/hixaRudoq77eKdfSXkFm5mHmnXUSKNm4Yq00FPepLIsVMk8T/aL4Pw0qy"
    "m7aen3aPe4+svc9WRMgVU4HdijHiGYHY3zGSNd1PTjXZ3R6CDGXzLWMe9bUR7vaTHhB4Xr9EFHJPYCL2vadchr+pgi06XtYSk8Fq"
    "H+XcIYEk5xFvKa4uQxwjdkiEMYJpoCMReSyGPb9JjEFkhr4nNnFWTeYWe4ZLKedLvS+wGis4Dd/7lfmgq/DNbLlfnoCVmgBbtZWI"
    "eUGyde8hitzzZHfsIt0k5tnawuyJOFiMC2co3rbA+7GGLhlg714a5w4CZHZwqDxt5CnIVBXWPhOSZxjnxhOgHkeuBkNynA6Td3FG"
    "cvHvHl2MlV4BO7xV/5QXJZOZ5QTtWRHz7da/U8WejvbMzYX30VmC6P1QdglGOe9piGIl7Bbdux//7TviaP8Ee7sTktRHvlFjofpO"
    "XmX9MEIPsppY7MX8s63iMOkvKzl/EdevEGPM1Eexu8Zj0VWK6Udqyo9J+CmLczipH9Nkx7vTsJZn6BIwhqbN3Ik98BoM62oq/MaR"
    "nCd2szgh5idbMn8R9Bix+2ZVktmWrbDBT6VNgI9oCAH3J+rJtZpLjNPHcZU3dJdcr4/DU3gbHuYPeOK35T35Uj+BH3dVwHrWp+lx"
    "kIqjsDM/aCBglsKQ2Kym+4sY0+Y5PJ0bWHdqLZ3EGMONv8X1E50shoxmXb6Fnk2k0ndqpEkukQLW88w25hPHOIWQJhOIJb8NWmYU"
    "EYttNv4AeUyyqOsiRMp1XoCmsOyt+lwNf8j4hoqJHmuztdbpWsIOcNP0HWtlniKeqcVNRYyVStqsCyBLm+gPaIp9z80tFfvzM1CC"
    "vl+jRqucQCnO4U+TXMcJYkuWpOK7dikcD/XWJomvHCNSTg2LTLLSbgjPV+L0Gy/MAeK48nZS9xlySZzaVSSJ1ux4sf/EKTSulmLo"
    "+Ur9nT0VGThpWawmDGL937DHQsx1XSKcX8Rnr0LkNBz+7tP6TqATJOM6qZbTqAGb+InnhJ+sdPpygNyNa89ApPe+/gI/6kN9Flc9"
    "B9qrnDPLUT/5shHeqauEd+F0/mzZyN0qxTn8hvWgy4lsNg7e8kvw3OvL94gsV0Czf6bfk6Wxbhz0Xn4qpoKazuVALBv/PuTQqqGz"
    "A7/Bh9vOyfmhkNpPqZfPId55KaxRjHwiIVh369IaAB+vqxi3VIbnAczHanZjF4u98dYUt3lCT6WnUI7oOIM4t1XMAezmbPTnUsTV"
    "ddxBksr9Z3hrUs4zv1xrsp8T+VYP4vydDB15CCTe+gUPly7ytLwMixCjjVOekTD3YhCzmTGfuSulhxfkvOAYnHLXEZFGHKxSWjJX"
    "ybX96MrunolSSLasPtjDHGiSdNxzHZ7MuLMPYkdeEeydcSBuwr83i5uaq1bHyOlyU0Pw3Q6QmLnEWeoqq3AFQzzdqcdhj2NkLA8z"
    "h1nC2MQyxYeIi9mT1cFcRitlejdnpa07ZS2j2Cj9PSXa4clEW+skg/GMu/A8+fRxGsIreRg6+ZL98FW/K8/gej/jXTbge73xDasj"
    "Tgy8a/3BsoDZCauebWfXv/XWnCPl5PjKYwTRkRWXc7Ha61JegZOBbkTN6Cg7qctNanNwTvrilOWzhpmv19IuLiP7yBf6uo6X63S0"
    "zJAe0K5rsTf5uFcFvpnHfHM1NeNJUs0YMuK9h4ES9vUC1/2Q9Hr36vmputehiNFi+gS0dSlW/jfYDasdWA6tsxwP+3cbPp3kNIkz"
    "o6JEe90LW1jBObAm2MOB1JMVsNKbcKqmJ16B/rdM532BB/SlwOEyQdsHzmJtdKjV7TlRblhKhjM+g8w/A/RtOQ5vWIL17oGrfxuY"
    "Lv/V6/QT+V1CfL8IPbQgGR6y2Z0zDf7xLng2b8JjbCFvSM9Ae3lHnobnXF/mI3rfRezKNPbP/YPdCYh1bt5A5sVKnx2yGtlI6Lut"
    "WP/BksShDHk7XUaZsBpfkHMNVXj+ct/BNokdSElOducr16Ab5hKXwtAfryKOl3l3XWGR8vR6LZM+OiDQXi+Bv38P3m6yXhF4QZ/H"
    "d2zG+iton09wl13svzlBvsXdOshP8jm7K3/QC+UBrOZQ+UB2Jyaq9YQMkzKfv3V8mBV8i6ia/3Q0552D9LcL9QnWFY3Txk5KJSO5"
    "FyXueyKq9AqdBt/vcjzTDxqTyVjXCYFQ4i1Y/Lpx6ksZD++hxXMdG73kYFmNdzaMtSZyO97/Erx5Puy7oUddS2beGoT6iD91Zn26"
    "SHf5C980D+X6wGLIwXyt5pRNhvUl4dysg865Rm8KzMJni6GpW8pw2I4XcPpsSj6KU7UAq3QGfvay/ohrDpEk02C6mGcdgr9gnvrT"
    "uFaWvAEZfRie7TLI/HZYt8/kdViHPbCWFhUah6B1yHfArizHzh0g1ou3nFo6U1sEFpG5eQmkdhlsTXPZibuuw5//hN/XUjogajON"
    "a/monlLle4cdF73CEs9gh8lwyI3NJZTCQ4rg6sfDIr4KTdBK9ohh5edAOq6DJp2NHbnTelzxVIZCHoIOMi+6r7io7jROuThM92yc"
    "w75ijMdvke/vf38FavkxtbsZ66ewscuJ4u+ygsuZVehM/K1zIXsvBEZhf5vgDWchMl+kPydO0ylYmy/lAOy39ZP8jh1/HXbRJnxb"
    "4aqG6jmY2QPLChVRRutLHtlDRnFqtoIY7FZHexOr21++wnd7y+9Et3gEXkYP+VIMK3kN9us8nZRWgdPfDPdfoishhR/iJOViX8uJ"
    "yWL5zL5imIxVzHa1Y1QR9/hH5nd1F5EajPfO5F3Lh70pIet4BWtYhgoQ9vXrE8WhxWexxhvifFiIlvQQHxPGU3M7zfB3DtE77tkX"
    "XE7fejzbkh01Ty9iJ18ncfWL2lP4iVpeuON3jemTzOC5fHAmT/cR8gkk4iNoxIckX37G2t6Bc/U5ZPoHWM88ojBk6KOIWSwm/we/"
    "K/MMLEWQs46+D6ENkb8LmUOMe++00Geej6VkXAO9uQcnr4WcqZfiyY7HE96O2OvZQDrxCEppGVxm26H+G7bBcBmPqOsK4/tGXPox"
    "vv+r3ieDib0zgdjFVZzUjjFWP0wMsXWNPqmj03YTfWQ75H4PO1It3/o89WeIXuEvtLVWB7ld/tap2pG+xnqJ+GzRX8RascxAR3E+"
    "cSyFi2kruhGSWYnYyibzYUUDObSXI+E1tTF+c6zpeg3KKTpPnoc+fkDug/dgO9lG9mVKd5LzO5mu52FFX8ObPqkv6d2cr5iJ89lP"
    "Jko2PWzr52mFa+xiF3YnuQreWSGZngrw3hmcnSliHSWHk42GRLuS/RPW57oUe1R3FSEKbbgI/plNOjVnBrWKlrEv+wb3wm+4WDbr"
    "Cmi+ZvheY1lFpEjzIc/02BButnwvLUYrnLcw524tE3gsnvkQRPcr4e3Z7NjBYvhI1cySGB6XZWwmwh+x7r0DJeQrlGexslTJCDle"
    "S/dEiYmRROluxjlxpe5XeoZjxE1h1OWtq69nJ7w/ajbN4W9Uwu8pYN29So3lfBlWfKiUsd5mPm0nnilXuUlWg9ZDQ2+WJ2QpbMQc"
    "2LhTYQ9uhFzNgiwshfd5CD5/LPwa6yPeA827lgyNMUamMWbdszyWW7Jr32Y6wr6bPILz0ossCwlO3tmvjqwMqZ4NWZ3Pb1gU6/Dw"
    "k5P51XznCN+zOSu8ZczOHcz83Ui5Xgo5x+H4sMLsd8skPvw2XcWVOcrX8WPE2u9F//Mdj0xusxPWS9udPa8rccVWtbrZa2e0qsm7"
    "nMf3K8aumAdteqczTkURfO1ZYl0cVr/9EOe8vTyIsxRnn06CPtUxnr+tmv13iRQCY5gVwZpOjCxIY7dAAc5+iFFpGRHsHPpwIjXB"
    "00uSvrP9/QV6kg7W6WlPwwpODsTkT0R6h2o8cQzx5iLUmRWeFT3qcWgdo3pM/3+GQ+QojwYgEkr1LVsF27y3ERL3fZfVrBAYhrHt"
    "5Vqcp+/0HuznMl0HzbEad/gC7/A5JKWvOMaVAmj4CvLKbfG9GNtxhWHMOO2m9q7mfPWz7JK1fHGSzb6M+YR+2Ol12KldalHAYkQi"
    "xlPdVWZAIy9AJGLMGbOhWcv1Qs0R46HuKNb73Avnp4QYtT1xXpvhbBYTbW038xtRer2V6jB5H5Ri2tsjoM9flcfpJzeSC7EnP0sm"
    "ZyeayWvQ5dOZWf4JMcIXiOqvCEzWM6Fnr5H2YjyBu/H5qayEG6PSNZC1MYyS3Zl3K+g6Zx5mh18O9zHkkTwy2Y8xSz+TR+HZzNI3"
    "5UBE8d/qbfDiL9CvLS4gNsQT1o8FSchnfJStls9riDXaxh0v4gx/Hq3fEr1fRkp74qSZtzwffuA6WMmDxOboe/k8SdAzWHekPO6F"
    "hh3Iju0o5bYe6yDVHocyQ8dKlZ+JdFxLSoQdi4CPh47tTPa+4/B2pfoT7NJf+G6Gxw5pIg5PKAipsO++jnd9CG/TASueHpiCtXsW"
    "T/Oofo+1zPMM2U2IZWnYt8ZTPEbiRD0McnKh2qNq2AxkKzkdGj0bXkQMHmyx3iW/syL/rl7NbJW96SWsfDh8h2KvF94lBkuCrH4u"
    "v34qMyyPIqK8UU6FJGfqkYhMf9bTIOc7iato0n+WZ713FemCVCdjJ3F4NZrKk9uZGYaVGQBvPcaO8XaQyzL4yRWIMEWuTuH62yyc"
    "eZxWWSuFBFSTneAzXH0wd8bQkVdQ3x4DLy3f98s6e57LZylhBOS6cM0GrKOlzIAv34Czv7W7rENcOXv6K3EihmCdjcGtCl66+R+5"
    "ROnqC3vhcHqsU/Vs9sdmM5/xE/PTuewGzWHPaRsxxm6LgMaJm+VM6inXmRvAXcLEY0vju5bzmQ07vaEk8K6bca5+xQrYvm2C3zsd"
    "3sQeeGtx+Mkrcb5X4We9oQNmyonE7p6E/XCIcFZPuRRxyoXEjtoDKS9lTsoqDePE+D1GSjY7rV3Grxz7WAGrZ563eVU34e6z9AVx"
    "/OMP4h7GZ7ARz7xSe+u3OPPnYu8ew7o8ra9J08C70DUvQco2QTJmQatsQ0z0GbGa5+KdvsHqNqPdOlXqExfxSLFuR2OXTLAvPOGr"
    "88o/J3E06vrJmfA6y4h7FSK6sEULGfADba75CvLQOkTDLMp2V8nmbKOh8beVJ/Dp8Xj/yVLGfpR6rFQmUbvdqTzaI4VmQpePQsy3"
    "CWt+BiK2u9jx+Qr+Vej2ZCRv7JoHsQssQd7VQyQZu7bwGVmHQV6iW9m7bP7yI1LIDKEhl2bQ6w6zZqxE9Ql7z6dSm+sfkOrf4Una"
    "bLB1XU2V0dA//4Gv2DkwXCpkKDR8D+zPYPkxcWTaJfpZou6a0TS9gKiI1cRWuhnezU5IxmasWd2z8kfIXzgHNrXwPM7mg/A7DM9j"
    "m/YJjPRIHPdLjX/wJtYllqrcNpIaRpZkz8WhxAutpP60f+6CVTGmw6b6OKRhLd5jNieHB8kvugVR/HzYtoNwzwxOS7eRQdA8c/C7"
    "Z+Qe6IGLA7diBd+BjJ0BPzbOmPAevWg/vNhV2JWA7Nvlpp6v2KHmhOgpxIkOatbnCJkkYZ9TL/Mse8oIyqYUR0PqFuFnN+B31vVk"
    "U5YnyZuS7Hmv6UOqUse6W5Hq8C5iH1IhrvaKOATYSnbURlO5D+d7WN/IYDHMBOPfixGpubt8gT+fxEmxSexAbCeVfurSsGAsH7+X"
    "/UhfSjVzfntpzzZqtq8RuUxmNy+3Sv+8kIiJ7m0j2JHVvmu5FG82ANplkX4s5jtfLO2wuwX6IvanAKdjF05ZFbudzb/6HdI9g8wp"
    "ZakONBdLnMAVjdLLSKSqFPbvUeL4kur+zsc4l3v0cBmFs7AaUmtYresRN2aRN6JmN9vV2tV0sUyexT+GZjaWEWaCUzOZWO9yMmEb"
    "BtGF8LgMY+BZeYO8ghH6HUU+ZrmPFryAvEQR4qblQB6L9VVOpFoPZruA4XL2kB16FZ4nB8/aECv9sz7jUQ+68S0jfl7DTeLUHbU9"
    "CT1/Ck5DLu6VC1tUQOv3PFai7rPdHadkLxFH2vqpyEp28Nu77PG23HTaPHpY1bDwZ2CFTqw1t15Ez8FkIYP4PvEUBknQo//cJpYT"
    "7C79OL1XjKiuUt9lTfxeKdeaWYnbyX/nNMJK3eUZ00u441Yhstkvi1y2Yt/MR8wUY4O3SLKt/Ai79pPeINbDODiFdhfzk0M9Gcm3"
    "of/dV+bBRtt+boe03+r7ZsKcCI4zJin3/JZhTs6UMVsbwsoVQ3sGGQ8OkGdh5ar0c3h/x6adoEdBly7U93WS/oI7uCr4wWKcNgN4"
    "0nb5fp8Yq84DfU3Y+RFR9vXUHZ8aZ1tUra7WUaIpPyjOuk6CiE7WUzeWOqoHnnaVmlQUkh3IEJ4N9beCHUoRSMgVar37WbBls+Fr"
    "5MPTPA/n81mdqjP1NeZAbOJ3mkbTcnFqF+g32kobBgz/4Uz5SMYFnkpcKndCt25N3CKGbWNztmHW7BKM9FsSu0mhY51urDlf14ub"
    "OAh7LebikiN9tTGKtS1NVTWjnKGMsgctW83H6yTnQ/9uJr+fcaZfKovoKxpSajQ14yo8G8XYY2Xn/6lidryA0XMFs+9mM2+GP39D"
    "4gesywh9Qe/X++r/kPgI1hp2X5pKBue7ytgDthExsHF8VxHdoxk7Ctw+bsM1H2Cl4lBOYkaoOZdB0qP0L+fjJ2dAWubxRIXht8ax"
    "ssVYRfNzB4kyk6E+a6taw4DaYJ/8Rs2vBpLEGE1aBychN8oM6pv21Crqs+mV9CmK1TE75eMdCvU7xomF+KQ7ZZm83xg/MxCiFn0b"
    "Z/sceD4f4Yy8jpU/QKbjnWZBmh6WU+Q0nKDjoU3/xKn8Batj1cDZuPZdfKuDfPd4FXECHV+HZSd7Qrssw3n4W7/Cd4+RHPzJWElD"
    "xIWME4n+VGKcWK7mTGisH+A//aOD9C79MvC+XK6vy03SRz7FNW6HBtqkt6id+iWB9zgZfbg47V/ErMgxnJY1bTRRjDEuj3sWJ4/7"
    "KRL0cU65xzAeIg5H7UpmGT5mrXx/CM/1xPVSfyC7GCFGKAs2l1mmziO0vkHLVa2Ahd/LitJOckfZFa/wZ6UTLYOI0wciQdVU997Z"
    "sqkWm5UShSfCu4fJerJKvoKfY1m97bjrSr2D/Ld/sZOyCev957CivY1+qe12mee9KdNjyblcyanWZ7Afs+GjT4IFcMy2FjWlM1cX"
    "Je5vNfuKkpkc86Es4vyvvI1VuxWe/EZdiPveJlbJNlSA27Fn6/Gs1pHWS77Ww+ROaYvI3+asg5ziilE+Eh7P/yG8qab6kePETIx6"
    "nMAEGQpKiCUR5vo3lC7SXEx/tyJDSBX3xbBFbKIhjbzZyUipTUr3qMflCfJtzJPJ4XeHkIPPkL2b4r36EdvQekimSDHnQRbg7nN1"
    "j7TAW/6j1lNgta73EDd9Ci1bd2697vusxUm8FvZgMazzZeR++hI+4nB5FeeojZwfqILElvMULUQ8vxw2zdDnSjTJiVvb7+ywn+ry"
    "tXIVLNzn2JfXIA+/6lP4m4aBt/Q5j4w4wPerh1OdHkFGSm3J+diYvVLpUkreoXTc/2yJe+lVP00dJwvtCEQ1pZCyz3C6msgSPY7M"
    "9r9Dxg0ZKcE4NVILE9Ri++HkHh7KvEAx991OYia7QjIooZvIkGlPd5Y8QwzbYfQN1Xe5BZnNjHi0B+tev4sV0jKe2lJKhcnSMLL7"
    "7CLKTaE2DhRh1f+gr1zhEaTs3Tdy3U5j7F43orj1O13DDrco0Rp28FRZv+bh+GYB+xtaMiOQoK9v2YOr5F5YzWw83TOwQBG9Q3fI"
    "pdCoRyfSfcxkeTTni9kcguE2X0F2htm83ybEBYWc3p4ADz6kpxPVJ8H4x+5yONGtN3q90UBapSS+HrOJNvu/BT7KC4j/Yuw7X050"
    "vPXQ5KWsNMY0PVDGPrXlRDaxbv5ybyMf4g65zOdq2i9Xd2qyT29rGqfyP0RsN1je0oMDOyHP7RC/b4Cv9I/v8/33yYZ0Rk159M0C"
    "rJ92kYS6OfcOEve57QQrkE5DdJETZSre6Ar4EdWcGS3SlnozbNqzKUzLcMqX7MDopGaaLJr6yQG+X+h5eUz+gh512XubzFvNSaRQ"
    "CjuuLNX3dLivdmZq7VM4wuvFMG1t1HfRHcc4wPjFFP5okSFOwTf9k/jUa2EJjHf3A0Qta3GWDhPLcdyNE383ItWH9H0Zj+ceq8YF"
    "XQoJDpFv0KRjvfaHTc5kd14p5K8aVrgf9MQhsDHtcccZno2soa98K7u63LznNG0baKm31HtOP4A8noBzfjf8vSdkYyKDTA9WCZxP"
    "bIMWksOT1YkrGvRVnENpfxrRy4rrF5zdjcCv3IYzu5OxYit5ngirTVkhNw6BEHuVYvAbjB1P/Jx/Ddeq66kTzzBR5JHunCwfzYiu"
    "FXytXvSvjiRuqyEsWcVqC7s87b02+TdN6E1Yxwh7dQ+QiCb71aOpXvxCzaLXbnbtZbGeklxojxys8jqzTWKIZTY50lPmkmElA+8V"
    "8dy8XcVpTeWqhD2ieC988jKucLYai1lQ91Ker8e+ZODMG7/Sr34mdC2uMYlZx8OJ1Zrst0wy9vyD58xjJ2+cvSBhcoc1lMsR/e0l"
    "Pl+MCA1leC7ruz1bvuWblPEqhzDKs8qz01qDAhsTLcS6k67CaXwBu/a6jtI3aDNaB15iRfASPKN1ke2E1nkWnlRruUR66Qrco5So"
    "Lw1kaCDCWqohi1aw29aqv5ajKIMOOIHop79z1rArMxBHwYdogFj4fBmN614F6aiPOHQZVvRzeAtbcYfFalMu70tn+BEl7Esz334d"
    "7Gm5OgT5lqzWJ72Nhj7CLCE+e4xZznvE/NgYJHgW9mke9NUc7MAivUwvrPczvMbN8IZewxvUbZ0/1TchS+fCrnyPT87RKTgbC2Uy"
    "/mS50W6pCX2lvnOcCtcGPtFH8MS/ycvwKMfoDfjkubAoq3VgYJ3YVHA25HwT1m0V7n+5Tpbr8B6FPhth80sxxrHlnofq+Fp5rbDn"
    "6kpyt/x7DFhKXqt5nKaKIoIoVsf/WEms93Jq6gpq6zJdDT1RoMaj1r4WJqZqDSam8Ve/jZ9ej30w5NmlWMu0gCF7xSCrGfqU9JcL"
    "ZDnxcKrIgLZ+P3Mfu7Ta44G42SXDDbiUb1CC5zU8OkMwOIYdFHs5VbqE9QtlzBTzmvmgVO076KPDpBzE2BtrXSLP2NvpBZJJNoht"
    "8Ca/lU6S5TsXE0QoNz5IQw3rBgnfoVOhLd5GpJuF9zKprkAEdj9WbzGeKY+T6BHi0lSoYZD3hoQ/LE1TXdodU8+UB08mvJ/ovQAe"
    "RAfpxApZESThBDH8NfNorNPmPPh8IUbrh8Mbtng235+pME6VEjPvXFapD4UeWqZFrAdUqvPyWpE7yPiPrZe5grgRH4l1MHcUw42o"
    "J5uJDbTGZ8TMl2nKJ7SMv2W4D2JvyDLfD2WTIcYM1oFZv2T8GaJknC4FjN1+0Qv1S+boHta7096ErJTintZDcQARYN1EetxXrYKM"
    "eUrUeQxRWnzTWNcxfi9M8bYl+6ITqb7ovdBQ1b5mG03FPGH4Ujt1JlbpWDEUhZ7wk6zS2FTs/c+QJXKfjq13hX6j/4EfaixBk/VK"
    "PQn7YFW4A6SC8w+GPm017nRZp+mMuv63YhPWrfIidN/R0gffWyqPJTIh38M4jfauvhw4Gx50kX6CiPNVPPn3WLe7iIpdTA7NCDtX"
    "C6nnY3qDnI44qCUsYAdG2S05MxYiElgGVrIVK+hxjwj4EjtQ96rj6y2BF9OHebRM/Yu1liL2x9q/Z3tkvrhf9T1k3ntEWgWs93y1"
    "2YWEYTD8hqebytmxDEh5miyFh36uXI2VHIafWa9YH7KjVvkMaSUtblir/zXXkObn06O+08Wd8B7+bIRpGaNerwT9vEycjGgFZMGJ"
    "wetwO12PZ9dh8Tp/pD/7aJS1lU1YoeH/2i/mfm2HxZijB2JtKnQ3I+soa0AhaLipsHK7qQtsNteihFx28CjZwGP7vJerGxdB4xcj"
    "+gixqnUip1THSzVj/iBzR3eIebx/+xxVBdHAreo2UUzO55LXeQIk7HCc1LV6P55lE+5pM5z9Asb5uBSrvAwn/AU9iZl7y6lHpZqV"
    "NOvy+t81Tv4KMkNTTCSbKbAEpisNIXJtigdGPYJ6kKwJhdDddVsMm5jsQJzMsxjVFPouk23MzIRgg8aJyw4Us+fd8jTv6EDYwcGQ"
    "9o/1FryloQ8cJCOliYRSHChx2plscpoZmsJhYkgpD8h8WP57ECm/hxW4SF/Vi8irUs1TFyKSzVzI9PeWuWM19Rno2TBnvXJh/Yph"
    "2ybiufvJD2IV1EZiGNwD9T1EFQlovk36JLzNpdTUP8o0rK1phm7yuD7JnrwyrspODXpMH+sxuUa64tSWq+HD30z2DevcmYwn3oBv"
    "/Ij7bmV8fiT06gm4giFQh7RD4C2Zrd8iXvoHsnI7JOFL3M060jrjLFV6vsm4x51axtx+nPsR89lHJ8tJnp5mKd6v5D45uewEf2kU"
    "Yv88ytYmcvFuJPu7ReCj6PkVs3+lAH+/S28l30YVce5N6x4hMXYVhPwcUzX30rTLPWKz1iFi/2zANw3Reh6uYnY+XxZBjw+Vmfjp"
    "L/JfrIhZpnrSmvOOlvUoYM9CN9+z0JYxXpzxn+MuL2TF+mho0BbyPedO5+Nnb2C9hsmB7CU5Exqgh/4qxpe0AjFuEVZ3N+crLXL9"
    "BitVBQ/jaVgHi1EKsdcHSg3WR6nvQaqgxknQd09wLi+d7z0a2vwBvFdTRIOrZaK+rzNkQOAbjSTq1iFnwbM0DtOgHsjZnBL2zUSx"
    "v5XQpHHyXDfitPhaxsVXyOcaZVfueE7e2ZyKdSZ3ILfMz3yDcrKFNSIGS0hHyXr4S3shpXHPxtlFcqivlxBnzng4rG9nIT7T1hAP"
    "Ic0LIYF/0/ZvUeNiPQ6+ivn9JyMqPVXmU8vaGxX6GPZUMdxCZf6snJZFyUlunQ2W5zhVdtIOfyCOIb2EGKwRVrqta8jhfkR5emOs"
    "9GeydmB72FfKa81pRX2U28AzQ5pHVZ/ayrway7I5Fqugr0RUMxNzhDh03RD3L43ZkaivaSfI82Z9M8fJ75DyiYgSliPy3aBf03u0"
    "efoDfBefnaU0zylfkYroVZOYe91F98tyaujII+V9vFU77M5U7HCQPIJX42l+gm1K88gimeqw7MN4o+3SDdrUWHCOlPPlCTle7Xzm"
    "6wDt/a98W8ZyN/D/oQW5fzcY/l+9Cfoj9qNMb5GXEC+vwNNeqyOgVS6Qv7lHzgeIsSJs3GwPw5ObIK2Icxqmdiny3bOV1FPHSgnR"
    "faqJ3FRK9EbrLD6ddjHB7qs4+xmsdtpD6p5DDuIEhTirV8KqVCFPwkZOtmcSrdeih8s5zTMKmn8V/BZNocMpM1kJf0ZjZK/pxg7g"
    "PF4/yhzqXVLN+amYxxdtIm6C1qGG7A/tL56qKTocRdfLVXuVA//PakappUzfJvsMI9SwIe91JtngI35CtXZ9365Xb59+das1bmGe"
    "OsxpcKv6tpdKzlI6TFD7zHniuGAtg9ZUfkJc8gG8kRx9AFHhSbCHe3WQfCxPELevI3uLzOfeCStkM9KlRCKKGScue7Icz0E1p9Cq"
    "OUl3uRT4np8KYjKu8AgBo2rxyy3R2jyRhxCnZATztNHU9FWM/IdVPDlTaKHsJM6BlgpBouqzw9G65IfBIlgHRhT27GNOEJQz56s4"
    "E4W+3h7ySOb1pbHEUrqiiZR5r2Cgz/LWcDVHPb5YiFlg04a9/BxzR342SMaZZAYnRoTNCPFqEtQAMZ9bczvT2Huef8F7K01VQNVz"
    "lEY8g0LSX60kF+NeauK+MktvotRWex6+CLHJg0QdtzjaRXl7eE3Xz99KrqY/0S/wJ07kdn1DvtKjdD1x290qNhRJTee0pWT1lfx9"
    "uP8SnjtXGFE2oIfm2DhqIkpDT5ut38F3NUbkv6ApcuQLWJ/G8qT8wY6GSzmVlKlvwjqs1D3yLaI54xfK4NT5dcymH4k7GEfkv89h"
    "1NhFF01XeUQEQYRgHr7jc4r7KkCcrKHF3p//dwThIvq1FZBny81VMGecxz6vSdC1qxEDrIRlsY7go+A1XYy3vER64yfHM+/TXKp9"
    "h3Ghxzo+SSIe56CK2XmH6WNVxP7Q4IdLEn1C6aPYWufxDF1On3wXnuNv7JGxHbSET5AOabZums6Syb7rLTibrWXVflmY6vKi6z5z"
    "Sq/T6YMyzn0kUYcbyMt6BbTit9jFsKYHnkV8eDP82Kg4jKL/+ornZs66Br3/1g3P0RU+lcN0d7zccdZDO4uzblFyEMdpW3MYyw8R"
    "1+PTxLNXRYl4EoM9iSI2KqUPU4W/M46u7fCHN9O7q+A5WMoMejFt5g/SUT7D93/VR7FehrNyi3wNT76epAXGB3bA4zH8QouYNjPe"
    "DemL0p9IrC7j0EKSCDgJz/BX91qXIB7pKnt4EnMg112ZI9jAGaADxaHdKefKq3ykY7XbDvjTbnocF0p/+oEtoRVz8T63ylh4l5bb"
    "MB/tBM4IuXmfAs7g5VF2rDZ8Bvz69nK2PAr9czLiyg6yGhrzd30G8WdTeV5bBpIyYL+SHeyub9c6ll2PVzzFjprOvlqbMDyAfcnW"
    "P7wAZzjIiMDmfcbqE/oZ32mPfinzEXMskDPgg1iuegER7VzNrRixsnFu7dGXZRvn0K3brwninHwi/O7V7fvB5+vLek8xPPkY2Uss"
    "a9mbuFfG0lWPsmI5mRAxiEZAak8TQ1o07zDkGQU6sgZlunixWq5lCd5wBlanh/wHn02XD7Gy1Yx5LGOdQX+jgCf0D53tvUrTQzHP"
    "UxdnHsz8q2XQUW5SJupZB92MfED64ZQehbdqxG7xXObEhCcgpvviyTnsc0GcUOHXoCmlqgGlSlj7DTDXYzlcszfpUkR8eOsKehef"
    "P1EWQ89uhwwMkHk6TRKJwwLGfLRdx4mruq+lhnEdzS1x3YtwipcSf/ckrFN9OT+wkFnQurodi7DTUWpFx5eQwWmBEN7rdd2cWCh3"
    "4G9fxo5eFGiLaMQQKxd4fK+a2XshS3M5mZ4Pxk70kyzIRLa8A6nojmhtMXYtwa6Wa6gHKtihmiAuYQGZS48kH1gPMVzQVsSe+C9s"
    "SxZ0pJ239v4+tgsjUzUzx0hqfIU1HQdl7I4Nq+tNdZjLY9nbno8I7hriCFueyfTzaVijrxA7b/T9Pi3Z3dkwZQmdjZwMe7aRWOV5"
    "iKhjWMsL5G52fCyQm2USzuHIwGKdrEPhJS+C92xy3JZYf2WIaA6SLWQaMHzYlXwDs9pdfL1AJMmXGIONSfh3bCBBz+a4hzPbIeai"
    "3Jl27NTdU/3CMU3yMCnR/Vwuuytxu9RPJ8c4j2vxYysxXrBSdohlwD+r1GXEq92Ae07W3+B5PCWGpnizxMRq+i8iOl2lNulamNgu"
    "GxMNEGOE4WHdK8/ptsArOKfZOA2dqeOs83itGkac8de7ml6EFWpX4++Elf2F3vub4mbeD2Sfr2Wyh8l6PNUpuN5sHS/WcXqdbBHD"
    "DXlRnoWuLSUaQQ0HUyzVLRFE1BnznKCOFbi9rKUEaQrT2P2qB5lPk5qKboN9Jn3ced0lX8BLy4J311SOEeOY2Aitl63zGedZTs91"
    "1rgup2GSxCT49+j9RuJxBf0TO1SqTPZ1V2pShuNEA3SVxBh9yKYS94wJWovxzj5nPS4jxPgbn5APYKMPw+mar69C06YHZhCzrULv"
    "hr44Bb+bpIfJp3jnCZDuPE7WfS8OFczihMXeC02TJBPXsf6ONsW2DWdkMHPANrlvPKj/gU9k2Gnn+3NYQF2S5IAyxKNuzD4mmMlq"
    "wo6jXH1aXtTOaX8lItAHO3H6H4PGfBvPdw+8wQb6BzmldhAJeYDMwftYvTGPM2oBoi39//0xrMSrcHo7y0VSxB6iDHJU5lHCcz0/"
    "hPp6UgwasjRV9f63iprDPk2wOyMTd55CTuZqzr+vkqhnkQ7q8z77Xcz+UmOcifPUVvudrWQtZiVRFqv4pzJWk4px1k+XK7AK+dqN"
    "ucOBUuH5jwr0c2rAuur1D+gN8LnXEYVvghiWwjFyjiyEHsnyqC+zfKQSMKSjlD7496t9qc/jWsdKJ/kGGmCQPK4PQhu2kQv8SsT2"
    "QR5ryN+VcyUOYw72aJyJ7tKc+ZMcdVmUEHtJ/sSzjWI/meWJ6+7sMZ6SuK4jnta10E5lRBw2i7w/H7aujHM+/KyzpZg8b9txpTcg"
    "ycYM9hVnWDLIEG414H/wb1No6zxItPgexMj/VA0Ms6SLOP6yKLsOXX/nWHYV25Mc46PuNOxZmrg+z2zmFt3ET5l24cm4HP58A8TP"
    "L7JH1yxtCNJdQLseoV42WWvnsVdj1AQO/8gQA/px6rWAazve84+GmHNpLdYPUOHj+Dij/ZXMaEVYywnSi1kllmVe5Dv644w/yoj2"
    "H0nxYFvMVzvrE/Fr3hNa8xFYhO16nHSRd6Ft3pB74Ek8x47q48TeIsInS8C7uFQK/ZMEtTdlrYX36HO5HhfILnYexxizhjhT146M"
    "AYastYVrXK2ODWOAWLzak77Wbs7r2JRFOb3fTcyti/wvW57rFhL4qcfDdtwGD/kEvP1M2OANOlM6BuqWqmPwJiuxE28bRjL8mgbw"
    "fD9AFLE8hYvZVxzHoMsnVrJ/sE0tn87ppEp6hWWcNg0x6jmD/S7WOz0Jz1NfDNPzLFqcfuxAqoDGsh7MdfoUtFUxdZPFel3F8WXt"
    "It+TPcHfRG50Zzpb3fRwKTOpDtU6k6s7lDpqf+enrp8UkXEg6FmNigznnd0Se4n5FfU+bzW1nKETWYdGNWSylJ30UXbA7uWT3oz4"
    "tNJnTpXdw9U6lFhxSrSqo+EB5SLiMc6xFfoL/KO58LwnSBvxOyhaK7dlk/9LWYmcIFshZVfA33wb9zIOq6ayF3vkOnTd+9j03ovM"
    "w+Sxk9vl4Sb5Gfcc5rMTnEPb63Eqq/1UlXrct3/PNN4IH6gpeRfDnA8NMY8wH+dotFyF9fsH+/gz9uJiuVvvwE6fI/fizRqJw0Vo"
    "TQboU3C1XZzCnqKjZTpWqavcBe1gfe8fQvc/qf/FiljNxDzcPl47GWvBGl0Cn6m/lLG2FYRuWs8sXFtpyt7RujSsq6iUwld3eGDN"
    "iP9j3T1fIIo4RnYSReB9xIy/IkrqHpipHbQ5T7XNjB9MXvrW7FcqpGTWzWbXAM+Z49EHStlH1RPa6k5xU62Gy9ZDYl5OwoyqDpZ+"
    "9PkSPs8V9Zli47arUrdzjiGiyme5XNZrp8fwjXBarQorliYtOKlmVznU90jFyDRjnuUo6SN/YsXLEJfeKMbg+B100V58+hJy9UbV"
    "TeCGvPYqZ3dotV9Fy3k2S51x01iGrnEetHhz7PVa+EVbdAXeb4ycIYuxd1sNeVC+IltgFlENduhNeqc+hMhpBdY+HxL6tx4XmIbY"
    "boXYlGMh2fEKiZEyFr50PVkOrSGsT7Sq1WFWW9P9O1+o7XxLz6aV2Ce7czr0q/Xp9MPVDXNpu36O1ZgPDddIVpPZvhD7fLcsk+n4"
    "k6Hv/w2JuxGWvmWgH+RhPvZ2ojyF1T1E5kJK18K6nsLexoaB2fAdvpefYcE3ag2zkTtBNVXCMl9ZjJLjOsLMm0OOrVuqDMvjQGbT"
    "cn3moxl8lTnsorScZw7eJ0SG8SJ9VfbwpBlmQkN6sEm+0mY+ErQ+gs3s8drAFYdniTvdKauI8hdnN3vEIw266kN5La7h5K/mnsF+"
    "C6TgeJkq1hFdjCtuYK1iBNniWusRiAD/wZXe0Yfh4a6AbDQJ/CGOnbEC65vHytz5uPcFcgciGiU/esJnMF08sQzyGycXj3G+Dieb"
    "bJX+BRnK0Lc1LTAPNnE3nsJy+edDQ5TqC9ip/pDPiOcbVp6nCL0TW4/RkPre4jr6V0uMfoUxb6wjd22NDU3fR9p+0Xt1DCQ7B9de"
    "hdP0Ac7D37jnYLlB7L6zoIGt47xcv8bvdsiP0GV1Z8zq/kkp+/gjPOnmCXxGD8VQq6drPfgXhhD9DE7sF1ixjdCtn0BjPSU7/JRo"
    "OfMljrN4JSuJDvEymY0Xz0vRHVqvlLPrNd20YdacHMuk+i6u46hHHIessWs0JZN5tl4p1kFsGNWroLf74zQNZCZhOKtCyY5Kwwe9"
    "FasVS+lm129lkys21TKGUu3uX6kOHTfO2uUhZCNzuWn3887cvSfxk2piRVXJ53iS1dov8DUk5BG9nhWEKu+nHsqcTg5zhUnOR+tP"
    "sJroZmKDGdroS/A+pyLOXour/6WPwtb8HdjiGYsDxHZw0zNRdqBbjvUmcQxm9UVSHNxmnSqYt6srj+QqZY2IIJFEgU2Q8/AbeASr"
    "9GWsbFuc6L9wclrJ1/KUrCAaeIjfLPIcIVFOqFnleQ3+7SzjcCIOYGdzMTTTtURNN8mxbrmxMpxTdVuhJfIh19N9TVCJEOSm+or1"
    "Z/bMWlWvlAgtYT7nVMkgLnXd7FU/6UvM8iQg8Q4l3JjMzSo4/gBX7SxQh01iuHK9oCMXQ5t+jSfqT2zU1fDBJ0s7xGcNa7H8JTVf"
    "wvuYx/gKVMyzoFul0fXLDPIZyCI9l9pCiWdeTN/nCAmmuIyMi34nP2lIWFF2MCs1TQXRUgz9/CaJsSoYZbS7gXGD2bug1s29ZlN5"
    "rlZd6LuSle+dtZ+Jg4jXsHFG5VGyNUXJuGH8L8XYf2e/b5A2ZPNwOA4FnJRrLEfIcYwWTSIqiJxr7Iyt8MmDWK11tecKesO1++SL"
    "/BmzPr0N+glWYCM++wRkcR5ZxVrCRv2GM5XnKzLR1MyaMRskEL/dKp9Cgx8Ei2w9le/hDIoODLwhxmZv+nOAnCdWsylm15uhSljs"
    "fYokO0hdNm4D13G9LtCTYaVuhM7oIY9Ayq3WtBG21nm9+i+da6uJ5VHhJ7MeZNasmvIVZfYqlsrsJ2ek1SNVlfFvHO5ULxkizhvP"
    "I0ugeiaKtuJQMnrBr35PsliNsh6eHeSMaopVmoB934PVm0oEnWrEUleJ4eUNxz7dJBOZG4nwLaxDPox9tNmWunX8NrI72WT/y+yb"
    "KeLMx2+0Vqf6Gmk8Nfedzf6A/aE63S1xv28Wr+8h6r2dwgWwjTeyU28ZIreN0Ia79Gms+OtY/Zsg+VnsZ8yDp9lHZkFnHCR/4E/5"
    "fnLWJkuPpX4xnzWXbF2Hc3o8zppXhJF+OfRlPqx8BefCLyB+qfnB/4WVnWO4h3qN90qd51qprxE7/1zJRJT5KdZiJvTJEVjb82UR"
    "VjrH4zXtywyfYLzyKSRvGbT1gYihG8gm+YlYAZdgDT6FfzaQ864P4DoTtTlW9GO9IfAZTpXhthbqMMlkXGl++dXwS2JaN3PGe4Hp"
    "eKPJsH7fYMUPw31+1x+kNZEgWkqiFv+742yJcIpgkBwu23iVqDoOwwgrB5avzocWrPR7ZBFFpcY920iUrMZJn6Op71TP3adHRT1e"
    "nElxK49NV+lR9yJcG5uPrPsnf8CnM5sYps+zQJ8Tm6oo5nxfpV9biyI+lZXqWAlsPtyyRrupSfuwmmOYnZuJOhvzurIhcZPeYs2r"
    "THdSJz3kJ+NymJ8xltTTOfFkeq4ZfeCo73iMEufKTphNCST7PpK5uqTH2STl69d4ZgFxdt6uZJ3svcQwWUKcPK32OfCDfS0kSIZ6"
    "cqzjfXKJKmq4y5b76Q//5WHY31AqI17ltce5rI70lUx6VJn4fIy8bFV6JuzGavi8lbx/JeMzV5+8gBxnq/QH3DE3kA3Ppzl82h/g"
    "ud2KU7UdT3QL52uscmGorOb/NpRv8Z3meBL3hm4az2V5rdb0IaKrO/RmrO7t+Kcf/JeZkPm7JI5Ixu4+lngyxjY5EU+4Grpsvc7A"
    "iofgI0QQKxuusNmxr+HdXsecfNh35GVwT07D3hgfQx733VbpH0Ypa/j7fFmHXb1KjA/EPNMC/OlSMXy+Mn0AOqiMNRuzjYYE2VAq"
    "qd8MKWIA7jsYUdR18FAuwzsvwM+mQxKnIrqvYP9jDuLAZfpJYDnu+Jl+yy7ahfoKPYi19CqPF6txG5bNXJzEmEd1K9O4R9/onsI6"
    "rvlvkmvB+MUvlJ2shVusbBp6PfRGJletEtpjO/GATYqs5jtZHMtzCD5KArbWpqr3eqbSXfvRve/TooQ9fo+r+sfxNjvIercGe2uI"
    "Wqv5zxf4mw9lhl6EE2PIVM3Y7Wmdqz/htD/AylaI/eFuujLEOGi0r+FEvJYy39PWopOfLl7LXnPnuVR7dPbu8pAYO6/xEn6o98Hy"
    "GapKJXTtaWIx8AlkLEyypMToMSQ4per6ipozI+CYP4xl7wHWaJUVs0xOStpKO46TK/eTS6v2Fjrh0SOGiOsaDLKO7DAPmntM9Tj9"
    "S1cJcvbiInGIjw4nLlP31xdtOUE3b1BFXyyNHVi7Ur5HsmvN3nSIOLbEct4pyU4egSawrkqTL+NKbS5JFJTiVFWt0tdO4+Qit162"
    "CmJ7Vmnds8s5eo7MhoV/E1pyO+K15VjX9ZCLXz0a4HBxWLzK2oRbCVfj/wCS8wUrQJnsgLheluynrzNOlK4otbnVWXb5yprNmFQQ"
    "oTDKPo8gtGB9uZnoasaVY3iTaYGOciyRF46TFtBIvYmWH/ZcH7vIpWj5x9ukgl6VWbH5PiMcI/O6MgZI9vc6+bVa6smp5wz8a89l"
    "KdHzjpSljNOqOL1he32D1D2XY7syhlWuGlRgVwHdS91SivezLh6b/tmtHzGaUfiXQyR5sk4hF4JD8l+kf+BsGk7XbjWMtoWQu7/1"
    "qEB7OVhyGUGeD5+kNZ7L8DafkWlqtcSV2MH34ROeKYMQOXbGmboLXpJhm23Cqg5nxrU3zlonKee80Dx2ORsSXYI/CeEs2ps+TP6H"
    "uuQ6rLP8TI1jBrUM4+nw6Mr3E5ccyLNbzWpCOicsKzlhaXhTNpdzObuRDDVlLk/iGlpPw/C3vo2+xEmx3d/FKHkp/KkD5S75R7+X"
    "3+EHLYD0pMsI+Yjdyhbr9SOTQYg+quXvrxHjKR3KGlk/acGec6uoVzCXargeYV+DsQx/MuOcxYxdf6mkFYqQ8S3IWTPrfX9J/gNP"
    "bCn05IP473T9wKpN+5kvOUWSZ6mG99phHnWR8biHMdduxDt2FZtV3IPdf6vWlHchdiqSmuMz7bgLErVTL8Z91yIGuwdrNkHe1WaB"
    "TOxkCb5v3J0PsI86DPsR44R6XfNzM+EV/xd27hSdk/hQ2wQq9Sec719hZevOumdiHeI+ukvGk9bpexqij8lyqvQP3KvHa37iSV0C"
    "LfAenvY3XOtFWLA/yYUa54mpYrbNmI4KiKJvMWSBvgwLu1l7QgZKZVJiLnzDmwPj5Gi9CfLdWiIyRW7VsyEbx3MibRu+Y/yeNlP+"
    "PdmOYsTqqOdrXFKL3T1IFOKgr8qFWEfsBAvc09dRkt3HCUZgrmMzyGhnAOcMLBP2CSSoNbz91Vg360xZxomDN4lDF4GdLibrcdDP"
    "wCW8JbM6tO3dFET2QaLkxskmFmE9ocTPILiepPGMt1pTL8xQQ4vbBvtYQt25l5F9EJ59T2aXSphhCHuPvR4+dQn9Qpul7i8Ox8wk"
    "aDfRXS2DPlbGiU247YbObyKvMb44WnpIezHcgoV6syQnso3zuR/9jG3k7loqhkRTwJnTAliO3vInYpgXcJKNaS0TkdlGXQyLcCvW"
    "ZAX+5jdcdxNx1zfp03pQYAmfwjjTmombWislSvA2Vhir9BG80yvQYsYYsAsx2VxEnobdMkxG+JPjZmLGipPgemIoYuk4Y1VELKrH"
    "qNWyRiOIZlfpK6BxdUxzR4rjFWyLzw2SambX7Vksi5MO7/cEsRpCG3iHD8MXW69v41y0C8yEv/wHJ2JNv1eyQ+lg3tllpPvis7/C"
    "/7ge/ssVWEdjVn1KHsdd7+T9KhknJSCvyanTIO1sHpn6nIxE2auWxxO6v6ja2Opcbirm+2ucfOdhJ68X48XeRF7Lq8WkMxMyd4B8"
    "Dfl6Hs+7GHL8KKzCRrzVJshzDtbrQDlGjhbDZlhODo9TZQeebrb2CxTLc7BD3+Fvt8HbvwgWJ1Nv4bPF93k2V0MKYLVz2JdyPREW"
    "lhJNqQP5XN+RM7jCxntQRsy3TrKZ+q7uN32N/YkHs87Sgx13zeRTtW6KDOxPPvmZ9uoycWh2xZzQr9AWcphU0V8MM8fmGBxDRAtz"
    "miBSS/9az0wfMmbGiJVp8eLjxNDKxrOdi9/tgi4xhsaOsJKWa8nBSTlHOsI2tpRD8c018GHMYh6JaDbMbqET2O1oaAXL1PUxtpAn"
    "sD93yw6fw0r4eNs68tdBojLgbTu77/CnDyNya4KeUB/KudWuz+PUnnL2v5rTyRF29Csl3DJwEyTCmlQrVuiS3cLdUpn2EHuyXP3B"
    "4sc+4p4kHxq7FSS+gvayu2wjh1CQcemf7MiJEG/B5pKWMwqzOu5q2AaH2lOsP8hiVgD2EqVpPd6/Wit9rcZ2YrCsgVw+IsqqZVCT"
    "vLDprLKbDDoU33x2m9mM2i3EcyvGareXq8Sq3NX4nPFgGKreXOzKsdBbl8lozrNtI7q19Zx+LefK7+yCdTFlNTlEK4mudTciuRw8"
    "SwU9BOsxzMRbWR9HO+KM1qMfeSQtm636KMZlCc/qdjhnoy13ZxyvjZi1OB5a9Ars4SqyRlq3qyHOGjLEHk4h2LpfIHHKl9X38on6"
    "WZc9dbwKAi1c0x1czVrIOzoP72D4uAfJC/DfrFpQitP9ic/aJjsp1U+EGadhSyLsxHy19TIxJqRG+GYB716eyk3W9nuvw9PmQXfN"
    "gDaboiFo1e/hY82VNyF5DemduoxMFntpbK77NrILJCsO7lR1EvU8U4WUs2JoQeO0f1zGwDo8C/uyHPa8rWR5nOsyjxhc7PGj75Bi"
    "7t4g2c07GtbZBqLEu7fZpWfg+Us9Tnd2LeSVDrVmHsxHu0FnBW6Wi/U9Iu6fKZOJnDcX+xaB3xNPfXcrv5WcPNgKHRjxPnwJa5xB"
    "7sRGnQoNvwme+G7orothAY6AhPwXn/gJFmAcNJ6djZ/1bWiG1tC6qxlRfgSJW+0z4DeRl9OmMUMe46b8f+Y4rKM2E6epmexl50gW"
    "vKVifQJ67lQxTO2avELIT9pa50CU8Y/reQppEkXUOg8LcT/HVRJPdf9W+jx6mPbLosNSVrkti50HzXWjjIA+7SovaaPAZvjOK+HB"
    "ZevZWDuRV6EVBstFch40/p3M1l0oM2BtNiRg9xKnBqbC+xiXeBG+61LtlzZJTglMx3cq4Q2UkjF2JzEtJ8lEOUjuhe1ZgThlmn4p"
    "PyKqmIK9PVNu0dukgBNGaT53HvZZUJO5cYEmsNAf4rzfi2hvAXblb71fMwNP6ouQkKOxTt9Dwp7T9MAG+OSHy3E6OKAex7pG4pMx"
    "Td3VsRPlXfkN7z4Bnkyhfo39W25IPvjcHCJeOMviODaqNJcrmKOGVrYT8tUz8BVWcC52b6gYE1c5tFp/TpAbD85m+iINxJ0O49HM"
    "oh0vZOfQo74yNAw78z5koQgruVyXw6deirVeph+SnaDUo38W07eqpM8zD6t4JSyRIQEY20tnnPpduhfR3Cr44YcgRngIVuhP+V4/"
    "w168pMVyfOAX8pYbT2KCmZYadCHrkLhZzoJXFGF+ynzMgKwhHmkx/GzX6RYj2sQedTPC1kE1BXbgYfhXv+hq4vWny2Iy2VWxY3Q0"
    "cxC7YJe2EV+xADbBcXWGfG3dVfLdTuWrVT2zOYNjlcTPYdN/w1t8jfOVJ0/hXl0QhT2EHf8Tb1CISGy3PJDC3e8gcR+F5+l7uH6m"
    "vou1r2SWZRv00TzmAyogk6Ytr5Jsb52zmW8vYB43G/FVFmR/DST4PfmWecmOcr/OoWw29pnxwP+bfurM6cGIJvmANcXvGPBnMNfn"
    "lyLQrZOwNoeIzbVtSZ3tEH07F5EeCX9qp+8hKlT12VKLXYbCXz1cbEJ4KU9DLjGvR7K3t5xeZlgnEgMh7k/7Qv2Und+95EvJJfZD"
    "EH7hJ4gG5pGhzLylOJnjPmJm5hN9Vio5T5cmST9CJOHzOyEicJT7nh/rh0iwfp61n/mFodLF55U3pDJZLibdrF9BT4dorZ8K5BOP"
    "f7Ssxy5b7qAnc47lfPuQl1RDMblQTCp7IlrNxc7tJq/7FbA1Lv9tLMBXkme6nD0I22DjiqE/Kjjlk8eufcP73q5NAmWMq0Ie+aC3"
    "xMgTG8OJ/N7LkbN1afQiO0myZ74AVjqDHIvH4NwZd8J5kPAVvlPJzRYWe+4Qi2vGyCLolx8R1eTB1r6F7zY1vFRERqPlQdxtHLRO"
    "MU5EJq5bSmyVWTpQzM5cS0846GsHEfYpVsJiuV6sXLHu7zCx0u3/22kzk2gBAd+XHmcXyyHw7O+Q98Sy+BV4ousRs+2G9/MTvWSr"
    "KLRgh8sy/NsQUhb0nXhJaU5G1Qf4roHrpC/snHEQ2PT+AGih7foTPI44zkIoZd22pPD1u+CNLYt7oTh8wAOYgXG8b03+JypwExUJ"
    "IupOkKvFuiG/13V4S/PObA6wUrt4658gOlec/Mlxn41+yDMZKdExKz1bcHuZKzaHlANrvhxr0BJ251toxiXYj1xozZdxWgbJFG2d"
    "ZnhSb+GEtdcX8GaVzOj9Qs524xS5FBGKoccn/ZDaaD4iYU3yOpsMdZUkK26CZyPh8ydBxu8xZjZPwvuVQFd1gYaq1vfhNRVhrQyF"
    "fRtk4QHJIepE0GcVKjiLnfDVq+GSkZpUSOY9Y/s5jWnSHU++hnUzxz6eS4bkNdiLHpKcVQn7iYw0PmN3H7MmbUWcmbV8sjMbW0VX"
    "+RyybbxWS9Vw4wYHzhRDFcvyTLXWwTpLDMuwmOhEC/QeP3NSzJ6iM4i/Xk2GXKdha+cgyylHhlOfh93fhf37DdG5oWwNCfwiR0my"
    "yzKc6u0JMwqZof87RS/wpoWV4jLojChzEFYLtgk2q5OswSk5VR5jH+1rWNv58P4sGrN5y4Hw/9w8Qimn0IK+rroR0lOOt71EDDn9"
    "VZzqLMQzxvrYWIxjI5vdD9YpYH23DfHnUpyy57ytqkyxycWI0VN3j3PdGVrDjdmLdS82vAHqvXJKbKv9fGewXIoo/RSsxa14sr6w"
    "zvXlCejXPJyeJyTiMb0iZLmJkwsgQV9uHXyEzTjrw+VE6FzjlzhOPoQ8doZ/Zwgwm/EOy+CNmYfyO2fGR3vcvITPithko3ue5eSa"
    "SXYlKrEhY+rQUi8U45g8FrJqsddcfLajGLfJ1VjdTNZQDiVedoJxo/HcfIS/+UnXsbt9M+6xHuu9Wn+SAt9Xn4CWVo84ZJlsmxPs"
    "KavwTdNILWU6Vm2QvALb140ZibjHlU3iaBqzSZB2oPY8bRXztQ7HpI+fXjD81Yi6vouYn1oIEx21ghLajd54hHgodZ1T03X18K5L"
    "ybhlcfLpOLmXQDPvgL/p8roRVhEvkghZ03PgC2zVp2QAYq0cfC8D+tiQzbeRuymeynMmuQWFujpB7tNGvlfUYWS7vThV0tm/7nCk"
    "XAbV9cc1xpNahaM9v2MzStYZb3wcxrZVCemw2fdK6OmOnPEMyI3QcDYBMgDxujFclOM827RXFmvSt0gpr2yaKMLTWwXtVwwtvQRS"
    "PQa6up+skBPkGWb+P4aNL9Oo7xoIs8vkAHEM2ROYi30Pz15A3+ZTdtN8Dm9xhaGZYdceJXr6dm9Rt7KrMZdIk93wjK2Iw1mB5zCG"
    "5x2+vm/4Wa53QPn2DtkkB9LpOJZcbv8YP6v7opwHmd+Gt7wan/lEVyKCuBEe8suIBrdxmj1bx+NJcolPVAoP9g88x52IMe+EP3C+"
    "2JSeoYZ+C71k2ZqBiDwLsA8nMoOaoDdXjXPzSSI98CCk8jncYTsk6TZWcf8j66WEXp71rZmvMkk2MAoxPN0uzDW5jJ5Fkp153kqh"
    "lQwpZJF2Zl+F9XAbmtFb0FU/61ixfr9MeuTb4ZHkwE5MxVs0kim+R0+Z3Qz57M92+rB16Z0Qzs90vQtvVYCV+gKyN1Mn4lpXIarc"
    "kmiN6PEfnRJ4HZ7/SNjFS/V+mVaruhLXNim/287SsaxXu3l/5TxRGfzXLdYNk3gNsmBxwrHyMXbzCVz/RTz14bJATxND+LOs6S2w"
    "5Lmwb6Vq+Kl117O+g4T3g6cNOYF13oSnytZpuO/eVL5ZYQEdKnmQHDptEae0IyNZ3OfvDW2ovxhK2F/Qo4fKG3yLMdAqPWGPp5L5"
    "dT5s4d/6JmcAX2XlMEp24kuwC+Ox3pn4lPm8u3G2u2DPVrBKNhYrm6034Kfn4BTaed6DCHAZLNIOvQurdYhejEj1E+i17jJK3wi8"
    "qjUIZi4rFUgh7s7XmZB2QwX+Cdc5lFhhf1rEgP1fSiSeIGOZKOOz/nIeTnx9SaSY8xrUiowSsIotiQthiD22ovWI9HQlYkxXgT9c"
    "XKVdiewdZN1d5NiA8eUZCvvp8jF2p788rHPwBH2lM7NrySxB2GfACveTV/6/vq4DPMoyW5+fEHroTQRRBEREwAKWBRREbNhoFlwV"
    "ry4iuHp1Udld9YqubXVtW1jXchcLlgUVO90GUqR3opSQkBCSSZtMn3Pf837fTKLPDfAIkpn55/+/73ynn/dtGOW64VfKrLfQT7Rl"
    "+r9cZ9Yi+IMnSYVHptvPekkhKyMNa/KPsKcx5kfLWU2wbGoHRDmPcRKwG21fZz8Tk/a9yTZjZdN6GZ7edLa6PAEnawd0Q4W2F0MG"
    "/QJaqljflGmQaUM/7cOu0B7icqFW5SrEqWgqX8m3OKv7IT/bIbkHoJXzdQE03nHwA8q4lke4EyW+tlTNGPIAv7uKax7R6URrq2Ul"
    "Jc446CdyR0Z0Gp50/1EQjRKsz6URb2RQWdzE/yH43J8j2mkVHC/rsd+fWd0leAHaIVqvklei4mdX+oib+T5REsweNqbn+AWrXbms"
    "SZs8WudYBWsP5kWNEZvrOt2jLLi1zCBdRzSpdby+rYkf4myjTQxuJ46nsS0cJurCJsja77GOa8SqgIayMVYc/53NsZuH2hu7bjr2"
    "azzlKPhXf8XJNt6LndBnsax3K1mG9LTHC4/CYsT8VIbr/8rwANbWY2Yz6R/BT5YRm7YM8hijl/m/0MiHicTwrLSTX06ouPkV5Xmr"
    "xr1OlyF4tpdY22wEeV7mJ/2asHs4yolC57GdLznZ/tEOkku5Lmc83N7zhaSoicf7WKaK9R6HQRWl1LiemzwZIg6hdiy+w5BPtrD3"
    "Sylh4Sx25f/3mYZtifFFBp7nwl4NZbMpjtOojZ8PSWQxak3yTvaYjeq5IuswRBvC928shn1ZgL0P0Zsx5Iskr1zhO6GflJSfQD5M"
    "fyQBj/UFxMZv4x72QcJ3w6u0rP9AaUy0zPlk6LBvKGOe5UbejbGiDA2+xa7W6C5iGK8mau59ksiy1fXykmM+/0bOjyX984X5nkpm"
    "s1PkAelEjOcUI8c4c4b9pJR1g9yfccPW/Trg8bmOZCf5XUxrWKEVxAVOeQ/Rsno/8u9SyILV0sbIamZgyvFfG1zpFqKB2XefSzSF"
    "iEd1s9h/JK7VXt7jDPZkmQYd9rU+pfPlz4HLiZomelkME6Yfa9hF8Icf1X7BNli4XUTRzoE93w0Px87keYjdR8l2RjyWVfqTFNAz"
    "3ghd3Jpzfh2kjJJmfaO/w7p1lLMlgwhbh6x4LHwD84rM8lTz92VSwp7vA7C0uzUEX7Qr/JG20N4PwTf9gmgqb2B/nwlK8G2l8Des"
    "IiZ6EU7JEryyB/bRsN+KOBFRpJMg+yXwSMrZvdgQzlxjMWzFMHu2G7N7xlg4jc3AsQWHOTOTw27HKv212GylsTrsxDVrYDlOZyV8"
    "PzypUfKWn6NLQ3dWe9TrNHFSi/HuIVlMlIydS7FCWKLhbAYs5bEEFL7lTng5Vq1fThabQl0lnyFmC7NOG6fEtmHW8ETygzn8LOs6"
    "s+zvBM4HrdS/YM/WqPVlf8AulWaSJ643z/qgHHvHzZDci+DZdMeOWad6FacNppKJoT+u84PMg1UzzuBX4Cfls+N88VG6wu7BlWbr"
    "cJ2hTyOynIS449rgDhmvnYN7OMFjKE5vIWI0ORwKWxrVWfDDjoOktIFXXIG4ZRLi2yHMtx3BTm9nT6ubilyJ7zkeJ7qA2q+TvC+X"
    "4w72a7PgCazjVuzBPOipwcTojdJSdYfVmkSsoR+JUtsNT9oPO/wPzpYbVu8VsKaTff6ukZRrZgbXZWhS8OamywlyJ3HW50ALfCfF"
    "0huexjLG6hm+yYDWJodYWjHc+TiZCqkYqaH0m5DEPTIXPuNEWN6tOEdf446MnWg/dmc5nknw6jCpIHtakoxntYyX7IkP4AQ4fsIQ"
    "s3QRjxdvXdCnir2+E3Ha3XjC6ZzSLff8bg33SllO/mExVNowmUzdBIzFORcy1q8hpuQ9WOXjA8sGnCvGHfwDZPpHvPooPOODWPMQ"
    "dsYmJtbr95KZ8TJdZv7qN+zJtJ6IBPVQBc5TjjzgZzEsf7qXUyFluPe1RDN9HjpiMa5nSDlnE0GhOexOsT7BqM/6g8UjPtpTtfAT"
    "E+75HiFa8Fx9DH9+Bk96GGK053APa4JiZoKM/fVz78vu46pWsXfFYa+7DtjLxHUsGev8Tk6y29R2LuKyJsxGWIfnFXIGPm/8hBfj"
    "jJlvfSa8wn3QgLZbIXjRA8VwBvZCLiuZXSrXmOcTjDH3ZWtiXvhmREVNJOaxN21WxLJxjs+oVo8Npvg8dGsJswoVg4+5BPfUmrGx"
    "MZDVQEaOEctpbMZe3Iyd7+stQMrX+lvyiXrQG4wSxVjJk+f0hOXTmktfyXClZnonXGdxwxPXATvAK+nbVUKzteeeNsazbCLCcaZe"
    "7PznGTwTuV4Xpjzek5udy/W8g8mfocSfKA77N4Jzsl0+hAbfhojrRZwpe894vQRXS+H8Ov/FdWIbLssQcV3D13g+XdcxV0avoUJL"
    "5JH0JnYEnaT99FadjTV+UAfq9hw7/2dwFSJa61kbouSGv4ddNa7zN+bRKSphcY6o4yBKsopl3uTT4nBaXQ9YEe+/I9k4RrBaU8lu"
    "nW90NfvRxmHXLpU5zEAe1PdwirqIm+R6FM8w3ecmryVjT5gyVEXs5Ajl90LyqBsWUhVWoSWRey0/1VWas+NkO3t3UsweHev7jAv0"
    "XomTddT4B2rIGx/TJbzSNkafPYmNYh5xW+KMGSuOZSpas8MxgVi0CGtnnWIDoamriR/SkJ/4jK4P7Dy9pFfrM7JILg2e0pN1e/q2"
    "o/iWg7m7NR6Veg32rR/7ZS/0/SLqp1gP6O2+A/qQLpWJMkimyjo9X3ekXw2q4NlchL0M8InrxHgFrI6bj6uZfZ4NnTVA+kPTVGMl"
    "atSQxeYHk7AO3+FaHxJZUrO49Umfmd+M9/ZrtAb2/iFEdd+qcb18iKf/klyYf5NDPDnGhWDzL58zP2Yd1dP0qmCoXCDQs5oHL3x8"
    "MEJf1nfxPA13qKR5vtP0LW2O9RJxnfqVHmXR+emZbscRTgPiGTZC7qwvcaOOhh0tVDuRQ6SUfUHmNVju1nCO8mDlHpPdeht81Ubw"
    "Wn7Ezm+B93sRPMk9ukqHBbb/9+pdEmXFtoYnolCvks7Zac2ox4owDLcMk/FKXahPeaygMKOoGsi4df2+IK/rfPzdSgxVLV9fwd0N"
    "52xFQ9F7FDas0vfquLNXywqaVZXuJFPM4/oa1uaEYDP06IsyGX7pXvgQzfTj4BnExfn6Wvpb3NEs+I4P+f5ZNzlobNwHef9l8JWf"
    "IZ+irW4XMcluh29dixW/CtF+J8l0I1lXT3sZzbmCGm0adCGLXhxSPR3eVA8xBAbTe59j9XLYdVpEdsp7sBtvwJf5HHrxfXyf9Utf"
    "A436DSLWAnYOH4bMDZSUjz3DfhY6TJTTHHhErurbBTrgTXI+xqhDA/gmg1k9PlXKiTtrcyZnU3JtCqc+dohqHRau26kB4qYiHJ7v"
    "Hu2GOyyTvsFcy/Bipy7UeUE//b32wb1G6uGKuSrVeq7k97oCJ+lcMR6jw1ixrXql3CHmjX9m0aSsgHU9TM7SM+R5eItF+J4yvUEW"
    "sdugRt8Uy4QYM+MKzu0qpCOuddP3GczgAlibCL3LQ8RgcdPtkyHBU/C5l3AGd+oDkHGrg6rMxo6FIKkXSojTonHfNzIfZ/5dIrM0"
    "pTZOsaPuRvjUZhMLse9/1ClYDeNI24td+w1W1Kb7/0rG7SHwerrhioa6vp68PafLcJnHTqom4nJFIVjefB/12Z7WsMY1BPd+k7hv"
    "i7Aj81TpSLvkKhGuIl/BWHkeOVB/8pM3Fmu0DZaR51Y9IrKwJib18Ev/JLfLH+A9VUFiZ2IPumAHTsEnxhxlOiqH5ytCxNvG5OnK"
    "TG4lfMeSi0Hz6POexO6sGGIJ1zNiuddSxjKGgX7gKHm+hbjn2fBve8iD5AF9TF/ANefKHDG0hv/Gjlgf0UzsnXXhnyRbYI0nskvU"
    "ouCzxM2PJ4lyZ35uT2bEUlnPwjz0KGfZG4qdkziNjXBalnFGsx0nWM4SYzUvhp7qhtjI/DnrZ0+yN8X8sjzyAtf6qfM0NLhpuRJO"
    "VBwjM2QXd9jytg+o8esa2ksEfnGccyYmbYdYz3WsAp2DH6CDtuutnCJpgjggT0bgnQ8iphmFz23A01ndK8r54W6IWDrLGHp/jmE6"
    "zjt3POBHNO77DzTrJw1jZtDet5PoZwnGQsZuaB2IxgG0ErIb92gwZte/p+yXEOfBbO1aX3saJIcZn5aRdz6HVrhbPXwIN0U+hew1"
    "zocr5J2YZ7EHUbqhRazz2sv97sZOf7NVm7B2l7LbMI8xhnUUJ2hTLK+4kdixCU5nWv4mhlO2BvvjLGg1uwBeF+tWWIwz8iTnvVKc"
    "8bROqPWcHzHP+Dstw/4YbkslnnSdlhGZbz+9tN3QS1YLbkJE57D+BzagMfkXYr5C5ypO/SAlCa6y9fz1JuK/6egU52OaU94Wy5BG"
    "N8sTpj9wmr/RFvCkynUoWVbjkPZidsonicPjcrlFrCQeJgbUcNzBqfIucwOjxeYS/gLb0UFCnOAz7LdyaMkI+VPPkU+YIXZYzlXs"
    "MErySuUem8fhL0R1JrttrZ+6P7yRGKPZWu74B+JW8GnY3g+xWrXkurEq30zOKZUcpVPWoccc4/tNE1kW8zS5Z92sapgZlrhH8fq1"
    "HI3xapiEiMq9FO8zTuV9+hvsRWf2ulVgP69ldbOaWAF3wBdpi7NgeYiuPsuXwUGvIDtSV1+9DvsZbteztFUbZouO+xijV5Y/K+Fn"
    "wHdh3cqY/f6C7G8jiHo9Grp9oS6QlF//BOv7VlHKE6t5VYtN6xkfSYh73IssHJYL61KPp0ukjqcrw/zuXmmdjcpNh5Tr/2CdCnzE"
    "kqLPWs4I6xQJe4SHpD9hvdmJ2jDWhE1fZWLkrh7JcD3l/ApyAkbUzejFiNBTqueR7/hbxkiumjiCVVWLAK7F/gzAGTX2uky+dhcz"
    "4ar3SUCMtpTvLy6htxTzHBgbcM6sW2ctzvij+MRGVjOVValcSWcrDSnN5FbNyxrDbudDsO3GeDKEtbde7ItqBAmOett5l9hpai2x"
    "bIa5v2f9dh3+rRC7X0zE1DNlpJxJz8FQdT6BPj4APZYrpb7PYr9HLrFTvwJrsE+XGCKVWDeYZR3y5B3EBAkieruOggRXKMbOtTJ+"
    "WyPp6nPb7nmi3koP9vW4sGbwJGuZD6mhbnLx7sxstd/mBTaylhH1iDs11Bn/Joansj7Qmd/j8HQGiGN66opV6CZ1HlqE3xniNWux"
    "w+09VkkSflPc1zeqyCaS5rNE/YzsdVLJeCfC6E85n5oilnySuztDHM7UejIOlzGfsgJ3vIvyqPQ9MxWWBLNIhoh6kJmGgeJiGft1"
    "nZRzTYazy66CzyjsrehFrVEE//11YjWXMzu/g6xn98sp0uEXiF8OjzPN72siHYjQ6TjoklrXpVbMmDjjA9ddoYus1Ff0YXhkIbX+"
    "DoXMzMHzbIamXxM8z3VbiojvCOKkFnjmGyQ/bTmGsdgPmz9xzAyGcx1X1z+zGfFOLZmjLfa5idM6mSqIQyFOZDWPSdSbOFs74R3E"
    "icBtLKBunnILIom5uk6WwObV4rSsxmrlE1O2zKM59fUMUzXZWcckbF4dp1Od7/cjrn+LPAmtuhLy8yU03C6ejKFyXfAkPrGY/o5F"
    "A84Lr0ZUZLPLH+m/iP6Uj+j6WPk3URDbyuOIElfpc/o+VuY43P3LwZ34+RodCQ0xizM6th/nMMua9lW9BHG7q3QZnuZZWab52Nfh"
    "we16nI7VyfDrlkMv/Bc0tPFvHZK5WM+D8Cl24gx/h/vZjUh/HvzP9ljz/2g7fHqpz/nVUn7zZD6lZgXW7d1s32ScWSn1mNAm/4Nk"
    "vboO/Xi2IyflcaXrolDLTjb1s1bWKXSij8Ae8OgVRcwa7s2yuusv4iyRtZwnTPoe60wu7RZ4jn0gRXGeCevhK8ZPS6AbW3JixzCu"
    "nBRplmlCmV+qJg9AgjwiKc5nFetU6owErjFNr8dqbtCE9JeeiEmXW8cArnQrft49GChLtC803Fj5o9yhnTyyV5oZllm+6mArV0KW"
    "2x5Ero/6yXjbwX3wdA/qGnzDZpyhn4h1aezLObLcYyVbtHK6jw3SvhNSybpdSxziwbivA+S6+qN8pQsYVxTS+3Sa+iJi3URY697J"
    "rGic/e2GTGgVb/NkBuLbZiJyqCBXe1+c2maIFpbpC8zZV1F31aj1xIySk7Hflou5Dpa7BnftZok6QjeEcQeryYfTiLj6ddVg83SF"
    "tdHn8OoWrEYBVvRt6AaRMcEh3YY4MZLNTKb8Do3kjr8SHIMTsCd9vl6qZ+ipQTfEYW8G7+kwaK0c+N63QK4Pw7LvJbL7NiKwpIn5"
    "5HpQnVdikb9DNjKL1U7Svn6axhqOptdXSH64yxhz1jI+vFW+9FVIy5GFfL4yRfTmCCevlJXyuL/vMCcH0h67x2K6KxABleN+xkt3"
    "MTu/C+enrmJbAx8gw+xo1n0vLGxncZr1iGdZaiWuM7uPtPWIg0WsY7dl/dr4Mk/F7h/B5yfLYOzAFuZNWsgKsjWloNNdV/IBjXkP"
    "K+H73K0enOE36S0ORzZHjP/0TM6JH8s5v6byLM6C+Yi341lO5vsqyeQQ4rxzsWq97pgMnrNDV82chGRWX3b1XmvTepg8mV9NmQkZ"
    "TCbO13g6yiH3NexGmyjzoS0TWL2xkLBKXGc8dqdUv2ddJoOY35Osaw4NwWHbWzXjNomRv/cI9yNB33c//1XjMVmMiybEeKBWfyt2"
    "tuL0LzTLqG1MkJ2l4S6q3HpZoLbeDrppwyO+j3+QrGON7UTs0Xqc7DL2550moewU4WD65knO/MX8xJubUkuzrjGJXk+Fx8FI8hT3"
    "wDpewHxziDqonPWPn7y/WqTGxWZn2vrt8qSSMllAL62SWKA74M3vxxPUwrM7Qz5lB/oeWL4w/JLH5FWio0X0I3iI1nm2GjZpD3TF"
    "LnzqBuibWZCQRfjMAOINmzx3F62HGpHZddNyXcX53I3xxJeIm2ks8Z3ZiXqsvkoWNJtoW6BdgllSxrrkVuiiI9A1ISJJvIbvnYHv"
    "tAjB+mwP6hL5M6K8v2Ovh8kr1EU7dYuMk6U6G1GP+bTn1+MOLsTPHIK0saQUQRu8wSmKyZCzdtBtXfC8O/C+P4jLd9hZ2ZZlNdhO"
    "vtgj2skj6i3Xus4Xy37kY0e+xyq/Tb1ifNwPyd/x7/5i1UJDdOtItqAEsWUuFsM0+qfVu2QPK0KPYJ8ex7qukh2Q8WZ4kqTnKg7z"
    "T8Pfs+m6OPM1zl92FiHGOb3rfS62itJveFph6v4IYwaLYAs4rT+Q2Z7+iIzK8Symu3oyRqrCqTtbLDNQyGnB3Kxkx7V9Nl/xnX6M"
    "nZoPrfuerMNObsI7v8RnBnoJSNEHd8y1ueJQNgbpHdj7QXKxfI1P3K3HQ3t1kMlyQqMKnIha+KMJTuNvQFxgfOhf6bjAopFJkvTI"
    "uRldGSOmVop6yH52crb/2bo0Gu4TaiPm9ZzkK2WGIBOhxj6e+nKofEZWlYXs2B0im5kZVOIansB8Q626ypCzD1Gs2z5iFlgmbSvZ"
    "rvfxSV/EPn8PbXo/vLrL5Ff62+AcvVxflPGMkuw8GK/RBZBuQ9SayBkbw3xw57/IT0AYj4DV2nYgZpoqvRmPLYXMGubNcjzLuKNo"
    "JENHqsApLYWnvR/vN0/IqvGGv/AAsRldr0uUsyV7fOarAP+Kek4Iy6Sk2d3XnnYn6VGMzpTMXFEVpauv5zauZq7JdcJUabG3cc5b"
    "6U79mfL9lTdBwr+B9dykufCftuk70EH/wOuvMtLr6GOtDF5XuedCKPR8mBsYE1omeCfOv809t+D7dhPDPcOHbVW4ZYieF8A/GCNz"
    "dLFci1Wer+31Gpy485ntSqur4jqfKM1My9+0eTAZe2G8EvnQDcWw0Z9pH+KjpnyvpMm141yM0PdJ0qdwkzq2A43F9bGcDU+8GvvQ"
    "EvplBe51MXbiYniv4xAvV+GkJIjZESMW3Cq1Xo8rpSV0www1lvErmJ81TPFy1g0Nc2Cwrzu4CnITyWQ+CtgXWMiO740SYl1ygV6N"
    "++9ARJYekEtD4rwfP78Ppy8EiTftuAp2qRjPeDJ8iL24wiV4Twd5S/rrI0FIp+hp8LJ+gF2dq8N1odwnv2KeJJzNWUa8J5vJCsSJ"
    "cp/wnpUhNEZYCXK1l+3MYtbyWf5FNJ8xYpgndhY/lB20uobuuBAS34Y10mp8xnCD/ok7/gl3vhLn4SD+z/JzFfxvmtTQKpxGxuPL"
    "EGnWkHf0Jz2FkfV7epXY9IXN5hzEvi0n331ERiH+fRDfYHr9Gu83tIJuStBXOKgj4b8OCk4PFukKuRVPOUffkVvSa2DHcuRySJYx"
    "RU2BxphHbJHbZELQ0vNNOXmP+hNcyQin1Ftxk53G2dlK6zlumDl9KHyce4kcOhg2Zaksoq6uxp6tQ4R5g5wDPToI91yC1bpHbKr3"
    "dx5Fo5b+SgafNeozShHcR5w86c7K1kIqzBZ2ZN13LZ97nFwt5tP1R0xYCAk8jL0wXbUFcvsc5OZOGSqP6Fewtd2DVuxUi+treiXe"
    "tViulzXShcwq6XrxcdIzBqq+xK63tcx+j0bUZH1en+KTj8sE9qCY7h7OXFeEmQ2rgVwvCS9Zh3wmMcmadUfcZyknHNOI4z/2qGb7"
    "9RMthAVvAv+gDWKtfMrTKDzpFs7wm/XfDK1bzSkZ8+O34lMP4wT0Yi9oC0llu3mai+vZ3Kjvy9PQHe/rp3onpOUJfGqNnhK8RIm2"
    "qfowPVXzs2yKbrbYVFFrafuz+lCM3oMQtX4MZTRKDVZB3pmpUsA5wlx/mh0WhsMmMZ9iHOLqpBr6pXn8d2ONNpN3tBC6Kkr09wT7"
    "HuwMb2IPQhJafyKjk5Svdsb4Z7m/YktJZeOsTuKy0FabyHBWuxn7KL00l/s4y1vQ+ljCZvu+gASeLYbsXsauh+mIzlZDIveo4VsY"
    "kvYhnLeDOH0z2bFtO9rbr3MVJeOwOjS+GtruCGW2JX3dXmIT/Sk/92V1oCLiihorapI4SRVEO4l6SU+zB8flOTtwEmkAni6THSpV"
    "hyBcw2io1DOar+UMjPFFnyvnMYJqzWn2CuKrpSljIUR/q4l1mEEKtHn2NDEx7pJZfi4yw31iFmID1iLhK2rufmw183xuzbJaG/yU"
    "eUIfghXpKcZWG9UPsD74E7rgXazajcEb8CIj+hii5iXwEly9bCMR0FxvdxER6sPUqbUeD8hxddm8UUgbnuR0HpTjrbgNa2yz8Z9g"
    "DydA27djZb0Cq9eYLDKHyJdl3M1tEBEb0kGEe7/XcP1hOUqyvcf1uUwzjGDGFDPBM8a56LMI699M/g/zREft"
)
# ----- end of the text model -----
