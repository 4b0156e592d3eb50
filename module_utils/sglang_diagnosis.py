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
          "|to main child process|I have to go|kill -|got signal|Stopping with rcon-cli|Rcon: Stopping the server",
          r"SIGTERM received|[Rr]eceived SIG(?:TERM|INT)\b|received signal[= ]SIG(?:TERM|INT)\b|^\s*Received TERM\s*$"
          r"|\bKilling container \"[^\"]+\" with \d+ second grace period\b"
          r"|\bworker: Warm shutdown \(MainProcess\)|\bClosing Nanny at \S+\. Reason: nanny-close\b"
          r"|\b(?:DEBUG|INFO): Got TERM signal\s*$|(?:^|: )- Gracefully stopping, waiting for requests to finish\s*$"
          r"|\bterminated by signal SIGTERM \(Polite quit request\)"
          r"|\bSending signal SIG(?:INT|TERM) to main child process\b"
          r"|(?:\"msg\":\"|\bmsg=\"?)I have to go\.\.\.(?=\")"
          r"|^(?:\S+[#$] )?kill -(?:TERM|15|INT|2|s TERM) \d+\s*$"
          # (round 90) itzg/minecraft-server's runner stopping the game on the container's SIGTERM, and the game's own
          # echo of the console's stop command (itzg/docker-minecraft-server#527)
          r"|\bStopping with rcon-cli\s*$|\[Rcon: Stopping the server\]"
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
          "due to memory|low on resource: memory|low memory!|cgroups for killing|and there was reclaim activity"
          "|oomd attempting to kill",
          r"\bKilled \S+ due to memory (?:pressure|used)\b|The node was low on resource: memory\b"
          r"|\bsystemd-oomd\[\d+\]: Considered \d+ cgroups for killing\b"
          r"|^(?:.*\bsystemd-oomd\[\d+\]: )?Memory pressure for \S+ is greater than \d+ for more than .{1,40} and "
          r"there was reclaim activity\b"
          r"|low memory! at or below SIG(?:TERM|KILL) limits"
          # (round 90) systemd-oomd's own line as it kills (systemd/systemd#22032's test suite under memory pressure)
          r"|^(?:.*\bsystemd-oomd\[\d+\]: )?oomd attempting to kill \d+ with KILL\b",
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
          r"^(?:\x1b\[[\d;]*m)?error:(?:\x1b\[[\d;]*m)? (?:unexpected argument (?:'[^']+'|‘[^’]+’) found"
          r"|invalid value '[^']*' for '[^']+'|the following required arguments were not provided"
          r"|a value is required for '[^']+'"
          r"|unrecognized subcommand '[^']+'|Found argument '[^']+' which wasn't expected"
          r"|(?:unknown|invalid) argument: \S+\s*$)"
          r"|^flag provided but not defined: -|^error while handling argument \"-",
          "Rust's clap (TGI's text-generation-launcher, LlamaEdge's llama-api-server, mistral.rs: 'error: unexpected "
          "argument ... found', 'invalid value ... for ...'; clap 2/3: 'Found argument ... which wasn't expected') and "
          "Go's flag package (ollama runners), llama.cpp's common/arg.cpp ('error: invalid argument: -hf', 'error: "
          "unknown argument: -hf' from a llama-server too old for the flag; 'error while handling argument "
          "\"--flash-attn\": ...' for a value it refuses); clap's words with a copy's typographic quotes ('error: "
          "unexpected argument ‘–max-input-tokens’ found', huggingface/text-generation-inference#1903, round 90): "
          "the server's own command line refused",
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
          r"\bthere is an exception of (?:fftsplus )?(?:aivector|aivec|aicore|aicpu|aic|aiv|sdma|vector core) error\b",
          "Ascend's runtime reporting a fault of the NPU's cores ('The error from device(chipId:1, dieId:0), serial "
          "number is 6, there is an exception of fftsplus aivector error, core id is 1, error code = 0x800000', "
          "aclrtLaunchKernelWithHostArgs failed: 507011, vllm-project/vllm-ascend#10700, round 81; 'aivec error', "
          "zai-org/GLM-OCR#232, round 90): the device "
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
    _Rule("opencv_cuda_oom", "cuda_oom", "cause", 75, "Gpu API call) out of memory",
          r"\(-217:Gpu API call\) out of memory\b",
          "OpenCV's CUDA module failing an allocation ('what():  OpenCV(3.4.13) .../gpu_mat.cu:116: error: (-217:Gpu "
          "API call) out of memory in function 'allocate'', a ROS node, xuhao1/VINS-Fisheye#16, round 90): the GPU's "
          "memory ran out, whatever exception carried it",
          "  what():  OpenCV(3.4.13) /opt/opencv/modules/core/src/cuda/gpu_mat.cu:116: error: (-217:Gpu API call) out "
          "of memory in function 'allocate'"),
    _Rule("nd4j_cudamalloc_oom", "cuda_oom", "cause", 75, "cudaMalloc failed; Bytes:",
          r"\bcudaMalloc failed; Bytes: \[\d+\]; Error code \[2\]",
          "ND4J's CUDA memory manager ('java.lang.RuntimeException: cudaMalloc failed; Bytes: [1077940224]; Error "
          "code [2]; DEVICE [0]', Deeplearning4j, deeplearning4j/deeplearning4j#9119, round 90): error 2 is "
          "cudaErrorMemoryAllocation, the GPU's memory ran out",
          "java.lang.RuntimeException: cudaMalloc failed; Bytes: [1077940224]; Error code [2]; DEVICE [0]"),
    _Rule("cupy_pool_oom_message", "cuda_oom", "cause", 75, "out of memory to allocate",
          r"\bout of memory to allocate \d+ bytes \(total \d+ bytes\)",
          "CuPy's memory pool running out, quoted by another handler ('Exception in main training loop: out of memory "
          "to allocate 163840000 bytes (total 1673061376 bytes)', Chainer's trainer, "
          "motokimura/spacenet_building_detection#3, round 90): the GPU's memory ran out",
          "Exception in main training loop: out of memory to allocate 163840000 bytes (total 1673061376 bytes)"),
    _Rule("cuda_library_alloc_failed", "cuda_oom", "cause", 75, "ALLOC_FAILED|ALLOCATION_FAILED",
          r"\b(?:CUFFT_ALLOC_FAILED|CUSOLVER_STATUS_ALLOC_FAILED|CUSPARSE_STATUS_ALLOC_FAILED"
          r"|CURAND_STATUS_ALLOCATION_FAILED|HIPFFT_ALLOC_FAILED)\b",
          "the CUDA math libraries' failed allocation codes (cuFFT's 'cupy.cuda.cufft.CuFftError: CUFFT_ALLOC_FAILED', "
          "cupy/cupy#1063, round 90; cuSOLVER's, cuSPARSE's, cuRAND's and hipFFT's spellings of the same status, "
          "cufft.h, cusolver_common.h, cusparse.h, curand.h): the GPU's memory ran out, as cuBLAS's "
          "CUBLAS_STATUS_ALLOC_FAILED",
          "cupy.cuda.cufft.CuFftError: CUFFT_ALLOC_FAILED"),
    _Rule("julia_gpu_oom_frame", "cuda_oom", "cause", 60, "OutOfGPUMemoryError(",
          r"^\s*\[\d+\] (?:CUDA\.)?OutOfGPUMemoryError\(",
          "a Julia stack trace through CUDA.jl's OOM error ('[6] CUDA.OutOfGPUMemoryError(sz::Int64)', building the "
          "error overflowed the stack, JuliaGPU/CUDA.jl#2292, round 90): the pool could not allocate, the GPU's "
          "memory ran out",
          "     [6] CUDA.OutOfGPUMemoryError(sz::Int64)"),
    _Rule("nccl_device_buffer_oom", "cuda_oom", "cause", 75, "'cuda malloc failed'|byte device buffer",
          r"\bNCCL Init failed \(\d+\) 'cuda malloc failed'|\bfailed to allocate \d+ byte device buffer\b",
          "NCCL 1's communicator unable to allocate its device buffers ('WARN src/core.cu:225 failed to allocate "
          "2101248 byte device buffer', 'NCCL Init failed (10) 'cuda malloc failed'', NVIDIA/nccl#33, round 90): the "
          "GPU's memory ran out (the communication never started for want of it)",
          "WARN src/core.cu:225 failed to allocate 2101248 byte device buffer"),
    _Rule("candle_tensor_error", "code_bug", "cause", 35,
          "index-select invalid index|shape mismatch in |unexpected rank, expected|narrow invalid args",
          r"^Error: (?:index-select invalid index \d+ with dim size \d+|shape mismatch in \w+, lhs: "
          r"|unexpected rank, expected: |narrow invalid args )",
          "candle's (Rust) tensor errors returned to main ('Error: index-select invalid index 50259 with dim size "
          "384', "
          "the Whisper example, huggingface/candle#703, round 90; candle-core's error.rs: shape mismatch, unexpected "
          "rank, narrow invalid args): the program's code or its model's shapes",
          "Error: index-select invalid index 50259 with dim size 384"),
    _Rule("ggml_abort_frame", "code_bug", "cause", 29, "ggml_abort",
          r"\bggml_abort\+0x[0-9a-f]+\)|\bin ggml_abort \(|-> ggml_abort -> SIGABRT\b",
          "ggml's GGML_ABORT in a backtrace ('libggml-base.so(ggml_abort+0x15e)', gdb's 'in ggml_abort ()', a "
          "report's '-> ggml_abort -> SIGABRT' under its 'common.cpp:2119: checkpoint size mismatch', "
          "charlie12345/ROCmFPX#68, "
          "round 90): the program's own check stopped it",
          "-> ggml_abort -> SIGABRT"),
    _Rule("binfmt_no_interpreter", "startup_failure", "cause", 50, "unable to find an interpreter for",
          r"\brun-detectors: unable to find an interpreter for \S+",
          "binfmt-support unable to run an executable ('run-detectors: unable to find an interpreter for "
          "./llava-v1.5-7b-q4-server.llamafile', WSL or a Linux host with a binfmt handler claiming APE files, "
          "mozilla-ai/llamafile#47, round 90): the server never starts",
          "run-detectors: unable to find an interpreter for ./llava-v1.5-7b-q4-server.llamafile"),
    _Rule("ollama_runner_missing", "startup_failure", "cause", 50, "binary not found",
          r"\bllama-server binary not found\b",
          "Ollama unable to find the llama-server runner it starts for a model ('error starting llama-server: "
          "llama-server binary not found (checked: /usr/lib/ollama/llama-server, ...)', an install without its "
          "runners, alpine-docker/ollama#12, round 90): the model's server never starts",
          "error starting llama-server: llama-server binary not found (checked: /usr/lib/ollama/llama-server)"),
    _Rule("nvrm_open_module_unsupported", "gpu_passthrough", "cause", 85, "is not supported by open",
          r"\bNVRM: installed in this system is not supported by open\b",
          "the NVIDIA open kernel module refusing a GPU without a GSP ('NVRM: The NVIDIA GPU 0000:03:00.0 (PCI ID: "
          "10de:1bb3) / installed in this system is not supported by open / nvidia.ko because it does not include the "
          "required GPU System Processor (GSP).', a Tesla P4 on TrueNAS, zzzhouuu/truenas-nvidia-drivers#20, round "
          "90): the "
          "driver build does not fit the GPU (its RmInitAdapter failures below follow)",
          "               NVRM: installed in this system is not supported by open"),
    _Rule("ascend_dcmi_unavailable", "gpu_passthrough", "cause", 78,
          "DCMIError_LibraryNotFound|dcmi module initialize failed",
          r"\bDCMIError_LibraryNotFound\b|\bdcmi module initialize failed\. ret is -?\d+",
          "Ascend's device-management library missing or failing in a container ('gpustack_runtime.detector.pydcmi."
          "DCMIError_LibraryNotFound: Library Not Found', gpustack/gpustack#3284; 'dcmi module initialize failed. ret "
          "is -8005', vllm-project/vllm-ascend#2698; round 90): the NPU driver's files or devices never reached the "
          "container (NVML's counterpart)",
          "dcmi module initialize failed. ret is -8005"),
    _Rule("cann_device_not_implemented", "startup_failure", "cause", 50, "is not implemented",
          r"\bCANN error: \w+: .*\bsupport for \S+ is not implemented\b",
          "ggml's CANN back-end refusing an Ascend model it was not built for ('CANN error: EZ9903: [PID: 71888] ... "
          "support for Ascend910 is not implemented', ggml-org/llama.cpp#18133, round 90): the server never starts "
          "on that device",
          "CANN error: EZ9903: [PID: 71888] 2025-12-17-18:13:01.238.630 support for Ascend910 is not implemented"),
    _Rule("ofi_nccl_failed", "nccl_error", "cause", 55, "NET/OFI",
          r"\bNET/OFI (?:Couldn't|Unable to|Failed to) [^.]*\. RC: -?\d+",
          "the aws-ofi-nccl network plugin failing a libfabric call ('NET/OFI Couldn't open AV. RC: -22, ERROR: "
          "Invalid argument', EFA, aws/aws-ofi-nccl#22, round 90): the ranks' transport never formed",
          "WARN: Function: create_nccl_ofi_component Line: 459: NET/OFI Couldn't open AV. RC: -22, ERROR: Invalid "
          "argument"),
    _Rule("mscclpp_ib_error", "nccl_error", "cause", 60, "mscclpp::IbError|Ib failure: ",
          r"\bmscclpp::IbError\b|\(Ib failure: [^)]+\)",
          "MSCCL++'s InfiniBand transport failing ('terminate called after throwing an instance of "
          "'mscclpp::IbError'', 'a work item failed: status 12 (Ib failure: Cannot allocate memory)', "
          "microsoft/mscclpp#323, round 90): the communication failed (its ENOMEM is a memory registration's, not the "
          "GPU's)",
          "terminate called after throwing an instance of 'mscclpp::IbError'"),
    _Rule("spark_heartbeat_failed", "watchdog_hang", "cause", 45, "in heartbeater|message = Heartbeat(",
          r"\bIssue communicating with driver in heartbeater\b|\bError sending message \[message = Heartbeat\(",
          "a Spark executor unable to send its heartbeats to the driver ('WARN Executor: Issue communicating with "
          "driver in heartbeater', 'SparkException: Error sending message [message = Heartbeat(31, ...)]', "
          "apache-spark-on-k8s/spark#405, round 90): the driver stopped answering; Spark kills the executor after its "
          "heartbeat timeout",
          "org.apache.spark.SparkException: Error sending message [message = Heartbeat(31,[Lscala.Tuple2;@641834e8,"
          "BlockManagerId(31, 10.0.0.1, 57787, None))]"),
    _Rule("ascend_stream_sync_timeout", "watchdog_hang", "cause", 55,
          "Stream synchronize timeout|stream sync timeout",
          r"\bStream synchronize timeout\b|reason=\[stream sync timeout\]",
          "Ascend's runtime giving up on a stream that never finished ('EE1002: ... Stream synchronize timeout. "
          "rtDeviceSynchronize execute failed, reason=[stream sync timeout]', error code 507046, "
          "Ascend/pytorch#48, round 90): the device's work hung",
          "EE1002: 2024-09-03-16:50:00.041.231 Stream synchronize timeout. rtDeviceSynchronize execute failed, "
          "reason=[stream sync timeout]"),
    _Rule("polygraphy_nonfinite", "nan_output", "cause", 60, "non-finite values were encountered",
          r"\b(?:Inf|NaN) Detected \| One or more non-finite values were encountered\b",
          "Polygraphy's output check ('[E] Inf Detected | One or more non-finite values were encountered in this "
          "output', a TensorRT engine, NVIDIA/TensorRT#2338, round 90): the numbers broke",
          "[E]         Inf Detected | One or more non-finite values were encountered in this output"),
    _Rule("tf_serving_nan_values", "nan_output", "cause", 45, "\"floatVal\"",
          r"\"floatVal\": \[(?:\\n|\s)*\"NaN\"",
          "TensorFlow Serving's answer whose values are NaN ('\"floatVal\": [\\n \"NaN\",\\n \"NaN\", ...', "
          "tensorflow/serving#598, round 90): the model's numbers broke",
          "'{\\n  \"outputs\": {\\n      \"floatVal\": [\\n        \"NaN\",\\n        \"NaN\""),
    _Rule("dotnet_operation_canceled", "code_bug", "weak", 35, "canceled",
          r"^(?:System\.(?:[\w.]+\.)?)?(?:SocketException|IOException|TaskCanceledException|TimeoutException"
          r"|OperationCanceledException)(?: \(\d+\))?: (?:Unable to read data from the transport connection: )?"
          r"(?:Operation canceled|The operation was canceled)\.?\s*$",
          ".NET's exceptions of a canceled operation ('SocketException: Operation canceled', 'IOException: Unable to "
          "read data from the transport connection: Operation canceled.', 'TaskCanceledException: The operation was "
          "canceled.', an ASP.NET error page listing an HttpClient timeout's chain, RageAgainstThePixel/OpenAI-DotNet"
          "#151, round 90): a consequence of a cancel or timeout named elsewhere, never the cause",
          "SocketException: Operation canceled"),
    _Rule("spring_read_timeout", "client_error", "cause", 55, "I/O error on ",
          r"\bI/O error on (?:GET|POST|PUT|PATCH|DELETE) request for \"[^\"]+\": Read timed out\b",
          "Spring's RestClient/RestTemplate giving up at its read timeout ('ResourceAccessException: I/O error on POST "
          "request for \"http://localhost:11434/api/chat\": Read timed out', an Ollama chat, jianyuan1991/ragdemo#1, "
          "round 90): "
          "the client's timeout, the server went on",
          "org.springframework.web.client.ResourceAccessException: I/O error on POST request for "
          "\"http://localhost:11434/api/chat\": Read timed out"),
    _Rule("client_response_deserialize", "client_error", "cause", 45, "Failed to deserialize",
          r"\bFailed to deserialize (?:the )?\w+ response\b",
          "a client unable to read the server's answer ('ERROR: Failed to fetch models from OpenAI-compatible "
          "provider', 'Failed to deserialize models response', 'missing field `modality`', "
          "tailcallhq/forgecode#3507, round 90): "
          "the client expects another API's shape; the server answered",
          "Caused by:\n    0: Failed to deserialize models response"),
    _Rule("connect_no_local_port", "client_error", "cause", 55, "Cannot assign requested address",
          r"\bconnect(?:ion)? failed(?:, error =|:) Cannot assign requested address\b",
          "a load generator out of local ports ('connect failed, error = Cannot assign requested address' with "
          "--reconnect-interval 1, then its own assertion, redis/memtier_benchmark#232, round 90): EADDRNOTAVAIL "
          "on connect, the client machine's ephemeral ports, not the server",
          "connect failed, error = Cannot assign requested address"),
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
#: last line of a report), round 89; binfmt's missing interpreter (the one line a start that never ran prints) and
#: Polygraphy's non-finite check (the last line of its comparison), round 90 (ggml's abort frame holds "sig" already).
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
                                                b"find an interpreter", b"non-finite values",
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
#: What heads a block of usage text: argparse's headers or an option line ("  --port PORT", "  [-h]",
#: "  {serve,bench}"). A deeply indented line is help text only when such a line is above it, through deeply indented
#: lines alone
#: (``_usage_above``); a deeply indented line under anything else (a Rich log's continuation column, CANN's error
#: stack, a YAML block's text, a journal's record) is a record of its own (round 90: inspect_ai's
#: "                    INFO     OSError: [Errno 48] Address already in use" under its "sock.bind(addr)" line).
_USAGE_HEAD_RE = re.compile(r"^\s*(?:usage:|options:|optional arguments:|positional arguments:)"
                            r"|^\s+(?!-+> )(?:\[-|-{1,2}[\w-]|\{(?!\s*\"))")
_DEEP_RE = re.compile(r"^\s{8,}\S")
#: How many lines above a deeply indented line ``_usage_above`` reads for its header.
_USAGE_LOOKBACK = 60


def _usage_above(above: Iterable[str]) -> bool:
    """Whether a deeply indented line is argparse usage/help text: walking up ``above`` (the lines above it, nearest
    first, decoded), a usage header or an option line comes before any line that is not deeply indented (at most
    ``_USAGE_LOOKBACK`` lines)."""
    for i, line in enumerate(above):
        if i >= _USAGE_LOOKBACK:
            return False
        if _USAGE_HEAD_RE.match(line):
            return True
        if not _DEEP_RE.match(line) or line.lstrip().lower().startswith("traceback (most recent"):
            return False
    return False


def _lines_above(block: bytes, ls: int) -> Iterator[str]:
    """The lines of ``block`` (bytes) above the line starting at offset ``ls``, nearest first, decoded."""
    end = ls - 1
    while end > 0:
        start = block.rfind(b"\n", 0, end) + 1
        yield _dec(block[start:end][:400])
        end = start - 1


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
#: ("CUDA driver initializati<spaces>on failed", canonical/lxd#11804). Rich's log handler pads a record to the right
#: edge, where it writes the caller's "file.py:NN": no wrapped word (round 90: inspect_ai's "... Address already in
#: use<spaces>local_server.py:108").
_WRAP_GAP_RE = re.compile(r"(?<=[a-z]) {40,}(?=[a-z])(?![\w.-]*\.py:\d+\s*$)")
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
                frame: str = "", frames: str = "", above: Iterable[str] | None = None) -> None:
    """Match one candidate line against the rules; record the highest-ranked cause and every marker.

    ``above`` yields the lines above, nearest first (read only for a deeply indented line: is it usage text?); None
    reads ``prev`` alone.

    ``frame`` is the nearest traceback frame line above (``File "...", line N, in f``), if any; ``frames`` the
    function names of the traceback's frames above (outermost first), if any.
    """
    body = _strip_prefix(line).rstrip()
    if _USAGE_LINE_RE.match(body) and not body.lstrip().startswith(("what():", "NVRM:", "Error: ")) \
            and not _EXC_START_RE.match(body.lstrip()) and (
            not body.startswith(" " * 8) or (body == line.rstrip() and _usage_above(above if above is not None
                                                                                     else (prev,)))):
        # argparse usage/help continuation: full of keywords, never evidence. A deeply indented line counts only
        # under a usage header or an option line (through deeply indented lines alone, _usage_above), and never
        # behind a log prefix (a journal's indented message is a record of its own) or below a traceback's header
        # (Ascend CANN indents its error stack under "        TraceBack (most recent call last):",
        # vllm-project/vllm-ascend#5461).
        # An indented "Error: ..." is an exception message's own continuation (Faiss's "              Error: 'err ==
        # cudaSuccess' failed: StandardGpuResources: alloc fail type ..." under its RuntimeError, facebookresearch/
        # faiss#2105), never help text; nor is a line that starts with an exception's name (Triton's Python backend
        # indents a relayed "c_python_backend_utils.TritonModelException: ..." under its frames,
        # NVIDIA/TensorRT-LLM#2042, round 88).
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
        _match_line(_dec(line), _dec(nxt[:400]), _dec(prev[:400]), lineno, source, sink, frame, frames,
                    _lines_above(block, ls))


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
        _match_line(_dec(line), _dec(nxt[:400]), _dec(prev[:400]), first + i, "server_log", sink,
                    above=(_dec(lines[j][:400]) for j in range(i - 1, -1, -1)))


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
    'parts': 'train .. validation-r89 (90 parts, tests/unit/test_corpus_train.py PARTS)',
    'logs': 5781,
    'words': 14084,
    'corpus_sha256': 'fe17c30f8b9782a7',
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
_TM_BIAS: tuple = (0.268, -0.34, -0.427, -1.395, -0.592, 0.244, 0.243, 0.166, 1.811, -0.96, -0.275, 0.397, 0.86)
#: base64 of zlib(words, one per line; NUL; int16 LE weights in thousandths, a row of classes per word).
_TM_BLOB: tuple = (
    "eNqEXenS4yyv/O+bdDm2k3jibbzkSebqj7pbApKZ9ztVMbSEgzFmESBEXVd1zUuOu+EV4APW/x/3I7zp56PfBIeExnFp67W59Xs9"
    "L10/NfvjL/a6Ldcv5j4uP2tz3MGe+9ehyPb33A4L0I89grzW/pXApWkRe3vv20d9OYexAzU2+65bXk193Lflh/hlbtfroTWxIuqG"
    "VlF3S31tzvEQRLoS3eNKr9u/2n49hmWu12Mj7Ym7nkf/qpvLfgxT39VMdLtM0zJb4K0/6q3fFaERzXEoOsOWf5PwdcU/VsCh/o8Y"
    "m7lF+LhcGr3CbT79Be/N3I19PU0p6cO0LpuSN8yezvS5xuHS1vvR2A1TMyCV48sZhsHibXMz9QLxaezdt77th6f4zKy2sQ+hr0rW"
    "ZtDyuD1e+Ch/dOOyHzkdq32dvunsjWe92794OQfXd9fMx9DWz2YcuuZY9BLbaXFe+psldr/jXVEsjq1pew9Ecuzm9m7ZObf8cPjf"
    "sQ2HwbEx5r3Hh3z22x6hVmiay2CO/eFpMTVdsx64q+m62kpw2++7fZGt/332uyW8GZZ677cnbxnHmxXmD2ip2vtK2dMcff14KsOM"
    "Ne/NNtT7zzA+kPfHYF+73S1gXce3e/X9all62B8iwLLxMQ7zzRLTXwerFe3ZNfVtayx8uz0mfE4HqhOT1UeyEMO2WibZ5zdo72GZ"
    "xsqmOB79NvdjlesfwThO/WyZjDjOY6m7c1rrn83SwvcE61ge/Tz8sZe9bsuEhNlnsH9YtcQ36ecM9sozBK6lb7DqJcIyfNkA8bKd"
    "FdG5GW9GX3HZp7zcxtMq78w/D/aH7txmwLmz3EC8lsMPK7yzFUpEtCzHbulYC2hV1r6lRVzyhnnW/efc2YMHq+8WASLclqZrG5bc"
    "9TzAQVsTr6KX3dEUiH897WtY9bZXQmlKt0W4tQLL+Oy7nCn2WtaeteeIksFc3MkZ5aISBzyuVsx2FNPtnJ33MxxWtjerpbtFPi1P"
    "5DhCrDU4V6spvVeH3Gi2Afns63UoEnNb6ttyvFcUtY+2VUS3DSzlovp5OW/3VJzryZ6/WaltH92x9Ximf9vWih/+tUyXKtVp+Oc8"
    "oEaQWIcxA/vKq6Wot0LIpBj31H3zdbjRn3trvO0tLU/mojJGyL7wXRf7lK8jARZ7w0+5KP3Mc3ProVNuWi1nJi4bH7hZLWitXbLP"
    "czmvVxYLp9uMLIFjj2/+D1Y9LjdrNi75jykfRfbbZg2alY11Ydl2NmqtFYDZGoa5zeyffrjdDzZoxtuttd37Y1lGRL9v1s6O73mZ"
    "Busg+tdqLYwSFR/1rFjT5fqHRBnrrYqjAeLNCOqn9Xh7O6X2pT+6/jm0fWvV5HAmGnSHe4SD3g+rGMvKJz4HZOf7tq1I8Pu48xn0"
    "rcY2exDWfHTWPG3Nuz6Pge/zBhgOK1RWlBu5tX3psxe2ZyawWys5WKZ2rdX3rkf+syZvliONWnLnqmKA9K7SAcNZVIOx3oDxGsZG"
    "l+flqB6tQYTM0vWHlbbN3sRetr6tJ1jKhG7ot/bxArAOE08ZdrbjXrQSmcqucaw3thrLPgAUPjxbWiPHEd8QYLG6UUFSUTthgA1C"
    "t+C2rbkebOTQ7lix8j7CQtj0wLfSb0349Pa/Ee4NCsHmLNzxtr7fyr79A3XZCh0e2qugSGDrx3FYTfDYJus2jbu912VA0egtISzU"
    "7hWtT9CHOl6Rw9Vq8rv+WbYHepCGHz/JWgV0KWcrWLyzb6NP98ysd+sR0KAg7ER1vLMdC1JfOtPKsEyrPzcpZJvONdhIQHSElPxC"
    "qAC52je28judx9mg1l4hU+KrWtTWBB81vloz1Cw+y3lYg1bVV5V/a4ThgGGN32Q9khfMq3VtbORG64e+yPqc0d315KNAXYdjZR5f"
    "xyaB/W5JsTeZl20CY2kOeibkXC3dVkKm5ijz2jj21l0CKJD3paC3Bv9dcc323f/q743xp5/HAe/OV7JMwjv+WNitbeF0Lpsa7k1g"
    "Tf0PKSuBM4WmxDSS9TWQvcyMXrdvTMK5JT6KG0Rt9otsJHcxKAP1QbALoewvhuorBDsTZ44h7lPHC2TN9xBRWZt8sns6VEjBm/sf"
    "ySxJHmMWIej3CbH1D9vV1HkhYD/tYc9hZ7t/FS/JUCL9FSiy+8tty4lBwnhOKPa307NWlSJ8T0tqVZyrtiJGCcOOCpLaOROrzz7F"
    "tBGde7dsV0vb3YRyJMr8Fe5oSd/R+Zlgej8v1u78zCyQx+KSQId2+H4cq9wkCJBgh+Xh1rYNFK2HqbnxWzpAwdEXsCJvtW8jOCUg"
    "qtPhWMK9ECpIoOHchsuJ6tjPz8Fa54mPZ2hUYBGs1xGnv/7uFPvfEnvRdFY5zPlm8UtFPKs6Z2Drle0DJ5Hpk5ue589ALbjOgVi/"
    "8M3GBe085VF4clykDWQy8OGFQ10gKpLQpsEoRQ2I2MiK/YpkEO2n3WPjzE6DMo4XTQxbKBPlovhLmS6h7deOvLf2xmRvODuclyXn"
    "0V5VTdnMI5JH//5mdwtGmwrw4cfjtq+WCnP7J3qb6bw344EUPH40ihnN69kKaRAXvlWsSwzReNuftxeX8XK97Sb9jV6ax/7WtG9v"
    "WAsiNx1j/3xjVHbBO1JyNKdW12doayDsGsCtPlSRb8NVG8o2M+j9QLdp8vhk4ss4sTJV8VQ8zr964JMPA7Fbx8pRUDyJVQzvfXz8"
    "KXcDGF+Si7afQyETfYaW/73Rsf/vjw9pVaVp3Bu6vyt8QWuDrZ/nGE1zA1Pz6HODMvlAf2qmi4uQ3u8757Gi//3Dv68+2APCtFC9"
    "oF9V7zChoWKtNzSdlvSpR65N/QDnaCT0qQOyXJ6GDo2XFcIphgQbuNYZmKDLyqGBh7HUAXo+fdZeUnvluX1AjJ6Wng5a8HaQyGwN"
    "ysCyPiGpx4g2xuqFBgHGsXZzcGl1YpkgR/3K9NJYtOIEirkdGzYgy0J8K3QaGKsIeZH1Fl5NbMU5F3MHK8YXvAbvhog57+c2svJA"
    "VrL3NtKHhgfkiRxuH9I6zO473GqVvfVy+UXB1PJD2bWMXe7/rcca2K0ss5oJS+0rdZ8hOluMw9QvaItQkCDkTJP78SZ7paHAsttL"
    "hOiDiSMr8b+b1L9CfP8Z9j5JvhjSos3n50ihkqqsdTDHhLrFGt91aB9IqRX3sWJ7C5dSMqadrJ1B1q8rrgUTK/aZra3uc10Hw79B"
    "WTvWzcp1fUUJMPikFBL3qSOxBgLSbjBTJckMzft90lam953lATOiGPA2T/uSaGrqy/vomaJFH8UAxhiQINRZY6LoxB07Rkdoc07k"
    "wVsVLU2VaZSxvvsnhoLmcJogfbj1nabEnj36VQkI61ulQtMLyBYKYYmN3EcQyvmBlPRFINqJY1VEv+8nvclS8ob/tJwkOptOb/b7"
    "XA5UWiuKW9MN524l3r7HZUGJ+eaUM1nWFe59MSpA1lgrv98jCAOf02rBCikT1U1sDCA4w4h38wGKtdMPiN3o6EC9R4wpt8tV3WVu"
    "yzeM/cxDBJqpBNE+5cZnI572G9Ctf8GzLs4GjzNZenHzrV1uqlxc0rCF/WIVE0U+p8IineRH9N7m3oY0mN6G29BBQph3CPTM5m3a"
    "IfO7FGVlyIVQBGGMZ06tMZCQCeQzpSSRmPYACnEJ+Op/Q4Obulmx1E8QSUJu9oJnTfOvJqaSwFg4oQHkY76PyMT7JDQTSRYanApC"
    "hsas4cdIhBMtYgFgKpGdaqANI/MuPv9uPZ2kSkPXirNJcuOL7pj+t/SuQ49Ex0wv/EGMXR3GbmXfXuMYDj4OM5bqwyvNTuP7SnrY"
    "7+cBqdnQMHHqz5D1viuljH25oAFTATgWlJXjD+jtYCnaMQawbOA0Iqq85oDC97kgk53aKz40wAC5wEEdwwajLUNWooHDk25Qs7dv"
    "SDtaa18Q0EIBhPf4Tl714Tm156qiNjHKsnyMW1JW57EbB0Kj9Wn6vOYeJhdDHNaHr2p7vKSe8F0e3bwnONrVqoSNEv48F2sw0gzB"
    "0WMxxT7djkeqxkICocCSOq0YdOHNptXneWvMSUjALgZlmp3FKOe2Neu9trEiucxurjKYh0euLnBItmK1RDu0E2OlAV/j2PixD6vd"
    "HIVS1AE1zPhQMeRoGfnmsum4zLe2OVJTgIAQx3yG76RMUqWvLF+LRCdm4iitJIn1nBs+09o6tKbIqnNWc2jlqzUx0Ab1VkBGyNCa"
    "ODOR77Q2M6bATnVk584GVBN2HEX7JJ41kM+mipWbPr1Xg2KU1nOAL5PJfeqMWOsGDgYsw4brO3z/e9NuC3pTa7zxz2HzWZd2PDs8"
    "+4k/jlcMOrxU29tqmoAl/GniornItycbwae1ePNiPBu5a+jDFaiGS1GaBCIDPUtuSVCm3h5izWcxh0sW2qox5pKG3TL9ySATezsT"
    "xtUKJjI6FWOYhNts1lH89BdMZKPsozpUPhcIVyujGpyQTvPOnADnW2qNpitXEtKyjRWHl2XUu5mMa+V7MeLPZAOAPzOuBxxUrz/m"
    "NGk2pmnsh6u1C+TVLpT85mI/C7jAt8CLBV56XNYazubbjZehYnrN0Uiyx03opaxCBDDxrLlgboguumyTvJZtON71z72fIRwikk7h"
    "4aMtIbCOFODk/5941nauByPdceFB1rJiNcHXVuljhi4B1aCgON3coXm6b4uaAry9dd9NC7+1QkpXs1QZYtojk/ggiVi2EqsrKhg7"
    "ifVwT5lGiPcl4AsT6eY9PLYDrBEsnX9zOeXi7D7CPbqhwyoAv0FrMkDnbE74m39OaPr4n9Oy5u2A0d2HHtntxaR9zMuPfaUbWMif"
    "UY0mUALzbEOuYrbGJ8SfFvb7xJSm+/EiJBzsg+co2oGqaZ3SjDBXbpUsgS5Q3CXod/p9JrTMERxrNHEHJ2aFsRwB8Kq0XknXhkoB"
    "MN3qmGPw6GrE0ohUeLMe0ULyvOYOKRCNAsMhpkTRMJL/tIJZPHWX5z2l4bMZ3cMntCR1Ned4GgvtGlxTFcvZ7muE6sQuwCzprHB3"
    "iMLEjGVX70eq/6A45/kiDGkW2D4lJ1VToEmM9NF9YvLIviSaeCS46xjkA6++iy5cK3Hmshh2Lp0E0D9511b/DLMJVMSsCvJ7IGt4"
    "ul+cnzD/3MNTnMgOrJfTrZt1qDERRQrlUjW1QzRPLsK5j1RR+mvwQ4PY2yv0IBDW2zPxM/7V+FdjXS3sCt4VQ255uPVqBWtoIGgC"
    "zixc1sdwlcVekresdvGL3Wp8oRvkarp4GdSwGwR3ukMbvskFr/o4NxRycOjBueGywQnrhyPVhdtSNdZiDZcN3wxRDe16mmuJGCyn"
    "BoQvd+tA3v27v1gh28nARG8zWK9yhTePoCy11uFdeszNUUlILhbHZ4eYJW+sqLVymdX2TcdLj9Z/RGrMsdbqPmW0E9LlcliDNtZy"
    "cJfLr2qCFfsi8wfoF0EuMuI2y+VkMNFyhf9kLO8TwXi+NVVS4cgQAtISsiTYPofk0GSBvViFAFfTHLqDsxh9AWvllcnDMzI86YxI"
    "kpOiEnOeCCKHr0+JUQwKq1KVytriTe8GntVGvLzSYLRSD5Hp1lehjJJAl5Av4wdpXynNLztPmSy4zAXcAysTUCHhuoqIDd3SI3+K"
    "BmB3Dh+D3trpc7Z2v72r9wPHE2m+r0nsiebUp2VMNzQaY0VATB4GvWCs7An98RfJ30doHc8bqhikbXNX9vXmPejd3Z3PySRSfK4V"
    "I+RmlDBoPuaUzN9RgAGYe2hU0SiPlp7zhgT+NG9Lh5XtqfnDlJiP7KTX/CCsw4VVZXn1r+XC/qRjhzJ1u0nMzaTu2UY7zfQbztZb"
    "9Z2gb+fDtGZC+Msr3/RiY2hobiAeNwDjex92gT99+PYVUehma0x/rIfGND+IBQ0CJyebefaJhQIiGjJskHLKf1sayVYx5y37AOdH"
    "9E/Pnp2AeTEj2TN0+Fbk8fzGdVk6+miI5veCXJ9tzKk/vCXMze8fCG+LJW6l9oI8b4mwxIeUrBZxRzloHXDVdDicTp2A/J1gXG5c"
    "nwKOum8wSopB7/xQ8o3yWYIMaxeijKFxkaEsqns3vw4J8IYci0dCiMZ5HVxjzeCKy3tA/G218QojWTmohLzfbO4xnC3JiqkTunNv"
    "MtzoEz3k2LDjMRzEQ9tgXT3wMXzi/YPwaY37sjwU8JZbs2Elsvp8cGjOWQ/ylK8GrNsb+QE4C+/hDpliKwxb4jvWM7bl5d4wpRuE"
    "0w2gPPlM3YEFa2YMxq7m81p+2QACbdB2Ube1tZVGOOYMmIk9IZkWxC7qKS4oIGvazb3hiuVAQP/4hrjmCsRZmxwgxxe6zDnVXzkg"
    "yyRkdIZyrYVDDdkmXPV1wmOhyFZJ0888vARHNHARAaayR/nI2A2KsnSTUg1mfewa2pGvdwxXDpAciGXdF/oJI/akpbRcbbB54iPu"
    "LYsZPW94hK8W3K9B+bIdV0tYEMQ+eMMwwFW93m8gHriQ5t3vRkHbJ8wFl3q7zW6t84rErRS39nXuD06IG7SSsm+4KCJpPcdqKZrC"
    "PbGN8u40JvgQtlM0oceSFIg6K0yWM7weB6n/6q8HCUoj9PS3JJcY3MOTyOmQzCUqw76fzBXzlBEIhiJScxJRNuKcmtQ7o3oXhBRC"
    "xUlKFiI1PNcrgh7HKaPPuJbVQZrCvo0mYnzHmOZMnPbiTsxJjQzXuEnPyakUva1ttItkvgasQ6CgxxidfU1BoAVwhVb3OQUeuq3V"
    "l5IryWl1pYUGP2nDuWRhr/iebFT1sA72ukjM4TfBUq85LzSdyrxjxFUv1yF8qiokAjN/1uQ8tSAaXF//CxILWfXMRcLnTq5WgGxI"
    "5QP/Y5noAFpW3N1jmgBYQoi8CTmUYQca4iP8OoD+B+R/BOS/NCip/tJw/ZuD2fBz/ZtfRFNzi0AmbSSCMde7YO2os/wLH/rxvNlE"
    "5PC13EyiK4kvzUby4qlzXmIm5QuTxL8fT4Ejx7bRSVMMh89aZOR13kgLNpHt7FDg4LZQyhOEFl1zXnHhLsveE2XKHI7aVJAyxVQb"
    "aWLrn0QtdOrbevwWkvKK9boFmWqScVoIZ/qrzxwDdiO9FI2mdhyEdociwORzn1UjwEJn2makGQen/Fk+1xEIs7HWNzSsctC6US9l"
    "aLe/+5PyfDupjWNdoBM1U4Cl8nzhwuAZJcY+FxZQ5WKAVPmCqtRH0+pq9b3OmmnI18UfM4ejocT8i6HygYlsfwAWJ1rW2gqz/Ryh"
    "Py3Fz/tPKNBKK7l5UpJ+vnBpSpqTulWe2k1I08Bq8aATo1YRoSgw8JkrPxQ+KAH//MZlxX0bkYc/v10ZDVkLOfGFt39B0HzZ90VL"
    "ZX/6A+HmUtvvWdkQ+tLwGsy5VFTghHOB5M2a2FVRIaPatxlxhj9RKndBqmiktsIqV+CXlb7JEh2MKIfewzrXlWydYvFM/9BDbype"
    "gMv1WuWdIQlhMiUR1NYAZY0WPOpAXBpevrMF6GfZGH/nvZ3q/KXBA/B2Q3u3XDYwsu92H7GMeF3cuuE5JnoxwfQxeWhDj4rDD+6K"
    "+GjryHEtxaw1z8diFfzJJp0YBXbwP1ijH+yUPXufMl4QC6PE5yam/kx9D4B8N2cJDdzhDK1cfDgUu5IYWuvJLg2v9i63mBsRHTN8"
    "ophkgNi5IYpbjqSePzDTyVwOrAKx0onj7bZrYPbcC+KreVWoQlIHQ0T+Z0x+Rap6T0bvz9KbGYi/HMytP8gRqw2oHvQtMy7214sF"
    "XqwcXGwoAl5r4a2Ft8AWjuLQWrhBG3JfOgvqLKgDbWwLxWopHBvLddYpGNyQGT0ys7e2b7ie9ui+xUUh+wJ99vAs1XiD3sbnKMo9"
    "+P21v8CzEtnjGZhZdM/Xrrh7Sm5S/RFlojxbKVFrY6UufzfwPm5no3zp781zQH462AOd5A0ozb3uHLleYL6JTxqc05VQKogh4ty+"
    "neKCO/8KigIuIVfKEir+T5L9eyajKCTGR6zkQDLN5EeYR8wUWS9Mdxrlu0x66bdHP/a4he0uJzMv3GhyRZuK+XE4dX+9LpvjBd+G"
    "6TwOxgHPlwON+NEHfC/IPrv1ande7bteW1x1nnMjxZGnoQQsgVfLKzSC0v+GZ8PRi0kgF+uc7LJ8wVKqNUWWREymXtBWDzd0Zf5x"
    "hpvJC+ayfmIO7YBnYzQuWFg/i57Y0od3HmYbmaJAArzhMaDLaua+Z6tKe7cuinABAjjKNsMoDiUMUHoz39qjAX7w+b8d+nns1ktC"
    "CyCuxn4ZzuoysieD+9OjXYYSvjnWNUpF8DLajSN0CoAH6xFG3L9c6OBeVjEu72he53PnmSi8JsF+b1BYhdmWuMZmGvUSfPybDzGx"
    "/oJJAiyMXyy2hTmMSTA4WR33stxsyHNh+TAHasgTaBMIL5gkhgPNSvO18EHAOw46zjuguLFXed9c3iK3MTFBrvrDhihxfywIXRgf"
    "2i51vnBZAhzUbbNiyiQ2RfwdwCFr4u5zs+73xUZcDRoL7c+Tj8e+cJEBYeaCTF6vdSstyhARjGO9wQ3bhpCS1eoteobVmh3LOSv2"
    "KN0bJjrN3SFQAvxBI6AKCBevZP6DQhmRPW8bsL55Ya+H/IjNghm5iqWGd4mLFG+WX3JneD+YgbpsmIZG+bKbTSCzi9otVhClYHs5"
    "qQsgr+4DcOLce8rUZioIcydYcrsO237ER2KQPeXsboztiksOUqEJETWwxMX0RGyBg6+ibEMYu8CBdpe2OX7MMvg4+j9DpLcV4X+P"
    "FxXgkgiwlrsImVzzmf0AD8zpEumPuu9Ao3SiDp+TfUD2jSf3TMjr3EdsKNPn5mrfRDcUFwBLMyTakxeElnNnc33uyG/cdGCq9GLF"
    "0hhv+/t7bbS2fnljmweaIzqajwOiCh4A6h2brra2H6alWypUFUNqzZm0bEPqozIBozWxXHv0tPHC25j+N7RznCdtHX4sZ0gUT8SB"
    "dWh7j7x3Q8inQ3xzZ/PSFi9v8MTdem7jaTXZIE9L5QXeg/DtraJcgGb/7JshWp+qgP9eQCOeK64rkGVJM1Zpu2xGadNccBSL42VO"
    "eMG7UaM+2IxvzDu5SHFtg7toL3wV37yWNs5GSx0MPnhkDsCLDQgcG5Alz1OFsUTLxdMWWyAa90Di+bM0MH1L93ona78PVySJ/SnM"
    "APSje1Tp351gEgD03qrvzslhoVbgpJJl/XCnTHXEOLuxd0/6xJhJoLMwNXBWXBpoD/zTGqNuQkawNm0wWvkDnYPfc+W/OK+e+oe5"
    "S1hVPyioWRWSvLPjbr3LhlqxdXQQ93Zb4HLMZQ1wa8Mh+HI6urhtP+goDuCD/WTF3YpweyxCqwwS401OLPZpXqOSVE63k7fTU4yn"
    "CpilzYYO7QW+FQQbD7Qm/LeQ5tpL7EBqTRSqbOTQopJjdgT9oSH7E7n2JxtLtCbb2VVjTjCpGZLjH9iQiej20HZCPGeFP9roo7XR"
    "R9sB25Nt9NF2A668hueKG21npb5DJemwsR2iddtZdPav3mKxwUVrwxEMcFtr3tp+UGHquTKAskUHKe9Z3mlJg94iakOu9SjkJvBi"
    "rge+GhDMnF+1P7zAoQbo0wEIQUxJsGy5Us6VMWSQicotMvZq8nJ7veHSfqDW8O26I7UoHLdFbcENcwHYxf+uJEa4Z8+wNN6ZwrvW"
    "jdyfyBm1fnYDnuz1F3Kxh4G+iQnyOved7f+YoejoPkMYu/Z8HXuJTaLZG3P6/t/cea8ZYNUM3TRgZ308fFF7UNi4SIU7zghhWY5O"
    "uf3hiw5F3hDMv8N3MXx5NDCmGD4X/T4o7aieD9+JykBIkfBbaCwSfKYpk7GNAtzbOMlf9e8ybFI8RXIWbckCTEqbICJd0UmStUHU"
    "pN6wXG2m/J9WEBR477He78SA3Qw/TnzctvVQ1KEoIIYv96rCiaNNH074xL8oV+zohsk5LGXwN/kqZT2sfqA1A4L+QAD/l0TMDCUJ"
    "ZNKFNiq2xt7UMly1NtNpDamMX0somfaw8M6p+lDPNnmgZRfG3dt0i20fFFHJVGvgjR4Ym/5kAhvvWAf82z6/uQtGBfLwWGvhSdLd"
    "MJ2iZSPzoNdE6UmuLM04ZgdVSFaAfRd+2glsQ3Aqq37z85/0cc6ZeQCPIdYcD2jotU96B0i7y1pMvVTqUH9ZEIV5bLqjo89mpROr"
    "cHDXSjOxso7EebzYEE1/aN2/vgHOjuHsyDhopFvbgMqn5rWPhPp9e+UK4vL5KgBoNuX7vhyokGNgB+4mN8zq1OMCEQgs/X/A5UXf"
    "AHYunWw2jOCWEgOoiHDvi9LJEYYPJ+KfwIWVAOegddJSiTNMDjUpNihoXg8zV2HEWT7+Th83WznlHABdFK4Rc+J0naA6JO5nyYJb"
    "XzunO3mbPNRJ8/X2y04xaFzOTu51bILxIzkEjeuooYf7xrAEoTnDDiy5LnlPHS7/7FPHmd0WfRbbVvORcVaalgu+wkKIEoBs2mwE"
    "rZ4UKxp0sXwF31tPWsuAu8tVf75wPNYuuO79pllrDLDbBaEmVV+XkRQd8qycaktXdLfaLRK+77jvucuJBc/5/fxMWFsDwoQD1QY+"
    "g8KEQRnUd4GUaEG+dMD0NOh4ZBjrtAUHJk4ymf636KbIzHGce76Z+JgmhWfd1YgxDvaTaJN/FXv9LQNxYT7N08YXmPiICRUX7rLd"
    "6J9D9eWHdlCN1kQy+TLpfSfG7J+Hfp+QSoswnzTBIo//jVXOfLc+ADjon8Ph3uFRKcUTdpRiaVIbtTRJVfJ9ctZZaUwnclkTjD1g"
    "pQmhjCN9TvmzEwWFhQ/GXn0sqpRECjqYw/zjCl00+lsffidwuDfE+Mcp5c46jCk5gdNY3LfSZ/NH/UprGIkTq2JBDxli+z31K1gj"
    "xfNdeLJPtbWJv8imCZpzH1Z5ALqdPVGuUe5kl0DdNTdu467S8nAAN9mU6BRZAvhmMc5m55/+7Z+M2t8JdAmN7wT3qpQFs2ha4ixo"
    "FjyfekgcXzXKjJAC1cIVMm3C2ugk+hU+bR/k3ZMJ1Zh9PNICcV2EaBky0XoEewnzqb4ewPNAECImJgpLlkS/nfvXM9u5P3OTmJFd"
    "55HL4OlZhMbSzVDQjs121Em3N8KTCatgSPYSUQ75ncPp5bRHP0Cw9L0R+8yBNj1VTKoIz/p61tbs8rfeGVTJat8ljgmppLAF2FXS"
    "bM2bGhOqnyZpeBvoLKRrvtLBDhh+Ha+X3O3uAlRhOcaxZF7HPoARNfkkuZMSe4n5UQGwsXtxHLGfMTNVUtSf/mL5XGDJy2SfUZdg"
    "Ss02he+ho78RHzv3TqDbTHK4aN0PhCGy9T73oD3yOfWdAaWl/q3pmumvYBOPMXnyfZcV4f74Zu4JP1X0SORbwvjVy0dm2qvaopLD"
    "mBP78jm23HjA9qSi9qxaOPvqYBqtGWeQyDPvNO3RvjM+RhGLygR8a5a3YfWnkrbuIzbRKqX7IbeZHVgV9ADouAq5baUCq9X3zXCy"
    "nnX/O/wHSqq+Fac5cngJ8XLtrWTMlGUTvTs+I3MDp659hjJiF2BLYHfkpYNP1SyPfP3H9XATgpFLbictWH2BhyVPwCamrCAkuohY"
    "G7k2LHUl3lCE7wEjldhYU/m0RPjOeB1VYQGu+rIGl0gZtHCSm5QK+4MOFW4VE9qKhLO2bTnuE+gSSjdGUg3G3zeP2vfSZRz3bqpo"
    "mu3vqnLiP8E6NlBlls+CJfoxzOWf060ETzo2SoxGlLudo0lIxB5UDjjCLw3KBMutzkWnUxhu3GW5MSL0Fwfy135ir2c8xvHYvPnW"
    "y2NAdMyXhUWGWx6VRN/en3gs+uvAB5jIwtK0vunUdPXA9a3tH0BstH9TCjc3racsGiSxld5g+eMlEMPYBbtQKGwK7ETT6J42nAOv"
    "w6o4SC508L3JNEk/Mn5bWUa2TU07fRY0mYfxmyQA+dCN+3D4rkR+C2PZa23P0U4acA6KQ/u0wNzQgSkDzpr7WrP576cmXZhpJ0d9"
    "5uI+9dzmpv0LbtrA/S18D1CEJxai5JO/ssU9N0oLT24laS3/1ppb+Pqb3buCpvXX8GOWOEwaYMOVXTU3SRLEhjwS+ErmR5tn8No3"
    "XJG4nVxrgLIgt1sTLtcrd+zfLiXJ5Bvpvfd6JsOCUO5V17Ke2kLa8qthbwKSLEsf7e+q3aCERVeGeDGWxu3g4OH0d/l8HgBMEYQq"
    "XEudCbq4rRfFzePYTBL7yL8ng/+ydJo3nFNU+mv7eVg39cXej9t8Zas0dPp5w5fxU+e6TazQQ/2wiBpkF36NHs+hxosglCV9E0mM"
    "XajlfjRgtuC0Tjc0BFr42fgv7DluoUOO8el+m55w9UpIomUiB137hgBLxW6+ecfDrg2X9chaUkxGW1jESWnscmz2tOOFy2cLjxe6"
    "reM1Dhxhy94D1nSopVrHl3QDEO7jjgsuhEA5x1you8iTxcWwAugTyRA6FBpDe1GudZ5tYcYaDIMRE9qBM3WUJiO8UqIMc35oeYso"
    "9tNXNEjLBc+sykQyNCCd2HtHegHYr+U8PNHHGJ4cZB5ANzS3eZFlbTEg6RLIDq/s3XKmVmYsrOOEnhMsJ7CZZjgtlfZtW9sQVm2o"
    "BhE5EDtibjaISp1oDvJtLinHUsC8hKJKwcSm8OWapM4ccM7YV++pp+anwzQnLhqKoMm2YeIM/mQvqQkmBQO3ivqPkLAiWwbt/7p/"
    "/9etUbUzhztv/hWBB/wjEtfNKjhHm7XUM9vz/c4pMqHds2nA9BzA964jMSFBAfj+2qsr+zvT146AN8/mDco8mxbQ3ATyQW02UlaU"
    "okp5J02umn7Ap3vDjjkiLwcKS1sBQbhexGflSEXf/hZ+FCOP6auKqbTnaEUnMYwcRZXv8VI/Y2EmkUfGviUq0QDbcc6ps4sArxtl"
    "1Sj5gw8qIiUM01dCnTm9FpKtz1NsQGYIKkNuYZwhnS+SeYWY1F/drnGvMB5I4LNUSueX4WtnjU1of5ORqpSX+FBn07Ra4ltGombL"
    "pEwZ4IPToIsaQ7oo/EUhR8l2fRKjaLZeQl+2wsOAtaU9vj7N1YoZPUjXKKfd/CYYU45WUHvJSNtwcX0X8DsoTMyVHGTfsaSaKDbI"
    "YynK7TTES26K0IuWT/jm7M62xkmNCWmF+iiI71qQ1k4Np7qY4iKIDlTUug1Ts72tO9l6DV4j4GBirnDUo8xz3c6zmwAR7Z2m7+SP"
    "5j/e5KvUfpRZKfZ/pB4motsT5Uw6DJbLqhkTjXv6DN2JXSx0P/pTo+Oj+lexD5KI+4HFURLRZRv2GmEIR5XApvVTpH2AJvIRI5NT"
    "zaMqPshTNtdj4tBYVvvoIi0sPzZwSkp+7Qn2Js2ejGj7oOuhZNiesTyAvQpw6t5KHk0pwLZ1mvzzXZvpm4r02W6nMD9c/ssq5DPd"
    "i6GREO2YyZi9e3Vhz8E5EXMm1PCRnrU2lu3hO4zVD1EYtvVJud6Z+3CzUePxzXbz/76nQ8wEYEKfkNWAlU04l7F/1QrcZ1LyPoZf"
    "TyMkskPznvKDR0NnsurfWmn4Me/1wtVcBusX3y0amDc3DrfvkLDe83M7rOi909pNoHo98P19fFOcCuDYbZk7Fcbsutp+uKBEzw0h"
    "Nvyzb2IDLpxs83qx90XCOp6Rk4Kxkd8S1JUm40LMxEYkyHsmjXbNxa4WF4gWyG5oENhjACgPYzPrLuy64WLMzYTQ7TEzbLNxrXk2"
    "ZIMjDe4OOuxdg+CjoaNFayIs3xP4fDKxf23iMDL9SZWKnJ8BUOz/YnE8Idbht3NqBYhiNsE2QDED0PW2AGlElKhIk7KBPi3fJ2KO"
    "m0HY2LO8kVPicXYDQaRBDotJZw1xh1FMZ9/jYh/8At++BvbOdDao6S6W+xfLfajlgofv1dpN+GT44q2Ft7fJnMGuCc6KiyOG/Olp"
    "RFCWDPr6N5rSX2QqqzQ4QcHv7F6kBY8itlDrArrOIu0sN4zsG1zJ8lQHJXI4XE0NQJG97/oc9MmAcgHOrKKDbO6TyRaDyLn+gmto"
    "5koNJF1XsI55e/EKoV8MiXG+eUssrBQ6DH2ikwdowBwilzn+DuQ82v6PAC2uxcwEw28w6Q+9ec3siZcer0ITqBO0TgJqBx3WlxbU"
    "SQNkjY1PbfnwQd7fuuMREHO5Jfk6vquDAtGPcmnyybx3PYjfDiPKLXzPoDgPILiaYRTlXL2rQAyIgi7ILenEvY5gLJviwDxXlxEb"
    "Q55+lHcIfAXGOs5/hatt+OIt/NgQA/YEPPXbe1WRdlSX62CZq0NIPsPwr843OHc9OP0kuNKpw+eyN5Az+jVnF6mwE9dvUdA6tRwK"
    "nlQk+jVFBN2iWW/Qr3vfPxKotwyfCWam82AoNaN2PTlHmBj9y63NJg7sKfqUnzGvVYjEMdMC/eeE2fQ78akb6UZAIpBqS0FE85tP"
    "qkkw7CXKwkhm08CpmmTxsnjoDLzaN4/rnY6ViYSIbthTVEwlKquJvhtz66rm7splHvqDV9qAe8JP3Ilt51GvgcVjUUFVHFn5o2aN"
    "NFs237StS7KovTW0mhDIZhKerNHTflodg9IISbVM6gb0PRz9ci+1F/PRNk1nC6xZoiuK5jzwT/OibJjDZcfPwguFiIa1rjjNKhHv"
    "BOMOBo7L2z1GDzD5LQ7dqpMxtj4qlKBl3k8q6yujY1ehI5PcL3oH5OSGT8b1Gp1xhNj2lo420xJuAzpbB7uj1b+WMItMQN6CudMx"
    "DBdkui/x9kGUf/NHDypO++NYkKf7OvDd94PzbEIbDDYBhYJUyLvufxrYD67i5bxD1fGj8bO76Qy16VUonlW5jYfdH/fE9wVwR3z8"
    "oaXoAPG3zQOhZdhnVP9lXyAHYcqgsFqgzYEpuEuQZweCShYUCpxWTEue297G5E7Bznei9XvWcFgBzeUXoM8HC20Z7QG9xHII5lvX"
    "y4Yl7WWnfeN/7W3/B6+40bsDp870rDheCstp+OSf7JITBYFEHFPg5NBllJjT8IIkL8IbUWFmH+ESFUInCrmOk5PlkMtZ3m0B++Y7"
    "ESkB9vxYwRIDGtzfrCUmokSnAgRCkwkxs2j+DKv8EFivVtSvJkKi0b6CHjlIudpdlrU3JOFmoydjafq8r/I8elVOqXccj6HGogoM"
    "TbJUUmCsVEr8ZWcysJZgK1OH5wzdTAchuAVla2AmsL0ckDxzOsrEg/KJnlqtBPeED6KhZZ9rCLP6uyMlzZGP3jONVVucF/rFD2sq"
    "3XCDvq55WB/qQqWvGyZcvqSYUJTNoJlRjvHvebEqhvGeToiTVw+LI8Xlq7UC0+hg2ZQ3wgw+4FIfpEp6IclWanm+1afWSGiIZLYb"
    "vnGjlMH+UGF3nZocWAwx/mKZpC0brjnoey7lK0QzkTmlIbn//ZRrbM7LDJzWicNWCj2bFJgPREtGZf4RlmY8lr7O4RuHEZ3OefG4"
    "0SR4+P2NDcH1/tOkNtxDYGkUe9qW/ELTVBw5wgPxyty0zhm1ZYeo+/gOe/bb2Kz5YIMI+D4MtsikJBHaPTTrtORk45yN76/py6xS"
    "BtzrVGk8VHb9g8z9iabsYlAWwb+7fO9p7dCyzbUbpcaxRMmet0AUk2yY9ossjm3lbrevUC8pLqct1/8dvjX/FY796TCf+h/hOGkG"
    "A7nhO3y4xMzjV8AUmVLwtPhbHHaHcLfTaBDbF5UxoZeXYfCl7ZDgliCLnxQnAc49vqFDPoHVZq1iRJWA1hZ1gEHipT2yieNKtHlA"
    "lqB/RmIY0ex1F2V4+dkgjzP0GrzPD4qWfAcySawgNGsfhwQlIJbnpHeIkInQ35lvUrnknQhw812F/fES1+0HFYup5ZdKgR+rrWUA"
    "Z+lLRk66czDtlSf0gu+ZbNIiPc5KRsLRY2DJih4XDh3xP6km/7Lo8PO/IRNgdwtOnc0qf5JJsAL32mFKRmeNduP+tpvxswqTFhby"
    "wXPG2+1/6J2mkXNAAC0dTqnQQp9rPhuTSp48DqzqZp++mu059sQF2wCw4xXQT3jpFj+IpIMAt3Bnm7zOfU0yLBBHllZi1dLKcmYA"
    "b0ycwo29HDD9/yy2C7TwzF3RG+AW7jrqsGEC7mkOALqOhfHzsrYciTn5QbBGD8fnEQ3FxmJgH9z6sYkJaOrXiT7z+8yNGIAtZZbL"
    "q8/hxEyl3Utjc5qCiba4OBTWCR1vIhyL7aJc95+EfLy3a6B2fgqhAesD0BRbo7ENFef5K5/tl5cjysvOYVS/26wsQbsVDs4TsgYA"
    "JcMo5Z0BKEHoBg42Niv4288Lcbxx1cn0s5QvwdLcNc5EYRc9Dnw81oiskFr3hzXb2mK3BOx1eRhDtze4onVPlXxv/jqn7DPQ+9x/"
    "8dqYijKeDV0fxU32vfYlzeDg2B5wDlwyWIQzerujll0TA7Lb0x325+On8ukuLd92Vh5h9h+O23qgJCObqyZcPTBdjdE/zvmtVDdP"
    "ns2mx6dpXkHZ0sywHp8jSXwE8/jxqZXYnT5fbigmZKVm3j3RCb5g/STUkroflNafVE5f1Kzp3i6ovGcUzzCbzLOHMcyQ72c/BSUx"
    "41vs2P+f8CPCqWTrpxubpyr4npfKGqPeH9XDjopcTtSk0w8LznNYXPrvG/td7Gpx3c2xjmuYsTWxx8EAfXO1C2NquqHJYsTYy40Z"
    "07+0XRTK6XFB9SDCXsFKon4aubHgw3/LxbqWtiNgKhcDGPgMFTZkybzYe1zg23tcOrss2ZfZHKNbC2vhG99qat+CfbdUQR6her5B"
    "S5gFd3abjTB7G0fyABA4NV2TFipo1tFhznU8YlFG8V3M7O0fSA2iYh/qx2AP6yftGrqSAnv+yx6KnyXVRraYjrQLwGK6WvgVgTx/"
    "QR6arB7DROrd9pbcm132/Qb72Z9tfLa6FY9+4Fiof9g/RvtxlNVz06J7nXxmMtoZRCC/7tdU9wtWbLlhfSj4W4/TKkoOu8MkA0WA"
    "H3zq5N5zeYqnmWGSyVWmw98D4AhFYJgYtbbc4HCFo12vQC/rhWiHu5/shymwfkJpmGBejm7spiLRBZedU0I1zYhl0lvpxEAYCoLv"
    "EqSvCFYbx8rcrkQZYYpSvR+WZiJJP9enxTHrQ8w+2tXZJflo9WPBYWEpXCdQhJn/VODmj2GvVnQszw+egZWCeYYBz+HTFnLnZ1tP"
    "Nqbjf3dNNHn4h6GcxMumRIL1uUE8sdc6r24heSkgaQ7d8qM0eGY/VQx+PbRY6EicYuZQWiucUYngNS+p/Yvnhy5w4bkIj0NugyOh"
    "wg0GQPnZrWxG+N54HnFq348aKwJTf1os26Xwfzf538Fpo73z0Urr4EeMQBMTbXPSDEvsqIfaGfeZ+H4dLwnrhlKI5x7WCC/nHsoi"
    "mMP71yN9m9iqvHIewrfC5tWHQJCjOU2xnx/zKR/hvx809VFjBihC7tZF0Gw9P6EqWoT4eYJBH7nUDbDS3OzLXGQmlhUd8gvykNb5"
    "ebxgevaRP4bM8HGVvXnv+/RffK5CpsDpI220FVBgb2UKRkyPhLTsYX4yse8DW9q7PmpKnKt8wsxcwfvIdSepkoScThMwEX49//rL"
    "UMAXBpW0JhGsqb6Ny+U7/6e9bcc1ZTlFWa8bLjEUASZh5jZkhr2f+Tmmh6ZIaBp/an5Z0h9PRMaOxMO6McPpfCWCRyFbuU5tuE5E"
    "LcL/qpccxn6H//WPWMUr2Rq4Fl/MuVgiKHMnTWV59n/8Q0fpFhNgOQRLn3HylXNpD7n+2gseE0PfpTzkvyGfPfMVQmUmHYTJ00Jy"
    "OIy7WLWyrlL6gP3+FeZn3HOY8BVE1bA0FReBqXeChfQ5NRp+UsHHnF4E2buMYTnLK0kK29FuXDfs5wxWnNCZjjfNAQM2htqnKlvU"
    "/W0fCnqHTh/XhL7u/JbLdZhnDsXke2yH/xdT6oAaWn2E/5UETjYE8bP8+93t018HnhPEKVvn8gjGsh/+z/7L+zm9IJqtFh3254nj"
    "xpTVj/Su0iXxc0zD/57ZDPZ3yRF3mSG/B6GJuCBlSd8Azv1O3L9mGyMg3+WvsbiENscmrIQ81cRx8wkT5+Dz8uqBRTSd76Ga3tGe"
    "MKwrAkd2ylKnTNz0s/Kkg0A6e1K65co1eiiwVEmLJUBsmQuakciB5mYPE8UsA/Trf60CWE+cwn2M5tS/J8E9dF6OCUMeUkoqN/eV"
    "J2skK5dQovw0hvm5J+qDyrdigOwYM0MO2VZk4rr8XWwYpDYvxcZZovLI8uJwDcHieVw/LXG3FtTHO3AfosRdkB0/PkdMpLPavWg+"
    "bBzY0Nxoy1f2s8zDI6Sn4D4KA7ftcqwBy2bQrpgk8NNMjjyvbEmdywdWwx+F6+uoFEcJTqUXHdrGIZGJtFt4rFkHV9ho81Ju/WOD"
    "QD8DV5wojQFx+znR0dknPdvm58ARmXyNyjKO3EoMRPJc3nJxbhEhuc/G7lxMAlquuPyvEGEXy8Flr/LRjAmxIiITl4PQsnkNvbCq"
    "0KYqZoWNiyGot7FOUFx2FU5qWTEIygkQOannknspn+Xp12FXHBCTzfl4iJETBUpZyUdnw30LXDJWeIS5aLlD2zuEqM9wJKSwOMZQ"
    "nysxGDoNNgrDIBkuApZx1GG/hFzzwJKHdAOgP2PXMOLbrW8r4b8xz2bu8JQLs4z2X4t2ox1J61jsArklK0SxjxFjSgZARKH6AAgc"
    "FA8fs0/bps5h20TNC1UL8JEr/9JSbogVz9B10J8Mhqb4v3ejiRtW8T4o1w4JphIlDVFHnHEU9KVwjzDrIIhmNmBfD6esgKxvWq4f"
    "qglk+/93nUssHI9zzVTDztLj7S97i6shJVVw1NWdNk7sebvdjVdFamjCly1NIMaJM3+pM+WoYLKZsn8eDS5jHy0uuxUzF5gwodaO"
    "yfiYbTrtpxEVVEXhaO6WSGrShGw1oJ8Eah0x4HtikyndNiKgiTMHTJJDJEkQBeCJms1tf75AhwWzYq0uQzfuWHKS5PMXq9a6pKYa"
    "/kc4ZfIyfI3Y9IEAfduOH0tBT3YNeg6tuDJJV+f20UxOlYzlVJ9mc0TiY8FP9zNXrBN8wYQ4XcQvLcwqaWNa31NJqdq9UEGKEZ8/"
    "QmExjKG1Hq9voZEtwMcTMW6cz1x0b2kHpq9tF9PDKQja9oVJOkATrp9Mg6yEGhjpwAwffQ/n1dKJrYjAWhZTY6P8U7tTpfZHZu8/"
    "mqNPKqa8P3gstL51lUcfpnBO0dewK+ec9NfgKJ/SNEraLuz28i8FS/oxae20WGXd+0y5BOUk2prYExg8hN6bc1ciWClesskioCRh"
    "KbXi8Vxw1HC+Bv9PdMSvIe7mzcgsGbtz39r+l7U0rxWXNbg+8Lp51w2eBMUXj56Tx0esriYoxHtNDNGMW4JdgYtb4n/bIPkhQVTx"
    "gsDpa3Hkz1/8YzuwBpz5/gCP72vuaoNsx2HJ+b/Dp6X6Nhslurw97vaguDMdwZVEBxe3XfrG6FcmIhlEXVDzx0bvN2pVkmhOjx6H"
    "lt9YgE3DOlK6fUlCppcmdGgef+z/gy3Zm0F6EkBw/LMse+9e58I1bPjAicEzhjBafpXXB1AMYYwioZ1wm93jVxYIqQYKKnJ9tJFg"
    "nTa1Jt7ToWsZloRJVn/ezrHBzIWDTaeVFXbHpY9HpukOHkMRxzi4r7fitmm9Fs6xRv6/f+1W7f9UV01ja33/ioo9rfXj99PwAxsB"
    "rj55HTdgN7iOceZE31XzmJDMHG7T7qTPl6Avvjb243U154ILB/VeG149HRbfm6ukg8HTMgA6uEj/VSetyzOJ9Opnrst/m49bEd0w"
    "0oEtTd/iKa+YowIjfEwsRXtzpU5xtGfuk7Ht/W/4O6hHTyctD1ybsWXChSUQXmmGmp4eNTJqHlls3o44Jiz7XRvchdiRgP2g08hd"
    "h/Bx5odv03LOP9TMEULj0Vfuh3YPaoX7msjCyMXfnDQdgRC0T/C1wAS0N9feDdoZffDzHngT6Hb6zobOaWa8+SEIpz0LBHhv6J/h"
    "3Z/IeisZF/vHpceF979YebEy0hps4VsgikvbM4CXJaK9Lz+Ydz0EZwC7s6txFXLZtWtwIeLOHtVZjB3usxihW3M1v29wHZWbkgmf"
    "+sV7UAD2f+tor3jBvsMk+LXH3dhrA/mJKJYMfKkNPBWL3rr8a2/JZ19j2dne5dI0Ats+kUp2rzOw6DPzALT5Ftyf6mpRIfOYe8gw"
    "vAoPUYU8dWWwO8krAP5ghew6rb1Ffp1x1VT7AMBiRkwPwR409jzbtVNyviYdtKu9wlA3lQ7R5GjDYGr5DIdhg+vQj51ci2DgjVfk"
    "jyzl6fXZ0IdCDimqKxNxtEakukBzmWisCKwpoK5pCqIoDDSZ4OzFNMZ8AXah5bjySBu1BLSVSfdtVWQqIFSilvHJ90KFH2jBCx6/"
    "zzAeCtL0hgCiQhyTDbK7ju+IbcedfJn3B9ytFyBEJ0P3a8KRPH5YALQesAB29QOcrsqmuacurYMIEFT/JEPQ7vn8ulN9+F0CPL1+"
    "6PbEQCVxeCvMJiUNNA+MP3gKsFXkOmxyOrrX5UX/h03nsE08MpHn48jNxlSc9rPkrko+gJaqlW2vvNuR+3WvWOihi7S8Vh9LXO1h"
    "Y4PrRmeHO1fSuk8KO77YWijwZFiXmCZzCvppIp99MlSPkq2x51MrAeLrqIoa7SxpCbcFznvYxcSudaFtFPhK6N/7Lj/ZScbL867V"
    "fy2GeizVPxS16/0xrDk1oakNvcFP1W1uZP9bm7tkpe2BBW8amzorRd8wpV2Gvq5rSWuNlHviC65L2H9xfBlHAY/4dEXWp3iQCpr7"
    "TNTjmbGvzH7R9W9yHnCtSI7966MscVlZ3seezOtIS3Xyknx+xcnGlYyX5ZID9TNzWZD1CWCr7TqeA17qZBk+Wbp0/6naDF8l6bSE"
    "WcbgfSeII5PFZ4mb7UVnS93SonWHQXDfNCyPPJwQKK/+Oo9M3L5zwCcR4X8LLo+XPkzMAR/rhmnbK14Gxm2gspUl3/KUWi0f+OJB"
    "6h1Auge9qiqWAHCqosdl/ddMM8nAO5916+WKWPB9gB50YAXVtblAalRPAxVXTeNE40IPb7RZuapo/ADvqYMYQwCQEY0PKg7tYIn4"
    "CMA0Whjr4E0pnBaGEsEGxwlXK/0kvx7rw50gsXd1r/6l1QCrTN7H/ivU9dqGHBVHWJngZoRk2Z2HJno7+DevDqbmPJzwjwdIuxwV"
    "e2W5kWUGIfLjIEs0BCvGE6vdibpg1c+4YS3KwC3rG2sikO4u74cfPRCZFMvgQXe/otEVOFq2t16wJtnJrS9h8pikb4wE5nuYrxUA"
    "oD+9e7t8vwN6Y1f0sJxnSajWccukfQSWYBF2UgEyodCuDQ4G3FpLpktqwIWDet8OkJ7hRkEehgdopzwd+0CqXEkj48NKoEzI25jP"
    "9ZJl6Lw4NYWMJ5re4h8y7APEFRp8Q2zqqWJrD8AfZh08ScMW1d6tdLwsgjPhQpmUuux1t+bNblbrLwnwHK8YF2K/HZz668Ro8nA0"
    "gwRNUN8mw8kMpQkMhWGI4IMZqhNU+/XPHpaZdYoRXc6m4ABvTaRYTahUQ1AlVPWANIQmptASQlqSuR14yxBUikA7zQroRiEKDsxp"
    "BqVTRlw8Sha3iGji9HpuVLqEEhOdZqDXyU2rTR+UlhOSXlRGMOp38CWMESFoSOhprcvXeK/ngat/ydWRNzosjXOszoXJWIMcRJw+"
    "UKN/sC8mTMNk7tWQjfTrj/3vVd2sZpvb2A8Gh288J+5tPs0l32Du39ztgoUZ1hQ42lBAhIXzIDq6OPbbN+2ZNyoa7PYxQTOA7N5s"
    "vEUcPPppsV+qW2s/Npf7HV2xEZ7+zLRK1to/Wty62gW8h972rX1O9VjdbLhrF1U2b509u9uwceTW7aEzgVfC4UPmqo+99eNpDpQR"
    "KwpmNEzpVZcYJwwRNXDtsVbW7cr3zGEuATCd6QQiUtencwAMNoNcGpAC5L09bPO6X9uQ8zbobi3nBqj94SIGKnkkMqdCtA8fEu0T"
    "aJmRJo8LThglzyz1c1+0OrrEVAuQSEr/abnwk339ZncZ6dzngkyZRoa9gPYLJAaE2xTOYpdgXWYGKleGxacLzmfeSceUO20Ljtt9"
    "jlNMc8hf0aXAZcsomX1IHLfFlWiHgzIWM7m3fs5liLXb/NPabQw/UV6wab6CbGfXx8YS0jTJE2OjxIG5SRLlWe9keEdBwvf7A34c"
    "8YkOQueFMshPcBH2bEgWWDhFRPrTNhpYYb6JuGD7pnetNBUcNvYFXWwrBjdpEYEoc/+o71fNp6fhIJjp2LQi1V88RayFq4RojGmA"
    "RQU0v5ldRBMr79eF5Nz/uMQbc6jivo6kPQx9LXExtVy8+7xQSwBQB/oqTW7hpdf7+TSAJMuCkd5VtP6aytzhaoi+TgdG0Xa5lXM0"
    "v9CSQXTagBL5nVWejbKSRD+e2G+PmQ2NT4hWnCnzbZPYjTHwgW5X76baxBPIbzJkGr5237GJOJLtYl+kN9aTbSaXpW/Xtb7beJJm"
    "dKflyf4STLctCUi1nxt6wOurhnM/rSZYJbo12BB/u/2yeG7TSKduLliyEZSxUeIwTCuDwFrJYIb0/x0Ouaxu/hFemmb4COUEfjJi"
    "O7HRQ3gr9VJhPxEljUiW60Fp7fof4VCZwVlMEe7mi8ubihCNPt1q8zd7mn4XPHW4iVxW6AjXGDdmJkaatQxB1k/0swiRaVnoDWp1"
    "dxabm3DLJ6Pqjh/Z4fnFEXWdt/SS6UcWEj/P8dEoWnzh80qnOA6KMxK3e2tl7/6nulnnjOZxuFysITZhFvYoboP9ywYNPEUZgOsO"
    "NxOysT59w7tbz4ayRA9FMCx/GcdaVPMg6OB8D7l7HTtf2DPxyC5zWaxhRlBuXYVNwQpnTEpn270a0xAOqWJX4HQGjPM4br3xAHlz"
    "rVWCdaab/X2yBNrjZ1gsvs0mB1kYNqeag8XqG7el3hYe6HejYIbNp7cF7YU5OGkaPkvnskBFXF6zDogENnYb+H44wG3BfQdjfqJa"
    "WjSWsLXFFefgGbahD87StKtsydej2Cli1G86seZ8W09cNR1NBgGpRQLwLibBWscrjAVrJ9ZCynTbqo/t1SDuGJi5QWt5nreG3Sbd"
    "jdb4dZdrHWVYqJnNYpfaumBISGa2G/WULR9An6QxqLGkgfxK+dmMUPFxiH2DLX84HC1aBapuqid+3GxVnDuL3cF06ussn2MTInRM"
    "RNTADLALLfSkbBPHhbmf5QunucfCCD6B0+Teon3WbZnk9o5Q+xLVRFQfuxRLYheFXRBuqfiGHaByea/5TGHfd/JmuWPPu2SD64ZD"
    "GW8YU91wWgscK1RUzJPScC1Fo7rWNlgxUe0Cc5TtcHNTdyQvb/nl0R5+6qB5P3o6aoM52vOA9QDeZIxQoBOhL2OIigVEISkSexNo"
    "OFWaOFmETHyz1Ry7Zx9urAe7feF9xSVbJrATgiUKMPQ6H3YCwIbyY7yBkxjJi+K0Lur4ngwzYpUYpOsIU6vS89a4HJ5Q9vbbNqgm"
    "1ZSpRfv+/yDidBmQO7pNtTQ3ar2RqVUs34YR0f4Z1mut1emb5d1hAgFP0qBraT8HXB0diSwn7B7Q9UlHfqtPOhd18GlGxSHabuz0"
    "WDZ7PgWx823On8oScLc6d4/9IQagTHfHUn3adklqgz/iusIhBbnI5St52LOidb+g91vAGPyJjD9GmYp1a/f3Ko4Dv+swRkYjJwiE"
    "rbDRII9RAigcSHe8K5wK/Ri2AaCjw5WvACnfjDHB4RlY94YX5viYuTpsHhx/k52797fltvntJt9c1JaAkAnCOxa54NRSUgPEwW93"
    "P6IEfgr5wbHhd4Y+ezp4uafue72q+8WS19qvHemwb8ifyTgsnNaGYdUUZn9NYJDyBQK3HjdJhf1ub9vx0jFl1ltx6yIcDpx98U40"
    "51wJYe6J4JEhdHV9S31sEHLfk5ajMiHWntZgSQDkyJwzwDUNAJI4OFpenSYgROskauE3/BXOxnRvh9wL2tyElChhRv7E/7j8c7c6"
    "Ys3IHUe67j/NjWiRa73diFhHJGtcKz/wNMylwUfnBR8UQlCizMH2Z+jL9rt72jrL5SretjxO855tjeOicK8lyOrU9csCJoeb4Gpc"
    "l5DW242EvCcvr9A4jeEZ5B0j/UxyQ0ULCAongw2w0WrE1mC725V6z2y2jafdqADnBcNkQ5pkASiPbvmiaxnEAd+qwKBlBC8Blm6r"
    "hIOkI/dxqFmqgEM6STy26gVLbXBQ7OES4YoI37F88d2yUftXOEbFVALBIU7tO4X/4AyczOQamSsIQPMrdAWUlKw3UH0qEdzRcpd7"
    "TiuMEumgPMBDq4h1uTs3UtyHFddfh2MYz/XLma8ufOGE7+ub3traMDAfdXAfys1wTgXhy6kBUimz/nWBpCS0vcOPmbA7ysRwqEoO"
    "TK3Gy3fUHE0RmI/GGeI6HIbCsi7PJYFz2fqfiiZdtTZ2hyr4faGZuTs67Vj62ngmqbGW59KFn1bNwcA7QAMfTu0PoC5s0u8BUF3i"
    "yZz3BTefGx2QSMkPNbTvlu8m/NjFtfb7CvrE9Skm3+23o32sMY1w35tUmWqM60P7BgFxcJBvOaAI3mDWCAmASTtuMYYT+6OI824E"
    "ktoKQ+giFnDxh+LoqU9SbTtZaJ4MYMpXPmukIe/OUk9srF1u8eD96xH7P54R4h0xXzw/hOsaWqEAaX3ZaTdYkUEjduKxbhTbfWor"
    "Frj2G0s6SrZx31IouJ+YjaSbWjIQ9CZFP79P3kO/tv88rbBbIfjBXIh9zp9tNYYlkEbt3IsT7MLSnUmq2eidwW5zV+e0398syn+q"
    "oanc7quN6YdLPY0veJpeN4TZ2MF69eGy2rW15ux2nQM1AQJ45RwuzzrOGvtdUr9XUlZIcR6AU1Z36glHRj4b0Ni7UuHrYM8KlCqh"
    "DmjPssGKveXgtv0AdpzwZz5ne82Pk5cGmHeHg39AxQJtmRD2kWa4OTzedUZXezpaJWg2YfXHLk5BVoPxklJTzFAPV/vN0FewQcMM"
    "+qxkS7AqTAo6XLkjeA66c99pfPUBg/PhXg0PV/oZLOVIjDYKhW9jM0dsu7M2lEk6A9ZlO3hSUaCdRbnJynpQZ8Ic/TscNkeu0SCC"
    "w7vDCuC34UbRVH87PRHGsKH26D0S6R2eDYksQyUFDtMNFyesEHiDM/Xd0PA0acNDe3fPCiv0HPs6mQm3CoquzTwuJDzxhlZl4cio"
    "SkKNp8lJ5PoEs1N4HEeE8mII7ZQ0uEXoL9Qp3/i+oVYuhEUCQ9bk27/tSVZXdaqbIWwZoZVMG8O27cneCFApdlA3M1IYFDuDwQQu"
    "u+Kzztpt4n5977Y9ERh54oWdhL4Llp4g9Pue4wjS6dhOdQEiJr6RFex7H/Hp/HmCOCRdBI13A+YjdgtK/9VRlgmNvEUG6wN0gfwx"
    "m3+6QCjwGRcb3tN7IQbK+pJusPGWsbrR8r6ATAD25fpO/vD5SQV3AaXGgE+IE+8028MRQRGNuPtEdW7nyt5WgF3I/edAQ2AZppUE"
    "huv43gApbU8MisK87TBfKynoSXtNKj3CMXQlpVWOPBGYUD5qoGSx28gM9r8FGdaBMyusDhQcLYBmBs8HSaSe8cwMLRgl0hdc8ixM"
    "9TEhYyi3czngMxH6doaHxTNoXuSzvZ1RFi7NHNDa+366gKCGnTITGy5Gvgb/ykbQnyHMuntdmD7rT+nKRjlWupSEm77DUHHGX7Yy"
    "oWHyrYi5e9hfCpr/Zvvt8dGHWHLkgrHLbZRzFLZMk/+jPHyPDBfLC/wZXNjc/GbU5T7pvwI54Ubu95YjMk1+KR8tc0zCvrRMTEsx"
    "PttTsmKbMDnFC+/B4RqdsBevgHn7uSbSihCfMyZntVEqTlllgzEUZ5Bgp7g4H5bqydrnZt0hsos61AQYPNBiHH9/mmxjo+HZjak3"
    "/Qz8eN2/2NIt8DAY2Pjrqx3rP96Qo2D1fSKtMWo8XT6g+cfXrnzTfvjDnr9qcYZAIvsCugRcMCYY2N0+7v/6SkVIl7Fq13DEx/2l"
    "XuYxKgCskepmUvmgm77HLBMbNI+p3bhW/HDRtKU0JnwfuB8aw4OfxjHIoY0baHJnd2JIiOsLXAJwup8zuh33uI8LrIIxS1clq2aj"
    "p6WOTTVBveLpPsh1ArpsgprLS3WKV9+qVdp5TLf2/Bo1sJbuq/KPfizQszLtvinSkbKXbRoPNAw/PjoJ3U60ZVRr24TTEVGjPikM"
    "AyfUF5qZYh7hD/qKgXNMpPL9rLkmiTRKjskQioKnSJTHWBZ4TwRWIQMvWzll5OyP9J3JOKE61INiKY555P309yrOfewz6qriMMgS"
    "17Dn2wyJtSieUW7dTC9HaSciJ8TcKr6HcRxB9ApkPZzLAUEooYp+CwkKBhpCPk04GnVfaMnIXyOWX4TdcgWJa+OPJFJObL9SsAn0"
    "8SSX/au0XyRAyEGi+HEF94wkH3zc+LfMAH7vD57ZwwNALzpZ1xYrIn56ItZlTClblzF/sg36rZGDwv5fHMmeUWST8Fea4vT2dKaV"
    "AUgeB/aiD7M7kDNOCs+cVQsf5xRxESfo2PwZmUEutU9905mzoDeBAeb8lKQCb7hFrXrmPjvgTvzo3UumLJxMxSD3weCzIAMEoxA+"
    "jeTT7GUXq3fmFjnDy55p7fPa4tJ8sgEfm60Qt82RsLbeseA+rAjgOgWA9dfrW1J8DcgDDIffFUa422B3mFQ49k82MUbtWQEYhPYY"
    "EN2HsSPg4OcFmA1qGsHdF+hU/NV2t+2gviuflWwQhw808xvQjb/IcAsYOJOq3s9Vo06eVTJRc8j62gqK5xp6IcoY3+y5Ld1nXA1c"
    "lJZ9R1cAF2IgazsIvCdmqAffwgbpVD5UNgeWZtR7ZkJYa6kKuy2Ci24jqbMpBnxB9C2HjYps7MC+iItROtgRQ3/suEIz86uxX/uA"
    "6vKvhhd4m13Pho7OKDL4whXSi0GMtn9dcLj7r+5R/bKW7G1ZYQAWzIzZHzyL0nxG3h8+KDF0vKtfJjDYA+ydf43Vr4l195dJZjfL"
    "QeObuP5rueCq6Vg1M0/uDgczhebfLWYYgIXTI9RqxS97S7Ra7qM8O7QbsI3y12rX7+qXdca/LDImb4/jTfLMLEVgBvgktbBGvMRe"
    "cwuMiR37P9+G3EPA4tL0OQhtAVGzANrSd/IaGrnoM36dlqrTagqiko8JzV+ntRG/npaNP0f1qO1HveZHc3005o7dUD0u1aOVvSOZ"
    "Y2+vbs+/etCiNXePP6jIPdWxi5bHNXA0gBB7KLy94gjogTEs3LnykbhX5YbHXlVxAokODEAb6Fccm2hQp3kGyC2zcZQTBjjhghMQ"
    "4FBl/HG1i9PeD3sxK3EPVN6H1Pkl+9PAzEO7POlt9PhYq7R0ant1zFE8hsXy1hVApegWKr80HfSw8viYekz/Pqw0mDsvP3RGWmfW"
    "tCZcC7LblwuWLOS165pRaII9lvu7kVvvIB+PJbzQQ/NWo2CqGhtjQZrsfpn2txf7OCUsrRs8pGbysMQfsLqnWYmHNOvilLmk9L/S"
    "eOKD4eogDFErgrpD2ifwOHwrEHXgNEH5CNO06gAeH2t6j/PS00F9gw8NFfgr89EAunxrdR5P+9UNy62Pln83YF28KD/D8kLotiZQ"
    "F+eYJ15MfX9rx/6lGfvFONV2Jq4MxScybOeEoJ4CYiCYGFQP+qCsMiWD4ylAc36ZZN8ZpCMe85QQNv66naTM23962sN2CYXbFCcZ"
    "huYYR/sWZ2phZfXhD66OTzeWXq3IMEqe5ifrhz4TZCy3/VjFNkf3i5PKnJNuyRlF0rN3sgsGxMzzp+kc4cczHurNgdU7zUI8fqwA"
    "YSxA0xqVG9gwD471MHAArSU259LRg839EdNLI3o0agPC8an4DPOxHOC1d6zFJBT2Tq2/KnmbIrQSMuehgbTqwD/xnQP43McnuWea"
    "linHZsW2NGk50N3k7UiqOz7VRJi1FkC6IQxOk4HWIHtkqOaE6R/5SK+RWg5wGfkhiibS5dUNRyVOoIodw5zehcxQo0/kFpOXe/BS"
    "8Qu6/D83QsRjaxczgtKa5QdFM0rBGZejDkJ7lT7/08etiTOwBLxJvzkU3vjuxLMDrvoKhgI6KUYX8wmuuZjsNwONeEdqH4zNn4Gf"
    "9I85bWXdw4hta5cNlZft5ogS2llx7hCs2mS+KuHYTbhcJcL+bGEYPo9UhVEnCszXofaLuQ86vLt5eIj11WmNJkDNge/Igww03hv7"
    "K+CtQSHhwpa5LCE9LwxT5PkwxonYxhhzKVTLQYsvIR65zIMQ6VKaFlQGA+H25xsJudrPXvp6ViNiGipIlnZdTH5FN42NG+jV/uZh"
    "my2Y3NpBHWQ46nmJFO5W1oTmWWAb5butiBErqz0jcAs4RN8GWZyJrZLadwfG/IRHLXz4NjaAP1ws3gvv0AriiGVbOC+MfQ3ABDX9"
    "U6HzUyfFE3ZjE1Z8N3EGG5UL4XR4A9agv9LB8G7MI+fKssI8jYFVHTmhBl4qjoMyDQUTPon96Bj1/lbSNO+FqeORafftwR0/kKY5"
    "AsQncsJTISo/9/CbVGcjeo8dp8bCm38grBl63S4LdDVGk0uxycN9hF17OiYqzQmk7UrarE/3xkw3wIoAoIc9ejrjcIdqOCGyAecs"
    "0IVsrFPfi+WcFAKm71Ujj0maBn/IhNHXCE1tUOh//GzSC78lLMm6V4f/sbGp5H2dslMGfR+oU4ZZ2cPK/ldQthvvpwiglqvFhiED"
    "OHwTGaEeqVxk7vmquL8XTurBDLcq6rteHyuO7iU7miL51gLBUvx7sj40uuE5+MscCoo8wZMupYeRH+cg6PUZ6avzkUQ1clSMwntI"
    "KjZwoBUdnnKoqjligGJCiNdMmvKwDrc8DUhM73SFIWm6sXRxUnkTZSOAhFJ/RIYbARChBcrAH5s6vpnYQeAy2HeQd6bkJqmSa1zi"
    "la9GAxUa3n4/y9dDwqLjUBV2Tfi/vxg5Cmnn/BWeRaqvkJQd2F8WT9QQoHgZLHhmQ/k0P1EE+FDoM4A7ajBFAx1f8T6yX1sJhGPt"
    "xsmz+MLZEAjJIuRDoBUnPrYfY++yBThh80xEyurSWAYZ0+hRFG/vyccedA8s0p43sH2SNEsmFtvVIr4nvCfKATlJPVyJmKhBWhU7"
    "/wF5iDeAr0UDateCauE46Tsr2yHkZV4slCQGJi0vJKPhGKd0+oAaWOm5Gr+70NoC9uSnJ3P52/ytecvEnGFGAjM3oJY2xovjiFex"
    "EQbezVKP8VEcsBJnY7j/YdsFD4aj48THCWby9N/fcPZcnqf9OLF3xMDbXtOyyzDrCF5VLjcKJ8TGV4RsL/uQm7zIc2BZzdaspWoZ"
    "k0a0hE8tIOK8yUhVjrpFhKlLT3W++q7+5XPF9rYzM8plbB30kQP9xlhprdeTFoPzoFTBGIVooU4lw9dfc4pSWSFBQSG/tGYaSrx/"
    "EFqtNeHA54EYWLxY37mX2k9RRbz9Z8z+ji7nGiryG0qlPCVF2k5xYAr8Mr/zyyHKtuKhP5Uf/aNZhmELmjWPkMtyPhQkYx78v5qQ"
    "JmwG+ZCsYOqWQjYYqETUvCPVu4fi9GkzjXzsDRRY/elUhiUaVh4iShxJyc/XdiFC96itGeFH757iVyuaFiywD5uOghURDoYYYWwI"
    "z7dKviBDYVj5yaMpHHPjNJaFOXNOJvPwxqVxAppIrudaB3iDozVnIB+HBNIJPSDj+BlgK0MXgrQEXBK54hW8HG9iqYSTt7tZZWIN"
    "X7cPIgTKkuU7mf0IUCXC35UzNc+h/9Fb3ZiNt1tQrETShoUNgFYuix60RmkXQK5sg7qhAD+kEcqVDn1226msDPHNSP/dobwwYgOl"
    "Z0cpVC+3UBHOUGYpjY48h//5JHI0O0MBVRw+Eg5fkmoDOHW45VnqddgbRUgzWiVtCJlB8Dj0xujTUlwf2DaxrRNWlix8edBhnmoh"
    "bKSSOVwW0UUOV3dhkAQEgrem0sFKqaHfmty4GuYJoDKJki2FKERdKWCaaXQtTTG584Cdp2blyP2XlUMGDB5tElFIUJFSCfWpDSBN"
    "QgTy4FwgC7O1H3vnPERP9X/5ATe5OTRebufzw62lqJ/DBuPmaYaZAcW2NtBl8lMybZRTyRYP3FeS7BY2+vsu3ZuEPLH7zofzlXiB"
    "+sGVjqWEObRNrlL/88Q+Bkhlq3kWtNlgFeeo8leh3dstLfvaWluMKlpB4jgs79H6HdZN4ylngwtLW+ZtauywNW/8sUh/LPJXi8ve"
    "40DpelnIC1MHf+x9Jg6cZR5gClvCPOULLIrbJtSb9ImLVnhdITd8dqCOrS10tAMsdLelgsxqDi60FXRjdEpldDhum4GwHQcBbc7e"
    "RbDPAcJyFXxWFIDokoEP2JzaHGsigmdrmfvo6bjNjyltaCCzPS9MySOOsyCOYgpMDj4clnfbYTnB4FZLHmAmN9XN8lCz9T6Mywsz"
    "kNDjUwhNRbnAo51D4mMJRftyNOhHqVRIuVfmLw6qBg4ufHsQxtyq86Kx9f+RJSYyZfiOsNh5g/0JfuSEvM79SXmlGuP+LqBcmTEt"
    "wltOPmLWducJi95Tg0+11oWFfZCx8eObn7p0EFTUwDKpbOBi5z4TBa/2AqjN/O773KFTiBHE9qBjnz903VhdeRBeV/l5ePAUE8y/"
    "wT1XWDmufA/9pEK4P+qtned6q0Ec/CNtK1OicUxFO3TkEwd2k6ZYqaftxC5fD+SHRgNp7nSO7tXhD8x9KtJPmkGfuP3SCgyuT/sp"
    "oSeWA9ioZ/JYoFhd3oUG2KQiYmdxnhOobdxbuXab4nKDBF9PcG2FbA/IubNM3LTvT7pQhHM+R+LSkcDOTXJhPoCNMqg4w4b4SU+7"
    "r5PafWIJZp28D+rGPA9GkVgu+wM86Ba3uiCf06JOmEbeUprUd0FUDSrfq3p98SKBgxjdKw5BjHjcOkKGWtVLxxxCAB38Vs16+Bti"
    "wqN4Hay2Xrz4fbHjKKqg9/63iGIzJkjI6l6ZXlkz1nviZHyPgcs+aCUznydLvhdNaY+UnM9P/Y8i/HlGoO/y/Dvg4+bim/2W62VB"
    "51d9FjpaNP4oIzBfOHjxx646LmeUf7GMSjc7jue5hF1+MvGxYVXmoaaLONyzkSyKgVW8NgLnTwZqLU0IpCz44pU3FgzIhNwjnljs"
    "uqKkyZIVNg73zKxU9YdJX0UqaAaQL+9oX1+KznIO/UQs1U4Niuz70sut/6USrmmcIvxDnBQfs6cohk5qmREZZz0uWqT2xNU1rugz"
    "WSNu4T36L3NqumxaqWAB94CLY8nUl/VoLobd/goNRLkzPbx03+OWWwN7hElpebJRBwaL2P/rbwvkrc/OUTXFo8xdYP2yMGJUBp1o"
    "c1M1zwGYm7HEsX82btgvZR5AhOolPPWTtpsDrIzA4+EuzqS8UMcRBh5S9ufOsaRhcqfUVi9wDDJigsaK+zZVhcGW3QkvGMTosTkX"
    "JjLi3JkwGAY2gnXDj9fx9GhC1H3epVzYbmHFltgDunYZz2mOBskXOxCkL7/js+74D+RDHx3GyVpDF9AHt06lO6NksSSgvJojq2Vp"
    "qTlA3h/ls4O0xyQ3zdv7ZJw8PAXjGffQLbR467GPkOS7KGG989Vuv564ICzbG97sSfZ6NqCZ7n+qyQTnwWrIQLkbrsumgDB+VcEw"
    "qhudl0dDExn63PWEr82ZK3NdFdBQljIHPGnEZUKZezhvviPxhHA8TEgD/mclECZzsYy+64RZMsteCpYq5MLeSbYMNMmERdmiD3Px"
    "L2+pBnvwuvBNMBMz6SNZGfipaLdy4vYflp4BZkbmrhGykRd8KKoxmsGlYkNUMQKAkWf5r/DrKVCjyNlODmpveGr3pj8tTAyjhtUe"
    "eSDte2BEF6Bm6U8ESlYQ45bx0djHZ4bvNgq5sYIMe0snqRnpY+0udjrQnfzn7liJtXgxMkpJps+3Itr2jKSMkkkfGmMh8haPfTHy"
    "l+J+Kc5fFscDU0vTw6iHSWzmjfaKY4tLc5MBNPwzAmsG5nsgl5ewhGEXjjJX12X4yBhz99MYqRpfuGrGQiHAxr3Z9tN+nFZRLGz6"
    "xx6sCYsRcWh6HAUbpmNieJGVGfO+mszcgYclxhqUbqakRRgN6pSnomIX1Afv498YQ02t5d7UoUWC6xvepwkDyAlaS9NEtTZYn5sm"
    "KyzYwuyGKqeZ46d5xvW0T4Ait1w4gkKztHSatgGglplOsKY70Iykw3fFbQGafnabj1TgCfuPt90h+yccFRI7TGDsP/CQ/wLtnurD"
    "TGRJ+Civ5PgqjngsWkS+kONEnH1Wkkvc6rOsboqySyDtEXcGJ0Gyvcri0MgS74nYjwI22h5JyYXM+MgS123E3L7b9G4a35brlyUR"
    "5kHK/MEktlDZqTsjD1zIiG8LpWPNu2YN5KSA/LUVK8gUSTrFxQ1O9NeE1qWAO+QJLzIl6/0XI0t9Cljb6sOYRUnIKPoHB92uCQpz"
    "+gLO/3hF5z2d1NGOjr21KIi9oLAc4KqVzmRbIyj9dhE4lNLRO0V+pnIVurMfm/JKIoQbsv4snpflxxbGqQUfx7Qp0NskQp1t9kF8"
    "lJpIFNtoB2x6YUIxMbzFDfL3Tz9nyoU+kb6BK5fyjy8q+QtoWY8E1DLopGgcw+BmEv4ZjgXBogwi1M+D+2Re14y9IwqShlxF5v9s"
    "YVKxKvqFytcc5eWCQlhrxViMouDs4+A5Jw30yGGZHNFd1qjE8pQopS+1NTCSYx7WHvjIcwyvDt93PTqVmxJQHyuXzosaf36fZxSz"
    "5fJPmWYigXKH/8AYK9wOClC5j1363Pca7lef5liyeVTg0NAHTjXXu1acITUz8mKvqW/DQgW99l2YIp8Wb8/gsRNBEZx7ZNR8W7pL"
    "lQYu8lWiCfHw+dG/V69WM95smVsKOw7q4RK7EBKLpyb7TG3wTHD9gQUrX/bJAUe7ZgL12DPSPvLdhuAmx1BgQuGm6IA4N3LxVrsc"
    "zJFS4Z0uXxtadnyVU+3as6fT0aVREgMDmbrvD+2ITpYaN0RoYMDFnrWWsTCQfrBvwxRxhLLC3Ia5nbR5gAYblQ41btfObU78r8Mm"
    "MqbVjXHa94DcvO48DBz6aRNm5032+G3J+f198Pj0OytbTEbaXyG87lYPV0vyDpmDRuxhWcguAokiu1cM+TUE9tSo7U+7wR59RP1E"
    "Q3RYhBDMLKUneCcVvzizepoMQxkrSQSwCCj7MnQ5AomqSwZMnvHQF5HQvg4776G6yxAqIBC58JQgDdOTnJdpiCCcihuA86/CQ7Tt"
    "TuLTC74dWPLrj/SL5Z2Jt8/B7l3YB03bu5q6OGfKlOdmP9oBxIAcDkalcJVklFMeuTBZ/TQXxy3BqW1w9br1OMHJTaRI15SuMyy5"
    "b26gn96ui2Eg9HH8zE9x1LS9dW/cilmNN7eVmffbyvBcN1CJqdvjlTBnGYKQYlRQ6pRm71xnn2D14SPMtCw00QFVznUQYMTm1lZT"
    "b/Ubms2iaXZIUAeuhLYkHm4tWIvWj9Oe4dUyRPhBPYN61DerI048g9CZrwH8qNVM84gNa4eudMA1oL96LuiRT0d4I+6/mlPGSN9c"
    "7fqo//iKF6yKXvFwTsYxDqLfFebrxp3eRBebBQBQb+ZUA2YIju7vCDDZgxUijeFTzn/QMeDhu239pI36wMxxTErOmj2Ar22SNbb7"
    "cenJGiT0U5fzVg8I/0Fu+LJ1eh7XFPRtCT23iCNndMa0lxi1cntGqQwFTdWOuVhp57xENeeHnvEXaaXNLE0qV0yKJRQ9NPUEFl/s"
    "A9HRVQ3SkYR0uU1r1hkk2O5p1/yGu8DZ6eSNtHNj//8xDwE7LPRABMKJmLNMmcjTZJQOxraUYbRjAZRhZx18OVvKL6ONH2eeK+tT"
    "LnNbUaEcTi0XSxJ+XNyBBRHnwqogHgdC85WC6JhMUCLBzyforw0oLUAO/kiju9YpcKJDziSxuocWhWiH/s9RD1dlMljHsi5FfGol"
    "Z5kldZN9H5RerF3G0Vo0t4n2FwdVmjx7nyNBdJWUjb4Z3mkFG1ZvqVgXjB+UmW7RHdYadr0M1pJMeXPjAY6/z95zkJ0+5CsQnxvo"
    "xeHeb61FgFG8jFW45ejzvX7mAOB+slwIs0bl287/I+xdfmV5tvSg3bJoixpgMeExANsz0zBj4hES/AUMkJhRyqrMqspT+doZmfXY"
    "g5Qw/A0IMTF/AMISM/OQQJYsW2oBYoDwyCAEbhv72m133+vue+9vs77vWysya59z2+fsWuuLiHxERkbGcz06N5RLEYJN9CZXUcAX"
    "q4fHDreTioEBCOx3Rys6O7KUwe6ulFxhh79iJMGOMrj1e12FvED2rYOxp07+3zv6fO+wQM9aVtV0stNBqBQEy/b2Git8EVgfckuf"
    "XUUxcrHwhaSQAvoSKtwd5kDO5PWBTDULcEJmpOzqnB9nNY+83405ue+ygwshugmpme17eBEBjCE08MYtC4Mc1AGFWam8epqvpJCk"
    "CSx8qFEc99UOYjz5XblS0d5Zsnff2+Katg0wRWwA220aFIw76ZTDZyfEWY6sy7u2G+h5y0GXBFtjDNs7OfV5T7NPMTxAEvJ7MmBl"
    "erYGx6qsNZvnBj+743nYURqkow33jmZBjaIRBoWzxovniGEq1XaXw/liA8bOHq4Gs/tzpZsUpVHb9W0+11FnnNSbZpRr/cCvIfFV"
    "L0JY24w5DiLm40Odtw+XLa63PDaW5Wa6Ss0SXwSrGJoJiDkksIGLHAHgIWRjLznHy2yyX0bKOugH+pBONiTjmAbG6lxTSqHrteVo"
    "064WASjk7TeGM+kXUYYxqpMAvmTw3NYy4PNHBtTKGfJDKSMBoHZXjwVKm2l4o73X5t6NMnc99NowLLb3wWx0+iz4MVGOYDyGfDAi"
    "KhJ1UgYebn6u6zES4h3Gdpf9kcskg7M9ha6ylQZHeO3Wcdg77pkTXAu2fgZ84D0cyMLroCEmyiF5gGIYMk5EpBdlfsLsUowXwDQf"
    "bLVL6J9lP9+qwupyb20i+m276IBqUtGYWjdozN4NlnkMl0S5XaK3NkA5HnyyR8VHYVOYF08AHT8SG2a0pTgzKjnbDp3mOMmu8SoI"
    "u8P3aVOCcLHUJUnuflSlvU/qULLasPHUzlGXuMrQPGEKTU+W5rHZ2AfY4U25IFI34ZniE8ljLgOg+Nk79svAW19H65Ls3zYNEyIn"
    "HNHuKOrgLerccpDRd+GL7zVhmDcOtBQXIikRtLna3M8ptKIw6/NDrXA3VztVdxoBC7X2TZKaptUJAKCPzIFkiTkG4HO7lxw23u02"
    "7G+JYatxHOT7gNjiNhtpCLroxiZm4K7mVt6Dyxz5olmyQQG+7ew7dHMd+MYRWEUiFBESyMTYbbL24aVwI3LclCJdHwpNOYebc2J2"
    "AB+jbL5e49TwfIkr2+LHCZhEIGqs/EYhExHPUJD41zRLto8JB6YclIGDvygMYMLwNTxWQjqMHBIL4cLSOSr63Npc1miu4/aZ37JL"
    "ZBue0YFSf8VefVV2PVb2O3RTt6M2HgC0TmSI8RhLf3fCCMLBlat3YgSJw0trUGjPvbudANVlkO3LsabKczEUdITIqXAktQEvAa5l"
    "PrNlwz5FcLTJceD5ls/8ailc0cfpqn7VQ40j5YYrShZB4xLYrrIftAaN4QJoE29tQ7LP41QL2D2MM9dQXO1u6cJZ6w0zLiMx6rfQ"
    "s593vcxAWCdZUiOit0FPj4HDrj9827kpFjHudqww7cLhmHEQ/tCuuTPJl1AsVr1EvsaxMdvguF4VvDQAUQNnCMO4rGiEMrDTj5CG"
    "6Y/2REccNeEHAwXcz+yN2/Oc+EOYFs2srgZAabidfud423X2FOk+1oLvN75dIor7hBHARwepXnb+EZlt29OgQbhtyxdVvkLi2yAq"
    "m5g936nGTwuX/QkKodYvW/toGW/2hxEqOliICMtdmKTbT+1a2smbda+Njv5FxTJ2zvrQp8T01ANfPcJ7NNr9LPPicVR26UOVMuyz"
    "eQRN4hRUFO2/6FVyZNOHYmWblaz6jX5lKK163EY40XcwNgmUedtGcBDUbxQm18NjjdDlm/pVhdIXbiOmDwv8OWKwbmFNZ7/j+4ge"
    "h6UPSEN40HfiuX/rUfLqloZxU4pTO+gIm9KBoC7LBInx5mHExvLWrUkKzttXvJguqxa4gCa69k2srHP0UFDsO9r6olMvjC/tB312"
    "Y1jkgCRS15GNfF+QcccI1DLUhXSVf8sSAFNb0nHOBMX53UZ7fveiSf88QPt8G5XG4zas4c82Io98NpFym/o1Ynuotsxztcn1fLcq"
    "QPcwQNf3B/wKG8+eixXtpZm9hqE1j/EAPKNAyI22kgLEkh4jIJ92JrJ3A2NPlImj4HdRfkOoBHGrStR2scY/ppm9NQvZSSFEIjGt"
    "MI63WEPQoh8sm4NleqDWMxhXGVYtH1hWJNGu5l64u3M7OymUTRoo+F7s3B6j2J7VIUOa3tsEfYDsMasIdIqo8zBBg8RDXDsU3rwi"
    "hpEUE0nG+H0pB0PQiOlZK1np9ksfb2RV6UyLXY6h/RJBtqbGYUwNHMI24G2w12y1gzPlBarFBF5K6VKflDmfpa5Q+bKmDyuNo8rM"
    "OvWe4G7tKq/IfRrnSWDyLPoiSEaRrNdKkOtGOInt4feiH6iKST2OHevUkFaDj9iMpp09dHi0t5cgWrnCLIiMlp5jZjfLF/mRjb4M"
    "yt1qti+jfJIeZqKcWD/kK9Apdz/Ec+kmc4dSVR9g1xoLSIioyEf2WO6WDxrB9vPVqxP0jdTAOuMhAjJ/k003RjTaqJHH0yydWF7R"
    "wUqq/WRbtresuZ8QA8ERiUzbgbBU2nPtjTSJ0WJNPzUDyWqBnCE6pEybSOsb5049PYY1aJHmsHQNTRuEpNYCdILNoVcZWg/RK9pO"
    "Fn9I8661heSz0YBMURjoT+vpgf0JESErwYSxDMPTBuUPcy19jBunsoErG6g1KQfrdoVjQH2UjiWV5KH8vhTEYtpGLn+Fa7Rrl+aI"
    "tQfO4cSXE0EMchyvzaVPIF1h+nU+6SF8t77t4zwe6R2EsbQ13FuTxKbRiOqog6hMHky7dfR0g4GDwflT3IeFMpfIPQDH8HoUVhQz"
    "2GsNNo+6szMpR6wCt9bC9w4/ZPBuTzf4FsWQdxoG1721ToYWJrXv5KwKvg9QBkgEaIIhq+s4yw0rvCZNxnBqmddNd65yEfy7hESA"
    "HJJhWCSUo88ibnxqhXhTmNZsYmCNjf60GMe3QMSPZvDnMroZ9yqcreYN1LaFfOTrJzl4WZz1LLVEGwyMJEjCtbqyIKyPovsDhTDi"
    "dTDq1E5CV2YHQNcaCxLZSslVPquprMirQw5jgTkH3IVaDnPykkPaGMxB+kyD5npa4zSzjCA0C9gDidK0fM2MI6RZEDGtkWaUAo7e"
    "1XhEMNk4cEz7Ch5wf0LuFkSMDqAcYvRbdyqXmselSlSif4Sls20UGtrzJmLcRSsC7m+Ad6SZeOfNU+hYD0Xnqce5KUZBr0KOeKkJ"
    "NDHDiTCt7yslXzsYIB6CcKXjKoWUCysDeeMmpklP7kSDsMkEwENjBDCsamth/iw8ww2hlkfQxuEi2KqF+KI+RWjswUmKypx+fnbZ"
    "389QzCzjWbmdPZsomSenzs59nXI3HKIOWQs+2JdgU3f77Q94r8faGO55rO2aR6tWhm2uRP8ZmAwN5cF+J/zs8LK10Trpi18+6zsH"
    "mHDDsioJH6Oib4EXZUHG8XOEUAAM2dIKm5IE9l0jzAWjMNLm/iiN95Bu4SdFVVa81Ky+5eoOwdlWZQ2IDcyGEyjdTZs8hd3n+aHL"
    "ntx2AaC8zQBh+d85zc84RhlZF1MMPL7uS2cM2pGeH8rG990GhvTWGqO+aw17GielhmAsumZZjNh5D155ZgKXayAfwysl3T5xfAhA"
    "U/w3nDxBI9pYPe25kmcw2UuysrEiP4/84M/piEb17AaxA7hKJ9rIyz72lYcLtptI42u7WD261DvpLYPZ4Fx2to3aDJHUG9uL5eDy"
    "TFzkBLDj7UxrmfEWybRcoeZDET6xG6CIgQURA5Q0YN7rCmUEyrHjUNe4pF287nKXwuoFoxs4fsCv2mVPNQFWNUXV54j2L8yDQiMo"
    "7sMf2khQuVVIChiDkv3wbRQJ8a8QwgqB9uF6xm9PwrmqATv5ahe1rFiOOZxcbYwYsiG4URE+VEibBXCHbClHED1JaAEI4Ey5RYN0"
    "tkR75QNWhQcILoHsvXXEwNUFANbroomxG7b29kLyz5C9HJQ1tp0GfC+hI2AAmuK0tqvBu2/LiCOS1iXA0OLCBCsI31xP0jc7KZeh"
    "aA1IN5oOL2OzkdFj7gUsVPupOgUDzP3N4IDf1qMKwmhlOJc/YX+eULWwhz9wfqmY4lCayBPYB/X87aG7FMqsGXAMHgFUeYcRiU/U"
    "wMNajMbt1FiYq98BUChoEozQiXaAd15NoyPjrli+sTmkFA6/eGdHvCD29AcrhcHNG6ghL20Kf0EkVZagBPbSwrvjxjzQH1ycdxji"
    "AHyQQ4Of1SXZQBvsRtRHRCUe+QtNi/3xwODGOFt8sRZ7L6weU2YIq3tNmO+xAA2+AliLyIc0xG+fnMU/ViE6ApmyXQiWObf++Bh4"
    "TfUTHabAaLeFGIW5fXCdK7Sn99A1KGXrbUzeNfMov59DjR4tCBfIJ6aERy5Bfw43l80NNHoS8MGer4vvwoXAdjniVVspUrjIuYaG"
    "fWSBYerdwfqshEz2Gjztv0uXEW/De8/FjxN5+nfpXGjGl+NiKF/TNYeRFjvmgl/TabvGFQlt1JPTXUk7FzcjscYa07TNPMRT1aAq"
    "UI2BvHoB+oUezrIhjSJu4VFjhHxPQCHZ0d4crKqhUZ2436ulGF3Dj2DYhct455R7oUOX8iXqlkNSL5Lx7K+ROHIjKBSproCuNk1x"
    "cXXPU24lM5Q9sDXsZ2xanpHmUOx7nPSoKepycsdxPvxzj5jkYtjm1fUS9at2UlAhnVUWWooHmNvioJxIyjYAVlBzQFdzuF/1m7IY"
    "5ZoancdYsUyjGG8xizVYV3dxGHUJwDzUbTFmTjVu3lnB0LZA2Jv+QIzkjaDAwv1bwU0lXo1I7l4tSjKE1fH1PN3Vp84ATSfOo9mi"
    "GbVbf1QBnxnE3jtbl9w+4cuHbqizGL2M9Y2dFnyDNRXn/SMy0R9I1v3hNfR03AhUpE3VBqfOumOd51TmvCjNQmEWWGJmjdNdwfXA"
    "qIS7tc6qwmJhPLB6NZdc/FFkmET9YdraxG79u0Xoi7eul+g1qN2RCG208V6jxjUs9fkKQm7HTXysqkU4bBCtYV+ezR4p4IUkAi5y"
    "HMFsvfA00eBNsSnQFKUM9OVx4ITmNR/rC2DpnJu+f4m4qGNfI7pNhDtifC3BTU76/PhfnhbNQsKlT6cpYYwaO1WebjXrCgvdY/Wt"
    "yr28p9BPhARpjJb7G1QLgGY2W+RlgDFAcuC5g0fO4Gou+pNcTxZ8upOGJNJnoM+s/HUw6vCUbMvuRzZIc5wEbWAk/ItqRAQlIwO5"
    "mYjZLCNHVPR82+vkLk5BaOwEdpmbTZCTGvZREbW9o8+bFCoD5NtHkhcchTGda8VTuNUZhJtDk4B/3wT2jY454Id+24WmiHOuXgj2"
    "o7f8vaQyIOpEUk2XalZYo8peQ74XozKbivdiUsbDuo2bIcgwTAV6GIqKGcNB3CNC2EFq1K6ueg+aS3yJ2F7fV9xfdSUOM5aLv8bG"
    "RkPIdxnveDe+zaE4wzoqZNWtA+aHO8RoqR/0RgYI7TmIKgyoOBv6TuoKM87T+LGfKh93O/Lpg4L+2UyVD70N1YrpRY99k0ESmh6T"
    "A2z2ZMTU294/5JsUpok0KdUWbvByl7WVA+zhEh1+MPRtKc7339YKzuiQuYhw7NKt+8SOHKBN8Fr6aHu++cdTdC851+Qh3yumtITl"
    "0aKxUpzsTSVkYYfKOe1l9E6SkQO+H9RtN4iP8THHymsMHa3nIPfiIRM5cI/NNZ5ZMaYHfpThMl4w5ls9ZeP/w3zY0cTuceeWdoMj"
    "sxDCBHHMB4bo3DCPA0Rnh5nH+8GWv5td5m74bld+WIf9sFf/kKjqYMXz1JoU5UItkDXaDI9QT1M0/FoNYWpmeBYdJXENUMVleFJi"
    "2iUphifF34ZnCf+QxwxkvGKggpnRG2xDGtGo4Lm58RmSwaizT3Vhz6yuEjjywUD4Z1bwRaXDoiCiNjx7/CQ4hi2DNXTjR/Gb4txe"
    "zPAceu6dG4gx0NNKx74yCl1S5Rhr9Dn+JSaxnI1KaTILYiKNfhLE9sExgBOCCxSHNOZVRZDFCqAW1z1QOt9nwEk+V29yFJ1Q/SD+"
    "Ug8/ipYeYA4NyQ48X6zqw28krPlh5hPpkk+K8b7itEg3Ss58eD7wq9Pu3T1CGTgEQMP77oHC/qbdezli6+K9aufdu8zov9d9fTi0"
    "p9371f5u+Pkp19u4e+8m0N5uMOxgcOzd/uwCk4XmorSBtDGOmKWQThrLWwr4O1fAF9EYCMGDbeDl1IjT/hLfzEt8mCDwyCoDrptJ"
    "0DCiyhXZB5oDYyB894QJbLyK0kihEJVEDeJc+xqtb93FAorMJpOu/SI7X+VOgMfprNkdistym5iSlQ0bA4pqEmmwIhWpSCcd2k8F"
    "Kc6HQYP3ew/57Pf7+24sdmgquZo6ipTQGoJtzJr0IbrZAt1a4IzVGMV9tbK7sbBp8GbkNBk542dtsFFMtWzGStIgBmMVUm2UY2p7"
    "hzaq4k7uWWv2Q/f1aWM+cB/eQpVGL042HvEtd0Z6Gk5v8SsoBmkVfkdhHBC8TvC+dSbD7+6fLaKy3TyP2EgoeMy6fhIxFNDwNSKP"
    "SlVVOm5QXpDg4GokyJ6UzwOZdVJUYWt7MYiC1d7dyAVTusmm8ha9DxnBCk7caYJr0bG446f1EQAtnAH5LBHQPmyKuwPnORcCvu6v"
    "vZSxQK1Afp+vvrOjP0HCS+DV5BoEibFCgsW2TapWyFbVUiSp1wFyc4u0c9wlKi+Fv4J4wU94RxrpI+pVosXiaEnX+RqJ1RK3S2LB"
    "r+gGAbEcij5vPNifFcDR/qyrhAfgCZTV42gJlvPSPp4SNavceDAZS+z3WrGVOOjjtn49CGSBILzVSl7eyPERAyClYFypl1d5gMs6"
    "e+GYKnrjL7Y/EtR0yzK6ZyvwlrcqrbaUmDECP0UlghCXw+qk4j/AGpI99Gcbl0rj4jbPRZFVhSyOALAVCzBNvMugrA+ej9ErflVg"
    "C1CMYiiCfpTQWmg5huXLgosYn2p+jfANpU28TzYUAe4uJDLSvTnUGqHsNDnjA9BZzS6W8keW0RHfDXiFtTHn7Gwk17Rfl0JSPs5l"
    "lT1UBhgDxIHKzVEPC8YiP2In0FhT1Cj7Y3+mzcXRXeGWuqB0f4jssZoNqpUuP9ZE7j0ceCydVRmMDpir3rMJ7u+M2A+H1wAAjdQD"
    "MI3Xp2rYWIUKEhE77Iz8Y1VQRSoUGzBrjErjRhI2TogpMZLHgIqDpgMBx6CC0JcJkITSeJTdToSgZkgQmcKDlMVRT1ReYBMRoPbH"
    "E1BinUQlh2GwJ0Gd4eKMWOncprACo/MkrhoQCzNAHUb6huCNAu7g4QUCOhv28zYJuy27dSMmo3KF8TwexM1O2FYWY0qjRyJnOppp"
    "cPqNJtcVJTo5VsjomX5oAzWq8jCwQVqptzL4EN249h3lIy9rcQb4oX3+SGQGBP2uNNs3rVdibdTiiuIonINVZ/dpvqfyhJbWeDlf"
    "YwPq2XbgYRuvxNKxSDaQ9wArqABrY4OuEnR/w7epXWrn+1Ww0mPKAIq56c02NZeZAZgPbreI8dljhXM1IpGRd/fb4G0THDmOYFAc"
    "t4NivDOZ9nacveh+CYfDWjfYdvhnpKdI51qf41ASULCkYccu3gCi+PwAsWYSNRZx2UkKgrfKmU71NrNTUYGVzqsMIiUf+nHDpsgK"
    "99kNOHazsKfEj2yoWGBgGm12EYp9IQV5JwDdACiRu0TYCrcnQlaidOAnQvpBbI1IqSWy6XfwFIAvcjWsA8wL9CRaPyLiihMQXwmF"
    "A7Q/vrGoa0OvATNmpWOqHu9AHtwDRIxnkagLl7OKYAZ7p2E0b2Mu7weG8rAtR6KNNu7SiXrrmRe3MxwzrNUxbZa01dK/79n3gdlQ"
    "wJ3GyS52oJADXoVIEEsZjjBK8DWCXhq/i3RzC4iXVCWQ3VSLoJQMsRjlh9f0d6IV2tDeUTqhSxmsQYmMRdhltV+Dmo68RK1nxDJq"
    "hL11XgP7GKcpapvBqlzRl5ytWVaN8A0R12QJXgZo9XozzkcG8KvcVSya69GVlvUM7AMkYq85beXtAhgrhEBIB4Y8GLZ5GZ9LDXdL"
    "e3VViT6fnJcOlI1UwdTLTurDLrnqusTBtS4cCsYO4uxJ1IsmXQoWqe8YE8zsXXGNLHJmwU5nwjDHjt3g7NWaPWLw1y3CiFw9HX9J"
    "KTN4sUGaIzchz6/aC9d/CWADs0sxe53wKPri4AtQRD4kmoW1J0wDCZ9rKO5dcF1u0DAEU9MyuGdmoCXmddrqINQLcnjsmzU1358h"
    "nU7KEybqOXmzqJUW58oNkN99KtSuCXAukKbT3HDL1q09Bte5Y+0dXLwDbtnWY0AUtzfRDK/+6Dzim6ZLwPk6nhtKblKwoHK2hzE/"
    "HzowLDd12eIkom/U8BpZt6hzK+b+OC2ghYIqvCLiWnizU3AJCKUIqkoGzMtC7mZAnLVVoAykh9BgjWbhO93Buz0+2jSPnTM5ltEc"
    "WxFuYsCdyrSea6SEV6wcTHExqQuV2XmSx/peU5E2+1eeFCPdNZCT7pcqcndc764nnEcfpAHhjJm1dVb1w/gMq5aVOB6JshpgPmil"
    "vZzRhvhne46LnWQVDK2sejHvXaTuMWqhRDIbajopbjFixGqNpo0drHnkW79KJxgcsTCnMVpbA5Ejf3PhfW1s9r5U63vB2DcCKUHg"
    "vrfzeLtQKwOKvrdoYQTXEI5oY7HvRYdibNOeNk0C0K6JBRSJ9XgMAfqDFVIBjvraH+mZ2njM/3onNC0dCwCcJNFchdGWRHrLRDcy"
    "CqIYGL/T5FcDAulOEC63YH45jeBIwdoh1wqg0amVEEMnnIn2HUZV3aqmsM2xJu6LMZh7l03g5fjpwgkpII2r0dXejNwkRHOfMjsi"
    "2UlAlnQfpeQKZ27zkxVftNy5z3gxvTuvUYpxa0YK5dEZQx4rxumjOAadRLzjqnmGfSyYPrafl9JwtNFdGT4LxsHKEe98eNpB74Pl"
    "3G7F9toi8azJaj4+YEjGwIgOgGqegct8FpAxBEOw9CJzYNANwreFdzbR2dE42YDPqvx8sIxhi3ektR8ID2B7aaPvymA61wQYZuh7"
    "nMPiIhF0V+l/iSGZJxJMzz29eCGEzSbwMjepYxbmRXwsCq5e1xSLPR/t7W3C+apaEFyDD3FYUY78h5cxYP/u527V1PIANmUIh9CD"
    "R0g2ooCoRQ4QoqnAeJubklptoGwfbHuABPdi8RUxJ12JwhrrY9JZWgDs67vdT98vRoqa6NfCx9SyCe1kXqmofT1b9+NFuesK3Xwt"
    "YjnI7ZSsCYkVZevHssrLKkzwtQ4wRFuSWa7CYmNH3eCAiiaoya+rwvuQJEJZJ9ljaE9e44Ktrvx3evIege0Tz18uYlT+mYPA45WD"
    "ZQ9WsOznruEZIxU0jq5pEBeRVlzWQN6M2dd7vxq2D+f5Yf1dcod29mWm4jjC+HNl6FRYB8VvDGRPGXUgzYiU+zWctnjPvDLi6UxD"
    "lgqnnCsSKTsnbCOlosUP8XjdzjSTcUwDZfD5nWcinuBrwQqVwX0q6C6xg8c8ISwAhSBzBnmZehOBATc7lRzn04/1fA3KJCeo/eWc"
    "kr/Nr0LTOczNpAjlRJR1Vx56PENXa58z0CjkZWoBPNFUJ9rpFkKx3yoSjk0JtBzCerzaKSfywSyxjUViEzt/kRqMM70U9e1u4hXq"
    "Rry8ivVuP+SFQ8CkjyyhM0tW347F6dQ37NLQXxai404TN5+2idkwmOMWLARsNjWjz6UOEYjaNiB+5QR+wKSVRshzWM3uM0g7iXiw"
    "xdtFu5eBtww5iHV2TRph3jqlNQV6wlmOVeNK69XWdB9HZ5NTK9JuqA/C11j35hHyjmsCLJx8ORYzrC9WsNaV87Ux30DJxvsAZY2u"
    "NhjVPr2E6ynXlRwbH9WXiI1rEDhZ+S59e2HoNe1HlzzaRA88tdu99kbbQ7jan51FbuK9HfZm57vrTMMa+PoAm+tLan4VSibEl0Cm"
    "FLRbx3rAm7VmDGvhO8kwkeI1oyskxQk9b4UiH71mja7KaahCI0tGI20rZGo9TM4saBemm+dUWhNQ4uBysIyVj4ZEhp/3YfLTJia+"
    "6CGGfBHwoWzeK00GZxAmCx9JCbs/kzMGSfT9hSRrwmZOJQaZkcTrI6J6dS6n1q6C0C6+narS/Svk0EZ7IDqgZSpucdZijwEuMjkv"
    "PANnrTYBnEew276F4RZgbn6I8aIAup+bdwyA85sTCVqXTkibqeWMuZdNINEoIDqvqCdmuKXIltv1QHC48H2zGzHiu++EPrvZYLva"
    "0br6eBqL954V0N0mEHe3RrruDHGHehP09UYE2JkfIwvc+0paSBeLq6sgunKiObakou2k9xlAGo4RShnRixDVVMcfxeHAYRfavrtV"
    "7RfmseGSTWXz7ma4oo+UjGSOT4S1jmxYFbLvwqT12JGHw5ginUGGe8IM4kYK1BucT57jyYCorWbN+8rqD44sc8Dfk0J8IocpQxXs"
    "KHW3JEEidBk7WVPT1W5O8/BeIXlnF45ZGkPYLce0NcKls41Cyc5H51uVGsfx1hnQYEaYJhsjsLmIFs+ENxdyLqaaLL8zU+03RsCG"
    "6reibvKjWlxx1K6mB/0CKqibxlmpygHaD8qBbKAoR/msBsGGTVNKfLfaHnS+z+BSNTl1vx7odUpYk2UPrccgo7jBtH6609ZbqAVX"
    "n4FcREEUOqmpnvj4bJsmb3bIFaHEeRBNYhPVRRMqBF8L3B2xNX0M9uHY/CqdravX7mk6N/jtvxUP8miBzk2Be5Htg9ORIW2+3e2K"
    "GKvQ9fsx0qGadj6PlXyjrT44I92XF15Ce1QHRbgybAQh7FNjdQA7KS5AgSGOp8frs/ClwK9pdlpDJ01iVhwNY2yWTrqfy+RjVgSP"
    "FK3179jVtpzvR5SAY3+zF9/TJuAtRsX6aRhjYqAs6EsdHoJ0ckxAMtja31sjNxs2Oe4mqJtGHgZR+O9lnWTAF7qS1VgUCSxVkeqk"
    "2pq5C38bg4FaJTEqmSsbK7A8tKWnQcSln/EBXPo7SSyzxtbTD+Kk1+dCmEzXYKrnDfu78gN7NKC4hHUzfFsY3BgplTZ7xbfRH4Td"
    "QQ6Q2AM4YqQv7m2VBa611fO6QlWqrd+qz8UBj1OfuRxL3jFci1F43Hk2QWRhDNHqMxRfxLZpOaisMTzDWLYw6gNBEqe6f5IDQzA6"
    "R9LdA6OdtxC6ofoswzAGKNZpnNfBwAQcq2/GG3VT4JMzXgSjUbCZhAJIWCJMePV1iwy0NadI4jynZRo/FjLKis+s9Ao3xdxROVRh"
    "7j8Q8uzpCkot8wC1DnCI/Cu3NGUutt92SIxRA7nxoKroiddyZCMtGRp/DpV9VHXyJIgCEEKugy1ezdxw4FRPc2TpoyKxJzqgqQOc"
    "yPoTmR1tT3OtB5K8RlWM7RxRNk+qV4fDjFsX8WhJAHEct4OzjlybCtKs6QqVgnR94sdlLLYY1ye29ZKlNHBfQrqZkjDIjgeFhxCv"
    "2bA3AZWVHIOlJ2DtH266kI7vF+YQ0ETQiLI8k/rF8EW7wycClGIzWuVpZlQz0DBJyQC0pOxCltTu8dP4ixW3ZSvcFnqjLVtV5ACL"
    "ryr49oyfnTMctTeDEEwA7uMz1qChrfFD/lorjfZhH1YHV1ZGBxK1Sg72p3vG9nRW+3tadoXjApIw+r5zVwZiPqIRzotnCsN4w+tJ"
    "WWHrNQjDeoqJlBhCKYC+Zb3QSUTjfxQWAuECI4twIhbeV53vfTHDQnRfm/d8A+DO2PuNXh1bESBsrY1DNypRMYy1A6iGmxV+xD1t"
    "8ottpJs9YtsXKWYj3WwxeAv9iG6O703bwb7zSxEix2V/nH2WpQiu1TumHRPh7OYvdoVTD281yd46/cGQpv3BpqQVtvm+fIowrgVy"
    "Fd1L/QGYdGQ8dtjEsLZuHRX7QFg1Qp3hxjNpFt9ViOvEsR9NztIEiPXtNGjqDpNDzDUmxXlVhSt1WgxAnMbQQFJa4hdmQbnk9ScT"
    "P9XHDDQliIDKSiFmCyjStWJGE1Kg3j47gsDaBlOmd5hWIWyL+JPT0SNv07HU/d1FPTI0N17SmnOvjciX2GzvQe3DJukH1yhlnVgu"
    "RtTEbFOhdvBqQeIH6TTc4ZIC36duXIL+pkRXEvmN6b5/+4N02ZT9QcZZV/f0eYwxVLzSL+m/6bGVyuIqNVP9UXoa0p6GkvZY89mk"
    "V8WZi+LD9SVaXhK/xnzxd7hNpocSWlk/sj/+LgmGIOC4Bxs9w5+Ungr0Nd+l01KZhJF+lPjYH07WVHCL6MfpEDmg1Zgfpdfdbzp/"
    "bv395WbnNVGKxNtYjhHKYQ8Pztoo2SRq6wq+6baxM8VEXQZV9lKQXh1ZEfWtQ10J6+t7CPydOdvYRG7b7rBSBoCntbHOUKNDBUVe"
    "7a4aZ9MsImkS4yyu5wPhU/Xi0CSE7AT7fVoh5FGWCxuBa9nlnfaQxKimkt7nqkKFtcZuPGAWNR7xkx1RAJw2Hn3zZTxqfa2sW9Xz"
    "MfX4LgpYBpCUBrVZEnof7NgmLJLYVdHGY3aYLnY5DKwS7BfujxTwYAAO5rQC7iF1SQnT4OdXvM8W9iwSB/Or9AbYBxKpCdDit6cs"
    "1c2hr8oQ+3QSeNof9sc9DFx5kFJriU+AR7CncoupdpKbn8ioqAPHopKH+G4mLZ7oEy/r02lOcYyNtH9TONsVk38T0mzLlCFtG0rN"
    "X/u0m11pLq4ruhQLNUVZV/lR3H5zrQSmbFPr1jhGgBMMZja9soW15TID7SjIHkWOmwe4khlzxHmYV0GzH0Wqbk4FTxnlAR3IphwT"
    "b4r6RZMBG7kpj1gdCuUIn9bkjW8lSC+aFZxheeJzbAOkNOVAPzj0vXgF+tOewk8K+RLK6z1i9MmA74/HIJReFDytKoMXftdI8crD"
    "74QMm8CC3Kwmmpk/nglJOWh6Czd6x7QWcOZqnyo7qM9SALUMTyEtZ9bfDH5r6DGT0TD1uoOolYU/IWmvVijSdWkXm/eRl3QIxWTH"
    "WDjgE4k4uoRnDWPcBpg8gBGg0R4Ukk/GOGCfSl/p8PKusBsN2xL0nCrqO+SAXMhkeVvg1InnLS0EZDXS4bCaXmAMd+W1qyz1IcSy"
    "VlVRhuyAJq5sTP3xUiSVKSdEEysXTcpT7coxdDFWGA7Vt1Fp4vvs6Qv29QDpYGfsh61ycwzeqTrEN83ql984exej+QCtBLp5vDy2"
    "oCClnGdL95NGA2g5l7tNX1Pgt5Dzrq8JWRlnm+IyJf6WKKuZ3MmyHD9AzAtKJR3zht2I81MAk1+Kley+WEmMcFZ58TBfllCe5Lt7"
    "XZcSefG2G6Es4folHOIE2Alq5jKn41kuY0+lMEVhWXy7Gi5hmMhNFRn+kv+cXRWGI7cFsEnLe0iM4ECCSI9TKajNlynEPyZNqikT"
    "S6bs09JErlVg3Mpeg/wIBXBtD+icQXSPCe+VGwBURUYk6vg4eENGXTexeSzk1T6C1YrKzWt4jckme9cUT8jxyNF8INmsok0zv8S5"
    "VDs4q02ZS03ZJu64TU90hDjXToUHVeNQ7OPq53yw8tPQd5bXHuPNFZQ7CGQZsLkX4g0Muk87g64zCUQfa1x4U4CvJsMqB+IY7SRr"
    "oGEhbYAJimlJ3gD1tnb0XMS8kAfiXchPWKnMEDNdeLNOc2nFM592NDNzrHUTWpxJ8xmd9mydDSqeOK9LxEqeIW5TR3Y5MMWXO1uR"
    "jnkI5aHKEXKAEQiGlvPAYhqwhcTdaYf9uIEuDDG7+Wv33xt8jYG2QpGuKcIC+hgc8GBUxHk8ccw1SwienJWAnIcld5EE5+AJs/Cb"
    "vWYbsd0L/LgD1tPiL0KSmpZ4s3TFLbYjaYpDdvhh4YEEIndtYMjq5oCvyhjU4s7dWwSslxrlYuadexDWaeFNkqEiEbAyPuzI59He"
    "+7M99MESOAdZz5aOsIzjuHaYenA00hAGpFkYIdfSXhs9f6PbRjBj3tlDUPkC9riShAK9BmLE8LTh08OZN11P+PNLdcpId4CQbn1c"
    "keTTE0YWzxS2rw3SDgr4RFayz/bvRGqO2wVyxcSdGTjR6aBM73mUFpWE3fJT+IZmk0fsNzRUOqcjIEHmwQY7Hzuptu3sezk8RaHQ"
    "QNA2O31GE02j7tBwTrC/ArNMILThN2HJFqQjRSot2E9We1ygXEy79o59vcNDLrmoEK7AMa59PLe62EteAJvT2g6kqj/IxjiBwnXp"
    "HKvzRPLSQ8hNayI3tkGcKh15hKAG9ibyEjFi/YI6Ng7FVq7vuE/FPFphHezPrn3o8fPxUM4bJvaxnrabrBSP+2yXyPBqFXqyeeah"
    "79NmmRof03RsXIZuOg740ZsfVAUNa7Q0lTYfRiFgcGJk5Dr/VB0vdKFnR1ZIbCoaMFv91kzYPYS5EhKMXdAQZfslAbKAASKs7Rvr"
    "5pkxEO7VYU8q7Eu5MpzrGOq9C8dKm1uxzu61f0M6vzZP0gsUxgEviT88gz2n8KHHdFKYzoXGSOGcd4WeA59hbeJDEMFdKcfFOKcU"
    "HKcM4OHsJbA/WGMXEdtEpvnYNyRkxakWMjETY0uC6izZAYToDMcB35ajPFfMMeUK6z4GazlqhXo8x6h+1agDAVNTgE67rw52GaY1"
    "RO5VKrhKkDLMuS4RF9iF5KMN+MAsGrdJnG7gEcoRxlek7M7Z0HJDfTPG/RJOilgFMDZl/BpPAaivkS7FoGgJVyqwMUz7JRym0r9G"
    "59Hg14TtPb6L3t++S8g18uE7OII+aAWGNuN0sj8uxxnDjAtqKfbbW0tvRXmu8bNSONsp1rZcbEAAchVNYEg54qebN4AxWzM4l4XE"
    "ieHm1n72zq4E9QjakqSqgfTPBDUpGKupRE+9o17nJ4asveAYgTSRXXcxqgfAlwu6l4EV4gxxQs8L0UmG2BQcqcPNmiwukGHNq0A2"
    "+cMs3m3L1YGqADlGeQBSA0TIofEK80xqjUq78NonnrdUFKELyRAOlI+nqfEb+VNkfWTAuyjHbBocMLzpKBCMC9w9/KI/wJgk5luQ"
    "OQFrUsZwlxm/Ei/RhkOT1ZbaZsLWiew4AEChQIALBCVVs1eor1rIoJcLEAoWTbSfKZfeu41nb0EOYThakcfA7EODwXDDh0ApWjXW"
    "9wpiMSZ2UcOCTZt2r0/lgbWEFKHDlD4q4JRrkBlFZKW4D3pHdMvGYdPYWicUUPckKbk0AGS9bEkgzRu/PS7Ey0KiC82+tIYS8Saf"
    "FgqNkQm1yK7ZxgAAOWwHlzQHchlr37qfrEj7PQVKoXnuNbwvMVboSyTC8zqevr/uvLhfNWr2I4/1AYxcx4y77KVpXerZ2PZ0jUvF"
    "2H1hPY6fx5eIsDXQ+wXrFJeOQfw2AEf3/WuMuyrlcHUbT4EmCQb+IH57fD6ginFzVnVd9UWylMeK1t4jx1BNZxvWUsAaoRcSoWqD"
    "83BqjXFpKkrfQczfvsj+B+mMbyXVsr05d1HXoBqqNRjO3qPtWHXRsOO5CeItWUcyFt8/TtZPXaN8LQ1SITnyu2fziC/FZVnKop9f"
    "MuVHBeNWV4uxhwdHbogiWLOIcGCTO+Veg82+PRZkqIbd+WnfaY+jWe9ZN93T1YrCqtTGCZYg5VEJX81MMSp6ZcPQwQE/XgpPvdY6"
    "EVca8NtfRbncO+x/oBa02y4Ee9HaiH8vUTXhXD52jR13cEFwTb8kMzT0JBr/U9fIDVj2U0xAPMZDvn72GscN1rTbGroE8lIGlO9C"
    "YRr9lzisIs5V7+v5CltuIsml/aUNpKhOAgsegCFSuWUOw3JsfNfEi/XlNnQspo0ds226JC7UzPq8QInD7IiaEILYieXzlSmiHo2j"
    "og++fhcIckGPkCOiE6fFCJZP+wR7THIPfeQJ+5Yy30mhbkHKdxLmr2vsCjbVKKcJoy9QemJ2WVNFULNdELvRx7mNPeWN5441/Tv/"
    "9UraNHoI5iGLQuyDMmR3q9D2EjerovYM7mZlcjcr05An9YH27gIxd0yD1YqBPVs+dBOK8fTQg9gbGyKeLck7Bil2ysiSkI1vbVrq"
    "tcfSp0Jzt1kgKnerBZGM2Fso6OmjMxURTfJBhcE177Zp3Czbxouxuo5xl6tf8OrR1almAtY6wX2gRP8QUsmxHu3isKzc1LSCFN5w"
    "7HaiIpCSQx8yhHLP7lXNR6EYPjAQRVh3uSxq2j2A3QFM2DB8g5y63AorXetD7r5CfAzuOcmPlQ1W5VC+pY2JJsWLdcnNS2ywJ3AP"
    "L6MyQ79Nh9XqQ7XCbfwwbWC+fIT8Bic9weuaU4SzmuZ3Mblb8IQx8gacM0EPWKsGTLnbashssPWMuxdFmW1gW7nXSHkHfbxGStg7"
    "R23hPtc1a7L5qRFtSkKrQI56zx8XujNKAROP5Nu8YU7GKY6R6FUA6/IhoC7DEMaUxng81lGoUAOBHZJyJ0siRs8cVIgrHkjFGhRi"
    "E8YnvlewjVQY2sDwB5q+T5YRPqyAn4bvU3nWnp77rHHbpOcb5fGhgtF2KSRty3ENDk0fOQ1tDA+FuWpdbs9NJU+CSSuHMehg6PXW"
    "cSZKQ/pGXxLYLPyzUqW3pmVUpdMUpvDLw/GEzeyFkWv+bnqf+PWzmgpym/iiWd8E9BIRN/lHh9c0YWYNfh4mz9uJcs+H8GZpabqx"
    "VtW0oNZeigzRiY9zRWKDchrTN4wlTBgHUBUX2L/6KIjoMpDuB0mkSXNmKtG7jTtvl2ZftEJHDdM2F6xp79y2Daqeq6ZMqcGvPogi"
    "ATLcU7rZzz4Tg5QLQflNJ4QA7DCm2MWtR8RTzZ1ISTqC8k5UipnmEYvSoC2U/jN6MSs+zfqEIHQimzUTFjP46tC731rYWQb3ofq9"
    "Ri9ztytjJe457PQ9G4kZBuBV7EZWkq6pGkAa6E9kik2i3lI/B5rDcr4fAuHVPSlUMH3IoiSHTnOxs69FzmLsSvPBxu3zbj7m8Qd2"
    "q+Zjws9mhRi7yC5N2CNBPGytxD57qILk+BAowIYy9Ms5XsS8c19j684Nc5zgGNLSH7u53NkrsvHnyUBtf7643FadZaxGZLk3Yl/T"
    "rHVdu+1YNE+KtVgV5W6szQHgjWBWXzt3q5u5mRM9ozMW2qY6x1q4HznS2arYzR1M20KWgdt3CGJS6NZLPEhFP70n1HkqAANwUc2A"
    "jDow7gIhCaKmKjryPimiH0dnNmzxmyOhpMFRoVG0q/A5EFJmawPximHK5mhlhyGMEZgg9+vBkNNRDxzQasZsVbqTY4cZbojgeZ72"
    "JedO77MkspG3rnKB6eILkmuOJ9hWx/NL3tq5S5DkTdaUEzYm0yMudx4S/0Isen7jqKldzU34vGxoEbAmL4aFFkec6QorciJRniZm"
    "2mpZh2Ouvn6WkS5z7bAc6NwNPFFp69j30HPTtDmnfzkxyuGqi9DAqzHIlM4yNiZWBdAb6yhtMne0JrxF3FKeO9rXBCt1Jl2ocptT"
    "t3NzM/6GNm67EAjHLHMnfwNzRwvzc0dr2n5ONpNcvgQo3w73UmivXhK8U3uJkzq5osL8MUKNf2YylZejKaWD+atNNrKVjQ3GBnc8"
    "oU/H/NzEuu2qYwasI8AXsUr8b3B2o2pxLmU7dynKaiNggUBII8xwRqwC3GwK0XKO0Tn52bO+XrBQKUcIJgrnDjvvzvaY6fLQj9ri"
    "8CeHEfNAVUMJZjrTDovjUCX04KtRHY+U+pIC5S6EPJ1zInyp803GONI5K+CAFdgqeOlASaq1Q66sA6o/RQqgXGs/iXjNYzhSUx/h"
    "SvgNFBux5wt/VPZD/22MNm+M2wXwJ7FzDSJm7++jkNXTJFk+kubJnOwiCbGVezrdGMZQrDXo8X1b8ECxL1lp4LqFWp5Aq58zRJVz"
    "265+/RDDFVEA2v1TnPVvPqKlAf7h5QSf2hJiKcVVoX21YM8ELByDc2JOwIn3ZkEdkbed6hi0chqwemBUy4YBy28gEhPPiDftlWet"
    "dWppAkHuIwCoK6QHd9Awi0SreyD2TtpD8dpUJx2Bm84cVsx2j+mIn2VuOu04DwaRAzShp7ivWQtXO020Zvbq9khWW3obTjmPdgej"
    "CBssQ3qPKlY5Pb42D+K4xkYTTcT4Asl840bqbKMy+0ksZ77DVtmNa4Xut+VW2F9pv2oHoUN5zSDFZxnAJxtrOBzAR8QG7Wn2woMo"
    "tYDr+awReC2bsDt12ESpAfSw0FyJ7nPaXG0gzu7qpsEzIUpmBmJLL4M1io07AzTsMKS6YS4RMZFDFMg4iNWq22F3g0lfa7lvNtmQ"
    "qyJn7EFubvrjZn2Q1csb9NdQDWy0twcpSXhOdyPBsVr6E9fRqy6BB3htgnHnAjFiLGGikJzD0tkuRrrOGYtTrHm5nep+dzsX+BWj"
    "PdHZrmDVoi7wY0HVRxsK7eQsjdTOh4gBCGDvCr232gZNqDbisQTiQT5ihimw1iZ9KOkGFXe+pinmC1IITKC6BSDqJGblt6v9/aC9"
    "zZFuQNLTfDnUUnMhXWNsHGl2iwa+KGFFVt6tNzv49P8BshctYN+pFPapETEfGQAmJPfW4zHAuVmsYp/CHKqSmodAh+IF6NuuFgrn"
    "5AyEfUkPUCBA2A+gwAWRZ+Hmeb3lTHnTsMHQBJ80wnTFAiRq2YEi+QjG+aKbiwiGDMmNRdTuv4o4Wwtk00Ir3tXm4g0SxDc+u5Fc"
    "bVocCSuOt5aKrTfr0+xXHEStXU5Xh1mIZ7VuqQQuKRNC79veaw+laKN2w77Br+DmswFYxBWzO77vbpB4QjXVuuHNptY3ZN8mi7e5"
    "udq0RSxmQRbCE7oSzg0NxW1H8UO6cc5mBhmympVB6MeE4kSOl9eVHPS1EYTt8ydTCE8b5jRezQpGrBtykSwnIrt+yk3KqWMUNATA"
    "KWJ6t0/Mftds2OWOHa877MVl8U8LWatwR9MIwjzZ6BJEOaJKvNi6XaAwebeLvtY5Y3EKQKpBWpI9LRMAVeUZRYhBX+hF71YFaW0P"
    "fKcwHRExLb/77jQdp9HXbXahtqI9BQc24XNhYw0L463ekAkUwdOyekATdD/aHzqFO2a3RtflhbtlqbSxzd1Oqg742bXbHoC2E41z"
    "XmM83rEhNG7gUkm/w5cMKBveOwq7qq52Ww62nIUOA+rrS0y+yCYuF44itRn34pHhNZR9i3PE9SVp7Ae/rHzrfkkP9+1ZO+o3pWOx"
    "FW8x0mnR17HGSR7IZeuDzXDtq0xg0kVNgYjm4MYCI8oNbgkr56x9EGa8o3m786F5+/H6Uc1Iwyvlzvbu7lrA9wtJZX0SadrRqPOd"
    "0kpGKShxv9Sooxc0Lkax/Rxc8tXU0pH2U8RTVY07utQp5BHWsr2m/+CUOLCgPWQckdO1bMSpi0c9AKZKQ8D7Bc/Q41e0NRizi/HH"
    "/WL1G20Cy7Eubahwr681CScf97opj5CNvPMLqrudhG92IYNzr33Qdud68L0GAuelMC/Jm2kIrjZHEeLlIIqFEz7gI6Z10GJSdLdz"
    "7KaIhN1hrPbdDbe1nOPeux6/roM5jXu/ny2XqC09V4/EeBxUNqVWxM0tkEJ2kcP4Bns1BSsPjbRdwHZSQUqQBM52fD2izKiOy8So"
    "PXpd7KZkLDGICOb3l/MgGZnA+eLhPgrufp5SQAyVJVfoy0EpWIWR3HyFmIx58OZAGgvC1NATzDsBGp3nhXylNvWpOj6PTRQLhmNe"
    "GfIoYReDfOeq2MTRkluAUrYA/r6uqswOdDJHVDa13zNER6UASvSaHoiRTSkqgXhBDhUIfQhnGB8/TRvdrZRYqHg173trxd/tYMNY"
    "2+DKRjEM2ebPaps3KVF7NTLWbF05Vkwf1iErMfbkEAhzznanPo7ehSKVc9wqY/TeDjlIdHvLoe3gXGuPybWsa5uEQEjqvEnHgrRM"
    "2u7dqqEnpQD4HFHkB3zDo+vJ0NaX6F5fMqGa4fCDorhTOzniR030nauTvW/DKTmEGl9Cnj+slzF+dKb7sJaMUGnCRZCfnjHwXYQ2"
    "CVPee7oUbKiwcGbUaosrmN23i4F3f7j7ffdw8Zjdw/c+H4X9tc3ucbS/I3hVWWV8cKz4wF+HX28T6gf8Zj5O9ucbso8zhfWD67N4"
    "0Ae4NfaPy+5hDcXDaiaJPd9jlZF+2K1sQms/d95M6GuQgFmQBqEXOc4HJi0P5Lm1PLSP3aPTeuqjH89GEsxlPQZrAB42p7WfVnUe"
    "FmmXno74UdQoxrgIr7KoD+wxPSa7rJ1sFDl9WAyxE6eP3dOL8QkxxycK8lmMJB3JEc7trayyfVlEDtfz7gkpXJBkFL9p96xhfI/U"
    "InCp7rh79k1/M2o14NnP+I0kvhYGyIWJj6LefZTVKe3s44ep6g+YxwLBht/qZg4xOGYWgYbE7sP+rJmw30cBNuw+2nf86GwhZ90j"
    "VuFAi/CLdlYJP/r2UNu9ob3+0ff4XasK3+7HWDXITLL7ZL32j3m3FAV+JEeQEqQCOYFgcW+xWZL9cMyBCAcecOABBx5qEOzHG0sk"
    "kpglouOOhdc+4gpHXOHIoDt2rDbYHmSR9RfxlIJ7CsXgAObW2dzEabwQcm310EhD0nVkzN1RzoAMjL2uzFh2NeRyruO4cq5Vt0Vd"
    "lxiCeL6yIGlJacN9yfOlJVupMcSDy0rM1wCIW55bjqJ63hLPUH4DgQ14Y+MNVIS2XBe+oqogIUWx8voVUwRxIf5wyAmHnBB/wiEn"
    "JtABnzg+Q0MDiB7ljF/FAj9zZ88BMunmF1kkqAA1TGuB9yA4otZFah6Op23OJG6JZ6FpDTLWIBigccbMNyq6hmc2Z3mbXbi04qxQ"
    "txGBDSoz1Otc3YvlQB8X86i7Mz/X/SUu8DHKetsMFzDkuy0+eNW2JDkP+IxaPLw1hEuBJHu9z8RSAPpgzruSZMR6wUJrkJG9TjTB"
    "hD34XcejjxpY6N2TRMa5gKSqsBQo7B7vB3cfuJ68wJwwVagMXdD2sGQGXHrgYVToBOfFhtV1mwKVJz7JYG3BODLE35HkIlpjF0y3"
    "QogvTKGqQ2mNZ5KrqvF4lkGsheNVUNrpWpEiUc1HlPOIAaQYU0a+JEAtkS30j7Fg5WbB7N4Ini8hnylV7YGPYIgfP7meMqGv9lsb"
    "RntI+OQ10OSLsS4DYINlKXDMhOoItVCjDE8FC2OCJtqUQRLq/Ibo+0BHUSkLLpLcXLCtIqr+ZKHMOWlo/SwaYbHNmWEBuVBbYpii"
    "F4bwlrDH7sy+jBXhgBuuhAe74Z3cLijKG07ispKYH3p/B8EjIP3BamwliQ7gUJAcQI4kV1G+DwdJyKrOIKSZGOHsUfRmYoiEaScQ"
    "+cU1MJKMWJNeOCMiLcVoNGahYCJozZxgGUdMh2lZZglBjCXL6izoxA58GiGcju7sgO7scEBGEIXP/sBlGGM48MhYHMg8oqvhaegF"
    "DiWOKHFEyTgk4ii00dgpA0UqM1cxpTqh1T5UPJRKSQudY4B1fJrsYmSFiRgV5MB6faiYQWwJLG6qDuCBSFwYTf8BTf/hhNuj6T+c"
    "mCCK66FMzkg4N9aUHdgsH2rEMjN1h9VO8FJUpSjAQyXfbYAvFfXJCJdUFy5okWLBj7bFF3pPAv3ATRsc1fQH0uPVme7R0H3SIu0u"
    "MHx5UGJcDgDIXV/izj3zxqHwQg/KS5YyAcQJipx1oNvxEKoiioc9SBT3YHYH3HtAcXGgCab3I5UqATfUs/hQellt3gLeEysjroYI"
    "NCOHmQtpzpEyl2dFnEic8kRy5sn1dQyggCgRJ6bjanhnA8DyJPjIEE9IeGD78A94ROAnmiF/Kajux4LkAMK+xEVvxEfnSZxv6Fgw"
    "lYeeSHiF04kxjRsCzLDnNdCng6q9AVJDcpQhpkV6D8ZaEhsYgnckfGvSkw4el5HudCDfR4qQJ5R+KKxJGh9INAmp9WBDTEmEdbzb"
    "lQNSf+egDOSFMTY9WKpEecHEO4mg1hyjaXJLalxwWrJZNUN0dkyO6+BtoLU6HohwywPjTyT2VR/5K0hyWfI8peAUNFlHNFmYYS6M"
    "Qrt1RLt1LBnEEWi3jmUNwreEODRhRzRVR7RgRz40Gi2O2Z/kPBS1/8hGKZs4I9LugAdQJDiX9QTt0pFPgHHpkZXmxFSlnJCRE0oW"
    "6xfGAM8oYjkLBO/RpbBcqfGySCBMvGMlEUhEo6gfMELmZaH9dlK2EQDnpnUweMyELdQHcMXidf9Ay8ZG1wYnD8DohyF+pPhiKr5R"
    "eHI2yu0j5zyBl+MwmnL+zljeAKpj1AAwjqKxOQIzc2Uu8awNB6LSThCrAqz7vjnMBwDmMj+gqhwl6cR4dwAWMywLg9UkeuMNn0ZN"
    "95GG08R4Yq/rUSKPXF9P088MM2+cngN8GEF5YWB9RAY6kokER/Q2/k2qgIIqkv6IKqFH0CjHh03HvmJ16rmcbrwh4fmNcFMMSUlc"
    "qAqgYnJ8Ww9gA9ZDwaHQ+Yl0brvgjGhJTk9nc02gWBrVIain4FPlUbpt2+oqLeQB451tgy/JytMaWhMnZWAQLfR8MjsgkJKDSJnq"
    "3Pp5sPFj62bNyFCvsZ5zmZJY8tZkRmWG+ezQjvfAQ0A2Y5aNZKNwiutyzVFQM+VAcY952mRxjmPnaU3XpXhEpzbZ+DxiPey5CSih"
    "FC3E6rh0t07g5XIG7CQqI6iOz8FTgHnMGYygXp5COlHJndfG8FC+bGwdBPZzXx08RYx/Gl3q9a66NDkrukCuMbMGcsK8Xn1u/RC3"
    "6UcYZcTdG4K6myHRsrghmQy8WnQ3URu7rGWQQymCUwZxWligtkA/tHpnG6HRNaT8DurG+4Hv811fnkoWc3p9C6OOGdlsjIOyre9G"
    "ZBJlYNajzp2/BtnTW4640oBPeiCaSbTIuhxtCnUEHzlJOY6VOsBRjtoBSvffssG4HSdNvj515A+XUQhFiLxMaGknfDa46cxRujGO"
    "qo9sWGfWWqPRTxpk2c4l6xe7pRmuGJZVZw+YxTaPJA2psH8U1PwNjj0Og/ZAiYdO3uvMN6xwHJHbO+rgA3l5ILu4ODdyxHDwM9TM"
    "DVIQzDllnhY8RlmQHECOJAwfiXlMRcK2s8QotMTKVcnpB2X4SH0fenH9sQwSUSWqnGBMVB5IcJMDo3BdhHh3DK5K5gBfe3lk4gDC"
    "ksd4qhTAgTxPcTiwxIE4DQOrsuIzGNWstsRAywhG92RnZhqdGqzWP8l6nS7VsyU0e5Yw/S3UDuJaYgWa6XMQcHwOkyAJ06tBNPi5"
    "QocFRIdXQjQHbPBEQtHkJTsYBGI+XfFskYUgMWWwwaJhlZFnVj2GuE7jW4Ngg1GpHAD0sFAEIKaFLHFrd/nlu17TshE0Ah6r6Edh"
    "g/kCJnuWC3Zvb+TpKBpqeTnQM+vZd9JLQEmT6Kg7M6QnmCSj7Ij5m9iyi/ttXK3S0RiREH6pVkhDowzm5f8FxkIXd/azhOtgAFH7"
    "6FjlMNouMaYu+YJOjBNt2EKVdXHuelkyRSAbqVu4BWi0IsGj1DyRVnw5E10N/BpsSXzbCJAHjCR6cHLOdAwyNfkLFiiFzufg4eeH"
    "YUoJEEQfueIqUiiRCHgllb5MRn5Y2JUgVj2tk64nh2kZKZNYt8uAo4sVl5uA55QqXkvs/Bj6Zo1kyR8mFyUb37JtSPBS0DCXqPBY"
    "4C57TS/CmcGKkBm0wUY43yk54oZHPSOzChKKEkt2xb6wwUFXRVPiZDzTKz7YGByXH3koOiJQ7LAu3IIoWao4IqE+JWRWrg6M4yD0"
    "UCUA1qckBbSUELE0iukBpcDJcO08Gip9/owdjvLO3KLiPjuSomWtpzL7bkGbWaEzqNAZVFx9ZRNacQ+kQvtfUephkX6yMTieMYbl"
    "Dx6D2XR1IMI1MKWu0L6jka3QvldcCKmODCMVtaE68pALMoE4NO0VmvYKnxiFyZaKPyTwWjxOcZDCN4Yj+cMxpyMpDsLUl3OVKlud"
    "BOSuWlXj18GO0lJhHQyz2ooTl5JA7QIMqonqbIFENGv3pIJ+VwycbNaOmZvNjHHJ9kBSklbB2K2scpDLxpeYcD6SEQMmDliAjDZb"
    "HMdg+q7l7OBlgNGB7tAxvvQpdSBc3gafZ14fsrRVBjydZ1LUcwm9TQPc8DeOx+y8vdeL6Lg/oCAH3iozDe0wGtOTWFs8OAiWM4Yx"
    "FORXQWprs73YIY68QKFwgWyzEUQiA0ODIh561tiB88+Kr9Rlw5fKBo28PT4oI51oIiNl4tj1ZP3oDEn8oYjxHbLvQccA10qidLAU"
    "SK//pvzevJKozaRqmzN/hYA644GfZBcC4MzHkUS1/eHGVpdVimfZSLAAu7tEQF+rcW0EB1RfWqhzu0g5zXNCvIIykN/E1dgMXYo5"
    "eTqbdNqcNCpTSAt8lYNwIi4ed4D7Fr+c6/URjbW/3YxZsAhFLAvxIYEYot6TtPZhgFlj3KRansUrlo3JkiVcURCNhTO+FXtB6MlP"
    "hcgJ9AByJKlIWQbi2F46xY61AC9RkpDyHGwbuTYVOb/EkwYsYPxCTjCxaTRWGE/rvuvJ2uiGV+5AUOSg3HQEqMbgW0MDC9VfwTiM"
    "jEEkmsYTmujTgQjPhnbphHH4Ce00xjAntNOnIxES+fDHSskgiMQQ/IR2+oR2+sQnRjU7sYaeSh7HcZAxlBWaMTTFJ3QzRiZRPb8A"
    "jziQ4DxU0lPFZF6zYiTfUsVRx6m604PUwtvw4fQ4fApmk3dUssIeoZjTK+JZKNcTyvrEC7PYEEfxlUVLr6AQryWgYhJRcibrrwtF"
    "lkH1ksirMpAqQs3jWCXJOAY+cTsIVCd2iqu0IRmozNAvtZqRRaAWxQg0K8waGlmDapIHieLx3Z6QiwYzPNBExvPBNpuuDPt0nBg6"
    "+ECTKIS6DKBRA73ewCkAbbwvginblA84WdPEG2Gz9YQyQWNygpq/0aHCgS3Ow4VRm3ptypx6yRec+h6eFwAYOx7oxZCQ1bcfKwpB"
    "hJPVRf6ZwK6kXP4QZ9OE8QH0dQC0o3rSBhekOE4DLmV9SlYLWeg+xVlyftfFR9bhUZUYVh5IZy2MQY6YtFPLhV3DU8JA7YR9d1bC"
    "mfWIhrSNdSRHUb+5I1Yjx8khC4Rrzyeq5pGh14yJxQlW9Mj0Ld7wulCmdxxsKWe6gnsK9Fh7kYy9sfEAxZBFE09QiNsvIVFytr4i"
    "1Wi4Almmzgf87NHOR/xIShAchinS+XhDKuLQZvD6FXZPNWsGxb3xdo1AQibsWC5ZeyWjMkPWto1yUGCUDyEGegZmfm6rXauFG4dG"
    "KIMKwM/57K5clzMqxJnldMaU43zGHuP5csOpyBxWbM744IxcZjw91hPxZFY5zjijqQ9cxOHWyLnpD3wW8kSA+7IEkI6sdwggtu85"
    "ED+jFTRCEwvLGTkajrGNwI0WI1z4Mv4OOpMg4h2lCTECaGxmhLomsQiq1upCQL14IqMo5OIrYa5tapyPrO0jsirCTB2OpLgQqvgZ"
    "oiVnXH7md3am8wFjNQn7E3JO7iDDglbhUhyKjrzGxuAFRWbkRMr3Dv0OEEHuToZmSYAUKADfKJC1d1eeMJaiVG0CakF5PFos7m9d"
    "jvhhk+jC/YkLesMLJM+M4FCcyZmUfMcETwJiDZZOjA+ksnsGqHaTnotB+bBVM4jqWs3g1xrZ9lwq1L0LiqLGzzecL94kXmp4cj5e"
    "tDl6qTGOB6V2rqFvHIJcNDPgftqlplYtgDveW6ihTdrT5rQgGolLzQSejLxCiWOhAg0po8eScWN/6/FUXBQGVe8KpBfRs926oMJc"
    "UGNRuy6YILNIMBPWnh6olqKBkjMp6RDLSN/Cz89IfBmXGa2L0bPuJ6Dh3mVuWYHm7jkTWJN4wfM9D6zfl2eJEeTlY7dg8aI+WMVE"
    "c1GjHuCAmkvP2gkUxsSH/joXWNhcYC1pweJPfcKPd61PGk5YZ8Xnqe0N1lZ0NpSoznhfGDDULVtdMlynPYO00GRZaK6alHNUb+ty"
    "GB9GyJYTcSgtjkvh2C5kNLce6RGISUf4JwnAE7ebWgpp6dHwWMWwngMbOQUTY+EA8AWEJDrBrdb6hmHfMjGEQsaOkI8+VolrQBe0"
    "DBNCRL0or8lHlj5EBnkxbmMyaYPLbYA3pJcO49fGs6zFZXkGMzY0epG04CzGm4twUlN38gAB4JSCGw50nVgpC9SfhOntJCPP+rqt"
    "xOEfFCDotklozI+ogB9XNWIeGtfXbgEJCmcYp4xeTQP6LcamKvKpbVXWxRShLngRt+v6MifeInII7eRtMF9yGKvIzTgPW6g35N53"
    "gPjCWU2kFk8g1XDALLkKjCYeHVrds0OssbULdrMPGw1fjZanHlhbB1zTuk4suEJur04Jax6sUxzu13S7sEg2V/bRqwC642oz3XHv"
    "RyLCmhc0sd8K3Byu3Jdv1qx8K/GzBuAbl7C+oRi+WSXEMbj1Nwh3fYNdUaP4er/xob4hnJAE11DLt5lLaN/mpsaJXCP8hlHW1Q65"
    "cpftigndlQNDl2tfoFSUyCjsIc6IJ4lM7i/hZw8AqezPr5C4uNb4oWaD4k1d65ZxHbHl/4pEmrBZrv2B8gPiylR/eSJb/fWKL/ga"
    "m6LXd3sZVwA40IldLswzrjfv7a53/CQOe7XCxAwFNvcWeYxe3MTuomULo5Q1pGFrUhd5oZf6W6CZ7W5TUB/D+KjgSK81C/1sLJwF"
    "QTTLd00Enw48TQfOFHXLBuQX38oho0qlYHJOJxKAXDZuig9c1CooCq0pcTSSOc5ofJzRcNHW6JUUHyMZmy5DzEd1Ij0XzGXFY2CN"
    "CQxenpwnAtIbS7C64Xhcv8bvQPIqjoiRrah2Rw1hsYIjOcPdreR7qQ991z3yiwwvEwvtpoFm/wsMSOuMkHZviaSQtECjTdS3QwHp"
    "UXjxToHMS4A2uYx1lKBXS+425Bf6qyFlHuCZcKFVM1IWEznLWZeZKlF/PjRfvi5m7EbWkpQuhspg61U2VPiB0JI0JLhPjx8f2cWT"
    "Y8dVPAnokbDFQRtfztSJrRL7kiYC9fiZj9TzXG2JhtM/Ar/quT6KTc6UzAvKPviS3dsttAJsVKfax8Rvou/86v210HCY+pcLlOFF"
    "kxgKmpMVWodYOMOXT/Ol4c8aaX67aUL54RD0Iw1WS1HYbUFAqTAA5l1bOm3xDY1uy9F9S//OS+uaDzQgA9bxMxcvA2iVMvQ+ATg6"
    "4TJQC8UARlIBkJzlJgljUJ0zNspEuorqYK3icQWi1X5aG5tpbeykGaCfayId0c68P92hLfA0buSJlTxsOLR4ICzkQeKrpdCZUSzI"
    "+4OgkwazyTp3RVt80y3bRO6ftdh7GMkhGwiG9frsoWRxExzgOodb/60WiRiDWWpbsZEkK50zUeRCmlTgAkzglaZCVJIGspVIpkOU"
    "O9q/cK54ztrDENXSnvBDTvAUZ5yD+SP6IRsxQ06ltYkRWgpxTfRaiBi1NQ/qSEpS3pOLa6DHob0JtcwaAd5DPfZ0rGkokSRVB2xk"
    "6kiCkYk8gctwxng3HIGGkbuXLRuNFlM+2N5YsAjSqtq13BAnix3vtsVCQdtSld64jVjajq0Wtvja/sCuumUj0LLk+pI54qBMJlwW"
    "N/rpsmBul/PsqB8mR5GWjv3gJ6sO9CWXzqQxG5xHM3Tis/a8EeoLtnsoYuJmwDPwm3YccbTo/cEgX8bPlzOkVlJEbS9DbQCgKB6s"
    "kbcwmEGqAC6OGSILBksf7bvKFwmjngPJmGW2ySb1GIe0CflIaN2QjttpINJC2hxjRn2LNr6aqDINOInWzlznhjjKnGZcmGkhzhWz"
    "cZcNrKICIUIT9Xae1AB5hUXNeGAtCtvAWBnRRLLTeiQZNawNdiSMRRG5Vfal804ba4tUzl5Q6dGEdly77Hz7qaMOrTHrSA94W4EY"
    "iWrWVSTaKOJQIsxSLzBijGzLmHHwB8AdBKWKCV6nZQVjWDnoLtak4avr8G13GgB3GLrDQCIILskfxiFdAzkuDDi6rh+k5IKtPc08"
    "wr0WgdpiIOS+10jWuC8sd31e2KAqWUeRALvoiPkY+KwIjNZA+Wzk6ngzRjlhlc5IdeByyNa6i4d4G6kNYWe1G0hYF2DUfulwFQyD"
    "+PaSBjTYZsVdAblUzP3TDjZFQdmKG6+UgkYc86MOi0TdjbvH3Q0Vp7MZN/oETsqM4BY31qFby5h0Yc/gAG/jBlG5zsqpL+oQdsVQ"
    "oD98I+EsVzwBUJ4yxGC5lIxi7E8i9ZEzc0MaiQFw2OOgGjPk12CY7U2PDRoMYHpwK1k0LZxL9D78wqocTTQtlN3q2TSg1HvOsflS"
    "e5/JG0fmOlTKl2FpzyeDYnXfn3FRXhXvFKOYfuDHREuBpIWHUAvA2cwAMAcDtrZRJ/shTxAF8UVRIIENLTzJti6eJIwFikCjoE6O"
    "HYBwPgsAioNGFZ7b61wk14ljoUdoDa1T9D7iSqxpysqA5pFcLILFSaOITiSI448DlX5CT8UpiuxdgTUSG3BfVkuYL1z6G348KLyT"
    "E2l4CERRH3csILBGyb0soWwAGETjzemk5migHFwIsNoAohCGQqT0QOmpIYUB1PDUs9NSzHdVBw1WhgKdCqgmaDbXwMuCoRdRWLxa"
    "UY01b1qBcaaBTIbJsTjHapID8pVXstL5GFxHJ3+CUSdpoYtAdSRDHT45e4KlJFo5p80VIF6Lo9Is4jWE5h8tX5KqtwFStFZ+HDDq"
    "qW95sI8IyyoD1CyM4CyoJgxIw5sdsHc8QJxrKFtMutAnD5zCwsA0KCasg41cEzYw8Klp2Y6IT1O5Jt2g40do0LBlXzHPHE+ibL4d"
    "aNltgFxg0g4Zltc51eNt4Y93gcragBucJxknXIYLu5kBa+5GGmi0DBe2LMNlAHkmUS28o7GgCjKN4+IoDFToLdKZVyd8k5pNDFhk"
    "5EEsknpwdc3BRo+44je+d5TTFUdjgQSLwb4iSabBv0FetSlEJy8AR4kQ5QiL5Yv7PVjCsh0AaFuS4g5sTwcMhLCtM2Bc6cI8YY1l"
    "CVmjocficxXoSd6I6in75tn1repur5iOh/WNKMsAfBRPztgwDGiMBzXDWt0G1dgQaGTv6uvdQy/CtBRfSZ/yR2LwQTaJnkflPE1h"
    "QM8CnJmiqx5Y3CwCjMkgGqt3SKCLw9hwVnkY2BqHNZgAOanWmq47fPFDw/cLMSV5aJdrjEu5cAQQ194cJEeP4JViBtHCMyzBX4D8"
    "fBl7XpIW3IWU6yRJLyzTSgAykOfpJkrDnIZqumReXFjBGAwXKCKhu4ZFaFGuoQ4jSxTd79awyeKrDRofbfIrN9flCtdY1bDt4zj0"
    "Q8R0ajnrnfig0MGYUQoUF3Wqph0g8vNNtPLrfavivfY+MoJfAhgkmx17raEHM+dKsT4nigSCUbVnAlgFYoVmE+TRA0p1g9oBvfL0"
    "U++Mylvw+SJal/6QRLrETezB60r4hBdnZ5ZoRndhXic2CpxHDLFQN0DDbHBVdeNMQz1EezEfGgqpDBy6DqpHs2JwQWQKx+LOTylK"
    "D8+jNmKHZ1nIeMbw1IxleHLoOTyTTpDeA/hYCGjFcHjSJJRxKuFjIvhuTdj7FT+75XuDHxem3rGU8t7eUFXfB/xwAn4zftxYIGMt"
    "EYpNJQ+t8Si4gCMhuvZ3qja8zxW9oRA8yVJchvKVZKVzHie3Gsv7HT+0eMgwNmtRkXzTVoLJI8R6jBRMoK3whXbVQVHbyBhsQTpK"
    "Qo8SIqTnJ1KePXD7cuS6FR8uwxF4YgxsWBq7gzxJ3Kn9Mh7wO2ljx+ARP0zWMOCA4ThQjcLH8sNeBqqEatLo69pj7J/L+CZYI8rh"
    "FYDG7IYGP4EjWHEW2lhlowgBPf5IUnFS7KDMiBejCXm9m2xP3hPsKo3O4wBKPBLHMm5BY3YAsywkBvR78ql5egj3A/EMWU8RLx1E"
    "Vkoo33c8GhK1Dk8ksVFqcOTC2wh7SqCSCxor5oyCNWAPMr/wudYiZSA/ActYLP4z7LYCbLbrxupblXPmkDfUTtVY8ZXJ2L6AP31T"
    "8N7Yn1C417vnm23d4xShllvloEX8ljkTOi/6row8E+U4v5LBjxs7J3SFmDigJywm8Sm/ah9KETyTqhqNvGSQMpr8QJYPxgSgoy7Z"
    "J2dc5aq2IR3ODL6TsIs2zoPeJRzjQE9E2I8Z+oG1PhuCMiMmxidf+YdNrkKxsnDEI90uDrr68baCUog5SZdiUEpdzg4+xDs/Iisa"
    "yqNClUGZ0bgi3bifx2O1IkUOon2n7AspSXeainEFnkC5prGSK/XFXaI51yFzWwVXjvj58aCpUF2lnLBSpyz0B+xvz78D+thxLol8"
    "wzc1Tng0RoTeylhJshCzkBFycSMExkZ8mmyY1czWZwVYU+vEpoELohRjx8rP6Cvy6BLHliSRaFmKOeLZqIQ9dRo5ZFqHQfTXDNqS"
    "MgZZoYJrGLE2wD6BSx5aKh0FNeAYs9klmeYUU77dBAhNYDsrnY/OPdmPv5MgDpPFceAT4YMATyJcjeL7xmhi5FozvDCCYPUF3ic0"
    "8AfijciTgO4Uqzt0+LRAF2fEve8YBWARONGmF6g7vd/g5IEn+JmHtSSCXNoVLwOMAZID5iIVEl1JlKIALcVwuFUM6B/4p0hWiutc"
    "2u8wKsFEBzqk6njGRSGZulvRJnLcwJSxX/9SoU9O0jT2xf4keavkGr/pOGqNwADt5LiPJ+c4AneDJEOiQhVFXOme0yhWb/FpuMsL"
    "40cSKoqLJwJ+lMYZ4gl8CCpRJt0XvZgRTXQdeLX0EE+GHKFb0HSuK2WrBIJ837BAaLQl8QFn4gIoXTGTsgSNq+9OfncI9R4roZpS"
    "FAmtecJ8q/A7vpM0yvy7ttgTm/skKeFqRYyk464l1CTzs2UVygzLDWb2Rt8j8cY8mvKQlBPXPaT26CCiWB0qXxVxwA/OMY/jg1M4"
    "VkFIgSYUIIah2EhJkO1NkHw1QoELjEa8GyFL5GgayaoAysCFc1UyT6go4ipnq8Zq3gmG8HzFOl3Y8ZKxp5DagFEYjQW/g86nE0vn"
    "Mk/S8wNSg5Twsrm+AAoTnAYYf5aEi/z3gnHpVDwRWL+Lm9XYmEuQ36OZdNDaBk367mtvLOxmK6dAA+C8Hof+Wv0rKG6AiCuklUA5"
    "HkpXHNpQmCc1epFN7aUHXzaJfBJV4C7qz21IS3upmdGFJP4opKZWN2E3NXXF4CXZ44c+xG2YGz855Y6od/vR1SdKhSbolvIovh3v"
    "8dHJ+1aVWwJeJL8BehVT2+0KkiGTKu675Bbgk2DhkHcc2KbAyxLfj9wteVQSy8r60MVmOySd7MQ1ODqJdJace+WAAmgaNEVJmB4m"
    "fNS4KyY3aWTxIJrZhEo/x46sib40ZZzFN/nitIFz5SyRy7Ao0Ciq6HFy5meN+uC4+yxbzWL07SXobeNEr0rkLAjw9Ao92dmcuc7j"
    "DVnJJqrb2QjLJuZxiX4QVZUEUGFZm+qPph5k4uOgOYQKortncl6NgfxcwCSgx6E9YHI1E/IW6tyPYEZUXBCT1AZk4GoDeQEeB0Fh"
    "oxR3T9OTb4hx88Gl3WM2a1wLUA6Ur4wrhdQsGn8yfIzDWMus3cFEnRaNjGhxLM2cuJLZgLEX1gxidfwVkBdz4UyMXtO9IOko82Zg"
    "IOW3fFfDAAMS6V6T8Fu911QyMA67cemJ9RQabjRy6BWQUJQBRnckR1HmZnXC/BIYGdIBE9sD4xefKKx4jICqEMuKpjl5c2lVQRTE"
    "vhkYWfNPZ8LSxkSFpYmCAfKCB47GEZRJ9mzTwd7ndMSvAbFywAcyUaOXQ/iJFrdgaVIUO3KsJAjI4lqgJNhLVo0SYVQ1ZJ58rCiu"
    "ja1ViC0QtwTzUBKis6L037aBJXCaRHnkg2QSVf5O+CERkwi03ROVEyZoJ0yQL0O5ovAufIdk/FYMoWExhrOxVxELd+JVRn44oFbj"
    "w5/4shqYXqGipSjsgEt6wCgOGeKaIFhv7/sqipMoBjHVVzfaqYW1yddZNVp3M8hknJuEnwyC0VkSDzbRgtfGYxlwXFTNhTXoeJd4"
    "NL0c9OGQMpt4ajvQ4MKEOo/l06nHXH/6ALqSVKKdszw+C8MSKypXOG5gcpy5+qCJqhNTz5uy6LXxwWbWCO8+MHVgDAfS4d1+2Xit"
    "R4CSVNCcgDIQPbotaIZ9iXZ1+LC4t/Ml3J0v8ne+hMPzJXs8X8LV+eJbAHn9P7yGL9lb+OKOwBfqrDqLSXX20b1sPW0vq3ft5UXT"
    "9cWJ9rJxhL2s7q4d++ebnVwvq2vrhf6sF/mqXuigegmv1MvqlhqQGZCw6auD5uXFOfIS3pEN8FDez2sV/BUv2T1xIM8pJ6JqjJAX"
    "78RhE5eOgpeJ0WjNKHsiT8CLXAEvqy/gRWsRcvi7wNHvApe+C+bKE5sOGpFwnbFwxrvMbu91RuMIb7oLt0Hg7naBAaRZplC4pj/j"
    "G4e62+yjLuhswUPeQp+3y2w1ZZa8ImYJs0xMbl3WLu6VVoBCcNkZ7fLqYHZZvcsSjg3dqC30HLts3MUucBEbyrYbd7HL6iF2cW+w"
    "BPTTtoQH18WdtxLAaetCt6wLXbEubLLC6+riPlKX1TcqoUZwq3vUZfWACry6LlheHJku8CV6qsTDv+gS7kKXrb9QBDaDlq0rUATW"
    "jpdh7s6490/j91rlrR2QmT/ZaQqfnEs45VzoPnPJXjMX2K+aYwkNfjIXyh7RNeYy88fBHVxeLtTe8rtSViH7cSTS4qNbutGYUh4b"
    "jcXt0Ktpd2n10riEm8Zl66dxkeOhZVb9u+EnH40L3CkuEL+G08QFXhMXLsm5gkh2nLisjhGXjf/DZfVmuMid4eKOC40zmQnur3AJ"
    "z4REnNbfDlgruOGqmIS4A0LnGt1svBGumMfQ8eBCd3BLOB1cVq+DhIlsI0zmzgaX8L+00IfgAgPVcBy43JAfyHq508BFXgMXuq0i"
    "5c0poLQ6DlzgC1CUoofhBnCJBU35/lvc+d9Cp3/LzV4yJMrojW+5kfBXkUKkFT7kllsH+Sx4j1vkPm6RFzhjOMQ6Kvp6W7AVecNd"
    "5N5tuVnvK5G58LK2yCcaeEcCOwUa/Lq7syX8my10cLaEh7OFDs0WejRb5L9syQ7MltUR2bJ6Ilvgamyhr7HljvvYG7wDw5KBEZra"
    "XX2GLauzsEXewhZ3Dua8KgMhd1b96bVqCedUy8Yt1CJ/TwsdPi1w7bS4b6clnDstdOO0hI+mRb6ZjCPjePHoESTqI/9Ki8Q0w63S"
    "4g6VlnACtGRnP0t4+1myu59ldeSzyH3Pckdh27tTYxMucpZwfLNk9zWLi3C5s5iFmacVehi5e8Aux8NKFDL+jxI/BCr8rIwe/OG0"
    "h0w6PM74hYIyPLUsWGSEU5YFTlUWOE9ZHnYPuExZ4AJloVuTRS5JFrgjWeiPZPmwczBwo8+R5cOu/GFF+lFDBgiUw1P4FFk+Ovys"
    "+D76/u3b2y8///bnb7/9g8/f+/zHn//k88+9/V1Dv/v577zNb//d5x/b/19Z7M8/f2H0Dz9/Zmn/np3xhxb/Z98+P//o8x99/sHn"
    "77z96vPXnwjh39vbn3oD1b9/2a78E///yn6I+ePPX9r1/s23X/OcX1rcT8b/hTekfvL3E4/89ef89rt233/RzviF3e8nu/4v7Pcz"
    "Oxvn/Pzzz1uK7vjJ9E9eESn/2tsvcw6U8vb2dz7/g7d/9Pm37Gn/L3uK3/v8fXuKv2pP+39//v3P/9Py8TPmEdfH3X75+Z/w6r/m"
    "fX8y/uftmr/yu/zkV9dz/nNvP+W7fb6c8+fyOXim/+Pz33r7p59Hltsfff7dz//IUv/x53/9+b/aM/6Bhf+Xz//87W98/kPL2e9b"
    "qV4+//W3/+ztF59/x54HJfuHn6Pl/w/tej+39N9++y/e/srbv/pb/8bb//j5H3/+h29/+u0vf/6nnz/76W9azv93O/N33v623R8l"
    "hmf6pd3514be3naez5/yM/zpt39i6F96+wuWmz/+xFG/8vf1//o7+8nK5Hf4ZH/sbxDo08rtL779N3bE37O68Zftyj+zXP3221+z"
    "cJTKWg/i33/1efzpb33+pbeff/6Xv/V79i7+4PNPvf23n//z53//9vc+/8rnv2/l83O72198+yOW479tT/z3c73QVT9fyv41ZY37"
    "/c+//vln3vZveH48E2raP2X9+PVnevuHVtoI/fLz/zP6i89/YE/wz+c8/pSv+VtWl/Hv3337Hz7/Nzt6ePuf7Nv43c//5/NfeSve"
    "/n/e3gNOqvJ6Hz+zdAERaYIKFoqCiGLFimLF3gv22Hs3lhhrNFFjSWLsvUbFgh1EwQKKIr0ufdned3q55/ec533v7GAym/+XTz5/"
    "+LDMzsy99y2nPKe+S3R37mXG013AdUny9Y5yINZ1pCzF7wk9Tj7AtxpBAaW6nyzSFsxvLT7JYBzNmG9Ov8E8k7qHtMcnWY65Ep/a"
    "LmyGd5o2mHNHaaU/1eIjMNo7RtbjZzM/y/COjk/t9Q5iVyW5akm/pyE/2b/OG6yo41cFPYrk/PccVTyqB8mOer6UlUwJbtR7dKYO"
    "0RMjb2ME92FeZZhJTH/RTlKG/W7EbJ+K2HqPlhVYiya8U8N5Dpc1+hPGFHA+qnuJSR735DSoIofV2Ub2lDNllj6in8hP+jHW8GL9"
    "VW7Bva/HDDqK7WdnsZXOgKYasPI2rzh/xrSX5MiVKd0F/FajK/D5/mJrV48rTpNm0ICNVf1q2f/9vWxzUirlx5bFHWPkrCNxlf0e"
    "06/0alCr8Vkc80jg36WgvnJcvSOpOUtpGnB3U3i3E7+Z9ByX4/o7abGHLMD1GQ2liXv6OL8r/fGUdpLN75J9w71OgFZC7sgV8F4T"
    "aHcLmSwmy1fibwtWZjk4rzO5ppCyQuoXrMNOfHewKMdnHLTCy7KLZT5/3wKjaOT4TEKtxGdJUHEWFBLoWRJQUiX93JwcKeStLp6q"
    "EqRG1a747BJZzpXKYMQNegi+0cC7Z0EXtZSqJh2yoKmMHsFPs+SvAM8tw7p1BM/ZKALthtft8C+lxi9G2VG/kuFM++X5Zx1W5GlJ"
    "Ux6Ucaw1+L+lDWmZ1RmY+V2yLV4lPE39kp+p5n+6P9034KNCmRiufrHnFP/kFlBzHDpqmg4A5feTt6Ar/wKN8kkbo14IPXcNRhrz"
    "WnexGG0apQ+TodDT4/B7FLJtDmjMdIzTPcPwjUbcKc15NuDnrnhiDWZUhqvLCrR2hmsxuEDah/IkxARJUlVWQ70cJz/Y7v9ZhmCH"
    "D8IIWnDf2aCtGJ46Vz/VsdJVRoDiYvjkKJlIGbYYqz1Gdoa2rME4Azy3ifwVw+yuB0dGsSpZPVGMXpvxlBX4ZDvZss3VuUp7RBYD"
    "I1RDGywDPU3B/z/pffID7lsBGpmM+6YhrxO4Vw1xT5NuzM4V/8QoUamzb4KGmkG0sye4ulL3lbMhUQ/EDjZif2ZA75TqVD0VHJIC"
    "LkliZUweLcT4bNe+1ltAmWdBsh2IMVfqZ9jRD3UaVrEZFPAsdjHp6TNHSeS4c4hkqNMDaC23d1mOJuclTKZADwd+Hm5v/++fbA59"
    "+JZ+JxPFJFGV3gVZLnIRtOWWlMeBl2xuHEYnijk6ChTy+HjQqxKdpoF2/qTXcKZlmGt/mat95Tys1SGe/roUSLjWNd/9t9AENGb4"
    "5kSMrYEyLI1nVkHCJ0DnJmmW6rdYfdOr6/D5njIJz8zp96CEjdntQC8Hl20FBGqzMsRncvBnotvid3PzaPdvY09hHEnew9brcV67"
    "GLSQa+NuMZ2Fb5hUT+CplaB3o7WboGGjWudl5SZ+DbOYt8na4nfrxtUI+N0UZaH9HYzVqiaHGy3s4VGooz3DZjsBW33vUXuOEjjl"
    "JXqOcsq+F+X/oyTw0qTYCNZi9XYB/yaxc8fxSbWgJ7vnGv/NQimsOkQcgnE0pt5OME1RT13TCU8YKw4vRflpD0jZAJrqNXlV+wDv"
    "fqH36p2yrzwHurhHJ0mWCLpEHPK2XXUSbizk5O5Y7yh/i4GqGrhKKdDxQNhgo4Bp1oCmKsCfjeA/e+ayNkYt0pAfbcAVNfskUN1A"
    "yzpu6SElYnQ9DdTsZK2N4h7Jep5KQdpeTS3gME8d987QcqoNvX0GeNWeKqDhDKRtjnq0kdrc5rZNfrySl/iGROLACYdJ+Ek6v4P/"
    "d/5pgXY4Vcw2bQalZ7ADhiofgp2n3n6x2ezh7UmzxyrwXgNsCrO9MrA4bQcqdR9gnSTp7GhxtoKTeKvxs8lj8B2kxtukblYZvyMx"
    "oqlyvNuJvyf0QqJVu9LsyAl5HRjj/dyrSvDceQV2bg9i9GFcn15AuPb0NHHMj2rWc5S7lNMfiGxjHNWHWG3DRSvw/gQx2zJN6ZXE"
    "p1tRdq8v+CROnF/PT/63Osvh4o4byKIQ4bhR2wxHi6MCm5lp0KcoKQLaLSl9EDp2b2mbt81LkdMzxVkpOdJOlbddNkbTFqPrpdId"
    "+LqRErEBEr8CzysFL9Z76eQsphZqxl04IxvRr7BdR8jduMNa7E8O6OQoiWlW5d/QtYAb3VoYOo5xHS4UtxorsNtp/PtRe8oSWENp"
    "PL8U1D0YuqxiI2dqlF+XlxX2cydaI7Yr6zCfWr+HDgUcLkGbGqOt/YnzKbtIQH3ouMPZo+WUJUPF7CznHdkL32/BsxuI3jL8lo3g"
    "fNzLyX3TIF2llef6ca3T/0U3tpcNPTPyX/B1XK+ScuyW6aKdsO+2t3W08Ww3HsC6u1klqZ9i/M0oLw2J4P7EvQWe9pQQgO9Cm0yA"
    "UJ1tFoNcGkN+SIKW4pj5Yn1aN4fszwKtzYVE+FC2wjd+Jj9k9VXsuWnlrl4z1Xm9vv1/8eJszCfroJ9HS5zPPYncbF4y+9ZSfQD6"
    "f7V0lsnYqUcxni7SVxZjXYr7AlJAXRWYr5CmW7TVPp1NDZ/mJxnMyHHSX0DntopRr+sPz0uKBGVzk+5MH0pcj5f3ifCXYWf2h64f"
    "69fmENzPyfwEVjKq+8lKjdPaS+t1YlyWIW43lDFcwp0xf2D4pCQlZMb7L4dyzwKNeMpr9288HOrjJtBMtECGuDsI7JhKYnel9bsr"
    "57sP3jWtUQ9MXqXu21nSUtZrwtF8bR6HKGkoi/sfJlPa2O1L5TNiPhH1+xH6gNqSfO3xnN6SK9DLCf5s0U+wCqYx0nlPmaGNdJv+"
    "t2IoOod5u/HE/GplvH1WHF9vnCRvxi40F9jVGaJUJ+MbSFdOap9G3klCGhW/W0+Zjf3fk9emvR43PWAW0yPYFcOlZfRfZ4gvdoPd"
    "rboIazqBszUrrJZc4Hzey0GBC1XyGDqqcc8Rn4OG/8hVCZwnGvPIgL9MIjdRx29CWbgJ5nYadEYLtY95qXeXgM/IwKKtpjSt0ele"
    "rob7r3qJOARezNIr0yDv6zsWtlSSrxq9xHaIKURvA8R5aARjGekxm7P3U95LFqdMM19lAB1tn0ShCdNceUchQwoo5CNSiPlmnK8m"
    "soGvJtDin3SBtGgGdg34tFHgjjTXqqkN3i6+BiKHEGm3ckJW53u/W8hVod2q2s/vcCtiSPoV6u+Rt0Nt2+fnmfB+W9OIq7wUVK9n"
    "46QH9712BZ6hiH9ehmMN6BFwdm9ASZehvz3jJaySGnJYJ+dfXFJAAW6mhxIBNFKqfM87JYiV43q3LAJK/wewZ4yyP86ojq1XKXXg"
    "b3Wo8zxnN1LLmIypAqUOhr5dRcpoBlY4ElKxTk8hxbj9ynKFzfsdxesf8c2xElKbzamfl5tuJcfnR5aBbe581P93VLOh17AE+i4G"
    "G64jKaTYNcWpqoP8+x+nSbqKm5ujowSvGSWmCw1JZujDMnmZUOdztcjX65Q5wQbPCfQuekmKjWBjPnlSxwH/fKsmDVL6KuRxEjv0"
    "CyjFuC9F5CESJU/aXnYg/u4ljwMbmM+pHFRp3qUDsaPtpNUuDWXIVuLki/MrdZDO0spZOf//VuSUXD4KEeBOIVYNObSBP3ciJxjC"
    "fkXvkBvke/oe52Alx2B/VpLCdpDV2hk6Mo2RTcbno3GHNbTV+kofSk6hnBF6qjX/nD75eIezYdL8hvHOMz420UIrbnd5i37vYhEB"
    "2UBTBtQuqbzlKBilWx33zZ34jWaMei/5m87DnZdp/0g99OR0jNoial/im/28vdVE/HAKpUiJlEJLb07plaIHqJe4VTyd/7toXpIW"
    "TKBbi3nWY1jZwfSgBYz7xrH7lVyDC+RHamobU4u30HI+olmpA/GtLHTSrlyXeliuJjf+CdxoSKUZ+OtqcPlqvRz7NJe7/X+XFBdL"
    "mZd3Tp6muUbL2/Q92SzPlxztqQznmyCHLcNcj/B76PyKGa6F6bn7sad1uMJiU2tB56uwqs36bKSe65siVi9nLNjW0jz9e4KK5xVo"
    "2SzHty9WOYG/X2CMO4E3anQm/j6NcfWUVXqWnA+d+aXurh9jXZ7GOgWQr4/J5XIg1qiWd79VThSTytvgGX9S00FZfQN0eJxkiAVi"
    "tJL+qAsg206TpEcXOcpqN99FuKL4JznK2kyBVsgQmbo57E0OTHq72v5U4z53QhYmQRXTMfMUkMa/5Be9Q5+Qz+l1yKnDUs9j3LVq"
    "scx1+BfKr5BijKtqoLUioNNd8c/2oQarsF4ton8pZIBpxbHgxRhoNaDcXgcKnkUkVHy3nRRtLsgpGEd7ulxjlB9ujnV+DPt7GRTT"
    "DWMSCl5oapMSs6T1HkQ8MXURabsmyHNtilgv6+8WUKKEXsvTqHWM0swqXb5RuqQtfZrNx7NCX/sQzrFfXqokIT1ynL9p9so2cFVA"
    "T4rzz1zm5zWDsZ4Ae69ErXEfwVQ1OWbP3gcrtM7Lhiz/78ZdDi2+jLdvHHoKvPXxW1yh/8UfX6oHScbrxfXEKQqbUIkxi0d5ctpd"
    "cnkvj+RzEV4hN4X80gyqPU0sPl+Bux0ALOT2Pcc4iJN+W8uzcjJ03VS9CbJ5HSjCvH4nYVxzNkq+rSYCMxmT81ktU6CbcnqRFB/1"
    "l7AX3oRtksAYk3h6PaTV5pjnrfKDxwZG32EGTFYvpEXU6m36LYorFiXtyCirfdJvAyQUh0aqAD5YQe/1LHyjAWNIUTouh95uwiql"
    "sYKDGNNO4X/zP7aFuIpRYj0oKuG95qZHl1K2Po+rElhz4+8KRgSi1MImle1bxZBDHdYpRh7MUobW8G7PcnX+lz6UD4CcVuufxTy7"
    "y2AVLoAlNBg0daFYxH2VmtQ3CWve2jqgqw8xih/UIovVnrJrKWF2hpyNtRl3Ptrb6+3oaywR86nUYHbFV7QSq9NRwswDo+120LBp"
    "ZiokvNzJ5uVOZxkoZmc+Dj2eJgeYR7LCy7lF+NZMIJ+cl1VZLzWGMHpeXIql/Cy6kt9LMI8uxPHFfYNtSUuLrKzhk8dIwnt+BmFP"
    "V3rdLJLKx+Bz+E6W1kaKkiOjTiLFYDtkiCGH4v+tac1ltcHnxyR4l+JxszVY8xZxPuKoPkDstyXwlMieMpTIOLTnqjnD3Ebp7RS9"
    "DKq/E7d3Nu9FjAYIcMiG+RoC2ZT+L56SLaQ3x+iwUM7fPSBud36oKo9szMa8jvf7950rIdLsIW6fY7zeZQdY3H2MHC6J/O5nvZcv"
    "hlUwL4Hl2PSgFZFhftMK2KUN1JJLgS36Mq/AUFga61pH/Fl8PlHmyXSGxDLcV0FEczrl1zb5uHPW+zOcNzK5QXbT5gUx4bhflRF8"
    "r472aeBtlY2RBxtjgf1K/Z2kbC1TyweM6SuQISlq3iwx/2DZTFq9fDH9h1T4iFULcWKGWrGnfMzYXox+kTk+T9L8THfLHMxtF6mH"
    "fErynU0x1mEyk6vj5qEFUcceEvhofFte99/+aU/baTz9nFnPhynvH4/S+ugvhs4bmQHnqHFHPvEbvQlSzbTO03IUaLUW1ugeslgX"
    "gib2kHf0PdDjcl2iT2HklZjZPjIB9soE7PMd4rIB2ssijni6LtbjMeqBMpc6q4we2SjQ5ky8WoydboLWNZqp0dl6stRA9i7C61Y8"
    "YjP/M0f1sLa92/bc8ZSJznZX6i6LEm0MshtOhBD47NgMXw0gAlqmB8tarElUT5V9sUbzIbtW4Vvfqr1bxWcu1SvFMhV6QsbfwGyq"
    "REGk2J4ykN5EJdrOeMvX0fpY4jqzOKrxjBg9EsvwTjWzUO6gp/5/Gzv8XyLi4p8sAL2tJ95K6bWyt2yB+zRgtd5VyxkJ8v6Hcq7C"
    "6WJcU9yLU/w5KfrVqrn/lcR4w0BhI6W/bGxEbSefOegsV4fHN5U087LioNYLKP2SkOxzwUExdTFRQ0IXMO/aJO98HUUNMx30EKek"
    "ztJ3XcP7dtuotc4yIuVQgGVp9qONIdB9LeCsCnB2lh6hRyFpzGb4CXy5ABZyBTSn6bF6Zmy14PcBsLcPpve/UdXb/AlmZPbaIPJg"
    "n5zFkUylX6Gt3Ij/ZRShrYzpnzHHobjqW+A+k9M95Hbonhpg9e8gw6qBZJbokdj9keCeE6Vcv/e+ZsuUCPN4wjEvwQiamPdsCHGN"
    "noI12RPcbrloCY/d1mN3n8LT64HGP/X2S8pnzuf8riV9XKWFGQw26mb6hOJ6vcTz0lgL1q6btzJe12dx5SLYFAt1oPSSbcAnb0EW"
    "fcAntzDjT/VcjjCGuZp8q9b9IOX3xusrJU29mcIdftRS/D9VfwZdWkZoAqi1CjKsFHLqTkbylwKvJelBWKnnwXpfiWujWJWIfEYq"
    "z2C0JuFTerOYfybpveHKzBzL+MjiVTm4OYXXV+DOSl22AOttMZIyWgkWP23gqO29g7gW9nqhllFqi68S2A7/dstTUiX2bitplQqh"
    "VTEQO+ss+xwodr3PWDLUeoRfwTTHbtzxPfOGW2AJ1GDdUuA8l5OcoSZaqdvLp3k/vfmnYx6Dq/6AFa+i1O0rlqEcJRrojNdxPUea"
    "iLVW5T0tjeA2u+9a8q7SmnRc2Vt2Fcui/RV7cgLGshVtpxivPBRS4yl9hV6gBCMeaeqOLSPLmNFuWG6zDSKdYRT3/x95vRyjOZ9V"
    "H0Z5KZ/daL5dW+P+RDOpvO9j4zOINu6TYjb6/3YNNuZuxa8JfOZ/K/51OK8XqO0U+RKUsbek6SM+UiKygvnwexM9u9qJNOVyhrLe"
    "PEmPyk7guSU6i4gnASl4lnyrn7SRP9oIaXSYdBN3H+eFbYEUSW3U6qykr/x+Wv0WC1xFGrYn7sb8vzWUmDYyo+tqysplkMqhzsrp"
    "k34FysBXxT3BxUfwUB55N9Pr6JD3tvIRdWorhtaCWqGLgNp6A80ap4+SdfT+mq842Ya3ta3VaSu+oD6i29trhxC91FFiB942as0/"
    "sE/3l4DVD2Gemr1XrsVx/Er9O30R4e/LaIfYjhT3RrSlg7sVZAqGWth+NgKh1wKRJbROXsHezoe+XawnA1MUp7drgRBSzGVsYEQ9"
    "Tglym3ywkRi2WC5bitLS1SjFaS1m9ADJaPAfbaOI/DYPbMM/39KrZvbQSn2U0tn03A9y4v9Yilmk2O31ILE53MHI1pw2o+XFqy6s"
    "asvFmQyjWg6z+Vv2BYcUz/kpTiEJcmLOx0Btpa1ur9ljpyr83GaDWjv7swBXLMGaKWy+0Zh1HWh5KXjsO1oxOXJcTJ9jdCYJHl/L"
    "2qDVeG2Z3PXY0/V6Ez49FbLPYqD/7qV2f/pA8ji9lKUn0nDJizJbq1kZkcLTV+D/yZCpW2CNJwDVva1t5ebtgJmFHpZ4HsUVVk+I"
    "j1H02gDpBgXf6+w/6SefgFvH0KuVxtzNThwpUfr+G8nPyj06BJgorZtQ3kdhQZcCD/yCK1/E3mYxkx3kWnlKi+crbwy9LQb+3Z+Z"
    "wgnWkpqXowS6pwk70UypYZkMzpfrrJMdYNGspc3uqmucx+pZ7H9TG4jL8umdnBvooxZ2bZM6rOlotFT3EmdjNGO2Fv0aKTX5zGn1"
    "nnTnOSr2SXE/eXH+qQDtjZKLJEXP1glY9wbQbQPkWY6ZRS5Lqdrn2UwgLRSv/iyet76HvISxvIrXVTpXr5FVWNmpoMtv8PyLMMLl"
    "eFKpVhNTNcOO+CvGNshnLZueNoS4mkhyLHk0zplY5OUqfGsL5sjEWPeV8LE2lzXSh3uyHSP0xeigRieBS23Hx0kTn9QCjP4Aqzz7"
    "y5tAwrPIn01qeT4LpJz+8R2pCdT7Q+rzWek52E7Ong0oh+ug7VwsOGC92FBx+WcZStUcUUxxuVMFmp+kT8LCatEt5Rms3GWQU5vC"
    "BtscHH4X1nE10PT2kC2uSuhnvM7m57eMOTju9eWQ41k/XvsT8flvP2M3z5EwN62QX5z+TTDrJaUv47u3Yn2GQKObXbmFnC5WJTNP"
    "j5PJOk8Gyb9w/wW6txo1nQrZ5bL6bY77+JyFr7xmMrl0itT7TCjLKWvE+h7DfDL1sUnn73Wy9FBmsPTlKlbTm2WehjU+SzKnXaQr"
    "MzXCfLOqfC7OZl57t9YJF2q6yAZydDbW9XTZG5Q6R6foR5DCK/TEyBKs0Ft6qVyIezwp8/BbZ3lPF8nbsCUvpsbJeX+NyYjjxdmD"
    "OW21UsL79/D1kK3vxHXnPFayTPy3dO/IFtjh3vKM/Kj/0rOAGPpKJni5DQrZDZN4Tt7XZ7CmY2H9Tw1Wgmqr5Ri9RCfqcvDYZOa/"
    "PKZf60PyDvTcAfhttjZSiqV8xORFjPmf0JlXYQe/gZ2zFD+vx889sSdHyKayD2hpdnC/XqtXw+b8EPyxCOt5m25WMi1SwfhYE+Mm"
    "B0Qsj8H4+XH6U8xXW5L3DncokA3FLP4luEvG5xc14p7n43OzGld6f7LLOMwQVUW55kfKQaC+NdiZh1nXU8rrl0DOmE20OWawqbRm"
    "vgTeSsv6LGrzXwc+9/V0yPdZ2g5r/wH46jF5KvKt/hMc/B2++QbWLOXjIKYz5uP1zkQQZ4AqSrUDo00nQNNP0zNBj3UYyTpcaSN9"
    "gF7ktIY2z3JSyxRa78eK6fwtsb5JULDVms7CWu5Lu974/wi/eovovwrzxzp62trEU5jhmHIgySQ4z3wZDfj2GHkO79ZAO/5R35Qf"
    "8N0axob2hebrBilW62tq7GecNa1V0C1b8wlX6ev6ezkQVx2GOe6pj8C2+hIr+rG8wLxMq6GtYvWy1Zqsxmr3BlUtAWaxqgSrPrsX"
    "+rsFc1mkr4lF550mGSBhplnUR/7CnL4kNexW4mI/vWRNsI182L4pOFKe1k31j3qgPg96/Epvx5VJUHKO/oFGagHLS2zWOt6pi2hB"
    "NmRIX+W+utT8WElvbd0HyvgVa11O9GSSZBmuHAPO6g5c0OR9nB195miYWzkacisDmywDaovTa1iPOTbBmivFipr9Wam/A8JZCHpc"
    "CGlpuvQIyBVHe528XC20lFZhj1aBo87BKJfqDB0UiUHyLNaXwM9pevAsGmVZ3UbX6xiFWq8uHmleFqPKK8VVQ8e1eBw95WNN5mPP"
    "sVLaeGE+5O46HQyp3lmOFNP6RiUvgGsr8EmSFd5Gd6fh/+/obwuw34Yyi33i/K82VqGnS8Qioib3V4IeyvCdFnlXulN3TcPardCP"
    "8f15jJ87r3KaeieJzx+SJr6X9PUo1gmjjlHztqJ97eVcyKffieUDHCJ/xvvv4KojtFT6Q27fBLlvdtcRoNhvSUHGTZ8Dia9hDVmp"
    "3iAzIC2bmO9WCp6+RppoqQX0FDtLvBGzGYwxdaBWqvcWnq16M6lsPn5fTYwY0+Fyj5hcbNBYgQ76ilLoJGohe3934KOuuPox7RR5"
    "QE7G/v9FHtN1wdaRMOPN1SI4Ck5RtxavGSp+zfXg8SfBJwmu5KayFyzXtD4APd4Mnmiib7wj0ajVGdVibi2gy3p8dzfQ4InQk4Yp"
    "22GNLoIkacYajhHz8B/FatdmPZu7bRyytczXV1iT0BMYqoX8vgormoAszekt4nLiUrR//gAr+Cf+fixxVZKWXdZ3iMgRpx0uYQZ0"
    "rcexDlm1+GqdJl+5Y9rjZHqdTcct5HP/yWw2o5F6ar9Aw6otFyWLet9l8VEbMq3FmnQVq4c8ATzVHtJuBmPSNR5vHidZ+jMrQTvl"
    "wPQ3YUW7ywhozDeBeF/W+Vi9tyDFXviPtrb6bFKb03Uy0dtIaSLt4WIr0l2MR6ow2mOZWTgAv+8L2h0Orl8sM4EwK4EWB0EjVuLa"
    "Z/VHXwUY5GPPzT4C3lf+Ctk9HPoqAapexU4viyHty3BN8Qi7UJ+7rMW+G3Sh+Cu0g9UMbQN50A6Sei1QyHjZD1hmLfOxLqWuNI99"
    "HXOlEsxSWMbcLlfXsI41ppXMxyue9doIPRZQazi7MUEp2Ii7ruMervHWYQbrooymZriHzhNzptT5WM4vuIflzS0n0jiE+uRQzN7q"
    "MHPaGpUQai83hjSQoWGRYnkohgcGAT0sg0T7k0wC/84D9XWLlAcfQlbMxr7/DGvxFciyXeVrfVcXynSghHr9ELhtCMeyBlK1Btxm"
    "VujfmCNzISTMPOzkBfKr/h0U14LdrgMdWGX1d/qBPITRvgCceylwzObc9bSvrnPZ6S9CzhjmfEn+rteX9JKLdU1wglid/uMyX84O"
    "loNOXwP+2EYsA3I26PkOtcyum+TCSMBq45AiHdLYUtydrS4+4+MvzoqJ8VtRWjw10F0t2Cnre3Is87bf9eirm6f0dD5LUH1urMP+"
    "lr/XQJoyKfId5OgK7Egj1ucWjHAcbOiZkBNj28yPt/t1kd96I00LFrOQrdaqL3W+5W/lPDLOsqY/rCm2fKJe9LGtxU4l6LuwTDxX"
    "U2bP6EWLKgWUfCBxlNUR3Ij9/k4flbewo2eK6W/nPcjB7q6jbWy4dj+pp2fAOOEMSVLHOyTU2de5tBPHty0ei6R0hPcu2rysV5X4"
    "WvSUhq9cJt+W0rrSaf09bMhzoXsPhuz+F3j+Heixo2AXzKJcrWZ9cECdG6VXPUcdm/SRpy4beHws3tZVXEbTKfKwz221/j5rivSi"
    "snEsxo6GudQ54HvnvdgNePFYYKCIVKvDaT1guzQx9v8JNM4cSr2hsA9GyVBoyhpIlHHA2oFHsZtJmlq4DJxSTt/vFuJs8xZSl7IO"
    "1HRAdb4qrXUmcb9/xSXfF3qWvCTP6l16InZnktyq78PiPUyHRDrSMk2ye0570F8n6MEIXtXpF6C3ZZAAH2sTEGV/INlOsoVsixUo"
    "JZIxv8UK5i9eyyr9LKyVP2kfcHo9bPJ2kReYGbMaluaDeP5guVL+Bjp6TduDoqZhNndDXh0A/R1hZY4b+R7S6LvXBOwKEOacbSVh"
    "hk41qayL7CBp6kGrOo+Sg9sxN38NaDRNKt2f2qyZaO4wn6WlG1Te9WZ9uHlfF0KORMGLKWYNmuRYh1m80Yb/7X3OvQI6axegrrWw"
    "PMuxWheCz6bi99f0HtxjV9lOrtC1kHaDoEW7taGZLI9yD8nmI5iWixVWi2WgWTLkr0b+3p25B1lQU4r+EteNyeGMNLN248wDsr4+"
    "plsqYVWl2GvCfF3L1Ly/OSB9FwVPYhaGTot7v7rLAiKvekbLLbPN7IPBkU+gIVZrxuenx+mBtP4QlbyumRGcKjzbYkaWHXkUdmyt"
    "9y7HVH3GdUdGhm19/0HbZB1451fs8kr601Lg918xhx0h4e3uXZhFYHGuFKNRxVe0eAc6G28fCTbISwr/xIEAgoKYXsJXIXdjXoH+"
    "xpNsNP+197/aXZO+I9oguQO67BysbHfQmNFIHDL/GkjsKfqDXuw51mSs1SJm6OeKUIdbDUyD75BgdD5cnF2XazPK4+IkrfFThw+H"
    "so7yDmqaEHUm1PV46SwngiPqvA1bzbU6WlbSE+jimiMk4y2ZwFdlpPFewGrs0D4yK8xFu+YAAUc97bo8O1dxtUjPZR8+63lVj+cY"
    "stwf9NSOfB7oZ2Iaf73+yi4MaVpRxUdQwTq9FD3PKeZj7IjZDaFnWvPV06FkHOR8+UCHPeRcfQ9cuTtm/HuZBhk9RodFlF2HXNTJ"
    "RU+PkCA/s5CyenncKN6231T+wJ1K0+Y2u72eOe/umg5S2JnH9RTLAll+6XNxbpYW1oLcItbhIAFJuARrVMv8C6spjGEPrOfYWmYS"
    "ZpiV7zqCbCkO0yWBTJs5N/VWY4b3dlTgKus3kX1IUQmNsE7CsNvzWIG7oH8m4LPN5AU8pZM8TqmRxUhsXyf47NSErzX40vs3bC4n"
    "8WmdJMxBFWg3F4E6mNxmuTnqsYurX+0nhdUUrqphEZ/TpFfksyJDX0JP7lV0A5/aY7pbME2XlFwH9DU9Mi5yrR4vc4Iz9WmsWge5"
    "XGZFLKK+nZ6rJ0PHTgXC2tLHY3r5CG22wEvnfCd3s56xlP3xYsQGliP0BXZhYGQd3j1dBkHe/AQrYiX47m45WyfroMglMlcPh/wq"
    "wb4MAdp9m0gxqVbV/C/mi4xnfxrrv7AQCOx77OO+0CDngce+xF2/htZbhV15H5qmARR0AajqbCCYLSAlZoI7Qh0cME7WjvnYSW1H"
    "f4YyD+d+rG8TONrwdicgScNwvaSe/NcCvZulDDqC9XjG32vxacbX9Zi94rJxa/Bug/6OFl8t+H0Fs3xNDrg87ya9h88Zwo5dfaCf"
    "1zCiYvu6m6/1tl0dSbuk+DXFP7GZ1Pgs7M2Z7W01Jmb/lAILrKV+qWM05zjZG6P+AdRuO9dIHlXK/hys+Cglw4nMugx85XiaWsHF"
    "RH/F/JpxT8vr2w26Y1+xytcn5CNKj5HiPO3OqxdGRushBSfANloMrqlnHC8Be8m03h0SdjB0VVI2lk+IsJtY+ZbBDt4K+8U8nrXs"
    "vlgD5H+D3ogR9gZFfQw0cCvGtCxyncYllrf9XY+SwfmekweCM3vIo3j+B/o9LO32kXNgIQ3FupSx6qIL9yCOeU5g9GuEtFYb9PZ4"
    "2ii9a56T/nOsvCNouBZ0ukoflkW438/Yg26gwUFi/pVx8i2ofrzcDyzaXf6IWV0Lil8PzWj+6CqPDxpZx2QacozUsXPOWkg26+JW"
    "C61XDby5FX1JMZ8H3lHCPj+jpIX+kbPABR/D3jwRu/QpqOz3MgFzX4+/K+RFqWY3yV/Ahatx92VYD+PsU/PdAbP0hZgEboA0TXDe"
    "3anrAvaqqMUdm2jnJFjHmGFFbSciVddtxjLjLfdmgkTzOZK2CwtY6Rbn7kZJV2W84nXepTfWJO31c+A9fuozhdZomEdlGqkan+4l"
    "1aS4mPfZ/+L12yGyXxtovbgXNA17fH5kuQ6AJN9cHpa64Bjzwuv4YBju/rBUAGHfpm9LT7laJ0LuHwVrqRo4PMe8HauhmamWq1yK"
    "v53lfsaPzVY6k3kus5hjaNWm+0sNPVJ1OgyYP8qMnGrQ9A5SB/03JDJaT4Gk20UHRG6VJ6S7LgxWYxfiPsfaVmOZ1wYzyGHO2jRL"
    "1SRWE38bzSroU6WJe1yJ3agiep0M+bmuoNdw+KprvsNGV+xBM9fdvCkdJOPrhSsxxjj4fDmu3zdSDqkeh/xYjXdupY3holtp7+M1"
    "HfALrJz7QD0Wc1gMaVOBNarAfUrAFyPkRYz0Tj0b/FcBbhwop4v5Xb6C9NuBXOw6urbkJYNZe4O5pqbPjxQnYywSHdV/4o7biXlf"
    "q3UpKOp2sc5k74OnzW83irmf1vXL6qxcrMWsvRH5/gZR5u+GnVWa6XnMMSvEuibexwof470HaBlt5q3gCvLpG/jOamCGUaCs2doM"
    "m2sMZMF4uRsa6kKpCZwPZFMpzL1zPweJdd+wep/VGHWUfnzr5LkzsGw7MQuwiT5oyz24WqyqegHzCw3x9Rbrp2FY03x0W0udl+Gt"
    "ncRGSNjBtZzU3hOj6ks7f5iE9dG1kCuuJ6pF1Eqo0UbClvwJu/w3fGaZlyUyDFZYqVoOTB85VloK8HzO+7esb0O5R3URUpNqIc/N"
    "hv5JM8Mr6bk6YM+1JNDKP01eBDvIa6DMHeXL4HZ9RD6KrPQ5XineYbXPb6iGFrbKwxWeJgLfKdhse5v1jvI2c2TMg90CHVyHeewD"
    "mTubCNBVJjkt10Lbq4UdKIr1BZ0jSzSstU8wA8dylGdCAw+U1L91fczRiixeDX4YZIZlOXwjN4H2nwN3bR85MHK+HuB754a1DbUc"
    "6T7iuizuRI9mjffYH4zZryAHWNfzpM8TitJWikOePAkNcp4cArnYjzja1WBZnOFJ9umy+O8afP9T4FWreG/CfQ6B9XwQRtSIte0q"
    "fYDXuskv8rx+LqXk/tFi/cSa2TluBce6ChT0gNQW1JU7vOl0yDwNpcEWEsYfwgrbfwQPyAS9Ut4AnyzTvcC3R+qEyLmy3HdMN2m5"
    "g2R9N5cqUOC+XoqmYcG2sBeV80OYBf4x5rqDbA/82AsUOh9rO9mj00/BG4fDEqqC3d/MXE6L2I+T4cCf67F7jeTy1dhj66e9HPKn"
    "Uqwj7iSg6ArswETZX3bGCvUXsyLegd1ofZZXQd72k8l6QaQFI5iD36YTr7hIRDOrEG3Fq73WatAt2ZcptIad9E4B97QwZhL4LpPN"
    "2J2/gD/uw3x2JjY5DHddLGdH7sJ43oUlClqRIZT4s8HXF8i92IuvWSVfyZp/w1dXe9zl/E1WofkydNNccO0CzGs7UN3Wchauv1SK"
    "9/xdIH8ifySAKBOMSaVANdtyr2N5e8M8Rul8l6RhvmpNfE6OMs/OYgFl6rTR/vl+PB0l4zmq1d+b5VVhVxmTs2NhTUYgG3rKUuiN"
    "dbAYVuK9vrKjBPlaJau4D+hdrfUjae/jp+0KeHIdeLt1VbKeKw+xzAlihTS9EN2lmzhLOIGZlUi99+q2rk6O3u0ILFDzhfcR88nG"
    "sLMW03pdD5LQFtrK5/iF3QTS3AmTtBeLs90amT1l4/gD5MFaRp/2BAXsJrPAaY8BwbvM6Bh7Z7R6T3L5Dpl235n42YeyvL3sy/+n"
    "YBTVzHF9DSNsJlXsivvOYTdIJ61inOEA3+muAbTwPiMdz2N8w6Exy/DNH3H11jJdXwGdvamXyMt6p3yI+0/WzyIj2OuhMztZVlH2"
    "bI1vNwIRJYnLs5x1vc9fM4l0oySZy7QS7+wOrdKCOz4ipgue1Hngq1dA6Q3B0XIdaPoKvUgXynzs8kGyo+9HNND7BVqtfouNfo7x"
    "mxf8Z8hniw+2h176WY9hJms67791oynluq3B+sQx6tMZC1+L0Z4JDd0M+nhI0gWdyBzi/xJUF9CToMTBbt2t13N7xh5WA6n0kpfl"
    "Uh1rXa0ir2tKToZsP4y5LjlP6zl12X4nkffvpKy/0WJuepUepd0sNtPuvuB+/VKuw7dewbWHydH6e+DNdXpOicXLPsDuHQzu3Vo+"
    "V4vEWt7mTDlQPstnQI/wyCuhGe/FaQ/abibdRSn7ox4h7y22z4vANYeyXqeRuedz5CgZQIRmWWzl+OQ4WNaWWXoydmsa5r4rqGoT"
    "WqRWhWZWh+udVdxj1gGyqoH730iP2PWMF6+GlH0eo/gelufm8gX0hNnyX0H/fg2J1wydsBRX/OyzKY+VWuZz1dN+cBom6vt8KWuX"
    "GuhxtD5Rlez+1ORjc3fi9w4SnqFwIb1c/dgR/Bt8Y6n3IZrVNdhXYJrkno5Zv0ebxPTvEkn6LhFV/mwI+beMMPszAxZAC+tCy3SS"
    "JBghGS5T8KSt5BzIgiie1wJ+ydIbtSl0c5V+K5OY4W/ypxwz2ZQ96W2F7sVuj5I99Qd5GNp/sDwLvby9tJd3oOfmYoeuEvO334B1"
    "OkyGSn9QwdfQ1XtC3z4Mut8FvLCZXBSZow+Cbhq9f9rlATnskIYuzTHGW8wycpJrGDMOQh6K5SvU//M1jZrwtQwPYgRZzN31ment"
    "+145HeF6UTof2x5yohzMLkFWe3e2XCp/gabYChjvdtDnAFa/JyFnzHt7BWM+zcxlirIboaOzfb1kXM8MuzraoUBYkal4NYO+qF8h"
    "X5p1cwk1nSG+Hb23rLGA122+mXz2o8sn6UZ94HwIrTXGFewBqKxAzAHvZn1c06RM/4ITVdL53FvXXSXNmvmwIiHDTPYce4luzpNp"
    "SjDPrfHNI4Cg5+NOxaOXxT8ZITdGLpGrYIus05f0XEjG23DnOaDgCiC9EyJ7Q/7F9B5QyDyZCNn3sI7BehzMbmYx0JCTIBkiiSp9"
    "XM+KnAY0ci9G/bLuH0nCdjtPTtMLdD/azyshRaqJqMdAEg4Rsyzn08K6jJJiM3zDOkquwlzPkQFYqx8hyVeDz4dijmdCZ0zS38uL"
    "MqxkjlqWyBr8/BmS2vq+zwX1LgatzIfWP1FOxf0GQpq08AwIy1F5RU+PVDKnwnVjtcrfr4HtDFENE9cH0PyONUB7AStqmpiHlaEm"
    "TjAOuAOl5lh2vD0eK2ORlIswgt3ln5Ff1XI9r5KH9EPYk0OBfVfo5UDUn2LNv8DMfqaN6KRRDlQ7AiuRplU7AlTcjP3oya5zNXyW"
    "9Q5q1Ed5bk7ad+zMes/yKczrDLzWdN2YzSMe+Fren7H2PzOmW6YnYCyHR2qY/T8b8/xazwTWv5m1g9eI+fem61zcYgXkak63lxh5"
    "srNYTu1C3wXnNKDea4l70kRZlle1RJfQDgt8/qASdzhcatkWXXGHVT4rL8muIFn6dX8Cn/aCJDtdTsWoDsVOrID++0yPB0W9gjGN"
    "kqchm0ZDj5uW+BEae2BE/dxDSyeKcTrbbbKX+64LVgO5Kqk/sS/ZKMnk7axq3+HAkMexskZzvmtQiGTTvirXRfOSeRvRPOxWN1UG"
    "+2E9Zuy6nTeRC5uAs8OKcxezDCNQUb8ixdbN1ZaEZ0E1+mrGZbRPDvJehlqfU92N0bhayL46zLoL8EolvQz9oGU35+tz5CgdAft+"
    "gnwE+XYzOOEOnQoKKZPiMy0H5+6C73wF2oizk/N6rOQfwTuNkPUPSw/5AHM2r8ET0CffgE8m0apK8/yjJE8+sdVcCD21iazD3xeh"
    "WQ7WXyJ/lD10ffCo/k530I/yVSv98h4jzfcsLfZJsfohywz4ErR6Asa4Clj1b8wrWwn6WYW1W+zrEa7huUpC63MJPcAP6t2MvJkN"
    "EQWHRJnp2i0vnRvyEcf9ZWUez7X28HNd+OoKKiDdJ+7Pjv8fPil+t//7c5rAw3H60uuxKzX0Tsew90YJW0HrNxHPfIY16EXKu4gV"
    "RVNgu0UpR5oYH0lrQ75fXtqfjBT1vlp7f6Ak2MF1ECzkKezlY1nS+8mfMYoFuL5KI/TuWS7kxbIdkMtK7SudCqpoIxvEby8Bpa2l"
    "p6pOb4dUNv9NiQyLPOl9EVlKwuXkuffBHS36APT7G7j7u/qxJJhvMg0a43RwUC3u8yBo4SKM4nV9ClL/ZeCcT2Uv6R3ZUZ5gxkYS"
    "NDGLIzfEeQ4w2t3Y8wfkHtznz8CSr8gkGQS99Ln2lLYq+MzGriw4e8jyuts+72M49NQgdhZMYm6HikVC1zAG3dbpIf8ZJbrOL0uZ"
    "LRmHxBwChGzW0hS1HLaPsSeX5SuWQ5QQsJt4c95Cz1ISthA1tpXdtAujxrF8v2aX3bIMOnrD3Az3tHJSbnfZNF/FWLNB9nEWtBLX"
    "UBrW+9z6HM/Scz3H00CqSZ5wFGf/TetmmvWnl+3Jju1WDZOmZis2toepwSy3Mssejc3QsnP1DDF936Ug7pKjT8tZwDfLgnY36Zv6"
    "HOjjKr0Y+HcWJN9gUGipnBV5GxTzFKj/OX0aGGIx5OF7sLXnUi7GYROUq51X9RX9O19BR9cSnWZIb+ble1PS9DOZR/Momc2K106R"
    "h3W9fAvKtajjDd4r7VZySwm7D7tut7eL64WSoDd5jc8GrGI8xEU3okTEFmfqRQs6XHXrMLR3Qaf2HM/aa9JvwVWT9A5wwPeQfbPl"
    "NWC3rSVGvGb19V3E1b2sBmabqX/xnln1+s/W/BnKqRrcz2G93aSOGMgwSQQ09JAsyX9fKRFcPpaN9B79O2zbjrB4H9XHpAZ4vYPc"
    "yrhDtbcsWr1JY5ih20KbbH/GdFxn+K1kDb9f/JN6dXardQBroGfHfrsbiKKXxArOsnBStYS8t6WMhparVWczNNAGPAJWwlS1aJrm"
    "/VJhJXmWNkQ59LOLJrXwvJWhUuG9j8XPGSrWOzCq/1Inh2OwVlqgd00GJiBH94LO+hIUulB3kYushgY256xIZ/lcmn0X1jQzaNKQ"
    "6ll6ieo05e1fy1s+3Pd5cl2SCuVJUNCHOexb2I62kdIyyfn6J3f+g0VQT6BtluQJPrXQK3vRi5/WsL+K46uMz3UJ7bYd8+expX3m"
    "ifvTweu8LCjHLAPnfWsvYY5Cq1fcclU6MTb3LuxUOx/CbN+ZOhKzuozRBkPdGXWZ0c2UtoHvYBpAJ7rOmV15Akoj/t0oKk+BireQ"
    "sdAYz+vRsB7rmDH3Pn2OCVjJE7H+3+DfLbIcnNg9r792yp91aftcCo5oFzkDMqQPpEOLbF1yGrinl2yrwzzFrPOddv+Q7+JiXlLD"
    "etvQNz8ImHIA1nOW/si6vkuxrzNJRy1a4jG0+9dMz4TLmhgirad5zGde9HW0XZbrAvnE9f8jCrUVX+lRxM4FWVGhr3Wz/Brn8vlk"
    "y0HNq5k5XYeRnC1W1dNZzpR+ch9W6J+g+/uwcvPwSQD7+PeySpxctUr8Vtpy3thGeQvjGwnO+EVv06sjV2HW07DGTzDLzDTuIox9"
    "T2CdM8WqDMfBJpGC7Fgb51rm2lucd5J+JP0xljpg5Z5ygPxVDtF/wILZrY3zQvcowJTuXz3/JdghJMn++CuYjWjc8xkjISN5GmUL"
    "ZXcLI8zbg7oMEbqe0CZbsqw0GiQBLdYKnunYRNTeSD1wK+cwA9fMgw2zFJrjAFkAi+dedrr6TF6nHyHpqcpFuoyCt2CUWtUqZcq1"
    "2eeONhNF2TofDxuujlGHdZRt9dBQ64EDdwINfYUrz5aw13bowbbV2xF24ClitduzcNdPYXesAJpfQgv0etaJuK7QOc4wYHfFmOf9"
    "BG2MW8WdNFeT7yhnO5Nh3Mt26gqe/zCL0Xy7upn2cD1k2rOs2k3nK+Itg/UPrKePY0dfxX5eBO04QCyK8h2+MUF+B+77kVrW8qv6"
    "YD9nUhKnaXNcLjt7X1SFz06yEbv8GvUZjn1AtVt4PFRJGWUnwPWQa2HxVQA9rYO8eFNux25MBTV+jTn8iXpwPqTSQsxlPWTfdmKV"
    "y1muQyPkb47xMvNc3iCXy0f6UXCyrA3u1M+le+RafP912HcnRdrqUxKlfglPlhQZJYH3RVoPihof5Ut47aDMY3lFrRImyQxAqwyr"
    "A91U6m1toM6AWb+BFsrRnM9hvlei/pzUpJdhU32nGdczKOk1/Rhx8d9U/pytEME30Pdm2uArXQUbNAJKvlmv0MuBhobrP4BtepeU"
    "89lfYL67y1h5BlKiBHzwo1bICZImfcxXk3hpZgKtBIrYT26Ui+ml+Qj8ZWdO7C4D5GS5HE+x+pMEI6fV1GRx5tU6fNuRng7Nn16l"
    "3heygrZzjqfgdSI3Z3zmp/kEu8syWvaHsmr7FmrxVdoMi2Au9vYQuQb3/xh2xDI9Qt+P7AVu+QK/mSdmga6N/AAqnc28i2qs3iB2"
    "7FN/9/05rolAhJvAnknQq9vM89gsq3KxLuPq10Huhaf0VanrXpKild+K/ZWzCympAZZ1k27LjEyLu0Z5DoR18C3uU834CF7Aypch"
    "MsLj3riG55eGqHicjzxZZrurNVZfS5pm/wuTrMsp9xzfNbNHeE5/xzrtRRjdHKxRFbjUzv7ZQtIyAxKvpI2O1VHt7U/8NRSepP8w"
    "zn7aH0FOfQM01KDTYKe9qOuwK3P0uMj+fmU2PEu05D/2q2i1n/6lE2U+MEKVnS2FPa7FsxdivvPA5+a5MV92N2aEdmYdoEWmilvi"
    "CjQQRh5DL9xEj/mO99LcWV+dQPfvgYrruXJn+bzbEEsFREgTWCuS8WfftBBhLQJ3L8auvgHc9hbe+xBj3w8U/CPW9gV9QV6ETFoO"
    "+rVeh71kB+jkKGj9GYzBVa8n/L5libwtl+8QyeTPZ3WUFqUXOgD2vxu48k3Mf2DkUV0SmQid9QKw5hlYsWog1f5iEbcYI8KWHd4D"
    "z/5CzwUVfMHuIVF9GjRXDSpdBcuilnGPGOtww345ATvcZtV1Act6y0ChCXPEQSmMvRo4ZaEcp9vrnfp95GLwyObAUad7LbOtODTQ"
    "VKDBl7N2MM5ckyT1jKuuvYG9mBPUGTFSaAo2YCPPvU7p+ZD5K5mPnNJziIsmM990IairK3sVuroe8/WPFidbilnIdgLH+rw/JspT"
    "+cLI6px8PqtFHPf2krOXnCS36O48vcnwwkOY9TH01UaBQLYG/n0FMvcDSJa3oUV+wM+75GpJaeira86f/tYOs7Fq147MDW8k7q3G"
    "LlbqGxKlnfgP1mnH9RK5H1bti1jj38tLelikI35afUuavZkfo+5/H1jk9x7RluRzpvfJnxB8sSTzvfNd3WzG5+xVeFlgEnVz9k5v"
    "jxlV4LNp+iD4bxG00E/6N0j99nIE0MdhcjAkw0DuReCzXEyKdffdGatZ6XY48P+FUks/wHbQBYu9LVnL8ezrY0ot6iqiDIXdxLri"
    "BCO5KZ7dXo81WuvrhPbj+LeXsFduazVBwmciGK9bh9FGzDrtO/yn6PUOe4C8Dsw/l7HK9rBdj4RlvB3GfA60R4gsI5S9rfVIJu1+"
    "IJe6XhM1/iSzg2FpKq28tO+jvxfwrpJ+zOJbhXeW0ju0KTDTnjx5VH3NW8afjbWUe2Frdjl9r8LT1GLMRJY89svwJPZz5DSxK+YC"
    "Z/UHrvlIlzNu38QYSF/20HGxDrPlB0qS3QjNy/Iq6w8N7TSzX2oTK3WrIBv2A8pYz2z4FPZ9EWR2hHkoWXrzkpBD81l7cmA+Zibs"
    "VhjKbetrv1hqoe1f1deDvXV68E3kR8z8D5jFp3oSc7SS3EWLKj0g1vOhAZZYHLLQOhweT1/OVZyFy4D4HfYvzPxV1kC7fOwsT3Z1"
    "sdltiU5riB/Xg+KDvE8s4FmtGX9mYIq6bQ+iMdOlMfqokpQwSyBvx8s40P+OsICmyxQ5V7sD/R2P5w9g5tzj+rw8JxbTL9dPcN/1"
    "Qc5HaYb53uEtHlN1lu+I5UwCjpdSZl9Z9MMitGW+5rGwu0eOtaaH8MyNFDNqT/W53rWwKSy7bxPfWzib7xIzguv9oY7CqMroJ58Z"
    "+USehezZXhcFu0ngezN0wNpYB8298c5OsM5KLcMMuPhT0NCMyPLgZ30XY5sOPbC0jazXz1h5fwIo7QDZQ8/UqyIHy3vgZcuhO0ha"
    "vEYIz45Ieq0Qz58pYX+Wc66XiOty3rmAo1q1fI0+Tp7+2e9eht1sXde7Kvq5W3zuV5L+2jXg6wjkkiGzxZC/v0JifsRI29vylKea"
    "oCAnqSPptguwZ1eeyl3LKowMq2LGyizaPDtKqOcz6qq+TLN2wKfdYON1gUSyLjnWv+Zh0MZU2LlLgIENcdjJbxeAt0xilYODa4F9"
    "N4Eu+An7dxFkWQlssedA3Z/qPXJCyWBcMV3NXvlMn9TRavefBCq7TM5mzmeW3BlnT9mpWsfRWM8IZ6NZrtkR0gzrxvqM3gs8Uk4P"
    "uzu35C7s6RP6YORbvc/L+Iz3a5id9zaxypMlQfAaxvOiXoe9eVNfgizprrNKjswjbXcGQVj1Z1nXY2irpAq8gDnGJwI9Jn/WbmFG"
    "1A9idSrl5LwE83+aeFJKlS4A1QyVWD5DsjWHyaITwyILSD/WKaMCsut9tYxp4/KpkUywkhm872LH39UZ+Pw+fSnyKrBJa5/b1tML"
    "ladBjvVnrLZ2V3Ny5CnsTCPv+w60SpR9Cv4MCq3EnqY8sl2YPzXjUpkDmT5EMhucS2h5l8PF+oCs9b2bRFzfhh0kpKI3QGVxcLj1"
    "oNwFT1yHT6eLxUOLnzxjtFYD2VPFfkemt3rKnbKesdYU5Xg/cdWzFqGJsP7lSpnrexg46VHG+e7KmNEsyFKTsR1grY2WMVj/Xpjz"
    "YtBobb4HRIr9QJRa1WhLC/g6xHdn4Gl/hn75CXL7SyCiZfqBfCkN8nfIlLl89qE8iSoJuRz1JyQ2Y//2B2cOAU63bOnr5Gh9WG8E"
    "qv0j65g28XUyHQuqAp2mO0XsLOJ2kqDXZwm9Dyv1OOKiOE+XbcQIRkJ238ZO858QiTdDk7g+Tylfx+X2son97JwmifoK5yz9OsVq"
    "k4bK77CbM/I73shvON/5luydtg10dHW+LjvtK+ZKsfvhb0Y7VgE6B7LiVmqJx9SiR4Fch3uMoN/MNNkg6eFPhI3nKxuybSDVvsw0"
    "T9Nay7Kjes7nGxbvbVJJ780V2JnZuH4OdMEKyMz1GFENIwUtlLZW32t+hiXsxj0kcrK3ihJEC2ZjzKIcWEH/+ATMpYknIazCN9pj"
    "vGX0ZzoPfJJSfJy4bmVW8zE6721P+UrDjK9Wr+XpgDleU8knPCYxRjLL1J0osYtMJ3VHmblzisyQd/RJSQaP69BISna0PFwg1KvZ"
    "mzrK/e6DJw+mnh8hu4t13fwEo18C9FsD2yAJnWH5JOYr6C37A9m9hZW5Htj2C50HmdhRzm5/vd4LSzOqzT4HPkmsZqj0B66GyanT"
    "oId+1dX4hvUL2Rnr7M4T24nUkfXVLCnQRTnQk3lm1jC//DBxvYzMD3chKThBL/c+7NxoMY8Gotla/R1G1RcaZJaeqI/IJZBG08Bh"
    "TdItUjwmUcuIT6DHistoqmf9+jogZ8W6WCVc2H/DZd3rb2q020trFCGg1zDtuzQfBpp5m7vwHmSO5Sdbls1xGLH5ZgZj9G+QhxpA"
    "tcexW5RlepoUt0y2v7NXR9z3TWn1T2/r682L1WLX8SmOOw4SOx8zo2E128nY4w6ksnGyJVHz06TQ78QyiHpYngS+XwYOiQKJzgTy"
    "V6/JnP8yTl+00d1Z0BhfQ2KPEsszuZAeZ6ueMDu0if0JuvuuDQF7sSaZJbLOdx0T5hO6M1m2w7qMguSfAd5sZFW4RTrbY5VOZZSl"
    "XO+XPvI1q7ayoE+Tz1ZFMUrm8fS6pZjVyfIJ/v8nvWS1oMTTYOHuUDJS/wr6jAVLcfUZejlk+3p/rkXg7QroZO+1MIt/K7FzJBIc"
    "q2UBx/0JG2G8NVuQjRDWhNbxDoHvw51h3leGumcE7ZmreFL9QmZwDmVljdH0HKzW2xj7FljFpawtXMHqpm0Yw2nUjj6jx2zDpJr/"
    "rqfE/P5aP/zA91yfrw+Ch/6Je1ivoL4gwrP0Nj1cB+jX0GCl2JFF3pO9ivrlJWjK4bKYktxQzpHYsTL9K2PP5ttz55yeTx5bBpnV"
    "zChiE7MRf4F2WuR1QZK6+3RJ+u7Qx4j1pcrm19ad736XjAZKta7v1+Lnl9IBFt0k3GvzSB2zrnMF6MC81Af6SmTHT0/yf/PF/aXg"
    "zMjWWisFxrbrPmmjO3hjvsdMjJJ5d1ZzxfH0KfqCXCRXQt+OEvPdDJXnMO6XGV3uy+rPHP2HD0BixdklqFYLo4ZdCl7nvNztKJfT"
    "59FEPOP61QwD/r2EmeL7yXpygtW11oPaa0DnpayQ/TjoJBXsCfEjaP2qiDtR0vTsO1LHfUqwbm8qbIyb2RPBbNqZ2N8mrNkE+UXP"
    "jMzD+i+mvVfHPPkGPQ8U0EvuZ75IijkCKV/dNpe1g3dJnLo/SX1lHXJ/L86fYTVursLM4iVTIWeqxOqOf4bMauYJFzsQw1lW5Bmi"
    "zB23Dg7W82ENPr0EGsTqwGylT4AENs1k/S9WgoYMjZQAvR+Mv7Mgy97Wj8QshXthMcyC3VWlD4GapmP8vSQ8WdNV5+aYi2tW4N7+"
    "9N4cY1FxL5ln6cZ84nq3Jny+SxK/LwdHWebzaDkosi5yKnj3Lei+p2B/zFLLM7mN51c0snbD2bPWGcoiw5ax38HXCKSJmI4TF3Wo"
    "Ijf3zvcNc71e1ct1s16WkD7XgiNf92dYPi9t5cIU+yTsPtq9oIt/qLscZspBY58jYceZAxj1+Qm78otkSAULsfKNjFzZ+t/qqxyy"
    "RHop5obWA0EsZVZ8ijnkR9Eqt/PgyoFrXUcKq7sNCjqAmdawTvDiM4lclp/wpEtt4xNX6R9W4+UYJwpo/7eVf5302vkhcG+S3bQm"
    "YfUNmwz3vc7T9ADtISnmcyUpxW4Q6xERnlwYkQV5r4pxz5757M4cT9E2z0JJ5Bc9F/LD8mYehX1oHb6WAXkU709uHTB/IcoOfM5H"
    "ijJ3M8ZRw05Dpl22lbAT5gLGQc32mgn+qoeldi40dZ3eITeyV6+hQBetmwgt9iGs6rm+btvZ6Oat24Z3rcQzxkmdDJXvgBLXYbxf"
    "QhY+DJn8Pr7RjNG/iG9bpGprsVhLd7E+3/eQX1x17Fbiui1sJ67nt+ZzQsIOjqdgByyK+b2+LCdIin2b+uGe61jtbKf1bkxmdvFP"
    "DK9m8rUySfBtM1e1FzDNIOiPadTvx8rrUsl+aKsg/+pAv9U6i12h7Lxaq277F+TW2aJ5WzPHqEmG0tz6Z3SQnvKBPBAZJucDVX+p"
    "T+g/9EDrMUMvds53EynXszGmTajH13r67FDQkTL80wx+OUjsBJxK4Oa/6XSMcglz5pVegJSPkwbsLmPxr+XQcS3yOz1c9oa2eNb6"
    "P8hIWRuU0z6vJo6LYUbbYZ5XwmocLlZb97F+BTt2P/DNnToO1NoI3Pc6UENfX7O1GNrfxcNszQ6R9zHqOJ5hdSwVlBCuW+FlQFv1"
    "beQA5thjaR27ebsMwjS9iK6T7JbS2kVRNeW1cxLo+CVZCAs/rXamzjzgyMmwLEpleORbNel8H37rHbG+xYv1GX1e38UzTwICdB1D"
    "rSop6/M240AJ80HL1h+lmhjFkEkZrjA5tkiPBpX/HZz5k8VDI+uBvG5m1vIAszHzVbjNXt6MxTNWcIXMB3K2r8yvYJfxJlgu1+H/"
    "r32M2mhyLiVKLa5JslbParvS9GdsI/uL86i18ETzrNblMwHjrCkO/YLdJJQ2hvd3Essaj3PtHB93Zxcazfcucfb1SHF59I5WLpYW"
    "IsPwd9NO5aTL0nwEo56jduc4XcjOHNZv5jw5FPf/CiswG/MsxX50YnZLmrZwlquZg5SYCtx6Or7pkJXFsK6QnNdxFhm3biH/sN46"
    "sjlPhP6e1Z47g+oOlSGRGXqDviWGOi6V3SC9fsb/9wXWPXEtaXcpMHoNdHwtrMbdxfU5tdNgrevf1hLiS1uPv/FMi91lJy0Nto3c"
    "FnTHiu1Tsgv2tox+NJPiW0Us+lhGP+szvE/okbuAec9KOd5fbCcXw0JeoKvV8XKamb9p8vRwMd47kx3Uzcrcl90oTCJO9HsV6MNe"
    "y2boLY3S09FZnA/tBGp66x08jPfsUHCujmUMucjz7fJnoLvKyFHaIIfL+fIHPR87tVCXBi7nI8vTdx0/RrneY73nrp3vIe6oqpe4"
    "7kYH5M9Xt8686jME4m3U5YyBFZUBvjwDI7pLHgEunswchgCUvpY+dyEajXM0g+UR8MgxuZcjXeUwuVB/yp0jPdttIxP0Gp0uN4vl"
    "tiq+5WzXcbT3zG54r40MVtdL7k3ajGn6+Zv0XR+VPpWZ/+r7zhsf/eK9r8N5hmiOuW8p7kcnbytZx/mHxOU1uc72Ztebr2MkZn0D"
    "z0NJsV9YgjhmPfM//72Xmz3xAKsPle9kKmj0PqkNpkLL/kkfhoT6mc+u5Nga/M7eRS/8XfmaSNXwzNXvGNGrxM7GSYu2l9aTZCBm"
    "caBYNP4rSOGs70LS5DW4xWjS7HlsXXPcmVFxTfve4st0oYzHyCxnxHybU/UTzGdXKdOwB6Tb57TPYDBqGSxJj6qyjF7GKVFSPgM5"
    "zpybrO6D8fQU18uqxfdMq2T+9XX0w5YAX63BuLIFnaDdKR3rPZ0nfdw7x5zrpJ4o7nWZ9pWM52aHkYeI63aS1h6sBoz7mdv5hyZ9"
    "zxKLRRwuLoJka/OePic59uFeBE1i8ds1xFVp1oGZ3fsMbRzLM+hBH38M+28+34OZb7in1PteKBly7ZXEnPOxw8uBMMbr/sDE6/Ry"
    "tUrlo6D/ttJjIglo1Fpaqmb1NvJEy7g/BWS2zycZSOnu8oiOBC1+rCOALUwqnR8xH3gNV3uGeb8xkhPkGsjIMbA79o7cKMfJEMjF"
    "49ihx+V2GSq8HuNQVhikYam+BKk6nSdIzIdM+avMxC6Ugop3lF8wozXaT86Rl0HLD0CTHih/1bpgMTHMHKxQud5LL00GumKRWl+H"
    "j4AIN2W0s5HelRq9GU9r1teA5N4Fbj4cltlMWKI/MKtyE9w1PO2g1QJ+1iOCQ6U7rLkFuHoa6OZGni9SjvmPhlYow7iq2VXCZUVb"
    "fKZn5CHyfmfpn6/10zw6SICms8EZQEfrdbxcjXleCT7cQUbgCuuqeby3d0w/3cgueJW8xwVe4sXZ7dDVag5qI0/oZPnIn2NvfsSR"
    "cizQdQ24or3cQR4KPQ+QyZ7Gf9CkLAVeMTttEtbuNVy/BN/4FVhmOHsfhn+2E5fva/ptV/k7pMVk7NqNJX2gwZ7R1/V+rZU+QDdv"
    "YezTrUc0c/1Mli2FZr1Mlmncn7hR573rl8me2J8F2MGekvU2hNlG20vOe3Ua2W89yXXZFpR+EP718Jr+R77vTuBwJ6O8KXFK3C7i"
    "al1t5Uf5jDll9pOdJbPc23FprM8Q2YFdjm+KXBG5WS8Mno+cra/KfnJUENfxJTcFVwaOMjqwVmnD8xpXgwp/AH8+B40/Hys4BaMd"
    "LS/qbDG6WIS16gkNXk8ZUweraBHe+5wWeL0eC000APRViVU8P3K8nMha+wugN7uVWDZ6PVZ7ud5NP+MS3O1AaR+pwMpPBxX8EbRr"
    "Z3qM8zTTy9eY5goqQ6y3S45xgayvvsj5HNxv2XPcdMSfQBuTdC1r3udDVrdGTsOfXbwknKNflByIm36C9X8U2LMKkvFwmSjb4juj"
    "5WNIhgZtPQWkzsfeuoOu9srXg4mXvfaUk4DNW2MsSu+dcrf/AOvKatqryOUB9ryBudUN7OS0L357CCu8I1ZtPeyg++R4VtX1Yif/"
    "MOqb9NX2ltW3JZ56LmZoZ+4MFMuTsGolYQeqSq9L9s5btpZNY16gVcBDNfoYnvZXSBjr6TE733fKvrWl75+vHsEN8RpoC3F9utLs"
    "RdWBtN2C9basEeuPNo/9T87HmqX99cYd3ZmdonoTpI114txLhmHlmvQ8jLs7qOBXUNkxYhWG72AVzGpeCjpaoPdFqoDSp0F/CbuE"
    "tRAXWy/5KNfsGfkG+nclO5hcI51kKbhzezFsf5de6nsGuuyV8JxotxsDZCyuivgq+zSj4imf7Wq+pTArQXleR5h3k6NNlaZ3Un1/"
    "nDG462VYw02h09dAoh7EDjOfykzY6idg3ebivZVeI+8jMXVevN4SD3rIKFj1V8LKWay36T3Y3XFyYOTQyPnY/e4yBfc+ExJ+LisE"
    "e4PL9oEM3xZ7m2ZkahW9bRFZop9CS5uf+jIJu/WMZnShkn7jan7PyY40rZ59ZVexep050KiW8Xe5vIqrFmDdG3QHzOMccWuSY5Rl"
    "c3FdMZWnwoayod2/9Whf4dfEvdPB1/25jNEY7bTpuM9XwH8W51/DEzYtSpryuLdrQU/mlPfdG75s7ys9+knO53B35CpaXnba2wiV"
    "7LBvXLiLZH32kXiUZDt+A2wz63j7F1gNd+u04Cj9a0kf+SE4NNKF55KkQL/LsQ45yk6rSKls81x5s/Ks8/UJ0uTPObXVXsmnGZcM"
    "l4HssBMj5nMruWf+1L4ussyPy+U4xhgjCnjSeVi7m2YG4nLSe1n+nKvTpXM+IhJWFas/G7XRc/dCekAq8pUtL0DLOd+Su1sqH4M6"
    "i4jacfiWvo6w9cxJ96pY1OpEniAC61S2kp1AP6fJtXI16PUC38c88Cc7RnkOn9l13bEiUZ4f+5BsIV+B/uaBN7eWt3yfy4vpP3bR"
    "HHeyfNLbzO5sd8dvS32GhtWG2LmULpLX2kVX/YnqdaxgidCeaaRuivvT4/+zH9Z8MXuJ+h5G1t0n7U+kS7OPWIqZofXeN7qXZHx/"
    "c/nN2SodfeVQNt+NRdlF2p1AOQpo7E+QDAvxTn9w8xvAmRMhr67QBwr6KLTWwjmaHiVdpLUHXojCV6g7NasO2rmaXWaT9P0YTl/N"
    "WpAcbauTmXPcjtUGVd7SFZ6ZkORv1zNbNspryn0vkF/BZSdL1J84dJos5ElkdlKBnexm2nqVWpfRL4C3yiF9dhDr2DZbF7HHzPVi"
    "/QCsB7d1l0+CajtKPaOc6/UJIMLw9PnCznBu757HKNypgo2+Vsyq5b4W43l7r7dkvbck1PsuE2KuPi+v+Qoq+95+9ASGurKkwNfe"
    "ibp6BT2bIgt9L/dlkIhvY30q6MdzeqKrhH7t7Zn70uk3eV1utxP+nv/5k5SvCrdarhDDbkZ5ttrb5fZ5haZ9vKteH82fkZ3Kn/ce"
    "MHMlC+66UDaTodhP6GZw0Hi8eldvhXWR89m8kbzfznW2MjzSwIh2wHx8G8t4ZnhkCk6ZTeuHGp7dbZ3iFmAnR8or+iu40/J094TW"
    "GQk99E0b52JfR4pq2qCTXJyIonitvOXP1mJnv8UzrpIjZS1tsrNlGnM1rEq1grlDTcyXiwM7uO4BDjV/wOyFJYySrKSveiX+fg9r"
    "/0q9KLKaeU8WrW3yZzFk2fFkIDNrA+Yn2Hk1s3WziGnYSZD/y6FJN5X50AUPAo1MZ3/vuFrn+bmgqPZYuVNlpLjoW1+eQx8lbh8v"
    "Od9PutmfeVLrscSZ4k5xSLAyMec9C9uJnTPUm7201rN28xZ/jkEdz5rt6c8kKRYlHSbP4cmfsLvq+fKNTMRazARGOF5f1G0juwCF"
    "jJZj5Ef9A2bTAi35q/4Dc7Xov9X5dsXvUViL5ulayZNsLDvbzpm8iPm7SWai34fVGgs+2aPkEezH7cAyH8HKPVou179IJTv+dKe2"
    "bKInO4oxJ4Eh/ww5bZ4Y68nTUW6CZfUBnrK7XId9aYJlOoXdS6L6hnTD8zsDm/+Q91JvmCfV3ldiJ/OSNKTY7RnX2ZUnfKaZ39AM"
    "tLE15rANbcrimSM38Xw95zc2DHsQ3vuAncJ70lebY9/XDD0Uposekflt3K1P5LjIXToT1FuuPfROnQpE9zKo9wqs6DRmUbvxTpDw"
    "jFTDKXf4c9sy7G/uumZZf88p+rrvQlvFvJkt2Dtlou4oB0jCn/aTJSVlfLfEgP698PyNjJejW9BLY12Gusnd0pmZzMPFPN0jQeFl"
    "bXRermE02izjPSLzgft+4hpMxWjHqEVatxXLG/lRt9YZkEbrQb+fi1kJSd9jJg49EJFtwJU/sRdCSLXOr7Kjr9hNs9q0BjRnPT33"
    "kNOBB2OgjtX4O5TnRNeQExZjhp/j/7W6ANqtq/cQOPrYQWJ+P9RjqzB+G1CmDsD+xIgDUlyd1lO1+4k7BfhwCU+YznqqaqHVX/w5"
    "GVZPDJNKz49HScCMXuPPIfRfhnVt7uwE++1tPTdyq7YDhr8Vc9tcboNOTWgvnRExZNOVUiDwkaMevprR9XYq9/judJ+z4jqN1/jT"
    "q8pIvWnmdEzXiTzps47YJEv/Row1XDF6Hu/gmXNO0y7l2FPebknS2y357vRpPVhCOmvVZs38f4DvKtfA+s14vkPxEO+lbPT+zSQr"
    "4wOusVlU14jrnu/0U8Jj1t3IGWuASdZDipwtceY9VgJVWdXZojZ6YvaRi8XOxfwD6Mk8dIths0zRd4EhKziLJDtCmxdlZ6xnJzG0"
    "OTh//rvrLdCaKWvnyG0mmq8zyuTPDttbH9bb5UD5I7DVQZEJOg40dbn2jVzF6LuthHU3GIvRtRPr3pxm5W6xTPMEvdyrePeBXhoM"
    "y5+K3DVfg1F4Nk+moOo/7DnTW1yNi50QUgb01YQZfqV9aGnM0lER1w876bscxmltmK18kkeSXWhlBexRmfVdj22Vf/ZIt4U491mx"
    "bq/NrNV1/qo6opPzxHUJs6rGU2Q/oPiZmMU7kH+u13NHOTrf0alwJi52sZInUEepMT8mPpkGelxHW3ZrCXyPuzBLu5O0ducM8nmV"
    "OUbdXK3YKsZpmrxlY314zTdcqu4sIoWmchXdcX+OvZ3y8Qv+WZ7yIVjBKfoyJNAtkU3kDtCdZecswwi3ACUdLz9GKnSybg/asvjy"
    "L+CmOXoe1ryXPAVJ9X1kHiRcjNH/XL4vgL0aRnReDmxQRklUDR1Rq28Qd5ez49Rgme7rxJsZSXyEPZCbNVNwCm1Yi9WLq3cnkOmT"
    "eKrx19v6d/p6n4T0fJXncLSXCd5rH2PFUWjbFftkPa2YsEZnINF0FPjlU2D8+9g7ugIyci3+7ysWeXmREcMPGEcw1Hwc6GgcJP4J"
    "uPf3auizBlo3yy7PFbC37IyrKaScXpE0V6gDc9MaiHR+0D9B5+8JFLInsOj+0p05e0bP97JKpvWcmKznFSXuM1pvhmW5FPdpJ0/I"
    "UWIekdk6V0Mbybh2QP50bhe7L2a97/8fT5j7kf1Jl/HUz5R+D8lRRWtoL7EYaz3lbZY91IwzzqCuttjAroz5utyQrSXtM9fW8pTM"
    "YidrWfZQLeMKGaDVGLNFxol1y7dcqziwpsnkw3k+zxLaTa7Kx6irhHkbcVYExlmFY1q8M+7/GV5dIzl24ZiDe1sX6GZPD+4EmjTH"
    "yHUWy8zcWnrJPPY2Ph4o4yDQzO7UFS4CdyzrM9OUBO2lNO8js2jYbaz+TXvMan3rahgBHMczy3dlf79dZBnGvgIjnABEOh7SYh74"
    "2s4StZNRB0LTNtLumc3+NDMY58mCc5owmih9hk6fb0bEHmWvlGVq3uTfyxnSAbpjMub5Iz7fTJq4Oinv8Y5Twzj7rSmP2SIS5tdY"
    "THYUxjEZ2P4w0MRrchs1RSPo+DI1TPwV9m49vRX9sEZW3/EaOGdZG3lp+wBtrWH+XRzcuUatQ+v3QNUV6vKxQkqr4snPLosszRHH"
    "Pbo8TFwmk/kqVosGY+RTeU7+IqeoeTjv0Fvlk6ALswNtDpbX8z513nlY2dPBEaNkDzGplMBoy5hhZBkqp2J+4/Ne4zDuVyLmfRGZ"
    "LJYbNQUrayeyrgElllLCVmhhZ6b+eZvUcN5pka+Dt/RNnpD2jVYHF8D6qNIr5O+RUVJOrniOPLGKcmA+OzG/yJyngNV5GVZkWF5F"
    "rVh8z6JrezEL5RRS/PYYRxV2oV++F3Fr/rbz/zpJUSJ1eWm5nafuTWhTNdMOU++9eAQaKg27eqE/O9LFKusgX1+hFpmn32F0R2CX"
    "V6idAmdnK9mp4X9gN9e0t4xdR7C9pcmjwbA/i3vdQJ3kOo0WO5HZkPlMnhHbXVbz9Kj9IGmbeVpqax8h8xI2+brAFGMWzYwRJH1W"
    "h/WzeJ+dNk6EFiqRxfpgZA7s96/AQU/oD+Dj4jrY+pBtL3fIezoh0hma6G39C7D9NfISRjrGy9GwM0GSWsL8vr0k53PAw0zaONHS"
    "Z7ANdsZ6r9X7S76j5PwUf8uCIbITZG9PRi3j7D6aZHVzMxHsdewNWg8LtQQcbGdRTgEOaITMKPUIwJ2l5U7+GyRWvRtjDozl3DX7"
    "rpEt9DFdoS/pdDkH9ulM6Kh35Dzc42iM6A7Inrng7oHyhV4aPA698Rl29hN9W4ZFwp5xrd4aZz+J9/32kOMpYV01RiJfNZ/In/uT"
    "o3/XnZlQD242yfU89qwWM/sKFDUEKHUOT67uyGxt6+VrOn8LMR97MyTxVjIZFP8c9OEk+rGOkce1a+SnDc4B67BB36NKSLrdfIeE"
    "rqyBCKCL08xxVt9N3U4MciOME+8sY4cTs0w+xyjW6qtieWoHA00EvpbGZVXGeQJXjPZTgtEoV1eapA/2ZEpNO/3CvNGWMzYHcsdO"
    "k1+vd0Y+pq06mDlNdepOm8gxayDGTqhJPGmNbiXONmsn42U5EccZWJWbgR6u14ci/SNWCbeZPqiTSv6eq6YXPI1rzF9r9awxPUAs"
    "p/1psb7BtkOW0RCjB60S/LGPXC2vs09FnNZzkp2AHqH2HSo/48p2Yn74McxxsJ6xddQ67zMzu14Xi/X1seynDnIqtMQo4IQeoKLO"
    "kAwVXPEW1l6V+RxZ14eymTo17WsF7eTJOHVNXxnMc35y9PtXk8+buQ4nMTa8kv6GSRhfGjTgYnObSHiG7CJfzZih3Zoh+rGOci4a"
    "UwuZNIp+/hW+A5rVN7XQR2UdKQbiDpvjOWl/bpFljju/hotKRr2X0U74mQf9HmdP3maPt3qKq4I5Ae8fgbGmoRPexvV3YgcXQBK9"
    "Ap4yq+c70l7ALiyrKasqWdPmPIn70a9b6j0eSY8/IswFMZocCwlqdsBBuMNHbXwygHkazZQHD/C1eXnX8CRVF1f5wvorimXkWa33"
    "KkiHKHV+jh60as66P2R4LTCb8ASUsOdMkK9RtnPMJsh3aidKlVI6N2nPSAO4ZTLjBXGuWM7r6FMk6s+V+BA6ZTpz5+vZwzWGFVqs"
    "L/BERFv9D+mbyvLM4gpm/9Qw5h/Xi9gdMMP7WLVSA+uAXSdp6wedhVRQf3JQ1ltEgY8hWY2R+ROfxRyi2G2Lob0IDWAe/Rgof6A8"
    "y47ACeqJRnp8v2aPiQr6KlrYf7v1ZLqjJPTUjpLw9L1Q0ie4e5NAC6WQz9ZX2HLorVvxFzJRV/oeS8N5nXX63hz6rYkZGRL5WW7U"
    "W3SXSE0wCjb00XK6vg7euhb3W8lO8ROov5yf7QKp9v0B+0jOd8+3TFT3usJnlmzGzIR0Qd8v833ZeRxd80jM8NRA5mtG2dnQabML"
    "PfZZRLn/MfY7AkuhGvPYD1q4AyyW8dJNdgH6/gjccABtyiXEmimrO5ct/UmShZXtEfa9NX/KxdC6lqMwQ+8GcvhFy+Ux1qGulhe0"
    "FDZao94YGS2rg8Px3OGSyI0viBLEfX8ze2e1788S5G3KLJFAkp6+ZzGqkWJdhuZD5qzCmln94HRwQKsmO1TCa00izaNsGOJz8Nr7"
    "OEtENN9lM8w0s2uHsKOF6f95vldqmGGxBxDeL/KY3I2VsRrVheD+9/HkayLL2evgQ7UTNpM+JyyL9Y2xVsU0/v16kvTViZDBW8pN"
    "0hv69xFZZdlNjAwErEFK0/Ni3QNmY9eGexRXSho0yWLVxnvRphlU0BW0ta7aOHgJ5OlcPO9cSbNa3PLh/igV3rroIQdBO2R91eBY"
    "2Pzn4N8qcl1a/4a5N1KXJIgOS6HJa8mbLTwJPkGZWaX3yMXyJVa/jNaYxcFrIQN/AHUdLAexeqC+oDtHABSS8Bn4Kb8/rqq5RPoz"
    "GmcnVfSEhlqOV+sYA6jVlfKNXirvtRFFaBTLsjDf9DeQZh9SRkzU67ADnSTj637jnP+R4jIOzc5xneLSPqI8zPfkjmF3mpg1uJ2o"
    "rwEzBLyeqxvVwr7FrdGzJnJnlh0NanjKa4qZNuuYkfElJMFKWjEteii07QzcbTW4YiLWexr0zeFYw8OAdtaBW0ZBHmwrS/QN3Pcb"
    "/J2E+5yMO+2Cb9aJUv9vIz0487jvnWPe4ff0Yoz7cuxvOXtkTpDjMaIfSUN1eqXvYNLAXHPnw+rSRn+xeoxzJjWj+hM6lZahy3P5"
    "z9e0Zsa3xivCM6DXgTKG5q2tMEa/fRvzsejt2YyPp9TVjlVzZTeRj/VbcNv1ukdkrd7OvNZv9CZ5XHqxTnwmdffNPF3K7d5SUN2D"
    "QKHPqZ0IuQzr3UtglWr7yPn0620pVlFTy8zvFHNE7IwB172yJH+26G9PCG/vPaftCiRga1frf/ejLMG+nAB5uFpf0DLggCeAIa6D"
    "DLkBuPOz/0fde0BJVWXfw+c1QcmCSA4iJkAYRMCsqJhz1jGPeczjmMYw5hzHMY05hzErmEdFJQpKzrkbaDp3V3fld7599r3vdTNa"
    "vX6yXLP+Hy4EuqpevXfvuSefvXWknq036f1yfvCRmAX/GKvyjH4ub+HJesjfEdkP1MPDByDjV2kimKCbwCK2lNVcM+t+fIS9oiVa"
    "A9/6cnEs9sWceLQ+UTtHu8ubwdmIN89FxN5WztI/BC8iVigLV/D0NrLwHiEVvtJr+1AYW2s0OzvT7Kuv0nvkL+QNUXYlN/Ik5jlj"
    "pz6vVriKsG0wFhrnOkSeu+qleiZi3Cvl7PDCwHmKEZuUdTZfT0/GeuxM0odir2yudjZOUh+iJiXJ17GGUUqac9tL6IctZUVvNKK7"
    "Up1Gps018HytJ2lfMZRrZz/r4oxy4273lHmcCgzZ+VsOu2h9hTWs6n6rb0CirseTTIGOWoJ7sp6m/aWfGA5Db+zIt7oD3v899mi0"
    "DMJ9WtdQT/q39fHcfxFn99bra3iG0ZC9QD5iJr0Bfu3hsoo1iFrmsNUjzrpf/XESj5W0r/fcLIs9Ttxk+O2FX7EswD9wf+8xizYM"
    "pyEDK1OHFbS4Juo5z/O8t8auGJLRU3o75PVAGQMLMlge0s2C9/Vk+HrPi8MNSWgjpq55lO4KxrWzt7gMfmPfkYsoLSPheqqtlypL"
    "zV7FT7WWKt9PYrHkJWKsDqs26CJpnAhws7G1uDPrHDsIO2DesGVGh3C6IbKIZ9Cnnev/VQwJSHEqud7XPatZtdgZ2rMNdmtz9qen"
    "ESemYPnTjHQquO6bIoZ3vph6hICIiSmJXc3Gem/DSLpoA+3hfu3n2atCTrKsZ9S2FLo15fvpzb6cTq09Xd0kUon+M1iOHWwVfI1I"
    "frLOCntDuj7Xp4Kv/ERkyLmt0J+qRdD6CX0peBP7YHtxK85fkRyNz3SRfbVt4DyaNpxccH6P6+wZJffhXD2M1Rwmlxo/lP6g/5S5"
    "OJsmI9Nx9qrVkO224JR7MWzXZN9TW+t9qIw//Rmy4bYUN4M8FE9Twmmys8iMYTMMpdjfebBX38jX5G+rwZW/gh9VuMf5J3YIHyY2"
    "RTYYe74KuuJp2Pxj2VETdQLk/c4PpSdf7LMmGvPPKuyt3V8vdtJV6kh8opS+5laI5lyf2cX0sN26fk0/ox0lvfD3pGJcnDyR57YR"
    "Q0hs8JMX5sH183OdJkF2bsp/1W44SSnXS+UkeQwyZ15VHzFfv5R9k3+UM/QNedKmDGQo1ncao9zroYNcTTTqLnV//sGzsDZa5ZSX"
    "zp6UwCVqvfItZResRQtiso2Ans+T/amSCGC9JM1upiW4ljEGdoKXMp8z95YBScAe28zzmfIDLJh13SZpfU7CvSXZ0VnKnK/xshd5"
    "P6SITCTqWXfKmDXI0fqad/kBe2LX6iwtzJPyKr6vmNnxkdCYc/GO0dINXucSrZJz9GV9GnLegd+T0DeDB/DKbs2g3n+k/8Gf1jP2"
    "IWzZrnhtmo6zOF4i7lmX8U2xX7GKf87Qh7AvNgmwVh+CnquC53or9PcF2KvbdChk5gytDT7U27SHfiGvhPmi6/VJaJi8n2irV4fk"
    "nYAe+pgReYa6JB/XJrbjBOhfvJ212rrLt1lc/a7Mwr1W+bWp991vpidfx/4u1hp/prN+Vtp0+xXQS7fKlziFVqGZwhzUo7Bsr+tu"
    "QbXnz0pCz0cTSsZxWwedNBQrG7JftgvuaBCxAWwOzKGMdIl58VKxN2h85HeJqwwZ5v+TlEzL8OwvDplkpO/O+EB3k77MDSSanYRu"
    "2gMT8QS6mYmTxdCeW4jNL/0L0dgWYgibu8uGuGv2q5Of6a7zfIGu3m9IzTZvOQ/y8QJ8IuME6yN3yHRc82tiURle9HZiuaotxTJr"
    "/Rk7jIbmsx2bjGhHfW6iUVrME/kUXt4JcgQ0yjJIlc1xnQqP4Fl8/hpmIIWZyj3x/2msZP2kLdgjWY41zjWpeQa/wE9rtYGumKPP"
    "eR7VVmQaKmVHouU7CrNgWI9Bnn0E7aQV86rVjBINrcAhMDfgbgdAR1TCezE0kJUb2K8W/+XjRhzfOVbScvE0gun7Fdij5ezfaUCE"
    "kqQkGF5a1sd0FlfV0XPo7LN7Ka9jHUt0A3MwhhqZ0Jc90lJraH7jC0uzq2gipCyhzpJNY99gHXtmbepiJe3798w078bO6FJ2FJ5G"
    "HtMk/kzhDlfhHXMY/dbqD+KYv3YUy7SUMgbJ65WQBsuKzmVVL0lM8Y+x+1XwjR6AByusUub9rJP4CTXDvnknXKxH6Xk6rMXDwVnB"
    "qZoIN5E7sOfZ0MXC24qzn657sLvHx4owBzI6XCKrlaF3sGmMYS8epaGOKJs539G3n59GdDnYBP31EvZwZuH/vkb013Lo7NmwtoU7"
    "f3OMaNPUxP9m5TFLJvYa8oRbxvkeSPbhZH+02ZQLIUe1/pzWeuYZOxF7MF78Ui/EKZ3IjORyRGKbB+U4x5tIRh6GF3kH7sji5Lv0"
    "PXj+z+oL+mDwiN7HrHAdn+4oMS7LU/Btx1tuU3YMDGvvYn1bD9dWLfI4aW309vBWXPNHaKquRCHogTP8EM7TYfIg7v59nJNK6Nli"
    "NWzTl4hlfzzO83eU9ZxnsrII2eUVUrE/82s5oa/gH2wp58PvMFZGizJ7yzvyGfSEYWrXsepluncXIibWYsUsC72TmA7QmEcyhWfO"
    "a4RXl/U+vkOtD5mnGCOf4hNf6xpWg01Xr8B6j5Mj6WXmYtz5MMa821L2kNWUg6nMv7SVp8hBYefQoZk5NgM7g1aZtZmYpYgCiplt"
    "dZaiGCcxCVtRjm9Nq+uMqPcTaCE0VkvJMUYfwg4n69o9U5z/V0XssTp6N0ptEPqMT4p26yK5Hc80jh1YhlbwL9yr4ZHd2gRnr510"
    "lOiZsqwRtsOutsc7H8MeXi/3Yy1n4LzOVJdhK/EcDq4bxirgJ2Bf27Onrcw/VY4zNeXE5yn0SgfYuZQ/TxGCbD1iwxyrAYPFsWFE"
    "FXPXxX4iZPg9zvoswrPOIofec/Am1hNZLuMZbKwyc4acKQu4hyPlXd+5u4Ro1ndARn+AFrtNJsgk2vIc+8gbYOFtN45lXdSYeTrI"
    "cO+T2hoH5Mmxmcdi+OPLET+s0jvhUa/ECq/SffyciPM6HeKeel4sp5mL4oxMJwl9HFNJ9LaE34s6Py2RJ8fsB8xO1zNLlsBe5JlP"
    "SxHBOEX/vlrHit2XQwNZxP3o6P3MGu/d5OOu7E2kpTTWT6NJsRJm4/K+0uv6ANPssUk1wZ20U9lNuor6TH0hpO/CyOU53HHex6Ou"
    "MuN07qZSyxx+DaXvQmmgJelHXtFrpEEbJw4W+RzYJHZt/Rt+89eQyj/Icpkob+Pqh+sA+Z79TxnfB2nxSiPKVgfWzxszIq6/N8NO"
    "TctwdEAEVkI2ky3kfHg1XSEdNqX2J4/1kIn3RmmThsd2OEVdbScp6fG3VBuz9WHsBWfiCLkinmlLkSuxgywObEKlOiwLt5C/6pfh"
    "IViZHsEpgZs/cN6wwzU6WFytbJGmQ+OUOwNXnqpbQ7JX4f+bBzfKDfIRMQmMp3c89PJwaJti2I9vcAdP+L4kszNlxF6wvvY1nC+p"
    "9+x+WSJ3pFlNdRgWrheygX0TV3B913HHCl1tM1lDbJr5+haim7X6CmR+EuRlAKThMZxeY8Ixy9Qe/to6nOQ+OOWbyFGeV2Q+p/jN"
    "+x7Pp26AtW2FT4yWCnb4fKeXyTLmyw1HPfTdbxno+yJmnG3q5D/MO9n9XATfe5YODDpLL/mbLNJJiGbb4luts8ZyRtYxabyS83nW"
    "1He/hL7TT8nWlCASQK3HBNtSekhv6PBK3lsZeSctt7+lDIKVsp5zYz9dri2DBPtybMZsPqxxF1bafsQ6TMVKmLfV2898W676IOZF"
    "l1KCXYxxInVhf0jnT2RochmcSsaYNjNj08zG07gdz12NR1Gze9yMsreHzOZ+1BHDubVYVqsE+vJnSXv2+pA6dz67U23y/VBJs9Kx"
    "0EeAKWZmasgj1leazsi4P9dThv+kY6GtiuSU4Cx9UQyj9Hp4FnfB+nSU3RG7rtS35R7c6wq9BbHiHsF4eMJr5Gbc17l6HCKDifh5"
    "BeS0g+wZHCEXS4OvqVQzs+oy5JXxpJPrRchDnu3f9/PndfoPqeVurMW+vowIdS/Iym7M+kUIiCnqxwGedSdPT2mA5D2faIr2xc0H"
    "Wd7aRYU2x1dFdKos++/W+nkgy19sRRts93cWopiMn41zety+ow190r5Eam3p62Lmo4z0WDZpej1Z7tjp3OnJ3hNtRWbRPaS9GIpf"
    "N9ZKSqlnypuJMTrB7z1SWgUr4XVNhAa9UGcHdwVbaRhab321111p363YyjOVTIVsTOFM1PEyhFXaoWJoQBnO01qdZRqzt1XMelyK"
    "3blbX9MAXvUavUA6BgtkphwLD2NffSDubDP9dLk4r8tWazLR0yPrl/Zcn2WM25wly+KEljGH1YadR8vgFUY+d7cmOjsXT/vbMxQR"
    "6c/tjXWdHEQdewrZtqxXuxTnIEf7bSu13Edg3TaIwDr6DFGFR8dxseWunKXRuMcr5GSbs2Rpz4Sa4CRYYx01+nuhqLo985yGz95B"
    "EvBbukFC58GCveS56pKMci7Bnpd6JMRa4su8gT/H69f6lhoy06bQlWODCcwxZcggGtn4k8XNoJ5Nhu82kMkd5VtEcX+A3juc6E2t"
    "ZQvPU2IsytYLmlBnAw+VyfjXk+wGvQPWL5Dr9Gzc4XPQVt/IifADLf7qKl8iki3FXYySd/D0M31XgJPsXSVHvLCQlaManoBvcEqz"
    "7K1rL51lNVmhQs+F8kdxcwoV9PPW499r9Frs3TR2Yk3Fp86GJqnWB7HH28m2cgk00HkyLXwe7ymV03RSGK19U342l7Oejhg9wYlf"
    "i4L/JdapMg2ruNY40D0nn1nVMeJmXy2C6Oy1Ra1Gmf+BPs7/WKMevAafcSjGXX/AfqPpnFk+nJ7JWvpOx4mbq7GpoM3FISOEzM26"
    "rmDjsrQ43XWllNHS3eDxdKrUrWFjJiXqlaxh184BcY4lo9E8wWTc+7MSxe854m2kOPmzAns+HZr7Mt1GXhOrS/wZtuzPMlRWex+u"
    "jTTW+t3cxAivnaK8WMgKsflBT0CDXwDZeB5a8Xms5gdSLsfimavwb2OONpbUufDtZ2G9P8IzjsdeL+ZVxlLL7i/F5HS3U7+Zf64I"
    "D9X52/WMYw2paAvp7/EldmNWIE+vvpa68UJ6vjXsV7GazCys2Ovw5lvIJ3qHvgE7+wHudLZFY8F6z/mY0buJ41fOKYEGMk1m6bMk"
    "aX8N06u9mAU/L8Zs3TKuLtgOuqrDQPkTM1oue7+Gsmu+UOEu6+Z4rQZL0vdKhDFWlq35l3oJrORYeK+zYFumImK7C+f3CkTWJUTG"
    "Mj20gHnR/sQ4/sZP+rgdW6BXN6kJf6Gjg9XYl/Y43f+Gpq+A91SKM/0d8WNd5LU5zouhKJhv1UUe4Fy4cciniLKQif0h9ThXObLg"
    "uCxJkr2leWbm1rP6V6dV8DuS8N7X6xdEBVvN3mzrWa3WSnh5TxJzZSXxeK0byHVZrWY/n53az+EzdMWfp+L0jNfjgtlYqRfwTMdC"
    "py0ODXflArlDb+TkodXeV+v5UsmzU08/oYLaM8sp7RZyDVemAmcg38Qbj3JmZXqn1NHPMHSyCdAIeWKMW3X7bXbY95RjZAU9i01l"
    "R0jRBH1fW+vmQXtZBIn7Gv8ajJPwD9lL9/eV06391HR9zP5lvuxfZRrkfq1/T4aVEMcVZv5lC6n38U3oLWjEt+LipJ7eyrTwUUeh"
    "iXhD960kwoz4eMvw3VwOvAqa7CwZjKtsLQdxVnomsxI2FbQv+djDeMow56cffoKvPElXxjNq9fqMOOT1xfo32IIGz/ySZ0dlg4+U"
    "+jTBSNGYBzxPJMhUzHDZOGtjkcrFkmJHad7nJOuY8Q7ZE5iNewEamV9zRKqu0XqPyu8w/Sx2eS//aPhai1lFfVrMCI/RbcOjoR9v"
    "D+/QKs9tub3vQ074vKHTqWbl20tOm/ZYRRHcr6N3KPHHDvZ2I0M/w1Wm3GS56n9XmewKpTihxdCWZR6Rahz26m7GMbP0aD/RH8ac"
    "ANqEfbRlk6uF8YrYFHA6jjFbi8vkmHe5J666RzzhZYwELmdZKGqz+v1NUstp1rxHfqsl785a6FQJSnmFDGMHY3So96y9n+K8T/d2"
    "PfReiUluK5mAK1we50+TXt8kePIfpRxVqlu9Ko/45fz0zk167aP4P8fId308RZfmnQtzYnPZj1TDKs9Mz2E51Ufqaz1GgbJem9O/"
    "SMZPqef8dzYi4Nm8RkvozMt48rpDsxjHqM1lbd8Mx3Vzr2wMZmkhW7IxVwsR7y7XQxi/OqycVfoGEZAK37WT/+/8+lf5jEUa3r+b"
    "GzyMHO8RY5rJxwrmj4ohBbWUom1hR/Ps1h6EK5Z6LKoexCPYFP7bTmIc8qOZwasg3qrVJLvLj4iISxk/FTpz7vS399Xg9/gzQ2Z9"
    "lFKxNbFCGjvFIiSRQvotz2xcRhu5IBs/a9/ZO0ZbCpu8w7Kfg8mTmWUGS/1ZUOIQ5TlB7PrwVsHfLOccqvWl2pzQAviKY8Vyzl/D"
    "UzSU8NFymzzD/sN6/Qiftx7yKUSms+7LOmLARBoz79EPv4T/NVP6sMZvGTPjZqzyaI6F9M5MTjnW+spCHlEyYgo5iZFA6Gue0a+e"
    "vrJoCIYZzo3mPa5F6FFt3Pf8kkUw67OdN/iOpAye13Kr14jxNJ3NjmHHumKaso4Tfe4Tm22AY6Le46qC99iBeKq1caU94f3VrbgT"
    "LiKMMDwMd/V75sWnes1uMX4/L9Vp2M+uXq+7nUx7Hy+tf2fncJ6sNDnatTqf/ewkzgNsuqYh61z7ScZjAeZ5UrIxKqxhx+a959TI"
    "G+wiwqartoZ/78PK0jaxtxCxHka1vR7SlP2npkkVwryWzSXrvyVBzdnbIypWc3WasjS52aVZeN+msW9RT/bKNOcVroJe3i7IEM2k"
    "Af/uQy4Fw7PdHL8HS6NFL/d/rsYO9vFzbrM4e6/MJBXuNbQdcXsXveJm0+qbqW83p6v6yTlEUFF/jTTr8UmvuVr53ZoN77Hez+24"
    "7EEvyfj7Uf+t9c1gEKnP+9TF2mVv8m1F1thOVQ+/s1ZPKfWx8Vp2cWc9V4xjB7hMbB56kZYRQ/lHouKa31ZGPzTDqcWUz0Da+TDv"
    "eV/OA+0kLg6t97sf6eo5nNtLbLDPkfXs6vVbxMEexZU/Es+9muen0c46Hdd6Aw8jklfLqLwlFZyTT7OSU8EssK3VN1iPNht8u/us"
    "IaL8rJYdydL+l+uH8h/szCictq8Q76c9LkLGc0FlfYXOsB4G+++uj7ObplG3/IVua57VNCSWeSbuI4rQfF2HY08ZLoeLy1TZDOxa"
    "6pzC3bXK6ZpsExSnaM0MJ2EGs8SR1xhVydxcQRVtsMPnXIiVuF4cGloL2UKinstG7zbN6ugBjAhqeGoDz4Vn9cJqaLmRsMJ7Ipoq"
    "I7/KdMQhqg7L0a62q7/bFfypTax8qkOJI7qaflKtFnOWwvT+cbKEcp2NkX7qvVx3jHVyGDN1KmdLP2HXgPPd6nC28h5p37SPq7Zu"
    "KD31sFmViKd2Z5eWszduFyrxZB9D+49nDtX8gIfkKvmWFc91ehfu89Ygzdx8JVEgV6vrU3ardSTnzGo8E1sVowbXt97AqsY/OAuZ"
    "8NV+x+79311gpoUWwge351+pKY/K7uaVavVKcsXm/ex11nexW3x4sNT57835sx36eu9m4rADMrEX7yTK+vgHS8QYLzH2VMj+h6xH"
    "bk9rKka4VU4tDqSMpZqwG7oTW8JaQdSjGb1qz7+C/feNncZpb8tC7Sv5Jix8jV2uhfqIXV40p7uLdUXa1Vt6RmRhnWKz/8KoFyKt"
    "zSRWbNpXGULikLtcpWNWbuwW3UGibrN6rwmukXlY3dmsfi6gHe1CZtKoluqQ+fKMsyM22fQG9rmnFI7EB7EDyFBwv4UHtAA2C/4+"
    "dO9zQZ4Z+ZAaJxfPdlThlF0GDXKAfi0HyynBUl0RhOGzWIWLNKA1tqzm4fGuZNi9aogjf/DXSXnkQdUh4jAQLXe8Ql9q8pnPOV9f"
    "2AJeKxeJ9Wt2h5S8g4i8Erp4ph4kK8LCCE1jgmN0pHymn0Djni1T8B2n4j7H4wyV6b+hxdrDgnUSi+p2lHopxglozeylco9Okgbf"
    "AfMCtLZZplmMKV2W4hh2kU3xzMk1PrbLMibbRCynVM/Ys5CtL7xzxlzvfppnf0WpRpX1wl5AK2jnPFd2C/ilReyrzDCnUqeOL9s6"
    "W0zzPcLuZ2MLS1IPRfyv7uTtztyti6Pz+st6V2GdaGf2AN/JlPXoug5zup6VgaINbEVKm68VFH7FPOa+0PzDEEHN0xTZY47nz22u"
    "1jHGGJtMKXbcOggbiJRTpRdIPbut63lvWVYts3Es3eIXVtNy299g966XCAMuqz/5acBQD5SoWqz+hGuM51HEvt0B4jrQi3xHSkYb"
    "PawIf8fJy7uIetLsIEv5qmSa1RBbxZ2kJp6IcbVpp88K5VR/31esV+ZimUo+5Apmjyy7eStZHX/P76nwvan1njm4hNMUS5lXqfdT"
    "C1li3yz2TFoDRX2sMUSynhfRZRVdDbicU4shOb8cNnvOW6pf/0xKP8Lp6CfOytaQH3p75hRT7D5xWAAOue9In/lt6h+5k9AJUm4R"
    "+8PsEl9O9qpt5UpdKsPkO72QzFO13gPf1CN/GTtvA7P75bF9raMFtursPsSCivxAu8/FXivO1TFSmIsxQ36VjK+UVOlq7xsNklpo"
    "GJudsTnC56Wa+WvjhpsK/+kd/YDo4kPliGClvoJIYAH8j5tZv7fTcpqs5wmzucdj6Q1bRTHNyUb1VdvQn4fC01GNGEoRrlVjrafG"
    "79M8fcMjvSRxTy2CDG1ZR8nEXYkRh6X1TNTgnP+Mb+0nlTw1q/Bs23sr4mZX+8UMUlbvq9Kn2P/aStZqu2A3nLELIeuT9FaygZfo"
    "PrKdzCejywrojLVY61tlPT39HHx2Z4FNP17PNT6kaJ0a3vF9sKIPyj/DO3Qw9voCMU7WdWRKMalbz+r8DYyZIiu1tURoIC0YKURY"
    "FXkfSTXy17pVbSH1nsUkzz7OMMa6Nq50d+Vq713k43xRI/ajejQHpTyXNemBy3PlzTPYjNxADTw1CUhbKedh+opxlskGfcLRiXZ+"
    "Qjmku4UcFXPkRgh5E4k1aJWWjmLIyOZpbysHyixGUSG/ZRXZVy2WukQytJrO4rT3licf563cxPaevsMrmorJ8/5bMxKw87uAvTsJ"
    "fMN0RHmPFx0kneUkxMj99Qa9HSf9S22P77xQHOLTLlzjtYzprIfsAngKn7Ja4xjFhvK0jIQH9lescbtf5boI6RVmPN5IJ1bdl7I6"
    "ehO0257ygroc4LFqvTHXEyemi/xdlL3KLcXhYDof12HCncue4xSiyhHseTXcnhrdOfjOe9VO93QX1yGQY8/0UNxBD6nifLvDPkgT"
    "O3Al9akxyPQTQ9usYU/8ErJj1cDDmAMbtFbby0XBD/CLPtNTpKtc28Qr6bkBj3bkZTsslvYb2Mz18KWsTy/PSGMIez8qfV+B26d5"
    "cb0hB81nzzEH99CWneR/ZJ16hBirRR3eqTGaapQ1Us/wvRbfs4I1krnwzraTy/HdE/Ue2Ypc2VblN+blcWKZQYtnLWYcLsYRvJXc"
    "juedSG3XSd7GqswmclOK+frI38+S3T3PmnWKlq+WDPGVtD7j9XGJqk55stu47jqrhuwbd6xHUtwUzT+McRJNJ+7ms4WuA8D04+VS"
    "Si8gyzNco/VN0Adcj10de3JCejDl9O2WiEN4th7/l2mvCntPraWv9xOz7N5vxfyczV1uTA6/cI7Y0C0WE1N3uVyC3b1ITpRF+p5e"
    "z+moFDPxu0Pyrd/IMMOXQyc0ZqKjfHfkcdbRN7C9GQ/tnCRXmHEnHgvdanllW4vF+qYYf4bNDo2SFXGufF2MAZonX6r56oZdOAPX"
    "eU/O8pXXOZC2cvYTD4g7Q5tWSW/Hve0MDZ/CaTlFxumziEAmwQvsLFUxatwffbTn2K6Xxrkp+1e3JqjqGX1e74SEGw7J9nIuNJR1"
    "FPykPYrm6dG43xU4yTuK4egapoZh8e+NqKtwZ+kMds3niTbpkHCtAvy8SjAPK2Hz30VY6bmQkw+wt23FJk9K1HV6polMaFhr+4t1"
    "a5wumTh6cpXIbb0lqqEe3rQJJ0VjVHAY7cUaVpOTvgJaRe4C1RPEeeRHSJ2voddDw0zmWZqMV6wb7M8eU2cdK9df6UvweA5AdLkn"
    "fK39dC/E0U/qHTqqKEkk42vEcQum2Wdzo7wP36Ww9Frv53rGXvXsks4Q6+oRdkMUQn0sHE0Vrk0V/ozrNTyU67AL+/Dm4hRYP3x7"
    "2VMM6b8V9sdWuIN8jqstwSqbX9ZCHGri0T6HV8uTk+J5TftMUzQVKOL4ZR8Wm3QypgYXZ85kD0l37PymsLnzyTVXp19g71+HRCek"
    "aa60R8x45CJ061heQP22uUS9v5bjzZNbzdn4TfypT/AOPsPTLtERllHXsfpm0Q7yhg6EPX2xmf0p8/zf7hkTXqccIyXsuI6yAy4z"
    "4Xg01zWjkQwtsUZz3k+wtX+Ok1RPErEp7znTc2Sjy/ma+XNYtbVYsYPIWd9ClhDD5R19TAxBMIM7dlq6jr5kCNuaZG1gpJzhkWOr"
    "ichQyqnqPBH+Q7KMZD1Du5sb6C4nwLNcwZ7ICvztKZz5z9U4iq3DrproGfvC1r7HqZHe+MkuzbyS16dlFOx0FXbzLnzvcKz1PL1H"
    "p+OqH+PdEyFlqzgXMtGQGrRN8E6zduH35JYsvNvrcSeroGvmquEvC+KbEfKBTObkiE1Hfcd9TuhD8KcPJILTDK81cjgH7WSdZ79e"
    "Qw3QXKW40Cs2b2YewRhydVhn58VSw7l9l5Mo4ilIxLo7hJ+3jlJvGcr9OSOZYJ/WCl3czDzTas52mfezkrMfJ8DWrCaOTK1+g38t"
    "J3ZpDe3YUk7ljfVZ7x3xZ1sp9z0lRdQYxXoVLJMhA/SG7KzCfy2DUyBL45tdg99erw/1QR3NM91GbJJkKZlp0pxsNeS8Vp610MVw"
    "5ZTwb/UZeRg6bLw+C9/6Q+jWZVjdLvIYPj9Esj7GzvOcpIlPUI3Yq41k5AmsTTV0/mSs5eWyCTsr3/M6KOIbctHJSWJYYYsgA5fD"
    "B1+hb+kBRDv8At+3DWLrN/RsrMtSfP4m+RgWr7/0kRnw0qKYzzy04yjzVZSlWTj/CT2C2ILWIVHLmDtNnd2IGpLHdRr7py1qtKyC"
    "Yb+8Bo9lE3kWp7EEEd7tiPW21/vxky8QOewklyLmPUYOCHrCS+geox2HTVjt3ExULfmx6/VaWUH9chw5bmub9bgC6SBNZ8Gj7Ldx"
    "ryeJL5XnhNJk4h58gzvNkoGuhnboHF6jI65nfMWFv2eFDvRzsHlfxQ5jrW95yGiSJmzSLdTgUe7s/c+xs7aeOQ2Jeb2ienPIOS33"
    "BIsNh04WwlOZQIzKXTjX2B4nLeuZQpd5rF7zVB6Quwzjj9mFnWBxu4v1ztmZtvkF69lO42xZ3m1rn29v8Lgypay2W0+uYeJNJ/dg"
    "Bn5cnZ+e6y8R4/laYqxbx+jRkLUdIEd76mGw0ueLzVG+SvmxqnM32YbVyHJELHl2BZR6PiiXMUz5yfwULdhKP1sRMTIfJ6GfKHGd"
    "JL1YxU/qQp6vOlYv3ExSxI44TKKrdpFaXynTGBUiD9uY8/iMSn9TGLeqRn1c6/2MpMgYZnkDTodnWTEvZBcOk3LPJO2YTDLMQueZ"
    "9a5gjGIItbshArVOuDbw+W0PNxNn89rSE3K2O0Lp2JPTDZXe4kfMQOX0F3PEd7mN6N6OiaFSrUf8ajF+7bvkB0YOw2ChrePlTHhL"
    "VfQDbRr+Z2Kx2mTb3qKxzCZZubLOHccsvFpvgje5FrrsG/JMt5KDZQCkryV2aYe4HzftsbGyHv97uJelqHc/5SeS5ug0SN16/aeY"
    "3rK+2xp9J3hXp3jU3CztRJKcSy5TdxOu1EnyxJC33uMhnNe0vGO5z3eZvhzus5uWjbFOjpWcCm4gD+PNeO8FxAysxMpsKeWeP9Nm"
    "CfdiRX8NZ/nKccrz0AeWT52O9RuLpzJ8xhKtYA5vCjXNidi7Bsj+csrvKp9PsUz6AvpJ6yC/lXolPl8cIxIYyrflihZzRZ7SV/Cu"
    "neRdNR/4RuIJzyFS5DBxkz1/kCj3WstvsKmoBDuO1+huwbV6PfbCZkX/pbbO7VhbNr0wXe+TCrLXr8Q1XsOzBLII/q1NII7H9/7M"
    "vp8XILP9KGWNLO45TvEK5LAEaxPQ4hwtrut+DKxFHdZhe8jsEuJhv4P7+ZqSdpBMFxeNR5W/rO80V+ZU20FP533G2J1Fk69zPd5u"
    "qa//2PTeKdBgtse9ZBanasyTn+FZB5eRXbmUGikb92xWwe47XXETTvJSrPcW8ji08Hoi1u8A3TOTGNUV0G8DJe+7kE1HLqPkXC1f"
    "sVP1Q+zYt7oU770OVzCcpiHemiZ8z4Ky68PmlG121XyXMtbWLTf3sf4gj2JvR0kp59lLiWxUgVVeDmlfqnfL08RyXEsMmUnwPcvZ"
    "QdkG+/Ijq3BOboupa0cz3jZOPMulrWfmOMu/jeDEUP8NWA6dNVnHvxd+xdUIKhnxzmadJKXvsnPW5mzqEDvOp/+2Hc9UAhJliCH9"
    "ZDtES6Yn/oAnqYXt+0h3lg/1KDHMwpbEELH87lfkFEt4XBOnq0M//be/uPl2Vx/I+vq/6Z9byOpag1g5zam/HLEabUUvwukpgSwP"
    "ke+IK1ABPyXjJ0ZqqT+HIyJ/nrmJu3kSA7mJs9sTOfnkrG8HOR53vwrrnSe/eBZehcsD/Eks/2KvWCS13tfMaxlVZ/1pcHNjNdo6"
    "7kN1eH+BDPB5kXqsQyVzFxn+V+8r+dbvX6ZP496GwxquxHNYHNlbprGi2RIx+kJI9Snw5hdAB7wHu7S3fK3D4VEv1Edlpp4lNxDB"
    "80K5B2fE+G5uEePbWIhnWwhN/SxO7luc038peEp31huDy7B/O+GOj5BD5RRqt62Y61mP6/eEBIwjasobuNvFeqzMwXUGyGrW26zD"
    "owcioUflU/h9bbATV+A+y/hMNfDNnsR3r8F1txDzOVfql/jpXNz7DYg+VnmkaEPmcZ1dhszjODTWYQ2+Csp1ND61Fv9ai6d8R42r"
    "KIQ3NQ2WJEPruML3QLv48mFdLfdyyjClL+K6hvhQoSuoqzPqsqZpj5aSIV9e2rOyVeEUB5DaS71vmsQz3R8kyf5QqjbxW6rv4vsH"
    "cS6uJycXQtg8N19gOGXHSE0zHmQV9Ecxv7eKCJHma+yJmLGrXKHP661yGXTy9sFpcrUcoPPlHtzR8DDPzmFlB0TGd145L6YSWn4C"
    "1qqecXKGEt1OtmXWoz95b8wnGehrqPXMxBj2r8Yd7Ek/m2hXnK6XkEWljJq0G07qRTIbf04njmqKGqzB97c8S56ENPbA5XzfFWXn"
    "6Er2TPwbK9U3fFvvCxrk3qJvwoPCbtB3F8rfZZi+4zOxbST8Lw5SYefOauzyLVLpvSrHDpbRX3/F4VVaPDIF1mMmMYzqYGsW6x5i"
    "LAB9ELPZ5M+ukPu7iZk7gPj01fSn6mAx1/H6VdidKzyPYqFJDdNkffxUkMttHs26wdK4660x+mwZo2rYbP8YYuUlqBu6eO4264nq"
    "Ab/lk5jrcAVOV6jpX6n5t5Cm3UxKJPuo2/U779V3kEOg41w31Ajuewn3qTBveeEedFuHY8gFECG4ZylvGf31WDuaoSpi1JykD5Hn"
    "jJ+tdwryPQQWtYxXznm77vZ1JvcwHTOetJZjpOnEwa9/16+/Yl3Lq8QsZoJ7tZIYpvUeJaCeTF1NsXSiHOoadextUYXS7f1p8OYu"
    "hk69IjhIbkH0/1eZI7lwHWLLYANkyKb4OKV6BzTiIv2n/kc/kC9xhb6Qwm/hL64jm5j57Aewo2AFI4vv9ElxmdQkznAUU+xCaVlO"
    "rirX7ZDkuRslrqOzQkUihJJ2GzxPWjemoyNP1JqIFyj0LEhRdT70tQ+nK0ZIXqPecvu9aZMexHxchYj2s7dfoaS/Rh2/xWV4RnlW"
    "xwS7GlyHd4A1OMT3mZdDP+SgZQbIfTy3naCFesh+tApPmsdNPLoMWS0rWd18Fu8xtKumXZFRl/UI2EjjOXyF82ouNrC6QwM5IgwD"
    "wXpRG3ytNk0LXUYJHRUsD1eyW7SMfCIzER91g+4z7P6TOYHvorE61pDmcAbpO5mil6idxhtgJ/6Dn/WCj7CjfAu/ajIs+DpEY18x"
    "arLZzbf1bt09qPe9ESHjbfWdasv1cs4rbU/JPMAjDZqdmwcLvA086G9hd37U28MJ8gI86U91oYwLXmuGGWgo4mmHbZL0Zy7n+4eM"
    "R+kwMpqsI35QB8Y+ZrNr+P05bcpNU6+/RD1t2tVoU+B1ei17NZZwEvVwWqnnEDcm9R/QSuaJzsL+fUlfbh6s6ubwBldhR77H+3/A"
    "O+ugLX/ADuQ8fpfTeC0lwnJ2CIibe+zspUQF/JtYL8d8/P4eP9kBlqCdHC1H4WzuJ+ahLSS6cznjDzddkvHoL9EMasb3yI7yGZC+"
    "kvasYlneaQN5SZN+H7Kc1UtzijGh54vjYKvlDFxURww9qqr4DlrHJxFqU9bP0HfPHQiNMVAeE8vHDoZ9eBUa9CtEFTYJPTiYAG/Q"
    "/JDpWgVPb7lalnmRNu16DtUhnzmuwCg7kWP+VonIGDI6XarXSQP5sRrIyWC2ewupJ8dPIyKVy/r3kQHURBdAjudCYm/Vv+MUNOC7"
    "U/BmlskfIdWn6WN6JBHFV+JejcPnFsRgg4OoZmz3U+kRstp61sjPIHPnELtpNe/+fvz9FU4qj2OGZ0sxn/NE2RHXHYArPofn7iTr"
    "GdNbLnYCPEFjeDlbljFSctxnU3wXh02VL9ZT5TTZHE/3vn4UFMMHLkGM8ZmODjbRNuyRsB0yjpYJYn5Elud+rr6up8k20Op/hPa+"
    "Wc/C7j2oD8DzvkCUeCcpdlJbXriGdek65q8KvVI432vT2hnqsQw51NKMiIuazeEXfqVIdoKMf4HvHQkZ+AYe+BI8ZQn3cC2xkJSr"
    "tD/rSbMhA6c3O9mwh5/FrmdeqJa9zYbPUDjD9H+tYjflhSvzOJkD6K/vxE6AFTxDha/2H23sAgnjLpAj+X7jaDqfc5DWW1FMTzsk"
    "/kihO9i4ybqNeaXQuhV+nsJ3/VSMk9/bdyRYlvUm9mOtpO072vNA5H2/e05v04cQ2ewCPX8kTsbVeq7cjLO8RfAnMbSjMnaHmAc8"
    "A1ZoC/kREnI/dNDwYA07crI4GZexxtZGRksHaa5OW3itC7/y26tJzd1BYRkt9IrlBYf5LvfGvL7bjyWIoqq00c9JUJNl9CPGERbX"
    "zSP+QhVOWan2Ccrgzc/z2Pmfw/udBw20Bhq9BaKgBKswLWQ8szylWO127Ob7ohl82FLoXrMqD8OyljB2TCN2uA3Ru7vPjM+7GTOs"
    "+Phlqc+Shcxp9pGOuEI7ccwQYTzb5bps8sRJy8CreEvfxL3Nhv2zWs5nsNtv4SlHMG+yGF7M+bj3GZz0stnLn7HyJ8p+ug3ObCVk"
    "ajHsw0DZJegMf+wMOQha6Fz5nv1dtToN9vwmMQTyEsh5F8jbQmKKVOlmHkVvsn4vFgk94DH4nB0aJ3W825ayL2fkXHY4yW5O47Gp"
    "08be/mJ9mt1f5cSpM1S2LZrsqEgjcr1JzD5EBZyoxtG2DO9uQ9uZ1K0pI272IYzxKLL+FGV8j8VQ4qXb9MsQGa2PhB2CHeRgeSGc"
    "JDXyHCzkfNzN7c1UeQrjrTsfutr7JOa9fwtrZvWwh6VOHV71ambhjqTHYfOYbgU28TgxeXLdudl4yzZOxLMdyi6FkKi2CZ7nevae"
    "LOYMuXnRU9gVsa9s2wTzppF7rK3vSc8RmSjyrw3BPEnvaB3uIhOmw6HSJegFG75OlwTX61idIpY5mUvvuBjW1rpYWwbWwWq5tL1Y"
    "2yun77UNO8nnqE0U2HsX6Z+lhtjvVdilKfRMF+kvfc5fnzn95Su/jNlErgt+woqvxTfuLYZi9xpWthwe19tcKesetNNY5ZGeXfbO"
    "1ZtSvr/A4tV92fvq8OTqOaFiPegOSWAIp3JLPX+fwyC0TjzzvZ7lhO33vsPK1qCUPuh4emc3Ix5e5zOXSzm5b9WzDtABhfXoTJzx"
    "SuZqSlhZsy62f8gKRJhJdTifNcwJWU3sTFnBcxStyXfx3w4Wlxl6jojFAk3woa6GN/4+8wotEMs0183w2zV54efJxJzOkSzmPTdL"
    "IRYGjSO5aE4iCc1juCUjqPkz7LQ1Vst19I0aOL3gtP0OxHqo4ZnL+KtkETtYhWpLrGsP5lYq9BtcsZy9jQcyhxLNFWTjvt5CV8ux"
    "rrM3sVmcVHXxXGN2SjvJGZL0PDJKGXOfKoTVEq1J0S8kO0/2rEC6xCg+OV+PbC+3i3GgtZEr9US9EHI6Ts/WN2TLIM0YPcGMal5f"
    "kBmeJdA6vYy1ZQUzAUPlY+YRG/RPzPgkeJc3Sb3nljBmQ7OJO+IbyjjrVwd5qyfKVyl88JMgvydqfz1O92/RLpgit+phePcjhmQT"
    "RpOgbSlREncQqK81KOIMN/NhntJtzD13lb/AhzTE8r8idirFZw+UvnIQK39L2f2RoCVeSJSvKr0BNng2dz7FakgJ875W2fwMttq6"
    "9Rog81vAc94X93+mWCbA4qxt5Et86yeI4ntJefi+XgXbNUEPCgZJW1mE1z9TQ4q6RfcLHrdsiqyB7usoXWUW9JdhZ5o92BvR3L0y"
    "E590zE45cpBnm2BNKCdWS/UoxMLj5S7EPN8Qv8o6+b+GBVjJDGyZRxSq0zHYy1nEHXU18BMkSTto8Y9hQF0FO3S6VDErNgXPaUh1"
    "i+A9ziZWQsp3hth/rzEmX6nLtGl3YcsN9OZW8Kj7Q6KN/2gc7nGY2FRPCVZpeGAopu/o/fj51Xoe3n+6PKD/1jeCpp24Tlpbe8ti"
    "/OnryXJuKIBl8BjKyd1hjMC1TZgGk9gb16lvaEd9ZFepIle5eQPXi+1hOXyScr1c/6UHwjN5ruV7WPlHIGV34ud92MdTRq+piCyp"
    "DzOPa9kfhwxxo0ctSZBTbjhsz7vsh09xRTPs326Hz1zCWYqX9RVZCF+nI+7iaazpjvKBPiYj9G/4jgHkXBIZJN1x8mbgG9rKcMSn"
    "s7G6tfA5NhVDsl2gxn45Qh7HbmXps1bgU0Mk6TXHIHpkDbiLUbD8P0JbrpGx8MMsO7O33Av9+6iYr/IVdv46XOU+7Ohf5HY9GVby"
    "GX1drCr5kxqO8GSs+Z3wTgZRn3bG1VJkRR8jxtd4gNwImSqDdCVp/2uhL9I8r5fRlzYvz/KdLZrkS50PsBJyshSyldKJMk/XkcP4"
    "b3qpvoF1sl7sARsgmCwigknhV8xibuVRrjTOwoXsEC30GdUT9EGynwr51ZWTxE4PV3o+vnbYr2N5HhwuoMRINYOb2CxD0k8QJS7v"
    "85zV7DTPYRXvk4PIEWERVvegEmu7D/sH9gyX0Y88Tly2YQkrFG76wqHmWlfAy5KgDV7I7tEqataor8qqE1E+yO5ta60Lu8N/Ht4q"
    "o0Ngd7/Xe61LNzSE+icR0T4FDWu2ewtccy9I0RLovBT2eAc5jjWwGu/p1/vu8ipO2nbjHbiK0RDIZzU1+lNiFYMsbWGe7FsrsQZ2"
    "8mz28U+s3a73mFw1kO/Cc+/TPWpw3q+em3tIcDanmkwZESpl1s8AG3rdEeK81bW+n7A3rH8xcYkdwvBWcUWlwlcDkr43YysJPT6L"
    "IcbuwB7dWp+xWkkurt18xmmkOF/NWb7Q94aLnwmt87Px7pW+HpHJ+Hra+36pLDM5vXxXYBdW8FOxlU9xFtneeTiuvthqD5ScUmLM"
    "1bK/9VUpZyRSQ1zDI8Q4zl6SfrAvX+BpZtDKm/ek1EtZvMOu/b/LRhTuQsx5RHdXvV7NbIR1Abp1qfYzrfbpS8lBZh7qzj473Sau"
    "Nyz3M/E12Nk0o9Ma8rO8zEzwFC2MmZDVC2DHJ6tjF+oKHVTPLFmKe53hOaulxN/is2ZLfR6+Lz1M8442k/5k4K6n1kzEHJJpXimh"
    "f/QZ2ZTvDUsTy0Mp9TvLGdCzq3DGbjecvnATWS87w6vYNniTvWQRDljeX/VQWpUcp33b846sN2E/cYwnSd/JotQQ5tEcINZJ4PiF"
    "E95PbSfRbIrjcc547MCQ/mfo+SasZry77gs/9EvdRQcE18vBwYOw75P1uXCf4AJ5GhHgaWLRnlnKb6GXR8JeG5Pzv6WbWJzzL0Sc"
    "k7ELn8CzOFwukNBze5pU7yYpny/K8rxuJzvJoeL4LSYTe9T0ZMJjpLkzuYs4lk93LppqiFZNMI1ssrp3MAKy9AT2bSD8gsP0VtlT"
    "egZ74ZlGyomwmFVkd/seq7O3vAyd2QKytZreid3PjawldJBi3q11T23D3p4IQ6CXOPaIBviTT8BfGyabwF+/Fnd9IU7coGCQ5sI7"
    "YAFfxTX6yP56iz4hn+LTJ8vOgZvpKvFXsvsdFqP0/Pae7Wjib6ifAc1zWs4x2xRC0zYNl2E+3lbydPivwlesI3sP7MoEvQs2/HN8"
    "6nBWtv8OLzZNXN8IW6C/R5xy2O+/PQLL+bpdJ9G4p9EhiS/FGn4PfWWV869xx23h18yRJ/Vecb5/ivWvJZyBsym8ez0aorPg38Fv"
    "dfWNJHtRo1nIbFyz6OoRGPLwfHsTT811Rhoae4LvK8x7WYqdTnpcKLPjJcR3GiO7S3NdvHlEbdWejUu9xTZd/g/ZUpYS3+MyvH6B"
    "/gCv9FPtHxyFTwyR0GeDsnEOSTmjuoo+hNX2XQeQ8de+KNMQ8/RCxHws9MhHehuuVY1Taz7TX7nXEYti3tu5PcXxLbTx1d08OaA1"
    "7p9uykW4YT6jRJ/HrkzFWTkRp+NT6MDNgs1kDiTctPgOnA6JpDnrkYUWQf8u1ynMQ9p042OcsF2ByEPkXdxnnUa1W7un43zPhmnz"
    "Zd5LGyuR/rOuMEPdTvl4u8Fjz7id2g9r+ZPfs6HsVThWlJK1v5R7jegmWOpiTI9t2clWxFycYTBsDR/T1nUNfGfHEfUEdEQ11rUK"
    "+mgMrn+u1HjsjLAJ3+h0ZhVrqZsb+9+Sejkn0F2vXGt40jUeQcA9WU9ZzNxiPWuBFgecJIbteQTkekfJx35DhLPQwIj8AzzdFMjf"
    "VthLQ8m4ChZjG/kCMf2WrKxLXLN05zTt4/vzeIbt/hax5mx9Tjszh2H2ogh6Z4Q0+rjOjixn92yEPOz2NeCMV5b9k+t8Fc8Yuevp"
    "kRwUT4GrR/q1LvWecjQs3EPQnSMhq72kh1wkV0JvriNjU9prJsv3ZGI/rp/8B55pivjXx8kYSNL3nBt4Hb5A01+tNkCLdBzeefKt"
    "OMRjhwGznAjYWbI07yOVfIflRT5HFLaCvaN51v13l0oinVRBD7XGCVrPXGwde3JLaHeX4gyUs480y3xzlU6gZUri74vxe6y8Ca/i"
    "JkT4tbjif/Rk3PfeiC72oxzbtNaWZAAN4Z0pJ5oPE8cib/d0vOf6zjOHtpz7WcWe/CDOhLqz8CEzwjZj8Y7cR42/Emv2GpFXHZp3"
    "RZy92spz/RZmZjAGyp644y6S9zgKOTJnl1OSW0kH/nxr3zWRpMeWoyficudDJefvOU27UMjn62veDfb/YMTWz+rbiK3e1Idx2kYG"
    "ru5tWcKiOP82xLNJDxGHnHMCPTqHmVGjJRtlf/Le2ynVTNzvPgxnfJCs5+5Yl3o/sd5My572FMeMNg1S+wV2/iZowUeIWL43IvGG"
    "eGJ9jUZoFzt6huZy6OVq3wFS5plq0rovV6IKkVWdumnEOj+L57qjXA+ayBbeH+hBxAB7x+YxQ6WLWlv6aca0RwspIhZTo9Xq5Lt0"
    "ldgvOT6li07qiGVnHl4bVlvSkMgUdXgXsrAN9/gDa3Cay32n40rceYZ12YzHwtxMukglfaZ0LGcONbkH770eMd5U+FmX4nyV4+91"
    "+jRW8Gz5RCcxGltCv3Ok7+kxfqNVvEo1s2h7kOVvLnf9dGJbVDTjIyXIbZZtgnOQ9xi4r0oXvRN26xXYnGdxjTmQvn9gLy+XPNG5"
    "WzWZcI16I7Yha15fclX3lQZmtMv5X4SOFyECRGhrhrdRKF54C+v9uFjeyHpnF1OLddFxMjYYKBuicTqER4tdnoD33Ae+6U+GYhoY"
    "J+4NsPDWMbxxdc3f/pmF2P1+7IFYp28zYqjE3eSJY1bpe0JVXyAWiEUAyyjlLdgtZdbGmCqt5vONXoRrLsZ5eReeSTmzoPP0lWAl"
    "J+QMb7dSx8uPsMRWTV6LKxjjy64eCXMHqW2SIYwQh/v72RL7v9VVDyErSQ47fCtikhJvJ2sZQWQRAaxh5qtB1edndsB7ioluV4L7"
    "vFz2lwbGmvXcT1cFWaLTIH2nQX8PlK/0QWi+9pTmC+Uc+MxVxG5voGYwm3AYvKUGtcm2GcQYqOE0ernPb6Vxzqo532CxqklmB0RO"
    "1R7n5Sd9SW3uop88D3v8tn6Gb90Oz7iN2MkxltWOEhI5IcGzeAx9ilrWEiwf1F32Ept6tezGUqzf1di/hYioVuJOOsjl8CQ6Q3Y+"
    "1zP+qx6lnAnQeAY89FY7T7Z4l3OYDZl7UI3Z5Ft9AfH0SHIa7oTrl+OJJuIkl6vNmPeFhN2JvVqB6Gkt2SuvZ79Jillxm+Psjc9E"
    "XqazvQOksaJsPDbz5BXYzcnsqGyH9fkn1j8n9+NuftTtpZJaMeO7ZUeI6xEt1HOa955oF2mszjh/aoQ+px/j26aTy6C/bBnYXt8u"
    "vSXjuw9DZlLS5IZJQlb2k/f0aEPkg7d2kjykL+pzQW/piBj30t+516NM92Y05nCLXqSHcbzU/2JS8P/2PRvWaJpqmTwzUzuwRrcO"
    "On+O7xcu/527TTamS+f3zj39vt/z26/WiLOeJ1alZSUdv1HhHoyNu+v/1Wf+V/uzMRK/v49kM757uIErXfy7r85vf6Ul9LHjpzX7"
    "MJRRbBW8jwpaVmNpctgPg6WYMwDmF27M97SStkTdzXLayapQlbob9HwCnxnlWXFcXaw16yCtEVc1hzc4lLMkWcpvC3H5pFa/QAX4"
    "/4+8/fZXCvshG6f5fs9TYkgYhrBslY5h8i/4EGu1BDJ17++81s3JaHPrZmu2qgku90hxOYE5jGh28th4bjYgpdmNtDKFn3QXcXXX"
    "1uyraMU+iCJZ9jvvQgORQJJ6pLhYq4ixi/wP5bpNjNFd42NQh/ae/39cx/+euvccXSjL9WZ9U/eRFxBpztYP4UceBv+tHt5bDXkB"
    "Lds4X8dICyKL3S0Jzsuk9RO8YmgtKxmtF+uPlJv15JvKMGOWJ8ZgtT/52mSizP7dnrr0dl0slikaQl/uMX0TPvI0+PfLdH/5wOcw"
    "s5zbHCWNCAET8Pr9eqj8WeZrqVyD2GSpXqGfNhObuY6V1hIhaP1fPIcq1lG2l6hK2ThL9vvGjY+Sj8BFRrexG6xeN5dr5Uv8bWvJ"
    "eUuS9/jaJdyROqJQVDNH0hZetpvCS2HV3g7vluktntFuiKMmhJ/rDcFkvTZ8GSe5DJHWAGLgOW6bUWQwcjOGrtveeK8uEId8X8s6"
    "7FLs/CPSUW/XGnks/DA8LGgR/FHP1+uCakaHuXhVHOLL+WKcQTbZd6CoNmJLt2C2ZAHxf7N+9iXUJ1lbW65fNbM6d0BzljMynRxM"
    "ZuapQrvKteEcRH3DZS2rC2X87PbsUDxGDOVznZ6LyK7W8/PWMANWwXqI4ec5rKtKPU6eYH6xQc+TAz0eS9Z3lQpzv9Y7cYA8jHj2"
    "HTz1k4g3r9NhiOmekW9xV4U/008ukBrP/75In+dk9Ud4ou+xEqew1p9D3PcQYohNsDJHIX4NpDBa8zJ9jWzfi/WPcquMwymtFENE"
    "+Ucz+iCFVVrHnmfLBH6ul0s3nGbjri0so2n2HDncPjcFeCLz71l2eai+6zFKLDY6nnWBtFblL5WLpG+wv16DSPQknMaBiIBvlDdl"
    "ll6kL+O++slc3PkOwYmISG+S1/ULXOUF/G1rnHDLHnyBe9yZvdfl7OuwDPHz7PlOMrrshFWznPJ7uKspehhjsBJ2bD4uDie2mnFn"
    "lvfuqoObcoJkoo4MZumJsJRv6AmygywwRi6sRa/A1flaSsQB3M/rBfvsVT6jbj950+PSud6HQjJ6iJRqIw9N2vfEJVgzXBjzYbu+"
    "wUEyjBnLTyGJ03Uc8RjOgUS1J5qVIWlGVefOTTiCHZrYpTjrp8o8vUbbBsfKsOA1fV0P1vGwZQ/KKvkE+/kZZGI2nnIZVvxdTclz"
    "0JPnyz7SXQ+SCTjFn0LLf6C3yMkyiFmgaujyJ8X8gtk8/xN5dhN6A959v87CXT8khpczB/dryODr9GzthVNXofsHNgPXwMpPCe7P"
    "prMbWBt0GCW2G4dJPVGchMxRdv6+hDzNwUpWse6/htULh6Bmk3hjmZ1sIN9wmrzWSfbOJXSez8LW6HZ6qTyrZ4oxkz4t/w7u1Wf0"
    "OH1FD8dTuDv4gL2D1rf1Df29mXjHnnjS/fHdxv2Xlqns8H0RK1yLZ6rzzOq1+oSs1t3piaznxJHtxP3iUNtDdrJVcfYmH09f1mEN"
    "RLYV08sOnalVnHN2NsZlE87Ce6qI5fUU7s84u/vKe/iMoR//k+tZD318nSG443SfC93/CbV8HbFHsh7h0t5lqKkZrdeo1mX8XCeI"
    "60q1Pqa3iETdSX7EnU3WTYK10EKzIGGGfGjVja2kC3GBrIZ2jzxAvOH1erFnZ4nQTxuYgWvEmhwu2RhPaR2xxS0Tno0rySFZXt7D"
    "3uS0QSMUdDs3u4mbVK6C5hwjjokv1G0hsYZv9CNWoBwa4Gto2e/1Hv0BWq5ErZ9jXzkTsp5gJSnL7ooO7CkwfX02drIlNPA67S9/"
    "gMWsIa7xv+Wf0HI/YOfGwy8YgnM2SG4zxpewXN+QinBM0Ed+IlJBFn6n8fUatsBIfH45cZIjJp6Q+cOoLrCVnqD9oaF/1nHSLXhI"
    "7sW9virfyhj5qxgP7jLWuTrCf7Rc6KkyAzvXM7hG/4y/n6cH6BF4nqmQihdlKizpJFrMrGcCct6E64xbjufLsCfF8Wg7TKbVOD3d"
    "WXsLOXuVYg3X+mRayyGys/SXvLc9aa+BrK+2VkfLx9j9V6Uv7v1Fba9v6xu6XTBfLg0KT2k7JpXtICn3ibH6LaP1XAurvQRn1lB1"
    "DL/AMv2l5EhoFbzSZGrbYb/Zvs/DGXJIUI7RYD3s5Dpd5+uMo5r5njxk37KjliF/F99ylRgnyTwtlzqihji2F+s8uFacxi9lT77l"
    "sR3Sax2nH86WSrLsOGYq9TMb832/x0FS2Hf5UY8W6xM25oMf9EA9XToGj+qpunnQ2C0X/erquZU2zicv7KluIq9q0+zj+ZLwvAO/"
    "HW+wDJKZ9OtwCWcocuRjsEzPgWLzlVbfDXnvSdZGt5CN45/77a+EuJtadotG/BvOkxooSdaTM9TDKUQDVzPqKIFcjYcd+iA4Ezv1"
    "NTw98zAMn72H3Ic9rII/dzo5XRw+dQ0nm+yZlkPGUjxba9nLn4A8twwms5LpWJOOFcfIU68jYEND1toMq8JmV/cSk9EisRMwhh5H"
    "ivY48ooaccdNzw31Nec+ZEBPsvNGuQvdJBsjlmd9NWx7cezg9Z4XuI713L7iMAlcz9BxYtggx4g91Src+YViLJELeR4OxWncWqzz"
    "9D/sk9+XvfwOucb5RXlOZ63UsUSIrPGWWTk7sBYeQG+5EpbxU1jIY/GOg/Gzr6UNfOdtIQUX4vc43KFxnL5D6/sz+2WjHG1TZNj2"
    "HqUh91+YG9Er9sQHkXUj9JMSTmvV0aIcAz0S9R85hEiThi8QeTwCzXw4LMtg7PGreNbORZfJU83cwd9lCfngdmLXTI5I0GvIVflR"
    "cKk8HgwMhgVv5u/RU/Tu7GPBuqLzEFzZrPMyrfMMN9W+xm9R3xF4+glYqR1o667mWarjDFyaTDLapPvHModRhLvJBrFu9Oc2ft4t"
    "34SvZgRsvevmHCASozyLx7FVROZL466WiBdBpJEHLkPcKhef7iZOykdKfgNEANepv4wYiWviTrroDnbwmBKIqmUFdWg1+81LiZiQ"
    "hqyV6abiuD0bfB9zMXR3CWP7StbUoiryObyzFR675zpx3apOB7/HfX8JFvtmyNtJcgNk+WbsTbvAeh+3ZhV4DeRwjGTY01qLVawn"
    "tlth5JckUdQiXyOqY+d9D0+t/p04XuXsb2vg5IU7VV1i/qOmbK6fw1My5If2sB9/psd0sBgeyI64ivVOnC32vDaFPlvnQBZ+RkTd"
    "oL2lpkl923pwB3t8oyuYRa7x2fUcEXqsgjuB1sz1KRkS6iPEKV9P214PjzPNPrsso9QskRCTzdiSWewQHwFf9jTrppSJ0Dbl8Guv"
    "hrZcxn3oJhECk3nUN9K7cLawo4QaeSOlWJ/9ZBrt8Pms7K/RK+FJuR7dNGvDhl1k83P7YkXepPfzBqIYpadc4zHhjqAn5HpA2v1X"
    "tT7ivjIL3w1RdC0lKKSezhBBZR70f4Kytgc7K/Ier9g6MPrhlVOw2qPlPMSai7COPcWmvT7RJGvqtV7WHFbKA/AFbbZvHXP6rbCT"
    "T4tx074ED3o2opsc0aGy/I68x4xwHfKF+VgyPsJM0mIqkeJDetNNNV5jd6Dt6POIPO+Epv1Ml+I+PkT09jO+4y3ZHxYx6WW6exP+"
    "xHXU0dOg60YTcSdBa2GxpNmFNJGUekgyzhDUkJld9W7sVYQFUkO7toTzEpb7qvI6d5HH/TRpex+xx7gW1+pn0KtL8Hu8XqF/hdf4"
    "Anb9RtjH9njPC7QZC+FV7YGIYjHilpQW4bzalOMg/GwRJNRQxGfqt/jvneBpTk4V64W6K7zjZ/E9n2JHT5LT4HOtxx7Xkw1jDSeS"
    "X9YA0fmpciKk+AJcqRrvDODT/oA7mY27stj0BZza02CPDg4+xNU2l2P1JqxgiNWs4PRGb3ZpCXsAy4lMcBQkeD11oMP9svmJ/dlL"
    "MEfzMsDHlNtCGl7RLyEd63UXORw66UCcJ6vaP42fbC8v4V7Mk7wcEXS1X+n55LTckbXgUG/UOvJPOez5FCU0z16FL7Fqy3ystHWQ"
    "I8+Evcsm1pL82/bsk3GogxneZSGGT9Ol06Chd+eska31YvzkCfj+DdQpLudRC6+jznd+d4d3UOfZImcz5j6bPksS/t7WsCVtpSOR"
    "XYvx7Peo5XlbSTGiodbk82wDzXESbERHGSnGWDvHUPfZaWfd87Z3k9Sx5hgr9PviOvQroBFtstA0RTW7LG/As37oe38dml89WfFc"
    "X3ol5zpvkoT3dwzFzs5uT3Zo/0RpT/o568uamWbdT0bJz+xLNp6egMw0q/DUF0Gyz8RzOlzWNfw2m+zcjat2mbhqcoLcF7W41lrO"
    "7uwop8iWsivOfi/cw3g9DPa6XD+Qc/UYPNcwrMqB8rJ+hZOSl0s5VdVdvpT7sT93Qjfa5MS98BgXQitdL+djbV/jHtv3BnJasBr7"
    "b1zAH/n5jazPpTnsqCr+JJDG7rgQvqabbjf7/5CO0Au0BP5tVXhw8JdgO9zPFfBhJovDLnMZw00ky+6yEZS9l3VH7NbjsA/zYc3K"
    "W/TWiYiqTsfefck1Ny28HFHOKJnNjrYT5RL4WMt0dfAMbuyoYJdwMZ7hb/AqXhbDmFgdIxPUxvzPx4v+CqpT4HsoNpWv9AZ9Ancx"
    "Tg6TC/QMfOem8pC0DgZBPqwvuIJ5StuVUmaTqrB70Slw6MQhuQotd+eiANu5GcyrzqOVuVveaKbLzbSDw6Eo9z2StjL7ieGKr4QF"
    "WqnTsULm61iv6DLdE9HetrAvI6HbSmUmTurXtPcz5EzoizzZQjO0bAt9VDUT9nS5z8+YZTsPcuIsiU2DL+VE3FVY4d7QMaWc9OyD"
    "u1yPJx2HVXkM6/AgtPkSfQkaRcmQtQbr8k9I7UKcyRwr9CE8qZ1wXUNTnavnBFczE1Shz+AnU2Anl5HxKEu8bmfJllC2MpxXWIo9"
    "tzn/0DOwh0TGW6B3emZOV1+I+gCWeK7NrZmlrCBnhkPqP4b40DtLV/kJFq69bAtP7Xsi6j6HvTAsqkNhiROQo3/pXTJYLsNePq4X"
    "486vglYdF+wc7I89+BkafBR02EXBC3oEVqenVHNVE/AscvQ3reZRDLlcpWeJm2ep8fdZBllowBXT4fnSCafvXOPBIFOKaeVuRQ1E"
    "m3wcWiupewQTcbUdcJqX44TWwHq8CPn7BrrpPvkA/x8o18HK3cY4Iu891Nb0BJOeV9my9C4rVBdz9Fhm7GDc7RVYz+MgPQ04WwN4"
    "Tq1mVaKTxHgWbG62hnOjk/Czg+EhVXu77LyT1p6L80fsxqnQMR8hQrNodDd5FTpnjBjG5my9GKvQFXdRRjz0GdRt5fDRP7GO8WCw"
    "dNFH8co0OVN66GE6OdxM3gnG4Nm7QCe9DrmYplcVTcdObyF34Tv/pZth38YSE2ssTmiJ7gOP/BBZG3zp44F677W7uGUY+wn/QyTh"
    "hbhK5xbH4ySPgp3eQp7UtoiK++HOOxBluat0xv2XwXIsZl3Q5lWPZ4bGsJYGsq+xCjZlHWxta06qryJH8jzKbAP+foVeCy1szEJr"
    "8QTWW7YaazILdzBNOxOdynrc3vdosh3xJCJ7SzecqRQ96DRzdoZAsZQxQYp9juV+mmc/yRL5sJ6VjWNlNaPQ/pw1VPbmphHtH8Qa"
    "p+XqjJdgCixjIPtApx4vPxWtxcr9gHM0m3geT+FeLpSjoNFb0r/fROayXjYe/z8P8m6z7MPjGCX0OYaM7yyOPMVK3S7OElfG8UPE"
    "Ep4n307E9Wqfn0sbcRPz066bew2z7duxF3MIbaebYirHHXWiVCZpVSxGcnOgdpZ/xq69CCtVrYY0fD08nEkyCU9130axTtpMRI0e"
    "SMzWe8W4a75nfGhozufC4zDUbeNGqOEEZsLnLn97/dThLyXiGSXTbw45vYGd0OvoRRgPzlWIKubh23fnXEYYT/G5z+wobn1fg/R/"
    "JOuZWbY49xGiplY2cwc/4cyPxCfekgmQtaWQhPW4/v3wVMu8tswywqvj5HgtWar6edagkLgL6hHpLpKlrFFFVb4kmWRcb2kGktNB"
    "aj0anF1zNP23FTjr8/G9xZDMBbjGHtBr/eBRHAEfaFNYx97xRJx6lEg3FXyMHIFvOxnabhE89G7Y+VdhaWbDI9gYXqu8vuNnGRR+"
    "pRLHIu3Zt9KMLC6HJkiy/mJR/OH0LSo143VoFax4jj3xDeo4JNPsjE8wyttZHBdiT/y5PSc8xE/O2cyk60ZOsCP4r4iYyn2dqY4Z"
    "TWMd2Z27sJ30oDfcwPjZ5ndOg77owNzTabIK9nhzWK8G7J8xTZqlq/fV9Qxnft2pS1OnWJ9ySCRKl09bpYNZDSnViPEhJGqHcjqi"
    "WiyCWQI9uUxvQWR6FFY+oVdD896E1X8aGqsdoqi9IT8/Y03ehI9oUWVNbFv+6PmMHOvZz9jvtpC3v8CbXgBJ+wbe3hGyl7xKLJsD"
    "ECc1el1ZP6Hxb6zhIbiLltCMz+JODPm/GB7GNMQXu8uR1KSOD3MAfcTxuAs3Y5P1mJ9Zovw5LVQKbdrA+zMmgTzXYz7se3aj0EwH"
    "cDKiMU8SMted1eYy24XR16wGMZo6vY45mf2ISlSK+0zqi7Kp5P1E2QpOraToL06F3KRhPX9Qh7vekX1/8yEbaa2N/e6tEAmUef7x"
    "hPdBHY9UZ65ZH3/WrXe7kxg/Wsh/W4z1vM+2pz1+h+3LSfKe3+FBxEmv069pl8zeH0UblCZ3YnHMm5phNsOkyzGqulmqPD3isfTy"
    "7XR1a+ZqIet7s3kHaZzCFuLmiHuK9U/UYV1zzFrsipjHfaa1lBKFMNJJB0p9zNdxP7GCv8CJuYMxwv4yXq+ULtCYnaVxrjj0XIQR"
    "P7VVIZv71UJ+nUW56Xvaifoe+1F+7m4LUV3s879WB92a3ThdEaWsh0T05l3Ngyf6jGf2qGTe01mN9ViNv+BTC4hhlcD5WAZb/gUs"
    "1nys66E4Has4J5BjNDtcbI7G1S4Np3Bribglc76en6RkjMeu7EdG03JfZzKexoshQ40IOeub8NEMZVU8TX/zz9ypGj/TncOdPy0z"
    "cMXvYadq4KEY8sVoKWHdIuOrsSGkeJlGaBw2QVcGu1LNHd9NvsXejuM3zIG1+lx74ZoHwgf7RB8LEvoGrjlIdg7u8Biibpp4W8l6"
    "/9ShYl1j6FPBRy22ye8ZDgsq87sXrZED9LN82nPe/EUc530t312GezBPeKQMhOdk3Nk2mbmlmH+yFyvydiJOkQSzZPXsVEpwwqEf"
    "/Kdt5SVmExbBP+8tA2Tz4FldAI92gSyUWXIe9NMsPUq/CdaEt+lO2P1yr41r9XzGCyPgy4/DSW4eX8yd3Ug3RdW1QNwMWS9p5/2D"
    "nK9utPlVLtOoS3q0VBLHMe/lYVv6MxbbnSQf8Zz+jT0Vo2UqfvYdXlmk/8SePENEdOtBquHkyWjmEx/BFZ7y3+GYBkIids+EPL0B"
    "OcgR46mrGDr9uTIfur0U1rGBfk1rfE9LWIc/sH6ixF7KxP5OhIUg8ibu+mJ5XF7Xf8hl0pl4bafA/1kHf31PfP50XHOSTuQ00ZPk"
    "2unAfPsSfP+lWLWZzEjbNNt8+jStZHty1GTjepbDxNqTld5O5DOrwT0/z16FifKyXibn47wNYy5pGWyZYdBNxfPdKneIzYcbCljK"
    "z5K4XrSpOMWtg5lqa/gO4sbxchPuq5e8Ec5vxmIcwqmZPGfSMvRPrJ92MeXSJHMi+yCq8NnXoSmu1GtgScfCIqzWvnju3oiy28mW"
    "iGNOgKVeAJ97DezHrljbhdy5lmTZuF5sDUrwHDvCsitZEpRZXRdDleDvo+RW6nS7k5nsMTNv/FBZTWS/JPv4iokQ/STRK3+7PT1e"
    "dyyarBPDYfAQ7pKv9DHE2LtDM7zK3Lubec2RT2oTr59rEPNNkOfhH03W9jpav9JTtW3wka4NbqaNeYaZkhp2dxTTolVgN5ZDCvYk"
    "Uo9jA6tkpt54n7P6Lp5lISXtSmIi5Nmh7JDZSqlhStlHWUXElptouaqxR3XUBA2U+dexxn9hn1muSW3M8TXvxNm+cjyFYz+2mDkH"
    "C55lhWo+VvFI+ETzsENL8ft+NZTqGfBMHyMXblpzTTihbU5Sm6D4u3l93cB+FTo/JazHWB2qm7iZp1r9EzuHt5WxWKFi+Ht1sp3c"
    "ox/r55C6keLqNq5LJs9ZelcT2TdGarTvXwJ/zX13va+A5ziHrNBuZfEdTKC9X+t5sE2KHT5Qg74gxXH9cVNRDTfIxtm8RCd6h0v0"
    "AsbjaXWcIS1w3nOI+HLMjhUzmrRO7xmxrewu4ifGNO7gLfRKf2krT0J/bA+v83Y5R66FJ7K37smaUtbz1yeI3FTnOW5vFzfpZjXr"
    "MyTCSHVsWgu1sTYXTfoMEY2Rf36dpb6aPlQWHmvTJy2DFSxjf6hZoBaS8fh9/cXi1p1YXzRsGWM8G8i5jVrmm9Zx5d3URkj8kSy8"
    "8GnNnMYboEvOR+R2D14JoO/+Dj98M7kEdlBZOXMconWIJ6K67Bxo1c0kTYQKqwdU0k81y22sUh3w7B/Bpm6OezsC7/gBkmK4aq7X"
    "ps2voGpanb4DJ7LN9x0sx0PvdGf0Mkmn46Qejit+Bw9upl7LOsKfZZykfNV0Uwk957rDoW5ESonYSPp5CUjF2OhWs+wTV7pc9JQn"
    "e0hXEd8vFrJ6In6Wvps0ZS6KMBMLzVGu92j7ztPZSoxpsgNx/Ws9ymKGFegUvJWEPxGrIIMVtEoz1JgA9uY31+HU5cjkm4+ZxEJG"
    "j6bPPhfDJZ8EC5DASV7FvIghmh0W11RyRB1ZTy4PyxWXaXPPUwE/v4M0xGgBET/a16ys94Qm/Yp8BeNx+jvJ5foDe7y7b4DrmvYn"
    "uS/O6TaQo1WMRk6GxqiA1amAPHaEtjEM9vV6O3Tbo9CFgUyHdemNn61ifqtCk/70XSV/ws7PiXsVGvVeS/99C8m4mGKsfinPQYIa"
    "YVd/L8ai1lZyTWbWM8129mRjnrCQudQO4nhhbDr6JDHchTXMxtXoQ2K2cELcM5iK5bpjzIWTp8dnsroVte9WcRd5Bqc6Sy1j+b2E"
    "76WxLPg/IbE1vrPCzcjfz3zCAu3FLomtYOmL8YlSIoV2l5OpNTI6hlnD0OPJurq9829cH+OuErLXczPJeKTNvMc8s5UY5ZFXLCPx"
    "b7x2ijgOMycbKfgLGZ8LrY+x/E0z2VVWNKPfqmlNHKdid8jEC+zHWAkNUlgjZXwNsSKOQ9yz5bQRKziyGJv7ru6It7I6ruXsIBX8"
    "80OxOOMY6u16Xc6p7wy8uIWMdBvg0SXJ3TYIPm8x7uw4uYVTX1niXrfzDJ1Jj8tSy2p9nhG4dXmdIGneb533vvNxp0cbr19yel3Q"
    "GTrgDrkZPvBIeJY14c96muwtR4cTmNc8jZFZDee/k3oennUN567WMZ+S8BzXHaFbH8azDJW2ntM+zcg4JBK9y0ys9Hg16pElrHbq"
    "2F239+u6FM9Xw86OJPl8CvujpYw6R0gxse+T0OPmk9X6fFjoGYe2FIft5TToEn0f+/wic6ufyEFibOcj4dcOY5d4lPNJM7+hlIvh"
    "8gnz9zlyaETYZG/Th5oSTILXZOjHF+P1bWUa7mqM3ooTsjv1lO3A5hJwWt7Q9EoRMY6Vekq989Es2kmSaXYufvqxrzaGrIN1lbN5"
    "Rq2qvh7aLYVI6wz6OD/6Hpdi4lg7nz4HHTYT0W2enVmX0eefqg+SW6wMn5gthho0Sb+kL53l07ymBwbVxJKy3tafiA9QQpSdNDGX"
    "k8RNnO7xCxwaXVfibPxBLF/4BzEOvz/4ro1yTfoKrK1059/5lQfEqkDWb9YWEUsDuw1t0rCcrLbGdiaxPJ/t+W9nQmusYD9eQu8k"
    "cnuK2fJaWJsvEOtnvbVJk4swTSlug4jlCJzCqXqBPqs7BQ9gffoX5fRuvhqSUSLv8WYGyyiuVGe5m8jCM/Qd2P7zsdJHQhuOlLti"
    "fA4nU8J4zDLn+7IGVkE0S+u/NNu3L+RoIc6a5Tt6yRpqrPVc9Rs4Uaf6lj4v31gtTPsGU9UYiL/Tz3Aee8jXejp7QOqhB5fr8bJ1"
    "0EWMi+NpMlMlYtT7QyTKEM5if+oEPVsf1guDIYjVsnqAttTXglvwvq90rEd0cdbA1Y0tn1tN7WLR6lCPQ1mr10olz9fomCNSPUNo"
    "ja83D5ck/fDQ34dbl7k4DylWjnaRXWWyfMCugXU6mbsbWf2QnXR5nzM7Rt4n45zzPkrZ+TCI3e8CuVjLGLoOEc3tkP2RMksf12M9"
    "opqLAcbiOWerxfSDiKeb9XwBDikzp5eIYUSt5Pe2J+O0xpURV5+ugGU9CzHseXqNPqov66nytlhvyOEyWLQJgr96BkzrwjoD+6ba"
    "tL9OPWpJijWcHBG49pckOf4yjBR/1GnQCNvB63hCxiOWXQGpaIl/LfX43aVeF2XYObYzs/+94NG0hiabqp/AAzKW4FU6Wd7EVb+U"
    "FGOEBmZQy9ghXEk0knL4TFnPN5mGhIyFvLQXYz/cT5xH5/goU77aVNMsY1xhlmBDDC1nlTdNfWi1Qevavxg2Yxb1mKE/nIFv7oUo"
    "M6ObBM9CJ72m+8BfPBQrfgvO8yL85GW1CQH1fYju1New8ruMVYUfcLrvFWOZegcSeS+uOkQuhsbuGaTJ0Fnps4Wtm3BJZ/UFvY3z"
    "Q1YLfxH3VYvIP+tRItOcjYuYqUOyF0S9kBGanntlZ3Edb6WQhgjfup6zH84i2T0e9V+vRCgkE3Dau4ur9zxHPPQ38fpwj6d5ke+Z"
    "c6v/A8+QUhb28a8cR0v3TuxZZ9n9l2Fu0O7+UHGRRCGvZhmlwVCbq9V02RAZI7fpnvKqGFuje+KsPyshLbRp6r1kdYwxm/XRkumC"
    "f8C+tpLvIdX9oR3fgmZ7T++Rh7R4o6pjG5PF2ZhXWpP/1PmPLZnbd5Pd+f8H7q2wHFgObRGjU4fMY6f5Fj7H/+reEuwTaSWN6MKu"
    "1hLqNbSy7v3lrFxmWT0pbwYFdmNYFr7yObSkrgpMd32MFekAPfKsNvZPRZF9NK2c0cbe0EA01gYdm5nkfA0x38U6BXbzTljOm7RX"
    "sALPvW9wtSTjCYAz8I19cILc9ebEPAl2Ei/nN5TTH5jicd8u8thsy9mh2oERw0JGsssY2f1VzBd7W5awGtBN/qV3sELTkYju9bjH"
    "GmiC7rjnrh5tsXfMdb+GNTj1s8mNFX6H91WtocfXU+YfXf1rmb4u/4Hn2lu2lFn0AKzn3zi2lkFrn0GfZS2+17KNZr+tQ2AVtPNV"
    "+KY5lIXvYcnPgf7oJzbBOIGnqL0MlGl+PmEZv+koZiQWkvvF9XlWQ5tdz14Vy02eLkXBmTpd5nJatCZ8CL5PuUxi317hfFXaWyCb"
    "iHLPXK8NfipiG3pgp8Ws3daZGTEQbR7jheZ87Ga5iUqc/s7ka16IK3STecynr0UsX83O2FpW+xrIO2AT9tXYtc3h3bWUVqwi7kos"
    "SuOg6/OrXSAtKNdVuoXUsGPSeLizxN1fCa2bwho/JaNhHV+BB/oEJO4snSHbwBq2DPoRJypD29Galro1LaDNCjiP5WfPv5xnl0SK"
    "DApL1JjoOyNqugd7avZjNb7jZ1pkx55XQYlwU2EOYbRwRe0y2QXfaZxxXWRluKmcpSfj/fPF4WI5WVvQhIPI0GZncbJsGffb+GFs"
    "Mnca/nxbJ0K2rJPF5kp3xj1C7uURRGx36FPwCS+R+/X84Ht4vZPUOKBvknPEYRicyTipgeieKWIn13P+pYE+Z0/5m1QQq9681/Im"
    "nIFJ7dEk05fC+TuTmcBaPRonbjVz9Nbl2l+OFleXdDh6ec/MsV6jbO0m/9XTLsyJZ8nTYfe4k696VXLlqum9bcOZdptL353RVIJa"
    "obs4+S1mx309uyWm6HXk56ilh7aCcdjTlHyL8LvJINldXuL05QkymR06R+DPnuKyeOa1fkv5rGFO73PsvPqYeBDrjRF2Q4p91ssY"
    "Idnu9JBaIvOcjPN8OCdG3SxWhvWpY7yOWQOv6kh8fyfs/m6Q00nhHZCV+mCybtcMp7qyW9txoHb0UUkNz/FBXk/9xLpYtG5WST1S"
    "Xw8q5E69UQYixh4hB8GXXBN+phJYvcR46COWZJv3r+UTHyW76t9ZCbRcxfU4lX+CjK0go9KDertEWbFqjWZyO8oO8FMukNOhu6yH"
    "4S1IwiZiNa2PcCeL9QryqkaxZiKeNi0qUI23yWCJpwrSxLlMUmdZVP0emexcrJeCTK+jFWyuj2tjUIMGSrBBz090B27fN5OmDMxu"
    "x8r1IcSyO4v1ctezCv444oj5iHnNzl/JHiWTBEMQmwrpXI14RfWPHq3TrjOXnQrOY6zwDA1ZYl9Y5mNXoveatI/Ad5X6Lo9qssOE"
    "7KzYOxio+4QX6rPyrmwtN4QP4xRMDSbBgh7G+pPxPdQzU1jHyt+WsoKeQ208g+N+bSONnW1FMaN06zjD/BlixK+N6xKx4RP6vT4s"
    "JyES7YYYwnJei/CM7XDV4zn/WKeG9ZDRxkrQf2NTp323lun+cyBVzzCTuYLzPlnmXkzz7S7RfNc1nKazHvDunM6yTrsHebbr2CVk"
    "GPR/Rqy9FLp/arAY5/oY7ExnZvca9CxmzZZz2tSwQRuo469CRP6CfqOHF62AntxdhsoRsHKnQEN0hXR3wmf2IiNdV5wEq+odLM/I"
    "Azi/J2E/tpIF8gnusJO8ow8aGrgYQsyXeKKd5TZIvjEfTNb79AP9Due2mqfqTpyNz/V7SXIi/htY+r0l9HFjRt18Wz2f8jJdjWjv"
    "Tdlf79W8nCIPQ18k/z/e3gNMqirrAt23ASVJBgURcwITYsaAAXPOedQxjdkxYc46ZmdMY86KERMqCgICiiBRcm6abugcq7ri3W/t"
    "dc6tLtTq936/+R5+IE1V3br3nH12XHttPN1HeO+YnOcY6r+kkvo6yarcrYgx7oQkLoV38Kp8jCc09u8RvtbX0/NgpbSlSpegvXVa"
    "LubZzsvwPc3Mmx4JT8pYVEo8Z2qxOt02jjjZOE/0VRL6+WRlrLE55Hmd3i21vCvjYO/J93Tjn80+t+0wGZtISydglPNwHVo2726x"
    "r0YewX6RY4iVMxxSBlpsV9mKPA3Pc3ZznH3/xjlrNZfDmduo1l3gl9ncgFrq9vehR21CzGrEXHP1UpyJ87FWu7fymQRz6wncS0aH"
    "s9pkXDer6UHE1Cb3xKF9y3Gfll3uDh1yCpG0W7FfWn7HFGvozg1kCH1R02jDoa0WQqqOxPd1gIVJMyftMkMprlMfMgsdiu9p0JfU"
    "eoGX4X4r8Y4DJOZz6NEUyqh2ZplO16ueZpeFYR/c9Wxq8DCpZHfZO1hF66Wtxv1/Cz2xNhwCa9cR9vd7fTtIhe+GVZCBsfJQ4Gxn"
    "Bqcj9NicOnWzM2brP02y5Ep4JVPx3n2lL2zOmzh1hZGyk/UWciyvI7uo5f+MbfU4WcV570l2/mX8zOWY7ijnMc4ZibWbRA4MO+Vp"
    "sgukyYeezk2ksE/sK1nPb12Nkx6j154herCSOdqXcUYXcaa0QxmYfroDn5mthmvJ8vTFmZso81zTllc8BLs5HB7rjTpO7sCnjTWl"
    "SpfIROknLUz2WT8hISTuw1B9n6uhu7YPdpXxOIdb4iydA20zOhe1RdFekedCsDNaCVlv0mjKeTK3x8XQRLtISz1Pfc6zpJUMU2Hf"
    "PzptfX2l0/mdCfr5Szmz6i5o20WQVuP8sSqGzeUuhBxJ4xQbk5Hlzb7BMyfgRVrH7gh+v7unOuqXrt6mbCxnQtqmYt0fh9yeIZcU"
    "nSbXIWLspIYs3Ywc9u6eNsqr7uZ7Cu3WY41wHska/5ntpYXn6694ASs5/dohRjL0tfakTzfJ24/DZBZ2ZgnWyjCwXegdF+baq4CW"
    "t6xI2vvcQ6QddbbNWN5dLpetggv1YkSDiADlElzrau1CHltbZWOFaqbH3gT/bLGPQjVXqcxwVsMBfiZEof7t/eRnORW2ao4cKd/C"
    "sjwHC1IKDWp8O3t72+6in43oq/zGXF6ltqDUnCztLE7qOonLACd4Xxuz17Ycq9Lg5T/jLZnr+KyEr/2EWIfhdpz12uA9z7nEG9cj"
    "gmjyXAFRNjROLPb3uo9cies8AO1is3Jfl2mwDMbK9ht22NAQC3n+GxD3phHrmN1xFWybBv4VGasHye4yDxbwDWlU1zV1GXuqHZtS"
    "Qpv8XNQItR4yMxdCM2W5fwths44ms02jFnMOXSUn51ne8nCchhbvNplj5ViNlYh7jeDy2zF+RzXitvekDzSf6dNdsK8rfB5GdYqe"
    "JZrLfEad0naX3+B7Z0ilujlwIbsUE/8vmZ/CTKsJdRFYJ+qIls90QoRsKKuMuumArjOxC+eX1ZJhKMU9truuZDR1sbip0ZH9ieYh"
    "G+bfoYWzvvKv7Gc2rXwU4oVh8Lish/0jOUDawpZuJ/dAxifoF5CimdAPjdi1K+Rh/Lka+z+eczSzvhbe6LvrQ86VOYLMf3E9Fr5q"
    "L+yyzS+0HrJlupsU1nw17GS3137Um+jT95dmdjzH1Sad3McaZsA8fCn5Lc1PHeulpEUXnSPuXjqsh4CJ4mWRwh7XWs4vcZU788rt"
    "Sl2k2E+531rCPKsZ0wiXFeUGWyYuqkfLl9JHcZOstkakH4eMrKHH/yK1hrMf1bSeF3r0SdzLpsOnbeun3qQ4BaAKnlUNPm/e+xXQ"
    "2+OYL3jUowzU74Dd00tcg5eI7SrG2bsONmM0osCFiDCPDmwy7CDcrdntcq2VmfDwk/DYJ+m/tFNQT14465hY4SemFePnSVyXNpCK"
    "rLoJR1F9KJq+0m69/GTLr8DjSNbv9a+mt9IE/6GRfC5rdQ9c9Vd85wAtDxdKSpaHZeF7wQfyCOzRrtAaWwWdyerUBj7JCtzPMv0O"
    "p28RNPqiv8R+sxr+1RfwDFdiVfoGh8nNeOe7+rafb7bBelF/ZOPczM+FXO+tGI06f7/Rv6uU/99RWhhaE9yTrSTisHFW0XWqToBc"
    "N+E+voHsG+p3Df7fDVLYJ0gQX+asxKaehcJ1GWTxxJX8/g3Z8dpA+cvqlV5Swlz8YSxKLqfU7CXjVM//EvOMAZantVzYNvCWUj7v"
    "W8cZ42Erc1JWQBtcIrvJjYgeusC//1Vm60T4+D8TCReqy0JYDHyMf+pOcpq4SMi012ZE9MU4A6NC/8FapOUgSzkxa4QYtmEhNNI1"
    "+J4esglWeSW5a24i76h1+lot6CrJ+J6hDDnJGln3Pgrx3jL9UObCBozVq+UFGQfbOlQCspK6X50lQm5a5mYnuVzPkPt1DWLKVWFK"
    "2wV36WvwqbLQQbXsperJk9mMWKArfcckdmYA9b6bFBJHhHsJcdhZIqMOzON4K/M2yM71FdKBz9nse5tCemyzyehZpy1ylsCzKq1x"
    "kxZLOdZ1MizyVNzLB/Kl9QXrt7DAd+FqVsfNUldZvjBLBrpm72ldK6M0QmIKY4IQZ+ZLTiSeihXtBf/mUKzTZ1iP66QwomNrGRcu"
    "IGrsh3AXnS9HFPWXraFDasNnELFk/VS0jN7B6ThpWsFB8hMrgC4jFvdsH9PxnnXQKltIVPE8lEhfV70+009qcdnQGKvjIVGP1ZAj"
    "Z303y81yNIxNfSscrAq7sJdHw6QhS7Ue1xRnX2c2l5PL0K9KeOaaLnk7F1mTjJ/bZGhZ96+n8dVKPyNhHpmPXNfgLcSfuYl8he/t"
    "En1FPsee/gad9i89K7gyWAi91w+rcD1RjWmeDtv9xxnJj4AU9RXjtGj2HDGr4CtZ59UCrELIaCrC0sWZGxbsbbXvA3Xo0RR5G0Oy"
    "PoyQ8fIC7Ln5ak/AJpyqKfivDyNKFPqCszhDVf3Uj0fFdad01dvkPD0WUcEDepBsGnwCq/is3CAzxSaibykluelYJmm7YTc3J64k"
    "4iRy03FDn5+Me6nIsoZus6Vcdb6hFX0dIzagOWfrbGV7UC+tgpRWMU9sKJQpOCUx3NM+iOAv1a9lS0R2jdAoxvqwIeKDO/VFOUas"
    "Z7JSHTNnTEeJsU7W4hom+btKhDyN+osa1TEaWCf9dH4mxc8K+eRK4UdvIrOhZyZAp/cU4ymYhDjhJ53FdaykX3gOM4nmX7Sl73I5"
    "ovIS4p6bmDc036zMJAEWaQyuvIwxrs2y/kosJ5H0enw+Vsa6Pi2+3M97QTX4afs8WxUSxekm+FwazFfjcYHPTs9jS/iOA/U2nKrC"
    "U07jsENNnPhlZ3Ad4/mUrw1WEJ2lfjbiqT7TnfhT2+9ylVYp2EoSvqq/2lchjhPThS+zP9ie6zj2vaT5lGZPy/Et5/i8Z8wz1FjM"
    "Mhs2e6AsZZ6glhJns4IdU0FUIWzJ73TPq2q4f4+itJ4S5iQp1HyGCoef7vEnefAWS2+/js6bezrJx2Qum5bQFnbWXp5DvMN6fWya"
    "54u6U9End7WEz85uIK7fqNKzI1qudS68IbM0nXNZbs3zYG1qYzI3myXte3GvZhZYiXyN+TruXjnMvkULX7D72+m70bzyfHrAP+EZ"
    "y3QZcYBlkCFjZe0svxIvUiiPNEASeRFW1ve1W9R5hHytNfRPG4lVfZSZ8wnQoSGe3hjnnI+xCyOYjLec+0Pa5/mqSIp5+Hra08Jz"
    "BOohDxmPLVLGD3alGXjmJKPfYyhv+1Dzz2c3epW/SjvJjxTacHcq2OlfgnNfSo6fGOOPznIXtGZX3PVmzE52J8tQM2KeNHuBlurf"
    "pJqrk/C1zQw9DmG9eTH8k8i7TPndc1FLvcd5Op3pZoMat+kUemwNZKrOMtodraVSeL7mQZL0mVyXr2v2Hk9Gr9Ul8B3r8VQLoKdW"
    "6qtyAb79NvlBownCKW3hpIt7LHzC25iIn9TFQxlGNs6vjeXNJRA/rSvm5246rb+N9OUqVVLDuKqvIR4M37ocK3KedJRK/02mbx6B"
    "f9LAKkQFMWgRMstiv43FeD1j5Decq46zbGNxcmGx+AV4zyhoJ5uAOY2MiPPISnUNLECxl4wm8l6mqV8y8K+UnZSFJr0mmLscyXp1"
    "kkxVjmFvuQ4OnqEGz+jnzExZ/LictcD8nemaq+GEHi0V+ozyMFbZXY7B9R7HdCKzIGOkmRXENBmSfsVzDCRqookYlJmQ8dk4ny6H"
    "fpc438PNf6hkT9uaVqKPJv6XIIPGBGY+GuFlLpMm37/qppLPx9+Okix5QOM6CBbnHfhqh8q5sFPX6dPBzfCvn5OO+LZToO0bcPrj"
    "7C3YnCi1xeTsmQgLlEZEO1uXy+3aDne1rzyKJxTm+tbPH7ZU8FJ6MjNm1Z7vqlSjqbyb+5MequRi8kwrU2gLv2IT3kvpeTQRr/g1"
    "q9iVnq3hz7H7ISvfNTlu0tBPNTRdXorzVKvXYIcMs345J1ZuKZ3FrN4i/P0hXP0kMR4Ey6/1gT9i2cpSrP172PmLsWYnQGtM1Rcg"
    "+ZZHGiT1ms6bkNCY07U1rM/IeqsXnX+XI0t7LzebO7cNvjfCoo1DxGUojBthDXyYflJD2XH4e9fPltHfZAXRohl2mBurVRnxroVX"
    "dCklryvO8Wcyl/1/loOIIbpfxtxTAzGbXxEnkkHcVIl4bgi8js8hWXMQez+tN+Ps/kcb5Fieu9BrlogRyzjSLcaZBg+6Chbp7/jb"
    "e/B9vlTr9HsUHunH8ByWENdQx/htPHTycj1RRpPrvsFn6R6UYk7ei7EaeCnihfH6H9leDoO9OVHekmehK/rIlqzZO62SoEY4iXw1"
    "C+hNN+fYW5ze7CB9aVM7SWdJa5inkcMce2l+h7v8rur651nDqB6nrOPaL8c0MEjWwINbqp+TVe4yfU82hF7dSU4I3sG69pJFkKMv"
    "ELP2Jep8NM7fvbizd8PHA+Mgq9afoTvH6dX6X/i7x+kdQZ3nZdyW+WObjW48g+lcpViopffxf4/7rHQFfm/GrJnLVnT03PxPciLx"
    "aqzwe9jVa+RhWatfQ+aLpTB/Yo3vFSkjvuQEvE+hKTKeib+jOJ+jnAydKY9etZnR9birkZCuM1gdipNbqR6RbTHxuWfK6cSePYCf"
    "Jst0omqaPOrD9ZQYsukBXMXi8YNhH9rJYqJ0/6lV1n0td+Nf7pf2ZKtZBq07G6f8DGi7a+Rb/Sbn46TZJai5zq4kNUeamcDdpYwZ"
    "jmriqP7h/UOXU3FyvZlHokSZHjuvG/O5NxRXE4tOeCdRzc9qptmFO893UpSwv2BoMFXX0uvQ3Kz7TVlzcey/ZnX2kHXsNnccmg3U"
    "oGbFRnHKvU2nWsxc8yD2QW4ku0phvFjao8/Npt4rSdbozI4t0pHsSB8gF8kViB0/1aWQxoHyhXxh059hBS7ThDE/QeN9hVNYoqvk"
    "ppy/EJLNSbzdNDxMifGoUL7i9AyW0cedKTNx3vdk7JDGdTszWkyxU7NUk74OGarrQV5N3X6J1BDH0UuclW/C3lwgWc/MY1MLErRj"
    "J8oW7CuwDEsd9n4ZvI6jxK48JJhFtJ9hqD6EB11L9KHZkj7yHWTvebJSnYZ37fwH62a/F+LPveVVfPptPRvSfZB8wgnFGwR95VRY"
    "0zpqsGY/xSkOiTS230a9iYij0FdKs/BrE5wsWoz7fTT4ARpgir6qz+G6Y3BPpiFtPb+TT/RcnN9XcbUPIC33y/Z6QbAvT3XSz3fc"
    "3UckSmbU0PthDYz0zKe6mLOQ48xeWW7QMcDVsCqRgB6vIEtsA/uXlrMPYooeiHVersuIZHte3CSF2lwHeQ1z31nmGO0e+vqpre5k"
    "jBTj5nlH70CUuFFQpvdCJjeSe+XKVuKfwq9cQP1jPDM4g4g6fsLTvA3N8XOuX0nJjRKyNtKH5+K28ORwq6Jdio4s2kLfCs/D+a7R"
    "O+QA2K8UGQPGMCuzjjm9ZkpAPbEY1fqmuMkVa3gPNo+0kR7CXuyNacmGR55+SqepZa0yjPR7w/r9pudLV8+rYz1Frl7TqA4ZsiFx"
    "IEmP5G/w09srIWtlPN1HinVcRXFwkn6pffIbXHURay2X4t5XsSIxGXvnooNOvtoYYUkz/MwpZGu2+lI9NPl8fU2fk1PgB7Yjt7F9"
    "f2dGToYLMQvym8/MOvZeu1o1UbxPiMMRL2LnqOaQhxHq3qL1JtW8GN79KtWeeJoLEFEtgQ8cl61kZ3zXt/oJdFEnbRtYTXg+TuBF"
    "8iL8iRexNo/QF2lH5EckF9m8LNxGksl9T0sNuwHrcCfOrumZ3/Q2aNAnYWne5UzBJDRFJ4+4dLLitFIXcTwbTdQvrmPP6hn7wPY1"
    "87lqqVWNiySmZexhcCyCM71X5nKoV4t1sVwK39G8pN7BbvIScRfnyVj5J/G636qtgzHeL6Mcr9W5Ek1/iNCPyj4j91RrPCeMxRan"
    "sMstQcmw2KEcfparC6g0eUauUtibyWSnWIudnqv/CkbDnoy3Ogt27CJx2Zsa7rBlE3eWndiZWu17rFqqY30l9HilWnbTV/l1H+DZ"
    "1SI2mb+TRTDjI42VzGBbRDVExsMbtNcqGY8NZP425e1sO8+aZjvWy6Nn56tp3J3F9O9b8AN/Yoffm/oDfKikr5/Z/Qxkn7KrTb8A"
    "D2O6lnCvYohB39BFrDK2xn1mqKiWSSBRbdXFW/Vc3ySziA36Dm2Qsd9MYd+jcYx+KsZ3+COnYBuX4EWwQneFH+rtiKUexJk4SW6S"
    "BKzsf6Swf20om1+gveM5TgTDhCVzeeu2v8svuV9PwMb+TBRG5JE20GKLPI2VGu/rVprjUMvqW/B8v4JG301ulqnw4jvj7FUiZpuA"
    "P2+EZ2/cPXPVZpHN1INwrq3XbzJ8inpIUXv4+iZjvVnnOxb7NUas23SA/A33YXN2vsN3dBTDBv4xxxbNHjlWsp5hKsEJHvvIMmqU"
    "evpVDhPTzKj8MnHzbYp1nrzmPdGlvispRdR00jOPaK6/vxs1q11xCXSyzVguhmXdA9pzf1jZyViFZR5JG/qOJmcjHL9dnX6kD2Nd"
    "7pE4I3aLJTbCfpXjNDwh832neaM6DE8Fsx0WrUzCE+8hd0h/rMEQMZTJMcFLeiqs0RbEIdaoQ0ms8R11IhHvY+Q3dPV+ouGxMmQd"
    "yjA+O0FsrjMiGXEaKvSs4/aZrX1Hl/VOG5uDm0TkrriBOIa5DSXkLNPQn+N9WQtwqMAG5jbKiPpM0kffWc4Rl+NxcrcHJ8dF0y42"
    "l5LQ2NRW67/1R1jSK6QHnuhGeROfsKyR4RZX+Dqk0isO4RlaPaeesVk9r2N59B9llf6VXqup8K4si7JIDw9qKbfr4Pms0HOkcM/3"
    "8/A1mhihZplj/AZn7yPc3ddijLhZogEWsZIinEjen/nD2ew4iXPVzuVs6W1Zy6iAJxvQ6x+LWNtNF1iI+zJ+tRugaw4Xq70bg79x"
    "wArj7KwOFpsz69bY5l8a1+0qxilJXU0OYscImKLPXoLYrTAXVeFXJvyONy/LV44XxzT3x8+Ef/Fqf+WVwndgP50khr2PGHldJns5"
    "/3YJ/UZXSwy9fZnwP16D97GbJsnG/VbDiMB882ehlyyDM1aelFHsGDaMXa0a2/cCP/elDjuv5B+JtNBJreAT+8MPNj7cOmKQ0kS2"
    "zYA+3oMsfDuQTXUNPDyzZP/CN93ns7QDyRXldEYml32YjHNjVdn50ECnM8Yu18vILTQDT3I8GRwck8VP6qx0I2fe2Sy2Eh2Oe1mL"
    "O1qp24hj6LCotN7rqQzxBA4JfFWwkNztaTy3TRmbosY5Mw5+zufQCAvIivE2PEdDV1XBhiX1Gdxpb0nkzULJ5uoxtdwX0zouY2mR"
    "9G70KxZx5mwjbUJ3cUg3w6JZN972Es3TS/tMtbPR3YIeYhXAReRZWQ5te6F8ySkC0TduLi0z+ly1ySyV6fZ1ehi/xTwFm4nXnXY5"
    "TitU4SPLKuqAa1t5pYaxTtbXPS0aTzKGPQkrMxArvFIfxvf+DTbhGDHufOPlsV9D/AyO0NfBQubhlPbQsYak8hgMk3oJ9GZJcHkw"
    "Vx+UF7Fi3RCttMG1h+f1D7ZMoHE/G4q+zntJWT9hwHyXk+CLnEH/0CLZeno2zWQHctyztm59crmcth4JZLFhL98NGXFj7wDJ7SJF"
    "nPA4Gqs4HJ7rQ2oefE/ZOThZfuX8PMNVbgVJq8ZJWYe9ehnf3kHWMmO4Ds9SRS/wdJmD1RosR8nx+LeTIUFXwGf/GHtaCbkYLp/J"
    "rfoe5PZXyPkYWPExOgqWcQEi4KeCVcSGnkum6BJmEJvZsfEGs6N1ZOI2Bp2+4qaaLIQfF8cVNpNiSPIcfMskxNExSNH18hDs/PZi"
    "3XRWGZ6Cd9oZ/BLe0CJo7ji5jtIeAVRMjFCSNQHrlHpJRugzuMun9D5YyJF6cvCTnEX8YZJec4xsQhnfpZQhB4Ht8QK8N+W9kM+1"
    "TTCFnHy2L9vIrnKufIinqIZuu00Ol4+xEs9AogwLM0Cew/n/BjbwFvZErY9/j+KvCubWkpxEaDHGs3IE5xKu0tPhpfSSRq5VBbks"
    "rcLxMe60jVwTGAfDzbDsz8jd4Wv6EPbwYPiwLrra4A+ZD4GM7yTrOBEjiXWs5GQH49Za2QrjexbaqZzeg0n7GcQQ1fAcLIOfb3ic"
    "3WSEvCLWdfAFItRfEIG7ntgU5XACNanJ5FXiJHcTapk/3l2h7GRrr8SwDnF2P5gvuj8zp8br6Cbnur1P+fM7nNXNY+E7HiRPa4NU"
    "yPN4YmN2h7yFr6isl9+zvGdUmzZejQ3FoUNqKStJ7Uqmmbsk9BX6lO9TMP9gOvNwpqOPg5duXYwhK7+OdbMKa1PDvFctuXnewfnd"
    "BtZgLna4DJLfgBV3XLZp3Skwlvw5GsVvYS6DUUd9sZ0Urh2uP+vKfvWTau9pJlmHiPkphY4Rt5Y+ZSN7iCOWsT5+3a0XsYr9RdZz"
    "+ZyYD9dWeuIMlhNN2MRZo+WMKS3jcSOrdcbMkyC3eoNHUqrv4lqtpnuOkldw6mdBMxkmb289NfintPuT6n9WW7gxNOdpHOKR3QvY"
    "+1HtayfbieNXX+c5vlYyV+a67VJa5/N31xIbUQ9bfjQzb9X0TGuJLrlAzVNdRhntDv3ZSRbro/I+ZOtreKvF7DgZjz2aht9z8e2H"
    "yjSc1+acRcv46nMsl42NoqZ6X+kdRv1USdbcqCrpdsutfYp3YrnyOVhX87uWkDXnarkFd5AkP4T1OSyjpGfoEe2DCPRdvUi+0Xvl"
    "Xlij4TJJL9eLdVrwObyrjeDXmEe8OTTVt/jUEn1MbiV2yPHLhB617M7s4bAWY7FnNo39e7y3EX5+uX4EvVYOb2uZWuQap8VYrIbA"
    "n8UetRbO4YSf25Bi1mZTuYTZdpPSvRmRT+J6WB7vDdi0TWEHZ+hjeifW8wPo5nnQzBu0iXlLl/STBJr5Z4lewU6BpJ8JV8Wnr+Hf"
    "R8iGzCk7PuIs9JLbB2PLaS82HasRVr0ZkpzC6Y0jErT5pJ1kR3Gn4DwZiZhpE0hSf9jwXrCT2Rz3q2VpdiWa4x2c3ZGyjixANhP9"
    "Fqxpt6I5+pXer3+DVm3yK+qYxAwz5DIT1VitJuZ7Ghjl1NC3XIlzNEI/lJc4beIpaPbPcOYna//gU+bQNycD1wHUywezt6qa1nob"
    "yK35SSuwm4ajNW7/EtzbRjIGNtdVmBdRqs8U43jcXe5kVj+dNylzY+b8bC5Wo49rXAeAy5+eSAzcK/oEp9bOZ1/ebFbBjbtpMqcf"
    "puBZuqleWeLyDqEMnS0/cDJGI6K772QnSvKe0B6jsFrH5rI4LRkR8/rWModfxWxsmva4iRyv5RoxcG2c85yy6jhQjhPHqZ0hJ1MW"
    "62dnwfpRsohIbd6BTXz4h/yEV2vhhTSFH7cSuSrxMdkcJsT+7M27rCersLICmfX343ifLTOvHpOlPqNm9cNFZDdoYTR0ucI9OIGi"
    "DXO353m+4ybPiLmcK9+ZPmfSs/Y2k5XabM22f9obvNzPADYmv5jHfmS85l/iKzn5iCzLYSjrjIWuVviVJupTQ8ia3zZYjLm3G7ub"
    "inIWpiWD3UHyp7Lm53o34i5exPl1Dp/STBxtijy/ptn3kwgjnGQupS2tj/WxvAm99K0+qS/rs4gF9i9aqcbs+hmkvz/zjxlW7Iwl"
    "uQx3+Hect9Ymvf7fZ8D+lfkYf+0zhV6J+Zk723HCSZy47TSzXJpD72XJMWYI8MCjz2pxlhP+zDSx08dNJa6zmVl+tnGInXnY1zOs"
    "0nssYt59uEe10NlF+Px/YT8mkS/cWata2grXNdTE7ModeEd7sc7qbYKd8We5fq0/QCttIuPIfr8ZdMaLMlhskqx11L2ET0+HjXFM"
    "npWwbt3FehQ3Jf5A/FkQ2TXHgGqW9HQiCR7F3S+HVT5IVkMKSqAh76KXsbPE/QQDh1xwJ+IjaNeZ8JgOFOMSXYV7mSo3QItO1cJV"
    "nlJiwrLsBtuIub1krjqaWc9mK5lTWryU/BzwBrn4ejnXyr2+lv8/3mP7Z2uYyzNW8pUT/af+70w2g2WFtz8dfcewi1kyiKLukyZW"
    "EY7CSnSjzrduk9mMlUPWIB2etN7Pwexl8RxixHfhDRyBc3g31m2AvCN95dnQ+Ynt/pDztrh5Ob1hs3s12N0G8gmvZc26kzik95ZY"
    "7R0p5eaFLfVrV0RbUsccqFJKK1vxVOt8n5rFxS8zYrGIf5XvgM2wsml2J+Iwznj8eugRHRG+VcmoF2MuI0HmGEMk7cdcYD0kpl6u"
    "wXp/gdhpCvTW3sHisEF30BpZGD6Kq2/AeHUMOxDKuZcvs3PfclFpyFyMeDFXl53FLvYQnu6lMgP3NZN5prWQwjV+hriTKtfTNdTL"
    "f4Ovc7hsQ8s8sCT7OEq4TiHkP8PoxJ79cNZGK3xOqJ54qpTeL+ZBVavjk7T6RiTBJ0jUgR6xfVtM1UV6MLdg6/OixMPrpCycoofJ"
    "40EmOyO7b5sd5DUdL8YW9Ao7d5RTc+2ez+fZG4bowFV/5moN2Xut8nGv/Oznvab58yViTK+XyRJIwWr8yy1yMTywXeHJHoa1P9N6"
    "2yUMHxbHxZrm/LYjubPtcfInMXuxnBM0XLy1F7HXe0LqVuSyfKrRZHGz1YOlmxi3Sx9m24xBPIGnMg5LmxdhFZSZiFqWwvOBHyj3"
    "B9vJxfCjB8uT8DuX0icx/XE1/ONTERdU6yj2JhtW6z5J0VdtoF9q+3IA/z3lEYZJMrY0M2dd+GzPgA/cW9bC46qExDwvFqN0lznQ"
    "FhalNOir+jjk7DvO96yDb1aqz4rxNlg3vNWhv8P9Ga/GoYg6ewU/ctJjjHJtWYSj6b89IPPxejV5uZuYcYtqU7tTB1lNoYb9++al"
    "DxPzXcopC1k9gpFnxFyXpp+riAouUeugtBrbPZDoMTjDTYiyHpAb2jRAJyzVz8KFsnf4bfZ2/TeueWTRci3xTBxZTtBLE7mZ1i/g"
    "lyfyOJcj32WwFFOvtGcWdlc/HblRHT/wBtDRE+gv2imYC2kzPFwpTu0pYnlV1w+xjvqviZ3wCdirpbrCR+1Rf+li7PkN2KPbKT8Z"
    "n5sze7lC+8lNcq5MlBl+slkVOfh2Ixanlzyg7YNmdVa5lNMJFxPTYlOUN8/LAGZz+27Ps7X8vj8vZmxV+IZfg/3xrJfp+/of/UzO"
    "1xfh5zwW1OhZrdisByWWm3me9ViAlWr9owd53FhL5T3OWXjKviG3C7vTxq3l7zi83V/9BMuQ3CNZ+pdHwydOw8N/Be95RIwDv0mf"
    "0n+JdVDMwLk5WsZjTdYSSbEQK2D9IbvBgtyNfz2U3I3OI2z0utzu8i6cVpsFdyCi6Hbyb/b5HQH//Wy8+1WyUpUTFxIjamIAJHEh"
    "rEcbejo2AaEG62tZk0mwMQt0qQwhY+NqeIlvYxe6Qp90CAIdI8eKRUankaPZJjQahugB+CZLOYVIeQrM0zyMCBLjrTlfLvedUm4V"
    "XI57Jm3UcnIN7MNsg6GTHqeVSvIKpT523UdWerRxE8/DWh9ni++62U8iJu3C+sC4shq5Dx19j0aaU29vhc+7jccMuR6NmGfLr18v"
    "79N2vQksWchxZ6zkSvruGUrxp7j7Sp/vVM9ZaZ73kb5jq7CV+X31OMj9tLk8hfubpcYoWqMvQCNVwc5UMTdk2K56ehrrchNK0sQ0"
    "Wo11S/r/m7P2YR3v0xFzFn6ljjmUkCwRiRyyzzyMBkhMy3Qf+3/gV6GOqDrHsHw+1zpOzVqXQ40WsVbqcjWlRGiHPNdZb4vdZFg7"
    "gZ3EofRNS5wrBxO7lIL9ievF8BdmQP7Ok1HYkcmQuHk6LDgTMeBormGCWcsYdXMdPNkYLUeLBxl5Vc6Py643QcL96iyuMz6W6wG3"
    "zJJ7dx09kqTPXqepl8wG3CYh5/ok6RekPWe/xXTX5ToAVKPZt64CfjJzefPzWOr/iHNQdZIr0oIu+nNGq4jpqslrnQaeK2M9+ht7"
    "YWtz9xbzXNrNsCNVPi8R7VC0St09H2otJdTyQ0kytzXrv2nfK+jTOV85Qws8nDnieZBGt5btxc1ccivfkwihaFK6ZUhK2UGaIbak"
    "opXYrKe+qYcEF0CyrpBboDfSWhkOkkf1W7HrtTx/1zzMeFInyzqugnnjH5Fbq4rTmm8kZ5hbnxT8zSskSS7urxm/GK5pmbYNytT6"
    "Q21m7Uw8zyruXjMilmWIpbLU4g1EWjsUWps8lvJQB+XNV3HPbnnaDjnU5xacTn4ZfblqaDubWW9+YTOeMOV5850/GWP0uJs00LJm"
    "c/NZ7NcezK1ZD0aEpv+7RPz6dp7ehx6bpwn2Plon3I16N35+2Zjg5DCc7+6M7PdB5DiL/EIp3TJ4Ft92Gp5xB6Kfl7OyeKBsQX6p"
    "38+baps7MaOI9zfell0QwbwlFpPYhFqL846VqHt0Dax8I7MSZOnAnnygtfIvfMN03ToI9SH9XCcHbT1DrtUyWnIfCb+ylTj/mdwK"
    "uByPW4vqcJ5uFqxB7Gm9If3gPz4He/QyXjlJDpG1zCjZHMVZlNYHyG9vMdCJvp98Nf2X/sxJnazzw1M4wf1vwWOwwaPkGJkIm3x7"
    "jhFgg995UFaxr4G+tFPQlnMzThDLc6/BCa/khI4m/Yr2pQb7Xg8JcezFNvUx9HMX3LOm/e5nc5Pt0+zUSDOeamIlP8irpkS46hB7"
    "cK40+6mOGZ/jcTi8n7WHHtJ2oF6Bu/wn4qiLcJ6Wy0eQkMJzODqQr9o8gAsl7jmPVjPmMVxQZ2Y+T5NZZKSqg49RjN+f6emsp1sW"
    "eh30wM1irIij9U14Bx2kmazeNhlqsm5Ha7cCkniBnqS/hK9BmrYOqnUE9mVviQXDIaWFMQuFXwk9i4D6mKSLaA4tnva4TSdRPXKc"
    "ehv96dUy3BOTvCO9Pqz0taBmWvd4LpdoevQgjyRs7d4Ky/Vr2IO+NjlcDFdwH05Qie6i/9VPfT9HDatt5rleJBlytjdCyqo8VroX"
    "1s6Q7TVky+8rb+NfuyKCOxCRzUhIYP+gCVGDTapugJcR9zyAjmVGvWVvYFyyPTv+F/jO3TQiyAT8/Th91YSOhBVK8LUkdNH0XJ7G"
    "8vqpnK9U5dEJTazftlSZsl5Om5g9aet5XDaWiBM29Mi06BS0TPo8Sc5EnFGj46A3Y/oueegfgDy9kPPvuufmAUXf158opdHwppsZ"
    "xxbJYViNc2Us9IH1ae8qW/IE/sYJ9MYnNcdPLHReTtpLk5vE1BfarR5PUyWf6yaIFtJ6pW5W9G/2eu7DXd4ij41+Am1YAmc89N1d"
    "VV4iHOvEI9SLbkK0nepf8ecW5HP8RS/BU/6qX2MdJuFc2YTtNcFbOhGvLKAdn4pVPR3PORo69iA8kc1NtHxRLXZkHU52Qr+Hrvm3"
    "XiN9xM2faIJu7w8N7nrWk/Si35KfpW/wYvCxVsk7uiq8Wy/VI3RcuJJylvI8kwl6D8d4nnPxXGcmCTuJY0hx3WOV9Lg2kxg9gBJo"
    "desk+Bi64Tec/npW0K7DvVbqT5yW94F8lWNQc1Fvtb+3Jo/Oi145fL1X7MxZ9fbfYhnrNJFKc3n+XF6yAzk0kr7S0MPmo8NHWAS/"
    "4xLYvSpYhbk6VtfKF3omIqBIf7f4fO29FD0lP+ooWtsj5DGcuEPE8Bmf6hv41i6Qo0o/A8W+PWLWtz7GGNGsKcYIburMLZCybmLZ"
    "hqXkeTM9fhnn4UzDvyzXOp4k14NVBW2ahAduEdfP2NFKXLMLcxy/YV8roNOMCdByicXeTzYJ7SeO8T3BmCdiYVPmHYQdmEdw0oj5"
    "W7XrMWrbDMhhkLJV9Fln41mW4fchsJyV0EQOAZzJ1aojVgLLel4mjoXB9v9lcq2ZTd8Wp9Smwy7WA4J5ON/F5Nyaj/jkO+8P/R6T"
    "sIgonUfxVKVYvdf1TO1a9Cbs4U/6DU5uM9Y77XvR0vo5O4xtBkUHrOinalnuFLscdwis9rcQ0XI7Kc2d4Eyet78LO+j/7/xVll19"
    "gBGN1VHWkYPSuqzWsYvmYTIwZ6g5qymbKXZCt3Tdd80h/rNex2VyPeSa6znuR/4V9y8rfVYkJAL6UpmmLxTdLIfCWu4Cr3Ok3q0n"
    "4inXwStzaLCB5Giv9lXFIlaHK2SufK2vMA5fiB1YxeztZGLOCmE9rpHB8jcpZq7IMhdT6fuuJl/aF1onpbk6cTnPv+GITW6vEZfH"
    "z7CTPkmNkdTbpYy552bvqzYyG2A72U5i3iPZSgwR2oteZq06brcMLEOK1bUmnLq5xDvvKzvIAuYeLXbeRqby1K/Gbl8hJ0hZzhu2"
    "ee+17PCpgzwX7iBX3VkcH1VHRiMJn7s2GTCm70Uez9BAiTnVz8kuhAK5AXHoK/oeOR7/CzmvC2bjlG8IjX0K7n0O/cn2wUydCBkf"
    "pxcgXo2zd0J917Jdr18u3lvDHmCzTz/wRMaJxF2iv+C+qnKn0WbOz+WOm4WdIsvkLH0cp/ty6acPw9P7WEfgDL4gR0jazykNvU8X"
    "st/a7vxGTnUXZlWOZB/CGZw1/KA45tUmnMKYnwD2I/N+IU5kkhz5GWrG5lxfUZN244SskPWzLaWe+K4s9qpw15LTu238DLkEmf5c"
    "X4Txe2WY/3S7ZLL1srfzG/3hau6MN1DzR30wW3GSvOa4kNyva6kRzFuyjsJ5WIciaUHbOsvdjFVJMtcX6Q7XPRXxWayk1o8xHra4"
    "z3Zrtj7GbpUY4oiaHJ4hxcyDyxv0xsma47vi63hCyqk9O8mGuW4Lly0IGRXUcSpSM1mLyplJjMMPtD6ldeTGTrCSUM386AhJkjl2"
    "O7FJALdLgtF1grjGPjKDLMljrBqm18uDeMcLsNz9wrvlRL1X3g7uRhRwgrSDXqnVefK6YVf1ckQ9lnUty7ExRtX3nb3VONJrtZTv"
    "vsqwFySDaO9ccjynyGljeqKM2dp2fiJM1uOdLdIKiSE6F99dpTtKhZdT070HQu5mrVfVTnnO3mgayxpK8HTfATMTfpHDLa/V03So"
    "3KmbBl/Im5wmtrVeG/yM02l1vzdx/XP90zTx2Tb15874PQZ6uazmK01esgp9xmU0qj1e6kCJKpYNzAtlcr3ty3md4TkshvreJbfn"
    "faQF032ozPaxfTVt0e5ST6vzFk7d9Xoj0V+T8S9tg4OxOz+30uGSj6m9ia8spM6Y4/XOujwmz+OJm/6zXFJRrsJaeLaKyz30yGNF"
    "dc9dgzOhufyWu5tTxGHzpvseV0Nlp/jT8bBmo//QRersdLNKq6/YMyz33voh/Lm953UKc6vsYp1NJeO5H3aV0M+ocr6szeVZpzdy"
    "/l8DLUs0occ63R7l2Z6EXX2bdbFGdjSX6rHyCNHDhzHDVJ+bL2K5zrV6dI7HtIV9p6PXUCnPgp5gBTzFjjabBNzo73pdji/XOveG"
    "SkJ/P/X0/9sarM9WG+aQI/I7Htusv7vWX1H4eWlYNCc5Fs3U4eTOY/7dEPEveXZON+38AJyceG7OVl3uyjv6rHZhlh1lnJUgv4Kb"
    "RNkHazMCnysNb8RavMjKwWh9WqZjxUbqQUXn+n6bPuS+jGlLx6DNmXpId8KqHCfjsYPvw1J3lTIx/NKRmpU74GXe2cYQ6l/oUzhL"
    "T+k9ajOUR8Pfnk9fJ647BabHl+AZllKDxzzzhuta2yVX7/mNsVwxLaad4GvkF71KjH/qadjm5Xp0cKlYl9QU6KvztCx8NjhJz0Bc"
    "0hOn+xtZLB8HS8J/6nPyg5aK4x09Qdx0xozn/qnNZY8lD8UZeQ6dZGuPs/sHtHlv+PAVOgDWvDurxFWQowx5t4zTZ2dxqJLVsHb9"
    "yJx8K7Nojo/FWGVMb98h78KrKWFf5gp4NnchaprPXVu53qzoI3zPnvlyizXuI3+LMk8iQ5QSfbSlLPbvj+e6HN39RzyaaY0QHfbT"
    "S/JrcLmOlJdlJxkZvhhsEOyrC8JPw4lhRveH9+N6h1zN/Wr64SVamLdovp4DW1tD273Os07tjneYLvwZVnFMrn5jnX1XUmtsLvfr"
    "hfIh+6Dn61nwQi03uxbxm1VUu8taRm3jxTpQEtz9JVjZ6jyvs84zRc6gva/y3qedi4U4Ic4iDCD+pUsO3VmZdwp/lNGejbGRsV09"
    "8zXLeOaup+eWUccOZfc7zuv03/9qkzvRST8Bylmizb33k9Z/YY8HyNbeKvxMhIY92zzpLAHz/Bk/BaiSDP0xdqMXemUmTmZP+Qgn"
    "4l05XF+V96GPSnD2eksN2f/M+zldHOtviriV1XqnnxNei71YQZ7qFKffOVvVOdfVHOk7+9VXtmMXnfEWVOK93WUrrP5ismN0IiJr"
    "HM7/23q+rCOr9e7SSZKeI1TE9Vja1Q6RpMdJam4+RiP/3M5jCDcl1iZOm+G8/qGs3e0nNmW7mpH7Guz+Ino+U7Fug6AtL9IJeK6R"
    "+h880VA5XAYEVvW3qHIL7PeWiCrXMFNQD4tUwb6n1xEzWyR9KE7EZH1K7pDe0hQaSriC1mVPOZn9LBlOsath/6j1nyzDHa2Sq+U6"
    "1nm/x39lWPNiRgdlsPuGtjFES7HMR5TyJqT6bcSZ8xFdnyAfa3s9NKiGD/M8J9g6HPdU/RtW8xdWHM5jj3Waees9mEmwddpKKjwr"
    "b0isvt3VgeK6Ylx17AjYh66SZN2vvc/xLVkv+s2PB/qyXzOqmEWSavr/NFmlmjchOeur3O7z/eUl6NmTsBNnyTg9SHpAs7eVm+Ux"
    "ZmEt55HwVtfkp7M4Rq094eNuC90wRzeBXntILoRn86Q2hDsHpfp36cbVMZ7DYr1Yf9GTg0Og+2bima2bw/UU7Q67uNRzoQ+QKTjR"
    "C7AyQ4JfOCtouT4PLfKLjwRCar1jidIOaR+Snm33BOrK0HNG2oTrHfAkl2l/yNCzRYvw3RfKbfopTuc1iDQXIy5ZDMt6pf4ow/RJ"
    "uQ8x5TH6EfTsNzgDrkqZ8JM6kqwDG0/Q2T5Hl/BYkozv6R4sW0gyN4s84Tk1V3K1CmUJQo+6bZOrPNjuK+t8tWQ+to7Ks8RyfVZZ"
    "X8NqfsQa6L6pmPd3IhkerWtoC56uhGfZjtEjGonYsTP28lz5J6z6DDzDMkjwOH2plcl0tzCatxix0dsZ24l5fNYKxvjFfH03zvQ6"
    "ULKe78N9qiNt4paSon/X4L+jfY7nNLJL1pGZ9PvV4BkQHL9ZlT4CTd5EZrBp7PU6XIyv50p4ioW7IdZ6vjirtRdBfw6TOqKVDf27"
    "ms9XTTtWq/+VGHEEMfgQvcTQDcrpoH3EVbUOx4pFv8bmTsupZBI0XqMiRFaG5JtLPLT5MQ/j23fhLpdzCkMUY1nP+z+xEr9AM1mV"
    "4QDZWxaQncn2YhTitdX0JcySTsJzfxZY1mq+3qa/aou36exMd+8DO493E3qzbi521Mlh1tg415t9xL+tlLHKbCjBK3QuzuU63Fs3"
    "/HQItPg5weXSNRgVLlCb53GA7Aw7vEa3x6npLttzQllIPhuHejxMXOXiDD9btKMU+ezc+nL9JevzFepmtt1GpPd04rxWkAWm0TMy"
    "u3ihFDLyTzkkD/0dIX9mUjcvZnfA/riz1dDObYO7YGt3k5/IaLWWcXF0HsTnaLSV7KTi7g2vltaIxSaTQzoV7twqdDWLJwyVZ8iO"
    "H8mSUgUvcT5WPUUW3mQuyj6RmTnLyr3DXgjTyoeJYUOWEM/xDD7dPliAOyux/llY/J8QaZfg5J4v3XiunKVa5s92CvJ/Kd5VgnO4"
    "inmUHoFVnH5kJiAObXEd/ITlnGW+A06S7dhKWKJX9X1I4HSczd5iPUGD9HLZS3ZFvHxq0BvXOVkqPAooQ38wQT2inEiziOixCuYE"
    "59B6l7HDoy/WZzUjeBeNb8Fd2NjXA7tJqJGfkfGeaklwFCSvPGzUe8Jbwrd0hXwXvBq8F24aDpKkRizike/XTB+jXn5lFNPEu3LI"
    "uhJ9ggyHDjXqoraIT/NR2OyFPpdgsXGSfpX1Cs/3/HNJ/5S2G3eL459erutzuUedCMKZT/dAExvjv1mrKk6tWggfy2YXrPIT0u4V"
    "x5Cd5uSQdtI7eACn/EPdWn7DmftBJ+KbGxF3TSeLveamEoR+Qsd+jPsL8R8soJaw83Q6q21VXJu1sHxJdtFMIAJlDNFbGxE9WYJo"
    "bC3xvVnaymZih6t1NiPnemjZerKHpPws3WJ2uNwVzIN1OBm+9jGwxhMR91UhCj9LutJLtbzxG+zQrmNt2hj5m2EJ6rEitvY1Hn10"
    "qZhOnscTn/CoXcuFHMCqeiAW/9ey7hunhkrqRUQy94f2uEjrwoODeyCpNfBZ9oK9viw4Ed7T1mITBybIQq5GMeRuU/kY3utovYux"
    "gXWX96UF25lzQAbSS3X5gS0kmnchiD/m+J5Ml1dcSxmPQxclOYXIdee4qdOTyXvxIV5/AmfqPM8mGbHdW7dPRl2fj1moOiJYShHD"
    "W8XgCGibJbjPCA/UQSJk426cMZPQj5nds6luCeKJmtT6+CbCz72GLFR9xWEQkx4hbVrRGCfOgi0aj9NqGOUpOOMT4LUsVdMgdxDN"
    "dpvcLsvh7VTpu9Chg7Haj0FfJPxkLJtIXcPs9R1kEq5hHlaZRbmaiDerH5zj1ycQx1mV8vzvNdijc4IOuij8VE4PBrNvLdSv5AR9"
    "0tvHdI6puKVmYBmYnSWZN4s65WtrcTKFuQyk4aLqvCd1LDFq9fBEY+r6J5WnP0uvqYo94xl104TaEteZ8Jxcf/4ZkTpdn0cx8pdV"
    "92Im2NWWmjWaHp/K64q0+z1TRvnc847Smv0Jc4j9U8VhvszSzKVvWEPP7hvqnjr6P4ugD+wzfz5X3jImB3jufbMbO5JBwOTpCnle"
    "JuJVm+h5CtbjJ6zAC9BIi4hoHcCe7zhR4DeJnSvrZ+8E+2R2war4pXitY2CdFvNZETlQEp41I80YO/Qst7PCx+UdfU7P01nQAT/q"
    "h3KZHAwdcDcZ8LK+EyJO/JlprgQ8sEvx/+1gYz6BfzVANkHcY37ivtinHswdZFnv3UKc52f4ypPJ4VBFvt9QzyVKPu6RzWfJG1ih"
    "93WY/gdrURluI6NlVtg9+Ch4HppqFLyBFThbz+I0bR3cIFN1cPAdIre7IRM/ccXqoUXMOyuBhZyNVVipD0h3sdN0H07adKIcjdv3"
    "Km3E++qJRa7RWuLLx0LbVujX5BS1+PpL/Q4xRQo2dJZ+pdsVXSrf6iBcuYTogEGw6tvjCqX6A6ytsadNoYbcCtHNs2Ke7HJZQHbK"
    "Zj991vAuPWQPydJzLFw/HSqOOdDmKdv+TXG1AezMCXqLvo9PXyffQyd8iJ9PgUdVi9+7yDzWWNuTsz3Fit7n+gb+XphFOe6ROo53"
    "UllnD4kKaG2CSpW6iOz3XT7Nnt/N9VXPYL3D6r/DpJfnPw1pL1PkJMvQ03gWmisOy/Em/ntQ35bzsebby6CgmVl85xEv4t1eIeqZ"
    "HreUFTxXKUjIJuweWocnvVtulf2CKr0e13kM+1wJe4YrIr65TmzvbTrYSp6qCp63tMeLGXfVp/pveJoV0J7liHEnwaLO9UjALKum"
    "GZ/h2I6+Qzf6y/WI6vcQq6TH2Om9hpHStpLw/Vh9fJU6w/Nls36qfTdNIJHOOYqsL9W+XrihbCk1XsMYijql1kG22H/fSqxOM3Th"
    "N5zgEGU0fyCvnvO4rvJTV1PcgZ9Y0XP2a6hEuJCIP2qwz4jb3Zbr8ZyiZmx0O0jaM6vbrA3rfnlSynyXs3WY2/zm7vDJqyHzi3Xv"
    "4GPIeyCfQTN1k69x/j/V97CjQ/Ek7bFLI9hHk+RZn4qnmSPWkfcjz2CV561YTYY76xTfXvox057yuO5i9gpXICJoZo98nab9bPjB"
    "Yrm93aDdztFR8oLuHHQJPtc79FbZUw2x057Zi7assS/1+V/bp79LOldLGibLuCJDmWmdTM8yw27dh3WaR8Ib7tdO0UbEUIzFsx0B"
    "X3MpbO5y6IgB8hxOoDHTONyh43ZYQ1b1OvJZ2PUX0J4/Qm+vnoifaXiH8VrcRoxaLfk3jsOVsmQqaM7ZTKuALuekmcJdWI1Ew9gU"
    "nd+gFRO+f+JfiP6XcNpziuiGb3GPFZxqep78kodGbfaTqlpwqRn/Lf2pm47Du8bz1FbRptucrSWcOVpBqT4DVy3RVJ7dD7Gurjs5"
    "zQmw0cS/aMZLLbSz6pDgdfgq8yETX0F/LdEx0LML9D84g98HV8hN0DG3akk4Cj5/LNhDn5fr4UcX1khtfCY9yq3P49/Oweq6Doq+"
    "zBZZl4jDhi7H0y2BpLuOp17eywvZobqJNOcQ+5vmauPOoztOSnL8zqHvuHZo8KT37Uu8r2iYZde1fApkuomSG2eex7IIw8S6pM6T"
    "yVhny4i2kYNgMV/BTk7AGS6BBG0F2dqcPQHHiGPJXsLa+zy9WK6RNZxvO1wa2BX4PazDVD9BUdfDuLv/G7rtQpytarzvPCJVqiBX"
    "8yg9O4vhf6wa/YlY9G/eVLlncNS8uVfq+yAVNn4LWHWbujUNGn4dn2IBTkab4EfmZFzfQD8i6Org5ZxO9tdqj6etZadcM7Mgz0A3"
    "LIDtN+bXSnx3le/wadJ3Oc2j8OSzKBOa0dMk9KwOM6kxbJaKedZDicmOcEKWLyxTm024BO+bHnyKu9wc93+zjoYEO9bU0CNCXZ5u"
    "QQ4H4XCxA3zOxWXyLoFfUSSdYdu/sYlhRTXQYYfIYNmxFRx+mZ+gbF75eI8vXAXrbnWVBt9zlGB0tDsrE9WIIQtLfAm0ZbQWaWqt"
    "jcXxmNk9byuOtWqTXM+GMXWUhGt1UhubotVbBwRD4f+MCS8LpiHeKpz1WIDofyMZgUisjRhzwhvYqS2g4xdI4XU7WQ7Ct20md8pe"
    "sqPcC3veAKkbKmeRv8R9z0G5eoTz1VvJbegV+m99FlbmkyKbSmeIziegh/oHFwcvBe/DV1sG6XtJn7fvQTR9tX5Ae+OqmZ1YvRHy"
    "DNo57coa11JWnYyJ8AzYimewlkMQV24bLMR1axnzxJib+VGNNXs5K0mBjJU61ufWsJbU5Gd0/flMtHpagxLGE19IGTODzYzRE1iJ"
    "OCxnSF94AbRfs26HM7Ic+/ECPLubEfHNbtOl6GXdCmv/pM4LL9N75G08ldmG3eQRnOWDsfYHQz+8jB3cTw/WL8Kz9AG9quOq8Ips"
    "Us8Otwm64Bv2xF18B8u+Skfj+iXkP90esUIf6NehMluvNvaL4EP4UG/pBTIqrJfHKUXG5PkYYsyZ8LVtkvZI7PgKSNhAzo9tw9nK"
    "hpTZnz1uA3HCl5J1qobZreVkZfkcV6yFZnlJDmSsNYvT0IzRyfbmehmP5/kZvsSueN147VbD/p6Db8mvzTr90269KTkOaZrP7GC5"
    "qCJoautsbCR/40DE+31h26+RYlqhLsyINbNXwk7dEXKSnEXEbYbxh8lxW84HtklaPXzeN595NJrsG+YhJPN5dafrPyTls09pXk89"
    "19ls6IWZuL8q6PUmssUvxX8xvRR7cxw5aRsZeVQjpmmmxN9MPFCUlYz4qNZ53dOLKLgWfEQLL0gjZzFmckx/SW1BIhT9ad+TEie1"
    "vc/ZhXmTZ5KeiymaNtjSr2ZZ9HaeGcFih+P9nHCX5dxMwj/MN8iyLpZm9cT01Tr6R08QSV7JbzD9fbY0e0bfDPtXv9NScejekJ6z"
    "+Q8fQLN8/xd5MP7/eeVTxKRlRL+MhVx9HEzH074hI2Ans55FcA+sXVdxvcEZ8qj+pIYjXqndgmOkm5TCwq+Cv/c1LNPX9D3jehBs"
    "91xcbwHedRUk4tg/xRtFk6KyHuloOYAoK2uR/ifh7fK+7K+v6/naVtsVvSQ9oUnukYtayXlbFFLG6ldbsXr9Qs+8sYDopVU5PIN9"
    "vooxvf39S2iQRURMxvBsZvem09foRBapLelZbwyNb/Pdl0DD7kB7kPU1ePWTXBZ4WTwij7nix1z+3r5ne/pVLpI63M+oimvc17sj"
    "ZM9ZPL8VxEVaLdEQyD+Sj+Ma7M7xcq1MJxK8RnvkrGUix+O8MbtCoj5918dYSc+kjjKZ9V3zWXp7LfWbMiJdQs/L2DJZyzhau/tK"
    "j3q0nF13EFb3VOjs84MUJxtdTUTn3jh9bdiZfyDRpfWs/GXIsN8Mz+V/yyMT6nOS8OxkGfjlMdbQEpTbcXqYZDwqrN5Xn2yOfeF1"
    "aw3/FtOL/CRMqyssoWWw3ty0nkkcepRJbOP7kGexn87Woa9sJqv1O+hUm3saw2k5Rd6gv2lsAvN1GU7K7rAjX7O/IEvPws2kHZLD"
    "DNqcqFrfzxT3XHXKs2lYyCtgzdZ55O/fiKmezgpz1IGbZXTqqoj2q4SM02btjevpDCIGQnaFpogMSjKLkfa/f6NduEwKX62Sn+qS"
    "50sYztl+2XTspYzKa8g1YvdaAht+qxhCvYmcKk3MAl4qNgH7Kqxl32CVFgXL5NfwXP0H1u0jRLATZQv9OFRanGh+/Wm0IZW8hzbw"
    "22LUulX6Nq6xmtH5Irz/XE482VC+Yi6gTu/HHu8k33Fm2jLdF3a3Rm+Q2yCx1pu9ECsylnwoSc8Scph/StcB/AO83yqya9XC52kT"
    "XECuhDVq2d2lGs2FtulOdmJ6wML3Iid+f6nNQzLsSTlT+Cr7yCA5EhI2G3cyVd+D97SHzNLTxeYAlEDvHM5pfXHiMRbz6pfQDw9z"
    "TCyzvazU0J71IRq6nve6ijn+FGLhCdDOP+IuZkEvT8S/z8WeHiWfc69svnxbyccSRXivQq98AHluZF9+MdbX+D7q4N/OwIrsJJnc"
    "ZEur42wkbmpsArZzjca9RFlFvowYnHJqYZuJkvJchPnI8c3F8D4/YnUfxjO8DHlbomOlRCZhnw7Fbm/Hc1bD2oRxzZs8F57AWli7"
    "NEIPGkPhcZwFkiLTxKeI9H6CVI2C5Nwii6HrVmoHuQHewqN44odlbxkGbWDs3sbqt1fRZbCeZ+qHkAljbBhKP8D81zvx2+TluGAU"
    "1iimT8O6XINTsXswUK6SIYjR+uqDeNY92X8VeTihn3NmGvt8yXgsUoyx4ndqiNaDmPvKei6eV8kFa1XOEvzOasSaWK23epxXBp/L"
    "6hjYrEbmeVzf1DRe1SY4H4g7eB326xf4tJ/gvyasLrRccKbPBbq+8n381AdXj5uvY8i30xYy112M4WAqNF41ZP7dsA/scgexOUnb"
    "4HxchPV6Q4/RCli/zniq9p4NzlUJ3Hne0Tgr21ypN8H2nxa8jbNTh+faVZ8LLarZXVz/5SnUe3WMRWxfjQniLc+xUIp7qYOnfBgi"
    "AsPSVnkM9lbeG1zM99VDUlfr63I9drUef0uQpfVp7HNh1vtGyF6cuT9nQ2qZNSvDXdnkoBrfz7KUMpfivLsarliTZy69hD3vGV6p"
    "DtFSe6zV67qLfAupHoM73U+uC271ncnrs1gaJ1CGPBrzcZoso3kavnNfvZz/Oh/W1r7xTsl6JFWajIjmoa/xM+WVFc/IevfC5wx/"
    "+C2i6YHyi05A5Pow3vsDrjEj3JTRXlaPhg4aixNjPdLW3fw1rNMYxNz10lbW4h0PQlOdDs99tExi5q+wL2bdPYf4OSmRZkh5HH7R"
    "71DI0UyuuXq3DBLX1V7nnyXDSbVRx1snn2s0FtQsucBXQSOs8fNcTfecIuW0USP0cfm3XC2X62M6Qk7Ts4JTpDs+f0srdx3dacpz"
    "aNtJ6wp/NsmYz/hoyhA7Ww5tH+zFpmKo9ubcvFbX3eXm6Zk+XsdO6DU8ae9IknN0jT3AZhLa7JF2RHaH3gtr9vxtlfp3WPZKNf/D"
    "pus2Yud2ZebVGByyZEzfi1nnnWgDY6ztnMoKTOg5bVz2Tv/SK6GvrR1CZK3rpqrxXS4Oeby/R9c53sEEpb0UWqM3saq7sjckwxmd"
    "1d5nSWtf+T1bcw3n6pmvWMtpi8fic4vJ7LiEk1p3hBY6RSyOaiebyF2sfG2bm97p8suV7IyrJ465zuc408xJDRTHaNqUxyOnef64"
    "1bvvkCOK7oFW3hxR+8f6UvihvgsvoFpup7W0brQG2GQ70avUZmocJDuuF+t3lJapTSHsrFWijUnZYQqqiDBIEdVThn8dgSc0uT9c"
    "jpHT8YyLYYnN07jKTx7vxpjCqkvG+1MjF8gzsPA/6TvQrW/I57jWhmJdPMX6E9ESWSIcJjBzeDuu9gz0RA+imeohYQt0s0BZ4x8m"
    "w6UHzsSWcg0keTGuZ8zOg+VmeYVTBApxUZlMbkMJa8lyuH+/WSwH8BDOQI1ep6/qjfJosAl++hCxVEIfRaTys3aCV7dfm1n6jP4n"
    "3CWYBil+kggNN811LrVdPTuKLyGqO4pEkn63ZpDJtKNEKMdaaKlffDdHPSTwWfgfXyG+NrzP/vDblmkCOvU1/Zf0lSfIO2j6ro28"
    "gFO4uTyvb2LNtpJKSmac9eAGRGSGhTkYWuFhTjgIEM2cJwvZv3yirA2fktXMRV8lK4nNrmLFo9izzUTxX5rnO+4zsHvmOtTF83RH"
    "/Z+tMXBnmalzNYiuEmN1xnzms1qJdgu/sk7Plibf9xL6+Yu1lLVj4e0YI5FlmlYR29BBBnOO1r4SSlexGtMUeHmBnB/O0nulSp4L"
    "I88smeu0CXVr+poJnzmxKPtNcb1S1p1bq1GuNSSLnPj8rq3REqzifHlOfoOVv06fh7Q8iZ8+gncU+olLU3xXTgJxx7bsL/0S0Z1p"
    "3R3brMMptP791dohnIGTtRB3Poe+VoLcKLXQnWfDe3tbWvzJqEMnoH/VS46TRvrVSc47y3BnTRf3E4dEstPjMtMJnM1NxGaqD+Q0"
    "rCzZ1WLEfWVZb79IollaZbn+6b39hK0aIuCq9BZ484vwHUvIhxHTkfj+I/BvTbQMK2njjOnuefZoFVo369gcAz9yR5zgw8R4RVfp"
    "f2D5/k3GoAafm07kvIeQXWduDRpzGquPz3gZ/1tfnOLn2PGSgJw14T5LmdOL0XdJst6d5cSEt7DOlZSmSmYuLM+X8vFeilMb3cSX"
    "fp4hzliQXsGKGPr/GCkhfqeZs1pNN/2q/2VE5KYg/cLu/hg7pD7Dirmqg2Oqi+aoKTF8Ic54P07CfCEoV+MM/Bxr/A3kbTpihEpa"
    "pCdytgxRkzhMSj13aFGur8A0tfv/qFwtzJ3Pafq+uA6X9vDTDya30hxGwBWIrRdrb0n5yDCtL8o8jzzIYFfS+hK7gip0CdbqLDE2"
    "nS6wFp9B9wyExH2mR+ihwelqOvcq3SToBq/qZsjuBHxiiBhz2yro56Q+IndhjWpwpS/wymnwsWYirmjAEy7S52SWuHqVrfxcdfud"
    "Yc4ozFnxWvqvSaJ4D2Y2wbzsIunCSU9KDFKWEm9VIsuPfycu6q/1FVBDha1iFbLcx5oneU+yWd1U3xK9WGrpz85jnHU03rkfJ/4a"
    "3inMq+m18/0uw6WCduVUssvb7JP9Ib9riJS4Rdy0QmU/Qpa1w9Dr1LTvvHQ2+0DaOss4DWVfSS19dGE8tJ1ojpO/KK8TrrfP1C3B"
    "qTY0xSxo9yew+uMhBS9qMTGPkd/t+k+S1D5DWAXJqKvHZIhmv5s4GMtnLGVl3Cphi8W6jlaRm8rmO2TJp91MTVZNTIhNkKunPxnx"
    "hTvsnpvKlfXvCf20FRcr3IFr2AT7Uj3ZW8BayrSbJeN4ceZDi+9JnWdzdc2yWT12HjyWCTgTJbBuPbBLE8V01hmwxoZsKNaW/tqt"
    "OEGil5hvtwR2fCt6ZFvIi3Kf2FyTT2n9L0OE8pQ+gPj3SVmL/x7Tq+Ft1IT9pXBmrpFoy93EVVBDdkCcKlmicK0e04m1rZ5ygLh5"
    "34ZOflTK/cR1mxdlHnCKuNEvYaHKmU+rxvM9KYa4P0os0u7G+D2pbvZPuWfCHiY2A+Iy2btooSyVn6EnxoSby17wFU6UA8PxoZtG"
    "NIVeSIoVdpuYciV2aA1O53+xn/M4b8ss9Ur4kbM56aea86qbczalngyf+heZsf+XWdBPcJJssl0N9M1z5LyqwVpuJE+I4X4OhtZa"
    "jnUbBH8qDomeC293jOdyi7jjnJbdyU/jqSUWqrtkqUEs73+QuPmohSzT7ZC6FLzPrHaAlzVIptu8y+BLIidODazW+7K8rtP0Ft0Z"
    "sV1C99AzvQfl0MOhZ0GbrVdLB/jcMeitBeKs0Awi2EfgFPzCnp6QlibjrYzlbMqg/W7E1Y2//zfI92PQmEfijO9T1FV+wLvOY9xV"
    "TilxFnwLWUrPx3H5dZYnxZiaTxbrw5+tb3qdk87jDgy1JzXa1YhtPmfH0ErZE5Z3J8TKgZzFmdFpjzWMNJSd0d8Qd0a1r7Z5DI/u"
    "qv8kc6zDs6d8NqSRmYo1OK1mz6Z6rgDL124C392xZ2Ry89Ddr609Ns3VUoqhS7fwc5N78ASWQM83qMscmr2yuOxwx4KLOL6OWsxQ"
    "ZZ/Dltbi1ZfhPV7LaRlpr3sdo3w9mfveh51y0w1iZLcdw2zfvXKCaG5m11U5XZfWT7hrgVyJT/WUkBj9ZVinSnYQDZOjdCQ8tybd"
    "L1ioO8ADnQ0puVW6QE5jPNHzOG+xnCy9j2DV95eUrxVqjndhZ3F8/Wsh6Q8G1glbjHNQoU+SKWkeTsCDehNihCdwCsaFJZCAt+VA"
    "/NQm+CGPyS/M9S9tTZRx4RmWbu0znPj9EVfU/XSbn3vZ4D+Twmdi3L0QUdJ/2DPeQSZjHz+E5CS4FtWseCkrbR3YxZD1s1gs4z1W"
    "esHzrGaVugzyVk7s4GpY29F+R233DyUHyjpGTG5VHNOsTfyrY3be6rVp2oka1oa+gHY3mdhQXMawAh7bR6xYxHUPTuC1CdKGNn9N"
    "N5Oz6ducLVO0VKwvvgG+wd3wR0PieGwF95cwj59gEvasLRnlLEM2GDv/I1mfC69og46D7TtGLDrYAt+/Brs/S+ayGyZOrW51PeN/"
    "sEmGXbHuJ/scokOaWUbFsInWw25cwYaa3U5sDvqn+NQx+J7XEdlsj/W16UrK+vVpcgvWt5F9fjd6Zh07W/eLMdx0o6VdTj+z0CuL"
    "OXndXn1XbKbWpozj7pBr8xBXA3xuyvBVjawhR3FjpxwGoyf1QiP53JuZbcE75Vxf017QqiT+sU7ejrn6lO4C+17hq0qHSZTfMYz4"
    "r/4+7OfbOCdzPutJa/VpeQEx4rGcbHoVTouxAc/1+DTXjd7Sn9uGMWjqdx2eUTwqMp1T3YfKl/Bdt5Nd5G2s5I7BG9YpJUPwpJNw"
    "B1cQi9FbjKP7E1ht8YyL+XiwKAYwbN4V/meHnZ/GiLOR8WaW8XnK24YTYPmPaYVLp9JLne1Cd2/Te3rpzer63FUR1+j2PBfNnhUg"
    "jpjQ5C1LL8+wQD/jWU1P7o/Va4Cdvk5eUuPnb+AsvRi9iOXqJr2eL1YTXUzsWQlO4TZY62b9BrahtXmhhSP+bsFGwYmwEX3gL7WR"
    "s4OBcjq81ed0YlhKzNwQaWKks5J5qV3pR6+FbWzB2Gb4ZMspc1tzCtNZjHn3F0NoVsGHa+KksscQG43Gyj8ujyKiOVkORGwzkrXE"
    "QjKagG1u0G+p21Yhku8BOeuKHTeNNwl3tI453pVqzOjNiLOa9T4yb2TYVZ9lfFnPKN26kEoYedZ5LtgU84pH0sY/IF9x1qvrD8nm"
    "GLgyuJcG1r1DWueQEXyc2L1i6MTX4M+cSpTibdgFm3k0Dpbwfs5fcNqxxnsdDh+VJWfPeGrZ++QUMb1qscgsHQUd2kQPvhfu82ZO"
    "/lmCT79Jrd1PyqibK2g575TiXCYzRW5gZfU6S59IfSWrBctif3aQKK+0Lzv1EqzAKju8bK7MmXKafAPt9wr+9Un9GtHjJJzse/Tl"
    "YJ1eE1zCyYeG/ZuDTwyCbngbe7yMNRXnrXdAJLqaVncz+DnjOW8nrffjfjvJTL0smIX16iiWjynsjyZYRXM9gUNpXTqKQ+h2h7yP"
    "xJ3fKWP0cu0fPBhsTj7czeA/7SXRDIlm33lTzypKYd5wQ8o2+/hpCPfX4soLIQmPY+13QtyXYfzW4PlovyB6f+O8uZHK7hyXvZ+r"
    "13L2+xS88014j5/hFB0Pa7QC3n9z2Bh2hP9wN2e4J8Jf9f42nYMPPRdyqUcUujjVeOlOh/Qe709WVP2I06szK72Gdn8K7v1cSJ35"
    "w98iAr6z1VPv8CHRTDS7+33ZkWTTQrvC21uHPd+cftFe8h2/z/XSNTK7X8pMSwq+qOM0b8hlVKJV2ENcLt2yxD/B7+8D2dxRLK+6"
    "Gpq0lNLmcGI7SCJ3slx9bCPKYy11kxJ/PZfPnODcsqTvUnJrMZj28VlEFK9BH7TFefhCdwl20+P0MZzhsXn9SY5z0n518TJvd93b"
    "a/+MRxmUa2uvhKzmXkfpW+Mn9KziaSuM9WimP+Y6pB8mrjVD22i/2v4BlRYx/jXAN1pK/PBQWcT1NhnuKK6eEvcMjK6neFveV2Fs"
    "URJrkdDvPftYIyMAY/907M8i+bNxDGtcT214pth05gzv3eH+BtHnPwl3tE6Hy+5yruwtk+QTmaBn6OPh1bibS/ycoij7kGSXepq9"
    "VhmPkU35Dvg2UkmbO5neg/O941yXR7nu32maCCabo/Y49MtCWIgT5A2xqeRx2IW3mPtfS6k0r7CBzzNRG4jqOANxyATo4SrW9m+D"
    "Tl1HCbJ5uPU+i93MqdfHy3zP7pfP72t1hMPCSeHtiCB7BfB0g+Mgu/uF6+TpoDLHGbobOW1a6uymN5cxVrPfezMKNDSmsfJ1DS6Q"
    "TdnFUo19mQVNabj18eSf68P6jvWvGcvRIuyX9drNhA+5a3AqTuBz+oi+rJXhfOzyhdAib9j8XuiZ48RVFOuYcWokCnGlRufJdZHU"
    "cDaoPV3h+Y01vvPOcYlabHYvMQD10Pad5AvmTzaU4YFFdcfj9L6PGGU0Xiln128J/r6lfKx257cHk71mVdZys5673b6/fSuI6TUe"
    "M5oi93WafmuSXlXhu/7jr3ZeCxfmzng+2AfSOlxu1QQ8G0MY/8yn7RlEnH0ZSr+bEe/izy0l5k9HitOTzPPqKE05PnXNPbFxh6um"
    "fW9SmJs9Z38f4Os628s07H8Fz3Yzp7Qa0qUK573wHfwdNnVDWci9jNPH3k8G4jOTuEZmkcqJerLMSlqHUMv0lQelnBh6mytgOfm2"
    "zIVMymF4I6xxO9+pYWcxQ1z3UfK0PId9XoH7sw4Ux5TZlbu4n0S9YAky4u+F+Np1He/lWcYTehInjBnGYUdWwBtYXfyV3kgVouTD"
    "gqeYo0wjlqrhta3vLEW2r0L+aBp3Mw3XW4HPXBZsivg7Bh11qdaIqyfvxLxwvboIIrveZIaiP2hY1wO1mu9yXcpHi9NXKXaoWE95"
    "TL8kc/4CrWek3PlPpybEuZKjIadx+qwJPvUU9lntI2lO8tobdzQAfniWDIhWzZ3QisUYyjmazT6H5SazGJ9CzxyrZITD3sRnpVOt"
    "2Pq/9kqhe9vaew8pbYmimrhrZ4r1dB8v1vUY193UOKM/wCp+AP9xsLisyjj82Y5Imjg88b1lMXMKWZ9r2oM+gc0MvlAMRTNJb8dO"
    "JPUlqRbj37f+tHGciFJBXss1iAFrmWGapuPkUFlN/RVNdcl6LXMaOVua9Uqyk39NPPH+1NudcK+vQMvOJvKoh/wAH21HfOuJsklw"
    "vVQwnlmlKfIL7SvfUjfeK8agvQVeDSChJ8h9YhXDk/UhRMEbkQXa1iVf3jJ+vXbi+T8RcVkp+dMUmtrYl1awummzIRbBxh2I01SN"
    "mORh9gRFEwBrmU+7XdzstKl+Hn2Cz2mnvw05sFbp4XIrYvxH9AZy0S6G/M6SyTgvnxDTYRiAS/1pyfgIbQXt8Wq8t41HZFpdepic"
    "S8YDx4AfoW9MTsTXheqgx7LaEjdn8rgjC31Phee8Dzkdx13J2Eeta7nJvzdG38H5CbdzwmZMNyDTwL6sVGW815NkrmoTZgxc7SPL"
    "6chOe86kPFk11CLiAwOb9zuXlaBlePVgcYxxKS+9jrWo2evy/h7l72bH95In5XLEEzZ1YQz251QdGFg/5eWIr4ZoAJt2tzwvm8ln"
    "crIejrjoAf0meFL6Bm9Bhz4E3bkNotNn5Fm9SB6A31JEtHCW8mf7NpCZnDra7s/ypigI8S4mPdfiLocFN5Pp4nu9ErIxiejog3HH"
    "Z/2Oxy+fsa0M0u1q/sfKcXi2RdDeFiXMxF6X+ak4tncXiXFs2IQJk6Je8NIbmE1ZDG19rTSzs7OG04YPZgbH7vxFRHIp+GdLydtW"
    "R8+ntzh8k8PyWvYkE14bXKkTcRePBLviqjciorhN34LGzjLzur9EvCfRXOIs8SIHS4p2yDGzp/A+8xJmwScq01ehPTaTDwx1gf0Y"
    "jbVY3UqFw2V9luZNfjasrMlgawjwQvtT+HsKf+Ywz2MQU3flYuzimRIjGiChLRxALk/cEdamXyucpavY3RiDnJtVOgMrb55DJaKD"
    "8Tmu9X7sOuhPuR7uo5k/v1rhNdgJmihOq2P++DC523eKXykd/nQ6hRJRWOhJ/7dVq8LzMQo/aWGkeeHPlJOxpY5oDutn6YN/fRbr"
    "bvmWlVgTqz2aDl5HffUWrjtYPsLKHQvLPwE7OUYmwqOwHM0AeO/ryIKtZGi1uu1hiE1rfLRjflU2j6Mwm8vhNEGm6ny13fU6h77H"
    "YK2eI+fIfMbglsWvYTYrhijJONKNT3ktsxmDxKERLvC464BsoC0c88aEOAPe/GzcsU1N37rIsDoL9Cp5Se/3+Bw3P0o5f6INK02O"
    "+xLxOTvHluqniI82gQ9UrJ08cu0Ej1D6KVezCVXWm0K2/ly9uPfB2kvCz4rZXRp4JmrIqqkaMeCmyaW1P/zYFXpycAD2aZp+CL38"
    "KPaoWMfqPXxHP6JJtsf3rcRd12P9hiGiaqAUZyhDKXoKzdQH5pt/id9HwWOegTWsh5dRgf/fgT3M5rCuKXKgZP3Uyqyf3aDsHov2"
    "KNSI3XqdP90um+xwjsPke9ZCLErMek/fMC4XsuocfY/hhrK+njqcsz5sKm0//puLLtI+fk16XtAdsFabkQe8E+PIkLzWV4pJwCz4"
    "AnuSF/xzWNqULpDfYAnr1ToZd5MEfdtySGwxOUJv4GyYpMciucmUad8jmEFcEc33bqn42z0XyQBp8QBieWuW34vd2fuLNiN4M1lL"
    "jFBX5o9qaC8uEBd/ZmH3bWa6m/u4hnnxJKP8rN7lX1Gi0xuZ665n7DoIduxtchAZE+JKz9hWiOGs0CtRNkVzbKcJv1OFPeLCn9lG"
    "psNiDhOb82lTE1fDSg6RjeVHToFYinNqOTfjUjGvsQK60ubd70JvMeH5dLr4jjarin7Pftbh+O5X8fkRciB0yBB4rUnPH63kkTcN"
    "Yv11v9KX6ukR+xHnlrKepfimdtSzhplwa90bsmb5sw8RQ9q0zibc+12yhojamfB7G9jveAruttHnkt1ZjxGhZ5mUWsjL5rKS7KZn"
    "ym5iddLf6zfNq+M66beM1QzmS+KU2TjRYtkco7nLtzvO26mIiK+RmxC971u0pyxj9rlDcHb22LBG3DSqJk6SWEPdWkxM0mOMN1J+"
    "9pzLvk+i/zNK75Z95Cq5BF7MVtC0J+M+v9c34H1U08M8kRHhYuqzFfyXUm3NlkTxfoW2dIvuLIa4KSZquApy72ZbrMXPu8DHV65l"
    "H+nk50lWEu2Zgm5bgH99nfdhfMW/wduqwXUW6utBiOh6DnM2HcTxACzUb/V6yOccuQIad6a+ivjkIjlcRsJHeF9H6MfkfDUd8zqZ"
    "WdbyRBvmwFAG87DDWd9x6HbpKu+XLcpD22d8vjLBzr7yPExg2qP2jiQLYCnzxHau9pUtyZFgFeo+fC3pOS/PF6sSNzKi30AcZmIN"
    "WZgvlqnsrnkKd1eG03W3/qBPBaOg1Z/GOZmGa05ExFaqv6hV9edD6g6BFPwgE4mYGqtPthrT/i/7XBWxfcRyE+14nWeg+F/Ook9Q"
    "E8zxGuUxPG2aLLqGBe1J655m5tPlHY376GE5X5x1O1TqWZufTL3U6HvbunsMvniEgZt91EZ2IRewRU3GhWkzdg1Fb3mIHXEqN8Z3"
    "3ShZ5gTjkJs5kLShcrncgoi/hwyHjTlDD9E7cP7nQJdepHfK36UEkf872Jd35DHs+V7yqQ71mOa05/rayaP+bXbscl/dtnu/mDqw"
    "mc+WwU/F2M1pnLK6BvpitFpP4iROrDfmU8P6NSFSU86yitHXep91hyU4Ry/Cu5kj28nN0oXMCBPVeokn45R8rGfLLzjxSZyRY+QN"
    "OU2iHHA+D2kNtNN1uIMksWa1fgVsstJt8plHcLv55aeRFyDDnpHQ133TfsaIszY7MvK0yUDLOP054eeATsNJ+VWTWriruYQnpxZa"
    "I0sWH0NObg8dcAgt0AGS9SwYzv7Eqa0s9rGZLcdy3arwt4Xk3r5IftWR8LB+wa6+pjXWUQWtMU6Xy8WIjQ0rYVn1Smgt824Pxl7v"
    "y+x5odm5KY8gynLKrZtpnyG/j5s16DxIN0c+Qw4Vi5O6S3tiI+PUzY7nsQ53lSUWrnPObm0nLhua8uvsNHA0rcKm6aS5SxnG7IaA"
    "2JXZEJPzcqzq7XI0Ttcy+ATF+O9S4jQ7SrMW5qX+VN/F2foE+7k3nm42fO1DpDu59CpZF11ALGcbGYardMYqzsMZqOIrC/Ne2RAS"
    "O5+9FVNxdlZQl8dYYWzANy3GbgzHufkQOusDWLFPEM1a1vCcYCnuSCSbJwuGKJPcHBDTbGlO3FnLDJGyx8o4P2/Fzlnf4VLOIR0q"
    "zgZaj/DR8PM3pRxejrWZR3s0C55zyHtPe48t6k4ySZ2v43A3MeqBhbi/sbj2WDLoOY6EHut1I2jelKRkbgaGZY1PFYuhFpHlfK3+"
    "rKPE8hcfQ7o2l0tle3qUncWhKTrkfEW71tOcBV+O727gE9o7epOvuHfwo3yg88KeOH+va/dgMk72AfoZtE8dbJeqm7CWIAtknN19"
    "FfoVPlsHP80QTQfJCHJQlsG69A6c7+TmzKT1POaTnsOTHiQ1rO2t8tzSW4tVhvtAFgIpbGVOl4TPjs9idsvFM9NxipwHVkPdfTb7"
    "ydyZWcsaWAM8LNcVv9bz4ifItV1LndYyRUapiQfJF6zKxog+iEOnrWbOaiF8mPqc991fIhaKcqy2ITWm4OfZ7G60zskGsgeZnU6z"
    "1l9FSxJqP+Y+DW0ypdV8SCGb1UT+VpP3Z9hz2lJtK4w/KPxKs5aRkcZ5YweS+dJWZw5W6jXc0y1kOKvWbtivDfH9PaWfFLNj+wNG"
    "eI36NJ45o0FwmPTNnSKT8i19tJri2trcEIUmdbz0pez9Mh19lPxHjsd37ipx3ylqdmWuGrvkX7H1bcXyZoZU6SkJVn7sW9pyjtH/"
    "fa0LS1Vrn0nSPzYv+2e8/1dGm5X67XoVkvXtzyycEOPdPBVRQoV+I+/hO/eWeTid+/w/xL0HtFXV9T28Dh0EQRCVLgKKothQUWPB"
    "hg272GLvEbtRo8YYS9TEGnuLXSN2saAooIgCIk16b6/A6/X2s/5zzb3PeRfDffni+I3x4UDg3XvPPWfvtVdfc8oJaoh262BFTpGP"
    "sVZTII9Xi02qT4TnVo741upBg+QFfEcvWUxW0SYc/xM43ey4XsznfFxvxmcsL7kIf7N4uQHXmaL5LF4pculE1bKQn8/AP0mww9Wh"
    "l9ZzJep99t1OwmxqkfPY/1HvcaNCj5FRzZ4Fd0+DWA9r8JF81tdijD1rewnJPK2a9bOVjV7rXUY22jQtSznuZAMivicpLYX2tPAr"
    "XTbLd1jvp9Cd151izazGZx6Oaeb8FI5cm+aYUr5uYlPytlLPSNPUT5I1WXvGj7H/LeRFaJPe4nClLArdiKf9ingSr+KVsVjlHXEC"
    "XxWbpFiLqH4r7OZ4vVZcz8oBzOlnOWWbjPHyLMbtKvkWz0X/p4ibISzy00MZRsKFtPLrenvQC3K3AT7dXM2GF4jhEl0I/8V1sbbx"
    "/ejvMkc5XE7itMROUuMr30m9RSfSC+limBHwbtfCvzF/rr0cA0mugB/4R9z3XH0dcnoANV2FJuQhWNGL4QUvZD+CMvdjfWpH8pl/"
    "QRx9XjPo4CnIds7HVzmsk5CVLVr9FHuQoiz5fqLEqb1SuuEMDQhGwhObrhlphVenQof8oIW/p2YzFfNO7CEvfAej4b9YNvkH7O0V"
    "eh20xYjgCX0zmAm/fpS4jrtS5gsOgLTPw36tVkMf+PWvX37l226ep6t1jAqRX+kvNPvyJhmJi2H1O8tAePRXw0P5K6KAi9khlqLE"
    "vCROYgwzahF8AHfyTaZ7iTu5e0mKczCmUc6ULPvyEr7TVpkxcPh3e/C+Mr6u7BgGZ0CfdZBzsIpV0IN7YpXMx+4m1sM/DjZnMdbV"
    "UNXayPGIfvaQU+Ubq7Uhhl2jk3GanoUmvBdRCHxxdk1EujxamwGeSbjwzNBaRN1nayl08jQdhn93gk07RbcNdhPVppxLl7hGZFny"
    "N8le30i2xQriKloWeyExW1z/f8RX0ZoYjiHznK044Wj5mM5yNvR+oz6jX+rnspRdJ6YhfmYv/2TGCEcHr8EeGMpiK6LBlEA2uhOx"
    "+gueT+tc7eQxZ3KsPO5KTVu4+v+L2myc4w/9q1jMMIR8SZYr+QtROjLsx0qyy7OS8nyB1iJC/Bh/XiVLZL08Z5mO8Hi5H/dsDAaH"
    "c06wmhigKyD3K30H6K+xzwoz3DXV36J8Z+cYYyfcpJ7nuizy86GlHsGmPU7YtWLdUEuwgp1lAWTKKncXy0jcUQf5FJHZatjoeznj"
    "1UFCbYhtZ1efqaknIn3az3xEmIJmpTrq2/j331t3Cp/PJVtdGrQLK8Pbw2/Dh/3a7+RZz5y+cP2SDezZfYgR2VztGtTRWmZjhuu5"
    "/MTwmMXFZYi2wpXuZBa6UV/gPvUgZm1hLKocPBaHwG26Z6LPT7hpNpvfOlaGijKX53qbMnzX9djFDmKZpPOCen7PPNrCJky4yPZF"
    "9ZTN7VlkZxLMM1jOaowkPbdmit2mO+NULSYS25uQt2nEKTWki8Isc1mfFa3hPIF9s2FSpjzjo8taV/m4tQp6YntIuU3pZrALhlVc"
    "bjhFuEZXSGg50XnLtDHGtnPxqtM+vawqLD3JvmJ7vpoYI1Gf7yES8djl1CGFKOPxUI/gmavwbJPu54vxjnMhjSX6MnO80znf08Do"
    "7QbiUkTc9CEZz2v4N9uTM73k1yNadJkT6+o4Q3raNJeODq+Ut+X4YAMitbcQZS0mA8Nw5tgroMdOF8OcWMvuyEKYpR2DPvjUJbKO"
    "0fmRiJrvk7d1X+qEQjn8fRgv9yArnfmlW0hAtJVK2DLDGWqP127U1fKI3qk7BWqTpmEpcdMci1AOWtXyUTms44F4mi5451uQu7G4"
    "wgfwkYfIK/IhtH2WvX0u2lpLi5MlPnelPgx/rKfcGkzT7eQ2RM0/qWExTcG9J4lHvNTjGSV51gzB4005SvoFT+Lql+lhYlwvg/UT"
    "LZetoaN34HkxrI8NZME8CU/zNeRwlk6RRYwXS4mpOEsvxxr+qENlGpl5fm1rbQJI5N5gLnTJF/AQDMdmarilvK/ny1E6F375lpL1"
    "2bms9wZOkzSxPmuZayjC79G4G+v8TzCPYTgWo2HfKmMeqhSRsprjpFlNZEA7aRuZv/1M6rzVNb7ZEykHFcTMu5C1+oRu9L08OU4P"
    "JXw1LhXPDw70mN+5GJHYIbjNibvzlPrBmESjOTy705biKpN1RFmxE2Xeoekx63o4m7mGDJk6K/QJaOH74RdvKQ9KCp7mJ/ogbMi/"
    "9TKPpuByXK3Y++NyXBnISKTbHGaucRWu8vb0eVjB1tD1G+CXWA+zsfMaRtE66oN6drcbu9ub7DpapZPhX6bJcqJ5LJWux7ICvukC"
    "nKeuiOVXwW48jmtt0KfIg90eXlEfXH8unulmeEyGUfSUHsJ84RJEH2dwRixHphVDw18GC52UiXi2gTIcnkp7yMWneJ59YO9rqGOs"
    "33w+uyrLuGujiQ3oOmjPYa3L9cJW0moMJbb9lewCtHpkBTHeHQJ+itpXOamfhK7JsQKyac9C6014RZfgCeYQIa5IbUJ1vZ4SrIP/"
    "dJn3di2+2dTK2u7s6ZmPnLS0wBrOxnqcKGfgLO0hM1nzSepUfVp+xjm9S76R5mLnKm99nT9W433svWCrVkHvFRHPYTfo007shvxQ"
    "RxDzZBn78016PyHe+pYyBqemcKT3EmKGEVJC/6yOPCh2sv6GWKZwVNCoxrDUU9w0kduFXJyb22KTrtlowmqtR7OxicgcOzXtDL0o"
    "ZfSh1Gd10x5NtbWYTG+Efv0bZ1mKsRdfwtut1c/xbV/zbC7RvzMGdjldh3fVoE/qI3o7nvcw+V2wv+6OVTk3qGWlbpiMIT53yP70"
    "jURXGMAYrjB2+gnyk4zTQAZDQpeRK30+3r8AmqwJrdwqPu5JI47QEnwi63lftkdcap2y63hKVhCRrYb2eVvy1Rv/3TTc+/6w0lVe"
    "+zg8wp95T38SFyfUe3todrg7rlGkl8rL2PsNnBiwu30fMn+lGNqPVVXHSgWnHFKsE1Tw00l2uGV8l4B5CFYTHQGZW8TTvwOe82+Q"
    "ivn4189qOuNoWCCz42Mk670J69s1SbEJ2BQRJhzqTtZ34M3DCltdcD/EYu0Qq63Bd5hV+xI+x2G6GN+/g7ge8MOJCzyP1n41O9z3"
    "8r1x1R6Zyc3eGCpatccGdwzNbsahgl2p//tnClsMY6McGNQT18R6OWbjzlYQL/1LxILbyI6QAsu//wgfY7xYJqs/u9KSeaylSxnj"
    "Xwdb84keG0zFSbkPvofVj1/Gs9rk5QJvWezX+fQdZ3k9YhFFHyL/hLQWGyjVOd2RXak5P4vifNqWlJZS6No7pQinfoba93yLbzkE"
    "O/S+/KiveSbTJDuNj4eVuZLY6MZ29TUkdDnRyw157w7EDHN0mtyKpxtKRshSyGMZqyOGWD8Hr74Cv+QAaqsi/Ge4+e9Cr5jnuJJZ"
    "wG7S3nPXJ6gPLDc2FKvzDbRwlnPa1uP3tBh7QiNjwVr+f7hY/TBJ5oYMfeQqrFBX6ECLv21GeQupIM/eCRJxdYdxDbmzRDrSUB9r"
    "WI2yuZ1jyDBtWZJ1RPfJeW/DecfV7AbP+ZPgMk/qMVJTvjJU6ZnKbc1HSI4WsZq4e5VEH3Ne1eH46SrOzT2pz8oTWI0XEXu/g/ik"
    "BDu9DWLu0yFVlyN2X0S25lvw5yz2kEzCjn2AmCmB2MTszDB4lfthva7D+lfT1qaxptmY71VkuzhblcP+ZZjLMnwWJ9dWy7K+oYGM"
    "Q7KcGsrG3T5z81isR/i+T1vFEkh2BfS62cOl9DNTekBwKWeJpuojrJzZ6VwNjfo1nnAhp6b3EOsIb/DT5Pl5y0KvXI5ntE6pE+kh"
    "12IdSygBjThJP5Ady5hjs55R6jIyXV2pD+H7Furf4EfsK2PwuVeDUtkVV76bvCfGBz0JazQX/ptJutUmCp/tcuiynO8UjvI2FbQF"
    "7+kp0h+noRNOdzX83YHB54h7nmd+4v9b3/qmvaCF4vrCn0nr7/E8I32f4UZ6NpYnmvKbOgZCcpBdAMtfpVdIH5mAtfyF3lThz9Rw"
    "96+TY3E3NXIPsYzG4idvsn9kH3HdMVX0rSbiPNj6fY9oUjgrslj/iZP6A3Z5NXd1LnlQTHMY8o9Z/MulhPbZ8FUshtmXlcUUmTYc"
    "h7k7wUn2qzeSg0uZiXEdYi4ONK/W9dduJXZKbd6zDVHenP+R4mSs4qktr/g8o+5KTlbXM6ovZjQ6n1h3Lr/2L+qutTw9llloy04H"
    "9d82mF1x5rvs5vMPKdY9enks2xR1hzthHXyNchB23TyXvfQYPR8+7hnElBktl2DXjwg6ErfGVf5TPmOxdewljYccDJILsWPfw294"
    "QN+A1dhO1kCXR/2AJRr1bYrs4vGxahk1lRCF2NbS5kdq6DMrY+2QOfC51BtLoIl7kBs8E2N7N+pQ9kUbTseh8EYS8CWcpqnyfNer"
    "yalysmC1pGOwEbbhNFxnit6rd0tROBV3Wxb2DYaH62CDKuVjRHl/Cm6n7rGuedePl6DVq6NOMJThYnxbOf2GYnZk3S7zuZqFZTTD"
    "ScPTxaF6VPFd62jlU9Ck1uPh+GGquUvj4btZp5+xSJ4gB0qEVWI+i+1XW9zlWv0ZnlQt5PNj3NkaPTKYCa28No7sst4mWJW6DFay"
    "cIWjEWeuhhV+Vzuw6YkTpZYITfvIQnqdaURMdcwA2xUsPr8ecmW+g9XOl0P3G5/ZSWIot3cg8msTlMCqnCHPhd/Bqjwua3Qc3tsF"
    "K7o9Z8LM4znRI7TOQHw7GXewkFezmZFFuKdXcAfdpfAcsuMQ3vR5OlEj/U7+CW/CGB/7wCp9B1tarx/Bltmc2Oli/R3ikXDTqnGv"
    "plVqOnhZTvk+QGFmrTvWqI/vy0t7bHMXXT/qp7wsp3MNmY7KyAdoWNRtJOp7avR5duWc/w+GXQXf5Qvo/s5Edj0C+tPksolntInd"
    "16zRXXIebPO55C9rL5M4sTERMZNN/RX7GUGLqgPO5A6BP1SDPXPdZIaFs5p6yniSr4c32xwuaD29YYdoVsP1Gsp481Vi/R2H8zUO"
    "ezxeQ0hFB5mBpzCv6KBgIK11mT5M/24JTtfBZHZS7HEy5qXOMQfUSJaP0NvXiH3iAuqos7Ee32Ctp8KDfxknswNi9e2CN3wFL8jj"
    "A27i+7ATqZ6jNcPsaBrW/xpWORsgizl2ACQ8p1YF9OJU5p9dFib0sZyr9u/v0WBdp0XK1xLPJupbLXVChvfvJm+2kdH0oOogUR3k"
    "IuajjYmmI2TWukLOkJ7yNKKnB+VznOQi7NFU6MSzZBi5zSza/wCfNzTI9+mzz2b2z/bBxelRzTbUg6SUaPhDeBoiLKyIGy5iCIh4"
    "cvrFeV2zMFl6pvbzI30Wfjl7vDfw7JwmygmEDCfRniDr/VfyqFpHTxVlbCX0Ry10+xnSVVzGz01RucnOhD4MOSjxc1YunjqRLLM5"
    "coKnodkND3wsESqsy3E9MdSM2aaESIkbcb4aad+t68RqYyaZU3EfjjvvGMjYO9BDHeVTfUdWMFu5naQ9o5axS94IaexH5N4EJdim"
    "ulK6gHWqDfj7MYahhn3Isp/7bemCU9BGftCjiGDRUmZ6v6feV7JdZGz95cdJlJVSxt0Wa1ZA/2T0Kz9P4U72THE5mhKfG5WYy3xP"
    "/u0NPN9a35tVzrs05mAJqprx+Qrbkk7QjxmfJ0mwy89igEc4Nd2ZkcTetNDOH23BfGWCHfhhHnKqm/+0vpnDsLJnsv5fhYjGYcw3"
    "8D5X6W2y2vdsu3p0HZ+3kU+5nGf4AI+VvoM4ztZX8P3diGBod2OIjo9Ilkjdq3jVBm0F7bwW56RO9wx+xJrV0bq5uZjLxPXRVhOZ"
    "szD6dHOsk//7K78F67Xw1dZDg5m/OFZ2Zs63nBmZcdD8SchhNxlIXPU0GTES+rmOgq1vgGbPaO+ggfXBq/D+eYiTrpSf9Bx5KVwQ"
    "3h60gQ5+R06XUXq3/k3Wy1gi/Sh9mwZezeZbXtfrpZcctNmM2XRj95LpzKYboovNQ5v/0l7W4+4KP+l3vg4SstM0o4+LyzebPPWS"
    "pfqEOD25iJkVwxrd4PFfWxIHaStxGBX9WaFZyExZIGYzXa4gTYk6i3Xjnrj3KnUs11lmfRxbm2GTny/uBJXSzy7jhE+SmVKbWHPT"
    "iCF9KHvXbvJg+BFW+t/BBbAmJ4RjYcsOCB6QkrjTP4TereS0W8gM0smwsqM8LlcUb2f5XfbrOGJ6udVsZF5xvc8x305MtxytrUMz"
    "W63ruSJj4gpzlHF7jxZ9LeyDdS2vxH91RPkx5APrVLkKq3up7CptgnsQH37NFXkI8eMF6lgXVTfHzxRVL0LPeW5+eZb8hU/j86dz"
    "BspYyQfDFq2AbE3/jR3ghSReGcVU8A6y3m6eIq5PboY+IIs1YkRo8BUk0yWHSTqvPz6kZdJmI9fCMmqMRzbr5mK9GrKF1mo6b7r9"
    "P+vU6z1nR4qzNEnybpSRRcCuYewwOS+d2/kuqkZWOU7GXUzFqXmbnrzhn/8d3+36wq+kdqrBkwwXl88p8XF7mvnUFsTGbSDOQm85"
    "Qc6CNNss1WPwe86Q2fqtfgmr+G5gGbKA3W5LsA9J5lyPhL/xFfEb2/PcnE8fcZb3AIqocW+Qb2JmLocP7eaQa30vcpIsYtajHjDO"
    "vB6rsIqciiPxN8tYjJDrZCJOTGE5KDxd2NzcYaGdKzwteY5MwykeRVtWzP7GIuJo7it/g1UvRrzxgjbIX4P2sC3t4FXtok+y4n2p"
    "OB4SNznYyE70mmbuIKkR57DTOIf6yTfrlj8ce3IhrnMTpOEKOVE+w/dug5gix8msvzCXMAtXH8jOoToiC6+Az12tRwVLyFUwX3+C"
    "BvyZ+DBOTxoTxSBRX9N30VCKGbsHpJGTHeVY/wOkiDkeV5/uCN10pLeBKXLHZ/x6Z/1U3fYS+V+OIdhp7AUeyy4L/VqO67WSdMzv"
    "fC/RbXLs8lWNZh+dfmkXa5ZM3KOx2McJpmf7SX/ODFdxljaf1XAI0cWqiM6xBrbhczy/sTd9rCcFD5OrN+1zRI4ZpJ8cSp9yGrxP"
    "Qy1YwEiyCufid0FHeQVnK0m/erCoz6TkOK+Viic9m7C2RfpyR2zuspZZ0pC7a3v/qNg89RqPt5bOQ/LcSTJxtVN9h597nt5+lq/w"
    "Z6rJO2zfNR9n2PTbjzJPH4K01HPm7gA5Cus+HdroLejD8fjJXMbkOUY7v64DOg+nlzjOeZfl6RjHg603Y9OFtqfRS4mL5ByC2f7N"
    "1AqUujr6tW3eFQ0BoA15nC/B334vb7La+Kx8IFXUdSEns2p5pt6H91IG/fZv1zksJ+nRkNnbYMGsVn6cbB3U0Ee3frQ2xMFbQ56F"
    "M2SomOdeSZ+4gxjKXCD/8HjLN0sq9gcz1LkpYtS6asAO4hinl3vkpAyZbj+WK/Gvu/S0YBx0wyFyA87bBVobGnLtvuK62dzetpeI"
    "1aDwnMRv8ckjPJ1xftbrEtznnmTrLOLOppknPkAM29+Q2TbgVAyWaAZuWwnjeZo16hi29vFoEu4d9T5/UKR3iUN5eA57OA72IAu/"
    "chIZrBMxb1n0PMbwnsGrFjNZr4fVRJbrEXiu4WL8cmn2B+d87Byd4FRcO99ONGZ7zMfxcdJylVRoxBw1i3ubjqeys+zXiWKNXnIH"
    "5OR5eR9acApsZwmilTmIY+7Hk36G77uO31fhUR638PnKWt1VavOQNjOerSnH6GCwGBfPXvB2Df3eOg/fbGZPi/CNraQHOZS/xu5P"
    "wh13k9f0PuySzdmZrphO/C3Lts+A1DTq/XI6q/h1nPL5WTew/ldLr8FQ4/eVSWRoXoOTuZPU+Zp3juwndnqP9jhfocfxjVBao/Pc"
    "TnYg13yJPo2IqMqzMa5lTnkITkUZdW9vn3PNcbIw61H6PiVKaELOliL5k56Mdb0X779cLxRjLh4uD8DfaxUsIIfcpfIB1vYhHYZX"
    "i2R3fN/lcncwXq/UQYg+kvTfm5v9b2IHc/1D0X4U6i2yiMc6pf/Ik5eA353QsdzbUl8djqZAd/IaLPS1Y3e2unlZHsSZ1PPgs7+H"
    "J/tAP0J001cGGINei2t1FHNODp3dTfikfMf+aE7Fu8z7RkYGDfQH6tg/bkicryAGs5hpNZlgEvSpdpbxhp/NuQmrc50ohoPzHSSn"
    "sD5wGFdd/LnJxZ1+tgLfQQMOh8dgvNk1ZGLsTb6cNC39wTzxDT4z47JNxvHUUf4kU/RAeUdv0kuDXWQreBxvMPs/RJJ5HFVdxLGC"
    "tJc9Yvyc6Fw6drotYwbYTe2F4JqNnjXLJmzLvA9bDc3UB2fJGORuZ9aomnr4EdYtWnFOytXDVupznLkcLRPwlKfB1tVSxxsDVD05"
    "4ZL8t3VbtpEmvnWJ83RNWU6lfdM83lzL1i6jX17uc25Wo3xS/m9fKcMTnQ2NsF6/txlf+RIrfIb8wLrzsdLgK23mfff1fYUJeltO"
    "3h12ZQ/qojrPTFHruVqtH+MUcXONW8iPeibRVdZCer/FiXwQ8ef28qw+yEp/A2e2zNM8AmfHdUpal34j7NtKsnnMh34yHf4z7EUN"
    "rcP5sjc1Qi30qEOVzcCHKoNEzSXu44ewz52lGxEff1FDpm8rxcx1miW6BZoqyw7sHPOWDdCj5rUsx/UfQNy5jvGP60hw2MXGXXOv"
    "j962py+e8LMjlun+0J/cnYkVdTbRu6zr5jB5kbY7R/1V6JUMeRf+wHxhBbSWVd1q8JPWEuX81UtquT9XezbzGasbVyGmtxxEf9lH"
    "nuNUeRVWoPDVLO/bwK4eO4GjEG3m2JPTQ2rZxTmAmRxjfrlahpAt83PKUBLeuEN2PlUcKkSKiLCFtH8/OUVmEAluS0hDMU6GYRe/"
    "jMizVo1PpzP7oAwL/mLZGfF6JTuUCt218ozV8XtG5n1PktPoNiVeTeSH71nPM76MtDZ/tc2/YhiZCeZxM5zotRyIIYT3FKetXUXP"
    "GGCf8Diytnbmzx3I6sNq3R0efCM91Pt4JrKsfWXx8wwkNsOq6hJcZV+JOEeiLsVq3o3bjXJ6VycTW9vx3i4iukkHaY3zfTKsd2td"
    "RMmYw7m8PuJwYCYTb3swawRf62XSETF7JXfaphhayfG0pyU8DUfK3j7us0mMjermpCuIYRohoxrK/5XeFynmJGuDDmMFbRBi+X5i"
    "811V7G+o0aZJVIdm4rrDEvBOa1np2g5nOwhMmqayA64wSlVITF7HMWndG4t8LtYyeKfFusrwUtp5XZX+L3o06VmFDM9qFDGfGyhv"
    "//srteQJME6ZK6FNi3QgLcNMxvxrOJtUQt6oSrVOsu7wPo+WbMxym/DIDGbPGvVwaa5+WmimK4MzMw0/qVebb7lA3sM9leKbvsa9"
    "fgYZ3pGV+XLo4u/xfTewizOB71zFjkrD1+6KWLZSJ+InFV6fXyxOH2yk11xNFL0GZuwaOWliva/nMIt7skzFqV2OXTodHsOA4Ba5"
    "GHHsm9AXb+rjsKTJOKpM+1q16we4Rsbh3C/SW6AZj8P995Rvdakk4CG3l/2CKlrUH6iFjYvlLuxtnd5JXPBq+APG12C154fkI67u"
    "t7jON/jWdYg2P8CKXw/Jf1xOkyfifv+o47OJDaOjnhtOC29BvPaljtadtXWHSbo+bK2p0FCRbOIhod9IJzLNWj3gI6zBbvAq7GRO"
    "xj3ZPGwl5wFrOWNWRvuX9Iwlj/BzGY9XGfq42uTnDMn6/nHFjteTdVwppaE6LlirTTb6Gemc11yN+gok7gmf1aiip2V1rBE+M9cV"
    "vvhTEvquOce2bZ1b1pE9A+e5S9AZ93UX5MWmjF+Aje8tt8CylXsZrOM9WZTWht5nYe+2xHfgRFpzkHTz+W+riw9k/1CKuz3E4zk6"
    "ppf2cWdp0/Rhc1M0jpXCVfHL+U27MF+aY5XlFGiHSpySn/D3wTghScZ4c8Kh8NcukhHyL/0lnKhb6e/afh3+Q7fU6Ema/Pg2m8yP"
    "pfNe2VLy7zP/M+3iV9ze1MSd23t6/NgcOwrTzGk4H384J3IMj2ExtNVPugBRo5uRvw/e0XTEg9XkUMoQnaCeUvMMUdabvjeddwfu"
    "+8s4QWNn2fJXhhB/qlzObJs9S+t4gtn5u24VD5Sj6XEXk/0wCds+E1rYKoSt5Ah4UGOYH2iFyLQt/MGvdceg2GNt5DhJWeHR+pdh"
    "pe/PW4loL7cUjXnabaL6Eokw/lfzHu1vp3BqPO3Rj1x0XcHsX0WMlBvG2OApzUcCirzmvnyeJl6rVPzKztJAWW6qP0br1sHH+Qn9"
    "jpPni3i+0vRwP9cv5UJpqipHsYJD6xkkxh1YT08z5ysc13sMDzthhl1QT+4+w7Q8But4gJ9ktPs4QOr9PZTGHeEV9IgSjN/sG0fz"
    "xDVl6sfHfzvH8NNEPNZTg9cFIfEjwpiLOfTdq1W8vuVcI1avfKQS9fzzIlF3TDT7Yz2qGe/Fq/ekooh3e8/7lY0rLKHPlHb3fRNV"
    "xPGrp023CvESXUt8sOoY17gynnvr7/uf6uhVtJdL4thnnu92zOVlNMM8RDD1OM1byV3x7NzDGp1b0y4dvE8m/nXHulDqtVQtT8sW"
    "fM+JHt+r5WZR1R1WWY7oddHP+22imf7zNJr0BrCiHdnPsk4fFsuIFmMNZukYuUFWwCPYiIimhxjazioyYxXWsOthPbdnvrCMcelw"
    "RiyGf3YUWSise2RraJwadXFQ0k/eHSmllH6XBc/EuKth3C8WQOtHvyLOxwx3tBel3GUMjoIfE+D3fjLX5ot0moyFRLeU0ZDyf0Db"
    "L4WcG2L/TfhEBWLhI/EEj+i58jP0SF/axwp9U4xxZBJsvCHnVopxeFjGs408DB+sFD8rIpJCQx7mV0cynqT8/S+kJaynVF0AiTqF"
    "uYvyZrtEJ2PNF3Om9BD4P1dAG9wv02DLbS0DaY+zmePEmj1ro94hxm+4wXMZlukqr63+Jn2IyKesVNp3HOonapLscf4trwwOjsd3"
    "LsGdXI41uUcv1PtbHIBTvDh0zxB6Dy9ahyaWqei/kPrNIR+Febh6Tgf08ki6W7GPLkvfvIaVtgbcz+XSVf6IuHM+ov0u2LknoK2e"
    "0qmIOu7T1bIKGjVJvula34PfiNWyubvzZQr+fgTkvIT9l4OI9GYIdV3kHfk3/j1Oj9WDdCz77d81ZprgJ31PboQV2UsfDCfoh8Fc"
    "ncFeNOvi+1TvZj9FjnhvGUZsbhrrG3xL1veW1fh+E5uIUT0rD09wUuxJhayCzNKrPDtwHTPttawkjKfuyfnZ1ft85rZcf50PctPL"
    "UU6jEHOGkiurqdoQ4ZAMs25bvGcG88xl+iGZy0J2XEb3GLE+bx1ngcYT4zjn+8HSzGj3lrvZCehmEY4TY3fNsvN1KaMNJxWtoB0k"
    "L0+uPuvi7qzOZ4ZbcMrHcv425TXa69cqvs98k+95XRdVZjlfZzvwRzLEFH5lAz3JKm8b/iyu0m779LOepe9hx8+QlXiOp7V3sDd8"
    "ucrwXOiXI2UadZObP7P72J2ne41uyGPcaCfH+pWthJZ8xnc5ZjkZfDznmCv0Rjkb0vuk3uKrb+WQtOXMTdgKmo+9Pa7/DXfuGnGY"
    "UyFrLfXEplbODV4orifLYrhurDSGlJwael/r9SRivRSKQpeyI3ZTv9Um0s1+2oz4Bm9xbIf2kuXsHm3JbqRGolZsxUp+gtMfGd+D"
    "keW+1FDrXiIlzB+MIDPRRqz2tYiQV+v7uPI0XR98Cakw9OV2srs8DO12KM5YDc6cISY319lj31yfx2/S5POG7JJ28lyU5y8Wnh1T"
    "9rmnWau2k2aVyQAxxAqvvfbznvHFzGn/i7q28CvuhBzsz9OnfgKnEjFlfeyJZckGabmypM/8RxWY8/m5TzTC/zH/fyVOUbH1QEL6"
    "3sJ+WxX1M33Hn+qMXyO7yq08kUMl52fWtvYoBuZzLmUcNh/rvgdj3BU4S7/jjOtqrFelvC3bwIvdCc9t3QjfqCGTX2F8PYjAkrTA"
    "dbzmBlrh5cw+2cxXOXvVb6Ou30hkwNI8z6opL9zRMx0nfE/hUX5C1Dz+U+QD34FvLBLdpAXR9hLEMLcc03P4l1my9excrNN74DEs"
    "hGQXIwq0fpsy9paV4ZkMCSnhs/sOXyr0Par7SYQPt7984dk+QuZLT2X8mcljrVCPNusyMpZnMj6TFYxkLCdhXTDPwSsu9ewOprEO"
    "kLW+P6FU/y5TEX9vKzNFcY9f6fb6qH4AXXyX/AN3WKMHwcpb1+q+4qYAktRPG5rB1bWplHp2Uxs++c7QRg/CnkfT5w7PPFrtQZy4"
    "SPymVyKPsV2eTnD3slvQIugUVoXbtZiuL4Wr5GrEHIuDx8LVzVZSXMVud8n4+RGhTW4rhdmeRKrj6dV8ndRDBsqmqBLqmcJtwu9c"
    "xKCt5Tr9NOwcPKaD9Do5RpLBZX4PHTdgzldls36GOuvX2Zh63UlKE6nf9Yg5fb2daIwX31m+g2dQw//qWW1OsfeioxTTF89SEtoz"
    "L9MGp8m0bJLWL8fXVsB3M509QFYS4SznJ7YtajqaFf/Q9yKf6mtdGXiUZ/lstuVbrbu2lyzTq/H+pyFTX+kZsGXz5FJ9OCjM97HK"
    "47rYOW7kZFYdz5Vbg3rI3XzGzgl2NX0ldex5T1EbRtnOJmyNqINeJBlPr1mnSA/YxWHBzfDClsEzbok/u8iAYJ0eCTvizsXBxNtI"
    "+7VO+rjGIski73/sL2nv4cP7CJbD4r4GS3oRTszN+rVcpL1whobJIl0mO8pCrMaDnMSdqFYt+DdnH3NxRKcxCnW178AImZEUiebH"
    "24t6DeAmsSMtNVASvt/sDezVMMqxzQfeJvV87xLuaQr3kmCGuZw+di1rRNY1sQrrN0nfkFtksd6vr+hiuUZf9dUd11/SVdSjgAz1"
    "GCRZdr+62HmA5wSwXNgK5tms2voj9Mqpcg282wch6W6mMEl7lmIlJvToHTnPVhGqmzR3dSV7yoVB92CA7qavBL/oj+ETiG66yFzp"
    "DWkSSXtWcEMFipCTHNKO2+HJcQR7khimcRW08nWwEAnowXnseVH9Qp6RUzjftFbPI19WIL3E9cWVxUiZ7irbSC5mSMr6yL0FY7ku"
    "ed5gjlydjgV4MnSfWRuLe06TUbILvNx95Wj5B2L2yVhlq7iUQ/a+J0OqRbpJyJMxBe1KTNgNnK83bdOVO7pMP8a3tibS4ivQ5FVE"
    "vK8iJ1U55f0GcSjN67CDxrd6BGtq9nSLscNzPCbM5vX1bSJBf/nG6sX45LHByToV95jGik2UlyGvk/RGxBu9gxvE+G73lPmhoUGP"
    "xVoeLS/hSWw6s1VwPjyuv8PWF46q83upHWNOBl6kVWmXMLttOZjesj8s+xiiPZXC2o+KMamV3mKG6K7VnPhOscqToy23/9t09nrm"
    "8DIx21/TNI3ji9uIFatjbqyOPmprVtvHyPdqWEk3YJ+q8AzWwbAIWmKW1rLn1bJFZdqERrOHj5Ejvskoz+V0Tx/5LehEhuhSy0pQ"
    "gjWpCsSEX+nz8HsK8yYVfqW3NHL+rKvUsXpgHazlWC3rh5rqPcIOxIYI6bG7qttKnsIs0dwdbspU/UVshqHGV8Uy7A58XCyinu0z"
    "P2022xOcZb5yBwk1Wv+tPV5+YXaxwq+Ucm5qa/Lo7sIaSZax34pmOqIqWC/JcerSkAvGinVnbPRnIe39a3fnQz2uodXvkswj1Ppp"
    "CeMleN6zCm4+g57UF+gb2cy09ZN/iTVeRiQuq2bn/xKPH646Tp6CXliAdf6bbIdY4kDpKefrPdoVT3Exe4HSXlIrOcdiOPoZ3/2+"
    "wFfbQr2TeOehThDjbNlPRuIqe8HC/igHykToyhc5CV0Nf8/uthMrAw0+M1U44rcsatMrv2gmfuVaSceeZ8pPAdtk0iqco87i9qwD"
    "zksLcWwKLdm5tRCr9wlfq4AXkKM/kYaEOq7yrM8xF7GDqo5RbUZfg+dwE1nRV0M/T8Yq/Ajd9gytWCNRUDLazrNdWFffaVIYZyEB"
    "HzYNKYoymG72LLVJflqJte/YMdO+0hr1hLhJ0z4SzZCtVufxiL/GesRU6ms4IVnxsmQ6tNXuyy5N43tLxh77Kr9+dj99ZCYkO8IQ"
    "rFE3yZLhrq/lKXQZjF7Ungcy1mgnDb5/sxvPi3UkWi9dXTP3NhwS7viYGhjF1DDiyLBS0d7vXPd456xHrYGxXys/Q7hlzOfntMx4"
    "P1NbraFHtDLUA0NmeV0T9HPTxPT9njgEDnOokLwV7qarIIbzXF8dc0i4w+QA6Y89LcET3q1uxiBBb7hOHWblSNlbLJ/3Z9xNGWe4"
    "bsRK1TSDGJoj0lFKm+oPIyXjs+GFXmmKF++S2b5j8WMiGBbG+MzBpob+7Kqvkpi0nI84cgT2qh0igxawgAl4BoshxWfJGuoR259t"
    "pSmzUE10nMIYkgmciANhj/eQ6Nsynv/4CfkY/35Cx8vp0kYHBC/CT9tf+uoH5CbM+YgrQzkOtcFXN1Yjgq/Xf0pUl1jPHmuz3KMQ"
    "TyQ9K7atz258z5JmXok6tcM422qebsbXZt13f039dwmeYzdy8yyDLHSEBB8sS/UCmYB4fBo8z1PlkWZ4HqZBxlpARk4N1jPXPAPS"
    "9DNWbrY215WcZuyd8DYrR0tZ73OJpjkO86/aT8pYZ2wkynxOv2R/QhJ6x3Aayzll6DJpx4tDPazi09XTGx4khvL8rOTogWTYy5DR"
    "1VyPzvCfrep0WNzT7nRagtHMJFxzvY/6rpKdiFNfw/PkmECT7HqwvqMPifluvvKPRFBsoGb9iOgEbpYnp4W9k2AzDIrOuzhUcnFf"
    "ew3XSHn22vgV7SWBx9baqP3063AAbMMf2twZnql/0UXhn/QYRHdt45hvel6V56A4gt+8p6o6BT7CQnX4LvtJ1tefUs3Ozzkt314k"
    "bz2dB3Cs1LMPXT1maMjsjHvdLPfQuK8xqvBF575tXj9j+F/q6Dlf6ds2rotFMw0Jr8ethyZCgqryPmUGvltLSfmZqpBInA4JNcn+"
    "kRryBDTCX8lBt63HCbZsfplHurOdOgIRxQqPfdTAacYGamzzb1oTE+tW/H+UPEX/uRa6awnrXbfCF94Hcdfr+ozO1H1bfamf4/zf"
    "jRh+cnijPEnPa5beJTuIs1UJyG2Jn1qe57sKI67BfRAL/SyPyZf4c0zLd/RFeQcrOweSMA53fJ9uw/xNI7micp793M5Ere+Rtz7e"
    "oZL0U9vXwJNwFYti6IMlOO2t5Uh6da7jbRn72GZo6HO6i2F7FsEGp3lX/cT1c9WyEuJOtNVO57DPNIwj8dvUVX7/yE68qCfULIvj"
    "MHDz3Cm+cpFkPD+B6++t1YflXZ+H+BlxztO+pnEzuzOtW8E6M5exFnImGbMnwPIdBg31IHy2X2CnA5z+VvKJ1shwxOLL5J0W67F2"
    "8/VJeQE67RU8dyJ8MjQ+qJXMi2TU9celYONuIEayQ4k+jnIznH7DAmoj823byG44cT1lRzlB5iPSsQnaAbKD18eOf+Rbj+FpDDOZ"
    "ONvUMe7Y0Lh20EBvzTJHA9hTleLJ7Uf0Bnd/I6ChfoSXswrfadxIxptUw67RETIY1s6YdvriJ9O4Si3js5Qhu4L1J6/iVLB6jOuU"
    "7i2NvupqmElufvNwzrEkvL2q5sykzUC2IDfAfjgH3eQhxMWvsq+o2KN35fyUQBq2YYXejHdl8rr/1OOSlBEVZQtxfd6Ghbg9UeFW"
    "Y3+7iCE37YzIZqPm4l6AGn7yCLkK93SoHCWD9ET44nZXd+sdQedgMe6olRjumEWzi3Rf1lzLoYuT+i/vdThMgNeImZ9l9rqW1aEe"
    "QRn30uLXqfAmGujzHYbnhz3Ug+lvZyEt94n1XM4hHsfD8pV8CJt5JXzNb6FB/+21j/M/B0rUBVH8H1PN+Sg7Zp3ncf9cF0fW9zFs"
    "L6PwLS/pgJZ20Z+CmXiKH8Nj9JDwBKx+nb6DT/+Me5yK3dhNvsMKPi6PMc8SxrjwhsvnMv+GSWJ89pWcEjROidXw44rgD11JuTNE"
    "1RVx30rIWDvUr2Q/omKl1fC4voKMJPU7oiWX53WwZHx9+EiymZUgsrmKfZbbyMuIxKyDb6JazfX/loGoOaShMkju3bTXreCX/Zkd"
    "ubWs7rnKaJQfdFWwLKOR9bCST+JsVWH379TTgwbOTu4HDfsdVuOfXOmsnhLUQrIm6GfQRuJn1VK+8iLMR1X7GC7kqoU+33WWlPoc"
    "cC6uobrv7yeOFdY4S7bg2s/zu2fxwis6WybnDgzWQ6qf160h7U9ICufiGsTG1sPaVkLfg2jXHu7xZGp+E+vxDdDptZCI06H7n4FE"
    "d0YUfBzrG84GhHqM7yjO+HmcrMcwd1qkpUTRkRBx5RUdrAvk77AKZyNaGq5huI+cFvQI1OOTHsfcX9qzFxgKUKPHPehN9JMG1taq"
    "OIkYvdIz7xXj/+wlKWbs3udEfiVW/DtWhSvZF1PHWGkryPl62Ie92F1W7jXK5msShb/nv991r1/ddS/5Ld/T3JOmPRJXGe/lCNog"
    "m2WtJc/aAt1OLMNUxShvsfaXrs3cwX9/nv/l3v5vnyfrUSmGipsn7c+aSZodLY7tbzar0hnE/0qM0MMQ0/SHHgwk69ElexO1Oke+"
    "0iJiOpd7ubUV2E4egP5YKDWcKLcadzk9Osv9/kRmbUP+N8vQHza2k8xl384vapp2Jj0/846MZW4ukfNz0J792UHal3c/nZWA0bir"
    "k6ApboGHc5Z0Cf4s7wUjw0fCG+BrbwjmhtmwMJ5D4Ve2wLlsjVO3DN7Pa3j6KdA6P+o8RDB1HiHeVmaWRwFbBd/Q1uRi3P0F0M6n"
    "IL5bLM/pPXIffIVd2eObZZ4oZGavN642krWADDFRXL3I9QA8JSWMTqJcVcRulSHqhGUqqphVPFFyHoMpxTsw37pOO0jTzFnKz9ju"
    "xLrrmTKL1bPo1ageeC9nNHKcrGpgdTdJZuuaZrR/O0j9OrUp3Z1lMfTAaWSWHIT1ekU/gXa+RC4WY2t8QfoGp2p3uSB8hV3vVs9u"
    "xBrV+/jUpj5OlHE4S4Yg+D5s2ExGfiv0VVx3axmr/YMc7nyeGtrTQh2vY/FdX3KljIm8k+T8BJs7dxlK33mIHHrSL1/P6vMKViZK"
    "8bdpWKXeZICvVWfDRnEX/rOfL/q7zQjUeYuSY8zsGPDsX7swo6feF0trxHE10v+8iRM66bHO/3OaLMqkF/5MxFhnn+oTVxRy2sQB"
    "8HEc213LPIBlEA8Wxy6R1kulgrhOr/nOr6hDQ+NuxwGMWGo9Mr/FrLexkijESKmFlfpF39VLgq90qN7UYir8vM8RZ8yG3czF95Hk"
    "pJfGeBRuwukbrsod0uitdcb34f66O+Y/z+Cm09oW6VayU6FKvxHDq0wwY9DSZ+dy1Fu/J4aO+5YSvKcjZ4uW6z+0NjCsX6vKvAoJ"
    "O1Fm4/82ddXIDk/L3lm9t143vYP8/XoFPtw0dnR9o6fKs/A835JH9M/MmFiVYhgzc64vuTf776M+zzabxNmhx5ewz+zBz2Q8ekOj"
    "58O1qlulj64dLn4jT2rhV1Yz12xx5DJqhyI9IjB8zB+waqsprQMoDdVEYLyR8vWZ9MWu/xX+9UFyrt6AHZ0BLdqBGcImRNtulLSd"
    "GT/UxT1p1XH+cFep0KZq2eZe2Waz+Rnrw9y6xR+DeXqJIQjqLtpd7wy3ln30++BHfVS+9j2nodc/ln+y7pfj/bxORiN08pTHeFwc"
    "5wtzPAEZ6j/Lz54rC/K6mav8nL+bkNhDmrrGXX0ny8i6e14/TeTFhjz9CTJJuTjV/l9NTXkX7OtMSJvGKKNV0Gy2jj9B0hLMWZ0q"
    "QmyeJPxUw7c0XqvHWXlIMb4y6XwLd9xCDCGgij0oD8jbUkktZlm1ZdCx5YwV3VS/McxUMbN3MJ99CbMvFZ4FMMGs6XydI+t555Nh"
    "O2+X6OQb233Cr2GWvoKr7SShQyqJjF/vkaVCVpacjjtMolg2QnK4QlwH/af810LijBTrP3BfM5jZse6m5ZDFwjjbb8MCZj3LXILz"
    "BSldzX6tNVi7bYIOiPWLiWJtk8Vr2elv8dVxiMGLvX+lRJGI+klCvYBVAeOcXcUJqXpERrZfrcROUS/O9mY5QelmVjbtdWnPfKGr"
    "nheS3vaS8/rc5t+bbK7im+aQQzOpNjvl7IJlVRs9G1ykAYvyNOGeYtmjk0W1qUZVzUm4aVj7hfoM0fYrtBg7OAdPtworWkuvymY3"
    "hgU2azmDkvgNrF1HSE0F+ewizgOTmJmMW22VDxbXa5ilB707u8Itnv+LjJLr5QfY9R1lCq7zPt7xk9aLoZV/ip+dq7MQaTytxwXG"
    "5Nkd67sAa2v1/nPkaOkOK32IGA9hV0j1n3AetpIhMjrYEvb2ZdzvCr1I78f3dmd9KlrvXDzPXxef6gR91oTP6hzo1+iBvB24Pf58"
    "yA6/Jr2d8hbmKx0Db+RqsRm1A+Rt7NG/sQY9uOqFavxleLYH4X89iz18G/r/fZ0mj8kTehJxcCvhgRhS7CSyNVwMqZwNL+O3oF0s"
    "416u1Tl4xnOx+kfK3cSVmk8b/AURXhxCnWXqhuA6d5OD/kTZEf5nNe/A+D8NO/ECWa7jsP6T2RP4qqyFTusEr7UCnpL15BaxB3ik"
    "lFM6DoXWLyXPjWJFnKzV+XMzhGcmySnI0PcXu0ljk+BdccKv43zCNfDOf8K9f4V77gybuBgealf46Gs512e86IvhP/yiXbDWieBM"
    "sqdlycc3GRHk2/oknvx+3MGWYh1R5kO1Yr/HMCIIpzWat8lsciaV3Uu/QyRgqCDrqHfrsS42PzNBOwaB/BRO0/OCn8NABmNV09Bj"
    "f9EfGI1WweurYyzuKi4uli6mRYtwX/Yg5pdVrR06eQVk2zDMbxabhu7ESrR1BtVDumfBk7a4t4LvM0zGanjm77BCVA4dOQY78j1i"
    "g9flJdnf82vty6ipNSupjZCDcur01WoRhrGrPC9l9GgWYl3OwPUn6l8RQcyA55XA+57CXdyNlRvAKVAnc3ZytmdtP+MrNIUwe9wk"
    "VI1+T0vh/I0DxHrPjpUlvjtokESY42shn4lmXmkgTn2OOWqHgpyh7xeSI68+jyHF9b0p9O18PQR/fx6rfLBcHfSRl6H1R+pNclGc"
    "o23qMbDKsO15BzkKPuuz5Cnv2OI7NWlbKFci6msr30ESV2Hfa6GD9sRJ2IDI4A16AIWql65m0pMTUVHfpfO1FVHdHLLqOkTwHCta"
    "FXjvG/CdD5E5iC33h3a7BRKxTP8pL+lzrD5fTF3iEJa7SejZFg7CE6bIiF2Na24jxuDZVzYSYbSQpihjfb+HOEa/Y301ZwXsU0tO"
    "XFveYbQY8qph9m9DRgDTj4aaZRqzjUQViyzx3wplQR+kj7yYiFUVeMZR2NteMka+sGm58BK5qNUgPMW54fsyPvy73IOYzbqNPyab"
    "kKsvPE4/o41nNN1BHJNc02RDNs9r6i5hnpav87GGq+9nyVyT1LSPCrJYt+dwAubSy53ETpdiaJBadsoWro4VwpzPaCrub8kRSyea"
    "V1tKRNSVePo/cJpqKs7Ho3iSfb396OTvP53H77KTXIr49A6x2LieNfXpXL+iGPOnKZ5r7+UuqZOw4q/xW1fSomWozSEb4Rnhcn1N"
    "TsNOp2Djn275Orzgr8PHA+MY318qPT+a4ybPMQ5cAtmv8LiYjls9Qcbt1XGu3/XUR/hvnVhhH8C+9ozvU2jkzhlbcC1jgkZ2U6yj"
    "97aXmCY7G3+u5w5lieTiJo3XwK5UEokv66f8zFe8UBwyWiVkd3tEQzNwGrcKGnQGq8dz9HE1ZszZZPm2PoRq/QRaeTW+5VI5V072"
    "lSXZpBI5gV5PIU6NOnbOJdlDY5Ol/6RU1RMD5Ggp9Yz1DlXGoWRXQMLX+bsOY63kkMKP40RlGDPDhcyNJPicvxdDYU5xMmSVr321"
    "lSs34wm2jGd+a2MG4qRHxFuPNVrfzM49h+c9PPhO/gVLcaha/ewJPVv/LPdIYcYeYVy+bV63uGrU22mRR1fJxfLYnVnyLC1Ae89e"
    "VeP1YiU971JIZilk1PBSamDhbQ6lH6Klx+V7IvtYp7jxNkwhYkRartX92OeykOxlt0IjleKnq/CMV2KtC+OcbqDHH3UDHySpeA7V"
    "kFku9wzSy/UUscqg5R9bbuJXuZnKLOeSs9yNBloh68aroc8wC9/QSxKsuezEnMCPxM84B/r3bFmlhRmZKxHNZzgB0YtSbnMHw+Cj"
    "rdLHdAE83/n4ph3hG8zDU2/AtSaSb7c39ruIs5QHIOrbCZ/cB/vj+iYaiEZfr/OI351l9+sJYuyESU5kXQ5rdaisJIJkEU78Bu/t"
    "Wd3Iuo164rexrdQR98gk3bBs67C3hr1xOjTLrZIgL0nO6846dioac3JVM1WEwjWJiJN7I9+fgSe4Vs8nU+GJ5O5yXRK1tPfz9Sv2"
    "NyT1PIlOVaNf3UXUWjYJmIunC0My9dTGjG8Jb6dasrN6NNnKaqAZbtLP8JzD4N+Nh73bHevzkkyQM4lGXaFXMZKK+CaTMRJzCH/G"
    "cg5r8uo9qi8ijp4JX+lTPdLmRuUzeJk3yjFyG72KlG4d90OLRDOkFfqwLOA1GlhRTFKPNnI/7eyF/Gk1tXhOT6CuracmdbyF5heZ"
    "ZTEN1U/G6vUyQt4U6/75HNK5J2zbd9jFvpCMQySM+zQsw6dxV5VldQcT2ayOXFx2ZUPOdLwZlzPDbOyCNsd4Ie7Juno3xpNZIXvp"
    "rD85QU7NH9nJuRGn/3CxvFUQLMHTz/E2q00eI3qThkn6efK0n681ubR7fwve1XuINNrKN4gKLwpmwkvthDt7qpko57egQhd+5d9k"
    "Xe3AaDuQ0XjuCnYhGFrJ9bLas/Z+rMsRv1r0vVHvIedql9i+5Ftpmw6s9t6HVYVDdhjkdNNumE17nLeW4+GTGf6f9SvOCUqxsp8h"
    "Enpa/4W1qmReuEJvDCqJ5GyYlRFqQZYa90ZJc01DYk1vgD+/kswj9dhL02jPImpeR6SYBuL3GHbIIuJcZvRd/OQk+Lw1rCMYL+g6"
    "/H0Ne/4roasPxpqsIf+Cs2iWB7IYQ/Wu4OvgG/0B8vQBn+6v0FH/0iHwxbO6re+5y3qMDY2xElohomsrrnci5y2x/X5F1wcfw8ZP"
    "14ux80txzVWwAPP0JdxTd+lDvLJGP2mV9Zk66/ocSF8v9BgDff28ctYzJUes3K0kuoNqvQ2fGgXdsQus4WVYu5OD5TpL9oPuamCf"
    "k/r+6iRi29D7ShZDv6bGZ7ce6/ORHCvDZSlrBWlib0WsABrPQKd8jSRLL8vqYcewGpb1jAxp3zFjWsHheZkl/QfOwHZynhj6t+V1"
    "HkK8domsZmRn85IubqontpRlmA0LYMOvusx7erkspy/ejfNLCcjTKLF/n4SnLpfX4FdcJRb5zMbZngXrcZ+eD6nJwr+q0MeolZJ+"
    "JVZ66+aeq4G8miLqsWnnwaL8HnrjKPiyO8vl8hiuMEZu0Du0Qc6R1yANVpNqISF+H4946jm9EzFsJdErjhH1lasc8wGms3aHhLwi"
    "V0HTJ/Vzm0eSp2Ex3kV0ltaxxN8U4ga5LpixnA+8WdZxDsdwXgJEU1eyW/cYuYt25TB6NmHcuZimLWshrlvMWCnNM+wq/SAlp8hX"
    "iG2/0w+ZCxwp/9CLxNCwR8sHkNAQ1yr3fQB7ikPPWck5lY9gs5KMsfYTmy45SdKej+r5Fi/iapMNfQJ6c6L+HfHp8cyyzfNdlDl4"
    "Zk5iixlj1DN74HRoGWXIMQDuwhOwgh1f9jSH+OrwdPgq1rm9ELJd6nspyxEBJHV3Tj/sKEOxM2Pxykt4si9hBcdr5+BmnNs05Sjq"
    "pHOafikt6kxYzda4yww0yBJo+u+xS91hu3tB2ixHaLOs7zJjEtJPWQwtujW9pBLqpRrs30b61e3kAt+PLtLU76/aVjadLhX2bG8d"
    "93a0FWf9t/HRtGmBHLONNvt2Mb4zwz6BJLN5FdBT5dqUKc35vnR3rVrfO9SFkdzWojEThOvOOlKiqpLrPmykp/25jOGKnYHn7oY1"
    "XE4s/m+wgtaZm+AMTshovM4zPNc0g2l+BnSTMbEdAy9xMad4k/B3JnGyrV0c4bnp5yzzSRndOSgl+4eh1HVixqatvAGNPQEx0H2S"
    "P5nreJsdlkoZPYqhMoHzgBZZPkoWwpXURJOIwF6jl0HLtCP+hN2BWd0Ix2ZYHiN4A3VumrbhZXHY1nOhmQ0bzqa3i9l7X4pzty/R"
    "7rajpb0Y71zrPbRi6olajx1e75GZ3fXN09yWfHqFJ4I07jMVYoRE/nWCWfkkZ6ZcZ18VI7hynNWRYowO83EyRkAbLQsflTt1dXAf"
    "vuGLuO875zu6lVM+NpG/BfVED9mVuDnGLT8DftPt8pk00urZ7MIuYhjYtuf7ywuQvj7URY3amivZDme0BWe0qshqlkOUUMsa/Nb4"
    "qbFHrmNHcIJI47syS1pDvWfobMXs73TTN1/o9/T7KvRpOcH3SduvM3x/uz3zBl0TW9Vov7bz0S88ZfhkVqF7V6cSIcP24QO9k/sz"
    "jCta7c+i659yLGzXSBTLKP1HNwVgdfU6xhJHyGx9h3xE5cySLsJJ2D64XhYh2sroDXjfBNiR+3Vo8C7OyY86q0UPmQLd+QJeuRey"
    "9zEi0WExGvIoRoq2i61lnUejV/JB/+w73pN44nJYwBX46XRE1sXQnivhHxTBGzM0z+X6Lf59uY/VssRrX0OPqxT3uj+rH27ScyUr"
    "FBWQ7o0xN+zmcht9GKvtQpaoauK1Z30v+1mywSNfJ9mRYlVPk/tq7HLG9+sl2ZeYZZ95e8YP/3sOv4RRraEjVrJveTK53lZiJ56U"
    "F6AHzVs4T/6NJy/i854A295a34R/shfs7ctEuP1BK4KT9YLAvNUTJeVn8pr6tUNaCmPPOwH6vQ5R0MmynFX1X3ByK/1cm5uwt8zF"
    "X8V10TdCwlK+x+IwcbNiSWbMHdOR07ctJOsnUU+SaUTWVM++k+PEdcj+W+sLKMSmWgcJcBVv01or+H7D3d5TGjk569D7SnCFy7H2"
    "A2ANVkFqLFOwLZ6jLyKyv+Jb95En4U9tGxzFbF8t7UQxPjWG+YNSfGYRNGk3RN4f6S0yWD4ND9EqeU/bBuvkt0QS1fT0HuTkzv7y"
    "T65XmtLdmv7wK7TpK3G6q7z/XqI/kePJ9djbuv7CyOhzYtps7tcKQ2CQnxA1wYvlSkzTh3WBfqoT4Cf+EjzCeqhN9v2AP1dhL1fi"
    "1FUyNugaW+Ck1yLmqYd+gtHtXW9WK3Ls3T5NrCO+gjgR5yNyrsN3LsX5MsSPj+VD7Qkv8h2c8mpEHLVyBJ7K6ljrmGG1bvwUe0QG"
    "iGW8hsJjXoj9eQJrtBI64idY3Y3Ys34tbsHnW0pLZhQPlS7su02TfW5wXpUmev7O/FmCNawW0pH70c2jEmWYiZ8PX2QRvv1RfN/7"
    "kILHcN0vEVtMoq9wrkeHTnoOilp1mGDrWIHZwFxmFf2rd8Sq3VNg6Zbgjq1OtghP/x38qc6BoUdVsbvUMLUa6AM0QN8OIINY0vfV"
    "uH6RBfBP3RxOCe6mjvUw12Wf9b2ZIa1RCrZqD7kVlqQbO16t/2AK/XeXez5EwhgzrIHXt1zzQuanFurp7IBeB62wAp8t5l1kfDTT"
    "AB/NcKT2Jkdljde/82jX7xLHG2W+92x6R6HPp+wA6TqI0VUyzo9k6Sfs6HE4TL63lZzHSspof04UbMWOqOZYPRo8Rl7Ef3aCVHv+"
    "KuteMDSeJhQe+91Z/iQLyPBcjh3aD7s/A/8VwX9Y0wzbejZm2m3QmyTFjqcUpzI0nsNQPq9qE29b00RLf4l4LNLewgqjYhf5tBaX"
    "r94nz0tp+nZ3J5/C49sRsfVqrmsnMRa5edi1R5vJmFXRn7DZzUbOt+4rD+PMW57+B+zfXP0ddHxP2NvvcR6XIy5fCxkvvNa7+qmg"
    "/P79vuxXsE7yTpLzPQz17KHL6s7iGIxPIf91khnJQCJ0mqY43mEd1nHix075Wu+D2ZnMeHmuh5WybtBy2NRBRP/rIPat9dR0y3g2"
    "bPZnyxhx3FXY3ZTxvjzjIg6BLO15QIp1DTuwrAvtSXHockvxe5rHaXRR9WiPglimLpdW6BWlp72zhJ6P02Xj0l4ymzAostREKdq4"
    "I8LB8p38rJci9jxW/hDshE/209Kgr7juuL29h7qBOX5bS+MuHIiYySolW2DtPyICYwNnAfMlp/Um3QaBR4yMGBM68V4GSpRPyfKM"
    "ufs7WRbxffvJ4bIS/kElvL+nIRctseZTYRnGw6utIRfUgWIo0GM9e1Yt7Pod8GevRfz2GOKFVTIPv1vCb3oWeqRUK8T4soqIaD4V"
    "p/Q8eQWfM21uGdAHEcfO0ucQn6/Wcdjl2xGVmWdr1cmz4Hn1hpXaAle8FnL/Zny2IuSxbhIx28zXZ8RVN1J+csd1Cpd4HMw0fQLz"
    "yqzr5nfwAY+F77ejrGeNwZBP6okD9rYcgVWuZnY+QXzxHOz+OLzTZjh/ZnVqa6nmzFMG0cwMRjflzCAs81lnV8HI+VW3ytAQcagW"
    "rneyzqN6uvzlSh/VhsyhZRhLJnz+t3Me8v8WzPxEaGnt817p4F9pK4+LyfUyrJ1hts3HuvfHqSnyNc5Onu9DfAbI/VmIvTeMmX2V"
    "vdetxKH/msd6KVbgdeiOHaRK38OzroKNWYxoI8xD4kpqVHsSYvnUMFNtkcze8hHRxuxKf/EdkhnG1pWME6sZT14un8FOVtKmfUEm"
    "u0+JTzBcOgX3QHIS2MUJjDd2E4eam2IsX433hPQPXJXLvIAxUqpHybnaU+/HqfkCP/277q5FcmGQhu49Uqaz4+4G4t406Aew0hdq"
    "KSRuFdnjF8CHuVmW8rTYCSxivrsxRh91yC27SBjzodv/W/5Hr+4WzEa0FMc/l/GI34Z6OBX6+apwJvySkVjHi/WW8CT5RDoGFzXL"
    "w2G81Os1wi21nrq9uIdb/ipvLjGremE2rmGIRA1hblRwp9wHD+BpfGoHfQg/uVq+wZ6ZR9+GyK+3yenyuV4pfyQ7tWEqmW68CVoj"
    "QWwuQ88/DZriA1z5CHlAOuKJt8Y5/kjvkaJmezRzHtEzks7tYunM0nd3/c3RxJHZNasobYFz3AfW7WesZVtanPNkqNwoVbF2zvma"
    "Tk4n4gqzsIPfc3rxVay7VT3awGZ+LJ80k3ep9z2QZ0COLfPj/L0Uva9GYs436jvaUZKMRYwRtFG+YB+CYVUMItPbg7C5JyNK6Afd"
    "8y9otTlkAumKHXxRn4I8PwzdZzN1A6U/+/7WMWa2fJDFX7PIgrCBnIuHwRcehquYb/mJRzJ0GAuNHsUvTc3zFWNgY8juKi9hd42f"
    "ZC+5SdZBI5fhPNyKa6yn/1inl+H0jmOseVBeN/C0PG/kBD2wxcEyFdrqEfk4PD28Wv+GqLJ30Nm/vnITL3snr+3q8Ux7i3rMj6gO"
    "HHUhbw+JD5kra2QuwU1fGDbDWp6NOj1cbBrfuuV39LOR5b6al4y7wtxkuTuLHTweeoboBnaNT4nB7LCbnolxOa2iOEk/kaTHoCrn"
    "vPU65j1zsNQlxLpRsg+bN+GqEM6bcvOntdwRu+O/iE357CbVPsOS8jgBrSSqBka8w0O8pndTES9iX34Jd5KbEU+8EB6lPfQPck/Q"
    "NXgoWA9fpJMYRs9K3NnNODePWNZQjP91HucgFsK36cIYsYb8hhYvbcFpd4uZrFNlgphntJ58MX3inqM6Xe4zJGsQCxwr3QNjOEpC"
    "dmAr8K1pPHEtp9hHeMSmtF6A07UlWZZm41s+0i0D6z8qYX3R2GgTkELHkzZQ/iLP+xnph7CCJcQnddiGTuMZdnwds18Joou5s1zB"
    "Xc0xs3cK96QBnrrFSa/DN12Hp1mqT0P//xOn6kX83PR1CzkT/kEPxOeGQGnzmNNhEXqJcR5+Dd/iNJ0kuyP2+Cas0WPzjnSnPB87"
    "kYcfk4ZOOMJLsOvSL4zk2XSFRs6xO122mriptiPWk+K87xRlzXpt5+mfYVGMEfcodhJ9RqTkTvKehNoUPbge/x5x52ktGTy6ScZb"
    "ZNdzY5hxb8BejSBv4BoNgqNgwzrj96e/iSHX8Gt6equiXoYb/R39E7vzjGemcj5fy+Be7Ffhq+Xi6CdH+c95nb69GLfLZM6ZWedA"
    "DRlyLWac0Uz0YRxyzrKOlhK/CmnWon9G/GD23uz07xHHvCd2LqrplWa9dd4UoVbgqe4kh7PzZ5LeijP7O7y+L2zTumApa647kIGk"
    "n58gG0jWmYTuIBr3nJ5NqzSO8X1zXKZNEVxuk8paMT0Vm2oziSvFPVTpxzoB9sBFkinNZ31Nx7jqrpe7aXXac3XqODOawXXayTYy"
    "RIw1xKpiP7H23kKiToSdPZJwlqdsS95TOWUzhB4wXiJDlrlaugS7yx2I967Rd/VcvVuX0D8YKRFeczQj0jXGMC/GXjbwvzK8eyf5"
    "loib8/Fs7XFSl0PnWT9bO3kZZ9KYL7M6Q8bC2iSZ35zISbYz2I1+ASOPTkSVHSL3yyRiFNfpAuxWdAfpuHNy63haXokInPCrvCye"
    "HLLVO5eouMZyVIrzYflfy6uuaTaT9b+/kmPXfpadFyYdAVbFOJBnEX8m9LWKatzBBlYM0mSdKYSNau9sC1kcIE39iTkvDdWIEZZ5"
    "ZKF1ejQnKxuxQv+N/dquswWjw+hkIU4Ov5Z34QUNk7fw9y9kUvii7CiV0kKak2urSbaRCA8y5Vejn/w2zuH//18prC0LPY/ryMj4"
    "uRtXP2khDlm8Ip7uTjGCPIw4FEfiVA4Rh3hruYspsLRWT1io34rhnu/iq0OuUhL1nk3UN+UpxCdrdYo8ifNxAmztZJxWm3sphHVk"
    "WIcdaEEdKmTSa+FqLdy1V/hqhbXyfEbYhqk3QFLMxWT1T/Q/ar1c9/CaL0vr4vh2lmk9dc5u0DCWoeoic/VzRBXzoTnqdVdxiNWl"
    "zIveSk93Z5kge4jZdmPn2kZsWnIP+Roa07GRVPm4dS+JdINp/sFSrdGdN3ruuSje7Si6yZRf1OV5loSeN1WJARkh3VsvzAJcbXei"
    "/tWS5etNPGkJ5MIqLIbQsVGNWe1yaceutD7yGc7/UfDWqoh0XYfn+738oF/qW+ylX6MXMpauY351CO51C+6YY61zumUdPaKU789x"
    "nXQp1visFznLla/C2h8iVoM4iHtQxw5aY2UoVcucmBfTmtHmGo+6lPXcfW4yt57ISH8giliRWqfWNrKfrGV11vy5avbZfgK/5X1Y"
    "wGPlGtkK0UFHeQb321VOh9aezH5I484roxUpgd/TAtd4y2uYzctOHaXc9ulN3ONaVvszzNXcrP3lbcjkBHg2U7HP38tnuLd9pAvu"
    "czdJsl64XL9BdLGUvZCL9dW4Btcj9qNCPycXoVO0FtezsaOv0lX7vjnXUdOOE7aDEf+u9VyZQTy7k59RCzhj0Yg1O0UM27Un1sPQ"
    "/Nawiy3UYzkh2eAx99wMQnufU2mqFFr07hB0HvK5StMKFcwXpZjRdBgnrUU9YvD29IEsFxR1jNtq9pQmz7WeFRPNYweJYqxu2NE3"
    "OYc3Xz/Hc30lhvH0IazvhVLE+kUx8ytViGF2Za7USfJxUkE/sxJ66m289wHsyeeM2YfIu7rBnxLns18Qdyr+OmpuwxxVI3ETmjLk"
    "rntMfefSVhKhYzTEvXA5/RvuZjBkrTf0REv5GPqzUe/Q9xgVVjLuSDO7cBTuJkvUr12lcG6jDM/7E9H094UHcJy8SB9oHeLjBLSr"
    "u6uV+P0+/2889U8yh95fcnmoVFF/cB9JsbZo+fV3yaxRxx6JB9m7Zbu7C/uoLRZNU2Ksw/jP4hjL6yE5Ll9TQwsgefvYgvFr4Kvz"
    "ZdibK3Gu1uFpdyAmaB3jg07N1LOKqMGsHvWJfI6Iv7VYhsh6fwvbuXWUskY/0+0weB+Rn1jNSqnj7kl7Rih7ZSbu/DVoiOPFOMzu"
    "wfWvxV0eK9fBjq2LayI9fT4+FfsIZwX1zLlvYKQ0Q48R60d+Tv+Ob+3mnyZimM96hIoK+YoZvTr2Pa/AKS0nE1E18a3Gwcsthi5Z"
    "jTU9vkWlzd3gJza5tivPtOVI2skGclov1VH05Y1DybzuKcxerdfrcb5/L4NkL7laToGOnoG1tt6zBVi9F4zbhb6isypm2frQIhwj"
    "povr4U1UkIu9it6fZcIsFp2IyL6M6AMNkFz4fux0rCPqWbk2WR+XXXBa5jg5DHLTFX92lPvxPU/rS6bXg7bwL44gIkCNj6CVXkYJ"
    "VrwM+52iJmvUq7CX/WH5q3C/xXmZ2214Ont4VOgy+CKf0TNxM58JdqTsJtfCjjTmTpA+8iV880vkR0TeydxF8ri0bGHsNC/g20fy"
    "GqOgaXoxh+KwaXaTpTw1GaKZpohTndNnxaYVB8QctZrHWZXCHXxKe5ThZIRD9Az1jhj/NMuJXvvcbrFVP0JmxfMYWV9FtOstg09k"
    "/M524roxD5xm/LPRx2shtH4unq92+OdrdB0lOqQlbeC+ZmCvK5p5xekS04C7YgX289F5A/vfzxa3O3UezTzN3q80pKNRm7qgoh7/"
    "HHMJW+d1loUacQQ7DKLN81FaTNWLfk0J332lNLJX0H6t8BMT0ZNmPd/8s1jVttCMNt13nvkg8q1O1pH4WxWRVqp8L+5g+scO663w"
    "82whe7OTeAJWaQo0701ylvQKluju5BdJeQaxBDsQukBur4u7wVrFk1dNefFtZDxWaDbO7mliWNvLoEuKoUv+QKyAkHk4262RnO63"
    "He0l42W6jNF39GUiM48Ox0OjN0AT9cVdDJbLcXrG4qz/qK/rsZDG5XqbLJfCcx/VzEMk8hBILxGHyHkt52Hc3MMaXClNhnXr17tB"
    "KnwknPWIjfVkkLX+vwTveBbx+lzVpIL4eJI3aeakoJ1HnOrGPXMrVuP3rgbX2182kPsu62tZjXoeq2Kl9OIjBvbtpImZbgP9R2OE"
    "SXPqqhKR+DbSCt+wAyRggcfZVehMd+KV+PIjIMvLdEvWj04X66q/DPp8I65WjHemiApbb7PUUkKUwFFyibj6vOMTOYnS+6GX7a3k"
    "teAx2Nd2wV647kS9gvW1g/URPauZykPhV64gP0e9j7Pz6+tbbPYzpivu3kxPo1v1wp/5v33FMBVOlgH+p5XqupVMov+vv8e9Yl7D"
    "0Z71rphRluVtN+IulGd4aPCZoT/g74uxoibNG4ksehVPjvGnlOokSMF6P3W9Wp8WO0Nr9F54jUXwIb6HdhjPOeW34En9W8xD6iPv"
    "wTMcq8bU0xvn7x3c0efw+813/9mjYG+5ie6PpjIj2zSYjFLbS4R83gjLa/HJ29pIbKwS/PkSrfensIbnQO9atH40mUvr9VHov+5y"
    "CWR9Is7pD3oppPJJ/Rf81ad1tj7Qoif1TC5Gw81o03Snywy5Hgw3R2EeqTHJV9JemCTX0EqnfQ9tJ/jMB+poxIBTdC5O1QgxvrVT"
    "ZZQkfXQWEpVQ4/zkymbQc/eDp3GaPAJ9OUg+hf4bjHjWep32kIS3a8o6f5Nv2MAJ3EZ6vYvJ7mgafttgI2zpDnIF0WND6jI3k1+B"
    "752m5we/l9pwoPRBtNxHx7ToCBtwTbhG+sqB4vC4okz3+9QOreAFlEFjma/bn11hhvWXIH5LrdcfbTaTQ9hP7vURaoIR5kb6Bo+I"
    "4VpalXY4O/cslxewz7aYPXoVMW5Jjp0froenIc9i5ndVdqT/3iKv69r9stqaYuW6c+7CRRcN+oSvJP6hGaawBFa+Az6dZJ7/HtgO"
    "w2j9hpNohXzlYmpq9fHqGv0Hz91aXPdbyN45iLUsr3OZvCmHw4N+GDt1adwH3XQWHHZHN2ZfaonQph4TPLkJEm5ryc8Ei+9bbuLH"
    "S8WITIM8BnGO174NT5z1WF6mX2dDGn/Ez7+Tl3ByDRfrVkT0HeQiWMwG3GMGd1+Nn26ERTgB52YXsmn/BK3/BT2MOj2Bq1/P6qbr"
    "u0+z0hbFyRndtNb8a3SiJZolv4ZJ5lz43suJrGXzhEkdx55Hx2L2hq8RlbEbo8Jn8VM8QWm9iCiJTZhEQzyvZ8LjW0Xf2C1mf8lq"
    "hGc0jNyNbiY45/uQGrGD1ktvk0mD4bXX67l48k/074hDjpGj8Zr1do4iS1eF7iW3QA8u1uehDbKxpxrtaedN7Pvm2RML3XVzNXGN"
    "X3G/dv6vr3wEea1FvLOA9aXtcfoaKQPf6x3Q0mOgTTsFbyD2/V4fwBOfiWd9D7pvMqemvsOaHwgpeVf3hJZ7Q64Rh5uvOj3Gykww"
    "L+ie1Hoed413OeO90cKfcWyi1ZzQiLJz7u9ny8GQO+sidgzuK3EuJrAOfLnUce2+V8cT62x5NfOySY+ObZMracavbaWBqCfum1v9"
    "RyV/uOwoi+E1niE/yZOwHXtjZdK4h87QfoEs57TvtvA4x8CTrMT6PaOHwEb2lohJNEIcOkYW0rqOlJzv0Gya+LL63Bic6JdhNW9H"
    "JDEN/uTvIDk7SNegReCQOp2WL+P/h3oWkn9CtvtKVCdN+W7j8bLIn3o3VxKd+s4yECvzsd4J6XwDez1d7xfjHN9C+gXT5HSNJtZC"
    "IqCGsZQmeNb7SU+5lKjQhlr2FhlYT5Bf2BU6Qj6EF3ACtNMSxt6LEe+n2ONkNmE453xfZ2dCsX7E+n2D71XNULf255zpbox+bqJO"
    "S6ibDi/HnfzCftlxsIcjEdONJmez9WVZr9NCjXhn0/+RTerIGXuLwKeIdefPYQ60tfwbMvuR/hE67I9Bre/S+0QPlyrP1LD5HKRN"
    "Ci/3SJBRjXdMzJGZJUK6xhlEh44YYVUmfLw23GfwrI43gr1QK7EiEyE1t8K+T9AL5HFtLgu6ktptCq59iO+QuFCsx2g7ORf2rJSY"
    "4vPg2/TEGu0jxl6zm0dRTuuL+oCvwTh+4m/VJr5tfmgxvPL1WMmR0O7TYR9zMeKym1BK0A4aBkhH+l7t/ESh8y63YT/+LuQd21I0"
    "9kdc35r1/S3jT2qYVe1NZvDBYlNUG2FjKtjJYdWWGmjJF+FFbYPTs5vkfLd/S8Zy27EaYPbkO8SIZrdsZuIQcThpQ3Aii3jHhp1y"
    "hVg2OsUJD+sJ7AcpmAAffzBWarafcivG03Zn14z6juCs5xHYSxyzYGHWohvwDZ+HG+SBcGQgcnEwNZyilWGV1uB7byfbrDIPliYS"
    "qfWILvf9SaE2dbfl/ARM4c/YueggXTweR4QdF0VykZV3qCANtIc2Y/66JD1DgsWA5qEvp+dRuCus8CuVRNvL0Dur4IrWQi+lcA7t"
    "6lvhfG0njsEmijFsWiLB7oUU9vEsSLB5gv0Rt0+HhKz2CFgac970pDydA8/vE+x0Z7kYPlGVPgbL9LR2D2xO4QKy7mTw+QfJFD4Y"
    "/tcnan2nHfPQWSKUcvv/ZEqedYmXQX/W4d1roPeX8nQbCkQDmYDT1D0niiFDtoqtcJMH0tFHkG7OVbWJUXCQRPheJ4pDD0r6+luK"
    "EzqDReIcfvSZbqIes6CWFRbD6tlTUsRqNPaquWpMuKHv4rxIIlYC901tZNPYtI204v6koU/SlJk7ZaaXnl3ln5yvOVjczNBTMtfn"
    "AzLQyYYYeonUcsbK6jpzmQUKiViQ5BnqK26+OcOYsB+8+z0kzZyJ3U2pz6RZ3a2Us1uFXqlCtLia2q+aObIK5ryX6w3/gRbalOWZ"
    "E96saxFpjAjv0f1bvAMf5DpZJX+UIcQQsrWy2Z8G701/55kUHctGIyTPKlK/0Eecoc9LhpkAl9m6VBwOfZr+h8OPt/nbUmjLcsS9"
    "Nl/0IOxbNVlXHNK8+mnvQ8X82ROJKV/DaGUNI/T58FDKaOWWIKaaz175HtIX3mlvxPI/4xvWw6N6Qt6mVTb+32XQfq4HsDAXmcsS"
    "9eCfVR5BfzAznvkM62Hcr2D/KtG0P0+WX8lRUyW45y6yPITPUspIJvSxZ4ay5mZIG4nnkeYMhGFouhWo9j6v+SeHU8cPgK8zTd+B"
    "35XTqdC7M2Erlur78pmf97CaatajrDomFvlN80yKXdS4H3XfeBbTxWFuJqQtvYTBXoOnoCdeg1Q3sAO7XL+BHXOTQFZ3vhDf1Ja5"
    "y2XwDrdi7J5gH2BuE47fpugw4hDsmpePyHDNC+cGC3NUNedTDGJneF9xmZdQo86PdfpHcXM0bWkfyslH4yZXCq/oUEl51Idqzqcr"
    "Ncx7zSDZNPD0rKK/VcRukQ/InlZNrt9KnuCV1F2us297+BmG2lrPaNF0xSzmHXOInI2BbjbO2gZtmnHOeYs1klMTxczKOsQH4wy1"
    "ymiGXKkJ/dr3h/yZtr6eTBM13sfIko2yE3ehjue6NTsYc5SDg8VsZxdW6hsYod0uJcTTNY+oDj9ZqleKZRO6w8MwvVDFPO5i9rEa"
    "3pdhKWzLzgY3p+F62XLwG3rJAt0ZmqWRDCcWYX4NTbUQT3Gl73xLee7eLHv/qjzecAd4nH+Q03Hep+DbjeniGPYl5vQK1tfrOCtn"
    "nrwhAE+Ap1UKqz/Lro/fxqU8HvFnc301P0FCjJN2JlZ1sNwMm70PZHec/sXr4tB3B7rK8P4eL+sQTmJU+7NUS9Zk51EkvK9az2cZ"
    "4REt0sRNjeqvdt/mxZUg2q/gs/dkBmqL2Btp4T3x//3UL+H8mXmnH5MpaTZjt3KPSba1/4baTSqZq3V1Xu2jDfxX5wcU6ZvyOXsV"
    "ZkB6V7HnxObkusrJsNnDZBQi1sXQzpPgF46Fb5EWxOrN9LuUYsXnEQXsTNkbV9gPEjcOu/oFrnmmtKcuKuW84lmcQTdUyUf0bNkz"
    "+IP8FfHzZ3jGt+F9bKknBj95mW7pO9iTPrdeRkyFF6TOxw/1vh8nROTdD7LzGSKhIn2DdqRIizlh+aKsoV1zv8qZ66ii5npKvsLd"
    "D5SIG2dHyfD1lTgNu8uuvjYdEhsz6iPd6HNJbiKgfzzzrcRSPRJ/u132l/maDq2G9h28upFykvQh2oNxWVbBR1uI/8/1WAaO2XMd"
    "o59HPCarvauH1Pr+vwrOTQZBKdkJU/qEz07kYx46b8w82B2h0XbUp+E5leqp+PTvJRVeGpTLq8wCO19YmYNL+R6m7aSr1BDh7iHo"
    "Wes67EgcNavjDucEWc5XFRNEXVVmuiO8s6w6X9owVGoYiyygb5ulPraJxr+K49Xrw3Veg/cZipFhfh2DfVzEPLOLqsPNeDx2piu5"
    "O+2IHKr4zMs4B3M2g9oeYff8lu6zTuyZ70+voR80Y2+c2QlEFTA/bWf5QJz3Nx1PWMcp7BWMTgJpnXcPUY/LSLLb1vNsVkG3LeT6"
    "Xi0PywuyghwHoTrslzrOQJTRMg70PR8d2Ece+Fkk89QflOflCtbEs/Q5rJK0GPszk10gys7RnMdRsSrvbjJHsuGH4VPhdJ0WWib3"
    "AX0lHBzc3+IcLNHvpNqjtLicWsQ2cjOrcBleIUk++5y2Yv9DjtgmC9WxdT/GOn2tZxxuJWmPrRXFGq5n1PZ3F/kWazVW79CPpJgZ"
    "pB9Y3YrysNtLLpZg08g/6Fs4MQvxZ63OknF6lAyRF7DzX8JCuLppJa5kvbjTyApShlU4TL7HOhjeQLHsBXmarxn8ZBc5lR3Htcxe"
    "p3WMWAyfYR2wwUevQzglVU0OBsdOvos8FvwAHduSORw7I9/C+70FFv3uZipqRTFSUm9fdzZtMIRIb4VeKTxBXvgzLYilsxOlrpWs"
    "ZRecTUafT3t9mFQS89lNNrrpgG1kDmLuVrKIWD334D23YkfOhS3cTiaGQ4JV+q/g03BhGOpn4b3hiJai1wTGVXsvdFcrSlspdEAJ"
    "PaLTIelrPY+2MYmv0yJGTJ/DxnaEVeoGy7oKn6th99MGvR47WuNxxxu9Z+hOeKPvIHAV+jY+S5PT/n42OKuPimls08VnceJohU4m"
    "PutirkZnSW/ChOq7C2UYtNwdsPYvQeImh0/rn/VCyMQxRJluFUevnfBkHRgTqr6Enf0YMmMTVifKV/CIb8XK1EDDlLGjJqr9H0n5"
    "dlwNJ8PnKKNe3gCvcRVkZnd5C75AF/K/b/RTpY7lrJo9M4bIsZrVODf5XOmRQe8RY73/f8S9B5RUVdYFfF4TJCMgCIIJUMGAoIgB"
    "RVRERTHnnHMadcacHXPOCuYcEcUsKFFyzjk1nXN1V37n32ffW9WNY/X6/1nfml8Xqavq1Xv3nnvy2bsd9WPK71uEn89nXJCrJzjC"
    "WYkYMbWU3GXqOR9zf081dFil70PqLS774abQH9Nb8W3PYLVOkn55N2OJbhSbpxsnoWfZiOsoannFiS7W26QkiwPvqgF1nnc+xY7+"
    "TDzjelUzUUNE/9pnV/+KdWekfQ99hJawE33voyWDXOE6dJZw/06g5SrJckPVMsfleF0LOFOpHtUwTW4IZ50LOL9g/y3gFQ8SzWaL"
    "to60uzeYKRBYswXsPbU+yr7QJt3kIMjHEbLc4wK4yRKHCjWwATrnKX6CyunCSnKeuQxWB1nEU30wv92Y5adCllbgb49w8vBIeRRe"
    "7mt6KOzWB5De2VitPF6tTZYZwb7P+GVy7ekJuO8A2sT4GH/QvYNX4Y0h8oG0bfQ444d4r6WOUzBuBiFXjqsMUl7L9U3RcpUwbhgl"
    "1Y1IVQbPO63praYmtZHPVKpD5IlTR1tm7hdO4f7JPKjL7yc8Y8NQcnMnoA1fI/ZNDW3DbazAWrdWvJHv2ZoLN5PJUo8x9fevtJAz"
    "pZMY08G9+A6r9E6HZfgUsrFHsIyTzqX6iUyGjnobUdJcnUPe6IwmT3AeNe3nFYwRcxe/yq5P03UEGurDWLgQd8k72j34VE81b0nP"
    "1fv0IXmH6ONpj8qQpG02HfCkx1n4ex6b3pLIdmnVo6FuJvNyKdkmovRubCctB72r/Ety10LX+WxHhY8AU8wRrtKn4O23kNvx+3PQ"
    "nJ1gsT/AT2t0FeR3Fu3jJiJwniD9ibbSjV2yNvMXZCvPLqcxgNWN9XohIpvbsDbt8i7WLeE/cF+7YP17S+6+jTpKtfqJ5wyr/BFE"
    "vtrAyZAr5Gw5EM+dh9O0DtH+FDJalrLeUqInitmz96FRDWH8JCli18cuchtO0W5crcHyJp5OKU2hrzE5HRalL5PydbpIthdRiT+o"
    "7AeOc/eWSJIVeus4mEk2mrZbddOE/zG7Yr+27g6o9NOehl47itrX5T1KOPWcyiJOhZ4hx9Zhnp4J3f2qXiwdZF4wUIvDS2SwnhqM"
    "VauJZqKbTDd3nDHIOzpbBkHi7RyeKD/iGa3r5ltm/Q7y7FHFuHIhWbtug4/dhSiG7moXMpbO1HPXkdHdPMhVzCcsg2Yq0oU4lWPx"
    "hEdnkdpDZi7reEo369YzXklmszP4ILuwM7S5GIJPFXRpX7E5iCnM2NSw27CWU8m3E/Ezn/ovV1Rtkr1FL/Y70IP2ZrHnktkE3VJL"
    "zKATpYSMxhuw1ptoAU1T5RH9qMJXoh3OZyURW0uIbhznal4ilm2289KHnQoF9D5aMK9jGf60r/Spns5nd1gBX7CTIcYz7ziTY4im"
    "3MSCSWUCUfMc3Pkd8D+6y/HwgY/RmFwuufstDbUmypznxayVpZlvOk2Mp/4LPVG/lH/KWBmO+HEnPVbvD5/JO1me0vdojW1CZCE+"
    "M10vD/7QCXolkQVc94ohcw3k2bXMSUc5RL5iXimPOHTH4Z6fE8NoW4x9u0m+hYYM4Kf9rDfjXBcirjmTPKpV0Ac1WWSE7cXl4mp4"
    "99Wwh2Xsfkr5uddotgKn5LwYJJrVdRZRVbNv3PU1lGQxbi0/fb6cJvPgNxkKc56M1vGw8R3EuJkv5jSa09JR/6kE97yJz19Y9XAs"
    "81LG4fEq7r4NdWxJFjW1ClcpZTU94z/W+BPsunt7QFKHSyvfpVPFU5TRtM9gbRYy+14KiSvR+6GNFuF8tRI3Adc06wttoh0J2J0Q"
    "JQODEiVPiTDt5LoXO1byPM9tLVFPDHNyd8jrz3i3Reib9BX5CnbekM2e0bU2LeKRuovY0VxIducIIsqWOKe7edaJqK+9VOAkb4Fn"
    "1Uc+Y8/PUmYNra60Ah773vCS5tOWL4Gcfosn2VUWw9s5LjhWkj4XvJ78oU5PxMne2xDnYevuF2MrH8C5moxFm8uJVWOfP0ySPlNd"
    "SlzzkDrsWMjlUURFU896kmFIt37z3K+sIx5TlChKleS/MAv5KOv8aV9ZrPYdI33FecPVZICzO12RnXMJOV97gX6Gs/OrtgveVesI"
    "+Vn+jTu/TTKdhmVZH9TxU6eJqbCB9zTc1yrtDi5nlns/xNCFPNu17LUtI6ZphWe9r2D+so5nPorzdjYlY5if9Y1lz8wG/+QDZTZj"
    "UfX7mfR50TSx7up7eIUcYRnMna295nq9vLNHD63/b61Hg61h9ryKuHBVkLEk7r8K99ea2bkWWINjEcHb/MjjMlw+099wIus8Irft"
    "6l7iMC8jWtcIs1Yd7Uecq/KmxxNqJhP8LG2a3R/byvnUu9b5sILWOC8HG12d57+yHFces6dHSIprlPsOmuApjpYD9UoZgrjwkXC5"
    "mJb8WdeKxbftJMz2J9XyblLa9G/yAHlZT9zNWSn5zjK+ueWjo8QpTutV1CtFrImYJM42BFKcxQPJnbVYWwZ2xpuKZUkiOPu1vtOm"
    "m0eIqdJUo9UXF2/Ynh6Q7UsLifezGLq4jTj8xnL265mFfhH+Uil7Eyw6chWNqPcll+M9lcSIMpxci3UNBXMY9NytiHX6iuGgWi9G"
    "P55Lh/9WCX/6wsA8tJZ4Xzmj7io84xq8+pC4qkvcVwErfA03QgStOPu7K/Cttj6b8ZOryfXnJie3jnPS3mOs8RgfH0gN+b2jRC8a"
    "IQX03tLs2ExzzrsZ2fxc9ewacZ6WIWG2E9cLt4EY0VsYIZovYLzSxfCA74akH90AxbWI9bMkZ7Aug57YQAboG/Bku8BGXS3PyVXy"
    "M7WLofSkfRa/ngkizd6CuI8NTKZOp08Yw16kPTbNGzwRu1F/3omoNpnlq7DdOYRM2ZZd69yI55BkdjKD+d+ePBouNzIfet15ncaG"
    "GPP/stm2zcTBsv8Oz+YGXa3PqkqL4YtcL51xPwOpyQrVpi7fJdPur5CBQp0GPfEhTutj+j705zDKbpKRYcj+nCi0m9mWDvIK1qyf"
    "jGWlzfTLvvKQnCGG2DQR3tUOMh/+31LYoNtxzeNljdgsy2SyOB3ClbTKzTrObJocPwW98DY8W6sWtZOPsP8PBC+rYa1vl81bpOD1"
    "VfuagE1oHsjeZs/1gp1qJ1ZptT6WMvZsxbOeSi9Z4/3EK4i9vz/z2ttKFSWkhcxSx6/jOvJCdadxbynSxuvBSpabqIaeZzwTDU3T"
    "j3RHsa6gk3Av/WWPoFw/hvy+im8rpfxewjm4NbAiVcRwK2JcWMCoqoidbIak3VPuzfI2deOqRWnhmvgoP6IuD1JDO1JHL3ikGCtL"
    "Lfa0HN/vMlzXiqFRF1Mv9JTr5WT5Rj/EU3RFtPG9foVoP5DTvV1JNZgYzVT3a/FEVvUxZoIo5NXqFRX6Gs5KGX8eZSa3lr1J5cxR"
    "XimTWD1cAj+qCjKzO/tcNuIna31fjqtG53FN92MXQ4Ie2faI+cuzdcIMjlKEvXVv4vtrITWb6Ucs1t/hBZWw3yLJWL4XMazSep8U"
    "+HVWjydUQ7wcV1Wp0jH4fRC++wP9HfFyb0Sgi7Bmh+jnjeCGu66LJCOkTPS0mt5dMstYfi51cI3PHW7wlWglG1g0Ow9flO3aaSZb"
    "8/LY7+P1Fn0AkncHztb5NpsUnCh36f16D573IF+5H4/fpzPuiyICGdYoN14ujqrcSAKL4Z9u8t9j/C6bmE0+SbbL3m3Trey2/eRD"
    "z/mT9n+a37AJ0ZR9+35ZLkurDid4psqwqm8wXgj9PEDCM4N+KdXZ855iL4iSYcn5QOex3pnPDrqlsGXzsZvnwU/aU07A3q1g5/oy"
    "uVQexB59iZjqd8jhao8iWQHtMhSaoDs7N99AfP0UpD9CdPZCNea53vjuRdBZ+1M/W//rTUQbTrHqn6IetHxpIG6KcoSPN8opAz1l"
    "qu8GN9TPFzyP7O0SVdedGPczT+o7t10P8So8x3LseBkrQGlYhAM5Gxd6XI56vO8V9LjN/+lLzuU0fJyrcPX5jJLWE7MyFyfnFm3J"
    "qXPXQ1CEk2KZ2kLmGHuQbdG6mEyP/85sznq8WkYcmShfMYSoCTydM7HGa7CSC3Q8+Y5vlLuhA8tgR1/EZ+x0Hg7Jtf66ecSoNo7p"
    "GuxDhd6Cu+hAXHvzpIrZHR+nZc/Lzkvb+f3D+5OXQc42wFp8yFWt01+gvQ0t6RDpLJkpY22AkWK8blXew3NrnOHpyIdMX8zq7jAp"
    "46zp9WJonhY1VbNz4yhfBzwLf05hpsk8+4JGtP94SNevOhN7fh3i9TNg7wZDq/6T3a67su6aJobsM5y2N9TcA7g/banRW/v5/Hpb"
    "kvS5reMk6Tvs41zFKkjOMvpSE/HvKbjTsfj0ATIFfsqj+ixW9H7s0hhI0bvw4LsFU6DJNuAddT5TeIqUsHvsIiIUlNDbSHoNlaC8"
    "XEHutquD73Qcrr+HXITVKoZVOFR+15ulgz95O0uYRYnN8I0YF6rJ9M6+v/YA3KlhpA6Gnp4FGTMkY6vmLYPtOxB+8ixEvT0k3WAy"
    "JoPbGGc/3A2yhj1v84icD4+aU99/NMKu3Bfy1U3cXGdncb1Ey/GUneQrSM5vOMkFxK2/Vyzjv1rHiFnaMnYBdMVzT5UY9fRLPMGP"
    "4mkt+j5a1kN2N0OWizxrZYLoRBF6/3HPihBhP40hGR1O3yzJWYUo5ME4NdY1gpq6FBaxHJI3hDh7S+Ar1HIvarCP9yPmN66ZEuy3"
    "zSQX6AhdR7yoCM9JK56VdpJowEseNqjshJz2dzFPES1zyncN9ZTtpSPkuIxcNtbh1RRxrXkd+4khV5wCixDIOK2TOfCaP9Ar9WLs"
    "34O6VJ7FWo4TmxH4HRrNna0yVifqOONai1ixJpubDX2mwnHf5nrF6sThX6aK0952HN0Aue+PrSoZ9RzRmZ+18Dpyomb622wGXRlB"
    "uYmze9n7kiLWQo3vtnTdsSeI8TeF1OBdKD1NiRUX0dOkyuMd1CJKnkptXIi1X6avk/2oTL/AvhVDRqxH4kC5I9iki1hLCYkLk6I/"
    "VAJ5S2ufvH3l/nCWzgpbBbCoMkifCu8LjwxOCU6GV1zOSvhHejmetCXkyOodR/m+wkJfH3EdRoMZh+Ret2pm6h70WFsRSKPr31nK"
    "WdwdmCmJklel2n/uAHg7B+PMzWe/8NXiWAFtfupoGcF+uVQ2T+SyxRFyPiU911J3zjEl2LmeZu/+38X0R3I3u0oqi0EXZhGn0jog"
    "2KjX4eQZbthn2Ifx4QJ8x1WQwtxrcBGZjTLVpY2eS7wE2u56uVoM9/sQ+NrXBxdC15cg6nhFP4BtnxR+imjkPp0THIpvfV9v1gJ5"
    "WX/C858Gr6Jc78JezIGOqaZ0bFbLlE/Ju1V2xIkeA293hg7ACWgmnTwDdpqVbTdn6exMCW1PNX3PVfj1Mnbf4q5OzGzN0VGIC6fo"
    "dFjyS4Ibsd/5iJ0+Io+KkIswI9UZdpha8tCq19ehX7tizm25n7docBJa+86O5nIf0ZIdm47LniyBTm+DlXk0W/2p8b2h1lmzgPM0"
    "aWYsQ3plCf4ZgXTkfsWYKFvLn/j0VzaLLy9i3a8P5sEGRqDZ6vvMt2TnLmyP+lO7hezCeQvWoY4ZhmJWIEN1/G9pfVfmenabkkZe"
    "KYO+6ic3EnOqo9gsbw/iJ37h+wajGs1WetLErDTvyXyL89gjsAHn4hDWCGo5d16DXTve46xXNZjTnqSPQRMfJEdB+sbhlcl6Iq64"
    "GZatudT5TLJ1N1lVapUOYMVtS/iIbpDD5Gvs8SpcwWaCX9KFwRrsxEq1Km8xpHk9YoYDoXeX6ff45nycweHwrNLMFhSxL966QptI"
    "3PvWyvpVHDKX8t3QSf0RdzbWo9CYHVmkf7B24eSiVXamrf5E/kHMpSruvWVgtpfrYJmXwp917Atpj4lVx/rAatzpg3IQzsVpjHVt"
    "dqOWWXljizeLkiclzOOY39gVXtsW+EMj5FPckz1X/Zyr8/AU3q5h+jXx3O8NmZB6wirtaz33uHJLRIItxTgnL8OeLMwyzbq8tPt7"
    "F+7W8gY15IzdGCD1SDdKtLsMqpDTZfvjtDs2UWUEm4k4rbPqEuzOA8GviHofk3v1H7B5F8vOeiI5NTbrc4Hl3A1jx/yplVjD9XjO"
    "bbBCy7EKg+hFW/11HrzNvbEWhqNwK3NXt8pGWsxS9hCV6ml6DbzIGE7nVDGM0Yex/h/Cm7gI31rGGdUNWPuN8KAX6TXyI/wikcF+"
    "osQxa2d6P8pZBXGIbUv1U1p9k6Kx2iTI/cpA9oZk8G738VrH0E+so34bYvW/xNXbiCeahbPyogyCdT0OHsJL8PTOQrQ6Bjs0ARJ4"
    "gobZ+Z+o539xlqmnvAFZ+Ay6b2fECq/h3/nSS9voy8HDvisrMyOX9DtosmtdG0ImrzpypUfJ22C4m5M5ZWdyatwBMX5buU6TU2Gx"
    "rmKew2q9tTqVmQHLdFrfay7rbKtoNdU1PMeD2I/dTax3baNm/CgnR+YPLMGn7pHPcf6T8I/n6vPQ6j+yUz0fUj0OPu5yViMrICvf"
    "QtctZoQ0HPIzjtFGuT6ml+LJiqGl5sAjnCehbCISm+UCTwkMV24ufjWVt4hwkfHs6oit7rLSAyRKvB+rukTZwbFJL8G5madPqGn+"
    "Y2Qf8tPkkdlgPZ60vdiEYTk9oFpOTkV0NqtmFhudJ0961KTMHIZl9N+krZkj+wb3GeeQttO7ZYJ+GbyjZ+qD4Vzowb+yUtnfTjae"
    "h5yvVGB9U7rJe3kdiOuWwp0Mwh1Hsszacb/uDnukBtHnbqxdVTNKSDJHWub7rVrJHlKd9SncTHVav4b2SeuN+Nnb0NDj4c30g0bZ"
    "HXH/cJyzljhfXZmZXc9KvvkNG3xUdLGfs8unpDjLkCDOW3fqjlJmqU6lTxtqbhb0Qh1Jb8T6V5rLGGkrS2QYbOZj1DbtmX2tj4N2"
    "8TGR+amdeApcP0g/jztkM93n4Nda30VpM539pVxrGtSEHHa7Q8gfwBMVzaJlNszYpDi/EEdUFBJbfwzRK6zDZH2j/Ey5uni/lqGy"
    "jnndYsjYFP0d2uBoaNAP7Jz7asdGsmMfKrdBAn7B35dATudDt9bh7LyICLIvJOxsyM0WLxkOuc5p8rZ+bWyup5psbRuxDu2hV2+U"
    "e2RHeOS5+ZkmyfmIiYsgcU/oJ1otj+CV1dor2B/vHk/9keH1tczez9ivayUMn5Zng4+NBT48TI/FaWwdlEKHvEZP03A0kh6PpIBy"
    "dwW+K3eWbQI9kJC+cqiuP6MIdnY7SO1hUuej/gyXQsxj6tR/Rv1nimmXcmNaRCAREWaHk5yp2p/VxyqySFk+tSu7RzqyThFFRJNi"
    "Lj/qT1mGD8vFEQPF2JJj9NLS2J29mUvvTgSTzvD4fka8/xNiwinYvZvlVTkAkj1d38dV9xOLgCtoq3fAqV0HP3AnOUWewfXehS58"
    "S5/GXgyEnbxbOwZW3/0eV/2QlbUKWNvZ2L9z5Qt45s6vinp5sw7YjF81XHbl3HY3yNImj9NhLH+rsRKWXS7l5EGcMzG18EOayjZE"
    "r0szxolyjniwhERFNvSxJHff4Zs7xuI49qdST9GP8UzDETM/KsbB9T4sftPgaNiSGPEWzsLTjaD32xyW31iot5NUtlqrfnZf/co2"
    "lzS72DM/a5vtqirEE0dolVO+f8jh7Dhcx6jHeLDvvEIcK2iFHqGX6DdEujEZHixXYJ1X4xuH5lVndUnb7GxawndupLJIvVEiNoUe"
    "l2M3MVlwufMSrN+NrI0VqrFDRKkrWuPqFoedDM3p5iUWkUexGD7AZnJ5wheCdzKRrLF1ZIyLsF/XtNX5nMHe7Gc33fPswonDNH2F"
    "nXAd46P4RAwNuMTzxhexL3ULPeAzZTp3q4r3cwk9gkwuKpNRVT8XHdMxepLvtAw9/oBNoFWxw8j0+cnyMfb8EOzkMtz3TDF0iRLe"
    "11kygz51Na3NEIn5ubaQnJQOA/P/XW491zREwvcA2KkemJ20STRgd8rIRTKL0GzWwk0Y7ijGrNiUHVgBVuFj7SsHi/Xnj8HP99QT"
    "sE+/QdMF9LPH4BMvML+W8l2+Sc9dleuVFK2yZD2yzGyFm5g7QByqrvoKh8OJiKrLb0fZCbeKu/ugfEmuPlfl/ZUabhqu86PvLd7A"
    "/sf6LlX3rOYf1GTn6lyO8RhJeDYtt5tzNMOQZHXmOuagwixC3p4eU6+lWFd47l0opg+YJk9I2kfyd/OqZjfek1JG8UX0CGo4+eEQ"
    "O+za3/ucWq2+yv6kavY9pb0mT5PxxbHC22xBnJn838ihmSQG+BrihthpLyA/UjrrNbtze5q0E5s9MGaPdbhCM+ksbeQlvct3fAd+"
    "8j7FOb0ocfwSiJnS7DBx/WXbsrJgGJG57yDt49Z9ac/iREu259lGDJd7LvRriT4Fm3iD2PTsRzpUhuB7+sE2tEccvBoW/Ars8z7y"
    "pp7LaP83cj86DJ3j2Bvjep0l219UPz/QKvsMoT9hpu36SwbzdjrvSmA59hLrqJ8JW/Sb3iu/YUXmyvdykr4U5ENvTExfpKGUh59J"
    "U3Z5K2eULRuQJ5bFOwFeQmW227Wd1E/vuhO2Ed+0BX5JLe3o9vICfKEuspl1E7vTId7nHsf3W6R3ilhfaxl8UvPmVyFmMo+ykMy7"
    "NrET0/1w51fLFfB/ZjPKKuI57+UZT0PY6TjzMnWMx5RdFYZH8rA8g7udyjpmOVG30tn8rl17gdcLx1IPhf5cbiP1fay2i0fg7pcz"
    "G9aH/MPmrd4Pi2pzk/OJ410NTb9Q74L2s6mLmf+hxf6Kt/7305K1XlqP9xMaVpexuvWn5MqwvtPBQRWsxP7wo5brLdA4eX97NTuv"
    "B+o4GaWFiEK2wfo3CT6Hn9ANmu5bonOEiLVi2RNuz7nRe1HDZZPWd6dm2OmOllXsHdUsT591+8WIZVjiz3Cdj06tLngYYoEP9G2s"
    "myFZ/oyVWqwVeKopiNMqeZoGEVvWEEgd6lKl103RLE6QWfu495/awlN4Hnc2X0fKA/ISuwAMAeB8smptgQ16i5p3BTWpw9c1m9Od"
    "pyvt51qLmfGq0h6yJzTC84g0+8q7eoW+At/oS70G1z02UHhfDmsuyvup4VXXsHqdJhNxbTaDG/P/N82iscX97GqGneFa6S2u3l7H"
    "asci6rQqZpiMK3KAxPzsoesoWOe7RFPex0hQFw4Tx+Kd56ueLnOYYG3S7rCCtdQqIn+6nLXrgYvrQ/KAvhd8hej6buiv5tAra/Vx"
    "xNTvSHOus+X8PpU6Tk4Xcw9nMhLMNXGwGetdBZ9yBc7hNcFX8EEtZ7VQn9sqR/33LMuNv5L3//kzf+ViNE+hA7HuhIhpTZnPsmnM"
    "LbDLLcj+cTROTg37fUvgZy/eim3QTuAOrNWrnwTqJrGs55nRbyIfQZ7X60HSGjrBujZ2hx91tjQNHpMKylqCGLJV7G01//hanJ3Z"
    "jFRcR3BmvtG6qfZqgFUX59yYm6SoZDVzN+IKGKfTrpzkrINtnYm9eQK6vly+kPOCFL75hfB4OQQR49vhlLCaVdYRjC3iPme0PXv9"
    "cuNXGfbL4axLiMeeSPgnPkHO0layl2eMPJ5T5yVEJrpbMkxNCdr3KKs6M6kx3OTTExJhj0OaPRs1nCg7QjbqO/i2ecxu2zTOD7B7"
    "j8vhkvL9nC4jnmK2xHV2dZM5PLeHs/ZqHXIFeqpYhbm173eyqOpwejRF7CzfpKup537RWbAZt8Lv+FWvgnRsL+P1dZnGzFKFXoYV"
    "bQ8pnwaZPh13cJ/sD5/K+t1KoAvayI3yNaKfNfzOeexFUD/d9hRRI5Rof3didYx7qoj9J7XwpNrLTPiK9+BqV8lz8JkPw/MaTscd"
    "+qEu4ImuR5RyvuFOXkPY024noe/sE3gozkuL6+v4ZGtmN6yeVKiPiHU4dCb+5FQiB1n24RFYwo7Y5RLWXnOxhyT1DfmZ1asYpwAs"
    "zu0nrnL3B75rJTXn6ThLR/oJmgg5wSuJ1xvxqCopnPnl+L8Kdu9dPEGhjoJ/OFyMFfr84FaczB/0YsjZF/ADHsb7LOu+CFK3pxij"
    "3wXkIyjyspNm5LKKNYtC6Pwt1HHF7Au5x/NnJHByy30XewL76jgBzduvJr7iUNawDbFxCKN4y9RXMBt9FE/kaqzgwUREjhMzJle1"
    "r1b/DUs1h7zes9hts0Bn6IvyRiN22/XkJnUhrF2lR3Ixjq1F8AUyFj3pY6tQO/F8m8dwpEezTGX1f8jJxwwiV03WPlt33THyGPye"
    "z6BJzoF0t9Q0LOJ18Npb5c3Ee8fQV7CrXS6ZDi+TsLOkNDRm9B5yPqRygl4qK/Vj+RPaYxX8ybbyFM7jjcGr8pmehWvcGjaTO7Fe"
    "z4jhGzhfaTZOTiRbp8rNfWPSvyN1W533N00T7yQfQnqt2nCjLIH17CS74Bx+LOvxbSvUkPN+N1QfuRJn02ozCyg5/fSM4HR5ULvn"
    "PajX65ZwiR6HU5eve+Maz+hFcos8gtP7MCy21UYW0/alOZm1L+MeF8k6TrHEfyBL1/9XGJ5oMiqb5Ry9ReLSQYvkUKzJn2EIS+Js"
    "ecpnql1cl4LuX4MzvhPu5htokkX6dLAQK2u1zNWc3DKZnsJo3aKcveU0ZtMKfD/bBsS8lhewCtGNkLGjZA/WN4xXoYIZ9hhOuFmq"
    "JDR2R9lGNDuPUR/LprTFf2SC7b+N5G82LKzl5L2vItKBVUnPxLfU6WRWl86XfObZOsv9+qzYfIbZyKIGdSBX5doJ9mIfrPNX8Lta"
    "kL2jDFpoMTT3GlqxGPV+KX5qPbbDZB5Rw/JhHQ6VdaxnVUH+ruE88decsCgnomQE79pdzhHDwC/Dz3PXxJfoFk4GbMGJtHz+h7jb"
    "M6EX19I21MAHtFzy91572c/Wq4t4u4vjFBYfEylxX37RIeKQI/LJx+mmJcyDWYM7mcl8/de0bAnWiR3KYszjK1b5KHoYrzDYujgk"
    "DL+HbF8QrAwNL7OVfCcPBPWf0exnhnrsom2J0qOIoSK8A5Oqb3zv5t8z19YxO56gn/ek/AM7kSbn1T8Ry/aE/BThX0MgYXWU+i34"
    "+xpIXclWnR9d2SNVzKdKqPObWoub2chosQ26BfLYXCyrPBGn/nTc8RN6P/TOW7BjyXA9vJHjZCxO2OHBKJy9KDRGORF5Qt9jqD7b"
    "UYzPdPwbf81xOaehvcu1l88pOBZwOyvDxOzpNPhVac4EGWq/6T3zqpYwTquPeg8Vx+hjvfw263MRrNPtuMJX+rgsxbt/QWSepl04"
    "WTTL8un4Cm0FboLE/4YzNptYSPsHX+jbWLcPcK7H4Ox8D4+gKXFP1wQLIJ2n4HqNMV71IGOdq5+G2Vm/oBE0nyWcCUxopjbXE7/2"
    "95F8CeK8/SXM4oUW4T4TRHa4SUxnpjjL8x6xnKwP/z5OUroVjm9VI+ombWQ2LORKov1atnYHMfyZNVi7NvBL0swIpjzTUpKZxQqu"
    "uXlz10hHnzFPYoXX4H0nZfEvx1PTjZQ1nK5x9ecens2l3qYKZ9C2Zc45ST+qhHOE9h2P+olAw9UeIMaXYrP4VYjETpGekvJykSTH"
    "mcMCMSyGZ9WQT2JZRO0DxOUX0/oB1mYdfZkb5Ad4bn/gmybq2fDy8hrox4a8u+5JWktmZrehp5TIVu3q8aS7iOtM37om7jTMvqzz"
    "5qq1fS7tZHdYvO2wr//iPPVc6NDHJJWtDqaoIRwHueV6NzfyiptXtaxTM07nWeX7HHZIS3ZqvzgbgRrvaK1+zBjV8E+GBpvhz7wM"
    "OTILc6b0Yh+Jnd5mnOTrQj4849deAD3VHPYnwgrUMlhGy311hdap9XwsrpYUI9NgZk7XstoJ4nyVs5rjemPjmuly3EcyWLgOLzUO"
    "ObsREhohwmwlJLCd2O+fQm5KPfpHHf2lJDMENk1zvVjXqauGFzLrYF7strCzM3BKWoqbkEoye7SMtchRkKxJRISaD59wNnzX8foW"
    "5Gos7PZgY7qjZbLOgOZ45w3s3K2j/q3HNN8aXcF6Ewqh5y6WbtC9XSCzmyFxR8jzZOSc59nfbN+OZ69zjcdX+OtUfibqzYVY8AIt"
    "QBHvbqPvIbHqRLwRf9Ty1XnY16asxkbx1BHEmcbCvB8sf8r3h1eS097lMEaIVR8OJ6p+yC6gEcQVsV7bifAXDLf/WHkaFuBEeGpW"
    "+flCq8KV2im4EztlPsA83TlwE4Zf6Ti8+2T6F64rsU7KPFeVoXHkkz/XZp6bMYK3uQBj+MmtLQMxLJI9GCM28ayU5g2cDtv3BDTZ"
    "ntjxz6ApfqT17wE9bpHLeNiDlMfcqPKovSFx83O9YnWgXvDXXL/KerKfuNkoiyWGcEIu5IyMsyLWg3GMLgh2hMfaQy7Rf+mv0hre"
    "aAo+97tYLdNOJklnYOfOxF1+DwkZKZM968Oh4hBC9yRHdyX9/dbS1mM3ReFTbyKv8UqdjvUKs31fcY35DoadPXbv0V5qqsmyEhJT"
    "oZNYl/K/ZKzc5JmSb2L39DREoZtZl+75t+w75vWVZE/okcTwcThtShYJxxBf4fsCpnL6znDparV+3qLek6n/TIxxjX1mLk5LqlE+"
    "ykOIUOWutqkBqtN/Iom69+c1snO5T0luVsPtIGMRWtmzZFd29pbCXj0Luf5cv6HdsirBg7SOdThZt8KjSeJsbaa2qmGmMc3a0kC8"
    "Z1/4v47fQ7NRf4w1+VqP5VObZSAP4f2UsRuhglGATRfUeuTsEtrc3M/TRo6AJpqLmKSFPCoXygt4gjyvQzPRT9rXyTIW+xtixHWB"
    "Hd9d1kIvDhebWRqLbzKGklrOIFawx38G+/2XQPYXq523KkYDT+Nd1i84QH5SQ2ayTPBIX3+rYKV7Fbtj8uHNLdTJ8Dk2Q/q+R6zV"
    "Qd7BGZ6ggySWnb9L0WKor3xZTdFNbhUyzjMkcMN/tRnmrln2FGVGQnH/ZmtnagtWW4rgr1h1aSGj0p/E8F57QS9Mhy6swT1sK9eo"
    "oU69gzjBGMJukZPx9H8i7p2JPXkAct8CK7EK+rxc57MbbRxijgPE8PTmEb0hJObBf3blWgxoeLTfMnMUUm8botVAWIy9fVe+wzLq"
    "I46ZvY49xY4/raVEueadoTuMXWcD7X2Sc3RprfO54ec4ydVRIrp1b5567LONuhvxK6zqHNGruI/TEJO2kWk6Ac8wE+uwAHuyB945"
    "y6blEe3vRQTAPHYeb4ezGRBl0+5lf0ln/RmH5fwnfIdT5RNo7hOlOz77rRhvxmOQvQ/wRK9CLx8os/ANb2qt3KX9ZDSebyVs8PfE"
    "YH4F757AyPFHSEWK6M4x3QXXe1CH4irr9D6dLVdIH+0Bf7xD3kFSSPaXMs4nreNU6THkIK72+CF17FBx/sjhPMXb4fuPkrlYu2HQ"
    "JcvUYuwifVceJmNOghmKOM+V9cHsLY4boz1rZ8a1Wkn+Ece42BkRuvtb6L3BauqNzVjlQ6WCuPe2I4sgnXsTB7CS1aeY9yLTjGiH"
    "eG8A/gusQ3M9AydUEUtfqufizJ8P67m7l+kyrvKlUkDv3D6fD4twK/Z+H0j5Bqzx13o7nu1Y3T44BbFmf881lonCkr5ve7GPycwz"
    "DMQQcI2l6QDOHMX8lR1m3z89JoexKsdwipuSPcFhPG2HkzoXJ2V7xpkhe6lMRq5nV1gxdaSh0zXBs0SgUXbHu5vIDtAoE9nVd5Ws"
    "Iibnk2IZ6FpaIuvS/FHGMU+8gtFGBfRNHk6c1XGW4Bssj7oRp9cmYk8K+sskvO95XRjsiuv9UwfpcEjQv/TcYKw+HZzDmk8tsWxq"
    "GQUfRVS/IrIibsx2asT0WM6DLNWbZSp2bR1zulWIFIxBcQbtxeHBQn1Xn8IzrNDPEN2vwrtehz35hXPmD+mN+ERL+Q5x/mv6nJ4U"
    "lGL/zgoOYN9LHlbWavXryFoXUmZLYTMWEyVlKTxNmymrgI7Nx3veYJa2kD3tP7KTxmGB1OG1XuGJwcHBBn1NPtUDZUV4sFbKBKze"
    "YNzXeOkND8LmbEfjpH8H2bgOEje1Eau5kvq0vhZurwz23QiOsSDl+98O8hPf5o1GPd6O+ZsXYzejlBabQp2EM7aFc2OHSTWlf6be"
    "JUPlMXz+Fn1Nx1htD893lvTNW64Xa3Pmlup4worYzxySTfw0SWpu3Ijcr/SCNi9lLsP8nNtY6ajFKm8g0m3M9zQkfAXwXshyaSMY"
    "ELlfMayUGDMvpcx4pylbL0iEMenWCJ+1jF2TjSBKvAsbWclIyDqcSnC9OTwZP+KuL5Goz9imPPJyLWXhSX2fs+WTNQhmIlYxjJwu"
    "0ButAosGu0ogztuzVXEYYinI6nGwxU9DAz0sefjkVHjYo7VTXi0nFg07zjCKE7AAVwSGlTxZLc+/xmuOtF8/i/j7sy+ibYN51Bgj"
    "IZdX3ggNFvd9fqksmlm0wcxU3E/4K62zVcOGwmOdAptzl74BLTsVvpRNtR+sd0gt8bmbcdYi7RGfI547Y+8sB3Ocei30E2AXwnf4"
    "R/Ai9E4gb8D2PKGP4Ft2kfbsJ7X52MxdV3k8bJu0HSi/e0z5NLvJjZU61M2c+e9APED71ErVrGdY67kH6sic+SQxXGt0NuxCHVa3"
    "BSuyRTjXYyEXCZ7fBXjuG4jEmmZsOt7306U8Iunf31sxLO167n4h7XxUXyHy6gSyD1fjXD0l5nM1lUewO8OxZ2fhbyOCg+Ut+AKG"
    "STFTToWdv5DoXgnP4hwy6xLCnjju7LL/6hXrnKmmjviUOa5VxCmajXhmKbRDCbkQTZOan2FY4QU6F1Z7tb4NmV/IfbT/h4gxilqX"
    "am+p812l1qVfRa/ZoqzZWCuLB1cTBWEtVjBf2wabtJA93gnWEO1EFrLj5lP2pIwgSk2ayG4J4i0aFuwq4mf18NPp0WxGp4S4M67T"
    "qIAZ94nkuIpxHxZidRfSozyZPnsd9nct48zNPv/jujIMycTlQKo4N+nys5bZKiFiR1T/hI6cpf30W10bngHd2DzYR5fKbHlJHwh6"
    "6zlyklR5DO7mfuYwRdbrPHa3pvVcz0tXyZO1I3vmXEU36T1CFwtYNngPsamOJOO0IfDpXyGW+2poi7bSX4z7+W140GupHc+Cd38y"
    "POEWiL5fIybqBfi/uRzODhnLHJwmj6dtCvYQeSnsDgv3u96jefph8FywHmtwtfwGy2fIEpX6Iq7zOU5hRBbA++mw1eS6mzvuxQzU"
    "Hj4GTGZRAq06XwyvKcPh2V4c13ma6A2zsj06mRVPeK4RQ9bdVRwvn6szCWc3XbzwHU7oTtJF4qxWb4KXeLkYS3kf2cC8UVt4gcYY"
    "sREewuuyhH1Czrct5Tf1YGzVk0gX7+pl8riejvs5PBga7K7t8d2DgkOZ5UxulWVtm33qqN7tUW0cP2mEenEN+TCi1JSl9D8d9vGF"
    "xD/oRAbnApxoy+YVwaY+LpvZZVYd9oM+NAbUy+UX6P5DsINtZGAwBVc8qQEqk3ps5Xx8wyOIsarUekiML9CwlmshgTdgXVR+wD2N"
    "8+iityAOsAkBQ0q8SF4nurPrdvmcHQDr4P+s82fGnu7oLPpomqckdw/GDD0D3uln+rFeISNwlkYjFiqD39QicBY5Sobs/n42OyQS"
    "dRkR5RzyRi0zeknW8a3XYAlORAV7jKshb32knJhiNeSATJLN3hC/n5YCdsEU0XOv8/1DBew/dfyRBTgByaxOj7GP39WaqqD5p9IH"
    "tCz+i1LMScMoPIstiHQOhK80TQcg3lkavojdORUe7nj8OipQ3usazjaEPu/fnvk18/0GekYw66jaw9fwtjSYHHBZ5vqoLTdWZTuu"
    "1b+zdYxtPJPafbDwLfHqcLGcdwuZCC32Ia79BPReN5kOLbcJPsdqnMF+8Bitx2A/GaXvYA3f5FxiN5lvWHvMIb+pv8F+fIB/f48n"
    "7SmGUPcRK3MTYR+j1ECmMS+kzzbH+1hWx+wmoe9J3MM/SxX7war1PDFsI/Pt5+NPQxcJgmVED9oGlnYXYiApaw7GmzgW0irsrdpe"
    "6jGBMtn3TZDTZvB+q4jyV6Rny3X0fhyufCV3royTOMuYuSnWSfIK4prJsiC8BpFvFzzHKfpQ8BI7fQvU9MJAciJGYHXrOLM4j31M"
    "e8kc2LATiahVx7ryZJzHIjVv5SzcwYX6Ufhs2F276rMyIe9OWY3Tc60s4p65iob1qnSWKyWi/4nqnsn31vuIGXY416tjs/2zmDm3"
    "mswqz8nws0TJ11uiboa2lHFUBVZiJu5sbCO1qdz9/imswX7iuPQsEh9B1B5jpZioU+U8OVO+hi0sDi5HnDkEPtY12hzftDPWYi30"
    "6YXwa9frb+I8laugUed4Fi2buXoZpyRK1P0C2Jfr8o7DGR+jH8LPPU0Phvf+lVaFB0tLKYan+i2R+1bi2nvJ79B27+sntA5b12wy"
    "iPr3QRoXQ2+v0N7aJxitb+HuH5WXpYys166yapWRo4mBtQhydyErEebrpcgI5/oqZiPWrNUf9Fe8dwGrUIV4NstMPy8HyV6iDbz4"
    "DCdBmMV9DukRtvbTkhYROmzFK9kfk6ZUK/EKbXWW6T/gnd4kp+P7put6GYyzloAEbxsMl7ZyK3boB8M/QLw5WAbhpH7E3MMleO+N"
    "+iBs+QrswzOI+V+Td2S57NNIV1wFosUYNef90PYJ9roYx4B1AuzN+CTBDGyZunyhEk+vxncmJHmObGb9beiRIuKF/BW9vRgnI663"
    "ZTsRumfZ44rg68XhWcSyzDM2Hz2bfTiDibPg7jlk5319lS3F7zUGEuNDjzEWa8cYI9/PZ1dl0cxC3YfZvU6Se0Is9yt1ZCIoZObZ"
    "kKtqyA7xhMzEOi2CVJvWXwCZfTcw/TEZu2KR++HiOA4MJ6mFZPrSOrAjxs7Wg+KyIFY9XQ0Z3BFXXoA9fwQyWqWG/3W+fBJ8TVa4"
    "Wv2GWFkx4q5MgqY1bfW8ThfXD7iCVz/XTyW7zq9Mp006O43XxWuPIuZ3d6CX9RHOZFPOPRXDRq2ExnP466YVl+CVOGeLDaEjwki8"
    "jvFxd7lfHG7wJn0GFuNhaLlfoXW+hyQbK65xvR6HvduC81iFZzaknwh+arjDbkZuR84whMTFjOEUJ/UBCTmtYGycJ/G5ahCTVrFS"
    "l0TMmFtXfcC8Usho4XlqOKsZdeW+daCtd93BO0pzxoqOUW4BIie72mSs3hash2F1rdc/WLd0/YM1nPezqc8bmLeuVkNmKIKWuhon"
    "rhwr9k98YjPi3dv1Ub1aX8SV7m26rdysL6hVOMZD1xwv92CfroUv3LvpiZCJi+EDW0d2az9D7ph0kuwUd3NFldjHqFbCQ54Ejfon"
    "fba39Gec4/cazGZnai9tPRpRY3wfueslmev0lHRWY1nFbBT7YkLPvxRntDmdiGaugz0JK+kwArYwV2V4QDtDI13KVVnEGbhy+NuV"
    "8Oqm8RrFxLSbzahnPb20q+V4cgK5Gv97xJVyuBWleO6Z7Pyzd48Jzie3bwl+9gqk5DW8/qPei6ucJFuCqfoLPO5z9fjgZnziU+aL"
    "jCvmsaDI5jV0KDz3lz2Xq6vWx9l56078idJOI+HT+rQeo92bdMzbFb7zdXqYXhsY1mwRo8wUbPJiH9+m4f2+pS7/labftp/vT1Hm"
    "qMqJeR9u1R1Yw25P8+VvkY34e0/5SmyGZZicK4MgN39CagqpN6rxjs30JkciivoVmqUpeVw+EcvHH4YzHyfWwRZ6cn+taTWnX7pU"
    "b4V9HcC8rHX8GrKsTay/RP6DDML0NjJQMpx3eXKfIHagjj9MZuF0HSAb2Yk4mVnxtNbPbrnZREPU3QNx6IWaz/n5obhyH3iHt+ob"
    "Ymi5udCAO4rKArLY36/X4dxMx4lJ6z+DX+ALXoQdnqs/6bSmT8Pyfo9I9kk9LRzA6cU08/WFeO4qeBuGZ2V9Y0WIh1qS9XMcZKm3"
    "DGGmZS2uHme0lKbkp2BZaj1+ROiri+ls/FPBTpBKn+Vs8pd6SBPf9Zpromo55MzhBVp2ZQqRBu6DnZ2G79qWUXrIe7Hu7BSRK013"
    "/wlrcDfWqQNsWhHO78liGJ7n+66VDHOMsdFuJy7Pnrtyt4FMdU3hX67A2m3SHYKB8h1k4DdiqJmfl2Tmw3HVrGNeqAb+UsLLZjf/"
    "rCv96cjVSzCIKB3NfKy6G9c1RsY3Y8sazfmsEsZgji084uezDqeHnJGfOp+fPQzxwzvSlciEVew0LCMm7gxWQ6zfxU7+Rt/dWslp"
    "nG+w28vxa7aWBleqYVK8hRXfB77NM5CUbrjafHh4k/RQmQDd3kme5F6WEH3VdbOU+uioHlH97+YGYnodnuYP7nuST5qgBKZ9Hs5F"
    "V5kpk15SX692ZzCTxXQdtb9yFjqmG4ONOOVWQ6/UW7Ef0xFTNpMZ4XPGjC174p0r4FPX6ruyhRGQW6knZRMR7p1lq/SxaR55hdI+"
    "y+12cS85R2LhIcHC8ECsSqe8VeFeQTLMR+xXH7nGKV0RMoSEeiSerBM8pTLOFRdDkmbQV6olImAVke2Kqb2SRCR02K+f6GXBL3IK"
    "Ip8t8AtvUJvOGg8P4T3IcTknS0P6ZjWsDwTsHN0Crd9XrM+1gNXcY6j9FsIy5rbo7RF5HkkMrBJmGBwy4hq1STw7/eWQRauObwc/"
    "eDy7PbtKPlkD94aftpYzrH3kZmkPeZmgNwS/6p16F2XkBXx+Jnzck+DdTuBsd2b+LCMVbSjxVVrj63zV/P9F6gHH1bmFq2JY2Gsg"
    "pZ+I5QP/xM8TRF8+SxyX9rasiLpJ9ghRoRsiS7rqvdDrjlMvbWI1cpB0xDetwp970NO8F/ezEHHUJKKQrsTJHiZN/3amxTHA5lpR"
    "lZ3lVfIyt8EJ6Sw2N10FKzoT8dfFMg8SWco88W+6mj7uCcQ6zoX0Hcnij4e+3mldzw65Jc7M5LVEDanyEarxb6d1tGRw7mx+IJ+5"
    "LkP6mIYdew+e6E+w5e/pvnnWX3Q9rHYrZvItR+kq9WdyesJ0dr4Oh74vY3XyMpzXtYhbdsA6zdADsx0ZbnqytWQ4OruK2YuXZKSY"
    "d/4Tvvct/PRKGQWLvBbSsYlcuDXw20wvrSF+wkipY0fICNje48mfmtLjiLc7sRGtXMuaXgzexUmymb6OVcSL6ePrf8T2jkf0WkjQ"
    "e7inmE7Le0+WqPk1o/GTG/BsO8jjsBUWFyyGvM2lJpuqEVEyyDXzGTaXfzfU6Z2sy595IUOvbMo+RjvbTcRqm90Qydciuo5qi+Df"
    "eOYNiKCvkYPh2Qb43l44s6WQ8NHBF8SqngLJcJVyh661raR8/rraI724/xwrdj9xuIlRatl2nqOqYZ+QyH+DaZHbh/3M+lYgJ0OD"
    "PxD1TsM9j4ENOApxaIbXPs2ux7T3r61qfYHsJn9gDfaQ9ayrRtildbQYp99arEWElfQE87Cr9WBJeWaLLr5vIs0+6My0tNUi/sQ7"
    "52PNVzMnEiW3aAl8hONxzZVEdsqHN3ap2J/TaE/U407+lcFrgdpnDmbeZl/8pD3rXwugEUZqK3hNj+n8YIDeAXnZiOfcJ9gi74tF"
    "6C7S3MCo6URqnvXQbVvgc60g1uUcRBCGH7CfHCQPQ7fu2YAtNxP5Rth3s1twEjyqEr1Qb9H39Rztqy/nDQ5Ok+XhAdk59IwuK+ev"
    "qOZ+pR4psN5Pbchocm0DpN3RDZCn1CNwZlCl1Fd/y2kHjTM1wsxDU7lLPsZpriSCWILWsNxX7q3friAbLdXnZVr5b1kO2V5KVArD"
    "TegtxvpdhZN9e+Bq2XH/OVd96M4dzy2Jxjv+nNZ3szVhtt49+3zo8Yi/gwgxDN15uQg/NX6LzuytKSOr5fa4zgdq1RM7rzuLRaX5"
    "+P8weI2d4T9HcCc7kXM9xepZW6KHW4XLEDgOxqmyCG4FNOQMIpXtKOanlkD31LBX1azXyZx+qdZL5D1I1QnyMdbEsKEP0I8RVV2J"
    "9X7Tr1gzPx9ZH3Gmt8oupMiX08zPKDwv7fDtW/QNXSIP4R6Og/7bFRZ6AvsyjLVtGedGDdFjOWQzgVNZw24K8w6PowXp5LkybXK7"
    "d4PqwQZKwCbu8X+DdZT7FcNfiFM3iD+TM2HVbX9sTWqp5+biLpfwbD+Fc27etWHq28RUse4icT8lYHhkw2SNLNWHNA7v8wD5CGt5"
    "hA7WZeFFngkl5WMJe5phkuae1M+TJdihls6iumbOTMNurYYa4+9esSn089ndECWqkHl7W3QZ7cMx8KCaEoVgjd4jEyH/7WHXOpLD"
    "IOGzHtaxdK64nuxq6B5j2+gBC2iMN6thhS2C/0S6y1XyLeRlIr7tR2im/fNO0BvkBX1Az8YzJ8lpoDyttZSfkBPftex2+ZXxQjmi"
    "c0O+WgHJuEUyfuqenk1PiM4R9fr271+JQKNtwElx9dMheJK3WffZKTCWBesoj1Hbxlgj3Bn63nasO1nK63EvnX1prJc6TQ4Bl3V3"
    "PNT2imNDXQ5dNBcreDS5K9fAs20l32AlMpbCxZn22d2Jr2V3/b4+QG+iEr5HAf0+wxJ+QCIeycP4D2M+Wl+rjyLKCeRTcUiAVVxF"
    "q8UZ0lkn+HXfySJ411X6MGzNMDGEzanY54f5bIG0kLBBXtM9V4WeLw5np5zyV0h8apsU3AQ9YVGH9Sj2FcN1+hXe/ukyuwHiQegt"
    "vJtwM0TpQfApVvgVPZR6r45yl1tbrtabYYeflgR5J2fBD/uOuA818LAHQkaNh3KF3ghfzaoOP0PyvkMM+Dk02fF4p3FVdYR3dacc"
    "Jjbv08N3OWd2KZplpt8A2Y9rPUK/cgXt1dmQubGsk8/Afc7VD3EXEyE/P+PbZxORt4i+5kL8Pl4fliXwjVP0TdLZ+kuCE1IOw3A+"
    "q3oxztAtYs/SHfBML/RMlV/6+twPzAqMlDOlPzT1fVqF+LUOK32y3AMvfD7O2CTokP8mm/ffeE8B7iJGL7+VNCfLmtWAjdcj99US"
    "2J9y+KSF2PXW0HTbyGJmj1vL/+qu/7vP/K+u9n97B/+re/v/fw3+NxKyK2NKi2b+kF5SwOnaEpz9KcQDjuLM/gB79yd+/QjdXA6N"
    "OkJysx7n5mIs1nqE1aRH6TWtsZds4gxJ2s8Jpfl7NXx9Q4HuLY5zOkbdbHbrVKllbXKAlDboa8n07TqM13pOgoFS63lwm1AH5sHm"
    "pMlJUq/7Y7pGzoCW6swp2rs5MVyKMz+T2tw8kj9Z/7NecOucWgaf6zJRYkjsQobwKPubnH6NsJ4U8h2u4zjpq5iFWS6xDD797t4m"
    "2mz+Mr9asSwvZx0saYSdtu4nh3pUa3v/GtyT1QZ24/xsPVa/ixJGy/ewDE1gS1rJVN0Oz5zPPskh4iZbB0OjtxebhTxemrCzt5L+"
    "ZTnzNJn+zcvFsYft5Dn3Qs+xbP86BBJRzsp6mjgHaxlvlXMa+DKxCuQKWMlij/FcQNTTIt55kqx5mYqAsWlm5vbjzCvFEYmn1HCM"
    "l/quReNxWyIXBkOCefq8GkPNi7o9YrZDtXXospb6NxzxDm0r9F1eLq50LDBXw4pfBukq5Ctx3GkJOZtqG3klzHajOsSBTN50V7lL"
    "BwSnyn7yCXakJfy4A7RF0DdoJ32IYboFJ7Gz9AtW+e6lSvhmn+nTiHG2hQ8xHxZ2JK7VDSu4Ah7II0E1Jc1N/MfJUJ5iB2G1fqRf"
    "Qx76wPL/gNXsL8OZ739X5jCntAKRoMXIZYzyBjGXuZi4D0sZFRVp36AWltuQnFbDd+8vxWTCqtIvEA9XwIuwivVCfUeLiMBjiMvG"
    "XtGa/vyhUk1ehlx4t+4z1bgHk8GmnHs8SUqJS5Hrldy6KnctJ/crSkxm22eLZYs8b4XrvbTYspCyVo317iau6+8W+V+9UsR8h9WK"
    "ba5xizYLzCcyFPA08SGPk0nQNweJ1YhtVm0O9G5vuQ8+rOVdpqthA++C9YvorYgm3Cx7uUdRdevh5sG2Ezfl0E3SHmUhpRFfB87L"
    "9rJnsg+78ydDfC1IPaK2w46p5Rx8rles/2M6PO2hcgGiwVXaSw5E/P079GENdiHC+zPsqzQz9SmP5ZbwmKQhT5NlJG6RJcwp9fD3"
    "6/oZOxEhx/77kJ7qL/qyjgqWsgOgQC/VfLmIOVRjMmvOqCPDU2gn/knIlk1xL8edTOWM5BjErK/pb1jTybjio/B/V+rNiBGayh+I"
    "+pdop8DmHRbrOeLysAU83/PwffuJi1daSkOkwUz/tCGJXiAOQyXOWsgiz+u2F6xoJburilm/sXfYLFQB2Tab4sydSdwky0qcxfzN"
    "HM+pZjUNY8da7OdbzpM7mE1zGH7unJczqj6EVrTIs9FVECnF7M99kiQHYJSnspKzwPvivNps50Q8v3FCGsbHR1iD1TiVp8iTMgQS"
    "mOE5KqcNcDHBxYyBU6zXWIZzizoOkBGSzqLWJ4lpl8lgNsxjORbjTBYs80oBe5Mtr7GW/R2XSZxZnmKPNrUXpyTjvv+/ObX4AWLo"
    "4sbgOxb7dJu8CwncACvcQjYyEt8WumOsPKJv4menyc+yLdYw9zx67jyfkAFsj+wJqfSsP0rWMs3WtRQyb++4SgwbyKzoMR6vLOn7"
    "cS1SHUn/QbM1AZEMrruheW7PTsAY82dXibJOmO/vtYrf09/fu8NNy/e97ZmZ0Df4NOsQh8UpEX3ZjxGjTY7qGzg5F+EuLhXHPF1L"
    "hOMaMv/F+awxWmKHW2knsi1zwf2IOZCkFQ9xl66zKIXrJPQ77PXNejak6PuwJ97/DGL6PYPV+gGxlKo517qMrHYJZuHugGTvLU0a"
    "MJo7lEDX63OonKd3ytdyq/yESPrH8KSwrTbLu1LmcP68i+wp75EbMlTL1p+AZ9lB3kN0VUU7ZQjom6mHSqhXHd6d674yXPS4R2wr"
    "g46N6Os6Bu99TP8JT+jWoEDXBj31Yx3N2dZa/QQ6YAOrktXQnIPYs5wrHx+FTLWRGKVhB8lg17oe2EE8FWl61XnsEFxAvLTT9HXZ"
    "rOfp+7BMs/UMGYBrfKwH5VX4bq8ufurFeRQui55gx5utWSue8z24DzazugyyVkmNeie0+U/6T8T7G4wPzfd31mpm5sfuvB/nrL/D"
    "SUvgxB+FGPsBeCcfEZ29PSRiEE94PIvP4PJx5WRcKqD1cRiYcUp/gv7dVXI72Uvr4EV0FptWjWBdJ8Erqc1iSXRjjt688r0pl4/L"
    "DLy7n8zC6VuhX8Err8CejMIJ6QJ/PqIX6wu6R3A09qggfCB4FTLRRu7UYs6tptmhvBfR7E+F31PB/IPlSJdDV8+jb1QOr32STMc9"
    "fk6kzkrq8EXs2SpmDqKZdAmsunGQHKj/CLrL5bi/s/U5yEYSWjb0+fEUa82hz/8EcgTk5H49RcZDjnaGtHaAJgokJDa7m+Msot+7"
    "lFJwrdgknGmqNbpcFhJdbB2REqt1Cfk3OjbgkVDfN22YqMOkkFWxlI8P6lj/HwFPdDlkaFu5Hh7814jIVlMPbIYXEPEzbiW870Jy"
    "wTxD7z7quVyP5nR1wuPW2Lv+qelwso7S2/SsoFhOg81+AZ7Fm5pqBCFwJSTuE8iZaZXr2alao+/Cuu8rufGrFuuF+PMNPN1y7NVE"
    "9kX9TB1puPRtYXdD5rPn6sFiGLYzoFUM0yr0/eVKLzatjks99ysR2OzOMpL+Zblew+mhYv1An/F9NqZnHsIZtspPml39i/Hz03Ea"
    "bTq1k1TTWqs6tN212OlbYH1ayufQd2ns9zg9UkvhVW+ApLwkD2GPTsc5+kqPg/czCafquKBx5k1lz5vD6ugqaeYBk3pUcA18pyId"
    "p/+CLjpbbpSn9SotDVNEGA+1PhpyPC8xZuFzodL8376S0HPFyWGNx1t2vGWJRu7AkN6H+Tq0TRH2pm1dRfzMCvayRzwzzDbiOl7a"
    "yQPQ768jEoqq5L0Tvqr9EDftIncGJ+tLsDGf6LfaU17JG2lTKOH+0FkHSa8gzPLk1GR9RVspw58ro+athle00VuYQniChubXGvrm"
    "ZblbRkgnnL4p+Pk7xB4wFuI65hHszO3NKu0cSsnZnOFvJlOZF38N7z9UPsdpuRTvPUjcLJ7FvL2kzqMxzPo/fmW9bhTDMGsGC/qh"
    "HMLsouFLfkfmONffHuckYInHxT9UDiJjdoJYWFXMTEf1QLFpmVJYUsMyawmfeGeZQnzy8TqN6B3WWdE0i+yVYZ4RWMTzsN/lvk9x"
    "NdmOT5KN7Ko1FPNkdp6lfg7WJpunws/+Rf+QU3HuroWF/Di8OVjPHH5rRDcb2ddkMyb7yq+Q7vXsDsnEGGm9xHeB5BO9cB08KBc5"
    "uA5e4340zzfJqem2kNUWvu5cxAmta7Bms9lplWS/jhIvJ6W3y66er6V/lh055JxENU5lGZFVMhP5Dq3DOIdTjaJU5co53M56RiY3"
    "sNLn///kM+7ukUDP4FzmNM8Osp5ebgZvPcIsjkNyPoL31QZ7vCCLLGzR4j8k7rNDKQ2z1fJKvr47kQRW4tlW65eQqTfFepjmQ19t"
    "C73b3uOhGLOdIaBGcerMIm9iROaumc5qriOzUzeu52+Af+pK+gdzoQGXE/foNM/NWYp/XyzXUKvGmA2bhmeohfa2E2ZYdhH6uIZJ"
    "XcPe6YnkubwOMU7bbA9vwncd5fn6jOmUDpzH26ivElermNiURZCOJcy77cZenLk4AyY1r8jZeL0vrG+R71ZKke/WotILPKZJT167"
    "kiufmfUfIkfpmOBzaO+vsAOdxWz3dnqHPtxIDSwJWb9Vkj435thhneXJ/Rnn0Sj9mQijrJBcnCHO4rXi5rq2IerSOiIAmkffSA8T"
    "WebT2ZxhGdfY7FnuO3gG9tmhajVlT3OCGB9bGrUyljuMsvpewm7GSZxNWKIrmdkrZMbK4cAIcXpi7OTKcBAnPF9PnUc9buyVWj//"
    "tZr+Zh7ZVB+R33AGDNOxAudhHP5eDFnLxx31gF1IMbqJM5oqpL0y/JiY9pGP4Fn8Ae+qCJr9K5yIeyBrK/QyfSEv5jlPQmaW67iG"
    "cU4SXgy/tJC6d7I+iFPyC2Ov4cHOxESvr/En9ABxOQeHlZiZIOxI69+Fmj3BboMItUo+tH0XeHHGuL4R92LICtb1fhpWz/LIlg3Y"
    "wtj7ZOzcTrKAU7WbmY+N6FD4tlF4LVHqNENjOZ/RQS1zCGk+x26SzjLN1nsg5ZxFDhmTGfP6ctiWtbqTTGjkM+9C7p+TveGTLYUO"
    "mSyWFdwIv+iYBhyXIz1iSwX9p0VY5YPF4l7jKq3GExlyWBs8xR70lJW8Lg6hcQVtx36U4r4S9VNpaUanmZ4Uy1HYeu4vmS7TNOdV"
    "zL/YUS7g3Hjc5zqL2RHZSr7XP+VnfRv/vlIXB4Z++xCsVi8ZZhk3zrdtgDQUMfNkmcu1xEg8T4r9nH6Vj+4ruF4z9HJJeMsUEr1S"
    "1c2S2ATGcNiNGnLflcFvaSXWvzJIBvIZ84jrXuN5PWz/Wm41r7a13bAn6ISnPE72YT7U9f5ahuByTkOfKdYnV8Y5UeuAOlGek32h"
    "Yw8gEs06yEScTMVFeGUOtHl3XMXwN96U7jjNz7PHYJbeL8/KUsYm+8ornMgcDR33B6KfwbDrvWQ/ORfR/Dn6tN6FiOo5+O4vQBst"
    "0AfJknNC3gzjVfMd2RdBH82GPCyBXhglE+RH7K1Nurwjd8F7czG+Wy3zHMd7/Ka7vIbfWVzfc8pHnQ7fKMMkUIKVTXnOqBhX1zjs"
    "rI/2KIkyR2brfJFYLmzPbC+B5cU6Scr3Zh5MZJLNnsVqJ/rcNg9ciPuNE1231tsa1/leSabYBCSyHbyoGkadjm3EurfPktW0XsvZ"
    "32pP1Ecsd16r4ud1MvxHXchXY3psDc78l5DXqYgcf0dcfKCsI8L1AiI0ZVgm1LNllNPDr2Ws5uYXM2zDNsmVwt5NgJU5Aj7pBljy"
    "GHa3PU5kT7F5u6UN4naLF+I+3/QAvrEddF13yIRZwhvx/NNpWz7E3XWT0fBJmkoLeR27Pw329USs/L14j4vra9m5ZXNAEZ0Jn+ox"
    "RFRdIQ89ZS+ZB0lYj2s+Y5MVOEFriTgQ+mmoYp7IEv1aXmU01pRT6XE+YQ35iuO6D55qhQ6DBM/Fro2XveGFPC29g9YyVI6UR3Wk"
    "dguu1M90qH6jjwcnB4/r/vh8f3Hn7xQJie+b5Kovx4muwe/H4SQdJpP0U2iU1rAXM30Udh4Rr+sj2zneSjn5S3gc0zjOjkO12U/e"
    "JAvQF/IxXj0P8fEgOU4Mof9rPGcFLVtCHTpJJ+i+SbLe40knyMihvsvC2XPzPoaIY5919rmCXp/phrl6rKSz3U9dxU39xCgZ22Z7"
    "82pZcXEzM2uJWBIl5kgVzvBgrO3t8N324Uqns8gzxlQTqnUxVLM7y3HYOvaJCnZTzYL1MLuwitVDw36v0H9Be1eyA6lEN8PaTMbr"
    "5lVNkmehi77Q9yGH1nuZyq5mwve7uBpMrlpOlZ83jG/VNV6um8nK/Z+YX2Zj79bHIRPfIKr8Q36R1fBbxumd8M8epE8f6j7+/SmP"
    "POVikFyvpIh6Uqs3sf9rNDVyd9nk564zuKG9/OyZepa9CYiPLH/0MTn4LpPtcWfz9WOPwtgC99RJ6pH0rDv2PtbRrbvL+W9Oi62h"
    "dr6F32fWcaFeL39Cx66HzBlybak+jrUzlIEqTs6moKHL2VETz2bk13j5ScEq3olvLoaWrPJaw3hTKjhT0x9edDWs42biNJUSB+I6"
    "7HU+9N5q3HFHuRDeeQG7cWaRL6GE6MKroBnKoaWKiaH+O+RjC075VD7nQj956Piwu7IWUckKU7XWo5bWszlEPQduhFLuLP5+eJbu"
    "jeRUXU4gI/FWV3F+YR18jG9x8uYjpt0PNs9Q6daqsXkeRT1pZ6e/uN4lETddY3u5UObrMr9eX/KEGyqCcZ3tyhqO+mki8T2Khn/Z"
    "Qq7DKX8T5+MP7EUp/C36ffSx9pOYZuodmZkp4zg1a7Qb9VvCe4TV1OIRjy23GitlCMM2C1+NE3cvq6ZJX0WLM993Pu+hmp5ngkik"
    "Kea/Y3oPs8wx+t3Wy/cYKyExovq7PgLDc3CT0TtI0vt4h9OuHIn9zqAoZBg3XDbM2JwinsMv9HY6g/a2K+SomP3qGbRkh7EwRM7A"
    "vWzP7uIS8q9tK/nkK9hZwgadzO4bC/n30+U4xGOTEOuO1H8FM+GHPCcP61OwprXkAYl6dCnHBdiX17BM5hT4cQuJl1GhhjPSV06D"
    "NrfehKbU+5ZjdbitRexiNJw4466dqw5lrYCd4VW6V7Ai7AgtNEOvCp7UqcG90kf3D1rhTLwVni5bvE+S4V5zUhBj58JTRA2M6Gs8"
    "j4uxd13ZF7jGy2eM63KLr/cYNspa5pI24/53hR9oOM9toTn6YL129yxIDslhoscoOrUR1pV6RqWr2LPt+i5W4Rv/0HONWwqS+b5O"
    "gIQ/CxkfDM/AeuTGsXqRxDcs8vFuvk6Xf7L2M1L2kEy+aClz+6ajltHPqGAMZTMJ5Vhf88tHifGXlRCZRYkp5xj5luJ76ogC57gV"
    "UszBpIlbbTPAj+Me/y3L1ObUushynLcTxRCW7tUbgvXc6RI1RIAZ2FWrghjLtvVtD5RS5vjjlP8baZtNws4iMmszuQnf10OsPvgR"
    "9riel9Cd9/oJikl6EaIqwy1pCe24TF/Fn4+I4Sn9hJ2pgMc6VX/GneXrj2QAXas/iOHlG1LORp0BObFc4H74pqf1dIkR98L2rxb/"
    "KicvrUXr7eAjD4W33FSWEsktBXuzhyyG9zQc3kwR7tjOs/H0jtfPyel5BHZhKfyyMyDVm3UsrMp6aNsPdBqueHlg8rMbWS+r/PR/"
    "O87YJXQA8Wwy3SZms+OcL7Ho51DI9cs6At5JLWzyDHhw7+qlzMyZne0iDU+ks4C5kXBt2qu7n690eOO1WYktYTdXE58zS5K9yPRg"
    "bk7BEfKkPoE9Xi1XyRFBEEwOYTPD+axRr2P/aAqeXozV6Qg9gjp2K99N7t+UZxC0Dmjjps/d4xz6CofV1XcTza5UHJ523J+gGv/5"
    "w+BlKiej+/jaYZTMUfbt28GfqWukTrtt9m8Zz66Mv/p6Bt4M00DUIwHFoStn6tnwMdbpxbj+RnkA0roSMvWI/BS0lZivYsToxZZ7"
    "ts8KP4HrbKCbBXF1oa5ifVmb4Wn2h+RaZnMMXpkMXdBR1jK2dLXbUzwLkk1n2qTfKr/WT4lD/I6wPrtNo3NGpX5Pt9/Kf6vjT/N4"
    "/W3EceHtQMmKNZofzV0VsW9Iez6VjKfmVtHwstSvp/Cba/0J39PzOLj+gcx0uaHvfwsp/lxfhDR/if8f1BOCMUEyvA17bva6tUfl"
    "D72NvgeaKU2pcwxgJ/E6z+J7rvPIuVavTFJbp3wu0n7agdGBm7aI+85GiwAHENesinqwmB2A20tLZjsPEYcVupycWRmksxBndpPn"
    "bDRpP5XWbw3v8UiZwVg+Extm8jIWE7SVIs8KFUeUZnFFCTVXLWOCOyTGDEExmaEsmjRmgIcRMW6iTTWraHxHh/LcrsS3PATt/C5O"
    "fg/s1nXwes6RLxDxXCPHymvQjzvDwqRgS37VJnJ58AO+/U+ca+Py/Qrx1RFyudwt58O+T8E7126F35XBdBWi34ss0IHedypnxfYZ"
    "6Qz/YCHucz/a4JZi0ebBnKWuoN+VT7ti1zlb3OxFZ7JxuzpELkbM38NlwWHykIzV13V0+JDeGcyB5A3Gs5g2Plk2a+g5ZKKsIiTo"
    "85SSaygzI+J4At0E6gZ2XIQ+tyDypswnQoPTERX09l3H0i7SXVyl0erAx8oIcZgwZUSdNhz4xfjpZr0VutPqkKMRV97Mno4fG0Hl"
    "jLBW3ImxxvYS+q76kHh/6/Um+v1uWmOZmPcUkjXzA8T278l7+gt8h/exUyfLdEhjc5nMHKdhtdYyOjE79Yysga36GTJn2EfViLUC"
    "3If1WJ0HP6ADrroN5/qd/XHcoSN8tcrmgVMNsJIzUVAnYpjbFMMv8JyPl3/hXm+WUfoKtFgPWMGO+BXD/l6JuxqBNS4jTtghHsUu"
    "JD5+V3HxV7m+BhlbDh1TTISNHeEzLGbMYhXl8yTtub9c3+8AWczIaQYs+f2IWH/He8pwrl8Sm9T8yFcI+ki6AZJNUmv8M5jntMbz"
    "pzgNYHP2h4vrnLSfrCemsWOr/tBzSmVmk/r6e1Df41bgmXxOgTfUW6wzthNkpESvwqtnIBrbXoYFR+Ik3adlePUtHaD19kuz1Zfu"
    "zBocomfAXn6hzfWXvEfydtNrw/bSWzoHu4apbP46k5PGu5nNr6/g/xXTyHB5fse5exi+yuN6Cr77Lf1eB+XV4s9N8JmM7fUTRKeL"
    "9DfIzlLo0m98lTXFjuoqziZfTvyhOjVcY2NwTBBl0WoLFfQTOxPFOYrrtZRKrsZcvU0eFcvBL4YtfF6ehx4+HpZ3fDhM+snz4fNB"
    "G/2XhNmKbkbvpfUddlKnPcpGDTkqX6KElBKNzryXvGyHlzTgIllPf95NLNrrm9mNnW7klZifP0x7VA9jFIj4SUdDWarKambHYVGf"
    "CVf6LV2kPg62dywki+oiSMVpYnzOCZ0E+W6F05VPLL09ZSR04zvwdppjRfeH/fxVPsLJm433zMO+LGDcbTgGizT393yNldxH/wHb"
    "Z/XNnSQvr1CbBWPD9tDO1dneeMtxPcCntH6nOyHf2iAj5Xotl6hxr81gJqGKMUTCY5RGPQpcWiuzCC52D0PFdQnmeiWN3THPy37S"
    "RzJSqpznvETKiR5qOfzToF1NO5Vw5tg6arozR1SDs2W1j18QF5Tp9TjF4/Q7eVH3x9kqZWVsFHt+QtZEDIXPzu3usje7DCpoPYwb"
    "41K/Xr/7Ctk6oge+hCfeh+xBVfoya5YPcZK0HsnCncauXqIcC55DmY9RKu/m99j88m94jk6ygt5ckZwt1pd4P+5wI07BRlqHcbgz"
    "Y8xbincbMq3xiD/BjLZDOihil5Dp/lV+0iHqcQJqYGV3FrMnO0tUY9mMtz1LT96bzfRV4UljzAAOZ5ZhpedusFUp0MmsfvyCv50L"
    "3WhV//XwIdNexlPMPFt24GZoXOtDd15T2rNoxj3WRz9Zw6hoBvNoNczs/amZbJ7Kl/o2dG03+VCXQ2ufJ4bcNRMWYWqwNHxH78EV"
    "vtChwXXBFfBgT5f3wpVYDcPcOYiID11lHXuB+4v1Mn2D2O9C8gHPwb4bW6/hwvWDTi0Kv4BmPwHR3TWyRL/G9/WHn9NdVovhFd6C"
    "T3e1fjKxay0jK3OEO2d1qUvEdVw6Vg8nj1XQeNvhSg7x1dmeGsZgFURy+gd74ZXeaBE/86JcrLfjGSaFsfAIaRl8F3whn+kUaQo/"
    "P0F8BSXCaqGPGG4S4xG0SfhLZBfcWwC/6w32Gy2DNLSjl/YzdnAe3nud3Mns3DjPMJL2k4XmUzoUTJPFjfD55uOTn2GvxuEZR8pw"
    "eFatpIv8JqfIAHlQTtCJ8pweA7s7S8vDn6CNlH3MbpZ3G8nY7YxX/fessBN9PPI9tI5hbfykw+FnLYC/vYiZfZuWO57x/81i+CMV"
    "eAarUjot6rRlHu4s7rsklf2neV5qm2d5Uh7U2/GzHWUC9M93OkbbBAWw6bNwpkrxBEPotb+A078cZySfemM7SEJPWJMYmedtv/bh"
    "XGudWh/MKrzzVeysSVgFIv9RciC8oGLq90D6Suj5lR32i93ZPYjbELPqo5offgX9+zrkaXqYp6WBccrsL45xK0lJqPOVmjJWjSzj"
    "VcGosgL6bkfY573E+rgqET22p+bYXdr5qZlqyEEtO1dcF7zhrtrKzGC0kfc3nLyOhzBGj6yKq+hYm7awQ/PqYK/gsuBTLQ3Xyx56"
    "RtgS3xXRNWH3IIUdKmO3pmny73yHbi01ZIK+XhxnynXxZLDbzWrvTHSfC+UwP+u8BVpzNfbsGXkTdnwJ4s+HtJdchyd8XB+B1c7t"
    "hxxAL3oRvm8AMdoLoX2MwWVPaSurGLuG8OTraIsNVfhksZxTzJ/PqO+CTNIqD8bZmSo/4HR/g8jhN9zJg9AQ++lmaAFX93dMubU8"
    "xcaKZZgRZR6zzlV7k/CkUtQE8yBTKzlNYD0Wg6BddiA3yInidH0XPztUP99vUcFErI9Jcm/cvfWyfCodcFfb4Rz20dnhBZDgb/Uz"
    "PNEtMlYQ7+vo4NRgHWzPbERsZfRc7FOF5HdcRWkZhpWoYFYn08kWod7IhRsxWi+Q4+BTDYRn/S/5Sa/ThdAnPeRu7PN7cgGxWMvh"
    "yRmagvEvVpD5rEgLGPtYTuEg9nI0ZNRuKxn0pyZ/4eRq+F8bcZla454xpq8o8zMZ7PKEx95tslVlO/P37/VAaIyRsA7rdJRlxqSZ"
    "WG7nbDx7O3GZ8xo1noAKz4iSpF+n2bpCSh1CRpr3UKkfwf5Mp1+1nIwXcw0bXHIjl9d6dJEkpSr0ElZKxIeOcir0zDTYmdbQw6O0"
    "jbyj3YNYIxmMKvIwO5+9OtsxcAZXsxhXeppojtZ3fKhYrdZi9o9wpyn2FEfJ4WN1gcfg1fQlJoDzMFtKNVc0SS0WI3rovZLP/EGa"
    "8WDEz1GWatIzo57Geszznh3vMqzrZGq0Cs6RFLOau8FXI0PPs5XZmd3Ecb3lfuXfWhHuI0fAq1wdzMIdzdSjtA3W+t7AeY9NJMO/"
    "tA9XwfRy7yyOWpjtBXc5dnjQ4f3Qqa/pk3K25kF/nB4cpB20W9PcnUpW3dlNktnuN5fjy4df0z3v9vB66QJvoBa6YBf9Nfwu+C3s"
    "Hu7RrL5nTRtU2g1h/kE9F9rsN8jDO1jDScSm+gR29u6865nXTLHzL8Znr2SX2nbyB9ayP7ENRbaQ38lyk49BVy/H6g6Hn7Nez5Jb"
    "IMtrKG8F2PFbpMznnFK+E9/6H1fgc59C93SX9fhsN1gl4+veAc84DjLwgPYIlsCujtanoMPf1YH6KyTiHJkQdPCYq6pprUdSq/Do"
    "cXuSd0yzcxyZbr1cK2oY5X1lDmuadfTc1kL/zUdU2kpszrUbPcL2OG/bIqZegfXqxq7LMp6bWv2YzLVxcuyuxWrdhLvbyPWyONAy"
    "lMt1L6nIrn58K2S4Kp6bGP0GZQdmhH0VddjTZ2UMIp56XMU4P9uPSLunQNcmeAYqPQePk9mZWuD50aP0Ha0+WquvEfk66dmp0/Tx"
    "esEqt2C2zdjtFvJ8lhD9ugT/KsZz7h6cI66Hb5DU5/5SZIBPMW5oTg87w+q+j2T4YWLkdI5ke2HL2BmmzHFbZ9qL0H8FxOJPEhX3"
    "RBmll8GXWiFXy1vwYE8JesCPfhnnvJpo/ClOxMpWlUqRQbqTvIF4508Zrp+Gh2A3txOVJ3Uxp4gPl3IfvRbSg62lf5H7Ffd0eRL3"
    "/b7K2odpgYmwxe/DP99Buonxvf4YvoG/GbL5BnpQme7AHjLAS1iEklyByDzkjGsLsoYX09ZOgZZI+sq31dUeFGMPj5A7tR3nNTPZ"
    "tzzJIFUfLzaD14QdFcaluj9X3GLp5bDci+D51cD6r0UUcIEYd8gEZkDPhvwcIKP1FYHnh6j+Nx0Be90Z56sqqw9Svnc65ZEll5J9"
    "J5Hl9j1BFvPU5p442KSPiGMfsNmKaZzCi3HOr5Xnd7XcTaYjqJieaqY3tx45Kc1ajKEtXYHTs5j3UgHrXK015EU5EuevmjJe4usM"
    "ZnEXImIs8ZMclVl9aCd9J56mg1m/SWRrGcpY2vZ5eIMJuBhz62l6kJVYPZv4KuYpiTLyT8K3qOEc62ip4hPEyNaynLxiZll6Q1ek"
    "9FT8WsIeoU30SV+QZ7JMQxmUazf7b/7uTdKwwp/ynXQLscO75A1FPLUvtNCT2C87m49hVXaR5o3UF/r7OCaVzRaFPs8wlB2socfn"
    "S9LLX8CsgPgaiXoW3p18n0jYSHXseBkj5rNVkP1tITFNS/Cemf8VaoMxEBbqWPhDbaQp7Oqn7OKw2ss+vt5jcrOMkniQlNOKXy01"
    "fh4v9Kz3ylq3amfaJqsQiZwnFjcfBT97Ljs2cjFiGkN8KWze3fB0izinlA+PfySeublUeF7uNlxnu+tOuEuzfNuI48hsxV6FJPuG"
    "y8hQ0DDv7+xMS6597rteLis4zWUR0Crc/0T8fTPxomu1VF7ASd7fchvhUU36yrmwpe+FUxrxxeKQvrT3ntOQMaHeUeq61vC+87CT"
    "e3M+3Dr6voGW+oPR/WZoO5tvLoblncqutTGw4n9lka33Yq0HuaPPHicbIKepnzUwNIwTJRPh2iouy3rwednoOuMRJ2Eh3ZqlNO1R"
    "g1wX9kr4Asa9eoYchkh7VHCE3qV9ITFv4RXrY24qg/DKhbpX0BPvvAGS1JZ45Dsi8l8Ij2Y14tcroMPygudx6mbQWqd99qaUk2iL"
    "OTmxmXmxYrImpvV96NgaeC1W4VqiUzxfr3EELWAP7AadAz0R9f3tEX7WnaQieDyDJXevbu6z4FiGq2DZXcUowcqV66/YoM/Bsp8f"
    "VHvUhcl4rhrfB1WGV5+WE4hnvw7Svb/MYkX9XNzF89j18ZCiUbAIw/Dv87QAXk8h8UkryZK+SL9m31JnsVzLJEjdHVrGXqs+8pYY"
    "jnShnkfGmtayU1YCKrPeTG4dr5rwtZGUn+twn91VbFrFIu6kn34v4FpdgStNxysD4PlV4FSuwhP8DN01D37BIEjt7YibLI4J2Ntl"
    "LFA7kFU4gnscp4+yOlDne8MjWEXHmGR6bC39f5v+6yVrfaeRrWQfsW5lw5gfKC5mW6e9Q5GmQWHwpZ6vRwXJ8FL5h5ylATv9ihiX"
    "u7zX/8Pae0BJVWXfw+c1OQkoIEkkGRAUEwiiYkLFNAbUMTvGUcecRkxjDqNjzo45oQKKiAlRAUHJOTXYNDTdTedQXdWV3vn22fdW"
    "dTNj97d+s/6ywA5Vr96799yTz945HvfvFmJePYRVb8m9NsajItr5sxDVNYeqXkOL4zq9DyLaoJMhQ+aM6Fbiiv+C9y5mBmcbrIn6"
    "yCTJmNh9F2c3c5wIAUGWKSj0/E1m2yaSFy7hu5BTnDK0/i5n+4eIQ8KKZCstKXb5uvvqIGnfVTDQY/Y27m+zv87XbszX/Z+/kUaz"
    "VI3R6MyLOBg+dUdGERv45OaZbIemtQ6mhHb0nXD1zNafix3tKoexMv87e1osUzxaLBu6nZYtn1mnOqJFW5Wzklhhdzdb42+6R3Og"
    "1NEuR+Df1HA2qZZXNpnfyzNWhD5uVt+pehPXOpXti49ygroIZyMXWmER8T5vowXpI3M5p53ylW+BnKmvaRproyEKfi65Hue5gLnX"
    "ct+vejH912rEbMfJjViHr5nRWASP4QdoRpeDmyPTmXus1W+hDcIdpv1bNspvmtb5l0zA50zX5bB751leM8yHRFaK0Gb95muC50oi"
    "292hnoXI5R/s+/0927OhVYY+k1yFqGk7I5ME8y5N8WI31wfpsBaK6es5rW2YxMfhvNSzUtw43g5Zx+3VCIUycx7cub2dvLBJnoxy"
    "fVvepN86jRWBprpe3w57SavgMj1ZJ2gX3ST36MfBE5CAV4O4Pg6/Zw77tGrg6dfDJl2L/TCc4uFED67kDj8HXX2NPCLf6VFyguyJ"
    "6OacwOZ8l+knYvjlvWD/nyay+XBiVlvEfDHeORYe30T46mZlrhLHRplmXSRFvztO1ImXiTxZBW34GD5roQbBOTKPea4cxHcheyWt"
    "z2g1rGUuvPsnpIi1WMuwWh+NrcgWLZR/Ycc34gSdKScjQrG5ovegH7+D7XsO6/FXSMt4cT0Lc7HTr2g8vF1+ZB9MPZnztuk/sNcz"
    "qddz9QREGWXUxW56vK9cwYrGKk6gdZP1XjtE+BynZ9EdVmANIzjbd0IvtAjew0p+qifJpc2c0wjOVYy5wxJeM0rPVumFn6JW+RgB"
    "u3GDxGQTnvUXeV4/8+x2baXhVHTwnkwMElqlDXy3CdoU96/xn3b0uEwJ+jguZuz8hxnqKPus/ug3v+E9t+L+T5KER2mMQftFGacb"
    "lvly+J5r/NzGp8TT38I8q53mAtrUS8kY/rYYWuUyXcX+M9N47XHFUeIYeuvURfY7/xeWdIYvXT0+xIWy1T9vjIgpBdRJKWKp2jUW"
    "82w8x9OYmbS11zaetE2EL0GqDWF3nnYJXsYdbpMbEDEfw97c3lJIzVHC/P49nD9QTqv1IZL97/qV1NIncHFdETvu3xeL6azPpYAY"
    "EwmvLXdjLqXec7Dv6XMpCV8bDCFdR1CyItRQkR24Gqr5785ZH92yvYHP1Cl7V+q87TzGd3O7XLP9v8hPp5iPWOG5Hu15joekO/93"
    "C55tha9FplkZyTAvHpDFXq30/y/OcrVHfQUrwv/vl53HtdxSZiozpIfmovKN8JIEmsTwX26Sg6SPGIulIQZcj/i/ddBWlkDDvyrv"
    "wYP/qyyHXThIjLnMJrJC9kabBF/LaYdKvQy65wH5HCd9vrbFiTsZ//aQKfoqfvs7tNo2TurlE71kgiykd970CY7yda7v21jdFzGG"
    "Pg32Wuif/BEmve2qTSQVI37eVzLTH19pAbVcS7lajO/MfNtiSv9W39HhkEH+iANN1bHR7/ibCnWzmC14NjP/WeUrn7nNMcyulDJD"
    "ZjX45yWPqDwJZqxSsH+1RPux/Jh1Np9HDPe0579py44zi65XwxftBA1WyZp4IU7oKYhMcqF9zshGhSP4nJWUD0PLvR3ndjW09yZ9"
    "GKf9Q6zvalmLa9mki/XrlJK5M2QPfZxVm21ExK2mbhrL+bAodLux6hSwt7GO9qHUT/seIqexP3en7HxYxn9v67uLqmGRCvmkpkkK"
    "ZRZ7et7BPQ+CPdnZ+0IbodktYz8aWszmbg6VHI9Am/a8udXUiYbNFaX/ZtWtCLsCbY3zvK/jEIEy++Mi5D2tb0Mehm25AfeyNthV"
    "NkNPzg6Nd+o0PFmFv+Na5sQiXksvxee53gqr6RjKbIyZ/ihPfjo7CWafNIift50dwR0YK5ezwyNKH+5UZhzaivMf6nbAQqxmxF5P"
    "3V9EmUmxz2Nf+lEHS4Y9y8laG/K55pKhKU0PtoZ+i00zOJbf3bJ9yEk/lbMXc3J7yP36Oq4xDZ7/F/CXFurVOcZns7QR2nljxjg3"
    "c7SbNODwJbP/KtfgBDJG/pvTXHFyLYwkGplFvw6Dt4MkfPbP7OhDsLy/Y00vEYtjC4lVc4t+RG/mU0TJazw3w0OcTu2CfTnpf2JL"
    "a/o38ezkssMtiNIOVerf2SNYxHmN9A6M48r5PNWu1JAbaWvG+5m2pn3LUjz5dlhRm5u+V56AHPSH7R8lD+pQ1gqUHGNOFmw2vY5x"
    "SL2vHN3LnEA/5oG+xmk8DN7Io3Ifvj4Uvs/7OhmR9SHYzTWwUP8Wy3JPlqE6A96e8Yl9oudAP7sMb/AHPkLTd/2j/IY4fFdI7jta"
    "LDdjXdaTE3La/2Ns1Bo8cTH1WyvZSoZ587HLsfaCOy+FXB2XjTTrfaX7By3RTIya8uczBl32F0jcEY36lQt9nOmyBU11Mje9Bk1P"
    "tzf9OSE71O2eplJXuM9I6kXkc7gZn7w/7Lhh3SyBvE2CVj5GrKvgNvz0EHbkVHNqfhs7KaK+C9I0/785gW5IqFvx13lRCbLcHCWu"
    "CjMCGuxyxiAFtI+2QueIefIDxOz+F5qJJp3n5epYO8vFzTzPOp0NX6MCdnqBvqSGH/S1rsfZHdsMu0uUOrLMYyptJXbVC+Jmr36n"
    "HXc4BQ5d7Rd9S9pk8bBN4x4uzsYbs4qyV9+hg/+NnxhRNy1hrCvj4BvO0M8hmxOhxV/EWZiB63WSTFXB6c+Er5Im2E0bwk+Msbch"
    "45vu4vVans+32qfvzWxFYy3iKvExr687+SmdHuL2twM5Ttp4VPRYM7mNpn+zAv7s2fISnnIQdOBZkoR+vl1PCc+WzqxPRLNdkkfw"
    "na4mnbFQlhMyJoqUx55crq9Bhqbjp+2wNhvkQ5zBedDKc6Fv95STieDrqt4TvW5ri108kdVXY5UdIicjxkvAJvwTcrpU1/GpCtR4"
    "HGqDp5jr2ap38gl6i5tyysn2ZcbY82RR+mp9HBbxE8RJrwXXQhK/0ZXh7oHxq60l4mBf7P5ViG7G4upPeJaKEl8lWkC/49+Q9wrs"
    "zNWwUx/os9pOp4QzWgzH576AVeq9A4NCK2nMd3olosgW8gae+WuNhLdB+w6TNXjGe8jEZJK6DLu+TJ8lcs9pMl9ua0ZXubx6F+aV"
    "HW7BZnpWQ5rBKWn6N01jQKQbWdhBWZ6LGo9u+scovebXRti9WUTUoKnsh14KP90Qhmvoy6RYRQ891s0tMgy+Xy/iX6zFyVynd0Hv"
    "FsIHrtPJ0BlrOTE+NOdp/N5YN7tjl36EreoL/XAkUZHqsJvGa3kGfD5D4z8E0rKBVTeX5cxMkTTN9OpyjNaV2nDO3JT+J9jXduzA"
    "OgC6phJ3UwW5/Bpem6HLFsAXiZCHzTLTy3FHJ8preMWvOIH7kNnrKhkv8xGVV3NGvenocJjsL64vtZYxeVfpKuuYf79fLpe3tZC1"
    "dsO9G4hrrYfXfQo8tyW+LrmOXb27saP9CUj6VFjc6bpfsF4m6cOw86fKOEjtnnI3MUtDXDNTI9lOHyOBU2FPuxtj9EwNJPQ5VZvI"
    "6MR4tJKIoL2wgoa4tQI/GScHScR3sNar4w2Ok+9jLbPqlv+OQrM5LhObSvpWu+nZcoMYXsgsyLrNwfcKfmcuq1D/Jet4ahOe97eG"
    "U0yLtF2wFRbiZ9b0lzBqDyC9VX7CugG3yHGejiOux3vQW4YH8Jb1wchFskDu0Ytwyt7G6Vyt7+mX+HO3fKArZC95A/d0PWOt6mxV"
    "JuYRoM0mXoCT9yN+Pi84Ck/+YjgIXx8JybDaQWEjZm3XKTDMczzVQZMW+rsrhEym2S+0uzT9m1qPpeB0dyv5Eyvfluf/Tmbk3KBT"
    "9FN4hq/oN7q7/KBbwmdpTbt77uQMOm2mIprQ12QquyzU1yRS1NNJaM820h9rbbjqE/F8v+ETTiaKWh/oslW8i62It22eshUiw29Y"
    "D6zP9tNVw++L+7mQvsQEitF2bSZnxkXinsxyJi2llE9zlFhe81t+PQ6a/zeckkvlXM6ULoG1NJQP6zDdAts+xGvPeFb/LEJsH22m"
    "q2Wuzyw77uiUukz6JcwjGipNxGN2x5k5H0BkM2cdyn1F+ghvfW0nLpUj9BlIaGv6+4dpEPymr8iXiNRsVulrrkIdd6lWzxSH4+6q"
    "7pk+Hft35yzCUWbqJFOt7uXj0qZ/E/V4Sk5bOuyw0FdAUtkqu5tY6edrI03f2x0yg7qkVmfIbHakb8OufA8vzXTjyXKaJHxXXCnk"
    "+UPPdhxjL4C9/xbO4KSIyVbPyeEwm2s2rpMM41dP9u9eITbzbvyfd9JfPyUwHugjiNHoqknVzPEMZc5pM+t+IyDnK/Q4vLKG3t7T"
    "sClNI1LWcarO+uU2QKcs0zFBEl/lwSqcw5OQQyuZ8KystYxirBc/wSpUHfSOm7bfyGpFTXYSophSkWbH7gHQ9rtI0leXLZ4t5wrF"
    "OZ+20SPfV+gU6JIIkcQ2cl6hs3TUD2QKrnqRnhOcqwfqF7IUsrSTOA+6N/ekitOpKfh35j//ReLMno0Q6wZ3+GoVtBddG9WMM/bZ"
    "2apydmUlOPdQS1QJ62z+FM82UybKo9jJz+QUrMjV8EVn6q1yNDyIprMeCTJKVtFrNysSw37FiESxSpNSyhxRNTte7M8cZvrLeWbS"
    "zOUZH0OUeRXr++0tD8v9iNvysfvT8PnlsI49cJU12O24x4BKECnGUAoe9Wi6Gf01PHuGhLh0TSM0GZqVeAzzTJdUOot6sBE2+694"
    "suVEUUtx5n13nPxlemSwRj9jpc284K3Ekqvn9IXzWmPMJ13m0cCrdLt0gvbfjPfYzDq8WEN3l+91JexXHrynGPwj6938Fh5EmQ6H"
    "p9hf9pUMruGFvJtfmJ81vKYhRPp1zzNIBkuVxznaSsR929MuuJpxCF/KboY47u54iWXnQd35t/dYB4/1d5TQ9ppPUYXVLM8i8iSz"
    "7D7HZ6XXrPVyuU7e0g/hXb8EOzgRWvlmuTU4Cn6N5UFm40wt1gf1EZkOT+tT+FMPB9fjnKwkNkyZWmf+h+zQKoYnfCB7IzqIs5oZ"
    "FD+H7bQZ2uBkeM/j5XRIZC7892TOFzoW/lIJ52OT2bnylJ9xCGEHSihdcyD/MyE/a/C+W2UP6RTcxz7/emYSYx5n3/GWlLM+voye"
    "x37weS7Dat0hlcQubgqvJsn8ZdxX5Y71Hoq78wOxi9uZ/YiRaddV5k6RpplN5uhYiTPSDOkFmcY5CCegmpFRNzlBrhfL5b7AGN7q"
    "2xvhG2YYJRxyz3xfhavwHaut/yBTkvHAHSZApjpjeXQ3Mb7B407W+HlWYX9fFadf4oi7OhBVIaV34mz2kQXwHKpZP70W3/+sH3JK"
    "oID4D/tJFVfbdY50hwU1vMJ6fUaXwAq/Df/0JWj6XH0Zz/6z/gDbsxUWvSXrYAU479/oHYGxa+br23juG6WOK2Urnu+xjuJ81mOy"
    "qHohZyIy/ChXhF/KkTlH60vBl5obDtDN4QC5O7hFDqQEuFVIeTt0DLMkhayCpIn0G6N3vRP7LJzfkmLMW5iddjCdF2OXRobvLMyi"
    "ogzys37/mVvP7EItWXXTnkczBY3npiD6QscdTszjz+DhFOgqfUAsVzcNtsC428uod8fK3/G62ZDikXIZPM9FOFnbyfD3ixi7qPV4"
    "7Cs34kw+qPsGcWa4p+PMFbJO+QGe7wJJZj8/xXNzqPeJysgvkPKoIXcwE+e6LKpw6qbJob6TK04mhQSxsxPMcNzg++bUc9unuJJL"
    "od3c+lXyPgzl7l0pohaPUwtFtd5jMdjcRMj5XefP7CuZ3IZyXiaFODnPo+LF+H09qw8O13681HJuqo1HG68hxk2l7xcIiSnsKkhJ"
    "/7cL/O+AzDmL/esuRITzBPTFTsHL+hFW+G2s2mTEas/Db27XYm/9m/exMh2AmS6uRNb7+r/9JiRbQdhoejfhGYgyFfXF2bj6Atnu"
    "MxIh1+BEcYyRCY17fCx72q5cvfUer8fVT0ZltU7nRkygaV95q/TZk3gW5+vPUpeddHBsihHfDeM0Wg6ZXM5iBr4jT05bKWYkYNN8"
    "+8tHUkGmhWLo3tYyiH2CXRH/HCf700/YDPvSQhxitnVi/KDtc/6N1S4i9m57OQdWYa2eABuznDNFK6EZTIdYn8csaOn15CwdS3lz"
    "tryccXoN97ksOw09gL68Y2DsSSnsLWmPKO2yXmW4y2OgYQ4IRupzeneQ1u8QrT0rz+lDsDuPw36+RCZbpTy5d51IqWwnKf1PDlb3"
    "9QKc1OXMWFlk/gFW36ZSp+sPwa7/MWOcyPb9bONf8wjXIDLHc8If+R5r2VW67dCZ4f7WUCIyeLutWPe1KX/n63fHynxLdpy1uoJV"
    "QUPqCqSeOf9yrFzb7CxwQ11vL89pLh41rJ04yxTqhvA9PM2n8IxfCn6UUXqNzMNqtg9+Cx3WSsCqWJxIVknvmcV9n7ir+1bD/6+m"
    "nU3ojfAuP8X/r4R/97Ua4l45dP6h7CO06n53coREduAI6eMZrqVRTiz0Hl+7LGOw7IAk1UcKoAsXQPIMSekWuRx+yTdYkStgN/cg"
    "gsYQ+N2fk8miFF7uWrJpNNWf6KbTOjRCp9jFZ/iaZjbZjpM9i8ilxTyhvxIl4Xf2qt7G/ul/iuHn/ZtdUu/C/rWROfRyT0KMdbaY"
    "j/w79m4PRLovSVW2i8JNP1RxfWPkdopRuyYpQzY5V0mcpBMg1yuZJeqE5zV+2kPFvJGTZBQ9wKHiMKsSHuPVrE8161+11OAFOGlz"
    "dSpjJ0PQTzLjPUoc904VV6o9UVwK2Rudke1UdodEhsCOl9C3n4h13w5/cS483oXBZvrSm2QjfZ0EMdQj7A+vQ+zTRZydK9D7xLiu"
    "rMdnDs7UscFMPRd29109Sd+AJK3Aqt0YvBAUhEvg6ZWSrSMP71mHk7MYn3ZO8Ar70BpYLdR3UV0ujme7pWcz78O6UsL30b6ur0I+"
    "12LHcvUnZnFDPVKmwwf9X3q24/QpLH6Jc2Z/H4mRaXO4tIJ/cxs8uut0gKHwSUsth6z2CqyDwGaYj5PxvE9buSi51lZn7Wba44y7"
    "WZYSPV3ukKvD8fJc8LQ+ptdDq/XDE0yBXvsAr/mc7DR2F3/Cp1vG1bpmf4Hm7Z/FUE74OdZjGAHdzKgi4yHEvbVYiH3pD+1+nqzi"
    "a+MeY7RcnR4roz/dlaiSrg+9gL0zCZ5Wh44wDBJWoMZlu42+v+HMDmM3ai6ZRdOMjufQD05CWtbjmteL8eMm1bikZ3A+T+lXuA6T"
    "lMdP2tDM50Rw9f3JtZPgLiU8d7mrSf3xxGjTlaFqPGN76SkOy+U3yH8NdnQxbHTTrIbKHlKzsrchspjPMzZSLAopUYFEnKt/Rxw1"
    "LugjL8l82LwK3G/cz2SleDJSZHiu8VXthm6s0Pfq9JR0tsqb4/FN6hknKT99KlZvZnCFXAodvFXvCdfLXnIe1mYCfjsPEh6jFkgx"
    "HlKs3WOyRJuuOzeNQNeL2R5Xb7TI8mni4f2Eux4l/clgZWwa7dkPYvmT/fCs4wMJ7tVP8N7jYHOfhA/yD3hsX+il2LdzZRFizVdl"
    "s74tT2KV/6Fn6BtyF6St0s+XleN6Q8T4zQZDsx4tTeOLHSZ1OJvn6KN6Svi+nKUXyaNym/wbp281tO4l0kuvCabCyzxSj9YnwhrE"
    "bJOlr5wk52sE52+hjiG78OVyoX4sDm9zD84cjxGr7BknosMjO1o6inWQ98L1nxfjEFqJ83YLomKT1xPFZadjPgKrIWLDXTjvJWqd"
    "G7/ieeazwy1PH8TdRPD9lfisQ+VkeUw/JrLHCn04mIQYux7PmGCfYDljwySnO0s1Iwe7+k6LTP+o5U2exZm4Ui+W4+UrRJGPyJfQ"
    "LiOy+cuusrNkmBxSPu/5eGiod9N1gxymE4M2wW16JmJAY/jpCikyZl7jTtnG2VKF178Vu7dQn5Hh5FuqYT08lxWAftjN3XU+fmOd"
    "FXmyu1wlQ6Cp/66X6JywOT1qz7o9O19p3miO5LILsA1zejaDEIGfUsVPKWOsdhLRo/rLZs3wC5fS63tYU/Dsr4Wl/wyyvxR+1wx4"
    "nyfIJcE2Zvis4pyZ8632mJuZyY7/nnFOMXJPER/xE58FiukX2iIIfQZFpIe3Ly3F+VgOTTPUxt6T44Ka4dHFEr7z1JiMbxSXeU5o"
    "BgnMzR0ZO2k5uRkXQsK24NSW498tkOce8NPyoVtfxZrMxf0V6mwpZranhbzCTrV86URm4nnYEZtnPRc+Z43+BT72nfItbE0JrP5m"
    "9laPCQxz61PowVWsajT0kth5P4Yrcj3jgfQOeE91ZMs5Q+JZ/GJ78p7MqtsEdim7FIId2NZ7+w77+kY5avXs0pWIjn+GbdnATL+h"
    "792FUztE9pN3cKdNzxRXMoqtoNwYU18tV/9osZ7fefRik757NenxT1yHktn1AzmLm6nD234cJTfLVXo/TsIVWNXVuj3ojzNwrL4I"
    "qa/2PUoOja+SE9b23R7BnfJX7aCXQc7v0BMDm97+Ieghu+McvSOzoIV/Vss0/k1GB+/Adt2p7/O8diPWaj1npaJZTO8+8EUM/epK"
    "+LCPykd6rczU+2Fv8ziRvox9EwmeunFi7BZlaj00DwQDxCR0IjRIoZ4Ie3m9nIHX7yGGGdQL/65l5n4z57NGsEegKUQJi8iHSY02"
    "nklyfYbHyYPYnRZESswlEk9MF2GX2kDLr8FztsLuT2de8huulXGA7c2nbEfcs1x2J5nOWaS3yzXUfv/GE+RysvE07N09vLJxXh2T"
    "7TvL+CihP+etd4gGMnFDW+zloUQ3PghaYiO72X/EKo6GHgsQb5ZTbiLEyK3G/Vgks9wmhGQSfPwS3SP4HD7TJEjuZPhS5kE+Kk47"
    "VDMKTZHBLkKOlQS7lcIsuoVVAJLsPE436ijsnu0wrEHs0813UtQ34jFw+qOQHkmYzRqkPHp5U2jAhYYIg3V9W4aIrdYi2M/P2cs9"
    "G684FVL7jl4V/KTVwT7wFveVF7UzI4zfofcK4R3+rMbatRlnrZUsxW9egcW5QjbpyXIM9Lp1Up6ESPdd2OlDudLRrD2zPp3ljNFD"
    "fH4ie4pd1sJ+eohU+Elzh/M/gFFwSbPdZzeJZWv/zjq4zZpshH/1ObTLLJyQap+dq0K8HjIaMm7jBPFuotlaV73nWInQF3peLyPb"
    "nnHSHIsn/pU7n4+rXRS2sVcHX4S7Qb7myDPyG857tX4mN8mv2PvhsOpnwnZYZvJoRJD36nXw107HGS6AzYrAbo+Cd9VTPvAIjrY6"
    "/ZlDyTCA1jPuSpLx7TOpZbanlLmQCL3CfWQxnud6oiWniCtXx5pKmthO1qunviffzVu6meSoR77r45no3NReCfuNQvoEJb5qZX1U"
    "FbCAC/VF+UDu05exx79if1+Xp2RmeEmjM21Xepw78SSx7laTR7g3p3oXc3KmRo/Feycjap2lNkc6ShYh/uose/C0T8tyh6R9hT2T"
    "c9gbO1wBqRola4hk/6sMxHpeApn6knokzZ5PzU7PqL/CIKnA9VtAK9gshvGwxvz8yPvsm8hDbDddLkH0/BLZKh+Xl1nPK+VEi+nO"
    "06XO11trmT2sYSY4wx2yJ07LWbj6WDkRd2g1saHQXb/Bs3lErKqx2q9Oe68Lk420TB0tby4zZgm1OG8T7u0G+ITrcGdLoWG34Fwe"
    "K2PEpi5tZnYm3j+CuWw7HZfhs9exI6yK3eRVrJ/GiFCbpGY2fgPD+TRW1jjRpnuIcb5YH+paH28lqHHc+pk+2gMekLGq7OZrbUnG"
    "SJaX2IRPu5i1vyRsnp2XceLYrY3BPR9S95V2DU6UcnIFVOCOivRt3puxWTxAnNhyXrOekuZycQsgX58wg5hkhaWeeRHzouZBLi5m"
    "VTDtK88uwrSrfMoJZkMz20DOiCh9mk141gL9iFNDNoV5tpjNt1r/YEmIexKzA/XUvT/hEz7VqjBPb9KNkgebdmDYDzbvNVkqR0h/"
    "1mUq/SmoxeeUshN/uRrWQH/s7iicYUN9HSwzsVO/QbvU4LkvgT07SSfBQtzto9AzseYX4pkGcCavce4p5f9N+QxzDbv+EszPVcHT"
    "roXmcrjENuH1rBRw9eL4pK36FNbJsu95hr+k54tjblpNBnHNMhSkPJeMIUzncv7YOncC9jC4WqPhFdj0l63/UkpWBbRUjFOShvY+"
    "E1FnlfduxhNxMe07giu8x9JfrvVaydC2A19L3ernYA7Kzi6nfD7b9NR17Co0a7xWlbx9Md9nZlmzqyTXz0+uaOYOBKeiwceIZ6dv"
    "1PN3bmGffgznaBreP8X31/xZbNKrUC/k85ewUmtcyfU+ugq59nXsKrdq9eWNfM3Mfy2zfnyO5whx6Fq5+iOsnZ3fUkTDP8pVQT78"
    "tc+0I36Wh9X9q9ylsxGPVpGJZE/ox98RHx8gH+tbcjN++lcpYExk3AGz9Xvcw8nyrD4lIRGmMpx164k5r6znrIN+2AJrbUikhwer"
    "8Bkbueozue97i6sKJPzaJD3fR1OReNP89QpPusELqfCsIUrOm1uyk5VWSYh5zBzDhd+Af9foIXiycXIqNHY5vn9eJvjOkmrmEQ/1"
    "Nj+R1dv2zv2o0VONEH3qiaE4VBySQsxrEecp5fr5kig8kOHyNjMSUX1YbOIo5euv9V4eM3l400+BZCpx1lWUI8ajXUDOmLFinvCh"
    "8GuekhrGNoaE/w0+Zy8xNKCrEQvPh275EzyLtZxcN1s2BHbDJm1bSJzMWgfgvS2lWvrKD9iXn/Q9tV6XZfjkL/gcFt92lwyP+D7M"
    "CTgfwPUSdJFl2V6CXzjFE2Z5Faxvw3xD4wRuKSblt7IDMAXPeT00Qq0aTnAVe7fdqailjO8iji8min0rxL0bPox51B/qbkE5Ir9J"
    "zLLnIQ4chiilALuxq7yg9yLWew/P/yhktggx+BDI7xS8z1jFpuhUntVyainjITf2yOPFeOI2wWtoLGGdGslbPa6W8jjJcW9rjN/O"
    "st8fQtO+hqjlOHhRT+P610Nz3YA45Bu1ro4ynUKrXO/fs45n2+rhltM4NtslWu/5sG6XJT7Krs9OhKSIehX3k7IZNsZh3r+OYyXe"
    "QAx0riH8YxX+DF0/XsbgXSc0w8BqGLU1xAa1iZ5izwu6Dd5oQj/HXd6N+Mkwu9ewa3mdToM3pXpClpmp0vdb/ILdTDWD0vujxylQ"
    "1tASOpF19wp4dA53IsL3HpCNAG2qb4j2g744J+yt5wfD5FJolivEduzZnKZZdev9aXZoEQdyJrgzJH5n75Xu71GH4r6L12nxDuLq"
    "s8uy04wp+Buz1BgTMhM5qSxuVD2rJhGPhWnVlQhnE83KF1BiL/QcDfVe79cQqdVOj2Wy9oZFGMCe9QRnRrc3w/JT2YiFq7c0RHqm"
    "h97G5z2G6H2IvINYpQDP+CD83Y/8tEUr6rjWxHnL5BhML9g0c6WugYe1u7SQCnaLvomzmQu7cTb7Y2txpaW48zzONuwqxyMmnRh8"
    "gR0eg7P1KzT7RHxKSXb2f0ckG3vCYZyZjZFVoZVkKnMpWq8hOsYQoRHHvSfzZG04ucWscHP4sTwdzAlH4CwvwZ5/Ce8gpV/olvDv"
    "wQx5Q21Cs6fcYHGdWOfQu/oYfJnL4TXlaptgM3yLZ8S4oN9R65w3DHqLkxYFYTgwmIwo8cfQ8OGf0avhkeRDayX0aXFZ51dY9xnB"
    "qfQSykuMSD8RH8GcDX2QbkZTVBMvNMbVaCeO9WMM8/Zb2P9dix34ibnBrjhnF8EXuwqatR6nzrrqntUZxIU6EPrvbD0wp4hcF8ks"
    "LpyhEm1QV2GZA+kx5gbDkLZq5zLOaT9L5FXHcx1nlrUeEUHaMD2JbWldim/KGkZHNjV1MuRkaTNRaD0x2KxS1FJ6iHUemPRfRjz4"
    "anbQO07VS3liZrHLo+nfTNZFshIasAi7sj+e5EPs0iR9VY2xpJY9uZbhq/dZs93YTdZNdpUoo0XLMOey5rUffDPL0yW4Z62z014h"
    "1zpzzkJOfTwvLgLOx4pV6Uc+j+jiMqsOjsT7rqev5/yToR7hM+Y7hlxuz/1ujcedss/7RWdK0+8JyXflLOSenptJfUTr7mz3RjwO"
    "bkq0r9wNu7uzzCO+5iD5t/ymf8FKv4Dz8yQ05mTI1yvBv+RHrN8vej389C9854/TQoeypme9kGXEkXaReLU21Il39iy5q6mD4mSL"
    "qvHIQpeI65up1a9xhaNxvQt5/8PFcWz2lQjtQhSeZlRfgmUvJg/MwVJLbZhgbiqpv1MHzoLuLgkLIXOj5TntFzwlM6AnpsA/3FMm"
    "+76QEJ/uoqKouhhivR4GX3BXSIZlyjdATn+k3zmbPDZNIe7ej6c9FBb/Fdi3/SEjh8EPOkmGsp7VVFWkae6Opn/jMtk75sIzaHNj"
    "JeW9uaSfbXPTu4YJ6HIW7eFz54jrUjfvqrl7+7/fdQWrMuNp97Z5HMUo+x2rYFuqsWdxaPWr5WasqemHw+RXnm2nlY3xIAWNZDHL"
    "A/jNffquPKR3wRc8Fjv4XfAAvP6Wsj91QRG7fh2K0zhiJa2Er3ZRMxOJTffm3SA7SR7O1DZ9Usy+TMenvW5aUOqyvRlO8w321j1O"
    "blrrdvyTWF/BndKbnolN4J0K/9X0mrGothWry9RDO5q2rWMmXH3kfqDsSQtYwd59QwzaBvu3F07Emzirg2Wu9giGQy8dwCpe6LkJ"
    "atjjPAmS34D52tCxnunPaEofNP2bt/UNxBN25scjQkmHRwahnIcTvy9+20tyRLN9II4RK9MrWqEOXesCZvyS7NlNwht+UR6Wn+UU"
    "vUN30b/JSPj4X+nXsJAnaKdgL1lAPK8x2Nk2kASLfKxOZ1nr05jt3I5IrBZa51useLW+Jy30dsjFR/QIusnVsPq1WOedZFwY1+7w"
    "qT+R83E3N8OnPls2Bq9iPafD752HqPDf+PoxRCLtZKwYr+oZzFZVUOfaxPJy6DGrUmzUs8QxtuT7CruyP7+EU+nOF0v4XsdaxvOm"
    "3y9s9j1tWf2Os4eqhpGt5dRfkKZn8o3ZJJPncpN9ceyV0lNLeaZo5wuah3sRJ15riOdrvaIrcSKqdVyQhN6L6jSvW1NY/xrfNR/H"
    "jhazz+RS6YfPqGVM+hN1b5T5znqypZg+PIeoSKU+771NJ2Bf2tH/24orFekk9ktat0rDWUprwxxWHWym9fCXk1dNfZfmOOIbGALM"
    "eux9hLjSNjFm/IW/6omy1UeR6Wy3XD8/aRuHvDjesjhRdgxHZKRYtaU024/cwGMQEtFJ9Tx9MnwI0tUfVmqa2HTne/J32St4CFoh"
    "gojrMjGurwp2yNcRRaBSJyI2bSlrqbfiujS4D8+wHv7JEqyUIeHsDx/cOvVvwzmcDzv2vRijRg15oG0Vc7muSXh4ec2eRpviKmGM"
    "vRH/XyXHkhthLXORmo1aHJNBpiNkbvi43o1PXSqXSR+YWcMS2AlPdAEnEVK+R3R/n4MwVqmNnDmMsV+toSLjOhYW62u4nyV45xL4"
    "noX6FGKof2CPWgcHw/PbwDrQrWL69Tro01vhi1vkvp3SnGb/VhXOQpp93WWM2KJ+MtZmBEup05PwLYu02lf7LL/nZlgT+qr0bMZ3"
    "+Qkaudx34NgcyipmeJ+Qi6U5/ZaZsRnr8fOc91/1P+nEpn/TtJV5UGIeLc5NAFjP13uMUj/KMlLHdQS5i22v/kwu6ALvDzq21ROk"
    "G3sLDXHGojdDMVmE2CNH1mOvrUfnXU4wJL2FL6EPWUKUtrHwayYEH8hFMhE+04e6uz6o1wW9tRNslOmh4ZJklcyyvjbZYsxmxme6"
    "t5iPtAdk4BhZy/69IuzVemg4k9CAPeUx6pDB5L5oIR+lW0puWBQu1u3ymbwU9tKV8Kw25wzMcbWRbT7b5OxlK9kG3ZwHL/tVfN7X"
    "0OqL2PnyiDyDOHEKnv8eLZL1zJomYfVMum7HeSgn14Kxo/aRdbIQT1ACeZim9+IEmq+aYH+oTY62EYcnVOjzYSLdRDzDk2DdjpWf"
    "if1rKD0HeOysJGsUEWbfHH+zVX7zsnXCMmjBTdSRLt7+WlK+A7oQazOD1cqUx8itY/x+vzgsViWSeyd617aWy9h7sITTUSnvDyvj"
    "fudzJllfK6HGtg7p7dTeVbD1f5HNmuG8V+yRY7qoJ35VL1mlEryn12CNFulU+EbP4kx3k8/lbuYuDQ/uNGr8CPT1dlixYt7bb4z/"
    "3Wefmu0aTPsZnwbci0zv6y6Qjle0UPJ9Bv08SO0KspluJw+li0aW8r7KyLe2Hpa1aYaBBLOzSfZI5/lIKIJns3msR/UDxOC1miem"
    "b8uh5ZdD3u/Q2/QmPMcA6JJdoc9byW26QC6U/nKnz5omPWJbZv6wArK+BPdRxQhthKyjts2DLn1bOskKrMEJiALbE3vM0KSvxFq+"
    "IcZK0kcGwoPPYy9NASLI3vi8MsT9z0LuopxzWwY/0hguDKlgtl4rVg9ys0CmKTpzouR8qdLqRhXnzH9dPDpBETMu5olsJUpOhbYL"
    "bNLjM3I7joad3Fs+hsQY10EJ/b5L5RY5PDgIZ/QivVC/wyqH4SHByfoo50G7009wWditzL85n/U1+LLLcELsCfOs9i7nwg+7QP7K"
    "XQl9pqwrffa+7Bk0nrGNiEZH4/5Gk/ekkh3CufoAIzzntWSeZ0+PVpX2XdEu6xUn+47zjqYyJ9wdaxlF9Lg3PDHzg2yCOkUe42rE"
    "2HH6Vdcyhoj5KtX/Vfc2XZWP+Wg47ZlPJzCmT3B+bJmfAE2QJbmKVuMSIu6d4CsuO1FGXDZ+A+vJTXVnNKA9aTbebeGrU029x80Z"
    "WU/sdlpM1390qkSbuQPTbz1kE3XWRZ5b07EmbGdUlOkaPF7qvP5VPOdRYsy4/SD/98rTeM9wuV02hgOaubekHsEaRZiddg3V4dd/"
    "Cf2br3V+2tTNe5Rhd1/zWXiHYdWBz95LHCpRBp+gS6NpCIcmPxU+x1qciM6BxQMvQ166yy+wmPtK83yUbo0bOjLb+XW309ngDTRM"
    "3Q6SMMs/m3mmiOcTa+pqTUe7Td+bVQBrKNkOsd0mA/P0HVYLm5qEtqr5Gn0Op2y2nhrcjpM/H/t+IyLM3zn3ans8lnPdvzP+HSVX"
    "yxpctZpSHaUUb6QOWmBVDtzbInx/IHTcPMjEavi0Z8oE9ozZ/Y1kV1w5tWbC14vq8Mp52htacwu0+5lyuSH4yGJW1PemlBnyTYlm"
    "5hjz9GT5X7ynCHudbMo7yXnHWh0vs4nC+f/WS1uDeHALK01uBtaQLKYj8hjA6aq47/VJMV+X8t5KNfR/XNs1ktAMmkLo8VIddkep"
    "HpbNBVjvRyVPbi07ByoYGR8rrvdmiMfdq/TdIY7FpZgRWZzTn84PeUt+oO/sMg5uEqkzzoH4E5WZp8owdFismfIou5W6O/GB1jJD"
    "XAKvZQt0Rw3tQYNuavkfWNbDvAy67qZ6jz/kvNSdyDpqWIGuZpHwKzWC/m3cz3PuJK5GbH1b4+Bz1jHeOxZR44/QaWZdv6dFzIXc"
    "OSzYJDHEEhr31qkOfluYtZDd/HRHmf4g5URajJEn4l7s5Cd4zc/eYh1ObMV8r7UdX9138BbuaFmsb+LPu7Dup2E1ZumdOghP9Qbf"
    "9WI2S6LskEjzBHTBif5PbD7VMfDuvtYbYPmX4P0fwa/7TDfhCl2C1ZyQsI6jYj1FKuhdVMCaWUesdbb1p+1YiO9GysFiKNBtJYNb"
    "1rAbY7yXGefzRZj/raOEFcHmJjyrdj00Vr26idcQVquW6A6F7G94hQh3+UR3NFRt617YSzp6BqIGPkWRDazHubm8CuiNCCWpJ85y"
    "F0QT6Wye2jix09m+91Sj39hcRMNvEj7bmNZufja3Je2p06aQ+MA6KivIMmfR3hK1vtFJ8P1KGXfYBPICPR16po+cSBR8JQ63m7Fq"
    "3Dd4k8xFBPs5/NZv9S5oojbYqyfgEw9txi5U0Pan6NnVqJuBGCD7cD7HPKmRzLJbnG7dOSN8v36Nt3LW07LJ9+5bj2+C0p3pukjB"
    "U3H+5c7N/CZN/NUGpIWwkW8Qstsi5Al30+/bqPvTZBhykYb1XNhkxnHEjr4GrzA9YX2THfCT5bi7cjLIu4xKNWV7qGcd30heViGP"
    "yq7S0MmRwbY4Dysf4ppH4Pw/igisA3zMSdid/YNKRIjW2VRPVHyrHx5A7qMtvDPrErV6Tyt2dBnb2BniKlKlXi7sZBtDSkipbVqP"
    "un5Q2UFOM+gQP2K3Z8CzGSAf4+rf4nmHymlyNc9ODeUt029qz2qMRcV+8tj8vOM9eonrMmvcH9Su0ddp/x4XbY8WN3vkusgtxu0n"
    "bq7Fztpo+q+m7ao8I1CojtvvLHFfb4fUDYTmHi/rwq3Ysf6yhDNGd8LL3ltsHuoweUCinE60iadl+hC00/nSF/c0hxr7X/IRpK4Y"
    "kcqNiN3b0UvOaMdecihrnxa5W+e12c06eDeGN78A322AnTbe4tWQ6lAT+p9arCtihY9lZ8jLKmIgrsfnWN25kL6yk8z1nFE817Ne"
    "x/QK7N5IvOYwPNXfpY3m4o4sL5cjF8j7+K1xV46Cfr4Me/MBdMsjuL9xkm6Eruks5Sp+XwIpSkLXbPWILWn2yg3xnLGhz5vaWRpN"
    "SY034rX7I1sfZWe568Y5Dro1x6Pw2TsHipv3zeGu1VIiK/QzGSY36S/6NNbtQjkG8n4vTuBL+P3Tco44bPNKVlE3s1axlLOxxtjg"
    "8FQjfmL9Nk6yNY1b1PRvOkoyy8FgUjhWXKW+Tj/1eA+GtmcsDpsp6RcQfbcp/ZYDf9GuZhH/InzWmbCWrWUq7FOhdhLrabJ6qrGd"
    "mDfTQ66Xn/R/8WH7ievuSGYR8y03UuozrU3VG5OaiWoyrDlpaNF8+iWhxyI8w//cemrc9G3o/bi4x5Trhfvdv9HUbibaTLCW2rcZ"
    "P9GwLQaLPcUmPRvn72tjD4EHvb4Zz7uY748yurIplQc5m277s1xX6lx45U9CB2/TF3SmHI9TNAI66iRoyD8TbcKhFdYxK11HXC53"
    "H1bhdPrf0JGvgYc7UjI85GnfQVnlEaMyHcouXmzc5xM20jVxPzGaJlqT5RT/Qpa5NG2/8TpUMNpqi/vqjaedApkogQ6YATu7Guf0"
    "KqzdmURBSDC7ZLy2bpZ/ps8cW5R5Npm64h4FsIq8rlW4QpoW0+ExVfhO0jrWTt1MrquNFDKXqeRq6Ys76UAtpH73tzM3bV0Nxt10"
    "tsSJS+B6VqcSRactIg7DLa6ChXkYuzZUvoCUXuxXzqH82IzBEj+PmWG7zcztO602RKLU2XZOTpFDaOOroJVj8OQehT/xd7GK0FXQ"
    "Ai8TrSvE+u2Sxc+L+7zxgb42XuinfR1SuWMYq2N/aBT2tlqXE4N8GHnOI3j1Np0Cv+YB2Yv4pCl6dBGu91PM5li3SE4wCe+dhTX6"
    "Gat6q9gE/DwymkSZW29Ln8r4FhPwPedDZzwHvdVNjmV/dwXn7r6DzzEfVq+YGsd14jvNZyuxq/TIckdZdlS9hxb1UtkWEhdmazaa"
    "Pbe92Ouc4p7EvM9ueb+esofvnXR48HH/p1WW5d7xm6bUyY9he0SwVz3EdXxb3uxE4hBEiZd+Mnsiu8tZ2JUfyFPSBbG/9du9jRUs"
    "JwKDwz8t025BhHdvaF9tJZ7NqW32vQwx+NvbyJgY42ygYS0bovVP0hhF2uWpenrfLI4VOlymUeus4juikDabpcv3cZDpzxHizkF/"
    "SK1VYcphH26iPBdynjCG+0yS0fIt6S2tYN9n4lmm63OI0pfpVOjepidTX9OL4JfeJ4YYfjFOaTcZDXv/N1iqcuxs2mNWHMjdqGWG"
    "OErsn2F410b9GB7gNP0HdvFuxGGGijKQfdENHdGZzNM2ntciZiPPJ1vnleyem42f7Ck34B3/gt3IhUxehv1awCzeQn1KRsGD2VWs"
    "OnWsfIVPn4mVyWe1s46MfR0k9PVQy+NMgCQfG7zOavGh8jQk9AUiCjyjb8r+uOdy9oOUEF27P7NeUXYfPemZrIvJK2XIUL2wdxYJ"
    "/kkaMEsdMoyzlW/B91mo67BrNnFfgHUYHLyoe8vJYmyi7we34Pdr9D3o3834aqreTc+iDaW9MjvZliYTkH12ObvljJthFvtOY+RT"
    "ayFpMvpF9Shx/a6taC2UvQpxYqaktKEuHvpOAedvtyDytXimMud77yWlWr9D/c3tldmQMfjJt0RWfRfPdhFOey3Ou6rjdWyYAo55"
    "e2xZ4wwil+PjcLMUh0mFRn3N9lzyKpfzuxptS3tysjiGI5eZ3uwz9EkiGV4iDqGpgpNY1ru9j9eAlgWzLGQmmohr5qsE9XCfRh2A"
    "Cb1XT5Px8GV746wth5S9inM1QrrIdeI8whik0M1IRIhB4Hrx633lod0OqBud5Qppw4mcBGzuYz5HUwe5XctJw0qypZZ4hmXLf92F"
    "XVqrm7yPnyZKm/M1D5LFxOHt4nuY63yO031Sb0lkJ2YsBhoEbVtID7Ieqxr1LFLOyzYcVGVXklmOY4i+6XrkKzinX8MqgOMuNoyt"
    "uB4urga5RVfr4cFg2J+NRIlbDv2xl8yC5P/KHoOMptjNe8iFjP1+0wxuUJx9b6Gfl0/Qxrne3Y6+Q6GWE03nyK6I6P6lV+shMljO"
    "w/kcK/dCF/0Tr5oi+4lDroqyR34V136+RzYq0neIw2q4Dpab+BVnaZi8yNmxrdR/JeRSNb/hBlmKJ1/JLEaKGP3V6jJdj/u+4swJ"
    "aWAStad6XgzjKa61fpbOuFcWsUs1D7a5kncVMoMf5TSRsdNuQ2S9TN+Qg2UnIrsYa8B8Tmqvgq9aTjtliHOu27A7tGpXRCffIKqa"
    "xvpZNXTDCKlkjcP4QEeL9TvGuXaWaYuSJcZmPyZI1KMi95H5fvrU1bTdXHBvykUdezxs5rmP7K7P6+l47zt4hm/kFOjmQTkHy/MS"
    "D1tJkcfX7cAuqlbSlbPIcb1b++tP+nbQUR7Sf+dskiuxy6N0gh7JribnDdspcwxajmF5pFgV6rpgPT7nY7Wn20U+gBcxlcyjSb1T"
    "XJ/FPEqey0MfIr/o51omd2Elv2KvSaFeqRXSlxmnkP2Xyp5SVYdok9I38fPntE1g2HY/yZnyK870W/olzrXTWl0k1IapG3dev+Z+"
    "HAhfxhh7bpS5eMon8WyVxCCwitJniAInwD+1TEZ/sX4Kq1lPgp1cA4naVwzB7Nrgd5yFTdRDymxXwp846yNIcZd3F1cjulaMk3sf"
    "SdHuz8N6nCvmORXg3RuJIH4xdXgpZ0Zr6WfX484StNgJtfM9H+/Jwyv3waev4sy1TX3dBH85z2JhsW7tNE9ahH5BFSciOvvO7gyb"
    "XJrnMtoMNncm6rB9KlOXjXW61Z1jZ0v39xWINGtwBcGT9JRK8Zm/4NM3QWOsx16XQYsX6q/yJFauUNsF56lxH+TLOFkVbmE92/F+"
    "jpHJ0GGV9Mltqvlgj8g5LDtFvoz9Pg7ZxkXjY3HOXCRUTa3eVMz0F+8t2yStScTv3h9bC524r49bYvSSHE+C1SU2w0ZvYg/Uckj1"
    "KFmpFr+v1NshYaUeaz3to8F0toe31nv35jkewfjD5lmKs9n7Enzu3t7+tPEMr7uJTbHZVcppM+261+EcrOEccJSaa5W6HV+Oz3hK"
    "mo7eHQpjFe+hwuex6mjHN8GuJVgJTWhmwsb4YRE/yLlY90A6IKjbV8vD4+FfzYEeUj1LJ8pwsQ7JnyDFj0J3fozPmg6LXwW90hav"
    "+yezFzH6O4up/Q3RsgAabTPlN06rGeWqWpVpJ2aiH5PvtZyICT3kPLE5pmX4/hmJ+L6rNHtiTWbXIhrvJMY4bvjon+gTeoBcDO07"
    "qZmc6gyJqltFN7e5iGs4Wt6En9Pb+ycNjK61Xnsthrav9Z9+nrjJydCj3FbinvvTYu3DTvydxfVr96U3mGyEltZaHO5OPiQr7nvw"
    "6r3XYXd0MnMFpdSyBew/6INPrWO3dCn+vM3s+1rKQ4QdCjXQNYNwP/P1DEh7GeKAV/RCWJD3mDltSuJL/AxGha+/GGtCS8Ywr8rr"
    "8J0eht18Uh/XJTIFHud3uKvnw6XwfX/P8vAug2dXSRS+9fDqRKI+f1vvc2FJ6ArLTlqF16oGJZCVFN+9BFGsZSA6y4e6Aru3Aad/"
    "MZ58LGRpJs427FaQD/vxOHz0P8t70Lfrdbx8hCeyvu9K7FKdOp4z44Gq5gnP93Ogod7IvtaEz3XNlh56KezKcLlaiuVPsFmDZIzc"
    "IxOgY+w0LdcL8ATrcHr6yTfwuLdCCrdgJQIxZMw0VrMS8fInRFZ/GfpkFZ7a8iOl5BhM+ArZFjJpbcKrI8wA9OLcpVUPXoLuTdHr"
    "3RH90/lrrZiZNu/jOHxt2r4G56yVOM6T3WQnzxWc8HNQzu+eFXwC7+Zl/GaxXAtLYZwnN2B1HtI3g2P0JtjNkfKWjghqsXLnyJl6"
    "kv/sVpLx1Rv+2+jziiYFuVjV46n/9pP2jLJdf4dIQ/+9w9Z4MKzHZ5chppmKtX0YXv6ZiJMGy6nsqUn5+Z2MT51iJF/CvK9D4Uiw"
    "Z8HNFV2P8/ipMarBbyyCf/Y2VqQzbFZ3SflOhopsffsU2eQzNVaF6khuppk+N5rGPpnvY7xAK/jZu/vZqZbElY4xKopz10KP1PQU"
    "tKjjChgB62uzOGWUoWLOsD5BbtoU0ai6ScAVGUnkMkPHGCavy9n49Fdgue/Fcx8m90A2boLnsHOwCff5JfTzpVi/2nAJZOx76KZ8"
    "ZoJcr1aZx6N8nD0NG+W8YCqk/FVI4Rv49wzEAyt1Mv6UIgLYjBNeRi8gzR6iVXi+x+Q79kFuxZ0XkIPH6kFd5XLYf5dDOkSc3r+M"
    "FYA3idJ7lFiGy2YdvodkTMQd1tHSnolX5kgm6+Q4WV2W62hOGkV4tpPUQq5y1o968VBcbavvAnQ2o6OYF95KaojglaYfbxWSWlzf"
    "/MTNkBnLLs8l4+L38hpxwH/TF/G7qcRXicG2TcHvrMf8Duj1u4jNPlDcVF+KuNf2lU1Z2NzSqWJdoX8TnAjok6+0OLxOin1t2eS3"
    "oUfURUZHSF+ihLeSGD32CPng67xmt9PRtVHG0mV+t0BeVyLqeRXy+S9cIYSVaSt/hZZ9kP59hLFN0uOqTYAWm41VK+Rum/9rOGh1"
    "zA7mMW9oWvtDSJmxORdAO9TqlWLdieo7GNxprfcYge4ktZO4n3cZk0Uci1G+uzNvHGbr6e0k7fOfmV05UA6izxmyxpqnn+r1YjmB"
    "GOz7dv0O/lpb+FZD2Okfz3bcWA53sNdZVq8yxOgIzrubFk0zo+VYLeKMHTXLxWVnxaa3v9TP8LOVWK1vyGlvcfd1cgyeernUQLPH"
    "IKWvw8IZj8kVcj+8dLv3V/BkZ4vLsddy6qkvsRttP4qINdeQ53P7dLCcGnxPbPn5kKw6/FsKb2c+dGOc3enV7M26iLM3MbW8nGGb"
    "LmHvu2W7TsIOtIGnZ1mcpfCmFuDnO8kSHRi8FXyoL0AWp2kynNwos92jUWWqXB2vblc51mfotjOTa+tSpsZUFuMpqYTMbcDfCE5V"
    "nOhvoY+m4uz5jDF+rCU20F/IypKin26n4gBolFugFUK5PuirP0NqLmGEsj4shO3sLv2xMqWIqGz+wk2023zXlcSi0SyLmulEszwd"
    "Wf0JiaJt+alt1HnWu3u3z/6cKYZHWUR2Jeu+XKaGBT4T5/AMfUSGQXtcCk93qj4adJWz5BBdGO4XGGv1g1jLs+VBPGcgL2kB8/XP"
    "4lkPkruk3mNb5rOSsxj/bmiEHyp+4qyNuNzEdp2Iz8xn7BTRpeSvnkDMpTx9Wqwfo4NM0ov0A+zOhfKO9g52k57SjzzVmZpEhNxE"
    "UT+9b3ZuvHTGU5UzRrDe30qfWXGWaYxHAqr1slfMSllXnI6YZwIuZL1gEyMckwTrAE2wyhrluXYndLBnE2vgsjGMoD1xwvL1dekP"
    "yR8Ly3M+It7XZSe+0ubtAnqqDVVuh9dX55G6ElyhU9m7HBIZtKPPu7XKov+cxAi/nnG9UP8fAqvqOnAc02KczGXWQbwPbFkqy/pU"
    "zSrq2Vi9NeR9sy7Sq8gSKdKP8x0tPN9e2tfMtsMfHh6cAr9uOu5kOq5bCp9kHT3T7fRkupPJymUcopzPj3K6zeT8XWL9bmc/Yxn9"
    "KIf9e64YP14RO5qs+2ANZKiNRLlPzk9uIzZp1xtSFvo6jzK/l5nJyNWzoDO36vmwxC3h7f2CuKQTpPafkOdHA4WmSnPyI+URvF2N"
    "twjv+hX6oxASYv0/dh9l2Oc57IJJeZly+A9d6CePxTmeyzyw4QSNl43MI8fwepvkP1YcCo9pzrM9H30Ze9ls0sMhuqc0Ex8PFc2i"
    "f1vcV8OfOEae2azp1JBfwexpK7FaZz2tbBwex2Ls6+l4Suu5LWJWewXOyWL9JudD/Rx2f5V+pE/CO3wUvxusbXLGaPsW/RCBz4Z/"
    "nY+V+FKnIJK9Ch7ox3ptFiMn0WjGfCrWapqv2ZXq10T4MGlpGSxAvDOJecoDmWW6Fmu2Vq+Bpe8LiTgXfnMxLH5nojR3IrfmLnKj"
    "WF9nhY89FGtu8nYeJM+m87tDg11JrpZKRqat2QlSqFFtsMmZr1x3UAhtuBs+9zzcgfEs/EX768/QjgfCozIEYjfRFW2EVSzs6riQ"
    "2i2H920zXl2hcTbAO6nRWbin3QKbCnoD9344ItB8aMhX8L6+/tMt67G1EdOOeMTwBp7vTN95GTT3XpLBFEvzqbczV9k0RqHVi+oY"
    "AcSpwVy3xhvQqV19N3Idc+AObbWG3QbNMWt9hjM91ON3nYIo62JEPQt1lPyAp+sk65iZfEzOx/WN5bOMczBV2Klinqq+/MwK+NUm"
    "FUcgRirEnxI82WatZCS6TJYiKvkSdqSS8/ZJ73tY58FCP8OeyYDvyEZvyPxVROsPvSY2tjXjh7pWEtkIIu7Pn3kS+VmsYct9x9Vl"
    "o/bgJOkKnIjDsVfHiiEk1+ga7vga+lWG+ZhuhCnsEB8OlqPgYaaok9zMQw2nM3L1YnG8YCeJ03bFfP0KRMY/4umPkM/0L/BSbSJu"
    "gtj83DWMItVH1Y5TJ0pmQnvvBew5tUzH6cR4rvQxq/Mvd/OzBeq9ttaeL+cznIhdsV+7QFtP1rhcobdifZ+T+xCNfKT7w29vg3Nu"
    "KCfdpR2kdBNO4jwdFnyOSGykLMNu9sPfZ6HDPkCUcI1GfJdoTP+BHTuC2LoXis3aDPe9lxU845bJ7iHGuFrBaCru+503s0pkr9hJ"
    "yjzfouLEjPGILFGsj828HIYYpItEvMxn+qnqIW3jZDsZRdqKMfbuLp+J+fzT1CYHdmVVqtZHuof5iXVbiY7ShvFkwvdbu8rAdo8Q"
    "bpN5G1mhr2Vm4kEZiqiiq3yFu5mib0HLvSW3wjO4ET7wWqx5B2b7zJ7PgaQYvkqlbvLdolFGOJZXMLwbx5HTuVE1Ob1DF1wNdE53"
    "TtXa9QZyUtv6F3/zeT+nceLZ6fQ9WPvclUwlGba3BoQ+qxLmak8ZwApzkpbfJvONdfAA78eF2Wlod21XuXY1bKudPM0MXi39qrac"
    "c22Mpa3/P/xz7hWGaXEYTnmGac9V1Ez/dmQnZz0/t4456yObwbI2m2818iTxMGxnV5Lp3iqibYnxPN9nmGshf4cwT2iTiN/pA2K5"
    "lAJYrcHwJpfrTTqZM3cuvjJ8DfeJxfrqf012N76DBJkierNa009Cz20QQjZSzJ6ZLPck82OISL0efmTYLJ9rU11HhYio61mVbo/T"
    "dC6igDpWO8qyGMvp7D70lPpsZ6kx6b3D6LYa1uQafPUDZPYVq3UGdqcfQovdKqPkTVjwx3RfWcg5I9Mih4mbrbD604XwW6xeUAWN"
    "EFHHjFmvz0khvzZ52JNoaaXw5+qJtWdWvEgnw4NpBV1yPTTHcfI0vIMq/SdiDtP9x0gxq1wp+s1J1v32RsxhU0hV+i7PXQ12yDi8"
    "j5OjmSM3j3A3XwVTdjWHzKE7vocU8+8hz2+Nz2RZh34ttNx5YnMgtbirYn1AWwVDocM/1F/lDlamftOzcOXZ7LP+m7ipl5T3jk1X"
    "2WTvFq39L7lukO/FiHeXknXmSvjHaXj0SWbir4H2HyzOt05Qogt5t+ZJfQydeg97EpfoDN03eFxvkou1DPuej3XM09v1ckStI4Pz"
    "sS8bsDp9yCxcxwhXtaF/0DyBHrAZW+gLWqyYYoyXgmw/Bf36a/iCfKjbpJWhYITxnAf0IE4KHgQp+gVrtRJ+xUZYoem4i13gibeE"
    "DrVqX3uvEV2m0PnwVVi/CXKdXKtmo1dq28C6Tt+FXTLWuxtgHT7Ckx+LCGidmkUpxJ3fzYrCwdm6V+g1gE1xDpb6LK/wzp6DNsrV"
    "N0TeGb7zNOHzCuYr/OLzlaG2yeK77eKxtlL0712H4GXMdZvedtNsxewad5ptORER9pBTWPu8gHj3LuOzjQh9Fjsv0wf1O1jUU2W9"
    "XoqzUQkpnCjGvTYw2IanHyslPpOV5ArF2J11HuR0A2zp1/oVPLuPZCZkojX+fYtccoaunQOJe1BcBH0lYo9yrF7roJSz3bPx3Rzi"
    "dS9BnGMr1RkrWZ3V4OlsZ7Bjh06QY6gjXrGCvtDA4HVDxIdO39MzQSyDJtst2EJksKa1y1RZ5ev4VvG7C36Hm6D4hpqzztfLk55V"
    "y9Z6vHSR0OdxMhMW5fw7BPqnHeNhh48ykNUWw4eJYA0+xtezcd+PiqEKpMjhc61cLbb7bk7HfrYvz2Afom4MpR+wmQw+1ZT3asjA"
    "FDKe1zIaOhhPcgK79S0rXqCbs3mb3xp19h7uceiMFaacud2dyVh0Laufm3290dnLnp55LIOAUc3MbhzPsC/PvHV1tyIK/RVBVfiO"
    "WMUxXzcT17gt9r6Xr7vYbP4az//agnWaiXym3+mduOz+Cl2HT1uFE2R2Z6BkuJ40ywcRMtNiXbBu6jP0+DCVuJ+jJOI7OzOdNDHm"
    "wE135siBkvb9fSG5IFcxVzcHfztzqrQGV7uEUbLhaP5JRsMShr72VeM7PtKIuyo405H2+YGklvuejyegqdz6tviDvH9b78UYL8ru"
    "4qxhHv2Wf+o90G3D4dUOljs1JV1hHc6TATiR03E28/Q6sfz3LTh5x8me0gsr+qM+Au38L9jqU+TPRMVbCynpL8/j/tX30ttk7i7e"
    "OtjcVX4zvFbOe4oyP5ZiJb2FZJ6wPft4G6p6rSTpu6UrstLecL24r0YIkU9b+vzqrj4eWwALcChkpiN05inwF/+BE3+rvqpfYPc7"
    "04PpQmw601UO36usmb5bi+wHsUfyePI71ng2XPMtR/L+h2AFCthBGae/YD6/qye4rO0GDbPoRZkuv3ZZrJJWvgs5TqZh++nO2Z7a"
    "0PfOWA9ChLnGYsc7CXseI8+qcdYeLefC/q2GHXhSrpHXtavOwznpI467y3yIGvq9xurbmh6a1db+KdbVaV0HEXjsn+jJ5HK7ktm8"
    "So9CHGHGaBep9R087djrFkIrGKbK+axo7yU7MR7O8VGzsMM3np0RC/xcg2qDh63ZvrId48aPYREnw39coO8j+ngWVnp00EbOYExs"
    "VZXBYri0B/g8WpS+wnBp57NX4qd/7M8m/t66KnohNjlGLmelxfSQdXFEPK5JGzlLWniEcMOYNi7ottQ1dmXrXbuZuiNCXZhBavi7"
    "xyu1a/yK1w8S6xM+VRyiwlbmHQrZS9OGfXiZDr5MHkjZW9mFebxerFm3ZRfWkdBpVbAoLcmw10OMA9q+LoGWKOPUrWPMO0NchiDq"
    "2cAq/HuM39GqPR2I7nIYebiKYY32E5OebyRPZkGzl+tL+NyjfE3EVQNCr3U7+Z1xucny7KoOYIakklj5btKgve9TPZEZ5yS5Tbcw"
    "/q2DDviFjEJf6p+CymxmRmmX0llMviqefMeBGocfn2Rtrp4dHaoNfXpfaIaZ7TJ6MU2d066Qw0qswBKyfFvMe7W43rGQPnhfcb0W"
    "1b5vyboDbmI0W5Wd/Imx7rGE+9zUe9KwG32oFYqos6/2mSbN4kq6zGomK+V6D5PEONNsZLirz/jMZx+as38x/6TleoUY61Nf6Jil"
    "WKEafZ45wnIdhtdMhb/UB3r8V8jxJvJKFWD3l8JfvgJW5WFJkUF0kOwmlqcZRjarVbCIT+Nk1RCdzBC917CHYSb1dVO88k1Hux31"
    "Q3kCNuMR+BVL9dbgcFiUdvp+ECMSnZs9Opv2fKPvjN3AKmbCd8p2IKZyyIgmhAXK8z0125h7qGZO9Rp2f+7hYy63MinNdIZHoCkm"
    "MZ/2CSTkZliJ9+Afr9LXxRB4KrhfprG2sK5lf/qy0vc1EeEFMYhV6EeLRTe/QAdXcbrdYS6a11ZCf7k5FLEfEcscgx2yk/kiPN5t"
    "Og07crFczJpg6Hc/ThvjOgpNJvP0dKnxPlWavTsV7Aj9TWeL9YLtyV7Ry4i4corMhcR1yPL4OPnoRUtay85ZtzMtfIU3YxdnN4M0"
    "NFA+xTWPxX0/C8nYH2s4DF/XSyz8hkyRBzCfaIjpDyEW/YcchkiyaaajkbKCk5NpchXvLJdIinWCBPwGY6C4hr3ooxD3t2FlbAHz"
    "fDHO/qR9J8yRzCxaFXwT4z5IpVTxRBlPxSZOdxRzatz2w3hzqiDrc6E5K6jJjfP2MUQMEWaW15PxcSvzD9YFNJea3PjET/Md/h3k"
    "BdzX7TijJ8nTcq0Uy71qNfo7dXZoNUnzXNLZKE+Js624jkUdnaiHKuhn9habY7ycrDIRPF8KGruKuYzbcPYWEAm3KV1VDSmIsO6g"
    "2VnmKP3qatxBnBl0l5U/iN0j5l+dJvV+tjrJJ11Ef3EMfK6e8ONCj3JQgu9KGKWUQPZ7Qi/sKluY+bN+2wM4U341PJItcpPMhiUY"
    "JWtZJx4gY+VA7Mr7eIoeiLwe1X7BHYimrtSBOBn52reF5dJrOb1g9ZCuOLOL8CmGfbpZ3Dpt1MW+6lKPHSrD2tiOHoD73sAp7YSf"
    "+kjyCbZCzqqIClTP+ROH5jrV9/zKDnVn1e7iZixsrtnqLp0ZH1i8vwmx5DqsjOHqt/CZrZjPKxtGYzFfZT1QXSXh19oQj+xZhsI7"
    "fACaZKEap16B1dlwkr9gPciQh6J+4svqltYl1pI+UjJbw7P89Xhx3I+jsaKWp3wLK7oQkhnC72ovP+n3+Nd09jro4KXMgZVrAis6"
    "UF7O5q0dxoTzjzrSL/2K3Rkb4JnbfK+b/ByMtb5Uyn1mMMYsm0n0P4g2Wc27KKKmyvAQO0yLxrOWma9yspjm58l2/0TuHLootIr7"
    "2BNXLiIqq83auxxViS6VI/Q1PRmS+rNUyXfaEuf6F302mODtXNL3CamfzZ4gFjd8hWsfwrk0y+psw5M9hZ+Xet3eUhrP92Q6qg7x"
    "tcn2PEPGu76GvloVu1Divjs85XPGVmUMySxcwRyv0wFxSteu2VpqPOuHDvOzklFyI7j1ayedmEWsw3mrI7JJnlpeeT7PVnfYiG54"
    "hgW+r7j1Dpw37q4rdKXMwP6tw+dbB0w9WYkW6WvQlT9xdYt4jp9mP+ZocpA3IBn9J+Z8EjLaknGceC0fepQ9Y+JqS2w5hwpq8Vge"
    "z1bTeqeePlddFr9d5HRGMJt1Ok5jIL3xbDZTu5kT1Ccigtpf3PxDxLM0OEy/bmLzJt9BK9pE2sEyD7ZvAWKRX+UQXSFPyHn6uGzH"
    "p31PjqgvcL5mUjY+orc5SDJMUC7aVc+p9aJH7bHVmc6flPOU7YlIwLCRp+KU3g/JWQF/+G+4xy6BQrukPFt7HXMfu3rcgCSe50PN"
    "ZebJzV2ad5TWO5rh7SvGO6aQoWU5VsGk6AvEWYViXYSb4WcYFtNyzuHUQn/nYp1uIDdhBrnFuqk68fso48A4c+Vx4iLUw9+fSGze"
    "UrLKpvDKJPct6TWmYYn1RHR+HSMLNy+6UmyirYB2LUomxXJWCd2U0SpdJgWaQfZvsQPLaYp53nyeaXe6I5z2FLmamemIr+UVMYpI"
    "sfPzSe6F+Ta7S2d6Z/3YmVvMOsTX8NgcO8I8zquuwJlvJ+/JzsSGO1k+wBPcIsW0upX4swxyv0HvhA5azEzNEFgqm++eiGd9CV7S"
    "MYhGXsEJPxL/vwHPMQfXvVEehf15DNFGlGtmHtFWsksY1uYmvQde78GQui91lq4MjD/tANiqIuzLa8wMGRZdKazAMHJoX8xsU3sx"
    "XrA69l+5nEytt+0LcacrcNWd4A2PksPFbFUREa4fgRY3vCPH6W3R2HAxPXiCVGZ3O8xOu9axk7EpdCJ7/T7MJyaydU/1/tnR7Ggz"
    "e3QPpKyakfY8aKMUvY5C+q2VtDFWkzH8zcdgbZ9AjD9bJ+sP+pQeFHSATJ4kF+Med5aB7Fqz/fiZ0XuCGZ3XGR3G9Cz633XklNyK"
    "+L/GZ9rT+ld2TUTZfVvHOpmbIOslSW1AgHLauYx9AauZNTRkNUOKnqxXyhb4YF/gE+cx016DdTeP42Kx2coYdO0G9q8cLNZD9RbZ"
    "TLbpK9A3qxFDn0H0CDeZVKEbIBF2h/2ZJTOEiSKeEWNomArN3g4+W71+w7tfqddBvs5B1DdNn2BNcTfOpavPnmT6Wqzbvh5xbGsx"
    "FvUK5lQHwZZaF29ANOcDoTVzEHPbZEI1ezCGQzaPxivHwUOchru7VNZr++Dg8JZgZ2lPTk/HHn0rK4gb2Du8AbsSiM0RPC1TaOfG"
    "yBhId09/Njf5LMW5lIwSenqmwU70FjPC/ajxXcGtYDPq6TXVMf5PMQ9znBwhc6CNcqFd88gbbDLyOjzcT+RfuIOBnl+nnB7lL/RJ"
    "K2F/UjIEvo3hfb4qP+IUfY71GC0vkRX+BTylsafnYH+tBjFSKokY3EKM8dAYjzswOrRIqdhzGoeNuKc7SmbKRjmJ3kp6yok4rYY/"
    "twXy/wm58BT6uSfjHPX5IpfFUE5LT/BVhlzfQ5Lk+bKJ1iS5wlrTM29BZPU6SHspZ10d0uoekuZkWpqeW9Osre4eN3m/Ls2unNGc"
    "r3oaJywPFv5CxNbnIE40LubdoeWLce1PmEsaBt35D3j2m1iB68e1PgbPZxMuc+E95+mMoA8k7EnEb+VEIDXMe5tfniQd5Hd1mbe1"
    "uOKe0kVm6qbgW/YoH49P2U//Bfky9oDVajh547EaP+CKA2DphokhUyyhRtiKk/Y9nm8DnnYttNSNuE4/z0wX9dx4xqnQS+6VTFYi"
    "h/zQS3geSmlPz5RvsG+GsbGbTOZ040GQtINki2byNXv5SkPIOstAKSZP9XcS4/5U87QWsurjMtDulG2hrhZGz+f5iZYqP+NlV92T"
    "NaMurLqmdaumPP63wp46LiTrzMhn1sayQVvoeRbxU76FxK4W03FnYo2MCXA2tYxV5Tv9F5KNepzFlTjPV+tf8GzP4VVtoCkuh8c7"
    "MUjAEx9InyjKrpdKeoDFZCS2tdzHo74qszbrGV2tJl7Qi2LzVUXQghOgl/biXFaQ5Www5PI6xNXGutRSjBlrE/nTlVc4h77l7mLT"
    "CLW6gjlFJWfA+4yVKplBa8X6aIzP0Ro+mZstaZXtkGrdCDUp899JcqFegfu7KajBmftG38MTXCZ7yFt8nk4e3z7cATWzjh35VrMc"
    "QUYni9o7Q1fZFerw1/jBe8ht+N3u0JqLIM/fw87vwcqd696JsTJezTme4/R1YuV/r0/Ah45Drn7Wsdi19+QZbRX8qI/D/izUBcF9"
    "eh+8gbf0Odxhc/jxEdz1Fmpwx+NxbJbRqIZT+Wn6V6FHyKljr6AhD+VjpX4kpqBN77ST+6HfZujIYATipD3lVvgPb8sbukruxHn/"
    "FZ/b3TOyt/YMaCni0RhGWi6v7vjaxkkBdVGa+YY49+pnYiEOFps3bQ2pXc6ZBDdV3ZBVCzWDDXI6K1RR2CyHOBOnX9VLDCerkjVQ"
    "mxN/Xg4Q8xKXNePHOzlvuUM93O3plYwFEz72Cuk1FlH31ajrnt9XSn2UZjWL22VBM50jPeUM2Np8+KRbtLPeJ7dD9yzVHyHft0Jy"
    "KqRS3pQv9RmsxjuIeY1d+SjiFGz0zFOZ3O/fqB8KWD2s1WHQcMYKfD88lzehWYy9ti9nYmqzyCNpn+0qCeeEkZwPgteCtjo3PAMe"
    "2NWh8dB+wEz3Xlih9rQBVfTrijmTMAFSNwi2otQj2Q/w0ysp2sa5OjiwrF1vKWJmaRZO6GbicCQ8upxl85/z3CBb6cOv18foPeb7"
    "+e8Y+1vrmOMsU1dBag+dHuV953tdEPe2zf7bz9cYa/TPkut5yK0mrt6XPxw2J+pxqSM+PnPdHaY5DmLuSiTMIuK6SHAx5PIYeR9x"
    "Si1Ok/XhrMVrl+hn8Io2Yoc+gDc2B9brM0NLlrLwDBlHv8DsXRev38weDvcMlE0jRS5DpGrv68Je/ZtxbvNpNyLqUPLmieNRs26e"
    "L3QrIyDDbB8gd0mme87mfDMovKGfkznTr4tJRhmfq4Lz/OpxohK+P8xyYhuhp/KYO0yxI2uwFHK9zC8IOX80uhGXjkNwb+Hrt42R"
    "fWPMh41gRiju+RDjjCBjzZ65//tv7sXnHcSO9n3x51rdKo/Ku9CEm9j56qaftzPjO5c8a1uYN9rLZ7pbicMLssmsOshuNDunk/bz"
    "nCbVR7OCso/PnYRk0na9SKuh4Tr/YWdphJg6Gd8+YD7dMZAakv9//xdksc/ivvJdw+xKBPo1gv1IeNTXtpQb92837nslu8EXQi4T"
    "iERcl1lLMQ6vk8R1lAyTDPZyre8EaI0zvJfsEVyG2PETxO3fhxdAR4yS89nF1V6SvhJeS7nY10/tnyTjIfeGN3u6FkCr7Y47m6dH"
    "yVfiMIwMg6q9FDLKMTaoYq1rVPtQeu1dG/XpJ7KVq9AjsrTibNQBuMpc+B4fw0f+KfhcP8KzbdSXmL+zvXG5qg6NbEA9K+dpRHFp"
    "Ym4MpWdWQe28DPtq+rkYnuRSrMIwWIp+8rJ84fEzXHUux7Mt2IltK3+GfauGR3wFfNVn9X6djq+fMaRvcSwNMU4OpHxPwWCu136c"
    "46xkRFjFvkzLCMxAJB76/rIUM9Dl7JMNcVdHee3t7mC3bP4sxQ6KAvZFuwnsemJBRnVvTsxEyOntkF2MU6SMn1Xm39uH0VkmU+FW"
    "to3Mw3kwVJUSeRuv2KxPYa2X6KRGvtzFvItp/r1WOYj6LLdhVFbg/9bxmkf+oM6+oi5ZXBD3teu+tJWZQTzwC8lKXUUd5OxOsbfg"
    "SrySqJ8/TPrO4gjlbT+/Ep/TKypAhDtIDAVsLvMI/5TTmZ138f154nqchbJudmY81rcA0jE2KGOufwt+lseOOZtaq+SfGvYRjIR3"
    "8boW4m7O9r7eqexhTNAGfIuoeQj0u/3sZ9jRl3Uq4pSj4J1tgv6NszPvJOq+UZTA1eR+temLm+AjPcV4fxu8sARrm2tp/RqQIpXI"
    "m04fdIOcDQ0+kTN1EWLbz3HCPiVWXJ4+Dx9xgCylxH2qhoo1jByEyxBLzZSvcMe34ZQVYWVOpg82Ra1H6QvYkJ/lVdiuF3Fnn+lh"
    "Mg2v+Rl6rGk9mkZ0O4IoAd/ro9jr/eVjRJmP62L5X/o6Y0Q9qdQj8ApD5ylkvXWAGDdtL2bfD0DsWspMirKenat/1TsRoz+Oz/8I"
    "sfsDWLlxwTzZBf5RjizDazZxpr0la6j3YD9aEiM01sieJjgzmUOZ/EAn6znBr2qox29AIn7SjdJf3iRP+Gq9Hp6i6y4wPtqj5SHu"
    "Zx3PaHtezXkVPegDRfXyYBjuZCR+N12ekUfhZ8+SheE6fSMM5BDuTtpzCllsspGxl2UP45SsKDRElWaylpYx+AT2vZa9gZY3cisc"
    "SITsrfVEejoX1xnESMFqYWuaWetTeaXSrKZo4RGj3ER8zM9jRTzqcGvvi7eA1SyDpxRRp1FKWb8yToSu4qZYq3SWVJIFxjAEV3Ou"
    "KUUG1Ar4tKewH+cr7FshInq7u33gX+Zjx0vhX+dB2n7DTors75/cVQUy0wMp39Pl+lstpt3O+4xATkq4WoYv04mYlxdhjezuEPFA"
    "c3Uju0iSc4LWwxXg9S3pLUb4fFWMmNPQ8vvRv/xAn4SszMM1baevxm5ZDvorPHmFmgzXcXp7PrRKOdl/8vB5p7DeVMku4W7STkzu"
    "5uE0RZgjslpdFd67glOcO8tgrP+ZYsgdmz36Wuj7/o1/+gr578pQJpNpCJit5Xe88gw5jJ1rldypKvY1p3wMYfv/LGccl+L70UQE"
    "cv3cKY/ZUsc6ZZzfBTx9RR6f9z4xTWlTUf2kod4aZmv85d5LihD5MhdXeAXvX6yXi/WOzcbP95NHxBD8Uno3bLqhhCh7vxPZ+rdI"
    "pg9JWUlvwJU2y5aZ5pmLT/0TdXQtrlFNS5DEObpULIY0HlvLxM3FSraTHjIG9re7lPtaYr2v8we4K8OatSp1dx+hJbK9KyZls3Dl"
    "PcjKt0qfgcZZrVdJPmsqCfYYbYXeSbPaZNKzjH66VV4my7ucOivVB5hP2IivcpthPqvBk86hfz5OrOvburVtIqYEFvUzPFUccflG"
    "8oJsU/M5NsCOTQofltygWvdp8aXODJeHo7RcfghvwxXW477ukuu1GrZqnU6CtruffTHT+PQrEMFNz/a27cQZu0rvPW3LIvoK5d3W"
    "xNg3XsVTXAd79TiubX38p+K0T8EVC4kKWo4YL0rEF4sJlmLP04xdi/Cp+4rrRBnByuwmWsMyxs5WI62hV+uyXA14DB2kMetxnFXk"
    "EdJQW7ZXlnsMj6ZsyX9W5RpQ0Zbo++RjdNXTCKdgtpKrdJw8JT/JFFx7Ia58gCyGfl6jb+pD+InrAqnPsisewy6QXFZaEx7hczPP"
    "WI3OQfRsiNDtWV0OPYqw6aYCIpSZx5JqxHrZUzK1idms0w0gxuBkKWG+/ndEmr/BE71d1uPeFrFDzNhy1+kNWOvDd0AiDJkjzCBj"
    "mcbezpxLPfnzjAlhHzFc0Zv1RVjH62Chz8b5gGTg6jvLQn3G925swp10Yr/ua5D6VfoA9n2BWgdjJxlJDByr9Bpz8W7wE/Kh11yU"
    "m3nOJOTV5OoQ6O9FzJwMoDc2E/6Cef+TmulQScBTOl1+4AmMw3sph+8wUarZXaf0gy0SniI2FbiN1ZYNRAnazLh8G76/Q/YUYxjb"
    "Tnu8itU5F9E6tLNanYi9fN/jLqf9/03vbdVP8XQlZCXIoIs1RAVmqQbSzluXXxtO9dh8Vgvs1KVylTymkXCaGuLHHHjfQwPrFj9H"
    "hkN/uCskd6jrh/QPBzCGyPeTDwfLd4ySrfulFaIOs0IlzJQl2ddvdkrgL/QT46JeAitSyV7E3zhH+3+Pdh0rSMpj67jYzPW9rsaZ"
    "7iiGXfw4LLPF5p0hD8biOhl6KKI/6Tt6FTnKHtGDc8ZgvcdBj/aXcvrGNke3VO+GHM/G+RoKmXTTMBm++yMkwy/VNFZyHbuLUpph"
    "31bO7Dk2hAjtc4oZuKuklthBw2Vjs+yWaVrxJHt5Uj4WV88keTii1xjvIUavp5JyXA073xlxTMxXuNVX8ZX1mwhZna22bZ0ztfBD"
    "rWf/c1gcQw65UMzHMlToU2QGrEtb7NUKrM16Mk09QhzlGHTHenj3cV/Ta431foQVzDhzWhuhP3PV5VBrWdHeyEhxE05lBlPCdEt3"
    "cTObKVjX6maYGWziq4e4ykodJD1Ovskl8I87/H+UfQWYlVX3/X4HhpYQkBIkpMFCwcRWVGyx0M+uT7E78LO7sTswsQMDROnujmGG"
    "YWaY7ju393/tdc69M/hzeJ6/PigwN973vOfsXHst7MKu4mrEVb6/fKZHVVTitDXx+fUgSfFNx4nLv1Icy145eUB3k7jPv/KYG27T"
    "b/Gt+WoxUrm+AZt5q9ikiekJ78k5hlmIRE9BjDpVP0BcNURWJHvL/2Q07MRtOlI7BEfISXziPdJ4uVSe71iznkA8NAl/tsni7nIB"
    "durpooyCGtsHpawInkaktc052vPMIt62mfTSJ+F75skmqsKth296BJn6Z9K4hkuCMX2S8whJ3wt0jAA2Tb2nDGOPS1hhbodnbZ1K"
    "m7scRr+ljMpK9BxxXclaHcgZ3It4dRZDV5Az03qfzaTOT4MbHqyZOH6n0XhuhohcgE+doZfCeizQWbjb1+Rk+KDOsJi5eG0F77In"
    "duDmNHY2RkSOm9oPI38pYOSWKf/T51lNaMPJ9hbYEwEjFEM2HS+mCmiztDHWkero70PwI/mI8SwPGEY2yrCvV5oHNNWgLCLHpsHv"
    "DmLGPwR/m4eopoqnuM6rDFlH0PS7rmCv6DMqcj2B1Rgtl8rHiGcOopZvIl33tzXqCt9V7XlyHFLgWI+0jhOJ0hn75w75jDiPAfDn"
    "m3FHa3UO8nBDLlwjhrwrRWzxBWsjX+Dv/yJ7WB3zGofbqvO2xzBah0plWqEq1+Nb3QlrLHpqPELpyz2aQrep5yo1JTLhKSunVVTk"
    "Dz1FmEHMwnoOxC6aT7ZA09pejms3luhHxdhIt/MpFRI3aFWS26SUHNOLkHev1el4/xGsyN2LyDgIbPcOlRSXQ0zrMeXWL9nqmep2"
    "ZyYVxjOP64eISg+CPx8uTnUk0+OFy+CxaqlDW6VTcO1ryGib63ubIc7+R31cX68o62YtehFT08RzAjk8bMRPDrTHlW/HmViNGPgG"
    "6YA/tZID5Ac1Nt7jmbcZavxueR2/DEdylTjOM/GM/+4Tl1j/gjqajj3nGIlT29Pih4Hyhg4MbE9Mp+rLFmROzxqKFvaot+dmTaG4"
    "HHeL4wbvI1dz+sMm4dbAplsMXECtlRA5yo2b9QAfNRR4D1ZFVEnSo+1crmPZxklSSsaSakRZs9U9+YEyFZ9+F+7vDnzOf2A7BssU"
    "fRtPwLgGK1gdtvrdflwvqwM1pVfrxSzQodaDnWaJBff4JU7RJmrM3YMTWEyEziZES25+sUpdh8pePUQiftow5GeGLhSnzuM0MrZS"
    "4zEG21alRxNhE2bX73f2yJpLs/TUQEh7+upsOU7jHTifD+lFwQUyCbb1DESwHyFbKGUOVsPPyGJNy2aJarCjaz3XRxJPw7Fi/eGn"
    "rceS585d2zifByaI8duKvTKXSpTlrDd/hE/qjnhnC6KrwXI34tWmYqrrTyJvf4BX/bCODlK85JUe5eBOh1IVopYoC2OOfJERaITV"
    "ywi5HFz2ci65ZxyTe6Xmcf4oRD8YptJmNnyosSnvLY1z19oO6Mhv6UWWJevLGI7C0OKDEIWs1vNhy15DNpIPKz8Kf7b69zDZw1fj"
    "6/y8Z8zPt4a9ql1n3yOy7rjr13RMd6Kd1Wnq+dzNGzr2m2Z+mskpwR2EqxguNvfRVNzcdoxT8k7Zqq9YXzJBVGuI/EVWOcjSV6WS"
    "9VtjtAr7fW0KYFU+B8/0XNFuh+7pJ24GS70yRNKr1rk4zdgGMhtMPiT9CbfqVqZXZVPv39z8ZUvkcEeK83CuUm7nJotT+Svgt7fS"
    "/z5M7zwatjTB+1iPNThXUp8V95bZKr1NWRkL48QmiWCIUFnN5tFS1YN4evLUTR7txV1QRr9lO+hkdh/jnKP8/4/WexAN6qIAQ4wd"
    "yN1iK7SBVruCmaWxI91NvcNCaqMXIiYyPHoFJ0P704MUq+mv/cgqT4weOoszGMPg4U73trhJWnsxVeNpDevzuLyCmGgHnvBJOEmm"
    "3/me/oxn8CXWzmbKSlidXYY17CK/yTmITwrwvnKsluWVK/FzY23sKk+JVX/ewr5q6XP8CPxVCc7yRuR/UUTRXWnJorD1P7EL0AMW"
    "YhruYHfJUmPaNtXNak4Tl3B6djlnp00rrJeMkcl4jrO0RTBFz8Iu/gjPOwuR3HI1LqGDsCq3w8p/w88t0dfpvwvJVd5K8lidmKsj"
    "YNsKWCWIso9QySrJDbiXMeK4g2NpzqIw195O0t4yD5+UjT9fiUg3Ww2n/h3O/kZYRctuxpLLpQCvMd3oFXq1GtZsKvKE/lirO3VI"
    "ENVbcBd/4bT31b+1E66nP651Os7kcKyEqYA1HlOYHxkvLn53iq8xZjTOVuawFjUUr/4NEd9ViGAWU0WgiDtdEK1WEr+tjPvzeXcd"
    "fU8plt4F9v+nk/Nkvn4uP8jhMkr7Bufo2qQxmEWxOjYD+JiMF+PAXYVrL4V960LWiE/I8mYreplsZkX7OzyXOlouW8vvPV9WGWLY"
    "KDXfG+K0Nc0X7+zWfp5bNMmYuMyj8RO036mYMocqLAn2Pa/EOm3RRWS2zVc3FZCjV8ttMpu8fHVep6TOI9HcdJ5jK3MMxgnfxYx5"
    "Hq1WDVg5Y2nNU6XuUcO6gfuT8XsfL1Y1eVT+8Nysc/A8JyKu/p5dQvuuaWQbDTMytumEClZ9j5NWVKar9Lw0UeLFbsFZfg+e+VyZ"
    "jld0Q5y7FJ7BKnRT4CcLcCL+h6h5Gda8Vu+RtnKxfEc8suWWRzPKr2ZH8zn8fQ3OYlN/xY7ryOzPav0S92bedIyMZu6yyXRfiTb8"
    "DX+q8Dl9KqbbxLu2GukPOgLf8hpW+hvsh3sRX/UJPpVpiDaiyPZysRYuJ1+OLDqPcyTjZAcxx3nsbPfB9f0IyzWOfK65eBIb+W1j"
    "JYc2xuYn35UfdSHuuJh38i2iq95SKWfKW7qBM+XG2FLm1QDUMzS7SZVURzoVIWWkLe4A3zt3My9l6dlyO087sJOdl3VzyO3E5d8D"
    "GCkmvCanRTN7cXcnOTXWVGJpPqGO0sHvoniarcD96iTuE0bCHr4q58k32KmBPKPrtGXwFdbwdU1qfKfJP4fhtN8/n1GR0RUB/Rwt"
    "S/bSR/TWeGt5LKNE+yfawFYeLkfJEWI8n+bd+8mvsNSFnE1M+gq+w6mYFzVd1CJceVO5Xlwveivr6lFvUY7nPL2kJ+zjaWxBha8L"
    "nM3728R1K4Wdr4SFmQ2rUqEv4ffFnIo2TOx2XRYs1Wf1AezdTDz5+/VB6SuH4B1Hq1nYDYgkTNHDmKiXGa5f9wpK9DXGgmFmZWE/"
    "rxxDVBzH5/0ojwY36934UwFO+BPIjVclX5XDEMmfhZN/Ms7BWbBJ87F7lsOu/o4YsY382z8hTjhMZuwZZY+3lFosdVQGKNW3sEIv"
    "cwdU0mvVktvG5k72oCVOkA+umqymNr3cBvcfYFeup9Lesdg12ZzmrlDj1+tMBTRTLa/F39yNzzaerjPgMaK+NhVl7TxEn2+s9SfB"
    "8hYS+bIANqMM7xqO736PuMEixioum7yD0YKprEQ5nVlJpTfL3bOJT8rTW7V7MEnekG/kfg3gHUfCL2xJvgHbsUQ6B1vgMa2XYlrp"
    "pti+jiv3TfAmrsWxMLh4p4OvE53JlXPTC25OLk5G1DCinqVEyqfwlpn0WTFmkFEy+qZ0nkJpZUirgv+khkFcKzchm3oS53sAnt8P"
    "ek5wP5neZ3qsWMLzAv8h1q07Uu/TO4Mv9Ws9Baf/QlmlN8k8GaYnwg/dgpUKMzpdr5uZES7GSlfgM9fr18ETuNsO8N4hPIGzsbZH"
    "yOWmFJWchyM2CjY2U0YFOcmX5R1Yy7Pw7dPwuowMi2j7wFuvx2rNUeMKrtWW/Ja45+9awWh3PzlEvsLVfoBXrdGZuJoP9Ct4x8/0"
    "/MB2UhffA3ARh51qqw9aBygPXtJV7DrxND2KHRMjemgUUSCpqWt3KqvTVcoMMoJYVelYsSg8RvRMY7FlHrvmVoEwHhTjXbOd/znZ"
    "Z2q8wlY1cS9FyE4NgfAwPNJ+vgLSilFChp+h3sETsVIPpqZjPv7+KDF1luXwts2Qxd8lfcQ00M/ESTXVqUXslFZyjmWIn+RMeNbM"
    "JJnBr/MnoKlHLtdQM6ycff8E5/gdu4Ct/Ac8Nb2JPE+wbpPq91V7Jam2OIu2r8M412chf2otVkkzPcqx8gu8rykst5Qf8LOLZRJ8"
    "6R1iyO6ZZC7ZgBxwD1mM720rpsFRxeki62ZVwaZU6jzPADYfe+0g5G0f4por4P0K8NSz8NzuQBQ/F899HE7uUVj73viUclNexFo+"
    "hZU9B2uzhgzG1dqTT9Ds7KxdaKpXYx91la/xmvvkU3lY38G7TX32N/iamNZ3G1L4fWUFq1rb/av1i9MPVGoKlbebDBQ34W0cfYeQ"
    "Z2F3Thwn2d2PkIdmBp5hBL64QK+Bx+8pK/H9I3AnxqBeo0/iDjviCa5g/eQ1zsfV64fWsxIm8Em1rOsmOH0aJwvGdp/TWRzwN369"
    "gb1ysRgO0aZszCOVev47+8zbJUtTvE8FPh5p4ZFzmTuxWtSyU2Fn4kRY6hn6FytRhnp5AFdu3eIzEMFvZx22t2yCD56Pc/8CrMuV"
    "ganjXo598Bni93FUsjmPZz7pc+IUBmktrms0UYLOHh4nTs0jwi6bcXvdJHfLNdjL47C2/RHjvIgoeSa1eHMYXzVHNDUTuU8xztMy"
    "/ZTnpkZdfaCCfDSDEV1XsR6jZIAo8Yppiv0b9t38V6SQnjNOjdwyVn/t/RZrduQ8nosA1Of29s8rcik5SpbJHdQYaAY7nKMD4cuO"
    "ZyYeJ1O5MbFXU/+2Ete3CefDuD5WYT0tQr6M82Q9WNe1WuXDrM4neKZrWRlcr4attUndLogHVmDFDsNJ/IK+/10tDgxfuY47ah7u"
    "zOIBlyVcJTHPAuumRSr5awgi/NdkHSyC4T1u0l/hx6/SEvwqxiefTDUQq0rM1cU4mxV41vPoNccQK6PY2SWeN6GETASXSFUDNe8O"
    "Us7Kai2j3lBa00/IPhzyijIWH+4m6lFprr+fZHV4B/dEKeKEGOPQKqxPBWtuHdldvlVugNWZoMfB7s7RbsFWryHbSjRdNXSnZjdJ"
    "+MpqgFxiX3HY5ApOb7mcyGZYLONJsRb8yUmxqVjZEPvWxewL23TLC/JC+ly0kHpVYdftqEUseyBVSmLqeHprPKPWA1jVCfjUPxC1"
    "nCSD5SWplgf1VLKGWZ3XIWIDcajIod7jVFPt6//+s5o9RnvNeFjuKGPOOL7b9vgBnoWiJzWP+lFpror9uQLea0tix5Kst8X0frE5"
    "/gN5J4VpPmtXz7eYKhA3MaBpXq69qZn97zyMbnqjMdxGKiavRyY0IeZT5C7EiG9hT7wIy7wMZ/oYxPTzkUPugffmwn614HPKIyuj"
    "1TrzEHFU6yD8vetIp+rO1enJ9TJYPJt9Kua9F+IsxHHWSoiiPJGVeEN3V3K/FHNuOe73YNhnH86DdMUubiMOlfwWGc2c6ssMj55K"
    "kvckSe0O9dj2mM9vWkqntLJZkjUDQdaxGFd0GnW5SvHKU2R3RO/nwEdugz8byAr1HOSAZdROtD7wMWLxzqH0zy6KdlqpdYx6llLV"
    "yRB/pzIq6Q+LfiJOa29xeZOLbvOoHF7N98/TRxCfXYno9TjZS97AqiyHxewHv76DfIRJz8Qeo/+9XGZRQ9g936bpp9zUe4b18PMt"
    "qKiXT8bPEiJgt1GBusLjelM19dSMejmyK6sF34rnv4UV3/6wYgH5XJrgOir9NEOSCJ8iVoqsHtpOHI4uRKRCmPwLTan+tafUpFEd"
    "cUaHDkN6nBwjNo+ylVXFfD0EuypHJ3i1KJeD9ZNYOr90+2I8WVNcFFijLl4vMKVivZMKoiF2o81G/Y/RZS3xe+XMbc4RqzV0Zpzo"
    "9DONCzCldphMI34rPJNWJF29vZKZQTY/X4n7aSXONp1A9kXzPn/j3s6hL7HIcio9UzG+80OZkQzjTLyP190QHKCDcFL+G7zHuDeZ"
    "nhPtLdE0t2NSv+a5KaL9rvX9+sPFosPnEb89Jd/C7t0mTYNz8Q27ydv6NNbT9qLDAdVwTbJwreex02j5XDyNcUtxVdn/75Mo57G3"
    "sapcju+wivofuL9ReDY7WOl1mP9m1FR2jGkWW7eWw8VVXcI+dy0jbtlhKEv8LIlD1nWQCdKcJ/kAoolyyGuQzQ62ErWe5PRMSiVi"
    "b3E67YfjvLzLic18dgWaI3bJ02pOE7qzGyYzU8JrsEYRyWh66tY9TbPaG4kPTNUbCv0rXM+vrxie3Bggw5y6Go4nWkZGqTDZqP8r"
    "6/3clHHk3yeOub3aT3E6LeZ8nBbnQctZTxvDfnDMX0elj2Kehs2ZS96RDBktT8nIwNjZ8rUjEXXGrVGI+Mv6JFm49yLYyP1khRyP"
    "XWp8oQHem6M3Y21MS8KpadV5/vy45+bJ4Nn5RerYba9lLFOkTt9tu59rWqC7+8w+qQ4zEIfdTfKcJxpg3lP1/yrfjU76en2CsW2c"
    "+kNrqb2W5J4rwa62WZ5KzkybH7eKfDbuyXCWgzjpWIw7G6lTEHXNZA93OzVzb4AvnIATeYS3orG0nXcrZ0iD/rKO3J5NiJssIUaz"
    "K7nSUjg7x9ERJ87Srm4/qeQdJX3Vs45zo3X02xa97JPuCbTx3Fdh4mMnk8l/k/5Mq2SWOmeX2uBh7Izb07yHrg6YYLx8FPZzS1nK"
    "vnA2bGpn7J2/yUdfRrRbjUeZnU5WyhDVEpdiJwwUY5b6k+wrO3AGzjO9H9y7+/wekmJ3ymffJkIeKsdhs7/Ukd/D5jtvwusW4OmH"
    "qPgXh782tpZcj7XeynjD9v2psJK3431ninFoGAP2CbTx7o4CdoZcNl/ta2Q7eLod00VPGY+r7SbWOTPsZSVzxhactbUsaiyuaUSQ"
    "jeh1sz6O+M6Qz7lk13L8q1v1I8nmSYsg+s/llN4BYgzoVnkKsyZpO8v28Fme5VjIuaecV8vAlS9Wp3wcY40ozGjU4mnroe8Jn16M"
    "jG0J1uQ+XNeLOhUx4qmahbyoROufWsxrJNjeW6/DkOVfD986C589W2fDsn8Dv/w4vyPJKmiq6jCY2An7/zK9Uax386jksC9XqZPx"
    "yl80i7qlr0mUqMpVei1W4WjWpfORaXYWw/A8hUiyQE3JYIV+Lu/Km2I9rVrYpkPkTVzFIERiz2A9Oks4zUapnOytSWMurvdaqoNY"
    "G1Zaq1qqbc9AJN0k41nkPuNxPwdjP/RCvNsW1/QIcvU1+N4h+Pyf8bO5Fp/imqfrS3huH0k7RCp7Ift+HxFyc9iXSzSWTPhq8oHi"
    "9E0M/VHEHbmYNcY6Yn8jrLkY/8jD+LYtPHWzaEuW6BLkwduxOplyC051DzkS2f0OxBL94CFmYs2mwWd+g3O8fzqvTviugzGjDPQe"
    "xinbOXaVjp7bfjk+/Vd5BDGqRcs3BvfDC7+JO7H+ShlzDccveECaN8XqO88jNj9VTAHrU/zNRPicE8TivQA7ZCjObLUO4NOJUbG2"
    "qewjZ8uDWBnLqJ4xjovkmbDKJTKBU6aHMTrvQV4+4+0I4envQL5YzGqodWrew3kuYwV2sKxhvlqEqLDG32lJWivJRZR7S7yBVY75"
    "/bqZ0YPLb8f4WdMoWRpyEdGU4E624k/7yUp5F++aide76YTdyKlj+dVgPIWAnRjbJ4bx2V0SaW3fOFcwpi3s9zhvhtl6CM/oK5yc"
    "DtgJj2MlJsmregvZhrrJDDzNo7ECxYjCqnzdM85qbZyIuiR+YjowWbQ8Vr0fRfRpmd4A/9pJXHW1viOQSGN4XL/eMZNXkUHN5jii"
    "ZHoP5Gfc4Ryc2L2kDc7rb7BgWezYNtZVLONpKaVSdS1X/nS+th3nyp0mxjZecQ0t1Dr9TUxB9BPdxJzoV3zXDKxlD5kKi5CAh0l6"
    "vFaU/ZJOHs9l+NcmXq2gLs23F2U3zxDEB3iNszjroQuITfknF2J93haFnU2dgtTrEmkuKaufJbyeZOq0JPVgMT2UftzvEb1UDL/w"
    "KzMtNxVT6hGSKeVLF6PcKh/idBRzmqVK78XvPlZjSdlXeqTR2SlMQxgn3rjHz2SkX4LVG0kOh+uQiS31841OD3pnZS13l3Gyee88"
    "+2F/Mj8/EHfZmRN8/Zk113DSP+4reSX+OZmixxr227aQea6Gc0/WsSymsslqWiOl1pf6qnxb3ps9Daf02r/Bd//gp35dTOCqBol0"
    "PzDF8JDn7b2mf+IUIvt61ETcIzqcXqyx8h7pdTCi6rBmFn9YxWag1+asoe5uLfv3tcwtZiKmHY7sbxl2+2pdJLPx5CbIPHLnWE1a"
    "yfhiGcGFROEU6yV6LKK43XAyzdf2l0flOliZeXoh7NU5WJVOrAaZSnYJ9VYsv75bPsMzuEB+go/7Rr/GKZ+EqGVfnKRr5HRqadqr"
    "KohEd364FlHLJqrWGOLxNrxmC15hkYXpWxfBgt+o3+t5sCRL5UF9S4uS7YKX5Xms9Szy267EesC7BFtga4fKJ4zIlnFC0/HpRvVp"
    "cTXUvlIsQ7RfMFZv0P/qscEy+LfzEX2P0Bf1tuAFfQ2Wfj3yxfGIHufAfy7SZ6mVWMI46jT4E+MaPV8MW9SUz3ENnulInrqkHiqO"
    "e8jQqB2puVXP3uHYnAUecm95QD7XGcFdyUPgHS/Ep70vppIW9V3P0rTC+1GsbttdHCTr0/UtkXoGzBjrpjZrcINUkKs/wiy7gJ6y"
    "FnbLYvHfGL9FmbUW4QwZkiUPEaNFC8YRlIf32JzAVToho79cK2Nhz++H1X0C9vgW5Bfnw4MXSogVzCxWWQ/AnY6F/Z+/i6r7kfod"
    "3veotJWjcJZPhV2/G56/o0xhH8+8/SVEidSx2mr49wpWukO4sp7YXzWIZ+ZiXTvgJ1u8OqBFIN18fD2UcVz+Ljo2JVwzsysXcepP"
    "WfPbxDqaU5fZLOo1XxKIYiIeqVLiOQddDh+it0nA51+L579YzToYX1GMatD36l3whV2ws/9CJLoAr1ikxtP1FNmHPtV7EG9cJdci"
    "D7wHNs1Q1W/o21TGbApvnU8M8Ao1m/I57N21sphIGYd1Vt/paicH0ocaa+IOTqq4PmEVr8tqvTeSn7WEdtcy81M4s7qImBu7/oEy"
    "iGzfSfLpxBhl5+H5VlEhzqL1GqKEK/FEt5PN1PmexbizCO2e4cNuk2Nh59ysQBK7M+Zf9Qfz08a4hd+nzT1BXhJTpJ3K1x4tT3Py"
    "LoRo0bGflHP2J8YKSanOx+6biHh5MOKAv+UhfMciWKYFsF0RVrVSXGWJtH52iNn/dnZRMuVE1rVCuCbyRSe/h5/tmfGqXgNL1DxI"
    "6mvJmTo6aMK1MNZOmyFvxhN7sETY87LM9XzE1AniPkeRBbWcXFyx9Om7sQE/z7dSxnUL85l9x76jy/CNI2kT1uMAMj0eKlvxnuvF"
    "9LjnEEM8WIyJKMa6Rqq6oYxsHBtoOWd4YqxED8c7K7QhF/3O7JLLcM2niOPgsY5lU074Wed5mr4gt+hyeQVP9D5Yvz1lntwOa2oT"
    "CXNxNS8hyqnEeu0HS+nmNTvj/b0RSV8mJfSNudxx2WRrqsKKHi9Tki/pD2LK8ydLn6CZfCo2p3UGdr1T6m0hTnO6ggpmP2Af30Dd"
    "rvawHDN1ORW8hslE2JpHYJV2Qz7UPliI6/0A52GIbpAzaMmq6cciRFh3xJm/3s/L7U+0pVN4rkO8ZXlnNk7UH7iPMuz/LfjEIq+V"
    "YvNX36jDbdruTHW6nGKSWY49xFjxrQqwhMx2FbSYxxFnZIjNG8Vpl7hZDntSbeBLKznFd4c4JHge7K1haubinI/G3eTCh3WRXDJg"
    "9EN8u0Xf4OyKU2ivJTtihJ2uWWo+rwl7uGGi082ffiSO8+s0z9nq+CrrfNRXSOST1YaeoHWwk2OMVgk/uRDiqS3yM3Ql5GW8ycfA"
    "LdMKS00lNVFqFfY4PUiEkysncD62Br7C7NDB4jCp0bR6SBFf2VQiae2sBBlhHNI47GOTlpKq8KxApF7N15wfXKL3kivqQ2TPP2KH"
    "fSrjcGY+1LODyXogLPFcWS6n6emcf86Qv2G9R4qrDhsKzU1DVbKWb9FKHXbrVubmceZe9zD2fh/7zLz1oewhF7EPvU0nyyJqN0U4"
    "fZnwOIwIIpV75DZJpmOyCLGM7qQZJqWaHr1FmotS0nlS4/4nF7vqMVh946ufwWnnmP6Ef3O4wm0kl1HZz7hLY/C+RS6V1tglIa+A"
    "quqmD5Q15hDxb1HOuFWnVYzP5QkpwTdsYj/Q6ZwldKFsYJac9CoN0XRE3J97ybDfNmVjuWgB+4LbYReu5xzMGLFpoih9h71nO33o"
    "tvTEcbJB/6tFGmk8VFzeUOVxn6l8wWr9j2gfGSim6WRKbqfAX96n70oe89o8fM/u+Gk1rKH1sZ7BaybipKzCrr9PjPX+IfmTqOhX"
    "yPLXRez1MSI/1uvruN7nYXkr4W9PlSR59O6FbXtJJ+PMZcr3slFeFbO+C8jFs5VI9TD9t/GQXCRdeYZL2P+owX6s0xGseCa9umtD"
    "DccE85LRnlOrhqyTIXbZwojQLiEDitXGq+kJZuE61hLrW+v3SYxTf0pl2wifY1vOwdgslfU+rY75O9f0J1xplm7AtYSo4WCnqS0+"
    "9y78eRayqWiDqrtTNajhs3d/26WBjrSLGRfoi7IUJ+EBfP8i/MlwiLsFJ+nluPbPPJO0VdbykNHVIo4xDokmci+ngKPYxYbUysSO"
    "WUJ2zA91C3bqMZy8fQ13OEEGyOXw7b130Qc8CM+7A/y5rVVv7IVMsTUvJDonyf5XnIx58XTHxGH2b5XpmtKnTXgu9YSfNRTyrjjm"
    "uKFedW4u7P9U7DHrIZXBAv9Gr7GO2dQWP8mpRD7Y/08T139urA7rrqG1JNNTS64mJIhljGsj4vGSSk6tKPErB4lN9g7iZKrh/k19"
    "cru6WagaxruuilHsu7nV1Houo2pVPfrEoba6iPHV1vK+w/osv3s2mWryeLVv4d7+IsLF5vRr9Wes9DrkQoFMxhPI10/kcLFu0Wmw"
    "rdaDKIPNrWVV/THWvI2nIEodoxwi5yLUQov7ym9MT+DkTRH3ei45EqwaNJE17eHylbyJXXIjsqo39H96ixyFeOli+Vrfpp13HfwI"
    "fE4R+/3m1YrJldpDUj+Nk5eg1k+ppHopg6U2XXFIkA9+OyJj6z20oFaL4Q23sxYaIVbjZdiXYlqH7VQcX6edggtxjW1guatYu3K9"
    "huWMHY355HWize2uc+A/DEe0jJryZhuu5qxH2GdjYSpvRFkVzWRdK5LuBNmnnihn66tY8Yjei1wgrgP0dy2Rp2SL3Cw5viZUTmyh"
    "ZZCleNV3yImKGNtdTw1vW99S7M1tOJlRTqvH09m/87MWEV4o7+Ben8I1GkfEC/ok2YCXYJ8djL87U1aK4etmMOebhzjuUk6yOPxr"
    "Mo27btiZTcWNLdO4JiXSxyx2Ca/ZzdqVId+Yh1U9UAxvehEZezexB1mCqOtl8rht50RNHHGy04uxXuoozp8N9r7AnVmrQ/QlMsfs"
    "iOEhm0op+TZMrc8pa5pioEMr1LMNrvRa1dcjj5qsxawjjuG0zkax+e8KRKvObxdruEGdsw/7vJuwA5rg/uz8Z8NPrMdddIKH3IBM"
    "7hecl0B+w9ou06+Dk8X4g7azF1FLtgbLSYu1V5BN9ueIdsW6txbLlPZjZmTsTzbtP1gcr6tDd9rObiEF1Djvju/oqbfLAfIsPMs2"
    "fUsvRzRzHPz9NcTOWBbVC2c17NnvSlg3jPlndEWax8kyPpvT3E/2lnWckAmoB1vM/p0pKvYKRsNaZohhkzvBCt2u/9XhuKaf9Uvs"
    "4VPJ3Hk1dSjOke7kvDNs4RF4ogtx/e1xMktxLkxZehp2mU1FfYtPOxyx7GM4SZ8i4ztQTL9uKGL5OlacIpzOfZVdGYuwBtIzZRNP"
    "kE1btwmvslnuq8TUKgwPtU2n46xWsW4zWLIQwzTxHdqIx4aHPfNaIacmU2yYB3I20c7odniLWcHf8EPPIq8xfO8m/RrP8luswSis"
    "8Wo8v98QQXyvD2JdP9JHNYnnerQYs5PxLRXDa72PE/+5PomzWEvbW+MnOuqwZ4zzxezfXPxknLxPHpqjsG6X47Wr4CGzfLxc4bXT"
    "nadNeLXl2ZqQC5CztpRTENWtw+f+in/fkD3F8vSQr16bB7D9uIbcGuvFerXH+dq1cZIUYbcV7YKBO4KY8Wv4go9hld7H8zPt75pg"
    "EvGoJezmxdPKq1HGI8PlVDEV4nMRCWTKUvncGFyxLi01mtzOibxKesHjeIbcBGHI2znzECm70VeSXjE46n1xLesJleQvjsErvg57"
    "vUV/ICfoKfi0GeSbuUIiu4wge0uKmTbpeQ0jPPPFnkfU/ryCueDhchWuJ3MXrPcWJT/OaDbO2kKJx4nXaLvgF2kVHIpTOBIrcC3s"
    "YzGe1MM6CZbI5iD7S5g6UDFOyB0prso7hn4nQRyLw7XVevz+jzIDfidEnMAG7s0Amd8E2cvj4rSBRpqbeDMWsn2kPI3yt476GHxj"
    "2S6idZtkziOzxYVieiE19CYVsL9WOfpEi+CB78E3F8H7fo7PWIKoeLg8KhadTNI3sL/OkmPld22hYxEdbfRd6SR7vGV6t0TIFjyA"
    "sfUjxH3bLm2Jq9qN3fiNiEhbw9OdJ7PkGn1GvsDTOgM7vSPjvRRnb8TvbJG9mJG+lpyt5+lz2i4jmvxVv09eKBXBozJH/2Q1uZ3Y"
    "jm/JmZ4zyWFeSr6ShMfHL6P9KCHqeoOuwJ19oCfLWEZFW/Wd4AM8nfnUSTQ7vBJrNFSiXuHT0AFWb7OJ0rDX/qhiFaNGn4YFWot3"
    "/FcSnqfe6Y5FcZcxbZjf1Z+5TL9Xa/ksK9KKDmH4RfN2V0k/PJUc8scZnmmD3I7Y6jhdwspCnZ83dpn2XrAfCTK0fMreVZ7eZvhT"
    "XazjEKX3CcbKVukeGAf0Zn0b9/UI9uV8/PQN7NkwteudwkKU1rczz4Czn+0kpTqdyk4TrH5Us5ok4nrbloecwY7vdrzbcpJkGh+f"
    "6lj/zvdVYHefhNWqJMY3Rn5qQ160FWPZyJYJcjOR83/g33w9BRZrESyFcY//R27C74cjClqoN+xCi/FB7D2X7VbyGx6BBVzPPuQW"
    "ogesB+yqPBYjZpF9pJ7LIETFpYjnMjDdsfESkddwldaZmoX7ng/vNger2Ljql3EI9GCVJ8RnupXe5nTWli3fqibyK0xLVO0xSob6"
    "/QE/fwYnZT3ePURWwjv9hVP3AJ5VEb7zOKIU86hdbHG+TTuu5fkvYe2om7wkFURI2e6x6eYTRcnR43ZYHmePZqppRhzCGVbDfpli"
    "sa1ehKru/bHODq22Eac2Ap/tmOWEkX3DCM/9v4LcZI6RfC+xWohjoQjxb2Lp2HBvSXWfTCemiAytdu/9ZQdf/6rYvPepuhTfafZn"
    "E3LFZdTvfAP24E/ynBQ2wLhZTBnTepbfY3lNJbym7ZwBSu6C66jx6srVst1XwhzqKMp43XhiD9BbdQLWY7bu0+RdPOHX4cnnwV9u"
    "lHJGUQ4FFva90zH4pK+ww2uxIjbv/BctawgnbQNinkHBBnIeVvsJ6yhrd1HYyn6Mdd2V18+oOWTaf4OP9GBkQzX6FKxCu8Bi9t8R"
    "k1yPn57usXNxj5yq5dVbfekpssRXwe4ugmXcyhiqjBOFxYhYY6yF/oldNgNXO1N/QPwYxQnqHqyG9z9YOiCuLUeeZBwCq/C7lfoK"
    "coM6ZvcbWT3eyFppCn3V31e7atgVaagKXN+d7OD7wsa12RJW25BV/cU8Vis5BldojCMDcZ/Wg+otNZxhfgr71Rit4jxLZqdmI9dK"
    "Igat1uckl6iwrkR5JBmZRPQC7KJOjE7X4nvuF8Mx3Sv3IRP5Bn83mYj5Ytiiifj7bVyrcp7EO8VywUPkBJlLJPQnOEHP4Grm6V2I"
    "DSNikxbn0L+EyYhUzJ1cRmZQiyeasMJp7MvWl7EJwALkWaWeJbeaCK8qryveAnZklToGhkqempFExpQjBp2Ka3hdQkSDNmW+XYET"
    "3E8W+CmlvSSq/4zfCnWYnCaLWL+tom5wFSIk0+TsKkv0MvKZd6TqoE3xhLkv/kYsmwdrZms6WH6SrrIcT+g/ZKbqQ1bTSnqZMKsQ"
    "JYxIUjagMu3RMsQxjMwnL9RuEtMUl5+yB2wY3UJqC5v/dTg70/y1ekYWbF8dNaYMO7m/2Jz6OkSf7uw5DqRqVoyTnlOgnPvPobo+"
    "lmz2ex0LWR6V5FOsBFV+z5Uj4lbqqPQn95BViSrgF2sZ1xaS8dPwiHMbrOgoWgerWBemLXydTufTK9JL8K0liJVPQz62GFahhRiG"
    "rxei4J+we78jLnuTvqNfyURkTzZBdxb8Wg0ZhF0Fo5uvxtTR9zdeLVpKrt2416u+nFrFISr1LaB+idUd7bw4rS/TVQzton86jHxz"
    "g8WULn9CbPMy1saw5e/hfgvS1jrhu8VxrfSRS7N/aHe5/58mY8VYax06w1XpauhD/+J1uU78eIkzn4pgDezUHOkZXlJYTcUZsPhi"
    "GyI2y3rjOKfV5M3OhyeMs6rWGN96D6z7n+xyWCVuo14vhpTO0/Mb5DamXlt/ThwmOORjSlefGO5nCg6DLekeNEds8QNOcHPkdov1"
    "a7kWFqQMUY1p/kU4x3I6cb5f4cxPlPMzPgy+gmd4Tl+CZX9bT8Nea4Pcf7DejEz5JUTK+IyMd/DOj3DWnsO17Rk0rlzrkC4/sRad"
    "S5WNCCPmVazEvs0+U8hPsdcQcznTP7Xm0kJS65SKni2SNE7+JHu4a/VsnLMB7HyfRLWameRj3R3esz/80nHwxa/pj7ieTWo56eN6"
    "cYbl+YaBfkWNxSpAjDWG1jtOpHo1/NkaqyBRpzRG/StXM66AzSuA1a0mW/sRkvRXnExjckp5ChwyuJqcUU1Y7RgFD2As2RmS2h1J"
    "n8NYBD6WyGPj5bZK2xZi8UOwLZV6Kmdyq4kfLsU5qGMd/U5xGmz1kzUp/lRXOY3pAFbm3G5IMZk3kYTG08qkjilSfcXANM1mMEqv"
    "3kkrs/ETHPP3UUflRDe7FGHElomn+YXGkdd/iddeF5yMHdFMLtD2QQ121/GIAOPE7g/FMxvH3oLNhe/NXoF4Dbg9GWVb5vwr/j8S"
    "nnoO/NkNeEobEUG/Lq/rCLyzv9dfv5BPYpFf12VYwV9wN1M5w3S1ZT5yhzwIz38B8rCN7EOaNbkR1s4mSZ/gc+8tvT1KqJaVzGKc"
    "wo3YL4dIJrFvYarDNmO8WMtz2plRWZTXGcXzeIKdpDZiVdMCRO9btTuffS19n5vnr0Xsf4i8Cj+wAyc6WxfgFQvhzdbq3/KM5Pq+"
    "ZZRetzmfQr467bJuEk3zUNWjod6kzq/VCQOxqdA9YYuWYlfv2EU0+BUiyYvkO7x6q94iw8S4u4fIN/Isn6mLb0NY6zBxQVHObffB"
    "CcnGmTsZq/4BMpY/9T6c/BKdB8tt2Xhmur9Sz1dzNmdq45qaB3CnxBQc9wysa7KBeWYOnpt5zE9gR0YTreHYRmrJgNXO64bW6f+t"
    "66TqPVmIAZ7PGKvGT5Ap9ySbyA2aL9OTE+RRvG+SFsh1+gh8xKvw4z/qb/KWvEBWzW/khsCy4k/1WFzVcDkGMZQEBbDOHWQzv/N7"
    "MdbGs3Ami3C9pvnTEbn3eir5FHIaezusuyn93Crl7Fkm2DWL0WNkIKaynvE6b+9MW8wxHmVQ7WN37JD5yIaa4fONY6KjPEh9AsdE"
    "kin18YHjay5n//EVfKJNl5sybIh5fB7150Jc3W4N1ijmVX4cA7ih3S2HuoB9jxKv9KlpJawoo0z78/7i+u5V3j7ZpxzLs2EsTftK"
    "Ms0PW8JsNOlZ4/eQenafuJ+jUW/lWu6kQOTmo5R83pchdu0nhuuNMwpz6FSR/b0+oviIMMy/jeP0t5O2Yjpx1sc1Raoq7KFeePZl"
    "eOe+RDrEfB+wBrnAFjyRvY3rWofAshl78cdBN+yM66RCxvJeWorDi7n7SFXTByOqrtE/ZDdkyV/DOr0Df1AOD7yUWIy457Y2VNvh"
    "7NFEcQ0WTU5HlFfHiudiNYVqU0VegO8/VkbKk8gEVD/WfeR3PNmPsPNW7eKcJr19s/5pCnNt0V8B61yZktISTBKb6tbzPTy9lbj7"
    "n4KpapMuK3SO7oOT8SY14c7kXEql3ufVt0KICEzFa4AcjWjBYsY8+gBT9/1d+5Kf265nfRoBnvQqFtXIwnOJibNJBqvlVWA3vEZU"
    "tfPS+6eVpkwXTD0DvFmDBel9UIe4zv65GVHbCbCBt2It9oC93g9W5UR5mpOIlfSvLYngM5+2L1HKcR+7lnsVEIsHj8YVuSwtQ0y7"
    "t4pTV47j1SqSvVirPFuML76Yk895sDHNxBQUq3WCRLxWeJGa/mAhXpWnN4vTFqpTpyfr+qqHcIptDeLBCuzY/rJUlpEHKAc/WcNX"
    "nUplGauZlHpFur2kkr3CsD8TBVz5Cr2H8ytDiU+MqJvfrOaJHyojOP/bDWvZFE/E2Bh/UfPB2fqwPIf8ovFazUvyJCzW9/j2dVRb"
    "2opTM00vDt7En36SWax/tRLjEt+BnWCTVecxq6wm4i/EPMyUdg5EjB9Nc0Lbd/WmTTGsjlkEw1puQ57Qi14vTGTtz5xbW4hrbS4f"
    "6otY8Wuw+3/HiZqM0xPCdd0vlq87TEqIK3ss9bqqPCYjyfVQj9mzaaBImifz3HRPboB8i/3xhC4hT/A03MUqdvwMB3kYrPxNssPj"
    "ql2WE6G1sjynO9m3W2O3rVTbT6b31RXxYV/5OvkE8htDDtwZrNSJwWA5XZsFJ7C2YFoKbq4/G2fbeJW+V6ve74sI9hjsvhD8Rz/c"
    "xZTgN3lb/6Pvy1QJ00ZEWNeqox5tHmtJP+vzWLfe8gpi0JbIiPvCJsEvYbWaymw8KauT78H5B1NCKYd3N/TqdUT01PgqVB7r+2XY"
    "F61kpKhXE09VqCrphWxSvY4omBA5yEKs1V3mUVhdfEwd24mXMp9KYaaLdomUkv82Q/pR6f4c3SwjtE9wNe7uXLkf63uH3hy8qE/i"
    "PV1gLT6HtZvMzLwnTsNR8oEaJ8078rGajuSXsMb362HBSPlQcpKnkU/uMKnwVi3p5yZDPiLN1YPFfGZIrbpboo8QFVSJJ2y9Dds1"
    "3eR5SXitrBDs+7uw1Jfi26doWO7Rl3V0cJQ+JlfsQq/AvvsM6scktRs5xftLV1gD4+EMEC/fgNW9ClGgqSJnIcq8impF8bRSQcSf"
    "OvN0fWWg/EXEdq3eEBhC50/y8nxGhph7sefmIaa6Ej/7FVnhZqqnjJF39RldDv+3Sstwp7PxfWdiRV7EPQieqcOuCiNvY9BdQfTJ"
    "o4hM8+QlxI//g42fr7PJkXaZPAvLsA223uKLXOTqA7C+3cWY+ozDyPKjRVTsyNXdA0PRbcQut77AZOMwEetvztPpeoe0Q4wzlXib"
    "/rjL/kQYiGcCsLx+I3bvfNy59Z5NQatSD8JPN+sxOE/PYxU6SCG+dRW+4R7kisVYh0/1LinCKcnHKhlb2koNsX9dQFz7Mew1mJKy"
    "9fc6E3/bBbl7mcoutKgaYrtdJTfDe9Fqqjk45edFPBWOF/ZsHRy8EoyA9bNK/lSs22TNS16kD2FnfSrtcd1lxvyEXf+c/kZVzS5i"
    "WWOMXICGpxwmJdS2bUoGGusbn0WssGnpWFfkedzVcPkS7xsMD29xyaN40v3kczFm7OU6US/UazMqsX6m+TIffzcP1uZefEcTns1s"
    "qmMOlYAZVgX5ZgKPJnRoAeU8SYrrv4s4VhebVDVkVzG5y6NkPAt71MjRnJmPk4GviP4iUxzPRA/fjU1VDGw2owvzxhQPhvupVbYK"
    "cbelzIXHc7poL+JwGkbjmQ3QX+ozwYQ+JTWsXCXIlGR+eB/5BDviI9g0rLv8AF8/AefqA3ziFFxrIdWyt+iDsBeLyd3+sFSTk9bp"
    "NvTwrEB78AkU+36q83ylvmfoVAyulV9o1wM5SS/B+h6JVf4Cz/2BwO6/GWOBVAU9ybp6EmfmIDkXe+Y/8qeWyOX6IU7OF/qCHED2"
    "0XPJr1FLtGuc06zDyO6zSB/XYzKyWV3Yil/bEOGtw5WX6ItSSittEel31O2wbtBtsgieogcj8xV+ujMEu5Yg+5XV25qn58CSmpqA"
    "WQt/GsKJ310OkSXaPMijvzzGEDw4R63w06U6PDhaZ8ljyHbulStgEYRTqzvjnt3O+Q47+0us82HwOVsQDT+vE9gR+UlKyAYQY3U/"
    "F9+wgBjVI+ENt+HZXcCMt4Y+oh1WZRuupwls5pWc5jQEeT45yc16WG13FWeODes9GHY1wh1aiKy3aJeaDUNgKzuyhmRMNIVeC34f"
    "8n8XIg6/WKzL2Qw/bQKbtxTRY5RXeYZXDHQ8/3mMmHeXX/i9IWoIWxbUR+ZgrYxlt790kr7YcyHqN23HiuYwxu+LvVIFSxr2DPTn"
    "sKZaxa5yQ9XVGKeUUgzUbYhBVlYElAieI4jfaTzCX0i0QZTr1JmdE+sLfCF23p6VfPacSzgt9gs1est1HdfMLHSSmL5YA52bHXqj"
    "bIMXmI2ofrpeFpwET3Eent906+whurYndCQi1Vw1nPUU2KMdHmt0OhHbtX5CPeZZcu20DyZbirurDliXOvIjppD33bzWtikM/eXZ"
    "guvIupVCeajn0HasIIYyD/Oe68iGafHLf9kjK/dsQWHyGWXj83dHxLGc3zWCmnLuWQzDPrP1fdPz0IeogLCd1aNCPNU6bd8A699Q"
    "o9q+sY69lhjjCFNHs05Wd3kW73tGVshM+OpHELNMQs7UlSpeCezjuMcPH+RrxyHPvBNPzxwO9DGBiwi2Y/UHBPmcxyrk3eayc1Pt"
    "626O/32wZ25Udk7G6SgdoIsynsYevS1oFfyGdRmk4eRoZh5upreGFZlCrkLE9wCaS3wnFRD3/xF+skSkzmcEtna9OPM7WhIeR1rL"
    "7CPJKpyaJ4L9vUfKyWa0mcxzn8NPf4qd0p8stVbzPp96JnXIeUqJE7EM/DA+22zE0R9oiNnOY5wDH04G2YTXvohwFsc6bX2RvRg+"
    "dh7V3ythkacjrv1Lr5Qcquq9g3N7nJbKcbBq/cS4jwZJGyknYn2AdMfvN8A+5eBz1nu90Rp2SSqZud4rFVyxQbB7LyDfFnKDXAiP"
    "M5Xvs0nWF+RQ+RG/7w4L+ChigKvk/OBmvRY7+GOcy9Y4P1m47ynyhZoaTTYn7Y5gxdOxMiR8fmb/PELd6jxmxKku6XbWLX7Xz+Qh"
    "3OMfOkk6y3PyGZ6fzYd9iE/fj2wbD4mh8fpziiRKhatprLeuZwRv/de9sE495XtECvcQrbWDdcGv4SteVNPP7SymCjTA+/CwZ+ze"
    "k/txBxk4Y1ru+XaaiENoZjKzyoHnqPHYoXiasd+Qxpv1eHxPd+bPx4sxknyPK5/FmRJX8W3Fk+tYNuy9LyOeeQh32Rt5TBZi/e+x"
    "qs3lLv1V7DnHyd3VWo7AfRjHnVXLbBce4isaRYzQashcVQUbMwY2PZ+aXkvw3XfAelfgaifhGkK+rjjeMxU6drcaZomv47OuZM24"
    "iDsihgzcLNlE5LUT5FhEzrk4c1vVZnGmaa4MJarc4sQy36+JesSS+w6LM+oVQBPpyph18lbRClTBRhgXz3G4GtM6vJLVYMddU0Am"
    "oCp2CSaRhzDCKd79+WSstrCMz+Jg5M0l/oy4Otl2/q4Cu9vlLJYX1xLTaVZxP6LGHeK2HjWuZL5sIhezy3yYmNZNLXLyIkb+2/Df"
    "QWJsV3FWYCxWtPmIQp7WT2AvjTG1kuj7Z6WaqM3eYp3bMezgaJqFJOTj7Sz2vGLsZdiTyGdGPMI6NYHZhu6MvH5TQ3xM0i9w1rLU"
    "FD5HwqtPw9VYtXkj9vrJ9A6XytfkbY6RCfQiWIFziNfNgRWu5GSXdSdOwb4wb5FLXOpKfKLFdtuw9iuJCluHaNGm6n7BPVgXOK4P"
    "sAdfhZ+ILId1nYyIfzzy/cewLo/pq9IkeB1R5/M4W+sNf8BaSFf5CN+7VGfgGj/H57SlbRvLHRmChTMVXiFOsZ2kuiiV3Bnt0/wj"
    "jf3kVFmAv8n30+8hVnlsyskQTpel2fQr1FWAu1BLJE58Y1d5HK8+E0/9Zuwp065qTtaRWo2n/b9idaN+By1B5v0RrnIR4qEOcjPW"
    "eoE+qwvxmoUNtCcOJc+QQwcV6V7pq27vq7iOj6sc3299J6vW/E9KiBVrhywzx081nSsp3sWon3+v1vvxzHfgSfwgc9XmUobLdBmJ"
    "6zoDMU6P4EjZLPvq1YhE1iOvmpIckTFe30423mf6EV5nNqykVS674W4W4lqm4lldsgvtz6EyC+egKZ6asTJNxDOZqZcigh4QHO67"
    "tPdIfXzwOvZAambcYbyTO00Pu7mCqLpKeh1nw4qxzyPaQp+Q1VjdofIrduEvuJ9fNDuYi13+iuwOm5nLWs/uyCqy4YFM8eFO+Jtx"
    "wa04qW9hRc+gIlMvnM674Rka12EPIXIK/qHSmJpqdtiYsOdprfMTP0NgDcK+Dl/jOzrKzMWUsQ7FKZuFn90C61VGrQibIH7+H3P2"
    "DgVn/+3IKQXn3YqIKLHK/4t4JmvZhe27U1Uk1WnvLvtjdxczo7GKfIbsDS9YgO+spbW2mN0xISUZ5xqmpJwozxh2kFO7tivuidg1"
    "N91XUk76p1g4nIJRT3GcHWazH5EVjBUL2bcaDB+/UD/kDMpF8JdtsTMfJSfcMlgMUykoR0xp0cmP+IxfiXGr9oxgKVzgaHEqGCHP"
    "epliU0iwBxPlTxp7z7vYE5Y3HYqYahn2zBE4wWtpm9Qj0Nw/XRo81UxqUxtfWCtc0zHiMAhNWZ1YBltvlcQZsJnj5X2iQ+6UV+lF"
    "op6b2dVQ7yDip4wzkVFiEfJhTcr0ZWbu5hs6BhmwbP1wZZdRje1DeO31OG9PM8ox9LKrDTqMqUOtNp61PYGrGYsntUPX4NdlUsSd"
    "8SK8SONnuy9OSRFOdR1nGcJ+viWb95LjfXmCbIL57G5cIaeztl3ItY4RA1/g4/M1ZAFLprlb6tg3sGnUVdRsOYa4YcOF1OrbxOzc"
    "ndYMsXW/3uO27ekupX1zGm72PfsSqx1j/WIDvrE5rFCeDIKtmInn0FG+078RWdi07XzqaLh6fNxnov3JztcB1shmPGbC21RRJSNb"
    "b5cd7N7UkuswoSeQdTpKX2jP0dDVlfTb3cX4/ULMA4bLU/oofvIZds0JGcfrAbA/8/UlHQsLZBNDtge7iPGX7i+GAc+mb0/4HsG+"
    "EvP8xcIaUfNdaITYfazSKLlpenr+OleRqNCtWkW+sKZU7VHqjZUiqs+kcqvlgK1ggfPI6BpnhHKbjMNareIc0Q96F2zf0XIO2XFs"
    "hvoFVlk/x7p8r4kMU6WZiz+drkHwE+LdE5DXnhQ8njxHbsR9r0peRG6xCnUaT+5Jt0U2H2OF8iO/W+vP1/Xi+FJSzBEuz93XP6sY"
    "3lvh+5aOW/E8r5ZoTI0JRkopBeNkmqvFuIx6yFnkSQjEFPU2wKrNI5IsRiarSNqaxjjtPBBXsQbXcKooJ/vcDLubFC7G7v5Or0tO"
    "wWeN0if1Dp3cdEpyEqvR+XgeRVQ0rODEyFrs4iJ45hpOpLUi+1MebZMxbd/P7sYAj03YZp1IREAxzqNNwzUZovlPnrWIGm/m57i7"
    "seyB7k8NwlQvsaE3MKuU+Nd6bDP/K5n2G27vTEC8FaUab5L4n5jHcySJ8q2l8pF11Uv0a3IJlRA7Zv9s4847yqu4h5n/voI/n4Dv"
    "+QCn5zltCTv+lyxCHNBX7sTfn4F7PR6/LOb8UQ1lt5/8hlW6g5VIq1xGiOsIcUo6ShtTiFMTwivby2L9UqxzZ9x/hscMk+0sQeTF"
    "KYy/rQd4gt6sX2JfL9ERuKpngrfkUr1GroZP+xhn4yb8fr3eiV27WGcHb+AVbaUXUT0h1iUryMtnnngzLOJAZkZOIcjO3hjiI5VM"
    "/46zcJQ4ZrorWH94j5atcfxbFXaBq/J+iMgi6jms13NSttwzx9ewWlqrC2nr8xhHGy7NPvESf4r2FMeLkrL4qdnqMGtg6xrMZyjZ"
    "dpwWrZ2Jm2S5fIXnsZpKkwVYh5tYMZhDNYdW7JefTdXBDTxlxWRZHCdb2Y/SNLuoqxhUccbYKhWHyjbPzLxDn5Y52L+3yXhpz7W0"
    "68+hRnU5K0eVjM4q03N7XZH/Wpb6ibwGL3ojdtAG2BTT6tuION5wSzMQWU7DvmuNCKw98v3+ciNs+plke7TctDUx8zGPmw7jZK33"
    "fJpusrFPmhvVKZAWUhHF8nDDnzfFc24Hqz8M/63lXZgVzSRLkilWBV61RBnvp3AO6jUBQ7wb03nJ53tHMSYvh31vIcNkGDN7swGv"
    "kIFhBaL9PNxLmewmNltgdZAonsJbujcs7EBpvFLf+Pcsx/1cCx9iOvXXsAPyJfzXYfIiTlYPOTsIMQerxV6crS9jxdqJ5cEV6QmX"
    "hrFqt130qi+X82UGoo8/xXqhP+rD2PVb5CV93E9libg+vngVxLhnManxHAqVtLNuxqMrlYnbk0W8FWPpTPkDVrmpmC7G2awmu8hx"
    "h0eWL0HmdASeaxX2relOmWqD8eL2QUxveMuBrPsFvkca99dTBHsRYfUrQV4a+69pY1r0uppsE02oG7eWa3uyXAG7OkwOoXaZ+u5B"
    "yPc6zVsr3hVBVhKlomw164IhX501HrFy7vYs7K7MoBSf+oeupO9wOB9bzTVc0bGsBzTOH2/Yt2sl6iP5GPxFCeyjxWRdcI3Z5LM0"
    "ZGYdrZZleNv0YrkuMOToPfIwOfke0xnyGjKWA5NNmReEcf31GVgFedwvQyRoHQTrCKxD7GRqsE3kQpz3Oni/fF6V6/Um1Z3SDX5v"
    "ZBJzHfXTGU6RIgfP5mVEPTbzcgC+cxHuZDo+d7AYmsVQaplBFe21MVbkYq22sB5nfvo+P0Ft/bnlnqeylqzU/xd3+wHigJHysu4W"
    "bIMH6Qpvsx47bwFXuLFJjUz20ouYQWawT9uTXCEh3K9Vkar9feVqiv2jt5yCk7QWa3QJZw5s0mQ3/a9+L0+lGbAiWs8KHW1gdeuZ"
    "NAQn3f390zIRlvEndYiJbRrlDFFTiaRnmSvSVfBh4rKObWnlUftntP9pmJlGijX3MGYVCT0JP/0Rn3GI3CRvMYcYBJuwAbtxIiIP"
    "szcFWKUVulruwsl7BHnv/YhPx+LeT4RNWodnN5722nqBZThvgyWfswmnSyUZko/GGZsHy2h4yTL48LjXZU3pB3SR1Jr8rJ2D9np7"
    "kydh14r1eHzrBGRzj8vq5DbOHViPYZr+TwzBlMdMvackvcZPgsh/5Tl1ufInsDnbNA4LsRkWfwvuwpQuniWCpz0ZqKpwrdYXMu81"
    "HZZxvaYytNS0tdulcd9BdZx+SV8pS9U422H3D2AkPgJ2yPImwwo2kU2sW9tJXK0pvYR7Jdfjmtr6afA4a2OH+iqkof1ryFcSw4kY"
    "LoYH7oz1XMNa3yI5HldvZ3qg/M0+XK5m8fMs3tpL1OtF7un1Dm0d9sYr/8MVzsP7DiT/mVWPr4YVzEUEdYFMx96KcJrUVIivogUe"
    "7iOWhMf+uT2zGNdZSIaNBNkEIsxjWsilYvq7hsAy272A0wzn4hPOQMwQSUcAPcTN4fcVZ7W6BC2xuwbhpF2OHWfVhuf0WPi7Cjz3"
    "dsEzaixSl2PXdMAu3IoT/Bx8ewc5Wo6GFVhs2EB4neYyPAjIkt+eVc5ccqYVsk9eBf8+Bu8NYOkL2SGpw24dAfvTHD7zfFiCQlaZ"
    "miBnWYAV/UxexantCnsQhrd7RfZCvmFYqY1EC6/AmlRxLk2kA1VhU3FIcx/XlhPPFifC/A7G78a9/BvWei6ufybWdw5WfXyTH/UZ"
    "m+LUicjnGvfb7+tz+P6x2OefI8ueoW/ibMyQO3FS7VP7NkDfWSV6K0/QPcEkvR6r94u8iXjuWL0Ntv5YTeAEDwwWIQ6eg73+B+6x"
    "iyzDfrpYX5UryAWT8HnPOKoZOyYKq1WeJPV2KeI121IaPv+eUbpd+BenpUyBvVjdpEANcslionOims+5lxJdCn+Ug71nc6HhBnwM"
    "CW/XTBmkJSxSZ7kWnzsY8ekCXH/LYCoyyDjOVI4+KUMQWyzCmlgPeS/Y/TW7mEnZ6rm41ff1jKn0PHF32k6MSXaHmrJKFfOIMjLA"
    "WbYTSIrHwKl+aDqDSqSZCF3nqDufXBd5EFczF746GyfUMAFt5Svpw2pspe9FVCOfSVJf3bj/NyKG3YQc6DTkOGvxKVb5/AKerRhP"
    "rIQ5Rj7nw/I5/RxGlmJTCi3T3mRPSbEsF6nD1TdWCyhBdtIVmUs5p8k34AlXEZWbgytbiz0zTMLkIxgKv1TMWY4qch1GOf9tXbhz"
    "2PPem+wIdvabEj/Uk+y2O2hx+nJOp5bTom9j71knzvSrm8pq/Nz0vVykdwI8X2va1W04DVYv78DK/jzG4gmygV0g1qup8naozjPC"
    "JPUs4rPr9Dsdj6juGey4O/X+jEl4bal+RJajdmSATab5NsJen62GkY/jpkjV0q7j7Gh5mqnp/yKz87GWdX7nxNN+N6ptZAt2cBFs"
    "Tg3Wsg8ygb1gsdozOjpNluC8HtfkIjzL/2J1DXN1u16pJ1NZL8EotjVraxnEpWZifTKZQzVkDQr7/s9KeK7zEJ0Pxv5aKA8ns7Gq"
    "h2KNx8NqvRGMw4kvhs24BDH2YfI51uceeFo7cW2kTF1lq5STunG9Wk7HCnXE33flBMLuRGa5bl+OmsKezddGyQsW0efJ7FOY1rX9"
    "SgazJ7qNiJZy1txcL+R04spTc6hK1sHT5FHpGKzCjrKspTj5rT4h3+KUfYzP3oz99QWs83zEfOfhjGdhj/0IT6rsuHf1E+ZRVn/q"
    "+P9/dsLrpwSinkcixbTb35+ICCvPMe+vQ1qb5oEYgx15Jk/F9/6ZNxFDX7kswOWAw8lC4aZ+jJ3iyH+oZLvowP2Tra8hMjLkejXv"
    "vIRe1Ko/c3C6h2HFTUnRGC0ssyikNTJOmoy07lZKG97NBE/Ha0cxB6mAX6n181t5tG1Wb7KZ8BjOYJh3XMNaZjWz3ijRRsamPQ7v"
    "G4yTuhYR2whEDpvxmomyX/ApnsUirNFifN6jeook/GlNYD2y+VzzdqoF7cy8YbF8CaPyKp2EzMDwl8bGucLriKt/Ck63wiae+u6i"
    "BmmsCz3ElCLOYrWjxJ/XDdx1xk52EqM6p0VaRu3dV3UITv1BOLfv6q2w4XfJ9KA9LHdnCTdQVa4lJ6p1xkuJljwYVuh+cp/fBV/y"
    "OuzMRchrL8SzGcn5RsuKNuNbpuEa3jMOAzF02UO48ig7kAWcup+Gd1jc+KWMx/o1kff0dSlKviaTEDN0QyTxOKLN2exM/iDf48mZ"
    "EuoAmYh1tp5uJffVVq9KmSQr4eWwtS9y11gH0HRTDMt5MzzSWlixH3EPG5lNGe7jRDGsidWTOgYvyZ9YhRGwp3/rzYi7P8dPzeN1"
    "x1mq9XlhUh1OcA7rFgk+j7j3Vm6/pZ7LbjvtQ/FafSJ74v7HYG1t+v1SrFsxPNtK3UQ9t1a4uz5iSh4r2JlYi/W7BVdYy9rjQKIH"
    "9uUcZdzjlhNEKBfTmtwips8UISvYGuy7tfh3On6/QRdqqXEVyEGITQv1J5mMZ7MvWck7ExdUibUuJAKiNxnHY6wfWL/a7tspbxcz"
    "xz0Y/mk3+ZZsfMYA/LIeJKMQAZr3OAWnrJ/+hs+dhnjS1KmPle3E9FoV/ivcXS3ynOdx10q/kikdGuztCp+tVXm+xyRryKPJvGd3"
    "d5AsRD6zDFdzovwmFyB++1GGBt9oNNm4DTkd/qO/VHFuxrHqlLCeaVxWxu8wmMoZhlBcxbz4cvmIeX57OZWzf4bXs9qg9QgqORNp"
    "XTbD+7XCU7IKxDGyQEx57wl2tqqpZ5XnWeeqiYJfB59byfm1PSxig90yrPNinr0NiB4flMPFnc0T5S/4vNnpGKjU9wePFyHWx/Fe"
    "xrkqhvl0WDs7YYcRnRFiTNmVOKKhYpgfm0Gzys47zBAq2d1yTLiGR7pIbAK1jpXmAs/rvk33EIcvHyZVDZhKYj7/zZSWPtvozBqR"
    "krnCpt0dyj7sq3u1nG7al10Bx0vnZjkNC9PLozVjeA6GxTwKZ3I97OyxskS/RF78JTFexhzQwasn2inLkFrP2RZNV7miPnLoL7pL"
    "HVzL+g6Tt/GK7oz/T8ffdMazvBxX8xWseoafDcolctlWIkO2STdkUSdjZUfIOfIk4v5e0hFXu5/2/1cNNVOM2OcfM3fqkagi3ZuM"
    "Q7RwNHbCzci7Pqca/GV6iH4Dn7nIZ6iVGvGVuuV4zyOIKs/CyYp6huowuYZCrOMVwIIdLxWM/EO08OU43dvpmcdIGT28wxOHuOvr"
    "yCbV2PR0mDxdYXXI7GxyEVs+cBFWaBsjEkMZX8y6zZF46quIeUhh+Bw/QIpXKUYFj17UddqhTcRhNArZXS3B++K+J91GXBdyT2Lt"
    "dsWSmEgrcTn+ybgmNLZT5BL8w5/GfIWwbRrPGOE76vyEXUdJVYZcn6khjqCe/bjealfQX9hs8ziqnlVjb1cRGeCml+01LtNzehat"
    "5Scqgc7Gc3pQxsHjjsC+GSGT5HHyaPdgbh8hnuUm3H97ZsUh7HjD64RZ/Y94zKebUV9H1oY8euEaRoaL2S0WOaIBi+j8nZC2PcnI"
    "YsixAo35Pp37dQKZwhKIblv43PB3fQDXYYwef8IKdZKjEevbtPYruJbl8N3KKeAzuXoDpIRVmAR3pOP5bSnxtK1oxRqkMltSb8lS"
    "at4xr8IQxr1GGXv19zPWe7KfFqLWRNLPqMSJ7rc8zb6vOSM71+Fy1r61z9f+xtkuT8+IG6tW3H9XRFOsTXGu29n0U8YzMk1v5K6t"
    "Y+zqMJdl5FAw1bhHWAO1nre9M6D16yRX4r+bdGjwFxVynpcvdJQux2lIYVsz0zP3pgVhlmiQFDfQgBU/P15H1IybnEyST61hrrkc"
    "fmYGrNK+sIbmDRZotkyRr+CnnsBVF+KTz8O+qYF1f0HWG0YC2UlHRI3LNY8W4mrGuCfjb9biJP77JEj9NIiLXGr5ulPwawGxxxXM"
    "X1yWZ0/ySinWct/v/Xe25gJ9VyroC0KME8qJ5w7xihxPlO30faWGPeFixmQXUx/nRNxnS/KjHIjY5wJ44ksQF1wiR7Iy1ozc5zs4"
    "MVLDaYBRnDuKex6B7pLw1s60a4qw4ik2DSX7f4STg3aGLuEU0zpESQt4nrOQp63AmoySfHJR5uHTpyNumoOoc/Eu9bMai7wbP41K"
    "7L/DF1X5mZS4xz8/jQy2s0yBrZyuTYPHkT3dBfuQJL+0MXIkiefbwDUIezX4Pria3tJOHOd+LXvlSa6K8Z9u9EqNR3EXG4bU3jVK"
    "HMqoldcdc5PlcWo4fcHpDkPRbFCrUqzD6VijJWQFsq7KAuyICnYNS/Vb6SYf4Gqn6kPIwGfqp1jRr/RtvLJdcGqwhXreo4m7W09N"
    "iIg+g+y8R7of1VZSLEBJ6pPuiiO3Avu4jzh8i/VgHVPMWt5lB6nzCKJe4joUTllgO5ltt3InXgCPbCvRTpaQA/lmsZnXhWTTrYAH"
    "tanKMOceiskwUkREWCXRh9PwOachz+iMaN2Qjivg+6bqU3oo/OcLuNfUHnDsaO4pu5r2vtLa878l6YHrqEVYSPbKbHg+F7FHdK78"
    "zUmPBL3CsfqYvk/LvFWnyEz5Rv+WsfotrZOdtg3sHhfpW4zKq6lQbPz6B+AuqskEVwGrYVzU2fqSbKA3t5nvtvID3pWlb+H1a3fB"
    "azgEK281LFuxgJ2NfJymCHaT9adtNj9GRYcwJzcMl3WK1BB1kOuV+WqwSs3IdhnTuVRas47ez2q8IldR9+5jvCfkM6gEmd/qGLPU"
    "YCdNE9dHr2AMVsk4KEHGA6s7zUdumqo0FtLuRIkZMdYWsxyG0C0ly2YJT1hbSanDNmSracPft2f9qx4H2Yz7ze7ZIok6Pq+OZIjI"
    "ZEcnAx7xa+QbUdjjufoX9t+pciDyqe/wkf0DYzXejGxCuXdWsL5RzV9NWU19Btd+KHbdcVjH1nJ+YHNsjSMxS/UTYnJcR6CaDCbW"
    "mduhL+na5Cy5Hvf3inyrlwZ7IDbcAx5grs986/GZgsgxg8xNraSHLqJu1jb4ibdxnX3hLeYiDk3iaqJ6Db1uJWzJdm9DiomiOgD5"
    "Rp0OZMWyE6cWJ8Pu58PvmEXpmkYtqh4iSR+jiZ9A7if13bcK9g9TzCqdxCkx1vEpT9Hr8CRHUsNgAE7HSbBBk+U42B1Xf2pLP988"
    "7T0TZOi5gDxPTrU1QixbyHPjPiC/wt9tZRf2U9aXzpe7xLoWv8tEuRJn98Bgrt6jByO/+Eu/YAVgDyrPVMF3tcaJqcV32kzTUs31"
    "E9AJ3yW30/y8LPbqjk2JRoprdVqho45R7fFprrNmnn0hQTRRNfOyJr4a5dTQ+6fxz3GPp3eWLMUw04ssnilPG/NZmelb/Ih4rJL4"
    "1O1Ehs7hzNo6PLU7cV/jxDgob5IbJE4GqKe0NrlQbzL8TjJLViXby5lY23Pxqmd0WfAwdsE2rGpfCVF9o5qVCMMwr+Zpj7J7MVp+"
    "JxfLnoj9e4rlrW8SyZ6kYvfPZOs4QlZiZ55IH3oKZ0iulyzc/9eIUl5W4/kc6BHTUd8BS2FjTD854VVj87ga3WCtO0m0gYac2002"
    "u9YkrX+s2uxfVEqy5BM9iBahLc4o7g6+7Cdq1zve/S0eD+SwWYdIOM0w+m/1gwni2AjUz6fFyDxX42cpkh4bd5SvYlR4HWHjx9it"
    "wSkIvG84ErFMnk0qwRbeJC/pDfBtq7Fed+NcZQS/4j322TcjcjgRu9x6eB/giZyFCNM6rav1ZTzZzax5rtFj/HdmSArHeqhfpVzO"
    "ERwoB7EKbd2oLFzt1VLIisHZ/lWlvsvr5m+MGagnq4VJvDpMFmrzuM/JE9orY1bSUASb4AkehJV9W2bqLbpVmusvYgjSLWQrORyn"
    "rzn2xkq1OMo9s8ydJsvc7/P1UpyxnjjHJdQlsY5Va+LxrBIQ9urbtaxRJLAOlRrZRU+vkp2UJCM+qwa/Kk7H0fASq8W8rNthTzHf"
    "iZALIMqeidtvqSdbRSaGZZpDy1vD3lCU/HDNEANcIs/CSvSjjtFQcRbNEKifSe4uEAO36DWIIFbzdFyAO8xFBniJLJQs/M4x3/zq"
    "s5QA5+8aqUdK/Nun/akPi3ErdZVP5Tv46Af1Ac5/nJbmM2tYx2/uu5jW5+rP2QdjWN9bdqNuax7jB8NwGwfMn7i2Q6lo6irVjaGO"
    "QswWV7Jnf62UsqrgOO93FRE3VvPOQ4Q5Snawy261t0ewCsay/QvOwAHYIcVEpxSQ7bEVMp8duo/nyZWdGA9T/PI5+BwXV8RYcXQz"
    "QkeIw/IpT4ereuRRRTwVf0T8BFMlsQ5J5CSLsG//B2tf5b1zmHrkAZUmjC/I4skuoun+iJsqsWirkvXEEnK6GiYyTCsR5rd0pvZ0"
    "VTqjsnx4kVcij3DC02Ke5WJZzhzP45Gkzaym9Xd+yHmPLjtVlyJ+zQfAbjwCa7EJ8VYveQve6AV5UJ7UZ1kfPwZPpJB2wl4/Ry+T"
    "co+vCXN6yaIilx/soF07F/u00k/EO4WuKCed7KpGsl5ZQpyFrd0QsUx5gNcbNw6rI1kntVO5Gl64Rv/ZY6q3s5p8SE+QZXo7YuHj"
    "8Nynwztn66fSJ2h8Vx0MS7Ec3ug1+QPXNBV2Z7a+IZ9xYifhs4CEn+OOczf0llQfcgitoquQRJmJd5KuDSJEZ62qmAlUchI1zKm5"
    "sb6vUq7/sTyNCIoz6IuGMZq0SM2Y61brU1LAvFOkO+6nN7VtTT/nHB8dLMA17e1Pey6ffA0n604mqstNv8YZA5fs8mQ19hPr69hV"
    "F7ADbN3EZcxwC7GLYp7Vw81MRciduje7Vcbgn++ZrZZzDxjCf7k/IS6ys1rjgeKYaI1TZBhWrghRka3OUv0Fp/dnnQZb1zntQ1Xr"
    "MdBmx2ZR1fEC7J+LxKZLJuG7LOdsjfO91OtpuUjPpjmfFDdTnSlRz5F7sWcQLPD1nJPIX1zlJ2+qaEvddzZW67Q/pSb8q7Sh378O"
    "K9Ba6vx0Z406vcVZyAQuQ/RYp0vg137BN14md+htMgPW/DLk6s3ETVx0Jl7JricbJ68E2cI+sljmYZfeKEup0PIBMrfHsLvPoK3d"
    "wtls99SKETGtQoRyugwiNjXKGYRVtAudpB3nOBuzyjGewjLYq1o+K8uKl5L18GNczaGId7biut+C/fsFuUuf4A/tjGzV5mc7Eglg"
    "WWMXoqx2cM82tquKYYULPTeDdUZNRXMAruwOz7Ft6LO9vaar4802xb59masmPau2Y3nMpfphDbFOSa5ywrNFVvr3Zfl4Okr8dy3W"
    "JUPaSdRPffaTFNd9lHaxDPHXAJzJ561DiLjqFliub8kxGtfxzN9irGkl+F3CuL3YY86SVHnuJm3Spz+KJzkbkcDZuO+2cg6iWsO6"
    "LWZn7hQ80QIyHbeSL6hhksN6YZbeAF8/EZbWGEqKsXcX6t5BCa5uFnzA3+T6sqhtC3b6aBmMXHgBmRdMC759A1xcw3rRv2vNJtJM"
    "7Du/R+HpVlM9am8xFYwyRAYfYTW+hJ1qAutqSK5S3NkdiD9+pmLCNDXNpnGIDjoHpgj+FSzeOPi9frjiz/DeZfqqHkkkTBtEpoPk"
    "d/lJr+C8rkiq19l6pyp5VRo5a/roDlNfQy7exndVATPtKGMSN/ncWqbINK8YUar5nDVbQgv8IqL5OO15G/J9ON9j997ax9rbdDIi"
    "Y6vwriGOthZRahw7dAW7p7ZnLvfTWWWed7BKk/rPVW7j94F1TU+Uz6SWSitrYNnLib18Cr9ro/tjPRbjel/Hc39Y58rJ0jX4Vaz3"
    "YVlXIXmay7ALl2MP3ipfU/M66XmByn0OMofRRDUVUqvwiTnEOBt6fIe+onHs6cPFmLPKsNfG4S4qEI8X676wotE0Z3AdO/gZHtV8"
    "NFZ0H2K5CxH/xol1Mt75ZYg1do6iG/7zo96GmMEYSoZirxwpHyPWWUAF8JvlVFim6bgm08usRja3ULPke31nF/XRXVXznNpilBje"
    "kH7AGbZKrPS3GuAKO8D6PY47/AwrtkZ/08k4iU/KFo9Wr2E9qIwR1CKybYmk5hsT3uY7VKTDm5cRW5iqUMeobHagVDJn0gZafEl2"
    "13dgV0VZ/4j51a1EplLilRGVmV+M3WjbsRXMDvIQGVq2s12vwnuX6QNiyirZiAKLEBlbrfZwj+IPe66PjbiKZenoLul7R4ZZsB3u"
    "VHPdlVWndQ+V9ZmYx8imOCf3Yi3hMR0lxi2zVstkMuzLCt0veAx25wlja6SNc/ysfVkfzce/BfAKJWlO+frceiuxaCH6vWqdSAbP"
    "VcyYTsapfxGv+xz5yhp87++IMgfK7MDsTS679hFWSZwnquC5MnVUNxncNM2gU3/qG69+ub+1ms9Bae0WW6XNsE9DxebbtiHiM/Vn"
    "m8b+Tp5GLvofrGgdX1XGiZFyeu8DxaKqpThXe8Ju52kb7o5SZDjX434cK7XN6x8rh/EM2pRdAfbVD3x/xOegSbL1CaxAmIpG7cTx"
    "4UUYjX+CTyolI2tj+mZf6zNSzWd5kDjl2xKcZ2OpijNviHAn7GA1K0Ye0UHSDed7vk7BqTD1vjXYUUPkceki58vOCpH1uoFmSw6U"
    "pI/S4n6aKdPbyAN83bQYkXiUeOs1WsreQqkOl5DHoSq1IrbwlfnIz41d0SF/xkiNOjSdzXFHaTVj1D1dRcRDN2QOddq4Ol8dp5mT"
    "rHI7ZLb6rkzjUxcxb69dZBVD3hvnCtsu7QprPJNnNIZd1slz1NSx7mf8Eq1kPznas/BY9WYtVd7quAM6S7mv6GVIFe1wNN1fTlI/"
    "w/FhHgH78z5WYA1e+yDyjb/wrA0p2pnooSJ1KLZYmuMzjLW1WaU75GP4gz0QE9dgF7+C0xLoqMC0coaSM/kAPMU63EUJsQplrJRk"
    "yBhJoWgdF/oqruNq/Qv+ZxtOciEirfvh302VbrP+4TH0/5ZPLYU/LyF7js3H3ssptRAn2mJEPcaIqHBxeUrlMUQua4dQLmetdrCM"
    "8KzShkTr7NnSK5j11rADvAWx7HZ+z+Fi8c8X+JQM7NtzcN5z8IQ/IZbCOF2uIu/FoVi56+ViP+NdxXU19s6/eRIb9xibeMemOP4i"
    "1v8JVuPW6VTazOM97iqRnqTPZ97feIfDYoGEnzu3uY9s2lP7rOnkVYrDzs6HfzXm4q3wRBv0JViXGXjdVnqgHESFXeQ73N/ukst+"
    "ktu51ks7nFojg6iZ2hrXug8Rhon0HrPVOhi+bSEVBivIP2fV/pYyGX9rKtf/0WvEMWO7mlYVJ9WMGbVZ8JN+gF3xO+zJQYg8T8N+"
    "tByqiyT+obmnrBEn9RPtLkt0JaLLLNMCg8dei8+0Duiy4CjZD7Hym3ohovALdHd886t6ffAUnsEARgyHSh61WOLEQ/2Gq2xcDWVy"
    "sMG4dnD3XxOf9iWezaeyO068ZSLJBjyoTofHpuZMZ9cwlBHPf+FUrV2lpAnWwik0OgRYd3FsoI61o4XUs1O1Fnf28rDmshOvv4ir"
    "sLcTly3Vci2Tfk1rYEsa/8kfsEk58JB1jAj+QvRhq1AGP+JY52romROIXJZyWqaUfcMcRNMrxCKbIeKm1AxhuJVMLM5WthDreb8m"
    "5ezJbcWTqcDpFHIQ5rG6YjjWcZyoj5LtPekR8jFfZeqB02BRdHsff8caVAvdr1Y7sVin9kStr+HE+QkD4JOLuObHSshX4VP4gxC1"
    "v+xn3yGPL6AmZ5Wei73dSUwj5QHy0Wnaari9dwa9zHDss2rWYMezh2V8ZGfAwi5hhyLuZ4mT5KGqg62sJfr3c2QphcE2eOT2MgUx"
    "4EadgF2+HBb+FkSoK/DaWqz0SlNZhzX9Au9pL/v4O0ySn8Hl+2FqpZ0nt5OT70a9GdczCDt3M/xVpawit+LxZHGwszpOTK1zL1mH"
    "lT+ZHKERsnV1QL5nfNBTsetdHTrBp53DvXcyVmAYcuQiPq0IJ1osRlzJ3+eKITWvFNNhMHtrNvFiRNQ/crq8iVSwa2R4Vcu0W4gx"
    "LltV4xZpgr1xBbzKdbqbjMe1/iVd5U9488/kUVb+ihiVLNCPA0MYv6emJmR1lBfEVdeWY9+cgKh/E6OZ6dT5c7ug0ncnrMKTbDAN"
    "4v7bMq0+djx8knXD42Qli1GTtJNsY8Rdh+vchM/ZwWdoFcT72CWwTH0hZwKL9VuyBic5cdm47X1dwunej7CamSBSfDM8YwVW0Vhz"
    "cvD/lbijT3GKPoLdHafvkQ+yNVkehmCNp+C0T+S0ZZjzQcJzUsdPPEZiaa4Cx6HXjGvRzU9lr+QZdpFLjeeI6y5P4NvnaVucivf1"
    "bulHBbwq7MSxchbyzeOMmzXdAYyzTpckysVxxLSm0kE+z+hGrN/9XpnPbEE+dTQtAnaM2pfuomYX8hzEjvfTptldJGB7aR/fN2sj"
    "KdXamnQvymUqF0rCcxYnyRra+PcUEVNWrR+L1RnL2aut1rnkAkl6xJVT67H7GCERTvU4Zq0wO/92Zw9JHRkBk8QHtJAU8q8s3der"
    "9SoaCarKBPD+NcRHhbTxyW5j95krpjhvqIWfYTtyycX9rY8GDxanj6e+FqhUXd6GT3gb9/wpnsVwyROzo9fJnF0gWBPUPY3xc2ro"
    "1ZXzHGFcURXsglOzt3n6n/DZN/tsejw8Tb6GcSejxHB9h+IUv6e9iYuIcD8mYdeNA9mqtjeT96+Kazk9fbVJnB4XiVf5qQqnom27"
    "6qT0dQb/ii4tx17dgQxhAT/XejF19METpPHZJCWbbSEx+8m0CoZylruamXdTot9N5TAbEV0un+A0HcmZdFujkzg/5LhtZ+GZLCej"
    "RhZnsObCXy3SkcH/6+s6wKyqru6+AwMKUqRIFZAiSFMUBEQUEVvEigaNXWOJFUvUaCyx9941+tuJCCgWEJWigCAgTXoZYGAq0+fN"
    "62//a69z7mNSBvhMgJl5t5xzdl17rW7SFfbHfp+DaxluwpDkjyFOMv7apYg83pftiFmGynzEVxthnXuIzTVaT9hxIfaWM6U73lg+"
    "pwHiuOdd5Ek3BlLjAE8wCp+yj31tiG7HaZhmrBbgXJ6MiLN6H3nJgawNWt5wlORyytQ4NUxjax2uW8ddYv3TDrDHZjXWIr5pKobV"
    "HEbGLNs/OXjy7Yy2F+ptiPvvRNT1o8yQafj7DMR2o+V14q+jfnallr7K1msFoiqr/49ixDBIDhDHYJiPZ2jNd9/E1yzNhnXLIi6K"
    "GW0OlIivpPQgnqaCM0e3yctynbyPDHOKPgCr9q2+g7O1cx8zNqfyhKTrxRJp7gxjURyP92M17y1iuKsS+Mki7KTXvKWoojcf7VUh"
    "XURYPw7L/TcMbQX1aNfpeFjZrfA4t+PuzpMXdAS8/0CxSk07MQa6Gj7TEp6JhqcL5+NfX9JH5Bj9LvOidg7KdK78KCsQqzRc99+l"
    "LX2mUOMn2DJ836cg7r9JzpBBwW16iu7KPAwPfqU8YxV0fNYrWN8fsVYlvIcTiRYp5ax0GeeJaqkx8Cy+sgmxVVOpkwmZ2chVJgWv"
    "yCi9VSfDz66SR+UWHY1TNZjYlW2sA0fY5/lUStlRNU+S46P5vRpFwr5aHU5+yk//98DJ7ojT0dN3ckIOugyztFxx6FKr/9oc9rdq"
    "GJLPsLd6ItpZicimUE0nyzS4XmN93OqtFfjEuMehxfzKmicYx4rJazqJ1j7KOXyn3dOfPLqhxzD9rxRR1bZrZ9K6bMJPV9FLFTDn"
    "jyLm70fmyHJ2pOLUNxEyD17KrMP0EwaLiznsDnbgb3F2rUbIcYwGLRvPkRfxHWsRH7WVPyEy/FEXwAJmPLJyFHZzf9YatsB+vKeL"
    "8Al3c85mD35vRm48h0qCOfAPu/H+h2PPfIJY6jL5BVlMgc7CGm2gdV6pT+hBwSLObQ7FOWglrVixqWJFbDNnHmvgB/vgfkwh0abV"
    "XhVjXVpFhOpwSWc5Wgwf4ri3AjHG4MbMbDtQd6WcvcFSZB5C9Gyd70cniZIdKm7eqAPu4AZYTqvQlpPJyLQAf8Oua4a7bypXyhOI"
    "0tbr7XgzHYPvkSfOIGrLdPQsVhiLGMiY4pNkeRsi5l236Y1i+nW9ZRaywUfkflz3Vkl7323nZCj9bcTPfcWY157iNVGTzMYKPbKx"
    "oZjPvqu9R2yk/cxzxisUtsC5s+hoNbEtV+O9mU76ydirFuM9LHVckYfw1OuRh22Ad8vHM7eVYTJSDEGyVE1N5XS5F2/vZx0YlMhz"
    "sClf4F93wLpcjliiWM/lve2NBt30p1CTyvGMj8bZz5VDZBE11mw2ZA384Dlkx4vinDqWzy64y2X4W8NP+pJY9GeRVWs5lNivZvJ/"
    "anyaO8iBWsyewGIpJIrW5rqMs6S5DCBbkque2tmuY5S13Vdnw4q2s/xHi/H5lrKmG6cuR5U+TD9QgB15HrGsy7Eq67UrlVVGif37"
    "BOkCG9QKHqQIz9adeIhhyI0SZL48QczjmBLJIuaz5iUfgyW6mXWDtOeYdnHlAWIqSNthr13V3c2f9WNclWGkOoBYJOuoTSDTobKn"
    "U0dEXYJs306z0HKMC+mBTQW01p/eKuKi01lcdB9J+yqfVU77ef3gEkTmB2AH1LDe2wN7uZgILZsZ/o6YhgTZKKzOZ2zhK1gVXo0d"
    "VsmIv0w/J1e6KWkadnI9nj/KOLDcM+SZHlCO3CsVxAAYmnoFM7pCIqWCoJDapQkNc0RDWNdSo6oDz3OCPYRyRIzrkX9GOVdgDAHX"
    "Yz06kuXE+GNWwgfMwScfIy8hbxwrptixBfnNOrWe4JtytnyDd92XVaXtrIC785OiFomxlKU9q34MmV+E3nUS7FqR2uyl7ZFTJEps"
    "lTG+tBFT3GzMCMc4GHfTnxnqJ+XrnrWwnKXsqlezD+FmNBvmtj8JtucS+Z39e6sIj8cVvsD3mn7zLl+zmEhkgf3pcHx2yT668nEf"
    "DXeUvajqKOeH39Af8ByLsQId5Em8lRK8tyr9HtZdfXSg2YzA6W8diTur8yxUliFdTkVp4+hxsxg1nvH833/dosfhK0/DMs7UlzWN"
    "z5iKWG6xPIsd0pi6bK6Wko93V0NmjtslXo9vSbO6UhlWufawHlKuN4udmYdlDHbDY3iOlYhyOsoOYmpqubPjnHGu48TbrVLO6HAw"
    "WW4zZNhfgyfp69lStuKcOxZy86q7svpxjqEknCJpgbU7W38ILpCz9XXYppf1LMRa3eUHY1oXqwOmqTBlvzb6PpSz0KZXl/STKhXk"
    "nIgx9l+rk5FVrYOv3oE9e7F0lsNlq36KO5+OTxyPPMAqIdP1bekBG92cXrAM0ecw/ClDtdsbyaDTVk7gFFY1Vyv4j8mY3ljd7Vjn"
    "lvQspgxuMdbjsPa2lwfVq1/EOGdl/qUZOxJJ7iPVUOGxjtiKUlzvYM8DEzKt1niO/ZjnbDuY+8JQz6YltwXRxEiseA9EgF2CLXot"
    "IoSFOANn4TRm9HnYgGHY9edTgatCrbc703xXppcszowO7CSfnnkW7+UXHZ4zVC4PZsvzWOWV+N7puMY21hYulonSBvZlAPZXJ2RJ"
    "7+C/7xHP5uEpx+pP2C8jJexRZmjPlOcyrROCNsih3kUkfg+i1HnYGcsRY64JntEXYC0H4T1NgV98UlsFGxH79ZVxemTgVnn/er3f"
    "MHdquAt3mnwuHyFyukgW466nUGM2jijXWBB/wrq2pWpZldcJ2ynGPrdTn6K1Gi09A5v1ngPb86jcDX9UrRcw8jUVAKu6VTMKqOTp"
    "qGA0m/Ss5nVYA9eBGoWnfoPsXYvwjL/J3+ChLxOb+49QQTvBPKqcbNW15Oj+SWboJVgNm28vh+XvQeRLOTKx37Q80wV3cg/swHxE"
    "Fx9gLZ7WahkZGEuPeete9C119Zicdqp1G8bDSsfoa0sZr66m1l65TiOyL0HMw3ZqPJd5jYTX8fX7sO++xl1bDSFHFsH+tmDtNqrH"
    "w2Lk4AT1on6NeaD24ubn4lmOXJED/EqVMI4vYHfaGGw/xDN9q3+DXWorhfIorFQXuVbuQQQ8C08R0b/qbrkj29ftklVEKdZ3yefz"
    "Fs5vDd/ZVtij+eQ3qMKfrSJztRR4HqYC2IAE5xpN/+BdWLtz4Q9/w8n+DD64GHZmkv7MPHF/X4EP/m2ezLiG4+TO1yyzYMqjbAMJ"
    "9bJCxtf1yLUiuJLhSDf6Mxrz/X6HzD5STKlQPf5MPVtIDDtpKPytMQhtxx75Cb8Lkf+txjuOEjdVR19+kbiT4+amTDvINOT6yTRm"
    "cDbltkjfkzWIICvpueNaxx36MVfvfaxlLW1vjs+RHVdK3NuQPX5aPcWelrGyWd9x1z6mO4ZLd1+/XpetmLm63wZY2GLew+/6eFCM"
    "v+chbzA++AzR2UniERNeHSDDeHETPKxxtZt2UglWahsRM5eSu3knY4Y0ES9VvEvDsFyCKPFN1rRtOjcQY4/bhZ9rHVQxS4vyLEY5"
    "QbmZV/kHToz6eRvH6ZGgt0l5dutS/MsOdt6G4tydjJNxIU7er/XwVaZC3tzv6c3IRX7Fc32NPLQEFswQ7a1wh3+H1z5W7sO+PB3W"
    "sYyasI2kisiVWYhMDpSpsMV1nq8yxpmIEVSH3szaQArZeinjJEM6bmKWfaikfE0i6XdeyiuYdcH6PiKvyg3k+DS2rHOxOofjZNn9"
    "1sLHtqTqx2L6qA5UzNRsBS2drT25+eIIzsZh8IA54niLjxBTFjJkYJoxfejdNmZVh7vh+zbj/UwUVyluzUiixvuzMMeQejmGqZgV"
    "w1ZeLNeIxbNTsUucFu9yPQN33N17/wwxDnaNA8WdupXcwxnf1y72mHdjVpqLu1hMVfolWBXjJpiMCG4u3n0h1vxFnKiB8II9cgKs"
    "2Ivwgu30WeSKroZlM35xRoSXSi/s8Ob/kzkp42dEQ/bPHln2T/uOFrxnN4m1n+dDz0PsWc5Z9s7IbOv0fZzGMrwr489fhxzsXilg"
    "NTbqn7bGY2fdDM1w6iqHiKCkR1k1fBpzsG7NEMNafy7FLkmBHouvLiCS2921+v/NYX0mBeuW8k+T9FZsJNnpDFkzBW+pj7yP/T0H"
    "b9bYdtvLqMB4/ZbgCYqIGbCY2hD3bTilX4T3fRcZiqyybX2HsyRCZKTxZO1frzIX1jqNMWwDmUxtvy+Bn5+Na/+fjgy+lOESYkNj"
    "nmnJMTjH4I/+m5dA5GzGSMtx3cvI+mHonxeIQVqFtz0Pn/0HeUBMneN52NUF+K5a6gzZHO/h4rrUVZ5t1rHXrcF52cHJXsMBPYc4"
    "dofegAy0hhzHJ7CPXEb2N5sb2x9W2LovT3tfFSJF0/zzdm0Ys91wJXg3z5E9d6XXuDJLuZPs+RMRV3bDe28km9Rhtq3W2WYfnzYE"
    "5+0M/C7RG7Dr+sN+7YdIwnSh1sBWJTy/t73hAuJb4uyJGXP9JE5fD5eT5ThEJk0Q7b2COzoYud9mcqLvwg5pGtSSf7mEyLJE1ra4"
    "yYI87w+XkDEvVJ6zX/ex92fM/xdQK3Yk7tbsxo84Id2wv61jX0h0Qzl1IFyfu4ydwPexg6dTy/EiMR+zAfe4RL+UUg3xtRdl+0zm"
    "k9NYw96ykjxOZqm+JTfRC/iknqzsOOTN3pNlajVR2oE6P6Ec9bytleyfm5KTm+DIEPlZlkWppbwS/GDyB8Q5jxHltGfDJ3gVUSZF"
    "eO5SMhKW4ck7ywT4i22s1jptLkNGW73BctAC2PpN2HHmU3aRv+8LPI/CV86vx2gRPpfr0BwihvnbyUkakVSWwdF+jedE2p4s27mr"
    "oGeIMszhJL6pkqbIYWMdfkOZNaJewVZWDurgKw7G8+WSc70UP2XaXBPIT1KN998E73AX8Sg3SCXxB7u4VyLEjBl77ntiajd3I1Y/"
    "QL5EfnUv7M47+MmpjBfi/Jk4cQqtaNNMlaoMd/Um4vxi1g8+xJ78J3bGd7AFObJRWsgD5LzZQvYf4zyIcAbfMJXWIW0mO/m5R8sf"
    "pYLPYW95YBa9YO9gP/o8s1OmAlOtoX86U2qpV/iSnII/l+M+bsZ7+UAXIYa5GE/xvORjT5ZQ7fc8rFERrmssURuQgW3Rm/G27pRR"
    "ciHezWpmwB/pmx5Z1Qlvz9j4WtJq7qJv2KAfZQ4I7sXb/Qc+YQPO+q2I537VK2Qx82iLd0YSQ36ZrOVkTRnOWg9xFTmnSRAnC6fF"
    "ALnwRvfBDnZTp4XYWu7GPnoNNucL4roj5Cmzk2eYrUOo3dFY3kbuU+ZnK+K+ahRlbNaw3UlirWbpHXiqEn1SPsU+srdzAJECuzM9"
    "gg+x2h8ETyInGK2j5BJ9HtF52N8JyBwYRuSG1zJsUoyz4xa/FpHr8xkyOAeI7ypwCr7XcfIu8r375EfkRnlYs5/wJjfDR5vCyCTp"
    "iz3YC6u1klXQhjpqU3EaB2A3FiETWY/Y/h781NdED8S8x1bmtgnWkwN8fie5UtoSwZf27EHlVFj7gbq1K7CnHsS7eFPG4jodkC+/"
    "hz06HZ5pAuKtF8iK8BrPValY7eVMPOlp8grO3VZEw6aMPgNrtxbRqOmiHE+OietxT+eK9Zus8ml6oich/r/OuLD0z8hx3xBDu4zV"
    "14I8Ziz161VBtl61UGdjp5gG4rf4yUOw2pVYoR/hhyP42uHcLwWMSXZgRxyB/bqbSrRhXye3ni/O4B5aidN13o9v1Op0FrmvVodu"
    "GMRoO8HT1ZzT05adHR/Y7NJCnAPTDe4j/eRZ/Rfyhb7SlQoMIZog5WtjZfuoXzfMQt7wV8rxxsOpvr1dK8vdZsG+9iPmxU7NTmq4"
    "5LN23LAl/xxrGqd/qORcnvXf2yM2M16tcq/Q1l7S9eLJFDu3i8nemskySrj83XjIC8kj1Uq+gxWYjbXaBRt3C2x/JzG1MOs0dedb"
    "j1MLcReZxebJQtYyLNqcbtyo2CmTsdIHyyVSTtRvGbO9Es74NSO2N02Uh0OQWQXqNrIq1+kQojoSjNN288xfh+fN2wd7VJIT+xkq"
    "J8Y9v2KKe/dpxInf6qFBR+yJpfjTd9o8eBX7rrbeHMhun5UqOVDMx1qXMEKGcItzZrKS3AjvoBp+qJQ17SpYuypqj5xAFbQjJJWt"
    "+2eYbWU86+BelGU7VledbyzBPayjnt9c5sOGFVlhilam3wtLPhhnvIRITauVtGWWX0VNY8MJzNObZZycJS/JCpyWx2ATPyQaIaws"
    "hIy8GY9PjmGnx/3dKJ/M2WinebHTr73lQoex+2QRh3GqzuZMdkTflU/I4BmDTf3PGrC7Xi3rzgOpVn8T7MA6fZkdm0AOlZ98ZNrE"
    "1w8TRBrYbhxL3XGHYW7l93UFawZtJZll76zGDncRRhWnsmO+jhXxOkw22eM6fhXUOxmD+/md6BSlmpNjjm/oZxr2JRbBufy3ju+y"
    "PFtDVcYYrbL4Ha3XTz5MnMq5i3TK6zG5NqS/0BieZQd+P4hnzyXGoIC2J05+a5uKvVEcj9ke+KyNzHx/0ufwlj9Tw9NOw/vsR1Xq"
    "I7mv+8sUeA53hT18m5fxbkyJ64hgLiyGsUeb5swsWPh8ncrT7HZMiHhLwhKY0kMdbaY7UXFGw6d6rO0waSVFXhEsw1jRuCgLmR+0"
    "kL3aXvW5CHbqVZ5ZM6yKWJVNOWV8EVlMYkSj2PyyML8sI6eg1WFORvSxg34uyqe+1Hf9MjqKHNhR/wyGRzwOn3CcTGbueKX8mUo/"
    "T+hn8mpQ5jElCUR/G/ATfSXOydGV+ndtG6zG+V5LJodKnKh18NwXIwY5AZ90gpiSeGP415X6gOQz87PZthZiWDWr626nekAVstJl"
    "OANDJeR1EwlxpZ1gcy2SMeWWWnYhT5UaWAKrKv1qsZucCF/9FfbVWtiBxTh9Nvn2CazW08GB1Hj7GdZisVZlxsgBiHKu1i7BBfIH"
    "omES1NI8H09trIAViCga5vRrjGfaQitwkMfvHIu3kEstn5/UzVfYbjK8ZQ0y0kbEAfavN5Na6GcnbAc/h12ygV39MchtDTexQawC"
    "9zFXvppMZW4CxyKU/lTPrUQEHLLMhPvErKflGSFzXdJja+09XoVdb1WpOfhdxLmRZTITEaXl/fnEFJaxS6rE5XWlFbQ698vw6Fv1"
    "j/BdFnm8hPe6hGzBU4nR3o+6BinmAz973ZWrEJGcSC3ULWoo+hpi/K8nS3V/RO8LYAmXE//3rr5ChGc+opeGEWv3Ike6Uy/XSfq8"
    "ni0XYI3ODq6ScVord4pV+9tht3yMbGwrbLp1SGr1HURo3XD2WiJettrghbC4w8hDUwoPsZqsd04TdSE5Y6aycmfqttPkPHxKnuYG"
    "j6rp6h4H+zAE0fUe9mnj2M/GpzyPvNpr1XRWO4uxMyT0NeLWy8hUl4+MTz1e3XpxcxnrG3/UNfjJ1/RP0gWnogCx16O4nwWyWibC"
    "46dZJ01mGanTrHjGcH3L5Gya8VBxCP0U3oPTVCvBU4+TG7UMUWNFZrJeqNuRS10q1wU2qXkRdmkvqtc5JcSYZ+Jeh9hlATKcHfj5"
    "HbAR83EicuUtZONWn3ZMBicT27WJdmk7zlOcaI5K3FGG/Rdlnh1V02Y1xNwMROopvYXxxx52YTP74DaphT15DG91iESot27TrGvJ"
    "2Xs895XlT/ciJ/0MFqUGK9JeHsXnLeP0R6U+LG8h4phPfYoiNeXpX8VFZXFe3SY757H6UoMVdvq3lXjCRvI3YjBS5Klaj3hgLuP4"
    "5VqO2Ot5z1C7C18bTrSU7W5DExrTRwQ7TLwvc0y76Xrd10dxnYS+j/9XrOT3sJ7LkOMu1IWB1QhKWPs8P4hz/mIbrrwONqmWnYHG"
    "XFPLqE/37HG15FZ3HeV2sCz9PUeU5evnyADe3Vw9RTqS7d3+vFlfpIKedbSsmzEI1qMd9d7TRA05JJ+tYIS9pkGsXpzOGNxNQtvs"
    "i6pFxEKEUNfgWiIbIjgpdWRrjsPSfYd76uTjlZ1q/FudqVS7Ur/BnVmnwGluppnvJYmdTjKjVSIF3LsqpTd0/O3Npaev5t+SZdiK"
    "IROq2cc8esDovpqWtAz5Thva1sbk81tVT3vFxQo3cZ1ypdrnJGHsX0OGrYTHkTkv4/ZpHzJ/RrXCuPrkC3iFlcgiXsWZMRT6JXoy"
    "d1A/cb2AmMe9lmIl6nh2/8gMLOOj1nL2Zyo0IY9lVmFntpB+ephei53SK7hPD9JfGlnv7miPT4n6jlEckWQuosA9GiKZXdRrrAqG"
    "EqvB+XTckMlsvTlKnmRX80qx6mIn9XGxuM26GaZrXMi7PYj43ZFkwaxhXepnXcq6w1lYzz/IO+wI7NQpeJ9dPPvHQ3hjN7LCUou4"
    "JoeogQxZyq2nUMecbxz3U46kvAV3+hPHeFtYQnxsDRXC1XP7dZD9GS2v1QIfW5v6o6sd7NQ78Xz5nB/vKhZrGXZwPuf21lLRtacM"
    "klLeXRvZzZjIeHUr8I5rGFOajnELfP+xOBWG4hi2j2rrk7okCGCVX9ZzYHkWyPnB49pdN2Uu3Ed0Owx31Yj5coTs7WVEPm6E90vT"
    "AqpXZduhf/Eo8AKdKRNkgPwF93OULsn8MyiB9R4Av1qeyVfzbZvIGbIF0YzZ/IfFMKp9ZSHXo4aa318H5+OZF+LNfMGZyBBXHdew"
    "O2C94j45C/RVfQTnYg55bKZh/86lP3udyg5prp39N5N7pQB3/Rc9LjhCxsMn36ctsO/PCcbpD/pPrGvD6BmrqR8oGa8WWEAWihRn"
    "M/fiOjWL6xzDPDOTmRqswqk2TOJqHav3wBeaEq6t5l3yNZkDLVMrI9f1VuyDDXolvppDjdo8WM/vYE2WqKkmHx/YNW5BfBGjrXLx"
    "7G54yDbZOaS9yo6tfBRdix3/NSx7ynOGxtlbMnayZvKqfKj/Qs5mnFCTEfe8jjjmRKxLw/WDmN4qlb7aEfe8ixZvG+LuNvxtPXLo"
    "97ELegVLcQpflnNlPp5+jOyvM4Ln9Gqs8duZhfBndyCKfNAjhZ3+ovHt71Q3PXy5PIX1348V3Y6cKm6Nqy6DHR+P99NCBpJjp5ao"
    "hIPkJKrNV+p5cFmt8dx7kBtdBN/UhTOSlVz3X6hQUaqFrEjcAYtmmlpfY09/ijc/CM/3R1hh6yvlU+HW+ryDxen+OcxCrf/P+Bv/"
    "QrZcFxF/yLeVIDrN8PBHylqyDJTBkpri1zJaPNtHjf8tPtBsxpP0VnyAOBxrW3E9gS6wD9XEecCWIP47Rd8LeiLz6IXTE6vH7uYm"
    "65bRFy1GVPmIjOZ8TSmnAsbJ9fjbarwD3CWya0PAmSbTUfKsGFflJjz/9fItT0YN8pym2IVNZQcVXNz53+svGmdjgiL6uiStfjdy"
    "wzo81W69CCftZWRQG5CVlGL3btYkVno43kc+9kE5uzcJzo7X6RSchi9xD+afol5nMYpcaT0/eSfW/X72XppQwegmuVqsvnU07nsX"
    "/PBgeKuDxTQGZ8MvG+PPUOyqqWKcB7lyEE9qFXFprtNVTIbaCurbR5G7ZfycjbGGDKY2ktNpSfg1qWJ1+mN6oTzs6YyfqDkgmAc7"
    "u4Pvv71/MxGVepy0T8jl8ndkDlaL+Kv+jj1cgh3xOzxZwxNijci7HGNnKzfLlpkrzg+JhFpGLVm1OkyU/vZ1P5tu9XDHHVzF+QGb"
    "ZLFIwWFb90annWQabNhDsMkHCywfzsEj+gL+5QN5Q4y1fxJyB1OFnoS1W4dnHoD84jKsQTE7qkoG0JCfz+kBdiVHYX328Ea8ZsPZ"
    "ewreKsBpmUP94APh+2vgoW0erhg+vCvskEUsNZrHya5WZNxpQbXpOj93liHftpDr9UhEZjdgx1gV1OzFXZxdj/G8H+sn8VO0UL0l"
    "49mWOwW/wiKs1WuxnywevBxv9Th8/t+wTx/Bv1ne10u6kZd9LZ5wMt7kSewKJz3/b4IYxELyqiZYT016FK+95+NZgakku0kZv2Y2"
    "ch3Oo0VPhdooWCIr/ORjijWqRdxbRUQzjpAEkR12tcHGUQz7VE5cl1N77JzFAKlnq7iCTIg1XgHSrILN/27k7ORw+Z3oidB3dhDX"
    "fzRmqSFiLBXG/p1kLOVmsiLEBK8iH7BVRQ05NodT5MuwPtbZqmAV1qyFqWTN1k/1Kfab0kRE2dTCcnbQTJMdeancgv0/h0wzS7WM"
    "uJEd5Ay0Dq7NmjeRAvLGT6NSQq06FZBQsyKlfeVAzkS43dSLyg9O3dJmhJqxA7lJcnMuQ54PP6DvIyNJZKxqP0IfYoeyKztcuURd"
    "9uCbyicPcYIZSx0skzHyTmZUNk5sSuJJHU/Vjjx2RgfJHma0xvY1AtbSTem5icMLvZZBCatNjjvexcq3ko3CehT9EV07XHSUzBGf"
    "SzX98FPSUr4iureUszhl+JkY86iG45A0Ky7tPYdpynf87HtKiQYv8mwq41h7i+AtX4o39oBUM2qK894riARPcAqh4SnGscw/8hEZ"
    "XS4z8Ow79Er2I1YT33WQXEg9DGP1iCLuWwI7cipRwO0l4+fJ0143N079Lpd/1Hn+hTTrcJb/NaROnvTY496i2d3gYoZNiBUNYx2F"
    "XzMuYuu9rcT9tpPp+oWk/coktNorSLUlw0819Tyq8BwVZEI6DHleAWO69lklt5D/KcQTRer1Y1pmmetymCs+KeVUsEt731VFVj6b"
    "jqnzCPmU55jpRbvZMBNHBGc8zLg7e8aRZX7G1WoVjSRE1iYZxyWoU2kajlG+S/MFy3g+RpFBegE7PI6z9Hhma8ZOfp6sYV2qqVwl"
    "YaV5NSttqveztxL10bJ1+9Pcx/ac62BJpmKfNII3WCUP419+87Ga81Z7ebLSGrIv1SKTO1VuJibyFbKvjCCLj6ndGc/jdGbFZpFv"
    "xL/XsbqS9t3L/lKiYZfJegrrcYatAnC0nAILnSCOuFyNnyYf0YJpkDven+3U2XXvfh6/Oh+7okaWYwcXIC5qjhNuecQwsfmkhGfR"
    "sRNh7CclPLM2N5CutxPi/v+HiGZnbt3kd4J8V8arl/LIqLuyGAWbpF6BPRzxp22XR4V9IIUed7mTXQsRhyEaLA55Y0xrHWVvVBf1"
    "/M6uZr5aW0jK5xd/8nOLEe66kPko6veizf47FI91qe1NHssoLcJzH0MstYpImjWwg+aBrE46R21aoqdHXuT4cyDUmIuSNXk1Zy4G"
    "UF03n1c8U9w+GUU+7wpWZIX77VA/g3slIuQlegKx/SXkeKvS2+QwaSf1+WpDPcgMr9eYWpea5YjKZL2XISr2y1qDvcwXHWQBsrcH"
    "pSXV4bbBw27Qd+CF1mBl5wevUiWntzzG2kUTMczl7xnbo+PhcUZJjN41RcY2xwNviOczJEql8lrO0VgtJunRjd0lk8Xbpr3K6Gfw"
    "6BsR81gNMcK8tpa4J4tOP9VlMkt+YJazhJVip9To7Hdvr04WyfbgUn6eY6+Hd29ooV4s5yNuW4PYcisi/RmITk7CE98tpwUP4ye+"
    "9wynbbN691eIaQZN0xfx1vvIbDkP8dVbiEp3w+ffBhv6M87m58gQbW0/DG7B8/6C2CoP+yPEtIxi5hhi3ZKMFir0R2TYzyPfzsea"
    "HRtcr531LPjdjmLcVVfANy3V13W7vAPruJnzc61wRhvLMr0IOder0hZ3PU1b6mL5xrPLRLnDD5Dp9ELz8BT/yqKaU+yb23f18nyw"
    "g3GiD5Zwil+zHNHp/0JN7JdFTRTSBlvWdrfPs4pY893G6zTJ9kLr99mXwIZlPK+6eC2emP5ZNqrpsrtc1erSJVQH/RW77H5xrGGO"
    "1zzsqqZ9faSaGtRJcg/Z2TXcx82SIIazWK/SS2DpV2kUp6Mn3tmP+pHW4fOu0XOlW3AUoo4+uMopcjdWrnWWu8Vyj79nmYa+p/cf"
    "I13IAxfn3kzQ7+cR8/Qr8rA1uE+r1Z6Fd7UFTz6TeqHKaaXBnnUwk0VpFbJOswVf7S994Tts5v4h7JvpnHco0trsfZwgIUa7lip+"
    "EUa+htm/GPd4pFhHciAy0L/KJ2RoMX2YDfgMy02f0VL6zwT9pyksjZX+0of1mwtwcmpgm5KcQThQbJbtXllKVpgcCdEjYezivOcq"
    "5KCW9ZawW/ehvovvGh0g22WfMJnFGLsVOpEr/kzQNLhaI5lReoYO1MFBB7lD5wb/0uPxNAE+8QrcT7E+ikjCMPtrcP35nIF1DGZ5"
    "9DoZPvf9XH+Lt1pKxnd97TvHMnrbzarNaUQYV9N6XoO1dbOqezj1m/YIpipyxTnm82LYo/C+I+yeZHztxKbxzkbWXoHVP186shuy"
    "AedHs/60Ro/LqoKa4nKemv11XstpKzXCCXWIj97SSRrzawXMhVuyAhrHOe7N7LsWUcwIrOcafKU1TpaxJObjSnd5lPVOjXs+Hpun"
    "qvMYvhp6pTi5JObD44e8Ke2zGrQ96Qkr1BBIMT9d1wmW3CrRz7ByZLxo28ic6TqFNtVcqWXUa3KTNmFv8D/1NV330Xn1jh7v8L94"
    "P5sQUzmAPY9/MlIzVQzLrcfI2YhYOuGKH+Hc/MrTdB6i4lLEQytZx3VnoAe9rMOHKdewmqzwceZMVvsYL1YDtunTMt+nMK/did9R"
    "zKrIDWJn0fFoqFZ7C9eX0UFjGSZ53DfNOV+bwx5WI6ljrh960zYS1gvi7OJuUcsfh8hKsZ5Mb6zectj8MnY9j6IqqlubI1lHSzE6"
    "ibGTklFX23ER6/mS8rlDLf1enLNGdn4SjKm36+niWNDyPIvVbuzaDJ/9JUmz3lBORHuCe9u4HVcguszHalSIVXZmUhvBVtn4QB+S"
    "t/GejU3+K+w9Y8Negn29EXZyE071pfiJ22SdzsIndZFS4kSqtVt2LUIchauLbqOGUYo4nQqy+MSJmXMY9EQ9DLpSw8CYy6Zq5+Bu"
    "duutnjYb9sbYSS1K+ATn7UYxxqTfmGHt0pnygj6lryHeGSWfwKrZDNYGOUu+1wexulNx7/19D8ay1bUei1+uR4ihIZvL+9SauhT+"
    "vTW880GwMJv2wfSgeruohhXxjT7vNGS4YWXLtY3f3XN0L8anVo9BdnYSfGeBvkfVXNNxmiRvEE9Yzil8ix2KaV1Ws4+1Dv7INLmP"
    "ks1k2LAu+uN4EwutTg3vusHPB9YQ+2H9b/MgfSXBCQXHZ5Nh5cdprl8srldcw9mhNryrStbhorRju3EXXSVJdbIaZOr74b460JcZ"
    "h3I5K6sjpZjKVhY15NarfIfPbLzr03EevoSlnoKzWkJV56+0lEppaZ99hkrJueKUkofoC9ir/eVkmY2ddL12xRoZFmZIjmHnbTY2"
    "ScTBb4yyBso8nRDYT15Cmx5WLOoYgdV4rtRc+tEBWaS3nbeGEVFtsKs3svNtq231YsfZdojYKg6Vb1gX+ILsJEfJOnGRyyFEoKU1"
    "RICHXALGZ5BHVcEkJ0vr1N6HxaQ3wAYuw/67Uh6CFxqu1wSj9DTtEoyRErLbJD0qLuNZKLbzfZUxhrA6/wk4dydLxE8gbaXSb8rP"
    "Y7vI6nQxBth1iFKvF1PVroPNt8mN8/Fu28kZ0jC2tQL2oBLv1BS68xH32PxUJ2S0NtV5JzmCHO9UjDwjW4i8NmvV2qtcl1Ht2CHg"
    "D5R0VvW6irWCpNcJsIy/j5+GqCX7v1P2qabSTSZbsexCfxHycl2FKHQRPn2NtgoG4WRMgV14Dp/1Ji2H9eM612NNK/ezQFXcB05L"
    "toQcpIWIgEvJ4hZnjLZGUqyKWfdkEdl59+cn5OHzq/z9xOAVkth5D8KSXCbj5DWdJRfg/U/RdohLfocFTvKnop5zNepPWQxxUItg"
    "Iq7bSw6RzWI1rzHYST35bGk/O2RnIUNG2Bgr5Ja9JtVNY+cS7RMhs9pR+MliZHD7w1r9gCh9oazFTliGq/8DdmEwNUfjfkV+xuqI"
    "nCMWI96Auy+DXbIc9nIiTfN44rdx2nivYl+uryBY7bCUnH01ZFiuYI10qo7D/ZuyjrHN7lBTcL8T//5X5H4VsBVniuGdjsC7NcbV"
    "fGrDn4jvO1g+l1P15mCFTtQReIdTpAUyk5H6llwix7FSE8nWU51Ka6hW4SzsSPJpJvl+bBaskCfN7N46cujU8a2/KTatdwqefwPf"
    "2td4N04HYgGs0Trq9MZYK7P5wTdxx1sQt8+HNTP2ihJOiVbg99USYUeiL059GzkdcVotqzv2rmy3TqUG1n34NKtvDMMzbzDeRDkG"
    "a/IQrmDsgk4/03oFQzhxZOjg0/G1o4JBwUxdILfj7t9BxnpBxvL+QE7TuViRbfpnHUEk1jFyhZwbtCCzm8usuknEa8hXYi/1ofKQ"
    "qxfWkT/A/bJ5xv3/54yaEgN4KiK4r3AvQ3CGfoItSHKqbgGsyEx4hhFymhwhzWEvNiKCLtKlervvxERh4TTLnxvzqxVlLFjm9SkD"
    "nO/ujJy6cJZqKZnJJ2BXlJFDfydjkSL4ge1kcj5JXpL52JdHycPYq4/poKAVORkz8OFn4ruWy4XyG3ZKwJndMI5wWf9A9qJfZ6dv"
    "GWsHY5CjNIIlm6Hf6JMyEb7fYcDH+ApwLSu8FfonCWuahdnqaBLX74LMvNgjgWfpx9xvtuZfwD209X3dQ+BtLcI+EWuxGFFcEe3O"
    "GlikWmKOLV/4HT/1IL5yCFmAmkkm2w9uRkyvYXs+k0dkgkzBM94Bi/MU7m2JDgueYJ02R5xuXgXzCrveQ2IIe4v16/euYoxLhXbt"
    "NGlD5PM22o31OLvXcgKtuzTxp9l1i0PNkBpkEL+wjrSR3RPrxq4hK9lubRbEqOie5LT5NpyM3/CZu6lMPJEV7jRPa53XMCjiJ0b8"
    "k7pYpy3jPLMpg8gOrv40C5UMU76zMFxcvSmTfSZjQ6pEHNcCZ6mWSCDT/rtJJpG/xHoVm7C2xpO7Cs/4MzOeIrI9H+qfs4o2sNjP"
    "E1QzVo5yzzZj5HyIOAXWal+dNpWcJOLIFOuWaxgLJWi1wznaFPtM1gtoQ96FAXKQhAjiMnUZRi37KXtYg6tEZN+PnbzfET+Pxnmq"
    "w9pVMsKp8qcmxph3iYaccw5v/TafYKLcKHdIqAvrqtR2vd+YkYTKaeIrly0l7Abb3e9hDyShxsPcDXbNFM+nwZdHdTqy0o9xUq4L"
    "PtTJhvXQZxGZnudrmcbbcIznjygk73eE8YtjG28vrgY0gsxtDU/AxpkTOjTSNVgPU1abgXuaALvckuwVlTi3FlM1xfloI5atGDPA"
    "x/BgvxB5ZXlxU1nPObAQme0sTtLX6hxbn6H4xkvYrUiyR7YTd/b/fOPqIQ=="
)
# ----- end of the text model -----
