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
    _Rule("nccl_init_store", "nccl_error", "weak", 54, "NCCL",
          r"setting up NCCL communicator and retrieving ncclUniqueId|Some NCCL operations have failed or timed out",
          "torch c10d/ProcessGroupNCCL.cpp (a rank waiting for rank 0's NCCL id, or the watchdog's summary: usually "
          "the consequence of a peer's death)",
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
          "backend's own cause (an OOM) wins when its output is there",
          "4:49PM INF [bert-embeddings] Fails: could not load model: rpc error: code = Unknown desc = failed loading "
          "model"),
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
    _Rule("habana_device_not_found", "gpu_passthrough", "cause", 75, "[Device not found]",
          r"\bsynStatus=8 \[Device not found\]",
          "Habana's SynapseAI finding no Gaudi device to acquire ('RuntimeError: synStatus=8 [Device not found] "
          "Device acquire failed.' from habana_frameworks' hpu init, a pod without the device, opea-project/"
          "GenAIComps#1038): the accelerator is not visible to the container",
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
    _Rule("special_token_repeated", "nan_output", "cause", 50, "<|<｜",
          r"(<[|｜][^<>\s]{1,40}[|｜]>)\1{2,}",
          "a model's answer made of one special token over and over ('<｜begin▁of▁sentence｜><｜begin▁of▁sentence｜>"
          "<｜begin▁of▁sentence｜>...', a Q4 GGUF of DeepSeek V4 on Metal, ds4#51, round 77): the server answered, "
          "the output is degenerate (three or more in a row; one doubled BOS is a template's warning)",
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
#: FD_SETSIZE warning (the first line of its output) and glibc's fortify abort (above the backtrace that ends a log).
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
                                                b"detected ***",
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
#: vllm/entrypoints/openai/api_server.py).
_WRAPPER_EXC_RE = re.compile(r"[Ss]ee root cause above|EngineDeadError|EngineCore encountered an issue"
                             r"|Engine core initialization failed\. Failed core proc"
                             r"|^RuntimeError: Error raised in subprocess:\s*$|Error compiling objects for extension"
                             r"|Engine process failed to start|Engine process \(pid \d+\) died"
                             r"|llama runner process (?:no longer running|has terminated)"
                             r"|Engine loop has died")
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
    'parts': 'train .. validation-r76 (77 parts, tests/unit/test_corpus_train.py PARTS)',
    'logs': 4977,
    'words': 12380,
    'corpus_sha256': 'abc592ce046dd90d',
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
_TM_BIAS: tuple = (0.267, -0.315, -0.294, -1.311, -0.611, 0.265, 0.21, 0.182, 1.783, -0.957, -0.258, 0.24, 0.799)
#: base64 of zlib(words, one per line; NUL; int16 LE weights in thousandths, a row of classes per word).
_TM_BLOB: tuple = (
    "eNqEfeuyozzP7H9ukiJAEiacBkNW8lz97m5Jxsma99tVwZZkAsZHWZbkuq7qWpcFOXKw6ee93wwcMjSOS1uvza1P9bx0/dSkxxc5"
    "jcvP2ux3kuf+tdv/0ntuh4XQD54mWot/ZeDStHxQe+/bR305hrEjNjYp2S2vF8KutxfVgu3P3dDa47qlvjbHuBvIvGS855W/pn95"
    "Bq7H3r/q5pL2Yeq7Whlrl2laZiTe+r3e+mQPANLsu/0dMIpjMvi68h8rwaH+H09s5pbp43JpLMu3+fAPujdzN/b1NOWsDtO6bJa9"
    "YfZ85tIfh0tbp73BDVMzMJeMlDQ3U29AFPkyI/9tPzyNrgJpGxSw1ZZIG0CUY7u/WNj/2Y1L2s93r/t965sOXznb9/yLdpba+u6a"
    "eR/a+tmMQ9fsi2V8O/DMS39DZtOd38fq3rem7T2R2cHN7R1FOLf7sNhX7duwAxwbEO/9Bsqz31Kk/lQo6gEB/vDEk5quWXfe1XRd"
    "vW5L26eEWtj6v0efkPFmWOrUb0/dMo43NNIPELlKfWXF0+x9/XhagYE0p2Yb6vQzjA9WwD6ghtuEhHUd3x7V9yuKdMcfIgHF+BiH"
    "+YbM9NcBrb09uqa+bQ3St9tjYhU6YG19QpcSiU/YVhQSqhwgvgOFpk5kz3j029yP1dmvBIzj1M8oZD7j2Je6O6a1/tmQF30nSfvy"
    "6OfhP3zsdVsmZgzVgH+gu7FO+rlLlZcDQ2RrQM8xBOW8bAT5jR1a49yMN+BXXqjBy2080C9n/XnAH7pjmwnOHQqBz0XBPtBmZ7RF"
    "PmhZ9oTXrwWI3okqxINL2jDPdv8xd3jxgK6MB/CB29J0baMGux47KRw64lPsG/GMoF8PVAJ6Mj6JjSjfFuno8Mv47PMDqhqfheGp"
    "PUY2CBVeEmW0kP01wP2K1pXYOrdjdtrPsKNJb+icCQ+flicLmino+MeKDtJ7LzjHwDZAvft6HYrM3Jb6tuzvlS3sY6g0pNsGNW7D"
    "+nk5bvfciusJ79/QWNtHt2893+l126LV8V/LdKlyV2Z8zAM7gpB1GE8AtbwiRz3anrIC6mH3zdfhpnjuMS7jK1Emc9EHIyUt+tYF"
    "VfnaM6DWDvjJ5q7SRlgPnZUjurWKb9n0qg3NvsVAhIq5HNerGoTj7Qkha2PP2v4HqR6XG8aJy/nHXIKG9tuGEQytYl3Uqp3Mboqq"
    "nzESzO1J/umH233XCAZawvCa+n1ZRj4+bRhYx/e8TANmgf61YkixTEV1HpW6toVehWxdPfo0RxzdzKR+Wve3D0w2oPR71z+Htm/R"
    "QXYncgR3MEU68bSjSyyr3vgcWJzv27Yyw+/9rncoRl9tUiAYLzqMR1vzro990Pe8CQw7mhMacVOjdo/eYLwtAwkD4oDi7Fr08a5n"
    "yav3biiLxgZtp1pnIOozoQNKV/MMwnojzA8AmbObt516xNhHtqPrd7SwDd+Az6xv60GSfX439Fv7eBHA3Mi3DElDtjcqoJha0Sc1"
    "uBNjBWsIBTqOrCsCC1p/RTbDRgIA6vLdwtu25rprGOPIgubjgz9SNLgwflYcm6d3nRrW8OZ/J/mNmRwNG7ehNfEtvbUAY6n6cRxW"
    "sA3bhAkQ1O29LgPrvMeb1Vo9KgaUwHebQg0druic7/pn2R6cCxrVav9q+9VaWgadR9kKku7s24N96a7hJ1CrrBO3Ujhxm33BM2zT"
    "sQaZL4lpS7xZsABEV1QTGt907EfDLncll8eBBI/GyLnXrIpmqNUClmPHOFTVV2u81ythzD4ah0ZMFV9ofcyckXrRWf/XYV9VZtex"
    "yUC647XI9bxsEwlLsysC+3FFHlHFU7OXZQcKvrDLAFvUfSnwreF/V14z6vHXTAzCf/08DvxOFga/5Qf0W9sy6JxLBNyDdczTgzC0"
    "pFmsTCYCVddyiE2EzK2mJ41YyQjiQPpANJKLuzaCdSGyVWAm9iHus/mPEMbSIR6FAfLQLLFbwyJt7n+MdcjckIqBSX8PMo3/aZDL"
    "cwgT0oGXPYekQfhqtMzBGOqfICbZP25bDrLl4zGxqd4OL0JryBF7XvLE5FTr0MGXD5jOwb7F0AOm9uj1pCN1y3ZFju5ghJkVxCvD"
    "ERlOnH/ADN6PC4aEn1lNbV98Gu44IN73fbUwz8JCNGd4OoadQezsMDXoHbcMsFlbuaMxow9tAg7jzsS5exRzuRCOZttwOdid+vk5"
    "YICc9GKlRgc0RP0yP81KIzmmya+Evck5qVxUfJNUM/Gc1WZGwpgSUaGZU/mk5vf5O9i6r3NA6jOso3Hh4DvYBwULGRB4zt1bgU0/"
    "7BkGbbbO0wRPlpZlkK58v6B04B4s4Tpb+2gpBrZnESdytrk/VtrGJP1JLHQMHuB1GSQGL2TncUsrnoawf3JIn457M+580uPHmP4R"
    "Ua+hwdY8EaMnXGJFo9v+e/sMP16utwSuaexvTfv2Ua5Azj4+9s83Fy8X5lGcFoLa5hVAvMM5eouxmMNCr5mJp51TEdjWCQzKOKnZ"
    "V/EyvsVrKeBD7yCSMFlpsXDZGnKfX+Mul1r6HwdbLQ/AGgytbrwpqMFJPD74OKvqMTUK/1YsZQx8mCi1brGl8dQ8+rN3T810cabK"
    "J0ynPFaMMmhmJKy+8CFE4Ua9cLKyYXjiaKFOCGg6kOWpZ9FgaG/I7FQ+yKMUp6Hj4IG2MQVnvJGKtS+4PjVW479BsknGC++zNwlL"
    "lZfmTp5yWnoFHEHbwfhHdPBBTXBiLjFKDc6oTapYUWwUn162AKskLEDYaUAhhDJiZXCIJoNukLc3H09taKskX0A4oA1emGndjdaM"
    "7C2XP2KqkHH7rmXszskQQ/ug8XeZrZvhRa88zwTbx5rllD5NHsebU2Vc65Lw0pjoKdRAe/vb5NmH/ObPkPrMvHHdxbFRhZVTjYdA"
    "V0QAFmbBULUOWG0jW2h/Y6XRiaEYPYpEpn5jUa0rr4WLflQCRrb+7GAkeJmVzXUFl6oJOBJtrEVXJNMWxNxUT4IJnz5xNLOUVGmg"
    "X7kUa56YY9mp68t775WNxYofADlhTqo2f1FycfCORO6d3fzgh7+t2WfZjfHC67t/cqmCQAvYXEXrO8tonj0nHZsz17fVvy18WRbi"
    "PzKZRc4kNsadOemLRPbWfbUH/b0fiibk5M34Oe8GHU1nX/b3WHb2IzS6remGI6FZohIuC5vJN6UUrWC2SH3B3LJoMI6meySRYT9m"
    "8B1ksNgnjEw+WCIvfpvz2RgaH/j3yCmB2Hvkyme7XG1iOYfPjSsURHyAic6ItE8Lo9oET+lG6Na/GC0blzizSPbhiDE6NtXZXByg"
    "lKNvpipEGL7aVzvOLBXnOYS3IS/2tuGG1TUm0TmRj1Uxb1Miq+ssBtqQ82VM4jIFQW1svkFchxMKFoLw1e/joJdnLiM5b9gkH6hJ"
    "w6D4pwlZBgmL1tWEfIXy8QijfSImAROJwteKs66triIOPlvrfSMRoCxL01VAG5eJXdRywrRinBWgayVxhoVRcSFSZKxVpkuBCOzM"
    "9z7sej5lZDYdViYGZb3Z/Jvux05WERBmtFWzc1ouHIOsOveFNb//R3zb1SYSmVx8rcRV7MAmcYjYJQ/gNdorq43AwLnWgTr4YuD4"
    "7lXQIP67G2zkShtzzAFXQmePavKpUR3ekRk5ls6GbyNctEyLyZjnEhXFPoac/oilutUi3rWTFcqxM12bj9x7u6I1g/v977mgr+c1"
    "qnUvTt6a69kSFk4UsWhgxqfVxYU118HzWqZvDiby6zcs++811jqiqjQlo0a08vIJ29gR9SEOGkkw5dQs7H1TXWKhbqsosQrEhpn1"
    "ECx0q4dvzrKNy3zDej33WxcRHZrZq1xxFttWwkFRjub8zMUdc6P3YDDicMcCP2Ybr9BkWnBLWGyizkeykSZ/AYd0YFALScphM82R"
    "NMK56AfD1rOpTgE/SZdpqHwyYNdA+yRrgDIYru+I/Uubdls4m2Hw5D+HzRf27Xh0/Mgn/zhiMMrtEB9jK1e1ySc4KITcwHhqEHpi"
    "AJoX0LCYNCZdWxKN9iZMziACR/azi7OZvD1lmftCxicSB5ExxBVDQpk+lQQmsANLasNTRmNQBwFMX7NhoP7pLxRxsgFzgKpchsTQ"
    "tsCMDRee5ZISjeorTWjflTLmLMd/oZTezQQS2usC5L8JPPB/M68HA3SQJgsAmgY/Xi0uomzAzQU/EC+MkXBBwqXnhZFqRnytuLOi"
    "PCKwdU7PmzgzoF0HAD6ouVAUoZDTJLidBevWd/1z72dyYXxIZ+kRs8cLwORF4ND/n3xX4oWl+y5EIzljinoyYN0gMIkeOw4b922x"
    "PsxvxSTZtIxbNEWFJgY5Qa68T5TFnpFlK2GbCQpCErLuHlkxCeQXCtAnthojLVInVntX2/tN1Wrfyf5vzP8BUbCL+Jg4KunfBz7+"
    "7YD+aNXdPublByV+I4lfPto4RiiAvwelXR5HdoCkwYuBXbRqWsdM5qddNnuTAV1AcZeBfqffh4l+juQQr8cdZJ78NkqSCbwq22RS"
    "iPVCABTAOaxFYgzsRtowpQDLsi50XLQK9lGlczqPOgSqcQgtqHhTsshYCcIH27gitnBko6slHGiQ2jW8piq2Gz22VZUjyQAVQ4dW"
    "2PERmKeXZPOLsP4Dk1TsJTCYO8KYzCV2y4ngpxRzgqLUAYM5R1xmWPsjCNVoOp/FA7AbNgVqlhb3hNDduz+H3sjv4sakwrpZh/rR"
    "swh425MLKr5BfE7DH/LSMya5x2P4Q/lcQb+CdEXalbQrV4YW8dYrqn5oyD4RnFX9GKAl6UZedcuKS+V7q1meN3KLCplPNu8bxVcK"
    "sWiZmle9HxubHymKGNx4gaNWy3XIWultqRoMAMNlY8kO7XogxIsH0pc7Rtt3/+4vaAJJBIrsmgFD8JXRPBJD7iSjMw2JZt9nBynb"
    "bMZLz6Fx5JsQoIPfpxNKAhkOvBpBF43LiAcqUnDaB3KbLZS8rtFchPB9kDzyqn0v+wQ57y/1Dk5mMbKLExzEHJgKgTCptqa2O7Rk"
    "7guwts8G5zazzPLmuakSmFaGClAQp1oX/RuhWIxUpa4Ixq7Nvok0NHt+tOUBuOWerMKtr2JXPgNdhnxjM1AUfZYAOk0dwsFlLsAU"
    "sBXC8mOh75VjLZFf+VP0tOQUvWY71t3xY8ZY2t5tPiDFM4nYBcUp4xJ8oWC6obE1QCSEHCnwhWs0z+iPf8hZPwat43Fj7xhXzXuI"
    "HoruHs7HBB6MFbVyidaMxv4gpugCcWILJaBy47jFcW/8ad54Mdrs1PzHcps6XtxSQ5TA9DWTzUzTX/SGiTpBviJoJlJf3iWmF2Vu"
    "WBI0c0O+riEwvtOQDPivjxjVwFYjKVMzz774LED+Q4RlfuPlQq0pKin9GPhjC+dmZl5mMGjLyu+f37wuS6eYPX1+LyyRGWsW+8P7"
    "h8zFgtev2mO16NJTGttw74PvXPHATvP1OlR5kLQ4CRiXm4T2hKPvAYyaAuijPFseMF9FnmDtkz7ynRlDn8XWIQN66vlf/6tAjmrr"
    "yqtGu8HqkvdiaTjpn6uWImQpm80jpavTrlw2Mxzahho4AVtdnLD+wZYibRcNRoLQB7BM7MG3qi2QZmUhwaXTHNTrUD1bpjtsz92W"
    "1zDlFMGeCb2caxPEvFBW28VGY/G4CAbKvw7yOgWShDEk/cbL1zaEtMdDSIvoM8ECl9MjOGwwdkCkJwIO7P3OprZNvOrrhFLeqLlS"
    "mUYPIuZQLCxD/pVsEdM3DkAM8046l924hqsYYAeSIAzGHPWApKyLsFyxZECZgNaqJhV5LzT4imQsyx3jnJZuaMPpwYu5SA/VVZoo"
    "JysV6ZqEcWTlK1fN5mmd+13CQoBobGnjpZnYFDLQktnbUyYD8yE/hCRMS5olFalqA/JGHqjdanfuQjQxKlK+U54iAaaIpKIRoIhL"
    "tLuUjqm3yD5Z+/smSDJlK5dplYipZxklb64aausk+wbi4zid0OezltWBLL+7jZjnvp+YF6yOe3MUrBXlCa5xk73nzKXh29rGMCHi"
    "a6AQls0xlk4aTAuE/c/VyzyW/C80zaovlTOh0+rbmQ1/pqri0xs+8T2Bh35gkrguNteqFri1hAAZqrzw9pFXvVyHiLWVmRFKUjAY"
    "PG1vJqi+QxEoRff1rG2MZxLVxN9goH1dti+TAoIoirtHyhMBtYmdw9gecR2A3USouEsPMg62+qVl9ptC+eCx/qYXj6mlYHuiYF+5"
    "jfsuSIk9UH/RSz/eN4Mpi9i2uYR0JfKlYyRavHU+97eE+b6L4L+PpwH7+bRNQV4x7r7hfELepYEiGVzE0bF1MWypNmMg1V6a48qL"
    "d6F4DzYgBGL1rdWcmHINFIzSfxlbFNS3df9rkO1kL8ujQHO3AcVlbQS7UVH+r624HYhtXvsXxXX9ucdKEieo9oRsBemY5832+wj5"
    "xAAo4U5/6CmMFLZp4UPoYDczQK2OOz8WksOu8k5Q9b0ndOLg3T7vDYo46Ez8RbAaptDPX4BRilz5k9m4/4T+manzNc+FC6nni5dJ"
    "7CTzqk7JlyDWI2N9zI/mYzFfP395oRVuIz/9568riLBEyMW8yPa8UPgcKHD/f5ziL/Wzwtrp0vC6VNJ9YnAhf6c+0VXRNaIDtidk"
    "1R+o1VDup2jYAb/QCCbkLAiuWuaY2kNOSwJuVskEF6yFT9XnDHF9mxFt0RLD0MBIu6eXRperbhP6WTY9v/MJxHrWpeELhvaOAgMw"
    "avLzmE/gHRsfD5ZD+Uy9gvpj5BDFFX5OPdDF7q+lu5AMZuMZ/A8YL4OciyH1uSgN5E6L4GMzov1ZO8IEzrslTgFwZzC0FrIq2FpK"
    "ZGgxCUibx8K8G2CYskcg9I4Nk568qZgOKkgRl52SajV2o/iI54pLvTSZfROhCg0i7dMacv4zZA2Lv7D3bPT+LvsKAP6X//jZaLZs"
    "worxxRf854LECyr1srwq0rC+u7RIbwkjnfXbIh0gllWXDkkdkjriICOVmy8MsAroMI4C3FgKPUaS4XrgrX3LS2zjhdqYjPD3njGG"
    "4kvP51A645ELz6XPb2He5TcMXKjGAWEaqi79vXkOLAsHUkAHaXYLOIcn30HWwNZbCo3hMpDribl9O6YdN/2VmJg3gRLBZ6j4v1BN"
    "Zyca9ZcJH08VhVzXiX6k+YOVIwzso8XOaV367dGPPRM1kkkcdJFu85WjFWV8DOr+el02hxeWtnK473oGI99hAPJjVYJVK1DcekWF"
    "X1te9SnKEAY2uyGUAWTuihLiGGRajBfMrxeM4rhQDNySAc+OfFEWdeFoONy46eZ1MdwwMSJUHxpuqR0kYr1gITKo7vmFAzedGAnv"
    "Tq1ItwKosjXAhSKBy7AQIrAX8ihg6P4DYzHDF+p2MEDPthmtREww60qWl1EDP8OfHgtSqYJeRiZwvxDPHgcMrCPvWS4KmK5BV6Jl"
    "W3Z/mioYxq8QkO4Nm5rB6r6uzqRYX0ng4996CRjOC5eX3C+74GmLyo3SCAanPtlluYEZv5BbuVBmxoDqRoiTZksBumNX4LSdO66p"
    "Og0rThuKTS8PdLU/bHwk7w9B9EXP4yhhcxZDVagDWF2uXEOH+u3vBC2eMjXNzZruC3j/hl3bDDgs5mtfvEhgca5Yu5quUcypoGCo"
    "vVG7nHlYMSygbNBO2Rw3CooQJkqSCfzHTspuwuwjfojREIR3bQO3RC6aMPjtYTlyQq6/ZIuKTGXuNisbrMspbbhslL2x1eA2cCCX"
    "Q/t8FtV9ABIO+gyThy1L4u4F5ffXYUt7lLyS8NCju+lp18oW0R758Ca4WOqG5QNja4rgl3GRQm0Ks2v5WL/6Cu1/ppieRKT/XpxY"
    "gk/UhE0QL1DZRawiJvCgkEyQ/ZH3se8d0sW1iP/ZXDFR0I2TKwFkKvF/ujiRH0lj4pFYlrxpp3TqgnYEwht/f6+NbZ9d3tQY5vig"
    "wAQuhKS6YoNIy/0NhCy4eq8wtbbgHM20wpR1vY/3f7kn7jTbI1dhO8F4x4zs3I9CNk99X4N8oezWOM3LFPh9wDHq1kuxu7VlqEW2"
    "TVbAKRC3RzLM+UDNbq5G2/oitm34/yuvKyF8czNWp11TWDwExf7j8MLvlvpmwPrreKrpC5PEVpZNF+XWrQ+yMVMMhkHQ20Z9JKNQ"
    "bhUXK5JFnhVyva12YlqwhRu/kO+dTQXJrerWu0jpPlyZFc1EtL7sR4+kSpoc0asJfECRAaH2csxXnbaqWlMgb11TnAxRK8E0opVX"
    "c6FNzKBbHXkbqL+tTRuE1uJBwa7KWPUvSSvzIDt3Gbb+FhhVFgqO08lxt+V7I7rdFobi9jGcteDLGVvAN6Zdgf2F8K65pZK9CMP+"
    "tqgcD+4UkEtUbg894kh652GPOpI95bBWgZ4EZrYF09qCO23JpbSX0CVvMfNX4GFbdjoufTlfAMKfRMUfwNW24Flw1ZTeZAUbUbye"
    "AIHvxMvaCc/BnzpGeEhHGA/oBl7n9oFvpLYdmmbHlozP6PEf8MBcIbUYM9p+sJrvJWBlQ1DA/MmKWBGmTbA2KCEwZ1ygM7aOSmnl"
    "1QznCji0YGhqoxdRU6g9+aNWG2bSG+OHX8HXtVdkgr9rYnZYk7fF+t+NK0VaM74rmzM9wiORpbsyxJCZtXgSZcI3LYK4p2ZR53FS"
    "TM0dj0XQA0zPfjcCGi9nHIIdZirGhqXAaO0h9RAt2bkZoKDUiv3CQzksWMDv9GQE30j53F74wMwabN7dLEeJZGoYt9SjEfCZjxMN"
    "5VpSb+OkeLL/xAtisBdpIwsjTTMLzXzk/zS/tMR734z73ZGByqo/jnzctvXc0taMZQTf39GKximm02uI75h2w+QUVS7jzWK1awJU"
    "nijU4U/Q5qsTddZAWlFha1OmW5s/8SwDTwXV4YiOqfpQz8MsRd6iMmsyhYWOrhgfEa3veNcnYbM/gUvQHevAf6ORIFzIQVrE12JM"
    "E6pw4xrXxNyVZnMLzULdYY29xUxPsO8izjZMWFpJv+mbfv7JivyY9fWMlIJhaeBAZ5ZciUDW1G9p5lbZXCGekFYKCqxyuFHAcK2k"
    "2WyhqZ+EDZfiofX4+iZwsBVpGaGwBqPtkkZT8JWmSapcMdBiZZ4ARxiLXWGaqoNk9UndLAwD/HpcOEOPAy9vqwCoSX6owwKR7i8A"
    "9hyG90UzirGmzofGPwkXxodO4VhgAl0ngAEC+xQYNfGwGN31JYMkVi1Xfi27tZZpTKBsUKGUbniLWgjD+to53lnESRGxFcmSNFGP"
    "y9FZ+GPzJUen0bjUFi/irETddgudeZs6XhJ5tRyWNSwh5pej3hcFrCx+4Ya1kM0KVGpVSPk4YzPHMfNYhomhsrfwuvebie+4UGqx"
    "isQlQBCaj2nCx7xharkRu+1eL+VwNQunmxZnGHRKQe8zKYwcy6S+C8iyZ6A+ysBnX4Cxk1NQaKF8ojk3i90098q3YZQtMcJIPpLT"
    "lR1gFeaAKA9elFN4BiY9bmIfYbhsN8XHUH3FsYtes8caS8dNqbOEFfcZsgo2WK+YBksbdo92v9nyMdFChtsSpqeOiXZKQc8cuqHL"
    "msHQdy/t9U/Yijtj/qKMcRvyg5CqD3lvieSkXSWlP65UqFC89RF3BuweDcEGO2bFtg5jzk7AeR3ldnSnr4F+lW1rpoQIPvDhBGl7"
    "p11T9QyjucWBOYPY2kxfzBKZA6Fz157AITplzLUCHe0yUGPhKzuxKm8JBeD+ETKeH8aqinWTZsb8J68pMiJ9BroMje8MpqrkX04W"
    "6mSICpqvEDPF5dkfnFWGTd/b8FfEsmYkjFFy3k+oppBmz5tDdZFi2xsZt1doYEUs5cMA/AsNJK9EGUtJMo4myfTtJDv1Z24yMQrj"
    "2M+GdXhhcKRyi1KZlG97nXXBIj27ggiCsR2GlMs5p0j+ls37AgiS1SafPreDPnxuN6tZ14Bo3yUcQoCsH0Gwq0xX6rTIyBDfM18V"
    "DJ3EsLnzyJ7OGYPCiNthY9ccdhbZsMmlgo5q095gVRIBGpQtDsfTj5ALlJj0575IprrwQTvR/oS6DObcbOz6s94x2xxlTkQy/2i4"
    "/XXOs0xWpz9BU0H8Vqg68a9kMHNc4n7fhfbW79/ElOGntRMh5y3hCeLl6wEzmWlpdEAnCJoB51Bc9oTtKV282brM7DsTeY0AymCT"
    "/5xkomuNKi1Wx4wxFm7D6i8SjjE7zHcsc2m3sJkdQBfxBOpiGeSuCQrYhlpX8DdnEvff6T9Uu3Id5mY/00uQ39PeSsIsvkz4EWUY"
    "cJ4wZ2rvdAFsGUgOeSPQm2yJbrH9Z/fVcUD02CRLl4I0LKfYKhPNajLjxcNMu32jTD7ThiI9BRg5oy5z5QvWiJ3w2qvCr0n15eMk"
    "o2b1WnjPcdBo6ERU6hE4my67w30GcnJkCmD8afMHutuAE457N+stJvDsqlL2mcE6FM5PUoYFPBVgHRLjmGynouNmJAV2JuwRl5bd"
    "H+6DkvkPiv/6RxDyT3jS1sSeuDwGvl6ftKheZX/hjNA66L/rW0Gt0J6xvk2LlpBGvb/iGTfKySQj5JYplSEExBJnoeauuCgDkqB1"
    "WO0PQhcFLG4RwXdGsWyrqmjbbDhUrNoFlDkrqSYr14KcqP+l2jSWTbmYlF0zvsYClwaqGR9aMiDkTTZFIcwKpW6A6PFmsYamw5ry"
    "s9eIju9cKeOhOBGpK3H5+oo4RF9hWEhlcly1LC0EhJ2AEJYm4hgLAF77RpLR2yHBJ5VaZEIlcLleZVh3uwj1qWg9zK6kVWFSlZTZ"
    "McvY9m/VblQ+UGie1K6LNjhE4YMVJ4tVYgRoDRiqHq02LxXytt4wM/b6lof9cld1WoVpXv9lIxYuqnzr5uM2F4aX3qo+b/jyYOVU"
    "99UQ2kwfbq0C7SL2BR4R+/i+iXyFQQpBjU9yZDI0AgbtPcjCiAuadJueDC3HYs/TRgouVMeO5f2+8cIUYjsK2VpZA4kwY3v3DQ/e"
    "X7xc/rK/xkHLLbOgbNGm3IjSY9IuvNgJDu0VW2TOdMLxi8vVOBlaqqsSng6MQqyrZP6X3Qnz1SuqnTCW6Bj13oYUFmuVHH9pG+Pc"
    "wxcaGjmOpN4hyyj9hEngKOhj4SYKy4JANzS3eTGXhUYwN2fmTkwSLDPyxOjO7X0aHmrkUrr8RfVtW2PdYiONLX7PRKoi38Bb55H+"
    "THL3Jbl4csK8xDZvQaQR13LN/M2ZcMw0a5ud9NQIKjBLCQ2nPlL2XpMpg7/ZG1kGsyKm+636R0o47yqT0r/uT/+6NTrdSZFy9L8e"
    "4An/eIg7BCkoe3tqIZ5kL/e7hJsGJS+mgeITAl4dWU/BiJzmCbiZztU1OI24edFu3AzfTKJPHA0m+oVPWKLa0Erw6dGQuOr32ra0"
    "bMFAxHcpP1t+btf4W8TRWPxJX/3H2vT5WMMzwyCKPeq8x9v2TIF0oK6PnnFv3GXbLumDM6bxEqVZMbPRH96NRLbyLQyRlMLWfI4M"
    "TjCVB6HnFhGwKz3HCHApguXoywWgk8Ym9AJFyK3fG2dobJi0I9NRGuyEZjxdJviKJfCicQsv2mnRHtkIff8WmFx3GhdjDgQHfzVa"
    "aIzRXWPF5z5OSZjOJxhoOvrCsXZY3wX4nRR+S0oKS2pfcv8wMtF9KdrZNMT3bPZAbxYucjtLNo3xF9/G2gvku52G+jnh3Fv00nUb"
    "pmZ7Y9jeeluwRMKu91wZzLOFdTvPbhfbHl9t6KMFmbrmRybYCuQ9qkXBWAud5GrJJSAHNYQVfsxHwKMevCBRhhm579x3ERJTHmBv"
    "r4DAXTXx5dxTO0wsd8g9GtHDXEKGJAYkNHuFfLnqGIx3VkNpD5I32wY/IRkfdj3VYFrqmDKoezQKmTDShV+WsLglSq5xQ10U6Bgl"
    "auW/0C2e+V5y3HKo6VFd2E46JZ52IjbsCp9NaH/65HQwZL+GcQXQZ6VWJ6bhhmXG/k12F6Suf2tEeu8UqKapJm/w2WD+1VLB4qUx"
    "4noayaDsJlayOGhyiWHORFsMsD+IXq/mMmDeeLfa8HgHv/Gen9uO9vPOUuuA6nVnnTrzXbggddj9MToWvky6usZ1o1/s10szEp1h"
    "dDK+w/uouU0+BsxV11xwtbwYdLhI77l8sIjcP4ZVXDdcE8nbYxZxw3IHEVYDDExrr6OJRNcweW8U2H6VIJesCQ7vd59YqSf0mUA1"
    "zC+SmFkj7X67pJOExBQScN0EgvLXJMgbQliTeSw/mhmZ42YiWLaUN0oKGM5cBcSLLVAlduSjO5TvhReKlxrI3QUJFxTnBcVJDS7S"
    "WpRUi5tYBy3S2qGia1hcYl8zu9vJvYuZGfb1X45Lf0S0ksANfJ1ionhSh6cA7Bte2UFBR6VZBtqLEUBFT/qRr9yZvL6k12f2F15D"
    "M1c2fih0DbkQNRqt4CaNwL0FB2MP/pCvW7qZkcz1d+LYvLmC+Z1gMvpYbir9Rpee1GQ0GYfROJIIsuokhFGSu4QdJdYLmz0AkRaV"
    "jnYUf1smeUJIokr0tX83Q0vkbKHti6eK0rcq/zoYj9wi9pIIh6BBVRE45lT7KAOCfw68QLes6/Hag7Bs9oxjHT0HgjRayAs5N/Wj"
    "AD8SQ6D8v9KtT37RFtUqJ7uUAc/99l6t+TlUl9L3k2qugj/T+C/G/aqgjlgbYISc0K9n6QgLV8b9Fg2os75qyZO1gH7ND+KW/WwZ"
    "7tfU948M1NsJPjN4Ep1Gv1En1K6HhDWZ0L/cx1am0F+Ni2JAvFbBmsUymwpxGdZg6sinio8b4UaidAACiQHvdBadwXBMYxa+Tj75"
    "GyfwM75p2kBx2ApMoLLAzgYmbFNRXG2YuUrIrNj2bQJ8MpVWZI2TCRtNlc6uNKrDRs8Y5a9ivpl2uzFQ+AyqDDBRgxcj82Qphxkq"
    "A8umpeReYluKij2dUxcmPwQmBbiycc2D7prVrBFqElSz46Zmo+5RuH/PyDuDcYcSx+XtkR5LYPJbHHSfASBsfesDt4EopZ/cSlc9"
    "TiO1+Rv3uBicWWQb60OyZHMQzqelVoHZ7wjcBk5QDiSHVq8Wg9UAEgVXY1gWnnhfwtsHkgrMXzdY+0iPfWE5pl2yEoM2+g4gFDoJ"
    "zpd9OuAMqj1HS86qU8WoDt1w1QbYKpQ3qnPApfG7R0b3bTKH9NrdNqwCiL9tnkiFmv6E6l/mgmcS15CFEaIZQOTkLoM6R4NYNnks"
    "4Lz5UtLcHyCX7AX5vJNj01MdCaEKW7HeadB2QilAb5BaCLjhWzkKZEs4OWr7l2XcP2jFjT5OO3bkd7l0ixUdlPB26ujQnVAmTsOL"
    "DKkhxr45rFIRuERbNrfdrmvgaMnpO8nnCsL5nXhliOyNQNOIb9ISMgbDc1MwaQ/ime48yaNd0VCv4LE4Zl6Jj2Kpr7jrxndmKWVV"
    "Ciw7MfrsTGytGokHNViqd3f6XzcrYErPizR9xcDXDLKisMiGhQymDO+ChlbTESCKQ5NDKseAfEV34tz04cE1X/SwLe6GGzXHulB4"
    "6YaJl+93ZCiaReB897ygMQ98hLZ5LKqHxSH7v+/8GICZQd9ksKg7Q+3RVnmvNnuEKt25f+7kxq7tSXZTb3f8E+QPvUff2j4TCzb5"
    "Fwl8pXmqOpO+19BfKSYQOnMafOrvt1zD/OAk8IwYejsu9r5z4unjP5tZ/yMtL3uXvj7TNzHNnTla9mezc3r6/U3Lozr9NHmQ9JQB"
    "LZw6/sv5QdNU+BDWmQ1laWKG4zImkdN7fKdheY0l8unNNBK+Tx4qCikzRLhHjgyWM9v0oftdm747ZAo0qc4dw1PNy2eg54BtUplY"
    "gkTy3+6898BQsWxz7S7x6Pg7+w00IJrJ6b/rCy0OC5KJwFeqtxRncpbr/52+Nf8rnUZvdFH1P9LpOprLluE7fbiElOkrYYpCKWi2"
    "v1Wc4cB0d9ADMJRgTtCKKfZaA1RLM6UjAkeK6lKvWKtYL2TA9lXMnWmmZSOfTHENsnO5kUH6PuotRUysxae9uxMsj7rPDxozXoho"
    "5uSImHQ0HHkL8CLxCYfcA+cWxOBRjTOIhNBZKI89aD+w2CcqyzknfmwklQmSm5aEM5dOoZTkFPoE3csQzBQijuvPQVXv2yMO6abc"
    "8f7g//z5V/FT6XiFQX06lPtEM7dB6rWjYGBCe86y3PN0BNAS7ptGSR0ItAq0tpdvGFfko8y5w3MW2krTVoeg+1buFvcN3JGFWWRp"
    "gCgxMJZiac1VUgDefR3jjb0FJNoieFF/X6ivgnDl+MtbpDOOyMIDAQEO1gsfT20lVOJyqDi5W8jAZUeAwsyJsK+7/HCODEi/PpD+"
    "pMffCCMnKKzVZQIhkpL3ElvPx1BXnAPkiDkbNjg2+gxzHVMhFvMjXemq8zMuAAyVRKmVC1QtOv997oCFp81uQwOhFhcDuuNGD2SV"
    "AuNmq9HFHW9olNvPi39986qzpzrTOSLJhI0AbLYbB72VonU0KMwk3HCqkXG8N9WlN9UuNbxioMw9LjW/fPh/Jvr09S9aG0IN0LCs"
    "ehQ3oWLSkmUB9IdNys7LzP95BFO317Q+TgTMHr7b8ef9p3LBiW1IdfQFysANP8URmEctMCkPCiK5FOVxTpV1pEOHFti7sxTQQHO5"
    "RJBFjkjVKvWf7nB5JyDX8+lMB7J7cvZ40T7ZfQVX3Q8b4U9ufi/t13dvn+HfMxte+JTTmVLkqi12T+mB2fz8PV+n/0/6HunSKvNT"
    "qxCpO4E/6v0tPW2fLZSEIJ/JUVCew+LMcd/gd8HV8rojwMwwzDQN6ZsrLq7xFMauOJCxt9Ck2gbaoGyw944SqZ9ANzVfxm8LuVtg"
    "OrCU5JFr72ke2SNDF17I1AWZuMwIALfIbMsYH4wu1bck35EDTstSEQWITCC5w21YAckrL4NaIebRigoyCvT5crXpjFWPW/lfzTl+"
    "ENmwfuLuct54nl7/wFv4Q96w1OqveMAV5Ctp8sHac5UjFbQe33nDNeCH/GG5sbr9bT+Ix+8f+OeIn1YPvSxGPOoYa6nmcd2vuf8V"
    "pNC6Vist6Fv/B4N8SdHEkuf/SPBTcBxNvTz7ySM/hRJ+NFrEKQAe8UGYPqIwdgIcrgzMIAgQkyf8KCvpp0vHoPcwdOaFdEHVFJAh"
    "HW9ZoD5EZgLTWK9u46HYHrBiPWZe0WyON1hMRY8Pmq2oZ1+nmQvh85S6faEf/JxuTmfDCWhuOPPHgs0k7yjeXY7fc7KdBsrTIcxW"
    "zumnOwSsRuxUTZNPePqHnXrQPo3fMnmtzy0H5iUnZJWC2/lcW+NpDijWaJ5aiKMzpZAg2Ua4FveRvJ77HP+iuf9V7cIV6XG0UVBs"
    "cnazR6oOumOmSE+NF4jkte5Mv0jMc1Wxl5LT/z3AfidnI0Knc2C0s0e4UMpEjolZHS2To3+Z0cNn5vt1vGTYbii5VdkcRXq5RC7b"
    "25nevx65bsIEbNVy2U2XTglzQFSt12o6HR/L/o/0vw/ZEtcUVETKHQO3PHqqCq0fRYofghH4fra6ge7zmrTMRWFyr8dB1aAOB5qf"
    "+4vOxx5nZZiLGe1JNu+Upv9F19ZQTpw+8iaryAL2QaQgxCo+WE5P86Oq3Gpgae9WqTlzrrZFFysF7aPUHZVyBEs6ywki/Xr8+stQ"
    "gC+unmQpG6QpTrT++MYpte245iIXm+h9w2fqIgHcW5MHi5m2/PNzzC/ND5EH0qn5g6w/nnyYJghP68YTnI5XRnRAFtp1HqLtUJ4i"
    "/Ve/1HrtO/3XP2JrpiTbgq2oMadSXlyWTpa4ePF//MNOcyrkNGcKHU+Gt3mnyiNe/WW7F/KL71YeLNdwuqH+SpEKhp3eIsfFZzoN"
    "0NGtMBPOtk2TvtL8DEKx4F9J0lzJEqNIzFMRXVfOedBwh7AfoqdIwrfkExu9k+S0xHHjCn4rl1g+ViafxHMm8LR4enouR9T0RkVR"
    "5cnx/Zqhrzu/uWA7lOZM3XSSrJkv/otoikm2bPlI/5UFLbwD+Vn+/e2o+usgl+GSLDpVp5CU8/D/nL98nrMP5LDVcsL+PIcORLOB"
    "zt9qG/x+Hk/E3wK4IC8zuetATHQUqDkzBXBs6vZG/SX+ioTzLs+w2xxkyHN10DMlQV3e4rmRQiw6bycndTyfnHCUkLmfMov8frbP"
    "7Mg7zv7ObrlqL5WKAlXWFgggjDsC10MY8DibPuL6X3JnTKo53Zc5jv1b7Oqp87JPXGcIsyzKx1Dpqjg7d6Lu1qcPqE/jgQ/svJUr"
    "S4cpHnFQ3f5ErsvvFqAkG77y0yQ1KQ/AK7wVG1i8TwYzJdytBfbxDTKeMTaVaKdK11pG+KlEa7heNg4aM27ydmvuOhDxFba97DEb"
    "gYy6tCqYE+YUdW95ALDIu0zWlMnHl1a9N9Fonrv5pScTqn/v2rGRI6iqOM/5BJl4cFzgQKlTW6vy9NYCju/NBP71ubwtpPN0gaI+"
    "G9y5gB1Zrrz8r+QnF5TBkqrzbJIMqQuxGJZdIArq1Dop5JGgcnHno5wjYlhduUzaKEriNjGZPmkVnPOESzWMQUXw8XCgk1g5c2vK"
    "YV6qxNqht/RIc6YuUfUz2JfPdGag8FiiVJcdAIxdZSx2uOxkyISFJyfTna1ASc0pNLdtemop4BpGVtTfY3haSA9H+AOetcnpKUqc"
    "V3akEAY5XKspgdyAtnaJ8FhAxDYAb9u8WKj9XtZd5RX4efK3o/4ngKEs+m+rDaOGCxzH7MU8OmuP/0k4ZqBvcvp/zw1hw+0zZcG2"
    "XD92h0X2fyU738pg8+4K2F6CWxK6tKt7ciZJyAXzynfIZZz6cED6M0+NkhKJQyLuDS8CLS8kcr1O+YCUGnqdyNofFZ2UKDA5oSBT"
    "pxT4g0aosx6IrSMXQE+eB6Kw1RIlvJw4oLc7yCZhICvryc4lUxbfeOGmSLEHc4LuTamkZE7gF6m27SRbev8f6eJRy/Q1nmZlT9CV"
    "3t3jb69dJYV2WIY8AFTZD0D16RHAUNYD43y/SgEzx4vuIxWyXk1XrMo6YxiweUkCpij0MWLF46+wtGDj5YjA+4JS8t/1ekF6Ng/v"
    "KuaE07kMQfCMTz3avGQBGBXQgQ76K69WQTg0Jmy7INadrTCsZ1e5h5t/0o8O/4mFyPSDphbntlQ6UiSnS7pb05uMUwKwb82igGyj"
    "5v5NLwXJtA7yRlexJZb6E3PWwVF28DBtCRpTeSq6ZUIN+SWLdAcsS9QeqeTon4ENTK/B/xP36BaWjLm38RjD6AvD3GvlhWHMlww3"
    "n+dIM77opbMpLNKDV1d00uxiNsYG2vyZQfavAuGBDOGB/Bd933ZuxJ30ZLA/70uQspE7EY98/N/p01J9u6cwvLw97vakuDM76s+z"
    "qDOMzj9yKWaemZQkhTTEY2Pfh+kwv3AcWlWRAeqdxtEpyrIEOTBVQ/8X2XhFJXnpcxXhPB8dDDCI5Rk5atsos6gPwP4a1sEZSgK3"
    "2SNVnZ/07rM3d+otdCY4gzoQYrACdNrTQXe4WiI6at0p9oV28HU8MRbQcuIbTnE9tq+QMR0/4/0noev9V11NHGo7qVd2rmmtH3+f"
    "gB9U+726EDRuoGWgnQgmgdHV5GHkMxzcpuSor7s5h10b/HRdEVx4+tO10dUrkHPhq52Bd/VD8Cx+I+5w8b5hVEDXVG7CaVEhwCAh"
    "YkodBmdEr1I8jIHCYxG21P9lnIg9egVZdnxtRjpOoQZPldV4rjp5TJG9atSjdcAVosRnTMPInPMuvjztCqhS7DFdILtFg1P+oWWq"
    "U6rpsPAq2zmPqBCV1owWFsi/KXndyhTbSiCUmmvvbmuA76ohKpu5cnLXG6QSRhysmhB+F3Vk+G1PFu0Fv54X+vv1ggpGxYKnubJu"
    "214EXXhVe19+KGjbDZwJ4M6u5lUwHtcOj+rw4A7P6ngHnkX1gSvivqncvj5iPLnHzZgIr5yApZcnKGS/viUCGr60R2408qIM2ruF"
    "Mk/VAGKo5aJ31/jX/qe64l/81OsF2eEnMis6VohT/1XJHuSoAPgHVP51Wns87zrzqqUXQIBy51j20yHhFdka6qay42W0lQgwjxWA"
    "w5T0OvRjZyFKYdCNV36qObKxT9IIGOoFwsTMC7ImKEdT7O4C0O+knJaTxIQRmsCyeVOJJUEAyaBlv8qxtnU7+ZhT+EbLnAowzgbX"
    "TaOCXpmzTqWTgas4INgBPorPmLDo6jp9Ge3TOovNmSrBhNFSIAdjhV9CQ9HYQ+kaXnryDKRr54BlIkAbtv1wdotcsOlYH3GXAZ0g"
    "OHQpE9jYHbytR2Z7sgqMJdqLVXX24fishd+yTTqURG66LTwNzh33oyCulksC/OPrtOGRIdgVrxobXjcFieFcmQJsVijw3apCweAE"
    "6xKWu4ACx2oezUC6WiXZFitPE6Ua3fz31uBdDDceq4BPG0Uj0irRoG004Cujv62JPsmZLzmlXdX/2k3yp1T/UMis02NYz9yERiZV"
    "kz5VNGW1+FtrsyRlK5iCNo1NfSo/3ihALFNf17XEbZNJBpAF1bnCXxSXg1vCI6quKPr8HOZCrrMy9niesG9tfeH1X1EeDNH2xv71"
    "0Za0L2fRh6XRdZTTGosyT3nlAV2VOUs5W86iJmyFz4PGEardHmpRds/h/Wg8kAkUAr9t4vQ84b/IyNJisewmbRYJ5VkfFtVfZxUY"
    "lcW2xMmXBvF/Cy9/JBW/KDO7cvSjOT81RwBcNP4QslbPqpEc1qWweXQmapG9ZIsnYHqY5eCPcNIbbr2FhiwsaEIPBfQe5tomshm+"
    "2rI9BgFFzPGGZsGIAqs4OSXmTTNn/sDq4vzzzwQKRsJsWjfldPlPyIjGC0eyClb5Hue+A6VJVar+tY1LVxI+lf0r1dVrhvNRYvhP"
    "RErC2UWoTjXxces3rQ6iVwtBmUZXmu8s9GLBO3jA55VtFB0CBRFOLADcTr1Dk+UoTBbpePYMiShOhRFVaSuZsDPoLKwv4a5PqBv1"
    "EFY+Ef/Xe8Sn6fCUK2cmLaozVNvBXsKd1c9gkXZISSpDoWpX2Y6XQs6q28CLJ1C9HeC7Bx17LONUeb/M/niFlZsEInx4CjIvpFhR"
    "uBaiuc8s/E+L8OT4VvzDvOsQijNnpSFfhZ48gf/YZxQZz4dHpW5V4A2IFGQ5YShBurFCx3jlaoTGJAzqr7PJRPt2SSli7NxyHUUT"
    "1Q9i7N9Ktc8E3uZWXaEWz51O6+W6GY2yssbK1mm94NAZjtpJyrrSAXgvdKwpwTia+aTQt9Xp1EPQQg9p12OTNhbVIRQ0g6LOwiw1"
    "/8BMppo1LE6ILn52ZRGESGEPVWQye99iuh47r/5loU4cIygm9/BFgOJd04/AvI56VTcMAwibSmd2V7fGDiy9aWuW0cSk7UJps9op"
    "A1PXFcSduEA6hTwczu1Pbg0V2sFDBYAXXKpbi5+GkHSns2MgnqGTyENJcXPLWxmnUJO8YfVz6/DEbqPK9K1LsUvKDPY2d9z68ajE"
    "PMhBlLd8wXSGLqhhiEejLeE675nDcvWmU7QV2sHaNsCPEfspwanKp4Hmk+39oYYM2qHN6Pl0w503zXgcK58JWX5WUML/5EmyMfsL"
    "t0E7E63nZFScZ96H+CRfv8ndCdmxYQVq6+cg4ANMlzYTyFjldDWrDNZlYbA9n2BRJUFxT4oFxf0Hxrk8Z8qvP+fEZTuhbHabKX7b"
    "YMVGERjPzWHXQXxgjOWyhG2A1owVWQyec1pqUQuXO4LgtTOFPpyElOf4ieDDpBA3xCT4cb4NB0s7EkdJ7tHaYP/YbKeupb7wT/8p"
    "JIWfCcEF2c0WTVpeUDSEFnhhjkZq3uwncr+aXDEvKEjMpysU+fyi2aNM3J6h+uN06JNcPCZ25LC+Jzr3P850haTKqK89K/DpeNyb"
    "H35Rfu28aLuQoJ0xZXlyU/jeKtZXjLYHUBDytxpuf3UPMQRNE8h3F0jAOLfSnYkQ27nl+efH7c7Hmdp1lPCpdQhMB7hK+OEWN1RR"
    "HvRQ3b3bbd7PFJvxh7rwnl30+S4eSE+Nadrjul3X+o61hvzMTctTeyQkupsngtqIv3HquL7q6nb7g7/dplFB3VwogzbQXHQJzgd4"
    "yi+eyWz1Zf3/TidDUTf/SC/tYj9SJe/MTt0mjUFMb01Vy2B3HJ2ZXW5u01/81dPdS195U5FiqxJ3QvhNnqa/BU3qwie6rNSnq7nG"
    "OIlci9Tmr6l+crpiijlZo+aNbR7NRpYRVvlm9rHx43O9PLTSqk+TLhH9CBLBz2N8NPbYJ8ID335v0Wzu/1U3THkcpYbLBaMgmFca"
    "/d7AokreegNzx92tGz8N88Rx8YgNJjyT3Lgxx2C2MNWh1a0BXkcDIFTro1MgC+sqPARVPNTF9BY9qrnUdFC6KQWcXWI7TUuZmw4M"
    "RIhhAUvbG1470+PebQZfABqtmRBwk+smO6bbovM6buJHaK10W9hREfDAMsZqTctC9cib/Mo1jN3vK9aYvPS4J7sK/otcrC2vOOsC"
    "MLhoHpumQ4sZxN7VbT141QpssU4oRucM1ubsdixISbDJiKfbVn3YxBG5k313B4sWeRmdRwqfYKGlMRu5VDMjYZNln8oMmC+kAdqa"
    "AsCZafedA0hPsYdofXWjM1cGsrRBE65u1lL9xKSqODpJBzvrUOfrbLH4X0EcwwVJySiAZNCiyDwqx2EEHp+Tr+PSCAbCjZHKh4vP"
    "jmX+H326MJeP1j+rDweQJZIMo7qu+9q70TDIQt2Llelb0Tz2oqNa6I2aARqDdFVM3a22Xf66NnsnI7L9B6z1lYObO8MRenlbXHpK"
    "9uNEbjyxg4Ep3lJoqsS1jTIGpF1FQcGCA86q/G7cYkSW+IoAT+bZh2ynWCHe0srLzLtpOk1xLQl+jmRpfEky1X0ig45y5WaYJGDs"
    "Xim7YOKmE1FXYpMekRcdqOKmxTz6bRv1BWoxhYa7zWUg4TKbaOK0Yp38Jo0SEU1O7yq/8dj/hvVa22bXDeW1Y36Uk2OFyPsx8OoU"
    "9Ba6mEd96RM/2yfpFIrdqEHMo0Bv4i7+q+7oFffQNwZAZZR7M14ZcK63vSmPqORs2xOOxyrD0FAniv0sj1MVB8Hd7aSUGwELDFlX"
    "fL1FeiWBpPhd8RCyx7ANBDoFktMHkD8RhImB/OffG135EGc7C5AUz3GSeeS23Da/HTP4xTosEXMbdKfEngEPy7u742fGpvQBSKfO"
    "3pX6JEGz0f2CjLT4taMCrJkRmwLjHRntdNnpBBihZYPCQIso12gxXIIngfQkIeBxglQIc9PD0PS2mLKEhtJLoqM+EIAErQSE8kQy"
    "i+q88DTcjjgz+M14ZbApj9tu4YXjT4b4QAmY75ih0fvuPK0o/TQ3QYuFGOJHPmNkJsa18nN/wgUKY47YjIkxhdWMgJZn1N3qk0dm"
    "yiSBuG5bHgci5BWt9vrlP0qrDlKN2c+Q7b4BJfNh0Skldpw8O6dloMUYQYyu/we6MQOyNTQ+uEptTrwRaGYbROC4cI0EyFbNBEqX"
    "1l94vfqx4fcrmuBgAk9vEcgtOsFg07rHPLUgd4Ahnz0XhhNBslEqMA3xGfHNyO+nfNHdHUL7K50LJG3prss4tO+c/kM34CdR0nnf"
    "JKTWRLlfWH1uHt45sJVWPxWXEgpY3Yw44nAX4D6svH65HQbN3PbOKkVnJXhm3PWtaG2xbEBBxeg2lIYIjgXiOzEB5JaE+WbhvG/Q"
    "9o44BBl3tgDKGe7sArYWrCSpYqCBgl7l5MKZwWXrfyr5NzOJ/J0ahvdFjmXunK9C4L7pUDCQlufSRZz31ip5umVQ+6OlqJU34AlY"
    "p9CpNveFNx+bAqLMww/1/qo7ChcTOy7txd1X4gevT3bujl9qcqeouaCL/XMmhP90VzkVf9hw6c+38shFGW4xCFV1wadSqlDTaRbo"
    "DATh4g+Fu/xP1AZakTiiAPAeBShZWDw9/eOPwZ0I1tecT5Dg1kSwRF/V/cANqHGOKwcHYffe6LGUcgq49htLPBoiqG/bOrwflBMp"
    "zMMMEUWTPX5+H7pHMZa89yfaJqrzh0tdtICfbQVBPmo8ilOKw3FNmqrThw3AbmOoBvhfNTSVO0PDwm641NP4YmTiS0CUfw2Y+obL"
    "imtrESRcflJ0AN57hsuzjmMO/pbY31UYGhgPUHUMLb6eeETLsyFOTeSK9UENZCoVkTXGRw3umYdAGtGwEUvmhjicyg90G8qA/+DG"
    "KQcYg2hec4Kbg/u7PqEr3ssBg3oHFHjjssOQB9CyykFIA4drZY5/qsL/j4Or7KLmwDuLWZHDw3fq2Vtdb7vCnD9MOqeS+hdSP5WH"
    "IwuzN8/AjgxLomSgb01+e0YyXOoixjyLkBiBocY3mpX2MN14SVzAxBuDqe+GRgeWAR7aOyKed1ypOzDoz924jPJjJ/qT4BO0LLAo"
    "lkWOmXKfIfYXAup3BquwBFEgCggDIf6NN811PtUWK5W2PcTeEJRbxgDqZma+AtPwOMwtL9f7ACRNYI/re7eljHABwnJ2lA4FKDAn"
    "Z+nGT5FkZ6051gUQT9J3zMWZeYbI4SPB87ynAtPD/UyYDI26xZyUBtAF5K/ZzIw+Q2xcJ1zY0+Vv4BPEgRrnQGMgebg08FW5UWDE"
    "qiADkwH2ZgAu/hOcZNkvPrV4jFHTJOU/p5qjjACSQR4/B7nsOMEsEVW6HSgVQOTtWplqiult2Oa4wbGeOU3MM3T6iy1JGj5PgjZ4"
    "ChR8yPh5R1gpnhS5Vc6oPfJ5ElL1sUgG9DpbZ074fKgVOOBh8a+cF4s10sx2ug4NZolIK8SKgTqwYNAlCGfAAcMfvCgjmBDs4Tcr"
    "pqGSfNI8O3Gj9ltDKHnaL82hf5P99qiTIfYutJvkvIOmZUtbpsn/UR6NIYIzfQX8mVy4jfom1KXR1a9EiTRE/dbfFhHTbflq86pg"
    "sO/ZCZYNuK+7S1KYIYlSfHAKikT/Bmub4wRPkzQTWxQpLl8TJd9FMzOjfPgeFckYc4E7u+j+u/BP+9hGZ6fk+eQz8eODfpFta9HT"
    "aBz7q1729R/fcJ4P7yh6f+P5ci75H/VZualexEM6663w+5rRvgCdJSsIE324bR/3f9VDkdKdsPWfPzZwP0ZDee8o1Qvb51WYa2E2"
    "U1k5hjJ7ITQr+XayLVI3JXO/23JPP46BDm3cIAP55MiQIclXJQJ1vJ9P6Lbf4z7t2BgYUpQqOxwZPS9xiGdgthZyhLodBpqAJXcO"
    "XeCeyCrx5MO9djOkQaceMlqtwBTHBp56RXLrD4esPDU46TCSiKNuhdjtgrYTqk2f1vF4UGPTgAHphPpC02jwIxU9HqzaAo4nUdDD"
    "GPOt3SrHvuWhMgWcMjI2lwwvWykvcPJHPo7s88fmql38GI9i0f2KUxVns/RVcUpLhhe7c7SwbqaXQ9koQ/IO94bqadx8MOgVEGYW"
    "n0R3f/kWPATtMIMby3CMrS5EPiHV1ylaNth9Iwq5NvGaa2O1BPBPTh77Jt40N2MGgiEwTNyTgemEbM4tbuz9mbMmSmfiFT/9yesy"
    "RskaHGW7UcUqSoLH9J1QfKHB5RzvxIw87QM4Qe88ImKYPeDUfIjzk9QjYnpal9A58DBjiY8SVUpRrsfvJD9ZGZjN9YyGWzTn5znr"
    "PZdH79G5A3BOVaQ3gwNBKLgpoHokvoiPw+C2trxMRAcW6mVMCRbrwyrRKwHMXevbGMqaoA4TGbCWxCchPZ06Y0RMK1TQHetQAX70"
    "McDT6xMQqcByoPX8JbfItFE8yb0rj8IGSB/3dTpWW6LIDfOkDXbMLBX1CeNk5yGdI0maeTUMWWUpcSBkSG5G/ZYIP4FCu8E1+8lk"
    "WUx1o0GtiP1G3xdGzVVh3mzgYrcJNR+/w45i4Mi6g9cGs0qneOySfxr8Zl6EN1zPRoH5Rwf44sWl1p/uUf1B736DjwRArxkJ8a5T"
    "WxC7FtEfzHJ4BHL+Z6z+TGr5f8BE3FAOoC8XXrUCtFZEFiYGOpz1z3LH8+k7jEHPVDS0P8uhTuwxxscAcQPNP/6suPAUmg/oXFqb"
    "LbJ8SkyYEnyJU54jXsB1nCO6OXU3wJRqrfcQx/sPXQP+fuCdB1oj/3Sg2/x5TtWjxk/qbY9L9ZDfQBl/PaSFN+XjLOVcVqwjU1Il"
    "PvlBI3KGc+XLJ2/0jVzcV+EomT0cV+0KGQDt7JoAzjEHFMs8AK156cuVgZT+HldcA37IKjVfHqY5aRyiLKcfZkuiaFOkF6LpK6gf"
    "iJixYcGU4PpFpowRWmIyY3+gYTxQNXj1vPwoGOU0zwQ1j+VCWalFPET0sdzfTZ1w+/J4YDXy4E8WxMjEh+f+LH182M7qAy/a63wE"
    "6GOXemgc5ZDVKFc5tnko3cYuQNpF1F64aV4+dtdals6FSVoe4TbMRqzHh4T/cVx6BWyojLlFy3jVpwPglIJO+HjiVzdqKL7e+duQ"
    "dPG28wybxVB6ykBdHDOXaSF5+1ab+qUy9UU4bNjIVHOQmdGw6w4OLScEo58J2gz/wNDCs4vGnGDCkROV2CdQh+T/PUO0DXKb/ZOW"
    "fnr5IPQZUhYQk/nkE0drJhF+OHfWK/ug2pl3INmnFQUmpgVx9lfjOlkguV+eKiwoPM6Es1iEemFiUHjSoQQif7adXvV4xiu8i6Jj"
    "2Krx8YPmQlZQJqmVG6YiYoBxVyJDBJdOEb2MjhzLpZDCwMWGJ3h6ByatvVMLPUPmCoboweoJwBedn2g6cbkAGrGqxRrF9iAVbhYl"
    "vt4DX+MLPPcUibr5qIQQxG0VNCrV5GCK99Nh/yg9CIZ6uNxI+umXDfUuA2GX2Ic5f4SIoQGZ0S0EOyloubkEXv5feqlbYD5bBmY7"
    "FR+YrPiDMi5Ytzli2tqf/+nj1kwZVJ1v4W+tWTZ9tODZAW3wGBiahML0uFjtuV5N9oVHaOQ3au9QttAYgMeOZ4Zu7GIa3Ua2rw7N"
    "sGt5qc0jtq4ydhMv38bEn5HGVc+ofWmbkAjrI/rmoUD3NQ+nYZ7LhxUFUGulMspDq7HyY38leGvYGiQhZx93/tUi528dCVOKWNJq"
    "W5xD8dg/Gy1PRh0lopApzzdfdsUPn3Q9qnGoyPvguoB14pRGHVrOKr9pNMGRShoDU7UT5GRztCFoGxm7zbagb5tjEKUXSaPwCxrG"
    "Rc+yHYKR+y0MXlyVAKBjPcVPO6NP4NANjUE8jw8ABrxXPorPjV7PXK82vwk0rtrqn/J6bwmMhaS90xPT295ri3/KxEZlzA18OpWb"
    "LRYDiJJzxF9u2Pne3W+yrhGP96cfrTJxzDyhvOK5nNSE9ZiEa68AjO+cgayrbTZxCu15j14BBzAdJK2Q/JmdxleIh3MKia55L5re"
    "Opl7CwHMIBoeMY7FflzORfVKT1ge1RF/qHSXtC9n2mXSt9/sMg0NhvtoX0mnC0t3aMq+YwMeTQIZ6EvMHx7i41XJfIdBHvMBc4Uj"
    "QLdzX8Kj7GjIUH0vAXteyibvOmSmGlXa7OLD3ltlKLbB2DiCUQsatrLduDoAO8eX4WmBFH9GssGYVr1/yMoVM0/pyNuIPvsYTE7J"
    "HTEaJbcRw8B9ZiiPzyK4/3dDbMciYLQQWU2Jxf4m3tas1/2d5JOLqJkrkpTdaLLXtCXN9/NdRhsecoaqMPPV/34RzkfYFvav9JNH"
    "+ErJRUBl+Xijsa3FB3BD5HS8KdPNIsHZ988EaR1zIU3Xykb7KHJT9jQ45MmOHkWtnnaxQouUD7bMKFHBflahz6+khJsMQ3JRl4am"
    "IkyjP6L4+iKnp+79JyrfFUbSEFf8+8noyUYsClX4JECwV07Sc6oKizyCOt+NgO9MEfRjxMl3ElWtWiGTrTlpIbjNBEp4LkKjx49T"
    "9l0ah5YmfdLUXWT6COh8szbDEG/N21yPANZDaONNbGljRTOO/BRwxfw25J4cfLhnDs+6Hn8YNvPFDOzguXGicxT7718G6Wy9U9oP"
    "6vKO/PGp/EIL8+BoiDmL8xWgaFHAhOWsz0VD1oGUD0FLxNpnF3waC53dtgBjbDsJ5UaXOfk9E/3GNDdrutO9ySFHaOeix5LJLpvY"
    "/7NehWh+PfNs69YSTh+I7e0saXcJgBKL8ug7j/JoZljx3P7zyf5FzpwBKoqLek3yh2xaBOEamXHmPACfpchHtpXce1fu5NvWrMMW"
    "uHqJQEn3fYUiwjz4f03NWWAzWKxz6cdDfmFEUMV/ut8QnYYNBqz+IilgCRpWnXYjON56vsrUrgV6JL2iSOd0uNgJiXlxH4Du1232"
    "BLp5HWkizxej0y0sNLqFe8rRrMOyuuK2kcSMIqqcbtosEyCHb/Vc24HidvCrOutCx/dikAMyf9tEw5l0nCouIG8RlcjZNwra+dxM"
    "sj1H0ZI7iRNsC6jtAwmerCS5UZQfbmOZ8G/V2v459D/2VTcVr06Qtkj33qzZ3dRAboM1L6o5yXTQQvPQ5LaEfpwJdYIcdNmiY+f2"
    "6Dch/zdxOxOweNDhvmj0uYVO9QmaQ6E4ON3jzxeIYmt8sXZG0ZsY6Nu0k8gTrlqdtleHXyimNCP6XyNQ5cJIqz+uK5HReqeO7bZO"
    "FKwjfXkoUFGaMH+UCiNDtczFAlK2pjKH6HnU3ZpzhAWsE3Dkc7Mw7rUUm8QIZimUa5gaUTqqmrZMYiPqv3ziKGHwx2ZWQIh0kCyj"
    "vowmZEvfgDz5bHqFc7APOwRPsbf6v9wx9Tm4gRZ77OXLecL5c9h2KrWE9FEJhYkA8TL7OZtYElRmx87wlTmoRUN4SrbvniHPbEp6"
    "uT5JF7EfXvkEF7rp2CxU7lGxKwYYkDas1HimkH4Vh7SEPOAxO8p5x9zIpx0NL+4JINps+KI5w/iDB71aXsjrzkbzAvXFhe9/yPOk"
    "FaJZF07hlU0e+EkS6wp+H5wcrzsZEI811TmcCCwKt6Uit4eAF/u5wlic6fQpBm6iKbAdBwPMRCwZIgVDQtz/ZBwzJeGd7hQ2h21Z"
    "Lef2CB+9ArfxnbLuq4jtcVEGHuHVljDLm/tQ7bAcJMjaROcFWJi7VHmGwHofxuVFIRWVayxFThGcxzDVcKNTKm5K2LawZWOylFI9"
    "+helzqeEWhLXldZVDaf14ONkUkQ07yoCC2Vr6rhac+48nqxIrIV7zM+YuZpXyqFHzmafNXFjbmpWXnXh6ZNoaAB/0/PkSoQeYLRT"
    "ZC7KaBSovJhtoMcuWXKMTyGyPRSgQkMFRT1JZ0t0lR8xwcietGFkpJ+4ym33JmtH6VFv7TzXW01k11/klU6chMPSfOE8OmlVM5m0"
    "TRqIjiSL7VWqRo5aCKdj9KiOeFARS9dzklYqIlpdojnw+rSEDo2OM0Ej7YnuC9UIy7s4KoIpEewkmZ8TahuPVu2A5We5sePXG3xD"
    "9bTYd+ps5unt+xMv9FScrmWomUnTekbU9XCPH8TCHbXgpyIzL8sKpZlk4Kky84HdVOZBKDKrDU4CD4XFrc4rn3mxmVHOSnKebEIh"
    "ixjYea/12os3CZ5q4lFxokg8J8w0kysGS3mPTN/g6bbO98/iEr/4Bu6JXbzNfZFT/9eQwmCGqJ//mhxxDTSfA7MjGCUuabD9pfOA"
    "JdG9/dl2dkn5rM9/tNPPUzXcEud3wsfNRcX8tdAr3NzEf7YsOs4ZvEXTKEIi6/IGFEsuCofj6c6zlhVidJoQmbeG6WIUKRhnpx0k"
    "FR/JxPmTwI4os8f8wV+08saCQN5LVnOZpLkmGo85lqDVVq+iyb15mKwOTA0FAMvlHYPlyx6HHsHxPbbLpoad9n3pLaz/pVhpgooi"
    "/YNtMzolgGx0jtqeEQuOI0x78OoaV0yYMBwjsedsg6BWqKGyp0UFw50hvf3bBEQ1dwtnRfzOvmfCraFjnawLyNUWDbD84wj5+JG0"
    "9BRnclIXulkq/BCUSQdHzTCtLhIof8BopPkT1PB9pU8mH9MbB9NPZshHYNUD/DlsZuXk6hRkgGKKUs2zgINDD8kE2vA2VYWxd3LE"
    "a1sw51GJcICmOGKSiFq5e9z2TJiozmPdZR+43cJ9mWBP6NplPKY5BhKXpWOBxFpKvJcMmC+dPCa/72BOiwahqmQbQ2BuQPKWXwCn"
    "Ur7LrOQ3wcIsL3apkUV8C3l9jzg6t/y+sY+UHPuMjknyevAiy4nCxoeAyZ/u/1UTWM8BrXkQ58rQGT+Cabniz/w8ue2UfewJusB0"
    "Yu1JKIPQ1YUAnbzbwFeMvMD68FxDfsAw8XW8c67p5kw7lskORhKxnBpoUmshTadPvwCT2dqWw+owF//yAWTAG9dFeZ8HBcxEYxAW"
    "GYydbwQk7sTixu7W6GOHp9pZcdwuAMT2ONibDnsRimwn9+RArSaYEVZ6ION2wnuDuhn4/wQu/KZWOqRWQdacsGJNzpg5YHfqn8lh"
    "y2XkUbE+Q9CWTsg24k/UV3LcZLrF61566Mue+bJnPijvmB6EwMcgGvFZY1vp0N8RJWVbJJRb46rjdFHC+wlThDuN8c7xxavWvzUv"
    "YoF2umRI+4EWirTpH+r+01SfJ+/FeUJhTh4M9akKdSp4n8REeFiCu9aEP2XVpBigplMUEgr3H7SPf3OlMLUon6njEMDQTQinicui"
    "iQoX04R6p5WXe1SaZi0N5pnXEyXL1sNev3QmMSAg5Rc79EzhIEdH0m818aW7JpJ6QrgpuiUHNXTTU3EoOtOracDD+RfqLlQf3oxK"
    "JOTzRlN7EOQiekfiPIESXeJWl9e5f6QuA9lIzglagJ9OlIoTTko4ZSTtBWjHm9qMLWLUmzGhWOq173bsM57/7PLkEglD5bI0KA41"
    "qJz3nHDy4CJEBVJh0CR4p/ZgVh78UvMPND8ke5J2O9n+mqF1KcDEKTfaRUF6/yKc3I4lrG31YYNbIuZ78oPCqQvT6pxrwOkfn+i0"
    "p6N2xInDPgAUSCowCpZdrcuJGj4MXA760jOEp7I49M4PP3K7Cr29D4OPEglWQKT/Fi/LsrINpg/XjxMTLNGHGYF2IsEH8tFqIlMa"
    "VB3QbgLdCmWCD6KB/v3p5xNzvshQtxo4W/lHjRrXQmhZ9wzYOGDHjdEprRuO/jOdm0VFG2SqH9bwSbyuJ+wzR6DyLmbo+Z8tPA9V"
    "xVBf+X6URWdDEVjbXqARioaTxsFLziyqjW7ac2bvW7kFqEV1xG4t49g5OBw6S7PYuTLa5yZNyFQtPszBgxC2Hr6L7sEYdlQbOSe/"
    "pT8nxaXXQcZady+nQy/CoX9LOPc/n/Podn7mw699F/4lp8WHH0Ya4dli5p4f7yy4xdbwBPLp86N/r976Z2Z9mVsJER2oh0toD2eS"
    "jtxyyV/QwMD90NGFC/zPhL1dT4TdzUtqmbnZSOZEjAjboCZtPnMTlV+TLKAMTjqxCvW5VDTSpxw2/DxFpb4GGeblaYn/yRXWhCy4"
    "Qx8AAy/NcbV5DyHq50g1yoY48JWGxwg705IgNGDpNNS83WzyuEMBbDM0JLEgHCh8LuzXpFPfqMgzUY4L3uYvsvP3+4S56e+5xT0B"
    "xV/9FNQpccKXv1H6LMAlwPiAxP2XPuJax8PHYJOeuAGv3aPf7HgY+R/k8CBOid0BBkI8TJ6eZehuZ66S1Y4OJQJdn8gptaH00xWu"
    "PEMdUCnaJC6OZz1B+R4VOi/TEEk8tSkAifQMHmKMdZQVLBAZrj9zLJKP5T48Brl3ppi4/MDZEvqYxaUdG35yyMPVI4OhtTyy5clz"
    "7YSZCyHdtzOofxDdenqEd7NxU5NT6AS01rfsIBGFZoMfgDO9je7c2ptr6Hf6i1Y41w1VCep2f2VYy9xATH0kMBvyZ5+6ZpfE+epn"
    "9hO5BS3rYIAejLBGB7vVb+pEGi6vBgaa1+hQDOPLO6xDOCpJdBZRbV6DPrBnYI/6hlbuyDMQO9woAD9T6MTljhjDx1UBqQDsr14K"
    "9sqnQ/wimTvMuWBMM9XG29H+49sc9K915csl4tEzBP2tKAUak6JJIfWJCdAd1UxmbE+Kk1BkmY07LzxzeX/gsS7QF208I17LR55m"
    "y/9SwDXbkpexGfrUNHNpbuZnOE55HZj+wzLwrcb8PomcrUYFehkJjvKw88y8ndjolE4ot5zAtfE+F7ujWkxX8/nSI/5iOjyz2pC1"
    "JmUFGSWfq+3cxXd6iHQKrXPYoSMKZThEkyVc85thUnCaqc0N/vODiAmJLgrISvAAmlke6z0ywQjd3HItplUDEsQLznbkzIzcXkas"
    "smadsjS3lXRadWL0eWw4vp0HPBqVboL4BiIm8zKQ8wa4OCGqJQP96wiaapS2CIVzCrVzIQwPFk3I6hEHB0FpobfgerhaWZK0L+tS"
    "PM9GOIKne54PrBbaLuOIMck9qfyisL+Khu/ZM8iZTAzJN8HnlSDbkdH+xST8sGl0i92BMa7rzaWb0Fw2Nx3N8vfovQQ1J5OpIfJp"
    "P2kUmQya+JqE4mPQr5a9P+9Fq433pUNNwWB1nPO2YzYl0U47vwW5yFUU8B1NL85inqVLPGNVz9x25lBy7sxdysxfsyngBuLc8/1U"
    "LJrp83+2YwRnHR04U6irltUP8kM+U7uOAUW9qLqeDZ8SEnfRNfdShLUonL4bZog1+J6vpZ32TfFwUWStieDOzOw6qsBjjUn9sel9"
    "T+Xkp8pOig2Sc+dB2f4J388Eg1clXDjIFio+K0vw8r8Ns51h4KdDpPjMH8uCb3FITCpuTh6SnYcXnDVx5rzxVoD+woy6Ls1JAYzC"
    "vS55h2pJMU0ziXm5AkDh3DBOoL1haLuNvPDG21ppT36Wl9BZrroQcqBkyLNX7p4j4bI9m++X2x0M2YwBfWCE90tDHHUy4MlYwcwy"
    "a1ToAyeLaXjxGhW4VEcgT3SN9QAJR/uyCdWZ0HlENpEFbjwjl66tDwZ/XkI5EpC5pwIQx2gT1n7QvjFLS03Tl7pwgaWjTLSbjf5t"
    "APsM4zyqCfHlkRAbTwBpM9qzxFBeWVjci7eZxR0PzgsNR2a90A+dVGPVDu3WhiojCbrN7J8IxJGR80LWQc/epiofd+enoFpUP1V5"
    "YYbrEOsEgzEqYFEe+Cw6OVjZgRaex8SDQwAp0Q7BI8CH25mmiLleski3chHK6PRV5G1+wXDCCQ7fvlL5tZfblnk1LnVekT0dSa1Q"
    "AnCrgXXHR7AVmrbfzMlDByhSyTZr5VVs6mBrZ2fjbeTAra4zMe98STQZxLidPYWl6RnkWRkMJA0ovcSIuPOOqdLOrY8Nx6Qpcpnj"
    "XIzPhPUonPIbLbbVA8Xi4FiOFLYJXGb4rTx8/nzatf/hErIKW8oiyfrm6amVoDONhMwxYPCGx1SbuibLOPDl0YjfdC4NtGJLgqjv"
    "RBeUOKbcTqT2bVpDVP753JziP3TubcC5v2uEUFAUbEclfhZcELeihHTWiEG7NqSKPdkTVDuSrfcXjUebiLT1/t/Ys41sNQq8ER6m"
    "LKSEi1Iu9kxOleE0kWe4UBFFMXdS41AXj9kMsW59M8w8KnrFM5/ENXPgfLYmAiZgogBAopM1Wx52puS8UCgL4laFrRI5Ed7XoYs9"
    "ezJ+zytBGxAV1fcAeLKWgxsWQwEfz8nBdn/Y4OzY6FC3DbQD52IfBNkDU4aPi5YviPhR7NnPaVRQZx4FCMoKMccp2VLNz3TXcuRJ"
    "phpBcHzv5agWM9vFmN1J53hpBlyYdKrl8qdyf5AWSUJ8gqmKkwOoLIKLg8Bl0KkxH1jIED6InzQNAQb3EXcAuKHpEXH6SIs4A3h3"
    "y03ypUXOUVMLM8xRf8GjkOGrLuLyOYIGEh5TPebaecgnq/gRCBHXhcPpIGl/JBCd1z47lxLE7G9UzsfjVIX8UMtM6Fb6GfQW4Wuu"
    "Ay8TEy1XWithSsAAgmId68tG1XYuH8NlB5dWuGwwSJWdZ7aYyHf5MBSKPYQlrIK42nDk+8g/J3MgzBvkTpPm+BIGQeFUxQnyFtDI"
    "3Gn5sg7SpOpEmW+4svxSWAzt7sfPaYXGkctyiwTpuJQEzb9LYQJ03h7iGld5WE6jIBeTBWUJP6mZsG5Hkc6BOXZUnMYFK3duHfVt"
    "Ru1kOcnOakjrVpTiPq12B7h1Bmy53LpcJnB1GPlN/8VHMFbInJV3XduKc1xBNcPphcY3ZGNw8aRZRFyZUlthnhVtqps5jsH1fmhK"
    "HzYEzOBQC+vL6sMS832hGWNJSltb4jbTl4Q8yRdEO3DobJfVslx4NWCAbs0J1WbXd+K0ouQsRz/RVEwpPT+IQFWSmyCUHb2CSn1F"
    "OpVN94dYx8D9Q0jfe0Efzcd+UEOJS2XELNqBW7rLiiytyOAqQzpGWsad+uwLnYMz8EMrDZ5/tMuWDMtWrIb+bRSzGBTVqq8MyhtO"
    "gTrT5ZRTyTAF6bbuVJx2TOIXg4sKEM6k4PZF8ffKCkXAaBGdPfoTsVBdzPG5RSY/IKwhDDG36xlPHq0e2bNpiSbAvzrdh6u9zLfe"
    "TtBeiGlvEfCDYUrPkLDZ42TA7i/35WKGItkqRkCu3Tj6aOFBMlb77KzJti24sSUPOZwn5CknUV/pBLPqHsdKMWjuUCeyYN51MtBV"
    "p8OdDOU/Wf7zP3Uk27LGJ9jDNWziz1vD7WUrSB2NGedjLNuNl6/lr1SGtzHJI91igPkBqMOwNcjs9Ztc0ViUV8QUI+EyR2gLsuM+"
    "hdXQyJCCQ1nog2uR7EFhskjG+suOlSOD0zGlMJ3VkgriYSer08ezxv8jfCpSfZyY6WoTutLJwqfimWM67aAyTwd2unzsjQGzs08A"
    "mA0xgOV6/j1g/zwSzHedQBpHeNO0vWhn1200KE5FCrjfddZ4oFj9ZnAL0HqQwblCDKXIodBNPcGT7FZMmXDOShlPqotAOfE7fI5a"
    "vupw47vPRYhj7Hy+HeNxfIQI8nyHdeeiwQmBtT8HUnVyD0+arK4evy12tsicHkmk6TA9sYcvpAzUJl7KDGV2cO+QKvg5Af+ZeaVq"
    "dVnrmkWmq1tyYUSXJyiTk3vUR1wHkASQ/whVOx41vTZdFg5VrjUc8WcC36iIE7xBmXyzwJ1jnCDLl2x3QaF3F3nrF03lKUiNW6qq"
    "FhYcnOHZC88qoyyqMX12ndU/8mafMNg+KIBNAZP4rLlrBGIsVFjzFF1BD72bgP1xa6rcFrMO9Ql53WXcT1jIuJjrjNl2Q0Z1pALN"
    "FNNJs8VMoEOaKjuRVSFmTtvqM8y4dMFy9JUhe8AUkRmmOizjc0fcq7k7VbaoXlXXAsmUDbN9+aD7Um+h6eQI7DwqSRzVbgVhq6ID"
    "M/aS1RvlG9Tj8W1QO6zN7Kk8fncz0NuBQ3xUUlaTwHTWRUq+vl65M0y8t/t6w+z9+Ho7tU2w/HBpI4uBxikC/FxOpOtpFBF+VjQG"
    "MeBuDrWGrJPQ5oNOpa1E5XC8yo7H1+ZQCR6Wo8Oz8tYazWOXEFUrRsMV7RMLQVz1hRXVDoj4mnbAYxDztE3WJWXga3fBdeWFW7sJ"
    "jKbCj9M3MOusdAJDGZaC+suqRDR1DG4K0reb3LhQJ34eDZZaXTh38eNeEC/cqlbrlyETqyVr/rsebsQaLLJqbgFmu1ZpQcphQYP3"
    "vP+zx17dtJQgRZcey0bfYRYExuhm1V3D0nkkFHd6LqQPuswFGBoWJ8VmzxP3tH23d9CT4aAS2NxbeF/C3YnsAeoJyV6bxB6t1GUm"
    "Ga26lvQFYELp4+tRqLfUcsC6uQvGANyaZ73XsZO03qmApjD6wR3N4T5UZo2GiOsohDpBY0VLuONd93eSlIkA7sHdGPlYI4psFWvd"
    "2Ai+0QBMO4caK4aeH85QTNI6DHwSnjnMeVhWC6FZM+9fefVV9tQdwGmkYi3RyUnQxpAP1sUxiaE5tcUdfzic/OHWuelchApE6G6u"
    "jxuvWoFWRADwvwceJM7oNNIGBGYToQJT6gggnxwbBEFvBTep/QCUL3j5uVypO8CgOCGy8m2680ns2XjFhNIP9RlAR7Wy0CjmXtmK"
    "Q9MVAG325MrO2E0XP1tMosxzGXH8osczBqqCRcEyVmZgwJYHwOzYdLZMbFSIvOUxFdjgf7W/kFGqnwBXXqU7auLs8VoV6uh2gdaK"
    "yIFrQz+jDHXV1HkPS6QMiHkMhA3VwSA+ewEvHXtrFvzAdTRNACwKjusIePRUBv7qacYgIHbTv8LxgqWIA9GbHeID8dVrPiqWY2eH"
    "NemdRFly0ULgY1D1s1Qyb7q6Ztu6xg3sSevIC83GnLOsyA07mewnpTFctxehhbOY6GGg/jRooNq6p2xmDE8GQOSEjQCGJX0VIPVV"
    "xSrvze40VsHikxJ3DO4m2eFFGeS6MWL7i0G1TuI5UTN1Kyl5I8BJ/hoHjXcCim+nmzWJITfPp/uR1EaAHMc6w+OiyioOkS3Xt5/a"
    "8ZEi+dP/4+1dwC1ZqjLBvLyUDSggiCg+QBAfICooIyi2tNJ2t/jAR2vrzHafnbn3yTp779yVuXOfc6rpHO1x2tZ+zdif0860023b"
    "2q3th9M6No2ICrYIiCAgItwL3Hu5Xu6zbt1bz1N16pyc9f//isg8VXXKj/vxTdXZsVZEZEZGRkasWLFixVpdzH10hzhPXcDMmzsd"
    "FRsxvC5f1i0NH3otbpzJ26/Lp+wP/d83gK/NFw+ug4NYj1ybz4P7fn7EGIXBNR7ZYxszEVKxsH7oMdTBXzvJniJZGTDvMxMQX3fo"
    "7qeQR6HkqNOtmCxJ9rL14cXoCHqhcyqhzNiFl4PgZNAhd6FpATs9krSOMSm5y3zktYm4srf/HnL9+J9IkNJC6V6nSMoiKhsmXdwv"
    "pEytyld6u8odUjhnxISVoIC83ROlPv9ACtEMa721BJ8wWk1ls4BAHhYjKsLRYadEH/WKutxAwMuMTbYOyylDeaQ9IHy5fD4qI+Qh"
    "OT5J0aDwi7gT3oAxkW8DrWhuRQntdb7OwtTgqLkpxvQcX63RhQZDK/1UFtDdiITtPQ78SC8wKHH4B2DNiaBEPYoNBtqpEf0JsV3H"
    "Z0J4h42KeYC61kMZC+GGM/sAq0yoSqNbDLqOo14DYWTANR+4Js6NEoNlsxvmdQSt7zgixK5xEXAkuYtK+hxivYMZR5PKLq7DhtmC"
    "XpK79CBCCfFglSPaLIbR6BBxxbgQjVaOJiue1x/12q8KjQrsmtrD2PfRx3btzcagz+B+wqamwi5h0Utw1yxHG6xXkyK+rS1Ct2Bo"
    "ssxOZHH+w86uhelwDZVVYFA0c5gGpHTEy4VLnAA1CouJ3MiMWC/K0IJOLM3zxx7LpI1dbV0PbmQRLKZpHx1mLq9Rrw1RbYFjWzyk"
    "9MR5ISlMCP1y4hSgKDS5A+5b6r0oeXFS9JDUf6LLORRLAxIfH7K84ahI5FBiK+HzXn41iL5FA+K5Jxhkantu+OZpQIvSCWah3V/o"
    "KTDIVptZrbg4pUJszpFj7b1+f+RQu8f1mOBqNqDBMpDHcYgk4vAksRNiwaHmoK8/K4b4moR++S7vPKpzu1FD0+3a1CDYDcoZBhd8"
    "Gr/aMnAGxVIfxoAoJXSSvV8CZdoqc4bRMedrFfXOvioUjotZRCphq52VIxCMY29p6ANrrdNnxLQA0sZTgOkgHv0KyBD+9GAZWZ2e"
    "aWF/ttu2cswRjELvLzu7CofBxSv6LSRxlbVLhZ47QFeASfM8aAhb1HolepLbXwUzRsasS6G3vRilpXcoCS25feBnv/gZVjv4UeHC"
    "4IgpJ/KVb9PZHTBCNx64LboA0RLQSELgOF+oLpdQ1lrWvNSvs2qtrYRtw7etwB2bpuytdyVYoCkei8RzBIaXOBSgZBjlX4Yj6Mtd"
    "qSEvd3kEzndUl7vUCF3upnDHMo6ITtYuqedv4Rp2lizQtLfbe94UamfoNbsi2rtRvzjg4fGMwD0he+nudTq4lgS9kuWuK3tA4NrF"
    "1qQBx6X52fLl7rKAWQUgYYLftQaxPk49JJr/h8gzph9Jqdi0FuoQStRNQh6N7goMAwQjIgxmqx2laY4sRNmkQES93CmMw2FEuAjk"
    "Ij4m0WnXDdLh0/UGyTqKEWPLaghvsNaxV5CmlVtcsYR8aR8ElnN3B7+8Gpx0C/uGbAQEBOukR0b2txqcTEtIfU9m83pwMi/yjY35"
    "ZHByy/7W+Pm1W+tycHKxQrgcwD7ISfur4Wl5oKN0DIPcQhH/ioq4dISRsM3Zjxy5NaRJ3s62PpIeDk96YhYRCkSkABSS0g6zURYj"
    "pTC+RbmlkOaBhPFojaG4AWVpCS1TgQy7WSK4S48Ir9Ndtfu8kyUVAWWDRNgaZoxH5xkemyvAxYURNYS4FscsT26fHJSjAegVltFA"
    "EKTQyqZNqUHfRlVYaSvtWvNxPRtUhq4tmOJn1M5CbAHZAoZBlSl077Q4T47TOdf5gFZCPunZ3RkGvzzMA5jjN6I6kXW3AXfhERRz"
    "B8O+P8+QFA0OeUJvN9NTujVwSOk7q/ekKmMdsK1L6Q+CIUNWEcqqRscwwcOanAWQSNF1G7XYaZE9FGghLtvGT0tZIBJmAPO1BFAb"
    "PFSlBB73whFxWamEyVDZt99RJ26BICPjSOSoCRNo0GF5C+FHL1cSi+7MDLJEtoG5BSIa3VtUNJMRzNZK8m4xWIsvaRz/6Ja2pdEI"
    "nMMuEateP8RsUWFrKHPEWJgqyo1BObY/m13g12qFkN88Rd9IexapyxS7TtY66al116kRiTv++FqZfFAQYlSRLdDMj6+SeYRr8KHw"
    "oCBWSrNbYDgmktO4dumW+wHnfEhqjGmK5QfwXYXaFw7FQRSE9BmDIY7+zFx/hHJB3qTjxlQqYsVK75fZCPsTAv5gYd2bx5TgArdL"
    "8bXItQnBY3GX7lyqEgDdCHDE9GzyFCX0yPEUGg0fBHFmybcco0sDZhBJOCT5lRbCsFvLVvE617bzWBqQ0hE9e6xXA2CTjWejfA5Y"
    "TGk4qHTvUakKkPo2Mav9zDG6SwNWpg6yiJSOsFqFPx6QW/uO++WwEQtEPGRAmEcF+jILiuLEOCtFzIeHomolYUGu3KXoTdcMwtlm"
    "4tw3jqyL0qBUS4Ssk1CoSQeEL7bGkYqB3iMdjVXpdBPmfYBIOSAgyswrhdp7LdHdB36USyB1aAsVIaXDSlAfMCyzgS3AfxoGk8KG"
    "0ZQvNIDt58MeImWFmfqhY2mHhnacwMIk4Ex1J8SjSQQB6fmMkPdP6QwKdcL5WYaZqLmhOwp7rq9w4oT19oMnAbmhXdWQqQcR9UfR"
    "fs2qK4k9aMoNdckyeIsLNYAVHKKo+Mw7l7RyK2MOPcLeI4RdZTbaUThcY2xo78vhsFM08pQ0IEpZ65vM9HjKhgX4WkE01J0RjZhP"
    "eP3ouhctOYXyCJwDmXJ0PPqFuyYePEq5VZONvyY/PELHEx0PWqaKpnlwbc9XR1JY94a+hLRogxrRdeZAdzgxWqhNAFKHWURCTrz0"
    "1Bqy3Q4dRs90kLFD0s3uv4T7H4EhnQItQizIsBXlk4DoAcAqQlfK6ND+jdhQTR3xG7FVKtAlVNWcmC3XAqwCwu+3ZEdbFgwkAiBG"
    "SQEwtj53FbW91nPNZdzFEisr5Y/pclTt7i7OhXhtiC2CHyglsC6Fh8F2TM9qzA3sxWCTgIHk/9wzUOgkrCcCFLk8CVGRgM2M7tSC"
    "8YgFbbZuHxmp3MYNzrmvTaC7l+sS/Ywk0qWPBMweKmESN4ctRfVhmd7OknQF/WzlEw0qGyHuSoVHo+KMjyR1dwT5U4g7aewiw8Cc"
    "KKlfoyxWRB/RBbqu7BxgGpC5vkjE45VAtIKgOwCjtKSp0u3UYifzMQrAzywk6NcEVQzsCjE9NgTKlr9eh6kjqnKV4Tz1wE9CBSgB"
    "Wjge5Ui4YaXQ37naHLFBKnlmN2ShK3DIdcCZovbexkkjwKNbEiGx8xR2TU4akSMOIWJiL+b1kjJ0QIzb2BzV/sk8iYaK2ZhKiJeE"
    "MdjNINWSwWh7EaAKsgEeoT/XlziO2Opn1sViwe6yHhhDvid33xyqeGBe7GokeiCE7Ge1mtQzbvO4saAAdW+ZO+kP7chtnrwMKJrM"
    "KRrjne8KTzghbryiWZCpY6xD7XfNsyFsy/jsyTh5tc5OEZLXVMAv2S1W3E+kEpBFtEzMgnsUFIKPsgpQ+/RViKobBTQu5t0aqyB7"
    "mBAVpwtsmbJQsU7++SKrulw4kJVsrbmU4KcR3UL23KuKnGCMP0arUJi0wqOPyZDqMu9R1ZOje5YUwvuRmLW9mYXajbun67Xq0rkS"
    "YLijZqer1avAkEA+lAnileACgcDZcx4SL40Jndp7WA8CUdUM4JRZi2Ltu2p255ZpCXbMKBE/6ZYORwHaRLqFg6+l0QBs9PvXCa4d"
    "ytnQZWC+1QShOIIUAdxrLTzdCprLbo9vaVgc0S6GK+SlNyI8Q2wRJUJEiWmvgFV1W4LRI5vBsKYoPKCBwLA8JFfOg6oWzhnogBax"
    "NQG3lw0ph2hHWjf005Qa5tB3QsB1NdYsK6svztfwACICCfKATXATSCdMaLlxJuHG4cNlTqpopNW9yJHrbU2+Ggml2Q+66KhRkQrJ"
    "K2ygdx6PpSjGcBgayI8MuOkodmGF6cC9HQros3j/UIqf4VcsMiGMeaoAdO0E+ZzuxABM25XB+bMhxrakwZJrubSWW+7aBSeXVk8r"
    "mOTTSqz4s6U2+jKcGrDrGKIDmtACR69H869odb1cGStTb9jzoENY8gw89hAhMe+dCWK0muZEMPNqmNTBnA8xnO+h/XfGdGhfaLU7"
    "pPMLxCA/B0wjeSujmhrSg/ymc8igVIixtVXRi8dSJcHpojuCMIAX6h/cFQCPuvYegSya6DIc10NMJg6A8dAbkKCOBRyfp9c+3fnm"
    "/uv0L5COSxCFIWWikrhT270cfS0EBGc/3VKUb2shR/TyaJNjmTML57ZY0ih3eaKex0J5CjUSDZmx8xOFAz/UHWD3cRmjBaK4n2qp"
    "4RyRoUv0IKFaa/nRPZ/ZQyyeEztylO+6Y3yesO3+Ly0aGw09uCYzNN4iH+jRDBZi3AUiUuxdjTYZad/eMmidfPeUzRqVO7IwClCN"
    "xmU+Ad3jQEAwpJYkMDHkql0Xr/r4kHVhwu6AwxIBfFXgljl+SMLHcCATUnB5F1liz3DJm2JpgL7SCM6dg5c4Z2HDefugbheRKBTs"
    "JYBxJJGOac4Zd/eLQ5FajbauYk4cLdeq9sU4peghFjPRlot0o8A7LHJtuASsFOZiUovgjVZ5RTOIwtCs64zBsOfRvbPwSMz5OOI2"
    "S4dtsTg0ZLuV+elArsQsVINt28+eAmpfWacYjyaTYkaajwllpLAcaJ0QJhyqfyMQVQDGwUPEL1hJ+APX5KMyLyJSEcNNm8wWxYiI"
    "D7gYHRcLP73ufh1jDnzRRNUrsUdG7Lt85wGjIYYO01aMM5BdqtsiDgo+XQaOMF9zLX1YH7UN0UkhOzLYQ6Vp6bNzl5z1cM6h4WPG"
    "1NDZr0noGTKGwefr8nsVGkJTfVi62kAveclbF4OjdLt/CWWm0WFLL93JGbtuVl5XzmrZRa59gV75UsXs9OaIoqsSICdf4hMaLYEc"
    "ciBtBB40VohLChaORi2975Tu+cRdMAtY1PoA/ZtVqQ23tACytIelO/ZqVqAWvALoL0RYK1tUSZHVAVQ2gmX0ClLvlQNGGZCKV0E1"
    "q4IkG6p9FQvGw7Kjnh5EPzLok6GXZ5kenG0hmDNgMgqdaklvCAUHDkf+yKkkCECm1iq02OOAjwCiwt2WT0Bwz2zCQA5SiWkTJ63B"
    "5NvyBGMVyVFcWbF2c1u38auQ7FoQxPQ93O4Z23wW6mnpPr0AdWOuxINYBxHK6StJGgXCLXqHRbqiBZFKLbHQiZeA6BhIiPW8KeNJ"
    "y0E4pjSAfT+4MlDtT7pFikD1pesT0yuiua6c8YucdNMAhsG6Dp2fBAcdEQmlK5L38Hize/QQRgV/o34dyE9xEyZGvCUV48d1tIqo"
    "WqnUCYFKG/WgqAMZClFpaw8jt6iYPP4Rx6Ya1i8hnjro6fkOnNHrKzI7rolXuHw0eqR3nwTWwnv3Cqonyb70KveHWGQ01j6JR/1i"
    "vfJaE3+VxQgP38dIPN0fk5zxraT9GOAwIpvZLI2RvEPVB4RrDeQx1AdPXHWjYdV3Z2NREQEIOOVr2pJAhFf5ip+GA3nl45VQCcqs"
    "lworgRUPwlT4gmxiWCoHzTEeu5rapKWtmWo6w294YrRD6Kf2DR3hKQTDAOmrg+ZJtq0szLp0ATgO+VDZn07LTB4IOocxId9XiUdi"
    "Q3xUJfgBnxDFpnuOJR9Ew75Tisna88P3sfjmCD9bVEvKyLAayJgSw2GdVs4jIQrOpFj5OHOFd4fhk236dhgRlaVUvxTWoPIyoL5I"
    "9Rg05gJvG5G+TZgusSd5jmlroXpoqMNSIRxFsbMx4jKJyroi3h0GHhjqptxIzyZ/PSM2WvhaKCWHapPjDCE+DMxxWVCjZ28W2wyC"
    "gCvI0G+QpvMOrmjEfPEDBR9YbKs+OCOOEEUYHUen3cRsbUGqvNr7tjEw0J5EsAHtFyBjMJ6CTk3yDH0ltwkhn4428Br5lAIwwgXj"
    "uQAVGR3Go/8WB3eRT6HaLNDPi1FVifEaBv2Eox8QqQg9ihXUSM8k6c+nOsJtCLWWDNpUvAaEIMTgTLMC4IqgLABqBlQSgJCmwsfM"
    "53jIPCcPns+ZwuUUAbUUa3ZeximWNXS1hbB240VVrsfRGKLAsE/OmbLShdyHJc3IWeqqDmWcyhjI46LQFUExIbA2sadu5UsGcaU/"
    "Kud1SDKeOe/8SzGtE4DwfCHSoPlByI+wZSv10p6/tYsfxQAchFaFGUwJM+xxqIySOuNlEWMxMxJfhDp2biiEmDBEj3SMAZyHxDCj"
    "9TjYRh8EA+lE0FLwbFnNanxEhMG+ECNQJLe7LWs+xE8cBHvEnHRqPlJzz0mCYPZPjTqf4mfXL8cSJSMG8zHD0Pc1Mc5z/PBWc3vt"
    "+Y71ygXMvsMJ9CB4go7IcLIdcXsd62AF7XLBuCiDYCJy4OZGBXAk82hGVF8/GoUNF6WEnDD7KwJC2xU0USCmEY2BSDA/G/WNkApn"
    "Pg6Hvui0GB0Zxf2igODJ2DcK81qBb0kdeX5zPH3loKcs5wl9MqyUnrKcrapA29nu2i3yjSFu2DueFuPaWW0lUNToOI8QC4+eJ8Km"
    "UVXA2HNlX43mlBlWtlxfbWfYVbhmmMA2BIIthUNprwJnWDIdAn0ByAyNOpPw48Q/vjl3pxhG7THFqDsdNq0Ig+CO1uq7VS4lHFqs"
    "IU38HDBpiXMUWFROmfwNBCf5OCLeDIrxicB2A+RXo3UEhDXVRwMGFY8eTvWxZc8vsCXcPB8zTD8fQrzrCvXEoG17JG82hagBs2s/"
    "NR7g1NDtZd2gjFQW4GShV6O/n1uObFQcORJ6g/y+Y/nrc3sOaI7LdBXfY/N9J+gG+TILdoOKsxsO6QoLPEH4pNfkH/faymVzpVoN"
    "3Si/WsIZODZWsGTv5WejKeWHy60jyfLmcW3KNX45+tm0Cwz/o6MxJ8DrsnDgE7auIaVe3iy/GmEKuC5/Lq+o0BK4UebOcGNiVIDy"
    "7RvnY++SR7pvlJ8vjru/nvv3ixTlaKaOQPVTOTWntv6dLSWJ72dK7g5XDP3UmopVrrWlA9DIz8bsiBrrUDGHTHIIFZopuedeYp8g"
    "B/MdFXTIV46BP0BYCXCdUbDmGJOAVqAt40/SwoAANZQrW0xn6HXlBvj6coyfbEkZ4iLmciwxSJrP1UXLqkCXHuEcobZqqcVcYU7A"
    "/lCFNbQVB8qLFUm1aS8JvqSC+ZzhmLu8jMBXguSHHtNEUWHptXstPox2XywRF3NAOe104Uc1C8h8QB/LQ0nHiPqinbivbOiGebgx"
    "HA9hGsKjVBup+AZ4BXsrN5dlN/k5VMeCnMFj/BwriQ40ItN8MqmrcI3xyf04+I1V3KrQSUHt9vR2tCh4VHI4rqFDzTdKG/YKqQBU"
    "E54vglAqHc1wYkxomUbEXYbyuGlMq5ew4VzGhOmy7tQ7bpSoLrUa8ZZS7uuAGQ+94kPRQXjQsKfr4AmdVe6Y4Gx43DFThs54kR9l"
    "XP4hHDe+o1rFSLF01DfxFCkmQ6owKObr7qPPCAwbI76xFvg2uSsfBIUThyN/asjxnsCOTgAlJaHcAiNWs368cwVTUWWxI3ymr8uz"
    "h3Tm7b0VoXPpQCXipKrFwD2bEtBQYLfH4R42j8/i2qHLV2Gu3+msjU5sCMjunHBHcV0Kw78GbAASMAImyha0YGFXqS+KvTnhVJQH"
    "Tul6x7fegFJuxYa0yGQhGEX3iMhGkaPL7oQmU6gOpl0taY0jld2FxHzF1e+qGG+OKrUYuwntbVKV3nHo+XZocILXT6pW/DIF/QYd"
    "vUDnySLul3V6LIxuU5UcKBd2gH6TBD9u4SXOyNRWkoMznZjhccYNKCBQ6n5tDhxkcJFxbUbU1O7n+DayfwYqRFXuYUsmaaGXET2h"
    "ulPYa4z3hHhUl/Y4W19YXI66qyXfJT7ieSnEomLYNfGwPwmp+axOQ34WnpKFilxTL72LY34EMe1SomydCZxUial2maI0mQFE0wwV"
    "xghUDZ5PjV8fgHtnXRTsoyMo1CO6Z6lwiFXaFgWxPG1liUsnGmWtp9Uw5zSSr8AQzTos7TXk0ZRoda3L8YyYjrrUGwyMuNqaaZPt"
    "WXO2qlPRHHhtAsAOxGoXswxusTvgOscgTlpQWFXLhrdBinAJIkICapj7VzDUz6MAo48AaLd6hOQ5olmMhGu0l6XJ12LaJxAqIHGo"
    "IVTIH9BmOStAGDA+hXACUVNEsUcAV2NVndqb15MBz36Pcz2Ex8Creoq5r55OpefqGCe1iKL4PFST7BgEIfWcpjwqcE/1ki2whOgd"
    "mr8d6luk8rEUIB/k2BCHq6oQFyIRBftHDb50JciPQ4gC1jboseRbWw/YHsBLk/06l5iMSdlPWnk61WapCwaz0UY0GmzxJQMop8wD"
    "jmNOMeKre0MlJNj2kQiZmIWUXm1TgGvEHG1OgE9OhKNpx67cHdsX2p1vFAFUgOQqduc0Vm8Q14GmQV0mnCXr+xPvcJbrMejjA/e0"
    "lEFJOcqu8QA7BFalvIqYyoJmWT7uMKlHWp/Dj+eWAVcEKWck7446JtIXPyrFKY0iE1CUUtZbPEkSB+Fu9UAxf4hhqUPYvwO6Huj8"
    "wMD64cauQqjEEpnPBuqeK6iMjgegMSscjIbtAQS0/rKCgA3BgiFyaYHTVRcFtDvouC9/PeY6O4rhbrJd1oPX+UiejSfQAdC2Bo8O"
    "IugddlQ8Tx1CRkpMBriJ+qlZ4lWmfEVjLFsF/bvVqC6tBTbsz8reKPDzGTs+FAu4IDcZrKxpxsN4xt/wzqbeyhYlG0VhbR7VluA6"
    "0n70NoFjFYZrRl+ltlzC+2BCtaCkYHVl60M6gLArM2TC1woUc1fY3sAZYgaYZjG046HigMTDDUgwylHms92IA8MjFhCxB0MLfs7A"
    "j2Toywk/6sq3czF2TD5HgmdxF9NxXHAk84Z3UAogfKPAGkU4rYGXIYdWfjt0eMQDby897Hn2XEsJLVcRoafvfmS4YXQkJPQzmefc"
    "WFD6WvGB5ZwBOp/2KhGj6WtH+GUci4uNmJJ2aF4EpiMmdahexXH0qazUhUCr2QjhanCtmyPGaT6HuyuKdipTiG+wCtXKgZ4DVoDE"
    "S+75uk3ha+K6qrd522uko+nUTrk20fdBlexOzxnpWQK7Jh6MRF6bHNmVazP6z7guebi+LiP2pB2Xjwt1rgo4zgWuJvY3g6AFisn2"
    "G54arKzlpjl+9vpTu3bT/myWRLClsAJAzhg/PXUGNHD+htbpSLpvcGpkv40ZLDQZkpcI5wyqbAZbXiuovMPmOS+gTjbmI8ZsWHO6"
    "ZFgRbA0CfwkEAwzhUEemiUcUNxQsiHZ3BVYBIne5NspCSQfE+iNUjss7t5mSBywLSEzR84GJRhAlL9ehkX/vkqpB8EohGMXYStC5"
    "9WAouHf4Cui2QnIqmlUZ95qQ6gIcUT9lSiXguzExA7IGAyi2xi/FZzG+YWXfPx8tpka+B5xB8dJQzVjlpMj5lhawtKWLgOoFZPHl"
    "5SKa4WU0+JxAJFWYzWz2GoTdoXCMfB6TvIoe6eYgJegy5Qu3xTwmlICFxExpp4qFrstVTXUlm3IR7DJIuRwENi3x+Q3RMQd/LouE"
    "agaIqNS/K+K9ylksaAiv8J2tvLnbM1mhdvOlq0ACc2VA32dcWUMXQ2pY4WSc98EixTxbpMicZnQRAB+g3rRHlaSHJa/16V42o8tB"
    "NKbeLd17Npz8RItS7LkwesIOfE1CON9YeIF5FYoOAsR+BE73iqMp7iSHHFs/nWoLUuS5QXr/+nhBFnjEeH6oUziOW84d1pHymDKe"
    "wVR0L66FY5egDxJiWQ+PPEmX4joTVKaB/qmNqeIG+Uyfa4u9/3DuLXVRkZIuGjzcheHeHSrAPlAviq9kVL0cXf868fxPl+SyEmxh"
    "x8Tr3s0Trmkuq9JobYw0aOY1lfKrAuAGwByTukdLbhMhmrOJcOEszpCFOLZiPsbcUiymuzY8C1zILs9u6ebrOyzYf+hZthdK1TGi"
    "Rw1CMCnMjoZDfxtwvDny3K1cN6KkJX7DLYUU1S2HN1ApH/SFeN6qxigPpZMiPDaNlTHglhYClOlFskLLgoHYZuqpu12lYhU4dU/x"
    "mItYjqZxx6ka9O0vAfMGBip3IMJp7VQqbUqwpwfUHft6hJ51ecRi2PNf38vctBnUeLHRqmcZpJ+vLWWRT2ealbmsHaParlDsO7Hy"
    "aRWSdmaOjYoAu/5uUbIcEy7zEE13bTwVWLhtFKEi2N8hIt1IonF8lIsRiS1eH27nGdKLl+uEKYFn/4TSE2I9D3tlPbvCXf51DgOV"
    "1SNbiEa2QDHOIhHlLKlYv4i19TTrTW7beeW2nVfLuDoN2NDdh8SpZWmz+pJzU7y0Fwvs6bJAYN9mGdJJC06CUbBbSraErC5qD0gf"
    "OMjDFKsXPWlFOujON0eM9F5RbxQasIFurx+36Odx66GfLsCuWIZy+UqAngxR10AWbmXedgNu5oWm2Ura0oq6PYgQqSpHfSYnDvUT"
    "YWEeZyS0RM5TnThZibUKtiOh7ikPVsqXgMJt6wqWAfoDveY9+xMxFp9jHMlK6QKLyk/MEufmRsC8uAXEjBtZRJe9yz3mJU1Uo6OC"
    "jBCPp2auS4mU1jNKvaDwWAkaue8pbfdxm1sGR/S5+5F+5+oS5dlm52iilCJjkqPq2cR6LyvZg2OFV4dSSscqZqPVIc2wIFBeoHm6"
    "I0Rk1TCwXPTbuYI9CQuhNYNdfgbIzKecbQW7FLUQxEG7gCt+HICe+giISnBpU12f7W7HrRNOltfn8q4hfV8YtejlxwdFlknRQAwU"
    "c5VijwUDgrpjSMG7so4WEi7Ae0mN/ZoMDq6/LlfHEiQqUz7tMwk/Us0ww5f5Wg2PX1Fr0BHaQgvErRdRyyNt5d0dbbuaLlf++Ak1"
    "C8nC+7UUrkiuMt8cRRSzVFlnDIybpPFQwyHAwkFFdTUhw6NGVENyGjA9iAs1HgV0qy8+smsXdWBmwmn3TUgjB37cHV3D9aRX1Qy/"
    "fEMhMqzDWpncWkYDrSaIAbFM5KD68NyoQ8kIS4QsuIae6qouIWREOMe5xIgdMcrIneoV1sD8Dpiw1vOhUWNA5x+3c9DYbSsMsprd"
    "5UCjyILA9gLdElgTpIPOKzIwsTa7EI0jrBDSz4jD4TJg+Ai73KdcnZIBJM799WhgXVeWo+32esP4x3pQj+MECsl+Pbac8Qo/cSZY"
    "uQzzCWY5ndGdwHuJ5e8M6nRgbM7Ewtz+XMA3zxZWaI5E66o2b5Sj2S53rK1zcE/IeEf49a01QdSLzqtCzbWBhTXkJas8plq8KDm1"
    "WiSw5obDhhn2O7k1gSjWEX5y2aM8sKFWRG/j2SgglJIYooOiTJvBSSxgUSmhKEsHNnn6I5GR0lqVsFIhdS0MpUVGvxTGEsZ6g4Da"
    "p6kX0tlOiVWbfrHxlbPVJrJz9Hydzgv1lsKhQ98Mjhs/VczoGYoMaZEoSgcDqZiWDKJHLHJu4UUZjiXAJKYA1tTChKwYqB4rVtS6"
    "gPFkcDWq9XrEdOvWAvIah9dlhHfb0kUzSFtrmdwQyAKCnoxzz3Om0M4SQKor6EWHWy4qD5bqjfJPlRmNKNcL2TKtFzQm6K0eLc+l"
    "RyJUwITNdYzSIxlOgo+k6TwbkmbeYWWwxZ/RHYvt4dj5CjV25jlcnqEsV9E3ZFYYdasXnd5pD4++dCzN1cTqRRX6X2+PFJGwE1nD"
    "V5Sapyfd5uFzC2v1fYBwqg0x2MCpF9ibczCUA+xBbQlLGZKVMpIDCZIdD0cxPHr0eLonSnVdkXQQFJsccoECx7shIVzpkF1kCblW"
    "FmDqiLLUr5axOy3R/bnPWC9dUQJ7S7DMbj9MIwZ4nNygPQR/UmPULFb7tFPLZ6BOQco2Z1BSrisrpEJq5m5temdfmboBjQk/uMml"
    "oEZuwDrj/EhK6/m88xiBFAqPgNDujNJsYeucDk2ALo/c4CsKolid+qEvX5YNmQEZGyBXQES4wunJHZG4HqifQGN7BpAvmTTH/jFM"
    "rzGQlmLE+NBCdS5F6um/DmEwFUBDLwissecbo6MkrdIVKLzmNGdLxno1xs8qsZoMuMhCIBv/wnYFXYwnjrnmDGVVNnJtS+IAw7iH"
    "qZFsh4orVKyP+WFEeBTXyVmkp/hKs15Tsw1u3OttmN1wU8vrkf2l9ssGULCRHV2GGDgBcZaziwdPeCEBZpBnkxBFowS0u4sfFivs"
    "Xtytw/aSRII8LqzOFA5jXp31UNy9yGczvAmSdNoxbDFEpEsiDWWEh0iXVT5jLZGwIsQ+vkEE1jnWG4M1jKyt7a5sPJDhcAck1Gs/"
    "7rsG742A2Ys1AyRLFCKIz9/XQfUIiyFSDnzTW4CNSSxomkCqMAg8lEOm2i2TvBispyP8RqXVe2o35yP82Bb52NiVAXjjQqHdB3NF"
    "6zy4Zl/n5Qqk1WFYg3pU7yOLPAOX4ACsEOo2oOg6WCWtt+wvWHSWC08/uuyiHcuNb2U3z+CBBAa+5Aest5dH674IhgpHsHqQCneu"
    "lzhbHQgMCg3zpSJwUk5kgXcFQpflxIKHNkaCSSGPcP+POPdIiXn5a6/IOj7RR1oPlw93MjSuTIrM1NamxS7VMBEN9yvsFSI0bPuu"
    "8f74m+3EbzJHHBZ61nOe6FkbZ7mh0IhVteVo3DHvbBMpg4IrojimZl+jwLEuC62ixQy/EXebDIEdMgF72skB3dajK0jcsbaVzRof"
    "3Tj6dT3bMq5VILC+FsOndD3otQ0vOk2gS6toXoYx6wERCRrNQe81pssocoz6whNxG0YEiuFVwxHao7ZmQqqfupZmEhIXtiYNQ3Oy"
    "YBL0QAGpE7Vtndx++LqiQduQjW/DKklUZrKYjbJtUBMqJyFQVXh6T6ATRSpOuBiEacchU3ELkCpHMGcw5FlGnvkahJNfg+4ImCSO"
    "1x0JCwnhkOa2b1nR0j89D0Wb/x025M5hLz4d2axq8TV++G545V2r4QYG/fZ4sG2PTm223rbMbAM/K2NeACGzbDB8M8NALuQx3UKS"
    "o218RrIJDoIiKjrbkRQ/bXckLb5s35Dr0Vh0jUb24Jqsslh6SfJedE1+8D4X9dGPy4fECB8i5Gui90ig34EbCg6T9ODoRjokc7Le"
    "zuD0InPIXgK9nm2Qku2MDyq3TmW1pUNXYHszMz6AYTWgibtt7vdbyG3N7c0cnWcTQ9xCbBYFKLU9KkVLizykU+WfmzA8XMErjL4c"
    "zb/BLeHCEc3I4YqY37k5RNIqk57f9iaqbl3GVqDbeWqM7Xa+lTMgL7vNzpovBtroHoT97u3cWYjtHD9cyHvt8Z0QHFHeCqUEXHJq"
    "VKZGYIXMwUZv21VIKYa11QsfqgjGd3mahNrvCEay8xZO0pJqK5p5rOQxRxIPRbn3GvBoyswT0ojloZjA5IVZBQL1gMfGiw/VdnLA"
    "Y2nBQjpsY+/qFEXQ3vZTCTEq3fJgIiyWEJhxj64dkX6pcB4zEBrlimLr4o69cmf5JBvvjmehHWZQe9N3i9PeIHCHDtWriAf6ZhFq"
    "dQHxT7OlnuSIbqa8zdZqQ8boawaIMr2/BYyJs1Sh9CSFcrY0tMIb4nz/trXMyaGRt5OWbhXHUpQL0dFyGc+9dxbKKmVKlitbdDZ3"
    "QSi0YzOQMoOcHZFgrc6+VBGuHgT9c4d4VMQxXTlKxsYNywX1VYcS01R+mCsf5yuoDkx7+RCyyVLY0K3deBbq5VrItF6hcKghRVTU"
    "K5gqVhq8rgvjWCN2nTXioYvdlR1UcY7EvDLYGmV66UDP4dcvoR2OQlCfgimwDg6ygDXPdmXffXt7sDMa7IztL8usf+zYDfYrbCW0"
    "Aw8nO2EDZGdKZcwA1Tt36JDMCN6Ojc4d6x0MXEluZzbAZqn93DcV0bjVi9gRNaGdud1gy9+d+c5gpyinFlQw0rBjiw37adW8Y3Gr"
    "hC0qd6At2nNriHinvrSzskLsPgtRD0IPPNwZ7EK5xoKZBSWDBQNbV+IFO5Nbu9DK2rVPuGuT624OOy1Q8YVK9G4xK9YWWhvvFjV+"
    "JQOXuJ0a5QMbJzCNdwqGGBBAGt95KEBKZWGtADqrg1P2l09PjaYGloNT85P40URqrJIndOomluAFFvON3B6JQ2qnigK/rSxDlz9V"
    "Wbnx3NqpetCMRvgxGCPIEEwQQOTRGPtsP2RvEMM1GykCXLiRI8D+lIGKgdSriNGcbsNixyhhTMy9cmQ93Krc6Dy1YFUF6Dn1HIC3"
    "bCGYMVgsCPj0sexeG1IWup2pJLCE61EPzxxKBtGIYAsgivqnIwZzhjTk2EReuYmHuw3jxWkmEPw1A5/z3rRUqJdK0bLpCQTw+9zA"
    "AxACGrpq2PgZ2pnFZYwKxX38oVoTXDJB+gSXTJgx0W6dYUsEqvEUP3BDAjm+gFvT4Rvj++WwBQFYINB98Sx6wxOqBPzYOILtgBWb"
    "qRVmMwZW7Kbux9m7xrcNSB+b6Ki66XYTms5kfR+vYqQIhXnStgO/171jGLrcRMOgvvPRKZY2TxlMl+jkRk+aEVLt4+zitIGwU6zs"
    "ImVQYpnX0IxPqNFCYTUqc8JtXb/LQNYjgEk5tBmhAQu0NZpzSYGYQZuca3bN5SZGPltgifKWvIxnSABZ2FIOAPR4RDLP3CXA2UaD"
    "qEU5ZrCpMIcMXY9BjB9FsWyBlimnDLbU68qpLDo05KIQ0tBEhykRfbNEm5bgcgSYU/JDAJXUoaHh2gYr7AbrMQvwbhXqWVW2ymb1"
    "DeNYJdQbVhCi+6MNB2UiCroqwF4JBALfZoTcFTrbithqxAZYreiNOyCVsIU/BJMGQj/x0Ix47KrBlpVCEeqGGoMMgwJ1I06ABKGG"
    "GbiRBrrh3JY0DN8D210OrK93GC5Yo+HXm2ivNa7lMl/Ar9g+iQB13mHHtKYCwd0YMdhAMGawpZAN7kglTGovRG053UTrwYYxmCCQ"
    "oyFDSgYlBGsNOW+GqQDtijTUS0GY89FYUwvoMq2Rm7BP2cTd6AazxAarLwy3Y77YwHzBGKaCDdqNMoBrxkzFNazeGJVFDBR4I8UV"
    "Ka5ImYZMXIXdAAuRwSplTGQuTMwBQv2joWaqAy7iO7Qijk++wX65kbFOsGjduK0UIDtIRMEgvRsgvRsTPHbCNIUoCi8/xYOnM6M4"
    "G6SaGzlS8wVkSQ09RDJUSwnhVVK1M2TFgKKqhrIDhpCl0FlZQ3PiFiKbaowCKnBGE+KNlNwBCrTRDElA8DZFiscUrAh5uYY+ppq4"
    "SwsUNyix1oV+NFYYmxtkCGw6Ll2iCcqR2lnK5EL8aHrjrF/TWQwDul2xC6EEJGBQy11rgMip06kS2M4SnTlkPVwF2hA0APUwBHRd"
    "DvcBQHhJhVewgbiBygPfBTXwlkW3HI8YbCAg8fbNaMFKkG09HjGVl0wY8M7JhCkzty3TUE2UocY6MA3ksawJNNIWNTBnYNwQ4IIB"
    "23yMUTsLMBQD3OXTIabSIMUiXOALjvFBYXHEGWThusLNkADTxOFIGjB/UVuJAlS8omKhCkQDoqkNw+j+iRAXoxlBCcYYzeMNJk0Y"
    "2PAZ8zdiENuEtygHt4AcjEEOsDxtmASaMAZNGKeM4grQhHFq0w+vz3AF6MKYbwKSQC5zlxDlcLBHKxnEJOD0CD4H7uK3nBDDqB9D"
    "XcRCNApWnwamaBl5lACEZ/IGo0BqvABw30K44DcUUhErFfoFJfaUG9qPZMgBCGQ6mzuy9JQVdk12gGdsNVnIdcSHXIdXHsH5WMM4"
    "QsZwbGUhpdsOeR10BZrgtk+IegEVIQ2iBYx75XO3WCG81gzHHhqpZQpkAel2dWKcdQVO4WUjnQ4BPhUIWxKW2QByBmQSDDKHpG9M"
    "KxwCvLGoMgeK1gSsCpdzQE5ZgJYAezjGCmLMcosxvqUqZOFYAHcUGftAQUlhAx/OCFKGwmejZaUsygYCQibM8YIlzer5IkDUqphP"
    "dh3UOZG5QrKkQPJVgGSXgbIpDaoAd/ibh9QYPZKtx3cxZS4VjvRe86U+H5BVgHkkHB6d+bX5rHvoMu9SvZY6zNnEnYyIpRGNd4fj"
    "bx7ZEaID001PhaaJchqhWlIFLJRcr3oVq8O19arLV8UWchw43u1F+Dw1/YKUJuy89VBSONplbugxuOnsSjk+DbAKSF3GOoWovohi"
    "ulHZC+9B8dhhwP2Go7bKQ4oGqeGFvsSiWjkYLQLmWr5dJGbUXen13C9x+yxN8HXZBJUJIvmixo5w48esI+IffbFWaFNz9+IxVoXo"
    "KiLhtmCAzyLFcq5uWMBoamiwJdfrBvnZ1HJYBKovl8osOZTLpWqozq5gpZCRWm9VL7xryFpKM0ZJS4zDJbGaAUVahhmrPgYsyR+7"
    "W8omeKUEkrpZ5R6Ox8G5fOOyiTF/KIYxVGMFcrZC18fz6g1OH7W4vTHJWM0OaWGYbwxlC9Ypuw7Jew1DrE13EgA4m6ouGcwYCvf+"
    "zhNBgPYCFfNXTsfrNdbDY3zLbXSvHVQPhVFKLYDrdsNxM0OpFOGQmgANqp2OGGwgwPSejpiRkZalYKBSSCqoitK4nnpEKmKZQj0H"
    "DEC6wQClbTAJpSAGpiIFJ5HyURiW6ZiZ9gXANaSsEstQFJkpMnEp+Ic0YwUhibEArCUBNKUbzg0wm7lLUOgm6gMGpHSEozLNRGkB"
    "JfYCVtMJBdByd7kSyoD52VJhgNMMEwMw2msXRqNnhk4YUL+tiR4ngLGervre6LS8gCo4o0llVVE0WlAX80tgh9JCaYECKXAqH4iA"
    "RBeCRgA5NrWZH6CW9imcAoZZCvblNgFkVqjBHtKasBorxAGAgnWM5saPRJS1UljqYYyp0itpvTnGKq1IVeMJC8dKVUcadlmH0nwT"
    "o1G02sAQU+M2tpvgeQmIDQp2ICwAUvCJKRt+wjSFMxKLNB9NF4UsQzXch7AwY4DK5ryWds24oulMnBk6Z+BCc6C8oGSgVyMkG24o"
    "cyv/akJSYdNpgMGiNuNjCgs6t5193G/dYiiDR03vbCdx9a280o0y2x8x1QbSl4hwXu553O5FvErUVm+CnNwwqLs0KelbOp8xQDuD"
    "9qXopZA3poU44WA4tcNQB5A5C8iap+Qc4aHBgloNBSXXJvqUa0gRYNaQgDd5Ry3pM9khSiZxR4j9HEPQGEiv0Ccq1E52VA0iv0JX"
    "AgLZg87ANfRgaCH4WqoREqDYyDykviSDyDjdZvXQ+XYXDEZz9lmeNRs0oGIZCG4G2VFGKRmJWgZqm/GIZUPDlgAlxHPZCOtj0LwM"
    "q7ZsgxjuxvotA30F6ctAXzOulLMx48jF987GvGQTj0caKGwGkpxhgGQUAWT8IY2XKIpc/nADxNoZll5kuy3g7kKWL2AgoMkg2cBS"
    "KiPTnRLRcIVpD4X88o5UxGqJpTNYlXCjDxbhWsKWYyhyvsEgZZgFQFreKQk1Pcv6wuOVTFiCU4bUKJBMQVyD9aKkigGmASkd0RMW"
    "THf/6hFD8caPTVk+dMKyiPB23kkdqCYcGjGEW4YG8ZoLplAWy4toyqhRU4nzwT44GStuiDuI9QB/Ac0sBLlRTm9lqL81MNHdQHXO"
    "AiTiecsZWnRZsOctuVTK+AVdu7DJjJfKMCgsWCisCBiWDBYFQVE6QBZ/aE2MJZJ8kGYYKldIc+UB05deq65r7w9UDGx4DMCBfy2g"
    "umMHPzmWCgju3BkzUOfdcXtXTbeV3/T2toG7N4/GFVUdoTPyBhr9CuvwfPdKHpA0YF60nwBoOn+ihpLo0iKRhTIW0MA1GwIuIwXD"
    "E2DV2Yvzkw/Eyty/Z8TZnHQlGSDfQxvkxArP0nKbawPu7KYOw3Piud4mGLAlVo4c8CvYB8EMOhkpmCDcQDBmkDHk20/CNp0Q3pgi"
    "4DUQxLvaO2ElwM4+gbElC4O8adJtSU0ggqCyNkPuzwDJygD7pwQtie3jXFfguUC/JqCdkw1iqDp40wloJ7iCCWjlhC8zzpSIAIng"
    "SScglpOU0YwBUV5CVsJAgRDPwgWg8hZIfOcI81AOO+kEhNUCXsipe5Jt0457wwJZ5QnI3oQVZF1YtrIV9wSlTI5ivAutNUELAuHm"
    "eCPhGkIolDXR4yuxyoFsdjXUs2vkezjALA0Y6eIk53XsPARkCicUqSPUjQuluQ/LgHoBnckvRHLwZIK6tOTHzxnY8J/gQTMsSxBW"
    "BLwFoLe7xLgvD4nj3B0wFERpBsKtNSD19wwWowBUNe5rTowwsHxsKU3wthjKE5zos3CZ4cI57sND0Q0KSbknhfZFJxwcmhqwBcKN"
    "2uBup5HhdIAthlxcC5IIGKodo4mE/thEnixRQvB+C4zfD6ByuK3ycBqVYUpwUmEt8QqU4xguRBywWzKpwL9MsFUIxTqFuLZeMBgr"
    "9Ac7xm/veOUoX5ry5gmPOxBgAgrM8wSWWwg0Stb4EmiubVxsOVNSgRIIlDgNlBs4KWLISiF5h6mR3CoHmZjamJmO8WOQIkAy+Pop"
    "YhifLCDDTpAWbwhROLgDC7DxHkwWNdHOZ8TSiLKD9NS+m85VslCwPobU7PvcLLGASlpA/H58zSlfdgreeTqtbQRPN9e4FzXBQn+K"
    "rj+FZAnVt686xZWzfIMLf4qh5d4zwIoInsPXRN0WQJBSFGQtpyA0FvAwZDNFLZbjIMulQNsCykQMnkRYM0DCSTQX9jVxfCVi6CTa"
    "kOXBoUKwIqAaUuPyET9wY5AvJ+E8QRbizF2OGaIg9MYpNq6nqFjN4TClLVMDOQOSZEKuRzA2N9EiFkwY8ttt+jZMUCoOSBWwgPDr"
    "ADOSssUbylQh1deB8Sm8HtSB+wObY/wged/EZLGZsmCy9zLrHKAnC8yw6ja4ZCgDGUBFlOh5CuFSoQqZLb2QkkN+E++Y4+f7Y3LZ"
    "AwiXWuNNHna1GNhOhDxmZNgJzrebYmS5+bCZ89gQEPcu0fDsGENsuc8dxQS/mTODNxf4gQ5twiILQyaXKdPKYl3gRSjrQ6h5CJga"
    "uyCx2MRn30RvQx/ZxEJtE6sxqcIglHQRWOVA+tnEZZml2aw3GIQevVlj2Fs41bOEiH3ZrOcgHpv1YrcmYjRoc3eDvXNzNwU3tHlq"
    "0GCRnG8YjcK4zvGNcUFOSaK2ToRjpUEXNA2sKTU4+t9AmpBP8OMT84kmXJsI+C65fbncmswmW1v7o+Q5fqR1BChnPkWwnCnMOrd/"
    "XRw9PGhKEiMjKIgicO0iqFn1PfI1wdBwQHh1t0dgeJkF3pMzu0znC/DdXY+SyDrXotlwl2BD+7DxubhTQgTqulHh9DyxAiFfQYq5"
    "EQnn0JqeJYAeznrRHK/BLY1h2cQ3sJyp7WntrnFPnw2O0yAgN50vZD8WiIfcJnZE5QQhSsCKiXCaLo6Y17KT4ZO7gWlR2jsXVsa3"
    "UcSvy2YCHiu7L2YR6eJFNNxSes8KqD+inGWjeOs8S/PRKsQWAY7C4xbrgC3DEat+NJazhNNLoWW97KP6Am4BGxi/5JoBj+sR0eE1"
    "oFHDDDjILKaNvOBkk0PNtQFFykES8iX72xKF2XwEERt0cvKqgqiSnWUFP5mN9OSi/cceWgW88AuQYIWeGOFJ8InXnLBBfoLyjRN4"
    "xxP0gW0AeLHBoEKIoXSCNT6BeIUs2FZvTtSUppyghOjE2sbxluVtYRGxRe4HWugVATeeBZmwy0A2QZvgHgIIcjn7beX4oUciRGNv"
    "5XOmLYhbLbeQWWzu4nnF1hZW/lthf2jrpDXeFpB6I4tbA2CAt9Y+bWxt4yfdsy1rD3DMMLfSyPdX4/bJGq1mLaQuEM37MfT9daA1"
    "yddsxFM0BktFyymnbVrnbciLQyHDRdRCdx1hXk3tlWj4snEpOcECp7eFVg5pnRYoBX6z0SkUZt0Hc+gsxdXI5ow8o8TNwi2GGBAE"
    "JBuzDOJFkGNWJ2MmrPoAwES6w4oIwzUbKFvjehSMCcOCo2pC4NoUanfIsGKx2IlfIxirbWiGA2G058qIDhMQpfkvYtJHb3BQQaFv"
    "BAGlE6nGaatstxrAiUXCTCHYM9qTZsgHw1VGQ7sZDNkChGx+7vUiJLclXVOXcRhYE8wZpK7oxejc+1k4WggMg3bGAI8o8OMrukqf"
    "n4lqwunzhgqsciXadDqqUjxAqJvoKKOBe9hGTiYCrIR4UdN8LLByoGwWKOuHTfS+0NDwWQM/mAqpbyO3mIDF1ki8Hs/INDjFp7AS"
    "QHuSpZ4Vqts2A97Mn1E9SC1mEGahJecjItBsyoCwshKTz0cnQMXmZE7ld72Zu3IvD38DLDgEBdOASJwUrPkB4VxNWcBcJzYI2UBS"
    "zEOoa8uZHl5tKdTFksZw4TrXNsQ8aCTOw2aEIfRPRkxXwNVhA69vFuxCHANR7xwvAEn2nMonFkIe6pXGBAZgSz9uEc1JjLj1ILPY"
    "BJCURkPFjR/fBdS13MKcS0rAFKyN5hnpE0HqkJng7S2s1JRCmMFCViOF2iCVrRwCXcIX13Fah0rn2jDYdWjmE/xQCbzAFPdg+QLK"
    "Ps/H2DOfGzePAS2oFcgc6gzznBctGKQM+UzYLmU4Xs7XwuasGhG0eF4W9M1iWMWg0gfHbo+uJFIyc4dtQkffDZaplKRwm2fOYT7H"
    "4gQnlxusqOfqS3MsPudzHgc0aJP2fEFygm2QebHB6W3OYTtnAxUpH0xJvIypCWQ7rlHidpamjsERobCQJyfhwHEovdERpQB5EWMT"
    "vg47kMwURsQLX3A2nmPiBCiMVeY4I7c+l4LCvJCNEiAI8coQTs5xBpehIigcKxU2AJbO85NqM2SUqi+yK1s3QrFhXqEKFUgOsvAk"
    "Td9zKGLO0aYcN7VRXx49A7pSmDtwtXDioVl5vpv1FcYlSzz13UOz0BWQoHXivF6JSHjXw4fegegCu2HQYtd6ZiH5EwFPqhm6YMBU"
    "sZALnwkhSeLxtgYdFwRuQSnVwmX3Cx55MmBT1wbFygvuei8yBpKyc0a2QNIuWHlDNWXtLcAdINsI0IpYiCy0ijWAhepi08gOxgtc"
    "t1pAlm8BTnSR76A0/FDaolhKKRubHwt202DsnojIIjBUthD/ZtDFgIsiLpt5emHBnU4rtKyFgJlByFcg1Jom4iXwFYOe9h5jLFQa"
    "7NhUWiwZ8MPCeGazwL1gIvgpKrED6MYLCvm4ibSAZSmEG3xSPc+UA3oKJn4BqdRizR2zxRqff2ErPVBkWzmg2DU7wRoUYrGGzszC"
    "XrsY5UFzrdg4wYBrLMEKiPyRuz4bJX5YVBUTBTk9SgITvwKEHIIjGa+fkKwXkHMX+NmXgPoT9QEL50xoSaGh0kfBsYrmK7ia47co"
    "Fv6EBYRZ4MsURu6sAD9Q4FhbUUxRIOSnmOtp7IYh5IeA+HCAc89d5+g1xTIuS4SC9nD/lMQM3oLmruQgHAvcgJVCdXMQuwYHQ0AQ"
    "4qJSbQLAalBPC9firIkROQ9BzQWVmdO4hCFaylB4gAUEeRayLAV/nM+LFWg+uWzZngCYaX/Tzcg3wQJPU6zx40UWikkCRlUCNz0q"
    "pEuSq6Em+h8fNFpJIORkLISkCijedDlSkHok9dywMwxsxlunHqYCvl+01OS+HIFqI9RyQl6dG5wJVwgTFR2WQzzJA+MONPFHtHJc"
    "kJyMC9YIUodlgLqu8rqXkoAQ0cdf0u1aIyv2jZRDl67aG10IAuODyI8tAz+2DAdDaICJoWg3MCVLNuAIk3Y13pbW+bEUX0LZ2ALc"
    "heSUyAQBKprOsXLAvLbk2gp2+BBiQYUBIqkNMdbfHT42S11WjsGa8StFvGJkopB00hGJYpZQDqq0qwC5KJcpfBpcMTU4BrHEA6Yr"
    "Wddplpuk40uITC2YQWl7ublbKZSsdMlPDvtouBJzOt2fOPCOgSEkTnmZ843zpZ/TWRrThFJOYBQtt3AFohJCEYinNZSFzEYKV/5+"
    "nFWWcE/duMHUJph/AYKQJGwJjmAJ/skVAgjYlMUsx+JVW/wIVdFitrso5upUhVKKmUL2EMBSsHLAQbkEoVuK0kmyiFA8ELCSs4/L"
    "GpeFAuZVoeMWwaYq0R2ClcIpN0iBBTMyFuHaCFPZEtsAS/Ae0FdT2xNRuSRz4RB5QGJWLgmc2172S4MZZuLc8KcxjDIU5Zuy9AzN"
    "9hNSObYTYKaUpcKRV1H6d0s5rdTLRNzrUkkESta29ttkgDhiqkpOz1mNb5AaKOimHdia4rxlycbB3NQ/c934qlVcQK8i8i+WdmiX"
    "qh7Sr6ejfomAbhV/40gZsSpgoSwPRR6DS/FGywKEmb4ZEX+mcwawfQr7H7Xjy1WASoDuQ+4PdEuFAfVPW6wKBzweAAPLCvPUq0xM"
    "RawFdth02qfGzLwkea9oHq1hFVZgTJdBFrNclQw0slcsDMwP2K5lvTHjfvZSn7gWjkLwlF2dPFvujrWftNxNRzoLvNwVb7zcJdO0"
    "3K10g9R4AcuREImB5Bq8wfripFGFk1v42buenOFHScRJLK1PztfoRSeX+OEG/Gr8KJN1D9HOongs67C0Q0uiYLtP1jaTZ5WQXYIq"
    "FEBFUoLUIa+TNd3m5DZ+ICioIPad8Kl9/6nEFr8FIybR6KJBjn0CRucIFtQgLHWmh6bOGfI+yCZUW23kynySgW0EuwzceV9TbuA3"
    "kZDb0DF+YP0xn8LYCkIxh2V6yloX31SdoPTtvTJs78nuE8BMIbkEIGIlDVv6DeS2BNkqZRaPhAbU08cMMq6jHEkjxsLGnPsFu5Rw"
    "Ox1yAqll0SegXh7fiLenOa/TGW7B1JGV35ji7CH6jNHPBXRwiE4YhP0dQ0tKUAxhga4KUGasD/fc5YkUwAue5pInBcxvgDyCDTqF"
    "BTAgJ7JYGUf5DEnnaU/UX2w24gNmGWd9d/xqcO5W1BtZTRZcR8hrFt6MgB3mdxl6as3zFqD94E5B+kcrwcCvwcL3SM2Bab1SR+Bx"
    "8ohUEVv5hXxXTHsISxVZVA4oq8j6MV3OCp5kwDmJvqeb4PgzIHozokUZUb8wV6cmkkaMmWH0ZT7GCNUo1haO8Uo/gY9Zrlx3SCqM"
    "NZG7SiALT4hnTGQBNotIGrGyw/QcOmbuMCUuFdK1asSUpSfRU3NAPIPKDGUmn3WNm+13qEvqeRagasTxwotWI/U5Ks0pdxXVc4D7"
    "x/IuTKvXDqV5Gp2wGCZ1H7C7JXRASowf8J8lN5SxTGOEXTCvOGopr8IhktKlnphNyjmDioHEC3wsb0THKniahexBN+XTvxbCOUOm"
    "oBY8wBSMDhpCkssjyhJilUJXZFbKaKlBJqcEVGVgFSG7eiF9SrdgKOjZfv02A6Rh9VEu+Ub8IcBTMd2WFPXBfQcCLMNhKVfsKTAW"
    "TlgJUelhaU8b6k2JxsTztjF5QvmgoiUPhO4/sIdXiEyZPWcglFI2wTQgZUAqR/j0aqTd74qbtAhxnc1CUKP1MUSQCuomnkK2cMUG"
    "c0SXZAvesamY7NF0WC+x7KFVxL38zQxTXaXjYi5TraR2UflZrmpcamWpQyEBIgdPSbcQoEfQYYuFkKRhOLrFXoNjBjzVJ1gRYcgL"
    "WV8eq6kwX1igJZMj3sE8xtt0ylNQd8fjnkL5/WD+taEvLYQrhZqwgOXcmK1APitw9CMv6iQDbgVWJKtywavbhDGx7Csq9M7J9E/J"
    "SOI1U+o6gNRhGaDK09EWR0ISv1Tmi15H2Pkd53V8N6qaKQpNqwovj7U45MwV1OIq6JNZwF1cJ8sEFSGIEUEWkNwvLDMHnpFRcQwY"
    "nrOZ8ykwVWNBRsCJjICkWPquFsJGGeA2wnoyYcts1isd/QAmYoCVKMxOGcLYVNvhcqQEQFGWYEXEZi88IsdmRAW9GhqjRJgbG6HR"
    "l/uQtUd0kFuqQOvuOsx6lT6mhXgAEragpICQe2fVFi6dcbO/munTwRh2RbhSqMi2Qn9JwySUqWY1aHXFHxVQKjUf9oeqxWjpzVbg"
    "B2LtliUNTjzkHo9PomHirKicVeHsEK/ip/D5E1Omi+zdslyjjWOEWwIimEEnTNC39CzCV1hyUMPAOj+DLK17UiUQzz/imBwJgY7L"
    "VZSl0PmIg8qhf3mc/KyW4rYrLF0qDEi8F/j0qmRzIJm1w4FJMlrsZi6lMMjmWrm40JBp5qAilPUtYKUSypUDv77UGOLOmaz8CdAC"
    "v1AnUisaWCdkEwBWR1HPdlBHqPv4QPaiFc9nGGdiy8RQRLFUqD4HRM3kLjYb52Pg1L6JXu0bt9beRD/yTec5vgmOWYnodej9vZHf"
    "91SIX+k0hV7dARRxv+0drruYCZU8d6zeVIzUG64SGhZg7vE8IqpF3yd64/7OG/k5BxyHy9ib5Km8oVGF4HW86Tkbb4J38aYz6t9E"
    "f+KGuSYVmDu4CW/c/TeRJUMOzm0NcJy/rbZzBhx82zmVbg3CFEy1O2cAD95N8Nnd0Gl3I1NKCFmFnsfufqRkTBesOKqjC+5GDeBe"
    "t5ugs4+daPm9brzfw8N1Q4fWjbuvbuhxupHDaANWY7iEblZj/OzFOn/MDR0yN/TI3PRdMjfRJ3PEKqFywdxQZ8SdMAtB+/ccHDed"
    "bkvfHXETuSs6Hm46F8NNz+dCoylEbnwbbZGuJvghCsYZtJSeaBu4om3gaRYB24d+YpvoKLaRp9iGPmEtxKu6eCf6d206v65Nz5tr"
    "ExyzNZ2Bw6bntbUJFiKbnrfWRu5aDdCwh31NfgfuyUb3qY3E4OJP3XpfMBjcyMOpQCUoJ6dNz9tA4z5Nm+DUtKFD08abGVPkCghv"
    "k6fRZoVeCbHZqsCCdHUK2BaDTOHCQWRyog/OiKUdWvbQyvEIRfvp67GBM8dmpSaV7JlEjr4QG7o+RMgUcpDB0V/T8+WHCHUwoCwM"
    "vXV6YmhABF1A11nWbdw5XBO8wzVyD9cE/3CNi2OjLDb4YWui/7XGXas1PITkIKz7ope0pnNp1hw5rXTEi1nT80TWdA7IHBfNonex"
    "Rp7DGroLazoPYUD5BKmDHfWz1RxxfNUEz1fNSsV6j4BXqiY6oQqY14IrJJEEPN2nP5h7o3uoZsVkbmbLBVQjH1BN5wSq0coXIa6F"
    "fiQcOzVYwK04gnnm1o8lBCdNTe2GzmqQJnhZaqhsCz9KDWww1Dr3TUlsjTFXO2OCwwHwVtHQoVJT29etpX9Uy4hT3yVS416PhFDn"
    "5agDI4uCdtaL7iBUvehOKnXOiRp3RESEDhMadxdEBG6CGjoFaugIqCERCD5/GnfkQyhGpXPUA7zzwdMcccLTwEXOJBMMbnOa4AWn"
    "6bvBafo+bZprPDA2cmfTuD8bg9u5WoV2g5uaP5l+CK5mGjqFaaI/mAZ2LWjWgi5gmpo/ciZU8/eSuesZPZoQk2zJz9qLF5LvEgOh"
    "bNB5yeM7fyVNcFjS9D2WNLJk3tTqBWv85LWkgYORBpqK8CjSUGPZlZSjU5GIdYkstPP50cjpR+PuPQwymxnu1aMJ/juIcf243oBy"
    "1xqlgmN2Nx0ONZv3fHY0dNzQBN8cTeecg2hF0FMIcZ8cTbDb3sDSIdxrNGs8FQob7l2jkXuNhpbsGeJ7dB42GvjSUEj9n+BOownC"
    "KjnUaNyjRrO2LwclcrrAaNYM+INqGHxANOsFVDDWGAhyAdHIk4MBXGIUm/4aGuzFrFGyXDQ0a5uGpN4SnCU0cm0AuMCBdvFl7reg"
    "CY4KGnoqaIKrgoZOCRr5ImiiM4KmcyrQdF4FGrgNaOg3oNnGE+xTbAPHUXwLaBoOXgF8+SXHAI17A3CYpQFDZazf0rp9E4zYNz07"
    "8o2Mxze0Ht/AYHzjFuObYDK+oYn4JliDb2QF3iBqiw8KYqr9/20J+6UZFUy+N27svQn2yptol7wJhsmbaJm86WyON7I03sAkpqhA"
    "MO/dBKPdTTS93bjChtu+blhx2iHdsSruWOtBw3XH7t3J8LNW2eEPF+9M8QtnxmC7uoHsCNaqG1ibbnasNNiYbmgTupGR5wYGnhta"
    "eG5O2ZVgRmjUuTll5Z2yNjuVQw8AIbkqGG5uTi3ws/Y5VRTJRvJQe097vn2kvbd9uD3bfmXySPtA+6H2VclW8rvtFfu/355rL7YX"
    "LLxgOWfb1yR7hl2yK9v2cnva7vyaZN+uOrS0g/aqwVuYs2+lfm2ilL12K3mn5T8zuWT4FaZcYumXrMTXJg+3t7W3t3e291stztrT"
    "3pTc3X68PdN+wu5+yK7e55Mu8o5/lFxpWz4JJR+0X5ZcYYmt/Q6P5DzXcq7GnFvbb0outsPk0MrZa/+q/W6r9UPtW9r3t8+x559u"
    "39P+q+SP7Zln7Y0utqv2Ccm/tdr+FZ+K+lbJWavtvsUfaJ+Y/Ivk95NvvuVzkre2p6ykz0hm7U+1SXuf1RPlfVnyMXv+FV6Plnhl"
    "gliSPCnRP9RJ2Gcm5wz/guQZdsUB637gb3GadX+gfXLyNsPR4m+26+9tn231fq+l4+4nWEuHkrp/v9b+9uEn2pfY2/6nW+5u77B7"
    "H5P89/bt7W8m97S/0X5XctlSHrI67dmdV9uX2hc/bVhXzuOS4/4dzbnQ/rl949yesx9rfcHbezM5Y6VeZs6DLdr8EXuDJyTvaVGT"
    "p1rvelv7AWure9ovSn7E2m9sbaL2OvQ2OG/3tIZ/U/KtVsOXJB+x+KX2dcmv23X3t3fxe36ofYt94zvsrquWh1581XrRA/bcVyb3"
    "t2rRQ3vXffaHp9mbXzrSWk+wpwprWevjaoDyfyi5i2PhKq+7zPe8aHcftJ+doPTEy+q+SNsKb62/tO2h4623VWtvgbt1zQuY88vt"
    "PHm+9YYHHvPmw6b92fbP7Lbslje0n5/8uLXaPTY6Ltq3f3LySRsZZ61df+aW01aXJ1n7JMl5e8+LfM+vtjG9135p8k3Jc5JXJV+e"
    "vLf9f9q3Je9o32Yl/HD7J8lJu+N19uU/YteebT/X3g51+qThGFlPs++K9z5rX2mfLXipfYGVfsbG9UVr18t21Wnr6d9n4+F+a6Oz"
    "bLkw5r6IbRXG3CXSD6RftjKvWvi32d/Rjm9jH3mhtQDe6WL7rnZpPfIeu+p5HB9X7aorHPv7pCxPTg5Yw30+C8+40KIuV9vvsH6w"
    "ZzB8RbXzqxLBZ1k9n2C1Dj285bcS/qT4/VFe+GoPWR/6ZPsO0q6PWm+6aM+9w57weMt9YhzBoQ/pa95jrY6nvzBpWWN81w97K0yS"
    "97do42fZtY8w54qV9nHLuWylX7Wvetj+CPvQeb7PQas6hueork8kRD9vWdpTLf6j1idx3377PmvR19jVZ9gr8R1Os/xL9jZX7W32"
    "LbflSLjMXvKQPf+bbNxdsGv32LpPSB6bPN7aqW0fxx5xMfZT/ftc78OH1hYPt79oVx5wtCHlQRuP529C367Y132w/YfJc63+F9hb"
    "9tq/5Fds/RnhSYCfFcdQe4QuJcnjPe245xyfs7Y+/xftTxsd/BKjGF+Q/HrybqOF35/8l5vc82H7+nNrr3OtZpyPWO1fnByyh74i"
    "ecDa78Dy7rKZ47nJec5bd1orvNyuepCteuiz19fYPPKAlXCfzVX3tOGtWlKbQ7u3+9fRjsfxqp9NvtHo2CvY8z/Rvtuuxez0J+2v"
    "tn8jeXryouSDHH/fZRQfs+rt1sovT16SvNl61EMct2f5vc9b7k8noL8vtS/7Onv/A/uC52zOvWht/bzkN27SBjtGLx6xWfOyU/B3"
    "2zs9xlI+auVi1vwtlnuHPf0i4+ctfDTf5/ic1ubglvzCttGLP7LnXG6/wd7hkzYnpO2Lb3mNzQzgXt5l3+P91savNXipfb7RkrMt"
    "OJW/aDHPX2j/sD1ptPB7kluSv2G9/p72d+27/ZaN8hfYlbe2/4Z9Ur0QdEpj8BabyUG/7iWfoe+GsfFEjvqrbTc+u576BIefes5T"
    "kze2b2g/aHzHg9b37m1/ov1te9qmUbfPJ306bJPeyAD9Q7uIviYJaPbfMsrfkm5eMF7rx9sN+26fsK/zpvbpye02gl+fvK/9dp+X"
    "Br3nd/Tm66+b8z/YgnZ+f/LfjLbczbnvnLX9d9jzvtr65n77MWv5u43u7dtIuM84vjcn4Bffalc9mq990P6gfZ0vMD7nKunhOX6P"
    "T9r73Kw0vcf1fMue1eMyZzO018/yzT/ic8XxtOrddsetds1F+/9JG8vge9fGpZyz+e5o2x3Y2L5CnuK40gZGGcSXoldddZr3Amut"
    "h52TSJKXJVfj7IXZcN9G8Tck72Kd9zgDg9+4wFlQcwSuO8ee+LLk0DmI42pwh80NL7H2vGRlfFuCWfWM9WU88W6fCfu09rAFJ/Li"
    "SKPCfApu6H7W92mGvzppWQtxe09M3s654LeNmj7V6OJvtz/TzpK/k/zf9sx/0P6SPftrE3xJzOUXuGIAdbxsvfXVyefZaPyo1eQB"
    "K/20pZ5pvzB5TPLxm9QtMSpwYDRIKVfJQ32R1/UgjsgD4k+3q/YN/g7nyCvkag7bn+L8do7cw7vbVXJIbg5pZzhzX+b/4+fg77HV"
    "iVL2yEEBu8zvcmhf9YpR6VDfPrdxwd79o8b/hJzLbfhSn/ooOW+z9w8kd1p7PWz9ed+oGdruZ5K72dcO/V1f7k/CO91tLXXO+sGe"
    "tfQ+OTtQ0Jcn9/mbvjY5iL3zgLzJWefoXmCcxEHkVEFd9EUuG10+Z9T1sH0Cn3PJeNerLO2c0YEL7TQJs/p5oxGHzi+Dc//7SevU"
    "7MBm5b+y53x5guc906gPxgnqftko/TmOQcQP2v/LxtnDVio4/PeQ0903GnlgM9OBcRKX/Z7z1ntavtlVz9mzNOQ8wpxP78wEbuyK"
    "98CvcS4S9b/fav7z5J4OWffLNvu+q/1mv/94unOnXYu22fO+h3XO5Uc9ax7Xe38v+SKbsx+274Wx+DE+43bjBc6yxnvsAWhnfOlv"
    "5EjBW/xF+8c25l7H2p1vweF8d3LF+8K1/x7jbXFAuQFK/aFErfFxfs97bRzc3n7SVjGXrdz7rLyvSj5s8MqjnDEeIBcd/iVGUS46"
    "N/+pl3bFuYAXk1cPfFrLPnQ/17OgnQ/4OAOvd8ba4iy5v31ehXGSJw9738X/z2S7H/BJzyI/cfM3xYg6bPtcYcCOu+dCe8I4y3eR"
    "rr7M6CMo2kOUlrRcMb3YyznP0i+T72w5t3zM6QX+fUsieK79D8kLk7Oc/z7KXvKX7a8bzXimUY8/sDXpXe0vJ5+bvNQ46CdZH3hs"
    "8ivt1yWf3pH1Cav911FWdNVmiUPSkDvYk+5o/5W194fsurfYNf/S3uTZtqr48/Ynk+NX1ZC/nOZa/SpX9WF0tMZJX+Ts2nKUPsRv"
    "d6n918ltbLdzThu/g19gnxzXfVbWGaOjH2bf/r7kP9s1Z4263mbpd7Tf65Tt5VaDM6Se59oP2O/VRmcfsSfjWbNkn6PiivWit5BT"
    "0zr3sP3KRBzlY0hHtNo5+v1DHz/XfkVyscd9XvH+f54r7rCqusw3fk1yP0t72FbE97V6k6uxp2IOe3lymVzk59ksfScp2CP2zn9w"
    "k++zaTP+OdKI1vtOy7c9vMk9x/PXx3OdB8Y5hDcOHNclzgvH86OPjlqetxY931ttXnHKi/c6zW99ma12gquni9YPjy/t2cmf2Kz5"
    "9YkoJ976nIWnWfeft7n6IlcUV0gf8O2/KvmlBPLJxyY/zLcFhT3NLyQqc0e7lXw4rpExj1/yPvxGG+0/zRnvkFLLN1s9rxg/Br7g"
    "YYufdv5zz+4ZG12+7HzQI6RvD7KM53J+x/z7B+Sn2ihJbdtJIgp23JcTDTl0ColW+JIk0MuL9owrsTzJQbVq2bMxetVWJIftDycH"
    "lAXdxV57tVU/+PJeP/gv7Aefwdlkj6O2L6e4Wc4zEozM3USS1K80HhAr+Qfae2/6Pv9DklBWlHAsJlzV7LEfXOF4kwREY/Fp/FoX"
    "2sMo59tz7DnOuR5w/n9hbz1yxleAB6RnSZSpvIrrN/TeWyz/sb1Rf4tj+y5lvcd7BvBvYfvh2+9zFYJ3eRFLvyXR293ak62ILnxb"
    "ov7wDKOv72T9sDK4y8J/nHzAesP/btz3eVLeC5R9XzLsHutNl9ujlEjwicmVRznTXrDZ427rCc+39cFtfN7DNoK/1+axR9rXubz8"
    "KtvkEt/2AfIdb7Xfq13OJ171C5IrcfXUGpcV6OQVo7ztTVd6n5Gc977zJOs7j7G+dMna7XHJwaOiYjeSmosHe3wiuay4iMus+4sp"
    "03kJx9fDXOtecInRFeODL7e/5XN0/zlJUpF2H1eDR5PzO8Z7P9T+d8v9Hqvlf0geptToT4yiPoGyuhexTz3CdgTVeazdc1/7JcnP"
    "Jb9t8+Ulo8D3WV+6s31Fctq/wZ615sDXXR0f2toa7YBvGv4dGG3SO+77d2opO8J6eJ+Sm6vt/9ZuJ2XyHtKsD9jYeVXy2dY7P06a"
    "eafVZZxAFv0my3+F3X2r1eXQ+tOzk9v51AscqYE66Wt8nvcOPe+iy3D+q7XKz5EzusJZba/99uQ3SGePk193I6B1ioDxdDWuVu/o"
    "vX1r1OeQM/Czk69L/k9Ku+9qP/OWh633f5hSk8S4mQOrufrbWc7R35bssdZ3WWs/hX3pHHmXL2SvbdsfsfIOvHZ7XFMfWPkftLvP"
    "t5+dfGlymvW6l1K7V9oYa52nAUU7tLb/Ru6bYfcCFOAX2h81vvn3rWbvtrXgffZFX2+rhPeS9n3qY7tKPuF7gepvV9jif04actw9"
    "uPZ/5G6A7jzkDHnR1rcPt9/K9Soo81W+p9Z6h+1PWE99iHTqvdaW93BX5OH2n93yEDkG0LU97pmozz/HevQrkwfImXW7hWjBv53s"
    "ka/4Q/seX2zj4J72Hbbe+Y/GAz8j+Vj7Y8mujcm3tz/a/qb1vack/8i+wF+1/yT5yeS7rJXvZyvWyfclF9gv99ufslq+336/mjw/"
    "wW7bQ1an80a/DtqftPJvZVu8PBHPecXpMmTze+3rLf4h43j/iKuML0vekPxp+yvtv7Sxdonzo/YU/w/Kk0GzH+QafJ8cxlW/4irl"
    "8d+ZgMJ+RXKBkuH727tZz0ttYXPL7XbH3zTae77NOH9gTX7OvvvldnATSn6R/Ouh96pD9rtv8XnuwnU7Xl+cPHzTeQHv/JnJ08lN"
    "nSU/c2D9XLsjV+OovcSvjtLav6a043nL4+657G/T5VxtvzSB1PKZvv+E56Mfv4Yrpz1r1eO5DUk+tJJYkLK0th47w3YCN3CJPOaB"
    "c0HPSvT0b7b2v4v13fM9xydZ39qPdGOffV5t8PneBsfxyrcbxdjn+ga1vkLp8Et8V/V4uf9h++Qb7l7+AsfDR6xWP5hc4v7X3zP4"
    "Awn2w786eYCUaJ+yDq0fwWH9u+Q7rWf8nr3/a2z8P8V6Be56X/u+R0VDDuOKInBc72r/LmVZx9f6je0ftb9oY+Zi+w3Wbh+3ueHj"
    "xom/xdZc72BZB5FfUx/ZtLnv+D2wJyQPec6zjvAHezaKTycP2pgC7/o7lFpKN2DPWuzZ1heek4DX/OLkKvctsCd6z035kON61f2U"
    "fIsiPmz1/ih1F34pgczxuPn0+Hs+vWv0t9m8dVf7L6wvfNJmi5fbmvkZyUusVR4h9bvDvpWkvB9tsRb+5eRNVo93tH/agn84IHW+"
    "jyvsFyX/Obl0U44LPR6r3cfwOz8muUKqfnCTdrvLvvpT2N+vsm+CGnzSrnwB908Pfd0aKMVTjF/HVW837v8gSupxxS3JC8hdHk9d"
    "9tpOMoO6HRpVkwz5OGnR8W+6Typ/u0ssznNG3DeqeI48f5DltnG9/aJEEtoD7wXaw/6gzWb73Hl8hdX9cxPwbfuU7mllebM1+lnq"
    "4Owl0KU4Y1/nn1iNLlpvPu072knyVcmh7+wfciShDd7fXrt7+fJk/6b0GjTxadyrSlzH4Ipz84+4NkfLXnLou8snuSa7vq0fQ77o"
    "GYm0Bc5yFStuA3zsN9izvs/uhH4E6OC9ds1HjMuCZPuMfZWfS86yN16kDOY0++TNWucR6x8fN6pwH3dhPsk9mR9LwAV/cRIkoeLy"
    "w/r8ck8q2Vo9Ed6SSE9GspeXJZJZSQITaP6nPhofDe//AaPZmC0gm7jD3v5Bw/+d7xShPcEJP9847k5n5YK12d3OY1zwdoM061nJ"
    "G9g+F3nPe402SaJ1tv3x5C+sNOyWP5P8+EP2zQ7sy/wRZyqthLsVNfZA/zo50o0kzo8nb/9dNsYPe9IvcbzYkX5j+09tXH221eAX"
    "jMs9bSmvTiDD+wi1136n/RXuAX+s/dcttN/eY9zR99ha+IesjV7PnY6rRmvexzf64/aD1qeemnxh8n6ukO8jdb1gd/yuPek2u/+c"
    "0SvwLQ9a7HuTMzbqz9hbd+sF1PCn+bb/nLPozTiU/fa7XPp53mnWeZe/f+r8zgu4XxT2h/YJv5AU9A7j/W9vsSfwWhvf541P/9Lk"
    "TlL4e2yc3Ee9q9vakV17m9HKT9po/JiP/tZlInjKFxsFljz+QdfHC1zMq7hPdo5yn3PkR89YSVjRv9To+uuNV/h078t8OvnE43Ow"
    "L38f5+DL7dL4sucZrXnQvvWvcQesW/lK5+P7ec/xUoKb7wxJg2Tf+H3MAF9tLfoirmU/9VpDg/ElXFtqvbDvXOqTbczex52f0+0k"
    "kbTyOTarf0FyliuIPcrHp9x9xbz+sfa5CaSif2Br9Iukr1dJNR4gPR8kj6atoanROkUA9XhaotXA86wOX2VtfYa6AKfbf5qc4/z9"
    "vhZU7NeND7mN+y2g+ujH97Yvu+VM+43Gjey3p102LUnWWfb5TnKO0fhjrMmbuZN7s33nT6dc+fh7sOK8t32xzVm/l9xjfWfPxtw/"
    "bJ9uFPRN7Vvbz7H2+zrjb743+fzka+39Xpv8mY1T7N6dM6rapzsvtd8Z43/Fx+xzj/2fJ0+01A8Yz/p3kj3uWD+FLSGNvRf6d7xA"
    "nuoT/BIPcaa6bJwytA/+vf1/nFGA3eQOoxGfY9zRZya/mLzT1sVX2ru5xsW/MVc3F9unUivqwfY7rO6vtL6ylVwhbdizteY7KPN7"
    "a/tO+x6X2e++3d72K5O/NGr0P1tt7zQe+3lc74OPH9mK4qPWB89SevvG9hHS+ZX1itP2VXdsrfknVu5nJNq/PkM+4iwp0R224kWf"
    "+OHkVsoEnmd0/DsS7HDcyRXx4+07qNZ7Votv465fSz7hjlYyLK2+INf++ri+/YRxAS/wFUiSHLRhb/y5yb2+ejtov5Wz0QVq8rZx"
    "9/eyc2BX7Ss8PQEfgK8IHuJkctVpCd7y4za+3xA18A7bv5XsxX39N5EjhPbmZ9nz7rS3ethGxVPsPR4xSn6GmhZ3uH4J9La/1trn"
    "jvbP7N6/Z8/4/OR8q//YETrd/jPjya9wdX8b5SXQ4XrWLR+mfvcBtfE6eW+nZfH/D4W91eoyTFC7p3P2Ok8t33s+7fuNN9+NvfFa"
    "89P7po+mtJvtY+z3ZFxBxnFoPBjo6CM2UsJOEvaataYQJTi67/xYynzvad9mFOei9cnft/bHiuCFyY8lf2AU83jNuHutRt+SDCjJ"
    "vcTVA+QJT08enTzxYy3gP0wOWWPoru675PNFNgL22ts5j13iMy7ZqP+xBPPTu+M6/7D9x8mh8yaXbiI1PL4G/wv1VK66Vnjge786"
    "+fX27yegjfdQA32P4+qylf9+G1PHS/Nu1gbHyZUPKS865Nri0PcSQO3uao/nez9k6/4Lfu05o4u3UgJ0ifzscWvnm81mT00S3+8J"
    "/7RXds7a8H3SNU1+zWr0UZtJPtZ+G7/WcT2kNJ5zj3tzj7QPcu2AXc+fSH7106yLc9nPAOD55/yKV7DPH6+78sdWoz3KdT/a/htq"
    "yqCW/y35wU8z3bliX+SwlTTnHnvOqQQU+8PtlZuu547T5v6BJJzAAYd9uX0P13CvNL7peD2H4/vBOfb0A5dCYC780eRBjrHb27/k"
    "ailJ/q6t9J9iK+CvTz5oo/093CPB/hlq9XPJRXKNdxlXcJe9FXYY/4r6lC+1NeTcKMEPGBfxzvbZyYfiXvhZrjautP/eZunTpE97"
    "7XfbzH+6/d32dfaky+0P2jj8f28qNXyB0bfQR/d665O+jOIcU56eHOXyuh7xRM/53ORN1n9fShnQZZ6rOMdzNReoedfyyx1wT/UR"
    "y38y54Tja328HuSj6TtvtTb85uQC+V5J+bEiu4tt+CA53dbmSXH30jN4qbXqnXyi+oH4/583Cnr+JhwKZgzxh89OWr/3kpWqs1BX"
    "SYdvsxF1mb3ltD37W8gr3e/zjtr3HHWS0O+Oyzle2nr8WLjb6OxXJKPkIinJd1oJZ4zTOcNVRBtlow+x3V7IVWjbHn+m63it1680"
    "qnS+/U/cR/mgrYHuM177fclH2j+0cTdPMGL3bVQ8QPp/1vj0n02683BYsU2tBT8vgYb+Ga5hLvnJpMt832cneJ/nJw/c5Gvf0/5X"
    "cnoH7d9MzlKv/5xR458w/u1M+3xbMTxiXwsaRZKf/aG1xGlKCINECvuYD/Y0db6cKx9J8iCrfEaivaPj6cHjrcXf2f7b9o1Wz1cb"
    "b5omL7H4x9tftlXa29t/YPzZ7Taffom1zQfaH7Hwve3Lkv049u5qb4kz248k7/Y9WckJbnF90j+3EfI/JZi/Ifn4FatNbePqeYlO"
    "IT4t+W57q9uM7rw6eUv7AeNpf4nrntcbh3i1hU7uFXL4GKsv4/7zXvt27v0dUofntclDrk/9VGqG3G49ft93iB/n/NHDzjF8J+eo"
    "Z7Et7uYK6ALPDErzAl/pKf42B76DHfrNZ0WNy9b3bfozyy1HdPputXf6nuTZNmO+x2bqN9j3vaN9zS2fMJr4p22W/K/JM5MvsVb9"
    "jzYK32M04labi37Tz3T8f6x9BbhV1fb93JdSQECQklAEGzEQC0V82N3x7PbZ8exuERPz2VgYWCi2khLS3Xm789zTe/7HHGudc6/v"
    "vXO/7/++n37i5Z5z9tl7rblmjjlmkc/6JomsFKnVVDaH1oT37M1It7aZV9FA26i+qyKtP+hxwVGwwzvLC7i3l/RKfUimaQ/cTW45"
    "WIU76SRv6BhEEqPh0ZSHsyHbI4N3oe2WwEZu1C+x1vWI0gohmYsQB+0gFls08OzGfA3sG5zKp2UY5KgOseBL0AlToVnX6EHY13x8"
    "bmec18Zwht6tj2M378IKTcV1b9GCID9w998q6yO1yWr2tTgnGXSjIbEvE8PDxLGuKeKhkv5f8yMd/vt8ORInbyN8xUfErOVq2tQ1"
    "sJidsQL9cV89JZGtEaZ8Hi7m82cKzyaD6zhDFmDddkZs+D2+6wV5LJipr+FZ5iLyupn4sTT9YNO/c9ilZx7LJYh4l8P37oDPHSMD"
    "ZAqi5+2px4p1Np9kDL77d96rq1Vvpv2Yhv2rQZwfxZkZBDue0L5yO66xkFrYoXgNR+NWyDKeaR+Xhthbt1rbeKtn3sJK7EER9i2B"
    "61o1a3/5Cv8v0BPkXnj/M/AZq/lZTWEZ1ttQHynqL/NHGqhZqvGZXoyU3sETHQfJXgmdur0co6NlMKKFl/RzeU0qGT/E8XQRZjrq"
    "1eL6LmIdZMeIeQeL8PpYeAYN2IvVkAezOy5r0tvXHhqps6G1w7Se33pXWLnXdIA+qUfpG/Ci3oZUW5b0KWKIaolcKlKHKKnOdm80"
    "4bgkiwiJZbG+ZqEO9dbOsm9WMR9N37sca7Aad32EVLMbcRPeeyF2YT1WcClsWy1+6iBneB2+ddYTbfJAVuAaG7H25+AZl0DOhgWN"
    "kNsl+inzEuYDmaQMZIbLVSUqW6hRJvwdJ9lz5my0oXaPwNpuLT1xmv4u9pp5bpW6A9ffumOddTS86hw+rfnppS28Uk/c7xZ9S76G"
    "ZTbZs0zNKp2Ody/Hekd812OcFrYR7xwjuesyijVbg9NpPcLnyWhoisnYqYN1PX7znd6E56vDXp2A0zcHn2gvFncsRCyTj2e6SKxT"
    "fQn9yQQ7Na9mL0WcGaB6drIatiABSerlsdSuD8/FSNuwNlGEXQwh3zH6ngPlCbHsYZU2j24m8cSfT61tCIceMhXrW6Kv6sdynpys"
    "b+jb8q4O1JOCkM/uIo6jpUYbfS9xS10kuT9zo/SRNyFFtqI10CgjxPDtn9HnfF4qqeFaSYrdSTH2q1fh1a1wjwfiv9MhYa2gcbvI"
    "Yvy8Du+Yg1NknzoR32045BOkkf3uhp1biR21XekCG9PgOzrXEe+f0gdo3cy3Ksdv/inf6Ay1KxzN1XB6Je5PUTrbkWT7XeX3Iw37"
    "FPHVwvnUX+9IzGOqSvEdtR6JbKt0MjVpA2tjNS3cW094HVW4o7bQFuXwDvpDWiqwEufSV3XfegrrvCbxtrvt5SGdBU20nzwKH243"
    "+UVXQ4t9QVypw1r+FWXtdH0D7/damagJ+gVxeg+7QtbayP5iK1LAOpJlzTtD7wyXnyDZX+kyWQX7WIMd2V3MDyqBnKzE5zs08wzS"
    "tCO2Dt1lLDy8OuIVNtGH3IR1sTzJuhYqnnalQJz/3tvjuV2251s8tXUbHwfvwXCVFdoPz/20fIjzko/3XUrETyOZHFxnaiV1cFov"
    "F5dfLGCPayW9wtyYuTrsQ0jcie35IazgW+RTzFVJ45tD+rmGY7MuNdv1Oi8fCp1UznglBdlMscMon5ZpOPEqx0oBqxJms21d2sOL"
    "WAM/82n4fW9Ba67Q7sGCcCrijAX6E1Z/nLwHH7AvrNRjugqn1nI7X0G/FBIZXgiPuR5+qvWqj8OJ6CjPELH0B+6iFHqoFayTZYGG"
    "wStN60x4lk9Dh0+EPX1YxuDuf8H7U8EouUPLwkvlN71Gr5KPZGxolvdjaNR+sIaW0Z6tD+jPiMoekROC0McPldnMcB58OWe7Etz9"
    "UZCQbsTd259xWnWX3XJ5nhRtlTtFi4mnsOhiCGx8IZ67Eus7R4+S3AjW3NHUKKyuk/YBvktBmUFLeCS/i5gdkrG7uJ/GQbMMxSlr"
    "Ixv0bsjSn/qkfAkP/UrYu5jvEDpNYszkKHNkW3s70loCymeE1V7DIuzJPbZvbYP3dBX3fenstzuf2tYlE63blU6Gh38TvOETodEm"
    "wNKOx76eIHN0rjhscCOx5CnfH1npeQsi6vI8W3kvLfTYgyQsg/OHTpe3PGouxbpKRgcEjHias0MUYQ9Cnw8JEdE7/d0XvuNpsAat"
    "pJyvGGvCSsbfjYgDh2OtLa+zG+RtD5yZaZDN6/AESzzTRxLWKMl6RTFOZjn7qnp4q1nL3bd/rEoaZzwXNusCdtUlx3CQW1NcqZ9C"
    "ZsZBG43Fd70u28CKPqZX62VBW2hEJyHtIBcJSEw95bRSx4vSn1mmX0s36SwfQDoOkjuhwYvVRflJ2oeU3k8bZXmQN6HJFuAeL5B8"
    "eU7+xP5vgB/2CiKZveQTnNml+pX2hMy+h5PyMc7bA9jNbbN8DdtLJlddyqfehiejmjqns0e+92MFpJDxtNmTocSK1nGtjiS6SZrF"
    "7/a3PvivnH7wIvqbVpMs5We7idWHRktL6KZi9sYNlt3kZmhSq8RVwGOZq9PlTJkOTZInx+IbHtddgjWwN7Xh+S3oa9P1h4hDyzlU"
    "ckdWVUOyEezNd9T5TqAUsa2RFvobc+cpJmBfItS0W6jXN+BvG3VEUIF4ZAOtbiPta4S613zZeuYM6riyJ4nhbQtYJ0qwQyXk6qnH"
    "J24lA8V1glZCL/cnrmhrcqrEmCt0PQi51iA3m88s//mQXXSWuU7C+j8FTXcr9qAbtFAtPhuD3rsRmmwWfncd7VAEMqDsIkhBtwXi"
    "ettqoT3LPHOIybdZkJU8by1ltlfrnURcOeadODNctuJt5VL6zO5Mxti10R+2xToudhbX05hkTdNyCDuJ84CX4mTUZ3uyShn9KRFI"
    "vSXKKMr0RQ20fhxxxkrWZeJ4hrfg/1rMsoz5tQTrGVVk8Igyr1jNDJDp3L3kxKwW2NSsNuV6Zw6ENRssx+t7coBsDf1wihwFr+kt"
    "3TtQxjAp35NjTziKmizmJcrl87fNYhKUiMKB8hCjVXvOGDOMdvcbvB1pK5laustzuOzhQui/Wp7qO8lNE4PliEMfmOU1Zo1q+nnG"
    "IlEDHWpI63LfC7GnrxQ0QgpcnB1HnF3HGqzLXJonVuyfPuozSR1kf6KrKplpKoaOnacf6GRZgu86Gc8/EP5rG5zZt9mDkYQesitf"
    "LS7qi3i9Oo0dGM7vOZ5P3y7bRS2yga/E9XhGdQG1i8MwZXpRktmsY6bHZ4Pv1r9SMni2DMKgG1ct06vq/vxIbw+rtXurM3CWTwpO"
    "CW7U37SHPozodjok7DqpCaKwxe31EOjw73SF/FPaer6ivtQiSU0242xJEZd6Ny3jRkaIUca5xpT0B3yqAUEBdvcWeAKz4YEthA54"
    "Xl+DD1uitwWXIOI6B6s6Fz7NZJyPT3m+jXsj1M9ZRTySnQOGFFyOfZurUTkGZ/E+nL5JWJs/oPF/wXf+zp3uI6fCB9kBUal1n1cy"
    "ju3r7Y/l3/K8xx6IRWW2TpX6hJjPtgtWuRLn0Crdq7FmxiIWY/YzRQt/DDRIPtd4E15N+b4PZZ7eyfIkSNKF7FSt4+cTRFlHWDW0"
    "73m02fd0Q1RhWdqF3Nd9GdfEaPHNCqda+EzuV+yMZfJO20uMmfdSZqw30J+pYAbF9PDJWMEG+J49yCFTyZg59HWYjK9lJ6eW6IkS"
    "+O8D5BCetQflO+ZidvU9aklfC3TVINOrZ+Neall3qNcRWIXOjE3uYX0w9NFxHf0mx5ZgklOD/7eRR4nKK2LFogTy0lVe0lHwvqyL"
    "Ya6+Dt+iQF8L7tI3JZZForpev928jopgPQ6XYfI67vQg+QHy9L6MlAnQy+WedcrlMBwu0j65b5ZvIGTVMXNmXKZ1EKxAEWQwDdne"
    "iPXZYnxN2CHjp7kAkpYP2TsH39NHesM/HwaPfi1kp4rxfiGxMtaT0Rc79STseyHu6jzo66VYoTeIot6iByPmmIr3VugUeQWer3kD"
    "CxmdFWPX/tSbxPX6dZA6rp3L/Ns5iDHDdyVzOTWsgDlLVE9sUTlPoKGsEswoGxPbOGoY6ymNeq08SJRWaBh1YsrXmep0GX9KwlLv"
    "04LPlztbdLFcLp8EveVQeHVXQ5uE4ShYiLVhp3A/fMtzslK+RxQzDl7f+VhPOy0Xy0bEyhWMGBdBR/8BC2Z+xTq89gCZ3+zuLuSp"
    "mo07/p3PcR6iD8uxl2GPyrAK1oNUzF4/laukffCcHopr7q09gxPlTemjd4WmOU8jr9AmLSXq0Cr5v8DT2pj17JpyM9tkuzP74Amd"
    "PesoFlEkfYxZTN6WudBxm3W/oAQWJ4I7L4ZNOJqdY5YdLsXfYjxNCR0pO8ue8gTW7FX2Epfo97jfg2QKLO0i/H1PrqndRzupz56X"
    "UF/F1QbBLlh3yBpI4V143lKs3VL6Bxm8jJ26XpKR8HrfTZxkT3gN9FySclClt8q+YjkBF49sZmTwHV7bDD/0UjzNXJ0B73N/rO4V"
    "cot+JDvBurseq+5Z9HFTv0RfnNsy6IiUWsxsSNQa5h53o2wOZFeK0xbb0DbVq4tHI5TrFBnGMt1/IT0Sq2IFiBtMp+zkscUFlHLT"
    "V0m+yzGbDJFrYVPMPy6Ch1MFnTEIXshSvLsVnnFTNpcb+v6lKnq+R8pa70EGlGsXOWfkeh4i3iTtfaZbxk5LX8jF44hpEjotPE5e"
    "kBnwkSeHi/QbWRtcBU33Gz6xAdJhEejxOMmrdX/ZFV5BCX2yS2mDIsRFhLjLOO11Lqau5bLan9CQ2tHO2EZY5g34zuR/MDQ5bZa7"
    "F+446M5xsGy/4Sy+rP/Ct/YJhgSv64Xch0yfvq1pgnXTkF3T+dwHw3PU8X2N0CsP4rluk8M9917c+/mmZ57H7s3ElbeHnEagP77E"
    "GVsKKagn2newjMfPR+Nuj9RvIdlr5A19GefdmDN3xTetxPs2sb/TfP3NsEuvSiyLK0pmO+jS8LkLdEb4g1yMiPpHbRNsI2frRNkF"
    "PsxG6GLH0GnrsSOzr7YuVnUeSr1hV3gJ92VntI74BquLTkbEfBiijNnaSS7DCdsC3dILu9JOJpOrYgm7Ts0nzmfm+hjsqnmlvZnv"
    "boPntSt1xOoXI9IrwbXHQz9bdeMr2MyhOAsD8J4/9GM9n7Z6M75xCzyXF4MI3jUTXo/hZGuxutWes89qaa+S+e4D2O2B+OQX2gmS"
    "vlIuCsZCO34Ma9xPjpa9YEdaQ3PtDm37HvEcb+JdC6FjYoyhV+LaA+RfuN8xeO06yc2Bt0ZGM5tu+Lco/agodMtOzDU0NvPzdvS2"
    "QJn7cD2sB3vuobbicEIJrxVaex5B5Slr4z3PP3W4nE+9uhm2sggrupq4/e1kiPcrXcW/jThWqjLWbVxdJkVcTZra4AL4W62Ir0g1"
    "y1O43GFPsbimD/yO3tABFu2Zlq5hbTbluQrP9WjKWp8BDPVR/YiR8MuyIyTcPI6R8CP2ZXYm5bHCKVzVvJ02vnNvkp4qJYyCx2GP"
    "a7GfVvm0GsYGXaDW5zeNWeoC/H0YdEY59mMZ/K5dZKJejghhHLwp6wN4NwhDw9GYllrKfq+Y7iCGaJkhcXIurcddHwyrWIfPPQu5"
    "ikE2FkHi1+kx2hO7Ngp3PE1f0U8lCM6SqbAVv2MHTdvHdaYsx/8tK7cY8nYvrjsdryyG52JrkI/nPw9PHMVPj0k0m71K+/rmTOj0"
    "NKN0F5G7dThWHP9uFDpxF+klb8j92hsaPy3GLHejfqhnYlUavEYSXyNT7IDt0m3BPsEIvQParDdijgt0GKzBBa0Kwk66WS7B0/6O"
    "591fTtJb9Dw8YZ+8fJzGBcTwVuBsLqWm32i+ElbdKqgx/z319IJi6rAcw2QP6Jm1urUcwBqjad5DZa1cJBW0dfbEBZCMc3B2b2DX"
    "4Ryc00LYwErfL2T2aqA4nq66FjvrBkkVfZRqnJcKvYNsbevw7wrY0g2IOpYhvroK33O0rIA8z4bUNxC5FOqMbF6wgnFphLwOCTxr"
    "uc+ZJn3sF2W1yXWAXi72+97MoM/EFVfwiW0/H/DcoClW9X6EDfyWXrbFqsuZPzfNbXFAAeKAFM+WY3OpomWMQnJ7wR+LsGcpwWzK"
    "SuYWDb34Lbseq2gXCvDvNh5NDI2L3yzTo7H79+MOOsvT8nfo1TNlOXtZNkD/RBidLsUamLc8BTHwXMSEmxDlbcE5Ww/f4shgLuLR"
    "77ALEaLOlB3kSZ8NPZB18ZaqFbleOU/2hcwbd+ge0D43y4vw5rvjv0dxhnr77sl58DrrcT9JZgtai+OCqfWVtIO911NIpE0ZM2dR"
    "PT6Yhnf9gb9HcW7XeDZfpxv28j5i6HvaEvRzmmMn1GMFK7NMcq5TV4i2snf14CnLIPrFx/FKTW07fDpzKq7rYDNtZA1sj/V/1eLJ"
    "q2CNE7iiddUMbCGHn/uVHWVMcLQ8jPi6UN/SPRG53Ai9tJhZwyugaXpBMlrBJ9pVvpCV+rB8pqfDWt0RXKov6fPQnJ/q0GAFTmgH"
    "uQin/QisdA9Zg/NYxsr5gThv/fBzNSt0Cci0af7tIQmGDc9Xy3i/i/svxW5UQIbMXy4lhnMztHRZsEyXsT9uGSR2DWRpJXbmJ+jw"
    "BvxtJmT7Yubfq300avmk9/Qc+Ojl7EWv9N7/DOqpBrIBhx7pWKn7SujPc4J9DRlmmZBMQSnm28bq9foD0TwP4zwfL18HiyHn0/R1"
    "Meu9BWu+FndygxwBbd8F/mJnme+vEaFv1Uf2k3L2A1Rqf7FIsTV2vjWl3M7YOkbvL8tMXPNP2pYt2PENenBQi6cugOzWQuPfDK/s"
    "Pnx6X/zZDaerFCvfE6+MEGOEqef9dyayYbG3o6fiJF8jCfZ31dH6FUJ/rPCMyCmPQmmgdlHKeyPzCeu9PxrTv0naY63nqXn/kxD1"
    "nx6Uw9M07Nn7OMOn45tfxRPtKe/A3h2E9/SEvZ4PSdopcGfCZe/cSg7yeflJOkedb9nIiKmBGckVxBbt7rmTldmPTC04gW/O91x+"
    "UV83UWqzSuYDlPFCprOwlZwkBTztm7CCa5njizIbUYUVm+R5Qhxmswmz0ehXJNe6xeFNqK80pZnjtorBWshWIP09N3ymItmVWsHQ"
    "sjXkkdqRqMgYzuyf2oUxbDdjm4U8nSrTcBIfgEQ9jBijTksk95MafmYPWQcbc3hg+aZGonqehtTUQi5ehDb+gVxny/RFRJ+/wwP9"
    "jLrM4sG3ieYtpQVaBpnbGpH4EnlQToce/zQYi6h5Rfi5nq3dYZUzvETbe6aBDH9CE2PRf77itFZes9p3a29DO8ODXwDNUImn/Uie"
    "1Ackylz1ctz9MkqXQh9HfQ17CGyo9crfr896/oa2eK01s3CtpWP2DmqzunUE+wczHJAhmWKdbzrYZ1SbdHDm3naDphFp6ZXcV/tf"
    "vqcO/mKc+eukR68cJo3sDg2JOEtr6Nezt6jnwDJ24mukljbAGPtHkvsj9B1BKXVd7O57evo7qScjwx6IUn8j9sz8jMPkE0jfJmiX"
    "tfDv8vFty4jlnY5vHBV8jRPSSK1nGcBiSvF3apnX53CKPoHlr9af2MW5Gl7qAkSTVsf6CTFHGra+XL+ELM3RX6GX84KLNSk9EF2l"
    "KOtmoxaxOtAAf3CLPobz/7K8hVjkWcSpL8oU+LnLdAkkt6XuAXuuwr9w/wySsEXe430hK70Q58XIJzRCTDvms9enJRblJrS+/NtU"
    "gsOg3yvZabYWT2D9823h3e1LNrEI9H5TlJVhmjGMQ1NvcagZZtmWOaL2IytHxHexJ71ErGRmpanrJhP/VPB7ukmnbK94qTbvrDJ5"
    "iWqGp7HKeycWcfQXNzMjDn3t2O+SrJs4VtckJexgZnnS0MaOjzjXvY2nh5QgbtFVoC0KvkYaiNzXbGXINEYG23q/3NDqAb0PNvVP"
    "vRq+2QnYq3WIDZ7RRdIvmArrPR7ex7uQrKvhRVQgKp6BGGcFM8jGUL8M8joZerUH7MxG8ng5XrGN9Mq/JOLcGJEGSnvZQO6pvYKv"
    "EKW3gg/aU+7WY7PYLbu3XSSdrflYHn20OAxRhDnYjR5FVU68acIzJlu903BwXdgjl1l1sxMH+p9ruUcbcKKsw3mxfo+7qcBT9JTV"
    "8iskarA0euahhHYW5/0bgnGTjmGupYkB0db8beqcWp1Ki5OAj27+xAh69V2h9a+Tld7yuUqHq7HWMPv2jr4A/+VMeUDG6L/kTnkH"
    "2vJo3Zmo77RHKWZyZ66PJcJnPZSxyF6+L62YvlXuV7plUa1NVWT3FN0RxfYgk2KS1dSN9PCr2d+zvcdqiKSzvWX2N8snDZcNngG5"
    "H961K1Yx4Zn+c7Gq52K/qdEf1WnOiP4D59Jw2JbrGiRD5AnI2kxIyB6wxnX6LqKqz4K+8gprI3H6UeXco5vIXpZgH0/o6+p15BKN"
    "0o9P+HNj+K9K/xwniXUyCO1uklmNBH63gnWvm/GZMnhJB/i+nYTvWgg9plx97t5h2ffyuqiaWRrzhUOPWU57XhuFjF3C97aGTgl9"
    "JNmUPSzRU6ROvsJu9ZRToa2/x73fBL26gDn25Vgp6xj9GvJqkfH9skhvlVulVXCkvgZf/03Nly55PZgJvAfen0Np5XvU4aPUcT/R"
    "I9oG+sgq2iERFmugh2O4+myidG6C9zqHz9VIT1uzPNn1fr6BXWegNLEYroKULEREUc9s+Br5Ev9fp42yHeMkZc+QfWbvZl6cVdC7"
    "yRb2n9qJOw9aoBw27zwZKBfie97F870HyVsFb6sTOwdKsszf3Zvx1zusTK1MgIU6Ct7kApyik4MboN/+wBqPhswvwz3tjJNnPtx+"
    "cg/kdW/5Vpd5XLTrX7d9tRzvBWTGuEGnSG+1++kCT3koPLajIH/fyt9amAwUxdXj0DYpMs3HeQKmMMdcwr81+C5Ww3sYQ+YoemRJ"
    "dmQUEK9ldeQ0vdkS6IE4q3dpj1h/nDpgEnRSvn7KjsyDEckv1btlf2ja5+VzVs+j/lx3kExdrTtZH0Pmh0qYpVeiC1w0bn1uNdTC"
    "hT6rF4FGr0Wct5+ciRg7n90lpdAF+YgsauCzvi4FvKfrZYa6PkDHHu2m51T7HvIUETo2ucFhJMo0U7lx2cdMf2YTHjbq+9UTep+E"
    "rJZNVUOfXys2V2kvsT7DPMjBjYhRf2LXoPn728O6zGJnh5spdRWfzu6gq3SQXt4el/HkLtdvIO+3QtqN92ITVmay3AcrsoIZv42I"
    "2qzzbSmZBW4UwxsZ88DePvqrI0t3vZ8KcLs8Ayl6LHxTFoYv4W/dg1Nxgn6HBGwXtNTTZQieau+BxLJ9MIbs+ArfYT5GlNgj6+Lp"
    "gc/c24L3lCaeLZ1FIji8nMO/dYPkBsREmzwdJqFHsThvNJXNKdawvm3ZjXk6i3MOXkSU0kX/oV/rafoO1vvUvGLm6n7C3Q2FBz8O"
    "mqEN1myJpuQMsl2lcOIi+G2cunsZ/NXTsfJ3iHWGLUdk+gzk5yjpB1/2HchtVE/03OKF9L4jWY/Mukw7SKZnKYOktLO5hYxGaaK7"
    "2/v5MzHKVSOkoodYZTwGL6oKJ/YmxpMb8NH7INtj4bGMxSuX0Wsao7sG90LbTEY8HCc6bEYwG37HJqKSSnQ65OlkqfQMLHGsm93X"
    "p+YRyQvMydXi32roEsPDrdCNGvO29AiPaCvzvagJVk7bik1Cq2cmfyY9TkPBn9tCBTdB2+IsSgVi0V0l7XNY19FrsexTzOPtU6wb"
    "J6jbMl19plsKifa1OqfxPS7lqV8O/XSgfKbzcZqKcE8xaJ3F+jL09kPY8Z91vXyIq14eZCpwzWfwqLaWlnpmBbHsH9jdm7HynfH/"
    "jWQi+4Ndh23JVfk38v23IWtvPfdtSYsx4G2SQcgnPCf+D9RhaebXot6DSuGZDmMdy3Z/CzSmy0tGKetp75PdQSxunPq1gVmCBGR0"
    "e1iDU6BT9sROdpepkKHDxCps9yIau0Z+xSvL8HvrhOwNbbgrpHQDvNsEPJEydaipMIuRswrTwZLMSrGr4UU8pvEweUo/0DdwenYN"
    "Xtci+LePwqq9jB2ag08egSiykT1SN4h19q3HClZAVs7E2v3GLGYUfrL1bPXG3S1gvTWZ9b7Sf5nQ9JluRNT9q5ysO8JD/zJ4255B"
    "N8l7kKRh2T6mpK/9pr3fWuj5UeqJUotDczRgJy2ffAV04GZmT+N6Ebsq1hKLsBpnfVtiw50naXNBhnrEVK6YyU5IiWd5dT0VjT53"
    "ZJxxTR5lFc6q64zYTk6TaxABHCOuDvqYbIsotzWn+5yPaOo3Ne/8C3iMn8BzmIqo9ma5i3hZtwt13suLQWdUMobvxu6qMrVKexE+"
    "la+fSCMROB9jn82qXwtp+h6ab4M+LC/ruUE7nIoG2AzDEW7QV4g8nAIpv81nh1t5bFyU3TOut67My55Z++6UVstxVZAP/jbZGp5W"
    "Z/lJ/wVvybq05uNZDpOeuGZHSXi8pZPuftLg54QlsCqj8OQXSSXxAzvBziz1MYebSzPS92XUeD5vy1XcK3Y+GokcTJI9pRp6u0Qd"
    "Zm0fVmh2In60ynsNLoNXp01sBCVkTR3i7UWKfnY3cf2tCX2dOtNy8f3lK3hky6ClLWprlWUHMLRr0ExfpJj9y7BDtclie06XWbTS"
    "aY/yMfzLVHW59UPFsdxvpq7tIntkLWsi23lid70q23lyPSslQtx9Pb4l4bP5LhYxFMPVcjmebQFO249Yq1Ww/p0ZN1cxt9JTtvLZ"
    "T9ep0Jexdz6zjh9KCWMLy95Us8ekkl0iZ4pD+ZbzfLXHLtcRY2u6p0zvIpfnatYEDpYmZrioZ4NTortGyI8yNDCs1KfhlZofPhsk"
    "4AOdijjlF5y/9fSp3MQXQ/UmmDH/kWhzQ2WeyXW7ilKQT9nPHWumm3FHDsqiDcz2WK33MNawLFqLwIeOE6cVw310h4a+CKfgVOiv"
    "d2WDPKxHarFcAR9pVzFr9y8dIy9hdR+DNJtlTIeT2aVsU1lOkCWMxWuIptqCq0X9hJQG6GE3ryWF6KMR+1UTXgvt0g7aZ12wr7yK"
    "dTlXi8IHJcNbZXXtgyC/hzAmnYGnnay/YI0MtbU4qA9jOMFLsCqnY81yI6KsZ/V3vUy/hYSN0Av17OBoeVQelt3E8MZu1lKGVSPB"
    "u0uQ4y2DRHMIYJPFG9mFWcU5hQ7nkGbN0OEcdoP9KKOFPgqnYXdZSjxYtf6hmYiwaTc68YRsjafvSqYi4/ptxT6jOvYIlrKmUgI/"
    "aWvYh36yjXWqwPuZDF1otc1OUs+JfBezhmPTXe7Ct/cUQ8jOgB78hz6Le50IX+4a+VhfkoPzfsJn5uC6p8nP8ED3x0k4WKZhJ6+W"
    "S7ByFTxZ1eTXqoM9qqBn9gJfcT2RjdA9dVh561K5ETFIMSskNg9vC/yuan1JnwlmIkpN+JyW05uWYfiSVueMvG7Qvm/Dx3oC5+Nl"
    "aN9NursuzBvSbKZj8x4Bm+S5L09Twtsv9de0jO1pzViVmyR8upiNLiRXdpRoqxoiTYp1nlilI9qMbTaTs7MM91tS7NnI5xCTZtks"
    "Y37bVWYHrZlbXYc1WwVpm4nrP6KPBdaxrc3mSrpT7rLu44kfM/9xptSQP7Ac32095mvoTST89KWQntwN2N8hsmfWU3feTCl5RQ2L"
    "WUTdnfDeRj1nULrM8DuItBphba1+MkjMc6/Tj/Ccv7TAJF0EjVVMvJjrkzBJPEYch1iMOINtIUNpduynmRGwPMsa2vM4T0Y5fR3L"
    "Qm4ix9/lYn8a0nRfxAyWd7LqTmYOjRB7VegnK5yIdZme3a8MM7yt36U4i0/gc4t1Gt6xwtZbPpcYZHUOfmNydIE4BIqbUJbwaLL7"
    "5QnY1TjzQM/KdTpUT5Ih8oHcgk/sQQ7vVh6hsIoINOvhNi1leCfTrkvhHR8rj5Pl7jePdBpCzZFsFu2mec6tuzKkZx/xrzt2jFz4"
    "68FiyIapWRZyq/GvZV5F/YyaQWKcMOp9TIcuyOAp4t5nCpmzWoFT9DV8+zx5ALu3FvL8FHbuxOAm6JvcvlgX2dtHGm56q8UY63xf"
    "dq6+3SK8qxbRvCEKuslyRIaGXi7VZ8nv4uJI5/f2Z57hXGj+zsElvss1yhMVYS9oknrJOj/OJVLLmFpdva2BvkeKkZBb4zpEDnGf"
    "9a4kinY9V9I8VYupxvkZJ1t8Xm53WeDzEHU4H/vLOPkn9r8NZGhIsEPQCzq3r74m7+MbjcWmCHF7Al7A3sF67Pg0HQc56yq3wwp9"
    "Cfl6BLrL0O9v4HezWz2rb+oMYs5S3LMo47MIEZ811HjGl214bMvFW5fX3liBvTjJ6HAZCEvkpomWMxu0BeczjW/Mp3d9DCU1Rf10"
    "kdSzAtoGTzYM5/hwzuQtZxxQiudYhmtMwd1eq9/IbToaWn077OygoCVGsKY4rpWP69r47o46dbz6jdD/BTqe9vkzxIVx9gnU68m4"
    "/yNxdzvgtHxGNHkNpOk42cIVuBESsZK8rh8zh9XA/GCoTWhUh4Ot0VRWX2dmUFb4ePV46Il2xI0eKQ4tMYG5s7mQsfmwcBuhg3bD"
    "vVne7DR4yx+RZ7wbYtkytZne1vHZUaoozZYrO04s6k77CXbVPDWV9O1DP1ktTi1p7Mo2sTWKHduKPTi1nOhoXQIjOStvJvzIXljf"
    "LuQa3BOnq5rTavaFV3U8bPsa3M/J0EQrsAuWPauE5r0HMrApOBEyg/OibbArz0JvXaKfZzGvCe+RneJnxsynFUjiHhxLxjAyLcV9"
    "NWGQ1Pgzn8HtZSbHlBO3FfrsZ5rSmOKTJYjUuI7XK2Yn9H5SQyRcHZEY44jC20h/oZr4hbS3ydUem5uGfKTo6cehLeu5dsrJS2n2"
    "LVkm7T59jt37CZypVjIj73pEziN1b/2CWdbtZQEticWzFnN9y1m2y8lFYLHzadixLbiCWWPDkbiM+iWcWbAS0Vwl+YziOFshos7h"
    "8JnSnl0pQeblRj8L+gzc73pfCUtTxuwczNLjsa7m7/6C+/0RvtIJ2MOO8q6k2DuU4R2u8f0Hh3NVU95uv83/G3bHcfVWZvcsSj/w"
    "cGYabdLGD3jO6+UZWYh1XYKn3Ud+VdPJ24n1hMV8J1oMkdgCrm+Dn92e4X3dplnvVIpZX4ugrxCzSK6fPUkfM0YWTkM99OfU5zpW"
    "nGN4tiodiPU2OzsptNng6yB3P+vLclcQzc6g+0QquCoOYzELp+du6N/VxPcuwtXrcfKuktk6ONgMvZdPf72SkUAN/cgBcockeWqi"
    "vuJhMfZqnq5/ekasGGMgwwI9LC7/aB0mS+hZNEBKftH9pYAzfxbg/NTRj9nJ2yBj/nEzMAxjZLGW5VnvxVmvhvQlicbZQE9mqFhv"
    "VwNWuwYyN1ROxJUWs+/lXXIy3y+Wy/sB13kWkfxMDTl/L+JxqsO8RxZnf9/Bon7OWFz7+E7AGPbuf3mlnWc9TZNXwLCoa/CUltM7"
    "QYYFK4JL8Z4JsNNj9V1mAb/V2+jXR/BUKc/Vb6fsVFgJ4xZpJ64qFqcNPlucz1ZIJro6nI8kOy2OhtZ1c04+kJaq4rlese7yCl1A"
    "NgnD/PaQWnr6q+m3qJ/WHSU+YGfmYL7gRIEkcxJxHcme0ZWc9zHKzzlV7kbaZzHcahfq8R5fl/BoJfMZq4l2yfVKS/20mVeew7mL"
    "kgthCq2lm9Bd6yelN0J2TP85dFQISVWynaa8LVyb9anN2x0uTbXNTdzXz3Uhzs2V8jvO+2/6POKTBHRKvr4uuXkNbXZQje8ncKyU"
    "MfKRdcXdDWAOw7jCLAYZSRmKwFL9E2sQZ3fSWnaO/crM1N9lna/SO/9pJ6z1TuJYLOsMuxV0lXnwSM3Xfg0x0Rg82294RwSS9hX0"
    "zwr4Fv2ln1SRsXa4vMIouI7X6ucRxUPF9eJO1vFyEjE95uUb2r4M/oVhy/4XfGLuV/aGFkywgzXKTMZB4mbed5cl9JUm81OnyTnE"
    "Bzayjt+AtQ5kFv7+N1iPOk70+U6vkn8w17RIeucdK/fow2Rf+EALw1tgEdz8+gbuaxGjgG14ggq83LT6N84P+8c8hNPkKDHW4C/k"
    "FVwvyoxEe56DGj+7y83vvIIVnGJIwzGBzUq5UAzXOUFfkeHyJDTdyeRlcV0fjeyQuY+zPw2PWq8/yZ2yo47AO88KXsLpO0C+hi9X"
    "FybpRa7SMeT8rGXd+lT5ipjow8VOUYm6mcP2ytVYsyrNjbhJsTc53yNe3bShQ7Jcth1EmzGDZWpUW3C+30PU+T7Wbgm+b6n+A97P"
    "el0lQ4NNWI15+hZW6XNYxvPg/TyvPyJWNwtcAvlzDJwbfEdImhyQa+A5tcaa5nP2VCPngXyL1VgIe7+PjNNX9Hv5Dt/UOTDd/Az1"
    "8jpep5xzVFO09esQLyUYPUZZXerJer/FVl3lFFy/Kss430cy6IhSZrVSfuZg2rOmJ7KdK5dJA/N0oZ+c0UjcYIxnP/R4hEqevBpe"
    "43x2aRmu8U7pg89+i/1Zjrs1e9tBLKZJ0MtJea/EZtG8Lhew9zntM553MvOe5BzcJDvdxlqFSKy6sBnRYJnO1WPxtwfkD5mOM7wQ"
    "Hm4lTnJS/4V7eVH2CyuZbUkwI3EHzsgRYizopYwgLH9mc3jSnDiTymaW+iKWuQxS8JA+pbPlhbAvNNquebdI16DCzziDREklK0WG"
    "gfyOdj30uvto3+lYRazQDFbVjA13S7bG0pkTWeycHgy5zZPzoWeW+zkFG7ljgXzLKNnu51mfYTEu+6jPS29NWbSpoxHm7PPhAXSD"
    "dKzQLnnH603ysuW4ICvt5QN4dQlmIEKPs3TnuJvXxLnQ3NvK8dIZUd1lOPkv4mzvhidZhz0zPoF83/9ekp0uuqM8Act+fvrlYCcZ"
    "LNfrwvRg6dRqsNyiv+st8ihW1yaO7yqODe5v7Ok12ZjQAvLK1TO/5vUT3P96TuWx95wnjdmpT863mM8r9xabv1dFC9BAT8A4xSIe"
    "pVANHy/mGdJdT84WstX1EbN0lZ5xoJTev6GFO+fk29hdTpWI/CnTICmPSkP4NbTOS/oqzvocfnc55ajWZ9Luoid4z3/pSVmI5wzJ"
    "DRbzfR9WWdqM69vMj2FksjvCdwalPPtTijP74sxRRplFcKgBF00bD9JD0B/z8Yy7QPv3lR/1J9zPKKKoM7mRFKtPjX66aMpzUTSS"
    "i3akpH0eyWxyMfPPpeRksEjD6irGW3KbpJsxiLh58sU+Qo56puW0t1xn+47/YkQTDYzJQ+9FrOdunIddLYBU1FGu7DOf6gSxCNTm"
    "bX+jNityk7rpff2p6QsoCWb5o75+YR3udzDrvgq7Ohon/Z/aSX+WLnI+1qiT/IZ9PkglML2RT6bNhB6DFexDXzzFDpE5PgvaO9vp"
    "WY99jeg4PQqRhGUULg+qaVMi5MqMajo8Ft/0KK44HHHEoOB2uQZx/rt6oUaYW0v7PofrmZlKEucxVMZD081kt9UGRMhvyL3YpxI8"
    "6wj5Hef2bmiNM3DKEoiMx8s9crHuDq2wAu9YDu+3CLbOvP48uR2eXAUk5098zuyZ07bmATwjlieYDP/lG2jVQ3Gt2fqSfAgffzVW"
    "4iNvw/8uTSwKE/zJNwk6hFmXOZD5R2EvLf6ymXkbsULbSSW1WTUz2sbn1D94QefLJD0EvsiFuLu78SwReH53yel6JK73m04kplwZ"
    "f6UgNW66nrGFXYZ7dqiFfMayJuV9WqjxHyVzYQE2cxKRTWg7EZ83lHlMb/CTkdzTPA3fwj3NDNjKVbqZVYX5kJvP2MveQ26CBXgE"
    "UcVn8J5W6W95u+ub8Px+xfkdEqzBGr2GZ52J+xqDvV3MdV0NC3AjueDStI2F1KeGD94Hq7WBXNwJj4gaiB0/kNxOKeJe5jHjX83X"
    "GylhnxEZbahox1kizBhkJrQm9cnggeB5fTV8PLhCV0CvnxXerwPyxoRPhNYfNRvP/ib8jh/x82SsQB/4QpOliBO/a3RAkO+Za2sh"
    "GcYI+RN24VP8/Uh4WcYNE8EVLgwulSMQpdbqNViBqUEFa3O7YbWe5WyjlfS2r4bV2kw2kycgq72w3mf6PFRXyczPUs1MfLcce5Ic"
    "mW4lQo+ITOI+tmVfaAxx7kb4AUXkp1mpkzxWpblf1c77lrN1Qt6B2g37cDh7fTfjVOwl0+EFWv1vAnTRX7nf3Z8d8QTDRbPcWFHP"
    "ImEMaq9jJ5rQmwk+i/mP/8BTWkxX5ie7GP55ACO3lbjnoyBbz8v7ejBWrQCa7C4ZSZSiTUb7h9SSUbCtZ/03Ros3sMalsFpRfKpR"
    "PyVvxlJOW8lgXhuh3ZPZWdVpsqC4+cR9PMrJ2cY2tFs2nbqBvpnp5B7EMO2Ec9hPAtY2z8arhqq1XMqZYkzjk3Gnm5mN/wG/ezMo"
    "xzmYwa7ZCtqaNKuhq3EfO+BUvS1TyG4xEb+5BteciXPXUWw2xgPQa0pW33SWz0Wzfs5OrAS09TUbh+dMe5yU8Uwruc0aPVbL+k1s"
    "GsqxuH+7y+NlFNZ1tk6RxVirc/C5xbBQG/1k1uHS6G1IJzkc+mh/2IYf9Wmc/3tgYWfDpm0XNELiv4Nu+w0rdiIZtVfDLo0KjBHf"
    "uGvyWbmPkfE4Bakshb4+mTixK8ggVu87C1tLKbs7iz2TVMpnXcuxKoYMLOcUM9PmF8hEIhWW4Kn2xX0fRpvs/GPzlRKMYJU9Bpub"
    "sbOp59t1Wd1C3k9Uv8QeTxPj9o5y/uCmLMOz9Ya4jElf741vgL/cyPgsTxJ+lnUp7sf5E3uL61xP+c4Ml0k4Ae97Cpb1XNjCW/Xj"
    "8AT9Ia8Wv/0g6CRxcv22h9zfwPxzhF5sS1OlGhlNG9PC8cytRphpKybXhEMk5ckA4vM1W19Mk/km4iu0q30W12VzGzwXVDdJe2RF"
    "yLMYpeZxPEDu3F4h7SXjLWh25ptyxlGNxw0tp19d6a+j8PsX+u9Z6fmTM11GdtYzOeUB9Pkbs0hul32/EmfMopwliCrOlE8Rc82D"
    "xroK/kZmormbOxjBEwh51LdlFd/052jpJb8wJukl/WHlT2OX9tWMg6I+Do2zwhxh3mcbaeovb5pg0ajOg71BHMtSlPFwRKMtdHHY"
    "PNqRlFaHuN+JM2Bcr1+uuYrQqrIAtrcnbMLtuFvB2W8tN+sHzfhD/h3vnyJyYwd4/qPETUZIwFuKsQbY6HuZTmKHT0jPYQOZhBOc"
    "gp0kB1VCb2Y/gs27qCV+13z0WXjlJKn1U6wMQVXILEuNjiNupoi+YBW+2ZivTpEhrCnNIj9BJXRbHc7YSGgti3gT+oTYdO06zrZ6"
    "F/pwPnlDGjxTWYKZ4d6IajZTLio4fS/uz1+3ZjN5HZtG0960o/5bwr6jAJF6kh7uYhkBn6qeXWhR76l3YCXO3m0ZrGQLs2Jyv5L0"
    "Obu0NnlCnYj63eB7/aKQ1QJWcBKsjz2encyQVM3W5vvS57pEb5UdER3ZHGsJfiB+bIY+gT+bnjeJaCODij1LLK5fg/v/WPNle/kE"
    "z7en7AL9vYZdW/WcPRb4XtMY72a1l6//3j9nWsCqTjNxx7fJSZw6YXjBpazYxNknnqkSi7hMYDVneNv1t4ixDc9jVmQlpMVQSHYn"
    "j8lt+jC8tgXsA1/PLkmHgtwNMtePuHCXZa5R49gPxWpHn4rNlf4W53Q5JPYlrOhiree0vSWQoFXs2Doaus4sdZU2UipKfR7hZMkg"
    "TauZ4UqzJ9fu9hI/jbuQ8eO9PktdQW+5E9leW8tkvO9rSF8XuUImyGv6CfTLSr0X3txhgcnivnIAfvMoWWW+U6uwpqBP8nFXxvi2"
    "FE/zGaT9XJyQP/VsSEbPvEfkD70bZ+ELPcVyfHo3bKLV5jtwYlklz38DfLgoVuthVjbzZAM0eTvE7GnYoRtkD3kY/m81NNlUVhRi"
    "+hs8AeNAKdRF5C4soa3coo7LwnZ0oCRb7Fa5Uyp8HqmOXOfG0DqJee0k7bKbYhNnRTRBDoH8Fq72o5wQ3K81YhieivAaXSP14RuQ"
    "x4n49HROz3OW5SyPgkwyBr9KkmSyT3D2YLW37bthvd6nTk4z1q/FuppUfYf4eCSjS1fXSmujP0eVtMEzcf7vwvmJMUveQGaH1bq+"
    "Be6zajIXfQy57Bus0hPgv9iOzIJ3cBQrhH3x3xUyR/sg2rUegdbwby1+cFV5iyluEocB+JOaMnOOHLJ5D8lM5V2vNoXS/KcS+Cpn"
    "EkH1J7NliezMioYsd1BP2YNIIOtp2EMKPHbE0BhL/c9DpNajtVyXQYY94BM9NnhL+2lnuQ/R23pYis16sQzR+wKzjG2km4TeXllO"
    "PDMvvMRPvVZqFbtqmWe9LvDaoogSkqDFmKFfijF5upkktl9fcJ52LX0kywjO0Xof622k9U94FF7mPkOPfk5hLTLd2U0atsEznTrp"
    "LafsRT0+RbGmdv/m/Zeqep896RmChlHG6smzkCSiupLym0c+zcYWOHt6EstTiJizv1wlxh69EPvzofzOzi+Xm3N5As3y1Jygp+uT"
    "8A/H4DM9gpv0LEjLrdoteEwSXvuYtBnqty27vZKsgOVC7bkZNQU+R+ZO1kDJzHzp6Duq4s36qazPYCNksoDzYTpAp+wBX9UwnzsH"
    "bmpHUt182gyDWAPnTueK3kN2pqT9lG1bq7fEvO46dfWMNDW0eaKXi+trMb15uZygH8FL6crpCOZrDZTd5GofZ+hfUBqd+AwboCuN"
    "1d08rU+4uvPINWg1pX2kKf+mHtWZQRA22fymSVdp6vYTiAnLzD9ox2nITqeYHB8koc91Jf3k7B7wGq2CtlHPwPmYoi/jzl8NtpYH"
    "4bFPxd9X4g67yYe47pjAuoNOxfm9RLaDz1qN2OYGXLVC3zamhGAuVrueWUR3v219lXBvZq9KWE0tYx1yG0TwnzDnVEq0+XCZ5GOZ"
    "KnpEj0JqinGl0YhCXoetMTzvIn0Gd1QK/TRSbFLcGvgd54n6qdeVvnvN/s31SjHsdtr3FSQ409nk7FT5VveTn+GBGZOU1Rqm4ClK"
    "4C9/zzPxFbHTKTz1yUTcxehrzMZ3fIvzaHalM63PrfAHjoDcmS3tESS5V22JVDe7W4AVepg42wpmk36CXBv7RDm+abK+ls3Xhprp"
    "0e0r6vnXFuEEGircrOQLMlyK6RksV4exd/vcOzsPS1qcZXrMv/UYuT+nsctkGT3YhC4V8wKKIR9DsQZ1PvpM+qkV9bRaDn+Sm4Xc"
    "+gdKmIdN4+nqiRAYAo1vKJ42WJWDqamPYsywigyZccaZ/fGcXxubjqRYDVqB+ziCvCWu2lHD+DFOFg97tjHBA1jJ3vAV13Bm2YlY"
    "n0shhxdz3RPc6ZNkByIRo/yGdTzNEVqaMlisBDE1bubVMiLArRJl3xmHnTLE0KWygr5avf4dTzAK/s5SyMmhzAJvL4M8E3AT+tx1"
    "fQnZjoaKzc+9AuelWN+HVf4UsU57qfF9g+pxhMPIcxxq3LNlusgk5fNrhsgaBjmbD2/vJMjO63IOa5lWf3mXmIWTiRY1ndlfLNtS"
    "rm/q+ZyImgvNEOWebkW7chp9BIeyr1HHv5PRLsbQ73AE9bpZloatZbZsxgrcCD/mfBmtd0k6PI722c668d78SutyIbyWU8idOEIa"
    "mFXfTC6rzfz2v0Nuj81WK1L++1pJGZ9mrBg2YjLrwhcxViyFfH2bnW/lVruXNGF/o/qe7AiPyLi15kJuNoYnw9PuLE/JdcF+soVP"
    "+ybzU5u5wkvwzrbyAfY6RstXTRu8iTFCjVj9oIa1a9Pb5xKd0kaKmCfpkeU9az5ZrjF7J62kOttvPVBcR9JL9BVrqZ2j5FfpLp/D"
    "Xu0Lb34ernkyp+Ncgvu8Hd9SRTbrKs8Nayd4K57jg4mCC1uYdNQL5+pPdnPbtCHzs4bDt6plJ+RiTuoNNZ6tT9XCU7Fo40LGImv1"
    "Ifh8E7GGNtXoKzlNctusYt1dhsob8oMeHfSX9/QXfOsRuN8PWe9Ieay726VO4vikpulvrKdt1hvzfoJuKMffJ2lFaCxJNmPQfCbz"
    "mgZyl6K8wwp9iEzARboXNGwx9EcE0mX5qk1YiSLfo93g46cqfQYn8gZ9SafL5ZC+P/QHxE1XQYNdhavcCTmejWcbhD+fD5+DNZmI"
    "uHsMrHqrwCHq4tzpRnoGrjIV9ZM8EprpQwl1P+ZV4oyr/jRUjmkTfG467naLuqxxwJ1IsXMtzqmshh2wfVlKZN0EPHs+NEhvsR6f"
    "OpySYnb6OE7szr7H7GL284tkuoV2lzrN4GhMCtbpzbKW/vRv+Ob1+g7P6FBIVpidS5PByGRq5jHmkRz7jkNznUZ/YAEs/FpoJ8Oa"
    "zce6leGnAn0x+ITvMq1UyfkGMbJVngnpMt/hC0Q398lIvVmnB19Az20lW8KkXpb3XrqUefU4pKGR2sdiA5e//1TcNIc25HKMEBNT"
    "yfr2NfIZq8oRP8XVZnW9ymnkCU5wbcf+1UMQAbTDCg0jun6RmiwZRr8EfrbV10ugKe6FtBzk56q2l7hHadi5S1JqDiVOI4VnrtHM"
    "lLwYu/CqeEK7yZHQnRFdz5zhr9C3xjKf9qxo9mceu78dajvOanyccpPAHscZU1XxN4aJHSTHiastmN++hgiQpEcZRviZCDRNHLbn"
    "GHLAhVrrT8924mIgqx7bVI9yfO/7ePU+SMxS3OkL8MHWqfkihkFzZ3sjM+YlnBxn/Dx1zDCsxurXIP5rIKf3N5r7lX7MOdfyRD3v"
    "Z/ksUmMI7k3fyfhq67CLoefFysdOR7z2T0BGy7gqA8iS20csH7eI+7xF55KBxqZhrcMZzWDpXNyqnE9Z73l2JkKWZnBiSS2RdFFd"
    "ReaxhNd5v/o+irTeT64+EYeKjZCDfQMrYCnIQYRxRtojQeO+E+l1+vavSycyGFlEPQ7rGONMngpI9De4P8eh0kBNXQvL4X7ezHiz"
    "4r+y618Nm7he3cRbqz8uNkYlWUh9YPa7NTOKA9j7v6PUcY7nHVIu7+p4bR/sxahmFM7u9Wr1rjTr4nWwk44Dxvp9zd+o9TNWujOn"
    "msm3ZRgljGGlA3dpL0hMPXOdKTJsVWS98ju91V3A7/icvU3dcZ5XwKteB5+4GE/UDzHLGmiV+ZwfbhqhgfjAJ2HLOyNiuQn3NgUn"
    "YR3W3yo5bRFln4hXpsp8XSD7wVsaG+wmPXQk7rNcTwlHSO4JhQmPO076DPjR4qZJlcBqzsMz95SxsE374A6tf6At9Ppk4hDSZJ3O"
    "8IsdA23/k7wCi2Sz0NfB2syBvP2sxweb8C0T5BG8ZyzRBA5tN4m+Ug2tx5v41h64t5PkAHlauiH6eRyrN4GRUozeUeinElhNfDrn"
    "GQ30nlQTq2voUVHG+LkEn7uE/VxxogduwarW8LwPIkd6kv5uFN7vOujSleQQN61xg+zNXsEiagfziydTgziL00BJjhumSJS7U8NJ"
    "SIYKKdezsWNnyonSl1jmKt9x6O7tWCJ8/jq7w8XxvShHxWTbj6jrKdzEqOxD+RHeyMQWsoa9gi6UjijupRB62J5gkj4Gm91RXOe0"
    "Y/yP8YzEiPlIe+6h0Pcn7ymZXurzxE1QHOQRGUmyobsMQG2zbPN2zfLbdZ5/YyynXNmJiRFhn0/rOMMQuuLmeP8Nz/gJufuuh45L"
    "Q35ukvNlMbzpXniG+/Hny7qLzMBTd8MzL9GxiNzvRBx/NPTjCnzXDviGfmTJt7pWPbP+pplXQxfnM4aIsr/rejkHHuBc8tTW6LWe"
    "aaqKiNB6/r99C3wOFbifKexR0KzlP9Bn+HJ9Jvf8OSGGaxdp6rBzFfAdW3ieSmioC6WK1cxK+ollzCe3k9mMq5/TjWI5r7bwqkqh"
    "F4+Qn2lT59IO3Ubb51BjK+D9P6G/wV59hntfB820DSKzh3W/4DZGKrXs70vRJkTZo2yTPdrzXtt4ndZa/upp55rktlafhT7/A/fx"
    "nubDp34Jp/dunSd3Y18/1/P0QX0He/yzvIe44l68I4b9fQm7O9bwxXq37KsXh88ggr9Z++bdTryGVagMZ7MCe/IGcwURrRLHaixk"
    "No6R8cv5ZvU6NbgQ0cQofO/r8EDbB79DEjpBute1wIwwSsvUsRoZc8MTchsiSTsDnSUz4dTxlyV85tT0y+tBFVbzUViNo/Vw+J6G"
    "azonPCroJaXMcajnQirG2Q2JYLI6aSG8F2MmfFqMLb+POKxriW5CNOsyT42cVVHGWo2hb0+U8Xi6P4nBLEPkcQSs4O7QVD39mmcy"
    "mts1243eso74K1cvLdPjIGPDaJmrIR+f4co34S5mwc/Lxx0dCTsyEpawAt+3h2wl8yida3G/7eUUSML2eK+rJzd6FgzzuhqoDWer"
    "i4zbkHndvuFZ1hJdVq+dZGblZdjv++E6F4pDs8T1AayC4+mBzdD/9kqErxhm6lbIym/s/tuZ09RWkbPHskodWUu1XdkZ+2WTTyxD"
    "NAHx3FR9Rv+OOxqA57wblrELnm4QMWdpr80zsWJ7ccgy664/wPMsJP1MIfXdkzZHqt7j204R1xlT7afiGlJafb/g9ey+LPBnZWvJ"
    "5COaTpBNSj2BNdKjZTkZ6s0ru1SWefSsXfNydk8s85JkOY9G5rrr/R3b/0cg9qsi97PblShnZSynB1bDe0uTmaidzzxk7iLMfs82"
    "cjl3dq7HI0B/BFNsUiC0yp1YwdJwgP6I6OL54BdmR0Kflw99pWUtNGtEbw+mEZucr69ylU6DtewuJ+uegcXacUhL0vcMNfCUJeFf"
    "v4A/X4SHcrhcAz09APt5l5TKF8zILWHews5eT3YoPc76xza+gz3BLpViYogvZW6oCGepVG+Et3OzTBHLfH6Np19P5sXceeV75Tt4"
    "Z5didfrK6fhpHPzvUJaHFczta7Npm8LZxiEzc7FsDjjiJegYVhx7M7Nai+ukmd1Nk+fcedG3kJ/BnYE/aFtdHSb39yQ9clwZ54be"
    "gsdZEctMSFCfPa4lIqIoq4lbifxl9rX1XT0Ejf82oinrhtgJ9xWIITaLbPY1duEbXPNPORqfnACrvZNcR+6rhmw+KMOAsjufNJLt"
    "s3bRsBJv4noM65jTsRxae/YFJIh9DymvFqPsxmlnxjxvjEbWF1cKGbfutCLENnYKDJN+MV67S1znWiv4C8fLnow4uxNJOZN1rkyN"
    "Ka0Zjmlb18+xfsYqFCeL33o1zoLBcpash0a5FT7ReMj2ftj/uDFtBm/KSDmuBQ7JsfiuQvb+fQlv/QBYDctWFXOK1hhY40L2GDwo"
    "xsXeDSfp77CqCX1L/wa5u1H3D0r1Ph1sMhn2arUJEXShx5lE1CFHbS27Q+Y30svUv7D4j+CZeYzcfCliwlO+dzSqG+BPTGFPV9Iz"
    "+rmceiX5VWqyUxQSPOdp8oldJcbo8qcWM4fXVXbHOv2KJ/sEntZqnkmT3+/8GbdZgE+yD/MAsUpTGVEaUUhAyDx+Ec9BJaf+Oo8m"
    "g19Iag9YktE8DW6C9pvqus2K9TTOpkuQu8csxLeIdnegX1jdYgdS2CwL2lk0Ozs6rRfBV1kFWbN5QQ+J9TbO0fdh43NPaP8C0mXT"
    "bPvKaHa4/MrMx98Qxw+EdWjE81p9dlePOpnF1Ziu1/nII+GzFGnP3/OLXgu9c5n8hiu9DRtYoYbIH4/PPsRumzyxCl0FpzimiaiJ"
    "EFtYgVOY0qb5ia2zNYDMk7b9S75vGZGfMXaKGid9EXfRkD25+WFb4+SkoSst89KGnFK1/P4uksk8RhHJ7SyGjJlH/VL3lx6dVn/B"
    "CYXZuNBN40t6O5XSoeSaqGGmq1ZdZqw7a6mp7Iy0mOfJcfXV4ViB8b4b0dgYanGXMXKWT2O/tssubJB8xvDuzK+hd1Gp1pm6gwyh"
    "Pi3GZ4r1AnhDdtL/LtZLtwrvXcV8TkwX+94M280C1rvsPu6URfj5Y7HMZQVjoXz21tThTH+hBwQhK7MpPxvDVYhDTtKeHd6pZ+s9"
    "ukur3YMLgps1Eu6CmHi9nkTfSKmXVJ0uNo4o55V0l8zsDNUGPy0+ym5MFwMP8YxjIffRfKz5uIKdsHr5Xb8U48Ks0gWs5OfGcaW8"
    "VbFq5WiPCLa8YIpoqRrmRf6F/Tb2gBr4bRdB2pt8W/Xa3uaIOXT9rdAFNi+gHGs0EdF7OeKwTdAvo/UOxPBPQ8PNhI//iDyLeO0p"
    "XRj8iR2qokazVT5JLEdzgbjO1sOCRjEWzfsQ8c0LG/OsU3WkHhu+CW/BGLa2E7MPvRA3PA0ZPVNexIp/BZtvma4CdjV/CikrxT0X"
    "Y5+izSagW1bpHHF9A8Zjf6n0lJugZ77BeTMOzH7yuUzHlQdLHfkLG3mqbTqT6+k0v7YT5Ox876lWUbesalYLcXMQlN17jgG2Wg+C"
    "tjgW8ZYhZW1+y4f47xtdBgt6IjsRQqxOFdFGT5A1qJ64c6ezOpLNsUqLqU2K4BtsK8XU1Wne4Wa8I4Z1qIFddMyRIqmsnujibbpx"
    "RNUzC7CRWYB6auNaSnR/jzTch7oz4jlEbSLHk3iKn/A897Kb/w3Yo8fwmUezdXvb+W2lCQcmsGxWO+xKRtBnEMl8iWdKcDK5q38U"
    "8zOOD9QyyQU4hSWwEo1+jlXc68sY7HJKc3fInm01X2jRAkjRtvD9jxfLiM3W3yGB7Tl9xE3Eq4L2vgjxSh32bj+ZCEluh+9ag1XY"
    "TNmZpwth6WcjRm7w+SU74Uvpf1RSxl1Ee6g4XEM1cULVzE5Phu24EHthE1Fe1TFYoZGwlyeLY0RMaW8fcZlHX+uzIYfzOi7GafT6"
    "0a7/h35EPvkIT3QD4vMUIrkUp5zWcwWtdjQKp3H7bC+f7VVX2YPfUezrjSnPSxjzU/oq+C2NRFqtxSmL+D5J9RjZXtLHY01ys/2l"
    "yOusPtO3OYvE78TpJnF67AlYtYhn5a/GKn2nd8Cz/QEnbF+plt/w00GI3/eRH4j5ifnooqdsyOoxp+/yfF4gw0nm8MyHiZsMuLMU"
    "kFGxg1yDE2X9/ebLXyBF2ZVMes1pubV9RH1/btzPkOggrucrgywv8SsRknf5FPgDo4PLZQp02bJwN3lHC8LtcJ1CeTmI+l7/NCNu"
    "25fjxDFNrdNoOB2ydwXW6A9YmpXsXxga3CF3QD8lcHrMZs2EjO/PWQUuy32n5xjI4wyLanW84ltaeKWtOO6zMvgNa23+Hr5lBe56"
    "sHSTf2BXbhWbz7MeK3iiWP/MYNlaLB6Pke92Mav0lrmbzC6rOJGGJl1uInchPl/I1exCdFDIKnaaLK2udpCE9jaOpgjzdDZxYPeg"
    "QPvAFyjSCfRnq7E3xhVeTOuxDueyih69sxcRDb182t/3E1e5izKPbwi1faQHvmkLvcU7cWdubk8FuSq70ZuvaKFvyqYIKvNjprHP"
    "or+4A/wr4w2t895qDbRZkjOUN+DcPyOHYP3qyVNjmZSOkDWbGDkZEWqMJyzqkcXridIydOFRjFukWR7T9SbbEz0Iv3Uenv6k4ELs"
    "1xHwk86C9ftUX5JeeLLVapyEr8JvKNDROk4vCKbDcvYJ7ke88k+9EN+wm4yB3hkMCZ8q/eWf4iYTpamFXHxXwvmgTVkb05SOAeNZ"
    "z+xiaI0IObDWQp8sYg7nYrKTb/KR+C5kLTtaHINWOfsyUv4M7pdF1C+j5Yt7lKTLLEz3Z6YNNdEpxItsxZjLTfK2+TC5fcsHQ+MW"
    "KZZLoK/ehw17RR8NDgrGhcczC1Pvs0KuY9S6ul197k81DkDz2c6Vwazk7Ao7Zwjetczj2aTgSuKyre/papy4OyGle+g7YWd5UK4J"
    "OgT1crJcjXP8koReN9pKXUudV0GNscjPbMnMzXNsnWWMbuLsUk5iX8pYrW1P/gLjx81EXV2aobkcrk09O0IgmXWJ0McdwSe7VPJ9"
    "x26J53KxHKj1HDrPu8dfPO+O2XkIrivNdeY4fsPc8U8HcVMuqnG1VkEV9YchsD/n3sTpx0f1dInRL3JMvVugVb5kbthq+xvgb7WH"
    "XukVTKEHniC+IoOdu4lV6EK9AZHen0SjdxQ7I8PFWG2f59zE7ZnVSJMLPZB25BI1Ls5z5HuswEfkKbpCHpGO8pleCam8HHv8E/RV"
    "FZ9tMbOa9djlw2UqOcACnyO3bz7C+zdpRom15Jaejqg5yVigPU7SOmbGXUxbw4nQbudTzGBZhPw27sKmGtYzJkpyTSfilG4rh8s9"
    "spPNUtVn8T37B/11YfiOzpIIZ3vYv6/haY1N2WrWI2Sa5wRLkkE17XEaVdSjSc965zL+g6lX0vjcv0fiRXjm8WK6cjFZ7BxfWTH3"
    "6lTJcBL99xnKhrFIsRYfqsOJpqHL1SOuEsz7NEW2aa8/IuzcPy4b88az0+oX4N5f9ZME0+SQWc9rPgzpehn+VUd49BFEl+fC335G"
    "75O5uIO9pYntNoNaqyIiZzxi9s6w1v9iT9NSxBOtg9v4bHtCdhaRoWoNXluC5/8Buv5rPEE+7fNwPvex0Idu2mANWdDtTnqJ63A5"
    "iKuRJnIjyg6xy4kIq+X7duLEgJ3hv9oEzkl6M+R/jn6AP+fD1iwNjNXKcMvu3ZaJ6iDWW/t3sVr4ETwdCX9ayngGqlrAzOVG7X2n"
    "T+rOwTmQmUXwDafp8/A35yAmHA57a/3DdqankFPK5j6YTNbCflXi3nuJxaWL1Fj+qvQ5eDlpz6psnlMlI8g0625RH2tb3NpG3Cyb"
    "DEOVy93a66N8Dt51h9onZxA9VGh9t2IIwrtw1V+xJlZ92kRMhdV4KhCnvMiTZBXGjZwltitZpwwX1lnMhn6Hex3IfLLNZDws+BXr"
    "fwxW6FisSyI8FZrwDHlQHyL+Yz2sh33iS18bLSVeKM1IayWrXFeKqyPG/YyGBqzC5eLirT5i83/PEGOWPwn+o/WJt5d9xCZ6TNY7"
    "NS84QtZj13/CSu8is2RvOUxPwRUugbU3bEMGsx8nS4L5JZfiiu28FU/xlfzsacj4Qr08RrO1711eytipMduZmiI7tKvDfQupHoI9"
    "6CGjxCZoGsJ8I+/9YM7QaM6J6fghS+HxlDLDl1DH1tigdT6v1t8zc2o2f5JmzruaHc6V/ipJxvF13t/dTpLahHALs9WlFCfbNfp+"
    "2aSPeBI6JX1ROKvVJXkledXhUxqEJ0FGrwutjzDpqzDqmdlEwiy2zOYpdJVYs67aphz0f+/k5NxUnIKYr4ebTQjpBzpfX/8ydSdz"
    "nsrxmUK9UFxGM6k2M/4p9nysxUmJaWW2KpOZHfifGamMr2ZPexw81Y5ZRHot9U26Bc/b0KWPUM+6tU7TOtVQ687XOLzMNVz/KG3M"
    "Yu6j9ZF9B994TrbnMMapkIbZ7wBN16DPZxnnqsjpmyBXRDXk3OV94tkYMe17YZQ1vMyuJvzzpLAGNay2Z+Y5uukFFpmt5/SLamJi"
    "5nvuhtk+v1aB1ctIYjE5mZ3v00ZCz6lg39PZeyCG8v8MUmG71gsey/bY++V4ur1amDfV0iv//+xEuXXv/3I1rDpszpnUgzH6CkWI"
    "kwzRnfuunQzN9vJey79ZpHOFODzzSUTtRj2rXIR2XcmzNotcLnFohFNZGUzAArVjDxrRGJwD3A4adKgE5NOejz3NhwYtIdbE5tx1"
    "ZeyY+2S5alBXP2ttIvfVcGZjJLfeSbG7PjOLrunMOW/T5iJsJS7m30pcj7VJSHtatYrs9AebflZNKd5WjBFjHv47EprPcEw2f3IB"
    "nnGwPCsLPW7wbjGsdoku1C95MvYgdth5zpLtp4/rD4aTF+uc3cK57MsYTza0qCkW/BvPzyTP82NdKlFmVzTLZN/PT3y13p2E1ma1"
    "ZOj7RDNT9/5zrkLS69L7fW9MAl6geVp3s/5xoISc0NPobW2N75RVdbxO/85+Y1faVwzTJ1lNn2S11nDYNr1prrrq1Y6crJvpCrbJ"
    "9Kbvp3n8XtJzttieimebb0KXuJr6Dj7iSHkGnHS2G7gattFNxchg4Zu6UpvjpYv99PokWWmbzxp3FeVEdm2bkCs1zfo+e0q9zzNp"
    "M4Sy3dta2vmMxY3Ahjrc52Z4ntXaKXDMwcaPYVxr5R7JUA/ZamKFznSRWBZ6F4/LXwh704rPVKq50TPGhJrUHcSxTUX5isOX565a"
    "taQpdoEHucRr7kZ1Nq6GGYUaP/vHnnoRvPsGj6xy99+X13TcRduKwxPk7iB3exUjjjXMTjzc4rN7Vr8oYiQYesaBuP6T/dgrtIjR"
    "ibHrWF57A7Ol7puHMr5wFZo0uQwPYo9AP0nrX72KDCv+UeQEFPkrps7ubFvfFRdmq6VuHtFq6Mo0Y9jmPOCh/rVHvfk/ljX/USrI"
    "EeT41ypZPTCc93J4wJ2aXSlzj0VqDLWW50oStVSs3yOarMdpNd7Ru/05Dr3UJHwNvYzcGPJfOOjcvf3n3YXkNY75XWvqiU7xPjtB"
    "Ls4lx0eSUa9b8dzYryTRzbXkJaji2V6NZ77LsywL+2EycwAz2t+hWrfxU+Ydt4m7fgWrzs/Dg9+gP6pNcq0jv/oK71M47/Vgv2Ib"
    "smu4rWgWodnUSxCD3frex0QhpeVMyaAnxeMXmzMMKD3VrmJ1qHmcDW6ffQ+2bbG6PfkZ+zHZ17MsY1DA0xfzGOE0IoVGrpvDgVcR"
    "y+sysBHGx6+wllHHSpeb4qb/4f1ZTn2BvsMu0bWMFCPe7ifI21rJ7FgGoZzwmZ9qPc1bzQxbR6PX98Yl0dHHAWmPqXDSa7mhXbJr"
    "1eR7pul5x3w1Pua9upTft43MVGt2jqKTijinMEahvZqjJzJIsUGS8nvTxLMfam70WejjwBHMsZrObiNNe1vFqoL8m3Qn8Ns8ac+e"
    "BZdr7SIVvq/S5SSjWWu6j6/3RlnlTpN9fhGs/DLPEXixWCY5vxl/v3oOo1040dV9Y/QvVn17eQhncQNzoNZDuEmvgk6drOfJW8Qn"
    "xThrqdafNreeQ+U9aIrDdJ7cLMOCQq0I2uh4naJn64Gs3ljF/7Jsx16McadlAvcR5/NGieqPenvg5MzyC2Oz+iWmf9K3zm0XzpfT"
    "pJrc64HsCbnfWraX1foW3jAkeAQ794PeKtPgmU2H/r8bn17MWvVn+GRHMaZg66QaKmnEFY/I1uQ2dLnu01kJspzdW8zhW1Y/7uf6"
    "hJyt5PL8jpfR4b5TfEKbe9ED+zhUctu53LuQpEcR837DDvTW3OnMbQHbyjbiXumO3wdkZ4kTyRCjV9zaS3UyO6U+6We6prV5hr1J"
    "l/x3jZT2XFCZHFsyy3X0v8y8N/noi6htMDT9YmIJapn9drVgx7TXmqysF+EaXdgdZ16E8V13ENf/EmcmvCHLfvjvuAiXRzCe7hRi"
    "Ls3G5suzE2+Nu7zOTxVI+RPvGJzV12czXtc+kjn/O0rCV2Cb0MUt9ZL+376yQcfplTIXd3CYVNFPM17z+6Xk//h7Nmu9t9Om6e5D"
    "XJRmh0VvcXOYUkQani+h7/1y8fYn5F50E0ctW/wMTmWdR4BKNq+ciZ9MDj/S4TIFGqdI95aD5R79k/3oD+jvrEI6+76VpLxHNoKd"
    "sHXeEtjVAsbJjocpbGFmQ1x3k0y3nSEwN/mOSOsX6yO9xJ5pEzSH63E0vO1M/UK/RuRUqBIMlcuC9foRPYrn9RHmngxNcImUku/A"
    "avunSiUZEeyJu9JTMWxlhe8rT7eAAE9T+6XJgP+Nx09EEN0V8OQNllLfKZjKej0hNLM71QsYA4fMJVR4NGBINGrTfO3QZxsa9FXs"
    "1TLXzyOHQJ/fIIU6W5/xjOhby06c2+3qMpZZ70rMRIq9AG4vTL+dSpvwj7yvtFJ6yOsaCZfJ2+GN+k8drS/QDyqDvi7ieSqjF3k3"
    "mRLVa47e2YyQNkNjG5/CJj8PwWG4Qm3e2d88M7cjq0NpP/GrKZY0DRVXYxg+iD5AjBW6MuZR++K8nCKa5cjNaIhtvH6zquVCSNCZ"
    "4mbfikT8Wmxi3bKalsB5hyZN1teQ8YA7ZWP5MNt9YD/3FueXNSHeTLOXECtg0cIW1ufrPBPwZ3nGyXCQLNVBOgaW5wdY4B1wV4/Q"
    "Mwv9tKwiVnqNs/symQULWUsvzRDxi5mB2h+r+By+c9ucPKc7ipsRnPRTmjbg53mIAsv0GHkfu7cG1zsPd7JYH5b1kITt5XVxMVPz"
    "qDoTrT6PpzTGhxPFKnTLcW7Mx3tLOnv96Hg63IzafuwpLOc9f4z17Qv5Wuc7ddczOhoO+dms3+LUnSUPBsbyMJuzf7/xaxiIY21u"
    "+sc6juaS6yTFSvowIoiqsvFcmpNSMnOqUpy3HHIud5ISdJbY/hoj/q641iq/p4HvYNQsF2IHnJWVZHQz9NB0vPtGsZkOR8pQsfkg"
    "3RhnlehX5P2NEmVUhNM7TKxfxPh7yuAdfY2T8TF86a84RzpObqpklgHWMTPvRfxQJTHLNeTltNMwWV/3d9Ogmcl0ncVhvod7vZr2"
    "k39iOtyzzFV4u5+JXu3cHCKp7DzA/26d28lO3qdIEdXYhhwkraRG/5dM435yGCRkLeRqkzyuS/QhucSqFPoeMQ5R9ozti12ognxe"
    "ItYDvydtSD215iT2WlxEFEMVUXJuqq5hjiZyrZPM3RVl80qVzHY7n2Uw77yGHR5W63xDLqP3UI7zZrmLd/EtZ8ozkK+RcqF8p1/D"
    "Fq1mn2Kd11BJRCfx7MRxqw02x112buY7pWAhrsN+biYi6VFI5Ss4YfN13zxDoxZxntIesgpSbhWItZCdizld8xicvPnaXmzK+Er5"
    "FU/ZCWs5jblkl9NJM0+VZKZhKzlXmvrdm/JF7i7OZyRlft8Wz7sUY6XS8kSns6LQRk5hZihOSfqRPGrl7BW0yOJ2cejTlazJvYzT"
    "ORHvvA5+9CPyiN6uT8k7eqr2zkuwl+EBniXDPBle/p/yDacU55KQ3Kw0uX3Y3Lno3J9JUEOeQC28P/2VNVzxKtzFKXIoPrUV9Jph"
    "LdvLj5wK0IsV0K18TrS7ZOZKuVlqCR0tI8h/OdOjaxaQsWNvxBdbybGyEh7EEnzLVHyP5VIrRf9iqzJcJfV+5pj1j9r3bS/JrG1L"
    "66vwiX6C3hW5Vv+m7+eVIpo6Qx+U11pY0Uqf0XL8SBFvYc+WTZ6rLTP3upEx3M6c15D7nJax28XNLHGTwCeJzUh4AyvVQ1K+W9Gy"
    "g0M9pjWpn+vPiBun4frW41rH3nibEvEsuwli5LZ0PTFlvMtLiJtZDZ1wqbj5bq5mUsrYM0VOrlCPk0zcmvaT67eTM/Rv5M/vDgtx"
    "nLyLFf8N99mRu1lDprcj4cdNwF7kYz+roAFzv4IYEHbW+FC/h/ezBVcej2d8VH9BpDgHXuYUXcsKUQzRbZ1eqyH0dUva8v9yNkTu"
    "3S7R69XYelcTYWhY7WHyKXwAm4ho2ZYZRJs06GOQpGNZtV6uGcbCk3DXBZ7Tr4y2vKWTlesVhwqvV+uq2EjM/K3Mxq3D+d9RHD/f"
    "QWQ6q6N2KYSOK6TflOTkeYtXrpWL6A1u9rXmTewUi7E+3U4MMzZSXHZgBHtVShhbp2iRzTN/FOduORm7LBdVoAODDpDAX1usWv3/"
    "183SOhb+lmmVraWSjAHPSqnnvMxk0l10bJ3h7qcK7M3j0ls+hx1YwNkcJfBKTpWroUP2lpRnQkgTx2kzp+3/s6HrE/Im0XPlOouZ"
    "ly5iTL5faoZDMiT6yX3f+fAFF2LtjpGboMPW4/wdjju6FppjIq74PV65WmxC/UL49t9AlncR6xB+PZu5j5HX1n5yvKEbcRIbYVXL"
    "GGEVM8OXYi0l1qxzO/QTJZylqdOP2fNpzNTfE4X9Nav928q1cjasxOPQrStgt3vI6ToWv6mWbThnK/aXXnDNxjSFnuOqHnHsFlZX"
    "zuWUqNoWZyjnmo+exi5EdRal3jz0uZzj+7N+5ueku4lnl3E9LXuwnFPjcn2PrX47aS3N60jOatXR6/iGzzCBrCNRLfWcyZm1Svs6"
    "/o4ewe34Cs6BxdhbZsITaoUorAw6rKsUM/NWo4Yl7eH7L/pIguj01cSQmRezP/tk3fSvekYmKWrsrTjBcj6x5En9FzwQNzt9Z+8d"
    "WJV8e/48Dd78fEjlQt0b9r69/AOr+Lz+oR08p2Y3X+eogFy5qYsV9HlDb2kyk8ZCdr0qv6WNOLu7xedD0pwA77LJbr93Jvdp1M//"
    "0WzmNPR/7uTz0t04w8J59WXZOntIPJKbIHE481cBO2YT9L5yaeVBEvdsNJGsHekuzscuoXeZhN4fKYNkM7PUpbDebXGWnRy0x57n"
    "ievNd1wyltGNs8/FMZnW+dxPdZZBq17vIy9IkjmRcs5EvQc7tgJyPYnfu58sU5sXeA1OfAX9ppFiGLwdOJt6LU51AzTHfbJWD8QJ"
    "2Iu8uHnwPV5mXnA3cn80oTfj/gytxWeMAWwMdvYr41rEu94PfsLpr+A8mlJy7BiXpXEgDZAGoqySPj+yj4S+F6ATkUZlxFukKAOj"
    "vTQU+Hmxa+ntudrXMdSEKXqXJcSqLsd7qnQmzvoI7MoEMptZTTaArNvzHS0H4zkHipsKvomSG3KmUIHP5e2Jz94u9R5n4mTiUHFn"
    "yp57HCeaHYn1sTN5l5htfwSfKfO9n443O5OVd0wKa8hGYhNqdg3u0lvkF2intWSuqNVtWK8yn2MWrlPGKmgB4qMfoC1ayUrZHTJQ"
    "hMjrFVgqe8LnoBn2lIwNcD60mwAmnFfmspKVeFI3tXOEVHC2ws5i7FLGJlWK555Kj3uzLmHE6Lo1kh7X6CT2CLH+NDfNL+Yx+zHO"
    "ZrheCsk8U0S9Z9phZ7kYd1VF/Pj31BINxPM6fFUB/fti1sRSvrZjmY7Bshc9s0lYX5sGsCMkdBQZtjrKLrjaCCK9Y3qljyxTno9i"
    "CzFbxqiazykVZ0FOvxar+li3fu7e//GQjDncnyX4rl1kO0RYj+lewQJYqDM452AV/RhboQeI8ynGqdiEK8Z9Z1+h12iOidnhymqz"
    "NfR65veU+PGmmMhluEv5m9yvNJDnu4Je73zmO+P6rUS4ZjOwa1+Q6T+iuzMnVkSGmS2IBao4McYmKdg57S4rYHunZrPiKT+F0fSG"
    "02AV3rYmfL7N8rZx6g/TVZ1pLZbxPTG9iVMhC9jz+Bb+PlTuFetMy5PR2h/3vASntdFn4QOs4ADIxQJiSOspMy5+OVeMZagQTxX6"
    "maBult4Q3yWY9hV5pa3N2He3Aq1kgM8g5WFXEz6PGaOnlvY+gbHmfI9TO0wmYg+NTXdf+Qx7Z5NYujErNEvvgBx/DQmbiDuxye3n"
    "sjvoQ6xbT3go8+E93IjI2yLyLXivzVhcD+27AdL1Cs7f7/ovvVufCt7Ri3SfYCTefwbO4l1ynTwJHVmOVU9wso91LpTA57LukknY"
    "IUO6ljHHs1nakKe1VgfoB5CtJfqobCvmkU73c0KNzfAdeCoVeoXsyCnUFaymVRKvuIKZxqYO8grfQV7p61nD5NegXA9gnbyIONM/"
    "IC+GeLxeZpApKiQveuhtkJ2/l3WTPCkxruZ4fG4zZ09v8to09LiSpOe5T7fIwfqwnh1EiEBoL3/gvsuwI38gNthWDJE8nzlpwyLW"
    "EhdRzN6b3P5OJScRN9A3cpN9rYpv89W/wZqOkFv02GC/YGd5Vi6AxL4HT+L/UfceUFJVWdTweQ1KRkFARSQoiiCIihgxoaiYUMeE"
    "2VExJ4xjdoxjwDzmnDGhooIRFAGRJDk1qaFzrA6V3/n32fdWdetM9bdkueb/PlwSuqpevXfvuSfus8/hYQm+bSW1m824ctNnu8lu"
    "nGTcV9qL6wnp57nDjXkmSn4g9TrFnrOlqLeiv8AC2IS6YjL9d4cuuBYnqzdsSC21SozyWc2/vQapy+dpGURE0IfkNzf8X4Mad914"
    "PTg8Uh8PCuSivOXhQ2FHPVGmSE+5F3Lgsjld/KSppqiJkPq1hCgj9Ry2SXV66I+v1PhXbB7ux/orVnoeuV5ryVk0XK4Vy0kvIbPb"
    "gcbOTYntK2t8htCYYDeXYlZ4jXn9FnF9uHEyGUayueo2ZKh1vahVuOvG+nWHJvMabRbfE6I+z1BJXrCE/hG99cfpBMYqlvm7sT66"
    "jpXOcjTkyU0O3stz0yZYa8892ysXptH2+0RydLiTlPAdyM6P+e+TOpU8RTX0ktpT37fm770pR0nKgWb5e3tLI87jz83+NCT0m8Tq"
    "msUz3EgtvRG3bhXQUi6v3LRWegrO9p04xaOCIfK8Xq23ylfSTmvlOt898fvVbuH7Qh8l7vRZSMkbMoWopnOh656irY8zI3S6947t"
    "PGxghBbjCdxdMnzSSc8EVsBZNQ63GicLp8OdVWdzayKGJG2aJ9+UOm2oqSwqNkE8zYGMmSP0DlxsWE39pLSRVnV4AhHMY/ibRQYL"
    "If0H0eP7CHL0LTkO40R0W0W3v0yADzYtOwu4kRXA5W5tEkmfQMN8tQmARTjTlqn8F+KljWSf3V3qfe9YkrhP69W0n/wkX+vl8E5a"
    "yIX4jm+w1gWc4VQGb2UZpbiVzMCq2k63xz0+r5sHuXsV7XwPoXY4kHGM642Zi/sZKsadMAUe/JXhj/IqovFpOlueC75phmO6Aqfi"
    "VDIcl5E/uJjTxYt0dDPyuhpxTzWxYyHnre4A/6mMOLtLxLpk+lIu5uJ+J/NkrIHmOwr6xrpt1kBW5sDnXAUdfhmn+9VjPZx0JjzK"
    "PlNdK2ZOvI5T6U+Hd3QXZ3CshfX8SY1ZdCp26zjcfTHWso45nOXMJ+0o3cRVzBNe9zi/z2lGpQVL0pJ15wwt9flF8zP28VwlKcrX"
    "Rl8ttZ6eMxkHW76pijqll58rkzlbKc8AdI70gKfwGGtJg6B1P4Tdmwmv/T2dqUcGP2F36zhbYq78CLtisdIi/T2GzWkqxxpaQeZL"
    "N6VzG0lSw29Lb7CaFtN5TQ2Us13h19vd3ghtbT795/o1PLaVZB06T/rJP7CGt8DruAgrthJ65nV4Kd/onXiOLQORDNZcOWNokNeX"
    "hd7fziALlXjnkIixQZDfCDTBnswY9Je94bO0xx38m9FUkus5h5+NsXfO+vxvkG1wZmbqt8FSViGWQEarZCRn8jg9Z97rZImwJzbO"
    "qcrf6gVyKE6cdeg+pFfAlr3L7pc7cX8XiGan3qynvizH/72beSV3li0KqXeTTuLMrMWJNTMttyk5uwD3XIZnrFDL7X6tN8lyYr1D"
    "xmCO+8pW6XBq2yWQlgubRZYe5DMgDeqYAmqJUhksubMEzd11Lhb/UnavJxkDGGOreTfr+G25rzbDZ07MDoe+hlDiuz2MEfQCIkhr"
    "tDd5bWrJk5P7Djatr+DPv5J73XI/T+67fivbobWtZHpcihFRRVntt/07QULfRZKZZvO0PqZHy3DosIugy++AT3IqfnZQcBnO0R1i"
    "/MIJelGLcEaMi6kYGnChzoGXOZk+x3q9ASu5pWzNeUi5K1DNrXWuVzYlH99c3SzXWud+xfzc3SWetViuB98089e0US6HX8gcURE0"
    "6cDApmKtoYdm6LgyWINpWKPBMlBugj7sS3TDh5znWcw8q2VDJlOPWj7oHimh9bPa4VfyIl5RzUxfS1InDpQM4rMmi/5UMlx3JXa6"
    "gZbqc3j6loHYU46AhZqPmHyafqfbM2ZdqSNgr6KsprpeEUMobQlP7XjalZOwtyug8a4O5sGOXyQjZAWivu/xTcY9Owt7fR18tA38"
    "VE8yfxgLbAW+P0LvYLp+JtbR8kgWYWD/f0zv2KrDvaSKXnwD/KkYY83BsJzmB/ckyqQxE56pBPaS/fAc5ZzwOR8adCvs/q/QX8ax"
    "Nkxai+tjinikqHr2tgZ1uspxoFf73rW47qGrww7BebKvfB6+JZ/IE5DoubBRu0tz/T+52Bgdo0ONR8WlyfR6DGS3t/xLHEuzYQ6N"
    "i8D10n6LXTHszNewiCM5dSnNWlQ1+YbqdQG5noewx8645Wq0h5zkeTakCdbE7qE1/V3T4d21MBws2wWKfY/oY8Hbeg58oBJYvsWw"
    "dA3wIdYzI7BKxkD/lZLLWtnVanFHX6IMF5D3t5YezFipYSdmvjHzchrDMm3ayZbhx9DfIa7/+yt/jLPcrx7BAvqu3Tlpb5W+xHh9"
    "EbHhysyS4VqqPBu586U7cspkK+bl+4nLyO4AWUxzpl8tUakpco8tYYXtdeJzCxk7ZtCJyu5eixjuk7+TGd/4xlbh1M3HVQuhAVY0"
    "o5HWEXPpfIIq5j8SiHuMidLNxYkzQ7ab2KzX86WI9Y/Mk/+U/dvR4hC737NHeHPY5Xm6GXwRi5P3kfexN7mjj03Ribmfx+HQB1Ev"
    "7M0u0BhZ7KPep9uDiMQarl8G621c6u3E8hoVkM047ck8nMXqZj4TshthEHFfVawMbuWrdzY1tE4v9f3qzubV+1Pci3e4hY/HhL67"
    "7eOucrn8Bj+pvYxDTHM7p8dcB2vVPohSC9SwK95mfi6iJq5ll+8W8MjX06PeDTGWw8IZg06c9a80PJ8GP5HdmEjsuY6ULaSY2I8G"
    "xgARRgMb1BAlfbQvotyjW3wtT8tTeqRO0Nf0OtkRe3cdzv5RMlv/gRhkBjT8WdCSJ7EPdzlZH+qYs1lNnotKxMmXkTEgTv+5hBkd"
    "Q3jviZP3pMzDO6ya2kFslrPx4tUQdb4UVmk5rvAFtOkWUhF+rtfjZ9/r8cFIeQ2feE2/grz0l4laAblbpO2DgXIN9Kb1x21gtXMN"
    "NOiJODufYBffo24sZi9Y4/QGF1Usot0Zjd2dJGOh21aTL+IrRLSLiE1vYFbwHkZy9biyabAyMqvZZKXjOM/TKtinEf2wEV755TzF"
    "1ez1/1xsEvwirEwNpc7NWrT+1veJiyvm5M1GXbLZ76bg7i3WT7IIaz8Llupc6Y2VboVo5wI5OniYM8ffwqkep3fqSBkrj+g/dVhQ"
    "TD7VDaxHLWNMECd/ketoa8ROxhh9OFyOsQIcTpRVBfPx41jhr4WPVqYnQP72h018suV4nLvnjcfa6irkJCxk9Wcz4o9u5meMvc9F"
    "fTeL+ikUa9jZ0oCnKCOXSIo4N/MAOuMEX0U84oOIT/JhQXaUD/QVRLLdYbEmw1MbJYYSLiSTxG7SVoyNymYRDcGfayE/DazkGsfc"
    "KlY8BsorWJ1u8gU8yYWajxUaDSs0Q9vguk/IZ/y2roillmOfB8rb+g6eZQQs5EXyiz6rb5P7ZD4i52L9FvH23XKMdmK+vjO+I8Yc"
    "xiH495t6GHyEeXiX+STltDOBRJnxv4E9M6vYAWxTfKbLEm0gfuMeeAwfQI/YrJCetJXbstc3xl7f3ST3K/WQ9Z2oMcMsss9hgHN/"
    "RvVufTXbbVCbnTuivr/Uphi1g3SeLFFfban0OSF7116imtHKadjrCHVEytuoanaH2T5eAM9loWfQ2T0o0w/EWDrW6kFhPuMuW5cn"
    "pF7djMg6ZowjvnbvkIzbeC5HN2dnDz1UjSGupmVMByIO/Qpnd4EOw+9JxPQXyTOQK6u6duHkhznY3+3F5ua0lfNp82o9U0et79Fx"
    "NY+jPSLd5c5q2SUU09twpfaMvUw7lEE3VeIcLIe+NlTrmWJcp6XUGjan4VjJ3b1mle9BRB9nOtTiPp/kJmulibSI0lrYxMH13DF7"
    "l2NAdue/yk+Gjfq77kWvxSEBy3B9Z7tcJaaIGN79Pap6dwm9JXLMgynNzLvagXmNeBYVltIefjZap2ZecTFF2r9idT/nhx8tCaJz"
    "1/CnFeRWsB5RRGbw+I09K0LE40hZhzt+Bfq5iKzyy/2833acXW34/eH08v9XUWhzEX/Kd30ou3Q2eG7XE/1aRLIsFHG9Bh56BevW"
    "w8XlQduIeo6JlZ6LKMZT4rqFbU7X08wkzmum99Ii91JOKrHel24SEE+QoFWPsbqSJCa4Qf/J6QENZLuwHE5vcu24vpXe5OqOQT5L"
    "fG90SG+tljXxYZLplV2rGenqy0x3XIfKeYiLrTP+Zps3E5Ygnj4Gp2l08Cn9BM3mv9xVj2F+PvSxT6WvohxHPhjhvdd6C9tO0t4z"
    "2lFcXTTptVaSkUbCzxCM6kjdFidxkp4FHXKnnArv/hR5WTvpAhktH2JdjoGOaS1W2Z4JO30iddVa/U6sP7YSeru7rMGJWA+L21tO"
    "kdB/U4o7FeX5Dj37h82ZOFJcn+B0ekERMrOH2QqFYdEc24Sr2w2SpYhDHiUm+nj9QS+ClTpPPpQXsFp7ydnQy1U4Bd/CZgxDxPUh"
    "tG9neBwb1U0RT+otjLm6SgF1jJMq11nrtPEOfo7RbsGd+hg02a6Q0JbQc3lyofwAL+F0HaRF8HEeglc/RvaCNf43bFU+nuw3n3vL"
    "92uqxMoksxxZfxa5mNnjQU0qxVWe6zoXP5+rWVb4LOmpsh0lWnUas8yVsKVPQkPPxVqcBsvQWT6CPxhnxajBV98c+0ncc+L9ed8/"
    "6TOnLaUxg9FF3BSVJDyYhex6nQlfNx+rm499u45cZzH6xTWQIJtqahrhIXKgaJapzOn4bSUzg2UltHaEuGfT3BdJrdcOuWeeVHNu"
    "ecrbo43QjcbZvTdksLldSOpZ4vgyC71cVvLcfAwvoohPeDa89hv0E3g907RHcB3euQ9zOk7GM51XlpW1ymUer7oF+YeTzPi+Aj95"
    "b3Y+HAa5nK4vw7/sJMPEsLWnNlnT0PsMNZC96iZ2r+UfqnaGjHtfD8U+F0M/rEfsv5VsFnSUZZBaJe6xIYvrEkl4ToO5sOz5+qO4"
    "XsvpOoHxWT4nPTVm9EJOKHe4qwDvHYl3ZTyh+myFnTPh2bviPJz9JTN33np9hkm1745y3A0N2f56t2Ptf4fedtn55cxtJHACD+UE"
    "52eJDTDfuy6bdVGy6duv2ezZqKKHX6WuH910+LWsjRawklDH6Nk6+M6h7bXpdt/qGTIVXk4/rKAxfNwjA8UmC5fShl9Mz8Jybyso"
    "ddWcC+zYgWv4bHt6m7KRMjuK+aZq1tvLuDpxoknizfSfXqS36CR8Zh9418YZ+w+5T7YWYzVJeWY0O50ZBmb71QP65y4tRYQbg1fU"
    "UxZDKy5DbPaNjv1DP3+jhISsIzo/83Rq6Go/O24Du2jinH95CLNYDuv3HfyKcmILjAV3FTV5jBWYKGe+l9GHs/qy5eoinIV1uJT5"
    "3KLNaKjSX8SxYK5iXHuKPISzf69OkTayJWTzAsTVM2Exx0hmgkNfCWizvvfz7Q73rPl21yfRYlX7itEGZhdXE7vwLKKiOOc4biPv"
    "SGkz8w5z1xvrmZu1zvOMf+98lErf0d5BGmuuSd+lmturaSuD5GDZAdbpMHkL+zJGJ+tHiCN/wfkYIK5j6Hj227guxAh006bo3kwU"
    "Uk5JcTnOgVLJaWdR39fXK3vOetIL6SkTZCZO/pnyIvTZp5yHWqSnMRpwZ7LI81+I9BeXJ6nXPTyTTizLZZv0nYXdJMNJ5WbZtZZM"
    "fJSpibeSRl6akHzrSc+G6zKwg3zNoI7MUw6v7RAepq074mk7yf6S4OyomO807YTosMZzimXwGg751V3cWmwFn6WAsh0lF+yrsOa7"
    "yW/QdG0ouzaXIcI+lZB8M5YXmNmM3a7A+9OaasIxFPru5a9liH6s98EWLNenjNEoGERLcjO0zHbk+0xnkS6Z+ukA5rLbivWx94Ek"
    "9KTPU6bOo8x4P24uhvOAh0luf3QZVvUZ6EY7AR8Sm7pCe8MXGxG8qW/oTvIx7MtyfTmw658m8/VWrMSmVEU25TPL8FTmFRvr9wvi"
    "5rIspXde57Nh5Zz+5tjxVzP7WQCrXMYqcJ0eQfxXHBHo/VizMkTVE2CrDLteBCmeE1TipNfBG52Eb58oxvdn7yrjXMY10I81lIb+"
    "zAxm/P+Ez9duxzNUTjlqgzsYwbW1et6dcoKU+J6cCCUvpe9wnoc7/Y4ffmfmurszG2vZzSNx2tvKLH0UXmUr+Q73eafchgjTmD26"
    "StSzgsSgy/LEmIZLyfUfZz6xNZELV/IU/cxs4Bo/2c24737WFDXPUqzna5z5eoC8iP+/h678B/yZlrAJl/us7tYiHqefR34sYUak"
    "nppsJVk9ozjtFm8WQ0aOwCqsJ0LYMA7PIvIyJosVWOVGNERm3YIsh1bofXbnpY7yeII5uLcf1DC0C2BTv4BHMwC6fm940yfijh7H"
    "d1dwnpNhAcfRb79Cyqnhz2YlOjMVpgL3VcBZI5mOBddtnvGIanCKx8r7ePJZZPC0eVjPYgfXyGS8Y5b2lQw/qrvCEHEaKheK6g4d"
    "r9aFtAz3YQxgAwKzQc/LS9Dap2HtNyCePkye0Mv18aAWu7xB7/2La7ulxP5XI/pIUtYt9/83MjBsyvfYTIoEuTCMU78zM0TGvVSm"
    "f20NeVNq7391ZuGv/Z4/f7VENn9snY9u3kXSy2yuCUSbdtf/q8/8r/bnz9+byJGeNyPleYndvOkC/atX58+/0lIs52C1qdbQwrvS"
    "x4jQC3VcY/tRs0cQi230k8zrNhGzYJlDQ8e2JA+31Qv2ZMawFfRtilgmh53MfGZFM2uwGXRikvUAW9M876+3YJ7i/01525QcZC7/"
    "YNM03195SpJETBhW/UQZDItvfczj8e5X/2L705yM5l63Sq7Z+ibTwvYTx4Qyjz/Zg5kDl4EZwikom2Zlcj/pMPr3hlNuCa+mpVRx"
    "51b/xdo/qvmMHo/j5Oo0zknUc7j9r2S0nVRkmccdA6OT05T+363j/0rd+5E+AY/1Cf0cMcwR8hXOhvWNF+hZEuMEgxS7QzdnL0VL"
    "qYYmvJcMwVYdngRp7i02zz1BtMpPkmJe51X23pRDYlLsvyhqwmzX9FdrepCP6dNEU29H5p+J+r3YpPcliD66yVwf46aJRDhUMnMn"
    "WspEvP64HiXXQBOvlOvxDOt1rH63SXFWJTMlgzxTa7oJy+hfG7W9SExrPecU3C2rOMNoc3kQMY3jIY0wi7clMd7uOQ+Qb8Jp8mOL"
    "d3QHxDdTwqkawTccG65ArNHg8wHGw3OpOOb2CDGrX+iNWBcNn9AC+Th8Pewb9A7+oY/o6KBGMxlulz1YzX25ChGesYvFsJ6ZGkvo"
    "GVptPmhrz+PpaiYv8D1r9ZtmnnQF5KOazItrgsX40zhcO8mscC3iiD3JGlFL3i1jIbXcwyhYihGIv/bHPtYygrAYPqkuiovhMzWc"
    "ULQesnYSIogU60Jny8mS9Cx+oY9L7MorOP3zbZkJjX6lvi6f6QvaR46VV3G/Z2juz+whgziJqI410ydkGdECXXCdlnKplNA/OFOe"
    "046Iv2I6Gmdkc+j08bjHWTgXo+QxmaTvY4dsnvrLzZzTepyaIuYzbQL4l3q92CQcY2zOLVUNHsHYoG7OfQzfHuET9KJ1+NDnjy2S"
    "O01c501d+ha5QHYJrtaH5R0dKofLjnqXzpJ7ZIneqp/AJvST3yADA4Iz5VdEuh/o1+RKuQk//5J54h8Q3QyTi9lpaxVP88NflIRm"
    "OHW6yE/cl885X/cY2tZCdiE/I45ppt7zW9ta7MGcTcBc+c/aN9igx+DUjdfRWLGlOlkHIrbfInDTwlv6vqYMO2aSvv9lnrfP5Pfj"
    "LHNdcxwQx3PSU6YCEvccSHXM9cznv12fT4rzMYYQEfat2rp8RkzPGNxbN7Gez7V6O7Ga9q2dmkxOdHd6PmT0eJmvN2j7YJT0DiZg"
    "HY/BSewhj8ty+Rpn6Gt9EmfpPVynALvVInhBH9AHZQ/prfvK93qfTuEEgtvkPPIw7AeJKNVnaROXsFI1EzJqeZNb5Re8eyHu+mH5"
    "GSu6Cnq4GLtZrBfh+vZchwZxdT3Alr1szayYm8fk6oYm/ycxjq0lpqeEnb8fiCE8WhPDaKvQXjKZAvv0MFa3rFPDMu9P0quo4Sld"
    "yuyiSWVJ+Li8ohfi/jaT5+SJ4AHs0dl41lES8zyonxIxEGcHTZLsX6/pcObII8xplcpUtSnVr5NR62tW7FNECDwo6yE/Ud5zPj24"
    "tI5jZsnlakuZ5TtTUtk+nwj2V4ndXYafXCrWeWNcIs/CStTo83jOhVi5oTJPL+JE01JonzvgE0zBSewi1l2g7GpLQDM6nlc3VfVm"
    "sXrHB+TZrmNWcIZ2CCK4h+V6Pq1mNSdRbc6aSpKsO+8wo1v1HzPi7eptiYFox1xdpiPVJmh9gPt6RA9nf6llcDbHuXVs1oZRWYHv"
    "OV5m4Wmmw6pswHPsIbvhtG8PnWFIn+1lZ1nL/oUV+h7O2IUyHZ96ETptH9lJesjdeL502KC/Sl24R9BHntJC9mkdT86FvSXBrp8y"
    "Hamn6E56Fu74K+kb3C2vQ0Z7QaIPlytwZus466AQ52EvZt5PxR19pUcE5+tbWPnboCNtbuF43UpekAPkJWjSpIo/ww3+BJ3iJ0vF"
    "NMPMM0aSHge/jjyzEc+Cu45SXEdpaylHQVv3zOrYBj8F0HYyAu0/D7vykfSCTvm3dsRZfkMHBUtkjyB3/1yak/p2lVpW3NJkf7Nu"
    "3jX49CKsYkzbyCL9G+dwF+ps7RysaMLU6bJspg/WQk7V8yvUsz5+iBQRcWM5+kOb+Z44p+WuZZfGx9jTsWLYuzVaJjFyGdQSJdlA"
    "PJZStkrYyWHY4xTxyfXkkr+IflpGNzp+SJsA7lAPJ0puL+A3vRg68CYien/Fzp8v5fIvvUC7B5videbWysaH80YTLnmBfXX15k1h"
    "GlI9Ft9pWqGtZ6uPYd2qaE///GyITXnF/KEIpzw3sjaYDPcmSixCj6qMc5puYKffBuj3L6B9Xg/G4Ly9jXX+Ta/HPszFqRlHvOXx"
    "cqmfg+zmjpZqFbm/3Dx4q4HU87yYHrlAjHMnRq8gxBl0XBCG3P1eO+DuCuDXFeD3BkrfGm0B/6RW9xLHx9yGXm8PyXCY2Dlq79kK"
    "6rOMnSZDA8j52OD5f48jg8NpYr5aKayA9YAWMqaL4PuMC6AGevQ7vr9GGycYtPF5Y0M0dICOOBUR+MFyIu7pMOzxEtlWtpY5uOYY"
    "7N17rAIYyrKOc1Ly/bwakd/ztnf0rJWpJhOOXfzc0fM4VEBG2khNlnfb9dSHsCutoWkj8Iu+0tPhWX6J72qZ9zDii9zfcxN7620K"
    "RwVxQWXERhkKcEbQRR4IFkvn4O305XqbLkw+Fgxs8YK0TFfDWy2kN+Q43tUzkKRxWlvAYlb6edBXi+Oqv4EWp6eE2nT2QwupyPZL"
    "t/ivfZYHSTLL+K++ojgAnp2haNZk2WrSngdQfETlan4Rz9uheoQ0sNJ+UpYhRJtEYtO4iyVZRtMMC2pfnvx6q/RzbkeE6NUKIoPN"
    "7udJhWfziHvWGZuUeA97u+Jk4UvS5rro4wvq85Pw5J/gf0NIt4V3MUJOkm+xR1f664+S4WRaTLHPrJJoXfOWBkhmXnuYZbKIa2MX"
    "8x97HL7ReczYtcWd30Amjf2h7Q2TW0LOlbPFKkY2H2C1LhSbsTUb33QFdECcUyKcdx5jz0gRz+nzrD6u49OuJ8aortns5Hw80UYd"
    "Aj04CidpB1mutoaT9BayIZj/21kc/tNQptYh5ljhE5xjlvJdNPXsaDpXVtIvO481+jKcpRXsamhg30SEfAYWSxi7/7v4zDJ9i3im"
    "beQpooGq6d2VeLTdItyNQ4/tT9astGf9rWFOqoWMgb05S+7HmV9MjpgndSr21b4v7rkXMt3zT8ALCVmR7Yo1nox1eUts/udFYvMC"
    "f6HOOZ69qymP0HO2va4ZhucE2REd1jb0axnyMzPgxX0AKzpN10pbeVTHYU3e1S/lKGi7qO/A3V4a2XkL6K3NgB4f6qf/Jam74qwk"
    "G7NSObyRuuzsxgoyvKn+U5ZnYwzHdrGS36/sr3A4n1X0o+uJJ30Nq7Coxd2Q8NexTu9A51yF8z4dvtzpcq/Wydb4nqXUKYYuHoCo"
    "YgOi7phuGcxXq40OgLdlHQ0FuKP5WLUZuiD4Dvtg9eDX4DFuwLti8CVG4A7PEtuHNfQwjK/T5sK9r/WQ7XJ48csRe9aR3XAVfPZq"
    "tanl37In+i1R1g+fkQn6CmKwsyD7b1LrV7HaupXH0yXoxdqpOwm+XymjPMfRsZF8hMahvFhbBzsypxiBlluL602GHSnGrp0u/cWQ"
    "ib/hWd6E5PaRzyGLhpC4TN7yrDjKCW8FRArYbt2mNVLqsVK1/lylmWv6Bt5mRsd1C1Kc6W67fJQU+smEO5HtrI4yE6fnlGsmze6y"
    "JWLiXWUwYnqbEG3I/EU6kf5OcZb7xnBPz5N9aYPOFrcqdkZtUmAJmXzacXpzoZaL6yozhpN8RL9J8maVkmfXaYkSXD9K1o9y/DcE"
    "u3EVdNEE3nct/Iw4UVMlxCuHrH/YvZ4lDZ6LL06u8gZ1k3ZmMMpoYOQdgUbLjcFYif1erAPJmVUITZLP3uoqfRs/3ReRgoth8okx"
    "t6rQyWLZ83sl7tm1kpTElr7mbDMeh0An58lw7P8UvV+2kh3lULlPn4Gfc6zYukzUUfBvo4gHCvDdB8t38gAk4C5I6Dfwph4XY5+Z"
    "Dhs0BhHyB/RrjYFpMzk6sMzRevZchvRxEsQ3h5xDG/ru+x392XZndFeiMNNkC79Rr8a3FMk50lnPDSKyH+79SUjnGfQS0x550s5P"
    "SRpIL36y1oY/kzdrkf5dKlrshvM2Qc/Dt/7sWSQTZBXYXRbwTs+US+QxSOPzwe2yb/j34PpwKZ71E+zkVbKOvYePIiJeqNPkCBml"
    "D+LTL2Kltwz2xqqeK5VEnXbgmSzjmlfj90xfZSrb5xLinlfrtYzsbXdmcTpsMS3f0+wlyrXbNv+wLWcWzyGnwQBo0Qq9T35UQezQ"
    "Ry6UmYi0d4A9XItIs0HOIwvbzuJ4+Gwuh5saAn+VHIdpj3gbLes9x4/NdV6PVV0GTb4ccmsW1CxFRzG0TS3s5pfyOXb+c5z2Eui+"
    "+yGBHeB5XQ6JfxfyvRz3l+SpDbFmA3C/xWqoziHBLTwBVXiX8YwfDUntLQ7ZU+L9ujUqngVuNCzgheRwczjiYkpBPu7/To9HdWyz"
    "I7wXsIL3PgSr8YvhPMUw11OwBw2IH1fpOZCiY7EmhhR/UR+QfvIQ9vw5xJnDsduL9JLgmGBfnIN6PM2p+ql+EJyJyHkZ7KkSrVSr"
    "PcWxuFvvQiE+W4Jr1jBKqPDTY4rhCTfolVIaXiVb4ZPnQJOfx1m5R8qB8lnQQG6eR8nJfVgwg9PW2slCSFQl7MhbejpOT4U+Lm+J"
    "dQxdhrjtIU157sbQs86Inx21I7GjW7PWUeWRvUn2SRmjx4149SBZz363njw/v5Kz43HEsdvQc3Z8P7PwvFuL87jU9+0q+ZzN1i/E"
    "E50JSZtErpOk7i3Py56QgTp4PiV6K3sBosTax7HCMdqMy+CFHC43BPU6Gmdjnu4XtJYBeq1+Hu4jVwef4eRtgBV/F9rhV70pbzYk"
    "Zy/ES/3kVWisiXomvhE/l6m4w/twYofJ60F77Oca/H2FPUHeGH0aNqCEHTG9+BwxWgFDQW/HnOy90EBTOCfM+C2VOMtasqY4DvON"
    "uOrmsoGMdIdCNo1Rzc71SHlBr8EVjFnLZiXdIbuKdWqtI5tkilioNHMfzn93U6CH4vd9xKbFuo6d3tB9Rbxekv+2yS4JWjjT+gEj"
    "O8OrHci+tpCTPp3XXsFpcr9i9ct1MTm4qvDN6+GxGTvmfXJE3ny9TL+G9Wwvxob9nHZD9PUIrMW+tNcuy9dANo2zEY2WeeZxN618"
    "16y3XO7PuzKbYcjSPRhrNPDfC2AH3oN1sznMxmv4kf4o5ilfIpvC2VOJNa7BiYsy12lxhDHDrGOmu+ln8sQ+E/wfOm1ze95KFGd1"
    "di6Fsl4apTc3hFmwmI/er2fWMJ8TDErUfaZxrsw+3ieZCjkdTy6sUvKvjMNZysfK5b6DgyFtlul7U2ZqZ3LMG0PfE2SU7C9Rz1hk"
    "mYTR7J9y3DOZyQgh/QrjHLU9q9e9fS7FdV1pdqq1dZYsxSd/JhfcAZDPXmI8u8fjbs6VEfAJz5Eb4Akai+q/YXkfxCkZs0kzORPE"
    "WtX5WaU2l6+evlotfbC0ZvA9UeYnXEahlD7Qq+S4i/raT5yaxliTytkBvi396Sr28CSo+SPeS19PlP1usgMtwm7sNu/sn9/lhLZq"
    "wqhp9vQYUfKBRn0uMsUe5VIf56b4mbbieKHehZx1wHp9hHP1iHyB/d8ICzgTsjgE3s3tcrQMRKxxBHzFz3Efn8CqLW1mnvgKsiDU"
    "QsfdRXas73Sp7IfI/VnO4d1fZmgmznETr0w/f4M1MLbbrvi+e2FXW4rNUn4D//fFCf4b8wIuGuxLH3QivC0XYSc9b7n9uae/aikk"
    "rJ75xARkz9nDefT3N+Wc5paD3HwoG/HfnhLQlyxijtT6kksQ+0bgZdf5yUzGnFeobmLCMpy8CyB7R8sPPp+wBSPFMpymSHaXU8zR"
    "GPuE682qpl6K+jk5aXI93SAxX/eJelb2OOzeBM+82o/zwWuxKynGuPvjfLi5XsY9W6KZCSkxThayf1knZppxRQHXIQKvopW4bq3O"
    "zV7N6i+/sY4bw1Vaelu9DXVfBJGY+8x+cqb/jGEx1jTJCB3puahNH99LjMcdiCcvRSx+IU7u9/DrRpNjJPE7lrx0dval1Zs75OSY"
    "U1brMr/aebtuHdzuT4t2VviuOfMNd0DEYCd2T07FHSpbi/V2jIZvtw6RWwP82zKs0CQ8x1KcV5tQ0x73mKLtqCHe3mokplv/zqgp"
    "xX6AC8XxhMR9v9ZqxK0rsDZzWLvqKTaZ5xjyD8WzjF0hbPGGbOZqNSPflRphzLW3/ISIbiK16hz2xQ2F5rgDV5qss4OB0MDnyGx4"
    "vE94Vl+nDXZldk59HasaunkPGZR3eItd0ruFFwb56ZKgRXCPLkvHPMfsFfQYEswPJsmoadF5W6xnIXc7SS/MzuVQqfe1izOllvWs"
    "Wuocq4cUYc3MczWfb0tyK+8p23DS+1y5DdaiV/CEjMTT3K5n67Sgo36hybCrVHFGhNXxriDO5jBcdyY7GZtj/AjZtSxS5/OC7ueB"
    "OMbiPtJOMlzgjjl0i5xzeSz7MkCSvsM29DyjVcyl1OiJ4hjM72NvvXVal/Lu8vUFrMRjuHNjwrTpU/0ht/1ofZ7Fdz+bnVjoYpEY"
    "aycpaFvrKbad7Spnyxz4kAu0FRkuGmizWrE3bwX2K89PavjjfHQ3yWs23vW4zJVl0Pb3S0fY0te0Ojwc6/89q57H4W8z1fgTWst7"
    "ZBXpxuypTTO12W4z2FOcIFuAsb8YE++2xHNVsE/etMxE+Rqn8yrY2IFkit0IW/sZ9noavuNanPIZYv1jiHBgTf4t92BV9pZF4ZJm"
    "NOxhssFnp/tI2s/xjpE7y3qFzNaXM48Y07cgeWP1OhkJC2OTEQeLcf1ugIwNgWU7Cz9byYxdNXxZxyYb5wzZOq5kgtmEzeVEnv00"
    "u8kinunU5t20wWl2uTgRx7EUbpItOUu75r2lxWE/ePnPYS+mIta5RU7Ad5+sHYJTYHu7yJZ6IH5+Nv79viaDC6lFn2d8ZcwNMWKT"
    "ouSxLWBPaT3zsDX0qUx2bmdP5GtkKrdfY+kvhZyo5HiwjycvSq2f3TUFVxzjOcslO/UyZN/UYHG9o3ZaD2Y3wSK1XUnST1kLndgL"
    "a7YU8rwa2voO/LkRcdNZ8pQ/XS4jHUhT/ZxbRgvpV5n97swsj9m3S2j7D8IaTcVe3yVl0l8e1Aeg2/bF6nbi+9wEqEuZs3fX+ynL"
    "rhNkZyqInwbbXjIVjzaiWZ5C9TPn0r6GuxERuzKjmSL6qyU93seI1U2T/7CWcjcnO8+ou7cbbspLZvbEf3/lAETiL0EG+sj28hhO"
    "xmWwm6foMZzI57inG1gdK6ec2n/3sk+wnF1z50jS8ySkqXVWamPWOFP5HeBngUX8vJw/Pk+CdVg3o66jZHqFV7H/NO29jZ5c0Z2k"
    "cT5NJZ+nhaR8t6pxllyHs5Vb4m/XOyGBXeVR6SL9ZCKiyrPhq17OPlnjqt/O18ePktBnOeazH6WzTIOV6geZOEVs7lkPnLtJzCN0"
    "5OR3qz4PkBOgDXuQO2U+NMsH8FGtq+UV6JlbeDoukSezNa7WkMTwd9MyXA25a1YeMgijlObuVon7HGqK9i8FyazlT2zu2A6+G3km"
    "1qka58UxdBzO3TpW3Az2uDp8a5Lx+bXwKdpBq1eRE7aMldDNZa2ex0jAse/GIdnFZF6p51zf3HedROQTZw/HcnqGJkE95GX9Wrpj"
    "HffAui9iZvYcWMYK8v4b88Nh8LnNvjyme8kzkIAC/QCe+AH4zlL6+KWUGZOQ6+USmcJeX1dbb5GdbdVanO1cwxleMeqnC3AfVeSm"
    "sUqC6xe3nW0nmSplPX273DFt4wSvzN+28FOGrVfrb2J+73rqxyp9TYzTZ4Zm2Mgasp/pJBmeLZejMo+5PyV+B3HZbNuVUziBIU6e"
    "Tlc7jRHH8hYktDY7td0Yvf7BOKKCu2O1qtpsh5+LzBz72nApy850S3jkR9ojxVJ+vl0hZ4I4PtCYr7C4mZMH+Ey7oSnrmL+IEfVi"
    "/XBxsrcta+bMpbxs1zTBWJf6+dualW+HT+iW1VKuklyrmfUeKGV84nM5MXMUc6RRVu/j8PQ2YrUL2Wn4A3e7DGu6WK0Da5Q8xGdK"
    "er/KdYHHKUMpRhV1zEAkGPecmK3FK5HJYZZbuGM2RhwZfIgY9BZI3wJ4suthP4vgYdwhe4WzqAlG8wRUEckU5dkp0t35zSnqwHr/"
    "xGXeW1vNbxR/pm0djxDHPjlE3MRF6wKsJuYqzuxqbg+ljPXxvTjz6gLIoOXNd5YKrctOPA/VTTlJZadkLoAnW6ZvMAP0phyGk1YF"
    "/bcevnI7qczGP/Ue8WDyNVTGcxqcm76V9LwPL9KCPxmYptsesdCL0EanIOqYrYOhd22+T3fPDb1DFqPWhfmwYfR7HS5JWYmL4zw1"
    "sKr6hWe7dbLYTS4Qx39Ww1nAcURUF9B/nuURTZZlWOvnhNtUM2PltJW3Tr11zIJW4zRYLWieriH/4Dpi3+o4OTqNiO7koIaZOctB"
    "Ldb/7EXP6DmbkFFH1FxfKeV8swac1cGU+WHicoplzMvUeiRCp7/4lRehm4s5k844s+voRa2DTSsldtT0aSNTpOHunN74hr2qzobG"
    "yBXouPYPl9f1Nvx8od6PFRwejIfcvRpchuhrLbyyFjiBy5mjOlJ+5ESdTvKzr+OlfYbS6dASenclxDr2Z8/9Ok4rHSxV5DbLPem1"
    "GtZ0JREMG8SYHX/kLvWCfM/Rc7WQzG+7wX8+UfoE2xN39Tw+38VHTXYfR0gGST2fuMCJehW8szXBmYgb1uMa22hh8Bz78w/NcibW"
    "ZK1sX8pDJe3kAj2NvqxZjDNgkVzlK9QMk0TIeTO1nFm/wk/mGCoHyZfyKSdELYX1O1m+YhY7ZGxaiFPVgPsv5ar9in9vzVlN+yAW"
    "vlMOgafwuB7vMxmul/gEsTvJ4xrWeC2qtLUZXK5D6hbpV3I+LOtXsJq3wkacIbPgoY6QETIo601qdspsHT0tw8+q7yNtlBI3nWkz"
    "r6tsIlyMUylcD/Fv+ou+h9Uvgn2bqA+ITeC0KcyrGP2Y3VqHPeuLvbMa1pvwe9boN6zINDCqiWoReeyqaMtzz3RKQU6sGjSMdVhX"
    "rbCJnRfDr1+MUxnAwhsvWzlW8Ef8fKF8BKkdj1jqTLkIsdkrkJpZWP/X4E1cLq5HttavQ4Q1E8P9jcSK7yenQTuuZV3/EUSdM/Qj"
    "PG/3wPBX9dlJMS2ydsD0/xR9UA6kBo3i3RvUmHuTrDi4KSdVPu9pErW/Zx6J+ymqja8MFSdHNu0tswP1tPEBrySIW0dJ0n+reyWP"
    "O56AVjecqvNYXyAW9AO8vo+vxo3x/c01lLPp3urbvN59/SunMmL6JDtbLsn4yrGul5KFx+Wrclt0i0+L2ak+QH5jtvQj3ONwMV2e"
    "mfLouIUyHCv1alPL4ll+M2fv7H6e1pfFvM6tEb09ADu0XifoG/KwLtukbPimxMGb8srm0sN3e1lHVabbK+Dkt/+/7y23HBjHyTLf"
    "o+YwN1G9j/f+v7q3GKcttfJRXOhxc+Y5XJnlMg2Jkbf8wQrq2dyMYJvCAjuVEzsMnf5mYHizF6HBu8jHjPQaJ0m4q27+uwkToY83"
    "Ndu31L4ZRO4XOBvfwg5cpv/SV/QGbRXY9NZCecDHlklqwMt43RJmcxZAu60iOtl4Tq8Re/KnaRFtRsbLrKbHWMM2S9hJqlnrLvda"
    "M8NpniaCZ0vJTItPEJ9fSY/IKqyvIp6yuGc/WUT86O5i0yhqiGswn9F8+1qytJl3U0jMeQF2J8qs7j6Iudbr+WKzgqwzfyarA91l"
    "J5njZ2rkM5o/hOd7GT6ToI9tmbGD5F4f11Rg/YYE5+t0+GQTEcdGw7fx048kQfYVQ2xbPvF4ydQ/rVr6lZ4FD6INreHmUkabuhze"
    "gdVWLiI7dBlrzI5rMU4bXM3cms07aMP72ZfcLTU5Gc5aeBndgdX6zaS/Z8WOk1MmST7tsfjWKfCKvsaTXqmfyTJ9REYEjTmdDPt0"
    "Z3E+0ZV+wrtNrQp95LWWMXcdK9bbidX1n5Yy7pFlWQqbyce/J4NlO066OkPe0nQ4Ro7Wy7WfbBs4hIWzJNObdLQqPrNaDZWVz84R"
    "Y5FeB+s5E6v6IbzjU8SqnfP0JXhofWSs5MtT+iVOxVO4yt/keT0mmKEf62x8eqq+TnY8sxlniWM4Kvbo1ghjqQZt9BxSnn0swlrq"
    "xRIjZ9FxnMliNn0Na70um6AeUx/6jrhizbBMtZFM7qoxn17ts1K20pknLvcVCbNkFTjPLm99mLjuXeMI7COO56uUWaw6fp/NjVpL"
    "OU8TL2R1ivHimPyK8BT95VB5iVGmdVsswuk5CxJrNZ4q32m1FF6dQ15GEXvejNO6iKtsFcmunIQS1XMRi46URkbMGL2hU7w3WYho"
    "qbWMI0Pz/vqsLgtfkaukR15H/DT3/DmTo93ErXdbccjxKo/pdPs+mwytoecjMQzqSbooWCnP6G3SH7u7gwzEbiwIJ+pWgfVhzdBP"
    "fTbHMspbSkSMvft42V4fhM5IE9F6E/TbFWI4KetjuEsfkwxPaF2WH7a97CL36UmQpLX4jKFAy3Bev4O2+ILY/ctxYjTLjFLreZ6U"
    "PakZf8fiurifaWXdQhOYV0tw9+J6i5Qz6vprp/caMkGzdxBjtTzqK3f2867SoE35yITTlf+lVyFmtoqa8d3U6HM4lZaBtu8Yq5d4"
    "j82inVli3WgLtCHLohzxNTSTo66yM+5kLzxRkZeQKlZjHdPWmOBGvSq8EpL0jWwvk6AtrdPtbX1XTqDVTFPHJ+mZma7YBnI4TR/S"
    "qfK5volT/J7+BB15jkzCvnQmqmEl3t0H33gC6zk1sKz1zDelfEYxBvsTIxOO0xsJnz9IkHcuw71Zzoq7Tc6zGnA5OxaeFqfxC7Ee"
    "+yP6vw9yugxe3n3BGpyhbaFz2nJeWZQVsxgna1r+tCeReHWI1y6VdxBHHJRXCvtxoHSU63ScXqxbQe91Ztb0NNaAPyPGtxifeJUc"
    "/IdLT+kt9Yi5Wkk3+URH67U6SdpKX0RkUdyJ8XFv4Dyo+/FZ6wCtIsfd3ZzU8asYmnsRouOlemSTroaUt/WmM/4Jbb+1jJfRiDs3"
    "ynBo0IlYi4Mhkxv0WinA6TDM3nHyiHzGtXgBJ8ed3c2aTADI+BYxn4t3/GmOpdeiZKcnDoFsHUYW8gQRExs04nFDzl+Pc0psiojQ"
    "Sq3x9j+DC3PaIjNVc42f4Xg42bqOkBQjMsPxz0IcYrzDJdBdxpmX4PXPJhO55WJNe5dg/3pINXEAZtF+xL97i2X9vodNGytx2qe9"
    "m/lMzGOA7VkPJc9sHPe6Bv8y/2oPRPR10FbELnPOXRuxyVVroDt3JUdagJ06FDu5HHJmLMbdxTGrOpao0PcWp/WfeN/BUsAJpctZ"
    "UWpg3NQ9y6yc8nXlXSQTca1mxtbkeTyRPcvF8S4aN5dlUurw7e+ww2mm2tTdZfCb1oa9YTda4oRMCRcGXfS+8D18w0lBIkjQglt3"
    "c+jnB9tEE5PuRfAAW0oQ3IwYc4F+yzlbd+FsPtQMImomJNh6VUqJ1q7UPfHTa2CBN3BWa5ST2lP+JEZ1ILyFNLk5N9CXC4mvt+8e"
    "Ko5hNUa2mcxUtlHiWOosH+D6iB2brlVZzQt8A6dsITydpO+1iMMWmwe6FGt2tjikdAL+oE09cQx+FUQe1ulQnMaxOlHugQfRX36F"
    "NFTJx9JLUl461ced9qQB9F4S9/suq9L9g13kezU2rwL9u/fJMxYm46UFvoPQLOERZON02Zi418mWUT0UXlIyW1VRogga8FyZPMi2"
    "2RrY5r532ubOF0JznEAMWhHZOG0m4y3koaogMi6C874Kz1LJDrF/+OqZs8khORbd/vWRk3UCdO0qWFTjtt4i7z6sxcO6O6ysEqe6"
    "xs8i69Kkg8rZ9w3+Gfo30RebYs3cpO1jZRGnDMR5+qPkkM3NlBLFU+X5qNGsyH6wqRGerM1ldzlJ9g9u01txhb7yPPz/1ZDOHuwr"
    "jtLnv0JinivgGPg7VdRWmq2A2Gld59mFQ71RPsSp7xmMkTf0Hj1VP4CuXECsQw/RrO+aJmtlglym1TgTKdb6okQSVTImrINtq/GS"
    "lKJNSXn2znpYiQexd4akmOrxWmmiXy0i/gGe3614qnGwTLOwCm/Jb2p1J+vy3QXnLZBVjJYi+hvu+G3u7lbQQHnSD7tvfQJLIfkj"
    "cNImIX6qY34nDR+3hji6JHVevfe+MrMVQ4+Cdnz11Ti9W8BLdrixIsZ4dn5GEPd5uEfUZM5KxpMvwus12aqJ+E4c87Rnwjdvw6xq"
    "EZkO1hJzZjvwi57utWTcVwESvpIwDTbgZ6Jenc0p5ylKNIs+y81slesz3SA7FbqK8U5CN/pp113FUD5W6VvPe3GTkmuom2wCcbVn"
    "xnK94LW0vwk9Uw6RE+FxjYLUPiXHSk24Haz+dXo19MWlYjjozmL1gytx3vJxyo6ANrGZ3aFHClVl51Lb9U8Sw+7aHIA82Urm428/"
    "QSaOxbV3Yv75V72D0iWslhboARKnz7HOT0pqjLCGSfi7GYmNr6SbZBT+mxdgWP0k+8kqKb9WPeoglcTzOAxhMotNiHhN5jRFmyZ1"
    "Cc2iLWO+A8yhdgbTi7be0Ahiuggze8qdLifq3+ELcuf5bEKH8bFuxmk1N8Aq/0rk3cOUuwxawtXLXqbeWM7+FcPrtIU8fggNvtxY"
    "SYMB8N7W4nrT2NlXi/NmLBrPyM/6EjV0G2kjjWdFm6xuQGRohqcu43/vpIfgfl6Vw3UzHRZ8ILfA7xyGe9sm6CHG1isyBhpqNmzB"
    "eOzyRniSazap3xknBB6PeQnLNAbpM07Ub+H5/MKe3hR9K7MnUR87pTXTs1bJe+2djV9D5iI2sifwR575OsrjPtib98gt4fonWpGj"
    "oNZX1i6WRJM+Ulcp7e+lLdOH/zep9dWf0OMAOohDtPf0LJHKGd8h7csK+KpfQW8txOvL9GGs1lTEJl/ShobEVKTIRnSEz1a0k2ts"
    "x8nuWcw87vWwdx/jfg+Tm6BJu8k2+DabG3SoXA05WYLVuo5sw39kYKhk1/hwfQV7/wws00h8/0ky26Y7yZGSDCuzfJfbSab3poT1"
    "yrE4JXfgxHeQhrCP9A8ehCU+GZ7DFVJFz6kn9Wg97qiEXTHGH9CdVfGEr1rmI+5MsIpSoSukZTAdns1GyMciRA/fYD/G4u/fwy71"
    "JI4yzaxFnFWNYmYPZuOuA84rytdOcj5ivrnUNhdJ7urlPvJ1uBp+bqn+Eg7V6fJg3gptqy2DobB2IxlDuQrOVeR8TrAnZJAs9F25"
    "qkk/MaUBmvp6rP9y8sc76RouDX7unep5EvO9xEl6ZRv9xGerrR7r86TbsA4S5Y7ms3qai4dJ9WsdIjWe4eZo31VpFtC0YmZOgJMM"
    "pZ1zrMjqc7R/1H2rGcO765/KU13un24J87AOm34ZfRk3+yL3vd0Oz/pTaOkp+h7s98jgmcDm8AyFDb6ESP2knx5Vq48RB3+bWJed"
    "1SWi9G5qoO+vEDe9fTVr75EsX029OoTBJVJHvIDzcOvo0URotQrhfd8oX5LtpI88jCjwQm0frIYGq/OWfy5zeOoxKv9i/dx01WNy"
    "gR6vT0GGrpK2wVx9C9oKcipp9kqVaWYOru37ntjZvhKl/+C4OSyyP437F2fndS5dZTmnbSWW9RZs/Tpy7UrIjxthbrdGv5YvmJs9"
    "FNr3n7pOdpI3qd9W6BnSB1rzTbzfMqhrtJL1IPNA3sf31BBJZCd5FwmZY0wxZnXycJ4UUr7mSicxvvltWN2cA9l1/FMx5v3ieg6n"
    "PSVYN2sgjvMrVlGtW7oYlvQbvO5Yzhymy+IX44WxfrB6ngaLrftK4xzekHGk82uOCCr1ATKibA8NcD/WaIxcpvfq+c3Ml6lGhFir"
    "p4jTVcVEcSQ8QqSUGCX1jPxn+lxuZspRIE3rBS393+uyuPUUsW0Z3HqNfq5V7AEwzqwI+73qqWts0nc5Vt/Z1AZfQTPJmA1PqZ+s"
    "8Lj8KP2jM8VNGk/8bv68/d7es+o11jFiXhK6SuOZzLzffdJlWLf4L5j0VDYL+9/nvbs+i65S34QDYkvikyz73WRcchYRGPOrYlFQ"
    "4yx1xxXQjn6a1QfcvBA7hfNwToz/pbHLNOm92PPF8acWUyJCPy86kyW18/GxzyjbnU7k3i7lT6ZAUgt0Jeum6/UbZuHbQq9XNxOJ"
    "95B4Eyy/+7MFXzlBJpJd2+XfKvR+yPQeMp24tB5S4fHbxncY+v4SO9MnQ/KWeByHPWc5Y7L6Zpi+ayFBKWrOkE/tqqrz4N0mmE0+"
    "hj7BXszOryB7SaW/yuaS0coOkRlS2mzCRSFOZzGrRXXEFQXygCyFTUvAXzSdt4W4rPwxYitlWN8zxOExY9T+ae+bC6tGi9l504hc"
    "bYziqnys0nReTSt8wxRmTauoeU1bl8PyJCX3NJRDPW4p7a2i80FNN1/KvLPVhZaxQ/o9yHslYvdfqFNdV3LGt+gmvckPVarf8TRZ"
    "1aeGvrXNNjlSzs2yHrtJJU09+mrPD6a6tbffdkZH4/nn4QpdpJb1r82JUTtZRnpcXpr7mtQL6cvVU9upryD896k4cXYjv+M5xcvp"
    "VdsaLNMqedbjDKb6TlDTjWn/98yvLbI2WL3PGDbxHZO+T7eOWrgW926WxTCLtVwR249VeIKjfBei5Zt+gXx8hMioiLrpXD+PKeax"
    "2SnyaTgP2FVZljDjYNMPzCPeU9+Vc/UF2Ru/95Xz9bjgYR0nD0lfXGMhzphV3Fxv0N7UB0nWft8MZkC7tEOs8Kt8rkM4Sfg+XNnu"
    "qrWks7qs8VdIXPBx1IBRH4GXZvOD/YlFyWiqzHya3HN5cr+SGyFpHkuRVnMOeFPpFebgCmA9b8S7/sbOX8P0H0YP3Th9toSHa7n1"
    "qN4uhr4dzMmQ6+izPI/fL8b7z0EsMxW2eCq1f3fWnptOY8ngJsv9nLmmHSgZjpqenlsynsVuuRpEpQ7grGXzWQwl3AmeQDX7fs5i"
    "H4zLaiTJXOCk8VNZyQpgmpFDCWsW5VzzXOu2jIivraF/3oL/X0GknmW2hyA2rCFToLFqfs5oJYn4rgKrdAHu6h1YzSVYiy6wBcav"
    "+I5MkI/VtGwFNPgo2MfvcPfWO7JRX5cHZTI+uYR8adahG4MPcqxYD/H37HGpIXImoffyW6tZM16tV2Jlp0Fn9JK94XseI/+W12Q/"
    "aJVjycXU2IdbR84xk/AY460MusfhszuQ57+5qDrp65TKmEk5g1E5t7pKbC7vB2psLefbdIxwIvbxnGAVzvMQxGnP6FdYBZvR2g7n"
    "YQ9E17tJV30t+EHfkDl40mWI6rbUdyE5vfSlIOIzw73FzYs9Dns6x6MkrZLdSRw+oKmv/i5WtIj+9xvYl4vFphusxNrmS25OmJg6"
    "NO0az1+4FV4Z7vOrzkbvTD/EJm06DHIdkXrmy32G9buK2OM4cQS18O0LeFcnygliVeA78Y6p2KelnnskJK424v98iGy2hYiOFmGl"
    "VmH15ut1Ot/mRsk9eMbbER+2FpsjjhiXMWBLuVWm6WR/8pUauK80jWri1Ib2JIPgHUbINmZZtaslmvVkHL9RSE6EdBPEsq2AwzC3"
    "Ese+lFmxLZr4q05rOxZDy1Ya4tZOwXT4JcXwrb+DFUqxA3EZ8eo7EePQUQZLbpxDZvacrfjNrM6EXotey0irBOt8o47X97UC63Gi"
    "/Cbv4VNvyHP6mFbjyoP1UUSeY/UL3S44TePeWpo3tpVo1uoa0rXM9zvUEim5ijbkZ6x9nXbNPl1X7yenPG9MY23eVng9tcj5ZDNr"
    "IIdIktFZmf5dUkTmVLOWFCcK8GjE5EdJg4+PF+AbDb3AmezBTEZdxvPyCaL3Wq5NA2PSGXjXK6zJnhqswQn+z25L6w0WOVjegFyM"
    "h1ZuCZ/sUcQM63SmDJWrdVfJRIYu/i3BXe4sNfSTxgTzWNlYqBY5LcH/CyELn+p+Ml5e1scRhb0Hf/lN+CWj5HQ9KBAfnziOiN29"
    "d+0yLc4SOVRKLfMTFxBvWsWuxRjZLELuq/Ply8gMWqgxiTBq28DOM+vaNuS15XyfEBc1VpMZyOWxK/k9LTxv2zaSmRNq63CtGO/R"
    "Z3qbfqnf4zpXcZZMRF7XC+CRRViRrtcO0DM/Qnbegp/9q5/NYue5nWQ6NTuLeYZPhLuFvwb9807OG6Xzw7c5sew4GcC8iEXgE8QQ"
    "GGvoZ4TsKaoisqVIP6TfmCJu2fyqAnX5hl9wkj8iA2NMt5djJR+ruqWkfZS2K2sKcUZdFo+2oayYlrMJZFXeI6mCriyk33iyVLNv"
    "JYNTq/IMmV/oqbKcHI9j8E7L01Xpr7BBIeV2K0llY+oO4voVonowpOYuaSAP6WX49HuwTsciIticWRObUdmOWd9WUst7WqCub6Qh"
    "6x03ymQRp+LeD9leCD1dgUh8gHSR2fo2VqaXdg7+IcbK9xmil5ewRy9g9e6i/WiP52+fRYikvddRq2NhB1dh5YyR4w5I7VPQIC+S"
    "PcvY9FLZzHTKM9e5HuPNxM0oi3iP2fhph/ort5CUZwI4wJ/0Derq2L/47JPzda9jP+YNOActoNG2DGr0WcaMt8qH8hglPR+ru4NY"
    "X/461mirdQp89VKPrc5MVbW5Ny7WWu27Ha26c6zv3U5Tvxrz+RusKIe4Rq3nXynjbKC1+B6b2FOKaO8H8pAYH9LeMtoz17ruhShz"
    "TQM506/K84qlfK5VOcHLeUvleJrtpdjr8D4e9ZLylv9K9sWnPCJ0KTuVUuo4ZA+jhBbytOzq+x9TPm+R8JGty9DZU87V5eSCMZ3+"
    "LOz9L2Tj+AC23XFNxjw+w/oz3H1GdAKsn/FiV0G31OPeXsOTrte7YS+am5jQQ5LZOC2dZXhO6w/kbLN47DWxCuFsfMNOsMFz9Qwd"
    "Lw+F6/QW2LOXIPG3yvWyOyKm+yS3z1cH2ztb75TabK/PBiK7M57rZk3800btfBdkfLbGsxYzj5VM01f34gmnaiLr95p1s18/Y4eX"
    "YD1PkBuhzUogFTapaT7OUiFs9yzGVnMhe4Nlph6CM1bEHPz+PIUBkVTFxGO4nudP5VvIZTc5nf31K/Uj3GdbIp8O9/PvlHVP60Rd"
    "RW1bo4uh+xu4P2u8/YyTozPBXEA5rrdQH4TPXKwnYTXLYSGewe9f6gO4uxs4K8nqduVqvQ3rIT8vyFx1/HoRdZmcYlbFyqCV1+Ce"
    "BslN0h2ythf0xAb9W/AoNNgU2Iwa6i5brV7wFVtLSjMdkhnckmPFCX0sv5BZbocgS+IaLSF1FusLEYxpj5e0Tw7ynflu1mB7SlEL"
    "r3s2kyrPZ5omWjLt/7fJn87njLLOKGKeapS88zFix/eRhnAuNOdG7NUsRAfXQMOv1zlSxl6hkEz5axk5u773wmbncDTHkLGAzC5r"
    "dc/A7PhXuNIEMs08IovJslRLFHy1fopv+QwrO1uSZLQ+l7iHuI8B6jhzNgrZKiMWV4mHbCALbJrI+PfFIRw+wtmPsou2gDvaoNfI"
    "Z4isosTYWr7heNz7Rn73PpDdFuQ2ruekDqvqFnvm/tli/m69Rjw+0lb4jWZYAXK/8st/sISYZ3MctHinv/Rqm/JK7juwX0dxylha"
    "k03Qg+t95lmZP0lkX7Ha9l+7BhOYDyvHWYuS8bGS1aH3ZTkZ3ctg5wzzYLjklmQdK2YfdJqxyjT2VfTxfR5pnLDcSJjB7FONcaJD"
    "va8vLoYU7YxnLyUCyPrbDmAG+BW1WduWQe+G761irH4us6gWTa1kd05/OYk96y7y+snVI6SSfnc1Tn4hIrFtoT16ItrvLdbxOypY"
    "Qy86CU+7CJI5nVHEPJyDL7Eqc3nC39BxYjPrLIfWWd6B1PeUaJMe+pS3aq5m2VZcJOqmJyTV8aca39hK7IVZO4t0unEa95d4urSP"
    "R3tLBr3j8KUWJ1Yz27QBWtc8XePsPBXP111WQD6KiFGuR9y6nFzg/4S1dpnqfcTZ8IRmPAurEV6C/88J7kUU8bh8g7XtLWdpP/2X"
    "Hvu7alir3/ESXy+7iLPyBTy1EXJIrmVWL5lldc7I1464pw5yEP4cD21zBnRdfxkHH+QLm+spF0s9O2liZGLZyF6xGqz1znKOtJcy"
    "8i2VYBdd7sWyM+th34fJA5CHq/DMO8hkrpdNF75blsgr0FlF2KkS7IyxXXzEeLhITgtWkefjdKlnzDndz5mP6sti1r21/JOZlCk6"
    "SeZgl9ZYRIS1uwPfPIN15gJ9U/I5cdmmFbZjVvpqeRivzoBfMhmy9r0GwdVyASSpllmiCmalO9AjT3hmWecdzoF2dZWtelj4DZC7"
    "NcR31MJDHwyf9wtq4XnwX/NhA/ZAHH8JrFhH+OTr8N9q7Ouy7DTHsIn/7Diai5mHihPhYH1pL4nxoloUv0/wNk5wDTtArRuhivv2"
    "Df5cqC2D02AB7oYsdwlODlfq3xGdDpXd5D85jDO/luAUlbJ6GMedlrOntpxT5XMzEabhv5cyH2PScZzvpFKiyH/ELlRBTq6XZyEJ"
    "D2I938W5f4kxSnc/BbOpl6TNsPTmfsVsaBuJMwI/WwxBbh5KFfnwk/Q+q9RNt63i3ArzOu4nKupexPir5RP4MSdKX9laesBSd8OZ"
    "7yyGfotQ+s3yd+dstzTz891lDTluQlYbIr4WsCVnDCS5B6X6CrHAlZy0EGH3ZbH3QhX+zxL6k42Zk8zq7yLrNeO9nCBuIoGLCBJk"
    "ek2xF7VdlmddOFdeiEpoSTylcW5v1Bc5w7OTdJVlnGphteN27A5OMSORhn51VdleRIko8RWNWilE/H8aouF20IjGYvAV7MM0fUBH"
    "Btv/Yca5ZFGLTXNAzsYcIe7vv1FTGQI8oW6Ss5vB4aLrjVixqEcFOCSD7dfl0kBerqNlFP21Sj5FBXMET+FcrsX/1cxLFsM6rdZH"
    "5Hb4SqeKMR+ajZoCbTATFmopNOXVUkf/wyFXlVndkHFsMjvRvqlMBdLezzCq83xrM7EKtvorGIfcIP/AulpVw56iiPMxktyjCub/"
    "XsHefaaz5Ha9GO/5TS/S0/W1YJIegzu0auBk+IILoSuXwke7Sh6Wcq9bYz63lKnQHkdMQB1O2QZE7FbH7oKnfUY+hvz8imcuxVPW"
    "YwfzcZ3lWB/rjLhKGvnrnUfRmk9Zj9N7pc/VKFHNVqdKE8OfD227mpio5TidN8N2TcbqMaefF/GYuhSjigwOuETvEtOWxrBkk1m6"
    "EyUdJQqnCFIzyEey58q7OElb4wkH6E2IBB/JdorEyS40lNNIXoaEPSjd4Av8iOedpbfCUmyRt1rf0mP0Gr3Xcz/EaJNsgm0HaWA1"
    "u0yWMBYz37aKfdnGybGRvUaPyQR9FTrpPfz0Pd0/WIHTfhU+uY4aLEGUUy1injVEp1k+6WM8ieGF18D2r4XutL6wYkReIxFjzyNi"
    "wtDOxZDJsxgDjkQUmmEwaZR9V+PcWqoYI6f4rFGfST6bNc1f8YTrWTMZLGNlOta/J87GJH1Pyug7uz5oh/gMEdHZKfk79tjJrFW1"
    "H8P1bQqIeduLiIQJm3RpqZ9sU8/4qoYZ2Xpi4G0Owis8/XEyxyV9bqSV706GZ4To6Rfs33zc323yJDRfg/4kleGUZidnJJpUwp3l"
    "csykNTiLdk8n+Dnijv0hRi//PLJfNvpVCXYb58PbqfAYgTQtWorV34X4Wx4ndp4pjj2pnpIc48SOHf8r89yaZicL12tTZhf3ia24"
    "8rmvlvuVFFE3cVgD81D3EcMNd2JlLK9JnTUzvb2NhL+rAjfWhB2q5RJ4o44r31WPa8l2EaXuOtBfJ0JtYQjGkHnomZCrNpDUj/Q1"
    "nOEC7Zcnsp98iPO0iNmBGDVBgjO0a3VfuRMyt2lTTv/8ZJO/dqJ5cxysEeoXY9et9x3CSV89SPiKfoo1+SPIWZVirn88dZt7xxby"
    "oKQZjVo250LpJ0PYo1kBGdxSrCu9Gh6Mywq4mKeNP3Upn9u9S2y+eQKv7x/syDzwt/jPIo9ynLV6Wjirv+wH22xsrobRKOCUzBQz"
    "IOdSI5ZrzHdTpX21ZbCP4OooEzfg+vX6NE7Fcn1ADkBc0EK+hH65Rz6A9lqJaxyI+1gCT1HkW7kN2m265s4rV3gG5z05nUQk5rEA"
    "Io319YyvslV21kFjT6g2YScSdtQlsui2Qv55mF+tldkzYJGj/T5CGhE0f67feVdZ6TFL7XzPstMvKcj7Fcz2pmFxI8RVZRDZIaPe"
    "vSXTjVfr/Y2tsM8bg7Ox+2/p7liLJzmX7it46ZNCm/puK9VBMh1NKSIM/u4xOS18x6jJnasaFjfjv2U4pNLk1Uj6KkySsUXaR1gF"
    "3nK7jOpwMlJFGbmWsPpxsMSIfj5C5srH2OW35TlEd6dLu2BuuLOMgde/C2zE4fS4opC9ITZtDFpnJSxqKecKGH7jZylnd6nlq1ZB"
    "S0TwSgtyC34mNg2qkl1o1uWyQRPZmUSuVjlMHN6+2vfFZnpW3bquoL0z7iKHAB/ClXDe8eHckQh9PhcrmWU4mdi5DuImIsS5S86q"
    "nUQfK6nvSi/8fSecpbi+H8TS+enBLYpxAjZSZl+F7+O+e29vL1083t571wmv/U3+retlIyPPBFf1AjH83igxa2WdNONktBwDW/CC"
    "jsApHYEnbhFUhLfC2sf8/K18MhlVk6N+NqSqkow+W4urAe9F1qu9xPAEDVndXuTnZSn5N7cTm47kph8U0z84kZikOGNS48AughS/"
    "p8Zz8k5QTZ6h3XFftUR7W+d6CxmLOMo6EFvL8+J418vhRTn0Sx2ZhGLsD6zzrKghZTCq/dkB3xyXwVpYkzbwTFaoMQY9xf7N9Vid"
    "C/33jCMKdRInh1XBryzXR+mh1+qj+JZivFJIbM3B0G7bBL9Sy9axHmy13eNYm3pCFnD9re9/R+57KbElVkvbjDWwszyDr+u2TqhD"
    "UX+tY3R78qsfKg9BOlfpGTJE1kkvKcvbC/7/Qp0Tfibnhi+mx+IphskJebfqOu5ckn6H+VWraRcmEHHTiCjMeAGDZBW/sRX3cVdx"
    "GfE6dR2vbaDnFnDmRh2RCT8RURSRqdDcO5JhN8NT4WZCGg6jn8zEXqV8t2LKsy9uLXfh/S/i5DmeoszsLWO1vVpOlu/gBbi+xXKi"
    "3gYR570DtHkvCZt0IDltuiXveru867C/NyJ6+wwW4EgdCO97cvAQfPrc2r+Dn27VtIrcgpiAEs9+Y/zsMeKEY9RAZxB/5lADzsu1"
    "ax3NeH44YulCfRg7+D0lZZwY1+FC3NVx8q26Hvku0ETGcFAJD/hzuR7fcjDr/S5qbPCyahrndPkZWsVmjl0gO8g/IUmL9Xxc51Zc"
    "+xVxE08SnJBms2y6iuGN+spC5h/2IgfXPrKUmOATBDsAiboO9jGuL+D3BZDzibpX0FOXyQnk6z9BEsTtzmM991H8LJ95p5Ceqtnu"
    "w8mvZ71hF8hJUpeNmNO+hr2MOd0VZLQ6kNMuf8OTjhPHRWisDQUeG7enrPTZxAhjxkLN7ELIzMr+ksFtNIe4WcuslJL1JOrxg8t0"
    "rJRAy6WyeUrHfTdI4tlpOBnm3qYYK4vEp+Ep10rK57Fawn9M0kak/XNGPd/PcHFIqdw63jrGq6Adt4HVjsAaFeE6F5PV1c7FaVJO"
    "y+2mQ6vnheoghu/rSQ93e/jQFqn9jGhpN8n9Spj144s0qZnsWYjnt+pMa/oycXXsag1k9qzJ6mRbwxEeuVRMVtCQHSppogUT7Liw"
    "s3KEbOb5Fuydp8shRPTbfJ+oXoG7WIPdu0g+xyfX4/qLtVBORAT1Ja8VY4eY6/Oq0hdp56r0P39tIZnd/iMbY1vPA1rn88f2rkP8"
    "ZNtqyk9m9mycUao9x78kRb2UYPbcsWOnqP1tQkojOir0XKP2/1H0b1b+rnr5e6Zn969OHnUb1T++3vRXZrJcXRNGQpebPYd6tZa4"
    "7zrmgaLM/TToreI42X+PR3a4m4TPbsdp1TawmmRW7iV2cJUxuxP6rkG71lGcCGXzY1zOvQ1j3AwyZFtGhLkjiZFWhw0uh/a8RK6E"
    "xt9GrsV9ngtfW3mGMr+6NFkZ67HeyNNtd/Qm0Z/mYVXBG5kpG6nlLQs5iJwhliX8HDY1n6uCU4Qz6yZrTdM5kLgKP+FvKD5p+G+H"
    "E1LP5h6IZnHQJsWDs+wNTbsHOkmGi6iST+lOQQm+0zBI3fivLn62UYz5foc574CouZKoo3R2VpD92t3nDDpLBpV7XpaR3/b4Pej0"
    "qThzpj+vlmJ9SO+G1p0Enfy0jNQB8KkMJbkfnnQuVtn0aYfApgqeCU2+A23nWv0B7zhAehKx0pR1JsNa5J74G8hpgVrd4GBY/ufI"
    "eFAGO2BV6aM5JSxJ5vOtxVkws7c3Q/aLdYEcgxX4SEN5HPf7rR4VHGW4Jf1FOwfz5GasbTeiIZ7Um+R56PBjZQTxNcbPYVV30xaP"
    "4OcpZhGPpc9nPptVmLfnZLuLtItanWOhnh2M08f1K3glP8Mzu4GdcFuRsdwmH0Zxp+vVsnjneZxC2udCjFfYna9qPOepfgJFgt5y"
    "Issw+pMepKUthuC5VuplWNHz9EMtkcl4qpW4m27wFSv0SDHvaxb+Zp2lJ+A+zhBjyomSg7CGKPu1Ohne9Xx2rUTY6xNhDd72I18/"
    "le/1fG3FrtQeQXfY4GVWxw0211uaqSrmfsVZpHY+xxV6VGGakvjfPpOin15HfetqxA30lR2CPPf3fIxT015e1Idkhn6gN8hTeI4h"
    "2G9jZjI8STErmIZFuUWSnDdnVc5yj3TpQo2fx6406zGZTHzxUkQgv9K7fZ14uVNkDqdNVPue+wRlIdNFU0NGHsPYFrEbt4EZoquk"
    "gT0HLlJ8XUr99BCzTrOaaJZO2XkLQl8sRuaWTAUyZIXX2YLtEJnsjHuYCk8lztrpYn0ZdzsTNtMwpxP0bM6XLGeP40YdIz9BOy4g"
    "Z9EAcRo4zu7XWsh3nTZm8ePZHhSR3eQovZEzMaqxol31DTzVU9opb7Jex+quWYSdm/ijU/0ktTCLSMtMLdqKZ/h2dlykObPBkEnT"
    "6WubblsIyZqEZ7ge9/81nmke7GsqmADNMIV5uwa8VsdpWj9gf3pDU3wBX7OB/MSGZ/0Nv38H/fUw9Gwfj24zhNcekomv6+lTfyBv"
    "y0L5LPhBJxqqOpwIn3CQPhzO8n5XmjZlIKsPGX7DUm9t05RCN/eyWsfLb/QmK5mxPAf/KsHpHIG9ncT+02R2XswRtHBu3li8mVdM"
    "Cq2mcBFWrZs45swl3raF9PdCepJuhQ0zuINMg1x2l13J89APOnihDg2m4D4mZSOFRlvdxuvRh+HJf0q86wh5GlIxXIxb9ntI0bbw"
    "O45iP02cfs9ijyCzOWnzyMqepAU3vlizeTdCBs33LKGs23SPfcW41SqgWQvJApBkP1iUuMi/0YJUQEq/gt216lQea7grcddl8IWK"
    "aOsi5Luq9J5Knn+GreUKREal7AWy7oxiyMeWiA7OkYWeHzqdrYbbu92frXFKNst6i696VKHtrEXVvXEu3oX16EyE6jy1aanTOL1P"
    "/oMfdyl+/xD6cDns2yzIzEO6Vd6HuLvFuoRzpZ732WvbrQnMmtdTOneUdzn7zvEODQ9W4PlmQ/e2lrVZu51o0t1yELXPn2csMK1m"
    "+PAG5m8KcTZdPqCIp/xu+kspImfL6E049F3cy2Eqeych0YCr9KngQbkDK/M3vR8R0RuIvbaVf1Nbm07aS0waS70PmsefVkiL4E0d"
    "T79mMaceIqqAxVnZTAX3CjkIMd5aMrZUsrJlPTkF5DZfovmykZMiorym6+VZyE6ja8j65GpmG/mKWYybpIheYczvRIS9Ea4/IJXF"
    "2rSWTFXCPECnTy2b9wXfOZrxXR0kqD9Oeh1Zx+t1F1iASkZe3+olcl52apB6DuyQaE+bSZmr20v9lQxr1uC1UcJHvNuTnyGaxU2b"
    "jjab+RTu+1+waasRsc7kzO8VOKeFcr5ei3VeAX9ib6mC3H4uP0Aib8Jrtj9VnpvDye72We1czUlve+MsTscaLSRqwiZfTZYBQZVc"
    "CotxskyRU/U5yM+5iOwOlK3xk2SW4zXhI4Za6qhQb4cHVe5t2EhWaY5n7HuvbPDzSvtLvboZEj/Sd09jf80WKjusnIeWR5kwdrko"
    "JbKauPwyWvw0mY3SWTZ8xwGhnkUzpW/7btZUNgr+N99V5z1Yhe+XYp+b44PPx110lzDL05vwtbud2bnaNdtl5moCbjJzmjjt0M8l"
    "czztCUT3j5NLJk/28Ho6k8PM+M5tINdzvRxWe2/GZLCj5GU99jgjpJDrZH7D7vS+XBd6DeKiFJFLP+CVHeUuj1aOsUZQwr6F1doi"
    "6CXb6jPwMhfD8nWX7cKJsh902hOwbx/AUyli92T7YAau/RKiO4deONCfwzhX3LI4Czhtag+xbvIK6uwk675FzNQV4ZMRMq836h2L"
    "OVtKUzbmFHmI0lludtfVOUUcd8d8P6nR/KJncQbGaP8gIqPx0x/0SNzMAuymWd3XiOUQP4tAiMEIfR3PMpJOqit41xGvtXJ9xtmD"
    "Wu+L9JZGNHaajBSZmvl6/vSAbE9x6LE9YdaWOB99FzkU95n2E9jdFLBqaqdPoBeugVYydK3V7jcLRiCemNMMvjcTYZk3fAm/eTFl"
    "OJ/zDyxzLNncwN94HlT/iJhp7Odsrk4bcp36ZK1Z0iMQjS+yaVel/TqZKJ46WMJ6/mcYuwR8qyj83SJEBf85/Vw4r0yafcV+X+37"
    "jI5mJTeQsqzcpD0joX1uB0n6U2SxUJGPf1zu9Bto+kvJXVdDrKnjFQ/ZF/cAOxQmQEe/zclYNcSbFOtp8ihPf9M+GZddUc9lVONn"
    "R7hJRYZauU9Km0y4+DPPI7+r+mbqY6E2vUpjPbjd/+EVhT+f0GX+PJk/lC/2b9OnE/HN/xbHfVZDjXGCvJ3tBs3wgztsUbn/llzd"
    "4MqOrXryFiao+/rgtF9uXD56B57tJXh+q2FfHoSlqdd3dKe8M/muluyszuSsMjp1rd6JiOtoGc2TcjPe30FWSrugFDZF5TFE2HV5"
    "4/R9nJc3YHFtiu9b+N6JsEduSkG97hSY3jBWj1XNzCG0rKshhdYxh2j9QDYB9lKcnZMQz78C+9gvOB+7VKDWiTFON9dzgou0N550"
    "V8TNP8tSeS2oCe9GPDBH52Uxka2kKSemw57t5FEtl8s7iDy3hXQMhKfRVRw6pp+4+SFJZp0dGtR0dC8xdF5P5ppcB7/J4Xw835sy"
    "jvOdFuNTFt9cJ9/oOtqttf4shN4TbKAvEIUNX671fm6FnY5jOGPK7XSL7Lw1lytxP18tHwT34ixcI0PktfCjoF1wiJ4STg3TYVKH"
    "I1Ipphcc5cqNYZ/DBs3dK78anruhecxnzPc4HvMvrZY7FZ7CN9qIB6vQK5kd6Sn36Fj5jDZkBXPscXax7CtmGSwTYn7dl2Jsm4Y1"
    "N/nbXcqa4CJq8CnlLIxCsqY5FF2MrEwHi7M4PYjf6JiNmkuanKgPERu5el+Ed1zL3FoBz89FzFsnaUVi1DIz/ZysRq6R30/KeERt"
    "GtLOXif/yu5eq6zNQMwu7H1O+WmqZewVr+dMi1yvlOPnO8K324CnHq9PyyeI5EpxNnbDCtQQibARPmAD/d4EtJhV0Z6XuEdEOVak"
    "BepwaFVZndHIi5DOrkcJK+UF8NAsDzkSEX0Bp+HG2KWa0q+skqxnUuddikiwG7EsIa+q7Gmwqw33NWtXD3NrXMs/d+I31uohnMdZ"
    "5Z/UVnVnVguOlhIiI62XcQNO9By+vlDnyLnQDdfhFNyOffpa1uFkf6uDg2ehuVvjLlogou3FzpEYJ1AcJ8br+g95FVb4N+iU7cUw"
    "Lm9zqs5wNRbJCloE63WO+vi6jNZ5PWfMrcbflsolcr0OE2OS/BGSsDl7cmuwEkvVZiCstDyYzEcM+KZ+JD/Jz9B843k+G8Ji3M+2"
    "8KFserPDaZXr+dJPNtJ6RLXC19pc10S5n1xYQW/CJK8jLXTKI3mc/xvRw3iSHStGO281Vnjmgd/X+oSIJnv3WH0Oclis+8l3OAfd"
    "5BCs063yJaeXpnRnzzHUQF+jDfVPiPc9Kbvi/udrK5zK++VaPO0t2l4HBbXQWj2knh1W1j/+L3z/XsFM7NMS8k9FmX34jRxKG7Qb"
    "VmFfGYC1X8lu38F4Z4Ra+HVmyRI8ca4ydqzXm64DoI0YJnYUZSr0laZKTrkLEFfuDAs+Lm8pPKW0PgCZHASf7hFoy9HyhkzSC+FZ"
    "HQT5v0I+0mFY28fxtMd73EcmQ2j51VFiUcYl4vw3Y4eNeyYqiwn3lB70RTOzIN18t9Vc31zxaS2ZRi3L21FGyWVkebWp3s6zP4gn"
    "ssJPMY14DfU+zv3+0kH+DmlrJ/nkB7Tey4+bYf6/mtNYzXtzkWWM3TGL2btY5+utbmaLe9XFPLmuls724bvpMa29FNls01J1HDWL"
    "iU0uYaz0FDu9cuFuN9CvtHmaNbAQtTg/xjpk3PZRz81VwkxtBeKQeqIOLFdnaM198Y3z8G/DPFmFdR/ZJuvt/JzVscf6fGs9PIp9"
    "5CVIrfmbq7l7Nq1nL+5LMWKtpb7TUNkzZXzL5jXUwma1lz1lrW4HbT2QUzcPhfcyj8xK1s1Zo28HBexhvEtn+E7VDHozTcx3ZnJM"
    "A57SdQE3ZBkITeM9pT/Ck1wFL6gFZLMPpPXq4Ho5O7gqXI77Wok12cf3PZXgbgZzRlWKveyraLmOEIetHyP1jF3a+QkajQhOJ2+f"
    "6yNSxi560/DXcn7XdJy0OFFGjR6z+5uLRRbjrhchdivArmwpDfCxtsfdLERMkjuPZDX29f8fb28Bb1WZvY+vfQkJQSkFBRQUC8RA"
    "UOxE7MLWsXXMcRxz7HZUjMHuEWMUG1BBRDoE6W64l9sdp89e/2c973vOvcx47u/z9TOfv36ou8/Z+91vrHzWs7CLG/V2Ktu1PTcO"
    "P9fdjqa1YLUfvSCbq2gnWAzqbJzeCtptMT1J+kiGs/8trE2XYB1GbhG/fYIXsEaT1HgqIzqQiA/nm6/kLJr8ORYS7kt2ft5I7bJ7"
    "YBbrT+T5sT6RxidXTbz9HrCBDLPcBtJooh6O3dBO9oWWWgZpchDs2QkY82x9ObgE3z2FnNOh7yXiMtr19JdqdBVxF6VEryxhNKKU"
    "56GeWErXhy5kBazJmt29xdg52+OmMfK9S16/4BXZEV7+O+Hr4edY1QOCg4IjtF14kO9ilW6CB62lFX+z1GQZByzC7mTVe/j9V8ZF"
    "Er6Kt5Lfjerr2IMrfGV9nJ0UG5hFKcQcbyTqKubjyLY6T7KGsoG4vKYdQezvPZh3rmFOuwifuharXU89avmhE3CuWgZXY6+Ngbe+"
    "GPLiJzxtk3aRV2HN565vXEWGzgQ1QAPj9Q1kRzmLuMda7AfLAFt9bi3uZXGJTfhZvkchJPn8GlqBk8V1ULqGzNxpzfAQ5HP1hgfn"
    "4XuXYmefBAk8Rb+AjfEkZNpg1tQ5Rl37dJ4cIa7Hbz30YFs9K3gQJ6YY/u8JerOukfvgTQyRdZiFyfAq8mQNzlY+9PnnsquM0Sfw"
    "Xsswr9aFwfTLQczT7893SbKTt+34BeQnGIMZH4WzNoL8BhWs5dmK9TLs+fkY9SrOlfuvI+15F6N2bGgFRJC6fmmV1GYWv/0Io75G"
    "yliJ47jcYoxKVbPu5FWM5SKc2JnY+xMxmtk4E7NYo1tHRqhivMsT8hjebjY+uQI7ZClmsru4mkOHnv2V0j+J8wL7Imiv+eFwGRoU"
    "hTvKqThLn8EOesnjNxOwCRq7vGZQohHdP8tS7piQktkrCR9zijIj5+TPWcze1uCcN2Tj4UmPX2vJ2KLjr2jFGapjbKlLM98Rr1Ms"
    "89AU7bKL5O7dnjmDJvFPFcdNYffa6Dl+zUcZzzOUpIW5Dnai3fP3+6jdLi/JNPZS24ATUU1E5UuQlMtgrdVwF0YprzbpvaxLNu4A"
    "YxrcxA6c1ewAuZId3DZyB5wiET+HCXILpn0eaBjW+hVovLd1x6ClWOeC42WYjJRzsaY7epYvkyrFnufLoo3/hh3dGvt9Au58GDw7"
    "Q4eOwB7N88xIKVas9ZO0Z/EtJ5Y/zsxBMbuNuyirYwM7EjJ1lFURwwYcIN+EH+qJwZLw+eATyPWfIaOtB7Jh1CfAs7d62SHBBLzb"
    "IOyP+b6y5BI5SKwHcD5+bnUpdzEvu1CfYYe0KKsIu8lVGgT9yNq4lrUeVvM2BTZ4uc4kvtLy8d/geXuosfDPgy4dnHepjMX6FOk6"
    "snbuCwvwEDGOtgm4r7Gyz1fjOlsETfMmeTQ+Ip4u9D1kXUXCLmK9yCxDkTv7MkQqvW8+ix3bl3OXpWBXPYlVtzzR2bBe1sobehF8"
    "6hLdNUizI6Ot746GYqQnHoe38aNUNVN10ZoeRfx3cNER+l6OQS6G3XYho0PFOlg2wk/ogH33rd6kz8G+uBuzBhuONlmGi3sZa9lu"
    "EccBZvWFxb536yTyIJjvNlYnySnSOfhaX4cEHAvZUihL9EP9HhL2JljpT/hu2Uk+t8Iz9qSJ2zkE7/y+JFkbspx364NVKaIPHoWn"
    "kKB1FmXP1gi/We5ZvNOMxbnsw6nchZXcodZtwZgF3OmtIM5ts14myyHJtlJXPcd+muNYY5vBVkXYI8PFgI+gNxD3LCN2n4M9xilO"
    "ZPwW3K2E0Sez7Tfg7EYx64UY2QJ4KOdgHtZhDOPwpO+w6wbBJxkrxgbWU4zxurfU+06S5ay9KRXr3vszGcHKeXKMS6OWDDdDpLfs"
    "Qjno8gshLcdKPQ4jv0O/ghzpF8yWH/QYvQJ+UBe5VFpJNFuPXepzeEX42020Xh2rwdGyjlbCCdR9M6hDkvzOS7pYQt+v2ri5v4bm"
    "2QJ9NE//CVtpA8a1Qq2v+0B5RT7FGHajJ5fyfUi30u+o1gbvSy2mxf8Pel11RD+sZC2D9RcvZ664F3y8szD+kNHWqPdqE8SB2Bk4"
    "RXIjzR13YBJjKMGnM32G6/UA9p/JWDZjtTfX6nG5ThY0ifbGtf02+LR2tMrsrXfhDJo/OoseusMIWqfEJURxr+enroZsvCz4BZpy"
    "Euyc8eypMoE1yVfKeTIq+EGegtfxtgrm8Fb9AlbdYfI5NHDuE2w9QJUsVGYrDBfXdWE99NsK/Ip5CzzTN9jsO8fG3ch7Gma7J1m8"
    "fiNXJYNGdeclSb5rY6CvpC0eJdNjhNZwGfb9ZvzMapbayomQNp/ABvkFcrSANc1DPRdiJ3HI8SJoRmMr6477dZAq3wdR6dXXUNpU"
    "6I1irIqrdIwUeB7wcloQA3EeVrIfz7fY/YuZuTJd8z38hK5kAfsV+3IpUbrLTFPKErIz1fp6LZenOUTOlBh92GgTbImSozndrF+y"
    "Lyz9FewEvFoLg/EY4Qb8/Qcd7fOyDlWzm+9z7/bfh5CT5fjZaqz4dxrkdYKc6ofzdmgzuMFyz2ydZi7I+IQSjNLt1UxeZgltnpSv"
    "wEuSxahEM2yWe0vaZ6EbMzRrNAxL9PkWPeHRHKmdgnP0FXijpwQrtFMzc2BxnXbsn15Di9VqFhZj3qvkJLkY87EHVncotOL5sCFW"
    "yd7ysDyPc5Wpzz4sazs5hqXcHthdepW+iBHN1q/y3iPOfiq0TQn8vC+Cnpj7adAp0/UD9miz+b4C65D0siDF2FfMx8xc9/CuYmyR"
    "deTb6SFnYB4/VeOQCuSSwHphl3lZswXa9nudQwSKaZ5Axksl45YbaBFEPBY2yb/HsEdLaAtFiH0yxpaIrvasMGuxE+NYe+ut8hjH"
    "+jq03FctFgbvaj+82WfaTXvqA7CfvqB3tb+8DHvaegAdLwdCty8PL4DM/i28DlJ7aduC8C/pneTO8PpgTbgMcqUSozwP0vU9zzz9"
    "DfbHKtg1/9CjYIvdCjnyMebpTUiSC2RxmBe8R66Vodh1L0KD/4pnVsFS+Qa+ptkoA8XOdgtfPxIjH1A5TvQRUs9ITi0lsOnUPDzz"
    "apzcfEjH42lZraNPVkvGxoj+TebDS1mqB2J2+5B5YzNOzbmSn/VL2ov+R6awkgx/acyck87HiWEkrM5gA1EGSfrLdm0B7ezj5W5o"
    "rXrPEVvMeF0LMbS6IR/mQ68lfeY95Xkt3H6wvMdirH8F7OkNHNk6Vso84WPzeU0ydI3V6GnfUym9Ta2lQxvneRRhA/vSO0/NWTq7"
    "Syqb/01n+2U1+DroYmrAIjJ4v0hPr9JX0yjuU+8rORLESq3HCjqUUWvGyXcQw+Odi9X+I3WU/39d+RbyrpjZVGMyfidYQM6mB7Dv"
    "Ux6vMkAsxx96rFodsYvWk2KdbhecCv2wFWu1Fnvhc+jICbQs6tXy4MsgNZbhfF6MnX/TNvo4b5t/JbOImTg7pypxGKaHxoVPybdy"
    "p76j1+u/ws3BK7I7LNtp8rdmagjTnsnEeIgsz7SOeq2BGdVu2E2ZbFuM7IRn+D55X0F6b/LdBWYxTjGXdkgH6ehrERKYg7XswrUc"
    "1wbie8f6ziNCHWUW5AofOzu+ST5pttfb7pn9xPEfqe+Sk+Hzdvt4ozpr8HK+SQF9uBo1noMEJKnV5dyGtxsu98oMxv0rfB+eUDUr"
    "Uw1DmMb4qvgc+/cRxDpEfNeVOs8laOPdQxrzjsq4T4aF3FVNZupdNvKe6rMa4vsBHoB1PQ/ze3FgKBfr/GjZvcNlZ8+Ual3MHH6m"
    "hlbVFrznpfK/rUMOYbvGPHIjBUvNYYkcwiVXf/Tc89Zc1+N6SNOtXlrl6zKP0dgVTzifP2+MhLj5Wc4aVFvbvvjUVv0a8tayCFGc"
    "lhHwEA0lV0/egUrogROxMyf7yGiYlTD7+FHuI+Yl/pk9YeL01UxyLmM+olZz8xpGKHkTOE1pjNI41dNeXqV8RaRDYCTIdmz3uqIZ"
    "lsQiapyu2ai5vWdPnsEtOPcFXOlKetxx2MmGS71A5rCf5HasVDQfzHocletfLTIW/Kwxicha6M0/6UJ5Vd+Vqbjlh2HubhuGBKon"
    "KrVEP4ZPVsYc8nq1LuM74J6d4Lc4JtqnxRhnZ+N0Wa7V4uIl0HjGM7URUmmlWpQwdwfWJfhELeWddQqsYw3mWjxpV3JBdJMabczE"
    "H8oImvUEbSP95WjIo2XwY36FHTkPsv9VnOV8j/k7VTIclbW+5rqBUqWeUYAYOUNfYcb8F4yvnNh7W+9laj7zSqzNB7KJ0ZxanIi4"
    "Nq3mcnOV68pwsbx9Eb39JHzWDWRhtxzYG7JJI34PWE6rgB5qGfkye8MLmoc3HweN8An22madIt+J4RLPwjw4Dnbj6NudSDI7Qbl7"
    "uOQ+2zGyLkf1NHHsK0pus1vgGxhnyHjMyGLsJLv/fZjXR/U6SL8ieKmr4E2ZPTJTd8m7A79fQuZoq/a10ZkNskYfIRNhoZ4bfA7t"
    "cAws3x9Zp3p40FvukJMxX0eQVfdIKct2iainr5zJ7V0lKZ9nbKB3MpV8bYf6bjkuB/wa/lXGar9yzl8GsVCpT0nG4/gSv//mmdur"
    "udqhLmJUdBFz/kfLSxj/bPzrZ9ibAzHGVfpdcI/HKzpr71DfCSPF3bMQ8mImnmdMGdvLuRjDPIygAnbupnAqzkQ/KZKDxHjxr4f1"
    "PEpP1JOCA/VMbdHifb0Xu+6S4DHiqn+Q4/Tz0OqaHS9bCrZtSC9kk+/Iar74J4yYWNQin3Hm8yHlox7HavbSYd4Gq6IGscxxtX5k"
    "fZhxarayeqOPnKW2o3LxQTbAzogzqhF6XlOT+1tgCVfwbml+psh3k/mIGK4E7+Ku3E7OphTr8Cr1fsj5PPkEGu4b/Rj2w7lyqFwQ"
    "XKPXZLmu01nGWEPLJtkp8DOiCUKc2Xq9DPMW8sQcTj3/qLh5jzFqW0Km9y1NuBGi2Yy968u4MzyDdsG+xuoepPRZnOjFsB6qwl0x"
    "HxvIJmwruD3Z29th1WbhVE6Hf7RLkM+c/IMY9XWwzadAlpRrc/aO1bcf4zmAGvnAbTQtpIWkVf6Lm9Q4eO+Wg8UhEatY/bWVjBSa"
    "7WTc3t8xTYSsxfa26tFS6uWXnepTGZVM6N+xh96DbP0r3vJeOV3z5XrZA998sZlRZ7LVDv3r2Gq3lwGstLJYcBl3tlUyHieGEo4x"
    "y99drMOlRU8/ZpWL2fV15CMrw0k15rl69sGwqM7u8M02shLxL3jeOHz6Aj63NXWB6+57mVT6XrQuztVAppg/ciXDnH80a3M1u4NT"
    "2QrxwyTh+QtTjBi7qEhf6UFM0kGUDebZVTJT7Fg5ekkja03Sd1DZTC/GcN29OCsudmiVClNxB3vnM6EFvobd0l2eF4vp5uYADz2f"
    "Q+g7FR3s+9pEsdsvzrsPfn5fnKJ3dWw4GlJpqRbJvdBDbWHzL+W5SNAjLGG34b2b9AS0KoFGr8w6eBrfRD3mvoYWkXGXrcIoLpJi"
    "Wp2PkkvXmEPOkwtxIrYSLxTDbqpmbGR7RgCXM4MY0yflZpytxTgtr0DLfizGENgZu+NuSIsZXoNbBvcXemMPYDe9CW0yDN8YD82y"
    "EvfuErSRyzGWE+Uk2RG7uBpnfT9olG8wtjV4r/vkB2JScvESvCD/xhPOxWyv1RfgOzwjrwWD4A/8gJHupw/rq9Bou0KH9WgxBqf4"
    "y/DMwBBUT7AXt+3+GowhoQ4TUwyZVJ+1yE37Oe9oPvN7HSTl90wS95vnGf83wCZ4F9evktXsZWVYvC2aEmNDu1/6ymsYRwlO8G/Q"
    "AjfizPaHFPya/dMrPM9QHVkaE4zn3Qjd85teqx9pgTyo70PH25m/RfLDp9kBKdNHqWndijTTSyHJXISzBruI63mZJKtnbnmQ+8pp"
    "ZGM8WdbQ0rMoR0sZCn1diJ/Ok0tkFeO9F8LGvjFcrM/DoiwOG/u1ZuKmxl3szpTL2dn5e0Nc3n8DNGcZ5hP2OLRaAU7qp/q6PgfP"
    "YqE8o2O8RK3VOZ6BNA771boiWd/U6ewI9kNeMXRxOaygLXp3uAi7ZiU5PbbCAomROdQqxc6DNfyZuJx3isjRqEePRfQ87L+MTirO"
    "Yj0OlLSfzwJmvk6A5WMybS05gxJYq3q9TcbiSfvBNzhdLPq7xnJhMjqrlxqy1mC3LFq3G8Zfo5bJcB1Ea/Fdw8SVkjvQ2aU19KQj"
    "+jn0UolHju/PO1V5DgjnN21gLL6O8eoGxvYuwW4rwtmOeFTY++Iq0y3HPJ9MM5bzNMzWyMDkQJX1c8BJ3oDT+TOlk0L7ObvH5ikv"
    "cGgQx1r4WxO048U+fhDLekENzKLEsacLmK+Ie/n7oSzkCTYZOwf//oEdo8r1Z5ygXjjF87FWw/FnD8xhd/gNz2ib4BTYndfrX/XY"
    "4CjsrpuxPybiG0fIPZi7teym9bY8waxkGe7ZDbJqNlbCumL+ivcfLRtkvkebGmuzasrz+/7ZW4VdiM10dUftyLaZ9nnzFtJVHEuT"
    "szJruGP2Z0fZOZT4rgu2dUUvgcRar24WXD7rLJ8DiUFKBGL76RLyctdgdLbGR0DHnCCOxb/VNqxorTzS/UgpZdzsUnJsmm0wGN/Z"
    "QvbyezCKHX3fh7mMB6yl/m5g9YhjtEh5tqcId6ll+txJ3MroQUNWGy3D6hdh3WfjziOxg6fpKZBkhZjpHlm2vTqeuUruhhOxQls1"
    "w1yeYnXP/RKSwboE9wpYiVGji+Bvr2W8IUnuFesu6pj5qpnPj5LHt4pWZSPyOE52OfV1Hnk4/QXU54baTjC2agynS/Vq6QUta1yb"
    "+0HjvIGT00puwQ7aGaf+z/CLjLG9j7wqj0IzdYdNaXb1HPz8Zn1R7sF79g1i8jYkw5vaC/I5d2yjlhiy/uK6Seaxf96Fkubbbkc7"
    "w6GrD2MEJEr+gQbW9Tv2gYQ+xJyS/Wseu6lan6JS/LqHTIhJRm16swIr7fGZJb4/0nHSD/PzkOybN1a2C9brDvLPUGRnnLhn5cxw"
    "dZhm3H0mfQLj1UiyDu4GxpuvktfhM29k3Np2Sik71M/DnFpd8i5Sn42VVJDbQv8Q/9v/No40hvy884j9eh8zZHyyz+H649iPA8R6"
    "M1kmY4gs0hjutxJn7i1/3pTxjqTvjzswm+M0JJdhVbr62tPO7MJ8rM6CjXK8DJF2+jJ211qctMOCE+VjfR37ohxy8U15DxL8Yeya"
    "ATJNz9IbPZ9ISPxjhlFzod4s1kMphnssYE6tDbS9dd+4E6uxEE+LMZYeo4Wa4t+qcP0C+QJ21CSMfzmk8BvY0afAUpgStIKsShOv"
    "X+ElsIuq9SN+qJZZ4yRZby2Dcq2v1ynHHU6Wr405U0vhYX0EO24RtNYT7N6dq/towiOaW/parhR3wkHsGBzzkbydpI9Htzr/rgBr"
    "WZdlpqkjOuR82vNLIK2qPFOzyfFfcOUn/D4CcrqE+kN93j3JVbHOzR9DskfJkxKjRfEz/ZCn5WTfDUaJtw6zFW6fMVO9HevkOhKV"
    "alKrhhmlttAYV2H/WMeWPYNVePOdMQcHQdteCPmWoPVjSKtlzMzU6mNyiPT1Xmgmo2tv1VdcD2rLtT0U7IAnbaJd8jh+lehq7Msn"
    "9Ut5Xr/HyVoAe3xPeUHOwDdGBuOyFdBpj4RKsetIKecvV0cLZ8cl6EnMxozm+Rzz9b4LRoP/Tgyr7b4TQmJ9gHkqxTn6ASfp3+w2"
    "HmNvEtc9uz/7ysQ8P1Kp57f7DjOyDm+/mXXIhgmpwN836qE4Wwn6zbuz1qCBPlM9vdAk9b898xpJM1NjnRnWq+s1u4Mkst3BQ+hF"
    "pym2Qq6NpnVl/EcbaA1sJKfqDMj1x9V8x59xwqpZ7Rhjf9o5WBNDlkWJVdwT+3os3myjNtcJZBre7Gz2lesPDWF2jOGHVno06TCx"
    "87OWUa2Qe/90yd1TcBW7OezDLN4c3MMqgK/Hm/bFGxp2ah+irn/GiZ3D6EgEPlGJr44LiejcxB1pdZsrNPeV5Yyc2Dl4QawzWx+i"
    "6B6Qp70sjrFLTK23l90eKvZ63NUoOCtyZ1pcdZALzrYjXlzOV9cXdEOz+03/q7qupY8lD5DeUuxP2wni+BMTsE9DWCwRxmRirP6u"
    "ZF/2kNbIqzISs3WKWBXCDZBedfDYlrI3Ua5+odEsgrpxLI5TpBi+YQ3k5jTM4HFyjFifhBtkAvZDa9jlSVj5hjtfjTXqKtbvbzRs"
    "gEaWGtmmGs7ubXv0Rv/vhO/rEudzkszomH+cYTPZ2UePUk2itpneJvbf3uL6iqrnFhhAPZZmjHYjfk31vvOR2BeVOBkPyr/w+QFE"
    "QzvmqnJmum3/XUKe7Y2s1yrBqdtTrMfLPtBGFc2g3HL7Zv+Q/sFVkHV7QoJ0lQFBbzkHUnm07q3WYyLO2GGS2BSLnw4k4rEMM5P2"
    "1rrrGepqYOPY8/b0i1hHbujOIrLaR7CrPtH3ML4FsKuflEf1yOAy2UPG6RfN9r2M4fxU4zQnmHn6Dnu4GHNdCbmYJI9fOTFr1rGr"
    "LZ57I37dzTxDCn6AQyGt9oyZCUiTEp8vdNVPcVj7IqeJdZZ7FLumVh1CJuFr5h3L59XQ+BGvAxOe8TtG3hDLmH4Mz/ZCuQFS+kGx"
    "fnBdIA1/hA7a4jPRKfp4UWYF6ukpmhfwA620kWKcGutpUS3Tc+ABNrBmpDve/k5m3YowX4vIrWDYtTiZCszu/bsUZbOtuXqMNvLU"
    "Z6qMM/UC27Hbla3eVnZ+dBVPZ8s5sLcnQgcW6LP6DNZpBuTaIzo6yNcLg9s0nz7eRjX8Rj8px7m+mmyuNWQoTGH+78GY7dm95TtI"
    "V+tRldAn1DqZrNJzg5V4kvGGfNOM/RahPx3hbnO9qTtQt1bDxp6or+BN7xXrR9kyuDU4HCsbyMHY40eLw6uHfu1CIqcSmpvtr4zc"
    "UFXMgx/Mjrtxxh7j+hbm+Xhpy47jabKCGavL97jjGj2PSM85WMm38AZf4I1PF2O1f1pjYTftDy/0DpmIeSkN28mVLZ7EfmigBC7y"
    "3qurcG8lBeyuvZXWlCHo/iRnSw+c6VXQOi82e4LtZ+so+ZLeVnBVTHuIIS+HiFV47i2OmXK2Z2asZ/VkjOzICdp/d4nrFOTYyLZk"
    "+7+pDhWXQd4P+2sGRrILsW3r8fO1ePtVeji1ls3JvhLL2nH2Jq/DX31bV2MVC3Sydg8G6QV6OWyqnzyau7uIr/myZ/VgBDr3lRSZ"
    "UG6lxt3qde4mnsbcud04c64bOKJniP1Is8Ym5H64gvm7GrzJCuKv2xJd5ZgYXc/wvl4X7saqxNyIgZg+i2dOZIVQOf3aesiAX3k6"
    "u0gjM2mmY4tlQAtg/8RgFySIFHAxOPMn43obOVceguy+FJb3IpkOuf+mfhsOFKvecP5HRDMRhWLiZwwLkPLY17iPLbSRUuoow0PO"
    "8fltVx8+kms6BcPZhPO3CdLpBcit72FjHyafsCp+V+yhdtmKJseV7PbEPNbYNUCa95XJkN+GP2yA9DlPiv0+2EfqvLR0iK/T4bVk"
    "ZGc6q01thNeGX4WjMJr3sIMH5F2ll8rJ4UR5OtjiOyQqay8zbJdO365lnWslz+oBUk1ZurNchTG0De7BSS0lgjEf+uUXjPkXdkDo"
    "xA6HUdazGm/wKh1FW3W+XiYnBk9Azn6hLxnDYzhVrbJ2JmyykP1DhovDyjhsZAOrvvN9dE89IrqcPZNcZUOunhrlZLfJ8H0YFuVB"
    "iXM8c7H/ppD/qIPsFtTyyvP6oX7HeJN13QnEGOsGikOiDwyWeqZN173W9XDtTL+jWzNdPf6T/9FJf5fdyFXjeVXQRS/HTn5E09IB"
    "HsIx0NPtpEwmZzMAmbNimGDn8VR6TnXJYoAV52dbVooMz3ofcXWP/31lV3HdCgfx3Uu44taxxda2D3baxc2M4HTZyhNRQWnkcjbt"
    "vddcTKRzCf1MYzZOkgPQulG9jruW4rspynXLFhj+aVEWSbrR70KL5+3J0zwXK7Mev06T8fKOWKVDDXbUJzhLR8ka4kUtzhvnCM1X"
    "2IwTZz77YMkgotKeL8asqJbBK74732QfE7D6ZVc3lMtK+wXegyFWtuh4/VXa4ukdMZp2MiRwiJ6DGPWr8VWziW1YGFv8F8OHQ5qX"
    "eQaP0PcAaiD/aKmupX8Y0U/E6nAXERU8QDr+LmtoA31EQ8G0kt4e498AXXMds5oJYoqPErMKNnGNRojF9yY3I8kPo88b8VVyjmXY"
    "sF89sh1SMqxwPT2yJtFsD74/ciXX2PpI2KTnsvpIqdmSp8JqMH7IOLROvQ7HaA1Hu0WnyC/cBba3ZhOTE/FM8gNli8abeDEZjE6U"
    "9Xr7QDLdi7mP67uyiTjlmbjvDDJnFBNBuwUavwyyoxJyepqcSPRDxDOZNXgEQwSWvIsd3cGIx5dE/A6nxdQVkngWs1DjKZkW4M8D"
    "IL9HyFtyNTtKFbNW2E7igRhNjH5rWq+E3T5GF8JOvVY+lotxcoboCFyzbuOuC0+LJlVbcY/f3Ftcp6mQKMwtvg44gfleRwk3mDWb"
    "J7IPR3txmM0Mz1aEVvODkiaL6kxqrJjnREuxj1KS0aXj5H65RZ+DR1zPjqsfYXzWTXgcTk4D3/w6j4xy1ZZJdgK2XuSbtbWXMfn0"
    "W6wj9BbPURmIeg8okAw/UgXsorQ/uY09VF1+JddzplGTJxllifv1iet9HHuEa2YsJI6BobckfG46gTndTlxtaII8l+6bnWUZ5yBO"
    "zonNOoGcHltp3Vhn2MPo4WRq65xG35EcUplug67XgbEEdJfn5D4880r4Rj/AQrlUDw5MMt4Ai/R4HQZtebesh609Ti7Rs/QayIez"
    "gv2lbfA8tOkz8r0Owre+kX/CThiHffmtZzkeyl1vO3mrZ3Kqh7XTtINd0iOwrEv46cGzjPo06BXsi2T9bDrAU7lYGrvkZGROpk/r"
    "Zuar0ox5die/TjcydKz08iPmpdtQcV1pbEbKMB7r3be7GLZ6qZ6Mn62C312N1Q3kOOz7zbByyqEj3qTdZPG+06SesrsbuwE55t0I"
    "sxkn6EPBDazevT/YF3vnfnz7Ad0LWtRst+ES9/XJce89hsyXvAGL5FWsVk/5ChKlFLM+iRxbzfVJaccu4ekmtv+h9MRze1O5VyH3"
    "c3J/50iPlnK9v2u4o8+DLFuZ1cmZ2vyYzwXs1gyv1GZtSXR1JzEr6HzMfhVOlCGv5niMpzJ71EAbvBozWdAMq1PuOThQ8ukDOQz0"
    "EHmcJ7YVrO3cPTlzv+n/No+Rmwk395s21/0613dK8L7VjFonsTs3aS+83yvi2CUNmTVCUqzKLmGc6TP8OgxeyOVyjlin51YyA17c"
    "fbjLEsjw23QzqynjHKvVkY2QM1jNnPZxsLT3T8Wz/6mvaz/C8x7V+j5RmmVOTvtO2W34LVdDtgdWtMYjbTZznIGP5zzgkQsBe7A2"
    "cpCZpWb5nd/I9zhd98r7Xq/CmbpMfiN3aC67yrjayrQHuWqW67uBVataDC4j6//kI6tTs/lFZ2m2p1Ruz9UMyDysvluhMAraTjJ5"
    "h1rWKy6FVXlScCQ863n6qckAPHEL9O4D0lJcP2LrXxOIvanlYc/09YtJz9GZ9PWWR4mrvTN8wDC5G57nSqzDdOIWHoatkc7WQBiH"
    "R0ZWVJOLwni6Q0bMMvwYVewA20PS/nu1rHuvpOY5Qcw2ruBbGVZjX/Z+3J58dikiiW+BvTkb2uBp+K/Wm3g6Y1nr4S8vYA+NCmh1"
    "83stWzkLO8/yNDcxZ+O6ZCR8rahDWJm9fhDt5Iy9n8ms2I7fzdtQjR1YLarX32eNYozgVLBK5E/iqqCt81jMV9YmGLWN8387i9dK"
    "xPMvxOljplnNad7dvli99yXG/q5bMVeVf6i7pY1gb18JmPR2Qspbqrlsy9zfGShzMcvDxPA+R8h02Gxd5RhY2zOoh0qwfgd7RjPL"
    "3NQz3liIzx6LPTRMuspEXNkdV3rIPPLKZry1WuhNw4B0xVOXU8q2E4fW6MizlcY+q8Yc2Nm4jDyXJosvEasUtvincRaYHDqabFcZ"
    "Blr1najryHdgeaXdyLh3nJwvxkE0i+dop20kRaZPreNgi1LqLyRSLwZ7s54x8/qsPCn2mtThJafire6Sp+VpTQS2Uwr1K43L+vTI"
    "cLN8xrepp1dZwohIIbEDz0u5z001aNTv/emUYl/q3+RYeVBughfXHzt4BGZ9rL4Gy7uKucZz6ONYv5ILJJ+WwJZmsPv5xKdYpKgP"
    "MdoFZP88EXaqMmu6i2zv6/MqmBGxDsuGif6cI15CxPjP+IYhbEYFhnC3jHyZthWXl13Fzll1+qT8nZ0On8Ycl2HNv4OUH6NvEwmx"
    "lZ7ou7SUSqjZlkEumrdizwp9jbbzZe70XGH5Ho0aelbBDBvRVkZBHAtDfwnJfptixWkNz+BmcnZdL7MZyX4OTyrD/huF2fsg+A6j"
    "+we8hFk4AxP1Q9xrAbTLItjphbDc1+kkmSTWVfdHHdmMP/e/rZsyvzmuGW7RKs8Cb7//b3vjWdw1Dx6Wk2ZPErtfzTmtxl1iHkkW"
    "x5ys89z5T8qN7DdlFUaVRHhN8923NmPt9pHluLPZy/tjj67FnwcxEme82EWsw/wznu80dGvs03lYzZvlQczzrjJUTpbz9Sg9G6tX"
    "BTvoEv1ebpBi2O4v62L9SkZCKuwN6/dYIhUS6roVXi6O6TzFugdDZrWGZrUYfwHs2J/wiXU4QS9SfrWm1xRhfiVTexiFJ9xdzMpd"
    "oS/BM35PLsBYdpWHyR4Ugd6eip9N15vFKvRT+iSs6Pfkct9rQLKVPiFZyGfBn93IrHWKfPQ1lA8V+qj8m7nGtMfYX+h5myu87HBe"
    "lWR7gli+VMTVvq/ymH4XU10ECbGQfAqreH5qmFuJE+t1NtbV6t4TrLjOdIlSz8poJ8gxgQxnl0mL5K2AjE3DK1ykX8AmXQmP6xOt"
    "wUl4Ac/Yopuhc44Wy9yuJHPPJjXc26mYiWGMEeTqQJSptbBo8IGsx0wS49i9mWxfFValre8o5VBCSWrhQc10gnddGmPk1rI+PaY/"
    "OpApD+cae7EUemA9bcvrsNem8FpuRr2RzJP9rDuIVdBbRcxtsrtMIC54OfvBGpuxYsdaFPA3yJBzxfqIpxgjOwg2kl3piNlZDs9h"
    "kyZkEzkxY+S+iJMbaStm/y45C7vhZUhBq375mT3Drwv+DatIm3TtsdXfPltBl6IcT5OBw1XYKvM3to7ded4uEhtlAvMVV4s0l7B6"
    "4QDZQ1rQO0xSf6WJcwyxd86RuI8rOrvRcQOtwciXkjfGovobdCaRqGVk5UyzP0AmSidN6nczfYYdPsQyVJcxQrdMjWuxTmfqh7AJ"
    "6vR73KcPzs5+5LfeUVy1STtpeq+XmG8rYs68wFey92RHg81SLS/prLAvrIGndUCQgDTID1/S63E6rqUN6DBJA5mxNaa7OsjsNmIW"
    "n2nXw+UhdrCO4mTvELjuxe3Fnb1LGWN/FU88UsqJOdzCeEgE461h7fwhkJe5pf81Evfx+Nn0VaO0BGYTH5Lhy7EYY1m2NqGYLKS1"
    "ej9R0OqzcVH6O1WsT6vJYmyVtYCm2V6UmTxdrip4tubz1G3R07ytl/b+qUMAFWNvxNh53nJOISts2otZnlfKABlI9KZJj2pKpR5S"
    "wojw/bDdc/vbzWVJN3PkxhzmWIFdTKmwmaxv7iu2B0pw5xGMCR6FZ1UTqbYYP38Tq/kgszJV0PCGYOiCtegHyWvZ7K88j+Hr+Gxa"
    "WwbGRhRm96mxi2o2NlZDllplJLSOq1DDebIYycuwXo0TJE7mFEOLrMX5KMeo/ogObskIokXDu4gxgpSz0qQF7b3/+1zn3lW5v9MU"
    "S9Jim1j5CjIrriVfU7l+DQutTA+F57QCMvUaVp0V6AXQLD/LhTINOu466YLVmKlPYMYvl1MgZ3eXd4lwWqPfQU7eDr88T66A9lgJ"
    "PzKJk2fY5dV+BbYXlzOpYZeXDL9Wgnb6HYxx/OrzPw08UfWeq8d29Dxal1eJ47NJ+1yvq2CpZW8Zt5csqru379WcaNKrWSDRLbNT"
    "73vQJTxGxEZwC3TFr2LyKM6uUyU4VaN0QTPrk/tKV/nPfJeQtzfUZJbBLM6K0FrPpj68mbOQ2zf7gu+Y8vGthEdo/Ustp/oBUThJ"
    "ahGrTy3Fr0lEFk/BPvkUOrI/vMJ/MqZtHTm7YR99r38V11F2qLgK1Qj7ImTYve1c9mjyXnGPJjlbXC1mUZNcXm45+pQ+F/SFhWfY"
    "yAXaFh5NkS6Cdb6MeVMnlc2P/oay7zg5kX1HDpFMz7ao3qsTmV3rFGzAm14mlnNIstbtQkjUcvgLf6cO+QhrfgQZzyq1RP6J83sf"
    "Rr2cTB7KPFMDuwzGiZ1bh1nIzbmYpGxP+NW7UdT3UUtnWSbqstF287SK2LN5T8x398CY7j/X/sEBOgf/9/DWz+8/p/Z3+uB1IKtB"
    "7hE8rydDrlmu8Fus6xXwYjoF3+rFwTScpb6MZB2D1T0Est9iu3OhnzfhKYP/6zlLt4ny5WLkb/Ef15xcyYWCf1Nuh03QV/6K874H"
    "LM17sJtHYr8PkFp1HbIjGJU7kSezn12E1pLZyBW0XdM+PxHxETllTzGRpJd65fx9FaTvVthfXcTQV4MgfYwXqw9kwkqdT8zkdNx/"
    "CLTbWTgPw2V/7LfpugSWXAF24df6PmTX4fAAZ+jfgqnZ/V6djfA7HtywmRqBej1TrtdNsDYm6DHYlx3lcBmofYNQM70IUuSJEGk8"
    "Tz8Ss2C8d72knJonTq6Utfh7e1ZvB3yTM2Ue5uRteCPz4JNW8RtRrKQhjlfzpJ4avIO/57MaxnUIXQ2ZZOd3oizmvMV8ZzSHzNBs"
    "n9BcNvl8MrMX8UmPscuedWcxyXUD/OfzpKu+h51UJYXygFVwhg/Cvzd++l8gD5LkvgogRTZhJbd4bNvvc3T8XrdH2aYPYcgsR+gt"
    "1rBJLaDbm01/FhCTVs+endWQZwFrJmohB1cyP2k1RIdBc+2AkzCL9bLvUH+097EPZ9t288iTBK2LRsu8MU/UDzIorkNb7Rz+kC5r"
    "uW9weLgsHB/+HI6kpZ+GD2UW0BptH9R5/6vYy9FN/L7rCZXORjHaY7TP+V5I73g2hLjnSv999o40ZGOcesTV7RX5+1snPEND94BP"
    "rdwroUezhNiZT5DR0+y1a4IG/rmInmhTpEaHJvhWZ/M6Roco/IYY91fa3+NgeFbrWWX9FnaIxfEOxjd+aqYDRKYvVHU2y9+STHWa"
    "9fNcbEh9JLaf7MRsTJqcKVb1FGd3va4ykmyaxgbf4PM8NVmunzRZXy1atAszzEkyjSTUIQyLiGltZCFx0XBV831uEmNTfZ7PXKQJ"
    "stZaFOwOsjyGnu/OTsFKnwuIMnKrvq/ZYur4JDPZF8sw+HX99f2ws4ySk4IvdTcdHRiToMV1rW9SgnryHMyL9Vav0nflGMzDrdAX"
    "43B6h8nr+pF8rqPZxyZXVPdwItSSZM+pJUdnW/Ir1sFPLSJ7TkvI4Gq5FHtyj6CNPCDVYbWuJNIj5IxYRHlfsUzUYHkMq/+cvgF9"
    "9TGuf6U/Q4r9iDNdRL8z7nvObvZ5YNNC1fpvtWrQ+4LF+P153HkFJNNL0HTvSZx7dS2lt+vIWkt08aewygcGr+mjci+k8mxInNMw"
    "+59LS8iOOlr1b5Mz3NA8Vu03HfM6FdJ6FT5ZztzXGuyFP2MXWSeRLWRa+E/NZZlJkaeC93DOX8F5PxDSZVXYR36E9L9R14tlzpzX"
    "FvfeilXnx7zvXIif2C+rBBnEOGKM0Zlc0jIf3mYRZtJwu6XYXT+RNStBlMAa+pVxdnOOEA+s9PTsbB2Y7bic9jhRx1Gw1rPOumoH"
    "+/PkLPu6afQW4v5e5espT2SkZDfmCHaFTeSYD6pY7f4KTsALOhpjfUg6Be/qeB0Fj/Bn7Dv3Pi5nYF3tAnH98VKsV1BvX9sZMUxV"
    "qZdfH0OmtpY5mPdF9JCqsVtPo+4O6Z+muQ+tMj5KtrQfYLc+AC10rlgvkHWw4N+0qh7IiRAegmFPe2H0Mxgd+RGf3wAb9lDq97W4"
    "ryGirItmIe9dabUIMgX/3gFn+2vYOsbu/AtOyJH6RTYevxSjvIRxJbPwr6f2dPrjUqnzXl5IzzdF3rN67KU0q46WeJ4GJ0siRNzZ"
    "p8uoBVO0O8ug5X7FqtaxkqGO8bi1YtUlVlMwyNdVO5/FqiQX4bPD5FF4FYfAp5gAO7ubTNEJsFfGQXquaCZ6rL7LtHj2+AxD0sHs"
    "unEo8dgbsIcK2bm7AXceyv6Zy8n9ZFiKH8iy1YM16bn9ktHY5yeI4z+wvn+LiKq3/jy5rdtqzEIcKxd6bGY0y3K2HGvyPKOC1k39"
    "G7FYjGV7ZsNiGAXJ0BMy5cTgSD3I2EmC5dANP0A33CIVZLqOMO5pu7orvJYPsO9/k2+hvw1rtAH/L2QvyHys5N+gF7uzviVKG2wD"
    "vnm+bMC7/4PdccMsH8pW9ng1rrUr5DPsnFJoSYsGXUA20uvx5quxv0r0RzylyNuvNXhOJSNnXSX0Fd/Ow9vf11Vs4Q4ZKN3ldqy+"
    "cY8sIifRabCE7Nk3SYZzM8naavuznRirzSo8/3GchL4YzQycxPbBnboG72/IVbMVjmI3tAXU3MZ1G0I2xzwvbYNH9pnP14NcXA5d"
    "dTZXYh1PbTlkwB/5Tm75Zrx/deQYr2Pd3UJimyw2vARSfwdo6QV4v83wOLBGYgjJHz2LeDyLjVvPU3EzdtxHGpX1kFZvsiJqDfMu"
    "63x/2wxm81rWcsz3ut069ljdRxtxkeZC2spJ/KyQbxP3Eegy9uispr7/C94iLtN0mT4tm3Ua998W/RNs/rkYZzfIHUMPFOE7D+CE"
    "rNFH4JuGrC80WX2gWF1zB+zeGsjORfjuIoy9ArtnM2s5t+rt7GBSy+fX46lteWLrqeuc7XiIRBmZsChdPfvGW0eLUsbv4tQNFh+x"
    "9Y6RgyLF/RbQH7J5t9M1gd83O/Y0yfAKp7K2Y/ds573OzB47/o84vJyUmhwp8pxDoe/9m6lBjrBvUsizU0FsvuI7xlRmd1nHLEZU"
    "R4hjdD4d48unJfS1jpT7sWrPy1To/UfYD7CrTNezMN93yYWygu9xL7TrYpyMEp0MKT8DHmoh5tgwxgNktQ7GM16QJVrtsyj7iuNv"
    "38LROe+gEN8rxtwY1n4NMfExPSK4mVUu5foK2WdM+hYQZ3A/7jYX9ziYjOwN3qNuGvnJdeUG2cBZO18ayKFZwHyK2WerYNWkyLQ8"
    "lMj2KGNP5pO9iVlfgac+hz3RH95PnjwSpOUczN0neh3e8gG830Ts5SJYcvXE9pY2YzmUQw+nvZfrWNxdvUxKP4G33BeyZHuZhE+N"
    "137BOMjKj7CuzaFEc8Ugc3tgub8TYgU2Qm+7E+kw6FbF8OsfymumYRNWqaGcKjHvPWUyu9GF7JuU6zvVtJaPFcta1cpDPPVTMEeG"
    "Gd0L/ny5r/Y2+/cXPYHxvomsYzAemRX6GqTdAkj4LVxVyw3G/JU3xLJoNzDuXcc6qEJaA5ZDj+GKqyUwCdaT1VZVPhp/DmZjHbWi"
    "WTzvMb9Szq5YtYwpltD2mcTuDC5fNR6/NrCuKcJKpO0k4SMIbr+7LntbyMnhqnLsuXuQjcFFCiPe823ne7PtKQHRtwP1fr1Z5+Hc"
    "lRGLcZvtVcylRTeGSUcZiVM6DXJ9pH6GMefJfMi+jM9Zmu0Un4mKV7Nqv5B9SW6m9zlQWpPzKIadUaTvk8WyjNZBmtwQu/B8Jryl"
    "ahb+QHE5vF6QqCMgTytltbSDpL0OUmKq2vnoilm8XlvogODI8CDo8Ab4F4/rq8EQfZsxzoRnOWvgScijHdhbrJfzTsT/psjPEsXZ"
    "2EB9lnvvJKFp6+mzpsmuGjKeWc1Y6XfsbOXQq64GfiIsjQvxk/Vk0HJ84U4eL+Dct5Th5Kmz6uzVsNyWWNw0WIA/c0do6+AT12FO"
    "Qo8mMnTWOVLJyO8RsJCKaPVfLdXen07jnhX6F1Ysm32xUWexEuw3WLOFkE3PwH5sF1TrP6ALPgln6ZvyNVb6c65PCrLB2d4mt1Pc"
    "hbMwJw3kJbZaRYvI5NO6sHxJ7ko0F13f9n225/sMlydwB0PJ9IAtO4m1c5P1AnbVPRvvtSqLr05k+7pZv4M0kWeux1sqy4wZEgHW"
    "Rxq7kjX27nxZkp5TJ6K3U/sbK/CFeK8DeH5chKKGeySiji3mV/x7BWZ7LHR2W4zTtI31nTrAs2s25TN0b3yn2Pm/lrzmrWGTRyC1"
    "p0K2lMPjKPFz0A5vbihci/G3JIZ7L2aFrPZ+I098Ge5gNb25ubWqePIbPOrL5T72ZXzpJ9jem4k0mQMLYqyGsKOsy98J0PfvyGnB"
    "TsxtVEDXVLFPxXRy9Vn05Ixt2IUTZAStxNkMfXfAqM/vXkNL4XxISstuT4EV9AbuszNkZ4/g396nC0SbVBm3zuLkbd42+O4qbqcs"
    "0cfJShnVh4ksqvP1kcVqHQoWMsaY8ozrtT5ebVnBIaxJSHuMXMLHIU3zrdR6n+VOZbl2qrGDQ3IGmWdzuTiJuEo7YhXmQsKeAeny"
    "BE7Q0zIL/96qxoVbAM/akHf1kDGh/ksS5Of+hjJtIU51rY+uO1bBNGNrIe5RTJvtAKltEm0MPU+AY1tsjIXt4qNktsNbi8t529WT"
    "fGxwDf3GKsbRLxClVeF4/f7FmfpO3sazfsMnvlLjM7EY0h1ibM9bMAIX8drs8RP1OO2zMQeZHkN2dYS4GJbrdV3GyNRonxmpoiRu"
    "Q921lfn1IqxyBH/vICVE1W0hQ8piNb5y8/JOxh4bA2tsJ/kFemw9Ix+7Uf42kOk8Bhm7GDK02sdELJ6wHqNZQQahYkjBk+RKfRfa"
    "2eJ0NbhHexmDp83QUzAf50JyTNdMPY4wR+5mqQ1+Mly0CUdFHfEC5di9SWjLUq8DQ3JwRD2u1711Y/T8UHplM8jgHWPWqpLcnIbL"
    "rZeqZiyu5rLYS3wEo55W9EZWMnwtdtfdaI0M9PwaadauhpSVB3jUoJNcDeQDCHnqrd7/Ap5zY6coVsfKZJb1Rtism/y+j9MarfFv"
    "XaeOASckO2TIThUhvYxxxKaX8tPG4lEIb8LeeymzJtXsJ2P8jtbBLg2LuIXU+IoO2zU3e76eajKV5GZjzK3N/siVP8LLlvtupawv"
    "qNMPYQGZ/15Cj/wHncFq307SmzaT7RSrnfyRGr2eOKmdggb20ruHbPXL9SLsbOzecHn4RLC7ebVypZygL8BTbBecIhYLttkynGWC"
    "7EdVuPZ32VtOlm2zD+73aZjnKdDE9YyTDhFXpVRLX3FGswybO8IfelNcV+qVrIu2mssKshSmPCq9HXdQnHvLMMLWHex81lkYN8EW"
    "ci6YHXaa9Ag/wZlbEjyGJ98eTsG9ugevUq6nvFz7nJLZEA8RxvM36ZWS2SNJj4zY6D97ClHXGRbyelZHuT3+OFki0j4nZ3t0vW5k"
    "vmMuUSz5mOMa9smJwV6xasd79Ct5QHaRtbBF79VJWJ995G55QW/QTE9c/a/MZ2M2PMObazzEScb3xpG/eS1ZbneW/eUlsbjr6j+E"
    "0Wyu13kJvQs3AmfTnEtMoyFCnpZVWWRJRB2bY5KVlvFs9w+HU12pjovq/86DkTtn1tjhz1iwLe+T6Y1mq9nPc/SY9NzF5/0MHV3L"
    "DjFTiWiNMUJdDW96f9nEGNG14uToWpyNKO34fPgRf8P+twiqZZdH4J2nwgrZW84O2tDGNjm9nMgy243Hyk0yndbR9tzfmSiOi1wU"
    "0tq+RWZ4rou074zl+tfWeNRilBWyDzDqYYzc95Fbew7GdSIsuaXQFLvLLdCNzXU/yF3H0lyFS65VyF2Xc5EYe/6plJxbyVRuvBmz"
    "IafGQPoU6Qd6k26UN4KtoVkvPWV/WLZ28m6hRVVHaZ+pJaxtZgQxH08O6ZHEsCrqd90QOVhW6JM4gfdizf8EG+gjZnh/YwzTKhRT"
    "7B1oXZdqsVMi7L1eqBZ/OS9Yp2eKrfd6rKnxdqWzGYgEsdSZPheOacSwdY9KlFq2AifPqmJLvQ63apNSvdizYxrGIuYRP64Wf746"
    "/r4k+XSjsBMcKjVJO2MB71DKOG4G+bzReyVx5iN6yhpvQbg6m4yEsGjsYngRu4tx+z4qc/Ev412aqnPlWepSl7WK8yxajd2JHNFc"
    "/QhvXU4PbTb2VpEeHqyHBHtUGjS5TY7ZWKRcvU3TXvcuZzpAnDXruMjSvi+CxZguYz+0qK8Aj2mGsSdkZ7GUt4QzORb3Zr18bUzu"
    "79QRZ2ORmGn6LKMeb0Lnz8Hc1LPm8jAymE6HVvgM2n8Ori/J5j4uYe5Dfe4j7vmwzXarbGLht/Y7vIHMEU0xHpk3L/d3TGY5/u29"
    "j5PmusNWNpHuOzXJP1gG3vFR/g0n+zLYS5aBGS3vewy/wwE7T/Ba1mbWYZ9OhwZ7DX6M1ea+hBP9oFyI3XpgkHsEg30sPPRxNpMt"
    "CV/vniBKJsEeU86XiuEk3CrD5GGM+xXjzZbPoF3vk3n6pv4UHoh7HSbqK+dttdpJ6Pti5cYr/xF7VH1n8O885sRyWsdKDXOezrsy"
    "W+dQnPXnxTj0rFJxTynz3m5vSWf5ENcza/u0GNtIXEfipH0pE4m2m82oUjRbJZMZdQecOMM913v/w2LuEfhW3akjWnrbfWdRX2Pj"
    "ItLpLEbD/rshywlkTzdEyoNqVazjMZ5fIBFKYYGsxLjfwHenGPMIpZrzbtwMuTrhfT2zo5s/191ciC03Pg3rPX0wPMJdxHqPp3Cu"
    "c69COeSvSEdWIU+FvJgkiyDT39CXofEqIKsqOSdH8zRUYoyDsBaPy/2QIotZi7XOUIhSTTu9nrZBezkFtvZQGce9cCB84LaswkvT"
    "d0h7TrZaH4GPZ3uwZ9gQrJv2rsRVFOpPUqhR3527nGuxGae9XMfqP+R7bZAzZI08rudiFA/BwnwI0n4N49PPYnw7Br/hW9fJJfIe"
    "ZNuLOlDfkTlyKqvpHgh+hh5qaXkX/LS5ek39Dx6zNtlZz4U/cH1k074Te5QnbYqXCq4PWdT3RIsQb2/W0z7BdfIlbMJ5Olo/xfwM"
    "Me0TvKKvMn6V8JHwlK9KT5A5q86znlh1+GHcgylimo0VdRHO0KviuM4KyA+Q9D7irZAw3bHr88jfeg7247f4c26zNnkEK+J6kaQ8"
    "RsXtJbPKz5Be8Nfr2GmxCivWk/Vvub/zKj65SJcT1WGY8MeDfaD9TiO2qoox3jDbg7yLOMaojtKQA4fXG6fP+KdcfX41raWRxs/N"
    "mpc0d+B6WJsvcraMFXqOXg69WM1oah3ev44IFYejbFrR2DmLonKo2q6s+4gQ2eaqBiy7+rL8b6+UQiLsh9NYgpndovMxUmOP20CG"
    "9EG+ci/NuEoXb8NG8PYZRjznwXYX9daJ24sR3292Q5Yd0bCml+IpFThL38M6axPciL/PxBl5i55+PfPOFr8/iUhH22+dZSCk6gb2"
    "I7sTfsaJsjPGs475PssnXyEH0qtqgB5ezmy5aRFjM14gdsq/wLP6S3tyPlnu0KqeKujfW7+km6SX71fcGbLEeEr25idNfj8i+9OX"
    "SRB3EMWYXGfh0+RRL197NdNz2CIFF4vjparXY+RNz/ewazNXTPNVYkwJ8gIPZcaznjzFGesjw5pZ5VfkoGa+k2Qs8EvGHPrKIJzL"
    "CDvrrtfcd3PVCYu97j3Vc2cZ61wVmcT7Mu61WY+Sa2FxFVtvEc/xdby4TilnyAauQpydYXLJ3s5YkSWsA+kmVqmypxi73Y/6DFZh"
    "GXzq7dkpZoOOgZ/TH6tZqt2kuVE7Nsmmz3FVKJt1KzPm9WSq+l4cE3s+/Yhcd2vuSlfmX1Nkx6khX0k+cbPOc3eZnHF42ouiPiJu"
    "cUSzDBIcw37ytvcxRnpUYw33jq3jUCJH6ljhFCOLiNnK50JD7scrxlZ1iHwNK8F4LEz27aMfUD8WYe+UQPO6mMsqta7uA9gh7Dec"
    "14R+yLxcHFad4VvPIJdZEbNsJ8tAv4ct51BCuWMZmhRjao6TTtm/wHXjLGdUop4Mi9YX8GScRmMDKtfJ9EoyrN/25od6ZFSCfcJM"
    "3sXhG6/RKryDZa0isKZys3c4VvB8db1nz5XVXF9XV3qUJJpYM5n+stH/h7T8/ZX7I1eqYBtXYhQb9Urs43xoD7NfV3Bv55MPYitj"
    "qIbOSuDqVu7KlD93UZ72FYz4JXClubxZriqFneXfxCbbfBhP8Ydk5t9fjKVqKbTywfSGrI5ovY9rpmnJrNNK1lyvhIXVC+9hLJnV"
    "ZKm1fl7uBJeQJ8XkaCEjqA2skSxgvPQG1o8Pk1nYU6/KobImPE/ygrflQ2i/zRh/hY7H2XZs1C7/ECHC1lkQN0I+WrbyPj1bTocO"
    "3ktm6kxJ4l32lnzmaROMvSUpGV9kJ7W/kpczhCSwWgXb68fLfEZhK/UuaKt/61fQwufhXUYamy5soW91kN4XVobP6yjohFv1ZK1o"
    "86lup+fr5tB6TB4qhoz/gfHISpy2GlgiPYhTSntfz/bs2dRrITtaRrJV93ZlWPaKVSGGmrG5Hd9EDUffm5l816834X3rDyCLRonr"
    "FlNFy8SwSMf7qO8O8ot+7rvmpD0iP82utrCVrXOM9IaV9jHWYAksiTfgu+fBAt3TZ05DX7cf8wjtWDPsA4Xenws950w/cZo7xafu"
    "4mNwFv88yOOtXOalvaS1KXvttnHC4L/iYhHmVq1nws6wxcuYL3TdmGeEPaCXHpK+7Kw6D2vTaru54fu6n7cnUk3u3W4bxtywyZW2"
    "2SvO0qj1trySya3eS46oj5q4GoWjxHF0bMHeugTScSV27I9EDTwEn/JXaDPLU9aq6zNVS1TnG8TjNUYAo9m/ZWa4lHmaNNF4xcyL"
    "nyPWJ22F5w5oZDOxDh0ZhsejJMI+g2nGAPrLbGjZapyOVjIcd7wJY2hjSFnIkJkY445BFd8yzkiK65aXIst2DFozg1CNeLRqYyeQ"
    "lGeVu1kyfLxryB5gq30eeaxjjJhmuNIiRGHU+vnKWM8HSqbTStN3UcbhHEYgcyWhmZjoHoyq1m3jy2TmzUVbrHe5sS+s87lIOxET"
    "9SO5Jsvpl85Gf7aq6/ucpNyLU0e5mPdd1K1JRoJOY+9NyzMaPuJwSIUTZRlHa3GPo7JrV5S1seupaxsx7wdKhl/DfXJKdtTnSyYG"
    "n2Dsr/EEZXJRSR95zlQFGla40CP8HFqsES+2qzRa+Zk7udN/IHtMZ7B6YRM8516SzjJOqvdt3ErsJO5vNeTkrMfOi3Ee1mihRDTT"
    "yzD01Q9OqxwgmU6FaTKcXZeNZK/ymeD/zgXkZZkkTeJsL3+XjM/0EaPUbpzb035LZRnrNbsrW/2H3Giq93Nd+f0zZxGH7WQvscpR"
    "8zT/yf4n1hlkOfTMXdCfS/Bm+bhi3KAbcCY3NCMTjbO2G1EDVvdbS6RZkijGYWI88la32wFatYyrWM/KKHu/06Uw29k+w4UR8zlT"
    "tzt3xp1WccWqWa9vfx5GVOZiHSO3y0o8+T7c4V1oN+PC2Q53fATXCvQlOR3z+AzGsgpvsRs7HlboPyAbWsKKyieHyy9i+S2rNmol"
    "z8EKKGOvmvXq6mjFy4WOlAcNHtu22MdCTddfjXe2PWoV8c2xAmxgfUQ+JNxw+RnWYIQ+7T7ieO9qmBUu5z5dTwZqY8Yv93NUS7lo"
    "EuZP0lMy/Oyu+uZ44qnVd937I1c2yHXwGGphPdypd+jjep7OybsbY2rHz7SivM+g53eQjIwKfVwj5U/ZEHqBkWysSn3sPcmIc5rV"
    "70lm/pQ9Z1x36SLY+RMxnvFqfcVnQHtMw58/6hr5E2yUqySDoO0oYZavqBXPzqVEwh8Le89wjjWwkQowYwXYY/vLW5A5x0FCXaVn"
    "6dvQAcv1r7g+MnhXn8W+3lkGa004XscGW3UCbK3WYjHPn/VBKfAyow1HmtmBuTvkXuh7G5MlJ2u3h6zpmaN/8ZH2Wt/7ySLVkzzv"
    "pvvkfZ7jvSobwWiqo9tn49SVWqqNHcYyp2+QOGbZBRxxmX4hjrenhhmm5VnejBR1unGcP8Koc4zjORlWt0WhLUuxDju+rhmE5Dw9"
    "Q/8FH+BSKYeF/Ky2CQ6HdOihF+HfZ8gUeqgOXeJ48+x0rGdNfsbH6CzDfL+lGtzvU8+ebFpjBzmbvf1KMF+XyEt4zp2inj/buLH3"
    "YGxPaOFbbcx4ZiRO84wCIXlR6tTNlWmuGyVFHytFliPXzTnGM2R7swz7ZlMzPtMqXx/S9KrrV2M1aknWaaU5V1attIZx5BZk1owy"
    "rtOJudAo92raR8OS2UxFBc59OdEUt5Fpdive8a/ktf8E7/+Tlgfj9BZo2x1h7e0gj8FHOAy7uRay4yWd2SwyQSD7Ilmm8aaZDvt/"
    "gNc4W7LVmhkW6N+rhlBofJcN6U42CtNKAfuKuOr8weK+eSVRW8b+0VJyX3F4kiP9nv2e91+Fu57n+2g4RJY737sRTdpoJYlcxu+N"
    "1UyVtuH/1xNLVaRpzOXnuE+NGt/tF15XJv2ptX/dJY7ZdjGRVA1ky00RpV5Cm7Zc3sYaVsB3siiMIWaKcZpegUfTSe6XCE9stedl"
    "SlDzG6ffJusgS17/+3n+S+DDROntJ3XbfaXs0C7iWHZN0l8nbs9atvQk9mEeShTArtIJejRN7r8C9gt5TK5gJq+A/aDymds2XhOL"
    "+66mZbyV8YIC/KwXmRM2+m4vm721lPK4h5D58APle1/7GFLfjhCXP9pFBksd9Uwd5dDVYhz8m/DsSfAXF0qvIAF53E/fx08NDfAK"
    "VqmB2J8aeJotxeEk35Y+jBvoNkicpkzVo4O5smfYTo/Ly9ffwhkyOVyhpcEX4VPNxq9dBLO/59Op516xbkK5mf8b686jTVAtZmX3"
    "+S+8i3qd2072kLMxQ6/pvDApf9LhOlmOl1XBfV7DtfHIDdfbxdmaNpcHc0/3kkpvGcbZOS7tq1NshLv6GJXJoI4yCn66w5JYP51q"
    "xrF3kEO8BeSq59rw7VuxP27AuHHSMzwmIf8y9rLD1FsM9Ensoy+hNYv0LUjFQP6iXwS5eak3c9+HrCqKsgNolHjvBEdpEYFV/qfG"
    "+PON1PtOab0l3QShqd7uhrYILtI3cb6+lvP0FljAHQPoe71DXO3TMVKf5ZpP+JG7dSnzWmyQxL3NF2qPYJEUhM+wFvcjfVqXy816"
    "ArTavrJCG2Q/aPHlZOqI6hRGhr6E3OyVxZWEWe3pGK2T3m/cUTSb697OM8pUU8bUUVp2ZOa7zlt2JewRGbJKrUb/RvYfQwS5SpRT"
    "KNmPw3pvoma0OOhkyiKzja+UU6FTn4ckGSvv6Cier1LqoTR1QwV3xclS5eVUVFt5ht4BkuE5LmC1q6EqjmYf+8FyqBwGS2gTY7GO"
    "r6yONsVVvH+MseGQiIXQVw8N9Rgp2CrBcUFf7OZvgi7yUPimPqzWXaG3XslzlPC+1IHerlCufMzP1fzsfJ4MyWRvcSF270a88euQ"
    "fX+Flkrrj9Ddj1EKlVn9POOyxl4VZbzPnrCZ0ZztGGM3jKfVcVlH3v2wA/aSq+Vx2U3G6TeQHBtw3Wzy/YilKcPsDhXLh1kczjh0"
    "ymhPJHwebh57hTvW33XY1c5vNz+jPStjAjEeqzR7TBWI2fOHMWtnfbaNSWsR7jdPdw52k0k6Xh/Ce/YNbtG50E9D5Dd9R0bhs2v0"
    "bKzrGcE50LWHQTa1xOiOl3tZIfwhfrd8b6fgNszdP/WrZjyjDD7RxX8c/9k+4nCuJT63aBLc0EGuM0cBznQGiaK+M0GMXpOxh1j+"
    "4DB6vSWMkNkbF7BnfT1rSuJESqXZDdFwoNfKUszwTvI36YWZWIb/5+INLH7zGkYxiz5fMSP8UbI3T9Xn2fMlF+t97iudGPk2XJJj"
    "DW0v1m/xVEYGF3o0THvi7UyqXcNYnVXBulhAPuvxLV40WbeIi3q0kbSm/wtNVwrL02X+Isw21dLTTNIHz11942oh48xeFennRL6X"
    "ey6DpK/8dN7eIHF92XLH7CL6Pbm8bG9bnuhrcisZs+wBkMlNdZ9m8ShPwaa4Ar5fHbw7hcTuJsdhN03TvWBfZtB1vSXuI17lPhrm"
    "RlGXRW4PICbC+iqt1Jf1Xdg//eU66PZC2Mrt5GNoBbOVq/Qo32HB1bMmvS+d25fJdeUuiWW5YRzCJCRi0Oa6q7i5bgtNE4jLcDs2"
    "kw1SyCyOxUO/oZ1fTmaQXr5fidOOW8lKH/W13/+GLfEgYwfmI0/FKi0kLthZvYWM8mznqyuMtfgiyV2Z2oCTalgKZwnV8Q12y1rI"
    "jajDffhnAT2MqDbmjeMeKxV6j66elYOOPXU+a6d28zjKwyWWtVbzVbOZwT7yK7l/1fdFTnqex0qyNrkY1w6MU/VlvWAb2C17yYni"
    "WHTrWNdYy57aCbKQd/Bz3W2buY563ol0E7bc0McQrWYmkJQ/r7Xq4m4JnLvf4GVlMsVm9S2SBEeRbGaH5EaolEMWhrosy8tmtZBH"
    "yEA5AHedjPd5lbtnCzVLUus8I+JJMogr8AhGU0bOmWdgE1U1w3nV6Nc8Zh1GOcuTtZVEm+3GlWsOdoT30IFcgy3lBDHbvwB/uwin"
    "q6XfcV0k42dFaK+lNDfXUQTrdJAYmiPTqyDOWswUez2l4Qs9Is/JUD0qsN5k38BmWs39/xXG9JK4vrLGvHAAs4IJtV5hcdoYDfTg"
    "DyOH+NJmrrSUTNVRsgnTTKIJhsl855C8uil2TCzFrH8CWd0NvqPxJU7VYWKdIK+Up5ph3J3KLjpxPTXYwvy/8Rpbxnx2s3a8Q5cd"
    "I6HfBSHtZMflaLbXeIlSe69hTKiOvCkOOThcHGKummN3zNbWWXi2vs4VqSfzcII5dHtqB1gmVfQ401lUkjttxhA7hb2OnX1+vzhe"
    "Acdv8C77jzftv213a0Xkbq7//vtKxuocKI2R53rvGdawKtXF7jOzY6frBp0UHiRP6t2tnwgf1Wv0h/BjvVX/Ima5zsG6rFbHSea4"
    "UOOUnrnnugH61qo4nZxL+O9mIjHrGOVxrNBhNtuTG5md6bu6s2iTTq+ht7fsb+exvt/FN2q8r2Onp0OWo97u0oGj3F+i5KI1i2MV"
    "0SQS1OPvX3Mn1JBl1kUQToP0WOExopZDKuV6VBEX0Z1W8x1i9aujPALAqo6KsYOegDVxYDCTnYMW6Pktx+sE/RBaZZR+Ez4hL1P7"
    "L9LHZV+PQ46QbaiBo17IXVaT9XNO1pk6QV4Vw4hf1uJHvRfadT3u+gSkzrew8/vic84TPUaMH8IxALaWWv5ZwerrQ7BOmxiXuo72"
    "cYwZyR1g2x8JH+84yv9KnrV1OJddZTZHYp6CefXriBZJMFee9nvZ/ruHK3at3N4MTtV1Qwz1Ct4hwW58UfosL8o4v4qzsB+f9Bwf"
    "T7BLn1WWnkEUsmXsLhHT9L/g/friyj/gqS6Bt9Ba5kLafKm18JEfgHX9fd5SHQapOEYewRxOgGbcGu4BH6OSaCCHF3EZ095yk2R+"
    "ksAa28k8hPFly6iZ7biQzIbTIZ/6yQhI+TFEmvSTXT3O0NBMGb829FWZTi/W0bPdjxIrxlO3G3lmqxkvOgn+40w8fyN2cqn+qIai"
    "rSaixa7MwRXjmslwp7fKepXGT+LsvU1kM7AzMwwnuY5Y/7RnuklyDzrv+XCxiNNo3H0sftKftQuV2biwfXYZpPXNsrdnAk9mrSuL"
    "Q5hNWaxd5SRI2GLN1NKnvQVzuEzGuO6GRjpKh2IXfGH9t/XNYCMs3BKyNiQ4C/MhAwbRb7K994H3EB1O5kOP7rE5r2Xvzu6B8Z/H"
    "6AFMJ/OV8WEcj9noIxfBjnTRtJWwX0uJtZ8AO+sFmYCxHC6Xw7eYR37C3JX39taryPyfJmt1kv0cUrCu7tN7ca+2LboaZ0ewCWs3"
    "LrxKI+kTZBZ84gux3xZiX1inxIvE/MPWkIUxnx10lmiS1ZgOsVyAO6bIyRSlL7EJGjyG2X5JLpFjxLHNVmImf6Yv+Bs+V8p6zsz8"
    "J70PfiRPTwm+f6JYVeNu8jrecgY7kjVgXP9bhvTmuFELoP1GsT+H8Vc9JW6NLpTc3XuNZ+gYeR87uwoa8m96XmBytQ7e37dYwZ3g"
    "fazUX6HXt4Pqsgqnf8tXvn4lwTG4aoEB0orsugmP1yjM4jpPk0pf45LJjIfeP9tJMrUkZgMmKdESfu9G9T2dKwvSnYMQZ+cDvUq/"
    "0ydEpZ08phPZ0yhPwizCOc0VSJOf6I90F7tHLINnHImnyjuQXtuLMfeVE1sasgb4FB8TyuA9nBzZsUn+NJa1KcdDJh2uCXlOL5M/"
    "6a0yQjvhDaYES31VfRryIK0Oye1snXW+60ECmqqQfuVgxmYatKc4FqYEdqa7MoRXIpD1zi/9WvYUq9Dbgv0Wsst3lH6AcTa0F2NF"
    "PBuaMWT8NU9yx0dzP6f5Udt3dmryHcP59PpDz8l9Jeb3VTF93BTxO6YPuoqxmTfAmuwMT8oqO/dnjHEf6dLMCP7f7/N/Gdv/9n1S"
    "Pq66H/uCxaBlnI1QyQiNjfo3xnAS9NbNozsOn+wLj74F5ZXFQ/bCT+ZR2lWQ+3MtmQbSzBhGYeE/J4bF/bM4DX+AVJL/2mIshdDd"
    "07DfI9A3Fge6GfO4lBVKVlu7u5R6brQ02QY26Vl4E+tJdBfGt0S3C16TIO+u8F/hfZC6nfPuDI/V3BWjua+cD53bDnZDnT7Ffqfr"
    "cc4mQT/Nwql41jJikEh/kWtktnyN73yjHWEFNfiqnNWMOUTYse4innfrqZGxowqo1z6SfF+FH3oOEvV9T5LYORaBraMkOt3H3hyq"
    "NJ9sbyOZuUsxfxljpZ7L1lY1I5U7QNIVkSttbzEE9cFiPCN74fNfc7xVerG0kcHSNpDgW+i8DeFgrMIpmIVWMhErskXHyGI8/yG8"
    "5TJYkmPhf10jE6BDe0LbzMRaDJdfqDcTkOTtfSY6ydHUa8z3izAPbiNjg44jci9aUVZPNQS27Wxala7S7TTW6LlswO+hQ5IYW3WW"
    "rS9KS9z5LL/n8eQ1ibWbH5uZ9dvpYxvDUC8JPV7vZnGsvp9n0UCqGQyU+3tPnp3abE68jpkDi3W1geavgQws0HGwWGbrIH08z/jf"
    "p8HeKcPPXG+Z+TxHD5OZyLFZbsv62+J33kB995Gm/9UT02mnslwnsUNdPdHCLSTT7cmsp1NoF6jHKRcxB2hW1Dt6b1BBJh6rc1mg"
    "IzCfhv/em117rLtQgrnFWv0Su+lfWNs2sKAvklFyhnwqt+lDXNEG2sfRbA1aH3EYiab5ad2G2zT3dwzNdZlUeqRT3LN4NvBzua5s"
    "ZvTYEK6rKcny9QL4Zt/jzJbhmlVn9hNX22rVPdczrzgQEiVfn9Q3raOPvkUmzjOkuwyShI/wpdm12WbwAHYzqGsmopn7ys6/632b"
    "j7sueDmYADtnNkbdX1vrQ+HOcrHOC9bDy/mZe8Ll4Z2WL2VE9SzGdxpr/kLPtWDo8gN8/CbN3Zyg/OkjhvNb6zNfDlma9hmckCyJ"
    "ad8r3uHP4r4z+C5NIo2ZvHuaOyIujts4zt+jjJmX69PYUYvJBJT0SLdyMleE2DvzGRMUOdMzpli/KPv5cujHp6STZBDK5il/pntI"
    "lHKvhue4UjdKBWXbQqKry1lpH+H9nX0Robf4m66T9ZR5m3HtlqzHn8RT0tnsuuOlS3HP/pXMoAXN9I5aSpzxBniS1boEnzb+s3xW"
    "o31Ffooka6TqiaaHtyKOqSJfC6WKjIsNvFbIvHjo1/EqSvK19KRD3yvE5FYrMpD1FOcr7cHeHCnfd7Qx47ud79tpMY1cu2oHX/mk"
    "ZCHJ1B3a/4cyurQfnrc3US4OnZzPiMyuWXROJr/p/punxkg/hlxUDVqGM1qCZ9ewz2xApHeB9gysCmse9Y91ctsF0qGC+K8MX6vD"
    "x1f7qrKTJfQ1yMYCNQj63BjfOsuN0E3vygI1zPxsrPIPeKrVTHST8bBkj5SnoSk+h975S2DMUCfh2mScWmOKPAv+1i6wD44RY1/p"
    "Ap/7Wli7u0KbnBbsCInxuppEfl1fJodVNMttqNmucWnPiORwqXHfyy/Nqj73311NpNiLPoY6Rp/DE88X6+dxiIyGRTIZ9zlEvmgm"
    "o9ZB3tW74Z0Zd9RsjPQznSrXQ2uegTc9FGPtSsThFNxnvf5JjA+/uY49uXX9WlZGF7L++0rWqhqSOcZK0gbMZzn1b8zjAayb2VN4"
    "C2NuOBLSp57YXOvMaJ3bn8DcjoVtMA3n50h5Hj87ASNZg3Ubz57Qm8ipe7pUcrVPgsyrVKeX2zG/GWpmT+7Ltf9B35H52Iu3yVjj"
    "E9bZkFDdxDrP1+nRcqJsJltQOU5Tsd4txiJbqBXBQ5DiVdDbz8L3+0UnQw/NxO59Cad/J2kgEsbFHcyvzqdWqcTz5lPmF6lDLLwi"
    "w7GfJ+qxQScZHc7VT4JI2FMG6gOQ+2fKmHA8ZVQVtEMNsY1OHuzgOyvUZuutzZq3rIZlCWNeCxWT6eVasSqyDqxnmMdccBeZKOv4"
    "mQp6BmVkzbxY7mNF4g5yhPwZ+3MuJNerslcw2svbvbCexkvifL1iRkA2Q85VQw4VYc6/IbdwBbRHb9iXFfqpjpLf4C0uxShW4oxF"
    "9VX9kN5sZ79/Usz8lHofI91MrfwJUuCt4T7EfzpcqzF3575SSuRyiry9MUaPE+z6bOtxgFR5GyfBOLirgbH68yNxXr/BbA+QTsH+"
    "8PNn6gh9TE6H1T5U38X/qzFDu+RNxW7eX6bLy5in7eQ9MY7Yb5hrPgjnvpB9iY9vpneHvXEX4sHclY7+s2bbTYN9v8ZbkGP5u3Gm"
    "Wzeyq2ENPAIJOABW8x06B2/zpEzXx7B6Mb2GXGYhV6ajj5fX6hWslk9S/27kTFawmqZlMye4WBey5tR1wRjuOdXWY3/lwaMoV+v8"
    "dYHsJzMgFQuYFaloJl41Dne9HCezmGxlpZBNu8kQ6OVV+pquCF+S6hYD9Fi5MRwjqfAjuTes02eJUavWjR4l9AwtntZcuQYyylVk"
    "re1MTDyjjzo18Zpcr0AX2XTrnID0iHr+HJuVI2AxFtGfqYVdHWHdWAdags3xruRiDE36Gm4h1s3wReol+FJIIKtXLIYVfyz+Zoiw"
    "lzGfQ7z83l4y7HiNEn2gPAhJ8Rm8zwJW3RTAlylg1zLNxtQzn23r91hCXxJjuUwztxT3dbE2xsE6KjQe1nv0aZy6BTq8xdPaRxeE"
    "lwVJWGSDpSLb+SbG+WlgBr6zJFhzZnxFLt59miTIK/R7rCeduOY9iQ6wHddXXM/u7cRxmMSIuIgTF2F7ZhA5XC6WodhFjkmgM6P9"
    "psO34BxVYQT9cKrn6E/aAtbzXKxOIXyB12AvF+Edin1Gt1In4GRswFMvl0vkXJ+fbIpWC9l5IDfrcL3nA7f3Nkziq/SbaukTG6K+"
    "PIvPbiBezyo7RshGX0uV9js/U181jMxx6WwHBvU9Siyzdo1Usi/HOjU+yRpaJCl47P+JoHXMR/bf7pwTVy3vOo6br34JTnvu9fkO"
    "s3Rp8Dm0/gI9WwfLI/qxnged+YDkZvp2dkdHH/e0n+8ktdl4ZPC7+TmzuUrhh5llYFiNvYgeWa9fQ4JtZWylM/ZEH0guY0bdKnez"
    "d9IMWswV2IkmP4YE5ZB2Y3QSUaQiGXTZwRLPIt8tZ3O9RD1T0OlifQctb5u3jRTL5AEdA0XEW+LdccfLuAMT5NfrCRlsFTv9GUv/"
    "FZ9ZDX+kQs/2rGu/3w/M8rxJ4qq7EaVjPF5ms64zHmN2ijTfsReso/lqla+/sg50d3zWuo4sgqTZAMlVibWoId9mEWtWbcUMIWjR"
    "tqn481is+hZywJVBclv+eyOZNEu1h7i8WoLcTPuyq5H1V6rmqaqhHbArTko9M3+umuJhyR2hzR3vLfN1qqUeHzYY4zhVDMt2Mhn3"
    "01neWeM/XcC/Veq94vz6KO0Oe9JyRtbi5OVK+5kM6cVV+r87LJ96joIkM1jGQ/WePgp/JsSKv60/st/6Fn1P2gSf4d5L8YY3SiSL"
    "R0z7Sq/p+gCk6pXyvLbFKm/E/hsi98IGfxjWxVuywPcJqqVtoOp6IIyBjTVYPsb5Xgl9PQ/rYajxqbBz6lhbn/BedAPZLjMcMXZ6"
    "9xRDljawvt/0yO1iWBmrjLyS59AQ1dPw6WvI/b8QnkYBWd+2YibLLDMoq3ACCvxOb5dFDDZGI+ooQa8QV6+wStVzOIRkK7+A/tZ6"
    "/K1N4Lr5/YS3aa7H2/+day/3lQ/Ya6MHO8jmSU/2bbV3tZz83zCbY7nHZmpUZmLu+mGPPq7uPmG26qLRl4+ySjficbnHES1U7K3z"
    "Rgm1bexps96G2VuO85IPO+WtwDDdU6AZx7InZZXHfL0kLo4wm/ZfMsunYR3PEmRqDtmZsFjfwc8i1Ey3ktHxdnhqhZQwUWaxTW+Y"
    "h3wxETBp2JzGtFTHaMNKosm3Emli7NFHYqwV2Z7lyvXIE8tBvxjcGUzFPvsNa7UGdtKL2BNj9Fz9hOexo7SXRm6UjI88U78ODNGz"
    "BD5GV0io9yE5boI1NZGZhR6c03pWoMR9FCXJeGNncTy2mS6RLgazBFbHWv07dszu2BtX4iSdEoQ6R47FCKPEJqtHSMdpvSYoR9bg"
    "/T7SQu7ffP1KLoVnspQYx4SvJXS60xC9dR4rHGEljNOCIevtLZZjnVxfx9nuIuezX3wxxvcy7NkrifKrZ6zA7b0IK9Qb6OULubyb"
    "rn93vyvMWy9lR2Lr6vQtZLpVAlwGb69ERuNeV8oUvO8y7NXFkIMv6OXsFL0cYxspjqPJxZjyfa4u9Lg8xTlVdoILWQPaUT6FpjhV"
    "joL/fhOk0iKswi/wBX6Uk+EBTGA3up81Le1w17PkfZzGBXo4ZN0/8VOrfnpB3tJz5FV47mPgWcX1WzGuGmEs2eGdvlTzSm+S5X4U"
    "pZCJT+rjXLdT5TlGJ8729lTcVyFFiIduLUWMZsRoU9XhvG0HGXMf/ILn4I9+y7rUk+QV2PHHk8F8MuRrCJ+20ncFPEgcRmM9+21P"
    "0KusthuzMQifyMfbWCbNeqpfkfcodN1S7CGr2J0Ii2KSnimf4ScrfMY+RfbHJCu6HYalQTOMLG5vteSs7sNTv5Y4DmVc3uUnp8J+"
    "S2KtjNfDdQw0zWco8cHs7NRTjsS7/YRPjsa8joPM/lF7BHfoejKDpLPaOvS17OafviETqR1FbhXbbasp+4vZ+buBKKI6/RxPrCXK"
    "uYK4F6usK6CWMvnQm0wm1od4N8qvQLRJZZCLgG1ru5nU6CaBzyY3qOvF1dl32Uzz/soMifXnXccMVq3vwWA1mYXaWDFlHZwyOMqQ"
    "8ZFcXZwnyVP6mkyCzVCA8zUIO34iLPJpkDAhOU+HU8M0+Eq0Bj4/N1LJYp79yes9ENozTqZ3Y1fbrhm/sVPQiZ2CEnjDzpD9hgAa"
    "g7Pwi76tj0oj2tdZ5xV8K+OKaYX9fzgsqGp28anTj8TO12p+2jyG5eTIvRleTjVzBcb/10EyvtKe0lgX41DXDhX5IZE6cVgFFvFY"
    "Awu5nnw0aXa5P4QWfg+u0ZXiJIDNdSHPfII2gpMP5cy6KDuKhfRxiuADrMC+v9NQszjfvfVLuUn/FbwsvcmcluHajPn9eDMl6Rb6"
    "GzHI3v6M3UdpzayHVd7D42KNn9lqYCp4kk8QY2vuTyxBRI1t37TNIRIwN1lPDGxaL5VaRjEND7yzxHy/gmq1rN8xlHGVRNIMITfO"
    "Gvo5ZkfOgzdVz5jWp3KmxwTaDI6QqNdcMVYydgrewGzX6hc494YLNLbIX7BClkHZzzO1Z7CbLjdgOcVa4v5OkmU4qRleY+u8vIeM"
    "CHpB1q+F7fwv9hF8WEfrO/IodsmvOi9vV/lQxuibkK/PYq99Awk7LMumciqRxUkyzDXWjFtF1yxfpx7XC/HGl+D+JXxCAaWqWdRb"
    "YScY8m+mHsp4cZzy8/8j7jugpKq2bddpQIKgoKiAoiAoQUW8ggiKWTFjwgSGawJzzjlnrzkg5hwwRxBUQMkZyU3snGN1xbP+XHPv"
    "qm69Vv/xHW+8LwOBrqpT5+y99sprzhL6q1F4EXW+l/XvY9p+Ukud21bSfcYhay9R6KtiVksdho9jMzdEqErEo/EMZqlD4IjiabeS"
    "qn+E9md7Z0xTvaSUXTa/Sj39zdU48e/iDr/B94yGxs/hTHZcz0CMdTL2bDzk502scBF09VSdE5yn1wYBbU8cmn0lsZ9PEONlmc0e"
    "tTKyKMR9FqCBGKFWB7XIuSNr6KGf3HQ8WBXUbLEMFm+LDMbZ8TJLs7MJRZkHcIx79bDMwzyG10CsT0txXleUfBmXYh33ho7MJcfy"
    "RGgW68sfIffpltJX3sV99whOlHpm+kNm3gt0HH0xm4ToKD9DU0yFx/o+PJ5p4QPwXiYjVlkt/8TvdWyDpfQITxdjmI15HvIt/gaj"
    "2K3JAol6BJViRu5/UF9bL1uvv62XWM6rCNHLO/hzKFEJZ+rT0BO/QL/n6ubgRZylfE7Hz8C6rSVezPfUVeWe8SfMsCjYvW1Pjg3H"
    "GZHU62Q/sTO/jLZnnPwi30DWushMvQ9y87xWyInwAPYgUpf9ihKZzKpXvaVGXW0lHxHIW7Sh9/JEG5d725x3cNVW0kYsQt5HulJW"
    "4li3Ys2RMJOFSXvzXcVhQ4SciN+R76j3sx0ul70Ca7QC33UbNO1EnLin8fMvgp/0O82OkVtGbC3juG/wKFkJ7HsV+RhW4fcmfRO+"
    "0jJo2V9sRlXmwUIF8i/YzAL4/fXUWvV4rl2lnLIfz9R0DUv6MT9LsJmRwmLoZ8urt8HvtbSlS8k352qgvTPVvtD31W0k+m+tdpcV"
    "enRgOT3zINfh52msiUYW7vSfNX4yWqGtbT0f9MhY5ocvIP+o6+E0fo84OT8tQ9GVswUOsasXsU23pRw1hyAcyWTdHa/oScy6pzzC"
    "XshJSc3EwFYxcjgRNlFbiLU0RrIKnNGhRLKPe3TrCPYpSk7NBFdAMxGYwwRqOs8a+q4GyxrGfGyfzKC6/Bl9oxV/9qUcAd8kj3O6"
    "xvNutdHFuNvnmsltlHskuA2cgYvqcHlZjA/PcJlbwVoNldeho1fpz8S97gltO6fZ3nDTiilWlOuJ3edQ2SubVPNCYrHVMsp3/kjS"
    "T6KlfJdeyKpEXLdj1XkvOUisC8LxiFQxV2rv2YLVukbUITe1EzKL5DzHwGPBJz338WZOPBmL2NNE1mwrlmmawgpNyqNhncGnSPEn"
    "YTOvJPzMXbpqPdBPWNZqv7Ban8WpehDSfKWcHoyyOV79LhgoLkc0WJxXXgI/zJ0EYyXtDpvcE/e/JZ51Cr1R01Aj/oSy0vIvujTi"
    "J49cV+NW1NS7ea9DybWS9sNPxU4q5+aPhwU9jjyatfAmDG96PvZqJdEDlVgqNuU00TPN18GGvgNLeTXW7S75XddBD6+QNbjjF2FL"
    "anQOM78lzGXORQQVwOKW4pXtEBW+qV/hexfo6/IktOIU+Qz/3hfvN4u/FF7+YOmJK3aAZ3sV5OttyMiJHoHNodS4kxFjz1s8wzHi"
    "sGbN4tYQ524/2IflPHNLONdVoK/KeeQpi7AzLc+mPqBXv9MBYtWWedQWISOhOk5lLGOsWEtkPevBHu3XrNxn4mLeE0p5NM101ao+"
    "I9FtpGUG3cnOl3ulmxxFvJs8zqUWQ98atkWfDCJnJ4/Xl56CSGP2/D3fVOinG+234evZzJDzg2vIifQKbH9P/Pm5Wn71N/hcM/Ct"
    "5YwfzL8bIj/gdOUwcntY0vMqKU6IRji1YDJxqcxl9aCBzGHWN/Uduxz3lLg8wum2QtZSahmxxolRXwmZeVpH4o76wdffpC9pD31I"
    "7g8GSzfEXHPp591CNIM6/VFK9FLNw5qbbdkKezeCjCkh0bwOl2Jfn/r7/PoO0pCphqenV+s4VzZFvpXXwicRo92EO7xAvwhvlc/w"
    "7bc0g8Xbvkn01VgtM/nLjmB/lvyImHypHhN8Q03wLnyJNvo+PIaLcX5X6iraGJtEPU8elbug/27TasZPbcV1lx5AtqoCdladi+f5"
    "Cq8eJC9IdyIvbobX/4t83kwPU5pnJ82RLrKTRyuzex8iTTmDXKbU0JcMv8QwVlfxlETpSV6Ka44h60noMyhxv7LrcIeLIYOz4W/Y"
    "VMP1ZELqimgzIu9o9tmkKM9VCvqlgbVJF9FZd2Ef5mlM6n4hYkGMbB6bcCZ/h+bpiGcrwzdVQIZekO91d5zfeTjVj2K1c2U+nqod"
    "3jtBn4Z8TdSHGBG3ENfBWOrx901TWe1hDTmFW8Ja34vVXIA9Mpbm5dqI2r0b5w1aSRrJYx6utZhSn4P1sepHPqSys3xJvP5T5ELZ"
    "SFQPqwHcibX5WKbhKgdJI1rarCZSdJL2y9lbvsb1n5Jl4SnhaH1Bv5YBwU7+HY3YMPZnbx8l1HvcOyHORrrbLsFeAJtG6yiOh7KW"
    "FWyTC/N563iqGrF4DTe6k89rRnzux/3ZV5zU7OdzQu149zliHbCu72OwOB/ZVmQl9tr1kpmkTIVfEfXTC6U8p6XMJyTpDbi65k5e"
    "l7UShydZ5CvKc9kjVsOKwV3EWN+NljeNs2mfcR3W/4JntCk8EnHv3bJHeJoeaajxwSoZGxRAZjqQj9a0+g1SoC/atAK0i3Go2K6a"
    "HHUgEk8tcftLmUOp5R2Xsbb0Ou6rC/Zzpc+pqu9vXOf9qQTsyUj5Q0rZN7A73rk/Tkoc6xBhZmGEzwBGcf210Fum+ZbiylN0kpgf"
    "W0BPuUoPxPtKmG2owa7dKxM8KuUz+EmB3uNXNOGR4xvgQVdzjaw/sJW4fHwJ9UWSWYQLOF1dj+v2gn3+EJJWgv2IqaGxt0SUugsi"
    "oMWs+p0Mr307nOg66CK7t/lEGL0BnvxnsMa3QGpb6Rj5LDyMyP/ZNGzaolmP3BH+39Xcq+xoS42+aB2RHtJznCncQR37AY8iMpBj"
    "R62nzVqlb8hqWKgNegj847n6Ja6/Enc+XhqxGFM+G9fDRw5t5BW9TQ3f7TCc7Do5WhZCLhZCY/4TrqUQ+md7YoeHXldGPc5LqB9i"
    "994Wh8D5Ddlx58vDWtPs1VKZ1Ulk0MwMwd34kL5n/F7O/iarMtj06bxmo49tfNb4eGY+XR7PEEHMS4uxP6yW3cDfSpzYIbnQjkfB"
    "3uVCa87U+7Hye2C9tpVfdWKwkqjfO1KCdxbHnbirJCjpvXxXjNmMc2lbPqNn1Bz7TmPt6c8Rfj79hj5kWFuBp7WO9SnY40Xcv50p"
    "yer5StKYOg7Ty85fY626LdeglowmFhW2le7wmvrhJNq0xlLf/9pWStjXGpLH1DoQChHLLkWUchGsx1XwbW/SJ8gQ2VL2ZB99hB0c"
    "NqXTA1F+lJmHPyBzcyGhxl+8AdL0Bu7a5ro6y91i1bQI0Z5rEU1t0pvEvE6b9itk9sdqng/DOkbZRboBVt942oZ4PWr/rdGmHIpn"
    "+zrvMdjDTrh6AWPLH5vJU/yTV1KMqJOccHXIf66PZT4R7dKTuvW8g1rqmQLPkdyIDufwCF08VaEj4aXVQztZjD2KfZn17EBsnsXM"
    "oQW0bCLXCd1On4BV/A1n+BnthhP2WjgBeqtGOjUza6WM81tLYz7b+WPd5Z+wV/3/f6U5XZV9Dfb06IT2eyP3qYW47qQS3wOfVMfh"
    "aMwSC/UAat56WhmLENZywsew1qfjdExC9NYf9/It/jxOTsPd3sPaZnYsg+w9Mtk/k12/rdWtfUZn14xf7urfhV4St/d5x4RHrzXc"
    "pD+YX66GhlnIvp9u8AxnitULlrLTJqQnVEKf7ypEEsdgbbcM9kUEalFhAzNSG3Q61uAnfFcLqfcMmspcjptXTxBrudoj5LonCLUx"
    "B9WejCpN0e9c1HaxpFi9tHsvpeXeyE9ah/VKehSujmOVkw+ljhU3m4VuJ45B0SzNVvSDBsolkJ2jGOtUMfaci3M7DVrrG85cLleb"
    "cI6z8z4Kjej6iWzlW8iZHg9yg5ZlULL7yhFivbVH4r7zmMveAppzIfleQ/rkrX00GPMRoZ3wbjJUbCrU1rKAyPR9ED9eid+Wn7DJ"
    "+IGyCyJ6mwc7Ru/kvpUxo2LTCjvCpg+CbFfBcwukuWzRei+9r5N7c7OP+Augv/eQ9/GzRVi9mdDXNsO5k7wsO5KzIM6+5SJokD1l"
    "g7r5pcnejoVEEgszGGau9h/zuAuGiGX2YyA8szx9TrLzubaRKk76VuCELMLK7yxX47uqsa+LOT1/HM9xvce+7E3b2U4aPaR0hTIn"
    "41NtkcnvReB7pK1C2AS/qYc0YvrUQh6+YUfDH/oJvuVj+Rn+24+Q3+uIFpJgF5U91/GyvzjcvXzIxwnkQLaes0X6DuTyGKlhfdPy"
    "CJ9gzZyMVtHnuTDD8fvXma22lPIqzhN2zDyBm9tK47p2kjQfV/p5bE9fld2x+91gsefiiRfgngN5DBFyKSWklndu/elHyEd+GmyI"
    "ZI+38yCBs4luuC88oTGwG5bJ3YATnCDXg/pOiG89L0IpnmkvSXdSRfVzogXXESvqQUnPDuzLjiTHjlTPCMnYGC6UQvag9eNcu+t3"
    "rdbsmfoCdWi9FaygTIFkGdL3QZCg7Dq+wsfaIbln3bMOpWe2UB+Dt28ZyYfgxV0BLT0ZJ9+yBSmsZQFOdwVRbJ4iS7V5Mc3hoeTL"
    "VM5rRNiflwt9W8sZg4hOwvd8r7PY12sS/kVQxf69Auqn7sycDhND1M8jRl8BJH0hVqU3rmCx9a/ENyvScbKN3IGV2kkGIDo1plyb"
    "wrkLvs0ieH8tJJbBykxRz1r9vKW4mPBzXqOOqAkVuhI72Amyls/8o2Z0b7pmYH8/W46Gn9dJDA/oNrWOmU9xDycEpfQQGzi7ZHxO"
    "OVirrZnnW6dxjzSX0i7stBnAPqoo66Ofa4zviLEOm2Jm5jwZLieH1ov9rryqUxGfLNYe4UWyh7weGCLD11rJvowEosEa4mjV89mM"
    "7daQHtypWMqqpnXh/gf3XYRniGrTuUCnaWKQ2Ek+r5yibnZ9szd6PBXXJeuwzPfi3QtZw3/PdPEmPRqI/bcKz7aDlLFPuCM9fOsw"
    "TfhMtX3Dnn7OMN2ZlCL/opsv21ecj2C68gh6edleccxoZuMN22KQuLx6Pavz41gVdUhprlbpJqu6SrQJUplmukm1Gf6SEJK2MzsC"
    "SqndL5ZaP8Op9OhP8Z2VTsM7bJVXoC9N7xwEKbsXscwmmYn9u0DPwmePot+rfO6d2WURY+yQ/a4jei7uKIY9+klzcZauhZQrpKub"
    "r3ZWezRxh7VaoGMzFb2WmQmtRqbWHaF5txer7Y/AuW4rq/QtWNdb5VbGFsqaXZT4X5WMHa3fZra0CC7ROfo2duFAOT6cCQldbig1"
    "sAf95UoZKe/jc/NhYU/CdfNgC6+QC/Bag5/7K8UZNwntQya3E73tmcf6h7ON5cTckiY57XTvZQtq/64ZdnI3jxhjv3hE92O2znV+"
    "x2gDDUvE8KF38Z0sUeJ5OvtnV9nE+kC6Q+hT3t/J/LYqeGmm5Qey8nGiOOzJKno3efob5bmOGFC7ejydy6CN9vKoU/bfkbT2X/h/"
    "dZdHgvf1WGkf9Md5+FkvwznYrEfoyzq6maxu9lfGIVqp9Yg9iYwcpzRshhn1Ed/Zkz71jWjI/4Rn9Z+8orCapxKN1u2z69esb/au"
    "/9n3pDkjUtyHBGU3TumwmsNCns8K7R38RAbUGDTVOCkn6oTJ/Fh2LedBPspYp7SJqxawgRv0ecmHfcvXO8TmqESWQbom42/V+iHi"
    "jQ/EsEV2lPdgdb/Wd2EZhkqn4DzD4pTbITFTOV+aYo6/KRtnKz8v0509aF/iHsxftV7BN6SA095TcU8DxZ75evrf9bA2ZZDl+3QZ"
    "1jQP97+dtJcH9DX8+x1I3fc56mWjjrl2F5mZFA9hRGATYpYti/jZLRfPDpfv9Sgdhzh4nd4POd0BNmsg7ONYnxt1em2EX+0Ufd7s"
    "eGkHyyg5QB7Bc+wkM/DOPeVX7lBf34uh9E8bI3yL/lcQ9S9OVpVNzMtXaEt4AlNw0of7GoOzAY450HyXW4M+Uh5WaR/9Ue/WATlJ"
    "vV0vD5fLIdBPCfYGpDG7Pqd231IGiXXp23P3ZiV+MPNgG6n1/hsvIP3fHjKeaxBnB7TDO66ENY1DwxsX2wHiZkc2e87oEl3ms7qh"
    "5+rI933qx8KG5Pyt9HbknQQSZurS7pV9pIAzuA38BqWFj+uLfJ62co5kR7BPcuo4wjxdMTTAcYhtV2M9m4v4C3w3Q0hLnq8PMALN"
    "h9xt1q8g1T9DA1bC651NbKlboNH/LenIpnE36zKzxhVkkbMptRa0ulG/+9kZPqvZDW3Rx21iiHg/+bn1Hal1bSp/GaK8CnZbVVJe"
    "+stF0MC5+DWFmB5lkPCR0gNSMEPtlQTr6XYCjpU0w5th5IbiLGsRbNYM1sk2YucMI+Mjj1Fs0vOZ71orY9dJpa/5RumpGStknPy3"
    "e5IRMJVBC3XMVaan+0klcRJn437PFNMOr8pWcpaciiutgJyMJBJ8Ed5xpxTjJ6+xcy2NOpf20bbOzCdmY7TIXp9Lf7I2Y1X7cuK7"
    "uVdeIxqSZRDXY/d3QGxkKxDB7l8afK/XQFPNlo/heX+nD8KXPVX2ky/U0D7msVKfxHN9r98g8qjSIBhNXGk7i/O1MT9xlscYy/bK"
    "mZCdw1kfqWBkUoAzMJ1dRKcwb5vMzHQ57pmYZ2hX3yXTQ1yveHux6vrucqishU0/XmbKm5DaA+UralYNrUdhNf6WhB4tQZQzkZwl"
    "byAGulc/UJsUekwfhhfznFwA+ThWYjLE57lcL4xjyN1fnA/5DH6+J+P5BGOAKPtMPpM1XuJdHJ2W+O0RAdfAX3oIEjCRkc1niFGX"
    "Qhd8Jb/g+5z35ibTWnqb0ZldFubx7Qq7NI5dQ+WMtMvoP85jB9whMlEMN8nwHarJ3PYh6zcxVnrOZB72A0pxAu91WB+ODT5O+7gT"
    "8TKOEIe41bQ+aJF4HfF2p0G2j8OOnyL1Hk1mG/IspaO/hv9iArLqhlV3u8kH0FlW57S8UxtYB8vLX4uVGBbUqWOOXqCGS5psJqK0"
    "HtaV6uZH073XN0gaWy5JVNUwU3d2CAnrdTTikiKsSgmkdyX2/TyZxnm35joKN/q8SJIIDyExYW1iuS8k39DXDBs0F1Fkb+Jpmg/e"
    "XxKeu+l1zgc4Bj7DBlzAbgjzJlfDQ9mM/x8D/TWbV7RPdJISTXNJWdbL7uUQshV0lka2oDjzj8YwlMuflNMe7iLmte7DzkpDgatg"
    "JLKKZywOXRVhNXAPn2UL1UW/cX+nDdjRy5iH2Eqsjz/FexwkC3zUthb3e7pYr3YD+Q1tjnpnnPBZ8IkG4jsXsgJkaBgrcJbg98op"
    "8no4S54JTw16yL7BFeET2gP6rmeQ0AlSy++d73H4bb2m41maxqRbSiNnh1nsbJ/Jzt6b9FFq6PO26VmOPs30YGR/pYy4EklmTAo4"
    "D1CrV0uS+LchJ+g6SxqzwOFZGjvIluLwyTvLucQyq0f09D3uezfZ6DVC6OeBQnU2ZKw+LV+qzd+fq89Dul6U3vKQ7h1YnHcHsV/j"
    "0K7W81tB7nebU1Lmu+J/Om2u934qradV+Arg+Riz6yaTV7EeptlqeZSVtIJ21dPxnNf6GPHP3GsdMowCZb4am36lt6jH1B8pq9nb"
    "X+cxMGJ+ClIy7E3pes4OkvbLqtklZpPR/cXyYkl4oEnyO/9V77TCr1ru45HirOz1MsfjRO0lL0L/Wa+Jm/R7HVop7pHyJzIrZvPD"
    "BbT9ETxzFXGN8jkRpx7pOeS8c4KarAx3kUDE7rA9lvjOpD5EZrNsYbZXauAh53m0qkKiJVmeby3i6v9mPkw/1fZ6P6KHOt03PEOf"
    "yvkVMcUE2SRPyR6s7Bdw8qbB90zEYH+r6POUqJtO6I/vK4IeNHSVNfquxD2CtmmAa8TxEUaJEF6hhmjSibXQNVrJCclesIo7Sjnr"
    "ba4HI803dxznlUd4lg67RhHzisv1fLEpk5byKnzqXEQcEZz1Pljx0+Fd7hlMwapugK18l3JwDt6bqx3ISZruovo7ZGHXvduTkUQ1"
    "vy/Jbst0fNv+T5lpt5Kb/Ly1/TrTY8lX+14sewaH5l/Ibvg0onmcvmUNo6J6TuYatpzF6Afpt9BzxyNqa4AlMnzP/WW5foJzmD1D"
    "+0+605XzpOnMTJ8/8VNm+8yF8ihn8Ix7ukK/kUWcVjDWh+WQxJC9GTXsJe3g+4T3kPTMXyOOTzqSSOM2dW5SXU14jpJsWPDN2eB+"
    "RDxxmZlazzSinP65T1zXwRbMm1kEvs5r5OyrM4w1oRQ72UKyYhkT4hfskGzQlYzTCulVTRbH57gPUbQTnK6J+UnOGHwjs/h2TvP4"
    "b5shd9iyl5PtNmQH9nveV7jL84pswt31lginwtvh7oeLTeyspY6qpdW+RQrZdV7EiZ0SSM85zJV3lGc4eV7JrorVlP5S4vqGjFzS"
    "uA0xj/b8PTuZ95TFxHNcRxy+RbIz/ABDtwl99TTFHKOrh5d7tLj2OPGXyWli6ONr4aeWkNXM7PG/me8w39DyogO5Lj9AWxYSIboE"
    "J76cE4W/wA/r0Eyt+id4LNXwPGYzfr8WPptpw5/0FbKap5kZG7izSutn2vBAXG8NT1bSd4X1EVfzqM3IhFVK2lFix0j5//C882b6"
    "tvZN79EfXc2nK+NubGyS1e0oF/iaZKl+KN/zZM0iU2EB4gfDpOkso+GR7gqN9honKafoPfIJfNUq+DNPa/a6c8+gAetcDY13Md/f"
    "X6yfeha7XofIVuIyUNb7dSq7za1q9JiOk+lytzygk/RTnOhPsKsD9Jpgltd3LUS8bO5NPWGe/hKdyF4RF2knKCHWM21TcT9CUivJ"
    "1ljO16wHpU6KaC1CzzCaUsdwlNK3EQV19jnVRCanGrI2NTjThbSVtJe4pjP8plsPhr9l+eclOgjfMECmyA/wHW6Wz/HJ9uJYBJ/m"
    "vOYyj08QIWZQLTX0Eq3nuQrwFG9ozd9iLrZhZqqv3i2d9StylJ+NK42TbXVUMF3ukG3oEVfrU6wlmg2K4Jmts3k/dvCnNM23uq24"
    "TnuHJpaehHYZ6RHctxxZw7xagowbhon4EmefDFU0zo7GoxCN2nRiNaS8nlj9s5mvcPP/bRjVbMB5G89uz3/ST9FBLOrfWZwXmMve"
    "KMPFHMD5kloydVsGfT4zd2b5C/UYRC+Oha+M6E7m5xfrg5Cmj8V1Y7nJuXpqEVc7DqGvnb9m/ZbrfP+Gw015WF6QS3UL2tIqj/do"
    "DKhLpY3+EH4Z3qu/hdvLXnKeVob9gstyTsXBG0J8encOijzvgP3rfGImJ7jyMWbskzxdVUSprWfXo0WaT3uPJUq0xErEkr9hB97X"
    "u/AclYjaa/BUo2QWtPYcrMdk42aVH/UE6YuIbaD8jIgxQqteqe+IoYUsYp6/kHyij+Hud4WkLZMzsCtLtFOwGhHtU1ilw6SYtawo"
    "dG0d5zgKOdf6SmCcJJuZlZ2hNj26ErH5XvJaM/n4Uh+pqXaVtKdRDM0ebeaV7FNl2T/TQvKJgJpgn3Eekb1synAM1mg/Mb98mLyH"
    "WOBEeVLm6iXQvgNlRbh/UKOTgsXh9BDWLrw3TObMCz8MDN14PD7lMMnLYUPL6XmdIGZjbU5nM/S69Y3mMes4Qx+RGlpYq/Grr5Jb"
    "rarG86ymPP9dOgZp6fXi42KT6GZ5T0Sk2Boxz0x2RhdQl2zjUavCJt3KoU6XXvIGosee8qx+rMvCb/Q+PUAr5GLs+SB5CRJh0j5S"
    "PsMuXoO4L6YT2H0snqs6ZL5YxFXhTpVCWh+blPsMlmCI7AMJOhYnroHxic3JOER7y64P5Imv5Bxehe+cLKeMxeHPmM7qwug65fkW"
    "7ZUh9Amyd4VFPaKJqzz1FLfD1cwbZvuep/QZrP14ct5vnXO9ttcbIdutZJqEftYtrm/ybBs+eRGiwTW0jUrePqWOd0wY5lc39jXa"
    "/TTWPusyXRTKvu6mr6Q8/26KWrvBT6gZj306v+u07GJ+4kRm3sp8x45910GMuGuYc9nN54grecUzMpJdwiqCcsrF9ZSpNk6c/HnO"
    "Iv1fKTmHjLXSuuZLcFfVOE97SDUnmROcUark1cp4nRGZ6+Uj+llECTmId3A+XpnK2aDz4GFbP+UweRg6d7weitffk8MZK+XQL90x"
    "c88my71xFhczD9sefsg03S54GWdoa7kRlqqE2jPBM5nk2naWuPfFs2UWShijRmhbq5hpMR3/Nqc5y3GHUWrQGKc0nped8NwLOUeZ"
    "YC0k7pGrjoK3mWK/60v4lPm+FjeO4lROKWsWqSZRvft/Fwn91FG2V2bDG+xEXMQnxbwQ45OYAT3zvs6D31oOfVGpk2BvoIGhn1eo"
    "cROnMpyJEfIOuMyBRa7rgp1wR5/oTsGPerFO1zMh4U/Aql4tc/j8cY9GUsFPN8ASr2kGx7mnNDJDpitTlhfbFqd7NrNfFs0PIH7E"
    "Rtx1b7lfslce8nz+3uaua3nCrHt/gX6G7/leH5AN+pp+AJv0rX5DhJ9F8CSNs9Y8ujb0gveBVTcUUmVNKY1xJb5vVZkLMW74kZDf"
    "yyEprXLu0K56NVb5QLlSdpPsdU3LQRoC9yVyvAziznaAvC4kp1+U2QDrQjgG+rUUsXg/aKQv/SfqYQ9vxnv3xaeK9BCZiU8lfZdU"
    "baa3RTNaovG/1hn2Nzd7NlhSGW72lM9yhOyQPltf1JdwrveXJ4M9oKs+kXP02eAxq0eSydLm7s+UH1g1U9yzxQCHUtNaB9ZC4sXV"
    "MkfTGVa/wmdlLuBeJX2GbD3efaKfpzENvQbvLdaXId3WdTRC0l3zrh/MYbxt9nngxjxDe0nH20Wc0rI7aWAn8VB4NhYDzKGXXuNj"
    "NZs6vYmRpnmW2aOPBDR5sV7g968bY+pFPj9hTA8JzlT2F2c5ixmjlRHzop5acRW+rwW+/wJc61+S7t237tM4cSdd/qKH12XWH3gW"
    "o9pu/MaPiDQQJWdxglMfEViRBHMB69UmML6GL1Ool8qH8JEuhg24Bl7ddZK9r6YMZzPKV8ZI0vNWG15uPqx8ue4P7TJEQvkPYqMT"
    "9HC9Njwz5xVonffIGLAcsmRZ7t/03GAOzskNzMrEiHlhMrMf7rarNHjE1Ztxtg6Aftkent8Z0GDWuXc0PdN05lf9U6qPLRunduu0"
    "pzTmFesZfbtMu2NdM+t4oriY5XY5FTpmR9bAW+BejXV9R7EJpzG++1A5CVLke9AbGAs0ELvQGEJ/IEL4JbjTCdKIW1hPrGRXR6/H"
    "fT4mHzFLYxNfB8BWPQKvZ4Vav+8x7IBvwZncBOXPYqF2jIMbiPZpHlRSHQOuk6q9pNwjyES5l3WU6lrsaD2RopNksr1TXhfL9VdC"
    "Lxm/2c3E4DNu5BgrvzWMAPaDRu+L0+i4eyJeaxp+pE0YDZIb2NO43qMUWc/Vz9B1m3A2TBoXQELXkHvY+iQuQ/QX85huy9gDEXpE"
    "17vETRwbV2d/X8cUziEmeYoPloSmuQs3URPbGu8ODX2wxDwbZejvzvkX2V+xuqrZfYfRU8kJfztPD4j6TK7tUbXfq34e0awWmsjV"
    "DGdm+n+cn3YpZGI7yMjwwHBXjOltPGzpU96fasFp5ND3DaZ8jnsa9sEyjCPEIbZYf6ZZ3ih2/3fOJx3A3ljzNDfDvy5jHLSJcdBw"
    "SaMALiajt3VbhU16FlwWrY7feZBMxyqlz0RVE17SeJO8uv23laRPQ4O6GZ9iRspD8fQnks09Qe1o3aTDmJmzu7lf/sBddJb6Jsyt"
    "e4hjYq313Yx/j8Tu9sbhWj1HVAOT8lnMprteNFuTMVz7jsQCM4lv8RdLnvaJsn+P6flT5VRY8yPlKLktzIU3nQ+9thZX7uO7Jlx1"
    "rIZnJWRF5O+5HNy3OZyrQm8BnR9hnfaOa+R8WvRSduLtISbni/QW7N+5RK/YpOVYsRLEIaNlPvTCvhLxGPg7iMvcVf1fMqcp3q39"
    "dHCmRzvJHrNVmkaCc/fYQP9T2DF4gCQ9U7LDYHX9Jsvxq544z6WcvqhmHupceCb3iItS8olGuTc5ChI+S/umXhQYInSC+G3F1BS/"
    "4snq8JwFPJvWiejwBZJeZmKMWmKU2ndxD7MorbanvTIYKmV+9j/UzqwhOv/1QnG4lmuJbeyy9IZxb/PwUdqeMmKLFyM6vx8no2k0"
    "UsYsjptJOBJeheVdy/QFeGQ7y2L4k1cgWpxEpA2HiPyGx0Iw2XtAVjfTP5qA5kvHQXbPuRk004XYcdertAefbAn/9bRUsavG7en+"
    "GQl2dcd1uPJCrNJNsg1nwaxHtADfU4c7+hd8M2Nabglf+Qr5Tu6WJ/QnfRWen0PVrWMcXU1+jVMhTSsgSe9irfaWn2ARlnCacyBs"
    "mGHarIdt7SE7wrMaJWZdboVve7Q8KwfgTubzW10vSCV18c2+N/VMNSb7RVizXclHc7oMCybirBbrINazaj2mUB/eve14Gc6D7d3h"
    "eL2EesPy6btTE9Z53bmlOI/E+soKtfnahzJuj3kGe/fbpGIZ9nM3nM25iMSMf2QOZOV1vPoee3zsDsb4Pq3jiGQTI8NClNFzlUek"
    "t2hvF7k0g0zbWDlK++FJzlvUUPaTjLYtAzQa56KbZMe3PJ3T3tPg+QfkH57FeZ2tYXPtv3bSNGZKo2FGYElML74jm5jlrcHVa/Rp"
    "aNlKTfhaq+tPq2KFKqa34RtmwJuxzF8N7MBushKWNw+SUMrc2D6s9qZz7+o5yxyv9t5Sy56CKqIxboDk7CubeVYT7P3q7zP0t3Aa"
    "IJ5hht8d97mVt8eGwWBorifjid7RafKmbCvdiWs7Vm9vBu0v5ZEwbQWO9Bp9tZ/cT3rswrPFMVA75BrD1H9Kn8UTPi6f6jh5Xq8J"
    "IogeRumJmqsHeN93Fn7P5om1TMKQZjzv7Jjm2Sfe1kJ3bKZHMhOvzmKmrgEWskPGJrX8ywSyyMeMT12fRNIjwa3WyfiO5/wMhXr8"
    "aOc9/iA1mTnLRozP7l6zX8jYOR9XWAl9shF+RB326XLZU86AHV6LNXsZ8fVYeRI+wweIq98W8+WitKnmmx0M3Rfn5OkLsIJPyWTa"
    "+ABPtRXOrvlTyxHJDJeER6QdS888SZ8x6blPouzdNGy4wT46cr713dArhmhTzZmQF9jbeWamn7IT1q99ht0lzYDSQMwpQ4Kqota1"
    "SdbD6QclPdaw+N4Iy3MeTH+5DJLrMIKnEy14GSO29UT1zcZ5UkCstwi9lCSrjyGukk8/p5fUUOaHSy3RxlOcgx0NrbQzOSbj0LVm"
    "Zb7HJ/vBzzsbp3NH7MObxPs4CfrYeu+/1tGIwhJYvyPlF3JJLoYk7kcUaLN55XqtrNEetPd1tJpRThts6zGtNYOwN4PnKgLdtQV0"
    "7IFi/VbGBDuVeXvzvlwnaEuvG9P9sDuJq2TXe+SZFLPPjjNgnZ5G7tmTpZj4SFcxIjbvt4J9ZQf4rJP1ss/2rL9FnAPMdn6+1M9h"
    "QdbIbL1Sblbr5+ouE/U65q/7sG/YMoFzEU+a578KO9RcHPw8I4Jyzgiux99OQnTX0aoEcrI8Ah1q1cpK/R27OQ2v7x1Yz7Rhw9ZR"
    "z6/FqyWUUZNXmw1cxTjcdZPE6NVdzgjmJ9j97/FcQ+Vb6DvDDDxbvsa/+omrm+0qqQzTb8qjwrvacEfZx6PaGLduHp+jEnHsNrDL"
    "u2HHl2DnK/GuNToT0WE17qSSVmM5ESisY7QjWW2zM0RtJVHimTdouoJusm5e9Ke4wx8gxfk4myuhjw3ZbLm+JcWc0KzHb6v7zJUG"
    "4kI9z+71/0hnsUmoQyGpc7Hnub7OrUSrjLIufIWkmTMsBjb0iq1x76V89o248yikJs5JwewYUYW4t81qeZAG+hp9iApj97RC35ed"
    "xZB6jL24L3yRLbDqEVbUtmTOplxTmSm83cR1lH4DW3kGouFr9CxcYzz89PG43nS8/yRoq5N8rr6U2Y8Ip13qyJcVaiPzUBphKfsr"
    "vZjD0j/NOKY8LtHRTfBQpv6JaUAy6LBpy93G/3S25zSxnx7Kz7f2Zy/bXE4S1jBBzBLLbnViL0tL9gLU6Cni0HWtc/YgeDfuDLeD"
    "7F6P63+Hn3/DqmU5ORWOkquCDZxaK6NvVOvxg6t1IuTq2uBmeTT8SmPhXNicpTJIvwvfCp8MDg2MGcL1B8xEZP4b5a8CstJBsq9O"
    "Ne40gTPtcHtqWY+zmGsJI+Qu4rxnZcez+9x+xNjaiHdYj9cVEojrYSyAvj1RCjI5WM1Ip00wHixxjxrXRVyfcorTcbU++v5rTne4"
    "pLF306gMKV95tt1uGYyQaxCZLYE9fN36P8MXcR4+1DK5Q24nEvJwaNkZchFrFlPg0Zg/VRlervfi16fBIO0QVOijuk1wm75MFGqT"
    "+DvF+N92JpLTltyxefpiznUyAN7ox/qyfqsDsZ5DZQj8xDRrhaHf9PPZvhi5sGLsCokze/w0/bC4uir/Gr0F/v8C/REaZlhwhfzO"
    "eb+pOsmjKLaRpswzKS+Pj0qVR85PeabnRbqGGG13S9pW1LLCq5SYlZlKfg1jYJdLt8zIfpL9lVXQuR3lQ3gSX0FPHIaYtlxXyQx9"
    "Cf7FoVLBDIb5Cq/IHOoCwzPLjlaW/RXDnRwix7Lamw89NEB2x/P9ASvt+D5GUj8VcdYjyW8sZYbHIpzQd45oBoVlrj4OT3m4WOz0"
    "Kz41FV6SRZO/47TGfF7f1tL61FbDd7YajujDOgka7CfDvIdt7gLNO0F3z8nFCqxlbbwM61EAzWQ17Vxc91j43zatvMQzNRTx2ZPM"
    "X8RxcodAC7qo1HoHluivYnWDpdyNevLoxDk7cQXWfwl7sdPs2VFWm6s5VVjnZ7NOot8a1w3sREz3G28t29GXt/gmjwxc1YhILhHr"
    "XFoOvzDVJEPvdPptYlnjtk1mPNPZoV3EGAG2EstUbyldyH+znF5Wpe9nc7/T/DhdxE1yNp0SddfcW6QJa1LHzCxyeir0ZeznHnJa"
    "YDmvJ+QpvU+flCI9SO+EzTf07nuC9ThRX8Cb2YDvNnbTzbAyW0l/rFOlDmNPRx47lo6SPkTTK9LXydV1DvbdNOJmcmIdJ//B2foK"
    "/v1M+Nv5nHVejc+fIOfLfezkiLPTuwBXWqznymzo4BT7ZVKcOfjS973Yic+T7K9cAFlpg1XNhwfTCXG3zfPMRXS6UPaVcyEhC2Gr"
    "V2IHf9KPsO7rsIJjYdWn6DOI7/+FeGqqoQDLGO2kPYOXIFUduMrGjBxnV0Q9/DbLjP1OBO84eyRepfW1mPV7xPy/84SUMwcTh18V"
    "Zex4P/Yyu8VQrJKhSa+htRoo5g33kotxZqbqrYgvD8XKXo3YfzErsymciYk49ZbdKOPk9A94bSVW7zpEJSPIpW34Ppfr3fi55bcX"
    "6yHykGwbFBGxz6LoQ4L57I2xyOcTXC+ZsT2RTORaxVzZl4hbzLNwvsZG7GslVv1FfUziPodv3agtfU+3Q92spF6oYb7KsAQqEUXZ"
    "+Rotj/vrpychLeJ4jRm9hRIXm7K/Eef/RkjXi0GN9tbnwsnQA3/lR7W/Hc3+t2yvVKtVcAp8JdWypS43bj0FNZrmkYr6btMGbw0T"
    "OMWdJKKNfdDutNwiZyJefQES8oFaz/Nw6MTV9LAPwje1k1HSQ6xyu5n7W0MkYecNjxFX4S/itwW0ZKZnV5A5zerq5i2fIHWZ3s+/"
    "5zf7Q2/AVR+USdjL7eVHRKdTZQS8loeof4xLPsm6hl1hb4n4CaF52MGF9CVraMGGyCB6jm0y+qGe31TIf+3Oa0S0kUOr1Z/6fk3/"
    "L2CkWaqfimPSrCarWPaIP1sX1WxYhLXsjt4IufhFf8aq7ov9f0CtXiLk/C2lhd5frmQmKYLT8W+s+gu450n6JE7mYFi9M2H3CyBh"
    "NYy1C8hTaKyvl+D0bCGVzSBwbxdcCvti08FPwf/YJHdAOifgwU/Bk05jZT/0LDcJcilcAk01DufuruBe2V/WhGfo7pajwfnaWh6l"
    "zYlqjsQ902QJPaLzsd/Zsx6/+y5c10GUpP9ZjLiqC645Uqo8l0XcV9KifrqsrslnXMagmCj42aclHbN71PdxFUC/hJSILeFTbMuK"
    "luuLdYxXI4jeH/M9aU4q63xsloLfUU2NVs2f9PXYfn2JBLkLrnIpdO58eRX39bVeLdfhLD6h70DvnygD4ZEaM+Vy1hT6wAacBjka"
    "hlizXj+Epl0EPWp81Zug6VoFK3GFe2AD3/ZcsQsg91HY05nwx1uLQyZynkMM/orzHELfV+q6iMvIR2dzOdZbWkRk4YTHTnazNHtC"
    "Xt0MUIo+YZQVgSHimEsr2HlZ5nEt3atmZU7GZ66DNzQPWvdiuQYyuC2kFv6FjMGZMM8hF55Qrh4OC7YEEnGAGMtlV05xqEfL6i2N"
    "6PgO26WlVGfOfmMHW9RjpIdefi9mbsfQB8boCTgF64lWWYQ7uJvYIQfJH7Dk/T2m59a+4pqiL2RRTi0jcxE3Z3A7n7SOFtxVpdvI"
    "InYOX4RnKeCTWL3hOpyjUvasGrvuw9ihtTxXdcRXrucUhlXhr2G0vZH+a62v/vWSOt9fFSWne4S7OIt+VRXjk7MkmmHY1sw0pWWI"
    "HVfUt8yQpDJ9IFYr7Mfc1UrK9snwsOohR4X4d4F+LcWcmbA1O0Nm0+N28+uDWVFxnVetmQ9Oecy44P+SnczeJRqhX+/qfMd6ZsS6"
    "DENzYxxn7+jia0fbc/Kljh0BrfCdLdgxaDZoPHztvXAm3pdv8bN+sAqroXfe4UlXnCdll30qg7ia9HXd7K+EzP+lO/1aZJi5o762"
    "5PBvV1H+n5DPsY+VPqL+itZ8Lt49ydcPlsFi1XmP080V9RX1+ZKUZ9BxCEwjJeGnLt3TT894nudJPaexsq9orc8aLMrMjSozEC4a"
    "HkP2zRTng+K8Unoizt73lZ+SjLBXNcU+2jrPGiVe59ksrkNSdZO430oF/bR1zItGmDdI0VrvI43Ids53HyU2+z8AemyRLhObHNgS"
    "3/O83pSZWVPfbVfqu3X7iGVZUurYc1Ie96iW8zzZ7yDNoroHrxrj+ic5fWCslyuh4cv0P9BAl8kOYjhPDWTH6AWr1072g+d0m7yC"
    "MztE3tSzOO06CVq12vcOHytVXk4iTdA7Gv0Nh2D1m9/TM+QLzsTNZr63HnYxKTfIy3KlTgi+wd1OSd2kK2SwrpRD8K/29JV3ZE+/"
    "cGL7RCniiqY5Wf+MFWLXnIffQ5nxXgv9+gikv5uUc47D7u1AH718R2m2+eJTJUa2hoPJo7QCOvxwrEm5RxNZy+77OKzQxdAKC4jh"
    "VMq6oXUgdqfnZ3+r8bZtKbFFahgP3y+P425tYtKwWddmUOXT+nOhl8ZTmuHfttxRISycQ5Y2pE3T14/LZ/AYO8kKIrdV4G7XQ4va"
    "HJh50o16p/EsSBMsxL+fraj1GvE8ifr4M4BE5em77CwfgGsOC0qxYkMhByv1Kv2UPfz/fTV7poPgy7+gZXIX7qBUNyIeeJuTwgsZ"
    "AxgSQiLDVpBDPswGVnqPkLwmqDwxr+9OhI2u5ylLRxIJouEUEY3B9YPU+d5Tsw37irH/nIJT1UYMM2cYfN0qYkI97mcf9pMEe+u2"
    "89OwlTzTU/Qq3G0uIssncR8t2VcDT53eTClO6Iu0goV8Ase0ktQzcTYeg995vExmH9xt0J1bIjJaIaZBG8gtEOX5MwmxfEMBn3uw"
    "pLuEQ18psCxSqwxue4JxYtpvt7NqrNn/8nPCrsZ2qaz3XUGuqh/xkeEoenhV8AJcX0KKJ94qyyniJVtlbA35MVN+riikfY3pXdDS"
    "1wRT9Ce5QXeGLXkB/sbLWM/7pCvuOxfrNBMSMEMvDybIk7T4a+Bj/V2PRfbui//bK+bh57DybNFCUw8/D3Ysn/Nfh8mu7I+1/NoU"
    "+NtNs8NJIhy1ZxazmrWi7r4uHPermfKoAcsQxY+Uo3QdsXAtwh+MOOgzqcj01ewo6asWs/O3kRGjgR05rvuvhihF/cSQvQJ4JD0h"
    "D1ZVno2zv5f8Jj/qtsEdcnVwM6LQWeHpMgrv2EYrw2p+8jjiJyY8tollZis0Oy6BxTEHSbHnc0rXiOxfh8sYXHcv8oAal1grRGbm"
    "Ra3QO9h9lvIcTA2UeEM5dnUV8x2uZH7F+bkF/FmpHiMfwVe2idkVsIPGI2tzUbfJUZLu73UYPq7rMsIaW0+ZT1ZS190UZd14JNEE"
    "1nj7YF3wI8TlPsvZc1YNHfkxPN/ZeN6bcMe/66XQY+3lF30Z/u4k5uYugO/YBVr8V+zV6dDhL8re8g21c5l+grW/UH7A31fzO+fT"
    "hqtH43hMHArOZtzDvYgY6shmXsITMQM+xHx4Q9fLMLlFnkH0cBjO/6l4zw1kuHIna5tMB6/ztJzv/hbWpaPUs/JmXMfP4M6Xw2uO"
    "49zOx9W3YT7wQXGTgOXEFkvon3nolGgfto8vQUb+oEdbzVje0MzqGF3+Qf5KW2XrnTjEV5bq6MPU6DjfR1tDm5jPXqAyrP7Xav1R"
    "z0KfjJRpOlVHBlfi718jUq3WidB+T2CtbIIxF5q4J2KqFKdhy5nJUc+Kthu0v53wEqx8AfVICaugt0qhnwI/kvhgzm9a6LsB6hEL"
    "lnDieCijp7XQwcdIlL6bceoejXU6kB0WK2FND2c9M0rerGzVitacI5mDTw2VOWRJWopz9Zi82Iw1K2EvYEKN276G+VPLKZu2qvbe"
    "Xeg5SF0NPAJr8Zo+py/A4xgnd+p+GpP79WHDcg/2leulJvwEenAn81L0Z+z3SmiiN6RG/iWdIdFn6jdyQPAOdOYJWMG3QsM4TeEO"
    "88lLl2Q/UVvqK+eNZsNKzl69fAO/WkCrXMPM/LZiDJITEPMYn/0W9OCgveGt/Yx7rMK/esnHeqwODA6ELPbIOUk/1Lnh3Xi+x3Ge"
    "W+MaF+jdMkrsVH2Bs2VexQasQiVPcAORWGOsWYYe3SmqW+J7J2utpKAvL5BWQXfdIajQwzUaJtT65zt4nN2kRzSwuPlj9vP1EMuc"
    "Gs/1C8FSWLErIIermFM3PfQT50sMG7CHjMWpXkGWthjxeDqI817j0AyHy8HY/xqibZRTc9inWuGU5DbDzVrE/hN7goXsLqmkTooy"
    "HjVes+lERjgbK2c+zjYyDue4M/7VD99sVZDtyCVYgVdWw2OMegQqs7kW1xyKaw+XdYz3S6DJrEJWz0zpCDEkBUO3rGTPm+njWnad"
    "ny2W764mu0y2ulkuJ4ytw2kB3muZsRLEKa3xTQnm/NZRi19CG5n0sfFOshi73oqxqHVDOKbnkF0Ka3F3Syh9PzKOirOHqoGRe5pv"
    "uszbzmOJK7QHbObdUhh+q7/o1UF5+Ls+Ai37gdwXxLhzrqul3E9dHOb1+Q5khw7xrAki0JosfMu9jGVsTwe5h1NQFlM9Iqtwp8fK"
    "Zp6LdeygMet3PCQm+9n+XReKQ2MyW/uOXgs794auJefeRZDHCM7J/vBj9pIKnJBvsXd3Et/5v3EHGhhTGcLJLk3Yt5PM9VjOLM68"
    "rDuLbX33foL9+vPY7yN+MnY4fg9iHDIcEW8JPOhqvQa67RPY9jXQ/NP1S1aoqsiQmM5GuPkdm7yybPXPOLW5jIfOCH6G9Vmgr2E9"
    "cyBRv9J2JGGDVwQrIBNXwlY2h829k89KCLvs0xFZ0MzM9ypOYCUyz2O4v4N9DGL9gYO8tkpyz1dxlYqx7hMZjZh0v8u6QzGe9z7O"
    "Q7sVbvhT3b0b4pU5sArLPSJaJfsdLPbdEz87wqNdu+4Z1/NfyavGGBtc6lGhQzLPWaxytK/gG9quZVRPk1z2FLjegp7Mmzb4bFUa"
    "2aASklBPHVHNuai17E2L6AN+d2uhy/aTQlblA06XHEKWkHTtro/HSwjZjzVBjWO8sQ/K5d+Pw09stnw9c5rXIt79QT/CStm80/n0"
    "I9pjL0J1GC1pbyD0WFbp/gbXMeXyNLl/mc1xvoghjGevPHSTV8lN3xW+4mfkys2DbH0hY+iXuPizFX2jBlZg7fPfwScsZw/AT3hl"
    "ESLdImadP8hM0Rnn1JbEQ3d8GNYZU6FtmcUpJkJIDVGKrQMoPUHe1/upoe/hjcP/KKHmMkyRfMh8F1Z4NiPOKKdeiNJ2RygjEWYR"
    "b+PMuMP7iNA7byDOQ28yjm5FPNYUtbL15Vmt+g0yIxhC9hqsQy3u7Bedh3Wfg28pJC5LEWTuHHjty6DlDR2jGPfyXTNsT81FLtlm"
    "+57BObNpbVfTdFh2SeY9suu3EWK6vz25DCt8j6zLQvdl16VjVHT9PI5d8BCJk2Pbfb91ZI/0dfN82L2rcE4rcVruw1MiRsCdFelT"
    "upX1E0AzfqyG3rxItwvsmmvhTRvK6Xm4565e1vPJNOjy4y3Z5dufs1OtiE9WTV+rYzPaJYfxVD9anhaMBayuUgwtXwEfqaNYruY1"
    "SNQEIhntAk/4GNz9VFpX5xtVewkPGYFleyXJfPBIcfmBDfS9XFbaItuh7Ft2aIwJr+l7yDG6S05XeRPfeq7ernmyJ2SmSvrDFj0q"
    "hxL9K6HH4SSPkv4yBWf4aCIeW75rKHNfNdiTfI8vVoezsZWf4zemnjWsE/wBGzIAPznQy0YNZzAcDqllfVbqv+UHuY6ecz18I/OK"
    "rLpcSj+x199U8u06Pcni6DTdofQjXKe+0l65WYo6z0C4hOwtVtGvzUhnWp+766Y/43KVSqyWjs2y1TjE5TQOVHGT2f//xjpqRcuS"
    "08z+NDcnkY3NwXJ6tZxQGCjWV2/1/nvh9X4NLfcoM4VW7buTc3DGyXy3GirUMFnOGKvEYyNZBfJ8ctNuIepxgVIegW0Qe/9M/5wv"
    "1usW9VUdq0DXNYtk0wX+/zLDDMHr1+PEPY+/TcU3JNX4CkzPrYOdeRl2t4csgvaczE7znlJPO1YG37SGd5unyyCta/D+OvI1Vejr"
    "0kus8rS3vIN93Y1zBif5laqg7i6kd2o9IJv1eTkIfmwl9P/FWK9PsR7T2QkgPoJ3vUXqLccjsgc0xSxY/m2CzdpJ7sU1PoLW/Ah/"
    "ztT7oCut7m4dsTsjfhwAv34JvdNqarYN8L4qWZu3LkTHpN5WkvrXTmohZoSzDBE/B+A4H/aXTZzGT/m5IUNKiPt31JJVKE7U0wbu"
    "bR/ZE7vS1k8xxlmzTHm8mYQ+LG5uqSOzIRW8qxvE7d4G7MQ82IIirMZSIgP1xVqthBa1eL4Ps5/beN66CGNyIUZAX/oIgUejtTtc"
    "iO8+QR6T9pDqbrjeRGmHKzwNzfwJYq2p5BdYhX+9oScFz8ITsI66HERvt9LivoKVmMRszDfU9ut4iq3X5WQ9BZ8vQvz+h3wqXbWd"
    "niNzguEZBo4G9gJV4upjmMuo8tmdOo8wZF7AEZ6JdiZ01nw89TliuAm7QvJK9RV5GJ/YkajDLcVpw+0ljY1iT28xk82ulRDtLkn+"
    "ge1YSbIesPE4bXPVEDosine4rFGPWphkJHOgpHxO8UTEzvtCuiEJwXq9Sc/Aay/Axx2bQQVQ3l2xn00IOdf3EK7YB9+4EdL3KKz/"
    "HB2tHYLzgghneNKdHinPvRSyF3dbP90b8Vw0O5FbvYE1Qacra+jtXU8MhxraZJvwbyvVfu7NcA+7cObqBDypzdO63vLB2NtO0IAx"
    "xnZ1iLyKcC6rIX31OMFxXtc0zgJEHXXEaYuxK/tk2MFpeKfJwCb2imzGvzbBLpTJvjg9eXi2JcFInPCfdLjuh7N2qQ4LcvWV4DrO"
    "cFWRJ6+GU3jHU+6LtR+z5W5WPUIG92pK4q2Q6Q14/yJ8wxfyALWEcU8X4sxO1jf1RuxUO2i/HHlan9GWwTq9Vq8PjhYn5TXQKG4G"
    "/jBxSB+msRbgG61b8Vo8x0LczwjEU4vIF7+WszkRnczOB8cwVgc72TIcEQwJqnUxv6kyPFaLZDokuxc+vwhnZDr5H8bL5fIy9vlG"
    "PMncZmzJcj5lY13b/naQ53mL+9qgm2ccJq5GmYMd+xVecS5W7HeuTQkRKe+Al2E1tQfhafwCXXaefi6nyfygneyAlc4+45n9ld3Z"
    "d1vtI+BAXOS4EitJhldfqUwj0l0vVZxp3ODnf0rVYd/anj7uJ/H/fpJzHqSolJ86XDYQ0WqerNBPoTlW4fQ3+Pl45xGnPMLrF7CC"
    "y6Hd5mq3YAGu8B5x+OZxAt3yk27yw/mU3Xxu+Ccdjdh1PPbqadnG8A2gK97SFjmzoCNb4RwakuzP1sOt1wY12OlpahyFhT4iC/3p"
    "TepvxGtKc2tHuVfupO9Kj3AdrFY+rncLOdFn6iQx/vRXEL2ln79tBjehtY9HL4cWOT14QWzO8XV4VHdDIjchitiB8WnImQSXkazl"
    "jsQ5B7i//MReMFv/zUSSu01CorkOls6SZkdanYmnlBajmlbE0HTvxFly/XTGljSDSE8Ob/dreMB2albrMsl+BzXQdLmMVoo4XVen"
    "E5hjnUT+pWrI6WPkqIvhHKzRM2Ut1uA1LZCT5BW8e6XZmmCczocenkj+4waPIuy6/i9mxFjLPtP/91fy4C+7+uYMsmQW8/y+im/9"
    "A5omQl80hj2OQg6inCH5WizCex27tcBbYpP6UnZ73CR7iuNRdLzrldT85okY/pnN16zAOdwLT7gFLO0OQakW+gm1JOt4SWqZemKq"
    "10PO83x1tycjdte1sp7I6l0l7isP6Wi5gigjcfriZdRcX+D+c6mBQ2bP5/OuTueOWfYzHx5TNbTkjhl+3QSR13cQx09b6RFz48xt"
    "VNN/iOGqlvk4CWuSH94i12qf4HD8bKY8p6cGtzOPXuX9mXYe8SXBPF1LfO8i/HuUn3mo4lntxNmnKniDjm/rYPlCnxCLWzdCb22D"
    "9dyC3sFY+IjmUx0rn+lx8qV2hofxESf2z5DR8KwPxXotgV5eo6fIyFS+vCa3yaiwU/ATO8zXhfcGNwQjZAe5VH6BrVmN3/X6rLwL"
    "DYGoQZYQESyNP6mZrHOAyOxZToXWc5K61mN0xXB3s3zNMPTVbDdD4PCiUsyAuL6AKh+rtKOuqcZp3wy/sS2nEwyv+igxNMUCaIv1"
    "7JPvCBtvuHUboLUfFWMQeUkfgr4eDZnZObgyOEy7wUsqRWzW4DueGv3K9hn/soKy6VjVO/gOw4uZVegk64gOX8asYRFW/Fn2DEV0"
    "V0hCLuxfLrxGY+80a7+LtA/ugXU62euixt6bBHEiH9X3pJqcQVYZeQq+XK1+rncZ65N8i0986zvhb9SfscNzcL5XI2Z5Th0bq+no"
    "D5gVsa5Ok/b92Yf5DTv+qnBmXsE33qF7B3FGcQ3kqN9H0rz0UTI+OmydJLvJC9VxsNVjXQuYiXG2pRax0B7E4d9En3ELfMaYxMw7"
    "for8YRXsu3f9aUr9nOcr7xbn3CQ22RelXLRj/5/lCW8Qm/keA495lR4GuV0RHoz1vAQ2q1h2gW9jnn0J9vtsSfe7WgSZl0HiTvf7"
    "VFFvCjNS7qeOgzz0VZH0dHU2zB6HYnpfJqfqNHBS78VqQ17kBli6W3BKZuLk/g45e4vVtTXQ3puh5VZBC/eAf1aMeO1I+YTYShPI"
    "qb61LMW5OIbMPF/gHLXGFbZGxHWLHCqjsJqTyQh9tZ4hVsHYhT7ahaw3z/V2f5NnnEl5fvQ0M1gez9HxMpXTItVY7XVq+J0dgm9x"
    "tuo4tZMg/0hret/W4fwTzuImyFoLWUD9VsiqxjjZmthitb5C0sCKRBVnCgzx6Ed5FvL8q/wRjoXH010+1GP01eAW3JN1ZFyNszeI"
    "XSsRnIwGzvVaJm8efKc/IK8nMGPWwIr/z9i5YqzC+9A4C/RCfTd8NWyr++DqX+c8Ln8gFrwJvmeU/fLV7MowbPurpVazZ8wasxkp"
    "3z/pKgjdseaLmV9x6JUJap13yeu7H86rm7qqkwgRGu2eV+qUZrLh2fs6k3qWGHevw8n5DdrVMDMtX7ZSV8gIuRl7tEyvgid+LizS"
    "an1Yd4Hvsyskx7zss7D6uTjDpVjvCF4rhJWpozdqZ+8RMdwtwzcoxkpem3Ox3o4Y/F29Uo6H/7oPooRIeAi84Z0C42mzfuW12OXW"
    "Mh3r+6l+jJN/BXyPhZCNIdABr+oEaIZ35WtWhNd5VrJ6YhjEOMWxVi8Sq3Gm6MEvZQxnHuVvWLFa6KIZnMiNs668i1hmewJiuRxG"
    "OikiZWwpEc962UZcfftCcTgxSu1gqB42P79Wr8Rz3iAjYAcNG+sofON/cC5CuRGn/0VIpPWOfQiJHiBXyVx9B95cVxmlH+gTOEmz"
    "xDAsPoYVvVvuk3vl7GZ6Q+ydUcrn/fI5vSfjc55ABLpD2GMboy4qZZeHY+s9ip0USXoWFlHYtNo7+poYc3waWbFbE2TFE/AND3qN"
    "opzwdL5skb6AVxy3rPNtLVKcz6rBAb73wvU+KjMd6bmZhM8wDmVnWJS9SZZFNRaNlMf9S2eXjFcm0aQ28Xcd+tlfcdcuoXfaU2xO"
    "eVs8+5PEPfuN2OaGrFWs9wUFavNtkz1Teug7IKOs1blv78bKtGW+7pcIp5eiRFsuxjOswRlYq08zroljBc6Wq4LPaAHrYdErIXcR"
    "ZrNnwL+y97yuX0ro++ZMi4/yvlDoI3X1HDbOF3IenrICX88YxzTADNjiBlYZC7FDeewsqPP6Ybxs9j2ODX4ipJ47XYt1vsP3nGzQ"
    "q/Cp5+Fzvgd9ukQfkJPlcWi7D2EpLGOYw//XwgNugPfRwHnDcnbxxT2a3h88Z3HGCys8HsFxvia+ntqpiDwa2fXOSh/BBn+acRwg"
    "Vj+r9BkaWw+HYLU992InWKge7MaeQe1WTX1SgLPSltks1+Nra/M5/naFOIaZtTj/xYghx8jezAU9gjtuDyv8pF6nN0PrRDSvxd1y"
    "O3bmStzTe3qOIazoM3o2rMLeLU+BF3EGoi+bqNpe20mak895wEPFZViq4S0uQGTyKVbmF3izqyEHr+PPn/XVJihx6Z7PDn7W/5+w"
    "oH9Knh9Xg61jNs+QxCyeXuE98h/FMZ2UMI9rPvahkmZ9qMxkv5LsKhCxWmh3j6sa9bO9KV/NcP1Br3DSMiTWTzk0vPF+ldCSLg2u"
    "xWmYh1fm6FVY788hj1/rk5CvsTgFMzhhepnegBhtET23CDEZHgusW3wD1nWevuH55UOPXZbvMRZSkOuzdTe8+xQdqpU51cHuehos"
    "6wuwcRPYvdJAzbw1Iv2ov9PJ8D+E8bvjWxjoa9jKqdBaYnAmM1rORbObiBScr6fCJzQWnO+lnvNw58lF0ItzsHaFkJ1ZeNrL2SeT"
    "I8PkDfmBPlAjTr37fwv6N/P0Ovgig5lBm4a1Wke+tAJ46tfCojzNNRgKWdkKtnUD9c183M8wSXjN6tAx1CNp7iWnyTjdjIisFt5J"
    "a+kth8sQaLFN8Mh6BJsgHYtw9Q+oHcZTkxbjyqPxvUsRPV/Z8jXY8K9ghx7QN8K9yI4eUsNWE83oBNkIr7SQPc9tOGEK+dJLxV4J"
    "WSle4yOJZCZfUUWUoHqfdWrRpDrbiEOZvdd9PVbiZHx6EycbFpPN7Q4ZQK18kET9vIxJ867i8PIjROpuKXexLtQZa9xWLhLL7V7Y"
    "TH0hyoxCAfZpI3axWPsF5tWux98LcY0KZsQNoyDGCGATZDzRDP6oTWK8QDSkYuZ5TRu63h/rdr+Wq1HnESmizGQozqTNiKzFs88I"
    "nsXZ/Vknwve9Fvr5afaD5kByH8NJPUBehMbqDM9grVpu7yg/HRaygyeNm1MPf9R6+1wfVA/eSy335ntid0d1Y7BeN7L2UI2YqgLe"
    "6GB4YN+GM6GP5sjBljuXo2Q6oqgOEs/wkZf4jgKHzNEbscBNsrvOlcLwBJzyFcE03EBlGCISSmROTkwdmp/D3hxOHP1CLeWuF2Bl"
    "V3KFGnQRtZExP1ZkYsPAx/gTdGzwkZwPT3MT3nEd7rmrWBfHczjRpmdG+2p/vT/NK4lBXQD9+zHksxhPugH21MVQpzRjZTpKfzmS"
    "OTjLw1QwV2JdQ63wsxHUk1vgHG4Dz6yDTMFuLoDVLyAz8SC8w5DfjBf5DkjBIv1dRwcbEMFeDX9tCizC8bIZlvgI+KU3M/ZLsw6n"
    "p/w6UHZWEP/PPIvHxKrt74pFxDMhjTanWssIMMbqgutIdnNzMU367L2hmQ0jg7Gh0+SyK/l6VqiPxqnJ5wz4LNxTq7+tvoee9evv"
    "VycmO8jLzMa0kd+1lxwhlkl5EVrbfOFV2Mkq6PvHxJigDIdkrAxvBjuwjvfcGqczZD0p5nt2LcfzCmvbrmplmF81nCcxz2mmvgir"
    "ORX66gedFxij+JtY6VWc3+5PzCm779OlwNutEsj1XuxUj0ISyvG5R2VP/PkbLEULWLOb5FQxbNkf4Nu+it0cLe+zH+ZOeDyHUivP"
    "Zk/Feh971FM6j0c8exS0rK37EWQx/6MZ7RJhzTOmp8mx5PCtYY6umHwQTZm53d/LeW4ehGx9iOtG9L2cF+Fz/YwT+gJW+kacs53l"
    "Q1mmDxlztm7gVHILxJilYpFLLTvenc9hFm8guae2EMdlktLtsKMB61QxImX2l6GyGDJ5DGRkgLwJqxzBv56SI/E9+0MCt0VUbzWP"
    "O4KPsKvvWSznq5z2HYFYZWv7DC6TPW3HzJyNatPa9f/7/Gl2r+YdrMzbOK0SzILHYP75V4hhrtA3PRpayDtMcnfc1FOFx0sT6c/e"
    "SskgnSbZUXi+NPC0O57pXOLpRviqwxJ1Nq1Vpv7a4L3K+WQzdVOrBazlPQyJruZZqMYOLdPL8Pl8/PkltWF6dUJteuqWah9c8VDW"
    "fg6UbeFtWiV2LfReVz0Lce6Nuj44Vm/QkZD/B2VwcLv8R3YnDrNZymXMfFwkDfQdWkOPbyHrmCH7Un/EHW2A/ttN3pE7cRIavcs0"
    "x1sda5L7BRdg31foCHi13yFC76975ewT/EciYVOcl7SVa5otPFsa7fnEJvgJaUbdRvzrKGXSIXAUZLqF+8j5Ukm2hUuIwKack016"
    "b3IzUZf+GrW18xWsEuib9fRSLae2G69Taxjq4vRqzNtG56d28fotm1Q9gPc/57Eb0vFo0j/7UmiEWp8RqyMGqMOXeBQn617EUB2x"
    "W1/Dts7G9bvj/t+GjpyknXD9QWIzvpYT7CoX4nRbx/SZ+JTlo13FcUvmBEP6QMZtUscMtiHhlzGOVM50l+BqNfQkTM4ulhJmpq6W"
    "07Q7op5piPwGyVxotSdwdq6Wh+Ub+YTT26WITabLA7jCIbCVW0P+ZhH3MsxMQDpPMo9+yD+Z48/+yhkS8x21CzROlo8kdMvXeIYt"
    "xVDZL2Beuzv7blPE2C3VwyUf6/GWtgk2Q3tdB1s2Uo/UvHBQZlI26dE+U+wBqs5gmbiooKuknyuZyWq3+hM6akqb9tL89ysWt4zl"
    "xGsU5y3kdJXNaUWx7+OY4VpPdK0rscM2z1fMvqQo423Hb11DHtcUI6pczr22QOS/ESuQB41qOKirsFfjZCE06nzc6zd6vhYEh0PG"
    "xsOeXShWlRkhDrMlwSyzk3bDiNpCDIsnST/hQLGJrXXQUTdIOuuyZ4ZZy3XqqGZ/xXnWU6kfDSkkX9+nx7BjUM7zt52fx3asM709"
    "Lmw3cV5WmMGha82uyewecYo1SLe2MXZK2DmsJt5yUq+SJcTs2E7W0fovhnY/ULRJHbHSYx9E/XTVp1ipIk5m9ZJCWtf5+OSN0kCt"
    "b9Ix2KMSGwLM05C53eRHeIXnITa9B1ruMDF+z9/gEz2Ak9mLHGwbYY/6iqHCTIMmHi3Gbb3M8xWkZzEdB+Ixxi8nueRXtBU5gN5W"
    "A61Odu2yGt78+fKUWPUyH094uXyDCLKeNS5j4P0M97cWe99KBkJbLsJ3f4ud+RA/O1zeJaNBZxklz0CHmz3OJRphGovT7bCL1c9C"
    "bLAMrweMGhfDn3+d1meR2MRdHRmhqzlB0QHy+wri4xk8/w43z6E6J4nH4XrDrNq3hHWfAmhBw8e4XWxCp5Y29UvPMPAj9dTpcgzu"
    "vrX8pnmQ5Agij+PkEUi6TTcuxKn6JxmMf+IfiBzElbXuJmPgMUT61X5OPNvVDBmzHL5MAc5BO/hTbWQZ60Id5H/rrv/ZZ/63rvY/"
    "ewf/W/f2/38N/nckpIGxr1WXJ0OLFZO/sxRn39gplkIPXAmruyciwN0RudmkuWVGs7MwZWfOaMQNc1FnxPuRA+gft/YIvrEmXMWq"
    "a+Uhdi8Y0mIXcsZWExmulJmslvKzz5F0ISeTdSaeJ9a3bHOmHTlP7BjwathJ7+adz/f3lef9I9etWMycs/rqhWTQRF6AZ/qpx1aZ"
    "BW+pF/tE6mDXG5gHDmm9bQVHsbu2gZmalOcl2l5intd3f3YMRnxlap7nPK1kj91tsi/RQ/eSIo+OXKTXMf+forcYYVxvmbvh7GKO"
    "eSbZKu0bfBkUyI5yq36v28hleMaPcJd9wqbMT3/+7xJYykulkNg7MeZyi4kQb5102V4JM4yfoWeccivUU67TCPS0TfhM01bwUQ7R"
    "dsHhQQs5jLWLjZwn2C6w/NI69vHMhL/yvm6GjToVsc8cvR0e5lFYi1f0bhkdxOkHqWdzSmCNHUZbvU6EPP6h+8iX+HOsGPq2zaA+"
    "L2+wq2a99pV9iBxgFqgVZHQnWCxDa1nKXpRi7R/UQZ6NDWIDIt1OYsgRYyBHE2WFZZdZ0/gDVrOEHc7mbwfk17Y5+AOlmphv2bDC"
    "3GeqOW8c0uqX6kgpI/pRtleyn9MOTbAw06fA5Xuzv6KQnJY8z+2YlxV+W4I9yGbLinj+qrACXcVhT1wt/1uvlHDGvZ64T9Zf0SKI"
    "EaV+KbGK6vUE+QV3vJ8cy06nHrIUHkdvOYBYMxYnb4CfuT+eziaGn/BxocsG7eMjhgr2f+8gjs1jB0lzHqWoG0I9WOp9dc0hbyS8"
    "FEeaeSUXEjUNMn2AnCXWh1UHT2pX+QLrXMOubfNh89Smrx0Wdy1xqNxZr/LIdtblNU5sivcyfU4+x06/rp8HSlTbXjJKd4X0noz4"
    "7wopJmvQOnKdfonIxnApF+KsfK9vICpdDS93B9kG+vEM6Id7IDl9ILWjxU2MFzPenYtv3YtY4Llkoo2xMmd3tIBdYcacUMyJAuNS"
    "eZx8iTFOVRcwc2izICdx/tdO/7+llGiADZ6Pso7cVYs85vYR8oRHfq5i/5B19LnOujgzyfXsmKsgbtBg3O1d0lumIKq1GemVakwR"
    "d0oua9iPQ2ON89htSsaEeo+0eQkxQBO8fkfKdISa4ERxk5QuEulKCajL5FgasyKudyXqc9rulXwyvRyPd25il9H57GSowk+3p+bv"
    "TxzGBnXdV2WUiwFYaavdVukE+HV3yNt4Vrv3HOxHFTSZdS+WyS36LHYJPr90Ir9Gtqmy7DkUIUL67hl0x2pt6btvqmm30jNoIfl4"
    "RK6SNUQUjnps3XTvtfLPU+A3JzOS7XR1xGexsjGwCjMz1fyegX4SPuF5MKp9hdjFM+O5xht1sp/77U2sFocfF9VXYaOs0jzGszmY"
    "vdtEG9LOs0663u+Uusi9gjyXUT1SGnzUVuCf0vWiWAXmfES192LvP9GFYW7YQm6Uz/S8oJdM4mxJBXG8luiZxEm2KuXZROPq6zM5"
    "jYjTrtr1iYyxfK5sK12CN/XH8J7wIK0L2shFGvddA662Z95Re3Iq7ySPy05Syac0TIbNtDRlzJlXeWa+BOvAUZ68Strm2fjOd/QD"
    "rO0sfR5rPS6YrNOD7joeGq6AGYIJsAt2VZtONsTNgmYywYZm3VFCj+Gertq7/qsDJeV7xlrhijZ3vIjYLy/jpBXo1bCeOyAmPUW2"
    "wrl4VYuCrcXJiuvSj3iJaOtZCpMaZpi6E2QCdNM5hbo3u/OjegO8hEnwUELOJH6qP6lNsi3Gip8j9+ssxIXz8cz747QPEMeQ2Ij0"
    "kfLdeKOllD1K4rOsLj62evxlcj+1fwxarYucKG9xjnuVTuFau3vbXtJoF3sRJft0sTpkX0SPO+MkfY0YO0e+05egu58Mbd0m6Hs6"
    "KTgF3kc0PC34QtoFI/UlXcwOJpcRMnt8DO5/sFSyCmf5shWMtks5nXCd/AC93FOODfYW6xEdojcEoe6jg2Ss7qsP4NOjxHFFJ+ib"
    "1THur2TUO0qf0Cf1HNzNR4iNv4O39yN2JF+OzWBQuVPq5sisNy9XV5HzcxH0zzmwoWuZp63BMz6u0+EJtJe7iLrxG3NLNbpV8HYz"
    "XbxpDvIRzPvGNeG7QJJ6m26ln8F/ul+PDd6GV7WPfA+5PVu7B8Ze8SEskGV7rsL3Gef2W7B5xvCTDTNhml6v28Ers/1agXNWQR7k"
    "k8gGcDa8qWk8gza5dIAYFrH1ts2FNIUZtspK32UW4+5ne6UWXtTOMpKeWjU7783yvA4v0k2ymk26lf2A+XzuEmigSngShty6h/wA"
    "ndlBjHdgPL7jLJmB3XtYbpEu0KpbQmqOg+z+ivv/vZnKQ4+gH+xCAt5oIaTrCrlGbKqjDfMAVZnqgJ2b4yT0PdLZZ7H/Z1/JjpCe"
    "/TM2PWSI/yHXudzzOK1j55DNvfb3VjpBTPsIZ2I/leNlPNaqQn8LFoXP6nBIUlfZJxgDaX8G+uFHHSrXB/fjGj0gU2/rfNkyCLCS"
    "m/QPnPA5iNCWE4/hHf0dkhCFNxXRQr9uAziBPo9n/DLtBy8pkHliSJevQiqH45TeBIug+Ablc6WITFbr2VWX/w+/slGT0FYbyAH6"
    "pgzD6tTgqTdAz5if4LjxYtDi+3kvxDyj48XhOZzD/G6UXBf5tHw5wb244iDE0CvxZL+Ro+F3rLXl6Ed41iurdOfCHoyQYTz9p0JX"
    "vItV/BAa4XTooiethz58V4YwCt1VTkCMHiOqivXsL4DULSCGg2Zm7k/3J7bM8zENlQqtyfC7GiJKkufLqiHG7NFaHOu5IW6s0svh"
    "PS5kz6KbhDZPwfTITZCckMgi/5L0PHyK2OvV0HRJ7mfKV3KqfEf7wc1mI5bAE3AInqP5npl+Utsqplv6zG61OrZw5YzlMP5p3sUC"
    "j+mqWN8Y7Ihh9BTy7xv1S+isF3DWa+mz7NAMz3exn8FUX2d2/tVhTaaQrEt6MHEcHKOA9Xr+CN9qLT2iao9SuAr+7Z1SoxGPVWKz"
    "0nXYuwR9h0307mwGcUWGY66APkQCdjn9Pa5PymJ5N4d1nixiX8hgToYtZH9MiT4k5+ObB8sc9qy7dXXoJTbNZ1FiwvcRJYnvm544"
    "vlKi4cfBEuz3ZNx7W3kYKzZIr4LsZs/HC/TnDeIwM9Lcy1HfO5HtM9WMh2wSMU69ZPmWnemXbStXeAwEw8mr5xx9Hr2q7BKS/Xuu"
    "laWe62gL5opSviM/0YzmK6ZFjHLy3voqf2UdeDl2L4+d2W7PHReF672pbIbltDn+0xrvRa/h1Wx2NYAe/EXdzHqdbi0bmCVZT89y"
    "a/mYXb9ujSNkxzNpsF77fRBPrcZ7VzPfswlXmEQmymd0IzFhnN9fzMzRheLsYTls1QpmltpD5xyP9fhWbXYsD7Flne8DTbKCas+5"
    "o4TeizF27lJOWgzCTu0q1hOUT3TXw6BBCmA/K4m9VUPEKusOOxUWsTv8sST5Wx2CxOGQsDpi95XQNwnZd5PktETCc4e5qZYa8hfB"
    "34PO74U7/US/0gegXVaS3/gzeJaf433z8PnGOOo4j2BYy2dYwlrbNqzCl3LHXE9tjVoWYQ+PxKLaiEbq6kQLeSL3Yf7Asd0aPrrF"
    "8T3hF1awU7Gc8lXCSafW8i304neIAkvgR5UGpvWfQ0R/iPTCU23Nqf9N+gvxFRLM4RWRhewCcvrFfB5D+WeUWayTJJGZnnAIkK7i"
    "Xc6o1M1VmVz3lO2Izt4X1iFJLa2aZrCMsWe4bTM4f6Hvde3t0XRSlGnzlS5iZvMssnkXI/53LJpnyz1yBGscDTyZXZjlNN+uHBL4"
    "FWzYRlYib5F2OIWPkme8kzyGX/NxinLxPZ+yX+VRxMq/Q+raykDsZie5TD7WS9T6X2dC834r0+QMSOWN+gPs66U5NlH/gd5FlLMH"
    "YR+nQN4X6C7Q4R/LF15j/SwPwOtzqJEuE2t9qlN9d8D9XkIcEkyNn4YOM5i9oWc1PZx+ZHpisBQR2wYiUx7BnvcEMbPPhJ44ktKw"
    "gTp+S49EE4hhAcSJFdjIcOy6z1xsZXPvu8gg5hDLfObW7MNxsl5dPS/mcyb9cWpMD7Ty0Wca/3sb2dZPy8+H7vgeazBPT4Of/gVO"
    "sXEMGWfzQ7CbuyOuMFQ143v6jr2Gx0NrGrv1drIWntkCaLVCWMUSIgeE7LfqKO/jifMhy8/LWJmJvz2I7x6PPflVb4Zt3xN3ORzP"
    "vg5Svru8Cn24llbFrI+d9VKehzL9Tm7T1/DE50APrYNW/VXOwzvHyk5BCdkD3tbT9fBgFO7+OkSL/wmGBjfooeQRc9O2xrdaSrSx"
    "FDHEbfYiCk0yFZHCTPiVfcVwLzcQOyrJ3HFjtscsqGUrjpNXuP8PyUTEyqfKa/hJC7y2hlPnp+JzqzMxaCXj6B2YXz5JHBuOmy8o"
    "p5dr/18CyXA/ixLNOel73VcyTq9jx5p1Yh2FVX8Yq7ob5SPJz0f52/K5h/DUxCijCe5+zE8edsO9ncz4v9x3dm8tNhHfliyCllde"
    "LnYySlijXiZP4Umm6quwvjab1dhHE/cRmDRb/3ETkUkidlp/0au0Loa83/kv+sGtrHlYD0ISvoc8DZMN2Ptf8Z2T9GL4Glf5nuHd"
    "vZQnmD1onNj4+1dSRNqJIZq0dfqSd9mLmUjN+G0hfhLz3pfDV3sD17LO6y+xDmWQqF3F6kGP+jttLYGfCmy880cZb1aqQ/aOEPkj"
    "BU3k+NnrYP/sXjbpbdBChtB4mqzmTMl94qpF1WQQay82UbiVx5ty3KdzfVbE/MkHiXNyovfubeLwAM9P1hN6LsK+4DXU3Ybpfzmx"
    "MbohiliK61/IvuI6MrBEmSWoY9etzXNO5smqhWxtK6twZ/O5MjZ3caZn4zM21zpqZptTqM5w8TR2harHkKv1NTeXCxwuaZ/y72Pa"
    "02DLNkA3DEB0dSB0lmmsr3STbIcrTYN+We37fb7m/w3zzbAoB8n10MWv4bk/hpYoQjT+O/7+vrcyCc9uIJkeE0N9rmM/vYtMXc4i"
    "zqx7PTVwgjpmNX46hytxPhmx07i69R5Xdwyz8FU+s5frZ+9dfOH+tAjNIdRsJzGfRzjMT9r8ixNUafTvBHPZLlfcR0zO9s5gkofM"
    "kKueICdyJqWe/oTzowogB5uJoNfYv+Se0U20Pyh7wyvfCD0yXO8IftMJashF47GTEXhYC6DZl0KDrGRVMAbpWKkfSB3x0y0LpIiu"
    "XP59Hb3IKDELqoi4VsjMfwsiGUyTstCYeCfqzcFrMD0vyzE6Nhii52hpeJKUaLoeEnotlGSfkbGVD2aON6pPcu2r8asXZ6A3Z3LE"
    "Fl+N9Tli063r8dswAg37ohBedhQnZC0n6PeSMIMEXgOtFTLncJw08p6MYVbW7aLxeMzECZyP7zpCXoYln6tP4DlPkLGwSssQTVXQ"
    "zvxKZs0kT+R3chfWowN8/QbOQCcoB22pvfeWNA+uyyfmMya37ivzumfjJL4r+Zwz240WZz0t4DN6ZbCJn6gmzu9CXU129VX+TO3D"
    "XY16bo4CHxNWYf9i7Ea8SgyJxfTpZHpA6lmP/zw1a5OoB0gFn2gLnPLl+hIsz2uwrAfKJCkhdslvsHg7Qp5+wT5Owk5OEdf3Z1Wz"
    "qThRNn9pPILPkD+wHj5CA/zwOvysQh2KVT00/q84u93hha3SR/TfYngke0ixXKsXYnfyycwQ5aTJVFjUYlz/RLkJPz8GfpfNtE5V"
    "675eCE9rKnZ+90A9TmQjNtUO3qMaKA/h7/+Hte+AkqrKoj2vyVEkKCoIEgRRQVEBEVQwI4iCcXTMecxhzFnHnDCNOSvmRDAhBqLk"
    "3OTQQDedQ3VXfufvs++topmx+OvP+rDEDlX13rv33JPP3j/AXzwL9/mQLJKh8om+Sz80xU7h+kxVbi4mNx6XvW5vH5e52feYZryn"
    "CvqyjbK83Nbln6bvnYvN4Qys6+PQIM2DZnJcMFv+CD/W9niH9R8VENPH+ghjjG5i7F6LkFvrSillJcZ5iE0595DaSf9b6LEH4+RH"
    "cTV+px8vlmWUjiQzMrPo3fXijHTuuky+/hP6cxO83+ayUO5mxuEK3Oc1wS4S9x2OMR1NDIYYz2+5nz1yEXhTTpVE+Mnd2aFmp7WP"
    "bCGezGdYrXn4214Wsg8jj1PSIyXl656DZCOn7NzqPE2W7TpamDJyaeSyGLl5fR3yj6vGJ7lKbrouvtO4PjdfdUhfLfTImJpFeTwQ"
    "K7oE0vwxfGBjbJmsxwe3B920lr1nlpNO+i4Nhx52N9mGHbeJ9Vsezbv7Hat5kWf5swgwyfxW3FsPpcU1O7aBGjHh4yfL9B5EVHfH"
    "G17KzFIEO2gINCeLepZ1JWp12uPKjIVNb01uPNPtY+gLLeY9DoO321Zq61nsDA5qHU7MDL2L0bN1M5SpY2m1XMENciI9kVZi094l"
    "rCbVwLpuxWeNw/s/xHutY/gOePDXyrf6pNwql8jvkPhd5Rvs0QydCum5MPgentZUeQO6/BTEV5OwsvfDUl8O7TEfnzkOK7m9LyfM"
    "zp60oMadDR1SRy1dwmrJk9ITGmUh0YAryOZud3s4sYUSXPsN0LIOSeB8xukp7u8WWqjcHCGrwk+DsxCn4Cn0h3CcfhHME5vG+JBI"
    "kyfjmqHHt42RuStBL7+MWVHNoq8eTx1jp7mAFsTpFssPWffj+iw+ZqXHw0oS46+Tn14vwxOOkNHkWSmn9ihjrmUpTttGvYFo6TWw"
    "NpOx2s3gp/+4E9yiOH/u+oz2ylZU7N98TnfH/YQXvFfI34Fel94Hy/klbNV0vV/G6wd4nnegXd7D+a3x1ccIe1nt+c2f2KRfsUvW"
    "7M/X0JcVxGY/G3oy1NzM6QdCZuZA3n6ALPwpwxDZzYee+xhPtgnabCnkYT4xCf4OvW7VnDLydvSQMBthJz1qpeV/HpOjofPzmPlY"
    "p4bzuYaW1DIHd9SblowzP7mNMfVsSPxTeh+s2kbotEf1OXgaQ+Uzniabf1ueRdy3tSnEv0eSUdz5O6+Ri83xbs33eRR3Cus8WodD"
    "vUiwttFA7EyehmsZIv1GnPflkIinsJtXQtp2lX7B2fByn8OKN5a79IJsR1Tad6TYn86sdSbDr/RXrHc8HJO3Iuinj4YdcM9rgtFh"
    "0tsN9dkGk+4h3g9108luUq5+HPYaVn8CtPgXeLbViJ0H4bMWa9Ogu3yphtzTgrgt1g01DeuxTk8IvvbZ5CTjA4dwfglsm03xNyI7"
    "zHCJe8zoxlLNLudWUskc1Dq1erTVOWYiHnlFiuANvAxv4gt5W9+Th+QJLQ9vgsdfGR6UtyG8TsJs5lo9skioH/p+urTPcK2GlnqN"
    "clDGrEquTj83rVybRdW0u3M/30I22VDNdt5Cj7ilLKQfPgNrYRWk3mI4ct+q8fSVQaJ6IXJaTNSOxpDS79lZ0wXadZBYl/TV0lMv"
    "g1xHWCvrl/eVLpSq8GRYgZossq5lJh+hBjd0sLuZb0h7T7aMUYfZbKs6zqMervBVX/OvP6N/Ws4OkvJsn4cyNxx65rG//k2Kve5b"
    "uCY9vK/lfKG95HgpY2U3Tiy7jYwKynx3SAFnWK3Lpw/70qxHbptejXX4Vj+Rl/U4eI2l2NeJ+qmsl9WcB3BoCJvwOd2kL/tQqnj3"
    "xmd0oe/hnO55ItdwQukjPHEv/NY65p4Re/W/ZJoaCnxyBy6sPWU7Y0ylr0DWMe97r7ia+FZY7JawSiuY3dss58CnL4BeK2N8s41a"
    "bDLOwlFYyVXYgRugxTp5BIiYX+ka+JJJ9kUeJlGPQOU6TRVP5CaI2kGa+3pbO4wx+XJ6AlvICIEzwz6mH5kV+5mrv47cgEfQ629A"
    "+XNeXx1xv9Oe9VGZg417PoB92b9VjTgsyijJ9uRPen9VuMYw+R46+mNoklLdglf+kwjfhgF/dtAecfN4YymGt3pqMATrPEYacO16"
    "Yj+7kefSckONPft7lLjl+5H1tJh3cansJpaLhrUNO8rn+g95Rh6FL/4C7Nhp8i5+fyexJi8Uk/aInsustPU0VdJDrWKEcYGkNYM5"
    "VZ3Fvj8XscRK6s+0x9+qpbdYgc8O5Hp2NiqrHG7q9mi5DmfwU0Qbz4ZDpGvwZPAOPIPXZQ99iTvqOHQG+/nKEr0M34+WzfjdhURJ"
    "byztodWitNbrsT7NoZ0+wT0vw9rfJdfjp/n6B7FQ4n63XU5tP49WHsCXsRxhS+Yrf4fmGU3OPtOTkxDpWDVwmP4hL+h5eE8ga8JF"
    "0CO52XA+gxe1C+5hFnbCUNcmao0cLsZfu1EdS2IdextWQ64TzLXMweplmKkzldc9xaFGZSKiPH+2mnrtFurn2HWL4ZbgvM3FzrQN"
    "yhBBrcDzGxNHP9jKtL4C+VwOudlG37+dbKa2TuFZ6+jnDhSXRR5IJoVZ8OVsjnCV5ssfsL3D5U/WqdOeezDTLZfx4t6RuTgRg3EC"
    "x4djEJO/CV1/jvbSi/Osq3AI6wFxxh3KCo3rmQn95Eex75pqRl3WQ8r98zp+wp7Zee4YJCqKn6ap/+wEN6EftIwWsMEO2cft1b0T"
    "g12DjsFCDcMFcrJeEPaANliq94UXBUlWhMp959AX4hhsa8nbbHxZNiN0uCQ8wnSY5VVy9YKLELM6lpQirPtmIqlaFLFYv5UniZlU"
    "oi/rv3CictvtkIhjCxkzmHXbQCZvwwIy3grHQzaB92Snp7NcCvuUynJixDyOcoJn7wjZQ/4O6bob678FUrMKZ3guztKH0ovTmXXU"
    "PRE//X84rmJzxIapEPH9l4MYQ29hFa6XWP6vH0/7PDxbgf6MGHsNZGaB1oQbw9E4Kd/pZ9B958oCxJuv6/fBScEM2NnfccVq+HXb"
    "GE1swqkdBouRJGNeQ1ZREz6LnqQ8TNW/yVUyE/v+Evz+2Yi975U+OInfEXmqcZZDK5E9s7Y7jclTW8c1NUSuzh73wXGpt5e0Py0N"
    "st2b//2nDeO0KD/7OJ+pX+NzNHlZ3NIGO3TBZ76eivWei3M3Hk+50LoDoEet3+ki7GN7cRFdNbmRKrx8JdWhqYhk0PONQzfF/5tf"
    "9QnWZhJWfhT7+BRyNAvWODd+Yh274DI4aqHXvyWIyneDZP4N+zAdq99F8nGW87C+Ns2YO0KOQ4JnwUMu5wqX6lF45SKew/NkI3Ow"
    "RczeWZ6rQN/VJ+BfJDkH5jr/alnjSDEPHicfkKHNWfSeZodhLTHQE3qWduaU3WlyT3CSdIBPdYz21Ofh3zr/qIGIn17s55ElotC1"
    "8SybQtp7UY7p81Ztoo9KS30VPtPt2hRR3SHBYXqHTm2Qu8avsiy8VQ7TNnqMnKnttTi8N2iiL4a/N9RsDSGsh85uvHLn4r5/V8O7"
    "/QQ7NJM9Bl/pNXJHXirbR+mqg3GeyDJ2e2TisR5+1au9xlzqmQ9Xw+++Hh7GOkaSxbD5k+F5pXUVvrPazgZcc6AYLh88YD0oWKlP"
    "6CtYq1PlOT2YmK3/lCuC3cjh4Co421Fny9VVoff11Z0wyyihO52WtK7Tnri2IQ4HrF9uFEP5nQtLcYK4qcw6Il62lGXQvL+woz3B"
    "zJflrD4kO3CMNn0ze2xaSwmz85bdac5P7OXZrB1+lJv6czj4LmNiNegG9PgNL2Q59VWBviS5mV5Dj3id5ydp41kLleRvt3iGlp7S"
    "28eKtfqIrmQ/VRXxV2x6vgYW85Rgta9CDeDKJXwGr8j776XayPfU1PHfw4mB4lhTG7Pulsnh16jraHJdqgn4uvnsTLFZwK04HxfL"
    "i/Cwv9VKOR/R0Wc6OGiLeOQFy31yMjnBHJHbO5EMx+hF8GQ+kunynYThZ+FA3N983T8Yj0gzCQ/3RKnwHVRFtBh1np8612/CrFcR"
    "5+THdn33BTz+LxEFtIXeORmaMhp+D01pGPGr6Qm4ThiblDrIr3kMcv0HPvl59lyuwjqdJFFOA1T56kra66okO10drpPtcoPsXIry"
    "/Dflup1Je2zvWMKczDG+hmMoJT3FGKGr4RWvwz6eAwmch7V7Bq/4t3wKiXxGn5bH4LtMxB0dgrPWQwZKdTbGSHgkZ4e/ZGxnw+D1"
    "JfxJDiFla3mXuftHN5OVIMFKiLGjHMrnN5SONv/Fvx2SPbQjuf7SPiZwqADWw6RkGB0jxg6QosSfzB7bjfi0Y3BKq3if29iZkWBO"
    "doG+KFv9VHRFNotg3Krd6McOZAycyNZs7I/LSx/nc59OWoX1r0I+2TLtwlPussQVzP7cTJ1eAq+mgpMZMZ5Ci1k7sT7ak+g3Nk+x"
    "iPWzDVyNB+Srehjf9Sf4rCfwVmbO0t57SXmvaj6edp+8e6Fld4eH8Z6aF1+r4xBTLdKyMHe+t68ks/MZmUrJev7kMCn33oA7Sbbb"
    "q/DvQV5LxnysGYcuclXmndUXRskE2UzUCPtvJfGgjO1h3v80e1lJHvqv9QAxPoOz5CcdgSu14NRhbTZ/kM+VOZz6MgX5iGRzmWkf"
    "q+bT3lgfSznWbT2+Nk6HQXIsa8SzdsJssh5PXYJ1vl32gqUxLPhN2NMxeEVjqfLdz3bXNqUWJY5EitGV62kyzgbHfNMQPmLf/8jq"
    "uq+b8jTnvusliJuq6Ika1pV1ltWwc6Yv9PMyuUV/lcNxkmLh4AYHyTV6nK4PX9pJ3TnJHs+EP91XicPlUvZtTxObra/QQ+D91DKz"
    "uRZW9k/OT2zBT6sR/W/DKi0lqvaPOjrr6TX4r44Ge+JdvMXMzNOoR+VI+ee8Vup8/qeO9eeU7x5yPHoxTuUkeLdNgoT+Bkm7UE7X"
    "++Sm4G/w1QdBn32ha+VXzk32l4F6j7YP+mGPT4fs7gZdPBefYPZ5un6p75C7sHPwMmKiVdjNzJlPsSsjzV7ONrKJmGmF2HPTveO1"
    "NZ75NrF5sXz4exW0rlXs0TX+SesyWOHx+NPqGBHczIhNQx4iubvccku8si5fRZS7jEWr9bWwEn0Ou9c1cJ2yKeakKun3bSRL6vNy"
    "KlEibRK0L07caki2YVzatMK3WiX/QvR7IuTtOs0L8uBTLSUmYxVO8yL9WgyTu7PM59N1lbtY54zDH3sXcv47Xmn4MYZt0jnrDTlG"
    "SfsqtyYPfVVHqJlSnp/N9G+Ca54nzpbUkG/L5oVrKAld5D48U1vs3unym9g9GfN2muiClnFqRNmwic8irkUNvK7v9BFmhaN+jrca"
    "1qkuW1Xa4HX8SGZaMn1sDq+jhvc9RAzt1bpV9gwLdau0yyuAD/H3IBb2k3ulu+6KmEs5n1Wmjm8j8Jhr14txyr4GPyhgbFTGGNWs"
    "+Sjs7M7wDypYz3D+ykBpzg4j520YQ/wWIthMx3t/JV5YoY7z9SDH/DLQezxJdhTW6r20NhluGdc5WEc29BpfV24hmZigu6SzddSw"
    "Hh5QhF/vLrl/syPXuWM6F1+9T8ITCzgjUsknNlzPUvZaGfpRC/qvUd+xdQZOWUsZRmSqVdCVxWREHYi41pB5KugpV7Bnp4r9RLPx"
    "mYajd/tOUapynyxl9iqDTa2MNmM8X9dIjWZyFy57UsEuYOOQGyorWZu9hZFqOTOylb4SYl7vjZL2XBfGrrZODTvI/JeJeqTcgOeY"
    "gJ2ZhTPZX77RT7WEz/UjfNIyxMLl2Nf1upfUz803rNdLapXYy6HZSmxuSK6W67Gegf6Ae/lc3CzmfF9NOpPMIGE2EyZSwn8d9mx/"
    "qfOvO1dCHxnX4ixv9lWbrZqbXWxnU3Jx1mAL6amn2fF2HK47jLFL6NloMvGpZfej9boVtrPXO0yWu3Sqn0S3KZjX4LlbbDOB1j5X"
    "x9q74YHSJrhER+ux2k0nQ2dcH4zD2fsgiOvDWLtZrN1X6rN41/t6mVyBOKwKa7XCd+YpdPwGWIZO5F47QRpih84PyiFp8/RjojgN"
    "gEZ8m13fg8Q6DNYbKwx+fry0w6cdwXu8hWtfREtfRMmOU8ZHyitEY7UswDNkNDasxgVkTG0n+4njcNhk/RK4/mr8fQ76O8L3Tue1"
    "5hLLtFbuJ2vFenjvY/UnyJLhS3fHnc2SV3Ht83DGrCZstdfJWPm3tC0xi2zH0kTD3Ahfs0inEBtnAV67v6xk/TzFu9sDkbWdsj+Z"
    "tzDt6LAqa/kkJ4urwEyGvExGjNwSsgs/QL7G1/frq/rsTs5cFGvgOg63cG6lNiufTeQwrlcX+R7RXrEYYuAkeUg/8XjHTaU+9rPL"
    "Lu3+Hz6G+7eSnKX/KVX27+82c8f+AId/EXI1Y/TQzcv/TRbDrsR4kr+jt2ZskR2Jz+eYtG8Vl3uyrwvZOdaEVfU2YqhfMT5BNWOd"
    "3KyJhd4DNGx8s4FLeSePY7+a6gc6JvgZVnmONoLc9pMyuRw+2UgivO++A/f0nZ57ehm06R7M48M3E3f2HGdkin2zFTzZpTwfB/q1"
    "T2mGVzlEnKREDwj9JP/2NXNz/u2ynUQJRLnNeD6LuGd7c8bPZRp6+5ihhPc2zEuI2fw7ya2hnDxJZ2dI0x5lQv30rmmk0Nc+rC5y"
    "AK+zhffZhdexKOl7fN5YRBfLYdcGSjdpz27BKfD97takdIXNbSBvyls4EVZ5+BORZTVR2rYjWaXItWhezkX6OmLB+xHlrtDDg3f1"
    "NKxeF/jkt9F7ekKMu8g8pxoiCi9R13mU6yy4ztUkLbyLqO3EnyMb6MME0ngH6+gk0p6tF3sNaxhbZfh5ts/SN/oLxrgUtXjAE5ap"
    "/faVNGcjKonZoTzJDk3W3lWMtU1ixeLswC2DxIyVqayBnZ5FNx4oLusSJ6LtfKyN9WIY7uj9eP9EvPMtnPNuYp7WYnoo7p3OSj5I"
    "r8syq9X8figxfSN6BdGbbB67mJNfCXasm60/Hrp1pb/LHbHdMwiPhga4jdUvO1/z5BfG698hxjgU74x7GVoPm1rCuH0K3rmSKAIN"
    "qGf6YdcPYWWoAruYznbRNcquaAtqkQRi9c5yJvTMbbjSpKC7rNN7ZHlo1XnrGy7xa1xGO1fho4R8ssK5KClCtP0Ifc6o73wMs1V5"
    "YebY+mGtT6uaGtYxMtbS0zhTKn1nuzIn0c17yDWQXtN0h8r22X8XHRYTbXiQZDrg7NNGcbarlv7hPr7fyXVZRFl9r+X5fhyWoEgN"
    "LWYSfIZp+kzeNrU6sGUmw3oYM9uzuFb16E/bPY0zjGl2plk96lVohg0WZ+KKhuV7FGTyWf0KOqJK38e6LfddCC+wmt8Ydz1S/hd8"
    "/50h/2dQNup8XWYL8XdvE5epSzHOSmX7jIVdqhHisTnNmVTnJ6VpB3N5NftB7/6hnyGmLdAP5Ums6J/Q3C0hkSlWKuwOx0na9yta"
    "3X6O2izIrfIY1vok6Sif4N0LcNqexm86ySX0gD+W4dBcvbGK5oncLJ/t5A4+lD9w8nri2cYjUvsnZ892x/W/+f+MUlXNTh6rdTeS"
    "LZwfS8CmlzCqeIc+zklZ/NWYx0L4k70Uobcqac3wDl4sO8s55Jqss8nVW3DtAdDfV2K95+FJx0PjDCcq3G34/ZFSw/7xDYy2N3uc"
    "FDf3GtWXOS9nDMqlZACJeVt7thwtzuIchFdcw/mSQq31tfNLxHTnPsxlTcpi2KR8F0VIn/h8qzkgLk4iqvsD5yiQafBPv/B89LnW"
    "upbMFJXsFzW2Y8utvCiO02Wp7wivymKo/6JfSdMdfIXtHk6Jj+qs7tcUMhTnOwLJ52zESLkSEvc95HINLG4xdipfn4K0tfEed8JP"
    "jFqdUjWT49mET4r5TvwezGu6ybUy9vlGaPENNboZ0R8dRnWuuDH3b8qgpZ+S92RXqQ5fkbFSAJ+7vX4dvoWf1NBbUu8VHM53FjLH"
    "WOuRsVOcxb5RnM9Sjv3+mJWTIvhlFv1+Qj94EHZjKM7IqVLq87dJ+ATqP7mhvMiVKoWEDZEtYtjC+ToO524pERwMLXAupL00eIJ7"
    "Yd0wSbzL5g4fl11kvL6nrwXX40wt0epw7+BXyOUa+AJbISu7ynXQf8Og4Z5gX5v5d0newWz6N69hlWvEvFuB7jhD+2k6XNHgHmiJ"
    "JXK1XrQD8moT0XpVhUvw1EfK6TJB79HOsEnv6IkyUT7Qp+VDaNfheGKL6H6Fto0Ts2eovLfTzIJ9ZkNplvUmwizTZO5p41y/yY2K"
    "FiPOT0d2+Gwhi7adxhW6e5Bh+85Y7pCIzZYrOVgcfoZlsGwv7hHr6hpEPsRKz25xV2B9PquYj71NF8AC9sb6H8u85Eb81x5XHEbE"
    "f6VtXEM2n4TPxsW8zxYhTv0mrOwYibM+ug2vHE9JWQ9baN2xH6tVFTdC15yE+ypVixktA7wF+udErHonzkqv2olPvrcMwHldRyk+"
    "USzb0U7WEj/kfjlENrJvopaM8f2xmguIQrSPrPF5eJeHOoCyYNHku9jjL3VIkI+7uQVPdZKMhgY7Um7lRLDiM10XRgnzRuZn/EZk"
    "7KbUeBW4zlmyF6yzeQGLYacLtCGt/Z7EqQg5vb8O15mqR+nRcin8AeNSOFCsS7hjUMLZtVp9WPJ5P86riLDHLoFX/guva09bGOcU"
    "f4EaG5fLn4VeeyZ9dGFTnashj7/J83imzzm7O0cul2/EWFi26HiyUr6vxv92jPymn8On/0Kvk3vYlbYN95mkrY567PxrsbbGTGOc"
    "dT8Go+DFPhv2Rwx1LCxtM0j6tmxXXKaruwc1s2VKLmZOX4lUvdRPWewluX8TIaNX6KemmspI9pLYrlfJA3m3w/P5RW/CyZwCb3yG"
    "1oRH6tecs49mr69eoym5vFtIJ6x0HPJ1F2RlNp7qdCIrrsPzLiRG8HrI22aeus1EK46QLyNNpIJaj7VodnhvSF0bZnfqdAi8yULY"
    "AYfp1EvmwQZcKGdwau9X8rSsVev9SMFf7uXzeHGf/zeGkuuYF8p16hf5+clm9FHTfqrwDNaMj5S2zGQnmeGIsAJbRO85w3VH5Bbf"
    "UWI/bSsn6VR5m37wPohx67Dus3D/p7PWNIkWx2HzRhippFkFSGfZWJy1aes9krj3vzLcjQnt4WsHuT/tBsitsUTZxJxN38CnwFr/"
    "qE9wRfaV03z+3T6tgXzO/VvEe8j0Nxj3kWNIiELzbIQePJb8HjZZfDdOTrUeHazB2h9F78r5RpXM0fdkrWMt0Y0GQovM06OCBZwc"
    "MTxyizKnQLuYT28YdAt0cNCMvbgzyDQeZZ44hp1OMgYzdrpioh45z72I3BZm+bvJILx2d+87KDNylX6SwqapVxLlrQ7/visrPPa+"
    "MTr3lNYyQn+X2bqb3K5r5X09EtblSOkDz851UfVm/00l35NkPsoxeCZpySuYp8useoI84uKZesIsjof9WyCuypjCO2qJim9V7S8N"
    "BwgydS/uZaIcjScchzh0JmIyy1bljg7NBhVRC5ayo6YWux1hxjFft0kpo/oKz3pt3PIV1JG5GCQHyFNyv9hKLYZW/Uqtt9GmPucx"
    "h57mexJEGLDe1hc5HZYbY6CA2C32Z1C9uljaR8FrsDMWjczCJxew83MzznY1fr5HYDPlUXoq1gu0hpxP2zyGm+PwjjI3FaNPWy4f"
    "carmK1ZcTWoiOlc2QZ9fCN28J+7fsMRKdBpsQYUejs/bCntTRf2eYh/LQf6zXK4nySc12Tk+KztmmTbA5/gD9rK/vK5v6qNYoUek"
    "U3Ap/OObYe+mq6FY/QNyNQm2ZbHFRcEYfPWq3oi46O9yljwKnfmdbswzvpyfcaVjROuhlmf0hmWiDd0igs9fhvevwlqvggWP6KHB"
    "g8Rwq+NMuZscTjMHYfXJ2azNW67TOE7uw5M/yOxn7vntJGtcCa+phzFbVsdTHkc0Xk60jJjvoXZseKdIbsTdn6Ebor7zoVTdpHJv"
    "2ZsdP8bRPkouE/OWnmX1dBDs6AZieYpkMmQpnPbQ90z/dzfd9txQjDN06jFSLDt0vLgqaw0lLwad1oqYLFYrCfG18d9UkSP2Qvgj"
    "f+inUkcsRpsePpwYbMls506M3OshdmoNPvVF2VPe1TGw48+TX3EKMUIXcvI8SpTRifpYYGzyG/XfWPvbmJN0/N/GZpXm7ID5dEeJ"
    "QyUOfX3L2RTVF8IX5Py80/XcYJV21ZP1UFiNu4OXtTtnVhyOQIzYwu3xLJeLY+lLM+O2LVsZOFtinHXKYNGnPTe4fXeIFNfj9Gr4"
    "X7XqKth3m5L6WA7CK1foP7GPrWSiXgF9YQygpextvRP+hemdvtCIn+LUrsGTGf7/b7KK7C6GJfEoTuWb+gT712qxSkchtvqZPaMl"
    "WJl3obn6s780zUh4G+duXKZ5q17je97U+ztJYnss1j7iKgLWr1/De3mbbAIZ3o4D6Nk7Ga6kJL1NzJi0R7pIUkcZ+5lp61PEkA9C"
    "4kA6VqvN9CJXqEWyNh+1SB2X5KVyA7wxY+H7Ch7zHP0CV/pR38B5nqKpvMv0Tu5lR38KEjtwifxvv3F/lmZ7U0/kJI2r0VWRPTbl"
    "5wRjPn7InMVd67GZpP2EWS2lJEnGlxRXcwyrwxm8qWE8PaFHo7AIJ08Mc+wosfi/FdenFTOw5r3/DI/Huk7dTOAS7KhFH/OwllWI"
    "DAcz8l1N9vMEuT8qsa5zdErwE/RgkVq9qaN8DU22DJJwiayiBlsim9lfZtgukyAtK9mbd6RUeCtSQdlIeiY91/+V9jvumGwc23qc"
    "Hb0pohDE6YE7Xrz5ukAu0id1VGAe6A3ykBjPzG04ySPkM/YohD4zYLJzFrVx8yy2q+qO01HGnWSW6Dus1Hz9FKtptnWRXhVswr0V"
    "shNqMX5TqKXQR4Yg08ZXE7Z/nptXz7AXKLlpnR7YS1xHaRwezNPE21kP62/3uADXO4i9PZb5aC+tJCMz26vQU0PDSlmGeOac4B05"
    "FK9fgxO7XzA/dFmphox67V153stNYx22ynP4+nTouBnYR0PE6yjzQuspt7pcu79Awt3T919uXx31HR9C/oJQ/xvbY1f5WVZCkyyG"
    "Dl6tt8h5sl4NGe1SSEhfSEAJnnip/kxcHOPO20CGl1w9JSFPeTtJaeYOWvnu69z4vWXw1iaxu7OIvMl/0nZu9ujE5g0+yomld9lt"
    "OwcR/nJqNEPrmIN3/UK0mLmw19X6BXE34p4FzNX5C6l57+S0doLxo1XLBpGn0yZnjoS+WkZ0qGZi9dNKWFdjLz0X0bH5Q308U3rc"
    "89ontbvY3L99bh3zCXNwit6QRmIYIbPUoV33JRZewPg5JINnVE/DdYrITX4HztxWHYCdHSDzggLOqzqdUYJnroZUxTxr9CnBJ3o2"
    "J9YMsfRJyN0P+mIQlX0QIXzPDgSrbt+DPZyF/5fqdcGt7KEKPWZUmEWIvZKReYyVp1Az8pZiFtRmrObBI1kP62v15a1kjT9YXoVc"
    "/i+dcXFmKTdRcxlmVm9JcprrEGkR7CkPIb6+TodCmjbJHrD2diZb4hWGt3eUnEifZDUt+F6QvSUexcyxUya9jTZdOBq+95JwrGwh"
    "G/Rj0LP7yk16QVDGbNtXHg94LSStDvowxl7VWbCBNT5yDf1kov2ZxakMxHuyzHd/u2xtjZ8PdlxNbXFv/ySCTJrIP1HqP4dubNNf"
    "Nou1J/umB1De3pA+tAqG67eaVysga61pztMQA9TAro4Vq2DMxWr8gk+0OLiXn3103QZRonLnvk41dNn+2DmHNeT6HE6WtJ8q/+v5"
    "ktw5YsP0akREK5P52fC2LFqfj7vNzfPgEEpM59+G8zeNp2IAc24NpR3e/bJeAt/rpKClPAA9XSRPEPElg0QbZ3U4ricxqk/4/uGw"
    "Hl53hFlw8dnjBuLYCqOseSmvPkcf1PzgLsvkYK8fCJfgNSOhja9kBfFIsnCHrPKWMaLI1IH/upbTk0gpLnrtIOlsf3tMnwqGy79x"
    "rUPEeoQ/02fhg7SScfoAnvJimanv6zjjs8cTLtFX9FT4bNY5afnFJKInEZeRaCyOeT43csVWvSjoIlcgyj0vfF9OQ0zztnyJKPR2"
    "+Ryff4XsC3/U7L11lrwfXgSfbhHO2Bi5TNeLzRqMgLfXXc6Rw/QdZpHK9BBWFU7hrNLhYrhCK/HX2DROxbP0ghQ+j7tZDomaDTn8"
    "iL0zp4iboIl4ixbhNMDVchwitSLiWRRgX1eqcU0/JeYhTINm6yonyKVyMTu6v8czPhDE9C5ioiaIxVLJKdk4tWSZ94kay+4S+rPt"
    "bKdZ/pfx+qehtw6XCYgMHpaf8I5jcGqmha/hSi/gdHXXt4JNiPeehfd1h3SCBPVkHusf7FePs9PAJiy74o5fQfzcgbjg1ZChOmZR"
    "xuFkddY/4dUcjdVsE3TDmu0ZjNOrtK+uCXPrt5g+wEm4Il8tTZOJfT1Z1Rr6uSWrv55JVJ69pYxzC6dwTrSLrPTzSGlmpyPQ6hH5"
    "Vq9UYxUwpuPl0PGbdYiMCTYxQxQS78l1w1UzlnfW1+WY5sHncf54Lc7B5p1Uun7mmjs9EaMu6CJXi+Nkj/t1d1G8xaT9OTVfjTvf"
    "pOZDFXPidB9EIUvw8zfkFuxBBetyPxP3ph/W6At905Ar5Thi4f3AiesYZPEP2O4H9Wu1fK7ZTbPflin/jrrUUKyXayxbHc2czCN5"
    "Lq/iFGHKR03VPvpfyp4m67AMdsgOuv7PWs1MGqb9XKoSz3iILNA74OcUsze1tdwo0+CN7S9vwHbmnloq58ST88brYP2rGdcdBnk4"
    "UP5Ul2d0dXLzFYd5nmL7SVMZJI4DLe0jS8tLXyj367dynF6GJ5inMwKbv/mKfVwRjzwn9NiriDVlK3Jk8JRcrz30dr1J79GRQZW2"
    "1S+CA6BdD9FJWPHdZTY7VG6S/vDpC2ALx/uaV4z+eTdWmx3yYUKPlX1kKLz8kXIXdNW3ONHL9Racti5iWIIVlNUEZflEnJO+YlOd"
    "3+unQVsxJpjX8OnGY1EMm5CAZA3Bpy3STtJa6tjluREnoLWUsp6Ta5LT7mY/idTrQkmoy4X3l9doTaxTwvapLc7ccimkvBT4PZpA"
    "PpMZ3C2bTzuAyMdNJU3W7Frm+E2XPSj/IMrm27Delk3cAA8gAjksxXeGC3ysRLK58IRmupHsblpm/fCMF23/P0rOYN/sVngJe0Cj"
    "fEue9wgkeBuk8DhGZjHmOMrV4aNaru58eLfT1Ca/2gbf4Ax+Dy9wChkTFFqkimevijKWIlJZDWfso2TrS/keD7u/88QxA/419pl1"
    "7U2G9ntM+uFOl8OL/kYmISquwNMHcg7u+UO9JvhSFwbHQEcPlvc1ESZxDZOCLdBMP2G1F0NjXwvrZxPAz2B378ZJOU2OIa5EBVZ8"
    "ESzemVgFW/cIT0SE1qqYlfE03tVTotn+3ySjYvvuMKyM43quzXJHxNnfmFtX3SPr8J67xfUId0PEVAK7tBa7vhfnxFJEPziPujjG"
    "PkVbm5Oksh6feZLxRYRV3CdgQQbQxvTDTtmkZ4BzvAnewZlhb31KT8irDs2Gjw4ekj2C48L75AW5X35k13QJTsjnOEubcfoelssh"
    "V0sQJc8hh+00yLyhYi7H3R0vjlXF+Dwd4kiCuY06z6SwDv+dJBkkn7THIsr9G4cx14PxdBtJ+yyc/f9lfQt3MV7ewTX3wx5eJTdh"
    "rYrDO7T+DEeK2IgKG2pyvgC7tg3eXRXR9rcRqeIU6MOPcW5/UUOH2ldmyFrsYg8xfudvmHlJeB3q5iJC3+HVAjr5fmpT611YJdan"
    "dLkYXlgJbO2r0BgdZRN7UxzGdgnP7wy1ubMKWIF1cgR0hk3cthFYAXo9RdR39nxjfe3GpqYH4Mw1hW9huC5/4BO2wpdYB+2/kvpp"
    "A/mCXIXSWLPsLspx78utWiiGmj5UBsowRPoH4Nl/w1Na5crxuHbxvERdOQUznKhsMSI7Gfqa6Y0nIP8rGJPFfDVjH3GdJT3Euh3i"
    "xNpwndZ1vj5qHOFjfL/2CczjDyaGlmMltczHr4jsz6MHtomsWoYy61CJjXvqKk4jZmbBan0vdK7frCce/ufyG/EgtupZuHI3mY4V"
    "7SkRonoq2c2irD/8ivX7WjeGc2F5GgQFiD4Hh3sHh8g3shI64AR8+qFSycivgjVl03UnYJ+GQh46Q8qORnQ7F5+5j/yK3Z2Gtakm"
    "ctwjOlw/EMvFjcL7m4qxr1xBpDPLiUiW2TeT2XZVmSSvs4020WGDXIVT/ion1ergQ1itaazE2EGTz9m+MIvB5s54BLo1RpblUk6u"
    "Ca+eoH/TQfpKBXGLk5w6tLzEJLFzVKfWpfIj+3bcKRnBeT5nn6uIh2LVh73kCokQXd4wplv77F4NeWgS7BZuKKt8L2nUZwktv3Ge"
    "FHjMo4U7uY7NrG+3jdvZiTJdbVuIHRKDZf9KbDoySo13OvN3m+mzWw16Kzy1GFYm4X10h2sQYU7VuuQvFDc9W7/3N4Olk6qXvQxp"
    "LyezK8VQVt6Q6XJNsE6Pg8bvDO05G39vlht1JvRODU7OCj0Yp32ZtMUqv6mvIlKpgl+1jTnjcsjHfPaGn4xY6Tj8dCA0p+lJ6Kkg"
    "HzrBJniMEyKE/VNf4VCsVrXHfbJ85Abs6xwdjNU9Xk4Uy5HPgYwN9XX8CmLvDPHzLalsNdtOax9OYyazPleanbOVahO2EWiIPogX"
    "6lgjfVqM6Snp59mivt8hmZ27Xs2IODOt3omINYaeOAefcpycBAk4FCfvFcjZEjz1RDzXT7izntj/9bCjx0JfdZTT4J2t5PUa4e73"
    "J86/Q1OsIStWISzqFXIwtOBmrMxn+oEau8RWfUsc8lAZJ0td/N6HHZtuTuiv63OZmawgW4tWz12YgKa4RSrZT9cCEcg69mHHWYEc"
    "4CWvin5Ha3GV4VrsToIoGG0gF+txZz/h+n/gjm1/35BX8cwnYXcLoO/eg98/E+s1E9quiWyATbI47Fvyakfh206B7UnQM9pCX2IA"
    "/CjLyJyN516wA4d5y3qSGtd/iZvxzMQ8ZvenM6/zNe5qtFwM7+RyXH0SZ4uewXWWYqcX2Twx9bxjP0hxVjFJLW7TeNb1P4R9QlF1"
    "eBrXwI9PZDGFXBdC2vcCTtN34HNHIX1Wq58ICzISUtAsyO27BLILuyesqyDGXn47lWU4/0kiO94kZ9JjzWdWfJk+CzuuxLVy89sR"
    "z1W1GO9P7wRf7Ad6hxYXbmRe8zMJiePfnR1LUc8W1s/3SNnz7y8H6lnQ2GPCszQv6C42i/i4NIJOOD4vN5dPHe1IA1bQ4/i8OiK6"
    "5HNaJqEOjc7VhTLnMM6cp/NVFmTR1tP6EM7LD+yfc6scz1bfI8wm1dDPMK/H+gc+ZP3c4kSrFl7DKkINJTj0J7iau5dk71eZ7olV"
    "bcTsvHnGubGsS7MzOoattT3mtMq4MRCfJYNxIt+AjBRDK74Ku/EDrlpAKcTKwlPZm9neCOTtQ8Suhm5+Pq2toY3MZtRo1eZWcgD0"
    "wLBgClboWL0Lsj9QJmOvU5r3l7m0Ntj7Q4hSG2VfizF41dKHjZFt51wdaDlU2Ps3ZaKsDI9tMDkcgf04L7gj/Lt+Dv//JERP9+Le"
    "X9Zd9PpgmjzJWZVd5FLiPX2A+5iqr2P/B8gUaJB2wSas7R1i8y/v49nnEtXSahhPBNXhWjE+n/FhTJ+FjG7UElh442d9zWMFfUib"
    "m+KpXkvkdJdDcDnRFLFH3QzCX5/6DazkWZwzh73Shmx/CVa8LyxLE9yDYTm8CJuxHn8Pgid2tb4blLAnPZXNzlmdbJ3vv/peI+z+"
    "M2QaOxdLaNM+Iv7uZo+1X85XPiaWkTOeCdfx+S5k2Wrta8ntUs6ptVxn2/ggDQHDotuezOuk2I9b5rNN3YkTltLzWa83FH3zE3P9"
    "xjqAK6D3a9l7X4uzZlXVMuyZyXcP9sm0YFwZ5yy7nawDpBF9kUqsp8XIdlddyNVb7mOv0HfXKHtfEjwhqSzi4UvEOLYaiHVlvOVj"
    "CleDtMh1GJ71FuaTrXvW9fQf4E+6kkEl7TvYu8p2VM4I/98R+nEfaQZtehirtfeKYeL/rB/huq/Ci/kRu/R+8DB+shWr/BD2e3W2"
    "4mlWbmiWScf6eFYwv+Y02VlSRUkqZteIiyJ/Zs9SnZ7D09QRcm697N2kllUaq80Z2mQb5u636LYwgEwdIq/ocvlUflHjN7sZ0cFL"
    "vr8hrSdKykuw89fWskqzj1jdYonWwKLNZb4rD6fnPvx2iMzDaRqG03WE3IrrdJSj9RjJndXNjZGb+zdJzv1m7FHK5/wqiQTXQdx7"
    "jFUhj6jEUVYNct/B/3Jv1lNgVbk4ZOViuRo7Zp6LTR6GRIqIcmLc0IHaEE/wnzJXH9Uf5FZDGIQHJ/AkH5fHIKmH0QatI5KKci7s"
    "WHaOG/fXpTvJW/5DpkFa1+EU34M7KoaeK9FPIFNzJOar7CmfventKwIWMVWyZncC9rwQ9xRAo0wjhtLpUk2P185YG2bFra5snXTH"
    "QII245mK5Cisx8f4nGPgw/0sZxADt46dPTZbVee7BD+AFzRUx8vN8jks6924zz56TvCdPI7Y+S5m/Bt5tJcMukBJdo6lnDUN1Qu4"
    "IxYr1LFe/bmMlf2CwfqEDoEneaoMsTWTS/UOHQ5tXcgq90DGMUXQmIsR0+VzAuZc+TtWuxy+aS38mx/U8C4/k7Xhh8QB+4hYtNfA"
    "EhXraPld/xaOQ8z2PnynfnjGiTilV8mE4APcmVVUZyNCXQh99ZzOg346Gp98oeyKNZtDJmeHr/Oj/Mqu2yKsp/MXN9BSJdnXqmR/"
    "NV6s3cRFR5ZLqCazmiHonLvT97THDq3gemzjq0Pi2T5PtkFnrZt71Bnzak33tBCX6wnVWSGT5RE89+sYvdus1wryFIwMEmTj/AhS"
    "v4W9JtYRZN0uf+KqW4m9t4kMOhE9TVwX8VZyVg+WiuwkRmbKvbeo15uHSdznLKLwQQ1rYwA7j8v0n/pZeBWsVGvZQ/6QR7EGXyC6"
    "ukjuI+rZFGi2rbizUta+DcnyAkjaLfCtNrNrx3CQlwZPsXq6BH+nckJ7IM7Yv+QrvVOmkbG3FTVfHV9l9nc+a5wJ6Ftb02Jy+BhO"
    "9Fp8/7MMkwpmZFZ7HyTlI0fzRjJ4bveHX+soaOxDgzulR9AHkrAR8cdV8rZU+rk6ixkP8pNGdkdrccWH8amL1RDkX8Qd/AJZfVLv"
    "k0L5DPKbj3hitDwq5+Es3ogzsgSf8xyxQmqY1TcOlUrId5odLYVkP4h6tICIx1ZuRkTSQiJW2qkxjP4E/a6YvoD1nURMo41qGKEz"
    "cfW5uMpR0PaX7US73OHZZsu5UmaDEji/NkNoEphXj9HB2OEyPIDfscs/HyfW+E6XSXsiTU7EfhbIcnlArtHbcYaG6mhdK6O1IPyJ"
    "EWkDxn9xTvrbk5lFr8EJHCilWMHOiByPIctwPiRyE57uGnFef5HHF50BPZNmJvuX9BJtpbFwllbLIpkQ7onovUAPazAscGyohZ7l"
    "wc2DNoI0/Q3a+V1EcRt1AvZwPucE75Tn5EVot4TerpXU6GY5P+U0vHWCV5I7tEot/7MeOrIEq9tVvtdreWddxGGEGtdhY8p/lK9W"
    "8qJ1ZASXYq5jVxkihiA7WAw361CJZzk6DKF8maqfm7L7/Zy8E+bDb+bUZ6mvWiQYB5qNu4ezAhW82zJmllM4c0W6iP7RHMhEbgbj"
    "InY/1jA228o936b7Qr9FmVF3sdaBkmHPaoTovTf80Qiswfm4xgJEgcdCpudjPX6HzY/ihEUQg4/BZ1mf+cdYswZkzDYPT33vTQqa"
    "JFNFSPt+rww/ombnZrviVL6kxcRisn6/kazH2j1u5Vx4ktHvNHaXWbec5SbjO0GkjHPCy85pf/LMhexGPZ78bB/BC/wAX22DtP3B"
    "3P5SfU2v0Qv0aXzeAfAFBonx3oyD/3yudCdiYcQjkqR8/3wNM6NjECUYUq/pyBGQ+M1Y4ZXQq9OwNkuwXidg9cw3sFmYElj5tbjy"
    "BPhTB8Nnast+my6QicZSxArNEn1L5vhpqyLy4kUZDdl8fjlPuWONS7K6UkmMxpp6qNOZrqdW4jpoK8m5Us3siMUbpdokiGJnPsUu"
    "HS7GmnEAp3QMN6e1LKeeOVu6BCfjTA/RS7Gza/Wb8OrgGH2FuLStiHTrMDqKOCHm4vMv8en5ejSeZC2rpc2Di+AJu25+1Qz3dGtW"
    "FruI65801MCbxTKuA3A+IpTnTtAoT/joprGfc0+Q4VVYBdiMlesglvGJwmMYKCOlkPVUswk2E2Sz71HikTxELziqcd0ZUmSualLU"
    "zxq6jEuCqMAmaavwu7k+NxBnd4Srx17AfOTZfmKsEecLXCZzNZEVctUB3U8aZ/WrwxYJtT5q03++J0FWUqs8lRBNzbH8ns6qUK47"
    "MGnagzGNxV8pj+kUsiqxPis7CmmNaQahdIE+A0ktgQcwUe6W52ETBshpUhEGO7m3ODzaCh/RiMeHqqD38wOsZxPPNZKpGEd1PGLP"
    "DGp6C9mOZePYU57Qv+O8lOs+gfELvUK0+/dZ2dgZP0Z6h4y7fdXM5wXb+C7DhOcrUc+Ivo/nyolnMcjdjFp8J5+WO17IfW95iJeq"
    "iEnbgIwMNoexVt+Wmp1M+bzJSf7XcLVf9LTgXmjehfiE99UqDes8U9uhYrp3KbMzhXqjbCBeQkpjnttjLesMcyER42HjFmNPD8BZ"
    "n0vm1XZyPmy14+u2WCupzg/NZKfsBM7FJ9Qw47QGJySi/cSQjXfDHQwR1zmxin39Kdra9ZCwWs5r1eFcuCkUw2b43fX0yTLqy15E"
    "cagl79cP0Jh7S9pX/xxOUbEOl0w3epp4l67buMzHqnuJZlm0qilvbWlxHUtFQut3yDbaAZWkRo/0PU2pbPdKja+sp2DX4sxErlLH"
    "WOjmjWwCx3SDxeBLscZL4a9vg77LpxdWilWszObQekpm9jxXL2gDuclzJcY4Y3Q7PPEZZCH8Hf7taQ236jv6KjyVmfCe8hHh/EsH"
    "4A6n8hPHZU9J6DnYekEyluq/YTeWIS6Yoo/C8zOUgw3YY0NLa4P1sQ7LckZfZXoTbLr59A2kvxhL7yx89iAZAQ+u3M8t2J/tWekT"
    "Oe0s4ibT+rHmUMknbCZRzw5isvEeEdgKiY3u2C2MYTRCbO5NOP3l1Dp7Q+IHSSF1btqjBw8VN9ud8IwluX5jnndvxC8LyRNtaOQJ"
    "xoOFsD95sIQHMUYthCUdBSnbB9HdJsSkBXjfb4h2p+mtspkshT/BSvTZiQ6p5NlMsbum0jMW9pUDJeJZEQ/nTGKEk1EuK5XwZy3N"
    "vFItoyXnixwkSY/koX5yp5OvSuy6k984feM0jVkbY9+yaaWt7Bmr4wlJMRo1FJlR9FT3JTptBTPg/cW61k0XV3OWoJb+UUh0bjfj"
    "vY4Vof3gv5fqw3ICYoeH9QjZF1Hth/qVDg224DNSPufbnJMrh8OT6IZVdj0ica5FG+65Y2iI0dqU+GdJEkvnFGrVvbOrHP0P3BX7"
    "MwUewc9ktZwgNhdpnEGHys3MjVbTxqb8yrp8dYKT1g7dShkvZ/goEv6T0/60bbepDmM36XMjcaKihD4H30SMleRM6YB1G4wYxPjF"
    "KuE/jJCh8jWe4XhEfWVivX7F0A4/6YOIfU7BejWBRFkX4dN4t8nVBr1f3oGkm2Sa7ttTHsJa56uh9herYTWsJUZebId+eyHid4l+"
    "zU6Y5bgbw7CshX4zZMRodkpmKdF6z/X4x7WIV/4OGZ5PlLDnpbumed/WvTwd9/UktPxg6aPXIs4eKffKv3BCSiEnKT/x7SrQKU6R"
    "OmTglJ/4iFHbHS2hnytzdcES6rYEorNK9p+6Kac4MT260rJZBa6Sp2aLToTHfDc89VfgdVwhe+J+Rolh0G/GWl0hVfRvS2AxCjml"
    "Y/xUhnD2KWvX6tGXbW0ct3bu2eXcv1GPMmuSYfPV1ilb/H9BFinlWkfZSbCUUxtRizNlNu50V1lDfW0ss8XMjvSCVEzS/8UL6C2Z"
    "WcXtXDEdOW8eZnGvY1lOAuu/L2O8pt7ajxX1yJhxZnSSPmpzmZ86rlgZMxMZq5f09e8kq/Z74jT3kgFic5KrISGzODNyKe5gyU78"
    "kK18StcDWAppf4ZxeBU7K3ZDRDwTkaF5Ce/rl4gmZ+GJ7oTNqUZ8VMme/wLWtlwFqdpjMmxkj7yzmzYv8Df503vA7mz8N25pkx3u"
    "LIOFZVbuIupk0wqruY8JcvS1lm7QLTX6Ie7QZigmYA8Cmcru1VHQr5XEoTRddgh1RAwnKFNdKccpr/T9SK6j3/hMY9DSaeZFXNak"
    "0vuICWp8h1bi5iSM8SRJxOI4NFxz9tTFshhLZjGOJndFIdbQ8A+2esSihP5KxKot3Kk4Y7h3sH6D5Gtc80hJ12NtbkEOmrRHEIv6"
    "U51mb0idj4U7I7oqp824VPozsreZlh8QA58ki+AtbkGce4E8q//GM+2CGGEPqcsyGWVmvPv7SodVWfLwaYbENRKvXUssSMuMPi33"
    "S6WfiKiAnqilhXqdWaRj5VttHXyMO/0FJ+kXvOomrMVP8GgMp7yWNc/G7CtuQI/kVsiBYf7djAh1tJjsmJeYJ4VEmOnKfqK0R3hK"
    "Mxu9C56rozj8fofBndqhu70LIviEX6VKRiCOQ6Ilrt5Edqedd5hNJ4nrDraO3hPZxdkN91AHuWiI3bKI3RhPrFsrwj6aGp89vFWi"
    "/uQOhlxVaQbLy2VvQmZoIsz5J/3URZRde8/Um41zuPqGM+O+i+K+j0AMlmBPSBwWOALtYZwGxVn+7kgWk3hfsZNv/sECvY37tY1s"
    "EHVki6qGND8NvbwEFmsK7PaP+jKeZK3+iv3IPdlwh74uA+U6WYfr3Ad91wF7v69coJNxDw5Pxq5+CDH8MnPa3+od0hcWfJJO1GHw"
    "RV/FWn2Bn5uu782OqLRmtFEDr6UKWLF0eJdniHk2l3K2xPCMjpFb8XTXwvtYrwmxPOoy7E1PWYqz0E4Okr3Fsr6niK3vVHWz3gXM"
    "iSaZL00zs2w9IWfKSh0RvAcJaiyL9Rlc5Q01HJNPEBcVQM9W0bMwL7+A3E+WhRsOXfoBo+kU6/MriHS0CzzL3cgTXOXPWdpLomNN"
    "MLzIBeSBs/7NQuzCzbAc7eR4WYi7fju4C3Y3X58mj81EWL5HiDMdZvkOMn0sXf0EQjnRI03X/kxOtggjpwbEoLO6+zHUXin2paqv"
    "ljrLaJH0HllsCXeuuzJXoLo9rg29dt1TDoddWICn7y/vwc++Fv8+jrNdleVEOo1RUKnvKnf4NYPFscy4jtat/toJoo5dxqpFHecP"
    "XR67j+/ldyjBbSVj55JZj8hZs3ay/fym9AK9TkbJ5/Al95BV8G7ewmcOxf1eQ3+mhFVQFxlGODuRZtRYy081G5bOTqNalinJ2Wfl"
    "1Okbvv5rHf/m7x4hZazxFDOGTrDCehvjtQ1e79rrz/RMS52oMbdzbbin2I0945aZP853eTf3WJVpckcbGlo7eHhHEs2tnJWPMuzL"
    "FnpabcXduYh9dYS4aeENWM8Dgw7yDSSnHCu/EHH5CEj0JsRBu2aZlvaUTp5jfAvXodp3DtnUXibrYjh5+0kBLMPTrEDsDW+tO+Lb"
    "NyDZtqZf004kqWENi3MpMzZzWS83LDDDOFrBmdLNhmUAv+FQaBnTUIVkGnfxodUVHyECa38pJx9Tez9FWkXNuZWZ7WI+aRT2u5a+"
    "Vw8xNs61uNZ18L7rKDl9xdC69xSLt3JPbillM8MLMCebx0rxXMY4jbuVemoA+4TqYLt21/nQ+DY9vxZ+y0n6jQ7KO0del0lhIyml"
    "RTUcjEbwSBrBiobEw34HJ2KTVsp9iMvb53UOHsR5eQXx+ijfa53wuEr9va+u9EnfRXw8MFilpgtLYQdroIWnsgvesLbv9DMXsz3i"
    "bxyfORb73hxR50J2yh4h7Rgr/cLMR4y1ZxcZj5HQV6FTsOEt5FVthehtHTzXQfIH7vUdvGesz7+3lWTWKmbO25fsRegFb3smVuU6"
    "eOuN5BFIhjHj/o4dXa3fQC6Hi9XG1sJHX479tr039kXri+krhtF5VWDdAmuJEFpBebkUGruMtRHrqpnFHEGNt37OV7uRcl7Hml2p"
    "zzldRjsdITq5PcUu9F0s9i5mH42hHN3NLt0otJ6h1DlJrSMPeJLzKrmwzzIsXwmcNMdK3tgznFQxF9SSu3Bw1sOy6YNI8AI7Tm3i"
    "8A/YsFVEPZuENTO+qdvkcWjyFRoEIw3HGPbpRkmGW+jTxcgJeri8hpWrpc3+SY3P4T9Z1hZ7jpeYz0YnoBW2cXbA9OVeO0EEOy+b"
    "O92LT7aev1+FHSsggsU6xp6HwRav4GmcpdfAl6n0cUbou89CP9Fc5XEfQuqtwZxw2JszJep9jDgxup0kRSiltv5uXibF/L1jTroc"
    "crcOvnANo+43caItDraJuXxye+WK2kxLnccsS1q3+omictqKAu0tri8lnq0+p3F+ISvyD3gn23Sp9NbuWhu2wrltGCzC+y6DH3Ki"
    "7CfGzdhNxiGa/hSf/zPshEmlofM/w8xIHSOSOexJiOvt5EoroJTUcdqsjrJRhrO4l4R+0sxhXOwjrvfOpqefZpdSnc9bFfBZXoEP"
    "21aMf9IYWr+Cx3GgPGyIQjvJPeVenSQ0bVei59hunEuk0jjXPIJT2RCeXUdW+fYXm+5rT0Q15Q5W1kNwsM6XqLrunoMlRk3icqwp"
    "ehuG4xBl1JFmHsuqqfsRiS1FLzKKVXWIcY65zmWZ+4ix7c0gh2EZ9Owr0OcpfZOcGrmkt8jbwzIf+Z4orm83Cuu5SK+SR/VT+cC4"
    "wCVf35CX8fmzw3ycuI3esq7Cui/CKr2LHd/qEQrq2Bsd8xJuPrF5bSuI+NAEr7vHYydOg5dp0UQr+RSf0xxRx1v47xQZBp1pPY0d"
    "pEkwHD7eW9DD1yJ2/AnPuy92cyI+Zwy8BMs2ltFeRWA/NvK6G7kWdk7uhTYNuW+VeNX3so9erv3kYLlbtuL8BdITfy+BzR0KOWmA"
    "83+KzXixxjxFDMtoCZ6nNT2FK8hTVYxz+wU5JN6GPllMfLI4o+oaL7U4g2LIFwWsSNlf17dhnu+zstazSgU7oOwI+1gbk1fT7POx"
    "7GFqwhikAbtwW0sncSuZ9P/FPGPGqOBfuOYX+O53GY/3mMa5Evf1od4cjNVH9FE5Sj7RvsFynLrmcp7epPWZSHbMAJbxLFXwk9fZ"
    "uRXnqzZH7PMt7PBMPP+xMhFy+5RMhlwtxr6dSe7yBKOoTH+wm6dNkYOx1M87JnFO0h4h9Qr9CrZunS6DhWsPDfWJ/oYVOV0O8gzI"
    "CR/L259TqI2Us1vWSem4M9xcRAvP6b6FEUZEM4yvUX1eZrDSVosTYzlAyzWniMNt+FDP7aRmZGfxBbkacf+/EWfdLSU6SsboS4gq"
    "J2vXYC3xCZbpO4jPBffdWx6CZV4onYIZOGOfwOK+pcZwZTN2X8BKbdXXIM09IeEleFeCc6qG/fGk/Eb85xJyYxrigHlBHaGhCjza"
    "z2G+z/FCWpbXOc17GLzBCOdeJunF8gS+WgZpO1cuxpM0zbK5x5l5cR6XsYoPpH5S9vknfJd2J+pI45os4Lsyc6Et2KvemDNj1t3a"
    "gvP/TcTwI0wSC/R6Iu9PJRLfN9AKayAD+cya/IK7aYF1vBHeorFXbsEZX6g3iePDcNk15wvbdyOwL1/LJVjd/aGVr5NZ+jHWboLG"
    "wzuw5oNlb0adjaWW9reWvkSdj33Mp+iQrSJlkBNKEUuXQ3d9hmjpMz0BXuLRcqSs9LOw6pm1M/jNZ8I617FLpM4jYd4s1b4Hv0QN"
    "I9GyapPx+wY8z3uLsV/k61nirp/wcZqzHm0998J+kvT527RnIk16JsWoX2HDTnMcVTatuQL3+iCe19iEekE7zMZZM6TIEyAfqSwi"
    "hLJLu4eflbHqzQD2fBt2QVuvF4qImGtW+WAJ63HyBZzhTyEOfhd7aJzVP+Pda3HtjrAUt8luUiiTZC4kolI/gJZdAQ/8NOkDr9NY"
    "dl/EfZ/tceZNEg6E5bXnsU7v6ZyG+hO2JsKpE8PWXIg7HUmU8xRjSjdRtJrvTnI6aB5eeaaMgER1lO4SIR/N5fInPqcl9EnD4Ing"
    "W9zpGpyl1tDxzlYN81mRYp4IIYZCY1izODGZTHNuUOuCP5Zsbm3FZZRC9oIlPIqU2fCTcVLu85w26xjfNYLFuApPfp/MCvbQuTiL"
    "V8MSvad5kO3XsVfDiQRjqNXbaOOtp64Qdmibl6ioZ3Hdg2zMu4iLt0vwLkNAXcd9MQ/6duYcTerXw7av5CueFcNQbQALOwvrejp8"
    "o31gd67Sx2SqPh4cASt1uW4ME7IM+uJh7NUYuUs2MbLYgtdNxV4Vw5u+X7Z3JFVziq+Sfa1pb3kzs26ugtUMMeMTxr/IHr1a/Y1W"
    "+RSpISfsg4hD12M139Hr4SPNwF2/r42CnrI7fImWnrXQ+TwBXllDz6qK8eVxOG1bvIfUgwwbzhYUc5WOFscNUOmxP2zl7xJjtnbZ"
    "CNdVZh3kHcTlSQ6kHurMmrXlFj+G3AzAz99E/PklJz7uhqaeJfMp8Q2pXVruwAmQ9Fhobh1cttdQkB3uaGkW+byRx/NQ6LCZ6moT"
    "Sd9VchhOobPOQ2irU1i3GOfl+mT9qASx1QuJ92nTVwl2BxVDqqr4OV2JvtPIW/p0/W4r+RvW7GP4AxOgr5JYf/f7cma/dydjYeij"
    "WKtImg+8iRXZD8TQwR2OYwU9sDLazNNlsJjVLWEc3xwaLkLpq/DWOcFprRSk9XSPNuymZTKZKlWbsu4Ai3s99PFu0hGn43mc0wtw"
    "EttIWq6GJzEPT3OSxHiKR+EcrIfeX74DC6ihg+0j6tEdfpFSWrpCyP5iZsviuAdj5zuVyCsuthrN7LlZoVnM4rk/ZtOGZit003nS"
    "I+x2sFmEhswFRMl/ZpOVs3Ddc+RHrEMF1ulXPMs6vUCm6/K8HyDNbxKN70nolVf0e+2tDwYn6NK8I/C6mfoUZKmFfKfjYXduhbR+"
    "pg9n5zuT2XxSqC9Imn33Kdb9HJ+jzbG9Bzk8UD5kDqarWHXlcsrC1dj1g8W4iM1nLCDycAmutArP3B12ez1ZQjPzfq5b8XRpyHyW"
    "+TgnSInniKzlDL6dp6p6fT6Zr5r7auKdsEOtoX8bymP4/3U6Cnf3lq6Vv/EJOnsOjNBrB/XYDvuJ4RkE4iLGfOg/yxJazmMW9qRl"
    "YKh94+CBHoH4zuaY3/XnZju35nZ0gkJElftlY/00dWEJZ0JzI5iUctrZoahXaOhr/i9C9nbzc1/V1Boux211ogGyMwTuqVj5Dnim"
    "fEjZKfAALoS+Xab9IQlJrr193qM4eyvJ9V2Fp7TZqijPTYIeu02kr2F1dDY9t4bkCEl69jWbjizNopvV725p5nuaGhOZbhv5zxxD"
    "SxX2JgFfKJbtTYnXY6o0dHqbdd+MVXdMNWvo7xnWrq3wVp8jdtlhV009RIaKneUNzK3WMkK2rN4afIar2p7s+x5KKMMr4LlMwUqf"
    "Bv35D/mdXZunIcZJ6nBooWV4x/7UuYbysZH1l5A8ninEEFFI4imw/COwJ/sGr+tjeqW8pJdAR72Ld+8LWbM8VDWiTYvpuyKin6Kj"
    "go/EmHHnGbcnOTam6+eIma5jBtChjj8oC3Da0lj9sRInc2KSUXyZ764th39tWa1C+NUuK+261nYTNxvTztu2UF0vkXqksRikJBDX"
    "ibR9oi70vuPrsGU2FZdgDm49zsXPuI8BMpuzPm3pMVT7jsNhksjivDaRNuIyY67v31UaSulrmPR2oNdfzVnpOn1IDpR7cN+TIY0T"
    "9A3o0fflKtlHbsLPV0GCGss5rAAanrWx0xjO7DLfB5UgnqdVpfpIhimwQ1bSY352fTuGo6EJxTwf215S4/G3M5+mWT5vZ7n35Xyg"
    "9cR2lQPExU3WV2NzKmcz5xKjj2W9uBH9t7iu9tVZbZP3F0irgbRgR8l/8vLkPvUJ+t0n89kO9ey+24jS2xVavYb7VMfcVi1kbAhf"
    "8Svipp8Q223CGSzW5yBN+0O+7tc7yM8WZ39buS7wfUubEO/HdWfISeYHdaM/29l33VVRTyapb0J2Hjg2jx7M9uwMZy53RFmsholg"
    "O2qVh7GISupo6SpYT6qPeJSA3bBYuRA26XQdFxyP13+hw/UtMfT9PeRNWJllzK4aI/rRsoUSaHnAU7EOVl20aago6/uWl7iCWIku"
    "q9+ds2rFOLmGY1DOvFIJrMMJuJt7Ed1eBv3zHFa4kXyA07CRuJhriE6V9L5Gkr0Bm6kha/Qj+sM1ZH61TuWxkKUI5yYmMPu/lLoy"
    "AbkvRty6Hmf/33KDGFvQfD3X8O1xp83lInET6Gk/b5+kl670ujPZiaCe3LmffIFoJh+rCm8ZEWYTeRC2ahW0wjHQ9r3FYejEuAYu"
    "+2e68Ses3d24p1X6HbyBHsFDep7cpEWI4ysQYy/T6/DvJO0TXKR7Mos+GF6AMq7OINRrFg+pHTzFAno3hmie9nnurvIvi6rDf0PP"
    "htJRb9NxYUnepzoC8lsHGT1K5kBqlkCv50PLfo+76IyzWAs/yJArroBmnAW5XqN1sPpTcJcrEM+U6x2wBBPEeJZbynLY5i/1K+jE"
    "Z3g3h2Y7Gu2+GjFjtxZxZMzb35TuKi4TWkuJq8PZmEDvO+0z3HWsk0z3db5Qm2T5Z1v7/gmnj2upP86gzmsP/V7Hulkx/TnHQrsU"
    "d25IQyOxFz8S/+cCyOfjiFbMR7xIuuCu/oD0/AG53eanwJMeG/Pv0DEXI4ZbxQ6lSZD1F+F/2krNgWe8HvbBcDHNDj4p5eRCvVUM"
    "E/5TXQjvsilR5cpgRz/DOi+FXPzqEfBrs3j02/WS5WHqGC2thK4sJ2pBke4fvI8nuwhr3UccNv4C/O0Y2DkJdpIteptWPumr/4/i"
    "SdyKTVDXr5j0f0PWFeOcNyvLdqJGfO4iJO694Y+9gtWagVc9CalcRD2+Ui+T6yTFDpRt7GyMwCswe2TIErU8m2nGwUuo9cz/mC6z"
    "eDIreQZOFmNNr2JcUse+kYTvEGyET+hABOarZBv7wCQbF6RZm01lbWdjosjZerSA1g1ovw0H2XqQBgRzw+lY7U3Yq3VY33Ww27/h"
    "/XF6KnZvy3w/l+M6vJn/Lod02smsYu/oSjH8nuVc+x7ZurT6nKerRFs0d5ivsWVmiCuJIloL/04k46u7vhF7jl/YdRvhSlZAxgpZ"
    "XSlmf1OdZrom4uoq/VF9BbFPa8lUWfZghSSiLksWgzTfDv9mCDRYN7ldq+DfHC+X4qTvLzMgd+vgVxni12U448fjnZ3lV/0dMrqX"
    "GIflMHlV3RzIMbAAv/gru57CEWKZg0rPUFDku7sc5nxSB7GbJ8UzU7/bqpnvqHZsrL1kc73pk8zrwiyHdYLZNPcZncR1yizXR+DV"
    "2/ztU5DwH+EVr9f3IcUv8ektjrM5kdZc+9Y8F1U76Uur4kS4PcfRzA1U04s09CXD+XTYL+1kI/t2Mwh0aVaAa73GWZllXwyzfThN"
    "s50HjTwvgkUTPXk37STDTR0yEqvVRZTyEnIK2O+WYK9cPvR7nJqeiI/Xk8/iUTlYJuqZ+gz5S5JEcqhlzXcvZvsfEBcFWQzwhFi2"
    "xSpmhjI8nr5qHJY6wQnUmO9qMQzqXTznaujnrYwVI0WcCsMf6oqVNn8xz/cWi6R9H2Quv+pHnMuXIFlbEWF2lkfw1aBgk16g2/sJ"
    "E0RycF87zKpq4rftBUkfKudLKauzloXazPypy5aNkj18vtJ6wrdSDzcQxyVuJ+QGnk/DF0j6jjbVxylf7ruZngncWCOdbBV7XWYZ"
    "5Coi+saYsbBYyPILR+Ld1q8ZcGqpowSsslm3yGjcYyln9mztjpDtvCsB0RPce6pxFgMfYZVyqqxUv8W7z8A5TuomKceJ2giP0bhX"
    "b8vaRGXdNMx+71Dg2oubYO/NJ67yFdSMvNnO/OJfn+Y0Rm6JN3zxEnIfR4irWqrXy1L61mliKOwlRb4PpoZ7s5UaOtdvDJfXWBBi"
    "nlH8MrKA1dVjJlX2b2e+c3OvtlKtJIM9lFbXc+Lmo9xPekq11wuliAENl72PbORcZy3Of4TZfWNzn4ifDJC9cWJqoBnWcbZzN1jg"
    "S9iJdB970FdAN3fCd0XQtxuxN8vw3Idg7YtpWwwNcbHatPFc2pJcDF6545LScJW8gnt7HlZ8ip4QnCzX6LF6Z2BR7/48+dYnlKJF"
    "cfURu89+HlE8xSxlhHYhwenJfN9h7ToSqmnrryTySl+fn3M7nfScJDZL+Bqi2H/AUn0DH/cZ+RDn/zn8/hNcYyAnqpydKfIVcOvi"
    "XYk1mAw/vAlk9ArmuwbBdy5FlPe/oBzMgf/Six0bpbiXdVh1w3cfAQti+QSbHtne09iEOEw2i/mnzVByNqdaryK3ywjYn2XayueJ"
    "Qs+E0FEct2wC0rtMF8J6bmBN/XD5Dk+xHh7w4eTZWYzVK4dPt7+s0Nvw1bNyLPzl3D0/g4ibOpddPaU4hY7N0c2jG5rJ2exfOALW"
    "oIlYjtQ86CruysmMxSyzeiTz9+XQLhuoi0KdyH6lBFllNrMDaRvswGqsXoyM6BU4oTOwgsVE5rFKZYU+yKpCknNQVcTgTJFp8E/6"
    "DaV40lPE8QA3QyTRUu6Cbh0lz8kjslKegr2u1st0axgSdbWR701zOeJNzH7PpQ+2h7jZ5gT7bMyWXigOY8a8u/0kk+XpgifYsBMd"
    "UoF9iLHybnmEEvr0xrJRjSeLZqcBLN6bR211BE7ffnIIJMVh8JXAzy2ixikhJ/MSVqnjRChZgWewetEl2ONNMhT7PRdy/wN+voar"
    "dxrO0mREIWMRZb6r58uj8L1v06NgqeA1NViF57V5/XX0XTtQZ8RhpdfqMuobq9rP8NFbnHh/f5MN7DGzSUenyWM8jUla5/W4aiV5"
    "c+LcnwTZlb4QF4tIdnrEncg9GYWX4Klj+GzraSziDhsq3A1ESLS5+OYSemwtN2F5mpglPhhn9wn4YPOhRcy+nCy/4q6/8ExBDeid"
    "OI3fUmzWuU1ODHBDTuwlplWs92GB9b3CS2gnhkzdTn7nLO8a4maVYVU/g5U7SD7QqVjlCL6fTUSzGHN9fXA+LmY+N5DM/LhFCHeR"
    "qa+iHstsSPaCOr+y1Yj+j4VluwE2Y5LUIM4XSPYH+hYi1UY8jXFflVE/S3oSdM8gnOQYp4KHU+Nbn5/5V2W6fc51x8jI8koZ9LXm"
    "1NY2SbLS9xMlcPUo9W0NUWdj9KcvYgeC5Ym6s0c3xW7oOmbWMhXXhGZw63qKQy00Vow0K/xWX3ZoojVqSI1Ws91ArBLrC1iP/5K4"
    "brEaOv1XMgG7uYqVhOnEPDbsu3HQTjN4lQ3Ug3cze3e0lHD92uHUOZbehJ90XaeOizLXafwMr7Da8iac56Oxjl1wEo6BfujtZxLc"
    "ZH4FrUXILp+B2NersSNRROtzmZeYBx06QufCap6LU1CA10znnNwLuNep0OwBTqDFT/0lzKJoupl517k1TmLe4qdgkyPMiJvG6Saf"
    "cprN6oUPq7EQNpN+kLM9gpAzExUa9/jSNcQfcygGq+DRr9e4Z3Y3BBvryrh5J92bhYi/v4IV6idLyYJWrrNh4dfLKuIef0neiwVa"
    "zGzp6Xim4XKjVPkeNNP5jkf+EsY61eRNuJYn3s3ELMPPO7FnZBP3pNRY21ips0rVPF2Dk+okprFHwd8+W6JE2o75fpM062z228vY"
    "r1Dre9G2+RgwqoZMUkf9HIOWa8NTVce+zmrK3E+wHI4x9k+sqaG7Ge7EM/COzWqPhu1PQdfYZE+E2vVPyESRHocIcDl0QZUO49kK"
    "iD9Xh3N3AeKEcTj7w+BBXA0Zmgu7fD28h64yXPoymk7w9Fg36WpIxDpIdERe08F45feIv1YFcTzJED0enz1G3iRLbhSvKvKIi5th"
    "mdrSN6/yNdWEnw1JeL7K1cROjkOjFUC+rF+5rWxRw/h/jgwmjldtG+OTw6SQPkSuCXJOtIpjrktne3jVd7qWeHTgu/D0pkGr9A9m"
    "nMvJdBrzPGzDWcWy2spL8No/l49wen/Q8fosIpmuWMUL5E6850esXxU/L8qZEIdS+wC0uOtqr8xmikxeXuLc5EqN+IphKa73K+OB"
    "82SDnIZTEod34WYWba6oDHtRqTatuJfX82PZW/I+5c5wz4pw2mfDdmxhpSpKb2EFvKdin0dwOJ+u4hOHXc6HD9Nctkkd2efiiPKu"
    "gzYaK7aLz3EWtafnJgo107Xl9qmTGD5wQzlUijnbXQPZWAupa0iuv2LsVDP81vzAWuZXjL3lFDkeX50D72sG9n2UzNJmwY3hfsGu"
    "0lqqudbWlfBPIrQtoS1ZCrmL0Ad4FhJZS3TMAeyTc5W69b7y93dW7jb7bqsqeIwxr4vi1DouShWiUUSZBSykFrUpuGPlb9JNZkI6"
    "FxCTv5o16LGQuTfkRT0w6AXZng/N8zeszDR40lXwJ3+Thfj/C5AI6+63Wm579j3aet+LZy70HDfNmctsKFXsSW+TzUk6H2EX2S6L"
    "hqpXDRtktZPurAXXQseWsXJlfH7Ob8vzkUiGu8X6051ftY4+RgbJdxuZTPrgv0bSgHw0laxr7QIforOEftK1t89OpTg9l5vZxE0+"
    "rfGzCCn2UQ2lh/u6ngpZ2w072x+6ZBquW4Yn3UKUwPHEhDlQrpenYOtXcg5tsLyJFewg7eR1vPIsmR3uJquCAXKgPMFp0hhxoxxn"
    "99vQc1vwKtuR1ZCFQ2Ur/j8/mMmapeUfhuvLsGk10H3LWO19Glr8J3x1IGK/wxHdmb21HutCdg+3wqe1xn5dJDfIbD8t6HDOa9kr"
    "aJwSxmXn8nUNOFu+zNew6iDru0MXmh0ugGz/ijNajrOyElK90Ue2Ivtk+TaizCCHRBrvxtXbynWL+gqcZHs1HM+LscCaTI9h5Jcm"
    "n14GpfQIdr2F7OtYy0kUs99rGCtaza4hdGVEx8Pud5Ez4XWUqSHLVkFmZ0Oj9w+K9EXYLXgYkNGZ4VHyCGLl0UESGqs7Na/N3jm/"
    "zWaCNvDeIpDEpn6yoinZT0vJgDkXX73CzvMt+O5UePC9icyTx+gtykjEcCgOIctsHk91PqeDlDnkMxhxdpFNrPYu82gQps3/jXWM"
    "8/wYemVxPYtu3DkJdqBltHuz7CnYXp8bKtci1l2kxwaG7fKbTsb6XI9TvVkdAm7oMePq1/RM4+7O8zOQmRk3q2tS0gHXtY5hQ2Z6"
    "gNwT5WRxXqgPyZ6cFg/pP8bg99URp+dH/btexI7TBfoofPE0rOViWJ2ZsMJP6XzI3nTI6hztEXyq/8IVZuhsega5Ymf1bIBR7wmp"
    "jvR1DMtCncJYI85oKe1nFeLknDSN0RLxwpWeXaypWNz7iy6UB2E3T5fH9EJ9Qqbou3Id7t2y6339HGZzSWej8RJqyQIvf3YGTiRz"
    "XQUj0LUOs1V/w/6XQ8LtlDbCuVhE3MRMJ0UmD+U0rz3HSEYQVp+1ePNw4qQYImcNZyMTRMIogkcXJ9J2qe6Mt3z7nx2zjVHGU+bN"
    "b/OI/5voK87dSXbyYHh2+fjcf+K9B+r70A8LoKVm4Lw9DbtfKPnQV9/o17ju8+yH6yDnUXrzPep4xsu4hdK9Gb5fR6z6cDzn/vA1"
    "X8b6N8F93ybmRZRghSo1k/tKU9fhxIU14da884PXgqa6PNwbq/1K+Aak5yXcbQMx3M/m4tgZYsTot8j6TGih7pwvdBa9CzMSKa6t"
    "abOJnGg5lHm4bcRkKCKqkYsLa5lJeokT19VEa4pBY7zF2upqylXAmd0KThKn1PHFWEZ0F2KjxHUTMyQpz//r7NqhHod+G1Z8FfWi"
    "VSzmsdfD7PhRPpa2vvEqryvdnNwhOGVHEN0v0wWR4UlNEVdtFLyhqeREWYK7XY4Ibwl08OXweNqTm/Ne+Vi/hnWbgLU8Uy7fKULT"
    "UlzNOsR3ISrqtWJoYHXsI0zRKrzG3H8tJ3jmqZtzTrMX/xrJdF8kiaqX8iwUbt5nrLgsRxU9lTi7Fmy2KEkGbTuPu4vDwWnCSrv5"
    "g0Mk9J19xcSJixJbI+2RNTLIY3GixgxkDSPuuZESvvKws1Py//6bF+BLjSLWZXtY5ev1R8jZd5CeBcyMOpTCCqxzFTSe1T+s1zGk"
    "rUuyC9XhfQc4I9Zj3f4v+56iZHJL+QjeVeAiXktY/nbX7LyKm7Rsyfyk80KryQmrvprdir3lEcYiCxlTXy/O020stkOnwIOr1mOC"
    "K+ER3I99nRkeqHfICKLZnCHHwUfZDbHx7dCIfyKqD+DBjJHp4noXrRegtWxlF7V1AZp3uT0TrDwfGb6BtGbqfJl5MIGdaMT8rE1e"
    "VeiH8LBPlQ+DKbADHyFqmAyPItNxYu9psQNGeyFxeEbSc2iM81/JbKKdpuX01az/4QwxG3oYXtOLjD0uSxf4jIfjQrPVaQH/1vz8"
    "ftD+Y6HHXkDc0gE2KV/vxhrtyWi5nZ9XcBMuLuNcw2yqaWXrQyxlxmSq/hv3Opz1DNtV0zCtWTku9Og0bj/Vz69qlimqmnPToe/w"
    "PcLX7UoZ+dkEsJvcNukvo68B706s5rkVno6xXW/C878jnRE7TK9XGTyPT/udZtZtC/uFbP0OxupYr7MhG2+EVNVyasC000TiB5xP"
    "fVqOM5vpiSzzk83mVxwgtT5acpJXy6xGkqttr/0Jkr4PrPkIOUgM7W4mfMcCxChXcqbbRUinidMATsdtgC0/GTbFMGoHBzaZuL+U"
    "cQY7Ss/O9X+NlhpfOazFLs3Hb2ci+t1NJkOb3qU/Q0ZPwD4mIUG5u45iepvYZEiKev99dgLWUI8leVIytegUZN/NzLeT2yUpL8jp"
    "eJXNsHSVr4msXalPQVJ2kTlklh6P89xD9hWLxubZdCq7jO8Wq8gZWuNKyPQ3rMR/hd3/TV6A1ngFnzIep/077N9sRPq59U6pfiqD"
    "pBXs4yRcdRN2/2NDzNGf5H/pVEpQX9ZAd5YzZ1TMjsWIrqFHZzpqPzmSnJjVPFVb4NPcBtt/JPTFT/qFngMvebLeGNwOv/JKfPJq"
    "9i/EsGINWKm+AfuRR4y12qyVsVVtyYkoW9sPEDWODP6A3vxN38BrF+lieIVvMErL1xs5W1DLCNQ4N56mhq9jR25TflroZ74dPnqR"
    "PApPuy125SP5RsYhRn5BkmFf6YSrH88p55Q6hmeb1s9nH3mUMdcYzuodyk7jFDv6rPvhE/gqEc7DN5QUJw4cE3pDVjgOEocc3we7"
    "YauYJ6U7Wese7I5I+xqe41nqQFwS87tNdx0qbt6lhl3CcZ6/tnzXeuiRiUQncnPly4mqm6I9KdN75ETiC/5C2W6A+KYIXn1T+Dkj"
    "oJeNWfU7/GYK1qB3NhOe8Lhi23udYt6qW2RTwddYn1TADopaogoHrKK04r71Yh39YH92K2lru+EVZUQVyeCDVDCTaZOq/TlD+qWe"
    "K4uhs/fCihXqfWKYVpNx31fhik08Xp3Nnz8gxi5rTH0Xy1Hw6USKiQ+3G7zrOPGZVjCXY1rCvOrG8ExNYlpJT6zjaHLDraVFjXnk"
    "0BgrgdfIX/3J87apHL7hr3jdaJywCOOHGvabHCK9xGH8pDm76fqoUsyaOBRIl3tyTG4XsU7TnBnI+hMZrpdCyWUYZaeBWYt18Aue"
    "kxirSQfjnq2f7mC5Q2rY7fN/OPvqOCur7f31Dt2IlIC0gEoJoihgC7Zid+c18GLrtVGxuxVb7MQAREEkpLtjBobpjtPnrN+znr3P"
    "YbzfO/zxg48CM3Pe2Hvt1et5HuN0cTGjmX29xQhnqtbqKxq7MXlitA4Jnz81tteTxVVftnMWwzhsz4efYDixxmzeGtr/b9jbVoge"
    "j5cVWM1Kn1N1HE9mJ/fj1PIMohhsYXz3olh14RoxVqlG7JQ2ntYDcd9zxaGPrWYUaz7Xx/IRZ9LLdBLefCt59TbvoUpq1bQ5ajGu"
    "cSpbRmoH1v9IaOpv4Mda1vsIMdRC89JtLm0JZGhlqrHchnjxpQZ/alUqkTpN82VT6jVYActTvQ0tvRh/W6SGpfI4Z3vu9dmbrRnv"
    "SeFzuz83450exRPfoJbT3Qi9lIXzdZKUsC82yp+/UFy3R4RZtBJmpm0SdoAc5k9VyKNEp2g9bb57GJm6R4mbPStlZtH5SC19dSZt"
    "nc0LOChTP3dfc0ie9ev49Kcb/J+O3GvkJlgmW7GF7GdZjl0v01dgM1x1udRX5FPqMnCOmWyo74Muwvq7buHliFWqfM2hyiMlONnf"
    "oVfRVjSTuMenTZHDKuV7XH+FnWvEWGEZ7FQx4+PFiFVW4b87pEYehwdayGx7CpJzH/51yD+QedI5QIcfkNBc/4xxxsbbPQpOiDOT"
    "j+hD8FhrifHwuTwmhnD2slkG9v+VMT9cTca2EkScK/DdFfh3K+jfKmL2jMQ7DIXPYkiZ/ZmNUd+ta53ooziJNlqPxyrmQwr601pe"
    "gH0wxIkle6iWR/E8Z8osdfmI7/Ekw4lL04E7VspJqrbwBjYbBwDx3Jbhzzyi2JhnVgRZ3Bea3ari7cTYkRP0F9OdxKaNJkE6vtCQ"
    "xypLzx9GoPtnMnc1gB1Mlq1uzH6cKtjNLOzHQ3j7ezWWWgDP42vcd6gMDV7Ek50OG2J4owuJIOSmt0eJ5RWHYl3P8rzuDhvZWdYq"
    "2qdmMkkHI7IPIypaynmQRlivhvL/E2clvactUuW74w72XX8RzkZZH81zZMa06YAoa1RfEbtont6jN2HPf5Cn9YisCdJM+uHU9PAY"
    "PtYRt5a8Yb9Dgg6QvcTxsaT53Q7ju1l+sX7cvD1lpZLMrcTZpRWlvY35eLihDJcDqf+K6QmUM35O7IFpr4R29DExRPA1iGcMkdpw"
    "5v6Cn9wHNvEFPVWWYb9Gy5eISn/TfrIv87vbyPyZq49LEbnuRmEnX6U/EWEMWqD3kbEoyozJFuYq1Peu1uBdLXPRHvb/GUn6nin7"
    "2b1pKW39j/e4sP8b6zVOmxXxqFufUzfMwteMPWuZdiZiUZgVF9MZp0n6rdt4zRdTN3Okfp48Rq3r8MEsC7C3OFRy8/vWEhnqbshM"
    "Pt6+iJ3CV8stcgw8hUOlmBzMOWR/G4cY7zvEBd8ZNkqqrTwsx+ofcquep52DvnIIdnQpzvO7uJvh+vRETJhP5Pw97XYlJ3hO4nSH"
    "sW6FODc4UOwkHAUPcj9ZDj/Y8n5r9Wi5FJ77G1I/urHV4DtJH85iWyYgSzqIcbxWc9ZzoPfNKhnbniox30VflsHptPVo4qfxRiJe"
    "txq/oad8pBdDNlbpn9JV3pQrYQ27ijFgNvKcpt3kT0hXnJZGNe470RK0YLdipw2JpbE8CGmo8vbHZi3Kqd9cjagz/jxdotSj1Xj3"
    "KJksaqG5jMXP1u5gKfcWMcbql82QimSz43sO/IrBYtZkqBgC1GWMOyrZiV7LmMw0yjZoK0Mbm0rM1cfxxKNkoryP+Go0T2mS/n3c"
    "zyJ2JJNTLFMvtdmnpEewM5+1vZwo/5FHqNt6QiptEnu7zob3vApR6s3Sj7Xza6EVG8BWTEPMs4b9ok4D7fKone7KvUXoxad7dgt9"
    "RdWdhvq8jfotej/ZXacKe8TkCPloHcd0KT+l8Lm6iqsL/4XvWWS4jhntxvArFqpNNjSQybjeA7LdR3bVjKYr4VtXqGXhn9Q7sRrf"
    "QEpGyNX45CvwlhoGXdj/5uyIY0hO+jeqIt57iOto1aIEZ5ri8LRq4QnkwUNLcL/KeToNmTKXOWvLV38hNvtrKAPF1DQd5G1WOuK0"
    "S/HMxFPS4/0egrfYiHfYH6fvS8SDrSCx86BZv8RO7SfnkzdlK2TtAchAGzE7fxUnd1I+PxpV590v4dNYh7z1RJdDd6UYt1g9v498"
    "ohcGZdAKa3E1xf8vlmOxBh/CA6w7j/LPXzFEdNcxOq2F3KyDNx1jHfIQcbMBlcy7DfNne1fGTreRup5Nus55MjmmzEo/LjMYf5bA"
    "Y5yFp3sWq3UDnuZCPEcj+cZ4GhEnbCe3l9Pd+0vUs6FlsRtmX2qVpp6N8Z/e4HZ9E/HiDjxtM7lCcskLuw7re7e4eeESPk9DPvUQ"
    "+oBunsbVPx0XfIXXz7m0BTG8ZTn0WoXv0i+FljeutoZ1OgzC2ss/QzF020RY1wf1tuBG+Gfv6QWw04fq62LR0g5axBRjLKsX247d"
    "4e1pNaey3JTf774b5DjRzLOdyWep8F5irt6MExvR0VLDHZqK7/WQeVi3U+UoOZ1o1N2xOx/DO30RK9xKjGuvVF3HqenWSeImU6uI"
    "lrOV3J729qcxRxaibFdRB/RitrzAR6RbodUG4xTuRw4g8zN2MJZL+X4A+9xQrIit2i3yIk7fVKyK2a+d0KA1Oki6MNdWxQg64mvQ"
    "dtY6SsrX592Ee1OPPGdy0MTnQF30tpX3OownoJPEqaEdo4Nm5pydV7WXtGAeNyB3ZIoyPELS3XJJP7EQ9U9vyDbNJZmp5TgfVORg"
    "X6cVn/cr49/MTmyCxT2CtcMwu+eLPBdKDb6zDvKzjbXAiaw6nCzrie1i8+LNWePVDN55glGsey6TznGSxskwrsoKTXdg7kbiSPiI"
    "vSu1SQk9uGb46ePFYRhs///K+1f4NXQc2RE90q+q5c6GetbjCP33+1gNsu6EMjzhqbSXFWoZ5n3kAOiDAk7iWO5pH0rWDjzjcUS4"
    "yNaL/Ls3pJ5JZdhVbAJio94l7+hScrWOQ0RuHSazoB2Gyt+4xgLmbSqp6bvaZK6Yx1pGpBTDoo2yR2Aj59GPFuuPeQ3Wrhl1rp3p"
    "22HpzxebnrAOT4sPDBl6EGLoKBHka/Adw73YAll1GExh1lALEC3N8BPwF+A7PeVi+Rxv+y5i8Z/1GGiYD2Fr8vRlWFlDeTwI+uJu"
    "vP801mSL9D1WvEqIWJ9iL4J1s14vtdzbxtQhAdEjbAKpAvrGMQ1EfX1Q1XGXJuH5HUtUMuvjOBfn3OqMi+D12DSZsZBnw1OzGpJ1"
    "I/+lfyFCeQQ79zueczNkaIM+rwvwLHfgCVfqI5JM/cHeqiFYiT/EJhNmQMNX78Fumxa/yFuwOD2SmO/ar8KnstnzMRQ78SOs2fX4"
    "t0WNKZ7YKhWfB3SnqJa5dvV1HvH4gemu+nmpv2HzvpWP5HDZT1sEd+rS1BKrbQfGRmuM2JeTW3It7lYF32kLz/b7OEVbqT0ukU1c"
    "w6mcC4j4qefvOc1g8cBv/O5mdqJpZo3jnGfJ4leyRD03kMsauoqyZQ1r2Vlncx+uo8r6v8+HP2XVmkPE9c2U8q6VPpbbR9I61XhM"
    "Eh7xytXuAj/Xl2ZLjXi+kx5yGry+fP1AzPoaN6VNzryHK/+NT3biRPN0drJWUa9PJLZQjP3CwhmJmM98WAarE56vI7yREZDcX9Vw"
    "cn7BaZpBDNJP4Ank6mLEi8NgVTbiyV+D5hwv3xJhNoTvHUnMvho+70vyI9G4szJ4OCF/hrfpm5AQw/8fiytZ1myrvq1TiDQ6G+9Q"
    "6Xlz051k2/jWt0Ay5+gZWNHnxfoxt+h/8O9zg6tlGlEGbBKmAzPs6ZjWat/jsTK7cCoLWTXsCv/CsPPP4l2zIQ9FtJw3so5knSrW"
    "g1WAd1zk/fdP2ZMTkpNgIy16Mmt3lrjpmTg9V4ceFvOoECn9v70GjsMn5TkD3FR7B9//vb+kkbSt26fYT5w5S5H2kx1XjNVWUhm2"
    "OM0wfNh3AnHMCiNkEny2X6BjOsjreNp1iGYeJJtYQnf3WLj/WvNZ78pq1mClfAG9tCs1RR/VZxN/6ctZDeWOZFNo50MQgR0JCz1L"
    "LY87HBKRS4+1zHOgiGdWtzkq8/hMszaCP+jyYtvY6+f8EquhFbMDM5WprTm5K2fGwVbhDH5uC9+wBHtVC+/A1bxekzCxg2L0qHN1"
    "VXCifqBPI5Jrju88rQ/LQLkA2vZkfO5IMZ5BY4pZxUpWOSSjG/zaj5gTqmW1LM2THEMMaln8t+Xb4G5owC/lVOiZ9+FF/Zw6BPHO"
    "9zoB+vJCeJpnQeIXEon2J0jqPKze//rlWC6+ZX0hyvnrEs4v1DLXWc4cxPPUIpbzitAnK9QTxTAvWhN30uTP0L0dsuJeMh864RBO"
    "Hm/TU+Cf2dTafFx3HD5zCONGy8IYEs5NYphSZoGG+/lA5wFEPBqQ6eB1rCmG2SO5n1QzG9IEJ2s9vLdij6RoK3MJ0RZqietTy3eJ"
    "0p42ZUxpqBuzcb4tx/+Y3KQn6LsyCSvTE3pmkNwjSZyJPEYBpTwzm3CdIjzbD8FLuPcy1gCcFLcXhzN5ASdi20m6K6whbYlhs1ge"
    "P0QcDGcNqj0/uJ3D3rC15fDkn4XOaiYPwY71RVw0Q08Pruck82xvOVKei2E660SnaWe9JXgfP30BInpDH3lCNsoIREylOgGRsVV5"
    "bKJ3vlgv4VLsfh5kp7l8HLyF9eshxta2VC/VPyGvB8mL+ktqtbYL2sOf7iytg+rUC/I44qxJkLq/oIF7ZNmEeCuZSaTt6ZyaSMB/"
    "iXndHqF9czZ0FLzgWsi1sen8IL1wgj+CHn5TbwhaSgXn9xKsXsS8J5rPKSKbR/mWeAc17CfuLA9zEsb6Na2CU+XPfNT3EYV8l7jF"
    "YEWeu/EkPE/AylP9Pp/NIeXQ22sd7MA+bKQvOo2z92EyhUZYGw2RA81y/Y/hqQd6b705rxd4ZOgSxsVr8cbF7K5vBi2zjnnvKxDp"
    "bkK00w8+QR853iMI/k1tvTsG1Tr9Wfb3NXqtOET9hj4asNxAwHNoFdzzvO4LE3v0I49k1EKMKc5yNOXwTDti5/cV87x3Qh6naxex"
    "09sMUfGZiLBfxhrfLWfIAticStioNYjVOuO+ufCLOrLn0eFxDsebz8J7/+07HhboCZCf/vIBM0nzOZG6DXeeCF1tjHvnEPWvudj0"
    "h2Vq/ka88hTO5kW4+jbudaV2IFOGRQhL98BmZ1XkLPkIz/mofC+PI56zHqrL5HbYmphKnS679IxKlBhfrf6nJkt5tNXAo8u0Ju+N"
    "iz9HwNey9TXunU3EHY1Rx42RhfCUVsJ2GlacTctYnuhI6Q8JMoTF5/Dz7WRvWUuf5kvoCMd1lGSMZncbwAxBNavsCXpob3vrcRZ7"
    "Tq5hnS3N2pjC+c3NYNxs48TWFjJoC6ygsVjMYXfUSpzVHtINdty6dPKJ0VnJ2lkRnv8JfUAfDKaJzTrcglX/WSfqv4joZ7m0bK8R"
    "x4o7rRHO4o2XV6H/1sALaSTnQg8Pg1R9gbtsYxfkBvzf5kEug/a2OZ7luNq32E3DuuklrkfG+NgHwnsqJxpPit5+Md/VMsJXEkXf"
    "cn7t6SmU+bO7e0a8mYyDpl0JPbUS3lo23rGtPCBf6jD2h8Tw/Ri74yJEMChnvst8/c2IGWzC2PagnfxLCiinMXa/NJOzPWOe2XWH"
    "/mtoYkXQq7XaLFiA/VxHvvdfOEH9ilYEu6jdB4itsSFerMH3zHe+ib2F1bT0KdZ5w4yEt+nHeOcToa+X6FW42jIi//0H776KHb2u"
    "G3qeLpcxuOcKXM+wRsZ5PJq2rNOl6DXYDOxNrMqmpw324kx1WGs03SlllcAggxeQYme1i12LyH6V4ITedWJziB3kYDWU6sflEezs"
    "rXo6YtZdWi5z2bvu8tPW3ZH0d5xD67ICUubsedSze1j0+0Wm86tZpvNYMpwaIzzjQMqjzzlmKLN10/U2xIq/IeK6AHHpR7JVftBz"
    "sb6b61RB017lAX4eIOZZ5y+Q1rQqZqG3aBX7Pl1NtLsUcA5Nva8f8p9okmFjysXP3kbGtQM83lq6G7eRx4U3Zocke0B2z8P04Onb"
    "/UR18Ubc9HN99e36/dEp+ozOxc++LDYBaf7EbViVN9lvYbnTLjwH1cRqdh7wCrWIp5BMf82l1NcErCtsIO43lNl4Fx0Xsw+jHU7k"
    "gjo4Cw3qTMrb9b4kss+JEvY+/qli1Z8TcJZ34fQO4BrPZ/RyJLl0LV9h1vkw36VbmeGgiHEFd+h3vv9jnFgd8wh8z9iC9pXdDICG"
    "DztCXG+soRpfL6fLv/CU50NnvU322PZYzUFiGqua7xfxfRa3I3qeTZ/KRUsNMgh5TcUh3WVjbXJZmyzFW8XY02R4/ucQc6nBP7Dc"
    "9vHzi9WIgCx7easYH469Y38x9PRSNczWloz6E96DPobokgHzSW04f+cQqcwa3iA5Phru5tlpXAZnH9+1uxre1XH4Tg5+VzADciz5"
    "352VivvY4QCPZqoe3SdKRJ5CsufEfPQQIbv593on/AiXS6llx+BEKeTzFLJzuYbzxeb79mVdJof+rUNebsa8eyBjOU9gGFjLcULG"
    "e3T/YpxKy2QZe/uD0o0x0J/6vp4fnKCH6fHyejATFkAz7ORJdjolvP9pKKMxcto4begqrEfCv7GeuG/0ZXiyhow6Wy5Vs+vT9Wad"
    "SwT8mK9B1bJvJALd7iYKezIvURcdL+5luDn5CrZ7rpXT4Z005NTVCNYFGkjSdzi14Sx12Fe0rb95lDik4HSVyKK80eJ8xWJG9Q61"
    "wfCVbkE0ug2W/kBO622DhF0Nj62Ie+c6b3YjNlp/r6v+DGWlMJnpe9ybuYg4mWoaeqyXJNHA1KMITZA015RmcDaNi24hORyKsYZm"
    "NSzvcSwncs1mGlfTzbKakc8aIlXeJTv5lsbklPKM3FbXvs6zidfoG/C9lsJyl5Ij+0EZHbSDn7JaO5AH/HzIuDEDHkU+vU3EgThF"
    "5sn1iAR24PQ1kMX48z/SE3ediOjQyXwLiWf4WPYhvmVSZ3LmoJSRn00vWd2xhPiWNX4OO51lSvNgGx6PcT6s487UkMmvjRwspuFO"
    "gPdh9Y44/M0CTpb0YXWwBP7AzfqUXA5/9Q/6Ofsgku8hb+gz+PnRXh/GM9Nbtby3db33ko1q6EhZfuIlxIy7cELHZYRdx3AqU109"
    "gll+l8tydegqegD1s2DsmbNuDbmj0ruexAon6YecKdvYgdGZ+uJgyLX1yJ20h7nQoxGrWc3MbMIf5BmsxudOEfMTevv5mH34Z5IM"
    "D20ZdZdxsinhJ/rL2NVfiV1N6M/UvufRDl7AbFoedUMt56B34gwY0ojJXhha5m/2Hhciai/z3RRJxvXV/Fu5z58IdWm693kw/eFj"
    "YHGs/zmPOrQUJzPJOYjv9TF4yj2CTdAmO3AyVsIHMR6Qq6WK9QLziD6B/nRcJoPFOgfLyP9jsVoDdjW5qcgEUXPDvje6qTgZCLNy"
    "tkwvl5/wLsfTStyOnfkFV31dDsK7bcKznYb1jOtMdhv/S5YZWrbcrXVnrVIZNmf76n7w9G5HPFeJODuHddAyxLgNoPG2qM05GdJi"
    "ASfEbpFZ0CcRxt8LyUwcguVvDOu7mqzy8+Q5+ESD5W/OGxwmr+D9u8JCveUxu6J16on78e1c3WYNIrfuWXn6nF6B+5+IOKWhPKND"
    "9D25Q7bDE97MrMlCaLPViN/+wvldqk/Dqr8DK9Ea8cpUeYnYXR3kdu3u7ZLNdSY9nnIvKfWozyvx9Y3UaEs1GxYzH96EVRgXI07f"
    "S4ZADxs3WyE0SWNY7fOwzu3kANac0njupsmNIXkM5Vqkt7iaZopdKAl6rAVYubflQ/2Jtc6WwRT43B/gyt3EITyna+0jMhx05s3/"
    "Cm1rWM3rdQme/zH2gpRxRroW2nMzfsY6Zlczk90b59Ii0omIgYZAft/WR/Sn1Hh4Py2Ch2Czd0A6TDsY1pHh0Fh2dRG0sXHszqcv"
    "HNcPcELL8ayGZrqaXZ+FOtb78SlmBgPvAdkbtpO6nIrpE/GdXgot/C1xLw+VBfKeNhWrFBjWbjks3VBxPQy748Zqr6fa1kHhSbEe"
    "ZZfuJNnQAS2wB/er8WzMhybtA63YU05GDHKr/Akr3xJPu5ecCt3eXP7DWVrHdhnxdjDGs3Ie54Aso1moLcVNQVbpQ9CFFq91l3Ad"
    "m5XI6DLrqmvLTFuC3qz5S43IgjAXK/KFbJA/cGa7QOq24GT/ybiu/hpLOfGjylkZqqHPeSLz7y2lfhS+DbAUH+sqrsy3OA3TsQ4H"
    "yG86mbygaV6eMCt57cXtjU1iBZw1cNxdKc/4bj15AxDdH048rqTvAJ7vmcN2RwMN/ws11TR0D0ljX6Yy1dgRYhq0uzje60uYD53D"
    "CuXp4lhhXbdCbYatzTy9G+R9aHVjiLY5jOtwxgwhaw2e6D5Zz97kAj1ILIq9CtpqKe2WZeqbeSSx3ZrK/r+R/mYc796A3erGll7p"
    "OXGTjKINHy6QMGsob8g2roOSl0h9hN6Wfdr2L8e1NKDO23/nO2NSjDh349qmMzPub2X8mZ4ZbZryLCtdJOlxCRJ+trOC6ExDuVMn"
    "Eg+imv3axdzvSmiSCfIzkcdbYTWewun5Sf/GVwrId1jEp9zKJz2Lnm4ZovLxsFndpR209TdYgaflEukCP8Km0i6UEDGmY+xdLeSM"
    "tu39XngvkaugRb7Caf0R+nC6voifvkquRCRbzvl5h6tbyslgQ8g7BNYkV98ids1EsgaUwGLXYuce0w/lRJkELXke9qEtNM6rWpW6"
    "LrhKztB+xODYRWSRn3RxkA/9fapM5Wlaxo6qdA//k1LGNR0h+dJCjwpOQ2w9UUcHX0Nf3avPyTh9TXsF7+DaK3UdbMr58m+85euG"
    "HgCtc6HPWETIGlUOe2/o7118tFzLaC2HneW1lEJjVHsBdmaynhpMTt2PJ7pZf5O7LVKQNIpqpY8xFVa8yPcO72LVKQbZLKDHFCcS"
    "ZxlPUjX8YjuJ71PLRhirFEPrFOCuO2i/rYo1FLqvHF+v0hu1Nughz8px2I/J8oAugd3qhx25Qf/SUvqdVYy0lsGzicE/WAavqP58"
    "4o06A/efCF9kGJ7pRHlSXoDNbSJPMJqyHPRF7KKs5azQvmTm2AHZD6APmhA79DhZBNnqhRVav4e8cnq6Wtm54Vh31fMmuKr/at9D"
    "bTJ+qcZ9N14xkZBSeIqU51y073+t92Mll5LJupbY2MbScAd8yg/g650JS7xd1+NuqyFZOfoK/I9zYEknyEi5S25GhP4wrNQZeK7n"
    "icXmMD1KaXXX+2xALjRTuTqMkrDHrwmz0/sIZkivkQp2nlV7XXUKJ5TX+9yWzfwcRt71FDV3xNuCe9k5ZGfEGGKsW6+QeASum8/O"
    "/ALIvnmZbtLgXsSpJfAnXdRwpM8hxmC/KvaAtTcPNqU39P1LRLf4DVfthwj3K+q1Wn2RfqZlrY3nLs63K9PX5HK9H2d5oHwP3/sv"
    "aE7riW0RfAapH55hqnOIm1GPcLmOeKvt8RQNZZwUcNbjSrG8ZzL1srYJVgXl+ih+vmVwmy5MLdKOQTxVzUg3hz2uDTkZZbplIXku"
    "za/+lXeo5jSuW/GW3t+3Xw9nsAxT+jmxa6q5XxHdIYYTsISfNc7ITZCyYyB7OYiDNkNe28pI9h9sIRNrLdHGCtShiVfilNzoMU3S"
    "nb3/RI/Khe9wnKxm3GoYQg1xXavWnSpz4PVerAXyEVbtBb0T52o5vIpHmXUrlEHwOpZhPa7H3c27uRQ+XEcxnOam2NlqYu+4qNDs"
    "1y0SSS2Bhvo+dSXkeyn29iiZEPSDZ2o28UxYwGzG9I2YnQtzDvsSmY5ze6NsJI/Wb5DmFWQhGyG34Z42b9cFp6F5sAF/exuyME63"
    "0AYUsefK9dQZx2yEcw2WLTFWmQbst7NYwbjc84jbauxONfj6duxIEatChuTfHf6Fy7ymPNOhq4UnPQNDNzKym81bj7iwQtOTB9Wc"
    "SU/pPT4fFmI8U8MKtHu3NN6VRUgLiKk1H6fsGHjUu2BBOkkOeYV7yD7wdt6QmOdECzMrVUg9Wo1PRCBZMd9ZHqaP5HLrpb5/q3kG"
    "gbWh7Gavi6ubTUnVyTsrnsxO2KHei49lavQ2X3mRPINd/x0e/Xqs8n8QOXWQi+VH/RZnab9gi+6tE7RE1svxejXn2a7EG2TJ0eI8"
    "N2NPzqc+sEkwqxD0xXttp7TV+v5Odwrex8m2jMhIMSx319+6S6fA4odx9yjWpJjr4OYlfoEc3VinBzPse9jsX1uhT4TdlK0yGBh1"
    "kcjrrxD2Q5xoq79YfxfLQa/SH+HZuh6gFvRj3STqTPz07XzD9owIwv7kHkh94rhv1PNpK+2L64cYJHHOmlXRkyjIdD29RRTGYvhg"
    "+Th9jSSf2s7ev5/cwskrrdM1tJu1wv5cD33wMFasPz51GyzWOMQCX+ot+jynubOJMNMWEYchPeVD+7wghhmzC+92ijwoxhDwqMzF"
    "v4z7y6YoOuF+e7EH7kjol9ex1i9hNypga46ml27Y5h3EIjZD/HpVKuVzCRGFt4pojzW0bo55o4Wch90uI3ZzETOYn+D/wxCXZnGl"
    "WmZ82N1d9OWc3kkwLjJWjTQr9lhJS3iUc01KPqsqrpJV8k4RyzAWsjd6qz4Or31faJBsWKFCYlfWUjdaR22Y7PVriDGSqtOTpB5R"
    "eKH+G77FcLlVbJJ1Jb3R7sEJ+i+80w8e3zlF690X2uVhYmk3luHi+kIsJxTnbNxydrkt0ddxHo9mdelNWr4B8KtW4XzXX184lHOZ"
    "g8iG1E3KPCpUgUcnjjPKNaaQeIbjJsHa5k04k+JlP8Ud2M0+2EiqMx2fA9mVroh55+l3chL8IotcshGz5cPfWc9nKvSVNGXVyf48"
    "VpyPU1/2K0X0qb0z6PYirXzv/Ai86WjiPCW4evmMkGwCrJfYWwz0/OB5xJXbSSuS5EkLe/tc7rlbqtm9bFMKaUyosJ/MjEPXh7Ba"
    "teykrdFnmatbTs1RwM6Ud/CpH+mlDBXDwvpDEuQ+GyrfMHfWCVapAm9wuHyNr5+xB/z4XXz2MDEfXcbQ7n+cVFHuHYpa0rP2nUq5"
    "aC1vyzSs943aDJbzNWjJPpCBR2HXvuW0csx3ut4gBcRhrCVOiaHddpWk9w0dzmC1prtjnE7o79G/Ul5+R8pOvYx96E3JaVRDNI9K"
    "6qQ86IKHyMxiDHm5ZHLO1k7B/WT12sSJwDLviW1hrGw+1NnQiT3EIdqNFLNuhcy0mb5rzigllEGft1P5Bjyul8jQfL88iX8P0md1"
    "qkySbTKR+Jbp+nUlezdKcYI+0yeknLMc5n3WELevVq279hdWaNRPbKcz6a46cgwstHEL2My0dUs+xzmC1dCihix2gczCCm+BBo/D"
    "a/wLGuEaH9e38Tn53RmOuhG0q/ylO9+UOFU7iS5XwapcOf87AD7TIZDrP/DVS8jNsQHvk0ecrFcg6+Z7ROnrH8QIq4Y9l8fhXOfp"
    "ED9hmfBd+RE8cYR5fuu6jBE3pZR9tAdKhTqWp6sRHb/LilwZJNOyrh9J2OOPuufO913lrpduP1ZvNpL/Jc6php2QxJ3wGXqJScMu"
    "2LgNuK6xKa3QUcFYfP5DsjSbF7mN02o2vzMyyMFXljEz7ypJlfDAopRv44GzZ4yyeybG3wlWWgtwhop1OPR/V0j0EGY9t0MK1upR"
    "8q70wIpWea20r+T7M76B+9su4xNf7rvgHV70Z+QK6Mn8hnmpuZTUnXorLOcJEkaM/wd0bjO5Wozr+iH4JMPw/a/w5pshv5YFuYK1"
    "96OYz89lB0Mn7MwyfKUtYqawbMXpnKu/Iqa0GtMPeLODZbQ8hp/9ApbvWGiPSuipHz06TYTVtLs9MlXcI2Jns2aXIo+qISNPxtpf"
    "Ce16Js/oNvhPM3HnPLyrYQ8fKI18ptB15KYylqUMdj/iT7TqAHFdFVZDmaVrg1X6E+RvGmOEPMj2WrVOjqMRF23Ez82ELV+ONamE"
    "5fpY2wfGytcaWlYgS7nEC7Yeh1fwbDYV34naJ8xZbYvcB9N/XQj5OY14YiHIrONCdnNchgjfKugE//snPRMe+Me4wia86T2QqwQx"
    "XBI+Z2d5GUPqs+7jXKz9Vtr1EGVvK+63Qov3gGLZUF7XL/Ee1+Esfmq5c3ymd9ZH+gm9p26MqBMZVj7LdfSWfpCCatjOv3WKbsdp"
    "GSAF2NlrtB3kZGumO+NYRr9Jj9TsslYNOAHn7tyH0UJSX2Y2+QesuSAGLIXHbf0nV/jppv/ti7nZcjd7l6NusvEGxvD1zxRbXvYh"
    "qfBI52XMC4TZJ7pUNkoQnKTvIuL+CRLdD0+xRifrp7DlW3HNYdTaZbR3IZ6SQXiPsXjuHeo4q9fQ787C2bsH71Wd0XXpeUyXi4vD"
    "jxkGb7GaCF25rO4dJw5dJUQW3hR0XAmRskKMK8fCz7DMU1S+0Ed0H2j2l+E7DBbL658FybGY6SNI0ckyCnrfOhVf0FHyz9mKSs5W"
    "GOLvH0QHn8wZH7P4XZmtNKTirZDh3nIp1mmBPK3v4IyPxl48gXN9guSk1sOOztVzg8Z6neamXpavg+Hw5JfiKebA89+AiKWZmN6+"
    "VGxaw3o6d/hOd0Nej3Du2Pzf9XiPr7DKJ8mZ8G7aQcKfDz6E97uC6Jim21fib0PFabgUEYL+TXzwhyjvSY83ak+/niualui6kXYj"
    "fu1O6QNptnzY21jZ5jINsdRJMoYchd0k+g971E2y/RT/B9CGzbF/d+PZX4MFP0MflD7BhYi62gZt5Qe8wyfY6zvFZt8WY1++x8/1"
    "Z+dpzONnpHBOI5pGbGztI8J2ku7LSlCn1XqUIqUvb3HkqZ4btYITUrvr9elc70/MAZXDizkWMUUVPbsYmQh2sCPL8svr5Xq5HTsX"
    "Q7T7J976TLWJRcMSGCFXygRiA5aIITvUz8cyiYzEYU7kmQzeyw58VZvEOJy6tIBT2XF23hUzxxTzUw22P6f4Ux0nqtw6fH6OvEX8"
    "keNkIU7IGngT8yAD9XMcWF9XT8pAje+CN73ZV9xd7mWO06HwVXguxBB2zTBOChEr2rROH0RhO/GMc6H/b4fPmQtteoJYbGJ+r1XT"
    "rWJpMVSKqHI1zMu+xSlLN1dhSDEniLJLwU2VF7JPajE0cY3HdbTMXg8xFpBhnJFsR3zQvcnuu5Nd26vJCOQyA1n/iITd/hoWfzmz"
    "aDZ1UUJLVu67wB1ahIsK+nskE/v0JnbR1jJO2Z+4L1FEoJZDPFQ3QAoulxzqpGuwT/vJe3qzXOfrhUfzCUp4/x3aiFJav7asP3q/"
    "TXZ4LzSR4SJJsPJ6ht6k98Fy/qbLs97F8021+B7Pmydl3kdXZkcTzIQfJffB/zcEEcNrMN5vy6gtx1tt0/f1sCCGCKfGo+w2F1c/"
    "j5KfQBllhHxE5iYb3N+sAnsz9h1rgt09IJhJ1Mltej/ufjZ7jdN1xJCfnazi6jsftSOs2Dgp4+m1/b0SuvZBaSmm2Q1rdhl+8gud"
    "I6/A371NBwfLcaKOxMlZa/4bfKbHGFXvRLRxDH3GLZSZKuIQhTJe8G5vuIP3waK4djNIrEUCPYmCZ+wDhezrGSBzuZ/9xPrey6Hp"
    "O0HPW4S9009tL6Mf9SXu9zKz/Y7TpVTddKJNLq3HShYyd7tDLcuao5PkEWjvBUR+s+6VYmiAPzgZqIwKbJUe4MTa7XI8dLZ1xC61"
    "uFp+tukw7aXZYj1b4yXddVTNfghD0l/HLFyMGaRKIspbX91xYjhN2VjJcAbr0GYuo6xf7IO3PEQeF5cJb8Lo0LCFe0NT5eKzx8k8"
    "+hXlXNVqvRpXy0F8YX3gNYzjLHeeRbSSWvaMv4hPv8MK/AEyVTrDSg2WvuyW7UtWr0paRztnB7Mqvw6/jQthH9916HqHS7lft0uF"
    "72mvoQaJ+ilWY/C7GWs9mj1iReRJqMK+rGV1Pc7stFWax3g0xlpGN0VYhwFc2yL2H74mtVy5fM7tZck/cUhdrGE90yWZec0I7G6S"
    "UYyxSnSAX2jdPTshCfn04oeJ8ey+jf0dAcuWrW/obLlL5hC97lGZhE8OZUXGdG03cZ1abha5/kh8ke86dlhO1xCVOEQvcxNWOMpT"
    "XUM+pxqyrj5ByaivZjRcDKffcGWNNeJAeDWr2IfygBjquv7XSbGcktV2T4LlW+Jru5X0MUOey0czlU71Xf2K6M28qhOkJjOb6+zM"
    "ckY/9SN52qTxfHbSGoJIpV4sJbSA/yIHU5XP5DqdOob1+zhiIKwZztl0+DvFeBND7Fouk9mHvC88wl/5SZufsBj1c2jBh+WKrPHB"
    "L/AxJkNOv0PcdQlOUzb87xP1Dr0C+usV7N83WVNw9e+w30/DAu0d1M8QZbMRYX2BXDF5jI/jRPXcwvd+h9Ia5i7H/QTZTLMZ0KIb"
    "fS/qZqxYlBZti16F2HqKGnJEe+kiB8pwrMll8JO+4YRONjFE3tF3gxIy2xeRt34j0cmP9UhIJayrHAHfLp+5zQizTnFqrii55or0"
    "LnF9zV18ZFJbZ9K/gpmPhOemjxBfJEJEHdcpkFUnmknW4XttXaePerftyvIIsume7G51pp8riX7kuGYPr8N9syccQCcDhpic53ul"
    "HadmZ9iDOdo4eEK/hqW4K/gXbMpy7andg1pO2q6jLVO1GOFcxqo72d/vfNkQZakr/S+73mI1RCFDe87GekXgg/+ir8qbkK8QOQ7t"
    "GS5mpWS+96DWQov9Dvs7m1NVY+HrFcmdsIl/65mynPxt+exinABrYxHBI5zA7Scu5xBn9aSayKQbcU6GSmN2KESIwNyIiGohzuZ0"
    "I/ZezHPbtJV78WYx6GObVLFs804iPYqfOk53ep4FL/cVokbsQGz6Fq6+QK/F+XxK3pBs3+0aY0yfS2tvT3gZNcJA5q53QFvsAzu4"
    "RK0zun4P5QdYkMshqyvhe1wt+yF2yoGl+UDepcfi+l1robkjzDPFOH03Ws7Azs3HCY3r+/JvRFWTWNf9ZQ/x3AXEZ0lkehBdN6zh"
    "VbcNsqCVNxENIdeYMiE9H+G5DhP11sXqZoeKY6Zx7A3boAcvyToXz244o8+n2sg1WiVvpV6T57Baz+oWuRU64TR5Ebs7QX+TL+Qr"
    "maZP6icyIViKN/xej8Q1jpZ/6Y/wBA3htCn5hsL6GRGwTqJ1tHihADvWXdaQ6SGXs0dR2JcO7OOqpA+coBV1CCo2V9FIWonF5REy"
    "TtikRBkl9nysTW/ZjAj0Unw6Tw23pwA+0w567lEyTu22gOotoEUME8R6nYtwClyn5ypmtoSny2Fy1OU1cV+P0ZbU0t+4UOJ+clI9"
    "VpRD84n5XF0Sa2idne7MC+uVSu5ItwMdZXd2Ic1bq14/NPWdiekZ3Ya++zeM6KOc92vJeHQNMWEjOHHG+lrCSbUq/VLKWNfvTW+g"
    "gJanBbs0XYXgevJodMeeHq8j4fVYdP1MMFge11tltVzk8duSngHR4Ro4uRst5udOkLaQ5J/g6f+gj+Ikno+zV8Gu6Jjv010PLZTk"
    "enWlvflDVjNTX46T8zVRIC/Bycsn/9sP8Awby3e49iLokrmwNWV7xBcbIHHPeTSQvWyuDlcEuzWd/dTTgzmQhq2w5wv1GHiib7Nv"
    "6RRGmpWInBPELAjBhzQZMYaeFJmWK7l3lpG1qMqhNgmsh2bwj88Qx2hayfdcmtkfO4f2azKihpPFuFUbwF4t5NT69YiAzvBMOynK"
    "boi66DAJeXkxXKxyerw1lNWuvlPB8HXai6sEJDK5L8v8GFrKeVJJRsuuEiIauuU4V6v1J9l8bpjduL+zlvIzvnonKxPOx6ry8Wyc"
    "DAxdEDvMxXXW4rrrcQYMhTSP+Fu2ymcxZxWlt+PQWHswXrSdbuQZKkPEjHK9ySNlsHzPGoShyM3F1QZCAzwPi3HvHjgFb5SnoRVm"
    "4Ck2Ym+MwboMz35l8BPkaJ3MgCwWQ35tOtcmSJewI7ias2mFnJboyW7oMxH/5GQk1fluXbjefWULT1yp701qLzvoMVh94l5pjnMz"
    "Wx+ErZmv70EvPQQr+Tie6wcx77WME107iEGc9HWScWJRcsijGtrkQcgjKtuqNsIVZkKKLDeVDe9kLtbTaq0XybNiCMaJjJVxVUrD"
    "n8iDnJazV7g5vFLr5rYpk7awgYPkk9RHiGN74YTcH9yplwYj5WJo4tvhJebSe5pDG7cN69IFz/UX7rVJf0y9ip8wSzkXJ7yz3B58"
    "L5/pS7pZpnGWO8lZrBxOxMaxphanLdLL8JWRsNVPQzNMlTjszivyG3zFRjId/qOhchtOsHEirGSHmGWBbiHOWSVxRdxkrcWM2yC7"
    "R4h6xqe0v1LGFSsmB1k5Z6OGcXLZOqSuECcTHXwdMe77CZ21y6fuMmaliVinHXh3y5Csh64/VwcFjREL7qPX6kNi3x2rNweVsFM5"
    "2HfDz2ghb0HOt2AHCoi+bJxlv0J/tcBbzNIb5AEdEpwsl0kjPYs54V3YT2P4CcMqrcMzG66pYSIvZb9BLd/kMWq3gP8fot/K13j+"
    "Spu7gQ6YjvsLLNAodsRcCH1gcUsXookOgS+7gpN97aSdPIznOoB+kPnLF8tbkMO0tVBvvRK+B6W3DJLZ3KlaPT+w6fk/mTP6ip62"
    "oeCugsfzgB4frIBGboLdboM7fgL9PIO8fllBL5mN1bkau/OKfoxnHy1uWs5Q+wLO9K4gAsbTur/8Lp/gX/dDphZijbZgT9+HLOxF"
    "XnCHcVTDingXcUgkrfDnZp5MyypnBXOJlLEE3vciMthUspv7b3j850pH2V9mYm2FnLv9PVZIzHdOWH5mFu4dVkMgbsV4/HAxFPAj"
    "4QE8JjZxsF4sV7NL/6M3QpZm6ad6BzTEe2LzrmHOUEXYG1aAf7fBaTH/vT8r9Tuw+zYXt5c8wD7c+rCFtc7Mn9Tx99VjhpzCbJDx"
    "l9USDc1s5TnaObg7OAS+SAgn7g/Yo9n6S+oaRD41OgN3NiTTHFjNi+Rj+Ef7ilWxHS71QcSlDkMWSuj1NBCbZukmh8p4YqKE2Xtp"
    "+eACaCSbsusvb+DMGXuaTcl+ifVcgTP3sr6gbwdm+xrAkzRkgPXwySZJS+yuRcr5nKQ3frvGZBsPY/8CSePVxZl7GSiaQZftBM+1"
    "lF38p0MPlrBDI8TM1ADWHONk8ovwb3lkZ6plF2KMqPqlej5Z5wZ6tA0Xgd0sDkXAvPY8fm0w1mOmfqmGa7pcfoEtu1nugIQaTtLF"
    "nLoy+3whZ2lsJSpgJdTne5V8vParlzisiBA9AhdbFfhZliO5l1fgPhWsKF6udxO9qgIS3lieDIylsQn5zdI5SDcBI3KHjJXz8XSG"
    "y/iOXI2ntB4sq/OZvjueGZEaj/aRIrtQlRpG1KvaJ2sLeQUMRSEfu5BLK/u4lBJ3zLAivsc+lXJS7jZYnhnsSYzpEmZybDpyGS2V"
    "7U137GDc4+e7jlKTxE2IxaoRvXeCzV2nQbCLjFJHykZ+pQeZmWvkGH1SpuBMT4IlPpDzFV3k/zKQWw22H3Ti2/AGn9UoLNgn8Pc3"
    "GnMprMwwaMdCvp9hYdtUUz5O0Abc51p48cXkEc/n9Jl1ExmfxgbmlUzm+mLlIuzUy9elsqfqmFX/F3LGvKHYJHgRsyuGXVvETsrH"
    "4fOs0x/F+vqyxPz1Gaw/RCGdrtMt6XmnIsTd+ppdSFHWx8eIYXAsQhx0oRguRTupZm9CtZ8EsBj/QkPf4t6Efe77TCJsRHzv+W4d"
    "keAchXoW8U6sRKjv9rW+jMPEYSDU30ec9LbfzliSPW0OM6pMT8BK72RG8gyc2YU4FdaLtQsrsL/kyH9kOrRKnp4U9Nbx+oj1g8Na"
    "vQPPrwv24Tjs/Q4172k+Tv4OPlEgp7AXMcJOxZSvie3ObNX4/K/VjlPq0MTdieourv+/rYR8t2yK1yv3Wbjmvn6aQDxRzh42l88I"
    "U5JdL9o2Xcw7HcTT5VjChsl+zP29Jg6FvpbMjbuwT3H8fw2xViK6k1qlmHx6NvFm+vAr/PQsuVS6QrsOJIbUbH1OboMtSXnkoajH"
    "KYplnrfQIgGpYm6/jLFfDeultX6Wznn0IyVdY7Z6Tns9Hd7Eg1lmCa8LmgbzoXWP1lDqakqum0EN63h6UnE/cWPy0NRPMf2zzj1S"
    "in2MXuNtu3mevWER8hkluRxliPlm6+awuGCZbpQ/oStLDJEBfsoScjRt0jfghR2O83C0mH9/rlTxlGyEtOWRT7mCna/mfx0AO+Gw"
    "DJ4l9kUl0RXWk2nR6hor9SZIzTvYT+Mi/BBPdLf2CQyr/RRY2M7YrwESYibVdmtvyWFepgc7DaN+nqWWE82mpau480Pw9WflaaLL"
    "NZVL9AtdLIa12w/+/Z9yFM5fLnyUH/VJ/Qzvf33wOvztjdjXrtIN3yuAnp0r1t38M/b7KpyD0ykh6lHEXTXZ1vVFqSKGV4qnP8H1"
    "30K7/ynu9Zx+AH36EuK653CvR+QbeIR/Y0UsGs/RR8kFbzixBcwHbtDPpQUzjlH+dtmfnjhnaxE1nYGVsPNUAT9rDuzrBty7pRg2"
    "8wBJeNmJUip6iEOLaUTmhFKvq7OIAhJmfcRqecdKlUfQSvNL2YRyIXvQctlhGiYyZynW7g6sSZg5/4Cz0q4LLapjyfDyEtboKfg8"
    "LfGW1YzGX8A+vqZv+oyZSWgzMYaSBsQ+aCBWFx3nZ6QL2UNcTc1bDp/A+mt3cjZxNs7cbfKzWvzyvl7Gzt0EZxeqqR2qaY2dzf+Q"
    "dc8U55gdUvk4ZiVugZ97hVwKKTa9tU2nQUcthC0a7pHVziAWRtzXqPN8Niul/Zj5rMuzbHrqevjtPYlS4Bgsm0GmDOnrG9p0kRxG"
    "CpZXzPKMCiWQwhh5Kr9iNVM5DxVSxx46RtLMECnvH1R67Fpj2zCfZgy76ZZRpnPhjzTmHFWEPChpm5ViBTpLDMXlEBklbq6js0QY"
    "K1Yhmhom+5CrLcwofDzj8nxq9k1kzs1hnnOnPkOEtxCet5GYf3+2GG+A8acH7NAxr2eDTsPnN8FuzWAfkFWypupWWaqGTVkI2Y5R"
    "A1czt5VHxBTLXH4NKQ5xbzZDW+xkvrDAkEOwAq2IOVShB8LHieO7htSwCj+5He9crdshqcvUuOrX4E/r1ZtNT7KMFflttOjrqKmO"
    "1bfgbY6XtYh5ZuoU/Gs1vNO/4Essgr45QN7Emxrb+NfsBtoCyf4Oa7gXaxljxaYQauAD2n3Npzlf/mJ3XYJSFWYtcJdOZn/EJZLm"
    "ArXuv0p6q3lEKC3Cndoi+qnW06AZ7xfL5wxhhjhKbR/3Nk5xR5fj3sLsygeyHbr1RLzrY3inP3CGjP3sF28blHypexORKkW+km6Z"
    "ec+WPkYIUctbx3slM4/F+gSzL4Nw9UL20yRoK9KcmI4L3GoxWfoRnn4azvBWfR1WdrRMkTGQoFuMeRBapFbO0XuheW0q6LdUm6xj"
    "9ctU/RWBb6DPZ0IL1bI2cz30aDa8h/VYs/qnMifIvyG5jSEXz8A7fRqfnKOnQCOfGowV12t7W2auT7Gfc1gf78jeV1dztUzovcyY"
    "wbKmnoZ0zkPMZ7Hdz3jqD7Vl1hT9VY39eTZ7xAohbYO50kn9hrHyHJkAqZ9G/HDjg+kHL/UBnbAHVsMbWLOO8cTGvbdSTBkwJOtt"
    "iITiejUsunnaFgWeJK9lMGwkM0fgkHc6Mfp0/Dol7GQwL+Y5yOYK5i36Spr/TL13Z7H4EERm29k7tS977QLso3W7n0q7dCN7uftK"
    "miUgj/a4jJNvcf2U+HEx5p+6wIfJ9dlgF7H0yvR5OyxS69VKV8zuwGl3KOyGtjpKvoPf8xkiEasPdiJzymTYOZtO38VTU0Kc6bBu"
    "kV3wB81Lr9KUz8E5C34y0f7DrJOlWYUSzFSP4sRDeA+fmYK/5SCqHoVzb2gUhoO6Xu/hdHNZHV+5Yx1vqJEYrk0fXLsZdPoRUkn/"
    "wmrmO6EhEjwtf+pq2Jovcc1dsNXPM/6MME4s9tb5fmLMWhbTuua3ssfcItNXxXG7LNM4/ODm8Jct22H+8Kdq+LLzYA3qjz7ehMUf"
    "T87v2bia9cAZT9EjiAHqP3P7wnPZiT2rIW+CwxKN4ImSPitf7FFhZmkhqwaXyeliuYN0Jcc6edOcGfmMV2N+QkY4MWnfuQXrG8ZZ"
    "Hs5+jnLq9am0Y49l+uLt13W+ap1iP+JG2i43jR+ndbCYpJZYeGYb5sB29Jdm0BhLoNO+hcb7Va/F2szDuUmjNzv2DuMTinHCZRee"
    "oi8+OYKTXNugQe9mVOgmrkxjHieO31F991AleyESxNqPeX5Dq1w8pouwQ5/BBhyWNU4Pht39Gb7VEfD/ClgVieGZqogOWc13t6g9"
    "6bOtB0rcYwcLK4bN9tAnlGIlIkEk8O708JPe4lcTj72dmBWPEpW8FvezKdbGkMwSdtQ5nu/G4hhYEjh/J8BTWkmcjOn6MH7uJLkX"
    "K/gsfK/l8MdKcc0PsfY/6ntZFTiFC/Q37aMV8gNOZXu5U8YGk1PHyzRo/QP1TMpLAftv0vNce0HzuTzC136yY/cpuixT/0n6nU1w"
    "Ai09zbi31GbqT/b9seRJK6Ctz2WFpjWet5tUckJiBGRqJ2PeZhLzmLBO5sz3HSPGiR1j91lPzvqqz+5aD9otMlUnpn405mi88z36"
    "UMOpqfeJjVgrVZznKCdicRnn2opwpbhnmimgF5YikneUOLjWyZvPfbUc5m+yytdCrXvqFM8HWuV7oz7Fz1zKePNgsSpaOvreXRWt"
    "Xw6uQbxo8tjZ+w+O8yrMyZdy3/mZBz+nQH9n9qWEFXC7ajatxDGMyZRZngjOSoWeA03xN87Ve/iJav0Bz2Xd5Z0QLRhW9QCs2nZc"
    "dyZ9vVtlno+qXdU/5THf3J9WSbBuHJuq6gwv+XN4OsNw1hayIygCjzrl/fXj2YtmOYvr9Af9kp0Nh+pt+lvwlOwH/20yPIgF8KRO"
    "gce8EhZ9Dtb+u+BdyNUBiPFCPKPlfI5R4vjjc+Br7oDEl5CjyTraRI4X19PSQGo96u0IcdWKyxndGmdTQ6m/r6aaMY9ZtI+IZOTY"
    "qtYSc6aC9Vxnmyx23AwtUMSeQ+cL2xWvJOpSDfN6VeRddTnqiLfBVj07EV73zbIBVuIbrHse9iAHp+1RdgD/tgeU3nJc9VTpS7yS"
    "ncQnjbDjLU6cuSjt3W5EuGOJDPWj/I1dewK7uB53+p62cjM82ztxpbdZMW4NDTkIzzJILsEnPmRlMMQZpTjzLq5GVq3/wXpoBo3M"
    "+EJi3rdwvmUF9aXFk5Z5aSatxCq6+0lHRh5mKY15tZaTZg0klWEnTjGjF/Y1SneSQ+zgNL2Qx88eQvaoEOxUC7zTwdBr5iFvge9Z"
    "QfzhFVif37Rx0I64E3cyhzBDX8Xd3yXSaH1X2wbP4jb4IJZvugZP0RvawXB3zmNud2SQzxxcA2ja+fqiroT2/onMUGmWibr8Q132"
    "UCG8HPZ5ObzE/vB68vRn/O0aWSmPI0JV3w3v5sNiGQyTKKS0Gno3xI4Bq3A0ZLyTJTYddxIRcVzPZYFH6VgOfXoozoOty9dq52IB"
    "fJwrZSieebio5ysI2LWVyiCalWE1Y5zFSvKcmlY1tpRctTqVZUtj5IUsYUR+khxFPrUR1G4OU6+M3bRuysHQ5jbj2veKYxSu8OwA"
    "ptV/QoQTZU7VLEeJFnE+ays9SOfNuvO6kjJxGk+r9ZVc63PHhezwKIX9bQjLP1iSXvq6S9THOyXku71DbgoW6Gv6mtyDdQ3BMufK"
    "QzZfmWzoI4m9JR1JWNbKbOPB2BdjToixk/8IYvt2lQvYZzBeHOJTLXNuCc6VVcLLU+8NtPGdcEqOT/u1Bc9pXdOv4ictSl2M78yG"
    "5zKQWJ+W3UiIm5Fc5KcWtnvUPYENTXn0l5RfVSEyTkvPZZrus7O1/wp7Plpe1+ODXEhmF/kCesomLiPaiL5FET+dxepYTzGdGIJU"
    "dJSkz5qmWG9yuYruMkY+wzNeIdeS9cAY4rrDPr4uz8nj8qD8Cal1fWmGrGg9MFm+395lL9K9BG5eU9i/sjuHOCqDCmxd7JOhbX4h"
    "ltBK2Jcd+ibi7SE4ue3FctG98bdGcrXM1Ud1llyH6PJw/IzlCMfQq3yWdmQV2RYNC+c8Meb7GtiXA2CpuovVqovIJ5Fk11XKM3L2"
    "kDSP8hrtHvTRIQ3e0I8sWoQX8x99QO+StalcSFxT9nX/Do80xJ51m8IayR6xkI/bDiRCbVNxaKJf6Js2xQJpMga0bGZLmkPitjCL"
    "XwzLVg057Cj5XrqLidGh6ub0NbNyWfyzE3RmP/qNB3lOW5sIs+m3qDrGnE0eyzQFG7KLlmIne60trnlFDuIUe2cxf2C5zRjDIuYw"
    "fuiJ6HYXTud22owEu19dD2qUHfJJX0UzxJVpfqZtO95luIQ46VOk18Oab4e+PANe48/04a37eX/YjeXEl15Oz6ScPqn5Ic3kGsid"
    "yXtf9uctUkP5NYSh8ZCACD1s+9UN/oabD3Vze6ulJNVT9oVdeh+7+hDW6TM9A/tutdlBwVNEjbsMb9USnzNEnR/1L6zZsTIW2nwB"
    "8SM7QWrGBllSQ0y3CKeta5l1DnF2pIhYcY2hGa0e11MsQ7WfGGvkxzgBh0lbORjnugN837nQaVPwHNvwDosZG7aCn9JXNrKuEqZe"
    "6ORn+g01N6a7Z5dbZKbqT2Y8armNCYg51mMtukC+c3FeV+IOixE13q7LsxZDljbjSbKhiX7C0xqealv5HbJoVm2WLJb7oc32D9Yi"
    "IjtH82Hb+smFejVk/kFolHI9KAjjBPwGafxZrTe4HOtyC3z164ha705Bgqh6tUQNddn8+rzOYnpOs9g3GsN6VTJSVVrQWt8L4XDu"
    "ynUFqwGL6EeFM7PYdfG4lkDWpsDi3omI2NAi/jLkZvkLlsqm74zZ9UC5hEiLJjs9pJqMYvVFrjs1rGlWtDhzH0mil1gFyuIQy6pd"
    "IEN8nr2c+Ajq+f3SPQlahxkrjSicRqhK4gQ5L/cZ5mmakyu+GjtzkEyEt9SgDpOWeq4UYwQynKfb8LPP6KlYkVWQ7GZ4ky8RbbXC"
    "zpTTVhbTC7Ref6sV9se5OU3aSDoK6CJp5OlCnvP648YSSJVxeDYgg+NWnE276jbiwm+APh3KWGAHokebKCumhshj/egknvoioleX"
    "Qu43cCK4uTSm/TJWvY7s87EMTyH0iGmjfFiCFWr9Vj2JhmP8nMZ74zTYGM7HOR9mJX/6UE6HL2JHrIvczySu3wZo2ln6HnTFp3pv"
    "1teQhQ7ytlysz8EPHSmJOtPGUY8BXsteG9dtX6IOjeRGdqRVaxoHzDokj/hHh2Sx96k0kynPEjcBtAn6ohBWvBLr0FdaSjexuu9q"
    "bQLbFZVJmsi6Wj+2OT3sXxUs4BN6HCTRdFM7yJN5Dg4F1li5V5EzLEFpbEkZdVNBxixXJB/Big2WXpCiZfJdqpXsLdNTKb1B3tJX"
    "g1PlHezAO/ov+ObHQhteIzfDO49TytKoBCFfybQcykZ2WHQgqmVbVtVrseMxohRZveUrvIudnh04WQlWumvogSnRY9RnaZJkz7Ua"
    "zcPSIcjBuTP+leLU9/qI/AjP9w9OaeQiLumEuGG4jIcGN8bGnzmhZazUXSTN1Fzt0etCe+hDiUBDpTRVh0tH1c1Pxb3fMcDbHdvj"
    "zcz17Ma4qDuPaL826NfwoyI8O9nsTrJah8n1fES+VtvLpWeZw+pWLt60hjq5QWZSwV3bZSZKoXVLcE4i7Ds4RuyNzqHn6zRBTCcy"
    "o7DIn0LHgWj24wqewIVqHdtXikNIWa1P6WE4y5twzSflD/iTq6Ddx4hlEq7QsUT1M4yr7kEEd/iDU+5166wN/rF6UU4F1BBZ5A0p"
    "Z7VgBJFx0/opjYVl0V8TdhjUr8lryGzQnFPPca6fYyvbSkS0EJ7uVEbyZfhdTV1agGjnRNikQXqRfKAP4o0nyR/BCLEJvRqvd5WT"
    "WVaDTBJD5BRY4I7wX+6Hr3i2XI8T9QG0/i36CDypGCxZmL5XFNbPsull+jl01WpcLZCnoSXNKm/AtXLY93kWducEeRbSNwPn6itI"
    "cz9dJk9BKlvIInZHL9ddzFz8Cs1oMtBXnoa/OAinqoLWYaJUM2Lfquczf9BWfsEnNrJeP1yss99sg2GPZwWXQ6p+xfquIWrQEuzO"
    "wdIaWtM8mxqNeI0UokZc5JF6k9rY11LSkVQrj0C4Emf6MLGp1HPEUI4XqvWxm1ZuK8fAq7Gp5WWcXVqPJ5zAPHuEus3+vEmMGTTK"
    "bPt67vs6fVet+2y1rofP8AIisL/xvS/kF9a+LAbtImXMRyxhP2kj6eMruB0lQcTiEFkpnc03334ENFUb+YK8kbOI/DoYO9COuHI2"
    "4zdCn8CObcDTdWL1pojVsgjxaa0i+Jw8Syy4/niXltJOdvfzF3lsmpCmsX4LifKcIlNgRC+FJnkUFuUoOVwK5Ep92rAD4YV10fpP"
    "/WnSHhbXcu1tGbkU0woY50SItWRDTzefPR+ratmN66BfbTVbycke0XUnKyPd2D00nczEESIItxLrPbCKbDb82nwy6rq8Wh9xWbtc"
    "9scXkWWzgvXEDjjjUeYNcmDpouyWmqdXwSdeQ79yLOT+UJntIzf1/JYpaOFANtNuJDmxHOHMZZyIsJbNHSubmG1+k1mESk6057LG"
    "bnwnl0kRI/cYO9Xi/PoWTinaHu4vNXVirZifrGoMn8N5Tx3IzZBiD57Dnwr5SWvXydMenx0sKU4LO2kOPAPbvpLGhy9Qy7mcwBmG"
    "q+RoeDNP4y3/gPea4N62yiBJW7aiyiPh1JfJqoLt3J9n1eKiz+EBhYi5d5oYW8n54uYRotDyY8Th0DeS5dIEdzkFVxohl8MnPxk7"
    "OhCf7o/d+l+/tpNjQf4LEdV1nokMbnArPBDr/DAL/AbOf4mep+Ng+cO6hmc9Tnw8N6VrnbrfQCPcQQT+HHV5jFJaYesJ2IF3O5fx"
    "SRGR+03qXsezlRBVp0QdV1utnwqp4J7VPz8XYReMq0BYPb6YO7ABTxvlDEANtcdFlNa+sA6rtZ3vZXceT2+PqqS+grcePl4lMXUa"
    "iOM9KdDbOQVekZnLaeHnPAYzb7onpvEUpyybZlYznUd1PVntJT1xKBl2XbMTm9njGOEkawm9zVquYn1xyUJIxxSdg5P3uEyEXrfJ"
    "3aNgW26n/EQYPUbJQvNv9q85nHdBbGY9cM3ZYxLhNHCEld58eFiFPu9uXtV46NIU8S+OqNNPuLBORi+B7zhu9GewOq66OF+fwtq+"
    "AD/pO8jNULFpxJOgS6dBF3yJ5zXklEpcO8kp2RKt9TPeDh+1KZHp0zFGY4/Q7LRzlDWifuK81a5+aqelRx8TX89WTi045Lj2kqgz"
    "Cd1Pkh6DxeGaOLl1U5z5RKocKNNhbWK+e8dxvDompRTn55r4M5+t6r1lm+R8CP/6XfcNDB14u74FWzwSe7MKb1emInU5hR0in5A7"
    "rwkrO/tkcHFcLLMLHtfXarWXpZCDufCPuga3I7buKRPgM1hu50acTcswvS07YYs3wy/uLb04gZtg/cPYI5rDHjiW7nLubML3ViVg"
    "O3fxpNWPEOiy5LiPxFj3rGJe0fpOrofW2og9tZi8A3bOuM8fxH1t+i3Bya8q7EqNugxCHut6Bdy3qzgjtkFvlSV4+jbw+Az1si20"
    "r53+/aScttwYd3tAJ+0Jkb/+fsv6ZNQwo66HJHyi30KjbpPHsUeGtN44KKZH/THzVnlkW3CeTJS4t5b7buvnjx2SVpIzZTaTvYVy"
    "FGYvVJwZ1Sh7hFxXdXPPSpBgjdZ0+nfwysuZhQqT+bUEGusRyFw5+3BqOVtZyd928r+Bt/IbVuF7+Mu/wjeagl17Edc4R8qlGjZw"
    "FmTjCLHs41LmlyLwRY6gTLkp1TaZ6dQUsdz3hPJmmYW+kAlXverJPsZa1h0NFbtSHXJ4J1HP1JYiK2532mPTTWfLAcwXtIZPV0Js"
    "jKOxtn9qjP3sRxG9Jkbe1yKiCRQw8rKnuQi2cR/4BA/haoMYXy7DW32rj+mRWPep2iJI73TKY5uIx7S2CKitx2pJch9CtLC7yDWU"
    "S87xGL2w32GDXUXV6lLj4UtNpU7dqp/LX/K1TpFxOEMh7P5cGcLMcydWmL5FZGIx0lPQqe3FYTe2gQ9mKA/f4Okvl/q7DPaXbuRa"
    "Nf7lhsx55Op2jwk3glMOUd9Fa96HQ275G7sxDF67TaCMwRXOF7P6M1hrq/F98Js4JVBIf2oW/Nyo71Id5OfHHEei5SKtxj9B0pmf"
    "Qk14VifbeZu8MmzDJvS+c4hLopy6qY8Dae//6i1qSNmx58/izEGEc4lWfXEIiBZJ/gp/vAjnej4i7W2w7gNhDf6URjo8SBHn1vEl"
    "hWGVa6ndLSPRVNYh7n8RJ+EInIxz8ZbtZZ/AItQ9Yc5/RVycSr57hW7mWbUI/z39LTVfbsbPvYo48+LAurr2gvZa6msGu5khBFFx"
    "A+qQHnIWfLXDGH1ky1vQWf2gXZewv3k7UbGT7I7qSUmrZkXPGOsOlmxa0WL8VDty0H/FucV05JPESqQyVqjK+49utq4tn6KRr898"
    "pdfgmoeRRdEwcAbhzT+U08kTfBfiuPXQqKZtPuNc6OXyb9a/npRLEQXO1yHBPH1C92Onx2rmwXpx+rgSNqkt4qwa6h2bUKmL/tBE"
    "XF3GoeHWZrpT1M9dG2dGXd7xdN91P6/tbP4zjYIfou7szO8Yh880xE0VXPEderJ1G5Kbag005Kd41yvkXnztPrlbIli1KTpZi1Il"
    "Osqw3LRaclKNZTx2+jpEc6/r6uAVaI8a6cfoejs57VZDZ5fhv7W6e3XHeRTdRtIS58eqLq8TXy/FDMZM1sCHi0U7R0M2ZhMxvaHc"
    "IItwzr/DEz2MJy0l8mu6HyqVyZ8pWQWdR1FNTWbVfuPTjNXp0lGfRW0GqbJn2Sm/43qGjN4C58B69jfpD2o6MovaeksmN2q/xnDq"
    "pv5I7waihER95riS+i+fPlpNhkU+wWmYlDo2Q0NLsXnT5pKq00fhOnMvo793MHX4ZHlDjcV1nU7TF6AhmwY/4kxaV/5zshwaN4do"
    "N5/g6a/iHLVNH38mNYx7s8Qy205GGjAXbpppVKYj0vBUDhaHF2bZXatFXSZljBIu9f5xAeXHVaIs/mye9WsqD3bI+kmfg5f3MO76"
    "lJZLlq4kI/sGYp8Ml7/UGMCW47k2sxPQ9vkyehRbIUk5ZFhrgk/8JXEfaVo072S7mD5SHDFVKoNJox6hoIbcKSH2xEc5ZVLKucZj"
    "5SbE9kW0+0n2ETs/sVx/xhPWX+1bq69Cw1jdoZmcg2faDlk9SG7GadjKvrckIsV0pmR/udLHivVdbas+AMkZhdPwF+TrUHkOdnOG"
    "Pok3d7IT/wcCZnNx0+0Otd8i68PIk7QXq815jLii7Gsr1V/FWIvNum9nnrS+en2SsdJqVsluIbJlhMwPe8JMqKWWDDGrZL7FSzZ9"
    "hE9MgCycLQvoGRka5SJcuyl0WrEOy0R/4f9CYBP2AnaQiO+UChGNKMWZ54Tn3Rwjga8H79J0vJ5Hdgb39wr4zrbKl8MvbSwP6jNS"
    "5a1MFDJTTovuEPFjXNEy3x80XlzHZIRncW/Wbqs850+SUyjrfSU46hHOynU5+zcXQX526P3wmafo0fA5PtbD5TK5Au/+BDN/o+iV"
    "RTwm5TI9Tso04pnnB1AGWlNrOFTyhJ4F21PFFXDTBrXk5ailtTxMNrArodrXeQeKReEDOAm3g7phDJlDEqxInEWONNV/rrF61PRe"
    "epteCam7FH6e9R1cDhuzE/b6jKD+3bZ+xOXks54FazGdFcdD5ZsMjoj1dic07HPdEea425Nn5J9IrqX0YcqoRyL0xE/hbJfNU1te"
    "0uYbrM/Jzs4BUkWJ3Ij9NvaoKbKDPpNVULeyY9fhRV3gKyELsGp9fAy2g/tZw77TcdzhGnIeWO9DnPiW9b1p/d8pI+qYnbEq5o3L"
    "dKMU0Rtuz9ghRQRUV1W2yltf5u/OE/M4nQVeTM2YQjy2isyN6iXLuvaOxCc6srNxEWSyg6wVY4o/D570t4gXZkGTnwXJ6oFzdDa8"
    "rkvkEljFd3UFnmgD7lZErDE32a9EFQvD400yR9lGqn0O/BpJZqY/zZab71agjoXAdbBm+Xnu+nI1F4vNuYc8xks1tWUUT9xORssd"
    "kgefbB28gdPlLLkHEjUPz3o/YraORKK1qVnrmLJIaxPzrM/q/jKF03AvQPdvhiz/oB/gFJyLiMJykVs5j2pP0BjW7RhZihW8kh22"
    "DhWomGx91gvaj1a3Pv3m0D9rYf2qOWNlmsZmJ3KhtUaJdaHb73fx9+/lbx0UzNA+2pKYEjbn15V5S1cHc1On9UmIdUIU+IlRs9am"
    "gy17cwf80gN9t23MT9IkqB1TsMA1vrrk5u6raXEraYkMpTHuJ6aqub/HE7v7QBmB9XoM/7a8zETole/0TMknU06pOiSQmM/h23ks"
    "Y7alxp9U64NonelqtqnwBfCMz4VmaA3ttYY9Ez/i3kfBZ6uQbE67NJCXiO2cy0nRNXqlfqSP6yPY7yW6APdcrGcGn9icmsSZfw6R"
    "0zOP3UUnwnuar2cxZ+ZQhOUf6P8pxMQr9EL4UwexbmTW/h3opM/hWbbEnmezntpW7pN5Mo33nwa5n6UP4YS1C3pCUmbihF0nk+Cb"
    "dYVn/Rme8mREiA1hUVsEM3HVDfImotlNmp4Htf+3rMNIHWeO2mX1jefO9UHWcDqz/t3OZxdwlCx9JawCtJUPZTE9oWpOs/eVMNF9"
    "yvRl8pWmWQtTupuptpnfiR3wmjeT3WWFZxUthq2/AfJY4/uIL/M4p+Xq6qGhDFu1ZLhZO1P/1bDD8hB5A7sxmFn/9TwBR8vTeNMx"
    "OkQMd6yRvK2PwlPfAqtla9tGtlALhLnTZdA9a3VfPMFP9GXd20eZcbI1XOUjzaHwLxowh2B53nns7X9Ls4JFsE6G6lJEnPJVeKKn"
    "sbsHwcNxyI61tIOmz5t6Fh7rZS3y31lGbuoicuuuQXRQN5/d+B857tk4wz3EWK/7Q1cejnfugbttwztartQY3lep8WinIDVrdRVk"
    "feYecij1f6eaNt2x0VYQCStOG7Ndb9RhOAWmL+6BdvxYboF+NtTHzZyDclq+mmexhNdeSG7IQNLI7HGeV7eb/Vg3Fc8gPZo/054z"
    "oBXsWrMJtFrmo9Yh2qrA2mRjBwq5y4Z15p7dWZUInu1aenVJPxEV9T55OWOoI7mb6pl1Uh7dLN05HfX8fm7d9+e5eRgSHWIfT4V8"
    "BmldjijufWj7yXoz9U6t9956MUOW7xmuXN6jGl77AKzuYmZGrRb4LNbhc8ROKyBls/Q/sPeFgfmdz7F+lWaqCFPiy+nH372Hqm/9"
    "mQWHbGSfGyG7pxVr8ATzIcPr9BUiG83DWp4MDThLOsGO3U2W+RSzri5Ln/AIy9W6hpXxk/ETveg7l2NHb+DPm8dmNvVQGUk29vXE"
    "HbO550I/1Rbx3RnGFf8ZUdqjzLKEiYwbIwNNLd+3fiaDOcz6xDkDHvLT4cWcZnSVyCj3s8Cvn82DHCTt4Ost1C/xPIPF8CaXwBu/"
    "CNryRh9P/BMVOe79uGMyGMRxMkPHKXkRToW7SLqMk5I2hbWGaJuNya2X6xGyxorzfe381G+362fbiHkW2ST5XGKMBqLsJQgT+Snk"
    "s5hHc9KgwCO1VhBX0zgcW0tL9j9YHJmNZx0irseonTjPJYmfrGXkbbyn6/C9+yEj8/UdfL85tMhvOI+D5AO9D5K0ATvfVz60vuLU"
    "+MCmBnuLzR6MlNOI/1OlDrEqh5WPY32/bpqfdgOlaS08paMgKVfgxPaXu8igVOHlY1sm6lH4Cy4/WuJRJAxPIj3BmJ51VM8wncqw"
    "bBhy7RHiujcspu/kq2TGGuNqJb0h7R/KLmrqQ+CpbNL3cY3OkP2zxDys0TKVDF0h9oOap3M4TtItMlCSnvXPpGon8Wdj9Inq05ZL"
    "YF220xt+CSv8CCPEFYiKq4mBmEZYS8/q5XDyqf48rHWUJ32+yjrBc5m1MQ23BFbjRty5M/T6ftixfN2ik+AzvIF9+ko30oNrAot+"
    "Gp5iNVbHOHR2aZHvOW/ESStbsf3J+92KfRi1nEIuoS4zT7WGiK8baJVDREmJccbpLXiwi7BnN8AHi3uMpijrTQ+w7v2W/imGq70d"
    "qzkNZ+kTWMDFOlbGSUdJ/Bc7pMMUUP0EOn4h3qEdIvcsWSHfc2p3It7sk+AIORbf/xL2bpY+pWPxqfv0pGCqOOz3GkjWVs8HXwkJ"
    "mos/60deviXYAu13P07ON+R6+QlPOF32glS4yS/JaMow/VqbcrBTP1Q28ypxz1rq0E+i5PlpT9T+GOWzO7Vx1FfomtbRLk08+qbl"
    "LOrGpgkvESLtvTxXefQz11sfxrPV/53f6T30p0Wz7qT7xSF1beCUiEPKsCd6l7M1ESKCJ9SmiacyRjccoGpGpnm0WIFU0cMyiS7W"
    "t4gvbFPDhsU/WWKcD83lvLPd43gp80w/jSXle0HinnWzkzSjTxawptqB1Zcm4rA19qq3DzIMj97wo8xOVMI3jrETsRRe7LI6Ocyw"
    "//NUWrnR7N9K0FIqeyGjONch6Jf6v7NaP4QPnwhWqPUdT0WsuRlSYT5Xd2jv5pLkxNSb0N2WHZyPZ7KK5BA/ua98XjcdZZbyAekt"
    "1+md+MRtOgl+wYnyB7ytnxAV5FA7jhPHz6vwLY0BqD00YA5xDKxH2GbIujBybS7FHm8h5pkGt1LmTsN3jYmriPG82bcVlPZVXLFd"
    "eMrv9VVOtoaZK80ho+JSfQ2xcENm96yLqQUnBW0awvkHr8t4nKiLEFtcBU/yCVx/i7yANx0iX8hjjH6KyMqyUL+FV7tYP0CEm4PT"
    "+bu+R4u7FL8NR7ME8nSyWC/90f58J5hxcH3BfSWV4UHbfRbSOb0rEW1tYr2jln2BzbHPzSWH0XU1+0+TxFixfE8xvJOIx8tfRvTJ"
    "Yv1KHHpSJZ6hfj36FWvwLhMesOfCtMMH5D4vxCpaF142tOYKvNHXuMdMRFPX4iyV46rNiBU0AE8yHT7aRAm8D1Lp52tcV8NIZqPN"
    "wy2A/rtd9oO1W4nvbcTen4to9ijpIHn+vmnepIRnFE7yVBdm5g63Ej9zT/G2m1tNZfjtD5Gk7wPYCT3urtg648OU8ATEqNft3hfS"
    "m6jgJyJk0qrvPlaDHELPJ8IrjBLHrbzJ3zvNnOvmgo8Rh6lVpS57HqGuNJyDKD27gJ2rdlfXqdSZvr95gfXPjuXBTv0Jyb4Ze7GZ"
    "COxmvddhL9xMWV2+tgZew27GqjeUt7B3b0NaB0o++ervRkRZfxdVEp6s81oc0t8mvzqGPVbFbvcEY8Ow/oSv3kqcMmP34bySdMFd"
    "jEPhEPztax2Bu+d71i2bQBZO6KUQlVX5GdqUrvD9Ckl2bijrcDUemzsdmSt5purDF3C9rR1hiw+C5SwkHnwzno9qnP76+8ntvodJ"
    "LTMj6Qq7q9tsJOa8TUpVsRYdwbN/BG/Gcsgz4Hs7iXddEs4bC+E9HsBaFeD6W/AGOfDRz4XHeGrQGba+mPmXs6WAiAKWoX8W8Y5x"
    "1lhk+xlixJPkePhgfS1ixG71E7NMNbhTnJnicbAhNcx7/I47WUV1HXVib7FzZTHC07Di9UtvDH5XWJ2fu5XyUoHTeJNU7sHz7sQp"
    "0xBZshzeoGlB49Vci7Ws5cpWs59tLiO+AsjG3qwgH0rWOBGbLC2m91SlPyNG7i+PYkVW4j6/qGEYtZSzZD1xSu0uxm5UwQx3gj1g"
    "l+NpdmB/LBsxWFoyxghx2qgdY9wmrK2F6AEM8HxgcTJTNoKMRNi9mSAbsT2deVMvyrNyibyHO3+pd8Mrm45TAbnbQ//1QfB+4+Rk"
    "2A6d1UmMN/dvaLMPvF9fxlmJIz0ng9MxPcV17X+qr+sMGSUXQhKGyDuaj7c5iJNbJtP3iaswrGbMXP90xzf6AyzpE3K2rk99pj2D"
    "XOj5lYjkHt5DN12lnylIkYfb/c1W9kyswRy5RvoFk/UozU09Dx/5Lnkeuzkf13oceuV333sXg/2Kws5FiLdvGCFxdiNU6KuQmw3Q"
    "/r1krrybmq/Py7eBveOLkOKWeLInZYLOTA2To3HFNmJMvWt9tuRkSP9GvmNraUzrmMx0y7nZ0h0ehT/u+9isZyeb04fpGVznK3Xz"
    "HVgp1oUinIf8if0+U6Ut4tztsImLYc8Hwde2zNmHHiWoKd6lA2tkMY+JWeJjs5M4L/4GvPiwui6ZbuKQHQZRUxua/3FSzNxsPqvq"
    "UUj4ICllFamMetJ5taYxzuasRhcJ+zx02LNbHeo5kG+WRfjuPJyYzYg3nuc8+w24Wid4L9N1LvWv6+8ag1M/iPbUmGogubjmfWL9"
    "wNZ1aejf0yDh98JP+BFf2YnIYp2uwHm8R5Zg3Qv0az0c1yyknnlKuwaL8TMD4buVYQ9asdfCogWb+Q9xwvtB6QutvR7W2zJHT8qf"
    "kINl+PtIeP2NxObKLAZvyBy6oRkfxG6VsIZ8XinOzpxh4jAPO0kZPZQCYhs3JTZSK8Qxl8sAaICD4PE8KWbBnoGvMTCYrZdB0rrz"
    "irtoOQ+RfYjkG6NneTg8RYukbhfjsT1WftMX8LyvEBE2qa6qGqf/4aZy3IyKddTuLSf7Cp9juCyk91G/j+T6vVp6NPq6fGL5kMjr"
    "ZAe5pIwx93yxLHQO7FZTPM8AeR779Sf+fS/eawNOzVp8bRfu31aGy6GcaliE9wlxjiiEeGto0ARncZZOxRqtlIl6Ds5ott7FZ3NZ"
    "Fst1NuCMjT1bIyljbD4ST9FIerM+ZDmoXdAjr8qlZNGzWdVK2htjhVymlXt403dlK7P/FTirfSREDvHX2Y+Rr10pZ4bBtRjvnU1d"
    "v4n+bAfpx9goynzVAZxRjXAGKq1F45m/pYjqdZ/MxxVsdmg9pGMncX9sBngQ7toEP32wGAJFP84MRogOaJWSCVJAW15DvWF4Uq2w"
    "vkNktJRqGvM0zczdSrayU2ioOHvsZqn6SMyjyleQb811tYaZx4roOViHlt4bj9TBU034a0c4I+pmsyqJIOeqNqXs3L1cXF+EMTI6"
    "RiA70Y9KpfdJW5OvejnvbPx7S8n8GWGO5yvsnNnXYkjIMi1ld1uN329DcDEMokBu5SxsnPmzZvRjGjBiCaSH550tZR7yHEjbzcQn"
    "qYDUtZdrsTtdxKa19uG88Ua1fMJRiGja4eRtJLr177hzI/ho38od8idnpBxug/nhx/M5l1OLFLEnwuyzafTtrC8afvd27pDhiA4S"
    "10FraDLOqy3kk4yWImKDVOqJREax2tUl8HQvRvxtMbTpkNMkF89WoT9C4rZ5n+8ScVlkm74qJQ5PfXYuba/rThK5772kf0N6F5ND"
    "cZKcgFXIxtr9oZ/BKlv97F2cud/JjNFGvoHUvSuXYHeLqfsr4NNa79cTsGFr9B6dT+z2hKa1eTpPXqOu6+1OnwEbQhatFNE8jbNj"
    "mLiO8G16MlniU8yf5av8z4jfqkjX65PBUXKmvoQn36WT5Gno98XYgVPFJrCSrCHbT2/wmXzH3vEQ9t7QdrMhYVfCLo+QH2BF+spf"
    "eLZjZA511S+w7v1lpLSW5Wo9ZK9C+66hzqzSG/FJyxFbRrkEO9NRmrFPyLBhpmM1nsCuHo+795cgU4GJcqbNZTlsQmRfSWXsc4J5"
    "FuGsTURdV39PKWctIKqPYU8367VyPp68G2xfp2AdzoXVEHfp6fIZpPs9/O1QOU+MlepWnJAV8IR+xCcCPUsWps4NZmBVxqVe1Ocs"
    "sxM8ItXyw//r6zrgpKyu7/1gqQoIIkXBgCiCiNhAAQsSK4KKhiighoiifxWIMWgs0YgN2z8aK3aMRo2IEKWDgiiKwMKyCizCFraw"
    "bGPb7MxOuzn3vDcDKbvxp6HMzve99+67/Z4jbxgjoxrCoHFpmU/5e5kAXfEnRCNZuNFLdQas4rf6Enyxs+UpnHsVZ3RSur2RWiLG"
    "utOFQQI6/A14ebPw73d46w16q5YFj+pVOhbRbAR6+2v4O5Xw1ddBvmbqkMDpoPaH5LjUMw02XZM4W+6X+/BeM+AJ1Oln0GCbIQVP"
    "wKe3u9mOlbAGYuHZPdvNCn5L3EjrA7lYsrFX2/UDSNtwWYgzs0hnMCcBrNPXTbCWs/+hCv/tzopmklW9MOK/AkrQaPzcW1hdFXXE"
    "OzIHMjMZfu4s3vgD1G6GsWadmPXEOlkuS3A7jPnmIsicoTzk46bslMXQ7R2wwlnwJ/foevz+77jTf9UtMhB2vQ4W+leSzVxgHeeo"
    "RTJpnyp1kbg8Toy5mlzalxg7c+fgbR8QY0PYRsTZLrIVdqgnuaDDnFwy9MV+xKpoYC+X7brjeEvx+7T32t3es4oVJEMtDGHfzE7/"
    "TpZBH7XHyc6G33E7TnK1roSu3q+PaL48nu5r6elzCtYp8TIrNSGPSGSR14NYSwfOqeyH7jVuxGI/d1oIqxzlZ4+Gz/A+5Ho8/IWN"
    "+jx8rFPpg83RpZTAFHtIkM6Fuv91hyZvLY3/IVVKVBR32/b57n+bMpwCu3GMnC4Jzvuoz44o8w/27WdKL8n1d7TikBnwnnI+YtST"
    "caL5kOgvER8V4a5Z3T7ErHINY5IbxOUl3J3Own2zeOwsOUmKmC+NQpO/IzaZWuszc0WM7v7G6a43seqm78Jg+J1ur3P9ZGCKoWUr"
    "blspPfZsfTrYD0m0iGATfGH7pv7iWDYck0Md992mJ67Dt2+BTptDZMoidqJNl8ukkt9vPSUzJMp6TYIIWJOw9rms9ttUSsBeb0Mp"
    "ahvUeE/CoYUfxykA8yqflc+8TMQ1Na+S5HSi60U0jEFjbLbZw0pirl+L98pkxTuFF1cLCXDntBt7vRkWc6MaVu0niGP2cnbmdcjl"
    "KHlOJ+Ldx5PHoZB4cvuw198iKi7D7szwveMuy2Rd6WH6gFHGPAViXAVR3nzDXNnO+WM3p2Rs0Cl+erNh2ckcxJXr5VZ4rIZs+Gf4"
    "17dDT2ZxP+phTToxujTWgM5EOarWgxnNRHpeo4NH3Z8GmcrGM05nz+6ZsgwnsZCap6dENFVhyE3PVB2LMzHNNYkVO5vmjLKWF/ee"
    "23/7sDazsw/6bjJ8JcuTfwBdUcR8dBa8DmUVIDVdXk9EDHcfjpXXxDChjHk6CztytBiS5mb8SYYshz59Hb87R97Ww1pUYbVfmOVN"
    "GktWLI1x6/KN93JGvukc/qHoUX0lmkaNtOnBJOPzONGHnCUtgKdgsdp8RBPr8K5/g69WQSSuApzbRjxtHyunEZ9xrGUUlvSZxOHk"
    "3Y6nuaZcfa3pOxfIIJyURX6GndOb+bsh+PTWZvqVBx/Cs5Dquq9nLe1T/Sd+shusUq2uwY01D/102SWzOZdYwpxeC2aQnoYvcATZ"
    "mPdB08zydUmLoXfqpaxmh2hL2x6CAWrPbCOu5lOFO9LIfuUDnBKuY0/kMjlToprqYXeIhm5WvFFX6X/OQ9qvLsW/ZZTl6zk9bHHG"
    "XHJ+/IR/lsBHmiQP8a7NgZ9qmKiW1TEehVPJYd/o8yt1rAEliPlrXIY/6Y1iEf0nOhLxy5tiuASGiXEh7m6SEVU5/iZJRM0y6NuX"
    "PAaEq2a5Kk1tmnXqf3VVNpfnu04Mn82hJNb52VfDzGj6Z86Wu+QKcofehrUOwL1oCS/EsAW2E5vz95DCHD0feuhi7ILlAt4lDuBZ"
    "5M2w/oZMXcPumLX08MZIJM2JEvPIvU7m11MvuV5fZ70eZV+DnaP1jefizrUm5+6X0G498X5RzjAWs/44kKhmlm+z7NgpiChPkEW4"
    "75a92UV0y/bQ+YsoT6lblopBlXW3CdBfO3AP2+ANj5KVkMfz4Cv3lTXsJ0pw7w/eEuWsmzLjfXB2rM7jAtYxA5RC4+gkUaKBNPpJ"
    "xCgzzidxUsHyU46vraqZ25jPPEohM21WlyyFJe+Nk+lraFBE2IuxX6KOlUBDXCqFRXkIvtzl0IaWlzRv3VitciGFyXSHQNJzHLnM"
    "ft9mmBDHwltq1CrfHeQmQEL+55V1mh4+vjJkpPFkwcmAtBliYpT2wdBf6rUt5xoqOAtTrVfj1AwZcCerMJYH/xExQANvZx77j4rp"
    "FRayQ+4dnO44WMHjYHMulYehST6HT5ZLLzjMGxLmNHg3ZoCrGVEPgpW8DHfJfNY3oc9ehN5eBW3ZHpFdV0SC5t8UsCsmgjcN0U8z"
    "/XQivcmdZJ45VyZKOSuQ1tVTRa3q+iraiOvHHirD4I1twjqncr54M/Z8mi5E7GEMWCXsE7wUEZYhyOXgG5fLNjzpcZzr72C5Q2S/"
    "NL92IeJFwzU8D/fRfPM+zGK3ENe3Xa4vJVfBs+gtn8Cby8fe3EcMgD9Kt6COOYiojmDd6QH53lfPdhOX0HUONTJb0IdZD6tebNF5"
    "uCM9tIo6sZ08Cc31CN5xFWSnE85xLxnecjlHup96+2h5Sko4v6kemcjlUvJpeZuuwh0rK/CuxlH7iryK812uv4ZduQmxQigZliky"
    "W1cEH2I/JkKXvqfVcm36GyxL3zft9VoO6Ux6MI2su9qfZGPlfxHjSuigryE6zYatGSbPyGhEFcv0Pc68rED0mEM8vwrseB/sp3Ve"
    "bsSpNF3h+DtWOAjfVqIhnNZ22Nc8ctZma0hTOmywON7FEJldB8hv5ARJdWLFmPOynu21kJtvsJtHytNcx3mQmxPxna9i39pBO83E"
    "LV7IyuYr5DQYhrfoj+hvEqT8Js5MFJPT+gvYll2QFJNJYxEphR+eYId7L3aK1ZNNYg8s1kAZoa/pW5CzdtDe/XRscC+7WVKz7SnN"
    "59iCCvBGFXhCWP+Bb70Ft8QyRT/qx5DRTHLxhpgBihLb83S5GvuXIZpmE2yTRrOx79xGz8x2tS21mOW8jRcyx0dEZ7HXu4GWuCOn"
    "N2NWYZaO8gt2Y96Ie34RbsULePp7uFkDGVmoZ7lz1VjDi2+OabwpRMqm/2Y5LK3NcMfZpZcPW1NDXzG3Ga1sqJWu3luO/all1VNw"
    "q/6fb9yLnnQ3SXofzLFDXIuYcivieZuNW0FPwqa5X5I/QNf0IFug2cpjWUtugKazeuAW7OQrYvkq60L/CfJdQv68r+Hz95UbpIoy"
    "WEnLUsaIvo2fCtnLfatSV9W/TRw/y0Bx+J9l7HQyr2Im9i+vGdyIKBkkk8SQinksCtN7xfCpFbFRNmezNuCfxdoueBveZvYhbJel"
    "aWT9E73UDGEfjmUsLZe4nFP2LeRWSOH1nHYpYZasmnXCS8T6JM/wuVY3yRmhxk5SynLYa7WOXcn78XOGevJnWaU7GIvnMUOW9JGV"
    "zT3UQaJj3FnjQb8AfstzOJEiaH/jMrC8Qdt/w2hKdTqZFh1H9IS4R0BO4Q67e5DCLzpOJJ0LS5K9eQV+8jBowvflY/onYX0Stue/"
    "kTiEPmyIc6PWeTkK5/UJ7ncgxga00vcytmL8Yye+2/uAF5PFz8loF2lFGa1lHq6LjyoS7MO4xncU17BCHyJeX5j1c4eddAw8Hsdf"
    "fC2eMQrvk0XWaqUc1VF2mvqZ5qb1e0lNGhEhtS/Ogp7sPQylvqxI5+2bRsJtRVSRAmjjGm3Fen+R7zf7Rt+SIbKYnGVrWT3YA/1y"
    "HjnujofF3OefXU0MoJuo+cpwm4plA25yvWcS2oMVF+n9EtEUcn9/r+WsIyqTPaAJ35EQpv2rQeQb9R2o/aUijf3jkABPEuvYn0ye"
    "jUS6V9XsxW51yDYn0sZfRxvb6DGuXLzu2LVHSII9bA2ee7GLTOJs0xJyrE1BPP4VpOp1XSKPBpXE8TU9ME9+Zg9HhCh92/QFvSPY"
    "jXjWsh2F0A+ZuDer4AvuROTxASIOQ0E7EuvYrk+QUcfQk44Uy20VaTd2ldvkijEe/sDu4g3YOYuJ6uDr7fF+XqZhNcJzPgW2rS88"
    "zbnQWV+Sq2AhvmU7NIlV3bcjut2h7XU63uU7fVtz5FrcQfOeosyETKPuPUeq9blmEHPMt9xDLdCd3VqtxDIbhjjbAC/ZcXFmMPdv"
    "unCyWF/+23heDrEG96mxCdToHtjmF+Qr/OoMcQhFyXTPZZz+U4XPG6lHm4/wFG4XmxnYjrV9RQzBUsQ4X7DrqsRzkpey21rJI9TL"
    "dx8YHrkh/o0Sm7bYpM+JcdpaZPQuMyJt/WxakmhqylXcALm4HjvVWwydbA/RzKtx6pb1HQwb8D1i6k3Y4ZPkZXhBu+BPGAdJ090z"
    "y6BtH9WLoemehT34Nc50evC6HKfr5A3Yoz2chJyPJxhe6niZjret0K/hH2RC7n7AzvWXcZAKQxYw7OGNWoM1H87Z50Z8zjTiOs7u"
    "VWPl/5DfYn9ytVEegaXYqdMgaW1wRyLsuTBuiNPJWm5rNssW5m6Z7M9lZdi6YSZAMif7DFJLTmm6E3JcZQm9FLI7QP5IPjibj/lA"
    "lsvlRNN1/Vzu1AKegDHNmexOw2dn4Esu1mRysT6pG4yfUG4PzsO5XAaJMCzVvZqFNa/A2bSU+Wps9aeIs3kXMD7Z7rF/u/guuSrm"
    "XMMeodCyX4PEcNCtR3w6JOFO8iZX+c7ipnModlvvkQg5Yx3uSCFk1iqo44jfFqJ3YmjKA4NG7LWhxidwzseLxYiPystifEIHcBet"
    "fyCT/IOuQ8sQKa3v/hvfofCjZ8pzHTF3iutMDnF6cSfuinVJbifG2uPk+qogx/rZrAd1oPf5tNQxZ5bFHHoq13e4xPUgy8z11Glv"
    "61OsaH8ko7RcHsC+LA1K/ZR1va4Wl9UpwHMTXGMj+YjjzI83Et07xhpoK8hjnJGeoVAMYNeRPTusU+Us9liuhDU8XkqZX8rAnh8h"
    "hgBdDY9qgBwuJ+Nkj5JaP3/ukOKjfMN6Pms4P30x/LyYxxLpTnzLNqwbWN96v+BW6uJ62JYQUaEj0Eaf0wfpiBh5E/Y4BP+1I+5t"
    "L1iWfHJuDWBGKOHn0KPsBrG6V9MzDy0oL7W8vVZbPsLjaBre8Q+HsMc723SHuF6Aen/bU55qiB5xQrsFK3UlbOMEWPTRiHp7Qcpb"
    "IVZ9mPZ9kNR6i+NwLK37KwFZejGZi58+XK7UQToD0crPuMcdtGuG2adTxPlfIT+p2KBWIRhJhCh7rz6+66mR2YpCPC1MGbR5f8vQ"
    "3cmpQ5tDO5lRvjHydmb3oGEQFjMzb/0J35NxbaIUQgu8wFxArn4Iee/BqDYOS12Pd2vPbpVbmU1Leqw1Ta/pQnHd7YXkjbWs8AFa"
    "jgHEmI7hjpaqs+AW9zvvNldnEPvHdqOX50SOMJMVheXbSSSMkYwXhPx4MSIr21keSd/BKvoOM/ZcxnRh3NSmfaRMvT6ox8pfhm76"
    "TNbLmcHtOlbrk2Ob8auulgzG+g6paAXfPQKNPJpYn0mPfmB4+FM9IkAFNP67kMzHIaXnaXbymiCKyPt2vVwy4C9NJkZ2GKeyGxbF"
    "JNw6nW2+ZS2eYKxeGVjvR8EV2IdvsbZVOot9EU4CIxr3aCGZ+GzrFvn6oj6BP9nIfo1t2IV8yO1qWNv9PodZS8TaRaw4V+sv5V6d"
    "GAxDxJur92gPPG1kcK2+Aws7uZletgSrJA7LxCrgV4ibjq+mhxz1WGqVXiZG0yJ31ylBFvHarS98oj4odnd7yWWeUcYxEHT1tY+j"
    "yW13A25ne0QvhhVeAE98suQSyfKXQQS7co/eJWFOUdezT7gQO3pcGtmsIa3xe/hIog77+zm0aiw9xW85g/Fi99wimRVY02HSTd7D"
    "Od2J1f0W97npKDSEz9Rp1LOQq8/QNbCi/qJa9PYY7m6ZdgnyEE3Pk2vkSbzjLaLJL4In8LOFuiaZhXc27Thb4mk2efNRK1hdM5/5"
    "FnkRWr8FNeNR0K/tpDN2ZhMZEPKw9oE813qiffTEnznftl9wM5GmIvoYdmk+o81BYlhWn5ID0yrIO5mv/wNOYx68xlU4l4XM59bC"
    "MzgJUWU/+BpHicNmO5UT8wn6D25aOkzMvwyyiNVRX7eS97Q1kZ+M86QH+eIzIdXGOXsW+aO2Q3tVaz/LzEnX4F3IWKtgnk7SxcEw"
    "naXnQ9uE04zzqQmXjcxXrEMs/qBcCD2zFdbRuLCNH2AvbMZqs2ayTI1xKgt7P1qeIUr6Lvx+JGxoGftYl4pVAHrilLcwh2aVjHC6"
    "G6pNunZywPujpj/7p7HDbYr4MbW++c8gh7PEkGHxHrD5Z+B2mc/RSJk3v9x6qsyfNWyEvzCD1pp69V65QawHeri8aehjkNQf8D41"
    "+J6lkGdDUTgN6/uQfdttve9gnemZlAuHNmqemc3UNJB9N0Svpxoa4T3sRzl2oNTjmMQgc1/hSXvh6Y6Q+7DmA1Y1Qexg3U0D8M4T"
    "mpl5aEGm2jBnZjKIRWXdTS3ZnX2vjxtbSBXnbpSdDHv/JxeJsvL2OdbxkHwNWfw97EyGPKjPwzd4VZaSOftu3ILhiCDuwnttx6kZ"
    "gtLNeNdKRrxKr7HO4+9Usg/sWEZl8bQlTvAkXR2jhTgfpit07UPkmgxB05Tom4jjbUrMuqT3cOavEzH3THPU+kkos6rDWX/bx8nO"
    "ITJWCnkGlgn9I07lGM5VhJgdL/eow/uIOuUme3vA1q8n82Ix1tFJboM2GYV3ul8mYMd3YHV2B/vJAeatOkNOjpNJRDqP0hs0e2va"
    "r5xzuAl2KyfT0btlLx2yQ4QYPBF2cZmvmIn/WudpQtZIFt8l4adCN9PbqiQTuqFrbPDyHuXNOpVTD9Opxas80kScs4gJ3Kvv0p1D"
    "0fQ96eVZ/AyZdCjr9gkyVUfoLUfplRyNz2SxphZjnisOTz6OaGQjtEqUXngD/eC36Rv8hBs1R+r8tEgPqWRHQYKRjFUR75epkIwV"
    "7Euz/pJd0I0lav29ViM0lOhW4jjhPsb/G89CyPdPJH3efZB0Zq44SsaWvlLCFZXQC7FuU2LsSGVwnbwKbTdTbcq0JWvq4eQ98Egt"
    "J1gMCT+Mn7RaeEtE+IbEa2jXVrs2HuGT5CNGjReK+V8LsFbLFBgydFsZLQeYIzaf1/Ikjb5bzW71jeJQMquYw1SeVwO1z/+xOhFm"
    "//4Cz37qkL+XSD3340lo3EU4pwbejEJOeYVZrWjabrtp1F94VLFYuiJl8zFb2COoPJ0LqYGikLSpzXhPn8J61LKSuBiR+Up8fo8+"
    "wc6fLHam9kacGybvjvUKzZDvoCtHcuKsN98l7DE0YtSfhq2S8JNLbho+xnqeRR5N8enlQBuWcdr6n8TZsxnRnxCBHC9fwI+Oe466"
    "VFbHuEesHpYvdofq8K9h2pjNMK7CTmS3Cx+CZXqQNcJWMVvqKDcJjfp7Ve3ju5Zeg57u8xd53FPDcO9GrqQomdE2MdYYIeazrqe/"
    "71Y+gv08ZYy5a2ltWsvNaTTTnz2S6GwxxvAGetg1jBYdp5u9RwFu+nwxRJQt+rX8GdKWpQV8bj284nFi2fJS/QveoZJxZD5kymXF"
    "Vnr/JQZJLPeZsoTPYQziXUl4z6wd9vkivunZchH7ARqZO1mI8ylQm/Tdp27arIDYdPX89fewlIWIfPO1Sn4kI+Sl0CKfwEo28ga6"
    "ao3jWDCG+Thr96d5y1unqcnqMHdrG2u3Ya4jnx0GYX3HM+sl2FEepy6w/RoiDemcZw+f+YymTzbm7X05bHCqKzqFvJJgB1LYV03C"
    "Ptt8Nb3GGFftsD/PIZJ1LbVnBPdkF88mW4p4Sw1lZQmsew5xLfdzXifEe2b38CpxPtRYjyBZzK6AkM+y2JOnyDzs23DiNVgN1Poo"
    "75BTyaJ7sH7i9HKt7+5uIx3J9RL12BWarrdXwLJ0kNTak2n0SbO57+vTYhxQv7DcEs58Obt+e8oLwetq/V+Z+hq1nGWojpf9yUYy"
    "IxsPZCn97jA7g1IRcJL2I7XXCY+a9YFsxb28jRFnPW+dQ33LhC/3GWSiXL5lXSTHpkVxjubrvAS/NJcoZevxzx7mY0fL0uB9fHIt"
    "e4JjRCxVep03is2GbYM3dTQk7CFogOGyBDfRZiS+gNefpXP1Y6ytq2zRucFMvMEOooRNh7+/Wf8O/3eOrNbd+L7Lgjt0jI7W62EP"
    "NpOPbbDspr/3NyLn2JTXTrxrW8Rnt0M3T5YesFM/6LFaIW/5HIzD6u8kHzMbY9Nh89P9WBHPtyjS23fXnSrbtLc4JLOU3nERRdNV"
    "0v3kkz9AXArXhVDGLM5edV05iUNyXKlfbVanYUVS/UgmKZMQUw3nPKNZ1XJOhliVtwja5FG+/wmeNcjVkFK5j3r2DlUzQ7SVuqAj"
    "9vNJRgy7cYpPkwt7G27+AFjFrpCAt+CjfAsv+ldSjbglS08ju2Wm3Kxn+4niJLm675eUR/YdEQWG8+6pZ0uv5+cKoFv36nfwQ7OI"
    "eRZBDFqrhnizljncJCe6RnjMjKSfSVfiEDTAjyhEZDwAtuhWPO8RnPx8RpAxf+8P0HOwCQiLrg0J5S5ZQKRyY2fZgJ02GV4D6Qw4"
    "M2n6Lg+rMa6fXuwamIiYxBATY6xPthOzLPfjBMqJYB/X4N8sam8/LfmQ9RSTzXwLvAiLpxT2tEq2c+0He9SdP2j//2JwQvCwVibH"
    "6DU6SLsHp0sXXR18rSNw38x23gCrWgYZ2Yn15BFb5Xt2w9f7PYp6bt16vYf14UpWhx0Haoz7fAlt9V7essuJlOf80Fvh1UfoMTQ1"
    "s2o5kLFp/eq4mgLPRGl+rGGuVsIGXS3Wqftr6J/PvfQ7Jp0L0kw6DR7DxOUeXI+sscv1FXdfbCKzgzhUQLsJnXFXqjl5cqYUsCPv"
    "ChlEpIl20KBtOFthCF4P+p7GIvoVrqfR/CPLA9dztjaXM6nP6E2Qtjrc93p1jION7A8Os+pb4s+kvaQqZq6fx9XXEr7zWf0Jdvd4"
    "yx08msOhtciWjErPRATWQt5gjrQcdqMe8jBKxsDbexa6caFeIz/hp46SG/V30MkLzVel/3gzO+bqOLdyhVid0jpEKogFEWbttqtE"
    "OMdlu3+fKKOOkLrqnJMty8N1lab1Tks5GDUe4X/tsADKifqYCxu9QWxa3TKn1lcdo2c8lKiPLproIK4rOM54tsH7oSGPNd0AP8ih"
    "dkzlhGCc+xtlp1bUd/b9lX1hNcQjKmY2p54+dA60QRE5dPdjFxdwErwUFsmypM+JsRIbP+h92DVjqbU7VoKd+pF5xRC82b2csbP5"
    "vv2sOaUmKAI5yFuuRFo5Rly1MQNyNtZ3qRnW1Xd6ZHClGHN0FZ6wiqhE1ezcmcEefosKtnj9ukJe0pdx55+Xi+Vu7HpbQZQIb225"
    "ztSRsP+G4Jn0bFY2p93H+0L5nN3rTuTJPEjDqeQO6kLUmyS0mabR5reyLpJgH7rqGNjVbl5G16Q7g5PN3EaLbys4nRjjzGk1Oykj"
    "iIu24RnPYuVnyE7mJmbjzJ/W1foNdNVU3IQd7K2Lsi7ayD7SYWJVubgeJ471x0W3JR4NKYXrXkOfq6PHXQnRE9vHvHARu2FPIf7Y"
    "+dKCXfVhTjqFOel1BhFBXDU7zGq9u1NRj+ahxD9YhW/7EprwHTGWml345Cr81BBJefuRNINXW3ZrVOtUnNATci5WugbfeLcOhU0b"
    "AY39WnAAu2UYi1HuwA+6jLPha/W6wCK3Oxnb1dE6JImfHSbedlP9B62ha3aQY9uQjR1aj9Uj+siX0ECnwYux6uZi4qyeIZvgb5pU"
    "nkAM+TifEPZohY5hpY+U0D+NEyc+Dl2Rz79Zir9ZjafeKe9hHSN0VjBRb9JX4DFFmWsvJtLKMJy2zZZdB1newo60/Ty1HD95F4cv"
    "No4Wdx2swmDZR95Sm1C8ENq1k0xvRodU4pZUE3+zHWTuKk5m95cS5rJuIIqP6xdupK9U7n33YmbakmSbDtH7Nsnq5OuRDmNjKHNx"
    "rj5i8+gDxHVhHyBWuENvdp3RyTTSfk/2ISXUZQY6wb4Xwduu0S1yFnPn+3DKPWQ5d7gn9qiPZ+5yaGEu01zidexmru5nohNthZ6r"
    "9RMh2axWJ70k/EksN/OMfI67O0pe1GVyFVa/QDvjhu7k3PrhrKuEGLu6WMSq1K9qH5zVXjV87p+hyaxb6isd7OcdktytWtY9EuTO"
    "DVOrV3hkwoS24vRhA63wBWLouVshj7nwArJ1gRhX+FxI4CS8tWWL+nienzxE37uJgpsBrXqXTsMnx3NOw+bvKmllGvhWqejF/u1I"
    "2xdnb3WIqIvmr2cSRc9VTQzzZTjilf1kFlbEIYL97gPJHyhT4C2ug5Tb3PuJPI9aeFTbsP+vy0x9KmgjU/RKHYf9Pk2eh99zPLT7"
    "OeI4NVMZ5Ihn61MvHVF6ku7PrLJoz93HnzB53sJ+2RDzLy/hdsexRvOf7C7Ol+2UxgZ4gouw672Yp3KMSAf0U7K6VGiRDMX75pP7"
    "qpLWaLrYJKbha6/DeVxBtAiL2fOZe6rXj3QcdP4cyUF8k4ezXIXn/aANOJt5+giet42rTrJz4igZRnxcq9z1xz3rH1wdLNECmYad"
    "nQfte1Nyt56F543B3pZgLRPwu3fx7ufhJk4IjpEWkspm9JKo97at1teftbSEvxkZaU1pbFZNs0EOlXf0brEZslNwZovw5tXsCtkA"
    "a7cW6+5JVOk2ZMe+Hx5xFnSoaeV+5Gc8zDNAR2lfCxH/HAXbnMUeiyvlEqKhHCM24zcaum4RPpGHv71EHpZMeGBj5DHs0gd6SjAE"
    "b/4FTnCuToRWmy8j5Xuxmdz9h1RonR08nrrnTbGT2cG8wUjowDbSRRbjJ6+Vy6TA5+Uuk2rKcx01diUrvEmPRp/q3o7Bq6mE31BJ"
    "nZuEnVxAW9eIW7BB88VYhoqhM46Wn/mtF7DTejz+eyKnQTpJwu+m+YwNjJ2yYfn/Ib+S+bpJ78adMla6HH1O3vLT8S05MVPNLjGL"
    "Bh4XlwEaI70p93v4u3+q8UgVksGntSR8/K1+htjN/0zBzQ/EOlot03w1VrGVdd9SvEGMshwnJvPP7MIxaU0SqeJIiac7Jzp4NGLD"
    "v27wnPJJddmXiH+m3Tbrq0imUfvt83l40tewaZeLZXFak386pn8ixpHNnufrXJxJGc67GN7ESETnlTpTXP7HYbSmsrv9JOH9QZvV"
    "sazLLeK4efKYPXbZQ3detg+9xP26M5HtbYI6wgk06xSrZJb8EugQ8yrcDEmNX1WUXWCb2dWS8Nn6hL7Bt/iNTJMHPBtV3GcDY+Qa"
    "KeOu9PVxeIRncJj3vSqZ+Q5zujIKr9N+ciTrAuv1RmjZiXI2bMMmvTL4RD/Es17RF/CN14lDcLMJv3N9V2ahZ5yKpFmZu3u9O1RS"
    "+IL/+wZHNdXzmGANwDiTF2Cl4+VE6cYplSrcS5sfMJ/Z0Dvy2RdvtYetzBFYh3pnWct5+VRHYQqjtOKQPgnLRYwR9Tonxux7AazZ"
    "vwCf36uP"
)
# ----- end of the text model -----
