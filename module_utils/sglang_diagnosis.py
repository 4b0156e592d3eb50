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
          r"^(?:[a-z_][\w]*\.)*_?(?:Array)?MemoryError\b(?!.*\bof device memory\b)",
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
#: transcript's last line, where a degenerate answer ends), round 88.
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
                                                b"answer: ", b"response: ", b"bot: ",
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
    'parts': 'train .. validation-r86 (87 parts, tests/unit/test_corpus_train.py PARTS)',
    'logs': 5587,
    'words': 13706,
    'corpus_sha256': '9312d653c126c80c',
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
_TM_BIAS: tuple = (0.307, -0.374, -0.388, -1.357, -0.633, 0.265, 0.259, 0.187, 1.823, -0.981, -0.29, 0.336, 0.845)
#: base64 of zlib(words, one per line; NUL; int16 LE weights in thousandths, a row of classes per word).
_TM_BLOB: tuple = (
    "eNqEXem24yqv/O+X9HI8JO542h4y9NNfVZWESXaf764VQ0k4GGMGAUKUZVGWvOS4G14GPmD5/3E/wqt22ttVsE9oGOa6XKpru5XT"
    "3LRjtd1/sZd17r6Y2zA/l2q/gT21r12Rbe+p7megpz2CvNr+lcClqhF7fWvre3k5+qEBNVTbplteVbnf1vlJ/DK3afXQklgRNX2t"
    "qJu57Kpj2AWRrkS3uNLrtq+6XfZ+nsplX0l74rpjb19lddn2fmybkomu53GcJwu8tnu5tpsiNKLad0Vn2PJvFO4W/GMB7Mv/iLGa"
    "aoQP86XSK1ynw1/wVk3N0JbjmJLej8u8Knn95OlMn2voL3W57ZXdMFY9Ujm8nGEYLN42VWMrEJ/G3n1t67Z/iM/Mqiv7EPqqZK0G"
    "LY/r/YWP8lc3ztt+pmOxr9NWjb3xpHf7F+/MweXdVNPe1+WjGvqm2me9xHpYnJf2aondbnhXFIt9rerWA5Ecu7m+WXZONT8c/rev"
    "/W5wqIx5a/EhH+26RagVmurSm2N/eFhMVVMtO+6qmqa0Ely322ZfZG1/jnazhFf9XG7t+uAtw3C1wvwBLVVbWyh7qr0t7w9lmLGm"
    "rVr7cnv2wx15v/f2tevNApZleLtX3jrL0t3+EAGWjfehn66WmLbrrVbUR1OV17Wy8PV6H/E5HahOjFYfyUIM62KZZJ/foL2HZRor"
    "m+K4t+vUDsVZ/wiGYWwny2TEcexz2RzjUj5XSwvfE6x9vrdT/9detlvnEQmzz2D/sGqJb9JOJ9gKzxC4lr7eqpcIy/B5BcTLNlZE"
    "p2q4Gt3hsk95uQ6HVd6Jf+7tD82xToBTY7mBeC2H71Z4JyuUiGie983SsWTQqqx9S4s45/XTpPuPqbEH91bfLQJEuM5VU1csucux"
    "g4O2Jl5FL7uhKRC/O+xrWPW2V0JpSrdFuLUC8/BomzNT7LWsPauPASWDubiRM8hFJQ64d1bMNhTT9Zic9+x3K9ur1dLNIh/nB3Ic"
    "IdYaHIvVlNarw9lo1gH57K7rs8Rc5/I67+8FRe2jbRXRrD1Luah2mo/rLRXncrTnr1Zq63uzry2e6d+2tuKHf83jpUh1Gv4x9agR"
    "JJZ+OIF95cVS1FohZFKMe+i+qeuv9KfWGm97S8uTKauMEbLNfNfZPuVrT4DF3vAD5Z65bW7ZN8pHq9/Mvnnlo1Yr/7W1SPZhLkfX"
    "sUA4XZ/Ikja0+Nr/YJXDfLUG43L+MeWgyHZdrSmzUrHMLNXORn21Tz9ZkzDVJ/vZ9tfbzqbMeJu1s1u7z/OA6LfVWtjhPc1jb11D"
    "+1qsbVGi4nMeBeu4XP+EKF2tVW40PbwZQe247G9vodSytHvTPvq6ra2C7M5EU+5wi3DQ225VYl74xEeP7Hxf1wUJfu83PoO+1dVq"
    "C8IajsYaprV6l8fe833eAP1uxckKcSW3tG98tML2zAQ2ax97y9SmtpretMh/1uHVcqRSG+5cVQmQ3kk6YDgLaTCWKzBew9jo7LwE"
    "lYM1hZBWmna3crbam9jLltflAEuZ0PTtWt9fANZV4in9xhbci1YiU6k1jvXDVlfZ+oPCh2cba+Qw4BsCzFYrCsgoaiEMsCloZty2"
    "Vt3O5g0tjhUr7x0shI0O/EeBxnt8+98ItwqFYHUW7nhbr29l3/6BWmyFDg9tVVAkqrXD0C8mcqyjdZjGXd/L3KNotJYQFmr3snYn"
    "6F1drsi+szr8Lp/zekffUfHjJykrgy7frBmLd7b1gSp3YysVpL7mSStTTlq9tckY63gswcZDopujXBciA8jFvqOV0fHYjwo1s4PE"
    "iC9nUVsDu5f4MlVfsojMx27NVVF2KuPWxMIBw5q20fobL3yddVxswgbrZb7I8pjQmbXko9B0/b4wH7uhSmC7WVLsTaZ5HcGYq52e"
    "iTCdpdtKwVjteX4ax966SQCF7jZn9Frhvwuuyb7tr97cGH/baejx7sggvN/T+Ne6htO41Gm4NVE09SykrIRNFIcS00jWR0coNhCW"
    "2bOxsdvEoBTTBsFOgNK7GKp3EM1MINn7uE9dJ5A1w31EZW3rwQ5mV2EDb2qfkjqSRMVsQNDPAcHzL9vH1P0gYDvsYY9+Y/vdiZek"
    "IJH+ChS6/eXW+YCYPxwjiu/18CxU4Q7f05JaB+eqzoec35skYCJgtFcmGB9timklOrZmXjtL283EaiTK/AXuYEnf0ImZaHk7LtZ+"
    "PCcWun32vrxBe3rb90Vu6spJsOPxcGujegrH/VhZ3bkmgPKuL2DF2mrYSnBIxFPnwdGAeyEWkEADuPaXA1WunR69tbIjH8/QqKQi"
    "WHcjTn/9zSn2ozn2IuisfKDyzeKXingWdbLA1rvaB05Czyc3Pc+fgdLeTYFYh/DNhhntNSVKeHJcKA1kUuzuhUNdGSqM0KrhJEUG"
    "CMnIiq1DMoi2w+6xkWKjYRVHfCZIzZRtzqL4R5kusevPhry3NsWkZzgbnJcl537dFovN3PaB1n88btWwI6b7U+OJwbyWLYaGU+Fb"
    "BbnEYIm3/X37Zx8u3XUzOWzwUjm016p+eyOYEWcTMLSPN8ZHF6SVMpw5pboiQ7jDxwrybbxoY8lqAr3t6L1MIB5NihhG1oUiHoan"
    "+EcLfPAZIDbr3zgMuawV5FrVELzu/vGns6XGAI9cNM8ci5gE0tf875WO/X+7fwiNKgzDVtH9KfABrKm07paDJA3Ox+renu3BWI0X"
    "l+C823XOfbF2yQoiGIuPsoAwH1PO6PLUcI9oX1hZDY2HJXlskVtj28PZK8lc6hssd8e+QZtjZWcMWXwF14bdJmeyTEviN5b6Js+f"
    "z0pHais8l3dIsePc0kHDW/eSWK0d6FlERyTVGrfeRcORH5wcNf7jS0O+gvMU5jZsfYAso/BF0LJjSCDk5dGbYbWDBac2zO2tjF6Q"
    "aN5tpd2SN1/+UICzhOu95qE5+1DrEXo22/OkamgPeqXuKURMkxv7sZ1R1/GlISiMo/uRiK2QyDxv9vwQHzC1YkXyp0r9F8TcZ7+1"
    "SULEoA9tKvMthUoysVprjglGszVuS29jfkuhlcehYHsGl9IkJmbGdkWuLQuuGVMP9j2sLWzPOgiGZ19efJfVCmDZ4VMZfLA3j/vU"
    "UFvFhVQYzFSKT4Zmxj5pK3zbxk+JOUMMCauHddhoAsrLe2+ZolkfxQBkcfTQ6gwxlXLgjg2jCDQKB/LgrRqRJpMkjS/v9oEhkzkc"
    "SKcPt7zTpNGjRb+lDnh5q1RoAI5soTCT2Mh9BKGI7khJmwWiIu+LIvq5HfRGS8kb/sNykuioGr3ZzzHvqF1WFNeq6Y/NCqt9j8uM"
    "EvPNyed6rKvZ2kx6RtZY67vdIggDhGMyIQbSGmqK2BC0OQeHd3NB3hrSO0RXdCSg3gPGXuulU3d0NrYrxkjmIQLN5YGoH3LjsxGP"
    "2xXo2r7gzSsGWRNZenHzreGsirO4OMBsS1uNRUyl+KwDi3SSz9A7mnvt06Bz7a82yrceeNogFDOb13GD3OxSipUhF/IQhLGQOaXG"
    "EUIm2E6UQkRiegAoxBHgzv+GljF1f2K53Flt3qSDZy3nnyqmWMCYOdwH8hHRRxTifRKaoSMLzUyBrlsjuvBDhuc0hFgAmGJjXxdo"
    "xbi1iY++WQckWc1QV3CWRW58xw3T4pbepW+R6JgBhd+Lsak9txE6XmPvdz4OM3nqWgvN2uKrqi/fbscOWdRQP3JKzJB1igv7/G2+"
    "oNnSZ99nlJD9L+h1Z9nZIFlbNnB6DRVdMyTh+0yJSTJ1h88L0KO7dlCGMG60ZchC1FPob3o1dtuKtKON9olyTaBDJI7v5BUenlPb"
    "WUHUEkYJlo/RQMpqcvQyGF4MhwF+XnuWJI/wXaRbvbHf68VKvQnafx+ztQlpsLy3WFGw77QhflVKSAMUHlK/FOMWvMa4+GRnieG5"
    "ZNRsXKMpSgwUrmu13EobbpHLvOVUu3l45OKdv+Qb1jw0NRsxptuR9fvKL7tbBeZAjmIHqH7CVwmpvWbkq4uFwzxd62pPtd0nuA5K"
    "CUX6jPK1OnJgIoryQ5IUj6nic6wJQyOJ7DkmtXJWgGoTv2y8ayVggMiqeSMTuQ5rCmMG6FD/dGxsFzVfxcGnz2FZu/eoiliyaNO7"
    "VCgnaSED+DKa3KU+htWq5yS8ZVLfvcP3v1f1OqOTtDYZ/+xXn5Coh6PBsx/442BtXCq29rYaXbMIP0xcMxcLNQ+2bQ9ryKbZeDbg"
    "1YiBSy8V12A0P0IGOoyzqUA5enuItYrZFCZZaIyGmGbpN8v0B4NM7GxMCFYzl8joK4xhEma1Wvv/bC+YwUV5R0NX+FQYXC0JaixA"
    "Ok27cuaXb6nFiSafQk/rFVYcXpZR72o0rpXp2Yi/ownefydcdzioUn/NqdJkRVXZD1dtF8jOLpT26mI/C7jAt8CLBV5aXNbcTebb"
    "jZe+YHrN0QCsxU3ofKwSBDCpq7pg6oQuemITqGYbXb/L562dIPMhkkbh4aOxILD+EeDg/x941oZrHjBx7suI9DFdlYDqTFCcX23Q"
    "4tzWWRUe72v9cFXDr61Y0tW0zQkxP3CS+ASJmNccq3fJGBuJZXdP2USINyTgKxLp5i081nzWAZbH31zOTTi7jXCPrm8w7c1cr60z"
    "b5zNGW7zjxENHP9zWNa8HTC6W98ig71g1Pdpftp3uYKF/BnUNAIF+Dkwh+d+JJaEg633XEPtLqraKU1zciFSjxZoAsVdgn6n32ey"
    "xhTBsfAQd3AmUhhz7ACvQstvdG1cEwDzi445oo1OQyyN84RX68gsJE3rWf23AoWqznBIF/H5jeQ/rfBlT93kSbIBPqrBPXwmS1JT"
    "csKjstCmwjUWsTrrvkaCTmwCzJLGCnCDKEw6mDf1Y6TaD4oTgC/CED2BTYTgDGMKNPGOPjpCzKTYl0TDjQQ3DYNaPozFqnEBIoDu"
    "WumUz34ymYeYRVt+C2RNR/PnYBLgKS68MpZ46ZbV0pf39i0K02aqcQ3+/uDqkftIDQWzCj9LYQsf7NYeg59laGf8zlidhXXgdRj+"
    "ysOtnZWbvoL4Bzix7FjHwJUBey/estjFD3It8QGukHbp4j1QSa4Qoun2dfgmFL/K/VhRhsGhB+eKywYKLP6OVNSvc1FZo9NfVnwS"
    "RNXXy2GuJaK3TOoRPt+s1X+37/ZiZWgjA5OaVW9dQQdvGkBZaq2XurSYv6JKi1ws5U4OMSNc9eqkC3zA4dKisR6QDnOsqbmNJ9oI"
    "6XLxpkIDaXm3yeWnNNmHXYf5PfRgIMYYcZ3kcsqTaO7gPxjL+0Awnm/tjFQNTgh5Zg5xD2yfcnFoXfeWzbWDq8kG3cG5hDaDpXLJ"
    "5NMJWZ10G6TpIYUa5jkRJARfaREjG5oVucqPNaSr3g08q2Z4eaXBaKUeEs61LUJpIoEmIV9uDtK+T5pFdZ4yWXCeMrgFViag9sF1"
    "VQYbSqVHPrOavTmHj1mPZXf6mKxBr2/qusDxRJrvM+9bojlDaBnT9JXGPBEQc21BzxixekKf/iLn9xFahuOKygWB2NyFHbV5d3o3"
    "d6djNAESn2vBOLUaJLuZj5kd8zcUYADmHlpLtLaDpee4IoHP6m3psLI9Vn+ZEvORnfSqJ8IaXFgDlVf+mS/sKBr2FGOzmYBbjepb"
    "bUBSjT9woBHmA6ZqRMjLK9z4wqymjZiqqYIcWwEM763fBP624dv3Q3GbrM18XqwcI11GzGgEOK9XTZMP7DOIaMiwEcQh/22pI1sF"
    "nLdsPZyn6GfLzpqAuTAh2RO0zBbk7vTGdZkb+mh8pveM/J5s9Kc/vCWDTe8nZK7ZErdwlV2etz5YwkJKFou4ofiy9LhKOhzYpjZf"
    "/kYwzFeuvwBHrTcYZcSg92co80b5eP2Epcs+xtAAxtApU3vPbYP9ALzhjMUjIUSDvPSuU2VwweUdHf5m4/GRkSwc8UEwr1b3GM42"
    "ZMEkBt2pNdFr8IkWcmx8cO934r6uoM0VeO8/8fZB+ATDbZ7vCnjLLdmkEllN3jlu5vwDecpXA9bVDfwAnK72cIdMsRWGNfEd6xnr"
    "/HKvH9MNwukGUJ58pm7HoiszBoNM83nNf0zSR+uzXtRVrXWhoYg5PWZCDwibGbGJeogLCsgadXOvuGK5C9A/viGuKQJx/uQMkOML"
    "QOYc6qkckPUwp0fzxs6wZU+/jrjKbsRjoWpVSBfNPLwEByJwEQGmkgf5yNgVqpx0k/IH5l/s6uuBr7f3Hcc1DsSyjgs9hBFb0qaZ"
    "OxsVHviIW81iRs8bHuHOgtslKF/O4kIDC4LYO2/oe7iq19sVxB0X0rz53Sho24i52FyztNqsXV6QuIUi1rZM7c4JaYNWUrYVF8Ui"
    "KR9ZLUVTuCW2Ud6RxlQbwjYKJfRYkgJ5tQ1St+rOnQTFDnpM/JYEEINbeBIoHZI5R9nftoOZYJ7eG7oxFZr/TQIQJ7Kkaxg1OSOk"
    "nShO0gsQqSGz3gb0MIwn+oxrXhyk2eLrYHLEd4xpHsNpL9nEnGg44RI36TlnKkWvSx1NIJmvHlP+KNMxima3khGo7K5d6T5nm0PR"
    "svjSuCQ5Lr7+XuEnBS0XH+wV36ONie7Wl3azZBl+Dyx7mvNCK6nM2wdc5dz14XPVPRGYgbPW5aFFwuD6KlmQWDMqJy6lPTZytdhi"
    "AyIfmu/zSAfQsuLmHtMEwNJB5K3Frgzb0ebu4ZcB9D8g/yMg/6UxR/FL3fI3B1PQx/Kbn0VTUl/9JG2ggdHUO2NtqJ78Cx/68bzJ"
    "5ODwtQRLosmJL2U78uKp07nsSsrXAIl/7g+B/YxtpZMmCHZXlziR13cjLdjksqNBgYNbQ09MEIpd1dHhwl2WvQfKlDkclKkgnRRT"
    "baTJpn8TNdMpr8v+IyQ9DOtgMzLVJOPUkMP0V5/BBWwGeikaTb44CEUFRYBJ4PbUDgAL/WZ9Is0XOOXP8pmKQJghtW6gYpWDAok6"
    "JEOb/d2fdM57k1o5lAU6UDMFWCqPFy6MjVFisFApF0Ogwhcupc6YVjGL7/XMk4YEnf3x5MxrFsFvhgoHZpb9AVghqFllC0y5c/T9"
    "sOQ+bs9Q6JR+bPWgxPx44dIcMWdZi3OuNSHNy6q5g06ImkSEorTAZ5Y8KWRQ0n3+4LKyvg7IwOePK1UhXyEPviBLvuy7ooWy+/9C"
    "frmUj8IGx5eKV2/OpaAiIZwLJGtWv6aIWhh1vT4Rp9oTpcIWpMpDaiCsRgV+WZEbLbHBiMIH7cTzea7s6RTLZPqHHnpVmQKcu644"
    "9yYkhAmSRFCRAZS1VPCoY3CpePneCqDnvDL+xrs4VfRLhQfg7fr6ZrlrYGBn7T5iGfC6uHXFc0y0YoLpY77PhhYFhxfUy/9o4Mhx"
    "LbtTb5uPxSrzg+04MQpq73+wlj7YKXu2NmW8IJYgiY9VTP2Z+hQA592c2DNwg9PXcvHhUNxyoq+t+7pUvOqb3GzWQ3SskIlikgFi"
    "74AobnqRmnjPTCdz3rEcw8omjjfWrkHYcjeCL6UVocpHHQcR5z9jQitS1XoyWn+W3sxA/GVnbv1FjlhtQPWgb5lxsb9eLPBi5eBi"
    "Qw3waguvLbwGtnAUh9rCDdqQ+tJYUGNBDWhjWyjWJeHYWK2xnsDgisxora3ru8Oe2ta4KD9foFIdniUYiW9t6I1S3ILfdu0FnhXG"
    "FtFjotA9Xz/i1h25SatGlEnpbJhIfQSxwb20t+rRI9scbIEO8noU2lZ3DpytN99EI42x6UrgFMRIb6rfTnEFm38FReGVkCtTCWX/"
    "J8m++yTjiyfGR6zkQOo8yY8wj5gpsh6W7jjId3nz0q73dmhxC5tVzkZeuK+hQ9OJmWs4Zdt18+p4xndgOvedccDz5TcjnvpY7xnZ"
    "Z7d29v26Gld5TpiR4uDRUAKWuM7yCe2c1JDh2YjyYpLFxfoduyxPsGxprY0lDzOhFzTH/RW9lH+Y/mpygLmsgpgA2+HZMIvLCNaF"
    "ooe1tOF9+8kGlyh4AG94DGhObWffGFSkDUIXRTgDAex5s9DvFMbMt5amh88RwwWaV3CswVBHnRNajXAl6kt/FJeBfRTcZ4sWFyrg"
    "5lhnJy24y2A3DliqB+6trR9w/3yhg3tZg7jWohmZz11NovB2BNutQvkUZivhyohpvErw8W8+xKT0C4b3WHu+WGwzMxbTV3BORdHL"
    "fLURzIVFwhwoyI6gTb67YGIXDpQHzdcKBQHv2Ok4b4fyw1ace7LO7VcrExPkoj+siBL3x+rMhfGhVVK3Cpcf3oEN6xdMdoRK/u8A"
    "jkATd5uqZbvNNoCq0D5o75d8PPaFi4wXvjkyeenKWqqD0fkbx9r5KzamICWLVVW0+Yu1NJZzVtpRqFdMUZq7QT4E+It6rzoHF69k"
    "/p1iFpE9b+2xoHhhf4b8iI1oJ3LlRI3WEhcpXi2/5E7wnpg7uqyYOkb5sptNzrKLSiNWEKVDejm43C6vbANwstv7wNRMKgizHlj/"
    "6vp12+MjMciecjRXxtbhkoNUaCpDbSpxNtMQm6zgqyjbiMQucKAhpS10H5MGPiz+zxDpPkX47+GfAlzGANbiFCGTaz6zH+CO2Vgi"
    "/VH37WiLDtThY7QPyK7voDa/vMZ9xIYyfayuyEx0RXEBsDRDVj14QRw5NrbQx4b8xk07JjkvViyN8ba/v5dKi9mXNzYgoDmio5k0"
    "ICqvAaDesemqsV5oLrK33AsTEGoTq7XXS4r/3pK0P1BzcZ7UXvhJnCFROhE7ln4ttefeASGfw/DtgdVLW4W8WRN3bbldpNYMgTyt"
    "Tmd4C8I3SIpyAZgdryvj1z6/AP89g0Y8Ha4OyN69Goq04fJEafNVcBSL43lKeMa7USU82IxvOHcLkeLaA/dhXvgqvgkqbb2M9jgY"
    "fPDAHIAXivOU7cmS56nCWKDmgmZtQvFauQcSz5+koeibgpcbWdut75AkdpbYSN4O7lEnfXOCSQDQe6tWO+cMi5V8J5Us62Qbrg3X"
    "2s1S+7YViH0Y9NOZmQY4Cy4Ni3v+aYkxMiEjWKo6GLX8ns7Or7jwX5ztTm3/1CSsah0UtJQy+dvZcbfeYG3oINr1OsPlIMna1drG"
    "L/DlNHRx27bT0d+Bd3Z/Bbe5wW2vM/P7wFqbZhwKyc90G3kbPcVyqBRZtTT5vr7At69tQnttEnoNeay+xDaX2oSZwsT7GjUZ8xbo"
    "2gzZn8i1P5nAX5t0ZleJ2bqkiEeOf0VDJmDbQ+sR8RwF/mhDhNqGCHUDbE+2IULd9LjOhTRXiKgbK9oNakKD/c8QjOvGorN/tRaL"
    "DQNqGzhgFFpbS1W3vUpMy+l5FCA6SHnLQk2DC/RmUStyrUVJNnEVszDw1UpgPrvTNuIMh9Kcj9kRgpiSaFhzoZrLU8igzlKJjO1M"
    "4q27Ky5tVqkNX7sNqUWBuM6q8FcM2LHZ+11IInDPnmFpvDGFNy3euD+SM2gR6wo82uvP5EKRn771+PIa953t/5igFug+Qxi7Nhbt"
    "Ylg1QRcK2Fj/C1/UFhS2u1HfjPMvWOyikyv1f9GhqBqy8nf4JoYvOgbGwP5zKe2D0n7aafc9igyEhAe/hsIewWeaTjI2B4B7HUb5"
    "i/6dh42KJ0vOrJ1AgElnEUSkK7o2slaIgVSVlasteP9z97sCby3Wz53ooaP/dOLjtrWFygu7aTF8EVU1SBxtZXDC59hFuaJE04/O"
    "YbGBv8pXsWlh7QFNEhDW4wP4vyT+nVD990m6QEW9ztjRmIerGp50Wq7J49dqxUl7WHjHWHxoJFsvXrPj4b5eutlmBoqPZKp6eysG"
    "xqo/mTDFO5Ye/7bPb+4MiV0eHmvNNEm6K2YytEJjHjSEKPPIlYURx+xgMnkIsG3CT/tHbVRMXc1v/vknfZxjYh7AY4i1rz1abu2i"
    "3QDSdqcaMyGFOsQ/FkRBG3u+6OizWenEghfcpdD8p6zicPYsttHS72v3uzfA0TCcPRMHdHRLG+z4LLh2R1ARbitcP1o+XwUA7aB8"
    "320CDWoMusBd5YY5lXKYIbgMPS4v8QawDedga2EEd0oYQP2De5uVPAr9LuHHP4GzreHOQaOkxQhnmNBoImdQ0DfuJ65ziDN//J0+"
    "brbiyWE5XZSpARPQdJ2guiDuZ4GCW3aN04081EHzlVvzRrFlmI9GbjdUwXhKeEBjOmgY4L4xLCVovrCPSK7Lx2ODi9OmNfoaNqHm"
    "I6Os0MwXZPZMiA+NbFltEKseEMsEdLEgBN8bSZpEgLvJVT88c0hUz7hu7aopYYxx6xmhAwGRFULtQorOUVsdwvdN2C035rBUOb+d"
    "HglL7T127nOl/TModq7nQW0TSEkV5KsGTE+DWsQJY70z48B6xUmm/826aWr5PqIwEQnPeqABgw1u9C5iv7flEy5MWHlimOKRcY6o"
    "hnDn9Ur/6IsvPzRoSrQNkpDnUS84Mmb/CvTbhFQohPmkEXZV/G+sSeb3ur13at/9/0rmiK2OWMjTXiLNATk/jZxEzkuCsScpN/Vy"
    "4kiBU/6gRGEt/4OxFR9LDzmRgnbmIf+4QCOL/tqG3wjs7vUx3nBKGbr0Q0pO4DTi9Q3Tp5madqFtg8SJtaOg+xNikzVVD1i1xPNd"
    "YbIjtNaJP8s6BZpfH8Z4ALqJLVGuKu1kk0DZVFfu+i3SymkAN62T6BRZAvhmMZplZ53+7Z8MQlibQJPQ8E5wK3LZ7RQlT2Ew4/mg"
    "PnF8PeVkhKSm5imTOxPWXhzRr/C5q/3ct5dQidm7PS2ZllmIFugSrUewSTef+tkB/L0FIQZioi1nSTzbuMX5ZDv3OVWJGVl07Ge5"
    "OzyL0Oa5gQFaIVn3MumzRngyMhQMyUci8mG1czg9m7ZxBwiWvjFinziipafKSLXYSV/PWpBN/to6g8pI9TvHMdWTVJUAm0I6nefG"
    "uoSQiKmjg/0Z/BRe8bip2iWazACIYwmhjn1EIWr0GWUnJYcS8wsCYP/w7DhiP2KCJ6eoIPzFku7QB+8k2xM1CabUrGP4CuXTJnWQ"
    "smKV5GHRfpshjD2t37gF7XFOqZsLKO3rbz3Ok/4KNjEVsxLfd1kxbfdv5pbwQ8WLxHlLmCB6+QhJeyJrVGSY22G3O8UeEQ9YH1RA"
    "nlTTJl80S6Mm4/SSSaaNlh3q94n3QcSsogDfmtu1X/yppK1biM2aSum2y60mB1bNPAAanEJu/SbDas19T5ZsGN1+hz+hgul7R6r9"
    "DM8hXq6+5oyJwmWiN8dHZG7g1D9P0L1rAqwJbI68dPCpmj6Rr/+4lmlCMDLIXY0Zq81wP5/Tl4mpPfaJziLWzqMVy0GJ12fhW8BI"
    "JbaKFD49EL4zXnuR2eEqvmxyJVLmEjKbbw7FszoIpTzCSXuLHLcJNAmlGyN5BuPvq0fttmpOHPeuqlyaH2+KfKo8wTJ2/pyshAke"
    "dGwIFg0id89GPU/EFtQZsIefGwsJlhv0it4is4m3ySheROhvBuTv9cCuQj1mvvf4N99z5mfnXjqlyLeCJx6L79IzPhMnWCKWN52S"
    "ruJf3tqaAMT29ocysLlpRWHWSIQN7ArbEC+BGBvO2CFBQVBgIxoH97RfGXjpF8VBcqaD70emydmRz+vCb76uap7ps+AYSvLiKkHF"
    "x0fcI8J3JfJbGMtWauuIdnmAs1Ns2cYZFmN2DL85jexrqua/H5rAYKYdHGSZi/vUw5qbNOx9G7z7a/geoAgPLMXIJ39hq3ms7NUf"
    "3OxQW/4tJfeUtVe7dwFNC5rhxxRqbH/HZiC7Su7MI4htYiTwlcyPdstg11acnb8enHyHmht37hLOXccN39dLTjL5RnrHuxzJfBt0"
    "UtU9LIf2Ldb8atCeR5JlC6L+KeoVakR0Zcy0m7neRw4eTn+Tz+cBYCd7KHPV1A2gi9taUdyHjO0OsSX5e2L1l83Ic+8ypZxfO5nD"
    "TqQvan7c5ms7ucnIzxu+zEg6180ahfrkh23JIJvwS/RaDjWWA6EsaatIYmx9zPdKAbMVpn2wviLoufy28l/Y6FpD9Rljx+06PuDq"
    "lZBEy0QOiLYVAZaKzXzz9rtdKy7rVbWolsx6sIiT0hhjX+1p+wuXz7ztL3Q9+2voOdSV6QAseFC/sowv6bYE3McdF1wIge6JuVDr"
    "kCfbdmGHzSdlITgo1E27OeXK0qfFwVigYDBiQjtgvfsrJcUwp17mt4hse3ZBg55c6Dv1c0iG5p4TW+tIyYb9T85kE32MqslBlgE0"
    "fXWdZtkkFgMyKoHsmMpeKOc6ZQfBuj8o72DrPRtnhtPSY1vXpQ0q1XJq8uIMxE6Nqw1xUld4Bvn2i5RPKWCaQw0jY2L/8dwlefEM"
    "OCZs0/bUU2PRYZpVFg0FxmRTLnF6f7KXzwSTgrlbnPxHSFjhzIO2f92//evWqNAnhztC/hWBB/wjEtc8yjh7fapUn2zP9xunpYQ2"
    "z6Yec2AA37thxIQcBOA7PjvXTHemr74Ar57NK1RVVi1BgbbCE1XHO2Ny1cQDPtzrN8zT+JdXWNqUBsI1AD6rQyrs9rfwo+B4TF+V"
    "SuX7jFZ0kq7IUVTnPV7OJyxmJHI/sW/OSTTAuh9T6tQiwGtDXhlyfu8DgEgJw/RdUEsOr3dk64Nkm2AZguJ/tinOkA4TyXOZlNSv"
    "7tW4Hey9EfhMkdL5ZSrYWUMVespkpErkZTzUszS1lfiWkajLskKSB/hAMuisjpDOintWrFGWXXPCKJr4lnB3Gm5hwFLTMls7poab"
    "zOgpmko57ZbSwRjPaAW11Ym0De2Wdwa/g8LYWM5B9u1zqntig9znrNyOfbzkqgi9aPmk65ndp3VmUkNCWtXdM+K7FqT1RsOpLjKu"
    "6B9FLWs/Vuvb+o211fgyAnamoYOjrmOaynqa3KyEaO8TfRN5tPNfhfSjiErj/COxKFBasbfsVBUYaXDRp8YObKig+9FVGh1fz7Pf"
    "cj4Rtx0rhySiNzbsRd+QZW0VOYSxxaGmTlUa5CH70zFFZyyrV3TxcJYMG/okdbT6AHuVnsqJuLO+aaEOVx+uWFxDXx5O2VqZ4kZ9"
    "2ABO02y+MzB9eZE+l+wUZmLzf1lVe6R7MbgRotUqGfZ2r8ysBTgnYj4JNWmkJy0hnbbBHcZCgigMvNqkmO/Mrb/auG//ZrspdN9X"
    "ICasiBOyXLP2CJ+l6F/FHPeZeLsN4ZfjAKFq11yj/ODRwJUMm9fW/j/Ne71wVZfeurZ3jRbjzT2p9TuEpPf0WHcrYu+0IBKoXHZ8"
    "dh+YZIbRHbupZ6fCYllTlgXNUGojgg3a7DvYMAlnerxe7EuRqoang6RgbBC31DS5nbAQE7EBBvKaSZNNdbGrxgWiBrIbKgS2GLbJ"
    "w4jKGn+7rnaNYK/3iczVhqHm2QgLjhSLG6hWNxWC94qOFm6JsHJN4DO3xGGJ95PKtQ0/A6Ba/sWiyC/W7rdzsgOIMjHB2kMPAdD1"
    "jgBpCZLIi1hsO3afJsATMcXNIGx4mN/ICecwVE8QaZDDAtFYY9pgoNFY5l/s617gW9Zjg0Zj447mYll9sayGhih4+Di13YTvg89b"
    "W3h9Hc3pC9jBt4uS/fmJaSFOO+Hb8gft4h8ylUt2A55NH6RF11gsBtsKV7I81EBvGQ6XFQNQjm6b9gz6ZGDxHEfw0EF2tsmyh0Hk"
    "UHvB1VdToZaOruv0xjS4eJkkLoYkLd8JJBYW1ByGmszBUwFg2I6LBb8Dh+qNAeTvAK1HxSQBw6+wYw5Vbc2piZcer8IRqBG01h7L"
    "7A2WZGZUNANkDZXPMrlML++3unIExNRoTr7272KvQPSAXMF7MO993f/HYUS5hu8ZFMbRg8ucccq5eleBGKUEnZFrUvV67cGYV8WB"
    "KafmRGzeeJjLqZT+FRjLIv8VrjbgizfzY6MD3xLw1K/vRUXaUZmvJp1cnazwGYZ/Nb5FtmnBaUfBhU4ZPleHgZzRLmd2kYrTINo1"
    "ClqjFkLBo4pEu6SIoEUz6Q3aZWvbewLlesJHgifTebBveaJ6OThdlxjty42EJg6s5PnsmzG7IqTWmPSAWm7CbNad+FT5c4sREUi1"
    "nCCimT2P30gwrODJHMXJpqlKNb3inYKdM/Bq3zyuGjpWJhIiun5LUTGVqKwmpq7MrU7NXcdVE/q9V9qAW8IP3ImNy1GvgcVjUUFV"
    "HFj5o2YNtGs1XbWTSEKlvTW0eBDIZhKebHzTwFYZ48YISbVMq/L0PRx9biv9D/PRNo1HDaypmw5Fc+r5p2lWNkzhslNn4YXeQMVa"
    "lx3Ok4h3gnEHA4f57R6jBxj9FoduAsgYaxsVStAy75nK+sLo2FXoHBj3s94BObnik3GlRAe3ILatpqOdmYRrj07VweZo8a8lzCIT"
    "kLdgGnOIre8n3eZ4/SDyv/mjexWn7b7PyNNt6fnu287JL6EV1n2AQlMoJFj3Pw2ZB1fxcmqgaPjR+Nnd+ILa9CJUroqzjYeRGPfE"
    "9/VkR3z8rpXdAPG31QOhRdeeqPy1Sf0Mwqg+2/qu/WgpuEmQR6GBSnvwM5wWIHOem0zG/EvGPu9E6/co4bACmssvQJ8PFlpPtAX0"
    "EsuxlO+DzhuWtDGalmr/tVH6H7zsRu8OnDrSs+LMHKxs4ZN/snNOFAQSYVPeyb45UWKO/QtSughvRIWZfYRzVAgdr+KqQE7mgyhn"
    "ebcFnJ5pj4z1IzGgi/zNmmN6SHQqMyA05o/5PvMnWE2HfNpZ6e5MakQ73YEeOObo7C7LzSuScLVRkLE0jd0W53x2kU9tNxxUoZKi"
    "1PdVMm+RYawTSuJl/9GzYmArTYPn9M1EByG4BcWpZyawieyRPHMaisE9t8LJU0OV4JbwTtTX7GYNYXZ9c6SkOfKR90ljzRQnHn7x"
    "wwRH01+hiWoeVmeaUHZr+hGXL+glFMUxaGaUY/x7mq1WYfimk67klf3sSHH5WqnAODiYV+WNMIN3uNSoKJJmRTKZmZ/v86l3EToW"
    "J9utpbi5wmB/KGO7VsoZmI0qfrFMuJYpzzPoex7kK0Tzg2dKQ1j//ZQuNoedDJw3iHMsMk2VFHge+pQskfwjLE1bzG15hq8cOTQ6"
    "QsPjRivg4bc3tp2W27NKzbaHwAYldlfN5wuNY3YkBA/2ynPT+mPUlg3S7f077NGuQ7WcJugj4Ps4yyyTkhBo99AW0HwmG+cgfH9N"
    "X+SUytxWpkrjobLAHuTZhWi6LcZhEfzTnPce1g7N61S6rWGc65IMMwtEMTmNlX6R2cGT3Ij1FeolxUWzufvf4Wv1X+HYBQ3Dmv8R"
    "jpNAMHbrv8P7S8wafgWMkSkZT0uv2aFeCHc7fgaxm04ZE5ptJwy+dA0SXBNk8ZN6IcCxxTd0yCew2ixFDKIS0BqfrM8nXtqjmTiu"
    "anqOwRKEYcVWIRTV5Z9GXJyhpPM+P95WYhzIJJiC0Px5HNxC4HnmXR8EHvRs5pvILWEmAty6U3YuVo7L+oOK5cv8m6TAj/XNPICT"
    "5znjTLBzMHd1zsoF37PTREF6nEeMhKNvwJIRPS7cOeJ/Up39Y9Hh539DJsAsE5zyNK37SSapCdyuwXzLsL3tLvysTqSJ/vNsLeNt"
    "9gd0QOPAmR2Amg4nSmi5zVWAjUlNSB6dVDSTT0pNlnB71Az7HthvCejHbTSznwrRQCybuQ1LXuO+pg5mSBxzLWFprmU8MYC3F07h"
    "xlYOmP5/NjAz1NbMXdDg4xbulWmwHwDuYQ4AeoeZ8fOy5hqJOfglsBwOx6cCDcVWVmAfsvrJcAlostaJ9uS3JzdiALaUWS4vPjMT"
    "k412L42QaWIlmtvs/EondPyEcKxri3LFdxLy8d6uptn4QWsGrJlHa2vtwtoXnI8vfFZe3hnRud4bptKb1coSVEDh4EgXq+8oGUYp"
    "7wxA30A3cAixWolfny/E8cZVJru/0lAESzPPBtQLDz0fjyUcK6TWw2GxtLTYLQFbmZvRb7YKVzTgqXZv1a+joj4DvVv9F6+OCSbj"
    "2YD0nt1k32ub07wMzlABZ8clYzc4TrTZSxnIMCC7L81uf96fhU9iad20sfIIY+5w3JwAhRWZ3TT56Y7JZ4zpcSRpobp58HgsPT5N"
    "3grKxuIJy+ExkMRHMI8fn2p/zeFT3oZimlUq2M0D/dwLZjRC76d5orQ+Uzl9UYmlebss8p5QPMNyLo9JxUhCvh/EE5QkiW/JYvt/"
    "wvcIp1aqH8Rqnqrge5oLa4xaf1QLgxxyOf2STojLOI9+dgG/rex3savGdTPH+ql+woa6turswiCZbuiLGDG0crXcIah+QdhrT06U"
    "DyNXlmr4b7lYX5IePmZfMQCBz1BhQ5a4iyXyAt8SebFEXSZzDNfGr+E3BQ4bamuwb5YiyBJUTjdoibLgxm6z0WFrY0CeyQCnpGs9"
    "fQGdNDrMkobnzMnUuYuIrf0DKUFU7BX9KN5++aRdt1USXMt/2UPxs6TaqBSzh3YBWEydhXcIpD19eWiLWgzxqLHaWnKvdtmH6e1n"
    "f7ax1eIWINqe45j2bv8Y7McRUsvdde418Dmwdb9sl1SXM1bsJWH5zvhr+8f6lZzD7i2JMBHgZzw6ubW0O8yjojAV5CrF4W8BcCod"
    "MExJWttssO/gaO8l0Mt6FZpWbkf7YaKqHS8NnNbd2CZEogkuO5uEeCp8RnqrmxgIw/f3/W30FcFiQ0+ZVZVMIkyZqPWTqFp7v6k8"
    "LI5J+T/5AFUnTJynOu8zDmdK4TpIIGy2p3I2fYxUte5ieb7z/KEUTIP0PNpM+5edfxoBsmGYjqbXdJCHf9hWSTwao6AKZrA+dycn"
    "9lKea1BIXgpIKjjX81Ea77LfycarHpotRyRONr8nPRBOgkTwci58/YvnFvS5DJyFx8GewZGQ4LvVoS3shhUjfKs8jzgB78c8ZYGp"
    "f8wW11L4v5vw7+C0y9v5aHV1lh4GjYmJBjepWCV21ENt+fpMfLsMl4R1Qy6Nc0NmhOfTBXkRPMPb1z19m9hKu3DqwPd1nmsEgSAX"
    "c2ZhOz6mQD7Cf+60M1Fi0iZCbtYr0BI5P6EqWoT4YW1B72ep62GNt9rmKctMLP455BfkuZfTY3/Byuj9/Biyz8aF7+q9beN/8blW"
    "mALHj7Rxo3qGvZXJGDGjEdKvh/mprL75aa5v+qgpca4tCftjGe8j152kBhByOs2ZRHh3/PpLn8EXRoc0ZRCssbwO8+U7/8etrocl"
    "ZTlFU68bLgZkASYxnm3IBOsx02NID02R0Nr5WP2xpN8fiIwdiYc1wwnH45UIHgNr5Tq14TpkMgv/VS85Hv0O//WPWGvL2RqBZl/M"
    "uZjIz3MnzT559n/8Q6eTZnNWZwgWKON8IufS9G35tbE55nK+S3nIc/15kMhXCJWIdMogD4A4w2FZxKqVdZXSsGu3rzA/lpti/1cQ"
    "NbHS7FkEpt4JlrCn1Gi48fmPabgIsndJx5l7JUlhG9qNbsUmxmDF8Yfp7MgzoMduSPtUeYtq4/2RhpKd3ruEvu78lrN1eOIZivny"
    "2Nv9L6a07zRU+gj/lQROHgTxnP/97vbpu56HvnCW1bk8/i7vh/+z//J+Ti+IZqtGh/152rIxZXsivas0PvzcyPC/JyOD/V1yxJ0n"
    "iOxBaO4sSFlMN3Csw/mPXxOEEXDe5a8xu4Q2xa6lhDzVxHHzAWvW4PPy6oGlLh3ZoJre0I4szO4BR3bKhKPsq7ST8qSBQDp5Upq5"
    "40o61EyKpGsSIPaYBc1I5EBRsoW5WpYB+uW/Ju6tJ07hPvBy6t/z1h46zfuIkQ4pJZW74fITFJL5QygvflpJ/NxE9EGdt2LA6xgz"
    "PQ7ZVpxEN/8uNgxSm5di46xPfgp0doiCYPY8rnLmuFky6uMduHFP4i7Ihh+fAyXSp/66aD5s6NnQXGnkVcabzMMjpE3gPgoD96py"
    "rDFt7ShZn+Za5Hk9S/pWPqbq/ypcH0YFOApvKrjoy1aOhkyaXcNjpdq5HkYLiXLLpw37/OhRcaIgBsTtx0hHx1u0bJYfPQdj8jUg"
    "O3FkVGIgksf8lotTaAjJfVR252zCz9zh8r9Cep0t8+atOM/OS4h1EPk374SWw0sobhWZulM2s2tcjD69eXWCkrLrUlINikHQHoC0"
    "SUWUs4PyCZt26TfFAQnZnI+HGDlSlpRNdPQz1P3nAq/CI8ylyg161SE/fYYjIZmlK4b6zIjBUDqwARjGx3ARMA+Dzlgl5AoFFii0"
    "eA8FF7v6Ad9ueVvh/sGUmbn9Qy7s+9l/LdqVRgitT7EL5JoM5MSePwwnGQDphOv7IHDsNnxMJK2r+oV1FTXNXPvHRy78S0v7INYn"
    "QxlBfzIYOtn/3sMlblhjc0rPl7amI84TCvoatf/3VA4QzTfGNhjORQFZDzR3HzoDZPv/N538KhyPcy1Rw3qu3btZVrtqNSriRqMc"
    "9oTN/oL3wPNps5UtSCDGglNVqbHkKGOy+bF/7hUuY+81LrsVMxKYCKHOjMnumDw67KeREhQ1eSA951iJpIxMyCYB2kGglgEDuQd2"
    "W9KtIwIa0HLAJDlEkgTxdR+ottwJ52tlWMfKls1O6BYDc06SaH6xSi0Ragrhf4RT1s7Dl4hNXwbQ97X4CQP0tGG/5ZCJi4R0dcQa"
    "7boUybpL8WnnRSQ+Fvx0P3PFOrcXbEbTRfzSgSySLqT1KYVUmt0LBaAYyfkjFBbDE5qX8coU+tACfDwR48YJuFm3lTYlQnE9s2oG"
    "aJLxgw+SwUgDAx0YcKPv4bxqOrEFD1hrVGoulElqOYrUgsiY+UeD8knF/PMHjyXTt2zyKLoUzvnyEhbKnJP+GhxlRpoDSZtj3Qr6"
    "JWNJHyWtYGZrnVt7Ui7+OIkmJHbGBQ+ht+rYlAiW/JesiAgoSVjQLHiGEhw1fa/e/xP38BZkkaymuW9t9ssakdeCyxpKHytdvcsF"
    "T7LdiweAyWPEi+vfCfFeEx80SZZgk+Hslvjf2qvfTxC1NyNwMFYcyPKLv6871l9Pvj/A4/uablohjnEkcfzv8HEuvk0Yic5vj7s9"
    "KO5MpyOlLt8lZBeYMWCVSUEGUcnS/KHS+w1aGCSa0qOHvuaXFWCtXwYKpC8JtfTSHAxNnQ/tf7AlLjNITwIIjn+WeWvda1wehq0Z"
    "ODHexahDK6Dy2gCKIQwuJLQRrpN7/MoCIY1ADUSuDxASLNOGzsR7OHRz7TlhEtHft3Ns/HHh+NBpZYXdcWnjkWmGgkcKhEl+9/VW"
    "3CSs18IJwsj/95/NKvvfotPMs5bYO1TncSnvPw/Dd2jYdz7fHDdg77OO0eXcXKepR0hUDtdxc9KnONDNdpX9eHXmXHDhoNSu4tXS"
    "4UEHAA1cJLfTidWdH1kt/20+7sCf+oEOTC/6bkZ52eQRGOFjxqd3sbyjSm60Ve6TsW7tD/wN1L2lk+btu2qAyS5okhVJnayjtWF6"
    "etTAqHkwrHkb4hixBNdVuAuxIwHbTqeSu/Th45QG383knH9oaSOEJoU77vh1Dyp625LIzFzDb06aJ0CIVnyAtqpr3XSa0Ts/3o43"
    "gH6kbwhonGaGmx/iaVL1J8D7QocL7/xAltt3v7S48M4XKwn29WuDNXyLCgWhbhnAyxJQ3+YnJkF3wQnA7mxKXJkw1TUVLkTc2GMa"
    "i7HBfRYjNFY689sK1164IZTwqZK7BQVg/7eOs8PLtbgN+1Ig7RDFxL0veIGnMtBa3921lm52H5aH9U0u9/azOROp9LY6fIg+cwxA"
    "O07BfRadRYUc6y6WDuQU3oGnU0L66RjsTvIygD9YierGpbXIuwlXSWUKACwpxCQNTAJ33b5Rxu2S4lZnye/LqtBxhRwJGEwNmeHY"
    "o9/17dDItQh63tghb2SXTa/OdjtUXEhRx5eIgyYiFXpaX0TbQ2B1ngqaKYhCK9BoIq6Xyxh6BdiE5r3jaSOq8jS9SPdtdWHMIJSM"
    "5uHB90LN7mlECh6/TT/sCtIsgwCiQhyjjXWbhu+IfbaNfJlrB9ysUSdEn0H3a8qPPLQOOFen85N0OuXO1FLv1EEECKqXkflf93xi"
    "26k2/CYBngHeN1tioEI4vGYGfpIqlwfGH5QCflXlhL3n/KL/ZJvYryPPo+NRJXJPyx9O+4FdndINoMVhZdPr3AXIPaodllboIhGv"
    "xaX8zh42VLiudDa4UyHV9KTy4submQrMCcsc075LRj9MYrNPhOqQszUqfGjuXXwdNVCaGCdasmmGz03aYmJbttA6CHwl9Pd+xE92"
    "EtHOmc7iv5YfPZbiH9rM5XbvlzM1oc4MzbtP/WZu2f6t8pyz0ra5jDcOVXlqDl8xiZyHvrolp7Uqyd3fGdcF5F8cXzhRwD0+XZb1"
    "KR6kgsYkE3V/nNjXQr/o8oecO1wrkkP7+ihLXMiV97FXsRtoTE1eEq87nBlbyL7WWXKgwGUuC7I+AcyJdcPR46UOluGDpUv3H6rG"
    "8FWSDkuYZQzed4ScMVp8lrjJXnSy1M01WnOYiPbNtPLIw/ls8sqvo6HEbRsHfBIR/jfj8njpwwoa8L6smC3t8DKwywKlp1Nwzc//"
    "1IS9T9en3gCke1BeKmLSHefXeVzWV020sgu88VnXVq6IGd8H6E4HxjZdZQqkhuK0wNBpgiUaF3p4o9XKVcGd/nhPHYMXnb2sRHxQ"
    "cUYDS8RHACa4whoFb0rhNI6TCDY4TiRFw/w5PjwJUiep/0txADaDvBP9V6hri/VnVBwRnQRV9JNxb55R5w3fb14ZTP9AgDQuUbCn"
    "lRvZYhDyOo4KRGVfIPKjrFv1Mk6YLjJwPTVyNQVHd5P35EcNRCZFLHhQYC9oJgSOFsKteytJNnLLS1jHJekbAoH5DuZrYh3ob+ve"
    "Jt/vgCZWh66Tkx8JlTqolrQPkBLMwg6qCCYU+qfBwXhYq7N0SfW4cNrp2wHS018piWPDPc1YJ3P+pPK1KTI+DNXJnLgNyVxzV3aw"
    "s0MwyHigac3+IeMzQFz4wPfDzpYi9rcA/GXWwZNka1FtzULHix44Iy4UQSmUdps1X3azZLlj6DCUw3YzOOXXQbvkfVuSJjNUDjAq"
    "xWb7D2YoHlAJ1j9xGPPViTJ0ObGBY441p2GFvFDhR2lXrTp4zjmXN0/52IHX6qDSH7SVKoNu6CDjwFrjadSJiNYyu2OlFiLUe+hU"
    "Pb1GblqM+aA0BZ80hk4ES3E7E2yMCEH9p6elIF/97I4dV/uSyxNwASnGHz4+or+zdyRMI1JuPJAB7O5p/3sVV6uL5lb2g6XZK4/X"
    "eptPO7lX2G83d71g2YJlG46U5ImweBxEQxenHPteM/MGRYNNKib6BZDZlZW3iINHPyz2S3Gt7cf2bLuhczTC038yrVrU9o8aty52"
    "AW+hi3y14aVd1Fe8NvbQZsUuiGuzhcIA3gXHvpir7u7aDoc50MQrKCPRjKHXMmKc7UJUwbXnWVG167xnih39gJGSNhl0N1j1cmmf"
    "CLAt1EMN4Zc2wLv2ultrmAFKf56InkoNiTwfLNqF90T77NPJSDOvGScsT58sdTpftHqdxFSdTSRl77RG9snuvtnNiXS+bUamTCPD"
    "XkD67okB0TKFs4glWOaZgSpzwuxrBecz76RTyc2gGcftAMdxjmfIr+hS4LyeKBkjSBw39ZRoh70yFtOg13Y6yxBrsvmHdQsY9aG8"
    "YCt3AcnKro+NEaRpKCZGJokDy4Qk8uOsyfDGnITvQgf8OAURTboOTmSQH7Ah7NmQ7IJwMob0p+ktsMJ4EHHG9q3YWpzJOGyuMzrb"
    "+Qpu0poBces0/ZyGX2CmU6mydH7xFJVWdxIqqZ2Jnf1oXE92Fk0sMHczyal9uoQZk5HivvakHwuNJHExE5u97TRzMRxQZ5kqTW5p"
    "pNWH9WG3lpwyRnpX0fprKmW7K9r5YhYY6bgvEFJVsMYVeiCITlsmIodPpV6jrOzQT4Z0sZWgZ6RujO2qOsIzleH5t2HVpJDPir8n"
    "k7W+CG2sB1tCLsJeu6W82RiNdlTH+cHFOTDd1CAglVeu6MO6V1nACtG1whbs6/WPRXAdBzpldcHyhaCMThKHSVKZgtWsPt+2/e9w"
    "iEJl9Y/wfP//RyinuZP50pFtGMJraUcK+0kVSdqfu53iUvcf4VD7wMk3Ee6Ga/ObshAN5dxK7zd7HH8ynrrMRM4LVFxLDMJOJoZt"
    "pewElg/0lAiRiVGovWl9cxKbW0DzJ6NeDh/Z4fnF4Wl5bigl0497I34cw71StPjCR0cnO4eHw/vrrbZCd/tbXK2vRWvXXy7Wrpo0"
    "CQsI197+ZRI6T4cF4Oz81eRarNBe8e7WUR0X91D2wryUcayBNA8yCs5kkLuVsXGDHQ1PRDKX5RkG6OSWRVijK3A+n1SO3SsxpndI"
    "DbEMp+M6nMcx4ZUHY5trTQ5MAF3t76Ml0B4/wVbtdTJJxsKwV9IcLNdeuUvyOvMwtCtlKuyFvM5oDMzBCbrwWTrnGRrO8qqlRySw"
    "tVrBd2PwNpLHxZgfqI8WjSVsqXHFYWKGbZyBcwjt+qETa6zX5cBV0tHsCVB0BgmWspQ/ZKyNWKsK43UtPnbwgrhhgONWiuV5thl2"
    "m2aAriFzwkz7aRI71x8FQyIrc9Ion7kwqAGYgTP954MYiyLhuPQKG+xwOMSyilBcVd79DM0iO0wTm07plN0knwMBIvQeRFQEDLAJ"
    "zfSkGxJHMLl/dvtOU9XfCKy6Fd4ofVZP2VP2jkomlFXLiw+DyjmxiYIevhudvWJPoVzeaz4TZ4N9eZPcoeVdstV0xeF0V4xorjgk"
    "A46VGeqHSW21lEpMWWpjpZioOYE5NnW4ukk0kpe3/Pw0Bj+Xzbynno4CbY607jE/zpuMEXpcIvRRDHGdnChkN2JvxQynDT5xGASZ"
    "+FyLOXYPjv9Gebex+HVbcMkABoxLYMoeDD90Pd9yDjZ08OINnMRoWBSnOVFNt2TAD8uhIF1Llcp9nrfG5YCB0rDftkK/pqSUK9p3"
    "lAcRB3yA3NDzqbG4Uj+LTK3i+EaAiPZvv3SllmGvlne7deY8/ICupf3ocTV0JG4c2EJP1+fk+K0+6bOUg0/bGw7R/GKvwbza8yko"
    "HW9z/hY3q2u32J5gADpfNyxIp11/pFb4A64ODikING4fWR62TGjRK+jtGjDGYiLjj1GgYpXW/a2Is41vOrqO0cgJAmHLYtkpj1EC"
    "KBxId7wLnIh779ceoKHDZaAAKdOMMcLhuUO3ihcmxJizOh4bHH+TjZvB1/m6+u0mn1zUkICQnbobVnzg4BStm58jAV9aV4aeOPj4"
    "xtBHSwdv9NB9r1dxu1iaavvVAx22+ue3Mc7awpdm9M3eouGlI5+sh+GOODgcn/oKlWhOPBLC8A/B/YTQA/Wd17HvxH1/+hmVCZf2"
    "tArz3iAH5ogBTtwDkMRhuPLKNM4XrdN1hd/wFzgr073uci9oSBNihA/cy3WNmxV2aw9uOLNye1ZXolmu9VgDYhqQlGEp/GzHsI8F"
    "Hx0QfFAIQekwBztpoaLZbu5pFybXYXjbfD/Me9QlTubBvZYgqx/dl8lDjuTA1QAqIS0cGwnZS9659OA0xkGQPYz0s5UNZU0ZKJys"
    "1MMopxFrhZ1THZVr2f4aTxsbAY4LRqCGNH8BkB+b8UWXMocCvhXnXnPn/tUt3Vahekkx7uNQqFSZ+nQicuz6CpYa06DYVSXCV9S/"
    "Y/niu12b+lc4hp/UZMABOvU7hT9x/sjJ5OKPr3RDIykWvZWUcwG8+FwNv6EJzrcvFhiq0UF5gIcWDgtONyrm3/oF168DC4znSszM"
    "VxegcFJx96a31DYkO83P3/p8X5VTQfg6YYBUyqyjnCHtCK3v8GOS6YYy0e+qhj1Tq0HrDTVHY/GCM5FwGAArqjwYAs5lbZ8FzXdq"
    "+ecGxePbTPtiN3S8sbqz8shGY82PuQk/rQSDgeRDwxtO6Q+gUmbSTwFQNeLBhbcZNx8rHZBIyZP6wDfLchNg7OL68W0BfeD6FG1v"
    "9tvQHJYYxt+2KtWjEuPq0CBBQJzX4rrsFJsrzMUgAbBlxo2qcGKXDfGp7U5SuyoIXUwCzv6QnfjzSaopJwstkwFMpMpnZTS0yc2e"
    "sn3Ft/0jwpDHiPmWZ4yc8NfUPUjrig67wYoGGqsDTb1bO3af2nIZLv3GnI4SbNy3VsRvByb06KYWCwS9UdFP74P30C/tPw8r1PbF"
    "n5h/sG/3XBdjWAJpusy9OCUs7JmZaHmaNjPYrO7qgOnbm+X2b9FXhRv0tHF0fynH4QVPM9SGMKHZW6fcXxa71tqcza6j51J2AK+E"
    "/eVRxnlOPzn1s5CyEgnr7U5ZRSlHHK33qEBjI0SBr4MNEFD3w7jC3q93220AG85PM59TpebHCTc9LHbDwT+gHYDWSgibDk+4Otzf"
    "5Yk6ey7aHWjjYJnELs7mFb3xkiJOTO/2nf0mLLWbfD+BPgrZiisyk3EOF24fnYJu3Hca37vHMLm/Ff3d9VV6SzkSo60l4dswyhFb"
    "51ORx+SXfuQR7dBw4uo67ejJTYazgzoS5mSiw3515IvxIjgS263ofRvmE01NrcMTYQwbEA/e55De4NnoxTJU4ls/XnFxegiBVzhj"
    "2/QVz9E13Nc396yY8kz7Mll+tqqJzss8zsI/8IZWWeHIAkdClafJSeT6CJtDeBwHb/JitOuUdIdF6C/UZl75vqHQLIQZdkPWstu/"
    "7UkTJKCJtg9tkFnXB3sZQKXTQVlNSFdQbOl7E6Tsio85aU+D++WtWbdEYGiI13QSChpYrYFg7ttSI0gnAzvVBIiY+B6TzjFXfDpR"
    "myAOhRZBK8yA59GjGaX/6njAhAbeIsvjAZpA/pjVP1ggFPMTZ3ui03shBsrtklqwN5OxuvXpNoNMALZu+mbv8PkhBTcBpcaAzzYT"
    "b7TsQuk+i0bcbaRisXNlYinAJuT+o6ftpxOmqXiG61jTAJG2rpAGmdSrpIIiHMNJUloWOK2IJHTaiM9Z7BZOBjvTjAwbrycrNqKf"
    "HJ7XkEhF+TgZWlBJpC9InLMgxceEiKGz8ToDPp+pT2O4nz0/plk+G9FJJyzCZAIIqnkpw6C0b0MfrtXAWX1bWsKsj93MRFmfSFcG"
    "pLH8o+deldd9wZlyWTiEMsS3NuDmYb+0BP/N9tvjw/ax8sZ1Uxe0KKsobB5H/0d+XBkZLkJn+DM4s5n4zSjzPbK/AjnLRe73thUy"
    "TQbJHy0rPMK+wkpMAyE+y5KzYosoOdkLb8HhwpWwl6mA59ZjzV5lIT5HS85iI0qcRslGoM8OiMAuYXE+zIiTtU3VskHGFrWrWhvc"
    "0Qrsvz/NaVqh4ml3qV/8DPx43V9sLbF7GOwq/Ppq+/KPN+SIVb2YSGtgKk+Xj0D+8bUL37Adfr+dXzUz8J7INoMuxWaMEaZQ14/7"
    "v75SFtKcWLXrj/qL+yAS9w7UhJK+A930FSbZU6BtQ23RtEKHi3YJpS7gO3/9HA+eszMMQfZ13ED7KpsTfUKcxedEu9PtdKLrfov7"
    "uA4pGHNiRTJhNXhaytiwEdQrnu7DUCegbCWombNUk3i1tdqijWcWayNoz2PA4S3KP/qxVs0qtPl2OkfKXrZkPAYu/PjUJHQ70Xqi"
    "Uhr6TkdElXobge1EbaY02Pux4u73+oqBz5gkJ5gUUSkB1v/rTzTlnx/3l+EtEVil69Oh4Pk0jrM/UnQkk3PqHHcKkjgOj/fT34o4"
    "H689UVNkh+bluMSBeVWfWLPiGeSW1fhylHatcZLK7ZR7GCV/olcg68m8T989aWtIPNh4H/JkwtFg+8rFiTzpsZ4h7BYJSHRVPAZI"
    "b7/+ScEmdseTpmpIIEQVUfyGgtuJ1MdnN7Ye58SOGQAqtsl8sVgRwcMftsxDfArh+AIrdCcjc3DI9InipYVzMcOZiXjonSAj7Nhv"
    "3E/uQCI4KLpyrip8HPfCNY6gY6tfvCe5VHD0/UjOgmYABnXTQzIFvP4aNeFx9q4BN+J7614yOOBk+qhnbwk+iyJAMDJR0Eg+zV52"
    "tppjbpYzvOyZ1qYuNS7N0hrw8dACYdcciVXLDUvK/YIATuoDWM+6vCVDl4A82a3/KTCqXHu7A+eFtw82C0Ztp1YpCKmkE936oSHg"
    "0OMFeFo8NILK+ugI/NU236SvXuY8B9YgDLpX0xvQTXTIvAYYONqn3I5FIz0e+TBS8cV6xQJ6zBr4IMqz2dsmXBVcFJJtQ6sNF3Ia"
    "mxYQeD1M9/a+sQnio3xoE/Yst6i8fPcwpVFkRjUEZ91GUmb+e3w4dAO7DUVMgGe3wVUanXWHUTb25aCt+FPZr75j+9Gfihd4q12P"
    "io5OeDH4whXihUEMbP9ccEr1n+Ze/LH26G2StgFYljJmu/NsPvMZebu79qCh/V38sb7dHmDv/Gco/oyspX9MdLpaDhrf5Ok/8wVX"
    "Scdql3lyNziYjjP/ZjHDMCecFqFWGf7YW6Idch/F2KHdgI11fxa7foo/1m/+sciYvC1OijjnOimjMsBnfIU1zCT2CpthzKHY//k2"
    "5O4CFpfmokFo34BaA9CWvoNXX8lFY//nsFQdVkEQ1WHtwZ/HWNxL+1G59l5198rcoemL+6W40yQw9/7eqR88pqPjadKecjhCLDZ4"
    "W8Gxxx0jRLhT4eNar5oVTwMq4pQGtGZ2xRlyBnVsYYCzfTWOXswAJy1gJx4OtZLvnV2cF75bsq0A3VEF79L7lqxNex93beWjt9Lj"
    "Y63q0Snv5iF5/WxZ5XqHUsgKTVOaablb8bqPLaZM7/ZxzZ3mJ52Btm81IQjXguYLJvTl1ctyolBXus+3dyW33EDe73N4oSzlLYAx"
    "ZzzfgmX93F7i43ikNIl+l97E3RK6w5CZRvV3aXvF8VpJW3yhPbo7w9WkG+IyP5VepGB+333rB/WyNI13D2ufarLvH2tbd5zcDgdV"
    "BT5ULuAvzDMD6Jetwbg/7FdWLIE+Ev2pwLp4oXzEzvhQpkygzM5YTryYGv5Wx/ylivnFONTsJa5saScyzJaEOJwCYpCVGFR1+aCs"
    "uiSzzSlAc2Qnyd4uSEc87CYhbOl0EzUnb3u2NDHsMgX3oY2ytcuRhDamTTzv5dRX/eDqaGdj6dWyDKPkZ34yKOdTK8Zyc3pF7GNz"
    "PzuiyTnpljOjSHr2WvvzgGEm8/xpOhX1/oiHetW3OqYR/v1pBQjyN00fFG4AwTw41jnAAbRG1JxLQw9myQcoEg/ojKihBscnrE94"
    "nlwAXn3DWkVCYULSupqctypCKyHTKY5LHQz8A985gM8rfJLbSdPY31At2JekFX66q7wNSXXHp3EIzxV7kG7CgFNQoDWUHRiqOVT6"
    "+3mw0UB1KbiMfBdFq9N+9nwF/fAgUMX2fkrvQmZoaidyjcm/LXip+AWd/5+69vHY0iWEoLSA90HRuE1whtnG305ok8vnf9q4NXF6"
    "loA36TcHnCvfnXhywCVQwdB4JsXoYtTuWnjJJC7QgHfkKvxQ/e35Sf+aY3+zWtlfVtRcNpoDimdjZbmpcbEqma8aODQjLtcLsD9b"
    "GMarA3VA1FsC812o9mHunQ7vru4eYl1xWsYIUHKkOdAWvAZbQ9sBXiuUEK79mMvi0fLCqEKejzqciE1sMV1BfRQ095K5kcU8/o0u"
    "hV9B5S4Qbn+8kZDOfvbS3VEMiKkvIBHadTG5E/0xNgagS/vNwyZKMLl1gEqxcNTLEincrVsJTZPAOsj3nf8Dlh1bRuDmSYi+7Wg4"
    "ExvltFsLjOkBj2rhsI1ysfguDNHi2oC1TDgvjEoNwJQv/YdOuCZshiqsoK7i9E1fCeFUawPWer/SgdZuiuHMhUWdNaGGQyp1vfIG"
    "5Q8+iW1vGOP2Vko0g4Sp14FJ9S2fDb+Dpg8CxJdwwh8u6nzu7jepXkb0HjuOxIQ3PSF8GXpdLzOUEwaTLrFzwH2EdS0dG5BMCaRd"
    "L9pxTffKPDbA8g6gh91bOkN/g0oyIbIB5unpQsLV0dXZkkcKAdO3PJHHJI29P2TE4GiAGjEo9DF+8OKFnxAGON0rw//YH5Pzvg4b"
    "yYO+zxXJw6yoYXX7K+g0t+3G11GZ1SpjNzocvols9w5UpDH3eBXcxAkn9VKGUSwJ+CeswrmXbBCK5FsLBEvxb8lGzOAmv+DPU+jY"
    "8azCYuA3QQOFFTV+PfrqVyQsDRyroszuEngN7Ggj+4ccahYOGGeYfOH1j2YYrC/Nz0IR0/tTYQiRblpanFTMRJksn1Dqasjwk3VE"
    "aK0u8Mcegm/mdUlbab6DvJ8kNwmMXBoSL381GhfQoPP7Wb6MEHby+iKzScH//WKcUUgx5Vf4KS19haTswF6leKKk++xlsBZ4mhWn"
    "6YAswEc5nwHcwIH5EqikiveR/dJ4F44lDyeP7AufRhxIZiEfsqo48bH9aG4XG8AJQ1QiUlbnhg7IGAePInt7Tz72HHtglvZzM9Qn"
    "SVtRYrE5zeJ7wHugHJCTVJmViJFKkkW2qxuQBxMD+DItoDTsKZ6D5HdWtkN+O3mx0pAYmEG8kIz2YhiTrXa1q1LlNH5z4U567MFO"
    "T+bKsPlr9Za5L8OMBCZKQM11DAWHAa9igwe8m6UeQ584jiJOEnD/wy4HHgxHRyQPIyyU6b8/cLazPI/bfmCLg4G3vaZll2HWEbyq"
    "XG4zTYhtrgiZq/XRNHmR58AyNKwpRNUyJo1oDp9qMMTnVk9VOSrXEKaePNX54rv6588V29vOk5Gv/upYhDPQb4wFynI5aIf1HG8q"
    "GAMMrXSpZPiy5ZmiVFZIUD44X1qTCDnePggtcppM4NM5DMxerG3cS+2nqCze9jNmf0eXYg1l+Q3lSZ4pIXWfOF4Cfp7f58shyrrg"
    "ESmFH5SiCYR+DZo1j5DrWj7KI2Pq/b+aHSasevkQqGBblCI0GCw5n6asyMeuM4HFH0T9TqJ+4eGIxPHU81HaxULoHnUSIxwd8Kzz"
    "wdNMy5AWCrBhl46CFREs5g+wCYPnW32ekXewTPugzX7H3GGLJVROXZPJ7Lpy8ZiANmbLqdRhxOBofRbIBxSBdHQJyDiXA9iKy4Ug"
    "LZfmxFnHMt4Zb2KpMJO3uV1aYg1C1w8iRMac5Rtg/axDJcLflfMtj7596q2uzMbrNSjWF+l8YrN4LZelDLqR3EAuVxYYfUe5n0YH"
    "RUKHPr3s1Kku8M1I/92wvD9ga55nRy42z9fYRnJCmQc0OvIc/ueTyNEcC0VQcfhIOHxJLrHjBNWa50KXYe8RIdVg9bEiZAbB4xga"
    "w0hLcbljE8C6jFjRsfD5Tod5qgWogXrTcFlEZzlcF4WVChAIXqtCJ86kNn2tznbUMI86pE3xzHyEQtRrAqb5QtdIFJN69OwnNbdG"
    "7r+MzzGg92iTNEKCSoNKqE9QAGk2IZAHnwUyMw76saXLQ/RU/5ef/HG2fMY7m/Tz4dZSlI9+hXXoNE/MgGy3Feg8+SmZNo4pZGYF"
    "7isJcTPb922TdkpCntht48P5SrxAPXGl8/dgtWqVq9Q/H9DKhwC2mGdBqw1HcWAkfwXavc3SgspZQKzYLdfR7u3WFyP+o8KFVSXz"
    "VjVz2Cs2PC3KV43LUr+jTL2M+8LI/6+9xcgBsfaZj2GnlYcegUV52qR2Ey9x0eSpq5yGzx7SsbWAjjaAme46FxBKzcGFFoJujDqp"
    "aA3HN/IT1kMvoM2+mwjqMwNhlQh+dLXAO+wErY41r8AThsy9t3TcEsSYFPLJrI8LE3APy/7EUSaBycFXwhpq3c8HGNzux2Oc5KaK"
    "mB/ttNz6YX5h0hBqbQqhyR8XZLTpRXysemhLicbwKIIKybd5/OKgHuD4trcHYQitCi4aO8jvpyREpoyREWabRqByr0rgXuP+qLxS"
    "9XB/E1CuTJjl4C0HHzFpt+2IleWxWnCVmalykLFx4Zuf+m8QVIDAoqRskGIDOBMFr/Rypz3h7vuMn1OIEcR6p2OfP1S/WDd5HFhT"
    "+Klg8BQTTHbBPRaYli18m/aosrfdy7WepnItQez8Iw3ZUnxxTL0z9NojB2yjJkapiuzEJl8P5IdGa2jueAzuleH3zH1qiI+a9B65"
    "IdAKDK5PGxuhQHUGsAU/yX2G7nB+F1pbE4GIncXZSaC6cm/hgmqKy/e1fz3BVQJOKzHOnWT4pH5/0pmGmPM5wpYiAjYakout6myB"
    "QcVxHsQPetoBnDTLE0vwVFb7oK7M82BkieUiO8CdbnarC+hnWtTj0lhXSpM6KsilQZ33ql5fvEjgODr3sqPgIh7fkX9CLcSlw94g"
    "bfZ+q2Yz/A0xkZG9DhZIL178vthb+yMi2zcIEoK4V57XqRjq3WwykMbAeeu12Hieokm+F0XpZuScz0/7jyL7eTKab0j8HfBxc/aN"
    "fuT6t9epPZ+FDAblei/c2PPFJYb8BsuWlBWOI3YXlvMPIj52Usok0HgRh5sOkhUpsLKXROD0yUCd5Cb19MJfvPzGjAHxjhuRE4sd"
    "U5QjWS/CjtaWWZMqdj/qG0iLywDy5R2t50vRWeVALxBrp2OFAvm+tHLLf+k/a/IlC/+QDMXHnCcKnZNa90PGobGpD1xN5Rozo7XP"
    "FtiiazKnpMtWk6oNcHe4OHxJ3VSLlqDf7K/YMSN3ooc3blvccq1gVi6p52LAhx2p/ppA3qhsHART2Dm5MwwRZiZu8qADTWmqvWcA"
    "plIsYex2jRumJPnyEIhaiULtqE3PAAsj8HhmPzDccznMwHtI3k07x5KGuZhcJzvDMVCI+RQr5+tYZLY/Nie8RBCjI+bUlZFbHF8O"
    "gjXBzxzxRGjS0n3epVdfr2E0lNgDmnoejnGKxsbXIRCkT73hO274D2Q9H9a5j+GHQx+VOpXujKLET4/SaY6sVKWV3gDndh6fwaOJ"
    "Hrlpbt0nzOThKRiIuIcmvsZbD22EJN/FAutpuwMXZF17u6s9xV7NRiHj7W8xmtzbW13oKTbDdRkTELaQChildAPe8mi34IQ+tzzi"
    "83JmyVxXoDN0Sos9njTgMuEKp2XjXfoRT8WdVshgoBRr1ptOyCQz719g6kAurGWcdmRG2UDI2+Z+yv7lrVBvT1xmpn3q6SARlZAN"
    "guC7pGoINnDlv8Ivx0CV/s9GrVf7wGOEV/0JRbjXs2HERR5Iy1KMpwKULLyJQMEIYlhPvFf2/Xr8f7MBwZXlu99qOklJR/m9uQTo"
    "QHfyn5tjJTaSSp9vQ7RuJ5IKx0n6UBRLe9d43IuRvhTnS3H+sTjumMoZ70bdTWgyb7BXG2pcmvYLoIGXEZiON98DuXKD1QG7cKay"
    "+hfD+4kxLT4OkarhhatkLOyXbcR5Wv/Z9sPKuIWN/9gVNGKeP05vjjMpw4hISPinkt+50+NkbsD9HOI+BY4x6dlF4zeeUz+xL+eD"
    "9/FvDGPG2nJvbNCQwPVt1OOIMdwIXZ9xpDIY7IiNoxUSbI91C4LjxCHMNOF62CdAUZsvHMSgNZkbTZMAUDdLR+nS7WnfjzrsmtB1"
    "i3zUdgnrfNfNIbsQHJIQmx5g+jxwf/4FqjDFhxG/nPDxVc7xdRHxWKKIfGnEiTi+KSfnuNUnM91QYJNA2nbsDM46nNYEs5Prcrwl"
    "YtszyFUNlyrIjG8rQdnGqvW7Tu+mkWW+IpgTYVMizx/MFQvl/a4zziEDGfFJoVyr6c1T0zYp2n7tCQoyRZLOsHBTBW2X0DJncEOX"
    "HyUlY71/MU6JTAFLXXyYQcgJmZD+4KCTtG59Sl/A+R+v6LyHkzqCzrE3EhmxZRRm3V0P0ZlsYgSlxy0Ch+c5eqfIj1SuQtH0Y3dY"
    "ToQoQtbf2fMy/9jCsOH+ceaUAr0pItRBTR/ER6mJRLFpdsAWFzbwEsMb2iB/nu10Ui6XifQ9RWcp//iikpaA5mVPQC2DTqqFUXrf"
    "ef/PcCyxZWUQoX641SezW07s/U+QNLMp8vzPGjbxiqw7KHwVT95ZUAhLrcGKkRWcbeg956SaHTks+xW6yxqVWAUSpfSltgaWVXx7"
    "u7wyfN9/59TZghw82D1bAnReVPTj+xCXmIuWf8iMDwkUN/wHRjThNlAgOnvUuT17WsPt4vMK82nWEjj01IFThfWOFIfmTIi8a5uw"
    "9jzO3l7BYyeBIja1yIjpOjeXIo0d5KvEEuIp0719L15tJrzCPNWcYHVQ9pdQuk8sHs3qc6DBM8HyCbNGvnpyBuz1chKop55j9hFv"
    "Nvw18YRyEAovJQLEuZKLt9rkYPaR2t90+drQQuOrHGq3Hi2dhi7tWBjoydR9f2nocbTUuJk5Az0u9pylLEiB9CNFK6aI44UFFhrM"
    "baT/AtTbwLAvcbu2CHMmfelXkTFhbYzDvgcmMJaNhw1DkWvEdLeJFD+WnJ/vg43Hn1M9YTTS/gpZdLN6tliSN4gSNBAOmzN2EUjC"
    "2LC21YZfYiNFarS2h91gj96j/qGh2S1CyFuW0gO8gxpSnLM8TEqh6JR6fFojocvBQdRKMmACi6dbiIQWcpjUDhVWhnC1nsjFoQRp"
    "A5zkNI99BOFgzgCc1BTuo9l2El9d8O3AUl5+Jp0s7ye86Q1262I7aNpF1cTBMVFKPFb70cYbRsZwMDyEqySjiNJm/Wh9o7k4VwZO"
    "+TTv2uKoGjeoIfVLus6w5L65SXt8u+KCgVBe8bMJx7duiHBMJLy5Hcq8HyuzU1lBaaSs91fCHNgHIdWhoNTJTN5ZTj5V6cM52PSY"
    "ac8BOo5LL8CIzS2tZl7LNzR7RdMyjaCOmwg1Qjy8sfETmjVOKIZXygLdB/UI6l5erU448QhCB1IG8HMgT5oHE1i709EB14D+6rmg"
    "Rz4c4Y24vWhKGSNlazXYg/7ja0ewEdnh4Zz4YhxEPwXmxoaN3kgXmvIAMI04pWI/QRB0f0OAyRKsBWlMnXL+g45xC99tbUftBQdm"
    "jmMCcNJoHr529ZXYpsZFHGuA0AFdjmvZI/yJ3PDV3vQ8zs7r2xJ6bhFHzuhsWy8xatW2E6UyFDQ1IqZsgZrzBMV0PvSIv0hva2Jp"
    "UrliUiyh6Hq5vD77shmIhq6qjQ5Yo8tdgpPOc8A2RbumN9wZzkbn3Pc5Vfb/p3kI2GDOBSINDvWbZCNDnqaCYHce40aOXiyAMumk"
    "s/smS/llsGHgxEMvfQpkqgsqVsMp5WJy3w/D2nm4uLgwLYfHgdAUoSA6IhN8SPDzCfprA0pPjoM50uiedcaV6JAbSSzuoRkh2qA2"
    "s5d9p0wGa5+XOYtPTSPgabztg9KL1fMwWDPmBrN+cVClybP32RNE10ih55vhnVSwYcOUqmfBeKLMNLPusNawaWWBlGTKmyvPpfs5"
    "Ws9BdvIQnEB8buUWh1uVNe8PRvYyVuHmvT3vdevvgNvBciHMGnXedkxu+ZRr8Bk7S1Vk8M3KoWvbG4AS+1RbrtlNjYwuT42U7ib8"
    "qpUOlmXhWz83tUgGFMMmGAWadOT0xGOmJ0yFs4C1Pc8qmaBxCQcT5PYFW1QGzPC4pceppWq1vDgoRpQIVYIWT4exiSv9/kJPhQpw"
    "R2J2npfkPuslDjzH8x5MybNIJwkI8QSGnsl+xgENgCEWA2cnXpCk/AYU5ofSRGaKSZSW5I2+9MiO52kfL978qVQpa5/M2acvIXEy"
    "mbIkjznwoQVxUrGa0hpnBj0RiXQlqZNj2DK/m9MK4LxFv48gJKwzYJl3tUbFiqU1jdcBlz3xuhRUmZhocHui/Udz0dDCxXFzN08R"
    "ae4QnW6X682EwMk6hB6ePZ/zyXTx2r3Fb2OwifuZ6XrziwzsX7gGOj5TRQjbijFAAeOoX+qgXQQ23mxpHCzJw37XPsLJEsayBIUA"
    "C/SNJmiz59C1NSQrhwbW9tpzbX6atRRnA8QRBHaOlZkFRJ7QJjMLbSeAWgc/tYskfBBHQi2SIb+VmgGeMri0gYUPMnupm91g7jRj"
    "3xXEVctOPt3PMWeh56L5WoeSKxgtHfUjBuIU8mmGsMInrGORzjPWJn/3SqoTpX3/jvDVrG23TzQzJYgLFl8WVMQZJ1jiSDRDDNQJ"
    "xwE2Iro3JXjHIE8e/4TRNLzTopxXmdnaKXSjlhcLvmhLS1nTIrl5WiyhkF7kcjVBH2bBVmz4u70Wyi+Lr3XyYyOf6ZFy6IQui2dv"
    "Q887aW8WqDkmhccBMtMmddO/bWOfitv3WBDYfmnlBDns2jLTjvRFyUzijAG4uOzb+EviMLCJtv3YdWRCBJg77hgLrsd7i3WM7L/n"
    "KQ7++gxYjuzsH/FCbyJIG/sc87HFThyMovxWG29lsXXt8/84e7OY2bbtPKgusY1vOXQihIAhBgU7duLYENIggiAJSmgUpEiATBNR"
    "VNVaVbV21Wr+1VTzPywlAsELL0i0gogXHggSgeBgIAY5wUKO7YCbNA52nMTXTux7Y19f+57m3nP2OcX4vm+MuVb9e58bwd5/jfHN"
    "OVcz1+ybMceg4qY4Lj0LUoswaUsH9EEvkDTdxth2KFcSAkY+hbs+rjle9rGl+c32iOB0+YKZT8PtOSLpWydO2/ByMMOSpcHZ3bD2"
    "ITDt38sjJF+JZVL7MQnDs52lFa2pCfUpXrN7YngNi4RsUx791Bq88MvK9dsDMAqHV5v7i2IDP75hTeLlf5CYGQM2DNkoAhvPDgwD"
    "Qn0wDN5BUIkc2+thAc85irNN8G+gqSRbxTwni6kVWvvzVmvuAFpCMUR/DDvrowyWVzVWwc2zBeFgxE8GYrCFyzOr7NR/XZ13gGqx"
    "yVZZW/Bo7LpZ0/4aZ40KOgQ4Zunykq1qH87WJo+Bh3MZ8KU6ZXlv+6P6JHedHCkKXGExD2oewK6M/XDczBgegEbqXJ5IVmkcZw57"
    "h3E0vjzoWJ27A2d1Z8xIjMSo2Fy3eljW0hFgHVNGmfp6XdjPOt1lvXm1dBUbYlzdn2C3DPNHkEuyH9olt1n34Ip1mwfPRz82RjMc"
    "z8uDZwawB+4MbijpFA1XAnb7FnIZ9dY+ZourevxwcJ07drVx+5Qdf3BTu5SVwgBICNdj7hwZXSS7dG7sKfhqZsQivLglFg5UJ0iM"
    "stMNz6T7mwfdw35UeqjiFTLEBlHOxOz7dgV+WsOrdzhEaP2htXcW8dNq0+J8B+booXYJ81f7qcXqljJjW2tNv344nxebRHUcxsPM"
    "zR0vTUG7N9rtJIHhfjw+Ucc5vNCV5R5UhrLmKcP6xaE8jijqOJVXphM69exwXhx0dL+ZBJwv1s8CKGg19+Dgo56dtpsujzUzl7ap"
    "p/N3voYZPnVoKE8eTTvMwtmP+JaZ+2FVAPv87vS9Zm5VupcsUHVNO0vFvmx0hU15QFCWsX9dlzb0te5JQljeYiJDqiSk7tJ/6JJn"
    "vtLWUONUW11RWxMND2E8Z791U4Bh3g/RmKoia5lPkJvGiM8iUoWMj9dhiSGp+ag4xcDZ6uXsgPXy4bD1bYOTynOvrt3O3Rq2zD3S"
    "iGXmKUuNLz3ml2pXOBWXVL6X02HZut7gt7Zh5H49oZUO8E5uHK5G5w4DEZCymmvHoQfkovZElhtQ6ENZLMoRr7NXcGUgrkOHJyWs"
    "hY95WG0NQLKZBhk8rGkYR74VEBqoG4tdY3FteDgWjPPt6YQI9NmRuKV04erCPdpOrnTOXc6n9dK14ImtWAASpLq0mdPHqe4zSdR2"
    "4bVvepw+cBcX0IRnmUI3gmKmRR9/L2U6CE5i+tZceo390dszWZ4504qPY5ycCCfbTeMQGAEvgz1Gp2ycKQ44eUrgqdMdip0i5Ru8"
    "E1R8rHHDMlurtLIeuya4WMvJJ3JTwnkn0HvUfBkgoQhWdhKkMhEWKGuo/68bntTjcYAly1LTTfr4sLNKnWjo0qgbrYMo3wSTfCva"
    "co5yXYVaxEf61BLIlpOKtYTSTfqYnjJOdZOeQJu9dRPfpZcMFVJVrbw9q11D3EFJTgvvYUkMB0bt5+s3sOi+VBPqjJcISPFJUrMX"
    "3miNWl5PXWJiaakDy4j2k+5Om9XXbi7BQHB4ItJ2IfRC1lx9Iu3EqKuk7k8NyaS7mS6ax+tmntb7DZX6cgxc0PYMoT8YBzbg0ukI"
    "oB20zTzKbLqLBp6W0vVCmvZizSULcgakoMBAvZtuD+xfCA9pYSXEISYv1RKW8NmRKuHMfmXg3IZipy45i3KCbUBVRscSsXFXyi85"
    "sco0E/ee4OTtJxKTx9THJnfHzAknhjGOp2bSp3x+nvZxBugu1Fvf83Aen/QEQl/qcq2tKWKTaERl1EEUJnd2y2l8dMb598b5TdwH"
    "ftJxxwVwx7D7EqrvElhpFTKNq5M5HUcsAufS3JcKP0TwYl/X+Pp8k5bZGz+vaZ0L1QJq08VZHnwVIAvQEeRu2t5xElmVewrqjeHW"
    "LC0oLl2SP/gbAR0BYkiGgY9Q8t6LuNqhCSKnMGeZ+UAPFy0K0Y+5QMRK0/h3GZ2NbOVO+tIantCEjN9jlWw8Lfb6lkL7+AZaEgTh"
    "WVW2Jiy2oqsNJQ4iO+i1K3uhI6MDoGe162Uq6OnMw4S8ECQ31luTw01HJTcnJcmlvbDkpK0onHHuJj9NFsMJ2XX2O6JU010wunBp"
    "dkNMxZEJdQFb72DcI5gOvjvmoXt3uH0VN5sgRus3DjG6LSqlS8HrulxU0muEmbO5F5rX/cyjXUbbAe7pzjdS5bbz001oWzTrykO3"
    "w2ndCnrBccRH9aAdI9wRdlN+dZ0vBzSQgIA713W5XIqFpYHM/RJTXSM3X0HYUALgo9HvN9OZp9B4FRaxmjjTxVYRBFuSELtTrcMZ"
    "L1iOUELT5MkymT5p1gMTdlAUB48bkuPGebBzXzRcNpsoONZYN1bobR5uv9UGmbktjOGd28KeaRxG4pHf2LVpso39dvjZpVlpY3DS"
    "BwNk1kU2UNOF9U2S1YsjZfRjbcOGN5SLUsOWggRW1UmYKzyhgMuN5xmvIa7BusMDj8i9dOjHBemDsylKsvUzmM7SUwCZGlnW9p7b"
    "sx678+PsgDK7AYR1c+dUPuIYaWM9yLrh9UWdOaPTrvT4UGy7rmYwJJEmH3VNk9vD+l7vgN7egmnRYlc5eO6RCZxNjnQNn9Tp9R2H"
    "fwDUZH7GzT2Oyxor+hWX3gx2lkmWNpbk+26LxnLvSokD+Im/5rCKndLmAKlP0qhMBys1h2KpM61gNuKWomOjNmUllTKi5mDvPdw6"
    "rjoC2PV2pzW3yDsyrTKodZCHz9IaHAPAOoYB7p2zLSpypAwoB4RNUeCR9vCiSv0ECxW0L+D6Br98mQx3BJiOtKkUh7fXJXcKtaB4"
    "D39oAkGli76Tw9grNGKvIGgiAaYQIwpp6+a4x29FwjmnAbvvaM+zWFhkOTyc9EwYsiG1URF+T8hLBXDTU13yILqRUOELwJ5CdwZp"
    "Zoa6ohus2zaQwgGZmTlf+m729Fy0I/bC0jIuxNYMWb4gmbFp06CChNy6ARwgpt5UDcZ9I0QcntQwAIa2FMo0QZhpNUl9WupwElLV"
    "gI7M0oRf7MbRu03tu7kKv1W3YMC4Ohts8JvbnYAbzQrn5DvsOBOqANawUsyqiSkLRWM8gL1Lzd8KB2PizGMCHFOHA6XdYXiiThq4"
    "WhNxcl0l5uZSdQAkCtoAI7TvG+CJT9Nox7ifN56pmFEIh1N8syM+ELvUjaVC46fe1XJnNiU/wJPHZ3Cm6KFJd3t0aeDeuNBp08QF"
    "qIvNCT8rS1J51diLeJ4NhbjlL44BrLYbOme6uKKymu9lbeWYAjBYjzuFChdzUHUngDWB/EhDrPbkTP42D2EICEgtQ0rKuXW628BT"
    "qN/osAuMhlqIXpirB9e9QivaQ5ycOoM790k7WO7l73OocaE5Yat1x5CwTSTo3+GKj7mZRS3uPozzlexlqG+fLy88nqCJEC5PTq5m"
    "FVGgm4e6oEdUYhMrDYtWb4RLHbPhlcfi7YG8/Y1wLg2j5rhgxctwzUl0uBlzu5fh1F/ix9NsaJPCdZZ3Sm56YnU0pl2zeYWHqkGV"
    "I28DefEC9AddnSX9Cut4RTrcIZd0IM+CVRg0WBP3p5eUAjux2DfLsF/tnCIdNICRPXidk0unXaT4+KUnrpwJu0Son1VWKya/eLrH"
    "KbWLCUrh0+T2O2ZtTUu9GFYDe31q57ayfGDnpv7IxbC3qsd0POWz1DEJ0kFJoNVygKFcbxQByYYGwJJncuhpDlfTKZsk/DeFRi/R"
    "5kzKSL1zTD8NFvlFHEo9AjAORbluE+d5X75ZzhD+h9vb+ED05ItwjIJbqYKz0jopB1w+agqkS+/xWW6rvpMGvkjtJc95wFsCsbXN"
    "BiM1OajMOHoIdmbXAztIp5yz8RYxqzck0z7s5Lo5PgnkpKe8DM6Ty451n1MpZqJEBwU6oByXpUhvBde3oWAtp3KoQohl6sDqm1yY"
    "7m2eocfyrWFTQzm3ZRWuFzaKHrwnp7YowjU78PXo1U5uHaLOIZO1nfnHWle4Q8FMUv4P+w3hcKHXcCYNc7ueykvWs/TrIlGBXsQe"
    "VjseXzulNxNjf6rrB4+DeuPJo5p5uGG5xwSbxaROX/vi41DFOzx6t+s7DCxjY8jDrSAdoSO5zV/lqWv2EKrpl7yJ0Wx1hnA70MB+"
    "kzwL0AboHHjsYEAwuKp+vZMpvTW/bqdxhMToaTIoVQZ6bW4SDlm+TU9k8pOkCtQ0v5DID6eETCB4Ej6ztdzwiu5q/pzUL8mJMyKB"
    "XWhl5uRMhN1MeM3f6PMcubIA6fUR5AlHUUHnWnYULnUH4ezSTsCrM4FVyTY5/NJXJLnyhKIORRawbr0VryX3AAkhkrw/5IPcGgrW"
    "Gqc9KAyZFbwHdSHu1mv8YHqCoePN3Tj6ljBsYl3DFbbbl3PJe00AXnjMn+/L3o/S+psBa7YvfWO1P8SijFd8G3OzWe+hwRLS0taZ"
    "suI2McSpG+WIMbXXOOrgRRhQfjZe7dWtJZym3W3d5z5YduRjfjm92vS5j5cNFfKpRbf1KYFOqL/2DrDjkhBDzyuvyGcdwSXSTFL7"
    "p8GzZTr/GmAFi80wQ6C6JT/fBJsKOL1DtCHcsVU2bdI6coA2wUvptayZ89eb6EpinHYh/qxQdpYrHV63REHsV9JRJmHBBnUF5dj1"
    "kmMAy8Hs5EObz8lJczAQE2y4qeXnZVkI+it+lIgyvqbPq6JPqtebYbOkytPt0jWfBkfiQS4RxDE/DnJmzdA2kAJtBl7vF1v8zvaY"
    "i+GLPflqffHVsvkqSczGkuKmxSKqbTNHOjRluMUJKHnD+k8TukSa27qiUKkBHqhobjxU7EIKzY0SZM0tg/m7bQLSeNDwOJPRMxT4"
    "GVGHf5u9eA8hV5TPm7qrWzocETjiQQdMaLO63N44QGBeEPhqbjV+EsPCav3kOrMCfJKf6wZpbk3NzWoDMby5WepYjaKEIg+sYnk8"
    "+T/4dExnozqSl6QWEUZ19WKr4BibCcHahEMqZcrDyWQFUOvqBvacrxLgLJzLK8mL5n3e4n8omrd569RZcjWdXbg/WNHvsYTaHjkP"
    "jHCJ/MQ4XX5aRWslMt3crvgV3fLJje8Y2ARAI/vkjrX99cunrMWuwVNeDssnqTV/Kupisyl3y6ej/Z3x81uO53b5VPWgtb2gWUJx"
    "1JP92QOGdWbjY2McCOsoM2msPcnh+S2Hr3DREbv8c8fDreGnbR3myoN/HF53zzwBLmpJbi+8sglZ5UyONhDqPGEH1h5FqVhOiGcQ"
    "DeJePFYLG1JpSzp1fexfFTEBXqe7BreBLMVbYgpWDGyYJ6o5n8GcVAT31dZsguI2HH5/utQQUH66PC3b9RINIxc3W5EMx1KgwbAg"
    "vS7nehFjMUR+LxWdzvQeGjwb2fVG9vhZC2sUcySbR5Kc4INRB6n2nTHhvOBko/x2bqJo8EtXxW6m1G0VhhIVRnM4NrLwHWx6ehhu"
    "L/FbU27QivOSsi0gyDDwunS2mturD6+k8c49Zhv+7jMtZoQP5R18ica9ujzPHJ+QXhCI4GIgyIqU3wPhe1IUUmtZMRyC4tRly/VK"
    "2vLlaSBacjECCY94Uw+riu36gp8WKwC0bgXk0ztAq7aU/AZOEiZw+LK7tjDaNUoB4nt7NPAbvQUCHhyPGrMgdIt1C6x1zUK1QDUd"
    "U0SQ+hQgV4pHVbNVx0MyoR0+MvgGSzMtje08CoiYH9WaOp88sYbhOivM+RKdIW+VXNGjtRv7swTY2p91hDBl2oOyeGwtwGKeWWXJ"
    "ULKymb2INsNGqiVbhouez1PtgSPJ1yBXc5nLIke1BkDImn6ZMi93BxdbVsIx6fOmXWy1JShoBKN1K0HgJV+VWWnJMPcDvolqRz8e"
    "h8VB+T+DnUhWOIt5ciEvri3zXiRZvpY2CgA2VgH6nm9pFPXWC3y+xlabGKU5BD2WQlNiJR+mKxMsfHyy+NLD93Fm/j5dkAe4K+pP"
    "SO/mAKrFyZzeGSNOkyDLWEFvmTZb1BfwHCtVztmNSDxoNa1ddOk6F+p1VxagDRAXKjZbfSwYk3p7WhdI7G29p4681u1/ZnqSTrcQ"
    "2fecHNHqLpHbNwZuM2d5Aq0DRqH2OIF7BhH75dDODqDBdgCG8bxSm8eZGiJ2uQl5ZZRTSScU+xuTj776TBL6L4gpapFGcPKD1D8B"
    "R5CCOBoSoBPq2q30KcKFY25LfVW23uoTsgN01gFIHCeAAotOVGILBmsSlAgunohlzm2KKdA678SVv7FwAlRhdG4Iav5hoRrq9XFq"
    "wX7e0mALYzntbiSUTTCS1p142Q76m8FP+hZyBqDVBacFXHI+ak/zm3tHJxVe6FggzdXfGLyKzgyUtrIYls4JBnirkvMI1DsJ/a3U"
    "xdZPT2JR00KH/Ci3Aht3bo95xfMCWubi43y9C6hmK4DvO3kJ1bGCzgba7mARFGB5O6GzA12dUdm0zet8NUkauk8WQD5n5eKp4Aov"
    "AOPB3QsxfnusNk4qBRLyDnvuPM+cLUcCdIrjdTgm7Uwqkx0n+6Ev3GG709Vxbf4m4V2Ec93NccjHy5lRS18VOQAvfj9ArF9E6YRf"
    "sjQB5zl3plu99auUVGCZ8zyBCEmXPp+x2TDBVTJmjM0hbNGwQjU5EwxM48UqXLHfIiffBKAXAHXkLiw1wfmNEDbIHPiNEB8Qmzy6"
    "riSy6XHwLgAzctKtAswH1CRayyHi6g8Qs4S769pgnqk0tcFTgxmtwjGVjjyQ+ekA4eNRJKrC+qY8GMHaaahEmylDe4saNOxykWgD"
    "i5teot5SpoXmgIW6mtmashrwJ6wxillP7pa16E4opGEn0Qv4UvIhDqe/9KAFuzc8/dg9/CVlCGQv1Sok5SnMR/HhMz0jtEQap1UU"
    "Tuh785NTklXhdonlR6dmEQ9e0x2xjhlub5InxyqGWfKaRzDPJvQiZsp834fw0xvBswClcjLhdGUAf8pFiaGJGa0MWSfA5l7i5Zpw"
    "5t4EgLHACITIXIhNYYOU/imt8DYYCsmDZw70+i6Hbo+ljru63KaffQ2uZdg4EOsg7u5FPUm6w5oJ6JutBAP7TDwjSWSZs9KdUMew"
    "ZE83eCFmpxf8cQMuPCe7ri9CsgQelEgmz5nL46smwc98BLDR1WE9eAlwL5oxYMLLI10SNX/q7LqGhN/VrC9VcD2u0eAC88csuEem"
    "oQ7caW7pIETqk7utT1Noej9dup2UN/Q80+Mtn1Y9nCs2QP72fq2mS4AD967fDSduiLq6vuC6ty28D4s84IZo0QZEcnsrTPdkoss9"
    "XmluA5ye47GhOCP35HNnK2hr89EB3bLclVQGwvvM00wtyxZPkoq5iUJzaDafh6E4PAs52weXEE0XThXJgGntxnW4i7O0CmSB9BEa"
    "j1H1dqU3eM/GT+uHtnImmxyaCMvDD767PY7SY42QsB6UnF08TEdkksXy8PWtnXU32y7yIB2MmTtS0OWQR+y209v1hUPr4zAg3DGw"
    "tA4qfhiCYfEwF8cnUcwBzMel1JLS2oh9b99xsJusgKEbUJ/lfYmOOLRazZC4g5pMSiq0GJRaY2nDA2sWmetHnXQFhy8UNrTW1kAs"
    "x3MurFS1p5WvmPrWK7ZpQDIQGDKt3N8eVEpDnm/lmRvOyYUryliRezg30JbdihoyAlBLhjnkiSVx9PL1xhJpDY7yWm9pitd4TOJq"
    "J1QJHLN1znmoRMFoSaLTuERnMsp+GGjfOJquBgQSkCBcE8EksbfvwdFHnkoH0bIw0A43oWmHQkzXmChskyYYHszkTB3LzPFwfX/g"
    "hBKQirRojWxARDp4c0cwmXNYSn6UdBUJ5OerXJ8jy7xotnTj2GLKNi9M8nGtNnKlsRdd7isGeV3nGFIS8Y3TQSvsIkFtrf08lZqt"
    "jd2y0A7fNpaOyO7mZhc9NRZzexWbavPsrMCj3kLcBJpYAFTgDByGvYAO9ePkC2oRcqenRZi2t4GcFe5hY/HA3mlL5TDYlcdezuwU"
    "J53dviDAQEI1bwhlekQ4kUkjNXRJm41gd1vRABhc2NkBz1Lj2SbRVvjHGt1kh0q+2GDRRtrMnZ6q9bnJeRWHwtuIf1hgAvYaPlTT"
    "OSR3YBeEsIlz3HBJNRAQT0MDhKAmMDJvllKTdo75h80vkFBbrIXCZ6cnUQpi+kwakgqADXPX4+ibswhRY/yY+JgnnuLMLZ+0Lnx5"
    "We/jQ7nFibPlWm5ykFokabQVW2elX8sSLn0lwacyQBfVBCaBBfONrWqDDQqaoGayfqTbBx/hSidu3YeqvzUCmJ/5fuO8t3tc3Pa6"
    "OVMSo/APHO5tjxwOuzOH0jY3hw0fSxlr9c7GrF5ejoatjtyerRPr3K6XtS/dettCJW9uaLe2XofVCWRF4WwgTWoU0cndzfGK0aLH"
    "zZnGITlu2eckOrXbYQOnW5f4wR8560x6IWHPOE0lPMBXYOXKgvsMzs39Bo+BfqieCandBNLi8MwDI2f2DsnP5w/T/RpdSZxOe7Up"
    "JFW9lxLCyc2tm3ClQKRvlW1qfENVaN8wUCvk6WgOfFFfdNSYLISkPuckHGQSaOmCxXTSGE3ko1JiG1TEhnCqcBpVMzwT9a1j4gny"
    "RUrQi/0QC47iOtWeDp1SZ6Vru97t6hO7JvR7a9F2qbmXz7zEbCTLoQdm7rPjiNF38ogMiBotIFZfAr+g13ogpCKsHNcJdEsJSrAp"
    "W0aDloBX+eTEUrfmfW4GPIXgeGuS7dTQ0HqoKdyHwknL0YS06+jj6MnXDSmEhOAUANUbL67FJOmF4qVpBXtqpWdQIuA+0Ji88xnm"
    "cCBKRfKN6vPCY2aFAfYs3gifRWiFkzqr1mVzZt4Nb62Wj93K/BKusifTeDN/b1C9UXnjOX0zOV5+wOz5Eg2fBHMJUebJFIJWaVs0"
    "yElrpLBCvZTkDymyFX0aKW6o+SokceslqfWzh4bynCqyZ5DeRdM7M6c9kaZru8xqeYaLs8ZilF1PJNLKuwqljDaJ8AUKMUSIgF9j"
    "c1RJ5juDnFVYkumw09I7o5NEFS2EPDvsnkC+ouOD8bL80byWWrIcgqyoHXmuF+eImo3NQHRByVA8e6+VGANcAXK+9jfvtRQEsLdk"
    "pK4+Z3wQgN7hWvwC4J7TjgRtRiWkrchswKTIZnao6vBOq9kdI1lSnMmVTMDZHJir7BaM+N41oU87ZtietrWeOb7A/L13BHTN9MTV"
    "+aSD13Rxf3fm9GU/OLiX1GnZWiyep0+vsp76vTolYKVziQF0Fi9cXUI0xMJjlO3b/HBhs4xTqMvpOCpUE8MClVLjyfU8RS8n6cDk"
    "3xEWuvLEDH9yhTuGoGKPdu3C9loC8XQ5ihlONw/xOUA8UWVt88SKZ473ksOzQy5+hsMuQaVmqyNZnYRq0N4vpaNLTzs7TYNuuWRF"
    "WjimSnRhaxnTxnBnzmZnIZY+Zp4fAnEcWU2HxiDCsgzujtlDtHglPHuQczEVWBnu6At/MRw2gD6vi1P6VPNbb7VJ6E5/gBLqrOFR"
    "lycHddUkR1KGk7x8rgHnic2Ntt6crxI45KcsOYoJqgQJa6rqrukaxBBP7qeq2c8tHppTTRYW3Ll6AS90NX3R87vZ3vTerJDLQ4FD"
    "I9qJ9TzL2KEkMD9gKIYt5LWxamLTnW5vHbR2Jrv9Cb/Vq/WVPFqY/WmNd5GtgtNgG1WIXeyJGGHQNvU2wnFuar9vcxmTmiwLRrhP"
    "7h9cK5QDefhJzXBCFKbA3BwbFi5mgIGJh0e+mfuwxu90WmrxmrQTs+Q40ccmzaSrIet8jAnnlmKlXoH9qJHzyM2D7xET8LGtfP1S"
    "jAYxmBX0xQV3QRo3JgkJzFW4TZ6zvZDkdxbUSyMOjSjsjLIc0uGrSp2VUiQDVCGR6qbC2rQDfzOdc1qbMCopJOvsmQbaItMo4FAP"
    "KPSH+kISa5qxq/MWPx07c8FDhmsYVPOF9UXxgcITUDzCOhLmEIYlRjKFDV7YbdwGQW6QDWTYALYYk4t7w2SOY2Flu8hRfArrmYr9"
    "eoPPKfZc+ySv6C7EKCztPOm4MTcGV8UehzrE5mHJqajRPUBNsTDKA0EnzqPnnay7gdGUjN4eGI26udDnFHtpHjFAeUbjNsQ4g2Op"
    "y/hJ3RF474z3YwgJNpBQKgfrcR1yvSjx7rLgPEac95QMY90go1j0wPIu92k92DSL3w031/kJeXd/BOWJ5wCFLnCIJFBsqT9abDXv"
    "eOjT86aKUg5sowo+kEOZoh/iqc85iWyLC/Zk9Y7MrrYIHYuGJC3yrNtyCC+bjxST4VP6TatgPJgOP46XwZnDx1MO6czueMOPK0Cs"
    "6ccb9r46i8kJRh1IZ5MAOtlJ4Mvh4tNObPlBpUjFYOYBWCCHMSKEo97hXD2qNvXhyn6iPww10c3eECAlYee9Ow0oI6ChjZAOnNyx"
    "B1lQucJPIyMWuJItZrlWdpRsAREDqD9Wkpd7/OyeZqsNDLigE24V1U89e1ngh/iVlhrl1SpEBYM+RhsStSYOVrtLwvZ1VnRrKvWE"
    "TneSUK+9dC3vYj7sEE7rTnJDC8DjTekQ0aMTGtfkEyExzpED/cD0oJ2IxuJILDjCMEASRoQvTEo6X/lygbloVjNtjAbAm7FBGj1w"
    "jUQ3wlbWOM7rdDysxNIBVMD4BGtgTS3mYjM5XfeY9yHymcnp2kwYHRNzTLulvjFKIRrHWb0dfH4jD65pO6YWDOFkxiw2Tbsa1js6"
    "y2/axyDtVhubBebYBXtR/aBvCeQoupKAPjBpS39sQIlhQdq6FvZa0H6D0sJ9WdIkgioXF1dju5ac6QgQi8Jdo2ky1NMw1piHphUL"
    "rn9p4g0/DXGBdKyGdcucMizqXya+K7YJaMQeDqWVXIwWUIRrNYr6hUC9WXUEka0Zplxq00+CxObxlcPRh87DsT78xkPdM84XPISd"
    "9rX26R58k8oAtQyzoLc8I5NKWtldUOMyD4Xo/KMSgreEU/eDb6S/GTozefhJgX6U4RPDfXvzLeHSKvqWiLOsrmjCFaOeyNIX4Z/0"
    "2QplcmWaSL4tvGu6FXXsrLDMMgvP13suNTfHB2+Zg3vp88Kw2zyY1hyoSnvLPviNIGgWgCET7I40Xym8W6OXeSOchmslmfO2wOtq"
    "s7Omgvsqbw/HjjwVj7wtvKg+6f6h9PxLzc5joI61zn05LsiaFQzTasthFqj9HhjomvsOFJR0KUyp3EB4vmVBVF3HoRqsWq8g8rbn"
    "/GDmOW+1Q7NV19jIpinQiYIilvY+jYmpI4+0E+Msq+anoJJ6QmjCQLaDWjctx/Eqe7+NlrUI8kRlOmI8ZNE9DXmOomrNXLvBjKfd"
    "4ielkgC4rd36Zka71fpWVpQq4W1Xo0ascUBd4gs8i9Gh38EGZ4fVC3sqWnfM3rqDPQ6DqQ5q7VZbSj7QAVNbWld2lzqjDtPU20u8"
    "SorXzBMXsz560+uDh+4UoMRvRSGjs0NfLiH2qR9wv9qstitoR3Inxbg6fgE+wb7K1WfaTa71IKF1EThWe9zFvOm1qqHKnRW73dDF"
    "NTaZ+CR30kclWxOkSbElXdpl03FzbWvONnG5hC3vTCyO0ElRx9v8VrNndWCKNk+EGseor4f2xFOtaGEhN0tA6/ZSg5D8hgZWPNrk"
    "sW+GSQLrbZ4qm/2at7Qy6Qxkk4ieL0X54tH1mUCRe0zmWpKHz0PSPrECdD6XBZxu2SRzbEOjrk+OunHoW9dy1LsVpYLk8iWOx3fE"
    "iJMO306OgSeV5ntYngVf+1sjxAsP6wkZZA4FubdLNDB+vBMiZDh/LHxSHvPU+p7LcCrsoD4zAdTSN6WXyArdJb3E0x6c267/5KCV"
    "2p0I18NcSNxHWTrzJiY1tsIBbwjE1RmsJhizWkxGB0Z7RmtQCAEZ47C8z3wdwlM4xx4utBrQVKSo7ysDck2RKWyOXSWetorgkFZB"
    "h8106J8+FPvUvqyOvcCX5Sj32aQ6m57rDn29Paw7pSmnPT2LEzWJ87iQY5w8mGAYh557dT1zsKbxy8cLdCI4Yb9sEiGj88JTMICc"
    "+4LHTfJOF2htzrWppXEEZQplCFhnFXmEnYpTuZnzMgQ22zi7ehmQjpnMQ1zownOJYoudG5SVZn9IPOEIRcW4YTdgT09l9oMyvXCn"
    "gx3uZiYJpSm82xF18YkHs6LhSkKeL9yxEY89l9OQpXB8w6GteZZJXliZni9IS0okYpNHhF/EP0VXieDIT6TPwtJuDT04ZCDS5+Ry"
    "UhUVgLrFXlNmioWSKfrUbZBKExi3gicnK58Anu0O3dOIrjCdPXINnkdm4Ymy3TbeZPG4ltjQrmWZO5z5hLJZNjz6JJ2tU4gHJH/E"
    "aNiQzBa4+oE1cMjU4g1qS7jB1d/Q0+EWuwPGIo3jGBqXIoeNJZtGtYMMsBg/HUG5hE+WANtzISacQTcJZtCP9gHRfhUE793BHEkw"
    "T464RvuyGkmYS1tPgmJaEzfAQ0lLGqFhXMgD8S3kO6wdJohJLAz1dkNmqTLsltRnsi30Eqo26YY9euXBehOUN3E+l4hlO0G8pojo"
    "cuSJtajBkrRNYyR35Y4QAwwxMHYcGiZTg80bbvk6rNsZdBmCwdUeu6nS4JMP5PPX3bELt4DqAAvd0O44khok803OnCfngzq3cwNj"
    "xx1m1WfLWxuHXdb4TXbu6ZKQsKR5dX7ZfCuS03qTbDmYuyGB3FkZGKKpyeGrLAa1WHPx2o81T6NclrxwF8A6JmQfGUoPAUvg1a68"
    "bS2zb+WmDtaBc+h0K2nIyDiuQwMMSTgqIBHyE8NTw+bZN2/oEuYb3YXDS8Dul5G0XAe7VTEauNlg6OrMm6cbjKl1RZeQ3gCB1GI7"
    "IYlhdxg13LrQdWyQGjfAe7KM/bFXCh3Ym69PyyfeTMcOLV8r5WzupcUhYdcnJJe/xFDmnBZcBPne81KnspZWGzY3UQjqE5SnpSpJ"
    "T7WYS7SGPVR7QLsPCJW89VhlBalIEUpt5C4kLabtb8e+SOEul9GTC3dzeGrV4lysV9p4x4avdtp4xhxkdipe7iJzjmV0IllZIeRG"
    "MJErcyDucl25hYyDTSOmFV34+gN1bVyKXVLfxe7XQ2sJtbE/e/amxs8HNilumI3HItiytxTcrpK6G8OTIuDepoibuu5mq8qoMTAi"
    "bz/aUcO5NsMa7PSZTWDx6RhjGGm5GN/bhJ8mzezKHIGnnJqvJqsjPbbmoASDBEMQtDFJK0aAtFUPD2vL2uJ0SxgI76qw6xOKifwQ"
    "lx+IU24Lx6KYqytOloE/IZwVyoOUbcK44CHwrXewJxTe1Jj/CdMkTBshnKRO0GPgU6KZf2zpuynYeBgngYJtnwAsUD04Vhtrx8Jj"
    "HsgwH7qGWKg4Dzj0jERbkqAQazMeLpoyccDccpQmd8knm2BRx5greU1Qn+cYhS5vdSFgd1qD9suX9kbppho97gbKOYlQwr1hFLre"
    "md6DwQ/bRZngnoadL9y6aiadMEuvR3+Klb309C1+eUteUI6ZgtEX7lBy/dI7DdBeBszf8Yb36vxGQCpdV98yEfRxJDBOfPc7+zth"
    "1oOjEvZbPS97S7l9gZ99/t6utWbhYB02yFG0A0PIFj+99QQYMyaDQ7aWUCxsgdpvc4KmRgNFC1qSdPkJwjA9Tu1AwUkuuqsd1bq/"
    "o8sqPftw0o7suIwRNgCqH+hKSjmIE8QNNR9EiwVifXCENmdrd7gshZWmNaLJH2bSrm2sCJQHSD6KA5BaEUKOVyeYZjWTV7cME2ni"
    "aQtDHnqQlKfg5Gvfn/xF/hXpMCzgRZRjKnXidM/aeDjjARd3Pwi506cT882+FICVIGN4y4Bfhky0YUtvpaWw2aj1BEv220gUyDP1"
    "Bdv04qhVBJogAKGcTU+1ib10JnI+JAtsyZQBnWHbDI5MND9ZzyiINY/YkgzFJmW3fIy4O6ZEkIcuU3grh1Mu7iUUnrn8nmltztXQ"
    "hgJaa2+QBtWNJONMHMh6w4xAJ0D89XgQHwtRJjTPOr3SEc/iaa44udCjoNgzS5f27hHDsnHBaCAXEfZ98N5yol5RUhInm70Q1xn6"
    "9DpD4D6nRiFL6qUn9+PJjlXLa314IVMd7TLZwplWVGbKG/2Mn3zsvVAZxhrwwiMOsNf+wKKLR8d4eu6Ane360cdNPnIgOfenVI9E"
    "4d7iP78+XZDHEDYdrpwONiRhiQlNPUPy4XGRuVsz78lDGRKufIbTsGfycZEiip1BKt0qXf2WcPqXEg6Zv5wbk5NTbdHkDGPV0TxM"
    "Z6KwiThzIpesk2jXb35OOhE5efmSFUQskucb3+YeL5LLopSEHV9Eyq8Kxt2jEmMEd7bcY4SzYBLhwlPqcGsNCutyuyZDMaz2N6un"
    "Na5muWfZdMtCEwqlQzOjQ4KUwCR81EJEr+hxDeOwCPj2sPbQY6Eb8aQGv9VRlKuqzeot51eW8/VWT1obma8kryWc0seeseSmKAie"
    "6Y9khJqaRON0HopxrYV1H9MD93GXL1c9+nHPslvOtRsCeSoDykKcMBWzSw5UHvu89mVzuS02EeSi6zq2Iq9KMgDugPZJmbcNfWNs"
    "fKfAg3XXNgRc9zP1VvNwCTGomfXxuwKbwRHl+QWxucnvy7rwup4crevgU72Ak+tnhBz07DhhhTO7WRWsMQXd1BEnbAhKZyPFmAUp"
    "5EiYaldbrdlUI516DLBAadHWBS7lwbPUgjRiPpSxTTuzpzCFv2HhW0GzRg/ONCqRi31Qguxu5Zo/4mxF1L7BjV/0bvyib9KUO9DK"
    "Dc2ljqmxUtGwZ0uXzlwxVm5qEMuxJvzZkjxhHGK3tEwJKXHWbqCyPZYc5Rqq2VpNtpx0VSTE3kJOTxTqZoNsvh8Km4dx32nuL8YC"
    "2sZz+Ung7p3vCgZgVXEprf06QWJd18FhlrvSYDkp+ODYtQyFo+sc+tggzqIsH0+lyBXjBDoirYoqfXTBI/U40o5ZFra/IYkt66wK"
    "1xKNGxUQb4N7TPwzZ+qOkiu90gY/vfzFqs41F8ywB3BPLKEsQX9NheXgTT7BuX/Tz2B6fLj8BTt9wePST7jTwcE3fFL77wFtxA04"
    "RYIGiOanPGbYur3lw2GPuWNecidPGVi8PnpKnDl5zeEqlS9rj1mPiGZfr6UYR7XHj6vHCXUBO17JHDxjTsUpipHoMgCL7Cqg/sAQ"
    "BozGeD0WM3g+BAIuJNlSiimM7jliEJc/kJIyKIQNjPfMS7CZFBUauDCp2L0ZLBVtWGHeNW+G8q4VraNZyzULTy9Kgz85o2GSy48R"
    "uCt0DOuOFfdgFPT4kLgA36WDMC8CWKn/ZqE6N6W1SIVToaHwQzRjmAKLFswE/OpBdZrcZptoaGcOpTz8eq8dSNse01nwfdN7NHYU"
    "692EPT8LU43TepSWosrDOkF0q+2Qk9gwmfrLDWPxD8fGVS4FVo9q4cM7C6T3Qeim10SVB65dlZk3IIMvDKHrhHqTA9aAl67fBOXF"
    "T0n03Qm/YiOKAIgo91i+7qxsG6QIBNKv38EFYJcxxB5ufRS+CnbXpWUCtAXlm3g+ox9aLOKCljgOntCDdud+ULmHfIX0lvRYQWDW"
    "ob89l1CIC+6D50uB7uBiT8a6161ZqhIaiTE/4FHsTJaRTqEa0hmod2Ty7US9Sb01VInkfNUEQtbduJveP0txIAczw3pp5V/2OexJ"
    "w8ZG0sNy2KYRAbZwhm2Hn83TMJqQbpJQTAF/KN2IjeY4oZD8YycdO6o4oMwRHGaCqwL7Wa6yYQfbeRZ+XQ7Z0oaDO6OF/fmabJlX"
    "FqsCntnKiNWaQcuh9s52fbpRmMPKJzclbUgOjfCDesShmmxxDZx3GR2wtNUXydfcdcuBx/yM11BBESm28rmhBSfmaK7Uwp08aaZM"
    "QoHnqVIALmMZkAIA+h0gGkB0ytcVed3Jo25bZza48JcjIKMeSaFWtMpRFwgpmzSDyF8oNNla2mGgYQSKov150OSz1QcHtGIxWHmu"
    "pFx/gJUXmNumDsGhUmZmRDYQ1lMOUDB7QHDBXp/nquP7JVHs3OUm0rZjlwJmiq3DLzX3EnOCL/pn4yimVcG96LRQZx5Q7S2GdQ8h"
    "gZ5E8egZUStW1gDZz5ewEtKtxwqLbs5dqw8PD21r2RbvFQkPf3FjfPtRD6HiTmOQlxykYUosD6BcqihfMVRUATtH3FgdKupNBMt0"
    "J81KctNPr3PNI54rM0tIcITxi6GSrvehou7voaKeY78n6bPNHhyU2oYJHzRQDwHeYT346XiyvEJnLVwnr1rSj5a8KZeCKaSN95NG"
    "hhnGNm98oc+I/N6O5dmPMBmwlh+1YJJjn+FkX9L8XIJ0qLpIq5lsARyxET/ALKsScLZ/QiUqRofO7x5UY8HiuDJc0Es3VNiHdrbC"
    "ZJOXPhfmhz8p6h8aHnmT0KEzbWA4jiNt7nzUr+KeOo4jR7YMAUbnnIseivSSNq50zgLYYBE0D545UJBKbZMKa4Pizw12HOy0n4Sa"
    "hjZsU6lT8APeJxyww6YobP7YDx22MepEMW4PwJ+EqTVqGLyDj0RW19JJCY7OUwydPaSDb+4mIGeqFeRrjXjUb3NuKOik4/5cOlBr"
    "E2iyJQWvbCjLyQ4afLgoCUBlb/KzDs3HnVSN3jzc4HNNQqxm+DFcn7CvGIC1W3DOjQk4952tacPzvFQZw1mTE1jR0Ktkw4AVMBCJ"
    "QCfEl9aKc0tJAAD1d7RSDRoqcahbDcQyodysH9vjTlfgLQMHDoM9tN/iZ7Hpd0tOSUFkVUroJu7rxML5UvOfgV23fYMVj9oGTM6j"
    "ocE4Ib9SQI1nhFJ4VC934jrZnncfX5QYzpSAHWzcZT9JowwX6Kk6c33ODWSc1/aX2S9fQq5OBgxIUQ8D+ARhcoe96/CYoRV1KLgT"
    "qRZwup9FAKs0M7fr1595qcVzt9CQi65S2JDPIO6uitMJ3wQvHWaPnbIEJi+25nRQfUDTFSfGEh49OSRhjINYMTpvlmeoabWm+mzT"
    "CdmEccYu4+x6JM7W6VhBPOMYFoqBjedWIBkJ76nOJLhWy23iunoSjHcHn03QLl1ERIwpTBRSYliuWsZY1jl9cYu1J+ddUS/P+zV+"
    "69a+aG9PsGJRrPFjQhVbG+8sZYGK1O7H9jsIYO3HSc+FjYxQbMRjNcKd+jphLQL6INF15S198RCsB9WjAFH2MCk+H+3vLQ1p8nR1"
    "gB7mS40WmhLDnniCmT6oAJX53tlGNy0sgKxE19Dskwn7nIaYmQUA/X8r67no4KQqFoR3octSQaerQIVUA6jLqhAK68t0hHJAd3Df"
    "XNgvoIwBkUfh7HE9p0h5jZ9hHC/uNTp04XcEZrl1XjeKjcMZ94vOHiIYYhNnJBH+VpaUEG498+OMpOwuEQxle+eSJyrP1vnYb70R"
    "tfa0OzpMgimTAkIFcPmVEEeNLQ9rnMY1ai+sT/ituSVrAPpKxeyNT8szpHhQ0rT0drZJ7xnlx6Zx5+F0tDmFWExRzIUC4CdBzlbB"
    "KTJHK7RJLxxdVm4SiBMaIbqf/GW1Ijl9yQJuq7NkcuFTQ+HCox648HUdH5I7hGdV96kd2FX0gsQ6OGUgL1Zf7HdMOj8u2Bq6QANY"
    "ElU0l1XlC9ozEMbJxoAgihGPYItN6+pyk1fL6CCd0xe3AHQFSEmy4mF2oDzbIwkxNIvTuMvpWK7W0d84phseMVu++DYuzUrRyGcy"
    "MDWhFXfYZ+792kYE5j7jh0ggCW4W1Q3ak8vW/tCSXzDvNDrN+i8WpcxGIBe7Kd/gZ88ua4ADNuCMc/ZhPPLYEFoqcB2EvsAmByhb"
    "ywsSO8+P9loOiZyFTD0K64NPesjMLyWOPLVr9aAP/9GVTCNzXPQiqK0bf6ysjL4ID+vT6XzOJ4Vj4RK5GOFUtupYgxt3pLT1IWEY"
    "OVUkMDWiBHt4c0RijhbpBqNtuXOWPkjnXdB4XfjRfH17fM4HhCFLuQW8vPgJ1MuBJLeREWm3pL7dCyV3jFKi4HIoUEYPaFmMYp82"
    "uGSBeWpE52/Cn4eluPXJU228wpq1x/C33BIXrqmqFlek8Ml2enhdAfpc47bLAd9Q48d4YrRwOVjBRmPABCwy69gvxbEg4dzgUpyy"
    "LaT8Lqw6RbWUeMoypFQuhQ+xLlyKvRRA4HwUpg1puwnOSTskXHwc5JFwwzNMc5QOSsxZLnaPvRSeUAiL1beL4bKQfdBLVeNXVTBc"
    "eKlXg8USxaTmgo4Yr8NpQZ1v4a4QyFoKa0PXAzsrOXN3tTwwzwZSTspYBE4aV90jS6iIx8QYOzpTbEkETjmVXiqxkcDpaWFwByZU"
    "bjrsFodl/PBYcupoT+gvTU+IyZE7zw4kPC/M02CCadVdg+ckmaPQU7HLt7ftKdIBoyjP/dTbL2MM7lxFmDjabHNQQBTAM+ioYutA"
    "N3NkZFPtFV002AigQC/Tgeh5ykQlri3IEQGhD8UMo5pT5c3FUomJikx/Wll7/WQXG8ZaA1ca1k2TdMFMalM7BWr7Q3p0rdPGquXV"
    "ul4Fxk4WHKFp195Ux9XLOMrjHK9KGP20Qw72XBVuyOI71/pf5yd6C5sjQG5oPwvHirDUka5cg50HdQFQ/5DkG1Ta1o9sUO+T6EpV"
    "l1ANbpiekN+u7B2xFhO9YV1i5ZtXCg5RvgeXxw/rV/Rvnek9LCUtTtfgIYhPTR/YiEEjhBnppTus2TJhIcuolRY/4nSZL85d/OMu"
    "l+XVJUaWV98xvK7trzwtr1v724LnuRXGK4eEV/xV+NU2373CouB1Z3++jXndU7o8uKrFlXaPrVm/HpZXaxmuVjJJ7Puuk3jv1V5l"
    "8037ucFaQl8TBEyyJXA9SC9eMfm4Is6lxaG8Lq+V1jevdbs30kGN0tVmm/bTAsvV3PbUfovfam7FHe5J+PLa28PsPqOI39UeT+zE"
    "6XV588S7Qd7vhuS7rVuSimQLM96WQkkvKDyb4355g8TpzUrSzcYrtwKK10jNAw+ptstbfarPRi3Hb/WAX0via1GAXCd4XhfL5yzf"
    "dUur7FAl/AxdSSDYYZsMdMEH1wwiEOZfPtufNQv2e16DNcvn8gk/arhPkXaPST7OPPyhlRW657rcFPZunIx+rmv8jnmOuvrc5idE"
    "prP3pDPTz8NyXK/xI9mCZCA5yA4Ei2ujTX7sh2s2RLhwgws3uHBTgGDX2lhHIqFRIlpLGPnsLZ6wxRO2dLrJu3yG7UNG6RQR77rg"
    "HkJJMIChBOO9iKgVNSMnkqoiY4S2MrZioK31MPqyNyGXERPHuXOte43qncTgxCdla5KSlBq0xzT5GZO6E0O8OMvFfLpOXPLerBXV"
    "J2b4huwVCDRwG2vPoCJUzTkyV3K8Pkca8sk5/QTxCP5wyQ6X7OC/wyU7BmCnyTkqmqEGRB+xxy9n6u65deYA0XM9e0wM5HYBvUzg"
    "NQiuKPQQfOFpT+JqXEZqZyBjQYH2EmeM9knJdeKdp73MbY7c0XO2Vm8QjhnKElQWTtaZkqOOh7nXxZnf66blRhhZZPE8NQcwxLtc"
    "P/OpZUayb1BbSny2tW/jGkGWpbeO3w/0zJhXGUmL2f5IhX8RvUq0gyZx8IuuR9fTMLmrG4l0OgFJ7n5cI5lr5Aze3nAV17gNZQaW"
    "7eaAJoYp0+DRDS/j6UFwPqyZLF/JkXvgjQwH9o0jQvxtSQ6iBTab9Cq4mGFy5RVSq92THFV02720KY0cd4JSydOE5Imi3SKdW4wL"
    "xRjSMpMAtYI10iLBiHWXEdNzI/i+DvHsurzc8BMMscKT6ys7dMH+asNo9ghvfAZadjGWYgDsY4xrXNOjOPY1Luzp7tdMjB5no/oE"
    "OqHKX4h+DbQV1aG1UTKKI3YvRNVtjJSuJo2zK6MGTmxnBqi0Xav9MEyRBkPIJWxfO7OaMSFccMaT8GFn5Mn5gKQ84yauC4n5pZcn"
    "EHwCwq8sxpaSaOc3a5INyJbkKMr8cNAJaR5FODTitBphiIRhOxCZBTXQkrRY/x05nyHNxKhtZKQ8HmjB92P1RUyXaTVlDLGGMUm+"
    "jOihNvwGIdyOvmqDvoou1PMNF06M4ZotfXENo4f+hHegqd9kuCLDFRn9EIir0BBjBwoUoYxXzpB8hwZ6k/NSHqkZaX8ArOKHJCsO"
    "E+yIUSI2LMibnBHEyvvois0ArvDEg9HKb9DKb3Z4PVr5zY4BongekmOPgP3J2q4N2+FNAV9GpqiwODnSpj2pElCAl0p02QDzEwXI"
    "CFdARy5BkWKJjvqgR5qiAX3GS0+46lRvSLdHZ3rHibZoRp1NAkNVwzm6cQOA2NUZ3lwzbhzSjrQdOyaJDUDcIM9BF7omCKE8vHjZ"
    "lUR+V0a3wbsbJBeHjmDKHx0IEnDlLqMPicdJpyngpWM5xNPggXZjM3DpyzlChmwvjx2JU95Izjj5URQDSCBKkYnpugKmrgBaUl7Y"
    "4UOthm/wacA3tDeeGSjm2zXJBoSdhouviHfizJHtmr68ZEfCO3c7+pxcTVyC6FYpu0+qBgVILcVWynpGifAbK0lsgAdekTCXdCA3"
    "eDxGh3QD+fZMuDwg80sr5P4WhQEqxTaxZTm5bo51vWsdA1KH5iAL5InRnmqwLhflAzu+SQSlZButkOvZ4srQmJRuGaL9V3I8B7mA"
    "hmm7IcIrN/TfkVgt3vK3JklpyfsUglvQRG3RRGFmONIL7dQW7dQ2oxNXoJ3aZgUIcwl+aLK2aJq2aLG2/Gg0Uhx738h5KUr7lo1Q"
    "UoNFpPV7dyBJcC/LCdqhLb8AQ84tC82OoQrZISI7pCzWHYztkbyysgZeo+dgmvLgxihBKvGKBUSgI2pF/YIWciMjFW+Tsj0A2J9K"
    "B4379NiVvALnTFq3wTLOdDjNcOcO6IwwxAqJ2pIzN2Hl1ih3dpzzBg6MZRB+DNPiAipalGg3jhSx8T7jcWQE8ZknDjAlXy+WB5h2"
    "UZObcQfm+vsooTMxvhWAKQvVsmAFiTL4xA9Qy7ylLi0x3lh3uTN3qrKc6oFuxonzaYBnI0giDJS3iEBF0pPgitrGs53KW71Fziu6"
    "Gqn40Gdb5ywxNde0jZ9IeM9J+LRuOgVxDSkAx6OO2S7VkMxf656hrIIj0uhmjOxuzoaCQL5UtEJQ9MH73L2Y7sb1lBLCcZEbc+dD"
    "sGIzuabAXhFoRNf64rJRtgP0wYvUirnz5NcWp+n9TTH5eoSle2BMm4AJZQmmu+MwtjuuAtIkMs6k+8a00ieoyWugePLQzyI2xLVD"
    "P4UrYpUaU+O0aL69zRwKyETXYkU8tZqm0zLeAbYTlW5Lx/vgXYChTXELpzJJLt2o4MrLWDoMH9hveDSEEz6q5IZr5UjV9c7WVSA/"
    "wTE5UsAwPX0o/RLX0kYYCcNNEYKiGiDWMboykQQ886uzqI0spg9Pri6cfQJxW+gRNkfdlMqomajk5FJ8G3W6dcNMfFK1UnJiiq2C"
    "3uqali1A2yjaqhQivSgdgz51qLzcSF/auMWTGtTXhmgg0VLmuLUZzRa85exh2+bqrlqZnQbI3FTGDON1NgMnZU7yh8fIhSREXHo0"
    "lD0qB146cAxtjGPeLdvFgUXVaPRsBpm2Q8ZCxY5kgCL8cTosBsxkG1qSE6mw1wQeOQ2OnQSD9kEdL+29sxjOWHDYIrYXlMEr4nJF"
    "dPFwbpeI4eJbnG82SGko5xT8GfEZ2ZpkA7IloXtLzGtytokZhosZVo8yzgsotEbqW7qjH2VKoCPKRRUJDF6yDQmev6EXngsXX4xR"
    "UMaXo3ZnWwZanmHEkzG+fIacCMwQiEsx6slyRtmoZpcZRkFGMNQm2zOi6I6gavxGVut2nXxy0DpgNQcqG3GtYwINNMIG2N6aXpCE"
    "4XkjGnyfo/MBopUgIWpyNbgjofztmCyuATGefu5plMYYMUXwhMW6PCGPrLoBcd3GnIJcgFHJ0gPU0FMDIKZlJHFrW1nRJX0TXEss"
    "GcyRR58I9bkHMKknHLEHeibvtqJxKiw5akY9WaV5cCioF231Zrr0Bb0EcR0xfj1bb3F/jZ/qc9SGJ2RH8glSbySdaY19hO7H0a2p"
    "jGEUFcBqFwsbBsEZhroZs2ZHP9ETm6KsWO+rWiop4Ujqx0buqBnNSfARBW+kAlZOCCfdrAZLEt+FAeQFLYk+mZwTEIMM7TxrBTKh"
    "/T54mFChm7vsBNEDTthvPZLq0EdCHhbqCohVLItOD5GBqYQUMyySJcCxwoSzmcOjx3NKY+ymGHplTWDGHwb7GZvWrDyRICfQ7GYo"
    "31hNzmoN90Pt/IQQGbSwRjj/yDgchrkxI4NSD8L/Y7IpPbJ9QUdEpc9kvNPLOVgbHI9veSm6GVDsUhpA+iCwQ/npEE/pozeOcHQ9"
    "GQCWhSQuM9I+ulEM2ynUTIbHprFN5tNY7B5kF0YUBfVWkaxLlm8ej16OaB1ztPI5Wvmcq5xsLHO06zkVCYw6AmsM5jyMYd0BLWiO"
    "6Wy+IcLdmNPmaLfRkOZot3OuQORbuhGKIpBveckBr4cfWu4cTX2OykR5qzHnDwF8Fq+THy7hD4G7LSlCMenkFMIIN6PyooKCnTHH"
    "EhMmkTknEBmBajnUZYmyODjoiAbtROQ4hhSjHpsgY9ZkE1E8styQZKR5MHYSk0TgODO9JJyupEeDsT3W9qIFFsc1mClraTh4FqB1"
    "oDdU9M98BhsIj7eR457Ph9hongBv550UehzjbKEB7okbx2dW3npDgh8Ea+1ycqisNNO4DEMpfYm1rI2DYCliGABBVBOksBbYkx2y"
    "tSMOvY2QzjUCT0SgOSGJm5qlsuE8MGeWunTzmNuIL0eFMVKJdmSkLUlVk9WtMwTxh+RFPWMvgiYeZmlEaZwmkLL+rLievYBQBnnk"
    "6Stnnn2AuuOKn7b2A+DO65ZEZfrqajHHSchlnAl4ALsdOUBfFnFZegc8bTPyTOio81MeE+IJZIH8JX7SytBhPXQeztaaygONSnnO"
    "CCvLIJwei8cbYEPDH+dHz4jawnM2YSYsDc0H5xdJXoSo9iCtORhg1OjXq4Qn6YNxpuRiDHsARO3aGXPFMgg9824tsgPdgGxJclKm"
    "wS72eAV4Y0ZCyiux6eJHfsg7MVaFHXQjGo1Vu920WbnDmgwPm5Byhw4gb4PPj6iPPIMJxlFfjPnQ2O3Q2u42RPgAjJJ3aG0x5tht"
    "SRA1ftc2VwgIPDFE3qGN3fGLUHh2LHe7jJdwtGKsBsULcQE6ByO9qD5UgFdsSHAfit4uZzCfmdOTaZ9zmLDLLzTLM/I1/JodGs4d"
    "484Y8o0Klts95LN7RLwLCblD4u6YRHBSfGPUkiUoBEcJeE6GqHMmXZwjhXFBlSHkeRaI7euu4HUsY2Qcnu64bQKqGyv55dqpm+zc"
    "B/RHTUo94ShEMURMhzQNtSwtBcmVBJ+B158w0wLtyHgj2Gwbkm6fERPjtDdQLwrpJQNonkCPZ3DK9Bqv18EUX+6Y76yR4Yuw/bhD"
    "YqBZ2OFAudEmx4Ul7sODUYJq7Vrsau247+oa6uwB6NtuaMaNkKW1bnOKBYRJyVHmbsCOpFyBEGcjgx4e50YAtNu40w4QJBp2DR5l"
    "PUM6xzDSJoWzzvlFD29ZblsV3DZ/Eh20IAXRWNJKbRC21XYdhlQ77ERj4AfRWlFcP1QkW1F/uSOWH8edQyYI9wd2PBNGhr4vhvw7"
    "aFAjU/07I7uQphdcbCF72tS6CdRY/pDYuLF2g2N2oyaDoJAgH0PGYm+tflegdQpkkdpv8LNP22/xI8lAcBkmL3u40ELwyTk2FjWH"
    "BcVbka9GICcSCgrHpAU9oSxBlrPZOZbASBlCDNQMDKxhkzajkXtqRihmCcAavHfLleMeRWHPFNpjRrDfY/ttfzjjVkQOyyV71DEj"
    "hwHfjcU8fJkViz3uOBUbrqBwJ2F/qjf8FvKOAO9lCiAcUa/ggG9dc8i8R5tnhMf4xz1i1GxjCZ77Eka46mT8CXQggccTUhOb6zgk"
    "mBBKmUQEeJpTDwKqxTsySvuNvgzlBxyN85O120KWh5uhzZYUD0Lh3kPMYo/HD6xhe2p4N1aQsPcg59wLbcFhvVlX5AX2zw5ILiM7"
    "Uub5gWOIg+/fxemIAF2gAMxIIGvgjryhzUR5NgeIr+b1aKK4C3TY4of9lAM6uwNErYzgIk5tZHcjuHuLnbBqYbwhlWorQDWPtMoK"
    "yq/LT42onnVq/Fktm5hDjoJ2wLcX+PkG7MFbvkMB87TbgzYNDwUG3aA8/WnoFYcRBw3judd0KHiIE8DNlY08AUxaU/2vINqCQ8EA"
    "3oy44vjByKMfpPRuM/q19bnGV3H5FVS9J5CSv2bzdEDpOKB4oigdMGM9YFqqDS9QLfgCdc50tIRYOthG1jMjUQUOA5oRo3u9S0Bj"
    "s8NQonE6DNVtILBW74Bvu21YkA+3DMO9w/NyxCJCsbGWEe1CgZzHBQUXeLVNJowZCm0bjlCgOEJfzoiVl2KHH99a7DRUsP6I31NY"
    "7hWWbDZMyPfIKwwGipINKxmeU+5BSpy/GKk1mDSfDHlPbtSCkJMm4rhXHI/CtVUII84taY9h4iEAr572dwy3eQy1OTaRzSQxpoGL"
    "TBOcC60kGPZdBwgFjz5umISCAV1cMNTMENWg/ATJ6ieQVrZmqnNmmPGi/QLjR9XwotKyrIwiGWtOygvqzxVjtEU4iSgqqckHcEp5"
    "BAd6Tiw6Bap3wjT/kJDHdtp/4egM8vi0WCPUpq+Sw6/LT2LuaqecM4fkWBOMW1ovaQH9Fe0pX6dbyzwr1n24quDreF1VZynwHJ5N"
    "nGWdO9MjGxi4F2yHZg6VKW6OBIiZeybhIWoCHSQGTBKXwGiX0fkUNTuvAhucYGerm2i3CjQcRcOS2OCZ1s1hwRLyZkXXYX2BxYia"
    "6kfJkSYd0zPYBa79AnhYk4Am8dUab4NZ6fGVNQWvLMavuBb0Cp/8ygocgvGaV5BHegUtj0ZR2V7xA17B3SEI9nDGVwMXoV4NpwI3"
    "cn3t1dkq/tEuOXLr6YgZ1ZFDNRexHnGepSOjzII4PW4kUlQ+hjkxAISynz0e8IACP5RiUOTKsSjpVxFb/I8IrDfcGBdXbOrDDfGp"
    "j0esoBxji/D4ZCl+BID9kNjzwZD/ePYe6XjBT7KaR0tATBagHW2U/dvRNZ2OWgswSrk4ahImdZENWsk+BxrYPp7WPANgvJWzpdGO"
    "kYYIRk5IIFbkmwqCNwcepgsHimUlHd2j73SQ8cCeYOecmvYBucx6Wj/joVYKkWinDFcjmGOBk48FTlzvNHokRY0jY/tkiPHId6T7"
    "NWOZ8xpo4QGDbRvnHQHpmSmYn3E9no+Oysij2ByGmaLaJzSEhQEOqwxX54x5UmzqqrqmTAyF/CMVZYEmVfV06JQTIVWPEukAzIgT"
    "VKK+MQhIO6mjt/Bk/vXUw2Ssomi3mmrX1D3Sagcp4wCrayPVWJEyiciZxnpMn4v696F98oUmY2eykiRzcUk6Sy+ucfQbCA3GiQTv"
    "qfHjJ7vcbGxAincC+iRsB1CvkzN1TJMoucRiQN1/4CfVvFe7hWHQjMCfui+2Yr0zBfOBUtE8JkNeIxWxjjBrL0pxCFm5B6+Paw1X"
    "ecBvxDFr0U4MCc2ZA5UIjJxoy0bzeOLPWmHW265H+uESdBQnLD8iscs1ASWaABh3bX+U61doZEuOuUtarR1LF8mnPhGwilVcPAug"
    "Zb/QQAzAQQaXYUodNCNnekkCFlTXtie9vDuK6mKtlHEBoNSeUxkbTmXsNhmg1V4iXQGj5OAw/DTCYrKRG5bMsGpf4kOwPwGRpZJS"
    "U0axqu0fgN4XzObK3CgsUY9LtoPcYyqxgN+Sb/diWPRORhxG194Arnu4A15qjYY+mCqWORtGssw5A0UOpJ0SWoABfFK/FtWGu5Ti"
    "kekSxY76EpzLn1PnUEA0ljv8EBN8xR73YCKHTsdGs5DUKG3CghZCXNOuEpI1ZcGLKpKMlO/kohbotinPQiWjRoB8KNqaxgINdSSd"
    "igM2+3QlQctA3kCpXWN8G65Ag8gdvpKNRYmpGFQ5jFiJKFXcSu4Rk8UmcFlitl6WPJxt3IYiZcXWCnthZb1hv1yy8pdMuTpjjDja"
    "kpZXMaxPU+7HFTDuHcHmt1CEddu68ZtVBuqMK1c6mRmcV9O147fWfBHKC/ZMKGnhGpgT8JdWHF6U6PHBIFbFasvZSyk5mrKWgi4A"
    "UCQP1qFLqGAglQMPx+yNCYP1h/JJ6YuAVt+BYMz+ys6m2Bh7lB3i0aFVQzhep8FHCWloDAZVF20w1fNoLmAvWjjzQyDEkeZU+8FI"
    "C3Eel5SBzGAeBQgemkCXQ6+GxwssSsYVC0LYL8UShSZ5lZYDyXiS12BFQl8NnivvprGox+O/I4o7Gs2Ki4aV7+BUPKVpzLrODTcT"
    "KspWVDmJdlg4XAjFwCNUyiKaUi0b/ApwAUEqYlZWaXpvDDP46mBNGGpZhbpcaXRbYQwORXggeCR/kFnCkKKq6kYnLbAbpslD2Boi"
    "UKsLhHjXGqAa9xXcqk5LCzzFVHGD3B7aYkoFPsgDYzFQfhW5utaEW+CeZCbRShcfrnMq2H6sGhLmNfSFjxXuxfCGudNpoILizaP3"
    "I3cXKyiGBGXzbDxXCFpnzGgqrMpUZ+6tVmeUiMpmwmjsOY0ygmefWTjOJX26A5t8B0j2M6TAKkuWel2EtCb69nrzioTzUvEOgKKC"
    "IcfJJVqkWr0TKWjSHUhDKwCOYxzkbYIs5obZkNTY8cCIpAa33EObwYlB7eMprF1TV89IOaWadR7JXXNWzDysfe5tHJGrUPoexpk1"
    "vwzHc+t6j4fyqchCDEuo840UC77gyG1wNhwApV9mk4OaKKZ2gmjRuE/PphNWMEuXwRHG8kGgVlA3x5J6GM4EAMVFrVLNNS+OklXE"
    "tTiqZk2nU/Qn4gosqMzIgKaBXJqB7kCj8O5I4Mcfhx51j76HEw1pPAI7aTfdjf6MoYhurM/48aKwoUykgR4QBVxcS7vA5CXTmIQ6"
    "PW4QzbEmWaAcKQiwqADi+5u1SOaOzENDLgHoxFv3TjMx34ZsNPJo1ughQDXDsgkD8gl6QEShDWlCBVaRqSTEmUYlCXaOxTnwkvSL"
    "L2+SZc7b4Lq68y9odZNWoAhUPBLU5b2zG1jXiebOqZkDiM/iEDPJNDVxwozqC0nVdQDJW+szDuh1U/1trOJg8aOBsL8R3AXvjGAH"
    "gkhnJSZN6FsbTj+hERgUk83GRqAddgNQwbSURsQPcevtY6PrW5zcYLs9Yd7Z7kTZODvQulgDkbdOG01YvuZUja+FKdERR6MavGDf"
    "S9fc2BzYiTRY0zZywmmK5sCGpDk0ILdOVAvbaHB4tpXKTXEVBhw0h+fMSxJqomYFDVYBeRGTJOyPG7qycL1iliOdjrgaixtYcPUl"
    "QzIN4g3yqae1aO8J4KgjRDpCxfToGuXH0GgGAFpmpHgDm88GA5oGY0OXagnNHWMI3TQ1FnfzQDfyk6i+sD7dqrpUka3lU/Gy+iTK"
    "7wdvxTtnbAoatLuNGl6tHoNqfAfUsgf19eSmFmFYF5Wj7lLdMHgl60X3rWLe9aE0zRycVaI7brA71GBIBWFPZR2BngsdsUlQv2HT"
    "G0pDAqSgQmutbirDLw2rGcSUaKGipjYe5eIEQFwnc9A5ugbP5dOIrj3CEmVtZGZen5awx6XToreQYt1J2gnLp5LxC+RxOoMWNB07"
    "+s6+MRx/l4fCz1zNbVqmH7rUucqL0ZcENNiZxU5meLMJTr4qSvPIO/RLxHRrNigHfFznoE2oCxQPdaqmGyDi80o09+e9yiMXax/t"
    "QFs89FENjr2M0NKTc4VYnxJJAnGgwiMBrASxRLPZbOsOhbrW44BeVOq+dsZjQzCZIVpk/pFEesRZ7MrnSkKDD2dn1VH16ci49qz5"
    "HPo3sZrW4DxT40eem56PxGAQw9Nm2JwoydFwONqo1AzywQMRKVyLN9906ra5bbWH2dyytZQuNDdNMpobh5PNrdMNEtMHb9cCWtZr"
    "bjy6jdnak7VPT0f87FVPJ/y4avSE9Y6n8oyi+dTghxvwG/Djsj4ZS4dQ7OK4a/JHggVsCdFlPw05TUkQ3Mi6eABlCMky57xO5g3G"
    "pwt+aMwQVexxouj4XmcLcRcja3pRefNIRdegKFlkdJYgFcV4ZaF9pDUcUt7dcM+v5YISPyjBFrinD9QVGruA3EjcwPbYbvDbaSvF"
    "4BY/zK0weICqMFCNotvs2TIA2a9S0/oicxsbztKzCHYS5VAJQGNuQ43fwIGoOJOrzdNB+oDuvyXJOWd1kCXEh2050BGffOJ2qiYD"
    "GKToLqA/j1/E27OC10lzhnjmoPcbM5zDRrGyZryCfBvhjiQ2Fg22XONqoTIHVBIwbc74UJAE7ErmD94XWg8M5DdgxYgJuofGTYDZ"
    "llebv8pTzBzyhdoBanNmQuyVAfGVWPWXu1YmMotKt7JDqAVN2boQPyfOgMrTucoiqkTJz59k8PnMc1zorTCaR2e17sVjTAsTLmul"
    "HEYuncoM9Xok0CXU+4VMFnTboK0eWXfOuI6Uz126nBF8ImEvapwXPUkGxIG+iLBuE/QLC5V/giwhBkbdzb2GkitRLC0c8UpXhYLe"
    "uD1PIBNiTGRyHqDIBgfP4pVfkQ6zSVd9nkCWUDshvbge2m0+IXk2onWl6AspSG/q1+0EPIDiO20ue86jm4FyrkuGMg+uGLGu8aJ+"
    "rSJKkVaF9kmqDdhzz4s/zZU4l+C44bNaGXwaPeL0RJtLdA7zgxaCXy3kolrUSLawai+LvRwsqUXHdoBLjjip1vpyN7qwtiTpSLQS"
    "xMjwRpS/mkfmOMSZhi00NQtaktIHseD5ydAobIDtOpcdtA7ZCmqA0CYlO1KoKKYou/4H6iN2ljlvnXuwX38hgR8mb23DL0JdAMcw"
    "iFmMXr/lAi6syoFgAQSq/DUSB+ILyDsBvSFWVmguZ4SipxbvvKDXxspqR51NoG5se4Y7d9zA97ysJBHkeql4FqAN0DlgLLq1hDo6"
    "yhyAZmK43MoCpOO99pFl4rqXShyMSuTOgS7JK95xkEt6yyY082xnsEvYn3/I0Z92OsDqK+idBIw6P0jabVvN1d0yjnOE4C3ZEQSF"
    "hOKaNDNoFEujqAVuN8D4loSHjcU7AlJeyEjzcF6HnsmI5pcOvOC5i7fpeLq47k7n1AWZp1AZZ7Qk8cEfDceSMn2Mq+ft/I0QQ93m"
    "QgWlDDo0zx3mOGt/1xMJt6fFGacn0SHuF6InjRqNcdgufU86iJdgNsOMXuvbCt46R9scgl/ieocOzzkIL2Z27gsQDlidHPM6fjiF"
    "OuWE9GKHpMMCCfYeOsikdpDYNEK5BIwqvF8g68jR1pHlARSBA+eHZB6QUzRTpiGNFXwTlJn5WnB3YE9KxqZfwu1Goc8T/AI67HZM"
    "ncPQ6/gYkJqZrsAPDTQotCMaoP9eEiCyNgrGtUnxjsA6UryswF5WB3E06qoGLWzwo1pdeFNgL5s49/4Bh+k6dMDqMEHxAngcIbkD"
    "ygFOd8SlJwq7dCdl5Knw1IPZj468F5XjIurfbUgLaN1pQMfQ8UeBrU4pig3Irlo3npI1fugZXJG08Z1TbiJ6Px59d0cBxw7nFHkV"
    "c8e7cPTavrvjSlpHiTqAHsXUModcpbjvKJuDn4DFOb6qYZMBSzTMGJmkca9OLB3txlFeNjM60ttxnYvm7px1zr1U4EBh12jW0GGW"
    "1qE2462Yb3Qt0wXejCYOgHMUyCLoS0DGmW69r/0a2OfOOnIpfwRqReXd9s78rlY1jTu10p8rRvtHgt4Q9rQ8Q86EAO8eoQc7GxLX"
    "fXwhS1fP8102VrJ5cTyibkRVFgGUWG7zfvSRVdfzc9AO4sybm7BxnreB/F7ATkCfQx2t5GofZPfQuV/BiCi5ICuozbvA+QzyAbwO"
    "Aq9GKZ/d9TfmEP2GjYtnxwTTuNZ/HCheCedyqT00fqN7G5exlFmDg1kzNdYY0ZpUN3AuSWZDv1pYc4HJOFJAPswlFDEO7S5rkooy"
    "YQYaUlbii1oEqBvoLgUJK+mloFS8cegA625YzqDWPSObWg4JDhmgd0WyFWVsJluxD46WLl3QsyEwfvAh/4TbcKgIMa2oV5Ev18kf"
    "iE1YnYHiLK86PVYbep6t6bmJLkth4GgVQRlk39ZvLD/7LX6WBKgbPU+PchzeU5ESNASKYpuL5QMOKdIK1AnWEuWiwBSPtjE6PvoT"
    "127RJOMViPtsaXAI0VFRmreawQy460V5JXaX+x1+cGLsjxa6pwx9DyH6HgJXSESk1IEZRsaKYQitiDHcjcX/WCQTzxPyywG1xB02"
    "jsdJze8E5a1jqA64fAaMBJBqpR7S4Ja5R1HcRPmAvji6ekUtZmmk7fpoyTifCFMEBK2zTpyGmmZQ3voIcnpgwd7THt0yZKx63lY2"
    "PI/fozRjXbKvMR/vn4GOJLlo5SwNuULjwISyCbYz2DlOXL0LLbGPsLI+9kpnbR2wAaWR8pE2yUHpwxFwmNceZ2az4aA8EWT7cS6F"
    "9qxGNLC+9jnp0x/d+PIY1pdHmV8ew/7ymAwwj2F5efSV9LSMHtaMx2TFeHQDxSNPRzqLiW+yHTzOLQCPk9Xf8eFM5YOh33FmrHec"
    "TPI69tqZDPGOk/ndkTZ3R9nTHWlEdwzLueNkOheQEZCo5aPp2fHBFuwYxmAN8FK+z0sVzLOOyRprII8pZ45qaxAX756hqpR2Ucee"
    "3minKJchw6ejLJ+Ok+nTUesFsm86wq7pCAumIya3PZsH6hzw40the3QcXCHngLYPxkNH7i/AuucIRTiDdGRwsXxAhR58LIWjQzAV"
    "NtLC5zhYKRkksYdB/yClgHMDnaPb4BSgGFgyvTk+mtMcJ1uaI21jjjB8Gcc5Z0Ywx8nu5eg2LglomGoMu5Sjm6QkgCnKkYYnRxqb"
    "HNkGhV3J0a1AjpP1R0KNvyYDkONk4xF4UgY/PphqHGEtcZeLhwXFMQwijnOLiHDMhhxzY4fjC3vro+wcjm7f0PilULrSzMA48CfF"
    "PGF1cAyzgyMNBI7JLuAIXUVDLGXBEuBIxUU0/jcO/HFoxqND/kLu4SebdURa/3M9JxoMyjqdsXgTeijtykwW6cYwSTfObdKNstcy"
    "DipiZ/xkj26E6bgRssUwEDfCQtzIVTE/3pCMxI2TEbhxZuttnCy3jTLdNrqRNuMMZoDbZhvDChsRJ+LnDQSHzngqZg9ubM25hiUz"
    "y2ujG1YbaRdrDKNq42RVjbAjm0lRuTG1MUzVjLSRNkIVMAyjjWfEAbJObhRtlFW0kRZ+SJFFktOZDKONMHsmSpm6sHg2xjqibJ6N"
    "bvRspLGz8WwZC4kqmiUbzyT8QUoTVrbGcwXJJNjXGmVga5SdLGO4xHodWsMasWF3xvNlAGs8W1cqKbEwRTXKcBR4RQKNIhqjuk2o"
    "MYxAjbQCNYYZqJEGn0aZdxqTfadxstM0ToaaRlhiGmmKabzgDZZTF2CchDdCPaeTAaVRFpRGN5jkPM8CITJWtmnJZwyDPePMVM4o"
    "UzgjbeGMsHozutmbMezejLRwM4b5mlFma4wjtshhtOaSb5HpmVGCh2FxZnRbM2OYSxmTWZQx7KKMyTDKOJk8GWXoZIQSaTUgYUhk"
    "DPMgYzLyMbq4kpvUGBlxKvWGkrIr1DNcLQkhmX7N8IMjx8/S58ofbrtKB8B1j1+ccYU9ixGrejBdMcL0xAg7E+PV3gHrEiNMRow0"
    "AzHKkMMIIw4jrTiMz3YPBly01DA+25OfLTmfC0i+gHIMCUsM43OFnyXdc10v8sWH979y/7rFz98/e//C/Yv3f4jo+++/e/G0+N/u"
    "H9w/vL823/fv793fsd8v3n/u/s/aHe/dv3z/hsXdKO75TYvXdtX9/qU7/i0Wv2IBqn9fv/js/WP7/5Fd8RF98cx379+2+Mjcd3vD"
    "YoG7/vbFx0T44fqFuZ8WP2Bv/lWLL9uTPzC/D+y9H1gc3mfou/d/xEL0RsTkY0N4IkK+YfGBP22xUMj9/vP3f3nxhfuP3f/q/afs"
    "K372/sv2tO9afO7+GQv5KYvT5+261/acn+dbPrj/+/YMPPEjC0P8fx1jrrd87N+nN3zNYnLfH+75hgXS7+O7vunH7r998f79D9hV"
    "79t7ftbQh5Z+/+P9h+9/tz3hc/cfvf9ni//T4vHL5vvufX3/+sV/vHjPcgOpjXuqxS8ZRep/4f7Vi/988acX3/qpX7/43+/P939j"
    "sVz8m/d/7/7Bxz9p1/75+z+4+ObFX7H3f9muxzd9eP/NC8RpYdfp38fpG7528cuGfrXd8aF9NfLpNb/wo/tfZ9xx7Wft/jtzWDmI"
    "fLvff8F+P8p0/NL9j1mu//z977Rrv8/8cdVXLZQ3j//++P2//Piv3n+LpcMf/tRnreS9e/+axf9qKfAnLCe+8/77Fl+ycvaL93+C"
    "Ofvarvu8pUeUC6X1/SHtp5CvfnjfF+/fe/+Vi4Ol34d3lc7XFs+PmDtP9tTPWargOz9nv/fsHe9YHViktIlnfsq+Cv9+9+J77v+X"
    "Xdksvtf4n7H0+PrFevGX7t/MkvdlL3cfMZfe5zu+ffFPWm596+LHLW3ev3/H4o9Zin3+/hP3H7//jsWfvb9r3//TFvKhPemL5v/6"
    "/qfuf8Pc37b4lQvFC6mvMvR3LVDL5t/8t74ob58UA3z571/8tH/5xyzVH3s9fW1f/O0LXP8eU+1LnqfxD8/+dEpR0I+YindLscXi"
    "tV/zzbziD9//rcU33X/P4n/+W/74x+f7v4Pyd/+OT/3J+29Y/KH7n7z/NfvGd+9/1vL5Z+5/2UrLL9z/k0+hjv1Tix+xGLxv3/Y5"
    "i9WH999o5ecHrU6rFt7vv83i/0W+5WOW+Y/u/5i1Jr958a8tfuj+H92/29qG77R6m99/dHG5f621Vu/bG17b0z+9QBvxwf2H2FK8"
    "vn9q8R6/+D2rZSrXX7p/y+IdS++fNL/fZVe/vv+SXfuvWpn56sXPWbqotr7mtV9vsfjIY/GxxesDz5Uv2Tchnv+i5TJS8937d9+P"
    "i1+0thDl6QftzT94Ly1OqEO/caFW4zXTH7n7vreH73peK+e+zLKK7/wLrOfK3489N36nl/Vfa+n0KxYfplqBtwt/eP/bUu34aFYX"
    "vmC19Ncsvptf+hPW/r1rX/sT9p2fZn2aynzcCfqzVhbx1G9c4PkfMu9/wktAsfhhol9j6f0FL3Nfvv8li+mXLFU/uqPF/wPMx3e8"
    "lt3vUaemuvW1XqqQNx/ab2lh+eIn73rfj1oc/zm74vPmfsd8vnHxC0z/91lbftau+D0W+svMg/cs5OetHf+tVjPeYSw+trr/NVZ3"
    "v2aBFutr2GK94/kYZfpX86sRs8/Yc/6LhdqJz9Dnc/efses/ubV8ba3L5+9/cPGNht5nnn7Jyttrb18i14L/HQ/1aN4mfpXzT3rP"
    "J4ec73+Pla5/d/Gn7v+AxfzvXfyRxffd/1Mrw//dV4j1X7C8ry293mWv+9H9/7Hft7Bf+KbFb7JS9bsMv2Np+39bqX+X7frP2O/X"
    "23O+wNYDpfQL9iX/6AL5fLea/c2Lz8x67Q+Z8t80a+2nFvmrFmplfsNiwbIL+jFz7iO2O//B4lsXf+P+T1sMvmh15s/c/36rjb90"
    "/5H7H7X28tOLb1n8ebv2i9aD//d31Mcfv/+A9RHfvvh+i8cvsTZ+gbULPWVrNfIdK5sfWmrgHRi3oKZ/w+LvW3zXV0id4v69Vn//"
    "dbv789Y2/9z9f7J7fuD+31qL/4GV6M/cv8fq0Zftm9+39Pucve8di8//n5z75JC79Yd3lvGL9VDfx6/5bZZmP2e97799/32f+mcs"
    "B79gefL9No74ofufu//++++10H+YfeaX2cZ+YOHv37/nfl38usW/Ys/9nVZGPnv/Xyw9v9Pijyv/8v2/4rhA5RPlNmrnNy0+5Cjp"
    "I2uvlHevfSxz58jtg1k/rHh/nZfl/+8hv2rxP9z/6/sPL/4b+84fsxj+IRsF3e+7xV9kaf7IW4uoMxjR3VlqP2ZM0EL/84tfYI+F"
    "XP/6xR+8b+zKv279wZ+wnP+LVh/yxY/aSFV18NOzvnNK89/ycmiy+HOWLovFv7T4o1YCfo4l/osWt3/B+o9/3GrHayt132+pj3T6"
    "afP/rYvvslz78P5/fMWW4pNDPr5nVst+LcfHH1lt+yLz40cs17/S02KE/fLfl62n/RL7cqTXf8h7f5z9zCc/7VPWh77HVv09+//X"
    "rC69Z3XvuvgOS+HPe1v5df7G19YOvGb6fNLTvm7xDnNOpUr92kfWbn9gz33N1mGx+O0cRUS/9i7Hpb9j8afpeo/Xf3D/Mr/jIw9H"
    "2XuHJfHbFh/7qOOTYvBTNjb7tv+Xt+8As6q62l5n6L1JkSaIWAAVVFTsvcYuijW2qLFg12hijxp71ESNvZvYsWNQFFGKqAhIh6HN"
    "wPR2eznrf9e797kz+OXO93w+eX54Bmbm3nPuPnuv8q4uhqPSegw/qQr2jGmT9f6dLaWwAms4BBPhqEjTJsAFxofd8An7icNFMb7a"
    "HRLHdMtj8jq+rwVn3a83Ax0+jLXeoZ8A4eyGM41RI5iUqCWvGUoYIVeC4haCfiqxqmqscQ3wSltZ08raRMwmCaRZy+fxPKG3MTa3"
    "lrqLwwRfUz/afjXh938mUothB9LYm8nipLjtai1PKMPVFdfOp2F97jd2XR33JwlazVBSZGETNWvU5jXVYQdXAstHr6QK5/R/55Im"
    "2AYT8emmjxbjEzcC4TXofbKJzx16ZLK3qEdledBxDis19FuFV3uKSYhN4NYKPmlej5acR1/2k0ncBtJnDtqsip+e97o7608kgXfF"
    "IDlDbc+fk0BATms1kGcukAg1N+Fd7k8Cn7mGKCj09+wmhgVH4bs67QdaUK/5UpD0dXhPE08pr7MkQ/uvAT+/D70Tp+TJ67m410Ji"
    "eKW+21pshXbP6JU4kVgNX/nvaiaHlNpvJnEizZ6h1Wjv2IU/O62xCSv5K7k4pMZO68OwbfeV1jk4y10+w/Oc3dXs8aT+uucpTtdr"
    "8X8ddthQfDUkoFmDy3Up+TWnWY9pY9Qw47y1kwUu+gCa4CTcoYIyqRw0niRf/s8/JX4vcvScGH2dJ243VtM6qYJ90Et+hsxKg65X"
    "4z3bAeOUk9t/jS5J0n/RzI2jybG2gg1qnOCucrr+SGLzX/M5GSI2xS6ERD/2aU4yprF289IYfdd6C2pXMQ1arXWk5SzfZSs4D/fK"
    "U0eY/u4oEc8ZJnec2LoGbCst/S/NeLrYNQm9BPbMHFoGO0s911FHayuEnPqLLOFJK9FrEitO8PoMn8b9SXCPU97DZU+xmk+d5c/7"
    "ivs/Br27i6SowVaAsmphCb+gvYE7c0AJCyCZ3pWBsg+0bkj6fhFYwvagj5cfVV529PVP8N/k4HWg8bGSpD12Arm5DlLN3rVCH8P3"
    "q3HlNPz/MHagqwwF0ryvFYs/rfvLJvrh8h6dRVboAtpDWW+113p/w11Sit/EsbfO8jjKSw7bU5PN9TpGlpEbJwEZGtWswrr2gT49"
    "XJxe3pd0FRINzMfrB+CJYrTpskD8OUpPw+nTKQez3pdh+2srKfH01eYXsqtZ6zYA9cZaSApHr3by9dwz9VRuO3EoaUiAQA+QSnXv"
    "zlFW5fhTGlTmqGuwmDVje1MPrD69lTO9GLufJE+p33XVSHcUl2/t8TkDxe288wjE1NnwxRD+Lz1mLXehGCIOIQMjxBZZBnE1z1px"
    "rPzr5HUjTqGxBU9nqbOdJK+hn9Hp+7OJ6sxWLX63LeR74JM9uPIM79OoSforUvogeDGO92+kZylLmb+1fIL3LsaenuqviXsc6M5h"
    "pV6F/Yj+mG8j6b3BH4M6b+EJhNTcU0mNXUHfNfy5HhaISbxOsC3PAupuItVmQHPjJKQX1T69itqySme28CG4M7xIHJoubrVlvH8v"
    "spkGeQ0q+MSxkincL8sddGg7SVxuHtvT6ANowp5kiIscHYxsQQfvkw460J52aK6ldyXU4q90hZ5tBEY2D00OXP4ZP6nOI+NiNLqv"
    "OF5Tr11zusxHCmIFvR6h5gE8+aQ2xw+Sfh8GidOI7pO2KzxNwvtTQ6xsjUetbn8Ok5RqQaO3aaFhAk+TOdpUIbk6TXkUws50/v4q"
    "7q/zoO0ioUdFZjUt8FED97T2ScdSn9SDe+PAfxn6trL0LtwMfTRU/gpkkOB5JCjP7FM3YA/TLbij2bvSQXK/Ui/EoU0NU+8ghlfT"
    "9IWOlkPAwzV6uoRe4qn37eTA62bzfo/fH+Btc4fUBjA6Eu3k4YW9zuk33nf8f8ch7QvevC74vgS/jUGSt5PW4hjFqardf0BpztPQ"
    "RZLeA6v01ts1O+GKOsgykwz13leb8L7J3njWV/3dmz/Hvm6TbCt0/WteeR77XKdf4zfHgDZfxfcpnMAcUEp7sTPZhjRuejAQW3k7"
    "aIRNOI1HwGnmCyqH9m6Cpj9Iqr0XO1/QL7YDw3iKtR7htscuRh5g1ej/obiqQfMF2ZfHp6S8pS9e+9TyvWO5X2axPK83yWQgHZPg"
    "8/HqXtIJGKAUP+0qpfT1ZEDNn+J12+M10B2qW0h/ekNczM7xjnoOjvy17nsl1rSfZ+L/v5OXMvSgpHRP+SdWUNxTL5tpPbtjL2rr"
    "6Delm3nVx/DzGnQ4tOOz9M6s1R5BHfb1W3xnyGg6PmNLbyE5G+YYMUppI6ugf3pwP50tMUCcJ+NkUKqLL9i66ygZRsiP2GPjxq3p"
    "2bKYm+mrA4kwFHpjoUYc1kBJHsVU3X6X4efOWGOGSLsH5dQjepwcBlzRCFvjSuzsWvzbCN5N/SrtfLGUFWIVac/3OdhMrfmE7L1n"
    "SOTbcREU47CleOojvMRwEdLIqlW9Qy0Gaty2UNfjuSxm1KBPBtXc3xQ9FhU8b6PIIXjS8bKVLChEZh2PhjoBetbO/nNYdtuANypB"
    "h9/q41hXH1mt58jVkFJf6xl4vRTvewD0tVovl0tlP+x/Fe9+g5yC6zL0Id2Duy7A716WPnIU1txAu85O4i+6iFGDnO5OnnEeFUe5"
    "Nfj+Zlg4aXzWDOj4PL7elNl6rz4InJvwsVbj42e5wjTWsglP7WgiUYgOZYl/DqMvYqw46q7Bedo6k7Cn2kFb5IGXN+J5zyffVINC"
    "TU5ktWMrZ5ryvsfmmPYh5OByjVOmOEnkkEmOvjCHiVtGH+3/weCQ1mjHKLWTdPf++BTvOkzqvQ0l4vIA0t6e2srr9v+7jC9+TdJ7"
    "fJq1ZhaIwPD2gAK3m3c/z6e0NVa2gmqao1Z5/b24iOpcYhp7LodAEvTv2B16i7N798TerveRPhdj7yaJgqfD7UTE4wO9JdL2f+gs"
    "/V/816uZoRHSp7ueSN35TrOtRkUMqeVb4KrQ79ILeGc9fcQnYA8bQHNnYs0niVHXHvjX6cQ8kbLz9GwjL8ix4NCv9Dqg73WQSjHI"
    "91OAaub/KrmzlpjVaaAsJci/6ZP5nRRf9af6ETj1e5zDBOz9avDKKqzrU71evvFyQiRRwNh5vQD0Wzx22J6xR3tlwGY4JAH7vhKv"
    "reMuf03rooHe6xQ+rz+oayg9l1tRA6RBGYbwij9pcXqrAXqK+0ij6Y7lzMh5nvkgJ9DjXEmLJE49Y59nuq6Y3q7BeTRSduX4by0x"
    "5jPk4f+mz+E9aOc1eic0zwrsx1jQZy8ZAS1yKU7vZ1DSEfRbZXA+5hN9BVZGElh4Du34PJ+3gpGtMfKGJFuNxh4vwr0qYQythNxu"
    "Uqv4jpZB47Yh8sr5qLvFvDOM36daSBfnzewsQ6mn5gKt5Fu8kqOPIdOqLZP2a+1C3i0R83i5K4p5zFp7UvvctfycCZLw+GYYTm6N"
    "zzJy2Tnqf9qdHsgGxsiVNmeOlH8U5UwMn53VQeI8F7Xew5Fs1efQBGqv0kZJMhssBu1nOnYwuCCyzZ3+cRbLEh9rXlDQGNHd9vD7"
    "UtwXsKX0llovqV1GlTuLJjx/ht9XFTLFKoBsMv9xr0uIv3p4zRynn91FQMx7tLucIImCdyfKYovpWmYFnYKn7Szu/ZX4WgnOqudO"
    "rdCHQREWBY/RHqrFChpa3Tf7rJ8hzat5503UAKfT5h8mESbN+xOIYhktc3F6FWzRPP1uds5jPHbPeF+Vtprh9Wv0afFXfoI8jVOq"
    "WbQ8xqy5F8FBKebcGM2JbCM9RQvejJg+ARszT7QXo8Qx32cM2vE9Rk7ixCE/UGba5zTq7aCbNCyHGiC2FH0r7Zmx8A3tffcc2iJ6"
    "1kNCj2OK74H8Dw9gOyL830hVwTZ3Z6C0KMzrNEiMKxp8To7x7ra8w1d6EyilOyjoSTkStFqHtY6XlboMa58gr+sbYlkxK/QZXLtJ"
    "f4Qld5zMAZLP6o3isn3aQSvair/GNcdi1YPkJ8px860aXx2KZ40DLY8Bh+9OqVYL/H4SqGg7WUzrI3oOe/IHuKoHKPuL74FR3qGU"
    "YqmC57aJJ/FrcNVoaPjIes56q2QApe4K2EFrmM04SXbBHi3QkcAmJfIV6MV8huY/Wwb0ZL6d3rJer2HuT6oQxXCfMwQyvZH3rvVx"
    "mSiqs5+kSGfmpYtRjzTgTnnwpGUX3oQ7/rdjYP9NPFr8lYWQpmXeT3k55ORQSTOC8ja+ynwGhF1Vzl04i77o4r6N1uhgg490O9+M"
    "2bpJ3Rk2+K9Ztcn7cT5r00nrWkrnLpJh/p/FgS6QSmrj/kACI8U0QyV+Mrn5O1C0IbuYLsYqLM4yE+gxQbswRzlRybt2+lV7naV+"
    "zXkrp0H7itKTvT1k+06QWXW0n6vAP7WMr87Dfq7RT7HDa+h/qyGyM/9o/6CWmSdZr7HzzDnKq0mobIvogb1yDlfyOd/ZWoz/v+kn"
    "L35NT5mH59kB388CHjM53U1upd7+RKdhX2sgu9bokeC3MXjPRPDiLE371W7yn2R53cN4z2VEuvuQA+vxdJZZvQs4rpocmKGkLMN1"
    "T0gnvDJfP9CzxfxWaWBrF5W0f7cTh2hdHGetOo9sjLHXy3jvl/VvuNNiaIJVWGt/2Pm95B3IzCnM6TDUq4wnpokXe4NiGvG7A6Bn"
    "JuDeF9MDbx6HpUBuK/DdF/od7pNm1P4osSzeFfjcW/C+NWq5RylS1WpQ6iFiVkMMnNFBPmB8PguM0cAs3RtAN+ZFKfE57HXUaObh"
    "rwU6moy7NOHf5fRX9AQ/H8681PU+n7or/Tsm/2t0f3HWtz3jenWZcc7PbZkVuxZ83JuAGYdIM+9HmH4EnjTrc0sPkDKuI8c8jcM9"
    "BaTJh3bnudqP2XV7ggvNiziZ2ZuGCRuxslW6tUxtkbV4KLkvRxTyhVjWykr6uSxXPsY6AMF94noGs+1CrL6RTxfH35FiEe4NPr8h"
    "9HyaA4bZFeuYDx2fBrbK6hCJ0WYxfXUI9O8T+gp9IZY9kmEuG2RFYJaD8t7dNovYRZrg/49UNp1+gRhltwGfpOiJsgyfvYi6+tFH"
    "ni74F359vsuvzc74z3bwf3cPfs3dil8TttDn6n3TRsn9QGNbi2mGg31cKoR82kBNsJe4rOwol8Dl7DbRI/gvIIVK0PGXOJcU81bP"
    "lZn6cSs5jfWQUYfSK5X2ufFpnGt3Sf+q3SlVi+zdLiH5oQZ2aI7rtFUbnltDLrXs/EZGvSeJyaVZHh/b6f3V5yNbxUdxL2jxFTwA"
    "XebwdRP5MEtUN0Le1ktkf+kHuWmfvxNzAdK4/7dYR3HvZOs5GMU96K5KxLz5ET3mfbR8b3zlC9I/ipbbM+8j6nMXlTGpPLOLi2Py"
    "lfqs998YZqjFPuapOVqz+FvTp10KUY/oT4Y/NUJr/ACrLa0N8gok3wJIrOV6CtdXjKquYU5PDbFpNbOoY/jpRnnzV+LRYvlVzrdY"
    "6zMWXSRmLz79f8pHCvjvTOpD47t1+iC5xCyKWbBL/rsSKQMc4PJCtmLe3U309CwgzxaTB8Wz+o+TpKfrLDOJvmdMbj8pbyXbpDgd"
    "JOkZzXutabs2EbivQd2Jm14bLs3eCrfWRTjDJczt+w1smS6k5WWwM76hFduGUi6xmQ9/HX5eh89fDz1YA01eDjyb1BOBKr4lXm9Z"
    "EdD8p7csI3rKU6pton39T5lLWjNP2G+AKmp1up4shmImgaPfbJWuR0r0XCJRts4vs/PdSfbaDJuGLd7Xyb8yUN7HCe3JKhLLcKlm"
    "FV+MHp4G2vdOih1C7d+FNnMjMdThsGrL9B28YshopDwuT2jxTNlfQ28r9HjZj/ZxQp1XIgVpbF7OtaQmiwyOZ9TGeXlyuqPMx9kk"
    "fUVOVHP1JDRIYyvoKQ7867w0g0R9PmmangFHzUajq3QPcVZBPfbLMhnG+iyhyDqIeQ9U8VeKe5yL889G0NvOcrVYJmC9Hicrsa6F"
    "RKTu3e4ql/mwLTnK5Eax6sLiedEWB83qGzjZcqDWy0HZe8iXOIHPsQKrt1uBV1fQsjOPzmfQJVnumotzNNCOX82nO0JSvgbK0GIO"
    "WirHbKZlOK96n83rakRttX0poUfQJ1iMDir0Q9zb8msOxNM0Ej10k3tAkTU6VL4C7c3HXTcAvxpdzAdiNrtzB5FCjmdk2Tnrbltx"
    "FqiLL1djDS6WFer20LU7klOaeI2TbK3pn43aGZbEk/o0VjZE3tAr5GJIg4HyImyEubBB1oByftRR4KtF4O9KUNwOXlPan+UaFGTF"
    "xfKtRuu1lboMcat4K4ed1exn1RY1jS6jtYqc8Squ/iPsspG+Um6gnAJq2Yh9P16+1lXAWm/oz5A+Z+u14IATcMIuA9700O60NlP6"
    "NTFTSM/9ROYWmO3UWayOYR3uU+9ps43HNFUe5xyEZ2onW9By2kidbxy7iauzne4i3RhPVB8fryhQYU+Jcg20INNa5tq2/DNP++OZ"
    "9paXsSdf6rs48VV6YLAMtse/YMVdgPv8FZSwEKf1lv4o78IuvMjXym70dQtZyGrbw9pCZLQ5m9hyEfL0hTfn0iULWECwf4rP6Ri0"
    "k7uhS+4HonpNL9Q/QLqLTm2FQgYHb+vj8pFeA7x7qHynq8MKi2/LbXqx/qSloJbPYTFW6TPQgPfLv/Bl57eAGYqhx6+WeVGrj8nR"
    "cgnO8zO9FBrl38Aki6GxTCp0lgl4ptfC9/RPegWoeAr440mcyG3armROEIeNZmcW5R62k4gXlmk5+TCkByWjF+KVnfH5KyhdUz4X"
    "IcdzjBOXHyoHQc6shsV9D564Bu+06xdj7b2w/1tiFX0kU4jH5n3WVtbTtGlh938GtuKPeP487vQeZPaT8lhgtW4VOgMreQqaJeUj"
    "g5bJNx/f78Ss2kngmVJgt47g1Iky2mL9oK1aRsa/5m7dSx+uy9R0ucD2BB9DtpfpMazQ3Qr3MDt1MnZxLvZ6AiSMq5I6xtt5i1lJ"
    "EeWqtPdatYunlqxaNf3N4PhJ+N68oQ3QoM9iNyr0aLlV3wMi60w7ug4YeCGweDnz5PI+JpVgRkQNJM1AWv1Xg5ZvwL5+qadCe+4H"
    "CthBPoUN8S95Qap95LGcPnXLKDeJ0hu/Xwndtxz3/Qa/u1N+wHnNw7qfwxr7+OrWgV6rJSmNncdNfMWeWTGDxEVe+sjacLS80Fb0"
    "WHlcA71F99GXgbam67WMmd9LOd/AiFMZc3+aWA3uaonDFpaxu3u5z+LJ04/rdPMd0HVG0xWkF5O7S3DVnlhJb3B0o/cwthfnYxQf"
    "fd9bLJvRkOEjkmQVRC2esRFcvAqyZw3od6Oegz1bjGdfBMlap+btmui1SIcWla+RlHVR4y7yW1DDz9jjEeCO1VjLC3qAWD5pH1bn"
    "bC+uumY93l3Hmu0mYsp15MXLfWeEeCvR5bS3bLLEQBb3CumxOlTWM2LfU04W809W4nQfh1yzPgYpVgPbek/G/7O9dF0HOVr8lTWw"
    "ZNaDIxrln+CJUjzLV/iUpZB9ltnSRM9RjjJEiZBLsZON3OuUnisuv9SesZFcUjyi1l7OkaX6W0ibWuCoB/Cut3DVIboYNPxPSN92"
    "YjRxBM5rDiOIVp33EbTiGlYNrwROngPObmR0YBnOr490ZdyznTQw9pkj8lnMLJF21CO1hfy7jowTVeFVxfOliWZ2kNvEsqzqGTOK"
    "TvcLj/wD9gqw+M97ONE15m+UE+V4fREy9B+aCbcMwhYdBI4SV42Spc+heH1J8WsuwS78Xe3cLWa7lYyHdLJMrRPwdA9iz4we2pGC"
    "y/x+N4D6rD59b1DQCfI9JFocMuMb7NUyPN0c/N44/yhWpTQyKpLBSWdx75/1BTHE1wdXNXE9q7GjSXBJDvaoyz5LExPcCGQylxL0"
    "WGbApmiLuVqMLKmpEicW8/HHao9BHRZqUJeB3EA6yJDGJ/Ic7F0LSS1PMo/KZTHNV5f34/DgYUQmcVqLTa2s2izqSvBXN5xRA/BF"
    "B5zcap2pVzOPME2EaJVd5k3cyLzH/eRGnQKduyP0+6uQgFN0CXTq69jXsf8RMzjJVE/ZeylsnSwtgQxXNkbMmhsoDYwEN/KTGsGp"
    "9dDHn6l5zH+Glt8eu/Q0sO7BsCKroaHm4voOLfpJ5NV5xAzLPgzu3l7GifGZ5XH9iFM23f5NK1FsV8ngLJX+m/Ul+Cs4exG+hoD3"
    "eojp6t5yqlwPdFNGP+xF4vIEK4ngLc5jnLeCr7i+EOuAX4yCrN6qeL5lg/ZokRN8AG1K24kqn0+/hhRjVsQ+tHuSzDKIMiXOomWY"
    "oJzO4Aka2TPA5U9nQAnr6ccL/RWR1dHHo9c0MMBYsUqEzqCRFfq2/hlU+6AsAHV0DhqAaMbifD+DzHsCmPosnPs04IXFwA5mqX6I"
    "XdnAGE45JGsTVmoV/o/oNrjf5ZBBC/Q5XDMfXK9aJ1PVkJCh7Nn6jTyMtbyqW8hFOJ9eONsGyuwart2o+GW83zj8aXlGzy0ZKufr"
    "8vBk/G6iPiUz5JKwHBT5MnToVlLG6NIsvU2nAZX9SU4NLGvTxRDyhWxXp+st78q46kDsU1fIFUOkxq9veQ9vN0+1mRZZAiG1tMu0"
    "PEBcJMDl2HwL+lrJuvVt5Fqs42AZBDk7F3i8tSzrPH2vv/T4md4qZp/aefeTOq5opLiKXofOjvSZtSKW8VJN2ZnQ5dQhyk4bIaP+"
    "7sxdtsqfIA+2l7WMNk2W58Hv/8LZBnK21PMqe/pTxPJGq7112c1XPrTx1XcxX6dmkU31HGM9ZLp5L7n6ChfnWTPaHiDNFa0WgboM"
    "CKAUu7lY/4mzex27eAQk+HdeEiaB7EKfH26Z13nqy6gqsFOL+liXB9hbnK46QR7ie3PUEGta6Se0lHVaLu82D/vOZQ7vBhx3gkyC"
    "FKz0VlgvyMN6nv/7oKkFoDmrKVwKvt4OercKmmdvWMChx+ndJUPfxgbo9o3UTQPEoe9Gnqz9GcfsxKoWlUiRfyjOf/tJcVn1NOyd"
    "B+QlfVTPxfXvyPb6DKTRaToxaC8DxNVrdJC2WEUHWu5tQVGfgi+XAYt8qAnZT4bIU2rvHQwdsobdc6zfyCpogxzOJEvJ3F3uw2+/"
    "pw2q8ohYZGktrKS/gVLGwPq6H5/5mraHtPgCeudm0OXRchT2LEOZZyu22rOk94/kwWeRv2NgwftXQYncEbuY8XHA7sR8eeaZ5SF1"
    "13utty/1TyN15oE+I1Y3q7iy2HoNq68XQg6ZbyLJ7AWrLF6L377bio/rfVDeKvbcGCPngSKX44QXQ2aNlLfA0U/qPTj1cdi1K7RS"
    "PtfhsL26taJLjNNGSb4Q8RPybuRZ2omdqdRXfG8hCepX67c1mvVGcXr9sh4BJpgLlua/RkkbwRNp3Zb+MotsWqZTHk+8gj7dJJ7i"
    "MslpcQ9TV/mJWKmefTgaWH29VMcG7+t9eO6s7xWQ8HxWy2zlam2g/38TKMFWa/GiY8T5lfLeO+msmQ4y1Os11xFng88vKGO9jeWs"
    "Wf71GBnBd1s3oRTjfQlf3VNsR1vrIpbQEX6vHSUkvf+vh++V1rIeUWlPfEBbLEX0keIn53WwPAjJfTo4oDu0s/mfEqC5K4GFPgcO"
    "PJd5xynuaxdmMlg2ZOAr5faQau6cy7Ufi1Nc8r9U2irtwVyLqKKrT7VuRkv1JtYwOBlo+1NLrNROToc8qqAcsbyPVbTDl/kaNzuH"
    "HSTn/Y2htzcy9LKFjI4bsm9LyeLyK+frLRLzUUJDLzFfhVQGpGN+zu0gN+q1jhka+0FC95N6PuUr4nTnfKL+DKPzxVewifkvaXqP"
    "k9SfO0ASbQ3bOuKNTdocdx7KPeoBKh8q58FGiutxkJG3y2LsyBk6MrDTrvIRoSyx9OG0B5IFi9qu7+MrU6PaxkFyC1FQhlRt+qyG"
    "FoK7pr207KFSIi5usVg/JpeGeo008Rz+IOYFTED6LcEZWe5aI/koLtb1qZusJ99n6bl0maADfVV6Et814pmjmq6QnfaiXgYu/tZZ"
    "9hTrR2G+dfNzLwWqeJHIag1w5KHYr7fwvgnytN/NObzzRXzijI9RKZBPzlv9Isfz0zoUvCUCa11IsUeRp9rKpgLGzfk6s5a4N0d0"
    "u8znC15YyAjMF7oKRh0AmxH+83pBCCuh5Ah9Vy8Obgyu16+1i54N/DcT9HuxfBGkoF130pP1JP1EZ8oNMsT7HPr73JVsiz5peXL6"
    "7bSE1rIS1uWQWPeiz4HJBwSG7icD081Tw1urcGp3yQXQceOCs2WhHg8k1kbWgbfnAmvkSOHjsfY3wGcNQBouslQN9NYIzVgSHCLl"
    "ej2+PmGXsddgw/eTT5hl10POAlWZx8q81Ob7aC/9xaG0EDtZwjqcFKNVZdzNeqykkiihCndoD4myBjqmJ3jHqvlixComUQ6j78r4"
    "uxSflqX8snvu7CtBGsEJdXq+ZBjv6SEbeNaNuOdq7lW93tHic/pKGXsgLOIZ7ip53wsgz8yvXCvXFH8lwzU6i7W/uGj+JnrV1gK5"
    "ldJma8QuNsFynACOnQE0n2N1buSzNP12mjirfpLU+2qGLGV5A+9nXoaFlvtMT2YFVj4cKCUHTPgA6D5NrZn3lq2LrTi7pwp/T2UO"
    "vDIatg92bZRYRv8NjGFH/VxcLfvHPvaXYdVhR7mCWa0VRMDm01oFGXM2kJ/p+ll6p94AKlsf/FWrJeH5Iu+tp5Eey6Rg73SEtnoS"
    "+mCczASC7RicDpvmeWYkLcE6O9E6tP5avxXbt9GS9KsKiYbz2tyFSbVYbNnQrvV+HCYrcUKLsKM/wKrsLluKSZVb5EBoqQ8gCx/D"
    "/naRm0H1V4Liyxgb6gPac+jcsgGHE6/vLzXMNTLflZ1UFe61Sc8AwmnyazGJ0V6izOcdWV3XCETUS94FN52LPfwY3HagXA68vgF3"
    "WSxPgXIsM2MeZMZa/G6lfkuameT7uLnYTi1lZh34zNWCdqGuC5kZXgMaaGQ9XxyflKdcN69Ejp6bRsr7SlLM6eJONOkrfpZ5WeFs"
    "EpOQGyjpXxXXv6OUtGcUPoyWeA46u4oUGOOpJqDN4nzHwbJHK8i7uKcRtmbwRlAGHi7Hbj0l+XCkfKbn60XhSKz4bonJe3qTvild"
    "5WrIn/mQQ5NlDSyJHJHdAuz/LEiHRuY0d5XbfG/NGGwS87TNZn5dHbjR/Bhp0ut2Mph93EwjLoR26RBcJiODvfRwaM/tNAiuk6el"
    "RNeFG3y2Z85T8Epvc8wmckuQNgxlDPJWSx7cl2YWWQO00FrcrZodXZOwIWbrugKNZlv0Bsl7G6+rdGM1vrK/UztxvSKsE6f5CWbj"
    "2VbrvoFFw+KgfqOVW+l/DNXl2ju9bhp+HiyKt5gRZ31lvwMdLMIzl2GPVsB2egWS8A6ssBzreQtPdDJkchuZBZranpRhp9ZRYoUa"
    "pNB3FAjpUT3KV+DWUAo9Lj+DKtbi95Wg6A1ARZuwyim43roLjGVPphzpJvTVAHY22xXQtWXs9fe9SpOsUXLZU43UU3+WLL0NNbiv"
    "xQR7iIvmbKCnbgoR/RjZE3derA2gvbF4/Xg827mww8tCpYzsLc15Z5GUGArJUMU+nmvx/I3QFyaDS4GuukAbbUnPUT05pI1cCoRS"
    "BRrbQNm6tfTFOrahdWicMYxxuGxhr+y7UZ7n8sxmNes6kL70h2xHOWzWeCWjEHV8mjpf77gLqHo2VvQC5N/BoJ/OspOMF5MGnWR3"
    "ifteMCERp9MNhiiPIgYsxnPzQfMZWgcpX9lntGyZ25fKv/F034bbyRxY3yPk0/BGfU7eCb70PrQ077DGx+cr8Tl5PU9WezoIKQ8d"
    "Os5Sw7zJzmFdxaKmR4v1LtpL9qUFnGYmbEj86HzyfbDfS1rp0/iTLNGoxjrFO1g/rG/xNZyR+f/Uha94FfCB+k99CT/PkuuBAP8B"
    "ybx1sEdwo+7qvSFZr5dqudK96Meoh4wJKR1cBsbBkqN2jZMfU6SsuO+DYB1b74BOuABIswwrzPruCDnanA/jXrPAaYPEKuUW6dvQ"
    "4QvZpbES2nI/eQE7eRA0VB/9CCf+A1DgdOyJcf9utKWtstG8gsY3pbqV3CV1hQ4cOY36t4bg4oWFPrpbekwZFqrFnwyfluP0TzId"
    "+nil7qv3yt56eHAc1pTyfUSaQNU572GpBIXuKQnfie1RnNZSZouZT8H4dCr08Q6sbe4OzW2y5TPtRc/1R6Ckg2UJUYhFNqyLnNXT"
    "bQeUadX/DdytUmAAq6tfBmkeE7Om3geOrMAJvCn7yI64cjD46lt9ExjJKjnXAAn3k0/1/MD67/yAV76hNyhL+Whd3x6RHKuXnK1Y"
    "yWcJCnl+OW9jG5/XkXJdRVKjPgs7OA20cqr0g9T8px4Dqv9JJgZ/xIn9gOu2kGGyDbX+bKCP8+Re7NMsPNcOrDO1HaqhD9udg8u2"
    "qdYrsYIfsSNL8VzDgTCGyJlY9e+leA/WhfIX8kcSvGE+cPPZfYdrKwseAnfFEJ//Z+vfodAHKe99rXnmY7Vh9NL2Z29xersNrNGc"
    "369mD23Od2Jp47tl1cJSnSRWidkfKzdvwxyc+4EySEZ5SnJ5OB1ozcTof7Ir2/kYZZsWPLmWdZ/Nu+K6xBwhhm5jPk8iQ43napLj"
    "4I8S9kFo7noSdRMcAOlZByvQcg72kCZeb96XV7C2rEd+Q309V67gSciTsqtBqU6S1NEHYyd1C9BdKXjt77IXJOy+YnjiUZxu2qOZ"
    "LQt5KVH9dbNsn82camWF1AT+/xmeqoK+oFfFcs3NxtgRq7Sa/OG+Z2iS0nqQzyVtAKV9xDjDM9ilnXFapdAZc8D1W8nXsJy2k39B"
    "gz0P2+0tPMN0/TjYk5JDaWlVksaGiMV1P2H8sNpXwbtcQVfheJkkmZdXiu/HA3M24Y4PgrcysIt/0LdB6WdrCfb0PlDGlfp7XSGr"
    "wcmT2P3POGWwOO3cbNuLfIlntYhKhc6FZW09rLvABpjJDIKDJFOIorszWM4r18EKSOhPeiZ93mtx1SQ5TAw73yvNXb1Dj2LMLg0p"
    "X508dtrqELGouknjpfIdPnOKTIZ12l6GBY9pQiZaJxJGUJw3X+itMDvpOD7LS8HkYF+9DnZmN70GlnNP3OHkNn8Kb9YP5AZcYR7o"
    "CXIC7JXjcZcTS5Zih7/S9yB5VmKXp+K1Tfo9Vv6jHA4JZLyUo68mS7mZ9HVAZscOoo8nTwSeZ+6JeV33BNJ8GRKuoxygDpHlrI+2"
    "HA+cYT07UtgLq085AbL4WrGq6e/UsmHHQId2odbux4qEJnXZA8X9Yu1gz7gem/V859XU/KWQmC9YdZ4cBVt/GvhhCTTLNJyJfSWh"
    "E+zk5vjsIlf1YfUNZ0pco85RGa9vKllVmaZ1MIixxBRzCU323gvd1470bnxyBm3dAezQ/D1OdKn3FIZ6PSNbDuXV65eg+vd9HmSt"
    "zqNFENJSqdRfWnHNf2bpkdLIHJSNOMUkcwVHwYqbAYo+B3qpidZjO8nxCbuI6bNv5GM1n3aG+atltIzqyCsn4BS2l8P1JViiB0JW"
    "m1zYHlS0QP+Nr9V6DfvDXSXLKb8GADd9Bdl8BLD0G9jbPfF/H7k8aATGeB9/E8wjVHY9yfrOsXsTURZHaeozPxs0OtW87/Ze/JoG"
    "731VfVAs12m698/2LHSIc/mJcd+zNg+r7SQ85VfEE6PkdLlMHga6HAwEfxuecyCvsxh8d+ztZWJatEl7MqYSddFpDwniUMU69iir"
    "Ja2n9Aigxhh0skWdflTrWriFRHa6ccK2XjrXatQRS5nDmG2RLZhnDVZXH4+OLHulF7SC33Xm7w9lnDmKxPZr4aGOMoPi3DWHzU6T"
    "sHD3Jfy/RhvZb79JrX7T9OkhkKX2/MXjjcVf2Vmug+V4M86+HFw2XlfL9ayMsKzXf0r34Ghm/vwF1DZHvgHKeFgPAwK9MDhDH9QH"
    "oHlf00HBCmiV38rZerHug3V1xGq6Mts3BdkzBzrEtMsCIs+LKQ+2AAo3GbkWXHWqbA+EPxPnuRr7vx148Ex8fQB0/5wMLlkIVGWy"
    "9mfQ63LonGWwk95Ry85YrHP1JDlNjEfrWKFQy1jCy3pSsJEddKupT2wKxFfAX9ZRZhuJethYB8mdxeVUxJjVm6Wed13stmce5v5i"
    "+ud46AzTTBfhE8fJXcF8SMJ+oLwH9R2seEd8rQQuOgi82VW+sF2iJej8gTnow52kmv0IqoAr12INbaQnNJZZuUn6SyzC8piPPOZ8"
    "jzWhteVQyVzId0PfVi83CXj69KAK+1aO/WgP2+Y0fUpuw4nuJDdgZz/EO++SduDpMyXPKvIsPV0myRb4TgVm118mLnegifbbz9jP"
    "pfh/hET5/oal+vu9srynnpJmN1+lp+BQyft4wmxYk1vIFJ0ok7Cqw7H7q7H/70ADbNJX8YTbAh98AqtwO7GuSbP1Ux0VRBnTkdUS"
    "46kYXU/FiTpNlGTP1SbmOywipnKxMYerqnz9laG/4yB93fSVVAGVZtR1fYh7r0LkA7C8rfXMy14O6blCnf+3gRzVpN9JqhCJ7dsi"
    "j7/J70ixfcvq8Z7PO/mKQ+Oz5Xyf9bxzmTnOmuvGPHrrylkDrugj/ZnxkAQ9fYvXrP/b2XKSbsNOMO9Ba9yAT7hOvwA/LJbiT2r5"
    "OONAC9P0sCBOO6sM2vBONct1D0jI7vIhKyUW6V9lW8j+6ewIX0GE/Sz5cRP3fSlW3UmWywZ5FOd1jC4Obpd9NBk+q5O1OlxY+NQt"
    "JMoS1kIda7FXWuo/1eaMYosffAab4XTw22p9BVLlVmCJ1VjBKjzzEt+j4Ur2wjA8Ng4636TYPaDvep5SO3BnW/or20GzRH3v6grR"
    "pANlZYuIRcjsfHe6xpHN6EMLE2Ase6Lmf32l+N3+759jceIMPUFZ2q953ZedgEzCDwfXxFltFvPzQBLM+WzUL/USSqYsUdKurGHP"
    "+yh7RiOErpxvYzw2XBLMAR0GO+Fz1s4Z8pgAyqiGrtuJ3pcUY1I1uPN4IKs12ls6tMhLCQoZHfbnOliva8A/Rrs3Aq8NwdWw/oMn"
    "mS+cpQ7fqKXkuXeBMur0fpkoL2G1b+lU2uQD5UtgxHNAkVb7ehdo/7eyEXbDQ8D1zwK5fotVjAzGQbJlWBVcBhQ0He+0LPtTsN47"
    "IZHug+bpJw9AOn4q/5bh8gjkxxbSWo1ahlmxUb6YPdl2/qSKzVIYTW/IHGqJTbAQthPrXxLXVKszG/4z4jML/ABZpbXEbEuh6YYw"
    "Z2up7sHZTXHmfUc9PXKFKFwH0rgW+luOY4ZETFvLLRrHHi+xQv9cZ6EuxbNsnjPhPs11Zu8mPQs+3arNKuozupePrCq9nVlfF51m"
    "vXeWsm2CuDkhLp6fZy6p821MkDx7vozyXrxia7tf/8DI+mB6nyxC21u+p9TNMIqZK9Ta9PezhnI6WfJtrtM/QOd8DQvwfD0aCOU7"
    "HQmEvlKuDN7F718Eyn9an4RcXQlM8w5o5AdQnXnNLwTFLcRn/xuf2g+W4Vr6qONEpJZNngT6ybCCwryXR8uPQCcJTcpjugq0uwAr"
    "/Fyv9R5EhxOHSpTdkyXmu01c544EPW1ruU9p5qRkfG1UjNj2DDxxH1Bac1aL5eLsLlE+g+31fHZWWI99+kDH4r2zwDPz5B088SDa"
    "VS7W3lmcT79Sr4dGedjX4qnXf6YPnyBVVUMXO8tvNOMJ+/EkesIuu0CWFd6vjNQorXaruLobdupRQDzPy+v6sPxD7hXzRAQS85Ud"
    "6YK/I2QetzLuZXcP6V/NMdPRZERNK6800urPUyvXUCqalrsJ6+xDXJzXlnktrgZmK1BVb6nwssdyxS37tQ6SMg8qiqrG84V8nByr"
    "TzZilRu46iZQSR4cWe7rbop3Ay7WZ65J32NWhHlfzseJTMDzW67sljJW7tCPYYetxnOeh53/u16h3wSdZIo0qpu+l/H44FJGytK0"
    "SfO+o1QDTth15In5HpW/zKqNJh05jdtGav0pHIknWkPuyhPbNhKpLCKmmixGI1Mheep9DVjo+xNbDkLWz4WKqo53Lsy6cnu10e9j"
    "W58TkMU1s/Qi3z++rag26zz1lZ8JThBL6JsyT62yJcUu/WPxVFcwOjUba8nS29xAu3AjqPkqScvfgFN6yW9gp76nx8rvcSfrNTEd"
    "PNxe7Dnewfu+xtcfgQ+ul54FLbWjRNLC/NwrFIgmmKzPAVu9rTHpXjIUiLqvjNfdvW+1zNeZ3Nqis0h33m8YJeAQWYqzTAGZzNGR"
    "+O3FYj6wFHG+o6yM98g2aN5PVbA4cXNH5UWQHz/pNb7Ger68z15xJUFfxhttApg707EtspVyhQkk0U5Gz2fP1F/MZ7QS9DIHVmIX"
    "0H8HORU8fB3WYrU794Ojl+BcSmQBdrmKK8mxoryZgpz/tEneBBIYj92dr1fDtrsSsuwb7Pyj0OLTgMr7i1k9VnM0EXfcFlJilvfg"
    "Z3yXt5D29Mn0jn+gU6QnZFEteKM3cNhzsi8kx13Q6cVrIkcXIopaqNe0L3v3Sdifsxi5zPhMog+Zd7Q3sWuMPZ0amaM2HFy3O7vd"
    "p3hK5cxqybOewayJCmb8NhBpNVFS/onPMFOWsVqjFJy6vyzEs/5ZdoG1dru8y1ltUb+wLn4Pc6yYTDF2lScOchl2jYVpLafAUqti"
    "5GMDvfs1kEOVkLaj5Xy5Wn6iRtikVrv7ETDvMliAi+itvFRmFCZr5r0lmWdPlZSPeNuu3ShuIld1oadZSI3rnjgH3VZdyDRyuT5Z"
    "cIgSL34IiywDi/Un7MyOoKBFsA9/J2fJp/oEuxWaJdwXvG7+tB60HGPgxFHifBAbCxOrQuZ5JH2Gh+1IF9nSI5hN5Ifl+gIo8EJW"
    "OZ4Gy2s3eVVu03thgVSDg9eBIuK049vLz3juDZCrw0CB45jpaXb4cnpJKol5r5VroHnfCY+WxvAyWENtgovx+kt6tVwXtNYjN+Y9"
    "TK7ySmRniXSb6Z4o5pzwPcKVsfXXKG9d5t0YVrWNAW/d2ApODOl7CrWl5Mv72NMD1M9RrxajnqnMYUqxf7tI0senXdQu57PwopoE"
    "V1ccQjoa7pqqK8QqPOfrPdoLVtm9OgoopVHHlZRRo31GT91+8jxsv3bAmnO1Qo5nn8w8rNUkawOy9DqMkz3lD3Iz1h8Ae46Wu3Ee"
    "O8AePVEuha6K4y7OF1LJvUhwRquT9h1Zoam+djfvNavFFg/y3fA7SSd2DcpQu6U5v68z+MH0h1Wwl8j1sGUt46lrYB1+75JX9AZI"
    "nyeAxyr0tzorOAJy9jOgNYu9L9I1wQzIzmWME1RApw+W3/iq2KyvyQr1TZxA3+Cv3oNjcz8HUussAl+nWFXYRw7zSKCCUsROuFKj"
    "WaSRFduxQEmWtdWgWzOHOQaeMUraDdcc20p+iPMQJ2jPVUAa7SDOI53QaJpjhGMP81XRa/V3YlwV+h69Tg+vo9xbQRnmPLBGQxs5"
    "j6gcr6zCz1anUYN/e8vu8ramwM8WWy3edTiG800SIWWhDZLM+LQ6xnWcsfAy5FB7mQ6M96xWQoMs1/2Dib+wYyL7XVvpgiHyT30P"
    "+uYaMTRq+fVVrJ85AuuzKrMQEtgslnbsrO+yvxa2YqMrOD/re1JmfPfnjz1KO8ZH3py91EH2kfcgeerofTnDd1FP+SqrkGj0NKnx"
    "cnEApzCarFuGfVmik2QKXp2Du3wJXtsbJ7tcHwdVWRaN5at0Z1/VAThRy7pZD30W4zzn0OdJqLe51+FkDvR84PLVsuQfN9XgALlV"
    "n9HXwSGDgvt1WfAO6P5pnYFTNco/QAZIkp7Ky4iVNkB/Wh/3SVjXD4xaWJf6EqynO6Tlt+yDki5YjBEy2FLcXKj6wnTQHLvAhFxf"
    "BkgrKT2kVI7RgZAgU4KzQUfjNAjO99HVrTzKaJljvxT74rqG1KubUZamRvqjuIly9bRIzctp2Sp1kMqW8XAaVrmGtkOG/Z3S4Ok8"
    "+9D9ANm3pZeneXrad+Gqi9u0qgfTi+xoLM4K8cjDvkCb0VEjeDTv/eonyzXAdwdR72X1IekrR3FCRUxPhKSbjp09CPr9K30F/PA1"
    "pN4VcoVEM9uU8Ryn6dpBstp0aTsN67EwTqxS7U2cz2uQvXHo8Nch4W7CnS+WP2NPXwLWv1me0YOCdvIc/ZvWJ7lU/0bOfB+S8CZf"
    "T1QiDucn/fQuxX5dTB9hlCns9NJSrMZwd8ZLkwSnWqeh10+g13A6cGsbMUQ4A1p8NvD4MaCZY8V6zu3AuQbuOiVVtJc471tNXHIY"
    "OPdcdhyxiQef+BhDyKkBSh+484LmaQdaduv1QJCdOF24hplAOcrK9R4Z7UXZP4Lxn/LC3HIXD2oqRGPXgUtq8dRpH5e2fe/iu9mn"
    "IC8Ohp3QqG3Ahy+DUhbhfoGc1KIqJpCum/VacTN0t/D5lO0Ltt7xsINDdjjM+lnm42W6w7w4/SwzYpZRx3UHxtnbI5ocfWRZnzGw"
    "jGdhNtJkIk5hlUOTtvU9E/Le5t8L+PgcOZ1zNxfCXukNXPMOUOtOpMA056138rUvriPCEMa4N9CGeFkqmJ/VxAi1RfaqWLN3ikzA"
    "VeXMwzfuWsJOlc4DXaN/EMvqX4TTs+nXYaFzW8p3KuVENmCduZIBan9LPwnH6rfhR8E8SLN7wQX3AF2voU2Y00pa3PczT7UOaDgB"
    "JF8JqjuN3peL2A/XnXJxL0HYIjNkhI/jhTxdiwbtylk1Nk8jDu3orN+UlmE/D5fDdIruoQ/qh/K1nKPD9GPQ8ErK2Iw+oq/II7Al"
    "nsY+fI77lod53xNkJ8n5U3KZVx3lK7GnMHRxBDPzLbpTCv4sJXpozu+IZs5Yr/ej2G/XZZmeJA65VMO+q+KkyhRRd8bH/PLq5nRN"
    "0RHgf8P4lToteFeehLUwRFeHB/gezTmcS62Owgmb7N1JPgMdvQPunwaJU6czg1WhRbLaAg1fD11TPLP0Q3DDRj0WZ7Gn7Ken6ORg"
    "T3kHZ9kF8uYQn1WtfvJ42k9+q/MV/1Eeymp1vU0sW/tpIs7ZhaybRlaHJBmx7s254NtIzndCdllUHfD/fuC4paCwH2CfvgGKLde3"
    "5Xl/3s2VTmYh5YgAJ0oXRoyrWV2eYZTrMJnDnMHREunsLCNxzpfSFpS9hDqvG7DC1mKdUx7ECX6DE1+B82sjDYx7nwM+6SiGhn4P"
    "bLYndERvrGoLOQu62vIv/g7qnKF3yKElS7Eu6/R2Ovb4Cd0NVt0ImQnL+CKZJAn2gmigxdPACKHr13gfkZGL38exv42MHdbqDbCQ"
    "y9lb2qqV1+md2ONH9KngS2Zf5QsTC5w8f53ncFtJJ9gSLwArXA0d9Rb+X6Vb6uySwwoew81r4SzKtg/nyKW93o4oznDGUd5nqJtV"
    "SMxlN4UyUm6SHvwGVrdv1EWgjR383NjmCI3rNaG6bbCAVJLRWXiuoZAMjcwjjenXQSwsVcupfwvn8S5f/7O+FLzMytEo9zequ3Z9"
    "GdcS1eU2m6zlptw+RtRXi918h1PlDLM+gFPdSFzudNzqgifhAiDHXWUbyRb6BLmcjSy7q9qk6JH0sbpZDnFSUpYY8k3QXJzWRR2w"
    "RB1x2DRoxNdbmQSyGtdUsM9nnnVVlnlwnZTRa5Ym/fcDFefZBSjLXLwMkJl5jwNx05EN2yqzYTbgtz/o2WK9SNvjSccBjTYCL64G"
    "2tmT/vTQ54Vs8Dan9Tv/onCSqUIepE1gy8Kys04700HP30NuvCefSxz2kdPOWXBSJfXkYMYCMvRbx8Cj03QQK1UbgMCOA81fCy66"
    "VKxS7CROy2sjri/dUvoUSvU34uaRrNYqTlQcDUloPUKSOo080MCKPyW2C70MzDHKlsIdXQ5tk6/+ytLKLFaxM1IuAa3MKOgG85Kt"
    "8P7prYhHhovNay7VCBG4qTV5bxOF/lNOZrXjx7B/LTP5YcjVtdokt2Mndg3OgdTIMNtoqGR9/8K892rmWsGWfWQM6anM1wwPFtNQ"
    "5lsr3omjnH7Ki8TsU7PHX4Gu2ge0cw+jCDlic7NPO0HHWt3NOaCMocEp6uZ9Jdltz9bzI7XOKt71IlxvOO9kdkG1Xh5l3CdhfVGK"
    "eaIHS9rjpQrm5ETUk9Z8oe9DLeXFWlKISQLTCk9IE70qa3227FhOi8uypnYopPU3QMIPS2P4pA4LegfD9Z86Qe+Wm2CTxD2+GSih"
    "78o2hpVj9ZCMi9Tm+sSBO3cPloN+poBuXgcN7gvr5F86V6/Xh0CzP8Gm7CYT296A3ZkqcT+Bx001aGAWxJeUPPbzKdAz33PtP+Mn"
    "80juQB/UzjKMtdQx5pxb7/eNkDl5cMha7uOhkib9WY3h+RJnJqrd03oVT5QY6TtBLHCpPoon/gKrm6TfyYXA4tNBqY/L0KA1v7/1"
    "hunlI4cuvzCr+osq5GgCpstGrfZ1vOa93x/08ja7cLwmixnFracVksR52gykFHbLuK0e2v8Y2cBrrwNtLacUfQI77qK6cW3u+amM"
    "5mkr1cbV1GGuA8D+opxIUeP7Sf1GrIY1RXt8EGd8vsY6mTmwRBeAg1ZhX0eLQ5rWWf8VL6OimcMunmU5NmfijL6CrW+zBJLYe4s0"
    "t2Fk09VZHcPcD8c/OUqOHPvbJb1vO+sluE1raAQ/p4C7eojTy9b1vANO80SxKuQySJb+sM+r6UsZhU9aDzpYC1r+GU+xiX3+T5SP"
    "IN2ekCSz7u/WibD7NBij90NyJsN18qNeBqq8WJ6XaGpWyvtKIm/CInDWVmLywvlcD2RFnHtm5UzBaIphXpsjyaaljvVWXdpbEFW0"
    "z5NYaRr66BJitZ8Z49qGnVaMcn/AXadg7X2hM5ZBDtTjiazrwkh6Pep9Fx7rzm6rMb/aCGn0VlWeMngju8UtBm8dIo+yj+YsSKSm"
    "kgv0Ov2NdtPZkEyWB7qQMj+Oz7Dufa/jM8dg3xwXpnHGhu3vkxRzoRb4GOZZ5KQVQFAN6irlZnCOhNUDh76i0mTIab4HjU2LCZlh"
    "kPM74bKqHpGddQ6e92e9Civ8N2TvXkCR07R7UMs8o8hu2EQJtolZ0SLRrMin+b/FF+7brM97ppCfcCrl6iet9ItuKPQ9SdFzvgf7"
    "fcQg+1/RG+UPcpN8DEkzB7u5NX7TAElmsmAgzj7ju67fCbkUY61ilNeZ930ommNxTkqbv/1S63VCjem6KSzG3ZeCBkLq6Q2UYmbt"
    "1QCJWw8yq/jtLR+GnSDlLLvrG/2LXBykCnPKXuZ0E9e1ax2k61RQ8TKcjE1Fn0Xktr+cB3R7UmBZ78so7epYqVmjF+LuneVmcfPd"
    "Un66ZsJ73mohAZO+r2fW15P9wVeOVhmOVOuxElezvMZLNc7BskZGSBMt/23ETbovhxxQ5mpYxl1vSbFi/7dA8rXszZHQo2UWvWDd"
    "xPDGYiJBkbPlUNi3M2FTrYfFNx+I6V6g+R9gPVfAFjxGDJePYrcDZ6uMl6zPD6tjLoT6CEcaMt3lFCR1+a96pYNEvtuAdlc7oMex"
    "YrnSB8mRwfJgEnbrXVhhfwWOn4tTnKJXYPet3+UwcTU0lkvZBFm1iCi8vaR8VLyRnOowqOti0oMRvUiCxD3151kztoQxsXV6lLzG"
    "007q89JaVkmxV9RzQe8Cz4S+ijVJxGg/Pce4Wooy+Qjivu+x9jn0glRgJb2lnhWXpjlvkZBX5cg31gvBcOBr9J6EpJU075HAbwaB"
    "Wg8W9ZPAoshB2kvaDGjjcM8zGZ9JIqxw1lZeSfv4Sd7XDu8rzmpoPSs55V95QOZxqkBGPzXpiLvsSB+Om74ah81gKCzvu9Zew2nb"
    "6UIlx6JCn5YUu906f3WedXz2lO9oX1iC5wN/78G8i7ewG9/DjnhYiveyTsOWmMnaOec3S/r6pL4S1cu09d3mhvvsUKtCsLxv66bx"
    "I63S/eUcMb/GrXItqDRFO3CVbgcc/S+c2/t6vcyTqL+NspojCd1m31VyzvfAoKd8rrvRMvuQ2VRvAacMF/PRvgore5Va9u4waPOe"
    "wAJ7yF+YjdLo7RdnpW7F88m2mKiU832BzJNiHZlngoKPlxSfaiDsE5tytQg7+ZP+mnzl4q/sJt9Trjp6tqqRBuq2LcUmH1WwJ7vq"
    "kfK6VLKqvxSraIRs64DrGqFzrFNfOb1eF8pFor6awPj2Es6CaCB+qVTDS3Pl9eAguUgfA528iBPvCQlyvK8KiBFHmETMQO6al2OD"
    "RvOQWuZtuD+GAw6Wg7DHG/UN+Tt2K43dT7GrY4J1DCmf6ZnUq8T17d4R1s6ValrU/HRztArXrwlr9BZtZH5Wnvk1o/Cc18gW7Mg1"
    "X7/W6XKCbInz/JMeGszWuOwst+G8B3oP9GJo6QSf0OT5gfKJ2pRk63m3jrZW3tfqXw7UUNdKNl2evQTKdSxj1CFtnfE+jpVhBVFY"
    "iGxmvB8hpS/rM5Cbr2DvrHvPj+ClL7HmtTIumIfr5sAeXgwks0ZPleV47xTohzxwfYV2EdfPc5XHHMYld+MkrbL/KCmnXE4zl30K"
    "/R3Lcf4P4rwewlO0lzZBGU7/z0REg4h21XfAiXl5sy92eGUho/gicVNpypgvVA+0ehX+/9JPrDOt+hOfqg7rSVE2dWTeTgexmqz9"
    "QKt5RhYOpOexziMZ16u7omB9dC30iDXMPJqdrUy7DPfVcpZZkSp4C0JvRe/IHM7QI7ffsR44U6ixjNO+TbGHduht4mpe7ybini9Z"
    "dpj4vVwOfVwPfNGIZzEfwUJ8nj1XhnjG+ezysA9nAEOeKo3s0eq8PdeI839tpMwbAJ55yHwAoHqz67/APs6GdO8vh0uPYAaw+evs"
    "E3Gm7CKX4FPukLvDdtIB8izOatHfiU0AqQUSGs2uv5ZBk+PM4EESRfQ4A5fTmfeRnbQi7BdcE3aHdX5gyZWynPWNSfoWuwTV7CNq"
    "z/gquyZFXstzxdUkr2fEaAZ26Gd9FHJvje/Qk2WVTZq2847syXcO+3CnaeW7TBPrHxV6e+YeieJ+FbRFrcrB1UfWwz5oYizC+jKE"
    "rL9rrhC0KULOmp8E+pyl64PjsDN/k33kZuxUwqYjehnrYhsxTzt9fA5nscqTvcRmkl6Ju2b0j/Iw9m8qpOVUnOnXuk5dRmatlxc5"
    "YN+7caJH5WcEnSGxz9Wy/CAZ0GaUnAYs9gZkYkatSnF7SmCR/dnry+o8320lr9N1PnuFEaQMUWejviON5NpJvltT3uvwnH7nO8Db"
    "OdeRp+O0l0Pagc5b2KgPcsKFq0lIYY/XQ6fbLMsQGm8TUUEZM43MX7uOWTtO6gxq4W0NxPIPd5E4dOR0SN27pDL8TCfLfZAvd/lK"
    "hEo/y8T5BG4Vs3VuaVH1F82znMWqvxrmk+Y9366D1N9abHaQdfb5gvXXDgM0+O4lIavwr6RduN77hZp8F0eLYS+WI7GyDZCky3DN"
    "Z/oR3rW7rPWV7VGdaYaxNlcXsK3vHmNr7+PxWsJrwxQ7MLXFe8fjqycxa4oazzpvbKTP4RKxDOtO7N9/sbe/1M9McjaY61qdLEyM"
    "zDKuM9Hnu5T5+XShlzFZ1k2leQ7d8ZwJH13Lc4adxbjPol/3YGmiFrK7vQ1NkGdP2eWQMobk1jMDxnRHisjleVr3VklUzWfLcRpE"
    "FaRqGpbDruKq4DNEdk1AWRl261+l63Df43SEfiM1eiM+v4tASmg7PS6wrk5V7OpoONh69CRpcVSxhtnhNlf76nJ1jgYtfqBjIKNM"
    "LpwVNLG+J848xoSOA9cdL1eDOifg5HYOroXeHQ0Zdxqeo95n9xjyvELW+97ENm/Sqny+ZYf3FbAjnpRb5SfG4XaSudTgXeUU4Jgc"
    "pMF7uPsj2hQuYS3jAm0Dm/FOdsK1OPvP7Gj0AfBgT+az1kF+WubM7czA+Rcs07f1HcjL76BVn+XUkvU41Qc8JjmvhWX7ike/RwND"
    "DOeUpumQhtfgSsOgH0AeluO5+0kVZ3HU8TksT35AcB/P2XyfUTVbZIentQJWdiK8HE+wAbbSteC+y8EnQ2UPXDEHeOQkn4ljXTeu"
    "pXyooM1yLvSzwwxlupQeZJFhreTinACL3mr365nLbZ5t64LRU3rB2l9XyBcQuYXT5OzaeZqBzbeIEmcaqOgFdvlWnMrzWGFnSRf4"
    "fji9mMpJixPkSVY2/aSXlAzRR/QJvPsvQC42RfI18NVMdqqrAx3lOOnENOwy8niSOc6OWy6T8VjVUvru06xJc3Ub++LLci8so+k7"
    "yoc6elxcR5dXJUFZ042dYFxF+o4S5XzYHLdKbRlPmgDd3khtfWFwWfAnvSF8PThLZ8kecmR4r55dcl94S+jOvxMtyuxmM/Usj+dL"
    "HSkPY6UL8PdLrHZHeVW/F7OCl9oktWCD3+9aaL0l0I9TYVe8aJO/dRr2fhjr2c4IjpXTGFs8Hzu3LKgl72wLrXsP7rMee9RocTBQ"
    "13pgwBV6G86hs1hHEbeafr5WMl/IhbWn6ys51npG3aGjubYzgZ4a1PK874bsnKJlYpNLFuHEWnZUiTpMuz/f66slu2kA7LGfPASM"
    "X4OnPl6mykDqqamgLfkP9nYPWap7FioVXHcTh+nOl6c5jUoK6OAYrrRO/wSq/BEUXqWu+45Nbh9Ky9oyRo4GFd4nz+kOsCbL8am3"
    "y6FSx9w28600MvPUfBh9cAIrfE5Mhc+lmlCwONPs/NcB+zkF9PAEaPdJ3OUH3PNHbe6caN6QXKEPjOGjIb7SzLqXNlACmz3VFmhu"
    "IftrtuG0Q/MWWk+zS2WcnzulpPQezOZQvVoWsjPGbrKtLGGFWyOutXkcc4HQl7Cecy6kXg0oaBru/FBQgd/NgCYW9o5wfuMqzjs2"
    "3PQPWKwHghrexxleAQtwofSR7cW8VnfrZfz0fkTpUQfA6DQGE3O3lah20HURiyzjKurPRo0ijwlOS7ocSKMHEFQp+NAmbM3XqZB+"
    "0/RY9iuDzUUEYNMaY8zKyeAk+uNrAn5zkz4OWr9Rb9desq+MDAYEVZCZPYC98joJevwH4OE12i9I63UyWawDkZvKV8l1tQctvYoT"
    "r8cZXygJ9iqwjm4mF8qZD1xB+kr5iQLWqXuC7MwcjWXQZCbxfy9vMN5oEcsdgA63Fldf7bzdfdiHzuW+ry/weZv/ke+3RrOFHshR"
    "pwxXDV1OKymBs7JY62ixrnDrmLdm84Lj3tvUqUXP32iacpr9LF3FwhBxVoxhixhlYlviSmW28VnieruM5ZnFfRZP3MfiTgfXr9L9"
    "5TrYrvfq6+FR+npJO9kUnhN0AS9XM3ujFLI176u8qzjZtVi2cJx9hSweeBy7ksUpizexk7brYTYOeqqSEfQMve55Tk+IurdZvmPY"
    "YqZazHu+ektzH6os8wwW8wk2+Lo/i/h2LMQjVLMtaids3qPLffyB1LmJn2C78wYo0Xl2lvBumUIt0nmyUaNujQN9PVw0DS7KUS4W"
    "MzqZMzNKpAq6e395QU+XY+Qa2FjnStTNOSRui7FOwSR9b1bZW/+/+2QAeNO8wwOAtF+jzzMFTJmhRyTp962O/ra8R/2dvQ20zHtA"
    "d+LMgO4+jrZ579Ymdga3WqCAPlM3nziuiVaq7krx6nh6pl2OxnbieuvmWp0R3zwlOVpBe3H1mvkWHULy7KRhXtudoCXuAbevBKYc"
    "AuT2DnbwE9lBJgNDNPdLa1nTZTJoN+kgzX3ZMn4NK9V1KK+GtKuEvew8yGm1rl3raIfmmSl5EnttuxlfG3UD88lt73I+D3MyO0zG"
    "OI1pLXVNCASxCVaoy9OqB3q1zka1rIV/Seo532QDO3wcjVcqcH7bi+XIfsdOOrVAY42k9w6w6A1tnibdpYaexDLI3n38ObWX5thY"
    "dHaPsSN8nLaU6yBpUc95OJ327O67ZSHH1+q1HFc0enqu9zkHFn0+QNKFrKbmOQPKWQB27XJ2GbCJTi6Tfo3sDlwdx+pTfnJijlmG"
    "KdqoIyXqBfTLWXEd6Ocs/krK+5Xz2ow6e/EsV7EKxD67A3vux+jNr2Lve0dTaY3qaW0mpNk9Z+hVQK/bc3KPymd6CD7lXb1eZ2pk"
    "ywcFe96qkpwErfedd7uI87YeIYnC7LNIo0/RaGLyBWLzIr6HHnhdF8lA+RdoZjdondHQzl+2Mo34BlJUnef8LKVgHPfJt1INbjLT"
    "rEiry/q9HM5shkWgti+ZsVoLS2rjZn1Xbgeyb6SFapLtLbEMyGU+ClIFXL0KPDEN6O1a/UOwAljCIpXLKQkcJ1u+0FaMEYWextZj"
    "hVsEP1oOE7C29Y3oK4ugC+4FovuaujTOfqMLodfbY+dOkdGcZJ3k02xinC+px0ne4+w6WjZ5Hy1NsiNTnF6T9Rrlf5p3vR870TfQ"
    "Q2g1kX/w8qGWvrgekvMRh/8co0zA+onjzLpKXzlbpsub+jG7z50BhNQlGAvUvRNQ6Fzg4a7YowAn9w/IwK/YB6IWdGDTh16ENXYc"
    "JxQ16mGQkj1oO7i6XKtrrYS8O8ZqAUpux3ncDNvmPT0e9vsV0KCfMzeqG7VljDZ7jJG8mXovbMlVoPBySPaOkG/tZIqeIbvAxv2W"
    "ka4FlM1p/RCUU8P32fyZceBv05OrycXtoTuTQPlx6s1imRZXsYd7Ql1spgG6PQvUZBQ1RFwXvQZmd9YzC6QJK/uplbsNDyYGt+p6"
    "+QZr6o99my614QXASVdgd+b4GVz251Rx9lKOU8qux5UrfVXbQmarZOll+be+Js5qq2R2yRbMlnwXtuV+1J9u/mqefe5cLwKXhZH2"
    "XpGcP+9+/Mn8b53lTmhA88xsj3NbhX+XMaJYrH9vFWn3FfMgBj/hnL+j/22eeRpw1zQzqS4GhQzWD6SBHYK+khyrtF1GZwKIskQs"
    "vjOb1VXpwiwG82qM9l3ZMljJFtA9+4j1w5wgNuErCTpbDfqxTtUJ9uttVLOnP+F8wUWktA3abEttK1FnUfW9g0MfdXQzSIZC9sTp"
    "x0wVdieSJxnu3UFe5uULCD7O/N3WPqeWk+c3+R4ZR7Ivn8uKGklJ2zxBXokaFKe3U3CHVof7ypV43jGQEOeAzrbQDwOXvTVYXL+f"
    "BCvko6mJ69mJza3uVMryGlJfre/PpqyTc9H/hOVC4RRsXmQt35XB6SRo6cfpZ76BmQUOka6gXMgUeq2or4lxPc4z4Iecp7PmeV9x"
    "/r+l38Ua1rAlvJdNdTvmbQ1nrY2rbq/0SLOGv5ksIRF7zufkOu07XlwOZwcxn8nvxPVOr8LvDbsuaaXnYnex6sMNsHuGyEVAFSuA"
    "H77Uz+RVRpEMhXehpjTdY1rSpo0Ml+Yu4nGPg+Letu8hvf3k42whKmzv3B9y8RZw3sOQKcOCsyDFBoKvhwa30xYLaSfZxNQc7Yme"
    "nLpQPMs6xRjMWo+ZHTrd3k/NtoiMmxCZ3axrZ7aFRZ/azB+/Fhy0Efw3jxGg6eDNCs7W3SFwXZVTtGprqYdc/8cTxFX6d6Uny86n"
    "RCJb2jTbt17XNZA6XhDrJtpEPO3yQ+p4tr8VN1PMMt4vkEOhDX6Exr9OlpEHdwEFn1HoMtTMQ/aptvMrQde7cm58Wt/js3/J/kQm"
    "bQdL6DMzoyzfLv7Ju7XILXY+mc48X/O5mP1aX5ivsjMnB7j+/aY3DxW3lqgqLQ95/AOurodkPBbSZpo+JT/r9UEn+SOQn2WCL8U9"
    "B8orkHyfB+X6mY4A3jsTlq1pyZ/0Us5m+iveNzVYoHN955Scj5o4rt+WPl7r07ya01EqtUdQra/Rnt5Iqb8rLPQ0n7Oeubo2Y7WU"
    "XaXVyxIt9LzvxzO/Tqx28WP6PD/SB/VqSKC/6Y7yMV6z6tZT/VzNuK/XdbZZsVfKOdsn5T12QxhFjUGWfaqnyB1ATqvxjoGsrOor"
    "a4EY/8H3vk8PYQ5PcAJky8GsUwxBNW2A9GrIo91Awxv1Rsj1A6DJ7Hn6BFlq2Xac6lHLSqaZeg/2cBTodZRYT4M+0McdmZP0uj4u"
    "2qL3gpNAbpqozXOch2e4irHhEvmrHAvdvwRn8KOfEOT2rJ+fGRB5F4pZ4vv+wgfh/p3LfItlfiLKLHFTy3KQOdOICpr83BST9U2+"
    "73gMK9tbYr5yKg+9k/IdnFfTy1Js1lJMl7HftFHr3RJjFfdhsgIaoZYUuxdl8hGMCP3se3pEvSvb0OJNwKp3mdlx2mQdIG8+xKtX"
    "st4ziauqcMcayh3ncRruo+QDyXtbBlU4g0GQ6yvAD4v1RNjjE7GOA33Gi+nz38hg2oduEtNKr28yjDLafNlqLz2sTjRORBeHRWlo"
    "dieucV/2ubWZwGeDlo6UWeCnjrKHWO/LvrBky9k5McmZlvU4TUZcQHtWA5fxuRGml3uSu5K0Mg0xzNRb5VyxnvKf4ZOfw5N1ZdZi"
    "3ucA2b6M5+TK0OdHOfpoI2HBd2u+5TRQ0k94yoS+yrqqGJ/9DsZfrYvwenoWusk2YpNHn8V+rmolw2tPaJwMK7sykD2lzD+fCwqv"
    "IA4JC3VB1aAY8RH6VdIBcmuqvCL9ZZJ+rifLbUD1C8PDGIMKOTkmBT7J8rznARWvwrrHsdd1kn0xM2r2zxI9Cys5ViLJG+U2luDT"
    "jUc+l7ZiMfIKvPsYyDqbvNCFM3aaewLlGYOKfk7oEcG/w8eBwI4DGp+lFeFE/Rw7daX8JbAOMVaf9xR7k5TSc7SY+TbP0RPu6scy"
    "zCW0nOCYWH5fA7tC5ZmFnaUFa/S/jh0UZLOp6upjnG4lJb6fs706gidqnaeqGcdvKvg1amFhTMNd7weCyPgJSEn2MOgjb+Gpj4UV"
    "MQerOJIZF2dgN4aK+SOssrLGZ1FG80TNu13n59PbGXQTl9WYZ+fKGmaHFZ+duwUwzTy8+yDpIWX0Ch7KvrcdJV/Ya+VOuD7LNTzD"
    "JcyPCNnfyHVfqNM3xOZ/TlKrG16odwTWBXoa9M/jOlsOkOKati24epjcCNn85yCDU39Vn9Ld9SR5Xs0HkPc1O25HOzD3Q+QTnQ6E"
    "blnQD5dMw2nWwVL8WFeFE4j7rWNDgnbb9uL8wln2Cr2O1kUtdH/AyQQJ0LB1DNlVVnr/ipvCGCvkci3imWSp4Rt8B5Um0HyT/h4c"
    "Nk3OgjU1Wz/U18HhC3BOtfpHWCfz9d/QVR/p78P7IVM+BPr4DKh31yCa49e8A30l4z1eTbShTqAV5fp4xH2sKuc7w6vvh76T76+f"
    "BnXMYbZQTBtwn6+w+2Y1LWS2dw9ppK19Nu2dPtIJv0/gmbaVpXiWp/UHSBPz/xwmj8CeNu/EAnr87Cx7sdNYCF5yUxqjirrtGS9z"
    "2cY5+ndulEW0aj/hdLIX2a/tYHkK6+3q69qyxMrbF/rFJ7mzIeMwKeqJk0kbc1nZZJPHAuzfFFo364F33mZl+k6SYC+jFHWL7cgJ"
    "oIQyelKt/rsPfQBW8XgkztKQ9XXQPLfJuzpe7wzS8rFpPr1L15RMzldywrd1sUkQqVpXq/3Ye/AlcfG6HlLDXnMbObXU5ttdIu8R"
    "58eZKZRi7da9zEIeIT+wNtfWt6/v9L6D1NISnYJrLKu8Giv7GHfdiE+2dY/GadRwNt5PrAFMMuPkXOZcjShkgzVQC7qphqbjR3H6"
    "guVEbkvp73KNK9Vlqadwakfj2RPM0CoD1T2G04vqvzuLm+mZheR3WatZxgizPo6wB32Obs5gDf3+veQYX40Q42Rk529w+fFxevKS"
    "nO+5ALIqqQt9JqTJll7i+mudROy1hlr8NVx/G2O6NlNiAfvjfIOvY0kJMS2lZ9PsgpO9NbEXoy+l3mJOefutLTO5rAbcJirsLpY/"
    "nmcHx2KvDJSU72OahbRN8Qks/6GKXWuMxz7GThvCL2O29krmZnT2EyX7sh7OfBa1eG1n7mKbQreTfKGa2/L8fyszcFfD63OYkd0l"
    "qCduT5JuEj4T0f5MZP2Rrehd+Roocy3zKefyLBZAmr0gadZJZJh577o2XMX8vZA2tfHoBewkl6VtazmpNYX4XegrSDL6KPntGaw0"
    "hjO1vNYXgUmttty8B8PkcV1GuzvDWqAuuMtP9JCZx8qQTPN0sZCTf0N+3o1ieNEozTJlGqBJ1+oXkIPr+NRN2KWszxTrLQPJUXXa"
    "N3heroVs3CHIhEcCp10M6/R92MJ3su+tddE+j72DMvQLnAHOavQ0mvd5TxnQqPt+k0fRfejzTmvzPBCLwZRC1nSkzWAdI81CHIaV"
    "VHO10RSk8zzy+Jl79QlopkTMD7sSWMdm3lVBsvaSkfj+XVD+/mLeiaXs9pfSB4CberM/fcvK6Tylj3lhl+rvoDU2qXVSvw13+F6z"
    "kIfjgFeXmAyRF+QLvTrYRUrD46if8vnTWvQgTBayo4WenUyhFtJZQHv4rnq1sD9ioJGtYOEtxJOuwTNZT98v8Lc5I+swyRf6fuWZ"
    "lVXl/fzqc5ecN93+LCDKbCp0ZZkA/TAHtsvtQGDWv9L8Ft8AwZ4TLIfMeRQoJcQaUoU5nx/Rz+Bk413gxi6Qf0fIALkFXx/rQzIH"
    "aMtltzqud3l6JuU/o0dva2nYbI5Cc///Rex4mfAzo9zs+VtlI5FrAnrmN7hzjlHgBKennk354urpr5ZdxMV9XKXLSqyz0ccQM34S"
    "k0m8v4lhih85vcno3/LIT4Z2PVsOlmOYt17rJ0G5tR1DKy6mzZ1dnTQowdNaNtpGzkmL0Vtu9eGW0/BP+UonyxuteNA3inWttnzW"
    "L7CDb9Nu+kj/BLnVwecPu34XKZ6sm7AzVrJ+fkmGuXTbSdZ3IDmeVkaOWWeuFsdm0bu8oSZt7j3bs0XkqMH32f47c99S2K80p1Kt"
    "Jwd8ju+XiMtMsynKM9Xqg5/UN/C83+HZjgPNHytmKT4gp8h90GWvQfq0h61qfZt7y28hYXbH92lRdnsYBqso5BPF6BU3X/sXuEMZ"
    "7DWrLLodcuB0ORJnsohUbzWmztI2aVfquyN2bKXjlM1/n+nnZSU8khkvLupf7Jri09aFMcJtJIpTRPnEI1t5Hotcns0sPGeBZjgX"
    "JQXrYyo4ZKPeoj0Ci1t0kFdw7xtAr0PZUWUWc5OvYl8Il2O4Uo+WO3WGfEALaxlosJfsKbdqv+AMauZqdjxKccZomnUW5q/oIFFn"
    "yKgac/MZy229p7FNC2kmrcwtX4q1/g4nWg6Uvk6W699wsjfoPLkZXPg+pMapkPLPyiXBq1IJ7fUD9OcbwMmzIAt7AWleKfvqEeFN"
    "oN4rNBncC3raAEm0nvpxBSjuYax8CM6/Bvz0J8afrV7Aau1KWa9bBYz6YXCCvKDn4L6P6MW6bfCG3iMNofU9Lt5T6SDd5L2Fdq+7"
    "5VLscgLc2sfvr/oqxWiWlVFCcd/67sGesLJvlRd1D70Qf/vJVXJGeEtQzZ0P/Uw/izz/gVS1gV04N0Jem2S4FzJqFW3xOLuTLpcN"
    "9FlkqKNWMftpJT0444AOKvQ7IpNyYJqDQEeHywrOXXQdaNwp9m1xpgPEehlUcAVGfUeBLidwjoTVK74K/HcbIx4XiVUNHwwNdaTY"
    "hMNKUE+5fgvuyDBetbfsDBm7haRo8arvT+B8sQl6/KfAAh+PK0sg312XrhvkCFlP6yBGuou6u0Q5RzlgwozPR71VVlA6JVi/l2Nf"
    "w+iVlS1eqcdTPipjgeRjWPvOeL40PclrmD1i3XucF2WsGE8ZXl6p7+jboNKd5WBInyHQkLsHz+upWNlATlV19fbNvoN2vk/YWqx8"
    "H9+Hyfk3Y4XZDZ1oUTq/7EQ+Q4xWu00yiWaCK/MMrL/DWo3i4+KnqzVzkXXnP1zMk380diCL07WI/J7sWhPpvfOJKBf5n9dB+5m2"
    "6EzvTYLRphCoZBx4qxPW3ptRxJReKklW1CbZacQkfmcZw+zzJGVnzmciu+6Mgwv9+0SaJ7u37EnekvcPlB05kTWkjVDBvuorYJ27"
    "OnO7by85n3Tyne/at0GfDNZaZxWZDokwT38Mt4LN/ok+F0yl5lVf4xp6H9hKvRio+IXgU6KyFXorp4KeAEt6oIzXnkGeUVWXGZTz"
    "ERB7trHyMKj0H3Ki7CbXgXcGQ3L+WdbLk6TJ74hpmvQ3MoA+kmeAUxeyb5+zqyzPoJxzsH7LfgMbKWMuxWncLtPwXstsNs03A/RU"
    "PLvWaj8HyaFAYdvJaHDjavx0M/DE4VJVsPebaxFGE0ev8zUS6vvL2p/DqeVd/ofVe+c5E91qXRb5ySOXs/9mglfOYPS1E+m5+Oe4"
    "OhhXV7Ab5yBY3lSSyCtNPTHM5wXm2Gc97ycK/FIHuHuX4ZQmQdIrowCDZKC4nJTv9EQ5D/bzUzZhIRgFbfI15d/1zPSs8x1hoknF"
    "yk5FDn9FnpCkX/8gIqxSTiZuI7uz9twk3Vii+nXsymTT5mzmXZmeAg00ip7/7pBiVs9kdbTfsh8DaE5Pk3mwg2uZw27TaE+UUdSR"
    "W4ghullqUr2N77ASZdo5H0UVPQA5VhdYp7N3mP9gPWFfhRZbD3ScYidM877uLFtCNi8F0r8Y2vAFUP1IPnGTPhQ8CM0xoZVe4x8D"
    "VZXTy/QmaM7y58yf1FFKfeZP6CORKfatq+baFkFPVjPncT20yX4Wo5U/ygS5Emj4ER2HO16gFwXfAodvr5/JS+HYNm/pP2jJuth2"
    "gk+WZV7qe+CvWl/dGeXcWe2Eac6r6FewPTlEsr4CKK4fwob8iLZ2VqMqgJA5UVM4u6fB4+usx9eGTC7E3t4vn3PSYzk4sAt28DHs"
    "5us6ltVIrtb6bU16izOldwF1DoTUMe1TyQmZlrcZMraxntnBNT6+GKr6mdf2fPb+v/i8NuvK8AR9lmZpHCJu9tFu4nqxv697yWDa"
    "qq1XzYYtTi2atOY6fE2SJmacfI/3PATK6wac8zSQcViYAxFd2Y9e4yZ6YTOsZnTdGPvLFtizZZAbL4K3F2MtNsPrR0jaL/DMpbBn"
    "VuAsrGpqG+CpBZxvkylE5WYzk8nJzygvLM+o8ofQ4WfKsbIQO/4X6Iel4IQK7AVsM3pQA+bv2dTXBbx6vXZi7LwaWDbXQhuUyOZ9"
    "PUTab4YeF4Hnkz5amWV/tEbm7Jq/vNjsgbac7DgGn9NZ2nHeXB04Mw65abNVXL+x02QEJMEacKjlcJdvpova/AKV5n2eaJb1WLkW"
    "tqOh9dNlJa3/JCRXgpRQAys6QzyU4Sm63rh9fNZdVB+Q8NEc1zHXomavSc57VqyP4xh6SubBJi73vvSczpYNrOiyaMciaLQyxqJn"
    "M3I5nqihgpx+Jk7VKsXPlASrKmax/5N5iWaIi2GbfNzEKkg756tkhtluOM04ud56CX4EdFQLDr9ftwmMwkvEZWPEPPq0qdmqr4Wf"
    "6GE6Wce2eSI4MThPc2FHeVQXayc/EWakOIm3gefb3/cJDX1sNwOpmyh0ajVN372QJyvi+uxbL9ZhjLSnOVcz6/1QzpuQgwwuYwam"
    "BF/CAq7UT9nrfL7+P+q+A0qqKuv6PHKUjChBQMUAKooZs4g5MOaso44YxzSOYQyYxpzGnOOYM+ogRlRABZGcoYmdc3V3xXf+ffa9"
    "73XpWP2vj+X61v8za6Tpqnr13r3nnnz2Xt5Cn2rW82GbNnlXGvyc5btY2Z91BWXlXlkMa1mH6xgj3ZnSjb0M6p8/YjrbjTI4Wc/H"
    "Wf8ez7gSe/K2Dg/KcFLhOcp9+ppMwB3NQdT5ACT5UnkGWunp4GmclGXU33ZejxSbPzgFK3UU9nyNHBkY2tx58Ay+Cvu27ijP6756"
    "U3g9rvkT9rYP80D9sGMPimkIi2jeFcufDoB0FOOKz5Fl5Bh429OZ+XWzuinqzROIb2+S9ZWeBe10Pn7zIfmnVkC6P5bP8N8dpJpd"
    "qila0N04MWcINANY116lZ3itWEUds9ifDofK6Hq8RvoIuIGdRZNxl1OZYzH2nHexojOgyY/xUyUpv9vNfvwg2VeKqXFmENuhq0yQ"
    "NE/pKmYFXW15BbvwzUtYBRlfKT2J8+GuWIW96Ik1vE1sOivlMeLrPWNNTkcTLy9BrOkaenorYEFyfEclez0T7MFQckpFUt/EePti"
    "uR128mNomb/LbrAZz2JFHsJ1b9Rm3IfQ40BEiO/HsiLaA9L/ELTFNbChv9DSz/P40+vzGB1satC4p3rCMjnbV037lWXE0o/9WnXE"
    "YnO87IFEuNDGONBDXsTaWy9mf/kFkWq5PgPZM3a8VuK4D+rIw3a6nAFvxuYddpD3mRdvIibKQkRvtdAXP2DtvqF/miGTfSkzReY1"
    "HiPWl9Zaukh32c77igmyo1WScdbi0BPwBKuw4/frFdDF2xCnw2EPWU+Ay3G1FydBTm7StIbuX3084oNlIfdjVd/JW4PHo8iRV/NN"
    "Mgk3+mrBE2IoS1nmPSxHuJ1YT8z+7DBIU8st4dr2kMHi+gQjTAnTLOuJeZWhJ+nQyZPMTR3tUaKzcdayr/SSKGtaCEW5MCp0hhPV"
    "EcPs8jgXabW/OlYR0sSLbqCNHcyKcGE+8a/0a5y0D+ApjpAymSRv49wfi/X9lno3ycyh6dzV3m6bLHb3UZbmofi2ITflFmLd6V3F"
    "qtlL8O3WWTYDEjENP69AxLjea+1oB2w1y3RniTA2Uh5/q5M4vr62v6phN/9JxlFoadzdZP0wByO2viM4Q17WHbQmTOtVWoaIbnPZ"
    "Org6iK6dow0zzX0YecoMBz0Tfg3te57YXPAQ+MirEXOl5WH5G/Taap7YYmjgrRCpWi7xEWijNDwWh3eUI1JZFaNXi6odcmbWYyml"
    "9Hxxsz6OC6DJM3jWco+cta1t4WquHhfAh3kN0UOxvmwsMnhlME7pFdCbl4tN71hf6lGwW31lIN7bAXFmkuyn8ynbWSJkJGnxB8Km"
    "2Nx1Nf2qqbiHIsb2XaXMr6lhf+4srcUxF5iO/1GLKIu1ONFzYcl7iHnjy/VbdmSVMPMzBL6ycRsa5vsSPqX6TrEwRts21MV6+ru1"
    "vn9mM7E77kEEsibm5RuoPTdHBLQlfp9lF4th5qZxJk2LVECOynw2wbgCp3HmMseJt0Y/3Wz7WsFJ8y28hjuRNtZ6sIzL1mnrLLkC"
    "suwYmwOvfgo+tS0lq9bjxriMgcne/jKXMYHF3mWQdeugXgcbOYcnxOHYZoijs6WEPqOb0p0kx+7QtMewSrK/eAc88a+nZMTPzYWI"
    "Zc7W97FPJwSn68tiNZ3LERM9oX/G3u8Pb2K1PiyPIhpbqTfDhz80+ALPtEBuxPedq+MQV83QCVjfwdjjo4LT5HJ6Pw79sd6jqlvG"
    "ui5vRsLu9l7ex73EH67XR1n3a2Q/5CvY732gkfbzecXm6c0Uo0Wn+4xBcrA4/z7h17ZaS9jFsNJHa9uwN+cwcb2TleyxdpNwVfxs"
    "PX8+QVZ4loIIc1KZU7LVHcyYoI23qA4RzFX8k35iPkVUDDt5U72H2IozAqOxetbN1Zd9CyX0m6ta8P17hwsgT1/DGx5KRNBLtTi4"
    "L2irDWEIHVDndVfG18Jcn6KhtJeyg7EEccEIZoWHQ04Gi2HD1DE3/jMzrNWs5VxCPsqHtYe2x4k7U3YJ5su/5QR5Uu/Qfb01ztJq"
    "XSHqsRezkPb+kj+TanewMZFurH47nNZxNtmaU7hqSDt9StzP0jNvcjYXx6P2DObdFvOKdVzzQ2ifTobE5RiZliHyyHoswzbYIxcZ"
    "9f1VZNRDXFRc7ZkzNM7mpPIqZqGv0GbZ1VTuZwOrscrRn8a41lMo2u0qjp+lyjD2IJ394KEsgO/8CtchRZ+8npnGMu5Vigj2L8or"
    "zJR9of/GGZnNTvF9gm8ph4Y5kfU1whw0dsh8+Anw2C3LMR/R7VfwDLYTm0mfqLdgzw23vJQdN1ZV7UB0AMvNjJWJ+NcTrNHdKtfi"
    "vv+hp2NnnoYfOllOxbXqiBv8OeSvAnexI3F8F/rpHxcl78IJAGV+J8kKTQd4UTczdm3A0/eDrq3XhJeROuyTY0KqYPY3CXlfigja"
    "EM2X4lWbvjlZbA7hQUi5IaZfLIPkU+2sz+EONglO1G/D5om3ZhvrpsLm6DNikyUNjAKeEcupTtcPIFd7yQ+erTvjuVmUnVYVZP1y"
    "sVXou6G38fF3fkYm+6uMjE1LWjx6NOtcxdzFcX7q1/rh+vLeXDZyB3Hzg/XctTVeU1fQ0l3jkcvsezaX/GnxnJf2alZYj4h1bzLu"
    "DZ6Je3nco2XkqCtXMqfdG3bjHqzmcLkMWvFV7GopPIvhch9Wc73HxOwYd5471otySL7L0WXjyc5ezLSW6AuwNpfJWZDHA+R1yMDF"
    "UimnsOK2HTT4L/h3LSTCkPieg2e2itVg1/t1ILXsWM6plXL1e3lMxQjT0uHiJ6jJa8mJPFQamYs3qSpnZ1gJLWUbuZDoojWsplqE"
    "Ypj9b+lNkIpJ0EJvQNu8q6/h/jrJ+qDEM+Cl4KkkOE/jcjgrGQ3Z1JfFO23EkD47i1Xwz5IG3/k/OM7guzOt7Mo5Q5J+BilDrtNG"
    "zjkU7u9tiTNoW4n4nV3fUNbXSCfplToqOB3x0hzowamIJW6VN/USRMvW/VzE8/4zo7dBrBJM0Qj5wq62RC/Nyyl9rbsF6yAFXRB/"
    "v4m1qYTGKdNJiKFXM4uQZuZhNte4nNOf/8RpCdnXliRGXCTBLgve6DOdY5g7cIjAzm80S7KcUXgV++GuxnpOVusjX0PfqoZx+Ho5"
    "Up7yiNYriEy6HtbGPEybGevIU/s2nnwAfn+LWO/DMcEc+LUnYTVPhrZfHx4Jv/wY647FjpkknyJWC1xHz9CyUA2cwc36+LwL9EZr"
    "omFu6s+Y5OUZXS41pW7Wsgmn+WxxzD39cNW34IG1ghwcS6yoYugz4x3/Vj/Xvtou2F3Wy5eQtbcgf9/C695Vx/hOkq28t5+Iu0tM"
    "w4/Bum4qNRrhvWXY5ankOa6GDCY0mt52r0Qnw1mgqKO99f8Fi9fwfMrpW7jZYTtj5/An61j8WM8S00NbiGV4qiFf5ayFr6GvlI2r"
    "JjmPuxNiDdvILJzjaB6jiZ0pyryB9fg3epRoNz3Q6C38wDzUjKjXxHKgNdASjkU253vPaqlvc4zPsnH2M9Sob8AkazTnBkLPreUm"
    "hzL6Xm5C+Enr+1vVtloQXq1bh9vop/Ji+LbHglV2Drh6qXi+aWXOIMf5yHxmhij6/n08ByXjxyHS5CPJkN5c2nentPlVjNfsn5Zj"
    "5Yr1DCnn6mSw8k16F6OV2bBrGe9vRGujeYyL/10ZclXFfl4LOfZD9f2fjbBopXq4RP3EhvLh+MAKxWbWSXYjMb+jnIJ1GFcTBeFj"
    "XL5EF/Hpmtgru9hb5yLYu2VEzcp5bM1i3/PfRv5DLLwwnp6rUceXtxTf9ixxFaqYX8rxjGZ8Dlj9VIt4NGP1/F6HEvE16hFJ++lG"
    "0x6/sOumlpMOs1l7rYX1c5nJUp8fsD9ryR2T8vWFaOLbZQTcPXaF5fuUKIdJ3QT+4qZiuIQ/wOIX9q8Lv7Jh6JKFLMaGXC0knvZh"
    "Hp+hnJNHVjUpaeGunfxP9dLvsMfMy78AflaO3rTjJ8h4fy3kDKF5zdPI62zdJBdKjjiyI8nd4aaY+zFWbw9Pbid8XwLxzhxmo4z/"
    "wKx2X5mO95T6frjfP3Pu9HfzVvN9SsdcaMX7KDHWdVWqzXhBEQtmIS3mtEtKm9n0mk+X3fNw8gnac1r1aDE7cK2OXcX5lkg2Vfcm"
    "52kl62VzEK0twhodINtwcvlksT66kXKbPMs6RKN+CP9rET73AyyE3clOZGptxjrKeQS7ybDpi4mNvprdTfNgsyo91kQh7fJblMTX"
    "PEqi1Yqynr9MY56uqP/GUA0SHh8k7fHjMvH3/DfbWsbr3Gs9J0IaZ9N6oq8TQyc9Ane5teS8T5whulvO9/r0kHzvNapCZ8hYVuMn"
    "KNwOJXwWdAtxDKeJPMRzwyuZSszMH7yMGALdQD89kYQu38Rrb/eZpMd+SUHT1rETZQb1a6Pn7VF1HXlNv1nTkBWrA8Thnbg6ab3H"
    "tHRdIjvSU23M66CMrEl+TmQdf7sZbd+WEsY80uqnxZ1095N8ZpXa+CfLMFfrxhLZgwTRSTbllYdy1j/qxW3+dANRxMQjIFmeeDwj"
    "V2Nrvcb66YI0OyJtdmyoNHHioI7ad4Q0X6fR/70OO2iRemdK2J+IzpAjNmGhDjwl99JQ3rPDFXYeYkMLNeSWNNLuMlYWeZ/JZaOX"
    "kqXXrVNrv1tz2P+e870Xtp/9JOttihKbS/16/D4qjfqooDa2rvsR7TA6l3ZWNvY72526xuUGitlTlmWmLeWZXi6jhVqkJeyCmOu5"
    "8oxlr873AezEe017ZkZD3DUW7Ebm2VKe/y3C53HdwodLyjO9ah7Kht1ZL0nnYfbkYg/mJ/Y1VfH8RJ5A81xP8wR38ym3Cugb7AR1"
    "Wag6IhU7zfENNF2n33y7ENtmAeK8Rka1DcwIvC1fqXFQG2Lf1ZL2z5H27A2ZmDExzZymY9uNJrqs42XQf+m25kr077E/mu7aytdF"
    "Qn9yQ8/wZHHExsSCrqUvuo61jUQLPacZvcQjY0vMt9vg9VEGMWgtY61qaswleN5rJOX94P4SxrsW+jtJk3HhUFqsOkpsK88fX0s8"
    "xr/Irog4v9RxYlGOcaD9rBHGZcg6uFvlIu7fCrz+MaJAmytdz7pcLfRQqWdA6xb7TWEeCqtN1U30nImOy/NYiViTRQZwB/U3kmDz"
    "NTblNZEINRbNPStXy7fsaK7QD/GJphgxarHO9ZNTaW9lxzHuqPVnsZKde2nmIRrIIviwOP7j1f4e8+1Z6zhz1gQf4iFi7S6npmzg"
    "/bsM9SWcRA59R1rWc3hYTukwafDfm9VU3KeRY/a7g0elz8UoWbYCNUSTciuXiG2p8z539li/ST9LFca+wyoiHUo8ZedWz95ldztO"
    "wjwcnGhqe5CEecxj6mP8wv2wDocgy7maNbQFbSUXdxTWEsflt2fBJmha40kzsRx2k2o/vd/gORwiT2h7j72R8rMy1r2/ANI0nydk"
    "EXR9CL25JtZBWb96OTKL12hUv8o/if2lcLTbGf+23tpZsNxfYHfHQU9cbtWoIPSIDuLzB+pPyB5yNazMNjpHDpSTgvVaFPTX9+AJ"
    "bas9WQmwE3RCjACQ8niWVsON8hANfDrVEawBuahmjT4jzfb1c2ZuClumq+G9hbjbIk6Gf4+T0Rpe9dVibyyEpXNwcJzuK1P0Vpms"
    "E2QazveFiMjegedRpu9AEnvJcjyFIQ3uJFmc/zuknR4vWY89c5y4CaGsvsT6q/V0NBFR0Z7uBPZazfL8Pgl2p6TYm5vjFFU39h8X"
    "tsGFdy7DKn3S25Ah7Oxzk68tRTkdPRd5H/iLATOZVrtuYDdiSMTfSCOnYcmzXnrb/Qajq1n//L4WM/0yVrK+KzPH3EI9o+gEI8ZW"
    "0nxym5+sUNa98Ct1ZNQw7o22Mo+TftV6KtHJLa4s5j1ZVbFM/wwdZcjoNcTJPw//Mvlu8JMh5Zzik7xe/1//SbKLIOMrIk7eZ8co"
    "8ofKeiJWuy7RlJdJF7u0pnc92Mf/rcRpiaT3/DTG8NtFXO3qA/1IbB6jwTMTuDkdh4O0vSR9TOG0T9R7Uig7+ce+skofR1z5A2cP"
    "q+iRmi91i5T9wXfwCytyziqkET0s4so2cTrAeSPbiHv2KJ8Uek4RVxc5TUKP5J/11bLf/0wT1nqNDuDpreTk6FWyvSSYNWmkrdZ4"
    "huDImNksl4f4FzLj3ZrR4EOQrpegG+oQK28OPbhKtoO+PF/XcnLZdUB0kJzvVD2As6olREHO+t6YHKVxM9mPsce2Md67YWK5qMgq"
    "ooVZ5lL0zzJ+/thYDZWdQ9thVTdBlNVEhP4XYV8SvsfoJ30XPsO7OPl9gq3kmGCVvszu7Fv0dlx/Lb3fU6SCfbg2K/gn4vBaTaVB"
    "nW/ZhlXOnJf6wnM5WZ9fNnaUjzWy0pPgcZsu7C8DxVWqE55Vz/47jtWDXmLadJBU8QSshiXfyq+MY1bqL81TZ22gKx8jF4GhXLcO"
    "9oD3dzHz7bcRX2AtdNJwshBY7NMHr5aooRM6WfnG28wOYljSdjf7tarVFPzRh7Wz/ih3hvfojnqHHiN7k3+jn6yjti1nheomRh+R"
    "Z7G1RLgNbRh7OCxTe+6+sd1p1iTmXY8lvrfSJmY85mWYxwDTjKaymbidL83Ls+QYGw+jP5GFLmn0uJuLONezGlJeQeypbBz55utT"
    "FyEuwJOfzIxBjj6+01Hf4I6qWWXoIn9mH1g9tO2ROKVltH4WS64iR6T1ul2MT+8VVy66xPmZ5kxwI/nlQj8PXRuzptRoRylT11vx"
    "M2d7rVN2HvzrO1sdifs8FlZ8oE7QW62vUNsR093hRezOJyim72AMAqajvuI0UyNzq9tT8nfG/lwqRZy7/282VbMwXSTtceW7Umfb"
    "nPgMvR52dbT8m3LfpMdCxubodTgjw+AV3OUReTrlYYBG3vEFuJ51JO0pR2AtZ+tURF3wi4lLnonjDReh9iGORimzS/1YJTyHuJsp"
    "nvPPdB2nfV8WOwcWz9Ryt5f5uc0hMhM+fgls9CXB9/qW/gefbifX53kLvfI89tpYRh2uZOe86C2FVTQ0zMPFdeaNIA5ate9dc1nj"
    "xd4jsH/tR929kEyEVnkyPJMmWrIh5LrUGI9StVWc6TNpL4a0FRH9com+ghNtFYUf4HttRd5eq3Bb3nOiNJAloZoZyxF4dS3W/Ubs"
    "70zI5WR4u2/q+/h/ira8iVMr0UT2UGrRHclJV8m8TA2RFc0yfKJPSlRxyXpkzC70cFaTbeXXGfxW8WxfxGLtJsiTiLAd63cZz2uS"
    "eD3l7LRyPKtuQiKMGdpd7+Mu4nJthb2a9rKZhL6zxzRsWyLYmnbbsPz1jrIMn16ly+UynKcL5QSctE/0PujDBnryZfBAV6hN8J9H"
    "vpKtuO8NPJmGDNEEK5xlP8BxYmhYJn3leN+rYpOZ5jnuw3qjO09mg6MK1/bS6JmTi3AGmvQN7HSSGmMhuRPvxR7uJ/fgyiPlNHjf"
    "L8tPOl3Pwn9r457cEz1/h4vPV8begkVCvfPworP6LPGzV9JenIuz+wxs8Wwd1mq1nskaZhlO2BxcYR2+bx4kcFc5JSjc7TjbV0UN"
    "X6PB4+xX6PMaYjWNw/dHyJsxMK6QSZDx7rBQSyGza9mxm2ZPhHXTWx9zFzxbSsO42p8jR7GzW9Uep0b1t5MExjSeZHetegZM9Rgf"
    "Q/GJY8X5tkeTJyZFb3IS57kqsII5IiZdwSdpwvNaxmsSUSYOlssRdZ8hY3Ws/kUe1bv0wFbG5JbVa8X5USnWkK+Vj/CEheVtD9ir"
    "EkZsVqstJytJud4r1S1g4BWOPlqqpBSOWBqZzbbztQvPyzKiNFfCkuwv20g/3O9KvNO008ecoOsotnoOiyRLJI2QPWGN6mqTbbne"
    "jilCPZ6u4yx5gDhXq/Q7P/X4C+O3nvIprnaIzMf+G2bW52Qh2UxqpTnrFupAifi+G9T5QVvhvuyZesa4WA7JYZD3hROcNgl9Jj2r"
    "/yHH2h747PnYtVdbjZAPdDNo+edb2J8KH424k5HwGYFjOLMbVdAcT5hZGct0l7agQ4rhQbpcaJLWIAU/0iKoh7FyG3s86iyzo8Mk"
    "6324V/QxyP7XehDZSnM8f4Ogrf8lGeIPtJGMZxgv9hVu87tX4GydKW4utpoatMTzFDi064N9hclxhYb0qE6D/lnO+ZYq6O8n4Zt8"
    "xv6TkB1is8jN3l/ehZ+5lkglu7f4yu2yu3TFz59BO5lmfBpreafOJpb/ATIVe7ycE+rf4woXaPvg/RY0+R/LWVd4t8v0ImjYfWUR"
    "8VjbiHEVTcK9luM0WN/G9+zSS+g98GbHEh1nltcaWT0ad73eez4ljJBaOo2FXjFdbDHNPpwGsUmJy6WWHblpjXLBOZ+Zdf76JrBC"
    "m1BadsJ5bfB5XsO6aWn2ZZ3H1KriJKpZhzMo0+Wsc58m66m1k8Q0MDagNLFhLaYbxapIBbOTaXolVg24G776MsjZpmQIXquDgy6w"
    "ZZNbeNINqS6H+iQsXMjqZCUZy+5l70+Ad/SPcWadtjQ03QyZc0+S52WIfK3PsR/qEZyjEdIbkaZN+mU8tn+Ovk2K81bGKo/vl6dw"
    "fUO8mYY1uhIRo3FwvBGjhCl5Pp0/dwae52c89xGwy0X41Js4Dwm9CPryPeiEb/Ql2Ihi2u5bZCKuZ0hkc/TROIdnMcI4cVXnkLWT"
    "kdDPR0kFPf0STgjZHdb7bn6NmQaa6zi1+hRzCW0gOW/hXtrJM5wE6i23yFGyrd6DHXgX2qSVjNcbEXmMDfaDnPeTxt+goUSx0np6"
    "ehaVXYv9zzKDPouVosIny3BIu0jERhb1GLkenwMh17N9Fll1KrPhX+lrPC0JVrZcp731KRnrZh8p/D1rYLtzcdTn8t2bShQNtPPR"
    "g+bVh4RRcBL7Ye9/RxxSRxlPVTK2MjlqepfPdRHVQtzlqbIYlvEb3FMH2QWfbAO9doi4bJwyq+D4Uav0n/DBqnieKrGDHWVT2YR+"
    "2sbsITbG6BQ9jkZIRQ3vJMFzZhPqGUbtHcWqBT8zB5DRp6WBubmUDvVVcpP5ocTkeU9G4xTvgj0ZDe3aQS6UTnIX/EzXn12D79yc"
    "uZpyVtcaeMWU9waTMQe3m3cxrL1ottPVFo73GMz1vu/BIiZbqSUxIu5hjIJSPr9jV0r5WmM3+lJh3M/n1tKhwIasSfb22cAKbY7i"
    "y7gOth8H0N9qJSW8k41ayGgeStzhnOelcLOBrcXlIisYOzTpkdDiG4vFtZ3hL8yEdHT3nlAnyEkrcWxtrf28zmh6ydXUIWHMeVLB"
    "PF2OnQa3MxbK+pmSCmjLy3DiFuD3PzPHOEKWktH3TPmKKG8p6IIqnOh+YtMD35IVPuuzM43sJkvCw7RVN9Sc66jvd5DvdDtf2bA5"
    "vA747LYSsXNnfEU467NUw+lTNHdOJX2uYx589/mQrMdkBvTe95B9yH/wHpmUc34SKEGf7Vvft3wjvrsbY1A38W85L0M6TPCkZP1c"
    "/Q6iftq/C2eNi4l1mebqPOvzasZcVq6byxe+Fm2n8yCe7iT93XLoTqvV2lzsLOy0oee+Dulax151YyWziOEE2QPndpCsYl65yHdM"
    "N5Lr0+7HGI6K9W9EIo2YAe17skR1t1V4HFctVWOkMN1xnRhy2kKcmwSewmXJdvQo3GnazFryhjeQgXmN7hxcp3/HMxi29L8RhdXi"
    "iTN8nmVYxTthg6yPYC2u8Sp7zebIKPbhf6IPw7dNcK60A2xPK9+n4TpHna8ssgU7NdtIE3kqs8w+7Qo7VUs+4b6yhhgblm38nnao"
    "CCvlEKgihHaHzm1rsg/+7iCuHzbtT7fF8stghUp4nWKvo2yi7FSxOozxCU8Rq1lapD3DV/vX6PtaTcnOeBT5LHd2pIzkCb9FhxAd"
    "d7C8Bk1UTD/J8nQ/SIIzhSfKlh5BzfV6Luekx19hCzeW6ViZHbCe86U94ifr8xkiI7w1reepqvK9GzU4Px1xXi2iW8t1C+BfPIi9"
    "+xekak9Zz1mdUvZIl+m/4bcugCa+BTbPVmo9frca8dvXWsGOv/aQo9mcmnQ1wdXMU1u9LENtmmUmVz0eTAV8nVrygoV5k2vOljlU"
    "uMKvNJCVp0JdB0SK/uJ77DbJQKZtKncJffWtcXIqtYHn5wvsw1D4z2MgncPF1qs3LPVYeR+x1VDiByWpbdJ4p3VjJIi7kvMawMUe"
    "OUi91eftNYeVmvJ4gCmdIElOWm1BTHZby8V8/ia9BBK8Fuu2g/zIylu5nk5cdsfAaVXTHWHrnmcG6EYxLrA2cgP2LQUN11F6iuuZ"
    "7CTjZCB8jenEvijj/Ttbchaky70S0ocOfY/ljj6Wy/ieD8tidpFcXJ102HGDJOqLOoaMTBGLTZPvw+tMn+xfuNpO8prY1PVE7SV9"
    "5Ad8p/mLB8lCaJizxaYoSvFaH0Sfn+govRBS+yD8rwvkH4xwTpXbxbK78xGfVmJ9F8HmLIGX9iJW/z2s+Tf6ZfCqHqhHBOOxf7vh"
    "Xo+QQ+VMaORKImfa7pYQw3ESEQ5fwq4uwt4VQW9sKQtw+p2lGKgP6MuyQK+DpbZqx/e+B7SeOMr3wSM4CTbboQjP51k9U6wuHbFh"
    "GFaLYz0wqS2nBKyHD/tpUKG74jOluIs12OGJ8FRWkI94Bq2OacwiP1vsugfu09XyoDh+kpdxxZX4XIXv8Ej6mbkm9pA7m7oTe+sr"
    "iXfeSSwXcJnUMLfVpLfrdYHr8svBn/sFd/E+dONIMSTlTWUmqx77ELE1xZmycdjLwp5dFTyPdbRu1dRVtjoHIgLbRP4O33WC3K7D"
    "g22C8XKTHKx3yKO4m91D5606jvhszIWb5fzHrrKCqKdpIoSnyfG9HeOszfCtrj96mJ9CayRGuOtFcNXbLFn8XGd/Fl7ZeHZcOa+x"
    "LyTuApkPiZvNDqAk5bPRn5unIWNL8dOZnECrhsfZhnhTZsNW6Af6qY4IJ+gVQZm80mpOeFzYGdc6Vf4mh+nzPrfV1deQNc+HNT/H"
    "bMY1RH/OMeOW9V0Ev32l3r9iaHyvQ7sfCE+xnHt4LKR7b7laDEd7Pu71IHiSXeUOntotsF71zBjYNHdbTqaZ3xLIVZL284G/Pz1g"
    "9bmtxVXpXAZzD2rWijw85t/2uzhGjD6eCcbe0dvz6uaoMWfpFxJ1WZfrJErjf3dJtZb8WUzDN2pGePjeY5K3k8Oh4xxHwk7iYvQM"
    "64GFOZQLdUybLBwmdT6z6yJ+9/fvx9pRVSBg1GxIwhn2hWbJyZLEd2V855nTd+0Rr+V3wf/+FX//lSR07SqywyXYab6KiDcJ30NX"
    "wylA1Xby6y4Ed36GxT2gEcLr8dB0p0L/nRMcCPm4Sq+XadJFV8rVed2e+fvgOtlux/WX6UM6BVL/FTzqIXI5oqcLpJgzeVYlHiP1"
    "nHIxdImp8E9zvsbkoiL79r0YlRXhDG0vLpJsYqZyD4+nUBJPIll9rG3eCqR0QzogQtYaw5gnLuV5T5IxS04UGTVZ94rnSnHf3zGv"
    "nyQbZ9Wj/RzA9wSejyHDmqNDvMlBOyV97i5J3eOipjrGVspaYCfIymMyCHFlDzLEGrfIAWKILS/h1SBws181RI01js9nIV2feeza"
    "X2MDWV+XcRzN1zeIVZr1FdL1tA4pMs2cz53IeV86RXY6e+Kdg6JwBT5fyz6pcjLHbwwfrFL3lz0894uzZNYxvIAzxFNwr3/G7qb0"
    "77AGk1iPqtNR8i38wx+IJd1OvoV01HBq8BO9S3cN6n3/XwgvKeV72Izv62/MKI+kh7CfNMUVfcO32QyWcBXO+c96dfgLfJU34PXN"
    "h018vQU2lO1glxx2RpP3y7O+LlCHuzqKeOR21WKspq3rOj0az761zw8050oatNDJdHWvIkr05eSItQmQ3nIM7+B5tRrwA9A95iEb"
    "kuJk2qYFsAzd4E2b5zANHsm3+hRWqrtM09GBeQxd/V5aP4zEFXvD8O3OKQKr6xyP9biFPLXzsXvfYA2GE/3yJDxXMfarkmy/c1ir"
    "3kb6iPO+0p6tQz13bYbVfePDchNNQxi9ui4+x2y+p0iMVWmIH47ltJfUcvo2zXpgNc91hnYxpLznNEK7Mvu0aV5N28mom184S3pB"
    "Sp7Aui3FaVui78DnnwkZecU8i+A7rJ/ls2drEfTKSsjYQvwv1Pxqget9dpWHnO+LjfIaa9Sd30p4jNdyEsv8mP5i0VJS+xLhu85X"
    "ikIfR9kc1yCe+/PIMrgMvtzz8EDqcRc1sKAfwp7+DHl/DL5qGWKelWonsRIas52MCCIWQnvSWjKrKrl81njJdKvuMHNvwe/fxd/b"
    "yZfMH2wO37oEn9gN+zoSPz0LDW/5V9MZxm/1FWIFY5y9BFITseglIT0Zv5NHIaI4TQ6RgZCuyTopWGMWArp5Cs5bG0h7xAS0koyy"
    "tWSnMPlfgNU+H95LazlZPofHeDZk4S69Er+5UQzb2nXy13Dyutb3TA9s4ZXCWd0kfGXHk5UiSl6aWskQWzYkR9wK0WEZ/Ppq+IM9"
    "cOdXwRZ1kNXqevOU2QXr/BzDbMQc7NUZLfbh7yOOJaiBiLd17Os1ZIDCeaSW7roQF1Y5+79t4tm8yB1Zh1/JM1T4alO0uQcjstml"
    "kL8kkS3TxDIynTxY1npOz7IW7mBD1nrDJsQKrVvh5yl810/FuOVOl2SYS72Z8cYa6pVjPLpDjj6E/X0rzu5fcZ6OhLd9rlyBOOlG"
    "/G5AcLJU6dXQkbNphYxZYTEjmJV6L2zZHsE6znFnsLaXENuyi+wKySlcWW1prQu9siE1o5bqwYXWuvArOdrHZOzdhN4u2I4sR3xQ"
    "pc29hsbCa3rtQ0YL1o27mCtTRb7s/kEZXllKD7ReJyKymAfrvBZ2tJ+ch3u0me+28oaUkglsofbE2lfCyy88/WlsAqZPHpClaoxI"
    "1hnwqdyN2N75S9F8nvUBR3ZmOW2PywxuL/0R6RiPejX1fyaeRMrhmR3yXJadgm/oi7DEv0DjWsXmP5CViXiWYTydC2H7TsW9T+P0"
    "vkUUCyEn58g5eij9MMNAWQL9eWYwSd+E33sotNDF8HVCdiD9hM/8HTppNZ5gAO7GONhXExWthxgKcT3e8Y0Y08N9ms7rb5soDm+u"
    "jRzAimDIjGYTO3KGe06rvvG+5feLGQ5Zb8R4JbAD3+BeS/j/jWQjauqtGXM5hL3Q14LdHHPKV8bsW3eQWvpi67Br5+qbYa9gBHyH"
    "N8OvJSs3w8otxf3e2kLFpjBmdugZRiPePcE9WufUQLmfODZp6m2bxjycUdEkRIWNrB0Zq0zWY/3sy8gzw26hJGTuMEnQ7kyHJeuE"
    "Fdta8qd3ok6KzuJiuyzR6iI/pJz1xAxxoH7QNpoMd5RNgg7wq2t1fvCUHquPQxI/ww7/zG7IVdCrpdo+OAXya1lWsxjV7JbKEOey"
    "HlYmjb2ph0ZaCkmoIXd0jfwEz6UE37FQ/3vup/XvTjv+3jTQf8fBtwRz8I2lsCjGkbpMn8G3lenb+J963J9WnlfbVTJzniHUYVBm"
    "fQX1AFYfTT/YLrRlt+SW4iKgYbKK/qOdeoeCUEdOdEN8fU4sI/u973wyr7aUmZGPxPIKE+REnvcMMchL2DtgaCpFLejExYxmm5iF"
    "rvFMmw/iBBnHRCv6CzXsBrEKwemymj3r0Zp8Ef80ThwyxPPkGE3qR/qerpbv4GutxX53lS+lpf6D/7lWLvw8hbDvNY69or5oQxBe"
    "TtRxF49tzczBaCnmajTRS3XZnuGsDdVx5yK8gowegO81xDBj+06Tp3Qq1rqS3T0HS87Pnzvum4q86u/vXS1knLoFV9FxW/TxWd56"
    "xCldZDznn7K+X6bR24xCuB7NfOK/zR9YVGDv6R5jomT9rFY/sezW/tJNbtEL9W+WHdJL9WXZKXCzvPWU4py+wF7nRnbiucnYVczi"
    "jJSP1GU1z5RK+saWpb9W6jnhoMSnNSu2s3QkmoPpYmN3qSe3xgw9CfbgeO2np+qBrdsFs3EXo3GNNyFN60Onb0U65U0mRxxWjewQ"
    "ecQjHA5gb4zdaQ+5AdHr8ZD9a2Uz2IeucrCMlL1xxx1lKbG264kfsBjWwXCkL5ULEGM08r4tV2nTEvYcu8I2TRWzdHXGuQxv7xDc"
    "/9li3WQLYV2Gis1nTxKrKSXCjxGPr9Dv9IjAJhvX60xoMrNEj+p2wTO2Q1jv0dCMA2UOvmMsuRi+hLf8gz4BjTWXO1jqZTIbT2Pa"
    "3wuhD8sQKa/W92ATZkHWzEfqIJfLV3jOIkaZ1XonNU+9GmqmsTjWcs9KEJlZNG75oSPJwXerzIa9qiIGqWHQ/gv7tFifgNatZYTj"
    "qrGWR3iNUfRa4sU168M2v9KOhvC5Gdk1p8CLs9mGLkQTPUf2DBZgFT+DTzgJXuA5sIvj5WGsz7gguloQd0e28/ZjLdbZUC2sFrcI"
    "/z1bLIdu9f+M1sW9BBbN7uCjUOsJHim7MJtQxgmua8TwXioQ0a7RmxHV7Qm5f7fNW/jvXXqI3o37HMR4qIz4ea2YJ3mYXQw2U+Dy"
    "8jf7uNJyyk1qUxdvcUWayF+UYc7duin+yirFK/qOLNRjxe79SWjobeV9XHE37EgFvrWYp2F7eAM9ZS7urJNsS9Sdl8WmBzrL1/De"
    "FuFqKxGdPEv27jpmCWp1RDwNvhUnf1P6je6OPZ8DC3S9HAR7bifreHkbqzEG3z5QpkBWdpSn9SVo7JvkEXjh0/U5SE0K1mo2Pr1G"
    "J0Mz3Cp7QOOZ7eiBayQZe+0DLfos5PsGnJcy7cTKls23B8QiquNkkVmlXr+RgcjPW8UO1r/hqstlgVbJNDz19fDn/43TZ7WxwfSJ"
    "NiUORtLjYBR+xTzsLaQpnpmNmDu0haupHgXrVeFltYQW+RTv5VWzomOVrYyOY33G+bPNuc4d8yyT4YDWE3cp5zOTNeSjtRmru2Vf"
    "aEHnEW8cVOgnsr8Ywun+oVWGAjmW2c0UGdLKqaVCz1VdhVefkwQ7HhazP8CxwNmfXvT8I67mOtbmhmtHIijv0LanbI+9+VEfw/cM"
    "1BtwrSexs0/rdZKmZmqAlzYNHpDxx3yDnT2d3bw1nmfAVS0Nt9X4VftLPT07syjbiOPJtKqKMVo4toEsPa9VeIKl7AE15EDrnSml"
    "v1HBDvHCc9W/8OrujGbZ2elQe66j7zZSoqxM6Hkdld77CX4Wr9hn/Q39Yr1HN7TK0rC4H6vMVwOafM/EYHE+bsjKg81SpKjbQ9au"
    "rF9ztEQIm27uT/ycSdZfyWYTU5xgUN+3mdWBvtfK8Km6+j6mNKt4m4hDrOzF85CKJ7gamWWydx6Nqy8i+2eW+5fknL7xPL1C61fB"
    "vGc5tPFqPO9LMliMZS6rv3gEI/ORKuh/HSFuGuF/J3/QUndg1k8DupnmtZwDynGiV6kNk34iLqWXQd+tZu58tDh0i06+vyZF9JwM"
    "ueK7skJYx1O1Dp6teV0zf4VY/9s55POwdj9wyiCFtQ9o09LUXUlN+z5os1+3iGM4XO4nGvpLVRyLDhHHKGw4MomYa8/1aTdgP5zf"
    "bvmhlK+bDRaHo7ubXICfLaq6zlYj7ChTcO7HyYjgXXXPFWXCnU93nLjeD/Mju5MZx3oGDhGHWtHgecccs4Z956Hiuvea/IyZeIQM"
    "N8sxREJfoU97DpgxEvq+MvM5D9X9dGP5UnfVfYI75PjgCcRCn+sbYRk0wVNYsb/AClhNdr1+i1h1TzxJOVb7DUjabPJA7SNmK7+E"
    "l3GMjJdo2j3LScom/uSqEDbBtzM79MxXMsxx86TKfGQTfWY3SfkOvqxmfxWBtZN8jIjt5GP4ZRcSb2AE/IfxsFiIJ4PzcTZ2kBPg"
    "VRkSr+VTx2KtX4bO7IAIZy1rCSHnASwO6kI2gkbquWGsc0ez8E6bwqsO7tT74RHtQESKv+H8jcdnNgl21aHwFRpgr7vBizlY78Cq"
    "vYnrny2HBW4yfUUe9vrenlNoQ3qpo1z0Nt5aOu6nrO+8+H3kZas4ppnnt+89VQZwRl6JOT8adz0d97sFIucGRO9/xT38U6+XNOda"
    "IgwXx3HoNOGGxFlZX6HdSJon/bryZ+tgdfz1DYhQjoZPPUtXyL/gpaWY8U9xj5Zw8sjisjvFJqSieeD58JrcrEwT393cnRJVGTb2"
    "SALGlDKAeFxl9ErH00uz9xVmG6zkRFbORy2WC7Kp9f1kd2kJ2SqHs1njsTLdmXOxxdNiNt9OpPUijofMz9dPIDsXEuc151m1st5T"
    "d7PT1vPRinauG3vBDIczo2/iDG4uO8DfOhKe3od6J1bOLPJCSN11ZLaOsoEuiqtAPFbzG563X+cmivVVRg9rYD3XwMceJJ2D7ogp"
    "bqGWHs7ZjGgaOONrJEuwb6sQ0zSR+2O6vijWj7eCfdnWB7PSxx0HSiSzgZjeqiCGQej7I3O+hqPQJVfCG1KP/5Aj84dSSvaRWo3u"
    "v4HcKTmPaDuM/Q6BOIsyGPZvPiVlPSSqlufhaTkQz/4B9rIc/u4s/YvUe7vkaolOi8zi3F0tI5Yy7neaEdyVvrJmOssyuNW+1uT+"
    "9JcltBQNfF6Lkk6kVTgGdmKU5OJ594z3kVwP20d4uh+g7wzFYFM8z2XQVIMRHc7EmW7Mi0ui6qXLKDbphex1tX7oZey7sAzVruL4"
    "Dqz3o4uMyusTyJDtLc3qVLHPGxqTbIIzcAf7XYxYUGsYrWwqx+g/IE+GhtAJWqIntP01kG1D58963Fzb/0DSMXb0IPnCJo7F5hGP"
    "kT0gM99BAox17bpfSVmbPHlzNW1nc07xdUjXXVJErlibMrXvrPVZrhpEfttJkbqu2Y1lT9lLqlm1sqxuO7mKUXSKEzSr+bRJ2OxD"
    "iZJawe+x3OSP4vrS1sHHL8GrL0EH3KRfik37fqon4TzuLd1kHE9bghY+4B5+zueuZWYzuuvjOQfU4NejiFJUBh2aJWK/y9i5rOWH"
    "9Bsto/yaPM67XAmpfVnWtcARXxh3vxznszVn3HMe8dAx/1bQ92gnNpvaSAwU9QzDiZhjKn/KUz3SUiEvbZAcDjs2UE6S7eVJfU3H"
    "QSr+ZZFR0IyD2Yxr4fK2i4lWbbt5LHu3HBZxDdZ7QyyG64ML2cflWCss+2/YvRWa8Ozzg2SgOAa8vvT563Up7uYbRGXXic0xlUPD"
    "7ik7My/qVqE4XuthHuHcMHRrPepChe8uTRF5zjCM92Z3VIS/09wv0uhxVbp7jOSB4nhULYuv3lNx3Q/tJBujLbld6JCHVBV67zUk"
    "WpiLW7aXMEYnLWEM01HScZ7afK+e1AQj/Ux4hVpPqsOAWsU7r2Zvh8u6d5e+UsnuipQ2Z7syrOunqEt7y1TI+BWI36qIGvIkPIHT"
    "cKqn85pLeAejfL/baKkm3pPDd66Ff2YWdR51y/mSYpxf2KtJQMPlYomOkFdM070jPfUBvRVWaLnaDFqxDJXHpL9cLMaLldZ28uv+"
    "g5Cd2facw8QQdDeVRmLAV3AKIGKziyxgk8/A7iCFPfxVuMeHoGmWQve8BQ07EzHUltDwxwWPIlbeRP4Nv2SxvhoYwveVsHf/gCRu"
    "SIVwQz6zCPrLUA2sn+IV6qQq6L0sY8hKnxcO9W16rCnaPpNlq+Y4i7Mn+VvS8Mot+p6P/73FvtYS/G+OTg6KyIS6Dme8QSfJYqJh"
    "lLPrvY2sph5W8tjkMxpk/AkYxLNaST+pE3brEEkTU26F3i7Go9hAbWH5NMvavolvrKOn76ZQLG+wBt+8sdgU8h5yAXz1Ot8N57BJ"
    "HPKyMYqfAJkcJJP0bkTUHWFBp8ByXiCDKQW9ycHQwMj7CNx1A+Oymbhuk+91tEj5Ss9cVE3eCqsg2ur0hPzX8WwvgL/3Fr9vsDyP"
    "u3kPntB42VoM8/8qcXgq3SRkLsHZq/bicj/1jCCXYuf2xTcaQ7MxlrWR67F/S2BJVuEzPeRvuhM0xg86GX6ueC7e/D7BZs7GMJ79"
    "CfVIj6o8T6/X+7B36/RrfQHe1q7SS4zzaZFWYYfuxO+r2V+6OZ7+fqziKrVJCsNW/oc4fAgnK+sgS4ti/8JV87b0ODsp7vQcfQDP"
    "f6n8hJVdi7M1Qx+G9LcJXibP09acexaJ9Mkof94L9Wg6W+h4EXJ56LmqY/Rl/Ri+60/Ysw7YydFBFU7edZCaiEUpJMqRi4qtCjoW"
    "9vRs3N9PkJpj5QW9UB8OesNuztJr/uCuiXJoUquhDGft6mXGguPIIr8h35Nf+8v9qgM1h5giQwwwy3RbVteQ8LPsAvkj+zY2pN/l"
    "j84J/bHf8z+/WiaeN8wxkxeSRyij2Ra6GTbsrv+3PvO/tT8bIvFjvd+Z8fwVTZ6P5I9enf/5K23F+udGeW9qBCyFZeWNVSEkwtNo"
    "avV62KZ1Hsm1bgP7hDrTJmdx7SRseS1ZcgL4XO0Qw+R8RbMd2V3sM22hl1s62yPjnFSOnXfWjd2Gs/L/f8rb//yVwn7Ihmm+P/KU"
    "2Fy3dauuhnXfEVHTQMteI2K54w9e65ZktPC61XDN1uThMe8irpo1j/HJKPodLvc+gp3cG2ZlCp+FPcQxvrQXm6Zswx7rQJb/wbvQ"
    "xExrkx4lIfEIW4nrH8/8r8lopxibucb7RW7iIff/uI7/I3XvRVqBOOJa/UD3laPhsxUjtmglZ8gl2I15kNaOjE1ayULdB59bh9/d"
    "zryceX6fEKGikrGvse79wJxGGaeWU8RiyhJJtUqT+ntIzJ15F3fqCqnzEWeZPqIfYjcMS2upHiCTfH40w/rojtJck/gO8e79OL+X"
    "wQ9bI9eI9YJd1SJChsurtJMIqVKkGce60OpUMTezrUTVw+bZqz82bjTuUlelSugExCOD8btucpNM1i2IO5DR/GhjLSMlV/lwV+wi"
    "Sz3+rCGcfhbeI3Nbv6oD9Fz5OPxetw2W6C3he9oHOu57RB01Pq9rvU+G8RNh6KeZ1V6nfxWHiVLLPGudHi9/kY10gpbLxPDtcEzQ"
    "JbhAz9XTgmq+q5nlZAVXc7ysZMd0iqg4oa91KOdubRq8PfOGlb4+8hTe0wNW/rMWVuc2TnbbHMHHwUxOOlRpL7kjXKhfIE5bzyxw"
    "KT+7Nfso/oRPjsbvz8D/6/hqgr0bTUSEShJJrJLYUJV4tkeZ723S8+WImJfA1dmEXXpr8Ylj5SH5XF/RSxCvvYwIZivZX+4mY33h"
    "z2wmezMb3kCU6ufFcovTyMXXWk4j/5hxidyvG+FJm/QkPZtxZSE04OX6Oj7xvS7Wk+RBds9WyVGIph7RliYB+kkxu4cNl2ISouo+"
    "OGnfY+0Ky2iSmfUcEYHdzOOprJFkWI9UfZ9n2aHqHsscf1Jrc3fLX2VEcBG+4VNE//vIVohDH5crZI6Ox30bu8ICXa7bBIbxdr28"
    "oZ/j+Z7DT5t7VPHPcfJ3l/OlgQwjy5gHflFScT9BJ8TihrfxgVoN7CieiHXMuD8srs+y2nOo5Xwvlc2RWRXtWx0d/Kh/0u3kLazc"
    "COixd3RbaK4tA+XTtfZRbsqj4Tqcyb/6vLn95m2Nfp9qQUaPYGYvwgRP+dqW6yeZ6zOKEWr4cBnFOt+nur3M1I84dX+27CS9cHXj"
    "xr4szmX2lGac/LbUV+cQb2CZXqlBME52DF6DztuPGOt3yQr5BGfpM6z9fKzUCqz4m5qCvN6LfRkjG5M1+jY1PupP9GZcxZAFxorl"
    "kx5jxXcuz+qPupB66GaZgk/Ow+/vkx/xzjn4VJm+BX1+lg6gXB0QNLEf3PDwi6CvarQ7K4gZdZgeljE8gtqmnnnotaxbf4LTtwQr"
    "WUt82/XwLFIeZb1eN5FDOI1l0zuWV3qMOcRayuICZj1srbbCWX0KZ9JQf1+Tfwf364t6mr4AfdOoXVlzepsZKcuvfssc6lx9Vg+U"
    "atanfoGMVcs0NZ7X59gB/zaRgHLEEnwUumhvotVXMl9vXTkP0xKE7O0p4wT2rhJhq4ecCrUstc0c5vQ8/FRFlISn9D289ogMkLeJ"
    "Jv613irrODG8m9yKvXxPP8a7vzZmJE6mpFkxdNrSunhukEruQ8QVa32VJ3kcM+u2fxs6L0GO0+Wwl+0CyxEu0LOknrlVkW3IltNI"
    "DXSHPMeKbhVWLmB2p4IzSrU87+0lwnI1HygVIxdW+Txde3Fo86HPg4eQq4skYjRwDBZmS3Iebe3vuhfuvR3xIbeTe2QJ7vMnyHoZ"
    "ZHW6HiTT9Z+44xmQh50RXR0g58DfqCdOdpoYjj09ZkpCL2H1+1s8+QDZXpaxtrtUX8fuXyHf4v7fl/nQszvitRtx5VRYYzjV4QGB"
    "MUKuIYP94cTesgmg7cU4zes4kxCd7TCuc6sO1ZN1kB6rs/UDGRTcKXdAY74i06HpL5F5RDNp5ATjTsS5OEGs03NIcJOejbU4CZ8b"
    "i9WcrUPlKzlPnpFpvttX4x4akeP5XSuxgmk/jzmefcRNnOS1aWLHX5YkgmroebjbwS7tROakMMYicTk7m34fjHX4Rr+UAbj3R7Ur"
    "zv2LumMwSy4PCk81u+mlbSD5t4rNzBWxgm2dfDV4ggVEJdgUq2qe3WqclzbBM4x5o66cer96i5ibyZItqIEydaCUMqecZNRe+HtC"
    "rF0FZ+OqoP8Mc2YdnnmxrmWnXI51IzfncjU7rzI8eY3MVjsM4QTRG86FfJTFHAiuX9CYUJw8HyaFPRTDMRsq1+FuF8IiHwz92yl4"
    "Ela4RxDG/JTRnz7i0Lo3xPNuyR9tK69oLs8nHu976jcEha+MutetwyWS5Do1scdToYPTxInvRLtts9Orscq9ZMM4xP7nr4RESBkW"
    "n7SsZw7Zkp0ddZ4ftAmSdpUkWPfdG5bsU/0oOBlndqoeBx//YjVs095yN7yDSvzmTPpZDeydqmWtwp5pLfGRLWYtJs6CsRipVQ38"
    "9I3Sd2hinmtHeHQBV+Yw+GbrfafWCsY6hq7sUO7b0fPfzNcgo4y46antfJ/FAHJVpzxO4UbSSGSc0M9Bp/287E6+epjwSC31lOM+"
    "4iIpV7E4GqenCc+WZHy1QM9hhWcZz8MhYpwCxgs8mX76XuL4GMx3DaTWd8K0R+ywlVTRUkaTumZ9y6EHh8n1eqj8G092Cj57HK58"
    "m2wma7EL9XoxJO8jTnw0wj8ya/QLfIjamCckf9qni4TaPJv/369kyGncSMvp5hQcPlo9UUgOkY60C+p5ehp4n1MkGz4E638Cvn0Y"
    "IsJXdYR0aHWlPNnCHfwdp9j6qUaJY0SqZF7esNreDQ6Rp4NBwbDgo9yZiFTez7wUFLe6TZLZasQERR7xyeHrhuq4KgyH/DtcY1tW"
    "RK5ip2md3ky7t2ke4oabsqiJJ6M7iP6K/c39a1tJ+ex1M+vJzvCNlZigGncOZj2DVLRTrldBfU/onkS7a+5CC2P+upzXciHZu5vZ"
    "0LLssMvwWl/rKvgy9X5iuI4cOja1W5THktng+WHW6b2ceG9k93smtuuHUu6r/FTZ38UxFSf52sd8hknSTS6Q7/VkuUFnIUas1m7B"
    "epyizbkTa/G8B2MtSljzbysJ9sW0xJmaJV5MxCIX/S/FqlJfv05RPcb9+ZI84taxWwWvwLjiDoSnUIUTZ/OBa/XPYvU0Q1pYpHMg"
    "l3N0JrkIlZ6lekyuRnaplCM6qvNzrxlqpofEYUaGjDYeEIfiYCdwLfvFDHussPafizVYzWr2adAxW8Pb6wEt+R409GfQiSb5/fw8"
    "rfVc1euNkvZZY4uKQ78TbjplP3gcizwbt80/XCaL2JmdIDqf7ezmvNe94fHYGV6GmHMOvY+cR+Cz3uIG7rvF9xvFHMkas3mp55ra"
    "RB6nR1bNVVjH3xoX2dbikFX2JJd6jhLrJMwi27NxLnaFFSvGO6frQEjFAPh6STJRu9nDqEPmIaxEjt3lDgl5JTx9Q3l6CVHUPH2I"
    "e3KAOD6anEfTy7FLtjBDR4aRX+j735V8hU7v5OuOHjGujd39y1KhT+iR8oWWGaIx4p25sDIT5TjdWJL+rPWV5h6QUt7JT4iFdxOn"
    "xZ233kTkGev5rtD+7DRx77e+C4dCsMT3Uys1f0qXe+kTqfIdxEu5Kxa3lMMD/U7faX0d7ug1vPMNRF6X69+wpi9Bcm7WtPTCe15i"
    "D/YyPPNo+Rmn+gHcQdtgLn5qJ9vJHvhG64MshUf3pU7RWcFbtFB1iA7ttbdwD5N1f/iup5JzcTVR+pZhrw1H5m3NwuaeJgdhtc+H"
    "FarFrrTC93wLv20JovUcOd7Mf1U9OvgAa9gPPvDDehWr4BW0t30kjG1dDSO4o+Un+vUjPX7VGnzrwUSYMx9zM2aqa6GBV+or8L1L"
    "2Qc4DnHMWJy6efAPn8Qdbo5oah65xC+QF3yuXIlXsVp3YY021Bu0nvhxDkM9ySlW8z6zWIkXfLdjTjcN7LR8x10eIyXqECuHSR39"
    "TofuXquFGRc7w+rOQiy/B3z9bzgTahjur0tXdvOFvrczgbij3rPh9pKlxJ7NMCK1DNS5zF4kdX/ZGq91lo3E0BDW4GTci0/+bPYc"
    "erm92ER3e/z0Z5ztjWQUbOgKtXmyInEcutZDsQxn0GY3yzgF+5E0EYW0HPufxNokyZixHVb7rzhjH1K7Jngmm9ixdrg43FUX802Q"
    "BO2AZeSNq8Mi8wxZL62m0ehnjK9uYcZzX+j9n3FOLBY19kqbyl6GfTpLvoEN7iJumnUdvROroe/NzMGl4mqP9bQd1rlWjPvoKX8i"
    "U+Vo2JrNsCpf6OmwsFn9RM5G3JXCU5VAjl7B71/SJrkWa1MOzTMVvuIPehuu/Tz29D5I8UK1GPwvWNuXaYey5Ng4JVgDK7UEv/mU"
    "2jL0PkFIbOaQrKIRRmgUE+xP+27eoup5ephepOvlbGmtfwouD3bCOl+vF+h8ZnFycdUrw2hoJGXvVV0aTtWnYJMW4JnbtxmGs/0R"
    "PtOIO0xTYg2N/HvcwRzKx/FyMeLRGl0XXC+9w6ODkeEC/Yc+hQjmY0TAzXFdlGMPfAdDO/kRp+El6LR35UA5X8dDMtrKo9I+GC61"
    "1NeWkelB3PoK7I9ZwQUxgk/ScxwejCuPwPpdQ+/cpNeQ5suJop3Re+SlFpGgssQ+NZTRVrHm3R/Svg/sc2/I9HTErIb4Z3xzS7R1"
    "8JEOhm++sxwg62QGrPhk6ociORWRbQ7n32HrNJDzw07ZbP2HrIzzExl4zUX+vJXirBjK+wy9QRZAgkfQx6nCb3vCCldAu06Sf+Hd"
    "z3OmbCJWtKN0l7v0U6zLg5DNRWTdCeGzhrDM24mhMTbh5P4luILnpBKfLGE36krqiAw7eJ29KvK9hKqnwBs5V6eRoTv0UYLNmi3W"
    "myQXI52ZvXO6bIXHe9leGj2zQkJdlmCcGPfkXrjHn3EmusqWsg/shMUMz2LXDI/oCPkYK32yPKF34WkvxL0+Dh1zIDz/R/TeYPvg"
    "GOwB1kt3hw27MXgbUdVSaKV6rmqDDhKHfrkFdsJQJougb5zuqvF8g2VEArhcVoR/lZ6IR87FTp7LqHxf6OnvgkZ2BlvvU5OODqbi"
    "miMgEcugJ2tgU15AfD0F9u4+eYdYj9fINTifWXYduZmwtuRmcL3Vg8RmRHoz41XnveUsswJH4W6NvfFEWcmJ0aFiuP0/YU1L9FtZ"
    "Q6laxKnQGujE9dBts+IJkZSv5DsMuVl49XTc0X/wmx9w7Z3lBazqXvjOoZCIS2BzNoUGK8Pf9SaDrBisl4+wV61a9ZBd9VpY527B"
    "1bKFnqxTw86yS3CKvqmGHP0GztxPOr6V1bE2lcdgJ55kDXV3XKUG+tV8nr0hPzvKsmAK7Ec1USaXafvWR8OaboMY1HjEN0a0thnu"
    "oLtY9nuQ9IKtMc6kebjjOiLn/In5EUNg3YL5lhpI93pYwg6yijny/SDfS4iGbZ7hQ3oe1mYrsSzdMsjIQNzFbNxhgL/LiE1v2Jof"
    "EGG1Trvh/LWDjHWS7cT5giaZfbDy6zgl6ObSW0slpTMBPWEdsBk/DbIvK4fGNJH2karl946BT2E8WNPVeDDKsT+z8a0HQ0pOkw9b"
    "rdbDsc7nYff+Az3/KO7pNDkR123N+cV2eG6r5UzGf8+BfM8jFnEzs7frikv5Ht0oUqgleonzdKtVf5Xdsfsb6rVUpKvn8pTeJA5r"
    "y3znMma0tyKy8HBxM08pdiS391iX9i/rQd+RUUmS8zuz4Ne+CI/DzcTcIM9AB0yHRbp3gzgFazjnPIZZhLvpM33HLlNDbbuUmfz1"
    "ZPasZrRSxzhyQ2qUSr6P2jxurxx7XkyD78zZrGScqzE2peWQKmX1rTaOQu0zo/xczHs2YQCZyxAFs1H/BelcCekqfAfz8e5RkPfX"
    "ZYqa7vgPrr5e74EPW6LDWDfJ0E7Vc37UcSpuzqx1SC8wQR1qOaW/MNbuHPvv5un08v2blhPu4fER65kt2ZUTIZY3Xs7cxzR25x6E"
    "awwVQ7XaD+u3xOMPpuIJG8v/2J9j8L9lehJ02iKc5l7wRl7X63CFC2VD2JFy8NBCHy+dJjYpnOPUWK4FTqcUsVIde6Oh5GXpazZw"
    "QqaRrzpkxJD9JLaKmxChNIxZENzUa6NHqrcY5e+yKdERsx5l2zJDq2CByonwuCmxBxrpx9k9nYn1KWe982zY3R9howyv/wvydBp6"
    "bb3PoNn39fKzRimPBH84keQcg2A1cXFEdpASH4NlPKuhcs6gShZyqul5TmZ/A52yFOfhOljrv+N7n5B9sZqzoDVsvqVS/w3ZaSP1"
    "Hu3cJOZkjy1ZwXP6s5quLdc79GZolPW43+9ljOyNHTTWvf1gV5p9q4xnSXsba3A4IqRW8Nufxb4bUtBq2NpZWM/RkIRKdvnYKm/O"
    "e54Ie5Djech4DGaXqXFayLBtXTRoeT2HJb+M0r0hmmJz5iPF51ecV9SeOCmF5a0wVlgxqzSOj8x8+f2xkuv4d6O+Ty/esTVY5Jjl"
    "zN4CnQnpNJz+71lfaiLqZhX2qisnriNtPQRxTAXtQqXPU7uqcpZT1jlOPaTV8YG3JgNYxKWxRq/0zFUpj11hp+AkeddjXG5LfWmY"
    "Rlmu62g5klWLDHn21vhsXchoM81s2jj6OQ3sos6x52Es1yXFenzhq7kc9ByPzHMk55DMJvanJq6D9nc4AnvKyfyMdeJUcLYlqu4f"
    "5L0dsyIPkdliIuKQf8jNcg8k+BO9Dn6edRtn8jBII/Y6ZZxST06Hwn9ai/4Oyu+ve3E6eeZpZb6i0aPRLPbZV8sTDiUCtTEHWnw5"
    "QHqLIWL+CTH4AqxQQmtxClbAc/mMPQpj5Ggy16Q9l8EqaHRDb05zAspm87bwPQRO1pIx24D5rwfCIytmvT9HPrSMjifKjunFNnIR"
    "7bibGUyzo+RhREmTIMN7Qp8P5LT9rmIxdMqzrNq3XOGZMB269RI8wxLmRRO6O+zM1/D5rWY9E3L9pQ6ARjgYPtiH+nJQA691KOzr"
    "qGCCj/5dvnVL3znvTlgRdMzp8nNwc+utcjuEY4KqXCboF1yoa3Mpz6lyMa1q2vdUlLL6lcR9bo77shjbJh02w/2vZyTsqsunizsX"
    "9T7qNo21NezJltBNxha3SJ/GmRoq3YLHdYUcqF9LvcxHfPsfiwbg31eGt+nWsP1lnDK3ytp59M52FUNo6fR/QcNKkxXUIfhKHtNy"
    "0vPUd/aZw4z3zjvH3Sr98zgsA57UhFrVdFVcP7HaTzktb60eK+9zTa4n09YunPD8kfnLR8QQ/o0z1nA7a7E+y3GdDCvyClmLNJyb"
    "kDdbOB+r8iIlxmaNesuxkINLoKfbYg22ZsXEJrYtWliE+Ko1sW+T9FDz/R1nc17C818hr+AMPiZnSn/4Oi/rOfoKfKD/QAcgCsQJ"
    "+J6YY23lSVxhCe1cSDw7yznP4D6nyT8xlFPa24jjYtfY37S73x/ecAmxQCrJH/4SsQm+kedx5+fiVFkcaD0GX+oneN80eFR3y/WU"
    "kd6ywqP3V/ju+LnG+iy/MD7/AFbyMWiRJYgB3gnntOBtHCorvT+zLZHCQ8ZgS5hlruLUt7EGWg7vFXhvV8ArOBgW8idI/RZkMVgP"
    "rbkt9ubP8G+Xsz5XDe/fZkFKic9tPYF3wUZbPLJK92A2p4TrUMr5t5DMhnNh+44nc02OM5oN3mf6n1vAMzQR/KA/hiP1VsSa0/U1"
    "/To4SN5G3JCLMQqzjHY7eI1aq4dqm+BVvGcT6Y0Y7QtExpvgVM0NxjFL9rTPTVaz+y7DXgVDNF6G52xk1F/HzIJ5nf+QSs5PVXEW"
    "RolXrOwZcTXENDFDGojpmGEfnKExpemhHUQmpaS6CtmrWKVrpM5r4Wbv2vJIO5MxoApWMsMqfJpIImMlw143Y5o/VA6FlO6GvR0r"
    "90EC18DTOVVe/h3c+Gas90JnwfLIGaK99vFsAHV6PjE2BssY4h/eCN2zjdyuH+jnkOH9aEXM2+zgmVjUe5H7e02SY0fBMqyK24FG"
    "z5Bqes/yROPZT+X0yBR1dqOcVyilTUkyCnhCVse5/faiGv4KqdsqDz3ETStfJA5nI8OoqY3YvO6DnCsIafNrOZE3M44Me4vGSDEp"
    "bba8v/dKf5ynJxHtD5Nhchd0xbVykuyj+7FSlPE+TIITgHXqEEzuYb9VGXucTvfZD1evrSOGSaRroymXiF26EGu4+VUdmYEqgqVR"
    "xt8ZYgEuJL+sreLJ0jpmbNmElmaUNDJesExLmjPRVcz6JpijctmY9vQH1+G3N+IkFT5zJ+otWONechv8lc7QmffBS+oud1DWrUbV"
    "1zPtHS5R/D0f8tgD12tFvtEE1z/J3MH1kCxDof8UMdrG0LLH4PrfQfNbX6XjHusW11ubLVgK53EjKaFv3YA4/USZTSY/y2TNRBQw"
    "RjoiVnhaZuq1uKtlkLC3acvsbmzthvo1TqhjKQhj38GkcrCXgKSv1naRHuLiP8cjIXH3YO+8e2pGdyg0KVjGvyPU1CFi3uZGUqsO"
    "8yJDz7KGOeBziSDYxD6xoVJNmfmBnsP+EnpmD5OLgyRi73Q4/1nWXi6SxXj/TGiqRsTf1m1URDzBk3yGz2U1rmC015l9mOu1peep"
    "xmc7MWf/a8T3L5mDGgD5/kpn4+k+whnfSK5ETJXTtOcZj2pxaX9eh8ACbindpIixwCnSRoydqQLP2RMWaWPYApvNGCaPwEa0kWmy"
    "AN7Aekb6Ib1Eh6L+NxlPVLWI26N1HgKN26XlzJklWcu8hDmwBuK97iyRX9cbsht5Ok0eS6Lw3HsmZo5yiMldPPKrZZlPhGzZOtfT"
    "/38M71/NOW0nRU2x9HaP8dRynhs8S28hy7yU660yRLMsdi5NlD1Xc6zntNLzWGnXi+BqibX6T/YQzcfdmDc1VAxrMUE8qmq892Tf"
    "6b2/VHgEGtWoFy30Gsg0yl5iZ94yFA4drCnGTUp6S+Z6hOtYaan1ObeQmLSuD72wrqqibDsuvb7Y2xfZdVwEn7Wwdol8pSqNkCD3"
    "JmNPTpsRZ9X3UvXJiyxcr1vUnbG9VPDv68QyUMeIQw4p4hO2lR/J22DW/huye5fqCOKsrEEcdq9EuGVDxKHcOhapNPsdU8x9dRfX"
    "x3SS58Gp5/p2kFyMyN/F33taHwy2ha68Qv6B81as/9I2OCuH4L4ODb8mx/QpPNE17GZqhKzW4l07M6appi0pYyd7N6zBPfDytpdo"
    "zjnF/JDrVHXeRpFHTolOW1LH+CmKbcVhN63AStT6WXzLIhb2E8uZCd2V/KXGyf0t9WKN1nud4CRqc0l5bWD7s0Q/wudexrOUwCM9"
    "RGz2eR+cYKsL1MTcn07GXG18J5nIO8iRn9f1gWT0dXo9XwbfkOG6Qi8jHtBM2LR9oRuexX338/huWzGits8NFPPMxrDnwWXATfos"
    "mjiR0/VZRJvJWMc3QBr/LK4vwDB3LXfVU86hPvjRy+4aTfrcou38SfIzfOMcvbjLWIOys34odqUU3sASTrQvJSdWA2tmOVihgwJD"
    "9U6SyW02MZGKGHMnPXeIndoZlKgK1ijTrEDUsGZutWRVl2VOst+yyTN+2Rr1lD/2lUcQXVhntzF0zmGl2DpBDqNftgbruDL2ErOw"
    "TY75oxui5yuYrXP9Gq157RIybq6Ej2DYzdcg2h4ePAPP5NRgC3mQncjWlVjqWZaMbXAUMaV6wn8YIz3lW8jQhWK9nsfiXUNkgsei"
    "CH0nnrDHcD3ZTErV+soHsxtjLXXx3rCbixGbGAtfP1nHc1BOP+MmnxMwXhNjFKvRMcECRHTvQmp/It7VFD2bXbYJ+Eor9DgZGPQR"
    "m4p5BjvTRRKx3T5EolzbXMiXyFRESY/pDcF6+N4d5Ajc6qLgBpNf2miJu2ZdT8EWkiA+XpYM8K7uZ178jdRXIfsacjFvThW1fY5n"
    "dAffIRb1iLt1WYD7T1KidpU9ZIp8TM7btXiyI+VdfL6E+2Nrcyi+axSRqdOMZPuTVXtPmQg7sgf8vWfgrzXQI3Iewhi8Phs+oeEs"
    "1DCWTcdILMI8jUVvK6mBLNfWJ+4sV5+3T+szcjGi70v0ekTqr8L7fUWegR94ODHFozgk6s9uJNLL2fKVz5hl8yKTSn5zG49TMlAO"
    "YMdDyLNjGLdLsY8HQx6elEnw9Eugl37GEy5Tl4/YyOc5M5w7c+s6ADqpPXzPn/RTSHIZNJGhZr2FlfuceKiN2uiniJbQ/q7lfMcv"
    "6mxkyImnA7BexqZchp0OY0wpizzaEgGn2neBFmL9KsT0mqFH1KhjPUKE5fqnq634Cuy3cV71gFY9BXvZD7FIUtvjhM1E5Gt4hQfL"
    "5XID9s08bpuDuNzn+ur8eteyHrqC7CbTcGf34hkW6UT43HdCT28lN2JFtg2SRG+u8d0zbfN4ezL4nptlOO1ekz6Kd9fjbKW9j5Bm"
    "Rj/yglV39wzGbs1q8l4Z5f3LUkhdxt9bg1+xHGOuFezfzX9Ffdz4NTV2yIjqRXbFvIXf7CAOg/8C3y9Wy++c6jvuLOu+t3/lRN7v"
    "+3wl421ZHTuslHjZEYdYIQ9lJSdWlhFPuT0kbQfZR27D1Q3vd2//xBmf6Qx9xsww/dZ6ZjL1mAcuH/2AvgbLO40sOXfjSRbj/49C"
    "V5ZsUDVpQ3IoG/JKO/jqETdE/rRx7v+BeyssB0lYoqXM2ndincO01C20W/9b95Ygp3Rb0bgbNSSDaqhXsZO8K99f7lmY51P3FUYM"
    "3RDc/S8gvbXsrVgRWPfYe1iR7vKaPu4RYfKRwDv4eDCdh40V5LGDd29huvBZ2JVLoV3P0Zv1OdjILQLLDxwUXOXnxkwPnounGCAz"
    "/PXm+ijFTRtdwe8pp8WZDm1uq3Mh0SCMq8swSXvS718CO1pOvOVSxIUl1tXOfsgGWKTn9HaxaLkj/TNjL6nRVeSB7el1clQDM5+i"
    "O3GAm+K4w3mLW1COqv3kUxSPZShNy/UVsRnL7WQT+YmZst1wB5+SZblCz2Lmp5TdEnX0Aw0pfDVk0Gpa1h84Ej7UGqzCPrIptENn"
    "dsqmYK+G4WouhlrGCejDqMWXwKOyWKSBcffeMoH4TNb3d6aMDE7XGbBhb0PvJ8LH8Z4PYHnXtZhHap5cGOVR9xt8lTmHpzY/63iP"
    "FaKMKT/32qt3rJezPqpP6aWwpa0R4do8xhJ2hC7AuhhPxZVi2eRyds6a1NmESg28bEMB3Ag223Hw1MBWJOg/ZiGxvyfXrT2vX3/y"
    "0rWSLchN0JnR9t5ifv6jMhzf87j+U59EFPJX/UH6ydHSJhgimzBec1MTppvbiouVzved5b8Qjc7Z4FW0VqVY7SJISg98y33wD1Zw"
    "Uus4mcVMp+N9KGedppY1XmN1LVy1eg/RkFW5E/BNK7U+3FfO14Oxdwu47nv5TMmsuPpi93IXVrCMjCwNnOqwyeIJ8I8b4ev8COtv"
    "udHZ8Np2lQFypayQ+2HF79aHEKVcKv/Ui4Np+gbOzSJovrvlDHFR0uniGCbW+f4eNyVQS5xW86uukUrmJBPcHY055htxTpozcLYS"
    "NntovSdHy3piXJVy7wbDt+vpcQKTjE9dnFoaowK0z8vZRn+qGJH15r2N9JWlOt8ZZ1XpzcXwIixbvZs0sdOhnPPOri68jj1zCfbp"
    "/KRXc+ajjnew0vugaUZxpdjNETIaOsH6TE+QH6Fdl0LC50AXpIhbYLHsd3qQpDiT2YSr3RJzNGxFFPIITyBJzbSEvSlWszbuvra4"
    "t9PlG3gPCY8Ym/G48MdJpGFGyrHQtN3lLN0L/vC08AHISjZYrNUtMGY7PLYEn7VrHh53NLGhOovaUb1na0gBY3VGsEJu12tkMGKT"
    "QXI4opb6cKK2DcxX+kE/iZluM4afLVa5GicjdQI8j5A9PzdCh58pxqC+HHdxL3R50u9Ybcw42xUy/ZCeIX+RNdTAr+M+2stbso4d"
    "Lcv0cpmXFzcmYkzZgaJxH4ppuxSjUdMOxZDtIeI8sjLWVyxbPbRFBIYNwasZVOAO3Gr3kCbNx0W1v8v1Qb1YdiM3kiET1ugj8iYk"
    "aLgYgsjVOA9uv607ZipkcDU88mqN8q31zPcZr2+aHQMp1mUdj65N7a73GvlwuSg4UceFt+KkfyPbyEvhGfq4nBU8Au/gBH7WYVA2"
    "qOOetzrpKkZj9TEjjfuzuUc6ba4sRHwc7s9EfUS/lH/prYganoJH/Squ/752kMfJC7WImjUFyc2xbrsJZTqlKY/nXMlpzBfpPxXB"
    "Ui/0OReLn22SyfWCXMFsRh07K9Ocy2mCLs0wHi2GfLSG7bxUd5SliCOmBUXwgcfq/WSWsph4PLEjbLLdvmWI1NHu36on4wRN1RNa"
    "LcPp3Vl6yRn6LXyMYqyEZbNby15iaHy9xBADZyMKfkoex+/PhZYcKovEeOi6Y+cm6HhEeoa3Mxn3uofcg0+V4HM/wVt5B1qgN/vu"
    "mvQO6Lf/6PfMLs3Ryfj9nhL6SC9FHyDr+TonQM+uQPR5OCzQFOjBL3DCe8pBYtOYn8W+Xqi3sWMoQeuwXq/D2bkaq7sEsdqT8g4z"
    "4a/pdb5q1ttX59NxnOxq8v0lOr8Ot7cYMYjrjtkfp2+MKDHUmpjvSFDzf8ouhgb+7jKfA8txEjLhGVGqWYtJsuq2jIzWGXpJadYV"
    "wriy0Tcvzg9j3mVXWbH6t/MuDpYE2Xhz1JCr8LtPdHvsgXXdfY6VXYA9/TN22GIxy/kfRKaLUmjIgZypr6OFfU+3hgW2KsZkrKHN"
    "zI7Dv7Zv4TMO08Kq/lncQ5bVse6Md+38j5RluBubTFlIppCNoQ/+xDr0Fh4zNp/311jzVuLZdhDXg1jButJi+KkHQTo643w6nphA"
    "cp6p1XTH1ZD6AyA1SWjaHuTc2xt39wK+q1GjemjW90VEE/VLKUN2lU9oi2ewH8lqmvN0X3JSK/zpVThNM/C7OZCvE6Uy3E3vhc4+"
    "QhrC5UEqfDecac8rTwdp+oRZ3cPXs5JkEbUdn6WX4dTVwV+YgZ//I7tDwu7Sl3DqCveCfq3X4GpDxU7HUMjuMbD8l0G+LZf+C+5y"
    "UTz7alGucZOYzLyFFZjipwmnsaPQ+HArPKJPzntQOfbAZeg5V3Jiv9YzjbvaQQOst2mjT/1zWCakjdyAz8zF3fyZK5ng+bXan+uN"
    "MC2zD9Z9LDTwlfqFTIC8DRfzN3+Wr6S/NGPuZv18T0hMB8vsGsbsMt0y2E6+gpwOgmY6XV7A/Uf+qMW0zh8Vj61g3QuHEIndIS2k"
    "/DnNwQLsQ2y4ZoYbs6z15I0plBMq7K1Hp20TifBiAs/520hc3N0hx1U4fW2J8WEzFmfiuwfjd0czn/UpXktAMtfitetiXnYhdnoD"
    "u8rsG/rJ2bBr3+B0WhfBwXJiqyPlSv2XbqHvsw8omqp3HGOaZ91dr529sk3epPCGWOdl8LrsJFXz2auJqVzHnOVqonTsJ7OJ6toI"
    "fTOGuFJ9pTD6Wjmndt18oNmvUfAayqnLirFvlyFuukb/At9liHwJufpJz4R3noI2bmIccAERbJuIMzSPVYnGuJ/PdWoshsa1PR4n"
    "9+NqkzUtR8HDvAa28Z+Qpx+htRqxN82M0zn6cBkiBTeyxpXLmya2So3D1+7EanmWZ6Ae+5LgmR7LLtzQI2M3sc8+xxrcqbBgaeYH"
    "plMmHJL/PNqImfql3ohzfxsiwrmQvTfwnJvjPP9JfmF1VaAVs/RSZuBbX2OGty/7wwbhvE8ko/E2iHHnQou9IPX+BJ9L3Zb2HfIJ"
    "j8cT9Us7XM+Qcm5TxYshY4dQzus4WZHgDPfh1L1j2dkRSVIq9mLWwSY2aHOcGXrUnwr9QF+WvlJCr347ifh+G1klP1EiXB5XF8x4"
    "BoevjBmc7EINvP9yRhctcd63hKOZUudXdfYo7ll1vPRdoGEqOH9Yx3g/y26HrmIcBNXq5vSMYWwEp5dNx5/D7u2k7x10aB9ucvcg"
    "6I/R8MRPxnl4FqcxDLtDT10Nv/oHfRt3MQ32pR47epncgR1aATszmVXWqKu3XqPchl3/cOyl9ZAdiCfpiajHer1CYqaMlJYquI6l"
    "wJg6/krveDPmUtZhtWdhtScwMgmYt16no1iLSULb5LR54tj+nOlZhrr8F8tfGM94/76/sx53leY9VDIrbwx0GxHfxfm5YWyzhDjH"
    "OY9hHWqHXzGZOQ1qDHCNtFRJTj+dx/6HIpyOBvhtNrfqtHcl0dYcD7Tr8w3ZI55izSrj55Sz8JMqiIDflrjvF8BaTWF17wHP46h+"
    "B0yOH+caPE97bz7x3/G5TxClzydnXjF06irs3zS1ebUaaLl3yVv3HSx/lyBB/9lyACt87qkIJ+drnvRWsg1XrzavnpL0Fqlj3qRg"
    "fkdwIG1F87RP1Aeai3lr29IuuQz+Wh2iHfQ76R5UhiXhOcFjcjzsxK6QgEODjeDFWz3uYNz9d7AykzmRNQw+14Zgm6zWLyA93cVm"
    "5nYO9pfL8cobah1X+fxC+qtp9t3YVbWY9z1AGmPOzAb/LhdHbykas4OmETPMx/tWw7evYTxiFcC+xuYXNLEbKkntPtgzBuQ8evYy"
    "X2tvzw7ienUR2XjO0uRi9PyQExMOaaDRe80nSL1nflDmGrLajTp9OCKYjO/GqNES/+lCvBUr4HHdCj1sc9E9ZYk+APvzi97DDGqJ"
    "r71kmRs91GcKOsoZrJQkaRkHi8PVynJe/DzI2UNSztPchJ2+Fj+/jh08UC6CFekj1ldiFfB9xSKUedCylpOt1fPFeTM2C7aSfdUp"
    "nIxD4EUu1vcht2PlZz0bkeTn+qPsB61VGuv0Ln79HXfPcDkXEeZNugT6aF2Y1r7BBHz/cdjl86WG1TvHIJHAFbuzJ8H8+oHsuUz5"
    "2t4K9jlX8W7+gtdKPIKYYyi1uc1FtJ61eX34Sd2P90FmEmmSqZCGGZwBelE+VEOjmayT9Box3oUKRrt17O3Nsts16fnlLpCJPmPu"
    "/m2x/ndEZxuOK67E+p0L/2Q2rtZVLpLCnQl4d7ianT2zwr11npzcqkjb61ZBMnyIKDUZj6LzN88nYXczQr5nhsztsbOKjdizW8Qw"
    "9IdIVO3bjxrRoeadTKSznO+XSHjWjRriM47zk0Gb+jpOSFmvaQETU+FV7+K7OjJErMl5VochzByn416xrhJxPTgErlwel3QzA+py"
    "9lO4357oayDOI1rAvi0303WFP1VZ9gcVurcrYIc+IpPTRETzpwa3BEshmVvDcl1BhkO3Dya393AO7HrYmP5yLBGnG1mdX8mel1rY"
    "1mXkQU/EaH8NnlH3QuZ7s/7cNjAXUM/nXoKdekLegA6bqzvKPdD3Z2gjIonHdCqRcpr0Z/pNEQ7n/dCX9qcHnu5kZkAmYD82Ct7F"
    "XTwq/5C5kIH57O5ya+DmpqwbYLA4jp4mvyM5eo9OUzRxlbK+Rp6F/gn52foWdK/lAvrEDAJO0/bkXq2CNnL+0jpc4Uv5GNdaoHvK"
    "Qr0Q/xomL3KW/Ds9Ftf5Bb7mkzKWXfIVWup9uvfwXY7NqQifHSFhXvW7ifbR4SFbV/p0nzst8fJxHvz5UyCbM2RPmQ4/rifs5lzY"
    "WcdqpMShtdrzyeK6F5qov1Mt6IMinG/Bnth3FOOUfCr1zDc6bT0T77BZ0//D23uASVVlXaD7NjmJZFExgGAOiGAGxoRgVjA7xhnj"
    "6Jh1dMxjGnMYMeecUUQQJUtQMpIzTXfTOVe++629zqnbjUP1e7/ffA8/temqunXvOfvsvNeyDoOhUk8f3PCm9mxkd0JvH+10nh9s"
    "0fPhTQ2V63CnTyLWPkn+pP+Gb5WbDbKerC7OV60gbq7rukiS6yrNzg+lhRnpkXDqVeS/2cvz/NzGFkhIzFe0N3m7dBr5YD7CChxP"
    "Kz4cHsKOZFV2uWybTLnI90DWee/TYtT58Cv3hHXJsOrj+osvEDe7Xq8N8yFZCRFfdc2e65g/h92kQZJUG2MWtOb/u2xjgilNxp7s"
    "WR7W6PczvLcS+gxtw5U7U99Zz12Dn6PagEWezbj0jK4W893czYl36ixmPTWpoY88CS06hVKZ8d0sTnv9XRyOVIHnIzTZHCTZuSbL"
    "K3yu9ZqNWL7h3i5nzm0WosQCXcxehQLEhNah00vmcJdz5V16SUIbMm2ZCFc3A7n6irO/yv7BMn0c7zwYfuICZufK8TRuj/ajVs92"
    "ew6Ww+Q3n/ePESOk0vvKudDbK3WUpL1PYl5UHT+9UA8Rx6g5nHsxkH0Aq7WA13RXaSkNO24ymmY1o5n8CWfgF15xEzVXPp71IZzD"
    "9pBUNzveiTFvTEeIYVbadS8j6m/ICKmVR0auo7ebgM45OToLcQ0jhieHIpCVVIXmp4bFvk9Xx5FkU+9pavMxWia52QaH+r7xjLex"
    "9byueVDXwfdohZ9ayVKsyQZ9Uy5CZHWj/EjfJKHZLLGTdMeJVQLvts572NZRtDsnZ/4kF8vOskXjmmWtfRhatJwxaiF1lnKvQtiT"
    "mPbACm3Ab/twJjtBDdRD3Dy7eYEX4j2f47wa26khn5rPmCcHyF3kt3NW2nyRv9FrtXO/jNMeuZkqreZWAc2V9DnJlZ5DfJPuF7zI"
    "31mmttL3oq7znTQNa7m9NOSLsyvpIvPBnJ10HrnjFqpFTGnSOUbcxHuKmYL5WIe9WaWpZo5vEfTdXNlEpuW03ifOB3L22GxBAXsc"
    "6uhtdYEWXsA6YhWuvYxTN1k+N5s5zJAXtjVxsPeErXlCH5MD5UKciWv038EdOlpekbZki7CcTD++L8mYtJq2DHsfjIen3lrmw5O9"
    "U1PhZj1SnoIGcRmwcKtaZ0NVKYHzk+K9uM76zR7PIOMROlSz2HvZDEgurszcr1ierIDeVx29uW8lzo7iZBN93g513LCZGlDoduAJ"
    "ThELoh5xQ52eKcYEXIVTu6u0Zdy2CNJ8L65+CuTvTk41dBXTZKuINfoR7ugvsHjnwo+YA59nIa/Xnfps67qn0xulzDY21uMNeAO9"
    "PIt2LJrydN2hlVi5FP+veiLrWAXEkLBOjO5ESnSMbbWsf9vpXCrrWJ1O82QUE09hMdcj14ouZxaiMyzEl7KEdQzTU3XQv6vIL1/J"
    "3ppvaV8N46hEb5bB0IA/YLXW4tptEV/cKc9Des+IkAU0mpIKPYaBwDbYJN4Pejk8/QnwPL6E1l+qT8hf5G1o0mX0IG32K4H3jYA/"
    "c6Z85xHRq5nZeEQM+6+cvtFGvQoWaDxivT1ksB4uJ8vr8gYs/A7SV/fmjGUdoyI7fWexi34R5y3qvTbK5q/bSU9xGcw2ko78N43Y"
    "b7eeM272O5nPlWXL+AhZ2b+uno/WfNlNYuiCY/Dbn/VifV3ysB4HywXBu9gPm4r5VMfBx+gshdiBT3CCH8O9vhF+FEzHmhfCP9xV"
    "xuu1+hXO7LH6z6CStjBNRJR6Vs9T8PRSfr7L2b01fkbNTcI6ftc20oeaJ0F+l9YeqfwxSEggpsM/wNpeLffiG7+1+SvJjVpXzvjC"
    "8MNMNk8lxsHRkp2q6Sguw55PTvak75vMcE5wkLyPfT2XVQXLGht+ocUHFkGcKSPpZ/4L+7ZCfiPHqssS5zMLGXKK8XHmH7Ygkp6L"
    "lVqGeGiR/l23SCd5Cqc2kCdlNWyxoRMswKqsgV/YAbHHRB0bzfs4dmiNpoCS1BxJek4HefzFEs6RXifxKCOXUce0uFOUR8n4VUkT"
    "D9FVAjJ+SiabI2jsxaXYfbuMiBFrtJBdJ3sEM/H/NpLxsbHdz47iWHtcti4FOS/iLHEWuTDNb6nXr7EGGe7lSvr1+4j13m8HC5m7"
    "UynN3U8wf3OnJIiBYk+/HHIXiEVnl8rVOlo/04WwAmfJNHkV57VS7jEULlx/P/iUX+uVNt8sl/sJFzev0iGq/hiT+WZy/rncfjUx"
    "x1LsJ1iEpz2WVsFQI1rRU0pyjrxAXWeTy6nY02/m5y+UanqeXcRx/ZkVvYjVfLtyIVezjIwsO8lwas0Knvu1kDCz+0W6b7DA8zGW"
    "6Hv6PSfoy5gd2AXabL1aj9l6PSOYT97t30cmxgItMgCRYTE+fTZ29Qh5Uyxf1CLoLZfh/qqoqetZ0UsQ42sotHEFcT1Dj+oVJw6d"
    "TaqW4LnK9e1gHLTcDH1Fn8dKjVFDc7pC7N5fkjf1aqzGO1jRryHBz8vBellwmM8mO916cFRry9AHddJTRT/aai6XS5HHPK3DlXtx"
    "pjRG6bMVvBevbrFuI7FOwlVk5piB3TC0i1X0NF6kF+bmztzkcAXnMTPM42WIL+kq+C5u+RY+2jxI0J1YoU5Bof6TvZUPyw3QdhPY"
    "22G+TrlM0qmQjHdw/3O83GS8nQiZCenCDta/hYeEffOOzhueN0g/Cs/G6arEWvbBflpNNB9xejGZW+qZDaxgH5WhGWB3OYNmOUGH"
    "uZKvLms0EzvzHbNeCVztVMi5aYVstfdA773U0ve2nG697/M+nPN2LsdQivcV0ucbLjXE4HNRQVIrPA7u9/BVVzKr9TcxW7UFezNJ"
    "b/GcSt0kHfUbdRHHPGwMGkm9XQw9s4LTjm/qc9CCH5BdM+SMZDtimLeilBk2q4uzk34/hPy+RVjrZbyjTp4hMdzKhllGvhIW5AK8"
    "a47GYT33gfUynM4S7aLNgkdxthZCCi+V0ZDPF/HZR2gtrfegszTEIi7DVQ3NcR+ig67E4boPZ/ApyOpXsoF31E3SkbVIR3Hfduzk"
    "jdEa13hMePNoBsomdmoEUu4ZOQcRL87w64Rx469+JszlD68X65m7Wu9iTapDcIj8h5xMF8pYuRVn0/IhBZygtRpRFc5YATTZRNxr"
    "JoqqnJY6yPtoG3wUY5mKM6UZJT/NHLMxmD7rs4gJqfF8oZtxnn6GZM1jLmSBPhR8ijjiR/w7DrLyF98FUEpJsSzVAbK/5zDVCF9T"
    "ffdY6H9XwZm0Em8ndhH1vCDOWl3poxfXo76GGIEZ3uEKdo4oERsyui9lJjvt2oJd2E4Ouvu62BL4HxtgJ4zz8i14YdPE9OCbWLOG"
    "yUDz5/flvKDDT3oNfvAvxGobQBbc9/CtM/RfcrU0xSG2o2QjxtDrCBctTeWEmsXXn+Nu+4nVmIzJ7Ff9s46Uu8OJsP6d5VFE5iPl"
    "HxLKtbDnuX1YQ0Kdow9IFn06w/nwROSJN98mgsxDYlgdiUbM1fN8jPKImFeTiKx2Gvtrf97GinwvhuR1M2LPFdoWHnC5TtZpkIDb"
    "EeEeC5ldhP3ohisdIUuZYZiBZ6jCb9qIeRNb2G1Uiv1Kwdcbo4aJfjFnhBdCQ5o3Vgzd+99ZpGyf23DJeIYW6wbN6GGyRh0fcpK2"
    "JeYzqjYznfHdbPPkHWYTM7rKz5wkKT1JzqxkZ1BCsjhniO4Yg3dymJjm2qg3irEUHY5owLBY1/k+yRARumOrVp9HsIj+a30QMnIH"
    "M83WU1vOrrMiPPdTspQ7U0frVM+5lBijlJmIhddqf7lHdkPscSSkaY2eGLymZ8sUrHMl2UiUSHcbfFVWoin87P509P2o1ruTZpY1"
    "zbNktc+5kIW/MEOWYf9tNsu2j6T9eW8jrrLqMqCOw6CSUmQyXOjjAnvvEZKtayeY986wq7qOkUYMz3A2dVV2ZnWgVESV2wxOc1U4"
    "G1YgH3p1BqT/Wnj6SZw+Q4o2lnDrcVvtMVyVvkEGvmoV9zbGDESKyEblsHtr9I9M0vyM1alnhWlQYDm1n7Ayhih8teSezn1aFnOC"
    "sIZ5kkpEBIWw7xvIlraSqNkhmXfcJF0lcQisi6qUsmfPfSERYPoxWw/PifPyGVznGIlzItf8dkNuuF1ehodpPdjrmfEdJoY4WcN1"
    "TdGjitH/sxmqAtxFIf3XNbjuWnZ3h/4EFMCXyo3mk/uVadtEEbNeo/bS8ErDZ+QPXu2PvJL7DuxvJ7OvLxP1GLjJaXvX5eLy4IlG"
    "r0z5H6/BR+y2KuHkdDFxYIyr4xXsnfn+BWLoRRU4WaXsJVsLi7mU92FR0Azix+0RTcCPaqKXrbvsDL1TyupDnAjDKZ0NX+xAaKct"
    "5JI03NfhrGA8jm+82+M+7otTmI1dM1GEPwd3ZNO2i/DOkYxjSyDLq6Grf9X95TQp87h9aegnZ4utImYYV4vwLcNwLwX421r8viZC"
    "CHFzgv2Y8Vc/WXNTsJw5C0MHti79GewA/g5ew1fkFUtj7V7WZ4lYVIITKvKuhMwiNc6jhD5zVsEpwTSRREJqnZRH5rEZSsM/3chZ"
    "ygTjI5sRLtceQRHePwMafTqzZ73lEpkMH6U8Wt1e0pBzcn1WhcSMM6ZR63q1DtdqSFkZ7qvKTwA4GxyySm2/ub6JVyrZaZphDtZ0"
    "4U7MttfgioagY+xbj+O1q+Ez74q/fQtdNIdrfojHYG9AO82o4ykbJK46kYjQR8yjv9QY0IPrgrnY+1egfdvJ4dpRH9UhjWbA1HNe"
    "ZP+em3HkFtlXnAxuZMd4JbFD12ncZ5VFekQ5vubiOu2tMtnV71e1z7j3hfx3lM6I397Rz+FDHQbZeQA+9qfwbw4JhslcIhMab8xu"
    "8KOtZ7QAu/m6nA/NXUjUJuPfKmOMMgraeAP+drqcCz14HmTnGhmPq1oOrzN++4U8iMjrOM4Kf4+9HovXZiBunSgvBGuhaevh+dcT"
    "zXCmZ8+q1VeIyuEmuNfgCXtKKS3acuhq46vbXmZBLhfoxzpJvsJzWS7qMUROB8KbXEbuup/1HXZhjNHB+P0ptLTtPduGrV6GmXDz"
    "xAdDrkfLnYh134VH/SSu9YmeFozHsxZyNx2CuyGFpJnPdSwfzk4vwdOk/OT4eC2SabjbPLGM4N7SXy6UD7lH0yHzx8uX8g3igfPZ"
    "ubGLvAgLNVFf15txH12koc7XeBqiiF22CWKFrcR1XpfjiRe7QY+HL9KVXr9h6RpDVIn1BOFvO0n3YDe5G/HUUTJe3g6/03ughwz3"
    "zH1Dy9/lD+ynRcR7d9M8lkvdlZM6hmeTG8s6g9UvJjeASdRp9Osc9uRq2HCrl+0rt8trYj1aE2HR5+m7/H7LbZZtw5fMlc3L/Yqd"
    "PsOb24TvtO6+IzhJX0OEjxT3tsbj2FV7xPGE9sYaDpWHNSZb5AXEXz1lMOLddeFLW3VvKdl9sz9fwJm7kPWsSspDHPJn+eenxXV9"
    "OF6jjOfs+oXdDJb/PhV623D67W9HSi3fYTi95cwTlbLX7F1I3+5iGJ+VxDyr5tq6eOQH2Ks4EfHVTwdkpcR1bezbCPsn+2cX35lo"
    "EjmcVRQXz6a5JqX0VGu1vYRRD1sPv7o2t1lMibP8xWu0Ic3hDy5k/G/TMK05TZNmXiPU24h9laJcNBdXRU/TA3eTOOshFbN0BCR9"
    "PWffDauhv14dXB3xnjX+k/FPF0bYnfbzsT7OXkb843LWVEJoR4dNWOlrrps4vaseDaHK//ZaTpOUYRXOYta5lF2W5czTXMvcnM0X"
    "NcMTGlL+Kn1c/oN3zcear8M7ViFqngSdb1rGECQWyhkemymMsqGmqTb4KTxX61JfZ8voUPoPxZy3U1/Fdru1nbg6isOutD4I45ow"
    "z/UA6LZb5A5o3AQrs4adupasNjFm8YYgDnkf8jhOn4C2vhzfMUOv04t1SvClni7tcVKqoY92ZjeUdazdLXexR9vhuoYRT5hFHCfK"
    "JziXhnG2gfkB44wp0o/lE1jGHxBllSKCtOh3HbEvKnC1TXqTNDBUORvYmvWGOujnK8UxaFuEYesxletRgH8+wDP0gv1chBjjPuju"
    "MbAGS6GBf8or9WhaGU4VJ5krNWt6v7TiWsdY1Ux7DPB65vyM8cjYmw6VenbRtCOr8jr8055okAnistlM0A6Q1n30XzjfT/qYytVe"
    "N+tB9IbewOsf4N8OMgkR/my9FXqufd5irKBjIKzx/c2Om2MFsXbNIhWSfTFGu2rVfbOCy4nAfYt+Bb/pM0Q7L8Gb+lq7BpP0gOAD"
    "Q7jHKUkwq2w55WPEOD7L2OfTR0Zibarof63BKtcwNzweOm487GENOZKWU1f8WSxOHYg9DbUymlZwbHoOA7g7O/gdv2ucMmkn4Qz2"
    "9b6kz2CFFuIkdZUToZf6sv+gr/wEy2reQ0ePxZYh+98QVhTORtxcz+jsaZy9e9iXch1+GoO9HBFxPmYrhs4qFhDBo5zRfDWr7fVq"
    "9SU3WZ71ULLYZ65/7XzcYVuPzWW5nRa+CxQeBKLIqYzdCmHhp8C3KMMJrQy/biKi1Ai/pcGqOkbmKk5PKM5KGOEgxXwv0BXMgDT0"
    "x8egGdLY9WFSFWUi6j3P16EyH8/YnK9c5Huq6yhbMWJ8Jqhf09F8aj3rbJb933ObeMKrPFe6cgJQfRes6/BZrvFGOj5rATsxw5H7"
    "arlfSTBGNX4c0/MDZCUxypOc9W7cM+6+qU2Ui2ncsxESl8h+ugS+lfOR0pRoi0d2J9qO1dwauuJNYlvSGlmO+x1onwnwr1/TF7BS"
    "h+etx4l8RL+EVtjNoxK3Zv/USkjOwXIZMwv/dx72P8Kr+Eeu9kfurZ5TdCmcv+aMZeLwD5JEo3FTATWMsErYTabMMFXRtpxCRBiT"
    "hjqPjeqySm/5noIkuz+fEteZY30qp8vBMpAWqkIPx12br1sF3e4ykG5v20YZRVffugt6pBWxAA4JdsG7imEJf6QWn6OGpbgjbIQh"
    "Sh0JqTf2WGOvmk/mhhTx2q6U7eGnWuRU5bOsDs1ob9GouzKhI4l/9RCezGzvUbA0/fBNx8NrtJN6kJ/ja+V9LIdj+gkiiLn41iFi"
    "GaO10BSz5Wbm63LXSwp8n9IhYjlC15WWiSo8jS2zEjO4oZ+p8fx8ywivcY2vdDmcefv/Kb7Hf6GGUYdsMf9/WoSk+X/FD+lPbl7z"
    "MVxmpK2kvLWcSERCmzw8ifzQ1YyJjdvKYdQNkOzEdRU73gz9/WYdHZwu78l7OhR3cg9O/G7yAzyRj0PzBtv5qKCht8B+GgR9YWtq"
    "DAaV+H7r3SzDN50ESd1OOnoNZGhPNX7iY4VfOzejU8NrZPnvcvuj6WgKphp7lIzmChIRxqdyslUjLLWh5NJymYZS4nodRZ+jCnIR"
    "wt9sJaMRkxpu2t7BmLCt7KhJWRT+G3rbMj61kKEWlgHmjj0HzW+5GMsNLoK8lrCuYFZ4njoEjIn6V5mLNVjMXKSxE63H/SSivlp3"
    "0o70Gr/ad7S57FaWgWgNLesm9ozabh9NBPhqj99bxSxkMTMy5R7P/N9Sz26tFJ804Sup9o0jJenrL1V+/suw/LeTroz57VtfkdLw"
    "EukCD6RS7w5qM1MyFzb7k3ynG8R62N6Er+Pu6mDmMi7mCdtCRlb7hrXsW93A73hAVpOrMElfNaZXsdp/iaxlx1sVPMwzpLcMknd1"
    "BOLoUZYFk1Z6h1zAib4kZ1pO5GREa7FTugX/rGCUEHJmayBjiKGQ402NJtLKfK7KLPIA+G/2vN2Z5d5MjAvDJbMJ4yHweVfrNESv"
    "axFJW5fUncHBcjU8473kBSJuFZIbuSN+94OOQiRWrJ/gvAScqXtEnA9ezY5B00hHSg3zQ66n0HK7O0q2FzHXCZ6PVTZtZ1HSPH0O"
    "Vz4RWmYhTkmafAWj1bTxeHVoeB2gjZ7llH4NvGFjPxyPFdrEWYlV2iP4jtJcR7k2qRhOf/ElROiDmY1YS/kqjPDahhPjvJL99O2J"
    "vllgZwBasJgxq+HouY7BUt//52zzbLkB709Ar5frA/DJv9PDIIU3WL2jmdXSlug3Yb4MDr/P3KBv4kmPz2shGyTuo4cinrw1tGBf"
    "62+NPJQGjXkw9Hmaltwi8QMl6bNYSo+rJXTPPKJf1pIJcTJnftZh3S5GTF5HTzLF+Mpl0IsgMfviEyt8jTLL8LkRfrWh3D9DBMi0"
    "OvzNOJHIdpK/yyiZBl/NTVKW0WYeSC9+B/mntg5iRKCLYQfKGOVYN8pi+urh757HasT2PAuCEViNy/RjeC6fyJH6PO7s7aAStiy3"
    "/XlOanzWOttBUsl5nvnY8zo/mZGV/DhlUdXx7yaJTGk7tpk7WwdP+RfN9qA6v9J8xTOIk3umGGbnY7jWFHz7M5Az60CZCx19qkzG"
    "kxtreyf4e8u0N6RjkLwt9+G3Q30XpPrpgIyfUbxVbA6/HtJ0Oqz5c8wSnwL7fwV++hxrkWQ1pQtRA7Zglw3NoJ+0YifzUeR16iVL"
    "2bthHXXrZSDO4Ge4n2f1G3jzbaWzdAw0HCMjZCaueCZjFMOFqMSpeUZ+ZNbPdcwq9eJxrBgbO+dFcjXjnaRfBdcFNY8e0hrusuuV"
    "Xoj3/tv3kZqN3OhzpIfTrjn9M4TsXKGfMApZMTtCshXhptBzl7EC5uxyve9BXqz3YtV6+84CZ8VixAFPRQzvstW0ZDb3sRHyVQf9"
    "HGPG07qLPmOPhuMGdDjfzos+VVyPVG5b8vsKbQMaye7yjBi6YkfY+1J9kbON50gJ7Yhx4VVQAos9apg768bsF8Ivd/j+dqrisIC/"
    "IJ7J/Uqlz3oI8Rmy/aQZaOVq4ldm52gaz0vaBER7du4n4D+6Jy5hxK+NmJqH+/nWTfQzQ+K5us6AjEc+tDx8K5+LsP2+UI4Vx6hk"
    "J+lKcvAV6I3yOftTq3HuF8h58BbGsQoco1arYS6rQt/gFHaVNp6j0mgGQjW9FU+k+9NBHN5gbTSnaL2Fbj61jHikcZ87TqrDAS3V"
    "+8XsZD65CR3mTMIzhd4pxR4lWb3myK7EGYwRl2zVS/D73lDxk9PSCF9/24w2WVT8Wr/rNR4zx+amzfaXR/dW53kCYrDyJR4HpPGE"
    "mf3pLC6ur1DXy57PaSqLc/7DToktnmMj7vvg68nCNg9Pc7rXuC0kjHg+Q0TF9YwEckVT2+Pk9QzuhK49T26Tc3AGqsN95Rmdyqxk"
    "w1Nu36jDOa6zpIDPWktkS6vlltCb/Lt8Ipv5isVoe2MF7JUS2CjLMlk+aKNKUKBWwaqA/V6gw2S975gyn/l6yRATvobIZa5PurlU"
    "NrIoe0dZ/iwqq9nqtlHkvbvYHMJf6ZcVq+Ujk9qaTKHt/bRKwmOP1PGEGo5/DXMT2qhfeIA4L3Q7yeJhXh5lfa0a8qE+JNPVWFXK"
    "oKM36a16myzAb9/SZXIsfCqbuY7hKiWwIc04Rbtr8AZ8nfPhbe1Jn2wN5ywOh15ZQkbarSWsRXQuxhC33Tr8BsgO8qZUkqd6P3xn"
    "hv3BLmNlWLlVvpNoiw6HLvlGK+Rp3O0s3RlK7GHYjoVBfZjyla6ejfAeYn5lqznZ1oArWO9nQw6VLeFc7R6sk5vw3l6IRNfo+9Cl"
    "b8HnOw0aooDMtUnohkXU5fcRa9Y0zGnitPhG9m7sxA6zs7WdnkWUnUuCZ/Up/RI28kd9WO4gOo99b/PfeUNJciN1ZQdmczICnAJP"
    "eh2eeSQ0cj8xr38sbU65Xo3d3JOTz2my2zrPIfuESY8Am2nUMWw2LcVuwmrOgQaNahnuDsx2roD3EIsQnuvo57q+tZm6qw5sPlCv"
    "xo5eTrbI93U5NOTHmpthoKNU0OaU6V8ky9+8idnHdfRFrfvhFKJczyPLouEljdVzxaHKGfPgAuIzrtNv9T14Ne2IOWfcs3WGZk2b"
    "tk5/lnP1DJ0XvoYoYKegQu+AP3uwFAcn6OdNVP9zv+L8sNYeOcOyy+r79zRC1nCWqWvET9Jxm1dT6ujmYtGIetSZtJ9ic4in8Qid"
    "ztAgMp4PIve95Zbr12BluyF+e0hm60eIyT6RfO2Hc/qFGGp4OaPoGvo4NjN+ADudLNJ10zddxRCd8yBjhmWzg3yjhsVXBr/hNzUk"
    "5j2DIuzR8TIe+zSUUafr0ncdA3HPhWD9AobOV06e0hgl52JGxfW+/vUerGLM551tBiiLudxNekgqwrUq9RkS6wnv12juMO2/NcYT"
    "lOcn0HbwMWnSa8qO3tqmGjEIniGXinE2jEeMUKOvQGPOhPe7HSLALP/ddv48NMwg9BBDhv8c8miTo5arOQ5e6sUyFXGQaaDTEdXW"
    "k/3KcjGGmDTPz4q6PFlSM76jShCXHACPuwSef8vgB22vL+Pur9Q2ea/qg9jVw8T1iTXMGE7hrsR1b9+h6/LOWYZVkQck38/WVVDD"
    "/6rWi2Wxy0y9SL9H3PA+nuhHaOUFlgHLew9XNJwFs8nzIXun4Zpjsb8jEPl8g5OWZieSzd/Msyo15OIJRHo7ei6+ajzhLrKHpD3r"
    "qvWQfS7fSK/ghWCmjoNntCp8XE/Q43VmWKRZ5girGBzAXFqWY8jFq7uJecVD8ASfE33ufcjYAt3Aun4lvnU+1mkGYtki6Myx6nCz"
    "nK85QhxavqsdNn5l+FavpDmBn0SMkIRkO7yABXx3zPPOKKuETva6cP7hCaxTG/mrWAank8zVH7RdME7Plu+0AasiKxltvKw8Ddv4"
    "FTtEhsGTOEkMp/1C3PPbkLL2cjwrsC4eXqLquVorsCd16pB7qv2EcUpvhyx1gyY0dNM69o8MkitYYZ8Pq7BOXYe+Q/ep0FE4Uzvj"
    "6rvIr1LJLoyWYrOJS9R6MtpIW0rHn2SNz4iG1NAZSmecmdUsNrzrMhfO/p0gNmfagdPnDfjCDovqWOIobIJ8LNblON1LoAW2l/Uy"
    "xe9tphFKTOeoX+UqSfk8aAZnzirSJkH7yDW4v+6wcG+J9Q6U4nsW4aozsesHyLYmq82D3QTNZogrc/Q9PVe3z3sHmmY+dulrPM+b"
    "mvLZwLR+JbXULUXwlTrKF/TWk5xx3TswbCKbjW/pJ/g1Qo1wfzuY6GH/dwwi03z/EodUWozIYU9xyJCFnF55VKooBdVkL0vT36uJ"
    "MKjc1HQmqnaFHiNJoz5r8Z5yL+IWud+sj/rJLX9/qbyn+cEdcj70yxAdLT9hRS6GtVzj2UmS7AJoJ2XMLqSYe41rldTI1/o8+9CX"
    "U08YmuZUNRTLXP0Uf5MDIJfrOcloVc1ZkAiLMi2L/Ktuks3s9owT1zbBTMUKtR61G4k+6HjXC/iKvetuKSALY8zXw2t8P6SbYHAT"
    "/b0RdySwQjH2seSR9y2txoq5jOt4hSzkdM5g2UvsCQYwkusrM7SM6P1T9FoZIUWRz2u4tpUec2qj5p42VqxlxuOTx3xWPe6tTFes"
    "xTLPIOWyDKPIyXo31u8lfQcn9idI6Q86PrBu6i7BB3oB7mQBo/wk/OeJWKcf4EGdw+4rx9qTlfdekUdofXqGs2ud2IX4tHkLpg2m"
    "4NuLIwakpD4iC7zHV6VzZa2cov+BPb1DdtF7cD+Pk8v0fDnZdwWm/TO4bo58PtMt9OBdPD2M+CFnEzvgAeI6m87ZU+o8SuB09j8b"
    "Y2jCo1CV+2xaG0p0DfM9MXX1595SqQ7lYA+vQ1v6KX3r0befiqnJX2WFytVUXWfLK37etkUUsW4dl9ZSi2crKWZT0l6f10U7eROz"
    "LPXMlVjfT6FuJw1ImSlfZ3IMCu0aTbkpsQVdH8c67nw9o9tazj8Zd/HTXKVa+AAVvmcg6fu+nMfdXi6RBd6fcae/kqu3HfysbP3H"
    "4QAZPpFlZpZBC8Yo/Q6R7TZ2GVewg66H/FOcNx7nueuGaxt6xyRc5WC9RV6FJXgJ1+kdvi0j9UW5I3gEnt8F0E2f4Uqr5Q1Db9Rr"
    "5EqcpRQ9yfRWNfl9fU/NMH9vDgXfPK05tBsD8Mm4z4OXRXnGQs74xX3NIcUO8A38qRRWsAV8yb1ki6/iNMPfjxZDvWzoSLCV3jHq"
    "4Mywp96yZLPY/5rAe5d7q1eIaKpQ79e+wQxEY2N0tR6tVwTTEQPYZOub+OT5/mlqKde9JBszJxGjuictpRWq8TFKrs+4ikJlhJ+Y"
    "nQCp93352XO6ltc5NpqD1ogbx37fPZKyBOzkPM0ynZj1GMh57Bj0w1d6PfbOeGGmWu0iOFT2lzlNzHBo1PcU6q385iWU4oW8Y4et"
    "lcVCPFkqfMb997a0WVSrzN0b4TDSejbqu3JecXl0JxplEM6iF16mv7AnzHJDs/FuQw44TQr16//6fmdZY9u4s8av2DqvUYfqMoJ3"
    "0FyKGuX4HHOHEicp4zXz/n7mIennHDL6JTtClNbJOvNTvrfZEJ8eF+sjnoiVe0PcJFdfaqNT5WH8LXd3bUZ/3xnZ1uuhhO+4yWaF"
    "bIr6Ns/TpcQqSWp2qr5Gj5TEVvvz/30NJEcPRuPcXhj5q+3/X195hbMMTnLMFlVBdhbxSabhjl8U1//iqjLH4PzVRRXsyuie95Ey"
    "L6+5MFSUuG71ZFFwc6A74iTcis/lh3djPV7l3OkYfVJ+xXd9qsfmneO/qStnNeu0YfLNuEMe1b0Q55+MaLdcb9XXoRNjovBJz9e1"
    "cr/+qM2brdKnIQGjoUc2I5p5Ed/7DbzXtR6DYe+gjp04lZwoysURr5zxKKPsONbYGxAbXANreZpcoy/AEz47uAgR4UKdhO+5UavC"
    "t4Oz9Bzo+R30JsTea+SDYHV4LeLeCbol6t9uuRX/q9uLPp7D5Qr4cp0g1Vt0P/iUHf1E9q6cLyj16L2uLp7P+V/LGt4qNZEHvJD2"
    "eQJin6+JLLcI915EpqBPdZWERMrINGJ8OoEd+3aCusoKrfNxt8Xnp/uOsST8/z6QRPenvhFPlMtKphrJcUv/ROPlzeByRIbvST/5"
    "LHwn6BWM0H+EM8KFYUqPh8e22fMu2pr+TdzMVW7smaU6UlpJJe1wAe81hRgpTY03XfvLxEa4leXknE3hOg/qX+V92qoV8LT64VRZ"
    "ZfVQZl47SgHzZZOwckvpWZZDFvZnPiQrt1V6Mp/mV2b9SiO8lgyk72jvve/ObP72EU98SSNPZbp86xFZq4mjUk294OpK19C3dCzv"
    "rit1is9D/Dc3ePbcJnwez81luWyBaZvHoJV3wQ65fNUs+tDmYc/HfTXDHjrcobi6fpBjyTya+5V8WQ1NaEiYa+HLviZf4r3FiLIO"
    "klLid1lld5S4imhST8Fu5esdPjNlqLjL2OlourDEW6R23tsINbtHrgfZ8DDawZKegdiuFD5OX7FscTG+pQOroj9Alt/Ti8gjc5X0"
    "Z9WkTkOvdRxuVIa1SfW4GSkvl87K78nvMr1ez+780PM0xmCD7VQdIcXELjecgU1kdDHJm6Xr5QB9Gd75VH0Q8mMM2kfJCbJHYL3O"
    "LdiDVwlv1nUjGP7DkZzjOU0+gedbCMk+S56Bx/4BfLY9pCckZD37RdKQvFFS4zMWBcTG2YR3d8B6x3WdXCc3ElfgJ9ikfMQcm1n1"
    "NgSwwcwM42TLb7inT7AiH8GnmIsY7yYZo121S1CCVXgT11rPPI4xlJ0PefiVFusCaeUx0atwUrIcob3J4xlyPzuyRzFDb6ahAjUM"
    "+729JPj+tn4GaUWEfrV15trQMio0bITfkfE5BGejesrV0OvDxJCwx+sgyOWp0Bt3wy/tTCnu7ufwk3x/e2YNFLbmctkXOn6xbqdv"
    "yj3wqAO5VGPhQUGh9pOeWKEVkLT5Vu2FpIwKroSs/gKfs5wxiNU4+8OWroRXswRruBt8q+VqPC79gzn0sNfDJlxIBOuk7yOyGb2M"
    "j5EdfrhNCp4sbrbRVb1gr/AdJfo37abL5L08y12dI7fp5/jOWxBJxeCxvyovE43vBHgZFkONwPk5HU9+kmQ8A1naa+s6aLYlRJYL"
    "/YRIvT/nFYwbBsiukvCYZqFnMbNeuLCJGN31PYSs92V3YDvPhFrmkdtby3lyA57dMB3zsYbVPoebzceu4/2d4vnRD0NsnSDeZpoy"
    "U817/BBap4XsLOfKTWIZs0vFuu0s+5WbJes2nw1sR9sSejSMJbyiQ6RfQ/12APH8j2aNNu479+1T9ndD6upFX9751W2ivsTWkpW5"
    "F6XUZyrNwhdDUqqZZXtNXb//idvo99/kd35vYghbB3Ypo78dJM55/pC6wmzF80QjNb05B3orRibReWqTfiVEAz4eK539MzE6E6N8"
    "3b0OcdOR8jL9euOtMs/j39CV+3MvC8kulc0EG3bFbXjeOViN7bG/x8mBYnizzaQrYsAJkA+rpxTj0xnonAr9MtjAbOPtOkcb/EO3"
    "q529DnYcUj3of7bz1jtrVx6Dl3ID82UdsEaDoHevDu6RzsHZ4TLOVI+QATh3+dB/xbifXaWIJ8P6VNYzcj+WeZAE+9BLKaN5Eup/"
    "y+hYVoYd+lUa+2L6cQ4zdUMbdTFn/CcXUrMvp4d4KL5/o+Vs5V/wivrLzzhbFt+XaaoRbsTgCNM/VzbPOsqNRySlWZyHtK/rNDVn"
    "lOtqQ1mzNjntCX3lLH057upMeYfTmil2b+0AWVlFm/ECpK55sBxSY3w9Kh9i996CD9RbrpCuRKB0+Z1VPh9iHJeXyDd4xyZdT89h"
    "t8Dy9T/inWYfF+h1nAQzudwT929I59Zv9j48jcNlEVaqi8zUn/UQvVwOk/1gc0YG7XBPI6Uo6q2MeU5qVyOElmHHt8lWpS5kFqeQ"
    "HrCbjWvAd9iTZ28XXwvrzF1LawOXAjyhYFjwV6kM28iT4f3hS/qjPBpMDyaHe4YHSsxPijbk32KUnFW+s9RhG7UjLkqhPoT/LtJY"
    "hGnv8IZNnv9lUyiSzXb/wmxNKWcNlkNqSjTmp6/qyV/5oLhu9LVR71YDImZ3PoHVyh+BhoxBTtrCitg6rFRjUF6mlew1NZT7R+mL"
    "19EvL4DG7Ry8L/Nho/fF6TxGvoc1N5S2F3Uc7npj1A2ivia7jwzgM+Saov+N1QHHeVzHrpsY58HOkgQn22cxlhkjVkWxyZMafG48"
    "OScct3g564xx/P8XSRCL6nG+N+PR1yw/auf138F3uMczEB0Nk42IZO4iRupx0s9bJbdLVR7BIOFZuOrZsav0Nm3VT2eOdynrUXE/"
    "s2Nn5AhxyOh1PBOu+lfPT13EbkRjNrhMK8Ojg3tlFq4wUg6FHb0iOAn+ex/s6kadSLTMpVj1fEjyh7D9Y/U+sm3ZaepJy7IfkR32"
    "8p1q5tn28V02ac5hL1SXNXRVRsdKUc+Jm8HieHY3qfOT5pDd9gvc7VOw3ed4jB+JMNq7M+ORJCqnTbkmeNJfw5UKoB8t2ljnKyLm"
    "Obk9z+D+HKrgN1pBxIJ+EqdFrcaJKcITrtRbWMPqKVnOtXpOrxku2ntYafMdp0OXTMV9zsaZm4S9WgcJWQZNWg49cj88pNX6FXbu"
    "Q86iVcMeT2XGroJZjJmc/7RzkmCvTg2rQbZjhkjjcCh/j9nR8KeLHB6kw/b6gDwUdMf6WP1jrnTCd7kZy6T2bIQTlvUQzeNMRBFV"
    "yiNkhkRy2tn3qMWID+n8opPEZbGPJrZtKvpUht5MKXM82ZxwM9z1JqzRDk18RiSboYg3iqhsjts6/eNEBsz4LJhGmfGE1xUmC+fK"
    "FzxJGfaM5LIy2mgi8QxRP+FnzDgZYnrbbk6gvilmZLNaf+U1DpEGxL0Ghum/yX8Q1TIqwIqUQmtv0f/A0i+H1VvCSf4qRmzrsPNm"
    "x62O0R6vWt9vEVmrtmibwGrni+nLD5F41AeZYr+KwzFfHz6G+OZtvVbXSkfIyudytZyG2GIfZjsy6vBAa9inFEIf1MMzugxyuJvM"
    "hpx1gUz0ZJb3CHgzraUbM+EZMq7vytkS0wFbYAFDzp9niNR2oe/pTvC9R8sr+I4v9FAdbTX1cDcZLzPDQ4KxwWh8wxSdzfhoPNZu"
    "96AUazYwmID/XoTnMfSb/YmKexCkdbNOhszbrOb98ERtDvEunI0FnKAx//86rZX9xU7CWvZCWO3nB+JfTobPaPu+AV7Ed9pHA7Gq"
    "4jjtm3cpdMzexDNMkcdmN1yhFid8on6GvduMO4jhO3/DaX9ZjC1vHedwu7BuVe2zG11hezPMaueuHQ6Wcvr8ZrNsTnsOP1mJ2Gik"
    "3gP7Xak3QytOhodwBizKMCmUQfABF1ObG8PJRsp6EfTKW9BWubFr6z3WiXh82oGeOy3WJDdEmZ8K7YG/N548cZUKx2ySwJ4MY5aw"
    "hD5OwmeHa3mC9vFMQDU6WqxitwTa7Au9WV+Vi3HP/eSQIE4b5U6QnZhy1pUyjI4CPJ9DC30eGqaGsyVf6kPyggwLboYNeACeVIG2"
    "Q0T3kqG3yT9kCnSUdRGuo89VQv8g5Tmr1iDWXaMvQV7LcL5stedCvtZqO3YnZegZZPwq7Umr0AnrWccYf4iYV2zW8iBZT/aYvSXh"
    "tcFOvkKbJoq5IdFUe5soEUP98UQaKPZVtJbsRnHrVMEK1EY9D6e7C76vhmjzJh/faEP2WGQyNXmW8SDl2XTM/hrSRz/f03aEpKPZ"
    "cHf9/j4KjDOqPJkd+oVkmEl5FsMK4jlu0mdYj3XzWavxzIZ+aRXeKVjjk4Mvsc8BYuzVOJfj4KmO1S/E5ib2J0fLLaz0ZdT1LJTA"
    "47A4cTqjxTKP+LjRMyUeIntDd7QTx9sXIwb1Ms4o9BI3s5LwGOgJ9uLH9Vj8DvIir+uQQOU73VVvlQGIw4+ANCaYY06zY96sQ0AE"
    "zMvFdVqlOam6jrbuCNarZvjOJMMXe0znisPgTpL78VPIg/VvToOUnIKnWwnPdxXO3R7yonyAddqVEWiKkm31qjp6WbU+Qnde8pP0"
    "6WrY7WKc7D2xMv+gHJcjQsyTk+Uznsm079xy8tGNeaDjJffMUC1kzmaCd4Q/357cw3YeHpTt8MkNxBGxZx2HNSQGqVwqsxvlEx2z"
    "WMOfluKsQI3uyPq28T9NxdpZ3BZAoxXj5K6DHxGjzSuBd1fMmn6Ddc9wcinkqalgBOpsaI1/qgo1Pr+rIDdWEZ+p30LX/gb9aTzL"
    "j0JvfxY8ITfhux7QwvAr/ZsuDg7SjxDVvdmERmojdZrlbLc7WUbJPhd36iYBrPJmftNwcZZ8DeR0FSQ9xrPYKcLfsrvtKdmuaYc4"
    "ETaqMJxChvhkNBef4WRvws8oZplslHNVVn22P+fCM6zlatRRP9rMyxDsewmi4Z+xKsY4GshQsUnMFbA/N+C1zdoX0ViKeesRUsfT"
    "sgrPvxL/HYFIzdCCRnoW2wSuuIjVW4eu2rin3P3NmJIuk77wGX7Rf8omyHM5fJ1V8OgNQ7oW32qzah9jd+fyHNqs3te4g+3Ib2t9"
    "+QWIdmbjeyZpq2AGK1Z1lJEd2OFdQW47m7++WjaywyvB/ocanuKE5wHZNj9TKsocVuI7sj2D8yk1cXh3ZkcOZx3DdaLaTpwgP7Df"
    "KB+aZ3nwFb6rDyzf3ZBx9Z3zSg7XVKNZzb8gTmgG3fIbVvgb3T6vAqfmGKzxnk30huczYskQW2ASs49WdZjNfrgan/eLc47gEHbE"
    "leNOc8voeuiZjJ9Bsn1rId2ZjXLz4Xsy1q1l5TtbaVimxWE7ebNZNzxLf90bkc/rmgxPCV7UXZrIYCyFLR0EW9QP326YAO/gqnvB"
    "j1siZ8jx2Os9YEuOlv7yBFZZgiJEU9dqgcf9FDkqkh7Xo5g7s3CjXq3PwL7O0+/zRqux0k3SJyC52we3B/fhdI/DWk3VV+GjTqLv"
    "8nese1zj/jS1o+Uxz7yvxGhRbU55JfOb06H1zpFd5Vms2P7wJ/sFyymztcSO2wD5nA+9Uci8kHHw/WSM3fhpA96xjj0ZufmZ3L5t"
    "ohf6NSxCIc9lDX9zBFGrQtZlVkJLxXAFw4S5Xl/Tj/RRWIEVzSYHb+ieuMPntDq8BT7F+/oxtUZ/eQon81is2vE4aa/q+HConqxj"
    "wkv1ER3eNj+8GNv71/CooDpcqgfjrE+BXV+rP4jhCpRjj3aEp95e/gG9PlevxDuqgo/xHa/hTIzDzf9bOnPXYvosdnI+PKX1OAHv"
    "QsOsxhMa7mWKmAMxZkWOkXp6D9dB2vPx+1LmllaQWWYMtI4hRoyGDxonXtgW2pTVjG9ulml4nim4i33lGDHOkw2weZfIWm1cl1Rt"
    "PNWc1TOtt6omuxPdXHrg3n7TGtbK+iPa7mGMNLie3XFH4sRYx/FcWvzj5BI5X+o9t14x7W+e7EjM9HXwmisbRaIaMbGL/EKE4Wx3"
    "esLr5zpWaYfIHLWJpeuI6LIGq2C5s0uxBiPE8JRr6e9VEAerCP/eLDZxGEZM2lmWWadHuuHuAmnoH25gNTJ82LDRVEZGG6Z88rY5"
    "PROLODNsukqiHLXjJGvOvmaHJ32aOI+8kk+3a4SrkNF0ZHPrPJJCiWcvNB/kcWY9SvkNlqk5W+o9Cl2GCNq/QQYdenwLdkNsj9e/"
    "03OgS/8I/sH/X698CY++EPYvDl1UrJ8Gc22OUm7VOVEd1piB2ovDCnD5uBn4Z63JUDAC+nIzNOQG+ALjdKx+Tx+lXo+FxNv85lKc"
    "rMsoHduaccpmDbI9dvW6u5/42558Rl+Ef5evZChO5p91bNg571XZUW9DVHJtEznikNMttWROmyTVnEa1HNAyVsjWR3X5OCfNR4jL"
    "a47BGTWsSPMppjKO+4VT7FZ1dpN1ceiUFfg3jmearYafcIxHZ3bSJ8SfdZJ+vDTMp82I8t1KxK5aepzKSrDjy6nXep/zWuMzaRfy"
    "SbawG70e8mr9KNMQESX1WvbOXCUzeT7KEMloNEeUnZW0XM3+UsYcZ4qsyFYJrWXkJaxCxvzZ6BvlZF02NOPzohkyuGZZfjJYs86S"
    "RWeo8V1BabLUnorzf2mQZCb7Gs5uD5JexAyqR5S6UbNz3WlW9Oqhf/+3+CGh/kfiPneUhvzVc67BTSv/hBVOe71S5TvYQ+xA7nXL"
    "7W3YDl/K3KIS23k54yfjS0zrKClohFLhtFOK+fN17IHZDTp3s46TXzVNjL0F0Bwfskenlsgq1dDjh8O3Hu8rv9aF7eq0B0sDLucG"
    "rfK9C9Yb0tfvR3/iYV/GzHmSkarp7qU8vbW+4y/PV6ZjsHhOLtfzvszXNLztc8Q8eNd/lPR12rjv0TO/8jdGG5dK7quV8ox18hVC"
    "txaur20lfKw1nD6sZPyS1BvxdPvL9TIdlrqGeaE6TgpfhbNZhlc3a8dgo3YJNsmy8Hx4OVPkSf1ePpWO+n2YmzUvTwaQ1aAUZ/dt"
    "KdQC5r5XYNVGijE1t5cxjLcr9S6cgAPE8C43YgeO4hzEbfKgGP/xRsSWHeANu1xIFjfCPWU1Nf1s7F4Fs0JJ2PXWgaE9/IKTuhPO"
    "whpVj1iQgVUxzOHtpZzYgBWMThsYGQ8XpwN+xhPvJ8dJe1jxI3Gd72lhf4VP8a1ey2nzE9nBEmPlYxV92ysl6TvcMqwnLfD1tzLW"
    "v7pybtRNtm7E2bD3TqbXsZhVg3PhwxSpYUhfIONlCWeqYozrG+O/ufXN9cp5kPo4PT1DzjuWnSAzISV5cqCkI7YMq6tv59ks4/q0"
    "5DM35nIF5Z5RrNh35XSXtGZZvhuwXgZBtxeo2aPnsZPvs2o9VfJlNJ7McEcdN4flM3YhY6DlC3JzPubWLhbvrMIejRDXB2s24At4"
    "hjPxmbHQPffJUkisTSPeDn/rSXikj8sQ6PgCoi1vQAS0V97V0DZn4x6/wLMVYi/LyZa6Qe/Hv+YvnoK4ymojT8LengvLODDoI3+X"
    "M3COd4LM27OWR4wgdX6OR1jpuVzSHnmhjmd0IuPqgeLYDjPMv70uMXZ42xTjJj89p5wTvsf3qqZh4TK6gFOPru5ovuBcyonNIhwm"
    "h8DLXqGzEAN+pJ/ju/cw/rbgXD99nqb3aPP4DtErTg03kfUOQ3DpSP7D2ThR5Th9r4W9ie8zA6egt0zWi+QIMU6MCjFkQ0PU7i7Z"
    "Glc2k7G3Hq2HNfuX3opVPSl4n0zPr8hAfTbciGc7SJz3cQb1XgU7JywnYliOH3BXDfXGahzHYm+64bQdwd4bZaeBk6rlfF81q8Gv"
    "yC3Y8yr6PbXaW56DX58bhdz6SGPsnHB9GxX0HAugfSuwXq6DtZ5c7RbdjpUY3+GskOm3yxmNZdjfWaV3YrXqoRf3l+/0LWj9YTJQ"
    "LgluYQ0sHXU6p33cujMj5WOgFbbjHNy5kJSh0AL226U+Br5HMhE7jUPCq2MvRfYkl0eTQ3bSOkD7/KRtg4Nktn4XxPRhSOyPerds"
    "DruTcT6tJ0MrToD0m0Y2xPmZiDAm6/kal7b4Xb4+iAjrAkT738vPlNrcvthaIiG47FsW4cllfpv5noXf/6nDU90uB9L7jxG3pYZ8"
    "JEVE8XB/2kVS3Y2ZwmLYoKF+2qiKEmWzvKbB79AX5EW5SB7Xx/WfcrZ2gse6O7Txw03cdSriCcuyyhu7RW9qh3x2EhRwQiaB1a9i"
    "fusUiUeTRWlaJLs7m2HoQj6lelYnavUjMunEiVe3ED+VwHKXEzGqFSSpjFnC/SSf9dsbcK0n8LtDWHe1KQ6HSlQD76Hc85UnaKcc"
    "88QfeSX0ue0/cdrTWZSyiME5RjbAJKXe1fFjlOnNuqd0pV06SBL07VoSZ1fE8RDt2Iiv2vnHpcwl1OFqVbCUtXqSJIikGMA/mMS6"
    "z2b2wX6CU9gDttiY2/aQlDbwsSlz+nvjPVvol7v+b7vrQ6Qfc/4VkX1tiCcbGMbuluPz7tXpiC8yiCZeDz/R9+B5peRu3EdzOVRW"
    "sOM3RtbTTbCpw2WvrWat20aReYbYFzWMdZsRCcB1CyzjfFIBO2dv0zMRUwfQiafKKDEu3oWMo6+Xcq5lR9rJlazKJrRYrpNn8I6Z"
    "+hInSsfgv4F8DTuzHvq4jBrImAF/YoXxH9Cxz8KK94K2XYO7tsxdpyAN7VGEfRxMrABjed8Lz/QpuT/6Q9e9hnXOjUFkz9VP1Gc9"
    "nc5wMcJNMgsr8gL0X7XeBJ31D3kx2A3+yyeweq/j93+DNu2M5x7ebJO+qB+EhwbWZfYi1yXNeGIBvZZKnou/So2vzoWe+8/WdD77"
    "gttJtlsPGhK+kItdKuBlvgwt8oUYovJ8PZR4NCmZpK/qvZCVJ7B71pWRwUkbjZ92lLdwX6XsvKyhzBo3fTVnBaugRXfRh2ClF2gr"
    "WJjbZJkYtvJJspe+Ra7aS+RmrLl5BMWspK4nt0Eq6nhN0m+u93X0Q6VLIwbRbGdLdt4gV3eTq8tWElukI5GIHRfV2U3EtLlfKcI9"
    "V2rS+wIZX1+Lc5bB5lmte6GS7JkVkOGBYv2Yu8gewW6SIj/LOOkpI8Jp+rjUyidhtt80wfqOiwB7S01U6Xf4uqNZhVTY4BmsaSX9"
    "KU0T785xRpvHarwLM+Vfsho27Hr4cP/Cin8vn+m/vexV4vNuUiSh10gfMaa3L2FnzHPt06wQsl9OrNudwjmwNkvJ65kP/yAOjWqx"
    "xOU4N9NxXhomh7Ndz83YLdFVLpUa6p04uwNSlC3Tte18Ta6aUz2uhnG9WIfMBuiYfM+ntoa+kuMYXueRcOz0FnrrbGxfrrpjNa1S"
    "yPdgnP91xL2uoC1+WyqZfUvSj7AOr9XMfv8opU2sW50+Br9zhhoj8XEyXA7CHr6NM/dM5B/XRlnDbtE8VUfsZJV+h2+wSMWY1k+U"
    "zezDrOf8W5x2IEN+44+wmiV+cmoPXqnadx05q73McyPuRCYmy3FdKe/iShdKjZ8z/IXWsJYxxxjsV51meS33F4nmwgr4fKsRWduM"
    "7nOB9XZZLcRYzObAs/+RWt1YpDJ+ngh7JK7u5yYNVzTCWz3eZ4usP/E41iOXcpq1GFZ0KWsnce9fvCPzqT+sqjIN/39VHTbWBujN"
    "c8RQ0dvAvx2DyPwwuQMSOURr5BxEYqOhz/oEZ2Pt7oa0/YBPDITlqMbPu+H7npH7iZ2yAaucj3h4FuTxI3z/r/jN+7JQ5lFX2Aou"
    "4Dl3iFEX+67u1uIQBU2iOpAHcaOPKwPZXuo4W7azOLQBW/PdKeMzaNtiHr3GWFhW4dvMolV6T/FCSkQJp1YDdkddJBX0M+eT3fMU"
    "aMLDxKETtfAeV+j/5qzzEHFZ+1HsgzXu7qMgx4VYqwy8wlTESDaD97aC/nGt1vj6YMJ7mQ6vwjKkR3KKuJIZZ+cT9InYz2PkzMn6"
    "Bd1939hy5gmTOg+R0ROyBnHFMHmDOM41kf1vKVkGecPZKiTrn6t5pInT/oAYt4v1Gq/ifHih2T6s8XJqvwx+3xPvOEMSHtuxXB2u"
    "yy44NTURhvOO4nged/ST1DHaMfU20yHB3Y5rLOPEy5neZpVTYgM/W2QIyktgRw7ljq/iVIvVCCbDVh8EjTUBZ6A3M/nTxPjozoUO"
    "zyeLRjbPbRMv3cW6PKuI7XMDu/esyvoSvKMvYOs+YyfChYhCb9MH5UZ9SQoRGT+s18Cbb4fP5c6Y1bFCcRD9XMtgGZ77meIQEgJJ"
    "sUvD8ByOEocmUorVfUgKfWXOTtGlUk4tUKPjEJPUEM+tDs/3jCyntjNPbAdxUyAuAtrC/FASsZlVTc+TU/ImyEYxTtdp4fZyrH4q"
    "J8t+4dTQbEZSf6bfkIJdTpGp5q+s6vSVz3UzZKMcmqMDZwiPhn78mRhWxp1bH+UOqtgprn8IDfh/m538BpGUVTgrdHv4Jes55fYw"
    "rM+jhpQlR2MFVkMjDkVsV4UVnk+cpbiXxVpWX5w+3t/jDaWYxTU57iYOz2Z7TkjntiUPqWH6vYX7ag0tuK9MxQrabHw+7N1Jge3w"
    "a4jM55OZoo8shCa8ijjnKT9LGHqMqwWw0DblkYaPuUjqmVs05qwKRLOnIgpsz4pRnNFFHbMFZms3Y69vxvMb18hiyO9z0JXH4KmP"
    "ymsnU6m7Euz4TVIzZMhut5b9ZPWsv3Qkh2stJC7Fk1ga8ZM1ZImMDcd2/naso3XNLIXmOkLexH3OUeuc7ybxCJOujivleAVX6q1R"
    "pNBcfl8Ju1tKPTd12mPwWd5+CTkgbhPLtc6kF+cwDbuLm4dxe1egPWR3z9jcgecsH15qnfcjzf9rCZtyGjvEJNhPqjiLbjiG37KH"
    "4Aes13nydynSjK/Tp6mzlBh8RYiS+kqc2dp64miOZx75XpyhMNJj1zfqB/2CteeW8ld2GoVEfjXeUetlaSVHylmwYtbLfmDwmx5M"
    "xNT95V5phyeso7/3GzOHWzgz9iCxplPRjG3ST9/vR00YY/f2A0FnserxPHziKcZGv0H2b9G75Cv4m/k6N/wGJ/Q5OR4xbu/gowif"
    "IxNxL4e6j5Q3yfPt0DqStHzT8buWHlfvevKNWYyZ/cyV/jOhvoN42jLEbWUKTs3Hsph1oQLWt21Cqj+eoS2tbprZogzRjiciotrI"
    "OSabxd9Lijmbvw5y/I3vXbGZm6FEFi1ir5D6PJCd1cuI+ZKEv1HBHLvlKDp4S+bYXgd4/6BYb5YPKeVW2d3M7ukisjd9g1Nxh5oX"
    "MgHXL4IkDRfjgLlH/4VXZ/tTcJSE2oCoN4XWq4bdeKXs7hoLiV7dxIrW4uolRLOpVON7M6v5A2LXpZ7zwqHeribyrXWC1XFiKxev"
    "vM1r1UEqWsMOfo/vPAnfcx/W0fjKP4P/ZFytKyG5H+gkqePq3cmMjUMFeUSsp2B72lObS839ynLmoe2Evos9/5HV3FpEqX/3chQj"
    "e3qRl9Z96I+XRfMB7SJ0WcdeWs37i9NLhgclF/g59xVNSqJuA2/P1W8OlJ1YuzP5/pPnW0yosSTNZtYgzb/fLpXEt7KIslhfkOex"
    "jieL8dxdI8ZIPBWadrH/npZbYcnleZZ6bYTB1ThONAyqTfDHvocsDcbJ/RZ7+5l8DP3UUgwddxK+80pY7U3QkqXY10/wXO4arbaa"
    "vW/w50O91v/d6eCZzJJWseMwow6zOUV/6hxYtWObwFBxuryKvmwnb7k7S5ZfpzEHUANe5F7kBoz5CfI6YtO1EZezsr6+aZBfi10P"
    "F9NVPeQ2eRnfsh95eNPU1OYduvmUC8Wdfod/tpvsI9aPbZmtsib6iHNH4rsGm+UMnNeWWJNmcmbQH/rtYXlU54WFuJ+Et8dpVkOq"
    "2RdvPRl/luzUoUMRVk4dJtnFk4YVyCcfQR2zusa0uEbf1KfxjV9Duz4m/9Kjg3Ohj8fqe5zPyCWjcdiUav1WXAzxDby2Qqx1Ke42"
    "Belawwl2QwwqIvbfJfjc/ZyRS5PzwK61wiOzpKCb8qlpKzjFblJu+b5hYvNxD8oE9p+4OYeMx1w1q3SVVPtsqtPFdcyrlpB/dKka"
    "9uMouRoyfzuiKPM+f4Jvea+si3IaZbREaaKixLn7MZz2kDNGZ+O7l5PzYolOlo/IVpZW09o3sk/RuCte4zzIDrKZ317C3bhXNkQo"
    "GwmiXzqOmTRr4epR0Lfu0mkt2XzPCbKeforSb1/P3QzhSRvT0hJ9CSv6CHTbZMQyv8G7eivI10uCa/FbqzStJxKb2ZJPIAGr2duT"
    "5txwW7mTveaGRTBGJzNzn9L78T1tYa8uD2ym31CbxjThdcYZxTmvZxAjrA6eBaAT7uV1aNsH5Qe9WncI/hn0Jir7jtIW2iGLOuAY"
    "7NwkUkJzIzy7SKuKPpBhlju83D9D1h+BjPTHqU6S3c3xaxRgR2s4M9zAr6fslXFadD52y1bB6sKvyUI+4ali0e50zQ9Fd0KUcD+i"
    "wvt1fLhEX2jWJ/hCXeW/wM/uOd3RHN99LlZypD9Z6ueUbF028W43c2JiDjG8z4ROsX6WG2FNmzr19u8qj07t8hxHMQNh80UdxeY0"
    "FxFTwThzx9MqxvxJtyy6Q+lKwsalGOe7CvamRqswkDq1TDvhDMxhLmc9vLAlOBfrdAR+HsQY3TIce0o80qglvGoH9qpXqONZP4lM"
    "9G46p0WEZZnNpR/A/OOriJ3e0jnSBnH+JN0nGKCn4NSfCjuhjeZuspou29Fc7fncM9EUZ09xfY65XsnwnP2N0lfgPYU11G+5Oy1i"
    "9MfW8PkeFIdUtczXjpr/V7UoW3WpwZ4vVTfNvAJ6zGEWthCHwlfLT+8gjotuL2Kn5O7sScBTcZNEtWRbs/8Ph+VKEKW0ATvY/b8V"
    "u9pK9WJ8bmnkOTpkM8uOXc5q5Qmw/7dC2n6UL2Wc3qEPhpeJceVlOMWSzTHYfHQh732oZDvLsrndPHxHkpiVoee/dPUp1We5XzM0"
    "hKw0h6x8p49Cv4zFs5wn7zJ7ZTHjx/SJi8gdEYOldLPoP2MlrNv9POknk6CHS8nocSfutJASFIeEV3s8s3pmME+XRR7tMONPQugn"
    "qo4Kvw7/qTdJy2CFtss7HHJ7VjhP3gji0Z0OkNCjQGf3ZD3zPq5H6GipYl68n1glpldwPvFZDIV/uS5kps0mPSuIOFjDDFMVzkgF"
    "LP8TOPMFeObHpV/wZ5ylR/UB/VC3hGO0twxH3PM20f/inimrXl0vRg3P53pfb3frn6RXdgF98tzceNlMUMJnRRKwl3F2hc6E3h5H"
    "3Ik2MiSwNb5VntOP4fNZJ4FhLbeEDRqLmIGYYfrPYFpUE62PTk9XZt7bN8HO999/WkgWlTgXzsL1OOen45zcrknpqC/qbtDjlms+"
    "NBCPvZtQx1JrcznqcQGrvU5IUNNkmL2siaZeVDXSLrvyMzFt/MfJ9U7iMOf2hpZfynsxjKKdxXg49pUS3FPuO7gSEt1aHN9XnFc3"
    "W1Ohsxi9pSkfNcyP2oTpweQAaCZPQyOXEkF2M/kB2olVs2dE3fHrvOa1Lts+/PaZ+M1qfPZUSMvLUsQZ2O/0XX2Fz+kYxA+TlMdL"
    "jLGr43DoHNdRcRBZE5RrbqiDKXaxO4yIDvx/LXe4XocEz6mz0Z97hsIt5BWsasK3bEuG9tZYqW81LnvoMxrIObCRG8T15+3LOKCa"
    "2YKUX/Nt9VqqZmtVCXo4GXI6ZXAuMsyZJulD1dIv+0qs8r6Ynvo+7ObYVq3e8BNnsL9mJ1aFymBh1sLbc50p1td/FL5vV3FdKRYx"
    "luMM59b+h5EzM+57TBLM/5pM9fDyEUY72NPjLiSbsNt/5JXc99bb10eS2hAR1dPqjpKd8d8TIQO/4jcHs/L/BbTAWPhZe/vp7smM"
    "mksYkx4jQ8hc6Dq4rBenPxECjO3zL/i+fWWq/oM141dlCxGYpnBWwCbst9AmmUdQhvi5HN84AVfb4GfB3URg2qP5n8O+E2MKNO90"
    "nBqOxGBaZcuXvI5v+AXX+Fl3wfd9Ac9iqp4hbYNbiaVQqBu4q9WQ8onUc/dAK5+LiNZ0WydYCPO8V+iJuNPxrI+39lLbIG1pb6f2"
    "5M+nSi/JZ2eKstfOesgcz/Bh+P0ayyzyRDwhDr3ccf3V0lLdgxW1/PpUz7Qdp1+ZJrp2kt2RJyDau0YfQ+xvfGRr9EsZA0/8U/2a"
    "zDZWP79Ksl3ebqplDW2r4Ra08T3nG4iMcZHY3KEyx5onLv/mUHpD3+udnQJMNtJxri6X63uKPQZ5CG2TrSeU4VzV4PTU+Pdma+Ym"
    "YXfRl3SMdhV6KOPHNGQ+xfgnxUnw5pLy7EgZ9nE65O4FXC9j+t6EZzsysPVeAinJEHF2sMfeTnkOr5B4NXVel+/EO68nDrp15T0n"
    "N0GWL4VfPgHXOlf3DGzu4Rp4Q7tpc3znA3iH8Vaeqofq3cYnEzwrOwcTsYaPy5d6AGTqcXlNL5On4ZEWsDM74yftXM+Hi/+r9ctG"
    "nRZChAWTnxvx01HBP6g1f4QfVapzqe2PgOd2kTQga2blLesd5uPOahltnyJnYS+XcY6vENZuI73QhPeIrxDzEw/w/PNdcIYqieCz"
    "Et9zo5gf2gevteKkSBF20U7OaDyXYWatIipXNVewm7iaqJuytH6NfnpLcJX+Av3xZnAAnvFhnLT74HfeSHRuY4/NYnGIZDkyQ/ZS"
    "Jlj9SHqu9CPETXo/Ac/hFdxJL3x7bynBfoxh117umoTLFK2MIhYl80JCU032Uufan9zfk/szx/mMd626KxsapFWlf/OeTjZjFXru"
    "nmpim+TCaVzHmYo6+N/m+Y2SSu85bCSquovzerJ/f2f2ox7PWbtcV8u9BvvLCnXVjTpOzt/PU54HH7Jd1Jm6UyO2AKu45n7S/22d"
    "KTdfQe4nzd2znfszBXiqWs5Ep2gFbErnZax7AVk5jpZRnsmpiPrqA/x0kLyPVThFJsNOdZDv5Sf2ys/F6r6imzn3l/RMWnU4NadI"
    "OVdXiZiVxX6VRrj85qMfKVWRjkpHk+uW2zpNLmDuPsladbmfAl+kxt9pMZ7lzZch+nLo11f4DuaAuOth9F2m7ZaSAWtXmYvzeWTe"
    "Zr0Y5/pM+Vyf993Idmdu3/OwEwHvsIhTpGFoFdEV+mWwFnJnmO0dvMUbJa46Md0/S7bLKdimB2VWuj2v7DCinM/nPN8yRhqh73Y0"
    "nW0zwkPkN5u2CY6ChM9GZLFUn8Ku2Dl4SNKcRLXqbG9WlvPEejROhEas8lnyBg5P6+a1e9sR8cqOMkwexipY79ZP0EOL9A7W57Ic"
    "NUmPPuT2wyEPFfozHONZcX3vgxFDxji1sN73yjr0tT+TdSvbA1BH5BfHBzOcGV3zB/ow1u/L+0t5RP04tUvIGHQXnv/2UsXvmg2L"
    "9jec4nk6X68Ry6ZWw9IbXuQasWly6/iq0P0Y0xvHzU+4I3vPDeTaTVByE8wH1/oIO1sVT0cTaBKhJufJzqIRA6bLY1onkeV9ytkt"
    "kCJbmkXYJ7B/xbyXW6XWc0WaTDqeasfXcSfxgdzKbuI5qySCTAZ3bdNX1sVRpdZLVN4kTlauVyzH3jfqDHITTi43k9u7zf2ZvWQ2"
    "kd/r2F09HbLWQw6WHWQaOThXw08wrtD9IWWtIck2IW4+7wDJ+NnBWt+xG2N36SSdBn/PML13IM9JRzFMmUPkFz+9rJSn05nTsshp"
    "HqOlTpLtiw69x9WW97qvGFtUC3apuI7nbriPFvj5c/iTW+jxboD3mA//xXhZ75NK3tVQ5ivdDLTTknXM3Fh1rwI+Rh8xzKrD4OEO"
    "gj6c73VVZhu6ymFe1DH+WcTqcj0kspxV9FrfiR9qic+DD+ZzzML6nSvvyWM6Is9OqeGcdA5OygwPK6BJ07QlBewwqaffVss4vURd"
    "BanO18oNi85k93Oc1kPhLV2D+MrwlM/E6k6FvzCLdZEE5x2tipvWsySfaH2bm5gMWg+pKyO6RgdyoxcSj+ckeVacZe9B1L009zIk"
    "a+hqXLunvM3pr6XkrpiI14qwms8FIblPmrEL2lXhF2H/DUl3vVyJc7pEH5GBcjz++Qo282O9TT+ipTDd/jprJEU8ncvhlbXB31cR"
    "K7I+isBCxprKjGGKqHah1x2mS90UU2GEpxlGbCSH0mfL9z36hv/QBycvj13+XVhDTBAbKsZ5qhaMrVeQebee/S6GP3gd4gur7T5t"
    "qDg4i4/gyT4KxsLnfRqe/Wx86kd9FXs4EzI+H2tUiLhvtU6RabIef5uAzzUVhf4vZzwtv5yIWP5KPSOcQzj4X/JvW394gAjEZd4f"
    "ldXquDTsv52JVOAY9TYwJjJv4BG5hH17Ng1ZSWaj6T4WKuZddhBXKxKP8OW6uVvIgbKcGa46RM5byIN0BDs2YtBWBTiLFoU1lxLm"
    "mdrCzs/CDl8nt+sw6QFZO0zO1KP0LljJhZDmP+vdcoOske/1NUjkx/KEjoQ9/FAHe+y9lK/PHCgO+6MEMdF6j1eRIC9f6FkJrBfq"
    "cpwxkV/xreYhWQ7JqlPTEDkMwBPaVHkPrFcPcZxoG9jt9yU0wAzirL6K0/MLTvGdiHEuQ/Q6E/HJPGiHF2WKXiAz1DL0d8LufCLn"
    "SbbjNYs/meGkxyy9WTawyzTN3E01/dky2JxPidWXrdePJPazQ1EKPSNqMsL1tav2Y67IOu6Xc+bFRZ42RVSAO4pr7onefGpBwyXL"
    "EKmnjIxVZdDIZnX7S5Y31lkZx90TkFekmF1fhuKyBbrEorFL4Jd8Af20CFb2PW0RzIK/swBR0jqx82Rdw1s4D7+RbCnHyhJIwuYm"
    "OEaT2jBv3NfjQ9tKmU/dwmuVdtQpecw5OPaRTuRTVXW57LTvTT+IXlGF5y5LER9I6LdmWanUo35no71+9PIqmA11/QcH0l9ozwzN"
    "HH1QjsE6GReRMVtfIYb50F4Smhtb+H39EN//CfzqAfBGFkL+/oTTup10kBIi9azAuw7B3Q8ROwmzoatOwUlZz1fC6JUWxCM5Fas5"
    "nSxbJaz2GvtKNU7UciIcXymf6X/gcW7R73QyPjFLLwxehGZpQJt22cUOEfZixsef54mSG8TVwmzlfyXTtM2lbCSDt/WMBpAr08iW"
    "9+9Fz7KEM4YbOXVv/crLiJWbnSPKYntbx8+nMpXdiYZZv0LH4kqridDmfKGuW/XoayMeVKeT7BXzx0ayF3Qp9mcj9fYXRJT5FK/t"
    "IdfIHvQO24t6NuWGyrAiQo9RZ60m9kWG+9WFOMAnBpWw6ctDq+d+qLsG46WTjA1/1DugU64R5W5aptOYI+s4s1qE9e2C1dlbrFrz"
    "J7lDi8gsN0G3Cxz/RStx2Ax/pvy9hHs9HHZ/PRGeQuZL+oid6x4ylBWqXFbmPM8jrcwPVXgU1LmceQ09G5p1cmzxPXAZauXpuKt7"
    "fM9Gobq+rzh7XKvU1QKdD+c4OmLwDO+XX+m5OM/4Z95lBrt1mmdBzPjOWzdxXgT9Gud0QUgOSPN+2pKP8ix4Y30lxVxSFv2rp5iU"
    "9JA7ZEoT2Yim+mELee8JfU4yrD+l6A0WNFH9z/1KjPNhCUq8SXUL8lUlIKFF0O1Vei9rleXQJxbLdYD16QVtbb1Wn1En1Ogz0G6Q"
    "6mAo8wxZTkSRvj6+TPhZ5LX4/5G8WkjOhwyr68PlBcTXtZyXrGFdYQanj6yL94/Y+hZiU8fGhdBFjEuolN/SnIwz//e1zi1VTX0m"
    "QS/YMgZziF8cJ1LWt1tlL7a2Pwvpya2HJ2x84hPkI9zrYWKTUofIyezC36TnQfqmYK2mQMNei1ikRn/Q+6FBLxLD4Oonr+M7dofn"
    "8AnW70W9Da9fCIuzTP8uxsSaxGmcwudIe7Yjm4Tb1duBFE+haZwbicbzSzTpmuYKiYSeN3Q+/3sxsUFrPYpB6DF3K8mV5qTMpjT2"
    "klrf+Zj281nLiUBg9bUarmPMT6I63+QSyMhcZpSsUnYrtMlJ8EyXN7FzuV/ptM26e43vdVTfN2JxTpXPhI9o4pTkjkLf8Mjl6m2t"
    "w3f6GCckT0ZzR9Ks2W3Rf2CXbpQJ2OVKaGjrip0H+ewmr4hNhGzCbnUU05nXcb2MS9x1J8c4l9DAkxz31qFhjitDG+Q6/vO9jYgT"
    "MTGXhr1P7wp2hEa02tYCbQW9XABreh18luoI2d+u8yn35ig5mXX/PcQhVts/tyFmsjminoHV8C+WTdDoNjHXVobqA7juP+UunPKF"
    "+g72bzDRNco0Js9AHi9G5LGc08i/Z2hfBC/7z03gRVsPcyaa17+GGquk0eqn/PSFXeEoUVrIv8uuWIUdghOgF5ZpkeSxI6Gd/Kq5"
    "v6dyG1zYHcm4kfsO/grPoJ20kWU6Vh/QW6xvPPhQLwje0rdhpdtjZw8X61UohGf4CNZ8FDGVDvmv/NpiTfy/cCBla+fyu2nk3LMi"
    "b8g0nKxi7FknOR8/3whNdgd2czClupqS3cvPybsJ2SRP5SgxiXJIjK7joN6zaWb0QN/J6SKnCv53DtaiBeKj7uxxOAi+iLEedpX9"
    "yMg4F+s/Gd7XTjg/I6U/nn2UfI37XC8TcVp+1G/0ef1An8XvPtajgwnRXHlFdBr3EMdgkHuSZr2ejuioSAyb8nD4Z21kL9lT+wT7"
    "RpzxjvXAnfKA80SfSpGvXvSRMs9iYAjwWbT9LCNzdk7PMc4HOE3V7PMzrLJFWJmXcZa+k5WMX1KcbrKJolms3pwcvEa+nTLYDdPz"
    "VuHqypza51itImZItvf+RFqNC+5gZoNzV9iXwOtTTiLEYQXqiahaSj16sf4qp8oL8Hxvlk1SIGdbnBFeBE1ajdM/XU8mh0INeeXW"
    "wmNfxek8kdwoz9uOmTTKtjou5AbE48aduC234ukLWCk1/8IQG68XwzBYjnXqhCioFft9rkA8sQbn8xtIxCas4eO0LG0Y5WU1czef"
    "QTEZP4h9Ho15MjmvrJOwy/e06BF+njmoxblBv/Dp8JbwjfB5bwH3Zw9U6KPQWn816zZ/nP7lb9opyFY3i7zuXcLvHuS7mbM8blbf"
    "eYi5wri+wuh6h4iDZtv4SBlEPA552XT3BPJBK5EOzKdfh/0xPNINzO9VMko3jXUPkWRM814SuHzwIsYADTgnxvbVoBUcYpir8NVA"
    "U8U4uei6/GOQlc2Qb8Neew+vGBqp5ZfGNsHGlWWYNq92e8861kOSPkPlcpzlXhtYjnQnRHRVzP/vJTXM7OUFq/HezvIQNaaxaNT5"
    "O63xiP5Cf9ZQcwfLDpz7SNLrjnlOD7MYR0d1eseh6H6qIe6NQ513c3AuE7wUr1zErOrrYh7zTGL/1RFz+kap8zX7jJ+oXUxv2lX7"
    "zvG+bB3RhBwq22C5QQ7Gyeymd4fN5D8yMEhpns4J5hBBswo2xzE6boLfX4n3beJ+50Kx3CQDoNsuEcvN7YwTu1ofQcR1FOO0XHny"
    "w8Twe3YQNyFcy52oJ5rxhYyRO4pNLlfJY5CXPkG58R+H1ocd895cyM7p3mL9eofJ5Yhbn0Y8PgN23vo/JsqB8q78FPWeV/BO8z1C"
    "u4v9nsc5PVBuDmbDd3yIvcIzESX+jFgkzizIGn8u4z4nFtMP8E1nBM/rHXIN2ZCaQSN/q8XSVffj1FGxfsipKvPFzsST/YBo8lcd"
    "x7NTys7I1fCUroJPsUxX4d4O2oZnZx2kIg8G83Q29EZHSGaezA47wY8+TYZopawggkHKo/m4bOvZ7Pa1udAC1g1T7MDtTxbqmDbF"
    "+LsBz13APK8hEw2VcVLDbnPLIK3WU9n3aAgS9XoFu/tj7G93ceORzOC4Skqc1RWH/pn2k0lZP9uhhSyMOPWUfMxZHPmUn3LLE4dN"
    "X8W8Q5pc8aaTrPJhDDzFvpPYMgsv6jT4fU9AI98jfYLR+qU+CVn6RLPYdC6P1IJ8766mZ7N5iYg/y+7OLOE6n317hXWLhcTMs26y"
    "AmiU3Yy3j5MSNTyVlv/5kNWGtfqjdMXVOvju6dBPxrlqejnizCU4NZ3lUFmPVRsNq1AEfVqGn7eDrtoJd/QL3nU7pNPQAV6Bvkpz"
    "hudYOYNTUBlKbaVabnW8VMsvsCF7w8eYAduxWL/Gf/fR14mDleEpWIazkSFaYgxnp4QRm8nFRVJNe1DD2KKeWVTrsruavkcpZ3vc"
    "NFGKXlLMd0JWED3T4ZGU6MvwaeZT35dgVazqPzJYj1P2H6zFgX4G1+G+5mE9FuNuTpSR8Iz7474n6Bu42x/1HqzIx7At30hTsWaW"
    "+dl5Q9W+X26A7A//ciDRitdgDwrVuOhqsedDmCddSV5Oi7++YddAa7lSypuImd7U8+RPUsDTYpX2eaw1PAK/J7fnbf2SxpKU7dCp"
    "89kSi4Vay8NYVfPe8uEzLeQMYR2s3FP6b70T93GsHBocrgfgtFweGMvLSureMlYnk6ziWUfmHvCcxuow+Rl6sxnWzjIHq2EXF+s4"
    "PLWhCedzVSp5WnYTQ3IaIFajul7WwQauYo64Al6R1ZtPg+8+A38fBK1U7s+i8w8WUeIfEhepOiyqkL5XV1xnA+z527jHYrXZqQp8"
    "76eQnL9Cjlepce98jKsVsybouL6dd91ZNMJMqmE/psN4XMvTsgt85kfFuhmN02AxrnIy/GKLba/0vo+d9nXMxSeIqTw/wkfJ9lP+"
    "RjncC+uyFF7nM7jyXvIunnCCpuRoXQMfti+rRGlYTsvkLaKMbST66SBxFqOc9+0YreuwTlXEiXLZePvvanWIZj3+0Gdya1jrcd4t"
    "qOUTWtZ1HlemGCsxHhF1N9itSbiCZdyW6lx6Cjt7/txkVDtbzdj5Bjzjt5qWefDuX2E/82pYvKWQjw3ECs6yC11B7+FX76nmcwor"
    "yfx6hr1pVbSBe0tSSz33QYbVCsvBl5Ep4jYZLmWQ5bn6pBh+3Tt6JL5hImzPx/o9NKfltvoy+38HTvECXSB3ECdsPrvoD4UOqoZ2"
    "/A3POwvn6k18qjUkpyUReorw78eslJbTlpRBc7cV19dbz5MVZ+yGzxIBbwvn28oRTdVyTqCananVzPDZRHSc2GIpyotl77cTQ3vY"
    "HTJhSPfWqzRQToowELK1GvWomkI9HifmspsTOUEM0dli+kJ9NcIdyfYZWr9cGT2tlK+gJDXrXcVZd7c4M8bqc5x802kijlVzh0qp"
    "oWM8cyPEmNssb/ucPi2WZ/hApuhnsB6FRO34QkdBdq4Xm61Yhnu7TYzB3io5P0JWvia+0BXYgyLdF97yIDzpddC4bjYowV6cULN4"
    "kN19bsUyUz/5Hup95GTaxQp6uTab0tfnDzby6aq9TVscVdttjjL0ky7WqTQep/Jw7tBKylRCBwQ38Cknw4dqznrTRqIdT9bRsACz"
    "yVdovWK1npGtcS4t1yvXQvtYpfdMqWdFbQOxjc2z/405yQrObmZ81+qVtGbXwXOpgAZ9VF/Dft6K+7gpKJXDYTke0E+g527Fuybh"
    "vhbCZ3XTbOua8JHK9DgvP1nGBsd0ndHPYUt2wR60wxPahMQuwVhEdC9Bbpvqfs7dN5grcs39maT+GdbxT74nrZj7nyBv1h+pVYfw"
    "fitgu7cjx2wv+cHPxm5s4jNV2KNq/YsMM/52eUQNbcZw7N/Bbh0sB/8/xL0HlFXV/T3+uQNSVFCKhY6ggKBir9gLItbYY4smscaW"
    "mNg19hJ7SWyx946CHUVFmhSlSa8zDNPr6+/dz39/9jn3zqC++a24vmv9cUmZN/Peveee86n7s7fUektq+PaJsM9WT/iKmik/4bMW"
    "6uP4junwMWvIWjCLu20RX3lCbPb9AnGIhCRtlzHf5siauswjeiwz3IyTd8upAaE4B8pKa9pj1xIeXeFY8HqJdQ7Xcg4qpFaQ42tM"
    "MCe7UCwbeYqTDLXsJjTxjJczE/ucNSiXGY7zGYhjXthKOnqtBVffHEL1AKtYRsrzTo+sj4+Os17l3J7bxr47NkgC6jXuoH/WP8Da"
    "nk297ZPlAptCxXnqG2f5WY+E6RHnDOP0NniSi+QznO/ecre+BI+9hcyUOXGNr1JbqoKOX63J8/tV4Y4vEIv/doIlrue850awQs96"
    "XaM5tBtLtYzsxusY1QvrBCkdwbphlmxFFyB2UGkfNMDHnYzdMQlR+SuSCsfjajLh7kHfMA8rlkCOcbreHlzPtS8Rx5+vfJqh55jp"
    "J90Qx5jWZDMxJHZGb5SFXN3iO9FWN8HKYYFRrJuJqKNl+gDvM5zVjBwZWrPIzI6Rc8QQvvWIlw6WiG8ihau3p9JRDsXz/Y5MXgvw"
    "8wnThgy+h19d4zvoOb+yKUYCxmRbvLaeVNN921MipZ52+NtxYuq3zTgli4iAy+l5nPfKeL2YGr0a15ygFV2mi8Qi/pnI9Qz3dp08"
    "r+0QTz4AC/R0aFq8dyLm+xDfa7yvg8lt1kCFese/PA1R51R2OE2HuorMwkmcvQRWsfiUqZsUa7kfs0Ob8H4Okn/BA2xNHvm95SPW"
    "wCbqqWS0Ok4sU3CWK+OrQy4W6Yb901mi6Q2nXuNm27vhPQd6dFc25qO3v98vOa8olNLLWPmpo2qZIeY2kogdzukruWtfhjy+Efc3"
    "VD6D1zEe21XwB4YT3Z1Tx63VECNd5X8ywzyFqpIbIyIzWzMH3riak2MFPpGNcQaNWdC6w4ZKKieuxuqV83Q1rUAtbM/l8NzF2Rhr"
    "WY1w+YNNhBvmcgfmWm+wNzsWu3w8fN1HGiLX6y3TET+bGuvBwbbMTGr0ITy9OjX2nT2oT696vETMx+7/1exlz9bQ94czPl//I6MT"
    "ywo/Q/z8LbznS7AWXWUP6RS84K1ksAHrwEbxv7Zhtuw4piv4XKYgj3SMaTcyU29ixFpPa7KDTIZNjhSuXLUmx93UzDOQ8tea9UrA"
    "BeziAhGwzX4Wv9HPYlhFOsvYeTliyLPJbmWevyvu4lv8tE3/3IGs7zrs7tmc4Z0Bv3I0smWzbX/BZ70tWap+vMN6+BwyqthzcJ2S"
    "PCNgoUpZOf3HCGmKUQqh5wZwFjyhUXUy7/HyrofVwavV27sc4uvxK3jqKrgrDZV8EnUZ++M7H2XH+xN5FNczE0/yHazYctx7A/zu"
    "aWKcpb3FTZ6u8kjtBOJD47nOeIxAgfWdLD2RU8+sZhXwdalj5ca0Gm3yLUmGDtMLqiSO3KbXDRF0HG2rUPeqkhP7J2A9Xsd+6iIT"
    "YLGXUJ+kL3dVkojFlF6Jfdlf6sml5zCzi02th/wPlVjxsXIh4lib+RsCO/WGbC6v4NO+0zHkJ+ggM7Rlai2jETO8IbJO8aqTea/V"
    "ZBgQU3vMI/Ot8hbJ/OVMSXoke0hfHKFJIhaXt3Ut0SxO4yZJn4E1o9JGsciuuC/ZXBZwHxZ8JraY73yvGGa5G/EmO3u2Mse952Y+"
    "h8ZVTuVPiziGtkbsrgmcjM8yHyn3qORqKoZd7bkQnA5qyjMGJvl8V/AM78uTmyHbjVmo19gVXs/TvTE+o4M8TETZEp59q6YGRDYs"
    "wPeZFnilOlV2p+R6sbjaYbU65thizL5tqeb976/8FobN4u9Wzon/Zuw0w5q77mst/N9UfPcjsMvbsONs/UPb+eNhEc7GzxousE9g"
    "FcUKvZzqkZ8iapmpJ8pT4bzw2qAHVuw7WJzd9Da9QerleVzFLO6+E4leq2bN4wXkD1vJ/j+rLbnfjft/ocwmms5y7CavX2Ko6C/a"
    "uNPv2Lt0bL9WVXHPcz0tTy/EB4+Ls5OLWCVpRNRW6XHE7cT+1kM05kNq5G7Neh7EjcRVYs0Sn85KY2/Zj6ditapHILvIy2LyM8Wx"
    "Cq0nQ0It5wSHyL3h57AKtwdn4evnhC+ZblUwQdI+djbb+DbjhV0YMSawWpV6tES2KuLVLvP7bCwV1dyapVgxKvX24FopeIWtrFcl"
    "W+WVOi9qNfXvzv579Fil1LrL4E/zEY0OR0X+2Vv1Afmb9JJ2wT16nVqEMkSelmv1T+rm1fRXOuMteAlX1XQ8iTnyaD6BGP80mU+U"
    "2y6yg9yETzHl0t+GIy62r5U2r1bFo8PtCZ0gjrdltt4tP2l0RpP0Dq43doS0IEFcXWKJOha+/51Lp3jvdC2rLmaPr2O+VULr36Bu"
    "RtNmEAo+G+rlK4LGn1iL+CSDp9QOHiFJdu06fQjPYhn33QWcfq7F+h5AFcQMUW2uvmLsUcIcN0WUaH85AblQOXylKYF9Db+6ADHA"
    "JFji04MSdqQqyVraR9LsKR0uxo7XzJ6r7aaoLhb6XpDZ0kvkm1ghrMBMIWQ9pDGe4zWfdxU7CcYfbhoZK/EeNXoo7ncB/jsS8fNX"
    "yCKKP+3is2NtTZUVez7FZ+HOgEffSY6hlymnAnOZzsX67IlYwyKRN/UpLZW7gtpwEt5rL9kXOabFU3+QrMdzF1j/b6SFKX4FSZ9J"
    "u/nXFFUoskTzbyVjEKn8FStmVelzcS2faIHxtMtGbiSzhuUWw8QxFa3Ur8j5Xa8HBYvg5+rh/WfDZk8jF5PD33WSLOPkrK/D5nmF"
    "Zgdvp0K3VRZm6yjizaKfsQrGYb6/ZCgFx8Wyse+3mq0dJAV/ktxnuF7aXFod+8pp8Ct1cS3KfPMt5CEpMH6L9LCieLlzbD/ysZ1a"
    "6S1IiiwM/chhEym5FXwGnyMjyiQilYwP4y6s2Pe0uu/pycHjjOazrMW5vVmPLOkgxodTkfstw/uZj59GVY/RQSd5Ve+TDG398Hiy"
    "psAJnnTMGyhef9uurb+vJjSwF+Ki4RxjgvvFaYnlPRNzGOeIO3tV2EKsVBPN5fSXgudZLPYzNmdQyd/n633EhU+UufoiJ/LNfu8t"
    "hyLGmoo98QpRgfXMU10/68xf9LNcNj2Q3izi5dlYoh5+J/k19FGeDAvq6yI5j1K2+L/4jreaass7bNXqHY1TyvVwLsQuPgPrb5jW"
    "N+UdZvKuBlvFSpTxcGXZNTmHHK0P64PwJEPl7/D1l8vv9W+yF1UJ0zyJnclLt4ZM9echxil+bRdKOs5T8v58WP8/wT07kE+kxndf"
    "bQ/8iOjlAzkPV3KXHhvMln/qPnKV/Kh/1GyYJ/+hQw2k/BqGXrutOKb+t8TXDnFi/NWhZxqxfnUT/MU6xqoZcgwcIHOQmRveex1s"
    "7lCp9Pt3q3iO1GpwwphnuBTiDohI0vvBUr0VK2m6pI/jGY6TiXjvqThvHaQQz7Xm46mEjXEecvApxli+NXUGNsXOHIPr3l8MkWCK"
    "daFH6GTj+kEmrldsLa56HbHsF+ITZ99xmVTE3KnzENn3k1txt0/LO+Qnnoy/34ez0F1uwM9OwLteLg6Jkuc56+znAxuRoTa22o05"
    "ryJQYPQzFNdompm98V8T+7OvtPHk1sMTt5PuYlPWX+PnP0Pkurk8C8uyO1ZwE7FOxzT2WSxb+F73wl67DXt1LfZXE5U/ZmmjmGZw"
    "AzuJC3Sw7ANrb1zsa2DltpW050svUCWiQBWEgldhS2k6tkbpeCq9A2L3Rsa+9yFCrfVKE6WMAnaFDa3mSveR0M/CKvUFHWvaBP0r"
    "7qMJccJquU5PwNl8FM/Q1F1+ol7L/ThNQTAPn3+OnCXGAfOIjkT+tV72xCedJTcGn+Icj9FriQloa35bW7HgOkxL9DyK4V0KjKZz"
    "uEJXrdqR+n8FTvmpr0a4pzQs1rooeDWQNPXJHdpiO86eHBbcI+/pFXiH15GP7Czb4oq3LDlfT2Q9K6/RlI96LUU7XQ2ej8g6VLtL"
    "wXNEG49TGefmn5ZBPDerdR79eoLaJ5/BxvVlvLpUZ+gxyDpf0+nksyiuPJPEbt3M5/WFVowt1djlJ8tAMWzMInyyea3erILmmSP1"
    "k6j7EyngWYX+EZy8v8okPP1X9Uq9INgep/R1fYWYlRGSjqdSDQ3pbGFn2dXb+pbsbA6voaskimBS+8KqGN7kOnGTcuYfHqAij8vi"
    "U4yql+i/GfueKJMR054kK9iZsHqATX4u4AlLsjK+C/GC+VZ3vzS2BFEOs1nMouF4IozRexGtkcXVCWr4NOpj8n/7ShVszGnEm063"
    "Kqd8hHU8Tr7Vl3BWjpJkrKy+CP7cIdrSjFTdrk56NWnH/Jb1KDmnc5qF/T7eq2htjid2MXV71+g4xFVNcicrxs/qv7hHm4l3tX7u"
    "Ecx8MmQ9MSb75Wq5wRVijMimfDwHtr+ZFfGzZRdxqk6T+T3VRLpWwL7PYZ7wPmxSD+nGvb0QFn85pyXsidh82lWcXzFOZMsWluB7"
    "tqMC3krs69uR0a0lAiUkUvEQcdXJY+Q2r3ezDTWzUrSgOVag3/UdweGsypwuq1ixTCAefprXWNC+bbySxe6vwwplaUn3Q2bptO02"
    "Em2FQ7Sfq/V9op3b+JkcuZTf4Qz0ANlDnhBb3wZy6RR7N3u2hpUoMHo/RgJx2tbGO2RV0oH8nGW46otkBPWoPmUvME1sllnE38kK"
    "KgJl/Jzvr9v4PnK8zCSCaAvWFkdwyu15xCGN1GO0/pfpSrwHCzwcnrGOfAPFrtpF9E4nabREGvJ2JhcSiW8dybU2y8o8qIpX1ta7"
    "FXvFtCNTzEZzZJc7XELyBQzws9TrebI/xJU/JC5aSpJvqIHRhrFE7YS9nmQt8h4/gV/HvTOS/ZMsMyLrk+wpqRhB5vr0tT7DSnlF"
    "qyxr/DvyfetwLvcS4+HviPUzra1NdQGxHD8ip6nA9WXp7yeTS8zYkobK58jxNsXV1DJjO4OasmPYny8nmuFAZIMhO3CCPVXJE95M"
    "37vGZzNpxlIX+oijnBOM1rky1MUQ5Hn9caLW4ORM8siB0COLjV3Aoe5cpthEZq2eNtkkH+J14zn/UIvzCYXEsa7mSWvEXlnkKxA7"
    "wWuc0spWrdSO3M+Oza8tm5jm1ef5TEeLIfCbODv0v79Sj/i9ARnLCj1fusB6bMte3WxGr2XUOjb84Hzue+OMWoaMNB8re7oeyE9E"
    "nJu9aauvWWzKJw/LOp3Wdyis5Rh5i2zLWyMGyuuX2MODJOUnh02r4SLGIEmyDNSSaWEpMkPDOX6O9akXV3c7V5yuYSXep5kcqmWs"
    "Zadog0vJ2HwWUbvHyHd4rzkyWJaF18mA4FY5Ry/CJ41BBPgCV80xw7r8YSdxjPVJ7KLPEUsu1hv0WDkc0fYAeIqfpFPwBn5mWFDP"
    "+eXJPB3mJe7GvmqCrVhN1slX8N3dyYDyoHyGu5gL33C+fq1vaqkciyi9Ru/Fv56Vv8ubsRpZ4Ot6LQym3fTKcHV4g16t4/U03Vvf"
    "7DxZK8MO2gH3aqhcu4JP6OvqqCn0LnH2Vjer1W+4492EmHWZEsz4Ep7XJMnIMUmc2NLYnkSZ6mlkgHWVUEOqdfcsCdWs0NYyiu0l"
    "Cc9OX/Ao36S+iJ94WFwWXMeTtQJXdZCvN2yOWOQRiWxHyCjR+vSGBV4mC7VbsCWZElbgtJ0oz8CS7ST/wVNq9mpaDT67K7Afk2mD"
    "9cRZw0zMuzaEKlyRPdyGXGYZ/7RDb1GFzMqFVpMTP6+8/rLSaBW7rLeJLucbKTlf9TQ9642lFvGwVeFGiE2hmHrfrHB7fUivgyV6"
    "U9eG32kP1Q7Tw0d0W43upCVa77DBrFG21StdpfV1tv6ZzvErrj7UHNc+RkrB6/s1+Rn1gj+x+4mLHQxPfApyq/nkDSzFWt0s03EG"
    "vtUGMmjmWHtxik6PSoXnhos66C1X4H5Vcs/ZNEeBXHHr4AX+jN20gLtsI2mZrzPu9rznH7MJqQw52EwxeBiupj/5YjaS0VKtl6h1"
    "5tsh/+wgn+rHOjhY7+foC7S+NX6Kfzl5I6IeVzrOgbr53KXge4YXxJw9C9mjtB15PPZP1k+UOlWhDLEYTfSLUbdVPVdtRlvzvEQ9"
    "+/7iNEILMcNTVAcYLklf1VJtYel3+Yl6PNlksgQu8SxvIXzRZzpezpXoPQrxvE+Z1+jOsdqc9gyodn1Xe3WpPNXAG1i3+gH3ZLjW"
    "Gvj+Bdzzdh2jqItjv8paadunWzFq2b5WP3Xqfn0S/+0MqYs7iWnP8pThFewpERItr5HqiJvz21+qY8WkiCPYrfUWPgsp+JlzV7/L"
    "MXrNxmsdeh+jvjboPjEXM1OH/kls4fEMhq603voi9v+brf9IrGN9/Nwq4jmq7f1ONESPaUKfG3v8hdSUjJ52axXiLhLGffgkKyPR"
    "bNZDvrpm390Z9iDv77ZFtTLq8vwy23OsUi6Ci77ebwP788sz10yt3d64onW4+rXwPs1kta+DBzoL3mY59oBhfLeSA7EnliBqXtmG"
    "HV0L39mPnr2SMcWerEpaN/YQsT6/Veu6kbMkZB0sw1XLI6522s3uSWT99IL4/eCy8L7xXdT5mq/rafSSPHUyLfsfS27ndfjcBfoJ"
    "ntx78iTivgFyCl6/G2d5CZ7b5sj0r8Pur0HGOxr3fQ/uczbWwLoOdqWvIJ4pUB9jFu59HazwMk5cdZAH4KvW4yfLqane3Ko+3IWW"
    "IuWv36lGJ2gRzoEnPI69lZo2KgtVRF8tUtPBPUQmkq/VLOlwoj5tRtJqI6XqsNlJvRavT/c6wrbWq31d5G7s7aTfWWu9glrGx7lZ"
    "j+D7X1/ZPTgW62uqlufrd3qrnq2PlRwKO7skdBx2Gs/2tUxt5vwpjeo1IVnQ0r5yHp1J9x29PLNpX8n6d1qvaa/bU63/QAx1m7yK"
    "mGOKGvf/PbC7/9Fpcgjy19ek2ccE3egD3LR6CeuiZ4mpiByEXGI9uVy2Rcy6Av9thX30uLwD//qhnqBH6NvkDXnV8MeBTTRdigh1"
    "Z60LZ+rLwSR4sj4yHtGA1S1vobZegfxBOX8vtgO/RPQf4T4afE8lJF7sVCl4PTtF/hDFS3a9PWQW0ZxKL+F0rUIqGDb5z7BVu9nz"
    "edZpUn/ZzW3BMBVTJbAYo1pb+gMR/ml35mhp7CCzMdX6tqz3Khor4muM+tFb8Azav74g80MhRjiZL+kvt3J2w7E0HY2M4SJWIkwJ"
    "q5L5kn1iJ8Yl+ZhVSL3WSjS74q6rhLNrphhh80Uneita53tSCbLznYJ4+HU5HU+iDyK9bYJdYIkqwjPhn45ErJjhJ0aabY6dalXM"
    "uWG/bypj/VrU4Nk+p1nf6TGk7dH0YrV6lZwpT+q/4Q+FqO1qThcNEudZl+B3y50mcq2vFKf4GXKGp4maGK7T+Cdy77jIro+46esM"
    "M+UUc50/4j2LZ4fWUft5Jz/0rM+mq1zp+SxDzqcvJQ6mnTgG9C2JR2zncc8lHiHvdqdTsq7Ep6/ndR4Cy2GTCzY/Op9aPRU4Z+XB"
    "R/p7cue0kx3lbpzA/cUUCcbrtbB+bSFhzAo2t1J7aM0vr9RMt7+Xtorjis8m2YyBq2IMYH6SIQ9YBedeC9zFDu3jtOyf5XMu/orb"
    "0/v5E/AR33+pOl67KELKE21iOJKMr7tHXY6zxdVE3N242sdyIqvxjLH73sRZt4h3vL7ubVver5G9y9V+Tq/gsdFb03875NN8xmDz"
    "sCZ7Mfdchbx7fyL7Vpu+sDwr3am9XA3bYIzFTdi3F+oM7Si3kNWiiRMeIWcwLaJ102Rl1BMrUMPdqhr7SJqrkNcNd5zjQhN+sus7"
    "jvXThAm877HkJd6HO2gwrqOEE3wpfIrpv94uT+DuK8kTWkmUyq1i/HzHw9vNFKsAVbDebN5pSzEG47X+DKzVSFlX9QBx0yZJfM74"
    "OIq2CuyJPqYL45jSWPWV35PjPfeRvcTwkwVOsTbhk5uRnxtLb6NXHDf9h1LG91YpvVO+1w8QMU6RDkEFnuYQfQSrOlYuwJ1swah/"
    "M/bG3BRwpNVjUe0SdpEX4kwuV8OY34kop1nnxxlVJ2mtEm6/Dg4k2CZcHA4vadTPw6XIzJdpc/DncGab/YU8PeBIrxrUTB9s2LPi"
    "mjTCHrHTsG1tK/rIQNlwyl+9uktIPZPVOL1/0y/CRXK3jtBrZF/ZtOQyj9TrJNE0kaGE8p4r1+p7BSKxqn0MbP34Sh+Xu9y5p0Qz"
    "RTY9NwtP1KLAetavqold2QR7fzX3bZ6WsBM5CzoQ8V9CbJvLQpPkQrT73IYcbhWeMyXkDjmSrLShRwk9iZOyTC/Dc3tB38DZPtsQ"
    "DXK5Phsn4O1+ESuv9Pohj4iruVbzNKf85zdhnRayD5MiVm0CznwlI9N+cT4YzR+0VqjRmJFdGYlvJTP09OBviOrnaZMMh8fpKsOD"
    "ep0fHk9vY7q2yZg5PVLEdmjSMu8X95GM7/nCcgSNsix8G2t7lryvf9d5chp28TXIhufrMhlGVfjbxfAZXxFt+g5O6sA4Y2zp2WaY"
    "yUSzXj0lugLl7IiLzbOslTobYba72aOy1uPvi8hdbxVyY8a32GsJV876Craah1MT3Lx2A6zDB2r8FRXIKN4R43i5S9/VxXIjUcx5"
    "8g84zi3D5dlK7kHmB4fDMAxykz/5Gc/JuZL1fauVzsC7Wo1gF3mcWXeG1sHpoVl/wmGfGn0MGrBrkaOekos+m/WH4Lhgd91DXwvW"
    "6Ifh03oRor3xsji8XcXHo0Kmj4h7pkBMhHvC38Z53fHSjbq8t+CuvsBrj+ocPZcsXePlOTyjBBWezyE3j2VbOfaVqv0sqIt9AukZ"
    "nzs3hTHX95++0ZVkALNs4HdYwWFi2p9nIo7tL1/B9zThO6vw5Fcj70nzClPwoqYeOpI8mBV4tYwr0ZV4uiX6PhlM1rMaWOb5hKqp"
    "glNNq3wKKz+b4KT+iMxjGWOOBPHXS8nFWo14oUPQVz4mh8ta3Tc4AX97EafZNBI+wnd8qZcjthwRjMF+6CRHysIwwNW+Ac91tDwK"
    "H3Y6MrTuwcViimbj2sgoVVtQvCERyzlWRMxrVnoFR2NZrUIslidHSymVRyL8WT0rjXWcO8/wLDV4BvwaRrE277DW/33LVjhJjatn"
    "VsXZgvlFyqM3OhGHdxhi+MmIKC+SwchIre5r8+wL4RW+4ee7WkoL8jDPSOa3sLhksWqNxLQnmS1UI0L5Up9ANFNcqaX4K319Fbe7"
    "NDJetMnkajKjJ8i9UeBaO0+R0UtYR6xCbOh0rsqYsds+nqo/YIcXx/c6HavwV5SFQu9bW2LELX2WsR47rwxX2EScV96rcRhDb/Eu"
    "Qq3vXdpTNi6KV9m7qfacMBkfW7pP2pW9eqsULPI8SY3qpqra47Q8jr1evKqb1ueYb5p/NNv+MVZiEXlDRsaafy2xlVvH7+UJOUPe"
    "wjrfJ4PkM90FccPpeo0O5JNx8cXmkvPxaSNzvYh/tT6u9e0k1fzzU9jd23GyT8C77CsX6ddYiZl6sT6PV2u4r+1qN5ak10p0EWyx"
    "/NQscssr8z0K0SK9yyQbx74ZzXvM8o+wLx3Yg04TidCe+9c65e2IMl0slfC9CZ6Q8bTdlWQxH+D9Y4ZxRBn5TRPq+l8vwRvcQFTq"
    "OsR73+AcTsd3PCqOm6+K8d+mvhuQg0c5WYrP16eopLTEx5UJ7sh+jJFbaqZOr9X+XMP6Ujp+YgWPaOjjz5R7GseJY+L+nu83QJw+"
    "1wGSjjOD1X6V7HoG4mmcLJE+TQMtu1P/snmHhK8FFIiJTSMGs/7IJuwt5FkXM/9l6M21PJu7yy7cI2lGr25yqILeq4N09k9hi1ZP"
    "oUTcHE97yXu+2eisOaTHJ7563+DnTJRqC0/Air1E1uoCq7H1OoMTa47vutjeKY7JMiabkP+3MGzuhjjdtEfL8f238R2WsyOXZQXa"
    "TuihsrMYo9ZN8OjVrBzcgDWob4OjsMAcJ9cq1zzAz6MWf6UF1/RPPClXX/wI0U+yDVZO044MNaqvNHrPYDovPchJZpHXRmLokimc"
    "0jlX1uDfLkPuJS0Zcg1OSbYNPjvjmd1D1upeMT4oxyimoA/Jq1jrJ/VD5ClddMvgWazWYTJEP2Nk3ZJnhnq07xTniR58C+v/L3FI"
    "WdNt2EWcgvoxUuYVlhPcETvzexa08UogYaz6Ef3qLvmYFd0+eyLjiz/jZIyQGnZg38FO3FHGyGI9Q77Ae09GJH+c3NcGS/wU3I/h"
    "vU8JSnGOkzoTe8H4nma1mTM5dppREuUgjg8vxzNj9/GxOP2cpUQF1HHO102DHiVOHaDe97hsR24jq+DZnqTNaor1SNb4OHg2rfKB"
    "0qL4EbKiYyf7S06gum72pbK9Z3CrU6eCVk/ejiz7NO/xvNpKT6d6boK24gNyEtt7tmdvt9ivX76S9FiBURKh6vI84Tnv3zpSCUTI"
    "6udYg6p0qE4Kd0T0+FiH28PT9GZ9MbxFj9LPqbjpzsD3rTLHqG4yFdH2YnXajHuK64M6nGhbUxehuvMUaotHtVN0oKS0IcaLh5zL"
    "iSK31azjRFXDQqxBv6Fi9c8Vqn9tdQq+n7lV3GNRn/ckvaU/hX1xV9Gv9Rq3ee3OfDRCwKaZBYVUgCkng7VNBybhFXNizK/juOOq"
    "OTXivOZoGck6XjOfcB31gW0+0yrHnbk7rhNTyXucOg6NsBZWx6vTm/CeI4Np8Op3w+/c1v4DnYDI+ha9X18Pr5L7OSf8g94lg8Sp"
    "ThlDYJmfOp7L3dwUK4jtgxxlujyEyGOS/qHd+/o8bMlKnQ3r+jHO593aj2qF9rMH0u+4Wn4HWu00LXGKrL+ruEevlvVEAJo12Ryx"
    "yP54Dodxvr6aK7lMT5MtZKpnhAxhpY3rdgDnIms8071FifvF2ZdNsc/xeixRfnotn+VZcrVHbYW8RqexmvMc6wlaxlDPE8c+4Gar"
    "rGN5L/Ji98RmIXJ4yD/9a4n3sFzgJDHG7zXU6VWs46ewuEfC2twmB8k8YsSn4/7HabPsIVdoRuaWrNXHkEu/guc0SV/D2WyP5/Af"
    "vNdS5pI5VgjyZCa5grOwbnJ6DCPaPTg3toy6GzW4086yg0zDThwESzgfHnkpTskQokNdpNotrgGHMRemU6WzvTjYz+NabGJ1CGOw"
    "W4FPO1RGwLr2RyyyFeuEIe6jnrws9so0vFKOuKYOp1eJhQhjhPXunl96BaNnjRly9/CMuY14zl09XsAwTg2MRgrMpvKcAFwBb1eH"
    "33eX4dJdHhOb4awgy2/IuKfgebSy2MvLkTUOlahDq/FZ7yK2z9YhO62nDa6kxkFXOU9M03or7LotEe+mPGegswWuXryX3KY9kF0e"
    "IjvraL0QuXBGH9brgz7BUuyy9rK/rON5+QnWqjtWop7r+KTvYTTQd70ujo3QTWMb29jAYD1xTlZb/Y69dfMAByMmGywneh7cPPyi"
    "MTubQuwMnId7ZZJ8ogfJxTJHv8DPvOxtjLKyMZhVjJCV/3QbTCkFRuIhfKhZTvM8AXfCADke/mGcbtuuIlyp7wXrZa5OCf+u54Tn"
    "4Il3kpfxnL9CBjoT378TPNH7+oHcQ7x06GNnu9PdxfXB7TybmkUVZ8AMQbZGr8faf6vn81nbnPbimM83ZA/Z+KRHkZ/M1rNRvyK7"
    "20ziPGo8+6x6xjx7j8OozrQeq3QRdvp6RKov4E+b2LW4ZQ/5v9UiaYv5pQq27VZOSpXIeL2DkZbZ3g09SegZv13GXqb7iOGK6nDF"
    "1+u5QQJ3Wov1+wi7uJc8gXM7Gat7UGBovE91CpkRXL80whUIzsNGUhf7mqzXRrVXjpIazcYsRvlW3ZAtPPrfFHU25X5Y6mMsm9J9"
    "Bp+0vLBNUIZT9ry2w138S2qQkd1IVZs6xg3qa8h53IGrIjX8JsXSv8NyN+rX8I1Hyb9h+TaWZciG1jOeCcnCOtqjT3KeRaLgkQ0t"
    "lfB0/LfV8DmDdabcrrvKzXqq7KPtsWuvDnoF6s/zWO74LJGa9o6L6WkssupLbEAzWSHqyI+bYsZviLLyDV7pRVxvnb6L6Mu0DdYy"
    "dq9jDTrFLKoe9sz0IE6QnRkF1WpbVffin9P2VafJ2LLhVW8tv+Vzir+S8Vl5Jes0eaor2Hf3gJXaXgx1vDV2kWVpO/E0D6EyebEr"
    "+H/fz/9ybf+395P3U1M7kb8ijQxZWQcs17TvFcz2LDP7E6GfxHk3xcYdydTlOP0MkzKTdnAFWcBKWQEr8D5Nqd1YyobJueRIyuMT"
    "1uBrxqtkeJcynILvmYtZj+B8OUJMPexcMc7TbXgfDjltHGWr1bRBT5C39Sys8r7SL3hAJgWnhneHVyOmWhFMDGvC4vP1xV/pjhO0"
    "EbL+pYjUX7K5SOkonyOy+wL7vdrz6uSogml/W6mPkG/zamRP5+K7z5AzpUqe1XvkP/j+jcj1lGe3UBmV9sWJP04cM/48og2SXrsk"
    "RMRY5hn7wphHxbHL5eClcvQh8/Fux8fKbGlG73sQL9VZWiaKXEe1lr4thwxpMjnJJeZmcDwtd1AdyPGuJOifHFNVQ5tKEz3FOp9N"
    "8M/z8Qmn4KnM023h8V/WB/Bkz4VPNH8+UbYJLtHt5NzwJT1WXM8+gais2XOyWKR2Btb1ADH9tHeQj/6g78DurdJrZAXe+xUdHth8"
    "xEJ8fUt44An6Lp71R8Qrlunh0lXyng3LKTe4We+z8dT6MtOsoBVagbOYoYbcLMRpA6gw1cSKWLUeIRmvgVSyAcIr+nszrrvZZ3tu"
    "Ij1LLLHDCaZifZw8T4b7vhMkGdeEHUrbYrjVWtDilefiPxNlUG/FlYCrJNKyOlQc/1dW/yzVRMi96BE/IlGPMPCx7SD2WF3eFTL3"
    "+gc7Ytars5M0CZ7vNXjeT3VHvbJkCvzdJ9j7kxDhuensKYyXryMyPedRY63vo92v3JtbxY02+JrlILWsIdfqF4jnlqrTQWjv56Yd"
    "g/UYPx9UIDpyHrLpFeRlu10TQTmuzBBzH3OK7Ceq3gyRBGt1hkEsZ/eg9RV02KAe+TL2q3Fv1+CejpXHZRtEc4/gXks5Q1QHP94c"
    "o+r7sQsX3WmHDRQGQh+D2M/szp/JbfAzOSoj1XpEr6vrJn3tqNgrK5hTWednCSLdGlM4QcwzEc+hCtdnnb+BnvvFpiSuYD3mPXae"
    "7tH7ZG85T6/EKZlKJTzHkBd6fFEP7oIdpVadimexmnfxV7b+1eqIscE1BXcFP+rvWT/aXnvoreFmcqjOCSbrg2T+K3jMp7vfeqpv"
    "HEl0eguGVDnzkyXj/G4SxnrA1fRTadZpfy8LWiFS6z2jZpp+ZUcptMKrRmiSlNdoa0FxhT7Hg92QOq+1kuIOb6DVuw5r/6Os8nM8"
    "edrMtYwyZ5Af2LrHJ3t9sDSsl9UAfoTffhD+3nVuCtQ9ex12r6OUk5fTsEK1alHkeqLArGdWRqRV0nfAU/DIdbTIh/DeFzGXqGP2"
    "kqAVs0nshbKW3nWFn/4MfW3vR28zlNFnjbdDhpaqxy5JkqE4UjKv9PbqUGnBPbv1v5BVckHMrmR1K+d9GKviVDF+6SZEdyv0S32V"
    "uDSHJDaEtvVnl9ObrYJt7xr0gE+wu6untu4KrojdiU0LrPNoY/NL9d7i2fM9m/3PFcSPhcz0d5aURzU2a3+vw9GfCqd5xk+tewyd"
    "WZOzvxXfo5tKwVejLf5qwWdY1cuqjCPFdGtT6iaAs6zEiAyIcXwi5a3s3V7Ecx3rJ5JC3/kcj39NI8vfk2pMfDW6Rm6QH8msOYlP"
    "IcWOzMBgLr5rBvfc97jrQXKTuN3QyN3QwP05m37SenyHeb5oywTrENGv4qxvVm9FrnCxTEH8sS1+X6YfMSq6ARatArnlCLlYV8nd"
    "+oQeFcxGXn041vVHougr9HQ5XrbCle2P1ZiOVdtM/osYpj/i+GODPlKlT8M2LoAtuRl3tqWkW1XrIwboMNYZcIyL6jnF8jrKr9HN"
    "rSzw7XHNsKCbtTqRrsdgf38TGXFHuZ56cqPwr54yQW2W9s02etVV8HfX63/kfuRG78GTPqxfIbJ8Q/+I2HUETmgPTip/Y3oqeh48"
    "xVzuj/+dY2Axn6XVRtJ6JqL80XKbGB/NQjJNfESb5tSCk+Qyr9bb8ARm6tEyhNzsXzLytyinCdn5IkQxv5eJahj/p3CiR8FyLMO/"
    "3iLncSmRVUcSc92AJ99f1jObCqmcqrH+lKtZZMiwGVm9NDE+zvrthBz5XzIV73sNrmE6dtOn+JSeVAjsIIPkQFnDSuk6eNUF+J4f"
    "kf+WaRhciujacoZnceK/1LfkNb0fO/YuohOMZ2yIpLhmCVz9au7TaDIiuwHyyf5WgfhqlhoXw3pW7Rv1n4h7a+C5uweLdHr4k14Q"
    "zA6btScixu2xPrdpDTnm6qij5/AjtsO68A7Lvd9yXbGdEYPapInjmGkkz6vN8v0VPzlQjHGgHk/A1rKHTJV5jNpq2MGp5DxrX9g5"
    "0xhLIYa4VD/FuZmvb0q1TPLTDHsymykRx2hVImaJZ8ErWySyDs/pJakiL9wCXMMpeP+puLcfEVfMI+r+Mni3R/TfnO/q7rFiDstV"
    "Q3ub9drTv86U4lgM6nAGFXba1TP2EUMcjpGVfpWNpaKa5yFJLFDxV5qpt+WqbxmPk+gnriK3lTR5jvSCn7jKk0PoBz2YjII7yp5y"
    "UdBPntJX9GS9Vs72viLbqrsXkgPQsL4H6Av6DK7/J+1Q8jWeejdZhLWdiszoMzEW7E+oebAL8rR12O3v695tqIuJOARKIlZhUI04"
    "MWbh+uZ7HuX3+LxsZrmfPK8X4L3nIJPYU3rIP6g3/Kg8AY9l1vI8arqGxO/39HXeeuQeo5mFGkJrESJH06joQe2DtqYHfqI2jdPp"
    "GiNuNmI57Hh7eYuzZM2I73aQb8lt3pNZm33eYGbUeT9ZFXV3i1cn78PPnS6LqBxpiKKjseeHyhXyGZ7LuPBvMrr9LrBVp4Yvyvf4"
    "/8rwXX0K9/W+mtKU228PMJ5zjO2GpVPP1hN5tUKr2GiLVtjFMGbtzsd8f7uR9TbvWcz3llfhERewazqeLHW2qg1trltxbu6Ie0TE"
    "TcUPjfVsFsOG1LGif6kcDu8wBXb4Qfi7Pb3/6OKvP9sqgx+C/HuRPoafq8CTt9M6i2qgZf7+Cq2w0p39vkrBd2SRG+QZhSd5EpK0"
    "r9XhpeFcfVmO0xOxO8fp/e2e13N0SnhbYOdoL6nxSklZWsMCmeiW4lnWeWbBbqyKpPQo3PHKVopQrZm6Nuea2ZRtLSOK7Xwvpr3U"
    "0242srtvtZbVrKvuCrtXDV+0m5T6Cc/u0uQZAVbj2dR4/jPXoTUrc5643mENntkwrNA0/Uw3DRKIV0wfbzbW9M9iLF/lrAbYefoA"
    "77+SjM5nIlrIt0KQR954IvuSxRQGzLo5LvUEz98j5HloJuuxTfBV+U6FvT5QHAfpMVTnyPqYKhNPAeaxeuWx9nc0mdbE6laZnk8d"
    "nAw7zit4RRadX/YLZo6WLLUnO255X513001r4YVWt/HkXoAdOSb4RJ6DjR9NBoYn9WL42IekuEaIYznrFfdFVSMmj7x/aoV4P24h"
    "dV43bn1cV2jy1rFOf0d245V47WVc2WJ8ZUexmn9/5ESPwc/PY0dyE9j8MWLToEu0Tq7VPRDHLEPcsgp77CbkhIi/xezzRXiv4kiy"
    "cs/Z5H7tK5l4SiVnFS4fA67SsbKYFaM0qwwZdd3gTfxcnLNzBWLoDN1uDBy/FxfbzsEVGvOOKcMNZeb/Pb5vhZ6KnXsys69imqn1"
    "1ChKqDHP1rOSsx6+0dAGjyDatZi2Ge/YU0zxpBzv9Tn53wbic8sYUx+A+x8mLsKo5l5s1h0k4TWtbJ+b+ssYIpbTnFi4AF75QCoT"
    "pqnct55zto6l2TKSXliPUVJD/luLpzKIRL7Fv0xJ0tQGMtQPPcRjBbJEPgyi/1nukbK/Xt0v3iuoIhe545y3WG9nnNzTqRd1NE5q"
    "zmfVzqvM5XM2O3uGtzdZTfrVXUQ7l9PNJR/nko57qtFfSc7zPOWJOTP20pBdux3kep3AetqPiH9HIHpbre8g/rmEGL0KRGFJP7vk"
    "2BsLcU1qFLHGa1vNZilW/G6s2Qh5VvfHHihFzL+z3CeHyo34tK5iuXEUdYg4LVOL/R+QhepmeBu8Ppmbz2vGtTZ5PFk9/VOB1+2s"
    "j+shZ4lVGSOV9Dzbytu44oPkBarQf4Rdsjte+Ua/gB1IsMqW91ef8LMUrtawiFhY4/xrxs84fqR/yAoy0uRhT/Pc+2X6Fb73XEbP"
    "LheN5qO2oVXtwqxzLjFvC9X0vg/G82zQdsFCw/R7n9UxtiEttadm7oJTWAVdhatR1k/2xV28qm/qK6xhT0OkdUbwPbKurshZHm0j"
    "y/ktvLrFX3mVJ9MUxjriU04R61oaBsBqCg/g/j6ldf9aV4opUe+Iq7pDne64qmxwr65jPkRqfaU3xPktMFcq/AzruiGKdxW89Eqc"
    "8EOw27rJ90EZzsenWOEX9CXYz1qyIVbrNUEtFfGMKbDM78k8s/nLYWeW0Q7XMP56QitoJ02P0biaboXFLsXXkrS81ulKU6f9TNzF"
    "W/hzrJTTb+dZBzG1nFVEdVv9fhTti+v0uxq+IbRszuO2YHUwQSdhP73Oq7kJP/m8DtbHqFzqJpVzvpsfxhXjjWDxOonThsj7u7D/"
    "XtbXgs/IY38povDliNRWaQoe4xW1Fe0jHakhmSTPY9bjBszrWGcv5ZW0RNwsgMW9txl3Eiz3YNlU/oQVGhOs1nmyN+x/Uqt9xOas"
    "1hHiJkfMc9YjT19Hm10KK/E7RIGLqG2XpR3Mt+rZFvwkclYjDV/HQniUNHh/kCBiQD0XXYKKKlnyFj2CfKUPdto6Yr4S2GU/IOpZ"
    "RtvnFC7sFDeRU8i+Y726efrWe6a/331VZJfsxu5AO+QTR4lVsE7EKs+Xr3BuLoPHXYozuy0+Yyni9LGcvpiNn3pAEj5/sz262tvi"
    "0CM9Iq06hzqeZyxhiKIOlx1lW7lQHsF5uEyu1ns0K+fJG8gfrW7fSdJi2LmD5TE8xY/ws1YLPZK+dZ2fXEhxmmYvPIfn5W728F6F"
    "BzxQnoSfe1MuwJW8TL9hOWHGx7vvUqfkKk5f70g0Ugk++xL29MbK7byLMewRhL57braymhiJ9WTfzRDj08z6UTu5Gr72QZzm94lO"
    "Gi0P4V0sQjlTJuDMGS9mNXeR4VMd88wKMtuPw1NK06fuJVZrPYbTsmuxVx4reVnfxvosx3dNw59341wdDPv6LdHTBVY1b/JMoaW8"
    "ryZafWchHSa1vc+JzUMs1RR9RVb3F9eBmsnJi62xVnXkg8+RS/0orM4+YnyJ2yLf2l6s9/KUfA3r8QnWf4vgOiqZHOa5Vwtxx2UV"
    "330KfGMHsSd/hvxEpjpTpVhHlowOZN5K6LvUxFXcjeFB3qfqyypOhQjrFzneSVfyI7geTmtkfAdpPWfmsqYMp4rU4+mdMkRvr06R"
    "Jno0zSytSf8oq4mRbvQz1fV6EHH4GrMtbR1zZIfsdVlM2oNWp2fMmu1OekZHSc5389xcoaulfyx/Q7z/ndpp7IbzvhxPuZN8jNVT"
    "ctUcxYgjSYVQZb+xsQ1E4SAZKdb7HIPzOZ8sEcb9O52YpE6t+BUKfuLSft8haEYWFZAvqQvrMniG8Ipf6kN65wZZQciJDZcBV/Lv"
    "u8pEcrsapsFYcFcSr5WAVU6Rm+oCOQef10wcnPIUR9nnDtKS3zkUeZYRx7Ps32axb1eSXb+LNDNuLSBGLaXqVKPn/PwjP69Azup1"
    "rOM0sQvi0JL1/ESH9yloT6qLFZ9s0XhyzhTmW6LoBM77HDUGrSl6JOLDxeHjcoN+E7wF+/ZRjIYuxPO0lxGtv0I703Juzdpqglw5"
    "VjX7p9i0XoJx6wyseQOejOEvR8mL+J7+rBoYe7xhcDvJDtytdeSNytJb1lNxcEuxHdxMjqYMkexpRGEZXydrQkxvMwvtiVizmt94"
    "WIEEn9HLcjRX1133qYySQ16NdT8i/Gn0VLb2s/t53ThYSSzW24j0rNexEtcxXu+il9hVHBuhxoyaBa+BfaJoPH3oMrqlXh25iaji"
    "wxARvy61nqG8GbtjS9k0uACZkkWIf4PPmKhnwWMcFLyNDHyazijpJ5/DwzyJp3EH7uldWP29YpbVo5n15Tl9WhZHwIYCnOFx4Gnc"
    "cS1izWXYT9/D4lbpG7CXHRGZrEaEYVXBL3VP+Jd1zNIzjExttnI3qfZatr9ejegnNgE+XDqIqx90FofwblbTt8ky1s2Q0SvLjt6e"
    "eO5nSMQkk9UGP4tvWiGNv4nZdx29uDHP1VCPbCLVMlYhmvm3PIunbOjrs+UD+Mwy2rJj4f+3wgl/Blf9MjxONV6ZrPlgLLL2kfR+"
    "WfiWRVR+PlaMV2Ay7Pg6asG5OZM0d1RGb8G717KOsLVkfNX5YHEexzENqWejtZ3WTqIO5+9kCj5lc+ZPrkZRy8hulJ/nKKb52MjO"
    "gtNgtSx4H1FO7YzEWmwkadZQ0pzSMObnEbCmK7DrymGPelHF91i5Cb+Pkv/qa7ptMJrRaR3xoKaReAnnEGxifJU+ju/7FGt0r+wk"
    "48JDdQ0ynw7BIvktEX4d497beDL2kEfJX2rR8cayEfOaZ8Txi33MTq3trQqdKymPr6tifjqfP/E+1mbor1qwpcYVhpjiOaz7wbQb"
    "0/RB/NRk/Qo7em7wFL5iumMV+Moa4gdXwdNU8t57xJz4KX9a80SFZX392q6uL7sIEV+jaaA45eOLcGJM03Qpn8h58om8qztJN3kN"
    "n9+ot2qlbI9P7cVZxvWcWahiXePPMgw+32YyTM/+O/gaq6j8FSfzeLGJ1O1K7sK7tsc+N8zDAWTVamLmOIP6bq0VpdycXoERQZL5"
    "QVdaoq0844vDvc/FeV+Aa34QMcw7iBjuNyb0YDxyV9s3J4vTu0p7/H0T/VEt7qqczJ9J+naL1N9hdPaN/gTvugJRrKkjLMIJGird"
    "ghlqXZzd5AvcgcW39azolMJG1FAdJ+sRY87D3ehZlMtwEhrZp3LPIO/xxKGvrH6ve8tf8G5dsRZriNeeQVyamy/Z16shh+ru3vKI"
    "deTQ6oU7PTGooq7mJNi6NdQoyPo5eItX92eUtQevtNFb6Zm88zs9O2UzfvpHzhxEOmrGN7I/axzpVijezSRHFhCLbCxu6+UZ2qwi"
    "uQ0tgvn+ijZOSZpWs+DzAfuK7YRG34sxJbodW8UMbj7xalkIq1dPNpm9xLzqj1jNPaXMr7NTV76UOhKOn2FlXDFTariErXSnNOb2"
    "UnJ6ht4j5ltNXLacOIeG/wxR77bYA6bXvQViU+t0WuzyUhtVqTqiI7I8MRWc/X0AXsmQkd/Aks3H036RCjTfIhpfhpVfpRPaWLfh"
    "nHspeDyU+1t/Wg/jrezCWG8u6znH8RnuII7h+wSistLEEYiEMWtQixJXP3In2qysZcul3A851tsKnnmhGT61EdFINT5xqOyNJ2HI"
    "YpvdrWJtP+9nlzeJz2pWHXu9+YXdiboUzqzmfMfEZsTXsE9lqMlHiCnLEms8g5FUwbMpncSaUd7jZIu/4qpzO0voNaRFEr6SEHVS"
    "oghiuJ/jb9bDwwHyDc7O1YgILpHzg1GwEQP0u2CoODTZzuL2fAWeWJZraTNe/fGctqdaSIZz443Eo4zdYOd02KCjH/hp0ogPfxNG"
    "XEMk6yvdWa2KZ5JOoA5NAc/Q8EDHSyO7Pe8QozsV1zkHcUk9PYdNby5D/uc4XBv0DrkNp+IvsFf/lk90BfLwFdi7u8APTYU1WEh8"
    "YjnufAYs9tGI11/AE1iIHTNcxusj8NSzkSE/AOsxAd7qdewemxKogyU9VXZDvjEdVmkeTthCfTk+Qa0Zmhz3zjz4uNArOye9X6ng"
    "ZEXEl1bgjHSanCn74/wehesagf9XkSNgAXlU1usbcgBORD0RMMaSishLDFdgMW8lVTwasd/qWKvO6XPyPeOUaiLclxKT4Faz1vcU"
    "M0SR7YivtvPz7AVmEZl4osu0hAvx89vE5+P2740QgbW8srF/paO8IIa5W4313oRozzJYzK09JibHmCc6y4W4fldMLzT0lWFbWUMX"
    "dyAqOsPY6kLcs01XmO7y27ijVcz2v4uZA7WVzejK3y1/SMBqGAv8TjKBTCAWk94kUeeyQNRuys8IN+r5yESn+Tn2z6kKOh7ruZ3s"
    "KxsF93KGYbVOJP5qBC1IA6sdZgFGMCN2WmrlPCUXYA0OlvP1cLx2EvbWWr1Xd8O++HOwmewsByIitFrztZz3bdYPEbWcq9XYV4aL"
    "6o745hi5xjiM8W5lOgw7ZMEGeXDwq5jKkl98tTP1I0vE9WtdtSZBJYuZcof8JVyJOOcMPLVL9I7wJPlAcjgpxXE1DqXTvtUnJr23"
    "2CzmmWp94h03VTE1oSNx9spw9sYGn6ppjT+N6x+J+LyvXIZzZp07qzzNxfWfKn/AWb5CrqZqmOG0LI+8SQ6RJLUNrb93Ep7zW/jX"
    "YXKrbIn33wyf97n+Q6rbwDQWfKc59DvRsuGICzkPv6pesSnynzW+j9iZ3Air1HpKncjPZV3962mRIqbvnLfFn6hZrG3kW+qFvq6z"
    "5SvYL6vMTkTUWLy2kWDtuIB7b+IaNrF/nKHldLwRaeSExoBhmW+AzKZOPlR7ctaRGioWe9wLz3qMTIR3X6+PWC8QEfP+WJlS5EKP"
    "Y0Uf1puxwjZNNYj8+KvV9TWth1iFXZGnNemE+/q9rEGsZxYphTOXi/lFh1PHvr04HomMWn3kR/KYdcXu/Y7x1C7SRdbDtlXChl+B"
    "lSvjnTXp5Xj9A3Z9DmxlHaa0ijmO0f1K9kX20l4ely/D08K/4Io/ld2CaH+u1Bb8pnX3XQ28mTVFJRdDxisfOGyhsRAMhHUIfcYa"
    "coWbOYvcjJ3lGHIPp2Xcmrg/Z4tqfL0k7fFVjldpd48s3diz5jnOA7MrR0rOsyhb3NtLHP7NrMpE3HHao1OriMqs8J0oUxlwLLX9"
    "/MkKxKHxq32/+3t2Oes4g3QzuVOHkVGk4OsYVrvt4Cscjs8052d3I/2TlN5hnEHhTvI32NOzwsN0e3j8N4M6eSlYC8vXhaoqK/GJ"
    "f8VzehD39DlymzS1fqy6tpN0Z37XQLx3Ge6gm5+0rKEC0HNimdR6zj/0jucNGr1OlWJ/HSxjZIuglGq2I7CnBsMP24xOExn1D2V3"
    "3ezUWdjFXckD/wN20zvaLSgjk0gTkVo2FfkBK/G2d2+WZ3zkcx++Vq63MhbPer0Ie2r/wvvPZkZS5XuZFjms59MyP/ZHz9SxnZgG"
    "zWusNs2HXXkcJ/WfOD/nwwv/yCj9DJzzHrI77h57GrZrBvxvX7kO9uoTnO4z9H0ZrgfJpLC7/KnVke6yQUW25VcWaxrpuToMdHGW"
    "xJaoyjSxW9ShjOG3gSy5+0qO87QZcllmEFnNpZ7fDPiYw3DFP6h1fGzS9RXfXVGfRzl1kogV0uqcSr3kCD2Yo0qAKaBeidNRiae4"
    "RlNyBCxKN5mGPP63qHVaf7MXOScjdZWMtyoFvRv385TPFt8mT10Q3Ik1KP5uYTwRUfAT/Q5jsY3YXMzn7FrVUmO9h6TIYjajjRwj"
    "41WplHgU9cjx5Zxw6i21VEhYqWdjV4wnK3ZDzNdZ+AVfp8gNsID7Yz/PQcRyBdb2MHzvCHlLK4OluBqblbEacn/uWus55zhxMDBW"
    "6MkSBV3gjg/bVFxsmarYsP9pEwNp2Gqbif8J974DYqiP9Cv9weO7Mq0UmSMMn0OAC9XTo9XpJG4WeTV36zr8uzc8za54N+OxnsYu"
    "dklcrRjm82OnrNCNNYpqZlEhdlAGn2sx7WWyXbCTXIvI53zrSOstuphW+QCvR5qPOZd7xnWbUjLKN9M2Gkr6C6LD5mN3byRWB7Sp"
    "w5XYX8+rTfVMxztMJSYtTaufwDutg/3L6IFi97IS8ZZ9fTtERDbNYhoc8/CkD/PM8xmNai9bisTcBXuLqx/Zr8Xaovado3K4VUKP"
    "goXoLtahKpDXpa3a0295xZAzdn3HcHcE5Kkr4JQXyLfm+gENvAI3lVb6M95J9/+mnrehBn6sjh4vygQivplGaptniEcsYx5tq7X0"
    "/6nE69CZ7eOTZTsrFY6TlxAFjYRX31g/gld/ATF9lmiA4vvavEJH0Rj95X71ld+mjPr//yvF1q34/bgOUt5HsK57USKOZ7na6yPk"
    "WQtLIspSxGpW7R3Grm6BvdhvsQ8zxCBNFuMjM40cN1u2yHfpQk4dfi7/Jo/WFHkaf56A77zFq4oU498pjnIr/jPFbe9PfNLGsjaI"
    "fi9NVGCBWZfbkb19tGg+pBvj1krYjAS93kj5kdX6zfDnF7IAd7uQXa2Qr1aQ4+JqWKlD4L3WIg/7AV+xzlInTpGuhof81MdODZ4x"
    "zqlwi686bkcbGmFPRFqQJgUiVLIbcO2Kn9d3HXYhr6IhJ1b7E1dJtp+dyJ3WSO3nV9nN2pxMOR18ZccqpF3I3z5S3oBNGQ071MB6"
    "gnXq/gCb9bE+x1rnUli1BHFkFuuMlBp2y+zTO8gp4iKOtewZpj0+oOCn+BJE2+3Pmc+12C/by8HstBxETromxvi12FVluNoBrKRt"
    "5Ht/KV/PSLGHtjd7yLPUJpoMY9VbxumN8HW95Ci5VDaXfZCRPomn00vOQWbzuVcfNCX5A2UrRDOjsOur9H3WJ4rtkCZqhpq3fYEV"
    "YocYsdmpq2ERX8Udf6b7ydc4MXOR9W8re8imWMfhkmHnvww/tR08t2Xfi/X9uMLaqxU3Vc5Pjrq9297P7w/z8xS1rFInPYKnE9UN"
    "hsqzWLeHJZrMbfGnETt4CbEjhn06Rqxi2hvrYV0sY5u3O3C6aC76VY/M31haFAeizvtGsZ/eKK7mJrBjWvid6z26Ic07GOjxvV1j"
    "PLNTI2iJQm0Soi72YBHC1KnFbSnvs7r9EzmX35NJiEXGwZb8gRNnaUYqNpd0s4xkddM4hmv1aDIaWqQwU1/D/r8Jd/ol8+9h8o5X"
    "RXBZVV7Plahr2noaz351ZMSQhJ1X4vKjew09Q0qBCMUokk2w1uSivnuxexuwd7el2sjbiFnbyd36OtVO64k/zpGNYjSuJk+E0w5S"
    "vE5Rifx9OmvC+8ByjJUnWMUsw6lLUV3DcWaZXvgKj155XAYQx+CQ3++yi9TMyfXbxSH7Q3xintPdpkNT5/VYWp5JO6I1AvpSm0eu"
    "Rg5SoYb+G8xYtpnX3bmNztA6z6VZh4zzK/0cZ2cznM19pL4N/1PpvYCd7myMJzCU+UuIoozVeareBu9zKa7lWLkWu3513F3oIxFP"
    "ScEzhV4WJDnXuI6x8yw8hSqckef0n+QkVm2Z3nCezSx9OXZYLZ+RYVKW4czVIK6zas9neg9WfBarm4a6Wxo04InP1jJ+ZQS7obsh"
    "yusk5exjL9ETsX5ryFm3DE9yqq5jR+hC3OnpyJ53lPPw51R8fTi8wCXY4d8h31uAd1vnuwtuoqoPrfZocfPdW+N6OlHlqg9jFsNy"
    "bIUM8WXc6XLiEQ7Fd7QPaqhdstarC2XjvT1YoumYMXI8rGw3MZ7eO7Ai/9bncXWHBl0QwQ4lxijj7bPTsK9iD38dz1uCXZ72MhjP"
    "rkFLWbfJ++fVk55qgLgJYuNtm4CfWelnFx23+E5ysewnmcKfkc9PlcdwBg3/kipcKf+SjiWG0X2ddZACEc8NsFVOc8h83xBkMit9"
    "n3EeK9jWvXtKjDN0O0npz9URzI5+iNwl5etiRxIvZLvvhpjdssDY2H5mhPe2irudEc8VRLMl9n4r4M2tImWnp6u47HQYOf5DnwUO"
    "iXV6HdIwpJ5Klp+5PyfUnHKy2YjiryjZ8S0K2EGs4pD3TP+1nBjKEcfQ6OcYMpzBMOapZJxVR78KPv4ppnNnve6+0sg+vp3XC8nX"
    "kPWWpNZjAgoef5rgKjyL3GkTrMIo7IEb9EyZJ8aOdJJeCTs+2rM3m4XYjjFohrlv8atGpkKViC9Mqw/n7xLECr2C/+heZFtyyL4s"
    "4yebFl+BT4nUkiKtgag/aPe3tXyhW1rXRY/DfjVs6X3ITP4oV3luhWZfn7J+TpZ1hf7yvDTIpfqOPkVPekT4Kmy3acANCn7Cs/2z"
    "HC2v4iq+wa48mh2G62WBFJ9ScLjVZs3Fz2KMOE67v4rNBDYQF7mGGANjPOmGFb+BXe7QT57nuX6N1AQ4XBwT42zaMtcrreYcSGvG"
    "O/dJpm+VI6ZUGbc1e7S5m0kxlpVKdZPOjnUzAT+aosXqLlFml4sn082fVRC9vow+ajURx9sjTjJF5W3gH+d57kzlrGmKCnhmY4wh"
    "y9Sk7Wn/TrLcb4ZyXoe1+wKfZ1ynKUTafTxz3TmIlndl7tGe9ukYnqD3/fp1k+eCx3EeNw5Gwi59rRdhX63VQ/V+PbWN6n7xVy7E"
    "Dkn5CZZ8q3506Blmf446skjwVr1jg95CGK968Z/5v31FdQYi1v7+q7Xs4Dnr8n/9OS09/6PEMXtaL7qKWhCV2Ieuajk8+EyttmGa"
    "SxfD9toUq+23y8U6BOVqk8NTiQZKcGeu0n/Da0/He92I+HMdPP4s7OMJ5I15Tacg81DWUl7Cc58Kf3+k7C49AtN7/UT+iO+exH5A"
    "nlFDa0bmDh6rnvd9k6Fk4tlGXARtWKD+xBm9hb9tLCnOzz9J1NnH+h89g3gakUOlmXvifr0Ge/scXKXNxU/Va7ECt+qLiCOfwnU9"
    "XNKbnZJ8jErNe/6VQlxRbYrR6e2ISrQqfQ1VrZWzcKbi5DyMTeB+pPvo2bq3TNNxsGBH4P/28jvYm6TPqc0iHBL3JtNERhdjTd0F"
    "/vh0eFPjh38ffnF75CBrYQv35hyH2+nbSqFVnJdQ46xN0sYuY/fQbNnGQSWey2C5RJKMxWpprZtYZW+HbO/44FKpDwdLH0Scg/Sk"
    "ki5ytt4WlktfMQ2DlEeB2M55z6N+9xWzsuZvBhPJsgujpZW0cc6Kddgge3fnbA+53eeHKWY6NbRiD+JdbPZmf9mDiHCzLu1oR8o5"
    "/VoTc2nk6VsdsqUpfmIb7vjNyLUcSBijh53nNFyisSduRTys0ms062O09u3lT21oE20iS8meb+ooFchLDoVHWoT4t626i5sgV58L"
    "r0H+4K6+FtbyLWQ8L2EnZvDny3IQnukzeLZniWqL4qNbMzeRvCU5QBrwpHuSQbbZd0ndHQf0mi3RUeQ9CjEWJe93s73zEPaRkuxL"
    "BciijAlrLWOlNBnuS/UH3MFiXN983O0KvRO5zpbSTy4Q21ntEZcaL2UFIqJjcW62h929VKYjdvjY472O5sR5g9eYsLNcIG46yl9z"
    "umE/9+eMOYvxxQQ5SAyN8DUxBxadW679luS9jmxKX2EGmmU/fj3rOE4PIkcveC65HiKeHFO4yPt59NBbnGg2Mzr30dcyurP0l4Kf"
    "U8/5V1Ks4I5BpNIJ+eYkvHYqVuJDPNWNcLKPZrV+Ae49j31cDZ/8T7H60X90UynEczPRM91MWisG/rpeW7GrbotLx0UO9XH0NFxq"
    "/h+vfCymp7aEfall2o88nJ2QtUzWO4MP9e86TkvldcRIE2EvN5PjpIu8hj0zCydiMnxGne4rzyIT3VO6ygS5iHFQnui3lq7S6bFv"
    "bcIz3Dne1zkfjRb/Gbf761qxrCR9ReJUnL9hspjMRQXOwg+Wz1jBuYjY+iw8T+hZoC0XbiC7Q5Zxk8WcfcWtqeEiB8ZVtfa/6JYP"
    "ll3wKXvKyTJNnsIq7AYr8An85xbEVC7lzF1PRC+XyTjY2uXwJnsj4pyL8z0R2dfvkGtcIYdi/46UKTI4UM/20qIOu7uviD/KTo3j"
    "E8vQ/zeS2XqxVzJ1qmNpH/N3k+1g+cbpbdpFXsYJna5345MW4OxuH3wnv4sVJM1TtvfRZDf2Fay3ORAx3jmSZ581qabxVINsYB7x"
    "tAfKe8i9TWF3Cda9GZb3Fc/+ZBZsX+LIXuL1lcFiOxY3N8flUC/bsTe+C7ELV4nTFXZzyethn36iZ/gMqzgGGfap5Pay7ze9vZ88"
    "G0MQ1/hbfm1KPec8LPzXsFVZrG8TbGsX2Kda/VSvg08fGzT5Gtc0ZlmFNhGSS6mkmmw1GXmhnzcP/QSwxvy1jik97SvZGR9L7+Vn"
    "34z180BEomYP15KX6a/w1RNwb/dr25VGO83f4f/D+JwaYPlzrE2fJz19X806rP2xRh3Iyzvc8+rm9QW9ztuNBk65Taa6QhOn/sZI"
    "KX7uCLzLbJ+vur0zRnIeI1fHqlFXXwds0Ij3oAALn2M3zxAh3SXCQbrsuolciYv4vQ2sEPanevAQanhYL6qGqKXOYjj2TeQ5sQ5R"
    "GRFBCV5FO9YeetMzWBb1NXnlkpwF3pLftRSn4UfilmzSdV85E+s3k+o29hnL4fmMr/Q2WLs8UYx2pg2/1Ae2OhtrVRc4mZv3JyvZ"
    "hu7Lldihz4Ur5OZwbFAiZwRPhN9qc7iZbB1k4fGcbu1SepMc4gbrQy7ZIDfbJO6I5lmfKvYzlt13ls08E0RBWzqiBe8f1Ufohs5p"
    "Yk9mGfycq8aFjM/LiZPIcs8WR1EVe6UOT2clZ99C8i1WYT0tZ92L32mKH71F4153hToNyRL2JDJ40qdjVxkCYA/s7O+Jr4j4gHN+"
    "wmBrxuWn6wMyHk96czlTn8ROux9e5mEdGpje31+kmafoa71LTPdzGLKG8UR0bNIKpRPp4djvX3IHGhuFKXQ3Uuu9vSwlLvEbYqSW"
    "MkawyPME7Nprfa2gtQ6E2Y5I7brMs4BErwyRaP7MpjNSxO7kfGc8jc8cGnMotOjYbCEas8pZvXVjzmA5lbRdcN0/4Ktfe8S0koE8"
    "9DjZQjxT3ZJndpD2jGAzyAXS9Aw3E7+X4e55nHHuKHGIk2dlJj2m7bFXyQd/njQxhrXu81wyNrhZ+Qz5KvvyhNfwXRPw61XI4rP4"
    "HFfpWeWjmhHkQjabUOyVBj1FVjOKtF6zTa80UxPwH7/guoj+1V5qwwv1JzlDhofX6XElb+BerpLZco0kwhzV+3JE5CQ9v8Zk3lMN"
    "ufXtKewihtoz/d4BsGJP0io1+yrVHyXvubzNJpbiCdTAD5gWomlWzSL3xTPSnVj2CEWlXpH+IGK4jhbHxl9gTGkV1wV6DtmW6uBJ"
    "X2ItdwnscG99WwbBsiSw7qaK9QyiIOvNnI39t4Tzx/m4T/9r03AFRtx9+WetZyAdFrOPRWe1ENfnHZ4iGyuwnuIVYJqoO+C6sAeI"
    "Q3Y3x9wJUYzTQLuR5ARXlpP5/SSqENXHnIwZxph53VEfRQR3KrKOlH6L756F+KQM0cY4j+dVaj84TdosuTTkN03sKGeOolxmpLR0"
    "ghxzTEikr0UJO3isTQZn5nk8/Wb23ar1M8Q1KdqsEkQo54mLZ+rJ8tuVvO5J7K68RmwxLZ0Oy/RaGAt7SNQ/U88PWbzOV1wzqK2Y"
    "wuYnjDFQfc5RUKeiuEav8bo2HcmfUE2dI8dmWnxFd5OIb6CBtRfTTM7q+21wqCSY0S1ihLWGXCFTiZ03fugE67TGoOLYxSxOGig2"
    "/WjqqOu8ysds2o0Ccrk5+K7ZiG0rtWXuNu/rIjmyeGX0Y78Db2an3LL+TCsOpxx8RVf62kb2NzYVY7KwmYeM7ifrmWcam5rN19Xr"
    "9eytmKevZiyzWC9gJtFTHpcccaNWJVjMOLSaaNqQ2D6HU8j7epmhRI21dwS8VRZPfDl+pkIn43QaK90lntstw4w/SbXNkMinPK9v"
    "LTzUKVix73C6n8bPHY0TUUq8dcFXyKrpme1qPqee+TT4wloypQ7HSn2MKLBDG8iR6dQb3hrWZB3s2j/w2q5iHYxbY4VN1wdwla89"
    "yERWQGxpUwiOpyfJZ7+NuPVNeYW1ZtbujxAX+2R95lAXs3N2JErgT+ImO3qLm5CI5rRLeB5+y9lehLVuJgbkfU7aziLOzlZ8JWK1"
    "lp7ExnJ+3JN4RT6ELU0gerNJ2HVk0TWlkVPFOm1HIZNcAL/+ld4ub2B1k7KH3KrFUSAVWNc52FWmY7+HLEJWsRbr+TJ25lpYT8de"
    "WMmJZuuylan1Oe+BB9k+uFRuxjP+EFfyKvb5lvqH4EdfK+7gGWkzxEIae2kGT+4lskUpd3LEuvUxbHsNcpku7BmtY5XUdlKZLheH"
    "UVCf5zkdFDtZz8tH7CNl2B8pMKavosbZStirYXG00TGe0Ep6K+Csclfp47OjAmezc3oknvYtuPt52h4ecGeZLJ8imjkaJ6QW37cv"
    "++XGW1ODyCTFSZomr5tkFmGFZsRwwqZc9SB7Uj/36PbcbQf3x+4dpA/p9obZxvpeKKnwxkCCuzjnH6FPQ9bdnAXYSvpwjrBKbfqo"
    "gbOOCVYMyhF3ZrwSvGM9c0i0GvKQpn0MluK+TrNPaCiRBZxXsbNeQbTLw1zFWmbypvhwhJwllkPUI8KwifcG4gYdmuGX3tn5Rcun"
    "O5HJWXGtT+On5v0mFFVXsbm+gbT9/WUpbFNap8A6DBfjGxgmr5MXtIpXlGBMtcJP0W/IFeb+dSgsUY4esJoToYvVuu7Xyt3yrKxk"
    "3FPgOjn21nrfP9rW4x02IR466vCbZ7xPHpNLOG2WI8q7Ent0Ef6f47HUFiPnPS4lJNdSvVSE34UTwnt0TthRjpQz9OlwRHBfyWk4"
    "+vvwXtwVl/rPsL9fIdU+G6hm/FpLnaEkfcoyYmLc036AEUWj9yim6drb199cVTBi0t4U0clkrNmberOOE6ta2B44kspZrtbZz89W"
    "OES+8cq+Im9hJ3xjqGVYmgOQfTyO8/kpbHSCFrNe3xV7Ht/hSowdw7j+HobFORN/L5VdaX3y8hNW4GRtJNozZIZhU6PLmDc7fp0k"
    "4+O8n6So8PXGEfJQYMjlDrQ2PcVynbl6LezkbdoWCiT0lYbeEvFTVWDnpNt4pfjscvGfaSdrY71QU2hez0nmRthDiyAP5k5N+ala"
    "p9m3haxCjr4p3ndPWObX9Si5V6brSXiPHeTz8LCgRscF34bzEdN/HN4YDm03I7wsMJ6T+3VX6SCOSX132BerzxpKbCVRRiWys1gt"
    "vJTTJpP0CuRUWU5QrNWsZ55O6kPU0ZrsObVdxOZyRMdgNtwz2nWM2W0GSSCh32HV7P/myXkeiO0Im4RcytXYXDIbKEY6m5fDVT0B"
    "r9xHnsSO+zp8Wm/Us7VMxnJHto8r113J/uxmWR+FvX1df8JKrtBj5CPszn/Av2f1CepqSVzJP5xrnuCnnygDpIpzllVqe3UYPvdV"
    "ePmu7JxYL25vcRxrKe7ALPlhVvM8RcgL1+O1LHoL6SxZz8DruGTs50sZuRfDtjZps0f82k7cxqPkDZFS/HMadITnL8yT19/xGNpT"
    "uUuvwvc9ozchXupbcpV2RC5lr0/2c87mLZ9jvcdqUBWIZGs8wjKQiK1QxM2RDoyrv7Z2fVoxijRr61f6ttKYayL/ZMEzNTVxLbam"
    "TzpMImSoq6Mv5EqM5WdVea1SW4e9xanoGe58kJ9UqOEZOkWiCWmb/Ha/5vMd9/RMDC1629GvfvHfDDW9GPbEanpWTRiEFRwgg7F/"
    "j5JFjAnSPq9q4Pvs12qG+gQ/t5rg6zXkXTIbv5JqlCFZ7ex3Q4B+jSdlCoy3kPNnX7kdXuZJ5Ned5C05EPFRLynhu20qobfxbka+"
    "+DM9RpYTV2IW7APtFzykNrs3Fpa0lFz+OWLUC8w3e/i8rXjtyXisG5nF5Pl7LaOPZ9jLKnYFEcNzQQsbTP9pGz/TQCb6DGdXE6xP"
    "fyRd8B3TeRqd7n3WT50cQiXuDE7fY/Ak24ubgfs7eahrGHEV/5xQf67f0sWruxV/pbP8SbYUm8G5BXZ2N7EI+CNEkOU6Hd6mCt64"
    "VifIFFjAF3Cm5+B5NrdiW8sSQxvG+30v5j8RF5R6PYLvcXUvBpsi23xB+wQf6onIUo7Q82CNb5OXkRU5rL7rvtV67qQ7/KTbr2uR"
    "DJBM3KtW/6dpwvWEdZ/K7kCS0Y2pqC1RQ5ddK8X7jas9f0wdX8mxppvBnd8rKxAZXgXreb/+F+/9DNbA0J+L5XmZTu29lZzXPU1G"
    "svPen2z0pZxNjBhx3JTlbjzbK/RM5CKXWG2t5HTdXC9G/ttH/oLvKI6NSHpUT57nUsR1XA4UN5Nimfhf5ATZT5rZLzWGm5nEvFm2"
    "al2UY8SqRi/iuazQLxB/l3Puvp9cg+8dgn1UiXP5ij7OTxji0TeRDUsy38v5Pn6ztjALb+N5LMqJqCroj5KlZbJ59lm4AvW8zr8W"
    "tbd0jzv8TA1l+3hOOvR1IReJL4El31YeQWTfXhYHu2lZeLWM0tODxxANVcW4N8s8t+fZqcQuekYnIh40lcy1ehLirIDcxB+yu3mg"
    "ZBgrVcIGluN6E3oZPr2H1Pjdp6zlpWIE2nLsjL3Jfb+U1ayF+N4KXYifMbTBERJNwYTefzn8yoaVY2NzjCpMSaopdkFGblmu9SmH"
    "iXnqKcxJGlllNVTDHHjteqIN9m2jxmVKQuV6nt9BffnE5nk+pNXIL5up43KiOK28UuzZ1fRrGeo2Wz5f7/sSIbPzOuaSFq0tYSS8"
    "Hhl6lljBBq5vktGQklkt7xWosh7DfZLn26dKDztjjhU/Rzub0lvFIe+tJ1oi76vVL69ElNFPjsXePAo534VSHJ9Yo99xXUL9A71z"
    "yHU+ATv8Opmop+OJnyCr8C5v68E4aReGJSV3yN34apY8Y0NhvayGclbwBaKui8hRGxI33lvqveqkofs3xVn+Euenih3YcnKaP44n"
    "tQQrNwin9V01TNiW2FN/gR2qQzRwOPdJA1EPLpJR9o1CXx+NfGcz7rqlw2JrbP2nTl4vp4p3dhL7MCm9XY6VGThnXcVwS0/CYr4D"
    "f7kvXj2j1aRTxusf5mh33ORIOdEzE3gKzoev/3es2uGmZaN6aQJXblMhm/lYokodasiduQfkHUQUxshQjWylCtdjihkz4OVP4BW2"
    "95NihuysZ2ReS6T9lrybTWj1SiTjJ3YGxmonWT7/Rdwxxr1dq+PV8vgqfNKt8gauxqY6nlfLAq72c8PryepSSS3bZt1ResgI2c7P"
    "OKf92TcukvW4lhHyKhkZF6lTu23Ec/saMfkCXHsjp9xm6ifIfbbDV6bo2GA0O30Oeeo4Cx3r5l9psU1/w/KpyCYvw7s5vMXeEnHs"
    "VLKzETIjHo37OYhZpHom9GjmxLCYxV8pxV01MwtMkrE+RezknZ5r1HXimnycP0RclJpAXOvUSH6IeXDt3c6Rs/U1nKiPtWfwDGz+"
    "dJ2NLG8ubJyrmJbEkw+GIXB944J+hRVvZkaQ8fx1xo5otaDd4FEryNyVZF2iBldryhV5Vm3r+EqKpzSJjOM08g0f5meHWrQ5S/nu"
    "pt0wVbfzFjPLOlHO18GLK6fnfxbNbhpH2E2sNDSQqd00grNYY8OwruWu7ISrPExW0VPeL4fik7/j3KP6OnrBcxQ2MV4ormfkNOkc"
    "y/W/uV9yiJu+pH6dQxXbTMwp3BFdONdd86vMFKHPFAoeL5Ompoaha/JkNyh+BVZZGi37IL46WA6TG8NFsjls1me6QIx7aTM/bZ/1"
    "SGDzQJv8iuctia8jqj2VaybG4BRg3Z3uVI76RwnWB6to82fpRNjAStjVarIYBUEl7tKiC2P3HiIJ38XpLU75rcHzlRdXTre1MtzV"
    "rnH+ahZ9lS7ACm5CDs9VfBeLcTaV+2Dja6kmmWL+lNCc91kZziU3EO2QInePcZI0EYl9OSyFMfuVsbawI31e3sd3z8EPWHzUiX7R"
    "WNPqcVZW4aevp5aL8mkn/b2k2BWy+CBD9nBj6kiTUa4e8Vwzz7HDdqf1dfx7Ove+zduPJj+kW5NmP9VmT90qe1bvvkDyHiVUQY7d"
    "AnWfypklZHgKK1nbqdMj5XrczWHSgpatQkQu5OMv6CX6Jj5tEZ7PrfCgg2QW/NYtcolM8PxQlrP8l7W5bcWqd3/Ds8/5qa4sY/p9"
    "iPGx+tEWbfhgi7FcLOhqqus8NiXkPnWneWdW3eezWnMP53Iq/D4YFZ8Cl5P8hHeeC298OflzdmM1dh01NF+DlajST5HftYPfvlo+"
    "kEvlLsRvX/qnn+OZDcnfliJeZwEi9OfUeskfqPU0LOvaQW7AuVwCqz0VFrEPco3jZSF28/X49+/kHnLyfsvZmsPE4dYsk/0jd3G5"
    "voV7eA73Fcju2JPPIDv+e/AEdSd6xnm+qeO4bk8Tu0S7c41c77+G0y5lflathjpe6ZiFcxtZwTWs1nOZ5e3PCceurHaVwb7MZ/XI"
    "ndZN+LvxbQyTSlZ4ivc1jQfpSHG14KzPbMynT9YXsS8SuN9jEb3uLIOCGqxyJ9zXemanOVxHhpyLJxBL7/Q1k+TqauYzTJIPYIA8"
    "4pnTcsxWnJJpGEcETeRXKVCDspZ18BTWOoGfS2DvVePzXSXP0ESWQdie2x/5+3mIqF7WdvDto+QbZPczEGFe6rVvCq2Y3qOoOol3"
    "sj36ljimqGasXa3+Ry+SKs9gmWEvPoeYxCackjip3yKOOhwr2w5XeLJsyy7ROj2UKNOoB+fspHKW1GlqFhA7pum5Q+85c56d2E79"
    "47KYGKBSIiUW6jQ89SrugBzjkEGMmY2duYKo9qj7YlNam3nuHetFvolr3V02kpf1Y/mvDEVsafrjo2F5i3MyFzxPua1NxKqxQp1u"
    "TM4jws5gD7jZqyut9kgkN+eW9l7D6Vy0ZlPQDZQdv9Qb9O94RjfIOMQXb+s/glGIKf6u/8L97ex5nydRca3ac2WPbSNjKa7yU3yC"
    "/Cf9l5TGnzOD95HCsxwQX217+fkc1sueRcb1kF2XbLW+z6pWNMWYJsuMwz5UwQI9zUqQy9Kynj0qrW/EaG6HeHVo+6Eei3cWbEoZ"
    "NWAXs19minYj5UzZQcYi8lwE6/SCLpHfyy243v/CCr8opl5SQ39vDJj7ynKcJGNzfkK+QqTyMSPV7vgu0+7aTsxG/kCMjMt6LvX4"
    "q5V8ks3EMTruHPP/R3l0dQ33wC7yHa5/Lbt83eQhVrFPQRbjMPM2yds91v8reJxCEyJQy3WvEefxjNlxfyqMhJqMsWquu7IIXiFH"
    "HNcO4vzcV/BpSVr/cuzF0VJc1bDUT0fkeFrLOf1+Ib5qfaiBVDMzn2O+byK7uWvYDekr9eyZuIzwCyosT8MuXwpPt0SfJL7mGrkB"
    "NrBJ39dH6RtW6H7INg39/yPO51liOmxNOgFXfTm8/dacOkhS/9npXxnurF2s0heS79qxtZwnxme+L3LWDD3PJ/pn3H+J7OP5yUvi"
    "Tqlb1d5UB8zE3IcO9RNydRbo76kNdCSnRNNqT2W5pskEbpnzQZ5X5ST8OQ3X5mbq1rdh/T/TZ/D/bJmMq7oTVvcHrNJbiPztrrb1"
    "kX0ZMqB7xTqa9oz3IE9AF1q0Tfwsdz6uX0WzSof4OribeWimQrxh8WvVFBe/xevjcF+jZJw8iF3+CDLVE/AcPoI1NJx+/2AKnpo9"
    "7STXYhnnOm1m5k9i1QTTecv6M5rxitIXcjb2L8Gn8ASrYVFPhwWo1PfwHB+AJd3MM8UMkDBmtC54BEiWnI3tZCSnZvL4iVpOb1oX"
    "agYy8DRi3290DtnldpMpOhV+qH+r+ckIXRMyPmvGSpp/2ULmaU8yEuyKJ70OMUtxFdodseO2YtXBNMRdTWsJLOPm2DUHyGew8ut0"
    "Nj7/Buxb04h5SyrIcmVZVG88pe8kzZmHRxmL34EYwjz0EbgOm2UyvsR2EvAEr6EyYkEvZjyV5nRjPXfYJnIQGdxNy8Bi1aPIo7+u"
    "DU7MhcSP1WG9bAcuwH0l+CwadILeIkeIi3e/YS5dqkfqOnFM7Da33ZlnpatkY4xThVfRcHijbbBmNr9ZT1u1HZ5IRzwDq6DuQj6n"
    "39Huf6HN2Lknyot6th6PV2/Warkbp+NjeIEjYBlP8HV3x9adpG9PILZvasVoGvqIJ2zjlUG+r9F6arXgJyxGt2IS+mqDqrnGLNct"
    "+nzua9/Q37pXxohDSbgc/x4y2Lv500b6jkZ2gnKIwaxK5ypum3GPtGdm2czoy6z8evw+GjskJGrS5h7uxHcblt/iUuNv64wntIvc"
    "FaxSi6Od52z0Csp1+qbViIM/yF/Db/4/4t4Dyqoq6xZep8gIgihJUFRQQFREEBVDY8CEijnn2GZtY5tzjrQZzFnAHBFBVEAkIzlD"
    "UVQVlePNZ7255t7nVtHtrf9/Pb7xPRxqUTecc/Zee+U1pxaEGUh6kQzTD8PHw4uCXsE5sht5slP6NfThFFjeIliZZZylVdaVktmo"
    "uwYykSA+Za51q6Inc4+o7wtc6WeUlnAVOtO+1/Nbq/yn94f+OFxW4RyaRboc8lxFdsxieP/WB6nZzqNEdsqtzE9spoldkfC+SwGz"
    "P7/qX/XiDOdubu95IxtmTVxVbp8AMSL8t/mwzhMg8z+FT+Ebb9T8JtbgSrkC0dEmeP2v6B3BOVrAKeLR8KR7yzfhBD1P79P5wTB8"
    "91i9WasQkfyCCGAHMa6E28Q6OncmH1QglqX/Tv/Iu1Z2xPN/pq/Acg6Fh9BWtvN8wBkihhnmXcRiX8T6RC3x263q/7IYK2C1diQ3"
    "3kx9S8foVJ2CtT03uF5+xn0aJvZ3fOaO3ndWz03mMvz9JJllmwn9ChURh8518rXeoqvc1bxaIapy57qWK1lJzP8l0DkF+lCWFaPG"
    "9ytWw0os0g5+4quO8hF6Vq5arGPuV+bgWVrB91wIvT8bd/os9M4twVK9Q4rJMu56IOI6FrrEJL6MmcJa/z217GqaRy+rnCjMuV4p"
    "ZU/mTWQ+6wYrsYPshCf5A+fM1YPiPI9Rd3R/ylcFs4vnS5J1lkpIR4r5yULmZZdyhl0Z9UfnxSKwRxErDBGrP/yoxmV+ohj/10Jt"
    "RWuX4CSQ9Z20wF3szcnqivAR3YD48wus8Hp4ITvge1/UqYHNc63Guw1PxdhnTxdjOlwGm3sM7v0KGQF75dDVitmzmmR+NuFtrGOS"
    "TbDi4rD5U9DyB+IqrvPf/KtFOplP53a/bdSN0EgnziUGYjXRJJuzi+562IAlsO61GjGhJOibVuFODeX1XvbonEw0HYssazkba5m/"
    "bRCd25mo5nTeetjPQArxVMPlI9zTUmipTCMcL5cRvJ9M1C187b2hw9bymlWIKS0zWgYt2UkME2gOIpeULvDYp+4p4j6r2I27tUQb"
    "s3669+wjku3lUXaDRRrERfL7iSFCVvqKfSyL7pCAZ3QyTvoTwWdYycfkXr0NfthVMlAvIsbBRn06MObCT4jaXs589Vqc5ZbYx2VY"
    "hcFiDHrGErUQO9qP2nkTcc6r9GZOOVRjPTfToztPb4X26CizdCFWsBC6taWMwcpdjKuWESt1nVq+bjW+4wr5UQwdbl9x8wb2DEV+"
    "FRJa4/EWMuwn+MZXleP6A2xH7lcO4FTEGi8Ze3rdMgevXogz3Eys73I02W6Md/R3yOsYrOsJsLVz4OMs1+OhqT7D1afizk/WaAbT"
    "4eSHWb+5tzwFH/5jdvo9hDPQUgplT+2uLwX3QVZ6Z1mXoyplhhKfD81jeZAe9PHtnNXj+rYqv/msh/nUT/OMp9mZPAre2aH0mFOs"
    "pK6iv1sB79zyk7ksrc2RFMGareJvh9KD6y43EK0p43P9aT8bal1nJXorvMETyewyX+/GznzF2atifU2+wboswb1YL+EK/RSysBjv"
    "v0JOlItwQlNkvrkH8tRWjM11Hizmk9I32OC7CTrJsYGhwRsydgv5FBFKOhuN1JA/yeG7DhaLuW7GWqyiNBk734WQut/1MeKUWDbC"
    "PJa27F6yaQ3LT1Z6iaohOrpx/VURV3Cjngn9XK+ZrLYLmTF5mRZlsewbXIeTcqs2R3z7o34J2e+jj4Qf4e7kL+awj8O/uV8p4wzA"
    "Bh/Tb0u89zQi5MHw+auzbMJxb9PivlZwkvSih1VNnZ5kN/pmH9+3kT3ZlRr6bq4aPsP7uFql3olY5w1I22QdJR1xNneFDj9cDCP4"
    "fOlKdpS19E2sczKKY87zE14FtB5Cy2Jrtoy1QdeHmIB+qMly1/018/MaPQOn/h+IGSy7+Zv0kSUyEvv9GKW8g7gJ9cjC9PLY4knc"
    "RxeeboeKO1DcvER/+ID7ywxO3buJmsGwLGVaow2dMfWeVcd+HsRzHUX87aRxjsXx2sSZ6W6D1RgvRb5Hc402lfnJ1ac6jVmQUs/T"
    "8ot5MYiVLpHXcHcOlSZNTChD4r8Mu7KeMzIXySJ9Dnc4SV+APdsL2u9U+dLP6TV4/g1o3RaXzOV35VPbWm/99XIb9P+iJrhvZsiF"
    "sNfGwfOYjtcEItwHsYo9goPxbvP9V/oMaw3jte+hKa6UVnq7vBzcKiNlZniiDoG2KZC+0P/vaoozEM39zKRNi9rKXIK9yp0Xm+rr"
    "hQ6zzc0tFiOmM97X4dRsrscgTcl1Et+W5yLqKXGzh8Xsfs6NjFAFH7+W/kGK0zz7sI5Xrcacaz5mN/budfJ1mCPF5kUc31W9t3x1"
    "vlclhDexUbfjTIKy821Psl91IW7Hdrj2x5COH2U0/KwvsWKvwysaAf/mA0QgA8W6nSvIhd0VUrsatrwntN8juPJ4aMuPsA/5OAUr"
    "9A5tGVjP8reQwDfEKi412JHZuIuz5BNoG+dX1Xu/Kpn1q2y21VidLDdcxcqR1WS2kRJaY2O7L1XHHbuZOfDLxfYk6auc5jf2wXuG"
    "ERE/QZlNUyO6/KCxd5kHcKRlmWHhZ8MDP1seEFv7j2A7a+UMzpnUYPXOknWIcKfDL2klZjUWIVqqz9Y9bVZKstVSm9Mx9tnav0CC"
    "KaLudoyXGf9PBTVdna9Shr7CeDnncgwR7iS9GvHkKpyXAB5knlyCVamChB2cV0VeRWVff4NHk9Y635fjuqJjHvPXZYz7sPupN1kB"
    "SvDPdZJid6JlRmOs0LWFFBVyIvI8zsEUqZ26R+HDLWff9wbjNsf+TsMOuBPYj5qznP7oeeRLLmBWs87PLvbi5KbrNDPEd8s4fkwM"
    "5jKfgS9it7qb4TmdE4yV6rIQ50u956Zs6Hiynx2nUBxSeZzPgoW+xiu0Lyky71ic/g7+e4BsIhLFTDzRarI9Gu/aDGrCSq6zY9Jx"
    "U7StyU+QUacTXZatqWx4rn5/lyNzp3qIuE73iHm8ATvRdeh1kQjTKOYjtu2ZUW8uJvXNsMLvQpqHIaIZJx/hd3siBl3Nk9iJdeXP"
    "8e8LvsLsGE9SlKdcr7gayVaNpmUjfGRnk4dKpCeqvZ52rJ1uuiKmu+N9Kyit9yAqLmFfjX3+R9Zdfqdn4KIS6+mp0gbvPKmOs7SU"
    "kV4my/5g6PSOgyTqNZiuDnUghN6tYM4sbMT63M/P5bYmk2vuXSilXBpzr2bx827OItS+z/pRDStcbhJ9I2XWZYInsL5gJ+oNVmGq"
    "yafjGGNdJ6TVIo/k86zmp0LEY2WM5CxuWsvYNc3JaWO/yWRxjl2cdKpsLzbFNMPiRngsdlI7yQvQiVH1KkIPKvE911Yf35P5y3Xs"
    "Z0kT3dXOcr8m7iD0vasD+a0J9ijGyVdxglimuQd06hNqvVKGrvEmbPpwMdzpAkj7oYjB75SXEM/vAztwMXuXJ7Efza3A0Zynzvj7"
    "S2qDHxhm+3AFTziAvs658pWUMwtSqpNxZ/hX3pbJco6+FlgU/lPmKmje6vAD6Y7778B4Z3upU5ebqkMUsomdTO4K7Rv1LzpdvA6e"
    "dgF0fh3roN3laeitztA56733dKBEuGQha7Dl5Du3/qlDGbUZl8AR5Hyu4vkx5Bhbtavgz7yLlYohxi3mabYcdU/m2vpJPIset4jf"
    "WsUc0EPyjBhrfQy7W4670WwvbIZnbL7XAsdKuyxeb8r3fkV6Lg7NtMljAOzO/jbTU3chYjgIcr4A+2tae2f8dC92qzPuZ9a/6Sp3"
    "FsyyNj2nV+d17EmUdGX2y+rJH7Lr6wCs/gGBMUEPhYe0Rm/QzzT4y2+z+95Px8qLGkME2MZQvuVDfRMSkyffcepM4aMns6iIth/r"
    "qGmMh2ND1iNMZzuBj5ZVZOdUbyGV/Y4JWqwSdXdbn2XBjuNet5dp+gB0vXFl/IRPLtYa/DRVL2W3TBr3kiJiVleJOI8yHisgnUWZ"
    "395PolkO5h21fKLlTO5HVJyCZrKs4xmcWTU+kjGsYaz0aE9Or1WqoUrsxbpuFXt0HH9sd9ldT5DHcKoOlq/1Rn1er4W/ep0cI9cF"
    "qjcQT8b1taaoe1fAWhbxGwdLmM1dqK+dx4l3LL5PvFOWB9fu4xLZVZx1qfd86w7Hq4oesWHEOs3r5j+ugf6o9kgsEb+MzX865I8a"
    "WqII3aCWzJQOP7+CvbfVfvZX6dua/TbP/Cm9PJgAWbgFfmk7GYN7eEbvkzdlqyb64ws40Tsd3sYMvSb4SP7F6cc/9ektcsd/zR/b"
    "9Ct5/z8/YydlG++vG+Jtc/ZpNCeewavSknVTmw2rZoy/EWu5KIvzpn6awZjK67wFTWDPU1lW1wYe1vegcVfABmyrSzk5UwCNcIG0"
    "Cl7Aygz2nfDrORNdQO1yKXzpeaxVuv7VdHYeo5rdj9GfGDwF8f5GJWPC3TnvnCc2obICP8WMx1X7yxsWvwdnyQtBT7lVXg8vlYMR"
    "ra0Ivwyr2Cl+LDHgEh4ZoKtYr0hu3CKL+Ydz5lv8hFPC2/2RcgZ81AFEDI5D+lshai1lFHqfRL5wkn6Fq6lM5+mPM1PxINa50Mtd"
    "PvOUmyGTq/R1XH0+Vn4C7nQNtHIXuU/+JhHzXsIjPoSMBKy/eXuZwzN4iMRY36zAdU6C7armtLHFzxaBHSUuPqgi30IpJONLnQid"
    "eoVYDuY72L92YhOBr8tv2D1DQ78Aq7odXvsFe3Uh7ObtsDE/4B4skzoe774CWm8FfOZqvHsup2Zd93lSn5ViX8FI6S2w7HbySzhb"
    "ZL1p28pMSMitsLrX4AycLMZGbkjH9+tbOA1JX8tSnw9pQDpO8dxuk+00NXyyqEPiFdxBB06Q1uKJivQRSNoqVkHbwEIbn5PlPx7E"
    "eWxPz2nDvzEzOMvU3nMfvCCTdBHPbSV74KoQidZzrf9g/dg0/CgxzAhnG02ST8cV3XSqeV2mOxbjpC/DT71kPJ6gSF+ChB0jU6Gt"
    "Lwquh9R8heirUj+GTX8E56SC8cj1WK27xLiYE+x+drJjq2ATFPWcEe4Ge5hkx7T5vPd6ROgEdriMEUWSjJ6Ob60eFsF62ir0ENaJ"
    "N8CrtOxinLOH5bh2GfyDNDuc5yFmdtFaSRO1tnqs4kKs9uGyv/zBjpaFOkdfhlXMbYPLGAWmdQHutYp5TkOlMwy47t4mq/fwUh51"
    "J8O4/lCp9RYz5XsnQ23AHVafOcqwrhKHDXtUp2CVrU/jSe0Cy/i53oLT0z3P3ms5YzcVcp5ElT2TsBMlHo7T13GKLtS38fmzoUfe"
    "lrlSLeYbDJVD9Re5NJgkr+tFeNdjYS8xlObH4H2V+uzZHHLV1rLnLDd7SO6OgbdhKQ0l4DbYqWHSRXpJR5kgSxHf/ImT2g1R42at"
    "xGn7gc++CF7Q59pWbw8Ox/87590BS/tnOFUfwnmNwTIvwfedL+fLRbjDx6DNDHNqHnP+5lHHyTSUZE+x+jnEZLam0uw/Kph14eE4"
    "y5OkS3ASPMVy2UGTeOUZnRKG8MnSRIBPaTqLlGU/f4W7biW7QHtMwM8L9K1gAe7pOvkY++3YBUMi2yRoZQfAU7ecZgH9eJPDFqwv"
    "2Am6ClpnuAwRyycXE+fe+mzjei3RFo3RbTtWwZM+8xD6f/LZb1AFOV6KKDok/kc71rVPw+5W4+q1zDYXMD7qJnfrM9BPw8TQBYob"
    "dXpXevaLtTh9RYhPN3LqZBPuw/pPvvGo2o611DJ1BzGzM4dzUZugJ4bJWmbwK2ELbxDLl36Oe1lO1JvTxZ5pVzlVjJHAstq5686L"
    "cJeV7KOaS+yX93Bqz5NtoBGSXM/ltKI3eO71NDGDQs4892GcH2qExmXP1gva7WBxGYHNupuEfh6ghr58Ga5h1ulDdgYn+VqcEX/C"
    "89BX+LmkEewePxDr9yDk5Gt87tJgWTgJ8VZ3eUduC5wf5ypVFf6kDvdoctuSTV05dbqbx9v+wvvFf83wGee1U3zSDnI7IgPXVzga"
    "9qq3HM69PBz2u565lkLsxQrdI4vTkskyTtj8btKfwRY+inNccnn0LYu1WgZDEtZCembCmzgD73lQ74IueE1e03i4WnZCHPUZYv8T"
    "grf0EUjTWXia//yT5sREWo1XcRfPmZD0miwD+TScqmlqEzWG2tBKypkxuh//X4KVVD/9a/tmfVj7cP/2hRZap+dALm/TwxB7GNfY"
    "PFjrn8RmfSvZoRJm8d7qvCxdj3M9ESdhPlFu9go+hh7bT8bh6edht62/ydC23tV1wTzc14mIIJtiBurJuWq3Iw2z50ET+C5LiOKZ"
    "ysbQVisb7GVyM7yrIRIhwdrfl1APFOPsT6Bfb31J73iss+PkUX8q3fUbzzb0kK3ld8RwyzmVZfkLw78whvZ9oCX2l7TXEjGPrGf1"
    "+zLaDfPMboQv6WIw698yxsvjs37GT5yBHCVr6MM7Pd7TMxKGjSooVvFrLy6+qWT8tJooFHXwRmoYdZv3uxc8xEp2pFfoaESANouX"
    "8tZ6V9+Zbhosps8SJyKVzQ05VLYzxCpD35IFwLDqPoMfMQX3/Cvk8Pwt5lXDRhrdeebtPK5GqhGyVqRpwkY4rC5+JNrsFhVpV8fb"
    "m93JuSpd47ALe8Bm9ERs+SR8g4XY0XE6S/6W7UxMEb3H5aKakfMm9ytJZqVqqetLfdfVWfS6voZfup1Yz/svsHTz9BNO3TSXD2B5"
    "Cnwmog25W2wWrkSNWXce5KulWEZtMzmIC8k7uKPYXN92jfDxYuwoi7IaCTKGnMoYIU0tmfZML+rnDaLI0mXfE5Ddoaz0xsk4VAH9"
    "UIX/vk+suRR9rzpm8lO0cnXU3VcwC5RmR3g9/Z8a+IjdYE2K4bNFzOsVnDixvOBYSNEsnOh28iekfimeZopOwFV/0TdkgccZqaHV"
    "MMaK66SGPS5Rn1iLf2N+sT8bOMl5uFws1vHdVXaUfPgNR8pz2nQEmmvOJ9fc+9N4h/WNODyutO+GWsdMWC4P8gTcXTOiAsY4Z9hT"
    "XNex9UMWUkuE7HZZ4ePtBCxLgvgeKc++VIHfpH1d6Vd4eR/g8yNkNHyPY+VC3GsC3kpNuFK3Ce6AT17PSeJeQR3rQB9jbWv1JOxl"
    "F3GTtjX0tV11p7kUcJYrDe+gBRFYKojl1LkJnZgn1nc8gFGd8S+ZfrMuCfMGHocuMpzYN/GU37F3dEfo+sPwqcnYnYgjrsqfvhA2"
    "PvcrJl29ZZTv+V3H2DdOn8Km1w6Wcn/uNlGCk+yVPEFb5HXHlXvIXbB7m2UAPJiOQRv9WR9GBOgmjUbivs6WvnjXKvhU0z0+/4Hi"
    "ZiH78wRWMcfeXjp6BKA4PKnlxNlaAqtoc10jvGzUsosuZKagE+55OaLGz+UG9prV4mwkaSvf4gxCKSeIZAtEfBcv9iZ+ojuHw3EH"
    "IfWG1f+O8tdJMGNs+u8Pdaw9XdgX2DCX1hAVHuk/41hC7DOL2YHbFAfffv+BANQwg73lKXHvz2tif3Kfhdwcb11Ze6ggI10fyLT1"
    "Rz0oY+GpjvPz0FZZvJtzQPXwAf6JfbBukXWU5Ur236SZ5/ubWGWngzj8uIZoPE6sujp2pzsE4LSfPR/GiRDLA16Gz27FiZU0c7ol"
    "zKrlfp728KdsKuoH+B134CyO4Z5Va1RXbsZ31TXCM+gu3+PU5esg3PkAGSvLIF+zoC2/wX2NwomupaargIdfrXMYMxj/wlJog1r6"
    "EWWIV/vgpJXCjn2O1wbyNB8rDoW2gt5zPvtMCnCm5+o0OUSMw/5z2NttcX8FOAtuYjtCgXA9GzFfQ9peIoYdZVVe2f1ufBatGe8W"
    "kB8pJJtPXL/Hvj0ie8v7Ot08EzzX1nIU8ajfQ7xonD+3y8lklT0KEXcnRCtHYW+XQh6PxZobhsBy/Rx+zn7wWa2bz7Ejt240d90g"
    "fytplVLEdKn0vr1hvwyGfu0vGZ+ZT5Dhx0U3VkNcxd+ktY24PqUu8NnMKro5vST9e2exTMM+Rt+gk9RsMcMT3cEjRKqsJZrIZnz3"
    "lZw+m66T8In5OgXrPBNPPA9PtZes15W4j67wJvrC604SEytNa5rHHEgdJ0xcVBLVGy33sUxPlnexP8dKd+iE8eR5fgpe9Ti88zVE"
    "TjaFvVjHaBDcjlMzAc+3Wt+SL/Dp4+RlaO/JXKXviWe0jL74TvKQ3Aet9wwszFW6VK6VvbUbNGT3vEP8VEE1n7+OmvU8ZruqfP4v"
    "lu3MMxZW825aymzEiUtx98fAii/B0xlryNu4guMZjZENLI/TMaHHts1QM9r8Yz2tXSk9k3rsxVFSSqaZZ5k3rCC22goigdZ4dG71"
    "XZcOG8cig9bBjLCtnitni0KmrtCzYQsugL3bw8+au0j0AinUpI/tC7ETV1lXO9ZiPWK1T/RWnIzDYC/PCeKs3EVd7hmP5G7PscR7"
    "yeYx2cxAf5yfQuxZNT2TqAfFvOSbmTurIheyMX03lwqPzrQBO76NzMATd5dC36O7ntmDa9lRZXmwM8XmcIyfpwZWsy/7/jpDL/yC"
    "OyjBc6xX++cBrExz+ll1ZLb+BXtuO72A57Ac8VMzXMd4ihaxWmo8zkX4+/bSLhgiMyGNj+vc4DBIyyTdRw+FxrpJRwa/6+TgPF1K"
    "LrLdxE1E1cGzTxB/dGdJckI27mvkR7E7dSlW71ediMjQ5lg+kLtlE3bwK1xrBu58R3lCb+dEzHLoxDH6oiah6a7VM4MRnOaz+cFd"
    "yFqcoZ0q591PJGu46ZZrcO0FkIQR+NRKfQXyke8zCN9IknotQS2/VpuFQ4MRQUsxhNtQV4S7Yj9n4K7PxApOw31MxbsK4WveJJNw"
    "NUg+7HBuO7eKe9rAKmI/7S8OwzuaZnO9X8MYPVpuYhvPmOrq8OfjJDjOKqs//Ao7ZJhdP5E32LjY5ug/4YM8hb9fqy/op4jbhuH5"
    "jpN98hZofaicJKynr1xKq2O2oh6xXFpzow/kfmUn6SGl7HY3a3IjJ1LqoGHzmSeJ+/g64buP7pJKzrnlQhLI/UrIqUlboVL67Gli"
    "PD7jY6y/Rh94D95WBaONkbKWMyl/YO3WEF3iPqnxEVmS9boUfTbDrLKYeipWsXOwSg2PwKaKHoJ1SbGOELAe5HoIO5PF0vocj4eX"
    "9xhk5Rlpic/+gpV6S+uD5pDcGGtaNv2QwXddHVgH6VTc0aGwRhGbnrM2hhKzD3v92zeakYx7hB9bjzV6kcS87kh5VKoYdzLK0ica"
    "sTUZprBy/vJ3MRbSN+DF/A7pXof7OxLeXx2tWQtxDCNxItW5jpwE9KN425iifQt9bfRc+PDXBC/LIrxnDPTG4/ooLNwwaUt9GCJ2"
    "j6qRVax7ppnFOlAm+tncDLntUrDWLk+wL3TdZh9jL2vUG2OY981ptazX8GloUas7zmPv2zROqaXY2f4pvQbr+l0gue+gHNdZ7buH"
    "HSL2C2QemIjVs/6Ur7BvxhDTTB7EHhwrK/R0eVxr5WB5E59OYN2r5Rxouquxq695njqX1bQ8+2W0RrXMmf3fv7IKNtwhz73PXOEq"
    "ZkYWQictIrtmLaX9FzI11JFPdybO2zpYwnKsR8LLgs2cG3vcnfDZ6j0afYIc8EnmeGtg8Y3rtBjfXwp/0DB0NulWQRHWt5o5Y4eT"
    "bR1fNqf9LicRjyHCl50rY2Io5cmvZxfCZk7suL6PiJPTqnuDPWtOMU/TD2KZ3Th9HpvRn8v83TnipuBaQxKP59x312zHQ4rotS7P"
    "YPN21Z4nw3T3JqI71Oki7NUs3Rux39rwKrlfWwSDdIYskNH6YnAm/I3jpZp3FZIJ0MUrq8hFnsAptOyQ+kjY3tODU3oJP0vjZu+S"
    "jGkML2wvrHIbWlDLunyqo+lZrIaftBXiz7Z49RNY2OW4s3o9Ea+fipjZOBDHsmviLDlH2sihuOcFWMuVePXNzHT5UC6XS8IOwav4"
    "7Re6LLw1eDnoKZ3kUliSp7GHT+Epn5e34YkNlzJokEVZ7r0GJoEMuXJDz2YfZUHTnoF7M+Q56klpT4Q1N7uyHuuW0QY+oYzPoR8o"
    "MfZH9vIcPw5J2lX7ksS6/UINsWI7RocmZ0fK3yE/1dATrirbHl7FEtYMD5cX8PNKP6WSppdk9Wq7w11YJX4Ocv2QnoidPiQ4Ijhc"
    "2+BTu8Nj2Ja+W2NvvH2W7yCmt3meYzch5OKmVeynj/mMRYq8JBbbX8q+0Y5SxFncNZADw/k4RJ6kl1usZWFfaL1doA3vl8n6NaKC"
    "Vbq35JND9ESfVW/o0kux7vKIToSmsB5c6+55GhFVHWKdG62XOjB27i89NuKNOhV3MRvabCm09asaJ2qU2Y5xrIuvwflZrQ1TmEdK"
    "1Jdm+7EIXv4p8Hs+1Y/h9R8hVhUaC4/uKpxV11EYY65jL4liyhjPxSEe6auaE6R1PPUx2Jhi6IDmnOk0fMvnieZktU6L/qy/ua24"
    "XsvHZCMrspuzMZpDn1+fRQcthM5OZysvST8t6NgDhsh09irYOX1eStgpF9ObsP5/6EmwvTP0CL1ENoWvwbO7RPaUb+Rn7LjS91sH"
    "DzviLLM4dxPXooLZ75THUHFT/Anf8x51lWmjqpw0gR3YkVrggWzev5WPF+7XpyQPKzAC+uIqnNmfoU/fw5kei2ftDl21N+K9A+Af"
    "90W0/AtZpPaSd/VVaNhX2XfXCbuzhxxL5OL3YEtW4JRsK19CgnZivPEekdWnkDvVzmuGeLm287P8SbWcQnePRat+as1y3sWcXTkd"
    "n7V6tqFvryZLpspSxoNb4Qo221FGnr5SIoh/A5vmEFG7ew0RdVLZec4n68Rs5lJtCuZcuUHyiLFXy3xEkt0MZeyBswijFFL8GE7H"
    "FPkzvFqn4Ll+1tP09eAW6DObL78EkrUf/WSbbzXMr406h/nA/rIQlmqU1DIHu5q9+cbu/r1+Ah9qnl6t74RPhztqH/iCk/IekCJ5"
    "Qf9BztCMOqRvs48d5Uqp1dx9PA09CZlsjdakcRes3mwt96j+6/08/DfscbeenSpG85ukltJeBP9uM3Ytdw4yd3e6dVjtQz1j53Ii"
    "UYQsDvgdcc9kOV9OQszcTpYGV+gJ0K+leqm2gr7YEedsDTyzU+HTr9XPpJh9F9fhpM2lTjNEl3J9Dq/HmKsvgjfyct6Z+rx+ph/p"
    "LXIczkUP+URrwsHSUarke3bA2Hd+CTs1FdHIe/iN4TaGW8yrNPPdIPciNlgIj3aF9tX+wSv6Kp7tCXmeXvsmzytmvtUR1PsLsX/n"
    "MzucYQViLisNpn9nyyw87VeIOlLM0FjPYy/meJ+TfWUPVp4M79jOaoyIBUnygpucXe55m1Wd796cHWDL9Hp8xw1yEtZyClbmIEiR"
    "8Xl0D06V9vIYPmPzhdfAYzgAFn4anreZtEA8Pl2v0yf1dWjwzvK8/gyd+6GslJ2a6AirhB8c44zRvTitSVauanFajxYlZour9ie5"
    "FhEn6rHk6Ez7rrgkZxTHQFtYnrwBF7QBM3sUnv/ORmjamewrY/DKKIn5TpEUeX/n0Oc7hEhN7p5DZocaak8pdUgJh0mK/BnGLNCR"
    "U0Ab/RxnFf0uh6ayNzNonST31FLuV+o4a2Azm1W6q6wju0Ut7MPvnCSzCqqxdxfB1zJvchq72Or1IKllrsz8g9bM2NeRRaPWz548"
    "JDUeE7oO798Ef2CNLsc/zzMeT+pMvUAuDL4h9rzZ1TLYcPMz6iEFp8EHqtGX9VdxHW8rKYFnS8L3tTgULDdBFvVYiOzsubHNGrUS"
    "Qz3rDW9+d8hMHefiDpb1eJ4Ur265uZewAgnP0VzKTFUt17MOu3cvvT6bE/yX/KG3Q2tMxlNM0otlmBjSXjV0vk02BOwkKdMO+M0o"
    "VnccfmVvSfougSXkj0vBTw/Z1ztNjT8q5FXXcgVt3v/UJqoiH/ho0eLWF5irtUx1ZzHcUIcy5/yuntKCHCkhbc9CTvgb8oshjgdE"
    "PEMciOvUe9aEGkQF9ThVab2OPXLV1Emb9TVo4gPFMpGXQ8vUweO8Ht7Ilfo+dMM/mx8rd+kzjPdf0W3gIT+oL+p5iG93bH4cnuss"
    "+HqGydqdWHbqGadNWw/2NrgGazgZHtQnWIlp8BZW68mwv79C273faF44qmK085577vpC7lcavqenj2ztZzs1bxLX0SFV1nNmHPoN"
    "e1FNLjY78VPFapRJ5k0q6EcPgIb5O+OMpWTTShGpdxF7xI1XqzvkYhaRWtfQF7sROitOj9wyOG8waxEyN2Xc1bOZ67Z4dXJwFWR/"
    "Af6dg1V+SF6ELH6t/8S3nCMbgl9x2t7UC3RUcB2u+zF9X0Nxezoohv5ciXjhT6x/SGxkVweIcXLKnfgTZIC2hPy8qf11et5hebtp"
    "V71Hj9YKPEmGPkecGdRFHjER0oJ4V8TlOuwb9vFdG45HqhIynslW3iPu4I1E99sI728d3rOTfCTWP3QoLNrR+hBO83JO6U3D726Q"
    "9dTCx0BjTybOn5Nf28GjiQWc4AxUq0b4BtGfVrQqS7CuxnBs0juFlV7zYNfry5wDc3gMhuazL6UixdnaW2RveYrrtq/MgYXah95J"
    "C6J4HCwZbZgninsfzXJcZ8nFWgCtWKZHQsb6IPY7GjHyWuxzs2ABPj1H79WbyIrxPOTtOEQE7eRcnJ+Z2L3fmt+nV7CT9FG9JxyE"
    "/apixinNCnslLNparE8ZbE8xPtWWM2Jf4xO7yqHcwRU4F27WObKVJ4nLplVmJ70yWbwY0yH7SYXPMTb7t8pCM9/bkGuWZx200DFE"
    "/LEK0DzymzwgQ+HfV0CLlNFuJ4g4ZZOsu9HfnIbz2kpuF+PiaYln6CJnyq3wk871/eTiZ1vTiLW7Mvfb1CxCPhmLWsr1slp/tN6+"
    "YCMZw3/BVTtIBauwtbR/FtHk64vsYuvveRmUfKxK9HyHHJCrwr4/LX0LP8W+K6fGTP7X0pd9lStYSuuVYsdsjZ/OO4TzHlEPWszP"
    "Cg3HqRkr3aScsVUVvel88331SexnH8iYRVbrPaao4V/F6XeuVOvIKQgewjX2lDdwPvZHpPu8Pgv93QVSdSc8nQPh5XWBv/ggOxI2"
    "42zU+t6vUh/zOA6xS8SwnpyfsAv9lQrax4mss8R1fbBBl5ONulzvwGenwcY2l6/CN/D6tzLIqgRynHynH0sh+3AcY+yz7MLK9xan"
    "MptjEDKWub4wNzFxNHze5rptsCEcAZ3WPm9tuHuwFX56RJLZnEPSy0NIb3M4e40LtIyopsWQvpmsBdYRHbsK9iRGL6yasro946gM"
    "9N6dwQT4ifvik/3lapy6bREprYBe25r11fPE1UTqqLuN+c1i5LmQ9I/0atbjWuJeq1gTHNmEpe0gA+UwKaQPEcd6lfN9q2FZiuGH"
    "lVIzDZLO8MPb4/qF0NrdZBMnIfbF/8132UH6y11iiMY/6gXBUniEt8MTmQLP8UxZIF/rSHg6T3E6O5LRqBbenjK6iMysthIP4DSs"
    "h8apJ4LBUnZg1SGKU+5KR6KGuFxZXSOGi4b6fz1XvZbPmSYbZxxaYhs8+yr8f7BYh/otsjXiy7/Jr2p9u0sRUR7xF5zGUbUy97rF"
    "YGFfZNasOZ51NzkCa1ihj+Ms/Il42eqW5YgGH5eJ2Ik+eK4z4F/kRlGu8Uj2roPMsXR38BnrFFGurxbHtZ6kR2G9dBmcRYd+kWBX"
    "S4GfLJgHadygH8g71g+o47RrXjHk5ibsh6234c+W+Vr0yVLs+d2KdYTsJ+W03Zdzqv0OnMw/IanDs50FQn+7XbYfqiui5K1kNM7D"
    "Ilzfuj7fwIpfIa9CXtfgfOcTka9Gp/PeVmK1i2BL6zkddZQYr9Am+nBHMX/6axPaso7WPQ7/02b5bL4nn9nZAuYHt8RaFHZ6hoih"
    "ZuN+rOY/I+8FWYx9+RZn5yPEX6sRnz6OvXwIazgfK7WQyH+/azm+waZ8Ii/OeQd9cX1jrWvjq8udIS0B2dWsLmtdQT2g34o5PbZN"
    "8DgxcL7WC2UYTsrWWJk+soJZ3bHBx/BeFmNvZlI/1vCUt8cqp30muNpjf0R4kMq9cjo4Tu3XwU9Myhay/9+gHOT2ID/EmnyMb9kt"
    "mIE1/A33/JnxDOtHEteoelVNP/JwerdWsb1Y+hHdcTcpYd9jjDPHyznhvEqvJPK/62C2uOggzn0rZ95rs50cLSTiMakjq1GtLsTp"
    "W8W8Q4yYlsXwFM+FbK7mjO8c3OcN9LqW6QRq3g7MOv07a9ECaKFyxMIJ8rB3lB3YjbAMnvwh2kvv0/u1IjgAfs3ZOLfny1ppEzwm"
    "e0kF0TdddbnGzwuuxWk3fKDlnOaYCYtjHAaD4Sc9IyOlXyNPPoo769lxNiQ4EVZwg56h10ICz9J++l7eYcGRsjwcIBHXbuS11/Lf"
    "es39yn922bXcgt/hYmnApn1/C7bPCEUx4ug1e9UOFqKSSBAXeJzLreVG6Gyropwvbi6qB/VCkj79RtazNMtRqtn5V/u71azziVZt"
    "PsVuWGnjvUD8KQ3MoJrlWHFTXrkl8XEy7tVlpbyZny2275gPP67WV2zrmC10Ov8K7NQ90D6d4G3OYi20BZ61Wt/Cfv4GC9JDdod8"
    "rsJTlEIXnYS/v0wOqR5EfLZTWU0On53Z29xNDE+rNfm5FhMDrxx+9o6QnnmQxl7sXTHvrJqd2Ia+fym8m3awLpPwJCPkJz0QO38M"
    "vMb2MtavWAtq/VbSMGvk0KmiuTbzJvv6WM40/Ayigr+N0/AAPIcDxRDfZuL567HWvXz+0aL7UbirjrjrQ4lH5uqZJ/BMdSLafym+"
    "e4iflnT+v2Ms3sD//jfoN7lfOQL3UseptN+xJkv40+NiiNKdxP52mVi+eyc/pZCCbSBaNu78dnhJHeUyeV96y+F6vL4QXi6axS3K"
    "+NmDI9h7WNtoKilCgFY/bx+djMZdR431wl+9Ypb1HE4XGEaX6bojjV0FV9xaTsa6t4BcGT76bTIJ698Jer6dOGZt10NhHvNZnhmz"
    "ml7Az9oPz/sLorZVegqefp2+LrshDv0a+zlRrRf/Qh2Yd7w+LG/qXbDGlvMaQftVye6I1hL1Mdh0cyWseZo4IIeKSfwK3MOd2Vhu"
    "L4m4llN++j33KzWMXady8qsM0loES7nU+g8Dx9yxtUTdjxaN9fH9pD0kmsiLOIpb/X9wqmc8Hqf4DoLtGdNWMgtbo9fIAli+w8TW"
    "dRWe7ztYmmtFG6G9uv7+XSXuZ7ze0nvZh2SxhuvumIX9uIezag5XZKjvCzAs+ufV8qkfiMscVhJNxzpR52Edt5OdZBys8xXQfw/j"
    "DB0php84HZ7yw+psaBvf5x7pOscy9ndJeV+1hP2DcXw2hk9vhD+6ifydgewp1jE4ER7nKcS+W6CSZUmr9525xkFtyIKWH3TrdiC1"
    "W51nWM2lE1fp36GpHyXz8QZ4OFcj4j6EHdArIDk2n/UH7ug6mYtdbw79M1m/hAZ6D9rrOLzTGJg6yYnyAFE2rLvIVQGjXYp7Zjeb"
    "yR3O3HizLMNY6DlJ5sg90D9rsPczcSJm6ftYz3mQ5ychk7OYVSxmdL5AjY3+KZkrP7LyE3j7nvHM7w5/yrqT6tR1PRfzZ9Vbsc7n"
    "Sg17Jj/zHWvf0rc9CRp7EO72GV2Jf+uht0fJfTJfDanlZ7z/v8mY/Tc+UuC7+jPY75bkj7IZ0xaQvdzfllTDReyGs7a/dBCb3Vvi"
    "8VT/t+76v/nM/9a3/c/ewf/Wvf2/X4P/LQnpK7WeYW2y9PLcbWX6ATEWrM5/M2ya8fPsJePV8Kw26NGSm881N8tcuTYgayY9Eqlp"
    "pgGwGnuxP7CCdtb1hJ3EeQGbuynJegKZLBNfvbr8qPh8+r5EK7Au02bicFT700+uaqThE7pMLoSm64RvXKd34RNWi26FJ0uxw1I5"
    "/2F30VMqmJXeBJ9Pyc26k2zNnpJ65nYrmeNV9hNd7J9yI6O6elYg074err7TLcLWjenZsiQ7Zx3hxzmsxz5EUrM/R0jKT0lV09cI"
    "yRSeaISdnvIe/8vYkU/Y1xYgRusNv2oTEc+PFocacAA0kvWQJ2H7mhEnppK9LgnP9+fu6hhasHLidrh8c4csEvsRMoVdUbX00ZbC"
    "NlSqYzDJh306CN+5AjtUzD2wKO5q5rvSzDm29k/keDd3koYZ7xrm9w/E9WxKfZnHSrTprPXyVFAv7eRpHQfL8RZ0/x1ykfYI/5Ol"
    "Mfpj67yTt8FJn3dx3B9XymrY9AL21SRpzUtp1WubeCXM8k66nu60t2s7yY16QHCCDJEfcE8t4GUMReQzOGguexBDuxCRRVfpF6wi"
    "q7ghgEzW8fqEviOd5FpYsd/gDcJCwCN4R8+QJ4Jq9kO7Lm3zMq9m94dV7d7Tb+CX9me2/UoZKEeLISVbR5Lt2XLEBUPIZGYraVLf"
    "Aa8Ya8oSj/+0a2C9WpXsGlqEqMD6ps/DCZsghva5lBnVuTqW+O4mYd04LWhewmbsSI0aS0AuNFP3mSp+JuTPVicuJbNRrlea0ki5"
    "qiK5XzFGk+bimAEtzgiYD0lQKmNkQwqZL5tNbErTJDfL/9YrReRUqGOueTV0V/MgwTz5AvbVG876ZPztYBlJZLRu8OYW6O5yAFG1"
    "4/oHPlWAp8vDc/5TnvdThxUeI9NpulJ67tuK6/Xr5ic5MpzVcWgqrrekSBsQ5Xfmbw6W+qwOTXue8jR7qHK/ko9vm6GT4INeSE7W"
    "XWR/6QaPb1dIyd7ipgxL9TCxzgo3EVaZ7bWqYc9JhtnOW2Uhz3xPz1Lguvy280xI1pF7o3wDP+9l/TyYxznpGv2HrpF7GKG0Y67L"
    "9j9iwMywR3aOvsS+9H1lBXscPrMqHHv6p0N3PI0YYRW+tyc8yt/0TPivS8kMtAgaOPRMIFbHmMtpXfHsVVHngmRRzK0fdCV5hpM+"
    "FnRzBNaRuBezwmkyoD7luy5mw1MsJOdUS9iQk6WanWQpPQ3npwKRZ63n0qlB/G5sUg6N6Ex6/THaAofbVcAdXed7pAuYCdnEbypj"
    "xfVfkmRPbhXro5X0zY1X937pAo39Pr69Ave5AdrkOlkFS3y8PCKjyFsXZaHLPUJ3tc8FpWh9rSOjiDmHGGujESZ53HdwxrIdSw2c"
    "ox19739j3qRCxlBHimXWdoC2vYg5OjsN21Jy+nNyL+lnQ1rR8hyI3y3gxMY4Way3Yzc3qrFqKZFFFuNdODMyGnKyGhH3z1Idniq5"
    "551z5+yEiG99G3Eq53m8twqPLBp9zqFN/13WsmcjQd4Cd9eOKStO6znPS3XDBJ3TVGuJzONy66avLvfrVejv1fkmgyXCGzL9vdF3"
    "fEdR5Rg/szuRHUrGhBzj1HkZq/xjcPrOE6ubOdyqGmLO1lCW49T0DkPZcZFnOGtsv9uHujRF7B5DL3OdiGkizY+Dfr1ejRf0x3B3"
    "aPIH5E09IvhVv2N/TBWlb5H31yyvdg8keyDRFyNG5pB5Bhe3nyHX6TUyQ26X/sFP+kV4VdhNF8BqvqNuPmdf7LLD2mmH7zga99Vb"
    "3oT9r/TzK0WcaUkTI7uW+sVhoKb1BiK9ppj7qkCUWgtv4WO8f7TeCxm7ISjRpcFOkJWxRBSp0w9kGfazjDg/fRDH79JEbt0mG9uT"
    "/0g9loubrIrB3jgUswyzfWbHbM7V7N1DOh466jL9VA3JZJQ0xyff1FeDFp6leltxEuh8vFYeWSDN+rbN3KW9n5hkrXAdTk0V50Nu"
    "ho77Gt7qQTgdS3Gyv+Uk+vvw8Y6RB7Vt8JYY8+RWeLYDfMYq0rAut1ZKJtsiToy6udIEZTxJf/xS7EwVZ6vmanfZS77D+3rIL7hi"
    "bRZppatHkM6wv6ZaH4dVmI2f/4BF2KATGPt+oeahdNWb4IHera/qVcEV+pSuDWPyirwqneUx9iK5Hu4U/azhYpPFxghTxDmg5fj/"
    "n+zzr9BbZKr8juuP40RRFX1G61cr1yJ107/bB4fKGliig/T6oJlcgdU4Sx/WK/Cay9IlfZ26hj1L1hnSTAbCI3tIz5Vfccp2kC8Q"
    "61h+Zy2xLhy6QTnrZcu4hhcRp3eRGq78MuijK8me7LqxFnA1tssy1ovXgK7boq+UZ+diHD6QeVUjcbXP4Vl1lDs5UT3NcGgNxUJe"
    "9XXeNGeQ0pxfqNMnmNmN+104gtgSSR812Lvu0C76K77ldj0+WC+nwwd/Bbb6XW0f5EaGM3bh9/R71qKulA5i9f23oKsHSG5Eo/l6"
    "Oe7tFZyG5dDBk9nbO1GPJybuabCuk+gnV+IEHsSKzTRYyzmwOqH3BFQdh1ySnUi5X6lljvQ4+qSVuLsYO0nf0hc8zrCduTtZh8+n"
    "d15I9MKTZR3k1jCPKtlNoZQXY8u4W69nH8oH7LPbRT7X43QTNEy+XqCj5TbI6XFEAzgU/sJ0/U7PDJpiEnWxy3SfvzTPaxhZsY8N"
    "BpEF8ju9M2gno+QyeRFSWBTWEFc/+pxJg4uy4qz25cI2+Z99JYnYNMXKR7Wf3klQ5yaauINdxJhPN/s6dSlOmNL2Ffg5535S6/P1"
    "bcSx17XDWg6VFyB79Xp23rvhaO2PmLSPDApOg0TeqG9DN+wkg/LOgNyVh4Pkbr1CDgvCLNdJTVZfhcQ/q1bXo1NNvsY0u7s36SNi"
    "FR/r7HpdHpIR8IE7ssr/Dr79Y65ujKwottZ7MLc9i/J7OrSwMZjMEKvuvqxv6lD5FKflYrx3kO+/t3XZ0VcrY/Q3/idfWaMJnM18"
    "tUnX92Sw7imWl18BXaD0RqJJnaFZBhDjCV/LiaYzOEGb1oVYA0M6L8IbnoBXd7C0xVnuDc/WvIKfEV1aL1M39iuE2V7DDP0QwXdd"
    "yGvGWU0z9I+RMlysS8lQG77VH/GN1XKu3iu34Cm+h86+XmrYc3oqsW7LyCq7p3yNVV7Dro2oymSMe85P2cwsr0WQVZ7xPCQKcy1P"
    "sfVrJFmras18eHMisy6HLjCfuI4WPcHK82b6x7fJLuK4zodkOcRM5iz3vj3uqav3MxwmeZL/PbTJHFfu/MEtEmGv2t6t8p7c7zyr"
    "A8R5qGcz0vqN95CgV97KZzNqmIVy+e8NuAdl3rgC1jTKJBiHwM0S1waukagm5fJaA2CJjF9pI07Zh3i6F2Uantx4bpvL1tLJo2qk"
    "IVMrcT7j0EGzEDWuyXoStdowJ3GM163qMSyH+qeuYNQwB3p7GfHuj2edxmKJ5dC010sFq3gxIrYZL+7N9EaKOUfnPMrlnMup11/I"
    "LnoDznzEdSCS9DW55r5GZNMkncSxxY8llr/t0Urs7SmsENYTG6oSz3ggeyxekNPwnXvDjy7xHkKaNtP8oHPZAZj2ma8M61KRdI2U"
    "+nB6MAl26xv4Yt3kaqzoLnornih31SrUnxAVprOMtaFHik030WdX7Ts3+nN23eH/9eJ3dERskGRdpxXrVBvosZrnnVsS7apnZtEM"
    "lBPMKc4E576DZ+FbpZnVMsz6mJ9Ky29Skxez/82Q10t5fn9ipW0xrGYhsTOTfpYo7blI4uxaOjIbZYf0fmP0SzY2+Uqtx0FewefI"
    "Yw3lIUShC/CqSV4HGQcNVkz8/RrtIoMDxwDtuok3swskhf03JP6POXe2Bvc8HT+t049g4fP1Ot0jz82OhX5Ks55nMs6pgWv0KzzT"
    "Opy7SfowtORX7CE6OuhJfziq9G3D/s3t2KdlswotpY69QUXw17tKP7x3Z/gSq/DN+5Pd8zRYwe70d0vYSRpDTNRWesgC2qQi5mzq"
    "dAROax05UkqIKhfqOeLyJyVcH1ur7SWKDKPeY6XvU8E9SLJP3VBB1xGB8JcmPvO6Pgu/sC9Oyp/waL7CvbzHnv2TGvEHjvS9JeXc"
    "3cVYl/0ZpcTIdW64vtWw3YvJE51gXJLyE/tLaS8GI/qKQ9ZjfiY7k+Xhdmx7i7ieg6kR49TLe7CDphT3fr6U8zSVMr4oJmJBSxmv"
    "H8qP8ORK4A0sD4xL716s2yA5Ug1pMUFOy0mw8S5vjFhATO+cS/aKpK8UK6f0zKOeiZglmcW/q+czxP1cdqUa9nkNOYNKsZ9tZDNj"
    "zME8rXnM5zim9RhP0db/NpG1JbKfw+U4HFFRNTvSDW9/E+zn5WosgqdwhsUmSYR9byfIM9If1m8QNcEKyHmC6KeFep7MhafeDTZ1"
    "Lu72GUhbhT6Pk1mAb7tNHhbLVC3DKr6E98b1RdmOGZxhcgLuu7NcIF/p+Xo//PxZ+qS+I+OwylMQx8Qhy2fmzUUs/6JeSGk+A/ro"
    "d+zyIuzym/IdLHsnmYzvfkPuhRcdet2q9AJjOsX71Xf4XMdOnk0y7SNIzaIPZZiBGSFpLwlxdpyM92ijxkddQ4k/EHdmHQx7ZCf3"
    "rAO5szhc8jTi0xhzWeYXtZcduMItxfjFenAmyE1TufqQw5NN0wvaE97e/lLN+QLHlGfT5ufCHto8w0pm0CxjNUB25X47Dgh3/ybR"
    "ncXhq6QQx/2MneiPmOZESOS3ehS0RUvEP4vIpSUeCzDC5axmR0oNK1KhRz9Vj1BrCJd3yUysinECr9P5RA1uD13VS35i10uYrQDF"
    "cZ2k9ysexxW3ZkZuLvazWP+O55+Gp2whb+sS2LCPyLfcRl6TC+HxlujxeM+dYhq8gmfjMfbJ/oKfFukMfRAS0Rn2ewfpIxZ/rcV9"
    "PIdPr4BsreF5CYnLVM+zZb0V4+UlZvVbSr3nGzFpmEFbMkBPl+WQpf1lNmTraxkKf+Es6ROYl9hG3tFTdNfA8huH6Jf6z+C+YKzu"
    "i0/tK441ZhRxHvOpEWqhdyaxE/04mQpvdS6isH7QW0/ip2Y8W2fI2kY5xEAWctcOhCwbiuRL8iVzR/+Cbj4WMr1Cv8HTlHNH3LyZ"
    "7Wo5otHVrNjZlMG6LL5gBZ+7CzNdh0ja87G6GpfLU6cRrR4tDl/bPLzuROhyHPPKfGbUfdZRIk6zNfhMF3ZjTMf3lOCaNfCTChHt"
    "1/v5tbTv8DJGk0E8FXHfuRaxhFg3Xg/5A7alHCdoCU6Keb2WKb4FermKKIKbdblMh0zYns/U32U0ZOkbaM8HyC+VbpR3dd0mruMp"
    "V42l0vf3J9ivWQVfK8V8WT7t4X8iR1k0dg+kaqJ+DV06X2bKAvz2S/hUIxBRK+coB/j3p7PaIdPEK2YfrO/zGrEz+jolrqds8NhB"
    "KW9XdvaImK4rSeDR7QqZiEMPmp9zCU6GsWp/4vvFWuPZtm7UL2t66VFiH1bQNzd9UM3vW8Xa2Hr8vR2Rbo1dfgm8kVL4D+tZD70X"
    "97WStYtK6ONADE2jtWQ8W6lpvoVZXt8FsL6tpAwrU007V2f5A9aKy/HslrXsy+lY010dxbqgZsG2bQcptamkv8vl9Mo2sw5QRibw"
    "07AShq/9HSuzNtnQU0rh3c/hytiVT/Y+fQgprWUOTGlLGvOOqUYodjUeWyDj83cZImd1ayLXeQr0laF7nwXrNVT6ELNxqn4k3Xy3"
    "XUgOiCqf2U75TNkcmU/sdJPuzxgXGV6y8Ujtwmy8+nkZ8VP9No/dDc//KzRBJZ52DZ7+TLFO4Ak8h3swsxPz3lrkUQ7jTMsAcXWl"
    "OHV4JTOJdcQeSRF1eaUaWoFNiJwpD3gE95ArEGdV4yJyxVSr69Bfow3Y3Af7Snol/YhyyJBjLrW9cZFoKdFRzaPt5icgrQvTJPsQ"
    "WZOd+Y/62jJ+dXZnB3nEgpLO9oZZLGfsc4NEs6u7iZ/+G2LtOHumk8zGboa8FEJDLGNtu+F8Op+wiD+fKt31SFkKrX2U/iOYAZ/i"
    "HnlLX4IHWg8t41i1Y+oQeTOcRVCehl+hJRbA21tGTvQa2NezoZmraYUcT+c/xKF8F/JUL8JKrsTvDfvEZuc3QXIMlyUvmB/2x2la"
    "oDcGj2p+cK/006OCHrDwL4WjZLP3L0K/dw7bwZBcr5PzmXFN6Ghm9c1n6MDeu5VeG8TZGXmjRw+qIl6H5aXWE+vT+txiOM+L8UzG"
    "8pPRKOdhvGzK5z5ZNNtfcZmUZBnFVuBqU/ViyPxa2PDnERWZV7USlmcBdPACaNpy2hfjA3Z9KBv1D7mVua6R0A1xz5G2mNrcIr2l"
    "kI08qWT/R3cxTO5WZDK6i0xxu2TRjvKpUdKwk5ZBfRNy9awYfpsxH1VwEsb26nU9Ncjn+8zit4eHsVoN9dWikGVEKij1c02V7HBw"
    "fYVleqqYLW8u1+BbeoqhzIyHvXIS2N5Xt5KN6mO/wW8rwBrX4m4NP/0lvOtBSPR1iCo2UBJ+VvMfC2AHCvQ3fOpTMd7saiKYTpNZ"
    "xCAbAjv2PE6d6740vrpa6JNyxksWK3cgz8+O0lys0nm2WMdCX1kmJ+oxiCDMv7fcrOHWT4JfYfmGw+RmxLpnySgxTpFvYYfWQz++"
    "A5mt0bMD6/TcjbY66c+Tm6NJam8ZiZ/e1ZG4/ix4TJPkNFz7Wt3gK8bbSWOcDddFlBuzVLGSO2bxR2P0BJyMBWIcpQ5xOMrt9qaH"
    "m5th7Sr5UJ9CVJqAHG0f5AXLwwpdE76FJ4uROciipWckzlNSTS/NMidlei1n8dKeS3pfoldu1tydv6FHEbN8+m5ZLB3b92ES969V"
    "eQ6cQ2UOc1MnMmapUIdA5XAQtsO61DdR12wuGd/THvVkO6uzJ/Ou9RrNytUT+cSub8if5+pY/O0am8GXexD3LYHkPCAfB+0l6SuU"
    "Cc6Rl7MPJ8a8p9B7U4+D5PBalAgUVawr7ymbiMf4KZ5vGs51G+xihGVah2+L/Lt+5BpY3WitE8xXVjFTk9s2GsOf29NuW/hV9fxt"
    "nrh8lLtKD9951FQOMtd17I/zVyP07XS2S+xoWZfdBSHim5vY2k8m6c/6ib4ImfwKp/RZ/VswOeiAlZ3PXH87iVDZMuytupdnsM6z"
    "ydXpSbxv08AXc11dfS/NfFfKV6Ttuo6Hc63vVlKy31l8PYjYK26mtIRZvW7Slvu1n+elXZPlE1JazstkJat3jqvqdFql5axYHgU9"
    "11HiWcy8BnynGH5fyFq3rek9YpyXm9l9Yd9vbBpx7zUX0KeKE4/sLjmM86oWB26Ctaujt25I523lFj1WxiIG2w77eCVk8kwZr5Pk"
    "RjlaXoe26YE4J4V1/dH4J4JvoF+my6P4hgPkC/0QVvoKOUSgnRAx7SkF2phXJszy27ZjF8R8xFFxegRl7Gh5Ssyim1YbItaj15oV"
    "qwPFOLiryOqYTzY0e+5LiONgM1SGtpRg5iEXC+D3YXEwSJ7B/T2ln4V36O3BIuzDIfCzErDco2SDn/HNEE2pmvOVylnQuiziuyJO"
    "izGXLLKOEZbTbpaBHyOLcA8Rp2G5lnutZxmDHcR9r02VHy2nUBeV8mnLmf9ZrIfj+jezezKhY6GRHWbPt02gMdbw99tSl3T2SKbK"
    "3V8CDXU9vW5XZ1mOf/uzCrcBumQcYttx2Lmb5X3s3vkyG+v9I+xGGT2NP1lVtJx2TF9E7HmWfIs4zOrOlbA8IaOxCtjT5YiL0sRb"
    "Wu59N5edPUrUR4db+R6XcIt+F2Otng4ZvBbPtlqOkdvhU1wt7+o7WM8u0HWdOUe5Xi/H3hwDrVXK7NgO0sAImfZTLtax8QLkdwUk"
    "xGasV+EZ59IHK4N8LNC/84mTHknT7MAConvN1ivkIf0ecrcM0v0kVttiic8QWVkmo6/v2Yky9rX+GSwbttyjO9s9GBpvCla4hqwM"
    "phPypZTxhHnSE8gDGWYnoftKOotb4nK5cSL3nSjLYBWtX7SD9LQ4CJp0BCxOR/lbcJZ8pw/qD9IGu7VXo06FBp3Xkx11F2Cv35XP"
    "dX14Vd5JeXvqXeFWsr8MCAaE6SzObp3/hFU66nz3Z/CXXGnFuJepsKdvwEd7Vi/WveUD+BW7BztCF2zAa1ZP/hS7s1B/wF4v07OC"
    "z73mSjP2qWKN6xIpoi/fnBHJcEn6Wc5WxOhcBctZyemR9XjSKvL7zdOb5H6c9zm6AlJwB/zzf8AmdJBfw5NliEwNNwVTw39ImF0H"
    "1SgH9Q6rWhGKgzEwlUIuVB1qVoYz1w4LIf0fs1odpCqrS5WMjMp55/nEmlyInTwL63UqEeU3Qc7WkBW3BJJmXPFvYv/b4J73tN45"
    "nJK20HRb47NfwHvuBZtrum+lXghPbTe9CX6m5fR7Sbu8ct0m+CDcGs9a1YhLqo4ZRjfTdTdZrMJsD1oF37WQ+O2zqLsrPbuCWbAP"
    "2IFTxRikItvDZU85nN+Y+xU3m7TBTxhFHKRKJPjLiKOcpO9+HGyiIW+XkgfQ5qt3oVdlU4NWY/gZttF8lp1hYcfJaB3KnlarEbwr"
    "U2UVa+JpsgWsVcOS2J2xawWjrn7YxfN9bP6Lf17rDt6or0IvGuqh6aSXibn1JHzWmmxfd2Qzt5eoiuvQXWP82abz72UvehUsxo/E"
    "KFrCeHijnAMPZS1Ol+VMlpK7vh5+Z5q8ZlZhNMSgd8T12McYTduz9pKdxeobOxExPsrchup6R23l2uMu9yAqt+HB1ZGLyLT1BmbQ"
    "i/Rn+gITIZlny2S1Kst6SFYG1wupOxyjteHyLIUMLWOMncwyKid89sw6LW01pjOGr2GWfQYzDsaeHUKXvQGr1l3e1mU4z2firNqk"
    "7gydF2wM34CVUXgzA4Orgqvw25Pks3A11nlfaJ/9mJ83vCbL/Q0VQ5z6Ah6l1RZNsw6QQrKR2vOu0FawJY/D+71c7kKUNAESsRMn"
    "RZeITTtei5Nu1f1zWLdYiitV0DJbLLhRL5KMzzwnWdt33VyXSVfWxup9JFjO9bdIsZB9bGmP9FLL2Fv1ObmO97A5nBReKm2Ct4JX"
    "Ea/+JLvo08zluVroMGJtmeWyubrrYSNKoJ92JFLJDtAzhhixRguZpSnVH8UQWUtgHe/BHVtG8WqPYeZ4klNEk8n4vMhGnNm58OeM"
    "y+sr/R2R7/FiuC4dZaachwjuPhmpU+Q1PQr+0kytDd+RufxcG5+Tay1R9ieyj3/NKTIJmrQFXvsW32Mdo1/r8GAYzuQL2Lk8cSgr"
    "J3Aq3Hp5mkEK5+C5uvipP2c18mDn6zXt7zzEPeTRssV9jd5+fgDPk4dVmUikgHHaIrBJ23k4OYY2PhySlNGX4C0sxXptZC9DFzFd"
    "Zwgs20gtfQDL6JrHNkRsCnqF/ovz79CaMh1xzMEylTgfKfIkh/SlHNasm4gz1MTz5Bx9RleH46FBX5Cl8mUYhpWBcaMNIm9hgpUM"
    "sy/V9JcNzTBJJLNy7wO2gTXdTQYSucPmbTtQP/SGd5X03QiXivHhOAZu88ldJnM6a3l5f4mCIZJP5tUMezuTvvfbcPAuk+uCIhkO"
    "S1gaPiYH6UXh9nqAofuE5wZpaK/IF0zqVzxhDpHLyVA1p09Snm/E2bdSIuxbF9vpcpivH+YTMaudjJZXIZ9LoUnuwCm8HCv/jN6N"
    "Xctt64eKZVTm02fJh+zY9Po+ePpBiK42eO7NnxhJWhVpNxkpfSTt2UBDj95XR+1i6LFLoKvn62PQXlYtXaJPQrMejpP4pPfhU/Q7"
    "a3mK98BzLdTj2RsT85PLlu97nn5LNWx+X9xBJZ/XMATKiHJeAmuzA/VpV56NsBEqmN3JVLzLEM76yHJ2AH4Mn9I8ivm6h84PT9F/"
    "whd6G3f1d/lCntbn9I3gzKBAz8X5e0Asn29V6o30xA/BN9h9HUp0S22Efl7LfpNc6APvQqudAM26h9yHGPkXvVHfhFe+i9yJZ/pQ"
    "ticnj802mE0u40R8KS3CRvaUmdxaXrOLNHDd12d5PB0/u+pf89e2lyhLWQ9t5piTZ/OuK7IVgX/v34l+/g47tgCx/ic4f0txL99D"
    "U63ESl0slZxjcrznx0rKr4Xr6GmXrZg7xIJW4johzMt9HTI+kT7SYrUOtD/gm/SW3EjS9fR+1XdoRAxZ5YiI6qALzpLfdRojz7X6"
    "Ouzl27pBmso5GPPgH5BEh2JbDtl0E+sJfR/3kyY2m2GqVFELPa43irEfDff1oDZSrQ7dvcpPFi3CKcpn1ibkpG4N7z3J3geHNnMG"
    "6wrP+l6Yi+H9zuTkVgX9smLu9nr2Yz+rLeAdF+oF8m7QAlr+cz0ZPvylOiZQP9ssfkZ+gDjetwTkOZn1asIsd0ScJyUeXidrwpfg"
    "k5ymeXq/Hh8M0rY6uHnuThizUX0l2WhOKySa3Wr9JHgxvFh6aX3YFnFQN50U/hrMCoeFO7Vws3QNPQxRjqELztGJOoU8IG9hVaaw"
    "nvCx3iLX551PC2I+eSGlsZ65uXzoyd/wf2OeTsAObyQacjF+vg/3ZbizRyJmW6OnyI1SwfzHBrw6S+8Sh3PlJmzStA7VahHhx5DZ"
    "7RGrLmVdcLV+j7/tI9/rEfKE9gnW4Jy/irh+lLyh+8C/CmSUvBR08qujvpvMIViVeS05QKJaQ1IjVrmmUMSMO2JnSJZlXxPs9lsh"
    "hgTVCefoUNaO7Okt47413rUEq2UZwxRnFi3We1uS/GQtvU77XkOtNiti+bJ2xK3dU6qyOCUJbehn6UN0SceV5hAJSrkuSaLwjZYv"
    "oTMbsowJRuADmZ8y9NkkmSWqVLOohApfZZNnhoh5XNTF+Nu/xPGwuQphhrnpnaU/EaBM53yif/LJbQ2KWfErgaYdFJwszqLv6ytZ"
    "7pSX+ljVZtJjHvvEXt9bYhrN2rciZnnEyFfKKrkyBjKb8y+csUKe4jxGpiNg/c6D97NWrpFX9DM9KugCT2U0JCwvsE+n2DHXgHbq"
    "OnNOwOtj5SeZK9vpp+EJ7KHYKrgPd5/Cyh7mO4AcrngZM9h1Tb7ivKkEOVzsSgPJvpCE1zlcxsBP3RW2wDCCfw6fw8pdA+lfpxHe"
    "a4KZwYFewuohUxM5pZQhc3tLSFKM80oV8EVaitM8Ce7oNWROiRPFfhsJJOKuc/06TuefwO7ePL7Tuq2GcO9tJsB6XRZALmvgqa+G"
    "z2BIN/OwdnfgPm6Frt0b6/mxPKfr4M9N1lOZXRjUiPU47Zlq056bcSGsZ8QvZhrmcPJBpproW9+oj4rrhbMzPYNetN1tCWxMnT9/"
    "LrNTz0loy+oJWW8Cb3/SfsLU3rkC2jifrLcWJxyEpzHuwhLimFV6XmQny/XM7z0tpX4eoNI/U0hmqJ1Yqz1AajwfaZhFuSyl7B7j"
    "7UXUOVhPBG6rac3GmtUzz5P0vb8pvYlWxbiLqqjt4sxHLCaGolW/dxPDrT8NT2GZlJ8ZeVbDho3O3tOW0+CG9nadJLMaOeH7IwxZ"
    "Yr3ukHckPOW+iNOegESPR4z2uP4DMVTrJnLre3t8qHQWJcpwLuznv1GK3W+qmQkPWdvb3evPhNcuKY+7mG6yMnScfAu530TvrlKX"
    "0d9aC79t5n81x2/sWoU490NxvTycywmwrtbB1Er6SW02h7KEK2MYZOWs+VX7bEbovVflFKNhAf1ExDLTwhdyRvMQWcszkpu3Lx/v"
    "L0FU/U/pQaR9Yx7vJUfLeuJehMxH213bNHctzmczelQtxHUyt5WYZ7duAfuzeyOvLMzmddvQ+8t910txems9rvJKXP9nsjYVQPt0"
    "ll2Dl3CSh9ncmu7TbKCcp5fo5+F4bcp7muEr7nalq9jtWeKZrcoQMZun2xv+Zh2RrGbhaj9BHvOwp2ZXDsYaDMcqmnc0kfjHETrV"
    "v/udKUSj23iPNtUIMUvZyx4nys6pHlXNTecuzfrcef8RD6c4jRj6XiGr4zp+trTm424+0V3lXDlUjwieD/bTu7Qv/MiPdJnMInvV"
    "vrK/XgNfoZ98o//QftDMht+8I2KNBfoLdOLDiOMWaevgSezWH/qWJH1dPk18zwytbQdIhKGoboZs2OvvQZaq1WrJVhP8nd3iFuEZ"
    "ru9FYvzyc6BlHTuqVf76SNr7vYYHu7/k7hLNfRZCzgHU+Mq9y1GXe+2wQV+GZR8Y1Poq/kriOCvPXil+fgJ+0UYiutnsxCz8dhL0"
    "aKm+gPv5VsvlNVgd47E+S4uhRzeqMZ7aNGp3+VO/gZy3wl7Oxbf9iju+k/bd0JDfxBpMxfOcI9bT3k52zEpAVVaj5NbxSusgPtZL"
    "Z5kedpYU+8SbS8SLVkj9fwlW2/B/hyD6sgmHZdCnlrVZpD8wg3UvIp2dqeVq2JVYQF4fq4UZkvzjjD1jHqnKVjHNHKfF9WvItGyI"
    "xH1lFaUxzqzVnmKztr3wyf3pzxpyQdfQ0C9b5E3Q0/WwoDa8SR5B5J8KHyFCUtozfNdl8d5ugUxl4CHsQ6Q6k6AhRFSrQIyvTbJo"
    "VvJMOk9mCPFEnDbOEPlsAyc+fydal3VkF8LSRV1YaUbsEcJxhvjQxmMVZJEiI34Pq93fQhazlP/uNDsVqum3WA5uID8R05osy2PK"
    "o124Wo+7ZpIInslGddgoeq7jf7tI7lfEI2w16MbW/j6NrcnYuMyf3cy764fXSslhbBaqrT9VcVr708TO6UFilcN8yN1mn2OZiXsr"
    "5mxgPuv4dYwM47DjZcSLe6DJ+nau/amC9avnya2Ff1NNLtJaVszNOvaRiA9TPYug87ivYl9c2ud8MsxRW+dKV1mNPZzP3rfraEF6"
    "ymz2OaW9LhL4k9EKF+H+LZb6gZP9lfQ1zG8vZc64Qs+F/2oe1PvQ1TdiHb5k5mMhrvCDjmP9Mam/yTecLarG6VlFFp6G3EGzRhnJ"
    "kOiIx+M9X+lGeVIusL74cK31fQauG/IPXyk7UxK+WzH0/n+JZ4wNOf1V7+uBZ7GHwVVPO0kxLWiKmjoXe29Tc4fOsysghnaGrxyO"
    "szCccVVDvB2nN5Ph7Ml2olvIm/MhTFveiTuIefziMn1DXmfn6tewVbk7MceEW0vr4GIdqUchpl4sD+hbwWi859UgDq+sq/zKTqRK"
    "fRba9Q29FvsxEzpsd9h0y11Yt9mL0NZXyqOwTkfJMbK7fq5nBMZpPV/HSTWxRhbrSziPxpdjdeMN+PkyrO0hsP+3yX7sGb+ac8Au"
    "21TME+pih+MRl1R7fNwnaM+TcpoYOvR6PNXuRJgwG2Z4o1N1OXTpY1LEWSfjDzXWkd/Y4VUoj+GeV+GdJ8txav2QFfCJ+soUnSUv"
    "49o3E/swxoznZKzaK1oe3oZnNwZxq8sar88DUkw2tjwxTGbD1azn7sVZe/g7s8dzOYm8nSz32qGOT3KiVHvfYT1iv2Ls6kPGySsf"
    "Yy0+0VPk+ibOaR2Zr2JEVoj5fHNvns5FehJ+2wZn9Vu9XurxdEt0IicgHU9Y60YYK1v56vBf9wTXspKz5e/cf0333+5jZJcBjLOr"
    "qYR7EupssXPpOuA+pc3LJ79nBXZ/E+OniyCJxnJeQ1wNQxRtyaldy9wN8RWnOp9j7bgFHnBDN2TcVxrL9EZZ6b35OuYSlniWwYxH"
    "0phLS2xonXXwIq8IvtTvYPM7Ba9A81bLNVjrY+kBdyPvbEgNFYPlXc/dWYJdtjqFVXq/ITpVglUtQ/8x7fSOmH00pMB8SkaKta8k"
    "fLEKetIV9GV281W+ZDb27AI/XX0vTUUWj9k9YRX/2ymbu7F5W4f4vpnf0kvqPevcYb7ma5rRnfpCX+vfDEku85ranmeElHv/2Lqh"
    "/+RZd8gK1dlc/cAsfmaVRhX0COEvlmV0NR22Z7YTLkZPUOmXOY/I5bwM/V/1JMQif+oNiL63h7wVkrnoWh2tQdAKnmozGSvvQgdf"
    "i59nkKnZek03816cb3CVlDI3c6E+r3fLR9Anv+luwVt6pLYKuiBKfA2vrdFnZCOn6NdzfvB0mcP7yn3m6vi+NPuDLXfwB3NgJ8oG"
    "H0W2+I9ctYtWdyTqzUiijIX8/BQt8PnUq4i8biiVxdzhzVqfPTPN5d8RraNXmv3HlUoouRYvNMx4KndmHXWu9R+s4zRcGTnansaz"
    "V9JPqOW5OVWqiSRgvYSGUXMZ5xfdJG2MHNWbiD+1RP+Fn+9i9beEDBDHyxeIHH7AeYjiuIF8zgqe8hnQpHdD7yyGV70apyMflriT"
    "rBFjf2nntcJmjwZSwzzN05Lm7N8iZpGTRP6qIfdpCWLOQvYL1TWaHEvrQfDoF5MBL9MI49hWqjX1jWnT+USOSBMPZTXipHIi658k"
    "vXEH27CKYNnZI2iD98fvDO+gtxiOp8nwHljVvSRJnb6+ESN8s+yeOJTQHRF79ZGHdYzeDPmdHWwLTfqQfBPaBM3pkNByf19VPsPg"
    "fKIFeIqDaJNt949hhj3FHtlajTpQ1WPl9/ad2WmirqepP1N+Ct46e2OsrDr8nbot8OyqvdZVar9dPQ9bFScu8mSo59SI6i6tcery"
    "YY3P9d2gddwdm01aw0pVCbRb6PvYHS55xmdoe/L5q3UC9v4z2Mc/9NE8w46Yld2ZhmxSe29XkrpDtjsozE57KO+3Vo8VmxQao8dJ"
    "yiOKD2dvo/kyO4s79WnvHZo83C8WEQVyjqxDhLcS/lYMkfBH7PV+B9p6icfFeIRVrvbQH8f/V9xRuV9J+PpOnPefYo7TqkV3i/NK"
    "rO6byUpRxte/LIvTkVHbMnpYJ4nrvszt81UwLnoVT7AU5+NRyJfhbQ2B57WHtOLeT1dnreuofev8TJzT3PcyH9eLOzwJe2p8MI/j"
    "s+Oxvl3hUYyHfj1EnsF37CAPkIFvvAxGjDxArP/yPXhqH6rLugZ/4QnkvuvPpArf3wNS+K6ugseymRX8zfBf/mdRLE22ixiftZQC"
    "ZoqMlbyUvD7vYK0OJUZ1hMfrasa/6WZtyK6EvpuwnVzQxPPknlA2BNybcO1BeLqbyZG0Tj/Eeh7OGuot+O3+Yl0mxsxueSxjLKn3"
    "iJC2T6+L+8a1xDZy2ZEkJ90PJ/JQkrHEFcQWLvSoxqFeLiZjvZnV/QoazNW/0tm8qVX6z4HGnIL9LddXdZqOxQpNgQ5fj305sAmu"
    "izrOMjse+zSnFMr1RZ7AOmj3BNegxudwrB9nDKUw0mD1kKYI1yiffkTM4/tcTetfS5wr80VOlLMg0xNx96vgMxbCC1mKtZuunSXK"
    "tYc+qz5Q1OO4ZMiZEmMPQMJ3PG7rtco66MSYrwz3FfN82zQ6w1sxxxD32mdr5oUrdRdxHDBbyVbMaDrm4bomIv7cr8zEiRolr+I7"
    "hiKmPQ3yP15f0HvC66QDMTDqfI0lJD+qy3UkPVpDhvP7a/UacRquhriQy7FbheR8HSPvi7FsD4XVOkh2FeMYVt+BfYdfd8NBOBua"
    "0yZahsKrOio4Ds87X5/FN83mLLfVJiwLUB88yacu0H/yfnp4Rr48iToE64lmFcJ3WINIbifoid/09eAyyNs3uiTcMViA71nNyZte"
    "kJnrsRYH4Qmf8my3RXyejEVf+OcN60XAEx+NO/sa0V8H/TL8tNkwWPaH5B4JtsCTb7kFx8t9WI8d5BFZgnVojpP0JLTeSjkROm0s"
    "Yvyt5WesyFrolXGsJd0ss+XBJtnS0pz6b0HZSFJiYr7/IVcttCnciFwz+WEj+9Y7i7xSw3xTLpxTO8s15J8ughysQmxkVf8F2iIw"
    "5C/HUpIhK0XIrhObyOoPv6Ob1JHf1JBr/8npkM5i7FVlZBFO6T+DAnx6FXsSr4G3NQ0ehXX9lbNjdBesrvXmLsaVlDzXq4lKFvUB"
    "bMk/8Z8dW2nPat+t0TlzSFEf4psti7AeevhgWKDFZAj5GjrI0CzXQ2psHcZDs6yEp1YA6z8GP88gA3Uh5PICOVpmaDdymi5uIgLr"
    "J0NwElaz2jwC1+kkXaBFytU6dw6S79kxVc9ptT3xXevYi9lNZvsJ3BU8lT05afYQVnMC9PbnOjAogM17AKdihBypV0P73C0J9nA9"
    "yJjHsirF3LGETqUkGI5luUbIAaFnfLb+o3bsqbOe8guhdQP4jjWsP58s+xAvy0VJm/DTBk4ZWnXRMWX2kTi7WU2Oretsou6N6OJ2"
    "aPM18LeOxD3P022DlcwflOqTsoT7lfJdTLWct1oIK7wBO/4zPRXDQS4ku25dIwSHOp6KGH2RY5kLmSBf2bynvm086nKR/Cr3QK/M"
    "0tFiPERvYYU+xfXe02V4hrfgjd7ASTfjm3MTmzFfy70VvrxNWs6AHl4ZHARP9oVwEDzF4bKdLGZWL8z6Reojx5RHSbrIz1KYjlqm"
    "DvlnJ8n9SrVnPs8wtmsJ/ZhmTBPTcnkk70bYmPG4nzfw/51lshaH92GvLc6ON/LuMj5fa/t3rfzGzGJUj017z2EGvnsH4ieXIj4q"
    "gbWKMaoyrIuLxTBNDCX1FjG+6mbwSj+FBLjsUoy5ylpi8rk8gE3vFnte5wJOr5zv5xt7y2ZO4dnzDoffUIjdN09ghOwG/f87PIPT"
    "iVUyXX+GHlzNDGcl+SfckyR874P1TF3JqbVcWux3X61rI6Hv9ze9dh5rB8PFdfG7eLmaVd3ybK9Dpc9u9pdoFqwe93UsbMAS5uxG"
    "ysHaMvhD35SvERsaXvDXlIp6b99OkQhdNtOIAd7We5tGuK7qu0CcTu3uY7/cr8QoBRGXhb2yq7fSiSwCd+jz0btIhBye695ugbUr"
    "hcRWwyc2ltF1msYJ+UFv4KdGykh6NAnmXprJBFYsV3kcHacNrTs6Yjnqge9YhOhzMT2sTXov5GudnhIshk47gIg7rg+xijn1fsxH"
    "rKImHyrW13hIsFCtcrEEHvUKzY3pl9Jx0OIllCib4z4+EDLEGetsnFY+Qjpa5z05m+tdrxmpopT9xAg6yUnqItqtqEq/2XdB7IpI"
    "sky38xilttbHSKnGPBOHIYBXsV+7ArpkKat2hsZQA/npIXuoMaW3hTVaJR/pYTpRLN5sL24GrBf/X+E5p/oyz3G5j2utv3Mr4kQZ"
    "cu5yfOu2WeuUyk78Os7EQtZQbM87Est+IXE1P4Ze+15ulLtx3r6Sw3F+nsEJnag3QNMbX02u/EGKeYhKz3BpWCMHscNjoPHwSQnr"
    "C5W+WllF61vfBH99N3kZfs+OYlMmX+P8mr03H28pkcFCH+EWEts71Oc4S9ugpfpLQ7xfyPpeLlycTUTZtz8HNcoQRNMky4znC3+f"
    "zQlsy/StZmy/RA+AVfnC43/VsJOumPFA0lvNGP3jSzidZdF2OfT5j7ABH+F9i/AsK/Bd02Ui1vwkWK5+WIVdxVjEf5DtsVaDYWN7"
    "yp5ZjOmLeHJ/4RSjSewAqfG9WkqW+gr2lG0mHskO9Ju7evzUet/jEpI7NJ2tw7hMRa1JNHsbSoinr+xceZxRWIX3nNO+5nJsVnqt"
    "klorp8qXuMuB8rp+pg9B598tOwbDdTJs+EZo3NU2ZahvwEr+DFvYWx4O/oG1Xs6pQ8MD2k/eY3dSEfOWCdjFtp4FZmuJciMmpWOw"
    "UsfjCqfIKfIwPJRPdMdmX+kp7D8Ylp34TKnrmXb9FZ9jH2z6yvpHf8IeLsV6Xyu7S+vgDvJ/x1h9t7izmJo8oc7ab2L+qUz3wpm7"
    "RFxUavhiufBD0pxESPqK1BGS9jFBiuewjH1icXYAbPJV2pGSm+fhN2jBuOc5LGf9MgG/cAfm9WPw2Y6Uq4iN9C9Os+yLVd6gf89O"
    "LzvNMMPXcMt9HrblX7BRuShmubfmjlH0aEp9kmgaduUp2k5cJ8VtxA2cgbutZCXxEviUU/ULdoJshNYvwZOW81MOzaIzXtmDqNzP"
    "6RJ4c89LR3kJ9nWlPo+7mwkPqYdYH4RlOQyDe7V+p3cEhsC+Xl+HNN5Mm+1iyHW4cpodW/ZEwyXp/YuQvXcZb+GuCJ+QU/OO0tOC"
    "udpW+2tXnKQHg+ZyttcT1b5G/X9Y+w4wq6rr+33p0kGRKihFEbEgiIVgQ0TEhih2jb3E3ivWaOwllkSNvXcsiIogKkWlSa8zDMwM"
    "0/vM63f/117n3DdjkuH7fvn+5DMM8967795z9tl9ryVk4UrzLuvo0eX4c9qghsp3Me1PnF6gdW1FK3uKZwfXLLJXOlvTHiYVTSKx"
    "/+x3cZ39ad9FbuinaUpfb0iHoYtthu4fgZ83Mo/cFifqIqyNdbIbqvg4uRvn8kfsyig5T16EFrJ+U5taWCVmZ212dyg8y+vlMVgI"
    "+7Y6/YlYB4bL8iNev8RrV3fXdv7HeP/Gzsc27rCt9bWS4qrHWGOdrl/Lwb5uG2d3vM1JFtMaFug1rJSEvm7lcqJ5ODmDibFneCBb"
    "iSNmPa7buAcOAzqm0TS9Ujv19B6tyFCPhZRhb5Xd74viEL0Tvhpon60gr24GUUE1pNOyXY65u5pTF+UegT/k5GYgkXykyU/ZXlpy"
    "5ZdQ66ehT29EFLxJ2wavQIfNha+wu0zX53G2oNNbjNGrvb+kPncR9Sklvfz9X1+xfw+XMDttox4npy6bCV6SzdRPlhLvpYX0KyaJ"
    "m1tN0ltwfUjlnh8z18uW8z5GZXVLlyYchxnfX+U63FOUbpdXO12quLYuu3e4OAbuhM+4xTg5VAI/t4yIEXZybKbR8W0sQaz3Bj3d"
    "ak5LtZDBUkz+tU44ZXsTQzAP/25JxH3rf9yGdS4OvoJcFsM7r8e1zoQdXQGv6ErO2Jfr75yiLSM+3PfwM9ZxPcdk2WiqiP2XYP7d"
    "sSA4eRroc072nTtzzq4PbWClR6wxaazVI2WJjgkO1Gf0vKA1NNodiEU+xI6frw/qBYys63z+zFmV8ewma+97I/+z8jQfJ/V3nNzP"
    "2b/9LjwZ6yr6QmcGffykSGPlK2LiLWDGopLx+nKc8jI5HJHWUqzujn/odXE/1fhpiWgeNU3p7e399u7wWD4RQ0JZg7Uy2/wjVrWz"
    "Z6nehvftIFHU2Fiz3lPS2dlhx5Ee+unk0vADaMTpepI8GkyXvaE7fsOrg4KfQ4fyFbCKZLIz1E+SJdkhVJHtOKuGxaxll2tSr9Ff"
    "YEWNPfBBeDmtxXpqAzmA8802AbTjf2FM6Oe5e5vyEYTer2vXhD2hKbJPLymSjZDG5dj5tdDhZ8O6zIQ8XoazMYhVzT3hf85kxaoU"
    "vsgaIiY014EX0vb2kLSXHGMNyXhch+Z4Hgxb51tes5CyuYCeueU1CvQ69oo8BsnYCOtm8ff7OlZaIG7eGf7ocfj7RE7A5cAu7iaL"
    "4S9VMC/guFEaOCFZzlzOdd4SVlCaChAL1bFTxPrTtuD5rV7WWbYyFhnNubKT5UCJ0CkynJ10vfQ2m1ADrbKNPnqKXs9PsOgtaP+W"
    "+kniA8VZ2Wo/FxzSJg5uMrufyu6QyGhYI+NfLNb7iJQ8CqfjOPk+sMnUVZorObzvJCc1a8kPWKefwBcqZRSxRe/HGZ/FeZl5eJYL"
    "g5l6Gu7yXZ2sH+v9uKe39e7g/CAVboa3UEbPNFfvgd88n70hJweP43NRnqQhOzWT0YvIBhDTVsx5d5BdaRsSXr++Au/yEkTi87D+"
    "33mGyUNlOjzN/60r2SLjTbhv26U9ZXd8Zw47ctsHod6qb+mdOhTv+k7667tYkd/FKlz7QGuOk2OJMLGBM0rGB7qK3+D+FGf7cq2T"
    "ZgKiytfCPeXD4D79h94Or3MP+AIfBTfpeXjP56wJpyFt5u2Pg1QaNsx8rG1/P9sS/adkDA0hVzU+u5LxGMLOGlUQc+scnJ0kc+gO"
    "RaxSXYdeKevO3XCmb/Xd6w6fMsn43FVW9xRj5ukpJmEHs678D9iFNJ/Tomr7aRPuLWQcfRJ2s06vkFNZiVuEPTcu1cHisNMjvGRl"
    "BLJ2O99jedy9Jc9rJ8dXPcHHzc1NMTZf5amGLmhNHEyr4v+Kk279K7/AC26eyc2ssjLqM995AU+t4WSaT9cGFvFiyMISvSLoK69B"
    "96+EX3eAJPzUUZra0+70WKn23lGj7g59b0sf3w8XsrfN4VrEoFfUMyl8i3V9PxgviMrkR70nLMCnbkCceC1zc4dJgrNspk8qyWVy"
    "j/yuzVdwd5dCRnyuphfTJ4gv8CO+czwZR2OsyuwgGY8OsCd2cELQKXhMH8FZOFLehI09U/4GSb9Xb4asnAu78gY8vHX6qjxsU146"
    "VT8SQ+usxOr8QIZhQ+8YiNM1CDppnDSPETVadguSerCepePDj+Ui+KYvwbP7Vh+HZVwHv3iEXhzMwoqN0/317fBTSMJXiElOkfO0"
    "XtbDCzmciFVXykjcQQ31s8PJMtwbmwMxlOlcrOh46QZLbVnxv4rNjizBCf1ep+lDPDHjPSt9vUbo5laxul9OxNm2SNQ6q3+GTWpg"
    "38d6tSngK7FuB8hZ8IE+gJ8zGR7QtOB7/avEmXlyvcAJIi5U+tkpO6EtJYrrIzQbw4t51ljlEGONQ7R9gdwpM7BOY5jFUCIodvM+"
    "f9JjG8b0vnAZnupt/Un2gmZNQ1LuxTPfKYbNvZcYbv7V0sBeM8uuL8X1+0NG/oXz2w5nv5LIkCu1lpXyX3Q3XGd/OQArWAoNe6Hs"
    "GzyH603Vb8PtacsHeCZchNBAn7ONbGJU0pqxzI5i9mkqOW0Mm83qpCeI63Te4HtArEPbvKkHsJ8fwucYKh/Bli3GvX2FVT1ezgwK"
    "1Xm1p0noMQZqsvlPN1Pwn9O1ad/vo9inGR6POq7faJHv33XVHDd715J3Efe8Xbbi7djzMNT3qSdhsWKej6qB3xyDbF/DbF3Sc8pE"
    "s0bWfTOamZgS6JpleOI8yk8epLOX/IS/X5QXcM3vyLD9I/uX98RqPq/PwyPYhBNj1dGf5Ff4GqXwLGbh9Sug+2/EHq3BSi1jh+Yq"
    "7RlUwOZ/gfVe7ZEOm7I9Hc4VucJPCKrHfg2pZX7nDGE8iw1r+rUnI0WrYJSTVy74A490b48FF9dGVEflSTGNOgbez53w26xDrQaS"
    "egv8hn1lHzxRhN7132ZjKxirVnFXDD2vlv0Ah0sgw+RXj8XsmMeSPJ0NvqvKatf7Mp+S9jGTeW1nyVVyJ07eBEQCJdjxj4KdYVNP"
    "1Bfhw9VSLl020E2Fn8jVGRLcKZdqV71Eb9Db9NCgWJ/Qd4IB0ldP1b/gHvbHbgU46ddJ3+Bz3MFt8Ptsp3f0OPR7UsJDz1+zm4zC"
    "Cq2GL7IQmus9nL25eg/3/nj5hOw9IS1eMWKlBh0p1u01Q58MdoEHtVYfxflP6+l4/5PQIi1x7z0Q6fTH/xuSRR3xXDrKfuz+bg7L"
    "wOLuvaSmSQTism+GX/83YqVXETG0CGcvpvPxdO1xvY06QloZLpWkiEKRZs1mMZ6unp2cZheWsrKYJu/5g3K5WHXxJTzBeuKXG1up"
    "Q9YwZswjs9Nbae+JhFmk3qY+fxQdGAq64ZLkQVNXEs/0a5yN0+Ug+NadoIcqKRd1zB3UQpLM/q/VKVIg36jVX1oiGp2D+16DqGcu"
    "7djfpJpZ4ioyzKeJJlHLPno3XZTxbNQmx8fQG6xu0mMoxFlTHwvtJD0kmtoOs9kA1wFicxQHSMSfkfLxePMYrMW47+8g6a+LYUet"
    "gXZ4W6bjruvgt5fqFJz61/W64EutCfbRq3BnD0E2E8TxPRU2+lSZg/W2zPntsJ5W1/0IknWX5MLrGgfdsJ4adgHswRnwLkPvQ9ez"
    "K9vyQsvwjpBzFslsbSjj0WZDWsm07x7OeMbSemb3m+8TugmRWUuc9hriXwyEPu8tn+EZv4dvU+0R18vx9KHnC9jMnMWIbCwcZSlc"
    "BmWzPon3jhLXBTOOc9gWzWzFil0d9sPZG9liXjgVtmRk8ALixRH4xnfkdpmn7+A0lWAVPsb7N+sk/UJu16uwEpPwWq62IW/IGMRX"
    "/XEqD8h2qO3q86ZCzN64R6i2euennF8Oqc2KibZnef2l+NQV5O9L0++t15RfPcNCmuCz2CmP5JvxqBl9mRXr5TFl3fSZ+QVXSchO"
    "x2JfgynCN1TBi5oH3fEq7v9t3Nd3sHfvyD/lx/B8bTpdmEEsav9+jFmOFUTN7UUms8WwM1a9OQka+H0xtNc8nPoDZaEYLtognKW1"
    "RHkt8diIjkElwordB2exXJ9B1LiSHS158Kry4IssxIksp/bsQ9Qt9ci26j3wIbIG0csOWPt8eK1bGBlugR74Xd+1+gju4ULE1qdB"
    "3zyN3ayHBvkne26KqYvtFE72KDbW2zBWJkLTraBG/RFnpBA+Rg6l161BNP+f0qZd+oYfmEM+zgT8+xjRaa7HCqzjtF5vRBfFiJXG"
    "wL/piOtv0e/YJeSQpewTrheqnRyGnyZImUed2QpdX8yKtXXmrPF75zA2+/mOU0O5bQkZ6+97Nh3+fpxcOWtxFmtpH8YTQfloRlcJ"
    "Vkzy8Kxf6o7BJCllZq2M1e23tYJZ0AI8dR5xbzJ+0qvYM96Ynb0+i7vu0CYzjMh/gsd4GV+Jqj3ulU36Jzz/R1h/++YCVvF7Y22n"
    "I5pIsFNf2cEWJ6LXLMjgJ7otLNYztVaq4EfuHfYNhsm7sg1POYysoJWsmZg+Xg+pS8CeLsaqWcbO0IQXkK9usHwH3fQTvLgaojPd"
    "p0fqhzjV0+C5275fIBsR7Saxjq5/uHE3o7pM2lfsa5kXc1x4NbCvNTpIbA7B1Q4fl0If9S7Hiv9d69k3s16sg8/mlqx3ZQ3nxbWJ"
    "z51hTuo0PNEGTr0bZnrAHGWClqYHfGHnKRlGWgMzSp/hmn3EesYVq3QA2WfMHzmGNirDuLaOuEVV7N27wuuRDJlRndbZSj/EWChV"
    "G9mdktxZ68VIsrc1IFN2ice/S5FB02obm/zU/vLt3IF1ITeuZjI7K+Lsnk38VPHvXvIpPv8hLWYScmo1s0L4UXEi7RYQDeFX6rAI"
    "Sbea1bYa5iYu/DcmVMeBJFlMPtex5xgIYRFkEfmWSnGOFsqfg1w9Dvq8K3tEl+mV8Kx+gPdvuKpL4cH8Di+4HaKUd/RjuQTfdxvO"
    "cSEtqc31LsEdT5RnYPtWQ1Pl6mLOtpwRrMEqr+cefk1Lth/vL+G7tEJNeqSM5hizFVdsRCEs8j0KIVGU72xS21jp5yVtKj4BGfvV"
    "chVY06NlEju0NsD/ONV3YlQR/+Jwb3ETfi9DYhwYU0hfSTXh3DY7s8UjkfWTet/97XpDN2H1D+Z0w2bo6VdYdW/Qh3Ffg3wnovgO"
    "n7hGue4KzcniLNj1+9Ff3QtWez605RFyvNh06Q/6LN65ilPfG3Um7nlfemOXyXhYkR3ldPijK5m1F1gSq5XZabK6VwEkYYQYP/s3"
    "MhzXQTSjb+kbsDTL8RxvUDIbOPMUMRfvxV4F179rVfmzxOayXVXeeL8G+QjXIfh3F4c9ab2HrcnCewM53lPsEzP09p7MCFsGIWKT"
    "jxG1zEWI9Xozee5bsitvPfyEBfhpBu5zqBwjT8nriJMPEOOrPhoW6W74V+/qbL0XcrVNDCFlhX4K27Eez/CJfsxzV8VeLGN2Go0r"
    "WaV3KiWwqSfe8Q81gweZm44xa+V8ANOwVgMy5NVXZaocJzfLW9DFt0Byb8d5/B47izuAtqnzfR0p9ke4nuwazpcdh6sejm9fQ2/T"
    "cpbX44Qlva1I+cpUhtnuufATf9azrJ8GO3+SzMA9H2O9McH2OGBbiUO46iR19KHrOUtzMz7xKXbuVkiF9SqsJWNnDvT6NFxxgu+5"
    "SpBrxDziX4mI1TzO6U/0xN08qUXSd9ATK8eON7CbupafGMGIIs6VGCwH6ihIzinhCG0XjJYzsAs34t07yR0tmufxjHs2QIeBNZLz"
    "o51gf7qIep9Us/yU7i7jnDtxp2+J72IweX4AUd1svcjXX5LZWqj6+kO9RzqsIPfM62TjqWTXYAwefNp37bm6a61H6bF+/JRa/0c/"
    "TugkmV8o2Q5LSbmP89PEO2yMpiz7bWhOf4P1GgItcQx2vLs8iFjtfd/b15qazLJuO2VR0qtxvgeTo3ol9F5/+Hg2gbYYZ7kLpPtC"
    "OY+zU3W4s0WcaNuM/3WQ7nqO3B18i72ahO9cij35JyKysiZ5iKa9EV1w/eFZVI32RD5M0O93bLF76wTL2MEreFN+lpXhGy0/CRPh"
    "jfJG8EJ4DqL47+AXvgjPpRVOaSo8J1gqr+FcG06T8SieKC9Dl76uj+OJL4UmyoN0mzf6BDsKrWbzq1pVshVW7/mgHyTHuu9nhZZJ"
    "eFnvhcefA92ThD515+Zl7rkxcMTIrphW16Eao5ZOEwcxsx19UMPO/jh7cdx8aUitZF3CNWR7bCuz8Mk45LVGz4R3fhV0bRqfMpaB"
    "Z2Hf83DVkbD35+iMwDK3AyWtjbyPxv+bpCc6C6v2J6ykTY5aHvh3xlkvMbYp16Rnv0mQe8sY8KoZH5jUvQYtbXUqw7c+Cj7oiu1E"
    "enHsusXOCU7tV3Daz5iVa4hkpkTwsHN0Ae9yFjtlmn9lMbRVHvXcQjxJnv6MXfkGemVfcrjsJC7TmPCZqV0YEfaW3uysqoYcdJP1"
    "XMX9sT45nDMMubeuxhcxBtd6RDrXP/Uc59Os+3Qu1ukt6tSIhaSBV1W9jrxMrh9lT0n7jgd3bkJmP1zlf61W+S4F45V8WJr/TKhu"
    "ks52akj2fbVZ9AA7vY2I7y6uGIToLwnLNovID0PkNZy6S/DTi1j7v+sHsF/L9B/BAzIbu/er3qA3QiMlNcIdjDPzF5D30tCS2nuG"
    "kPJsDcL6NjJ8inWsHVhu5VQi8ZqHd44kOHFfC2+gSm0C/Ryu6154RxFkxxCtHQqTsWC8IF2Z6cyHt1Xnp3nGEKEyhzpwAc5FdbgZ"
    "unAkPLaBwbMyHd7Lh4ijR8jb3rMJ9Xhx6IMN6rz+tToO56snJIN8crD1s/GdxjP2vDaPp3oXvI8jYc9fxe5PhA47Dn7wVNkfXlPz"
    "lYfmOQ6af8XQBOW/aua01xQRdoFj2qyivu3qWS/bQ4O1EIep15JYac3d2/9y15XQE8aaoOyJDP20az0xm3bzE76vwrO7jqhh9dhf"
    "03Prfd67HXP63cXyRPfLPH0QMeM9OBWF0Mtx/RIydwdeGcEZhEI/hd1A7ZEkrtQmYj43z/MQejzuf/9jfKq5+HwhzpIxcXwJzfCa"
    "PqVf+vlux9zuOpzVT7D9hG+zWrVh3+TBbzDG508he7WIYOo5f9/Fo8Fat3xXzgXU0S+Jer9Gyh60gBZv95eDZQuke40MYUW5K7y/"
    "+dozGIXztj89HZelbqA/OgTW9B9NqmyNfdwR73Bz+qD5V97SLXIP7OfuMh66KNBxwWcyRYfJHvhEH6J/hk0qe5XZ3spKotwoVr7B"
    "R4Yx7uhb8qBU4wpXaS+c4D8h9r9D58KCHqp9g6HQKF/jTB2CuMqx09yC+H09O75OhDe6jj2BNdj5GTits/RrmR3+Fe/8Dt5pZ+kP"
    "q/8V9tHw4ieHL2pHfUpmyF9wl2/BKh0oK4NH1Hr3t+Ea5bDJO8vT8A4GyRHykewkZ0ESfyX+VLWaXVuInakmb8VUcSwrudk4aVc/"
    "GXwgeenSvnvPKnyrGFc24Mm295nORPKPcz64mp5mjllXaX4aXJnnUh9vu0runsQnaMGTHfreK9eBMRWyZz2n6+jfW27NONXGBynY"
    "mAZ43WZxBkpH7kw0XeH84wSxVdPsS1R2sLtsaD7+vUnbi0Mnsx6Md8ijXQC73qhpMto4RV8He5mmrd9JYv5sGKNWLX32RbDqrSVB"
    "DCXrqRoPTbEQfkphNv8dZep39RhEcXbgZ/xcy3IifR7IuLNUU3/okXPRzs68j3P1xfAm3PlA2Us+hz3K1eflbrkQurgNoqgP9Vox"
    "NtAK9ozX6RkyFPd3B6SktRjWjfGrzw/uVYssl+BJf8DvNsKOzdQr5V74Cojb8MpKsfpFLXNltqLryDOWhGeY5/t1//vJKiafmemE"
    "TVil32ScVDATvy777NqE2d5ph8/CB1jfXyonSByebhHO1yi5H0/k8LAd0u2+vjJgePebOW/XwP6uxtqGq1it0NdxP8uwp7/jrBTr"
    "k9iHWwxVJDhAz9cNOGfXyR1iWvRysR6Ts6AHLJtbS0+hSufhv1X8KaYF5IiPeS7TBnbFZajnLpCtXF27n83wSxKMMo15pPd2PJRZ"
    "WOkyztq2kqXsAF0Li3mPPCLb02LRLPF430MWslet7H/SfM2/0rwtuU8asjX6YvY5pRC7W5XjraxXEYf/lPGd2GeyllXgq8AOsWWC"
    "7EjMEju5n6kh2+fg6U+Hpd0Aa12AVf8S/z5VUv5pS+kpFqtlGw+Vr/XoYIbcKbfiNM3S/fVRzYGu7qe3sTPOEBnziZYd47xHZ04C"
    "Ho/TUUEWsK1+AtgwFG2K4DziNAT0wmLsrRnC/gyRGZmMbg1LwvVaJ5/Ky2FfeMvLNGg5M3DsmlHu0/VCGb7b6TiHr+gLuO43YoiW"
    "R2GtHpGHcBa/sClJraR9N8//fWaVb4T2KYfEbGV3aX/ZJIvZvdkd5+8uvQF3319cP+UB2blhq+/XUAsaq4SImxUX6SxHylwiQtmc"
    "3z4eTSnFSZx6YgInfVZX9XP28lp+owDfPoP9qGlqnTh1e0LvlTgZ6ZSVZYeEsgLfvIS+1FKcYNe/5jpLR0pjFa6Gtb8Ea1mdoXtq"
    "WIkaIudLvuclNYlz/UxJslnlQX+u0Abomr/oapye92S0PobVgx8ut+E+ZrIn8ASPoPQu1qwt+X4NdVd9d2NKT8720mU8+6lk86QR"
    "+nJPyMDzWiJbmCfYojbftoo9FNs4GZnyaD0J36mzGbpv03aw4O0aru/oYNngI5U6WABDLHsG+uYVvCtfTKuWI75cA110uT4EHVQD"
    "nV8EnbUBFuIufR9rcz77UhJNup1dRGE4HmPkN/YdlJJreDXutwj6tJu8CGlersYFvIJT2VXkELgMev0l+QyxWz8ZIBbHbmEf51BE"
    "j0ux09P1SfmSPoBlUa1broy4sQv0GuxEb4l51t4U0VJrEGlWZHlVwibZti4ewa5UjQ3NuOOK8E3m53UIEogHPsC9dkZMUAYZ/gi7"
    "ugW7WM4zdqFcK1ODYwz3EjH2PDzLq+HZwTGIaIrJCBBqta9z5cMDzPho7xV9T43bylhMN1ttMThf3tR7ZDozGSEz/GnmoDJEAEpS"
    "J62DhjdMhINkABGzynWAGDal+Bg3nq1kDfGIQy6aay0uu5/Q3j63GIct7U9c6jxc23hix4lN4d1Mfo9StU5M4xQx9pAriJkaz1Yl"
    "/28atvkqdoNHXcj43OTpjM+TrF4t97kte8dO4rpO/8z5sZN8vcMsVY33U9ZTwzXXzeBWJOLviTp90vrfGI6i1y3O3pHdV6WcaHPV"
    "uIms2jZ3B6ZdepPPJq3nsQ7oJqy20i5q9uyO9z2pcdZcjZnc+Ao+kGmIbD/HdxwmeeGe27k3w6kv912abvoo4+uf0/VWcVNzDcww"
    "lTKr+jGxupLevgrRcUT6MXeZzHpuXZvMCAS86gzdQ2yqpEdgPIMvYD364DS+wc6b7cVmjescdQ5GmEM7e57JKAPl4rGBEnXUNCLH"
    "NHjcieau1nzk2vy9ZaALa+hZizjumK6IFt+Q2u3M+m5g1elZnLK5enJwi2EXwQ5frXZaFvhOy4OYa9vIWHZ/uQZWP59efYJdsdZ9"
    "a77VAmZFv4G1yUW8tBLavgTWeaicJifCq3DVuFG0QpU+7572s00L8b/B7F9YhXfW4GfzMA7Ds7pqs+AMb/Yn0yKYc+R/8ZEMNcB4"
    "NM+ij279RRMR69Uws/3/0xfbChnahOvuDT1WQQ26GXK7mJMA5ZrIxtUhER+cT1JLzvDOEmY7azLeIkYemlCnGN5hlEM3/J4yj8dW"
    "zjmSNLEOU6wmDhOXXy5Xx1Hdh58r4qxwQsuzMztvYsdivuIgzKMYl2MPz+gUoZ6HTfim+ks0EVZNVOgqVn3N8p0JX/BoTt03ne1o"
    "9W/IQPtK6PvTkh49qsHn/zJqiMuHEbnM4eImfe/NGEZscT/L2NHPSdgs1AlyAbPjNeR2XkO7vZ+s5boUs/NffS/ecFYL1FcbO3lk"
    "DrunHn61y3UO/ttC7WISfxek+D28+yf/qTFEudrK+NNN5LaHRztX/9LKMucv65vm9+A0/aB3656W8+Onns1mPBxflj17sTp2Bv0D"
    "N6TqgfCeZsCTXERm77d1mnyIM/eUdAlWE7m1G3OKEzmHZPmYm8Q63nLwhEPEqiHGVThSjNW1DPfm/KMY62zuOw4hIoRytsFipiPE"
    "TaAZl9PBnOmophQNY0+nyxdPpC7ZwiloYz0ppURbzeZIdkpvxLu7SPwPE0C2mmtw1d3FOGqNB2VfcfFWH8jIbsQXjvtsbor151Q2"
    "b9z8Ky5zaB2+zpttlWUrNvz7IUES+qOcWY+F+P1SNRyM9/VP8EFGEG/BukxPlCXQ8ydA71vX4RD5FL7YHMQii7BeHeRxWISh29H+"
    "5ZTJNGfxqjyCwx4yXBo4xW0Tuls8eobNgY1gj02CrF8hu+BslnmMn1EakUVmi1gVd/F++Y7becVZCmcjLI74E35TyG6JNKP9JD9h"
    "/p1ppknE/73EYy1XYxeHY/+WY6/t50BcDq6acmp8HWmiC1QTrcnOZW9p9LGi7vxTicV3E+KXNnI/YvM2nIsu192Davh3cfIZGv6k"
    "1fX2wUlsgDdcxKkUw4EPpC3OWBWxfSdJPjstSv0em55axgmOOGxm8zrRWa/AY0s39R/i+j0+OQv3vad8SFSGdogkx8kVHgsw5IRt"
    "PFtfHcLoM/QdVRn2pkX100wT/AmRHZr4JyHzMBlffx+bRXtMsWIRYx0m9FXLQxjfWOWglfSFJ3+KLA/zYF37EdFmhFwl58owWQDt"
    "dbA8LpViM8OGk29sBu/ouTjLbeRncog9Ju9xJdcRfa0DTn7MZ9BDspOliCnvGEOdpdtBvhfLIVrv0e+IbgWRxyGMW/4436fwQAv1"
    "HVhdw0JtD2mxiVzzico4LR76bg7Lwp8rrqMjpmfDFzjCZgxxdm6QLroedzSMWY7LEBteyXm00foTYiXbi436d0jNBO9BhR5JOMXr"
    "Kj3y0UTbKmaF21nIAnhimWyOQhnx1eA8O+SOxHatc8Qqrewoq9SWkvaWIEF/bFee6wy7dBLUUJ/JKLlNZ+lTnA0dh2e4TzpBP1Tp"
    "E3I2kTMsB7IFT5HD/PZSRqLr2TWZ9rwedqJupBVtHkun+VfaiePrsPU23Xa4GL89Z8c8ko3Z1huZIbG60pmcTG5OV7VgPtX2PJfo"
    "6DZp1Frug7bLx6laxynnCTylZkf7y9UyW/8Xr3M3xr2NzHqmo3t4PJ7mq32pbJeBZmd7DoK3WucR6zLkfnZyUMauzwofTTlEds3O"
    "le/rT6jTkEEWf9B1lDZ3BzZLPpg8Muv1bJkHq9ugn8h6yH/zvrLD5XEzw+WwJg9QfurYA57QryG7T0IPb0QEMVNOIlvkNDUmnNOI"
    "wVXPScp6em617NAzudtKNhf3x5CoL8W9HCTJ7ERfQ9ZvCD0+bOB1Xss/YMTa61Ml4/mP1OOOF1C6iolRoXxtI6Xecvd9YD+t/62n"
    "fCEzyH38NXXxs3oLJOwEaUlEfIfUfoA4lIAfs5MEVfi2Ct89k6YvUQd9UEY0T5uJqONKN/baHYhv20miam410cpTvMs6yF574kR0"
    "85l1w9JKkP86xpzlqcSBqGXcl8Jdmsx2kQHs461GhPEwZ+C+gcW4wK9cBa/SlhllxzCf8Px2ob8f5/Puy66/cp664+UQ370wGKf9"
    "C31avoXlXAIt+hf5p/5T3f0ZBl8qy1Hl1mKEuIpKiV7vGaQyHg8wwf1ez5qAIXFY9niqbCUrvXnOP8HHvA86PsG502LYklqu96Os"
    "MB0rr2nb4H1EE7PgN/2A03kdVnAmvJsqcqvU8Bmtmt+aaGD3w1J0kpfgzfSToyCxa5mt3FO+xv4th82ppsZJM5uUYUXb/KqB0ifL"
    "8pMgI24sG6E6tk7JsvM1Wg2zsEkfRbhesgQl2/HHJT0CRA1lQNmHZXWk1tKTDHsJYtweK24637p+TqLV7y0ni/HptoIftTM71+q5"
    "IzY/rp7PuIvcwlkSu+pYSE6DRujDW/l9dkeLySiQotdTSU+5DrHBImmKEezyRztnua57y6Ee8cnmLcfiO4YSG20r45MMo48x4jT9"
    "LtBvhi5VCn/lemqpYvaWxui3W1f5a7D2rWSxfodd+xI2ZSMk8Qv5Xpufo3wZdn2Y3A8duFWvhOx1k10F0TbOo+GIRdhd+0rKs42b"
    "p/ExolmbH1qPOOVQ7P6DuOY98Lryiaur3OeoT7il38FC1kHyaYfOYUx6GXGH57LT8kq89qTYnH8QXAyL9AtP8xJ9FKdjd+xeGfbk"
    "SDxRHeRwM1Hct/iJl47icLJqmF85FV7Y6OATYjeNlBex+v/i7NqT+oqMhE9WzrsowR3mkq+kjqgk1fqMuI5Gs5ProCOKIAeFalPp"
    "p0m174HLUHrrqY2r9XV4TL/iXlaRN2ILPJxewWvQKZNkKVbr3eBW4ly+hKvl4Z2fwnM1eW7P1ahq0nHXl/reso4VnNiv0FliGYwG"
    "dpC2YsbWzs4R4nBDWnssyBg1oHUrNM3jRFUt5722FNdrrFksIkNxKPN9tdGnnLUpgowMgxT8AI9wqLwKibpAnseqPk7t2PMP2MNx"
    "f60q35lunKlxsk455utOvPZx1N6Wd3Hzsgl/blfj05dKyCpZBeXJ+p32kSgbYLibnbI90YlsbtFh+/Rq0kuXhr68ETbvU6yiReA2"
    "kWdZoFLIltK7iunpfgqgntY8473ItPeum+b9u0PjdvE1y/HyiNdY9dDLK/HZfWB3alipdEy0NkN5K+vXud4rt2uf6zMno8g53FG6"
    "eOavOp9hdN/X18/2pT3n50Dog3yeYMPYcxqwPTN3Num3ie/cDxHMRrKmVpOpz9jPdhVDH0uR/7CeJ6Y9rjyGiP6GlrtaDw0GIt5c"
    "j5XYEXK5DLplPvzIeexnVM/jPcB7u4XMbP7i0XSd13qJx9FMs2c+ri6T3Mn7NTVckTOlDN7ZI3ozLNIAuRC2YT+5D983DbI3Xfb2"
    "U+H1RA1fzfzpPFj0csjZNn1LEsSIrWSvwQK8Ply+4wx6Pr+zhLMdZu3XsP61itnANNmTK2hx04hQ6vXvWLWORC5yDEJWWV1EnK6N"
    "8KeriDeVYZa8npGmYSVvhSwto17oLOWsdJQS2yOX0Xw5NXmDxyuK4WSvh6ZYA816rXxBHLBK7Inx5w5gl5Dzx2OU8dbwYXdinrUN"
    "60KTiRmUIX/JL3xHzHsDMebue8s22q0D2Dlisx/9oZdPxH2/hOf/To5GpDu4xeHykNSEbWQbeyKsA681tGtrsQxzK3zbE9iBeXpr"
    "cIc+pju16B1MwwrcrPfqRPr8oc/nhazDuc5341aarc/LIcFarPfH7DDvI2/qHP1cU4xSbxbX97DAe0EpXQLZNibbCbAqW/R7nxO/"
    "ThtkVz+ltdlzeJziuWRs917H9z2uPYNiaMMFMhlSeLe+CF0+2dfjuktGG+dK3In8GvsxDzJlc7V1sHfzsJr3yoP0fGdDq1tXcx68"
    "tN44hRuwC8t0KdEn3ydXRx6e07DzTw1y8OpWVlqUOsDh/NizXEyvIAWbVUG5/ItYx7whedgs4nxKwTasSDExUe2EXw6ZbqCMxOmj"
    "mu9ymThe6iSeoghx5Tm4Sjn77fI4a5/iROB6IvxejveP8FgCdZzvriDySDeJNPSuPvqIq24X+1my/G67Ep1TyLyR9nMqCf/+/Tzb"
    "YIY+SX7wgkZszD/pZjLabdDP2D1Rou/iDK/Cq22C03GNe7VIDpRN4VaimCfInXKgvAevrZYoQ59qVNENcMajDo2ltMxpn68yyRkn"
    "BXwG0x99toNh/GfPPGJ5UZOIXP6cC/u5P/vAQt8DV6AO676eE6P7QALMW1sBST5QVlE3L4N1Mf7r0Md8Ec9dke95jVAkrcZwKH26"
    "vpKmbVCvB5UILEqvz2VY9pAaj1XmmGVN118tP6pxMTmL8ZysJt612fFVxFtvLt62ezlGHFpgmb8Th3yWy2xx3HO2Zvx998e/yuU4"
    "fLKt9A1a6WCtDA+ELVgOPdRFToePNFyss/9DeCoPq830mYd/DlZgJ8jEJvKcxj1H8FLGkHHosI2Q+s3M5sV4Rmsoc0vgM3QhYsCT"
    "rPFaHqaHlNNmG1rJE1yvuJ+5z+ParMPJ6yQXyRbyFn2oD0IuLsO7391ORnMGT5HjxbEM4S+U9T/J2/j+/l42GlG8an30vQSyXutj"
    "qDM5weowT53FXMFJG+PObCFxZjMrWTcIGfU24nS1E1f530xExKSvNIbMEru9qVZjsbc1M+tTit/XMa+WIn7Rm/TG19NeNjDDVwsZ"
    "3R0naAG0kWmaneE5GV/LvyCV24/ro6jR7ucocp5Z3PgMPN2L5Hb9WB7VF6AvP4SONjyMx8JliLLy1c0fGHumzVq9gSsVET/YaY1K"
    "39kQsu/J+kzXsuLeDvt4C2NN6xubxLnJbvIWNFZ7Q+mAx3KsjIXt/l7fhlQfFLTFb17Ajl6LOH0htO1xMh0au05HEzmtjnJkNRCb"
    "j6zzet9lBm8m006CEXqV/iD99HRI0QHQ5OUyETJpvO13y8l6F+cZl8HLMNxR6/CZCV2/jkgY1oW7ARo6DSmuwFmbzvnLF8mnvpQ2"
    "p5jRVoLSW62brIsCV7G9su4Uw0vYxvzAM7BXIVnwosxF0nvK9fQ2DdvL9P9RuDOLbKuY43foFf1wGjI88Uk/B2ifHCYPB29B3p63"
    "rlq5GvezGl7XDbCa/9ALgmOhOx8Uk+Wdgw36M3TrOXqx/+7Wf6ifuz85zIRXUhZysCITxEVcxtFk7+/mkQKi7Iwwe3JfGNffsG7H"
    "yle4y4dgtY1TZA85kX0rqWydV322pIJxT9pjiJnOOsXHCQ04sc/Ix9BaS+ANWEX1FXbz3CT9JOVrphUadclMkQ38XQOZfKN7S2Xv"
    "Tf1k3ypeezda2Aynw0LumWO6TvroOaZPyw/U6rWwixXY4QLPrFBMbtQnxFXbzbr2gKWx3upRxMyqhtwcIC/In+GR/UNvkBugzQ6X"
    "OyGvF8nnumOwQow1byUkHveEc3MWnu09yNU2otvZvZb4+eoHyFWyUa4OvtTX9E1I0Eu44rlisfMnkPhSvRt2aC92YW1S6x01ptHf"
    "ERn9DP1rXWujECt2ETd/2U3O5grZtUeJqzdfyNjlFXZ8jxVjv5yLn7/Hnd4JT2WFlshhci4ZyKJMY4od+i4vZej8+3u9l/L+lNmS"
    "AawyHiRpMnWoRjajExkF2vATli3oQEkwndNCbGY0X88Qywj9jLWo0q/lXVjsAmiEqXjNUKGNN/xq+YQ+QpHegdNzs9jODRTHlZYi"
    "D4fp7hMRaXwnT0Ly9sZqXSoLsCZv6pdaE94shd76inTOZm+imsqh0of4gVE2qYE98PVeH6b/wPUWdTlZFbIUO/wK5PNV8g2PgWa9"
    "AzrtXmav6omxlvAsOJOxN3M996TLwF4tVfTZrTKYYmWoRt/BJwLpBY3aF6tzMSz4eR4xP+nxMFxOaiefM+nksz51ZCuOevermRFO"
    "ef5t94w7SJRxjrC+D4bcpj2TgU3F/IA7qiAi+56Qrl/wdIbpuB/0XNJnUtVz3QzyZ8xWahj7W62DpofPWm5j9sMs7f4SZvFlXDba"
    "9uBbxDQ2Xz0Gen2crMCdtZeb5Rj4SoslJR/gWv0h7w/hnmzC8lN9GpKS1mdxD6dywjWk9R0u/dl1vL+cH8wkt9KPkJ86NVS94+Qn"
    "/JyAVDnmyHK/ig3QiuuIF7KIU/GVerIci/vvKMOoo5cgfp4P3dkJd7VL8ErwOqKdZThx9eEHTTLOXZtoS4eia7Hs0T6fVayO3d4m"
    "ogM5RGKs+1biJFnXXC1RuCq1G+8nxky09YI4XWR+8qFykd5FHrY6zWflxnDObjLceLk26KNz4HVNgU/ylW4M47BNPWSImnc/Smx6"
    "J+47VUr1KinRCPXdIcHvRmaPzuIqCza53ROe8FZyDViv6zQ+n2VJDONzE+6yGJ6csTAmic81WCbj3A2Hjrhc75Tf9JpgsJwk4/Wr"
    "cJdgNp54GvbwJDF0vhbyAk5wD3iDz+B7espdRAxIMmqtwu+N2XSz75WLKpom423FobsU6z1Eiamgv/ebWLxyMtF+cmDHLK/SXl7V"
    "S/QtnaV/ltewV4NkFxkqlT5T0MBMkEW99TwBNdyBCZDmbaxcp1iPr/BZEoeScJjfy1qPRluAK92MU2+sOa4ztIi2ahMxaO2dB7NL"
    "rT8z3eY5FUKT9oan9qIMgQ/TVVbqhYgW/y6/UxqMoySQjk0qFepRohs8xkCS63ASszq2Lht0J4/53yZbeTaUDmcnUr5qdIDM4Qoa"
    "zmkKn0lytsB03DAZ43tA08wzGGbbFM5tp+jhFiK6rKes9ifzXCvfhx6xCFhf3NDgFOjNr/DM02EVyvTvnG02ibEOle6sv7uKTAMn"
    "0G2/ttKPfhNymmQ2uIZ17SqiPlRApx/C2KaCmrE79nIbvtlNyTjfuZ2soZ042edpXIa7MjupkIunMGbmP8t3eO9QSOsTsChTIGt7"
    "yZ8C6yROM1efzvbsJNlzcAp24jc8w0liU5Yny+HErf2RdYyU91Dr6MF1o897DJ5wrpQxZ7cZ0rOZWOGG7bgE/x3rEZ2sMjTFY+CV"
    "sfcmgbWJ+xgm9Mg/Q7M4AQ7bytjm1SOofEdOjlrtQka3jpz2ak1vz+YwFuoWstD8gO+x+sBsNWST0+RX/bXFJzodNtxQtR/R9/H8"
    "s3W4PhGcoIkWA3Q+NOAjkNZ2Yij6I3BmJ8ES3pCt+KeasPG8jfv/jFbecnhzuDf5eNoWwWKc+o/hw9Yze1CrV2I9VkC3mB/1JfTr"
    "R+Rq6CyW2ewoqykzV8N/LGEcWU5ru5y5rrOgScZzIj+Bv0s86ma9Ogna5mt6f/RFO4k7E/O5Y4fg9Bhe9QXaA3r8Uh0ffMROKcdW"
    "lfBTBqHXJwnssPE4BowabULQ2IU3QLtVwz9brIOYYXoBmgQaV6yX/Q18boA/25bB2NyEe8WdwrBJvTGqAhXjBO4umSZ8aZbRT5GZ"
    "tTkMvEKiZDsWujp62qa1/wEL0U3U9xM6JIyk79cbvV2upU9xpveC9rP5gOMQMV0ISV8MP2wOPMf2soGZjofkdJwrw+Ith420zH43"
    "KWI3vsvvVBBV33ZqPTGMypkDqCJL9nqx7uA5YogzO0jKZxsMgyEfGq7sD51b0U9tfR26NavtZfyGkDipJYgYk3qFNCJlJzxym80i"
    "b6Uv7v509FwtIgPZ97ZObVpgC56xFt9cAyloQW98AOuORT6H7lBTHOfDKEQ91uecR9vTQB+rE55mEzyCevoRk/web+OJMJTKOfh5"
    "IvyQ81nd2YTTbfwYF8EnW6XqczduIqSeTJjWa3I27m8o0RcMJy6ffUfWB+76mq1CWJudgsnQFzPN8YVeBmt2DKzMINjKArlEr0FU"
    "+CZsbHfEanvDmu4ghgpfBUvQCnFOPjPluwUfwXPbD1Y0roPx2sPwP9+HFF7OioLTlvfJUuJ6ryZeTSG0jMOEqGDeLMEpM0PhKMH3"
    "uR6EBP2RXr6rpRvZVB1K/LHU2A79ZjW0r+MT6dqkuhN6zVaAq5Wy78mwllfiFH0Ku7GrzOUEeQ+flXSYFmMl6h20HEMndkq7fe8m"
    "aa+xHc60eZcbfD+b7eGj0Plv4XffQBNNh4f2qL4k10lfuVRGiPXr7CDn0e5VQx8exQi0CruY8Yj01R7jfKg4XpyMn7J3UXhjbTdk"
    "P9jJ8IEbPIb+LsQGrSCOccavtGo626VniKkpct2mfLYolfVxQq6wdRj357vqqSFi9EGnEs+0NFuxaezVjnrrlCe4knmYJCet1xMl"
    "oIXXVuk/xDLNM5KpjwRU/8SsvzsrUYTXgtNNje+N+4ijOS3WwFyGoeEtxwlMMde4Vc8R641vRy6CNZzLsWhgX+KPG7LIg4iFH8IZ"
    "3oJz+ySkdip01S16jWz1uBYh8QYd5kOxvsD4unks0Vqc1X5c7109B1wF5whS7BGylezjJyWtO3YuZa15hOfmen6K8Mk48xXtObEz"
    "nqw5qmXZamAmuw99qakcS2AV6z7qcYSuZzfqFv1QR+lDwSgyEU3WDxCdv43fPwOruIRYYTVEp9lGWdgdO3AW9qqBXeUjpJYdniY5"
    "f8f5rWYGMM7JL+sOuoysaNXEj92md8Br6Cy36+1Y44MQE3+PTz0jm4m8N1G2ZSerKj2ywe7sZt8fp+Ud+tHWh74F7x0HC7mXOG6A"
    "NKMIk5fOrGE5TM95eNdnWJcE83qGXPqwtgyG4bs+g/d+M9kgFumpuKvvca8iF0vU5eisnWUPp5APr+4/pLdRiq3StRq+V0/Y61/w"
    "qdthv34lKthYcUgJKV/7KVTHSFqpH2H/78Rv1sGP+lx3D+7HLlykRdA3eYiu8/RKvQS6ZGRwNvycPOz2rvIJd65VVgdEHCImVT+x"
    "J9rORQWjjFrONDxovNHhvfhkubSGjXg8bN/yOR2tj0BKxkG7/wRtvlLbyno9AVHbdOhIk9UJYhyfV8sNsNmFJvHQxV/p2zgz47Cy"
    "V0PPfiXGPd5Z1sIOfqx50G23MJobna1LhL42bTu1u8S8D2LTRA7DvYE71oA1+4qI8Rk/9RXj2VgoGS/v7bLIYjt51kJX6axm7uLP"
    "1P69ieWe1APZ6+ziqhTs9Qa8Z5AcLybrTv5cF+AWVi+PgEws0cegqYfJGdAMF0AyynDynicHcetgi/6CiLfYZ9NT6tjfzsap30+6"
    "SCEs44/6pb6KaGIOvN7W8Hq/JJZUBXROS6zg/eJw3i6SVcYor+2CEui3OshZGTz7d3BeFkPLGMtLN/KMhk0Q3dwOlxOnxKyiVU6q"
    "cbfm1+wRvIj33IjXdhdXsVmKZ+gT5DFH1Lym+IjcfQ4/RCB55/nOu++ZeY575k9XfXG4kOPZt5TIoh2Fng2zFva/E/M96vE/diX3"
    "jnXumufzDk74z3jyh+Bf/Ua7ukYvl6vEeqQrWdmzszCMMVQ/xqjGwJtmTnyxxxOp0XmQrGpaVotsRsJrmyg15OnrTUSvqJ/wtyYs"
    "QmP8jFmMnRQ7cHrNaidXsqMm1+OpOH6SPhKx0UVxT4xdjB1kH2YbLOq0dSvXQ4Pc8EN+t03JGctNf/ke2sbVQyyHstZLdCt2G17H"
    "GtIa6CHHCZeEv7EG92KYi5YPGyihpprYuGjSIsaMZ4RammEcYlmviVKb5aZz3k6MneTOczsgiyIdct5kDffxJ7JW1bGjug56qIjo"
    "gobeaxXpjGfgLffxuXHwlBJtIfSoMymPLhHXv0qu13xNo4tI97WXCEG2j+xGbtWQudgYIt9b8b37i1WabtOY7ALbdJ7sDJ/nO3xT"
    "jt5AL/c66J5jZCfphd/O1ecgWW/AhzpWziN26Vbo/IHyrO5NWXWTJsfDF0iy/8jwb7Zuh+nIYZc2aFc+zz5SSc6FDO1iF+brot45"
    "m050ufshnulG/4AGmMx2wyYY+zrbuou46aifIN3WB9xFboVOna53w1pdrp8QqakT5dsmMDvRo3M4VaXb6WCtJl+j5a4nMB9m7Akm"
    "8+YnHkyPb1/oni3MLCeYtTJ/3nFjOKyHtV7GwyZP0j6LudHad9lYNcoh1HXPYuqFvq9mIef1830FOdQKWciq6zJYtY4yWE6ReWTS"
    "eQI79ar21hVYV3eS7T9DjDLdZPaiAxlozD98RPqJVQNsEq2fvMuO0Thr/HWcw8ywQ7US7+gqjhnIfJo6vrKU0d9UcujtLp3YHdsi"
    "y9WU8ZMY7oQEniVAm3CBqDb9yfmO9ucjPUVego76Wd+Dh/447m18sINMpv6IMKc3McKNZjkyiNvaZlGSM9k600ZKmnUc94XNOFLO"
    "J3dAjIjbm5nDzFDLTKFVdJzc24ik1lHcCXRcLVdTauvYUxHhEtzKOR03ybkI8rq7WO/tcfTq6rWANXPX59OWnaGO76lBo95F17/Y"
    "iVJrWHQJvDNORoF8ZlJbElemlxhDVUvi15+Iu3eVJNuFyeKifWfFa8jx0pKr3oua0rz2EqLVGFbpKmjz+ZCir6RIZkEOahEHxXUS"
    "dYR4NKforjpLNGmZyfaO2okYJI6ZN0HtVcOIopZ7cgyrCpanMK7SGiK55cMDtZ+/x+5VNeHwtKpPYxa3xqNGOpag3RgDVWs0W6XZ"
    "Xvfp/vPG1BJu55x2hWxXYAVWkF3d9OUV7A+w83IRtEt/KfZcbw7373ee0+ZfWYl7qyFaqd2fId/WeC82koP+HjUt42N35zHtIJr1"
    "HHqIm5OZr9XeYvfyVtoq5xdLNacINuIb++C7nmLeupw9tB9jFQcgcv+FWMMFzJV2hNd/othk0v1iGL7r4IkOIHrpcMREhdDia+CB"
    "LdYCIhS8j7tbzhnROVqozXODNx+fttOf5TH4wo/CP9qk04LRcr/upH8LzK/djXkK6zC11Vjn5xZsMnZHz8GXZk5mN3FThxYz5PjJ"
    "TccpV81M7SVE6x3CeDma6o18IsuxvABv7jG89gG8OasTfy/X43vfwnccJBX8niQnAnqIq8P1RYx4tMzgHJRhPxnWxEGssMzFabd8"
    "rZ38jr77rJx4W9vDvJqj70F7bKQm+btYhfcLyPYZ0CfVnmEw9BOZO4uLLE2K83FGq1g7dvLhGAVKocdniWGW7s6evUuxevWIrxZi"
    "/ztm8yMN3JvetJe1lKnmcHEG41xbtJDHHoJDZSa8sjwdEhyO6GcJXjlArINrJPzMe7AOd8uBcoc2z2MzCnbKPHDTYVXQ+ediZx3L"
    "otX4SqkJy2HX8nEN0wPzmVczL/xY6sit+O9I4ndUQmI3MSMT6myiPSaJm5BLBu9Syomtekc5Gnd4JqzQztjLXHpsNgP3DLnYbcok"
    "Rmz9eqKYV+t89ihWQLMdT+mzK7wPCbsL3spkeVbulgLErp9DGq/QFaGxArkObs0yhpXwyX9hrN2DklbClbW+8vU4O7XMBXVk34ab"
    "NrlWeuIMrtiuf7CXuOngFKNpq5Qaj0AtzmrMTy2n+Dyuz/1Q+L57yXBp6TG1ynAnRazGGUZJT+xWLylk3q0B59dif4vWc7RQLsNK"
    "/RM7sBqatT28u0NlJCLpV+EvDEHc87S+Ks8jir5Oj4AO+lnPbrme9Z0Kxsq1+JYc3IHJ+kbNpfwUwOv71dd945y4uVg2sls4jv1z"
    "OV6Houl4nTZrDpGDQnZjpcnSXK4f+NqLNImD7ede4ljmV+AaZ7M7qIp9ZIaUdBpzFtYz1Mr73DE/w7WVfRamHdrQR4tmvxO4H8sX"
    "7I6z/TAioYWQhpOxTsfKIvZK1LOu5LxIlyE2v6gKKxHxJmX+gzfpcGbja3W6bEAskAO5Xgjt9QvOfCf5GloqF3e6Sq1KX6+fQOvu"
    "AWmLZMAhIkSY8XbGZzKru46o3qP9fNdQeBvnSqnPmsV8xT2B81hH1DBlFBCyL9z1DvTz9uGPnnNTVIok31+vW8gVmmGvWC0ZFwvk"
    "OL1dp1qdSJKw9a2w9jP1ruBUZhhddjyWxZEzXPw1kMRZ2JEDYEVGSgGxFlcgwljjkcoaJ9Gbet9Wh3Z2oj3vuwUnwkLPdr0j+8Pd"
    "TE8RJahST8cV9hXr/e7NmCTDmoFl8RrZMBIaYUkPp09h8r+CHfm2VzuwdmOfPRnPfhROzyaiiv+MXdiKExDHlWyysFJXQUJmIgI0"
    "ruj55LyagxP/siyDFVNi32fI4pFkZrmIXGXhf8Ead928VtUdKa7nNsbzmqsOX6E5fRD3vUFhdh8PF8fj8DXuqoX0FUNlGoPT2BmS"
    "MRGxwxBxPM31zKHU+OnibljnsdDpSyGDu0B3z0cEsxDP8IOM1d/kYTkNz1/H/MUSw+WFVpijhns7nR7dIG9HQ9/B73zTUJ/3/YO2"
    "Bl/Rzyljn67lySvxfbPhfT8EKViNkzkWnzNeuv3F7ayLaGopfWmesrX6Fp7F7bZd9SqxyspN22FL26avwbdZBAlazox2hc6TBZon"
    "a6lf3sMr42SpllLvT8HpGSs3y75ZPsqQXkNnz1YYZ609xkiomPvTTexkGSZbD+jRazzahnkTK5ntyOc91zOTWUp9EGOX6ApdLVu9"
    "bW3ndz+ytUmeni2+8uRmtBxyy+XSoK57MMOaf8wzpm2Bp1LHrqUYfLjOtOn9ydRZTAswh11VJhOL4JVYpeQn2Ns3IBkWRU9CLGb9"
    "uUVkrbIO0+WQljX4hPFr2TT8HjipK7HXD+HOXsDqTIGEvwS7YDyhVyMS/Q3/ux2WsA8sxAjWGVK0LjYBl6/Gq5OnD8siHY1zYaw2"
    "y4IU9mZf6I7NiGJeFofbmsOulN1ZPzsP61kHrVgJjdPge0TCLENJIObfLifWwhrExIfC2zhEbBI5qX/TV/DJHowtiyjd+0ohz09z"
    "SDYZ+or1vm4WIdu7PoNx7FSx1b5T1pE/p0bn4XykadkLmZ0zmThabILZLInhfP5LXsNTfqYv67N6VNAdqzhRruGn+zG6N8sxl9My"
    "SfKTvqiteSInk9W5gTXYfH2SEY/JUr9sD6ZIVH+spe+7mlJSwu4zw307T3Lhqxgy2gLmxGvYyVbESZs+EqfOTZL7z/KlrzI7tFVv"
    "wVMa6tVk+gEmozaRlyvf4pNbdRBPXwhfq5y+YVwPg8YzVtcCPPF3rBSv0Cuxv6fKb/CaHyXO+i6ce1ZfMwqzuIS74DNDsPuDpNhj"
    "mtlPK9T5MNuMmRLnN8Bu1VJ+EpDoTojIbfbzUcY1hujZJhgTXhl0w7mvoXdvEcINtDk5nDddjftqifsu08flc6yC9b+YhPT0+atN"
    "HqngbM/XVuYrWsdK3POSJPlvlw1rjRgvRs+kwU/GmGcxXv6Ea/+KfVjGfqBaou+9J4fJLHlYdwh21U9xF5v1DfhGP+uH8Gr3ln/A"
    "2m/Vv+sEyWW923KUMfKyb4GEtRKzFcMlTURxZX3aovsef8hduHmvaPIjB1FCR5zUbTiDfRiT7If9L+VEwM7YhXri2raQiKM8mu2f"
    "4ifEttBncicsSYbeFPvq29CTbSkVRBnbSco51RZSevaQMMval9gOh6W7xw1NkHjakgMwpc/gxOTAip4HfXEOpCkXz9kP0WYR8ZTN"
    "yxsuV8oD8iu0p+WAB8gDuLepkJSPcPrmyDdhqDODNrjaw3o++5G3sT/T7uIdrEcO9WQ1+Vz2kx7Q9nnBtx7hokgP1scRq1uP2Tr4"
    "Tx0gV2fID/CjhkJ37ivG67ec+IpF8MZnY4fyYZtyELlfK1/hTqrUTQjUe7+iFnd+F+vrIVe6kvkqV3u3We1rISUdIMOGJ2q2sggn"
    "abnuLQVa7a3l7r7OHdJDGYi9tCrRT8R6WcdKXR3r9gk/4etyT8Zumu+xsE+h/5dhvSzje0D3YIajG/sc0vTe0r67copU0luynzap"
    "m8gw5piD2P9uVQRj6/xarNvxZFmJ9TVsCkPH+JU4bk2j+cY/udo9qNPb9Bzo4SehHdpDJ58LzTMtMC73wdRmGXaPV9CuVjAfb/ny"
    "vTymp8tlrOMqrIKtqkCE4XJq1ulQhJWxuDCQGs9KtQNktBaWvQ6/ayVVzPAru+kt0jmNPkEfrNFyPOMKPwlufsHrspl1mkp2wmzz"
    "VzN/oY+0Jltq62ynT1tp7NuI/oyUS/Ri3Of5QTFk6Ct9E2f7Upzur9QxZkRVuchzd92YJUQGMrT9Kq75HrKTbOXZMuaPZezUvEEM"
    "x7CfLMZzGmvcrmSfcGgnceoKi+t+0xP0SaxQDJb9UcSLcZz4H3HdL+GVPaM7B99D80zBXo0MPtF7oG9+0+dxnprPOVhFp6vkeF4g"
    "JadlxrOr1jPaTvvqhGP9amDU2oGICW1w53dJmn05HXHnm2BVDguO1FtlmNyth+oD8h528RnYecN9Mg70enY/pr087igFnEfeSK00"
    "jhnVo2UrPazQx/Dm0VuHTwUsRz7+vzV8jqW8ipvabcw1ZTxzjMhJjMPq2Q+xDR5lgn0K1gVeyVkM02v5iPz3FeMyXLId/7rpnz/2"
    "LVzCCDHp48WQMXUh16meHT/WXVPuMVRsQvM2eJ7Nd0D0hVwshAd6CyRlOKLAR7CDOdjXqXIPVqRr8A5O9Az4sqF+DmkeCsk8lqfW"
    "4Z1HkhYidnd4fzH2Fw+ALRyIM/wUvJCXcIb+gpXYUxyCqWbzRa5yUBJ+G8ZbPB28FrTVBeEE7Pz94WfYg4+J2D0c69FeHG9MgjgJ"
    "lvk9FbpiD8QsRexBCPFdOeriMUMG2KgHBiXMiduseJH+oLlETaiiPGWYA09ynryWrJAmWWv0aXa7bPLZwQbGZA1qkwAu61EOC9jV"
    "z1bl+b6dhM9OK/FanX2qxtptYH7L9MFyRqPW7X+ohH4aSqQ+6+lnyElUj3NkfQ5uPeub5JIXYz0OgzR/iX0aLsZpsQreyiKctesh"
    "la3lEzzdt/KRvm/8brItPE6O9l1Njvsn7bO0w4hw3fy0l1WuD5Bycllb/HI9vNutrPzWejySBZLkNLnpgs+xavXUD8Z8cX02t57B"
    "VSLGsdDzNEzxyJ/VzOHbcxWTuSvqp0n6vF+CnaR74RSmoAnSxLRzOSL1WBaWNT9YIgaPbZS0GKufmSaIrgdwbsFs5f6cGE/6iMX1"
    "9ce2e+b+76/ci10ZhiisI+LbQXKVFsqj8MOf5VRqA20KJJe4VobpW6FbqXP29LWc1vw7AUtiXtQ6WveIAzOprv/KGBFSnCuIpuMS"
    "xHVz83SHSpd/65BM0ZOsY1dE0uerAnG/c6gEFml2zs7UO/S0DrTl4vHzOvHVdpSRHqxPVLB32fL0cURfcZ4Sq+ltgHw6/T7coyQo"
    "Kwghu/rW4nnHBpfJfsa+LTPDY/UaxNuPsFOkvUS4jS6/vbf3LU+WCWozDxv1NN0MbTQIKzMf+/4VdW0V8Yo6SD7r5n2IWlHfJO9v"
    "z2q1V8nik6WztZloLqsNp3LaQX+s1vfxv/3k9+ALfRs6bQMixaiOF3C3O/yBicpyLxa7prmmw5nPr+SKrcSebCN63gQxr8V4WHrL"
    "E/Kxnzhw+9BCoqqo1c2myk9Yw/3hj54tL+jT0Lp7wmbl4jwlOBEU8wzKrmo+kNIwgrPu5YzhrE5fRk00Q/8pVsV3/U91xHfvIBY1"
    "bCEqhatQKudoM1nNU0ffuw09hwRrn2PZibeHGO6IedQne3yQGN5VQv1ZBv9+EbOGuVoi/+LfT8nOsLMzm+RFz+V3feFPSgN7p+PM"
    "Gx/MrplivRi/3YBvqmV/S4aYq2Y9zmVXXJWeku2hNIvc0kcS+zCbHPGAikSys49/qk/hx/SHv3YGzqRh58zj1MFf5cLsfGkKHpqL"
    "HlzWwzjNJ2gXaJ1O8qfAGL2H4efNzPT9ys7CCk471FKnGJ/ui7pVlN1ZdgcnikN9Mm3/DXye/bDjk/EM3+N7p8FuDkS8Nkxscj9B"
    "KzCRJ951T2xkLG861/DDH+eTG15kkrpyDSO7Wp8XcJjUvXx1uIdcL92DD+QM+KvzEIHvLJ+y53wtpGhHxF+LeEI/wvU7Eo2nGpri"
    "SZ0lb9IfsKnSeYhC4W3jPQH7pbvKXHkeMeWT0LQfqMWYlmE5artd1n+VgxBhVOi3+hh39iVjzdLf5X/pKIwT+b+amIyL1Xy8yyHN"
    "w2Q+ruy6UkeyjpKkhjEGv016hZ6Lp3gWa/CBXiLT9DU9K7hHBsgUSKzh3eaSk7sVa4E3w8dpRWSfhiYW0OFkBNyTd7AKJwXzYMHm"
    "68vk6crBSr7M+f+V0Hlmk+rZtW0zbn9jTNrACoFpjI7+lPVgBBvTocFgPN3heG2uPCn3w6ueKwvDOv02DKAB49nKvJ0uY79ozR5f"
    "y6xMYSbNmGxd/s8hRX2MaKaOnmsrVl5qmEe3GMTqWZb/moKrGj54Dacn12xnrSdxTqeMr1otqKXnhskQ0dOxt1d7DuMM8fES9Hv3"
    "w/rbxFk5PZgSetCmh7szy5yLczITd72FvpLhBTqG0yFi/fx3yPFiXtOXOPXb1HRwKXRkJ/jUR0Men8Zr3+pC/Ceyl9RkcXTF4+Jr"
    "tgLpei5zyS7pJt8ulXL2e9aw50bpt7fl5MgAdt8N4FlIki89A/9iR7y/rcQ83kyGNbckXxnGLmmTpRWwdAPEuhSmiXUifwZddjYk"
    "vQ31o2W5f9a/STn7SqzDdyLjN4vR90BUuYVsxetwmho4A9Od8UMbyKTNCfWQgZDDU7Fm7RARRnUcx3drnLt/+a/MTC28PatA3G/Z"
    "rxOgVxxeQC1xFuax08Chepj9fZp9MUXs1Oonoe9jypDBzXmmllnO91ltV42yaOUuVgTbYn/7SWNF0fW6u9piIbMQFknnk8fuFazl"
    "Ur0IkWglLFgdNOCd2MFd8J3TsM8xTpMleIajCm/jTJWyRymK6523kvIR7Dx85wnEpKyjbLm88iliGDLW07sGWnsz5/k7Y83HIyLs"
    "IRE3UYQCFsg+tIJdWDlpJ+rnYhxHllUjZhHVbQOuv1yfxbOvxe5vZXUiydNRSNtyHs9ABu+pZN6pRj+Rd1npq9T7tJTdC6WQ7Ob5"
    "pqze+jO7Zcczx2iZizFyMKT4fZztU7GXh8EyzsCqboO2adDV8FO+CU+R9cEvelfL73RpuDE8VFfIt+E03K9lrh6S6zQGWVuh78Hj"
    "+KseCDm91WPP5fjzY3/G+u5Yk77n8ESX4QzeI8aasYucgtP2tRhaZSFP7dHUTNYRXYO7eIH9K4XY8/6wIi4KOIi9YJuYkyul9tif"
    "mLRjxeWACn2MYXva0c/SR/W0kN3UTedfk4z8t9eD/u91wcYM0FLEPDF2HCfp8xQQ88V8pnHysMyTL3DtRbj63pCMjmK4BPdnexYa"
    "NOpp2Zs2pYQ4OwlqvBJGd1Z5X6hXisXUHckR4RBfHB5svp4loc8oNDIK9pYI+3UOrJl1j2xBtPYe+26M8+RgWajHyZVSLU9BkszX"
    "+A1XXKt3cE6+ad9c6FHpM56NYxI7xi2POFxSZLrYiwh0t8JS3ao3Q45ORmReqN/IbbBrc/RhVnwsTrW+Nsv8DBeLeh+CVVtIzM+O"
    "cgBREg2HNgVNPFAMJWsPUY+J6CanU/AerTvhQNjlFfj7NBkMqU7g707Qi23lq+10WiQRJU6WWVy3BDRoGTTDNHxnP8b1lcSV6Coz"
    "xVA6CtmbvlI3ErHEVSMq9QbEVL0QhxZBFqqgY9IazcQ4xpxavRNn6a0sR2HSdynZFNJn7DralTbbMJfb8VsNObgF9uMyuV/u0trw"
    "Wzz9W2pTYeMCQ3e9UPaV9V46U/7viP23NezDYLEcbZ6XuX3kF0jL/mKz5u1kOE9LCSsZrtfe9FQrRIhDcHrqdKnYZJjluH9jzP1/"
    "jzUzvl9dGL80xkzWxXWBVJCX/DEp4KxaG6yb5bjeV8OpnQn7dQVWd5Y8qge1OBJXPBo7txveY/hGu+BZl+ntkB/jHx7OvvAq391k"
    "K3s0v9kyls3j3Tb43sGoamZ3N4n5tlquR4znpoDM49VkRVy/XX7ADC1yms+a8qdAPd73WNmD8x2VtK+1RBizbvIf/427PeNrA9XU"
    "Z7eL1dDXQ3YNcaA3/MwfdTZ2bjd5BVHHcmieI+RdSOz3iFu7QFevVEM2Mv6Kv0oZUTEOxhm4j8xjCWLUFOKVJOMam2nPIf5Y6DE+"
    "qzSPPedtYFueEzcd6GoWPSWq8YwiTmpzePhn48x3FzcXVQ9dZ17MbOiNd+GzLoLElvOcVvnsxmTqX8u+deEUlLKfN+IfSRNV7QJ6"
    "DDFirxaSDS7l+d/X4/63Eg0on5M2+ThVJ0BT9cMTjcM9DGTn0s+wuVOwBl/pG/qSdJMV4S6w9Yfp13K9jtXdgkPlSD5pX4+RIRLx"
    "mITU/a/oSfIcMbiMfcXQTk8Wyxk2LwflzHScSL+shzhUwFycOKvZDtYHoB9+EZuxWqbGYz4N9vMlaZ45I2R1Sjkd6fJsCY8yIrIK"
    "d22zAR19r0cn7FsL5s/zoB1rvBxZJ9UpzOommBmPe3xAq+a1InNwErHBIiIPL8LvfoZvOBNx5I/QlU/JabAnvaAjDUG7mhFAX5nL"
    "Lv4qb6+r/bx+yJ6sbcxNGpb6Y6yrd6B2bUsssdbsP8ylfp5ExkezgZ1Z1a7Fp67Ap3/xDGtV6rziBNGRurL2kIvnWofz/hT8tgR+"
    "3h96owBno5asEQ2sF5u924sYFX8Wy/u/C/tQoQ9Am46FdL6q18shUutx69r43HoMK7xNHcdIMouaFFVjy8nWe7TcJO/xWQdCF+Zg"
    "NVYSRe5XxHxXIuYyLfkX+QTr2wrR9Gx4LgOpxy0PXJZFa3aosManXq1RVjM/O3vm8jX/3RNq3tsYSEmMprDUZ3jrOOMVJz6bq2Cd"
    "JcYD75irOsKHsmkqQ5uwOalFWMvf8cpDuJMrcEe1xKGqIV53BSSgHHJxG6zOfbi3WfAARsqZ+NR9uEZCTDcM97xXSa/DnB0w5q9c"
    "dZiUXdh/0kBf/n3ZQgzf0eLwe92shnUIOZ4k6/54j+jpnaWes/iWE32duD9mS1pKNM0d9zW8GtirztiXLYi+V+uHeo10ReTSDp70"
    "F/AcdsHuGdOE9cNMw2m+B/KRC61e632AMOthm4dWCRtp8VVL4hgfJmn2emzEWgyWf+peQQdoE+uibomnnwTfpUbv1rd1T4kQhjPZ"
    "OKGe9igBi34F5zCsA30Nkfss0zqK+U3zKgxRYqTPBBZy59OcfYkY9sQjMjvmvUpO59XqI/IjtUEldKbhZ92FaOFmxKTnQj6GyQf6"
    "T6yzoV5lfBYnBsub5HrVkA/bZlzt2dtK1DHXtJ9sJfSlYYKthg9xC05HCXbjN0QLd7JPLelZuRxK7DBJeNaBen9mzuTpqfO2dTPz"
    "PCmchRqc/Wo/xVuNyHkf5lcaM6E2n+vuwVD9boRU3qPnBifKk9CTJ+kN8AxeYFa9rd+7HHqMrRnhnid1PkNochIwQzjLI8dO4nyd"
    "u7dTWTmr937qZpzaeWTsq2KP+ZucudhBNmJ/9pZHoLVzYf12hQ/yDla4leW8tH+Q4R4Z0nyLrN/j0CHKPOad+R5PEE00xYyn1aeH"
    "i8OxmMLJgpjntiggurHLo8XZV5sLad8b37wnOZatD68Ae9WXvprl0VKc8x2GCD4HT329PKN3wp78ivNk/Ox12OedfV475vE4kh5l"
    "vsEj1Hf1GaVd6F86lFptMnmf8HyWbtbKsq0BZzlCr53Sap13w8VmdFtlfQNlx2QGvkMV16CjtKP9Mx20GCffKld7SiZbR4pwPVzG"
    "uyd7KUL940ySyAiPaBL1cVRx3+qIFn4Q0VFCaoxaRgbGgm7aaznWLY+YMdM4qzFW1nJKyjri2yCGjK6V1qgSUaEtxfHFHMWT53hL"
    "NjLa753FeommSV19qD8jy3LaRdP0x0iSMULO/1Sx6Z/FZ0ywa9b0YwHP1SpmrypZvzBkz5uoJ0vIclKpx7MWb8xFht07VNZA3ozL"
    "6Ddfy1F2jRyCXSn0OGHi68HprH4JidTwgz4tz+o3eF8uzsxqRIQViNY+RNw1HzbNMkEljBdWQLf2kdlygixW6zq3OqPhdBi6zGIy"
    "rbws1vlp1fT2jKNNZ9yI95wOH8Xw+U+R3twX42P+kvvWj2zw1ZDv9ewaLSXOnqGHGYtfXH+HV5eEFbM8zQmwRWsRA7UIPtYTsdpv"
    "qd3HK7ibw2CJR2FVrsedf07rUk4+tQRzHWk+g+3XPLLGFHjmyVr6eoZvcQP06zGSzPrvEa+T65j5GnuygnPZhutlftZSnas/wLe3"
    "yKAQsncEuwML8W2f63zYuKvxPJX6M+zQSLznZu0btJQHdJBY9ikd/kCukr2xt7Owh8PF/t1yO7los4ZneywDV4NI+vpgA7FNy/GM"
    "xk00E57YZWJzuW2JZGF+oIjpuAN89NXAKrTLZYWeT1Oz0vC3cKV8Cxv8mewHX7lnMEVLwgLD+AkqsafrYUHPh3SUIt7YA3s6EHtt"
    "HLT/Ip+ARQznyXpq2S+JzBzzEcbH6qZ+qliXTZErpen8WYTS7e5kaJbvwmFetPDVoJbSmFPNYU7VRWyXwv/NZd9bL9mqLn+aBy/w"
    "GlmAT40Wl72uUBdPuK7bnpLyeZWUHuKx1Ro8Q0vzSISBNDS5c4fNZXmhXeRw2HHDtpjBHENSf4JU34lY4FP83Fms7mZ50P6MkOog"
    "a3F2ZJXRI67yGCqud6wO93YtzvK/sN9nyiydCD/rbZzoRdBsxfBwZkJ2lyCaGCk2T1IPu9xNzpXp7J61zq2j6H3XeizED9Rmy1r5"
    "NU4wVyicO7RZpGX4tgliXfyFugnvexn3daB8rUWMwDQ7QaBcb4Fk5eIknALZfwlaZjo+czu88qODc+Q73EcS97YFGsD5db/rrZLP"
    "joYzpIgT7oWsGA/G6fsSsdVksXx8Hiz2GtxVvR4HG1YGObb8ySt4nkWwayXsTv0UErGrVEF/vaJrqckrydqRYR+d+imGJO+2i0R8"
    "i411UWdTEqxiRpPBNk3SnTuVZDdUyne1unnf7j43Vu/nPdXvTg+sdaZJhj/MYkL18F2yB2K3npdxYkx5HeBxbtLViNPn4YSETVYz"
    "kh+HRXZTiwEtY3j6FdoQHq0v6NnplD7RYpsOylgmcLQYi08NJMq6znZDxJ/PdSnPcjPW+sp4K5xZkVJO317hMZpzmYeO8oE251+p"
    "bq6h1usSFytW+nmMU/i5jXzics6qd4HeM2v3FHFNi9lbbZ0Bs4MX9VnI4beIfAoRHzwig2UivPFj8erxso64m5vI5LgYV/9K+wTl"
    "WIUGXz1w/kia1uGftHaz5K/BrXoNvicP+3S/jpHN4YtyJOLw02FJToGGn0Q2xlJcc7Z+B7vU6b/WHuppMd9m70uCNdFyfCJFZHRD"
    "8zbP7ina8Wr2zjpeBPMTzftzmrWV1HAOugHyswOi3nZykliUkovT1Rk6pop1K8tF9hfjH6sibm4lJL4Ed1iM59+P+VmXtT+E8/VJ"
    "RkVJsjU6xL4F+A7rJR8F/fYRIow050kd5m4aNjPOXc5RN7NTRfu1mX6YIbvn6y26Y/AQLPQC+at2xPodBm8hHj5nU3XBQs7FVfAz"
    "FpkbI1CJIUkEz+ObVzBycuvfTZykm2+6ihm7COMgTbSCBr0AHlQNuSti7JMwhLO29FsdisvO0pjBimd/2k2MWeNpvV/+gjW7B087"
    "BLZvlp4RPIr7X67fsxfBdQtYNDOb3uQxkKnbAlY3YUsGw9bcjecbzM7qWxDj1bMfd6OulWpyJU7Fin8OXfNB8DT+3R1SEYfemIxX"
    "DpILoIHLw8+0dTAZZ0hk76AgfFRewAn6M6zFHLwvGSzHng6Q2bBem3HC1kKj1kH7J3zPruXrlnAX95dDscqqr2N/V+Ne45DLD2AD"
    "n9NpgdU3e3g09WI/kSBiFbzDxZg8Pqamsh7lKqz23zgbuDvk7RBx060uOxqdSjevYJXMcn6zaegkcbvqt+NbWj1hC21f7yCP3qt1"
    "xL7PXF898bESjEJj3nesw7pWEs09pRFCQQvP4bCNDIkr4SfZfMIW7PJYMQSu3xE57wCrc4sMgdQPlBPFJoxXw9cog/dRTRzAfSXt"
    "Wc9cJ4lpl2Wc+m2ghnI+iMWgrgvYeNNPlghxpxPe9wqffwCxk9Pk54hnO28yxJDqIJvojRpy0QnSg10ZhyFSLdJjoY12w78No8Sy"
    "o2fBp/0EJ2kKdvhHvL4e//s7YqSl8MM6iU1eVBNf3bAzavRHrMs8xtXwU2CZf4d/9gHZ/n7WUuZMVW+HL/Ur7P3pWJsjcQr6i0XU"
    "LWQOZPNRrOwUeLfryQllrAulxCa2vrrm2aIroRX74Xt+0OvkQ3iI/8D6V+Dc/UL7FNmx0PdFRZ1otfAq/tufNBldarMdbR3YWZJm"
    "1D4aUVMdO+0qIO+Gb5agv2H9Tqsh+4uwqlfAVveTZdD6hyNGbMHuYasd2+TT79RiL+gIyl8F+UydzO5JnjQ3KZ6P/a7Bu0rhsdfC"
    "npj1OV0ayIsQza5fD3mKJrILsSdOjt00XKsm3aqWJ9nI/Imy2jcX/rSt2Qpoj/vxZIZzNgXayVi1irAr66EL5ukl0O+XBQcFNp9/"
    "MXb7I71Up+L3JfonvD+Pe2Go7K6G7fo0J8o/9F3s//vwJqbKwfCuqvQ5/Zb+Rgl0gzGKtJRLoLt7Y+cNrfldPMNQSE1/dhoaHuc2"
    "rIPNqHb1eILFrGi7tb+QnqP1RuxC/rAyb7PV+xeWUTlabpVF0EfL5D5YzkXY4RtwF0Ox78Z805o1cmNYakO9UcIZjjxI5Wg8ySp4"
    "iOZ3XYiz8RBWxLpsV+B5T2UVPEN95Ga+DUHXqn3QlsFiMluMFUO1qsaV/qWFwVZ89zrIgHWWGIricthu897/LEnf7ew6Tmu4ckPx"
    "XU/IRvhzNm10jX6h78j5WirXMFacyDlLq20t0CXYrxp4iL/xXib6yZ0dpczPupey3n+hVHuPKk2Uugrid9Y3qTtEGCZtxMXk+ayH"
    "KufLXC2lBhFBBVd2R+iHHOirq+QzvULHQRMv1H2CzdQs9ZyS+o64KQ2ck9yGyCyRRZ25RNr4fQxhK2z6ahb1aQLr49AVra/gYXk4"
    "m8NqK41c9eo9s91kJPPxSc/lUsfoJA498pTeDWvyHbTTsfD2n5GE3K0ToW03MQPhpMKd+Jg6voo17Me3n86QluLYU9KQxyryWad4"
    "SnYhis1gSXPaJslzkeEcQIo8chl2UUyThbi7/amHSrxH6thgXXdJC67QjhLNedkUfR7f1eI/ZmDdT833EkR+bybr97aUDvR7b9T3"
    "9F94x2PYndWIK05CbLkQmngtcT7OkB2ouYogKyl6T1YjqNW9qCkyPp8V4UmnWK0q1VP5HCWUziJIb5psfufhSkdI2tePbFrEMFfm"
    "0cdpLQ6ZNq2NGK87Y03bisNFf1OWMi4zK/qjjz4dq7x1cqufhUp5/F97/m7Zemyojp1tIc5CFVnp3dTmJOkKz+Zk2NKtkJChfM75"
    "nL08glFSjY6jT+H6hx1rvBDRxFb1TZyhuTwXHaAZCojuugVewkVkXlKNkHML8Hsn58bf8Szee6l+g/ftJC/pcHj1O0HDGyvZFvr0"
    "JZ771WZFL5MfsjF6yHxRI0qF/WaD5jH3Y/0ypzLz1VeMB+YYPnGLJixYwiqBm8Zbyhrp9dDweawuDGIvRwm7OtsRxyft8y6Hky2j"
    "NfPwHZj1SNEnslN4iWxgD5xVRWNNOHV7+m70GVjn8WJz+tZPYIwbh8svOFUXi/peTFvTQT7Ho77imNAzJc1O+47EMXDs4xX4lrf0"
    "GiJ815PLLYRk3kIProF8flWMaU8X49LbWRzqdy2jm7osR0jIPkplV7LrAC1nztD0z3gp47f3lQX4bzI7d8xHm8HcaSns5zuyKqwi"
    "h0Ja7wiG666ILi4IXiMvXtjkeRL+eewZp9MHLfYxrOuzOgx6RnHWntTH5Us8y43SKjgD39QOp+8pyMWRUkN/oJb376rlVmFrYK9I"
    "KotN4/qRnI97lyRZKcqlf2vSa9nkGViZ0VLHSD7qft1B2hL5Je0nqTrJIeS7Dn0/RIr+xAhxrNllzKzU+ji7O/R3GzEEm3053bsZ"
    "Ensh9sCycLaaHchk7HKNbqrLzdQZduxrxB4uYF3fKnd2upbRjqa9f3qJ79W3O7tEImbNSK5MA28gIkOkvYr9O9x8ziByepYRKc/6"
    "sfaRo6SCTCIxxm6XkevNIiurMtwlOTxhtX7iz+HRboPn536uZnbiaHppKa+Rqn1t4zH4YD9TR7SQMfKgjA7aI8ou1B74tjXQcOWs"
    "4PZip/Im3NNpcoQslxPhR1gUHkAH5em1Ynbd8UuZL+1y/a6m1ktaU9t8LTHOgNuOFtN3qCIfoZu965OtljfOVyqjloxHi4hk0DE8"
    "9pLlnCJ3k8ll8NBbiqHEpKHhjiLPQgp3X0KLahiIxiW1Tg9G/H4sGReW4GlMh9wotpbWuZXxp1g9N4zDLLK+1MGy6v8R9hVwVlbd"
    "1/sZGilJCUkVFFBAQhQR7MDE7u7u1+7u4jWw0VcxUQREQlARkK6hGSaY7pnbd39rr3PuZfTvzKc/FWfufeKcfXbvtYjv04haq5jZ"
    "0W5plH/XQ5vkFEkrcXGnPUk/au0yP/lWRp9QyEllnUYp1vA9JOSZCu2UfCyW9d8Cz6iMTG5mVRviHDbEpzvS/LZ2nRW8XyYsgdll"
    "iygsZ9lLbN5yjk4Q1x1xOL+d6gV3J+Vg4w6AnBmn9VxO7JToWMQjPXC/9n53ukkKqyyPWL5RasJyyvgwcQibhuJvmKaWUbGTblrw"
    "CO5Ituc3zMKuN5PtWMlTJBvPH4LmWQJLYj77yVKmKe/I2JGcBORotWdQzuMdq/0swAVY5/7Sh15JIWv7pVjRfuxHmatXIHYaGmyF"
    "DsrVRxGpGZtfll4GG1zAd94OLyGL2ZsIPpnH6sAwyrlFlBGuTDH7fsr0TAn73W4hjhevFs8XgsWsYl4lxixLLb1yO1W34i7tESHY"
    "TOQynPM7cVLeRST4lhylW/GEhelpjFQNqBknzTN1uJwjtrbz2IP9GGzMH5CL59TVVpqk8+oiAzyOgfnK13PK8yH8ZBtzSFPIq7oN"
    "8rGY6MB20qx/+2ecjwityTI83w48+3OIB/LwuxD2/Ht5B3bBUHDCkJlD8MQLEXu0kBdxzR4S8RrM2eD9/BSbvf1t3Ck7aS6/W85+"
    "XMMVn4Md7Z5xnmFewk5PgCbcQ+7QVvqevIg9X0dWmabyk1pH3ggZEvyEb7wAff0J4u/u8CNmyPt4qyb489UaTTo+ugpOmZVw5fp6"
    "hOTlvm6RQ38txEplWB+Q3tSMVYwdrXN1EfyaHP0M5/oGSOAAWIveePtjxWLq+XjmOfCepuIMDk1zjsZ9Ln4lTtVBvobokMwcDkZH"
    "xpeGGvGnTpdX9QPIQWM5L3hUv9N3caoOIBq8Mq42jTZE4n4dDV9tEvy0Y3DSVmIFjMNmmx4qu5g5LoUvtRlPbTP662jdOsHDOVAu"
    "lDehU6+HNnpWb9RvkxOx8xLcBGnMwTmz3ujuYrlHq/fWQuYLsFpFzB5ajeNtaSeOYcn6GqoYMx3vOeASPAmpac4EEesSdSxUCtdw"
    "Kysprk/5CClTxxJbzErHubjeF7qDfY6LZTJWYj4nJi2ub+3RPSohUznMbjrkF+stbp+OiSLMFNneNsU77fB4/4/A6v6otdITXuZ9"
    "0LOn49o3yRxE0l0gR03leHkaz3E/Y6Kkz5CGiPvssPcvwHNm+Xi7mYyhR1WCU7qGMVFnYg+kfMuEr8vYWxneY7G3ahHcN8QTaPL0"
    "q/4o2+R37HtvPOF6PIlZxFUN9NWU8+2KWXOtod99Ojv0W4vjcI4TV7KEGeQSopjOkpXQXZ8gcrfug2mQwFlY1z5ieNkJ4jxG/ZpF"
    "iS0V9z7naGnM7sikn2NI+Jy1ofn0k+HEOEl4XOQ/2af0T8y43TFYhEh+CX8KUh0pkfSfenrUrZDuxsIbyZnUPqxkRaFxTXvPYNTk"
    "pi7K1HW0h9I5PdOZNyACGUqEeYvoH4Qk/U9N9g+Urmlm6hQ2Whg7YBbqCtnGLLaxtG7FGtjUwh/+Uwki/KbYOuvW15xv988pekW0"
    "6DAgzNaH8RTlmsOe9ZDvu0wSt8us3T0SIY55MXRsLlaoBntawVksyxpMYqeYW5H90vOnbaXUe9XDeb9969x7mu/eUq8pUhhRqWlH"
    "97t8dd/TNH5SlLhLYyXhe7LjPrdrOaNyzrsmoIErWRewbolC7kgpdv1RMVa+FXiqjfqS2ATVc2LdegVkoFTWA+LwZC7wrO8XQHuf"
    "Ds3TC3rzR+ztc3IpdPSfejbW6mzscDvOzVawuhbFabVJydvkGZzsC3FyF+hU/QZnYRK8sDGIaK6Qs6ADcjlPaT6hQ/U3CzoW1iwX"
    "mvNMrOdtkktUEWPhWUP0iaMR3f+ip0Hrtgxe1pe1Ntk7OFvewdv+ifvm4PwV4ulmBlnYywGQJ8vrLmeE5Jgto3hXx+wzWMplHx0Y"
    "nKw36e06MvgVuutC/Y8crS/pdcFr+hos5FrolgvlFvlDX8TpfhmfOJPV0BBZCQtx3XNhJTeqyxwsg4dmHRbmlY6jDq6hH9eJ3S51"
    "GQQca9dDkNkr8IwPBg8njTP8Dn1E7pXWuslbiJifFHZde0W+D+wI7Fsyrad3I81GOY1cyK7BUs6WRrj/Bd4eLqZFnMZefsefUEIs"
    "4HGwf0cSVywHuiWHiEMhvUpPy2gl98kZ0I9vyCmQ6Bf1Ln1GL8bp2oV3KyQT0w6srSHIjZSl2Pf6c9HjoS3nQeJaymidCF39ojyC"
    "P3cklk0precl4rgiTV+342xIsRpH9Dj4n43xzEfCa88iUvRWXtHpm65+dQbSW8ttoI5R7LHEk3oWKwBWlTAmyBLKBjlGPDK0rf0V"
    "HkcuzOyhRWYXiuMBcv00s7DG+cQEN26bo5mpOAGSeb98Chk4F1KzU5fjLmtxunbqqzhb5xnLjgyR6+QmeBv3YTdPgUx/oG8htioh"
    "1ksuMdTWcu7lG1j+a3EaU6hX1Z4JynheR4vrLrCpmRCjjBC7FeJck1q13G4163ohzu5PYB55Ca1PmJhM/cVpYFc7qaV//QznzWwe"
    "4WQy+thJ/p3T5WEfRy8iipHLFdXgnFiGwTFpJYjB5LTRj7xPfUirsxDZdJRhMgkyYMiGbWDXxrIb2ibu3mQ1vZJ5tBxmxKyD5gO5"
    "V5/EU42QGdA6f+FK5g0tlyn4/WBJpCvlCY+fmWTewJiUrcbYRI4jpksNPGSbYK1MvqqlkhV8rw/AD2gbzNf3kts1JiM973ce5aEl"
    "WblsFmYRJxGNn+pn3qEaGrHMZxVaSyxtQ2728sb5W3J1hZjRi+pXRFTeyJU2dotN9F+bIn4dLVYPvxVSsQW+p8n1APjyuT5HVOvn"
    "yB0afQVji1JmRdxs84FyrZQ2gNy3Ui/FKq/yHbS58MRWY0eroMNnwwu8QJdCIjvCX70B/14HPfQIo/ZfZLC8Dk1WAUs6BBa4SN/Q"
    "n6DBrLt0JSx5AXNXhrlktcAcw0VLfoHT+VXyGf0Mcr+fTJARQRuZQjaDM+QzvleCM/6O580QIqdDlq6VTezVngvdsBrXDCAX/5GH"
    "5Cl2OPyJPVmK6GOy2X9dLZdLjNWYSk4aWK3WeMtvENebPFRcxBainbMZ1TyiEs21qQcxpIDWUsgclMlGP/madcImRDl1XKdKfHAX"
    "kxlSVRn9wNV4H5ubKCAeWS11TBK2P0r/zvVWmuQabmAFcVju9jmQbOg7y4/+jvM3VuZhpY6UbrKTOJx7w6fcoe9I1Gc2Qoxni5nB"
    "r8BqRMie4vIfMY8mnWAlopwZwFJ92vvn1rFXSMtfwRxgzGMYJykz9pObfTallaQit8aSmj6M09espV60qmcXomwb17T9bqTv20z1"
    "Uyh1UcT7jS0k6RGN1tBSm980MLgbdrKtrEV89ZDOxJ+myfn6l3yuRwTTdYyer3NkoxyvlzJC6igvwTsew/mLpNocZwHfwPK95cRr"
    "rIWl38SMgeuyu4fe8keIvoyv7xB8uw/5ZOzUvg3Zi8AHj7CjMOHZ/iLQR3fK7d5KJJlnKUvHM1n0K1oz55Ks4x0m07jt/25LdkCC"
    "nhCb11qGiD6Lkzc/4E5FXMfWniPJmIx/gXzfKYZB3551urD35gaJY4uu5qluQ3SOcl7HVQzOoQRb118+MV3jvnvic2iKENb+AE5F"
    "ZBAPOsQa4V42UYfvHi8JRm2l/h1yaV2z0lWS3e9imQynL7Ybtyze6UCc7htlGfbicGjX/+j7YjxpWbQCncT6qxbhTkPlWWiVq4hk"
    "fbLcT077x3Fe/8ITGXKz9Ro7VifDCM7Ut7EWr4rNqj6Dz8eZr74LzzhDp0CDxPV/0D7vED1tGXMp+dR8UT970Ugulk7s/i0hplcV"
    "bGZIRyEicCxHLerwIrjMoctbpTKRVdT9UeZNx8v5xAqrhcRWUUObTdvkORDVRzi9fPaxh4SpZ7vjHUZLtppXaj3r23UhtHcNPNpt"
    "7OFvTuazCkqxoUw9jO/9DiscTc8Nu/NTzBxW1O9Al7S2TvhoZYU+ISsg1caKuRyrafMLewXj4YuUY6Uq0igpudDrNdAAJdCMjeVJ"
    "znxHcXbNFjeGT7CYmu8DzZJmcrga/ug7uMJdiBouhQXo20BFbRQRmg4gtkYv7FgjImAV0n4niX9v73GqxHQ30k2ScdsCTc22Oo2R"
    "TFdEArJUu4jyQEbSqtb5O11OlXFiGe4snBLr7lurbqY26usB1vtt/z1ZXBdn/QhaZp87SYq9UKSDr/iPxWfG+HmpOCu6puu20ncy"
    "1N4DyE4VY29tETGpmhDBPOo5PRL08F3f+3nMOHVIe/AhX3uMEyG1J/uHzP68wEjsN9YDc9kTMRn+7FxmPQYRH3s2nnQDouEOsI2t"
    "ccI+wHNaRWakfIyTNEIMSa2KHtzDzDg3Y/0kEOuNy1ZneQ5n/a2SemE8J3/KGE3vYnbU4rWXmOUz9PQfDVMantNb+jw5kRYhZvkG"
    "mqRKE77SG9HbpYDsK9YNnKcH4xm6SiLdsVXu0fGSuru7e4DUppkire4wGpHDVewdb070BPPrc729tq7P53Uf7PYsvkMVpHyTdg7O"
    "w5u1QPxeToQW58H9qcfh3Ywf/V3E81YLtBkt4zfYS6zaECNuUDMp9hNn8bT/NwaxyhuwADG9Vx7FJ/fHKayRL+QjuUOyaCstN1vM"
    "jJPFPv+RqfoKnsn0wHWsR9UQIW+rnXA8yWG+ezOUrtyUseZ5BnY0T5+FPPyK67wC3WZ9HssQN42ENwvfnzPEc1nXX4izcTFrtUo0"
    "oWQdnSD/B8uvheyufhjbwnZ28lYwr204jKXaGz7RcBlKfItLiHS/Bb/fhU9NlNcgOxFi10YZt8cZr9jM0+FiXKsDfBeW8+YtC9CX"
    "mSz79gnYzT2kmD5DMRGwSsjIeQinaXZnAK2y4OrSN0G3T2Euy3CNzTdYJS7q6OjfKy/NDu2YTs0734i7WYVsI+5j+LOb8BadiCyY"
    "C+2yBd8yn3CVjgkm4PvvQVZM5xrOiaGi5uNzwwJDzlnCGSjXe1uJFYkQqby1WGV1f3GZhKjvObTu3Hy8SbEeiuijKU7VQfKaDMQu"
    "PaEnIjq4Ef9cx1yk6ea9/XNbNG8ap43vlbJOm2T67MMSM2+5L/l8svBOW5j/36G3iPVdHhScgDNm9erroKvGIYK5Wofg99N1Ks74"
    "RHa8XkNOg5OlB9HZS7GyY7Gji3BVYyStwPMtgk2YjsjAMutfM2t5tDyO8/IV1v5QnGfLEH/je1HDRAp7m7mafMiEq/1n0Q/cQW9k"
    "q5rVCMGvP1ROpq7OQQQ2F+uXBXuzL97gPGnsMdgjrOwkvB40/LN9pMZnLgz9IMrqoeErvaErgqX6MfTeT4xSdui38Jr/wBoMh7+7"
    "Qe3Mr8ITPyKGBv24SmAMLW0Q57QX29FJsP/LYa2ehg9RS+kpp8eby7lI67K3jO4f7CP9HCtSBX1XBk1ThPW6QLZRLms4sVa3U80h"
    "RWbqPkEveRa7cwZ+/wH2Yxb07kdinX83idPzDlFoM7msbZZwlRiOxXh2vZgG26wFnEGpH8O4BnvzP+itN2GN3sF/f8d3Ome8gZ+F"
    "iIGe0HiatzHKuO5AOUGMAessRLPva6Z8pMMkA3J9kcaSO8lJ6uq1x0kRZa1CT0tjuVt3Y6obqJ+4bPn7Ynwg0zhDOwFyPo+dfpdL"
    "TQM+X7E6vhM7K+uoAw+TKyGRQQN43hanPE1Gtzj9sSJ2VBIjQpoGSRmF3RwnX+nlODUWmT4D6Wgim4k4nuC0b9Tj8lvGpgS+s3Xy"
    "VtPbX0vsCpH58ED7ekY2rcOjlPA71Y1YJlW0SsZvXkOEf4tJW0IrmsdwHn6/waPEVuC36/G9T7QE5+Vh/DZbvtNP2Sf8tBwDj8gy"
    "SW9DfrfIGfh7pnaFrbwZchtwfiLJ+K4EUV2YlYODxBh6n+L0fpReUjn05kbKfRyn8Qis4u/ynE7GXfrLUdjfJ6wPIrkMvu8CnRRk"
    "6AP6W/JJWRi8Lev0S0QSs6G1Nuox0pz873YCe4jZ4J30RU1/LWed37ywHXivrfIlTstJchr5LHP0zeA92N5lkNKmnHBarlXUh1Ge"
    "VONBuptz+9dK3KNpOzYh41aKp/PKf8+EN/boq7We7TTFThchRmMcGmQsbF8huzF34v02y9XSEz/7kHNt4b9xePUhz24UP/+MMwDF"
    "eivW9iU857H6srQJJsoW2StoLr/ieSbDBjyA07Acu/M2YkiXv6xN440kOP2e6mts7WPktiLpDHuI3clJnldlLsCq3E7b5RGPt7fP"
    "+0d9BGxvOIufLNdpcgqnjnKY/7JeVrM/rcV6nrfDTtzGebG5sOs5egpO+Qpihx8mN8j1sEjdZLv8Dr1SP8PaQ4hg3WxPBSPdx2gJ"
    "ldwTd+IZ96UX1phxh+1PhY/NI9y5UBoZNsY63WJYsk3wdLbSf/mVTHeHyTz9bwMstBWcpIt6Pis3eRmFznD8incwZ13Ms1/FNbBc"
    "36WI7b5CrPAoZH09vDBD8x8qv+Dt7xZjGzwc1qQZJ0pLsC5F7Mow3LYEUcLMK+0iL0g558Itn2FVq6OxDlvYVZVUZ/0S8Jl7i00o"
    "JoimVUi08k04GVH8/nBEn4dIK05pbqEU/MJz6aYOg79lv5w0l+tDUsrsewyntISoemUeYT3q4wT1iMWpfvJtjD2ryHq1P1mtw/qW"
    "WFbiAN0B3+JSSIK93a/Qt83lFb1Mzlf33rE0zoNFHUmPu2SrPp7PVsIn28kzmmwALab+nMO1xCdPpPthotxd62gcobfAG5sLGzmi"
    "0btq05WL4DNgf1htch7yZs/NHYFNuVR+IM5RFp68nDVv82uHcj57/2CTNiICnRKXxnWXWgVwoEdrDP9tNsn1UfUIfoPkzcfaPY2r"
    "dgyW4Psr9Ueyyp8r5dzluGdLdmhjFZCJl9itV4GVXAyPYDu9J0O5+QE27moJc1pgDrywn9Us2s9YgZDeoH2C1dASoxE/b8B3z4cd"
    "fRBSaR1Sr8Hi21RlczE+EPtJ2OOhWvzaT1IT9IHfn4Turq2lULiiflorE1fJok7vwZhtT9iKLPjFVZDe2cRHtmmAtrDFT+PsLGEN"
    "I9tnxpZwfvkbyJC94TnMJ7qpqijP1AWyRjuL4SRY98O92KXl+qg8BNn6DmvwOU6xxcmPwJ9fTU6mSmq0KDSj2bTjxWYRGovx5uXo"
    "izjvv2M9ntd10ELZxAip5Hu7iX7Lja1lrjbKjFgtkWotCzNeqshcsNJnmitoZUaJi9wm4S3HySQyi1pWoZznOg9n0jJAI8X6dcK8"
    "rsVLlfCNDZ2ss6yE12GzCR3oP1lVI8TT9Ct8JPPno9TpX0hXWYFVOZc1akNg6ESWnhgzoIdICZk7UvJfkrZOGbIXz/cC+AilsH7R"
    "OpNmhdzJ24muvo2ZT8dVH/PoRzbXXqtDyEuQCzturI4bcVIcvoXD1a3WQ/18nvMdTDad9XufEWQRI8ddzDBmE20vTFbjUvjd9g2T"
    "3qbi8E0X1bGpI3meK+GLFPiOGduLX+hFFetFrLctQVyZD51qbE+GRtQbTzcbsjWTzBAbsXY/yoMyB17FasjAHZyuqOG7R9ix6TpZ"
    "rd+s/kzJSjy1i2Ut33yV9KJPF2YmfyBz2gli7znEoF34RKyBmt5w6Q4pOEjyORs/EP5VBbtPb5RRZJFOVTvdf2O+Y1m1aZr9rG6f"
    "94mQqVyP1VLF3rsw36eWuRSHm1TGvGgp9fipYrr9KI+RkcK9UjyJIYPkwVZWcWbK8pNV7HfKJN5P/djPe8GzXIC3N328hRMDNnlu"
    "PWp1Pf7mdboFEn7SO55GV7Hed4e/NQ42uXlQDm1maHbN4Qct0ulyJytse8Ez/Nq/58liDGyfq82j3ZPxdDAV/tHL+hp81Lf0LHhM"
    "NfBOhuttep2+Am9ruc7M+C/u+bkaU16utgvqZ5AsZLZ7Oj2obLKJhMnOvZr+2DviZp5CvoPSote5fteaMBORQiCMe/xJmzbcRH1k"
    "dvkMSL91nG2BfL4KzbkM12iLNR0KO51JNpXPYFtayFY1ROcntEPGLsiy6ZAZ2GXDD+6PPY9RroqZqRolq/CUL3tei13eR7FI80op"
    "1P+IcXYUYMfjaX6jVDdICevhrv5ZRWydRpy0OwSfP0Fs8temUw0zfxu5JcKI0i0yKGMHVhk9++2Mm43JJEl+wSAd4TkvMdXt0vpv"
    "fCCpjtVGftI74f2urj5X4JhMqsgCZLYuxWYXY+61vnOa6iAP6dmS4/nYI3yz1tjB77UWEcZn+qo+EJyFO/WRyyAH1bA4xm0RZy3j"
    "AE5Ihcm2UsCpjYSKx1TpJi6Kj7DSNAS62PhkbxFjQzfkqP8SX3g/3/l1MTXin96LXE5s6Dmw7VaJvB7fLJD75THYkXPkN3y/kt0R"
    "VmvNIlbYc+QV7CF9uT7Olzfk1G6sHoySpuT4cb1STcThc9tpNHyo7fR9TQI6y+OSSTzuXN1Elt186jzxed4UzsgJsNDvQr7ziQ1i"
    "PObL4CFkwnd4UbJZu0/Sry/GeYxSk9fw3HaWuGce2q2zRCbjqfPJVYqoEVa0K+RlBfT6rga8tKn49iWI/dZB0m6VA/D/OYgKv4It"
    "j/t8lM0E3cTeccezl69joHdWQyotizZFbsYePIzTX6ALG4iDz2IPX1xTXeWOocm6l7oFFcZ4TewSQ3Ax9BvTFoexT8DNu1j9RMnM"
    "HGUPwP+duknNQmVCLp7IuBi7Y3He/cmmcjki0G+Sd8jj+O4r+PN1+hjO2RtqvBez4DF8irt9ikjqSviEOyAr47Fjw+Vk2P+MIB8S"
    "0gYRkWWsvhfjeJzI7vK1WKUd8LF6IlaPw2PcRW76UnKgN5HbxLK2MZ75at99kIHPWK5+Nc9sC+ITJthrnSGGzdteNmOnxhFfdzN0"
    "Tht5GHuYYqdvSjk7zHe1OZ4+k4XXsdfPY2eGcK32h1RkExvGzYl0q9NDFvO8Ig7BeJxUU4OdK4Y4XMKpmmg6N55gv5XTB0PoPzve"
    "t4SXnaNZAc1jBjuaRowrYMUoFcV1qVOZdNookWaQaPE3zhMRxxFTC//oKpz+fXHNtrzDet1K3WfYwq6XJaXjw57dZja0kuECl3I2"
    "8mcxLzoL753NCtkwstnE2AFi375IjAWrHz5xuR4Ef3I1vP+Xg+7yMCxnlZwurrs9xWmuHuff3mO0DMA9X5Z28h6s2yXyBWQogtXb"
    "wFlf1+dteYb1WBHnU/chz+BsfCLEeGUZItIS7PKl8ofuxPqPkTfF8LO+h6wtRTz7jU6FVDWE2t3fY5ZWUdO5qMby+B8zE1ij04N5"
    "0HoW4y/QIyA/H7Jv8TTGRtZnGmd04PDaqxE9DZN+9Kh3MuZuD702W3tKKjLMVE3PqE6gtilnBiDqsTXKdQsrFHM4n+SyMoPT9sVh"
    "eDl0evvuX+kTG9Lz+FYPQgMfZzUVvF8XxOuD4ds9Iy/QWlYwfmghDgvE0I/CXi6tclnK6ChEu2bzmsp1CMjxUc4qaILyah5CH6KJ"
    "ThRjlTPmYpucGwl5a4rYsYI94O3FoR7Mxnvlw+PKg66LszYaVscF6TJQI3Bi9sK3FuAea7EDqyA9LeG1bcMTr6P36fjYYmQschwb"
    "PYnrX+l7Rs0/LeBe3IlVWEvcrx7i3rCSXqt1B7moYn/iwueRz+lPxLD9YVsel/f17gb4kN+XJ6FdfmD8lIl33QZ9OUfPCiZBty9A"
    "rGt4IC3FKsC256s4IeDmugoYJ3Sll3w2VntlWv7d+e1DLoDuzItZhr4xbHwrMbz9ImrGAr0B+tdmkCZDm30ILXuO3IC9+QWn5k2s"
    "k9nMibhXFtEenK9eQwa8clYznfcwhFNLjjEoTm5VJ//5enY6T9JHvsPuPKIzxLIaP+ka/D0Pe29s1OPlbbmV6OIxZiLjHvOvkngR"
    "XYmWtofY5NMQCbHS1wmnc4DMTr6uH+J5Vuj9wT36XDBEJmrP4FTipBpizlwi32RDv1sWfiaZE4Yhij4T/5/Aeh+ANfw2mCGf6DX6"
    "qfzkMeKjZKwKcTIjhyflW3jD2/Ccb2B99pS35ICgq7whT+kb1nEuv/DTXbCORdA6y6nFrTvyJnaZVNHHjBEdbQykORM7ebDH/E0y"
    "Bo0xRxdnt/Zmem62xoeIy9tVwCtyMzOdPc5iLD3LYX/lE/HdOtqvIh6teXe9xCoJN2hShujQoL1ejMjfOkP+o+cEL0BzGhp8Gby6"
    "9tA0htnfA/J6jHxJpNTv5WNcI1+nQRLu097BKLxpbvJs7SeVxJxK+mmuOK2Q42jPgDyZf2U6wvztYn1CSlif+xWfW8Oz2EtekBRe"
    "cLXerDNlEvylMKx24+A+RJzXBDXJSTK8AVR10y2nkcsi1S8xQLohts9Ty6C3h+0uh53YyjrlTvzpGm0jyTp46i636Ty5PvBkf4ck"
    "WY7umuAPrNZ84gd/iW/mwyfqAJ+yH64wIZhPJMwPYeEOx/l4DrLUG7FDAvroN+zmBKzji2R0OJjxrZupM8/aujUtQnoa98pD1LJS"
    "74SHtBj32awHyxRIUUt4mO14VnIRRe3LKfwyfCYfz10J+7mUdY9sbRX8CjncDG1yJCKfH/DbLXjTTMbvj8Kj7i0/k9dqH1bKq31n"
    "iZsMVHxuJnS4ZdNj+KZ1WhrvkWHMtpKXZZDsKdvE9GKe3q/XY+dmw7c3nqNXIRO9JJdo2TavaF1A1hFwEvdhIDFT8nAOra+hs7yO"
    "6OffkByCOhFs3Y7BxmmMZ9vtU8XhES6lj9yLk5ln6N7BS8F47G9zvONP8LB+06nJk3QytMEn0hZPb1yKsyBDr0Gb9BXjqbT6Twyr"
    "Gyf63UD2a1XhjBbQQxkjE1mDDmPfLdf9OtkHP8HT95dp+HkuomLDH5sKjbtCjUtkol6eEcKKt8YK/4E1Xgo5Nd+ukVQSs9267Adz"
    "hsGxL3dmVJHwXWwuE5ia8DDe6l7sSSmAvSmj7q700+19mBM3DX2suJx7NnFjQ5zBCtPO9PZZgISfpbMKdG+J+alPJbpAnBrY8kU9"
    "eadCvYAshnt7rAapMwO9OyOinrspATtV6TEQo+ycsBzWZP0Fb12iD0o5PJ6D5Xa5Cn5LP1i5o6SAvYo7sSY57Mhero+wP8Si5yJo"
    "hO7e7+ko9i5FnknRWT43SRVn/59Vrtez976NTNDz8c7jISHXQw89HzQha0M5LYPlr92kuz3/edIRmnyd3ihztRJx6cewUvP1HnZH"
    "VjFqUWbmIpQtw/ewad5V2NdjM7biSbbpZmJPfIx/W1b1WSkhO0wjMbYtY6k1jInbZQki0Agz+WsZTychUX9wFitOtE2HxxX3PrKb"
    "o8jU6bj3gzgfh0BbNA0MjdbmPjMh3bXaTudCZ9XIsfq7PKtPwMO7R44V8yW6/KOv1knOtYhRp8NajpBXEI8/rs9CkxsSbRnWfbCc"
    "IznMqhg7bHuxyl1bssBeKx1YeXV9mzvJV1hKvI1seoLGx76M6PsV+GcJdqwhZPlB0Jdd8caNpbUkuZfWLzKYsVGB/hcedaYuJTqk"
    "4Sot5+y3afBTRX39QNkfUstZ6On0RmsY9xyOZ94bV1+BHa2F3bP5FvvcDqLpV5Dh82zo6y1kl4h4GzJRahhPFmjdjjw7G63TWDM2"
    "JxLTULob31bpCM5G1e+tu8qem5LsxA6/MPnZrEp1EvFHTIpPFcuiFtBKb+QJ2kP68kwV03alul4z9TFZK3dDhr6D7j8vOFYf0Buh"
    "fWfqobIC3mc3fP5wWaPWq2vdDKs41ZogZ1KM8Ud2uofGoSLs4jyimwO1c3sg4/ukx8JS+HquT/t0yOoC/03HP5bCaVbugcu2GQ95"
    "mTqWvKbSVxzGx3V8z/L0xK6tuSGhWTy9kvc6mPV1hwE7EPrT9vodqfBZ3WJOx/QjFsEKtY7U3RZA68SPlnkO0X+JUTKPwc9N78BX"
    "wLcmyRlEo+4N7/kb6OO+Mpk42m2p50xjHiYuF1rLDv5kGn0wxVyrPi+2y7KDQQGePcITXsE8WUQr6yDgRX2U5mo4CW0FPXSQzsx4"
    "GVHtvUFGMAM+d39NJM/hikb49lXEhCr0mXE3od3Md1T9HWFkhBT6zHbYr0CEUX4upHs0WRHd/FwFfasBrFWs1GUyFXGDzU+th+9r"
    "OIdf4d8fQ1oG46dHsQZ/HiPBEKMk687eSnbDKPuYDsTK1bJL71n2HhzokWfjHvc8hL0rgj7YF/9uiisu0ltZgeovM6FVF+KsF+Ne"
    "c/R9fPpCrZIJ0AnGILQHnm8v4m8Z11A3+F7bWZ/pR7/X8YvVsp/VMpEPsE4S1f0hPy/L02IoOS3kfOjYH8V4T4bAB3kDenIG/K8u"
    "sCuP6qe4+2XwCk9Sq3F3xVldhLeZDrs/ncg/WXo5LIJNPUU9b4Sztq4b4AGpYU+Pco8dg0MOOyhm63fyH31NZuubeOYX5Au9RZ7W"
    "M/ULrNoQ4i88Juax9xfDCIwyjz8HeqGYPWRhIq/2xif6imHw3C9HQi/vIsLFt4brjtP7IGLZVtiX/j5PEvJ8y90oj1axGcI4OOb7"
    "a6K0vI1px7NZJ9N0Dtbxjbq7HwOPvDvrPkcxU2JclL9SP7qcZEtxyDwhTsdE4Nv8ovfpM9JZXpIWiCO/gc1QWL6fmAWNsxLTUg6D"
    "RW8MP89Ydcezu8DViwrph1XRl7XJcqu556hZ80V49rsR8VgM91+90mO5JuFtuzi4ymOU2gn9L+5yBbV/ESXC5jFNsz2kp8A2ncAK"
    "0Ugy8EyA/7VFBpGP07zBVH9cNF1rS7BbLu4j6BQ/kp2ZsWIacRXvYPy6LfBtw535Dp+6UqzvXthn6/p7K8ln+Dqe+wDc7RNcfRR3"
    "xubrFvMMj4D9cZFo3CM4FfF8l+m+5MWIwwu3efPV1Jo7oVmbEgVqd49zE57xJsyvXQ8JP1hGwfPYREy+fHzP+m2W4f7GlRojnqx1"
    "VBq+eC5nPL7HdayLsJw9YU8RQ6eaKD2Wa0+w1pKK/hyeQxN23p/FilFTyFxAr28HO49aBFa5N/8hF95yGfya/yJymYPfGnpDe6IZ"
    "roKkD8AZ/oX5wTAizm/wM8epYp1vO2F/LWu5A15wGfFizJNwCDVjxKKCLXi/bdTdW7Eaq9krlQkLeYthA+tzeB+bY3pAthF7eD2e"
    "epnupzNwEs8Qs5Fl+qr+V/6CvvoMUfViXGuwzIU3vhkn5yP832qc3Tz9ShpzPjuEe1smo0aH4fpb8b5r2A+f0t8VlIy2aT7D+n5z"
    "uvzFbGycZ9sxfe/E027HTy6TJCdgLVrN41mw2f0y+rur4bE/jJ+fjLX+j1QwumgiEZ8zi6XZDw4Vp38MDWEsYr71eOtToO3uwpv9"
    "ri+Tn3RxOpIP4/x1kBR7R6GfdU5184rHOjcvMZt9lNYz8jjxaA7ENQt5UsrJZpfKDDjcaotxm+hcfGIONO5mSL/VvT+T0Vi3S/GJ"
    "vgHiejlSz+EbjpapySEZV+p7yfprRj9C1uZpf7JUd5ObyV88H/t9SQPYz6Pg7xyG05mrL+gM6Pg8xHNXWrYrOExcf/t/0nlnkTex"
    "LvF05ba57GYWSWFVdZdqTsiF2GlQS9RS89cb6ZPsZj0YMh6CxA+DLO8MfoYUvg9tOJ9TwNZxfhD8ydlYwyflLv0IT3ED9Pr/sIYX"
    "sYevJ+K6B/TcBlicDecx+Ac3unp2XdfDFvZeW4jdA8YjdZHPkyXZhZikli30U0jjxNhe4HvhTyU8JZXQ+pMk1f+yu9vI4ch1liof"
    "dVj3bBk7BlRfJv6pkn8hmUaBS3jfw95ruOxgN51p03xIQF/5GP89hjbzEnYzd/HIi9ad5VihdnFa6FOpZUbGLGN32UBc7oSfy0qS"
    "KzWFMBIjLkSRR/CKIipcydUwJM48aNiv8KYfifnOF0gX6roXEN0UwSJsI0qvzYVYxDUDtu9n9lWlmOBTsYTFyW59a7zf56IAQ/Z3"
    "vmH933kfMUAW7nA4vVmbt6nUNYgbc1gF2b2jXersahMpJKa1VUBKYKcraakac07CeOytY2MBI5iPyNP0rLzuMbGijLBcd+XDzBNY"
    "1t3wxlYQYcamG9/g1KexcO4VBLAg1sd4leRysqYJVnqaPu2rMPvSj4+m+ZbMj6w/ansCPtwEeI42MbBLL5RCWr9nWauq72z3kU7e"
    "1+jsJw+tDpZFLyqL7+L6vOaxTlCL5zwFK3Sc7Pbti703m2QHSJ7Phzh+jGr+/FYxLNH95ACy0Vl3TbW+RQaJu6RGd/fW3eyn5+2q"
    "a4hcmkLZiBGZaRy7DM33LSU21E4ZCg2zkPneqdB238P+xmGFDvaIcmGPCGw4CVF2WhVCHwyAVhhOvHFDnLpNCj3mRBl19/HsXXAV"
    "8jDjvApq+TCkoQQebYh2Y4g8pa/CE/kc/t+YjKN1KHzhZfqeXoC9K8BqKn3ACvjbhm8fIrtirj8dDmVKfQQRVscpUn98atxjcXLW"
    "dJdY2g+yp9xBtJgkMefGMb7aB/u9EtdrgmcdKA73OIvYmzHOZj4mV2Ot1mGXJsCrewZn9kg5C+fzGfjg0/UlPPsW/Rx69Qfds1Ge"
    "LsSuf67ttG3wjuHrIB47K3g8eZE8qO/KxuS1eD+LJFoS69btdDvaa/OH3ve6cbe2vNHjhaWw01xccrCvNkaJm5n03XymU85lvsWY"
    "dNuKZWHPJ5OVeag7sJ6Xym/q/MZm9IB3o4hYh+5BjMVjrHv3xg6HqSPDnn3nOkjLnclpWJGROB336O2Nv0u+B/tQrMVSyrlI68He"
    "zEng9tjlzZzbMlTtIs6zJxl31bJvxDpVcllty4ZULoLcxpjLM2/9JKzMfM8wa1HfF/jEadTTQ0SJQ5Py6VL1m/rl4GpZQD3XlX3O"
    "TusmPAZiCedBrcfE8LJ/YdaqkDxcylNpUjROIh4LzGzTW9j3M/Bm7+MkvAYpMZbA1bCZg+QZOU5OwBtZ16Tp4mlq+OXDZJZugM60"
    "9W1P9FMX8+V5nZePv/uL4b10k6X6GWRupO+4WoHnOo6ZCOt1PYHVbDvFJ+hT7Cr5Swfqf/SH4G34Ji/JNXKgfAav9mbs0Vq9GXZ9"
    "va4I3qJPMJRVwwTr3dbRU85d3wkdnK2u1yOHvCYB3sChGjQhyrLJxXBxUdYV9AzfZ0W8/u6zSk4nmjZ4T7azTmPf3YR3zGUcHSHT"
    "exFzQythXw0DwDiaqonmkIQvGWb11/ihKj3yYCK90y7mOh16fndVx/WQRtXhgiURBa+W/8HvWkOOgzxouLvIyforJ7ZasuNlIu+y"
    "mWepmKj3JczqWt4xh/Ua25+nsB9zcO4v80iP2ZyFqICnFGFcWE55qEmf02ZyKLsPpsgkWO5r9Bzsw1+47104H5Y9PE/uRQyRSZSb"
    "faW/fA7Lejv82LOJoWz+TytJeBYtx/fxsKzTv6NYRn2+LUHptTmCCuZYetC69UREXQDttSc5MKq5L2apDNs+g1zOqY6VjpJCO1GP"
    "cBOi1rZTsovfHUEeTEO1bo3rDWIdMx9r9gUz8qvhl5RiJUqlDd5yGXlqIpDht3GmP8Q/9WfQ67/PerzPDTIM1mmjmsbbW76Gnz+G"
    "mesOcmZgc0CVzCYvRNS+FLHedFppd+3w33LB3RuoIV+LaHe+fgz79Qr04w/6hF4jewSvMO43uzfUa9uw9yQcQr+xc9ayq8U6opow"
    "F9hYrAfXeKbyvXXJV4e+tgrn5jDW37fAM8nGzv6hR8sE2R/PfBmx4RzCdwoHXj1/8WjWnQ5l9F9CKWjCKKaEM9mGVJ/re+UisCpH"
    "QauGyQ3reE5qiS5S6/nZTIttIH+7ZT4q6GuUszZtuZKh5H22mYDNuG/boBgn5hfPFCBpRpb1XLeT2IFt/tgV4rLDVs2wKkQX5rAH"
    "ksNtT3YvRbwXXsGu18vlwWA2bOQvsPoHwELco5vkOnlPByeb+Pinq+yOf0rIE3QZJ3fmkn9oPTzQElYxzoGnF1HrRo1QD7j3GMKM"
    "xTq/z82gjVOWs7Gv722D9nkeO/0cnnGkGA6S4lSvwikpJ55XXIPA9RktVcOj3Mk1cTml+z2GnMX3K2mLhLi1Lf/Rp2r3fhc/HS6T"
    "tUuwDdfuAu92HfyFvyh79c0iNOF5LmT8FlCqetEnsRNrE2o13rrl0i9Msj51jEzB+bhGrqL3b8idbfUGnSrPekYCTfuQhoYZraMn"
    "U32Z9pu2Pi/ygjyG0/QDtUqMvagrsQKNfT+UPW95Ogdt/e/23+w0o6H9dZg/5RFa1BSG3pFktnao699DbsbIkzjNs7CyA2EtjZf8"
    "FfkvPJhVkJuDoV+6IkpuJ5apexTR02lYiSOgFdfh/Q4jj/Kz4jgKBhInMMlZTUOsPQqy9xsioSxIYrHOVOflOWTuKDs+1a/JbG0f"
    "7KnnNnpap+ANT4cOfkCfh9+/LrmT2HPmL1tNLMSelIj3D5P+ZCmzSo6XwXb0Y3isORplHXULJ1Ss7+kFWqY2eJLTxGZVQuSbj8Mb"
    "GClbfbyUYsFL+t75FCJrQst8n4OzdMOpwQzlbl92dQxj959FI4WQkE3MVdgTrdcUrvxNsosZEUPvj/qIs9bn/uP07XLpeZilfAne"
    "teGCdsC7rleLezZAKu1NjK9+NjlEsnSLOjtSxrd3MUFPSXjGEsvdztWLucI2YTRCrGfKMoTX61giiF4gcyBbUd51DeKli/kkgyXs"
    "2YbcqXXIt8vxnA5JJk7kUoeL3AzWtw8tRS/WMpay920i7nQ6fO8U04Gyiut6Z9wsVtsgK9lOBsMfuxz3s36KSXqETsYZ6y6dgudY"
    "Q7lIdkL/F8BLaCrPwJ5Z39q+8JsWYQ0MCaeRHBOY3jRM1XxWoWvI+lXFfH1zIi1lyE/sK7Ja5XqsQHvs0Ad4vrHwqq6CDmrKDMs+"
    "8om8BcvfWX5n7f5dInFXsrJq/fCrEVkZe45j7It4pj7HUq4ek9L1I1onyV3M3xgS/Gzs6AI1ZvuFuMuFelqjRZBpywG+A3mv3wZ/"
    "jugrQUzI6fohfJSvEQ8aq8zdenfwMX57hxbIy/BXjtDbEANM1GbBaj0oyJIluFMOrmx8cath9S+FH381cX5dr57xCcWZ03b1onJG"
    "u6lMlNNLW3zltz5vvZwMuPOwMzF29lkFoAl1YT5ZCGLEDXXYHivE5tAXkbcmnO4GV92NFLkST/o6vIHrcZ39sBe/YzebBDPJGLcB"
    "Mv4YIutzoKV/4FyO1VPXNzCpsYNWJ+ZrZY4B0HGtl+F5D2SN6kwZxZ6HPPZ9LWZftDLKiftcZ+e0pg75eC41JRfHkzopfoY8SpfI"
    "TvIdbMI1pkKbbydKeMzPLB0jCfbE74NPbcOOZuobsNSGtee8vs/1Qbz1H0TRqCXWeSXkxVCgQ5xpfAg2LJUz6C4prOICVo7rj7cN"
    "07mL9CCaWQlk+mhGCpvYk5uJtz9IrGq4nZyRhXz6av4TJtOuZe3PZF3ZJmmW4P+aSRNa6m58m2LqlV5i3ceV7IR4Vwy5uIf0xq40"
    "ZqfpCfAUnVwfTzyeJPMly5nH6sQO7CXqpmZshmYip19rvF0KeT4V82mKiEw7Xc/GSj0HyX5Q78l4nSg5U8QmEszrjXvMlISP1sKM"
    "XEo8x3qMeAaml25jRabE95O6ivphngXBdTLnE+1c07zlju0hQm7TWVghq+2fBP+0FZEcW7DfElZO7tGBjS7XqXoZrmB8zA/oVXoi"
    "9mFfXG1PSNoePNsB/fcm7EOM+GxeK0rv7hrLNnkDGvlg2U9byx/yaHIXpG0EnuwS6Ka3g5MQzRbrZGit1/VYRPkny604LUXk1imj"
    "7Ngk1Y++6n0KbEU7rNRezA61Fzfjeyx5Vn8lWkDUZ4YisDVRyl+S/S5l8FX2lxLW63+j1Suh5bMa+mk+M5rCRs0iT9z90jHIZIy0"
    "WCuSX+uj8NlPhzdh3C7Z1sEui6B5JyIC3ob//kBkT/Ov96KHqZ71McSI6t86rxyCQNTXxdWf8H0kVRMv5MyGYUm5nW1Elm6RhK97"
    "xdjjVUMkEuvntpmcf+vjcn9tgRWaTx6UKtadCpjTcNHT/4gdvZMzctYnGMGqbaW1bclZlrr5c+fllkBTljJqMG92PPPOp0otM2YO"
    "S/w2VlaX+tyRm9C3+PZs7so8PK/1wxr+8QZojgfUst6GvfS47Bd8DtuwGFZ+MVb/Hegb5TehKcXycjY9k6P/dyVTf4XhvxXTllfq"
    "W9A1ZkNHifUV7Z7SSfi59ziZw/dvIJtn/eXdydFyBjvjizx/xCbi61RD9s6gni3284+WWXlLR+FsH6xXwibfjDjtHlkYdEJEmeJG"
    "T3qEW8OPS3CecgJ8hlHwOB6AJ3qW3IUI7m3sy/nQDxeIRR+1PFs2k1OBaKkEV9+uO5infEqsm7cGz7OL/JxzEf9X4sxPkSugk9vJ"
    "x1a/14/kYXzG8Emegg+3mHXAH2QGPncE3nCQPKZP4g5txKFCbqO+ctXqfPj8PXFGK4lEcbNUEQN3EyzwADxlG/mazEoJzgwXwO4a"
    "MpVhivcKXpKf9Rt42cvg396CHf2C57QZdPgVnJVI+BktW82lnuM2ke7OSOGstPL70irNUiVSdxJtb+kEr+cwdhDazIBhW6+Dn2Lx"
    "ais5HM9uPvIazmZmQvJvYm3Y5o4HsFo9mDOEceYG3FRsjHtsKEhR7SdhVvHWs2N5DflQNhmLPTyqp+RQvGGBfi9fYnUOxDtnSCd2"
    "UpTDhhYSg6Gf7yXowngtTnvUmNWbEtok65dvJ9+IRbnz8LtXcR4MD9dk9mTYsT46HTJvWNLWhzQeb7mLfYwR/RaeYA2e4Sm9Vqyn"
    "yBg22svumaAy3xvk6p1J9vMZUlSSjBIRREpr9T5ITEs5VpbLGfoB7nRwMEWrk/XrkNMQMfWjl9GeVa5yYn5EEddWk0vAat82S5VH"
    "BMdiROEfM85sKydTa1WylhLlzFmFfqeNiYqwA1dpDl97Nd5/rKyXpZDOGzlnUEU8aZeDWkx+rgKcgPOxfosgl3uJaYSN0Oa7sOe1"
    "xMyZD7k0lDnrOjsGEdrx0HkpdNzSNEuKYfY5/N9KzxDpeFoHiE3+HU8EvBp4AAl2IpWl8UdL2c1TSCaCGDvG49TuO/2En0WZlXXq"
    "UzE/RdZUWvipkk6+r7aKDNs1PsMd8hqhhjP0B3JCOeq74gzXriUZIJO+d2o1M5lHyjSsxdk4v0v0a1jt//FE2dRnG0lNJzaXDI/I"
    "WpWOwVVTU0WOVah+Tk5bw7HyjlrP4y79FDtcSw7lK/E0X0NLZfjO1Gxi2MeZM9okvWDBTodUD5Wz5UEZj5WxjNtB0Ob/9pexbgz5"
    "x8/cUxojdcdGV0ODHId73iTP4QkMtfYqHQ1NEmbWJO6RKh0WjNWffoYXY9PgEVbCXKebm3835L+NkP9yoqLVMMtVrh+IQ3g9nXbR"
    "MZon+HmbM9lH6p8Ptl4AV60sZ5dPMc/ZBs6V76R3YbHppZxBORzWZQXPTAozzSx5KkcSY1Z3AzzTCtZuGzGvYzVdmwgowelJ+J7c"
    "lh7hpwftSEMYeIk05opZs87ieqzqrnBGHaupPuNtmbs90hOtjqM64n3LzmmGclexqVt3d2xbdfvI40RcsB4D63ZIEIGhK/sByunF"
    "uv5rF7U5LLZW0IIP67v6O7u8z4JMjYAWHC4z5AktIt9EIbWyxau34KptqGlr2MOxg71SceZOazkdZn1nm7H6hZycc5WDUxFvOaas"
    "I+pgRP7xt85UQxAt1nGeoymWxhlKsP5u9mGSZ/dNQNc8ITYx0kJm4dqtYWvGwIZnyJv43mK8icJSVMK3NHvWnzwqSdqZcj9V3VwS"
    "aV3RUip8BDmsDl9flDor6vMzYeZtbc6iv/cBu0rSZwmHS9J/zk5iWyJy1TAjleHtadjb05bev/wV61aRrkwqsXVSPV1RTXmltm5n"
    "MvdgXaRz9Xrufa06rLUoEZlNew1i37GL5bJ4zYDapK3cxN7PA4JZuo2smFOgC9awG8h5sU1F0lMzezECtN6+uux26lGchXFjU+rB"
    "rulY1sWNq/UrnQ2beCj2eIIsgP0tkk/lE6zy4zKbcdAluLt1Br0JH+EvzUKk0QnX28T+5RL4NRFiYbeAVdyp/z4fUbdDVqij7Scn"
    "4Z/FPCdlnokm7mfSbpVdftKzPvTcYmaoqugrD2XlKUycyEp25VUiLlsGy269urnwRC7Eibpa9sGdjmJnp7GYRpiRLyYmWxyWzaH+"
    "OozgSo+oY9mbwZJLtpK4RzZ16DdJ9qXWwIMwKdqmN8CWWL5/C87tWmiS0cRD3FuMq/EX+EC/Yc2WNshAVJ8XXf+Zs9x9hV+XCl9V"
    "cz7yHvKiXgip+5I4OU2Cp/UnrNRrWk2dbUixSXITbCCXSch3kPfDc/QWmyuq5do6BlHztW12cZPvlz7Oz4rnsoI33OOGt/TMTTEi"
    "G8SJEfEFo9AC8tdYj/5m7MEGendVzMosIppAKTtqvoFv+wHOwXR9DD7bb/DSb5LPEcHA5genBNsgnxv0COb/M5ndDOsLMlDac13s"
    "nzaiafazjP8PzmkZdI6xJSbYMZ1N9MZqWM0erI3Weivfm31QSZ/xySY6aRZ9i3NlIP3AdrKM7Hj3yXhc7Q9yeZdAworp7+cy+rZz"
    "k8eJa1vLi2QOzt8p0NY95DjEvl1g20bL94ggDscbvKx7BnUnIzpIakZaGXG28shj7pzUEgs8nzK3HdqiljWeiC6E7xairbOq31h9"
    "Cpa6liiRn8p8+UaXyMmIi01HL5CDxOp4nYkXOE2Xk0v4BTxXmMx6JsvT2CXxNmRlewN4doPIQlvJqDogg1EOUV2Ms9m0TD61ovMn"
    "WiDiMMyISuxniJODSZ7+vbFDVdShi2ChekHSa3UGbEQfuRKfbQLpGE9sY4dTk8XZw0Ke0J/0D3acx4jlEmcdq1YdL80Q9vVe7xl3"
    "YjzrbmLC9PsBRGO3yKqMMWkRK25tpH4m+Pb/6AFsKg5nIYx/u4yOTQRZl2oTZsYypIv8oJ/h/7vKIrVpyotlmBjjjSYHBEl4Qlug"
    "q5x1W02b7DqNLad1MU7sH5T6o4k6f1bwGzme6utCLNZPqI2q6LVaxOBQPPIQG61PLpfb8H8vYkfPCbqxv2Yzzpn6iW1JM6Map3Al"
    "J867w6Owados6Px38Zz9EJP8zpzgZjLxJZjX7S05zBtbdTuMVRomhgCyL09BB2jVvWC3RpF9JEH0Ok1jRh2WtkQirottX9ld+yon"
    "5llUndfdkRp4PDMjxfBir4NEDsOdszilY8iFXyB2Xu+9r7bsumyWtoTORt6LmHM9J9usG9Km4s+TO5gL/VZuR2T9ox4T/KH36sG4"
    "/u/wnmNk06shWvx78ATXE2XfpgH+ojQ1Yr9N3Heuque7i3PSw71jUyIbGaLCDsZFEeaixPdnxNKRRIpNN+YrsX19D2+EWLXVHpEv"
    "QoQNl6ncE0/7tke33EmMnmVYgz0RzTSR++ChHCs2pXq33Cpx8pS8pOHkYr3VmAKTmbIWkerZkNmJcpc8oxuCN7E7uxBNGPryduaF"
    "10DPGm7fWu9rmMU70fOW7Y2VncbOzpfFzaJ3gLc4k92no6Hhy/QY7NF8fN4s9XWyQQzP43l5Gk9ansZDiWoKzzvp7eqx4nz1GuZ2"
    "rEKw1tfFdtcJlCvYXBql+Vsd68A/ORt2yFd4lh04/y3hDVtOYz2i5hysTMDvbPYsmc6uHibhNILjv0XvN0gRZ+fVI+bEyd1ayZ1I"
    "ei8wwWxbkvmJOPkF2jD+rNvv5H5/tFhu9RAZhCs/Lu/hpO2P55mvLxpmUvATtJHVs++AvrB4+hrE1h/hqS+E/OUzY/0F0aUNHWMj"
    "qxVJzwcco3U63N9xB7u6RolDfgwRvbZGL8ObGG73ef4cFnr+lySnoAytpq+EeOK2kb02Qh6ApxBDavB7MpADxbinH4c2+kB+14c1"
    "T5roDImxc8fiquHQbcYHawhEG33GvO7+pLofcxELm+U9X4qJDWu1S5u1MxTwXdSiMc/aYJp8Avuf6q+OORTRJO1iNk73JHLg1LAK"
    "v4Sa0UnYC4xDosTpi/CkJnhqa/zOVrHreolm0bdzaPfWiWR1jFNgh17CevVl5mUIscRjzCd8LLkN1N4fg67qyqp5TM8mGsFwmQhL"
    "vI1Rrtmy2b6nPpB95RKvD+q72mdW/4av3kO+kJ+gAZ/T+/VLaIVzpC6eym4cbGUfSS1nOczfHSk7oWXbsDMtJ40DY3zZP0MyxrID"
    "LAunpP5enARZY9fSH76OHlmI/nFegz5sfRnnImiT88Rqu/sQ4epVrPQ2/VE/gkd1Eufd84gvtBj/bSH3QEKG++sGEvk/vGN2Kh12"
    "RVxj3udyyO5Rzi8I4kzx2YgsDfzMca63MwniKfbkybiU3vrj8IYqvaUNM99t2sZka19mvfbyXTcxzzAdoS9brgOJcV9E3/pUz70Z"
    "pjx1kEPF5fQjvm5RqiuYq4p6VhXrF1wmhgOxyHfaJ8jrV0HtH01nWy3nsBtx1llJe7f9sX4P6BnQFmOln0yCjL8K6/YMtEsEOz4e"
    "MlHISr3Z/T/1QvY3OlvjEF33FCd7+bz7eZLFSTeXpXLZgU6UfeMCziSuQK2fWj2QNYb9GA3vYIfxGHIqmKRsgNdcpSL/lynOT8zr"
    "PfB3DOtpHp44prdBW2/QudI/qF+qRop11e8tb8gs7PqP2J+F8HU/1qVeH7t8YEhT+USriHaSznU4+dyfqsjUVqHZ7He0/K8xSpWS"
    "t/1iRO5NxBA1J9LiDCaKdhXR7cKwkq9JLhkGzW/aShTjWmIYn+UxkRYTNdVZ+DzakCr6SieIw+fL4eqOEsucN3R+6vuNQ6IIk3G1"
    "khxcmyWX+DtdWI1PkgvLMbgYapCxXNVSn+7yGOQr2MepiLdcv5TTRXFOKY8Uh00a1mXkmstGlFukpyHu+Q4R2QL45xOls6RwrrRO"
    "bsu01WL4YcV6vmxC3HO5zUHiXlWwwy1xipfyfIa8jrGpuheYhykgJoCbe7jEz57nUDOb/5EgIrub8q1Mz8rVn2m8DprFcQ5GPOdY"
    "hLMMVlG6EnrxL6KwnSQXyd2wt3Owa3fi//cQN4HQgR3PVrHeBt+kUN+CZM7FKnWH17RUbY7qPf0Q+v0TyEsBaz+Gzu/mZA0vzzDO"
    "TsN5dLwD1ouwhlnxjtJOahvQsI5TwCb5nH42ZuMVrCd9BN9hFE6koeW8CyswHT5Cv2CW7s1+8iiRyLqzG6UpfZcS2oP6mdyasSoS"
    "JlaUdQDkQQuH9E7EKgewSy/ps1mOJa6Es5A1fBeH7hL3TCzlvia41TNJRPnzaqxLhrThzJBdpY8kPIpAlNJZhjfoJ7N1EvZymt4s"
    "N2ONp0Je8ontWpJGzHEz68ozWuAnixK0a3tL6/RJtmv+Bn1wNt68FfyK1boJPuxfxFs4UbbA29iEZ24qnxAfwHS+9cbeCF35mE6G"
    "JlwOX6YE8dbBwdfY+UwxfpNi9pYXQwI36TjYqQzI9Oni5tQ61OkJ+3uV998YMW1/2/mu9OTfcjgnQm8cA2s2CFcvIErOB4jPF8Dn"
    "aw5ZyyPmRUe5VxbLTGYbZuNZf9NrdX9pHwyAZpqHdzlHnsXO9YTv9RlO6qt6InZ0L2kazIFl/g4x/404g7tZfdw52V0LrPCdQDGy"
    "OEfZAe7QWeuXnV1EOoiy67qAGn4PmUp2rggzm/l4PotorYP9FfizMf+ZZpLwFtPN/rkTkKVTsFeGhbDW95pvwp3uhJ6p8ax5l4vL"
    "rJayzljNqZW/c5Eau62rqhjW2ACZhtUehVOxjqjGIeivl/DzzjoI67gUV52kD8GPXSYTbJ3EkGBq2NlVwKzmmTi95yA6/FKVHf1u"
    "qr2U/43BQ+zMyZkDxWKlw2QHPcoFahyzb2oQzOPE20oiJE7ELpZDuxXjzr9qNJ3lDBFVN8N7EOOwov3plRXqSonTezBe7TXEKNv9"
    "jk3+Jm0zILs215iPJ1kBz/897LrVT0cgYjlFjFl3MTzVITgpX+I6O+RrxIz158UayphVs9rgahC1OoV+iKFDPK+tIXEdcIdnsNZT"
    "4WlsgfR+aXj9stXPaFbSny+hnltOdCqR1GSd45hwswK9pcrH++azHSkOXaWYSJPZkLadnMK9lAzS9+Pny/H/g8RYmU0XHer7x10+"
    "NMKO9FXeg0r6LEKcM16W1xzHfK/ztWu89CcYSfSkZ+eskovC9+YePUY8hxx4JdXQIYa6uX/wBXTOQ7QyLuNkNq0v8zO7eC4qfee8"
    "8YUcIJWctC9lt8iLsIIfcqpub/lFH8Rp+S3YhJjQ+sYdDkiY9dEY195qrbd4L6BROj8ontNIGphMTfLk2YzpsDTSaoK2aCrkZYW+"
    "jDfqDB9nAaLldvKlPAENdy4ijDBXsoR52nKfWavhFIHVk4xTph27lEoRt14j2USnjjCCP1JGE4nIMP9t7nw6s6AOrzPhJ+dK9Xti"
    "nZUxz1XBvKVZ6G9kB/F26+dn+l5flCpG3UPphVqPrGFP7yVuCt9hdDj8txix2wYQXXmxfgEdPgi+0Rqs+UC5H57gZVin3bo49aeE"
    "9xcP8dWkOBm5I4xunec9zGcTS3C2o+wgW8c8ttnbIcz4pOp9NuvousH7kCnazXIeR78ixBr+7ayeVNDm2yR1lHMVe+LM1c8uZtVV"
    "V3cu9t3Cristx6OAOdbuzmK/iTHXuY3fKdaFnvXgcunI3KvjLC2ELJYjuhokx1L2bd+ryK55CBn3wjzfUc9/WaUpBINUZqPYnyTr"
    "n1sHv2QHZxgel+Hwx6dgl/aEPf4BO+ry4Kk5BSGDw0Vi2a4b4LU/jruYXm4m71omPjkoeE2sM8Z04YFi/cPW6VxJ1OrtZJ09Pl3v"
    "c/kzJ7XrYB2PhUReTSyL+/FEVWRRmO/xWPVfOspW4vwVElO32DNSJ9g1FaU+Mu+ofRqpOuHrDDVcpQreu5xabD/4ZmG+n2UMO3tW"
    "s1J60JbDGyCb9V3J5Rz7GHg5Nn1YgxO7ANamKSzvofIZp/BCOpOI4Rk4SZ2wNhf4XTR0o4ifxjX5rl9fW6/5FiK6voh1s0ygTU7/"
    "xPNxoq9qJtJozDms6Nef3Y/DI0z4Wq5lMncyb2TXWkDODmNaWYwzZZOW23C39fBAbpaHcd18sj7lw68eBE/1KEjdDKJRuC4ym9E8"
    "nF3A+3Be2yq5Q6TWd7w5zOdcslIVktHQIp2z6edaD+oUrOAcyMINnHBxWZ0I++We91jzG+CP/A/ewM+IVsZjbS/EU56HOG0vSeg/"
    "WS6SjDA+VHuTNZDY7bjDWvmeknwRPvV90F0GwdoZm+PpcpW2Mm9JbwjekRLygRVDf+5kZdL6D66R6WpTS/UxTbwT/AAf5DE81ef4"
    "v364z0+wne2xGs6Hl3TWMMRMeBRWIonYc7Bs5VVizNrEmTEw+2ae40HsyXVcid048xL1laPmdfzRPTzuQh4jlboI7CIuI93W11tr"
    "/Jq43EY1YsH6f/MTTlwt3iNC5rf1+pwIuYTWqJsxqfKYpR/KClauSpkN2w5tnkt9eRC7S60HcgMxfhLqEJiaEYHobeaHbHrEuose"
    "Yj9SBbGOLMOzDf5Zaka0tajH7Yz55+uG5zKruafvUkjpi92Zk5b/kjlr7k+HrWUvRputpJL671iy9cU9MnmSq7+WXmpYv4Gty4PU"
    "G6LG+UQOHAjJfQweWTidw671/z2LfT8DjZ8M75nF/y9h9+wpuNMKxHk1vqJVS3/FtMI5UkNv9hXD+gyK4AO1ka8g23/p3Rb3Qwvc"
    "DC2QQx6Jd7DShprRHB7sWjz9IP+GbuLN5WUt/zAZ1ug2vQmre4veCg00VH6G5b5bErKJEdx4ZiGtP88wu1ZCl62FdjqZvn0EuiSk"
    "hgkUwjlbAz8orA5jy76Twz05kX7vLtaZa7lKy9nNtooSXChr8C5Xi/VJ1xIrZjtOaT7kokLvk0bMtTQW82qs98ssoqH5xPRJGYYz"
    "OkamIg5qK5dDr/4hNgEyUj6VJ9gZZjx4S2H1Pw+WYH0+gv9r8/oL9TVmw1fjKXboMUSAsmrNXOL7OvzzCj9Hb1opWYddMCUZqcnR"
    "8+VQWHeHArWZEw/rYSWymHeuguRuJkuC7XILvNG94jiJw8zYt8Cdv5J8SmIlJLh+3TuZvrGbwwgk6jNthul0DE7FSkiD8TquhMSs"
    "whXLsO8/6Xn6hhjTcktG9da5+i1ii/t40sLUJ+K7Xyy6PsL74lHf2Wsxhq1FD++VuzPs/JMa+qS1sKsPYW/+hHYv0PdhL/fD+2zA"
    "zzfrSXIyJOdo+JIF/lnj1IjuTSO+x2KP9Gy5dc3ZbHm1n66IkqN3K/lo4/zOFQ1kv2rTTOUOh2GEJH0VoIidCUl1+DIJn913PI4x"
    "n6W4gL1o1dxrs6v138c+00ucRq2hx9WYmcVtad8j7ufozB8Yzr0uptca9Tjr5lU9KmFqLocX7qIbh8XhcBdrtf4p4F2wXHOxvy+J"
    "8cQY3l4OGe5/8j7vIZJCyatMY5ob/2ZjMX9sCmRhsGSJMf9eJUsa6LdMwHYlPT5xFT1H5TuHOWnTUxz+mfkThht5G9k+y4jSnaXN"
    "YCPHym/QOsdA336p++HZ83yu2WJZy/2bpr4T3ypWx7nyq6Z2J4mfK1kwq3y+yEmpTRkcm37O4F97IcvJZD1c/mD0XsMcYpSc6vVP"
    "xdh7jZVyztEn07U5hy1Uwei2kVTwkxGs4Adkp1b9BTKWOj/HS5nvLgzhLMyEVtml5eRe2gzP6EKs87CgkxhWjOVjz5Fd9JosKnwO"
    "ftBOvOcy6PP3EfOcihh9AVY3U+/CeTUsMqu+jmE33r44UT2lkrXT+XiuwyWPPTaG8hWmp2eMRt80IL02SekmWuKUWKu6TJBb8Lv6"
    "YwybdnCI2MOYc2hKTtKmeONNxD64hF1CNmG9gLphne6H+9s00AgxnHDXLbhLtzF6X6EPQbbvhSX8WmbgWedDehrBu32Pka3lZw9g"
    "VBfmXJrxKF5J/IvR7JgeJMZQV8IqVhUnV6x7w80Ux5k3SPUUZBONaDCl0iSgN1HUy6ADKvRheQ4R3+fYqe/0fvx7Bry95pLdwNzH"
    "BO50Il2/TXq/xLKkE8SQubfoemjxnmLzgMYC9pbXB+WMio6SiMe+Uq6RVTqz9Xx9T1fLkXIX1uYceVubB1YHNTnshLe8j52eETJE"
    "lzUwvfY9JOxTfVWO1lnJ97RnEMhHUiTf4nTXnw3fCVvt/JpKr5mT7KQ6EX7DPXijAwJ4pFqQfBgR9dXyEtZ4Jq71HPZ8HlFVk76S"
    "Zhyi7cWihl9o6yxz96KeADvTD3JSKZcnjYPnwWAErPS10Fh9JCN4S67Xk3BCj8Kn4kRUW49vmv38mlUc28dW0sjXnupG4iHOi4V8"
    "tSzEHtUeODMH+F7SFFNM0uPLuo5Py/HapNMsIu6/D9/V2HFtXj4PTzGH7/26lFM7GJ9NJ07kR3y2qMxr9WMYz71BThc3ZdHL2+CB"
    "nhMu6WcjHR97R+qFmeyF2QwrWMqIt4BRehixzX5S7vvGLVZxfnkjrO8F5O6xCaUDmL13OOk7oLUinKkfJ6dgN9fhJ6vxtC+T1ctm"
    "XrrBf/oJ8e4tkpp6PkKMHdvs+Gas7mRdKoZRaagThqa/GWd3NrykF6Ah/yST0Vh4LYuhN2/D/xs69zc4v+vIlbxOn4ZcLYLeHiwj"
    "YTlawaY7vALLoW1ld1W1PiK9ISmZkEZj/XtVfoX/uoJo8IekT46t0xHisEuNEy8PdzeO9b0h7/b2NcTBHU2/vpo+isvHmRYeyl22"
    "/E4Jnsyw0o2JbQ+yOzSS1dihzuQQuFQely3Y37eww52DWdAvM8idVsKqm3UOWSdPtu8MHkSOuK16PU7v5dIfPtML+rQ8zkg3yYyg"
    "0PsYKknf1VPL3GERVuFEn2eM8e9iSkVDsXMUUtFMkn5mPFWnVeIZX4OYMcAO7CJOw0pEqtnQGm3kC0j3y3jeP/D0D4mdFeshPQia"
    "PwMx9HAZScRCm/Yw1lbr15unfYMKeRKy8BXO+Sa5FV7g+ZKNyKApo+Pdz9aEvVGWLzD0H+sXuYYoBn8Sfcg4SjYi4jpDXA5tI/uw"
    "duHEbYC12tzAm74Oj9fYGizf04+dcK3kQ3YT7SRGtptoXSa7iE9byg7RSuzc/mQ5d2gw1ntSQ48py2tc8UyCTpIM/fxMsRns5XiS"
    "TEhQDjnN83C106SrmIz2pTbem50rw2QmI/Js8nLn4fm3QrfVcs/ayKNk6ihOx2Zxf59W7ILYCSvmrHuYzzZAYr5XsZTMmxFOuBl7"
    "12b2UjteqtV4k5aUnTAzv7VEQ7PIub1U/61XN+57n8LsiIp6iQ/RdsaoQU6E1rpMaojf2E9sSi3E6dc8nct+GNNWezAfYtMdK1mH"
    "XqmXsQYdYo51EVa+jJ04i4mMXctOhzLPoXQwJC5DHhYlx0ZI3Rx+1E9ZNYKklXJnCpiFtgmxm4nsYH1hXeQKSEh3fLIROaZWYQfm"
    "4TnGyCt41tPhLdWqYSoZK2JHmSLnYiesP9bZbPPzj5NqTn3cLQshdwfTZseh6ayDx/KRNqmaxwpJFfmCXbwQhcbaSY1SSPz7weyy"
    "tAyfIeA1ZwbiWMjB5dCMyzm7UoG93wZ7WQovINvjWSXxNgl6oMoYvKCBGnKK47Rr2ruyKN7qNpP0F0j7EmK8PSvWM2C8XT/Dr0h6"
    "Tin1U7Jx79OOJBtMxE9GRPVisrRb32uR3oBnKoYd/VF/gMUJwQv5XpbqfHkVK7sHq6FJxirZZNW1/s072Omye1pF+VNnJ7sSHd1k"
    "9Q52Lzwq47B/z+nveN7nEXFke7bzCo+WW+LRWW7nnYzNbDvvmEvelpifcTD/8VTWs5M8E3lp26ucTEvNFVil8za9M7hBrtR3Ye0L"
    "8RSPwJNdDH//eJyHC7mb7q9Nvr/QxQGZ2K0UsmM5K4xhrvd66/mE1T8X/yyH37QX4pkd8IDaw+cZBd/ld7zJKp2mL+L8d8AeruSp"
    "eRe2fg3XrUJvYGzeERGK6b8q+nJBnVmJJJHzirG+neHJ7mKHQQ52s1SfgJU4AXpuQDoToPRq3YR5K3ExoZvmCXkpqsGKWYW9o/SQ"
    "ZDpn7PbQfS7Vx9OdDKZFjA/zoZ9ukPFqmu0leIaZ8INXEAHhZLyhyOvQAaNxlibixN0Jm7FCz4btukI2JfeV6cnjgk/wudPgD75l"
    "nbsZF8lxwUx8pxreZJna9PVWXcvp8XOxRnfJKPkLen2afiXfwb68jr09TW7SuyAvh4nronc7E03zBJ4QtIaFn4xTfRd2cgFRcO/T"
    "nOAJSOx+cjDe13z7JzUjWAUpPlCO09GB2+UWdWqYqfik/qrVcfKh/KA3QY8YJvOXkNMl+NSz8Bt+5gS6Q6Sq4rmCf0Vesxz9iIjL"
    "46Vf8BnkZTZ28jCZDAmpwCoNwu7n8FxkclakGRFabNass+TQJjvU/8d8xWYE9nMyrmDVpb90OWKXJbjKn/Akq+kDRVm/LfHzCHb/"
    "X+Vr+BI/EwHOmE56wh5u12IxVPOCZBf5Dyz5Vv0Z8voRVulFrZCjg2lEc69h33PUT5w4rykHV70GVngVNXU1J+0EJzibcv09e2Qi"
    "zKRtZydKCX2RHfoatP1jOMPTcBoM47Sp/CnGFFDLmRfTkQHOTV/ZQmtlaFC2H9an7DwU25c2Xs5Nb5RyjqGGrM8fI56aCW/yC0M8"
    "kUchMf3karkPen82/lSgD+g2uT/d3d3N++emD94VmwP9mB3UxexLfVjmMR9WBZm0ateVkpvuQt1AT8t4qnKIxHUqVuEvnYT1NWT4"
    "rljJeZTNFj4/F/xjwqinBOwPFo8wo76bP8Gsp31nl6ZwGDOhg80THcyudkmjNjoO3QRZvnpSJpQ1bPXaO4K7HEotZDvwJ07Dr7jq"
    "RPjOo9mjXs3ZUKsdxJnPcVh3C/Vzau995DPYthKivy7SD/Gt+cT5Ms8ngf+rwBmz6ZEP9VkxG5dIy0VYU/hvymg5xlMQ41oehHew"
    "unaONoRU3Mtngtf5fgr18eUGaNhCxwSiLwYFWJnNuNoafZPnbT9mCSv59hEvqb0h4WdhrVdBfqfSe8whTv/VcgT2KYt9pQmcCceW"
    "bqu3GWeoHFq5ipM0BeyMb8zZgBaBq4E6LL0Q7c0m3uUhnBgnRw5HL4Me4d7iZlfNm28Ej8CY9Ubi3Bl711nYr798n5Cb3yvlLLz9"
    "OQv+wwJoSZt3K4CtfQsytgfu9Rj8gCMg01fDlhi7ShNcc0/yjSwnFlQH6KOr6NXW+mx/FN+wnIXLwMAWip0/mygyibAulP0lhWMb"
    "o+SpZ3JPai+czjvkNbmV6G+nyLV6qUxHtDGTercGz9eG/SWLsXJNIWUhZvaSaWlORchtPd7V9Ygb1+CZDyKGmuFXbtJvycW8t0fZ"
    "SdLSpmyQRbEb8R4XUoqitNcJ4h9H2f2W/Fu8EGaUakyKg+QcRAuGEDEVb7CDPtgK2EZj+UlhHCr9yyRnb5VMDw+xGuU4wx2uTJJ9"
    "3gvwCbNtF8DPGY83LoQEfo+Yp6WUwSq9DvsyVN7Rphk1WIc3ofe7wrr/TJ8uDP2WSYT6Kpywfuz4+jc/JDWDm0Jj7CUpRtgkz4bL"
    "SrvOJOcX7oCOtPd7B3HtfKzsezgnJVirLPy9CRHQA8Sxz2fnopsOr2G2x9WbDoVflcKTSeUwYw2cxgw8eytZyUpXjHhZeYhIahDH"
    "VnqbkJq9sKmHgM/YRxL+53GfOR0lVeyZyMPqzcOOT9FD5BeiYi2BthwVTMD3/mI11s0XFels6PZ2nCwp0DnwwB1ip82CbYQP4Dr8"
    "FH5pizTKfKrqYXJoLBWlamzA2xCDzsDfOZCHocE0eABRTU2uOByXhEeJnqn/nFJ3GTZhL2gF5D/GufFqxJGWAVkFfbQS73M051h2"
    "6St4y4XYa4vEDVNxKGTd9fyXcxdqfSV0E3dyKT5ZgZP7Os6CzYIbo2QLPPuRnFUqYU+d4Tk0E+tB+VNf8Laq2ufZEqwU7Gygj7j+"
    "bGsU3mk+vbpGsPduFssyOu0a+M5QuVBOluNxAm7Gkw2CXm2MWL4vdmkVrHnUZ7minFVNsBsliTe1vMAV5BE4RI6Wo6ChWuG/75Lj"
    "ZAQtfCZ08hKdwxX9hV7LkdyhhLf2Sebi3PMsZR0r1ROoxFKMc9rVenjjWI0x8KstwpqL89iNFvZqRlTmqfcRh2JZSf3WH5G/sWit"
    "Ygd5JvHNDoGcf8esQoz7dqa/j0nxNrzvgbIPfN0D6Bu3lRm40jB5GVfpw+xCgvHp7vNjdcAQ7UCozsxqtZcHi3L394g7SU6hFXvM"
    "Gvd3hN3qjlWlr7i6064GzukqPmEe3rvIR8Mn4mnPg2beihV1rLZR1sIvkCgRmPLwflv1cUhpJ8jYn1g9i1OMm25+mt3axQUhTfVj"
    "WP99R1+vdhUi9UjoiqipKXuNXNd4KC2thnptE5cWLds1bA5ouxrypk0MGtfJFqJhV0NPdxPrCw7kRjGOGkPuPktcxmYjsbNzOOt5"
    "M3HCrIPtUHFdaDXEHrlAluMK4+AHD5DVkLPn4M1Mgy3fzJy4q/NHWOFox+xIGXs1usp/YR+K2B32IWT1PfkYkrgMZyMT1usRTgRu"
    "8Vk/xw9pfadFjMT2lCwiQY2BH1zM+aIoI9ES39WmfHvH2ZiHfajg3rt1HcE8ehH8pyvxHluwOpfh7SbrX7D+V7MWYPq8AN/Lhf1t"
    "h721WkWpbpfZVv+GvrwD72rsoGvIlPmVviHmsRwk3clGcYx05PnJptxl6qTkHHkccvu8bsS+t5S7IV/LEctVkRvdvJpRlIyLZC0Z"
    "Boyntg8zSjGfEwnDo3QYxU3hJ9+O59yLfUUZ0l4elwHyPvbnO6Jnug7ZHViRq8Wm2/9Hj+9tvFEJa/sxrmaC+mIzfdj69E6IHv1d"
    "8DAL9TX5VKzz6Bxc6wqZq7uSHYNZ2O23g9f0dj0cXvh1sH4z05WSgOhvuyewlNMeYcqAeQz5kLgKrP8m0zvJ9/E586TGyBtyPnTd"
    "L4iAihGdmy+WiXXLwzvdCj2di/NYhvO2vYHa1NdkbLSsaREiorV6H3y1H4g0k8odK7zwFPqbTfp0lCulmzjWBNdfb3Nvhu1YAg9k"
    "A+75Ai3SUTgF/eHPTmHH3AI9HRHfm8x3WR/VDo1B+7WXS+CtHCvv4FmzyLe9A3fvSWwEm3QeJ8a2eCOeaSJOYQex7o5l0ADHI365"
    "Exp0oF6O+PwD+BeDEB+/HUw2PFupm3sKPEKt4WS8I9bhEtZvcZ0R5M2Za6hjeLqFnFyu1XzPqWh1stNx0hpLMs0a17ROZGQ+QBtx"
    "cXxzaLVG4vJ8l8tqz6R2IL0j17PbilGMdWU1CtpLD3iXG6DR3oa0jZSH8OePsAO9yR+jvgsmxQtZ3ECOuH7s5/p/U8bfZkjdbm/X"
    "SzULu9JfyphPNJaKsVx5q3LUr8mnQY4jnCss5WRZKb7bAW/3BCesHJNVZ0lVpMPeyzoccppgdSfhraXzZ0/D2dwA3WAVcMNlm4lT"
    "XYA49xpoOpse6cduzZ7ipnetazMHp6KpLMJZsGhhG6T3O04+btb/Qcf1louJwBMhJo7pm1LOLFQzhnRsT46LKgQJC9NzHUJ/Lcru"
    "oSLmJS7Hm2Y1gBoU93g4Q9L9k26qPp8+91zNkr54vuXwHGZpR5z+YVJdpyqX7/NXSiwV83fcLFxcGzGnMh3X2443uhka5mxiwhRA"
    "ajeR98T6p6qht4aJ65dwaxmm5+CeIpGuxrfxmVI3wdhH1nOSfQF9IEM2sMzyvTjBSzjlm4mfTmAHWyX2Io4TW4b1riW2w0LWLU+R"
    "19kTZVMhH7Oun8ofpDp8kmlOwCPEoVG6aeSE58CrohXb6TFBbVfH8jvm8SywCUr8tgUZXD/j1Ih1X+75LwhNIo4pfJBY/fx6GQ4Z"
    "el2NeSMD8jyPd0uwQyFC+7vdR1bjcZZSHZ8dpAnlupTxcHvPlZFgf+5EX+WtoDcWZldiyE+R27lpK6PF/f5EciUIbFIW32mnxz2p"
    "/zsNMcEPkMDjxadmV1PV705403b+/2JptFeTvP3F4dWp50ncjcZZH+q94Srk4O97cPKbsKM3l1IS4cy15WWfFseO7rhB7brzYN2G"
    "yCd4i+2IVrZAcu1JB+HJrSv3a/Kn2R1KmPe/VNz821rdJ/gDn6+GxFiEtRp2KYvY7DHff99HUugFZ8sKzyoW83hkYfqip4iLgYbB"
    "X8j3/l6S3lI5zkMRa0FN/taLuvuvnXoZcS2KVdP91o4z5ixoy0bpaSrTfxmymT5EESTD0BSPk8XsFLaaUFtogyvI/23PZPtY6THn"
    "lSgm4/GJ9pBZQ/u7BFZ+CyzMk/qZPB84lB3TRO+IzccMYD06DyvzrA4M1kLSMnGXnXiDWVijQ6A1SqErv4VMbWTEk4CleFKy6Rmv"
    "0NZEMMkip8ZO5mIq4GWtwBkY7c9etA56YTfoXLNGv7OOU02UzCIpJJriEpzvKsRL3eQ7PPtqfUh+wz6VQJ9+rD/qN8Ee8F9K8Kkc"
    "7HwGopcQfM7xukPOJJqe4RQcBak5F95IAf4pgf2uH8utMWRmK09FF3YhNpXDxGpklkVeqC6714j2yaLji/GniL4KW5vJ7OYYGUZ/"
    "erssQyw7hbJRyfqfY0O0Sspgdj+Xe7a+up3JCda5CvyEivqOAzfPchW0xmhoxQXwEgzZMFcXyXR4aLWc44uw76Addf0+ZMxNsWm9"
    "CR2zBd68oZT+qc9jz/60iqJ+ya7r5uLQTywDsNB3XFwOyT0N67W3bGOPXyXn4q4iV9BAeG6L5Au8r3HwvKuvyBZmUX5qoMPrDu0h"
    "D2A/btanEamchT09O7hOTtEewc3yPna2o/yln0C/b8F3x8CWtpH7oOf3FUOGNh6cwXIu5HU49s489uWaA9luR6yeCNYiDis6lfnA"
    "crz1F/Cx5uN5WgTPEIXyBPkc596ht4aJuGU9bWfTW7TqSJi8pcbdNIl+rPX4nwILc6HP32VImabmXPt5TLl3sBY95Q7WEd/E+nwo"
    "eTKIfblxohvFvU1LcJYgrAdDQj6FnF2reXKkliW/0At0C9bwdrkkOEiMP2EhTpbhBm3HO8/FCQjkA5yrCjx5xDNp13DCKUl71IZI"
    "/nFmQpOMoRxKXi0/vx2fm6m34FzdJLX8VE76Df697+n/9XUl4FWWV/r8gRAQBAdkd6AoEaEIUdksVsAioqGlog4FyqhYccNqp9Na"
    "sYqgZdrR1oI+rTNT6zJVEVwQdEBZimUA2UIJBDAQICwJJIQkNzd3yV3OvOf9vnsTn2eCPC1L7vL/33++853lPe9rJ/RC2PJIafTI"
    "pZPkdo7pd+jTzCecRLT+vuYHceywb2EPpxHjDoR91CHnfVWMZ6PW+h54hkVk50n7Gdxz5PbYQkRMI35P0B+aJ2+DpxzzvJs2IXUQ"
    "9meo5r+TMfQJzxhqbDRj5DhPWlOcXMyszxC94lkVHVNbqsWJ/gy5dd+CtcVhl6vl27pHnrf+VXCWHvM81dhSrHkd56rWMSNNsILa"
    "xLp8Ic9UQ4uaZlmKOM/uOIsGs4sVEM/yPSnA+0cjt7kNtlFHbrlNWP/FEmE+3FtM18o6q8a2fIK14JjX0ouz9mVx1FA8qWJkRe0k"
    "7vkte4rFAu0ZhRkqtE9wLztgjYyRnD5eP3xrPWuuMbLGheHhuokxNRTD/meJ4QhjfFfSa5Z2ZAxmFVGzyZt8jlDt+ZGiVPR0qsHp"
    "rA5egiwKiQtMNecQs13nI5Eh0pXPtC3uZS9ZhDNIDhc/z6NXasc8RFtE6yHeaQI+vlSLZTVsvxhXuFSvYc1nhhaqoYOvYqwc82rR"
    "1s26TsK+u5/0NZIk0fNxMo19JYvTB2GBuC8drPfoQr0imK8FeqDNOaptJtVVkUK0VVvTPPmFnPN6W5f6brv1zPfBNwSseJlNVDHP"
    "/Hfq7dSSkcg0X3IkQiYoU4FvIreAcdFt0+1EkE3Ds7lN/qhOpWiZTab6CdfnsBrzeOUNOkPaEYORph+ySakIY7JJ4rBq5VSa60jG"
    "O6tC9eZEm3W1znpO4AZkT07bpZx13uOMxvtJmMroMV1PpGwJPGkTYuwCqfHd3krGHX0kRq6hCL3YNn5qE3zyMHjoMCy99WjwAS0K"
    "jP/wJTytf5NNMiV4QUfoV+m5F4ggh0tGraWB/Nc1nCEugyUbdjHteznWG33QV8gqdZ1Mwwn7KK7nRj2YfjWIIH6ZBI+USJ9E9HRG"
    "D7FbaxGNabs+B686FLa7jR2oMDWgVwZ3Yi2NCfcj/bFnG1Lf53N1dov6Bufswam+EO/YrJZFfMwuS4Es15fFMWWEOMcXgoeJc4Zx"
    "gjyutwZjEXOU6gLtCiuYGoxHnP+e3nwBjKb5ni6MQBqJvrhNHII+5PkKnZJHre8+jHeYsvS7gekN27/vhY9+GnGlnQkjYTtnGIk6"
    "zLl1u3vhdHsb0dkctV7RCJzWR+BpP4FF7YSv3aYTArPYn+KscGdqA/1MBXZ8X8mcGbHs+dFNMpriW5BZ/0YS3nPE2KWZJjZ5ugAn"
    "7hrsbNOWNIWxV3AdN1LBo7Uc3fpZIZ/7uWp1hCtrnvoxTpw/r6/BOvsiAh0mv5PZ8BDHEQtF0qtgZQ8ZX3v6C5w7z8h4+ZXPhdxE"
    "XxuyDcXIITlXXiBHe4IZf6V2QoRuaJ7JsKgS/ItNFlsf9zD+100mMUIIa17QFevSG6vzG3lYP8CeqYffj+LbVuO9OWKTB6dZYfgp"
    "Pu0NvPZz2MwKRkdh4hA2wxMbIi7BWvIw4pBS9PxuTsr+NhjX9bAkOOXeE2vyFlUN49R4y8E6XkudquG4m7FygmrH3xLHLZb7NRaO"
    "ZrxKhjt3qKQ9t4XZbKl2wylWLf2Dt0w5BlHGFF0e5Ot8zYcPjbZg6HIdnd38fRtikoVicfN+te5Nid4uj2AXFMH2cYohgy2F/R/C"
    "jhopSxATnmL2P0z28aS1Wpb12i8R456u4fW1b8Hlk5vNxmvhYTIcEFdkdUIsNpiDXfIK9ushxAXVyLsPaxAsgv+w+GAS7TzOOSTr"
    "zr0Pi1/GKll7cRWGCOdOS5ipVeC5P6WPsHJuvC2Py71iqI/r5GX8bLUp+7Ja+3fEOUX4TJunHy8rxHpVeeIqQnXImkrpbd3cUYRs"
    "AIZW/Wf2JaLsopzBudBdMrP/TZ4BrY5X+i6iDpvjKVe38/F8gg2IHk5w/bv7lQlryznlxTJXfoYVDCFWeApPpC/u3hjxbrnA1FIb"
    "nGgupsjD7s+hjkeO2Bxm0uOS3FV15ikyiDpvTfprzxuR4g48z3r7eVajWqvZrYDVPovY53J5kjyLC/UlZH9/kf8S4z3/Ce5rmIyR"
    "f8Gz26dWqdqr92FvnCGmWHUUeSWSZH6pYzTbj/MEqWz8kOKEh+khtpYhJ3Wr2vzYRlbbu8rj2DmjcLcHTWNAeonp2gb4eRlVBTuT"
    "aeVixpKNvieV4jS7UMloBN7xKN5j2XtgTIJ4VQ8xNHMUfsfNgCeZGQ8ir4/5nF7BTlzDESJb+mCNHzRNerWpvdFic3MlsNWBcqXY"
    "zN9+5FbL8Im3cIbTaSg3cepTmYVUM/KK+73oELHfpjXXEUPpuFJCnHPexUioEjtiK7KHJl8jMC6qbbT9Ks71XI272O2xOgVSTR5i"
    "w0obItv2Rd8WvHVh/ul+TkGH+GdXcXGssMZwdDP5oRv89INxDDf5mlkxbPI2Krx0YrcjwsgiyrmWlO4nytDOccNmbWD+tgM5pHHO"
    "VbHSGdI/430dZJ2+gwir0fd9ehN9v5szZMZ5tAM51yPwhhu4BkqvnebEjOCp7eGcfDsqBEf1A7yurbhaXoaDIkF87yXs7ropi3yp"
    "8HyhKdbZO3Ay6yNpmzMPuUMOfP8Y+Zt2xrvqENe8xkkBU72q4LR4CpZfT19VwU6DQz+PwzpfjedsscJE+Ues0RKdgjPUNJUt7jR0"
    "0yxOGoRhVau9dk2Kr58hjtOsivfi5pWjPD+f8GwCp3FqvM+qXQ13zzn9mHoNpsR2sXyE1YpQacMwXb8g3vfMBVCvDr/a1/f/E1md"
    "bssQDnL+W5nDTWQ/2TQTZ18gGvwC99nA7GoDdqxpYFk0GsMpuIe1iz4ygz3MBmbgD8gOxECTxHowvSTt0VNJXpP1Ggull+8dN3pe"
    "/ySVHYq1dT3khMf9DsieI5la80FkKefIjrcG13WO+8owLb1kla70jLv13F0NnCvsxGn0OvIDNZDnzJg+rsRdGaI/jV0ca+F/m3Wt"
    "Mtrm7ieds7m39bFrEas06OksD4nTCbTvHeLngZK8eouY8sWp0Q711VaRXuLqp0XcraYl04V4vgS9yC7mezdSt/d/mSe5qcQbpZEs"
    "lk1qXEnfhB+6SO6RTG32ADvmqvPFzsUobbCe2hCOR8uQxaVYpxViGpK7kFEvJB71pNfHbi9tW/AjpbIsr6Z/MQmxTZzdBrPBkTiz"
    "TqhjncyRj9VNIsYQP1X52mOmWjyYitmuKm+sWF8hMwgxy54gozmDbyi4NbjLcngrUzV3mInj1BBxXZJNuhl//xzPrlaKdB25LTtj"
    "Tz7ECvrl7CA4hEKc2MwEfXuM/L3J7Hma8ji8tFceTXtGc4eTdbWNSo8UbEJMkSDrTJR2uhdev5H9oPPUp7X9/KZUMiq1Wn8PVkAd"
    "vmi4RLwqZNwz5zpMkPMAdd6yajk55v7rmPXbDazYpLNcAWbJP/ATT1HyyysZ+lJkpk0RCT4PUZHh9PbCGmw9zdtsQOzzFXtXSvRd"
    "RucuQdSNEnlkVYNrGc9XcM/NJCNOI5UgLSuuYk8gQj1cp6cyR95A7DKBftxixd24in+VIdKtBTooUxEPebRKLuKt9qKeiSSZPW0M"
    "z9lbOkhLdJz7BIuM/6zPUlumF/xJTnBUX9fD1G7ZFyzR/pyNfBnWMBy+qxzXfThtFQ7jtzGPXkW/Y/u7iTUB2+vfoMJBHbkd75U2"
    "Uu9RQoaqS3s0pXreyZT+BXvrkN4nVqcLU4EhzPxoH+z0T7pLtiM/MPTZFuoQxckJ6s6kQT6yCmd7InbiJbMRUHOEV4bVXCCL4f+2"
    "wLbX4tch5AMWPc8OFuAd61kdSJJP3FVb5nCm+GOsjXWSyuUu6YHnYfFLF5xuk2U71sRUAfohgng9eBTXvgO55lF9Uuzk/Rz580uy"
    "Xsvw55uCH2lfnag/xGs34+rvF5tUKdZKeRN3YpzvB7H7vsT+OYzVehtne2dEqMu1px6R9Z6JxOFnLpEPaBsb1dgEMs8yzqzWXjXI"
    "M6Eb09Vlkpn41mzfK9Uio+zE/nYePbEhBqpov1aZelLc5JaboT2qbkVS+nWLs/92kms56VHRbv1jeJK2Fy5mtmX74xi5i85ifToh"
    "4rXr7ycJz/CVmclQ7ucGsuPbr0OMI212fq44zeAz+ij2plVM4/JN6S+dZAOeTdz4MPGs4jIKq30NvusH8pTM08uyPB+WE8yXjG7R"
    "F4x9x0lvMpW5MyPGNbQO8yndgee1F0/D8ATfFeOwbItcbavXTbfpKnevGeyizajZdH4pnmOBDEbU/hje9SxO8w95gp1kv83540n0"
    "nFFmXAeYzTrG9wRyoAhP1xr8/1+x/m9IHTud+bCi9oj8N+pSRqcheqEGNRaVQnybRVNJxD1r2DtKcvd0hZ3aHW8n9t5wEsHXuJvc"
    "jM5e/R3u3yJ9U6B7BzteZHxQoSVygB06kZaMzOP5xN8MOgQ/08PpcTpNRyF2HyRP6BvBCh2Hp9UOn3g358oWShk82Ckqz3+BTyjz"
    "7AHHvIKC+f1fiuPetxlq12GznxyBP3Gs0VYtscnimNfLeQDrGWUG09pMvuU0hZK57sZsp6qJGDBTlS7F/f5V7xTjvrU5rRUteqxh"
    "nPQZVcMwuUldHur0ZZOcybzI8/sMxVl4ESsmp4hBuITTqQlcfQHn30P4dDuTipErdYEv3oRrsDr2fI8jPkF7qPcqKCF6qx5ZpcyB"
    "PNXOc2IsRoSWqSIZG3WevKgPIheIYDVKsQoxP6OcS+Xyc7TrZjyLev2yNl4FsLm74rxiTx+B5v0/PIx5rGpci2/oLK9xj5zH34wp"
    "eiy84HJdBYtaht2xk1HpHfBZFfqlRIhLdJ/vUC8OAeXY8+3knCtxToNYtXiqOE3B45zqccx5UeaLtcQ/RxARKHO6KK+vwZ/Ypl94"
    "qbSOe8qV5vixqz+H3RRgNZUnzuLJ7hLjUBmAOyrSLZ5Fp4A1ZDe1mk+tT3vW5bRAd4qGPdtNTKd7zGfKZ+AWC1n2bXF+OadBCqWW"
    "/3rUs25YjTJN7PASsalK1xc4Sa7AEJGQJczy8ySCDP865DWGGS/j3MtweU5eY3baqKuwr0z3aDus9wieSSl28Czu9mP6GU7cq8UY"
    "zM3+L/NRagbNnvIzEeXaW1xcb7qAt4pT2rGJ4fws0iUzTZrjFVDWav+gEJ7MWP3PqPVQDpKtoVb/G37yITEmy12cgz2l6+QF/a2+"
    "Ahu9Sf4Te8OwP/vk+zj3nsc1LcerbvLRl6tS9+L1GavRCcYub2Kdj8OTTEWmWaMWk1jN9peinn1akf008E8xqrgbr1F3H0X/TVNZ"
    "DcYQM8Rb4JVOwxNPJL90vvxB/ojPM53O08Qrd5Oz7D4aT8+tsl9Na/b7cr2UUnX1edjEc4iDt8ghvQexU6nPghsYvdqM5zBR4pcG"
    "+Iph3EdaMWaYs8SdEfXMCv6BbLH11ACL0OptIiMf7x7O6x1C5EoPKkL2lyg9ybWI2atYL7NMMjeL7WrSrtkY1lQYAlmLOO492aVn"
    "ONO0Vi2L1iyvVka1NU8cx0WBPqJ34LMnIz83PHUfWFN3mS49c+rweVHdSW6WapzY63Cfg+HDpgd2T3eJ01R03fWI54J3GN1ccfmH"
    "etSpTY61juzpIkew2vn0SLnikMoJdm+Mg26EfMIa9qdEFI+SL+UY7df0Di9nDyqqrssTUTejepmczuojmWrNw7DXFBUPh8pWrM/P"
    "YVmTZYw+E4zW23WpfI/cutb5PYXfv4OVv1lsDvkYLPko9VyTZLHIsENOQXwRUlNavhtRlnUM1rNycadsxH6edQGPFFLjNp0p1WrR"
    "8x3U2OotFWQ/eJp5o4tBTJk3hW9o4mlokzUxruM5VkXSxGt3pUU5f1QPPxHznMINzKoHeV3fBk5Lu2cUokJtOjsZZDUr43arpC3f"
    "je/fhHvbo+2CYVT5K8eKdYe/sf1pfA99W3Bi1dDiIlQMMHTMHvJxHdEUOYRNMc2hxcqwg+t8xBmlzuVGXSAfYg8VYv+tk3+C11iu"
    "XRC37Me5m2An2vVdE8z5HA/af2gQzMZnDZWr5IxYpjgRUcAVRO+mPNtFmIymVjeLeO6WOs9/m2b1M5cKyW2xozfi58YL8TZigF2I"
    "zsvhG3ZT0TwE329WFafHPqbb1PjjpuLkPovI8kecjLT+9kzWdstoeYexZzV7ojqVMRdLnFDjkTjFdd+DFTGOjY/0djzvS8XwRUfx"
    "CmNF/y3+/Sncj+EfpyO/2Yos+TTuzfoe5biLQlx5N0T7o/XpoFHv0+E6QbfiXF2qY3WFzJcbWPMIZ+uPMT+vnsn9DSU0Rlyenqa+"
    "tcP+hhm3liBLavJV9z+JaTpNljhn9HNllRxgRcCYC1dSE72GePoSsva8irsrM0wh9ugpzn7aqWY93YelkXjRfESwF+NJd+dMup2B"
    "V7N/sxyeNZBnsPKbsQZjEb1bRpuQiYLsE9dpc48z6SNNk3A4dVNtFW/AOXRNcF3wiW6Se3AlS3EKzkkXwUe2lSmsUhzRe5HHvYPX"
    "jZP7ZVrQ3rO6pll/jWerX5VY6yp/iltW0DY7DWnf1rpq+EicZD+XdbieAnitDfIZdtBarN4OXP8a/SHWeRKutyM+u0R/glXYpU/Q"
    "F1zOmQr3uQEs1FQTzA4MjVdEDeHb5btizBGDxaZQDD/0IXF7xTiNFiH2f0wmyCLs0N/rlUEPPIPP8Kmv61RkpatltuzEGqep2Nec"
    "6ybJv2/n+Mu4VmPJq+REy3qiRz7V1bpIbPYvzis0vcooz7oIn+RsSfiqZkWWmczUBnvINKnxfv9TXUUfZLHOGj0lxnh0DCd9PznC"
    "mtBE1u1HiKsJ7dEJjPWPMubdh58/C+85kHWniySV7ZJ24P5rxOm1TJbITEQK/6MP4XN+zbnm64OFHh0jvqKfIl7WGFQr6XO7fK2j"
    "43aGEK9slhjzc5Z1ZMN8kBNO3yCHWwan7KYL0qwJTZPdjPNLyT79ONZov56k4mbHIMb6nsXtZ9W4lvdSEyGJe7mTfCVu4sQhG93U"
    "m9WgHMbMRSdOpcmu7RqJtqiECPEKmVmW0f6cbGbwTpPZcR3iolvE+CmsamzcOYtgS2X4VYz460XOge3GFW2intdpPtEB3jeFyPBV"
    "7ZHsYSK3HJqoIz3wACpepTgta3Uxy4dNFT1JZNwhstrG2WVXj7NLsvtiWVg34p2HSE9p8v75nGeFCfuKzfViEYFNxlTjbyXwAOPF"
    "0FOdWZuv9WsVZeR0FbPXZs49w4/ZT2fIj+VJiWfngmIeeVvkEcf9s1hTYfaSyQytKmS+yCbAF3An3iDGbrQS6xPSlchb38Mr7g7e"
    "0ndxvb/SFxH3uFgnDQs2Dn5XGT9N3vMwd0KEfqWnZ9O0OSCboG1twtKptTvt1AewxtZ1Wo3Pugs5vDE42NoOlbZUUKnAaX6Wmq99"
    "EA0NhDXafEQN5z324Xyo8pjgpH8ODhOc9rG7YSuni4vAmnwdpxzW8n98x93z"
)
# ----- end of the text model -----
