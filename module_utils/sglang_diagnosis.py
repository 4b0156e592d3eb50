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
          "|to main child process|I have to go",
          r"SIGTERM received|[Rr]eceived SIG(?:TERM|INT)\b|received signal[= ]SIG(?:TERM|INT)\b|^\s*Received TERM\s*$"
          r"|\bKilling container \"[^\"]+\" with \d+ second grace period\b"
          r"|\bworker: Warm shutdown \(MainProcess\)|\bClosing Nanny at \S+\. Reason: nanny-close\b"
          r"|\b(?:DEBUG|INFO): Got TERM signal\s*$|(?:^|: )- Gracefully stopping, waiting for requests to finish\s*$"
          r"|\bterminated by signal SIGTERM \(Polite quit request\)"
          r"|\bSending signal SIG(?:INT|TERM) to main child process\b"
          r"|(?:\"msg\":\"|\bmsg=\"?)I have to go\.\.\.(?=\")"
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
          "'Stopping server gracefully', a stop from Watchtower, traefik/traefik#5484), round 77",
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
          r"|\bCommencing graceful shutdown\. Waiting for active requests to complete\b|\bGraceful shutdown complete\b",
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
          "'Graceful shutdown complete' (a container stop, the clamav-rest pull request 40), round 78; not TGI's "
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
#: MPI launchers' failed connections between nodes (the box or the lines that end a launch that never started).
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
                                                b"more daemons",
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
    'parts': 'train .. validation-r77 (78 parts, tests/unit/test_corpus_train.py PARTS)',
    'logs': 5028,
    'words': 12500,
    'corpus_sha256': '614aa4a447363473',
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
_TM_BIAS: tuple = (0.299, -0.331, -0.302, -1.313, -0.611, 0.259, 0.204, 0.184, 1.786, -0.965, -0.265, 0.251, 0.804)
#: base64 of zlib(words, one per line; NUL; int16 LE weights in thousandths, a row of classes per word).
_TM_BLOB: tuple = (
    "eNqEfeuyozzP7H9ukiJAEiacBkNW8lz9VndLxsma99tVwZZkAsZHWZbkuq7qmpeCHDnY9PPebwKHDI3j0tZrc+tTPS9dPzXp8UVO"
    "4/KzNvsd5Ll/7fpfes/tsAD6saeR1tq/MnBpWjyovffto74cw9gBG5uUdMvrZWHX60U1Yf25G1o9rlvqa3OMu0DkJeM9rvw1/avt"
    "131Y5nrdN+Keoeux96+6uaR9mPquZkbbZZqW2RJv/V5vfdIDDWn2XY8z2IpnEnxd8Y8V4FD/jyc2c4v0cbk0+oTbfPgH3pu5G/t6"
    "mnLWh2ldNmVvmD2fuTbG4dLWaW/shqkZkEtETJqbqRcQVWDfu/VtPzxFZwG1jRW4ao+kzUAr13Z/ofD/041L2s93r/t965vOvnLW"
    "9/yLdpba+u6aeR/a+tmMQ9fsizK+HfbMS3+zzKY7vg/Vv29N23sismM3t3crwrllZeF/+zbsBo6NEe89Ku/ZbylSfyor6sEC+8PT"
    "ntR0zbrjrqbr6nVb2j4lq4Wt/3v0yTLeDEud+u3JW8bxZo32A7Rcpb5S8TR7Xz+eKjAjzanZhjr9DOMDFbAPVsNtsoR1Hd8e1fer"
    "Feluf4gEK8bHOMw3y0x/Haz1t0fX1LetsfTt9phQhQ6o7U/WxUjCE7bVCsmq3ED7Dis0dio949Fvcz9WZz8jMI5TP1sh4xnHvtTd"
    "Ma31z2Z54XeCtC+Pfh7+s4+9bsuEjFk12D+s+6FO+rlLlZcDQsvWYD1JiJXzsgHEN3bWGudmvBl+xWU1eLmNh/XTmX8e7A/dsc0A"
    "584KAc+1gn1Ym52tLeJBy7Ine/1agNY7rQrtwSVtmGfdf8ydvXiwrm0PwAO3penahg12PXZQMJTEp+gbE3q96NfDKsF6sn0SGlG+"
    "LdKtwy/js88PqGr7LBuu2mNEg2DhJVJGheivAe5Xa10JrXM7Zqf9DLs16c06Z7KHT8sTBY0U6/jHah2k915wjoltgHz39ToUmbkt"
    "9W3Z3yta2MfQKaTbBjZuYf28HLd7bsX1ZO/frLG2j27ferzT67a1Vod/LdOlyl0Z8TEP6AhE1mE8Aavl1XLUW9tjVox66L75OtwY"
    "z72N0/aVViZz0QcjJS381sWq8rVngK3d4CeaO0vbwnroVI7WrVl8y8ZXbdbsWxuIrGIux/XKBuF4e0KWtbFHbf+DVI/LzcaJy/nH"
    "XIJC+22zEcxaxbqwVTsZ3dSqfraRYG5P8k8/3O47RzCjJRteU78vy4jHp80G1vE9L9Ngs0D/Wm1IUaaiOo+KXVuhVyFaV299GiMO"
    "b0ZSP6372wcmDSj93vXPoe1b6yC7EzGCO5giHXjarUssK9/4HFCc79u2IsPv/c53MLa+2qRAbLzobDzamnd97AO/5w1g2K05WSNu"
    "aqvdoxdsb8tAsgFxsOLsWuvjXY+SZ+/drCwaDdpOVWcA6jOhA0xn8wzCegOMDzAyZjdvO/VoYx/YkK7frYVt9g32mfVtPUDS53dD"
    "v7WPFwCbG/GWIXHI9kZlqE2t1ic5uANDBXMINXQcUVcAFmv9FdgOjQQGsMt3C27bmuvOYQwjizUfH/wthYML4meFsXl616lBDW/+"
    "d5DfNpNbw7bbrDXhLb1agFisfhyH1diGbbIJ0Kjbe10G1Hlvb2Zr9agYUALfNYUKHa7WOd/1z7I9MBc0rNXMKRWg8yhbQeKdfXug"
    "L905/ASqyjpxlcKJa/Y1nmGbjjXIeElMW+TNggUAulo1WeObjv1o0OWu4PowkNijbeTca1RFM9RsAcux2zhU1Vc13usVsM0+HIdG"
    "myq+0PqYMSP1pKP+r8O+ssyuY5OBdLfXWq7nZZtAWJqdkbEfV8ujVfHU7GXZGcW+sMsAWtR9KfCtwX9XXLPV46+Z2Aj/9fM44DtR"
    "GPiWH6Pf2hZB51yiwb2xjnl6IGYtaSYrk4mGsms5hCYC5pbTE0esJAI5kD4QjuTktkVQFwJbZczEPsR9mv8A2Vg6xKNsgDw4S+xq"
    "WKDN/Y9Yh8wNsRiQ9PcA0/gfB7k8hyAhHfay55A4CF9FyxyMUP8EMsn+cdtygC0fjwlN9XZ4EaohR+x5yROTU9Whgy8fbDo39i2G"
    "HmNqj55POlK3bFfL0d0YYWTF4hXhaBlOmH+MGbwfFxsSfmY2tX3xabjDgHjf91VhnoWJcM7wdBt2BrKzw9RY77hlAM1a5W6N2frQ"
    "RuAQd0bO3aOYy4lgNNuGy4Hu1M/PwQbIiS9manRAIeyX+WkqjeQYJ78S9ibnpHJR8U1izcRzVs2MgG1KtArNnMonNb/P34HWfZ0D"
    "Yp9BHY0LBt9BHxQsZEDGc+7eCjT9oGcI2rTO4wQPlhZlkK54P6F02D22hOu09uFSzNiehZzI2eb+qLTFJP1JKHQbPIzXRZAQvCw7"
    "j1ta7WkW9k8M6dNxb8YdT3r8iOkfLeo5NGjNE7H1hEusaHjbf2+f4cfL9ZaMaxr7W9O+fZQrkLOPj/3zjcXLBXkkp2VBrXnFINzh"
    "HL1iW8zZQq+ZgacdU5GxrZMxKOPEZl/Fy/AWr6WAD74DSLLJiouFy9aA+/wad7HU4v8w2HJ5YKzB0PLGG4PaOInHBx+nqh5Tw/Bv"
    "hVK2gc8mSq5btDSemkd/9u6pmS7OVPmE6ZTHaqOMNTMQVl/4AIKwo14wWWkYnjBasBMaNB2W5alH0djQ3oDZqXyQt1Kchg6Dh7WN"
    "KTjjDVRb+xrXx8Yq/ttImmS88D57E7FUeWnu4CmnpWeAEbQdxD9aBx/YBCfk0kapwRm1iRVLikbx6aUFWEVhgYUdBxRAVkaoDAzR"
    "YNAFeXvz8VRDW0X5goWDtcELMs27rTVb9pbLHzJVlnF91zJ252RoQ/vA8XeZ1c3sRa88zwTbh5rFlD5NHsebUyWudUn20pjoIdSw"
    "9va3ybMP+M2fIfWZecO6C2MjCyunioewrmiBsTCLDVXrYKtty5a1v7Hi6ISQjB5EIlO/oajWFdeCRb9Vgo1s/dnBQPAyK5vralwq"
    "J+BI1FhrXRFMWxBzUz0JEj594tbMUmKlGf2KpVjztDkWnbq+vPee2VhU/AaAE8akqvkLkosDdyRw7+jmBz78rWafZTfihdd3/8RS"
    "xQIuYHMVre8so3n2mHQ0Z65v1b8WvigL8h+ZjCJHEhrjjpz0RSJ6677qQX/vB6PJcvJG/Jx3QUfT6cv+HsuOfmSNbmu64UjWLK0S"
    "LguayTelFK3YbJH6grlF0dg4mu6RBIb9mI3vAIOFPiEy+GCKvPBtzmfb0Piwf4+YEoC9R6x8tstVE8s5fG5YoViEB0h0BqR9Koxq"
    "IzylG6Bb/0K0bFjizCTpwy220bGpzubiAKQcfTNVIcLw1T7bcWapMM9ZeBvyYm8bbra6tkl0TuBjWczblMDqOothbcj5MiRhmWJB"
    "LTZfENbhgIKFAHz1+zDo5ZlLJOcNm+QDNWg2KP5pQpYBwsJ1NSBfoXw8QrRPRBIwkiB8rTDranUVcfDZXO+LBACyLE5XAW1YJnZR"
    "y8mmFXFWBl0rijMURsWFSBExV5kuBQKwI9/7sPP5kJFpOqwkBkW9af5N92MHq2iQzWgrZ+e0XDAGqTr3BTW//wd829kmEphc+1qK"
    "q9CBJXGI2CUPxmu0V1QbgAFzrQN18MWG23evhAby392gkSttyDEGXAqdParBp0Z1eEdG5Fg6G75GuGiZisGY5xIlRR8DTn+0pbpq"
    "0d61gxXKsTNdm4/ce7taazbu97/nYn09r1HVvTB5c65HS1gwUcSiARmfVhcX1lgHz2uZvjmYwK/fbNl/r22tQypLkzJqi1ZcPmGL"
    "HWEfwqCRCENOjcLeN9alLdS1iiKrAGyYUQ/BQrd8+OYs27jMN1uv537rIqKDM3uVK06xthIOiHI452cu7pgbvscGIwx3KPBj1nhl"
    "TaY1bskWm1bnI9hIyV+MQzpsUAtJyqGZ5kgc4Vz0Y8PWs6lOAT9Il2mofDJA17D2CdbAymC4viP2L23abcFsZoMn/jlsvrBvx6PD"
    "Rz7xx9EGo9wO7WO0cmWbfBoHZSE2MJ4chJ42AM2L0WwxKSadWxIN9yYkZyABI/vZxdFM3p6yzH0h4yMJg8gY4oohWZk+mWRMYGcs"
    "qYanjMagbgRj+prNBuqf/gIRJxowBqjKZUgItSUmNpx4lktSNMqvlNC+K2XMWY7/slJ6N5ORrL0uhvw3GQ/834zrgcA6SJMFAE1j"
    "P1ytXUDRgJuL/Yx4QWwJF0u49LhspJotvlbYWWEeLdA6p8dNmBmsXQdgfFBzgSiCIaZJ43YWW7e+6597P4MLw0M6pUeMHk/AJi8A"
    "B///xLsSLlu670Q4kiOGqCcD6gaBUfTYYdi4b4v6ML7VJsmmRdxaU2QoMcgJYuV9oij2jCxbCWsmKAiJyLp7pGIiiC8kwE9sOUYq"
    "Yidme2fb+03lat/J/m+b/wOCYNfiY8KoxH8f9vFvB/hHVXf7mJcfK/EbSPjyUeMYoAD+HpB2eRzZMSQNXgzoolXTOiaZH3fZ9CYB"
    "XUBxl0C/0++ziX6O5BCvxx1gnvw2SJIBvCptMjG09UIAEMA5zEViDOwibTalGJZlXdZxrVWgjzId03nUoaEch6wFFW9KisRKAD7Q"
    "xhmhhVs2uprCgcZSuwbXVMV2o8daVTmSBLAYOmuFHR5h8/SSNL8Q6z8wSsVeBIO5A2yTOcVuOdH4KcaYoCB1sMEcIy4yzP0RC9lo"
    "Op/FA9ANGwM2S8U9IOvu3Z+Db8R3YWOSYd2sQ/3oUQS47YkFFd5APqfBz/LSIwa5t8fgZ+VzNfrVSFdLu4J2xcpQEW69WtUPDdgn"
    "gDOr3wZoSrotr7xltYvle6tRnjdwiwyRTzTvG8RXDG3RMjWvej82ND9QGCG44TKOmi3XIbXS21I1NgAMlw0lO7TrYaG9eAB9udto"
    "++7f/cWaQCIBIrtmsCH4imgegVnuKKOTxkSz77ODkG0246XH0DjiTRZYB79PJ5QIIhxwNYQuHJctHqBYgWnfkNuskPK6hnORhe8D"
    "5BFX7XvZJ4h5f6l342QWkV2c4KDNgakQCIOqNbXu4JK5L8Ban22c24wyy5vnUiWQlgYLkBCmWhf9i1AsRqpSd8TGrk3fBJo1e3y0"
    "8mC4cg9W4dZXsSufgS5DvrEZqBV9lgA6jR3CwWUuwBSwCmH5Ueh75baWyK/8KXpacgpfsx3r7vgx21ja3jUfgOKZtNgFxSnjFHxZ"
    "wXRDozVAJIQcKfAFazTP6I9/yFk/gtbxuKF3jCvnPYsejO4ezsdkPBgqasUSrRnF/lgM0YXFCS0UAMsN4xbGvfGneduLrc1OzX8o"
    "t6nDhS01i5Ixfc2kmWn6a71hgo6QrwiaCdSXd4npBZmbLQmauQFf1wAY32lIAv7rI7ZqQKuhlKmZZ198FiD+QcIyv+3lRNUUmZR+"
    "BP6AyXWAhTYjU7NxasuKgpjfuC5Lxxhdfn4vKJrZFi/6w/sHXMZi+Vi52aro0kMs22ATBC9f7YEdJ+51qPJoqTgRGJcbpfeAoxMa"
    "GFVmoA/3aIKG+XLyBGuf/S3fmUP06WwdMsCnnv/1vxLE8LauuGprQLbMxL22Rpz4z5VrEvCWzeYR09l7V6yfEQ5tA1WcgFUpJ8x/"
    "oMlQ7YWjEiHrDLZe7I2BZaMATWVBCabTHOTrrHq2THdYz92W1zDlFMKeCb4cixSLcVlZbRcNy2R2LRggCDvA9BRIIoYQ9BsuX+QA"
    "4mYPIK6mzwQFLrC34NCo7ABJTwswwvc7mto24aqvk5XyBhWWSqo9FiGH5GUR4q8QFY6KUR5WuT8K89Y61uF2De3I/O/DlayxAyLZ"
    "MI3x0JCUtRSWqy0mrJCM1rJqGXn/FHy1ZFuwO4bZLt2sUacHLmQnPVh5aYIErVS5a5KNMCteuXKeT+vc7xQjGmitL224OEdLVcOa"
    "NsaBlMmG+WQQ4hOkJc6fjFjXAXmrD1S36s6dCKdMRsx3ypOngSkiKm8ESOISDTGlY+oV6ZO58y8Rk9SwXNpVIlLcEiVvuwrVCkrf"
    "AHwcpxP6fNayOpAle7fRZsDvJ+alrOPePglzrXmCa9yk95y5FL6tbYwbJL4GiGfRPmNRxWG2QNAhXfHMY0oGQwet+lJGIzqtvtHZ"
    "4CclFp/47BPfk3HXD5s+rotmYdYCNp0ssAxVXnj7iKterkPE3OTMCGQsNjo8tWsTVN+7CBRC/XrmBsczkSrBuLHWvmLbl4kBQCuK"
    "u0fMEwC2CULe53eMcXvEdQD6AyD/B0DdPvsHfemi/aZAinisv+nFY2qq5Z6oMbnY7H0XpITeyL/wpR/vm411i1ibYUS6EvnSRCIt"
    "3jqfu2DEfHeG8N/HU8B+Pm1jkNeVu29Ln5B3b0Mt2XiNo0NLQ9hCuUYglGOa44oLd1nxHmhMFnBBoBZ0Ysy1ocZO/ZexhUF9W/e/"
    "grTfvSyPAs1dyCgtGBH91YVzALuRUX6MlugOxL6wHgD5Xn9uyoKEiaw9IS05HfN3aYMwQ5CO2VjesK9ho16zikHJ/u5vOkWaxDYu"
    "nwAd6JIC2Cqxf6QQfHqV95Oq752lEzcO8PPeoJAPz8RfBLUAiA79BZDptuyQFUSmXNY9kaf7T6i0SUOweS5Ymz1fuCQEpBitOoVp"
    "hFDpiPllP5zZycb9/MVlTXYbUQ4/f13nBMUDfugFBupl1YMRxu7/D8zCpX5Wthy7NLwGCy4VdaoQXMAushd1VXSm6LLtCamVBKqK"
    "zD3bukLAL2srk2UvCK6y5hibTU5LBG6qdoCLrbFPleoMYd2cEW79ArPBBBF3ZS8NL1cJB/SzbHx+59OP+uKlwQuG9m6lZsDIqdNj"
    "PAF3bHi8cS7MZ+oZ1B9jDSmuSHTqly66v6ZORBKM5jT4H2y0DXIuhtTnohSIHRzCxyai/sydZgDn3RTTGHBHMLQKURVoMiUytDaF"
    "UEtIYd5lEMbsAQh9ZmHUv5fq6sCCJHHZIQFn8xfFx0hXiOqpIe2bE1VoJnH/V8j5z5BhLP7C3rPR+7v0FQb4X/7DZ1uzRTtmbF98"
    "sf9cLPFilXpZXhVotm68tJbeArZ01G9r6Qbacu3SWVJnSR1wI1sqNnUQ2KKis5HXwA2l0NvYMlwPe2vf4iLTeYGWJyL7e4/YOvyl"
    "x3Mg9fHIhfK0E1CYtQeEGQ/LwYAYB69Lf2+eA8rCgRTQAZpuMb7jiXeAsdDyjaHYNYFYnszt2zHu5PGvwMj6EaRoP0PF/4lyAjzR"
    "qL9M+HgqKeDZTvQjzR/MHNmoPyp2Pu3Sb49+7JHI4Yxipgt1pq8YsiA7RFD31+uyObygtJnDfeczEPnOhSE/qhJbBBtqt16twq8t"
    "rvoUkRAzJr0BlAHL3NVKCGOQtCMvNiNfbCi3y4oBWz3G8Vu+IOO6YDQcbhj4vS6Gm82fFrIPDbfUDhTdXmwZM7Du8YUDNrMQEe9O"
    "bUu3LqiylcEFoobLsAACsBdyLsPItFhsw8CAmCz1BbojCKyHa64rEQl+XYnzMnICQPjT2zqXqqaXEQnYj7R3jIMNsCPuWS4MkM7B"
    "l6JrreY/TSGE4WsIpHuDJieY3djVpRjzawF8/JsvMbb1glUr9uMu9rSF5QchB4JTX+2y3Iylv4DPuUAmhwDqTBYnTp0EeMfOwGk7"
    "dnRTdRpunDYaG18e6Ko/bHgk7g9B94XPw2ihuQshK9YBW6OuWJqHeu/vBC7BMjXNzZrui60gGnRxGYgoxmtfuEBAca62ApYuU8yt"
    "RrEh9wbtdeRhXeyyIcLKx9osmuYGYZSFCdJqAP+hw6rLIMSHWPwg/0HI3roN2Hy5cApBKYSNygm5ppQWKZmKfG4qJVvwQ5xx2SDl"
    "Q/ux24wxuRzcUVRU9wFQDOlzTh7IlIR9EuwUXIct7VEHTLKHHt2NT7tWWpR75AMe4WLpHDYWiNUojee2CxTobciC5mM97Cu+/5ki"
    "jYxI/73AUYJP3YAl8ifI7FrMIgbwgBSOkP6I+9ALD2r9KsJ/NleBJHTDdAvAMpXwP16Y2o/EUfJIKEvctEP8dbEWZYS3/f29Ntqo"
    "u7yhm4yRgoEkOoCoJKPhpMVOioUouHqvbLJtjZeUEYfUgr2393+x++407cazsJ0gbjIjO3a+LJunZrEgX3i73U/zkqmADz2ibj1V"
    "yFstaxVpQ66AUyBu+STMOUPOd66w2/qiuG3w/yuuKyD75masTguqsK0Iiv7j8ILvpqJowPzreBoEEKNsmDZUF+bW7Ryy2VQMi0Hg"
    "20Z+JKJQoyVfS5Iizwr44JZ7Pq0xihu+EO+dpezk9nvrnaR0H67ICucm2Hn2o0dUWk2O8NUAPqDIAFG93GawjptirVTVW9dJB4vE"
    "lSdetuJqLrC+GXirI2+B/NvatEFoFQ8MdlbGyn9RHJqH27nLsPpbYFCOKHhQJ8fdyvcGdLstCMn/23DWGqeOWAHemHYG+gvgnbNM"
    "RcsUhP1tYTke2JPQArcS+8iwU5QY6SmHWoX1JGNvW2NjW+NXW/At7SW01lvjBSrjalt0OiyPMXMYZH8i1f5gfG5rXIxdNaRBWZWH"
    "FK8ng4wTtZe1kz3H/tQhsod0gO0B3YDr3KjwLdu2s6bZoSV3sD0Ey2hjetvbv40/xuqptdGj7Qe1gZ6iWzQJBsgpLZkZLfgv2p4x"
    "bljOI1aXhRz0KmO9Ag7NG5j38EXQTmpP3qnlJh111VAEV+P52qtlAr9rQnZQp7dFPfGGVSQsKN+V5lGP7JGWpTszhBCZVTyRMtk3"
    "LYSwj6eo8zgp5qcbALUhj5nCJ0nJfxfB2jMmIYCdTV6IhaXAYGpC3RQu7rEBwaBUyf3CQzMt+MTv9CSCb958bml8YDJFm3e3CWIi"
    "OB7ELZR4CHzm40RDsxfU2zgxnvSfeEGM/yRt4G+o5qZQtiv/p+2nEu99M+53RwZoyv448nHb1mM/nZOYCL6npDYsihSKhfh2bTdM"
    "TmEtI94Uq5YNgOZGoYt/gprCTtS5BapkhaFPma7Gf+JZzJ4KqsMRHVP1oRtoExfYjUqmbAwLBWHyQiSqE/loAMKmPxnjwDvWAf+2"
    "RmLhAvZSEV5rwxxRhhsWwpKkV5zgFco83mEOx8XkD7DvIs4GVLb+onLVN/38k4r8mPn1iJhiI9WAsU9mZAlANhNoYWNXafogmwgT"
    "CQaqHOxFIFwrqlUrlO5LGJAxHlqPr28AB1oR1xgMa+PCXUAp7WKquaTKtRIVM/MAMNQodm1t6C1iHQDqpjCs/+txwaQ9Dri8rRoA"
    "NfaDHdYQKh4bgJ6D8L5wkhG36qxp/BNwYfnoFIwFkhM7wXgi46gCgxqgrVh3fslAsVaLZWGLbs01HBIgQGRIjR/cwhaCsL52jneK"
    "ME9arCJZEufucTk6hT+aQjE6jWJcW3sRJioo1it0fm7qcFEu1mJ85rBkMb7c6n1hgMrCF262UNL0ADktQ4jdEcsWSLa5CBNCZm/B"
    "de83yfiwgmptiWkXAULWfKSGHxOIdIIjdsPBnprpbBZOlwppWJNSO/AzKSwsy6S+C0jZE8iPEvjsCzA2iwoKzKNPNOdm0U1zz3wL"
    "gwAKkY3kI5hfGiFWYYto5YELwgzPwMTHTegjCJftxvgYqq84du5r9Fhxedj3OkuYcZ8hVbBgvmKCsT6/f5oG3TbsHu3+P2VpgqUO"
    "Nj6kL29z7pSCnvl3ocuawdC7L/0GnHC82TF/Ucaw6flBSNWHfLhEctLOQuMfV+hzMN76iDsBu0dDMMmOqQTXYczZCTivstye7/R5"
    "0K+0sc2UENkHPpwgbAC5R8tOIppbPsgpxdZm+iKLaIyJznt7AkbrlDHXTnS0y0Bty2Laq1V5pykA99OQ8fwwVFWsqjhJ5j95TYEn"
    "6TPQZWh8ZzBVJStzclMnb1TQfP2YKS7//mCyMiy9c+GviGlVCdgGzHk/oRrCnD1vL9VFirZDMq5XcIy1mEqQAfgXCgTbBAlMSRJz"
    "k2iCd5Kd+jM3mRiFcexnwzq8MDBouWUrTdu3vc46aZGeXVIEQRyIkHKx5xTK6bKZYQBBUm3i6TPXXBYN/P653VTBrnbRvks4JAVZ"
    "KQNgV0l16zQQyRBeN18ZDB2lt7kP0bzPWYXCptxhMXAOO9MsbHIhoqPUFBDMugIA+7bF4Xj6EcKDEqM63xdJ+hIftBPtT6jLYM7N"
    "hhFg5jtmzVryaZI5SuH6KyAsmmykvwfuT5rzPBSgNCS/1bxO/CvZ2D2si7/vsmbY79/ElOGnmg+R85ZwVPHyFYMselrYRMBHA+fI"
    "OfSqPWF7UlVwVk+afYMjryKMMog9mBMtiNXI0qI6R2xD5Das/iLiNpSHdZEyl3aFzeyA9RxPgIaYIPecUMAagd3+QL4u7r/Tf6AM"
    "5irWzX6mlyC+p72VhJmcG/EjyjDgPI/OUCHqAtgykBzyRsA3aTWvWP/ZfSEdEBxK0RCnIA3LKevKRBl1Zrx4mJTvN4j0M20o0lOA"
    "kTOoWle+pI3YCa+9KtyuVF8uWDIqo9zCuY+DolmngmYRwVmq9g73GcjJkSkD40+bP9C9Gpxw3Lupt0hK2lWlwDSDdejDn6QME3gy"
    "sJVKjGs07YqOm5EU2JmwR1wann94N0pybxT/9Y8A5J/whCmMnrg8Bryen7SwXmke4vzROvC/65tBzVDPWN9S8gXEUfAvucoNwjUK"
    "FrHzCsUKArEIWqBYTOZKQCK0Dqv+QHRhgOIm0TjTKJZtZRVtm4ZHxqxdgzLDRc1p5pqQE/m/VEuhWrrPoOxkBDgWuAiRzfjgosJC"
    "3KQpy8Ks5ur2kR5vivXvAxJxxbjvSX3h1j54hTgIwkhLXYHTJ1nEIS4LA0govdtV0yKEQNgzEEGxWhyDgoHXvqFc9XZQbAq1GZp6"
    "EVyuVxoA3i5EfY5aD9m/tCxVaLoiO7Lgbf9W7QZlBoby+HZduD1CCh7MOCnmxwOA1WKojrTcBGWI23phMkr7Fp39cqt1Wq9xwv9l"
    "yxautHzj5+M2F6WXXrU+b/jytOVU9ykRSlQf7rcC7SL2tSAQfXzfRL7CcAYgByo6XBkaAgN3LmgJhQVPuk1PhMoxcmBtg1x82pBg"
    "l9XK/rBrw2VTirYlsnE1BxZi4o73zZ6/v3C5xGZ/jQNXZTL4bK1puc2nx6BdcKFTHNx6ViTfP+GnxiVxmByV6vqNp7+lkAgzGf9F"
    "97L56xW1D9gW9TYKvoUUBnYV/ZRxL+RUDSAaij6OpN4hZRRuzSiiJPSxviMFZQGgG5rbvMjDogjyyibvZ5R5ySbVRntoDcBOkiMZ"
    "0+neqm/b2pY3Gnm0XD4ToR99MxY8j/xnkntbycWTE+Yldo0LImzOlmvmd86EY4YV3uykJ0dUglmuKBxqTtnZTqYM/mZvaxnMGqHu"
    "ZusfKeFrrExK/7o//evW6HsnhRrb/3qAJ/zjIe6/pKDs7akDeZK93O8UhwpKXkwDBC4AvDqy2oOImPYBuFXR1VVJRdy8aDfsqG/a"
    "AwBuDSb6hU9gpGqEBfj0aEgQDnhtKy3bWQDxrc7Plp/btf0t4mgs/qSv/qM2fT5WeGYgSNGjznu8bc8QYWd0P2FXmM+4N/SynZf0"
    "wZnWeCHTVOToAId3KZJV1oUNFVPQss9RwgnSpiB67jQR89EHetdaGBj1Clc4BFwcoXx++TR00tiEQiIJuX948w0VEYlNMt3KC91U"
    "1uBlgq9xAi+aP/GiJRctFs3Ut4kNoy9S8T3yiDj4q60NxyjeNSpUd9oKwnQ+QaBMC4jbamN9F+B3UjhiKSkoqX3JPUhkoPtStMRp"
    "iO/Z9EBvLC67O0v29BhJbMyQNsr2Avlu16FDDzj3Lj5r3Yap2d42zG+9FjyRsPOtVwTzrLBu59nNftvjq519tDJpjX5kAm2CzrFa"
    "Kya14omepFywckB1meHH/GV41IoXq5VoRu47dnaIxBRpsLdeg6zImvhy7NodkvYd9P4G9JDHyxDwGMm6BkO8nDVujHvWfWkPkDft"
    "vZ8QbSu7Hro3LVRdEdS9NRFaaMJDYZbYuDlNrkihLmF0DIK68l/WSZ75XnDs9BfqUV2YhjolnnYiGqaJz9oWOF2OOhgiZWFYQfRZ"
    "t9aJabjZMmX/JruHVVcDFhHOSQmyabIDCD4bzL9aqnGGaYy4nkYwNLvEVIqDRo8f8pXa2oD8Y9Hr1VwGm2feNMJq38GfvOfntlv7"
    "eWdheED1uqNOnWcvPKw67O4mHQtXLV1d23WD2+/XizMYfH10NCm090GBHHyPMWNdc7GrxYWgswv0HqsORVg02CBr182uCeTtMZO4"
    "2XLJIltEIJDSYAc1ya5B8t4w0I4YIZfUEQ7nfp9YqZz0mQBt0C8SmV+Rdr+dQk9AZCIBuBoEQLqjIuQNIWzjPKab0IzMcTMQW+2U"
    "N1KqGL5qCcSLFbASO/DdnZXvBZcVLxShu4slXKw4L1acUBsDrbWSau0m1EFrae1QwfOtXWR3M3vc0XuNjCf7+i/GpT8kqiTsBryO"
    "MVB7UmdPMbBvcGX/Cx0UERFwt4cA9EzhNr9y3/n8kp6f2V9wDc1cafxg6Gp5IboUreA+RcCWhYOxy3/QlS+86FCG+ztxbN5Y8fxO"
    "kOg/VqlMv8FjKdQnJSMRDSMJIVVnQJ1AGzCxJdlBJr6gBxhA0sKC4vblb+sqTwihVom+9u8WqURMHNwgebJUfV/0r4PxyC1iL5Rw"
    "fRpUloZjTtX3CQjWO/AC3bJiyWsPwrLpGcc6eg4IceCgv3VoEERZfiSGrPp/pat7ftEWVjDmvZQBz/32XtUSHapLwf5JlVPkzzT8"
    "q3NDra4HpZ8ErgzqiLnnBsgJ/XoWF7Hw4txv0bg69WMlT2oS/ZofBIWBWV/Qr6nvHxmotxN8ZvAkOg0us06oXQ/KfzKhf7l7sUyB"
    "qx6X7hjxWgUTF0t2aOhlmAOtI58KRm52HInUQAgkBsPTT3YGwyePbJqdfPI+TsBnfNO4WeOwCowgs4DeZwzaxqK4agi6UoDNWHtE"
    "AT6RCnu4xsmARWPdo2+N7MHRVUa66phvUrwXc2WfAYUFJHJgQyQnnvQVwjJQNpWSu412MRl7OqY1mxgtkEThisY1D7xrZju3kBMk"
    "mx32URv2l8LzfUbeGYw7mDgub4/4WACT3+Kgu0swwtZHVxBopfSTW+nKx3EUl6t1j4uBG0W2oT4op5ZvdDwttQxkYkRwGzB5OZAc"
    "Wr1aBLMBBMhbIBcbw3TyxPsS3j6Q8m/+6kFtJT32BWWadspgBG3wnAAotCOcf/v0QxpUPYfL16pjJbE+3UpXo28VaiTVORrD9N8j"
    "0X07ziG+dtfGWADxt80TodrTn1D9y97xTMLKs7CilJ1GTu4yyONEgGWbzQLOmzwlzd0iQhRQkM87MU492aksZGEz5jsFbSeUAvTG"
    "yQWD2+mVI0I23KO/un8Z8v2DVtzoY7ZjR36XS81Q0UEJp6+ODt0JZeI0vMC4ChGb5zBLheAS7Vrey13VwdFyReAknzcA53faK2NH"
    "QATYbXyTlpBMCM9NQVIki2d4NQUvd7WGejVeDOPnFfhI1vtqd93wziz9rEpBaMcFAToTWuvQZDPmAsb2jFhBjtoDGzR00zs+t5sZ"
    "IAW3oC0M/MoB2RhoAqJIQ0gGU4Z3QkPLqcsgiGGTQ8qMQ74yPHFsPuF8ny96GFd3ww06bl3o43TDhMu3WzIUzSZwlonDyMe8WMMf"
    "8DhuPSmqh8UhPct3owRMowM2tfBDBTN5R8gN5CpvJGdvWqUr/M9t5thSPsluAO9Ok4L8obbp++5nYsGD/yIZpyovX2fS9wL9K0Wy"
    "pzOnwfn+fss1DCpOAs7XgafoYmM+J57nI2Tj8n+k5TX10tdn+kY2vJOTan82erSn39+wparTT5NHVk8ZrFvAamE5P2iaCv/LPO+i"
    "LE2bItExEljFx3eard1t/X16go2E71ObikLKHJXdQ/cOy5lt+B/+rk3fsZLST6pzb/FUeUgN9BzlJfKJRU0k/+3Oew8bX5Ztrt2d"
    "IJymZ5+LAqKZnL7PvtDioCUaPXylektxLmm5/t/pW/O/0mHQB/de/yMdbrexEBq+04dLiLC+EqYolIKmzbbi/Auku08jA0Nj5wRV"
    "TLH/GyBbmjSkABwpqou9Yq1iwZEBbfLIFWymZbOlTHGtt3O9kkG4i+qVQi5Y8WnT7wTlkff5IW1ioIBmVhCIRK/hBJ2AF4nPUmA5"
    "MCFZbEyu2IlICIWK8siI9gOLTauynHPix65WmUChbEk4c+kUiGBOiVLQvQyNA7MIAzy2Dxhxr8Yh3pQ73h/7P37+VfhUuMtAUJ/O"
    "+D7RzKKAeu0gdZisPWdB8XmyhNGS3YfJYxop1gDQMqDEgB50XAHRiNTT4pkCFUTcnT15gYU47JEAuqfqbnFPyx04oYWmExYlBOJM"
    "llb+pgLwDu0YbuwVgKiF9sIRYIF6jYUrRmTcQiV4ixQeFgDA8L3g8VCusmpdDhYwNjMRuKjKoDDlAuxLOT/qJAM0GAikP+nxN8CW"
    "Eyu61eUOIQGjlxfJDGLwK05VckSumwXHPqQw15Qlohgf6TpinZ8YYsBQUXJbufxW0fnvc4Mu/JZ2mzUZKJ0hgHNz65OoYMOwFyw6"
    "mezNmun288Jf37jq7PdPKlIgSbZpgOa/ceBbIcm3JmZzC3a7asu4vTfVpW/aLjW4YujMfTA1v05E+Ez0Ce1ftDbkJEaz1dmjuMkq"
    "Ji1ZvADv4qDsuOT0AAdadXsNW+sEQF4Aut3+vP9ULovRblgHz6oI3LiVPIK8kBnb8oDcE6tbHI5VqVsdPAJC785CR4FyUwUQRW4R"
    "q5XaSt3h4lWDXC2pkwpn98R88oINtnterrofNMKf3PxeVCfo3j7nv2c0vHDMxxO6wJwrdr/zgWnG/p7B0/8nfY90KsH5GWAWsTvZ"
    "mNH7W3rYdyuk0CGfcFJQnsPiPHTf2O9iV4vrboHNFcMMW5e+udqFpSLD2LQ3ZOwVSoguUMO0YO8dJVI/Dd3YfBG/FWJzQiq8kBaC"
    "ue9hAtpbhi64LFMXy8RltsDg1jLbIrYPti7VtyDfLQeYqKnRaqBlwpI7u80WUvRxjKBmaDNrBTUeBvx8Oi51Vqu3W/FfzkJ+rNuw"
    "fuLuwF9cUM9/2Fvws7zZiq2/2gOuRr6CRo+2PRZD1Jjr7Ttvdg32s/zZSmR1G+N+INffP+yfo/24nuhpAuNRh5grPo/rfs39ryCF"
    "7jhbaUHf+j82yJcUTiyZI4gEP1PI0dTTPSLPN4Bsww+aizgFgANTAMOXlo2dBg5XBLJwMgjJk/0gcumnS4eg9zA0/4l0QeUUkCEe"
    "FlqgPkRmAtJQr26pwlgPWG2FJk9ymvUFk83oueFqJPuwWUU++wpOjpnPs//2BacL5HS58g3XqrkBzR9LOUn5rZh3utPPyTpjFWdu"
    "yAjQ6afrB1un6KxSiTs8/cMmP2ifVn2ZvNbn9gbykhOyXsPtfK5Wf5wLitWbpxaS7kwpBFLaf6csIJLXc0/lXzT3asvNvyI9DowK"
    "iiZpt+eEoqO7pYr01HiBUBTsRxQUiXnOKvZtcvq/B9rv5Gwd6XQMkDrRBUuoTMTYmPVWMjn6mUw4PjPfr+Mlw7qh5GNpQRXp5eK5"
    "bG9nev965LoJ27aVC2k3xDqF1wGB0+Q6Ox0fAoGP9L8PGknXEGFEyt0GcLpHZRWqP0WKHy0S+H62ugHuBpu0zEVhYl/JQdYgj1ya"
    "n/sL/tceZ2XIsQ63Qpt3StP/onMbKidOH3mjuWcB+2BSEGJ9H6ynp/kBYG7ssLR3VWrOnGuXwbFMQfsodUepk4GSzhKESL8ev/4y"
    "FOAL6yqaAAdpinPCP75xSm07rrnIyS563/AZu0gwLq7Jg8UMvwXzc8wvzQ+h99ap+WNZfzzxME4UntaNJzgdr4zw2DFr13mo1lFH"
    "RfqvfsmV3Hf6r3/Erk9J1lKuqDGnQvxclk6WxXjxf/xDZ2QVEpwzBY46w4e/U+kUsP6yRAzJxncrD9ZrOJ17f6VQ80Nn4tAL9JkO"
    "y3rrVjYjztoBSl9pfrIjWfGvJCrMZFlSJOapCK4+5zxouDPdD6FUJNm35HMwvZPktIRx47rBaClIcVhPPt/oTBhg/WRVVY6o6W0V"
    "BU0rx/drhr7u/OaGddTPmbrxfF4ZY/6LKH0oLV8+0n9lgcvxQH6Wf3+7Vf11oCN2yhydyrNdynn4f85fPs/pAzFstZiwP0/3M6KM"
    "u/O3SpnATzmK+Fs0F+RlBpcdiIRKgcr5qwHHxm4v6i/BWCScd3mG3VQiQ56rA845AfLyFo99GWDReTu66MOp74CjhOR0S64G+lmf"
    "2YGHnP2d3XLlNi2UEqqsmRBA2KQEzocggBvUPuL6XxJpm1Rzui93HPu3QNZT52WfsN4gpizSn1Lp5jk7soLK2Ke/q09Thw/svBUr"
    "TIchJnGQ3f5ErsvvFsAkDV/5aZSelMcKFp6eBRbvo51PCXdrgX18A21+xKYC7VjpXNMQP/V7hfNl48Ax40ZHe/JDYhFeoZ1rj9EI"
    "aIvG1cGcbE5h96ZrA0XeZbJWTj4Utuq9iUbz3OXkH0wo/71zL4dOr6rilOwTROKBcQEDJc/CrcozcQs4vjcT8Nfn8lYIT/QESX02"
    "dudi7MhyxeV/BT+5WBksqTpPfMkQuxCKYdkJWkGtoaVTFbothdDSqFjv+YDnCHlXV2+jzguTsAEN/o+6C+eU4YIO8aoWfDzc0Ilc"
    "nfy7YsSnajP3GJUeac7fJSifBifzmY4MFF5ZmOriBANjv9rWPViJIkTCgqOp4dyXIEXrkKxLAQC6EHYNI+rs7zE8FcKxk/3BnrXR"
    "+6sVPq7sLCIsibBsYwIYA24aA8G5ixZrLN62eVHInWRUY+V1+Xm0uqP+JwNDXfXfdiaihpsfx/RinE22x/8oLxPo26P+33OrWbg+"
    "kzZ4y/Vj35lk/1fSAWKC5ebWYL3EbknWu13hFJNKslwgr3gHPeWxOwfEP+NYLqqqOETi3uAC0OKyRCzhITKgukTPI2/7o4IjFgYS"
    "HRKSQifBH2uEPEMD2DpiLfTEgSsMW65WwpOLA3y7g2gSAlFZT/QzGt/47gx2ToqNmhN0j1ElJTMFv0i19py0Cv8/0smululrPE1l"
    "D9CV8N31cc+tJ4Y6hISuDars4KD6dHUgFPWAON/PUrBJ5AX/mQxRr9JIq7Jmmo3duCgUYxSaHrH48VcoLTh6eljwvsCU/He+nhCf"
    "jdPRiukh2z1Bw7dwpwPQmMknXyQHYQaMDOAyiLGn82oZhMdnwNowUTdXIanHV7nny3Hrx0DwiYV09YPGluhWYTzCJadTEFzDk45T"
    "AlAZZGlBtrZzx6+XgiQ9hrxLVuynpf7EnLtwFB0/DHOChlQcR69MsIG/aGvvgLIEfZWK5ygg0ID1Gvw/cQ9vQcnItY/HNry+bPh7"
    "rbhsePNVxc2nQtDEOr149IciPnh11SrOOrKePsHOYU23GUQfLBCcfRE+23/R923Hjt5JT4L9eV9ylw3MDFnq4/9On5bq2zeH8PL2"
    "uNuT4s58DkKeaZ2/dHYTKzd5qGIS1eEsHht9n02Z+YXj0LK6BLAHiwFklEUP9O3KRv8vslhLJnlNYNHhLCLcKCCI1RwYcO2vKeoD"
    "0F/D9DlDieA2e8SqExAzPLb8FTrPnME624Bl2tNB90VbIjzv3in6Qp0+Hk+M9TY9HYfnYI/1FTQRxGe8/yTrhv9VV0lPtQF7RUeb"
    "1vrx92nwAwrIV5eZxg2wd9SxbJQvXSU+Ay/i4DYlR32Zjnnu2tiP19WCC47guja8egb0wHzVQYRXP4lQ8dvizi7cN4wM4KLLDVMV"
    "FfIOECKGkGJwvvVKtccYNDwmYUv9X8QJ2KNnkEXN12aE1xioAlVZH+jK498Y6VUjH81TxixKeMY0jMg57sLL086gUbgOEcNbtFtf"
    "OOUfWq88MBzuG6+0+vMI+lVpzWhhXf2bkhe7SNE+BKDUXHv33GP4znrakXtotbnGdOc4C9vi4OyI4BOhd4PPfKKUL/brceFTL1bX"
    "VsfGAl1RzW1PAi97X3tffiCi2wXOAOzOrsZV8CnXzh7V2YM7e1aHO+xZUEm4Wtw3lfsRiNie3NvNNj9eMV9TAZBQSI19U8Vo9rm9"
    "5YYDshVEe1dI+1uOJUKVi96PFLj2P9XV/oVPvV4sO/hEZIWHOYFTuDLZgxwVAP5gLeA6rb097zrjqqlZAAAS6xAYwEfj1bI11E2l"
    "Q324GWlgHjYMDlvZ69CPnUIrhYE3XvGp8uSjT+JgGAoKxMj7E1I7pMMt9HwC1gWp8JaTyLMBmozD86YSK4gAkqBlv9IRuXog3e4x"
    "fFvznAowzmrnTSODnplT/+JJzVUc2OwAHoVnTLZG6zp+GQzqOsVyOQsw2cBJEOMywy9xI2norHCpT+V9BNTfc0CZCFAjuNwveuQi"
    "Ucf6iLsM8ETHoUuZgMbu4G09MjeU1WqUqBez6vTh9lkLvmWbeKILnZkrPC3qHfcjNK7KJQD88XUaHdFy7WqvGhtcNwYJ4VxJEzer"
    "JPg+V6GicIJ1CdMfQoE/jWOxkob+V0nW2uYpIazo8nJcGxsjXKxXAZ9GlSLCjFLQNgr4yuhvm6dPcmZRTjlZ9b/2ofwp1T+UPOv0"
    "GNYzN6HlCeWmT7VPmln+1gQtSdk0p6BNY1OfCpU3iB7L1Nd1LXFtT9Fis6A6g/iL4hJ0JTyi6oqiz89BLug7LGOP5wn7ptgXXv8l"
    "5YHQ2t7Yvz7aEnf0FH3YQ11HeulRlNnLK45Fq+QU5mw5C5uwCh8Hv1vIdnuwRemew/vReFgmrBDwbRNm6sn+axlZWltbuw2eIqI4"
    "I0VR/XW2g6gotiVOIhWE/y24/JFQHYO07YrRD/4KoHtiwIXjT1UeXiUJrstv8+gMVJFessUTbHqY6egQcOIbbr1CIQsKGtCDAdyl"
    "ub4KjZyvWuXHIMAIOd6sWSCCfCtOnIl5U/bXH1hdnEf/mQA5Sth586acTgcRGeF44UhW4irf44x4oLDzStW/NoDhK8Onsn+luoLO"
    "cD6KvP+JUPE4e03laTA+bv2m1UH0agFIW+6K851CLxZ7B85ZvaKNWoewgggvHQbcTs1FiX4YJkU/rL2ASCSnggjquRVt7hF0CutL"
    "+Csk6tZFgJlPi//rPcLTeOjMFTMT19oZqnVEGnHn+jNYpB1Us8pQKOtV2itjiFl1G3Dh5K63A3j3wGOoaU1LL6DZRTGxcnuBhA+P"
    "SPLGaosL12OUG9HCJTcJT4xvxT/kPghQnAFMrfsqdO8B/Ic+w0g8nz0qdSsDb0CgWJaTDSWWLlboGK9YmMCqBUH9dcobad+uOUmM"
    "PV8sqWBI+0GMnV8qB0pULpfzDLmO7nh6MpbQ1igrNVa0TvWCgydncg8q618H4L3QsaYE46jskwIfXqdPEkILXMJdj436XFCkYNAM"
    "jDqFWcj+gUkEm3UzTgg+jHZm0QiRgh7KSCJ+35y6Hjuu/qWQJ7UBJJN7+CKA8c7ph2BeTL2qmw0DFjYVz1Cvbo2Oib1xUxfRhKTt"
    "AuE02ykCKfwSwh5eIB1DnKznNi23BkryxkMFYC+4VLfWfhxC0h3+nw3xDJ1EHAVrN7e4FXEKRcubrX7sojbXrbMndxvUsW9din1W"
    "ZLTXHHLrx6MiE0FPWN4DCMNPPKEGob3C2pRd5z1zmNXeeLo5Qx14roF+jNgPbU5VPos1gNofKmTgHm9Gz6cLdx414y6+OAlZvFZQ"
    "wvHmSdLY/YVr8M5E9aCMkgPN2xef5Os3uTshHbtWoFpMB8E+QFq5mQAGK6ezeWWwLgsD7foEiyoJiruQLCjuODFOMTpTfv05Jy7b"
    "CWWb4ExxdyQZd3BQMUJKhlOH0KUsPmzsxXIFbQLmlhVYD5w6W+pnE6dfheDBMwXOq4iU5yKS4MMnEbcUBfhxOhAGUR0oxCR3/i3Y"
    "Pz5b2VMEQPzTEQxI4TCDcEF2u0oJ1wsKh9YCL0zfQM3qA0DuV4ke80IDxHwQRZHPL5oeJel8huqPw7tPcvGY2NizdT/Quf9xZiyE"
    "WaK+9qwSyMOKb35OSPm188JdR4A6oUt5crv9XhXrK0ltGRSE/K3C9dfctnbXLfLNCBBs/Fvhl4WI9oJxPP1xu+NxUuiOEj71GA3j"
    "EboUirh1D5SfBz6Ud++6zfsdY5mVsEvv2TehbwYa6ckxjltlt+ta320NQgd70/LklgqI7r0KILf2b5hSrq+6ut3+2N9u08igbi4Q"
    "UwuUPzLC+UBUOgSUWJdf1v/vdDAadfOP9NJw9yOVItHszW7imIT0Vspfgt2xdmaCsUcO1/pXT3f3hOVNRYpWK+598Zs8TX8Lmqau"
    "jC4rNPRqrD1OItYotRxP1U9MX0iRdzno8mivaRaZBl/lm9HHxo/P9fLgCqw+zcdI9NNaCD+P8dHosU8LD/v2e2vN5v5fdbMpEKPU"
    "cLnYKGhMLaySb8a6Uhh7M6YPm2E3fJrNG8fFIzSY8Ktyw44dgllhqkNfnAM+T1GwkK0P3o0U1lW4Oqpw/o00IT2qsQR1kNouBZx9"
    "hTuNS5wbD1600IYFW/Le7LUzXA3eZuMTjAY7KQuwJ3ajhdRt4dEmN/IpsIO6LeioFuC4N8RsTcsChcsbneg1iN0Brq09cfFxT3QV"
    "+6/lYm1xxbEgBht3jUPneFY0gtjeuq0HrpqBFvGAYnTOYC2vv2NBSoQlO55uW/VhfwfkDrbePUsq8jIy2N30FOc3n2Ch9zGLXOqw"
    "gbDRoJDFZ5ivtQ3UssOAM//ni/gUPYRLsBv82iKgOY+15uqmRusHTlXFyVM8WpvHal9nxWSRCWE4J0QNpgCSoIWRvEzHuQ0en/Ow"
    "41Q3NgTbKJWPHJ99TD4wfeaQ20t11erDCWaJJGHQBXZvgjdYHynkvbZ4fTOax550qyF46EZg7YLaL9Klq6U3UNcyqhIRXSFgLsEc"
    "3NyrD9HLW3HpPdoPYbnhnBME0uqFXJWJaxtlbBD3IAkFl25wthNwCxoRUeKrBfZkHCKJJmuLyFtaccmqHBbbkOiC4EdzljafIEOB"
    "KDLoKBZ3wigkQ09L2a0UtqiAuoYcNZO86IxKRpt8pd+2QeegJr8o3E09Awk34kATZhj19xt1VEiUKN/1ieOx/w3rtdbW2M3Ka7ep"
    "kv6eGVrejwFXx6BX6JIg9qVP/GyfoENudoN6Mk5XvZHRON4W/FfdrWvcQ6PZAOi43JvxigBzv/awPIIatbYxHI9ViNDQUop9L49T"
    "Fcfq3XXIzA2AAiErznJXxFcCSIzfFc5vewzbAKBjQHl+APk7jTAh4MEC94ZXPiRbJyuC4jlONMTcltvmt9uMflGvBSKfR3dI9hHg"
    "GIy7O8JGLJ0Rg3ia752pz54BvoNz1P1i2Wnt144MbIVtsRQl75bdjpcOb7Bxm7YuCLjUcnUZ4RRTEYSDCwKPE4S2mZs6hka5Ykge"
    "Gsg6gY78TAMolgVAFEe6Karz8lS4zogT/Ea8ItiYx21XeMFQlCE8kOLou83b1hHvOO4p/TQ3QotCG+1HPGNEJsa18oOTwnMLYgze"
    "iIEhBZVtASzdoBjWJ49kMkXxOW9bHodFlldru9cvF1hci4CqJUCGtFdnKFgSRadM2XFw8pisDS2GC2A4GWGAazZDtgZGDlfq5JFj"
    "MppskAAcF6ycDNLaGkDp4fsLr1c/nP1+tYY4SDzqLcJya11h0GTvMQ51yN1gyIf3hYFGkDRgBcbRPiO+dfn9lC+6O2Rof6Vj2cQN"
    "4HUZh/ad03/gHP0kUpbvW4pQtyh3F6vPrcY7xrjSuqjCAoMBqhsRxh3sGdyHFdcvL8xGk+fimaXoXAUO3bu+Ga2tLSasoGKMG0qD"
    "B8cC8X2bAHJLsqlnAQsgaHtHHOKOO1oApBF3dAGtECvKtRBwoICnPHq0RnDZ+p+KLtokv79DffG+0N/NHVNXiOc3nqpmpOW5dBHn"
    "nbiKbn0R1P5oanvl7XoA6hQ8C+i+4OZjYwAUefiBUmF1t8K1Od4u7tzdV+AHrk/O7m6/1OROUWOZF7vtSAh38q7PSlaxgUAAb4VH"
    "HRqIIQiVeMKnxitR6U4TdF4CcPGH4hCBT1QDLUkYUQyAsE4xe5ZBSWHxlvSPBwTDQphfdT6B4l4JboG+qvthN1jNY3w5MBi7k0qP"
    "qdVTwLXfWOLRII361obj/YAUiWEeboAwmvT4+X3wHsa2IL4/rY1atf5gIWwt4WdbjUBvOR7FCdDhQidN1elNx8BuQ8iG+F81NJX7"
    "crNl33Cpp/GFSMJOgyAtG2wKHC6rXVtrQbLLT+EOwHvRcHnWcQjE3xL7uxKzhoYjaR2zll9POMnm2QCHunOF+oCaM7SSwC3bRw3u"
    "IwhAGq2BW0yJnMXha3+Ad1QE+Ae2WzHQCII5zwluDu7v+oSu9l4MHNBWgJjcLh00PRgtKyqE7HC4VnJBVBWeiBxcaYc1B94pRkUO"
    "D9/fR6915fDK5v5h4oGf0NqgLit9LSnMnkoDOzJMeZNA39D89tEknEom4qdJSIiMx7ZvlHX4MN1wUZiAxBuCqe+Ghse9GTy0d4tw"
    "lnTF7oCgP/fwMoqPneDHAk/gSkFRrJQck3agEP0FAPudYBYWIYhLDbIB0f5tb5rrfDywLV7a9iCbA5AeJgOomxn5CozD5DC3uFxb"
    "xCAqGHtc37stZQRrEpSzo3BkAPE6+Ew3tooknVTnWBdAPInfMRcnDgqh70qA57FYBcaH+9E5GRp5ixywBtAF5K/ZZL6fITSuEy7s"
    "9/I34AnkRMVBwPiIzjoFvio3QoyYFSQwCdCbDXDhIOFEjwLkV4vHiJomag86VQ46AkiCPH4OdBVyglleynSduxVA5O1aSaFF2h7a"
    "Uhccq5vTpD1Dpy/cksTh8yRwhinQ8LR3ksIq8qTQe3RG9cjnSUjVx7rZoNfZOnPC50NV4AYPi3/lvCjmSDPr7CEY6AKhLomKAUq0"
    "xqhTTI4AA4Y/eGFGbEJgKJ+akLbrXTeV2lBRmCmXU9jt/VYzSp72S/3o32S/PapoiI0ObkU5S8FZWmnLNPk/ygNESHBesIA/kwt/"
    "Vt+EurT5+pVIoQep3/rgJNrsW75aTh0E+4YfYZqg+6K8JIXpEynFB6egcJ9AMPdETvC0iJNgo0hxCRwp+S5YuYny4UmVpDQ3awLL"
    "KGxXhzRwR//df1fFaazb8LyZPNl8Jn583i+ydik9DZa6v2ppX//xRVxYaV4RakND4/lyVvoftVu53WDEQzprsfBpm9G+AJ1fKwgT"
    "XM1tH/d/1UqR0p2wetMfjeqPUSjuHanNoS1jhrkWZtnt0luVLJaskdHhlHZb3ZjNHY7TRf84Bjq0cQOt9ZMjQ4Yoj6XI1PF+PqHb"
    "fo/7uNkjMAQuVfZ+Mnpe4nzUwLRgcgTqIgIli8ldhZexVhxssFVUuyHUwJMjEa0qMMax98c+ktzOxCGVJ4cqHs8ScdQtEd1OaDuh"
    "Wiq6jseDGs0RAtIJ9YXy0uDHUno8qNoCjidBGoTYJmPdSqfF5eE7BZwyMjaXDC9bKVRw8kc+juyISBPZTmYNh9PwfsapitNq+qo4"
    "tybDi+4cFdbN9HIom3xQKOKeXD0N+xaCXgHZtOMz7O4v34LBgCVosGoZjpHWhc4nxPo6RdGC3TSWyLWJ11wb1ZKBf3Ly2DfxprkZ"
    "MxDcgjCyVgLTCWlCLm7s/ZkzZ1Hn8Bk//cnrMkbJCo6y3aC1FSWBow5PKL5QcMkAODEjT30AZu8dRnTD7AHm7YNsIUUjEcOjPIXU"
    "gYeRTHwUqdSzctMAJ/mh1YZp5kc03KI5P8858Lk8eo/OHYNz4gK9GRwIQsFqGcpH2hfhcTa4rS0uyfGMv3qJY7GV/LBSSgvAZrL1"
    "LW6zBsgDVQZbaNon4XDJ/skOabemUyMNiHROCd1tvUrAD5g28PRKZQgVbDHmelaTm4dqQE90SIsDxw2EW/86HauWMvQ2PXGb3iaZ"
    "CtqKcX72kM5BJc24GoSovZQwJiLUMe27EHwChHyD2w2A+1IMJaaBDQpdiN8XFtZVYWstcNFtROWVeNitGDDI7saTG1MLp33onX8a"
    "+824AG92PRsG8gNv4AsXlmR/ukf1xzr62/hNA+DNI1m88xAbi103yaD9Xf2xac8eZPn/M1Z/JnaFP8ZV3Kw0jL5ccNUMrPlapDAh"
    "4Im3f5a7vQUezhD0SLWW92c52Ks9tgEzQLsBJiZ/VrvsKTBR4GG/mj6yVIs8GhN8QVSe2V7AdRzOujl1FyDFXXUn4Pb+g9dgfz/s"
    "nYc1T/zpsH705zlVj9p+VKF7WCaH6nGpHvRxSIuzB/X9pnxAKF3jkr9ESqrITD9g3Y5wrnzJ5X2hoYf/Ktw8o+PbVbuKh4E61ieA"
    "cygyij7BAK6T4YkWAdULH1e7LKdW5w/o0jykoyk2kibdD1mtMNoY8YXWDRjUD4uQsWGxmcI1lqTeEXpotK9/WPN4TD3kXg+rJwvn"
    "5YfBSD9/kvE8lgvErYpwOutjub+bOtnty+OxMMK5tA+D5FLVsvRxdEGWYz60Xfuw1+51PmL1sVMtNc61yOqbK13xPJiuAc4gbk1y"
    "r10an4/dtaWp0yFZzSMcnWlYe3zsFTyOS88AjRcx9n0RrywBAzDvWPd8PO1XN2w8vkT624B08fb0DLPJUKrKQF2c2ZdpIbv7Vsv6"
    "pZL1RTg0oGSqXHtmNMzPg43LCbEayATusH9g1t6zc8mcIPHKiVJwFKhDdHCfIdgkuWuBk5Z+enpP9GmUlheTvAmS7ZUphp+CnvXW"
    "Pqg6KtBI+rSiwMjZWJw97LjOl5Hck1AVlhseZ8JZLES9MG2geMLvhUX+bB3z9XjGK7zDWv/QQvPxY80F/CKtYiu3jbUIgY3IFDpa"
    "cOkYwT/qCMXBEUM9tV4QuPTxBE93x6C1d6jAZ0gebIAeqKMAfLH6iaYTp+ei0VbDtprRlibDTVHC6z1w2QDBc4sSqJuxUpYBXOul"
    "kakSpzHez2MJRmpYIOTD6QXTzxZtoNwZCPrFPsz5I0gMNcuMbiEfSkHLbSbw8v9Uht0C88k0MG18fGD0LBCUcbEVniNSFf/8Tx+3"
    "ZsrA6nwTf3N1s/GjCc8OcL9IYKgrEuPjYl3oGjvZhR+gEd/IrUjaZNtgPHY4kXVDP+MQN6KRddYWuxYXG77F6i9jN+HyXVH7s6Vh"
    "fTRym1tzFGB+RN88GPC+5uE0m/ry8U0B1FzTjHQwK6Z/7K8Abw1aAwXt6OjO6SpyTtiRsOOIxS932TEei6VEcfJAFYZIeb7xsqv9"
    "7JOuRzUOFVgjuy7GWWGWg6IuppbfNNj/UO8NgfT5CDlZTkEIbSNitx0n9G31bEQqX8I4/WIN48JnaaNhxLYNghfWLwbAHyDjp040"
    "JDh0QyMIpxcaYKPeKx9c6Ba3Z65XTXIExX+r/iH295aAmEjaOz4xvfVeiQkgSxuZMbcu6lhuWlYGECXniL9c2Pne3W9S14jH+9OP"
    "lpk4ZpwHX+EUU6jbegzCtWdgfPGcgawgLoM8hnreo2eAAYzHdDMEy6azCwspc04B0dX9SeNbJ7ncIIAMWsMDhrHYDw26sF7hwMuj"
    "OuIPvfGS9uULvEz6dvtdplmDwXbcV9LpedP9sKLvaMCDPSICfonc+Fl8vCraDiHIY77BWAAR4O3Y3vAoO0USyu8FoOelbG/Po3aq"
    "kaWNLj7svSqDsQZjsQUj1ztoZbtYOwN2jC/DUwG1iUZwxja3ev+gia3NPKUfchF99hEMdsn9R4qS24gw40QzlMdnEtx9vRBtfARs"
    "LYQmW+S6v4m3NSuPfyf55EJqZo0onReNxqJa63w/36W54c1nqAobY/7vF+F8hHbCf6WfPMJXSi4CaOTHG8W7Fh+AfZXTXyjtRosE"
    "5+E/E6jajHU2PEOL9lHkUiMVHJJnR4+iVk+jXKJFygdvJkpUsB/n6PMrKOGuQ0gu6tLKlYRp9EcUX1/k9FTw/0TpQ0MkDnHFv5+I"
    "nmjEpEA5kPIFvXKi2lRVmAMC5Il3AHyDC6Af0g7mEyhrVYUMtuakhYg3EyALuhCNHj9O2eVqHPGa+ElTd6HdpUHnm7mnZvHWvOUC"
    "xWA+BAbmwJY2ljXjiE8x1hjfZrkHGx9epcMhsMcfVtV4MQIdxTdOcNKi//5FkM7WO6X9gJbwiB+eii9UmAdHIXJs58tA0qKAAdPH"
    "oEuO1IGYD0JLxNyuJ3xaKBHN82fuwwUYA91JKHfL5Kj4TPQbY4OnXg96cDuXQUoG76zdgs9KJsLJ9vwArWRLOH0g2hJa0u4SAiYW"
    "hdN3HuWhTVjx3P7zyf5FzqkZVJQddKbo01maCeHeGXFZjGcp4pFtRRfllTsq1yp22AJnlyHITQFfrpAwD/5faVMTbAbF4E7gqIxs"
    "IghsBZ+OQEiHKYWA1V9E5S5Cw8qzfAjHW89XSbuboEfUVYp0zI2LDpDMy/0AeD9v0xPgqnaEsT5ebD1wQaHBn92TznIdpp0Xdpso"
    "kiSR5XTjHhsBeqqr51pnseugXPbcBU78yS0HJJ/hQMMhdhzITiDvLJXI2VEK2vncTNJWJWnJvdsR1mpq+0CCQStJboblx/YoE/6t"
    "XO0/h/5HX3Vj8fLwbUW896Zmd2MDuQ1qXlCdovGiQrmNcmtGP5oFekYOugTSsXNX9ZuQ/5uwC2owGdLhvnAouoXW9gnKv1GcOe/x"
    "5wtI0YKffJ4ofBMCfhs3IHF+V8sDCOtwVoWUZrT+1xBkuSDiUhCLTMtovUN/d1snCOEtfXkwYFFqD2CkeiRCtsxFAShbU8mpex6C"
    "t+Ycbg3maT50FlqYGStFMxrALJdy7VURqf/KOUwyHFL/5Z2HCYM/NvMFRKjXpIz6mhqQ1sEBefLZ9AqPZR/mDp6it/q/3Ln2ObgZ"
    "Lbbmy5fjcPjnsO1QlAl5JBMKSwTgZfZzNm19UMmiHuErs1MLh/CUtF2fIc9sSnw5P4kXsB9c+TQaOAzZFDL3VrGrDTBG2mzZhvOR"
    "+KswpCXLgz1mt3LebaLE044GF3YOLNo0fMFqYvyxB71aXJbXHY3mZdQXVsH/WZ4nLhdlzziFqzieIgAS+Vhj/o2tw3UHN+IxpzqH"
    "E4CF4bZUYP0swIV+zjBWajxJC4EbhRJsx0GAjNKSECotAsK2KeKYKQHvcOywOaw1Nh30W/joGbhV8ZT1aklsjwsz8Ah3vIBR3tiz"
    "aoflAIFGLTzzQGHuUuU5COt9GJcXJFbQ0FEK3TM4jyG1c9EhJ5eCt1a5aExKKVWvf1HqfHCqkrDIVFcVDnvFx8mkkCg/LwQLRW7o"
    "zao5dx5PKhK1cI/xGTOW9kw5+MhZZmATNvGmZsVVF05JgYZ28Tc9T65AeKAb9pPkLA1miMyLrBE9djGTY3gKkO3BwCo0NFfYk3g+"
    "Rlf5MRmI9KTNRka4ravcWnBSO0qPemvnud5qIDv/Qid55CQcpsIM5tGJS5xJojdqNTqSFOtVrEaMWhZOx+hRHfHAIqb+6ERNV4tg"
    "KmPNAden7XUogpwJHGlPdF+gmljehVHRmBLCTqLBO6C28WjlDll+lptXfr3BN19PnwFOnWUQ374/8UK9xelck8owG5Y5pMJikiMl"
    "sPCjTfjJSFZsWUk1kwSemjYf2I1lHoQis9wGBfBgWNzqvPKZF82MdJuS86QJBSxiYOe96rUXbxI4mcWj4lSUeE5YgyZXNqYGIJi+"
    "wdO16PfPwnq/+Abskl28zX2RU/9XSGGMA9RPt02OuBqbz4HZJQ0TlzRox+k8LIp0b3/a+i4pn/X5j3b6eTKIW/n8Tvi4uaiYvwq9"
    "wuXq/rNlwYXP4C0aBheUX5c3WLHkonA4nu48a1khosM8Sf4hposoVFrObkNAKj4SifMnAR2R1pX5g79o5Y0FAbwX7fIyiXNNNB65"
    "soBFWM+iyb15mFQH0l4xAOXyjsHypcdZj8D4HhtoU4NO+770Cut/aWdKalGkf7BtokMciEbnqDaQUHAYYdoDV9e4EsNkw7El9pht"
    "LKgZcqjkbjXCHSFOLNAEBNV5hTMjfGffI+HWwMVPViHEagvGXf5xgHz8SFx6kjM5qQscPhWeD8qkA6NmWHAXCRBG2GjE+dOo4YWL"
    "nww+phcH008yEgSw8gH+HDSzcnJ1imUAMotSO7SAg0MPyYS14W2qCpvy5IjXNmHMo5TnGJriuEwgbOXuHNwzIbmdx7xLH7jdwpEa"
    "YU/o2mU8pjkGEhesI0nVmFBbCf8BI+ZLKI/B9zvoCz/H8p3RTFjBaHkWyB1J3hUM4FT/d7EW/TcozCJlFywpwluwAvAIY3aLrx77"
    "SMmxz/M2dV4PXGBE7evss4z1n+7/VZMxpIO18YH8LEJnBwGm5Wp/xsfSrSjtck/QZaoT6pSiGgtd4cigk6Mb8IoRlzFEOLkRHzBM"
    "eB3unGu4YeOmZtKRTySWEwZMeRXCbvt0SjDJxrccbIe5+JcPK4O9cV2Y93lggEw0gmzpgdi5SYPIsyhudDfHJB0Pq1PwsKNgEFrp"
    "oDcdepEV2Q6eyoGaDTMjqPRAxu2E98bqZsD/k/HmN7bdIbUMsoaFijU5u+aA7uQ/k8PKZeSRMT+D0JZOSHv1J+rrO+xD3eJ1Lz70"
    "pWe+9MwHpCDTA5BxNxaN9lljW/GQ49FKSrsoEG3bVcf5qYD3E4aUdxrjneMLV81/c7a0ZdvpDyLth7VQS5v+YUkwTfV5pmCclBRm"
    "7MFmnwpUp7b4SUyAhyV4brIBU1ZoimFrOgUkocv/Qfv4N9YPU2vlM3UYAhC60eI0YbE0QTFjmqzeYU/mnp2mmQuGecb1tJJF60Gv"
    "XzrJEQBQSUbHuTEc6HCJyrISarqLJGowhLukW3KQAzo8KYfWNLyuBjycf4F6Q/XhValEQoQvGtsDIZfiOxLHIJToEre6FM/9NHUZ"
    "yOZ4TuCy/HTmVBzYUsIpI2kvQB3gqnmcxKg3saa2AGzf7dhnPP/ZpcwlEqbRZWlASCqonA2dcHLmJEQFQtlQcr1T8zArHn7ZDASa"
    "H5I9Xbtlbn/N0LoUYMJEHO2iIL1/EU4eSAlrW31Y/ZaIfGN+UDB12WQ75xpw+scnOu3pqE5scdgHgAJJBQZxs6t/OZHDh8DlgI8/"
    "IThkxqF3fviR21Xo931Yj5RIMAgk/bd4WZaVLRg+Zj8Od1CiDzMEdXjCB/LRaiJTHFQd4B4D3Btlgg+igf796ecTc25JqJsgnK38"
    "o0bFwwBa1j0DGgd0kBqc5rqJ6j/TsYVUtEGk+rkSn8TresI+cwRKL2dCz/9s4QGpKob6ynepFJ0NhWCt7UIRioaTxsFLTrbbotsw"
    "EjsdwpQj+AZwy1NFdcRuiOPYOVQcPDO02N0S7XMjJ+Suig85mCCCtoR3wWkZwg56JudUuPTnFLn0PLiZa/PldDMGOHR4Aefe6DMg"
    "nOTPePi178IL5rT4YISI4z3az9zj451NV6xmSBBPnx/9e/W+MCPry9xS0OhAPVxCAzmTeJ6YSweDZuzcDxxt+KbAmbC364mg83lJ"
    "WT3dbRVprArZErRITuF45kYqviYpgJyOmrQM+bnQTOKnHBqMnqRCwQPssw2bPUPe8h/ddE2WEfcwZMCAi/NeLR8mQP2orIaZIVe+"
    "wuzZwk7KFYAGW2QNNW6XCSD2MgzbhIbM1giHVQFEAGviGXfQ/5kg8TV+569l5+/3eXrT33NnfDLU/upnvk4JTAB9pMJzgl0ExBsk"
    "7NT0EddQJs8DUHraDfbaPfrSbg8DT2Q5PIBDtncYU0G+Jk/ZNLPXCbNgv6OTkQAHLHSkLRQ+xMLtaGgRMoXbycVhtCdIP6lE52Ua"
    "IgkHUwVA4Z/gIcZdR1HNBC3D9WeOSfLx3YfMIPfOKAOnjzotto+ZnNux2Y/OgbDORDC0yiPaH73tTjabWQiX8wjqH4tuPbzYu9G6"
    "tOsYOsHa7JtmlxaFQoSf3zO9RXcO7o3V9jv9tVY41w00EOp2f2WYC+JApHUSmKaB2aez2WV2viKa/fxxQss6COCDLaytm93qN1Qp"
    "hdOngkB5ug59Mry8s7UJxiYK2SKq5bvoA3sG9qhv1sodeQais5kC8CORTpwulG0QuTIA1QD91UtBr3w6hC+i4cScC0YKrRp1R/3H"
    "N0Tg8OuKl1MYxGcQ+ltBXjQmRhNDqCEDgGusGQzanhgnopZlNO68GM3l/YHHWoFftPWTbDgBs5whCpu1DEYs86EaxjPNTb6R40zb"
    "Aek/KAPflMzvo3BaNUrQy4hwlIeObPN2otEpnVBuOYFzi34u9lG5wK7m86VH/EWqPzPbkFoTs2IZBe/Ljd/F94SAdAzVOXRQCkOa"
    "I8EQyq75jTAxOO3g5sb+82MREhIcJIC9wKE5M73seyRhCVzwYn3GlYQlkD+cdUzObLm9jLbymnlIlMsL5raiRiyPyT7PSrciwFGW"
    "osJnEV4EREIygZg+jMEjwsoS6B8JUIpV3FMkjvlUR1oID+6NyOoRxghCaYGD43q4qkhB2pd1KZ6ngQ7g6SvoA6uJtss42tDk7lx+"
    "UdBtSbPv2TOICY3cyTfBp5cg65xs/2IQftBCukV32FDX9fIyRzSXzY2nyvw9ei9BTs3gcIB82mmKQtNEybtBKD7Gutey9+e91njj"
    "felgixDM/nPedsxSMe24VVyQi1xFAd+tBcYB1DM1kWdb8CO3nRxdzp18tsz4NRsD7DjOPd4PTaQZxxXMOjBx5iGJM6TAbFn9QBfq"
    "M3TzEEA2bFXXo/1DeOL+wuaearSKwl+9MCFq9z1eC3vwG+PhwkitCeCOzOw8ZcFjDk39sfF9T+bkp8p+lAXR//TAbP+Ee2qAwbgC"
    "Lnx6EyW7lYV7+d/CtJVs+OmVKT7zR1nwPRFKUMna0YmzM/SEs+rOnHfqCtBfmFFXvjkpBlvhXpe8pbWkmK2RhLxcDbDCudk4Ye3N"
    "RrjbiMveeFsrbuLP9F4602+YhRgvEeLYmLvniDit2Ob75XY3vmy2cX1AZO+nfrnVyWBPtsXNTGtJhj5+opiGF66RgQt8COLs2lgc"
    "gHC0L82rzovOo2XTssBWge1qy6or/BvLPy+hX2mQHGUZEAeIA+Yu0r4hX0sN65m6cMrFo1i4B26dXAA6DuI8tBHxBRMRDSoGcQvb"
    "s4SQ/mFQ5os3nMVdIc4LbE9mvtDP0mSL5b7u1oYCJAi8TXZUAOIkzHkBG8Fnb1OVT+7zQ18V1U/WYBj6OoSKsRHZamFhHvAseFRY"
    "0YsWnCeFg08MYqLO8wOAh+sIV4uxglLEW7EsRXR6TfKGv9iYgsnOvn2F/mxPBzLzKo51Xi17PIybIQXkqoF1t49AU5SO4IwZhGdB"
    "Qk836/JVaO/G4s7O0mv4sFtd02Le8ZJoNxbb7eguKE3PIM76QEBpQemvhsQdd0wV93t9gDgmzpPLHOd6fCasR3GYgGixGR+oLRSO"
    "5Uhh3oAlh99qi5Piadf+h25MwiazSFIHPd3IAnQGEpBcFQafeEy1lDxRxoEvj4a8p3NsRiu2LID6/nVBiQPadQC3b+4KYfnnc3+K"
    "/8AJuYBzV1iEUGskrFMfPwsuiFtRQjwrRdDODatiJ/cE2Y5oTf5Fw9EsJG29/zd2eiNbDQNvhIdUjJhwYcpFz8R8GW4ccQYN1FcY"
    "Y/81DqXxGM3Q1rBvhJlftV7xzCeJzRg9n61ExAAkHDCIdPBny0PHY84LhLZG3KowdwI7gvs662LPHtzf8wpQAyKj+h4ATgZzcLOF"
    "UcDHcwrw20ulyO3+0MDt2OhQtw0wPYc8wAg0N4bo3y7Y1FiEB6DDP6eRQZ35F0PsHRZj+KKV1vxMd65YnuC7LQhu8L0c1SKrYBvK"
    "OyowL81gl01I1XL5U7njSkUULJ9gquLgA2ie2IWx4TLwMJwPLMQMH8RPGkcGwX3EnQHYB/UIOJy4RZwBe3eLHfeltZxbBS7IMCaD"
    "xR5lGb7yAk6/J9ZuwrWrx1heD/mgGD/BIeK6cJIdJG6rBMJT62fnYIKYHaPSd3ocCpEfqsyEoqaBcBOryL7mOuCSJGm5wg7KZgob"
    "V6xYx/qyQU8eK8xwG4LVl10aI1KlY9oWSYqXDxOk2HpYwt4IKxFHvk8ydDLGx7zb7jSqoS9hahSOXZxA1wQNDamWL7sjzrVOpGGI"
    "a94vhS3S7o4GnVaoL7kIuEigwkxJ4LS8FMZF5+0h0XH9ieU0N3JJWlCWcOiaCet2FOkYr2MjxmlY02LD11HfneQGmJN01ERat6IU"
    "92nVHcbJI0DLxY7nMhnHZxOClGl8YEOFzFkT2FW3MPUVVJlkLzDrAXdjF07RtQirVqg+zDOjjXUzx0G/3g+lQaIhYDbutbDrrD5s"
    "PN8XGEiWpLS1JS4GoCTkub8g6vykb0J5a7TYalkuuBrjmG7NCdWyJTxxWG5iWoSra+i/lA4oSIDGyo2QlSocmlJLhqqbTfcHWIfA"
    "3VRQrXyx3pvPM4EiFBbYFqPQB+wRL6tlabUMrjTeQ8TF36k2v8DLOQI/pVPw/MNtuyQsW84K/dswRgExqlmTGaSvngJ1Ls0ppy5j"
    "CtJt3aGf7RhlN4KL8iaOpFgjkOLvpbELgVER/FT6E215u8iDuyJJHQBzcLMY+/+IJ49Wj/RsWL8R8K9O9+Gql/le3gnqhTYhLgR+"
    "bADjMyip9jgJ2P3lvsjMUCSrYgjk2o0znRackKPaRzdO2vnAThmd9mAGofOeBLWoE8waghhFydG5j5/Ighz+ZKCrTh9AGcp/Uv7z"
    "P3kG3bLGJ+jhHFDtz1uD/WoVJM8CjYM/lu2GyyUAV+jca7TyiLcIkO+BOoxpg4zxYKNfHEV5HQ3hk11y07ZYdtwdMhsaOFjjXRZ4"
    "CFsosWCYFNFBwLLbehPB6VOTGA+hSQXx0KnycFPNmeEI/4/QUgcmlXBAVzh2+NRvc4xnN1TyrsAwb68ZpkNdDJDdsgHL9fx7wP55"
    "IMizHkHYYHjT1Oa28/caDYrjngLud56zHqgtlzO4Bage9HEMsWO5eoRCbFEoxJ7gSXbTqUw4Z6+MJ9ZMoGAQHD7HMF+0uMXf5xrG"
    "MXRF39nxOD6JBHrps2XrwqHKArVGB1J1chlPGM2uHr8VO/skf0wUizoM1/LhpikDtURUmfHMHvsdYnU/J8N/ZlypWl1eu2ax6+rm"
    "Yza+01WVRO4e9RHXASQC4FNCkw8nba9NlwVMlasqR/yZgDcyAiMgKJNvCtw9xwmifMGeFxQ4meHxA6SxPAmxqVM/VmHB6QnPzoBW"
    "WoJBS+qzI63+kTd9wqCNVQM2BkjCs+auIWgjI8MahwgTevDdAPTHralyW8yK2yfkdZdxPzIi42TCM6adi4zyjAjYRqaTpkVPoEOa"
    "Kh1Iy9DmUe0aChM3T5g+yDKkB0wRyRrWYZq/O+Lu2d07tKJ6ZV0TBPM2zPrygfelXqFUfgh2HpUkjHG3grBV0YERe8nyjfRj6vH4"
    "FtQOazN7Kk4f3gR6O3CIj9oRJmY4EUxnjaTkq9gVW83Ae93XC1MurAx0RB1hugjjzhgCjlYA8NGYXNfTHiP8vXAkQoDtIagmqavA"
    "3AQ+slWu9J9eZT/qa3OwHA/l6PCs4OvfXNV57KKmarVxcbWWaktHu+oLqqwdLMKr2sEeZTGOHUWtQqK+dhe7rrjs1m4yBpThx8Ei"
    "NhutcEgDYRiD+suohTR2Eew0wgEdXcpAJX8eBVN/LxzN+Hk2Fi/Y/2Y/oB0VqiYbHrjCb8QcNrIOcAFms1qqW9J5QmPvef+nx17d"
    "shUgZKAe01+AwygIG62blXcNS+cRUbvTc0HF02UuwFDeOCmaVU/c0/Zd74DTxYElsGFHL+LeMxNwdyL5Hj4p6fWJ7NMK5WmQrZ3X"
    "FOcYmKwWrBSscG+pxRB2cweSAbhR0XqvY39qvUPjjWH0ibs1i/tQySjOIqzALOQhIau1iLu96/5OFFsBsHvsbhsLUTOMtP5VxxbB"
    "ty8M47YkR4+hx4cjJBO1DgOeZM8c5jxQs6XAuhr3r7j6KjshD+C0lVGLdHIitCHEg3lhlEIol7x2xx8MMH+wLy+FjtCvCGXR9XHD"
    "VTPgiskA+9/DHkTO6bQVN8iYUQsZSGMkgHyEbhAIvRncqFlkIN3c0zXnCsUEBMXRmJVv/p1PQg+3V0xW+qGbY9BRrSg0yM1XtOZQ"
    "rTUApoP0sSd21OXZikGklTAijGVwxYaAVbAwWMZKdg5oeQbInI7H58TOB8lbHl8NG/yv+gtYp//H25tAydJc5YH5C22UQAKBBAgQ"
    "EkISYMQmIclICIMNArMJAcPAYNrVlVnV+bqqMl9mVnX3A/IwM4cxjLE942EYZhgGBjw2h8UezCrMIIMQICSEJBbty69f+vft7Usv"
    "Off7vhuR2f1ePw7/0fF7XffeiMiMjIyM5caNG/durI0s8Rsa00YYPZ+rRvqyJ6lWVMCRHvsReHXqDXgCR/eCvw2o24ejUZEgYxkC"
    "aLJOhsh1RmKXnoBlUsDClHAGApWCDmsA3rbOMhPxDIb9COLAAIRSyJTwgU4hH3vtMjrJxSCa2qJ1C5E8UYYzCcdGV/cXE9nV0rXn"
    "yjJcgK5UzvGzdiOLMaWVBr2M5zipo7wx2WRwYMEmdDGL3RlbC6VGAMQ682BRwQK0DAfCxiW+lVHsrMSs5kpXinsQ7mPCFblbeXa6"
    "YAGxsAxYt4jaoLehPqgjd8OYuLXgUf4YJ8VOWdDeHbbfKMGsvJxu4ZJbCzR26zyQSzlHwX3ucAF8XB8/pFB01Yfca3kI85wHbM+5"
    "u1XxFBs3pcvuptEbXopbJ/L2m9IpNkSz933lk+liy3WAEUuUk+k0IOAnVoxjGJ3wUR/rmJEQqIUlxYDHDh7sOe4pkFWB8jYzxejr"
    "Lu79NPQ45By1yBWSjctBsj68OB5hz3RBFZc5m3A5Cj4VHXNzmwa802NR6xiSWr0MW56MxJWDbf2Q6scQNfIoLuTuZYpjWSRlS6UP"
    "+4UUutV5o7er3dmGs0iMaISFsKelZ9U8QTCSCjbhSm8tmSlsblOVLRAQmMWAsnByo1fbj1pLfWoYwauMVbYOKywjebQ+EHy5fDGu"
    "IuZhPT5JwaBUjLCPt4FiJN8Getjc3BI5aHy92avRcRtYDOk5voCjexBCy/1cFsi9SIQNQ3b8OF6gU+K4EdCa43+FchSbBNrk0fgT"
    "QntOz0XwDusVi4B1rUMZLeEWNtsAi0ysQqNZjPqGo1YDaWWgNR+4gs+tIoO5tVum9QPa0AtGCJ3wcHAsug9KPB1Cg6Mgx6OqPqxD"
    "j9mS/qH7+CBVCeFgHSTaVoaJ6xBwtbsQjNaWpg3tBowH9VeHSgV1ovQwUH78sX19szLoLXkYsaWpsI9YDiLc7czxChuUpIhva+vS"
    "bVi/rLIzWZz/sFdsMN1YQyEWFPTXHKeBqJzwfOHuJ2D1wmIqFzljlotCtqBxS+8CscUyanNPm+GjW5kpi3HamYftzRPKuyGoTXVs"
    "tIeYgbwvRIUJYZhPnAIUhJ54oH2TfhAkM84RPUQNn+iiD4XSQMTHhySvOOonOZYkS/RikF6PohfVQHjqGYJMdc+94jwNZFH5gFlo"
    "4xiaDwRZs5WtFBanVIjNOXa8ftDujx2u97AeEzzrBjJYKPIwjq1EGo4wdkMoOA0dDbVzxQefiBjm7yLQ4xq9myso0J2MDZLfoO5h"
    "eMmn8auVgTMoSn0YQxopofHs7RIk45rMGUannK9V0Bt7UwhOinkkalHNbuMEJOfYfNrwjrXWeTdSWgFpZyrgdBQPmwViA74CYa5Z"
    "jZ5xYWu339dyygn0Qm8vu3uCG8GNLdothHO11UuNljtCU4Cx9TzoH1vQWiVakhuFBTNGxqyPoSfBGKRFeqgdldxf8NNm/AzNLn5U"
    "4TA8ZsyZvPF9PLsDxvAmI7eJFzBqAjpOAE7zhVZVCfWvcsVL/Tor1tpy2DF6xzLctWnK3npPkgWaBLJAPKVgdIUjB4qGC4EyHIUv"
    "96TkXO7x0J1vxpZ7VDQt91J4k5lEQmd5S54iMLiGvScDmvb2Bs+bQZENrWZPg/ZeVFsOdHg8A3C9yFa6d5Nqr0VBJaXccz0RyGD7"
    "0JpjwGlxfpq93CsLmHcAESb4PasQa+PUbKKbAkhBY/yxmJpVa1BHXKK2E9JoCVhoI2AwIqJgS9tJmgjJQpBVCkKjl/u0cbwRCS4C"
    "uYqPUfRAdot4+K29RbQOesRQWW/A46017AZitWqbK5aQLsWFwHLu7eKX16OzbvvfiM1AYMA664Gx/TWjs2kFQfDZbLEanc2LfHNz"
    "MR2d3ba/NX5+7fa6Gp1dNoDlCHZKztrfCt6kRzq8RxgEFwr4V1TAxSMMhH3QYeDYrSFOInjW9bH4cFzTI7NIUCIi3aEQlfaU9bIY"
    "qETxLaptQZopEsWDO0biBuSlJbRMFhL2s0TwDh8JXqe7Vu7PTxZdhJSMIcLWMBM8Os/w2FwAFxc2qAHiWhzsPLtzdlSNRxivsIwG"
    "AZBC2Ru2rXLC3dHQYlZYbyvupDG7gUUsI9cGZvjZmGcQe0O2jCGoM0H3w4tz7DgBdJO3a0Xk04EVoI3gXIhpQAv8xtRHskY34mY9"
    "QLFwtDH0WBqiovkjjxhsc3pMvxIOMdzl9WW9R9UZy4DdX8qAADYIWUQowdpohmketu1GFeVS9D9HFXkaiw8ZGsRlO/hpQQtCIg1Q"
    "vqIAaV2IKpqg45Y5Ai4ylUwZ5wHsd9wTXRiWkXAscNygClTwsMiFCGSQKrlFfy4HSRq8Qbk9JJoAXNY0zxEs6koQbyEYsq9ot//4"
    "zrfF0SSd4z4Sa18/PG1BUWvofMRQmDCqzVE1sT+bY+CcqwHkN0/RNtKBsewqxR6U1U56bt03agSiYgC+ViYfGcToW2QONP/jq2Qe"
    "4Ep8Q3TQMKukMS60MSGR0+535U4FgBd8SGrsaYpFCOg9QW0Yh+wgEEL8nGADx4vmrmZC6SBv0jFn6h6xYJW3y2yMbQohf7Co/s1j"
    "THDy28f4iuRkRPDJ3Mc7r6oIYLdPHCk9m5xFBf10PIX2zEdBqFnxLSdo0sAZBBOOOQhLPWGjX9HW8TpX1/NQGojKCT17olcDYpVN"
    "5uN8AVzMaMaocr9XqTKQWjgpK/3cKfp8A1WljrJIVE6wWIU/Hph7/k775bBYC0KcZCCYRsX8KgsK6KQ4N0XKu4eCqiVRQbrcx+hN"
    "1wThFDVpbihHBkZx0MolQQZKJNSvA8EXW+OoxkjvkY4nKnS6BbNCIKQ1EAgl5rWgtmMrNPeRnxMTSh3bckVE5bgW1gcMi21QS3Ch"
    "RsHAsVE0LAwVYvt5t4dgWTBTO3Qq7clQj1PYuwSeq+zEeDQHQWD6bCPm/TO6rkKZcEaXMNNobuSu4MBdF06ysNx+oCUQt7TyGhL1"
    "IJL+KNrNafqc2IJm3GmXRIO3uGgDVMEuioLPvXFJrbc2FtEDbD0i2FTm413BjTX6hrbAHG/0+kgekwZCMWt9k7keTwmxEF8rCIj6"
    "c6iR8glvGFwPghWnUJ6vcyTDkk5Hj3YnwsHjlVtT2fxb0sMjdPbR6aCmqmBK80jLUNWICqvf0JYQFy1iI7jOHOkOH4yWqhOg1HEW"
    "iZASLz23hoS3JzeiTz1I2iHvZvMv4ZlIaIP+ipYhFCTZCvJJIPQAUDWxa2v05PBG7KumTviN2DEV6iPqekHKFm0B14Hg9yvZ0MqC"
    "QIIAUpQXgGLtc0tRm2wD12HGXZRYXyl9Qr+pqnd34i7CS0NqGfxUKYJlKRwGmzUDazW3sFODrQIC7QJw50DQh7CBIFDD5VkIjIRs"
    "ZnR/GwxHKqi59dvJiOVubnA/fjKCnmhuivQDmIiXohIoe6hEStwjthiVh3l6PUveFRS8lU7S9yH7oBQ6QthVEY8HxSgfi+rvCEKp"
    "EPaRsg9sBF5FUcMCZmlPnSiZPrKLfV1nOuA0EAt9sUjHK0FohUHnBTYSc8yViqiWRJn3YSA2AxFBHSdobGDviPGxZpC3nBI7Tp1Q"
    "kesMh7lHfgIrYInZwrEsJ8INjaC/c701Zg3V8k1vxFJX4ITtiDPJylsjJ5WAj29chMjeydmJlDQSx3xZxMhByMslnepAGDeyNV75"
    "N/QomlVmZSoiXhL6aD/D1CXBeGcZsDKyASBif64vgZyw1dG8D8WMGVLGhHxP7tE5VvagPNtmrPFCBNnTupmu5twMciNGAeveKvep"
    "IdQjN4PyKpCoMh/xGO7dbnjEGXHrNU2TzJxiGVZ+1yLbgJUbn10ZJi/X209C9Jp6/BWbRcNdR+oKWUDLyCx4dkEm+ChNwNrNr0NQ"
    "zSiQcbHvtmOF2cJEpIFS6cWj0PjnUk/wmYLv1KyqpSOZ99byTBF+INJNey+81EgJXgRisA6ZSc88ussMsS4kH9cDwbsnScV8GIhJ"
    "O1tZKN2kf7recFU5AwMKd6zY/lZqYOBdIFDKhPFK8N1A5Jw8D6tXxq/O7D2sMWH81WThg7jWz9qoFSPAPdYKnJsNSvy62zqIBWxz"
    "7jbO3lY2HEAzwD9U8ElRzTdcaOZ7U5CiA6QAcBK29HjLaCEzQr4HYmEE+xCuWAThzTE13mohF8WR4PFmCygSsk7MnAXMxNsqjv7m"
    "DIdlSeGAtg3DCpOMPc/QGlwQ6JAYqTUR96mNqG46CamRAJpTAFyaY9nT2HvgJA8PQQJIIghqipswusL6l1uSEm2LBDgEShWMw/kg"
    "cOx6W9Y3Y5G0TkKfIysUpEZ0g5343t2zVM4IN0IF+eEEt3PFpi2YjtyXo5A+l7cbxbiNAYUiH8OQxwpBa0+Yz+nPJsAqXxWcYBth"
    "nE8aTNJWpdUcPmy5ZxedLa2sljlHWYus+bMVO9o5PDWwWRmhg6LQMkePwCdoaEq+aowjWm3aM6GRWPGIPjYkIX4fnEBisJ7lJDBB"
    "qwutguUhUjhNRKP2DMmmgMh6b4MePRCCMB44jaNgFZXeEB/EQL2XCcVCJq59j0E45ipBUB/cFYb9vlD+4IMBdNTl9wAE2yTLcGwQ"
    "IZlhAMXDdyCCbhdofKJB/fTHr4evM7xACjNBooaYqXLitm//cnQgEQicQXWjVr5HhhSNpcerHKuleTglxpzGuYsl9TxmupRAxIk4"
    "ssgcnx9xHPnh84D7r8wQrSbFXVqLDceXjCzRlERq7eZnCZ0TCKF4PO3Y2cKbzhV6xI67+rRgrD005RWZp8k2+UYPZjBn494eEWMv"
    "bQOVjf8724atte+ds6mldjcdNhzU40kF44HZiD0CYIPKl6DE4Kt0fbge0hssCyP2RuyjAPDEgVsW+CEKX8WRzF7Bu19koT3BJXkK"
    "pQH7yiU4sw4O8ZzlDXYBghJfJKKQcRABRpMjdoxzTrq/XxyNlHW0IRZTYrc5qTAYw5TKh1BMRF0u080C77DMtY0TqEqUi10tgDdq"
    "8poGHEWhWtcZwcbAt31vqZKU832kbSoPm22xj+jAFdPTkRylGVSF7dgPTyGDVGMGqK1tTMbTaTHnPIBJZixYjbS8CJMQlcsBNEqA"
    "Yh8i4Rc0kinBP/u4yotI1KRw0xaTNYJEwvtdDE6KpZ+qd0+WMQUOd6Jel1gpG/z7dGcdo92IntIOj/OdfaybVg7aQ30CjlafuJau"
    "u4+bsuiFm/2wOCClxukzdh+dDWjOq+GbxtjQ5k9EDOwyw371TemDAm1AD36jcp2EQXTJW5ej4+P48BKKYqNXmkG8j2pswVl1Uz5N"
    "2QdOvsAgf+l59kp5JNFiiZCSl/iENqRAvDmSqgOPOQvikoKZo1IrbzuVu3dxp9NCFrQ2QCdudWq9Li1AlPawdNdezTLUOlkI7YUE"
    "S2VrMWnJOoI+SDD0XkOY3jhikICDeR30vmoIyKE3WDNjPCw77s5Cw0gGZTW08izTg7NtgAUBo5HpTJIAIyhvcDz2R84keAAxs1qh"
    "gSFHfAQIZe6mhwKBe+ZTArmEJaW9oXSFBYEtZdBXER2loDVLt7DlHr8KR18DQfo/oO2eiU1roZwW77MMSLdGSzpIixCg+L+WAFMo"
    "3KJ3WKYNDZ7UqomlztMEQodMQmjgPxpPKkfhMNQIpgnhr0GlP+uWMsLgL0WiGF+TzHXlnF/krJssMArGgOjhJXghiUTIXYF8QMeb"
    "3W2JKJ4esNGvR/k5sjIx4DWpED+uk3UkVUuVjh/U0gLAiDqSARPltnYYuUeF5NaQNPbqsKYJ4dTRQIl45IzfUEvaac2/ouWI0gOD"
    "+yQHFz24V1gtSeaym9wfYoHxRNsvHvSL9cprzf91FgM8+h8D0bZAjHJGGME5u7TOfDneiMRWNk9jIO9JtQXRWh95COVCfk3fK5qh"
    "7x4LajCA/FReti0Kg3GTN/xE7NCN91tiRShxVQrWQg2P29T4kqxqGGDH2GO8dz2zyUs7P/Vsjt/GmfEusdsOMHKMpxBtBEzHJDSf"
    "smN5Yfalv8NJSMe5gNmsyuRYofeOE9J9BXkstIGPqwg/RhSC2NPPsRyE5Nk3YjFpe3r4ThbeGuNnC24JKQnrkWxAEW6s0tpZJgTB"
    "oRSN9zfXqnccPtmW77aRUF6K9UthxCqvAukLWA9BLS+wupEY2qzpIweS7Bi3FqmHhjKUgvCKxcbGgMsramuKeHeYmSDUTbkNQVv8"
    "DYzsaEFsUDoU9Rb7GyA+DKyIGVihZW8VOwRBKBZk8reI06EK12ZiuviCgg8sdlQenE0HRBY2nqPRbmHWNpAqbeVt2xgZqGgCbEK5"
    "BsQEDKiwjyp5hraS28SQz8abeI18RqEZ8ZLhXIjako6jyQELg8vIZ9CfFhqmxaCKxPAKxghFox2QqIk9SGvseiangHymo+NGUDXK"
    "sE3Ja2AISQzPNTsAN0RVAbQioA4CBDg1Pma+wEMWOXnxfMEYrq6IqAq5YuNlmFJdI5ttwJUbV6pzPY6GHIU2hsM6YxpdyG1ejhk5"
    "c21WIY9zGYHcS4psiIopkdWJPXU7LwmiBGBcLVYhynjnvHemxbheMMJTjIiDYgkxP8K2Ldwre/72Hn4UD7ATbu9hL6K2ksxhFJlw"
    "wLAyyEEa74wQc5tzDAbUqXcjIf+EmX3Eoyvg8CV6G23fwdb7KBh8J4EKgzfPer7CtwQMZpAYgNK63W1Jiw38xFCwYSw4XC3GqvUF"
    "RyIYLVTdLmb42fXlRFJohGDLZiN0Ac2Tixw/vNXCXnuxa41zCTP2cHw9Ct6vI7Ex3Ym0vY61s4Lmw2AflSAYuBy5xVQhnP88nhBV"
    "5Y8HYVBGMSElMAMKYLztM5oKiIdEZSAQLOhGrSbEwlWR4w1fg1qIbprirlMg8GTsPoXprcC3NADV9Jp6+fz2Ba2CCg1U8zxiOCor"
    "ZqCaZ4stDPWsf+09+TYT1QOcTovJyjlwRVAi6TTPLYuO/jXCFlRdwHx1bV+PBqIJa1vMNzsZNiZO9BqYqADYFtyQxixoworx2BMQ"
    "gmjRBmvOAzA5gG/PvS7CqKumEPW1wxYYcZDv0f5+v/il/ENrOMSJzQMlzXT2BgvK9ZS/gfA0n0TCq0EhPhHUXsD8ajTPAMhzwJGC"
    "QsmAprJaOfCJbBG3T8eEM0yHiO+mTD0yaPgeS5vPIIHAZDuMjYdG1YUHSbfII5XBOhkb1igwTK3G1juOHUO9RTqP9Lp9nZtTB252"
    "Tkt0teJT030z6RbpslV2i4KzGW7Q4RdYhPBJT6Sf9tpKZXWlWiTdKr0u4QgdezBYyQ/Ss/GM0sVy+1i0vJScjDnhb2SYTBPH8L06"
    "nnA+vCkJh0xhthvC7PJ26fUYU8FN6Qt5hIUSwq0Sdzc2pzYKUAx+63Tsf/IY+a3S8+Vp968W/v3iiHI8UceuhrGcqVNbFs9LCeyH"
    "iRLPw7nEMHZFNS7XEdOha6RnEzZE9XWotUNiuQGFnRmZ6UHkcEAOtkNq6K03ToFdAKyFuOwoWHL0SX9vnqqA3RsaAK+ZbM+xRf9Z"
    "WjsQopp0bUvvDI2x2gT3X03wk90rI1wuXU0kNEnzhVpuVRdo6WMcadQmMFWpa0wV2F2qseK27DAgY91Sb1mxwLbUMO6zMeH+MQNw"
    "CiFpo4c0f9RYoO2dpDeiPRqLxMXsZz6kuqikngdiMaLb6Q3J0kj6Ep+0r3/omXpjc2OyATMVHqRuSs03wCvYW7lpL7vJj8Q6FaQS"
    "HuJXaiRoUEdN8+l0VYdrjJsehsGONHF/Q4cWtVc02A+jmFLR4eSIzlffKm5jkEkNpJLwqBNEWOl4Tg6BZJVGwr2o8uRrjFuVMFBd"
    "xYhZuep1SG4VqSbVjHlLJd99oIzTbvhQNBCeeRwoVHhEb3I8RjizHvfblKDjZmRXGZYjDKeNHambGChKJ30LUIFiukHlCIV8dX78"
    "GYGfY8C35QJbJw/uo6DV4njsTw0p3hLY0ImgCSWS+2akViwf72xgyKoqdkXP9XV5DJL+zb21AjoTD1ICUSpxjNzZKxGNGvYbI+5e"
    "9PSkDQ0UIV2ZuZKpczw6NiIkG3mincR1KcwXG7IOSMQAeCtb9oLDbVJfOnt1wqMqz77Sx5Dv14GklIsVaYHpUjgK+hGQ3SQny/6w"
    "KGOoc6atMKmuI5bNhWN8wzVyU0y2xrVqjM2EtkGpz+80lI17MngAHEbVDb9MQQdJxy/Q0bZI+2W9hgyDO9RnB8nlH7DfJPGQW5uJ"
    "EzVVouTdTcd2eLJyEyoMlNGfTIELEK5BTiZEdfFhim9C+2eg1lXtDsVkWBeaHdENrHvEPWFIKISjzraHWfui4mrVfUr51vIxF1Mh"
    "FLXPToTDpiZk7PNVGtKz8JQsFOREufQuTvlpyLSPiZJ4RnCuJaXSZQrSegcITTPUSiNSMXhUNn59IO609UFwlU4gUw/onlJwA4u3"
    "bYpteeTLIksfNKqVnraCaamxHCWGYNZT6aAij8dEa3B9iifEeJRltUlgg6stpbZYnyvOVqtUYw7cUwFhv6LZwyyDW+wO+AgyjOMe"
    "FGmtZIncMAW9RJHgAGqUO48w0g/FgKIDBKjYeoDDcySzGAjXaOdLk6+FtKsgUkhCUyN4KmBEy+ssAHGg+BTiKQRSkcSOAnyq1avU"
    "3nw1HfEY+iTXQ3givV7NMPetZjNp1zrFSS2SyD4PxSQ7BjnJakGrIjW4p1XJGighqIf6cU/6hqqcSQXMBzm1gRNedQiLkASD7WMF"
    "drUR5schRgZr6/RYCa6tBeyM4I7Kfr0/UIakRih9Px2ts9glwXy8GQ0cW7gkgGrLItDQZosBX/QbKdnBjvdESM4MUri1QzGvDeao"
    "cyJ8chLsTbt25d7EvtDeYrMIqAYmV7G3oMl9w7gOYxqUbcKBtqGL9Z5mvh7CoQDQHpcSVBSz7BkPsEtkRcrrSCkv6Kblk56S4qW1"
    "Ofx4hBq4IUo5I3lz1FmVoZBSMT7SKDDFiFLJkIxHSRAh2g0wKOQPMSp1DJt8INcjHWIYWTvc3BOE3i2JxXyk5tlAL3UywhjT4Iw2"
    "zCAA0BBNA/kbwJIQqbQP6kqRQtpLdNpXxR5yRR+FcDfZLmvB63wst85TaAxo84PnFwEGJy4VzlPHkKSSkrFwkn6Al3SdKV3BGMqa"
    "oMHXjFeV1cCm/VnemwV+PmPHh2JdF8Qpo8aqZrIRzQ0Y3dv3a2xRslkUVudR1wmeMu1HVxo422G0ZvQmteUS3gcTqoGKctfGlo30"
    "bmFXZkiEIxmo/DbYBMFxZgJMs+ja8XxzIOIJC0TYyFHl871Ig8IjlhDEB5sPftjBz4Xoy4k+7se4d6J2Sjp7gidxz9NpXHAs8ZZ3"
    "UDggerPAGkU0LZdXIYU2iHty45j74UF82CEdOM8SWTWRoJvzYWBj08aREDFMZJpzY0FTrOEDqwUBGp92NBGimW4n+GWciouNGJP2"
    "ZF4EpiNG9aRexWm0qazShSDr+RiwGZ304cQwLflwD0bBXs8K4U0WoW4c6TlgBTh4yQ9hv4V8IqyrBlu8g0o6Hk9dlpORvluqaPf4"
    "zsDAKNmJcDBYeTI6sisnE4bPuCl6Y31TQmxJuy42F+lcFWgcTmym9jeH/AWqzfbbODdqrOZmOX72+jO7dsv+bJYE2BasgZAywU9P"
    "nYMMnL+Rq3QshTl4bLLf5hzGoozIK8AFQZ3NYVasgTI97LPzAmp1Yz5iyLo1p0vCmmh7FPhLEOhggBs6t006krihYEa0ByzUBIzU"
    "cm0jCyUdkPaPUTgu79x8Sx6oLBAxRs8HpTGCJHm5noz8ex9Vj4JvDeEo3VaEDs8HA8aDE2AgdwTJqWhWZdhLwlEX6JjOKmNqId+s"
    "iQmQNRhCtiv8UnwW4xsa+/75eDmz4XvEGRQvDUWOJueInG9rAUv7vgBUQiCLL18d0TQwg8E/BgKpYDa32WsUNo/CWfZFjPIieqCf"
    "gxShy5Qu2hbzmFACFSIzxZ0rlrouVzHVlGzKBdgjSLkcBDWr8PmN0AEKfy6zhAIHBlEpj9ekB4WzUFArbvCdLb+Fm1ZpULpF6QqT"
    "oFx10LchG6voYoP6WDie522wSDHPFikSZxndGcDZqVftcRXrjYrX+nQvW9bVKJp675fuA3NSflZGMfZc2F9hAz4REQ5ZFp5hXoes"
    "gwBxGIBbweJ4jLv6Icc2jKdyg9R+bhE/vD5ekAUeMR5S6rWU48Z0T/VDeYyZzGG+ehDWwrGP0AcJoWxAR56kj3HNCqrcQFvV+lRx"
    "i3TGL7QRP3w4t5z6oIaSPhjc94Xu3h9JwPbQIIivZKN6Nb75deLJoj7KZSXY4Y6RN72bR5yoLivSeG2MNMbME4XyqwLivsACk7oH"
    "K+4eIZizinDhPM6QhTi2YjHB3FIsZ3vWPQtcyCbPZunG9XsqGKEY2N0XSUUzksetUjAqzI5GQ+kbeLI19tTtXDcipxK/jW1BiurK"
    "jVvooY+GQjyvVWOUN6S5IjpWjeUx4k4XAPL0LFmgsiAQ20zldjfxVDSBU/cYD7mI5XgcN6Lq0dAUFCivYJByXSKahlel+KYIe3og"
    "3YOxB+g7mOcygjEYDqh94pbNoMaLjZuBeZJhunaaNXw606zEcuUUlXxFYjuKhU/rELU7d2pcBNy3dwQp1iFJ7mPKFR+C6Z51rQJr"
    "uM0ilAlbPSSkVEkydpVqOea4i5powN4A0i2ZK5EpggcMRdLj42oRdtMG1o779JscIyppMIIhGDkEhTihRJITpkLDLNbW6KxhucXp"
    "xi1ON2VcqAZqw/2cxFmmtAm+5DQVLx2EAqdaFgD2mcoQz2HhLHgGu6ViTcgWpLaD9K2DaEyh1XIguEhH/XnqSHHoV9ArhQZ1oBTs"
    "xzWGadyFGMYLsVVWIV++ErBHQ+o1kt1dGd21+WfLyTRrpGatoNunCIG6dtInddJQUBEVpnQGQk3kPDqK45tYtmBnEvqhcryldMkq"
    "3OKvcBWwP9BLPrCHEUPxOcacNIoXWtZ+Qpc09zkC5dktIXHczHpyGF82A7LPxkP+hKlKelzWEcLxNM5NMXEw9oRKLy46FoI2+Qda"
    "4EPapp/RMQXxYWDY6PpIuebZPR4p7coY5aRaPKnBy0o84VThxaEg06mayfgaEHgYCIMzyDzdFaGR1yhwZfRb2sDuhUHo20A/gACJ"
    "+YwTsnAfoxqCxGgPuOHHARoonmCwCT556puT3fe6Nc5peXMq79qgyw4bRQbp8UGRq1IwDBIKuW6yh4K5Q92xQdm8ko5nEi7Ae0kv"
    "/kQCO93flqpzDpKmKZ12pEQfK2ZgAqp8rYrHr1ipMxLbWgyD3iCgmkdc480dddvMysYfP6VuIrl8v5byF4leFlvjSGIiq1YZgTGc"
    "NHVqNGRcOAmppiZi47jJ1xCdBkoP4lqORwzdOo33+JVLQzBj4aj9FgSWIz9rj6bhCtdNPccv3xREgjVYy5O7z6igZooQCEtkimWJ"
    "V4CbSp1+BqwAmfkKSq/NqoIsEnCBM4+ROmZGkhvaOi/fYMHML4Ipbb3YsPEa2JnNnRyj8I5lCcHOXjlSfzIQeGSQ20JronTU+4cG"
    "JT5oD3J0wBqQDlIcb5SBwufY46Zmc04mm8gdrMYja8SyeG23rzaN2VyNVpM4xWIbYDWxlEmDn9gYLHM28inmQR0HnsLtiqXvjlbp"
    "yHiiqcHc/lwauMiWlmmOSGu0NrNU4/ket7etmXADyRhNeDheaQpZLXtvECsuJAyuIFxp8hhr4aLi5GuBwMcbDatr2BzlPgaCWHT4"
    "IWkP8iyIahHtjseuQFCkYoSOojJuDr+4wEWtiKKqHNn06o9EQkr7WqIqQSpmGEkbkn4pbDZM9AaBtE+zWkoNPCVVb/nFxoTOmy0k"
    "5+gDOvgXyi2lRce+cxx3ieqYMDBtGeLi8CiFDcRigjKMFrHMud8XBT4WAVOeQliAixLREKgcDQtqTcC4NnhX1eI+Urp1ewnhjuOb"
    "EsK7beuiOUSzKxkBEcoCgZaMk9ULxtAuHdZoNmetlrQTBZTqejoD4m6Ncvej5V7JsL5v88NMl0bD0Kul7LOulrTouVrSQqLfE83p"
    "pccC1POEOXl05GMJPl4fi9NpOkTNvU3Lyow/oz+bO6CxkxZewznwcHmGvPxggBHzwobC1bJXbx3Q0U+Qxbna2WpZhwoZ7LkiEHY2"
    "V/CHpVoaSMt5FN7gSt0DKJypQwiGe1ZL7PU52pC38NHKIkrZyJVykyMJpp0OB0A8ePyMvEdKU16BdBQUpRxzlQN3xCEiXOmYraiE"
    "nCwLOHVCSWp6ZWxxJXoI9y1XpSteYK8KRufthznHEM+0G7aH4E/akpryVj5HreQhUWcwZXA06EKvasukRmzmHnsGJ28Va0Nf6F0W"
    "3IRChp8i5UpTfT1QvRsCRKWrxaL3jYEYyqZA0HaO4mzd7FwSzZyWx27wVQpJLH795Jkv9TaYABEeMFdVJLhqGog1EbkeqdlAT3wO"
    "lJeMWrAfQxpCh9NkvSPFhxYqc6XJgc77AIP5AlqoAbC6X2yOjw+Cta5A5itOjLYMXTUT/KwQzXTEhRuAvBmI2hN2KaG47RXnNCuy"
    "DfC2zA44DAOwhZLtUi+G6vwxPXQQD+I6ecr0GF+9rtZUnFsZ97DagU0QNyq9Httfar9sBP0d2QomRD8KhLOrfTg4AAwRMPg8n4Yg"
    "KiWQ/V38sFi1D8JuAXcQpRHJw6JWmeBGTFtlAxJ3L/P5HG+CKB29DDsYkeijOKQywBOtZZ3PWUpENMRQEzAMYI1jvTlaw5Dc2u7K"
    "JiOZSHfEcXvtZ4/X4NsBmLxcEyBa4hVhfP6hiqsHmA2JauR76kKsTFJBkQWSilHguhwz1m6Z5sVoPRvjN66s3DO7OR/jx7rIJ8bg"
    "jMBXF4J2H+wsrfPgv36dVw1GWsdh/epBvY9MBo1cKgTUAOo2kGg6WGGtt+3vuOEjP0ft4iJLjW9lN8/hawVGyuTobLBVSAvGABuC"
    "Y5hgSEU7t0yatQ4CFo828lIB8urhsPo0GOlS0nxXxBLVAIIu30kFP3UMBHNIHuDOI2nuzpLyR6+9jOtYGO+EAxrn4hpxR67GisTU"
    "lrzFHhVAEQz3Cw4yERk2nNeoGvzNd+PnWiAMy0LrBY8arY1N3RS0cazedjLu1fd2lZRAORlJHKOzD1XgvJlBK2gxx2/MfS4jYGZN"
    "yJ52drSGiXG0EklX1rZgWqM92PJgvZpvGwssFPhoC+Eruwb22noePUfQr1c0i8OQNY5IBF3qoHEb42UTOgZ9PYuw9TAihfCq4Yjv"
    "cdM4IdZPh0snCpFLW+qGXjtdMgoaqMDUxtqx9m8/fF0NTzuQyu/AiEpUo7KQdcAdDDQALJMxTwAqEQ8ZCvUCUIWJl6MwMTlmLG4B"
    "UecAC4INHrnkmbRROJk26o+oSc5505G1EBHOku74nhm9HtALU/R/0FMb3LochGdjm3ctvMYPnw9vvmcl3MSwsDMZ7dijU5vPdywx"
    "28TP8lgUIMhyGw6fzigMKHIvb5AD1g5qLsu2LTOyE46CPixa3rEYPxN4LC6+8tCo7fFQdBZHNuJEUlWUnpP8OZ1ID/74olr8aemQ"
    "SuFzhHQxBB4I43zgmoILKT04+toO0ZzUdzK4Ackcs61AvWgH48pOxgdV2+eylcVDZWFnKzN+gbAe0YbfDtUODHJ3dWcrRxPaQn83"
    "iD2rgKU9SN1sKbOHeJ484F4Qz3jwChtsjqff4pZw4Zj28HBFTO8dP4aoXRBNJr3DnS28g7UgW+Tu5Kkxxjv5dk5AXniHbTdfjrTx"
    "Pgr77zu58xw7OX64kPeCL46SeAR5K5QkcMm5cZXasCtiATZ8x65CTLGxsgLiixXBIjFPt1AbH2Asy3Xh/C/HcgUzD1U8jckhRUHu"
    "BQc6GmbziDRSecgmcIVhroFUP9CxFuNDtb0d6JhbMBsPg+F7OtURtMn9lEQMStc9GDyLOQTu3YNrJ6TvKprHHkRGIab4wKhBoNR5"
    "Ps0me5N5qIc51PD03eJkOArspGM1L9JhuLMAtcxA+KfZVpNyQjeTYbC13gZDdMMDQone3gLFyHkqKL1NkZxDjazxhrBKsGM1c3bD"
    "RruzFm8Fx1KWC9lxWcbT+r2ZtVqJEhzLsp7NaJA77dq8pMQg1Ecg2N6zL1WEq0dBH94xHhVpTGJOkt1xM3lBndaxJEG1Hy7LJ3kD"
    "VYbZIB1yPJk723BbPZ6EcrlWNG1uCG6oS5HUMBbsNysOPupFsa+RuslE84bL+JUcVIOOhbww2KplfOVIz+HXr6CtjkxQnoIxMJmO"
    "YQGLpJ3avvvOzmh3PNqd2F+WWfvYtRvsV9jSaRfOX3bDbsvujMqhAat17tJXm418u9Y7d611ELjS3u58hM1b+7nbLpJx6xmhY2pL"
    "u+CCdxd2ly2adxe7o92imhmoYV9i15Yo9tNae9fCVhJbiu5ChXXg9hHhXqdqt7FM7D6DKAyxA4e7oz1o/BiYG6gIlgS2GsVb9lbD"
    "9qAqtmffcc+m2r0cJmagdww97b1iXqwNWkXvFSv8KgKXPZwb5yPrLDDydw42JAAg/+99NyCmNrgSgCLt6Jz95bNz45mhcnRucRY/"
    "WoSNRfKIXgfGIjzDYrGZ2yNxcu5cUeC3nWVo9+dqyzcepju3GrXjMX4EE4AMYAoAQUlrnLX9kLxJCtdspgC4cDMHwI6YoZpAOl+k"
    "aEi4ZbYT5DBBDhMG3WlJNqCt3K0OgAvXdcCesloA8ZZtgDnBcknEIkxk9tuIqtDtjOVQS7weD+jMscQXrYZuIQTxEumYYEFIu5Rt"
    "5KXbeBrdKF6cZkLBlzXoBe9NK0G9VIrqTc8AwCd2CwdJADTY1fILZKgqZpcxKBL38YdiTXHJFPFTXDJlAoTrjtEhjCoBVPIZfmCU"
    "hHJ8CbcKxDfHx8xhzAK4ANB98RB9yzO0RPzyODvuiAWcqzbmcwLLdkv343Rg63sVHDHb6My77bcw2t6y/5CuY6AImXnUjiO/152I"
    "GFluoYJQ3sX4HHNbpASzEi3eBpd2jFj7SHs4DyHqHAu7TAkqLAdbmiMKJVoK1uMqJ97R9XsEMn8BSuqr7RgVWKCuUZ0lZWqGbbpe"
    "sYmWWxgGWAMl8it5GU+5ADOzUn4S9HgEMk/cI8LpS8MoRTUh2BLMIZzXYxDiR1EoW6JmqhnBtlpfNZMpipZ8FSAtZPSUItFGK9Rp"
    "Bb5HiCkVPwRICS5aGuZtsRJvsWAzgHerUc66ttU4i28U+yyx3rCGWN4fbTSGKZIYZIXYKkFAhNyOkdqgsTWkmjEroGnoujwQtail"
    "PwQzCKCfyWilQdRCWCyoUbulTiNhUPFuxRtwYFjBrN1YHd5o7ogahe+BPTZH1tZ7CheskRNeZo0vsN5Cxa1xE+UCQn7pzlkAFB7p"
    "u2ylVm8YijfHBJsAE4JtQda+E7UoqeaQtMV3G00lG0UwBZBzJiMqggqCupaMOWEqROsoLXVnAHM+GitwIV2mFXUbdkrbuDPeYv7Y"
    "ZPFF4XbMJJuYSRjCJLFJY1iGcM2EsbiGxZugsAhhWN5McUWKK1LGIRFXYbPBIBJYpIyRTIX9PGCoorRUpHXEJX9P1qTx/TfZSDcz"
    "lgkmvFu3+AJiF5HIGOPxJsbjzSkeO2WcILLCy8/w4Nnchp9NDqGbOWJZjnwJKVRLB5uEqi4RvFTqgUY0BBRytRQ3EEIKQy9vLY2o"
    "G0QyVS+FlOGchtNbKeYDFaioOaJAoChFiscULAj5vZbOudq4WQwSNyhypQv9OK8o1jkGJrDyuLREPVRjVbYU4EX4cfrW2cO2t4UG"
    "cqdmO0IOiEA3l7fbgJGySmeKYGVL6OaY5XC1bSNQAVQMEdJ1OfwqgOAlNV7BeuQmCg96D+OD1yza5mRMsAnA4dz3xIVrYdb1ZMxY"
    "XjIl4J3TKWPmbianpWoroTo9KPXmiSwgtNJwNbQgMD4JeEnAOp+g684DDtmAdqF3CCk3CL6Il/iCE3xQGE9x/lm0rnCLKqA0lTiR"
    "Bspf1FarQDWvqJmpgAaCaDXEKPrNIsbFqEYMBxN06ckmo6YE1ocm/I0JYp3wFqXgFowJE4wJWMK2jMLAMMHAMEkZxBUYGCZpDsDa"
    "RlyG6zBETPg+GB3Ihe4R8yr0+2jfg5QEpB7AR8Fd/KJTUhgAJtBdMYiqwTrV0Az1I4cbwHDv3qIvSAEZCO5uiJf8kiJqUpWgX1Bh"
    "97qlnUxCdkMQs/nCidJjGmzI7ILOWHeyBOyEd7yerj2Ak71GsZ9M4BfMIKXjjnkdFBfa4PVQhNoC9TYNowaMu+Vzt1kgvNYcBzZa"
    "aZEKZYHoN4ximGUFTXlnKwUTIT4VBGsSlueAcgIyD4aZwgFwQvshQryxqDNHCq6IWBSu+UCcM4CaANs4wQpjwnyLCb6lCqSJ3DmD"
    "SZGxDRQULrZwhA2QEoqej8taSZQiBILMmdMFc5qvFsuAUapiMd1ztMpJLATJqoLIm4DJRoNkVRpWBu41OQ+xMXgsWY/vQ0osBcd6"
    "r0WpzweiCTiPw4cH535tPu8fWuZ9rJdSx1DbuBMSqTSS8e5wcM8DuyJ01Lsd6PO0UaIjUkuuQIWcV82gYKtw7arp01WwpfwuTvYG"
    "AT5PVb/keBM29QYkxznan27pdrntDWU5PQu4DsSqimUKQX0RhXSjkpfeguKByUD7DcdtsocYdVKjC32JZd04Gi8D5UrJfSAmrPrc"
    "Vwu/xC3LtMFVaBuUM0jkyxU2m1s/IB4J/+jLtaBN0P2Lx1Adgk0kwm3BsqAFinKhZljAKGyosJLrecP8bKo5LA7VlislVuzKVakS"
    "qrELNIIMrPRWq6U3Ddl5aSfIqUQ/LEmtCCj8Mso49wlwRVbZvXq2wakniNTNRw9oPK4qSkJ+NP6QDUMoRoPhrEHTx/NW5B4Nkeeb"
    "cBhbsUEaDPONkazBVcqmw+F9BUOzbX9wATSralURzAlFe3vnWSZge4Ga6Y2P46s11skTfMsdNK9dFA+ZUZ4thOv2wkE5I6lv4ZhK"
    "Bi2KnY4JNgEwyadjJmQcy1KwUSkkGCmZX+q6tK5cH4maVCaop4EZSDcJkOcmo5AXQmAwUnAVKR+IzplOmGjfARxEyoIxDwWRmCIR"
    "l4KLSDMWE/IaA2AziaDG3XKGgFXQPaJCN1FFMRCVE+ybaabxFljCMVAret4AWe2VjUgCpmelYMCzDNMDKFqnF0VbbkZOCahP10Y3"
    "G6BYTtfLb3XaX0gFnNNwtIqokVpYF/NLYIPToBRTQRSwKgBCSIINYRsG2UOlEhCwFv4pPCuGuQpm87aAZBapxZ7TmrieCOJ0QsEy"
    "RuPqxwJKagQrPYwhFbqRlp1TLFLDsTUeC3GqUnGk0Zf1JM1PMRilsC0MSbVuSbwNvqdAWNdgA8JiIAW3mLLip4wTnHPISPPxbFnI"
    "shUCVdCnarmJYTAjQMlz3kgjbVzq9PbajFwQuMQdJC+oCPSexOTPjWRq7Z9QRCpqNgs4GBFneEJRQu8IdUj7rduEst7UDg6qklZD"
    "y2vdKI8FkVJpIKiJBKfqgQ/zQcCLRL36NsjXjcK2QptyyEsXcwJUOobDFE0Wosm0EHMcjMP2FMqAkc8AufWUzCScUxhYqaKghNtG"
    "L3wthweYbiTiTd5qK3qhdoycOd4DYjPICFQG4ms0kBqlk61Yw0iv0a5AQDKhA30tfT4aBKtLpUUiZBv5idTXapAypzssHlri3pJg"
    "vGAD5mm5UYshLcMYnEGylFGgxhEuwwCc8bxoS+OdQBUkedkYC2cMgBmWc9kmKdyNhV2GwRbjYIbBNuMSOpswjFR872zCS7bweMRh"
    "uM0wPmfoLRllAxl/iOMlCiKVP9wASXiG1Rg5cQPclcjyJawdtBlEHlhdZeTDUxLqu7BTIsgv70RNaiUJdgYTGW7BwgJcXtgKDVku"
    "NglSwiwgDuy93lE7cCYgOl7JiBLMM2RKYfwUxjVYQkoAGXAaiMoJPWHJePdYHylkbyzajPlDAy2LBG/nnVSrasPxFiO432gYr7lk"
    "DMW2vIh2mVpVlZghbKKT1+JuuqNYDrAcUPYCyG0Y9VqGsl0Lq+QtFPUMIBLPK+eo0bJgyyu5esr4BV2Xsc2MvcrQKQwsBWsiwopg"
    "WRAVlSMk8YfaRF/i+I9xGrbZBWmhPVD60muVde3tgWqILY8pOPKvBVJ37OIn11qBwJ27EwI13l033tX2egDtYGMctDsyaV0t1gm6"
    "d29x4kBwFZ7vft4DkQbKs/YTCm3vgdVIDro0r2RQlg9aeKkD4MpSODwBlqs9Oz+ZQarK/XtGmtVJj5sB8z20u06q8CStwLlc4LZw"
    "6jg8Jx5SboORXlLV2BG/gn0QTKfTscAUcBNgQpAR8u2nYWdPBG9MAXgNZPauc09cC7GxT2E5ymAQRE373asppBJUDSfkVg6IrAp4"
    "eJ7Rolg/zoIFBgzj1xRj53STFIoORnWKsRMswhRj5ZQvM8kUCYBIMKhTDJbTlMGMgCQvIV9hqADEs3ABRnkDkus5wTTmjeY1ZVOd"
    "ZgyzgjNO4NNsh5brW2bLgk8x+E1ZTJaIT1Cywh6hmOlxinehzqaoRxDcWm8ldQOEclobPeWSqh3JDFlLzb1WPpsDztJAcXSc5ryO"
    "TYiIfOKUEndA3bhUnDv2DKRn0FsxQyAHmyasSys2gZzABoEpHjTHegWwJuItQIPtKIZ93Uga5wRBISOKOQC318DUBTRcjANS0bgR"
    "OrXhgfljD2qKt0WHnuIEosEyw4UL3IeHojEUEoJPC22kTtlFNEFgm4Q7u8HfUCsT8UDbhFx1C3MowGQLtW4Q2l6aanMA28/TElkF"
    "zeSWhp4d1Y53lDGO0RKmRGcFVxLAQOOOcKmxAlsr0xrszBSbjNDWE8S1qyXBRNAf7BQbgdO1k3x7yqWnPGtBhPko8NJTWKUhUqdZ"
    "45Og3nZwsaXMOChUIKAfaqjaxKkVIxpBshIzG4HrHKPGzDrPbIIfQQqAaPD8M4TQXZlBhm0jLewAkTmYBQPYsg/mmNpowzRSaSTZ"
    "UgY6523va1okOCEjVuwE3FQxQIUvEH4/vuaMLzsDKz2brawrz7bWuBclgShghj4wg+wJxbevOsOV83yTogEKquX4NOCaBJ7D10TZ"
    "liAQUxTkNGcYcQzw7GY7QynKSZD2UuRtgFITw2cBVwSIOIvqwiYozs5ECo1EW7k8xKSMQBXCNRGVm1qXpfi5H8N8TQnyibIQZmo5"
    "IURGaJczbH7PkP2KHWNGi62GcgKO1cRcqKC7bqFuDEwJ+RW3OCNv+fZN0F8ORB2oQPBrgbKxZps3VKkgFeZB8Vm8HsMGdxS2JvhB"
    "Vr+FuWQrZcbk/mXCOmCPFppjhW64JJQxEJAareiLC7AUVCbz0jOpOARs4U1z/HxfTU6MgOFsbLLFs7oWAlcKyDNPRp3hdLwlPpfb"
    "FVs5zzCBcAcbLc+1EWLzfuEk5v+tnAm8ucAP49IWrM8QMrpKGVcV6wIvQukgoCYoUKrsgoPHFj7+FlofWsoW1nFbWKxJqQZQ8khQ"
    "tSOpgpOWFZp2a7VJEFr41grDgMGZniVC3M3WaoHBZGu13FuRsDFpa2+TbXRrLwWztHVu1GINnW/amIV+nuMb44KcskdttojGQoTe"
    "eFpYjmphw6CFsCGf4scn5lPNxDZD8F1y+3K5VZnNwtkM3wlzbb7g2EeEfBYzgHIumPUOEfsw2nnQwiRFPlEYWeDaZVDcGvoqbINR"
    "5UDw6n5XwegqC6wpp3y5CRDiu7uOJol1rjW10S7zhmZj65N0r+AI0rWsghkAUgUgX0FKv5GIQpyBSYMBzXLR9LDhbfVh2f83VM5V"
    "97Ts17oP1BYHeADIbOdL2coF4ZDby04onyBjCVQxFU0zzZHyUvZSf7I9MKNK2+6iqvg2Cvh12VzIQ1X/xSwg7b5Ihlsqb1mB9EdU"
    "82wcb11kaT5uQmgZ8Dg8brkOVBnOew2DMZ8S7kBFVqtySOoLuLVvUPySawKeHSShk3Qgo64aaAyzmDzygpNPDhXaFiNSjiEhL9ne"
    "SmRm8xMkcFDoyesaYk02lgYeRFtp3EVblwOyDnThFyDCMj0zxpPgJbA9Y538jBXzDEUgZ/CeZ+gx3BDoYpOgBkR3OsNSn0G4RhJs"
    "ybdnVhS4nKEQ6cza+vK2pW1jnbFNjgha7jURt6uFGbFHIBuobXCHAQKpnAe3c/zQKgFR4dv5gnFL0lbKbSQWm9w83S629vDcYnsb"
    "QoLtsLu0fdYqchvEajOLGwvgkrfXPoVs7+AnjbZtqxuw1bAh08ozWut22VotfA1SqYhmDQl9dx7kikPZfMzDO4YrBasZJ3JaJW7J"
    "sEOpw0XbIvecYNqKGjDR4Gfr0nWiJU6Zi6wd0yovSMoG5+NzyMyaEuplnuJqJHN2nlM4Z3CbEJ2DiEOIUSxgNiWcjVmqjNfAkhEQ"
    "LMQ7rkkQrllP2RrXI3/MIQaOaxyBsRPUFpNRxXK5Gz9KsNXb0sQIYDRny4DOLpCk9TNSUn9vcS5C0HeTQNK1VuvDrUzXGsKJSuJM"
    "EHwbzWkT8sHwFNLSEggha4CYX4EbxoBkw6TI6lIRQ2uiBUHqimMMLry5hfONoNCP5wR4RIEfX9H1Bf0sVhsOy7fUjpXf1bZXgJX2"
    "AqBuop+QFr50W/nYCLgW4VnN8olQ40jJzFDGH9vofKKl3bcWzkIFqboj36HAxfZY7B+P5LQ4SihYC6E+yXXPC5Vth4A382cDIfsY"
    "EiECQ20uxiSgKJWBYIElXF+Mz2BwW5Bnlb/6duHawzygDrRkbxROAyEhVDBoCIJTOGUHCx0SIWYlSdkPUNdWcz283hbUxZLhcKG7"
    "0ObFImg5LsIWhhH03EZKV8AnJHCFsRn+8QzsQZgDQfECLwI5+ILaLAYhTfXCY34DspUid5sWHJ+4cSEL4USQs0abza0fNQbWtdwN"
    "XUi6wBgspRYZhyyi1DETwfobrFWlIpjATJqxoPZaZROISJewAnS+17HiuZQMJinaxRQ/FAIvMMM9WONg0F/kE2zCL4zZR+cW1gJl"
    "Af2IRc6LlgQpIZ8JM66Ek3KxFrVg0UigxvOqoJsao2qCWh8ee0W6kkTFxF3WCT2kt1jVUgLDTaIFu/wCaxccpW6xAF+oTS2wVl0s"
    "eCTRsM3piyWHFmyiLIpNznwLduEFK6hI+WDK8WVMTijbdRUVtyc1cwouG0WFNHlXB01Ji05HBcyLGJryddiAZLExEp75khP1AnMp"
    "UGGcNPsbmfmFNB4WhcyrgADEK0O0ucChYEIFkDkWMqwArLQXZ1VnSKhUXiTXtqyEpsSiRhFqDD9IwpM0oy+g37lAnbL/rGwk5qk3"
    "kI1g7sj1z0mHauWBc5ZXFFc08Rj6gMxCU0CElpGLVaPBwpsePvQuJB3YS4O6vJY7S4mriHhIzsglAWPFYS59VoTgiSfrWjRcDHRL"
    "CrWWLvlf8rSVIZvGNimUXnIDfZkRSEbP2dmAhGOwZodiyqpdwLsgdgBQi1inLLXINYR17HLLhh30F/i6NUBucAlGdZnvIjf8kNuy"
    "KKXwja2TJZtpsPtPQsMjKBS2EGtn2MWHyyKuqnlMYsl9Usu0WokAfwPIVyDWkifSFeiGYKAOyBAzlYY8tqSWJQE/LOyItkvcC4aC"
    "n6IWa4BmvKRMkFtQS9jNAtzkk1aLTCkYT8HjLyHEWq6537Zc4/MvbSGIEdkWFsh2zUawxgixXEMJZ2mvXYzzoApXbJ4h4BJMuAYh"
    "R+6uIEcBIdZcxVQgp89NUOJdQJBbcCLj9VMO6wXk4wV+9iWgT0UeuXAuhaYdWuqPFOyrqL6Ciz1+i2LpT1hC9gUeTTByagV4gwKH"
    "6YpihgwhbsW8Tzs9hBA3AuPDAS88dZ2j1RRlXLWIxNjD3VcOZnCctHB9CdFY/waqEqmbg5Q2+FoCAYiLKtWJLFmRkFgfpwUN5A4x"
    "mgsrMae1CyO0yqFsAWsK8i9kXwr+OK8XDcZ8Mt4yhgE01+6oW9Rvg7Wgtljjx4sMimECRUUEN70qoo+S16U2OmwftVpcAHIyFsGh"
    "CiTetBwLpB5IPTXsK4Oa89aZw1TId5tKTe7lGKM2oFYYcoPd4ly6IGxm9FQOGSYPrTvSxB/J2mlhcjIudyNKHVcB67ray15JQEJC"
    "Hz+SurBxtAdU14KZY549B8WHkkcrA49WhgMotCNFqHEclKIlRnCCUXvqe6V1BKzaS2gyG8BdiE5JTAFQ6HSBFQXmuJJLL1gcBMRC"
    "C51FAh5SLL+7x2xLXVZNwKbxi0W6ZmAqyDHTCUltSugc1dqQgAiVyxc+DR6qWpy0KPGAWSOrQG25xTG9hHTVwBwa4eVWCbBXC0q2"
    "WrINwAAcLsckT9cwjryloE+JhS5zvnZe+qGg0rgo5HIG3arcxhUISmhFJCbXSGYyHws2/pKcZkp49m7dUmwbDNSAAOSYVoJFKMFQ"
    "uX4BEeuzmOdY2UpjAFAFLeZ7y2KhVlYoppgLspkAV8K1I/bSEiNfqaFPkkhAMUWgKk5HLpssCwGm1aElF3VsyEbuEjWCM+63ggqG"
    "bizAhRPmthKbByWYEejCqe5JKF/YxosqxyVHwXC8PRAxKZf8zk1T+6XBSjVpahPQXkcVsvK9XrrWZm2KqJ3aDThTTCk49gJL06+U"
    "e0+9WqS9LLUEqOR8V36b7DNHSkXJ6WOs9X1XQwXd3oNaUxhYVqwqTF3Dg+CtL3DFJAwKIk9saU/2sWovw3I66ZcI6VaxP05UkaoD"
    "FfJyqNEz+GZvtWoAzPTNSPgznXGACViYKFk5XTYBKwKKFbk/0E0xBtI/bdEUjngcAfanBfPUi0xKWayFdll12v7GxF1y9K9p6a1l"
    "ERrwrWUQ25RNRaB+3jAz8EbgysrV5pzb5KU+8Uo0MsFT9nTerdybaDeq3EvHOpNc7ol1LvfIU5V7tW6Q2jBwNRYhiZF8q7dYfpy1"
    "MeLsNn72rmfn+FFocRYr77OLNVrR2RI/3IDfCj9KdN3FtnMwHsp6Ku3JiiS48rMrm+izWsQeUR0yoMoqUeqY18mocHt2Bz8MLygg"
    "dq3wqX33qoLmgIExo2hOsqV9TUCMB0QMLgCWVFKsdJKI9uAJeTcEGSqzNodl9MnQDsAegTs7bKtN/KYSlBs5wQ/rA0y0MAYDKA6y"
    "Ss9ZHePLqilUvkVYhS1CWasCmguSlQAhftOo0m8gSybMuqmyeCY1kB4/Ici42HIijRQzm5ApEO5jwu10YApiJdNDgfT8+Ea8Pc15"
    "nU6UC6dONH5jinOPaDk2ii6h5kNyShD2iIysKGYxghm6ekGVsTzcx5fnViDPeJZL+BQovwFCC1boDHbLQJzJYmGc5DMk3ae9VH+x"
    "+ZgPgCxY4UKfbOGm5luZkBZeR8xrll6NyzSUhFSM8/uNPLfmeQ/MBWBmMRWMG+HA3sHw+VgVg0m/VpPgMfdI1JFq/EK+NSZFwEpZ"
    "FrUjijayYUiXs4BnCThH0Wt3G1ymBkJvRLKoIukX5mreJNJIMTH0w8x7G7EqxerCKV7plgEw61XrnkhFsSRy9Ali6RHxjIts3WaR"
    "SCNV9ZSeQ5fWPaXIUpBOaSOlJD2JPq4D4QlUlagyeftr3cuBY12yWmQBq0TsObyoGav1UUNPqU1U/gHtH8sbMw2BO5aaK3WOVNyg"
    "xV1l0ioCa1xB1aRCl+J4yH1qLO8YYFvMa3ZkyrlwmqVyaSmmmWpBUBNILMHn80a0sILHasg39LwAXZQBLggZg1LwJFWwnmgER2Ge"
    "mJbwqxLZkIupoikJWckSUpFB1cRs84W0ON0Uo7An+/U7BIjDSqUq+Ub8AeCpmIcrigjh9gQAy3cYBxYXC4qZE9cilHsQCdDGfFuh"
    "MvG8Hcyq0GmoaXIE0F0wDugagRmTFwQiKZ0TTgNRBaJ2gk+vx9pUr7n3C4jrbGKC8q53JqJUWDfxULTBhhXmhC7JlrxjSyFZz+mp"
    "QWQ1IOtIe/5bGWa/WufWXBZbS5uj9kNl9aTSKtTdaThGCp6SbgOgRdDnjUFI4NDQ3Sqx4QkBjxcK1yQIeSHLy5M9NaYQA1pZOeEN"
    "zEO8TcdNhXV3PHcqkt8PJm5buiMDbAQ1h4HKuddbYxytweqPPauzBNxOrDm+youxbhPFyGqo/zA4qjM8qCNJ2Vyx64BSx1XAyk+n"
    "a5wIUfxSmS+QnWDjd5rX8d2o0aYg1LhqvDzW7ZBP19C+q6G2ZoAbwj4+E9XEGIyIskDkfmGVOfKEjPppoPCcrZxPgS0dAxkRZzQi"
    "jsnSrzUIs2rAO4Cr6ZQ1s7VqdOAElAYDLFhhJMsIhmbaYZcvKiCKwIRrEjaN4RE5NjFqqOvQnCZgbpyFel/uXdYe0WNuy4Jc9ddh"
    "+qv1MQ3iAYjYhu4DIPfe6m1cOqf+QD3Xp4P975q4EVRgR9Bf0igJcOr5CmN1zR/1WmpVH/aV6uW49Gor8MNg7VYxDU8dcm/IZ9Mw"
    "g9bU+apxYolX8VP4RIq500X9bgyv1eYz4LaQBsygaibsW4IW4CuU7NSwKc/PIOPyHlULxYOYOKnHgUAn9mqKXOicxVHt2L88jqDW"
    "pRjwGmuaGh0S7wXWva5YHYhm6XBykxwXm5kLMwyzuhoXMxoxyxzVxLIVBqpSRNU48usr9SHuuMkwoRD9Eoj0QaqhTXliVgFwfZz0"
    "ZEeriHUfH8hW1PBUiLEotn4MWRSloNocCFWTeyltnaGpsWrFDmCT4WCMG6h3nFWB8nvl25aEXqeipAVYvb+pwpU+phjBgqi65LWe"
    "3z56sAfNRGj6uW/6tmZgten6pmFN5k7jI6FSDN3Kt+4yvpWreOBJuIytSc7eW1p3CI7b24G/9jY4aG97PwZtdMlulCtogcuDp/XW"
    "PaiTKAnZOXfUwXEQuN7JCdj5dnLq9hqGZZp6b0EAJ+htcHve0u95K1tPgCzCwOn5MFAxpAsa9uroxbxVBbjj8jacEcAOtlyHt97u"
    "4SS8pU/w1j2At3Ta3crntiErMbxqt80EP3ux3qV1S5/WLZ1at0Ov1m10ax2pWqS8WLfUO3E/1iJQ/wMf0W2vHzP06NxG7oq+m9ve"
    "S3M7cDPRagqRJ+RWW6vNFD8EwThjLKUz3xbefFs46wVg/dDVbht97bZyttvSra5BvKrLfaKL3LZ3jdsOHOK2waFd25tjbAeOb9tg"
    "1LIdOLxt5fHWEC2M2Nfkd+BebvRA20pkLv7UbQ0GY8etnMQK1cLyE9sOPCq07ha2DX5hW/qEbb2aMUU2IHibnLW2DVol5GlNgZVp"
    "cw7UNkEmuHQUmZzoxjRSaU9WA7J2OmKN/XSX2cIfZtuoSiWi5iBHd5ItvUcCMoYcZPCV2A58ICJA3Q3oIEM9nt4mWgyCLrnrjQG3"
    "7lSvDV71WrnVa4NfvTb402tdYBultcGRXRsd2LXum67lGShHYSUY3cm1ve+39thhqWPu3tqBy7a299TmtAav3itbS49srbyttXSx"
    "1vZe1UDyYVIzO+6brD3mLKwN3sLaRk/wVgJPXm103BUoLxBXTRom8HSfEmGjji612obR3BiXy6xWPrPa3mlWq2WxHGS1cIzVwgVW"
    "i0Vdw17N079+IiK4s2pXbpBtheEK/qha6vXC41QLAxErHUen2HaFfrhyZgWnEeClo6XrqXZlX3wlnaaV7EwNnUe17h9KBPVnjrt6"
    "siDG09WyP4y1WvanpXo3Tq27bCJBRxGtO1YiAYdKLd0ntXSZ1HJgCN6RWnd5RCzmJbo4Ahn8GYHuvRK1x9wStXAaNM2EgyOhNvgF"
    "aoeOgdqhl5/2hGPLVg5+WvfwY3gnVwXREnK74k/GKYLznZZuctroIaeF/Q2a36BTnHbFHxkXHi7wnLmZGp26kJIMyg0AiFWS+xZD"
    "IW9MA5Lj9y5b2uCzpR06bWllpL1dqUGs8ZPjlhY+VlooQ8KpSks9aVeNjn5VItVHMtPe7UkrvyetezgxzGQmuGOTNrgwIcXl5XoT"
    "OmNr5AqG2j2VONZkP3Bb0tJBRRvck7S9fxKSNdFAz8TdkrTBJH0LA43wMNKu8VTogbiDkVYeRlqa6ifE9+idjLRwJyJItaLgUaQN"
    "siz5FGndqUi7ti8H1XV6AWnXBPxB4wy+Ltr1Epoda/QJubpo5bHCEC6xAZ1+KVrs4ayRs1xRtGubpaQ1E5xCtHLhALzEKXuxbe6Y"
    "oQ2eGFq6YmiDL4aWXhdaOVtoo7eFtvea0PZuE1r4RWjpGKHdwRPsU+yAhn0AAzRkB7cHvjqT54PWHR04ztJAoTDWbmm4vw32+duB"
    "ZfxW5vBb2sNvYQK/dRv4bTCC39LofRvs27eya28YpcUHxbgqVYIdbQ9I4SoYsW/dfH0bLLC30dJ6G0ytt9HWettbUW9lO72FJU+N"
    "AsFgeRvMkLfRmHjreiBuzbtlwWlHddeKuGu1BwXaXbt3N8PPamWXP1y8q0O1uzP8wrE1GOVuIWGCGe4WFrTbXcsUdrNb2rluZbi6"
    "hdHqllar23N2JVgWGqpuz1l+56zqzuXQLAAk7wVj1O25JX5WTeeKIsmSh7p7ukvdeYPnuwvdFyTnu/u7v+m+Klkkv93dsP/73cXu"
    "anfF4OXuQbviG5LrRl21K7vuWvewxXxZsm9XHVncIfEdTNm3XL88OewOLOZat0j+2PL4tOSq0TcYc9XwdYMXu29NHu3e232g+5A9"
    "+V7L70r3uuSu7oPdo92H7e6H7eoDu/Zhi0d5fji50XUd8sWzDrvnJzeYY2e/I085YMpzLeUgpry7e1VypdtIjiyfa91H7Kn7lud/"
    "6t7efbq980PdW7v/NXlj94g9/7xdUXdPSn7OSvtRo6/z3aoEJdu3d3+ge0ryL5LfSV55x6cmf9Cd616TfHwy7360u6O7z0rytu6z"
    "khcmH7Dn37C79u3u/e4VCWomSZ6S6B/KJOrJyUXL/bOSZ9gVhyz7ob/FQyz7A93jk7+yer9sZf73yeOS+7rPsHL/ucXj7idYTYec"
    "+n+/3P3W0Ye7L7G3/YU7PmL1eKn7uOQPuzd2v2F3/wd7b3y/h7uvTK7ZnQfdi632HzKqz+fxyWn/Pu5Y6Gr3l/b1thLUSij1ZcN4"
    "v63kEcv1OlMe7FDnj1ptPCkJzzmMT7wjeSJze1v3hu5PuqdZu/tD+yZvt/b47OSfWGpquV1nezryL3vJcuqMemXycqu9L03ebblf"
    "7V6b/KrV+IPdXd17rL7f0/261dOddteB3Yv2fWjf/AHL6ZVWC4f+/2FvQ5+coCUO3+2JyZGHO7af00qAlv9fJx+2J19iHdxga+ms"
    "RHjHpyXIPfG8+m/VdaK77slJ14VU3HHElAf4ZXTN83n1/9VlyQu6z0zuf9zvHf1A97907+iSLr3jN7rPSX6g+2Orq/vsiW/rPiG5"
    "2/rMBauFf34Han9kbTaxOnrEUlGSL7avcq373ORFybOSr05ek7y1+6Xu/0v+tPtNa+ff270pOdt9YvL19k5PsKc/YrWyb1/thqWd"
    "5/t+UnLZ8uks/6cl+6y/q90LmTve9xUJvvZD1odfa099wGLO881Db3x2sj/ojVc4siD+utEHBv+x5dRxtPnP3czK+YIE+b/VUt/U"
    "ldZW77a0z2XPOWCvOuK3vWr4E62055nfgY8Kly0dff8bk3eyDap2j7zOX+nf4Jn2xCdaqfu237fKp8Tvf9D1LeFha1F3Wz2hn77P"
    "3/GDVqOPZ08OV4U2pC94H0fKzt6nYwkPjX6318LMWv2+0Z9uOZ5nCtrZB1grD9i199o138c2dMne55BXHHRhDAnP+njiA34j5PZU"
    "C3+/tckjjidvsxr9R3a1vtKhtZiH2E6vWcyBvc2N7tV8s32LQSt5uHu/1dCTksscpTsb655o/f4JCWr88cm+53I0qLVn+Ih2ZCP4"
    "o93P25X4Dncy5gFrjxdvM/Ld6P7M2swPJc+18l9m/7pmsw/u77wvCAo/Nfah7tiI1Y9Zpz3n9JTa2vk7uh9L/qh7npX8M5JfSt5s"
    "veI7k1+/zT3vtDpa2De6aOVHq3m3lf5FbOvPS74qecDq79DS7ureYnPQResvV62VXO6+IsGofmhviCsfMfjFNoY+YHnfb63jo114"
    "q44zx5Hd2//rxw6NwT+RvMLGsb9vOV6w57zZrsW89Wfdv+1enjzd+vdf2/Mvdt+S/EqHr/FBS3mpxb7ORoqH2W8vsA9dsrL8ywQj"
    "85fbl/12e/9D+4IXbTa+Yn38c5P/cJs6WHdvsTs3bI69wvHhLWyZF6xf3LC3fLD7NUu9Zl9/39IxF1ziePB3/z6np3T25h05ibU9"
    "6484U7/MynO3fYu8e9Ed35C8y555t80qX5m83frStxlXc637vAQ8xzX7Hn/N8epy94fd2eTzk2+1NvQ11urv6X7P3uU/dn9sI+8V"
    "+87/O+tLrRDj1CHnuTuSFyQYaTCXfJ5/N/SNj+cYftD1/bNvqU9y/HdPeVrym92vdu9Mftr67t/Ym/ywjdiH3Znkb2xG2OdIkgx6"
    "BsY/cWAdZx+EXp08zNEBX+uZyQ91Y86OH+p+u3t68qHuGckPWA19nc9Lo8E4pvkL/77iJm7grzqMna9Jfse+70fZly9Z7X2D1doX"
    "J/fbs95vI/dHbYbYt5n3XuMSX5eAk/z9244Hp6ccdt9lOT8ruZdj6CVrwfge99i73i43vcfH3VT2a93rOfNoZPnXvO5dVmcHt8nt"
    "svWzK9Y3MNJetSc/SF6wSb4/uWTtINSdvt2h8V/75ClOyw1zszjWg04jJlrO8+2uBzlPYmR5aXLAEnX8kuAmX568zObrzrntQ/Ib"
    "l53GHIHrLvLLvzg5cg7itBLc2f2Ffal77e7rNkMccEx6AfHd3eGxFqVW9TyjXxTHKI3IyBVvj9n4k4z+2qRjKS4z9SnJG1iyX0t+"
    "zcbuh6zV/o/ddvJNyU/bE3/QZop7jHu71F3k3ZetL57n6HjdWuvXJJ+evCp5n5XkARsdH+Js9Wz7ju+7TdkSGwWOusf5ux5wZP7s"
    "JMwioXcd8v6n2zXgC36LNY0SoxQ/yvntIrmHN9uXPXI+o+NcecjZ+fpt5uDvjKP4JbvvPMuIURZ9FJzUc/yOUJJw7WUbNf9xElKu"
    "d+FL/d17yQXjHv6r5E4r56M2S+1bK0Xd/bjxhUdsX/t8m5fxSXck4Ck+am9zydrBNavpffJ8GEFfarPLddbbNydaUWlGfh/5vwNf"
    "eT3Edzj0tr/vX+S69feL3V9ZzBNYwqtdkRwwt4vkU6dJmNUvWX6irtpXvqv73iR8q0NrOx+x57yQM9wzkpckHVeByP2Nls8BuUZw"
    "of+HvcUjVoPnLfwWcroHtgI4tJnp0MbKa37PJWsJKCHeNqRcYsp5pnxsZyZwYzd8FviSyAse2Dte7H6S3+GI/Nz17p8nb7JZ6ei2"
    "/fSG9dSj7nu4qlaruW45Xe+6xzhrntZ6/yB5jvUgcAPoi+/r0ALeb7zqBZb4GlvAZbbqfeM89vmlbtgs+kbrc69l6S7ZNQ9235bc"
    "8LZw8t8dXheH9pXERX5Potr4gOV8YE98n/Eq91ovum753mf5/T2bw+/hWPhYZowHyUWHf4mtea74rPB3z+0G+bbOegp4JI1A1zvB"
    "+7nK+DxLuY9vc2SrIUgu7re6u8Bxu3POIbcaPmAMetSTkyPvP0nyaZzJ92/7pkfWo45uWbOnz1lnbJR9E8fVlySPcCX7MMe3hF/p"
    "i32uv8zcr3MFgC95aF/+yNcTXffVvpa51P2scUoXOP+9j63kXd0v27j/qZbXH9hsclf3C8kzkxcbBz2ymMcn/4+N7x/bnnWXlf7L"
    "kitsja9m6kXrHYeczX7C0t5lHNN/Mvyv7IpPt1XFX3X//W1W1TeMU3/Q1+pHHA/CqPwXbJ83WCs3yKt3HEffz3q7QM7n0EqQcB7B"
    "evY+m5vPuzTicvcd5LzBm7/XuM8Pda9NtOJ7WSKJFka1t3Nldp/1qEt81iI58Kfe1/2uwcvk1/DkL0g0ltzB8vernX4FFGbli3bt"
    "lQH3ecO/4GWuuMOq6jpr4uuNS8M1520Euo/UPq9QSwWP9LLkOkvwaTZHfZgjx6O2pn79bb7PGZvxL3KMCG2n85nndv30NP76dK7z"
    "0FpB520ycFxXOS+czo8+ttHyktXoxcFqE+NAuPIBjmPXWWtblIlcsXZ4em6fYaP98+2dujieYCWiNeFP2ayL3ncvefR9znZ/L/n5"
    "BJLLxyeaGa/Z9Q/xC2mUubObJ++M49uBpV7xNvyb1tt/jDPeEeWZryMXMuJcifDDRl8kF3mxmySPS65RdnvD0rCOfZB5PJfzOyQH"
    "r+eaposyVrytZt/TvpzGkCMfIVEDz0nCeInvcT3mJwlpR97lmo2YB92nJJoX9rmGvkHO6yWsxRcO2sH/y3bwpOTA5RRJlFN0Vl9d"
    "d3rKp9nbXuj2kkNy2l9o7eWGPekBayu3e5+XJwllRUmi+XPfesQ1tguNEkcDOd8nJ2qZ/Qx7zevhM51zPeT8/4LBeuQRb1WQohw6"
    "l4gfpNbirTB7Pm4g+7jD8953+es9HNHU217F+gOvdoOrEOT1Rb6a09u9l2/XeXvBk/5hcsQW9qm2Qv5Tlu8qebmr3T9L3tF9TvLj"
    "No5dYmu/Quk9Vh13U/J2ciRSi7/xGGfay9Y277Yx8HNtbfIejvSPWm9/bYJnfVeiUXmfdXKVb3s/+/1/tvDXJqFN4Z0+M7kRV0+d"
    "jXGhfDe6dzgXdFoJnkT+XdKvJ1idP4lj6uOTg8c0it1Knq5V9RMTvYG4CPHbX0SO9yUcix/1te5Vl3p+irWTX7vFc5KkSW7XGx9L"
    "ym93n5883L3BUl9jb/9vKCW6YLzePd0TE8h0XsQaeJT1iDw+zmr7HvtmP5H8ho0u2Dm5j3PzKyh50Og1Ska+7lIrFH42OaqeTzu0"
    "666xhdzw79SR40qMs9jneveg+9fdbnI2eQvHrHdY33lV8jSbmz/IMfNOK8skgRTqd8ip3mFzMiSpn5c8K/kga+uS99YbXeiNSfIZ"
    "LmXT8y479/7r9ryfJGd0gxKHazZj/3uOs6fJr/seENYyn2L1cxBXq3d639ZzvpBjxvnuWfZuP0Vp913dk+941Nr0O218uc/Sfocr"
    "LbW3C6yTVyca1T5i68lPYFu6wFnws5NL/ILfm5z3nbgjrgMxHnx68pfcWXtK8rzkIZbrXnKmr0gkubjB+eEuyiX+PnfUsHuB1vHj"
    "tmJ/VfKbls9bbLa510anH7B73voYpThnk7u6Q18/Xu80Rh3YF7wdh4+6+n7u2+nOI86QV2xefNS+xg3eq52mQ1/rHXU/2P2ZtUJw"
    "PW+3utSuyKPdv7zjIfJI17iSv5s7gbjnM61nf5XVy8O+iyWIGvzG5BrnyNcbp/s51g/u6f7E+sC/Mx74mdbeNpO11ewbu++3dvKB"
    "7qnJf5dctvHyR5IfTr7dcruPtbhOvsti0S4Pun9GefxB94v2Fb4lASf+qJX2QbvqR+xt3sO6eDl5mesuZ8C/h62Ue9Yr/8q+/B8Z"
    "N3LDWvKvWNv/2e5/Tn6ru+qyI4zHP5lc5VrkLsvzI5TxHnFs1BXaT/xWtu7PTy7zGQ9yVwz3Lmyk+6Bd8zW2+rpkPAHe/wGu5P+M"
    "O0mnf58rvvelVqW6e5XPc5du2vF6NvekTs8NpXxy8vTkBjmXq8ztOcn5uPdxxLgrPut8XnJ7GdfteMvT7rnub9OnHHbPY6mfEUeI"
    "q9aiDikxhQz9wdtwG4f8kpLMLZOOHNqfUAp/RMnDVXIKh84FPZMymY47xneRuuZt/hOSy95bEpcEXPM6eI7XwWm88oe6r+caBfPI"
    "h7mu6GydcsSvfrrcH0+81e7lz5BHeLeV47spSf8Q8bfbaHTZcr2fI9E+ZR1Hvkf3+cnPJN9mveH3uyL5Ouv/n5iAS/7u5M+tLzyW"
    "MeQorijC3umfdt9MqcLppf4NW5/+nK1Lr1r/um599SGbK16Q/J6NaH/iraKLvDN+WzZrnb4H9iTuoV3jymjIH1yzenkwQZ8C7/q7"
    "lFpeoCT+qqU8KwFPgtp7TnLAfYvPsbzuvi0fclqrQs+87Dtmj1Iuh7HsFxLMUafNp6ff87Fdo/+hfesPd//K2sI99p1flrzHOMov"
    "TR6ghO7t1l6+kXwmZEvYgf83yeusHH/avdlq6X5Kr6+Ro7tunNAvUkfh9JECqwLU/OP4nR+X3KAs5vA29fbh7oU2Z+67/ojazN12"
    "1/OTW40Un5h8FvmwN9pbHEZJvWb5FyQ3bju6XOt6yQzKhlFtn/38NGnR7d4UPMaH+ORX+rgGafJF8vzqBftRynVkvJlm2ENvBZIa"
    "vMN4lH1q1LzS6uMZ1OC44fvO13y1crpc+YNW7v3kKnVHLtpMBp2gz7a2vu/Sgi9wCcc1l/6jDt7endy9fNnfsio4sl7ydHKMSbLv"
    "GhUHrNfz5O4OuKN+6Pzbg13NNdnNdf24RPoX4psvcB4Uv3feSvhym5e+3fL/eJtXEHuvXfMe410vsGfc3/1vCebO+yjJwR7hxe7K"
    "bWvnorWPD1n7up8aMPeQJ/y+BFzwc5L9qFvQxTEmrIvDnPiMuKo74OiMN/oK1tr9nSQw2l98bFLQvzvv/w7jVjBbQDbxIXu7B43+"
    "We4UXWN9Qr7zvORpSS8RuNz9VHK38xiXWW8H3NN5evKr5Fuv8J4/txZzg3dc6P7b5K/tqV9pLegZlMo+ZM8+7F6avIEzlXYeh7ox"
    "n5T8bXKkW8lFH0/e/puTe1yCcRSltijdI7ZC+FF7w6daCf7P5B/YqP6I8T+Q4b3HSvjlye92/9a+xHttpPoJK/8DVv5/kLzGZtXv"
    "sTr6QcozDmyseRvf6A3dX1qbelry2dbqD7gndpW7zP8w+X3uc6DXvJQ97kHL8duTR6zNnD+meYUS/hjf9l90F2/L1eArfEsi6dQl"
    "f5tLXBk9Fn7nhbYmuerfURLHI3LEhzZP/hNr1+cp9UOL+Ev76nda3/oDa+PoJ5ADvKcb27Xvtb720a5K3kd+MGja6Jtg3+4iS/Sg"
    "yzODlPWrKXeCPOp+lv+G5fpui3mge7HVVJvc+THfl/lY8omnp/yNjWL3cQ6+3pXJS5LnJtDneaT7Ze6Adb6n3lktAn4HZ+3TpQS3"
    "3xmSBskBeY6O+3gvSp75mOQuWNV/SaJ1xyHXP48654kR8gr1ymaUCV61fvwee8cLlFVfIze7xd0F8KTv756bQF/x9bZGv+I8IEaD"
    "B5nrKHksdQ1dzSCnwujxyS4/wJj9RVbX2J/9qPWmH08uck/8rXbH27tfMR76fZw9H7Fnoh3f273kjodtvn2I43rnq8mrlMc/KzkY"
    "6F6gN/5TluR3ufK/3b7zx1KufDvp8XusxbwoebT7PRvPMMt8YvKD3afYrPM6460/1ervxcaFvyZ5VvJl9n7fnPyF8bw3jzuPGtd0"
    "3urj/fwmjyMH+oCtJJ9s3+8dNh5+E3esb1je2sc8Iq9zlfV0kevlD7N2HuZMdd2+O2rv57v/u3uCjQA/YH32ucmnJM+3/H7G+PJf"
    "457rRbbRrku50rhsYwX0Nx6yUeV+W3djRxhfAzXw5u6PrczXrORvsjZ2zVrXZVtl3dN9YfIuG6d/iFor7+6eS/kxOMhx8vXJB+yq"
    "C5Te/iZb7EHXJBc4Z+3am77Z8n1iov3rh/mdL3Bn8M7urJX80e57k/dyhvpcG7e/gZqEd9podMNq5inJA3Fv+uuooYfx8V18/31K"
    "YsLq6ytiu7jTnvWCqDVzGLnwZ9s7SCp52H0tZ6PL5H47WykfuZ5A2Dl+m31L7CS82J7/MHWnJQkEr3avcUFfkvxSdxi1415N3n6f"
    "vM3v2te9hyPo0222vrODbubd1uOgt/3f2PfFEz7IvPD8i/aE81bbb7N7v9ue8ZnWyqCLcInytIe7/8nmNEla3kN5CXS4nnXHu+xb"
    "qCc+dSDv7eKo/l9mhH2PlWWcoOd+PLUdLnHX+t7uK5L/UjPG6WvNj+2bPpbcbrePsT/QlQ8yjiPjwS4az3e+e0ISdpKO2Gs6rn6P"
    "TmhbQqMKfP5HujfYev6Ktanf557wFVvr/9Pk9TaKnK4Zh/2tV1nJ97kC3ufe10Ubz689ptp5r32DizYuHJLHx6i273sgX2I94Fr3"
    "QfKkVynDu2ot+Pusn73PxoSwzj/qfiSRxArjxelSw9NL8D/YqHfoWuFaL4Cz/ILkl63HnbGx7V4+/xo5tes2qr3Vyne6NO92dXCa"
    "XBnf8pWUjwa9Gq1SP9ydzvf+ja37L/u1F+2d300J0DXys6etnW83mz01SXxlF/4pdNFK8Rfc47uc/Duj32s18oHu1VxtntZCKuM5"
    "r/P8wwXqhF2hpsEPJb/4MdbFkZzvYT7/ouuLvYJ95HTdlT+Opxre1/00WzxK+brktR/jceeGjXBHXAVg5rja7SUYsd/d3U7mcLo2"
    "92uTy95G9+3b3+jewjUcTkKcrudweju4yPXcoZ+GwFz4/cZvYC3woe6dVu7323XfZCv9T7AZ56XWzr86eSt7+scl2i35yeQKuca7"
    "eFrjMncYP2Jlf9Dmo4/abHet+05rAW8yfuddnH8OOR7dR5nvz1leD3FP7Fr3bVbKB407+47kqdbavst4n/94W6nh8xPtVWq/NezZ"
    "Htewlmz6k5PjXF7fIp7sKc9Mftt69ou5w3jduG5wWV+aXOE5nUfIT2h0+Uf2zOs2Rh2Qczqt1KfrQT6WtvN7xtm8IrlMvvcyOfLL"
    "HKsvGCf2INtrx/3FR31X8Ya9x9u4krjeSV6t/YKfdGnuaRzKeeO8/3/WvgJeqyp7e51LKiCdgqhgYoLdnSi2jgoqo47dNbZi16hj"
    "1+jYMhgYiIEgIgjS3XW7671vn/U969n7vPc6M+/9vu//++MPgfvGOWfvtVc+61muo2OAr+2b11LFfGeT78RYpQdKkntYjVeOELty"
    "ubc7bn0bPBYu/yv5s635z0IJdPyucgn7zSohjVZp2YCdqc7lw1xlxVZtR3FVoPzdXvlRr8PkA/ztI2iTIl2C6KgMEj8fHuU0WKbr"
    "sQfLiYOuoP6vh1180aOFsj5iMxxFP8iB3VsNLUXWZ73snvozAhwK/y3/bpfqV/h0PasR1gNgmeeu8gBzGUMga3WsrlXgHRvw/dPE"
    "9sEyhFFGKsXILEIbZGHBQ29Dm5ir7CVt6Mfm1weB7CIz9U39Bvt3tHyqV8ke0JPr9T3tBgv3V/hn62FPt8PaLIFNLMPO7NdCy27S"
    "IGfZRstv3j9J506dSdZi7OcY7GUlde8HuJvbcK62Z743Bd/hVDEfdTXk6yddBK3zDv5er3fpaFY3ijy+1yRkX9afDUMao0RZ3ulU"
    "qfZVn65Ehqwl3s15eG29f1TrPYaR4qqpGcabMWa+EuxDSPoz2TnX4Rbm6sH2q3OuvyjK+kU6peAPdsZ+vgx3cjriuPHwFpbppzib"
    "G/X4YDN04u/w1B+B9tkO6/ah9sG5PRF7vBo6JE7cd7HXy9aVZmfBYXVFmlHH9vf+4no1mu+jkUhAd2/2HV/pccExsl53khdwfy/o"
    "ZXqfTNeesECtIG6CRbjv1/RxeAOP4s4qwxnQDNsEH+rzOlfH4z4/UuuO+QIrPEhm6E/SF/ewkn6RW3/TPF9Abh+TAxDjVOos/Ttk"
    "/2fY7VV6AGKbQtzPDpC26vAXvU/vx27ertY3+Dk8qvXBusDdf5ucj9Qut6artZjdpg6zkNKx+NnuuPMNtIhxem0Z3kcDJSUNT/EE"
    "GYLYcrY+KGYtV9GLWYV76ooVGIjn6COpXI0w4zO7yZzk7iiRL3amzMUu9sNqfoNrvy6PBb/qy5Ce32B9b+Qpy3osVRJnw7r0bP/G"
    "yHJdqh1lC3jYJ+FOpiF67g9JrcZZmMUneQJX+IknwNWqN9J+TIeXVatn4LSU4vyvxqsD5TbZREsfoXhriUdUSn+tx3CbdLf3K9fZ"
    "S4t13a6AX1oMq2VdHNbtO0I+Z2fuyXI3tMkMfKaCEeOBspgZgHLf8ZtmFrSSWnYfyLLplhehD0+W0yDfnfCTY/VJaNYp+pJOkBel"
    "ih5LEncd056QlQZISRk0iHWQHSfmHSzE638nBmkVpOYgCak57Wz3l9B3FbqdbAqzemHbIZCbN3Q7fUxP0DfwDa9Dqi2D8RgxRHVq"
    "lrmInlKM6CvzQCM92PI0NnfWKfMYh3hrZ3XEdfj5U6xJV9CLbkB0X0cJW4eVGA29tAbPvBiSWofn6SRnex2+Rc4TbT75y/Ed67SL"
    "nItnXAS52z+wbpOFODXHeDScScoQaeAzVtFTyF+jTHp0S5r+krPRdjdHQhba4+TVQhdniJA2mz2YONgU/F9nHU0+ftNyrkUxkQz5"
    "XqmFjiqE7L2JKKY9vJk6SMxG7NCvuOpi5hNcd3iKFrYJu/mk5K/LBFih1Tid1pP8J3kC+zMN79pf10KrfwmL2g4aowYyVI57qIWc"
    "mqc2T/+J624hY5gHXAhtbFKwEZ89h33VhnPogFXLEhVqFm+xmjy2Z46vymPilXlOQ9GtYq+w82K2hyZrot+QbLFTkygV5zMmaCQu"
    "4Ee8s0yf0YXYvZMh0a/L6zpYDwii7KdZj+PwVE182lirXST5P3ODDML3bimuH36oHCaGb/8Er9Tqs1JNDVdAdFaxJtjJXqP/wqmM"
    "weLGsHNLIRmNOFOLoJMsyzYLK26fGilWVauDnrFnnUvPYzl21DRFN3jcjfRXNrK3bwn+di+tm1WPDTtyi3yG3RY8/3ES8x5zpbeH"
    "Du1fz9NjZ85ZWtNY51NyTY/N4be/JQmPqSrHNaJuWFuDU+ipNDJnVdPKvW0N61+NO+og1ps1BDayHbRKISxmlohtu+rpzM7EWYkw"
    "nKHpsP4yXB7T9xGL/6CrEK98Aguypfy3rrHQ20o7jdfIREZMzvIndEecvI6yD1bBMp610AMpPMlWuJf95Tuc/891GeKZrpDjT+Bj"
    "mR9UrG/ocp5cyaH6s/S4bR16y6vwdOuxc5bnXI/n2gB70B2rtraVimeEErdVH+Dx3C7b8xEkfT7W4RhI65bY/SpElnvLU/IuTqR1"
    "2lxCHdPEnoVQ9xbL91k3Zxan0fUNFRLzV0WvMD9mzpBRIU+L7flBEudZMST2Zu7qavondkKPYTSQYF457c/geVLBncngfGewppVE"
    "w4bskUnB1ymkvbZcxQFYiU7wMlZh5x6FFXkd9nWZ9g9mh9PMB0cUVKb/kLfxXAPhhT6iK3FqLYP5OfSLoZqKsUtHQyusZ5/JeOjF"
    "TvIk1q5JZ0IzVsD+tpPd8Gcl7nEO7uUXXSKPY+0nwp7eL49A1j+Tv2m3gqPlDng6F8pUvVIvkw/k8dCq8h9Cow6CNbS+2Fl6j07W"
    "qXq/jApC7x1U52KQQLal9YpRPq0joFZ7EM/WSywG3OgrHs7CHcbOfPVda/Ph/axndLG73IqrHQ55X40rHiv5Eaz5o6njsLpOE20n"
    "WZ5UYfUz6iFwEbPTWr19/eWfWB2rNphE/VXeg9V6WP6Fp79c6nl1u8/T8C11PsZopI3N+N4w5yM0eoT0MN9v53gteng0dIQ8j3zq"
    "NF+JfOiMjsSZvhkW8xRZCV23GNcugn2ApyyuA6iJnnCGdYcUbWGWFt9FIB2lucvcKiwprIqLI8+A75DxbCIj4IPlZ4cohIyGPvrM"
    "QtuE1GKD4DueLedAi1TwGaxmtQx7ZfcxCeeiUC2vszNWf1es1c9Y76shmYs9B0gafoCT9BKcv3LWTvt6q1mXww8MlybWdUL/X3M2"
    "3q1pX8mvKcZC4z6N8/EJfNFu8qZ00g/lUf2TnhW0p7eWIP6orVj1pIHomir9CPKzDvZ9sX6MGKQH9nsDzuGdsBilzObafS/j/d8j"
    "rtOwDrawF3M250upPIuT1BHrgjiYPevvYd8WwnvvD7l5B9/yIc77Y3KddM/lOAdIlKsu4751YUdLDbVFV887M4jVqWL2mtvf9mH1"
    "pJ5rdYzP6GiLyMu+VVjbqcf5sQ7iTpJhvT6EbNXinp9oJe/yCz6xFhpwN8QhN0gpnrwEvy/EM06Wq2GB3saqnYQrPKBDg+XWfRKe"
    "14q+Nl1/IK5eQQ1gT2z5bDsFg/Gke/Id9d6HyhDb2lp/Y/48xb/w3hg9rs3Ugmvxr/V6UFClT8tajXISMf5nsmZowHL8v55ekyHA"
    "myDnKXhUhvJ2MU6dr45ZH9sQ38lWCWu3jZh234KcKgl6gBn2IORbg/w8P1NZ1Wmil9jkMcoD5W84O9fi7ntAC9WrVX8Oh8y0kZl4"
    "KoewbMSJNc1XjG8M/C5aN9YhtC6hOhyWWdblPG+tZQ1XQq81alQjsGeq5oq3k0txIhwy33ZmPTlOVtDXGUrNtZl5lARzCAMZcyhO"
    "zj3SoFE3XRljX5OBEljrOFl52kg5VyQJm7cMtrSWOcs3pYb+01L2Z6YY7ZdTP8SJGaqlH2QRzTAZmZP0oha1qe35VAdDZ+wkJ8Iy"
    "jpD2uOZoOQLe1PO6W6CMYVytwHWBHU1NFvcS5XavR4sauXl528l99EbtOU3Ll+M7aumhuPxAVEt3GfQoe/gtdViot0sDK5x3YK/n"
    "Yt9+gW5ZzW7eWvq0dbDp9dAfZb4XYjeJ0LcDxKFik/AR6nEXrvqYoGUr8Za1yee3OrF7OIDNtUxTMTTOAn1Pv0e8uha241gZKl9i"
    "j46RNz3f1Vx+82WscKX8qVRo6AyzOfavk/j0HSRC3gnuUxhpnEiPt4A632GYHBJva++LRdj/9UTXuG79yyWby765te7BvYp5D9r9"
    "/yW9PazVrm1Oh74cE4wMbtQp2kcfxH8zIIvXSWVg7BcddD/4IV/B17xLAl7Jrp1V8fq4uVfMsNV3Me5fRwsSzzEl/Yxd2DYoxF7e"
    "LINhSSsY4f1NX5SP8d47gz8jfjgH2vd3vHMqzsfHlJIkq+DjsUd1jFfj+K5qaJ0SfLYRUlasN0G7T8La/KoT4J1V6Pfc6YFyBnyQ"
    "7WAVUvjOSnjM7eGxhT471wYeius3snUopJWt1keYmd4Rq2wRcCkxAeYt9SK6thsj9iY9nj1atsYb1cltzHfwOq6nbvI13jVarNbf"
    "QBRaCn5MjPVMu06VjmtxnZ7w5I3fZj7vZG9xfoSt7wjW4fJ/Jv8rCfYvOCs2gN5ehpWRKqzzSWJ540b8ttztqXICtNCX0AcZZhqy"
    "HttvWvtyqaOvtY5o45X4FqsnbC+GKp2HWO0r6rudJGyRWXXZ8hRty1m4l3pmExrgX8bhp5TBot0lTT5ycN6LPe83vG4du0qMJep+"
    "ovJKmEUqw331k2f0MHhiKcjCHPgVn8B2vBLcpW+QI0x9V4V96y4SndHt5EDZV15GzHcg4qSpiOWPlAmQwEo8ZSrn5WVzyMm9pJkR"
    "qFuLnGraozGm4pq74gnuxJk0/pZi3J9VO36A93ICNOp38NC+xvr3lH6wWo9CF5yA51+Old4I+bJIvxivFuoVkP2N8FL+BNlYyexR"
    "J6zNZpyxRbjLTTgd0+QlyGspERSGJykhz871vtevk0R98zGyIdTxjKSwWxl6MM7fSDM6LiLmrYnecD0zUkVkTHuTp78JktLku9qG"
    "iLLCsp9U0e64OlM9vt8h7I6TfVrx+fJniw6Xu+XToAcins4yRs6V+vAIyM+m8ORwD7z3CVmO6Ole7GNPOR+xvkUoF8smaNBKRoxW"
    "D5qB3W+ADK6B/NzDXgW7uzGM72bhyafwOYyHJkVE6R5SQSyOYXyq4AdXyMvSK7hfh+Pbh+mA4FR5Wwbp1aH5wWcQp7IBa12N31bJ"
    "/16m499/rDXbr8657syt8XSV1LmdxKINp//S+Lzd82yck426d1Cq1q89APs7B2u3Aetk9rYcMVSSnbJpnIgdZQ95CN/6Mu6+CTsz"
    "Ga/vDy22u8zCv4cxHyDsOG3ZnfAqpMfqL3aaV+NTt+L0lyG2XMR978CeIIu0XO+yy7Zm2OmlnkmvGqddKSExVlyTPmfWiBV6WFwd"
    "v1pvEWOa6eVZOjYSAfUVXtsIzTqGV5whp8PaVyMSvlHfR7TZgeuQIOo4Yh+Icp6DYOHLcMZMny1Tw6jWMvOwE56yl2wvjnfG7O4W"
    "1ICuu6EbsQTmRXfzGdR6X1u3KlY/VhwsEtyeu5BgJrmUubc03xVQDveWq7CqfRFbF8H3qcEpHCqjIGNFkNA9sZpRljf0+YIa1vUP"
    "lygfElDiXSdAJPFzEden6aUlPMOOabNtsNa3y1P4/IxwpDwvs+Cx/RQu0C9kZnAtrv09/bkuYliok3DSVkHHD8W5d5woYyVLS5ll"
    "vby7pFjxzsfhtRRxaei1Xpx+TRbfPR0nZRt2EPyRuynLmlL+LrnjETn9ExHZFHifL0AnVejWwe7BqzqG0hF18IdcG4WWsKftLptz"
    "1r3B9+8Wwy5UwLM90rPyJT0izV57GHf5qxrT5EayZH0OGVjEnoxa6Pbh8gH2zXI3h8MetZfV8pq+IAvJ87SzbILmbiBmfAPrpxux"
    "ny/mLElkfdyzHYb7mhp+I5fgfH+n3YIucq5+LTvricFi/ZxZ25DrsT3zsrYupfTs477i8aJYrjnGSK+I7/8JduVQ6O1ZkMNL4FFs"
    "0h8hfdax+iPz9otwPwcxg7zZuhngre0s5kX3ZazdXjYRQ9FFrPPyIbwS1w+gWQvxvJ/JQWJMmYNxzzP0I1iFCrIB/ohrfK0vBKYX"
    "ftZp+MSeuKsieuauM7zWdgzy/aEeJUPhH32uu1g9S8YEf4d1/gf08GA5ChqmBFI+A/d/mbyDZ1qBT+0pC3C3hmU1+zQFsvQy7vcp"
    "SOO1kp8dbxHeEed/PYhvNHaoWdArjoWz+ddgbyWU1eEUK5wHeVaiDhJJU5jjGRVfsw2knfdJZ+P9o8XYFzeyvlaGuzZE/wAZJm6v"
    "aykD7Xi3CezeaiIrXe673mdXEvDAuhEhLtLcrR1lFfvi/NdCl5s07i3WKVvC6LQakpjxqMTzfPWqnnY1w+7Pj3Avob4EjXU4du53"
    "aImXoak7ej5K54MPYh2nrc9gfoPYthQaf5O+I+bnwWuFL9vACqz1JvWDDFllvRAndz95Cvs/GD7ON5D7L6ER3tS38GcZ7MY/gzZq"
    "fpfhFxZpMZ9wG0hNBfyFJDuj17ELzViMxuJ7DsY+vIuY5DO8d5T2wq7tBxv+PbynSVjs0fIDrNNP2EGzmcU6U5YQ3dMO+vwX+Dib"
    "IHXG/OnWYDOe/09iPlyhPiiJFlV9V/n8Fc9i+fUEo5Uqvw7Hi+PsjSPm3ha+90tyr/YzbId8pothMyboaWRxdIgOV58wv+MUrtz1"
    "wb7BAXonVmNrHacXwn53lwvbFIZbaZFcgPX9EdpuPxmlN+mfoCe3KVgHn34+rJL1DvXFiTwUT7Ieu7qOmJ8uEiEgYr4qnOTdj5Ad"
    "5CPooi3kIJ5eq1oeCN1zoRgL2yY1z6wIa3w2VuRafMdZkM5fsV67SLW6GkQXPLFDDCS1tY639tD01fTJjUuqEnYiSbabNZCon3QN"
    "ZHsxIpexuI5VPCuwC8a1+CKR7jN8z1WGOBs7e2NoGdNeI7ssYSU7awUrbbXZSo+5Svv8aoIsHRlvaRKUPOvdm4XfSxhz2DXuoged"
    "5p5UwxvaAF3svMFSXSJR5rWSmfqW+LWWv0p4hlKeizlDxN0x+Oxc7MsYeuymF6zPdRmZXg0L+SXOUhOrYQ2QsULPvWq+SB+8Z75e"
    "pnPlbljTPvKMnCOHwH7Pw50vgsxfLeYHXwb5PQ6nehD8t2k4JVfDSx+Pa+wNK95HjgvmImb4GuvYRClX9qOn/aruzzpCa7WPfK9c"
    "IPvgnGwin9QFiJWfg23oIWv0EdxBb9+L+Tv+1ogYNU0b3V4chqvW1+UO9J6SnedNtIWGOD4+mI4/Z6hZiiXsZww9853lKtL+CdKe"
    "ea2b/BGJ4TyFGnbKOu8pJPIky7MWEpUb/sHHVeY+lJhs2/szJPIsUuwONI9kCfw0q8IUQIotn32omPQObbUikO+VwTIuOFHGQd5L"
    "9E3dU5fJdTi384gRv0vaB/3hPRfg9Z7yEbych+QTPUP/oY8FF+tz+iy+5xPdOVgKX3tLuUhvhycWhyyv1I6Mg1PYz9+gGc3+Lubp"
    "uJR5wwFi+YhGZtXPkFf1ZOj+dnjXYljrJsYKFjm/JNX4ZqsvF0E658ImzsH53KyT8H/DB8zUkZDhtPZlPjdGia2Hnj07KKHlN07B"
    "GjJUTKdcNMC6un1LESc83Fdha3L8wRmP7Rju6xeN+pReod/SD30Q63CyfBGYnP+Ge3sFNmQT0RerIOFHyhewGz9DL85lfilLm2wY"
    "kr2lgvFPNVba8mZtcUbaUsqbiNwsJfvETJyU2Xg242A6E+fkoMBYTQtx2ir0Jb1B70HsZlzrd0tvWYrPPCl91TidsvTa7YpbUe8t"
    "JIJF9TRIxxWSIltbPS1mIdZwOdlrI+5Se75+fkWKGCEl6OWGzOkeJRFiZS5sc3f5CrbzzKBCT8DV1sM//QyaBToRT7QLLONEWLte"
    "uDfT+9/qDkF0JsR3ZTToDj7L/43O8XzRTcRRNjJzvETqPAdW5CVX+WpQlp0Lm7lr4rlUXIU/Q6RGjHmXKPNg2uBUKWSecj1WcJVn"
    "TagnOrEOWjSeQ531aoHHavQrkm/dEuTmC4k3yjKzmSVPaCOs6kDPQR/VN7uLi9oPhUTvjt/bShnPQm+chR74dx3O0l90N3z6DPkR"
    "J+g+SNQDOhGrWST5n7RYj0XkvlZ/0CMDi/yMp2K2PkGMxAhouy6I3jfhGZfo87BfU+FLfkJdZnr7LWavyrjupsM6ys+Iax+XM+FH"
    "TgjekO10QzhBT9JusOSh9ycGeB4DhxqOeIv++ysRV1Fzr0hbb3c7wwbMlouxQyv1XXlM7yb6YBPktIh1sDgjoTjX32ohxtfbXu7S"
    "Z9i1a15pE0+MZTA65e6gLqdbjT80qn7b9RpymWir6zbbftXmPqyd/x9eyf9t///XqUesnWDMnmKVN0t9Xc96kJMnx3ch0s/XP81T"
    "n6Z/Yc4vw1zGEfQrI9ajNOUjkt6+vofQOoEadFf4lT9CttLUiUfIe2LZxoG8vyCHmnNsgAoJmkbsqmFrluH1/cX6gY4OvvQImyR1"
    "Vwnl+0s9Ad7z07D470Pbb9bvmEddo3NgLc5V43D8GHa9Gjq+DJHQIljjb+CfxeRCHR30kT9T51nGfwl82QrmFU7BtzwEvfg8NEhX"
    "yOL7sCg/wV+cCdnYR1rrUsj6yofmOi13+L/wK+8BL2yAzGJ1pwhxqXXmFVEHtcbW/N+9KssyHySryIGdwlrvhPiuATu5Ahpa4FHH"
    "WKOKVjrrcxK2v43a3AnczBDUGheV2aIB/nPRDA6FRtrm3+7YRTiuor+VdM3lyyq0JWOXSVI8Vz+u9p39acYvcXrjVqt0LHsp7pZj"
    "j3W8lQdJhliNXcUxjuW7t488JmxHiSrd28lG+IWmVdv6ThAny/1zGNpH5YM298KD+By+5KWINY6VX2D99sPf1kov+GDvQToGyT+g"
    "1S4Tqx99qlOh+5aS4ehCyNES7OVUeAK9YYHXs9e4iZp/PX38z8TVVTeTT8nYMlfrjsEE/QJx6Tp4pXfoiR5V63ZtKPM/muM5eUxc"
    "vSzGDMtG31EadTQ7ZmZD4lvXeDdIWl1u1Q0pdID/u0Pjr4f9tntYCKu5vRgCtq8slynYmV2lyccPKWbZ3ISVPvCfH2UVoJlp0aze"
    "W9RGNeTvsmfdmXy+hzNm7onnulaWeJsY0ka6Wq558p0RKf9N/4Ko/C6c5VfkDnkTp/8EnMR64ncyHtfhPnmwnwgQY73Srr+773Uo"
    "xt1VtfJKT2nkvzLM6oZE4Wb0z8z7Rbja5jq2y1IORGzcm1yOaTL3rmNUUAsvxEVJoecODlt0mVsN5RDYxhS9eeOD3kmKPXdX/i65"
    "fPw7tfq9Om0bgw5uwO5kiC0bAh3zMOVzHWKMP+N97+h9+mGwrbxGHvwkT0wFd+8Gzjow1H3C43isv+U4cTVWxyz2n6izZruZ4vmv"
    "8nc+UozJRcShLzKcSXAqbWUcV4pBQ/+gBxDBkcrhrEM/xUF9DcLp/mH+erU8qcZjEXo8ddZntRXa+RK+t63HwPyRe74MfmCDfIpP"
    "9kHE/zWswvGQtEpm03/EKbQKyk3QgaWImovgty7Ev26SJjlGX9bzsGLrpWdBD9Y67tNTPVvrRp9xGJfrxQ7hz1p38iB64taJ3h82"
    "dAnW3vJO1yHumcnniuPOQ4/Pc7zerkJs3zMkF4eFsE7zoE1uY4YFHjvurxJ2LwG/VmhV1nrbsWcLnzDiougqLbFJwjrzWkRgm8j5"
    "UEks2ZbEmpwPH+VP2IM3IVfPIG5erO/jJ3P0PFmf44PrJc15YIfebZCPYC2terpAr9NRwbXQCrPgxz4CGVyKO99RDAs9SkbIndBV"
    "u8uXsI7q+WGiaSiWfz6ffB436HQZAGteBj+0KzT0s3IsdOckObyVSUcJxBxJ6K4Mrub4P6yzP+F5TrKMBZvYExbD9VNEDaSocVy9"
    "tp+4CnQjT/o57LBoYoxrueiHqAG+gl+yFnH0WkjJ/mJx3a2yF9bwIRmve3iOLPWVHFcR6e0rxCew/ujQ23Ft8Ln/LBHCxWrokLWs"
    "u1VCIitggXeUc2DtN1N/WKf0JjyLYQxflg28p2vg4wj33VU53MyfKup210lqFY/bxSE7DN+Z/kMPWcQl5WQ2S0uYZn3jLmZx4tDI"
    "P0J/XwlPZmtWNRbg1S5yjcymbFvcl4HdrIE0Z/G+JG3JZTLMM/qU+O9Ps/LgkOluV3pCzvp5z6LMo5z/Ba19A6RxI/Z/E3TVFHka"
    "0eFS3MccWJoHxGZ6LSaD4vVi2ZxdIWd7+viznrzKDYzFq7Afd2NFHwpfkxnhS3qbbBGchp1diCilT9Baj9ruzHCEfn6B+ulIFiV9"
    "jGt0lDhRJ7tzWpR1g9zTipdmKJp0DteUzVWGbRV6YncDYryz1PeuBybh/eFMLhNqnvYI+hoz9FexJ3tBn9Sueg18htMhBb1kVEEp"
    "K+zf0Yc5Qv4Jf6Ad1myJJmWkpOj9zGcFMUm00nJ48Gdhda6FXMVgt/eRx7H+h8LzXqj348w0cdKYXbuIecdYzvNTaIHOEvVghTlL"
    "l2GVwvXEdcTaJv0zukzdYuz7Kq1hFF6Ns3w92dLXaVxegaw/C+3wLM7gWCIdx+n2wR2Q8il4OuO/WKCzgpnY+w20zMVq/TmnSqXv"
    "W0mysyGLnRkgWXlG475LohYWs4SM7Ou8R6y4ttOC5b63NsUcmCHN9yY/eBO+O+MZ/M5rpSKdog5xDAaVkNad/Ry0RlhXq8XY+5Ie"
    "r5VhZGvVtsESev1mWsd80LGs2xZS6kvZ37wl4pXxiD8sBz9CDJs1F3v9m96L9fkB0fQHsOiXBnH9Y+eVk7c20loPsOH/Z0J/3yiW"
    "/1xCj9J4IYfLAsSnJu1H4f46sU7SnnwkCZyw/NGh6s2ekUx9dcSQFgme9zN8X7fzP7eQQ+VDSmcca3G2uIpm3E9CcL7fHcQeJYnv"
    "jTFPkYbs9oUPdwzubV/sZBeZBp1wpBjK4WZoo8tlEjTEUvzM+Nm2xv4ZO+Q6/UJtWk45z1DCy6f5iYaYPEgyOV3nMmSN1DtW1XtI"
    "39Y3ELfsFLyspcHnkMJ/6kvwJ3/HJ4+S/mLTLhrJamHTKrrifn/Fs8zCtctYt3oH61wMm27zkyr4bJEvF/mEfSh7H+k6aM5v5HQd"
    "jD2dGLyDve+taxAHVLDy6boPUvQnwlzVp4hRXprMyCX0hhv1FjFU+59xkjYwf5vUi8T4Y1ZRgpfjrPcgltb5pZbHHeERYPliM9Uj"
    "EQ/XahQRip88YM8xV5sngBjflGOW6yWny1V6PP3AGvo7PaBv2orlLc/Bc/4IjXSYfKLfIn6+QqbiW26VW1kLVV/9cpxrCeiMKpxk"
    "04nW9VrBSTTF+NRm/VgMG1mO/VmAs9KkV0OavoPXarbgBb0waCfv4vVtiItch9Ni3vt0rMrNfm5Kgcf6xakp7AkKOZ3BnVhDCITs"
    "QBklhjGdo/fLFmIMDZP1FejMaj0dMjBGDhbDW3SSlMePOune2nNvVrD3/2g8+UXsKjffegp21nlcjq32SN9nUsef1TFbco/Y+Wgi"
    "BirNrEQNO0EcBm9v9vhuRzxspfcnnNdWp819kGVkBtpdIlkxDd/TYx5S+rzGyMjbQbaRzxCHLMMp6C93s98w+W/cPc0T4Co1wii1"
    "y2GVzpCZ7CXL+txyElZjKu+iiTzVTtcl6F/ulrOsqVwnjZ2cFbnq2HWMTEQGU7u085WCrI8PTA9cKpdDy8+FdH/LmQ1z4bfsRZ4A"
    "0zf9pKPPX6aJ1R3ADNQm6p33pZR1JKv91xANWcWul7OILivnzBjjYFnNbEcDa0jl0EGWG1rJ7oUDpJnpLu7Z7ez3GkjzJBkV7CHP"
    "6vjwMt0QvhDYLK4TsfNfQR+sJRYhzYx/lT5PC1MFaY3rJGLNzmbl+jL2AW2iR5Q/pm3JhTkkh5FwOYwYo9NqSndMtxXXjZKArHZB"
    "zD1G39dR+g99V9bIA3oE7Mal0Ig7Efn7uv5NnocsGwPIeuNBDyfzxNn8nJNxLzGy3q3jXIzTGddlidQ+DXLgZk3NZKatOLwC0mS9"
    "cw3BPvIS7uccLQ3v8rXqLGcU7gf5PZhS8Au+7Qt4zN9hrcp1ZVAXpnCCF+lksibkR3hNhj77US/Rr/RwOVxH67nBcfKwPIi4NY74"
    "IubjDccsm+TdJYkqjpB1bkqLyeJ12G07o92YC9+enoo9h0NnDCVb2FCcpWNwGnaV+ezwq8F9Z3wUmc3tRheekC2whluR46iCvEsp"
    "YrxOIiZ/nlpFozt82wWw+lvJOHkakvMt5GAtuV/qsXOboK3LWeFZr3dKHeTZPOtfoAev0qdxr59hva6FZntWhhcsh+TPxjeehYjj"
    "Fd0He7Ov/KSvQo7GSozWpp45IasaTaFMp/C5JmqYODF6h+Oa03CSKuEzf0zsf5KVmc3QDzX4/Wwwg9j1rO8ZdUxqafjiZqdvK9gd"
    "1vANaONxsMr3QZbX6c46GT8Ncj0P/Vv0PFhH+ghGAakcO637TvNkT8vVFbSFhE8X4wYvYsUrToxYHZlBSvR3MfxpUwv23AhfaZHT"
    "m1LMHlzrvTKM3VL8XgadvrPMCQrY87AGa7kC0jYDT/2gPhB8BO0YeUrp3AQEx1f5D2p0W8cZOBWNal71IDFUxWqf9zB5chjuDPbH"
    "ZpHt6j3lKC9azjxhPXsstvOZD5f32oOZQpPTdyE/cVgEe8od4OEYz8X72MvJrTBjF+FMFcFvL2VMmibb2eVSywqXY1XuDtnNMiue"
    "9fw010OSatVFhoaYKeVd7iTG3LBCLxbjHuoKqbeYweqNRZywEHl7WaLenP9wqhiPfuTLxH2O007HGLGIeKEac9svkI81OlG+k7h8"
    "y1y8XfcCdg9kWTNOURPb/Vwp44hjtjV9Rq7RfXWU4bQQ+2V0mNgUjTbi4tcVxNtZT3qKc59NjqtgXXeWE6ANYszTuC6jPYgiiDzM"
    "tD+5ltN0zJM1GvOxuGP7yIcnHyaGx5iWqx1Z3Wy1NnouP9MvQ2FPi7nyobe66qNt10forJhddSlkbwLWpUDuxf2t0vnyCNb8lOBG"
    "7Hx+X6yb7EW/pchnyLZnFtSykPn7kEuwInWIc+vpFy/V19gxWapPs1/YTWdO0ie13MZaPRcWoXdwoWcHjhPJa5p4LqV0I05UAnHQ"
    "BuqXM5j57CWGtW9gh0ogrmO+Hv5x0s+3rWL+cQ1riSl6xk2wQo4pfJO6vd5F5vkMRR3Oxz5yv1ynj0gvfU73CQYF/XWWDsKdfwxt"
    "ZxymRXieJO5oz2At1nA69NAC+LU3wvv+FPf3APy9afB4X8eZnt/maejEGezOyNBLjTM+s/r7L0R1mWU+B6d+PnP+i8i3ZZ5Tgt04"
    "Q2G9k7SjFcwTbcL5zMBebWYX74nMt2dYhx3Dbqc4zmMMPlAcPoFZzQpGuqXQkfPx6jTI59U4Cbfok8ZBgZ3dOWgtdzsQd9JFmrPG"
    "cY3YRpozC219xNdW3JTaOmohW+uR0FEfsgPlX+RPd7tkDCPH4r4NNfcRcfPWfX6ibGIsdr1YlGA41g+Is4/5eYLN6FrHU+9Y/FKU"
    "/GN9XaaCtjYDj6EWq5DiK0r9/gl10RxZTt7c9djBnYjkNA9iHvySCusAkb3FeFjHiJ3HzkRXp4jkPFFsVSMUaQ3PUxUZwF3uxHGn"
    "JFh/aYTEG3qnvdQzr74XXrUpMEdxKuAkeF995WdYTrONu0KWLPeYwm6vQLRiM1pOl1PkB9iKJ/AZY2p4U2/XS2RDMBI2tkx30nZB"
    "Wh/D3Y7Rz3MY3pT31U71bArz8DmbftlRGrmj+0ilxj0u1davzmuDiDUhm+tBOtnnY5O+/llJmUiyIrMZMU4jT7uhOgzBaR1w9dit"
    "GE6ToQrXQxutYd35LIl4T2t8NSFLDrw0KxJWE2zy2J6zJMsOLeuGv0efk8eYg5gOvfRLwTV6lx6se+mnWB3jgZ3H6rpFusbd8TWi"
    "3QMROVT6CuoZUk1GhDj5kRZ7xqOLOeFsmf6Jvbqb8b5f8edCeICLedobmJuJYY2bfB7kTFYBMj6PlPY8YRfJSOgA85uvx/W/xbuP"
    "o6f0JnMrmmNYrvUx9mGS1Wi+kcgb6vh5lP2Q6vsxsr6iZOfcTR/dSibhOa+Wx+GjrSRSeG9Ig+L+e0N+2kk0OT0B+zBPHZNFhbZk"
    "uO3cos7haiOGw7uUXcj1visrtJw8/ruKneanEKvretGb2D27A1Z1NXT9xND6/gyP+p2+LLcGcWpjk/4P2Q+QoL5Zj3WZonfiz5WQ"
    "9w3QhOtwro6UK+A37hVs1PHEUqZoK60P4CLiPe8gr4bjkUlQWyTJnFejt3jur4RHvZYhonYT0q1CvpD8ZoZV+gGefLEUkUt6T5yn"
    "Mp4/lwcrxVWUmb0q9kXFqVvvk7m4i13Jl1iMNdge7zbPZRHuaiWRMMPlJHzTInri78pCfOYB+LhzGOs9q2PlV07UcGgYk519PWtX"
    "kn20B4n6iWpJemxOYy77H73SgVmOJs4WNV3WDjZ6b7Fs3/EyPFgdjIbemKBf6t/1bUr0RL2RVZom7F7Gz8S2U3Y67IfF8R0k4T24"
    "enZWu78X0t7Vk1vLJkkcD60bpy/4T2mtLp/vFfXaqGeLqccuq5/CzlXqPHaglWG1+5I51ybPxMn/HfNcBmbPdxDLLo/nVIU0mTGS"
    "jKuaODmmTo/md8c4CT70lcWIl7EE2lpzE49CVg2S7DPN/4rrFnOVHvNqDhF38hta7TaOXnkGljtB73YKdsny5jYdrI7VCovSh9E/"
    "dGivrN5ElpVompbI6lycHWetNPQcQsYua78+09k4L5chsjpUpujf9GNyDhbq65Kf9TEJu1etEX7KcWZandXyc9uJ03Ib6GUeSbmL"
    "QTpuwGfMr0tg1Y0rYgpOyMfwszZ6bIFjetxOmtghmiWjxYHSIeglv8NPX4+1egXf/zjubTJ5dZYgUuwFPULeKiKHN0HWX+b6uHnT"
    "g30vw3CP5Z6iH8tIj1Hqzo4DQyra/fxP8Jb5X9kLWiBDL6WJeZEDxE1i6w2LsCfu9Cf6g6fJOZzg2uQRqpatmqUme0u0nhzeE/Uv"
    "cqXsJPvJdOlacCRW8GXopEnGmBaexdxjU27iWDHZUrvw1BX+Yfr8H7Pj1gdxlhwlNlPlX/Kyfo8nWEEcs/pO3qSvWKU4+9f86Ol6"
    "QfACpyRYX+4EfVEOkoewmqeRtSbjZ15YV+F9nIxqdY9C/UmukWHw/B/R0/Dp2Zw0eoPGwzRXZrk+RSxbHe3fKPmUuHBDRxWSn8Bl"
    "z1JYgUVk/suHE8qQRdbYTtK+8pAi25RDRnaSlvxtYY73+RPo3vnwqWPwowy/ZpMw1+oq2TtYB804Wx+HRZkgtlJleN7J+hX9iDKy"
    "iZl0r/UsYGZVnofP1w37fxwrlY3UbmuwSxWQ1PnY73f0JZ3EWm/XoBEW5RmiwlZRE5RzymyW/sE6opCryLBp2r4PUWP1rJeNglxV"
    "5/j4o5xDdD5dhsxhBHZnD1/opwtezDxJ2ntCIeWxiDu8yvcbu2yaqxVYTJsh88Y5cqsMYg+r62IvxhMZam8+rWyNn8eSwVPOgN3+"
    "kzQyP+oYt24XN6/F9RQZL9jfLVckpo83QvbLYc1HST+5U2bJTOvZkX3h51j/y9u42nMyPKymn5Bi3foO+MoWZy3APTi2ZMO+Gr50"
    "G0m36BK73pjEoTlu1jP0F3kybI913abgPOiPSu+BwUuXKlokk8AviCjNeq1+gu8DraaF/xnvX6vjIG+bPAtbmvwVrifLWHICuVBi"
    "zLlYbLSOO1aAPc7SyoT6tM/XpIm+q6YsdxGX4TyBdsV6VwbguV+BXPQoOBln7THZSm7FCd8Krx9NbRt4nGTSV5565hin/js6vaMc"
    "L10ReY2FPnoBZ3s3+EdrsGcBvIqNnh2gNDd7dXtcsUFHZp8OhsqeconOy+4iW7XZBZ9fqjfIU3jewfjOnTwq7Ch2PJtsjG8FL6bM"
    "nn3sUWcxZpk/FneS/+T7it1MbDu5c7nm/cSmKNbkWF9sl7eQmEdD1OpLkvD88SGr+NalliIO8lZfDbW8XpwTCwqJtvpPNhKLRvaW"
    "kyUmv2NNZmJv4+FEaODn9Rl9jROXM57zpt7n5W6j9/jX/9KXM499OTVYJTc1tYHX3QiZzELTWy3rR0bQLhcSzUIzRtskmTDjZKB0"
    "6ARX3bLo4SXoD8v57wjtvyV89Mm4nyOIPY0yLTbv3flrMT+lyrFy29QUN0HU5WzttMbIwVvmo44KVsEr4RlkW/CrbMOVKvEs4vHc"
    "7J4Usypni4vPrALpasRRnm8td+N8sU7oo8R1QNtnPoE9yTD/b5lHYxBeT9ShyZFp+s36Ht69K7PxDq1h/f93Soq17o2IN2r1au0E"
    "u9FTLsI+d5cf8NphuFnz+QvZF56CD1EHL7bJTyBPQVe7nOoAUT8XxeL/mL6hI/UKenRjgxpWvmJkEoVeCa2v+SHdRF6fXYJbEUec"
    "AC09hpbYeUd2Qq+VEt8XF0Ms+jF84JmMR9fA33oV2msJe+n3lZ9kC7kbu3s2/PgsdNgH8lcZozuqWZJS/G4LPfKkWHdtAbSq+agr"
    "cdeHsqcnTYm3zqUnxDKe03AmP9Nv4B/+Bi35mryPuGAVVuI9b8P/1CL2muBP/nnQG7uK9cT/CA9jHO7C5itYvcHYsgyBl2DMXEFp"
    "K9Htguf1Z/la98VVLoEXcwsipU7BFERFp+r++L6p8DvO8bqlngzfCXZZGy75z8z9mW0xnKazsgNaQQwcT82zkUxvTdjBkWJsa8b8"
    "cB0xcdHTPK6jfYblF30GK7uSXvoPWLUPmKHsiF3/RbeV14wLBNHTgwXbQ3N+ipV6UvsFC+HBvIq1non7elyMVdCs2Cr4DtdwDm2W"
    "OZYi6tOsXi17i0Ma1aibnZmBDU1w1lwDYy7DwCWYZ0pzd0zy35cmZh7bStxP6TUOrIh/Ja2PBNcFz+hL4XPBVbpI+sh54V26Q8Gj"
    "4cNhGTTFr/BBn4J/Ogna/ju1qR6f63SxPj1DtfYKNjMTkmLufzn+m4S9fBfXOAhP20164+l/0xuDi+VosiZegXfMCCrJAbGTrNAn"
    "8LeNzNMeKWPFuJVKsFaPYo+sn/Yc7wX2aJH5Vx+jpNkJ3IXVuaj3IU3tMkc7szc2oQ/KBv1ai8Rkfyk8oVBbYpUd4sf9mqUfFxyo"
    "3bEPh8kL0KsbcBfDZKZsy1rpp4yYWzLju/9vKSvJV5nO1R3T3mM5T171NiKKvc7i++qws0XY5SpmPC0O3Ra2aCBjumU460dDbp6W"
    "f+oBOEOFeP475UgyM1rcepXUkW+xLfsySsj38YpaH/1E/PQZ3Ocn7CRfivXM5CZlGnNAOjfJO0u+PvevQcy1hPT1k2RsTLDfPsbZ"
    "dramfcT602yS69Z43nX46Xl4V29oxxVq3I7r2as4CztYCemYhOd6I7BOxel6jf/uWq+JDZ9k8wLfQpxm2O4vcE6ugOc5h0zGXWAN"
    "79VxlNY+HuGY1oixwJ5iIO+5na92h7m53w6nXEw+QMeSlKIevQzf8qaOxP6eiRNzIqSvCnI4TYwF7Fx8aiFWej0RQfXYwSZ6QRn4"
    "L4foSTICmnoydmGOXgpdPBs7tFWQEuNHPlimYm3PxGlcBzmeh9jC5osdKdtLoZ9rsIbncCtEpdP1FH7vpZJifdOhJNuyDyfLfUz7"
    "jKxjxj5c7Eyax3cAd+BCmUjOt0VYub0QSTheVDc16yTpxm8NGT2Vkl24ubffrdKO3kbW0t5OwFWn01uN08ZuoCctZIVp77MsA703"
    "vgFy3USf3GVvbZXLcAKaPC9KVl3uTMShQWwPTsS/34blHQX/5C/6YXixTioogR17I9gCHp1VjzoixrhWQvJKJOlD5sfzNbJHzHLD"
    "lq0O2XtvvtK6HBK4QIznO+okcXn5fSXqPO9CLoSURmiDRs+U1SOHMA5pHQ3Nm2A2IfTn9lJ2+GQ1m2MRiHzU7aXWo5AWc9+qcp95"
    "3k9mS3u/KpnrmroSchHlobenzx/Locxdxn40TqdVB5fCFp0pHzH+fh9a8u3cvHdl9ilGxg7LVXRnJ7Jxmjwu/eV7SMocRFWD5UM9"
    "nfWmKyXFvr+EZ82ooe9rWqyzR3e3nKHu2BhqiO5Is2oS5xSrRo230ntime3DKa3u/FlGsMkjHfJPnQw1msbdrD/t11OIw+ZR4w+A"
    "RbfpGzMhM9fTikT6vrl/oc4zocXIJlxKDqgUc8aGJymhfGXJ+3iKbC3q938d2eRS8OyclSghPj4kDmwdJKFI3WSXmThNJ0ud58K8"
    "HLq6mBjGWv0na2fF7LepQKS1gd7abqw9z/LsDddCC7WRI+DVVPEKD8mBUs1dqNd3dAp0Qh3xS1nme1PUt1uLMbgo++sG8by5s9yz"
    "BYO7ajN7u/2rAzXjEmhVm6y10mcPFsph8Loa2G8X92vdSUJfr9iO+Mb8M3byv5L22bysNvtIWzGWW++7GuOQrSLakRQ90SdyzG1p"
    "jdDvIedsIT6HR7kddF0HrI3Kt5yf9oPer0tazKlM6Q859O05YvX7VdDCH8KSD5AP8HzDOPdrJSzN1WSprs5dzc1qWJ7rG/lvnYJK"
    "xpVOiOCT8BBP4bSOTbqUiPYhWCXjXM/6GXMOJxvndLNGfv8GMXbhuYz2VkBaZhMh8os+LDfpg8Eq1pcK8bMqdVkdm0ucxrNnGW01"
    "0U6U29w4nPQK/ZAzIL/ECV4KPfwCPjeX7HaO02G5ZRHh4R8nuzC/0kSpKKPnnYD0ZX1fRbVHaFX56OpicVcqZP34bnG11Ur6aZZn"
    "a4Admorn+QLxaCe5XL5AxP0J7meR3g1f4qDA0HF7y9Xwx8fBajfCZq5C7FwPX7ADveB+Mh/38CFW4ixYUWOYMJbIaG50gjJcQj1+"
    "rjGwF4yTGXqHGh/bKPjhV+sd0Ft2z51Yoa0kU0SjGkLoZ9YzOmJ319L7sHk0n8Kb2A1xys94hi3gYVey/vEFTkQ5Tk+RGuvnPtSi"
    "joct9LiPIdJ6981t9ONjPudaS87bib5i7/AO9dQrtZSERn2RVj7ft02Tw4J7tBqy01Wqw2t1pTSGr0MPfqX2VFlmKU0mz/I4zDRP"
    "/JVip8hhT5f66mkCnu1MfZfMS1nmB+pgCU3evoAsHSFxP0/YZR3Snl8/ZGfDFnK7WC+FTYYy9s19ZRX1Wz42uXIim43LdmiwAn7F"
    "HO7ETPgAh5GJYSC+5TLIwUD9Eru9Gfs/VSwfkPKZk0ZoUccn9iu7MCImtSx3fxcRj59ZR/4q87lsdtqZ9IIMH17mffeQmZ2snyPf"
    "F/KeJOpEoCkKPXrFkBmL/d93Z/QuuayS+m63d3Vk8JJuCyt5Pzzt1fAB1+lY2VPvCVL0H3uKu1acefSk1xIlfo64nXYXP5Z59GOR"
    "f0ex54EyW/KzfiZp5harfSf/p0Qy1tGvUkj3bFZH7HvWqeYq8U6z13tNlKCPe6CPalLa3H8V459bi8tOVxAbEPfsDsreoziR6aXe"
    "Ejo/xZ5lP2/Re7GafJZn0a6Bxi6kF5Gf66ifWFWkWB+EprpcGsjuPEc/gLe+dYue1ogbz2Ucj4In/LAMlyegm/sFN+Bfg+VW7R08"
    "Iqkc51xWj8C9tCcG26Kf1uYINLIGrb4j02Eo1aPbOvs+sFSLLjDz29YTEWfYqE7yI9amHHHFAt0lcHNQ0sxp1nhkZppPmj/iN+9x"
    "qucAqeWuvS5Z71Gk/KzSWp64sX6qsc1avVhOwlmdhzW3eRNxnH6zTpfn+mqbZ1Krn3W5Didlf3E+7cf08ObwSaw/e5g05+zcr3qN"
    "5ro01wMyLTp4TbOfKFX0Xpyt7cCzkaHUmRwf4GsKWc/um8W9fsI5lhuwZxsQwb2IO38p6Cz36Wjs+FTYtUJEee8jfnomKIQknI7Y"
    "dDS8mgW4wzl6Dc5Kpb6FczAvmAd71ah1OXRge19z3JMZryLocOOPtYmJ3RH1f0TvoIxoowPkSz8BqoaowYdYCazXe7F6r+pkYiIW"
    "6lPEXH6sB8k9YjnVtnK+Z4ltIK9QFNfme6XcT1x33sFgL2cnQisPl8nERJRCZ9bgmRuIJv2cvsLn6hBJa4nHORISY17ITPh2X5Dx"
    "P4OdDKDDboS2P1J+opUdEDiW/nZEt9UQA/gLolrD8FborliHb7CmldBMhjL8Bj6v5nwU9UjhgeLsZxH09Tq9gLOVkvqcHITPlBOj"
    "6vSD+k5uyUlza1Pzjv2PLm37/3Riv5fSt03pAkQ3ldSDI2QSsakN3n/ZXqyD7ixxWfHCVnjdq+kPlbOy8wq0vcWZ1nnWBevcFu86"
    "kJr6WMYnK5kBSrD6ZhXQL8jlbRWeOJG4R0m55/az87u3uL6cgdzhJ4OHoSH6IeZZzSlwJ8vBcjGi+zGs5KaoC0+VbYiFjNNOr+Fp"
    "bqSlKYPFShG7k6Vft4SZUYsgjiFrs1meOkj7MpsiiHu8AJ7+sbCLNnXmEOaVBkBC61uw7EZ4WNsJ60cYDt/qdrlMjHv1HZzrT7CG"
    "naTWdyCpRzLuK+q98zqPdzGmiazXVIbRMyz2PPhkJ2MtX5PzOGPCdOQ/sEJmDes5w6Yd1mFbsZjkNUjp6lZQE03Usx14Ms+g/sky"
    "O1BDFFlzB38ttJNDJdTrevk9bCszZAE03A04AechWntcCjgN1sUVlpn5nvs4Wn7W02QTTpn1TdQRiVpGbr4krn4Ofna8RCsWaTBj"
    "oV6Gvz1PCZrK+Q2jEV+a1ugLSaxswdFmLBPN6OO4tgsGwnOZq6Nw3Y26ITwBvuNWcoH8JdhHNtGfeJ14843E9ixCnNFO3mNe0E34"
    "SHFup3nPVcy41LHeneVMK/P024nlVjaRC/c/JzLHcnfSRmpys3yGiGNSfEKKPJttjWes7iPjcSL2kuXQpxtxzzaT8CLc521SzF4J"
    "V81M+WipA8/xgUTbha3MjjI24V/x04MgYZvoZx1Gll3D8S3y/B5JX9OyLoHP2CE7GqtWjrMzLliJk/e12pyoD+VcyW+zSnEuhstr"
    "MllPCLaVt7Hjs2D/m/R9TfsZ7tncLm0lNbTZNi16J6KCny2YjCcsR1Q3UWvDIbjn/fGuOHlZ66B1XSUhzWrC3ZJg79Be0LAlar2O"
    "3xKXbVOGS/zpbvSRVY0+zcrLKzpdxiLG+FUn6Xj4L1/BQsf1dpygGfCJh8gs/Xv4HKzXRPgrT+IstQ0cp1+SO91Ez6BJHT+X+lpe"
    "1AljXrN65vFRYvja92ztzePH6m6kj5hEDNCPfrBx1NsO9YFkm1XYHfGKyb8xURdCogbI9rAXddjzYlYhHKtBV99vehGZCyIedOMi"
    "qveSlaQ/sUbvk8XMsvwAuVyjb5AlY1/5OIdzFM9JPUwi5EyCOeasOpZ867U4nfs8H1GcdV9txCrOhz2q4CSjZ4JPvJ9o+dRdOV0j"
    "ZB/OJkrfeOism+UwvV7nBJ/g3HWQdWGD3l/wZrYMkmL3OUiaqH2sA+woMg1NkJA+QDtyTzVCHmxWovmdV8IPWcpaeUikoiHNXhR3"
    "Dmwmbnuu6cGymVprP54G43ZayS6BQvjZVisqxZPcBd25r/QgO8GWEiGWEkTClpEt0mVb+7BvMuNXplwdHtJwCscgUrKZNxb/fYuV"
    "TUBGs54ZTtVNu1np8YUp8qynfA3sAHF9LNW0UXX0W0/23lacUxTcxNu4xwU00pIa4+ZCMv3OZ2+Z04kuPmnQ89mhZV0EAWKaepyK"
    "TZCXKn0W+78G75iF3yeLO9uuVmn9BcYP1V7qGOevhOdt1ZpGzhT/QvO/Mpjd0Y5z4zk/HWk+tIdx1TgewK9xB+apbibvyEbWVd1M"
    "6hROeDnzItuKMXNaPL4//URDzP1OeRsRxGFJX+BpavJzR1wkcag4BroUovmfdDqexOpIM7lWNv/8RWbr7L/vPWLVvATHeV9BXdhE"
    "Vvt1vqOsD61a2nvPbgKUvetl+vavSTdGH7br5rEnOA3amOA/p6WP0UeogZdWi/1P0UZsZLxZ+Yd5BUf5eQVXwitYS7+9mpN+7KkL"
    "8bNCdrXXE92c0v70FgeJZbxroJ0q5XH9VNsHu2o33M9R8oFeCgs4ldK6Bp86Xxzbjd3PIZzxJsz89mIGMKnNXMqmlY39rRM93N2l"
    "iZwc/VnJrmcN0GWZ7/BZ8nm8xnjGpD0hT8sgB2uwb6WIywfLTpD/qdixQ6SK+S03R/oxZjPXwvavw6tb4m93wR9aift/C150JylG"
    "1DUbJ+83NSxGHz1Fe8CSjwgPlPwzH9OeuzDCEB8tDoNRBumeh+v3kb/jzOwphpRuxMmfATuSyvlZZ0vGZ95NH/2OnyzUqLvSPe+x"
    "sAOT5e+wVVaxXwMLMAtRy/c6MtiI9fpcxuGzzxOb4LB7X9OrqqVdeQMr1Bc/PU32l2egT5ardatMwGlxM8RO9VO8k2RI+IVM2kOk"
    "PtcVFeb4cdLM0FbjHCU4Qb7Ma+Ab2K9rf99R9kGkY7Ufq/Ufi704XVawMmT69zrZW+J+wlqKTL0/EGmi3pfN8i7K9SWs7BTsbQ3R"
    "vOV4wgr4WiuxdqfIQFbhqn3Vwd2bwwv9cU6K4+XqRwmzitFWxMeYVNt0wXKdKN/oTYh98mcaewddKDdx/RGf+o6a7it9HB5ZF3Fd"
    "3W46egK7nWX3V53HwDsZiHPGbdTnfYG4GYRDRX1XkPXHbFLNMWW6X71a5MTrPVL175zfamcpQYy/626ZDt93LSswTbiDEvgtNifs"
    "KkR6Nt1qrIyWRfCoe8H2vAD5ewH38hN0RE/EqIugubrL7TIfcrVKF5H7Pw6vt5u4OZAN1N6ms9dgzwqxv2bJbPrY5XIu9OHvWsAO"
    "4qu9Nalm3rye+eEtWuGaqISsTaXnqLnZKPszZ5f/M/ln/Vmn3iZI3B95j7PEq+Z7ngrELWOk2vOaZIiksKk5xnJteYBHdB32/Ht8"
    "++fYc+NkG8yJyLNpoW6hVXT9WcvgOT2sP8g7iOQHQocY/9UhOIf7BDczhqnDaU/SstayB3oIJLES2iYk15rTdu3+UHnPPzVvNaTu"
    "NfkV9/EPLUYU97z+S+/QuXIb5PwHPVVv1jf1KflaHpf2coduhq7/CWdoISxfG3lW75S9dHT4DGzZddqn4A5mzZXTw5sggZWIsVK4"
    "+5hWQzc8Jc7+17M2UMh8h/HbfB9cIO/r0dAab+Jbtgq+12ukK3y5Na2wNhzF3IfZK9MOj8iNMpSYs66SzGWcs9yDXST6+2uB8T6O"
    "gzd+HD7/HD53s5wTHhz0Jx4n9DkPq47fSo/P8CSbYdH2FcvHPIWVMu7+GDGtJbBcG3ydNUZOULPqa4g9OlE+xJPPYRWrDH7LEbBK"
    "u0BT9fOWKMp19mqB2O2Lp61lDSBNrWRdQvuJYyv+DTZoA7vJf4UN3YQVswnAR0CPWrejVYZmEzG+DnfWUU4mv2wMfmWGJyHr8egF"
    "nDyehLcwmNm4tsQnWBf5E2LzVpVXbi8RM2PcZ1vsey4Sh41JwptYye8zdt1v1V5J5l5ZlXtlMuX+BTHt1sha7CAxtos4zpRFK50k"
    "mmlu0xk74BxY7ugTWNEZ+pSeiLOxLXy5W4M3dRvpCEurxELU/qFffEtxTBylWMH9PAeEy3A35ib/dpA6H/ll/cSLmGfXbsseD/W9"
    "jNdIjGhcty8dJcrJN0exht4exbrqCbKUnP/G5zma3eQRx9tltLSLvSRthk5rYha8wd+x/Xk4bL95UFGXgNm3BGd3JnJTODvJbr7q"
    "6rrko/g/yyxwB1/p1twUougOtpJLuedzPO6hSL+DBZ+tGflW/wqLtyQcQlaJB4IfvAUJmc8OfXVmNVF0NwfTERUay9qLZJk6XY2V"
    "5ATdLUgz81Igaf/9jb5ydaI8hd14Eh7AYXIl7mlbXa63w9MZT5lb4C1ZXPuye+oR1ky6+L77FDtoSohVvkTKefpWY2eugSdxo/yM"
    "9zbo55xcNQW+S/5c9K04c8MQyXaSreVUeJLvWRZPVoWVrAc0s0q4Pd2NHumGXKeHm5Fpv45nHNKf0Uod52qW+2rwUj///SZ6lW71"
    "ftGk74dtbOU6ac+RIuQnCb1tT9JSucz/9hLtcB37VYr+6wxy991V8CgPlDfhN1pFfQgkMMBp6gANfIXcj5PzhbHcywnQzv/CrmyD"
    "HXmU1inKOEe8LbvwSRtbTCdM+Pvf2vc/1jM22J95USEWrpPv6HP6eydmoI3hvi1WpwzRj3FTnCbWR7AQK/ob8aFj8dotYjNTmrBX"
    "RfAadmH+wtCKMazgUIl7m+W0dNpHIiH0wTAp4xpbZc38k4NldzGm5fFyg36pH0IfjiAPUTd5PHgD/thJrTBsPkGEmMXNE/Q2yKpl"
    "yw2hWS9RfBt6rG4InV3u++ANb2dWahE8M2PE7yl/wR2M0zbyCiyW5fYPDyr1Ad1Tr5dpEMYN+qoUe5mIqcOuml7tLhMgb/FcvS/6"
    "dShP06N+yp7SY036XOtK+CA/qWNVVD8hPGQf50fSxDlMkXcbU8e5XKZXYU+Ms8dmuhred2v4bp/j5x9p52AJfVCT7Ikeu26zGp8g"
    "Emw/SErIOrr50DuTj6WK05bNA+snUd49wkmkyNv2uDhNYNyar3tO51LoSceqf6C4+vZEWNDB1Gi1rfZAtZyT2dkjGJ0mPwN/X6HG"
    "NVGCa9oM6nn6rh75b8h44TwbN+v2A2iE5cS4PCWW1/ue7ONWTx3KDPx+YjyAO3k9O5OrMQseaOhx0aHPiDjexm8Rz/1VLsbZqtO/"
    "iU1qPBNn4gN29NnrAfWw5a+WUkeUegRRJXvam/ODbf6N0Uq9vY1+tlAnUEdmORepDJLXQPSCne98vLptyaWzq5hFdP+uY/aoGxmK"
    "svSXzpLtYFHXQ4M6BF9LL7Dg33zCjM/kpVlNTOV83wPY61VLLVfrq7K9fZ0hYsFIeN4fN9nnEDzLR9QySXbb1UEfmvVfoT97TIat"
    "/hrZzK76GLnJ1nAVq8kzvZ3sQU1byl718+B5WPfSBWJ9fitw9lcwOwTr6btDbDc389ntPu4Q42F/G08dY8bK8qqTsZP1ONOfcgJ4"
    "FXmTmjtiTOdYleHn8CY9W+/REW32CS4MbtJEuCMs3FzE6g4ZM8SzYRRzB3uLq1H08t/lONozXCWbUx714+ziWXPV4wBM3iyribWR"
    "KYiyy9UwHvNgr4taQZJlPNbOelEf95jkDDRahlkty5tdKW9AA9hUUPMcz4KcJrynkPV1C7ubnXk3S/RGRJ0/472GMP5KT4Qu6wEt"
    "/i8873XyiD6JWO83fQc2+zF5Ces2M5ilqxmRNXKVTxHj+BnNnruEHhUkxeb03Yd7mRtWFmzGLh6uB4f34zQbY1hPdjL2kxlqOucs"
    "+TuRAKtx5f5SyJ6fD3QPRPsXiNX74n66apa5VasxhLSaDTitY3HOr4VW+IwVvrXwyicgVukvuzPjWe37JQ4QJ4kb6MN2hpxd6L3b"
    "akr4ipxn1TxvZrg41IH1x+0uG+Ht/Yj7W8IpOu/i9+e6Wo6HdXVZs9/p3S3Xx8iC1EDke8pXnwuJWivhCbQpY12lxGPQHZt6Z+zL"
    "k2LM2o4jU6R5nnI3iXigdxdX9VsPTzuk1FRTrqp0a1/rH859bfKzvSoR0yBOlO/wPHfBylXr67BHD+EzD+VQAFlyVDbjzUT2EatE"
    "9oAH/6U8Cd/tc13uJ480UcJKPeummwzYBs92PiscTZSlKk16fZkgR9cfJbalfjnD5oZjp4yDpSd2/mSxTP9vsHLFaoxqSbJDGe/w"
    "xXIR4hPjujT8fB0z2yuxChuwZnU4i3P1QfkNdq4xF/3HqTMamB1yjGgKzzTB+Lw2N5dsK5mO65mE2XT1F/VRnLvDET+NEjf1IKP9"
    "fUV4C4km6dbiHUlGFaHvona5VctnfUSG/hgzNFZ1zPr5R23F/MHdOb/qENiazozu07BBtoLd/CSmEp+DcBm6YnYuuZmUTX7WQgI+"
    "yCiJaUI1N1FE4Uk7pGZDK+yFGejDrGfDdhZafZTQ4CdFJonpjKljPanEnX6ht+Kev8ZzjZAG+UkmwYbfpXviT8s2xT3rSz/Z4FHB"
    "Ca/PAp9ziPSVyz1Yz415ikM4mymOK1+BM2isc1axHy3FuZpR2mtOw+k2d1okPdapszjsVBRnlXlPKORJOgUa/pXgIvlZr9XV4U7y"
    "nJaE3Y2zSl4MmjxDQdb35yb1JNZ3LVKPh9P1Y8RsKZ2u28JX2ISd3z+4Ve6QX/Apk0bzTnfG2Sgnrsoqn3d4ZoSASANXB67lfOt8"
    "rwRSSQtsM+9X4xlMSy2HjO4ufeRS7MpNEiMXbiAjxTp4doO+3hLnJEFm34Xcmwz7mWPsajJEo0XMKWKJi/D5IlZguks0Q6wdo4/u"
    "kvX8k29CyorwWcvtbdRluldQBH1pPAwfQTt0F5vaZBzrJbQea6EFqr2fGk1mTXmfIAtdk6FMmo9cirVphLyaD1BIb/F2f2d2Go17"
    "syczDlWtdG7ZlEdlTs3eeTbt6mDYnw3MyCf9tCfrBitkrXY2vK+DsX4NRPlZ51snsRkT9fojIkbX1xb3COY1xHwZJvF45nX/GEUJ"
    "+wmz+qA+C31QqCcFF+FKR8sgOUe/lk/0RTxXP2jFIsQuL8NrKNTHYAfHBD/rjtI1eArfcauOgdzsCku5AH7NJp0GD/omcVOgTPM3"
    "evZPmxPb0AIpbLL9OO/jaVrjBn2ZfL9Nar1Q72HPLUMwhjiajOegCHOzxqs4AbzeM3Qp2frr8ITKzEsFK/cJj5Ucwl5Lu4dTpYjS"
    "k6E/7/IU032eoi3R5qfDK45rR3Hzrip4Rspa8TrvCm3q4nq5ABILrYE1ejoYEbwVnqAhO/YzPjZxnM1biJsh/jv2bS75Ns6XYWSp"
    "2wEWcEdcdTW7n9PEphbSX6tAPHsz4ry3dQ99Pewqd8sVwVZBiHNymW4MX/IMOmnq5avEYTpNl8znPMqotuDsWx/W3GxltifSbzFx"
    "FkniSWrJBBz56N1aoMZCH60o68mm28p9lqyOmRx7daxs9t3EpZ6bxjKqbakhzSfvk/PJy8gD1HLCxDF+lpFjcswfGXVmZtOm6/WW"
    "NkEN62wL4bV9TA3seD/jeAbHEecqruv0DfkUVvMb2NaJONWL8C3dZZtgKpEDKXbARBi9G+jFF+PPQfIb9qEY7zX8uHHtXwJ9anMt"
    "+5MhImTmLhBDJWbZG3COfAXZeo+5gstknHSW8Xo5pHYsTkWbYAt2YVfg6svo3y1FBD8dn1yqgURMqylOLXLRfxWzYFlOZbpRHEtV"
    "J9lZ1lDTO+a+Gh3pUbIuZ9OVOeK3xLEHNTBaSnJN34Td6SqXw+oMhYe9HTyGpB4abKOzw7f1N4kxV2t9Oy/j+2PQLVPID/2zZz8z"
    "DXiEuPqKodt6cheyvosoQ2YO12s+9Q8xetgiRk9hFcwvOZmSUUKLFs0Gyzf9upHVzELPulbFDNNNHvtWy2x6qM0xb9bLp/nja2Dd"
    "oleSuXrHXHzHK37SY5b4mrX8zh/x5M9COjrJQ1i5CTIae/8YrPKvOL17+W/OajMXYRWRSZPhI3STqxBjnCdfsactLbfQk9mRTME3"
    "QdJXQXst1I/hR6yHv1xJtpyQbJ4peGSF3MMseUsdV0Zf1u0MvZOh1NeRFcrwjH+mnavj+yySWgWf5hu9DxZqkl6nH2LP3tPx+P9w"
    "WR7UwfKtJSqpgdqvHk9m82ovEItkjxbX0Z5iRFDBc1PVCjYvPzowo4f5KnzaTyVL+l3/Rh/RnYNzcRcLiLH6m/4Va3oXZH4TZ6CZ"
    "nzOV1a6e7IRehd/tgnKchj6yGLHPbDzrb5DcxxEt1eUmm/SW6lxH9g4SMf4Zgr4tZ8O4vW7yM5ZchfA4afy33NA04peKDCkkhmG8"
    "g5WocsjZerJ3V9MjrIB2fY6Zz01E2No8LmMFMGyCzT8xu/sNdMN2eIYbOZHwoGAK7uok2IbjsYLp8FR876mQiHuwG32hCUchTvhM"
    "JvqpKKVk+3K81Ss4hfcicV2gropgNfT5+mevzQcyDjQkZT/c11o8idW49oGE2aSsm7V7cLKsQqTzMeR4iMyWPeRQxOg223Ep57Y5"
    "z9q8vkI/Peki+JztpdpnGjNkiGjOojtZ7+tRom3FxWVLiFNv0qiPMgNPw814r9Yv9VrZE+e3rxzFrJRxza0n/md/z2rwx7ymRYm3"
    "wM9r8pN6MlyVep+LG+TZSSMb4boWzI+8QZJct6zHZ9TwM7bDPXLxluaY6h2S/FB/qjI5FLNp/KnZ48Lf2owtqCioDB/UtuFIaMX7"
    "wgAa0tUZBvi8m8PXR+g2Y/LsIYkW/BMR63e+/lMl78go7w+ZhLYh+iah/95T1+wZWfS6CjsyRqr8VL+v8QSPchLnWk67qMoxNESx"
    "0H9GmVEMbc9wAmxDZ58DVnInO6RBPm/dsL33SgOj9qyP1atZdyqyuQI4x6soq45HciEtkM10myg2YT70ed+EbuJ6W53LsBLP5rj1"
    "qolLTJHhoha+g8sVRXF1hMJJeCmMkJMp/zzGS1PDSl00VdNNcLBIbjWZG2qZl5nHu2rQWT6zUUkGGCdZ9mRXiasAtCXuNcLldpWI"
    "+7etTNC7uVv9cYJtwuBS6KXdW5nt1dor/xO2pXxa+X/ybSG02hI9i+ubYM9MkV4I7VDSyl07GZrl5b1O3RyoBDwc51ueIqv8bFhX"
    "r3X9Lm7agGOg6SOnieuI20sc23kTn8c4o9sjrhiBezTE2izI9WbYtjJGejZtsBcxgPlPlvtZDz/XbiL31frjn5L8esdpipRqi66Z"
    "CAGQJQK7o7g8QUdmPSr5qS2J06nyOQa7h+H0taogK8Zz/jv03XGwrHvgSRbjrC0g/+8T+NPi+Fq9E09i2a15OoF6aFd60CJRDSTt"
    "5fNb41mR7Tiv2mI6m6RRTeaufJoiYieqzbETfePZicxbjvu+4Wja1EA/kTej+9HuRl0EoeeAiTLz/zlbIkJN3eU9vhRsv0VUd5Lf"
    "ej9cbZhEmYkU+e6jde+UO73NOtO+aS+xyrN4bat+YrP9OYx4EuvXjZh17c8L4S8bRn62r/luKxn2Zjs223GSZtbvZ5+TyuRq5D19"
    "X5S2wLe4qv4gH6VkPKNPNlcn24xoPpOLebItKlUF0hLLXcK/D+Rnd5KW8+OTfiUi5qrmDtWaP1g19b1rSpvUVVxvhuIc1LNyEv5b"
    "r0CcjBf1GlnpmF4vDv2yUe/F/7sHrqPZ+iSMVc4xmFgdaLcW3xJ1rxnia0ffTbAA3kobUT/BIB+yx+LsFLPIza8k/EzhfNWx1rTL"
    "TvAXFnpt3+TnBbjpXrU8d+6cLtTTyCsc9c3bREjXw6icWKq0Hvl75d0u2ncP8itqc4g2ectZTqxchpzQKc/MeiuZPZdpCc/QXOqB"
    "OBlSa71F20diflZZLedPZ4jmNb4XNwG1znPGRHK/noxeNTlJCnPIOstBR9zkqs1+tvHF2dzJSu5f1M8WoR3++wSYUuzeN1LJiM4x"
    "zVVTHmw/luC8dBH9D5x+CayazczuzT5+q5Z+iyixASe8Tn+A55726570Zyvt+TPaS5oZKxd1ZXMWtDzX+fefmqSNNF+5pfY1duY4"
    "o82s92pCr3HqcCrayHnictfGalxFvH9+xJrtYXfyrmU9F/ZKrMZdnrfaYdqbrxF6KTAf4iTeSR0tXVtJ+y5KY1J6Rk6EZ/Md7F0R"
    "Xqsiv7B6njT7hgi1ujbn83UXzU31be6NiEOzfOU7+EPK0VkSYT4d3qCqxc64tbKauc04NxTuVuxufRux40J6XnWwGQ36k0RTOsvJ"
    "vRb3WEv72ShG63U+TqvxHcqu89ZNb84yj1bo77GgxZ61yc0LTcDO/IPM8qup5WPEbiboA14BL2WDlwxXVU/Ts6thZjOTO1WZXG9n"
    "yFlg6lFZzbOvhL7bDhLNeWjJNmH8oREeIOF9xIz/7Dp2WmhuAqaTCseiG/fIW7c/iRy+baifTdTMd+0qO/kwc1nPeGFTqzfyLG4p"
    "WT/RRsnHnPkPFoQ0tF8BnjTl9Z9N5qnyfaIODxHP2ea9vN+RIMrfLOzN8B9KyWNtvE4XSEjsdaTD0362cob8Hg3+uvEWfXrGYPAw"
    "PrOe1TDHhH61LELMeLb8Q9wMDbfmaf/8dkf7yBuQwUN0vtws+wSbtTZog7hymo7UAxnPVeO7LsnFWAl1jAeVuH93/uP04+NkxHZd"
    "DDGyZDyXs4IJ2PC6VvEUF4jFK5WsK+8qc7HSW8sGfU+y4W7BfYhwJyF2nKqPyS+wWnex/30t3j0en7R8XSf4tMtt/hFWa5x01PMl"
    "7SdSn0GMQhNrATGegQW41+HegzyHtmNBDqnS4Lunrb7QmRnMFFYnvwXMvwsZ8lAlvK8xmL6fy47nt43tOUHSvrkXfh7QO02oY3Ip"
    "ZHUj1AilkGbGKO2n8Wb1P3P8+TVSlhMsMrlcXjrH95Q/D5v/lTpmK4zVsy3sepI5qz9LlnMDaz3TXBvGrxfhSbqxAmcrbXziWzIz"
    "lWW8W8FTED1BwX/YOdNEm5iBaI6Dl/j6ofH3lzD3lfSIe5e/jirSsVxGPGQdx51/l3OIfIUIodDa5MD/zVfW6ztkS0jD6jqLbRb8"
    "Hin9X77ORqJ4HJYggdh2Nne8jn3zSXImGgryQnG2yfXNxHD+N8E7iKnLQWb1SRnGarzmJqq4NXPRmMnhe4gJfiCH+24yXO7QH8S8"
    "jHt0CjHPLmvR0aPqjdU9pTE/OSrrZ5RmWWPdgc+QfwpGQneWqCfUPMf1vsNzFzJQ9ON0gPX6FnmkXO/Yr/q5foE4rFjbBnvL2GC9"
    "vsfehMf1Qdbu7C6sc7yQZ7pST4c3VcYcdwMZSENm+yt81sxxlP133HrW1+RtJu1Ej+CIIS4u5skzRF/WnznNTYE/x9uq+d7TbefR"
    "VNHUmRruZj8Jc10Z1jX+kjawJ7BUm+RgeD7XwkuZpU+xm6hEj5VtpY6eUC30kPGDd5GoR3uB3wvTb6NoE04reE9jkJ9ntEDXyz/C"
    "G/VmfUX/zs+Vk1svqa4rL653kC0y6gjoJ83zf6L54ClE+oeRpchNE8tw/1oyFbTM820rLs4oa7EijhPZ0NE2yXg/cVXgGDR8GfNY"
    "A7G3p4vm+nwiDdFFojurxVP2lLPETSA2b8bFDRuI8Kul/rldHHprZ6zMqlzdq0suMxB55hlqqKP9fBmlX5X1ucVSol6sMrmZqGar"
    "dC3Avrxf0EW6yn6yWLfXp/VR/QqnYACu+yA9s5C+o+VNTD+twd8uEZuAWUe7n4THt4isjfvAAj4DP7v7f+V6NV+sn7gZmWnuZhO8"
    "ohR8xpsgy0fJPyHjhsI+G3u/QO+TtVjNwfKauGiwc4sYPfL/Hsb3Ge7/NJzpAlkGedqAn78uXX1MnvG4Nzf1Ou25I5Ow0oa4N5Rq"
    "LVdjDe/kYNhkY1QshoTfE/yOn/yGOzgdJ9FpXIcb7PQHDV/mexUztI37cQZEdS7Sy7I7J5r8lSEbbIhzV++nD50jhmq2SQImOyv8"
    "ngZ8d0EuCkrB6hTpEjIFN+DT0xGRXkf+m+NkhFi9pSezsaX6hec+Nj6nIvg2u4jVle+WH3CtqToZGvRDfVU+J9IySYbflM84uWkU"
    "1g3cQB2UYsWnhp0x9YgpXveS2pDrRnMZyDIy92X9f66P+BBx617pJ1Y49oAk4/ODfX9bfuvcQbbzPoVNsk9RdxhCqPZ/lLfcTfaF"
    "hHSQFbpB7tNFepuMxpqcpq+z6yXB3pAR2IVqPMklYrlgY/JJ8znT+g3Z3seIy+KfLo0erWiopy9xX0s8r3hxLkarpO51OmYPRhY2"
    "+9XmEzdBw48ld1E597KCfZtnypOQryPlfJmI3VsAGbgSvmSD933SuGbScy+YNK3X5mg0jVPX7Dtl9F29AnKwUa3+8jBi5RdxYubp"
    "bgWqk9hfbv3OKyDTVtm2OUZj5Uc8t/GW/g75strROvkR62DdcT/7uUvuORqJUzCEQXs5h9fumOtH0hZdF+cxm1nCaeMJ73lXMZ9h"
    "fY1uP0/18ylNkr7V37mS82m5FLbJTRtex9rfs2QOS+r18MrvlXv1Bn0cXv8o7VSQohd1r+e0SXDe3S3yGfm78klIfpad/D5s/sx2"
    "/s+4CuPJ3K19+Z5VRMQa+vs4OQg6xzp52mC9OyFCCDhPuslPbrJ4ZD+/t9HEtZCcQnbH20mUVxayY1on0KHE2vyqbobGPDKb7iqT"
    "8ZkTsddbQysnce5XQY5na2OLDF/InEjG82q7qw2SUnotAySds3pZxNNb4vvOxb+u1mP03YJS/UDPhG5+qZW1jmr/7kli3sKNYlw4"
    "QKLI0M19cRM/ylo5weWs3GT9fGOLJr/GT7eVV3HnPZlXdBFZNc5xNHnoXbynCvGgzbpYzt6fCj0cWvBJIj8TWH/HJ1DP3GPI+VnW"
    "gzpcxoqbpVfDE1DGqDTjZ+yd6NcslZu13E/OgN2yOWL94IGdIG9hxadAprsQ310DfdOA1/vKv7AXhdC+VXpwK69U6idyAPRhFU7s"
    "U7jno+Ch1uk4+KXW42tYh1XM7iX1d8jP1Vj4Ca3q0f/NyRn5d7tEr4GtGclOs1W49sHQuOPlNzU+ZPvZdGLQYvqA9JQTyTG+1H+T"
    "eXOdOJshQQ5WW9nWqkn5Xkkw19IAu2P1XLPJN1HPrtXmfN6/5/lsDpFjLzyQHkkDbXZR7jP/Dc1dTJmw+GIpo5+r5CKybm9gdfFS"
    "2nLXZdUIq2XIiSPF5RoOJxtoqWfEDfjTCuzsXpwo0p/cc5t1p6ATfJ4fWl2D//+aXqjP60HUKobvaYAEPc1ptAWSzmmD0Ocpe3sG"
    "U8N7Pyz9IZ3vQUd/DZtUTZbhv0Ae9/A5xyTjM4twHKfQbJuyCQ1taMAKcuxdRhT1cv2kRQSm5Mq3zxtmbiHedZzcIGuw7uM5Cetq"
    "mUwewEn43OViTOnz9XrYxlnweaxH9dVchSBBxLB9Z4WfqjoCmvJMfMZVeRvo96bIUKMt/P0BLSZ21nN6XzmkvQa2pgF64V0pIaLp"
    "Khkpt+gjnDo1CRHJ2fqCGHqmlxj+PfGHfnjNMdUVspZWhm+6m4widXq+zGf2vbUZ1/nm12fZGfAbT4r5hnOYu/geka7rSEtRni7z"
    "aCXzRnq3Mr/R8e60kZY1LnciXA5pIp9hvLiO7DJGIU25GkDWYwy29Yh068+p1z/Byuwrv0KbtRPrwuqAM16K/Q/gre0mW0gfP5Nr"
    "AKPRJjUGuTOZJd+PfMMZsmQ18Ay5bGNH9rf/Tr2b1tdko88SD811VMTJ1q36HTz636F35uu+2Pkt5BrGg9O0E62xdXg4v7MSmtNN"
    "xaykBx3xI9vTnua1fYOvhrUjA4VNhc94j/Yo8qumfN0vJKbH4fd7SEMuL5r1GMGQKE77s6u4qp54HERU06tQtz8iR9LbMcRxlp3Q"
    "+TX5UObTXW43sj29/azLEnWTlo+UI2QHyFyMsr8a/kRv76FsQQ8lwzygmyqb5TSfDGsUwryX4zeqJubezQm7m6wpaXp/holdxSkQ"
    "y6HFv2KdfDg013p84i/yFvGfSdxBJc7KNtLEKO4YnKh5+JbVuj/82d3EOAEK5HD4Db04IajBXzOaEOY6x1YhprTujZfwmc/1F51g"
    "tjyYhNNfTWZXk8qOYizdlr+1iYvl/i7TZOULfW9DV6kjF1+lRxRVkLM3SyS7m+frkP1uSvDxvvOtkowTbcT6wiyTMAsSfRhWajz7"
    "SWpxum1ei8W5J4ixvA+RSl57rTb53akj8jlNXHyF3sqMRnOu7nBxZ8rO/LvQKlXscGuHc3onPP8GZtIqPO4v5NOEPq/vuOJWkU3W"
    "ulGGBbfBxn2Hq22Adj2IfDWuO9T4QMZxsoRVhA6Rb6DB28gyGUa+qamIChbQe39KOspu0sZ3sTiPPMnVFOLyXK2sipxmIacU/h/q"
    "vgNKqirr+rwmSFQEREQFQTCQzGDCLCMoillHEUdRRx3zOOaccw5jGMwZFcwYAJUMEiU3mc6pOlR1xfPvs+991Y1j9ffLcn3r/3EJ"
    "NFX16r17zz357F3OSkVvRPTriG9hfC9TWEVfq4sZf9b6HIPztuO856PEZNxxKtZ7dknHSmr5n3rPqWwrZjWV0dBXho+0nXxJJmvb"
    "5Rm+yrFR5+JfijzeZcp/l02pDaD8fK4HitWKd8EzHy2GUtyW8e/h7FyvJ8d5Opt9TXK2fbWOEltPy2WcAU3yMWR8JdGJe8hACWc1"
    "Yrw/Z3Mi+jqeZzprgQu0l/SGjZujd2FH5mJtTpZCTsy5adwS7OgG/FQIf/ktsUm+MqIQ/ox1q2VOZwlkOB/2JOFnGAuyus4moFxF"
    "qjpb36/V3amze20We7lMuqvy537FZQ3LWMuaw9pHnBGs+THTmT1dyWqb4epWaCFz3is537enGJpbL0QtNTi7c/VC+TGbfU/5mD/N"
    "ftGIz02mfJdzPXXOrawoV5FlZxtmTBfRMtfDrhsGywboklp9FWu8n9yCU9UbVutBRCN58KXbS52fVWoup5CHYK7v1g+rqxlOXrhX"
    "HNeDu6s4p8GTXivXeKzRFtleBYeP1kx6+UxVnuzj2fESlM+4r/F2kwzxLPvJIJkgxhz5E3b+HayNsSGbtauGhb4eq/MFdv0zxAEX"
    "QC7Oxb7+pO/gzHSR8dCDeXKtjGKnwzq8twT3uwr7aywLz0k/MqdP0nuDV3S0DgwOwH6cgae5Ts6Ta8jf2pmIs5ah6Izvm8AJyS9x"
    "5pezM8rit01iWRKbIu6p7+qNskjvJRpUUn/yHMs2T/kGPL8y7N8unC8wTgvrqv0brrnU96KGU/Rlfoq+nKtXiif+PijVg1g5KcB5"
    "X4+YcyV7Jy9HbLIz61ZRxkhpn7lJ6rO6Xu733vk75EHZQF2RYnYpw2pTXVYrWLSc2wLerWcHdeyBaIXvs3mAL3GKDhHrkuqJ81dM"
    "7Rrzk1KFiCsqmvC4yo3bkNqqVN30jPURzMdzvIM1HSLX6bBgULCbPCmjdGsZqyPk2EwJtOxK6j2bLXDy3Vn2IpJPD2nLGCLFPH89"
    "o/H19M16Z+f2UmQ2UW9fZ5LxaRPxoZfh/K/Hz0uguaYzW1RP3y7GCZ96fR0n2DhbL5a+nP0eB02+hl2LMejyL2Ejh2SG6aPBKrko"
    "b1XmkUwH6LTJ0l1uh/ZRP+saz3IoZ7J5j2patZsl4iP9KuZl3fTK5q9E/CtmUT6Gphwiv9C21sI/XQq7f43Yk/+Kzx2B6G8ruZ9V"
    "yN14l+VEc7STV8xKsrE730weAGVtpMIj+9pdtfas7BlfBWiok7fPcmNaR3yhPi3qWekrdLqmPQ/b5jFes816TJW8Tu4nQ8tU+psd"
    "5DiZTqmt8CxWxZ4PIDePWq5OzHrmOGpoOZPUgAmeA1chzPtdFlXlrHiEerI9K01bsU+rJ73OpNb7blMl7nEPCRkW/yg3q/GYvc0O"
    "4zpWJKo8zorLhFXA3qbUTbc33NlJkMkb9EU9IxgkL+lV8P++kBYakX/5aZDfW+1ifRzXXQMvYxbkdjJWsJX8TQz10FhS48zfnC21"
    "vivFYuQSdX6sm2JwXnLS4+et47yU4/+NE73U1eArPU+dq3y23CwfvyX14LDLzXWA2rcPYSbJcX26qNGhxipjS5s6elq6yhO0Z81h"
    "p/rIYZxZGoe1/JIcaAnOgFnmdA9YgPbwG8uya5bWBgvdV6xiUUH8rDpNeD6Ket/rbrY41yt7BtHMKsRRFcTvKIMueBj60KaxjoAt"
    "q/V9LEl6u4bXY/lFmxG9DCc4T8Zgbb/DOTXurV5SiRO9lJZvK5yHfajV2sGKvKCtgtyTnDHGARnWRmM+DoojXjcMfOPpmIJ7uiLz"
    "MzToR9DWc+XlYGITeN6GcX6GxMk/YvwixfQnQpas35fxtaxEryYeRwbeUU+xflzLJRk2zouyK2XJ2BwmUoetgp/zF5ztBC3xRrxi"
    "GAY7I3YsouXa1kt0wnf+hfzoRZy5r6VsnwUpvxPP1wL6rQDPVQiL+RPsxIlyKq6yK6XbmKOsvtMbEbCr5ie8vlLPOezQtA3BIEnr"
    "Z33bVb7TwbH2DvYYL86b2uDZyDtLlJXvBDtWKj1udNp3/YZ4No4RZBR89X7yGOtcA6Gpx8HvmIEY4F3Yn8OCn3G2bX1/0YXyM9di"
    "SZalpCE/sI3P9Cd85tnxPJ1OryhJOTRkkyHkb7B8blf27Bomj8luhNY9lBmrnewGLWbXug5PbrHDBOzMwfCBzVpfCEm0LuTr4alc"
    "jlXOxx29AR9rItY7qp0CkZD9QtjZbDUDO4ubfLeSs7QlvPMRnp2gP1n3BN9qeNV9ZT/IXj/IxnPkVa/i2SjENb8mYngZrd967pfp"
    "nLm8qvmDJ0DWzpWzpQvWa5p+H6yEDbF52J+1So4jzrjTp/n4/A9Ew0wyO7ZEv9WRMhTfdAn04UN6NWzE27ifPeVu3OEFop7JKE5E"
    "2CrGd72aeCV3ni+mfxXXNxRnftsyoAXUGluSNcyTo+BbfksexbbYgRtkGd69nKuR7/lkzXs7hp+w3qYxTfbQHupzMFF12As1xA7Y"
    "R3LnKZq661wsCyWciEmS5yaJO7edW8dvy321qT7KDtl706xqnshZmLW427+J6z4xr9mxKJU1cQdbNnXxx1/JvW65nyf3Xb+VxdbY"
    "QdK+i7YYFj/K2iW9AY+H63JnprEe0/v1WDlIRsglkLw79VQ5XZ/RQ4JLITc346wtps0yxIyf4c8sxmm5GxblF8RQExlRr4cOMDaZ"
    "Logvd5CmqnC51zr3K3+8ipD7DnKvde5XzM7tJfHNeo/iXONvPFKXzZ8V0B8zrM7+QTFz5lFah72whssQu63H3/aVm6A9dmW3xgQy"
    "3NnadhLLFH3FGMH6Q+6C7SliNiah38Bfm5jtVHQdtU5bpv3cYcrHA8oadWeuo2kww0ufgNfnIRY/HnH+fDkZ8db3xCC07NwxchbW"
    "Ywp9XMsWrIe+74go9QROOZ8mhga3RK8M5iGevZiY0xfI90TXq9YZsK7XI+7dBInqLDsTS8VQesuhh6tZIZ2hn5GR5NFsx4T9/zEt"
    "qjErd2e0YHqnmbgqy0BxfGOWdUw3ysWH0cJOsj90bzliwxnwRcpxDctKroHURRE9thY35VXt8RPVdxbWeWwkh1Ff5Sf74jpI52e2"
    "CUbJIPk88758Av/vbljVAxAF5o41c2NiukmUiO/ys7P3ox7PbvUnpFbduwqIzHgys+hf4c7No/waEn4c+bLsLJ5JXyrBqaIkVt9w"
    "r23mfAFkYicZBjvTwAoaRlMt8OQpZtijuoO2hmR0Cer1M4urgjd0tD4DKZsLnT6PMweGn1WiS+Tv2F3DWTNNXuUZZHqT+WYhq8Y1"
    "2M3leo1E6C2tkbm4X2M6XqqN5/wky9LXuOvz91/ZPMJo7v/sEyzAXlqez9gT8/VV9vRMx3kRIlP0pW9Y6dHi3Sloz86Nluwi34M+"
    "jGVv8zldltAaL8+V5DC3DPqbZE3byCxm6FOZNBzKTMftiGkqaGlL4FkVE12yQNtAtnNrpDW+08i+rZJ5Fqt1GR6oQz2JE0uuv5in"
    "Z0yxVoEJn/zH7N+Op1wZIvJKxBxb4Wwt0JbBMvxeiujonSZzKFuiE3M/j8MyGMic2SDOyNZzHjjmcwb7ssPS4Y819K4fzExJQMbV"
    "OO3JLziLVcx1HCUpn69zvVIVWeSF37+a47gcwLmpCmq0Tj6Wsxn+GkQA0SyrlGN/N3nINQ2e8tM62/i9FiK62d7vLE9Bls+UdvKw"
    "Xqq3EuFwDE5+hyDG0xuhF2zcrwvp4RoGnKHndCFSWgoafLw6nnTDMar39awxEuUJVmI5JFiTaSfFPvtY7nnC7SSdiefupzvrNXpw"
    "s2/kWXlGj4GW/lqvkl5Yz7ugL/4ic2Bxd5Ip0LCjZEfY4VU420uZZ6tlpJ9P9rUKvU0uh06OMv9bxzplhPOo+8k8nPp5jEk6yDbw"
    "dPaGbF6KtQo4OzgAem4hItsesJHlmc9guZdCw58eDJfXcKXnsCYtZYB8qtWQ1SW6dbCbXE3Ov2Vq7LQ2KTgdHki+foInfJ/61OIt"
    "x7UqPktlfy6jZjnHZnrkWiLmt4Df/RXubYkaN02UGct7yE9jyL11uKsS4tvZSR5JXldDKj6DWJdmaf5BC1EFOavQz8X6QeZxkj/q"
    "sXYridHyAacANrEzt0H/bI7JfACrd4v0OzXE9nMRW+2EM7IUp3W/4Clc5Vf9BNd+WO/QoXKN3K+36+CgiBwDBZS/ZVz1BFGk7pVw"
    "ktBV3+v95JtZmVI8wTHUVxXkD3mSKHw1iDqKYWdv1UNh++9t/iHk9WW9T++B1t2bnLyFZGxrwe61G/mZqI8aU5AO9cwia4j6FdOP"
    "iSEX81VAkxRjl7iCuYb7tQh7dbL0lnFqsftO8gvio9PxL0WQ5kJ2QVh1d1vIkqFW7o8/1+ijYtNZ7WQ6ZCOfdZq+iPzHICIfj+hp"
    "NmyDYcQOw+ut5H19QT6EZ30qrtFHLHroJ6/q69ivAfK4noeY7UV9lzgz82EVSxFRbYt4aRj0uO1/J5nGSkwdOwbe0aPlOtxhETE/"
    "yplBFeaCazghZ72ypbjSX/DeGcZhhiimHuv2qH6A61kH7s7M520+PZ37FfM++kh9tm8iRKDMNHE1gX88VkLO2ZosQ5ByDjnDrGNb"
    "MUylmCZ8PrIBzWZ/P/NkmjyNp3Gon2lv16rYW2b7eCHRltxU+8CgVD+SI8lqsW8mn7FaFe78SY+IvZ7yEfFoBhbnZ+j9O20ZJTbb"
    "PnqYWg6vtnla+2O9vsaKzYH8vYtv+LdeJM9BzsyeGXLUUdiBJeRAXYQnOZ/5oFo/jVfjK/1p9twMpbfnfJ5qnyOIwaYmWPFy7I/W"
    "Q1FBf2IhI/xzYHusNlrEPHWMyCm5JvgsczpQ6jWsbCY9M2GGHbEuUxDlSTQ0Y+P86i7uXa2kd3aerdIzBMd8J/8u9HSch1iie5EF"
    "rdbPaRWy1+ggj1ywD7MzCQ3xH1Macpj14mrFs/1vjvHL3tWhiVcy7LAOu/Bj5BAkJzU+sxo+82pavDLG1dW0yG8zNnCd59aVZt1v"
    "Y+EJFpGHbKmfVm5LhmOLc45iZPC/Fbk21amU8pMvykmljZxnT+spEs5eR7MY4FdLKbGnEuSvCxEAE7SnK5lDNr2/DXP3EfpWm6BJ"
    "4+RDyD2ZmsAZKiG+bHP28gfMmSeIwlrPKkOSFirKWW6LvNZ4FPpdpNxPKRhCWoL+UDcp9Gjfjju6hhJ/uO/FiTLac5/ZlTOV9fCk"
    "LqEc1eqN2LOSjFWQj5cLZFTwKf0EzWbTXLZrOGsHmWwe39mTE8T6ANwUVthJ3NbnCI15POORdRLeizqS/5KhB1yve+jBOIlf6CjE"
    "8nfK8OB1eCCvamddBN/iA2j7YYjljQWqQGfCMxnJzss1OkmMv6lCX4DkrlHDa5yLbzpVMv6bUtypmMZ85T5BjKADEMmkuVbTWPuu"
    "JqZ+Jls9SWC16jXm+8iN4XA55PYRevIjLMaEbFwgH3EacG/c3244t8X6LWzGIXKQfAyNZJwXm5iJyxAJwHUGraeOUc9FF8vmO3t5"
    "bqrtg5f1MZyUfrI1/OE7oTcvhnf1jpyne+kmWLBH4G1fKAfA1j8PW7UeFmiaz9flZ3HMlDvtrvzHezTD+bcBEnJfZdRxO+VGSRTG"
    "EhUee/oM2dF31vxMr9lQyJ6Fhv4F0vVXOVoM4/pmZrodkoFjD1DfI6RbFC84BB8XxaV9z3pnrulGrPI0rKj9OR22OB9/Xw0P5lrO"
    "08X9TP1KMtWaRniUfSDaaDXVd+s4qV0BWahm77dp7ovJ4hjjScrFVlPp+eudPdoIX8Mwfg9ENN8UGkkCtsdNSBV4uayk1n+Z7AJ2"
    "T6Ph016v4/A8X+uOwbV45yB2JTsmrYZ1sIpIIffeJqQdU5BliV+D974v/KZlkCLj1ByLdWovhzIjdRoR/tKN+JksCjpEqhrZvea/"
    "qSha9+a7uNZsrOSJYhhgHaVlsDU8g4dYPduTTxfWoMJo6hd4Wqt0KicWFsDDHS/FtGpzuTKGtuMyMkf7ipyb+T4e7wo9obps9d/W"
    "/VK9S/K9h3OwpP2kmPU5DpFKejchF3C0EeqG/a1No6kCd5eWKaphzeRDOQaf+Vyfp7ezBN5lta8HODwLV4Wc4736GHc94yvbxt2Q"
    "IbpUOXGAne9fCW/TbIX1uHynZ4lNyewOrdoBu36f9MfvM9UxgF3G7EIU+mUFpc76DA4SZ69sP9rJPt6mbKKVOpEIrFXE3i/1uBH7"
    "s28t9wzuuXoXMa8HYRWMG+oWuU8sOzZY0n5O1CKEEAfboaXMQKRRKoZRdjwikiXQisvw/3d63WZy0Vwaz6kn/LRPSs+mfqnysccm"
    "dq7HyWl6pDi8FovWJ8GHLfaYdNtKX2LrVzGvvgH643lxnOU2NZmPp7WK43I9lHx4xfyeDdjxmUQMjnECZQNO1X04+3fDbrSD17xC"
    "L4AEzsDTjBE3cWKT2QFt1neUz1ryvIZ3fSozYg13PZmRTQpXeFleom1Zp11lLBEgc3FY5q5rGqa16YQenmM1RjzZNHWXRZjtpKEe"
    "nPRYbrm9mjjOzBDpCet0lLytE/UiSNj7kOi5OB8OZTyB73QVpxT1xKYt0r1hFFLKE11LLTcQ+9RXSr2FKyPfgsuqdmf+txs79Rfi"
    "ecdiDyYQ5a5IzyQerTuBhVk8oT09NrqhyCa8Vav3Jy/p8zTbS8Z3dDpcy1aS9L3DYb1+K2lA+skQ9d5phjyvV/p5pIk6omY7PlDX"
    "fWJr1R4nZls5lB1ldZ45y5BJOnIKLqXJbC+J60rbgd9fCw04H6vambthyGivyw9Ym/nshSxlLLC/VHN+wbKy9xMhfUYTdruSON6p"
    "RvYl42OBibKPfqj3sj/qOesVCPZiXexGSbJvvLU0YKiEddrdxXoBWzNT0Qv7uQtXttzzy9R778fxlsS4B4dKbn90GVbpBSIkd4G/"
    "thL+7krtjuseE7ypr0G3jcOT/apjA+t9OkMWqSFGb1kl5Y9/xjoju0kxsddf4okxJsSUR8NN+7riDeJQHtYyY7qJ6NzVlAnjezGM"
    "0g+YAyrWu/VT2KoSsmQu1LlBJU66sdRPxLd/Kauoi0oZF7WUtYiEIjwZe0pjhN+Ej892YEayjF3obXBvx3q0prV6t5wiRT5fVO27"
    "D99i7OxQfGq5J32g963+aHnjA/D+EfIm9nQWfMVdsQLfQiLukJvhoRo+VGeiKNYy9j1VjHenlZSQH915qoZ6GNEreYp+Zj+EIXKv"
    "YiSyjVWqWXVaYvtIRolD4UkNgUx/DzkbhOvN0n/4TPD24iI9J73l6vAPathhsAJ3dohE2Tu8A+dVTpCu8Bj6iPGK90R8f4qYr7wc"
    "q9yA2xdWE4Ks3cp4n915qSeKy5r/om/oT+RC/0G/1E/xTb2llYyUZ/DE7eRJ7F45/lvD7MHjYnPbl0gZK+/nsSci7jVruRq71MYs"
    "AleKE/eaxRWM4BQ/JO/jyWdi9/KxqvPhH7SUfPkS75itrtc89GoNFc3F5rk6vMK6QSc/C6NZnIUbcX5+wOmZjjtsJcb8af7+y4g+"
    "3tOTIIf5sBJHy0d6hT4dRBBVb9D7/uRKcQmssuUm+nKF3mUl4VSxLqMt+Z4k1ibB/43HqRN0geslKf2TK9JbUsn/s3MOf+73bMla"
    "S7ajaH9xfCRJHy3l4o7asrv+3/rM/9b+/PF7ExnqUUVSHh06yjh/45++On/8leawEkki9xmCez/W8yP0TzPEaDuIOt8YCDd5/pfa"
    "LfqeFojvHb5gM2KAW51nP2b3t4ImztCvszObwTvr+aTLmzzb+4irFNia5hFDJIYrp/+/lbc//kpuz2HLNN+feUpcJt34f0fKXvAF"
    "esAn+BCWfeyfvNZNyWjudXPR/vpGLL2uk7eKudgMWVTSzJikIaMxTW2hlcn9pAd7fuOt4IUaf10lPZQ1f/Iu1DP757DcmhEdPebR"
    "if63ZNRmx510ujXf3XdFp/4f1/F/pu59WjNSoLfqx4huzhbDUJsKP3e9ng49V+LxjerJ+VAH3WczDfeL+cMb2WNTzUx+ITMkm3Q6"
    "501L9DVxyMyraFGK2THamBku/OXi3cf1GfL07E5f6jP9Hte37to1up3MziKFpIgAkPIRZJ6Mh/Q8pafJVYjdVsp1OFtr9Z//wzR4"
    "rjWoYA5loMf3SzdC0/xz47kX4A0nfLf7nbKa02Mt5BH5zqOKVjO/10HW+y6LNCKVyZmp8kWzCYhJz5BJmR+1FmswPLNMt+bJdzjr"
    "hYgFHEp+DauVn+m/5GrJZJ7WQhmfeTXTO+gZ3KSP6ZlBldaqZvvFbArcnvlKWUnGhhi5VlzeNuMxb41HrRUzkiH66sv0Ftbot008"
    "6UPw7Ys59fhqsIAWuwJXeTdjmEODiBhdS5sa1+5iFacRWImDIIejpJA5ilqPohLlhGdc9+ZsqE3xlCDKetnPOIySkyWVjfZDvNVa"
    "RPBWPfkREc5/9B/6H5mAyLeHnChjEQX/VXN/Zl/ZUyo9nuYGfVqWEWe8s0yDHr2I+bmU/lVeQExpuHZn4ftb4J7f5zR/Ie7rccRQ"
    "72u17AHv4NUmzmlUexIdYYMOwIp9of9E9FSFa3RuwoeNenTRqEdVq8e3V3OvdqK0fuizS+Yhn8nJDngd6etxpgcGV+uD8pYeJkfL"
    "bnq7zpHbZYnejBPfGvH1QshAv+BcxsAfkKv9eb1BjInCpOAHrPchcom4fMMKVoVfETdVbVmHTvIj92UCmZGPZ2S4idmoFz3WSB2z"
    "6Enq9X18r5BlsabhWwt0mPaXD/Us3MdSfPeeiN7bBY4Bvrnvxq0nmrHDxRS5PMt1rrj/kOs83oQknkBpC/FIw5pxHXd5Pn92fGcp"
    "TkTvz5rQd/jOBczvRfRiyISxVMzE+bhNQkbZjtLQ9e8Qli+G9IyQ+Xq9tg1Gyi7BJ/qsDkck31WeJI9Da/z/NM7Su/Q7PtDmwcv6"
    "MHTpvtIT9n2S3qOT8I6JeouMli5iLK2GrfgibeIS1rBm6ApmVO6UGXqvLlKr+vwshpj1hRbpJ3j3BZwVjeqRQZznppLnqCXzZTHP"
    "TBHzzE2niOuuqyOGo81yfwi9u5JMWlXECdzK19US7H04nhrG+k0tJ/8sc70RXn8p8452Xisyj8lrxDxsbp1Xwb24q3P1I3hZMTKz"
    "pfVTZoQtX/gNv3+Fvq7HMHsewXVKtVymqHFavgKproZ9cbV86855WKy7t545zHyPOPU4dYdjkikhGt7Z0jA3Ug0rYnlxy9yk9XLs"
    "bTl7OF/U7/Hai3jORfo1osv5egE7t0sh6bdJO5mMk7gd5PEnemrWebjeo+A61tsbxeZzP8S1bPXm4uozdJugmkwE50qMHVatWCl0"
    "WKOGPPQukfQqOZ3kOBqtx7GaV2/NynMbSfkas0OPTkNGxsjdsHlFxPYzVst7yCq1lFW/FdAeJ8I+Po9vn4Mzd6DsJ3vLBdId8v89"
    "dO9OOMNr2f+wQj/A918CLVapb0AzHYjTtoPcqdM1nqnVmVKaGRTsIs8iwjZkkBHE5zkA33QC9qVUh+pI3U1HQzLGS5/gPuzvRFxh"
    "qRgOiTESrSOeV0d8u8mMsfN+rXsFj2MHd8F3nK5vQTbfg8Z8Qo6A/p1OO5L0nBDuBJ3h+b1CBq8UzlzS18bWY6U6S7WfattErVPL"
    "XFcgw6U/njbldVHUTz5H2d/2F8jgJP1Cemt/rFBHWMSxuKsFsneQe+rPoX4bCua97HVdy/0uwj59rAuxipaf/xVPaJnUAv1FOwYr"
    "GtUT4z47bbWPfcR1ZCbZz1AG6S5i1cT03pAmvieBtS0le1UJvnOjXovPFUA/l0uMtqea/ZPmK90gjqGhmJW7pC73CIp1jBUulgi7"
    "H1IeqcCx5S32OvAkye0FLICEDpZ/Qdst1dl6Ck5Gkfxbz9Gdgkx2ij2sFG/v62pb5o/m0teG/PNGo7lNkUul2qPg/nEcJoUUx6kv"
    "2nhmAMO0qML52jKGji2pM63FvvUW3Yy1wmZW65gTT6jT1Yv0eiKbbYQf9Ck0+sTgApzf9yBvC/Q66Ph52geesk2Tj5C/s8upwjPG"
    "GoNjEXVRJXd1R1bgTTry9e9SRvucpByc5lEvDJXoW2iVemiHv+C8G7af8ZStgV+9gjj4Dse6Nf3hnSTTqM+4ta9BRf0MjDt/xgZX"
    "zJgxRh1iHdlnEv29WJfBU8nHna9itW4YtEpvyGdn2LwoI+QGhus2kvTd452ltdwObf4SvJZToLOOsLMnO0pnMdZIq2N/CA1lyBrj"
    "aYMWUps2xkAOM4Pts5jKjfHX7V/aexzQCh2Ob2uYsCxRx397i7SHlq/VO/UbrNyrsOWfa8s846DP/T3X+R6mrlLJClsZ+6lspz8O"
    "+sgjwULZNng/faHeprOSzwW7N3tPWqcjWJ9NviqS8mzNrufgEpyZmbi/3Yk7eRU9/mpIg2UwdpSMNmbgaEbmJ21ienqIOOaCdCO0"
    "8f7yEX4/UlZlcXlcB144F+K4Kx2ej8NSHipRytDJkmyEEpXxGExTiQFcmEWbDr9nN+qEKLy+MvrREXa8lrH/1GUkKj32TIL7mGaF"
    "+nbOmZpduIXfVuM7JL/kve0LKfoAknq8PI+f/4O44ljYw23kUvpthZDCYyDh63itlqwjOZbJPXx3b1oz2f/iv9PlFv79W9hXq6K1"
    "JUaNYXYcBP+5OSyeYbZt0vPwLcaFvAQ28lcxVP3Z+KZLxTKFZVls7nqe1wKe05f9pF2cnaVx+vRN5S0XQkNsMtZaeFL5ah3AtoZf"
    "YX1+hN4waegoDvXFOlOL8e+OxTRBRoeUn9ap43TK+bDav+K9f2N3R6lah7t1P7pJwwgRBq1Od5xshK9qfdjvwEOqgkQ/xSpqhN1h"
    "JdQo1fj2PkThThLXNOKtdpQ9hHPwnWOwR6PlAcim8Rv3kacQUazjtEZc3UxIyKHwtExlrqCc81Xf4E7fEuvIHiPmf82kZzSC/cxJ"
    "j7borH5tE8jY9s79Je3xhtTzP9hnfkRs96FeIz9rCT79qD6B53xbx8kJ0HYxL7s7SQOqsesMnw7NdYA4Xs4k9ajFr/V8nlLqXcly"
    "cA/h3+6WFdnoI0opWEnsPSXmkqvhr2RdtI7dWa/Cf5re7C7o/9dhld/HHl+LiGI6fNZz5F6NS2dI1BLqFOtI7ivzYC9MmtoiyrZ5"
    "I5vY3aj2XwmkZhY+OT+YjAjFasivwdPeyO6+iXos0doN+281Mdisy8Twqd7ViCzGz09C5/6THBEt4BW0wL0uUONwN/bTt/Fkxor+"
    "onwCr2o3OQey/zpZKVx3cgePJJPUEAn+FHhjxT5bGSGq1AbonApccam2DnYlm28NrrQWUfM3ar7S/nIW4q4jxCa/NuDqhfAmP4MP"
    "Zl0V/5DXNeJXegn3xriKrCv5FsTeJb6/qobnyqKE1ZwifNNPK6R1x8CyoFM9sleRj6v3YJ+1QwyLcyY7F//PPmKM7/3gbX+DSGID"
    "UaWW6EecWSti1Bxn7FWBXWvHWaa5rBrbXrch0kopc11tOHUAb4Secz0RuFZBQyYZpRThmceL0xLFRCleQ3S2Muq9q3CNT7NYPXFG"
    "VSXscc6w59t05jkS9aiDcXZu1epOzH1Pp3xGGVFXw5PM3bexQntB1xhKumX3WtCKL8Vn3oKMHAhrXO9nuKPEVNuoZ4h5I/ezWp/i"
    "Wm7AK9aPYNmLN+EV7CaG7bgf9mQytFQ72Vr6ya04fVPhpzVjx/XJOJd18gqkrgfeO1kehuTdCYn8HvrwSVzB5jyPkIv0Lqx9jGeq"
    "CN8wPNhAvN86doE4FKQ62qR9JGSdS+L0Rn03nv3bnuJ23vA1z9Gr9Q4tklGyrV4QqByCz78AnXW2x1hx3SptfI/DAEYsX2lpZjqi"
    "i4XwrC+QmmYDoaXG69/w+kzmrOo4E/cTka/sTs+Sy6H/VuhzwR1ycOb84KaMdQp8gd2/GPakAY0g/FvgsTrSuP4jOg669kcZJifr"
    "g3iSV3SstA0GibEsVNDDMxxi0yCr6Afme28tk+26sf/+ih28Var9ZN1sreTEofkW9+FMNYX4kSTnV9SzxblzdCR023CxM1mF3ZxL"
    "C7cbPF/rwv5BM5nB0ksulHmyGlrjW5yRZVoj58KHSpNtI07tvdIztCyAtlnv0Wxsp86SDX7Vy2HbjNl7GaLd5cSdKmb1Zmuxrh7D"
    "Xn5L3oQ2/1y74QrjISvGv/uizsMpeZuYA20YpxyHp7kK0raatmeF7hfcxFNTqe9AZufhSfKJ1pjwaI5KBgfHOaOQg5V6oU5jV1+G"
    "uPAZdi+v1LvEYeg6/N5jvSVaQeu0L/zKmbj/FtJTToe/a+f6OezQubijo6E9DFHxRX1I9pAHIScvQoMeIU9Aei4JRgQHk7HxAT0D"
    "seuHwWj9C1agK3swrEu9B616jNxYm/Rn3PF5EqEHVebRdIpwGuv0atmUuUI6aRcZhXsbQ06gYfAEPwvcrPrD1CxDg2lYyb2lvSyC"
    "NFfoG9CWZ+p38JmeknfgmfWXy+R+yKCbEo7z2Vv5XrE0Gbqsq6oLpxsrNVwPwzI6DXbin7jC4eLw43Zh19Asi2n1Cazm9vS2a2gp"
    "ZkJyu4jTwQ4NO0Nv0uH+LII+PAc7Pg4ybkwKB8q/YYuHECm2WG+iNxL1PWAr6afUw7f5BU8dDwzB/AH4IzsHgeyBfRyX2UuGBuNw"
    "+jbp49j/abijW/LmcB74CXgpY/HeT6AT1mHNb5UpuKMH8Z3D5PFgW/y0HtK6Ek9QmTdGn8W7i6Dl1ulOfI56xg4rdWfpxsmv++GL"
    "T1E3F3imOK63aqLARIgXb3NjLTn5uI5euDFwmuwcL0/D5y1EnGYdXEsgZf0gnwuICuZQ+VpTU4TZUMfsbbH/YImxp9Hqg71wBTsB"
    "jl8hjc+UUi/WMFObRz/PNNUhxODJMBfvPH3zd2+CL2L9fovJcmy5oPX4hr0g01fIyLzZ+g/44TdBL7yAp3genkd7eRLPPYhxbWvi"
    "cxuCaS2kfS5xIkPvrBTyFHrYFT6CyZOMbo5CFWJPKbMm1tu6LyOXOkazC/Av78JqWMaymdyEKGYqvNS5iHe3BNHIqloRaADLtT7K"
    "LOFcsgLX/+YzeRJiOaW3qM6k7CMNWQydFm0jjmlof2bb6onsuJBxxiI/JVWsv/3MYNq0Gui+jxEHFzFfZDnax8WYjcubuIODoSWO"
    "xQ68BY+sI6RjFZl+nyKb0+4S4jlFiFWb8vhwIWaXm7yMaidxjGJR9mer52kJcwQJ9pCvIEbeVHKWH0zNug5W7kTcyblyNHyK0fIv"
    "aNSp8Iqeh71/CO+/WLaEryBkRnQ54KvESbeLIXeTjO+jtXPXTuo9S2oJGdRfwxpt8pmRCCd/qnEXB5OP92Cc3kp2wyc48e4mmpzP"
    "v55c5APEzQXtxeiig0QbxcGdsozvbgrtBFEynseyvY8ihncaMlW6Ln7lxMp7Yp3xq6DljBnkC5xMQ1SejW/dV3rI7bD//eEr/EW+"
    "JnvwJ/o1Vjg3e7zhn7fFjp+NOMQQmb7XxXIwvKoX8Fpn/G2aNnDtJTwOxJfwmIYjruiCJ3wIFreFxIiFuB5W/EA5Vco8en6COS2L"
    "xd/mk9b6ruYa/rmv71wooT/idMrh3lLOZcfilpzT3HKQG8XFEDP3w7mtYZasFL6jTUaXkMduPDNlDjFqGfkirVN6Gc7fhWJzQpPw"
    "k2UntmHcWaLtOS0T7ts27L3uIW46rJp2N0YUJbfz62D56j1abMwj4CdgBT7197c7dUE1diXFrqaDcT6S9GjbsOMo5Kmpp0TbTyMY"
    "M9ZyjiBNmTxWthI3L9apyavVEHM9TUk+XpqJi9O7MvtljJDuMweRT76OzBOOdynMzP3FY3ibPr5LW2LNb9P39Aq5Hz7FxfD27pcz"
    "8Y4uktiM5zCtDax/FgHl+rX5bGFbb/Fthtz92QlPsNLzoFg/Qi8yNdRA/5QQPa2LGNKtdS+sJbbJ+WK26htyeK4zNHIx9ogUo5AI"
    "MwiWdzwQ33MJWaqS7CEew9Wo9tN+xsr9LPw4y/5YRaw7URuOJ85B3OcgbE+u4dylyxOsxn8luNMIJ1gGyU/Yjc851zKHFa79cSJv"
    "1x0toxQMkOmwjEvgPT/t0ZBdPrWfJLPYXBa7jsXz9c4b1myP9CGZi4N16UiQkX/pwnS9n1z+B6crEuyutk4Gm5oqhd0eKJs4T2P6"
    "2E3j7idhjeQcqeGZdPUE8w5Ww1PcgHtZh3+zXOgK2OhtsbpL4EdfD125Z/CajIDOuV3P1ylBO9id+kxnYukJT9al7Oc5Uqxevup/"
    "QDBxcw9umilk6hXOjppm7CVts/3+pZShDr/LjuQmCKLs7d3QCFO8J3sDrX/vFHmXGZf7mYc+iHmNmfCGVumLWImnsVb5RBIwzME4"
    "nt00wQv47heyvJHJ7OSL4bB+DJ2Zon3uImfDpl2OuG4rrqn9b9Gase+sgP7ME9fh/VvOe8enNhOn61GZi3e+jfOzHSTvdY1kDoPM"
    "fsc8/omQtJnwuiI2+S9JTibY/RhK+Gicsums6iU4KbWznMbOiK6ciK3gpH6SWMUT4Qtdhrs0xKJSItBOIO7LD3qtXC0uI7iBdSFl"
    "BSnFiZ1RMh26fxEt0RJ9Tu7Bag2WGZnlTejeobLRa4mePEGuyrKS2A0V9ALKma+M6TuI36/BiTkOcc58tXurIaZiAezFapwG88CL"
    "KbXDxKHwxiG7SeKFuFlNQ5c6WdRPI0VYP01Txosht6dLmKWOUB9vGd/hOdox7y0tyPSHZXsVvspkPTa4TU5iFjHkG0+TdbiVl/Nq"
    "Ha4dgtPkSzxNBx2iU/Q8/PyBpoKLGJW86KvlleR5NCtRzWnsVbBG5ievZSW9gpmjO5gJfxPvdTn5qzmtalg6aXU8GCOkip5ELffw"
    "O1izv4vDDAgRfNTjrOzN+cQ4T/jh9At+xfuOETffuQbncBfIj83trsYu3qamM2bpBfKMNmb3lc2QYXPLdRGfwGZSOlKH2azNxWJn"
    "eB8ZiTUp1zulUvoi1n0IPsChiBc6epxE8yYvleLsFX/yOEKO26uhzqLMwoddZK0aZUtCL9T1cVhM/A9xsUKKuavmuLsUIs40e5k2"
    "MvNlWGBzs/1l3UR9BTfj0Qhyv9IXZ/0VSEcfrN+Tch7O04lyJmQgxUnHBPuWasmqWuNnde8jAlcZI8RzJER9T7Pna5Vm/guldk/P"
    "4hbhBNR/P0+c2XqX09laQiYMw2JvqL1054r29nOraeJgq7peSzdjuxH/X4+TmPssXKKv4bx2loelK/zBz6DhzzXuCOrfCKSxm6/d"
    "HychB9ICzut2lJ9ht/bEebcMwGy8z7o54uzpKyaiWi2kbiTs+E7cj9n43IdEz5+hryNqv5l51b/L09kqW2tpLplGHIIht+l2jboK"
    "0/5s5p6xqffT3q6OkcapqPaM9gXwbyv42gwyOxwmbsL/KM6OnMA9S/mqkWPAMYZB6437RSuJ1FxKDHvrlBwtVZ57yT5xKbPCHSXK"
    "7Evuu07C2sYhU0n49FXsqDHe1Vf0B0jZekQcnaCLLDc8SqyaZZm7dfhpqPQWQ/p+At7Q85ClDYgI56qxi5Qw+12q9Z6/+Xp4O5Mo"
    "8a7u3yzLStZKnL1dzcpcPfXTGLF4opps40eKeGy+rtLGY3uZ/W6agaiBey3829bi+j4MBf4UMb23gbi/lUR7KcDKh5yF0exnOviV"
    "StGWu+h/T0p8L3EoZLbGp5PtIkHEm2rPuWzR29vwttyEeyWvXaM3M/Yo4xSj4tWIj6xtlwf6GTvD+CjRkNcr7lky0txRl305jHjk"
    "LgsW8xpW/fxhRg+RjGdZLWcHUYoVtp2hC19hF/wmoq/lOnMpnwONZCcfD5KSLFeEZntD7bPbZ7VUyL4Qrnd/fJv9eQGetURHMuNq"
    "mmMt/jR+RDtfzbBXkyi7JfCBFpBVaRh8k6SvzPWUtrQ6gedZTxFftZYxRZL2+BRxGOh1vK+W0oCru7U/rQl9NXhBTpAr5VrEm/fh"
    "pK/ObIBlGiP7Z2aTneJMf9LWsedgNH35vaWNuNx1XOv8E5d6D2+NJvy31Pu52mM8S+I+4tBr1tBGVviTWtgkW1opmRTMnxoj1vuc"
    "QFxWprU+f+5i4t4S97vi6gXj8Slj39yob8oxYpXsoTih+2O1KrL4lQ6rP0O/3Bi+XFW7PIsKmtKXyJsa5C3BuesG3+UpvM8s9lzd"
    "S2/UW7Ee3TxC226MvuxzndgJdBhZUZJE3FTWAuM8T9YZ9qlflQxjvS5+QjxK9GNDkWsvF3FPZ/puqw34fa3XECnsheGPpllVuQKa"
    "rMZjzZm2maer2ae9Tid6DEDDkn9HTw2qIM9RMpUt1t/3G+x3q/nXsqOvF2SzEk9rdSOHs3kw4wezn3V+BilNz//PfeUV+MOF5H1o"
    "ged0s6hr9Rgy+RUS47oBE/Micf1pxiB1g6S8va4nlkqc+e2D5S3YqTz4TvdD4oYG72EfXw4uR2SxFnFfO+knNl18EWLnH9XwKbaV"
    "qb43Me2zmsL8mdnSw3APNv2/O3sBDcG4GGfAuFYuk9wcvcXYzVXsACsQ64GZQnbI3pDvmXqZrqaN2tthkwXdxLhrn2H+LuZ1XlqP"
    "lbDLez6eJKqf6xVW0QrOhS3eAC+2mxYFL+HV7/XILDpkxOe1jN2pln6Ond6FkJ065iQi8HBKKYH7ez2Y9pOpjg91OTPSMeYPh8g3"
    "Mp7Zy+WwfiPla3ZUuJ7TQngVhk3lNPEs2IcujL4HI5a/Uw6XWXiaEcwBOpTtJDu7KzhHEmOlyvnq2zViMHPzsAU6Xi6V/yCie0pv"
    "gQSfg6jnVD1ahsmArDepWX7gWu7QibCq6nmXGqSkhj554G14F1zBdi/DeLwC9zxbP9CTsLevyhf6KHZtH3hbxk9R6e2WcQLZKvYm"
    "DtUvkJzvWN+JekztIkiQxbKl3Mtc/FmG02cZh0PZhejymb9ShtfgRC6m9/Qr2U+6yhSLAmQc9usDHS7niKGIvwLPaBbW3zoE/pGd"
    "JAhjm1bsaUzAMszEmT1LjBdsJs7+41iTGbjKOu0eGE5KHXE97L6aZ+2Aaa0f9SE5jBo0Bh9vI2O4JOsXDtuxUhuYhg6SkBnX8d82"
    "vLK/ODmySfFwOrSOPZYuRyY4CSN/80qeOMSinyFhXcTlOl4mdsSHeH2w57+6xPv6EcrZVF8zNablwf6VMxkxfZLl8Uvx3Q6TvoR9"
    "dcrIIJdFT7LebgiLNdoXdnYw7OE49txFPHeCiyzrPVdchlmHg6TY96uH/Wauw/9ZxJPtESt3Rbz9AFEAx8NnflRXbFEGfUsi5C15"
    "pSX7aRzeTTPJy06iZf4fuLfccmB4C0u5L23Edf3E9AH2q/xv3Vuc/FVb+U66jM8Mmi64glK5Dd9fQm/MOLEz7AbIhWO2JXi3xtlQ"
    "TQl+M7Be0/8gzuwsn0ADhL5OQwa3RRYzpwGRulmWw8MQjXLXpibgSWdCb12mD+u/9QZyaWwvJfKQhNx3Zi0vE4dBk2CsaViYrsZg"
    "LKaG0Pm8rCIqRQfo99s4g1LGqkQ1IjDDMTJU7F18tLqDt08ZaKWtWYeLeQzwauYybLfz4bMvwDvbyoGyiK/sTWa4COPEC8Vyypa1"
    "Gy5uGqKQXX7r9Upcb5UaFtEUnNDz5RDZFnZnW5lOud9O+shczziyht7XUYxRl9C7TZAnohS64R7GNXHmrPcL/qbTZJ1+Yb0Wmbc4"
    "seHkMk2UqjTsX4guY9b1S/jSFawvmtdSwmmP5Ygo7S4vkSqiitSwwlfHLulaWAqrILQVY/hsxSzbgawJFv4PuGwJrKpZ4RaI+CNe"
    "fxfx6fLg/dzMOuVT2KsVeqmOk4l6txwUxLIdrCGz8rY+/r7M18/meTuSYv61nvu/Dn/rJl3wDM9KKffIqrUFTeTw34GW7CEr8Gxj"
    "ILMt9WIZpv8w3Rm4fg1nyaf5jLPTtm+Sq6QeexFlTG9dWOeQy/Bj/QnaPkrM91cgCd0R1ayRZ/QrSOzT0Bkny4t6QjALtmIuuc9e"
    "l1PFcR391SM1Ffn+2hp677Xa4DmEmGnV9NUvknrinJ7E+UrrbljDKZ3LiHqsPhp2vatxSp07ea0lRMltyMFX+RqXPduxPo9X6ieI"
    "08T16uw7co4RN1lsubGdxWnrYmaxavl9M/QmRDo17HG2nnWLot/jZxOcAtlNjoI3UYD1Ol1m83SOwvs7k4E7Rk/tV3h1cWZyY/Aq"
    "b5VlkPk6ZklriWxv9cZR+NfhxP5K+8g8SpRid1oLcH5byON4/7/0EH1OF2f+I1dJ97y28HJyM/qZHA0QhwPbRpwH67DpTvCR6i9a"
    "mo3yKlipP0UXBcuxo7fLHvA1d5MBerz8kpmgHYMEooKpsLuarX12kFpyuZwo3REPvCYZ8q/9C3d6OdZ/NZmS79AnJOTeqs2i2rbD"
    "qbkX8du1iLesI/Jd3EdL+Q7a4nPciWEyL93M44xmscxUQ252i+vilKs457k+5v0nGDHE9WaclTjjgj+TKVm1h4TMUibj7cXVuOPe"
    "0+4sUW2MomZ/FulDepUcLdXkB7Ke/RcQRS3h/EBCr9VL+ckE0S1niTHnzWcEqn6iK+UlIoWr7y6GxF2uRdTTUTKdOQzCk+T84DK9"
    "NHMd9PMk6SZfZ97TJyVf3oXGPElCTtsaj3Nokdh2sBpT9D79ViZg/U+X92HdLpK/IR4ZKZ3ZFbMS77LupZFiPVbGR2+edmvWKdyc"
    "zTViE+0pxtN1PmeUoi4f4ffCcflV8mrdyXRrjFnPsYJsOGar4fPNgfTsgx1/Rh8I1sAedoGv2k7cpO9FvM5axvlRXKGOqG7P4N/f"
    "wt0fnmfSMwTydL0+pn+HZ9AVNqcZfj6DE1QT2MNgsdZbsEnzEO/sAt0YxTO2ku3lU/2rXqOfY7V2xRpEcSdPwN5txJrOxh19qnOw"
    "v5WMMu6GZH6L3YmSSetb3PVRjbL0KW/rbfbtAZ2Ab3hbTtZXdZ0Yq8Tn2JvDcQ8b9TrohRvE5m5PFJupMKbPl/CJxiiNm9cQ630u"
    "3nGNOa+4mDUO0xOHQS+aNl/D7LuyoyeVnXu0/bmFuT7rU63wMWxXCbvMQtwil0Nb5VkxhzLfMVTcqbP81BxEQIaWXKQ/UIcm6Bue"
    "J2bvyqA9E4zcB8LXrWLvQJzRx0CsgmX9fsBaGoKnZdEGN/GZuO9Ctmc9gtk444ReRW6iQPbF32phX6wr2PKPfbBah+PZ8nEqbaqs"
    "jtMUR0kbWck6bh0neBx2ThtfQXV9wvf4zjzVb1g7qCWWfgzrEnbmpz0W9J5+h6M8s3W08B/QIixnJtAs0EJmTa0H/i2c30rYCmNZ"
    "Wy37y/zMznq/dIJPtDCzMNhOn8i8i/s9JigOXJ9giALtqmS7ilUHFsEDbC5puREe00L9Xobge+7SN/SRJrqopkGDWA9qCfvFK9hv"
    "fi2k31iGZ+O5FnssXTdN2I+ZsCRi8406k9nCBO7Z+h8GkS8krm6yIeS5O4nvjhN7bSN7xTO0lIYe7PqbbR5iimevrKB2uF0MQXoN"
    "LFqaXqjFlCndQFYkN8swGGdgP9ie6/RLWIHp0ISzbQpCxuF0pv3khvq40540gI1N4n6NgTZf+wZ7yg/szTEejHFECAmxFkIvLZCw"
    "r7iYEu20cZnGvU42JOKjZe9s7OyqEZXszg3zIF2z2dYWfq7bOtcLII8ns2+tkIxbxfj/X+RkKYeltCrC57jHKqkk69kt/huVd2JZ"
    "hvZeqnaVEdDM47AeE3QvfH77vAflHkQB/aBdXEfPal8p6SiN2dgdh7x7ZY9Gr2yJNYtTp5xAH38TZeQYVsk3NoHiEiNGfNpPByTg"
    "LTfzed62OKUny+DgTr0VV+slL8hBOLVXaXf2HseYXbhC6n1PyvGymD1c0exMuet1WYvTmSQy9c3yAT7fM7gQZ+tePUs/0hdx+q1X"
    "bSfv7bheofY8RyW809b4bDPfJ2zyWMOq22m0BS6v4vrnS30G/0wxJEerr07mSXe+ZT5jnp8gmbezb2E5ZK8GFmQB+bxPgrTuxpmL"
    "lbTC1brA82NFsW/NIXu7Y/fHEztgkAyFlH5BFqI4reYlEmEdzuHN1vmKaOhTZHxPdVePfrMYFu04cRmSInJ+mOY4mp0PhgXc4CPF"
    "s9XpIuxiJFs1ET8LZNntafDRrOpnmmsvsemKWvq1Ck1xuoRoAc5vTPhKws+wAdPofzubU8ZTHm8yqs6NupXrMzvIAKngzKqtSIFn"
    "Fu8sVvUqJUtFnH5gX3bxxMkRmmQNMulrlBlmC+2Oz5WD5S/wTE6G1D4N36c2swP0yk34l3XQF0kyY0VwxSuge/LxdENlEpkGMz7L"
    "VeW5AjNEzTyZ7JFR6Plm0knm42/GZDIC195V6tineKeE2WHryjlI3GTKGs8JJdkK7hDJbMYg2fBKulFG4fe8gE3MlUa5+jGy+GXI"
    "GuW6sPbz2OwZ7y9qNr/oOskbX1P9rKOzdHHu8d70oquwKjWIn6spCY7rvowzBClNNlm56wCJ6i8VnJiK6/W4r1nk/XpAo9m5k7Sv"
    "l/2HUdocNV6CtYgALeb+EKtoJ2yroD/8gdWsGdhsYQ3O20d42mcQhb7CO24tDhs13ijOC7WriwGTm80y7qGHwud6HdLQQg8MPoIM"
    "PC+HWIUo6CErmeG+EFHvHNzLR9DeVqHM36KJ67Xka1+txoMTkyPF6q3f6SSsw4HsCllNrd1Vor4Sns5mmh0GU89s/Gr7YTUZ4/X5"
    "XmvJ1VJBvPBqRPUOn6qOEVBPafDfEpzLKPZ4bXU+F2aa5WJJNJpxdTXUPcVNCoWdcaeSkViZX4swXnU4O9tId496qfTfXbffcvbo"
    "fgX/ZGtErA+xW3CqfMYcXIb8AilOSg71eYw2cgVW9lEp43xqVA+W66FNxsH+DpXroGO7wGO3XIOh11wNCfoV3/EvzlX+FjfCPIfW"
    "cixk4SPIxGJI5lLI6iyZqPNlmCQyFRrid+4gYb9EMSuZV+NZ7sRn2kMX9JQ9gkf0M3yyD6LUCE97D++pWM0vTa3SGndV5rugM8Ss"
    "vlxch3W5LpFdgunY3U3Qp4vgSX2pPyLymIMdv5H+rGMgiTAqTXFSPQbP9RXsU2/4dfmw5+fLEfILnrSTXCK565r7ygeZ9WL8HPMz"
    "gxF7PJS3WttoRvbXfxPlNuGjwivZb2SeVTX8u0V+YjjsiE5xAtlO5TL4kNVe7o7ysmjXOF+c7+2qfTWsRWWYraii/5dgD0SGltN2"
    "dCX7I3KhRynkYT+JeCsyXKp8tjFKlFXXn+LimHb0r1w+p0MWSfW3WnE1+5Pd9c/keS/zT7eUGUvnoV9GHy3q+0Fz3dstiCw+hcz9"
    "BAm6TQ8J/h2swH7sjvu9hOwdSUauNtPyFLvqb4HmbSkjpdjH2lU46f9gBXc97ivNamOIslPHzk2RizmTlvSnvJa+TjXt2Sb45ZfC"
    "4+ss8yBxD+nzeoG2D1ZhNxNSQnn5RSs967ntzIN+ur2PPiBj9CREisaFYFOvb+P+EFNLmhnHMs+GkuS+7w3Z6SMxP/ft8Ihttizj"
    "kRNyazGL+7p6ppRQu7opiAKcoWKukGXFJ0PiDaf5cOjpB3QRfPM3cd1lkIvR0gv69E2860SJk+ujxOeyPoCejzAGNXyWvbyuS2Vl"
    "0PWr1FA3TfW2tMTXIs/HLlhmcArOr0XmnTgdPRVytog4InHmCuOwinXcQcv8mpVcr1+zP8w0quEffyvmQyUoxWnONAwinoJxpNR5"
    "hpwi7d3I1zYrK+Lu8Ihgrd6NWKyX7Co7y+OQ2CvlWr0RFiQ3k06V7ig1rJRlaNEinqE54XVkqe/SSeo53qOuV8nJnK7ZThfT5Rt9"
    "f/wJ7Pv8XCs5a5Akd1J37y3YaS/FXZ3ls7yxLAtyKdbRskkrPMOZYw0/Vxzfe0Ib5srd3bTzeC8NdY+4l5HtJPRAGzqf3Dta+56Y"
    "//6VymZunV/UMPm0UEM9kGAuTbMMaB3Y0ySyrTQioM52EdZr2FPWtVHuxOUd21DvpIhGE+MJN338HLyWORrz/U7q0UIy5PKtpRed"
    "8ngfNk8fZlbNfxtH1Bn3zJ/zbpaydj0Ju7hB88XNAE9kn8U28F2qmojed5REFlsmnB3Io50/Rcaz/qSUmnK9D6uxr8yAjsjozmLd"
    "xW6P+nj+HKe9z4Dk/eoztDWU6Er2ZOVGJq1hP0GZr68Xeo6O+czVmMY4nl7rAaxjGvJ/HX0W59s3RGHip8SMwf5QrmwR+2xqOTca"
    "IMpaqtb52omV/g7ikHuO5/kz/JdzyHaSoeZr57lAathvZ1X94dLQ7ZrJYoQ65g5XwbDXe3o28mqdxExrJXWyWcEy43aX3LwvR/le"
    "p7S3l3W+SzWtV1BPxhG9LOME/3uQ93JEpjN8j2vIeGx30AVRhp3mEk5pJ9jjG6FmS+Iph8vo7GlWz3/TEAVUerwz5XyKk4lSxDhR"
    "3PkJxDeIsTfaqgwjECsVMN5NU2cm9RJKUR0jTvVz7r/P/xMn9tk7Hj29DN5cgmuwXKPyDOciDYs94U/EOk1ns+3uV3vJNIrXM1mu"
    "KctFZLyvmFQ322+IliZBY2kx49yJUna7HwdpCSArFtXNgnx8DA1fSJk933cauRmiKsb0m7zX7CbXl7CDx2rAFtkP0rdlFDy7A+R8"
    "RF6jdTh8uyflLtkVdzAfO1fPSnKSOah6xo2mY94Kfob3uhXii00yQffFOiyEJVvIp2ol6c2QmBpy+VFicSjlI8lOpJBpaE9KtWqI"
    "uqMeZTEXA1HuV3J3VZovU4DVOLxRpTnlkcXK1GYgb8S7rPP4evJUHMN+0WKs17ZyB9lrYnqbGIrJ3r7/3roPX4F8Xoz3n4fdmKTv"
    "yk+8Xjep82sQ9qCHvZalnv8p0yg+DbuMdvIVpngjjBxljb4v2V/Mm7E+/A6ymmh7VbA3O0iFz4QkfY+3rdxniM7q6Edb/2MRfa+y"
    "Jlf0V1aetoO1eweRQTnz1hs5/7OeFYBKMmp/xj+TiAnL9AY5D17XO/AIjQejE/TqY/IupGkcJGIqrGM5Tt6RshxeRj/5lnHEWHlI"
    "xuP0L+MMSQW5oqbhdG7Sw2QSZ2mqiOwT17tlLTuYLKperf/QyXjfjdA/B+puMlxekNfkYHhWx+PKKQ27aJJkTVFij9YzEgs7gpzP"
    "3J6MBskmO25CLIH1XoO04/UGSASv/2oYE7iT0bi7ROZz7NZJwRrEOf3wjC/od1iFTlir9vI51uxTm+fR94Ip+iZ8VWNv/ka31fd1"
    "d9lNxwYR3w/UUxxn7ol4irm+s9K6kTtKWmNZW+fk6H2saCE98zfZ4365mO6ZBGuZG8mm3nvkayhVdbg/kaP9dJzrcNyNEURUO4vj"
    "P6n19YsU6z5XsLoc94y7X9LSGC/QSDJ13GHT93jiZcwbudlFhzZnmAwPE/GpBP72YpwGYyxfoP/UhYx474LuuRfx1FbwRn9FLDEL"
    "mvlKWMOb5TvExRlfT3Xd2up1qTsXjku4jt0UEU7AmO96lUSznXdp79W5bo1Mtqptp3I7/t0hVMazmaVtGvmrrvfMJvFWMMNZzBnn"
    "Gtz3Uvy9NyT7eE58GaqJxU59+JTtZG/J3RsRsuxZ/uYGqWe93qFYfo8rWMX/EkT43+l70KXrIQuTZCxk/mt5QZ/SWhkie0MfL9Hr"
    "9APc5GjuqauYFatjz3BW1xAFSjiTVUf26xSZTGI6XVbh9w7Zp+si6Szjc43PqDbw3rlu6gs5+2YTkzH+bBW8C4lNH2W/aQkxoKKw"
    "iT3Ilu0i5wX4xjVkctugOwQzmAmpw3vfhz2sJEdMlHI0jVrT6rijcX76/c5Up7LT/QB5HVd8X2+A97OnPAlNt0Hn4txfzem9Bt7q"
    "DCOB3aDVDNNldDAPmmQOVv4NfKchCfwKjTceHsor8hZWdEd5Df7yW3opop0zEME6JhKHE5tBXBVOF6a0JBtfRXxup1zHsEfV1soQ"
    "QncWlxGq9dxPpewzKEA0Ws14biPn2AbTTuezGviUuHiyijNdLvdd4bGpXb/e9hIyoto6XAHtsgBx0C2IxCbju6+C15vQKtz/ucTR"
    "dlXsrYNJ+jPiy7fhZc71LDR2nttKOBHakd7n85ldM5OD/nl/zRuhv2TeoEUZKX0ZCZmf+ykrcev8bLwhcVQR57FIx9G/S7HXOcPJ"
    "QOcNzYYXMI6RZhwrOwJ2aYRsS02aINN6kha5ljYxAc+gzueDDhaH+VFPydtLHE/HaVLp+f5cb1sl99h6ks5AnGWob5fAVmwkb+1s"
    "/afvu9s2ywAp0l4yfn7vUJzRuyRKdLJLoXU+gHUaDt3ckrt3FHGXWpBXoIb3tJBPVsLsh7tGBSOHW2Slj+Nj+lu7bRWpAqzRPZCl"
    "X3GSq+G/9oP2nksMmW66XXCL2AT1p4jrX4UUvGwcvNRn1n/VLusXhdw3NbBxD0GztBdj0L4Z13gGa/aKrKCkb++n/kMJdRlom5ho"
    "zh4S528nWPWoJ9pDmnLlunhiiN/d2droo4CZ2a6ItJ8YLNNr9RGsy1rNQJv9G6/M01tlMmL1FFFHSnRXMVTZtbTeVfqDGG9fWsPu"
    "mZTPprsobHWWUdemD5t5RrgUveY1+h91OFNlxIWPM8rphuvl43OlzHv8KlOIQ1usX+DEnuYxesvVoUzWQGr6S4wszkrdmvL5WYUn"
    "7SJN01LNZGfsktPuLuNb699ntbSI74myZzBWohKuYB0s65GU3UKeo35+mtL56i18RliZ1XMIX/OI7bKzWL/SC9DWs8Xmaj/AqU1p"
    "jY/KMuSebePxkatxqneUWZQfYzruCW1Xgue9TcZIU9wQO2XRW0KsRDdd9AOuFmOk9gbudnf5hfihJkfnwO96NLNOb7VZBjzznXI9"
    "4p/z5B7J7Q1G4efM0bs8i7brdTyIk5Jup1s0mu1s0Nt34Klna0NtIZDF3u+9B084xc9BusnCJZSRyXjipbjuyXKjzMfzv0EWLsNk"
    "2aiXY3WGiuFtG/LoLOzIIi1id/sgnsKAU9Sl7O5wseQE+Qar3kXO4oT/Sv0Ea9YGe5LPeMd5gfWsJRwuK9nxHtHVsLNR7k++z35b"
    "9dKdo53EanUL9BF4eEXwe6zTagiivHLo3vtlOuKEOp41m6izvd8AWX0VK5/0aIau+l3EfgDry1oLezZQbpAdWdfsjJj09OBxQ+iH"
    "9TZdXsHv7wEvoJWkNZy3VG3oTuvgvRrXqV/I3bEY72RIifG+nutx0tO++ylDdtuk73e32k8bej1hPasls8suY1DgNVGabKJVHlU5"
    "Ru9PGelG/Szd/nIiPJ5oZh506ibIyUzE3NdA92/QRVLsu4aPY1eNeoSCYuj1lG5Jp/l0XUQk1LW6d2CzQF/iPj/B098gj0Hn1pBn"
    "rZ6Z5U/w6gRY3V/wKcvKjRaLdes9GlAt464YpKnU9wSndRR7MgewvlugH/qurHF6tFjeJ0WEplK89xr489tKjDlKm6w/Cfe+kVbc"
    "cjzNJM5VijIPVEjmCos+54j14dVRMztuhELId25cgtyvTP9dnJIR4iqh//2ZNPEU//jVtuSV3Heg5E83ZNywH8h58ev59/NFWLdp"
    "yN4lEQn8uWvwMfaoHc7wIHEo4JU88x/IClYHy8Ssi0NWbEZGwWLihaSJy/ITpzR2kbCj6cwm+moGSD07Y9PsBUixN3sxdE4fsXz4"
    "XsTyWKND6AO9iqvegSffiJirjBm2Kj3PczJY73d/xIt95RTmAV1M9pOrYUgFK0CVuPImXNu4BLvjzPUUi7JOClYTJy6JKxiC2HRc"
    "bTl08XJYme7QSHbC38RprcOJsOxaZ3mb6JfRRhP5Ke/3GHdhF3qja/hTjJHYQZ7jwziBXC9UDwmxnE1THBC0hE6dpVYPMl3UR2y2"
    "5jN2xbkYdhcJu4TUn79NPLc2p34UO9As23k6bMgO2KFjEeGths2IwiqtYKb/Xin02e0DRT1CZehzGIbFpdi1UcG9wVx9XKyC1kPO"
    "0T31MT2hUW+AabwGXACB1ekrzv5v4MxthJ3/q7iLUWg15ylU+Z62XkTVPwh29UNYgL/KMOz+E9BIX1pkKZch6ihhjFSIp1+Fv+cT"
    "I/Aj+C6tsJ/VnAnbS8rpHfcTw3LYR46QR6BvrsZ39ZKvcVVDp/4KEjJXXsLe2WReESOJqZDmX2GLCuXswCYEY3q2mLVfptOIbW8Z"
    "qbGQuKnm90LLlevP8M/mYpfWYR3fxbddI8a36tDC3xRDHJpPr661WLXrSnkYkjYbkdkEPP9ELM418BE2saqa8hnRrT3bgMPTd37j"
    "fLw/6Rl/pmsBrrvGY/PtDRvRV75g/9o8fPsaxKL7yj36d5y7bcSmHdaxO33Z78x8hxWbQlpP8+PKcDYr9T9yNPFi1+jg4G2c/CrW"
    "WMtYIza8ue/w50TtFAyXaXo/1rR7MDSzVP+KqPpwudAzAKr+dz3lV/YjVfNkXwt9sKvYd1YSyy8XfmKa6LY9vK95Ei12OSVyGda+"
    "OVa8j/xTnsUaPgTv7B2c2/8wrtmBOe7N/SdtAo849yt2jgxZ3ZgmzsO9DcTfV2Ov1mrcdy9UemZbi7VGMtfzL70Oa3O3LpA18gGe"
    "7RjZC1frxrmc32KJiscS3QF6Yht4c6WMMJL0FrZnd36a56SbrOaUvN3rIR4boYJ1hBRPrvX4vcZ6SQU5BxxuSZHv5FB9SZbQB1X9"
    "LdfT7rLOd1/U4/7TnuHboVZHqeWtJ76dhJONZgPcSkUQ+ZRywsEQ214Vw3ppJ11kBaMLk8822HFX0bLVuU1crnAX9l8psxcN+iqj"
    "T7NrbbC8gVeLcEJ3lx/1Pj0x6PYbbnjJ9k2Gs0yatXHHsmqkkJsUbFIFGbAsk5DxVTVXgdrEHiXHeu06JkzfXipRIuIMl5Po41WQ"
    "I9eqTsX6BE7sWmjeKspKMe5wLXT9nThDQ3Gv62jXpuO/GZBLwym7RupZm0p4O13ua8lHSdLHlZtLWyDtJOM56l2OcCa0jM09rGAu"
    "/Ebo0aVYPUMSNiyR9ex7zzAvdBxOzlis3QTERLfpRXjPPB2jp+qbwdc4lS2lNWKwryBNixDlLcUZuQJ+XanvPan3mGkuP1OqJ+Aq"
    "P5K/eSMszXJ8+3Z4vhfkQ5zf2WJxo6FudkcEvRivVugvWMsrpQHD33khrfiUdfjOK33mR+HRmnROod9vk7Zf4xxtDe2zTN/Tm/C0"
    "X0HLbsAq35hXzftKMq5zuM3lrBLcKcbe0g8yb/hx3dinHSNaTyHkrq/HEhktb2tHRI3lsEw3yfbymK/3uF7hTbwPQ/4p17ux5nvI"
    "z9DJv+gteOLt89bou3ocIvTbiZ+qnAOqJ7KAMXYXQWILZBlnYhKcBariJJAh1FXgLl6CD/sqNNL7+Nc39MBgHeKZq7EWxuFuVZ1B"
    "7Fc/VtZwytr6zj/Bk1jH8mpo1bVY0RifZakYwt1835mxmN27Z5Ed9zi5JMtT3FD3qPWIE1WMq1OeTSjOPR3Fp50J+7mWFZj9EJlO"
    "x5V6iOV83mE2KklGcTdjZ3JxBHNbY2SVr5pZTPM49jKJV2wVFhN1JZPVq27fq9knG2UNw1YnLqXcu436MrVYlNdJedS4rTyCAlZP"
    "tpMZiEkW4P5uk6ehM2I6WaozPzQ5f5rIYmuENs3NWxp2rv15kmSyiA4OLawA/rCbCg5z/gnOO+djVSv9LEKGti5NRPRF+FseY7dz"
    "xOE31VGS69kB2vt38fLym2RkjjbSvaEd7siVz3213K/Uq+NgOJi9nIOxWxbf2FnJa1S1DddoK8lsVlNuqDA77JfLZD6lxuGDl1Iq"
    "ehLzwPWEOuT2GHtEWoibbZuCZ+og30E3vqYfYJ93zRNozo/w75api/CzrdjdtAafHQxtWbGFLLRbwvvy5zLB53rFZQStn6Al31Pt"
    "PbWE9+SrqV1Njw8lapZpgHJ9mzrevaOjPCxp2qAMWRV2l33pAZXrAZDpemiVKp2kLiPk5La192ZSHr3hbqmmJDeXIUEP5mu+5fSP"
    "McZ3FGfhBkLTHgzbXIZ3rYe2XIedcTitJXoBsRbL2AMWzpZYhmmgj/pqKRNXcRWexalYoQ/BBzF83y/gIT8AfTdRV+JOh8A/WazG"
    "vbRQroI8TNfcWeoy5jszOGeWURaPcOvy0uls1d7JcSfPFNPQ8dTALB36U0XakDkr4OtH+9VamT0Ddvrt92P9p/74xHV/WckzE9M2"
    "vHpbj5yaYod1gl7OcUQ/L6TFirJzy6ocB0g4D1jjsxWdZJDmB6PkQXlH98K/Ps/K0QTZR8ZnbGraVqo9M5nLGAFaBHKBj++a+ZlV"
    "Zca5nri5uf23VJYPKMpuMvW4Bs7GZjzioLPcbn7raKnlaY+x7mB3fASnlavwynj4tCv0PcS6L+vJ0j5YmOmPKHCrYHd9BDJeQX9w"
    "re5rOD/wPFbCKzc2llasof9I1qMkc1zL4KNZFS2QidA+4yXJTIHd8WzOoSWyvEwOX+MQz6RSpSH7XeOp2RWMoQrop8c8KkXUY28e"
    "Q2T9CCU8qW7SwPjmrUNiayLS1JPLIawSnOKxql6UjtjNXWCbIzo+SKXz0wObrYd2KxCraL4KHee+exArohd4fN9evvchjier89Xh"
    "3pCoDTxVCXZpXkjUmJPErJWxNDwjf5UTpDOueTQi76H49mZBaeY2OZeTKHHiiPyFHncnRHazsDrllIrtxVWU9+OUt+H2FPhsoDIX"
    "Vus9skq8Y0dpKw7rNsUOqTiZBqOsTdsU93LEzXP1Tc4EPxcYcvs9uqecAh9pA7u91uP3a+GVDCC65svicOTL9EFxvTQ1zMOZDRnM"
    "qDnpd8mkqLfUal2TqI/r4P21QtS0XI1v8Fms3v5iucEx7Byp1ifZ7fo150sqdAf4Fg9zTrMGr9iTfq2biOV8BPzyrsEUSlatry7X"
    "YaVNdl/EnSfoeZURzc0Qpw+n11jBifYEK6spDee9E34O+XS5hh173+E+7oJWm6ZnwG9cCB+zPm8w/P+FOiPzjJyReTV9oU7G0z+f"
    "d6uulzA+LKFkruJPH+niRr5bQ2fgQPpahtlmWrA/z2jM714c69JOFmsJUZrgHcJftcxHRCZD5npL0neCxX1nfop4lrvLVHxXynfU"
    "uxxgCdbtTrz/ZXJUJr0GqGcvxnZyFfZ6iszjv6SZY6nAXlvVq7vcpHlBHXvEo2T+WwStar6pRXo95L+fZxs+T03wqO4ot0OmJkIz"
    "HasDIK/vB0/rjU3YhbaNejMb8hT1zDdGvCe3F7ukNvmO1nNlRrYXy3WUCrmnuhJF4FPs5aOQr0l452P6ODRBAfTOHnKifM9u1zjk"
    "fRWkrgd8wL3lY7kOcnI4+wqcfxn1dSzTRSfDcz4W3320jJEecjfes0TPw3Vuw529IuvZw5tAdFtHDLcuYlO/fSAdlrMYRIadwWKY"
    "JUuxGktUglK9HvdVoS9hfWxFP9djg166RE4lM8GJjJc26DysewTSPlkNI2u+7+mqo16Lc/VWQp+cxr7JlNftrla+jPHQSmJTHUr0"
    "oPmcjEhz36vYAZrwqOCrfG7SkKvrmF0XjycY58xxOKnfVGfPOnZfu8przPPpLdXrsA69/Z05NDiLTfpL3CNB/RahRHwf6ybEoXU4"
    "RynvUTWD3UlSh4e4jDHfg3S0uP7A3NrfWEWN92oHeGnViGUKcZ0LybZoz3cGsdMdqkPS93WbZTDPeGfei8W7O+HJp0L3DpTcrzTE"
    "84WabNQ52YdM7a3o5STwzQ75rZz1jQZP3CYbQ/2c4ARBzDN3JSiBFdzt46QFOw2c33GWHC4Og3dvXP1y2E5DyLhYPiOLcQ0kdKOc"
    "DN/+c65HPbMGtexKqdSXpZZyoJt1T4ad1A3d0o2zhm08RmmtzzlnPIKtYzdy/bwpjw9YQw1cBtlNMU8bZy4+6aevLUt6JbOLqewa"
    "VGR78obR81nhpeH35s00y68hXI/fvt74V8i7V+vzHDXUGHYH5zNCq2HerJb3HGMUHdXbeW+xbPa+YUZjO0n4jHic9m4D/RnThy+z"
    "q7HU533cJIrFxIbSvgDn8SSPuNNa3Cl1us7NXOWOMUaYXZXH8feL5e/YgbZyOc7chXq/KPNR4a/OjVYmqstlE5/V+rfeUuPFLmMH"
    "yhiZxrnrJDOXA/QSVlaM3309cbfrDAlMrHqTjyf8mQw8per4fAfJRlYpYszJqEenD3y2NfTFB2w2Nxj67NtKyIpSTul1+If2Lfbz"
    "9vypCzV9mh5ZqTp+vNayn1Rw4iXdCGFWOZ9h+9DRz9MpmfNCZNCUvosT+gPiIuPIu0qK4J3eBa37FTTgizJM+yKqKCYrazH0QjPG"
    "9p2C9/H7efAgelGDrdMfOAtmc3jlv+GVdPrK/fQd5HQjsytDpLv8W6qYj+0ua3Avw3g6k6wkd+WEbz27mB7AKxu1Us7AeX0PtuAp"
    "/P65nhAMtRn3zGztHMyXG3Hn2+PbixEbXCkv6FEyTI6VTczSWAV9PrXpg3oY+8YcXkqKc6hW8dmZsxgXaWcdDZlZpGfAGj+pX8sZ"
    "sJcPyc30ITqS6awVudaG21wArjxawhpVODGxJ7OnhlazCroy6vNpKWqdEP30Zx2iJc320msRd14GWb9Ax2mJfIunsgkbm9qsgOaa"
    "gzuahXs9CU9xMjwU4yWzqt6PzK3ZHOJa2MJ34ac19/3YvxD1oT+rAvk6Xj7XizUP/vJR0jPYQe6FfanTvLzWenMTNcrcr6Qb9XCZ"
    "LeniNVmKfX///ZkUdXGdx6hNsCY0khbK8iG5v2c8zkRbeRmeyFT9VK+Xp2WS7qvf6EzImiEyFDB/ZhbZ+DT3FcuXt5Qy373VGbGn"
    "1UEjfpblK3LLL0UEMxd+b4G+TgTPM/GTwyB3cysJRu3qNWM5+yatq68IaxylnxTXq7HKqymR5lG9ISW+99FkdnYjzdIxyx/h2AFM"
    "77XLdkZmiBjlbMGOcr1Yn8YUdqmMxfMv1FfhE02XrdmF9AnOV5SYnhFEdBtgqaYw2kzCY+tLvr0VrCdsYLdjwyxEIqtRlZmJ4yAH"
    "FqdW4vPb6OuQjae1S9438DaSnKozDMyGro4pfKpUtn9Vsv1sHXmGbyOfaZocFFZlm0os4xi5r27FPlkvxDbyDXThfGMcCCbAz59C"
    "fCTLz9aSsfEHPN8u5Dubws7OKvbRLMAqfA/99QietJevdNvs/74e/01pSc1Gvi/zZVLwlX6MWHFJZpx+oYP1s8xM363vvID+HtfH"
    "zYCUUre7uP4EzwpapR8hVlhAzkiTovPhf5YgYjgWe/ulfO3jP+c/DZUqrmjCo+LkeiXF6DBJ9m/HJea4+VLeCzCffYP3nDLEed1V"
    "DP2+C3bUOPB2R1SxWA8MfkTs9HV2LqNBk7byevQRaKYJ7NA5Vp6Gtjga63Q6/Ov/QKpay3FS4jW7oeU7nqUoVm4Oeygd6rGrKRmi"
    "9u5iefliyvogMQauK8U66mZqIaPfJDNzcXb4n8V9samBbyRgv1EzcVMgC3H9rYmfr8SpS2R7fvL8M2wvxmi+DlctxxqttF4r6NPt"
    "pFCm+bnBdBZPyqZv1M9vXORR0+2nsR7lxrz1c7FiPaQAOnA1dJBNMc3jBO9POuA3UZH7yfgJx6mhPzyCE/ctYpzt8sbh7pZCOq2H"
    "8AU/Y2MS8xmrGnWcDdlNxuLPfHauR/XQwNilZ+t3uLO1Gk7PJBt5hodyKvePoylUQwZvpzTVkZ19oCR4OgrZp3y3RDxmQoW390nv"
    "k4c5K3cnrmusJ6KUu4PHEVF2lDPh/fyo75O15SlqXtNcB5B1rkRdJ21AT6VMmgdv6Ttq/SBLcH5/xbevhcVZ2UTV9woZghjPdHOU"
    "dzaZ7C0biGC3SNfCelX7TM5GbxEWMnd1DflcXDXNvWJn50Zme0rozbgYK0JvymWf0tmaWTrL9dTe61Nb3S/5zrPEIZtsL3tAOmrZ"
    "UVUHHTWLk+droaMuldEeUSPjcRPqmAu2vovcU2VKJrs6zvpF/XxWwmNa78zO2pjHPLffT2R/4pNqzLzjIDlf4jx9o68Hq2B91sv5"
    "einWeQWk4QCJwO/6Clbue71Bz8F5cB3dyWxNfuesdq4ip52x4/2ENVrE7jdWxKR/EJdz9SN4JhPkRHzrSj1b95MD5RziCYco4Ek/"
    "gVBLZpMM9PXeUuZt2DBWdk5i7Hs/scTtxO/BzJ99dooW0MOfhH+/ivm7Ko8C6FjxamB7Y5RI+/feRGurIzqBi32ai8tX1+tAcbn4"
    "GKdHkpx3TvkoOAWPM6Nuld2vy2h/Isw0WYa6gIiXGR8FJnyn8h6sv3TIetL2dNv4aQ2XV8owpnLMtuaTLNWn2OdkbJwJL4euFhj6"
    "zqZ55nqNUMV8pMt4dZAgiwsa9/jJe5AxsJjo7TF1c/BVerPn2pmMZ+wpd/je53oiRJWQTyYffm0H6Qsv7Wpc+UHtJl0zX8mR+pI8"
    "FHyP1TkNHq1h+rUJZmLdXoUvE6XuO8yfw7jW+Kr0fKy/5XuuYDU+yXstZP24HmtdkJ1tC7Nfq/xdjoQGqiZefINGsmi0+WZzuUmP"
    "MxoiyhfxxEyReu7ofM9Wad/4HNbnUu0XROQsyPdP+hdNQC+/yUjnNVxnlIToxiYPO/rnsMztfl7ey/lzxEdJTX3GTVDbv/XITo06"
    "ZLVUNiJfz389RBpYN5LZLlb1sZT92hN+8gL/StTP6znmtE9gK66H/2d9Iz/hHloGhyF2mdNEH3EYe5kW+zu/+VdKdz77+B0vWoiI"
    "fApPim42I+5+b56t3OSq7arHl+6VtXNJ3+9cDQulje7Ffp1OX8j4k+oYg6cQiSSotUZC6074XS6zrTZDYPm9V+z3NZ5TdRirv3lS"
    "mp0WTPtZQseslPQztv2wgwU+V+hmkb6FD3QZo7AIe1od947NbtXrA9RMH0Oq36buirBHpQh6/jFWkRpP6oRz6m43Ir7vw2V9DB3z"
    "fvI4q0eeT2YrZ7XwfOK/yZn83z5pw2cyWV+t1W88kHS2stZms76y/35F4cOZP+bkw85CMbzcpdTBn+GbnxeH5RZh3nukvK01WfS/"
    "hnnwPTxzRu5JdZsmsBzTSuqkBBlwa/RymzPJ3IZnHQs7vQb78ghObx1i0/5556jLstgkf5jnCrHc1+tdur8eKachek7oTXh/e1kr"
    "HYMiHaUpeQJaIZb3BLzu7xB/TIA2NC7zFPz2RfivnlFMn8AisHw816omuBitemVouesoIRVE/JkPe16O+Pg63PO72jcYDX9wPeS/"
    "VJ/QrfS84ALdAbagr16u02SBvBlEMnfrB/KzTs9mKbaS32J8tiMKa5z2xzr7umE9+8E76UxbYXYxRfSMJDPVSdov0xjdEbtFENvU"
    "ZtEFLNO3EDL3hjzCXjjrUfkUFuF6majrKDFr/SlxZ+Yw+haWc9sBnqpDunN4isdLVTZL1CzLOef64ty/T5PPgzvwTdfIQfJt5r2g"
    "TXCEnpSZgi+x3O4CzmTH6TmWc0rYpr5yz/Gvhu+wvZSxUpfPOzJsqQQrw5Ohrb/Vhu4y4y01ee0qz+g/ZTznIJezOmjXLiJiYJG2"
    "JotQDN6OsfNZndHkb4AUN+qyiLAzUHWuTa4xJ+A4wzK43uEeyWpn1k22yUbapY205qdkB4izkl/PLKXpvA08Pxf6DJN4/L8Ep47S"
    "v8v15349Av24k/Tx2tqxKFrlZBYkIURXytCOWgbiaGZNc79SBE3WUx5mH9b7+oJ8DG+zBGfD+CGqmLXbhKeP0lc2rGCz3s9I3LM9"
    "VXvsYcvBFvhsZltv99La0OdnPe7WP2yzJsczDhsu/WXd/+HtO6CkqrKuzyNJEERABBUxoChiABEEMUcUI4Yx5zyGMY855yzmnANm"
    "FANiQkFEEMmpoQMd6dzVleudf599b1U3o9XfGtesH5eErqpX79177slnbzICx7iqVh1chBN4kli940I5APucoNWr87inLnJ2HXgZ"
    "X11r3UG1Dc9/k+4jjeztck+aJvdTkrk8828qOWdZiqedw9fn6+9yLOKJK3DqL5efIQfFePYvdLfgOazEetILnlUt9FAd9b71Wx1N"
    "nKkb5Glc93es7OYyHTb2TXYv7Q9PuojMHYaKPN7jIis5rGJEb+kKTRDTJXIhdMNYPMsMfHcJpLCcuViLcfaUBBFlFspc2Pb39FX5"
    "Gvf1Bzz2q+VbjYaVWMPN5Dm8oyTX9XUWtOsa+p4x5kBS1MY7ikPuyRA50iH8WXTi0LHHegmqp794EJ6wmzjuha7em13qZ5ta0Biy"
    "GmkTnvuL9QOxju+xWK+9ECXsDy1zlXxJrOykbuuRkaKMRbuKq3MOkztlR3Yzrq/XwFsxDpjrtbfuEhhmz2ZiM/klnFu+B6swKvgF"
    "WnMpLGElc17G4TwC+1sKTVSno9n/twKncK3uFMykB1sEbf4Pmc08QsJX0w73k3UuZ95ZluOpjqTchL46VQu7siX2+QkdpHfKg+2W"
    "srP/TsjkjvK63oc7OF8mymd6LmLLsbB318gk3RWfelwmQx4yvlKQ9DMKEZyYEvz7fJ/7aab0KqspVgHbVTaXhJ8kCj33WQM7XfLH"
    "tE3Ms9ext/goeNSrWJVuJFZLBjKfoGV2U0yNXkO9g1UfI90RC18I67GalfN6crDnZzK4zOfwu3lO3jinpRcx4nXIrM7jHeazrs4u"
    "5Luasx9dcywLnSWLYHEDdjTg3Mdiskyupfd3F+KJ/F28Jb73Y1vYs15YlT2kgX6ZeQ8lHostws8/Jc2MS6O48x6QQGNwn4t/G3qD"
    "VXxGysY5b+jnnI4dT0wxk9gOiFNfYARjeWvLaz4GiRjBfanEq4v95LMyArxILKe1CO/dUAyhtBDnsz30WwUi0/3EJthrWJM1CZ0U"
    "lDD6u9nzPGgOUT7DGks2c9Osg8Vlt6M5REVbw+f0O/iYK3HlToZ/jBW7IrhCTgj+Ga7Aei7HmoyRUvqsFdBNNkvRTAk0NqxK5gYd"
    "Utj57PIweWvfqj+rRd4+04fIdedm869gB+wM1qTHtuqBzFbV5lPeFrGmPhwatBB2OyEPwvcwdoeP2sg9GeJaMfF1s9Yizf6otvv9"
    "811tL06aWS5nM/gWrhe7Av8dJe9Jta8bHiRbEFHcalJPYIf7BwW48zLs0Q7BfbC+5vfbtOFO5EFwvRdLKOF2xveWG2Ej1+D9hbQu"
    "/QPzWKexXyzOKY5q+hCGl2w1wSpow7nwL8fALnSTHWRrWYh3DdNb5Svc8wx9OjgRV9mXGNqhnyd0DGfNzFo26lLaS+sfqdf5rOdX"
    "UcdH2JmptAD2yaHsA99C3Exk7xzusPi8tUjfdkOCidITsc7z4TPh+7jXXYORwShtHw7zOFiZVt2ljfTdLyJqaZYdb1txuuol/P67"
    "P42OE63OY4s9KAW60k8FGfJOgjM9aazpQs6yOKbINDt1U3oH77nZ674WhhM3U2E6pZEYARVkXVpfIsRLNW7PvSHZ7YKzoGffh46e"
    "B+tujNJFeO6n4MPnn7BcQl2SpAVoZuddM/2cI9lF2cinsjmhRmaME0TYmuc5IjLMMMXoSVXpD6wwxHFfSeaCshgJxfRa9g/OwXk5"
    "ERZ8HKK/H/VNfU2fgYYZxXxd0uOkWW17T4n6KY0btZ0eG9xARuWjZF/Y1xVyE7ziMbICd/AD5Kg9TngRVmQLeR/+/3t6J55rAV6L"
    "EZnKughCZhddJ3mx7xOcSzTl97BHE8UYJOqJdGn9V6XQlIa3cSwn/Qpzu9+D/rzLa7sdLmGVOUVpq6U1s8zqW7hr46Jt5veHnPWN"
    "0fdYjPe9hHdY5/tMaMJvcIUZ8KN+0SPIf1eIdSnFs9wNH2AldGEEO7MIz9II38DhSTXQNv/KSZiU3iL/yeXa8muo7Bb00LrwIBkd"
    "rAzhh8i2Mlnu1Yd8n6jpfZHWfRIONWEniXst7rrMU7muoaTP5thUZL33Y4/kpJ+hIzX7DnbHqRAyAjX5H0J91pEaqYmS1buNz4g0"
    "eS0WaxUrGBZ/fmb77P7E/eSoqpsEWeVn+Q0b6HPqqRQn/wv0Z+7erjnGOPtXljHuMnkKkclyMiscAqkwnKxHoKkWke3bzS1GGCFe"
    "J46btRA2qpIzu5YpLIFVW0x8l9XsGDyUdXj13XcVPhea1n0QVzyG+3pE18fmLcTZ3EMOkYdkP1zHsZI3UN9UeHQ9y9B+oGcg4lkI"
    "ubHuq/5SQ/RF62LszV5UO20LqY/qKHMViOzcGqTZTXsKnzjiUel3kVmQxk6ylT4FGfwgfEP3CuaFDwSvBA/iG6bqDzhTneU7/UoH"
    "BwnYgJHBV3i2EZCP3+hJ1uiJMkyM7biE+OzL9AExxKi5ejM8sUXMAC2HvjhLuwVbkyNzOX09m7r7Vk/FCZnpu/JKEGl/o1vBVg+T"
    "3/QTHd3uVDzrTmKdFIbmOgS+4Qhp5pTeH9iHEiLsz8ffl6j1JpTizBku/saU60Y/L9JXbDrFZhHz13L2lmrWA21SuIadiCZlNfIS"
    "tMi90KLt5WhZqsvkWT1ex+OOtwgsMp1PjqeeMoBMR3bld/VL7Eb+DGAn9l8n/qL/OuaRQ5R681esaci+rd1kmnyNczMfMc6JuJsH"
    "5FLsyTA5OyjWqMf6cj5GHfmaQ8bQhcQDsBPyDVFnjT3gU/1RDpKuwSf6LJ7pK6xvOa76Ovz422HJpuo9EmF/c4rsUjU5/9+i2+GQ"
    "7JckxRmURbza1tiVckbnMZzCJJmdo5zSb6aMr9WIjzGimp39PVRcVt+hhnQkWq975mroZYvZToL3uDGn41fgSRPQtZ9h3+tzOiDK"
    "OWWXNx4tST8Hk+2qH+47phLUwyey9l7O+ayUl4UqMggV65lSwclSq4sXqFmZvlJG7ogv9JjgQ/ysM755OdZsGiKvKfopnmoj2RRW"
    "tk4H+mxRgpzNGS0iovz3lIUaP2WynDOCER0F2djEW4oEsyIR+Im1OhR3cr5Og+0bEczE/u6rp8s+iNv+AamM5abIK31Wyu7sQnG5"
    "UdPD+8gK/nw/5pqm+740+8yj+keOs7tWzf5vAL1QhnPyJPR+Ae5rCZ7tdNlRnpB3sK4DqRfSnou1lJ5cva/mGD+nRQn3+E7stfQA"
    "DKPWmKLWEFGnP/blCPnMc87GfCScpHxbNfJgyd/rniALc0qtC6ivOI0a5eTvatx5tTq8wMl8PQJv6HzY+JZcb1y7rWPnunjcpTrc"
    "k62gxbA/81sr2H8Shd5cyF7VVVybc3BmTws+x3n/BprqSzKbfIMnroU0HyfvB9Pkdh0gz+NxPtB/6eRgDD57qz7fxtl2Hax9PA/v"
    "Id6iFUBrLeKMv+NdynInm5faP4f263BcQ23BwTlGHEOuq8JlT5KdyH3JuFLLPJ95iovw8z3EPJDRYowCNjXVRQ7ELr0NXfw9ZH0N"
    "PZ7dPbLShuK6ictgM5cQtW873Fe9ag5xp4E2x3C7LpAaoqq/K+bVNzKXO4vozs2QJJOAyfjkH8x2mT5/D9++Ie4uQOQ4A+s6DhGO"
    "xYkroWkqPIdgzGdOmogEEuO8bKxVD4sSxyFsk/3NrHxXZkRHSaNH5XNSZnx+S1hBW6FrsL/Lsd9lsK9v5HpL7HRtISn/ffaZp1jx"
    "G0i0wcnasV1PKddBOIkj2uhcrKK2SzOHYl7xHpwAtspcfglZzJ65LPdmiqekytd5Q3wy4ydLWzyxZZoJ1+h97beAJtxLewYTcK8d"
    "9JBgoW7YxuqshRbvih3bSozBzbqyUzi5s7VeDpBzEB8Mwq6MQSw+AVagTLaR6+APlnosfJFRuWqBqz/nj+eu1LP0YX1Sf9E/2j0P"
    "qXjPeFdxdjsHHwWbBZ9hVQuNj04n6U+0JGfqFNoLJ+XdfMbeMnDmQW0tlo0ooub8EWdjPNbxXby2E9b9+GARvWyHkVeMs2b1+Upd"
    "Sd+0vXwuddR6q+lFNLNS4vggokS/rqT0mXYpIcNglKyVDeQQORrruAV+slKv15f1Q33apKD978ELOghPNkk31gF6I7Tl+8R32kke"
    "hVbbTwwvf5g8rYvCY3Q/nR1eqNfqH11Kw0szm8rV4SnwtRdD41hXzgScyhekkZhXHyF6XgL5uV/HYg8u103lnWAKtMrHhgGGxX6O"
    "2DGjxbDepuGzxhk7jyyVxomykziG2Wz1YpxY9qebjMafNdTP1YyGY1iRAj0LZ7cYenN/9tytIFNZI/HZYnqVzOTExjAZIlvhfXW0"
    "6xbptFTGWupz4Tr1zi6tcu9Om631SMMrfeS6v1iGJo1YeiUzTSnG5Yb+N5f7dYBcK6dIo8cGqWResD3sk1mZ+fAqT89FAy0cgjFO"
    "vkcgdT1xZqx6Yfe8kjmuG30NoF2rSmDL3HaGtfC0n/DPapak54V19YUt/XsDUc/NEPjex2Zm9jMeydBir4GSzjEiZ3IMZM2MkdKc"
    "1kuzoyaqjzLWrPPTQcbZG/GxVJLSWsArJ9ThijSpocR9DM2/5G/Ohf7/eeUT3KPhAsThvVfra8Fc7OBzcj0sadrnEyzb0t8j3qcZ"
    "d83Crq7GbnUKDofElWKXjf/pTdjdr7A+Jj0HwlNaCE2zCDrjJMj5RetY93Xj2iwnre3GBj4z4rpHvgxvkE/lSn1Fz9XXwtpgogyE"
    "jE+VK9qYicwQ+6OZeuQLaSDyZZJTfNYPX5Cr98WJ3XiEOCT3j3CCC/mMMVg6w+2exUxPd+nue4ASWIMVxP5YhNd2ZJSRydVlHA/x"
    "Yn+S9m3VgT3T98y579xWmj33RxrnRok0F2WeOSRbk8MsPYVPsoY9fMYgU0EObMMOuhRPN07+DXu8gdgUQr8cA2pWDyeJ6mn8P42+"
    "W8S6L1w+ud5Hw3Gfmd46l4dyFekWjPaRrTDaLffWV7JTFE2+pyCJ+2nQCVjfE4MkJzWuZg51d+nLU9CM9SnhGibZm1JLjoCT5X87"
    "Vx3q4xL3DK9W0XYdUAn+mY9xPv+6tTXH36RnS5nvbirxPHDWP22dn6WtpgeyfTCLaLtizBdtind8JLPJ9hGD3jtenmFvXxMn0xph"
    "O/ZHbD0NnylnpJYhY5eSv8Fx51ke6gJZwTkw8/fOIPPSXD8Hmw/bMUadnISsZIhlvVzdRJXjeEr6jjnXp7WCFvT0NpAiy2mlNpLW"
    "HZeb+S6fKXi9zu+2rf8ZiMC3RfzzC57SzXxHiPl6mVgscDk+MSGA5yERWRmepWfoPHkCWmeadNaXw7ZYShzatmWI35Zyzi3bCS9A"
    "dNgVV+4Bu54kMvI9RNz5GSeyFE82Gv7qWr1WDGtrNX6yGHf0vebntJ3PKpBDopyuzWJ125Wef6IRslPPmqtbgZHM4VnWcD3ZXsZC"
    "Hy3Gmv0Kr2O2HiVP6alSQo8/1MMki9PZ5L/3MnpKWezaNOckzJaV0E5tTPtSyzsq0on0SL+HZDr0PZtVXohnNVyS0+V1ymBf3F8n"
    "z+fUUmXQNl4ZJ7uwzp1hBLIrpDBFtkHVp6VIo146rN62hpbU7P4IRDelOgef+gj/fhPrW6g/yRSZhH04UhzrSIq4rFuKraVZ3vys"
    "OPlPfYK8VlbTdP10poN/0UtgV8zf+4ysRUNwdtL6b90L8d15chN8s+Ph9/fCDpUhXtyy3b/w+0lYr6/5BEdIEyVmud5CnMZySOE7"
    "uOpIuQrX2xf6d1iwuVwl+0HX70M04rGsomVr787Pd3XHsyXtp4Yj9Dt+YBZ6d8lG70kyicc4TWYyvyaHcBQn/0R2fuNDw47yiPf1"
    "zPCF7FhJwgKX6nDZFR7qYjzFj7DT70Jjr8Z6d253uUc/SDN7OkqcR5L2iPzf4f3lOMNmv47C+s7GndVgz2aEW4vJVRmuWgU7Zwwl"
    "V+keOjIYogdpt/YvYyX7yYTgdtYpv5QD9P3QeomHiUPFPNj3mhZ51FKL8N/0WHdR2v1/4MxvxIg96edbR3ovro75Esuy1esbcqWs"
    "JJq25ei2lPHMCuRDy2zmDOZaPx/sJHU9aJBROOPz2OGTYp+24+d5U+KsWsQ8PlUztE22W7aJHJKbQ8regnb4GPf+Ivz53eXY4Gw9"
    "V7JT9Zkcnq5ZfrN0e+D9rqvgVKzmyax2W4ZuDCX9Vh+Jx5nlqWLGpbhVtTOW6ybYhBmeHvKcdgu2gzb/OlB9ENp5niGGhv3J31sD"
    "eZ8HX2x9ot5bz84sMey7U3XjwOGk3YS7Pkd2kJ/kN6Iv5PeESnFHe0nW987iqJsGaE8M3j932xnC6rUyXFz/ZB2zYKWeWyfm16Sb"
    "v2KGGOqWhSsjd64y22mn+lD2YCSx1pPleZzKf+Epr5cjtEhOl21wdw+1yQSf8RFCxHv0aUixYfvXspfFspXt2Ie7D07zRmLoBEX4"
    "M8KMZQR2wRASYniP9YQbP+4ZOAc2kW5zSZb/2AI6r5A6+BLWiiqJ55jEJ4o9ilMEPmudn7py+bRm1ij/zitZxoG9iWHgciXVOXYB"
    "03WjJDvNm/GRoOUKt5L+7JcaJq7noL3UsR8xwT3crFUVxe2o5XIT9CRtDt4QNlyOUhB/TCVCcjF+1gid3V42lgeJ3JwfO93V/JN+"
    "CjrkFFCaMnCdnNnuevgqW8GLf0k/Dt/Qd7DOa+U6aKkusIALeC4sm7oG11sKC7Ndbn5EOPWQlTnb5yPJGWf9zg3MvFQR4TAFb6Wc"
    "vVK3s3PIMFKOg2YpxDXnsK56HatQSfJam6+VwLvjeqf8UybqAmi/x6DxJ8mHsJA9oPeuM93HOmCa3/AtvZsbcdomQufsaxzDsCyL"
    "8Z7e8GVtHw+QA6QXpLgeZ317WQrda57aGES6X0AT50dguFq+we4ej11bpQ/rq/BDng12hWWxHRikd+mz0N5b6b9kp/aT8fdJ4X6B"
    "napbiFni7MocTfm4qwqnvDHnqysjGvv1G/MhnXOTBdDh+JljSliJp38Ba3+6GD7FKmjfqVYbhQ9SoTfL5vBHusGidcP7B8lFsAHb"
    "Qwt+hPdvLU4mI7TNDhuoHh7n2foTvLOXcXKv0WflI+xrLzlPDoL96p3TGtm5Bjf9Im1wUKQ8I4KtVm9yuKbYqXRKG/Fc/lcOkjW4"
    "3sECD5rcq4aNMUas421T+VmOlt+5O+fiqS8I5+vd0iCVYQs3rub4IAZ4TB9XNbQz86w4RowC9rHaipTieYtwhl7VpyGT98pcuURf"
    "92e7EdpZPcPrJZB28zQmszO9TH9qV4G/1cDqFemV4Tw86SLsxDy8chv7s5JEfJ0gs/Q9aP1m5v5T9D2dTYnqMdB9WZtUkcMa30Uy"
    "HsuslNXq/WEnjD9vOTPtSX0Fq3uZfI4IwbI2h8pBkOLliM4HyWu5WKU55w32kSyWbR/E7Q3QiQX0zY6B/E0gX18ZJUPplzZQg0X1"
    "A/giTutHOFUirKRKLuZayZPahJg5yvxdHCfrQ9jpk6TZo+a+xC68Zta/f2O//yrtKYaXcV9QAT/UMtC10F6FnN6p4q7d7KtEtk7t"
    "A9ep0sBXFubYszK4c8eq5vwq19EcsoZ1MaQmwvqN07+vQE5C6u8Uezg+JddNjX6OE7SZWO9kEbwai/z3gQzMxL51DMbD3l2gV+ie"
    "wT7STy7Ek07FHuwh14n1tm2K731R7uA8semdvliXmdCRP3CmGB6zFMpv1PR2pzO4j27fL/LRV0+y8UbYKdGV+YeMt64B9qqRlfBN"
    "iDvQwJUdwvf/6jV+lBK0GtKyUlexx7HO99sc7ZmXrGom9PtPlSby7Myh7h0L2T1Y5qubGm+N/9bBZ+D2FJd5PYk94HYydkNsWiI2"
    "ZXmdpNnDbHs/i5mC5eztaWQ3kngsCJONg+lPmnQf4S1QKaccm3PWaD523zB/f4I9eRC7YL0l0/CTotz8Ueh70+sYn+wtBVrmd9Qk"
    "0P5+AxmWLBJZylkBm9yeC+lazkyE1TQtC3CsuLmjOq6l7YMhrDTkeBjUMzdv6XMlMezBHLIU2ZoX8jqNxLpZgJM8CHp/KX5iWKXP"
    "4Ts7iiFdbAQLcraaZrDeyyfkLpyDfvApreo+Al7hRfqAXAmt0jsolLsh4c9YllryZz0a6Q3vII6fs50YjuoJfFrDckqxryoB6d2b"
    "uZEY6/N38lzZRKN1MJwgDVz/ZniaG5DZpYyMA1fLKnr6ESIvxpktini+P8crta8Y+vTlsl27jyUIVsECPx52hVd3sjwgh4VLQ0OK"
    "TsJqZOi1HMiKYQlOnfErnylPaxO0Rh00oDF1VLGfwqr+1hW5qURyWZRa3ZN/+3vZov9lhukDvRCe06/07F/GMxjy8EN4z+3yNWKI"
    "w7H20yGno+UPTeGaxtv5gueQsInBhJd89XN3SWbhQkhEhgxMZm96sU/xNv0SuucQ2Uk6wDPYRxbB29kzGA4fa6IMDmy69yX8fZre"
    "ihM3FGdhvF7gu21D35vp+lNtHqO3GLPo3pBT62jtDG1jHetX4upz8c3xHBuU08pxRsInQB4XQ48thzdVDAlcAqtRqdOD9fDpDHvG"
    "alh1UY9rsy196AZ1/KyG72t3c564SYW1OhH2+SN6c5UySt7AeflDd4R07yz5+VyTvtu6Az0hl6+rhu8ZYd+Li583kq18562L70oh"
    "gU05pJ0I/Ytj6c8vR2RX59Gql8O+fI9PTNVvYBuuIzNxSrPYAynmvkxbW4QdY5XJzkoNuQcjOJkHSpirMF6am69Kkwsng/u9hN0N"
    "NhdVCWlo4Ep1lsPkNFiwLpClbYOlePJ+sPHDpK8cBVvlprEWqiERWuW1ESd0F9nCowpm/eM058sc46/hht0a9MA3FdEvuZO4iUvY"
    "YfumPI54vVjnhc9B9zwsh+MKjweTcyyYGd+LZdcb5jF18/F9uO6tJKflZuBn7XyF6HxyhGxOrDj3mXOZD7P44CnE0oY930G+gCf5"
    "rvxOK1RNREHT6jtwqifuMR6qPK/ap1iRlZwnMsy73aSSWeJC3R1ea5LndEvOQTTT44jQ20h7VhY3T2IdB8biYywd5eTvSnoJjZOr"
    "zVmKMtim11nXNTynVZSTAmgyY8fdWu4kAtE0fLaeSG1x8jnNhBx1IBLEEo/C9hn1d/51i8DCr8VJsf0fAi/D8q9vw3NY6jtdD6Dt"
    "XMFJ9pB3c7jk52JcAo+hGTbDdP1M/Gs8nsx4xSyD8yN0xfZ4pRB3PVV/ETez/W+i3zg5vZM86j0YHZbQIuV7ZREzJ3YOJmKdvyTm"
    "dRTXusfr4jjz0I2axQoMWRXLTu10zaGgOa6qJq5UglmaiDbI0dR5xtnelrz9GQ2pvc8yD4X3XuFP2/6M2sxyf4h/z2H3e5qa4XJW"
    "UguIXlmnz8jD8CsORXRTiAhmNr7lO5yx+W3wrMZzs+Yt9+LYJyrIOHOg2MT3PvAAPyHDo/nRncgWMB1PerHYVMZGlI7X9SxpjZbe"
    "elLPrm2R9cX+364qOp0VQ9cP2EBvLYvOsrFf/4y2nkx1WFJuyrDSI6c4rATDqOvMfgHriolCSvZkR9xYrIQhsN/Aad4dyNvsZjgs"
    "k+ymwk8Wm6Yp5Jk3potBYlZ8O2ik2jb67PLHZg/LRsHp+K6tEYEMll2DreU4aOVnEQNXc9az0ddXo6yQ7MiZDutPyfgT7rhWlWci"
    "AZm3VTiROFHWX2pINPMZLbwDa2sW6ldEpLfCXp4iW8sU/aBNdkurdNZD9ySpbT6FL1ABb6wWdsay/Svw0yJKUzk0dxz3FNdr6Vul"
    "4YM6rOal7JG2FbRuxgQjnybP49wXvx/Gebs75XuiSjgUqmyvimnis2ktM75r000qx9kzWYr1elMPk3/Ihdi1m8Uqq72gDb9E/Frk"
    "a9RpxngxVgWaKR8WL37OqPZhORbPVcD6wCL4+595zpmN8fRXSjFjUuvSN17dflJOzVNFv/ffUp7zd/Nxs6quOyO9Xm6Kdj1ygdk7"
    "StkXnuE01tFypJQgcnsPP30QVvQ3Ys7fou8GxXpYcBn1j02bWTfIINiNj7FLBTwHaeJGdJFreK0krM6n2BvjZknB7sWhv5bq8cFi"
    "fNZwUD5pw3+L+XjafI49mant7vu3++POJmKtr4cnd5Z2Di4P9lBjFxmOz+3jZ6ZCj8YeqmPqyI9euNbjxtmE2a5kKk4w95jQJ7Gy"
    "+4lxM6zmXiXI/fw15Gw+7JJJ5y/YyWcRQ72D83u4GH7/TVoS9tbBOkNuFOtiqgy7y3nt75JFHqutwsc6DkHNGIhOkgyRJhuJG3KK"
    "HCWbsC9mnDzS5gkO2TUTUtu6GG8vnsZBXMOR0BYrOZ9jft1MP1efxZ8LOSlp/tw1kqLH5rqOinPseMp5JKstD8FJ+RnP1x/PNwS7"
    "PBrfeix2cQyr2xa3bsdTnu2RjDP6zaKOpL12HsF56mcgn8/rMuxTKc7yZsFwnYBI9iD5htlPY2Jzk93O9+4na32G9K9fyVDOL6Et"
    "LvXWuJDfm78enGB/7yp++l72ixjLtzuftdj1EuIgjJHF3KmuYt5JE68U4aps5a2kMZM2ttFlEMO5j+sXjMiqWQUzhvE5PI09pQXN"
    "NIvWY1G0oSrGyYAdkhks5CyiaauL9VU867WQ7uNlOKKDX2ARXtHPw5FiOilkZBLLMbi7KRLrzHWsOBmPVpMhKrbphxmc9HI1cdc5"
    "8DB3+zvEQoXwywx35WH9Hb/P1j3kPc7y92c/Y8scVtqjzYfw0C1r0YxIZCv5Vt/AiRqLs329TMhJyGBp8nrU0F0b4RPN9WuenSMO"
    "fWXi9PCd8GHszGvYidHtToV0HBr+ILcFBZ5z0qHJ1GsW61pZAS/lCU6QhbKeWrafnI576BxcT47wRlYR50PmIvC8ZuDvGzCzaZWS"
    "OmInL8Vpr8S75sADGRfcjt8/0ieM5yT8AWf8EPlFfxeL/qLEjVRyMTeo6/Gtp8eYRdlJ0T4bB32oWY62v+IVqWGvbtLjBZs9vVES"
    "nAqeBfkzTr0KaMstAvPTb4Jn9DK07Leeb8kQFeZhJX5ibLddsMBjijqf3bHi9uJ56d0Gs8mff63ne8nyT6buEmyqp2A9btWkrKfP"
    "6x7Y/Q1ls+DHXG0g7vNBIgN8LFTjUVEk14Vs/HjromxkNcUW4rJqf35lU3Esj7uIcQtWeqzPTVgb2gp7d2Ibd3C4lPiMdcZfPU3O"
    "nZA99mmybDgGS6v27EXE4+X6FOR3LbmCa3UFJ8C2hzTNy2WYirwUWifelly52WTMND/iQ3kR7y1lhu5tfRTXXO5zmsOY3VQiqq3C"
    "jtp3jRTHUr8BqzVNfBW2MnjE95BP9dkCm7p2rMf5/LcpsE+G2VUC3fONrI876gKPuoPsFjjLN5wzd/V+1jep2gqJo92fEEtcr3uV"
    "Z0mz3w/nbNhaZs+W4U6tr+AdIt/8wSn/HaTbX0pWjN5IEStGA9lxWktOn/M8vn0pEYRT8BcKqSkmiGX+vmtDk4+RbIzqWMSaPCJV"
    "/9wkbxb/boDvxkm2yV34d17Jd2+b+8nTZCtWgQTlfzzeFcP5SXC9DoaeSuFcl+h0mUYpSFMzGxaxmyUfITtLkT/R7lcWkyfGSrlN"
    "l/8bmjquL0uRmIdp3Do/Ie407Gmb/ijGdQ171XjDfpYDOGET9evT7KuZUc6OmNW+grmQD9XwOg9mD30v2P3XmIexTuKtEFF9QlSw"
    "wxApnCJV7Oy3btb+sGHDZQZ12ZW4kxNlW3kXp2UTOUPelpNxAkfqceykU4+H2a6VtCW97tyWUnYEO99cNb6UWrITc6UpcjXWI64r"
    "IJa3wzGOejaMZvY43iBOVmdg3xPMkjlko3rmC8333h++2QXwa28Sm5ws0DflDbHu3slqHfoVnJdUzeS4aFPEVUhzdrOTZJFbLKI5"
    "i53Sjs0w4B6n/EnJ+vs7eabuhLZUr1wNJ9/3/Ez/zOnyRC6mulJcVSnJOa7diDthGe+UzwHYhHlHr7uTzLa5fNSGstDzqjaw63iq"
    "JImSV0lkXJHdPd5j0iNY2K+eEmnF0ugmhyrJpHe3XIXvPA1R0xdqjGyjAutoPh/yvI/ui5W8VlbJrvKVnKpHwzNfpkcEO0hK3tMj"
    "5T75QodBN70Er/ZkRDcRSFHIHpDRlPoGyFQpe1TsLt5vVXcWzjuZlFwNrTchuN8zCpxilRNIfjW8sC6Iu1qYgv4TjaQIT9TMnTmS"
    "iB0VWJ1mVp9Dj1/qZg5Hc8I5w2xJJXV9A/R6AC29gCd2CbR4Pe9nH8i9YfFWw/t/Gj+ZrjXEC4lwsqKPuNnZBGNNm9A+WK8Oztcl"
    "+I7rgu0h2TcbRzC8opuZvxznszMxarGkr/ksgv2pQpxj+fUPYRerseo2GVPQRjbc2aLluajA+fFxbbsTM98utMVJk+8ze7GrLsV8"
    "rsWDxWSBsFycanMrPid3XdOgA9vAySpi5dwQdoxfw6aC6zzn4gyP36isBTVT49Zjl0rawKLKvwbD2TMXod3NQMfcwRMbyCmSn8s0"
    "/5P+bysc+TF/8z9pW6zh+T5TyT6belbniiCfm+NZnsT+lKnlrceQu7uB/pJpoXfZMfyi/kOOhpafijv9BfHuDbA0CyAPl+ATpcyR"
    "qO+rOhbxcZVGfZTYVzJeRsXjHKqfxt/DozU1UoPGWiGju17MDPmehLN/hr1Vw66EkHo9wayC46K4yeOSBcT1CVuhq28DT+wHnYu7"
    "nA07ObjdFD0DOuxU/OtlnzV1uA6Onbojr5DhylVrf2roJfpKsIKsdTW5Tp5TfM5vumal23ma62M3DSEjwatlaPNSHjGoklnDbEWi"
    "gR3fNil/YDBWyuG5vYO1fArfWAzLfbN0kKRH3OyNeypi/iQCjVapEZ+Ta+d9Z/t/L/Z09JGvdWs5RK7B0y3BSk3nbOUt8p3vG8pQ"
    "4kfmdEU9ETSasNvKiY4sqodVZmyWIJOr4LZnDj/pWbgjPk89Gvs/hDMh3YjPZ52Va/SfYijHy/UeGQUr3k5+YD/qcvgV1gU4WIw7"
    "Js4OiFJYiCJWcC5iNcfp0SQrEo4bLcO4fBfPrN2Cmu/kqr0MzGFGZ/lp65mNL2Nv2cbiWEitfnWKJD167smSnfpNEQciwUpYggjy"
    "UfYPKvuUXA2widGdZUVeIi6BdUOWMH/y33N/mk0a7Kd3Ut5PyNAzz+9b5v/MjjITknyQWHV/T9ik1dj/vWUz+Zn2sgL7t6u4XiEl"
    "wlKceZNS+EOVeoD0la/wyhbSQ/oj2o2wlpbxZ/FoTvJY1+ACyOkB5GiwO+lJDDJDNTdu7zXsnG5gLm2VWv+qYa2W6fkyn3poLDG6"
    "sli7yjkoJXrOWqxyFU6zxU77ynHiOi/+rCmyU5spP6VqWZjf6RPF9QyyD0c1ktMnFf7cu07Kb7E6V8pd8oAObJdgxPGJ1smSzL3h"
    "GnnL9/1VEm0jysqTWRxjscywbyLq0TBC+Ncx4ipegTu9SS6ERz8EmsFmiibjtP5M9A3r4jNttoD1/RJ6oUVt9Psbm8taZoo2k9Wc"
    "9DYcsIPkZmJSGpZVd+5AhlMGu2FNFupi7Mc7vOM/OCn/ja5lT/lTQYhPFpJRt4s4P38pfNeLsD5Xy7WGLgw9fSIkcJx8Dus5GVH8"
    "luQ0sxV4iX3QlfRJF3L+2jJaSzX0kzIu43OlRzgr8X2qoa9SupxMyM7TpEeIMNTKzZj/SdCOx2hP4mRemsnM1QO4pxr4cE9CH78e"
    "TNa75H5I+Ez42lP1DdzXXJyGeboSV90XOuNr+Y5syF/Cg28rNvtfzlopNE5Cs1ipLvvkkFb/t/yA5qm1lzm+gny3FHj2FENdWN/z"
    "PVn/Rymno6wn5G65kFxFKaKjWSfMdM/jXITdH8n+nijxVqrJN70LfVw75+XwK1N6AeSqgnHTepDT3+AJnS83QSMMkDGwG8fr3noM"
    "di8iG8oJ+qVcLOUyBT7pPJ0kD8H2DJZndC9d4+Mv05mn0xpGebaTkLk1eOI5npl9c7E8hvUEPUr91YlRU5TIJ5KLaj/E6bfdXqKP"
    "4US9Ac9+c2j1W3QaWVDm6neQ0Z/0QrFp8TQZxF6W0z0vRwtaVUg0g59xSguJIpNmDrCBGeMaeAfv0DPP+MnXE3wmeK3XHUmPCCuS"
    "xTzYnufPeDeWaj3RZVxlaD40xFz67Ut5fuqJ8JVgb+zRjPTtSqP9vHHa25K4n0dYgbtwGaYCxuuLicZyLqz1x7qzLMa5fxM66id9"
    "GN9RpBXYswNke7GJngYy3Br/zjj5DXtf3AbXkusXcYz3u7BGnWb3Y782ujfroHm7+Jp89n4tr7mrOFYZ9dfL+NzQttQIjX5Fu5Ed"
    "IUkkP6sozcSeDRbLGK3CcxTiCUuwj9197uevcQAfgd7ZUKZBZxwmNm13hlwKOZhCLImFZC3OEPt4b0hQf8jYQnjflcybr+ArAV/p"
    "DjlZDO1cpPX4v4p+cxO5tQ2ds5QzTeMgDY/B+yvXz/Vb4uGfF7xLRqrWedK0dstJaZq+Rgber/OTouzkCYlV3ItMdCdglyzy3p9Z"
    "8yZaFcNU2Jp+nMPriPnTrFiXo3i6Q+9xuR5DQzc8Gh5hE+ua1if6i9SSB6ZKXTWkZ6s+Xm2FVZv2OQE7ldazcBLv6Q8/4/kTTtVP"
    "uOqXtLknw34lacvdHEpXaX2tR+mHlWH9G1hjsauatW/WLYOo3KffhwONlV67B4UySNaEi/QfOF9n0wd0iPk7SROzD4shHZ9By5jH"
    "V0Zujlu0iifpG+0ZJD3Pgzt7JzPH/gSe1TobLZ4tYqwehXRYVXQ72Q3rmF/7ny0Jn4+fSZ/N4eLPZOdIyN5De9bjiBeT9r6Cslfs"
    "BnG8LOU+LxbnPFSjr0K5qp1D/jLL9rBMZwSY4hmbQYQ/s4qHS8tESv8cZ1AlkSZWQPJD7EVIPsNuxF45XYbKjpKiDFWpy85uSpaB"
    "DeR6mdVmjJ6/flrIWfe4PiEOXd7N6JS3UQ/O/0pMbWovgG+mzNR2knqy55jv8RTu6SbJkBVwQ3LK9MHr28CTsTr3B5RnYx81nPD1"
    "ApszDXNz5UKU2GxurIFoVgoPJ+TzlVOjGNOiYTEZQ8GOEiXWRpoRhWG8V/wtG9yBtnUYJKgXnm0HZkUtqqn+W2udX6ryf6Z1l0n7"
    "dXLlC8lQvRJXKsFZmiSTcOItclqKqONUxiElOkEPlR9wdqdDqs8Um5v7EX5TEeLY8WIzKC9iZbbGZz6Gbrlcr8dVTxPrzL4Zzz4G"
    "vtUc/NztQHdfM2lQtxNJb8vNT7+C3uCvvv7jegqaPLaPSfhserRnMrvflOOCdHwydmZ29nJkqGCDPV91MsdXbcwiW3jv0HEZJOnV"
    "O26IC6yLn50xVum5FE81Xp7S39vYn/yvbPgf1Qgn2xG/AtleYSUPqIuDx7VxFvLHZpNYd0p7/LOk73d/VS2P9RJOts1Vmn6txMpW"
    "6VXyLTu8voOcvwOtvD2u9ISY910MC9kHsviF/osItTHOJzpOu+pcViRNJKb+rZ4r6fPOrl+8mmcp4e10fj36qN4fbIoIowaaeI52"
    "gy1ag7N6nhg7Uq3PUZhd/5gZvH3lAEkSNcax05mmuQZxuyGQ9QlW4WSdLMYCbxhAXeE13oDrXi03kqnoFTzvaKKx1cLjfwwyeBPu"
    "egExGJSzai2sk4vws3PaQIo0XOKMn/dzfAGOMS7j69qujuYso+UzTO8dIyNwfvoEh8tyfUE7Bb2Jbdyfla9839P0F7XS7uLyOPnu"
    "4N+6N/RaKZ64BN7u6fqS9go+0TOCt6G1NqdHuA+8oZHw2DeXD3G+TiNC/m5/+p4F61R+8jEMtP+P15xeydcf/5Sch/3vIxfjvO8O"
    "7+havO9++CmDyUTfSBsxQNz0xcHsLovSW7JZu1rGdBn/1M08M2nW5FNcMTcBuJa/L2ftpgfk2Lq1Rkgl5wm2hKWbA59kOT77E66/"
    "KzyRQ8Q69YYiVpmthbijYuj193FqJiO2/Br7c2rwXS4LWJfL8A8SF3Xknx5I6hFyLq5YDuncC35tDxklu+jmgavGqWeg2yjn79j1"
    "P5dyP1MyUKpZa3GoAcZxakhH9YyOe8uR8Lqb9Rnc3UwpZi3TInrjyqmAVNtJ3Sd4AfdT4hkprXa+FDrQ8klTZT7tnZvJV9+Zoblp"
    "rHw++VyyKZXzm24jjuHOtFcJPR9RwqnSGzb2FKmTErke71oT3oLYvhErPg2RWoocVmbHC5mRWFeqA8n3q91/6M0wV7XfKNdZHa5T"
    "rXGc6S0/C2QNuZutXlcPvRdAH6zCfa0P6XZV95MRaxbC0/kQ8VoZXnuJMWRX0dwJNlyutEdxNYvdwhzawgC5CeQlrrt17B9+lYl1"
    "GBbsEy4OPwu/Du8hb0+IGMo8oOXaLYh4zKgKr0cL+fmhot6rdlmMHrjb+4n9EdPnqen6sJ6YH/EjA92Y8GfCeoyyfXl9iWxfjz/H"
    "MHsQYZXOVfSn6V3sQzO7d1bQzD//YNda606N9Vv5CukcX6tFEEf4SmDoM2I7YbVXsSpvGEazIXumiae2wVuRxftq8CfA/KNNPDZK"
    "xqMelPlcsOWzB8nGxFFI6WDicSKK5uxJL7mfOvYwZqTd/TZ4vAqHO2c8mnuTNbmSPkChn0lTrtRYyaKuZdRxXDkMoFD3EfWxZYPv"
    "M0vpPPz7n2IWziZijfs0yc4i87auhH2u89nVFM/HEs9pYnHAOT5rbPFQyuf9usOvHYeVGqGvhr1hgw+Btt5UXwkinAVrIl6dRb+G"
    "UlUPXdbgo5u/xj57VnbDTy+Fv/U5PMsjYPnfkvf1OXL55MsEjxSroKd4Hqyboqd0ZQd5E3yXQkjI3rDT/9IG+H8P6zZBN7lDImEd"
    "bGTcY7uYDBbBg8jAUxgpt+DTD+Ib39W38YQf6zRI3lfQA5WUmoTWebl3E88XUSpfwLdtK9cF82EXHoRuXghb9Qj29wXiWtTzDDX7"
    "PGgje5XfhpwMDx7XOxHJjUeUEmANF+qbkgrHs2a3FiuRoAdRh0jZ+poXWuVFlnCqq4TdLHPYGz+PFaehf+GlWZemyL3Bc/qLTsRa"
    "GGL14nAr+RLfeIEWwVfuIs4aJXyEE8Kaxjk33ki5tf+Nw8d2Lc5INL+GLVbDVC3ltLFN1U0lsleSeFor4EXUcELG9MeFfhqnktp7"
    "Z8kycbkZx9AjHqzQMKcJq/wEXZZnK8O5YJcvdegrxs5s1xnIusKmcgoZBVLEEivVR7FCjyBy7yg3S/fgZfiGlof7ARqg9fNYD4Cr"
    "MylnfZKtOCgyxP11k58r9VM8TUf5BVf9g9nNen0PXm+M/dIpnrtGVrM/p56p188RQd0EyzWBnWUF8PqfhQdfqTarciNeW0PP5md8"
    "/hrsTh200IvkL8nAHo7HKUhzOqiM04c11jksHXG+OkEffAz/qCfkY6r2kz30jVwOfz6+5WRxqxOFlP7qe2hD/LSJnnoj6+dWx9iF"
    "WudCdnjWcDInTZ2W9tNyceoxk9rbWUOxybqtWC9poiVoZEZspVglyyYUdvVT2i7Osdm8eaytHAeduSM85i/0LTXM7I9g/T/X/WSh"
    "tJU9bvBWKkar4ZCYkjpcDId+JNGWVkOGypivj2JFLYYZLIuIRZQhXrLJb2/Y+IY2Ypm34fPtzynZCBkA55EZ4V54VPk94kbIWZwd"
    "rG4iIZZDU1uIPXmYmcQ1kL73ZCk+/TXeY+fwOUjixrKnHBzso8PgXYwJFkBqv8ZZvgSrUEJL0UQt30A+g5ch9/PkE1iPtZCQVdjX"
    "udghy5ecLFfCevSTJsY15rfZNPTxiM6X6n3i8KDqiKUTsstzQ6zSGkS570FnV+HahnZ5vLyD7zmfE6I2xzVFqokEFmMcWMsOjBh8"
    "tlBbcHyU2ljJeGIWdDjk8FIxXLsUzoNhHx0sn3LnLpaMn2xMYZcctmwXMczWRfj+O3C/g/D9PyJ26hZcDQmq4eyPZYT2ZF+cm1Iu"
    "Zk5jpDh9XUuJbPCV4n5EO3eVmiMZhxTQ9lWyc+2//0x+/WZoYhsFVl9qIkbIb3j2QjzRH7oAWn9D+OpziOf3K55qFWLzCv2S091x"
    "nycP2d+YIQJHI2LWBsQtA+VpMfzt5fo6pyytGyya6/M8l6s32/sDpezSN556l50u5+lNQbbL+DSuwt/ACKIz45HVehl0S0KmQx7v"
    "w2mZroaSXQwd/xv+NpP4mvNZjV2LWHJLxHW3yj343FAi59sMovU99RDLPr6BiPZF7McFYlM1ReRiKdXLpYGIu430OrpIZ3Hd3lHN"
    "ouGMkBh9Z7MPEUbgT4rrgWym7FiMMEZsv+O0yGlmdwOeSfOsrTflK34+gPyPlyxOcjrnb/bP8RL2kiil3dWgjyRWdYzZyGyFLe57"
    "FNwk2ijqqSpy6jj+jSPIoWudzat5omLQCjGPYxWnj1QLj+B2WJEafYAMp7eJIXhuhDU+Ap+5Ro6XJXyO68Rm2XZGRPQtpHuGPoj9"
    "vQE7VYH1Xkaf6GGZr/W+8jJEXFd4kap/buto/xr3vgdxv5cRdyiuY4NLebfV+jhZpw2l0TDIpuvNYj6HyHCy90R8FJ7NFi1p45Wz"
    "4CNZhHWcuL7sUs502IzrMp3N3r8Mu+Fd9HoWayLP4ImXwM+5HzKxg9yEE3JLEMqx0Guvwo6UwqZF8dTGu3uJ2K6voAXPd7Kqie2e"
    "8dhOjle+khbkXUjwIERi3cWwBr7QwcFniMleh3y3Vb3Ml7fMH7W11a01Gjp2go+VXN+6de//+rdqoRnsUZ2ehGi6Fjp3gHzLuSqH"
    "o5bvM9Yl2Iho/lCzfljrRiKixfQDrMg28FdrPBaz2eBvdX/mCL+GTY9CL9Vif58Ww7E/X4qJ7Tsba25ICHV45TkxXOQLpJI1uAjz"
    "x2lEQWlYhQR2P+lPkrGtNLBr3/WhWYZsBa2iTdm/KC6zVsXrx5g9MJ96Kj7T5GtcU1hLKWUFIAmr2UkcLrTL9rXzUlmM85LxGQmT"
    "9q3YtePyDdEc15BD/hkk5ldUG0OeXqSz5AQxTP5D5BKrF+K5jDPkENlAHsLJtCzVQ+S6by9zWSF2ceraVkzj2/g4yWHBGAPLhYxY"
    "d8K9NnDyrRtO5GtEy1xLPJ4Mvq8Az5LmPFDoWfNinHm3+x6AyPMSeDv18ocYctfZsKI/wEM7VfrgTN2tnRCL7BQOlWukWb6ELXwy"
    "2EWfxVXX9xzeSisccvrL2Ea7Q5dsLGupa8sY61wjq7lW+WUnRV7ACZS8ZsZ3UTI7WAz8Ka4zWFyvTiN//wo+7D8kwbhtvOzFHEWK"
    "+ngu1769HIwz/YMUEE3uM+i3Ij0vmANpyp/VjRBre2cJPfqTdXQdRd7xRsQIy5h1SurZUu+nWjO4ptXE9iPmYTEs5gxa6zl6AuzU"
    "Gr1bHtP1g3p9QA+X18OZkL73YZ/eZc4hDYmJ8GmMpTLNqHcGvJ44Z51t8rEBsmZ9F2NhqQZJ/rm2kN57nPxM2efpxucZJ3fCavbh"
    "HNUI+QY6wtAkToDfonyuJT5ecJF7NnowzouuPiaLeEwp8RN5SXbitHDjZLyH+7ikcvOil2kp8YNSeiLuYWfcT9J3kzR4hDmlvZ+B"
    "fy+BBH6KNTFsyErY8ho89y6452yuJ5Pr/bInvlbOwfk/l2jshg9pWJE/6PuQ+I5S4degK7uBA3L2tscKF+FpE+xQXEAWc5tnOEfO"
    "5CRaPqSuWt9/7WZJG7leQ5iTmgLfuxj7vQI6tYt8pkmcXGOpPxB3/qKMCzbm+6tha+o4SzIdJ9xFBUeug2JsHYwxzheGngcx7uuI"
    "DrVwAu7hW0jJD5DIZyHjvWWUbBy8xwkN14HeklvolKtdWO9igec7TnuUlrvZvRpTx67c5LFnrKNxoPxOFN80UYqcFCU9H8bukp0z"
    "y3jpsPNwDBF0m/3P0zlkU+saDKlJy7D+p/lu/MW4/0Z4blXwVDaRe+Ed3CczEFWUsVpbjF0YIoahY0/8Bhk1o/oJY5p59L9dT4bD"
    "KMz4fNweUkWfbRdpbJWhDH0lKeNlNePzZ5v5zJr5Uh09BqBd5UC/48uZt6pnTvkEMbzoqMeLfpnncrI8Ty77Otgvm4K17NJVeKed"
    "0GHi+hWL/BmJ6D3yE72waA5f8njWTxyrYYJ6OsST1rL6VUcfeT2s1VKsSE9GaRuLTcp0Zwb9aJyIfvC85rEea1PK4yBj7yG66Cvf"
    "6cuw89ZpMJC9F80eyfY6eGkDpZ49/I3MRRvC0xJWaCxbfaCcpS/o3mKzow2Q127yLjT4TLL3HAPNMd17Hc08G9mzZ9WwQ0RbIV7Y"
    "HlnkPQ/f8RmxjtzMXlLnMX/m+pbXZdUdRZ3xM6zQSo/+UEeP2rA3Y1LThseV32JY32GKOYQIrUQhfcEPOfVkmGH17DbJchuu8R2t"
    "w6SF0zTJDKbDf6zTfeUjovSY9h1OLIg6dfHqaniJhb5/N6GOR8kxIzVRl5neGOPnVgeypt0EvWSZ0LX0XTcU6yt9mghLi4jNZd2q"
    "HcTQIhfbNWQBLFajnwIxqblIHKpRPTFH82M75rdmf+eVv4Pylv9qVUQSaIInMogIB5WMyL+EL57Qp7A2A+kzmXQaIukUWvRmym7f"
    "oJlR29V4epsCPImsakeEC8I7gkGG/iVnyTh9TO+XHoF1Dc2j53WcRLh31bjiw/pv2U4OlHUrFu736fjOGYhBIqyxDCeeYiGZhQpx"
    "b23hdW4InfGsOG2zhP3YEWKRZasjpp16iaspbs4Jurk5XJwYsTiS3NUIrFiMNuV49gPFielvs6IWJe0po8P3YaHmBDdBh/4z/NGy"
    "K8Gj7DBPe433HrWv5Rqi9CCK9RRpYbpwaO2F/r3jWNHL4qBHmId3GOGGjFrFzFN2bmkVs8UrYHesp7MEp7WBNQ3E8oFl3m7QtxFR"
    "biLL4KVerVOxczvBK3xYL8j1N/wZK0RzNaJQszPsfWnnFsKzy2B3l5vugL7bSR5mhL/sb3Z85meCr/S1FmcFbAcnsFfVZOcuWebr"
    "7GnmJNO+C+IISeQ4S1xMvkSdRvzv8TbyV+BaWA4byM3S1/fJuN0cxKmGkJ5L/5wvVIDdN8abH5jJjjPz1aATsX5FzOJYNsZ+uhI6"
    "P8Z+zWK8/wqcjF/xXB9Byv+BZ/4B/slgOTxoR+87zmn0BuryKliJy9g7Zgiedh/Z/E7G4/VYdvOf3mJkkfocgk2dNvgOkRjnbW9m"
    "PsRY0a7DfhTCA6jTg8lJsBC68p/yMyxg/j3NPxXT1rxMvl3IP+VzAp5lmBxKnWo4TqatFsJPGS1vIZ6tQix0ia6UZ4LScClO+GYy"
    "DD6v6ap/stO+iXbAISPH6bvku4N4rm6Qopd0IM+hSd0eshvs9+04gcbbeZoMFeOAX19+o6cV1Zs45T8H32CoKZ2JlP6NlhKv+Zhg"
    "JTzMWkZ5PxIfLJWrTSTZma0exdDhW1iG5hZmu5LMCu4ua6kHnJ/XDmfwJMkyEa7yLJndxM0vzuFOmdd4GvF018+h4xoOy1xeoZKZ"
    "vZRH8MnymmSl3XVNBWTEjPuZWWPJHCDLNXtSglbnwyq2fyDyGCiGLny7zMK/DPnpe/1NHsAnCn2lK8HsVz3eeQDP+Uz4cQV4vtlY"
    "3Rnsux0TmP9xh+cGbLEMGXKVKp8rzMUerja7gzgPuIm7kPGYrqbjT5Maat+0R60Jc7yKO3pW8ozvV9AcP+0A75vn/0wjvbU6/Pmz"
    "PkTZeha+4Ld49ibOdo6S3ZldL9FJ8OJ+wU//yNVLTvpTvcTFxYYI2BIVdJIst+S6NYYsN5bD8nKfVF9zs+feT9piiKpppfc3alWz"
    "KGUm2eq0xmt+inwIia2BH/yar9qkWKVxnAfnEKWkCXHAT2psP8+wOvcQZOwmOU0vlO2C/HeQzZ+HPjdn1Zykrw4kiFNmvsFsH9XF"
    "IQeXyzfyb0jIo9o7eAi+/oFyNiKuu3QD3VasE0sZEzlM6K6elS2m+fui/44Pq54191PPUHkK3r23GDJwCXMCSa7dSGiBhyRF7NVZ"
    "2M0qv1MDcvwBIesCqxCFWMdtAv7PWn1fvmJX30zq8D/fdXfosZQuZVRop7uJ6B7nSD9WJ9tLdu5Sc8jBmVx1IItRe57n3LCflcBu"
    "D5Yb8M3PyRTcy/e41ypEMou0jzyDz36Hb76M+q7e57Dbe5mL6PbS1ArbK+mnHtNkL96G+fbh0h9au4mZ8Dfa2IW1+ig+uQEnnb83"
    "hEAxz+JZeIv7IzLoJjYN8CuxHwzv4Vv4UFYrvAGe+Dx6+yshIylxHCURzg91hV1YiFWdTNTyXRA3d8UOujjedSocIBnPGhP3HUfq"
    "o2nX69MZKx3nLLj1Hbl6Q5RSnyS7Vo1ORqT+hTbKeFkut5G15Wb89GboGKstj5H7oeXWD+bQczxJXsY9PqQ7Iw78GX5wDSLX64Ov"
    "9WLtpGYzXvo/5kJ1HTSIzrlVz9ezkCYyt9WfhNNkdtK+9zG346yMEaU5Rf24Jf2qrYNT5AO9Vn/DXr2rB8koaKylwZPw+9P0MVIe"
    "GdtNvyeJ3dXo0VWszjGKEpvm7Mu2sId/4AxNZFYizQ6IpO9UGSGX4kz0w2cDIsgejfX9GJ+f1aYfH8WO9PEz5xnN8mpZX+hv8Po2"
    "F5vyWsYKSjm7Vkvb+MwjeOdy6LTl5FCao7cF22HdjoAPbfHjVn4KzsXCvZm7D+HVN+fp99scpy+J1/8tbgbIVukhPK/Vh5LqsHgK"
    "EDM+RlSbY+A9zYIvt4qMi3HOojThXlKMTWPrTE72znVrOTvQixl1y3i4TvSQWZfH5X/7SpVuBwu6Af6cA0n/DRbePKsC+J6GUZLM"
    "6Y4V7PZy9YpuOUw+x+zRT9QjsSnPbNRzoa/S8R6fcQPo11PxLdaVNwWy0iU4Hz/5CXvzPD/ZxFp1nHMy64lDUugtO8tsXGM5rnc1"
    "TtkBYhgdK4nlYtmCM2QX6vxm3OsiVtiT2M0S6It5nMT6gPWxbtRRv+uLRC+uYTWgEFe8WAZ4zuY+0CWGxLot32kzvrfJjuSzTzEf"
    "EdMDxXla43HyXa5iQBu8y1bLP0kc/lVE95FnfDf2pm28Yj1NtbCfSaLkjpZFrJlFqeOTfgdStDZ1Pg+5cxufSTF/+AFznVvKrvKk"
    "WKa+jmhb+a4WqsOOcbb3MLJb2NMZu6kxjWzJXNlq6OXz4Pladf8LdXhp+4vjajmC3WemLdZoft3bG2dvPmc5NhK7n0Fis1qf64PY"
    "hQWItruRq2alTtLjIJeGGbWRtHXXDs+y9fe4bG0h8Zgt/7MS7/hSktToxYxK8l2trVd6iUXbaTJ5NOjhEpItYzMf01fS9k7GnT8m"
    "6rPoFt/XEyfFMJp3kOd89PGAuB6QBsqOsQeNEcfFuNwjhFXTo7NJpCF8pQYabDd5H/rN8DKOh+4brK9QS9jsYDWxhBLs73HIP3bH"
    "v0CuM/oSuyUS5KnZTI7g+4wXIq2HYhdDVkksaq6k3rFu8DR3Tz1/VoWeLY4X3bqRjCNgV97RYDlEjF3JcqbfUs6yuOP25KPEdVbZ"
    "ihvHyB9qqI7LtV4+IodnDP5jfpSQkLnREtq1Jp0gy/hscUQZGbKKZjH3inLIvLH/Q1v+9c79nVeMMcqQtVfr6WIdD4M4Sb2Esm19"
    "dBOklJP9NbQGW+JfB3jej6S6Pk7HcdcVrx4obdXa8k1D9JQ32CuVQDxSgWd8k3Nh5vMYUsnuOO0J5rC6SwE9r9CzThkqZw3RjrtB"
    "89XB2q/UBskwR3amP8GVxGNpJsal7X8zawkl9PHOJxv2QbBnTyE2GCUrwhOlS/CKPA7rVwJZK9WvaD2d35hmzDzUYwBE9AKZhDso"
    "0Osh1YfC391eZuhMScm7WMFy1naTZEZPUTM+QtaqKzy65iRo9Z7kE94PkaXFT2vgt/wOr+VDuUWOwacfhrfzBVbvE91Vrwvrwwd1"
    "IuLJy/QQrer8nnbR8VoYmt0YxXm5yXzGWvoPn2p/iWqTR8RzzDOXMSqxCULXfac+VjceT9fnYKd9Dwk163O7/GIjd60/PYiYr3Yq"
    "r/gy1vNJSfvuIZNe6606wHcgbiA/6auMhzMe1TtkzGyV4GLzSmULSNRbZCs7BVrkJMNOx7olfKbC6b+47wSPt4Fy4HCKkzkrMEj6"
    "ek/UNGf2zs2vdvxFKV/V6SoZbY2fq/9Hz3ockhD331HBtRsucd+N0QBL1VesB/t3nK2dOcNjdegfwk2gFW5EhPCsLgzn6HraZb1Z"
    "4ZO6wzqVP/er6zpovmGrVzrnXnFVngb/rMZDlvYxcxP7CqK+HhXiNLspKsulnoQ4bhlO5Vc4c5V6g/wKP/5L1gob2RmaZvSfRPxU"
    "yoxSC6pay725X9X+9JRxDazKfoycgfctyqGhZSeHXE+9Mls8liiTa1idSUCTz6T9LdCOchC85ws5n9Aelr4TTsJk3TBwyB8Jyovj"
    "+EsTDTyu93kfzXU7ZHv3sxFZyB62f+Z2f7nnac2QrSRFO56dnHTdVRFGuy31PPXWV//jWZQoCY75NNt7ltRsZmlrZmKbclLUEuV0"
    "89GssYdGqK8yvj9+pX6jr8mZOfbaTC4vVMrTt72kvEas8Rov1GtodR1T1OESYc5iLnkP9xDLbi7g3dZRLqL+HspacdfGqceyT7aL"
    "ZBE+3Du/z931cVLjn82hgqU827txE4c+F5XtfndziYKdLMuh4rk53mz32ab+xGZ85JX06++8vWznX+j75zO+1yTjMW6yKxrmMvhu"
    "T+rJYxShj9xIL6NcouSAV591rPDxj3D2VT3HqWGsnZuz0Ut4ejTH8BvmYtQNczO2Iedor89xtr/q0VtcXcwxTaVzdcqsVHb4D43S"
    "2iPI98pfnznrO1gPGiROJI8ifULMH6rA/4vhx1yNk7OAkUYRdrQev5cRIzKftoxDsvpQj1Xx/Du++CbigRiyqfUGdIe9Xasu85Sg"
    "xKUQJZSx5pvxGHCu6pCgPDnp7I+VWMIdq9VDpIicyCNhzb+Chv9ErhSbL70O3/gqIqaluP8usIQ3w7spgXd5MJ72bnhhy3H/A4nG"
    "VQPf2XgDluM8GNLlVLHOz2Jcs6M8iJOzlj04BZ7pVHx/yAbUB1FfkfrdoySZDJ8lhjhYRl6k/DF6PVlQVuCeyrEe07C+xrQ0S4cw"
    "CraO70pOoJmcriKmapIdrhHKQCN7ntOcuO7vuXlCj+O5n0S91kjlOiz/u1dWyrmwmM3YxWv0Sr1Lj9NZ7a6zbmG+p4PPZ6tfh6yO"
    "CnPIEO6U7cr4MJrLYmkOfXwL35WxKbk6UmRicHsfx3M9IV/r7fB0G5nr/xzRaYF+rUvlVHkJT5vViT0kzCEmdeQJOhm2J4r4aj2x"
    "nrEGeE+lWLESnJxd5FnonP2wJ6fqEfosbMBCPNdQeSx4RJ+FvPSUERoLZ+r7QRlkqCdxjEP45TchGnbncj1xGQcngfl5fY/1jMx2"
    "hz/mTrXdaS9EFJd7bK1Gz0tlufypvl/IvfM636Ndl8tttO6EyXIdKDv8sqctnXvHCLJZxdmpbQjJk8R5D4Zq/DOxJjI+Y+7wzPrL"
    "rWSmjDESHyfFkN00s3aGYdXURr/lHB2nryE6OIX5j/u0SzAa2mYA/KtqxLHf+/7u7DOM4vT1So9j5O61F/S4y4Ta7NWbngvYYesc"
    "RQaISv2XnCiP6St6FXWTnXbjEtuGWT9hntPQTKYwY3WYqJ+dTtCare8ZxhrhO9szOW7DzYkI4uogjZTNKshNURvR1FKyq6yrR0Oy"
    "b6chBSn6DKHX7WOoQ2JEibFcn2XTeiIu6Sgxj/wW+tpIg7rce42eI2tpSc9F9F7CutzVxNx/C3c2VRuDyXou/t2TvUx3wZ8ZJTtB"
    "a62Ch/5zm30OliGO5Va79b2H5CVxnUNFuXlRkfyzFeqreK6/u5ZWKZBaTnGavI70EfkZ9FuehRbtIPlfcThYY73MTuG/jGltguf4"
    "cP1dG/B8D2TeIaUtXurJ/Nyn/onMZ2mmdS41vtlgrb4DLWroNtP0Y29F0z5GtH/9S1ynrE2En0Nf0TrSxxB/1XzaOnleVqhNPqzF"
    "nUVh8ytxmu7FedhQrI86ZL+KQ4ZKEsGlnJMHhm9QjJ/eKA57bS/a0DCnCzTn//fwPIVxddjyJ/OqSVZYD5IP8bPduVabSi/sp/m/"
    "UUpFRG+VUzmVW4rrV3OS7SmxU3UM9NwSMTS/Ms+ItlIHENV/tccELdKsLxXCXjo/I6bD5DNmph33S4Q9bnb3m8hwoqw4vIoYa1az"
    "cK1a/Q4R/FwZGCTh02+LqGwWOWEm4lTZWe8r5tu7GUL13l+attl6XZZi55dyDZ4Tm9lflItAurQ6Xc43nhgUypb4617tynRl+IN8"
    "Ga7WquDj8IY2c94u6zlUXD0vQq2QZB05H19By0x8rFX3jDHbDfhTX40SV9/s5VZyFLzTifpjGJXTdLROkwNk+3ZX+Ix/Z8nWkYyR"
    "JuX5S5OMCBWWr0azdeeYZyFy3mhaN5EsikMMftGTiO3r+V8DVq6OfS09cfZdZ4KrSHTm03dk/jiQpEfbdei92/r42nVavKXHyWpY"
    "8oPkA9ilcn0eXn0gl+qHwbqz9639xFU8EaHez37HDLOBlazvJ3wct5jzhTGu7WROkpj+3lwyrTpB1de5lujxwbH43qU6RSboBfDJ"
    "+kCO+ukl4npS9iL3WtJ71EmvB2xf1vpdcZkZ90T9gtlSFt6nVi17A+dzoVyiB+pbMtS4OGU76JOFeodYP+x38GSqERmvYGV63Tqw"
    "sGblspUh8YKzPejK3mjHsexQOrM+31ByfVlUYci6K3mXlpe8hpi5KXb/2XodSt9wX04UpX0H47fUUuU4S6fKoWKMJFOwbs/pkzx5"
    "5epmL62fuYayOs6jBJgEdSTbn+sVcL1MxVrFymZM98F9lEPXjpQ9EHEX+kmBuGc7bdIzef24zydniC3aRBnc3XdcNWhpsG+wNaz6"
    "R8FG8kD4tD6M998jm+lp1MbOJw11Z+9xKHc+7tdqTq5eeoh0otd3Any11dBbT+OpL0W8nYRXfZzcxUznWpvtZy53EPGFU5SbJOvB"
    "hv1pjIKGGjhKEkS+3h5rOEhOkzuhN76AVl8Mu2MdVMVk5Tass2b4KdvjZA3jDHk59rvCY//bzs7BZzIekXgBPbooY/04rGYz+zSG"
    "ieubgvWG/1KAVUmxg7GUyGTzcDeXSu+gH/zSj3UYPrttcLxOZ17tR8QH9+H7l+ox0L5HBMfB+u4u0PGhMVJfge8eLy/rbzhtS7RD"
    "cLFYNW1SGzFTtg/S5YziPGnb8fzVsJfPec9rmVtJcx60BGc629fikEITHim8ibPYLu5Ks3Moiqs2E8khyTxgws/em2ZrT5SNcxHh"
    "TYP2uQYasAYeyXz9RbcWm4mzCehf1KKSSuoi017b4/kfII57PkT+/K9sxGx5Ena1nv2ihhRUDfmJstrk9Fg3ckmZVjuHGdYaRn0x"
    "ZoOirD4mcaZW+sp651zfa+tfVdB8jmMwipVMM1fZxF7a/Nnj+lxXRT3X/V1JkCugPIf2FMlF78M9m1z+PF8MGq+B+bROYtL9Eb5/"
    "MafqdsbKtvxqXbu8CTtwFuxzPXzfTeUn+F37IqL9TgdxKsdpwT6S8Ha9xuNpurtoyuWFhnrd+Rye9E59Ro+ULXDVt3QVTmRHeURf"
    "pOdZ7xELunLyJ+anF/NHOTYJ0vLKUl+1tGzo1ez3yHjcibSfDndo833ErXUXWJrA581dpXmVGF6dmxX5mDrQJtUHiMvmpL3vZjyv"
    "rofPdv0d+BI3snu5HJ6/dUHMxTueIk9fnN17aY9wb/tVSHy7fBOwEd0bK7nYr6XD2h0o0XXya0qMIddhkKTGz+5XlhthC8nyNJhP"
    "Pp5RfEx/o30Z6Lsyx+R43oR6KJtH3hJx//GSxftp9FgPhjjQx/cnOF7BBJkYSxDbNMAD2YsxaZw1y6ifREqQjbC7X+s+ubWOe1sa"
    "0v/WnAYKfXYxg2gi8NM3Ifv73Ek9W2brq6zqOrzBOv0d37q1uDgyn4Tk72qx/gPD3nWYcesTM24PeDU74emm4coTeZUSWpYUbZT9"
    "t5+M4L3eKnPUdF9E76FPlB+PqyXiuQORU4L3+A1kPtomh1i+NdgQ56gHYumF+Nb9sY7zIWsd5AT8tIOPwPpISwRWB13qrOVf4zAZ"
    "kvDOUknbm/F8HnWMSB8Tq5I9h9N/veykOwav4/WP9X6dw0rxB7inRyQroSXEKrLaxdFSyixhs2d0243ZpYVtvBJIdropldM8fSWV"
    "6/K2u5xCuTPdadyLNl88BXZhT1lfDOPxe7JnDYdVvr0NNOBv8FwBpGB8UMLpl8XMJFpPX1t+vOtI20dCLwUhsSlS9HTM9/qClsJw"
    "tuOcvSulrrF9P0Qci3o97z3K2MZwiGfqM9yRCKdUkupQ0JXIPS6Hncl1MmV8JsvQvVPMsth93Ehvrtlno1/IsYanPWu4Xa0j+4Dz"
    "/frzKwkfPY/2Tx2jZXIxYwNnD11Wv2V10nqCfhXuIvfoLZ3uCW/R8/SLcBJ+v1ysxv8rIsFl1EB1nBF2Xltb3cJR+A5RX1FzHXCh"
    "r9kr6waWAXCI1aHPprdEah1b5ZP/r3pWlke2r7SudoTeE3PzYE2U6yb6oslcB2n3HLK+XaU7v2tn7P8a+mfG7WveQhDYpMPHHre2"
    "gXKTZI1+Z1nCq9bx/ypq4zpWZ/rRn74KT3Y0YrkE+4Ztms64s26HnzE8+Bn66iHYlRM6TEG8+xrszUT9ILxTHqdf8IfeiTgj41nE"
    "VxGnwe76D16p0UdAiqhkhn4lT8i3+pOe0v5LvVreJGrEnbDmk3H9rch10Ux07zR5YlKMPhoYZ9XQy94NO7ja57IcioFV53vgBI7F"
    "PuzHbEINT6FhLW4kM3xu3HoFBuBdW/FszidOcJjjxbuWu3a2XN5G12vE4/KcJg5tqY67YhbnUfnc7+IMSOpdPrd1G3Ob9s2Hs6fZ"
    "2JBOFOup/hHPtxVevQ+6fD720CpwHeRDrYdncwPit0ntZut+iMBel2t0NvyBTaUk3BI6r5ZdEylqFsegs7lcJNmfJPQwntndqC2s"
    "CmeWZw4x4qz33+ZKF+j75EkbLJvlurN75SLe0HdxuypQE/3L7blecVopY6M9gTXEiO4vQ+RnMjv1g1/5Nae+6pl9sld+wStl0De1"
    "HvG9Q24qwvA5XbRZSF1hp+kgyTJXu2jSRcGGMm3dKrszEn4DV/8YPx0ild7Ly1bEUmqYKv+U7by9SuX8LssKNDAK6iP7k5c3O80f"
    "+nnGoTIZz3UZrNVIHa5X6duwqbfpxGB0UE3sjE7k1ouooTEPgwWxmYZmfdnnsV3XzRu+VyjJ7lrzozYO1pLDyM7Wd9DwzUQs2g+r"
    "sZUcSx5YxwVzv1Qxpvoa+/qgfINzsQesyALs+R/6Vht4AeZxmHbbXhzXQ8ozZGwJC3QbrEq79j1wdlcGyyAbn4bH6PbhP2QqJMC6"
    "oObhzopx7dOlAH/rKAtpG5x36bImu/t6ve3AQElzzjHOzo1C2HBjyX5M/gHr5zByrXf9O+jYFCStmTPcsdz6p3x0PpanxxiAD4Sv"
    "2oBz+DSecjr+NhvfvqP8b3Hd20J0XQO7OJGsIhmcp7sZ50WgJ/KzEZse2Rtx6yo19oIr9dggRr6IPjivy/H7NOjH2diVroFx9Pyq"
    "b+HnWYsW12yvwVDcSZ1ms1BJjyttrxxKtuTQex9pzWKeW8bMZQDtHPdgv/tKTfgemLi+pLNkfqZ/oPBIXtOT9TO9B7fcRe5EhDYF"
    "9xdIywRjhjtgcl/7tzjRboLlqIHWOlTGy3PE+LYooprZnJBs0uN8nTbbPZLyWfcWGxnPeZuTjX9SU3I/ItnTYa8n6IawLl8EcyX0"
    "NbODqC2S9FUzrJY0MwpNkiXXIs6RnDCPQMM0s8KexE6U0ysZyegmAv3jItaPZRup5kTvT1y5KmYKGokasb4YluNRsjMz+Y3Q8/kz"
    "p/m/p+27ts/05V07RkBDChzwt74n/ysxnyOsIItJGprG4VlsBJ1pmDmLoePXEMnZmMtWIXrr3cYd/N/P89/c2//2eZxfnYYVcBxf"
    "A8RpmVpONaaZ4aqipO9FRIM4PhtBjDZE2lNfNRPhMEL8GKvFG5bIMuIeZlihMzaZh6WGLAdJ/nwnnM9+UsncWhmuPp18zgup2y+W"
    "XsS5vYY4GltDm6cZ8dnMgXGnHAWpP1Le1U8gWbO1V/CopIN/h0+El+M8bdju+HCI5p9Zzf/KNrJSNxSbFb8GUUW9zpUe0O4/QBON"
    "wOlfq2djpy6Sc2QuvlmgjXrA1kd9J9gyZjWiROI80c/aL/D95Bn2CtnU+ppWOSv1zHcOm2c7zpA2kalivDg2NNejWsKZpkck6fEh"
    "Gzj1XckKr+EW5dfKPeCllTOSNXTdRt2VPfjGLPARs+pr9Uy8b4SsH6wffIJVXhHuhrN8IDltv1NDln1LrF54PXZvIWzpPOzKufIp"
    "XtlUDJtwJt77Le2mSUU3nylI+Sg+7pGxLbe4lP5xkudhODu56rDKu8n2WPc4Zcxy4IZHFPMTsH/VURLRU6Xe59FdvSNGyTONv5ef"
    "Q01R/mJen4eaP0rKxggf5SqRl9PPMWsy0HdNpeD9JIhS/E6ut6iFmdD5WAPYfdKk2WxNE/z9DCP79eR37NZ0WMXP9SV4biP03nYF"
    "0PLT9QEiAYa809l8kpvYuZnyVZv8mLKtf63LVRvBfdYQDatav8aJKWI9oIbMC1n24AZOMUd8NF3Fqeti1rKf1xvgmS3E01ez0+RY"
    "qWeUMZi5UmNLsg6z+XiuD6EtXsVV15Nf9XjEHOPlLblMb/W6LgFfNubtVejRWVKtormW3cx4a57vM+YdnsTZyIxH3kxRT2obrxQQ"
    "g7gZz7CMOq5Yj0PU9iXW2BgIm3kSQvpWjmnJvu9m+O/Feoc+KSPxHFfhBFhn/cayI+sGoef87EPtvTMRTJvayILmf2Wzv9xD6+Fd"
    "FNwfTIUHNAv3P1Q76W1hPzlR5wXLcOq/1VSuqu+YLqtYLR/HaK5ltlCpC2yPVqubuMgiQCe9PreuwRWazQZlfC7NZTujZCrRXL9b"
    "0s8qxsgX2Hr+3M3smKSq1Gmzx9FNEYfFEORus/w5vyftJwjXkgXO8nGzWR8ROVwcMnWCeJXz4Oet1nuhW9Ie0c5i6Lehj2JEQ3EI"
    "wLVaJLXUenPpM1dzd6O8vsMLidIqzdbV8L8T5BxNs3cyy4G1UNO+Vp9ifcj5hAn9F0/Omja4sH4ndtFKxJj1iCEjZAWxavk3sD+z"
    "fDd0kv/bVFoZ+8iMt6Vc6tht0UwZL2P0HvrunjMZCy5n35VNjKewAzHyGVmdZHOPKL61ON6cjq3sleNRcjykqvmlagNJe383yfe3"
    "4LyMQmxszJBR3VbiPtJLsqfEZiElh5tW1UoPzYM1qdZJ2BnrmV0rxv5l82LVzHI1M3c+KLAY5Fdaphl4/gHyuFTz/fWsjThruIT4"
    "cpZ5OEhCPwVdjZ/tRmTwevhJF8FqvSxWnxkErVmsX+C7VqvxGn2BXdhD7oW+mKQ/68VBBTyBMfimqWp+dBn+dbxsiqfbkyiFffD3"
    "M6HVN0UEe0RgrA/PYC8b9Vl9BHewubTgLmZZ8BzeaDbOjXkL5s7ESL8SV7fSYo/4vOv7kF/D7xGy+r6OdZ0K676bvNdGFa6LPIEz"
    "fxS89YNlOu7wHf1eLkbkfzjs5QgxRiGbg/oB91Ogp8OCroB9/zuzsSso6+WcQD+TmYRnmLFdTuyzKUToTfpZmgTRo+7Bty+FDzAW"
    "nk8Ed2DSO1YMo+du2P3PoPUNo2eMPCjGDry+LIc0fU6vr4gzz+OklnXgg6Qf/lbHU9dNin2XgMvlb8e9/0hfEcttXiaf4XsW6Ex4"
    "YH3gc0yBzBwsY6SYPCMWD1XAqs7nvFBFcC32vxSfNQTt7+Gf/YIIqlgfJmOhWTzD8a2gdtyV2F+mPbaTOWTQLid+VpNOlHHMruwc"
    "NOnz4Wx9JWgOd5SRsAa7yWnycfgDUZ5r4aU2+Fq2yUAP7mIt8xNpP68/VIyZqZtYjdNZoQr4RI16lk0A4TXruZkNCW6Gb/mVOF+/"
    "lkir1eTNmyA3QKfBb4VneS7kcyZO1OOyRXC/z+5tww6dDeibJMjxYpHhr7i75fh8tX4klUSI/BXn7UTYmtdhyebJaqxmB3jDxknw"
    "JKLALuLyUXE/ST9QHCuSm2XIN5N/kKzxemdLcZ0pQolKtvGKrX+KWjxNHzbOc+w6nrcj6lvo59RjPu9niE0n4lkmwcsYLD2DHeBb"
    "z9LD9C45DE8wVl9ETL4UHuum7X7EWdhJfsKZmYunewl6ogI62HqXhkNzlUFulnD+I1/1xaFXhJ6TTqSHf6/t5I8yn5wfdp+f+W6e"
    "Wu0PzXeU9JFbZC6s/8bMGw6R++RHvVNt8uUcKfVI+xXa3fe9NejRcjQrvCliOVr1s9x3H+c/weXE3+kjjtXjEN+lUoBvaycfY1Vt"
    "tvs4eMw/wSqsgQ9mK50/k/UFrnG6LCdWs9nTY6E9d5dV8IumaKB3iLbfxhi5wzekPHxBzg9XkfdoMt5b6HO399Lj6eQ5rQ0tsTaX"
    "aZRWaCx2lxu2sk+h53wKNcu2nYTOjrXCURgrb2LnVrAKOQnvtvm0HuIi5fzIL/nQTFMa85o1SskaksPF/wOraHOR5Yja9sXffsGz"
    "PYbzOtLLxfqSRe5rkZShchN2+lmxWlQRe7Vn4/di5syzjAdZWcr2lCXhp6WYqVXWiVz/qt3jDvpMWKBXyL+hU1M4oce1v02H6Zzw"
    "uMDqm8YJ4ybjkurWxzyFJTinSc7mGCp8mlrlMCK7BbmZ8/6tcFc2YD18Ey9vyuptlBnaRmrhOCd3477iXU0/owr+8+6Qoji9tF6M"
    "nSL0mXal7i71GUbHs3uun3uynPE2OO+/4FkNjXwWNdh8fQqnoFx/8/xTZZCTr/RsTlOfJifJkZJu1f2ZlZlpjLTyYSUbI4Fjaohw"
    "5uUpyfiZsoweLmV+hibNFduCnrAhyhZ6bDrHAe8m1FOcCKvwMxqam9iL8ZsrEQPUEgHSMoAFzJKYhrq0lcf7n9HWFkQYcxm9GL1f"
    "65I6Qcra2LkpOkdPC96D1zJPj4QncZu+pRP0Nvm35McnT+csTrbTr6805nKYf10DMyTvKkRoEaxlMzTlNsTEXK0fyiLs6Vy1ORBD"
    "zJ+Pv+FcyJV6KLTLt4ZfTYyhLSATOwdrYDvu0E91bQ53xX4Nk4RmZ0IM9ft8iXoUoyOJF72G/bqtT3C2qtiBJzjroxtm1WnikKxn"
    "Q1YGSFdZhhXbgVgSlrdeBm1VA61boPmZz9LY7xT7tzdiFcvw0weLMSN9r1/B75inNtm5Oe7MbO+u8gtnr7bCe8vYu76HWLauFnvR"
    "wEx7Kbk/LJ+w1E8p/4g/9xPrxYyxF+wssbmkQuJ/roXvW8HoJ8n8xXbiehOOlHp6v/X0ENaTGaxi2cRTX8jBrZI/q5s/R1zDuC5k"
    "/0+S6N/G7WVx4CFyuGS8XEcp03N8L0iDXimhx0tr9h0fi4hTlMB6ZZmHsvPudbmpipjvr2jPGvdhxCBv1Ff0Rv2A6FUvECfrRHhV"
    "r0nH4E2832Z1LiDiY3a+qJka6nN4Z7P1VPjqHSF3JfAbR4thZd+Ou38RGjblcZ4ch3gFT+okvQ66+R0xXt4v8SQj8d5p2M8tcR4O"
    "pI118XUzcYVDn9Ff6nVeZ4l4PPEkfP7VuK81uOYZ4mqJZZyUOId79zundFZx1w8nvm4S/nURJ9Vcj1K2/7DFzjl8ytMog7X8TntS"
    "ux/DZzmOdf4C+G7dEJNsBA//KzxNW2x2/z1CYP5XXnds64wC2sEPqmRvwhmM4B6FXvqMftbPWijTcc/bwBLepe46YW66oyXKjzHy"
    "iPoc176Myis0/R+5tHWzUsV6IVZ0Ed5dAv33cmC5l++gd/4fce8BJlWVdQ3v2wQBJQiooCAKioI5IKBiVgwoRsTsjAHzKOKoY87Z"
    "MQzmrJgFFQyAoAKC5JyhCZ1zqg6V7v7XXudUdTNj9fyvz/u8nzwgdFXduvecfXbea03khGaluunqF8VlGOZ43vXUpIJxu8XYCWCy"
    "aLnNt1lFt7N1AzMY98JTyyeXX61nqKynrzZSkuSsPEnyWTuy665m13oB+1ase3gwTtMm8vaFHlva+kjMY305uDmYASldiPhtAzyo"
    "56HHxyP++oTZ+vacYI2lsQBdJmG6fh3YTOwKfQZezxbcaZHeCF06lSerO6dnIp4R3U0lO0nvxHjfoWkLIlJ3/tfAH1mn92Dv9oBs"
    "/BVXOi1I6s9yPLHeSv08k8tTnCAuX+jy6h8xdrAqywTYWMM8K2QmP+5RHerofZ/OPEKclrDETypGeT/HsaesDVbpDTxzJ7lAjAOm"
    "iDX3BZCdzezzNA/ZyV49dWIt43/rlt62G6O7t1tlZF/ZgdzMNum9P6OfS2G5iuVtyMyt8jP8vmXaQ5bi/D2vl5MTexWu+azUpFGN"
    "Y8QZiafz5LZup1E2S3jms2FnP4Q3d7ocA3/4Bmgly9lPR5QwBd7G89iLBJ5vmiYh4RHoZGN/WahH4hS+hJ8aa8hz+Mx58ooOki9l"
    "lHH1ieV8hDgByv+PV+uduwmxqPpaYQt51Pxm3NkwxB8hWcudpxX1HLJ17H9tI/nqWAnqmTfaB+fe2AFm6jOwQt8yVjpZXoL2PlGs"
    "92ka7juEL17m+Q8PlSrPOZMkfscV4qY4LCeQi8giygrIFr0i6wGcsRXM0q5T4/6ehjv6DKu7mhbTbOTDnu2nwPe91GoKE6aSmr4l"
    "V7U3q0AbWL0ziT/W1zR/gb6LY9U2MH4JmWUtJuvNEWKyaazXbcRW+308xXfwciZr9+B2dqef1iSf6DKim2gT35XviYUpciMtqOVp"
    "jRdoM38m5J/4wvrr1fE/bMGe24RDDtfN7nt3optV4Ke9PGOabjOBtJ3INtkyy5TV607pLEyt9zk7e46wpPYQN0ti8w8jZQM7UKo9"
    "mrRxqeY3mZILieSVmjCLeB+5M1HndpVULtZNHmZisp4lD8KjnapDEDt2QRRgfQo7yC/6OTuW67B2CVp0NwtXy8xZZp+vD3ROf+KU"
    "94ddreN6LtWZ9B22T7MdqJ+ZdPe2fWBzvlnEG+ksc/B+q4NM1V/1VXilTdcuTLMIGo6N9TYeKQvpJ1u300fQOy6zZFMuVg8t1wHY"
    "WcdGUkSu5g6Siq/2bYIF4Lq7Y9TZH7Hvxzq/i8g+156YJbZ2hiF5OCsWTsNcKVHqBtuFfOa1YjybISW7jJUau74hUFovawFnKpfp"
    "GNzjlViNDvqlXKvvBs8jipnutWvc+2AJ4rCFnOzfyJ91w4o6OYjAz9mI09/d11KMnfAw1rYtCj8W/msB0e4aiEdssUsbOcwzXEbY"
    "a2szWFU8dRaF7cIz7ep3XeGTHEvtV84ul0HE7Vnrs/nmEc/xHEWfiZ3+uD9T53t+pASlaqPXUzFNRYa7SqpXpEPwKrGTvtLlZBla"
    "hPv4BR6cdWX085j0qe5R52FZva+aLHCnwHP7iAjjZfRsVyK+HhZYv6Oh1NnUwXp9EL7O24hpJuNe52d1l/cR57wOmXpaZ+k30G6n"
    "pDFghrFj002aFHg0AuW02WzfE9mASKoGp3AzJGANJCYHmngr1jRH8/D7fGiG2ZCIOrLGu0pzklHY8cQPyBwh78m4tj9ZRCLULanq"
    "obEMOAz7esa9Mc4En4hnvoTZ95B+sYv5omqeROWfwijMJ8ua8QyXsptnltSSq3wddOLH2NfvcP1LZQb1tHlfw9QYZj7FSu4nH+g4"
    "fOYn6Pt5wZV6S5BFpHhjvLHOqBsRB6zEv+ZB0nNpc1Jdsg3M4t1LTmCLTDqSMy/kzFAqjir3WboUhmcLXzcI9Sxohsy8Sa5yF9K6"
    "GDv8YI88dogY50LU45MX4/M3Yh0PxhnZiKctx372gKfcTk6R+/DnPvIxpKR3cBbreVWcRi/EWt1G/824yUrgv7YR6438QHaRGeFd"
    "iGan6DxZK3/GV65ijFPCLN2FuI8Wnvu8O7ng5A9whUWWSL3voCumnllDz/QLrORef1h92Wi4R9DFH5Kn0Tjw5sDPW4H9nIHXFgVj"
    "sQp5xCuET87+J/Mfy6gBukmqP7re97xbl0tAnJ86ItKOFsNFsFjH6ubXyWTEWt1kV5mLmL1BX9EKOQuWeH/yoxfiVz3x1BJ6s+wF"
    "beYqNXm4lw/Yv/cI7qs3rrdVt896l1OANstYDO22CzvsY1i3Yq5fakIhZR26s9vZZY5byo5EitxZGrvTTEeOh0XI1ScgnV9B9l7A"
    "zycEUyHpmTF/y8nFUs37jnleynFikesinJQVuM932SO/BmdhXymDLVpMmZtO5iHzYKppA/viHNbzGnHPxx2DRnqKPQpmQ3ZkLsVh"
    "+jZ4bynpz3oU/uSJci30UGuJ0Jsx1LMuEvX6tU+aUyP0nX2biXNcg1OxSk8Niri7P+OnW7Wx7t1oVd1aVlPa7b95zHM9Lo4Fx3o0"
    "FhJZL/TTnntgbY8Xx2fdzeuvBmL9Nvju/7JmsZJr09l913F0DuM75w1YFNVfwvQspf2tvYyG1u9LHMACrJF1PxdBTo+UQs/S7bKv"
    "N0kDp5Vsbbek/R6XDw5Vt5k6ivtn3dPjXGsaw3xbXy2VZ/sK3vEB8I82kX25FSSoBntgfQqZMyXlzHbE2P9awBmB16EfzZb9pAfi"
    "iQbC62+Hn/wg+8O+7IynWaDNdyV3og1dyhW8QVyutqJJ1TAkG1ANscLi1AoJH28l/QyM7anN1rkOq/3EpoDWs1ocZT3UsT+3ZlWw"
    "ESvJdQWFzEk1UDcHHvU+4bmfcokrZyxqLzB7ux2eK4HnrGP/tcvUXcgTbNrOnbBMryR8Bj1VHT/QT39GdO+wHFF7jj4Kz/BeGRlc"
    "gHs4TL8MDmWHg9XXXIRbyBxqqse1u2wlUvD2eNZp9GBt/U79N9SYbbVsre8cdn2VHajDHRqw85xL0z74eZAFe4aLYPXq4ekl6J9N"
    "UPNoF8MCrsH3V3D28hSxCawveWe24pfJ+zhZt2Dt7pPfdAt815WwSofIWM6LzGYtpYSR1wJ4ZAFscRn5V/aDn/ONniuL4eW8AGma"
    "LhNgkw4Vw9GpgFReCF9vT5mNc7NEb8UVx+Fzw9M8qzGfqUrwKZK+ryhVbaugLa4iktkAMR6LAnK/V5NZ9S14vNnU89mc7S3TBHTh"
    "JD2Qlff5ROrK4tNGiFi7jNFCDT3vTeSKdmtW5vN6UT9xZHMfYRMG6to0ErFNzjW+0lpc9nBXnEbrrMllrca801Lcwz4+NxYSn0W8"
    "n59M580ycW45n9vlkk0Dm48U5ax6FaLdCn1T9pXe7Eq3bO1sIrSU05MuZ5/pAPkBT92CWJdPSMJ3TSWZe6jjuYrzvP6OFSynPp9J"
    "n2oSO1T74zA9Lo6/YQrnAfvTUy9gzfJYeVLPxCr0h4+xFdZ0T+jlJ4MjZQ85QuaxW+YO3cLc32TYxevgla6kb94BHvFQssa4/qKT"
    "yUbbNGrbNnLbhb2YDem1SPCaNsM3UT6Rd8KXpKfciae/XieGY2QqIu07m8EW7iSq+m8VFocNmRmrf6RMVuOJPCWYyJzmOMSRrfVj"
    "6MXrEAOvw696xgpWR3xa7oF1/QcriQ4X0TpFh5CxK4869yLoqYmMhV6TnkSSzEU88AuxJDN1RLmsYENa91iPVCKN5DNIXLYqmrYq"
    "5sFvIutkAfwbyyPV0GJaBu5AuZynKPQslDH//43E4SjSuboasjYbfuUv8Ma6yw5SA88zc1RdT32UhH6pZ/dNA21LlHhTCY9COB3n"
    "wmV/OpHJbgaeekcx1JwDYDvbyljI6T44vwtxXp6UmboRv4/Ajm2FFXsJ8vWVPs5+hH0kYDdwga8nVEKjVEKPrSUDQEtc6yFYwsV4"
    "/kdw36uZaXKr1I/13lYeyTNKrr+l5C4P2TNfBwkaKl1lkliX1DlyFb4732NH34u1/ESMqeVYaZxBnd1EiobpAVkHyUScz2dkRTg8"
    "HKFjIZ0DgxTXVyOijctDuPjBtOgx/HsxM/Yxj8uo7PLrIZ0824qbwgrZ31GAP7dugy1sWZ7OPlcQ0RSmsZuQdVxUA719bcd32Uzl"
    "Wl/HONxjHtuKrCETm/ODGmCNJoqb24qSPbeCf9ZwFrfUcy318AwkLcUxkxb4XtJ5njnArPIDZCntQ8ubSHM0OKZWN0sc0sIrLGQj"
    "inmD3gyttDo8WR7UMbJvOFKPw73Gg9/k2iAf/mIHyLXVJcrh4+cj7kvo1zi1lh91fcAHSUfOVtbgtEXY91buERZK2VHyPt5rHdWr"
    "0+h97q42ek/LZlzPl1WsbTfo3jYdijMUI6akRfinsnIZZ4VnI2PFfDJKWkXNZtbymROwSe4G+udW5dpNHoRX5fy5l6ivH+Za19Mv"
    "cCxPT8NazaMGriLCRMhpS4fIZpmHv9LK1OG6u8Mz/VgM7/5nXGMG3rMd5H136KMl5P8+B7FPVzkI79+Z9daFiCv3kb/LNEQa3aGj"
    "vpH2eqVMCveDlKYydhazn+Tl1CFNZsaIavRFI7BvKY8jn+g9NYwbTiGvrWOINX1QS1bNdex3OwEruwBWZiPnV15LW0ClbbKr9vK6"
    "u628pndjP4txZ7kalVMRLXbE7yl/im/K9P/ORA9JYf81st5+hj37UBxDxDfUh0vkcfysuasl09OZKY9WyLRYAv0+mdlUwyswTud6"
    "YiI150Uba5fzhM4idqPLLm0iBqvD+V6nNeyF+l4Mi9wq8c/AiuwLP2q5eZ3ws/oSf2YqItQ1zL7uSjntxcpePe4r7uU5TPMCXsY8"
    "3VesyTbHM9SISbNtPSNfLULqy0yeVSfsb9NgLZfxLO/u/aWkl6Go3+UGf8oa16CNuI7CTcyE5GLfe0Je9xWbzTJeQVclaiMljCsU"
    "0hDDc9VidV+TdZDzq+FV3ATfdgzR662X+0AxTuJadoqUEl1wBqPAlbjPHSFBuZAqqw+0lw9w13V4R0d5RHLIjR5htN0VV/i7WG27"
    "Emu9lZOqUeiyp+ATN7BbdTPu7HRRdjym8BvXa1MeyZHMfRpHcgUnYPKpu39oJoPxZ14x32x3zhifyZp1IKVc7wWs/CmrnBY5dCbO"
    "a0hsgtDnFBt7N5R9WSbB5fDKLZ5sLVb5PZd4aXWQv//G5OaQDFo2kWtDKXxXXpKfod9f0e76qrwVviHnwqfo3AxPsbKC0jrdiVvv"
    "/bGe8ud4uv7fv5JZV2Veg/0l9Dg/5kG4HhH1ucJUDiZGJsbh+PkiPYqat5b5xDr2Yc+njd2ivyHeWSKv4izV6yT8f7CcB/vyEOKp"
    "Fs3iLGTquMn8mcz6bQPxmkL2Qaa8qDg93kIviTt59MQUsp0ht62kd2Ce32L6lbvKfJ1PRL4V+NcBnDM2PIRFOPO3wE6fJqdJq+Bg"
    "nu+t/rPZ0I4/6FT2+9WyehbSI3R9Eg7TYG/2xqTmBFPTCc733oE2rylmn/vTUHCKvGdXQpu4lZ80Hb0a39xXXBxmnd2fSoSegM2J"
    "tfU5BbM0HbjHB8unOLEnINapIfpONU7uSJmOu/6WSG/GRB0h51qEyPGV7J+yb2opF3kUy62s6TiPqj+iUJvbOFmsRlNN9JVi1n4P"
    "FIcM7vhJQ5+LSDIC2xWxkzGdLKbVKmMX6rd6E3xz46S+A773obDLX/N+T9K7pZCdbgk8Tx1sz2749wDIdiX0f5Y0h3Kw0U9Ov4PP"
    "5RGnL8Gu/5t1L/kM970UWnUu9OxPMgk+5puyG191eNWF+h5zUo5zfUq626B7Oo8W+k6CCM9Cla+hmHQeLG/itIyVzJy2rYhVaF3H"
    "Z7DuvrvchhWpwj0uVetAPJ0ddLUesbM3bWe7NENxI2pQVhpxqHX6vuqIZ+ZyCilGAvtXL2nEG6qBfpjEecSV+iXu/CvozUux/haN"
    "1XGuu5CWMAI9P0iifgq/EvdVxV2u5tT2NTgDVh+rZB7hC9brhVZAyXmlaczpbbOtbSjl1bqbpKJh9ZN1EX/C4/x5wlf+O0qqEjIW"
    "slOoJ8pesgAru4gVkGdxJ4WcWKjhLpTqEDlJPmMOLQFvPnO8vRXSP5/s20fAz79UXiQeorHPxZlHU3bx2BSv43koxjPtL/F0TnoC"
    "e4wjzAY9SS1lOOr96AU5/zXCCMkmZq6WfNb8+xGrzM1fVmrmHH4BZ2zs5E1AXDoNklUG/Xo0JCizji9Lz7K0kZS3OZge4SJ9DXfQ"
    "Ch7co/AbbsLvqYi5jzIpk954duu+Maa854nrb980rxkPMk8msweuhkyjG/QQ9vRaH9eP2I0fyI1sUlGi44MqyFg1498aVqgafM46"
    "j/iBeZD/JZwBq9H1+NQvxJYuREzWQe4R60DsB+sQwTm1fXlAbC59JXRR1OdFldkiW7k+3lOei10xJEyrzxp79Wr8NqyxPOa9NK17"
    "Xc3Arf/Fchx0Ygex2dt/YG9fg49eoMODIt6hq4nXQtqzcDcdxfCjsuknO89rF/btHMQJUYvCcuDVG7tgjL29jtHgALlUjpFjwzPh"
    "bX4gH6pNHSzTvcNRcoh8HJyCa05ipivJ+q75WDFqz2pO4pV7Bhqrmxu/m2VBXhSzZ30k2iS7lNI0MVxtiueTsNnmmK///F2i/vwn"
    "PGuokM3EYa0MlznpTtaE75OyK67Fs3WTUnpKnZjbtXtyCLhOx+yT5owKmfm1DtSt1IchewUcSlUcvnR1M68on9Js/OHYr8PF5dWt"
    "4hiDVYpyeqHa48A1cH8tTm5ogqKmabZTbYaPxfIwvdhFUMJ1uZYdUQ5/z5C2z/V9mqFHE7KrfQT/qRA+wTGwTQ/q5ZIjv0MDXkle"
    "wpPYr6ncr170zBwPdua7jupIytU0nJVsaN7bEFe0ClrA/oSsnld6DHRbyRaIZK9L1/papSfBGjlpu8mn8MwXwdoNhb2y2Z83YUse"
    "kLsZWzhMelulM4jElyDz1yJJyNU4K+9D8x0rp4fzIKEWVVXC4+knt8iZMg6fW4zzeDaxED/Cz65C3N/ASQjLbsxhR9s+Yhgzw7zt"
    "WUREx9Bjre3uJxObYqlaprIFtX+XJgzt1T4bU8kcUglrIAnmjc0GnsAsTonu6W1alCzYbm8t9txKlq1U7mA87+8cccjVp7HX+xAx"
    "ls/h1McNxFY1NHtEr7ANNZxw31Ncz//VWEeHLun+O4UZgwn+X7vLo8GnsIHbBzaT9atej8/l6sn6hl7UTFY38ys3yEzaLNXGLiUX"
    "MWfmgH38D7qBGic+/qeMsn/mFcP9vAC+tftpGeXVnfr/7e/RNJbkSb7yWkidmiDj4GKez3LtG0wld5Bh0lwDXVnLqf1QR7FHIJf+"
    "6hJdC81ThdPUFmfkX2LdLXl6P86KVUtXiHVyGN/BJzpLPxarwe6OEzABUv4BZOBI2Sm4wvjQ5R7I7w/M3iU11cuV0jytxHUg92RH"
    "29e4hzZiuco6/YBoOvN1Ou7pYEhXVxlD61+nd+POeyI+WqIWR1iOagd5TN+Cnh8HHf5jlqRj1BQLhsN2GEBsgpAzQDuy11s8YlYc"
    "J3o2ZHIUPJhsyEopIvn28M76ySgi2Ca8XhvqVzvJHFpmLLcBODeX4Z5Ma/yKf+8nvzCq7+O7NJRcZIkmeNe1XGtn/YpYmbGsbqug"
    "grXQw3wOzk0WN9DjaokVuzYYKGVhlfbFKj2gA7MSeq/+NVyI+OIY5rdiadSwCeq6eo6AP7YrY7s+rMQPIMLNFmo91w+tf9A9coC8"
    "wjVwrCMN1LcVxHKw/oNj5Uh2XkbJo5XkbPdyn7sNfW9Xru96H8aumsa4oFF6O7BCHHicP033fx0qOeS8jDR5npi+oo7L4ArJjLtv"
    "aP359Bst6/sQ/O5esgb2I9pMxF+gNelJa4vOHhWHp1kJr3cWfOifId3WUTUNPsBsvQenepSflmuqsyMen8d6Dmug70xvt2BE0eB3"
    "PzNjaYW6LLLqvWJ9XD/5+fge7Ew0lOZV8hVZgYuY8yqB7h0Fz95mX6bBKlh+bW8x9NIhMkuvEGOenMbO2xpWmV3Vwrqvs4JaTlQV"
    "4RzNhB6wXEQx/Jaofk6mAxcXjWf9Kcr55yIiPCc16ZGtG4grkSAPXE+PFpLCBAzZh2u5AZuuOkzm4QoXI2qepG/BHzxfziMe6kod"
    "Tvz6Qtib+5nzf0U7+opIqq+ukTkjNf39RzwczWEZuE821hL2/a+vvCT74b43QcdsgBR0Zb/DJjzxLL01GK+jEfnPk090BnyRRyDF"
    "58lAGU9veSF26DPTjvDqvyP3bh282DrGWEosx9BXM5xvlfkVQ4Y4ASuyBtq6jViMPVBmMGY+nxi+Ca9/nA+2hr5q6zQXUsi8svMd"
    "Gti9fYxsxN6eJfPkffgwQ3C/P9s3cY50HXkfdsaz3wzZMtbb13CqHkeMaNhVT+tz8GKelWux7qdJnRzh81wx3zXnWCucD/ky7ucA"
    "iXmUySh9uiQi5XX8d+j5flISv7NYZmcm7HMH+ZL9cuNlPnRHJ/laZsmV3JWWvl+lpbcZO7HLoozcsm3levJVlDLSLmOH2Fz2ox4r"
    "X0FvnCsR9msX6yoin1R4rtkLybjwieeaPYEaqlod732UCM+GTFfPektrkX+bomvHaQTzZfaVYfB9zpFaZrLMazF2qBRLUIP+ez6+"
    "qzgczF3lM8lmndNmFdrAOlTAsxqNKx4V1LAjxfrEDDM10WxH1Erse6pG6Hy52yU19Z8g4muYnhZ0SAwb4YXsTC6/QkivsdReCQs1"
    "XF5u5ntqyOeTpB46xvfZ9mUe2hCSdxGrgRkewlzdDc/XjsxI+/kKTAJ2+RF/aquY81tIrWxdcuvhJeTgz9NwldmwR+4TO0pJ2rOz"
    "Hhy7l+OJeLmThJ6lyyEmF5IXaSPzSRXsU+qFmCABKY8zv7Sc1cAEntJxDN+E03aUNDBz6zrJWkoqy+amLGfojcxD2JR6T9aA10Jz"
    "LaS0hbjTk2UkPj8H78ihP5XLmGgufKKDiW9Xw+xEIaRtZ9lNbpUL5f3wNxkbXhHsKUcFN4UvaDdEFHsHMejAaj7JIkpdTK3zfSbO"
    "XdOYdHtpZBqxvEimz2RmI074HGqKV17I32gowJl7MDK/Yv2+2fQeQ+KrW9X2Fkl4PEDDxN1JUnM+6iPdY3B+Khl9dJXLYc9y8P2H"
    "y0Q1vMkt6cpBisNgN9qQa+FrfkPcyUuhT4p1rPSBL3VoYD3n9/KsRaF3H5AYcZPLoW/XkONo2zxw6l+/Miav5xxdN0QgXxJRJRTr"
    "YZoLf9gmJSO8Zpxsp7d6tNZtebF3SGfWSjxid+qVvT3zWahny1r2Ykf81G4DMYz6+16iptyBO0vKL7POgY6c0OonMWL3Hoo1mKP/"
    "qXda4ic1/OZTJDUdON/PYhwor9F7HCgORegtyGyMmcgY7LdlxW7AZ/Pp89ThmSs515LnK09JYpKFnKyKs++olMyrV3BCWMkgHRLb"
    "K2S+O/MrNbhuru/hMObXMubXN+md8p9MjqmnSoRP6Lt4ogPDR/X5rJ/hq7wtefKI7MX6vaF0Hydu+jOk/bUeWsO1ruYkbj/IlPXR"
    "FpHz9TN2w1fTB63F+qS45U0jVaj1tHSScuJEVehaVgtPQgRVzrqf68FIzWOfQat5KpHnIrxGAe3CSv2L2DxxS/lYv4DuGce6XV99"
    "R0bAuzwgmMZ5+38hDjI5uIQMCTvQ60t1Uf0R6nHSc8m42Mx1tu8tCU1xcOzg80vJJkj5mz1jg/262POXVDGL4jT1ENrNQp8RTfqO"
    "olpagnJ2oyQ4hbWOMfpx+iNk5nQZBDmZRoyjgbJSv5EJPi+knqHM1YVq/XzZ/7xv3eWrUn7yftuwamb6zMXyAXvzDR+jFB7CUnaz"
    "NGh7WaWXi+N9qybLT3taReOCTfhu/0a8IBdJaBo3qksT/y/uc+aZcOqb6wvoR2SV7tQCEV7Zec6bEHG4PtfWzJtZBJ7tNXLm1Rkg"
    "MfLLOyySMeSUihEbxDr+1zBOKyDu3FTWEytg7RpYe3BY/24uNEbcw2q9TCLEGjAvZx6xZJJ6vSyhhra++HF+PR7wnCdWX+orDsG+"
    "nRhaTin7TKyTtYY9Xv+QAsYPhcTDNPSLy8kL00le5tmrYFfFOma5zZO2FexBvZVQ1ylYR3s2mciyB8pyTm9uZEfeQmIylOPcpvpM"
    "k5rq9E/SBlt9cwec+BvgcVfqbHz7u/jcKbKVfcR/YSa4jn33IeIJW5fv4QkW6mPwTgzLsRy6pEJniEX3mWu7M/VuXL27zFVDKDYe"
    "OtOGUxGZFKcxldyMp1WmBpND2s5bgrzHLvq0M9zXd1HVqONRcxJi08rFeqmU/S9PT68j/4HJzSe0kWtZgyuB3K0jp1VKwjvC20pl"
    "dT+UHzhvO5c9uflqE55bcIoukZ+gfy6Qt6DvjOPkIfkC8W8E0cMLmrnuvEdgXUSWdx+F6GIhecHmwZbNxLUHSAf2GxZRbs4lnoNN"
    "Db2q18oMRH6PYn0/17b4ntl6kF4f/O6z5C29dmxgN7dlzqwP/iv2ijgOuxizzXHcXx5rKR2Il7uctifODvqIFNDfDD0vapKyadr0"
    "M9xnR59TjflOySjzsJZTDb3m6wj9G/P9HErdOgjSOxrx5Qo9knzYv8hkHSljEMNUQCYc9+FLYjWH5R7twPWO11BDL9OomK0N8M63"
    "mLv/z+mBNsxM7YurdNWJ8Jjq9VKysHXRC4MpWK8u4vrQniePmM0W1OG6Vcw9xTxWvouLXfdhKU9SQ3qu2mWkT+P0SJaxpfMnDUQ9"
    "KdfXOddn/SyW/c1BHHQRZMr86KOkjvgoc731/qNZI8tkOPSxNox3NuHu38DZWP+nOi06QHKU+sywzjbiRDbob5CrAzk9FNEP2IFs"
    "PQad2X9ttuFMvYY4o6Z1K3Df68nF86A8JJ8To6PCe2cpnN9SemN9vSdn3tgmjxHooton5VUZhZ1Nss5tXX8FsOv5ukRa6o/hF+FD"
    "Oi/cWQ6Xv2hJ2D/4W9Y5OJKDOAnm9rbAsyXYv66kfMYZQZrPWUV0onrWLzayD8/h8f+T1axq2vP++OZTESOVIWa9H3dTQXTJNXo+"
    "PMAroDNn6hRDLpEpepb0l9eh+35GdF9HRD/riK7BFZYRPdGmXCsRb29k1SVbRkC7L9cdgw16ojyHV06QAloSYyY39t4otX5EXwls"
    "9zqwe2g64pvfoBkehZ19vZlMfUmaw7e7xx2zV/r7etIfv5J5Ei3zZ4yfLsl+2izcXy57+gyt4VI8y0HEJz9KPoEffLa8CB/nRrzz"
    "UJkXHhlU6Q/B0vD3MJDPwkfD7VrMDD8IrKbxBs5bK2odY8kq5Z6fCUneAJ/BJjgHi2VAc4j6M0OfkmrfaZHvGXhMl1xLDzmFO+M4"
    "xGPbYMI+K4s5W5zEfVWqZdjnsHpVQC3T2cdr4TadLR2Co+QleUJ6ytP6sf4Sfqv/0CN0MWTqRdzpe7qWFvls+QZPfpt0xifexO6V"
    "+VkJW7FjKdWOfeE86sWQmcQJsPmDsC5TcNY7ikNZinvW7QR7ZA9mVF3J6KncdzeVE6vBEGFiZGGM+c6ZFKOIzQDXN9Mv1sCsRIOX"
    "nT1832cFM4qZvucVfR5a7nU8+XDpmHWHbq+3w4vIgg4O0xiQ77C2Yh0hhga0nlbT9Rk4lkXXzW0MQU17PXo26fWIbNMFsvs2XSBJ"
    "35/XiDjXhVNTQ33mV73+XcpPnEUJKGV+Ls6OjSHM0dh1NtFHcJU/ZV4qVR0uwjOqr67aFfcX1cZZlKZno1sT9i4RwzwqxCmyrG4X"
    "eKa9xfzTobKCz13vEePcWTolfb1cyNtiSsgxPFtXktG3BBrmcnkS19mCE/S4/o5Vt5rSOERNFkVlSdPTGFKW95LVxGPcBP/S0Je7"
    "B6/g3lvLGPhQRX6mZWCafb2rpLz0TDmHEnZy1voea+NZsVP3ISdAy5h3irPeb/m/f0kPWA3rj8rztWOHERLVk8XVKvdBnFxCr9hi"
    "xwtoL4o9b3RjvO/uwOEj1DTzyly9D2clB2foWXzvIfB1N0Azfg4dvVCyiTJWoZPF/vwAfslanPEcTaaZHuv0CIn7iRCLaWcFO+oI"
    "+Rxe1AS9EHplmD6kT+vjMgo7U6epiCTmOWca8J0bm8GY7imN81qpmpV1H3RB/DmfNQabD7f5K/PCfkMk/KRkrknk+knNQnZ1xKgR"
    "I1jp8bKLfK2PIA57A899ikwiGvTPulIuxV1b941NuZhfdShsfUvZi5m3rURmauxzSnB+yv77Ts+Fd3eDSXLWvdpdb8e32MSQMW1k"
    "qnhW6UZ2KV4j58g+9IpMly7QxZQOyxNsJVeeIXC8i9NgSIvZmsusSC9cezPxxCv0eNjRJb4PQnymxa3ontK0C/c/p/4q8HTJNCJb"
    "Y+eenfqR+iXkYQS8gaeDftpWP5eR+npg1cpvcC8ruRoXyY9YZ+NWWsbVOoEz6bZbi83HwIrfhH3aGe8o9/tztSS8L2fZF+NUsXzF"
    "BqxEDZEau+KsvQbptqrCKf5UJTxfm8OSy9VG5EOXW9g+nfUqYWW/LadPWmIlBssBRGSbywpQNTNL1rG+TO9kDJrLDutMcUkc8mWd"
    "JG51HLbIUo8RE8Fz2xk4isgf9ewpLWYsX8pTX0FWnhikpZTR3WESpvvzCngiOojLbOzhdZllVy7g1bvzG7/iLHWD58+rZP34EXLj"
    "1UFHmQWahOco0lsQeewHH283uU2Xye2SueOmRGfx6UP4FwmPrF0Am5uLyGiTDoTGHCx1sMdT9Hw9Vu8ML8l6U16BzqwjrkhvWQSJ"
    "naVXBvPhtd3KjEyUHRYh83e1nApw6JK3y0RIfx6uOwcysieusKMMY30hlYFU1nJTp6hOG9FdIuSNT+U3atm9oX42Nc7OLGW/h53y"
    "0TICOmF39su2lFf1B+j+nmKW4CLfl+iwPAt9d3o9+0/rycJazH55w8m6GlH4W9I4C13LqQFXYa/FbjwsX6khIxfRHysl0vBqNbaZ"
    "MykDLT37tVICYuTMNvvblVHr9tQSNl/mpOoAKfV4NI6tstbjV+8P3e6yATaTfL+8D8tnEc039HLu4DxcjPwumynLJh1HQKP3hQS6"
    "ifA6ry2Np7SYlcs72O2YTfvZQLS1X2G3N/la9UI8xQZWxEvIFHSbNHjvYbnmshrt9PVDjGhqyDC6n7f6hji2xlfWj5NUzaMc99fA"
    "WNd6hSrJuBjxWrwuPRloO5PplQrct/Uh1zNrZBqhgZMWj/o+UafZKv1e9fPIaREdKS4Cm5PuDLLfj8o1+gVkb7Yegrh8Lk7kKnhh"
    "beUxP0XRgsg6oZ+eS3ocqRnEFzeMwKjPoFbhbFjP2JG4vmVTh0gdu2DK8M4zicRkM4UWmx0rDayT1UM+zpMqMmSFTboZlHlEt8pW"
    "5e6brpNUNmGmiP2bt9RBUr0W9Zqa/rGTfSS7seLsbKvlb5EjmbPbius9CglaBrtZ24Rvdj9x/LE1vFImLHi3Nw1Ezxnr2VRbyhyy"
    "6tX6jjfDFk2wBlBGNpptuaWbditl/p5anY1IcDi89aHQ9v8I18NG5uFUbsBd9pawCX5bjbrcxI5/EGNlNfHA3FRRge/7dFfYm7rP"
    "Ms5/pX4pZc3UMrjLEXuPxv1fTgzurVoNf6AYseMliLYqEDfUeY7UbuyUSXKHw//KTm4V1AGS6pBMEKt+HeemkunOoXpGHQ4HbLCf"
    "oxrC3EOtR2BbhV+1ZHUvY32jWs0/vRJreA/jBasK9SPnWIzRuGMUeE8vDwy/o40UcU7cupym48mME6OQZ9PqvXU+7qunbx31GDT2"
    "74+wVr9TWm1P+zBDkSRmUtRjoXYVl4WqJ1+vw8/cgNd3Escwn0vZzPE5ilLikRchRjdGqqY96aXsBXPTCkPgZxbjrJfC9m+BPl8K"
    "v+MG+adMJgaHqnWhvMMsj5use0zWNdNZ6rq5I75bpYNs9Nkwk7rlHgmxPzlDlvMzL7BfOIWtPPDfpkisCr8EzzJGukgxq3GWPT4J"
    "e/Ua1t6YRQaIYT/cKj/Ig/KsToOHdIy4zF6Ed1xFhg+bdloNX+gjrOvB8hN08DJ2mRwi58sFYj0wc2D5doUEnourLda7YGuHIu4/"
    "BneyiPk31yVSQV18l+82GoErj4VX0lt2R9Q8FXHYQHjhLTkz4TCFYzyt++LVIu52CWMsm0St4amop13oKxXpvidlptdsltVyCrX5"
    "qoh1zw0XVzeMev/RpGIVfr4XdMJ8yKwhGsyHrLyNVz9kJtXu4DLmGzezU3UrkRGqfH3aZK+W2sf8o2skuQ2WyQ7iePdcRrOacVSS"
    "9TKzO8YZegn2zir6O0kJ5TtJPMJenF2xk3Qi/O2z4Lt+jOsPJRe2TeLvIM/6LolkE9zRlK9Zp99TL35IHH5DNzU04Bcgi+W0S+4U"
    "1lOTF7KSerfM1F8g8xvhk1RDT++NfW0F/XYeMzNJxDBRrdAUP4abTxJyV1hdNEJmcsMxMB1gaGd5fJY40XD7UZMlIQelXLsURnA/"
    "MUa1uLciVfAeFB5eOxmns+Q96YQ12KSt5SpIV2ZUwaRH3DRZONnr1nXM5kXTOZKR4nizQ8/EvFlfgqXoLc/AGx0Fr3FMEMH5GKFn"
    "QjcM8b7vHPz+nTqoAT8b1CyXQiZU9eZYFl6RHHokc4hwWsJ8zWDiZzq/ruU2uX/7yScehSfhcbhD9nb8hO942aMdOg4K12dRr99J"
    "jaZmbRroHSoZO5xm/wtj53x6GTnYlRnkdPyb7C9nQgrW4pS8oovlankCq2p4Yu/BP8ihla0lkuixiOhMJ8X0Rez1czKNuiaAf94B"
    "mqcv3m09TUeLm6tS4j9bPiyHsV+dutxAFuOJSh3ooyPnWz8CKbfMWBWnRcay63OkxH1noiEE7iBNO5Jdb38ef/2DfRC2/yugNar9"
    "HKA24WIyLXks/eUS6LZa2tpfEQ1br7UhR24i00gm1pV8WIIor9hAG2SyfbDk0M/pI9WU+SGsFkzhum/F+S7CilYyt3a0WJ7wR+Jh"
    "/KYX43PdsA/vimGRnAN9fB1xMS6GrbI5/pPlF/odS+ENHsHqfD1OdBm8ADuldTzhRezPsTkEsz6piS4nHb/xXNUhgmqDPTlaPuYq"
    "1cPGXsPnHySuR7SlpJAenaz1pKWPao3HkjW75Pw+Y1YZwazQcClil+TfpJ6oGRVEwTTsfme/zsX/53qu4nxOCGY6PxP1M2O0kLl6"
    "o9wJzbMA3z8BFswi831YGbFM4Fx4iOb5GxZzc6fxFXYFWh1mvhqrxTnyvXaSw6VKTpdnoENtOrISJ24VdOhm3S/YoD2gR3aQCLs8"
    "N+ipxDtIEPvZuDbXp9mNopwqsN5ti59GILL8Afc1SG6AZKxFfHuBfIk738PPtvWWZJqf2HWWJrzMdJRDJcUMYIw/9hQFsKEdoHF7"
    "y8/Y7TXYz47wKxbDnlbqtVJBq7GKmM21rAJXsv6aiaOqPVZnFx819/IVkVKeuE9xv5MhxbmIp9ZA5y+GxKzB2S7G1arY9bgbPjtf"
    "6omb+TLv+kX4ElavOl6MR2QzdrvUs0sbdlYDcaJups6rp3aoYB6+E+69mM++hTjb50mMXbOZ0aOyYWNz8B7E9fhzDZ6rln6Zxa8f"
    "wmMI8CuC1ekHW9BKvmVFqZrMsl2grxyuVhyyfJw4pugvZSVk9RO9Ss/Aay/pGnkbMchMSO9wmeKjcosmKxjV1dADOpiVukbuI/Ue"
    "ZeZX+kh1E3yvxtxUkijEjb1N05pkNhsZzRu7mdv42uRcyop75Xi+czuPCJJpYsc4peNEM0my+ybBVYjxmc4Vh+JbSgznedR/+dif"
    "9ToGO/8Dfj6JHMylZHU4Wm4JNpG1rYTyXuNxiqt0AuTq8uBOeSr8WpPhEjJbHa2Tw8/Cx4Jjgj5ygtRSDuaocRK157/maCoSLPLr"
    "oewsOIIReuZ1q8a9xNnN2MCZqzW+43wZI6tunJmKcm6qwn/uCFj8wWI4BKYjb2LMHVGbnxgiw1hpS/hvSc3mmZQOkphHmukmMd83"
    "m8eszW9/2EPlcG96SDyNBpKqXHJyQY6WW/UiWaKfimn+1eEruIP3taCZNbhP7oM/thUe+Cc6U/5Kv9lYwqwTpIVep/fpQzoz6K8t"
    "g836pO4UfK33ku3CTsm9UsZJELPI21Mjz9Mnsm6Xg2C1voA384MewjN7BE500qMxWETU399PlDxrMaIfxjgR+JIkaW3aswt0sT6j"
    "70IvT4Z+ODq4HvG0TT9Oh1VzPEbbNamlt/F+Zzt5hGjUSe+p1HAqcB1P2cOSsi81vpu6Cj9dne4LqObuOo1pFeVBkvmVFdAoHcQm"
    "pL/BfZ4khgS8Gv7rq2JrWc66qGm7N3DXtcQkLWCOxiEImT1pin2W+ZUabYEI63SepXzorgOlLyRrJex3BTFrzmH12zhzhhBnsZ72"
    "zt4xwueCI2nPIwlv0moJgzkzMg2f+kXPEuscm0NEMxePBGJ9DS0hz4cIfaPwEZ0KeZmG3TVcsu7Qae/qPlnrdQ2ZuiyCGADtfL4M"
    "Jh/4r4hPcmC7TpPlvnfcYXomOBcfg609Qib5mL2WuzOTGK8L8BylRCYrZ4ybB43eBet8LlnNHWtEA6sRVezQrfHdxmd7lMtN1DHi"
    "Gdd3xGdzfUyUS9TcaljHq+FHKtZmarpfrNEO3EMbuF3aqjcichjS/SmQrNV4jna4bgXxqodKgta5KWp3CinNzYU2nTl1rxzYZB5K"
    "OHkd+p1xXSev6pnwfi8MLE/2nDyvj+DPQj1S79ds8l4+FRjWknUjbiZTQKUa/l576U9+vCOJ15zLjMypsi98zJXEZTEcRfO169k1"
    "Yn7JSfKC3o1IfGdI54/wonIgPWshF2fLKHmInJxmV0uwB2vxpJfJDESlrjvSzvES/dZ3JNZCcvIl8yvXY/8MXT5PP4FGtZ7fPPhE"
    "H+gieEOXQ6oX678gRWdBW31OJpRQrybO+NP6ph4qr6vNkm2UkdpGLw1ewn625yrvJubHtmY32tHMps32HRaGbvEmvXqzUZPlXJzL"
    "M9g9HKcsLKc8ViIG3aKZrYxVSUvYxWLye7AYxkwf+Su0/reQkjXQaFv0JsQLS1jLMXs5Xow9sZxrmw3pGiiWUR6Ns3qqfI0ntPj8"
    "Jn0Qz2Q1yKWG2SedggIyRxgC1inBQlYZrUPoM52Zjk4dSrizG5XwmWqhbcbiO1dzL6uw+5fhXwuga59iT57zDNpJS18n6CoOw7GG"
    "/cdxeliL8a2Wh8qHT/6E1qWrnkl+m0L72DV+kbgYUuEj2kr/LjP0NcSn/fWFcAqsw7ZWyUm4YWVmfqWKfZr5vjOhK6PVJDT7QDlE"
    "qn22KeG51Vy06rLXHXFG6rSxq9qdlk9lBK75oh6EKN04qo6RvSC9P0C2rOevnRhzmPWk5BCpzby6jcyFJYgumeR0pH1bFq2M7f4q"
    "TgqG5A+K4gxG0p2kf8zKtlxvx1UfhqSuwBn6ARHtdBkKDfik9zY7szri9u5Aj0jUVxZCoy6i/+l6qo8Q05vV8PxTOZNaTfUQCSeH"
    "RerSaD5N4/EEq8MNnPFsYyyXUuh53DY1i/SdqfPqVzlSLCdpvS750ODTsaoDsf+PsmoZiMsVFbPP42b8azNralfBRozFWk2Bnd4e"
    "J7oU6/s5Oya0SVXB7qSTr9ktoiU0rGGr0XaBnRgFjdNSKpvBAG8bXIfzbVN+L0D2cuVexKxfwh85D3tqjEfrPVavqwv9Ch/1L3K+"
    "fisPB4/IEbI2HKn9LEPPjvAX2D/WQLYgh41QzPu0akXmHMos36etRH1yeIFF0LC7IBo8k7UXN4OQ0No0LnlHj8/jJh9d/F9EdtrM"
    "U5m1jKgbPNJwPnty4pyTXYsz08DfKZ6uOtifODNZlf7qoa/6ulrZccxBxIiykyRrqrJ73zJ/O+H9z0Nm50DDlkCj3CKjcUof1Q/x"
    "9zPEcrRr2J0WYGf2hYSeg+ccIC/jZ59Afpfo66wGbIGWbh1Yzt38wA889+1iYjCMhN69nT6Fq1aZTxFDxOR8itDratdpYDnVo3CP"
    "FvWV4mR2ktBzBCf8nP/+ZGeI0zeKMZ9tCIkDxXF1l7I+Ue5Rau3VXZjfHg4v7HadjChzCiT1b2IdEU/A5qlcJIXE9svWC2EVTxZD"
    "oW8pR+EpN2O3Snw/hGPwahortSIzWFV6orxjeqa3zqO0h/7+RjFTZAzDl+ipsAebIGctxPp07ofubws/fU1Q6ienlDFK6H3WBK9l"
    "U259WJUvxcm4kbxhpsvyGG8ZjtVSnsar5TLJIxKvVS9GSwWZ6Ysp10/CEzUWsGrquAPZn1nK/MhtYn2km+nZ1nj25D6s1zntuyf5"
    "OY3XYC77zis46zLS55ySTSKmBCcKHMPV9/DENM3TFWXl0TqSouxlj8CP+wTvOpIoiPk6Ed+xzteHRmIHlDiNZtGtq7XB93Ft57PL"
    "TosF/zXXmanntM5jYFuOYpi4OYBa3+PbNPYzq9PN7+rO/J4IJ9OMRcSmeltQsl7FyewPOflEJuG794WkrdefcXoc6sJE1tlT2OQu"
    "l+4sQeZXjFu3kaeyhfcXXW/OIFGPKFrlvazUKXDoSntIgpjoUfiKX5OX2Pmbk+gBzMd1JqtDWlxOHJlYero26vlNyhkPJX0XVZws"
    "DXFGSHG/LjO8tFs+MsIuvcxrXeOfb4lqeoXP9p08MVgI5yvmq5vwq/C5Yvdk39A/M2n/JytlNs8Z8VP5jp/TvIUTeNcbeKehfieu"
    "x8nQo3O50wlOwyThuSXT+UTn718gpsEPwMlYoiuxaxF4lFH4oH9PVxPUZ5VKfNfMPnh9L1qvTezfTbDL2qqrezVzB0nPI7q/xD3L"
    "vLBvsA2iolLmlcr0OeimG2RXRMSG8nwFvqcX7GFbRHtL9U5o5jGwXu/rldz/qeRYEtYxT5dKv8J1TbI32gQb2/4/lzWeJKLAr3kG"
    "f2deuRYR33bBvfKm3KzvBBPwk/HJO3WDHK7LZQjufQf617tyqsC8kQh880JWilLss9uilSRggeZrDvNl1jXbTZ7CudgNT7fBV36P"
    "9hHP9/zXaqzNefgGq7haR4NhBh8gJ2D9ynzdaQM97pheL9fAu7P5x/HYi8PoPzWwLmT16Wg6gl9Gxtkq2tZH5Bnc7e+cGygnO1uq"
    "Ay9J7bzYn/Wzm2Ear4c3mY+4KcmesQbEP2ZTnpEJiJA6yFpGsobsvUkfhwbbBXe+6L+iMf7xdEeq3/BSafAYgoFsYaRkM28H4hqD"
    "ApOVwTII0cQtWIfgD69mTzcEcf0rWib34Q4Qtcmn0EbnYheWUmuE7HlI8SVkcfKjnl3pJ3JOSrfpBLT1mUlcGfXRgUMAjHKNi3zf"
    "ScTnrSxPcZDsKSshKVvJVDYFd7xSK4kf9yyr5mar48yI7OTncSt4kqbD87AJ9DMgNbnQrStYQ7oHmtemWZYgEkxw/rSS3+Umrs7X"
    "u+Q5nNxhiBnH6it490Sc4WdkJe7WUEN2ExdHuBrnRniHjrXnCEl1I7seCcfj2sqfH/tJ+yaI5Al8y+4exz9CbMcVnrvHoqjv8bdD"
    "/Qyzq/Bdj1jbcZK7voI6H2deQK+wCrGq64xI+Oudz265Sk46GXNYkY+MatR5fFH4VF+ocf1NlX9Aw2fJWKzHGzgZj0oP3M0Gxryr"
    "ESneHLwrz5Pbaj38sqYZw0Ay/ff/9xWLF1qwR80Q+ZrGC3mIwXJZez5e9hDHQVvCaYHG/LTTvbvKDsyWVtIz7uFzLbF0RkrZPbVM"
    "p2FHB+K5bN5iE647XCbK51Ke7uxJ4Yekeo8bUQbr/SRBkitnZ9BmVHfBsxSp9enuhu+fC61wgCyVibpncI/cFvwNPtCi8AK5yCru"
    "WhpWsnvLUAVjnikkwQn/8mYwEyyqHSJFnoUq4efx7F8nySX45v0lyb7UU7Buh4nNKK3CriZ8vdj1gdTRUs3n36P0ho0Rpsz3BuTT"
    "zltH6+f6ISTIeoC+was2z7+H3CXHSkq/RX23VMj6XD2ZZBfwxB0r9cxYWuV6OJEO1tFfdXxTQ8VlUkvZJRdBbPK5/ohIa5SMEcOw"
    "GoWnbie/6Jvw0H5kH/Zf4W/ugtd+YRXuKHlNDsaqJtnR8inW/mri/6wlRsKiNFOT2b6nyB1tuRXrkDsEz7kbaz52ImbBqi7QcfCO"
    "jsJzvYjzYcjUlvkbQ16uOH919qi4tsaue8aixfeh1zsy21+j10iBvoS7WwVPOwZrthBX78xphsckwuxgKZFr4k3weNyJd6zFMX1N"
    "fsRZD30/nfXYDpAIva2VZOoMyedsk8oJj8ho+rIaEhJjFqya/kcu7mA1dn+IfAObiHvCqTkTWnW6nhPcDK0zUe+D9HyFaz+L/TCG"
    "iI16GrToaDHWqhj32DH82SnqK5t5J8W8VpQoaLbPd0mBz6OfLBW+j8TQJJJ+KvpgrGEl1mUQI6UNsFOni/MbqyANp2MtjmIP3xp8"
    "5kSfCylppiqSBc27DNJxtAyGPNTD9i+3jD8sT2Y7V8xpuITO4zPE2U1aSOtsevAEz9bhmMrinl2iymsPx/mY+lsd4tAHsduvwYu6"
    "Xh7SgRqXx/UJ42UL+sstUhZ+AQ3ZU27St+GNXwubOU7GSQ2irU7SW0bodBkSvC9j9HSci3fCUxDxJmHX87TU28VF5B+P+Ex/JoTn"
    "zJXV9/Ud7PIGaJbNkI4uiB3biGX/v+b7ytT4gOKwt9PgFVYQ5f8LHawDgxMg+d2yhupnOj8ci9jiKchba8Slf9X7ZYRchT2egPjV"
    "pjyz2dVsZ7ueiLtRdTGb69Ju0HaQg0laIyqnITJsF/TSLkGBDtW6MK77iLNwMXUMcXGudpycYC2kJ7T5x5DHhfpqsAL27UZI6Hrq"
    "EdNQP3H1be96yQ1yIKL4rfR83QRpLnvfYtAMJ8PbOxxylMWMaxlPZ4KTgdnN8NPm6cXiWCQWQ7JCdaxqlru4nHybhgGXzz4Fs5Od"
    "5QYdK5Y52hd79zo8pq5ik2umqdez46jBoyzGyTFgbMBHwTrH2Mm1GXo7h93ZFdDLt8Gm1cFfsepuGRlAa9QwIw2PJ0+rGCtmqtxl"
    "U4otM7wQGqVEv4J1uASaPpvr20Bs3XroowaeHFdD2lWW4OqtGNmWMb4PPcNuCdE9l7J/cTJ90xj7ruo8f67jeyz1Ux6nsU+6P3bj"
    "AckPv4MuvjkoCWfjLLSVz+SxoPEz6jFPDfkm7tE4bcVD1mv7eG7Ib7lqUW+V6rGn97Jmb17SszhHfaA3tqpDh6njOS2Ht5fbzKmf"
    "rTOliljMLcQmGe+Avv+As5k/ymjIYx2ueqR8q/tJ+2AWvn87/LTDH/gjDofAOq/L2AuZYiBPMPNzqtjswG/Y3wT7Nlvz33H9u9SS"
    "acHZOVdZMYyEwxm7HAMbXkg+91uxKuOxmuuwIjN0osfJOFMaMUDjnlW6Wl+FlP2EM7yQ+dHhwU/QNcfKy9A3AdZmOhGh4jpJ1wZr"
    "cDquRmzXHIp/T5/jcKwtqSguaGZSfQ0xrePp57EejwE+binC3w732irBPV/L3SxGfDke9iVOSf2UmaVi7PyDIr4vK4WWn6pS7YqT"
    "NQ9nZBUn8S063xV3YLm+/rLR46+GnpvLTV1U0veLMp64UZJpnqjVjNBOk1BT8Z9lE86Dfgy12ONZ7Skxj5TdiMVssUFHcWw1VbRH"
    "G5iDqoUFdxMUNdjHQ8Umk8t4dmbjjPeShM8XWo5TfF7NWF7fTPMpuPXZi7s7zDjI4alks7t3tEyQydC/a6FrLoWujbNnsrX3CBpx"
    "OFK8CaHXBm7lHOJ19r/VCtx0hGnpzBWO8fCIDkSs1EXegvZdxw5Q2DdWe118m4B1K6UFskqvff5L+LJlPIu/QkstgW0oZG7xy/SE"
    "XxLnd3tRb6sq2AddSi0cJaobdoY999XEpNpFUnwfthPbpzORqezevt63Db1OikE6Cv1aVxCrYxfmqTZjV0p8XOWm8WPMG9awr7PU"
    "4+Qk+fOQvfS9yb+Tx1p/lZ9Zs043q5a/J5XYDUP83qCGU7ISOm4R7Ok8tZ0378E6ii+Dp78Sz3mIWHdXHmSs+Qjn3yfvU33wmSYS"
    "X5QWRKg03yuPWifBeapIM5pvKFlb20ncd3vG6cmbztpHyjSVHati9tVN3B5PNKDt0yzDlUTtVubIFuEEGyfIafK0HCT2xNan/hQs"
    "/XpNyD3w1s12LNadA+VafanWbXAFPtnN4+kXSCl9A1v5lrRmNmHuKoSWyy5mL1dmvZMlhjjSj6+3YPxg9Rub5CmD99RRBuGsvoW4"
    "/k3slzEK/AjLEMLHOd5jXia4t06b7t3MK3Z/veRs3x+52WPoR4ghYazU5d7TyqM+jlF7nKq7ZfWQ9/G3v+hdeNL9jJlU9sc6PCvH"
    "kYsjDm8vG1F4P5kGyRoqs71POVgcIpNhCjm8NMsEtveTwVGc6fWczlqJ02a8J0O8bNQQFyRkxNSJ/E3Xilk0h/pwI7s05uuHxB4t"
    "g4T/Zy9ByIx5gUcXSfop/FqieShnch0DkMPnSuCEd2W2qBvrSY1ymmINCdOfqWf3k31mA7ykZLNZqSOkUlP3VtgEseA/eWXc+7Oa"
    "2Z/mpjsysVPsJKU8VcZXMADfYR0HDyPK/Q7y8RzzjgnOdCXY43K43I9VjcFjWE3fsMRjPcU5+W/xRSs/h5b0WX7rx6rgrtTolXhu"
    "Q7ip5UmMc3KlOWSeneDHriRyVmt4iJfJvzgRYuv9PbRoDu5mE87Qq7IWftFSeFzWjTRcDKXB+cjX4FQtIIL7Kvxex/jRdaa/h3dZ"
    "hesg+RD72lesEnm2X6lyencF9F8KcL85+i/E97n41HjI2K6IFYphnQ6h75j0KHZJP1NvJ+hBRM5f6e+4s87BVuz/g+xPnAGrv4P8"
    "injbWAqXcpKzD2LOQ8SYDTbiml3xTZa5no4TVkB+rCLOh1pdOfEHHWgVtPRJaqrU5IJxiA0gn1zSd6lalNmbczYug5bt8RfbEm0/"
    "jtcsv9kWejuHuQFlvr6e2jGuT4ubtupAxMdyzu7dLm7yZTNz2/Mgtb8Su6oIZzgX2vAk2VFqmbFNkss1Qc+5jdT7esk+lKVAkmle"
    "+8XQ5GfC128pw2QXXG8c8Q8fJ/9mApJ4A35mqOFvaBKreQs7POr1MrkOfw6TV3CCfmId9nuscJz2v47TX8P1DB0LKXtZV8rX0l07"
    "60Xye3AscT+ixDKLMIKoRrxQjPuv8hmhCKtfzrs4SVxu43f4uAvw1Bfh29Zj1bJx3TflCeJKmtZw3GQx5lVDdTLemdHUUeREDokx"
    "Ybn5nWA/StiF9gZ2+nd8v1U2VqvxLUXom4V+pUwLJf0c1smSFx6sF0IztgzW6R3wjo6RsXpJcI1Hwi3nabtMivw8p/VZ90dUHtG+"
    "+MZNkL5n9V6Zj8+1Cq4JHLpxqtckme5qto7JHb11rvfz4j1pgS1vVZ/mMTCLejs5W4wz2V4JpA29qwbqvR6c129g1GZ7nc+u9CNw"
    "dzuy/ryW3QdXSxFRKY0tpZe4KXerri6RCcyAzKY3W6Hnwg7OYAfUFnYiL2Rv/xasfKkchpOfq4/qiuBsnPCf9Gg9TH/W63VIkK1v"
    "B6NhNyxS70cbZLODZ7Bzvlht8nSzr3ubtjC+EJPEO7FGW/D+9bizCXI/5WI9maWtev2OPoArbi9Wkf+nvqCt8S1/0zHByczeZEk1"
    "o/scWpMk8Y4qcDeL8M3WeXULnmOxGjKEYSCOIxdFIVfvB3EoDVHWIXGywtODw4JqXSgrcNXa8DQtgsVch6svgve1K1bDZOpNuVle"
    "x3XH4BvnN2NLVlPbOr2R6qQ52vfJxfxUTIL67khxtdAsnOSZerDYbPtMnAHzTgoho/fLkfI7vJF74GlMR3R3qX4tZ8qsAKc5XKSZ"
    "J1Mzv2K4MEnPZp2kl58kemg10bEafN0zxuxKEvFBJb2Gzaxqx9jzWMlXI/o88QMyzZ8ugBSVUNucjNNgtfxFiHy/gs4wvI16P9Xv"
    "PGJnneLw6SbCcszC2vYMFuMKH0EHtZeF4pDutpcscRMR5lnuKs4O/AgN8S1inWyiSP3K+baPtEXWLPzNqkpWIfsFdzFT7w2M2+1X"
    "rPuJku9zA6E/vYYxemiawTjkrkZ91r03Lc9psoesgZTejpOdB19zIqzHz3o3rFgqH9/Ooz1Yz7ibW78RHt9FgfFaR/Vt3MkDzJAd"
    "JLswEjTLkapGu5m9GPH6BshPXhu6Ccm4/gPXNC6Dw8UwD5xFWpdmWlV6uZW0IrbOD0DmY5wmMPanmYx/4nzlW5zCKFnUlknmOzD8"
    "q408owXUEBF9m9MgU8nbV4UVfEpsBjKBtViP1V8PLfmGlshp8IQtVwdvO7gOe3gMIvAvfSbMZaYseruGfFnW0fFnXimBTnPIoz9L"
    "A+edLFZ+FVKzFqe8jhMZ1qnbAC/DcDGKdBL74d6CLC7yGUDHTdfAOdf9WfdwWOHL1HXaWIfM7/AfbCrIehkP5MRDru4UGMa3m6tL"
    "kAXJMBEMIekFxuenMC+kjAUcsqFw1sxqZ90l5j2HhvT8e71HMq1hxjAO7VfHiN/Oxgq8ewG/6wKxWonx4OVB1qyLdSfRdFQdsN6j"
    "zNNUssMlRl+hjPkOq0F8I5YTGYonyQ/vkdu1T3C8fipz4NsND+6AVJ0hVfwek9qYz3dvIup8FBo4xPc7b72SZ7ULp1UrGeVFOMM+"
    "nl6rRXW/4dX+8Ldt9upa+IjWvzAMntmZsC47wdf8HKt1uIyUi/Ce4/Cdy2Dh1yO2vy65Rd6Qu+WSsE9gHGk/6rrw3uCq4ET4ytfD"
    "g3sa8voUVuBFnOtv9TjJk2WMzhvxNFP5aENTeIKzrLWc/44Q+T1J9I753kNWz+jtcprGYFVMHFL13SMpXtF21DVV+gPxj82LLif+"
    "zilitYc8WKxsWrhOspAzHFuh554Vsy+vw+d8Ui/GFfYMbg1O0t2hwwqkB/VcfJs+0R3SEVKFj5QLWY1NsFvnKmYVOuJ7trDTyyZ1"
    "C7HiL8kc6t/O5AQ4BGf1KZz4j2jte0mn4AHI5DleFzX2+MSJe/kM9t6iZcsrR6HBX8dqjYdeKlAJrJb1HaPEUP+O8xVHBGjsqFdC"
    "VgwLzLHEfsKsSDaukZPW/dZdkvC9iPbqAuNX0ceglz/HHe/MmtmrEsi92i9wuBFuNuoQSXgmonpi8h3JayeYWXO6p4rnKs/PAdfz"
    "fD+DU1tORJ8II/s4/JkK1gNehHatIvpGla9kOozSXN/fY/br79Dbed7OteNUseUWx7AP8zRY6Q06WB+V1eFIfO918P7ypK+U0zuz"
    "DtGL0wg9Sdij3DTmeGofU7OUMa1u0ukuEvreyNR8YCYMoi7MCz4iKXTzNuJQwO/HWRyCk34TfPa74I/Mwc4sx+l5jVmmdZDGHJy1"
    "ddD4vWWmWp/lcfIlPPLd5S1Oa3bEmdkHGtq06dc4nyF0pLGOPopI6wIxXPa9IUej8Xy15CpK0lu0CGKe5wXZojYnHfpTtL+Pico5"
    "lZrEd//EPokqMjRsxU87Bt+z62YHeB5xohO1oV9u0w0/4M6sQ8+8s1LORBXCjowiJls1+xMraANK2QW7lnMPNToV0dtT8qusDG+E"
    "PPWUT7FfY4N7DTEOXuPfxLRLjIgFnRlrFcNzLMe5Pwj+2DzEqTXsHc/GNX/CzhXpZP1ILoX3eZ1+GL4ebqeH6LMyMespWS3P6d2I"
    "PRzHUBVzhxYb35TOHP9R50BjniOFSunqyz3FOGYqfV2ywGfFxjEPOYgTMmax6njHxrS2Cn7Lz9ocx2imztIEds9lIs1izIRmLyXj"
    "7yKrCGDv/y7TYVduC25HTDLUtAY000/wCGzmdj9oZUM/+ESKybLwOPZkHnMRcdqRZ8RwxPLZYXmGXJt1tf4DcvQx/MMzdQg8lkka"
    "CY+TnWXn4CfIUgn2OxvXbiOzZQl8vs/1Lh2Fvy3ETwfogOBtfVcnYQ1sRtrqRY5/rZaYDFFOqWxkn771o+ZwlrjWdyj+xu6uKdj/"
    "JOeFzWvpBSkM5E05gDtRT4Z3y23U+QmX7cTN4f5F4j777LLSLchBv0FvwXPeLqfAr1kEG3wy7v2feo8EwR04/S/h8zbrOA7yf7jc"
    "JjbB0U56INIdp8/hld9wdo6AjRuu98mT8rhc1kynSQUxFauJzTSBfpXl3t4mot4xUsGYUOhp2R1uL45lqtpLjON1sDzGe/o+NP2c"
    "JkiRmkaKPBPf8PC/YUgm+MpYrMy5PN1OU9vVFtB7Otr7lC7XpR43RT2Wn2O2MY6PnkSEdF2im4iWpuxTTOWdRPbzlbbM0wOZXzHU"
    "XPPYbFd6QY/XknXnn4jCqsnIZHjtC/H6Y4HN8djMQxn1eeg7LRtgZ1p7X6WbVNNnSsIS13H6MsouhkLO1q/Env8TUl7NFbhUjOtk"
    "K0/nRKzKNVJHNL5ZOkLsPW/B01daj/XMc5wjMU11dKbsX8SvRZJY0M7mVvquqAS+cyZZb+uILmUR+gLmPNxavSE5Hq2knrw+9V7n"
    "1ECH3+c7WDbpTZDDl3CO34NcLNfHZRh04YHQgPcS1S2Lf1YTg+VQ/LbYyLKUfT1Krs3W2zmLEQ9mDbEVjA/a1dE3UTsVMtfSXBUu"
    "qf9ZVThAlBOtqR5ay03b2ricfm9YqD3YD/4bnreM+R7T/w/idNbQF7ZMi63NBN//Y9mN9dihYuji4XIou2SexHd3gHV8DvHG3TyN"
    "+S0elPtxcm4xdGM9HVHWI1idy+Cz9215NuR5JOJBm7ToTjRbF8VVM9ocJC7qtP6l37RQvsB3/Qr/bT1059vkMH87zZva2Fva3jM+"
    "/Bm+98+ZHU0y1xBhnq+KM1sN+LYoJWSalHlZbmAEsom5DPEcJHX+b0nWlAS6J8aZ+dB3F4mvpTf43EpM35RKdRM9NhvwK/T4es5Z"
    "V+ncYAy+yWzuPL0VOu8zrNIkfR6++80yJpil0+AL3qCjg2vwnomc2rSo6LnAMjKboL0WQG+H7PcNPQJ4nkf8t86gkboHnuk8+E/F"
    "WbXBvvjbdfoKbNP7zMzU0//dUVbz/w2s9n+obp7HMUsclOaXTLCPf5gkPctGMh3n5rL3Jg/+puWx9pfJYrmlPPiof9EP4a9uwl0X"
    "qeGr3wgdUo2TMVg+kB/TDLlNZbcF4/oFePatiIPt/M+Aft3E+ZM8fVpGw6K8QKs0ED7+DpDGLdgP45YNicMUppkg630tOkmEnlG6"
    "VWxa4VRI317wrwbDeuZiz3YPtuI+luLaHxOJ+k01RtdiSNcVWOUVsGmjWr6ll8BrXq6P6SvhQeSBd5yP1cRxOxPPZEjvpmcNO9v6"
    "PL/S63CWzqRnVsy5vbjvFAu9Hgr1MHaeu2durMY04mpm7qnfwljCsPLzOb1nPtz9WJff8d2HEX9GWWOPsqPCefYW97WQBziR0RVn"
    "u60YnkaV/rWZykMtvskmz9tjjWfgWXsEhky3CVYuB15vOXPldZxRs5huK2Q80QyeqkXur9JyFnnUvDJ6lSGj4tFEBq5hjsQh15tG"
    "n4YdroFlWIxT8hLufzorijfqO9A7r7AOtA4rUga98aoeLF3gGWTjp0Ww0LX+hJbSSqSQVG4kD6QwltuDaF2OY+9rPIXp9Lxgs25m"
    "FFyld2AFf4I0t5Mp4e+wPLPlKKxHEJwKy/GY7CgOZ7MF0W+dtXPs7HvLHXKL9NYtUhyehfVaHUwPJSgNQ0hcal5CfS4y4hGrj5F6"
    "zhqVMvbJx4lawxWyHkv7ycmMdNVzT4a+n/UdvSL4Qq6EfG+F3RnDjh7j/PsXIosSThem+nlcPm0NuURysfefs5pgFYQR9P9z9Pxm"
    "rExn6ScnMztXQmyLcr5vC7zcQvhJpUSePxgr0gGSMg33uAi2PgdPY7wXxq9bgRiln5hVXAabc3GQrfdhv3sgOnkZcpwDnX+sToc3"
    "qn7qRLWx/teesrMGV6tife1pxIKb9AOxXPIc5nFWYA8voTcQg1TGGKm6yb0u6Vxv4/RfkjnEqCZ8xt+yTEdJN/bB2qobcv4dYni5"
    "p8KrzeNU8zxEoi3/sIJvkpV53WoQE77GrExrxBR9sIZ2Cl+Bdlithmm/Ro2B7DExNqzdsGPXEacjE0piLXVBa7maeaxqn1MK2dn1"
    "JmN0V+kyJKJqVutX4Lqz9BXY05+x8pN1fmC7/y7WzfKUa3VfKeNpExkh+V6urHdnPzI4R/V67O1yfVKMPXW2nov93kXulHOhDRRX"
    "WwZd2Q2x2kf41GrEZrmw+Kav57I7wen84VJLRIph8I8sE2frfhI7h1c2q3fqGEGfL2eQx7iaeAxF5LT8T3Zy1y95K/zQz6AnanVK"
    "1uuIq39GxDMWlnMM7q2nfCIr9Ql86++Q+Bz2+9hEgGJvI57dLfQzGTaj0wP72F5cV0xX7Gggrhpmccxh0h/W4ic9DVrtYHkXPmA9"
    "vut5RCqrEYtkQ+bWM9fxcPAp9nccUQCTtBUho8OurOiq776xp+3gJ30k7eOIZ8n4n07NZvZ33oeV+Eo6Sa3M0+txBnPhSZxgMzee"
    "Ozdk7dbu80Rxs0Llegt5xeLwV8twLpW7Uk/cNKvYXMn6fui5trNxtRin8RIeNdVZu1bpmq19dpZxsJHRtYGeRz5l1XCmDRmrirPg"
    "y7CihjK0EntnV+jkV2dbNPolsLZ1RCuugGfZhYgIbcRm7YfondAqd+jm4Bi9V4dhp+6Wg4Pb5AlIdYWf2FzJXsZryTe7QVvTQmVD"
    "l6yDHztZTS9uwdkYJ4/IAU38zjCNb2sae7/gakjYKvgTt8Jbu0IP0sFZhwWPS024bSSVmltovPuLmiBrjm8ylZxiFQ49g6ebyKv3"
    "uCEFnFExW7WPXCGV1B3XelvfjRaonlpvK6W7UZLUo5C4JyjGHmwmpn0e6wYV7PZergmPvRRtgggW+o7jzFL1GL7/Jc/H5PyWFG+U"
    "zVDcx5yvi8SKmE8x3fYo7uVBxHvbY7dW0OdtLbsh+noH+zcVu50lh3MeyBBEustVkL315J1sK22YGbB4bQdokjx11QerlldT35XA"
    "IyymL2E+6QL8uwO53yOUs2ugJ9ZDUm+REdoeVmsm7M/hsDwX6FM4VzfIw/KNRyxQzw1uXUat/TzCp4g6rc7xAryAR2DfjoO27sxc"
    "7OE+tnS+XR69jRz6Ln8GlyDzKyPExa3GphSDHjNJeF5+wNPtKFbd+Suz5A77JskOiiI9UkoEtlI7BJXwEe6QnnIW4rK54cB0V12q"
    "szcJGxiSbaNR1uPMVKTmZ1MS3Gob3ds0+vyjV+yOL2etpEFnU8ucIsYKZDmLa5kVyybC2C0yRc0PL4QdjPrZkzjrBDX6F88QZWjr"
    "gyApWbIR8vE7dJgx0ZTqBpmPz8/Xj1j9nQSPtjg4Af7wG5CpK8WuN1QcBk2cHQruHFQSac+whRLkGTmafBHZ0M13ScpH2485Yfcc"
    "DelZ4z9+xerVBbiazUpUYDXz9FPIW7X2DMppVzpL0p8q28e9JZULSsVZKSy+7f4LE2JIXexWOEqscdMvVZxiqMM6GFLPsdCI2ZCA"
    "LFkCTXm0NGLKqEdJ3Zt9KdY/9hnOaSFj773Ir1XDfOAdUkuMDvuOAVLvZ6Q264v6gvSRKYgXL4cOuh9a+wQx9tPZero8BonrIyXE"
    "98sS64KpQdRwnFwMe2m1sxY+BxP66Nm01WnQLYfLBuLoh5TChEedaq5fbJ2Oxs4+L4bkkwebcRN2vS/7rkL4VuU6HlHBBqKWHgzP"
    "bgm+exIiiXH4lpPkY/Y0dZEL5UVYcuMyXk/869DjkTYybIXwXl7CvW+EXC5BPLgcvtp7sB0TdDGeciExdIsYyS3CHU7RN+RdmcU1"
    "c9iBrus3QXwR16u7CNddzixfAZFfArlHzA45VrwJvt9lMr99hJwmB0HrzdYcSHKd9oYv9Dik3CYvFzQ77/xnmI6a680bIi5L0JbM"
    "NC1xx2u1BafbM12tARJYCl88Dxq5nazAJ1eQzaeD/F/d9Z/7zP/V1f537+D/6t7+36/B/42E1LPybrXqH2RfMRx+6/20HhYRQ6S8"
    "SSZC/8/R/ojbDhNDuOktmZmoMrOHNE61pfLBTtcfSJ9jO2nbpN8/5RFslftZhbVMZXeeyypmSKxr5Cg8xc8eYaw7saItc3IZZzPq"
    "EdN0Ese/XuOR3WpY4TbGHXdfuR4txt1fPN1zb5mK/j6Srm+mumyZrr2Yh3dVkoAWz/yIN+Ur/dJPWRlGdm/ajDpof8drENLi252P"
    "kFbMTFey/u/w33ZiB0SM+b162m1XAZtPjPyQz5APK2ZMdWv1ICIPJYlBdxuzKknuZx3576yWPYR91I7pwnoH9gk+DLbK7nIf7q2T"
    "PIj3fQTt3iP8T4ab1H+j4IFcLwWcPY+Sf7qICO8RzfxKIyqvy03GvYXoLbdqCB92MGzYLG2BezhB2wbHBy1kCC264Zl2k12DUvp0"
    "lmuZjdjtI90Cm3QO2Wbu0ef1RKzAG/CtLw8cjrV6DvS4niEOnaMWlv5XWMJD5FvYsetgGc9DzL+L/Eveo6+VDW/3UDKA2q62kipm"
    "JAwHewU704sQ8USI1VWE967CHtts02WQva/FYrdlzCSshKUtoaSY9x7Qa7GskcP4zYyX5j5ThScNGOdaBna4lNLnzvRK5rO9/X/k"
    "lW0nGzwu+h+/YrhYLakDLFYqVMclGOe8Wh25HEP2ey7GczksjVvl/+oV646sYEe/TdrnauvAMSUvZVa8VofJr9iVQeK6OnvBB1yO"
    "pxlEVB2r8mzBZwbj6er1dnnO1w9dbukQvxZl7EDfmQhQSryiVE+3qyscL7XpPu+4zzsleEeZX1kHrTELMne0XEJ0ygi8rz1lAk5o"
    "FZljE+QMGypJPnOMNZiEZ6Op5Dcn2M92HacTRukTeMo28rZ+G9ST69NmaPeVd9jrZu+xDPQmVrm+0avxzQXwt37X7/U1aIX18Ix3"
    "ls7QqVdhNe+H5OwDqb2UPnTUo6/Nx7ceQAz1jXqFx4RyHW+LGYdU6/5SxGlq017PErnGfLo4738Vp1HO4dSy1WOvxOkpZ63AMcPV"
    "kvNrKWOuOqzEcx69qFJdfLCVK+24zaPs61rP6mEZ+/UfkL0QG36iFuuuYX3oQWa6q/RpGYWnj/haszFNuP2oZadIzE84m30q4qxT"
    "A06P63Rx0Us3P6mQqvI05lg6imoKQzLpX8ljrDRMDGelB9cpSpwk6yeKkZWhjtWGBs/mZHJxAGLnpcyvvyMr9R/yIaXYKv07QO7G"
    "wUfcXirkLn1ZDaFys+wIrZJ54i1zRsb6XpJk0nS2ssrPNrqqr/reX9O/2XzHLbKe2Hj1rPWnKsduki7UC2HhE75+nPSTgLWeLSET"
    "p62bsnM8d+5kxWkbI5zeTfo+VPuuN8XxaE/ljsSJIFPh5yIbILHHIt6Ps68p4vmyHaNNO3aouEmLqEdpsGxwa6Kyn8xIze463z+l"
    "Y1+5Cvs7QvaAbTvXZk3D9WFLPP14vSTYQ76SCHtcDE9vGZ66lp5JFc6GVTPdTLD4uoXDs7b7f0FGGsoadm6X4AOdFj4QHqMtsraX"
    "q4gzEpJvJO77/7aXjmL9809LL6mgZBuSRA4tTam3zAmPjBvXGzx/QgV9mwW41kf6Md73o45F1HZDMFVnBrvr6zgLOezaeAvXNP53"
    "q0D1Q8y0sZm8ch3sj+HgWRWll8/aOMa0QI4W1/NsOcuAM9GLiRz/EE5ajv4N/ssQWNwR0haR/OtaFqQmODtLampWyfMY993LYZr7"
    "PE6mGjcfVAiNVUWrdTt0yU86WkIyWH0JSbgU2mkxdMwl8ojOkXdkATT3QGiBg2kHYk3wSZK+gng52TEqfTdITNUzVqpeI49Q+1u3"
    "aDc5Wz4gft4anc7aiLu37qw+2b/2l3oy0yyE3dhHfiM/60Scy0C+12dwSurDrtJB3tQP9IVgGF7JD88PPpY6OVn/hZMd8ZPaMc+5"
    "dJkMlApORZn2Wk0eOTdddbt8y6sPDYbgVB8jg/WmIJBD9FC5Vg/VR/Ac5/lJmTh1bw1tbwXx5c7TZ/UlvQS27XPYpx/lMNzbjlIk"
    "vSXFO1/KNVlHC2JIHdYlaZUt63C/VIrZaREhL/I8nQGpbC+3y37wuuZA75ifuEk+baaPOMXQM5ToMtE0akpCx2h7+FabcP9nBeNw"
    "bg+XH2F3LtLdg02wCp9Aci3bfQu0nVXH38Wf1iWbCc9hjt4Kj3esWKV1lX6JnSjVKXomMbMgfTKDOeEqrPtRYvXneXqWzNcxnp0h"
    "Tp/e5W3sHGV+pUbPl54ynGzYlVjXOsYNb0P3JDy3WRI+teXL8/jclhU3zJZhkJX98ISnyo7SX+bqCzoX+voXvReW6G7pDt+4A14d"
    "hlX9FbK7qJk6xm5BD0iGIWTmSRe5Gbvxod6JtTxOyjzTpMPhaODUtuMNyjwn/r/7SmZk+cyfMTywocTfqaDVdQium4gHWs4514j3"
    "ktrS12uAhXsVPtsb7IyoDBaGz+iROh7nckBwtj6l/8S+/wiv7rrgMVxlD+z0+7pAegSt4elu1dXyKFZ/d3gx6/FdH0FXzKUlq2Pd"
    "1dbtQGr/hdz7ayBzNq8/n31I71h/Drz90fIA3nukuNlxk4zdpMbPbq76X35li0agrbaozVa+g5O/LyOCTfBkQo/Dbb5GCxngvRDz"
    "jM4Wh8F2mbiM8A/0vaxOv11wjxp7Zjuc7X2hUwxHcgGu1hne3SVSyc5t6zEzpuxT2X9pWb4TxGqf7+tPMhy66Ak9TyrDOvjJFkfv"
    "iRjsO2ITl9NTXQSpW0R8icYJ9Av9iS2lFTTU9XKtTk/atJUan0/PJcqPIYwkOaVs8foavREWdQHOXaWvrykj0rjeIftISOamQyUl"
    "9UnWO6uIl5yfRoUUoo6qn4jLnMFYQhylBLHc7Fqzfext99XO1x6r1PGvK1mYj6JtaSeG1hP62bstnl9hKPyUrcSEnQDNO1ZmsWvD"
    "JoAz86MXeWQBJYpu6KeXThSnV9x6xYgXYVFdKTtJ8yHva7HiDYz/HfvAWn1SDJmojj+1ae0TIROjmSUuJQJFSObIVWluPsN0voE9"
    "26l9ifr+/pZ+EuxS2HGLtAbwmxfr4exWelyuVGPSnUfumBSOWoTn/zLqrYS2T7OZtknPPN8sgX4WLIMtmgKvtp08hhN4hN5AVM9M"
    "OfwAGnKMz56kOAsbaFMyf6aKkYRip2LUS0Xs1bd1sB5ohz/YWmpZhzB8OOtbbA7xI9P3jJbl6rjyWrFmm/Sd//FmNF8BvdEGMvNZ"
    "X8IsVpVXquGY3EqEqJSvJeIYzcqbZYfN/EqN96LX8WoBY/RHYX3y2CUQgTe+GX5vKX/HsCdfEak26dmYC3xdaW/89FCZijOZzT72"
    "z+iNToEfVAcvc3Pgsn+uGyLK2pqT23L9GZrMMks74BRYLDYJ37pZi2QXibAG6WKo7uKmP0PuazXkpp6owjmILQ0tyeaNc9n7Zx3G"
    "+ToSemQn9lmWERGjFnFkR1jnpYwdHPatzcdNt/kS9vsmGHNeIqF/R4IzlqVecqs1l9Pe66Hz95aZeL4JkO+DoSvX4F3fws+bQLTz"
    "iyVVdVIiMoo49uEEvItCHQUL7/q7IlzdOlaHWtH+13v80qTWpDEMlVkLIcJICkvZeHPrmT/tLZcTrSFKdOQY+9dtfupbnNbv9FO8"
    "4y541dZXZz1Bx8verBeYTG1R298idkPBqxTjQrwKXlQ981yVPhqs4vnJhucXT2OF1HhkSMdpU8/YJEHtZdPgXVnv3VcO91pauVcu"
    "b2aec9tmsDvsGwzxZm+PwZJk7Ga+0ijaj0s4wVSEM5Bg/+gF8jCeqZ65R+uI6U4koXLO/23QbxFnlcE2RPROWJFqfQbfvQke6vPy"
    "AFGJNyCq/Qrr0Uqewl3/rt/h9f741VkukM/0cr1PnyZG+qfyq5zFiZEfcXfXZa2EfH2mD3D/HtOZxH1eBPkbK5/L1zgdU3Hl6Yg2"
    "3vXzno6dsZZsWK7X4AEfafemlET+P9beA0qqKvsePq/JQRAQBREBBYwIjgQVDCgmUFRQRh3HhDnnnHVUzDnnnMacQEFEQAEBJWe6"
    "6Ujnrg6V3/nvs++tovVnsdY365Mloavq1Xv3nnviPvswG5zBMCazHMV1kM2Uz2fHWRd7F6fC9vkIcWtq/UKn4FlGE/OYT0zbNtKH"
    "GeIWEiGzYIronvpsrjvwuTrz//eTHeEZWG2/kjlo17N+rGxgTFXGmLKReeodmIEJJHOnLmLtKt3EcYz9Luv0G2jOhfAupuIcjCND"
    "fzEk/h7c2/bwEYzNZT78hK+ZUToSmvMSMV4CY+BYyAkWl4pxY9lJma2P4KS+z1nx7eRZOR/+ezFWPK6vwjOehf0cKHsTH2pZ03ch"
    "L88yEqmj5q8k4rSC56FSP0d8/gmuerkxQ0If/CSn4Z2TZfugGvamk7yh/9R9g5NxX2chBns0ODW4QcdokpmGhJ9TW0FMZprcjnP0"
    "HcjxWOzyQeRss/zuXVJANoUkJHJjs2xPHvxIs8jHynOsut8un2BVToaneDRZZtew5+sEcnlkYtBq+kY70NM7kVn7DDdelWfPSSPW"
    "OszjhU0b9JRM/+gyrFJAnTmH5+RI7ILx1w4gCtTxJsWIg7Oa4yHE6UfpJSSp+eOMgBPYkZU48TVkLk2y06mzWE9+O3L4WBVhhRh2"
    "s4J17RXyiE0H1Jfgc4l0aYbKSfhciUPr5Mor11Bz2DPUkJniZerHGkhJl79h9nHozjvVplovhF9chJj+ZzzNVD1f/q2XZplD1X+3"
    "oR/Tvv851ytpcv3EEU2aN/A572ZX4lg167fZ1Pi4976S7EZ9BVG9YT+/YP/6edJPbPbsA/5O23jEZfM7f1jq1E0paUOkvGPtX0Ws"
    "r2F5OtKz2KS3YP1XYKcnwiIbm8Sd4qxEHSevdYQuMpvseNxCog9+81kR4398QIyNbaxEfUT6qY7yc936S2dOHiijvFXjGvXwnw0B"
    "3gte9HK84xw5l7wslZxYbbvQAG+1mp1x3+MT1ns4104tpHchz8diXOkUj+ozXF8DMSUKrVOnGc6pDPo04+eH7HzTLL7nYJ+JzBXT"
    "ToA92wDdcBCsygFYZ9NYn8FmdcKnZskSYrhtH7/i78bY1xNPNUyugy56Fd/1IXn8/kUf+11xfe5JP8dBsrgUm7vVwAmEMZ8DTPp5"
    "MY30rkwe1mM/zEuaR+/tTLmezH9JP1/csQH/m1n4Os/rud5LjP13iMeL1JBHJEFGj5jPIxzu2aCGEMudYTNP0g64XPEA6LgqHSwZ"
    "ps6QMYzqeDmOvS+NvrO9VDuScaWQs6K3YJ7cM7qpIxfIYMRZ+bAkR+kdwS/6MqKLH2CxThdjfPsdJ28ppHKVR4z2kuX6gZgFsv4y"
    "45K+XhzbYT69SIvD83E3S+nJWOY/j9pjpswLn4Fkf6yXBY9oQ/CCjNLzg7Gwo5vCkzhBN/Mr7rWQSU8F9PtwYsljiNZdj1Ad/bt6"
    "TsdUPzW8FOdV1fkXUbK2jJVCMsWUsgrWUczCRzibPe3rUxHY65C1zuOyEqmQjGrNcN6ZjzsHJ3ARTsUYeQqWfIE+gp+Ol3P1cfzU"
    "ToFl+37iRNIUT+S3sAAN0GttpJq55l6MJtoSc7WXZOYHu3xiEWNy46azjPM8aM53pJi6qb+4+VbmJT+DddpET9x6fDthR9bg11rm"
    "8pUIcJFM7kb9LBbLN59KpLvh8YwLxvbgezIkKq31/+3OnU/dYFNZWkFnrIBW3UFegg0bKbPEIuW2Mhef74U7nIkzNxW2dqYYIivC"
    "qtlMvNrI2XeV9C9NBltD79hE4ZGM4iu4Qh3gLe8Dz9vyCvdBx5i07ykVco1OhlUu5AyKODtafoS2KscVj5GbxLJip+BVm7Q0U1fC"
    "x5oOK9OgAwP1sZRm8XPbexkfKMvwnJ/rKfDC18PPWghJellf0Ezvdfdm+L+0r0TkZgSz9+3s4zI3qSLmsyiNrCe1Yy0lM898b+af"
    "cs+tOBby+CDOVPtgGzky+E1mhx9qV3z/70T9NzLeeIxIQ+dTVzNKWwu7VsneP+chmieb8F39f4+ZC31uwPRX/yxfgP10Mpm1GmnT"
    "jffZPPLdOIEod11mqV6HOGKTnofnWSS30I+4Vx+VS4IunvU0QX6rND3Kes3wk6X9xIe24joyHJ/uJnbMWKxTQt3yCVZrIX5tB9/M"
    "8gJ5ZGca56P4BCK7jezmc7OcHqW2bKKFqaaFzY3mzjUP2faohbhqvKtS9POsIFuL63PP+U7Du037OdUimsUj7CK/wR/7FFHiUtjI"
    "qdB5JwSXBbvhRC6kztyevl3Ms4/W621YG8sJ1NNDs1ncdnc/4Tkne1a8tGdtqfWYX9eb2Y0VmHxqxATnglu90pCpUcYDKdagYtSt"
    "7cQ4e8f5Oc3rsjPDnac7CbLvbJ995iRGmEtpBw9CjLxtlsN5y7wPs4298JxmBTczgq9UN922Emf5ajmW97INLYJ55da72Rm6ZDt5"
    "Gp9/C6etE9b5enjUl+LMPiw3ynnQSBtxV59g3edAG7ST84Jv9BWdJi/C/h0jX8JP3wfadphcDO1huIknmRfI/Jf208MMm21//koW"
    "XdNBlaycPCL9sc6LOCmsit3Ttcw4DiOzdgP170Y/D+HfrCWnuL/FzJTlnnmyMvwq+Cd8py9wwr8Nn9YPgwXyk07Qj8h1eSy+07Fh"
    "pjnju5bWWtnz09hsOutREvN1i2JiR51uMUa9J3ByN2YZOmvZ/eG67vvJTvRLm1ilHivHEwtSTe1hsYJFywMRn1yJk2DTOz+Qb2Ed"
    "2iDKnboV5qQY8ZYOZ9QrW1Hhk2LtLqOnkeApX41TM4gZk3p9FL7hx2LdSHfIe9jfo2BLdpO3IGl1vvrY6NnTE/oRdMImRGd/kG++"
    "FielA+7DGOVPg4XJ4Ov/buL8ENotRHaQhQWILE+H97sfosV3pAirsQzPuZg640x4uyOJVS/O8jBnfKeevnbYoA/C61vLbLJ9Zi/4"
    "PetYqc2Hv3k9M4HOL4szP7mZXCIL9C65H8/4E/akH/72CPz0Q+Uj8rM1khU3MyfArIIh3WwS5zp1+I8XydXi8BwLtVHT2fklTdB3"
    "SZ9xNRnpI9bV2UoaiUnqA/8vH+d9BT79EJ7gLEhbN9k9OEOm4xTcKW3lNj0ji4hKZ71Os22mS2+F9f4Ez9cQHpG3LBikd4TtsDdf"
    "BYeHSV9/Vu+V29qMYlY8k6lRzftLHPYMouWvYWM/wrOt0qsRiX1mDFZBX6xDBbkNS/G79a7+DL9ivY4LPvXZZOcb1zOiPVcqOJva"
    "mHRCdjq5DtPWtHLGO17LysQGaGc3j+5XvVIeg++4GDexFHv+mr6BXb5Va8Mz4PEXh5PyloeXey4AacZgEuLpbSpB6DMy9azwvMJI"
    "sIJxbi50oOuKbtQtDGet/c+LsKcH4mc2PeZaeqztKc8JNYYQm5WwB2KQBPzfidKX6Ob+Mg93bTtqs72+g/wYF8pMHSEb9ALojwF6"
    "EU6CedxJ3SPvMy2WonAszlMkG0tZZvJeau1ytf7U9d422J1VktHHsBRWdVxIPRzxVV/Tae+K6bAqar7qLM7DnvIInuDcr6SIjy/i"
    "T/pnozVlj/YRUsXKbpxsehuJequiz26MFv08k98ezNHN1Mtwhi6GLH8BTfScHq7GyLIJJ/kjKZBV9IMTPJ3GwdJP9uGJivDuB2IX"
    "z/SR5Bw/K3MtnrFEX4dXNVBCZpEfZ11jCmO9wM/DEd9xsaOf+uLyHC6H3cS87x3EKVjW+APstc1Ht2iuSP4lxgV6O9akgHgc02Lf"
    "QltYZ+kayM2VOMs7SdRXVDP19T6S5PWHEffh/ivnHffzdSKbLrsPGbFSxHrFOHPCctndODdpLm3PNJygi+UHrv4GnYV3jPLciY5D"
    "0c2SLMyyNruqdx+J+0nRA2UzI+2fxfE113H6qMvoFGuNfIOI7x3yUq/HOT0XunMFztWvekrQEXHzm3jnY9oxmBSMwjpPkFb0m8za"
    "DCLDh+WKd2BUZjK5lquSYI7bIV26wd5Y3WRpmMCqXiCPiHVZP4P3T5SPEQVcIRZL26Sxnnif5XYbsAqLmb1LMtdRhP12pzWkPXSo"
    "3gZceyfOYW9UxxZazU+Yx7wBeuoKSWutn6paxT93lqvgSb2kp+lz4eGyY/BK8Drk4znEwE9xR91MoJG+W7MCHrciPizEa2czm90a"
    "8cWn9GwbcWKXwjI24iwZXzVkQy5XQxXMxqcSvCOnR1PExaZ9Dmkm5DIfFq4cd/gz3n2cGJtmOXkgL4H8jJbDdB68ojNwTlpKfrhc"
    "Fmtuhusv4CF1hIacDi/TeN++1Fo5CjL7O/Rstcej2bSStewWy8MKz8eebM/MXAYtleb8rzAb0Vi20mnLtpJhc3yLU8h2gEWfjV+L"
    "tV1gGduVWI8KSPJgMea2F8T69fI5FTIGC2i9Whvw9B2Zs0rhDMQZ3e8PbVkLy/ka9tEyn+uwA0/L/qwM2t109lol7c+r0z53wk/p"
    "JAfqf/TTcALs3GtyB1ZqLz0lrw62eiT57hL0RpQVmpjnwkqxi3qzOub5dmLRXX/amGh2xt2AbE0jBomKsg5ZTRxIA5FfcTyXWcAW"
    "f9ufLHJFsE3QI/hFW+ssOUPPCgfoJYjT/xleECTJDFrtkUOfEAdUxxqi6wGMkA8v6TmuQ8/C6qpppuNGiZvtUkY2mBJYqQ/UZpB/"
    "LA9gFy/H6j+tU/QKyW23Xc+cdQjtS6yLZUeGM+7ennIdIf+ZO2mVONMXYIVSPqZQX2WuU3f9UdJdzoCHcztkspQR8nOwLZP1eRlE"
    "zRflDjgcRyOx4DY1ezQjvAJGssPF+bSGuB1AT3swmZoXkWVpGmLsdZCZRVjJwvBEvQde/kfQfafKEsSbr+grwTis8ij5Gdbe5i5v"
    "xnWMdWkb6Ju1zNENEeufEUlm+d/MXs6EJ3kW4tqB8ixO3wKs2O2yt8zVT5gHaJ3NjSWy3Ym2Dy3FIeCU00+V1WDNIiK7SiaT1KJZ"
    "jfev/23rZ/qaTB7pM/Vrfc9mXpY5tcVfODoyZ/sgWQht+z60w2Ks3+fYMeMStZ7N7uIiuno9ghZGPTbY9QZkOvzNe9mGlRrTH1WQ"
    "vwj8kRodD8+jlPPx5kPL5GZwjHr0RWaOQdRnbcfhJI6WU7APv0Az9xWbYtAS/7pKem4lEjc+wl+x/tVc4Ur4ycZXaVc9XfKJ2i0j"
    "649F9IWw5A/LAOjRg7zlbkfb6Oqwcf5aBa+8iNF7mkxyjbSsCTXuQeP+OUaeCI6HNP+kR+j+iFQKAxeTt/QM3DEieELid/eUeLM5"
    "ZqE/iRbxnq7x8F5pq89j9a7VVvC3hwVD9UZtaJG7xh+R5eF1MkK76QEySXtoVTgl6KDPhNNbqq8hhH+Zmdxdxusk2IPZuPMPsZ+/"
    "kjHoM/iSN+dlsjEu9nAoUcP2HCYL/ZystBpDauijwZvEegpskqPNhZ8gl0kNsao243w+rvmjWqxWiLO+ElL1M/TPaJy6Kn1R9wtW"
    "Imp9HjHESfK47ovX4rBlVwXd2d/sPKYwmzOs5l1FybfkJC4z7cK9nmt1NuPE7ioryMehzODkkyV9ASyFnZHtOIewqxiadDn05wxE"
    "ThHPemUZzXckQf49i2qLyBDSiWwcUc5TcQje/qyzuztp9J2CIeusMWpai8Bb0uOvxLtXUF8V6rOSe6Zt2s+CzvPZhVh2gqjjVyvx"
    "+ZuBsoePFRv1Fly5hEigcuLbjWO1g0wK1vjM3AiuXMLvbalHQVUwc5qk3rDfD/DocTtZbVh3y+Tw61mbVGbSrJ70APRDIZluW0LH"
    "roQf96RegOi4Ws6UVxF7jA66wY48ZV3ggavv9fX5htBf036frI/K2zJbvpbG8P3QWHcW66DgLX0cd7OTHM0cQcpzZ1VRVzZu5ZXM"
    "DHfLRbTLdoQ4NPwk+VAvly6Izg+Hz7E5/Ab7PBUrtpbeWibT2kcGZ9fceJKr9DGiAuwpx4qbUFnn549m+LiSuLY7w3Xc7xayZepO"
    "C0qiXf8UrHCEXvBSZtDHsAc8gW8xPMWHODERfQ8aaQp80gis0g/45oi+hLsejPPxLOL9fPkWd7Sf7id7yXD5c8dZTB3WNkUGu9GS"
    "r4lshHa8rONd5saPGhdTI22aSc58MqlbhLMZu/d3k8abIJ/CSbEtfGTkfDw3o3gdoqtC4yGgxB8jdWQSLYEOaS8uA7HZ22/LyS7U"
    "Z6TEe9S1/uSkydvaj1X+AxgDJ/yKu1NWxj+PklQ2Yo4TmejwdTa5pi/Z7tI8fbX0i6+nTt8Mr6aGGAOLCzdBryfJBh/X3XiujxPL"
    "jFv9LJ+rcad8QuS4k9qezbr+jEnzOj8xwWVyUx4t/xuetl/edfDOdsDKv2HIJVzpacRU66Gdc+d7h/CEOl80w/fguhtGSJW/AxdB"
    "2m6vpj+jmrmamxc60PsWqa3UF8bJ9+RcqCEPhXWgVOD89oWG/1/6NevJA/cZrttJrOfve1jsGHuzdpbG7NSg1Vy3A5gJsCxvvUdX"
    "pf2kXSUnpmU8puOediArzRmQ8aEyBvuynGx6uWarGL9HBeLGG7A/m9TY6DfhuSfiHW287x3yrpNk9uxKjvMoK4YO/Rf1J6clLMPg"
    "P/nbGWviTnDuu/4dPk6EGRjLu1bDB6wnZn6Q9Je1cr1Ol1GK1QnHtNhXLtNDdVH4wlay+0mP8XRSdyH3s4rfullnYGWsyvkP6cWp"
    "lIaMn4qTXcLJOfthxYbBOo+SP8jr/b2e2Kwz7q9enz1xZ28xk1nsmKszpXymebKfceGmxy/B//0lwypiPktLP3MP5wwSMhOaebKc"
    "pHfLzcGpeq4eAJv5oa6SGZzEuZ8M1Vt1u2AfyMi/cZ/dZReZh33YRQzf8hm8sAthU3YOnsfZWqM3SiKrZWt1EzV9HPqokLUnw92b"
    "7n2PvCDX4/8C7MWT5PhspFe3CrF/glMVltO2ulr5Luw/baQOacAd5Ua55ZZ4Zc07okOyebpQG30trFyfgJ/aL2jwvXMbmGUOGQvZ"
    "bNcn5USyUVrlbbD8Bmn5Hh5HLbREVL+C7bwLMchR0k6u1JZBa86KriQ6pROi4S+gSTtg1RYzA9VXbmYUGsOOvIZXZuGdp5O/rKvs"
    "lJXgOs+SFW5Fk4e+I8V1BqX8vAXlWtkUmRaS8DMyynmlM3AOFrDmczuergt2b6LMZBb9W1qO4dAkhjFrRdkIOD9PqU1/0y/0Xslk"
    "Bi3XFIGENvku15CRapoT1HrLGh+XRj3XTT0ZTEZxarB12O0aVmiZdM4r1NP0tCAaDkHUPkA76UNEm6d9DqaJ8yLtaa5AzJ+G3zlU"
    "nA9fhT2vJHLiOOZFc3Mm1PqJ73aV4bBhIgmvVfpLA+dV2ZzAGKTf2MdsRmymV8jOsONnCSjNxeanScTLY9wjo2rIxBSjZrTv6CAZ"
    "1sNdJfSR+hbPRthHlmEVyvXKn2e3N2d0iTPDGXDVa+lFGx9hBc5cDbEFDg0UZV7RKuQJ3I+hHXvIaujKcsbbI9itUE6G23LefxN7"
    "WGNEqByFVbl5q1XSXGsdJ+olTVm5X4zLKOBM2QizJ/0kzFaK0+QzjvFMX8zuzaSf/Jz2K1oCi1eOiG4145drmVEzrVDNmC7tWRyv"
    "8B5RmrXCDXoOGchq9Ut80pCC3+D55uG07idfIhqu4BN/L59KFRnpf8QndpTmWfuWzVCmofaSq6D5y/QD3YyrnYf9bKHf6Wnwdh2e"
    "bKFHXU+SmM+jZvijKjy3nf17X48FCPUUynZIDdQV9s15UyWae/JZ7l1wPbHGP2A+vOt+Ohzfexi0T4wY2uaRq8PcdhP9k1Q52x7l"
    "XPUZGvUdw9XwWt9mHfgrz1L791i2t8PB0iU4T8frMTpQp8pNelXwCPywN4O43g15+5X8hHVq3DDvIjY8X5bh6U+S1eyptXX4ABrj"
    "LNlZpulYRAQB/n1GUIP9Wqjvk01of+jKV4gH3585u43422XGQi/b4WojOefiek6MKaO3WkaZdxHbMfIcuYItP/AwpzOn8R2LeZVu"
    "shezdtbR36RLZSpWcLU+L5vUcSDMJZJtEWeYF0OnDxDjAD5VJug0/NxmuPWXRTpfnsd3nyY2qcfqqNX6HVb+Dd0WdnAxESJpYvQK"
    "9FYpg6w14TQswXt3h26Mevtbg3W6gpxMC5jR6InVcWyZTdQy48TVZr7BqZuH++gkXwg8XfkMd3A31uaxrZzGJkT1Sc+EFWFfcaZ7"
    "pp0MIn92H5yKe6VcNkCzT5U7YOsdw1abZjLS1ldQu/8tqrKOuOK/SpX9/jNeuVlCPzXWYX83qePHtuh8FnycNX6G9Zf044qIwAvZ"
    "T26a4Dp+Wmi9SqlZ2rAGvq1YbtDldxz3d+6Z9cXqun6NByxFRnS7kweMoU5f1fOCqZyZmZSnYM03ywV6pRybnaUdy87SvsnP0jaO"
    "tB5SxJrvVGnwd5Wkb2WI2lqe7EpqskF+7VOamQYd4nw65r6QT9h8zRwDQLes3U9gjxxzh4uVdpYmX5uthOdU7W2q3dtoLyH275sg"
    "Xw7ZmWK9P+lzVI45QH1fr+HAMhlPi9n2kkyvjnWxOIY7m5AbyAliTNNXyhCc0c5Yg0pEtedBV4Sw78bv9aq8ihNxOvycBfAHI6xk"
    "Oi+lDTXZOKmm/3SmvqRPy+3yDa42LHhDT9RvpS/u+ya8WoDYtYiV1ALcXT3zjSlG2LnOQhOj3BQj+Un41sWMgifBs7aVC8hx/lcm"
    "Y5OA3ViLrCdCy8VbxboFddyy2bsze5LyOdf6LL9yyDl2Vaw0jRU3ryaRxT0Zd4OrSCXYqRRhr9Ym4lqqoBWSfCUzfS7BurJNYH0W"
    "2vZ68n2XcKrXeHkb+/4rEbLOnozgd0V4zmfjtL4K+7URkluk98DKfY2fvwa9b2wuhr1Ke6kJ1VnWu8V6VGLki7R/H8q4rwE62b7d"
    "rO1mYigtTnEVySPlSFnpnyz8E4PhNj5+qEecvZmRhiGL/kDcZzm+L3DvQzndK2AGe4MeQma54Xi9A6IDY4psQezZPnje/ThhrRY7"
    "n87W3Vtmd8HhOGLwuHaWSfq+XgcJnxb0l42ILZaHxrN2kZSQYdDeXU3bWO1jjjWcRevq3Q1kIG6gVxL1OMqwGcZ4R3FzOhwrfoqV"
    "nBS5G8z/nMSphi6fbfjMXby/3cDJUG1kWHaKcUZfGsf0SniS7vTFebXxnHreiN0tZy9S2veFqvfgGnl+74P1KMVuzoa+/x5W6Pm8"
    "DcTUGo9nqFswg5plqTTbty/t/RxmsdLEuVmn1JPwtwrgDcaZ66iAnghkin6KVY3o22JRlfMhHieOvY3Y7Of/ZSpB7lecB5qmV+iq"
    "PEVE89woKe+RD5Et+572katVhLrxJ8upvyaJ42PK7QnthqexKk8rSMPr8iBnFhRysmUqO+HmcXH8ig4FMB9RRB18yin6uR4tPeR9"
    "/Qj2/CR5DCeqj5zNyZLvy2hou4FilfW38N4Pt3IHb8gsnLzdcD7fhS25AV7NOt1e5sB/+v+XJyuCvS4lnqyVFBP7meCk0KG4i1dx"
    "do+SsSLZWcEN/PNnVmlC3eJ7O7zpebK1DEauPj3D612LdR4Oj+ZCsRl/axHDL9ExZPy7AfdysEQ8E1cxPbflvrLqcnmm6SyXUMh8"
    "vKsCmH0+RQ4RN/95CO7qEvz0D7LpOIzZuWJaph9z8J9rd8+Ik/IZO9NFLeRM3NVq4kFfxjO/iiebDZ/rE9zRGVthhW4gHqaW2VTj"
    "UTEN+LQ4TPlySm6aSCLH/D5DP5W2f/IvemT/Vs4sTJpVxLZY3ThzWwF0oXGvHCPWDzEdz70W8l+B9VqtD2H1tvU8hwnff5pgvKm+"
    "K3MTZ6K63M6usiUrXq17isukt4fWN18hRU3QuJUoNPcrNlHnPpkGn7oxfFxOkmJonO76VviGdJF67zGkfP4vTQR96K/msjvV8Iau"
    "FufnWFz1LuswpTgBpfqM/FcM/TAc/uAh0EgnSIWvXif1Vp/9tiz7Q7iz1fj0UHj1m2F7jDviSX0HV1tOX8AmgpRpffAg9yJfb+Pk"
    "J+tinCIdcX7f0peDyyDVi7Qu7BXMgO++Dj5TMWSli1yJVR6Ndz/IzIX1Mjgc+Dw+2fPshg/kKLxyr47TIRoNV7a4CTpik5yL6KS5"
    "l9amWY5NZLw+gjs9Vb7XO3RHyP7LOH//lbfgXd4CGzwCT1yEX9/pmzgNNfALfpYXtpqncPXh9lkPJNTm5/PvqmO5X8nNsRYle3sP"
    "SI35GobEs9O4SncIUuQ9cqinFHM59fRqroCN+wR743o6zbrcIYaRGYJYezatv9X8bw9sIsVqWtkbsf5LcF6LYAXrOH2lBhYszg7b"
    "TcypGNfztszEuAmXsT95bP/Xn/9YbFZjFPfbT47Dn6s4R2uGvo4Tlif52omx4HvskcnnzIHXIJfzcF3LNBchljga+sA4EBrJ5ZTL"
    "w+8twyGhG1g7PBrP11m6Ijqqw37eK/vKRmYfDFm2HJrYGNhMf+wi67z1d32be4vTsXF9Eyf+Yx0ZrJE34L10kWPleL1URxHdZ/Pt"
    "7xKH9qhgrcNQdDPVepE7EOdgsfOpYsxtPcW4ShuJa2r0aEjXaVRCvTQamqIlPYReRPGGZE5bi3f8qAdh/yfLcjzTL7gzgQ/WI9iM"
    "nbcn/A+xcy4WVdYFqxmvPoAV3V5msD7WSywKNoR3vZ+W5DSuq0GZN3uIGOv9HFjPH/W/OLObdbGcK1/j36fi3L4gO2AF34It/QLx"
    "z4f6PbSAVfLuYGxcTqR/mnKZZB7xYqz61ZDr9bjb6cEEOUAeDYfh86PkfjxTW05Ez3TmOKzqQOpa89InS4nXKYWM9FLqvLtcrzQw"
    "lxT6vq12cizRmNbdGJU78q7Tz7B/V0G7WFX5F20IR+In6WwslsHOhL5zYTburze95kpogwpo96ieLA1kvrhUFhPrlK/XQB7zGJkW"
    "c+5olWdhMGu3DrbK1aL6wL52lQrKkfXalEKP2F0eKrtDx83Vs2US40/rNP4E199k2Bx4PAMlw7OQ9jHnQqxodCua4g+vDdv5WD3F"
    "aPEkVhAPgfZ0nGluMrX1y2/23FqZ7uC0Z29yUdY1MhLe5Rvsydxfxmk17v1LWOVx+Py+8hWtVIwr1oDvCD0XRjrb8ej0YFfvxcS9"
    "z6Y+gk6w28nlEnJd7XL5AVJsM7HglXE+czHWero+wusNlBN4t42UnRbyX+7fUt8X5FYnCW/ExX82TacA8jKGeFk7NbdwhujBwTqs"
    "/aGcAejOustnDSB6x6Ze1kDHGefdocEiMmqsh+QYM/j30DvV5ONbi1cPDNrh3jYRr1UBmXMTar/1WPf11FNbevrLPOYtDd1xgNQQ"
    "RZny1vkIqfW9HBs1zgyK5ZSqsRcraamtg6yW0jFaZyN27y636kZ5F/9qB89rMDSE6xfexSN6I/xXf+7+2RJjvuIAaJk2zGDWUc9G"
    "fD7RVU4yNfME/1bEnlWzOduSN2YpGSI+gA6aCT/jTnz+OzkM8v4Eop258CSPkr0kd0SZYIRaQx2ZIv7sJFaD95Q1WuZnQ9X4yd8R"
    "nLsaPnuuWZlD5Va5i/OCjUX6M6zxRshwHb4933NspMj4klRjMnmK+MzcLAfWJeDWYEQW45fMosfXYmdOwfr9wlxiijGQfdda3THY"
    "iCivid6N9Z2vZ61ms7ruqCSfJgq7lebrsDvwLGbhz/+qVWrMpsH+IMJbA51hWtp4HK1z7mfsUo2OxNqWIMauyU75rIW9TvlerzJf"
    "/3M1wiOzsmM7tVFGQY+8h+j2FXjRD8Ei3S87BmcgarpKDFFh5+EyfUu+gbZfiudaEpyAnz6nV2Il/y3/lAegkb7Sgrzf8K7pahl8"
    "zXZEp7ydsX/9SH6NBmgw8xbXYK3XQO/X6PDgPrHekkbO86pjzJziWjcxi1JDv9z4cGbqLVjZu5hlzd1BniLbR8Jr6tHMyjXxlFtF"
    "s4o54yh7lkv9tOvjJTdP8A+IR6Mee1HFvYtDCncm5siYzI+F52+d0o+xfnuA2ASjK5uhZ20FfvGTvYvVdfv/HR7Q9Qyu9ry0DcTk"
    "HeX9pQjz2jFYhA7k7E3DewlkG9iFbrgPO6lnQgbm6IfSRPT5XLW5ilXssErze/vBdgxg7uVjXYerPoQz+YZeAo/hceypTcReo5vI"
    "PlTG/NU67OiUwFBQm/QFrP0NtD0uqtgEjZb2tfNaWIy43183gTP0mvWJ8An5d94k/XewRvvpsbofNM1twQu6k2caXUOPxmJIy3Rc"
    "wNMd8/iWsmwF4hQyWMR1C/de0s+KtypLhW7pW/6/1fJabcVZFu/JEPJ43MBe32/1fDznJlaPDOt6C+K4GWoo+/PgpczllAqbCzAd"
    "a1PAaa2tZYpeL8/D9w/oTf4OCa9ih6lNXbxRIlznBKXFauClnj21Vt/WRbIv4zkXV5dxdkQVZbMEHkLES0nUTxNKQ96XqM3/iVKa"
    "8jnfO6qvcTqCy5hEPV+d85p7Zvk4TfYHeT6UlOeWTuvLZL1Ls8MvQRSlaZ4CsrIcL8bXEBLDnGI/wibf1eGs8zZkAcl0yyknnbTE"
    "dwZi8z3qeL1z5Cr4dSWQx0/0ffz0vzpIpql10k5XaXGe3kTJ6CGZ6ZCanTat/+Mr6vPymXzYMewMUnoFdeThSGkGxddIfZ2x8p1l"
    "y+fTvneq0U+gjlFn2g5MYA9U1Fe9RvMshp7jMM7qtE1tPJie1DZcuW2khjGx1dhHyAdiVXdjbF6C/Rst1l+zLd6xk+xPJgbrKLSJ"
    "xjYZpRYrN0/nB9NwdksRf1oG/FPoxWXYo3NkDfXhMqIPqshV8xXijzXEgx4iGZtUw/Of9EzBddlJ3nszmozSgnXjTNnenrfLyUg9"
    "86THye/6i0yGr3RcEEL6r4ad/AKyfQP0wtHyMTEXoUezmK48hQiB9lmu2i3zktzffufcyDL9Eiu1GJHmyVJFPqOLggLcZxlXfAnO"
    "X6lWQbv9AJ9iW+n2p6lS7joRj/F3vmsb76n2FPWMoTvJI2T/sEkkpUSIm3/o8P2V0CgdJSMzW6rqn4UrEEUugnfxr+BN2R/WsRQe"
    "6z+CxaHLi7Vk3G2fyvM+c1qv0c3yHv4+QR5H1N9JDhebQbowHCYOw9iNzL5OF473zL69fB54y+qoR7DYk2zxfJvrqi7yPSKz37A2"
    "2yO2vEEM8/wzPjPZGNKJzd0Fft337KKpgMbOJ5tcLoxMSEnokkWkC+dppZmvysVHXAH78K0kycccYf9PHVGvJfjEI2SA+Y9YjfQN"
    "ood/g95fzmleFToR3mUcOtTYbxbqYVih/0o1rW3CszgnaJUsXr+JXV4J2jPTgftz0kk5OS/KKPfWfWzXrSPzssXDw3jK9mS+KaJx"
    "n/s3TESt/hP6rYHfUKTG2PqKtCLDwq/8/iQ7Tq2zxZ3nDnzWsZx6a3wMN8FvLsb3/ApruQQS+gN0filzahv0Hsjgr/QR/sB6HxK8"
    "hdi2H/ykSfDWH+WsmZeCEhmAa00lyiAKm3kzzuwCNS6W84MbYPUzvfdNWZ2TJktK1Pf/G1KjH7WsQ/PYLLP5eqdsxN7XYQdKyH8+"
    "VB6EPP8vSL84EfqbqLkqEUPszm6AzZCQvKCX3KUT9QodY7NCZXt9H1K2EfKfJH/gwTidEbJgm+XZSZZhb6LZyGyz7zB2/LDHwb/+"
    "OfyXrA+u0nP1fpy+XeUyPS+oUuO3/EzrWZ1cj/PRBH0YY9XiFzxde8mc0KRHuB7Jk3Kt1PmZ1KHPSdt/8/AEvaBHJ8lyj3OP+S5H"
    "ZS5pM7V9V0ifcY6sJqOhQ5g2eg80BQkv5hx4k5ZhRGa/IntynVbRc7dv20TkounUE2W1Gu/NRLH8tZ3NGbii1RR3Y83T+WauTrRi"
    "K99jcyD2xp6ms9WRNOcCpDR3J03u/HUddE4r+J+OhXiB7o7rl0GrTdjKFAzHxWLW4HqcmdnMVI1gPrCtbIOr2JzgYj066CB3w+Mv"
    "g7/TgWijpN+BJuaFxhE1n/BRX9is17qBPFTiM9t5vkMo6mcfWQ02pffosuBGeVRfxfvvCv+A9E/At1+IK87F+xL0O1KM4symXS/L"
    "tjIx2xhuMn0Y3bPeiZ3by4Ox8hy+a6gYBuITfRJ+SUd5GlJZqv/COX9Ln0Zk/5Y8BHl+Uk/Uj2QCeUM3ElXsJpNG4BHtzbXMzdFR"
    "Ao0wFHbzQD09/EJOgi15Sb6S/yI+eUk26Pmyl54dfAjPZIIepe+EZ0GDLsc1J8i5ukGsq+IYXGVXmSQjsB4BkS/7SYrc7iYDB3Iq"
    "gzG5nMi5jvXQ8HfIA/jzV/zMcqA3M9I+ThyfS4O3dQ3soDtfjuT8T5vuVgR5tixEoT4E22yozRsRjR4jNhv4fWi57+AjPxhE9VaJ"
    "87mKGFfHyQweZ17AaS7rbAw1lZ1NFjLn9TzW+GF83/7yFSLB+2EhrXNsnc4Kn4WUvQW/tb++EBTLE3jXcXIbvNVKHcha8cUemW/X"
    "36QVzBw/B02/PX1f62Y3Gc3Dzq3QnvqHHIpf9dom6APL2Cd4Qi/SfXRtmFvzxfRucgCW+k6/NBnvzZ8uZb25npGT1XprObetmjj0"
    "E4gx6SurNcMkUMpcwoPaKJ/rBdiFj7F3i3FP3+HJD5WTg03qJvyeIhnER0Rj3i43+FzW7/DbnHffCL1XspUq3Ayf/0oyFjLr3Ecu"
    "4JzgzFSR0GcLzLb/QyLERZSoMcQaerkEd9sHEYfxK70q1zAOtJrhD2T42Qcy/BH2JF8rsZp12OvvZTH5sVvJz9But+mneha8kFLc"
    "eT6z0pt0qqSJeO3IXUuqiDablzaKT3Ehcw4pH525PJIyw1ZGXRD8KQvZW1w3ctJLVtqjFlzv2EH4nmtlDTvtDUN7De5sCE7Oi4yM"
    "c/VnVdOrrefqNMHORSifw8Tm4s7zMyBcDT8zTSPlZ8G1leFS7VHEoc/hd4eM3alfyjF6BtZuqc4NeuKOXoE8b2JmLZP5ct2Dx1FT"
    "HBw8KJcjzr1Jr8M6jg/gfemHwb7SFXHv59D92+M+rGvjajkY3n6Z3ofTZ7p0VyLBEqz1NfAZTHceJH1kFM7RCXKLvoGzdQlW5Tp9"
    "ERrqBPmO811D4hFK4aM3YR3KcS9f6ZtBV9Z9XtQpxuSvhkyxHTsUPsYf0NCdJcocUgFR5BXU5Ll6Vk2r7EH0fMY3T/ja1BB5gX1V"
    "lmlYh33qhqsuhye9CbuQ72X0Wwk5lc4wiZabHEQu2zasss9X11VjcfR/EHNbLPo6rPcq9pxMwt7co1Xksi6EL9mYzbnHNYOusnvq"
    "6OUplfWv7c/hMh5PZvMNToImKYY810JubIawSeIY2q8Yq7vVXHPzETfi7P4ms/H9Vdoi+Bxn8Gu8fxr+NM1xN7u7EqyTVFCuq8kI"
    "EWW3t7LfMO07ec6QuOZmeSvDN30L7TdFrCazApb7c/lGP8ZavIBdMEl7Uy8MPtKlwWGQjsHylibCBHZqrY7FkxxPfuMl8KIuhxe3"
    "EDHnQ7ANt4v124/B6pfgPmrgqX4Eb3y02Lo3sE7UyFlx5azap6ElB0rMV4ITzDk7GzpU6v0U9CZf2VAiNrfGaHQbpLoFdHqUuddd"
    "cCcVWLP1sDA9xOVJY3z6NP0Ow13GyWFQ5yvLbgpTzMctpYhAz8T+2akaLEfgiWz+g6GpvtT7wj30bj0qLxIW6blyfHCndAkODW+V"
    "p+CtTMW5HIHI4WJotv6wIVdCpiYjyliIb17I2WFz8LsxcK7QWZx+mSLbqc2PifhTVM4TmOLMDpug4PInLp8Teizh37/i+pn7i5s0"
    "Fvpsn+mSJ/HrLnkfd3UkPMY1uL/b5GYpDW9qdqJsDaZwVR+h/lsCPbwZMa7lDubhrsrpWy/Sdzgn0zCI/5BZ0ApdpD/8g+XEUNbw"
    "btKe6TvD9b0PdqtKn9KR0O8pxGSrxLpwz8OKTMcJ7C/PQ2NYf3cU/kQ998Fit1pEH13xiUo9R/Khf37X9yC1LWEvvqDvWcbsgj3d"
    "RF8jsvhiuJwkbcmVvAd09Vzs5C2QjGWcbFuKE12Od6TJbxeFDG7EDtpcHsv99oCnVAIbsj8kthtORTmn3Lcln6atTl9mYqz6FqXk"
    "VPsaRz486xLmsB6G1K1iTiNGKxxqP3H4S8P5GxJ9J98hkWCMG6N/X8BupiQxb7a7I4nldjNbrfoyEx7wqVLJHharfVVAV0eYKTK7"
    "eiH7LjPcOY3UPLlfWU/euo8QN0bZw34K7qufzMWKDpAo53UrZ79Fydc7Q63rvDxcrudrXlAos/SAsCesyOfwHov1CDU8jpvNZnyb"
    "a5hJPBprfzAkZGd4LaNx5QU8jTNlk/6kVgnaDJ/yXh2tb2PN7pLj8fl2eLoGvRDv6y+ZiaQZvZ/yvyc9OqWWpyPuWVAuJotJnDPP"
    "rY/gEc/NaB2M6/RZYn0bNR/vWo01jrHeuwqv/t5sdmvKV5NtLu0G5seWUOfUwj642evbyT5S57sRl/Kk1eo3eLdVJlfhCt9jFerU"
    "nZ+xrKA5yx0h0riOs1UuILut6+3r7DOCtucXMNJuhDSv9qjZqM8sGpf+GeTfMnn5fSvfY9maLbmbaLYDMKP1S8ifYpwnn4t1iLr5"
    "FSeIeczFODsxdZ5pF6zkYo177z3kVOwG6uxa1uDcbjRHRmT4hFI+ZnQZT5st8x08hAoyzbwoc+XSYAPijg+0N7OKC/Qa+Ca/6Ku4"
    "q13FrPFCXY1ocZC8gnefj2+9UcrpjVdDNhdhxaKI9V7QMTgDw4m0K8K6nxeswrXWQramwzqGkCX1NRbF7kd8//lKWtQ1uMZBkNEx"
    "iDSGivVjvCmHeCRBLedkjZREM5a4kPhj0yApyHEy642liEqpZazagOvuxVmsZr+tZ2hPRvDK/LnbiQyLj82abpnlkrUuV8v7DMKz"
    "zIfsHiE2+XAozuRzYjazBhbffNwanMlCfMslsKg/Y/cmQPOt5ve1koPYP7DZz4i1eozt5TlyowyW5dAo07Hab6jh2UvgYTum4Cr4"
    "4pnIfg9ipV1m/e8rhJm+f6tpdPEVxZ7ieoUHisXtDbTgq3FqGnnyq4iyDX3U0UROb/WspXdhNQyRsy08jY2QwR/IaFrJ/X0Rq1gN"
    "vbEZ3z5R3tBXEBevheY5ABFUgewBH2EVbMvPanPiP4VOsm6yCL3XUnxuGE6sy+Lk45Q09xs7NJPUOBHIIbM0Cc82YZMwrK75Ce7q"
    "eESgYxA5vKHf6O24t0exgsYr/AdW9l1pyGZKUuyaTVK/m8d6HNZlFL1chx+xyT6/ehSD8xBjXiPZlJ6ZiJSvwyffhbSfCm+rnYzF"
    "WrYLcns1edJJ6unpbUem/1BdxvUYfO+HsAdXySRWYJzVWa6P4QlsHkjoMRj1fl7X7/h8eisca9PoNyaYnbNa7Mec2bgGGjnOik89"
    "PzFI6j0/p9Uce+kk3MeJ4STtGPSVk+En3Qft0ElOz8s9z6iJuccWHjc82M9MW00WBfN5BnmvL+G9PscQ3kHcfKVF/Gan2e7Befke"
    "8YvrkYtn83Iubimn5krxbJRzxZPkydrECt+l4jrVHS+iO8ERWpQk+8WriDlqxap/gpnrXHzeFbqFQ3OAZHjbXB3Eag4TZCTi31cg"
    "I8ar9hwi3GnZzmxhZ1zzSkOEvDMmo+XwEPtCv9pTTIe97wzLfQHiwCTxya0QvYWsxy1HvDNQL5PDgulYu8P1dnhII+RrSEFC87J3"
    "07zr3HBU+3LqWJTTw1uyk8+hbe15J+gIvGs4ooFXZYZsCA9tMT08AtrpieDi8EzolE9x2t7VK3Eqn9FOem3wszyKO2or2yB2iiDC"
    "exu7al7wSfCjvsM57hJswqrfSrzR25zhZhiHHniSx4JImA+vLqIfI7J4Qq0aUoLn3ge7/aKPod6mNXYsKgXwj1I+7xDzPS8DyD6a"
    "Wx8UkgfaYiPrcE6SB+ccWIC94Ve2wWkzRNSzkPN8aKXBYgyRLwWG89hVUtmMnlXdNtC3Tuh3nFFqPPQRYkOW4i5W6ltEDhfRQ0jQ"
    "B47Dk06RHabST415kxYxyXrbYdDzi7Y6mW4j7jmPOdbdpJJXTuvpYtg4Q6/2Z0dKCv6Byf6veLJAcr+SwFmtgqWx+zA0mPHR5XNi"
    "qjEb7Er0WweP2TQO/TS5DALqBbN1dWT9tjyUWeUqXwUNPSeUEpWb4NlJeT7IRn3Wc5mVwoeugtZLemY3N+GmRi0mvJo5aMMJuh6F"
    "vXwnuPOM0r6+3Fe2cJY2eN7az6Cxe8BrGCXW43E7ZGYMvIC3IRVP6rvQClP1l+B+nLRC+DN3QSbnNJszFCMexM0ZsvO/gjm5Kuq4"
    "U6SOOI9yxH4xj1b/gXwUTZyOYkx85r1VQWs20luzrEEj9npbKSdOpCIMcDdD5VldJh/Kj/DYvtUr5ACcldAj28bSW0pSK1p+ah20"
    "dQFOcRG5GCKw3tPV8J8b9fFmLJZ/zYrcocZ1PV9f0kNlMnTMNfABd5Aj9XDJnSPOzS2c+5WUHigp3+2a8BGdEFnVWrp79vx2+JaA"
    "3X5R6rSt3cH/93urYV7RslWvwAe9BPGmzQ4cyv7GDV6LtWVHdmdO8LwRJ/1+nSZXQ4MV6AG444uDB+QBnNL9+Q3rqbWV2PUxPGHL"
    "8bNzt5IFvUBmQ6tabHg77qgC0lUJ2/uO/sr4agvfvXlVGUauP8jUY9FQGeTrJlzHZgT1hSdzEplB7Z6bdFt2FSSxGoZOO4rY0vVa"
    "IaOgX96B93QYbNw0maCfQ2M3Ec3SxHk1jeydt3z24ToVXsuH0P23whcYpJOCL+Qu/Vivx3P3klaeJSeT66zyefk4JHgH2tezxfHX"
    "L+b5/Vx3Ce6WXsEgvU93045yuAy22EEm6a16YFCgpWRENe+3C56ruyxBhL6GvT6nyRli2Kj5nMMylfXEd2Rz+Carqu+pseZcChtV"
    "hLhjjh4dPoideUfOld10f/kMmvoS+Th4A37oArWaQjmuvKs8rgtxJg6VM+GbdSH/dCUxada1/IPMVNPAm7GeQv5yxyRt+7Ar2Ztj"
    "8EWVE9McUsWm566gjU2Q5SD3Z7pyqq6tRzlxgDa1L6JPSu7+OdMlzoK3l0w2a3dmlTtJwveeOs+lmhqgjHyMm+mLGnNKGe5uXJAg"
    "WvxdnKxi5tMbsHJF1oUHySxilX0js4UNWMM4cdYljG4OlOpsN0ro6yG7i/r+3mFkKUnSCi5jrX045yhV6aX6dnghLFs3aI6fcEKW"
    "62eI1S6Q/7DSPp217M1kYm0gN6jNWLgBsuqQf8bTtyZ4iBH5EvyaxRrNcPjzd8snejMzmC29tmxilTfKeTv1fOppxBqWcdqLYaCN"
    "0etHGQ27aLNz1nq/JZWdLLSj57RJ6mXhL3q4fqZDgxtk96CPziGa7F55nixBLm/WxL4up7OGi2nv+9T4hAxv+RR25UdI8UM4lXXw"
    "L66BR3+3TJQHIWUtoEenYJWqoXsbaB8izDnMMtwLsUiNWkbNH/X8Cw1cyTQnspwh+cSTOK2+xs8liiGq60lPqJI5IutKX6fGsX6I"
    "vC8XbUXv3Ozn99ZwyoqxmScQq6Q4Bz6uec0qkZaTcpijlfqVWqfDGmig06BPVko3Md31jc7WRbJCbpWL9TpYztF6nK6SyVoWzqAH"
    "nUcERpyzSBNEVqXJ5T4UUj9cesM6jRHDqqziFNQ18KBdDFHmM4xz4WOkiS6fk/4DfmF9OF+rZZl8GfaCBivSfVocFjT5KSdpXwNW"
    "MtoXceLB6/AsN+mXZFOxXsmb5HF5GnFwQm/UWuj6kAiLj8giYAi5Wt6HVfJ3ko3wIW0SVB+s8hW8sz6MEBVWIoXTFGdWpYT+SI26"
    "jqk4a7vGeDhS5pLbrIgs1nF/VpUZ6+WMXlJ+mu4H9L5NeouxovOJUc5UlmO0frdySmgtz3klq+Mp7HOpLqFP9RskLfdM6HLqn3oy"
    "ipayHrAZXtip9Kxi3q/aS9w8skbYh3zsFXwP2IkzIdULEeGM0QexQ71lllwnhuFugCadQMxwg74Pu9UK/9eyvq0e/ZPC65lqRej7"
    "czIdBZrtN+6NU/kMrFIFz1MB2U6WYz2rcVIL/VymFOQrRg/IGHVXaXwrHJ/WAZHwXeDrvM8Yge433f62PiNvGzcikb424WMZfJxL"
    "9TTEB1ZZqtX9sFOd5El9D/pooOwiLrMZ4/UbfBdGCqt5oszzM2ptZuXv1KSrsbY/iWHB/+DPWlHrm26dDBl8Ur7GngyQA6WrbKRW"
    "sXksm9VQFyugN2awEplgjGY5sSi9gjNxvnqK1RQquH7GfVGLn1Zkn7s5mqyjr12ZB1Pgp5EUUNe0DYz14UOiToztoadsZk9FKbEP"
    "polOk4HBOHhGB+tkXWB4/vDc4HDctWWzO0noEZZWI97f9yeGxPyvgodZxA6NTdotOBseaTXWNuLzOyYFnVkr6CMO9Wndw9eI9aeO"
    "EMOv1NCXWKVTfDzU2jOExf0Eg5AY3FFiczWK2ZU9FPq0hH+vJBKqmJwBUTK83JXVn7k1X+6qVdRHHmnPlnYmfegoq2oLfKYhQRRG"
    "hGtxFtlfTvXxbyvOpXE9ymuJac5Vb3R6tXWWUdh54qH+lQer+WeStK4WnZf7GYyW5ZtE9FCuOzB8c0/YYIsNziQesok7Z9WPjVlM"
    "qYibsOAynIv1YfkSu9RLvpHb4CV9gTNxgkTCFlu5twTihBqf+3PIdBefpfVLnKo27JSOesyp2c934Z1lMkSdszhIpZ1Iqc3KNYu9"
    "a9AZ+/wMOeLexFnYTrY2cSTVLLPvzkS7LEt9R99zmtQMZ5qtyM5++lCiWY0/7vk4cl0tdySR+97EujaxZ7XQ+nXU6F2gD15lvTlX"
    "19IaSPcafQmndIZODG6H5rX63s3wfm1ioIv2jD+4wbOHlSDeXSXFzLO5GrvxTdhEsDm40nvyC3yoCuzFCtiJKvKpnyWXsafI9mQU"
    "M0yVHmmW8Pn537Dm9aw0rMMJacCn+3N2aC3nNthKrWWfQpIafyPeYxg/Y5w5k56srew4mUUWmCIxFKfx4i1nXFuDe/ge52oXP28o"
    "4TPaxu/jZLmRUjxAqrgDlT6+7SWZPHqGtaIL2aQc10fiTxqxVbNsmnkDQz3HgMvyOG6mDMLH6jwHsSvXsXG4/qk6eO6nkUM1AktR"
    "Bj29MzTv4dBWbuZgF05zczLSXzL997nQqC3kak6fTLL+1YBYshiaMoT/96P+pBNblupr+jwiv190PFbmJ5yDYWqcdXbFJ7KnJNT5"
    "1D17wYdeps9zSmR7ma73Y4+7QxLXywp6TtvguwrJUFLBGsS1UsBqTZ4MwemyaKAemnwsPLhqPrVbs8VZa3IMO75dp12cmDWl3nGx"
    "ZUjP0ZjsPiSnXT6fKE9KiJ/bUzpnT4P6mpJ1Zir2v4ETWwp1b+LIo5zlPFRcF0Ha585HiZtGkKBs537FetV2R2SzhN6SIVgTWA1D"
    "cX6qAeR5COPaUvitx0LudkEsW6AXi2m/mbCks8mZvBmvfw9faM+taJdaP801YETtmOH2kX3EZXirYclKmD9KsXrQkzol7rnLlRjb"
    "9WTrMNnbl30pcR9vpP0kUrOT227lFaeJHPOwaZx9GW8Lp6hU0odLEr/WiFg9oePpi+1K1ItFphuxEhW4zyOlmlwYTvIdHmJf1mqs"
    "q886GveEdFXrnXKk7Ch347n2RiT8Llbz8KAY10jSI0uwal2HyLCA59PtbpzatTOlwU3DiPEEV/hnSTKfeTx9VYeKau9X/M/5pzh2"
    "cWf5ARZ9iHwH72cmpDvA36/hXKV6Wt9UdsqzkBe7wnc22XMM82wbodcqW3CbHf9U+TXN5nCljcRoH8iqmdU02kh3+UpPlk6Q6v0R"
    "nTSRh/QuOU6Mt3Ipzv8lUo04awF+btxed8DK/RtRWFsxHPMa2M+POEN4g14lr3NuToSVgZ3kfsb+xkhdrsfgLjYykoxp814A+1tf"
    "yO4nxJUsx1rX8dO9cK7nUrOHHnFm/T6n+z7SRkQyB8tespy5vkdlD20dNFH71+lP0BH/gd80DLt7mZyLk32zPMa+wGOz07nSng/S"
    "cBmO5yHlu1Gi1IOHisvLRn39scKv7xjsdwtJ+Rlwcfjcrl82j9GMm6xepB/Bl74d9/I8Tub5WKmfERm0EOsHuU/Okzr2D1WyS2kD"
    "KxCL2H31gbYTZ4uivmp8Hatsubu0c7/ieOBcZ5V1ktsM+nIfpeU69dX0/aOM7pbgSjbRpEDnIKIrhH5fqzaN6lixHlarvg2Qi+H7"
    "/i/+wW7Z6WJb5vL04D1nuHAyE/acb7qXVFHXhH7fJop6FtI4cz2ZyqtDUTZxxarIIJrRx8lsV6tlkXriNA8UYzxJQnqtwmi1pfNw"
    "B8u24qGUEGfqoqNKrMGjjNDrmPfanoypb8k6xlxfydnY8W1xgsdiryeQ37iR8XWD73CO8F5DNVbdAv/Eg/GN/8a9ZHoI/9z1ljkr"
    "bf50Z5kp8YZYPocMvHY21vLMmC7YHrZ4D+xSHe5tGrm5vmS88SM0nnW0tGOnaISx6lBxnOc/e5SLVcROIENXwndH2dMah3ovRgl5"
    "nom21lcT4pyBtIP3b0LOxyylVBpOZGdovw6eASOjq4zrrJBcIFHiJoqpo1z9dB6fqRdZIAyF9BrWb6h8je88WFLZ2dghOaVWeF7t"
    "uOd1SfnZ9lEfJfeRTlJFm3Gu/INoEeuW+Fbfg584Xy9E7N9GTpZHcVptws5q5tdSWS5vtxr/8HWTzZy3EfFcdZmOvRircKXEP5ju"
    "Og6abj3Oj/nA8/QRuZf4lwbmvA7zzN4vMvN0hHyuHYMPYLF/gMTMwO5cg2/6QWeSdcZx/rTGeTJmb+N/uAF33EumQtPuIifiioXY"
    "pU3Yi1Iy8/SVmK+W11NaLbdtOcMdKT9txTGhp/7E/9VTdvEdTQna+ibfr7gNWVi3pwfgurHHikMum4U9mt7zLoiUmiAxlncyXo0C"
    "Tn4tI2bFTb+x/66VJn+mD+AE9jCL48hwziwlLibp61nKu9iEdduSNRF2U7oJn67u1FcO9IwBxvlsrOQDxaxveXaKeoNHIMc4FaoH"
    "c6eL4IUqGc8TWHtjaTRtf7xMkcHw2H/nLkzTZ/Ek6/RHnJPcXRe367MyQi4V0+C3QZq6Q8Z2l8n6NTF4ac/Ptx9RTw2sqTYitrwS"
    "XtQw+V6/ghz8qi9jrT5kfdI8f/UzM52eauH1VxFjnCJ6AhOJsT2XkcN8/GSUXI+nu0Ss3pqWm+BFryDOZZka5m4IbLllio2Bz7iO"
    "SjxCzs36bi8uU1RPNtwJslJPDt7Sfuw7fhTf8gIxiu/Alm1Sm4JQwZWsg8RZxdMysYbZe5NaMMXpBivJQNMJXpLlO0/mBC6HKHSS"
    "GCf30jTc5WI8qasTlmAXroCG7CJH4y5HyvPBLWo8ko/iavn6DWzifdC/mSi2WjPMFCGnFyjzxVVEDlbqNHjwBUQkVJEt1VUUjxBX"
    "a3OY2dAjVkKPNe/pZSzuZbUv4/rmsbDzn1oh6joA5/kPrO5QeROScjl+nwLfJ5KdTHUCI6dK/quBzE42Tcr0UR6nIxhTUabSuxJP"
    "cj5x1A2cpu1y33t69lthramr5zzPWMVMr27S82lkODpO04vkePhge4kxLC7RV3Glg/D3y7jD5i2fIhkekATz62k//9Wu0DY7u1Zp"
    "OS+WrpwTHoev8zyzgPXshDeOU+tcsRxaOXkbrNu1SW+CjBV5pmh33v4pbsJFb9nAGfad/dS8iI+v1H/Tlu91d7I9ke4Jcjo0aIYx"
    "0M+XpCQNhVSvYubectURZsT6sgc6qV04WS5F/F6UudE0UQ5LdHCwnXxKpuF28js0wFixbvh5PmZ1DNy9/Qz4YnbHRHyPR5JRbsL3"
    "mFTgHKyBnnhUH8c37iS34btPlZdxIg6SHvDd9yGyMsW6STn5fQydOxP7uz92/i1i5UuZ521gv9lQ6J/lmiBPQRvPkm0Z3XvZHTOE"
    "nAkHsH82yRh7FWOrKmJwGmk/z2Y/TRQyuQJPswFx9eXyGbWn9YPsx75kY0XJZO1DeoOBdCdOvCUjAOP7rvMzROd7LhalfLhs4XY+"
    "Vh3O7rQGWPKdcAqOhqQ9Cx35mYyFVhuR9095Qr4OW3EHM/z+NrNyW3p9CX0DHnmhbpa79EHtltc7uBfP/wJs4Dg/JyRFpqo0s/gu"
    "/5yEH/umvi4HBBbffoJ1m0H0zgxEr4buT+gtfoLtL553OY69nUh/9AAx3F8+9sVyaDPwmR19D3mBj6Yn8OQ4lMVL0FnPadugBN74"
    "TNkfvtsUMj1NEMed1U2SWXuZwSD+F/f0O9b9WvkF+3G5zMFq3isPc3LxT5z6+AXk8mCxStt6yN0qyEMZ9u4j/LkC0jdYzBu7MFjH"
    "GrDFEDXMVU6G9rQaUYrV1HlEmdR7u+j8u6skSrSyVQCrmJWKw3dNkAvWkEBWT+os1azaNbIuWMws+63eDx1D3j/H0hf1swwrt8Im"
    "l/E3bV7MZnU4Vc1i0mPs1Uh7bzvDH1cQPInfDUFkU9TXk6FrJTR/BbRxIXyY+7EKq7RFcCzk9HGNwwIkwkJ62Jb53wA984rYNECz"
    "5t/hm/ajpxvA4mcqmIs8S3bM42Ssq2YzPTLzF3faCsfamdlM1Y7Urhv4d+OLLsKJzGdEtgyx41CcKfN85mN3j/c9UI7/M/QczAmi"
    "2Zq8NbFo/UDaGIuyN2f7n0zf7e71dYPHMQ7h3ESXU1I/2ep8maUb2Mtv130a3l497skQQmupzXNFevbN/xLXjVbi+6BqfHSxmyQ9"
    "iiSV5Yy0uoSyM6dUl8uuOkCbwq6Ql1bBb3jec/R6WOI9IFMPSj95ijWUJM7CaaxcbsB+PsZsShOjGOsMryZndx3RriJubljMd39U"
    "wufckTp8KGttJjG9OTHRuHgq2acR0ktIs45lUmmd+NvKBWLR6gpE7Y9Bk92D0/DlVvJVuVfHpuz0lQaPWvgX5zzHqWHcHOwl0Azm"
    "d+4FfytKTrsqsjM7TbyFT6KjxPz8iH1ZA1E/DSFJbK91/DocvXk6GygTuzN2Sfk6yy2sIW1gJ1vUzxzeDR6FsbmcIMY00g3W9mx8"
    "/2uceZJLest9BFXlo+WjyJBsOYou8Pouxkp9IG/p9fDaVkN3PodV/DVcA51RQMvaBL20HNq7Xt8WQzj3ZuzYyFgv5ju1Y7ivFKt7"
    "xuTbBu+71bNR/qyTYAuKoF0+gEy2Q7T7Mv4fL4dBZ87Qd3Hq0nIwIp/X4d9dhRhlulpV9Vt4xOZhF+A+q1mrsqjmGNnEVcr38+XS"
    "egvxPkmeiWr9XgbqeVjrfeVqKZHx2Kn+0leuhM0dhftuCf1+vHWm4Z07y3RZiOdaCunflhntC8WmdVfoZdDSNuPjedqD+cxjlrH2"
    "F6PHWK0VYt7MJta3TM/2EotGDaHxGE9Wdwn/wkEk4uYS15K5KAovviUnKERY4zZUSHvZyfs/Kd9LG6Nm3FOODe7j7IFQ18v7uIZ5"
    "IRdj/1/Ve4MTYB+nYPU+0F2DZfhZOzlDr9Hmk2L+nDWs5H5V88ob8OcF4iKs9nKQfByG+gvecYR8gyjuQfkOVsVszj+lkF6bPUOY"
    "zRimmE0sZy3CIW2TOCfu1ZheoFOxiht0pcyEhM5CPPATfn4S9iXpp1vXZad1jidiTNlxliZrtZJrp45xeownpoQ5kIZsTTyqT8oc"
    "atNGougLmZ9OESkfo7bJnWFahid8Ts6HHX5B75KL8MTHykn6nF4nX2ifYCPu8DtokDfgg4i+j6jlfvhi66Vb8Au8kfcg+69Bt52H"
    "XaiBd/GjGrfpOryrlPypcZ2NVV0G/+1hRIFJ5nWH47WO7Nc1ZpDzpNDjK4d7tPVZtCwv4BlbIsYbAntl88m/xameQoRKgZyJ+NCQ"
    "Ts5Xdjn9db4OeSSeaAQ56pTRYsIjyHsTJT5S0tSPzlqYpuvIPEJrsazSrsTnN7CnvZ6xo8V5V+IOG/Bk1tn1OeevW6fHBLxmlZQO"
    "kIKr4ReX4UmLEcH+gX85DsDQ1wuLvPW3rvVv5EzoKZskfBHi1vfkdcRm8dCwIxk+oc7SPEZxs1l2ZqTamh5mmpmFetr4TKfndtlq"
    "VdrXsirouxg3jfHLHI1YZLSMktU+N+D+q/OyY9OtVvGqxTzbplmvZt93kjxIHTgXsR53WgQ7YRP4bALWJfjMKb5Ck/A5NWdXuvoI"
    "fxvWe8y/OchPvW5it6OxlCR8r3HaR5AOrRFme4wPx867iME4AVfBN70fcmnx356Qrvk418ZkfSy5rGPavA7c39c+LMYdSqT6tli9"
    "rr4vv5Sxuvl6/5BQt0zCUh8/TIPHanXuUbCehtFaDV02Qm5A1Fopn8JH7WUs4fB0V+gTON27ypNkdn0GK3YK+6XTzJYMkp1Y/9pL"
    "Tgl+ZWZlAfy3Rs5WsSl7f0CHjyeWKSQex3XHreGnk3iXTY+rgQ9+LKRwB+nPp/gNZ8wmgHSAhLUNHgm+gH1YDy3YEbbd2bfDPGqm"
    "nKdIOOWoNSygwwPa3KKN+N+mnVo80tXPJwqJRnNy4TyLcXKO3imrKQcbmbEPYGUuwZm6V6YHe+hvOL/n40pvqujHiNuOkSPUOG73"
    "Y047xtNoWbxLGfFkOo8SjFXtOTt7PFMldFQPePfryZ1svsUNrHmGuINV2J9V7NW/G3prHi3VL7DoE4z1Hp+6TO/D3j8YHCn/gOYq"
    "C2Ow2vP1Hni2E+VW2UT+4mJY0hn6Cvt57vBsGzHmXsrV6lyZWe+ZeZy2Zo5Huh3O4/3sAa9gn9BMsUzXCazbfaSP4jwar+xreoV+"
    "Cmt+A3RC66C/WL9lB8nMDVfO39iR3kaSZ806vbpIMVFUKXJiZljEnJc7WtxUhzrPcmIrf5tYLrWJucIkJbQG992ZHpvCo2skI0eK"
    "FdUofJ4NajPeX8Hp+Rhyv0avg2cwn9VZ6w5ozoycmZXm2OXSPvIzrXMis7xpckSJZyxpJRlm2Qk4Ba7DJOmRD0Nh01x98SCPYSug"
    "re7MHm4nmwky3JeSodJQiwnOeKuAVEV4nT5kIGrlvYO0R2axMsfZ3u/jHHyNtU/CC3JVjWpKbw/OsHO5IDt/O3IaZQEzc+9Imboa"
    "X426+WmOD/MkGSkpyoB59e3ETcqMMj8Y9VppHV7bEbIUevlQ323kMIJrsUbbwee9EmuxPWKKImiDnnIW7q0LwquL4JUswLeNI+fw"
    "yTjFNqf8Rz9ZIMzqqkYytzsei+/IZWIVo3GylDkD6x9dhCdxc8TStPbG0bqKOvIXbcxiFtpyflimEjiHfpXpjVrmDwwF30qift7Z"
    "HzoP1ztVppHbvQBeyFrc21kyW5fkfQdN8grs3e/6ECz6czpV99Q7g2N0Wd4BuPtf9RFog/bYhfcRn12HqOAj+FrpZn1boY/oDPs1"
    "i91RUXL3ppgRr9eXZBE04/tkC+xLnXY+OwsvEpvVMAP61PzMQs+A0B7SG4c2Pw3RUjnX3vUv1tJfmygt6XMb3vgoKSdLXZIIRKcB"
    "a/WvyCmrGzs+i8WQzDaIzlrLLfjZ5XoU3v+czpITqQ16S9p3jWaqwQ7rswc5ugNxyMtVsG52SiaSKWiFdgzWYDWf0k6wspfgjoth"
    "R2xHWjebl5qpJ5u2GyW7Z/MDad5xBfPbublaKujzO1RnjX9ei28LmFt3jDyO3SNB225eUO74JyRL6fZiczJtrsooOYsT74eKdR92"
    "pKcQ0Yew+oYoakuWrzrPImJru4tn1TvMM4mu1Cb2hSfYt2asOuvYi7kAOtEwno5nLM1O6yJIb6WGGuqfa3JO+5pGaY37CmQzs65p"
    "Ti2tRfSUgFfSfC5p2rNfLoTMrMTJOxJaeQIn1zUyC2G9cH0Z35ZwTSRraRNE4R5MnGc+pbSR990N62RTXqM8XeM88sIxWiyH32/M"
    "uydBSi+Wn4koPYHTow/F9VfgE3uxI3O8WC2yhtFgCT8/BSt5pIyDT2DR2u7BC/oA9N4zei7O6KvQ+ja9ahkjqm7yA05Bb9jpH/WY"
    "4F3ZlazWMe2D730Q0cwHOHkXMJ8ojFXvgWYfI9YVPFFsMvh+4mZZV3rkbzWkthBnrpxS7fo+TedtL67Xp0uzTox6diCFrBrFuMem"
    "97pm6zaZKdspeOYdmHUzH8JmDvRG5GiS8ytZP7rSt6vzaMhDJZFlLmvDSaqZCfHtPRa+wvewNSJKXM2ccT3v/j+wHrdDQ36Llf9G"
    "X4SGfQOxSR/EsfvgffMhI6fQetlEDeMJGyQRati4r8ClyKdhlYCe/KbtsnIW11QWOeFyWCOYyXUYzx3JetDIvgRnDzLMKmlv0weK"
    "40Jfirvbm4i1JJE9S/CtpzDyiPlJFYareYFYaZOW3Cz+1vnVkSf9/9apc+kDN81tHC3UMFaE1zAvWa19yO6X0mf9xJ4G6OoxzEHO"
    "Qmw8Hf5LIWSlXB9HPL83JPhW+FTFrJ008sQt9sipQkQr8a1opCgn0u5Cb663RwTWMW+X9P0ncUYKDuXWwBXcGj9frvi0HKchRhxx"
    "e867PoQ8OSlyoDUSvRD3/mWC8XsVkVkn6pOB4RM/0bMgOXFE3D0RbQ2Q5cReW7btYDy1ScYeWOcTsQ5N5GsdTi7dBkZCF4qrN9pZ"
    "6U/NXw6v1uJpy3sY54V1B8X1NsTKk3GOn4A9bS1vyAKiFMbLejJ0JckClqb+G8x52NYT8g6rAvXs2G+A3EySPbE2c/Ha16ziLyPj"
    "o3WglsLHzYdFfgGyXwVJWaj/wiu/QWrbQmuHnqdefa9sknqrTOub8d9ukTv3k08R0a9CFN9bLsDJbSd3iU1e3UEOx9ru7ruiY1yD"
    "TeqQzHX4hHVz2fu+xpruHtyjZ8jVNqkU2u8sWaGXIT6fqvsEZ8EmGyZnJPwDZZS+5ZylPEqlG6xMge82LOMpqyfHunG3tdQHIKMp"
    "6aVX6xNhVd6HeiwsfJPeLoeJsSEugzVZg1j6W/jevcV2ZTwsxYlyoVwKu2KI8iapQGT+JbSioYxuhj34Bt95BGzhCljtT/Qz2MxH"
    "eTfDsnWITK3QJmnsnmX/SZKvxs1gd5pzsX5FvzztseBNRBbMltBrucwkFGPKSHsu0ST1QJwzm1Ksg2zgufyHlLFa6SaqLsM3J7AG"
    "liX4DhpvgJyN+Okh63GAjj1H7FT9BPvxC05zufeok747+nTI6Vl4qtWwMXPw2Xf1GazwUngdv+nH8O9WEINq8+wfIo9Xnlwn1gv4"
    "kS7BWrURV/1dRGbsZZydYJLSxdcbwz/1ClhWx7Gzr8T6V5OfoYyz7dM6GWdrD3HV4cW4Xo+gmjFF7rP9JmPEDPv5/cSlmX/1BeOF"
    "qJ9SGKdnU08fwvqNu/p5CPW+LhByxoD5xi/gXn7BmkyhZ5li9uACuVRSRCs59st63Z15md7i+IAr1OWEllHr2crOgaRZJrOWSJrh"
    "uFPbFevY784+s4THKJpf052Zo4s4/6HAY1ZTnk8jmc3PGfok4hm12steEnCmVwt456ZNhgSLwznSxPrvBlixjVjFn2CJHKa6iP3A"
    "DlHWkjbqKlYcVyAObKI2IXpVbDbUcq5zfz9fN3PmMvPqLKobLo5VyvEhWfdDW/KY/YO91ZlYKkZtnYIeLWH3QJK10MlSSh1frqfJ"
    "Yl4t4Rnianye82FZ7xmk02Qi7imuLlnIU/6Q3oBPHoDP9hProNpFjpJzpSc8p19hPTfAKzKe2/Nwxo+UHeAH/QxZ/ABRfHfoxtHy"
    "gu87GwMtNcOjkhyqcawYBtZNkC0hL3p9lt/fmBNqyd7tUPpbYt92fr6hw5HvLoVZlMwWXFjoJcyxmLb2SP+dPHbqD31V9odeaSlT"
    "xKaS3wvP7SVI8bOMK40D26p6Gf7rNHEbuX1ys2R7swtnNDMNEXqRPZjNGOlZbrbDKQ99t3sTpXCYhJ45dxvmbBLZSMxptnZZhENL"
    "Sfraq2PjCsk7EGpmqnMtGaJrGJenqflDXQb/M075+k4Hym6InE2bbMD52g8a+J/6GNmHkzyJjeTJ6iXG3XKHWHzUyGtOge76kTGC"
    "sTp94Ll9LuL8iAglMUIcQjUkJ+Ez35lpCG4Ky2DyyfYh8q3Sc7Al1TEcNm3Fr8pgT1LNGFLb8+ef4fufw4kv1relF7tMDwwK4Sls"
    "6V5McLqu+7tj9Ipg3SvwfKXwHM7A05XTOyzTIvoLaWbYjpNevrbagFUqpe1vQRtgFZGEXinuHG/wfC/2pFOkyJ8X4xYv5AzAFCyc"
    "y82W89pxdrTXcO6wIQeb2OsepW9n3RsV6qai92A/UB7zG8fDDlu/n+MAHikZH0nJzp75TER7cuUsi1CBuNSivPc5U2C+9dJKDfau"
    "AFL9GXbnFn82XCTQNzvdMa2O92l7cd2tu/GJ6zxTo2a5RRLkLXD17UmytTld+4jVUXrQQm5kDHYlPLcmSsvJePodpcxnWyPcm1Lq"
    "7lyvWDWrD/VvBW3m+ZzfFvX60Z2BnSUzlVa9ZY/zTGU49V1mwPXqRzz3Qy/Wqxy/pmUCImT+WE078x9pomW1COEr7OhQnIJFuKsV"
    "7I4xrOt83McI2I07JcUIth/0ijFe7SfGqLYM79lTlrATuUnfw3cvgccX0wU4mblnr+WOWKrDjfI8LORT8Pt+0MOD8fCXRuu1geFP"
    "9yRzlGX+bP+We6zqBs5VdF5MCposwd60JkrQILK/ppmTjHOvo8Rom9c/yOf01PN/KrWe4ZZely/hJ7YiZvQpeVfvk8fwuffxHft7"
    "vFiSOXoXoxnCeC1WwzRPW8johZBnwwCtIz/m/8LasAD2ZDciQ6r0RViqIjLxHQ3P0jrxjyEqKzNZtg2fwpgRF4ixw/YXi00vJFfJ"
    "WFhnq/xk4mLHbtaD0bSbI29M4O3YOVOtxvu7Hzz4HsGBOhW68Q+sUDX+3Nv4SvGdj8souXYrcy/3F5tSt4ArUgWv7Fzmx9LENm3E"
    "3y7haR8hheSGq4H/U0i+kCQn8cbYe3EQ+yyqOLMkSW3yNXFRCXK6FJGhvBzftp7X6MCe95PgQ3aHfBbwLLTHT+6WBiID8v3MoHqi"
    "x22eXIoomgNlvDgGnHaIMTrIzZD54+RJuU/WiOUUa/VsLQktby3kxtBs518hn3wus5y9qB9KqK0sL7wafodjUTSk2e5e68SJMczf"
    "ig6pwQrHmGlKkKFmKHPpdp0J5JdIUU/XsGPNJNjYkPaSoZAUh2cqJ5+EQ6xV47wuxWqUs1JrvtcQ1pguMISyTMQOLcBPpuEUr8B3"
    "jJZxeoJ8jc+chCjlVT1Tpui3epMejHsu1S4tVuN5y9npYZbPbLphb7cx20qLUwbbM9fXLWP6TzEOmHwyWxpaZ6Q4XvcGP2/eejLX"
    "ESUe0rt1CIVq/VRc/4xkWdPcKvVkfF6hizgdOkU8ZRPxem7SUA2fvb04doi07ws9XiKcQ/m5ToF3tgha5ERWimfgrv/LnEcMmqZB"
    "MzzjHTnJuvPfMKSPFcfbdST8P6uXfCyrEC3kE4u7HbTiDEjObHYgr8dqPo4TslL/Cyu3n7yNVdwH37GSp2E4/Qjjw1sFn7GSmi7h"
    "p3lYbfkW1k1qms0HDtnL1+T7dE0fHYyI4Upo9u8kglhJ8K3v6EvB2dBRKe/5xbw2baKfuQ4yvoE46bQeitjJvO+V2Lk1WuU1Xqu/"
    "yKKb+DtCMjh7ZT3NGNscbsn6vhyzagOx+jF2OZ4t1mFlPtEuRAmnif5vZM4tncXUZ7j7BoibVdKEPXWdBKavO1N317MyeZR0hQTt"
    "jLubjTXeCEm23sUK3EUD1vYr7OYa1uzm4h6GygJI5lPQTnP4LfnU87fSAx4tFbS022LnhkpmgkyKOiFJPyvXafyICLFusG0rsHLr"
    "cBLK9HDpA8/Ozd1xfAIus22aO4U1W6EXUTcdib2Zykz1bsE4XYQIYhJ2oA7P8AMkp1yfw73OhJVoIVOJ4tlPMlxQjr/MxQ1WmYh5"
    "G5/Srxl511Lj9MUKrMQVl0GT3aN2GlvLYJthEoTMqTocWAPXeEdxU+2tP+QtTpVLMUOQhh429Me1W5lKYJwzn1JTLCOOFtGzeVfE"
    "ThTpJ3jlIJyscvZEnoxnGi1XiWPAc1ndgAi0c9k5EYFuXAprGve9f4jcxeohBZzX20SfqYLr2kSU+QLdCO3uJKaNnxGQ6XtxWVk3"
    "Y83h7ev9/PBz6Sk1+ihhc5aTeCHRtYbztrkX2/JURRl1Oa9vGnZwMnXLPKxpNdZpET73KNGIquPlHfzrSkhANTkmqnHyD8XqHYFo"
    "aiXZDUdLOfntV0Jam+Bvn4N1ehpxwGGI/C4Vm6AyVy+TJ7Abo2UI4+wEK/i10B3r+H0ztVpe1pH43s+sYzhowpMcrGPZI/MqMZGW"
    "6ylj/i+C1Z/Mk2Wa4xDmLBO+n9LJUVto+EbcmTEYL4ceNgR3NykhM+Cj+hD5Td30buuMGkbERO6+d1vL3agrM3McE1l205Okglo3"
    "pjfj6U2D1urPupz5zhjR/jFW2Q+XBHnNy7kun2BFl0I7vq2P62HBLvDiz0SE3Ygz152942kywrlZ9gnY8U89rr7WV1mjlJfnyAqw"
    "Gp9bRVmwCr3No/sCUXuBnCiGYZxLeY9Ak1mkYHNadiXvT4zXmciK9JuUO6vqWd7J+D6KyCEdpbdgGKjNPocSqmOICOnznYwT30ba"
    "Szme6xvmIP7Qy6GNJsIqTNXHGEsN8DwlodfoGW4QqwQOwHmznuBK1hP6Qs/9jnNXS3u2tzhGsJbS6Pm+95RjZAyucCrsyk/Y93Hy"
    "q7YJLg+7BZ0h0TYvxLEeXkd7uYS2xLJjDfR+noBEWrZ9rAxnnOX2Nt9XC09nta/Id3XV4V0xr4viXkO7XroVrDRUcc5Omh5avY6R"
    "f0GLzoVGXcR+lTpymJ4HOX9PnoFO2gv3sBgSfo7YLJ931SYczpHF+PNJPY581a04uSHOOk4V+cHMNzAunPbSkpmAOmLft5UtXA5b"
    "eECSHsn7Js7FELxzOXbY8bv8yNy6cqqiwwPk+UgkrRlezRPEZZw2EOGRYTMuJoLeuGhNI7pODkMIGkqpN21FnF0Coc/oON8719wX"
    "13u11vc8pIjXOohsES9DtxRD9xij7iisYTnnaW0iF8cH1JWD5Ap5VBZSwg1P+wosUy9Yxxdwt/fIvLCTLAmGyt5yH05SJfHhJbRK"
    "aX0NUlHEiQt1RGIb6+86/SNw1UyrnByiz2L36uD3rYQ97SAPw7/6Ad88SHaUkdB9pfhWq7yU6UUySzvh852xXzYdbp4mPWN6lD0+"
    "adbnd5YbiWMOGbNbH85yrq2h0veSHXDtrpAUq/DNxBmthkZdgzUu8vwEDlWR9BjbhGdh7AevK8U8Wcp36aZ9LiUTVRYy5+j6xCcy"
    "8nOI6LTvTTmQ6N+Q+MV1PA1xRsWDOXEyCemy2U4/4Sz2kUmwUVV4avNPF0ETtJV/BMVYpcuwgk9AN/0aHoKV/o8cFyTg8+xKzRtw"
    "JmMN7UituhNl+cm2voOjLTEylfi7cS3XQms1qrFRLofsbUZ8YHY1rxmXaAsxbJLFgPbTMvbA9GP+NQWNY+vTB15JPit4cd/bFMiL"
    "UkBf37Rua+rzjEXv4WPNFtlz0zZ7CrZU7g6QW/QSXHFMYEiSmbCIg+VSmU50d+jR/lvmSGTQOJX0fEJ2LkR8x0wJ/Mvu+M4e7Mbo"
    "I3cRaVYNHRDB/7dLL3ayh+r4gA2PaDH5NP2Xno/VCeR32Oq+khKbYbkbJO1heUTXwoudTa7GXYIP9F6s0jJOdModO7ucwEauqeuq"
    "PtbjL82/OJ715fj/4+wtwKyutvfx9Rm6QSlBQSQUBLFAjAuKoCgWdvc1sPvqBbv1qldsbL0qooIYGICAinR3M8MM033m9Fn/d717"
    "nzOjX2ee5//TR4k55xN7r716va/PK8dpI8yz6sAO/TY4bzfyjYqwVgPE+vkW2gwL5OMJvUKfgVX/UG7F52wGZbDP2LWUWq1SROyL"
    "nZTBf1BLnAI5j7Nnp5y85BbpzcM+lULODdmnCX6+ivN56e6LdB4q7lnErCMzwmdezcm7o8V1mR9ENLhS7r4xst1F7s5y5svqZ5yv"
    "/efPecgazniloEkLfW+4ZVZvsWij3rzlobJaV+Kb9+P9BmBlbsefp2C/LpTH4Cd1CdZIG5mhhmL4Ela3M7TX+Wpoz461PP10KTx5"
    "nGd5GU7aQBmN/R+Is/ka1r8JVtfe60Q8VQuP3+7q8aXuu6m8VEHWtcHzQXNdlOoFT+PV1AzoljchE9aV20haievrsYmXXFb3z4dF"
    "7IuzVuCZ1nuSFznJHJz1os+UckbhVeTzXYk9ylPHNF7D6MdmaF7jHKT5YyHWkN7jjPsWypXQ87aq0Jni/HnbrdbSVio8J5mLodLY"
    "hqouEoizv+YGvHmNR9hczi6QEGvALpZ2k7FxPxGdYBRUTQztykx/RMpP0ifwfevn+FznYF/2g4bLhZczBCdohl4Dn6OdfKqzda58"
    "oFMhidOlBazyuQ3M8RsOieEDR4mXVQyPp5Ss58Wekyepb0nMo6YkdCmZRKLM0CfgC6cnDq2CmPCMJe5c2sy8y3JU0lNxbCM2w2RV"
    "9CStbGei95r9bCzuO8dKWtMXsloVZu9f0qN+pPHSovQHhuGzbSXqmaNiPmva0Cn5//+Tl+CfnS0/4Mqd5BDoiJ/lAvmGqO35rB+Q"
    "+VdKOBFr0ltG7s8+ft8b8z1Nn9tMSg5rU3/XKzVMYpkqQRZtQ7W6yP1gnKH2ksqssn2iNbt7nRdaxd5iswEOM0qp9yySX86Y+nZx"
    "jL1WK1wH78Rp14N5xUp/9xQj6kmG4hxcJ73kceMnSB2q/4IfswDeyVk4u59hr7bo3dDeixHpCuL48+UP3rmU/QNtEY1YNHAAmeTK"
    "6+SIXW9me5EMS20sk8d3mmsfacLM7RDWEt7Rb+Bx/xzMgsb5RP+DdR2Y6VL5vwj2BbQbYxnrNYUvbH1ppazfrGee3OTofGavrKO7"
    "n0Q5f2nfDLh+WZ5DzjGmnoH4tyX03wV452k6CZ5uF3kB3sODEmM91DAgY57bPeVRTQ6jRimmNjK/oZiS/ZNOFmOxquQkRgX1d1sy"
    "4hVQxt0knENPTmXmk6q4Iy19HcNilON812CRrwGexXNiU05N4fcXMUoaDk/MkAO2aLl8RpaxD+D73I7104xtuIT3mqHpdcuhhosy"
    "37+TmLHGJ5/tu8iqaEW/J7bB5ZwbKtNxGSks9t6HPfEhvu88pa6vqYZSFedq22e/x1vvjxjqVKxqf5z2BfAqc/RluT4zqRjHlV3E"
    "6azADmiIMYgsDC3/2MB6ZgfSIyulX3met85nSPr8hPQHaKVCRKmH4ZT9CD07EZFCPxklliOd0kCnkjFBW/47TtTVDxhXVeDclPpZ"
    "/3T92uaQnH+0l0yQmLwi4/Cp+bh2T5kOiTdf9UVEPB1kOXuDpuAE9BbLihmy+2v6Ds6M6gROXS2CbG/QmUR6MuTS7jIPJ2+lvoL3"
    "+kyPkm850zyygd7JYv2cVd8SXOV5rNVIMQT5x3SW/L90N0XY7WYYBKXMJhWwy9GQn4qJiJOEPzJCXI1ViXC7Tf+lB0PmXtafEbtc"
    "CA/qO70nuA+fugFXNlxZY4PozOxDE0Q7m3DGqpiXSNsfW9VWfuItoZ/ilI0Nfoe1nYf4KQte5irooLcZ0WzQO5jTdxPvxXjK/1D3"
    "19B7bs6ruQxGF48Rnw9//kDpBE/gDfla/qsPycsSSh0hPXH30UT5SLIbwrFvbSCqTg10heVlLB83lBPnCXYB2n9TEH9bpmQvsdqO"
    "dbY5mROxtxws1hFiUU0OEbhtlq3+te7DjgqH3ZTmp0rjhbeRo+CrDiHDupIBsYpzbiEy0NiMfpn+REylGGPA9WSnsa6lFGPsMcSN"
    "/wU6oBBPaZglg8WmVMZA6h7FCf8WUj+buFNVvvci7jEQ1fdaqkctTTLmKWV8Vo7o0FBJEtQWHdijUaNtaN36Soixf5pFzFa2Nz5t"
    "vdOhDHZJKXOchh92OKdYP9XL4LUsRjxejOd/BNFgCXTEPM53NPX4e1t1Lp65kLPfOXotTnILzsoZ9qExYlm+ZwPnVCx30YlWoyn8"
    "INOSbZihGYcrBeyvTXOUOGbVfHi+f/dPmkHd5hDncpr+aE6bVrNDrhzRXx9fj0h5HlLX32E+WwH1n+MycdmsK1jBaSVR35eY7gJw"
    "SLvKuZIws1iGiLsN7/sCpGM9NPBAPPPvrHvej33qhbd4nFMrRXz+fb3FCPt6a3qytWWdqULHF5jweT5nG11dZger5IaWdJG0F8O9"
    "tWluw/lYCKvSBvH88bIC57Y8U3NxeZFADmTX+494g15EuFypk8RwDK6DzFnVLsbr72GG5wJJY6ZVe3TvT+RDTsWX4l2KOEVuc/X1"
    "10/Lcdbms8Y3WqqYq8qGjRoOiZ6hVslMIgLLJt686334A/Zldaq9PIBI8r+N5mhhSvQM3S1rU69qf+LJvgYt/Qt+t1hNGz2pJ0O6"
    "7/d5nW0Z5Apjt3bdAlsgTY9D4q+HhrsB0cp86IoxcpqUkAcy6me1XZYjwvxaMaNSiyj6y1DPueTwWRy/Tgm5fw5l9e9YcXW1Enoh"
    "zj9qRVTVWq/GNNERUrcXKEqvpiEe6fS3s/5PF68x7yVo0VyutYZT2laNvFpulKXwbks4V9sb+98We/WaPkRs+DGMCtIdMU0YoZif"
    "eqi4NSiiLx9l3edW7+kkfb0j6qOBXTi/Sd4r5pG/zIvY1/vHhhHVEe9RTrs7ixWMMtiPk8SwiO+UELT5OkZ0NqO+BpZ9g0fKq+3q"
    "cFisKT8fv5vP6BhrEuzdOJId0O8jSn+UmOZVRNGZIk9gB1foK9xR6yYsVfcchslbCJlZiZ+uhFy3RrxZzl7YYWK8h73IJdVLHGN4"
    "jNITIUOd9dkex2fP04vZG2qecTNoPpFlDVTYY9DM42S250eajic5Qu7GPpgNzWI+ydCIf4Xs7qRFMNT/fHp8DrOqENpzX3h8xiDc"
    "Ec+62KM+R30vicWpT+C9P2Xt0UUkzmeLQNZncfanH6e4DF/HpMpigy7QNoU6EW//gEZTi+DLfoUrHy6HBS/jyc5EBH+I9JOFuOY2"
    "dZPlR8vvWIHBkNBxvgpVypy/m++qoq/aXB6BnjCewZ9lGdHkG0Hqmsj/S2yWpBaOMXZ2vXZH+h7CMGewLIp9UVwUuTc5m6qwussg"
    "7b/Bh7kJcjZDntMTs66DfemH82T4hdZtYP11a/QBaJzZkKAB8OuqPCKBm9k9mlGM5bTrxwFsKJNle3A480Dlvnc8jV3bXiz3W8O+"
    "q0p2RZTShtXPXVjMmONxMezz9fCOrZPecPN+V2PW6Cov6WlY306cSb9M5sBq7wdJ26Q2W2rTTk/gLa1f6Bj4qK+J4zO2rGW+/lti"
    "vq5eplvIqeCkqYqTiTlk39pD/DzXZ2Wf7Ugbau9tLJ71o9qaBO4nEZ9f+IwVjtm4gnHYrCA3qfo6k0nvGZJ+63Y+Bonx5KQr61bF"
    "vpieU8R3D+wtcY/cbqjs1jP7L/KIGCd5CXy66+CrngDNbrWTnmK1/qXwj8YgdvgaMecXNqWd6iCPyvE6W+7QC7Vb0Af+WQlk5xKZ"
    "zL5ss4UXyR4+RV4Du12h1t1wKmdF9qb9sPnEAWInYYTeDZlbDpuaC29mHU7Y5fDp35T6cZxt8quLHMAoOEk2K+uQCciGVqiDiE3r"
    "JjgNJTPme/JLvRaP06o387iLRyG2N+6o+Ti/70E2frCYBhLzrlyptyOS2hsWsxnRPJM4EfPI9Vjqq5KVHhPMbNvtUkS8+KbyEKSh"
    "0qMG2eRGKXcpwbqS9eadKebR2tSB9cGUEy1uPNZwEX3hI4nO4mYjTP7bEQlxh6EWwB+cJIM57WM1vUL43FWMt0PMA8XJk2TTwhPE"
    "uqg/gaddBDu/FvHC3fIBvON/SIW63pBmEvczj51lDzGe4hk0rxMy9R/rBuskp8hE+AEJMnxbLaw9ztgviHjX6PNyC3RfESc+vqQG"
    "+1Zn4X7dJOG79fI8A5vDlOlN3uPyDCZZvo91xTNU/L0fUr+t78cefFfbCnvuL4vaDhDXIefYslXPl+7ex/8Na9JSrHu+Gue9ibSG"
    "5rYpqkbyDJ7gIbEpkK3UkMX0ZK8i68Q98qneiXWeBg/9CLkWUvaa1UiDfSXJGkHE5/TSc1xJZmN3q5sZbY0dTHBCKq5W8/4nVnwE"
    "V6ia59Teuop4/hXcx6nsurRJpGJqmraIAg3Fxb7RyNcFxaOO2qk/SlrRJlrN5XPEra2xPwvwnFPgQfYjf6pNdzeTB+V9XMtQK65l"
    "F2bK51SjPjO/lE9jfn5TxoCjGZOVUwf3lY/0/KAMttP0iM26XSonivXpzNL6un5txQ1XNcHJvhx8cwOjtjw8sWOZKGcW7zB/tnN9"
    "H2jc4xRqZlrQ/TqGDFyWA3lCfmZUWgIfbA5+9yQ07k14moshHY3g5U7Vj2ULNXWUWY8INI3rpK8kc1qcmEquhpXSv/qJ2/QNWL0c"
    "WIYWciWeqkiN5yEbfxeiznVMSa7udKikGSPT2L4XiZt8c7X0XE6gxPD/cs8nHaY/8AvrdI3rIKGEYafcn0wX3wLr+pDeFdwC/+w9"
    "vUjv1WH6OtGHsv0Uyw6eXhcr3uPtaTVZ3gLaolkeuW+0aObZzuGz1D7brfDurCuxmjv0KX7WU36DpjkdnsnVYsh4PeC1faI/6Is4"
    "e83kTcTeZeqiU8vgPUk5sXxRHmPz/j6vebqEfEeSOwkxWIkEs2xh4hlug+UYjFPYj8xo+7Hztoef2Y97HuQBuIZ1r98qr8qz+hme"
    "ZTfP1L5SxUpuyjOJuvxB1Fduu0jKR/Qpnsnm4qqqjucvQf/dddFs81MJKWYz49rYZ+pidfh/I/SqOvjsSuCrs3HyjiUziL9uAjbq"
    "n974PlpIKlP/SdJGCLFaaxlxU4yBE8wwbsIeDaefGGYOqtDj7tnUzHrOKZkfcCcrFWPFZnxtRbfiLud4DVnudWCU3+ogTjpP8mfH"
    "+gFXe8SPlH/HZGa2yiKUfXg6iunB2XTfaPY2JRvs66z/JxV+DR3reISMozGexQI9zHO/OJaU+8Whns/FiVgN/6Yp7aF1n+wj/ckw"
    "1RmaahO+sQ8lK1uLOelnzLeX+HdvQj2TzPDI2DzFFngU78CXsVrlKPgV+2JPZuMbh0Pb5yDOV3ZumabfD3HMRtihrWqoncXQPKXs"
    "KStj9q63jIKkhfVVZpHE11/vxecugo/0A35/nnSGJWrOrooZjAH3w2pbnaQ74qOuEmZd1vCYzeb3h95arTeL+WmGX36pfAZPZrIW"
    "yEw9EW/3IWxNLmz8ckRRxVgrW6FK2NQ4feD3mcEoUseLU8AuxXXwHMKswjWlDgnYbZlFnplR5Gxx2O5Jj2pcTXn9DD+zef48rMIF"
    "0HA5WKvF8Hqs57URPKmd0LVFxHasgF+0EBHKRONz191YWevzfFEXQcvcpwNlNbyKeGou1m43PIJA5opNPfyM5y9vwG6bFr/Ea+Q4"
    "8wMx5gItgmkGG2ydT9adPUPvEEM0XkpNvZ37JogNytlFrMwgllDGO/gqSvxPFuPX1GLYrc/lIzla+mjb4D5dllqCNegYVOEd9uDZ"
    "ryTz5jp22ByMPTXfzrint/I0XSZbWF/9hPMLEc8zPp1ddlYLmEUezC2sJKlf45jvEczi32SJ6+6om09MsbPU0I6NWWQfdjNHOL11"
    "gdxK1MqhEvHcBCHOVrsMS1dG8K4jdqTEPRpXzFebQ3WmZtKI41Ho8zPg9eXqB/BXjE27MTzDPPi51usXg29nPtJP+J3NUFhv2N0S"
    "IqZBuWOc1DTrZoqd353lNtlL3tIhcpl8D9nsCrldgO/vxHP+D7ueq0sQLx0Jq2JIRq/gs+PgF5ayfpIDPVBNi2SZ5knyDVb5A18/"
    "EUYEzsvfrm8QL7JIT4ZnYPXobTghVoE+Tn7Bdct9x3W6+2w73/pWSOYcPRun60VI4hfYkwegVS4MrpHvYLej+Fk2GYYd69b9OPHG"
    "5XE2bFyeHiiOEXgfyMC3sF3nsOtsJ/a0kJbzJpzFElaCW0CG90AalzB/aHzpfRCFhORUSFkOOwqqOIGS8ni0TYlOkfA9wo2kbodC"
    "VqYSmK4VpzyXZidEM26ytb+kkcHD6rpL2vpMasTr13Qs3knaZvhRavHE3U8C/uRgWNxH5GTGN51hybN1g/yqj+iXHr2qbpSqzG2L"
    "XJvVqNEWfON9LUu9qU/pk4kl+mZWY7kp2RRadQhk63hItPUItsPVv8ca5KvDfEpzgQp1Vha8fmEWrQnOs8O42U68T+eXGINqERHb"
    "UoyLUt6aKzlCXN/6mZK22oYCZByrraWUiMMvEynbIqpAjGVsYXC6fswZe2NhfA5e/SA5H77G6TjFI8VY6swXt0yCzdnNRlRbhli4"
    "xjPK1HimeHvul8XmU9+TqcG/4GN+LmfAGn+o58rM1BCbYEbMtwd6bIeOQ+TzB/TpWqzFu/L7n2qztf+Eqb++lkrfhV8JiVqmjjfO"
    "kJCehry9QAkogw2LEg2jAJrYMsvtWH0xRuYKeCqOYbA9fLXuMkS2EwlxrLThXKghuJ7C7pBcaoXF9LhugUwvxdUG4O+TvsfE9VjV"
    "+EqM5aoXePYt40OwPvZjYdluxYodIEXcs2quzMWcwQ8R7dd18ZsurKAv6tA0LU61GbtH5WYdiyjxCVy7myHZyF3SOCgjbnA+7Us2"
    "fJw1nKP/IngZ31xB/8FJ8d7iMDAvJuJaB/YFJ9lJZrYkkAi5K8xvTrNbVlHXKrOvvWUWnup16IPb8OlHEPn1RST/g54ZXI+3XsUu"
    "yjSWhp2uH1hBGqdd9J7gPei0C+F5HgRd8pRskiF6DaT3DqLdh/HM23UB58yWQWPnQ/M1kY+Ct6AVuspv7Aa7BHroLKz06/ptajXs"
    "Tieck32kTVCdmiRPwZo+DKmbj3i/V9Za7FwreAXroW9+wu+te6QD7bZjAAgxp26n/TjE4BFoTOOenwav5XX9CFbwDb0paI9n6egx"
    "sfM8mphy6vF0sRmW6T7HYLiQ+0AHFJLDOaXDxE3npZmzUr6HPuHXuYi7XAXJinOWMdSAz2eYdbvo7bUNson1ar7oN5TMCBmNIqya"
    "miweSCz1J3F6B3lvvaWkvH+dYg6xml7gMczq5ViGSKzjcg2spk3X3ouodhdk8iSiG64jk/VOrY1B9S81gLXwvsLE0XM+foLaOWCO"
    "phfufKHXfWFolDBW2GURWkk28SPMWzlDzHYY73sJ3uFC+ZFz7EXwlf+Hs3+RTIIWvR+2bjEk32LjVZD/TrJGjY2wI56rnLNuNYjJ"
    "K1m9XMJItAJn9RTEmf0Rl1uVbQFRebbjqndAdnZiDS/AXh0Hz7MHPOMIYps/EKs9B012KSzvdmq8Cs6GxVkfWtYAb19c38Fp+Ui/"
    "gpaZIU/pJPpbl8o9eLNYHQQgzXjSEXYxtP5bTZbyjBGBRwlrSx6fJE/ukXIsu8/bk5kqxUptnNjfC/Fuq9S41m+RXNaI90XccyAk"
    "yNAeXySiQEdO2cX0c6L2pBjZHC0ud9+fGQJXf08y2z7ZY22fw9mDf4rjzEj6rpo7ONHrvMHtamgP21gpFTHP+BedxzOzUn/V/yDa"
    "aIVdOldsatS6hqz7YhHsw+P6kN4bfCthzr52h427S2/GWyieqpKYIbYCo8Wd1giZ4s6GjXgWUjcdK36eHEUvZgruYpOOUfYe2zNc"
    "CTthk6ar8O+Xso2sBAdwfr6cWNODxLo2O3k2iwJa/wT3+WpJ26m9xWWaxeMqpvvtWsgY+Tds0i5dJZNxNlZhZR9CHH8Yfn62JBgV"
    "OyyvJuRwLGX+yVBFjhfDllzLKvdN5JSpomdagGue5znYza5Xcp03Y1UL8NQhbRksxH6u1xPE+GQNZ+c1LQ92U7sbF+k86Pgd+MRM"
    "2oebxUW4joGrht1XlXq5GGee+X0JnOmroUf/kKv0RrmHljXKKMc09W+6EnJj7OrGcFOAz4c8Ukax132lxDa+hZ5YGhOkPa5czOmY"
    "WjlOT4Y09rFkPnPoVpnei09o5+o6Vp1bwAZsUsNefBrn+nY9i7jolTJHHIKp+Vg3kOXC3XEe9fYK6oMka/9Jz3FVo1Mz/WDNpW7H"
    "t8PjHZLhSUh5VqYoMz33y3S9Td+AFb1dToMkviDZ8KHPgX3fWieHldaBjm3cZb3tShcT9cnFDFtYpTYOFrt3D+yyw+t0uxvyuAZN"
    "fceVzU8k9B6iF/b3uG7pDt4m/HmEnBBJMjmophkRevC01vq5ddFL7L/6K9/1+6PPwrOfhyu+JKuwjj8i/rxLbLKzpbgZsm48B1XE"
    "kXY5nFV4RuNOtO6tllLsawKWVzWmtcH427Mk4RGw7Ap74UQuIIKd43B+n/zCEVaNF/t3c3gOjTNz926vPqeGOUXCvgf8NLIrW+dg"
    "Hk5If67+AvavGOKR2cGRtNuOU8NNowgx0mJc2xzojzLu/cn4vEU/edi1q6W7pHym2zE8DGGNx2LKqZD4M+UmnJ3zpbe8rYfhPHXB"
    "2g6QQmL3JYlC7OrC98j1iKaWaZoVpFFmKqq5n2DfQWsUIX7Zqazp9hLjAzqPbLKN6sisdS46q2E+5iCxmTLj96khs2s++TUKISEt"
    "/LyvmxcaSdTnLHaHtaFHGeUzGrrdeNj3JN+pm4Tr4Jbv41lSVkKeR5HPK5t9uMbqaL6kywDFfVTh8G2T3sez658njiunDRGlXPxs"
    "mJ7T9T5Zz6pQIbN1xXqXFNDfLfSZoipytfYl/k8FeRdCPF/l0Axx+i4nsavRel2sxn225yQo0lmMiArhQzwqXSl98yGxlwSn6DHY"
    "2deDn8nrW4tX00eiHq/G/vQt9VEh3yLk473hYjndiYhAXoYnEtIXZK5cRmyT7/VGXP0f4uo5VewPK4DMRaD1q3ilnhL/Cwpf3Muw"
    "nY4w+00SnA20vJb1Hh8u1i8USNIjXLWTxsSxdLXuGvz5WHHToun6kU0DHOMrj0Wsz6a5i9ojKjBmj0WIRm2tt7OvaSdnsN20rPER"
    "1ernvX1d6FAi9CQ94oNFBi5LsZTcOEmPO3aDONw803J3SDoKTp9Yy8Ssgcdlee9CHcFMo2WZRkqZR4ayufxbod3NV1xDubiPqNgW"
    "kW73lrWGFe9bPT55pb6COGMBrlPMiZwH5R9BW06VtsOndulFYpNac3E3y2JuxrsdKWPlD7lezTavwLMbjsREsRnS22QB972CEpWe"
    "/9qHeiapP0tYXbQbwhX3cJ7OeNsqtCqDjpPU9Cz/IOo061QuJWaRZdeMs7Ad/Err0D1ZzmdsbrPeBZxT6YP1tYzgCr1Vn4N/uUjn"
    "0ufoBk2yn7yJGK4CcpXwcyXpWTCXTTRdcABZVTtS2yeYSU6yF7Em09njuoxdzSVJPpQirF2SqB2ui7iSebX6uTsa6iUwpLZ/iWZy"
    "H8ZVY982RP8t+OlWvIn19R4uXSB/86Cd658yPVF+xScPJA7FHKJEV0LLngxfq5RoKw4JPt3FYz6+q7hX0e+IER+gjE9QoXfiPt9j"
    "JavY6289Z5Zny6NuCHEiLketwnQeoo1bsMfnIoZYwBN/ms8VOpabiN/nctoKOxtVGelOsZZkXGwdob0tBixhbay9ZzKdoU8hku8V"
    "bMaTZEPOVmJvv4P8XSPlZAgyX+ltyeN3onqI2BOVkE9sE2vrlaz4lEB+EsRWrPH91M19z0MNViiKt71aZsJqnEgGpTvx82/0M3lV"
    "jtBLxGr646WQfU5FOP03ylL2pNzjM5YtpLYPPm1T+uEzdyM6qNSHsDbbuLofwC7/TOT33/QNsVlpm/m4TWZDn0TY7bKI7Mw1iPub"
    "4o0M4XgZPIZJ8j9Y4IW4Z0ecgEl+Sn0ytGHE8wmnNWJfSfN3pHDKHXfeMM41pJgDNtxwYwC9R/bPMuzGq7B2pyIWaIS4bDC8hX/j"
    "7uvwmXyciD8Q66wxXGZ4+sv1eR0lryFOag+t9gme4X6xE3qP7sPTYJHcIEnPavaSEsrWduLnbGItZhm8YfMApuAEXQO9MRq7PQhn"
    "6ChpjZWdh9MxF1bxO+jjg8XlndOYWWHcfQ1Ob5KVlwPExW4pdq4kaHcKbIoe0eGXeIosaR+8Az/9PR0q+zJrp5kcwZEZtj3DZPsR"
    "3tL50J7roIcj+gT7R0o5ix3G/7fgWj1h/dfw7XrDM+2BM3s7rMVpeOq3daJ+nTrRUFeDR3EqstmDUcy5fps9s16cRZCVg6GvFno/"
    "6A2c3TJ2wR3EiV3z/U+SkD8DxezRTPkJ8CRryLX+Zrp7b7pehe9+QXyyYdDE72EPfoEG60/0JJt5SLLv4aBMrJlGcOxQB+0n5fGu"
    "GmEFdon1xrWSiZCCWforPtdL3oAXMFYehAT9qj/jp+sglafLjdBoE5j9c50nYY8P4PD1LyCjagHnUtt4DJtKfRhrZT0jPaSmjjVz"
    "noJQoxwKiSr2zCxR7H6YMy6ViDdD+rlsglTshLZqA/38PWJeiwXrr8tY5T9G+92U/Au5OobZnTZSPw7gFuzPR7paHKLlNkjFUfA4"
    "Z0EeksxfJ3wkE8WbdZSE77sbIVkeATnsUc+T7GO26fED5Rii5TuPIww5qMkgGaXjtb8it8Y9YnQiE38oeS53s3/fRcuXEY/VemoD"
    "+MkRdVweEfbPpDz+oWXArpf3dQj7tgZBuq6DlH2DXVrL7qnN7MkpwJXNWl4jy3HGm4pDEm+eYWfVOrWYTaxl21kzH6Y3OQytylWu"
    "DkPOpuBDPKW2f28QldJNqR8saUTv9uwIVXIp2D8H1nn36R5Pz/lFtci6aZ/Z/a6Un+kltfGKq8YPF9efGvXMEDafczie7VD+/Rip"
    "5E5X0seOsvdhFXyBb6HhjANhgz4NTTQNUj8Db1VG79bWcBv7Tc9mx0qpXqnnw3b0gL7aqV9hBZ6Ry6UrtOMF2LGLxCbKyphjWMLu"
    "0mOJ+dYJVwyg57Yhqpmm3+AU/KgvIIq7VK6QWziZF2fXeDVnf5ZzLu8o7E4uNIv5urfj/FqF4Xgx/qsndbKcKo9BS56PfegQPAL7"
    "UJ26NrhOztAjYBcs0rFJyO91WWB9KqfJJ9yN5dQ8jqUkhnd1fV+HSbG00hOCcXqH3qVHBVNhM/8NX3y0vqwjg7d1EryoNWJR2C3w"
    "6Z7F6r2A97yIKHvV7L4vxjpfDI8i6lGWsslIF6NEnMqpAZuznc4+lMd0TPB86gH5Um+GFzhRemnczynEtSLTZXA0uUtM+nczZxyH"
    "3O7h/VwVqZS52So8mZ2x96hlo55ZxLJNpyHiOl/CzAwcjrUrp295jUYC470+EZL1LjTcYnlZe0F7Xm9zSaw7V+I0GULC4Xj6QTgN"
    "vzSQg7waVmUlnqujHAkvYYw8Ky+Kcag+yl4sq5FeIg6D2uRhP7G4K5vTLcdAfzXB6o+GtG2DBbNJlfpz0ekp7hQrcLXMw46twP52"
    "g++7Nq1zqe++jBJh3FArL+VTV3um4Gnwz63mF2XP2HDavpNgt++Xd6FXx8FL2aXr8YZr1OT7FUQYF8rH0PxHy71yMzzth8Q4K6r1"
    "RTVc4krGug6HeKMatr6xvlwupl2L6P1W+m42w/Ebzp6Y68WsbRE7nkxXncZJ6LWMucKcYR/GfF6K3orraS7TfxNxw+bwTuUpNm9p"
    "o+bypDgv/g/2eOcwc1kFSTsVp6yxOJ/+eJ93tAn28gYw/X7HjveHrzYJ67JJZ6v15I2VqUTQqNH/imOws46/3ezftVmP1+RKfQjy"
    "fwjOeBf5Ta1nd6c2C6YwQ570Przrqor67ub17PPuLJaZOZlV2zD8TZsnrEq9ri2CHUGxPoq77x3coUtSv+HXVKqaNdpdjBQbc27y"
    "aPLTn885QsviJxnbHUH7GSYLUTyTdbqzDjvrl+w+r/Kz/TvF8AiW8bsbITFbcPUTIHvZ8AC2Qle3g7zu1CWMuw+Wrsyvqe8Vjftr"
    "FrBTJ06Ufod0XgEtcqOUeTvX+G/wq3bjJI1GdBmnVrcYcBfZ2Yx/5w65QgvE0LVf0nvhPy6Hl/Uoc3j5WOfX2WlwvQwTi32vUOP3"
    "rcZ+NcdaVlMiCokkZ7HgLRJLzcNJnJG6BpJvGLHD5fZgP/mcZ+ss2MZdPBlNxKFO2cSTdc0eBG23GSvUBt74XJxzq28MkbtkqLwG"
    "m7EPzkmzYAPZrX7Wk7GG5zIXk475bG68i0Q4JWGR+VES8wxkli8+XUza7Onm2wkQ68JuzTpWFfvue8hXntc2zW/rKutJ34G1H3EP"
    "lbWZA1i5K2CffhWlOAXZd9PqNawPVHPGyL1bgv3fcVbWFvJcLdAzsdtzIY3HS2fss+Gj7U+u2nc9xqdD0rYZozC5r37Ddc/33W0l"
    "vE+Vz9SX+G6wlv8HHTaNrZr2ZtJZbMW7KGMS9ZXXNKp3qWdejBElMOWzAeuwduY5Xght+xbO5whom+nwvX+A53qhfK3TcP72DbZp"
    "J71dd8lWOUmvVet2uFx6wkMb6bGTR+Iae3wlYBcz28azs4NyWO37SF0M/S7su8Wz9nyGbGZ9tNZ9shTvPYfd80V8MjeX8YM+KDfV"
    "6fWM0ON2J2ArnlXYI9Qmg8+RrulpA9p/NzTQ62TvXqq/iGH7rUYEvIBrEyevmOvWjEIOjc3bfNq9GUWE/VofTB1U7bFJu/jnK/XT"
    "boaKmmCfg/VSl2q+54RW+BjrWcnvKzYB0UT2sOfdfBXj+iv3fYB1p5nS2VbBrgQ4r/sjDtmjhkMzGtr4C70VGjSPca1hanXgBNqv"
    "nFV+Eb7XofjZGuzvg9idLfoYYo1VRIqaBYnsKGXkgKjBKm6FtxPVVxjFvgLbVcPOovvwmZn6IRnb/itV8qHYSVtCK5NLjzjmOehb"
    "Q1K6SqlnbDKk4Y/xqcPEphyTjCLSE3e13fqlzAAmWLGq9rJTQS7kNN9ZFFdwfYKDpZKr1AFvNxanepsWcu52K2KIptIdumU7dFUh"
    "eYlqGDOlyCb/CKRjLbRfog5/WLovPwnrNgHa6wi5E5Gn1djMvnYKTtLx+N03HpU6RYtvua+HiVHZlNOZVbS9drdmnI1qRMzSN/Cu"
    "I5izfBPvcT/24l+4bi+pv45hs5PlRJ6NEKO9mpotT2s8hsFqWoNT/ayO+rmwKr0ZOyle9l1naxpjy65blfH5BorjOFwEmZghpyCy"
    "3k2U+pm4R2/WUZNE80j31+dR+k70k/715dJSzEF2kFqW7ja+R/9ofOY4zg4nuHqFPEVbiRh1KjsgXYY2lwjNObCNzdn9GvMceUl6"
    "I65P40L6pF0ljSwT9rOhMXWV9hA7dqs5VxNTQ7/eyXp3K5kMW/IdPZtDxbwMYwXbhv0dCBvQTmziZoSUUQNNgX91RAOo93mwOY7f"
    "+Ug+ZyU1xChm6CK0SQWeLyKmZ5D5sS284Bm423ho2Nf0Gb1K+kDGHpOf9CtxGXBXZ7iRnFd7EQVgN3sLu/k+r6THQKz0E/VpH2OA"
    "1NThD68iBsQVYja0OSf1QkSQraROMu6yR3Fq9mCnd7NH4Sjo4i7BfURW3UodWuYnLrYyvra69DmwVfszy+swdvLxbxa9vAHQQqXc"
    "g6SP1u1UviaXQFvMwbo8Ks/hk4MQxXwm98l2nKidzJY7LO4KVhlK4Ct8hlNUTl/PEIhDHjvF7PZMPMmJPpqtyeTl86llRiOCzUNM"
    "mWTs8B/OzuRhPw/CWSxB3DRLjJPhG9ztV3ibj8p1PqZtK5pha6ydgaxbaWyW6bBzfJ7Z9J8dZlUZa7sH45QcBbmeg99fJqa7NzEC"
    "KsMOvkK03hxGLja3HfJ9I0WQENNogyXuswZJVnWjZKyoIFbVlZCWrlJCprNiSGYF+1gCuRpx8Du068adZTbmQ4l4nB73rHt897o7"
    "433Zu7sFu2h5BZueyIa+z9Zz5QD4fjZTtQQyHsgm1sSGBqMhdx/iM7tZt9pOhhTr4j82yGZuP0oG+Dht1xBx8t2CcyaDeKd8Pxub"
    "YM55D2LxQh2KM7cvfMf+8rEMImdHDuTnTdlPzqEuj7PWm0dbmWLfZ4rVc7cTV/lue2WG4VOs4OHSizkR819zmAHJ0TuxD6Mlgdj+"
    "F2im5nKtGNPXQzhnR2LlpsHKbVG7WwF8/lJmj2xuxPBVduNUh+CLD5f2iLNqZBs5Hn+Cn2i+7wy82ZHwxp/AZz+H7hqN1S/Hu37t"
    "kXMirM3d71GzbNLc9emmiGRmk5KGHf0M3uFySMk4emM74TfM4tqvJS7yQGnqdaXjHk9lLEsZLUt6nukgcd0bpVijn3VlsFq/x8n7"
    "1tvH+WpY1dPU+mE2EUVnDc7AKXjnVfo/RDOBHAQ9fBp7iXL1PTzPWnhPrxDzspIMYqbB7Fwaps0h9GyXwAqcJn+w68qy+R05d20d"
    "JidAhloFnSDj3+k50KefQFo30apZFm2sOF/J5cO2eKTpzZorNqU/TBwLhSFg5EDqChtA2EzCVhr36Xjs6Se6mPXv/bP+hzcyO+em"
    "nxMZ/HfzkA6QvnIJkeKWwJfciWijv+TBzl0LD3UXkTlc1HuiZ5ivJI+By3Q1krIM0ktvxhFJnQQZW6tf4+wEMoY8KTZndWUmj/13"
    "vljMd3crd9tNSIxn3F//7LL1UT4i5R7RuJS5hDDrJitkjTSG3/EuTtMP8OhsSmudPsmuwa3YaYt4W7A3NsyerAQkqlRPlnz2E1fQ"
    "T4ix4r4TcUpvj3WfthXp+RP7r58cKrsZeZRpLmtwo8QhToWJdG0Ym8VE8Qoz4hyD0/aWvqpReJqPQAp2yCTI5CDjvMbZPo/R1MfY"
    "szFylDyOOOFi/S+8ur/OcDxA5rkwYr4iTtFVq5v96UaUjmoyfK7HXl+Gn86DJXkHdz1ORuFeU3Dl7NRa4gtdFjTR6zU7NUm+Dg7B"
    "TqzG2syDjt+Is26+Xjkk3qZCrJ6a4xE6Eois7Bly2W+0Ee/xFU7GWDkTZ78D9v0/wQdY87XELzTdvkorObPvuitNJ99BBrWJlPek"
    "OoSoEJli4xmv6c9c1S4uv136Mitdpe9AT7SUGXKZjJUR8LFtpj+qdSfz98V6xpin/wIWvSX2726szhuIwc7DeesbXChbpG3QXqZB"
    "y3/EytInWK+l8Nkts9tfEupwqR3qRhd6m3HPbeR+3UvSuBoJ4piGqL+E/fsOEfd0cZVNm9XaX1KZ6n86PzydflCZTse+GJZEPjPu"
    "hguTTQ5IQ/bbIDfKXWpcXgugrXJ0HFZ0BRG6j5Cr5A5ibBTi1N7dAIvMo2RlDrOvu4Zo1q6j2yY+DE/wYNo/63euYmUk4idToz6q"
    "Pt2f6jgnU7foDfIr/MHN+P0YWQwfxeqMv0MGGmKMs1m0mMdrTvnrHiRu/vUB5kUL6C2Wc7Us4rAZkXV4mvtwvjdBQxlHTSO8z0Z8"
    "/nNI33B4v02ZtS5ilsr6Q6xL2PXtVbPX5y1iHbv5DatmjxHlfGKIz2l1TMOz2xenxzDK9zAjYzWf7bCXlvnsKPvjFO7FibEcNZ68"
    "1ezMcTmDrD9Fwk5my+CXljE7EyPKzC7WqGN+diWRqREc6LFU7Nub2SEZYgf4Qez+iCI2tFnRoboeb32ZZNNiXw/t1Fs+gFa80dcY"
    "T/A87vb/bHaoawPasv7o/Q7J8V5oeqdtD00DjtVb9H6djX9DWZOxOh/Avs2ChG4Rx+RrseQGyk2CUe8EaIMA/kA2O7tWMNe2HG+1"
    "FfJxTBDHilZ5jPZWjFSrmQE+mieppYQ0lcm7dPSTJjPkJb1V5uJzz2O/BgWzcH3TKg8xP1rhZ8GTvH/I65iIzyIr9iyfiCspPzd+"
    "pX6rD2EdzFNfhpVfjk9O1YXyiqyGlTgsWIH3s65xQzgaht1/DPJtHSqPyYnMvG8h7lEls3HhTG0wman8dPJdDabNDJ3WznBPdsC1"
    "xm7lMzrtB61uNrQf9nhvMe4Ny8eGiF3upsOXs7/mc9zPOE6t96uHpDybg3UZXCo2oVjEfO9OfD8Xz/OkPIZV/oP6Yx38mCJogDmc"
    "QFTO2dgqPcQ48l9yPLx/m+VYgm+/KT/CR5inPWH3r8UTny2O0STEOelqIkutZ8UsxgySIY7GGf+bR17AExfO9PTHiSZoGqQr9myY"
    "PCkue96UMYrxNPSBrsiBZzQav0Y8ap1FT9eKITu0xT5cQxS4vZhvz2IWPsT7voRvv02NMUA+xx7ZZFVvVkz7kousQh2epVXMS8gb"
    "thlxfgm0dzzTAadEEUhiDcq852Zz2sWssh3ASLpQbyGncJSZl/asEJo3U8QVdEiRhliW8hMcYb5XM+JwJtjREWXXuc2LWmU5n/l+"
    "Q3WxjjzD67VM/h5OUGb9ycql0VlDZFdQP5kUxt4kaU3Px9nphD2+QEzXLWcONa6Hken1HcRpRzIv+iZi8/ux9oeKycSjGevrUC/S"
    "NXBbh/pj9D9837PS2zNURpelNeSvgdwXO22reH4NUeJx1r7rq0D1khGyBvJaCj1uGYNJkM5D8HSPyFDJy/hUtcwO1Ywbx4rNtaV8"
    "9OimdE1jbvZ1/NrMYYjI2yaxp0i1pvnXnAVawbiofvzRNtC3C8lP2hirV4mTZd52kkyXEZ8vUK9tLQtj5/MI84TgI/2ImKcQEWl3"
    "rONSeRJvXYxzeoB8z+pLNXyiEKOvjdAe12WdFcyEznoavt8MwyHDE2/H98foXXo1ortX8RSroGGrcern6zM2fxHUz2uVzZ2ZxTkc"
    "y9Ds4ORERDfyvd+mHIcZE8bptRUhsgnjNNYQJdfql8biHYHc2KTIVdiR97AnNZyBGyCGhXGl9IBvZPwSO4lQN1nfD4pxCkpZLTZ0"
    "T6uvj/IMt0Ws0gyXVZDJ13gGE5yECdGLsLnLApw4xx/e3WcMQ3UQWko9u4PL4RtWSYLPfawUsDJZQb6IzmLZGFfHe877hVl/4nNP"
    "ZyOTvpejtnMkncVO+rk2Z2P2qzOZbfWJ2eqYXWu5fFo2kMmKeekwbvI838ed4Nt3x5PP10bBE/olrMtDwXh8d4X20O5BFfzv0dBc"
    "SVYL+kgV6782r5HLnGWSPQlJsnunK+ALEKkMhqZbSDyrKE76TH1V3sK5DpH50Z7hMtZdFnivy3ohLSM9Vw3n7iT4h4Vyj7wIGRsn"
    "K/H/SnIpVMOump2uwflNshNqf+Yp4qzF2ES85QyWQcOkMcCtX7UJceBqWOHZlz2pMc/R3kEegF2yqTljPrDMrCFRuu6MWIaLTuQc"
    "WI9JupaZwFx9F1dfQGyM/8jrsoseqnJtS9gDH2LG8woxXolB3ONsvJ1NjS5lDb1+r2YGtPWVkOJVONH/RIQ7Bet3jLwv73KXorxP"
    "NTFqS2hVrLPhJDkdkdICPKGhhtyG2OBxsh782EAMeJGUZfIPyQyLpOFvtw9awZ5tpG9v096dEYl8iOj/GK+HHW7RUX7GPc6VtErK"
    "BVkXYM8th/lSqoNcp5XyZuoNeRyW9wXdBq//FeiBSYjDbtdfZLpMle8Q2X4ktwfW3zpdR+B9j5eb9BvdCM9+mzZn5jCsU2BLF0FH"
    "Ws/kejxPAazbftgxY67YzbkoQxmzHPydWN0i3y1Z7VE6LUvmkFusdt1CHIJsKSX2AkhiT/YkXSpWgdmMt8jXh4kin6JtbSG1VlNp"
    "S8ppdf9LlNQCYmRY1GS9ydWswMU8Xkj6BMd9rcrFkcK6SQhrH/dTnepxrNTnjsu8VRmM746QdM4ySTtekOkG6yy1GYn0J9TXwZv7"
    "3shUHRQph+T4ADO3Mfh0CfISRIkKIGRqTPL50/iWMdrDX9ila3N1a/CkX+HbNoXag5mhPbRWLRl/uHrDDYzHuuDTo/U47MhaRKXP"
    "BQfJU3qbbBA3N9dW0swF6tE17D2OFZsfv0XaIT77FmdmGmK/jnKW2Px2E0l4ZEDjih0uDuN3X3Zn/cL+a/P3lqpNjneSK7DPhZzN"
    "/xoWsin8xeMQ612C+Gsa45/6UdEO9LMk5azoOVbZKvJYzyTmz8/Br8xIrYa0jIbUvMtu0NMYt1bovWJ9sXYufmXs1FwGc/KhWF3W"
    "s4uYBerJLl276+oMZ2nKoxPXMHujuHp656LwKO2fZ/Qd+IM7oHWz5FBZRDSRu6ANzmGfXSWRxxzOuvW+pOOK9vxpNWuuVjHez695"
    "BXG1K+kpdWOHncNiG0DPcZyUs3PcvOx8nONcaKzVeMO7xFBpHHboHPJQfseO9xj7EcKsUbjoOE40h27QwHPVuj0HyVLskqGq7oHd"
    "zuZc+7nsv3VzwCFWiHpKGd8/xk4B14Ne7ZFjbKavv3zDmTOrFc2Hhh4I3fA8bMmEBtgTr5L/4P4/Moe6ne9iSDo3BN/iz2sQPbSD"
    "hWyJs77Za7lyTuNbl0gBGTx7kGngbFiXHD517cRjN85n94HmsLOYg6sUwnIbL4ibqC1BZNoC52aBPgjr+Ku+iyd+FPbzaTzXd/jz"
    "UNz5JGI65NNTDfO/kz1ifNzXfo5jXOy4qoyD5WH9QQwNZy4nf3/Deu6Aj3WFvCj/kgLPCBLzdYcUfQ9jcLF4YW/I/UrYwxquYXsx"
    "HsNPUx/rZ7CUX+m/gzv1suAouQyR1G2whjYlFNbfaf22YV2MJ8jwzjbrT6nJcg/3aLYOw1vfE3wjH8Nz2iDfi0PuNCSyXWRpihN3"
    "pgTW/ErcdRj0/rN430+lU7C//Fd+1g9xlZ/E0CAMVcyi1SbwwwzjKReydBtjtAp6VXHmWI4RQ2BpjBhQOUng0CzizDDEiXdQSIlK"
    "sEengqw9xfAHoz6eTnlm79o8rvHA5nGCOon72bRSG0lwNmG3XqW9gya6RbrqtZCxe7GKo/SeoBzvuhNrVqbv47NviGUrrWNnFFbB"
    "0K5nytv4+9V45+vlQcT8p8rl0kTPwb0OgKd1LH2QGtgri0tPxBlshHhpKf2ecsYdj0t6NqNGD9IZ0INX4E3maEqe1R90PAzXo/IP"
    "5gPOlm2Mq7uR7cD6hlaT86at7CWP4DsDJJvIqnvgYb0FnZS2Iyk/KZ7wvS695TDs5W6et0sCQ6qYx0msqfhuIe5pnb19ZIIODVZC"
    "bhrBFzGE3vcREazGu2/Dk3WR+eIQSl6BPAVynKR8hsHetokYI4RZ3GfxTHOwTit1It75D6zRFqzI+/Cd9oL0qkdmqoZnaNngEE91"
    "e/r5S5gj3w2/dD7eZyt8geOhBdcbSpbY5Pdim79HBNAf0vSHt2YHMqJy6O8pRlzr9WfW9a1mb1wAZZAow+45Ab7B44j0Osk68o/n"
    "6gQdr8ZG/6nauXqHXeQRxncRdqflM76+nD5/P56SbO3Emb29ZKJUaf1YyXUZTdIZ4sDbo2pym8RoQ5YyyuhJW3mhdg4eCI7kXEo3"
    "mYPYa57+mLpS38I6zYT/04JR9ffY5//Bdho+ZCcxTlCLsA17Pcyu+BAxQ+3XbjJMzvYd2rnM3r3OSaN3oBP6yRvEKXgG0frx8M9m"
    "YT126Mv6X303WIjdzpJ5eNcd0J9fIzZsRV6uMD0Bm+kW7rblELqJQykP06uxTM5AP/ttMthV+kgJT/WZUkpPP8RMaxV2LarOkx/h"
    "f5dHZMowMQgd5k8vSXNXCdltHeNXCf3uC4lpOoDdAhEv57eI1ZtdZJ3HWv1h8hGkbypztKtkJvzYm+Uu7HZPxBtnsfpqtvwsfG8N"
    "8VCvp7WO+2nhHszXGBtRhJnPGq3OMGnle39sOHf5Knmfla8mcpH+C6s/FtI6Afrh+cB67psTHz6d63RzO0r2iAsgz8fiWSbLVZz2"
    "y4cfcJRYLd/hg1az8hpnBuEwerzrsUPdszaQd3kLbN4e/Qr3/QWrYF3IFjMZ9sU0YhVajf8usfMXo4e7jHbfZjqX4k8dyT7bA9Yr"
    "UQcxxiEu20RQlT4MTTcY3ncQWO66Eju1CRbiIOnBHFRITkSM+w5O+8MySAayk26fv+DmOV/6Uvgyb0G3jYB/Uw0N86o+Az3YWvJg"
    "2Q9H/FPA9zO89i6cKewIvdxdrkV8X0Tbtoczcx0kzqy54TIVs1bVlxzYhUTsWSrlDSIIn4h12Itobk3pEYXZhWDzJL2hP1+HPG3Q"
    "b8SQShrBT1yLfTH0Q0N4UN9LZ2u0m5qrs3zO3ndDy4hxqnJ/PMkKePo2E92fTKxxZu5jPg91MTyLrdybqO8FOZvnKcypxmQdPZLQ"
    "VhnNUY07xakf4v7+1fCP4kSIq7/HOUkfL8UONRerOwwsm9MqZGRk2YAaeJ9F2JEq3c3rmzVJEmerFvXeZq1Gw5+fCG07C+9zVtBH"
    "z4Bcr4BWOF7ewSrtgx0aLoaBmKPGXbGB8bB5p6ezu8kyjC7WrMXJVj8/49b1EE5op9lWlJNXdmfHTJtGLgoYvyYZ3bsKrqE6lLO/"
    "xPVMhSnj1qHRjrhgdrdDpZw58DjxhPsy1nmD/XZJzi0YZkcfsZ1aw2pZhKi9liuq0NMlRZzOfeUTw5+W87A+v8A3X493n6MvyN3w"
    "ylKZ3Juh/acyLJEJztbukjJiwmYzkqxgt3HIzwa6KGCopKvc9px76yV6hT6X9QKk6pogAlt9rIzSqtQNtJcxvkkY8hj1nW4JxnPG"
    "bJPQP8/QO36zQh/xh7wGtf04AGuzB3uX9LnQGmaG09Nti3UT4vSJ0DwrdLWswCoqtM1mfQOnz653PNEuTPMWkrGvjDp7p+/KNY10"
    "MM65Q214Duu8WSvYl7ZJx3OSo5f8pjcjQphE/TkfvkUI9rdf8A881RnSXSxj0o+VtiR+jbFvPkLvPNfzzyYZUVcyZ3gZcVpiOghP"
    "+R95Tmz+prlcol/oIrGYtR9iglkyEv5DDlb0G30OUXwvuSF4Wd+DrfsH7mendg9O+hR8Zqt+z5njIux8uWcMdx62+nX+D5GPctml"
    "FvVoa9t4mt7B+r2kbyMenQRN96J8C4s5XU/G+u1gbJ8NX66A/k4hGU3zIENf4QTXsIfCYbwlOI/0LTHIxmIlctRqdF/CA3gZ6zcJ"
    "n7Ys2IGS8BPfLmvRUxwuTlM5jIiJTotnsd847Cegs+H3VHmssASzLCnipRt26VliNcMQ+0AMe+9zvRtrESE2S8DZbxfxRa0LB/9/"
    "AdbyOX0fZ+EFKZP3EC//F/s4WV+H5sxnZGMYl0NlBu69m1ioVpkdLY7BtECr/cx3Y7FzOp696zY5Pw9ydbdY9L1V39bLpcafrUuk"
    "ipJa6Wtmdjrfx9NeJY4hIMbO+1OY47gD8edVcjFkNw8+jqGNjET8VSZDPIbcWezEi3tbl5fp0erLPGpdFmrTodfKHqxuHn0V6/Bt"
    "AZkyXIYvae0FsaTpXusJyxLH9VwMrRDjRNdUnnUlrkIN5xuqoCXjPvua8rO7Ffx9iR7EOdo47Ug1qwHmZQ4R88cD9gml+0cjtN1m"
    "ocyWDJVjxU2jdKHmsp75BfAS9pECj/RdoucRISyPudL15BXexYmRHETUVZzzGoDr5uDu54r5XU2IFFnFikkYUjoTkrQZHvBPWK+5"
    "fNtPETkuhbU4XWzWLcosUTlxkW261nzQKxFnrlPHSLpFL4B1vUisG7pCnyaLejUz2QPkZLG7GprCWrJvWBfjLjGftFgNaWY5NHwZ"
    "PJsn4bVbV979nKyrhI0xRKMR8Irnw6tch7P1E070ZFkrr0Mnv43vrcXV3xJDEBsmXxI5aQv2ZDrWcC9W/k7B73Zh5YyrfDur2xfL"
    "73i+XOrUEuqYanzvaeifBKd+ijx2WB6lcSBWrIhe7XrY1ofIrxiG3rRq3KG06xFmOOKaRj05yWfMza/uIh/iTZboyXjXp+C9z9GX"
    "8MQpnKVkhm34XHGIKSlytuyb4RRv7XOBbsrUooEK7nyRPsE89yDpSLx6N4FxtvcjdvtZNdutZvoB5OF7nOEtOLXtEMO9izizs9wG"
    "3ZgnR0qFnKe3488VeL65qS5Zw/WLVP31ha/0JtipHkRd6Co3iFVr/9CN7Mmpb5b0TrkJdzX+x+exX8/jmebrWOzqacEocZr27jpT"
    "329BN8SJZlXJmKyGPa81WO0SZt2rU4+LVblGiqG3zoSu+VCbZn3AuLyCuYwYZG+QHII1/wVX/J88pz/qfDzDHv0OV7gMOrk1opRB"
    "8rDe1gDn45US8/j+5fx/NdFA4oy8h0NOVhjztxoGfgEroafKKxm0nlpcf8da10Wq/XyHdYGWMaZRfZHxs61Zmmc3PdEbo484GJHB"
    "Ts6JWM65DOc0Vz/BvU6nHzSe9r0fkaQTntthB/s8TVI/ZcdxjJWxfcSmvdTrItN5Pf1Ml/oeicOoMVxl7l5ZRt+jgKiwR8OuLYS9"
    "PBr3vBTvYWf2aex4HmslrrO3P/vktuAav/Mkl3vZSfvRY8XhFlXRC0z4eqz9dyxnLiINfOddHYOT2w+abw3O+SbowAp22+T6mZn0"
    "P53qeENNxGaYzGtsTnz1CvaCGMNxDvRCgqzpc+GpXQyvfhlW5jGZJEW8W5TdYTFa5wclRMSXJGtgOzgDbfyYr4njt1mOeGgTJMnQ"
    "uq5jdvBTNfaf32BT649LJsPmjZPNePa50K2Xi0lTkT4OW1X/mesh++L6+0OGDL24mp6k4VgkKekRPzee0Nme7fxyOQt3GivpupCh"
    "61f5CsIeemJx77kK5zyV/KeG9LWLeUTrf7DszGf0X5/0usjFKNfVqY7nkLk3xh7iFPvaYpz1MH9usxrj9XzdjuixhfyMde4u0+B5"
    "zcQVEpCTozIz2gk/39SP+Zxu2NkdsNDzYA8riHuwhbwjrguoghpzlDj2S6fhEtylED2FA+hDunpLa3lSf4PO+5+0l2OyRumRsBEz"
    "9U09Adogn7M8VmmohId1BJmtdnIiI+kztAMl7lGSXaWweQN8LClOkyXYoddD4p5JxuFP7YDcGR9lY3K7mh9n2avlat5TCbEXWzBP"
    "1JQ8ambr75LR7DgpwDn/AbKZj518ECv4rH6L771MzPQP8bRf68ysEuaKv9H9EGVPgze/l9wrpwTPpE7ANz+QgXo+56gKsCbxzKxZ"
    "exngGRu/8JWIujrPdYCFPUaZmyIb5tEYbW1DPrpzmLMnMh+YTw24Cat5kVidtQdW1brMh8BW59CDby6uMynmZS5BjkZl145hk+8v"
    "+cwnhTxqZ5HegCjsztQM4zqEx3m/Ptf43dT7RKKuglzs1k3MH2/Dn7dBmxWQjyXB+D2fuGSONzGiE3jnXh5Ni1UCWc09roSdiWKN"
    "HVtqpe/O+gQycAXjzcOJge0kvaZOjbV+Ofgn4sWoR54v8vhTLv+fz1qOdUmZ3szXud6P6uZxanbxdI30kx8x6qLvII/niWVED4ff"
    "bV7cdDzXCsRkXfHvqWTWNmziKpz7Spy38bLAR9WOTcpZocD3eLqqXj8xLI2uYhp9lx6Bs7aIlbcIcQuT3MeTOKtksjsePtQXepys"
    "1MP1Pp0dvCD94N09BVs+H/b1NL0ROvlFrOI2nR68C9k7CDokTI1Zyuc4hvMzimc/B/qrqRQRQS7FipXNntWwUzvk8X0dS1jCd2S/"
    "iZVqLPX371Qw5jGLNllyWZmI8U1MR5fTG67mxKHp8M3Q00WQyChXsZBXvJYoUtWcLa8go67Lm0e8DTYZPRWrP142yBSdxhhjJ5ko"
    "H2cP8uwG8IiNJ/4MeBi297u5+xFm5hLsrI2q4zB2stOM/ZKVOlX+gA/2FOcf9uh0vJ1hVC6CNT5NPsNVw9AJ/WQwnmWAmH/6Jn1i"
    "qx11ZqzlrLdp3omS7W29e7q+HkNWvW9ZzpNTQ3wyq5m3kb1hhfpJZwl5HCdjn60ho2ojcax37tvdPMOXm/F0XWEhxrLGe5QkcoFy"
    "FtJyjJVEqCgnw917rL1tI7LCXG0cGKfRMnh9pl9/0FfxjB+yLlDf1awryeaHF0LPXitWcfkMp+UMuZBZ32HBHvavNZYOOAMv4S4D"
    "5TuVTLY+XGcWKMX5q/qqijfIa/B+vsXJmg7NNRO/u06WYVfe93ZukKjH2xRvvyKU0k5Sw/4D0+SNxXkb9qvFwsXey9/jsUVWwvYN"
    "ZY/LVpyubJyLhdDw18ih8r0aL9pBHgE3kpmldXgFQ4lUN4yoNAXUqtabmsN5ohBOR4x3KGKX38kynDghw1iLdc9ZSk86xSjF0BHN"
    "T/4XZzXLmMUvo3VN6Xecnavh+bGJoZZBhNhKm9V5s2kc+FWUiTN4Wqug224Qx19XyKinBPbXcFAGcwWMr7mjhH0urITYfnfLbcFC"
    "fQ3+1ATEZcWwbLnyOCK77cnGPpLoKLWRRBmz3EMQ3YXg1ceo94eL9aF1k8vEqpHjqAeS9EmTZLa1qHOtnwNtJe19x53lKFw20mpc"
    "d+GKr4oh5lUhQmssc6FDDmE3SqHpA6ngqhpydjZxS6N+HuAoSXo8goRfVWG3ZWvP51rbz5fQD1gjfVNPCXIgWfvA6zROpjV4wyb0"
    "Fgp5xYAVNasLNcL7NoGOd7PRrvYQ9rmKHvIPmQrrd7Vcx1WxybLu+oC+Ic9DMz8Mzfy9z3jkEFd3F54hpumekapM/4FNjAqzGnXt"
    "/7EZ/OMw7MxT8gWt0MGyCvY1G5r2TcQkS7Ev3fHcxgDVSK6V3/QxnYNIcKseTbtcxtp2FaIbsyOrmG03nqALsKrb8EYnwv/4He+x"
    "E3tXSMaBJGfPHH6o+QLqNfEG7Rr01uMavakf4fdnGGaSPqL3yJrUbmLjRejzGgecMWAE0lKOEZcxdCiAA5kzai5R+gYfQ2fu0iRk"
    "ciP2cSc7q1rIk2KYqaYBzxPjzOpE3WPSXYx3cVqjqdceKc9vZL92xvodKJYXPNTz+tpMms3fuRMXJeJxlLtmGMdxWvlK5vHi+pwc"
    "zqfuirtt4Kz2NhlFbDPrb/uJzNU7OJ9j3m0ZOW1reLUDPXZXnPNz3/qpup142iM8mkiBXo813ol1Ggev8XtWfw35pr9cDq17rBQx"
    "co3zREXpU7eALPUWk/e+zDYuxt/tREQSgWWbQrvoqmL7kaVLmZM0uV0rhalekNgD5V34D49gDaboOH1WLMs+MHiGTCUXQ8LaSAGj"
    "lW+gxfeXkXIy4seF7B4wBL6TAuMQLsFTVBPl3jr2CxjhVLK3tBSn8mvm+XvhDTfgBHWFbv1Yr4G0NpVz4HF2gpzOQ3zxGvykLZC3"
    "xcQD62NMH5DcCK8ZY76ixqMKtGdvS9qDa+2l3vg94x6B43ZcwToiu8uvOEmriQ29GP/dpWuzliDCM7bAHdBElnOMQgu2lzk6B/75"
    "Up0ly2WiTtLDg0X6s54Lf/UtrNjFei3W7yFNGJtLUAk7NRsn6gdc2ebzF+hteNPriRGQ7hK4gDjrSaIkNMSxUwoJVNx7L/ZSncYK"
    "Zr7HrwoxkxljbsqwdNawU2cB/aiaOhMCCU2j5C6GrL2HJ70Zu2h9Pr/DR49gDb4klpNhNgyUi1jhjTIbbahL9UeuuzXsJzccj4PJ"
    "5/ni5o86yMFEbT9PDpFK5tnNR1jN52ks6iPD9Hyv+vpR0mdH1Pc4dBU39/ImbUojySMr2FY85QTouEaSrkCl55zijNMMnep+fPYF"
    "WF7b3X2JSPsFIs220E1l5D4o4goa74pxJx7IOkF7SUfU3SSNsV3ge+LrixtLiJnbHutRw/rBGLEpoB183w2wWoM5jbAdfp3plD2M"
    "FHKJPWI8xVYltYp+qdo0qE21tBKHyLaPWKdgAe15JzFc7ErGYq+x06ab9IKkNWEX00myw2uyEeKyH2YJl5JPcgD9hN8pHw716zKx"
    "eudnkPSf9V14aa/pHVlfqHmJVu94Gm8yTBJ15p1jrDCUsjLnkGDjzEiYnbyJPfhVqplaYJX+Q9IxlWOUG+S7r9KZ8iz2M9r88Hec"
    "d6nEivXGGd0X+rE9Io5m0l9KEdu3aPRPRGvXEY2lXCfqMzoKvpRF1HuLWyWHamue7GoyUrheEftJVp3ceqm8K1fIIOmFn62UaSnj"
    "efwxFcj18rq+FJwO3Vagb8PKPAOtOhVa5054hQnyuKZxEWp8ddNyKJtwniP8rwpP65D9LO+dzXnVEv0SOsmyiNmI2xNEu6pk357i"
    "/Cf8Orhch1URR8Ej6hxk4/dLcDJzUl/ro/KNniBzyLGQi1PZDXtyuJwNDb4Lu/0to9YD6eVW+2xaFd876jPIf9+74jKQqUyvuv3O"
    "Zdfifmf6ebtj/RNbOQX/d/0u7p+NOg2RcIRrtIMdDXEyy0Wsm0dsQnw3kc92cRI6V7O5fm2l0Z9yEepjjBKdjysdwk6GSrx7lAiq"
    "5vm63oUYYiazk4v9KQwRD86k60pWiRaSneRq8l2WwI99EnFpEaxzMazwfFiWVfi7obINJ+8hPUUCsqbma7PA6gG/kBe67npl/YXV"
    "cJ2XhHJ4R2XkkzlSjIlYM327Dp/bOt2a4awd1kAeySpfndidcRo7iEv9KdvOsxViH7hyXUsY21pk+aKO0Tt1gF4u7+vDiMiflJ+C"
    "YZDg7lLtu7/VoyVbbsv6bMbCAneGDZ0IX/Ec+G1rEN0s0VvhxV0nhm4R5tNG2CE+D/eagvuvwfey5Dl4WBYZbMC1DPtnDrRXCbzw"
    "OZC+H7F/n+B59tdf5WmcsTaIZx/BiV3BnOkMmQnfypD6D8A5eoxV4wpahzvE1tl67S7CGVwDPfMjJGIT/XhbyZNoG8biqZoHl8o8"
    "tY6e1bCd/8Yzz4HP0waa+ECc32qNeI3kWJYWEXEiSfT6pO8Wc1LV2uMmrkZsb8wNYVigjVjRhZCJLeyaaocV2k92E9krTKy03XjO"
    "ClYhDNvBTqfhxTse5ZifY7LKgP06HhLaiz1oxVipHFx5g76DP22Eht4Cb3kyoj+rQn8hM7AGAxmTdJNSZiqWkL2oCfSdq+12FuuE"
    "iFOaszi5U0Kv6ijor7YyhfWF2fibN3E+9kb0a5WSs/GkR+pjeN/1eG5jrz9JCojqZXf6nhzCL2EXLIvQD2/ZipWn9NxAkY+XQhlm"
    "IMuXHMNaYYo1+O/1cbzJkcYlJtfqU/q0xLC73bV+fXAOnm0QpyLbcWq10OfYf6FMp2gBbLJ7D6TFKqLXQzpsNdvIWEa7FYxyLVtr"
    "deEf2ctj6IbF7FreSCu7XQylfrS46W3rfXRxRS5nZ4pYIS5npbETTn8UfqfN/69mVWIz7N8/cbbW0tqeBMkYCklL+xnFPgYzxIWt"
    "tCiW24owVunEvRmIdd8JzbSV1ao3xKGslBHpLsaMmKGXFDKmjxFbI87p2x2coLQ97C9VdabLY54VtynxdiKcO21ELs9q/iTM/E08"
    "M+EY4lzqYMZ3MZ/ZDzwL3X6ZvS1gpD9G7L2vhoQvgP6biz2YjxW2HrXWmf6tFtKEnRbJBnJcVWpsAm/jPTtDn0+B3rBehUp8Lq6f"
    "6oUS87OCuzK4ok1kqTTBjp0ixoB5tbwnp5INYY/2h/X5u3+2Ednor/iu9t9GOzONbrKZNaz9TfIsTsBP2KlL9RQ8Sxjy6bRAuZ+H"
    "SvAkTsM5u0tKiKLlemtKaZ9ryEm3BVallHgpJfT9KvR1MStlOrGYMX4Vr+rmPkPYs/on+CLsj4kweoswc2A7sAFPG+VEQYj+5eWU"
    "Vus4Xq3uDMa9t9rLIz6pn3dZh5Nazm6nLHFzDPl6r1jtrbWku4taisvL92FGtX6fvBbJIEsa/QkZWT13ZPM6f055/Hl7lo6SnoYU"
    "elPOP6gk6+H+eOIzidtcgSepob9RXyzzK+TmPfg/BfqEWA+HzRuPgD26Byu/rzjshRiZF28XhzduEWxALMWwthDX01JDDKMa8glf"
    "DylyuXrzJMbJb55VdYTUTsos0LpTecM9c/wL0H+uKvo7IteoPgTN/6VegdjE8MlGwRpPgx88VV8lc1A5rp0gR0oxs3kJWmnHs9Oo"
    "Djd5U49FXUPGuyi7aA8U5+F293NDrTxmWm1+sqlf322MOGoxnvtJ0iPHJDzucsr3KZ0l+cTaPUR+0tuY54l4W2Td+cXUEBaRNPMn"
    "eyfXyOmGtohGjWO+ZzCX+ZDJiKKH6GJowT5SorX9nGmPMMK42Wb5bQ+71ol/ktR0s/QreOyGMH4W1n+ddgvuhk/SS+6GL2ge8mWw"
    "6tZ5N5m9EFtxN5tLtTubfuhKvqNW0pF2Nkouj5CfoFd2+uZpla9Y/z3iYYnHCbtJDNkixIpOAbE6r4ZEb4aM7IZe6MwugiL4ejvh"
    "7/TDbp7CeYIO9Pssj76H/+Vz+vM6TqltxDWXwkq0w5O3gEy1hV42C3aglNHKG26u5bMaOnP1c+fWJ6PGGnUjJOET/RpxSjYint04"
    "8zu1UVBEdoFPqJFzdaPHqXQVjIOJmdbez0ZXMtvq7EIvSTMdh4mwbic4j9WIozzSaktx0pHATqUY73+BeMX6MHM49WEZsxx9XCxG"
    "3c0JeJvurGDcbp7JVCL0NYNf8yy08SL4lTfKSzoDXmaVVGIH5iLmPA5rZH5VNVEWnpbjpa0kfUdsOz+NmZbRhrDpTB8YvqSreDWX"
    "fNrBKLtle0qFn1LoIg7PwlkjQz0z/g7TTefCeilR0leSPeNuOQGyOJ81Qpt1z2dH3B7ig1q0ls9ozTLXl8BqGtrvA9jzQfBwO4jV"
    "5L5EXDECb/C5tgvSO50kG20aldz+M381oWnujDBjbmMnsJ3Zic/WMH8e1R/Ykxdhz1hUz8Z6Wj+HVZGmyG+4x3syBufNPKb5Mpj9"
    "DV2IBDENlsQmsZ+DTjVcV8NSbI+o0FAUv8LTXyn1dyYMkK6cIRpCNnLTMtZHlWSuPUZsMIdYF2fXga3qlZIkdthmn+c0G9/GR7HL"
    "oPeOxFsYs+axsPLni+XfvqNFDPnu4M3EJClgbfJH+MZu/jUMjeWQ8SKsQlpm0zoGbpN0HqnAo4hF1SL5AZCCI6njKtnBUEAbsJfU"
    "zx21N0+e67MzqWpMqUqxA7KphL3H1cRX5ROshH2vk9VYyhfor9CWp8E+zNW50kKHBCnEtlvgV6VY613tmUOV+BIrcAJexhkZDnm6"
    "wNiGpWdgOH3190oV6+fMGlQyAqogCksVJfB9/Tm1QG7GM76KqPWywObE28kmnKmU72aUTC9+D3E1jv1lHJ73aLEoZIdMZifNVOzN"
    "YtqCmF7FKZQKfC5XXU9FMTv2huAsGJumYUhaD31f+dRjoaq36H0yM3Oqlb5K5ab72jOT0EQcUs9U/acaM8UeSNPBWIVDoGc/lLPE"
    "6vX3IpbYYDl5NQ/S2HivlHuwi+2JC38t1vqo4HdEi0cg6vsB/rpp9/3JP1UFK9IOUVs1swiGn18Xs6KZuCqPw/0NZXpd1M+EW69J"
    "GpEhlmErSnk7myIHcjn3Mcn4Lq5d/RRnW/kGclDpGVvG4llXiHWqrSL/41fw7+7Huk+Q+ySCVXtPn9HiVJGOxDntqpWyKyVyrhgm"
    "5DB5XdcFr0ASaqQPdqua/EclugbavJRYKbWre4rHC24sraFdTZe/Sc6XFOu4P7GH8Qju8MmQjV/wedMUN8kSxIPT4ck8jrsXY92T"
    "me6qlMYznfkhz+XjJk8S7B3YzGqi1nkGl5M1H8f+Plt+hteWq4dLS/jnG7ESW6Dld0DSXG1ki/canbz8g3Wa+qPD6xgZRn0eupKa"
    "cY9HiEn6zGGC3SIuIkkyT7IPe5VTGaZD8TMtl0Kb2pPZnNAT8ibs51BZp9/oSzhJzYLvcfJ2kydruR6G0/AipPJjPP0/EfMVsiPj"
    "M3FMXwGu84eXkSxm1i1iOM77xS5jcYQM5rRGmDXuakhvKScer/C+Ub4mPcZlmHXZvbJmpnbCe9mOT7+IU/YwbM8zWiSN9HeJMOth"
    "WC5HIEJrTU7DXXiycmiWCjIiljJLbNmyDoglW0COFkjcx+vGchPzyPUOy/B0H1lW+3i+mt256znT5LC0KtmFaJOVo+Vm+Q+7BpOc"
    "b3J8ADavOkPWNFA7XA2veD9YwK+hxc7F3+2Av3y03EqUziI+z09+Al6kr0d3rv9qX+u/8c1jpYt8Db1wJPydB+F/tJNzMha07rRD"
    "S3GeczSDYzWMFbkOnJbIZfXa/DmbipolNveyncixvzWACGZ6KEvW0Orcyqq48Y0liZZbn/8WgkYqZgR5CvEoX9a9mf+7Hd8fK5aF"
    "KiB67FJcpSXW2ayZe37JxGK1/yTZ95pG767xGLlx9klGGNEc589RFuQ4HePncS/V80seQOm7Ah5rU3j4LzCSb0U734wIAY3FYTHH"
    "PPqo6zYa5zMNEcrHXqwEV3kOFWf3N3pdGSUSk9UPV7Eb9Hfs+madoDfgtJ0AS/+hHiNXQgoW6VPs5jgGJ72Y6HwRIlGeI6W+mh0i"
    "H4V4D9Dhryf0PGLeJPwaOCTErvTObVZ8A1el2uPAmbfrssiGuW+R0Agir5oFXUmc0Fos2D/PyzSWA/Qu3KsYOnslIvykXgkbv11v"
    "lnFB/bt9OK6+Bv6lIRf2lR+1mxgK5nR2UTlNdbDHjBA/DWV1mh6if9F/pewLKqMeibCGdxq9tf3E0A3nYo9s0vo8ejwD2Fdg/XUW"
    "kSyH75dNH9FQ1bfS1w0R4fU873EuYh+k60rM4TNUUaueTKwby7ZWkJPFdEdDcUl9PzFv2aKzPPZd2kzVdilkrbYTowolXl+UWqcx"
    "URAtb2W5lVyPg7GUHlxKx0ODVNALcog9joUmRfwL67kYB09toxgv3YXQ19Pw7yz9Fp77ArxfMX7dCm1/KaziZOx1GdanMU7ecuq6"
    "NEOSzcE+6ztm2nOFU5wjc91RuTwHKfpue9TxLbh+2Cw/UV5ffudSKWfE6DRIta+CLcK5GQrbnw0PayO8gTPh9T4Aa78AkjgBFrKj"
    "513dm5Vu47bdAt1bqP+F5/GeWBXyRfkVXrFFUB/Bil6gF5MdeTsl3WUICnSkLMEpugYnIeI96WJyGVr+7QBJNKDfHNZ9iDrBznBH"
    "YgeatnwZlm0EZNks0zv4/XSc3oHBLO0FK2UVH4v7uzOH41A9ypkDqk9CrJZfyK4369mpJIK7sXfeg+cb4Ht3Y75LxZ4xn/141b5W"
    "5WajqrymsSpwc3ijcc8WVckJoJOYx0/6ynhr7+unWK9PEWl9iPyuT1jlAetv2J7TIU3WvXCNlHo0hTits4vLSlkdqfKoeeXQ6e0y"
    "9S1DMPgDcnUB/Mp2chVslPVmfEMu8jOkHNoqlzXGV2xClmir5sf9E37FU/oIJGGZLoS0LtFxwacWbZLPtYydWtYnYdwGNp2yUM9l"
    "5LSXn8RMaV0E3augoy7Fjh+GmMQQUbbpu2pI4x9DIpYx/rceq4nyO2O9QvjLy3U27t5b9gp6wve2Wc7r5THokm7wIafi+6epYaP2"
    "kBbBT9BqG+Ud7M4mTU+kSp0qlfiMY9jnkR2aXCn7SnIbtI3m/5g9DrFaZJny9vIRJ0bMAzHU8d6QilXsF30FpyaNRNnSowG7P7Xw"
    "+5CNd95CVK9VGiJXSj6s6I3QD9Weg/JydjrGWKMM19ECdTkjXN7KOK6tB/117MZg1hA2sEfkBHkO3xzBfJqx0byN6ONp3QapuUEW"
    "wbfYQv0QppdVColYB409HjGBUm8pMYKqfL/qSs5bx4l5Z12u24nv/Dv15lvaOFiM82qIM4a7czZO/y5E7YEcJnPoOcWYXwzRe2jh"
    "OYpGiev1t58sJc9jIXOqa8h+/Vdk2vQ/s7FuXcR2qj9k5Rh5S/bl3frjbW6X9dBaa3SoGPbwDMQdqyGJsxrIu9T/k0p249u5Kiem"
    "62PeAu7Q8Xo45N9muh6A5vlEboHmnqrzIW+PSjYtRYxsWK5XMqIL2aMpkkb/jPO8ut3sR+/U5cVj0FSmA/aWckaxcaJaZpOF0hCQ"
    "JnAedxd2YA932RjFXK9GzM+67IB2WKXpmpF6HNgIsw/lxCmo9j5rjUfRT2Y6tF2tutzLVn+em4eJHJADaaqUKZDWFVol78O7eBr+"
    "ZImf0zYt3ItZNWMeLMqwCVViRfpDOy1lbctqjs9hHYwtfhV+na0TLX4OjCvjRZ6+qOfkCFPiy+gT3ddAdbn+nIPr4jCPdIjUTkWa"
    "p/AHIt51Ookc9L9jRcfCV5sNHbJb75Z8SoFDSUiy9yPMuLiKM9AliEDy8J5xZuIXcm7E+YDmhwxFnBAjcqOhpRkuXKGfnov4qnUe"
    "Y7EaejqN2MVa5C3DBAkx51g/Z4PNjjjvdpDUeBkqpBcZ9zg2tp/5fv1sGvRw6UQMus+xZwdLDnksB+Nk7wNZbVWHcya9olHv4Y2U"
    "NFdgnBPScXZMmywdJu49SmD7Y6whruVcTVOyte72MevJ9GvjfMP6LXr9vCJR3xFlO2jexXHiOnCMRc7qnCF1PfLHS08JsVe6kr68"
    "IYi2RvTaRtqI4642zFbj0XDnoxMnVB3Hc4g92MYXux4/mwgP5w/YgGp83+rwPbHGH0E2G8lGXOMAWCT49Kmzgmekhnm7Iqyj8Q7t"
    "oJWymMpqEM1lpCT9xKyblNnIVVsLr28U1t+wGfvJv2QTJ+s26Fzvs6f+pocln5jRJT4PcK9HECn2Wd+WRISpxaZI+fMb0nRtI0FJ"
    "KYQGd/0j+VijLpLG7e/gc7e9sDsfkQ3P5nANTe4DXMPwZM/B+SrEyn9CthzjNvonkYiG4YzdgtVJckcqKG857As1Kaxfjy7Dzu5g"
    "hvVlrPLjzGWvhE62fPsZvmLksvf29Dvpwdaf1U3AKiY1zXFXTOyHKuq+NVjp8fis8S/2I8LQNuzuMn0du/gln3JvaYE3PpO8iceL"
    "cTPmEVnM3siQuYdxxQaQQcT63MZIiPnhYmq5BK4RIhrWOrKn18CLr2BNNl8ni3H/lsAy3CgOGa+EaxEmGnBS39Zf8FS/4u3mwuMf"
    "ibV9Bn7DCfCUOkviL/weabTV/8EWG2pqB1w7S1bJ18R7vAtv9kUwXEZgv77QlyCxz+ko/P1jOjL4nDMolt8+QbZzZ82KTIAPHm8A"
    "ffq+YAU0xQR85wv2RX2LJ/xJWqt1xbWXlO8qVd9tZrjZPcTQKA6FvY15rBk3l19O/dkO69pZajxWp6EqO14qd8dmdfROc48bUvSn"
    "ermrmSTokbfz8lzpp71i7C2L4Nnq/8lsxCCGex5lfWONPsipC8NVC3Our4JTIUl9V1ZTf1cxejNWu0+IkjOUXG9JIpKVMnNWRWve"
    "lNr7bdbISjk7U4FdtNUuY+dPNWO2MR6n0uogKa1lFU8SS6gl49iA0t2Z0VlTcegeHf62EzPJnM90nMFczScjzUW4YzcxbL57INuJ"
    "zKkP+19PZ9QwnHYi7vlWK9itdza7jev/yTpESstUg5X6CE7RZ4hOt+iDZIftLaPx5DHOZr0N+2ldJdbvW0ZWYVc/d8/r5rOs2jlR"
    "9pfxei/uc68+iTN3ivyCt/halpLDuopWs4Sez/nMAnQlBotNG65X4+mwnLXlVVpadwvPkut8qOK8exyaowwnNY/dPw490+Ggr6Y0"
    "7oEf+LW+is9s4K7bnPllYsiLb2DPGjGPYpFfK/a6N6O0Wmz3kpyJp7xEvkO801OewfW3yUuwXYPkM3nKY9fn4ioL9ctgKSTmA068"
    "BDJL32HnzHKs4HacpBKs1Wli1egT/PlOcBrFdSb3lZRqnZnquow+zeVqxGFb6P3VkIGqhSzHc+6ibTQUtm1kVU0wjiyCBxqhv+Qm"
    "r5vDX5zK2qHJ+Y4G9OhUCfnpsBTzMA7Z4QPozO74/iqcG5PxjdDUS/ULyMdsmanXEyFgO21QIU7YZv0BFvYuCcThvFb6qlOEXvPR"
    "9JXW+KpgmKsXZTaur9wNe7wIdypA5HC39IFWXkk8lpPlAmiukWI5R4fkn2aVijO2dRqlkj2/TnMb9vsEaSh6r+GVUp51U1kdTvmK"
    "x8niJj/bZFgmSjxeftLPIF8oac2W5LRjQ5nTGLmFI8xKxYigFyfHecqzMSS8Bra84PHctxL6Ly4XH2HedwI77cqJv++0R0dY0wCe"
    "m5sujGj9c217oP3mwYO/mcg16ziZuZmokgl6I0N9Dl2JTp2gVtqKPW4kb0FWJuOe/19f1wEndXWtzx+WIigICgoCCiggKGgAQQLW"
    "qGCNIPaAGhXUECxRsUZsiEYjNmxRMEV9iIWiAha6VFk6C8gu7LJs77NTdmbO+85378zie9nN+/GE2Z1/uffc08/3nSYF5NKbImsb"
    "6eNKwsol/U5U+smQODVVZ/x+N3F+s53er/HpvcwO2RyZIV0lpCvusgp3HYK47QsdBGl0SGdR7qaLQRJ6P6vAzpvK9H0RCXaIKHv4"
    "avxaOtRa6zm+IP2cwX/tvnKdcgPwZoXsd7LeT8M1GS8N97q77owQ+11S3CKuHrwbNtn6vTOI4taM7GMf4Wwat84SYjq6PMOlfJsE"
    "5dDQBA2/s4bduvuNsxle5pVBZ7HJIcPtHyOHGDkYEsHLsGS5+NT28ROc/8uI5m84ns/jZBrblfUiD6Te6S0jiclQRMRTyzrm43uW"
    "yTM0qiz6Ry9htRuW3hi+F2Hm1fokkn56ZBLeo2Fv/Tgp8ZHkGeLwE81CBvjOTkhOiHjZ5u92gAcSY4RyohzDuXA7g/1Y9WvC3mWr"
    "bizRifA+nsGKbII2/AaaYxU83d9TF4Z4+vuT16LW96Xu19vEeLZcz2t/MSb3Us69l2l7Ri3NxeGR2qk/1WP61ZHfKgN+bNjXQnuy"
    "vhhCZFikM+QVGScfwlObo1MMuxD2Atqykd7w34gxzu3Fu+1HFGn4mlnQbOv0X74GW8GYaYRnrHA6pjunTOL6Aa7+nfxWboBXOEw+"
    "gNXKg6WpwL6aTD9KyYpiHSzObnjyZK7O0/v1GblWdyTnaM8gV+fKNtkAK95wvjff53Icr7LTszZVZIiCi+SP0jt4UUdobvLveMIp"
    "8jqeaiXW6zk82w/kzTHtaHNC6znVWIp1Ws0dtmncN+CH74JEnILvvJ5cp3+T+cEw+YPOgM05Sn6WF+VeXZwcIMZBZxhOJqlV3Ncr"
    "8a/dfMc2ZB5L8dulkJ4d80wo7XPazE9XyaGlqeeeUGLOp3gnI/TEDQV6ATvbP5ajpb3kcLLpB5z4NfQe/kk2jDp6/R3FdUE7jM8S"
    "H8+Noo8wE7o1rK4bp4ufQz6N8w82/XoR2ZZriJNr+Yz+kLIS1qQqmOdtwfcx7+MaMqZ1ltQsa8Rzfw1h1apKJ0JLdcZpL8BV28ID"
    "sXnUu8U6WrYZ9oveI0k/BztcDAXIdjILcv2BrhJDzi7G6TVdsA9WeiF27zGc3Xl4xjyc6R04Xyv1McQfO/DJp5BN492owi68rJ0D"
    "y2b2w3OXYQ/aiJugMb2919ep/io9xfKtq/HpPn1BlumF8E9qoSWNzedorHMH4jtVeb7A37D3xXWau7jeMq8DxSE1Hk9vOsLosJwI"
    "VTa5uhk6uY+Yb3EbpMUwIv+G3To9WKrjdbGexCsepKYaDLsYIpNhjBipu3Ulnu1BnMJb5ULoz7/jeV+HF3aXx4tw81Jni+PljPsu"
    "swromUsl4WfOY+zIiXK6oCHvSTnXc6TH3T9cn+ZD1u6SA+SmySbWnMW6+3GyWsli7MYrkKOV+PejeNZd+JvNMeZCX7WVgTKEEek6"
    "PymTjTX7Rs8MmgfT9EfsU77+LH/RsXo1fvIQnq0ujTBTj62VAb1kWXjrgZuIv3entTuINTM+3XfkFs/Gto17k88uuA2Nsr99QIYs"
    "6x85WkxTWp7lTbzZfnzbuJeKicy6VgxNwPqId9PTPUZ6kyczwhxXP3GME7WcI9F0D676ykA/MXSaVbjCZjzJLshMHjGJbD75VHiH"
    "LXDSBhJRuZfH1/mJp7JE/0yWoWpig8WIZXcE/n2qnEfs0YTW22vrldrDvqMBvs4S5dP1IGOWMmbZ6tHmk/TG7D7XifGyppBl6vFh"
    "4/7aEU5PuIyj5Q37+Ex/KU54WyIu1XGSfw+1UITZ8melwns7rusyE9fcSgSj9XoLsyN20ubKOtrXYkj/JnIxO6/SRdwBs18BfO9m"
    "rKZG2OUeZ+YtxNnrkziBEWWdohSWIksnEWunAlLXQW6HJTU05gycH5uFzsKK7oFP+iok8VTsgDEa/IA1bYaffyFTcMot+nMdmWaJ"
    "L5VKRhwPQ4uUcBbKfPwLJEKfxHKmJ5JDu4rTvpYzyuF+/I660vlvlZDRYnXZdZsoDJjNHA8PYSJ01F7uagXi2YOItiqhvfPol9hu"
    "3iQu86xkHCxqpK6ZstdNf5VfsJ+9pmtw9/W4Q0d5Ht7TFiLbLNOP9Z+IClQN7fV7w3KAzfocp+EjGQefq5i639j1SvD70+R8POmj"
    "WLs8xOWpzt5oOrfuEOENgcp1jg+QHEqeIY3uIOax6zzfh1ixgrVcy6zl+15ROyWdDssFGIrBZJ0anCdX62vQEnm4/0uQxY1Ygcsk"
    "Qj/2oO9y2qVJP61tDE1TsfdleEKzerdDMgbDFizCWVoCzXEB93YnPPXncNKGQOdvIvvLm3i6rX6G6x54n5ZXHigWseRjxVpKLnfZ"
    "MCUqYAWMB8s6wus7EmLk6XMnrQTf6CIpTmD1cbxDE4vQUhoOQDm7lKN4K8NQ/INMJLfiDG0XbMe52IDIOgf+8cdYnVl4hqGIFEfj"
    "mpNxQjJxThdYljJ5saxNjg6+gyUYlXxLX8V1IsFTUizzxVh/1mPn5uLPAbxvJeLO6yC3DyEa2QwJXYQ9XY7z+Qaz7S9BV5bRTqQQ"
    "2KO0Xw5n8cIgBhv8DrTVA2pZ9kPYjQlaFUzVqxH19YKm+EINt6NSDP/+ZLlPBwROB7WSw5E7Ej7yb6iO8Vt5Vp6GjpsA/7kaHmkr"
    "7HVbeQ5rZWhfzTkfX0s0Nztn+zh1bpwMZ+MEXwQf8FO8p+H/jJAvoUus5+o0avM6XGEb634lzFuVMfN7kNakkP1fD4vj+Dsf33sf"
    "VyyDXs/CGZhmXJnQzlOIJFrOuLWE8WoWTzS8eOzEZPkRO3oJZNoQKHJwUrbL17pFW0K7PoRrZ+PsLcRJmw+f8Gc5JViB706Uq/FM"
    "UUZkZcxgb6JXUKpfSpgReR0Z4faxdmv+Fs4fJP9BnMRv2KVaDKuzGZa/E36/I/5cRqzkPD2ZOBq17PNw1diQn2VM9V25XEw283oh"
    "Vvhq4b/XYO/ulyXwaTphZ6fCBt4lf4ZOWAL//RD+nYO9SXFqdZKk102F0BgulneYAmZFnoCHdBQRkgrJzXcn+7wTnMXcwg6GOK5g"
    "HbEHYd2NHe9NmYvzV4ZvPa/f8glbpudZD59vUbxpNeOc+ig94dkvm/i8bYGfMogS1dAw1c8U61VOdQNEPdaiXf0sOUF+8We02PM5"
    "JFlpOl86irE9Z+N8fK+GIXCNGB59LXfMsWHcLI6rLMozvQWnwiZdhsg17OY0pKBVOguWaDmZu8z+FoqdxI84X/aevtbIWeiPeMKt"
    "9T4/m5jiotkEOTpEj32LvhwUspvhbOiLD6lze9FWV/FN3PyAxV/Z8MsCeGa95AViAOdyBnWyGIuhoWxZh4r5jG4mIA96xHL976nz"
    "NQ9pwJ5y83maBhWeU91hKpp36pAyXsapS/qIL4WAkyQqsOs7M26TPOaYB0PjnY+fXksUxpRuFNag2/i93gt/aBUs9AZIQiF0wX/E"
    "mDwyoNd6yLnyCjTgKMTK5WpYqIZMY1PkK2FxinQhNEhUHTdshBZ8MKfIt/BM1UGOS1hJK2JfQx0RKRKeCch6xVMcxmbDMpNZ+ris"
    "kbu1LbG1p+M0T9CzZLtYh3QNnq8t+2E2EA+hIzMk9TM3ibQEO4bzMKyRzchmkFGnWgfB5z+oX1LzdJKwpmoP+9KzW4aWZZrrJlb5"
    "DDc2Rn0QZ7237v/4sBF2PhlSbne5Se4lOsN/oLXzmKk2DmqFHn2C+EYOrbyQcqnkkp0JSV2HVblVjLG9C/Z/qfW+YEUWyRfwD5Yz"
    "Zm/TxCrcJoGJ5EuwqDWU/c8oD5bpmQzb2VIazu5rOnJNkL01nka2OoonvpweVytx06s58IdsQmouPJ0V+PxdPKObyt2vxiI2Be8Y"
    "9RwEScp9pVamq2VDJS/NnpXwFbd4I3X0QPqJ1csdro/Fu4XYa+NjbzgfcnpaM9Uzl9QwX/tv7NxmyOan2L+luIbNzp0hO+F9GSNV"
    "ATuKmzAz8oJYRTdG9JQV0PAuWrC85C5YlTDzIabHWx6GT+osaRVzkmWwMxGiBJeTV7OaHfaLZbDENNURn/TMsGHmEr77f5rV/jZS"
    "rI66UQ0ptI66rAYrHmGsbD3YHyGqe1IME226XgnZvZX5MKs8nSFnSCU9BtffHaYvaH05m8llNY4I+3PIvfce69qt8cnvaHVLmEcZ"
    "RiRFQyJco694fIoq2gw3F17FbqSGejQby/PdgPvtJ1ZElJqmljLbtpFOi6E4O1eKodhMgJz3gd7PgF0yDMIdxA29T8w7GIHfuES+"
    "wZMMg4dmM+ND8LmxIeZjDZfxboYRGsW5i6Q5Xhy/9x6PlruG0/jqPUf73zPMbJt3PB4aOxvXbsZ48EfYko6sSv1Riuj3FiHucwzR"
    "payen85s6VfQc5aFzYIW2avGLDSPFfAmkvDnUL2WSSIuuhrWPgvfakXczcXs9p8PDbuUs4yuE7H+lChnIW0qxRBtUzNq1b7GaH09"
    "p0kqc92W6O5JX9WI+yn7vr4K01VcTquskdOYwy7VXGh1mzGyGnUX6YYIsAcs9nCi/9XRl6iGh+Z49gqw10/Cw72UrJamJb7Vsdjl"
    "fViTZJoHJOn53J2+79EI5+PlYthTZb6jyKG/hXwtxeU6j6f0BLzfaLGJ9gyxWC+LvbM1kH7DcbB53LulhBgyZURoMNzSnbB1TcjM"
    "vEOfEoeWn0N8jIOMos1GT5fZOBuXwwr2gc25VKZCoubpYtjsCvrmldyjfCINuKccDy/0dHkXMlfAc/gBVut1sW7DddAgnyPanIHf"
    "Nu8rzPfaw1y0dbwbmmkhnjeLGbkRiBaKyf1pXMKlHq/VJLgFe0vi+hu5HNdZi/e8Fddarhvw+xMgbfNwCvaxu8eyb0Nxp0NE+1wA"
    "f7dGn8NZnAy5qyGmldXVvsSOdYEeH4GdKsIK9pDjJU6O3jAzKK8l50GHdpN/6d/EMkwPQVJayIMSBG4S22HWVuljsoaaogxyfwpr"
    "NzGPTxvh1JF1OjWFt/khosGO9M5sZv4FaC7DufgO+2Kzb/vZiZQNH8J4dpdS6l6B/2r5RfWoSUnWfvYxnmlIh9geL9JHiK08U97G"
    "ni/SMbArt+KUhZIhuQXe9A/Bp/qM3gCt+k8tkeu0vp5jPlvK5lgOaSiz9zaHXMtPtuNd/o6dqtAOOgN33ArtfLZMl4sQIy6Cns7X"
    "gbDNl0sWV7gYGqs79PPJYuxFeY1UOObg9/uxl6QY19yBmDEHOqpEd6fZHJTZK4cV3ww/7YM3OplY1a7PL8xqXwdE2SWwZQcQo7xM"
    "vqFzpDkxO97CClvO68/w8L5i//lMMWS1QdjTPjIFJ/gyGS+HyL6+F5/PR1ywR7dRJq2WX8BcsvnlXcVlaHPghWXBFvWSc/VtfR/x"
    "Qwu5Sk7Ri4L7IQEZ/lSn4h47raZtD0Deyog6+x/I4h14GssUbVXjicmkTQtxsi3GbldD6KlUN22f+FX92vlsW4n0EVKHyG9z+XZG"
    "RssuXiEML8JNRjp+x1pK5mzdi+jjRPgbP+E3Z+nFiBtexVPMxm+fyshCPWuf67AwLPvGeNgbQsts+CeL9A3pSdZDqwflQKtW0lfM"
    "bkQrf663Ma8W4yxxFaueNkn0GnNUJ9CT7iBJ74M55oprxJhqvyC73WJI1de4V46+LQ9hfayftzO9lxMpV2Gcf+vsz4QFekM2cGZq"
    "H74zD29/JM7pcmiZHjKOvRJR36lURLwg68yLsFdAyDEVYjw30ftPfSTEs2sdVMXck0l4s+xGkCti6uZN+0tq3s7ZsnzEymH4w1tk"
    "IDSO9fIv1NbBB4j7th7W913A/9b6WUXhdWLsDmzCOdfF9G4DuRN24WaJsZvaLIH1vgdiuYSdnOSNp9lfIx4PJ8QqtlX1VtAyFkI+"
    "DHdlqnyvmeQ6/AWfXcrsaDVXMx+/bUglJ+Hvy/Ht8+Vi6LTNnD3fC4m32K7lr/CjUj1QpjUvExfdO87NFCayeKYS97Y901VoJTZ7"
    "CbSdRShV+jF0dymz5tOl3X/BAhFioYWIvtlJ7hGbNpxDdODOWJnvfQeEw5MLE3/N+YAXQ/pTHXjtvYxWsn+7vY8qEqz7j/ZdyFW+"
    "Ql/MXHeVxwi2rqRzOJ9ZCU9BoUlMlveq61dXarWGv9MYp1MXz0SmPuulaRTe09M5i5iP61M73BBKbwZnb/brI1LpGd7zfEy9Qv8B"
    "L38+ceOWYm1Ohx5rI8OliBgXc8hkbHeqwHrWwXNUopVu03zY7YVcEesO3Ud00Eepo9yb9PL7H9UxshFSGfHs6AmPVFypFzK2sB7D"
    "XlLsszsOvcvwRq3L385oncfOdUxYzWS396X68F430sY65vdyH6+HucLDOElX6zPLUfimN0I6qqE5PsNujJe78ObFOIMLZVpQRNSe"
    "OJmibIqzLz3vA7CRb+rtwV68dR5zoDbNnQWJ2oyTdSEs7ghyFR3LDqznpZCZX2NT7kROMMPys4yDIQhYD4Vh468l55z5S2NkP9a4"
    "mjHoLj0ATTpAftae8DTfg84yX70Y+i5Xs8Vho23Hu+/QVkQSXa3/0H1yvZwPm5TNunKt3oGnqcSfCn2lEcwe8y330cp0JFJxMxnE"
    "fhjL2qxWx4vb1Hd41WB1Ldp4F8+SRRtyCPtSzrzpMniE1s02WBzubX03Zpw7UcRum4TPg6SqbjbtNQRvsVp/oEYpRIyzABF4hFMk"
    "dawDH8fI9UQ/NabMCXwN7y5Lz4Wur4WuNL3zE55iBeycxQwt/KSbPcka3tH6KA4y62q5OZu7cIw1t0oV2TRLdQV0iiFt9ZW39GXZ"
    "ibgxH/ah4e6Z7+BpPKUjccfpOkFuxF7fGXwsvXSVvIZd2wvJKIfOKSer2FVyF57U2GHPws/ai/Hk9kY02En6Sg35OTZpGSTsSGqA"
    "KNGX6vA2edByNrs5R27B/mdrFL66oS7fKf/B3vdi95NJ8zJIUrVeJw7f3k3pJyn7M1kZtm6YayE1N/sMUlMpT0/AOB61BK4/BJ7D"
    "s5xWfg/3eE++k4v1U3I9l/juhqQ28dX3CHtm7oZPPFmTMkrjya/hda6Wh3W2TAqGi+UYlustkoszshnvvAjP2BS6YxDu3F+czTuf"
    "fe47PS7xMeKi8jLmXMMePdGyX/0kQlSuHyDpuCcn7JznnGgkh2K96w9JhNwVDt/EmCnMmo/UPEZe5os9KJ/raUEU8eAIRLWGw32y"
    "WIz4tLyJ/V+O1d+EFdgDydhMfzbO3F8R+e1WMk6w3hI3cWB8tk3kT+J6lkOMtbL0A2ZcdhLlbYZHeTPsY2NxqYNdtamll3jaLPdq"
    "ejjV13ikZ3RzOvxG5i5m6Yt4pvmwgOdBYh6HHC8OCjizbdhDi3397ABjrArWLmOeTztEq5tgLt205i7PCmCYFr3ZdWQVvjA021mQ"
    "IEOTvAD+veWvB4qhzBnvonGCd4MfeaT0w9PbPEABNYRDsY9R69bwXhY9bYYMNJeYz4sfx17RFuT0In9JMIGxWA1sSy37fyM431+T"
    "i/lIWDyLKQwJrg3ObVesWg75wPqwZuq4PYt8N4jFNQ3PSTSh1+kiTePZaMv9aUIkvA1pHIOkz5RMony7eQw9LE8R4lPHtV3wHVb5"
    "a5y1rVijN7Aay7CW4/Rp4l31Yy97jD5ulJXXS3C9B+W15C/4dlsZq/11sr6ju+U5PVrbZpSz29H5X7V+7jFMjXqOhL1/2MFX+aP0"
    "EgtxnbDHcyokq+0k4sBWQ5ZPE5slaIr3bcdp8ZESJp7sIfYnrGP++mpowJsRrcfZAzwX8t5ZXO3wKcNMY/27Ft54iecLTDD3nHqn"
    "C8VNjxprVm+xrHA5/cdTiX9dx15JZ7FL2SuWZKQzEW+4h6txglST4zkCbWu6azvnx0+QYZ4lPU4UvBJtyxzUMeyBjMMaFtISj+Bk"
    "Qy3WpmEfab3eFDSDNMzUO/UDWSOnBnfqKK1JXtSIX3WVWJTq5qlj8KGNiy2CK9nbpmZywp6V1eGiFmOF/g3JfFqMgWx78pqgDpr5"
    "LsTGzbDW48T4PMJEHN5ACZ8Gz72XnA4NYD5EDfaoTD8LLmUvQwHu+KBEvG1x+xzjym/AOmc0yYPH8Tw+WafG5LEBb2/4mUv0VWJz"
    "O54bm9T5ijgPFTi1D+sfg4EyEnZuinbG7p8bjNUP8e2bG+llM++rjSS9vT+oV4jLsFVofR+X+nka61EwmTwO99lCLHnrGL9eH5Ny"
    "dsk4vOyEZ0c4xs+KnkDmnluwu63FdOxu7OUSROZm/VbpyCCCuGWK3ocnbEttGGFF6XLooFTlw6FmOOaspOcP3QAb/ay4HIHDl6uC"
    "jJueKIK9WI7T00aOkdmyHleu0lu1ZSPVMWPPqvYzFjHPT13OTFiOziDu+/P6Ntb4+CAHduxjuVqmYzcniybnB9NY3/8xuQnPfAR2"
    "+mmJ+zg7TsyfEvaz2Xm5HVqjJTSt9eYZrvyRcjRWZiNOq82btIZ2LeR3zOvsjM8cw9GJwS3QddbZ/6xMhL9qHm5feHYbEGmt14BZ"
    "i33kgvgLrjYLu7AY+/Ilz2E1opBTIXs9cfY7sPugjFqnhl5Grcf4qSV+T4bczYqdeYPNZBZ0W4gT2yHipJ8MS14Ke1AC62WZuJ3w"
    "UKvSbImWUXK9X8czWsrUHjbhIccGs7DDLYPZeoN+HQzRh/Qcvcmz2qRmce1f6+n7rMZ/H5ffYf/Mp16HP+MRzx6A7fnBJrrkW/YB"
    "ZUKuL5CXZDYR8UuxHzuwwmaJ/kesW6OzWL7c4aC0ltp0n1SLdFWlzHuqduJOSSOe52IdDRvnPf0cO/AI/ELEv7pD3hCb2D2Osy0x"
    "zz/6uKymp7sL6z+dfRvNWceYIuOkkJ107+Nqn+M512E1q3CdRfD2Yzi9ZyJWnkO+zZbeqwizvp2kDiriVGMJMzzGGZzwqG02I/Uv"
    "3UVG5yKPaxjX9sGPeJNcPn0n73VX/Srj/DfEbo9iNSqhAZ6AbTweVr0P3uaaRiYomkAqI7TbzYgymuH9A5OYKT7WDKSUtSGlbj/Q"
    "SLbIZqEfkxXwZO+Hx9NMntRXoW3ekYVkG30Acnk2oo77xPq09qlVD+5AjF3GSRHl3GaNn8IrY8TcjSwe8bT1TrAP3XTTKvq2tYzu"
    "jpIn2MdlrBrYUelEbKiA0xeGZtdGrKvMtE11mvc6SS6VQA5xgvQM+OgHqAcse/ownqcTY0zDgot6Nqdq6IdeHiclpscGi7DCuxlp"
    "tIXFtxrvuXimx2Q0VnwX7lwGO92djMSHsB5r4bv8XkKeU7CcPlRH4stGveedYgB00f254vDfwrhHObPRbhbyZ7JvYrVkBWxSxE9M"
    "2VzPRs9yXEPstbiu9SchxsxhfyIs/pkWIIV1YevaA59sYfyXmm1OnaCunpUwTLzfkezKaseaWZh1/RAzdkniwDhcNvOVlzLCWM85"
    "pSKed/PVPqQ/sQ1R7YvUvHFiSBrG8VZ2DFhXzE5Izu34bAl72UwL7SaifwmrVRtZUcwQx3H3Kc5dE05KRNMzpDFmn9uJ81CNgcY6"
    "T5RIHwmi/rdg1iEsOcHt8iZWfxK04ypthz1uLQXJB/V3ZPY2K+Cq49YH3VT2kKncMC2s5m81yH7yCe3neWI16C/wrqeIscFXs0Os"
    "nHll061n4jxEfYebaeFxtLV1rLQ6P6DWs4XcQx0RoVX9zLO5Orznb6SG6/E8TqZxMYYZKRqGxF+Z1S9upJ/PzYmeJKkcSn2W6BDj"
    "3EJ6yjY17Xo699Dvach7WgAP1LqbjTn5bvmOkw/TJI9xUTaesKtcSxRC8xFq9F7ozA7QRzm4Qzc+S9ijOtRRmseQf7yOWbakR0i3"
    "GqChYDXED7gDZ9YYA2r1S+xRgY4Sw8YdJFa3fNpXfR0GcpS5zR547m2aLVH2R+7Bs+2nNbG6amvcoZvUHoazGvdeh6ugPkm+3ITP"
    "TFncUuFjwhRq7m88WkY213Q0fr8jPY4YJ/U20EsbLubnrmaMEOdzDWPvvIvTHe9uM7lDUtX/3epw+58X024h1s8qibQR5+yQcUfs"
    "x1mYQ1bBn+Fd/xXSlulrDeZJX46rRYgMb738Z4vlyrvSSieYVXXoCZM4vx9Po3xbXSbfVwyUeI8F8IpD5JC6SNy8qsUu86DZ9kNa"
    "m0i+utm1/UTHC/Hv63D6c4mQWCTbWL0eKV3kf7CWMTJ8O+/NMWC7XqMyzsqr7ydR34sV5mpVeb1nWnkK+a1cH2sF5KsfORvtDXPY"
    "rxCGhnEsSRaztKdFDPG9+qdtVD1qbSy953XeRyghOkCq8zllayroZ7hIOuxz16OlzuM/JMlMksAeJzkJlCAO7W3MUpbrNrIslxIP"
    "ZgE8gd3Eeyli5TPEE2iy83v6yjbL4WLAg5wKDKWR+63nZ7auhNSUcoZvF/a8Uu+SM+HrHs4Bn/IGnL5vCYvYyuMd1qXfUclge2ya"
    "76YuzVRrGcZs/Sd0s3lWJxoHJ/58SwTQE+T14C34TSKZ8JUieBKb+ugiRckoqwhdxXXu2ArdyHx83Pcu9ZBEeq0Tvr/v37IZ95qI"
    "E2l4vuXYPYdItxFn/nO9WHJwNq2HPIs2xma5axBFm++3lsw1xkdjLNgXyFfBv7AHS1mlThBn1fVUjYdsGqrMAlaCp0Izj5Bv8P2h"
    "0lcWQn436Ws6R7+Bh/ezzgwmE9fAOkkewJoVwa4s1umyRHdB040M/qQj9Twdh1O1Ab93B/TMXlw5Sz7COhpyxQ48/37o/OWwq3P0"
    "D9IJkr5ST9QCxCEuo+P6DNrKp8zt2KzZZ14aE5wODHlL6/zjgVjjrpL0uGspLmD1zA3/veZawGq19T095ifzijhD6TglWxzW1V3f"
    "87iB9f46z8Obyr7fiDjybE5Hmr0t4ZyJVZbyoF+eEYeQWcc+bVfHdJkU4bx3U2KwRPCbSc6G5epzYhhxW7BKL+j12MctWi29YS/b"
    "QwL+oU2C5YiwrpJqxCuZehZO2l7dKHfgb6nJZZsjf1TUc42uIXLBUHHMtRFKdQ1/bz/eJVfXQltuxhk2hJ4rxfDQAlnGjHCSffDD"
    "/FRU/ek/RP7y3bjuMDEfeQJk5yn5AVIYJoO7O/fl9Cnq4J+b9l6G0/eAzGUPUAvEfmvJd2aTiWsYG1fTymerdY8PwK4a0tp1sogs"
    "73FWO1tLN04cbSTTQxN2jR1ua7uK4/l+AudiLyeQNuGJZlvl1tAnZCe7EFN8ZO7sDud33go6BU9pQfIKvU77a5dgkByri4KVOgTn"
    "zd7zZvILPYmT1U+yPbpLktyBtr7ZGvOoONbjHSUmVlTb+Cx8HXtLLqEVPwCpMxaRMo9QXI3TvIKZ54YnYC2jcoWkagUh37Hs5jBM"
    "c1wlhhG2GD5BG3xnLHyKeWlsEIs5zk1zBjl2YpvvjVPPFNMmB5Ard14GiLEGxvmchrtorDIVzE2dRbTCSr1UTmOc0EoM32I5fsvQ"
    "xR73HZIH6XG4DkmRk5j9ruGk7i+cLX8BWmA/37lGY953s1xnhNXBfG/Fj5Bf198kLccpThj75Dhx8tj6MOT41P+aMk90plg/wD8o"
    "78X4l2Waz5UrZJ5Oh8abB1tkyE/HyTjO/34lR7LfKAwbZBrBMnARnIaY9fVjBYo9dmPEY7+VUwdHYVsdTkVIXa3PWYveYoj/Deud"
    "DKmPJ4/2Nshl+003VpLR6ifWGCxHmYmIwKG5D5ZK72NY3tv1f8WZ0671dauQr0DUcp4oQfaeGloP53PE2H3j+gRnsJevkp8c5I7U"
    "sJcrC/rGpoEj8NYHyef4jSzIYA9O/70IjRNjBu1R8maZHzUX+uAK2YrfsjrLA7AHa/DWIzgjrORKTfr5aVcdinlW3QPEqqpjDbxC"
    "LxeXB8rH1X7SdsGVjARtGsnwW7bxOa2bJo+5m3yc7RhzX0sQjbyhU/V9uVimYNWb40k2yh9hi+7D6f4IKzLK1wbCPKsneS8ph3Ou"
    "HRjt7sNOD5DOsM2GKGKdkVPFrXKc3btV6lDzd6p1ahbTFzL5W5buM042chrzyXmQx5nvYzjzbnjNUVhsq2m+hLUbiKewGcqncfeX"
    "YOlWifFdtML/r+PJqvJIVdXw7ZV93z25pnU+7s33eExn+e7CKsZGR4nLGdVQPg5yijKXfc0DiIB2nhhbZkfGHaezDySC/Q4TzbaE"
    "lqJ5WkpjHjXErvgTdiQf656ts2ANi6Afw/o9/jtAUgxcEXKVJYkSEeLU4x/0EX0W79lfvsfq/UUHQbMOhn/xblAOX8mme02qDOvv"
    "WzzvIOiW6wN76j9xirLaVxhrmRWv0oa7GZpj/XdpX65DM2ZkIpxhO0l+hAaymNI6fRfC5h6EdlonWZyAsvioK2OgVFdlxGPiG+NW"
    "yHfDWoR+L2IC+60F0EBL8bd7ZRbedJg+EozVCfq29BSHDmwezq+77TOx9o4ZtY5xmpveu1Au46TDcnizp9GDtKnnfHy+HLJydyM6"
    "pBQeXQWuXI41/gXftj07RYzBuRhnv9JPLNT5qKXU9yIfxH5HPapXLb3vWuLoJLznkCQLV9jjfIU4u91bXE93Bbt/Q74bpchbGIcA"
    "3pm9RDbtrcxsdsP6Wi4tKkPYx2Y4iu3kfZ5Cy3t2pwZwOjzf4zAf4t7W6joyOO0hCtImPFuVny/ZSvzVpJeEp/AeG+Fvzse7XyCv"
    "62IZjbefq+0QN+2GbMfIThJml2pMHQau5Zjf0c7BTZz27Ca7idI+HDs5wDODuLWu9uh4rcViGMOpK6Y/k+Ta19KKm1SdB23YBH86"
    "YAf24Pm+xM8uxx12wmOo5DyycbtYxJMN79sQVsZgF4v0fvKFXU1ZuVYSfNsIK619RNOTPgnGSI6zpJTvUUA9n8luK6vBFPGMDobt"
    "cliHhuQkWO/ukPy+Mh5PthyWL5f57TxE1VV4rs2QgHehKZ8NmssteiX+LxO6b4b2gZZ6Wc4Wh3OayjpH6U/Xo43FyN/r5m7MdhdT"
    "k0YoFVbL3MO1Nl9jptiJGiNRdllnwPPbTlmshdb8ij2EpbQ5lZzX+Qyn3rDW8/E2B9T4qIo4J1OGaNti2QJ416uwH1eKTSFV0ivp"
    "zez8J9CfGTINJ3k1p3G+x/3Waxh785E+i/tl4q1voJyX4c3PInav4bH0wt36BmODb3Wv3Ib7zYJE3ZQ8AOmv0cuwtnmQvuugbz/E"
    "s4+Qe2RM0EUcmlKSfdhR721XMLNZ7vMBSi7tlKYcIA7/9b/zXp5J5NAfmevK1gWInAwZ3VjmdyA2mwQ/rRhPcwR5wB+WE7BzT/L8"
    "9CQ2XGvPdR2jfc3FNTohKttMpsSr5BIpZSVxOVm5ctkRYzpolPxVNuk9sGLP4VR+pGcEffHkC/A0M63ugBhuuGSKzYAd8nMdzjup"
    "I36kaZK3xTTbdvpK54jhXbZHbPgtIqCRRKS07NElUq4Rb3lsxu5PvtNEvR53mmk9OWpLqHMtQ/aFzw0YvmiuGJrNQXJU76HcXIBP"
    "dhkfCs6I5UzbprvqrcM0RPu7A/HlJzJW5kLW78V5+4Sd+K9gnV0nWlNmjcqZG7bOqmnickNXSBfaqT38iXHLTeI9uktzSaHpOAZV"
    "N+0SQlS2EyffcMmso/Ea+Gqb2ZlzUH/hbPEhojNYH20Z2eiMqaeV/J7RYZyVpBB1rMP7Ma3bTuLpDo2jJJVNG8ru9BSupPBfKXTX"
    "oezfqOcasN/PxpVWwNrZ3EMpdIPjYHkSHt0WLWDXy2wxblDrG/hefysdxGbRIswZ2TVbSyoj3FMcZmc1kbEsqpsgjmsoh30IMa32"
    "kbZDxOgirqv/aHbRF+kI+tOlsMXFnJII6UViXcSdeXLKPS9ykn5NmOxycY+aYiv+Dp/CalqPSoq/22UQ64jT7VC8u/sIPUJvpbX3"
    "ykqZVQ1zTj4GfzRO7AqLZFYxy3I9NNg8+K3XBHMgIUlIvs04j/X4TDYBP9x3f+YR162GGTfHhdPRa+RBjNAbnrWKabWv1yXYLWEx"
    "7GfY6zHSS44jg7J1+FgXQnOsTzsxlIMyeBt78flG4jpb9207Wc25/FTnYgo/tURTmCMJcjSO8l0EziM0hskj5H8B3IW6pQ=="
)
# ----- end of the text model -----
