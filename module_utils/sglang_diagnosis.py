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
    'parts': 'train .. validation-r88 (89 parts, tests/unit/test_corpus_train.py PARTS)',
    'logs': 5718,
    'words': 13958,
    'corpus_sha256': '6305b3c081b6d27c',
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
_TM_BIAS: tuple = (0.281, -0.357, -0.412, -1.368, -0.62, 0.246, 0.255, 0.172, 1.815, -0.963, -0.295, 0.389, 0.858)
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
    "JJZ+OIF95cVS1FohZFKMe+i+qeuv9KfWGm97S8uTKauMEbLNfNfZPuVrT4DF3vBDLko/89zcsm+Um1bLmYnzygeuVgtqa5fs81yO"
    "rmOxcLo+kSVwaPHN/8Eqh/lqzcbl/GPKR5HtulqDZmVjmVm2nY1aawVgsoZhqk/2s+2vt50NmvE2a223dp/nAdFvq7Wzw3uax946"
    "iPa1WAujRMVHPQrWdLn+IVHGWqviaIB4M4Lacdnf3k6pfWn3pn30dVtbNdmdiQbd4RbhoLfdKsa88ImPHtn5vq4LEvzeb3wGfaux"
    "1RaENR+NNU9r9S6Pvef7vAH63QqVFeVKbmlf+miF7ZkJbNZK9papTW31vWmR/6zJq+VIpZbcuaoYIL2rdMBwFtVgLFdgvIax0eV5"
    "OSoHaxAhszTtbqVttTexly2vywGWMqHp27W+vwCsw8RT+o3tuBetRKayaxzrja3Gsg8AhQ/PltbIYcA3BJitbhSQVNROGGCD0My4"
    "ba26nY0c2h0rVt5HWAibHvhW+q0JH9/+N8KtQiFYnYU73tb3W9m3f6AuW6HDQ1sVFAls7TD0iwke62jdpnHX9zL3KBqtJYSF2r2s"
    "9Ql6V8crsu+sJr/L57ze0YNU/PhJ1sqgSzlrxuKdbX2gyt3YVgWpr3nSypSTVp9tksY6Hkuw8ZDo7CjdheAAcrHvaGV0PPajQs3s"
    "IDfiy1nU1szuJb5M1ZcsIvOxW6NVlJ3KuDW0cMCwBm60XscLX2fdFxuywfqaL7I8JnRpLfkoNF2/L8zHbqgS2G6WFHuTaV5HMOZq"
    "p2eCTGfptlIwVnuen8axt24SQKG7zRm9Vvjvgmuyb/urTzfG33Yaerw7Mgjv9zT+ta7hNC57Gm5NIE39CykrYROFosQ0kvXREYoN"
    "RGb2b2zsNjEoy7RBsCugDC+G6h0ENBNL9j7uUwcKZM1wH1FZ23qwm9lV2MCb2qdkjyRXMRsQ9HNA/PzL9jF1QgjYDnvYo9/Yfnfi"
    "JVlIpL8CRW9/uXU+IOwPx4jiez08C1W4w/e0pNbBuarzIe33Jg+YIBjtlYnHR5tiWomOrZnXztJ2M+EaiTJ/gTtY0jd0YiZg3o6L"
    "tR/PiYVun71Hb9Ce3vZ9kZs6dBLseDzc2qieInI/VlZ3rgmgvOsLWLG2GrYSHBL01HlwTOBeCAck0ACu/eVAlWunR2+t7MjHMzQq"
    "qQjW3YjTX39ziv1ojr0IOisfrnyz+KUinkWdLLD1rvaBk+jzyU3P82egtHdTINYhfLNhRntNuRKeHBdNA5ksu3vhUFeGCiO0alBJ"
    "kQGiMrJi65AMou2we2y82GhwxXGfiVMzZZuzKP5Rpkv4+rMh761NMRkazgbnZcm51519itakTDTXiOTevr/ZzYxRowKu22JPN7d9"
    "oLcYj1s17Hjy/alRyGBeyxZGg7DwrUJdYojF2/6+vZgMl+66mfQ2eCke2mtVv73RzIizyRjaxxujqgvejZKfOaW6LkNrBWHVAG71"
    "oYZ8G27aULSaQG87uj2Tp0cTP4aRlaiIp+Jx/rUDH3wYiM06Ro5i4kmsWnjv/eNPZxOP8SG5aNc5lDHRpa/53ysd+/92/5A2VYqG"
    "raL7U+DLWRtr/TTHWBrbj9W9PRuSsRovLvp5f+2c+2INmpVgMBYfpAFhOqec0VeqxR/RMLGWGxoPS/LYIrfGtoezVxLW1KlY7o59"
    "g8bKCt0YovwKro3aTUBlZdCAwVjq1Dx/Pmsrqa3wXN4h/o5zSwctdt1L1LUGpGfZHpHUfUCbYvVAwrtxrJ3sXcocWRbIUT8yvjSG"
    "LDjxYW7DhgzIsg7fCJ0ExhhCXlS9RVeTWnCuxNzeiu8Fr8G7IRpO27EOrCyQcey9jfQh3Q4Z4Qy3D2hdYvMdbrXJ3nq+/KFAafmh"
    "7JqH5uzTrYfq2Y3Mk5oFS+0rdZch8lqM/djOaHtQgCC4jKP78SZbIRF+3uwlQpzBhI+V9J8q9acQu5/91iaJFUNRtPH8HClUkpK1"
    "CuaYoDZbY7v09R0ptWI+FGxf4VK6xXSRtSvI+mXBNWNCxD6ztc3tWcfB8G+Q14pltXJddigBBh+ULuI+dRzWMEBKDWaqHCdD83Wf"
    "tJXpbWN5wEwmBqrVw74kmpjy8t5bpmjWRzGAsQEkBnXOmOA5cMeGUQ3amgN58FZFS1NcGh0s7/aBIZw5HN6nD7e801TWo0U/KoFg"
    "eatUaFoA2ULhKrGR+whCOd+RkjYLRPuwL4ro53bQGy0lb/gPy0mio2r0Zj/HvKPSWlFcq6Y/Nivx9j0uM0rMNyefgbKub2szaR5Z"
    "Y637dosgDFgOqwULpEdUN7Eh+HNmEO/mAwtrn+8QpdGxgXoPGAuul07d49mGrxizmYcINMMIon7Ijc9GPG5XoGv7gmddmg36JrL0"
    "4uZbe1wVZ3FxUKofLGKCx+dCWKSTvIje2txrnwbBa3/tG0gE0wYhndm8jhvkeJearAy50IkgjM3MKTWuETJBe6JUJBLTFUAhHgF3"
    "/jc0uKl7FUv9A5Ek4mrLeNY0/6liCgiMmRMRQD5W+4hMvE9CM4hkocEpIFRorBl+jC44QSIWAKYA2ZkGWjGibuLzb9bDSYo01BWc"
    "BZIbX3TDtL2ld+lbJDpmaOH3YmzqMDYr+/Yae7/zcZhpVN9daFYZ31dSw3Y7dkjJhvqRU3aGrNddKF1s8wUNmArAPqOs7H9BrztL"
    "0QaZ37KB03+o8pq7Cd/ncExmqjt8aIAe8oCDMoYJRluGLEQ9hyNNr2ZvW5F2tNY+ka8Jfgjr8Z286sNzajuritrEKMvyMU5JWU2O"
    "XgYDn8H6NH1ee5ZEm/Bd2Fy92d/rxcq/DQH+PmZrHdIwfm+x4mHfaUP8qp4QNyidpB4qRlR4jXHxydgSEweSnrMRl6ZQMYS5rtVy"
    "K20gSC7zlksB5uGRi0sXEqBYB9HobMRYDkDW7yu/7G5VmUNMyjWg+glfJcYTNSNfXQAd5ulaV3uq9z71dlDoKNJnlK/VmwNTZBRH"
    "kih6TBWfY40ZmktkzzGpvbMCVJt8ZyNxKwEDhGPNaJlMd1ijGHNTh3qqY2MLqZk0Dot9ds1awEdVxJJKm96lQjlJCy3Al9EEO/U2"
    "rFY9Fwksk/ruHb7/varXGd2ltc74Z7/6VEk9HA2e/cAfhw6jCC+29rYa97MIP0weNBcLSQ+2cg9r0qbZeDYU11iGS0MV14g0c0MG"
    "uo6zqUA5enuItY/Z5CpZaIyGmADqN8v0B4NMrm1MylYzl8joNYxhImy1Wk/wbC+YYUZ5R0NX+CQdXC1ZatRBOk0Ic2aab6nFkyaf"
    "4k/rKVYcXpZR72o0rpXp2Yi/o0n2fydcdzioUn/NqdI0SlXZD1dtF8jOLpT26mI/C7jAt8CLBV5aXNbcTebbjZe+YHrN0dCwxU3o"
    "hqwSBDD5q7pgUocu+mQTrWYb97/L562dIP0hkkbh4aOxILCeEuDg/x941nosOyPdcOFB1nRimt8XPeljWi0B1aCgOA/coP25rbOq"
    "P97e+ueqhl9bIaWr6aUTYh7jJPFBEjGvOVZfkzE2EsvunjKNEO9LwBcm0s1beGwHWCNYOn9zOYfi7DbCPbq+wfQ8v0FtnXzjbM7E"
    "m3+MaO74n8Oy5u2A0d36FtntxaS+T/PTvtIVLOTPoIYSKIFpsjFVNv3iM9UPC/s5MA/pfrwICQdb7zmKdqCoaqc0VcslVSVLoAkU"
    "dwn6nX6fSSVTBMfiSdzB2VRhrBMAvAotJNK1sVAAzJE65uA6uhexNOQUXq3Ls5A0NWkthRU2NAoMhxwSRcNI/tMKZvbUTZ5kIOCj"
    "GtzDJ7QkNSUnbSoLbSpcYxHrzO5rCOrEJsAsaaxwN4jC5Ih5U49Hqv2gOIn5IgxxFdg+JWdJU6CJhPTRZWI2yL4kmngkuGkY5COr"
    "toluW0tk5rIYNi5+BNA/eddaPvvJJCZiVgX5LZA1PM0fTkCYf2zhKU5kBxay6ZbV0peYWSKFcqma2iCaB1fH3EeqKN5V+KFBbO0V"
    "WhAIa+2Z+Bm/M35nrM7COvA6jKnl4dbOClZfQZIEnFi4rI/h8oe9JG9Z7OIXu5b4QlcIznTxMqhhV0jmdPs6fJOvX+V+rCjk4NCD"
    "c8Vlow/WD0eqC9e5qKzF6i8rvhmi6uvlMNcS0VtO9Qifb9aBvNt3e7FCtpGBmduqt16lgzcNoCy11uFdWky6UXtHLlatJ4eY9q56"
    "9fcFvuZwadHuD0iHOdZO3cYTbYR0uUJVoXW1vNvk8nuaGMVeyPweKj+QiIy4TnI5r0s0d/AfjOV9IBjPt0ZKWhUnhGg0h+QItk8P"
    "OTQpYMsWFMDVDIbu4ARFm8FSuWSi7oSsTmocUmqR7hDznAjChi8niZGN94pcu8la4VXvBp7VQ7y80mC0Ug9h6doWoR+SQJOQr6wH"
    "ad8nTRU7T5ksOE8Z3AIrE1AV4brWho3K0iOfWdXfnMPHoJ92+pisxa9v6vfA8USa78sLW6I5m2kZ0/SVhk8REPOCQc8YBntCn/4i"
    "5/cRWobjisoF2drchb28eXd6N3enYzRZFJ9rweC3GiQGmo/pIvM3FGAA5h6aUzTHg6XnuCKBz+pt6bCyPVZ/mRLzkZ30qifCGlxY"
    "6JVX/pkv7EkadiVjs5msXI3qmG1sU40/cNbWKu4IFTgfgVUjwl9e7cYXm0FDUwXBuAIY3lu/Cfxtw7eviEI3WTP6tL4ZM/YgZjQF"
    "nHespsnnDDKIaMiwIckh/21pJFvFnLdsPZyn6GfLPp2AeTEh2RPU6hbk8fTGdZkb+miCpveMXJ9sOKk/vCXGTe8nxLbZErdQoUCe"
    "t0FYrUNKFou4oQS09LhKOhwpp+Zf/kYwzFcuNQFH3TcYJcWgd3so+Ub5BMAJSxefjKERkaFTSPcOfukT4A1nLB4JIZrlpXclMoML"
    "Lu/78Dcb4I+MZOEQEpJ+tbrHcLYkC2ZF6E6tSW+Dz+GQYwOOe78T93UF9bXAe/+Jtw/CZyxu83xXwFtuyYaVyOrzzoE4JzTIU74a"
    "sA5v4AfgBLuHO2SKrTCsie9Yz1jnl3v9mG4QTjeA8uQzdTvWl5kxGLWaz2v+Y0MHtEHrRR3WWhca25jTY5L1gEyaEZuoh7iggKxp"
    "N/eKK1b2AP3jG+LyKRAnZM4AOb52Zc6h/soBWSYbozOUay0casg64iq7EY+Fblkh5Tvz8BIcy8BFBJilHuQjY1fortJNei6Y0LGr"
    "rwe+3t53HBo5EMu6L/QTRmxJcWjubJh54CNuNYsZPW94hDsLbpegfCWOCyEsCGLvvKHv4apeb1cQd1xI8+Z3o6BtI6Z5c1XaarPW"
    "eUHiFgpa2zK1O+e6DVpJ2VZcFI60VGO1FE3hlthGeXcac3cI2yia0GNJCkQ1EibLGV6Pg9R/9dedBKURevpbkksMbuFJ2HRI5hyV"
    "YdsO5op5yggEQzeoOogoG3G6TBqXUb0zQjqa4iS9CJEamOsVQQ/DeKLPuObFQZqdvg4mYnzHmGZLnPbiTszpjBMucZOec6ZS9LrU"
    "0S6S+eqxxICCHqNz9jUZgRbAdUzd5+x2qJsWX3qnJMfF9Q8q/KSg5pKFveJ7tPHU3TrYbpaYw2+C1VtzXmg6lXn7gKucuz58ah0k"
    "AvN81uQ8tNYZXF/aCxJrVOXE9b/HRq4Wd2ww5UP+fR7pAFpW3NxjmgBYQoi8CdmVYTsa4j38MoD+B+R/BOS/NBwpfimd/uZgovtY"
    "fvOzaEpq7Z+kjUEw2npnrA11ln/hQz+eN5mIHL5Wkkk0OfGlbEhePHU6V49J+Zoj8c/9IbCfsa100uTC7vMVJ/I6b6QFm8h2NChw"
    "cGvoyQlCsa06Oly4y7L3QJkyh+M1FaSTYqqNNLH1b6JmOuV12X+EpIdivW5GpppknBrCmf7q88SAzUAvRaNJHQehqKEIMNXcntoO"
    "YKEzrU+kuQan/Fk+yxEI87DWN1SsclCgUS9laLO/+5PO2XVSK0e5QAdqpgBL5fHChWEzSgwWRuVidFT4QqnUOdOqafG9fnrSEK6z"
    "P56cec0i+M1Q4cD8tT8A6xA1q2yBiX0OzB+W3MftGQqt0hKuHhSjHy9cmonmXG5xzugmpNlfNXfQcVGTiFCUFvjMkiclD4q/zx9c"
    "VtbXARn4/HGlMuQrhMQXBMyXfVe0UHb/Xwg1l9J+j8KGzpeKV2/OpaAuJZwLJG7WwKaIihjVvT4R5/QTpfIWpIpEaiOsUgV+Wakb"
    "Lb3BiPLnPatzXd/VKRbL9A899KpiBTh3XXFu0kgI0yeJoAIGKGus4FGt4VLx8k0mQM95ZfyN93Kq65cKD8Db9fXNMtjAwD7bfcQy"
    "4HVx64rnmMjFBNPHdKENOQoOO7hB4aONI8cVDU8Fdj4WC9sPNuXEKKu9/8Ea+2Cn7NnalPGCWOskPlYx9WeqcACcd3Ne0MANTl/L"
    "xYdDicuJvrYe7FLxqm9yszkR0TGnJ4pJBohNFKK4+0ea8j0zncx5x7oP65s43l67EmXLbRm+ZleENiPVKkSc/4zprkhV68lo/Vl6"
    "MwPxl5259Rc5YrUB1YO+ZcbF/nqxwIuVg4sNQcCrLby28BrYwlEcags3aEPtS2NBjQU1oI1toVgAhWNjuMY6A4MrMqO15q7vDntq"
    "W+OiXH2BVnl4lmAkvrUhOUpxC37btRd4VhhbRI9pRPd8oYp7mOQmRR5RJr2zbRK1VFbgzk8G3sftbIcv7a169MhKB1ugg7weBbnV"
    "nQMXB8w3iUnjcbqSQwUxKpzqt1NcPudfQVGmJeSyWELZ/0mySz/JKAWJ8RErORBGT/IjzCNmiqzjpTsO8l0MvbTrvR1a3MLWlvOX"
    "F2736NCcYjIcTtl23bw6nvFtmM59ZxzwfO3PiKc+4HtG9tmtnd3Z2XftalzlOc1GioNNQwlYAjvLK7R/0tCGZyPQiwkdF+uS7LJ8"
    "wbqptUKWRMyfXtBM91d0YP5x+quJCOayamLabIdnwzKuTljvis7X0od37icbjKJAArzhMaA5FcF951SRdlBdFOEMBLDnzUW/U04z"
    "31qgHj4HExcogcGBkh378JzQIofrl1/6o7gM7LvgPlu0xNCON8f6Qen5XQa7cYCuAHBvfcCA++cLHdzLmsUlHM3gfG77EoW3I9hu"
    "FcqoMFsPV7dM41uCj3/zISbAXzAdgMXvi8U2M2Mx3QXn1KG9zFcb3FxYLMyB7vAI2kS/C6aD4UA90nwtbhDwjp2O83ZoX2zFuWnt"
    "3J+2MjFBLvrDiihxfyz6XBgfWit1t3D54R2UdbVgciR2K/wO4OA0cbepWrbbbGOrCm2ENsfJx2NfuMh44Zsjk5eurKUKGUKBcaz9"
    "v2LPDlKyWHVFX7BYa2M5Z6UdhXrFlKa5G0RHgL+o+6p3cPFK5t8pgRHZ89Yea5gX9nPIj9ipdyLXk9RALnGR4tXyS+4E74m5psuK"
    "CWeUL7vZRDC7qLViBVFaspeD6/3yyjYAp8i9b0xNpYIwS4Jlta5ftz0+EoPsKUdzZWwdLjlIhaY+1K4SZxMRsf8MvoqyDVbsAgcq"
    "Wtpj+DGf4CPm/wyR8lWE/x4ZKsBlD2AtaREyueYz+wHumL0l0h9134626EAdPkb7gOwSD250kNe4j9hQpo/VdbaJriguAJZmyLAH"
    "L4gpx8ZW+tiQ37hpx6ToxYqlMd729/dSaf388sbeDDRHdDTzBkQ9OgDUOzZddWk/TEDX1IrKBs+aHanZhpR7YSJFbYK4Nshpt4S3"
    "Me0PNHCcJ40cfixnSPhOxI61ZnuPc8OFkE98+M7K6qX9Vd7gibu23GNTa1pBnpbDM7wF4XtLRbnIzG7ZdzDUPikB/z2DRjwdrg7I"
    "sqQairRX9URpx1pwFIvjeUp4xrtRHT7YjG84t1iR4ioGt7Be+Cq+cyztWo2WOhh88MAcgBe7BzgaIEuepwqjh5oLpDX2LVTugcTz"
    "J6lR+n7q5UbWdus7JIndKPbgt4N71MffnGASAPTequ/OOcNCdcBJJcu630aZ6ohxNkPrnpSCMWdAZ2Zq4Cy4NKru+aclhtiEjGCp"
    "6mDU8ns6O7/nwn9xBj31D1OTsKp+UFClymR3Z8fdepcVtWJt6CDu9TrD5SjLGuDaBkDw5TR0cdu201EcwDv7yYJbBeG2WG5WGSTG"
    "mxxY1tMMRiFhnG4jb6OnGA8VMEubDRbqC3wrCDYCqE3cryHE1ZfYNlSbBFTYWKFGJcc8CPpDQ/Yncu1PNnqoTaSzq8TsX1IfJMc/"
    "sCGTzO2h9Yh4jgJ/tPFGbeONugG2J9t4o256XOdqnStn1I2V+gaVpMGuckjUdWPR2b9ai8XGFLWNQjCkra15q9tehanlGgDKFh2k"
    "vGV5pxkLerOoFbnWopCbnItZHfhqQDBH3mlzdoZD1c8nABCCmJI8WXNNnGtgyCCTkGtkbGdict1dcWkzT2342m1ILQrHdVZbcMXo"
    "H1vo34XECPfsGZbGG1N40wqR+yM5g1bKrsCjvf5MLjYi0DcxQV7jvrP9HxOUGd1nCGPXRq19y7FJNFtlTtv+mzttJQOsmqGbBmys"
    "j4cvagsKuw2pVMfpHyzA0cn3MHzRoY0b8vh3+CaGL4QGxqTC5/LeB6XtzNPuW0QZCCkSfg2tRILPNJ1k7IUA9zqM8hf9Ow8bFU+W"
    "nFn7qQCTYiaISFd0kmStEDWpDyxXOyD/pwkCBd5arOw70WNLwtOJj9vWFso4FAXE8IVdVThxtHPDCZ/iF+UqHE0/OoelDP4qX6Ws"
    "hckNtGZA0BQI4P+SiHlCSQIn6UIblVdjQ2kerlp70mm1KI9fiyUn7WHhHWPxoXZt8kDNLozbqulmezcoopKp1sAbPTBW/ckENt6x"
    "9Pi3fX5zZ4wK5OGx1sKTpLtiFkULROZBd4nSk1yZeXHMDiqTrADbJvy0fddG3lRI/eaff9LHOSbmATyGWHPco6HXJuYNIG0RqzHj"
    "UqhD/WNBFOaxc46OPpuVTqy3wV0Kzb3KNBFn7mIXM/2+dr97AxwNw9mRcdBIt7QBlU/CazMIdfi2wpXA5fNVANBsyvfNNVATx8AO"
    "3FVu2LQphxkiEFj6f4/Li74BbD862GwYwX0hBlAR4d5mpZMjDB9OxD+Bsy36zkHrpEURZ5gcalJsUNCu7ieut4gzf/ydPm62cso5"
    "ALooXANmwek6QZVH3M+SBbfsGqcbeas81Enz9fbzRjFomI9GbjdUwXhKDkHjOmjo4b4xLEFozrCNSq5L3mODi1O4NboqNqnmI7+s"
    "EM0XZP5MiA+P3Flt4KwOFKsWdLE+Bd8bTVqogLvJVTc+cxhWz7hu7arpaYyr6xmhJkx380CKDnlWPLUdK3pZ7fQI33fHt9yhxPLm"
    "/HZ6JCyt/zCpQL2Az6AwKZAHtU0gJVqQLx0wPQ1KHCeMhdiMA7MiJ5n+N+umqeX7iMJUKDzrmwYMaLApRNvwi9iNb9mGC3NmniIm"
    "e2TEI2op3Hm90j/64ssPpZ8STYcE8HnUW46M2T8K/TYhlRFhPmmE7Rv/G+uX+W4fALDXP/vdvd2jUopH7AHFiqO2VmlGyvlptCZy"
    "XhKMLVq5ZZ4TR2Kc8gclCkoHH4yt+FggyYkUtDM7+ccF+mT01zb8RmB3r4+RjVPKiqUfUnICp1G272w/rQq1C41QJE6scAXdnxC7"
    "4akjwUonnm+Sk9mntU78WWZE0FD7gMkD0KFsiXJ9cCebBMqmunKXdZGWeAO4JaREp8gSwDeLETS79fRv/2TU3U6gSWh4J7gVuZR3"
    "Cp2n2JjxfCIhcXzV52SETKeGK5NQE9bWJNGv8Gl+4NzQmFCJucQ9re2WWYiWEROtR7DNN58K5wH8vQUhMGLaL2dJkNu4pfxkO/c5"
    "VYkZWXTsZ7k7PIvQBrolCJqLWfcy6eRGeLIGFQxJUiLyAbxzOFmcts0HCJa+MWKfOGymp8pI1d5JX88ak03+2jqDqlT1O8cxvZQU"
    "rQCbQhqp5z7DhMqHyQ3eyDkL6Zo6Otizwq/jdZEb0F0cyoy3OJYE69iHI6JGn/J2UkIsMT8qAPZaz44j9iPmmXKKes9fLJ/Zy3kn"
    "2Z6oSTClZh3D99DB34iPnVon0BsmqVq07gfCgNe6l1vQHvmUusSA0i7/1lA96a9gE3YxFfJ9lxXhdv9mbgk/VPRInLeEHamXj7O0"
    "fbRGJYfNJHbRU2yS8YD1QQXrSbVw8iW+NPYyTi9JZtpoZaN+n3gfRMwqE/CtKV77xZ9K2rqM2NeqlG673GpyYFXQA6CbKuQmjDKs"
    "lt63r8kQ1e13+BPKpb55ptrP8Bzi5eprzpgomSZ6c3xE5gZOffcEJcImwJrA5shLB5+qORv5+o/rzyYEe5HcAJqx2gz38zmdmpgy"
    "TJDoLGJtvVqxcJV4fRa+BYxUYitM4ZMM4TvjtReZMbXiy7BaImVjwkluK8pM+TlUuFVMaBkSTtpo5bhNoEko3RhJNRh/Xz1q3/12"
    "4rh3VUXT3H1T5NP4CZax5elkJUzwoGODumgluek46nwitqDOgD383IhLsNxCW/QqmZHDTVYOI0J/MyB/rwe2X+ox873Hv/meM4sA"
    "Nx0qRb6DPvFYlJee8ZnYwdKxvOmUdBX/8tY2DCA2wj8Um81Nqx2zxjJsdVcY13gJxCBzxm4QCowCG9E4uKdt3sBLvygOkjMdfD8y"
    "TTSPfF4XfvN1VVNNnwVHFlj8Jgk0PsLifhi+K5Hfwli2UttktKMFnJ3izTbOsOSzY0DPOW1fCTb//dCUCDPt4ODMXNynntjctI/A"
    "rQe4v4bvAYrwwDKRfPIXtqDHyt7/wS0dteXfUnITXXu1exfQNIwafszhhtUAbHyyq+Q2RYLYEkcCX8n8aMMMdm3F9YLrwZUA6O1x"
    "wzPh3HXcJ3+95CSTb6T3xsuR7PFByVZdxXJoE2fNr4Y9AkiyjGnUP0W9QimKrmzUYsiL28HBw+lv8vk8ABgACNW0mhoNdHFbK4rb"
    "t7GpI3Zyf0/V/jICem75pujzawN4GP70pdiP23zdKbcB+nnDl11Q57q5qdAH/TAWGmQTfokezKHGfCCUJW0VSYx9oPm+MGC2yDT4"
    "1lcEWpZZ+S/s+q2hy40x5nYdH3D1SkiiZSIHTtuKAEvFZr55+92uFZf1sFrwS3ZRWMRJaSyyr/a0/YXL5/L2F7qh/TX0HBLL4gJW"
    "XKgwWsaXdBMM7uOOCy6EQGPGXCijyJOxwjCs59O8ECIUGmNxUa79fZqQjBUSBiMmtAPW079SUgxz8mZ+i8j2sRe00MpFyFOriGTo"
    "ITqxtY6UbBh05dw40cfomxxkGUDTV9dplqlpMSCvEsgwrQzAcvZU5iOs+4PKESwWsHFmOE13tnVd2uBTLaeGAmcg9qNcbSiUusIz"
    "yDeZpHxKAdMcyiMZE5ux5y7JjmfAMWE/u6ee+pcO0zy1aKhjJiOBidP7k718JpgW/d2E6D9CwqxqHrT96/7tX7dGhT453Pfyrwg8"
    "4B+RuL5UxtnrU0f8ZHu+3ziTJbR5NvWYOwP43vMjJuQgAN/d2rmqvTN9PQd49WxeoWCzalHLbQLvVCwjZUUpKpJ3zeSqwQd8uNdv"
    "mN3xcqCwtBEPhOsqfFaOVPTtb+FHMfKYvqqYSvsZregka5GjqM57vNRPWCxJ5H5i35CUaIB1P6bUxUWA1428auT83ocGkRKG6Suh"
    "zhxeC8nW58m2/zIEleFsYZwhPSyS56otqV+drXE7WOUj8PklpfPLErSzhip0sMlIVcpLfKiYaUIs8S0jUbNlyiUP8CFm0FmNIZ0V"
    "/qyQo2S7jodRtOMuUe+0fsOApaahuzZNqYoZ/UZTKafdHD4Y4xmtoHZykbZB3/LO4HdQ2G7LOci+fU41UWyQ+5yV27GPl1wVoRct"
    "n6o9s/s0vk1qSEirxntGfNeCtJ5pONVFxhW9pahl7cdqfVsvsrYaeUbAzjR0cNSRTFNZT5Nb3BDtPaRvn49W/6uQfhRRadN/JBYF"
    "SgoElp2qAiPNYvqE2oH9InQ/Ok6j4+t59lvOJ+K2Y2WSRPTNhr3oG7KsrSKHMNI41PCpSoM8ZF48JvaMZfWKLh7OkmEDoaRSVx9g"
    "r9KjORFtCjQtVPrqwxWka+wFgFO2VqZoogAmntPknO+GTF9epM9AO4X52/xfVtUe6V4MdYRo+kt2290rMzsJzomYT0JNGulJS1Kn"
    "6XeHsfwgCsOwNmmwO3PrrzYK3L/Zbune90yImQCsxROygLMaCZ/F6V/lHfeZ1LsN4ZfjAFlr17yk/ODRXJgM2NfWETzNe71wVZfe"
    "erx3jabjzQ259Ttkp/f0WHcra++0nhKoXHZ8fx+vZAbwHbtJb6fC/ltT2g8XNNW54cKGc/ZNbACFQ1xeL/arSFjD42BSMDbIW4Ka"
    "3PBaCJDY6ANJzuTMprrYVeMCUQPZDRUCWwzo5GGsZR2BXVe7RrDX+0TmagNU82zsBUeK0g1UxZsKwXtFR2vDRFglJ/CJXuIwuvxJ"
    "5TqSnwFQlf9icTAg1u63cxoEiNIywdpD5wHQVaIAaWSTyItbbLt2n9beEzHFzSBs4JjfyPnpOJOAINIgh2WisYa1wRCkscy/2Ne9"
    "wLesx0aUxkYkzcWy+mJZDY1X8PBxarsJ3weft7bw+jqa0xc48sAuyvznJ6bJPVkCaMsftJF/yFQuaXiBAt7YvUgGnkJsodaaN41F"
    "arCtcCV7TQ3UsuFwyTIABe62ac+gTwaW63EEEx3kbpvMnRhEhrUXXH01FWoE6brKcsydi5eJ7GJICPMNUGJhhc5haOgcPA8ChgO5"
    "1PA7cKjeGGn+DtACV8wmMPwKC/bQRNfkm3jp8SorgRpB6wiwot9gjWdGvTNA1lD5dJQL//J+a2NHQMyn5uRr/64FCkTnyCXBB/Pe"
    "VQx+HEaUa/ieQWEWP7jMGaecq3cViOFM0Bm5Ji2z1x6MeVUcmJtqTsQGj4f5nDr3X4GxlvJf4WoSvngzPzb69i0BT/36XlSkHZX5"
    "WtTJ1Zkan2H4V+Obg5sWnHYUXOiU4XO5GcgZ7XJmF6mwrtauUdAaNRgKHlUk2iVFBG2dSW/QLlvb3hMo1xM+EjyZzoP90BPVy8F5"
    "vcRoX26ENXFghdCn6YzZFSHQxuwINIoTZivvxKe2oRvQiEAqAgURre558EqCYWVQ1jlONk2BqiUW75T5nIFX++ZxzdGxMpEQ0fVb"
    "ioqpRGU1CXZlbnVq7joutdDvvdIG3BJ+4E5s2Y56DSweiwqq4sDKHzVroLGv6aqNUpI37a2hMIRANpPwZKSdVsfKGFJGSKplWuan"
    "7+HoglvplpiPtmk8amDN8XQomlPPP02zsmEKl308Cy8UESrWuuxwpkS8E4w7GDjMb/cYPcDotzh0i0jGWNuoUIKWec9U1hdGx65C"
    "JwC5n/UOyMkVn4xLKjqyB7FtNR1tSCVce/SxDjZHi38tYRaZgLwF851DbPo/6TbH6weR/80f3as4bfd9Rp5uS89333bOkgmtMHYE"
    "FFpIIdO6/2l3PriKl7MGRcOPxs/uZifUpheh01WcbTxs5rgnvi9CO+Ljdy0HB4i/rR4Ivb32ROWv7flnEAb82aZ/bbdLwU2CPAoP"
    "VLI+kOG0apnz3CQ1pmYy9nknWr9HCYcV0Fx+Afp8sNB6oi2gl1gOs3z7d96wpP3gtAT8r/3h/+BlN3p34NSRnhWnJWEJDJ/8k51z"
    "oiCQCOv9TvbNiRJz7F8Q2kV4IyrM7COco0LoYB3XLXIyH1Y5y7stYN/OJiIlwJ4fq05iQCf6mzXHNJLoVIBAaG4g5gXNn2CsHsJq"
    "Z0W9MxESjXYHeuB4pLO7LGuvSMLVRkjG0uR3W5yz4EU+Id5wzIUaiyrQV8nKR4axuijxl51Jz1qCzUENntM3Ex2E4BaUrZ6ZwPay"
    "R/LMaSgT98onemq1EtwS3on6mn2uIczJb46UNEc+Qj9prLTi+MsvflgiaforNGDNw5pOE6p0TT/i8mXAhKJsBs2Mcox/T7NVMQzt"
    "dOCZvLKfHSkuX2EVGAcH86q8EWbwDpc6GUXSzUgWRvNjnj41N0JL42S70Rg36BjsD6Vw12s5A7Mhxi+WSdqyfHoGfc+XfIVoHvFM"
    "aUjuv5/SxXa3k4HDJ3EGSabrkgLPs7+SQZZ/hKVZjbktz/CVw4hGx5943GgSPPz2xhbbcntWqQ33EFjpxC6x+XyhccxO4uD5bnlu"
    "WueM2rJB1L1/hz3adaiW095/BHyfbZplUpII7R6aRJrPZOP4ie+v6UujUsjbylRpPFTm7oM8+xNNy8WgLIJ/mvPew9qheZ1KN+WM"
    "U3qSFWyBKCanOdcvMjuFlPvHvkK9pLicNnf/O3yt/iscO75hevQ/wnEACwZy/Xd4f4nZxa+AMTIl42nBNjvbDeFu49AgNgQqY0I3"
    "7oTBl4ZCgmuCLH5SXgQ4tviGDvkEVpuliBFVAloZlKn/xEu7ThPHFVnPAVmC/hmJYYCy1V2U4eWfRm2codfgfX7useQ7kEliBaE5"
    "9zg7JwGxPCe9Q4RMhP7OfJPKJe9EgJu+yqx257isP6hYCs2/VAr8WCvNAzj1njPOpDsHs13nPF7wPZNNWqTHmcdIOHoMLDjR47Kf"
    "I/4n1eQ/Fh1+/jdkAmxWwSlPk8SfZBKswO0aTMno6Mxm2N52M35WYdJqwXn+mvE2+x96p3HgHBBATYdTKrRu59rHxqSiJU/JKprJ"
    "p68me449cYaxE+whBfSDT5rZz+doIMDN3Csmr3FfkwwzxJG5llg117I6GcAbE6dwYysHTP8/i+0MTThzF/QGuIX7eBrsSoB7mAOA"
    "rmNm/LysLUdiDn4QrLDD8TlEQ7FVF9gHt356YAKa5XWiPfntyY0YgC1llsuLz+HELKXdS0NtmoKJtjg749QJHQQiHEvlolznnoR8"
    "vLdrgTZ+GJ8B6wPQFFujsfYF5/ILn9GXd0Z0LhqHKfpmtbIEDVM4OGbHGgCUDKOUdwagwqAbONhYreCvzxfieOMqk9lkKUCCpSlr"
    "A+qih56PxzqQFVLr/rDiWlrsloCtzI8waLYKV7TuqZJv1a/juz4Dvc/9F6+OqSjj2dD1nt1k32ub0wwOTrMBZ8clyz84crbZS1kK"
    "MSADOM1uf96fhU93afG1sfIIY/lw3HoCJRnZKzXh6o6paoz+cWxtobp58MgyPT5N8wrKDuUJy+ExkMRHMI8fn5qEzeFz5YZiQlaq"
    "3s0DneAL9kRClah5orQ+Uzl9US+mebug8p5QPMPkMI/SxTBDvh+JFJTEjG+xY/t/wvcIp6KrH9Zrnqrge5oLa4xaf1QLyyRyOVGT"
    "DgPMOI9+dum/rex3savGdTPHOq5+wma/Fub026qzC2NquqGHYsTQyo0Z01+6Kgrl9LigehBhr2A5UT6MXFnw4b/lYu1KWwIwlYsB"
    "DHyGChuyZF7sPS7w7T0uluTLZI7h2vg1/KbAyVBtDfbNUgRZhOrxBi1RFtzYbTa6bG0MySMz4JR0TVIooAlHh7nW8NRBGZN3EbO1"
    "fyAliIr9p5/o3C+ftGvUSgJs+S97KH6WVBvVYirSLgCLqbPwDoE8sUAemqsWQ0TqybaW3Ktd9u16+9mfbWy2uE2Mtuc4qL3bPwb7"
    "cYTVci+gew18DozdL9slVfeMFTtdWAUy/triWIecwx4wiT0R4Ed/Orm1XI3iuV6YV3JF5vC3ADhMEBgWOa35Nth3cLR1FOhlHQ/N"
    "Vrej/TDr1Y6XBk7rbmxiItEEl/1RQiVNcJ2kN8yJgTB8f999R18RLDZ0lXVaSS/ClJ5aPzbMpJB2Kg+LY1L+Tz7A1SEf5+Hg+4yT"
    "tFK4jmoIq/ipnE0fI10t4lie7zwsKgXT5D9PpNM+bOefBpNsGMf/bppb8vAPazOJd9rjCNbnLuvEXspzQQvJSwFJ1ed6PkrjZXZN"
    "2XjXQ7O1jcTJJgulb8JJlAhezlW0f/H8jAIuMWfhccxrcCRH+K576Ci7ccoI3yrPI87m+5lcWWDqQrOVuhT+71b+OzjtVnc+GmYd"
    "gYhBZ2KiOU6qXIkd9VAb0j4T3y7DJWHdkMvt3C4a4fl0Q14Ez/D2dU/fJjb+Lpx68F2n54JDIIjOnJnYjo8plI/wnzvtZZSY9ImQ"
    "m/UKtPLOT6iKFiF+sl7Q+1nqehg1rrZ5yjITK4kO+QV5XOn02F8w1no/P4Zs2XFRvXpv2/hffC48psDxI23ccJ9hb2UyRsyIhIDs"
    "YX5Gr2+/muubPmpKnOtowlZbxvvIdSepaYScTnMuEd4dv/7SZ/CFcSRNMgRrLK/DfPnO/3Gr62FJWU7p1euGCwlZgAmVZxsywWjO"
    "9BjSQ1MktCQ/Vn8s6fcHImNH4mHNcMLxeCWChwJbuU5tuM4GzcJ/1UuOXL/Df/0jFu5ytsaq2RdzLlYF8txJs1ee/R//0KGy2ZzX"
    "GYLVzjgiyrm0IFx+bbuOuaDvUh4iX38e1fIVQh0lHQnJwzXOcFhIsWplXaU0+drtK8xPd+fI4CuIGl9p9i0CU+8Eg+JTajTcsP/H"
    "NF4E2bsMYX7KK0kK29BudCu2UQYrzqpMB32eAT32Y9qnylvU7W0fCvqDTu9dQl93foviOunyDMV8e+w8/xdTWn4aTX2E/0oC5xeC"
    "eM7/fnf79F3PY3U4S+tcnlWY98P/2X95P6cXRLNVo8P+PHvbmDKdkd5V6iN+yGf435OZwf4uOeLOE0T2IDT3FqQMzxvACdiJ+2uC"
    "MQLOu/w1ZpfQptgrlZCnmjhuPmAUHHxeXj2wbqbjMFTTG9rihYlC4MhOmbuUnZh2Up40EEgnT0ozd1yWh85KkRRXAsTOtqAZiRwo"
    "ZLYw78syQL/818S/9cQp3IdlTv173ttDp3kfMdIhpaRyD15+EEUyFQndyE+Lkp9blz6o81aMiR1jMsgh24qT6ObfxYZBavNSbJwY"
    "yg/vzs6iEMyexyXTHDdLRn28A7cLStwF2fDjc6BE+tSTF82HDT0bmisN4soIlXl4hFQT3Edh4G5ZjjWmrR0l69PMjDyvZ0l5y8dU"
    "/V+F68OoAEfhTQUXfdnK0ZBJs2t4rFQ719NoM1Ju+bRhn58TK04UxIC4/Rjp6JSQls3yo+dgTL4GZCeOjEoMRPKY33Jxwg8huY/K"
    "7pxN+Jk7XP5XSK+zZd68FefxhQmxDiL/5p3QcngJLbAi053K5oCNi9GnN69OUFJ2PU3qVDEIqgiQNqnVcnZQPqfTLv2mOCAhm/Px"
    "ECNHypKyK49+hnsMuECs8AhzqXKD/nbIT5/hSEhmsYuhPjNiMDQYbACG8TFcBMzDoANxCbnCgQUOaQJAW8aufsC3W95WuH8wq2Zu"
    "/5ALs4b2X4t2pR1G61PsArkmcz6x0xDDSQZAOqGyAAiclg4fc03rqn5hXUVNMxUJ8JEL/9JSZYj1zdBs0J8Mhu73v3eOiRtW5T4o"
    "1wUJphIlfVBHnF8U9IVvj/DUOBDNbMAeHE5QAVm3NHcfighk+/83nd0rHI9zPVTDztLj7S9bjasiJeVu1NWNVkXseZvdjVdFamgC"
    "l41MIMaJc3GpIeUoY7KFsn/uFS5j7zUuuxWTFpgroY6OifeYXzrsp8EUFEPhaKaWSLrQhGw1oI0Eahkw1ntgGyjdOiKgiTAHTJJD"
    "JEkQBeCBms0ter4ch+WxbGXuhG4cMeckoecXq9QqpGYZ/kc4xfE8fInY9IEAfYuNH+RAT5YEWo6quA5JVyfc0TBNkczTFJ+GakTi"
    "Y8FP9zNXrP97wQQ3XcQvncsi6V5at1NIhdq9UDiKwZ4/QmExgqF9HK9voX8twMcTMW6cYZz1bGm3pK9kZ5PBKQgq9ZlJN0CTqx9M"
    "g6xsGhjowIwdfQ/nVdOJbYPAWgRTY6P8U7tTpPZHZuM/mqNPKia4P3gstL7NlIcEpnBOyJewy+ac9NfgKJ/SDEra0Ov25i8ZS9ow"
    "aaU0W1Pd2pNy4clJtDWxfy94CL1Vx6ZEsFK8ZAVFQEnCwmnBg6zgqOF89f6f6IhffdzNm5FZshrnvrX9L2tpXgsua3B9zHX1rhs8"
    "yYgvHtImj49YXClQiPeaGKLJtgSbDGe3xP/WXvJDgqjiGYFzyuJ8nF/8fd2x4nvy/QEe39e01QqxjiOS43+Hj3PxbahJdH573O1B"
    "cWc6rCqJDi5pu+CNga9MLDKImp/mD5Xeb9AaJNGUHj30Nb+xAJuGZaBg+5JwTC/N5dC8/ND+B1tiN4P0JIDg+GeZt9a9xuVqWM2B"
    "E+NmjF602CqvDaAYwlxEQhvhOrnHrywQUg3UUeT6QCPBMm1ATbyHQ9cpzAmTrP6+nWPjmAvHmU4rK+yOSxuPTDMdPMYhjkFwX2/F"
    "Lc56LZz1jPx//9ms2v8tOs1gazW/Q8Uel/L+8zB8h9p/5/PWcQN2buvAY87xdZrChGTmcB03J32qBH1xV9mPV2fOBReOtO0qXi0d"
    "Ft+rK6CDwdMmABq4SH+n08g7P45c/tt83IFY+oEObFH6dkx52awUGOFjKimamY6Kw9GMuU/GurU/8DdQ95ZOWhDoqqFmeoUlB3a0"
    "3kxPjxoYNc/0NW9DHCPW9roKdyF2JGDb6VRylz58HJXhW7Cc8w9dcoTQ5nLHLcvuQXdwWxKZWZ/4zUkTEAhBswRfS0pAW9W1bjnO"
    "6J1fdcebQIHTty80TjPjzQ/5N21MIMB7Q8kM7/5A1luBuNg/Li0uvP/FiokVjdpgDd8CUUrqlgG8LBH1bX5ipnUXnADszqbElYlj"
    "XVPhQsSNPaqxGBvcZzFCgaYzv61w7YXbeAmfSsRbUAD2f+tfO7xg22Dau2txNzbUQGwiikUCX1wDT8WitZ6+ay357GIsO+ubXFov"
    "YJMnUsludVgUfWYegHbRgvssOosKmcfcQ4bhVXjKKMSojsHuJC8D+IMVsm5cWou8m3CV1O0AwPJFTAjBjHLX7RuF5S4pmXWW/L6s"
    "Cp0wyQGGwdTYGQ67A13fDo1ci6DnjR3yRubo9Ops20PjhhT1kYk4QCNSPaAdSrRPBNYMUJk0BVH6BRpNVvYiGsO8AJvQvHc8BUat"
    "AI1Q0n1b9RgzCJ2neXjwvVDZe5rJgsdv0w+7gjSjIYCoEMdo4+qm4Tti73AjXxbxATdr+AnRr9D9ml4kDw0Gzjvq/ISjTrkztdSR"
    "dRABguqJZDLZPZ9Ed6oNv0mAJ7r3zZYYqBcOr5kJo6RZ5oHxB6WAX1U5Ye85v+g/2Uz268gjBHmEjNzTtonTfsBap3QDaCFa2fQ6"
    "ty9yr22HZRy6SMRr8eFCZw8bKlxXOhvcqZAafdLA8aXUTCPnhGWOacEmox8m1dknQnXI2RpePjTPL75OcyjRppKW/Jrhc+O5mNhq"
    "LrQOAl8J/b2R8pOdxLhzVrX4r6VOj6X4h+Z1ud375UxNqF5DEfBTF5u7z3+rZ+estN8v441DVZ5azldMWOehr27Jaa2AciN7xnUh"
    "+hfHF2kUcI9Pl2V9igepoA3NRN0fJ/Z11y+6/CHnDteK5NC+PsoSF43lfWyy7Aaai5OXRPAOx/wWsiB2lhzok5nLgqxPAINp3XD0"
    "eKmDZfhg6dL9h6oxfJWkwxJmGYP3HSF6jBafJW6yF50sdXON1hzGs30XsDzycHaevPLryC5x28YBn0SE/824PF76sPMGvC8rZmY7"
    "vAxszUAH6xRu8yNbtTjgSwOpNwDpHhSlipjgx3mDHpf1VRPtDQNvfNa1lStixvcButOBaVFXzwKpgTutSnSaqYnGhR7eaLVyVdBi"
    "Ad5TRxRGZy/LFx9UnGvBEvERgJmysLDBm1I4Df4kgg2OE64n+kl+PdZHNEFiM+pW/EtnAUaSvE/9V6grqvVnVBxEnQR3FyQr6DxO"
    "0NvB37wymJrWcMI/HiCNaRTsheVGlhmEeI8jHtEQLBgyoB5Y1TNOGG4ycD2VhzXPR3eT9+QHD0QmxS94UMQvaBYFjhbkresrSTZy"
    "y0vYECbpuxyB+Q7ma4If6G/r3ibf74BGWIduldMoCZU6d5i0D7ASzMIOajMmFKqywcF4WqvEdEn1uHBy7dsB0tNfKbDDigCNfadT"
    "EUjla2RkfJjpk9F1G9K5krGshWeHipDxQLOb/UPGdoC4AIPvhx06RezTAfjLrIMnqdei2pqFjpdDcEZcKI/Sfe02a9rsZrX8kvaO"
    "ocP4D5vn4JRfpyeT9211m8xQgMDYFnYEPpihBkGtXf/QYdxYx/rQ5fQIzq7WzIiV+0L1ARVAFe3g4fVcbAWmiBKyWJKoHXg7EFSK"
    "QBvFMug2HTIOLFgGpWM3XBhK5q6IaFW0O1bqTUIhiU7V02vkpuWjD0rrA0nH6USwqLfzJYwRIWg26Gnxytdru2PH1b7k6gwYnR7G"
    "SVPnwkqrQQ4RDh+C0d/Z8xKmATC3WsjMePe0/72Kq9Vlcyv7wWbvlQenvc2nxeErrOSbu16w0sK6AUf7AYiwCB5EQxeHXvueO/MG"
    "RYPNOiZWBpBpmpW3iINHPyz2S3Gt7cfGcbuh4zXC038yrVrV9o8aty52AW+hdn21Eaxd1Lu8NvbQZsWGj2uzheID3gXH8JirrvTa"
    "Doc50CgsKH/RCKTXUmKctUNUwbXnWSG367xnCjMHgOl0IxCRrDbZ0DdY9XJp3AmQ97awg+t+aSPJa6+7tTAboPSHi+ipqZHIMxWi"
    "fZSQaJ8KOxlpGjjjhEHvk6Xu7ItWf5aYqvqJpJCfFv4+2d03uzmRDj7OyJRpZNgLSM8/MSDDpnCWtwTLPDNQq06YfbrgfOadFEW5"
    "QzbjuEnlOM/zDPkVXQqc1xMlcw2J43ayEu2wV8ZiTvbaTmcZYrU2/7A+BsNLlBdsdi8gwtn1sSGENE3pxBAocWDkkUR+zjkZ3ieQ"
    "8H36gB+HXaJn0MmZDPLjTYQ9G5LlFM76kP60WwZWWFsizti+WV1rRhmHrXxGZ9uBwU2qQCBunebC0zgPzHRkWJbOL56i0qJTQjSZ"
    "1MP2AVrak51FE6vm3Uxyap8uysZEqLivPSn9Qs1KXEwLZ287zVzhB9RhtkqT22Jp9WF9fC+RMWOkdxWtv6ZStrv2oK+xgZG1VnHa"
    "u7W0UG5BdNoqEjl8aiobZWWHfjyxXe8Tmxaf1Sw45eUbHLF3oucD3crdVfWHh25fZTA0fO2TY6OwJ8vAvsBurAdbSS4pX7ulvNlA"
    "keZqx/nBrhFMt+EISG2dKzq77lUWsOF0rbBn/Xr9YxFcx4FOWV2wziIoa57EYflVFne1/MCcaP87HNJWWf0jPLee8BHK6fdkJXZk"
    "+4bwWuqgwn5wSBpjzN1Oiaz7j3DoueBMogh3+8D5TVmIxpNuDPmbPY4/GU99ayLnBTq9JUaCJxNjx1IGGMsHulSEyHYr9Py0JDuJ"
    "zX2y+ZNRZ4eP7PD84hi5PHfdkunn9BE/juFeKVp84aOjkx2LxDmG6622Qnf7W1ytH0ZL2F8u1uaawAqTEdfe/mVDAR4dDMBVg6uJ"
    "zlhUvuLdrRM7Lu6h7IVxLuNY42kehBkcgyF3K2OnCjshHlhlLsszrPnJLYsw7VfgYEXpWLtXYmLBIVXiMpyOSnEeR6JXnppurjVH"
    "MKB0tb+PlkB7/ASTwNfJRB4Lw/5Rc7DCfOXO0evMU+yuFL6wP/Q6o6EwB8crw2fpnGeodMurlh6RwIhtBd9t7l9n3Lcz5gfqo0Vj"
    "CVtqXHH4m2Eb0OAASbt+6MRi8HU5cJV0NIUDpOYGwHuMBEudTDBkrI1YSx3jdS0+djmDuGFI5Vah5Xn+GXbTcICuBnTCTO9rEjvX"
    "nAVDQi6z1CifRzGoIZ+BM/3ngxiLIuFI+Aqb93A4qLMaUVxV8P3Q1CI7PRU7cumU3SSfAwoidDFEVIEMsAnN9KTyEkdjuX/KBk5z"
    "k4MRfALWBgtvoj4rq4xYe5emvYCq88XHzsCc2ERhG4Lb9r1i16Vc3ms+U9i2jbxJ7tDyLtm9uuJowSsGQlecUgLHShDV46S1W0rd"
    "pyy19VRM1KPAHAw7XN28HMnLW35+BIYfomfeU09H8TZHmw4wZc+bjBFqbCL0ZQxxeZ8opDxib9MMp/1NcQIHmfhmizl2D06KR6Hf"
    "7AtvCy7ZD4FtDqwigKHX+dibDzZUEOMNnMTwWxRnXlFpt2QMEYu2IF1Jl7qNnrfG5dCCcrPftkJBqKQ8LNr33AcRp6qA3NAPqum4"
    "UveMTC0s+T6IiPZvv3SlFouvlne7de08cYKupf3ocTV0JHwcsDVA1+cF+a0+6bOog0/TJQ7RGGOrxbza8ylSHW9z/haWgJvVuVts"
    "0DAAlbYbVs7TvkdSK/wBVweHFCQcl5TkYdOIluKC3q4BY+AmMv4YZSqWkd3fijjU+qZTBhmNnCAQtsAugjxGCaBwIN3xLnC28b1f"
    "e4CGDhenAqR8M8YIh2c/3SpemIpj5urIdHD8TTbumF/n6+q3m8ByUVsCQmb/bliHglNKVQwQB57d/CgP+CnkicOvbwx9tHTwcg/d"
    "93oVt4slr7ZfPdBhR3B+JuOwcFobhoVMmNM1CUC6EAhcW9wkHfKbvW3DS8dzWdfEvYNwOOj19TXRnBolhIklgvsJoTHr29hjh477"
    "nrQzKpNK7WkVZu1BDsw5A1x2ACCJ44/llWnyQLTOUxZ+w1/grEz3usu9oM1NiBE+cC9XZW5WL6zpuOFU0u1ZXYlmudbDDYhpQFKG"
    "pfAzO8MsGXx0WPBBIQSlyBzsOYamaru5p/2qXEXibfP9MO9Rlzg5CfdagqwedV+WJjk8BFejsoS07G0khDZ558KJ0xhcQWgx0k/T"
    "NpS1eqBwClYPW6hGrBX2mHXUOGZTbTxtAQU4LhjWGtKkCEB+rMkXXcrwDPhW7HvN7vtXt3Rbxesl/riPA7xSpevTGdixPy5YaneD"
    "Yq+WCNcH+I7li+8WhOpf4RjTUg8DBxzV7xT+xPkwJ5NLV75OD52rWLJXUs7l++JzLf+G1jrf6FlgjEcH5QEeWkIsl924heHWL7h+"
    "HSFhPNfsZr66wIWzqbs3vaW2sdx5IMCtz3egORWEr3IGSKXM+tQZ0pHQ+g4/Zq5uKBP9rmrYM7Ua7d5QczTANx8NMmRuOAyFBVue"
    "3gHnsrbPgqZTtWR1gxL2baY5txs66liRWnn+prHmx9yEnxazwcA7QPcdTukPoBZqUrEBUF3iKZS3GTcfKx2QSMmTutE3y3cTeOzi"
    "EvhtAX3g+pSHb/bb0CaWmAS4bVWqTCVG5aEEg4A4VMeV/SlrV5jlQQJgOo77euHEpiTicx8ASW1CIXSxCjj7Q3Ys0yep9pwsNE8G"
    "MEUrnzXS0CY3e8r2Fd/2jwhDfiPmW54xcrVB6wYgrbM67AYrH2ixDrT3bmnafSoFZrj0G3M6irFx31rUvx2YKqSbmi0Q9EZFP70P"
    "3kO/tP88rGTbF39i9sK+3XNdjGEJpKU49+IotzAfZ6LoaUnOYLO6q+PEb2+W279FXxVuTNVG4f2lHIcXPM19G8JUaW/ddn9Z7Fpr"
    "cza7jp6r8QG8JvaXRxmHbv3k1M9CykokDOk7ZRWlHHEW4qMCjS0iBb4OtoZAiRHqd/YsG43YW/ZuMA9gw1F35nMq1vw4jKiHzXQ4"
    "+AfUHNBwCWGn5glXh/u7PFFnT0cTBLUirMnYxdnCojde0iiK6eO+s98EnQEbFUygj0IG+orMTp/DhXtup6Ab953GV+8x1O5vRX93"
    "xZveUo7EaD9O+Db4csSG+tRIMlGmx/poA09qAjReKDeZLg/qSJhjeYf96si1CkRw/LZbAfy2hiiaKmeHJ8IYNpYevPshvcGzMY9l"
    "qMS8frzi4hQTAq9wxrbpKx6NbLivb+5ZYYVeYVsm29tWQdGPmcdZ/gfe0KosHJktSajyNDmJXB9hywmP45BPXoyRnZKitAj9harb"
    "K983tLeFMINvyNp3+7c9aYIwNNHgpA1N6/pghwOodDooqwnpCortfW8ylV3xMSdt5XC/vDXrlggMKPGaTkLTBKtBkOV9L28E6bBn"
    "p5oAERPfY9Kh9YpP56UTxDnfImgHG/A8MTaj9F+d5JjQwFtk+z1AE8gfs/oHC4RifuJsI3l6L8RAEV4CDDa0Mla3/91mkAnAflff"
    "IR8+P6TgJqDUGPAZa+KN5nAo6GfRiLuNVJp2rkxXBdiE3H/0tKl1wjTVz3CdRhsgpe2BsU5Yiu2nrpBqnPTGpEwjHCNSUlqGOE2x"
    "JHRa7c9Z7CxOBrvYjAxDuycrdvOfHB6okUhF+TgZWsBJpC+AnHMpxce0iqGzMTsDPp+pT2W4nz0/plk+G9UJn/5STQGtUW/HCwiq"
    "sinvsHnBBkhcJoKz+h6+hFlVu5nps06Trqx7Y+VJSbgq2/uCE/GyMgl1jm+Nx83DfmlC/pvtt8c37mPRj0u2LolRmFHYPI7+j/zQ"
    "OTJc0M7wZ3BmrfKbUeZ7jn8FctqM3O/tO2SakJI/WlaNhH1xl5gGV3zOJmfFlltyshfegsM1M2EvXgHPrdyaDstCfOaXnMXGnThT"
    "lO1Dn53egV3X4nzYeCdrm6plgxAualeNN7ijgdh/f5rTVEXFMwtTl/kZ+PG6v9ha3fcw2Kn49dX25R9vyHGtOjiR1vZUni4fovzj"
    "axe+AT78fju/amZ9P5FtBl3MzRgjTNOuH/d/faUspDmxale/x8f9o07lPigArIG6XVK6oJu+xyRLFTQsqZ2tVvxw0SikdBZ8T7Uf"
    "t8LTkYYhyL6OG2i5ZnOiT4irBJzId7qdTnTdb3EfFzwFY66tSMbBBk9LGTtVgnrF033Y6gQUxwQ1I5fqFK+2Vqu08Qxq7Z/tecQ7"
    "vEX5Rz8WzFmZNt9g6EjZyzaNB/mFHx+dhG4nWk9Uaj+C0xFRpS4oTOom1GZqkL0fGe9+r68Y+IyJ1Hk/a64JHpWSYyKDouD5C/nx"
    "jRneEoHFwT4d/55PAjn7I31HMu2n/nOn7InjDXk//a2I8w7bEzVFdghijktYwq36xJoVzyC3rMaXo7Srj1Ncbk/ewzhYIHoFsh7O"
    "u/3dk7aGkAQDByGCJhwNuS+RnMiTHgsnwm75gURXxWOA9PbrnxRskno8yYX6Iu3CCBCijih+UMHtRJIJPm78LSeA3/qDJ/bqAFA6"
    "TraoxYqIH56IZR5SypZ5OD/TCgXSyEFh/y8OHT9RZJPwV5rifPJ0ApQBSBs79nL3kzuQLQ7Kx5wbCx+n+nD5JejYPBmZQS6VPX33"
    "lrOgwoCR4/SQdAKvv0ZNepz9dMCN+N66l0xBOJmKwdnvgs/CCxCMTL40kk+zl52trpmb5Qwve6a1yUuNS7PCBnzQtUCiNkcC2nLD"
    "2ne/IIArDADWRy9vCeolII/0638KDF3X3u7A+fHtg82KUdupYQtCCvxEt35oCDi+eQGetiiN4NYGdCT+apvbRlB/dZ4LbBCm+qvp"
    "DejGU2T4BAyc4FRux6LhJE/2GKm9Y/1rAc1uja4QZQxhtrP93CZcFVyUlm1D8w8Xoh9bJRB4T8wz974fDBKpfChK9izNqPfMhLB2"
    "UmR2TwRn3UZSJzn0+ILoT3Yb+NjwgP0Pl5F01CHG9NjOhGbmT2W/+g5N4T8VL/BWux4VHZ3oY/CFKyQWgxhG/7ng+PI/zb34Y03Z"
    "27LCAIx/GbPdeTqj+Yy83V0X0tD+Lv6YkGAPsHf+MxR/RtbdPyaNXS0HjW8i+p/5gqukY9XMPLkbHEwBmn+zmGE7FU6LUKsVf+wt"
    "0Wq5j/Ls0G7AfsQ/i10/xR/rgP9YZEzeFoeBnPOrFHsZ4FPNwhrUEnvNzTBmbOz/fBtydwGLS5PgILS/Qs0CaEvfwauv5KKf+HNY"
    "qg6rKYhKPmYq/xzWRvx5WDY+9+Je2o9qxPequ1fmDk1f3C/FvZa9IBkvrzu3fl/caf+Zu6/v1Jsey9iOysMNOAJAiD0U3lZw1HPH"
    "MBXuVPhg26tyxUOiijivQ+b10Qb6FYcMGtQxlwHOltk4ygkDnFPBeQFwqKF97+zi5PXdXsxK3B2V9y7tecn7NNBy15ZJeis9PtYq"
    "LZ3SXh3TEPd+trx1tUvpnIWiLU3v3K083scW87p3Kw3mTvOTzkB7xpqvhGtB8wWrDvLqZTlRaGTd59u7kltuIO/3ObzQB/Mmw5gz"
    "nm/BMnpvL/Fxflaa6b9LGeRuCd1hnE6TDHcptMX5a0mffqGNwTvD1RkYou4C1Xmkgn/ffU8NVc80y3gPC65q7O8fq3D349LSQd2C"
    "Dz0S+AvzzAC6d2th7g/7lRXLqI+GfyqwLl5sH2GlIHRJEyiz87kTL+avv7VRf2mifjEOtZOJKxPqiQw7MyGIp4AY6CUGlXg+KKs4"
    "yRR3CtAU3kmynwzSEQ9ASghbZ92m0Mnbni3NRrs0wv1+o+wncwyjDYATzwA61XU/uDoW3Fh6tSzDKGWan4wE+kyPsdxEYhH7Bd3P"
    "zvByTrrlzCiSnr2jXTC2ZZ4/Tafo3h/xUK/6Vsc0y3B/WgGCrE8zFIUbozAPjvUmcACt1TXn0tCDNfoB00cDei8q4cHx+fQTngdW"
    "gFffsKCSUJgFtb4p562K0ErIdIr+UnQD/8B3DuBzG5/kdtI04DhUC/Z4SReB7ipvQ1Ld8akkwlO3AKRbj+A0GGgNogeGaoqX/n4e"
    "djVQBwwuI99F0ZK4vLKCenwQqGJ7P6V3ITMU1RO5xlzkFrxU/ILO/8+tBvHY0kWKoLTK+EHR5FBwhtlG/k5oG9Dnf9q4NXF6loA3"
    "6TeHuivfnXhywHVawVD4JsXoYr7A9QuTmWOgAe9IfYGh+tvzk/41py6sNxisYvaXFZWX7eaAEtpYcW4QrNpkvirh0Iy4XInB/mxh"
    "GB4PVFhRhwnM16GOirl3Ory7unuI9ctpoSVAyYHtQBP/GtsNbQd4rVBIuDplLktIywtDEnk+ZHEi9gTGXAmVZ9DiS2BHLvOIQLqU"
    "nAWVwUC4/fFGQjr72Ut3RzEgpr6AFGnXxWRVdMnYGoFe7TcP+1XB5OYJqv7CUUdLpHC3SCY0TQLrIN+NLAxYHm0ZgVuLIfq2YuJM"
    "7DvUljYwpgc8Kr/DVM3F4rswRMt/A9Zc4bwwvjUAC830D4VOD52PTtgMVRi5XcXpbeQthDPRDVhD/krHobv1izM3FvXbhBpTqfT1"
    "yiOUQ/gktr1hjNtbKdI0FmaCBybZt9U2/B6atQgQX8QJf7io87m736QqGtF77Dg+Fd70hBxm6HW9zFCmGEzkxB4K9xHWtXRsMDMl"
    "kPb/aJM73Svz2gDLPYAedm/pDP0NCtiEyAacPkAXYq9OPc8WY1IImL75izwmaez9ISMGVgN0pUGhu/FDOi/8hLCv6l4Z/sdOoZz3"
    "ddxMHvR9skweZkUOq/FfQac1dbetj0qtBhoGAODwTWSaeaD2j7nHq+DeWDipwzKMYknAP2G90L1kYlIk31ogWIp/SxZ6BrfJBn+e"
    "QmuQR1nSpbAw8OPsBK0+I331NRKgBg54UXh3CcEGdjSa/UMO9ScHjD1M5vAKSRMY1r/mx+KI6X2sMARLNyEuTipvoky+Tyh1P2T4"
    "5nkRWl4M/LF14pt5XdLuou8g7zvJTUIkl6zEy1+Nhh00cv1+li9vhLHDvsjsgfB/vxhnFNKo+RV+SlBfISk7sH0rniiJP3sZLFee"
    "5uNptiEL8JHPZwD3rWD2BYq34n1kv/T7hWMpxskj+8KnAQ2SWciH/CpOfGw/z91FCXDCLpiIlNW5kQkyxsGjyN7ek4/d3B6Ypf3c"
    "H/ZJ0nSXWGxXs/ge8B4oB+QknW0lYqSKZ5HtmgfkadYAvpIMqK0EqoXDqO+sbIdMd/Ji3SMxMB95IRkNxzAmm/xqYKWIavzmQksF"
    "2N2enszFa/PX6i3ra4YZCczDgJrrGB4OA17FBhR4N0s9hkNx7EicGOH+h00UPBiOztUeRliQ039/4GxneR63/cCGDgNve03LLsOs"
    "I3hVudx5mxAbXxEyS+wjbPIiz4FlUFoTkqplTBrRHD41d4jP3a+qctQHIkxdeqrzxXf1z58rtredJyNfldbxF2eg3xgLp+Vy0Jju"
    "OQZVMAYdWndTyfDl1DNFqayQoKBwvrQmFnK8fRBafDXhwKd4GJi9WNu4l9pPUVm87WfM/o4u1hrK8htanzw7RBpKcYwI/Dy/z5dD"
    "lHXBo3AKPxBHkwr9GjRrHiFX2XzkR8bU+38110xY9fIhWcEKLGVqMFCJqC1HiuXo06gY+dh6J7D4Y6mmStQvPEaTONJwPlibdwjd"
    "o2plhKM7nnXEfJqLGdIiBHY001GwIsI5CQOs8+D5Vrtn5CSMDT94UoNjbkHG8i5nw8lk5l25xE1As8HlVOoIa3C0dgzk441AOrAG"
    "ZJzGAmyF50KQlnJz4qxxGe+MN7FUtMnb3NQwsYap6wcRkmTO8h3CfgimEuHvyhmZR98+9VZXZuP1GhRrj1RXsZu+lssyBxVP7rCX"
    "K3uZvuXejymEJqRDn7F26lRq+Gak/25QQhiwP9GzI5em52tsnTmhbDYaHXkO//NJ5GgWhpKpOHwkHL4kl/9x7m7N08TLMMaJkGqw"
    "2lkRMoPgcYiNUaaluNyxoWFdRqwWWfh8p8M81eLWQPVvuCyisxyu0sKmBwgEr1Whc4ZSC79WZ6tqmGdgyqrIaWxDIepDAdOMoqtU"
    "isk9Aew1NftG7r/MADKg92iTbEKCWo9KqE9hAGmyIZAHnwUyM+X6sZPNQ/RU/5ef93K2g8Y7G/jz4dZSlI9+hcHvNJPMgGyTGeg8"
    "+SmZNrwpZM4G7iuJdDNb+22TDk1Cntht48P5SrxAPXGlgxlhP2yVq9Q/H9hhAHFsMc+CVhul4iRR/gq0e5ulBZWzgJCxW66j3dut"
    "Z0b8R4ULC1XmrWrmsEVueFp0T4v2VeOyN9hRrl4W8sLkwF97k5FjZW24H8OyLo+7AosStsnxJnDiok1a15sNn32mY2sFHW0AM911"
    "LiCmmoMLrQTdGJBSZxyOWzsgrIdeQLueNxHsZoCw+AQ/Ol/gHZaZVseacuDZUubeWzpuLmNMewvIrI8LE3CPMx2Io1wCk4MvhTXa"
    "up8PMLjTkQd4yU2VMT/Ua7n1w/zC1CIU8BRC80ou2mgTj/hYG9EWGQ3vUQwVkm9b+cVBXcDBfW8PwuhalVw0ttLfT9mITJmGI8w2"
    "wWD3gJ+7IK9xf1ReqYq4vwkoVyZMgPCWg4+YtNt4xMr1WC24yszMPMjYg/HNT304CGpbYK1TFmGxE56Jgld6udPmePd9UtApxAhi"
    "vdOxzx9KaqyfPAiuKfw8OHiKCUbS4B4LbP4Wvl99VNnb7uVaT1O5liB2/pGWhinCOKaGHHrukUO4UXOn1Kd2YpOvB/JDo0U0dzwG"
    "98rwe+Y+1dxHTY2P3P1oBQbXpyGSUPA6A9iKn+Q+QwE6vwstrolBxM7iBCZQXbm3cAE2xeUb/L+e4CoHpykd506yDlO/P+lMg835"
    "HHNL0QEbJ8nFVn22wqDiIBfiBz1tfk7q8YkleCrTfVBX5nkwssRy7R7gTje71UX2My3qdWkYLaVJnRVk06DOe1WvL14kcBChe9kh"
    "gBGPWyQ4oZbr0jF/kDh7v1XzG/6GmNrIXgfLqBcvfl/srf0Rke2DBAlh3CvP61Rh9a42maRj4Lz1WpI8z08l34uiVD5yzuen/UeR"
    "/TwTzzdY/g74uDn7Rj9y/dvrvKbPQkbjvh9lAkb9ei/u2NDGdYn8L5ZR6WbH8TwXofNPJD72isqS0ngRh3spkvEtsLLXRuD0yUAt"
    "5Y79lAVfvPzGjAGhj1uyE4tdVZQsGX3Cnt2WmZWqej/qq0hvzADy5R3t6UvRWc6hX4g117FCEX1fWrnlv3S3NUGThX/Ii+JjXhTF"
    "0EmtFyLjrIdFC1QfuJrKtXNGa7QtvEV/ZU5Jl00ptSLg7nBxFpf6rhbNQ7/ZX6E2KHeih5duW9xyrWCzL2kXYySIbbf+pkDe0mwc"
    "K1MCOrkz7EFmBoDyoAPta6rSZwBmXCxh7IuNGxY9+f6QklrJR+2ond0ACyPweGY/Yt4zOoz3e0jedzvHkoYpm1ylPMMxgohpFyvq"
    "61hkBlE2J7xQEKN35gyXkVsceA+ClcEPkfFEaG7Tfd6lV1+vYciV2AOaeh6OcYoWyNctEKRPveE7bvgPBEAf78X5UX0T0IerTqU7"
    "oyjx06OAmiP7XmmROMC5Uckn+mjASG6agvd5NXl4CkYo7qHdr/HWQxshyXdZwbrfzm7vDlwQgu0Nr/Ykez0booy3v8VoAnFvVaKn"
    "PA3XhU9AWIsqYB/U7azLoyGHE/o09IhPzEkoc11hz9ApRvZ40oDLpC4coI736YcHxN5+xMPxBytvMBmLle9NZ6eSmfc/MAEhF4ZE"
    "Tjs7o2xD5G13P2X/8japtwcvM18Bkyqjvo59/GdBY45wkLpKyIZO8KE9xj/3LuUaoi4QAMway3+FX46BKkXJdrBXe8JTqFf9aWYS"
    "GDWM4MgDadmPgVmAkoU9EShIQQzriffKvnWP/282qriyPvRbTSfpA+nbbC5GOtCd/OfmWIm1eDHSSUmmz7ciWrcTSWvkJH1siyXE"
    "azz2xchfivulOP9YHHfMDY13o+4mgZk32CsONS7NKgbQKM4IzPab74FcGMLig104mltdk+H9xJh1H4dI1fDCVTIWdvI2fD1NKW37"
    "YfXCwsZ/bIYasYwQh4DH0aZhiSWGC6eG4bnB5WRuwP0cYwdKL2NS7YtGczznkmI70gfv498YE4215d7YoAGC69vLxxEDwhHqReNI"
    "/TNYZxtHKyzYMOw2G8eJ46FpwvWwT4AiN184IkIrNDeadwGgOphOZKbb06IiVfQ1X+w2EKlgE/YQr5tDdj04/yJ2eMCqfeD+/Au0"
    "b4oPs4k54YO1nOPLLuKxRBH5yosTcY5XTs5xq8+OumnGJoG0EdsZnMI47TdmByDmeEvEtmeQiyYukJAZ31ZStw1863ed3k3D1HzB"
    "MSfC4EaeP5h8Fsr7a2ec4w8y4pNCAVjzpac2cFIG/toKFWSKJB1P4iYc2i6hZc7gBlEhSkrGev9inMKcApa6+DAPkROyAP7BQedq"
    "4sCUvoDzP17ReQ8ndUyhY28kMmLLKEzju+qjM9nECErXXAQOWHT0TpEfqVyFbuvHpricCBGGrL+z52X+sYVhnv/jyDEFelNEqHO6"
    "PoiPUhOJYtPsgC0uLAsmhje0Qf482+mkXJ4T6RuozlL+8UUlZQHNy56AWgYdeIzzBtwWwT/DsYKXlUGE+tlmn8xuObH3P0HSsKnI"
    "8z9rWBossu6g8EVCeWdBISy1xCtGVnC2ofeckzZ45LDseugua1RiWUmU0pfaGpidMQ9rBnzkMYRXhu+7Dp06mxJQH0uNzosaf3wf"
    "1BOz3PIPGTsigXKH/8BGKdwGGktn1zq3Z5druF18tmI+rYYCh7Y8cKq53qPiYKSJkWd7PX1LFCpo1zZhjHucvT2Dx04ERXBqkVHT"
    "dW4uRRqTyFeJJsTDp3v7XrxaTXizeaop4zgo+0vsCEgsngDsE67BMyn1CZtQvlxzBuz1chKox56R9pFvNrI28YVyEgo3JQbEuZKL"
    "t9rkYKqTCul0+drQhuOrHGrXHi2dhi4tfxjoydR9f2lec7TUuDk/Az0u9qylzG+B9ENqK6aI45AFNi3MbaR+A9TbgLMvcbt2TnPa"
    "fulXkTE7bozDvgfE5WXjmdZQKBsxt24ix48l5+f7/Ozx59SOGI20v0Jm3aweLpbkDaIG7bfDVo9dBJJANq8Y8kvI6alR2x52gz16"
    "j/qJhmi3CCGPWUoP8A5qanGC9DAphqJVkghgV09GXOhyuBFVlwwYEePpJiKhHR2WzkO1liHUGCBymSlBmmYnOc1jH0E44TUAp1GF"
    "+2jbncSnF3w7sOSXH+kXyzsTb5+D3bqMD5omaTUrcUwUJY/VfrSmh2E3HIw94SrJKKc8bWC0+mkuzhWCU9pI6nVtcVSR2yGRTihd"
    "Z1hy39zAPr5decJAKND4+ZXjWzdEOGYp3tzXZd6PFdyprKC4Utb7K2HOGgQh9aWg1BNN3qNOPjnqA0SYQplpBgMKl0svwIjNLa16"
    "Xss31I1F06CPoI4UCZ1GPNyarRpNHqcwwytlw++DegR1L69WMZx4BKFDSwP4WaEnzSMlrPHp6IBrQH/1XNAjH47wRtwANaWMkRK4"
    "GvNB//HVKhjk7PBwTqwxDqKfAnNvw0ZvpAsNfgBUlikV+wnSovsbAkzgYC1Io/SU8x90DG74bms7anc8MHMcE4yT5gfga59iif12"
    "XDayVgid0+W4lj3Cn8gNX2NOz+N6gL4toecWceSMDkn2EqOmbTtRKkNBUw9jypbFOfNQTOdDj/iLdMcmliaVKybFEopumYv6sy/U"
    "gWjoqtrogD263O446cwN7Le0a3rDneFsdM6drFNl/3+ah4ANVnAg9+Bsx0n2Q+RpnkknO1vKMMSxAAquk45wnCzll8HGihMPRvVJ"
    "lakuqO0Np5SL5QQ/DG3nQfbiwjgfHgdC84+C6I1MOiLBzyforw0oXT2O+Eijj9YZZ6JDuCSxuIdmhGiDss5e9p0yGax9XuYsPjWN"
    "kyx6uuW7D0ovVs/DYM2YWxv7xUGVJs/eZ08Q/SMFom+G91TBhsFYqr8F44ky08y6w1rDppWtV5Ipb648l/DnaD0H2dNDqALxuYNd"
    "HG6+1roCGNnLWIWb9/a81w3vA24Hy4Uwa9R52zG5jVmu+mfsLFWRwTcrh/WEx0n/3wDU6qfass7ubGTremqk/TfhV610sBoM3zq7"
    "qUVaoKE2waDSpAPMJx5aPmGynaWs7XmozATVTziYgrfP2KJGYC7IDWZOLZW95cXZP6JEqCa0eDpscFzp9xd6KlmAOxKj3abus3K2"
    "x8rnPZiSZ5FOeRDi6Rg9k/2MwzMAQ24Gzk4jIUlJDihMN6X50RSTKGkCGH3pkR3P08JgvPlTqVLWPpmzT1+n4nS1SZVyTGqlhMnj"
    "KHwcQpw0vaa0zJpBT1AiXVfr5Bi2D9HNaRFy3kIQQBAS2RmwjLz+H2FvEjNLt2UHfQ9cjVMC0YiBbRojD+wSnQSUxQAQmBEjM0Aw"
    "MCiVmRGZGTej++JEZHORQgipRsyQPEBCQsAIIQESAowAGYkByDZYRshyp8IYm2pwvVflctVr6v0v2WutvU9Efve+8r1f7r3OOdGc"
    "OHHitLuxVsbqqbWVpxo/u+Op31Bqo6XN85YmNY2i5QWF/8Gz54hhqrK25/3pbEPD1p6oArP7c+WaFEVQ2fVt5tZSU5vU22MUZnXH"
    "rybx9S1CWKqM2QwipsNdPbYPjC2uszzWluV6vEjhEZ8B6xVkEhJYz6WMAPCLsbItnONlYtgvIdUZNPxdCA0bkp1JA0N5qihS0Hba"
    "L7TJVYMA1OK2KxuUdPMnUxTlUQCfLnhuXBnwWSIDatYM+aEUaABQQ6vHAqUhMrzNzqtv5waM2w7aZRj82rtgNlp9B/x6uOk/HEJs"
    "FxEliXolA3e36dZ2GPrwDkOzyR60ZQTB2ZYiUdkugiO8cusp7P12zAmuBYs6Pb7oDv5Q4UTPEBPlQjvAru8zTkSkZ2V+xBxSjBfA"
    "ZB5sMfHn32FnjR86aLtYj6pR0lRZ22tE3vaWaYyLRLnzobfVQw0dfLRHxIdgE5QXa/ktPwwbTzSFODMo6dcWvSNdwUOsPYunbvBN"
    "2oA/XAi1SfK0n8vC3iM1GFld2Epq96dNXEOoHzA0pidK01CvNPE3eEMuLdSOeKb4LPLgygAofvZu/TJwPNfSQCM7stWQBpEjjmg2"
    "lEfwpnNqOJro2nAy95rQTysHUYoLuZEI2kxs6qYUSkqY0/mhVrirqx3LG01shVL5KknN0WIoH9CH4ECyXBwj7anZSiwa7zbCVrM4"
    "eveRrsWt9sAQdPmKVUzPnUgimdonzkIHCvCdZkeXq7Ph9kVgkVZQREj/Esvn+2sRRuSwKit67hMac75W58RgHw4x2Ti9xqlZ+RBX"
    "NLuvJ2BOgKih9BuFuEI8w47Ev5lJYnZM2DNlrwzs/XVgPBLmoOFiEYJa5BAmCJ+LzlGdp8ampkZzTbaP+Zr999poi76Bugu20sui"
    "7bA636IDuh60eQCgtR5DjMfQ+IsTBhCOlVyVEgNCHF5Ys0Er5+31CKgOgWxbDBXVinf9jn78OLNV0jnApciHN2yrxwgONsENPF2b"
    "gB+NZiv6MF7UTXqodqQscCnIImi1AdtL9oN+njFcAM3dtalJtnmsaQG7h3E06dQMba/pzJnnFbMmIzFyt9Cjmzad7CtYv1dQ96Cz"
    "gUuHccCm23/auD0TMW5TLDBtwnOWcRD+0GS5A8SXUKwyvUS+xrGdWuG4Xhm8MABJAGcIwwiraIQysNMPkE7pDvZEBxw14gfNf+4/"
    "dsbteY78IUxTYFZBA6A03GS9c7ztKjs5dGdhwbcr1yYRxQ2+COBLgzAt+/OIzGbeaSkg/I/liypfIWJtEJVNzJ7vWOGnFcfuCNVL"
    "62qtKbSM19v9AGUYLCaE+StMtO2nxixt5G+50w5F96LMGFteXWguYorpgY8+yz0aTXqWQ/E4apd0obQYhs08gnZldlTJ7D5oMHKw"
    "0oUKY5PVmbqVJmOoh3rcSjjQtx5WCZRBW0dwXNOtVBOXw2Nxz2WOukVZ0VdcI6YLY/Q5ore+YElnF+MbgB6H5QtIL3jQd8658epR"
    "8lKW+mFVimPT6wibloGgLsu2h/H6bsSG5taDSSrNG1W8mDbL8ruAJHrtVazMXnRQBexaGsyikyoMGe236yswLFRAUKhtyQa+L4iW"
    "Y1BpGWpD4sm/ZQllqS1pOQWCZvpmpZ6+eVFVf+yh572OSsNhHdbIZh2RBzWrSHn8/BixPlR73bna5Hq+WVSNO1hx67o9fjsbop52"
    "C9pKB3oJQz8dgwA4BoHgGQ0OBYhlOUZAZuxEZO8GFpMop0bB613xCaECxE0TUb3EGv+YNXbWLGRvexBRxEzBON5iBcGIrrds9pbp"
    "nvrFYFwpWNRqYJKQRNuRW+H2xn3opFC2GaDg+27jhgzFtqwOGdJ+3SroY1+PWUSQU0Sd+hEqGx7i+p/w6hUxjKSYFzLG70u5FYJa"
    "TM9aypq1X/pwJSsLZ1qwcgx1kwiyNTUOi2TgEI4Bb4K9ZqvpnSkvUOIl8FJK5+qozPnEc4HKlzV9WC0cVGbWqXcEN2tXeUVusDhP"
    "AqNn0RcyMopkvVaCXDfCv2kHFxBdT6VH6lFsWKf6tFhNxC4yjdWhw6PRugRxxwVmwWC09Bweu227yI8M3WVQbBbbdxnlk/QwI+W6"
    "uj5fgY6kuz6eSzeZWpSq+gC71rCDaIeKfGCP5S7ooHtrP1+BOkLBRw2sMx4iILsy2f5hRKONGng8bbuJ5QUarIbaT0ZZO8uau8ww"
    "EByRyLQdCBOfHdfPSJMYTcF0Y92TLJa6GaKDxbSKtL5xatXTY1iDFmkKE9HQdEFIaiVARxjzeZVr9RCdgm1kSoc0bzdbSD4IDcjo"
    "g4HuuJwe2J8QETKvSxgrKzytV/4wrdLHuPKOGri0gVqdcrBqFjgE1EfpWOJEHsrvS0Gsja3k5Be4RLs6Z45YeuAcTnw5EcQgx/HS"
    "XPpc0VWTX6eOHsJ361s3zuOR3kEYSyO9nTVJbBqNqI46iMrkwbRZRk9XmBLonT/EfVgom4Ncx3cMB0BhijCDrdZR86g7+1VyxCpw"
    "bSx8a/FDBm/2dL1vM/R5t6B3ZVfrZGimUXtHzsrg2wBFgESAJhiitI6zWK/CS9JoDKcWeRl04yoQwb9ISATIIRmGRUI5+iTiVp0W"
    "iDeFac0qBmbO6FqKcXwLRPxoen8uo6txr8LZHF1P9VbIM75+kr2XxUnPUkkmwcBAgiRcqy12hNVBdLun9ES8DkYdm1HowuwA6FrD"
    "bpMrelYWWZBXghzGKnEOuA+xHOaUJYe0pZeDdBoGBfG0xGk+GUHI97PfEaUl9orZRUhzH2Ia8swoBRy8g/GIYLIh4Jj2CzzgPnbc"
    "aYYYPSA5xJi3alUuFY9Lpagk9QgLZ+soNK+nVcSwibYD3Mudd6RVdef1Q+hQ9bvWUw9TvRsEveI44qVG0MQMJ8K0vK+UfMWghzQH"
    "wqWOKxVSLqwM5EyamNYwuYcMwoYSAA+Nfr9flMXCmli4RutDGY6gicNFsMkKaUN9gNCTgwsRlTl932yyD5x+N7GMJ+V28myiZB6c"
    "MDv3hcdNv486ZO12b/XfJuz22+7xXg+VMdzzUNk1jdvsiK4mMP3pi739jvjZoUVj43PSF6d01lv2sIaGNVISPkJJM/wv6nmM4weI"
    "rXzYf6VBMyUJbNtamOtCYe/MHTAa7yCIws+JyqN4oVmByvUPgrN1yioJK5htE1D+mvZudnafx2dd9ujmAQDlhwUIa/jOadrFMcrI"
    "OpVdz+OrrnDGoB3p+aH0eteuYAhaLTHqrZawp3Eaagg2liuWxYD98uClZyZwsQTyMbxS0u0TR4QAtFp/xckjVI+NVeOWC3YGk70k"
    "Kxsr8lM6oP08uQHpAK492Z+3sQfcn7FTRBrf19lqz7naSD8YzAbhMkpt1GaCpDL11J/tvudH4gomgB1vZ1oLjHdHpmUJNRiK8Alc"
    "DwUJLHwYoFQAm6eqRMmAcozYVxUuaRev2tx1sFLBmgWO7/ErN9lzS4BFPVC1OKL9m/Kg0ACK+/CHVhFUfgeSAsagw95/GkRCPiuk"
    "pELivL+c8NuScE5qwE6+2EUtK5ZjDhsX4x2GbKhtVIQPFeJgAdwtWcoRRA8S2tQBOFGw0CCdD9G4d48l3x5CRiBbbw8xQPXN+uW6"
    "aFTsho29vRDNM2QvB2WNnaMeX0nI7huARjbN1WqQ7jsr4oik2QYwtLGwYQrCN9eRdPVGil0oWgPSQaaPx9gnZPSQ230LVX6qTsFA"
    "cns12OO3djmCMNoWztmP2EsnVC3s4Paa3yemMpT88QT2Oh1/W2gShRJpBhxrRwBV3mFE4sM0cLd2onYDMBbmKncAFAoaAiP0FR3g"
    "nVfTKMi4K3CvrPgohcMs3tkRL4j9995KoXczAmq+C5uqnxFJVSLoYr206+6rMA/oe5e37fs4AB9kX+NndUlWxXq7EXUBUYkH/kIV"
    "YnvYM7gydxZfrMXedlaPKd+DVbw67OJYgBZTAawd5EMa4rdPzuIfyhDzgPzXJoTAnFsPfAi8pPqJDlNgtNZCjMIcPrjOFdrSYeYS"
    "lFLzOiZviXmU38+hxosWhKffI1PCQ5WgP4fbm+buGM3u+/DO1783YW9/vezwqkUUKVzMXEL9NrLAMLXgYL5VAiFbDZe2X6TLCrbh"
    "refi64k8/Yt0Lijjy3GRkY/pmqtIWxxzvo/pNArjan02zsnprhydi5uRWEuN6dhqvuGpalAVKIdAXr0A/UJ3Z9lgxS5u4VFDhHzt"
    "XyEZol4drKqhcZy436uhyFvNj6DfhGd05xRXoceT4iXqmkPS/5H16Y+ROHIl1BOprvitNk1xcXXPU24lM5SFrSXsZ6xanoFmR+x7"
    "HPWoKepyckdqPuhzv5DkYtjD1fUSFaA20iAhnVQWWnIHmJrdXjmRRGwArJTmgK7mcLsoIGWRxyU1Oo+hZJlGMV5jtmqwKm/iMJ4S"
    "gHmomt2QOVWoeWcFQx0CYW/6AzGSN4KGCTdnBVeVeDHLuHm10ciQ7uOTYoC6FWc62zCjdrPPZcBHBrGVzvYkt0j41qGl6SzGK0N1"
    "ZTcFd1l1yRn9gOx2e5Jlu3cJPRzXAiVpXTbBqSHuWOc5lWUsiqBQAgXGi1nHdFdwPTCq3WappaqiWPIOrH7M5Qq/FhlmRb+atjSq"
    "a5dnEfrgwOoleglq3yNCKwW516hhCUtZvYQ02mEVH+tlEQ7rPtk/A3xyRMDlfyOYDf4dR1qO2a3KL0WhAn3IPVyyvN52KW8Wxqnu"
    "upeIs3ruJaJdRbgrwtcCW+Wky0/74eHw3Sdc+ngcEwahseXk6VaRLrBhPZSfytyNewo9KUjYxWixvULOH2hiu0ReBBgCJAeeO7ig"
    "DK72oDvK+eKOT3fUmEMaBfQglT8GRu0fkkzZfM1sZ46TmAzMaH9QToigJFwg9RIxq/XgiIqubX2d3IcpCJ2ZwC4xswpy1sJOKKLW"
    "d/SJkUJFgHz7SPKCo5Ckcy1dCjc6g3B1aBLwz5nAPskhB/zQTySl3gklKqoiYDd4095JvALiSSTleC4nhTVs7DSme7HWsqp4L7Za"
    "PKzbuNZ/hmFkz8NQFcwYLtLuEcJWUK1mdFFC0GThQ8T6+r50/qq4sJ+w7vsxNnYMQibLeMu78W32uxMMikJw3HpYfrh9DIe6Xm+k"
    "h2Cdg6jCgIqzse2ovi7jPE8furH0gbUjnx8o6J/NWPrY2lClmE700NUZJKHxPjrArk1GTL1u/UO+SmWZSLNO7cUGLzZZXzjAFp6/"
    "4SlC35bifCNtqeCMDuGJCMd227Lh68gB2gSvpfem45u/P0S3kkFNHvJNX4o9WB4tGou/yd5UQhY2qJzjVkbjJL3Y4/tB3XYb8hgA"
    "czC8xNCfeA5yUx1yiz03y1znmBVjvONHYSzjO8Z8qsZsJr+f9htapT1s3DhtcGQWgpIgjvnAEHzrp6GHWGs/8Xg/2PJ3tcvcDN/s"
    "ynfrn+/26u8SJ+2teB5acaLspgWyTpnhAQpiioaXpz7suPSPXUspWQPUN+kflGZ2kYj+QeG1/lHAQ+IhA1mN6KntZfQKq4pGNAh4"
    "rG58gtQu6uxDXdgj644EjnwwEA6JFXzRr7AoyJr1jw4/SYBhF2AJXflR/Lg4t8vSP/qOm+AGYsjzsNKxr4wik1T6xbJ7jn+JSSxn"
    "o1JbzGKUSKNrAbFtcIzXhOAkxCGtZJURZLECqMV1H4zOtxlwFs/lmRxFr0xfiT9X/deipZSXQ32yA09nq/rwogizeJjaRLoEjWJA"
    "rzitwg2SAe8fd/yqtHl3n0kG9gHQ8L57YGd/4+a9GLAb8V420+Zdluffq67a75vj5v1if1f8/JTLddi8tyNoZzfoN7Dk9W5/doHR"
    "QtOusHGzMQ6QpRJOGutXCvg7V8BXyRgICYJ14OXUiNOWEd/MS3wYAfDIMgMujEliMKKKBdkHmgNDIHz3hAlsuIjS2p8Q1TQN4lxc"
    "VosjsjVMunSJ7HeVMQEep7Mm96Yta2hiSlYObPgnqgmiwZJUBOd11nSC4jQYEXi/dZCafr+9b4bdBo0jF0gHkQJKOzArWZHeRVe7"
    "l2vjlbHAoriPFmlXxikNXo0cRyMn/KzVNYq5lE1CSWrEYHRCqj1uzFZvUAZV3NG9TU1+6LY6rizvbcNbptLo2chGIL5bzkhPw+kN"
    "fjtKMFoV31COBgQvELxrnMk6uvssi6hsgs4jVsIFHrMsiUQMZSt82cejUlkWjmuUF4QvuMAIsiXl80CJgBSV1lpbDJtg4XYzcA2U"
    "rqGpO0WPPEawKBN3GuFac9jd8NOSB4DWwoB8GghonzLF04GzNAsCvpSvvZFhh1qB/D5e/UVHD4KEl8CrBTPIAGPRA+tnq1Qtei2a"
    "nUhSPwPklgtpE7hNVCMKo/7xgh/wGDTQb9KrMIrF0fas8yUSCyBuC8SCH9EVsl05FL3csLc/K4CD/VnnCA+4Iyirx8ESLOeFfTwF"
    "alaxcvMxFNi0tWIrcNDn6/L1IJBlefBWS3k+I8dnDoCUHeMKvbzSA1yp2QrH5NCbe7HtgaCi75LBvT2BN7xVYbWlwBwR+CEq6YG4"
    "HBYcFf8ZrCbZQn21doEyrlfzXBRZuZOVDwA2XgHGkXfplfXe8zF4xS932MsTowSJoB8ltBRajmH5suAixieXHyN8j2gV79MLRYC7"
    "n4WMdG8OrgaoHo3O+AD06LKJ1fmBZXTAdwNeYrnLObsXiSRtl7WOlI9zMWMPFQGGAHGgcnPQw4KxyA/Y3DNW7yqU/aE70YTh4K5g"
    "C11QGjlE9li1I/puJnIv2cBD4azMYHDAnHSeNXB/T8R+OKzqA2g8HoBpvD6Vs4YylIGI2C1n5B+ogipGodhHWWJUAleSsCVCTFGP"
    "PNJTHBQTCDjSFIROS4AklIaDzF4iBEW/jR6t2B30HMUZdgUBKn8oASVWSVRiEwY7EtQOLryIFc5teiowOE/ietex6ALUYhRvCD4a"
    "4OwcvhGgWGE/b32wVbJZdlEyKhYYRetB3OyIPWExptR6JHKmo0EGp4dkcl4R+TvR0WqgWnUaVitIS3VHBu+iK9+1gxzDZaXJAF81"
    "Vh+Jui+h35Um8MblSqx6Wi9RHEVo4M3QnXZvqdig1TJezpfNgDo2DnjG2mus9B+Sjc09wNoowKpXoy8E3V7x8Wln2fl2EXr0mCKA"
    "Yq56oXXFhWIA5oNbJGJ89li0XIw0ZOT9+Tp4XQUHDhQYFMftoHjuTGavHWdPsR/C4aXVraDt/xbpKdK5fOc4BPgVLGgksY03gCg+"
    "P0Asg0RFRVz2GILgtXSmU71RbFVUYIXzMoNIyYd+vmIjY4Hb7OcaO1DYB+K31ZcsMDANJ9sIxV6OgrwTgG4AlMhdbmuB6xMh31A4"
    "8BMhsSC2RKTUENmMOngKwBe5WKsB5gU6Ei0JEXERCYivhBv62tNeWaC1sVWPSbDSMfuOdyAX5QEixrNI1IafVUUwg53TsES3skH3"
    "Fetz2Eoj0eYYd9ZEvdHM69UZDhlW6oVWq9Rq1t+xailmfb27TpMN6UAho7sIfiCWcheh9P8xgr4Kv4h0cwaIl+wjkN1U65qU5rAY"
    "5YfX9HeiRdfQrFE6oUsGLEEJd0XY5ahfg5pvvEQtZ8TKaIS9dV4C2xiIKWqdwbJY0IecLVlWjfA9DtcyCV4EaPR6M85HBvCr3FQs"
    "mszRoZT1DOwDJP6uSWvp7QIYK4RAyPGFDBe2ZhmfSw13S1t1VfAGUwYvHCgbqYQplY30eV2+1JV7g2upNzR+HcTZo6gXTTrvWKS+"
    "y0swsVPFNbKYmAVbnQnDFxt2g5NXa/aIwV83+SJyce/7IaXI4MWwZ45chTy/ai9cNyWAjcLOu8nrhEfRTwVfgCLyIdEsLD1h6kn4"
    "XP3u1gbX5XqNPjD3LIJ7ZnraMl7mpQ5C9D+Hh65eUvP9GdLppDxhpA6SN4taQXGu3AD53ced2jUBDvbTeJxqbrq6CcXgOneovIOL"
    "d8BN12oIiOL2JprhxSubR3zSfAg4X8dzQxlLCgOUzrawkOdDB4blrC2bcUT0ldpXA+sW9WHF3CulBbQSUIZvQFwLb3YMLqGeFEFV"
    "yYB53cdN8ouztgoUgfQQGqzRjHqrO3i3x0cbp6F1JqcrmkQrwjX73eFK47lGSriIysEUF5MqT3ZcH7G+fbRLqy0pT5ICzzqQk27n"
    "MnJ3WO6uJ5wGH6QB4YyJtXVS9cP4DAuRpTgeifIVYD5opT2awUb2J3uOs51kFQytrHox712kijFoJURyFmo6KSIxYMRqjaaNHax5"
    "5Fu/SF8XHLGwYjFYWwMxIX9z4YpsqLe++urbu9gKAilA4MS29Xi7UCOrhL5daGEElxCOaGI170W/YWjSliZEAtCMiAUUiSV2DAG6"
    "vRXSDhz1tTvQHbPxmOx1TmimOWb4nBvRSoTRhkQ6xURXMgqdGBi+0LJXAwKJTBCup2AyOdrzQGeTCvYgWmIGOuIkNO0wUupWKoVt"
    "VjVyl4vB3LGsAi/Hj2dOPAFpt4wu5yZkJCGau47ZX8dG8qyk2ygg1wNzG5qs86LFxn2ki+m1eWVSjNsMUigPzBjyWDFOGMUx3iTi"
    "HReFMOxKwZSw/byU+oMN7Iqw9D/0Vo543f3DDnrvLed2KzbVFolnTVbp8e1CrAXmagBU6Qycp5OAbBRASwdfEt7QSLc/w2jDO6vg"
    "097ygj3agaZ0sPuP/aGV5imD6VQRYFChr28K+4VE0CKlJyKGZPtHMD229PSGEHaLwIvcgA5Z3Bbxsca3OBxTLDZttDm3Cueran1v"
    "Cd7FYYg48h9utoD9K5/aRWfKA9hVIexDIx0hGV8Coj43QAiPAuMFrkpqMUGyfrD1ARKti7VUxBx1JUpbLI9Jb2EBsDHvpjN9wxcp"
    "apBfCx8TyTr0hHmlXeXL07ofL8ptU2jJa33KQW6VZLJHbFc0fixruYyyBF/qAEO0zJgFIyw2tsQN9qhogprqulK6D0AilLWDPYYm"
    "2TUKWGutf6Gx7hHYDfH85SJG5Z845DtcODT2YAk7ee4OnTFSBuNYmjZlEWnFZc3h1Zh9sLeLYftwHp+td0vu0c0+xrQ7DLCfXBo6"
    "7qw74jcGsqUUOZDmP8r9Ek5rvGVeGfFwpgFKiVNOJYnUjhN2hdKuwQ/xeN3OZJ8Tvq3zXMMTfDlXoSK4T/bc9XPwmAmE0Z0QL84g"
    "rzSvIjCkZreR43yCsZyvYZdk+bQpnFPy9/hRlDmHuR8UoZyI8m2LfYdnaCttTgYahLwcLYAnGqtE89ZCKOprScLRJ4EWPFh3F/Pe"
    "RD5cJbbRRuw8569Qw22mF6K+R028QN5IBXqzH3LB4V3SJ5XQWyWrXYfd8djV7LPQIe5Eh40mZT4lE7MhLsckmOSvdiSjU6VCD4ha"
    "MiB+0wR+wKhVRIhfWD3uMkgbSWSwfdtEK5eBtwM5iAVzTQjdJXxOgX5uljLVmNG6rSXdx8jZvtOCtJXpA+wl1r1ehHjikgDLIh+O"
    "xezpg8mpZQl8abpXULLqPgJZossVRoVPL+FqzLUkx8bn9CFi5UIDzki+SF9fGHpG28EFhVbRPU9tN699z/oQLttnJ4mreG91vZH5"
    "4jpjvwQ+PsDq+pJiX0SGCfENkCkFrdSh6vFmrdHCOvdGIkekeM3o+EhxQsdbocgHr1mDK1MaKtGkktHu2QKZWvWjMwvahenPOBX2"
    "8Rc4uOgtY8W9JpHR5G2Yy7RJhy9oiCFfBHwom9NKs8AZZL/Cg1DCNs7ojEESfX8heJqwK1OKQcQj8fqIKF+drKmdKyFji2+nLHX/"
    "Ejm04RyIDmiYiluctJBjgAtIzneegZNWkgBOVqi0geiMFwLQPdw6YgCcUx9J0KK0Qtr9LCbMpWxCiIYA0XmFPDGTDaWq3IYGgv2Z"
    "75idhhHfLif02coK29UO1pnHE1i8952A7luAuL3W0itniFvKq6CvHyLAraqkpXCxuJ4evS1GWjhLKsBWOpYBpFcYoZQRfepQJXT4"
    "WhwO7DehWbtZVGxhQBpOyFQa727kKvpACS7m+ERY6ciaLzx76ktaUR14OKwQ0vVhOOPLIG6kQLXC+eQpngyIOmLWiC+s+szRYg74"
    "m1GIT+QwZaiCHaRkliTig45hI1tlutrVaR6yKyRn48Ix2WIIG9qYeEa4cLZS49j4iHutyOI43joDGqwIy528B1YX0fKX8OpCzsVU"
    "d+WOZaz8xgjY8Pu6q+r8qBa3O2g70oN+ARXUVeOoVOYArfPkQDb/k6N8poJgzQZIO3vOtxmcy7rIgWqBqkzCmux6aDkGOcSVx+Ur"
    "HddOMS2o1guL+Fz/QBT6oLEa+dxsekZvYcgVocSpF01iI7UzE2oC3wfc/7CxvPf2xdhkKZ2sJ9fGZzrV+G0/7e7k0dic6h3uRbYN"
    "Tvd9NKV2sytiKEIX5odIhybY6TSUchG2uJqMdF8eeAltUQ8U4bqnEYQgToXZPTZBXLgBIxhPj/dm4fMOv7reaPmbNIlZcdSMsSk3"
    "6XYqkg9GETxQ0NU/YNeScr4dUAKO/c2efTuagLcYFOunYQiJEbCgL1V4CLLCMbPIYG3Wbolc7bXkuKugbhp56EXhlpZ1kgFfo0pW"
    "Y1EkMABFqpMqa9/O/K3s8GmVw6jkoWwowPLQbpzGCOduwgdw7m4ksUIau0ZfiZManYtEMl1jpY437G7KD8y8gOIS1r/wbWHsYqRQ"
    "2uQV3wZ3ED0H2UOaDuCAgby4N1IWuFRWz6sSVamyDqs67fZ4nOrElVTyluFKjKLczrNlHwtjBFadoIYitk7LQWWN4QkmpYVRHwiS"
    "OLXrk/z4gdFZkO4eGA28hdD/VCfZWzFASUvjNvK4gmPhzHitrgl8dMbzMc4Em0goF4TVvYS3XjW4d1Nx8iPOcxqm8Tsho9D2xPqu"
    "cL2bWqphKsxdA0KePV5Aqc8doNIBDlEEyi1tfYtt150QY0ae5MgGTjK5/ehL+3Cq5EnYqSeE2AVbtYq35TioGqe49+eSRA7rBUey"
    "7khmR1u2L1VPkheVdkMzRZRNdarFdy7jllU3KucjjkNvcNaDS11CmjRdIMSfLg/8uO7EVuHywK5bspQa3jtIV7MKBtm5oJQQ4jVr"
    "9higMjVjsPAELM3DNRXS8Y3CwgCaAZoalutNvxi+WndyRIBSrAerJfWE+gQa1hwZgF6SXciSmi1+GlyxcjZsaZudXl3DlhM5gPFp"
    "FXxzws/O6Q/aOkEI1vO28alqRNBU+CF/jZVGc7ePp4X7JqM9iVoeB9vjLWN7OqvmHY2iwm4/SZhA37glfzEfrgjn1S6FYQ/h9aSs"
    "IvUahE06xURKjI8UQP+xXOgoouE8CguB8ACRRSgRC0ejzre+HmEhOmbNW7IBcGdszUbP3aHQjbBFNg5tpERVLNYOoApeRvi1drRO"
    "L7aSLvaIdX+jmJV0sU2t0YnxjWmf1rdkKdvjuOgOk0+RFMGVdMc0CiKcndrFdm3q4KYl2fumIxTStN3bfLLE/tuHjxAWqUAuolup"
    "GgCTDozH1pcYlsGtG2IPB6NAqC3cESbNgrMKcUk3NorJWY4AsRSdes27YbWHucaMNi+JcIFNM3nEaWgMJAUhflsWlN9ZfzLxY3XI"
    "QCP9CKisFGK2gCJdy120wATqTbAjSJKtMKVp+3ERf7aI3z4d/e06HavSX1zUI0NL4iWtPnXaIXyJzcYT1DKskr5yjUImfeVbQ43L"
    "OhUC/6/mGL6STisYvoX/ZerKAeaPS3SFjB+b7hurX0mXIdavZJx1dUvHvhghxSv9kP7jHlupLK5CE9Cvpac+bWlyaIsFm1V6uTtx"
    "Lbu/vETLJ+DHmA/e/dbJ9NJBe+QH9sRfJMGqAjzWYE+m/+3S0w69zBfpNPQlKaGvJd63+6M1FdzN+Xo6ZAFoguVr6VX7486fGn9/"
    "udl5TZTS7jqWo4Oi38JNsfY0VonaZYIntnXsRPlNFw6V8RGklwdWRH3rUA3CsvgWkngnziVWketWOwx9AeBpbZTTV+hKQZFXu6tG"
    "0bQlSJrEOEfr+ED4VL04NMUgO8L8nZb3eJTlwsbXWk15p3EhMSqIpPepLFFhrbEb9pgjDQf8ZHwTAKcNB98zGQ5aKCuqRvV8SB2+"
    "ix2U8CU+QT2ShN4Hm6sJax92VbTxmPuls10OQ6oE83/bAyUvGIBnNS1fe0hdUsIk9/ERb7OBOovEwfwqvQH2IUSqAzT4bSnkdHXo"
    "iy3EPlkEHrf77WELa1EepDhZ4hPgEeyp3MyoneSWHTLaVYFjrchDfDej1kT0iRfV8TilOMamHz8unI10yd8HaTYAypB2+KRSry3V"
    "1QYyV8YVXYiFSqBMlXwtbru6VgJTtqnhahxjvxFWJutO2cLCcJGBtgNk6iHHTT1cqww54tRPiwTY1yJVN8cdTxnk5hvIJhsjb4r6"
    "RfX8lUCTRyyOdXKEz1zyHrUSpIPMCs6wXNA5tgFSGnOg6x36trkC3XFLqSSFfIHk9R4x7mTAt7Jj+EnXA55WFsF3ftdI8crD74QM"
    "+7WC3Fcmmpg/ngkRNmhVC9d6x9TMP3ERT5Ud1OcngFpDp/SUM+tver81dIbJaM152fjTusFvk7RVKxTpurTLs/vIS9p7YjL+Kxzw"
    "gUQcXcAdhTH7pskYwAjQaAcKkSRjHKqPha9jeHmX2DiGHQf6CRX1zWxArk+yvC1wbMXzfhQCMrzosF/MHDCGG+jaDJbiDmJZq8oo"
    "Q3ZAI9ctxu5w3iWVKadCIysX7bBT4ckxlCQWGO7D11Fp5Pvs6Pn09QDpO2fshy0CbQzeqMDDN83ql984exej+QCt87mtuTy2oISj"
    "XEVL65IK+jQ3y62ijylw2McZ18eErByzTnHxD39LFKJM7lJY3hIgfwVtj5Z5wybD6SGAaS8lQDYfTA5GOOuieJgvSyhP792ZrAt0"
    "vPiWjVAWPf0QDikAbOnUU5HT8SznoaM6lqKw2r1e5JbcSuSmjAx/yH/OrgrDkevdr9LyZhAjOJAg0uOUCmpPZQxJjVHTaQqrkin7"
    "tOqQaxUY96GXID9CAVzbAzqnF91iqnvhuj6VgBGJOj703pBR40xsGnby4R7BckHF6jW8xmSLt0uKJ+R45Gjak6wWysaJX+JUqB2c"
    "1KZMhaZsIzfSxgc6Qpxrp8J1qHGo1HFtc9pb+WnoO8nVjfH6Asr9AbIM2NwL8QYG3bebQddWBKLPMWgKeICvJsMyB+IYbQNroGEh"
    "7WsJimnB3QAVqjZ098O8kAfiXciPWIzMEDNd+G5OU2HFMx03NOlyqHQTWndJ0wmd9mSdDSqeOK9LxEqeIW5TRXY5MMWXO1mRDnkI"
    "5aHSEXKAEQiGllPPYuqxM8StZYfdsIIuyTC59Wh3XBt8iYEawS5dUoQF9DE44MGoiNNw5JhrknQ6OSsBOQ9L7lcIrrATZuFXe802"
    "Yrvt8OPGVkejuQhJnFlyx9LSttiWpN7ts5cMC/ckkI5rAkOINgd8VcagFndu3iJgpdQolzFv3GGwTgtvkgwViYCV8W5HPg723h/N"
    "vguWwDnIejT0HmUcxzX92IGjkYbcHk2wCLl+9NLo+RtdN4IZ884egi4WsMcVJAPXzx5tjBgeNny6O/Om6wH/dqlKGekOEKGtDguS"
    "4HjCyOKRwnS0QdocAR/JCvbZ/p1I/3C9Bq6YuDMDRzrhkx07j9KikrBbWVLIb2KocE6POYK873UjJbONfSD7hyhUCwiaeqPvZqRh"
    "0Q1ayhHGTWDzCIT28EaszoK0pEilnffRqouLdotp992xL3B4yKUKFcIVOKi1r+Va7bba98cms3b3qFUPsrIDoHBVOMdCPJF82RBy"
    "85nIzVkQp1JHHiBiYZOPZTUYsX5BHRuHYmfWd87H3TRYYe3tz6697/DzAVDOG2bysYC2Ga0UD9ts9MfwYlN5tInlvuvSakUaX894"
    "6PGjezuo6hnWoGgsbNqLR8cYxMjAhfyxPJzpU86OLJFYl7QJtvh0GbEFCDMgJBiioL3JdkECZPEARFgTN1T1I2Mg3KvF7lKYbHJl"
    "NNfx09sWjgU1t/yc3Uf/mHR+VJ6k1yaMA14Sv3oGO0jhfYdZozAd7wyRwqntAj0HPpFaxYcYgbsKjotx6ig4jBnA+9dLYLu3Ni0i"
    "1olM8yFuyKyKUy1jZCaGhgSVWAIACNFRjAO+LUd5SphjigVWXYzJctQC9XiOUenKQQcCpnoHOm4++pNlmAYGueuo4CLfybD7KgPe"
    "MztpdKZ7YqDEdlI+25ch6oewjlpJR6zK7jWe8m4fI13EQNESbFRgZaT1QzjMhn+MzoO5jwnre3wRvb1+kZBr2t23XgR9zAkMLcHx"
    "aH9cTTOGCRN0Puy3/bwZrQBPFX5WCic7xVqKs/XnIBfRBIaUA366eQ0Yky2DU7GTEC+8ttpvX8OspYFqAG1IUllDJmeE+hGsvJSi"
    "x85Rp/MTQ9YOsIsnTWSXTQzKAfBFgm5lmYQ4Q5zQ8UJ0ESE2Bkdqf7WmiOtbWLLaIZv8YRLuZtiqQGWAHKM8AKlhIeTIdoF5IrRE"
    "pU14qhPPOyKK0IVkQQZKveNY+438KbKeL+BNlEMu9e0Mr5p9BOMCNw+/SOozJon53mFOwJKSMdxlwq/AS7TRzGi1pbKJrHUOG3bn"
    "KBSIVYGgpCq29tVF6xD08wBCqZ+RpiblmXqzclAtyBEI51fykpe9SDAYrucQKETL2npSQaylxPZnmH5p0ub1qTywlJAidJjSBwWc"
    "cgkxo4gsFfeZHgHdym/Y97U2CQXUPkgKzuyBrPcsCKTj4rfHhXhZiFuhOZd+TiJe5dNCoZsxohbZNRsXXR+Rw6Z3KW8gl2/2PffR"
    "irTbUrATGt1ew7sCY4CuQCIciOPpu8vGi/tVd2U78FgfjshxyrDJnomWlZqVGUzXZFSM3ReG1vh5fIgIHf7OL1iluHSMwdcB+Grv"
    "XmPcPScHn+t4ShtJXO8r8evj8wFlDHuzCumipZHFMxa09B45hgox67Bm8kuEXkiEyhXOw6QlxkWdKBoHEXv7IruvpDO+kTjK+ubc"
    "BF2CaqiWYPgsj7Zj0frChuUqiLdkHcmw+/Jxst7nEuVLYRDnyJFfPJtHfCguy1IWyPyQKT8qGHeqGowpPDhwPxPBikWEA+vcKXca"
    "RHbNYUeGatieHvaddjia9Z510/08LSjMMa1cQAlSSpTw1T4To6JXNgzNF/DDeeepl0on4ko9ftuLKFdr++1XlHE263VcL1obyW8l"
    "Ryacy8euseEGLAiu6ZdkhvqORON6avi4rcdujOmEx3jIl79e47g/mjZrm5BAXsqA8tcnTAP4klVVxKnsfDleYctNJLmkvXRwFNVK"
    "3sADsNkpV8RhkY2N75J4tr7chom7cWUAbJ0ugQk1sz7eV2I/OaIWgiA2Uvl8RYqoe+1o1wVfvgsEuR5HyBHRkZNcBIuHfYIdpqz7"
    "LvKEbUdZuqSotSCFLwnz1zW0OzbVKKcRoy9Qeh92QVBFUGNckL7opya2hFdeLJb0Lxy1K2nV6CGYhywKsQ/KkN2tQutLXK2K2jO4"
    "y5HRXY6MfZ6iB9q627/cMfVWK3r2bPnQVSjG030HYm+sj3i2JO8YpNgpA0tC5rC156jXHiuXCk3tan2n2CyWOTJib6Ggpw/OVES0"
    "ZQfFAtd3W6dxr2sdL8bqOsRdLn7Bi0eXx4oJWKoE94ESfSVIHcZ6tLPDonSrzApS9sKx21+KQEoOfcgQijWbVxUbhWL4wEAUYdXm"
    "sqhoTwD6/JicYfgGIXK50lW6VnvclYP4ENxzkh8rG4LKoXxLGxONihdrk5ttWGFP4BZcRkWGfpsWi837coHr+H5cwXz5CPkNjnqC"
    "1xWkCGflyC9icrfgCUPkDThngt6gFr2UYrPWW1lh6xk3L+or68C6ci+R8oh5f42UJHaOWsNtrmvWZPNTI1qVhFZ3HHWeP65TZ5QC"
    "Jh7Jt3nFnIxTHCPRqwBWxV1AXYYhjCmN8Xisj1DNBfI2JMVGFjqMnjioEFc8kIo1KKQejI98r2AroS60geEDM32ZLJt2WMA+9l+m"
    "8qwtfddZ47ZKzzfK40MFo+1SSJqOQwRdOcJDYctZF9hyF8iTYBzKYQwzGHq9WZyJ55fez4cENgR/q1RpjGkZVOm0Gin88jg8YTVf"
    "YeSSv6veIH7dpMaB3Ka6aMhXAb02xI3+meHFjJhLg5/60fN2pIjyPrw3WppurPUxLY01512G6LaHqSSxYTgtzRvGYiQU71WpBbav"
    "Bvwjugik+0F0aNQsmQrqbi3OW6LJF6fQNcNIzBlr0hu3EoPK5poiY6rxq/aiSIC49Ygl9WQfhkEKcqD8xiNCAHYYU+zi1gfiqaZW"
    "pCAdQHkn6qiM04BFZdAGCvUZvdjcHid9NJASkfWXEcsXfHXoz68NTBKD++D8VqFfudmVsfb26Df6go3EnALwInYlK0iXVA0ZDXRH"
    "MsUmUW+bHz0NSznf9oHw6h6UAhg/yzYjB0vTbmNfizyp2JWmvY3Up810yCMObC9Nh4SfzQMxWpGFlzDvgXiYLomN8dDMyPEhAYAd"
    "YGhzc4SImea2wl6bG704wi2ipd83U7GxV2QjzqOByv58mbgpW8tYhchia8S+pkkrtHbbYVc/KIdiVZTbpzbqh6n+Sb3r1C5O1iZO"
    "7YxOWFobqxxr4W7g2Gat6ja1sAIL4QPutyGIaaBbBvEgFe70nlDnqW4LwGU0AzKYwLgzpBqI6nLXkndJEd0wOLOBit8cCQUtdgoN"
    "om2Jz4GQQlYriFcMyzAHKzsMWozAWrdfDyaRDnrggFYzJqvSrbweTHDJA//qtNQ4tXqfBZGNtXWVM6z8npFccQTB1jmeXwLSzl3k"
    "I++Kppywsi4ecbm7kLwWYtHXG0dNbSvumueFQouAvXUxLK044txWWJEjifI0MtNWy1occ/EVs4x0mUuLBUDnbiqJOlSHTo7lR2XI"
    "0z+cGOVw0UVoKtUYhEAnme0SKwPojbUUD5laGuFdI+4BTy0tVYIVOpMORLkvqdu5KRd/QysXVgiE15KplTH+qaUx9qml4Wk/J1sU"
    "Ll4CFEiH7yW0Vy8J3qm9xEl5W1FhNRih2j8zGZ3L0RSrwYzVphfZmsUKY0c6ntAnYH5uYt12TS4D1hHgi1hE9Fc4OxG1OBeLndoU"
    "ZbWSiEAgxAcmOOBVAa62d2iVxuiU/OxJXy9YKHMjBGN/U4utcmdbzG156OfK4vAnbwpTT80/SVI6056K49Ds8+CrwRqPlKaRAsUm"
    "pDKdc+p7rvJNhjjSOStgjzXXMnjhQEmqtX2urD2qP2UAoOtqP8lkTUM4FVMf4ervNfQMsWcLZ032Q/9tjPZkjNsF8Cc5cQ0iJu/v"
    "o5DV0yRZFZKqyJTsIgmxpfv5XJmhUKw16PF9W3BPOS3ZROBKhVqeQIsTMEQVU9MsXu0QwzVQAFrQU5z1bz6Gpa36/uUEn8wSYvHE"
    "NZN9fWDLBCwVg3MqTsCp9moJHZHXjeoY1GhqsKpnVMOGAQtuIJLrzog37ZTngVsFAOr76KIcNGwM0WAdiL2EZr97bZuTjsBdJo4j"
    "JrvoeMDPcjMeN5zqgsgdmNBD3JelhcuN5lITu3F7BqsenY2fnEdDg2GDjY4hX0f1p5wen5cHcVxtw4c6YnwNZLpSrHeyYZj9JDgz"
    "3WD468rlQPdict3ZX2G/cgOxQHmUIMV3GMBnF0s4PJxHxAptaWHCgyi1gMv5rAJYFFqF3eHBKkotnoeFplJ0m9OmcgVxdlvVNZ4J"
    "UdLvj127DJYotuYM0KJCn6qauUTESA5hHeMgVo2u+80V1nCtqb7a7EKOe5yxy7i6lY2rdTpWEa/QMEM1sOHdFqQg4TntlQTHanVP"
    "XEcv0v4e4LUJho1LsIixhIlCtg2rY5sY2jpnLE6x9uR6rLrN9bTDbzfYE53sClYtqh1+LKjqYGOfjVyHkdr5kA4AAexcq/Za2SgJ"
    "1UY8Vjk8yEfMMAXW8qOPHd0W4caXLcV8zQmBEVS3AESdxMT7erG/rzSwOdJtL3qar3haai6kSwyGI81uUcMRIwywypnzapOevjFA"
    "tqI7mE8qhH0uRMxHBoD1xa11cQxwMhYL1cewJKqk+i7QongBuqathMIXNwNhmtED3PMX9gMoK0HkWbh6Xq85U940rDDUsUcNKV30"
    "H4lFab3cg0LzCMb5oquLCIb4x5VF1Gw/CiFbC2TzQCteCPZe+cBGcl1pkAzTh9eGmqZX67nst9uLWmOcLg6z0M1iElIJXComhCK2"
    "vcwOWspG7YZdjd+Om8oGYEFWzO74vrlCQgl1U+uBV5tAX5FnmxJep/pikxOxmOtYCI/lujFXax0oEkg/xdlKH0NWlzIInZVQZsjx"
    "8kGSg778gbB98GQK4VHDgMWrVb6IdZspkq9EZNuNuRE5toyC1D44xT5v9lHZ75JtqNywjXWD6bUskmkhawduaAxBmCcbQIIoR1RQ"
    "F1v2ABQmbzfRuzpnLE4BSBVIQ7KlQQCgsjihCDGuCy3lzaKurDX/L9SXIyJm3jffcqbjMLp2zS7EFrSlNMAqfNrZcMLCV/yQCRTB"
    "w7K6R6NzO9gfuoEbJrBGlxWEm2WpsOHLzU4q9/jZtZsOgKYHjXPqYjzesSE0Z+BSEL/Bswoom9obCrssL3ZbjqechV4BKutLTL7I"
    "Ki4XjiK1w/bivuA1lJ1nc1D1IWnoer+sfMt+SA//5Flj6celYwUVbzHSaf7WsUZGHshl6+PJcG2rTGBeRen9iOZwxgIDyg1u+Urn"
    "rH2QPLyhQbvxoXn74fK5nJCGV8rt6s3NNXNvZ5LSeiHStKEF5BtFkIxS+uF2rlBHz2hZjGJPObhknqk5I42kiKf6GLdpqefHI6xZ"
    "e03/yilx4I7Gg3FETtfKEGcnHnUHGEsN+m5nPEOH366pwJhdjDhuZ6vfaBNYjlVhg4NbdalIOL+4VXVxgCDjjV9Q1W4kUbMJwZpb"
    "5cO0G5d8bxUQOC+FqUfeIUNwMdmJEC8H+Sqc8BkOVRoHDeY9NzvHbopIWOrFgt7NcFPJOeyt7fBrWxi3uHXbyXKJ2tJxgUiMx0GN"
    "Uqo+3LEC2cmScJjCYD+mYOmhgfYE2E4qSLGQwNkMrkcUGVVxmRinRz+LLZLA+YXlm0rSJXC+WnhPgg+ch7QAQ2/ItepyUFpOYVQ2"
    "XyEmWB68OpDagDDV5ATz6r4G4HlxXql1dSwPj0Md5YARl7/9PBDYxDjeuWoycTTdFqAMLIC/oItqrwOdzEGTTde3DNEzJ4ASvWoH"
    "YmRdiEoqXZADA0IfpRnG107rQTcrJRYqXvr71prtdzvYMNYruFqx6/tsVmexZZuUqP0XGTe2vhuroHfrgZUYO2sIhPlju1MXR29C"
    "m8k5bpUxumuHHAe6feJQOXCu9cTkqs6VzTMg6nRapWORWeZgt24j0JNSAHx/KPI9PtrBlVVoTkt0q0+XUO1ueAlR3LEZHfErJvrC"
    "EcjWN9OUHKKJLyHPH9bAGD84031YSwboFeEiyE/HGHj2QSOEWe0tnXdsmbAYZtRqi2t53dYLfDd/uNttc3chl83ddzDvO/tr6s39"
    "YH8H8LK0ynjnyPCOvxa/zubMd7iNvB/tz7dV7ycK0AfXZ3Gn02tr3e/nzd1ahrvVTBJ7vvsiwXy3W9mc1X7urZjQ1xUBszgMQi/S"
    "mHfMS+7Ic2N5aO6be6s10ns3nIwkWKS624zVflqkuVvYrjoe8KOsUAxmEV6ESe+jXczOM4r83e3yxE6c3jcPL7wHRBQfKL7HbiBp"
    "SQ7w4W4llO2yIrK/nDYPSNA+rCY9bNjyqGDPjtQicJH2sHl0dXc1am/80U34DSS+ngXItYbPu2rzuSiPaWMfO0w5f4bZKRBs2i0e"
    "1hCDYyYR6CtsPtufNQv2+7wD6zefm3f86HogZ9ojFpE+i/CLtlbpPnfNvrJ7Q2X8c9fhdylLfKufh7JGZpLdJyuTf542826HH8kB"
    "pAApQY4gWKCbbQ5kPxyzJ8KBexy4x4H7CgS76MYSieRciejGYua1D7jCAVc4MOh+DMsVtgeZZXJFPKXgnkLhNYCpcTbVcRovhFxb"
    "vTNSk7QtGXN3kGscA0OnKzOWXQu5XM04Lp1rIW1WVyWGIJ6v2JE0pLRxPucJ0ZxNwxjiwUUp5tN64obnFoOonrfAMxSfQGAj3dhw"
    "BRWhJdSZr6jckZCiWHn9kimCuBB/OOSIQ46IP+KQIxPohU4c356hHkSPcsKvZIGfuDvnAJl0i4YsElSACpaswDsQHFHpIhUPx9PW"
    "JxI3fzPTngUZaxCsvjhj5msVXc0z65Ocq85cLXG2UzcRgRUqMtTrXJxt5UAXF/OomzM/150GznCpyXpb92cw5LvZfeZVm4Lk1OMz"
    "avDw1vDNOyTZ630klgLQZ+a8LUgGrAbMNLAY2WtFE0y8g990PPqknoXePkhkCwtICgbzDoXd4f3g7j2XiI3bGGdiPe/PaHtYMj0u"
    "3fMwalGC82L94shMgdITH2QwcWAcGeLvQHIWrbCTpVshxBemUNmitIYTyUXVeDjJCtXMASkojWMtSJGo5gPKecCAUYwpA18SoFa9"
    "ZvqPmLEuM2P6bgTPl5DPlMpmz0cwxI+fXE+Z0Df7rQ2jPSR88Bpo8sVYlwGwSTLvcMyI6ghdTKMMjzsWxgi9sDGDJNT6DdHhgQ6i"
    "UtibJW85Y2tEVP3JTElx0tDVmTWiYpszwZrwTm2JYYpPGMJbwj65M/syFoQDrrgSHuyKd3I9oyivOInrRmJ+6O0dBI+A9DursZUk"
    "OoD9jmQPciC5iPJ9OEhCmmARTr04fXwYImHaEUTOXw0MJAMWl2dOdEgLMdpnmSlECFrx/lidEdNhWm2ZQ4RizlI2M7quPZ9BCKej"
    "E9ujE9vvkRFE4WPfc3XFGA48MBYHMo/oYHga2v59gSMKHFEwDok4Ci0z9rhAkcrMlUwpj2ir9yUPpQLRTJcRYC2fJjveWGAiRrXY"
    "szbvS2YQa/uzW4UDuCMSF0aDv0eDvz/i9mjw90cmiOJ6KJMTEk61NWB7Nsb7CrHMTNViBRO8EFUpCvBQyWIb4EtFLTLCZdKZ61Sk"
    "WMejPe6ZHoRAP+OmNY6quz3p4eJM96jpQmiWJhYYvjcoEs57AOSuK3DnjnnjgHemm+A5y4cA4gRFTjrQTWYIlRHFw+4kirszuz3u"
    "3aO4OLAE0/uR+pOA28SZfcA8L8ZjAW+JlRFXQwQaj/3E9THnSJmKkyKOJE55Ijnz5Lo1BlBAlGUT03EVPJQBYNURfGCIJyQ8sH3u"
    "ezwi8AONj78UVPfDjmQPwh7EhWbEB+dJnG/osGMqDz2S8ArHI2Nqt7mXYcdroCcHVSsDpObjIJtHs3QUjDUkNhwEb0n41qShHDwu"
    "I63lQL4hFCFPKPzQFrXhgMoB+2z72CRdQg/HOt5NuAGpl3NQBPLCGOoOLJWivGDinURQaw7RNLnRMq4jzdmCmSH6+SXHdfA20Fod"
    "9kS45Z7xRxL7qg/87UhyWfI8peAUNFkHNFmYR86MQrt1QLt1KBjEEWi3DkUFwreEODRhBzRVB7RgBz40Gi2O1B/kPBS1/8BGKVsT"
    "I9KivwdQJDiX9QTt0oFPgNHogZXmyFSlHJGRI0oWqxTGAE8oYjnMA+/QpbBcqZ0yS5RLvGUlEUhEg6gfMEBaZaYFdFK2EQCnunHQ"
    "e8yIvdA7cMnida8588oc1gonD8C+hiF+pPhiSr5ReDM2yi0h5zyBl+PgmTL5zljeAKpjlNY3jqKxmQEzc2Eu8aw1h5/SJBArAywb"
    "uDnMBwDm6j2gqhxl4MR4dwAWM8z3glUkeuM1n0ZN94E2ysR4YqfrUZaOXF9P3U0MM2+cjgN8NoLywnD6gAy0JCMJjuhs1JtUAQVV"
    "JN0BVUKPoLGND5YOXcnq1HGV3HhNwvNr4XrXJyVxOSqAisnxdTmADVgHZYSdzk+kU9MGZ0RDcnw4myoCxdJ+DUE1Bh9Lj9Jtm0ZX"
    "aSDJF+9sHXxJVp6W0JI4KgO96E7PJ9V/gZQcRMpY5dbPg7UfW9VLRvpqifWcy4jDnHccMyoyzGeHJrsH7gIyzzKvZBKFU1yXK4uC"
    "mh8HintM4yqLUxw7jUu6LtWqOTY+DVjweqwCSihEd2JVXLVdZuzyygJ2FJWpUcen4CnANOS8RVDvTSGdqOTWK2I46J5XpgYC+7mv"
    "PpAixr+KNnV6TW0ane3aQK7YsgRywrRcfWr8ELecRxhlxP0YgqqdIJUyu7mWDLxGtFdRG7YsZZBDKYJjBnFaWHi2QNc3emcrSc8l"
    "pPz26sG7nu/zXR+dShaTeH0Gg44Z2GIMvbKtT0ZkFGVg0qNOrb8GWa2bD7hSj6+5J5pItIo6H2zOdAAfOD85DKX6vkF+ygEKd36y"
    "wridzfFJ+Sb5w2UUQhEiLyMa2RFfDG46cYBujAPqA9vUibXWaHSRBlm2U8H6xR5pgjuDeVGtA2axTQNJTSrsHwUVdINjE8OgPVDi"
    "oaN3ONMVSxoH5PaGOnhHXu7ILi7OnRoxHPwIbXCDFOZyTrmlGY9R7Ej2IAcShg/EPKZki1lg7FlglargpIMyd6S+qTy7hlcGiagU"
    "VSYwEir2JLj+nlG4LkK8MYZUBW+OD704MLEHYaFjFFUI4ECepzgcWOBAnIbhVFEy+0Y1ly0wvDKCMT3ZiZlGVwaD8A+yTqdLOWwO"
    "3Zs5bGsLNb24llOBJvriAxwe/ShIwvSyFw1+KtFNAdEdlBDt7Ro8klCUeM6O94CYT1cNm2WbR0wZrLFAWGbkmVU/Ia7T+NYgpWBU"
    "KgIAHSwCAYhp0Urcmlx+9JIPCq4FnQK+7KP3hJHjM5gMRs7Yir2Sp4NoKM7lQMesZ59DLwEljaKD7syQnmCUTLEj5m9koy7ut3HF"
    "R0dDREKSpVwgLXkymJf6Z1jjnN1XzhxOcwFE7XtjlcMYu8BIuuALOjJOtGbjVFS7U9vJVCgC2QrczO09oyUJHqXiiTSTy/nnYkHX"
    "YEPiW0KAPGAg0YOTc35jkKnJX7BAIXQ6BQ83OQxzy58guscFl5FCgULAC6n0WzLyw8LyA7HqaZV0PbkWy0iZxBpdBhxTLLhYBTyn"
    "VMmaY5fH0CdrHwv+MKUo2O4WTU2Cl4I2uUCFx2J20WlSEd4CFoTMoPk1wllOwXE2/M0ZmVSQUGyYsxPymQ0Oeina6ibjmV7xwYbg"
    "uPzAQ9EHgWL3dOZ2Q8FSxREJ9Skhs/IlYBwHoXMqALAqJZGeuYCEpFFMCii1TYZr54FQ4bNm7GYUN+YWFffRkuwa1nqqm29mtJkl"
    "+oES/UDJlVY2oSX3O0q0/yXNM8zSIDYG5y3GsOjBYzCHLvdEuAYm0iXadzSyJdr3kssf5YFhpKI2lAceckYmEIemvUTTXuITo2TY"
    "XPKHBF6LxykOUvPGcCR/OOZ4IMVBmPByhlJms46A3EErK/xaWDqaS6x+YS5bcrpSEKhdgCkzUZ0tkIgm7ZSU0MeKMZPN1TFfs/kw"
    "LtnsSQrSMhi7lUWicV654hLORzKix3QBy47RZovjGEzatXQdvAgwONAdWsYXPpEOhMvbuPPE60MUtsyAp/NMCm3OoWdpgJv5xvGY"
    "rbf3ehEt9wIU5JhbZaZRHQZiehJri3sHwXLGMHyC+ClIZW22FzukiWcoAM4QTTaCSGSgr1HEfcca23PWWfKVumj3XNp4kbfHB2Wk"
    "FU1kpEwc2o6sG5whiT8UMb5D9j3oGOCeSJROigLp9V+V36tXErWZVEVz5q8QUGfc8ZNcQgCceT+QqLbf3ZrpvEjozCvpFGB3Mwjo"
    "KzSuTOCA6kYzdWRnKZN5TogXUATym7jamaHzbkqeziadBh6NyljRDL/dIJx+i8cd4B/FL+d6eERD5W83YxYsQhHLQrxL2IWo8ySt"
    "eBhg1hg3qpZn0Yl5ZVRkDl8PRMPOGd+KvSD05MedyBF0D3IgKUlZBsfYkxbgiQUJKY/ExpDrPJHz+ztqmALG7+IIQ5ZGYzXxuOys"
    "Hq1lrnnlFgQFDcptRYByCL42ADBTSRWMg8cYOqJBPKJhPu6J8ERojY4YfR/ROmPkckTrfDwQIZGPfCiVDIJIDLyPaJ2PaJ2PfGJU"
    "riPr5bHgcRz9GOtAcX8cgM7FyCiq5xfgEXsSnIeqeSyZzGuWjOS7KTnWOJY3umSaeRs+nB6HT8Fs8o5KVtgjFHN8RTwL5XpEWR9Z"
    "YghSNmXWCisohGMJqEhElJzJnupMgWNQvR/ysgikOlDxONZBMg56j9z1AdWJreJK7TYGKjL0Sy2GWRGoRDHkzBqthgZWnorkTqJ4"
    "fKhH5KLGlA40kfF8sNWOKsM+9SaGkjzQKAoJLQNoxUAvV3CKLxvvdsGUbW7+H60t4o2wk3pEmaD1OEIP32hf4sAG5+HCqEid9l6O"
    "nYQHjl0HXwYAjB329PpHyJrbDSUlHMIb6SyPR2AXUi51iLMtwoAA+jUA2jg9ah8LIhrHHpeyTiSrccx0SOIsOb/p4gOr76D6CzMM"
    "pJMWwSAFTNqqqcLm4DFhZHbEpjoGkZAiFsXxU0tyEPWbO2I1cpwcskC4xHyk7hwZusmYSRxh2I5Mn+EVrwtlesPBlnKiW7WHQId1"
    "FknIGxv2UEecNdMEhbD8HOIiJ+scUoU2K5Bl6rTHzx7tdMCPpADBYZgTnRBCQ8Erl9ge1QQZFHfFezUCwZcwKjlnPZOMigxZz1Zq"
    "PIFRMoQY0xmY+KEtRqZm7gwaoSgpAD/kkzs9nU+oCieW0Amzi9MJm4in8xWnInNYlznhUzNynvDcWDXEk1m1OOGMutpzqYZ7H6e6"
    "2/NZyBMB7ssSQDqy3iKA2K7jmPuEps8IrR/MJ+SoP8Q+AXdSjHB5y/g76ESCiHeUJuQEoEyZEWqZpB2o9aoLAXXiiYwSjbOvd7ki"
    "qHE+svaHyMoIM7U/kOJCqNwnSIyccPmJX9iJhvyNVSTsRMg5j4NoCtqD826/a8kr7PydUWRGjqR879DLABHk9mNohARIgQLwjQJZ"
    "S3fhCUMhSn0koAaUx6Ot4gbW+YAfdoHO3IA4ows8Q6DMCA7FmZw0yQ9L8CQgVmOVxHhPKiNkgGox6eMXlA9b1r2orlX3fq2Brc65"
    "RN07oygq/HxH+eyN4bmCs+PDWbuf5wpDdlAqzhr6xHHHWZMAbpidK+q/ArgTu5nK06QdDTsLonk4V0zgycgrlC9mKr6QMnooGDd0"
    "1w5PxaVfUPWrQHoRHVusMyrMGTUWteuMufAZE15t2IFqsRkoOZNiDbGs5c389IzEV3Ge0LIYPeleAhrVnaeGlWdqHxOBNYRnPNtj"
    "z7p9fhQYKJ4/b2asUVR7q5RoKirUARxQcXFZ23zCmN/Q4+UMU5czzBbNWOOpjvjxrtVRgwjrovg8lb29yorNBhDlCe8Kw4SqYVtL"
    "hus0J5AG2icz7UGTlouH+CWMjyLEw4k4YhbHpXBsG2KXaxftCMTcIvx8BOCJ6x0rhbTCaHgoY/TO4Yyca4mxcFyEnOBaafHCsG+F"
    "GELRYqfHRxqLqDSgS0yGPR+iTpTX5INKkSGDvNK2sl+0wsU6wBvSx4Xxi5qHqtXKsfxqGetrvT4aUBbjzUU4Y6la+U8AcEpZDAe6"
    "TiyDBeqOwvQVkpFnfdku4lAPmgt0eiQ05EdUwI8razEPDcvLtoAkfjOMUwavnAH9FkNd7vKpTVlUuzFCbfBd3K7tipx4jcg+NIfX"
    "wXzJfigjN8PUr6HekPuuAeILZzWRyjqB1LYBswgqMBp1dGFVxy6wwm4t2NU+ZzR1Fdqaqmcd7XFN6yyxmgoBvColLGiwTnFoX9GB"
    "wSwhW5kdLwPojospcsedH4kIa1TQqH7a4eZwcz5/ssbkU4GfffafuD71CcXwySohjsGtP0Fe6xPMehrFN/uJD/UJ4YQkOFaaP01c"
    "H/s01RVO5ALgp6vl+WKHXLh7dsG87cJBoAuoz9AGSmSU3xBnxINEluzn8FIHgFT24BcIUVwq/FCzQfGmLlXDuJbY8n9BIu3JzJdu"
    "T5EAcWWqOz+Qre5ywRd8ic3Oy7u9jAsA3M/E7hXmFJer92+XG36Sa71YYWI2ApN3szwtz27hdtaahFGKD9KuNKlLsdCD+zXQxNa2"
    "3lGRwvig4ECfLzOdVsyc8UDayrdEBB8OPE0HTpRey/bbZ9+nIaPyo2ByTo8MgFwTrnefcVGroCi0usDRSObIovaRRc0VWaMXUnyM"
    "ZGy6DDEf5ZH0tGMuSx4D00hg8JHkPBGQXlmC5RXH4/ro9oy8ShdiHCuqHU9DWI/guM1wey34Tqp917b3/BLDccNMA2ag2aUBA1IV"
    "I6TJWSJpEc1QQxP1LU5A+uKdvUMg86encSxjLcXg1Yq7+faZnl5ImQf49JtpXoyURUTOMtZlxlLUnw9Nly94GbuSNSSFS5Uy2Hh1"
    "DdV6ILQiNQnu0+HHR3YZ49hKFU8CeiTsXdDYljN1YIvYvYSDQD1+4iN1PFd7neEuj8CveqoOYqMzJfOCMs09Z8dwMw3wGtWp9iHx"
    "e+hav3p32WnwSy3JGSrrokkMBc2pCa02zJzJyw/4XPNnDTS/2zSi/HAI+pAay6Ao7GZHQCEvAOZdezXN7hMa3IZj+YaekefG1Rdo"
    "2AWs5ScuXgTQ8mNYngbgyITLPY209chZXhIUBtWxQ62bp4uoDtYCHVcYGm2QNbE71sTWmAF6hibSEc3E+9KB2Ayv3EYeWKTDDkKD"
    "B8EaHQS3GsqOGcUKuz8AOmYwm4xzm7PBd9ywHeSGWIPNhIEcIn5gWIDPzj5mN4kBrnO4l99oEYgxmIs2JRtGssI5E0XOpEkFLcAE"
    "XmnciUp0QMYKyXSIckd7FM4Vz7l5WIKamyN+yAme4oRzMEtE32NjY8icNDb9QQshrulcA3GhpuJBLUlBynty8Qz00DdXoYZZI8B7"
    "qIaOrigNJZKk6oCdSR1JMDCRJ3CZzRjvhiPQIHI7smFj0WBiB7MYM5Y6GlW3hjvcZLGF3TRYDmgaKrobt1FK07K1wp5d0+3ZPTf8"
    "+BuWXFcwRxyIyaTK7FY3XaTLDWOeHMGv/OyuU5wfut5PVh3oCi6NSb01OI9m6Mhn7Xgj1Bfs31BmxC1vZ+A3bTnKaNDjg0FWjJ8t"
    "50KNJIKaTpbSAEBRPFj+bmDOglQBXBxzQRYMFjiad5UvEgY9B5Ixl2ySTd0x9mgS8pHQqiEdt9Pgo4HQOMaJ+hZtTDVSvxlwFK2c"
    "ucIMcZQ5zaow00KcFWZjKytYRgVChKbjzTSq4fEKi5pxx4oT9nWx/qEpY6v1RjKqQxtsSRiLInJD6HPrnTXWDqlJPaPSo+lsuTbZ"
    "+n5SS4VXY9aB7vG2AjES1awtSbTzw+FDWIKeYTcY2Zb94OB3gBsIShWTulaLB8awPtCerUnDV9fi22416G0xXIeFQhBckj+MP9oa"
    "MlkYaLRt10tXBXt1mm2EpyoCtcVAyH2n0atxXzhuu7x8QT2wlnv8dtEBczDwSREYoYHy2cjV4WaMcsJanJFyz0WPte0VD/E20vnB"
    "Vmnbk7AuwI783OIqGP7w7SUNZLBvirsCcimYG6ItjHqCshU3XioFjTjmRC2Wgtort4PbKypOa7Ns9AmciBnBLa6sQ9eGMenMnsEB"
    "3sYVYm+tlVO3q0JmFUOAbv+JhDNb8QRA2ciQZuVSMYqxO4pUB87GDWkEBsDhjoNyyJBfg2G2Nx02YDBw6cCtZNG0cP7Q+bALa280"
    "mTRTGKtj04BS7ziv5kvtfPZuHJlrUSlfhqMdnwyq0F13wkV5VbxTjF66nh8TTfWR7jyEWgDOZgaAOeixV4062fV5UiiIL4oSBmxo"
    "4Xu1cXkjYSxKBBoEdXKs8Ie7VgBQHDSo8Nxg5iwZTRwLJUBraJ2i9xFXYkXTUgY0d+SyEEw+GkV0IkEcfxyodCN6Kk5LZH8KrJYc"
    "gLuPmsN+4Nxd8eNB4c+bSMNCIMruuC1/gSVKDlkJpbBvEI03p5Cal4FycCHAagOIQuh3IoUHCk8NsQqgmqeenBZivmHaa7DS79Cp"
    "gGpSZnMMvCyYYRGFMaoFVVjZpo0WZxrIZJgci3OsJsEeX18lK5wPwXV08icYdJIWtwhURzLU4aOzB1hKoqVzWkQB4rU4Ks0yW30o"
    "8NH0JKl6GyBFa7XHAaMe+pZ7+4iwlNJDW8IIzoKGQY80vNke28I95LP6osFkC31yz2krLDyDYpLa28g1YZsCn5qW6oj4NKUrxPU6"
    "foAiDFv2BfPM4SjK5tuBltp6CPol7YBhEZ1TPN4WHmxnaJ71uMFplLHAuT+zm+mxsm6khmJKf2bL0p97kEcS1fI6GgvqD9M6LY7C"
    "QIXuFp15dcI3qdlEj4VFHsQiqXrXuuxt9IgrfuJ7RzldcDQWRbDs66uQZBr8G+RV653o6AXgKBGiHGEyfHZXA3NYmgMAbQpS3IHt"
    "aY+BUI8xpUvmhNmUOQSH+g5LzGWgB3ktqifs6kfbNaq3nWJaHtbVonx+8EE8OWOj0KMh7tUEaw0bVONCoIE9q69q950I01J8IV3K"
    "H4jBO9koehqU8zSGMTsLcDaKbrpnUWPvqsd4DHKuen8Eujgs/WbVhZ4tcZhtCZCTKq3hun8VPzRcrRBTLIcWs4a4lMs8AHGtzUFy"
    "dA9eKqYX3XmGJcULkJ8vY89L0gK7kHKdJLaFZVlJMwbyPF1FaSTTUEUHxrMLIhiDxQFFJHTVMMcsyjXTfmCJoutdmyGZfYVBY6NV"
    "fuUUuljgEqsatn4ch36ImE4tJr0THxA6GDJKgeKiTtWsA0R+PomWfr1PZbzXzkdFcAoAU2GTY681dBjmXCnW30SRQMqp8kwAq0Cs"
    "0GxyPHhAqW7NOqBXnm7snFH/Ci5WRKvCH5JIl7iK3XldCZbw4uzIEk3azszryAaBc4g+Fud6KIn1rm1unGmoh2grpn1NAZSew9Ze"
    "9WhSDC6ITOFY3PkhXef+cdBWa/8odrJ60T80W+kfHHb2j6QTpL8APuwEtErYP2i7yTi15zEJfLfm6/2Cn93yvcaPi1HvWEZ5b66o"
    "qu89fjgBvwk/biSQsZYIxSaSh5Z4FFzAgRDd+vtU0u0IwYMsxQUoJklWOOdx8mYxv9/wQ1uHrGIjFlXIN2QlXzxAWMfIjgk00T3T"
    "nDko6hkZgw1IS4HmQbKAdLFEyrN7bk8OXK3iY2U4AI+MgV1JYzeQB4k7f5+HPX5HbeEYPOCHKRqGGTDmBqqx91B8tteAyqA6NPgK"
    "9hB74zKICVaLclAFoJG6od5P4LhVnIU2lNmiQUCPP5CUnAo7KDLixWi5Xe8mm3H3hKEIvsTEdWlVDmCSqcKAfiM+Kk8PwXwgniEr"
    "J+KFg7h/AXX5lkdDGtbhkST2QQ0OXGMbYPcIVCI+Q8mcUVIG7E7mFz5VWo8M5CdgxYplfoL1VIDVbtxQfipzzhzyhtqIGkq+Jxm2"
    "F/Cnr3e8N7YfFO70wvk6G/fnRKiVVTlDEb9mzoTWi74tIs9EOc6vZPDzlX0Rej7MEdDx7UbxMb9fHzURPJLqF42xZJAyGv1Alg+G"
    "AKCDLtklZ1zQKtchHc4MvpOwRzbOg94l7eJAT0TYDRn6gZW+FYIiIybGd17610yuQrGycMQj3X4NevbhuoBCiDlJ512vlKqYHHwW"
    "b/2IrB8o7wVlBkVGw4J0424aDuWCFNmLdq2yL6Qk3WncDQvwBAoqDaUckM/ucMy5DpmaMrhyxM+PB4071VXK+Cp1zPJ7wP72/Dug"
    "PxvnkqY3fFWLhEdjROicDKWEBDHhGCDiNkACbMCnydZYbWt1UoA1tUpsGrj2SRF0LPIMvviOHnBoSBKJVqCYI56NSthRFZEjpGXU"
    "Q2/IoA0pY5AV6qWG/WgD7Ai4uqFV0UFQ44shm0eSjUwx5duNdtD6tLPC+eDck/34GwniMC8cej4RPghwjKL4njFoGLicDN+GIFhg"
    "gYcHje+BeAPyJKA7xAIOnSrN0J8ZcM8bOnus8yba3AJ1F/ErnDzwAD/xsIZEkKu34kWAIUBywFyknSRSEoUjQAsxHG4VAjoD/gmS"
    "FeI6l5Y2jErC0IEOKVuecVZIpugWtIocVjBl7Nc/l+iAkxSDfT0/SXgquYJuOgxaBjBAizbuR8k5jsDdIKCQqARFKVU6vTSKBVp8"
    "Eu5WwviBhHrd4omAH6NxhngCH4KKj0n3Re9lRHNZB14dPcSTZTxAXNfIlgME+aZhG9BoQ+IjysTVTbo2JmXZGVdvnfy+kMg9lEIV"
    "xSIS2u+ECdXO7/hOUivb79ozT2zgk0R8ywUxkm6x5lBqzE+VFR4zLFaY2Rt8A8Sb72i8Q+BNXPeQkqKDiGJFKH3JwwE/Ncc8jg9O"
    "+VYFIciZUIAYbWKXJEE8N0F41QglKDD+8I6DLJGjMSQrAygDZ05GyTyhpJSqnJcaq3gnmKjz5eh0ZldLxr5B4v5GYb4V/AY6HY8s"
    "nfM0SisPSE1QwsvmAgIojGEaYPxJIivyhwvGdVHxRGA9LW5WYdctQQyPFspBKxsm6YuvvJmwmy2cUgqA03Icemj1qKC4ASIuED8C"
    "5QgoXXBoTemcVOtF1pWXHjzFJPJRVIGbqD+3Ia3bpXpCp5H4o9RZUoliqzS1u95LssMPvYabDzd+dMrtTu/oo3NPFOxM0ATlUXw7"
    "3sejW/d9KLfJO0soA/QiplY75EnFfe/bAnwELAfyVj2bETgv4ouRFyOPSmJZnR4q02x6pDqduLJGb4vOknOvFdDTTL2mIAkTv4Sv"
    "GXfF5CUNLBdEM5tQuucwkVXQF52Ms9xGX3I2cCqdJXLZ+gQaRBU9jM78rEFfGveUZS5ZjC6zBL05HOmsiJwFAZ5eoSc7mzLXebwh"
    "a9dIrTgbTNmUOy7R9aKqiwAqLGtM/dHUaYx8HLSD0BR0r0fOyyGQnwuYBPQ4NMlLrvZBbjed+xHMiIoLAo/aVgxcriAvwOMg6GuU"
    "ouppfPANMW7au6R6zFaNa2nJgfKVcamQ2kPjD4YPcRhrmTU4mIjT3JARLXuliRNTMhsbdsKaLCz+tALyYi5miYFquu1IWkqvGehJ"
    "+RHf1CLAxEO6VST8SG8VFQSMw6hbemClhLYUjew7BSTiZIDRLclBlLlZvBm/BAaGdMDIhsD42ecECx4ioCrEsqK1TN5culAQ8LBv"
    "BhbQ/NMZsXQxUs1o5Ha/nMuBo1UEZZI927i39zke8LMiwLcxUueWA/WRlrBg91EUW2ysHwjIElqgJNhJ6IyiXVQGZHZ8ZCiunapF"
    "Gi0Q9/jywBHyr6L0iLaCBXAaRXkk9r3HI34IYnKAFnqkFsEINYIRomEoRJTUmS+MjB+GIbQixnA2thti/U28zMgPB9Sienjhnher"
    "zgtUtJR3HXBlDhgFIJNYI6Tg7eVeRHESJRnG6uJGM7U+NvpyqUbjboaYjHOOcERBMDhL4sFG2tJaef0CjouqbbDWG28Pj6bXgZ4a"
    "AmIjT216GkEYUcGxCjp2mMOPn4EuJKVo6yyPwsLYw4KKBQ4rmBxnrg5npI7D2PGmLHrtX7BNNcK790ztGcOBcviEn1e+3hGgMBTU"
    "HKC1Q69oM9pcX2ldPCrM7iN8Difhs7yEz+EmfM5+wudwED77Sn5exg9f23P2sT27++yZGqXOYrKcPVvPa//U8+KTen7RQ31xPT2v"
    "3EfPi5Nox/7BZtfQ8+IQeqYX6Fkenme6dZ7Dl/O8OHMGZAYkJ/rq5Hh+cTA8h4dhAzyU9/NaBZ+/c3bxG8hzyommmh/kxXts2KSl"
    "s915ZDSaLoqPyJvuLHe68+JPd9Yag5zmznCWO8Mt7oy58MgWg4YdXLkrHNrOk1tendAcwiPtzN0MuIydYY9oknkSLs1P+MYnH15B"
    "sQoO52b6jJ0nqyWTxA0xD5hk6HHt8nV2r64ClGHLzlznVwet8+KdlXCo6ZVspufVeeVudYaL1dCFXblbnRcPq7N7UyWg27M5PKDO"
    "7vyUAE5PZ7o1nenKdGZzFV5LZ/cxOi++RQk1VFvci86LB1HgxU3A/OIIdIYvzmMpHv4553C3Oa/9bSKwGp2sXWkisPSwDHODxb1n"
    "Gr9VKm9tYkz8yW5S+LScw6nlTPeTc/Y6OcOU1BTLYvAzOVN0iK4l54k/juLgMnKmipXflaIG2S0ikRYU3fKMBo9ygGgsboceTRtE"
    "i9PDObwezmu3h7O8+syT6t8VP7k8nOGdcIbUNHwQznBCOHOZzXU6sh/CefEzOK/cCc6Lc8BZ3gFn9wNonMlMcPd/czj6I+LE/brH"
    "asAVV8Vsw/35OdcwZuXcb8E8hn78ZnpXm8OH37w48SNMZCtZMPfdN4dzo5ku+WYYh4YfvvmK/EBUy33wzXLCN9MnFClvTvmixQ/f"
    "DNd6opQcDK96cyxSypXe7L70ZvrQm6/2kiEQRud285WEP8iiwi/bfG0hWAWPbLNcss3yrGYMh1j3RP9pM/YRr7i+XKbNV+tzJesW"
    "zstmuRoDb0lgO0DjW/ciNofbsJl+w+ZwHDbTT9hMR2Gz3ILN2S/YvPj3mhcHXzM8eM104TXfcB97dzdgWBcwQlO3iyuuefHBNcsJ"
    "1+w+t5yXRSDkzio+nUHN4fNpXnlbmuVGaaYfpRkek2Z3mTSHz6SZ3pHmcH00y+WRcWQcrxz9gGR05LZolnxleCua3U/RHK525uxS"
    "Zw6fOnN2qjMv7nJmOcmZbyhse3dqZsIRzRzuZebsJGZ22St3yTIz87T9Dktzd1jIuFuJQij/XuCHQImfldGdP5x2l5mF+wm/0B+G"
    "P5QZS4dwfTLDdckMPyXz3e4B7yQzXI7MdCMyyxHIDCcgM72AzJ/tHAzX6Olj/mxX/mxF+rmC8A4oB6Xw5DF/bvGz4vvcdW/l2zfP"
    "/+v502+/8vyl5689f/35e99++fmLzz/5/Bfe+rc//vyB/f+hxf6m/f+bz994fuf5C89/6e23LPSD5z/49nx+//mrFv+PvP3w+c0T"
    "Ifx7e/vb30D173fb9X5k/7954hjEfP+J8/9Ruy/O+S2L+5Hxv5Pn6Ifj3yy9f/vfn999/j1vP3h+z477kV3/u3bfbxvFOb/5/H1v"
    "uiP+/eCJq+CKP7J8/kN2zpvn4vtMeXv7hee/+varzz///PnnX7En/EV72t94/jHL3V95/n/P/9uu/2077od+/R9Y+OfsGrjij3jt"
    "b57/sD33D3kt5Q//dIeffFvCz5dzfu/LOX/++U+8fe+5taO+Z8/yS89/01L/xvO/eP7p59/99pvPX37+mee///a/Whn/GvNWPv+B"
    "tz/69l0r8d9kyX73ObwhHqX3nefvePsP3v7Tt9/9rd/39j89/63nv/72U2//0fPfeX7/R/+HXfvPPn/P28+8/bzd/wd21g+fKPF/"
    "8g1v4O3td75FTiPPP/X264b+vrffb7n5Ad/TD/2N/QIRyvpX7H09+YZxxg/43p5Wbv/423/9/NbbL1kd+E/syr9i9egn3/5nezIc"
    "9TveVBte//03zz/6o7/8/Kftuf7jb/3S8y/bmT/x9t8//7fn/2hv4j9//itWPni6f4Zv9ofPf+rtO3bvt1w33t5+Itct8deU5X6/"
    "9vxfnn/X27/x9l3Wux/yat9j/fjGyvE7Vtrfs5jfsmf4xsro25aP35nzuFzzW1aX8e8P2bfwZ+zIiz3dn7Lc/rXn73rbv/05K9Un"
    "68o3/oYR+h7x73/759/+hpXaX7Qy+97zD7/9l5bynedffP6F5z/79mefv2bP+ddYq3/Zvq5v2/n/w/OvW/hn7W18n2/gGyvFH/It"
    "/B1v+MrWz/xTH+rbj8sB6t4ffvur/IJ/xDqpr+R7fH/ff/7M2zesV7jq9/2dqgz1++lcok9+j98w9ReJlfIHeMR/+Pwjbz/z/ENv"
    "f+xv++9+1D5/zurz3//8t7/1n9n3+XPPP/78q/Ykv/H8P58/ZTn5eavv337+e9/661beP/v2F57/nL2JX32ihfgty83/8/wTzz/w"
    "pnw+n3/Q8v/rvAtSv2t3/9m33/P2B9/+iLUK/+7zv337E8//yr7b3fMvvV3t2r296Z96w/v8aaO/alf400a/a0/5jdUoPPFvPv/e"
    "t29Yot+37/Bv2l3/ksX9iyylb9ux/5q9r5+wWvhdL8nfIv9d3rYhF2iBvs+69I1d8TfYWvzLVtNQt37D3mBj7cs/9ob7/Sm7yp98"
    "nixP/68d+zNem1X+P+QX+c3zJ9+Us2/+f97eA06q6nwff2fpVQERBAFFwIIgFgRrrFgQe0Wx996iRo2xxRaN0cQae29RsfeCKErv"
    "nQV2l91l++7MTp/7/p73OefOLomz33/85POHD2yZmXvPPectz9v9eYfnGOA5l+DzGXXnG979QH8qA7FnRZLJn5JSrroz7Jnnjtwm"
    "vLBA+8tXYrJ8Dc7AKG4VTqAzuaY1ZbV8sgJPYr8dIcr12VOv9LLsQlnEn21vGrg+k1DFeC0JKs7ivAM9QwLuSso/W7jGIM9bXfg1"
    "y/22ve6K1y6U1XxvRheBWw7BO+rws+30jlLD/Y/jN1nsakYn4NUm7mUCr9RoKaRKR4lyFYF2x/ft8M9OviMlVrPfyfBJ++b5pxQ7"
    "8iTpIA1qtVPfCO6MtiEtMzod67tdhkuWdzOampN/UuU1Wv702ISPglYyMdz9Qvcp/Mr10A5NeptMg45JaD95TX7Rx3SyTG1j1UvA"
    "L1eSctPk4eX4txO5a7jsBOl9IH6O4cnn4WSbsbdxaIAEXgtwygE1cA7fqe4KSqvG1w3g1tJWWjvDkxjWStqH8iTEBElIRDtzp5eN"
    "/p3OVb1P7IT3xwqiuO4crCCqRref6O+kK1a3lAjkSHlP7ZxWgLvGyx4yA+topARv4HWa8XRXi+GYAbjLSWJrtudYg88Olq2hrQrv"
    "zuXaK7JET5BK0NJKXPcLUNocvVem47rloIsvcN20mnxoxqv1uGKT/paTK/yKAoso9cUNUgf9ZVw1Fqe7Ef9foBMje0PjxPGen6B3"
    "FkHGHA8eSAKXJPC8KaxqCdbXiPV9q7+X7eQkaOB9cd0q/Vzn6lT9Vkbgp7WQ1jmek5McKa85RIaJcaFx2Ui/uixlUsi9mVa8E7Ti"
    "4N/yyhbyrr6qP8k7Yjpxo/4J62svF8sKSDcnA6UVzxjWUzxj2q/EtMIRUuclZlq3ljv1EiKlUjxrf5mvfYFrF+vhnv66tJJwLdht"
    "j3+HJviE8cXRoLF6nLjpoRjWdgSw2W7gjqwu159BBztghaXQgnvKB6CIjP6Id/2W085hzXE8bxX5qglXsR2fi2dt62ohwv73Pyn9"
    "gTTgZM8jfNJl1JptSbFZ5A2TwcbrNfh/I2jnFHB/rZeVXf0eZvHcJusKX627NPLkHFWZLLSfthPDOBmP9Md5FOpWGcfvRsnv5Cf/"
    "U46SP+0leo5YV/Nfd5bAS5NCK1gPnhgj1UTXk3inalgChoLX+3e2xowKySaQLKH0Um8nKE6ilnzYDXfcnwjPfhdQks+mbnlOXgGN"
    "1YHa7tI/yj7yMFZ/t071CLpIcnyGHLgxTrl4oJh2auZVTCtWEfPZkx4hg+Qi2UVmAQtX4O86SLLR4NwUZFzhVQv4JtCQorOkpm0l"
    "5OlQywb8vqc4tDANq3F63HTknZLlUxkOnKdXirNYbJ9reXZp7mJhvX06kK3dVcROZyuihhLwjWnzOvxm2/x6nSQJkUgcOOGwPB2n"
    "8if43/NPDOs+WYxyo7B4MtAadeCiB4BcHH7L8mnGe3vS5NwGNbyyK9DARrzWU0xjVOg4qSI+zIFmst5OtZ+K1fBFhlfaHlQVaIiN"
    "HC3b12aiqRJiDPs5AZ7Ocd8ayE3n5XVgDHzmnrkZdy/WM/PILQd6qiB/2ae2ELMpcqS5JOi5FveNkVJyOgPnWI97mtT5ADKomTIp"
    "p+fgdJZ41JzEq9twhSV4NXwlTpxfx1f+tzrLWe8dNpFFocR3q7Yn3I0/O+S8ESt5grIhIN5N6f3yo+4jbfN2Vs2eney5MUfaqfa2"
    "y2/RtIXoeg3kWAP20NmhK0AfaaCB5eTXnLezEqALkw+78YlsRbP1LdDVHbjCepxWFpR5NGR7VuU/0LWAG91eZIloDFGfI2431uEu"
    "aZz4z9pblkOapXH/NbjXMCC38t94PoaGa/NyxNaxk6T5c5Zej2p/hg4FHClBmxqj8CuGvYwSdpeA+tDeEfX26AbaTSPxlHXeO7Ib"
    "bbsa/NzIXQ1xxrnAtDnaPqZBukgLz23Jvc78H7qxvbT2zLTseqHPxGGzVQDlBbjnTtJA/qmjvyQAvd0LRBD3FrO9I8qfhFJ+B3/F"
    "OCkg6X1fRu/rvb60P+M8hcRwrfGS5D6swlVqoJufwykPxr6ZZ6FcP5QBeMcsvxOv4cxN23b3mqnG6/XtvLT/X3JwCbTRbpLgjh9H"
    "bq4H1Rk9rtT7oP/Xwor6Cr97BDvQHtpqqd7Vhi8gBbxeQZyQo+RqsU/ne13o7PlaXiGp9+D+JhOjfCVH3SBEoklcfRw0xmhZSbvv"
    "WPpQYrDaV+m++NTBfm8OwKcqqesSsBpjkCRr1DStydBrJEv0YBjkR8rBDOWH2bVuVRFPX0X/wamh1m0E5cZaSYoM6VWg/Tf6czdP"
    "0q5idDwWNkyGr/0OWsW9O0vuyHp9N4bfB7RvNpBOGoHiv23jTC+Sz3CHmJda6ikhaFPyGSekYRVm8yjc9thZ94Wwf1tetkJYOcDz"
    "uBU1a2gzxOkdLoyif5u8bsIpNLXi6Sx1tntnPXGM09unEPclKS8LXa0XLIQReCbV0NdkVlM9vToPA+EbnW6gnzVDFLGjvI/3LoGW"
    "m+xpPE6OTPEcAtDjNZDQ4Z8sVpPwO/wpKPU27orZ0M2wKY3Ou+FsqunjbYSMi+J9XUDnk0GDUeIP80WbHK2hxNsWNJWjh+OHVt4F"
    "d4bni8PZhe25tPf8hdbUAFFPv1Fg77T/XECJm/Y4PI7VZbUXVjBZ3PmVet/U7tzF7VvRwVTSQUdeKcn7hn4X5xcv/EpnKcOp3snn"
    "zOoukDF2pwZ6lArT6MESeqEdR+V0ofeUxTQ86VDb9RP1sjukm6Tfh60k8J+2MxyRf5o4TsTpwyZo45yG6C3QQ/nZUKO3a6VhInlb"
    "N8lzKvO7bt8fRKkQ0AKKe1m5O2V4kTiP4NJWp5nl94dRZzfAjo0BCaSpeQzdxvUOUNm28hj2rZlxmTi/JolVayhz/9Pf3tHLgP+e"
    "54yGN0JO7ygbdS3P33jwUDGtfTLpwp1BlntoMtho21Z8gIT+IDvBrSjxwp08Mr8y86E5HPTf45BN/XxF0hnSrQjftYUPClNVB/nP"
    "P04rdBPn3XNc7zzDo8T4c4wYnzaSs+N8xTh3czzr6/9xH/v3R/o1Cq3gt7zypB4CxDIdvzkKq3wJFmESJzQXlNKBEbPhpHHDUxGe"
    "ZQexmFM/eUQ+p7wrB1U24WQPxIkWec9ItpXfZWvuYb23dzpyX3Oes8Kvg/CpaN5bY79v5226nP/nriAyivtlFsvLeotcI7/QWzgf"
    "9LUXzm0t1mEIcS0+f4WYl+0LxqwyoA2z5/oC/1XxuinP4VnPyTliwzBCIYytOc30E74+Raxh52S/Hy1v0SNdyIcvm2i9gJoi5Xne"
    "frPWP6d75868XyNswz3lH0AeceiBfpE67OsPWHUVXvsG7+zvcXcjscAxxItFshqn09trMcNIfSTmtVeUp+As1nrKkMGykFZfO9mO"
    "Pq8AnNbEyEU19+AsoMZ0XgaGfloXg6zApytxva6yi6RpW/Skx/1xIL3D5WtcZ75eJRaHuwRPMp+r/O8lxUWywd8xR3mV5h6toJwu"
    "zI1ZPVty9Mpn+LwJ7EUCn6qHBHTP42KnGXXyUPUeUHstPmHRpBLI2bVYf5M+Fqnh/qb4t4LRW9vLbfCkY2UIdi/Iy9gs17c3kITZ"
    "d18C4Y4A71TpTJ0BWonqlrC6TpNzIaM/112gvdfokzIB61ilf5OrZV/sfw2vfpOcKCaV7R734KoL8e9V2UImSYZ6vZke87sg3Uv0"
    "VOJ+F1FNeisywBPk2njFVjpOXMwyndf6tXj3rdDLMUjYH7jyofKGzARK/6t8qHEf6TRN/ixWV4OvJdDcJXkplfOnlCGaOASaKw7c"
    "GicGqsZubmC8+BKckOm+/UE5zbDIHFq3GMkMfNelDTpwsjLqbTz7/cGU7+Wgy5jmvPSq5atZ3c9LmphuGitQ0Gxjm/SWJYbanN79"
    "Zu+lGojPBHneTHvM7eJlTm7EPGecQkln9NRODLv9Fo3RltbM5uNMIS4Yzmfsn5cdRqU5Pr+tvrINjBRo0uOCnF4sLsPiF60nzQwR"
    "pV8nTqq2Z9tC3Cr3xQ6V+oyMLHe7mzTn/SZuDRm/O329XdP+PzSg/h9+8jWMnTrtV0Y0opCwRi1tRV/M25VrhdJCL+aLxH6rcB3j"
    "rEZI0FPx9TjYklEdLxuInuxZarzfKAvaf1JOgkb7Tq+TfaQUMi4GGj5RVkCO/RYptpY4KyD+dOfxJbMmLpLCq/5C39c3xKK9lrFQ"
    "DNpeDYT2pd4gP3pPeOghcNLxAlBp4RhlR8Y47ZX+rVBNB1xhka6Hfl9P3/FM2ipNPhtmFfa6AXo4g/0bQopNUSpVtomeCtFbHegm"
    "4b3v5uNawcjAs/hUQo+n/7qKa4hRaw3BfexdhVBALXbEbJyAVm5Af11c/ynR/7EH433ohbV6D/TYKvzdDfS5Obi0AieXhYRfp4f7"
    "nII1WFk9nuZDrONHSLM0I9VGv9V4nhSo902JtykPJtKGcNHM9TibBCky2wYHV4BO20va+6OzjA6U4c47/4p0MTtwMP0Lf8OzOH+8"
    "6ewKooGsLsM7fiFNhjEWx8vDJN2mzZTyT9GNz1SEXenso92FPHNt7YHJmxLeebwk1MmoIaDrYq9nXX5QGFEZT2nd5GNTLp/MpORE"
    "etGaocUyoB/b1ay6mIaL/rTl91+P82qi598s/3uIGwaK5QntJSPwtFX5OP9GrNSu9lt0cJLnpdSAWcbIcjiBGGXforydFa5tT7/L"
    "hT0Y/YAPar1GcPdx9p5Zms4/VOUzy4xTri5wcu2IGnuJO2fDe1GfbdaE3dwTqC7hrys+cyXJmL7R+WTgnm6UPhnIB0M1W0s9eWK5"
    "PioDsBPmlWii/6HGc3Sh52kGiloCrVHL+FwFd+sUeiqGSIikc97/6+y6ZN5DYq/2zlvQOebzGdW4jJMaarOWOMtviaz+99bUPFCi"
    "ZQ+Y/7eMHqtm2FQV9PVkKb/sfb0klOWGtR8HQsoRWzXTFjfOjQFhf8gYW4yycR6kcdqf859AN2kgrhrIpyQ1TU9mYMwgDzkLTFvF"
    "/DaTwCOpwnvwnxq7Pe2So2gvZT0fpnycwjJ/msErxmONPDNHjSP4aWhS8EtXyMDHZSJOtgZcOk6Wg+qbIBfe0bfxJKuhE57GZyt1"
    "ARDMSdB9p+O8/0DMlQU9LOOKvwdFHQPNtbUsoL4oI7pv1gmw++JAxTtAXowjz1fDYj0RlsxO0Nu1m2QL5PQBruov+n9FHnLMXFHK"
    "gdADlybi/O/x246wABLe5s94xDhQsvTyHYrXLHPtZBkPWlkEXLcWTzwNe2bZs1Hcf7leRp2zOfDIdbKGsaIg76e0uwyil0+JqTN5"
    "b569vj/RWyOjwzH6Hpuw1zn8tAd26hZm2vxvI3f/S9xb+JXFuhXwWyOvdTXkZH+cmEXY3sXzVWqLL6GCu3AKozCFPTKF75Oi57aG"
    "519JCWIW0ijZ6jftgfnrRnufn7OZ6iidezB6bAioGmjOZY/2gyQcRoRdRR9MTi+kJDSKXwbKNqnyo14rcUrqLJFAFXVA99+011nm"
    "J+R8ppxZrUp8PByv7gyZZLlQG7C+hyDdLQY7C1S6XD/DDq8nTq9jvlQUPw+M1MEOrGNcXL39HqdG6L1JRMBeOZMr+YK5qG1lJvwv"
    "vfuFP9MHdm+Fbo/vf4aWN/3TU24BkqjWT3SadsLXvWS1HgZqG4n3TJYS4L1Qm270dzIUN4S/MQnXCLvJJFItdulE7MluwGkWAc7w"
    "1MwDu1GfwN3rYO1/CKmXos+hp49R2v8jKNUzlP0WBxTi4mZKgSsYDw49vS17193T9Sv6BK62VO9gDpRFBnvJVEiQD3jnKDGNYRGX"
    "NdcdWt501AFSSTl6qaTpHUiB3mZCRqf0K50D7e5i5JPwxH2xGyXQQOZRW4F9StK3sFbPkkOkmFqhDNjiE2KwDGSXSfgU7JgorpPw"
    "PKBE8ZZvYRmzG/BMKezbZczZbARnLMF+2yvl+Gvoshv9VUreOUCcZyCDZ9xAqS0+R98yRfbI++wrgE0He+9v6A+2P4OlyvuTc3qQ"
    "bKDOdaj1cJ/TlSaHGu38DI40+2U8PlNDqWMZwRnqvw3AqUPxnC35mYfRQstSR04DnWzE/gWwqqppt9bjE+3xfVynMK8wgIXU6HV+"
    "EySMcViJupyPII/j+8iuuOd8cF4KEi0DKouxfsK8Qofgak/qK/TTmG2cYdZeUgdEVjLL3uhts00ikKGO+P9HXq/Cc50naaKyMqwr"
    "SjlWjd20Pd6KUaVU3sPx2/N3ftsrhSzx/+0e/JarFf6M87i1aHq3avPXrNOj5Us1f55Fj+r1SLy6Cl/rgeSzvmrGZQQ4vRGlzfp3"
    "GQIJvBp03kzrdbhMAYb8uI3szXpw+qGQNc5T5GppoqCy9G/anWL8a9I/M1vYPIlrScOGNscyl2o9151gnox5V08SQ0Y/5nVWTh/z"
    "O1CBJyjs1S28Asvycsg75pF3mv6PqXq+7As7azn5eTQwUzVe+QkyMdmG57TtnJLCEQH1MbctJKRHJ8trdR8frch6yRTGKs0357JZ"
    "3Z84d6RcC6P1NTjthPdpWv3VSnpYY6wfKORzaEvTdstHccI/af7UABxeq+ZrqpMXcQ6LpBx64lSupBBVXQNpmWK+YCP+t5hSDCu+"
    "Qd77jUi1UL5YitRVx/W7rKosdjijgf4KTJQI///R5/GYHn6IloFppuly7P9YIqVB2QF1vGmoFHC6nclC+hIKyYPC9QtHS9LTtdNY"
    "cxi72g9nUTh7pjAdJMhVOR+btF0zXNOk7sQNb2/b6qmcprWMp+XMfTxKdpOueP++4KbdZTotkoDrbdZnGF9IYG9dzqdF70rBzbV4"
    "5wb9PV49EdhlOpH8pngn/NMHqCFNn4pZaxWMc7wsc1iPVY+rHYPP1+uXkB1mL5wBVPSmtpXlNoLZ+e53iTwia12HID6q0HsT1Bq0"
    "el+Ytd4fMqEc+DFNFDNazOYbLTFG2xtp+TsfwCHU/l1pTcd0bzzRITILeOF5YBKLaO8k18kTWjjz97dp5xNlP0kyehqnt9eQ3FpG"
    "co2azOcwVrLqIppmaYyGDb6evuLA1wKaBH4a1NrYBnqKAz06aTbIxxls1U30OoY0uhbY0+UfNOK5xor5/6tb1Y+Zry7wNUOFXins"
    "8y7MPxW42y5ykZivJqrHYU8adAmoZZ2qtuRIubjzMGJyQ+CF6igLZ4DvIc9oRN7EXSrBF1fC2t9Dvgddfov7W+7+SvrQqomPGvVT"
    "fZBIL+cjLY3Eiet9TlyKyNn232IlV2KfrXpqMdbv8l3CaljbTReTGSr1bVB8DWyQYtqaB0kjTz4KSrwPcrwa2PU1nSi/4FoluPp6"
    "vGLS3DTMjj63zvk26vNe2hyzBVKk6hR9zn1FvS90B5zc9rx/jEjeoZG29E85ZPZUfRxSIoqnfArWycWQU5tB4vSS2bBBLNo/Xy2a"
    "vUxPwNVnMhsvfL7VGsnLiouhrcP1tsiRjM7GaZ4tLQjU6hRa+wmsZiaGtb2I996E/Rkhm4npkX5yhizCDi0C7vpGFwBHvYl3LNG9"
    "YMsnIWs28D4x7sTePqfna1+3Z3LpJKml3M0xb6sRvH00M1ZtFe09ptnoadDqpNtLX+ZKuqpC49hSXy2Xw4otu3NrCf2JG/Pxk819"
    "jZR67+m/5w63/jMXePhUYJ6XsKNfwlosAy48OrIU2vxNWGbn4+4Py0LsV2d5VxfK+3iaSxn7Nr2a87WHx/qsz9wmecLuz2akxWSr"
    "3yR0TB4RmZ54XfeJ9JFr8aSPQEu8padD/m8mRbBwClPI2Eha75bv9Sl6Fn/Wb4MAZ1Mmx+iFoOuV4OgvYJdt1L9ivQ/IG9Bzlndk"
    "FZ0pWuMu+vEC1vw4dOaFsCm/1suhI76A5boc2LkB59IDu7JOZwX363V6NajtA+y4eScv1w5FMyLlPqadBm/vG0kyO2+NPsxMC8t8"
    "K5Iwz65DXjYUtt5XUqO7aIjVnp6D18fg/NcQrTV7b7+znGLc88PlINkGnDAbCDTDWtQ0PaPz6BPujSfoLS3ZOIG3uFyulVI6BD6/"
    "9FSZj6sobM33wO9PyeORafoEns409nO4YtLzsWkvi2uMpoQ6BXuxBvRplv0xMhInNxlPYz5fy18xCXYv7v0999llcq0itXxJy/gY"
    "UME6HYjnTgD3XAKenQlu2EuqiQ8t29Pt3lL6osJ8nY6etrp6aWY4pkRvxHpOw/fFarXAe8pz9KYeIbfrm/IT6LaaHqt9cK7dpMJX"
    "p2SoxeK0/00XDKKn4Ep9FVf7HWTGSZC3e+lf8FxfYEffk+fwZElW21Zg/3tDhkchF1fBTq9VQzcrDRvilTvBT1Hs5HJ9kTEK56Ed"
    "6CMZSX92WXqS1Ef7M3hdGS/tKyXBYHmjfSI4Wp7Ubvon3V9fwRl/oTdRGj0gTocaFZfT/m+izzvQLqKtaCukr3KP93K0oxyKuxvy"
    "Zjb972lGKzJA6RZlS0Jq7C313l/ZgXmHTfmcR8tLVnwuA2kQZyVIHaReEzh/Nb5bDU1WCZs/ht/NAo3sgOuUQIOc4D3xnbxcbS13"
    "1jJjpKuchVVaXdygSAwnuBw8eRBx/GaMLO0sMeq0Etylls/sfKsllIBXiKtHam4jJp7yPv0McZMCJRgvLNRJ0ChDpSfeeSRWVqZG"
    "JU9iH8v1ZHz2QJ+jdhK+/kifsFVXVGrhV9TnziSYva2sVXMZscWg7VLwSlzeAYeY7voOz7lCP2feT4w0kfNZT3Fi4gelkb9L6Lni"
    "NGoda5MCbSty1x66aSlOoQE7dbD8BVd7ExwxQdfIAHkdcq1IzLo6HCc5jRTUmd0U/imGMM6AJL7W5CitsOWg7OPkKrHva2gBOYQY"
    "w6uroOmNPgJ6OnMeyXZm/lkts1HXqevQsaPcLgnm48ZanfzX3o4wK8t+P0HewVmX6WPaMXK0nKCv6UPyT40FW0cCjzSNIieQ/5wN"
    "21ZVWeHPXCeDgaW7iNn5JZCRezL29hc9EvxgqCfNHUkxrzHNypIm7EMDJUoM8mAObdv2MgO4YSle+wH63bTyUaA8y6ebIpb3PI/5"
    "1gv1BdZi9QZaiZLfi8EjCVhjlvnlctVSxH23QqvM5M9Hi6u+KtMway3Dp6zCiYW5+zUex7rst5ive2miV9Vpj+OJE+3fEtLjE8wy"
    "c9bvHG3MewdykI85X8kXp6VYaNWGTM0/3kNMvh4LfmkPnv8ROtpyvlLUDpNYJWEyxapAx8vN+ohsDlw8Fae5rzwP3DAXen0BNOyv"
    "IRB3fvVc79VAGWnGEtJc2UixTPyeYjxiVtQkZvxthZ/3lC9hHzXpUlDt9jjLJ3UbMW92I3TWL15XhNSRpSQzuthSHgAH7iSWtVYG"
    "St2IE1uqh4Lrf24jWi7U566uuO8m/RweAmpaiqsMlMnYlxXg8y0hT/aDjVjKDKqLxEVYqllDNYr8EKMP5iKfU1JKn20l/SCFs1Eb"
    "WUua8hnTh9BCNcu+Gp83SVDircMM9tvq65O8a9bnfp0ldd5WnolrDMDVXH3OQdQnh4L7UkRzzb5nhbNh+niZncIzWlZHoZyS0bRa"
    "5uGp3oPO/xBYaz44p0+kLHgfsmKufgWd8Czw5bkyRr7Sf+l80FcVaOlfsHV3FJMo67ESw/Lr8USP4Frt5RJw6gJ9Fjhorv4D8rxO"
    "PmfHgOnYj2n6ljxgtA2NNUVOBKXZqae5g2HfjRdAHSb3n5G/6/lFveUiLQ5OlW/1BH1MlsrZwXpQ1UvYie3EuqjM1Rl6K9b5hd4i"
    "kyOBrxur95VlthsDqEUzWM8qddEz9VZMs/dA1IBvqmCnWYaEZcccJeaTf9/7mHt4TZhuVdPq5IDD/ntLlvZmQDv7B+iFYpxIgw6T"
    "G7DCg4FPfsEuHtRm3rpdr4v8u8/R8HIhC9niB32Zu2xRlJxHxkYxE4Fo3OlbblBvUl0JTjjuLflBvFuTz8RQ7v5VWJ91GLBeKNfK"
    "i3iKR+RlNWyWoL52WcXmDan1+WEHSb3PiU8zj6aeO2vX7eSrTNr5Sseo1yFJcovjP8PVPb0H39V0BF7TG2VuLS07ndIb9So5G5x/"
    "AFDrG+D5t8EBk+QtncNzsBjXGeIqd2NE9Dl1FdjOU9u1VS1yAA2cJMa2dZwgD/ls1CxOfH0bXZ2WM78p53fhbHHei92gV46B3o74"
    "Kv5a6MJiWvSN+jE0zjysJQbrczkw6gh5BSu9FPh0uq98zbBewHBNGbirgrqgv6jPWA98xsyu1AFV2hIHCr0o8TyfF5J802HXvglu"
    "u1OPwzo+k1shBd7RA3VUpCPklKOqTuDXDP5vgt1t+TxfiHWHWQw7LAkLagCQbEfpL4Pxm2Iimf60a4rx/JcztyuHp7gHcnMeXjtV"
    "csDapkXX6Tf6AHh9mFwGu/AVfVmzwXQgp13kNiD6w0BpEXE1Ry7HtIGU5CKk3fJ2/UAJM7c3Uqd0wS6mfYxyM4mR3ttJMzFOKanY"
    "KvazjM3Z2g6W+k26RLmT7Ut/t1m8i5mb3F2sb00zcZAh1bfazDVcg7/lONMd5EwxG8Lw79myo0wD4noOO91JdgFWuVTXww4ZKMOl"
    "RxuaydYw0lsXoV8srGzIUDLH+B77uYfPVLMMtx3F4WaXu51jNKeZSCBFr1aG2vxk7NX23I0s8EQWFl4OX1cRaZjP9gJmHxXyfm0m"
    "C+kJqaM/p5G9upbqsMjHQHjryKUx31vJRc3L+blG/raSWbyWF2ydGNLUpQFX7LrAWMbk1h7x/V2sX0ApEU4V6KqKceyrWPWwM2zk"
    "JCuBM7xPE31oyTZ2tK1eblFi35a9jvu97slMAG1lf4Vdtb6hxEzwWZPeOzdY/gRePQPStDt4qAJnEYfeuApy+VvooQvJlxE8ndGx"
    "5dJFfJWp4dg9pN570U1mjhTL3227old9/6OWiKfTXiPx03Lou6jPM66mvKvlujvKsZDS1USiKXYbyAABryIduUjkSHHx7rgG3juQ"
    "xnPYvct9rmOEGYsux3SB/tHfR5kBHOOOZEn39vMwVvlU405xHceswHpy0xdSz7iA+W3izI2LtbGCcmbtpIiELepsfbOioN9t8pUB"
    "ldoSEx/MPeoBqhwkZ0KyJXQ8nv5OmY59OUF3idiu1fjMeVdBchiti7i/RlJdFCLTqltGI3TDH3lSaUoms87rmIvuPtNxk5zPIurX"
    "rC6CJeiyZyxbwryMN4r11EhA+i4Dx5hlan5zWGPQDXHwVQnvlfG60Ohwa98BIIk9bwISFl+bGviIg6MCh/67yl6kKHdGq4F+vtPn"
    "9WVYa8shf/cBnnoV7+oojxLpWS8Cu/Jkn3GR9LbXl96LYc9yPO/WWcKsURfhddhSaC1WaUuPJ/u/n7SucsgyA2KpOkxxWT6PMczs"
    "6s1di27iOfunHh7U6ZKi2/RdLY4cHblGp+r64Gyg/+ng5HNkfsTy/rfTKXo8NOlMuUYGeFu1j4+0Zlv54nLk9NtpI6zWao/MTCo2"
    "4nSWQGpZzvBpwGHzYF3MhARfrbfJ+UCMgyLnA6lOAGKyvOxhYp0cXAWv1d+8jjNqUPMwJElPllk+Q4siVm9wHvTY5/jdt/oKZGkP"
    "WD514IIewLS98W+ZbsnOAtXaomnNR1wkrtKpHb0Wyk4h9zEWM1wsNtQBtkwJpEIv8LlFvqL4Lkspezi+utrSdUB9GXqfXGQlzl0w"
    "BFvPzA3LejmKtFbOTN41fF+D3t3qPn3wtOux3kWkgbHcuSQR1ChK3MKfKfxKo94l1ZSbWd2C+dmW39LAFZgv1uxsw4gxYKa9xHLw"
    "B4hhpnqPWhM8tZOp1xXYLEoqyhIPpemrdZHPBdjVKD2m1hlrG7F6l9l6P+xVk1ejvIwPe3U4b0Itdm0y1rqG/h2L1hkWtVzfWySW"
    "rw/LMaKS1Y/4fxP7m1rt47ViPuEqYmPzZC0GWr4GdLEZLJCvofNvgo21JnKDNks8b+E7jh7msUwK2LWX9ATeFNkdyOAtbR85W/4G"
    "ei+hd6kZOi7H7LwosKzFuEZJPI/5+kloT4Y6tFDc23D1TOz4YFj5d8kyei3WgCoHiMn3m8TyH77QI+QO2EI9gMWK5CpY+RtoP/T2"
    "vXMMHQU6lL7+vcV8tM30kW3ESdVAW1bpmTKEterNPp+9o4T52hYnLQItniVbyKfgpjPxuy/BgQfIefII7lOui+UZ2cjakLnQoSX4"
    "3SroTdNwJ7M2MfDRxTrKzAZI1ThX5TLXXf6ZeapcvkEcyDlL3/kGSLAsJXeUnphqRrpPp2cr43t/puhXqSWKiNEDYzUQlqfyKi39"
    "3rKZpH2+TpDPehPy/zpSZYqRfmUdzHipIcU1+7qIeV6/7Sf7t4HJC/s6G7VHZGlkOc5inY4Bak4Fo+QjPV3PDLbHCu+VmLytt2Cl"
    "m8mV+ib2bKJcIuWw1rPM5l4MzfILJEyU0q27/Fni5IFm5ipm6Dv4Sq3Wcz+poXar0R3EfDHWlanKpKRUyYOybeRAPQZXGKn9IzfJ"
    "36QpWB2UQqfFfYaK+Ko526GfPAp1Wfwp1no38qcxYijuZFinKyEdK3Earmr1C/lJS3XT3BO3Szlf1d8NdOliauYz6SAZX09aiTXG"
    "Ib1X4Qn2jVSo9cIbAJtwlt5MvRaw81TKa3zze87Tj+Q+scwK8wVavugi9tgSWYH1PQM6uR0yYQ2u/KYOkZNkFj7zjVjldLOPKnbK"
    "y4YcZcN20szdbiKaUOZmWpbF46zMX4ffV+FOZcBLlXjq98HThsmt6695cwZ6re5kXYbY2/F3jDJUiTrs6q5vacb7bO9iTY75he9i"
    "l97NvK1bTkvoX/SIbie7gP7nalzGy0hw9US5Exx+sVQEztPRU1pny7n/rftMDXvUlOKUYpA4Ueah7AiLuUgGsLtnA1fUTi6X9aSR"
    "DbSvh4O703jiNO5pkaAhzCHO5Pcq4xGes8g28HR60/KyPdve+yo20v+V9fmUDcAz9u4xsBitz94z+NwhoIResLT2hL7dACm2E7VK"
    "WF2U8Dxt3Hogs3pT6uTgv/PcAuiftLcbsl4yG5JPQl8+DZ2+ONhOPgBl7iBfBFfhND+KbPT5WinWxq/3kqAGiMh8f2v8FQLfWTfH"
    "blvWpfQd5r/1EJNSVkOxCvt7KM7FRXDOZceJJKOCAe4b1SVt9NFcAPkdVrpbzMZ1eviZ+538lS6JphkK12IfAip/Gdf5Xm6EnfpP"
    "0ObwyH6Ri3Ws7zWb8Xeq5Wf2Ele1N5J+yypamTl6HF2/wHp2v3HZQDHStOGjB0EH58rh0BD9xcVoE6SGmD6Ma83ELg1k94ol+i6w"
    "ygJai9XAKgfJi+yD00G2AqbqIXPkWf0UGsw8Y7sDyaxklVQUT29rLQb93eVr4QPvNVBvVZ3IGhvX16S/x+otdcGPB4/KZL1CXtdK"
    "nOk42J6H6vGRM1nzkfLVy9szay/FyGIZ9J+Tomm8N0oPmumTUmaUfaRToFW3wx17ya6wV+ugWXuBcyLyGRD9YWKe5T0lyhyMUqx/"
    "fxkFaV0GuqtnZvE6oieTpu/qBlD2PP0Aes1k5VTZT8bgXf0tvx1YYbxUsAvLj0CVX+o5EYtezoP0naZhv4As67YeoQbd6LVWvZoV"
    "Gsn70XO+B9GuYhq0yaMky+V8HCeX1nthP4wEknpDj7JaNzk9chOe+ANpD3mwnYyg1JkFijhX7sIZ/oC9GCWVzG0w7+dlEnZ/TKhb"
    "xQt4WrMGl+iHQBM3AH2fATRyiRTukbtI/kw7P0H8WM/Iz0zItpo87nHv3tprDkPD23tbRH0WtqsxN6xdRgkasLecSaQI6CuMZrd4"
    "dV3/2bCni53W/owGJCFnV+A8yrCCYlj4/WQnT0mucqozfcoxdi7RfM2K+aNaeLKEPQcD320i6/2SE8SiEDGf3ZGCru4urg93s1p9"
    "UH0+Qhb+ydGH3RO4bBvwt3XBtgymiJhOfRtrC/3cW/v6tJyXGxneN8XornvuBnpn7PXbQVfr8JknZA9QwO7AarvCZrw7X+XZL68x"
    "WrpKhrL9Z1x9S+5+B1qjGSCLA2kPrNM32NdnA+tnoqDSHE7IZRYliHsGiLP660ELhtgHygtY0U5i3Vt3kJ/E+OMH2FQ7yGt6MbT0"
    "n9j36yt9P7IXvi5i5s1CdkdPYbesRuNNSdLKcHxQz/NxsdwrGbFJUW7sDnQUg3x8COgsDfk3H8//lk7STLAHpEk7+b1erCtlPfb2"
    "RBnjo/tDxPmzW/dt/gZrMX1dpXNhcZvvuQO04RxIsYzun699dbm/WdobVjPwFZ55AdCG63fTAFv0COx6qT7gP+E+5Sy6L2lLb/Q1"
    "BTXeljbZ25GW5HIglS3kNawYq9chkVc1I4foU3qkltF+yfgOLM5Tehyf5anIiZEpsFM6SQ+9TE/TnrjX6e3+GDygn8k1eNdLOIN9"
    "5Bi9UY/Dqs4tmosnew8I/SBIsUGQZ3uA1ubimWfBgvhUw75pI+nDDfKdsozrtqTXK0dcmKPfzHTDeNDmc8ConeUgXLmEdtVuskQm"
    "yUDsczFzBCwnx/rVW/7oCbBipmH9u4CqutIiNb/zQIn5/lSFPWbtYRHWUxs3UGteR81vntpngC2+hTbuJ18AmS6BTPoK9PQNpGoj"
    "pNdKSjeXBXA061rN3jlDmr2GafS9tMwXbTubZjfsrWjLpOhvNal3G+i4o2Q9n5xF9NpPjNp/wudWatgl6lpahml1XYS+h/7/wGdv"
    "1ugSPm/A3PmN+u/2Xcufn2GBRunvLYPGSFAS7wT6/BY8diakbQx6vwn8kgWtJyBlqvCO6bCSk/QNRomFexLlGcb7M6hutIzXX+R5"
    "UMIweRr/hmJdH0PPzccJXcOe4NdCJk6Q4Tjlz3A+8/F9MSSQZYKu0r5yeWSlvg5p/yVzc5xU6urrndPQpTmNtukNt/ft4LvtORqO"
    "adgp9tc/06gJ39PvQWb9f+treXrl+/Qp+w41a9zn1+8lx4MGf2CV7wiZAoz8AJ5yEND7bdBWA8VJjgX03l6KXTdfQzffX6zWR4b2"
    "9ZKxjN14rHrBfDqTIt/gu5/U8hbmq2US9fGI22mK4V461/vYodML2+eRV9rXTfSQHvmJCy1VwZWM2SrrX3LAoVkfvQzYYyvYxKYK"
    "+6qkGCHIQq+HXURcvrrlItRDhlhkrgjPOQjvtDjyIjx/4Rhl4Vd2lisjF0GOvAb5/4KeBcl4k5qUtgywL+SIyL7YlYT+CZ+bC547"
    "Xv6q4/H676SaOn5PCfwp2hlV6d/0pMhpQCMP4klf1H0iKXx6spymFzA63gXo2+r7DFHvBUk4jHpnIa35Sxk57wWarGAmznLw79aw"
    "ImbCVlkLi3m4lEPybtBP9Hp5VgYXLWBFfylWORvy4VN8nQ+rbYVade8syCCrXDG01kS8Zp6Fl/XkSCX7uVVT09j8ju/pv6kDNYUz"
    "Iprw6sGU1WaZ11Pa5UgjdaRwk5r7i6GbY/Ur5qtcBG24O6T0PNBNT7lU7tf38BQ74VnX4qkOlk+wd1+BMmb5agg3WWGw7CzV9PFX"
    "4u5m5xZJb6Kcasq+YujhJqDCNH0haW090eYk7EiQR4+ue7F1Zg88kpmlz2NXLOetDFK5WCdGqimj5wJ9fQkN8pj8gRl8VzIi/CWw"
    "W3vc7ySc2TBxtfCdmUG1yNfznwrMchUt2TRRlnnOV2D/s8A0gc8SNATU31vWVnvfXdI+q9uspkO93ZvSX7CGvvIBTug0rGoCdrgY"
    "JzMVUr0K9FeLfXsGZ7y7mCUbqOVFDY2ol+Pis/piWKdDNN9ydoOTuElSpHHhDEbWR0smjzurfaWZIcajZL2vqkjmkWzG19HGvSci"
    "tBFFTmAHG6uo2cA8Sld/n6OPapEk81UIfVpl1cT8jhTatwyrxZxECHwEIqWrmY92qDgqqfZotwczFavAafVA011xn430MmwJTLQ5"
    "vz9DDtMd8ekp8hH4+nrgtj/oD7DAyqXwk5brWNkNVPS1Hh6xuQT2hDOBKxcwF/Qh6SUfqlVgLdFHoUu+1O9wQup1z9PUcZXc92XQ"
    "i10gGZL4zFZylM6O/EnGannwD71Cd2Zdm8P3W+Y9RmEPyMKvtNaZqi250xbXtEzoE7BP6/R1+bveBWpdi1MpZp9n1xHyCs4hMv1i"
    "3WdN8t2vd9IratLfZhbFmBncPS+dG/OxqX2YFa35Xh4tdc0jvf4II5BN+ZVu///hlcJX++/v06g7sse/6aJvGTs8AD+fQkoYDFuv"
    "gRXHn4JC+jAGfS5+04Tzu0Ri9LcYstpDUt5zH3YYTeZrY3pSiw4R1zN5sCzAXdYQ31jfkAfEPOh74m4RdnqrB7dcCNT2Nc6hv3Ru"
    "VfcayVsg9v/FuIrhOMuYuwn2v3lBOsiQyFOU9i4vt4LZWQGwq+HrB+VkeQXXfxtaKMHcqe/pk16MZ16l94H2zwWufUMfgNR/HtT5"
    "g4yVfpGd5K/0jFk23yxItjWcazMZuuN2aJ6/yB1Y5YNAtC/Jh0C1p+tn4K+2qvEy6qqtNN9BdPj/MR9jB9xrG2itDOtWDsXPUfJX"
    "ss05HL+OEoXZdivwxHW4wsngxHacuvQVueYjnNjF+b5NYQaGyWPDP0G+p63Ss2+00FYO0xhGjZvznY+dVbtSh/9bBoa7WwV3q4ds"
    "JmFf1apNKsUsGy6hoTSs04yvALfZcykftd6bfoKw2jQHns56y3dPyTGvbpSvZS60tr/A3qjlNTPMGGgC9c6j1E0xUz2roU3dz8+P"
    "yuofZUW7W/R6WE0z9Wq9BLav4b2d8d0GuTAyFb9/HojjBViZJ0ODLwI1fgBksZCe9gtwtjbf6StQcD+Zxt6tzbSgkozIJfQ1SbOq"
    "1erkj5S50F9JjUT+qqUyHdeqA0Xe4E/JWT8DfX2A+l6zt4irJUoQUa33OX+V9NO5KjBnRZ0uFvHY4KeLuX0pBpJv6WxusTbrVWOR"
    "7Pf0VrHZM51ktrwO9GI17QnSSxnz15s5m+YWmaEP+bpW9frP9vxJyqlq32s9DUvMrKYDidK7giINvavvUKiUCPZnKWte79V/6CGg"
    "x2flIf2rbJR7ocH+SGSy0XtUWuq+9qe+jpJ792NMZzh9YgOklL6awq/UEyPlaHk30LNrP92KdfaR5lazHwLvLXL5SWNlc6kmZZo0"
    "NM/KBJzrt/i6Rf69uXydVZY2RCWQb5m6jBSLgI6Qcl9hVLiPc6GeflGcS4penWa9CJy5N7sLxiGh9pC79XN9C9JrtJyH/XwalDo9"
    "0lU+kCZi1IzPk0mD/7P0f7polou3ughH3M/3yGwScQxadUEOuzS1kxq/8gnkO/V1Jzn6JY+lbZaElW0dWj4BjTXR3gk7ouTynqW4"
    "xxp23R3z88vcXpV7adTe6zzLrflFz+d723HeYKgNQw+cZaS0Y/z8bVnISQ4myWeyLuESxs9nwdZNE5E00paswOn8XjLyFCiiv+wP"
    "nfACsN5l0BLWVeN9emMSwGP/wju/B6XcJMv0ZlZJuT+jpaXbXxI65p/SPnK+/l37QUs0yICiU7E3/WGTbOfpotRXx/yJ+/oFcVwP"
    "Xm8wZc8QUOdWYlHcX1ijdxF2biapxeKsga+My/hOvwlPb8OlpRf2Ikim+Xqtn/q2AJaEdThJMgvOOGeNxwq7tMKeWU+5m+d3Mow2"
    "NGMfthbLBVuFvfgFMqQr6L+TnAo9cDvW9TT25T5IpEV6lliftN/Legkpv3crCnI+13p5A1Jxd2hHw5uXRq6C1jPL/HGs0LqRbI5T"
    "mw9qGSmnsGe7dcpXjzey3uO0npFjiyR8DC3fH2upgeXRU/aGTPmdPgE7Zd82pmgOz/fHD2VgjBk55jU9DpJviuSY95hibP5j5oHs"
    "SuwaZd1yE2MYlmU7DrtinxrGrn9ZzsQZwg4wGXJ8o8+Na6KkvIVofRq0w1xw6QpQ1gGyGCd7l+wERP2xvEXqT3iqchmRGXpdnbw7"
    "QlwfYJcH2pT30h7PHlVWDVzG/jQWV6zWkdjBKaDixczYqwI1lYMLV+Lvo7KCtHSVfJOflprj8zovQdzzsYtK/sF37avOZ6da7nqG"
    "MT7j20ux95U4yzg9EzWUqBvZz+IJ1tm62lHnJc9Aiyo14oew3TrJedB0/cQiIlZ/dgaQ2bvQk5Y5ZrlSfYFAZ+DTvWjZRGF17uz9"
    "ShXeO51mblDWz7qxE+or3aSfxzZVPnPmBbznYtiz5dDwpbBfXoImuUO+w1q/Bi/eK3Y2i4BxlkBWlYO2tsV6RjOH0taxxO+fZVv+"
    "Xi4GepoaTJSm4Cb9VLpHrsA5vg76OiPSVpeQGHfTnaZxxa6+y5tCdgc++ubyIFL5DoEvMSMvyUjc7uxCPBKru6UNBOlytAJtLRMD"
    "Xzt3t8T8jNCkl1Rf07eRAJ01+LhqQKQe+H7C4YypEI03cEplI3M71nOK4Vt6M9DPJUDWI/Tv8qP2K9qgbt5rDLprf3kadF4Ey2iG"
    "VsixnBaTY8/smT6rpxj2xL5yvVwD+TZU3gOvPwAK3gXnN1muhCUSg85OMMO1mlrJ9MR2Pju4KyRLzu9ouJcB618OENeroot0ZuQ3"
    "Tb2XZIeGruA9ixS4HOHfSynpIyr3YqXXyGFyGaToh+wBfbi+EdkLtuEn0AaWabZYl0V+BCZazr4XVbCLBrNfnvoc0f24rncgAbpE"
    "niAybWC2xdZSyRrPleTgWtDyBC9fN3Jdwl7U4eTZkHo65WVmHbimEbvjMl8+pmTZXawza2H/aCbficKq7mzOozvxOO2ubKtZNRP8"
    "rJoSPd9PVAknxpqsLaP8XEnp5vguyikbNn2qkn2n6oAVl4PbZ2Ilo3FuMejmZVh94a7QVh3ucEgW3JSkHzXOWOm74L6pQM85/UYf"
    "BJYulRutzidygN+ZTa2JdtJ2RtSb+g70yNXY5c3F5j9XQ1otAfZcBPnfyIxxQ1MdyKONpMdFbVjvqjdKxnfvzKib7Pq+x2/H+Tie"
    "s6Q6yYHyNnaujjs3RZp9FWnOz3k1yX2q1Hl/nM17cP6dZZD9K6DT3se/nzkfebLsJ92x3if0VeCW5/AkK9SspqVAmZbDEwXlPses"
    "z77iIn4uy7iO59mEZ01rLt9dJkNUF3A6y8HQ2k/AAu4mgyN/01WRd8HH/wR+PQt28kZwbn+c0DqcyxXsb1QK28iyHk8H/30NGrFM"
    "uucgcaqgcdeCI2oYzYhhVRk/H8XuOVxyPh4T9jzNEannmCtE2gHSWC8n6lZ6k34dOQs6f4TGZYrXMtt6/NHYKpd/pa/2C5j52ein"
    "BiZxNmlmbzbQVrVqQIsFNOj1tOfOgwWzlrnFKZyH0fUXjOIsob9/K+9FslyVgHM6gjasXescVu7X5FBD1EdtDXO1VAk10hK1q/aV"
    "4+UKHYvPuclyD8kWchSo17j5JNgSM/QVoNH3dRrO42rI0A+gb69iHpU7uaa8pmsPqrHuux05jaMBstMqRF7H077BCNl64LBy4NI4"
    "sP3degU4qBhI9Vk9ONIeVqlFIlLYh2J9hJw5FcjlZt8DpkjcDMYkpL96eXCBJD31pH2HiAxln1ULZvz8mQTriFJY2bHsQDgNujQi"
    "K0EJM2G9mUyYCIqaCE3QD5xU43vtxtk5Lss8qYBd6K027TB88lypJfbYFhpkuZfqLvN9L1pjSixl/GlY6wbQTxdfgZTkb6yXUamv"
    "7Nmb8eehEnaqbZmR3Ex/ldOcpi0a8N60t/FTrDdxffNT+ho07jzaS13lRWiHn7CyZj0dtkEoeyPg0Nb9ZkzXTqcnzHWHqPbrP4gd"
    "VVx1mvNXjgP2chN5zBZZQ2mR4OTGnTgxM+F7ucQ81m9izbfLErpEXM+kIcwoaOcpLee9ATtA1k6BBm0Aj80HzuoPBGg5JtuyUtRy"
    "d/oSqbi4hVnzg0iNpdSxr0kl8VsTM+EzrCQ1P8Ipsg9Qfzk7ACXBXcuYlxylPqkBzSbxtIvZ+3J/ael7lvRxdPu3GrtQLJVypbyi"
    "7wbjdUbwXWQ2KNYs+z/oCbKO1qJFMSy2cJ/YJIt62FtxWLu1kN7H00a5nPixjOd1LmitpUdDA2sdnE0U5L1YllOV8TX1LkqTZOdB"
    "y8Epwmluw0ix/SuW7eRwmQCpMEbvAUr/Rk7XXvovsV4zW7Me7xF9U56WPpDF5cAIg2RtkPMVhTuLk/5NHjl1lumgZcN1a4Ha3Wwy"
    "i1fMx8/lvq6rddeNLChc5FB6V9LM/z9FXAarWa71jIq4uFLG66gcazcENukYfVqaOb9tVuQj+ac+IEN1QbCbhN3HO2AlwyXJ7K7R"
    "QL2rgFKeB/V9CCy1ILIimAnNW6uzsbMr28hT/RjrKNPjQEn7yTg9Ta+O/E6mgmO7gnYOlmg+Cyfp4zYZeozj+SwsZTcJe9YLxXUS"
    "7/wrcxIFHPM3Sp5Z+RlVTcz7sKevYoQ3CpyYpaVtvkPL1mqPrxadXYK1Wd3rVHYLeh34M8z6a8kich1busnJWHmWCC3BzuhmK06A"
    "5l3P2V/qc8yyHrenOL1pNjh7Cd69GayWEdAcJ8i92LOv8Xc57J+OjBlWgiqrmCFZAcuoDoi5u5g87C4XsJ7/S2jaC+Rr4PGji1Zj"
    "ZT9il86Ur2D97gMMOhCS72nw92RxlSxNtMYaGW+s5Z7+ReKkXZuU16yHi3norWvWHfROVHLvLbv8TvzuUb0vMk3/7CdEZDwaM0n/"
    "JjntgaIiYItnYWncAKp/Q1+EDOql84omtOpcOFCCfAZET9DBPvSpp/J+Pue/s9yrYzTjI0+tc5im41zWUSM3MYPQuo27fNKFoJod"
    "JJbPaWzJOjL5PCziJuCk9RdOtLHOwWvY++m7SCawirEVoNuloOWf8Po9+nzkJfZZCL3ILZP7lPMO98/PDwrv5KTFYzg3h+j/hXdZ"
    "9kQt9tgy31d4G8h6XoVzSy+EPtiFE+C11YSZakpdywYpob/GZXhZBsKOvrIzg901FGF9d23WbwMzEayv1CttzHBZDl1UowPY9aCe"
    "r/cS6wm93ve9trrzbqTnCP1iprOukAXEr2nyTA2ltGVmlzMX8zzIgjI8cTG4ZC/OvlmHu4yTGg2zJlOs+1VmyjaB6sI/qXx9jwKh"
    "ZvQ+HcLeE1+B8lfoe/KF1MgT+hFoOGCfu43k0CHi8u2bfRRoKmTOanwfBTY7Sh8CRwyQm2QdJ0k7P2hHCVrVWyu71jSBfgwxNft5"
    "CNW6Gqg7w9zwtcxqWIE9PVJuFcvJ+IDe5iboi7i6aSuBl5suoyepx4jTF2FlWsb3lf31aqIRcpGkmfXuaMf8rsu9t3sQMfU20O5V"
    "OJWUz8BNt0L86byP/iTcdT7syduJXB8BHZVqSq6GPbRH5ELqoSz0zBaS9V7SnM8dzLaBR/vKjuL6FLt3m2fZZQgW7jlSwQj0Fbjm"
    "Apz/fH0ZVDhWynAa1UQDUeody/I2b8IqdiLYPnK8t30SHu0H7HOb4oRjq16pYNTvZCnmxNAo8+9znLEZUBs0gfZTfsZ0NXB2Lk9X"
    "GQ09mgHz3QNWliUpI0yaPUHtZnWlrhZ2J/mees2y5PvLKfKLvKePS3PwtA6JSGQHyLZReovcAdxZzvkyKc7IGcaO3DvJvjILFPO9"
    "LsSTXYord5cAduIS/Rc0ehc88f46A7w6R6/BCX2Gdz2PfTip/a16h34szeqmndfxiRqZ7/QDdzXBassIdtPi5lZ3OwYUMYp+q51J"
    "Ha7TQwN3rJy9679ll7aAcfuwwuACziNIUOIb1j9ZmhmlMA9krZ6n12k/aJBZeqL+VS6EnvgOcqdSukfaiiLYzPLN8h1oXSWu/luF"
    "dDgJqB1xYY3PIDIcfIhs0Lc41+ANWUR0ZZ6wY7Au87MMA4+9SWqoh041D1stVnKdWKWWSaxH6RtP+ErGluj0EAn79f16JXSt74dv"
    "PGvdeyznsIa0kmWfp3b0MBwsA+mle9LQGxDbPOx8H0iTUpxzmVrvnOPkF2g49Z6vwHeQcjZCJazBUmjPDrBN6n282yS2s0HMQjma"
    "UUr1XXzqydO1flZo4KfCOq/AtpD+Y3BeP4Pv6umb3ZEWWzNzCa2+4n7gxm9ot2XV7mc929ZDBizCDpuuOUFOlI/x9Qk/4+QOPVnP"
    "kWFFu7BfSUOwDJ+eolfr2VLhfYfhnKhAJ/k9XoJdGySG+FwtiWXnNqvLGVPImbiGU8yD/Bw9of9xkrcEUx71VFHbJOjjLqGsSEDX"
    "Wq3xCFa8GOVa5dN7YtMFS9h9qAFPZB0hthOH/dr7TJvu9Kyb5b6FNOfjdqdz4olZ8Iv1XiDyfzAm8aNVPhZN0Vt0kg7Eia7Gb7em"
    "B9ueZC0nlbyBe24vSz0XWlaOncmDtATraIUbbZxNTlqB+zQxPmo4SaGd9pOlPhqapNyfLAlfvXi0mKbP5ifxuTzqv8ge4DfLKrsG"
    "r34OqTsW1vpnunmkjj0bc60wgPWEOYDe2TC2/YTvuhpwrkVLH4d0vub8VH7ukzb6bDfkewTHmbO5pyTZ+bivvAy5d4FcLx+Cy8wP"
    "M0Jew7m8S/3Sl1WZOX7iHnBGMz2u1XkruKXfaNhTO0kd0UEulYBxsbSfyL2UczouovW9H7sl1tNqr4akrMGd1wA19pH3g86g4zJo"
    "ol/0UTk1kvSUl9NXOAE4TbuxFPLyE70eu2nVHavAL6tZA3ImbOuTgfjW06cYp8VTge/Ol7WQXXeJ63ma8N3W48wwM7q9jR2cUl4e"
    "20ynm3xVq1WmLyYiNvv/G2i4anB7DST7NtLEHKQR4rRRhZ4mys5OTeyZlKQNcB72rJaaIw5pN4N+z+745GpozTXs+3O2HAZtYnHF"
    "1foZJP8AuV/mwI56D9T2gB4r09iXye2DRWuHExMZD5mveJyfWGc8N5ScaZJ5tv6WVzpK0ueWRmixdcCKdpH2tCq3ipRFTodk+ECn"
    "6lP6Mt5dJB/pzcwEthliaa/xbWLCcZzH0sDrZX2/cOuXkiUduQ4rvX1nlcB7L9Tn7BqmW0F8UKJHgg7dZMdnpK0clUKvqOeCXnnr"
    "MLThkj5+nINePkdcTl2OWZUJoNtancmodjVotg/4poo5S83sz9zsu0NYHHx7yry3fVeMFHOhjqDtvYJo+xDf89LqYYNW/bdMf6yH"
    "zeV4Ju21revqpG28kvLRlbCH4b7i/Oxt50Un/SsPwdpMspfV5+AFQ1VWk+IqSQzfjRU35SxBnX2tWO+GlIaTzhfnPSRJdTMXQm/R"
    "Bu7oVM2Bhs8Hte6Frw8D+1Tj86thhRfuAW5Tn+Z4XJnznY0TrG1T71vr4LscbOtnIcfZdaUC/+KgwPXg7P3lLFlPDv49ZGaKmZ9r"
    "oTuqyT8fQOfMlZaalizpfRtxvcHNt10DK+w7PI/Nbvgcp/0XNT+G8fZ80MZwSKWfoZW3BRX0gMwaB7sp7uuJDCW7Lgjb+hkRLX1A"
    "wurmE/HdD9RHz8txnCNp+YbFoG3LbExih35LxnThV8aK6/rt/CZJ4OMm6rY+kEJDIDem8fSOklfxfR1rPxfgdFbh2WexJ9N8SMyx"
    "QBXv65mQpZq3HKxucSOvnGEd9+aw9KbLS5H95ALswnf6HOy45mAFUVqSlnectYlTxDJ0TBeGdbsdfqUfpEWcD5EDxGa+vw0N/gP9"
    "+kntzqs10EPs6pFSoMuAne13lNGRS/Dz3kClT+HMfpadpTxYrRaFqff4LMr87uukr9jsjgV413ewVg/Cqd+hgyJztF62kXshy7b0"
    "ltZyoOG4upqGFHZjKvPmbHp3CetQc9Rmab1MFrGjfKHcvBw7HJVi913PVZM24/w04Qy0c8ukcdfrzsXOXweNLMNqUkAX5VjtOUBq"
    "c3W17BP5hX6s+6Cr5oHWj5eV+gKw9AeUqXV4YjfTck0ec8SBEhdDcyehESv8RCvzTL1PVL0ECOV+fUwfggXTRYoillNyMzX1AM5G"
    "UR/FbfLy5gCxXPA0ZIB5OqZIzmcWDqR+HyXX4DffqbMG7GkX8qzqmfloHsjO7MnQGTs7CHrO+c2inPOd1TAq1kxpXKHhTPkeEkqb"
    "KGVHmh2bsqxJdNXdTflqbfXzXJTdJ9L5qs4LWKnY8rN5EMopX1Z6BB+wI6z6zmMXsWNGDTT/FNBiI3S9TcS2+eWzQMM5fJ+mJsj6"
    "efYf6Nf6ppwmjbTkldk3l4qbzreR3v7+0AH/sNnm0hPfrQNdrwWqGSf95UCoq+l6G6jdqlAukf3kJlDf5XJ30BF6rISVoquBPat1"
    "H6Cen6GFXabCIvaUzxGd5/KelOuhqS1PYxddF4yM3BB0xfcTig6S9pEyXw+e1V6RWvYPNx5+CTSQzvvdzhVXJ2MZYv3leyLpx6DB"
    "13s6SKub/WG6cWf2CzlH4ow0GK+spIYW+YDWgZ3Y/d4Hl2a03eIBLhfSrLTjxVUpbfCoqYO0VAgKp/Lan9vkUcji1ZGJ2LkDgI9u"
    "08tNJ+vqIM1qqSzxlONH16HhQP/JdvQHxD1VbcGrRxmNCjMpKn0vZFdTWaheZi85BXf4PezmlN4uD2E/v4Qd8hV44Ds+j4vBZ/08"
    "o6HyIPTD4bkXI52B5aZoZe486dxuGzlFwWdAnWnmYw1j3rfIQZymbVbFe21kljp/32t8vjTPsBHU0kQeP4Vd3VykOM2nmc11b80I"
    "fZ2P9zifTRffEcX6vf+FKM1q7gPWfZRBF6WIAq5ll54UzsXqwKzX7QZ/Zpt2UqsiKtlPgCDlR+zFLL1XaoNv9GL5M2TSbexymvVZ"
    "NQ3+ZP/ILPA7fqVWcbqvVVzocU2UPpty9hM5RCzO8KUe7DtZZ+gzcZw8HNe6gM9V7vveN/sel2apLZWJWNkG8MxCrOEb/RSUPJax"
    "grSG8+cNNW0nTnokGNUIfLyvt68wjfusrSSzXW0u4l6cnelmGETZC7qOtkUcfGtYsR3uV4p1ZVtlhLkZGWXscaL5qaCuqj3JSJR9"
    "X8b6xCDfNyTDnOckI2abS5MmfJeMgLIrw+xbk1QTJOq7XtlEvH9KjlVFS4FILRa7npk2KU7yMrv3GbFKtnNw0r05ezbG+aY14B2b"
    "CzyW8yhc5zJ7vkvFfG2LsZ9rIJFO1m10MWTMlfhMXyCZ2bqFnhKJw361z9u+HSlWz+i6w1vOwhyfGzIoH21txnssC24YqMVkyZSI"
    "2UnVfLaf8f/2kIzHyQ2g1L2h4faMXIefdpJr9QTco8F3hDI74Rop8xomjX16AVQ0jTOKFgGPPyQzxeoNK6ELfsJqFkGnnSKf4onv"
    "gm01EdiiLljGCO9CnFcFqLKWdHOOLFHr5j0VWr8nuymaR6kOq7sbaK1RXwOSextrPxQ6cwak/nRW1HWV+/xZX9DKAn7RI4LD2eHH"
    "+gV/i1O8TuZwttlHOgbXLwPPV7FGoI6awqIwW0TuJ+93lgGUSM2tJj+Cl3HPTHARJGOZToTOnSuX4dlGyx70RrzFPB4XtcwC8SSo"
    "7y3T6Vwp99OCyv38H5vKUdheOBFWnevHZH6qUdgzywnsBXR5M/c99Dz8kTP97PtZWi2rsNNGpd/gqV4GjVgPsFn6CjBCT2mZ3TpU"
    "YoyWVOK9+8jjkFqf4xwuKtoSWvIpfREIpwa6cRmkXqV+jzOw3sw/07uyAjRzNTvGu0m7NZ5bLpfd8HyLWbeX9TaERUC2Y+Q7w37C"
    "VbTOo/SuxYE74kAPKfYBmsHfNzKD102TeUPilJo2x7Se8iIJOaJ562EDtV3aY32bWbWduKku10duityudwfPRybrx3KoTAwe0DOK"
    "bgquCxxldGQNUW6TyYclePrp4M8nxb5bDDxRD+p4ThdgpxuYD9UtUkZvVJzdQZdgHz4Fp0/FMx0LzNVPhoKWZuk5kWNBn1YDf6Z+"
    "on2KLMpdj91erXdgp8yrZr6CgH6VmbjGn9h9vRTyw62jrzgaC33pDlP1wmo3E/Vd6zVvCVheQhMjcffIOtBzMX4qAaL4Ku9/1Vad"
    "ud2fefpZ0f6aDT4Ffz2E064C506Ud2Rrtf6dH0IyNGrLDI6NPtrRQ5br+HwVhYueuvjRSfJ+q0iKSa3DqCMaoG2KidpcNohZ3vU6"
    "mDXU1tna8vXuxw7vgF3bCBx8lxxFndjbTwFpiSW4mT+1tPHOFqtoasR1LDvJeuGKxHwvBDvb8fmJUynK9S7A0R9g558GFT0vVl86"
    "A3i+xT+dZqVwNm9RWx2v00D9xM1JTDNW3R60vRSr7s4Medb7sY7kXNnFzwVTxgN6+Llg14vVoNo0nRHgoiiwutWjrNZ54KKJeG2Z"
    "vgO5bF1KV0ByL9b7Ijb1/Du9ktUzzj9t3r1FeAqrq3wWFshBeN4PcLpXQgKskC1kOPud3qEX+d5iOT+jObTt7RkHAM+uZVaEerQc"
    "p+5z0d6IZPM+/M3zNc7Cbm7CDKxM3k9pNbuXwVLpyUrCfYCbG7CbH8lM8Mrx2LeFahMoc+TjvZl/G6e1W4Q9Ga97yp/0H5AaN+qd"
    "WOnvZExky8jO8jr282vc43TYkPM5d2CbiHV7vRLWYKmfp1hKb1s70N+7epzYrBY3McjiWruJ6xNcwxr7uM+SzPA5a0ALY+gVWqB7"
    "iHXQu1jeoJdxNihwe+kENOv2JEd/+xbifGNWDV6Slw3t/qND+tpNZth08PV4ymh6jHbaD7jO17KjVHIaZzPt7e7S0sW4hS/T/ne2"
    "3vbeE9jf15mUMNaQ8BN6nI1QqWeImyCxS773vLPZnFS8HPK0HijyH/owkPrXwWH6YlE/mRscGukqXdjlzPrHX8rs5WZ26q5oczZ4"
    "hh1a+kD7NxGHNbIHSTHvZrhxtAzi7NyY77RpO7mnuEoh4+IVm0zDi0HqB8zuDnuQBNQKGfY3CDjd3OU6nyGdW/nhWyL/5n1q9H6r"
    "RfQtVPnOgqovyTzvkVvJq6XyGUNnS5WG1sQAX9/XMr3RnUShqNWxOGHLgK6RrWWkvAxpd7lco2foeRJORA+87bG7WEfCJDMrY+yS"
    "fy/Qw1dY4QJQ/CB5C3xvXpOLGBtMkFKb+PxJ3xPUaKGbl3srfB7GKHbc3EzC/NjWnW2j1EVZvRWosJmR1rivQSvsh12DV/cU9b2F"
    "suxakFFXC72B1tRIcfNYc+yL7SZ9tEy+Du/f0XuLWmbUK3s4Z/lUu8g9+oDMgKzqIP3kMnlNL4SGGQqcdE+r/gbFXlq7+oic7upP"
    "PZwg4WTyGu9VqOVkvsMY1XDREPPcNvvuYZ3kJCny6KCZ9pSbrBGjrCuhtyrHWrP1tBhcZ+55eOVk2oK2eyexZ6eLVbzI+SqVnAle"
    "DMlbhu9PgMRtYr+bpeDpemA7q9Mfi73oSOw6mV+rWOH0MCRkawkRbDIT5llKtWZaZmEN17byLeR7J3ag70sr30nizX3XI8NG8/U5"
    "edV7TMxbsbdUeAlgf4pa+do70p6xyEaCffJcvf1K2R0yME7EkPR6opsEvh51GDNcOrbKyA7/dPI5Y4VeSXnPdk5bMGwvrnstnjJK"
    "O800aIrWoVHtX6UlGySkLKsEMO6erJdJDxmGK20jOXDQEdJe3tEbYFvk8j5wzest5zNI0YcaVdet2dZyuMRb5S65DM2p+S4e1kdp"
    "MU5yJPZzGSezVEJLDJGdoYe+bWPC9DWUDI2bdHiL41xybVS3p5kj1UF+wD2ukCPEskoWwG78jrOV6+mbqiFVV1KW/F4qmNOYJFe+"
    "JzH2PUz7zBjr314M5HevXKenRtZBUths45W0yV3nkeF+fl0z+cZ8qGXQeb0i88BLH0EHrzJkKovAH/fiOtOZiWHPYBOx95UO2LmT"
    "ZZS46FtvTsVwNv0k9pNy/eRSjEe4eK117Xd+vwTnooVdvIZKP+Zg17OrZyWnrmRp99h8qjTthEYtHCXdAegwhjPrDp14tnwj/8Je"
    "zMKzH63PAyeMAbeMARb5RW8DDURBXwv1cazoG/CQ1d92lbn49MuQyccAG1sl/IFiE7fd5K4k/1pXg5EyCasbV3QfzuNW7MYHeqIe"
    "JVfr4/IZPTA9vLasogazqQM/Yu83Z++vNeDOTnIjtLvl+I+EZrDcv/1wpVrO4n5LbHZ2N9z/p7yXumOraTlhlkbW+2yD/IQ8BS8E"
    "zDlZS926jnlOHcTyeodLnCddKD/ketawxH21RgO9Au/T47iFuH5HTbSo6r3u+QtoofDVukWOjdypS+VH21Ogze+lOXgYWOpsZjAG"
    "xC1KnZ3V0EKp1Jv91DR7mvn0E2ZYX/eVvuq7w7robH/6Nt6DHtqflnLOewQTfh9quSrzHW/pO3E5GnFemmk4wW5yO3Y5yfwMm/W9"
    "EyzgDW10RK4mdnwNMnBYZBFOejalkvWG2wv6KwU5HIO2mqlD9EfaVpvJl6BQN2k9R045Hnp1G1DcL7ra51eIn/7XzGo/5y9cC8qv"
    "hq61Oelj5RTZCac2A+e4jnUU1m89xwzwGuD/KM5mEd7dXTZoi822fauJ5ul8DoPrFRRjH9JhxPWGOvv6jnjuDPuKmzU0QVoqltX3"
    "fa9gp5FC98mwinyE78JpE0iU/qM0KbJZM/mJT84/aj+9rxeAQqLBHnKL7iy95SY9E7bBAH0rkmS/qgHiYpUJ9uhP+ozDMt85QOlF"
    "dXVRbrpSla8eLyP1OpvlJ31HbE5XLX2Zxi8fis1hb2S1uuotMkejPq68grLEZaUkifUavJ8xQWlzgIR01oJ43WcHeBqrY3Q/nu8c"
    "PMJ7KRvog0yzK6I7jxr6j68XVwHs9FPCY9Zx4qYudwJu2Vwu4BQ0s9j2lCXMqi/cq7KXnM+e1neCYy6CTlwGG/l7/Vhe4VSs5nxH"
    "g23FaLqjmKwZms/6EFKFi9i4PdjcVwCnfIfQ0PO6j07U28B5D+A+R0Wm6CRgrKt0i8hNEs4GqOB8IrO/0pwzXt9GPnmC/ppi3nuw"
    "n8yyvYQ1/d0k4qdAtZ6Mk2lVjZ/cJFawAbxs3jmbl9UVVuIWnMs8V3eIZDmXJulz1BK0Noxuj/XdDrrSlxawGiDrc/GN437xuKmJ"
    "tspzYl0mmtgfwPmr6plRc7aXP+ZRPkn21fuAY0fIuzKNku1E2L8T852WWj9Jd36/hnOCY+TJqcQn0yAlymnLbi2Bt+PCrgrhvMCe"
    "rXKlU/meyUaHpcwHr/eWjeXHNRDPuklAqkd6pOwmiGRYrWYxMrOTj8AOfonnXKS3RDrJrViX1W2upI/7NWjF6ZFy/UpHQD5PwVVm"
    "s/LvAqy1jzwGG3YW8MJMX1nj1tvBo3PXQbQcErmUfuBq7R2phUSNgyusN5JZFd/wOUy/G+p7WDLc69YzYENq7cvduxPa8zHGxLP6"
    "pv4DHFWhj8Gmel2UVsRkT79xVu6Htl2hVyq4xnDW4mCi6Rik4Wd6mtwBHGrZ6wOAH9bjGUpgnf2TnPIB4wjWGfcYVkAkWQc4HVT0"
    "Nq69La7Sk1GrW0GJB8iXpJw+kQw/24G5aUZB5fjEPZD9o+klsb4Om4M/uzDq+Cpxb4uvzEmgQeIqhUux3016rizHddrJozIJun8l"
    "KH6ehjaS7dlW4iYwhbxeyHrf51fnu83mlKIVPh/rB9or5ayt+pp+5kafzzJCjDNcJ3ezZ8aImxtutDtE3IzEDDNjC8+1ilG7lbPH"
    "+p+lmT3MDgGHdMYnInh9H9Kuzdi2atoa8kzY87MdI1VxaJI0I5cu46oTrv8JXr1KcuwVtAjXPhLPEM3Hyof4utaBzlaOWPeJrYBD"
    "FwP1WtbX/vI7m/OlTexSbXx+DD0uaUqCCFbn9E2anfr+ICnWQjrMuow142lWlRh+2oX1z7vDutrIfl1nAOcdIT+zt+l4STGHbgj7"
    "stj75gK5N7AHTI2m8NtGPZq2RNzH2zYnuo7xHtaHcbreCNruJsajZqlYdXQTuSrlu+fEcW9lbVtKWyzxdhJ6yHO+Z/kXuPchoImX"
    "5GZmwjZCkl/ByotvgTnK2BluS7Hsqg36IvartI28tPFyG54yzr6we4HCLbvsR+3JWG5zq6lWVZy7bJ93GRzq+31bX5EUpadZ9Ouk"
    "I7Thv+QN3P0UaLhJcjskwZLgAAl1o+Gu92ljnImdPQ0cMQY2bDNrQkto5a/Hji7FKzFQQuhZC+N+RVjHQnz/lRj6/Ro7W6KHiU2d"
    "W8Pu6+Xa0jEpx5ldYU+jhB4a+SF4Qt8BfXwK9FETnA15bjb/fRGLGlk+9xPE4WspB5bgPh3kBeY8BewmkWbVjvlwa8V8gOafHM/9"
    "PJEUbx5O6+LfLz8RovU0+2gejRdJXd7fuJ242s3NqPGj2uitZ8NOD0JDpfVvoHTXu7+BWNW63ryKPTpWLL5Rztjgaj0L+7glKKsa"
    "uOJW9nxPe8vYderaS9yEZocUuknKZ4rVUyelYSUWnofcH9hxASe0WvTO7PKD2Uk4IqFdGHCSbc7PwaynHFnM2sTAR4fS9Pf8Syyj"
    "7URIxfZA0fdAH03FGc7QJ/QX8FdhHZyBbB8qt8qb+sdIO9hir+tfdSx03DNqnX3jea+i6xSYom/F+vwEGrTqENyZEs86H3wNVGtz"
    "Rx4u+h52eFQ/1k+1LNhedpbNxGR7nGexgyQZcWhkTu71lA2WwdUOvD6KXLganD9GVnnPnuv+6GZiWNbaYu/Ns37Wjb6bY1R/D769"
    "Qp/W75hP+zO0ydv4bpGeClq8Fdedo5/j05/rZcHfxCJSJ0PHvSljImEvt0he8vfxdVM5djzpJSdQwrqai7jnUVcLEmaSW88tVVcb"
    "tj87Vr5qngB87jucWLFax/QkJG0HyHOLvp9GiWq2h1WNDobss9lazwN3fYr79JAj5HHoy2m6kR55V53cXTKszLHpYrWtZqXv4Och"
    "irgK4+V6DWSVId/P6Z9/iR2h95cn1EXGcj53Ms5O9667e4J1PK4LSpL27kmkmtlqc8/W0I+9EDu6ETy2QW+OfMQpUcOZuVRHSnT5"
    "4seBEirpsd0cfLOVr29rLxOpLWJ6ET51DbD5A3ptpH/kbTzHUHy/pujMXBWnJVjOSZzTxMzntx/nZL4odbRDrWtjM/OZTdOYp+Uy"
    "0O0KnxldRXtvFSz0auZazKYPwE5kT6zYZmrsRPqbAxlps4zrdDFk32e4qnUENot8F6CBHqCVzjgrN9s8ir/HM7tsqK/qTTMzaRtx"
    "3iPDBWarNnJO6zBO2XEVUFXk5kbuwyRZjfsW02v8EaROOl8d31XCOa3LfH5uhpMrM9R11s/NIYxqvVmsas7wlqO6GloQCZxJkpNv"
    "MroFY4Lh1KBlvltzyueZNPN5bL7OQujSBDNYmjyq6iXOHrezm8A5d6pv4PO3M2ZYCr5axI5DNsPxaHF50euY27CRdT8uOrMf4z+r"
    "vV8j6WVXETM+bBrDgaDSsaCHA3GFqW28spWv9LV9fEDcvO8F0BwmnXP0rn3KSazWy6GRU+R747PdxNWe2URTe+p+OMcqnI3tbzsv"
    "pbrmPcs5TiA4S35g3zObdm2yqGukAc/1nbopTi5/32niE2nj2fXfxWemY08sj2MW/ecLsdfPSYrZfmn9kPaSneCVUs6v1fw/ruez"
    "m1mGGKYvsz2z3roPfDwoDSxvOUZPi2U/DRbz2D8ry/BqFzGf2jbyNJ42ykxns+e74SrfMvJYQb9DTKs3mf52pJ/+ZrLJdUVp6Zzp"
    "5lj8UWwm4mraA8Zpc2zSN6fVJCjpdubnrJt2b+iqJtaY94rcKNYHcJdIVTBWDpJj5TRw1BCgEatCKsHnziJayNBndiZ7Safok3Id"
    "MUx+jvXfV/oskc2YZdC6Nsd6xq2HbdSZMmkYeSytQ5h7GWPXFGcVnO9xzGJq4I9YY21adTUQ8zrgbZu00UOsSuMjcP0+zHpc5j2U"
    "D8lwm/KZr0sJa9Gdf8VmDZ5Jr9kEWLW3QZrN1Sp5VHeVA2S9PKVr5AWs8arIOFkfHE4JL8GkVh7/BPRXiFKKvcQN8vah5WC42Fqt"
    "PiVWE7utPAw0PBSrPoc28feQ3um85+lQCfI91nKs/qiC3ZEkr7b3uxaRsAer82+F2mwo/UhJTjXMsbYu7IAzHtQ+R/4md0M7VOMZ"
    "FuKu7+Pf5ZFVOJtHxGpJH+OnXX7Xx8StdfQn3A+a2ALy0+ZV/gEa81vQ7Tr5mya9hXOE7zjg5rguoL9v21b9NVvqnW21y7DP8/Ee"
    "m+W2kRxo1agVlGIxyNCD5GXiKePM/cATZ8kSykKjpkdle9auraP+bcDv3/IYP+3pP0d78xmJwBJdoIYlLa61DlR/DPj5AjlQrK+w"
    "80NrvhZ4ErF8zNfPifeUmOTailGOck6qixLr2ZQv63bxknwPrfRuG37/auku7Tlp+Ttc6X16yD4EP/1dOvlIVpZPb9PvXIVHg44S"
    "V4uUZizORS2aaNUcK43M8xsqrvuA/b6YXW5cN+WWDsAt8a4mX9/4d0nSs7yG/RUaGc9bCOzVWUp8XcwEsfkr1hPsSX0X//8AaX+0"
    "fAW7YCK04v1ysFwPqbRQX8POWj7bJ0AuJ+IsxuDZqnCvgdjBbdnZL86/AeV6DDjiYnaar8S1bwUiOlUmYUVzOPG2Ti8XF880Cemq"
    "pc2HV7i7Vy05NMGTSnhctKukfGbKr38mnDYirSIMYU9Zm1szIp9VE+ZhD2vjeWqwC2ewu2eKOs1ouJYZNR9jV6brtbpbpExvZp3c"
    "j9Dllhli2dYzOFnwet/Vx+T6ClDdPbpR/on9jkP7ToIluxdka6fIWcSA/cTpjjRnZeRY51SpnaWlP2dLj8qWE2/v/R/tWsk5aWOy"
    "vc34OA56YK0+p2WQnQ/rm3qVzpbrgUo/0931HL1FX5DzI1Mhqf6l32NXHtPPgP5vw2ofgi0+VCcF94MmbtJE5HHsQhkn09iOLcO+"
    "PILV20yXWlD8TYyaWy7pRs4MMku1Chb1e5FzYCGeAxzyd71AR0XexbXrgxzooHD/qnHUYSmiL8uXuloGifFGX2ZdB17qZTmNK5Q8"
    "hb374yL7wIa8UV7SUbAqzoTFe71cGZwfydGvEfjuHJZ7fIu4aVgNrPCxiqENrGRYC3ppZtS9WpfjdzEiM+sCsZpzX1ezn8MekJxW"
    "x2JejgpYvVa3MAE4qq+4bpnRvKe35Uz7A5E1sF9ZhtR3pM2C5QSQBnDem6CbPzA79mIxOW65RodhL8ZALw4AqphOG2s6TmKs7Ahr"
    "0eJ0W4mbyhpWGBSx21w1JOnWMg6YKgJKtikucTzt4VLCiEfU5wcHGvbiVfoPj5e0j8PcgfsniaJmQJvZK6lffcV8AI/KbvIedsvm"
    "hvcWkwZR+gSsUqTZ+3Fswl5HnEoKev55WKofwV4+DisaBr3TJfKZmt13oyhnvUfzXVFdtoXzkViV7e881mjJB3IVfN2Yk+KqUY4m"
    "mkv6DN5OtECc7raOrhZLKc17EMOu7C3n00jZaRW/R+AkMzhd8+iNhs6K5/Xe2UShS/wqSzl3wOgxRu+Qs/gPEutX0IVXihJBXCbW"
    "xy9F26SW+95FRjMrr9n3lQryEYs46C+dX1Va/5PzN81POPD/UfcdUFZUWdenmgwSBEEEJSsGBBVzzoJZGTNjGB3M2Rkj5jGHMYxh"
    "FHPOOWFGJWfJmW7onNOLdf599r1V3Ti+/v5hub71/8xyaPq9V6/q3nNPPnvLUN/RFnIC3eypIZ8mfN7NrMjZlMmZvqNxnT4SrEWk"
    "3Tb4Vq+HvM0Jt4L8TdRXgg/9pKJ9ar2/J9u1S/F8LwQfs6d3ud6hxrp3on6LO91T2weuetxe0r53M+VnVnaV+3Gu7oPkjZQr8eR9"
    "Ib3Pynz4BFWcc7Ge8aXYs83oBxQixp/idXyN71RM+dOfYidWG4+MaHx968jlew68dZuLzcd/l+BM3Crf4VzWwzJXQyJ/hE+Uu/d4"
    "OuPDUThZ/WVbRClr4K88K5/jfsr8uWiOJrs9vfJ12hj7QPXeJzyE9r8PY75yYrEVM88wkBPglqO4RBy/iT3TDzw/7Snpub8nGaPS"
    "ZHlF8xyK2K2jzOdkybzscqCu56zkd62Der7dK+RU2IDW7BLoK93pNWUhDyfLX/R1vIJ1lRGwM1M5a/V3nG5hTi4Ta1/lxFNGUx45"
    "3l054e9/C3pYjkG3FaQ/w5p5re4iNsuUbxlC7NNC9tqtR1y2gvPHvaUbfMsl8DktKzQVe/Yj7mku9MF06JUy7cvJgXx4L8OYEegJ"
    "jWa52G2h5fJ8bTOPaBXRlEcpO8aclBvD+/s8T4W4Zm5ekZd0HKzcL/jMCLEZ3CRWfAs5QpbC5/sLXn0B39gb32PR21vBQ5DlPVtA"
    "if9Yv+a8aDk8gXvEZoGmwL/C2kjo66lZX90NOQVhf8/Vf7ImbN0aD3IycVO5CZ+9BKt0J7yyibCoY4LP9S4dqj/Li+Herd7Rp4iv"
    "k/EZtnrffdBJPoZNqPCTtFF3YYK1jpReyV6sNDF5M56HoAFrNB93GLFiNvqeROv+eo98V9W/8cktQ3IZ5PF2+UYt878Oe9YFp+cx"
    "yP2bsL8VfK/lZt/idyi14n3QhP1kR1YiSonmZt0M5omVsZchZKYgjPkynW7OkJ3xXnH1S8tmPMXYy+baD2WfdQoy5jBePtK9pR9P"
    "YcsTys17UzrFvdTW6Xcanvdz/GRzRU9D/nriPEzg3LP8xgPrKhFOXCOx91xlJgM/z9gAF8NTeQ5nzibL+8q9YtPr32J3VukBYrOk"
    "xtc3CLI2R/vR5u6C+MZ2bDIkUePMaSQt5n99rv/WMYjZ50Pn3UVmy7HwDp7H5+/lVE5A62V1nHncodW+M7CMnRgaa5lWsiGGSjQh"
    "G/3uV2I52Vq3YdaymFrKche5WSNaMdNms2AdiWzeBvJr2IU9JMH+p0Zihw6QPvj9JM4G5W9gv/J+48lmfY992lcNNdZBa/A/q4+U"
    "ckb3QqJOpahz04zcUoyeamlFu4rL3EeoXw4X0vVPI4I2eyYu52fnthY2xfL7k3HW8z1LKCwEs/s1zHkvwK6uYcz4E2s2e3HnilnL"
    "Ogu6bBHrN+YHm6e2gJFgjf7oJXcEsdqKfWx5lfyMO18Ee9XAK9RBmj+GBqrUO/VB3SGwLEqeRDNIrlPUZarfCtfpkXqe7tTq4eDM"
    "YKzWhW3kNnx3MnRT4tuI87gKfAdRQsN4ZsH+21kiq+UYrDrGaPDieVpNogdLxvdIHSLRDFlIr9f6U9ax3p1BBP469LHNZM3Abxe3"
    "0JGb4Xomab/elnqP2/8R0ViWYV3q9U5I3tFkS1wLG3C+GLpZ1mNnKjMfJn37siNqol4CfWWVHsMFfV+3CEqhf1pLozyGiPZOvDZP"
    "v9H79F25GPHY8/pA8BR8zhWMsWuJo2W5wzPI3JfWVbJH0EHm6GWIoI/XMC+JOKePXhcaA9gM7G0PMhb1hk54GPd0HOIk61c0HJc+"
    "sBqFkLqX4ZkUwUcuguw0cFVdp4v59aeRLyzpuXd/P7/zDZ53gFyMmPFDWII00Rw+la8QuY4ku00FdbZFCrWsQS2jt255+jO9H19B"
    "Hb/EVwhc/0E7cRY76W1ENVbvC/2zfM9pb4tCXudE0OdyPL3MbBwLhBrNTvaHz53PEzJFDb21ozxNfMu10C/L6F1mKWs2e7uafcdL"
    "sZ7dibbiMqOGGLQpVvo2aNMFlCjHvOPQirO6j7RnJFkOS+ds02p62DXMI9TwNG/puUy38qxbbua/HlHSbXogolfEq/A4avTfiG8e"
    "xV3eGT+HdZ90jVntM8xuNUJaN8HO/RN7eIM8gGdcgX1b6HuB8n3WyfUUtcaTnCqdZfP4bKQ86l2D70arITN2A+t0gUQcWtZD007e"
    "EUNdWIpvmGfID/os/OUij+6eJHuLVZTOhG++lDHobvIeM/NmczdFLH8nnsmwu8fLt9AX9dRmK1lj/YQ99WOI4m/Yq53huzn/so4s"
    "eeZNGQPrWj0B71mBfblbL8JPB8JmHCTiqxP9fP6xrUSogk7LtopzKF3jCmQ5cZnr4w670OPEmXfzDlFsGzy/8r+we0cRiaAtsXOH"
    "E63iEOoxh7ixjGvbnQzb6vHWQs8Ea5n2HWmPK2hrkuxuW4lzl/Q2McqBWjVffXdyLvzr3Hje9i3ZuKt/RZwx6ig11IAuNzGOeYAE"
    "ogRjTszNK/89PJ1dxPZqmKyQSfI2rj4GXvkkvDaUsbPLBKzVJryqLp7vWJtN2rRmJWiAWEavsxj64TJ6vefLFPx7ihpiyrlS6PV5"
    "6HdAaYNGxpbToXFYlcr1u7bZoPLe9CcZx7Slfl1NG5Vjr3pLcXAYrHWergvX61X6dbgb1nub4Owg6ZH+s+oQglI4UdXckWWaCr8j"
    "z7RFVkM40T9Euga3y43yKZnxrN79GTykETh9hnxlPej/8pn7FHtoKpiZK6FGWc/rZ6gTkrD1Kc7yODSIRs/kat1WV/GVInq2ua7W"
    "Ffu3Kbus3oK+KYTG7iLT8PogvPth/PZKMRzq1fAGj8U7e4sxG7eDXmwk/sQSj2lg566R3SsDYW0ayFBnc3+T9HLoYvPuNuEUjusj"
    "S2FH8ngODGnve0a7WeJeTIXWHRx0k75iOe/J8B06cUa3logYrSGB89hXVO9xzRwCerJZBaKOnnCN3/sB0E99xRDc6sk3W8XOojI8"
    "nWXubZZ2Nlk2gqCOVt5yGovg6XSTKk56VOGOBjHS2sJPT5tGNk6yUu7b1sy2GHqOabwtcY9ziDjRSI1UwfOaz37/t3Wa1LK+ETIP"
    "4vzF0CMi7Svz2P9fxznsNrh+O0j4CzpHEr6u5TAtF7Mv3PzEYyTJmuti322aoOa03M4w6Seq8hss3mLK8Nl6oH4ILTgW/tEzcjB0"
    "wTWwcg9hlzvJ/mJe3LvQ+2/j2W5BNHF48CXkdK3cgmc+T8dgDyfrbfjuLRCb7h2cJJdKg9dNlfR/MvQBy+OZoQjn6T7ex/38fS18"
    "hVruhmFyvgIJ2x93cSD3sQlB0v4bKNGk6wGS9ZX80KO8ZcjcbB0WS30cN4wMuKOo92r5atJzLJUQM9zd31hIVCrukw69/utIL7If"
    "p4Vae4ua9pNSSUbPDdwFh0JnOz3F+45tyJ25L2er20lPcdjGyv7R3FFB1/BTxNdtAtOe02G7L9Xy4K6gi9aEhgRV7XVXyuvpth73"
    "eRpZGazD8BTZgRbH+OQGinUf1dB7n66VRNg2RLLL4eE9APuTp/VhMXytzYPF8ivO8OM6Vh+SKNI2D/IKcVzrtlqT2TnXNH1rd7AZ"
    "Z/zMhu1I6ziPOtGhqtvZOV0iPd2z2cRxhrlX8QzcrTzeR5qzB8oZ4RT8TOeXFRMHOkMr3QortcLHTJtvEDN18TmdCq581E+2p0Q+"
    "ict4hJABhx+xjlOhLh9a5SerXRWzW6zlfz8O7sy5Uuvj6Sh1sNSbi3X//QRpdWxsCcYlF5PnI+0xZRfpU/I6zvBn8GTewDmaA3nY"
    "QkYFk5gfT0GHZXyfcRYyFDKyOg92+ktEo5YfnoQI3XhS/iQv4KS0lV7kHwrJE2xdlXXqbODRMhn/egpPV6B3yAXQo9fjVPeVl7D7"
    "P8nJ8it9p00RNbcSN/v6Lp5+offzXPy8h2SIg+KmMKqZDf5e72dUazPM3aWAfSIOq6sGfp7r+C+jN1cDv2U1vNbF+itOXy3x/c4R"
    "Ywl6CLp6W+jVi2VL+YtMD5+FT1UjY/XnsCnaabKxLrqepa/i2YpYH2zQJzmhOA0RXyHW42fPOme5lwPFTZHWknGlLvZenGUfIu6s"
    "587VWPa9EXd8LD2T9cwU/ok1e8co1JO5c+cVDBc3Q2m2JMPOgdCvlXEGOn1TwSxm8yn7TJwpt86YI+KsSDLudbYe63+Lk16Hsb2S"
    "/npHnOP7IDE7yBV47lfkNqz/FfD/r8I5z/c+XIdm86opRhW7SOi7JKPp1h5EiFwLzf024qbzrM4jzxuKmtTIyayFDsd6z2W2/1dE"
    "5vP0WcRVa/RzyMAKXuVgxv3GIZ0kK189fNG0Nu2c0wmdKY11nKrqKYblYDHJ3mLzAlnKXy2zJIZcUun7ywZIhr0Ar0Jq2yPaugd+"
    "4WTs81u4nwZdEpTELDV3s/5cxm9PEAk9w9ggYqOqwpmwfuzzpd7XBQbE9QB3ps3PGwwJTLA6laIuKKcGK2mhX7kltqftpNFn36Oe"
    "JleVmKiX627BKOzSPP0LvNAH9Xb5APHy0fAEftKV9BcWcG5kAPsDf9QGX7G1Ty+C39yUcZuouwYF2JdOON3vwMJU4AolavHNCq50"
    "irxZs9lPbfiGPeRe5mitTypBvIKUr3elvPfjcqCHSIOf1kn6DqCpamgDhildJbb618E7+Ar/tumFpWRnMk+iVI7DnVhVdi3jJJtZ"
    "2pKdTGupV4238RNo8M2gicaKdVKMDeZipV7AM43BOV4SnoiobRwi0dugu3tBNo2r62/kmc6QabuG/fZJ1ogNl+Naj83bN+7FjDKQ"
    "zhO/U2rZs2hdOJPwXNbjt5QIAG/ACpkcWNxn3XTtZBixzj/Untov6Crr4Gd/rR9AO/2COH0vPdxPRW3jLULEDOk68S+TqVjPYl9P"
    "dcxWzt/eWYw5tcHHN047RniWUfWjt79ma9+XmGu23PJm5YzhogpHlh1VIdflE/w8DLI5UI5gh89873Gu8PsZxh3CEX7FPFjkqXhP"
    "1l+/QZ8W19W5RG+UEi8PDrG7zlftksQLzTbDg3J3YrtzMadqQ9/lmyCrkfvWTWM9rs0YTDP01Gr5PWk/CeiQ9t7PTgzfafVWXk3e"
    "zPBPun04Blrw0fBRn0tU7IrTk3V+TitiDbZe2HSz7uhsPB/6+2gXbnL+aO9LOuzbkPb6P/mlmvzTUnxmPTkeXG3pMzzBPVLMSubx"
    "9OgirIBIQqJrtG52tTBeEWPtTMYVkDbiskYJMqiVkO3bycVqaHyXS8wVm5kXeTOR10OP+NLAKQ3zHT7WEFdb5Fl+7DwtZSSSgF/9"
    "sSwian/WV3OK+bfVhb7C/98RR9b17C3IMG+2UifQUpX5DEa5R8hynfs9m/WmZ32PfZpxUHE8ieKiD2Guaj51XjW7NOfyTFV7/g+r"
    "OC2P92sdMZJSfn4947/Tvqe7RJyJbXDXl7NWtbln0VwK7Ti0Ba7mll7ZGIzPXBZjY64W6i+yRkeT7yZFT3qNvoxYb10Ld+3k/ycv"
    "/Q7NzTKfF4mbszsKdkB9XJMhBuJqvs9NFNmsz9awlladTiNOautRi93zNEJXLoEv0Qp6aQ94BAdLBXRCMT/XC9FJXynR2hbOXOjZ"
    "n50Oe4+/m4e7e5RSYfFxSbOunYTf3VxaLMvMWqpZH37TZ+03Vr9rYkkMY+zrBOxObz9P2J68YvX8uY2sJa5A6Lvg1uIMllHK+0Cr"
    "zsH6LEYkfQg0bRLW4k8yk3Mt/5BnicdWj5NUwGzDVCK5peFNN7DDM92Mt97+ZQj+c4hdX0A/ZaFa13Vji3pnDjOV1T7jn9XX9Dt9"
    "S04jq6bL7jX96SORLTqQ2JgRekrWo2n+Fh+k6U/aZy6v9TNBKT2O/IXX4/7WIpIsYLavnnuRYuQcxb/dN8D9UD+F1ohTX0+rl4gn"
    "/et91WQILbLDS2tiBhgrvxDlfZrX7IYp2M9LtaEg92o2E5r1utpyGbeSa9V1hmY8DmrG517FM4o3rWnIeaf9OVcQTVHWxZG+xZjb"
    "eC0lohtkFoMN9mc9f+7HWYatJeqwCuNrujvovcE1KuN9skp6lW7mO/RMK3fhXLF9zwDiBzati8YZ43nsOwr9qzZ/nmE1Y7H+Ddph"
    "28Ch5Finmc1ilVPHGhveds2mCSs04nmrYAxvfZ3z9ERWEM3G5e70U/b+D+I9uz5xh7tY30LduSVdNVDOlYW+C7yBUediYkm4THor"
    "v1u/wkesj9GgbT8dNo9DQN1UIsuTG7PHZb1rY+2yP3PIkTU2OdjC72w3oli4HvEidkpnPIOKY+S6hNMnK7WE+azpRJZNYvWK/TRS"
    "Hfy+Ro+vYR6rZT0P4PzMzl4n1sWcME4aF+mhkvJ5MG2GQaL04VPN0NmycY/2LD2TuJFufltjJByHt9Pcw4jktQRP8yaxEevpA1Sz"
    "kyTFtfpR95MOv/l2ISr+r9A8ZkvdNEipvi/f4Yn3wGmbqNdJ2uMIpD27RtozTbWTpO8xdDnXWr8PBR4Z5T9z6EJEnv9Ehw+pkVMa"
    "TbRG6LcZYlT0kl3lGCKQJenJr2e3cO7e1jSiipleDiIPNuG1sqEEGR5l1ve8Gc7UTaxXGffX5hJhIzT5sElWn0bTu69mLBL4SfYK"
    "ZhLG4e6WITI/TsqJ7DULFk89wkRIVkO3yqt4ZavGf6p7BTVkf6rirJV1Y1XyPV1i/RrGjJNK+/Mp76Pe5zjGeCRju8M+HidhQ0mw"
    "XOOrOJWfatojKD4pV2BX6+hHfmI+nUdeN9TS+YyEk77qF8LHbYgxXdOsZFd7DNcGTq4/yuxpLTsTND7BG/YnmN5YzAyS+R6uBtno"
    "Z3XKcb5aySrN+hxj2iO0WdfWkZymUt+NkNWItdHw6NpLxFKVjbWcMAIc5leuLralbt93FtfpmfDWM6oCWZ/UdtKUpdE4l2HTVQms"
    "cORjuTy6xhgGWW8L03GmKXffrcP7zuDcZYldkSJWrasSWky32W+w1l0GsgfrKel4Gjya/ssy25Fq1l25o2d0T6mbxU4RZbAE+5mm"
    "x3G8GJfD2theZ7zNyuoQco40z3lGK9BHcsfBI3FGp7MOPhmeyWJc/yu9Anv2BLmJkj5OzMT+myHfXGaT5/oJTvBJQYUuD9rqC7BE"
    "N2t7av8azuBFvn+Sk3+mmXfy10l6BD3HDtTINbD5peelibNsIt+T2zL9XS7GmV/ELvm3ZTLkuRj67ijJD3MjDR0SjNHd5Fv9CGfG"
    "sF++1jOgv9/H6bZu4Z6wmWtYv1pknPGIQe6RNuTQcHbyJM4Bm+V4WStZIzLUrf09yt2JrFtO9VilNdS5SU4SGSd0Fk/RQFTsXDY4"
    "986liKSX9Ds2QEp8VNZS/NOGGGv2Si9Er3lEPknhRNcTFSNDa2cnvVofE8ezbYwa65iXz3rcF5O8fZg5tftoG1uwDS1ALv1meucg"
    "j5me9p00DqWtnlFmnjRnQU9oy5n63K/UcIZwBWSrtRi/g/E0ncF+CpubKeY9Wc9sCSJ/y3JaLckyX+cRlTbieEmxazIVx7it/sOa"
    "JThLmoBdacLamR3j/4+Wdb7ypDFiaoRLkceoZKBH3Q8oLXW+06Q+RoMyREUnL+/gXCU5d530NcEk9bSt4m5S4zOL6nkHnT7LldH8"
    "Y18p0Eeg4w1fZW/YxUpm5Gr0DnIQ/pHfU86oLk2EP4soCii1y/QbmUsZynqPxbpGHBLgUFEfA+wgGY9DEHprGnLONENZGCvu/Uk/"
    "SZPrMwk1TGabgUhRn2X1Ctle3I7Uk1PNMTzbPR8rDXGEFPkt7iR0kTxGkA9DXz1DjsrdcZWrdTni0El6MfyGGtaIM4xmQ2bflBFz"
    "Ddm6U54HtlZd5DZADhTHWRvNBlgWyCH8/QpNlJs5MMUZoJSPXSo9fpux6tVAV/YRq5mvgv6tos9QAU0wTT/S9/G/Iu0VbC/HBGv0"
    "JeiS5foPvY14p9Z3cIYUU7dbfulESEExuW2TnNlR1kwrNPT11NwzQxn64VkiiL3tu4vYgxqkWHvp7nV5fTNexRPEMk09yK+zpVRQ"
    "Jmz2KYqUCn10F6EHWk2tUp/BXc8mQmHHYG88+YXQ8b/onbjLcnz6UBkiv3JOZJV2kEJYgXukVB0Wx/feTzdN/neu5NF5M3StDJIH"
    "cSYekafD23SY3qSHyQjcTRHWdD3lqIT+0Y3E8Y5s0dains2tNbMmro5l+7p5M89XvY4xDknDsnAZoXADTyHbDI8w8mUcpnBps/6v"
    "LHMP20qKHLy7MR/TyDyina41zAKdKtoMQ7G5plWenKV48hNidtbId5qs5az71MCbuUASnPDdWg6X+ezodPGn8a9l2Yd+KTloowil"
    "s7ciTYzPac99EnIaJGKDdvgmbZnXtuhtIbugDB16js7Qx/OOxik7A/vWT8fr7ZDZr7UTpPNC9norsaxDVh2TxAu7ANrrS2ZDG1nd"
    "3ZE8Artifa/Gf51+h3+hmHvTRpw3az1lFqGvYJ1xPPb6AHnRdwKMgWTNx16vxlp3l9twhdNkJT5Zy4jN5SQaecL/qh2Zr9pfjsKJ"
    "m6tTOBdTQcaRVNzL5aRhc3ZrFetwejUVnDOt16yPHL4hW2dSX8eu9odHuVIdF4/NHloc0wdRzEd4/g5yefAzLMuXuKfOcmMz/7Rn"
    "M1te2SxXYnfQnCHd6oSLcSej6Q+1kh3YRVHpK/QuB70wRinNQIuFzKzbrLfVscaKzbzuQvzRWtapo5yMWfPobKTVepMWM7Yw1LwX"
    "sJZXQrKm6W3EBLY6ZJYT359IPVksKtlfOQLPsRpXvk0M9/kDfRdxxTtYlUWcZLSdbitNTBCDGT/sSCynCp/LqfDVqs/0aR9v1WnE"
    "ON+ZMrmSDDpNmT71M6phnIvI+ljaIvO9va9fRs1t3sM1UkS8B8eq6ypc0RR9yuc4dpaoPzaXv9NWtvKenc2XGGNkA1EqqjYqG547"
    "29qINV1GxIzlchHW8AI5SZbAHtxNTKAEJxUNc9w6cP6Md6+gXuvir9m8Ti6cgkl7/f0J6x1j6fdXQe+s5xREmszAb+CnH8kfuKus"
    "jrPOxTH6ZJYVe4thbd5ytvG5yNncXUMoWoQ7uR/R1z5yP1GbzpQv9EV4+dP1TMQHVT6CsTyCQ7V3Najl2hQTGvZCU50/qc/B2g0W"
    "6/IdIuMgV89hf+Zp77ylegIkcBXubBcxnFabf5wLmT5Azgpy91vO9nXZanLoOIaEMn0edm4hZNF4AtpABy3Een+Mc9EZsjsAZ8H0"
    "Z4L+ShkxO47FjnTBsyXjqMbJ9LbedlRSp7b/DdKQ24cjOddQSK3W4DsoDbfJZgz+JM5TPo6y4ryhL6HhjQthMl4xpKiLPLN9Iav2"
    "X+N0biej5GI9Tk6UQ3VfaN1H9A7dPq+RrDTXUQM0Mv4zv/kjPGFuGR0uBX56voEMlUlWn5+Q6hZQBXNHOblrObk/47goj+Q67Mne"
    "gvnMi5Tj/B8k20o3vHs1bdMm8iUxANux+pXHuay0nuC7Z2rYnZmg1DoMrC3jmQ7xkcnDshueZRWk3U1xzqO16yGf4P4Ok0X0Zur0"
    "K/i8r+N0VjbLQofMSbtcQ6P3Cw0LNUsU35TvSU6zitPPT443cBImpE6zO/ic6FB74D7O04P1tbwdoSsHIiJ+pYX9KfexjXgP2mn5"
    "Y8h10kuirHiGT+54Gotb0Dv5OKeuIuJySEl9gf1aTxArx808Zphr2F4yvmr0KvuOJukRsJ0LsWNLIR/95G19HPe8Bp/I8xq3lt6f"
    "1dgTnEPfVc4SN+frcESL2Stou2Fnf5T3fBwGUEg0nDMQua5gp6Bx7Twls3UiPrcZ8W6q1BhZD5Yt5APsTIHaRM/eLbySxf3tJptB"
    "w07Uu/C9O8kzOD336TT4rp/g6lN0CVkVU/oLrnCBtg/ea1H7/5Hchbl3u0QvxF0dKIsZ9QaQ/5HyibgJCMuK/8h+hjp9AP7JKHIw"
    "z4pZjY/DXRd5b6mIGqClymquVxLkTKpW45+w9VmvlxM9YInvVmzFE1UX+9VWPyhGxJallTiU/p+bR3bsIbnmcgrI3m3ZyzVkAj5F"
    "zqG3XsL+49PZIVXv0TnaQvJSiBOUdnw3MpiUei6KPGJorYMF2kasW66vmAeWr4MCw4X+psU1+O/r26H+k12rNt1h/TXG+ul0UUr7"
    "xHUypy1dt5jiHl6RfyIm+lgnILr6iDwd/aW3PIbPD5O073jK8kkNE8jq+hYtpeRJXcN+3yn4+zLZBOs8Hx5Wtlms0sMzPZyBp5oJ"
    "iTleLhObkHlTD8e7L5Jv9EPohEn6sp5DjLV5ejN03S9Yi0E4Xf8WieuESo4uVTd5Ow92vBY2r5yapZDTS65Sk2yGxeI0XRQHVenT"
    "7IZvC7l8A9/VTp5jt30fuUOOke31IWjDH+DJtJNLEMsdIWOD7XAWHcd2c3QXjfGJq/n0DXotdjLDTP1semst+VVtGOGIz4CFMSJ9"
    "Fl5CIzGPHC7hVGbdf2DPabFnvYdeZu2oC+7JeNFzf89q5hI17hsxeenrtb5hdrb2Hl3z2m4De6s/4/ufFYc8Uu6Zl5rYVF0HwJbS"
    "xIJWi9OwGFL3A3ydDrI75/M2QbSX8fMQqxgpp1lbuE/uUTeLWQIfqYNYjsHOjDFkGneUzUGdTAs2mBbe9QDWMUucZm7VcKOKdCZX"
    "JcX7rOFdDvTYEnauB2FdtpeXiOqwE/ZkTyImXSjt8O2v0zuuJsvCNrzHMlbx6um5Jny0m4gZgnfy6Idr47lTxw8/Rly+v9Z3XvSh"
    "DW3kpJnDGD6KkVPSzw/ZnGPScwp2l9pmMhpVL4aIqyJ0i3mgEozXo9NU7BmCjbcwy7nWQn5X1xbyo0eyC8HNZ9X6bGtbVtlTnA+1"
    "rtvjZS/pRRy6jrBus/F6V+8JdaInFNJ2txI3cbEP62cVjEXCmHmmjJYqS6/oH2T/cUj/1uu3ADG0sbjfI7/we4fJSnaInIPTX0EN"
    "alPdc9hbWKU/k0s747ulG4kin9QrGKWtIib2OFiRzeU77Jo96WgxHMI2+OywuEs16SvPaY8vvaNEKBIpbeLXykDipsFjKIY3aXW8"
    "yYgPq/XD4H2dypgk62dm7eknebSHm8k+bFPaWfa/70BM1gGcJk77+Tcl966roXZhbLqafmsjK4bjxabz7PyaxRws5Z6f0Xo4D6Be"
    "t8lJ83W7kE3SMoEzoKkPw12/gdO2jn3pIe7W9vQkMa6lAbKa+c81PjfSQESwNPMDI/ENfyPOq3pPJsS1LO+znKvwtBr3xS5i2Dxt"
    "5Cb4bVU6j8gRO4rD9NxZopxoHVGcQ6yZPa9hO48MbtIb5HvOPD6Lq1QR0dE05nLc+/3kRTG9vou8Ck9Adb4YImYJ7MxTkDRDnn1Z"
    "OnKmKBtH+u6b6jhPYLxNrYj1eBwteA3k7we8thTWtCfkyKYh3sWzfkf2vsNlprjIWv1OpNlVF3I+1iYWVvkah4tkEpSvi6WItr6I"
    "8mLWsp+chpNUShzhqWRkMb0w28vEWn0Hvyli73/aI3WmyBe3M8/ILYh4bZ8MV3oQntWQ0rbHU84mBnIF4sxBkvUVQ9evZ1H+VTIR"
    "J3k6VmZXPOEKrP3fOae9lQzz57+O+rSS2sIqu8eIobAJ1zMgh8RyeI6z5XFEX7vymZZSZ1gl5HkxVsYVerc8I5VEFTAslCmI1YzN"
    "zNgy9sAZ6C0pX1ksoLYYyVzOQOL+Oz3mmFrL6X2FZCaTZozuoWdhtk7cXK/UkyHHcT3OY/0ioe9Jgv2GU/DKi9SgdWq4RWVaJTbn"
    "+h2+aSiipf1xmkbgmWth+z6CJHyI2Mpw9FpJxAj9De7PEDrLfddOhv57I3f8MDIb1RHD0tVIEt6Du5nfX80J8W6MYxbxPY16KSTY"
    "2BqHy0+supbrWR4JKOur5DtjZ5/nmb+VubY8uYVTuVM5D+Ssbzs5GXefz3h5PeWsl6+knSXGpJzP0+zOtWNQGhlHH+o7G6qZY45Y"
    "ARPU/wMk6r86nkhJSY/i0eixuo2VsxgnbSfIwxvQEUuh4TpC109lD5ZFlEtwKk8nm2ERPD/LkUzUXeCXrSWS8FgZDwmp1/PlLnip"
    "hl50K+xoH3yqA/77SZ/BU72vH+On94NXdIDeE1ykr+Hzq3A/R8npxM21nFqCaAnGc/MZ1/8VsbmtE8WQsgfIGuK9GNPSlvogYrlJ"
    "kNb2tHBTKRUp8qM+D81ZpafJ1vTMq+gt2G4YL18VT5P5F4YHU+YRZsqoC9djV78IynR3nllDZ+sGT3e+Wuf8uTIt7jpaE2PqmIZ4"
    "WPPlPnETti/humZ5ytlJUsEqXjdf+WvwNnUXdi+Xs3+uI6KJakQlVR717m59IGjk7Eylfou1KoaPORv6dzMiFc/gru8njl3NJp3G"
    "MGeXy7OrhH9UQOtWxVNkeYOD8Rw95RqcnVvkKt0pGBKcLdfIaJ0rj+CdO4VZIhYp49EIg9/Z1wrc+RrmVpKcyzTZ6Sg7MuvRH9/q"
    "WE+GiPOI6omzk+Jcd9Tx3Rj3zWQgIReKWdVSXr8XdM4lkK2eMpN1/ASzW43MLCV0gqyDBkrpX2SgWGfMu7iK9WKspnZ/H1Hx0PA+"
    "HR9sHryVNzM8OOwNb/9oGS97MipQzvCGzaZvIk1jbEclRLV2frpjn0rp77/SSM291qYzEfHPob9iccVS7IihzG8hC/HpI2BlN4Hv"
    "aH19A4lhWsmOmFqcySJe3/KkV4lD0Mk1v2BPuZXUe9xre8dx1K/5v8GxbsK7E2YIbS69kXrA9qJ7jKi4Ajs0Rz+NufRWwnZkY+6q"
    "5tdrtUEfrRIpPeoO/YnZsyR8vSPlJ5+j3IV2YL3vnM/Ni52rZzvFLtMqjxCe9jM4ad+n+p+xtruzBKfz7cx1ZB5+E1rJgWI58+0l"
    "n75wMq6KuX391U/XR4wabeX4DTLMv/9dv/9KAvZnFbud69jHsYZdi/XkqDJfa1P6KG3+Y7Z2HbFFojx5lLk/TUfLhZCrG4NRcrte"
    "g5Pwi7TXErm0Wb/pb3eoGN5tW/hlj+n3+j408b6Iyq+Ub/HZIk59m3dt0yCGgmCRxc/wXENm3etxB9UeS3VvSothGwwT14XQSO/T"
    "5QUs3pF4PmGTZhg37rf/fadFlp1JoUY8fo5lRz1qROjrGE5X7OxxmSN577hBV2D0U7SffTZA0kp7/LuAsedu/tvqGNM7/LAA3sIo"
    "X2MoJcbvBGiXB4iyvAm0UG85hOyq/7ZseFDFymEVZ++tUvk82UgLtXnvQdSVvLMswk8L9HVOcTnPrYG93mu5tqWIzLPa4OuuDnHc"
    "aYbdg2Xhaqx9Nd4zF2s/T2+HBTW/dic5lXU755/U0r9YxHhjOqzCX4hNfSP29Rv8ZjNYs6EyWfrLZEhIEVb+O2gow5FaAP/3Ad0z"
    "iHqdQ2KfuoyC8ctfQR2+I32HQyQZc3wt1cWwQYaCPlmn643hFHkRV/paV8JavtEC88xw3JvD9Ug0mxhSsg60g4Y2+TL+xSJ2wBuD"
    "1rF49qGSbdYDpNrUu/efnaOuA8h4WWr1OtY0l+N7u8uRnMp9Qc/Gzj8iIxhnGFrLN+xTWqgfYp+HQjsbvqsh5TzLMztJ9wnS5Dl0"
    "35H2XQhRH/Y64mtbrn8ZPPMy2Aebw1+I/yZh9Ybheu3kT8Q+OETKiA4wnyiS20ovP43hcJKyvj8tQZkKifDnEG4HkK9Wfc+GxRx7"
    "xZyXSeZR05T4Huw8COnv1BLjI0Hd2eBPddZ3emXpm2+2gY1xp8b+dTbO1HbyLNZuOblJ3oP1ngm/6yVYuF2CH/UZWvHpWga9skIn"
    "E4WleZewSX03j/2Y9nvrvFhjw1lH2TfPfDmiygbmzRuxU4203c7zrvZccq4zL0GO5QHURBfAYi3E2t6FXbwNO2s8AX+RB+UGyNRY"
    "fRLfUMxJw+dwEiv1ejzJ8CCqG4cedW84e9uVPWm2Np0pi66PwubaX8bfI+RT7EEVGQgL4S/tglhuIP6bgJi0K3e7kRXo7xH1JvB9"
    "f0VMUcwI2u73F29hkno0zseZcrpsCv/4U/0sWA15W4cz8jVWsgP0S6O3bsYB8gPz0WnqV+gJPYMMlqcgNr5dz8VZvVfvw7m/Gnd7"
    "Fm1dSI+ogDVLOyf9W3gld743iTVLU3OkiGyRYs90Xos5/NyvGJtpqX6F790VMvC9Xgk/qIPkU58VMQfn0C4OZT1pPnTHn1ucBNjP"
    "4yfUs4+uhhOEtdBFuTNM/7e16ua8YyVE63H8pYYXl6B9rGMeNtfVvovzb31im12MqCVJFP2UXsD4owZSU8D9sM6Z3HewcZNoG/NK"
    "rnXL/Ty57/rfMXZ7H99dYJ+5mVm4NdTVJ3gGgmyM538bfJPLZSR08dHY++t0HKLd8TogOAue23U4WQtohUqZ6++NU71c75fZiEgK"
    "4Jta5WWhXkEcp/aING2yL3edNvda537lv68mtXQHuWU01ytZPNsISTSbtsjG+d2VkM9KbfJzaslUYuwKdeyCsIi4kL2phgBjuG2f"
    "Q+tUE1XnG+inBYiJ1sPytpWzoGV3IKbGZ1JMLsLZ8JiL8ffEFnBOC3FKbK74EdgEw5Q0fNXP5CF8f9Qp4BhnjOdRPAf5csYzLmc4"
    "ArG+ZTM7kRGkNJ4BdCzVDfTXU7Sib+ob7HjaTW6FHv4MPsFH0J47MG+yFNf5K1bIuFm7s8PPKix/lpN1GPEyT0bMuAArdXrwBTT5"
    "BXIE/Jy/woZbHF8Dq9VdrsM78vHePrKp2OTuWjKBG15PDTn+vhWbu3g4niK25/iA0Yv5qweR8cH1VTey42JHKaO/n/Ee0zp9hkgk"
    "ZeTwNDzizSSp2swXjPqwNpMOsq8YYusvuA9j7ShBrLsJPfLtpJu4CbSIOyDrsbWTvppmFmY4fXazXsPkcH067BJsK4Pk1XCyJORV"
    "vUqMp+6+Fqo8uXHDHaZjdVx9F2jzo8W42x7lBEWK3TSVZPW1+/oC3oHLubfz6CkZZvfcxLh1h/+IMzuafdX2/Dbn7WbSSrirR4ub"
    "55+KdesiB8s2zZBgmry7jh5NNMNphsi/LoXf7ljf1sH2psJEOFw6BL3kY0j0jOA+PVoXQ7q/he6Yy4zxanxnsbYKTpZiopUdQIy2"
    "ckarW4vJ8DzOftVBTpbpxfTn4G/Dc55KhsJF+p8+5+/PaP7nK78XVV8fzMGKF8LL2Z8o3q/he8twWt/hnpdhf/I4f5HWJp6irPc2"
    "1DNoiRwqjv2pvVhnbmvOAQ4W5zEOlQL2JtRxbt/Vl6yrziZNzdMrQqzgclG2BsX0uT4WqwLcKSdy2tNyY8vU6rPm/RkibW49Ogen"
    "rIK9F+tZ1bE46Z84dQMk4aeqLLM1mN0VZ8NPb9SqeE0mxT8dIy5v+QJ9tCz0zMe6BiflQ+yyrcfX0lI3w3+vyXM/T8p7yb2bzRHX"
    "a0ucARpHctH8gvXQrOSEkcOr2JbYpbuLW2vHW+S0/Q7s7K7mmUv7XEAasYNVqKwjeXP2/hi2RzdWRyoQ0Wc9273LqJU1qzL/3tUy"
    "7NU6kCgUTqp6eJaraiKXjfUotRmPpeyeJBeCSRQHNZ/Va+07cI0zrJVsGtfV3L1Zf/5tuKf9scbX6ynw6ofIF3q+vioDAofmWauO"
    "F+QFmcWeJ4ffbBwjq6mNhssnlMkGyI+b87O7vAk7uM7HkvnsX9pZjDu3np7jILL+reM0zxkyT0/XPnqSjmrVLpgst+vhuMoE48YJ"
    "m/hmVfP8dHiUlXJdtk941HTL0t/Oc2a5035ykizTa6G5CmFNR8NXP5jZ1eXMZtbxFCzB+TH8mRvkApnHrEqC9ncdLUgKOu1L2OpW"
    "rEt1QeyxXi3fcBYx0w0raTBe7yVfIErtJRXhB/p3XO9bHRXsCI9ikRp/WzHW8hY9KLB+p1bwmkYjXuklc6H1RhPnKx8+9U+wCTOJ"
    "qpAhq/rO8SxO1PO9CP5XiZ6Is/mp/AM/G+qMrcffYAW2kjX0xKr0bqmhHtoXUjSHcZvV14tgz2zPrL/FWNny4dcZN00lu2Gn4jkf"
    "wz4t08fxRNVcUdcZYv97jd2ba1nxatKUrTfQm4OxKgMgPe8hvv4YHuqOYhV96wPeOViBvz/SBxGt3oSYqRU8nUfwrvFBdLUgPsFt"
    "vH+1jl0sxu1hHKKlan6o5cbuk4zHAHQWu5Fxo8tiFcKL2l0q2Ctezd20OcdyeBfleimi0MOxR++1fh8r/zAk7E7s0AB2kZWy5zGP"
    "PDcPcxbDeDCzrGTd7FE+6sjgY/Ns71JSEpxyTHu+lwa9QkxDv4CVWsKO6xLEulPhE32kT8reiHhLIeeF+FwgO0hPnLyZ+IZ2spNY"
    "Z8yr2K+e0Hjf4ecl0HKrEaVNwC47thGrxw7zmbIs9FM9PYuPdE8x3PheUggL8xa5PfaT+yGpB+L6veRnrN2u8hwRy26Rx+HT/6zP"
    "4psMd2kOoor1+jNW/R7ZC2uWZGbgR4/rcQDe8yx013jIVAmkq9FPjhqvquGEXsnuXuM5snxdE3+L+mzxGkjYCr0GV/lGFmoR+/hv"
    "wIl4HdeyybH+1MIR4scyIn7kfqUeqzRIGmM2nKjWrS1cTeQk7GM0TVtEDTHGZ6jKySKcxqdTWOFGavcM53oSXhZ3jG1WHj3OWlZ4"
    "XKYkwb5xO5+rccpGyzxf7e0ZVGBtD2b/wIHhMmYs/+SnWFawAih+/rqelWjV5zmXluLkcgOz0i5/thnzaVtKxAhhXs/22hD2wJk/"
    "qE0HGQnveZo+ANlrpffiWk8hUntCbxPL0vWEZ7Q/tMhyrEoCumF7OYVxb7XHOatlNGCs4nb93vTsXAZ3eyn1vKJPk+EsTetn6FqG"
    "EJpPFlxDnj1XLEIoIatMGbMJuefEZ3k0C3eOoqnXenKeVNNLjLAa03421zDdThTnrxf6fsI+YtNgncUhRbSXgTEmYYWvOjSqm40c"
    "KFEXtqE1DycyXLWXlXzije0j0fyr89Wc5Qt9b7j9MczFGk3EM/8Zdkq7ad4k7iLh7Y1lDrYQlxXswSm/RGzlE6zIJYneksEpnEKs"
    "uUbioNv8zQj89k0pYyRiHmwZtLHFPc9LP5z8ibj/OX4mvJM4TPQ0rqScC/rfykbk7kLMepYxV73OJ3pXyNlfZQ+DOychmWcKyByS"
    "1j0k5XGGHb5KklP0DkGuM70mF3MU6HMezy83xkBaz4dvNoVzq8Y0Y9ybDrmxhlIkxHWyfb9d3OzpCo+hupWUx3Z0IHNrSU4h1Hnv"
    "K0GWUZPQ03xGNsE6ptvLfn5ya085Ex5aPq56m8U1YTvJlz3lKNkmeI/5wgg3K+uveqw45usa4lymfG/CoRL6eSn1EzTl3mM7XLLk"
    "f09wqs/5qZ08JlmKzJ6OZyblf3NIzD1veeX99DCcxi90Hx0c/ENOCZ7RC43xLKyWc+UZbSNnylQy9BTr99DLu8NeW0bnLdgri3Mm"
    "6F4yBbvwBezQ0XKxZ9x252tvSXhMrzTPztayC57adfFNIepinWf5SmvGf2ZPSfnPZPxZjTREW2mOedFbegZDcD9PYIWH6pt6jE6Q"
    "vaVXsA/Oxq7w3oaKzXp/B896FOL8l+AFtZVC1meqeEbH0yYaO5ZDP6omc0x5PNvvtGmD1spd+hh8rRFiXIvX4a4vwmcGByOgS8fD"
    "W5mEHeovB+od+qJ8jpN7muwTuEn7NTECtxJjM8J//G97tqP5nx18F4ibKY0YG34fY9pN31V63KMzZSsiUSpx9/fAeZnEDmTr5jhG"
    "LsG63gF/O8k4s8HHAP3FMR043PP/PgKL+j27SNTZmGV23ipSa7Erc4kh+D20VCeZrfNhj+5l10SC5858ygxnA1L4faVWes4yhX/0"
    "N3EzOc7jbuqCaY4769ZsPvurE+zlT0OqG9TN++VmaSzmtFjWRy1rsdtmIQ6VvaQlDC+bD6jk3+V+tsvVwx6Edl5GLXUppPFC1le+"
    "0L7B6Zolom2CpzEdI5+YvK3GujhGi02JzGUYUmn4CdMQC/SHtI2Br/QJ/NCfcd0euPplMp76L9IdWW/nrDvKrtneY+ZliQ8QVdua"
    "MjGt/4Mdz3jfR8lk2D/rLfkSOrBLsJksgO5Ssn/UNcNdcTpFcB+/WAcZ5CWA7pgC/7WEfJWz8Np7rN1pPMGveIbIM6vUlT5WOUQi"
    "/WfzJ0dIiZ9YDn3Fq9Hv1MF6uczxezacka51gptkGVZZpT9ddcQGyXq8322oUwJxGEIDYLEX0hNfz4ka24F/ywFYr0/Y/7Yvrv9X"
    "qfa2LIwRIgS/r2JkZLq5xFcyzBu8WpzfYTvfBjqhxmMbuCfbXJbSB66nb1HGeTaTkOPEugSzMaZUxvtVDawjfQCNMxW2cAgsUC+c"
    "jGtkD0SjNms1xPegS+wNqTb67FEjLF1IXVCCE1TKKTibk3N7XsFe7JHe8y7kJ45hjrucjCM1nklge3H9z4dLyiNeq0e5XY817SMn"
    "6NWIyuqhq3tgLbeQi+RKPHU1tVzSZ0qS0Gup2FsbIN/qrdoo1qc2Rg5BvDMJGuB9fU3/voH8tdmA3SbDNbO/T/eszK4OuQpxRIb+"
    "eJUeJJV+hqESftAwWYVnTHBK+mDZTyqY1bWZmzZyDSPvFDET8sltmoT0HSZljOTS9PGtCuj6ngoRoVuV93VWNb7HnvaAvjwV525/"
    "xD2HicNkMQ8yj/vwle8CPIZdjWne08nN7jpDO293uaXnM4gmm+3/P2HvgPETv4t4LEleon7yGmd97bp5UhHnqAZL6CcwcrESlOkJ"
    "2BXXo9Lg7eoa+i3mNbeBDGTYU+9W2XHAZjTj8Qocm3I25onM7dkZJ9wIfNOpkM0J+jbi408QMc/TNoFDw7Gcel6cZduOp3kRcRTs"
    "CRxSSoJrVQ0ttzFWJut9mhI/GVvHuZ5KSHCJn10sxzoa11U1P50hvuVU2Rx7ebzcjPV9iHjY+yFGaognJdfHU5NDPf67sUNV8Xw3"
    "kpfEIW4cyJUwXVvrcy51fkI043mCnHbs7q1+b+am7R09fE1dPBZDaz+zGOH85RHvqMk2dZUIp76V7yLdUUI/42KRmSHHtudpTfrM"
    "bB12380K19PmrYdvUOozzGvIUVLle4itX7IbTnIlPaNkPCvlmCK34L3XQgdZf/AVYlLaC/9+Gis4ViZC74es89ip2dV37uwhlZ65"
    "qoq9fntzhvpXvvNU4j00tuAJ1UFSsrFEh77P2uTxVdkUlu9ZfQVn6VnyQg2WJ8VQfmzuIUMmn6YuY6e1t2Y/YX/eibGlGpdQGTv7"
    "1HMvRjP8KY8SNVRyRwVv41qPY7VnQV7fx1P/BM2yuX4pBwZPQPL7yqv49xJ9NTAtfzVs5njIzcbVKP/7zyzGHm8lpWSNeFNctWEB"
    "97CC/pPDyn+e658kvrMh1rfmypg07+FZ4r5Vw9JehpP6Lp6vjFWSBfp6sIq2z7BmK/QjmY5dMlyIQnorS/DpKvqlNgPRFNNnPPpa"
    "f57VCuZEDAfrSHEoyqv0DsQX6/wd1BJvNq1v0BalPe6RMvNts1mGUlegu8nlcqg4tNo6j7+fwrVX6Azc8xli/eFf64PQb51gQb+H"
    "h3SODOD0YU/6pfXU/EeTmcQyyrMgOwnqh0Cs3/NynkNblwo8n8Wddm9d5BetZKV3KWLtl3Cn+ZCqCbibt9TYoraBLG4tV8D+LON5"
    "so5Ux6iQJm5wmhXJRuZ2esv+kuDrfWQl1u9v0k4WYz3X4Fu7yZWw/N1w598QxXrDjk2RIJbvrEetcd7DMeI6MRfojfoANFo+nvwF"
    "fRkRV08ysCzF3Rur3BSsu+Ho9YeE3SU2E3gD1sDmE28gi0TCz66shzQvbsYva/opshgpeoI/6Cx5RS+BXjDeh87wGB81hAp48oZt"
    "P1SqPJqFs3S7iJu2ydU/6qJnIeNmthm2sOre+jKs6yRc8zisUz8ZElTCOj7C6kHaYyuVUxqW0lfZHtb5XR2NXTJs3ePlIazDs0Ev"
    "2KkleuUf3LdRqsa1W0MujBR7w9PwR61GsTHf03y3N0SHy5LZYwd+S5F2J1/qZqzA/LGdIxvTcfNH55H+2O/576+W0abK4F7iMoxJ"
    "SlrufoqNu+v/rc/8b+3Pxkj8YRJNerk6bANXuuAPX53//pXWYuzcI3HKbPJhR2hJq223lnLi6xojn8Nx2I4931XUiRvzPRYxZlgh"
    "sKpwHvty9oGet6sZp1ORRtxzbfiZNtDlLWH6jaCFT3tW8AztY+v/mPD//0fe/vtXcvshG6f5/shTkubM5hLolONkuDyD6KRQCyBT"
    "9/3Ba92SjOZet2quWUHcCaDw6UOidc7nb3ZjpSnhI5DE/1BfyL3WuZ90T49Y0g6fSZDtyTI3K/7gXWggqkcj9sBhWeZJA/M16f81"
    "Ge0gq3w8X83/30XEs4v+v63j/0jde76ux87erG8i/n5FrILwCXZjNGyCoXZV4z01rBgtQqTdCudkod4jdayVJfUz8p2W61o/ezGd"
    "OY0SfdajkC2lf1ysEe7+b/vPOjH+/IeuIP+cRZwl+i99A17rDHiOxkjwmc9HuvzESIkmSNP6I6TnQUQQNs9WKNeKdaFdgyggd2zm"
    "uk/aSnPMq/B/8BwqmQvcVqKKo8RVzD82bnyc+AkNzIzcAa96AH7XTW6SL+FzDhZXhYk6V60jspZaZJBk/AxwB1nGPEclZ+PeCR+T"
    "r1u9pH0QGXwbfqFnBfP05vB5+PzGfjyQUyqOp3l3yXgkrYSvThnz84USeiZji8LX6ih5ULoh6q+Sp8JPwj2CrJyj4/Q2zuto7Ksp"
    "WUZFxhHxeBErIW4CI+3zKbYOizk1m/KMi1liuFnnxNctrM5d2N1S9rhOCqYwT1aO1bkl/FUnqvGOhnwtJOeE1SRPgITuDW17Hu6k"
    "hjmpWk6FNHp2n62lllgL+dDPf5InPTb2OBnlsVXSGno05ZAcS41Y00flG8TEF+uj8rJeq8NkX3lMvie/Ya7P9MNKVBOxvhwn4Tkx"
    "xL+P8JSTcL5OkzL27N0ojyKSMCT3E3Ss1z6/j4i8Ul/D56dhjU+TW3EuPsJunCwz9bEW9EFCe0kRVqaIc2dfI6q2rNFkxOC5ZdQh"
    "frpqVi2j7lN91m0grdC7Ho/NYqOTmONPal32BkTdWwTH61UyXU/Caeynd+it8rDM00v0VVayFuDOdwhOxnPfIq8jrk4iIrwJsv0x"
    "swcTcY+7y0XsUrD5SssDv8D+7UZGl53lZ/a1vo+7mqLHMgZbx+7LJ7xfUcmTkaa+GMHIrQMR6H7WPYL5Oga+yFt6sgyDHvtAt9PP"
    "tX/gevFaS8Ry28/rhayfHI1YDd7m/7taX24ZPZpsqhEHS9L3G9Qy37LYZxSTvgdwGxnJvOSXnARy/ebn4XebYKXn6Rq9lnVR+9ZN"
    "Ywmw3bF1v8y4QmWxXqdtsZojgtchlUdw0uphWQ793U0m6qPwFD7CKi7X97RRntMH9FI5ULbQo+RbvUs/J8bPzXKKbMMsUBV0+aNk"
    "Nf2V53+KMbTjnm6VH+ERGf7LQzIF71wAy1BC/uS/qs3LlevBQaOuIkNrIbRvF/gJXcRNmLqMt1nSo6SOCNuG57CW5+9bWJRFRGQz"
    "BOh15FCMOLD6EKVG2P9l/a6Pk7+khju9yOenanQonucZPUdsRv8peT24T5/TUyFPRxEp2u7gPfYBGgfvJHH918/pvri/A8izV6oJ"
    "mabGa/g80c3eJNJbln1UT0o+O6kMh3oV+8Sy+gjZKFyOu5SSto9HhnGMpauZ40yw9+xs2Zb8D+X6NDnjH5ct5V1I947yg/6Tq9YA"
    "D+4GPOW7eH2cfAdZVGqoFKuMjg3Zun1vlnJ2NUTVKes5OdljrFkP0pvULZ1lBu5zinYMivDvX/VM6rYySlknTt5Yb9jd0HLdyTVx"
    "sc8fVbCTspqr1CHmzRFGLtGkRClxSxKsX2ZiFH7r6XkXliWjDc1YVjKch0uzO+R6rGCl5yvZTh6Q5fhpBnRQKSR+EjTmz5CryfjN"
    "Ot0DfsaBcg70YR1PS4p5/s6MxbLkXbH+tSl48v64s1Vka1iub8mD+jf5CSflS5yEHeDDbye3QcdWhaX6rlSG+wT9ZS5k0nqRjoLP"
    "kiTSzy6Sz1n2js243xy2j/OyB+nx2h//2QR3r+BheQBa6l35Hvd3jfyKe1vFTu2u4rL5J8ks+D99gmthCc+WM/VwPY5zju3kDZkk"
    "E2Sa7xCOWFPs+04Qx0HRmVwbpi2uoHTWEUXQGFErfA+OY2xwLOXt5CjEoIMl6y1Mwnc0WNdcje4snxvagwzA/b+knaCtXtChwa9y"
    "RZB7rtrxHQ+FpNwjxvO8inu1nmyDv5I9tKMMkaFi+AyrcXaC4BVtqgum2PNmPy0h+mKGyBwJysvhYlLoUFR3buF7MtB65dh/y0B/"
    "gM9di5ORDw2zXmrJe1FPLB3Dv7pOHEd4Ie4lyf69DLu7a2H5DS+igrWgrOdYdJPKi3y/0CjJ7aHM0OOh/8YTK/dnHaV/lo7BBD1N"
    "ewVhzN4Z/dlM0j7+3xjPO7c/2kZe0+Y5xnHkadKNQgi0KY9Gvw6XimXIM9S79eT2TXHdOoqbyW7kJP1msnEMa//9K4ZJVkPc02wz"
    "ng7jiDXtVMu+pFLc7Wy9htZine4PD+dL/TA4HXIzCT7aPHhe69UwNR7EHhpnhXGdR/idNaxV5JOZYpXnqyhi930d5LlV8Auz/g6n"
    "4FhxKOf1iCa+UocrewI0VCF+sz+uuZJ4lRWIhjL0Fduxd22Ar0FGGXE7tTv4+vFWElUjSzwSXG/vPYRxv5dy2iqjri9Aaeusjtlb"
    "EkQRcLP5x7NieiJRTgoQaY2DdjN9Z+dhNE7jEMhzL1iMarKOOcRjh/BZ5esDbbFeB0sh7VbGV9Ya8DSF0IP95M+IqCbCdo2BJj4c"
    "1niSWP+tIctfBkn4RKwPrgG63c7gHJyLGg1jdpYmhIRN/Kx25jdTO9ErabIs1NFyRjNWrgZv1bDRkIuGGMl3Lfcl1G+knT4CH2YM"
    "PLxt5D74uttK+7zr5ekW7mA89qmaXaEl7LctZ0XNeuLfC86TfwX9gnbB4uyDero+lX4jKMwbJ0WZapzzVb53OJrGcmyfR+OJfsT9"
    "DaOtu14cu9mD3MHe0pydzHLPNXH3RzvRDbjx3LsG+pnDbDPml5Hyne+/HNhs0qaJjfggWR5z2mQ9w4B6vP2E94+iues9adlD2LRM"
    "3EEV+m90XINCvNeojuPuYEdxPMw/6DJyHNRwmrmGGEz1jIcqNes7AR1+g2nre9n/nmAnWzKuCJ/LeLjAc4Zcx/uo8z7CB7znl2QH"
    "uR7W6RS5EafwVpyO9sFKfMcO3KP1kMODOCts69yOCHX1LWC1NNKiRMgVUU064r2pRlRRyMm1Rtb8C9RNGdUTXbfpatFqTISfXcWK"
    "YoVeJBahHY4YtAp+giFEryMirXlxC3Dn8yELc3QW7m8rj3EceiaQSk4dJYhKlSd1lKe058YzvbYeElXru4oyrKY+Iq6jOOTT3s/5"
    "6ELeawFn52u0pfzBPKye4SfWQIpX49xO4f2/pVdjlZfR295CIsykLD3IlM9Bh+xESMd8nwXQBNPV0IsvYCfLOlxjISflazkZ3sAe"
    "BtMtB2FF3uIUxSvs+aojOp5DcTuWXTYZSssmEvVSuLV2uNYpVoV7yTOs51dwr/Op78ugX4aIY0nbm2guWY+SXKvWn1OLeLgKnvI5"
    "8G+XwgZsjmikN56zkZXzWtaPnSw26gPwKC1HX8hZkHY44TaDtxh3bNxqD3P9D2AnQcZPXKU8+0ZuZpMUu1iyvhPR1j9DLVbXbE7N"
    "8HWaqrONOkF2lDvhdXyliyENn+jfITcJfVuOwApE3GqbN2OAK+KdTMc67Eo/yiGGWA5nK0YgFkVs4WcolL3ru/Gnf8gSH2sqn8ls"
    "mONkC6TSz5Mto/+YYD7uQ6zdF63+rl8gVlyB/z7TK/Vv+ou+qJfLTZoXdMJ7XmCf2jJI135is+KPWi9qMI+orDvK3tC1+Wq433Oh"
    "Pb7XD4Kn2b1XoOfiHP+K6CqBOGahnoHYtBJXW6s2QbRCDVGqXF9VCQy77CSs7fmyDN+zAHe6Jzz4zyHTX7Lv7W2s9YWQmlHBRzrB"
    "JpD1Htyj1dTLmLvpLc7DS7PbxnTXCfCxS4gH6pC68pmpsqhyoWakP3PY5nWs1lfgyRfjvXvIaDzLkXiyBfCAniYD5bt49wiLqxEn"
    "V/mVXojvXcM8u+U8xmuNFPmcR43Pi2TpTxmu+kq/+/0DOwU/UDccwinwkFM/VWQmcDPG1Zqbw7INrNhceAm2KovxJMW48mp9Xbqy"
    "Qyv03aWG1VDrkcN7sqfRoezOo/U7z/ssh8CzXQ5vz2Fd5uNa9+Eu5hhqPZ6kHTlkOuBsnAYb0VlGYlfyOS+7mt9l8WAZJ3Is/7me"
    "PZrvS4J4q4YdmmAHdzlWa2tEqDYh9bFnPa2mDrMJ5KNpP9PMftRBN7uJ+gbiztUwzk9zXiJkbjhJnXJZC/OnB+MuZ+sgrGYZZC4Q"
    "WyHDT7wYkn0OnrPOT480cD2KEOtb7ucy4oFkOAuYj1fypJCsb0fge7aRA/C5PrpEv8UVrO/8XblEx+B1swFHyMvYy9c1hdgvn+iG"
    "38Arma534/5fxbfdCylegnNwg1yEtX2V/qWdh0DOCPLhmxnb7aceMT5NDyPk2Q15StOeFT7qzDyYPkBIFubHdSdElAVyllSFhwWX"
    "B9tAC12jY3UasT+zPi9oPrpl5ZxFfF53xWl+AlKwANasqFUfRITv6lnYo6/pH1v8ZP3eu8l8dredIpfIveYtBVdJ2/CYYNdwqb6M"
    "ndxPXoUmraFVdx5DxOFYTayZ5vV29chhrlOig3yjN+mTOlU/l2PlfD0Hu9FObpcuwXaQpfPEem4TZFaz+aNVzCssaMbg59i1RrFD"
    "cTGiwTrec4YIh2aFzebfJ6+3iHmVIv6rdV/mxTr5EFkBWVhHlPeZahg0JeSPLNFiRBiD4JPtjKcuxroMk2+xf3N1uYxVi8oGiUMR"
    "qif6pZ2/uWSMSfsewBQ8oHXekhTDDq/kxNDViFS2gt9TTJnrKzYLWQHt84m8CL04AVZsJVZ6PPGeH9KPIc+PQEcu0fb0cwyv/Cax"
    "jHYh9m2Rnhtcy0xQuT6LMzgZ8ckq2ArX277eW7IVnh3DJgxWYN2nkSc9ZMRsGmgprn6nODRGhxR9qLdZy6mVbOYiQSud4Bm1LNgJ"
    "5FTeE7ZqlnaTTWSQHAKtZFPrE6Abj8VdjxbjZD8d/vm9sp1cCiv7tP5V9pCr9N/6cbBjYNO/syERI/EtNwfPQRaXwgZWclVrtZ84"
    "jLghYnPTv0A2/+K1WrXPgJVCFuoRDdaHF0h3vO8vOFOnEElnH9lKpgf1RNJ6DHfTqHsHP+OVYdIRazsDO/wqtPKfEdsYtvX70FAD"
    "5Vq5Qf/BU+e6aa1C77KMyl50m6HrLg7nM/Tz3DWcy7BYugjnZTW+ZyHu3qRvJuTXpjDzoYGLiUtqHc5T8bsjZYZWeS/LeSdtPSPP"
    "DNz5mTgJVp8yBvA95BXo6P3xnf1hPS/BZ3tIGfvZjPfKLC38I/kSeqgu2FoGYCWh9YLzpacepTPDPnJVcATWvCt00huIin/QK/Jm"
    "YqV7yL+g9Z+ALzZLDyb+/r3s1jsAUdVB8m4w28cD9R6NwsUtO5FN6Ae1et8iXKVTq+OhS3aBDusLm9gV56e/WHahjH303cktcDLu"
    "+itmt2vJR5Igz9hgdi9W4vsLdXdYldXEUjwIMekiymwDJPhy6JlCrKTJ5wJIZl+82l4MNXA65++ta3Yt7E0jp+y6YLVbYZ364lQk"
    "6EEn2YlbgKdfwZ/tOQIiA5ulOQzX7Sgu/1wHn76CGrgfpc7NuSV1jBwOb70IO2bRcin+Nuz8A6BTT5GX8or0SPj6f8UdT4R9eRJ3"
    "eYGchCu1Jq55O1lA39Owc84W45Qp1l3jGCX03dop3yUceYpVnG11mrMsjh9CzyuY5XxLhAufZP+g2YibPVuJ2cZCTqAOZVfbcInm"
    "jgyzvZ04WbOzbJpthLh40WqJc7ETL6pxCS9nrel5nSKTIS93bxR/YxU0QBVRr908UDlOrp1I66a8iB3x63GuspzLL6J/vnHoEJZR"
    "CT2yYKTHW3kE8ZH0LhPMFs2CfqjBWq2AVCljqg0/s7OfXHkd8ejHUspco6F1GDfJaq1o4Q6mQzp2hT9m1rAztOpEXL1QH0AUUkJt"
    "maY0G3LWyZxqN/+zn6T8zq6lrDkMuYvE9HP72Oe3fFUPPyOZxl5tIjU+K5TivGWGc/75ZKsvgMa3ytG+0GtbyiI9Cfq1A6zjlqLN"
    "8CJTnHG0PyfKcfi2U+UGnNwfoW1fhB0bj3MyTjaGbyqrH3reZoeC1kMyfk4gN0tWkr3LtVyHSv0716bW9/omOPWXpadkrD1u6qon"
    "/t6a+sPtm3XkuvydqxmtwCnoReTsjEdktPrPGrWpkhARcC96fg2Mn+09Z0BfdOEpORP6eQp8PZuD/x5yadFAX4+44VDno+nMJPVI"
    "knxCBd4XMWTaHVgNKfHoQi7vsgllqlirZSmzyRPgpd8lP6itfBHila5yI16xSaYOuJNDZRJ0S4W+qfdypWt9bFaDXXIZtDKe09nY"
    "pQ74pjtwRpdA0r7XX+RQaL1XKY+HQeNGvQrq/Y8QMfneiGQWYLd2QHS9HB5OAnLzL5yKrRGtHcdZlRr6LQN5z5/gEyHXKu2zA/b3"
    "MB+LFOkySrG9f3/mkIyF72RJbxT+6AApbzYb1ZQ7lxYyzrnx0izK3JW5CMtUlcGns5jGun7r9UX27TUwl7qa/BPWT78I9ta4K4+Q"
    "X8j70IjTZKd/ERGxamK/exC8v1LahQpWGDXea4e32Je6Ls26j80rL/G5a8uCXOV99qRnkEpzruJ9jxe+HXnja/FULgtvO+LqW53Y"
    "2xXxtyVpkeyno9mdb6con+euFtLTjjMPhk2e+2ohT9h8eqKGD5In7oRuQWz1GkQ3GcbBe8np/jNtpVgLm7FcHuH9ILMiDxEH/TPY"
    "9tvlarkfa/25jkecVERGyqZMicY+doKTKV2lpT+t5Pf5iJu/p5M4rm9lnGQawHTDUp//tah/EOxGKezInvj/NdCC3XFXC7Buz/A5"
    "SrBCK+I5cUO0uxrPuwh7WKf1OJ2r4KFORAy0COt6lJQzC1VDO7oGejgFfeFql1WsS4QacSurrwzbdW1C7FBYtEKyR1idaTexudJS"
    "j2fdRi5izcthfplFXqhPQA98CX28F7yAfmKZtV0RNxR5jFJ3Sq5hH5q7d5t5M+SyKnqge8l32MFPmCebj33/UvvASxut28on+kBQ"
    "DQ2/DXTUHsHdvjPITfkO9V39rm+qHHrldEkEz7Xqmz0o3DmoyLbOaxecrD9nk97nuIwo3W49Eqxxr2V9ZGtZzU4vm7i0ed11xDhy"
    "Wf0/Sy3xXOrZ+V/PqLsfvKSh0FoF7P16Ad7iEOkA73+J7KRLpVzmyTjswAo9Ti8NysPbdDj22HJFGaL5jJM0GXDLsV6d/gfcrww7"
    "IyIN1FRDS/C5+0gn73tlfP614+/whZZ4Joo67GI1J8UjZMCt2V9s+YxT5APu/g1ip3wk/OoqNZ2yVB+DXE3QSlZqt8Hemh+7G7OG"
    "j2I1n/TfkeH5DYm1NB/Xe5k9bKXEDz4ZnxgHD7I11mBbcv1Y32Ej/r0EPl4reiOWCUzFOfwIo0AQCTdi156Wd+DNXC6bEgX1VP0e"
    "V/sC/sJiSLNhLfwCaWol/ya+Skf6hZbfuwSrNs/nnashoTbV0Eq25dx5JsazclmpA1jP3ZQY/lW45xfp1X0nL0Pqx8Hq7MS8/Upo"
    "ps/wvmn6tv4DUX8dJ51XetaDMs/KMVOPknbBXLyrSl+XOfq53AyN2ls+CBe04IccJUt9HWUI7rM7fW3jCWsgt2EV5KmU3LYJtUnN"
    "K8gTdSgnp7fCc/fBWeuI+GUlvKdp8KZWsudkXzGftZCdDYYUfb+sIIvIUnhgt4ghddvTz6O3GPKVGYg77xClbhaZRy/GPIqjxE5K"
    "Bbsfaxm9zYL1r9goq3mc7pP3jf4c7qyX6a0yUe/XT4N9cX9veJvjdmQr1pycFq7RQxDvvyC7y0Jti1j7Gx2rXYJ/ape80bQKz4rr"
    "aSlnfJZmbsSyL8txjht5smsYw5nluFVsn97DvxZT0q5gjSvEimQ9F2sRNUwxu+Qr6eHdKi6reRBnyxPU2or7LaRn7jR3k+xWsV7l"
    "GNz6Yi/3I5rLDLxrFPV7tS5mR/bxeJq9IFt7yAOIKI091JBybLIw1awCu41HU0g20xCtN6hGagvnZy0xoGx2qKe4CoaxHltsNlQO"
    "U0NCGi9Vsp3cA7meCPnfnfW2WuZG0+yeEXEI6gfFCIr2/Stw1653pl4jzqSQtnKclMZ38CO1f5E/GUXMGSSYO31O8uMqY7tmNQn1"
    "bM4V9Exs+voCWskkPZ9iSJB1XTxEPtGsFrC2aR0+s2KL2IudGxFDcDT1+vuv9IP2eQrndagMlzvlXLkescVBegCkpdj3iNYzC1/O"
    "2Mfu4j5pYKXBLN/ZMSukY7laGld7m6Z2theNsXp+n9W9mjrbnvTCZk9qeLaOlSWEr99KUn7Ku69YjDyS2sjiR7Ovg9kdW0sJXe+z"
    "PtbZYN9hnSe3QCPkPo236NX6V+mK5+8qgbyEOORI6SHn05u2CcktxOF+HylRNL+AOI1JzmJWUCukPJ/Ntcyf5MFmj4TXUqzHirFF"
    "7SqGnuc6ajr+DmaOYbt3JQuYebjby59kLqenC6DXZ+r70D2t5Ue9A7+9Hr9bjnX6nPbP7sYyoYO9zaullGVjXAonl/29BCTi6qjF"
    "tP3ik+NkIUtWj+6+Dus6h5ykpFiBaLLR2bgymmsmstjXJZ2nY0jgWaKKN3h/KesrJAk9RxyXhNV0hoibo5lBdNQDmP2s1cMZjR7m"
    "57DTHhEyQ//5DpmB301lB+FqrKFlPwJI3Mk+x5ihVb6U6Bad2XFarLmfx/yn7RD3NcTT0BFv2XdENegDTfoddr5UP4PO6iZX64/U"
    "KD2b4a2qn0EXMcncGv50PmOO06Q1ORbLcK9dZRsxPp4yvQ3ewGPwLQOZQYzPdcwoZDkf6k7fNXKpfA9/MOpIaBXfdcR3vZReaILx"
    "xWU8B67av7vHMzfvupNEPX+NtHIt9e+kVZt1t24uncVVowwB9VSxfrUi2sRqfRhXsz64qL+uMZbrbj6CdVku1yE6kGs1mJ52NSXg"
    "dElTy3SiTUj73u6MPo5TXaUR47zNez5IvM0ljOoNSWEdTkEdmYkrodNOo9yloJ/LPfeSww4LPd9YxjMU7cWo35BeHEtTQ8zzbSux"
    "m0RIaJW4i82kNkbSD7F7lk0oaEGLVbKin2HNY3Oc5AnsFliti1vQOxkfM1fFOKB7kTcpwmXJxF0dIpvFcUroGVEiOdiBmVSR6+D5"
    "lOsYcRPaq7ki7WU6/KAEmVS+Zd24GNplKuunx8g9RIy0/R4knfhtga/lOQ7Fao+EYP2xJ0vS75Ctaod4QsJwhSP9Pj7oDXtyiZi2"
    "3VWe12RoCMB7y9HhD9RMp/FE17AnsBFWzXqVtsX5KPS1Q8cw3QWn1VhQh0tHj0uQpLfqenLdiq3xGa7otDXCr3DaYTtxO75S/yTV"
    "rMAlfme+sbnXWUIuuZFiUaJhFv1Mz6va57Yi5K4BkvJc0VlyYnxElnDLk34Ka2Ho2btDPofJJh5n3Gl1N1NvcrELNLZbuyW+pmtr"
    "8So9pZ8D65DtiE9eAbu1jczCXexNtPe9pSOrm0mc4YDz7YanVgxP/hD2Y6TZzROSRakREUy91cP1Uz995zihe8Kqq88MFDF3tKmc"
    "TX0ww/sslglb5vWN7dIcncQTUwbPcCVem4qTrtydGToXJ7MUFu0bXNnuwNAVX9FRQRWrxYb9P0cvwr0WINJ2O1fI828dfxZ1Gk6R"
    "5fD6iFWVdxLL3Q/nmu4kLvYuow2p8zFad/ljX3lYrFNhHX2OeaxMWQ/QMfTY1rKrMPqTgW1yXm5XxOJ/k7RGODABcZCKWYWcqmdg"
    "7X7Va2Cl9wom4Kefgjx5hDMndl6LPddVBpJpPGWGTfsP7F4nnMwPsVLjcAqOF8tA3u2zBKGfo3G1m/XsMSglz+pW9OTX0Tc7AFpx"
    "CfyvCu7pep7NEnogN0qB78x6AedwHSRiMOTLuGxnQgdcCn/4Oz1b19Cv2xlW5yQZEGxGeX+GSLV1vgsvyxqt03jzcX66yM96sf4L"
    "p7yMqMmjtY2+FdyBVyfiDjM+Y1ntYxeLrOuIHmjVBKu5NrCXpxqRRDllc/eYh9H1qCt1REgE14YYA0ljxHbjSknQy9obOmUyonWL"
    "w8xDOlbeZ/eCw4At1tH4/C5E9BaZDfnbihnB/bDuD8puiJsnYMUbtN7XHzOsJP3Kad9tiFuR8fyUDnMyg10qZC+33Y9lhTeL/Wn1"
    "CFJ1+k+5GLJwuY7HmX4FMfkrUkDG5YitralrT9UxJJ7jewSb+t6idUiwtmK/7SuHSSO/OUkmyek4b58R1/hp+VyfFMM9n6PGcum6"
    "xTv4fGpat5XQ5+b7wqs11uWp+gUreztBAn6R93DVryXBPHuDZ1FayqxrAXFB5lDrOK7O0Yiy69hFUkzsw7TXio3+Tqt9JTRXP19u"
    "vt0MNKlNSYwiFp3LkE5VW3E7U0toqxdhNUugLx4zXFScsJn6GmLao/C/S2S8zoWFnaUvwvZf7atjNT4CrGFFdhXu8Sj5CXJ9jxjv"
    "zAfQ9PfiqtvKdfqW9gqSxPeq9BLfNmaeMll+UW+XEawBleoL0Hk1eo+fX3GcluX+WUwW9hJntxN+Nq/pld28f1nEGrO7dr1HwAop"
    "YSshJxu+EuFxGbrvFpwyS+rz7HB5C68PZ4Uj1Es851k1v/MndUjmxgV0sH9lDK3We/S2ok7sGp5Sh2Z5tLj6SC4PZQVxu1YQbboD"
    "ztIOsj9O0V7yhtRyBiTrv9PFIrUeOW4fKfBYkur/TtFuPqyfwMf8BedxK+zBO9i59/QBeUgLNqpqtTF5l415pa308nPVoTafq87+"
    "P3BvueUggdVdwoqzw8UxT+RO2sT/rXurJTZ6W2mOt5dkNsnZ0k6+Rp4iTtqvtNW58VQ3hq9gIm2l5S0KgmIiKS2GB/C0Phvnqppy"
    "SO0lyopoXOHPa6YNurUwR/mGXifnQ2P+Re/U+2ABNg/W4veHBtcyknT5+bPJ2z7LX+/XOGdcx/ybMj9lVYQprBfYnrpJzFVksusi"
    "rr9nLt61ijbuKlZK34KfvBbPt5n8W//BOXtDjq2ll1GNd/bEWnT3Ormp1raeiL4aY49GXe2DPYdn6LHIQs6zOizZVfqa/KA9ZEvp"
    "L7PIirAbtLKxVa2CRjqTPawWFx4ltfQDC9k7OEf/zg7MOlidSbAsf5UDcfYtT/sDsY86ydYy0/dSrKLFOZZR62L2RSQYU1VB29/I"
    "HhKz4hdLn+ACnQW9/g60Y3X4GJ7vA2imghYzTClvfdIeM03pKWV8j6b55afH/NfWdRxx+fSI5SSjkU9/JTyLVmL9ba1lMT3zhbgH"
    "yzFfyg7QUk7amdQdTcTvmWoecw+sVivpwErdXqzxrCdydm65NraKalynlQyRVYySDbNwP6z00fKk7I6fX4FGfVofgTc3FfHhWOka"
    "9Je+EjHitaGlbkPcplDHeeTLWayPO3zYfNqxUliMQpyd7oiA7pNixosWHc4hOqxjvijz+MhW07+AWJ25amAPyV9kXzzrEDlRusna"
    "sIuM092sP55PN9JnShb5KrfzCh5kb02jLmfdt5iMw7eKYee+De/uTCkiq8wzxL+8WorlYZzku/UpeAoXyT16WfCLvqmGpT8b9vrP"
    "4iphY33Ms87vfzXlrcZPHvSVG7CLy9mNUaWl8Ym3SLK3NGf1W8V+tWL2IBdhxcpZ0TE+p+N8fiXNKCfr8UBLNMqvtpMm9u3oTyUj"
    "ts0kQjh3XaIOFdA6aYYicmqAxU9BRhrZ/2BaYXNffy7g1EU9uxhm6dWyiufD3aXFVM+wrpkkE9Iw2UdeYm/hKTKFnTPHwz81dMEq"
    "jxv/M/y6JL+3ETbjNlEf3w5lX0+EnJDkRNcyfpPtTi+pZuXKJnKP4yRn1vf+NxCLK/S8z9vKafI2zvm5uh/049TwAfjH9cFiPEFu"
    "dnLHlFLHc7uJjz1qaOGO9Hpqps8sOs92CJ53NGKQEkjBeBmiT8AzGgUPtSz8XNsFVuGYhjg94hs2vucKnsjjZASi639JSN9zPGzF"
    "OZCGNWrVp4dhJRN+x6q9RhDpDD/+IZyhccJuPcjbWpz+dxF3fUTOuitlQbO4sc5XR3Iz4FonYhNibZJMB64TxuT/A9xp1kd0Sb1J"
    "SmgFW+qv2hjMnmgyydVOOsW9OG7fN41XoWleolwf1AtlL6ljznsFpOQpeUMXswOijVyDk+KQxwtwvWlinATTcMWTpT7mKF5Iy+G4"
    "1Sto69Oen8O09V7scOrD+d0yZgYT7L0q9L7D0XJGMEqPCC/R8+QdGS4PQPv/Wy4PZsLKHCeO5bgNY0eHOluJa+VTg9XG/E/uz6A4"
    "HxrVKTbcrU+hbb6TB/R+eNJP4KQ8LqcgxuwpD0mGtasU5DOJyDlL/2ILYvqmYi6dCj0XlmACfa5Veg3sg7sfY6bZh5Udi2NvxL5W"
    "qVWjjQW9jBrwAaId1BIt0viELoEPtUIf0mnBMpy3U/BTD3GcYBcQKWQpdJh9ywCexBK9GX7BC4jvx+Qtw1nZSwbLGPzrTFyvF+L3"
    "rmIIRfPI21IMCbYq7dPyT+2Ks7o53rsUMaVxhrwOu3KRfos73U2+xZ3uIXdBvtfjc9Ogdz+Atugqjv/8Lpzcr/R7samO+fimzrK/"
    "hDG2copWo54W4goth6/yqByhD2hecLo8qK+Qx+NN8p9F/mGo90optXKSHNg34LzdhGdbjvjuWXkH2nAdIrFrfQ2uh2cbSGlT9cy+"
    "cUvvG9f5uUzHNGFScYSsQbSvnjfYarxOg31FXeKyDpfy7JnnvJ45EscxX6E3SyWz8pZ968lM5qa+PzsTT6iFvlYUTfG4mN7NDbYX"
    "kxznV41ih9hRlB9DR85gVYfLQNzlejIkLcRvLZc/Vqx2WIF7TtEXGw7vq4K1N/Mq34K96E2v4DHYR0MRNXbCES18JkFLlWAP+uHs"
    "QLS6iPXu2lTeTpC1eliWEkQO1lnbU1rLifTRB3NauQlFx/0pUmMy25k475YzOBQ6aQl81EOxUh1kO6IAJ/20qsu4byZ/w44ejIi3"
    "Bl74Gqyl8eRatWN/afBZ76yvKg3xa5gks0kNY9gvyH8yhTleq3Av1gOIwCryMmeCjUN+LuTxCJkd7gFvoDPk/Rh9LciE74QJm/CS"
    "t4IUfR43iZb2fDH9WYGYo39T2F+5UqbDt5goeyLyu0dfxGnI3af6o16P7xwiReSgq4RtqYUEHcNumjm498X+6bPsx9se/omdjNdh"
    "OX4izkQjPP40e7YyvKu0t6gO3WQv381v+7hSHXt9hv9fypV4hrNvE2nPk+zrsVnZLKShADrIoUc08Nrr2Mvo5v0OxKeO1Bl42h/k"
    "Rv0adz8Dv58v38E3b0J+z/p5pZD9GGmy6i2HrRsaDJPvcf1BskzPkBf1mzg2i2K6PK9V7YyWQNbrfD6jzF9RyJ9xgIzwWcOo2lRM"
    "3vfceaTcHn7kvW0R4xCLZP17lhgujNwMOTFOCuO8LMVenSW5OzrS5Io7gZHUF+aVwvKZ3b9Om6oe1dRSXXwNtaecBt09BXHdg7qN"
    "nCTn5p0gV+m/tJe+RtlR2AF3T52bVV3d3E2Bf2WoNCFmbYxFX6m30NI6fPYqdlDXkqfe+IGMN3g2kaMtRjwMHk0j+/9yodaVsouo"
    "naQ968qu0ob9sRaF7gpfbnhwPeLdJTg5xXKP/KLna2GY5NWtEnERGX9MLxwPX7/K14g13m2r5e3vmRJyzUgfLF/I+bDES3GaftDL"
    "9XH4WuWI+j7F3ezWjEU8S5SSNHSmnbBSbeoRcxIzTFyX4CbisrmN7CzuzfpJGXRRjZ+uybAe/X94ew8wq6qkC7ROk0GCgBJERFEU"
    "wyhiQBFz1jHnOGYHRR1Rx5xzTjOjmHPOoiIGJAmK5Jwbms453HxPvVVr73u6UW+/988338NPQt9wztm7dsVVqzJ+6no1rPtj4lCX"
    "072s2WmdT1+yjr6v43IPfWwZo/WfCP07Gut8H+KnxXjyV7A2PeCpHywLsFYbmJ9zPSez8O3v8HT3E+OnHwSf50vc5yLc8a5490v6"
    "qji+hAw8T4fdyfiZM27+Us5/C5llCxnhGzvSMtjnI8X1dBUSwWDsMkcTOX845wHlpK+Z096m5TVGXVoOTZ9hRfwzfRPRZSnjil3E"
    "TXeup6WER+Iz2ynfM5n2PdsTIXGzpNLzvISMiRP/L1mc/Jyl9pk24lDcLT/TGdavkpObmhjpOWxhN/hqaVbB1zKDXUrrX0GLcYm4"
    "Wcqui6y5Rq1+MlWTr346Vi7H0n+k7CBHwRP5GyzUS3KgtMf5GQK9OQYR6sdi3MvWk7gYnvH9OP9rdT+ZCH1QGaEwGiKkhMUFR5FD"
    "Lw5/pg0i7kVYlxlqzExrdDdprbpc7/WyzWNx2LA4e2ljsDIzES03ke0jw1rnMGZjEtDsWW3u1LZfZ3nvrEuU98rpszDStX/uV5VA"
    "O6R4R1V8jrPxCZtk6qRpsISRdy1km876uUnGvNhyDqHT1MYjFeN7XG/YxZxCaN5Ek47D9x/vZzVU0UZeJFnfjeBkswPnUW0nad/f"
    "ncFpNj+nGt5/Pau4dXh265t7zEfm6nfA7uw5rsGL7Ipbi526CpZhPHypxZDnvwb10CY7EW1TBXmvltmIBOL6JP79iHYODGlVShao"
    "tZQSm19v819jnHW1AzVPXVTtyM1fCZkFlT/gfqze3k5Uf88+XU1MVKO+S54B4xYw/NAsaI6ttCZcgEBlQVgSvhy8J/fpE4hlJ+jW"
    "QVfoyBJ839HwrWy63Nfw8Fdgjdb9Vwwz67B+hoVbCV0yKDhErsM7P4Yn9PNGk6F0IxaA4dylxf40xaJpp43+XQ7/NLRFPcwmp8/H"
    "nqzD+lfDbtpUimpctVh7Bwlm25O0FQN8biD02ailWsmrdGDvaL2v0I+WHP9B6GsroeehiWkOyXyaOOx/EzV8nJlV+/x28PTSnkOl"
    "xluA/NNDVlvXmOwmY3Hee+AM/4qYaqpeDRlx9dpa6laLWo/xXDJd5BRxUY3lxbeSrNcu1q8Ny8lJiPX4rNVOboQ8vgtf5SgZo79i"
    "NfqzAmjolutx9wuwIzeIzYa5UtI+D2JVtHo/5fIIfQr7/iHk9ijEbqMR332vc+UgyYQlmpsP01Vy6Ejb/51gr06Qe3SdbCJrYcPb"
    "B3dgp8+DZF6L51+Bb+0pDhdzpHSnH2hs/QOJIU3Sglgu4BK+4noX9m2BZiz1FU7zs0dLJ1ay475LKMsYfS65IWq1WZoSeFb180VK"
    "pAaR72Sdww6pd+QLyMpX+P9bxIWGjaiijWr0aBWHDnb+1FWI2CXqZMgQuTJZv2Kn/nRYsc3gXRwm82DfuuBJ8+MpdpSJ4SKxvPv3"
    "4a66UI4q2EKG6tHBhvBpeNKu/pVhz10VNZ71Mu4E29DgrauLEM0b+gUeWpkazqs+msLkJhaYtj+dWjv0vn8Te3rdhIhqMtakeBKU"
    "z2rnyvIv+TlLFX65zYhw3J82LyvjGYK24alPRQi37pLD84b8ezMHj7ZglVlNneR+eir3qcJ75Is4tcOxjdwgaf+86Vbu7RJ4RZ/j"
    "xCxA1PuQnhpcFVgNdwCe+RpmvNKMv4074BFG5TdDIwyQY6WSvpvlTNYg2o2RW2IlK/NNEV4txvsSuZyzjZ2Vr2HPneMyS+GqN8m3"
    "Mg4nfwF8tadw1k7TlCzX+xDxuWmUczyft5uq9rBH83bHDp+rRyIafAzy2S94HzvwHxkrv0IGFkLjFXkUcpLXsR7WrcUhlxIRy95Q"
    "32di/cgxnwtIcqXOZF0x+QdO85ZauYkTLRORRbOVdb0Ra2GBK8mvUIQnmAKvOYa12Q++92X6hWwjr6vFiVP1b/i22Xq7Pi82a2op"
    "54Q6Cf0Er9TQzyjEv3aVnM+ivsbY6HHdlh2e6VEZZb5uZN3xp1sHudhk00nQWcZfPRnfP52o5BijVcP7OXxqnJo9qZfL3rKOs4sb"
    "uLPmgZXAzm0Jb+hbfPMqXqMYvvOX4jLhziNahL0bITZXJ2SePEHGovW4t2YdYtZDxHlyfw1WIkr/DutxJdbyP5ClY2QfvUePbWXC"
    "Zwxar0nPoB4ym1/hsSJpzoLPsHqutD2n+tx0/HcWviVK03DbgyU3eXGdZwc9hhjD13D9w6lhj4YF7C8Ol2gawu7qXF+3cRYsw5zw"
    "XGjwobKcEXoNJS4Ff8z1/DdFVirn0/VsUYfITYVz57CnhC1OeLMvaBwP7vU//sqQJyJ3lo9uMfNzqs/KhT573Mxm2lMaWnxrc2zW"
    "7HE6LdpceYn7Kkp731tQobnOP+tneQSR6GSekKzXQS7ffpU4nq8SzyqonBIv3je1k/YZsTou9vlSHJLbYofpeJJiXUKsXTFkrxG/"
    "Wz96dSuZn4GSjKKl3J9teDoPl/HMKjj5qMT9JsgIZlXfPmLzYNwe7SKOw9DloQ7AaVjgqxVJzoWp9150Pnb9Ok7iLfMRaInnP5yN"
    "Z04yU3k0n3wE9fsCcs9V+W9pLy2zeQX0P61H6mCcx1/pw7gZ8EXaUe5GrN4VJ2VL5hN7sAczjrOT5sRew6DVeN6yDPmeXd1YyAK1"
    "TI+I9jqHi3aapSGa9ud49ZR8ekmdwsxFPZ8/w2rqF1op+SdIHiBJH2m5+cWOb858q6sgKVapaieLsctr9WWxmuCNMklzGep0tKbb"
    "cPJmgro6Z0lyEy4dYtkxWGToO2oLW+aqfzE/WdLpdpvRlyGi6js/US/F/ptB7EU6DJHk5mQvc1nvlD4IL6SaeqWMHpFy50My/m8u"
    "xoMZw9Xr8Twpf05ymQebb5/QT3D6T8JTzCKv5gI8sU1Gmk2O2izvOOW9RbM5Sz1jYr5Zpgn2Cb3jp5tVEk9kT7dK9wie8jmSD9XN"
    "36xk1b5uo53pJtkW/85G2fEMu41rPKqjkRn4Jp3GHPR4spAkafdt2m2xjzYbWQX6Dc+5QNYzv2mTZDOam3eapWUp5uo20YpsipWd"
    "5NkBf4ZP28D8QdZzgSwmX2GWOLkmHQL9/hJWZpScA707Vp8I/qmfydPSFd/cFtoqoRbR2Z3uJEl6HZb/mRvYzNL2WN/lcrO2wRkZ"
    "KQ/rT5Tm9i0835aWIOR0c7uHSt9fuoFZEyWyOO052iWKojOtTFPN/0pKlzOujrPDqhoaLkFUdaoVrHvIanYtbWcO7d6XOtlmUhm2"
    "4xqslKG/L8E1B8pWRIqvR3yyuTyAV07ENcYQEdALWsXk2zpCP8Yd2Rxys7C/6r+IGEmQfTLdYjpAkz9D5rf3j3zOlhbCnnZLyfpz"
    "luubDf2suK3p21rkcBCzN8Xs7C7RC6UP0Z+uzt3g+78ykCHLoVdSr9lpM5lbSA2cb0WXMUrsAd34KWI865dLM/81nHxcTYy6avVz"
    "/Gm5l79D9q6XPeF1j4c3sVhn6NPwO0bL07oWuifh77zJ18ud9tueOYKZkFVjTD4fsc47+NnnWLnF+gzikvfE+mvLmNE1tMkk+PJr"
    "EK99jdXMsPpo9v9eKcTdVZOPqwg+30RonsdliBwM/XisvIEocCh00jaQ57S3KQ5Ja9UdY8lu8F5e2scFGfYV9afPuol0loyGEYdV"
    "NvIMN+77/n1HUz7uptxsg9X+Wo6VeQdZz1qGMVH8opfqm9IBz7CzHBa8BMkbhB14Q7+VvngKyzl9jZN2B77x1fCt4AdohAqs9VYy"
    "UUfDu9tT9tM7g1qPeNyemjikvfrV8yLluI1Xwzbm/A17rm5Y664yUFKep8w8lhRPyaNksbMJA2/jSlfIPfAWzMYXSX5WwWpW2yYx"
    "L1mrx7NPeV/cjUOVWdfEQAmJk+opKY8dzcLXrcNdvYMdOZ3dfTGyr9VD466lr3eGnIxrx/Re/HwxpCVOGcySRd9ZVcNeGmeLcUkd"
    "JHOwUkshQXP0WtjRjL4gd+En94mhg4yd+Te8shrXao9I5hs8U25vU+yq06gTKhXNDjXUuOnbDcwEbIAXn4gyf1kv1wOifE3Wr0pa"
    "+/C5O4ibV5474V1bTAlxeOpK3I/VqG2+3Do8VZ0eEMzwfDMazV3uL25GU9bnbPcgQ8kQz+Lo2B8tqv1ID6VvHeDEGh59J86i7ym7"
    "Sn60Vtpjvy3quUuSjMTNyi/Rt1hN3loulL8jCvxYF2FtD5Hx8oEeKCvkbr1Yk9B6e+iz8oleYt0QcoHPKrmenW4ikvNZjY+3jDwp"
    "riKRJY9MQn+FN1AOH8715uwvXRj52b2VcxJL0ue4Grga6+n9Xig15LXvLW6yo2X8/0bbFeMMySIyctr8nUFyBKuntXzWVYihjhXr"
    "Ytk5mMM43ryW9/Qb5nGqaZu3lgl4179Ymzsh+A1eifxhhrWyz2mEvIgnelvPxHPuL+/jiddq+6CPnAIrUcdrxtl7liTT2kFiDO1j"
    "iffJVWKzuKcEWZYtE/hA8D00wHQdh1NdznuaiCc1T+IRnJALsRqvwT99F1b9ERmulwejeKqTfrbh7lHtMEsfOeOZ9ZX103JolTL6"
    "Rq5zzlAnVcT+FXEFb5Iy6tJ6VupXsTo4nVw0q+ARWaXg38zi1fNUbuDOVTNbnY1mZvSVXMed/eRdOR2n8S29RV/SHkGJ3gn91Q3e"
    "9ZX6N0QcdYzgU7oe/uk0KTGeP5kZZa6VGfuQHmZvonivDU8LdyrYvuDwgj309fBsfLoBstpPfyTDa7FOYLakjL5AnNUQe3KrBr3u"
    "Gf6LfM3VTZhJQW9af1DOJ891gSpZS9NYece6vBmZaM4TlxNMcQKHq5Y0MM7NkHPSZbL2YTzmJopX6F+khPHzUWIYp1z0kdRaj7v7"
    "GrHuEvKrWU/MGqx+CbzD6xkvNJJzNtcL10vcfMy4no47uFFcN7JNB3oZNvN0eQvem113f1ak21EjO4ziAo+4s312e1RFX+wJWaCu"
    "b7EpmsXVLOHFatxNF8I6L8NaxGRb2QWncqJ+gNXsrG2C2/DEC2C5LoKdrdDnYTkfoJ/ejtwVOWRb1sfZ9XqD3CLfaz/I/3xIg81E"
    "7ikfssfEGKNc72STnx8Sehtptdg49Xu9774w/2NPKaRWDpjtirHm28Ra/1+95P0WZRTTjJBN412m/6QEbxLsJuPIKHqmfCvX4V5t"
    "Nk+Jbs6JdqsokyWwMj8yAxxGmEA3C97d2TpN+TiiGh5u4LuuMup6bR9jfQf3y0x9jHHQFjINv88mp8M8vTv4AufpB10J76dUzxGX"
    "IanynZuN0DY7ExlS5fuLslGdqb/keNdtL423zlmQgRL6uYZOz14ktT6uMUlay5jBJHd3+QHnuZbsIElOYa/2Eh1y71JRFae3v/Ii"
    "ePmF0Eh24l+BfzZVjBPvFayZi/tTHve0I33kDPvdnoN+/ZWMpHtg7beS12BFLA98jbQ2S66PZPy1c3mb0Ec79VzfJNlr6vUNZots"
    "6s8U2NwEo+aPxfbtJ6zdANmgs/QCnKubwq/0Vnzr3fBATpTrpCAYI09Jfr/XUCm/QJ/EfCySZVUxGU0waPu7HI6zAg9KCXlIJOoI"
    "jdOSijwqxoxZGln9mM//v4o47yto+13ln/BlluG0rsBu/Ih1Nk96LmxrDDJiGPbZsLALWe+chpWsw7PYRDeLmDcjQsnq3RPkI/JJ"
    "nw/dXQep/pYVkTLyZv7+Vw7rd4xkfSSWZCV5hKwisqiO/o5jRYszJv67x4UV6kLYOechLvNSluIco5QOl1zPu6tAbUotuYKI9r2g"
    "R8ogf9ciQtiAmHEFzkATeWBFDN/fR1zeJPS+i1WiPtH7ZAakxWVEjMmuJ6SvDM/7OFbD9ePW05tXxjOWvZqJ/wpxJ3fKIEjsHmKs"
    "E4cHr+spMoWsuuXMaoWw6xs4Bz0bsXc1V/W6exxvkoi1cs+bleH8vlm4xmVeu4S+t8tN/s763r+OeFdH6vd2ksOz1FGK2uJnpT6W"
    "yHK2ToO6rGicdSGrmq2kTTbfbVc5S1zk5+RuDzII5GYzDJB14S/Q/uv0SZ2M1Rstm0oRdKtN3N6O3KfK1XVR5nramU88g6dDhNve"
    "9YJkToUk/TcdSDPgoZp9XQkP1Rjkf8KzvYpdOk3ydzU/K4tYY2pgN0MdrF4x7AiiCckQK3aBhOTATXFX6zxOeB77MBzP9Dlin96W"
    "9YJyXYF7LSZL5aGQEuthXgy5Mr10nbwA3VOFe1pHa380u+EsM7abGE426Rkrjic6rJDxQxKRquGZGz0/XIIoyOdb4VTK/8pPf8ry"
    "drwktcuffMbxMvw33/bfvJL/DuxfJxHvkNVUhO7JsM4UwmcU9semIstsbHb/2zV4F3vXE5L8F7yrmpreKvXPyGrsUpl+B739EWW5"
    "mjK9HPZkiTquwFr9mRZ5aKSFTm4Fz9dfrDO0jHYkzk6jNM72UBkmplV3YN/jBnb6ZvQh3MXtPPGGYayJ8riZKCswjdxWdboQ7zxN"
    "qtkffTHkfU/5Def4OPIkuSzMdL5/gFhebStOQSvSwxHXl+Jna6CVGjj/z6LFOs/cl/HTMOzc/yNYzHOVhu41JMZ06t4JiGI/xZlY"
    "zHrm8/ovMaaqCmJrnsed9pakNiMwsppjUahmfT9DbELo2bOH0X9YTK+qgTiPHpLw6K4HxfJ320tSNerSTkcVlJ6IdZboVJzfybj3"
    "lXi6cxA7jWdu1637QNGoxzvmo3Y3FacE59ey1+vxbzu1faXWe0xxZn9cttW6P65r5ZVqrH4lMzyuttifqP56SPQieFIl2OP78b4L"
    "ZL4eA+3/GbTUz3yS3SVsIdNNlNRKrvneoj6TlsPPm6d5EfZnVXBZMA8+wr/JbTpSe+ojeniLrjqN5qW4f6/HLtT6CpjzsRKsvp0k"
    "V8NndxXAIsZTtfzbMqKHXeV486hbpK3H1MTJUdYyErZOrnLsVRe9Wd7WL6Hv9pf+ch804wfWDxOcCUmsYL7YsKtrtIo6b4mOk7Ol"
    "M9nirc43TCoZ/50qNg9hFzlejoUtPRV24iL5Rt/HnpZDdx4un8nt+ib8k1n4zLfY629gW2ZAar6RZ4O1+NYYvC6LMtbhZFTRg6jV"
    "l8lIWctpkKs476GS2eXF+iZOg83/XAFfcq51tollUCfBB3oYErU9nn8J45ZpeGfIaawjZSl8/DjxVa5rzTC1WXVs6lXsE3tBbtZn"
    "EHE+rvfCP/xAjw+mwKKWEFOYZg9HkvPXHDY7w/uyPZ6L9zrWFIvKJJjGaRu17LjZVc6V92lFJ+ktWIeP5RN5Es+6APK7FWRhIfy8"
    "F/Um3H2f3+HFc3NYTbsk2K1Qzal0z+BbjOu/UE8Lnve8KzX0aSvx+0qsazW8iduDreV+vR538IzcFb6qd2MnjpQXfBdZuz9kJAR3"
    "tKOUqpsW8A/EZf0447UOu5qfnzyL+K6UFR/TCqcyn1XFc7BC34auqICsXwcPo1ifxX29ine/Qe0deHbBn3wndKijPeahDzsq/8iD"
    "mS9rmP8VO5dtaOMz8L8yup+kyZm/nLrfZbpTHo8TQqOanPxV75R95Amtlzr8vpUMln3hu68IX95oOq/LR+bqv+dAi3RgzqmO/fj2"
    "nT3EejhuE/V8OklfwTapm8MZAqajTyDL1hL+ayTxscYh0laqmY+y7Aj8I8jlNljHpZCCIl1Cm5X0zCO7BDNxxSVeB2W8jnadR0pc"
    "ZP7KnervEXZbSoXmWH8PZsUsx+WSZi4qQzbTTaQZrbe5nxtkPTCVnOtqDK3/Im9UO0SBi9TY481760jejQxxB1mcUjdP13L5bYlo"
    "Nr3VhzrVsnLr4Xv/Co37olrEPx6v/ah76JnB36Xdn1TYsy34dJ1nb387WBz/s/mIo3h1s6ZD6AWm6VNnOKmk2rNxNfIZXV7NZmNY"
    "jecIOZb+dBXZimqJjb2cXsVK/KQN/OcyyMEyfUisk/B7WG/r0FiBu52BmGI6vNBFeoDMwLmLex/cZfTtLhuZdXDcz1k/p8l5PKOY"
    "SarwLFnZyI5YV53LNNcx0s/i+zuQL2UFfJ+YXiE3kH3mGMriemhMJ+lWidsP8dtb+jf5Wh+RO/USPQixzeX4c3rwmZ6IaMryNd/A"
    "d34PWnUZPvkI4st13ptLRnXJFO/yGLzrB/LBrMGfy9RkokzfhV4rhTY3TqVJWK2t8Ooy/Oemtl4nzRPRXGWxAyseTdARl0rG11b3"
    "ZEQ+hdGczXl4F/Z3S3h28+BR3474+hN9lzyVEwvKKcNpZvAr+IwO13aHdKC/aVFPjtXGdSjXQQYbiR8bjrXqBdkwLmzDH6+GbzlU"
    "3HOeJ+9i3ftCXgbp3dJLHvARWpJnboPuyn62t/H6m2IMdBOh0WZDe28tPQpsWs89ej6kp9FXBFwuZzGR9JY/rkKs3MhIuJ6xjKGm"
    "5uL65Xqdfgwv7BOcmqf1Y3hmOwSTdUjwDvu3BrJDeaSkOHFqNWfWOZt8LK3wGli31biKdQGv0w8hJROwVo3sxVoBfVKlZ4rppmFy"
    "K3VrugU2o4+4eLQXkfNxr6MSzOqkybIR03H6BNZqNqSpp4ySuaw0J3Rn+U7KmZ/u7rnMskSSHUj/90yZxHx5gz4hE2QXyusIaKWP"
    "8LzHRLma3F1kWJMoYQa9ivm1JCQqyQlrhewQdv5n38g/cnUTheymmOm0yp792ZZdjauwHnHpIoYzNgaAv8s0SGu1zpTa8P1WWSia"
    "NFeHyWnSzXiXtbgPd70wynkl/XyTS0U9ukl93syyeovhT9W34N9z00uHyzxqeIvuz/XsvI30LhK6irqgi4TeZrh8UJbTEVOwt3/2"
    "azXv0ZDwfXwmNu3nnypPf7OOz9nGbvSo839b/ldi1JoJ8qPG4QGvxN8NgVLPCl0OH5PLOXeMsFK60bxQV8Ey3vxFfk5Dll5tE3t2"
    "49QOIz2XRaPXi23FTQHYHBH6kdBhj+or8Cd6yH4Fll18EOdmqW4hDp/ckXWgZZCc3eVCWdvq9NH/+1zS/+1k+//m3pr8HJgh8Eua"
    "iF3Yj5xsMV+RbmAtp4TTpZVVdosKqxFDJ7wX0MQzlqSs2kSYrK9k27Ue9KzQIdl39pC9aaGMG7EAV3kOcjsZZ7vB47Hq/PStDO2Z"
    "IbJvh8xbr2Q7GRLszAj3G1jDQviS31O2zSMch4h5Gzz9CnjnLxCt0oG4Q+uXuVIMC7kKVqHOW3U3IeovXlPEqJ1OJZLgIdz9Ctje"
    "A6UQkUwxLO2t9CV28Z2RHZiFTvgs8/u4k9/wraPE5vWtgT6YIddDu/6s+esyG3z1wLqnunqUXTZiigsjPJ2Q4yqMkISqLTO97aMo"
    "ejXvxb1eyj+P8Sj5+RpG2cQKvnKc/9T/ncXFTqZjPHc5k86S9gyg3+s97EXPcLJ5D3FxdCNnjVVyYlYOT17n55v2llv0ueB4RC1v"
    "6yF45WYyRn+IuPyF0HmD7f4ks72HrKLN3IS92x2JRTW+MeNz6uo1kFmRoZTyGHZhqV+7NtEcsBH0FJK8r3z+aI3PtVsv0wuMSyqZ"
    "l6nyGrSANeS9Jce4m/EZQecrrvG718j9PIBZQpfRqGQ+bz9m/ExiGhC79pBXEUFOgYSOCFaGjdpFEzI7fBzP2gF2rQG237BahhiY"
    "A4t5AeskloP8FStezo7URuz/HHJ/ZRH3XCazxJDTtUTgzGBGMRFlntwZHOmRdPWei95lHDaeUVXoZ0Za9c7NgbCzdIjUsDJdycxP"
    "De1rSh8gI1Y17a3jn8lJ8Im09BnvhWbYPxaHdu8lod+T16Qd7rk6nIyVGhNksrOzB7bZSx6HTbXc1Iv6i5fr3XlmHavI/tJLUh6b"
    "Vc3cm2Xlje3SzSBNc8Uvoh9xMaR2NZ6mVm+Si8Ti5tf0cKz9SZbdkEDvlbMl7vHERURqNuIMGJtdGdZ5jY8fzI/fm9pkL2mgRc31"
    "utZ61mmrfQyX7hLn/NM6epplnAvoOvUOgkQvhVc3FH79S3jvFvJgsKtcrhdDPzyOVTXEmE3+7ixX6XeIeG3i8vtSz9xXJfnO6lnH"
    "qmGOKYk9dPrWofis5thX4pTl/Gf7N32P/DcLITlz9FkxvHMPxOcnS4Yo1+fValHG1mSTHbpBTz3LabEN+hwr9RPJ0m3PtEz7BD+x"
    "5tFEVjbLXB7NKeUPwP4ewt7dVZS2skjydqUOqqWfuQmrCcXkFh4Gn6wtLfOR4lCJVR6JEGMMNRGrZD2wP+Aqd2FfvlJjvhgr98uJ"
    "bTZgP1bo+LBCdg+/zV4P691GRhWs1/XkH0hzQkKc92K27XN4bYkWDME532U3Tko3ltYkJwSl/Cwcx2bbQXrCz8thQufBNqww9ieZ"
    "rydhhRs8Hrqc2sGquWtgpW6Rn3GOUh5j5U5YIWKX23Bf97IOlfHIySQ9qgEyVs6SSfCGXZWliqtkd2IT6u/WDoFjCDT/vIIMjPXs"
    "LChhXeL3z9NFLFs6JzgUq3ExYpunIUlnYXeX6pNBtZ7WimV60LO+qEfLhOSVasA529/7sM1MVY7lXikf7vwMo59VQg0Qg5c/y9fP"
    "HH+0Qw8eL4ZcNrxnCWysdQI16lOQ7wZI3WxE7kfDw68mvqanGHPaYFj2PeV1uYsoqpSvIqk2eo1td3kbJPlQvHawHCcW6aQ4cWQy"
    "nrQRvsVqztewiS5NnFczGPHkMt2BaGubWmlZrkGyBHc4DXZzia6UfeQKRBRrIPWv48m7y+aySRCG38hRMgPfeBJxaTYZ3XA6j8AD"
    "WUmmBuWEF/MnDyWOzPyBc+UyRkJpvwoJz/1Uz2lVpkX3Yr57Dr7jEdqiJLNHG6jHQliB1R6d3ICz0kjN6rx7x363j+S4xVtD+i0m"
    "i7Cz2HGPQFiot8K+bCeZqCczw1z2YCI6W+Zw2m6UMTNvYxOsZCFREBnGVx8zmorxjDkkmPOvjxaHuc5vS35fCW5mfhkIrVgNjWV8"
    "b9XYifVYrWMhC030OU4Uxyhc6rHeTv66sgtnK/oBW0kxWap/oM7N/0ptxBpepokI0W4cbMaxpFHHkLbotKzDs3YTN4XrXN/ZWKVu"
    "Nov7vHkIR/osWRHr+iFPb3PWvdbPS+sooUe5pfVsOVgcp+We8Lcu1pmceni9fIJvtih2ITzN8xDpfU5vPU7r1OAzTM9Ko+Z2rrln"
    "rFkemjtbm//WTRzffGPUGZ1FFOaeoIbovaTPRKeJ6DcP5lbJkrc3SSavNN+TJq/wtVLpUfs5XqgckvlkRpqL/J39EbOQW9kuEXP7"
    "H2cVNf/KzTNo9Lue41NJwNan6JXYvcV4zwl/b8YVl/B1t5YT2i2b46KXGkqom7MbI17v31LP2CHh2XCdzxQjn8uv2IsTffTbkfsc"
    "8/57b2JYmzzqtQ/nDcSYha4ji1j+CKyzfq3Dg/PgXV8jt8sllu0Md4fu/0HU9+66X91b4LITOlVKPRo0hVikA9Fz5cTzvSslfMX8"
    "hh30Er5ShqhpDc5jkszkbYINrErX4Mq/wYteQz2SgNZZCX80S9ayemaFkpTXNlLXIu4f2mIylds38+g6Sc5CbEUcz+X02Iw1ZRUx"
    "h4aN6sq+HcfR6rpLQvzM5pQ0RjW6XN51uGcS6eYzfaoXRnx1VhV/BxK5EH+bjWucBL/tOvx7AeK/N3WaHKQ7Si/G7zZZcLa2JTvT"
    "4OBFfNupiCV2oiZfiTVphB3YEt9Tor+vD7SNchyf4p0bmDnbS/pxtmwJVnpnKWLHWMZ3WxZpfz9JwbB2p8P6vqedOCtqmm4TBHKP"
    "vqjfB+2pB0KPTcwh3XIT+Qwdm41Yip2k2y94SuEC7RuUyNVqGfctZLG+rGfBS95LTpBDiOsrJwvdHFqbe1g1tkjneHH6fR299AGs"
    "6Z6lAU6mzeq6KHhMn9SP5XjY3gflNlXfJ9/ud36FVd+roS8tg9aembRjIH1r8Myn4exvTxTWeJ6TGvj0dZyw5CqHf2EUltQcT0bK"
    "95Flo5nqdsZG0INUogwtx9Csc3PY5RB29hyJ+zxoxmdynEX7WTfVfdvuqqMhaVeTBfQteGnvQ0Lyz4boJJ2JIjPmzJjvAHNTygrp"
    "pVq8dhz5yefiBBxKzqTP9DTWxhPY0TJE2DdjPdZCJ78Mf8dhA9Pspp9C/gjryZ4mp0MSfg5fhR3aKqjUf2JfhktTcBjuLT/+IP8r"
    "zkPrKLkOge6S61VRnxfM5cx6Rie0659+m+uWsjN/hNeHlfzGFJHQrs8v41ENcd9lnW713vLL9Thow74yEV7fLHgMd8sb8LqHIhb6"
    "kD0TNZTMRmrzi7Buu3Il23LKrJ0l48Ayu1pNFoC+iOKM9acEXtFCnLEiHRg0QAIsi1eHn8V8f4ubL6zestex3rKDGK5xMZFN9jwX"
    "izFExVgtieu72KME43VDfcyI2LI3hxeY8vVtl9WwZ7LqzeAWFaOMl9NGYlHa+Lp434hD153p7j6nmW4xY/J4ORdrWYnYb0tI15vQ"
    "yzP0QezxS54ZxT6VmxmTu55hNWL6CadiWEweQAcshCR/z9mNNlN6MKd/LySrmHX4ziOGLMd27ua/OGnZRQZAR1tlWYJvtD92K6OX"
    "afeCJ/U+yPfe3OXBLfjWf1RX79vR147Us3CrZ2l4gHoxy95489p/w9UGM0s0E57N9/j353iiKdDK1vdQHryqk/DKAtrxWdj5U7Ha"
    "X2G3D8Dpsx51xyljUyHn4h3fwp4/rGOkv7hpCRazbymDfEdmkvW+D2WB9AkeDr5AnP+2rgzH6vl6tC4Mp6l4znPb453FsYO4GSUV"
    "zBxsKY2cOlgEi2qe1zu4B0Mh1NIOXo1/VSAOHQkN+KF86Wt7rp5zOP0M9eygLV85rMUrTvtNx78tvt6cc+XTZHpP+77JTuLwHU72"
    "DGfdWx7BHbSTi2HdqnQgvMDvNA5ddDrinJyWDltUtZ2sPIEV/pS43MPlYZyrg3Gtk/GpVyCTXeUwdtS7SHl+NC+sDHvTRKbqJLM2"
    "lVyZGyFLPXHtCl3FiYGWvbxMjBPBKjiriRFxPdCWlzhNbBVtUsIvrNqWQ0fZzxdQAtvD67GpbvvLKm8D7Gz0EeczJhjZ5JCrDhvv"
    "etOOJFNoFitW7X3MwGu3fniyyZw8VIIrzIedmo9ocUtZh+d3NcaMNvvAvSJczKXiKgW2/zbTspJSsaOcgwi6uyzTUcFCnOK1uOoc"
    "xJTPsRNK/gTjsJi4mgdlHbyDmbDJZ2iPgtd0iPyiE+BbxfUN3/lmsvoxmZkNe98JHvhHrNCkOUt3h8D64pbgJHQkQ1XzVIKct7ob"
    "+8r/79xNNrPgXqI240R0bEsd1ciupxp9gEimjM8uuTiw0Vtd5yl3j5D4ud3KRD1AuYnIxuab9hUrYQYi69FKZZC8Mt274GY5FDZx"
    "d+j+j/V5ROfdOOfZzl9KdyHXeKVHoRawV7pY1st4aKIEp2fMI79EGXTBBs2Pzhgju8n5sCjFRPpUQYuWM/403MQErZIidd5Zgvze"
    "CeI2rFY/RjI+H5r23T0m/zeLdXOXaTziaWlk52yGDEnO7xgsxqLQmwivanW8ZsaJlSLDWCPsyzyyte0nO7D3aS/G+YPlZyIKC7Hb"
    "V8DzKo58XrN9Nax6WnUwf8e19a1nabc6M+bI9UolaS3rIUcOgVBPjXiaNPmT9ue4jbG6FCfgDfhX32NvJujSYC78sQ7Bu/BcVrLj"
    "eRsJgtn6E+R8IjSpZU2FU+ybZ9RuEUV1G8jkuCeuOZka27T6PNzRTE6tyfiY3Waaz2cmyhg1Jsn3cqo+i9N9lfSH7ZsHz/k2SMir"
    "cqRHLKb90wmztOXcletg6yp81uEIsfU/nXb5Hs4RMmTtUDLKmDROYQ4vJHPdtbSrVczyW2bE7W4P9syEzFBszV6VGOemqZ864DqK"
    "EpRWpQ8Y0lK6zoaYl58XfXdGu41wd82/6ukd5KrlW3MeuTtNjdEej5WMR5MZX8Ac3Hl7aUbB5rgohpGZqVPUtZdmh1KO/6FQHftf"
    "NbVyknsyWx+XKq7WCeSiSTLTlPJzQ52nc67M973itYx+S3nFLj7Sdai/NLO7QyXGU9bIHnLrgGhi7P2ZxMgYsgwnOe55Mg179E9J"
    "EG+2I+RgV7mVkUSKM+fqcIJmc27cT9BcByJufBpW7iU84Zbhw/Cf75Tngvvh0Z+Ou/jSMpLyCu5tnI4lNt36WTbmG8yQb9BW60h/"
    "1ynaQVubGWpz8HaVCyRBu9VIbmPLR1stup04fzHrZ7AZ0iskIv5cREQ2mc7xL5rWbSf7kxGsZR06Q8xsNjqpRbTpM333+xxdzHyN"
    "1QdO0H3kDh0aTJOX9TOsy7Z6QjBVPyJm+TVc+xz/LI18tgGRNCV975956y5/4yQs32dc3b7SY2UPkNysn3rucCbqBV/N7zk46vhu"
    "zgLbzzeT5klAB8t8/0o1tcfOzInFYfnG6zWIwGvYCRND5Lu3DJOZrXSe5L6TZ5mvLOS6z2Pnbq6e6WpHxxHP/Gd5oYKoJpoPg6E+"
    "R9Onhbfu8kzGfNU8ayL0dassO6lmUa4biZa2rI/xbZTo+D90XdrfOktSpdVXMuoQD3blw3gHxuWpUZ6sudtvC8n4HMJOvlMj5SsG"
    "Wfj7pVypWk6QKYrmyRhT1kM82z/BsrzJ2cINZE0p00PgPVrf6MHMCeXy9UrdUEL+49/fcyevoVK8ipvVWOfrGGOl3k9lU49/c5LZ"
    "AHneeH/+v69By8+0xHq0XNFmFEjn/5dXLNo0Vm6XdbdTUo19XkjbZzv5vLhO6jpK3t7ypuepcX2BuW/d3k/0y889Y3yddcwhpX3G"
    "3nj5bfbo+vA6vOMFfO9y/VKfFItp3tGDC8727Il9iHJs1OZOPuOGuVOHIMo+Eb5sNd49DjqxWLLwEs/WTYNbYZUTBYX6OP58Qafh"
    "NN2rL+KzX5CLzs0W3CloIrdsHf4PmZfOZeTtz52j2s0CSEgVO9TTtIFX4v6uwD4cI08grloBPXQBPOcV8LVmI1qrDJ8Ijtdztaf0"
    "1H8gblsu7wdLwzH6Eu6zWFwf76nUsmU+Aq6jJ5Tb/Xbye7ahLrKNR8b9Xd7FU/bHtbeBX9iD9qwCvlKGyOQU64YOB2Kdb5uwU/86"
    "diu5mbi/EFFZBZ3zHvyLIpzlFdBjn8IX/0CX0vNdu9Es4sMk4ZF3veDfxzzzrfl7J3h0bwrRxDay0r8/FqFSc75mW9GIz669f6Kv"
    "5e3gCv1I3oHMfB6+FWwZHKjXh5PCBWFGR4lx/rjsgq22Y+lYp/nZfBbBW2tP69xE9sI4++oztAs/63D5Vpsz+VWc1ZuGrbwbnuZ7"
    "ZBFZDCtpGNiuUsqpVxvI5WjX/xEndxF9fqua/0UqtZkjppaoEZtG6Pips1F3xBJ28LraiSFWukc5iPIW3s1U+cIzEdYzgqtn1Xcl"
    "z9zVrGs4NhO3/t95nf5776ggOtGpiGc6y25S9VXhh7HHA2VrbxVmkAXYbMlcSEcg9T7jmCCngDHuNZE7I98rv8A774F1m6tvyRHQ"
    "C28jKjSE6BZSRe5PqxGeQmSaTWc0pMl6vUlS/uQcRPavhXzmCp897uIz1aG2rLb0wY6sQVy3Bt9RDo3UA09gPCaGTOhKDNUP8LLf"
    "5BT5GOKl3aWz53mt9Vxhrlazv2e7aopmYqg6ud3Oo/76s1/JzZeN8Xn3IdfDPlLBLJExr2zAKVnEXMQMXSa7QJ9cDKtxF57+GXjc"
    "I+Fxb0GOVZtRsw3WdSA5QVOsYewmxn9wlLyIlTLs8sHw16boE3IznjEedkbkV07rMlzOoAxnaCWs92ItJx4ZemId4rR/sE76nX6D"
    "n3YiA3gtOdVGiXEcJXUJourv1abefwHttAz3eBaiwU66eVCLUzwO+7BWHSvQz1i1beRX/N142tp6rvZq1g4quU5bex5g86+7ET9p"
    "K+kqnzWMkY6USvYXVftJzvbf0ha8YrLRZPB+nArlMBkpH+W6/N6pssZPk5MIxd78+S3kP3oN9HsZ3vc17qCnHKWB3CD/Yn42A+uR"
    "8FbX5KeruIrqXnKabIfoZoF2h458UM7Dij+r2XDnoFgNu74W+nwJVmGtXqAz9azgcPkMp3g7MQ9hM6nj1NNOsoITZEbJljKNvWrl"
    "unvwC9dslf5bR2ONU75Ka1rvaMn63oJqalqbAfhXcT1JGc9IvUF3EONNHaDz5D8FiO6wDzdC924pV+kt5PRdDHtyjU5G3P+Y3IX7"
    "PBpW7XiZ4H3yrO/ScHW1E2UJ41QXhSQYsbh+V+tEMWxf0qPWQ3qOdjJWcbXy5QJCn99sE+WiHbOmeQnVzA8YuuMMsYyedX3anKx6"
    "z2+Uy/sW8v6OJU9ire4rg3m6El6aGrn373C+dA9EItfJpohizoT1WIko+aVW5qjd4Jl5u0iDtzMNzEqbbaig77eGr+/GSdL7i+Oi"
    "q9a4/1RGHa+l80ycFu8UcXzmOr5CfQT62riRFsFSGuP1IWKI8SvkQc83dfif9CIU+5236rihQQ8iD0SC56OQT1HNjtVa/Y80EsXQ"
    "CD1ismt54jnEWliv7Wrsc+dIs/8YnYmTxek08833l3G4Y8PlrKS38hBranbnhihYEcUHxt4zFudiJjziRpyZfWU4531ZXDIbOmSo"
    "rCfOo4y+epV+FFg1c5HeDK89N+Eq5yf29NrZTUzsQ4+gi6Q9zjn0yPEeZO5wXtS2tJ8xovdG62x5nFmlTjiZ+0NXnxncKF2Cz8PF"
    "ZIY5UHbBu9frELFpY9uIyznYvINV1DuHiKs1nCONZFPoJAW/q7M56f0CmqKCtth8/1uJwP6N9ek1XI0G7kPaRwXrIQlj5YAWqOwc"
    "Vmcudchycr2MwJ2tgzcQBHfqINlDpnMmZQntYTPfxgHR1Id8mUZjyS3B6qajmCU3q7a1jqp833YoftLEiRiDmCGzfEol7M3utIB1"
    "EeNYhnhCx5j1jpQxMjEMp3GwLydO+EmrsAfLcI7W2crJR/CT38bft5UzpRvz947NY5U/wUlI6IXyId5RSFa5jA4ITLYnMethbCKX"
    "YcVKmdM2FIlNqSiDvX9Dr5WR0JiD4MUbZ9iueqnshX1fBs+5J777BKnwfHsZZlBcTknpqywXxyFUyh6WFPnRzTr250x3JY7MzV1J"
    "M05wemtTCT2vZy5GFFkX9AgulIowqfeFN4avaYlMDL4L3gq3C3fycVimRdbQtIdIPe46zfyu5Xwc4m29Psb6QyyaYOCiAvvM/bDM"
    "C33GIIVzmqT3lCFj2xJ2cTqekRhrGPdQShvJwvB7lEd3PoHdxZ0yF587izbJstHLoXt3laXMd2aIvbiL1alGxqpl8EI2DR6WX+CV"
    "bQtNPUK+0x/Vqs8vwMr95vVkMxbBJk2M4DPkYx9YxIyW3elZzPdVMHNbDvuWpE6fSszIeDEW3K6sSRfp59glN0s6w/c30ouez700"
    "FFgtuTtSvoOukHr/7qBMn9ATcJeHygzI1B247nGwN5uyAtCk28urkNxV9HvMX/6V/U21jBZMDpp85cUqK4s8niXus38FMkpirIA0"
    "Yo1qWKl1rMxJaCT7ez/I4AWI3Q4Ibsee18IqjdCxOjo4Tv8mg+ClrNXvYXGzPCvroD0+kH7wr+7kdLelZAK082HcqP1kJ55Eh7gY"
    "5KfI2poP8Xw9TT57WEzOzBi+LUmONftvrWctm6bt8an3cbePQ1ef4zkWJeLd7yO5KbY1rBraU29AjJlg93uxWhdcKrJ0OX6nv5Dv"
    "OUEmzBLWLxPMrllMVaJT4G2OYeWtH6WjnlrcmDLn4M7ewb5a18E06JIZkI0p2JEpuNZKyPYiaNxKrMQdcgu+4yPs/VtYFZvk8ri8"
    "T5mpYawzjRohhvclyRDeSA/ScmtjpN7z35xJbJbbq1qPXEgTTTpIjg3aan34hIwOhhBtE+oM2U+f8fOpLRZt5mRrzrPsIs0TQ9Ks"
    "VTgfwvroXZ7R5VQdputYRl+GOI95q+c6GLL0jayWvSPxGe3IH2hITOM7zf8ZkVwnbXKj+QP9idFPMIOS9Zgp9Vw8IeUz4bkNz5BP"
    "fKfkUGnN/jT3Xp7EFajm983nt1XTW5nI+LiaeQPzQIWVyT+baG75oH0lN208yS4Bl4G8XJ6TyUTlrtWTIS3GnfMsnmSp9oaPsZXU"
    "MKdtFv96MUmybvLOeMWqnmWMpsq0U2CVocXUm6MoCy73lCZWwHHTLw9vlXf0X3qJroLnP10/lSvkfPlMdsReJT1Dekh7YCf7GDJ1"
    "XoJYZ1tE/R/DEmwhfdiDewT0W0foU9enYLXbQWT4crxDJxNRaHU8w3ecw8p2k0fynYrrZ/U1PQJ6aX8pDfvJ17Ik3DJ4O3hF30ME"
    "+BtORA/5Rr/VwUEpzsiwYAJW+DZpYHewZXlPlb/gHorUKvfroHvvhTYz3+ZOaJRZlOClkPPRWgdrWO+n0lpVsQax3BmIHL/EGYsz"
    "//Gpfq1bERUwV8frTgUXyLd43vVk0muEl7elDKUs/oB3Gt52Bn5fDIu8XJ8jc9l6dor14mzfOupe4xPcm6je1mYx7sMeBrPKM2mH"
    "pzq0i7yhx+v10AnlejUszCT5AP8+AZFwmRwmu8pC8kNsgj1wc1xtOuSrsI35GYRjPjJUz3q7t+RQ7a1NAqn0Na6+iOtadt/EPFOa"
    "Eh/8G2TAzlclvM3NJaW5vjY7Wzv7KVIN+m+sUJzeytt6k74m52H1h8guQcoj621tFjECvkIcA3GMEU8Nn+V5ohetw/kzRPd3yZ6Q"
    "kdv0Hn3a5ikh2n5G34RtulEKYa0dGtVOVQVr+BnPIzhPR+KkP41dqYD3WQZ/eTK0zHxf2crSZ8j4s78dbf6m9Ovq8E7rTC1itnQk"
    "2dXW4sQm/Xv7eI3ksoSNrCk5XrECP680JBNVknnIDCe/DJQcIrWaM2vWw3NcinjQ8Our9XXIRzv5iqjWnN/yYzTFwjhlM36qkuU7"
    "p/vZlbaC+/qaeDbi6d/Na+wEfYVjxPEpKaQ77fuda5ilXYeVKfZyYuxY+4lxkE4nX/Uy3St4HyfQcIfLsSpfQu98BK93Ne56gFhn"
    "kuMfSbJH2Xg5f2W8P5VdGZWeu2oduwZq8M3bYc06S44/NCRzsOFBDySOuY61aDev/C/svdwN93c6NNTzOhBe5ieI52+QYTpQ9oHX"
    "FieDlJ265T7La/MbL/HdBPaTA2AzlTuntPyuMtoO77hfZ3nseopVt4+1K5kmvtdXcM7W4BstgzsccdO/5D3c1ZZksnOoszQn72bY"
    "25T1DMxmzx+it+d6ny2j0R/yeCvOZhXRioII90OiENIRwtJ2sjczUUdK/u6oeniOq8jfNp85uhiv8QB0tzGiVvncz3fkyYzBUz5f"
    "fm2R0XRT6Zp/tfMcmA26Ba9p2ZQf6ZlW0msqwcldyRlZ5bQap+EkrG/BBmOW7UDfNWznu8hb11z+z+TyRPx5ZPABpyj9phNgpYzT"
    "70c8xzOIT74IrpHr4fPfqYXhe/q4NgTDIIFj9ZVWNFKB557LZdAX8W9nY3Ur2PPQhzkhY5NMUQeuxmqswEl1bJs9I85/6xztxyym"
    "e5Z+UQXceXTHSFHE55Rj4495jgu3fmXeV2xDJL/9Oh3f0kgvIMZsznz8vh9ksULPgx/XyN72NnIgzv3LkKsfoOWKsGpbw7JsTcS3"
    "zX2w07KC6PRFeP1S+LMLyc9Qz269SZBd14HWXjau5Ls/K6EdL5AdYJOn6blEnVRCcy9kj8MuuLclzN6+TwsZp7dQFWkX+85cRamA"
    "v3+IezMmqALElL9ixc6BLrAcaIdgqpYwW2sn1WHeaqEhTyInapVHwFbT4sepS/4lpXieM7mmFbDLVezLsajlTWiQ/BO80lG+03y0"
    "0FuJ32jxYsR/p9h5loowP8aUbLMKjD/hN50LTdEEi/6b3qBf4RsSPp/o2Chd1/rCCOHtkKxbRjPg7F8X4YnbINJeAr/jc+1aYF7X"
    "IfA5dmwFOV/C/c/SK//OIwLXYN+aOC88622RRUe7S5qsgvu0UikuJF9qyt+vMdBvLpUedxsypjSJ79tiLs8KXY8Y/Ic2V2MFNtPt"
    "gv30MpywPYIpnJCbL+uxCJqui9ws1i9mHUGv4e4HwVoukfzrdowcilM3QG6HHt4Z5/gLrYc/MkLOYV+Yu85+kssTuFXNn9u4Rkfr"
    "U/BHZ+unBeNwxdfx2mOGYA8uDl4I3iX/ww86Tv+NnTCtOkY/YBbS1Sy7UD4sNtiWdrkba6fL6e9Ngl90BnT4U7i33eEhbhMsJQ9f"
    "E7O5pjvm0MtexYxzgfxA7HiS9mo149n8U79cn/o63smXUkzO3xhj9AT9+xVE8iRw9k6GFrJ5Dav1Cn0O8dsN0IuL2rQpeFG3wdM/"
    "qSvCC+G7vIGflrMb7kGc5YPwLPvjzsfpN+F+eqB+Gp6ld+v5nQvD0dm0nhvug3htMexTLVbmTKz9l7if9bjf17B3S/HU1+Me5url"
    "OCUlsN9P4efnyldhvTwim8FK2HTdJ+FXzEFEWYj9fxcWdTXkwfAwJhcZnl/TYjF2AVyKc1CMnxt/RT35jttDQs4T46B/QUYSvzKH"
    "tTrj67AVuQaa731oo/3gf8PDh55Yh904T9Zoywqs017tZGPe0I4t/u20gLHRbIH7XuznF+yIZ+sjy+AhFxKp3Y0eoiG1f+GpO0xO"
    "FWMFcYircmYl2kh/Ridr4avX6e95P92ezkQMlopQ/QlvB6xyMh82b5Ya7uYKiZEpfQVOQJNeLMbPVsMaXS3ZSCxDbZrAOGF2i/AB"
    "tRvNPzMsbVyDFoxYzROxsuy1DyMcQFabkQgFf9qPlIxsVW42nkM/Z8hS107SvrKR0uPoocS5ZknsebYFg3+Osb3Ro+cruQbGB92k"
    "j9Dzr+QV4pzhHvf53izR0Isgv44BtR3XuDu02id415T/kmvi/59XPoGEFnNqzQ/YsfeCX6CPXpcboT3dlBSrHbp5aHGuRT0nA03F"
    "Dq/SHsEx0hunfhHOzxF+Cl0No62Rsj38NGOSWwNpqtFT/hQhlNu5rLd4cdgflznswaj9Q8Tob8he8IkuUNGg4HnpCd//Ibmwlfy1"
    "oZKLWYlsKz8SeemqRYvZgbE2QiAkiTA+UdzMxS90lCwnSsd6RYo5l85yJ13IZLAVUYzGTd8PO7wCHr5NBjkw6jFwXRWWy3RyfFgL"
    "doipUS7errO9OBZR5fl0s5ZiRD6EHosTsvdQOImgmowsJ7CzYAq90auYtRwjv2g/4q97Rf1XcX+dDCfhDJBcL3yGXYTl3MlaP0Un"
    "7qV8u6gy4NAzzROiRrSYEJVllSJX+8+hZAzTV6+nwMZcEKRoJcaQ03VP2YoxRQz6dT2r1EkiOKtxhuKcqfC/5GoJ4V0lfPYqDflz"
    "MywTrC1PhK+S8QzZdR7573yGfOvWGmtQTC+UYo/0tPxnlp7+lnjtdOLDW05YU2bwjWvA1mEAdO56/RZ+WEaX0dafJC/jjoxlOga5"
    "XIGTYr3F4+FVOO9+vZ+TOjxC+WU56cLlWS0G2M7vx3Ci8MYgBnKdh0lYlxSuMtPvdsj+V8emkeAMSsdPnvBZOONTOkOSZHJN+Jpz"
    "krbLIRrSjDIsV3uJ5P+2CiKAuklLhHx/nk5jn1/BCLuWGdmkXiWGHboe3vQG7FJH8phatfMyIvuvwFpuGqzFVxTK0vAcyNS3iLTH"
    "w2vvrx+F+ScuFsie4jCvVfoavmM9s+9LsWpnwLoV4zrj2T9aCx1tk8N+wFMZe9o+sKHVeq0Yj6sh0xdiRX7UHBbXMXGo78ZIkqNu"
    "BiNZy6G9rwXB+dA/k/EkJjkrW2BkthI7MVa1NNatKux1je9Itnvey7OHGUpgdzkcOmYpovTZkIB58BXmYg+/wJ4aKvNoosrj5LFd"
    "Svm9lD51GHVSzPWyUsX8zWbELzuO0LU4G7ajk6ED66HPq/B0h8jP5NtaAI38vnRgN4FNHkxrS649t775XnmXkd4G9pKvwjdatDeF"
    "PGA7SSbigjKvryv1scUDj0oRba/rXquhromxP9Jil34+W9F8ilwXVEdovmnwJR8li9CBiMjhm8IzXAfd2YQz4BAJNZwdu5C5q/zz"
    "QvNrlwYdQoYPwxNVEUcS108Ro0+F1HyG/2+Ej7WjrMLf/oE7fRQx1n0yHL5pCWc6roOeGV5wKSLDs+CRf8Ac3UhWOcy3voO98tV6"
    "NGKxXzkz5xs9Hzu8d7ATtPhB8Ig3g0QKpLfKZ7eczXUsAuZJni8uZx/33fbf4vcNrARkPMI9qS9JnHNn1uFq6zyPjKsx3uyRWRlc"
    "N6sTZJQ0MAvvsLu/0FefBL9ub9zBq5AwYzT8BP5wk+6A51sWnOzzhxnGbPtEU4EsxlioE/D+YjKd9ZIjsJ4zIQ/lkPmXwy1wLjrI"
    "WuzgYJyPv8kweVOP0EpcvSueqqNnXEu1sChDdbge12asXg8rfXLwOtH//5Y99T/hOkPHiOt+PNFPc1/lkQ/GAPMOd9wmBRdBEg+R"
    "Q6UvTsG+4qqmjlVNyRKZpP2bjfe9JFeJ8ayup63YWh6jjcnHH2/Te2O+GzNDeUqTB9oij18Y6yfJWu96+L5lXTXtrZDl+y8RxyPr"
    "mG6vw7OloBd3la/0ReznfrK3XBbcxnxRJsK75Hr3tyD68hBZ4FkOTsc192UG1PIkezI6vl2yXne7zJvNDi2KZmsosxLuWzcTm+iU"
    "wFUHBDvD0/8uqNIH8N6Jeif07eZefo6VedjbDuwF7WCz4/C3b/RarWOv2Hq9F2t+qgyRr+DbJrU1X2wFuSVUNaoWuj4kyxwVbMSD"
    "m/tbDNJ4u+wsjlGvlpn+IvrgTvbUz31RSuXmxOKUEU1d5PtKQ87wcrPtr9d75Vm5XK7Qh/QmOUnPCo6WbbWz3NLKXefuNOXZqGNk"
    "ux5Cfsf1uBebgBOIVXFGYC8sf3iCxKPpohnfe5nFKylEMaWc/VLMfM/bkmSfSjvOLbSZy02eIzPHvZ3wefsKeBtWy2zE6aplnN5H"
    "rLpq8Z3hN5/C3/ZkBnlndnE4KT1Vqj1KJun9aWfH/++vhL5OdjBnabh+mGrPP+u06P6S8vo8Qw2fYAfb9pyBE0PM57w+QyVWMf9q"
    "39e/BfY47TlsV7FXZX+8byBn49mEq3LsxnJIXCM08wbsZT1sbVuc6vvEcuPbRUgKFx9avXIHsXm1CXVIQDc7YTirGCnO+WnGPmgL"
    "f9x6jW6VwwvugH2xyON9HRd+qG8b36ncDMu6j+wA3V/POmo1WUSnQxPstFHc3rkFwiZEFNTAjHgbaSRuoZIIlZSeieewE3kr4kEh"
    "EuIYOU0sep5HT+NK9lekOSfSuC3j7DSql8vkKdzHz/oS9MyrsEYLoKfegFdQiJ9VsW5j2ItJzALeDA30JDRYT7zXcjeL4FtuGWT1"
    "KCmDd3E4mWy3ht7bFs/0Fu5xGf2w19TN/vxzvie71+3EMfc381zYz6+Hn1QNOdwbu3MttNld8niwNf71EWxnB3lAr8BddIbm26vN"
    "LH1Gnwl3C6bjmk9w5k2GWNH51LV1rNBdQhx2LhLJ9S1Yn3+1ukl7GWIQbkPk4yY+WR3lP4Yul+/xrrmwuRNNlvD7K/oAPO7HcBfF"
    "ZBQpkOdwCgfJc3ilCn9WsuciRj++HhJrp+BA6apPQH5naofgMdjc5WK4/aOkvc6SQk5PvBL+qfEBVRKFbAjZJs+x46S5iXLsJHMf"
    "P4E6x5MgHqWurXJZZ/zEdotWelC/pCm9p7cS7eZ/pUzPJfdfRnPzBbNESaRxxpYTY7sW1ylkRaqT7C6GR9xXAvgl3fH6T/oN9PM5"
    "4Sy9W6rklbB5El1zpWAw0awJnzkxv+sVcd1NK/H5asYToZ/7sofPYjUx97kUOzVPXifa+x/6b1ig++Q9+Vgf97JXA+l2lcgE4oJt"
    "xCLHz/U76M2VukebUuxSNc7NOu0U/orztIQM0oV6C95taPga+Bt/E2OFb/Ync8jvAiI5eslxrDbE6CM1ULYayGDd11cFXb4gTV03"
    "WgxhvA46ZoNnKVhJnRinvlwP2VAfXRZHOardPA6vmmi2Sr1O1uGprb91PiXvPVz/cOKsi8hS1kCESJU+J62tW5PeL99AV22PHTIN"
    "Mhx7+Dx052OR59wQ6aXNJVc76MD7fxK2uJazEhv1FtnA7romeihJ4hezjMLeliWc5G2ViiPF5X1TPtub4vRBNyGlL7vyM2TzeUlt"
    "0nlcj+HzVHNOQQNnw83WceQ5d6zDv4pjKawj+9s6Iqjcag2T5qnHjpF6pRqfQlz/Fdikzyr9DN87AZHMLERg5ZSMxzxvmp3BOnE1"
    "yTqev2UteHEOE4fXN5bkw8ndspS6pwIyskw3lxxHagp3Ot/rvQxWOI14wzR+uS6SxVgzRB6IG0bIp7BS+0Mrf6KHasfgdOzPS3q1"
    "9odXUak3Yh+/x7kbLnczz22I4EflNk7tM04SwzdNRZz0NlbmF9zPyzJXEtQijh1UJOv7/8/yiGyn5xz3XQ92A673fGttyW5Yx5pf"
    "lrmIGKs3Fif+xFp7Ql0t2ViFlhHL2IERkMnVmVHH7AJqkA16AfepllwpJbAvFdCn87iO7SRsUWtr5+NB17sW0zMh86Y/10J3FGkR"
    "1iqr/5Q0/UyTmJnMhi+nL9cUzR9Levs7Sly9vRF/c3i5CubCYtQuGjHVF7ToKdvMZ92Ww76tMR5p7NujshpycaSMw08qPLowpHXP"
    "+IkkjtmwmP5LkrrW/Nw7iE8xfOUKP12hQZfhTC3G8zTBxysjruA4cd1CNWQCtHO4lbhuFHfC+orDUfUV16sc9xgUZ02d338LvmMB"
    "OUxP8tasmpLrfL6QU37mwtLszSlzK8jFVAcZmgTvYZj8hPjacLPGtTBJbNruuezij+t6bc6Nb8O5Cj3JLLBC/wFLZ9+0NazfnbDK"
    "vfD/thLIhTJSHoe1vlYfkWLZgGj6SkSpjeG2kj/L1kg85W7M/FgO387QSWQzMmuThj9ufmtPGeknbRov0wNSQgxLI9ayhPPm3Ozq"
    "z/Ckls9cxec0JGklNIflbHuKY0F1bIJllGGLfLbFq8fJvgU/SjmioDX6VThIRujHcoEcEP4U2mqkySffxHyJnZk1eoVY1HAdPIQ1"
    "8IgqoDk6U7f8BVI9k3dYxVxuzj7UwptW5gP+m+zk/zKj+Tm8jkLoh1rdVF7A2s3BnT4C6/4IPtVTDhTrUlquO8lv8HUK8eo0SH7S"
    "8703+Fm+jo/AoYhq2SnaE1LXU1yn7ygp9nWdP7cyN0HqrCuzk3TG3QyVmThdlYjia/VkOSuwKd+vyMtYxRtgEbeDRA3TczxHiX1H"
    "kf9W4/G5Cve9FNc8CP6UszWziQu9HhHTz0TzuvlCGW30TBcmB2dDNn/Rr7GvC4yJEZ85HHt4YEE3mYTvPZsxVCnv3lnjrWUlOzYc"
    "v9UmZAFtJG9Rggwb6Yi9RCM2Jpd/uAYR3MdEPBvP5JOIpabh1F8iuTnqIe2V01B2RhcghsxVq9q24Ep0uvFaqfJV9FxHbxMReOYj"
    "XCIVxLiliSq1feorQ1lnTEQTLdM+uh0sjmPS9eMUw0oN8nM+u/IEFtLzSnlOG2P/qsZ6ssIn23FubT01++dYQ2OOfRr25Bpx0wyF"
    "XL2Ogb2WU8DfxfolKA1x4tom0Au9U/7q+a/t12VRZ2JGx7PS1lauEEP4hZxouYJVvyT8yFHyV3yjVSJHBDajp7vMhj28WbrpVJ7P"
    "JPSZMR+VkdX2ftlLDmIcmYu4XSZ/Z3G9gVaTviewWlAhpKAcNt/49BbifD+kY2SCviRzdEZYAn08Tg7Qm6VX8Fnkn4ae79T+tj3R"
    "ZvknOzrfPMMu9w/oB7p/3eSnQTbyM6bHc58JEUs8yvXqItPE2IHn+o6XavYHGEey4x2p9T6JPeFanSC9YcOr6fEV4xSXU+ILYW2/"
    "8HPGbfcPod4oZWbceaGOi8j8Atv5royb07qEdsJ80c85GylDCXEzMa9GNBvnnu4pxUSDb1DDY76uA+Q0fK9lxqfpBlzJsWveAR88"
    "1Bn+fOwnzT0DcU7uaseVs2yX8Vz8CP21opUVrYe3bvMnV+FOtpQSerlzZSGR82ZLR3IKkXU9rmIPUA0kWDxaWjlPI4QezBJb3oSr"
    "zCaSxVibP8Zrx+E6L+LU74j1fQEWxSz4Kj1FbtCJeB5DnLmz6PpLrA+imBUsY/dZpvlfWcZeHnv1VTFshuHdmhBzXt0CCbWFzzMp"
    "tF8DKw65GmDnCBvRm3qhARbZcbxajNEg53rmgCWtSuLvO/ZN07guxF0QnZR7P+gQyXpGuE/xrb9SEl0e5kZiMgyfsgf2/XGxWatH"
    "4/Sv0SuJbJmu8+lrKhG40qL6XsD8fupPWFK68PeF7FIfhQikhDnLryDb78oHkJ22Ylge086j4ZeVaG9Ix0J9Xy+Xja+jERee/d0s"
    "xZXSHFdaPSRO2anhqjVwp9K0DafJdPLZ5+OrcVq+jj5fT2/Te3npzf4hy9iDvw+BDGZ9D18DZ/iZvDm+5zWsco8UN6minEivsfI8"
    "rjIU+1buUdxVlF5b9/NYBSnl9eoQI+wiRbRM3aBR8qOf80fv2wbL5QR4KP3oQZ8VDMO/HpJH9JdwA3vuhovjBFvNbpldmf8pJb5c"
    "I2ahOHurQvII2yqcJsZrNZKyVk0UySp9TZ9CXPAVopIH4QkeGMDPkq+pwfPLaEK/wt/Gc3LYGv0C58ft+F647yn4SSlP0Wr2CiX0"
    "fLEOopC+91HiagfLPdOL8Xuvo8dS41lVXY/F0WQ6v1fGE8Pu5l5lPS9PyElfDdSHIfHXbraX47spVGPhHCmnyGg87S2suW4m38MS"
    "3gN9kfX2pZq+ZYbcqwl6nHF4UaZl75aTJc0JptXwXz6T9xgV2Xes0xvIC2D641VWefpJMa9eTr/p1kgv2IqfTMmp9D0NG7xtU90Y"
    "85PLBJk+LGHPgNKjX+v7BU6Tk2QiTtKLOCuPQ7dNxl0u0tv0xaBExwSX4qcrcCeF5MMzW/IGdPpqdZhUQ910EkPe2jMOlM8QwVbR"
    "M7kX99sZuuCSYA7urBNk54tW/NGEr4jZuduXWqeLuBOzKTTZW8aaI9/p33WL4K5ga9z9aqxLJ9mDvqb6qnKap9rkNT8DdwW+LU7/"
    "3xjt6ukN1iFKTyJGKILu60WUeMbzVRdTBuuJeG3JstzO99rN1bFi9dCp+Mzr8BI+gcdyAiL+NdAxqbAuzIYPyF2QunO1IZytd7fp"
    "HbztWYXXt/AcbHLZBmIvj5PmGV1JddzgRfTlSoh0nImfnA2p21EMPX293NTqqbf/V0aTwuzu9yU791CxDJZNgpvLiVBJeBETeT3X"
    "49bAe9zAykaKcXYdtZ7Tps09OnuIy4tvDr0/DdZ1c0QKO4rVllfDzq6HH1DmK/1DJRHx8bkuiU2of2qom9yEkvk+99NOXEddGM29"
    "/AuRUpaBekVnSWfI2njdOdhLravtOEiFtugjSkazidyvOj9bLvSsZdbHX66tvRJSS/+D0lfkO5rchOn8uI0489kreL/3e2u8xEfu"
    "bf/AXJRj1auHp7WSse6+soyZeIeYdznxJj+7Ns0oYQij/vw4oST0doKdUU3M5bhs81z6Od1b9JPlWBDrqA3PFJtZbPuywt+tdfCk"
    "4Ymbv320jJAx8LV/lonQbWP0kfBC7NnFkvXoHhdRJNk9bvHw/pLL0+bywW2knLv4E70HFx+5iTqPU9KnartgDWKhNfDjHocEfIl3"
    "HS2vcvarTR7/gOiEEkplHK+5Tv2f8Ocqony2Q6z2Mtb+YDH/6SRx/H4mb3W+B8Q63qsQ+S/1kVbWn4SQEp3Vw8IF4VXQqv2DlVof"
    "/BV+x57hEnk6qCL2OvRs1I3+7Df4aS+ryVLjKrb19JWHitWOewcXyABIveXvlyNqfkNttuj3eEcHyFoD+0fr8N4qxGuPQBcbT951"
    "MjQ4GU9wl94NDVwdLsaenyjny+u4Xg8xfhiHbqhlhq6Rln81VzHtrUCKGvd8ZvPyTzWsZt4yrbnZ00m9Xdy09WmQqAmcXdJejgrM"
    "Ft8gz8A6fwDtZ1mUMk5H+RJ+hvVErtR/BlO8ZnW4JreivXj9jq0gmfPf2x9/tZMca3Q+for7gpF6BmT8Js1IXx2ng+BJJSFXvYMc"
    "G1zasxWKDPY1762kKWKvtJlCGU42aorQ6c6uOrneSpy06kY8b47RQ+n3GNfnMqKSavGvgWJonR2xt2dJ/ju4BNqro8RZQUzQd9pH"
    "bI7PdOZQMuSUaaCG3F9sHrLTJY+QP8a6a4vo1XSD7VuLz+SQq2v86baIcjCvPlUNbRXXI+Q5eRbWZRWijM9wxtbwM92Iuttb0lH9"
    "o5KTueYTYaCcXN/En58AKf2asw6GssrZwE7oWazxVOC+jgge88ih9xmTWqS+nBnh1pgELFtsPM8f6+igr95FDpWxOkdcBXgnZn/r"
    "GPE0s9H9EdOpEUN4kvn8DLNvWS8nFUSDzWenWEw/JdP8QqxvKeL+rn86ZcC6wIpxXg0TMoDRWhXRz5eL4zW1vK3x6gzk7BiLHI1h"
    "6KdW7MK+9HdyWJYkT7BlQHpHPN4ts7vuTOW36P/dK/nubbD3EVLaHCs1ctdOl4H4/LFkjozpMJyEjL4HPfoRPPhdPFfLT7RUFbQD"
    "h8t+5HBweCLzL4dLKeOVIr1IrLo+WW9RY+x/XspZM/wJ0vUDJ0qWEdO8Du+pJqr3F+PwZ+9fbppvg2dVMJ6YLGcJXSFWN/qKnsQo"
    "xs42h/ll6NI5kNWf4Y9MhCc2RKbo8dInuJ4zoUrUejgtZh+ByMM0oKGozyDSvT0itePgX54OK/xXvR3f3I3VUie1zb8ynitsJ2qG"
    "47BKxZxSa/x4heQ6msaYck9YdePPmsuY6U6c+LSfi6f0JhOIGDJEjU/HqWzyrOQNPP1u6uQanNub5Tx9GHG2If5WIg6aINP0Q5yY"
    "atZOkpyykOt5DlnNt09a/a+d5LCcSejHs8k3oMwWFYg7USHx8E5H18J7yOXFmnWcmwOc7zrlUT5xW887aiip7cVmwjf49zZ63gI7"
    "ObeSS6eRGK56nKEUYy3n27j6cx9xzOlpekHdJYdNm8MMpXV62FTyfQO7p/nwBLK4D4GkOFa2lJfekBNF4l4vbuHntCiz/JvJ43I1"
    "1vsSeOwTsT+n6g6BdTNeBinZDo/SCZ76M7I1fI4T9SC9Q5/QH4J/Sd/gXT1MHpCPdSf9VJ+CXbwA8fEy7l41ux1d5+1QonNrWRv9"
    "tMXUAWG1waTnH/jbwcFNzJZ9h6tW6nQyMR0ASTtbmmOLllMoHK9uZ3FTTY4Vmzq+lLM0ylmZLvZTZOwUX8ipIDuLTfVqR1+8HnJc"
    "ICugra/hxKP+eK0jpPEgsanD1nH/vHxGFrLlnOVVxxW0WQ8x7lqS08BxEsMrg8v1N2jFe4Jh+Ml1OGe36ntyGXlkjHvf2fHQd8A6"
    "reZmN01jDiXFmtxIxnVz9DGcmxfI3v6BbiNluO7neN+6VuoYzh9Y0WLqsaFbU5ppFbOdb3/yXyf/Zw7xLAKN9ApryLx5On62OEKq"
    "5PimEuSqsI7P/JyYa9lb2IQzaVbpNLG59DuK1bMmeaugRN43kc21AdqgtBWGzfxrsAvrIo2e0+9AucN324yWzn8yzaGcJyn/k/5v"
    "a1P550nkf9L82PD8nynxHByNjOcLId9x/bcYisxmxB0gp4mr6ZVSX72F791V3oN1PBr69ifc5TfyE3R9BXk2XsSnylircTPQYrB9"
    "VlXMeZDdowni0mJugu3jfpxe5aK6tCYjBtwSxPNncJqN6YkNrMfaas0j27hpSJs4sxg76TB75/k+v4Cc0mF0LZu+YTX/2dAWP0Oz"
    "bFewErK0RMfIy3pvNA3DzVuyjqUCYlQyzCXWaAG505frR8FqyJBNC+rqJ0gd7zFFP0fMI6HKRlO7Wv5qpC02bdCBuUB71j3FZZyq"
    "2AmjEQ92mv7ufrIIdur4YD/opF/gQy7RR8hN8x3ss9Wot2BF1zpI1tAnbIQUlzJDmPYs2Gnaojj1QQjf7Avo+CNhdX/DGtYj9qqA"
    "53EHa3o5dGpKd5Acj32dn1FX4p8r4ZlDTB4PRNQbZ3fEGn8q0+ztOl9ysaHr7Gjn+9VD3luWU+H6k0tlW3FI9IxHBLjJzZbRH8Dz"
    "34UMlSEnDYwR0+lz9VrZkwzbXxEVsFSWwN7V4zPVuhvuztjiSqGx17Fv6CriGZJ+kol1kOewWKWcNJaNurizEb+z8SVsKc12PuZZ"
    "DELdmLl8Ey/LNu9xIJ7LPP4ezAVV0yqcLWmf17xJ3AT6LNHKMcaWDnVzK9k83Jqvp82v5X/GM1eqb0uC3UfFnLPaGotYvlcsGtxO"
    "cgzVoc+aKe1CPr83/2e2kZmIrA9k79QR8B7XQ1fsgXNl/Aql8Fb7yghc0fhKOuIOLJNok1B2l6yfgdzEmTtCya/UbxFJ7A7pPQ7X"
    "fgmf/6fsi3v6C6cXp6J5sSfztBgT5GyuWU9p3ie3R514r0OlLbVpWntJEdfaOuLa4/8PaM9LmWe/Uyw+bMR33UHJMn78GmJdcliY"
    "kFwXi8jOaViUwewNHwEdtJfYHI38Wsyh85t0kFh9PUVc2xVSyZp8o58L4WZ1mPUcxef4TkbJpfKY3K4HFwyD/TbEQbdgRPaMsFLe"
    "Vcf3VcIcZ4x8dqZRHyZvZ4o9cnHfZTCVUv0R/Oa9ZIxcjDXdGit7Iv2Ll8j9lyCbr+24ZXpOkVX0LDe00ptUBL1TTQ+ss6wnTm0D"
    "/n24PESLa1OYXY4yQzafvTnbYTFii9dYg15MNrSJuLJ1H/47CPUkmQe9Won9cl7vYsQi12LHl8olOgMrO06GyEVyGGzLqfKWXoun"
    "cZjiBryS4InNsGq3HN9g37+S+ZNcbBZynpxyGlYz1j3ju5ISrAKUt5iRnvZoukM476yImd2QmNFtcPLasJOjNysNSeqPuJ5LLpoG"
    "4g47EndnmfA4UQU/s5bxJJ64FHJ4l06BpZig98jjsJW/MBp8Dad4JvTZXDKtHYwI6EeZBD9nCTT5E63Gp//LLlNj3ElGLNTlvqPK"
    "8S78L6etO/T6PK83HpYVxG0pGRl6sTPeTUlcy4mwDZyRez55DDPYkTqiF6dS+zT4zrJNfcZFPCbA4crays6yzPd4DIF9sDrcKCKo"
    "E/QX++I7r5EkvQbLZC3AWdhHLpcb4c33k0NkuJyBWOYWnNn5uPsLoR8ulg0yQV/Fvb8mj2LPRyAC2NfPa3a1Teu4dLWUMkT+q3w9"
    "2qToEgn91AirjlyISCKQWZwwugFXGE9+myn6nAzDE1q2x6avbkZrEiNSvEk/hOxNhwQv0edh8+bIDnKDdJW/Q4f9hOhxgZ1mmYyo"
    "fAakJoP73lo+lFN8nLoxo2eN/qb/YNWpijmHKq6AdabfIJ94/HSCnzuFWT436cXZ64zP99f7TPAOPOdWb12pjYw3HS5nFn2SjRn+"
    "N+4pXk8taHMtsuwGNqy8zcQ7hNie3SRnWd1EtISPaVdiJYx33bhtLAOylPr/QjH/ZzexSRUvaTW8zougZ7/XVdizg2UQYpES5rIK"
    "6anaDLQRUtLK3NiUj9GzrMxmucf2Wn8/tdF5gxnqDzd9x9axJyxrhneb9tMNLdu6mzju3W5R3moIKyjqq0ZhxHmViwO3Jdalilkg"
    "x4S7K+M1q/gaO8ldeCZD5hXyv0tw75M50yY/j/PH+iFOyQfQ+sMgV3PgCR9Kdk7TolbJNCzHcJzfA/Atm2AtF8FKVJFdcglXx73S"
    "Hq8shldbqNPFWFUraSUXsya4jRgH4hF437vQWe/oAn1Px6t1lp0ROIanbAtZSLOG1Tw91n5yhihrIXF1legUNP9N2Lla2KblnMq+"
    "L1Gn68hncBTOaD/Wm4wJYSFZuObor+zWPk5yvCxZdXvnOr9fQlTSRN6DpbAU3+A8rWSvkMuD9vxdL0Du7rKU6DR91A2s+Fq/02Jc"
    "rwj3aax0xp3zASclXyrb01p2FefxdtyIyf8JMj2Ucd5Asc/u23zxpO4frMbuzAv7yceI7gcGk2RTmRdO0bvx9GPEzSIxvbkbbYvt"
    "fSl83M1hx7eVUlarbiSuqQwy3yNwed/24nC157IG8m9ccX+pJh/xWnoyhtZp4HSwg8S8u3xW5jQ/G9yYcd2Emyw5bg7wnc9VlOqz"
    "WK90Z8bioimQibvZY6Hk5A890q+O2e0cA5PjDutDz/BT+Y6eS4y/Tyb612Z2nyz1EVq4v9dnxpA+iDI4gxGAmzTVhXnvU6GXDdVT"
    "yrq/iwitOpnG72Mhj63lNvKja4vZI5rUZ8SxsKVZVSltBTGQ/5U4GVDi8HrMPuwPS9VADWdsDC/jnsaySliFiKEKsWAX6SEDcOYM"
    "jf8+o7UGtY4jSHVwkPSX5hlXVilxXmeKz5PgRI9R4njci1k3aWRG5Bk5nqyYMY/8nsYup0rmkf7vtr6tWNXCOCh6S4JZtEbOoiz7"
    "r9Y6v1S19pkUz7nlEmbgz1nUweX69UbVjo3tz1y1J1gDG2dcQOPlHdzr3mKz4kfKSWRHLtJz9Ej5Qv4KqZmGeLEPVuBHaF/rTDgB"
    "d7atvIhrDITmex/r9xSsZxleMZ/2OrEZukm8e7JneOgqrt5rE2Zy9a0cH9BYdo3O8MzAbnpto68vZCnfpivOF1fDzPgcseOhqGWV"
    "1UnZtpxq0ORrdBk/x2i52nTwkOyErvbmWFZcPfci65jDPRhLXZVeD21yrDyNp8m/c/lf2fRPa/UN0Vwk9VyNFcREKCOs/KckfxTa"
    "3CuUjBhWt6TH/pwkIj8+wcjS1uoTaL0CGce9cjxMZbAs5dilCeRseIMY2znwPvpzTnEZdv5v0F2V0LHXiMOv7cMsfIYI0kSEmhAy"
    "ELa0a67a4rpDKnCeXO9OkoimfLr3Vb0l6I9TXgrPDTo2vAAS+av+HRLaQDbWDh4n/iF3baQY0sU64uvUsXsn9J+QNPNAegWr8aSj"
    "4dvtQYRIJzkG8loFCbsezzhP38TO7i1x8nMn4MMu0gtw3aXM4Cn/t/zloXzmBdbD0AqbdhJeeDbqhr6aPymL6h8Ok5TLa+/LiCKE"
    "r7IZ1nZocAR84xmalLac0NKFXPf5rlP7JzXubtKm1Ts4V08hgnwhnvhy/Qfed1jwir4evKGvw5swDsu9sNqjxHgAnobePRH6VWSP"
    "P1xnwUYZ1XzTq9r9bk68+1e+npS3YOeMSfIW+HPGB32lFOudsE3n+t5kbTFtcHOPlWqg1Ch5mV1FdBh7ndOsDFkWtsbzVLpIpNHP"
    "MwnpfeYqwVl1GGvr5+goZ0pvrO0KfNN0ThztiXhpPny2ufCOJmN9+uO5/oooaDh03TfWDQKvei3k7DMdh9PykHwKD29E8FNkm6uj"
    "ux4sDreQv5enSA+Ss7SYcr4H/r0JopnjdUCwi8+ZuLPVPbKitiLv+H6mNHzNSuL2k+zcXeFx4S3nJrXxd1JPq9XA6Rs98MQLbU69"
    "TtQv2TMcp4b4jdHLFPpKRwWvcSZqFaxXAvJfglPQW8z6fw7tX8qIv6vkPMs2ErKLurUez7nkZiljPeg+9lJZNtL25nytg8T9Ry/T"
    "0bJa1sOWrNJ2kMR7cb+bwac8VNLkIrB8w2pog9X0lkR+zwiWf7qbtJg4705l94itJtyozua4zVpmMMsouSlokEZYvjbko63H5xcS"
    "jZjQixAhr8bJ/RKruR6x1v20Rh0l9D6d/d/LV7aaOI8k5S15jmnPdq2bfg65e7hdj/CFrLa9PNg0nBCODX8OH/UrvIM0Rp33uckw"
    "TUSUPcboap5uGjT46KzM59occnpENMHEZXs2xTfdwd7XmL7I3KudpFQrrE5ZPUcSvn9emQt3v/rQfqzF+d5VlCw2zteyd03U62Bv"
    "e4r5umcHDfR5F/iJvM06olMLRLfjOUv5PqzRZApwLEENnL29AaexkvMb4pzdZCjEr1qZo5bxE6otT9ydV2wLyXW+fS4vWusjzVq8"
    "YyA0WR2u4FDTM+0pZSW7ke7/f4h7DzCrqut9eJ2hClJEEKUIUgREFEEFe+8FazTGEkti12jUWBK7scReYo+99wqioiIWqtKlDQzD"
    "DEzv985tZ33vevc+Zwb1Tv7x+T3Pp484zL333HP2Xnv19b6MOvYTN+8nnjcl7RnSrCKaRgywFZlH0qyYJ3yPl3kEe0vE1JajZXId"
    "4Y1kFHPawnXCuSzQEvx8Os53qf6HudeZzJ810r++jJ3TbtLS4aIv8PMdCfJqqM8GL/Z9U0mcoT/K1ri3Dvqn8GJ5W44KanR5+GLw"
    "AVF26ogbbBgQRbAS1ToOWqimDbzOTsEAYisVYyWHIG5eqrcgxp3YJnfHBHxDd2hQm9OxukIXomYYQ+3Jsgbab1Os2190ndynN+mQ"
    "oAPOUl1YhudydZ8GshOWInrPQQvsJsY/8LC+BK1s/Npv6zQZDT9lOucJGtiDG7KPwiHbXyS2unfDc91Krgi+h5xfA79iFqTnZXix"
    "9xBFqZJefyN9B8cNm9I35Fg5OHhUr5YL9SjizW9rOP7SG37ucHZ7v0zptPz8JDyNMVHN1a/h+wdSwQzsKuiB87CihmpQ6jk3N7ab"
    "ih0QuSP4ER76R9AP/a2PI7TMxNmyny7CtbpL1tvArLfsxxPXuoHoMRlWHk+UHJkFkoyFrP/qBOjdGo86EHqG0rb4WNbgPJdyRqAM"
    "/+4vH0o9o7skmQCP4ER1Fesxf+QsVZLP7fLpezIf5OoyzX4FQx3u8a5zGnntro99flwdUiKOKvyPaNYtx7lZVxdsoF00djDz9Exb"
    "1Wh/WKwK+o5NxCh6CPt3q94rm8o/JScvwhLfhWjiZT3How+4rJRNA7sntSuPoxxnvU01baDsY7Pa1VM4cZ2g0cuwXzuJzcYvheWp"
    "ZmYtw7qE8a+MxTc0U+tOg0+cJsuWtuJhdH2MldCui7EPvWV3Wa1nMYYohadQj583xfcMEGPjqUGMNIWYBk9xHXN41x5yEuewcpQh"
    "4wVZqe9JPXzCvjhvu0DOO8kSSEt3Ga9PEmsmx/OxjDycldy1E6mlXMbQMBXqfbXYcYLswKzhhZ4jcQlnYjuyUu/6NNJcDcsUXEHP"
    "xWbEVslURASGm1bKPsViPS5Yi/PwR++fdpSCX7AVp8i9qL5r03YhDfs/H6flRP29jJPZOlWfxqvf6HXw7d/Q2+ULaSumrfFxhvOg"
    "6rxXPF52gL3aRUpYgx8Dr6Q789/vQFeHxMmayagoqR9QWjvKhdjT/LHZf2D19mM3VgP3ey53+3ZZ0IYfbz1+Sd8j1OjXOhd3enbd"
    "qDM14moqYmXIMsfzaUfqeVL+g+ikKkYxTPvpFevFHS/GqthVbmNu1vDipsh83J/5op8i2r5Nr8WaHSz7BRN0jB4gJweWey7CylyG"
    "NS31uE5lxOsYBn9mShsY4JNklryH3+woM6AZl+MOF2KvlmBlWrA0rC7vniditNwAzee4rI3lpQd+3kmKibW6SrfHXdcSD2VL7FQ9"
    "vIWfLOJB9LWN1MTo92af5/GermG0EFLPuYkVQyYy5qpzEB92Q8Rik2XV8PXfwnqdJ1YdMU6k17C3Fax+ukx+PbVSR4/665DVcuRQ"
    "21dcrrYR9zpK7sTeW+fEHDxpOWzFe7TJF3nmX0PXW0lOhJRapDPfRxZN8VUX4bufgl3YBXLSXh7CSdlGXkJ0MFXbB/vpUjzjEN9H"
    "vj+zngupl9dw5mW87zKr9vrTeQZ9xaHqu7qD/bmSr1Sym+d//0x+7V+E+xkSNEIP1rO3ZR6ntGyiYzJitD6wtl/gCmv0O/heX3B+"
    "diixOptj5kIlV31S/4JV/FizONnbyKNiE7Or1HhVV7HPPRlr/j/S25vntYXNXg3ASrf3LOob1Hk4DsXHzVeah1XNCQibjlgH3+5Q"
    "2YC1ngcLbsw7z+m++I7PIFWvcZ8yvLsaPRJScj4xvpdC9g0hzJAKtsVnSqB1CqB35shVkJMdZS6RzydCc9ZDvpZgJWbKD/osvATr"
    "J7ETt45odS9Bwo6XMj5xOaKoTTwPXIKnvpmxaC07ebPED7e+t0dgv/ozu5giB6axG2WIQ7jE9ywmid/irjYY0vIGfCLDX9xFjpAI"
    "NyqMK7g9JNKE3ciX4xAw0+SsME6u9bjbZyTyb6PujDpctcbjj7jqVcrvh8Vh4xmFVPtuixR9XauxmD+1mtNlTZwZNG10AL5jhVpv"
    "w0N4toewZv+BjLyq18OyLYesva7HsxLze6yjPeHfsC8/6HbQQ9Pgeb2nrxPVpRjrNxL+9kR4G3+ROcyCmc3fwuNNOE25pc8imUR8"
    "xlyA1SuPFMfNY6jF1oEzjLFElrhrDo/BnnlBrIUN/8NNL9qfG6Ax3fRfGX1gW72dgivYm/4tPIrOtI1FkPme8qU+iKcwZqCxzM03"
    "+Qi8dT4x3yvnSRGjxuOJxVdHLzZFNqAlxAuyjqFd6CnZmp/HePg8vQOewwK9RR/VneF7Vuo7QZlsj+vdDI+zUK8V63fuBd1/Fjv+"
    "puMu85/tSj1YWryvHPON1fzbG7irbaCZe+AJq2ENhgSTsdZP4IT9v3aAb9xVmS8Sz/+ZNHyTVbg/9b3+9awB1pPp63+v11sHtOEo"
    "9cD5PFcGyqdY1cVkKsn/GevZrddLoUvS8OxvYY/CB/jNC5CDHWRnqfKICmZ5P4fmtnznDGgPQ2asgeQ8iO/6Vv8sRbTf8xknLcNJ"
    "XopTUUf2vzLW7K0iuBZrvgvreg6TKEV/PUXM0mbuofk4Fq0s9gh+KR/TuenKHGPtMdjNIs6PhfQ8cl73GI7ThYxHnuacRzVnSVwc"
    "vo6R5Q/S4COjHLSasTqvZayTgi/UyTPjOLTCEbLOc5eO8RkDN0XncB1D6oakP2FdPAL6UDHvrlJ31D/oGdDDNkPbBAn7k+4mWax4"
    "f8+4ltOUzzH0jrtcP4ZNHyLnYMem4ztux+qvxJOugn2IOus2+A4Ue/9IjxplWr6EvUcX0lcYA9l3mA4Bzvd/2L9TBhtmWZYV0Ij9"
    "yRSW8b1LtmZjxPlzhuV6jDylGdk0KNW95ATmv/4Jy7Ii/BrnpDYcHuwRNuvNUo7I6BC9LTibGrSAfnroa5GhxxocLD3h4fRlTi7L"
    "Sn4CZ3Yp9ym/JGZoH04UF8e7rox19JjSiHCzOprTaxlOIWdgl49EFJyBhFk1eE8JPS9QM7SscnLqQOzubDGLvhD6thF7eWgwB1qs"
    "yE+uZX2/mkUJy7Fq17RRX7D+EmNUiph7Ddtokrjpol1lCW10mtooo85rW4dduRQ2NcFpmmW6gtxCc/U4qSLC63PaIajXR/C8T4bT"
    "9Vn5F+70XfYEZrF+jayrJvEdDoN0FqL+73AHi+jPlrPnLKFP4Jp9Jf90rssb2PN05fN0wvNsSt22tzwA22N5K+vCs3iqEaf+JHho"
    "Cq+pHGfb+SUpn+1yf+vOWfuImSkX56UdYt/W/pW0jwTdqblXHFucRciXsEOriswoOfhHHeO4sYkn3dniVVjreqzYUPkU3k0PsVmT"
    "IxGvlcJjWLkRj7w7yaYfbpRTYYFPEUMV6AI7bBMOX2I9KxA1lMZr0J56uQ6S1IHIk73EcRku5GyHZc8vQaTwahvIl9X0d5t8TaeO"
    "eFdj2Bf6ImPDwyDlH2DXpuA2F+nm8j3eUaP/lj2DbZmZqdB7iaGyHBp+d3FVsmMkmu8LfRxraGvzNPQTlymvsc6kFTsR5+dzrN0M"
    "na3PQFt0xf71CV7ymdCgFXttCzuF9fFal7yzzRXcl+nQ+Uk+y9/ZcdnokccqOJv2DedbcsybOClKE623iWcg6bsSXZ9mhthkOebg"
    "GjzqSb26Ga/eYsg/xkeyFJJzJmdxE/i5G2dbEohdtpT7cUpuQmy9ALZnEzzXUtiMPRixXwzpfxPSuhrvfIuR6DxIZj2nLyN23pC5"
    "hpCVG9u3UaxpRghREZNZ6OO7nM81D4pzrzYhnY0RmA70fRkr6T+XU25OEEMtt30fjHc+TKaMqbjrRmYv3sGKrYa9qsP+nAi9V85e"
    "5TSRvB3HVlLvQzSwwXf3ui7uY8iJmmO+Kc3p4FBflVpWYavZg9RNbJ3Wc1a+DH/a9FdHMWzZo2Utf/stGVcbiQpp3vIusPsf6os4"
    "I5XsS3IYCynmrK6EvjBksUpGe7bPVuFbLFl2iCzDFc7T+8xOwbLXIILsgchtE2icw7AeB+PczNGWmb50zFRsPPGTPK9MlM1twl1b"
    "N1kWkUYZ5SbFP+eIy6qUeXlq6abZiaf5JaIYp9XNGiYoj+UaBLVteHb5bUkPeNtuNjrBbI7zNu6GjmiEZFtObxw7LTIezTDLd47y"
    "dQXxs6pRn28D9OVHrOBaPLWb2P6sJR6hdQtcw5OlmvXV4AZqsgT3dyXP8B7icpBDWAupxbmtI0uf+R49KIEPs6tuBeNQs5rt2d2x"
    "BNcaE8zkpKRjgrXzeq64XtVqcrzmx1duiyPxf3/lt6CZ5r9aCZESDFt5O9a+Kpnb+pg1t/ugl4cSOdzqTcY28xFtvXXzpHVAkGB2"
    "+iIy+r6vF+Bs7SNPhUvCa4JN8ZuXEHEdxpxoUl4WQ0u3NfkdO/gMQb0OcfJfpR80zK9lv+ZY/lFmsaMwQo0pJeOBYVfkf9Lp3HUX"
    "s5kP8AD3s4yaZwtZDl/YYWn/xOx8AzPNLr/VTsrIceKqC9sQl2Apvc0Czjy0l5yfHkvoSZTTfrK31LBCpd7jaaYWHC3GVZpmX8AG"
    "nCbDaU4SwzrHSeYJkvXoHmlmc5qhdx8J34Kk3RH8EdbrhPAT7MqRwYMS8WTa3b/FnMPO9CUTZOU+XCItlvUnOMJQOVxCrfXnJ8Hc"
    "3jrvC1xHhJ4cz6LDZCokS2mOvWwRi7HTCq+zrl0CC5kkB+9qRtmGd50jCvD1er9cB03bLbhTb0A8bL0sD8g/9AKN6ry/nIFv6SZx"
    "dst+15unciV8sC3lJLE82FIdL6PkejENP/M3dlnnk3iXJa3yutLZzRPEZfZm652yTCPM/yaPYG4xzEGSbtWDHhKTTOPpuv8NnahQ"
    "L5cB4mYK3ORvEeP+nOavH5fwHXa/19B2G2el6w3OsZOgyLPQpTybm2lNYwQ5lp0YgbzC3I/994AYq6Fd43zKdS1Wfk9xrCXrfSUl"
    "QzTUAnJlJIiiOlCOkz9wNgBX0E9xAubBr/sM9u/5oB1WL6AWXY6/NxMV+GC8/zP6aJtQl/+RPuI87wGUUONeKtM04p5yc+Qhc2v1"
    "/vw2E5nK8v4FjCb/glVYTSaOQxAVLsW/+8olYn05+eUg/zReW3N6+XYu/3Th7+FhjiHqn+X3Ssn3vRArv7M8RAyCt/UJrZI7gq76"
    "FXTAjjJaX2El+nTmaJI+hk1wirq+jTtIei8q9BpnP3G1Lsu37geteSW+66/Y3z/JMbCUhoI5zXeGXs/e7R/oK1u9wpBFp8HHX4BX"
    "Dwp+4iTfQp0DPT+HqClKz7GzpDntlfZeRY5xoEXqt0uCeBVV+MxeiGGqYlaVbtiNQzxDRTO5dDN+vbO+S22wtER+WXKpZ9XxPzk+"
    "sJNZeWjv81f2pLfIfL62gZ56NCvo9EvnWLNk4t6JVT5OsHUdCL20grmT/uTgy3kNlCVj99e8Yi1W426ZTN7nUkQORwf3M+uQ9pmg"
    "FLHWB2GNTVK/h220ypP5BbNx3Q1YwS7yjP5LHHP9aEbBTZSVXj6yD2OUmtB36G9N/1QYj9bwHKfU2fd7pJx801nPVB/GvOXRDEPO"
    "Iy+3zDMN8FNx+T9TS/xHq0T8qA9yN2diVR8mxoHV3neTg8T0bTF813qdit8siCt3p7JXp3Xlznk4AyhLOd/DFM1AZn09RjZCyHM5"
    "wCYvJerxNE2W95S2UDUqW1mRvq28hFJoow5iDO8X6nz9g7xEPMd/y5uwyjU8UQlm8qw+8C6k1XjoXiKzVIFMgkddrNfCgp0sB8Hr"
    "HhHU+YnDhJ8WKmLV/A/wi/Lf23k+YnQ22PWzp3EvjfRnt+H+VrInxu3tUj1b3pML8K6b9ORgvtwEf/ZiaI4/a3VoFnkCp/1d7ivL"
    "jp0MGZvyzyL8Fp9cfRbtIz9PdSZr9oY95DiJU+z/MG6nG9iTuQE6d5SUefndUsJ4ZmUNJc/YHXOtupYavT9SQjZt64p5DKvwPiLL"
    "LE7OVzyBP38ey2dsLTazX0lcMuOB6IpTe6gYKmoR4tcUtEbkoaTj6c/muNrdV9TLk8Q4fi1V4EulKkawnc2TlY6nmM3ejfCxhnHo"
    "XWfVcXkH6zEdGrwUp3ohooNbcFVjwbqc31flsQ+7+KyksWLVt8KfzPrp+RznQkeIsc2Mh9Xohyezev6LbexpKc5kO3KhF2DNqnWa"
    "/IDnfwG+tNVdO0s1+wT3EoczP0t3Fetf+z0tjmU2irBf5TgD20g9a46r8dME+RKyto7dtsNjFr2cn93NYZ1zrPqqnwET3xMd5XeM"
    "icg8lfXwH9b6yk0zOZ2b8eQrOBETEl0m51nM2jNDa3rnI3gaP2gNovIiuVaPg79xl81OIE5fAQ2zu9wDXdopWAzZO1dOw7qX6R06"
    "Xi+TUtlZLX9+UzBZz9fD9R+Qjcf/y6y8boSq0ynej3zdQDnOWGbhZbjOzB1wSt7mSd7g9y+Kj0dIlE3LeZ3YTJRMt48jOM1zZnCb"
    "vImI6G19Q5+HDz/UEOEKLtLjmXNyvEcuM5jy6CgnEiPS8fpWko+oiZbDcmPFnId5BvtltRhjaUgRB97QML6A3uvFPpul2O2jYC8+"
    "hj+2rg19YJWoLp5ZI6e5uAPPqh1f6BGIw45npsM4Q4oR25gHk6LX6apVjZ7JwE2Ll+id2l2ukS8gfa/oVXp2sD1k+y19gdXJ0Z6J"
    "POc7G10fziYythXejNuN+dyP7tKkv4wB7Z9B0peoftcxN1RLy3GPFhI5vdmfwWU4qY+zcnGifAp7fqKsZK0zyTlkQ0fKMGZyUzqd"
    "JMqWRp5CC7eNs6TdYsQSp0Osz3IZve8K4tyExB9+TP5vX6lg32+BWLy1CLHvFOiBk2WGPsO8UpPvcLI52YHi0IOaEdtEecWk180O"
    "f8/Vwus856jxdB0jDsu1u3wDW26VoWJ9F2slwZ1i3WyPYj9znNQpplZt0AOxUq5rbQvZH5Kxkrhbl4oh6g8SwzuZw6mVIj1DxvHc"
    "W7WskJiB1gdcYUhBxCN7Fye6B5mNmiDDj+F5C2Q959PW47+/yTD6BcZa1IC4vEm3pQ+zCp7V7bI98Z6z7IhMUhLt1B8pt/oq4mBm"
    "j1zNI8N89jv+lVGcrTlF1lBiDenkKT+FMqCNV8xe17JK30Bu7SVEtqvjxFY6RhrP0e91p2enNj5j+ZUaRO72yjayizwuTaykrNb8"
    "Vws5UbrQ5xqOIq6w+VtbQVMYztc2Yv1fxmByoYwm6+MUdng2q0M1TkDm19BrcHPi+XT8IEQrsyGDxrG4ArK2k1jE+B+9Wox55CQx"
    "9sEm4qCfiVh8Ma6xVRtroH6a177nEP89jrtwGatHzWT/atCvGSFVYOdV27pavlea4MMniSaeYRXbUK7Na9naM6+v56k1JtMHxSEX"
    "JNgvU+fRmdbojvIsa+tJ/ac/EzWUmLFY133Y150gB8qukozzKhmPKJWJGc0ci/pxuOYO3PdqaM49sEqdWbuy3tWOupiS8YMacuIA"
    "cego08nbaJOIQ6Cr/gwt/RK5LFLwNA157ChazfXEuThEduJqmY+zkHkq4Yx1zvdKOVSPIlhIN9+ygfwsTWSGT+hwMSQvY1GsgVeV"
    "8XM9TqcldGe/ximeKqvMpeBjLII+MK/wO7zjPc2P3RRyLdZy3Rqhb5dST6SwFg1Yk0Ssq9bQh23w3lZbOtHhJGfp/VmXSQn39Le8"
    "YqfEvE5bF8OfHUqux3nUDuavHCvGoWAYZob60U9W4SRFfa3qJ8atQmpoeQdKW1XSfHNTWazd9+z8shmS0xCPNOBOe4nNfk+GnA2n"
    "rTJ8hhlY/b+yuzKphq5rWqMSe9gLGrZaP7PfeDbts8TZ3XJyB9WRCyVDm9bE+rmho57K7v+jcVWbQW/WE6AJhgbXyR/1AX0ZMvms"
    "PsEenVzM2uPqzq4+cYm8j8/9pNfjU0epTWt/ZciFsOmbyM5BDS3qDGphw8W4lZPv18pa9uW+AmnenF2q/5IPySc2Q8/Sz+ENrJVD"
    "5XXI/+WQwefld/KIRhIUeAvcgiPbVc8KZ4ZX6TXQaCfp9tq4yTRdH7bXdsQKGsn52i/gySWoSxr1Q/y5A/FcauD7NBEv3uVI63mP"
    "5bR/SVrKFPRBglK7nPXCqNfQdv4kcR21hnh3kFhdwvWwVTCjVkXZ7kcLnPbVNJdfex7n8EGfu6ihP7WK876uBrEZPO5HJOo3zfmp"
    "vvXslJ4DG9Er6I4r3aqTZCYs5dOQmy3kMj1canxOr57dtBYZdBQX5+TzYdd7/NOIA2OY9Bb1J7BYh0vC94omdHsJPXKdEN8616pL"
    "9ufZ2l/mILNE8Mj6fmm7ix3EofJYJugY3E01fAXjOBiFnw1lskHnhsP0bvjyR+AJF4afa08d2enz8E4d4P2WsNW3dtxoRivdyo/v"
    "Lq3vM2z1yibxK44XryHOiuwoDikh6ztPEnG390R6EXZqlkF3zYKertZP8bcyvRV78R35GipYd6ylfrN+zYekTOtbfW+q1R247y/n"
    "7GCOOdQNnJE4Wc5j5409S4e4ymbv3sxnZnaXwzjRsI6cE83QVT/i3FkfWHv4XBWIJCwubi+GmjUFJ2h44NCU7b/Vnm0wy1mTBr2j"
    "1UpEEtLT54bcHjWwYuU6sFb7ye+Q/YNpzzHmUFdSngO8Oq49uHUbL6Hvf4yQcyJp3JoZ/Kb4leb4ldGs4DfE8tWygl183J7Ur9gl"
    "sCzOAS9DLDOFLPVR7TiKCFwVw/r5l3BColpzvo5xmUfDsD7I49gRajbNPMzDoMH3INeBMEKfGMcaZXEPdwUrHEnKin3jyYzqWvLx"
    "U+OfTmHFW7xdbvS6ICQSQ9TXltWI+8Vh5O4m1b7vMeouiHonN4tXJRdbIGc7h0smxgmPOEPd2g3ynFfZuI4S+nxob9/zUcN51kZd"
    "Sh+7Ceu5Vmz3a2O036p4ymyI72VqIHZ7Zzk7rtEs1oZWMVzryHpTiebUzJPoIddLdLX7NDq3pl26eJ+sZc4tJMazy/OXsz7Xgbb3"
    "aqnT1rOBG8eBDturZVLLfrP1Rprpl6fRMEs6ylacbzDW2fs4tVHKHvrz5a9SiMizgmj7+4vd00r2TubTsOvUkErM5leQEWpXRiy2"
    "zgexBv0j87yGDxNSBzUzj5aFx71eQ49QFPGOp3zty2UWAhkYP0W1Nvsavb1uHW7LKQMVsA0ltPjjoQnMvn4vr8FX6yYn4R5ulz6y"
    "HM+4mZTr3/CJasTCxsV9j56Od7fH9bPkF3pBrAZuTONzcb8bxKZGrE7REbv2sGzAabF5No3Reuy/TalDotnVpcxeNFGqziBvbzE8"
    "vMo2Oz5n8KqGxmGoc3/Gt94ihuvusgldibRbwuddTq6YBnpODtWiTAt9puUOyGmEWF3MO9vHM6045qXf8sqw4Hjc2TLoivMQad6s"
    "p+v9BXvBH1oRikeSycT10G6t6gvRrJHTo87KtGTyRKJ39POZqj7imLXsCWs90+k6+HPd5Db4/qsQM/eGP3gfNNq/9RvZW27W1yGd"
    "AzkH18NjDJr3UIA7nSBniPnm+0IuN5B/dRhksxC+WB/s00vyqm4H/+so3Zs8THP1NVjiTDBXP5IrsRtjtT58X18L5um3iP6Me8L6"
    "HW9i10SO6NkZH0mbBH5KtB+XFa3z9SDHZvt7X7ewJ/7Ce1KunrOZ/MCuUWUGoYn5o5AdvbVek9ja3OZnT6v99OLGteH2cU4jH2uE"
    "stOyJdMaIXrsQr6olM5irqlC35EN3CMXb2djS5Jjx2ekQT/xzOM539lt6EeD5FaemiaeSOMLPpvSnMZ7q3gHjtuxk+9dysVTvDn/"
    "qkij73Aq4MzfODFE9EL9nfcDavk+8+2/ZS9eNp6UdSg7fyM7Sv5XZsFDfksNRaoUsvKo9gvGwn+qCX8vVXqwfEcv3U1/2bftxDpF"
    "UYyJEhJT/XC/ftWQlH/7vGSW07dHMuowzIlT5Bl9GN8p7CivhD1fCS/FzbUuw5+Wk/+csfCl4nRfSPaaBp9FS7IfK+tZUROcF6nh"
    "+zMe/6UMZ6GwjVjTKne/tAvb8dv28110Ib07kfF4t+GXtiOfUII8dT1hVVxPdjt27zuvv85znRt3chm13kHQZRuI230FeRINNeg7"
    "XRNMgR61WcBAtpe7oMP2FZtF/Viv1MVtdunYNze1YvBo8WxDsl85qS1p5RXmn+lSWAAXrw8UN2eT5GTnKq+jdmWHqGGXmZT/h6if"
    "+V9x52Avf2o+5PXNbhzHjr3QV/B68qT0l5TP4kfVFIeF8KFGeDnWCWLzVKXGLgUb9jK+yyYFP8YK5mJs1WaPfnAVr7ojT0yKqMzt"
    "vE+aojxVQQ+WEf3GOlN2kz04YVqE9aqVF2Dpyplp/xT79Rm+d5b+mZjZNxKLocGzKJZTHxWR5XANVtimRQ2zM2Qn4S7S7Nen9Yx9"
    "lPc1OY8YSA/x85nW5zRJ3sFPE1hfGiq9pD3xvpLEW0xAoz1K1vkiWJoKSv9NYrOJk2D/Z0kzOdkz7GYohLavoS13Om2dX/EcmbKc"
    "f5DAc39EX7jJ+xPH+7y7xlNLyo7XjO+cs4r6BFbwcox77RMN+jj9j3rXsYP/7y7FrC1YbeMO6IiP4LN8Lx2CMp2s28JfeF2PgN67"
    "RzcXe++m0CQ2l9LAnoNmaiFDpl/OiGgxkYVGYd1uF2OeX+J7EsJWCBlD6Dk0/6ZXIu+vc6uT7559+6BX0DWcGe5YMF8fCZfLhfAx"
    "CoN/h6varH24mGlHxl0pxiO2x50kP2tRC7pJSlv7ov2I5dNadtwJXk8MMqt0BXKJfhiuhF81Uq+RSZINzlfHdrOJhBpxg2whzuM3"
    "Oz+Gvxvqa5QOPX6DjxlcLbivRLiY1pn+JXs73IRclgi21bjrTaREIw7dkP3hpot6069ujtH/ktBt5zPzuY2s9tPTaV/PSjJ7FXHY"
    "GwpWna9OLYLVd33HljtdhrsbAEtwgR4oj+v9OhXW6HJZJOfovUF+RotCxlg5eJtJ9hVUErsrwTy3RV7lZFOxU2XZz8k4iRVciwES"
    "xmh0uRilogWLJRlPlRl6fT9I9j7BX2HRFmuttIf1qtNRQbEerMfSqiXI4Rb1RmRilCLHkuHkbKKkfH0YXlGwRmrD53Fuz8JqXK9f"
    "ymk6CP5vIEt0oWyLVVimd4mdvGmc33oFd71N3GPS0vXRTB8omnfb3Pc2ONYt9ec8zckb53krMzeuv7sU9m4Z2Q1seucassGmmEu1"
    "f48gvuBBUsnZnEbOcL8Df34D7mSuvix/w2fvgC+4XP6qF/pKjWOi6kXfRJn9bvSZgmZOCzZ4DeMqwKvUKryGdrI9vPcyPUEulXFy"
    "J97pZv2auX8pVlVcL1e994+FtZYMZ/qcZ9ygS4MRwQ66tT4cFOrc8AFonpEyVbrr+Z6/xnlU4yRCGnJsxm6Hv4vX82hWKGoQT/yF"
    "vBuP4Il/Rwv2MTzh49hluhb7ZNmbdtKf2f8Mfbikz5O5ib5cXOXNeSy9AsZlm8Vn1UXni+gPpvBdhkxYgR2xmaJDZRTO3Tg5TB7C"
    "iZ6mz3K2xNg9pxPbPEeGsz1lBM729kRK3UBsTNM2PYn9sxi21DL/lsl9TaxeVMN6Qo12YXSk7L43e1+sP+E3K5mvbuLTWd3G2GCv"
    "lZwMks/wnQfhdB8YHIs470U89Sx9T17AnX+hf9WuMiC4lB1xe8rSMMMIYL4eBss1W0+VpdopMByNu2AV2kKsTraaI2+m9dnOd/w5"
    "bJQspMbk7jLW8BLQiEd6fZfz+RDX82o6ayJxkhx7QhW1THtYnmLWybNEWG3Rs1E2sJ558wb6tw20dh2I0HcuZzbb4Yz2h339DmfD"
    "EOO/QaT7jTib3syeT/dPGl5cyneINPlYPPS9iE4T/7+h+QQ/y0J8TySMMmJfmJ4cIlP1CdmrDf6f/K8MlARXanP2wiS0E/Fwd2Nu"
    "6zvv3XUlyoLFaxf4XqPV3tKU0DLYOZ+hP5D5s973dTrsoPuJnzzHn9CO0rproiXfa9p4WOyrWdTk8Njzc2Hlf2UD55n6iMWF27FC"
    "mGWNclUbnUrVzMvlKDOGy/WipFk/K/MxYcbjFtjd7sROJOtgX0QPTqmRzN61w/M/yqmUfDnvpD5NTkzLtlqmaTJWb4Ua9qPVn1v/"
    "E60L/Gb5D6Jx4w2+AzI3DdLcH/bveu2nO0jKzwp19/1tyji4hlrX9uQnn+8L9XoieoeI0H/S67C7B8ObGovrfCu7yLewr0+ye9yq"
    "l85DTXgcOFcfzRejG/p4yysLfPemZRUvlnTsRaY8ak9IzpUO0sNnFg2fuYAIFGmsnd3dYsRI73su3qncWWOhGuiZtbM+K1wKK5Ll"
    "qTSd+yz8w6uIW1Gkp8lX7ORep/+mrUrQu8nQR3Ed1WsZGedDOUhiddNEzAz9HKohhqY3yigr0eSFPPUpXxuNKp6u3jEgzn5b1DZJ"
    "HPL7bGa8thbXpbq371xRFT9NkvKsabOJbeN+U8d1ThPRN8dca8ZbkP70rPZitqCrJLzH0ounwryCYu0hNqk4lt24KfojCe5dGb+/"
    "g3T2u7DFRrvQxJisvc92dJfWPlAa8uo6MOvp/+WoZcv0ETJnJFgtTnGSc4YY7rCbt8wnO/k71qqJOPzjRoiuO8tEzoiUQk5u4hVW"
    "seqW5s6ZhB0C62hn6gZoaJuvatBrcS5q28DENJvpGImj2HkfXynK/0pLHHezzFOHuPMx1jrRBgqs4e+HGuWYGvxaZBC/bi77is1q"
    "z4TV3R1P9w1ObCN021rqBNufftIS8VcRTSY/SqLNE02Ar72HRNMcGfpvod4jn2JfHtP35UTppIOCJ+Gj7i/9cdbqtTLuMTMNeiT9"
    "KFdbWA1frkEfkNBPkRRxf5Ks/ZZS6yZ8tWs03/NTG68E0sL3Hq3TZpKJ8Zrsp8+ogf8kNtliHcRL9XmcyR2hq5bDv/oUUea3sBKT"
    "5KE2WAm+h0xZZelEeOIr8c2Gc/gj59Pa6vxNs1aX9PbHdck1+kyePfs+viKVpd5v9hjFVoeaIs38zUpGUpU4A2mf4TqK3dBR10cD"
    "ZXUIducbfYyIbA3sv0iyA9jup4fMZnV3H2lBnw7ZX2y7/AVZCBxT73kymv0jDawbNrNW0Ex+NkNLe5s5b7NI34vZ4CZqyfc5Zepq"
    "H4697P/F0xBiljkfYC8JPYazw4J3bGw2deZWtL8YEo75tBU6QD8It4Kev7LjteGJ+g9dGP5dj9BXPTqjPdusVjWWPbxW/Qa6eYnX"
    "mxM8Z6DDjsw/ieb0cmcR2RizO60HSxMx/EKP7R1S0t0/RawySsy9lm3VNe/qw6obd5TnW52ctnQFh604flp4YSxWiPCRqj2nm3lb"
    "jnUi9KfPYQOPZc7Icpk2kZ2A5KYgJ8X6HqPkSub13VzZQTKG3AJNjM1rORdqmQTLn3QhUtQ1+PMInJVy7lcfWUY5uRpey8Rgpj6l"
    "D+Cs3ND+Q/0AGvd6/Ze+FV4u9xF96we9ifW6NL91De4owWecT4vbELPcTdQvda7cL1Pg91/Y7k19Sl7TQtzz9fDt39bbdUs1fz5B"
    "ZlvX9ZBml0EdLXk1I/CxxKIzy/QX8gw2c5K+G+52TzFMvBT92xz56n4HezTLdyeFWJ9BkJYh1Oj1OkgyPurbwzMsJlg3m89ezjCO"
    "kK9VV1290nfAhsTWNfsxXDIe7b9Jnc9+pp9kr6Y+s/nkf8mbPj/wA1b5EV83+BunaWqIU2d2pYqTe7Ze03RbORT/vx16fhFsWIF8"
    "h5P/ntbLeLlSi+WNggpEpYvgrTwN/+AFxP4F+lhoODyFnFPPMG9iq7W5XO6xBqzH4HA+40RG+wvJfFyFb+kAmZgFf2VbORbf9iGs"
    "gcWjwyTCBjfN/pVnNVDPh+Im/nvGyKlhjL3axN02KR0mWY8wWc8+yEniGHT3l5F4noHQaf2gr6fi9THicHPsldm6NWsGtZAz9Uip"
    "EUKyQ9ltJhdiTYwgl8KZTFC26rESXaipDHenwXNT5BjPGdPLWnxLe8Rfa7AG20kveYD5YMvZlnhs6pzvt7cKRqFeheg547twwrif"
    "qgviAes07yKuY7qSiPI95Fwxnp0tZD1OjV293HdiZ1jjcf0oF+AeD5FDZCj02kXMbdyltwa9ghXwoDvIBGKnViM6nCjd5Hv2aDbr"
    "0963cKhnz3se6DQxqAxtb6ugjDOSFnF+y2l5yxjui+cfKkexqmjPtBjWvIzMx7OwDnfLVPkQ2uA8zsl9A4uZidFdB7Lj1XUalDLf"
    "kg+VxtZlAfcv53vTXO14sByNc/aQbtKuE9ZjdjAT+/NBeKpODI8R69B6Q4zzyRD428nOMh2+3iPQOE1en2Z9h8I4n2+2Pv5B4qZy"
    "K+l1F+l1kJGvIYvKrv4Mfe9ovmJryuNH5PNqIFPHWnzDzrjr77BrS2h3wzj37zIGB5GJZAOe5kL2MvZG9LQE91eO1anFZ/9v+XLa"
    "QuapgOTeyAn3jvI+vFI3fXmNtNiYFvtS4LND62BlH8R61mD3b9STgibschXWz1hZ+8nDxCNL66SgHlLwOby5t9VhdqR4Op2/algX"
    "tbEVSvveXHvlUGJaRic826oi1NvPUxgrWlday5/87tm6/8dQwXIHBGsQ2z6u3bGOD0qTbCaXQuMbekQnCX2fn53Q3cR5UHW/iW/3"
    "MjEc2K+hPw+RR6GtusHKHSkbvBZfif8OFde/kokZalyvSEtNrzn+qSfOxnBdKPfCcz1Pz5YJKni+P+GcRhrxCK68631NExcmwaje"
    "os5SeoETGC/WQq+6V6xHbz3rGxOYCajF3y2+qoHnNUqqmS+bTs+tmj2+jbREPXG1Yj1OxtE/qvQa5ddrBfm/57/f9YBWn6nmZ37L"
    "97T1pM6XKmfXYlYPZBzaCPtUB+1h6IJbyjquhtXefoLm2qyNO/hvz/O/3dv/7fNkPb7DDkTbsSk75QqX0f836fuB8/4ZsqA0siMz"
    "Cf02BvKcpTWzqcWEzuRpWK1riUpV7eXWpLS33An98Z3U+ZnrMubYLK/eCGu+Dr7DkdLITPIQWQOd/SO7ShfAZ5qu8+iPmHd0phyE"
    "Vxr191jdQtyl1TS25t3PxpXW6Qm4h6PlDf0zrOOp0ie4TT4Jjg7vDi/GNauDT8KmMD8yQv5Xuovl02xy7m/wW5oQ8beHLzBXphHL"
    "MOW7Oxb4CdFCfZxzNZfB1/kDnvMwOUGWyvV6s9wBK7obMfGzvkppNrk/dNjhrP6nIVEVnHUN1XVZPI0nbG5Vo4z6e82CjyZGcTW+"
    "JYuzlvNoRs2MZc1uOBTmqMfM4X/VEEvPco1zW3UQRnU6kdvYd++42xOsrTaz86quDe3fCVK/lminI+QnddiJi7CfPeVZfRHa+Rw5"
    "Q6zX+EkZEByvo+Ts8DlG3hnGrAvZyeX6sNfB25oM/9mmh96GPpyrb8kCPM3z0JNby8s6OAihKxfhM5vJYp2M95wIf7yEkxoHwffI"
    "+Vkw5f27WPsPUgjJb2a9p5lsSJaFMV7WmfDABpAnp4ErXsXadMrbKP0VFoYGVvOzPrvRzB1r9D0noyTpf++myDPeLzg0rqRFOU7r"
    "YytplRlu/U2uvpf/M6HvVHXdepGvn2tVw34rju0uFzefnGVEn+aqnAPf1Xo7XvTdVSItEyMu1zaUEUu9Rrw0TbDiOfYUBfB+jMF+"
    "kb6uZwZTdDu9umAG7OUUxLyGtZ2L7yPJjoqWSVDXp/cVZfAa37kVcqfyo/i3Xpv2P+ONrVSH9VOjn8Mmr6C+q2AeL5okrIMWCH13"
    "uGFoG2vaavb03qHpYIN+gius15d0jh4LCZtD5P0EO4xHUjr6+E6j6A46bpQRfVbPw1qs5wzI8fIoPM8X4K/8g13wVj+eII67Ikc/"
    "r8nvmHie+JY4O+erI/aZ8fyM2+3oMyaZJ0o19yoXM+s10x/I98oa7FgDe8dX6QZydh0WNCJm/Yr475ZHGUppqGUO+XLK0GTph3N6"
    "o94ru8tp+lecrOl6GuLPg/x8jcsNbU5JM0SbtO++FHFT926NLI8V9Z//+itb/moWxrAeNLg6WKhn40xWQq766j/CPrK3fht8q/cR"
    "5zGarHQ9ujXMvh7h5/eyGiFzp4hp3ojd3tkzi+SI8ut6ZYZCPk6H9gjjnuEa3x/sGHHHSq5VP3Eqnkvq06qbJcqNhzz9WanRZo+J"
    "lyHCmiF/XIPrzpEiv5sujivmOs6CJWtmZup43wnRTBa4RfBwl+n90JiuKpMj+sFLiEULoEvr2B27WO+ElFVTi32H1wthbxxWiWPl"
    "tA6zGp7afSXq/LRvrqTuSBJxd4EukHW841X48+9xB3EW1j1Cn8+yVhppnYulhhg7ri6YjTNLIXGOW/rSXe33XHGduB/xb4s5p7cB"
    "UlWts6SOk2rfGap6G7jUL8MCZv3dmv9haKpr2FtahFPaK+gmi9l7VEdOuyJmS4yZ9jAxXqZIGqpYB4umiM5gVXWF7+43Lr3xvGIH"
    "YjRtxd6ALDSW417u+LMeFMdk4Kra+aS3q9fEQoyplu4V6578gd5hM6xO0rPbp4l/LLKNiEQasKSVJtxFDOtzUqt5PdPiU8gPWIP1"
    "eQRPXmZcsmKo6mdBr33OzFiSFcqhOEf18IasnmIMxbDCUs0qew09qDpqy7n0QSze2c/z/Ga472NlLXuEs4jhDpfL4eWs0uEywxDq"
    "8fvZWit9pFg/xu9Ow57ehXs5KvgREcwWeMci3lc5JPpQ2QJa1XKoc3F6eshf9Af4CMPliKA3/JlnoIsK9WK9C9/b2/P9tLCkRLoj"
    "OtWu8pn0/QKRj3ZLqx24Mf58yP66Fr2d8j38r+ul0gVPYznS3eRV7Yz/DBW0pI2qfA20/D9xJp/ViVjBTnK//igPQ8sfjzUaLxbj"
    "1NKmNcLXPQta5UfdQn4LbsRy9t2uwQk0Vt1i+DE3w2Op4bxdvX5EtosMq4TWN7sD7N0/oRNmQz5GyhfY1y9xBwWyL/zbBj0VHuoH"
    "8Hg+5cTsM7jaOKy+dZm8wS77EjWEOJvdMI/uABkESWvg2nb2Jzg6N6N5Zpo9zlDop7SaPGL9GHkX2sO69C6Vr6DVftBP4LN1h01c"
    "iufdUg6QtZTIdThxS/U6WQjrW6JNwVlETwjkBdzJV/q6vKQP4qc71Dg4DbnefKj27MPYhWytGY1mWjIbnUn7qcQmoTn5UEKGcWO7"
    "ORH7MlU7QEt8Hy7VPwWzw0CGwU70k73kFl3MaLQWa9Kg0aRcTt3cRSmrl9G8yE6syW8iDbTndcRiG439vgq/GQI/09iwZzILvbl8"
    "J/OYL61mhcLWuA5S/SWuZtM0x8i5OLkzsJvPyXRJ+7zartKec6nNvhPNfJnvcIK6ykp4FWWIH8rp0SzRHohi5mCtbpTFYrzQ9r5/"
    "Yw3vwspZx/DmXuZM1wymLsr6zF0+9BvnCdbqN6z0uLzJbszgHSHLfdfOMDE+nCxrTBad5n+lCTFglv6WqxmZnz3Q4xD1Ic5r6O1o"
    "xIbUD5phT7X84I4yUc4NBsoz+ppO0r/K+XH3WMtUTMhuY+vJOECf18dx/z9p+4Lp0Eo9ZZFcCtnrIN9Digux74a5tZMYlvsn+go9"
    "gHw1SmfntpKIwWuTGGFHoal+jPsu3+Z+leL89IfMniV7y1zElhOkr/yNFvse+Q++yTpiz6YuCcmW10scB57x7hwsKU5FG2L0FmKs"
    "Gn2lnNo/n6aoIAZaX3EdCYf5PKjNLrQjY6PlHX6Hs/8NvIO1uGaGsXwCf6vnU3WIbU+W+c58WdC7cKenIl7bgP9XQmqPkW2lv1yE"
    "+GtrqQwvkpPaD8UJOCN8RaaFT8id4fM4XyGsQLUu9/J2H/2Mjp5/czCzDK2nB3KtvKYtJGylpet9vc885IASO44WOesx4naHpjXe"
    "ErPPn2uCVsX6Z5NtVsfyYbS7vg6XK8sRlSbiaVqO9a2FLJXqhZxYmgGpvgc6aqK3H90kwgluiQSGy+myTG/33T92Wr/3zLgR/pVu"
    "NEfpZmOmYcVf4LcW0q/J+A7N9eH54Up9QY7HGWvUT/WWdi/ohTojvD8whIjdpMbzibn+uhz13DJigQ1kpN6THWFJxNMZ9tu2IKmF"
    "Mfpad9bRh4nDkFDP75yDpFQTt7yBuKbWg7qWZ9j0Y5WeAitX7LuNDBPF4ZQVwRpW+z7atGdtyBK71zE+LoEcDIem+lR7Bk2sR6+D"
    "z3sf2aTmYrUa2G1Qo+/DE1+D958P/Xa8ryzJRpXIqdRS+TgorEripisTrAg9SIbIBuJsHCbrmVtyWNY2wdzIvtgjZJ2/69BjooXc"
    "hSxWr9QjR2o8U1jPrNZ62ORqosmu8LWLJBnqLs4bu1sfSb3PJydoQzOcGD5b1rWxc4/Ah9ov+EqexmrtDy/na+j3U6H175H8PDbC"
    "fezbqos7mpVyccfm8RSN5bxrfDVmXTx/WL+R572ekxrPY70M12GM2BTIIEj63dA0C9T5y2YJZmD3ftKEXE7rYewPhth9NTQSZAKe"
    "yzK9ANfJjxi6gbXbqEt3T0nFU0SGfvJn7wOu1ONkMSvDSZ7vZnX16K5+btH0nEPus+5p497IQGLrmAMzfsMB7A+px1m3nZhJ3Eab"
    "4jmFuKL5+IOr4buaVJmWrmHuthx2xHq779Fl8GkXEn2gDyzYYjzHKfCzVjHCryduwDzsWxEZ3XdhjsLNBYxmRdxyg8fiHt/Ft06C"
    "pBQyIqlExFSOeK2Qem09zlkZ81ZJ8ugYHvNWYj5vlfdCShnD2YzG5mJR7fFYl2twf/t5zNI0ffohtEOr2X+Ur4qQvyZRwf7B0KMb"
    "p3H/pZxLLNOj5RTJeh/JWZVFOoUzP0mshfrsVMJHkcvUYdxuJllt4TfZ0qOCu67WZm+n2rEz3JCo1+B6p8lf4ffOg6ZZAEu+vYyB"
    "lXpJpsip5G6u1vMk6Wfj1F8j8t/3YUy9JpaoHHM1z+FsjYIfvwfWohT2baQ8JvuIWbNN8b19vSw6D9Odq0rErIt4bl12r5mIlAlW"
    "KwNa1AZ1aB2mWY5lXqTRs9I4rhfja3d99sMQfVwB6/IiGWU+xnONxSvTsYsDIRn7xRNzZu9LVGNsWqtJDfNe6DyfjbhCCqnjsjgn"
    "TvZLOCto6MGWYSmPO7hCdqRZx3uSrJHf81xXYH33E5v2k2AJdNGP3mZ1asXfHWmYRkrHSayGF9MnsSnLnfEdr8HneQmeamdoqXf1"
    "zGA2vNTOiDL+3UaU81vwlfO/8grxJLsRETGQ3+GeqrD+f8Dur0dEUuRnjd7T5WKMIWPw+u28WvdYX7fm62omq1La10Z2ZHasUnM/"
    "693dODu5uRyJs79S9xfrPZwXGCLxFERljyK6XUEET9MmVwTW3WdZj2JazNBPyuEV33lpNrMKr91OrWu5q9NxL036NOI24yZ3Mx01"
    "eNYkvdJToUOME/1YaFtXRzAsoGJj8CEnWrUuhE4NsAabSmTRkjxhhq1zffBl8Ck8/x/0Tcr7jfjkCzpSn+Jkbdb7wBtPRBk23mYe"
    "3yvt7Zr79zmdGXyEa32vl2gXyMO7kK4cZOox3PM2iLk60odNUidk/ByAzar3F4es7+b4B/k+9Bq9HmfsBOzFMOkp5yAeOCxYrYtk"
    "V5y4JjLYRZhBzXqwhP6qNiP3AmTBpn/X6btyJLyW5ZzuS+kgf7ayMeaRetTRrM/fN9EfOEzqfP2+kR246ll0mjz2k3EF3Y1YoJ/8"
    "gaxxlr25V37Qc8jXYL58Ly+vjURpamIvtdCnaC0zA730uex1b3b4G/q3sS9WQrtuITXyHHzOS2Q6ZOgH6PF5kJEb9HSiZs7Dp+6T"
    "Js9rmuOz53zvgnoddRz1iJs9WQD9eQa0w4Hwx4bLuXI/rngB4pYbtAk+13P6JNbPYgoJAqzaPvKYXq2T8VnzDg+jTSzxEbFVddfr"
    "eFjc5+QOtQrnazIXMeOjsHMfiDGlvC6O6zHpZ8wS+jKR/q6UIvbh2wxXgO8+j7XDg+U27s/+nlcy7bP0adYq2onrCUsTG6oJlm4w"
    "7vKP8jme3vSNoXcfLHfBn9pfzAK+hxNnmr/Kc5+PE4fIUMjemfegG5vZSTxBrFZ9JNmuiiExTxY8hqtNwwqv02/x/zv1VcRANmGy"
    "kN/dyOlGZ+1KubpNHtlfiDKd0YgXbyTxwFcytxay29nxMM1GnJaBJjQOlw2+P7VSD2ffdQ21+/YyCvGk6pPyFSzdJ1j/XsE1Opf9"
    "fFHGO9LnK2mJZsrV0HkmD6fCNzMWmxKsUCnRsE6XQs5JvCoL+N7dbLYFJ72P1NHXcAxhPehj1OPezxFXUdy4a7+jbDzBKcSqb+Hy"
    "MfYxi7G28jFzM6vHSXauNWBXijgjVOPn96uxGpWtcC5yHs1SfZbPIeptxq6cPn6KPPLOHIda1Iuk3pdO6UfwPR+AH3qy2LPviFP4"
    "IWRzKlbP8KXMo3a+dy2teSOlKX9P48kyRKzqfRjO5094BvN1P4OOrOY0dwv+hcvkB4wdRwVl9M6MFbKHzILEtJeXsdKf6/16m7Se"
    "fg2Jj6KcTSun37QT7rSCtasKzosUaSH7GL8gYnkdLPsZZLLJ0E8y2xohwuwsLUzWTZ75wSzAk+y9tc7y1URZ68FJhd2IgFWsu7Lz"
    "yuHL/onfZ5atL9auWp2/U+H/X0f8Nbu+ncy+5NTLP6kTVfdyRKhv8aIdO0qC1rmZtqfG48GdKAcilmiCNzJP94U2Wh7eJ9drSXAb"
    "zvcncQ93y1TzhTx9K3VTThj2F8vANXC+cSZs4Q3QPQl2byWIpFvPmYMaHS8v4MkGisOe6cD+4M4eb7iGkmmn+1RivjVD5lL4r564"
    "W/Z+w2IayxmIOsYVw8Tiyw6cdzPv7kOdwaxXpT4nR/qeZyUrc9rXT5s5sawbZbLcRJzH8Q7WYMfrYcW/Zq5wHaPhm7jLO/MKtT7D"
    "meV5qSFjiOsZc9p+A19fzu9aSMy3DOzOj/oGNFyj50BZDHnrHlwqS7A2Kb0Onvqnehpiyp2C16FnvtV5BX1lmhh++kK9FTrvXXhv"
    "u/pnsXhY6a+4qd3Q15s3QIvMjffoBGjcP0HjbMBuHAWd/SqeynCjV0LrHIHfT4fk7cD++BT7tS2rWwEtXEkNni9PMYBx12jpKK77"
    "sTNR9xKcEyj3/kczdiSrTo/vgp05RbIxtn295xhYBy1Z95twnNeT07GCcZzhen8htp6FePaH5Ulou4OwJ6fIm3i+Enpsk2BjNoW9"
    "ew5+5kv6IjTIdKxvbTBJTwjG4p6PkpTvkNa49zpHD8UQoo4Sm4G4SI4lB/l0aJ81ZPHI+u7XJkZR1xP3q47Rfspnqg+QtJ8PrfXW"
    "KdLQBRLN3h0tVk/tIQ6JyElTMzlyHVpDPibRBtYpc6wmW9+q9d6OI9trE6dTHdrdBrKEZxARr8b7lvHJt4IF7S2Hyq04/7vKI/qO"
    "DgwO4WRhHTssSvGpC30uoBAyfA90/wxozmsQ5X0U7qt18o4WBCvlt0QFtfTn7pAckQof4t+ty6qDdGAs9CwtdyH89BrvxZbqbHb8"
    "Z9kT1Ug+SZtnmIz1GvarWs8i9TqZo8/jWY6kH/s9e5rfh1Vap/ODB1j1sImcb8jtUYP/PvbcGJt7fO8IQcS0wZYSeq53t3cDpQ93"
    "L8NchN17pRqq6xk4SyaVK7DSU+DTvIR16gfb85rahOZtWi6TsHNm6dfiu9ezkzrF+ZIRxJEcIxOgC76CBjCEolOhKw8R424dUnAV"
    "81ntmB3cj5y+DfSQZxHrtaXq7f7pIc7mJzmR0p370duj+LgOk4XQbMaGfh/8njdxpu/Dk3wefADbaJ86Qdy0fHQm3HxzDe7aWIDK"
    "6NPX0Dt8ix7dV5Crn3CfdyHeWYKfvsK+9ELEOQ93OxGWtBg21LS+ZTDXwuOvIoJZ2nvwdoqW6FW+u7+UU2Ih8foc3mh93DttNfR5"
    "uoP8Taymk6DcV0FD941rNHtK6CMjN9NoXW7rdAlzTQv05KACfyvRL3GKDB2jnr6KizOadA9ilu5EjMl6r/3m0Xrf7JF2DVNtPt7f"
    "S1xfTBYRVAq+k5sDz8UdxoYmNFKcN2TTLlt4PD57vm1YX9qMXWH5T0kzc71RD6uQ46raoyJaJ4IyAo7sVsjJpatkMaIRYzqohAZP"
    "Qnpm4373ga+Xoded4l5eyRyWe57VMSqaclKvpRso6jhwtmaI144Oh0FiL7PlxLlO/cnQJsNhZVbj3vsgRjKmoUVY6YfayGTV0K/K"
    "4F0JnoZd5R6cX0NumwEvYQF29Hnoq6U6nT7kJji/b7exbqP9tE6ENpDjfGOzOsaYbsxbLiRC5lGMO0cSUT6DmMxhbyxnzTGMkaA0"
    "XpFBPHOWhUkTtTDlURc7el5ci19Oguz0Zu54mEzETmxCNoYEcWJW8Y76eKyV0E92Z/y0pjEMJ6lxCjzOs5PKEqxLhriZe8lD7Gqz"
    "rhDLlTayq8LFwSd6BEDHk5r/FefrbCehn/0RdoVnYr0QRam2Lm76s1H3D0fLDPlWz9ZXoI0uCnaAJuqtiWAYK0lZIhZn2YO63OvI"
    "3XEVmyqzHsau2Kl36LmajTx8o6ilw0ZdAIE4lr+IE6Cbr2RmNJr2LI8nqY7BLtv7dpV98T0HWZ0/eBRyYdPOMxCrfwyJqWUPjLHJ"
    "rWAupohXvwW+7Fy9GDrqEXizxTJfV0EaJ8AOzTB8UjGtYLNF3+Dfo+U0eUaLObHcT6YgajgK739GHsZ73pf28i9Im/mixhh9iuyE"
    "yGQWnneBXgJpfSk+Qa1Rt1yMYLM1jlOx2Vc20mT5W6+u89eevorYqyvZ77oenlox9HwxbEI5/jW2ALMeL8vBsorz8auJqgOfGdbn"
    "Q1h6y4jPZfdAH6mlbsvgvmdxDxz+9Aq8erpfzeq4U9JqM2M8Apybxm/wnUPKTI6hl0cTk8fSr05pwmNn9GyFbd9V6uL+xvbSRTK/"
    "eKWb3CJWN1ijS7WLGPrJOh0q23JS3fa7m7+D1hXK/Cy0YcxQq2QPtZq9Yx6vhU9eiyhgjBib95t41jVq7I4zVFtN0kbaxM0W1zCq"
    "cHjT4+RdXL090dWulwhFIOuRhdLMLls0+CGsUDV7+6ZifQ2ftwm+6W7SLbibZ6xIP6PXNoa6pZb/WX/CdpxtLeQZLOH5uRBrsK+c"
    "rH0hoZvIZKzLv3QnXS4nBQnowwPgh5mvfbW6SYB3IB1naRkkzupCPfH/4+QKoh1uwHcOg2dfRE879L6m8z+3k2gyw+3LL3s6u3DK"
    "rZ3nmnV5wUZiF8yQf8gF4ffSSw6C3J+lV4eTZBas/WnSFnZGCKvevlVtrNHbkR4/y2e7/7tJ/Hx8U+PlccRJqgcH/8AZLNZHcYKH"
    "6r14x1/ke2IglEACjKX2JDkJp/xi+Tv2xHifu0ojs7oHiHleq8m4ejz2+W387UC5XTbFE/fC932ot0txG72TOd/z1FJJHijZOC6b"
    "4LFk0jGCXxURvYzVZR3syGr2dXViJ/KpkMwrqavCuCvZdSROVbPgg+Vrta7qp/RH+QpPHWBnPpKP28iUNPoM3Ynk5VXWQus9hlWS"
    "XZZNiIO6EyXONPxLmoCUtafXbPwolv+4S56D9vsKdqwEUjhTF8g3sMObY02egu6aDF/6enzCspBDOcu/ljJmNVfrfJrN6c8yMh3s"
    "L8uwXyWIeusRgaU1QhgY7VHp1HuBn5DdbC1Zu57SacRUGyeXSym8lzI9WP6Ka5Ty3NXrRYjcPiD74J6tunRntvJGjtI9C/ZB9BfI"
    "g/Jh+LvwEr0TcrtN0Mu/vnojj3lbr2sMO288f66PUSPcThsn9DaU1YSfIq/j6asm/v5a/mxcCoGk2am4re/ZrPIS0Rx3a9nz7uqz"
    "hl3ExYEZYgvY+fqAk2iOTelR5pQSjJZT8Mvfk2aP2VRJnbPB17WGywb2EKnnPk5SJl0c76rnc31d0jTNP8T6frZjpiTnGd+EEYy7"
    "T8dlmyFzVgsPTkpfgCwtCYfL1YhVXggPgHa6UO4JSuThoASx1aZi84+FuLMrsE/34hOfiSGJL6EXu1THslPLEN6vEsONK8cnGvgs"
    "hpfzg36KJ7Vc13yi/EWauYET7MJ6436wdZsHhoaXwuqW6FB4QMaFW08MugOJYm529Azovu7MidkkzFvwC0oYzzbw28eL8cpXsSdk"
    "mNwoT/h5tHvYZ36z5PwcjZsba9Z7cZdzKNnlcQ6pimwEzjKeKC6m306WQ+qfJ4LPfLUa21R9EufkIsTZs3GtQH4vY6UfpwZ7Shl2"
    "ZBakwfp4jM9+mByvn8hIaP1PcDsnBC25u02ldf2r5R/DvzrAS7Dz4PLjW7bOEI+NNWwhO0isY3ktPE/DIEnQH7EpkhGICf8OS/Id"
    "9Kixoi1ApF0Ir7OzvCdhbGfdXIrIAImQourUent6S4T6nuRKGo7Ti3oZrmQ61mpPB0JL98F/H/0mDljzHbYimnXUm5zy6HUh4uZq"
    "fcJzL73JSdWM3EY05HxXC2OurNDHcK5jYxuxyfZpzKJUEzu5F1GqSnROG9FHmp2Ydk9Hy3rvl6SJTDgPp7NKzVNcDZ2/CnGz4QbW"
    "cgI9663zxuisItdhJ/aXtZDk6bD3Y2Qvdiq/p2uD5Ygoazhn3sC5qgQr2FlmFIaIxr2gpzLeeZdnvy22zpYILrdRLayU2dftxeH2"
    "lOGnGuzaVNgDW7E+MTpghFOlrbwps7bR6nTm3222tpnRTGfpC1tqk9kjxXIYgnNQEOcxRnofwM3O9xDrPqv0eLo2cdwHO7EeZ6tP"
    "MFZMTs+E/T5Vb8KZqMWV95EIqzia4eglUZxsz9PEjHEl3j1CvuC3LMTPm2BPVuFMVmN/usiz3H87uTPlNZ3ByL8U1rcbzs1J+MxI"
    "ORNSvBK2yqpJo+Qm2Eebi7Jod4Hv4whjnGCR3iIxFsOu4jJL9psV8USPfcJ2y7KnR0B2euC0fE87sLbNrNRveaVBB9BbOYoedYBd"
    "Nla6eWpzF6G3WdY5Xc7akOtYy/4CMXRT//caRkBDYmua8++1CYljmC81XJ91iB0dPsnS/8rvrOzV7+Blp4CYZc3hZHldXka0+bym"
    "ww/li/BR2UFUcv+FhbaBnY9RL5n7Z2v5bay6//+/kl9b5nseZcSR8dkaV/FwqLNJ8tZFc3DWjWFzpj/izwZ2eKdYDWqE9M9kNf4n"
    "aMMQkr8dux2yvraR8T1hn8DDe1B3hof4HWLpYfDAxshn8P7sG/IhDRmzcCdJeiaeDHPvOXKK5++my3+1/Fp5obpJqvXM1lUwy36t"
    "NBKPzMlqf6/5srQuaXLNrGSOsp4ZJfOeeyL2nwrLuIh4SKMZx9lcqU2OXI092w8abRqs/DycpCI8Qx/yhm0PL+ADrlET+25zRKQO"
    "6RM4zb8tu1oiCy3S0tES8oxlNsJPdqtxioQe0c/NDKvH66mGjl5MLqIEuYQr8bQvSz27Xo3Xox35o4rJLNhZLBcwSF6FtjkUvn0t"
    "6ygNWK0/wpf+BB7fevxbiNjWcUNYdWB7sRgmyWpkB/g0rqOhmBXJlJcE10tu1WezSHvSr96AbxwOW2bfblnWCmYyDRPAuk3HykBi"
    "0XZgfL3GYx7lWK1OsMKc5lxlE/FBhkoxuxi2kAmylvwD5pHVUre9Df/2DZzvQ+VS6Sm7Ix59HJp0KzlFTyYDURUZeptgRYzZcy+c"
    "lGpE6p3akJ0GSrnt0/NY02JW9TLM1VwDT/VVdgPvDe0/Vr5B1DhEJko33OcYcV56sb4tI2QFcyc/6fNxvrZvq0yrq2tE3CIdPFLB"
    "CF9xq2GeKMEMTko7UTaHy39gFR6UaNK4ZVYxyqgVSCXzzuvhh8xXw0K5mIiyRXiaCs7kJdQxq6U4x5glf23kg2jMkNGB161FPKge"
    "eSdFpIwc6wEr6fM5DFenLwbTB8rG8z3N/nS1YCAZw1BtbPUiDMgss89bkKl7oCyG9AUyRabDv36fM46l7DAu5bfU6g3wHJL0ya0q"
    "e7hU+A6t7/VVyO5deNIPyAC/vbzheTOUEppjxiur8itTwx2ZvUrwXvvEu9OkoceCsSfezPt2Sm0QWTvj6Rsue8k20BPt5R2yKP1D"
    "X2MttYZxYYa4GwfLm4zK0tCu+XMb5dBvs5hhnog44XB5krFlMVYkyUyrfetqzl27DtmViMcHsjeugTLyGr+tkcyed7LDwjD1RovL"
    "AXUh6qibW79BHMd7I6sArpe62cdb0T/tGKUG4uyH1bjO43REHadakqzFNXE2J18FqoR6yjIQb+IEfo4V6o5TO6FNa1bMypbjoHEx"
    "RFYfku/9fKZjp0l5XomsPgxtVafP4nwdiSt8qzeKzTtVQMbPxzksjusb/SRCccl5T+D3gfmRGbIWrYa3ZxNXxfq03om76uXfHTGl"
    "Z/k0WS2TacSwaGT/2Coisi/mFNVb+k99H76sYZ+vwfWOKqiCZ/QVrIF1149mJLETdG1nKeOsRCHOprFzbMdIwHqxS4mofjFO3dmQ"
    "pp3lQpmEp55FZqSLWBd8FN5lDT1C9UgoWSI71kLqHN+NTa9swgpyf/rdjaxGT4PuMfRc83wtosvhXQFjZ/VsfpGdHRzn7o6SfXDX"
    "PfH/9nIXVulRrMx63SvoBi9if1nPTousj4oTjJ+PkArWRdLsezkftn0INHAdOWiyMcae4+fqJy5CqcQTfWzTo6xAlLFWkcEJuUT2"
    "lObcSZDt1+V1eMbT9Auty50hT0ufArNIz2HPD6b/eji+oZ+46WCLU0bC51ztKxoLibFquZpHOQM6VJKtsoxRniGFmOZDWp0MmSIz"
    "Hlf+WsnEOLWRvR0toT8jhxBzQiTiYM567q2VuqOxUfCsO4bcDFmbqmIGpKHSEnOm6GMXkZ3PLOjePKkOr/YAXCX/K8o8hOk5i6Mm"
    "+Bi8iVlkw91wGSqH8Z32HZ5bxUwyLZWtiL88H6+ixUf9ydRbRst0viQ8y6p171UTXyzne02znh39Mb0Zu98JFridnK5/kK/lS8j3"
    "/tjHGnqZ1R57eBR93RTlJ/9dd5bdEDVU6We4gxnQ6ZfLibJlsER34iRtihkGx0hlGJRr9C9xL1YHP+MUdQbb8/WFHuqLE1Wohhdl"
    "HbE3Qpr/IhexRuWQJpNkQKihLauAdD0j3+H1d4iWtZ2cFH7Ivq0TZNvgJ2iAc+VIznx9qy/rEZDnQnghSyT/bEWtrwqn4lrr2dTU"
    "6/Qyekv1nl96EfuTt4S1SOCZq3wHZnTmTBZ+wu8OYR7Z8IzLPN7UYLx3oEfl3HgeszNxYET6+AigkRY89OxUNs9Zxh13dsrO1Gms"
    "cNnMg7PXGUqReo4PV4sxlvdGxhDWSTgSK9xOrB+0kyzx6LOGR5rlXKzdxTawlvWIfbuL7fbxYnhQ50JrWz9uKWx3Gj5mA/HGDO9s"
    "LScb/yRbsh7VjncxiSfoPS/BPeSZ4F5o/y7BWOzZF3o+zts6PUAf1N+3UUXI/8q5MoXS1OINRa93/ZXPlFF/3vwrHYVu1fN/5v/2"
    "FYUEHC+D/W+r6RGlaev/r7/HvWL5mkN9faiEE5UZ2sQ51IUNOib4mAztlt3+M07lQvbu5GDJmvQo2JBlsBifQwrWUWq7wqt5XKwf"
    "Zy08k0WQg044c5Xwe4yV5iX9Wl8VJZbQS/Bx3tCp0P79oAXM35mM3zXqZERirua/6UYavqPvsI9wT0YRb2mwuAxNDbvgTTZfxU+b"
    "EF0koU+J/fkhJOg02QE2tD0iikYim98NTdFHzoGswx7pd7ARaf03vI9Z+iTu6+6CftIuZvl2nrybN83FGC6NXms7hLUGxMw52gab"
    "d+zFvLzJYMDIb1N5SyfqSTg3X+p82OH9+J5j5Ph4tsa+Y/+4BprG6uXHoR0vv5Pj5D7syij5mAg7n7OjcrwkYlyJ4a1Y303HGNdJ"
    "E9mYVnLWxfTT5kE5zt4guYjc7KHvHG1kbGDoM6cFp0lDOFgGYgX76HkFm8IG3BCWQC/swZ6kdJy1four00H2hm3emvZmGPHDx/F9"
    "hfSenf7o8Cv5gJ3lVh9tJn1Hp3lE1q3bHeuzp+zKyQbLyxWwt6iUHG9VMTZIzqNlG8JwIu5+tnilpdvRZQOCVj3P7h+bo1NEfVtI"
    "E+1wE1fgYX9Czm+D8SoNmTd2A0MxLYOdPBzrslS/5IxuPo+4lJra6d9myN49PHdFWPlPEaefKs8j9rFs78tykMyC9V2OOEhbzWe7"
    "s+CecXNmUuoQq/Zmpb/JI5+1IFd1kNZZXfFdwy08byl/klx3huvna8Inb5TVxBMLWe/sCO1fDGsYyFLEq8bSV6i3IkLvgWjpfLIh"
    "Z/HUdeQHGipH4NyMgpd3vnwH6/wRo6ZGeMgZ2sB6b0esz3QTaZlQzujGdeOfIwAtg6eboAwY4vJ01pPW4e6GQr7eZy+iy46+6Lm2"
    "K6jBqn3fYcrjgJwhDlUhwi8cLVnfSxX6DFg0bZSLp4sjRoWdiVob+qmH0M+bWi34SKzWJkSHqMfOfY7Y4W7s+KFyOF4rgs60/vju"
    "sOTj5W+QlqX6FHu1I3802tMeG9n3X2cBzHfXbWEDuavXx97TiP/6yvu4e5v8W0hGyUGymxjq73xo9JuDN/RC6ILO+P8UaPLbcB8n"
    "IDJ4E98/U+dCdmfjmXeDlLyJCKkHIv9LOP+RpU2LchvN8A8j22r15dGxLsh6Ocj/GaEmqCVKQZRp6+k5TXcT45dpZAbJqvTGTd5I"
    "D7iBa/eNP3VKXiHHg5tix5ZpBofEbx3YlrmIcnTtf1GV30sMdW0cPNcZ8ghsx3jYuALpJj3Z1bmKE7Wbw3u5CP5tFTTEU9BfxdBE"
    "bqcyMav40bKQJ+MgyXlsrgivsJldQxfj9D4P63gddM9s2Kq9cQbGyDcyIHBcBa7XvZx/jvPsuPdjbRyujuM1SbLj8lP5yZ/6UKP8"
    "jtLDHoaVeUdvwk8vQoPOxKmeA/nsKkODGXKy7/lxsU1774H2ZIaoGs81EP7EWUQVtQ7455ipOEkWcj54P3kHZ+Io6IblnApZAt2W"
    "4tyd3dOuRMR9kZML6/UdxmFNvuMs4yfIa5hdsRjnCkbrCVpbY7ttDx1rHvNkXOdgeP8nSZPHobJTtZTS0nkjNtWYmVvqfZz9FfON"
    "84nl2gkefxXixiuhVS4NGnzH3YeMzHJtVAhTeKqVHm0xqtc61OOszzJs6ytpuZifpdkzVTR7738i35EmI+M+MoSYw+t0Gv52lZwg"
    "n+hZ8kAbd1DP/IHl0bNEiQypfyzO6St/FJtSKuf0x7eQ7SacylLs1PYeqTitTzAX6OYfiojdXMc+2gSe63h43UsRj/wJNmiE5OKe"
    "rKOYc0mw08zyot3oyXf283zOX+nLnNcoxpndfa1KfQ+Grf4KogrYqbOcZH8yXI8g4nw57rSKuWKb2rcezydxlZ7Yq+055RcyajDZ"
    "2ZLWxDywL3Eyapi5MjacNLHIdpS55KK2qtxY+bPYDLdDUKhTw/RugO66Dd5glh0B9exLX4I1GuwxupWZKsdY5k5Wog0un8vkcvkg"
    "XCe3hYcGWT0jmBx+pg0hdhffex39KmWvg0Vh24vhZq7w2C7hr7Jg5PuM+RxdyLXs+uci3vFQc63qkw7dqYnZ3B2hjV6RZs81kGFG"
    "IcHezmSb7Ej5XrFu5DVEq3J+gc0jXC4pdokaD1Qv6cfJB9dt67oYdmeOoZn69feQ4DW4m23gs34LCSnyKFMtHb79aW9P0X/JB9jp"
    "nnIG4vRavQ/+xCM6IDCO+LM9k9+3eicZvreFv/mRLmHc8fOat8uFfeFPXh29kwZEpWvg0Sxjt/BXkIxG4hak1U3EN+jVPr/Q4nNF"
    "CMAuK1Tqc4/RK9v6dQr1GFnOOkfS2+QkM90jJepxbLm73qIeWa+evVMWwRq7qXUCjRfrjA9hWSIuv9N9fj3tr9HCMB/VCtpzf1K6"
    "B33ujF6Pc+ukZ4w8xjzS3uI6kf8NjZnys7yvcI7XVnQ9LV8Cq2H8mSGxDFLE+RzI6KqSO5SAZ18BqbK+J1c3XO/zZduR17pG879S"
    "DbtYRMlowvqv5fy4MX9e8QtUj+hv7WRBeIH+ALu+c3id7lbwOs74RVKN0zaO81eWt9yPfGguKvyGvRM26esw+nYSm81ciN8MQiTz"
    "jGR8Xsn8vz/RY8ySpdT607qKTXzX4K4XqHULJLSf3Atvvpa8gup7GJ3O3kecP1uhjv2pmbgThh92hpTTPy2CB/gDzsECSHp/eKeD"
    "YSnnYGeKoVPvQ4RrsmgM7MsgGw0enzDf3J+bbHU4y1WMug05M6NRNmyTmI21JWu/Pj5PIdkCUx5vLuF1xT6U5Q0euz0X8ySKuAlO"
    "s1Xmry9mhT3iwKuLcSlTXPes7qRPyg/6BzGeoG/wNHMR8xXq2zIlRoIcz0ynO4sJz5P8v88ZuSmJKP7ZNWYvcbMeEctCM3vdMz6u"
    "OVOexW42sZu6Uj/DeWjmTIIh3J8tKeYSLGJZy/lqk5gRvhc018oLj6LDSM9u1iof4SKD/LnB/MxNbXUdDWUmbWtev5F3U+Xjgas8"
    "u1AncVFQxmfa21pR0ynlnj3aPCkldtabbaDFOFzD5cyQrGWtfaqfJttBXG43x1kdN89jiDWGOnaCOLTcNHGrN1BKL4BshNBkf5Zy"
    "b/8zsedpSNhNrNdkOV/qJlfLYLWPpmxvAR/8C5+tv46YqI1koKnz+bssmRi7MbNSz+ynrYrZ/E6c4llHbzBHlLs1OJs3YBeTZOSs"
    "VOOXXY7oNEXU2SeoF2rYG7aMmHJVnK+1id1G3nWS3rY7O5/iJC6BTjMe+25kaa7QT6CPF+L/50noGT5ylLssLWCNn+PoghjgQjE+"
    "269hb57G+4/Eb0xznMvIoEErmDuyemitGhuRzXkaBsGnuOcR0DZTZCvo+fz9ITP1Suz6VmKTQiPkKrx3HJ7gPb2RnFyRDDdRguwU"
    "hayz7CM51lWEHlY9eRHcHFfS+6qNfN9+EvqO+SQr/jV+3ta6ckzDn0N72sz+2qzPOQoZpyXuBvrfTv1S9l1Y7vN9dkLPo42u0vXs"
    "9m6pcHSEh+cqHOv1RfmQNu17tZnfUugjm1LriVitEJ7gkfIUrroQ/vVN8rp+p80yXm5to0OlHNrVkNIXwKveCbZ9PDzR9xHJfISr"
    "n4LXWEXkiTqZ/M7rsZ//Qpy6fXCB3IL45gNc6UV45930j8ESL7ntPQtKM6czlHjfs/QpaeDJSDL77qKET6Av1nLSvhTPVQqpKWHX"
    "W6E+Dy+qViNEpypatBrK56OIGQpkCK2ixRjbSoZIHoYPv4OM9sg7IXsb3U+NxB6NEKq6yUDJxNly0zEHq3mkExHjilr/95fw3Y7E"
    "evZhp/uenLC4Vxbj+39kb12SEUQTkVHSWG2VDWQuTSM2rWuVwWpZ6a6UgOHQbyP0YXzDaj0W7zxJUuFVQSgPMqPr/Fq7326S8nFy"
    "X+lFZPcyeIt17AbsyhNrEZRjvs15TqCkrwFXEMU2qS1TXnayD+VcTTs8Qz3nwFJkQqojG7dhGgyi7SqCx3E6GQjq9DCxmbZ6+KAO"
    "Kzv8FeRy+1019Z1Vbss0QGT5BD61YKOqZYuv41g7/veusG6MCAZxxwxdtD/0xzR4MKO4M6PkDbI2lUDGCqSJz7XKT7p3aCXtUe/J"
    "wYimskRwsA7X5UTULMXv/iVPIZZoZE3Poag0EO+2jFZumO/FsFNfpBHvlXndd8mjcgHuPqcuQ1fOzO06eAoDvIbo4XNqrkNme1kr"
    "FeE74fPh33VeGMjOcpc+EZ4ZXFdwdoFlXmpjTu21/jvsb1dJpfd4HHtaNfczyW4AQwlZ6qcd7+O5qPccRTYJ1NdXFV2Vscn/uQu+"
    "1/AoXtFb9B2saR/c42z6xVFOdaDk4kiwAlf71vCy4KV8gzWZh9jlYJy1p3HKpiI+bWLOqVrfhSe1rRjDytawiMv1AHilVudZratk"
    "J9zjIk3Ll1iBk7HOWxPDwuLAC8X6jTLs52qi9jWe7SzXM2JbTMEi/Sv4Rg01KIvV7Q7J/RJx/7XwP29tozpWEteP+0mE3mWs9ak2"
    "Xsk/pZ3/MwVkbB/J7t/2YjMDNZysOoO29wCp5ISvy/80MzrZElYsi7tdivj7Ib0L1ucq+UpPhTxvKdPCiUGxTg0+CRdAQj4Obw7H"
    "tlsQXhIYM8xt0B9O2jZAB6znup2A82JRZzvJkH+ziFFwA1boSjH0yt5SBv04DjqklD7IpUQAj2rwrVl1nSe8nbgsXSeP5WcVKJfB"
    "Ngmr9r1pJ3KqpRDfYnZpBa/X42dcn06Sq2UXnK6/48me0Fd1eviw/l3P0jo5iNg9HeIMuXk7m4jD8H8CfuLbkAubujtaPoFUXYPP"
    "N+ozZGWWuI5/EOXb8SQcK4PEsuI2M/EGPjdaxsrLuhdOYLPnAZvoZ6GTzMmmGaEVcTLeeVzVHknzNuLgdhfHmJ2m32eV/l1knSba"
    "6NVtZLdASh0y02CJPPhsG99Tjz2v8/1Bw4iKGfp583/q5fjsQ3qNHiE7FvwFX3Y+JWyyfwo7F09Qyys09ga9irg46dgrz2rEn55l"
    "z3NLl9tWrfBWGrX1K/026n/LEdvFYV42snK1Ba3Vgdw5189qK+9s/xG0XJXUdRna+r3FIQNb/mmwXy83kXKaRBa5RCPm3gW84kQ/"
    "rx2q/gztauv4p3X4/WIyam8t5vOOxApuJRMgv/vKMubvUtrovZyQKCgtaJbH+skm111TzbnlFK1qT1nA/dyd32795d9g336C73ML"
    "NM8GeJL/hE/1mO4GO/CSHCxzYYsKxHkVEZNAPWen8u+poXNY9sEmT6boiOBR6MMCmYC/r/V4MBO9b5LE76Jpi/z5qkLyU4bM/IWe"
    "6eVJaWhDqiL865zmNppm1DY+YzXBKtrFBvZLrdPJYlNRs6Dnyv0EkptCymDP+zAeHCGP4W8HMv6vQmSWJEJREfuU831PqD/PlXQT"
    "jVmtf/2VTnKC9IY0rNe/w5JY1XYOJOMtSNyI4CfmRyr1afkaf38W0jsX0fFnPqJ2GaeR8axuHae0t5EWRAHHuJGkZ35PUAAd9IwO"
    "CN7QE8xb0jP1Br1T3pQffYXY6cgqz3PwT1nbBu/LUM84HWEzum6ZEk7ulHnmq1rcWz0RKq2X4ArJX9dc7TF0quNMbi274O+HXegA"
    "y7ICvukznFZ8nhIzX16VWawyryX61pHQlO3JWGCxxQbf8Z1rhT88jp3UhXoGPJuL8ExdC87Q9eEl0NLD5QwZLPl7MJLUnE5T1McM"
    "wvuQY3M1a5znyXGyB+SggNOOX5CxI8Esl0WzR8G2lugzOP1rEClOkjIyOAyWK2WlDheLKnfHrjxJLTdMQj9573RY0mO6ZnwnbNSh"
    "rkTyU2I+phj9LZU042Lrap0FX0g96vUvc3etY6iNK/01fgrTMjJPUvtWEtPDslqjJKoShH4C3Hnvy/Q0PNMjWIPNZHEwXsvDM2Rv"
    "PQx6YUepiDvvoi7rFPlXntbvZVdE6Ql8z9EyGSfArM67jEl345yV+U0/4r1z8M2XwQPoS141d7UzJKqUhYybanFmrCKyivOqP8Hu"
    "lUE+GnE9gYWO5n1cXO1ka91GmV6zMJtKC2/sYE5TdSLuvlVKR+J6K5m7LGPmPMX88TxYq1qy6+3eRsbMEAnX61kS8TFGLOkh53gP"
    "JE7LrmKZympi7BbpOlo887EKiG9W66scyox+Df2icrKhptjDeQ7Way/mSh3mXilz0J3Fdbr3l0i3qR7NZx/Ne7F4vZ46S1jXsajr"
    "ZnGTBKtoaz/UH/Bsl8P/6CeH6zFyhCblAsnfIWlIR0nuyxnEJgvJLnUcLN3j8h70zbtyraySo3GK99P99e6wMThf7oDvnmW9YySi"
    "eOtBOy340tgg8XMNz2IHMQaXnT0rqCHc7wavynjSCsTinkPx9PeJcXcshoY5T97RsdA4/RABX4wzbfhZk9g7VasBI0/Xc9tXXLXF"
    "9dTWY/0sr9Pd99Nn4jpsFH+PkJb6YR3nKUKy5yk5Q+3dx1MH1+sfoAnm4GwaanE7eVyn4tk2R2yexaqE9K2U2bsqP+2V4HyI6egN"
    "lID31HBbL8SqPdKqm7Lp/yPuLcCtqrb34bEOIYqAgCIKiC2gCBYWioWFgt3dgX29dl7zqtjd3d0BioQo0t15umP33mt873jnXPsc"
    "7o99/t93n//z+/QRD2fvvfZac445eryvOjTaFOtGFpscCklz+WSLMSp9Xk/1UfkY9qIeMmdYQJV6lxgHyVRo5VG8w7YSdSis4SeV"
    "DMkJ2JUm1mdy7EpxOSGb/lihWUpzmpKxmOuznRiOy/eIWpLstn4GEWwHeBdlOgZXLWU12L6ljIjL5V5md4e92112EKdhUr6rukGX"
    "Ei2gP/S5TcDNY57PLOwi+OW7ygJogQZiRc/E2syGZM6DBzM8OFoyPnu7nB3ykS0cnUe/aCv/iXPg5neGSpadkW4/F+AOc6wDDZWM"
    "782tJu6sZczq9QipzlcwnEcZsYOrtvbKGt2NkXA9reASRuON+qCo77lu7uoIWX1y1dYjPHPlghaoP4ajd65+BBn8WbsHb2BV/tSf"
    "cXL+1ht8bbhIavKe5nYSdd/9Sva50PeqO2Tki5mX3l0mM488VOLsjq0mL6Xrw1nJbOgBEiEWGtZKEzl4nUeczNeZ1/guqSGwwztI"
    "1G9X5xGeQmLaV+YxvNTzmoct+LG1ReXOfb6Jc0+NxAa1CfKbxLwx43nqJIZWsCF24zD4Ajaj8W85Qj40TH2ew6T3KnbmdzUxI1qY"
    "VSrOXUuxFvWix+zpIJbFjbFaYR0QXeRM6lDrjl1Gy1pUwIbG81zDSXWc3gcTqS/Tyh0Y5tqhMkQvlUNkV7kvXMT5sJ90KaehO3tk"
    "zTS1j5vXa7+emL4on8lS3/1R4acLnHXcjhh5dmYvo21wmGv9yEH0sz6Fdw/RKtbFNghs0qS9HArZMM7CuK8j9RTHGNDgaymF7Jzr"
    "l9hQHF5jdAc2jT0HenVj1jxXMuq2KKGTPCZWXxxIS54kU3tW3TxeShfwRGc8D3qOdQXDe6iEJ7Ch7CiGDmo9EruSdTXuubdf13MC"
    "66bYUCpYYbRO1rFqGbG7oQOTtLi19JTqqOEdMnQdrflZYlwk5rcW4zeXUhemOSUV1feaJwIdTo9D+HoHsjGFXpjlmI/EHcb9HHUD"
    "GTINkT9FdGR7/+WeB9U8Asv/5NgTWUovyOXrKuk3VyMWvgWSfqg0Tw9U8F4yrhqh7+FsL8Qz3gL9vI3MwO7eLVfC5uX85Fqc39NE"
    "TBaHarExc3jGvfEi5X4HMTb5W6XYc+Ql1GE67EecoRg7KQrbepuxUI9qb1gzpRplM2ZiHZ23ujvR0ufwbw9InAiAbhWHtmBDMZky"
    "3LJ58B6ulB7w3vcgIlw5uVTfwF0Yc82u7FX+p7wtp8td+O1QyGmMGYQmPzW2Gk9wKnO/3eQZPNmu8k0ei2Og3CsnI6peDM+it/SV"
    "OYigF+C1m7F3J8kjZHWYQJk5hPdUT6tyISV/FTPCr+E5jNO7E/z0EXIjfFt7ZbO8l57VvZgNDFkbKINOrOcqOg3TX7qQEXcTRusD"
    "yfUYYaFuQ2wIO5WXcL32Ik5TF1Z5re9phrfQrrfdJMHOXH+p0NarseaXH0PUF80zQ5vkTtJ34YXG8P9jpQq+0o5BDX7TVl4me5rV"
    "Xs8T0zfLyPG+itFgPeOBNP3fKuLYWT7tLv89aXhbIlGPVRsflzeqy8U1MmcUZ9fycbifrcWmpmqw2y6XeIVsJi6zlWC96xz5Qd8n"
    "c+j+0ERfIpLpLOd4jKRsi9nL6EQadpjluN5np8parHlnyOcLOMPV/H3Cz7Mac4whk8RxVn6Hnj1M5rK/8FR4JFanKcVvlnu7lGP+"
    "qw3XdLC4eZcUJ16709I2R962/42coX6OVsnqGocQieV3zqo1+jnO2eSXNMtyFyS5PN8ZqHjORiLPuA6bekT9hsnXRt7Wb+Vd3NtW"
    "MhvrezC88cKY2TnPc29rc5i3pEvzE3uOk/t0alqXqXCzIxkff7uJFhfLF/vcfdS/si4n53i9Tu+AJN8Mf/5c2N4bgmPlVr1dH4D9"
    "2Etcl8J4/PkncbUTiOyObJX9rRALU+GZ/DmwWWv4PdbBPYW9dXGsxBZ5a9z2P9CYBSuZziN0uKyJeQ9fiHl4g/NsjSH8KYe2WIO4"
    "9XlmwVx8nVbHNpXSj6Uxf94zZMNTsqW46Mz6Kq1aXAs9YyiMxsN2PlZgZ0RP/WUxXn9PV8jF8i94ZJ8g2v8XJHYpz4Xlv9rJAbBS"
    "vbDbcXgk4/RhdmUbI06pGrfadpDV2ToL2tFlqXKIbxLU2Ct8NdvxjAe0xQ16pO8jr6Y/th0RM9aw6tJVnuZ7T5UbxfHwdMA1u+b5"
    "GXM+a2I9VwvwLLdhN6r5jd1wJutoD5L5DIWr7yxk75J5Of3pOeT0B5zABNYgSw6dUVKYdbKYcUSlZwwtY/R9oZRQZ/TxHBQHSwNZ"
    "/cwPWYkYq4qIgwm+YlhL1j/WS6bAV10GaVqkr5KJ6ka5HTqwWj/XJ2HhDeN1mHwB2Y8hsv0T2shmcRvhS9fqNZCqnh4du5LogKYL"
    "OzNX3czCGIN0O/ybCyGNq3R/7GiKiEg/EfM3QJzncF+LpBnNWT0ufD3jmqxf4w39nEwJLN+50ugnRY2HdLQYe0WSGUvLPB7s81gn"
    "4/+TOD8aEn2u8Mn6RZ/Cf1NlIvbgMVi4GbCXn+q1tPhbs1JqGePp+hg5+xbh332JkNiJmfaOftI962NAzfvwwyWyIlZ9Ml+9g8wn"
    "EuJ44vwditXdWPaS3+VRuVv/jSj7TrFJ3Xmw2ON0u2AyrO9yTv3UE23xOFgx60O5TOJEVFrJs+ZqjY4/fDQRYy4LftCvsDb95Tzm"
    "Qr+CtD2GKHMT3+HTN49NpPmJvSSer7cEMsj3hO2N/VrJdyzBSTfc1iKZoMZq1wZR6VT9ExF7nxaTolEHZ8g9a4LvthQr1BPn0zxi"
    "+M14/1r4l4X5gwdA4nr6Kv+mPndm0xddcfr3l18g+SW4xwXQqJOwgkv1I7KX1FBLb4HnnixJ9lA8Q730gBiSVQ32YCVsYjHjapcR"
    "sCmkJP3NK8WxgsZYBe6I3dpADmJvlPGqzMMrV7Ifc20r+KPzcLqsKr0/EevmYm3jtKMNWPW7ZDgZKatwEgdCo5XoKMQrbh6niJUv"
    "u2bnfP1G/cyD+9m0/TaeBdG0guO2cygk28Lz6w4LX8Pepp1wptvC+ps22J29nMeK+Y7fa0qm4US/o6fr+ZDQe/HtDyB2+Bzn5zD5"
    "lVxJIXVePe1CA3MW/aUpz3kYYdU6hJBCr2wjDS2yP83MWPYsh7WwiuP1P21NuM4U6IZeR473HoW9cjTvsYPnl72TtU7HOdvoex1j"
    "9A4svzHL8zFvTulpS0/e2DMbmK23ufYjsUohGdk2wkl8Gu/+Ek//GfatgnnxGDyEW4NV+HsDO5eS/luswvgprrp90d5yR/i7Tgsb"
    "oC0SMkhfDG8NTwlODE6W7aEdrHb9EbTdeLX8zjxI6eE+c1LWIoZvhP5IcdK00Lo1EK/0Tt9r30SWH6uzzWPPYk9m5hPsSG3wn9sL"
    "z7M/zpzjhr6MyMVNlPrD5Rip8LWNUNX70o5baDdfKzSNm/LxczE98fG6vsj9EO7m5p4NJ2LpjrCYBwYr9Ep9FGd1NrydGh0X2uTK"
    "JVreyhqcCV8k9BmljJ/Ej7PfdLRcJoaGvbc8q9cEZ5N39jd9DrHcjjIufA/RyJ26ONhPBwVv61VaIWP0G7Gp6Tl48ptwMqaRzTLO"
    "qzbiNP5adI30hv/8hT6rf+hu8OO6Sxd6BK761lnclKObDalgZauBtU1DiXoBu7+Q/kUDuSJehM88Qf9CXHRuYFw7xdCN78HrdOgS"
    "zVId5HHwtpe0792JJptC8hVkfazRocVJ6Oh7MTaQ26XJ4/ll1eVI5kEHbgwv4P58vabRd2ZaLXqWdhX1CCiOYSxNeYpBAxd+xdhh"
    "O8tnsBYfw0s8Sp6E73NFMBPxbiMnNKMTXOarzDl2nu7O6ndIjf0qZD5OpvBydewCjeo8+DdkOvPcVexVLfRKNTTiILlGLJ/UDXLc"
    "W3rDk5sOa5jlTrhMeVQR7e+rL+YhnMn6xyri9Wc5J15O7bmIXpR6FJhIZ02EZbCeL8tE/oK7/xXvCsQmAdtL0udZA/rW7YiVYFqk"
    "IrwPnuh+8jlW3rh9tsbuPKcTgtXQE4tgM2zKY38xbkDLIC/U76CNivUiORyy6HqLLIZp4jxvkc9juL536/zayc9N2N5+h1Pxle+4"
    "jHGvx7JfwMnFRv4kZlrUqCZpMbkeGrgTNo9/OfTofGaIIt6bNHtR6vFcy3AfdyMur9cTiWmUIOpGFati1ex/aCeV1K7mN/YU41E6"
    "Ac/xEePjb1tMmUaMWHdRKtpKokUNTr2fX4ez21YMZX9DWivzMc7H52ZqStdFjrT/O1ybhS3mOiOpG5yfNnA48JGfGCGl7IHT3kXq"
    "fRU2kY840/jt+XjtNvhDv+tDcodei2j9SumrI+Hbmvf4cDAf6/4p/raanLQ15KBoh31cjFUYIg2cH1qDOx4mu2ItZkLjXi+Wpb5e"
    "VjNLX8m58Vo9WS8nZ9ks+CGGyPggPvuOHCjnIeKzvrM0rlzJKdPZ8DLHik0B7uO7tBz2n3r/pEFdH789zUycx7Q6toPvVYLCr+zN"
    "bo4IOXag1zozsR4Xy5+QbfMWn+TqrcYTTYWcPSd7wjIcCQ/hWbVoa5x+IsZFvrccpdHsqmrcd1Q7L3x7eUBsvv05SO290IHbyBrZ"
    "Trvr08Hdvo8qmiGJsqoWAa5htJRGxGGaogORKvfhNNQkzrhl2HXymGf6qdGJchzu9zxmeG0yx3BzmoikcZ3YXFch66zMoM/Qpfzt"
    "XmJTDIYtlfB8RTnPPKf06BczH/gRuVP3hs9/B3zb7zn3XIlo8hvs0HzWD00uvkTk6/qhR8il8i35puoQx99MJETjItpTHpGegWGN"
    "WQV4Uzk6sJM1XW06/2392ntDzq9r4zPQ1UR8LdEbsBbLmLs1hNbziDv2EPzcNHH3Tf9t5PnCjDc7zXty+bIMO82n4W/n0TM6C35+"
    "PI+RlfM13Bdoa/6UQcH9Yjw+7fDcP+m7wV+6g44Jv8O5XtfOO0kchf8Kv1LLO1vjuxm6MnOWxZ0MgRZv1AhzJuWtXcJ7tIexd8Fh"
    "BrtsZCOZo7Jkie9Htp3Qc3w18RneFqu6/BOa8lVI8S/Qa7shpugPDTcc52wjOUu2YM7e+BkqOZu6Uh2j0tniOt2Lfa69gf145ktt"
    "SQ1SySzV8dKU92bXz/O9Qk+Fdrge3vRC7PaP0ldWyEg9RJ6iL9WVWHa5vH3ZymsqO++b8XS7Do5dxU2K7ISVPwO2cjl9+SwxDQaR"
    "cynM60SHgl7Cv+3GkxT3d7WxtMzYZBlBpRDfWKa6Uj+XMj8XsaJV1qJCfbffyP54WsteGH7/BHhb47DKF8ibnLILqZnKKN9D5R/Y"
    "qzmsP94oM/UJ3OGPiLw2kQE4D6fChpXkkWuDvP/Qya/NSuaZ7XSuVMNDLoavd4tsKQtbYS2aKOfgbgxT7VH9QJvkPr0Xem2nYE+8"
    "eyyr+65bsYly9SMityulnT4nY4K7EINMCIfokTbFgee8RV5mRi9NbGuHBlJKibsI31U4yzYuX+V26FAx9rscLZtiJYaRAcjtSS7P"
    "9moRXvNn1E+ZlpNnozCiRCO5plO+cmIRnau8WyTeFTFGT/o7XdkHkEREk2VGJe6v7rgzorzU/ogGe0jSd9J3lV2YS+9JjK8e2K0J"
    "8H2+gyT/oT/oNfI6LNKh0MlvwQPcXSwrV0cewy1lR3jWB8IjO0kehW57S2bhPY/ge/fCnt2uHQPrjfgGz/S272WaDJlsgjb6VK+n"
    "XxVy7db1q2xeZhsyEG9JFC43k2IMd8Z+cygksZLSkGYEHcN5DuAPOwymBPN3hgayn+eqqGZ00agZr01SzCEk4eXX4/x+rG9ipTaX"
    "u7G7m0OeP9UkpKKC11mlp+HpjpI/YJk7wDeK4Zm7SzpfeXX4m5E1VHZ+t/FTpY4rIorfynGPjZ5fLOf/raWmi1Gac35WP07m3Tin"
    "+g/VS/UL4sxYhXNfuQiaxdivDihq0L7+vHTOT4alqdHC/DS2w87dlCgl9s/2spLrErLPtUqvxnoZY8harK/LIhmilHV7HS/ncqKo"
    "DLtcpfdAIhbizBoOxjJdTVwEmz6yle0nTbSwpq3O5AR0Cc9YzD/PNtLoe9MSuGPr1VqhH7G/v5JWO0PfN0HG0yT8TsMCcTWSRlit"
    "mGci1bz+zRGB0nX6faXHSvMUdoqnYlfWiubR0zdkK4skS2GrV+pUWUmUd7uvk6AdrHuhnt1ow8R17iSZSzDdntNm/N7Wc+uF5hcc"
    "epHDHtnDT8Ak8ohSobbMknT3fvEmHtnS+oza4UrmN7fBVeP6LtZ5L5yGz+UT/H5nPNlSxCbv425Nij7Hf8/6GncjV9OhyhR+xSSk"
    "mzTPJkZ5WTevtg/vsZE9FDn/FJn8HEkC9tVm2m1375ZPiEfvaho/0++fjOv84NFt17ATN5ffvYy6ae5aWrSoimBXH+4xjdJ+N//M"
    "S/b5Uut5T8O83zLA77tlPytb2QWHl5uDrVLfjRIi+lfms2r0LU4yNFDn5jiNv5b34Nh7v/T8NjF9UZyHUMn1yPhsZoZ9zEfweZb5"
    "yu6vtNUZIhOtYNdVllYxp7vlsaUjeT5Reop1Kk+GdC7HfhruWGd5Vm/0PdqBn3vPMkttVngAJG4Qc36reCcOq7QRZ7hfK3cQ9RYO"
    "4lVT3BnTphuISdEM3QKr8DBs4tViGJ1vQbceLIbCWwzddagsgCW9BPs8UF7Tc2ExFPZ0CPsvbP+P9BUz9Z3lzR1CYYuc3WT2F4ic"
    "KV9JDae/qiG91bhShfwiP8sIfSWwGGhS7kpNSUX4jXTQllFBnPzMTcQWr8t3oXaSdfHhrIZsudz9idW9Elricby/Bxm9nNd4gPes"
    "v6EkLebkd4rTsvbExmA7UMxvLGMfj3kNSdhXQw28UN5CVJSEximHVbPo1exkAxGQU3nUPet6X0aEj5T+Cx5/CfRkAhq0hpiOzdlw"
    "O4GzvBY4ktmc0J++9nlbkuNeGZO661/vhz1bQh13p3xM1KyZRBtuhIadrbfRktfhHv9P+OTrn0hsystkwtdOi4hp9z6xMQ0N5+DA"
    "PLrdZVtYw+tgIYP1Xs12YU8dKy9quTyMeynVHCLCV3VrWPQv2Ktn7AKpPJqk7cdq7ysdLmvyUXxWI862w+BD1JNNMpnXRRW0FwlO"
    "EmZpWVwMWkvEsC3kXZzstZxM+AV+yRytwVON1wt4Fqx2keGEwabikI3qfeSX8Ig0Sn8s5b2kjRGfPSEW44+QO+UprIRl88r1THLq"
    "Whb3RerXRerimrj3sXtDdncRx0vluDgtF7+lDNDT5QlY0IGIGC7Wp/Vq/Qi+1Ui5PFDErw7PLeGxynLs9C7jWu0vzqd01i7psW7a"
    "Si6PxblZPvdif7sEXpmrqpsWWwEpzLEibhXAcfj0YEl5PlP7/Wj4U64fJeuvlmZ+czi9zCbOlmW8lY2RUzSkRallxbSec2c5dWzL"
    "GUYdd8s9+kjwObTHLdgJ64hYAZ/wIXiR7fzETVw/ZA3N+m8D/PQXe2IKTQKs5czuZKzzXzo6+ASRrHkds3TMOpno9fMIt/5K0f/L"
    "z5i97+Y9ecMea0t/wXagWJ+BprNqz6GI4BrJV2OMC/PX4eDLshe+vcS8tkxBQ2XyCL+S76F8G972cvgMG+sCnI0m+GvT9FzZMLgX"
    "unZ3cb0Fq5i1XEu9czl88WnEfbN/+uanCy3nt3OLrFsSkYPTzFl+uqNY59qWeP4yvFLCOWbrte8vbyBmC6GrLwy6wUa8Fp4u+2A/"
    "x4VfhfXMrBzNOCHlJ+I3J1NLYSQo6wEYxrqWeBSHtH/iEXI8LPggdvImIVPtZU+xqb/l0GeRl5ymvnSoz1OpF5yv/AARgJ1ErqZn"
    "UwFtuUZfw7fNhK/+mVaTh7W73CMH+rkZZTYowjFLMHO8pfzNft8DfB3V5vROFKsWWzxaRz2RJM5OiFfqGZeuEsPKHqt/66Vi2Zmf"
    "9RJ4Yl3lF31aJulP7J+zmnsXrMQfuLuzZJjcBv/tJ1bqK/UTrP2l+NsSynQSNriGmsfhxT9CTHDHCP9PMa6pHXyXSwz73BWe6zt6"
    "M2z1ZfI4/NiheN5RuLu7YbnneE7GqPriqqS9vR5I0tMMPY6/xQVpj3b/PFasCzMVVhsqw5k1fPQeeL0NnqeRSEP1eh+RiQLc3Wpt"
    "Rq9r7giOWO9ewpPN47mtpXfdAF8ixlM8kd0KITE6kmQAT3jWxNOw79cQPzbNftUseU0W4KcBiMe2xj29gBjmEBkPi3p2cCMsy7eI"
    "powTb3+5F+8rZ6Ryo/SX23HVM8mUUOZlJ8coZCk9vjJ4OyXUZBWUo9tkrc/HDKdn4jzQqZ43Lq57kre7ToexHr0S8dGBjMgt91YL"
    "P7kGMpcjltVMWMkYY5jqVip3jfow7NE0fOoAmUr2rdn4tsflhVascy2j2azOkDWMeM0btjzLHJy8KJvnurftuRwDj/kFh0gsj0KR"
    "9Kh5WR//5HwFOfRYDQlEuA/BLrwNnXUm5Kq9Zhmd95Rti7L0mNK07kpsxtDPNIZ6sjSEn8C+95Hz9D18/jzoorcN+xTe46GyiTyi"
    "r8ro4BX5QE/X7/WOMMWuzUekVCu9R/Q3/NAmnu+G/wODcVxdR0HCZ+/NrvWBX/Y0uxNukkWw/d1kK5zDz6CJvoAMroJOMz+zQi6R"
    "ceSptL7D73UPHRWchXsbWHS3jtaScAae9Ar4NV1kvj4GuTpXHsAd3ovTbZlI87PqyTGQYqd7hrrDIWZltBkVqc3/qIeWhMdArr+X"
    "zsEp0Ihx6QJPpIM8qjPDkBgsXTyGXTbPJJAjW1Un2QFS+qV+h/t9IpiJk32ZfAZdEef3heSHT7HqNxCeQx92jaSpOwznaRXn6nJ6"
    "rVhf506c8rfIxtAJrE/gBqz3HCJT2/S0er7WrJ8Acr0fHdZ5juif1Yh2cpzYWARvSInGvzGxUk6BVMd1AlkbzsTeW7dlL5zMx8RY"
    "TNuJm/KMrlOnbuJqKU/2J3h/R7KeVePJF5AdYGt6TgmepmroZuuTncV8hLF67I+9Mn6SOnzvlZCyJOLcWmiBGs9iWw6v/HSxCVvr"
    "xi5c354DHWue/lrIj+Xm38HdXiBdZLmfmfidtZbvqb1c1nGFuui1tzimXfExmv3ZF/p/qDjchmKiQEW1zCrWk/6iLvqMOcB0vp81"
    "4XufIyzrLM6tXWE/rMndkgu/hnU4KVgcTkCM1lU+lfuDFH2/lp/JcWJJ2VOmRLYaKU28A5Oqz3xdff18rnHWsJ2397DcgNOYI3rh"
    "P2Qi9NhhYphJwzhbFqO/Owxna5DHt8l5j7wn0dDKPTu3wwvoKA5nOcqhrNJK2QeSsJxV1amwsSHO2t142uflCc2GKxBTHYYYYVc5"
    "JHhFHzKEEe22Hp/M8RgbOkGNR2FoPok5aHHrdJtMRPm1WJ0NmGmwaKwW+mB2izg1ZEyxh7hp4KexQ2dDLm/CFT7V+/G8c2DHf2Z0"
    "UgtrpXnWgozPy6dhr9rIWKzU32Sw3SP4UF+DZH6EszMWJ+QbSFRbrMKHuiyYgf04ASe7NbanrSSaQE74CoftVdAK+o2deldJc1h4"
    "23C+zcVUNgO5h0SZm5DMOmlOAV4Fz2UR5ToObd9EjLij5V5/KpszQlFkvaV0hsexF/R6lrNwdeymGggpsAmkoZwwyDCOMF6RDL3y"
    "WrIPmU6/Qrr4eQ5jfrbenFES8R+NZT52pBjDXIm3Br399L7m42VbCavfJnz8kiKac4osFg9yrtk6q/aCP9SbzMHGFfQEdmwbyXr2"
    "jQwrjynfkZvQJzn9kcwjUO9Jq2Jc0+9A/pbTY7lGPpYvETMuga49W89fZ2ZXtVnXuyfp6PNn2XX8oXS+zqb5zI/LXC75jyq2i/7N"
    "thSujn0pUxCz2Xy7YXTMgbZbABv3Nc5MLu9fRJhFaeJer9HCr6SZP7I8UTup4qlo1DPoj32I1zZgD/kEcj2+B+k2vmXrni72+cz2"
    "shGuZlPd5cSRmwW90J6RTQW0z0It43f0kt81ppu2wBVMsqctmnhNkV/7FMlwjsUqfVkfVbgV2FUihNgcNVQK0mSclI2cLTAG4s7k"
    "i/8AeqLKozfFfRzvGCzi2EfrBnVV6lL6/nF26fRChFPOji43qW2+3wJ2Fr0E+RkPSd0U79hN/oLOGIuYIoG1voJ5sQwRs+o4Z96A"
    "09TA+ZDI624v/8klY/Wsxfhuq5T1gl7pIVuLZdEPkzHYg0H4loz31TPkgGnyuOHretct49RCs/9PcIaknHWD4rw/sZyeWiHf8hhZ"
    "qYawZZzTNcSyinHdqnC6iz2GgFmZRT4ST+ITNpFhXnAJbVs1PAHXZ1oMe3mWvIffHSlPy47wTC4Sm5v9UMvDJbppcAtR6q0C3yeI"
    "cYrvE8RnTXo8rreZn6Nskmof7xt/c7HHHtlI2hKFppb+S/dWdGIghuTfj/Ge8UgliRhbpSfAjt0nG8tAPN+b0AffMyfYB2fJWAB+"
    "hneR9egV9f68hqyTFHrFKonbygm+63glscFSPkNcB2tc6/HOS7ytyOl2cqIuDvrID9BxV+jt+odsDp3cIagNj5fHEBvm2AVyHCTv"
    "FBmA6GYJNOUkz4WwvzjUuv48gXX03TtKZ4+CZBw5a6CVLT84hVPhubwmT/osWx+vdYf7+nk92YhC5mq6YY+WINL8Rq5hhbQRp8bi"
    "5AmwD8X0ybddL/OMcnI2OqGHcLdiRC9TrmpIy1TD/9t0wea0aYY/08wR1+yVNH8mSU3guO82k2yrGc392EHvrrbGn6P1ea42+Zzh"
    "zGHhnSt8Sgrz9nWXKub1Yno49GNHMW/1fnlRf4TX9Tnus5ER1z2SpJYYIDfDW8jgbK2hpmvw6JamiYeQ4XYTTpeG2hzBJ3mWm3z0"
    "FfOerJ2V/aWa+cY6vQg2tqMkPSeaY6hrDSWxIyLpBTiH5pE8IOfA+6lX11HvOq/aStRhEXVy9YJltNn7zWGtt5cVMg279QdO25f4"
    "1PHw3GLUgXWI/xr0T07xG/7GXEhsjNNn1Yhxt+Pkw2D5Dpp2T57zEX4asJZSsozWvQT3NAu25yBE5msRAd2AKOVlXG8sbHwij92Z"
    "9RzGbuKinnFHmnHxZVbRJQ5AFe3WFh59olodTq9hd1ms/Kc6NLsyfK9pstnsKfhResqDOI3v4PVu0gSt0UWGq81BvoVTb72et0B2"
    "FsL7PBy2oaPchRPVTf7GNx0iNcSfWazfwsfdE/+tReToOnM6tJg9b5bNpbifP/UV+Qoaqt7jwiewq3vISrJt5/y8TIb1Noc/2cQa"
    "QJYTDwmu+Wa4W7Okqzx7ldMYcT+L/xj56rpK0zpVmegOboQc7oD7rmYNvYmTmnHEKRNgIf/UsXiGP/UPPFUx3rWGc0j/Rly8i9jU"
    "Qzt2BG+K/Q4ozXHKdTS3FnoOqylE1n4NdzEK1q8cXoT19D+ElfkQn3gTO2XdpbP1BU3KrbD4r2P9FumzkJE0PMNnoUfHsbfzB92A"
    "+IhK/f8m1v0ofQDXvlOnyaWyu/bEbvUs2ps9/XH25FuXywLc8eFijCz1eSSOpJ8wD9Vx7baDX3Uo7HJGj8KzzEfkuASr8Zbco2ly"
    "ccf8xF+a+cD+Ukcd15X5yQGc+FbmVKwKtJkMkKiD1sVZLseyBhpnGNbZvKMn8ExziPtmaHO1RGJO5meqUkRCCT12dZM0hAHswdnS"
    "Npil5+vp8OpPgvUc6GW6iqt8gZT6iqX50X3kRkMXgb1Zqe/rp3oTzurRumVwAuLGwRJhy7jvcnyXcaLeujp7kpn4AYgPSxEb1bOi"
    "EnXBWG70Rubo6um5pHAi20qtx7tag33pijNRAV1R6vuHV/G+rmJUYH16di77wl7Pweu94CFMh++xBTTKRNxBpV5IFuOV+giu2YbM"
    "F43kPv9BvmbsuYAZgRromyJI51pol7mcPvqbvOXzILOjgj3kN5zRMTo32ArSfJPuqcOhOW7UU4Lxen9wFnu0m9gZEmNXzCFEPCzH"
    "b2zuI8f7jbMvxKoc86F9JkL2thPrH/hQjJ3P8jKrWZ3eVu5Vs5gbQ1o3lOcRdYwMVuhl+K69iTTaBuu3g2TYXXikOKaZamg0h9Oy"
    "WEfju2dxBsUmsF+QCk4v26TU9+ziS/vq8wrtHQ4N9gmSiEc/hATMD4eoBE/hLodjb3+DXp3AmehXcJ6/wbpcgRM0qRXbuIR72lxl"
    "tJ/2812ZaZ8ldN1n+/huZKvEx30Xh2mVc7FTMWrgWjzJeEhsKae2DpQG8ixOhTdxsPwLEnSDvghLOFr21hehN/sVzddcuKG4aQuL"
    "C6vY92wzAwni4BZGYCj8yjaypVSRwSlDXKkYz/gcrOYSym82ny80ub8du1LVCppC4VesipbkrtTQy3Mcr2M808b6ERjegiWopa0/"
    "VqxztFb/gt43RswFenV+njjju+cauOPv4NQugd6drl0D8+j+gJxvJffIcezO2ByxZtpzmeXUIWtlIfNHwrN8FHc4RtpCf09kX2kq"
    "MCS2GBFBGjkjPEUvDowfZCKudCgj75Sf73JTBkuhI9LsWmqew0kS2S7ja7UnSsr30kXTsMkWDFGuTyHpc2070foMw/5MhATeDC2/"
    "s0zWT+F7/K4H6q3WySI5ZklyHp20LXvbzIvZJT/V7upMoZ+yOgdSdV3wlMzDu17AGj2s90olfteR+jBEzBbddT0zyllGoHvJOI06"
    "Oa1jO6s3S0jcoj2gtap8vLVYmznTYlyDLDsJSvQh+isNsI29sWsTaX0zRHX8kmyixoozG3c6mqiFTquOZR03yRNT+N4qcW8rOGdS"
    "QZud0GeYgRuLdw2ArH6pD5PFokjuw+4ehdN7GvTOEcE+8qqat7gIEnUi9vUCeU1fIfqAywymWNW60DM91/xXryzXgYyec7CH5n8s"
    "YWS9iBO5F3ASoJFzpHF2YJdAzqYTWfJ57PsMddrEukEria99u2wvceaF7M95rERbZroB+mIcZ7GXka1jOedXOgdriBhTy/ur4tXK"
    "OKvzLvs7RshinyXbnnXZLFnCFjPC7CURs2eEoWuzJXt4LIZSXvN3SN9C3yM+E1ZvJjXRGfSiDR9oJWLGCkhKj7yezJC9o7vHwKzj"
    "aU2zrlbLrkbzPKZir6bqQH1cV4QXYMc2CAbrXJkrz+ojwQ56uhgKgEOZbitpH/0soV5Lc67tDD9zV8f3bCEpz9LgvKm0xytL8U4G"
    "QCY7eO5Qm8R9Vsw6LsX3d5JBiCTqoX0ulaXUgSfByxwl78IfbQdLVaZ7w6c4CzHUQWRAsD6gU+Tp3Cx5AX7382FIHIB/azK8IXgw"
    "MJ1zsfyCZ1qrj+FqT8pbiOSHSiPWbG4+R9us/XLMROYYP2s+2+rmSYsgC2Mk6pfpRKbEFM++9e5ELHcRFqHt3j6SJI/JtuKQG1zP"
    "un1fR3aM1dEe94XHkqKFXQOP70pilvSX1ZxssZqC9eAY8+uzMo9epOuIcllsxzZptfFqfRc+ykN6PGz3kOAA7FgXSPVewdHMS2bW"
    "6XbvnM/BJCDZoZ+BDJm/yRKppZR9KhkiZmeIBWUR0uVSRTQQk2XDQWvPucADEIdZvhr+TtgN1mMrWPa7Zbx+TSa23aUMf9r0WpQv"
    "jPohs5w+vQ9egGHnNTE/8pC8BNn+Sq+2Oi2sQg5XUeqbG3QcGWCWQPLPQ5SaZAeNndEPWZNfgbO93Oct7erDJeKPzZFJdTI80Jvk"
    "A/jul8gIma2vkWvwKki5i1oT7HAfJFGEmiCD8oGS8RgWMebgMuy6tFmoeWoc5q5G/IQ4/OZiembt2Atl2M1NjDkaiSvZ6Gvkrjpe"
    "pRG/VDnkPJOv8CR9BjnJjqC9xVgZHdvJE1LJmb0EvIRyPM1Q3MV03RkadUH4LM7QibKzzEAc3zcQTuYuJw+J8+StE6iU2Z9aZtkz"
    "vqd3J19BK/HZuo55rpzmOKswTmNnrtX9+frCBh6J/g7s/oZ4dQQ8qitkA1ivBdB7nWQMvmdL2FDDZd8DGnA72VV+J+/3ntD/r0s/"
    "eYlVxc1lBn47ArIWwE5YJ8r70CamA3rLYZC4d7Cux8qv8NPi3DPz6s+l//W3X0fD5dxcQj8R08/LfT0nHxugyX5WV1G3eRqLPYuC"
    "Zcx+WVVxW8ZhIXE1MvSYx3AVLFMV5X2idbXoaAn2ezpjNOMvORXnt4043vg4NaFVAc3nWsB6RaWOlydx5v6QmeFoWJ/NcU5O1JeD"
    "68W8hzLYr3Idwk7wJljcOPEppuNTs/AU06HXThBjTIoT6XCSmJWZpF/LqVixC/T98NGwt/bWu+SnoltlJXTl1TKbe9ZE1gWrJHaX"
    "y/Lx9PoytM2eYMRylvLdN3XQcTW+h2WpZ+37iZnXHdhxYp5rhTRxYqwU7y3HyhXOdRbunM/qRbKbuG9KwNc8ml01JfAkx+pkOQNy"
    "/jk8mNrgAj0cnv9CaIoi6IitoYGWQ55PkS6wfj9KObNOF+P0zGBmKcOe8afgxyd0NXvghslzRSfo6/oF5Ok8ORlarAditcZwP0hq"
    "g/yEa1bjfUugizrIeOkp7+gXeWSt5vx2W4+HcrveiUh9PvZmO+0fvKKv4t4fkqeJKV/G+WCl9jiMmB1zWLHLqMPrNa3W6LNzf0F3"
    "xvRbPKvNfCfpWWwl1iv0uAyRgesgCbs/N5ZcHvPYMbB29HOHGfIGmAdyKTlwcn5+wqqaVkGZhwgQ6yfH4vt+1RVygP6Cuz1DugTH"
    "SWe5Hiv1Dd51kb6PaGxvnNQP8blatVmVK6G132bX76OIkF6X12WB7NBKt1od81+Wo7uT2ZEm1rBfYwf8IOJ6pJmrc5ilbupguDTR"
    "/qRpeYz9LY5VfRc6e/x6kctH4dTd2OKVXP6V1/DKSEn6LpYMMb+mUZMfINFsokPp2MSfiqSvPNX7inZPSbKHaRNa7TV++rTOZxZy"
    "9I7NX+4uhWetCr8SI3tkKc5EvW6PuMZ6lpr0MZmCdZqpK6j150BLvR7UqGn+b4hadyBRO0NGdB3EdYUZq1cTNU8OOrgJJz5Or3EJ"
    "TuRW2K9Z0EIP0HtdC716pnwQfIGzbEwDn5PxKUnO5wnQMsYk8JRO8Vgti9gNcIavQ4bUalHElMvPtfXw2qMCK9NGDG3U6n39pC3n"
    "dcuwkhbbuz4p04pz8UqKNct6osrG+J9lrXrJXWSvaSC23596FzSldZx9Dd1gcz8niCFfl+LstIFsdYFNsCrSMZyiSfpOwoxHzLPM"
    "y2KzSri7pew/MS7HkL3kK9kFbx7Oya3UZd5lVBfS23hCHHZ4klH/akpEe3E4oX3gn+a8FewD/7IHMxCTyLdcJHWMxn6RDRjjJ7gO"
    "Njn3NbNMcUZVy9Uqey/IpThxttc3YPdLENXeqP/Si/VNnNZ/tu0u1yBWTiAKnal9oB3v0DF6Bc5v/7aj9CA5B55uNfy3TbVNfrca"
    "aeMPFjcHUQ+/IK4N8ibW1OLzpViNV6BvPtOXWvRbRhouYgRsjeuicIUjus5WkstrLMv7vyQxP8mRZJxjVnkae8WW0NfJwEq6mfoS"
    "2mnrktwJ1v9y9uvMJ05eVncU4weczsx/OfbDZn8ttlnJ2OxyOdrzs9tzvyEOF7SYmCDjydBXwY7i34Kz8Zs5+G+GXqv3yXNkl7wD"
    "K3+MrA0mwgK9CZ03Krge+/g+GTTSOEEPBjZVtAwyPV+fpYea8vUGw1aK+er4SNlMq8Mn9Gk9QXu16VjUXzviO4Zrx+Aa1p8TPD+b"
    "w3IkvHf1E/ZFyHzs/Lbdfd+Isv+hmtiyYZ7/xeFkGp7ccnLYW7S/mXyKVSrXQ2ErD0LMM5nyZ35CqV4Lj8HudIS8Cq9sOaxZO7z3"
    "fTHbeAAiDZsjmKClzJn8ZxVqA/ql83GNVZwraIAd+IvdZZb7e4YTverzzR1kTyKFmowXye1yoDxMHb+PTFVjCVlDjT6JaIJRZSrM"
    "8+et5N4eCVleI9ZffxCuvBM882v1Hfa51cETMl/vHzoaa/2bPoG/vRl8Bx/xXJyJafqdft32AWirb2DPHtLrwn1x13Uet9IYTepx"
    "apbjrFTDfyhHVNmB2M3fwEruIMOYNTGskRTj9py2Yyf38RLzeAuhr/rl8rGM6ZC9PH+49VavW6do4ztLC00gLUR8N1IMk8Dyp5Ow"
    "Ro3wD3eB1qvjVESc+tYyq33xuZ3oj0/Arm4ot2G/rTu9HFroePxtqZ5BT8dN5jq56U38+qZWK2o2qboasnCKLIG0r9HNg71gpedi"
    "9erZBVxCG1JJz68B/vLT7GPa2bNjKDH/7KdFHkmoUI1/CLOJ7TyW+Q5c1xSr/JYnfoXTOJW0ARnqAoe8mWJ3czwvJQlfLzgAUvCy"
    "9JU69sHVMz9dzCzXGDGeyZWcsVzLTF9SXfX9S6zaQuipv3RZcBVeHYz4YrLugycaA526hWwOrX2XTNShiBAM4e9B7nKFHilNvvus"
    "ysdADuXwMjGka4ftvSPnIyMMvmQ+ooumMraT5mqx/dleoqn5Iv75MzHik1ocrIK9MlyAGr2JHKtX4PVx4cd4nu9kJ7xzgU39kmPK"
    "sTfZHT0uNmW6mnkw10HiruyQF103m+vh2R//ZsMewerwQGj/TkUrwpOC0nCtPiDpfAYjRRmKkenC8H6b4NkUa6W4bNEq2I1G2ump"
    "7KmyDnWHS5IhTl+M3tF7ennwvYzEySiBnbsa67+Z/AJJewP+nXn3Z4mrvTQyR1Qk1sFSilM9AD7DFfDyirFCh4sx/s6BJi5snbvC"
    "Kz6E0+HV5Lh1eIGG/Wb9ftVE6LDadHd4ymPpSW2JO7IZ7l2Y7zOWzH5yLeKGv2EFrwh+1ZshAz3gfT2JJ5si3+px0PvjiKPe3DcV"
    "Zcob2Y/QxD1IE3O+QZ+UDLtYrY5cxlVpQJS8DLvznhgfwRTjDoIGiCESVVqvLvQUGnxn5VYtOhUitB3HFd/oWUjX0NfbC9FqBrIy"
    "RAbg7DfobbifuTgXE1gRXazf6+Hr4cOOrll4RUOcquewfoYZNg67NlyM/eduMglcI8YaXgNtebsYnvl2eK6RnL0rhGXdRIa6qDu3"
    "ht5yN3F4JnYH7eQKIqk7dD872/PxnpfF1ffSjIFKqAVLYaEnYcfekLegp8bqW9q/qBrW7QZ4QF2Zl9tRqqnrVE9h32wtq4rDWb+0"
    "7PQlsHTLcedbyBz9U4dqMwN7gujO0YzmlrIRdNaTchzWM4bvms547mJ5Gbp7ud6Es3Ywsw6TuctLWYM+hjMICtsyX4+SUlY2jhDD"
    "s/+tFd0bI15aEvblOFnLmGQVEZpKvBSsG6eX8/6uwbl9C3Yupd8UvSPzcBffI459G9HPcnjOD+IpHoBVsRrSdCJB/KFN5GZqYPQa"
    "9aTlOOFlPmsHcXJgtqSILDPWLx9j5LmE82sJ3TB4AKdpBWLgi2Uo4gjzgbaGxq/Cnb4afMT+5fGQjJz3uMwbNJyvTT0uiMM/iWIG"
    "04q7+v5Xh/TcWTItotrmfOz/d6SHwv7oe5Cfr3BaRwa/6VVYtbn6KTyAw8m5HPlUjXyCg8WhfNbBV95BjBPM7Mks9oZa9czm6+ux"
    "2hdLk+/BaWR3w4GS9bwcPTyeXI4dxVGEbl6vRXXTIF/LmN9IEHu/AhpnBK65iCjUpZDt88WyiZN8XqCTZNbDRDUTslaBJzBdM4jY"
    "XA140pm4j+HaVi/Vl3RuMFhv08uM6US6BSXyEnRlHX0Y6x6yux7FToiVRMruLouZXZ0KW1QMOdxD+ssYOVgGtGBwjaLYJvak7Bgc"
    "B01QDL9jtBoS3076WtHQYKSsCHfIs7RFe9pErI+kFn5lXZ5BN7XWkpnj4hZdIG+2wGPSvJV1WEuOYaeDOCSZNYgZm6hbOsmN8gW8"
    "mjo9W1xdohcZk9LMMpR4FrXoSSO0Mnf9hdi3eaz4lkPWt4eOtcmEiXpLkMuzzmueN2dL309ZSBIfMqYKSko0fZHz3HgKKbuDn3O+"
    "fQWjTZNGw+u/CyewuxjGSDXxtjbHjr+F5/kTFmQz+IyGBlSCM384tEkvRHVNOH99pIaZCpPcjtAxQ5md3IxsJh3FYl9D1PoT12sv"
    "dqINC6iPWM7adTCcwOx8g14oj+vG8AXeE5tlmqd76kfwi+6EpXzPr1g77k77FlyJDi05OvXOS2rnOX+fwlPbnNOLOkf+BS05QqxT"
    "52dEsuZXbIU7cOzcFq0sYLXwMGKypZnpOIoxUXdWkGwKYk/ZKc/BlaNsW73X/vxvEIAKv3I4/McYz62t2Hz+9Ah2th53uJA2Qoms"
    "6vqcMkRiOlVegB59QBN49n3lfUTDh+jhOj88XaL6hIsL7MmsI7rWd69FefXNRVt0Q0ce9f/EZC78ivkj5xHT1ub1TNcdQlSMFE7J"
    "kbBVbWUlfabboOtmw5auJiZ9Sh1jXCO7gs4Q13fTAAkdLIbfugCWzTpWjDtvlb4L6blUvtR3YQfayo96ue5WNEqvhydxJ1bAkF0O"
    "42ygQ3dqR5kpYVeYeVA/0vc3Fg2T+EU4mbdK5I3u4rnfXFwc91p1/a8Y7vYa5jGt5jIMPuCrnGTdPqikXepMzR6Im7vYQZyX3ktS"
    "3neJMB/bexSUQrFMjridkmcS3IKv1BFBpAGR+GzI5qGwp8vJ3/m5VbTy0zbK2o7DNHEWrElf03s9/+F27EeJQ9+s0DuZ43OZ+H18"
    "Zss6Of6NiEUgSRnN+WkIxyg7Q3/C9/aVr+HfXIpVfQD6/DDz3GFJhst96mxoBwlbxCGhZ467UBzGTC17xC1aWoQVO1IMZ8wmDwyf"
    "xryfTbC3e8rJ8JaNO7p5L+K+ppfVY3HXe8MjXeT7doYy8+Q6WArrxGXwa86Wh8lZtQoa4FL5ipGfZen2xz7+jKhtMfzPWbB1Nrvy"
    "CyzPZ/DM58D//IIskd1kpNwFX68W0rWVRFxz6udSlN2FVhs6mL5DmzxrXKiu43mmGHaYYTdPhT2cDo9qJnzel6CtK+BJxejl1ZHZ"
    "r84yCzId2sp2IJBsHiPYWRU3hT6LNcMk+3PnsOfon/BPz/a8ip/4itr3XJnj5EREKRvJHdogj+I3/RHR3yEzsMK/IcKs/q/yb/+N"
    "jxTAl0/ypGwk7RmlmvZvRwb2QlezXroaIi/tDYsyH5Iyl3XjjeV/667/u8/8b13t/+4d/G/d2///a/C/IyEO48kqJhOgj0uZ7aqC"
    "VzWBiJcJRHvfQN9N0d3kO+0rhph4rBTm6C3MHFjRgsk047EBTDMNhIY9hH36KY17jGDrpttNbGJ/B3EMyUnqZss5HS9xVhMHc/ZJ"
    "87OMms/1N+Txi7O485iPa9qwWh5IP/oE9S10Pyy/nIpPdRfDGryNzClV7C02bW4obBNZl1ml25NJYxF9aiXmwjaIOkLaqzizo67z"
    "voLIRy6WLqZOjPO3ESdWhM2+k7eJCfgQC1og2UbebzXr+zH/90Ml4/EPmsgCZpW4HTlvGuHUZ7wNegl79ZFar+EGMgnPtSO70Iw3"
    "yCEnDBXTTvNxZyOkDbng6+hF1nKuNbqLC1lVW6vbeoa4UB2eue3RfjKR+aY4Nf0CrE2dOk63EnzOmGINibecK2CdLZdyKi3Helw7"
    "SeTRdFKcgnF2M8UaUArXtolhYw5JsXKTgB2cJecHRwZLEDW8ies8i99eJ0foxmFhTk434xJqFJU4ZBVb9csQRRjCg2OjNjtfTdSf"
    "plZeyfleCtf1lcjnQLeRm3WX4ETZUz7RP7Q9IschmpWhwYbSH1JqT94JEcLAYAm7iqzeNg5W+1F9QKwTYRYs7Ehcqze+6QtYxvuD"
    "BubS3KRqihxuWXb2NSB6NwblneB9/KKXw1YOJ6Pfy/AKGuhnbyb7sBshR3xUy1jOYf1zPj3Yct0piJENz/qWpsGHsC7es3EOPhLD"
    "UprL/ZsDb7GcWRLjDbQZaTvpFmM3EOG2ENZrOZFUGuAFBsxQWK1mJF6pbOWV1nTV+qovDrWt0CuqO4vryrM7LvecDSl6hXEiDoX0"
    "3afiTjKMhq+T/61XyolVZz7qGqx9ibYJHBf9LCLjGHL9eLVJ+5FYhQTiir/x6R3h/88h6vcfkKE15Oxu0n/Ikz7Wr/EIom49qhkX"
    "dffYLD39/EnOs1XbHQU+f9acY9iavzlQ4vmZzow6nswc58gKv1KMq/2pY+GVngs/fzH0w76yJXzBvtjRwdLEe6lATJ0jxkvW45i5"
    "HuUGai835/IPRNF2tnp5RgjXZ9hdnD+q+jlzit/rk/pqMA+fsL6V83SRXMr7sb6P9j7eU8/FEeqD+P6bxHhnBonN7BfJZ7AYz8CL"
    "nIuI9QN9iJ3l/5A+8Ix/Y5Z0KeRuO9zJGZz+cP2KCeLu7u67gDaUlih7rlvasMWWkMcy7TEYkuxXsfXZRcqYcbC44zGpZQ5gKs6B"
    "cbgt4mTBSeydtE71U/C69ds2+MqVZaRiHu8pBqtwC3Nm1olRxchxEVlslhJRKkM76FA5s5T0Wr1bsqzbpdg5U0ev3SZd7pOuYjOB"
    "o/B9s6GH3kQ8tkx7IKZ/GHr0aImwAmtpa5XdHecxBs6wKmN9aWVE7UjA/ueo911k7TABU/qfcXgujynT8pUS9gwfzqpbH9zBBWTh"
    "sAxgd3Zl95MSX8Oxe2jP9bdYag47CD+FZ/0PeZOcH8tgR0qh6X5HRNZJJsljZCc7RSZIZXiAFJ7sLpzNM2wIy6FHJ6ReizzvZJ3G"
    "W8yB2wy4veMSsXrTAqzJUR7TMuOrTraCx0D+si2QIkVCX99dQXyepK/3tsd1lLXRUn+vzjfZw6+em5wv9khn0dzli3yaVYz0qzll"
    "Fuc+1TDT/DJivHPFuHkcEmQTuQZN327kdWKalth1uIXsl7efB3geV+Xs6FLfC5klr+5X0K/X6Vmw+7+HO+L9/5Y39ODgC9iPJuq3"
    "LDE5HAqtTRndA1/JItXQd8jkPFZzE63pUTIasexPcptsEbyr34anhpvoyqCDrGVHaQ/ZGbucYt9Ne+yidTL0krfgd9azcm5MQ2s5"
    "n1vpY/8cfUbTUqPFVUhrWDkxJl2bYinXx/QG2MjrgjJdFOygb8DSraS/8x78oNWM+RvgLwxmL3GhrLvxAm0sbgptS4n40VzX6l7i"
    "8IpsWrWIM9lzae+O0ecgJ6fDo+4k02D7BuIsfaAHFTV5fbeZ525z3oXLlafYo2avbyiRn5imb7tADyPbU53eAL/5B+i6oZCCefq8"
    "78iM+VV28jaYs8zfwBal8f3D5Vi5RzsE7xJ9vSusyj6cbU3nkTldPs6yBBdIGTsZRbIezy/L6q5CFm4Sw2g3PKvNZVf5gRp8gn7n"
    "bU3I3vd6b38GUC4fFpuIGYgTsT383E85V/OVvgFLtynxnq6DR3dlcKJ1qYc7BG/Jg7Kp3Ik9a/CTSgliUB4oI2QAnn42Z29rsBal"
    "rPAYmtM/5Xcx5KcPmdmuow6fw/NQwc61ULsF28PT2Vf20wuCHnIJ/IWTIBPPkA8u9NNjDvEvJGu6TdMdre/qbXqC/ITv7CufyyaQ"
    "FZG2wZbUjDnPi+t0gOrF8GtW4J0VulwXw3pfTvRKw3lu0DncnW7rcGGJ91yst700z8DsZh8MuXGELIJ/2A6ae7TsJF/pZOg860ov"
    "hRfgMvpO12fJ1RnTR8RNZzjmnsOIr5H2OC/2rn/qRjoJ636jjggq5AREe0/Cur6q7YPCuHmLYUnfw96aVhmN87AS13wDsjFICuM9"
    "2bRjTl8gd9cc/Y2zkz/jxJtHfSp09Tj6ZHXYu31Y354MrTID9ijMszNWq8PZMeks/EoT7GgPOZb+ZY1eQftRCRs3xs9XWRx5J+7Z"
    "bE2O3fbG2XwidIzDb2qgtbaTVcVOu7twpsy3+YhMFlsj7j1cy2R/nt4n5U4xbLk0dMlR8Mkm6Y96RNA666RZjMkeD8N8MmezhwWj"
    "9Vvc75d6R1CJ9bhcxujFWhYqJ5IiFqos0RpcR3xKC+O7/N99JY2zkPFRrMMdSzPbn27lDiyHexgxheo4w7c9beti4htatnBH6iR7"
    "8g2Id2CTuXfILvICkSxHFL0dPq+7wI5tI0OCI/UFvVo/hIxuJbsWjYLc1YZ7yX2IHg8McnmOmMa8rxiSfbOBTGEmBfuRETHGWfKH"
    "oHPqoXMX6zPyL0RLm+P0TVTDovse35CEPCboP5le24X58L8pJadgr5YZ55YYos0L+hp8jM/lFLkA793bzwaYtthWXP0qic/9331l"
    "ha6Gp74Wlq9G34G+2l1sPmkZOVoW5DvSbWUrfeZ5GOLPlZyMOoXsgFl2C++P1YD2gyVdgwi6I7RJH5lIq/gzJNg6qWzyqm0eCUs9"
    "15BxGJ4l9bSgxpNsqOJHQ/euZP+oyXKmxZxJZGtmMOr5AVf+TY7XO+Ri3N/H4VXB7/QPNpLjpZpdIdYtsrN8q3a9RXlGF9NS53nt"
    "WEr9Z3UVszM5b5tsPjVNxmSra3WSNPGzrSO9DKd+GbSTId7EKLkpauUqnqObZTvinrloKcImSrNXqidWdjOJcAnUz46W6UGtZswK"
    "5xxu8lwZbkWW+CzUZHUTVS46O4XR2WRvUVepi3eVctvELE5Izt1h4liEqjz3WcgZuTg5atyMY1ab8YeqfQz8CWOfEqzH57DOr8Am"
    "GlfmNKx/J3JE9eVV+xIxNIETOBWe4xqNvI94vqsy6zGHokpwhtFQEXHjapgpGEcUowyiK9e5YtX7s+Raqde4zwtNIIrh1fRgysmS"
    "mKEfu5j227B4DfVgtNwsnfJzF2lf4Wvr+8UNW7MbZ9DX6LOc6K8ka3QlPKl5xPjfgZ668TqaH/iMnIpr9kdcWu5x1hyeon33OeKQ"
    "mfpxvWvY1RvN0w+XYfpu8DXW+1NONF+GFdocfsldrdTAspD2f+RzY2mPiJ7ydZf1f6aeHo3tlEPZt3h4a0paN1gCh3C6Aefnl7Or"
    "N8m6dCFJNE/xdHbiuV7/Ks+RUdXKHTzO6oTdZVuP7JnlbGZrVqaCEZD1xFQRr+M3Ri/GgVcKr6fM53Kzvme3kXGwQOdGkbmb+4vT"
    "Y1nb6itNHu17KW24sXgUyb3wGGYRA7EGtuNL/FyhC8m12VcGBG7aPel5y1xcs6vY/O07+peOhzYtg079FPd6O+zIMr1cxxQlNek9"
    "1SrKqov9rZJ4gX6B07MafvdExMwl2GHzDIYHWxHbxf2T8BxEjjc4o0m/NznPkp5V14NhkxbtpIlapQS+Tg94cabpV0EzmM62nsxT"
    "oLW2tH508rKYhhyF2KE3fCjrjVrrMS+sPyFOHLUq7lbI7sEsT4ObnWsghnAzz0zkgVT7jgGLHtbgkwt1pSzHuv3Wymfe0DvgS+4i"
    "0xHBbCO/4V7eZB7vqBaI7cf4uL6WumIOPKwDiKmcJF99byIqbwgfeEffadLNo/jm6INZ9r49XtnR4+U5tvBmxFVD2TDNtpefLScD"
    "IRFfrLfgLKnmVH6VZxCpJsPQN/q7/Igop1Iv1VmBocXei1O9vRwFSdmAOO+r4WWUc/LQYsxizkidJW7O0/Sae7I6SuUUyEo6HxHF"
    "aRdTfAKbPBtOPusyZle2hmWtYCZ0D49c5fqhsh4hMq0brjNhtq7dyFK/GcbELpR918e7Gvr7IjKonirWDWc2wGq4hsQyhiwZQzjn"
    "YqwxKfKUlSFKmQ55t8jL2Jufkj7Ym6dozebrLfII/KAVWNWB7O9P6EuIsH7Tl+ExjUKsvZucLJ/Byx2jt+LTDyNifU/Oh09+Dxli"
    "ji+aidP0pJ5J/+hc9g+vxunfQl6T7xD/deM84RuI2J720WeKq2X50HEeI+kWb3v7ev6GLN8T5qeLXcaympmhRo+SHoPsGp5oDaeQ"
    "HGO3YS2dx+6znfO9BPXERs76iYqh7HYqVsfi24crbHwl5exy6ClhC2wkh0+YY3f5btJF9iEKYT0lIkkbdRo1USn2I+N7jfthvSo9"
    "EmUqzxJiSNPdfS/EIuzB57BBU/Q4aK7vIRmrIBUl2MMheS69nEfYiriQnd8S5WPUM5abH3Kb/A4deyz7Z2ew76YzYujtWHtf7PW+"
    "Q385WlI+2/QgfKtO8PcslzwXTz4a8voHc4zv6DToobcQe5kFeUFGQs9tKSfjPXdIJSf2rePgIc7OTMQ9/U2+soexbpfJNtBfsyAx"
    "xuf9JPTBAjzTcq5+SBafOLnrbarvE3mW0Vg79kInfbQ2hVZmZ8j6IkjRvpCirvKTDMapvED6B5vIUBksD+gI3T64VN/XYfqR3hNc"
    "HIzRPTRFdnJbrVFEo11LzRuH//Er7nYBfEnrsvgdn9hFNpZ78NQBz9YZsqIFrofhBDgrFfdYWznylKX0OHYIJeGRP41VVv0MMaDh"
    "CTyJHTsM112C/awng5XZy3rqi+5ibHYrWDE7nHNc0U7U+dftHBwkWY8P5Lp/Q8pwTqcRVSanbmK4J/t4cr4HsEu+Ay/OiTxXCzSU"
    "6h5iHe82GVFlM/x6I2zvDlzpiAUh0id7SJIzrwmPJOhyOBYhbIHVOYO4UYuonRtsmhRXak+e8Bqr8yBysuqezST9Lo9D9j+EBbiH"
    "HZbNWFhpX2t0fYqFajl1zFRkWRNZtze8q6yPhdbO/u36ICKUL6Blx8uPshj28Cu9XQ7Vf9HDCXHy3fsjdD71vs/6X8mSUTSm1zAz"
    "+Qo1ci/2GrvKYM5PJ6Q0QooxLT4Wcazlj95XQ0y/kMh3c6DjHIZgBzzbJvm1cKh+d4tDWcqQXSmmrofRMjYV8BLXqJOwOXqlTMa6"
    "roYkz4UcVxMHdTmxOKzzNQvfpYZ576gnt8ozoITM/t0spsuGSz2tSwx+zcGsMFRCf3XGlfrgm1ZRo3XB3y6TafA8DPetPbTTeXKp"
    "lLMb5y9Od9udnQ7dZIxtP6mbYZ6MK9TKEsQFdqot8jjBZ18sq9fIvTNG4QbVFh25Ebt1wvPPxj2rrUm44VZt2UpONWROIJJ408Pq"
    "T7fl3Qwd6kxYvEGyIyvIE/UL2djvW0g+nXp/H5E2niEz2fFmJ+sznnDjPzWer21ZD1A/GSS+R9FQTDZEDDIJe11vc8BYmaOIfvo5"
    "bdMgziYkvK1q9E86lNM7NvOS812Cbma9gXrQMrVLsKIL8Pvp9JnP4URn0kcJTczSuT7cLFfKZvwWewQre/VBIsQl6Hebp/OwuPy5"
    "TUW6PoIqIn+Zf9zTz3qm4VOaNB8kS/PouxFDRc6jSfYTNwsV9SBEfWvWZ2DIrLv5roUM5w3sn4PlJLFpz0b2cJg325WcXAvh+YQt"
    "4gS3LqX8+XjZAxZ7FryXI/XmYIo+jucZo89Cz8Zohd0sdMbXN3bkNcx2TMJOzDYfVa2j0masTpS7mfNvR9wpJQJ9jvFkDXH/msjb"
    "+jfj+xTveBZ+3imYEhrWy586OnhQJwS3Sj/dM+gDv/zV8CQp8T5JxDuWJY+MYTWeLw95DJnnOFNlsrApJ/uWeflMsmvz2jwSkKGK"
    "p3Ae12JdtsHp6op92wQn2/hPdvJWXhn3/eY/caJE6Mgh7HpNnvHNZpR/w3kciyseLC/pT5DjMdDRB8APMx7Gbzwz6Djivzv2y7/k"
    "Rs7GHCMOFzHFCcWQCLd1kA9b31qcIavf2QxdW1mIz75IJr/tKNcZVoZSlIURuOdl+M6F2K0FnMfbDO+vxWl4DGt2u14ZrOKulXN6"
    "6C/cZ2fcm9UxrSd4N6lS171g+ugK2lmLF08jkmkbuZq1bevb/pDeR8R+J9QvzTMPE7Aq1sXdBC1rvebPYe/vxn1cIN9jla23cQKi"
    "Mpt2/R53OAVP96UsJ2qmocVOgddlXYfGG2wMGwlOVzcxC3ki2aFqeOK6yOc4LdsSiTuHfc/AM+4nS2WUHoqow7oWzxKr6C6Fd/KR"
    "WjbuEPknLMIInIZ5+Nvn2IdVnEP5A1e7KEgR0TzNu+jNfe9CBOQM1qU+Xwc0X6AnvTTLWfaSveCtvKBH47syeies3XGIWc8mwrTD"
    "B2uJQuI6nAojx9p8Vq881mvcYx04HPIqsgNuIBHvYZY9PfFWuPHOlWcRHXym5XKJbBF0CGaFdbokLMGJMxbdGPPwY9iblWDPTh2n"
    "71bCCtZ5pvcmdr5a1/EqLdyvHGGU2HRshAjvEN/2kZR/rd5bkmGce12lIxEruXmpBBmDU+zd2gjPXLjm6ip1zbMNOWryJh1IaxPz"
    "foDD63YTdMNx5s7A/q7Sq3DNZXIbVnAxIqrb5M2gsyS9t57Q4xlDJDinUEedFsU27Whl4vy+rcWYSNZCmwzCWYqxlp2ANfuNjOiu"
    "/85yIaPyDAP9ZIXn8La1foxrHef0TR0n8QpPBlX5Pe3Zwhdrx8yk9UPkmGHKco3d5Gqq1Vxn4QpHSFTgtEYzetl8LvdQnOBoF1xO"
    "p9H3+n0Fz+pDRA8r8ecnerceG3wBo/xPmUFPtSPXLuMzaQnEJAu4U3HvEYzk9xoP8hUS91HjzsxE1NMTjXZxE/pPK2kVU2TRUXLG"
    "7MHZD8cDWEkEwM3FVVj3Fsf/tSyPpumyU5djFyq8f52DPrGflvIeD4Qf3UVSeazBCBnIvrmTlPusUAqeq7GVOrw1m6z+Gz5ckp52"
    "BWvyNZzaXIqTcxCtiHkTpViJGL7BVm0xrnY3YrvXsGu94cGM1pdgVz/Wb6FRj0I0/zMs9xtqPYo/46RfFHyHuxovj+BE7ytf6weQ"
    "44tkbzkLms20RLm2zD9ESKdCTHgRi1CT9HZqOP/yqBjW1Ry1iXfT+TZTFEPkNoRoT8s5cbyCz6ns5EgS0zbL3yVa4W/8JawKdkec"
    "9inO00vhvfrP4G/pJsOg0Y2x5XhZQ6/Q+V0Hi5u1dbmsWAvc/WMpA5ZpXO07i1w2QBDXzsE9ZHyFqIZ9ic7b2Vp6c843ocZGeLgc"
    "wx6Wasa9dUSpm6dH4Puvg300XpNX5EO9it/4XSsolo38vcNB38wjwLochvHYXM343lV6FkqO3B6GLPoWovG35G1joMKfH0G6J+E7"
    "O8jvzGhZV2UjNYrJ0lOwcafDAk5h5bueWDzVagz3FyOa7oQ134hT9c7KuG6io0U9huhGPlYJ1+nFsf4cy49eB3u6Ro6WmyGFV8mr"
    "+ibWsw9WsKvMJ7bbRTgjR0gJeyEt8xTm8QpKoWMcmna9PgMZWwidV4lnXQbbZpmHRkr2LFiTnGfbcXZsV3hIpfSNL5b7dbwYGoUx"
    "P7xO5KtPWI9r1H6Sa4EZk8nP1dbRW8r6ni/LDBom5DAiQzmk4OWeo9R87A8gh7l8t0+aV815SckRnSjJHPCxOGnG2LwYOroX/JQr"
    "cN4uQATSW4YHx8l30FXjyLC5qzZbKc3PdPZinD9UT9P75Vttrx8X3V20vV4WdoZn1ifYKczmGaab8hN7QyTmkcaC9eIGWW/dr1Kh"
    "D+C+7tdR+pq+ql/pEUVp/H8NY4tSMhvMhU49Bmt/ePClrz5lPSa45Uou5pk3Pto6MqVl2BesZFdJ4xu64/e1WKMlkKJ6zmtM1+vl"
    "X/jUDJ0F/fsAPIGb2M01LjxMBsvH4ZSgB94Raph/+tAjjb/Njoicz4jF2AH3NCWkglGL+Sht1tOTleT7s94nT8BvCP3+OQyWhryW"
    "dSwNSus0m/mLubj7E7CSx+Gav8Nv3BjRq80k1+CcHQ8b+zokowM8ut1gA8fKr2oz4huLTQrNhqYZKOMgbfPgQx4h2+sNiKdrsT5b"
    "iQal2in4MuyqEzyuh/qevHvov1vn0C3kvMzlO+dc1+JcRnNTGLXV0093fe0fsl+2jutQl2cWs+c/WFzWqNArbtZqpeeYVz8FpcTj"
    "vxCS6tjujQ91pqbI+dzAeykjlmaC3AOWf/uV+IVX4m/fwPt4ypi0xDR4XN+WX2WahsTuNxaiFew52oW70MBsqGFjn+sj/V95j9VE"
    "GyzW56HjTKNZB/Ez7Km4Fyvc5HlwNY8o3tMjBySpLTK0Gkmy694mrh+khN1s3aDPrOegUk7DHq/Ue/Ge1WrxiL3rW3zSGE3nw5ca"
    "Aj31Lp7saeLUO5a0MiJDWny0iL08ac8Mahn5vtJXjOt6G0nkvUJnNbb1ftBGOAv9WWfIwjYkiJxkNnwVuXrLoKlsHX/CT6dDknLQ"
    "FCth3XKw1CHztw2exeRqnBvrnMn5LKNJ+DYejzmrg2UZY5IpzEhZfNIIeckwui/Ggn2Mk/4OPPt3dAFO/5mMiKciNv4jWBy+obfg"
    "Cq/q/sEVwWXQ3ifIZ+Fy7IDhzexFRPOesoJX3YuzHF9AI1uX6kxoYZvu2JesYYh0tCn8SB/GU/5LroJf/Qk8oZ3xbdvKEjGsPpOU"
    "rXDNcxjTLCT2XZPvBV0NWx9hxae12stjAzTN5rLYs4enmQduotavxn2k9Dr26Si93HJ+ZoycobchRv8r/CE8WDYIvg++hO6cLz3h"
    "4Znv73DQ9pAyX8myCcLLIBNL8f1b494C6OkXcE3Dii/Gmbbe0h/FeO2roBVvhTRP1a89H0bOd0rY/ezp+42t0+BWPHtX2PjFeOcU"
    "RHdHSxdoi82gKY7HWXtQjsIuPalHYC3+0obwI5nPz23o59E3kCiXFNnU9TOV/urRIX+Ed2DVnO/10OAA7Osz2Lm2zMgEYmxzy/CM"
    "dUSZM3+4i2TzPLvmeW8qKT9hp+xKLsp779E5uxd6OcDajMV+fYXobeOgBJ7b35xs6SUH0pt+Fl7hAsbwVcTjX0gcA0NOczWIXSTJ"
    "rNM+kO1VauhOdThL87VGJumrsj+8kzLfIzqA9+UYQeLe57kJuvRCOUkf1JLwS6zto5CnH8OGUIMG2OndmEtxDIyOtyjFfsNqrkCp"
    "j+nqcA77wLcaIIa5XYf96ULNsaNE8ycma3H2gDT6fp/2jESmMAr4n5ywTpvajG83crW4mXeroJlXe5ncENTIScEnWhc+LIP1nLAv"
    "PJTOUh8eE2RhJaqZ37Ua89cSY14ojjOQpW9liD77+/xbxvcSWHVoa3qtZ8gB4tAmiuGfr4BX/xI89uk4Tz/Ap99WLsM9PaB3IiIo"
    "7B8MEesRmcvMsGH6lOLfIWI9Dp1khe+0GEv0SXuy/jIC1svVHjXfCxr3HJOGPzUZvsw/EIftDCmZDon5WvfXUnlAUl43p5j/svkT"
    "67mcBc+imnWEDC2z3dGTfN566JRekBzDGDL8or3YU2I9+iOkF9e8h++fb56HV3Z9VJOVdUfoCus7eF82gW/bHbHHzjojPBMS9DW0"
    "31i9Vj5DFPOgvhEcF6zR8+D5Go73atY6i1kr3xdXSJD9MkZ5SuYrMBYtFMZZeB3a7TQxJsJ/6r9kvGE3yLawDbdB2t6EF2tTOzXk"
    "pbVqsfG7ruGuFjMmsWtYtNi7BZJv2ve659T1yGgBHpuNeUeW61irLzEWTRGfL2TOJO29wfX3Fn2NXZ+J3fgIdvclaIqfoH0Mu/As"
    "aIzO4hhirbM+Q9uf8XzYG+Vr9s6bau+7NKzX4R3swhT8/3joAMsLTkNsOlAKY3PHeXLUdwa6zErITpxaPP9IVo0mqrEEPgnt9IYe"
    "FRS1kqdwDMDOg2700lFPtr4083qPsBaUIIOksc7b970jC5m9M/7wJcyFGK7AddDUGU7H2VU2lAauaIaY3pY1mYkYfC07xXKe16OK"
    "2Y9KrpGd3JM4ZfGk9z4vwgr8xaxFLSOIcuIzrmBeM/T52kzef91Wkj53UuiVu2E5+skh0lMWBH9zsn2Y9oaHekPgMiRtJWILGshV"
    "MFzn7SWT961zedaPJDOpTeEd8lf4LGT1ZC3S+/XYYIh21O3bFu752U1c/1nYgsfeeuhXap+i28IbZVNtDJN6n/bSseHnwdSwXxhr"
    "29z9FeWwXQy1qdyDKGe8jsOTvIGV/J1YTu/rjXJD0amS88hf5Z5hOkX90ANWo47sBCnOwWQhwxVkdrRew0ZIreESnSw3QJKWUt7K"
    "4Rdcz2nL0M9KOvTWBkrqBzg1veUPePq9YJeXwyvshsjke3hDD+gOwWKLJPHfIMjg7vApO1iPbdDVr45qlJVXIli7fgTrUxfPK5XW"
    "ZpTZQitq3t1OsODGUxpnvmQZnmsWvKiNZLjkiL7cBJvaDrZrnsVxrJllONFpOvtdcqamWE9ZjlMR4H3ltGwBvrMTa10D2UXvNEzK"
    "+9Mha5X1nmMw45EcrJNlIXV2qf4buv3YfDbOVTiEPSPWq9eNHXaBv0LCW+2pWuKZuRNEpzV7E4On4OY1mxhd5Dw6wwDZgFmwmH7I"
    "DvtqasZy/Gmd7+O0X3Caz4oMEccX7phHqvxZt8napLr6m52V3fM5a+OqaNKmfFdpFa7g+q2a2O34NLyvMubQ0kSEHiEv6fnY+2Vy"
    "ibwKb2dk0Btn63nsdz3x5jPEsm9GenA5kCOxG88j3pmKn74I9xVjsdkgeJzrt70c5DuarGvfaZCQ1rDQK+7piiSlUc/cYMpUGve1"
    "O+7qDGiBXcTyll+GL0E2jhbDj4v4dO0zvWWQz8UZD8V30DJPcf2W4zkOlCQ7/Ovh/bdhPSHJWDmOKNTmSWPM/3fmDG8UH5v1aMvn"
    "PoYdznZvK9hJsCdx1lPYp/k4N3PE8kuf4nse17MhmzN0sv4T1zlfvoSH/Iq+J8/D51urP+gpkKptcL7q87Fp1ldbs56jcw4ioNI8"
    "m5zNHizjqS3cu79a7xfX9WcR5mTdTxxbWiV8pMgT2pJyEKc2SbMaUpfvVoswKLfhUy+EP7gGd5ElfsfeeJpGfEMJ7qO9OK6OSmZ3"
    "M4zGZ8O2VGjoO/4iHWdsX1vzNO0rMd8HEDGAuqyGchZc8ogaQnbUYtbbpsE7SzDT5BgvGjj52cgI9yVpoLYze7+KqDNbiVmWHZiX"
    "MyzfBbjGeHIYNcK7GtNC7/aSMD9Fb1b+KmlZK496S2bhs1sUHSXnQI+V6aPQ0R+yb+da+NFtWsnuD/ZxTLYF9ovLM1h3YpTXr/f8"
    "O7M5Z+b0Z9RplMGziO+KKFybOkY+lmKsRD0xbubQe6vAe6b+V/gHTdirMv1cDam8jRwsH+gRYn3iG8hAX22xe3Q9APtIHTsgL/VM"
    "P84PctH/dHqN1gdXi3s1DGrDJhmMK66E5M5shb9xDZ66Cl7qnbDpZZxNLMZvjpW15D1wuO4diTBovSDdOJmcot7LscqR8uw77XDf"
    "O60Tp0T5eIdRU/iu59FuJpgZN6ak8Vhz61vdHbFrQp6BZR1q5ywc3mY3OVOv1I/Cv1qp5aTgt+XyWc1rqJkc1h6iDTyh+c794b3G"
    "Weebpj/BP7dMylqsVgPOfgW8r0lkpPgcvtR/cp42e8LWrdBtHWaRMI/ia3bXqhCjJIpwzR4tzHcYFP2P6DoNaXdaL0vLFdBOMvcj"
    "P8M69YVvfJAeHrwUHKQ36k74zVu6QH7B7rWRvWV/2I7+wXaIhq7Fid8I/zZpH9kSNn0CLMT9iGLnaodgDPzJv/RtSfuegSz7caz3"
    "2VAr12JVLN80gK+/g0jVWGWtEjpHp5DBK07fcRbiF+v1n8a43vWRWn9A1p8k62jbTwp3vRY+C44Tt15P8KicaXXoOkod+zj85lOD"
    "RsboGezxcvZWVrOvYTli85GQ6Qw7WofgLK7Arp6Bu3ga7/hB6+RlWPOD8TRnagn8mBLc40Iy91pn1Gd40jbSXSw6+l13k5vxe5t2"
    "7CevwE78TiZ5m0roKFvlJaA+nw8srOMd4q34zqBsngNtG66f6wh3jHal1P8XMTZYgzu4C3fSGx7h6fIDWY2/Yz7sRuzvjsx51zGy"
    "LYYvmibK7kT9BhFllrrN5eGa9Dj6JCmiZC1lF1VIbtDlvMcku3v6Ew3UWDf2Ejf7DS86bNB2QTYYi7UaFmTCc+Q+GQYRvltsEt71"
    "KIVEunQ16Buw2iFkbA8i/FlH9z4e/eok6ufCiOL1RPR0M+h7ykY8UyErZb3FuMEMU3sSc/gxSFSJPuF7s7LUIvv4v6Vot5JqTPJF"
    "ec3j6iPOtt3E9YqunWXHjuk9x5cy0PcYNOWZvjMeJcNx+0Qo+dvS+jfXCKI8gPO1u0vhV6I5++YYuoO/T2M33oT6ydbN4XjavNfG"
    "nreqo+8pS9EfPg171FWGMi5cBm1cScbGfbH+27OLOEOOeJeFNQQUQ2E/EOt9Z6sV9kL7U48njvHkGr95PRG+G4ntaquyo0Qxonr+"
    "R8cxdjW7+bL5DnO31sYVswR7OJMI49czwt+SHI0xel1uGny0RPbBWJPmsWttCTsi4mQKr2VuLUckzxrmq97Bmb4Bz/4dkYznIEr6"
    "BV5gFa3kJPkW75iOb/8eUt1GWtZo2rbIb5rH86wcDz35g86U0+RsnKrGkKyTxKlQ/ct7aaeJ4zWNqmUhJ7rc6TZfOe7P+jkS+kxy"
    "LTzVCh+ZWB24EItzax2FaVbATDrm+M5Yw/A9DBYs0SLeTjDezrG+2rMFamOzJbZ9uxGxW8Kjilfr6/IG+22/8l266+8ffSPsIW2D"
    "8/RYHalddaHcqe8HT8HfeS5IwTvbTCayS6oevl5SX9Er5Xr5A978IFicOHH74tDBS+CzPCw/4q6PkEGwq2cE9fRKPmCHzYayFBGu"
    "aaJBnNRbhZ8vgF47GNHMbWK+aFovoX6q5gqU039IEeHieHmB2sxQBR7CT9O1Vk6XydjT5fBIduXuWpdPE6zlb7iPuZDlUmba0swX"
    "rSU73lqtkEfw7Yvx3SdAFiZgt2phYXeUcZCjp7EeN2AdbcrSquvjsdPPa1N4s/xK1MUY5bJYrc74M/FJFsGL6yFV/JYsdW0fMUaO"
    "enWzXN1lkdcOjXyO48RljfbGqr3MbrE74VuovI07/wDrcGGrHuQB7K+sU9fJHyfHt+3nND0B39yJ89aw5GKMFD/IG/qmxy/pkJ+W"
    "FDIfOuzkQ6Rem9lZ04wzMrT+++CVjT3CkbMWMUY9m6w3Qx2jv7m+V2w29XqJc4q6jnnYBHNyC4gxFOp0+K9z2UWU0U/oa67Bmd4c"
    "p3kmEahSiOsMC/wVdinPxOcM0bCOti6NNUzyrlwfVIw1wHW/P/RPqh5x8Up21oce0amKc4xpaqWVvMYMarpneBoXePZH8+hazqwm"
    "w6f1tOB9/RGy0y14Hh7XWrlWT5FD1fr0toD1SlOvxcjSttbj0BYTv9zQOr8Vi/JcxS3Bzr5KeGpZSmiSs1Mbkd3R1qQPuW4T9I1s"
    "hiPjq1ZRJLsZYm3lPHhILIiWuqCef3bL98wY85frJK7wMy0JbwMPzvdF1/pPl/qpxgp8Z43Pl9rzDKc2VmJ43Q5/ytUis5zTSvsY"
    "e3AexTSayyvLM4snfLQd4/93lmhu3GRuW3F6NCS6hMugLUaMLTJCrFZ4vewuvcXw4cv0D71aH4Pv0g52pi18t3egaS6Refo3PKpq"
    "3MuGxPDKMqOQ1Ss4N1CrF+kYvVc+kx90qm4QvK1Ha9tgC/lUX4UkLINWK2bWYiW7IU+S6bzfwic4xvdlWRW6UGyK2DqER0LC7FmD"
    "9WC4u9i3r5gvNEoGSTRH8RUrjZZjtD5hQ4dfQW5x6wxO5L2MtuvEWy3lvM3/+KYadfnyImmejbX6aUgsL2NQSjGfk2IHd5WOIRPg"
    "8aw5mt05Dc9jk6/F9PErEQdkiMbi4rkO5EfMkMX5cezILVLLjEEJzs8x8iV078/sv3c+0mA+Zy0jhglY51vhgc6DRl6GvVit78Ob"
    "W0hUbePA+pMVi5DTxE2Ui39LlneyQB3f1IGctIrpw9C5s8nt59Dfkn6uLouY4ATOinaRXAukaWGnqevYNItUyic1TbIaut2szbt4"
    "/m1g47p73uGlejTtx364K5tg2YcMcdEktqslpdmHvC2renaaBxBLymEDrfS+Tsu9U3J7WVxwjPw/rH0HlFRV1vV53SAZyTlJUFBA"
    "lKQiMkbMGdTBHEfRccx5TCPGMeccUVEEFcwoICAqSXJoQhM651C56vz77HurupmxWeub9esidVW9eu/ec08+e+8vD+ursNMrdE3Q"
    "EStwi/yUaoornQU/otTfcRXxVGq8ll6F+zpcHF+wsZHW8jxVclJYMv1BSd/jJUQUs6nOVuRyL8nk/8ohpWF2tXTj3dXWQxWMslbu"
    "ugmtU2cQ8wjmUwxlbDzCe7jpjFYTsT6HHL1AIn7msIp+S4xcfebZ9/SdVy5St3f1ZXargzyoL+OJvkBM85la7fdfWdY/vbQeOngd"
    "W1rKV6x6eB/MaTTNdPNYPHmiWD3qNexjnJa4gvOGCebRxjJiacE8sps5Cut90gGaJawXSS586zzoo5DeDok0L+cTXGuNzxk9xLjX"
    "uiNP+Z+Ywhp+JepnmiOcn4izk9NygXcSv8a6Qg6SZAbBKemfNETOsxgRnSzWOV5cJqFh37IQcrdL38CZWQ+9/TDky3hcDpUpeGaH"
    "RLbQIyJYDnGIODyWNEf8XZyV78UdnoPdPgxx9cNyPyLRw7GC7yGqXoW/TYEk7wtdbF1TH8tg+OJdWfv/CLLxns/wBn/iIzR819/L"
    "UukpnYmOUiA34q7Xq6GPf/L/GWW0ithntUTu2sFqhNW0Ssid/B6nO4+TtMyHfaV7vhZrOkZNZLqw28mF+JbD6tVdCnym0nWeNPSk"
    "DU+DN3y1lPf9DHEuyZPu7MtFjBBvgu4aimcwbJjl0EXT9AcywlhuoYR9N+bj5bKjYhOZ6RK+YhWFnITJmLMdVn4718xVbSbJUeJq"
    "LZajuJz9ZDtpBW0dJopJ7D58x2zqrbR9S/hqVRuZtIfnWatzZCWu+Apsg/GYzIOHlQMJOmIPnCchWkjXsRZn5Fimz/kZ8y3q0I4q"
    "1XVGVUPPvE4M2LSmrNW/iLPkKc5PllHqTdtOZlxU4/sa8uC/noFV+0ZnYq3uhs64WYxnaQF5MtJTOa5K4GqhMY//3Z06uo6ZsL3X"
    "Xlu1ia8mOZ7TkDarZ9tbMGcS8Xq2lbhacxefJ2zB/HsTVkWch9JQBqPhV/7Q82WCPItr7AtNd6bE4QXdqRNS5xqLJju+032N42i9"
    "i/hsaTuUYAzuZmUsZ/AH7Ngm7HkBLEqubpD3scu/QEZ+gVYYAEtX4vnF4vgOlzVtBk/0NOyMsbmNlEFyXHCmGPL244gClupGzhwa"
    "L1y5VgSPU/Z24LNuRd28UJakUe1C7Aq1WHw9vII+8gnO5ivBNbA73+m6VK9gGSLFdTjhu/CTJvI3eMHjcP1/e3blQl8L+pWewZuQ"
    "gwqswLWQwRnwFgP9JPVF9lDyeF4D77O+f91Y6jN6Xqrz8ZNXEY9+hXjxVnkEkrBGzoQm/w2SosT12oInfIo44mfJArlrDxrJZUfa"
    "yF7MasXJrhaix9xwbbfhVxrGTEjjzNrvfTNoOlW0eg2h2ibIjtRD4mSbzsGZiJHjJzuI0bvMFqcTt/DM2/m5Hb7OajJMWY9eLX7d"
    "JYYU1hXXnU5UDIt8BmU9hdc34RPt5DrYmQXwXPIQm7gu975ieBMT4DmuIAaRVe/bM48Y89wS9ftW/rufLe7xbTrXs8nuhE3DlVsR"
    "lXAw9Hw5Wec24Ky/SIb0HeS0iOrn5KZfjjs6Xl7DHS2ArA8V62q6Uo6XxXi6aj5dwzHgAWLYz1vY03mcWH9Ye1nHLPsTchEimGJ6"
    "dVYRPwArlcv8WVdZmmGkKCNineGtPSQ22f0R7umgYJN8pFNwjyfLeJ0MXXKXRBmB3UfWhiTnLhPMRMynz9SLnTbpSkcaY9hwCVsw"
    "6rT8zsViuLe9cQ5WEzdzuNTwzCU442ExqunZ4xAXOQz93tiZdj6rvwF3+a12RPz0DzHEzh/Y4fyH9ghyyOO8CydvnefNcL0RNZxt"
    "W4Jobgd2dC418HI1/rosqWbXmmbQ2pIerzIFuSjESnyAaGOefgz/oBDn9gJZBJ/yQmiQVyD5a/DTL7BO/4INXwmP+01oiBsZX9tE"
    "oUPlDlOmLedTopfAKn+L1VgWjMGZeznVjx2yLcVqOXkZzzo9mTrE1yBDeql/1SpZG+kpCryWhl+pZtzgomFjUD6VsmndGN/L21k3"
    "kh/hNnkVEmh4J0Wpf+uX9Jaj9fzHpJ9RMl3+ksxgL4X6ykPC4z7/ipPYW9axk/VuSMNitdiiilgk58gqZpF30k+wmkgOvsVxnEZ8"
    "15zhkkW9PeyGV4o8o/h2vCPHs5SH4EcWYTWLuaN/EctefsfsyjEyEHHTL1jV88QQFpbCw5xOBCSb1P/RoxmJRDP6ZymnoxrWYos8"
    "DnkTj2Dj8uUXUgMcKlnUpQlf7zDGmnJmTdxknKssjfPW157tQvmLPg0JtejyRDlcGwWL9W2ZDf8/hKvN9nPqruJ1lp/eTeuQOjzd"
    "dt4KxTQ98xH30trVR58Nv+IqauI5TeyVfb2Vjvr8bBplJK59fAWk4XszvPtSrGG1fgmpMWTzauzMD3olP3UypCzqe9+Kca4+8tOD"
    "bvbP7N+NUuQzUuXs7otn6hsm7ydLmgerm8yBJF0p6xj55sMql0MTnxosxc6PrdcrXck5jv2YVd/GfP4oMb/j2OAP1jLW6zMej/bP"
    "dXYt2a0M7XsTvucPPSKw2fQt0LsTOe2ZxfjHnmkbpzbDnILarnHmNGuhFRLsfDOGvV1+/t31I5T5fo/+5Ctv59lYlCzfpVyhGD3J"
    "jbzPEO58BicDjJ3RGJUGQkI742cz8M5r9JLgEj1Kv5ErZCt21nV99eCfpfQBk1iDEGd1Y8wfjYCube3xyMzOlHgkYvE1MfH4ufZ7"
    "CXuvosy7Wk/GSnqM03QuPOU75SE87zQ5QX/Wv0FnfK/3wzs3pNmGchuuU7/SM2DbtP5h5M8bCl2QkGJmtivY11LJzp1iPvsR4qaV"
    "qjmfXOvzDYdIF3lU7pd+sg07ORM+j2XQ2nPyeZvH9UoS5ShO9L3HJOJ5s9yp37/e+c5jTNUQopFln9zqHO571tMoNEnGv8PE6gUr"
    "ORFl1ZO18BQs9z46MBsZoj6rwX5uZb2k2Gd7E5xts+xyirmjSi2FlvkJp8b8EZvCs91fAnuwCvZrKyKtCKd2CvRbZvtHwrb0lMGe"
    "XVahTexuFngkpC06iLyGYeZE+0p/MgyFsEYOvc80VhupIi7eJcyyWtR3vIS9HnARkfLOd9EfGyQ2lVhKXVapj4jhKlZ6nzrpq0vH"
    "ZaTXnqwKEvKWvgtP6VXYx39DE98uHYJx0M6XIcadj8//rvfq4/IVpOlTyPTjwQ2wUmvY6VKC5zxIpkqEDMSGum8V7JbiYoJWopms"
    "rRJp53T4ImchQnoSe/2xNsv+QsezTndYZjI6To/QVQ5TXGPLJ8+H7HyLX2uxj39HFNA5uFNqPVtmOS1iIXVJlDY7hLVw/L5D5GM8"
    "hav2Gvd8Q/gucWYpY772doyvsLqq78HYRVddCnkEE5OEk6VhJpD5OAtRP9VdSqkxBp1ezI1UQPbHy41i3anPM6s/Gud8q16VmRR3"
    "9bzFHiWpzPe9Nf6TfIh6fL1UZmrC9UsN9fPxmzxGhuPAPNFPpZdz3SLQey39ROsdsOzWZ9pRKnm2DZ9gPjRGiDg2S7EDB0gFP+X6"
    "Qzph7YdQSzyh67AOb2FdX4Km36QvQLLn6U9qDNBLIQnFRHHYjL27JYji37n6FmT5eqll7jbOyaPOnJmP0vs4UmIZFLoaj9NhMntt"
    "arJcnnUkrMdKrUwdpJ0haS8EzeQir0GqNd31KnI0syR57KlMkmvaIV1Zz4MxBUYY5bsp5HQP8Bn0aKNaxw+W5qo2y1ReL3rL/hNE"
    "n11eZh0mzChxaCrd8PR/IT/oR9Biu+Ah30f84i91Ejwu0+emd4+RO/C++VjpEXKpvIJVWweZt5zdPPiT2xlBDZY79Vp5FHY6ws6O"
    "H7HD1o9aAY2eS0TbRCZvas92qEcrKSFvuGM2iOktEueqR6jxZ+gsOZSZhRSnN/LZH19M+dmFHarwcuc45WwXcmEv9vV+Xxk5yQux"
    "wu9KPm2rw2wN+XNrn+xEXJy0F7y/j8aTzFCYbn1BttPuRYmPk+ApsUmEKqKnV7Gq2ESSvlaaxxxSzHtz/SVdJ4p7LJeOsGgBJWkp"
    "u9oNbfU2xNYbtVXwmk6F7noXO/mpvoRT95m2yR6g13N3u/mzW7/rMPU/vZIizm4y472pz4nWZOrmyzPyNcnPfIXZP5HUk8Sh3sb8"
    "TF+SU93tuHpbvGw5v2REppNl73r8mElfX6vwkwGxDC7WOeKyxa6L5Whyhaf8LKHtZBaZTyayq68VT04zxqRWG/sVNvNDKScCuc2N"
    "Z4v58DY33Rzx7xBqj2043dmULItC82E1GmW9Cx2Qp79BOprJJGjiNXi+a2UFPZ2Vsp06pAC/foT13UBe2iOkwp+7cvZpxFgbcB0T"
    "7tlcNipCaezMrHMP2r5yL1817Ek9GtJ4cDBSn9M7gyTu5WZ5Rp43FAZ9BGf/Zc+8GKXvmWDvk5uKTOh/MpO6v/+KNVipFvHk4l8f"
    "wk6ZdZ2t3wRd6lkS8TjHjsV5F2ueZmHXkR+6SI6kJ9xGOuzWf+F+VVEian3GxRA1Kokx7iZc2mNlPsAOFOBaKznPtpBZD4fQb9i+"
    "Teth/qbzXPtJPMPfE+UkXYonHx5w6hU8zTTY4CeDRXIIsbp6y97BwlSS2jKLZy5K5sS4z1NG/aSjq+5avth5uzG9UX+U6fjb1fKI"
    "fINvG8NdHI29cr5fW86U1u7GqdHd8z5LvZxYynt8zSSpu/Naund0l52IIn6D5HVEHHajXA4Z+gan6UrIXj9YzyLYp5U6k9W0YujE"
    "DZCQhrsQ3ZlsKclMBay9r5w0zARSiJP9A7kE8piVWQxJsrlMy4bcQm/scTEkgDd4Bj+ATd9LFnIW8nj5Gas9n1MQS6A/f9HXpCLT"
    "K5GgJ1tBtoEwtG6CkX45pWkX+7QNQzWp4+E9r2TfTCs8b75Wc0a4El7IITwF+/MZ05V16+rtjl06QXYxQ2t9KCuwLjPE9b4t9/Zv"
    "tCQZHVZwpZoTSyafnUfJTPavLr4+iDMtNtt6L560EB7NAqzPvGALkZg2y2b6OjFOTxq3q8noB9JWSvxM7f1i3FClOBsLcDcnBLP0"
    "PKzMB/pXfRW6+A94BrcHVwRZeM7vtJix5TZ9QDboIqxbiU4Inme3mduzUEbmk/BWKpmJaES5bUFvLPDenc3CvcZ6/yLc8xx1DNtH"
    "y6dy9v/EXRjlKdnseyz3h12PYFV2wRtJYK1ugW25VrthxT+SRvCrN+g+gVnUg/Ctx8qJPDebKFuGPLGaEhrzubd4BuWyBN7ITfKP"
    "1LHyXvAwNNm1uN/eeP8TwTH6Id7zBc+i3cVp2MujyS1uEcUPZBRPeaQ0d+VjeaJuYlSRzOR9nEZdgjXug/jgr7JaXYQcoc4p85hp"
    "xfSn2xKF0Tr4raNS2EcT8rl0w6axE9BZLD80kuvzsgxmz+kmMnEmGFcvYs9JHPe7Hvd+vUzgdIBp1q84hWezjLUZdGyXidm4h++x"
    "ee0DZZtnj0/SXh7vI+qG5kIbrgxVElvJoZpUQMsMEPM2fof/0DALoLIKZCt2qxiDVYgevkUhBZoFiThPb4e0HRn0lOflO12LeGuM"
    "OCQ251nWcmVO8FNKUq/nytkB4xNLZDzRLI8uEmGcpPx2Y+WeExwmt+giWKl7UutkX5mM/bwKry6m31nms1xmQ3cgrl6iDVeXu9FT"
    "j9EbsxjzSWI5zMG3Hoa4xUXzu9h5WsvOzUF4ohOCVsFD+jKi2zPlbX0Kcfm9+PntehP07wT5HT7Xu5KDX/+GR/ZPPU3fkHugC8rx"
    "qs2KlUF77g+5zsL+13KOpSGkrkM47XSB3q/Hpz6QCfiex8QytdNkHWKWC6CXzgm+ReR9tB6nr6cWYFU/lx5yjJyPE7gGum4MdnUf"
    "uVr+yp5uQ4AdQD/xGOZMDpcC1tJzcZJa4lNluLf75HXc6Qqc0Hl6mz7AdTlSXJwd9nFWDatct4sxtFskvBhXWAQ9GKLW2sauDkM4"
    "HiOnysOIelfqqbJcHwi+0H8xRk6wp6acGOhxTg6VeA2QLZ0yfRBppM8ifRaS/ze9BNHNl9B4/5KvYdXHStxrxLbs3kr5mR/H4Dcl"
    "NRfS+KnukOF6X9A4uFWvQaxwOZ6wA3FuQ4ikQ+ydM99gGa7fW5bpM3IgpMI6f/J8B14Fdnip9tUFMkxGWbQDibhK9g1e0Lv0Ep2b"
    "2pO2fBC7WEgEGjftYIi5mziV3oSZuw5iyPXmfVbAnythDuNURiW9OWHlPIEiZsge0iS8jX/Ahk7HiVuKtZ4NqzFezgt2qrNj50l6"
    "ZtchHKeZDORP5o0TzBrZCq/Q6T7XY1xsEqR8nsQqQM6KZIvzpJIZnIU6H8lxoH/tM+Gu1948h0FyvThGo1hmFxOcwjLOzjJGT0uI"
    "PLUdO2/180+kC7yD7dCgr+Jp5/OcLWDOfX+chxf1eejAHOipcpychTjNb+JzZ8v3uBJ2Qe+WxUQ9sAq+9Ul3CmyC8HNtQhaBeL2+"
    "EJOTI7kif/csRmlMJVejXYV3n+m7mlN+wrKzuG7z35gTTmiwGwd5N98tH9Y61E1XDze9f4TMhZbcQIScKviud8BvGCwHy+vUoQ3N"
    "B5dzhrmMclNLtEmHlZUtg7BKtZ5fNcb/jcM05Fm4rN49TEo17qvSKfokJ0Bir8Qa/QV6JN/ms4Je8FaPgOex06OluTxhjF2FZ3B1"
    "+ga3ydXaCl7m7XortF2OPg6/v5P0hMcyU37Ug2UekeGvk+7BO3ii2/QT7nQH5hiinHsKZZCuu8u5Yl7YpWJVvI9w9n5EXLIVe3wy"
    "pOEP7H8NeyPzYbNrEd+bFp4GfdFTbFb1Hvx9l47HDt8pZ4ihPbbDmeyCiGITeZW2kU/rQHaNNIQOYfHhAVJVr/qZ8Gwox8sUSE6W"
    "VDJDb31YYf0ZkUEzMQ6qg8XYoWcRh/1rdUzfy5m3jJC9q4gYfrXUOcsRcV0t1lltHUSbOKV4Gt55NyfZlVq2NoMVGc3InsNYTu3G"
    "ypC2UGWwQTtxnZG4vxy8dxbsx0VyKE5GE2izcspnDXMShvQcIy/3KFmCNe5seC/BTHhGH0M3G0NChMizFR6dtpydgBZlGnZ+mNM3"
    "6rFwnTcxXgztuLJeZ6TgBNbhsncg9l3Kd9nUYS8m2QuijDbi9fKaSW0YI9f4Rb6F1LwjA8Wq27/rW9D1X+Bdc/GO0+BVfKA3BXO0"
    "MhisV2D9n9HmvOJmaIECrPI8aOt1kKhbpAVkI67vQY7vh3ycAqv2O3HMLcc3Fdr2EHadOgTNMM9zISQzh5mDQZnptITPTdhajCJP"
    "ieuGtlPSRxyHV2gPnUrXc67uDqlknaAvfIFu8hkRzTtIpc/BlSEqT3kOiG2MNIdnmOLU88SmmN3bAU/4MhlJT+hgWME82IAU44q2"
    "cn6qkXlHwcxUD3g+P8lTskVuxhpOlVugKz5Rq95MlBm4t216jH4KP+V6RGdnYMVy1eZnf0E0ZdX7TziP7eqlvSXpMR3d1F2KVdA1"
    "+J7PxHVRFxNZuYYZsv1hOQ0VqZbaKMd3mrvVy2Hfnfr++jSXieued5063XxlzvUHFZEVN8UuzCLm6qw60heS/k/c6TPyrtwFr8o8"
    "/tMgK8/J/NQl9c60Xfsx7sTjvP/VZNftwgndJczYW9S4CE9RrFbFsEnBZYiuDcfNTvvnRKuJ+7ngUAb9y7qPmuMdr8Afs27HZbpY"
    "+iEOv1h+o4zajvcQ3Q03zl2hv+yC399IcqFr7Rs3EEnVZkGm4l4WQzIvk1lyEazCs8QkeQj2zzpOizwqTYKoygmPcRXlaa3yJyhF"
    "lijDR8vFzp8AGVxJ7Nf5sFR58LQ2QyNt8KvT3OvCeD0tY+fe+FKPpO7fXwyPdAuko4SIUCs4NVsAT3EMVqkVrr9DjZXgEPrBJh+X"
    "Q5esxz3sJGL9FnZMx+kBDOI0u+UZDD3H+MPKGS/YfJ5N04bhJa7DZx1/ttM4PXwHbX/cRzZ+9ZSEn8kMe560rfjEhazwxYnJH8OV"
    "w7SBxq6yHXf1lbYOTpQSoq1ZH0qJvsMKovXgPMQe1hJNerRs191fAbko1A+lltFfgWemiLEf7hdtI+czv5H0uHsurrIqyzRO4Rj6"
    "2kb9WR0ifCHXcgfi3wXsSd9Jvq7OOG2fGj6HxH2PRi5xFRKQh0WwbEWpdfp3LYSf/7OOSHUNessL8ge82wGsgpazXlfOnEIxu+qX"
    "s07QldNjlksI49o/QAIW4HwaWvOl8gBs5aewEHch1jQ/7xzoogvxTL0lzSyc9l4SmmYpcVjRjmstRu+wUq/E3Rtm4iZqvZ36NGy4"
    "wzsyz+0pYtdCc4khQk4Sx2e0ilVxrefBO+RbQxnfyFliq50G7FSI0m51Im7UCq7/SuabyuBhhNhLYVeaA71U4fuYj5dyn+0P8duj"
    "zN50l8n0pO1U/O5nGYTofRaxD5f6lilOvW86Js5MipCZvcBLmcPUSeHJczwi4Ko93IH1W9f5GLFMBOsmN8LQ2hX8sytiskrIgGMW"
    "MjRoQ4KbRD6dIub2YzhvEU37BnFmat1sseFX7c686/iz0j5MltfPjtcyR+fA2hVh3YpxwubJJUGungXbvzcZulbiWnfAt34Q7x4O"
    "OTpALHPVXPaXafqm/B13ezl2OI+WqRvsw/e445PlKWjdFHF407PY6zTPz/IdLsZYup0zHb/ruGA1NI4x91bD60iwFuc6kaIZ9JWE"
    "ZyP7c+521bFS52uUeRQ646tVorLHvFSt98xyEeLF5ODJVulhuP9j5BTZB+d/A+75TN8lUsWc4KHesscy2tlw1u3+enocNvW9RpYv"
    "HCoO+yCsSc8EmqJlq+R1zFob+kyIXDtTcF/7sHbg8otO6tI59VKsR1aGQ8G+LYDetYrYIsjHOBkPGTwMGvtJ4vIZk6ahhFSwD3O7"
    "Xi3Hwoa3xzlep2sZvVtP3wF8wijnjXfhHoZD1ptIlfSEV70ZUfu78JWMDSVXvxTHNV/mc+r2JPsz8nfr6PoCWsErT/cFLGKtwSG8"
    "WG1+b3EoitYX2Zg8vTfD+7A6cFNENZvxWidx+mKE39Fq5gnaiotEjdEun/1+yxG17itTtXtQqgt1Bl49TLYjshsiQ4ju0UGe0/sQ"
    "0X2g30BXr9E8eCGD8BSfwdoao9YMnU55KWXfibFfj8RZHI+1NrSv33fDPW652yzRQ5mZ4bT3kcA6W61pGizN+3IaZOVOeQmW3CZ0"
    "bsM3/qRmA0v0Y9reiO9q2siMWpRzhcbHE9ej2PEZ9ugfN2AdY55n1nWZu0pWGKv6HuL1iTZhDk09QX6AzT4G7xqwB47RWlanStjV"
    "UssZhxBzBzdjvWfgXu7AXZsFWsdO03X6hdxPDJOU5x4q8x0Si4nj3TCq7VxNsxqWsSPsTk4alGJfQ54vSIlzX+ujOUPLGab9dYxM"
    "Su2nLYPBcgl8sevEurYfy2qYNzbisxPKGOAgome1ho/SlplqY+JId3uJr06E2ePtKqorPDOmScADiKnns5ck3cuf9pkjzFHWeD+9"
    "jPXi91hXKGXvbBh2KN0NnspgFNaww8u6ya3a3Qer2pQobtbL1zCPTVk9nqnuu72jFLtdBL0wHPL7LuQkF7L9sL4E2Xcdv42pySy7"
    "10HScznGIdyP7N3rpRCaJ5tY3Ev1LaxRDvTyOexordZ2nLfbSrbbVnIiVv6WYAZWfAx04CKc5kdkJrET0ntdH2HGEBUHE+cnzFxM"
    "Y+giZ3VclXmUHg2ZOxxe7VRZLBtTL2bPS1WnrpQngp9TJyMCWYv49XM9D8/4uUZSZwVfyptkNuwgN2JFzpC3sHbv6COQjCthPbZp"
    "48DyO8+Idey+RWajbURNjOhPQTPogVk46T+mDAnzFb1OX0B8MhB3+CQtTUJf0qVE6ylhn8hIcWylLgtlfqZxdyX3oA8quKNhzp80"
    "ExdhHMq4bzs7ti1e/oF9uu1w95PgkV+Nf4eJYFYJb3w2NfFwfMt5OowTV/0krnVsokfLRtYHq3mCDiUaTDm7Tf4gguRzjKEqPT9S"
    "JbXPv1lLKCfWuUndO/jWUqIUxNUwuJfrntjJ11Pnx3CHncU8iDhx2auYOVFyRJiHcYk4hqN8P2/6568sgbbKhZ4rw66Ms79hDb6D"
    "5hsmphc78HS24O929z0ZIXSULuxRrYQHajjMlkkYDuu/RR2SW4L85nFv6w8jz2Ukg5wf4cRJDeOFeViDqb43I92hWoE1VNzVdo/N"
    "b53grncqlOGsSbDKlyIO8xrqItMHi/R7afgzKV8DNjvomNZTrNElMnfWSzTDYRHy0xO3YaXby0+wtvnQd2/LYp2M3X0Rp/YprNpM"
    "yNcLwZN4PR9RwvXQxd/6DlZn/Q9nFU5pKZKaruxWZhiV7NSkWOdZSz/PKmtnShU90wq9iHbdetzNE7BZ9gt5/4NxFgxbqafU0C4Y"
    "Vk8Yq7q3FHDafzg78BOcVK4l8otl9H60jGtqq1om6XntHzwtX2GVPoEvOFA+8ihPhrbvejtDnhN+gxrzfGfY+NFWcZK1eOpCXHGx"
    "t7R/joT7T3ItHA5bepwcCL/iCOixibI/NELDFY6GGS0afiWNV/HfmjnB7uWInz1NeAkro77dW9zVWsB/zvKZF5tV3dO9/d/vukyN"
    "kfgEytQuL98hzvFXsOfSsMPfxOrfIGvYLToWHnuYsXCIkmoYnm3FkKmnwPebolPlQdj8ArW5+e+CB+QevHM0tEiUteYCxjMWY8fo"
    "027RC/YwKdhwN93NWJ2tOFW7OEm8Va1L+nV9Gh5kKNNN4TRff0kjTFoGqZj8RDtt7ki64ntnkNfidDlELINjPKFmS613w/pGC8j6"
    "mMp0ax0sA2gBy8iXM0IsylwnQ/Gut/D+Aeb7BiPgpR1EPAeHregYPgZAgl/cDYu1XWbSKeljuT/XBw2/8gGi+qtxOsbCro6XJjom"
    "+E3+Co04lLw+WbvVDsWjN8bZt9WWHsuFEuLp+4MZitXQ7g/KZjlT79Z2sC3WMfCqfi5vIDrfOxgIO/4VztQYWMfGsoYMSst0I3mx"
    "zpSb4BcZ71UVtM73Ogh26V1pqrdAA0/DyrSQtjI5mI2zfbo0k9Ep+FF6L3TUVfhemya5WHYEL8DXXoJrLNUC+CBd5Bl4UH3kKPlQ"
    "+sjZkMSFzF8aKnulrsDOWAZnE2yzZLhVXMdaL8/dZdhCLekvusknm3lJMbq9eI+fMQnYQK1UzE+lIFvV+rI0PCuv5Dd2OauU75M8"
    "QNJ9cxFN/0wZ+0+SXPoum5ghqtC1xKEbHxiTVi2kMY3Zfo1UM5do6DnG0WPoapcgwmhOJOcYEdbcO2vZe+FmDSaIIciVeL9zF3Zm"
    "CycQqyGnxuj1EXNmO3RFPUTgpNZNTtVwkrGamMjpiFXJeeJ69TZwlmQEXuuAP6068Cs05y5vtRKZ/rZefhYtQt6kpJ/GWcnurVGs"
    "tBVnMu11mEspoioq4o7HU/dCLrrieWfK19j7VxDvLES8ZbrDLIFNBJR6Lq0J0h+W7m6c88bE6jckqd+D+/B6jtqMoHVrbtdRkMtb"
    "5VFopmnQaBt0DrRjOXfYzUds8Ov6PRFUGz5zhlJRxAh1s2GMytFk8VqHK2qG3c5Z5y6S7vJcmrpB7zAcNzlZOgfZ+OlFeLLbEMeF"
    "tMbr/Ah2OeUzPgPFeH+Mu62xxOv1XrnZlBU4UbVkSVyjT2DtH9djEUkdIq2geSZCnm5EbHMX4vSY/h26+U5IzVfs9qtmhrtMF+Bf"
    "a9iLF8JZq2JOIOKr5TXe/sf1CshcBX1Xs8u/ZnodX4fWbHh15mMdStWmO1oiEt4J/b5J/yJT5ArZs35znsjxnpPAZVDK/ied2PAr"
    "DVuZ+yXsUdyirPNbxvgDTtd9nOFcjhKnv4J7NYHafaevWsaZczle2oubzchhHqyLrIfsTYLfsUFa4xT+rO9Cz54p6UpnEaOaIsbJ"
    "Y2WWXhx8IbfCHxkhP+oQWNGsoLvuDYlN4FrWp28zBZbBbYW7ML6vXHhAB0gpvJd+2Knx7LhbyfndDdDrtgOBlHtMxs3MUVfBB5ma"
    "xP2lClJrdKdMk5dSnfV3m6bNGpoV5vndUa+XOoL370Jssllf1ldwjbmwIEthLcP6kDwGHT0TT36X5tHyW4fQNGJ83CKlzGSvU5s4"
    "7oKn/53cns3hcd5L5hbjlzdbNIIRSIwaLI9ZL+v57ySON8twd1vLOFnEmTzrbhjqMa3inBIyNnLXdelypLPF9SQbtsUm/ZITMa4K"
    "EaHWj+o/xbLYlYwsS9VNPRjSyAp2C6wgP2HCe73KLKy7kzjnZko8K1orKVDHrDpQLqIuD/vqyxhxmOkRrPwm7YRISbFK18JTWqrT"
    "ZRh8kyX46ZdifFtzcI1FiIXz6VF9JEXwzwp5b7/6Liq7l1Mz3XxJj2/rtEBdT6ppzFJEnvmygxmEHdgvY4Yt4P95ngnU+H1jnJIx"
    "hrp1umYP+P4xVjhi7F3e4rtTqslmVKEP6fvyDvTkNlj+uWpoimv1Pb0JuvefeM8+UkA2m8Zyu8IPkYPlHJ8BjWWmkd1cYBn8qBWs"
    "vxguz3CxTgjz1TvJm8zt/Qp5XklWOZsWLYQuWg+985l2k57wBg7Gfe2ARO+An9Ed1ymGJD6NCN/lRizT2t7H4L/BUuSyu9Sx3scQ"
    "uUdYJyjx6I+6G/+YYzc27AHjeigjqthOTog1C6LYr0/gowRyGD5t3twydgEUUXteBu/4uGAU5PQKvYDcCttSZ0AfPyi5HkeyyndP"
    "7IA0pz3TN/Rt6IRD8V3Lcb63aovgQpkKbTTDd2O4fFgbeubdWT+yedAcvV5Gi2V2e0sN53qttvIA47gUPY708/SXqozEOC/aTfd0"
    "8T27EfgbveAndhLDrfoM6zmONaebJJf+TzF7Di3zUA1/MEQchcT/pGEbrqOHfOeKy1tb7SdJ+dvC7piYl02LWippGy7i3PyJvkbS"
    "kuhwzrvPoc5oqJ8izdJUv5qU5X2fhj5jPWOWWTBskhI/+RZBpBTawx0oM5GbKe9uhjXENdvJmp9mevrG+65YN2t1qhgTdB94u/fK"
    "0/jkWTJMNqX67eHe4jiTpX5yN4147O7jC72BPYAxSmaSlbsi7PSrPqOe4E45DrZunqc17bnVn1IIeNVPcadrILVtghY4hS9hHzrh"
    "hL7NqaWGuRiTGYz+ut5F9+/m0k6SvsMilaljJLSfpDLcq+lnqqFENXy1hmPahu8tqTan6nSt03d7yzZ9g/W9hiaU1xGn6iXJgdY7"
    "I7gV2vQ32OC/6xn45E/UsGFof5tb38oodwSisrU4U47RzXUZbGL9b7FVaSFXSyDfw2UVPNsCeGz7yulyBrw4h2Q+gpW5Ms9HnPBz"
    "t4ugVbqzRvIHpONS6Ssdxfp6QkSPi7MDvVjT84W5iHH/Fx/JUGe3cnoxTm+vGn7NfHWYgf8/fbENkKWtuK7V8CupE3Jhs38hNm5J"
    "ZnLHJORwX1WPcsIyqs3qSWhdNc7l1V2/czGzWeoRBboTaS/huQvLqP+O9v331hdru13uu5K78HMFzIFGibbrrNbb8r2GM1Mbbua4"
    "jXSU9Ix3+lRpBqG9lyR8fbBCe0sx47xa1vDPgd0az87W+rF5o900laHNpHEAoh5bKz0TZB5IDRm+cn2XQcxj1Iwm7l/Ez1m2pNVw"
    "nVZHycX0/0r0GNzLj7CPKyG/39EibtRjyPrs5sUHsiMr6SehmkgyYyE7+KmLMv1GyjhHbRa2Bl7VaugIw4t3FusIzt9ty6DHWjTx"
    "HU7JjY0K9HV9U9+BdT8DVnoufMd98VSv8VMvZXIhyjk/O/E2Qd1Udkfdtb8dbhM90HHLmE38UO9FRLdVn5d2wWpW/S1CNkSvMp6H"
    "Mr3T2MVw/gwjx3I7Nuk0EvrV0BebS3quo3Vm/UfLWj/NuYvnwSExOh1+CNenkpOr/SltRZTnsxk97tB8diS8JAX0tErwTadwqmMz"
    "VrZVRielp0FFLGocRIYf09Mj2DeZIM5IF9nkbaKT86GS9H0+ER9x/Pkr4rVce8831Igy5FAOq3XfIKar6QVXM6Zbjv0vguc+EnJx"
    "MBnm8rE+p7Nb0bJk18vPeM4ZkKbvsI5LIRFN5Qnc8aA9aP8ynjurtyY5aW9+cz9i4VewIjKSGXPL7xtPxAhv7yt9T94OYmmO8ZOI"
    "w8nQFcl4AQntKc6LbL+HV9xOtqK9MA/oCDHtKJxlK1DXgZMkJrFNPxxPFOZrJI9nvgLf3hL++EoioK/RQ3yXciXl1GrRJgk2pT2G"
    "PpRxC9T1Uajva72AaHdXi3XATtEjYVk+1qmQx75Bpd4FucmjP9SMHPcHiuVGdxAr23o0o+RQc3M4PeVUKWQNqdg/ZZwW7BTeVV9p"
    "WCemMaqj/9VLbZMCA+RrfLKvzMDVv8FOHSCnyeXMZpnN6iRp+bIT309iPi8c50/H+7qn4wyoP//VrJ5vZbz0KR85G/N2GiUzzlpG"
    "hBUahyNkMwNJykkN50vm4Bs2p7brcfBvl6oxxt0q5zG3ugTXeVxq5FcyqzXFq1P0fT1f7Fz/jJ3L0afkI+ges6lXQmqbEfUtrc+6"
    "sberhr37hZy2zcW6Nhbj6PsN/9qIk2F4cOvYGRD7jwlDQwHfhUjNsmurtZ1Y/2cBdLGbEErPIq+F1xRF1K8ehWYyVvpg3MUIWNHb"
    "pYluh5QZF3wSd/2xXk6st5E6Ry7H+XgLemoKJHG817rpSoet2CpKVjE+m8Du5LLr2vUHuXgipempuSit9mF+uiC6R+sc8texCM0Q"
    "krJ8zk49nlh3nuskcSjj1FAzZaBMhp1+ijyOR+MZ/gVP8kW8/qxMlGL6uhXED8ll9X8ZVicf+9JYHA5dNeOgpN5KPquGEYAafqUl"
    "a6QxbyMMx8xV0Gthhar4c/uOGyXMeaYwGQQa1lXZuHuT5HVkQ7Bqexnk6n75BnfdCtrZUPBPIKdphHHW9fKT/i9eZ2+JehQ+zfBy"
    "mwyp7qkOGNd0HKKZ6SLj36v2s3R2xTNEMxWjQureVAYB300sdxXLINXNv0broTPWMvfd0B3ksTaUjZ9v1gk4f7Nxvc/JNdWwr1zI"
    "laml9FnUdL+4PpAaorXNwcm0rrxcfVa/hm4rgkT/hBUug19UwpOUz3dHNebxo2LECnHoCOprw1fhtI/2/FMpz6+nfi4ynOkCtj/r"
    "z/+7906QpJ8yUGbuk+zutFzfJWRUSXIK37jZTG66wIoYv31L+Qz6pABe31fQXKv1Mf0bEV2FFUxXxTyU6xdhJ5nTOBU6kd5Q1M9q"
    "GBvtMPykO32pLHEdgOW+W9PqUgkyQiZ9zaKAOUbldHcPrHhLVo3Sk5Q2p3MQz0oBnmYiUUxqfEzzJZE42sg+7CS2SYLHcAoPkq/x"
    "nZd5zp5SXsVQl5b7ClRM4xnccDfd7hAVwkQPslN3ioymbSjnbMKn+pj8iHX7HZr2ankO0WFUDYV8g3bM8MWlte9Bvqe6SK/zPF4J"
    "6mIRh2ti8VEBKxnGN3ouUTac57xIb5IHZF9xMy/50G01XO9HsXO2Zm9oVjANEvojzuNcfPpmvPMHaPQSnL0Qz0oTsf1sJDbl+pAs"
    "giZ/jlw5x0kNO72sj+MH3OEKxGDF9LQTrM047gM7KV2lS4ZrKUa84Whmglw5YRRISuvmoNN8Wj049ZVgnjKsjpXX2Du6iuO/S5El"
    "MURN7ZCi02cvyR5dh/kfhQdvq9VYOovzPo0F+URxXelW3RjPHEtnOQtPPAdXMSautVjBWngdhXiSFdT0CfbXLCXGgOn5sZCpSCYL"
    "toX9c5aV/p1derlEkbIa1JGchVko9VGXHQp5Z/+sVm8cK59T9tbwEyFISBgaJNdnGq3mNYJRUY3uI0Xs8Soht7eSQySB57FJFcsN"
    "nS6vSzfo1mX6PezpLH0Ou7tav4SmaHjG82W9ArbpATGE7Yvg3bSHtR8p1+iT7D9Ieiyyg7gb1byLkH6C2GcofJ/1+jH+9jkiiSz5"
    "F1aor7iZiTLv3ySIJJL0qEblvF/L9Ewi5t5lxAmZh+fcT67DlZ+FftikQXAp9ut3Tjgt0cflUNkPMmTdlUfJbNzBN1iZHYwSXA2o"
    "lbj592pmXs6CF3Rq8CZWNcCJexYy8wL5DJ7VNxG5DJZSaq4izi32Zp7KppQr9UmPr2155U1qs+eGTm+x2+lSlUH/TJKzLUof+A1j"
    "PIZGX0UGzJ3QYn2CV5mRWA7v+N3gFry6Vt/FO7bhbzPYbZdGu67I1PwMO8Rl94y5o4T6Yo4Yi3uYHU1On5qMHiXOpjfys02uY7UF"
    "UTfrMjx1aHiOF1GI5CgeqUjJp1qs0d3qYs4O2STWWbIZ62sYpe9wMvhp/Ox+frbLbpjNYX/3NuGQjlYNW9dpxirca7nv241BI0XY"
    "B+U0cxPak5PFMQJV8CpbNV2fsE6fKyVFnVnKmRPLcRwg6Ym+xmSRT8cM0QxXnuO36SF1U79RvQcW/kT5Al6f5d3m6yu4w1HSRiaL"
    "Q+8Pw5N02CE1nOZ3uZKwrxU0r8c4mIKEXAHPxHFbHS+Peh6dWmi/tVihwVLOOYQi6tkYETvvFsOt3OI9efueiz3y0cGylH1qbbx3"
    "Uqtp/FH7vm5+IjHpuyf7SnvJ41xAGPF0yN+b87IT5NhMsId5C2cFqnwfehlku4zPtbe4KewsfCoKvVXB1TIe9rHBPvAGNmGd22B9"
    "rGN3Ia73O/sw3Xp3k16e6Saf07O/+dlO5+leJs4TTqhjsnCdsy1850A1c4XnSQJ2/km9Dqejn0xSqwHcCw3zFLTCdHFI3gla3lIi"
    "ayZ1oS7Asw6XfDJrGkJmOXMDv0I2BstzzO7twPMtxStbPBvf9bISu7GaqBUJ2pgKz/n2GNHOIz4XmK6ZK3Ompm8MLclhAju8n2pE"
    "SjtxnS2wcmW8qyT1qmEnW8w8ENbVVustGS57SzEjzWL9hX3iqyB/peyrrYV+q+L57YrIpB205He4xy8Y1xhq/Ei8rxdZMm2a3ir7"
    "UXXZo705XZpFX/AsdtXZPvSQxTwf4Qz2kGXyu0k+73s083AVtlvQcmfgHBtm77dyCnRzn6xD5VmJphpLgbejLXGGsslmap1VsOo6"
    "Qb/Vm4K95SGdkrVRrsBzHK5n6TjPCB73nfkjeWqc9IzEszwtfws2GOszJOgbnLH3dS50XII1yjvF9T8sotU2G74M3vdy/Ul/kzux"
    "Ul9hj+x8X6uF4ibsUuzDMFmeSG3jcmpv4fentGVgrCTfyhlYhQegT2eRmc7Wo62ktG6yxWm0WdChC3DGbhfDLvmHGI/xFHmE3UTW"
    "17ZZP0NUeaZ0FYt6e+Gu/iDr34fkUsnV/cUQvG8KtvD0lqnL8hfw5Lss82WSoEbuTh1nyNgWPRgySS5xayyP1QTaopDMTSbhl8LD"
    "ryErqMsxmn9zPTl9zCNph31ciWhrJz5nfX0m3dZvuhUyuBG/h+G1G4Jt0rPObCfDg/UMt5X0FHJPj7od5a41jHItPjsah34oUZc/"
    "dZ0XIV7dvf9AX1FIspa1PXiSTCzFWL2FeMbN+G6HbX262OT2Y1jBPG0WnIdvvUkL4D2sT+VCv1VTVrfpGPlU2uE0Ge/cu2r1YRdn"
    "DM1Maq8gS1FCIxkMryNkF6UvRpzmhmOmS723bNVvZceR88fW4pQN9XFLiF6H4xWwlcuFPdmMd9Zg1UfKIbKK8coqvQG+Q7HPCKd5"
    "oJPEPIsx65fGworg7mo4xeb4CNL43yL7efvTjJU2i12r2a2QpPULc4eug85dz0yraa5HZQ1RZUqxom/qDGk4ek9xurKcf6bz6yFK"
    "51Y8T4xSFcvET9ZHFNXs4Dyxfrz2wV56oJamjsVTLkE0FtWz1bilrNLxNXTRFKzEVDK6X4hv6IS4fBP8LpeHCbNjxiE4GDdrJ8ip"
    "iMOQdNwoEfieEebWC/UR+ZYonhG8b4IY/s4y/Psp4j5F/JzVFsrVGtmGVbhUjN3hN52GuPBAuRzWZ/oe8qOz6C8mGfnZtO0SyvoI"
    "+RCv9/T+SSKTJ6j2kdhyyH61r0KcR6akqJ/9Mz1TwIqDTbZah3wn32FhV6vOsEwoeRCcn2PzQFFfl49QHtxU60lYx2H0rMKcPyjG"
    "z2tYWbe6SpG+TQ9+rcdvdF34wxBlGgrxWWKnq5O8jPWv0ncQp+0pSxDNsM7Z/Rj/wF7MaT4pU7FDD+p78rj+W5fKpzpV7sdnXkgt"
    "x882McK28/gHVrkKFiwf0WZX+pERzu9EMrznxlhQQNzqcmiyUr3Dx+d/wG/Lw4loDW2/ilmeX+HLnCRHwLP+Qd83ltHAeImeQhQ5"
    "Qd5FPLURceEHeMWQDco5i11GryaEmKWCJ3xHhoX+RvabxhhlVOo86aAXwlM4GFFpkZxA9O1Rcp9M1FuJG7UCsUoprm9Vom/kN2gl"
    "65rKhm3bDA/Ssvjleq18wpP1Ojza1ZBEk55i9qREGZ2V61ZOxm4x1jtmALoxF2B/f17WM9pM/QeOps3Smh9axhxNBPGjdcLb7Hwg"
    "xgsbIyNLa3E6JOb7nITYP0uDDxHtPG+zi4ivFuDUHSL/0Pf0QX0+OEZvg6c9XN7S4UGNVUtlgp7qv7txvUxx+r8t7LAspxQYItUJ"
    "lJTB0pxRtuvIEElk0C0c89U/U7X6B2TudGiBDvIv7M05WNnB0AS5npsnkpnuj/N8JNnfWeonV2LY15T3/K/Tr2QanmGFfKc2pf42"
    "VqSV3Co9fO01Stxa57efjF1JeJ6DBCv/NjdY7WfBr+a0hdUzVvG7zYcwTZfNSD/M/H7So7s6VpEnZCEzGlWwJkVEpiqmDBVyFugp"
    "ojU47JqOErCHe5SkyDpv/M6vyUX6I+LeyXIPtNDh8EkWw1P4WtsGm3Cfs3BKL8MO1qSWQpK+gWbMJV6zW8ki6uUa6EfLne2Sy4Ov"
    "8ORv48y8ra9hdXLwDDP0c9zPXbi2xURlnKo11OGVRLafi/NjUyOGHdpWHMJwe7kE8bfLIY3y+f5LWWt9k1W9vyCSSUAqCnGdc+Uu"
    "Ncbv7TJOzsQ7syWdt4zRa3AdDUdCkgcTu0I57Zfu9upFvWi14R3ewjib0YI9TI05Y9KGzK4mb03x7iyyPG3TU8R6zQyJMw/e2Kvk"
    "KFiiL+C1mZ4D83qZjrudh7u8XQzBw3aun+9iTTBSNBk7CdecLW9AlxhW8jWwhy9Bg8/SvNQN5J5werxNvd5NF9uOle7EQ7RTVuUR"
    "rt3cSRpbo129jKWLrbbDV1yJT74M+XySaNwHw6pMxq48SJTaGqKdxz3j0FnyPXzWHpwKcjngG6mlKoi0m2SWsAqeYgEnRnZBO1TD"
    "N9sATeRqRzHPghHJsKKmOH0V8f1iY7xP5RB2U8z1xep1/zbL9DdF/QTn4dB/bvYlTKzvT+GlFEPT1MKmFcJvz8YOtZf9OQMS3a3/"
    "pL/PVNtKDZRaylgkkwN1VsjueGhmfsx5ZTFOKX+H/YgiohqLs30KdOdeeKq75VjI6HIplFfUZi8sx/K+Pq1/l3/B3ljc9yKebCJx"
    "nh1S7f7Sk32Aw+Xs4GvI/3LswgIy9hZDvy3AnzHoH4cEWeJX0ZgQjX3HPIca2JJK7MqJWOemMpj2dDlO6i84SZ1gefoFzwVT8a1L"
    "9AsNp6bXy1+3r1d/coibpThrx3mZKuT6mq6zDJhV/3cyXmwMf9smmo8S011taY1clsU6r8Oaruf8RS7Ve2QJNcx2emNDsDI3Qeaz"
    "g5uCnjofd3o+1ni+bkgVyjxEdb3pP4+E1SjyiCC15IIt8DmZiI9N+7DK2JL+ktn4fKxxHmuINk8Rgk7JolSdhnPaEZKwA//fh/tf"
    "QU7fH6CFToNkD0H8eQXO3zSdErSWU+VYnZcaEczHNR6EJj5bHhSrQ7yET3SQr/Q5POuB2F3Xb2P1VMN7WcaqoGZQMcTPezURl4Eo"
    "1LsgW7nsha6BVMTVpl2riZ/7uLTFWjSVj/Vi/QBewMXynnYJekpnzjM77vQQK8PW4xCiz1HJSswJ0gqnr4xaqZ+EaQWSmmaUPdTz"
    "srlsaxWn226FpmjmM0wR/qQU56SFz4fZFGCMc98hLfR18irdV9L9lGk0/7h+qftJf3z3i/j9A8j9QuzgLH1FbCo0wmm3oB4GgLOP"
    "EWaaUx6P2lboNCnzNaZ8be2za3tlcHROkkX0CiLeI4gidp/Dta2GbrBu4yiZfqx/d3/WC8L+7gypL4SzYrFCnNF+HmyTw4LqzQy3"
    "y7KmvDwZCsYQ6R+ciX2aBQ00i5hZr8A2VRD3uDW+sT2r3I5DIUxmzRAru3bVqZLPnJjFX6XcHWdZz0V0lySmbZTTlOtwrUbitJlD"
    "R24ixkjaRSZIOpJSZj3SExGbICU94VtNwpO3xJleAt3RHr7OM9BSRwbKeltz32OZ8rNddscTsXZ/4JtPIvrpebgPm2L5mfiJCZ+D"
    "rKWFb0sWLON+/hnvKcHftyJyymElLayGlLIFXmmN72aoZN9knHiUvzHKaSkuTxPXdBQ8KMMD5DDRqojybP8NxemO0Gq2YXeTZVey"
    "ODtmtjSKK67G30+DjbOaXB5OaC5011mIjL7JehdewhvYz6n6BHzAR/V73VcbZ43TWFYfxNm/6CO47+byhU5HfHcdnvsjvdpjk2g9"
    "7OWkzsSKfe5jnVL6GTHWdxoHv8JKfELUqoNoAczurYO31Ui6ymz9K16zrvfW9JZaYd9C2Im/w2YW8ty5qfJVzH+dB2s5TgyRuBQW"
    "r9hnaKwHoJIY5LUZbVvnpbYWN989R3rhe8/Hp6+GjF+iPeDHXKkjgk9x7y1gs9NImGldI5T7C8RqeFniWADXYVctIrFc/I+Qg57B"
    "Rnzr69CsY+VC+K67YAWEMaB9s+U2ttdjpkmfwjr266TvtDCdPECSPpZK8qkLaYUaRvvbye6khEdzSqlDuX0VEtae1jVKfJIqj05q"
    "lctRe4jnkvAW10DCKiDJS+ATjcPz/AG5ORTnoy00zgau/2PyV9lIVpoyrJ7VljpIPrNxLvNTygmsGOR6hZZxctTQZMqZP11DfInv"
    "qVdb+C41O12GE7LYc/ZJvWy3uzfXw5+F+2osJWTIsBUydrJ7sK9XS31M8IT3zFcS1TzNE99CYr6npr+4k2+4k9sQMbmphY1ENClk"
    "Hd08xWQ9DN4oJXwkViOHsxUR+nphMjqX4wxfLA6t4CRx2q6A71+D+Hkunn4sJPty+Ry7swlnbQ2u+DdY0fXezqY8R0SIMxuWw7lA"
    "wkR8j+GkGp5ZBTOSOz22bG9JI5k4fIK9JOktxnhYtCOlC/zSGRqTa/VmSMAMGQbL/DFi+2MhLcuxA7ZXzeQcROCb4V3uG8yEbh8u"
    "1ku7D349gT2Yit2brDW+MhrRe7GLYyGda3FGrUY9xPdElvpaZxXuKQ/6soRZwZg6VIVc7eQ57tpJqWd+VT1VxnjUkxDOTQ6ntbfh"
    "3NR6mXd9MnHO7xwFa2H4cK3wrauxL5/Bn28q3zLb2Jl+fLWfszpUopk+ihbSRCJ+VsEY2lyvRqFH1Da/cxNxLauZS3oU0vA+dM5X"
    "2K0voP8e1dcR4XeUa2DvzJo0k4vFce7M02PwPAOx31v8xGxYqzye2P6S4pRY0vddu/i8robs+tcmSgcJeVypfegjG4rRbx75zmmc"
    "aGY2vD/j1m74PdtHzmk2uBRR7jqI5Uv28WiXli3YgL09F+8/UEo1melgjWfwNyo4PaOsj1iu+Glxs2Ab6etn7YbM9J8zFcGfdK+n"
    "K2CHwDtTj7fhpLmWPkOMVjnJypTVZY7cA/ZzmNmQE8RyUv04uWin92xIQBdIawlZ11weuRpWbhDt8Y96G6Lkf8l2TkL+GzHGSZDj"
    "G2CB8v3OmL5b77+xQJ//r7nq3VFTrXuzJ2P/3n6Cr5xZ/bhnE4hpZ3G8IJdC3n7S1B5ZThvqLcrXnzi5a8jfIViyo1nHE7LB1WXE"
    "pV5Xv+MPNy36NmPYSpyK6/DZ7+E/vQg/8K+B9Tu+j328SUYgtpytD0MGlhFPya5t6PlJsvpapftXrPUvkIBh4vpYLIZ9iitWTZs9"
    "gNhDxdCpbsrKun8K9CNEGVlyPyLpc+R4eRKeQzmswFJmPo8l4qDjPK9Q18M+kPWDIdDXH/LcWU06F68ejecdLC5D3dOztZjcjKP0"
    "5Xp+hARrp45toYbXs/jQYrVP4a9FiXBpd/UQvIqh+NRUXSy3sf70m56DK8/FOU2ycpv0eschVMcgUYbCUf1fcl0n30vg4SyDZmwt"
    "l8HHS0DGwsyJXAftP8DzU8eo/fN4t5bD/xS67i5y663F6g8OHtHr5RLdiRUzJKUcvQP38p6ODCZBr+dADvrAp1da9ToWiaT37zrA"
    "ZuzwHX+lrLRXE1vvCazlktQ9+GSZ7GUYUqnarCk6Um+BZI1CLPkj9OxKeIObYLVnQ5d1hJ/TRMaLccI34VxklH51yM+y2rTrOXIt"
    "NP1SyBZi6qBQv4IUrcM5rdS/Y40/EsO5aw0901pmcj7wbkapIzLVrZS6io1VgQZIJMO2285X0UK0xrWIB2f5bvCYzx5YF+7vvoMr"
    "xRqp04DtPZ5VgtVO1wd4MTVrB8S05kuOFtfN7VAWVkLqo1idk4nyfimZWhxq0k76nxY7r9Ap+i0kYhK0yeU4GxXwv+/DVTZqtRiH"
    "6Tgp8pi2cXU46xPF0GIGSY5Yd/0sfU0/lB9wahrj97eJe2TZs2xI3P2c3TH2MKuavKNNgyI8jWVMSxANfAD9sExfYjdQa2lNbaH1"
    "EEsd88YGz/aSC0tXqX8Qm7p/8IohyOMeB3rmBMPF7hGYZAR7mJeZLqt9R6XFbXfDl3CdFnM8Q1jSV0CV+i5BDF9nd6QeWl01v3EI"
    "NG9zXwOqpf6ooRfehvh4UyE/87Bmj0AuF/McbIBf8w8xPnPjaIjwZ0PE8a2ZjTMUEUN4iDPj72LmBfIlcUqrGA0dDEk1vH5juOkq"
    "O8n+4XzB3+r1747x8xpWmS4hsnM71qb/ht0s52dSGc7CLp6pyz3dXpSSYvapDGFuxnqxGnOC4KqgJDVVbEpxG/43lrRs+BqdfXXF"
    "sK7X+j7nbEZ0t7L7zbzIEO8/hjO5Ft+2mhbHpihTfkIr3efnpkBCzJ+6PkJnyyvx7a3kKKn2/Zvpfpkw81AW7WbJwRmMbXsy4yWw"
    "51rgNWSEGupiKSD6YwG7+1Z6JMS4n1CxHRxJfPWQ94Mdppnr7Jgi2/0KZ/9Jdr+ZpCdiukF3Ocy/rZTAR/V2+LYjIP37yu2alPbQ"
    "RBdId2iDWWqToTeQU/ZG6JDjoD07yTc6H5Fkf3lUzpAT5DxWoNYiotxHntYrRH0vegJPYHya1Vy1Xbp9DzxQSZ6/EOPsOC1OI1qw"
    "GFES6/pn7P2NWZ+NYW/KM2ew7npRX3MQ1sIbeXaZLj4eW6j/kCMgK63kBmjVWfpPPNONONufMQqIEXkuRX6TpEfXKtlDd63Z1f5k"
    "Nj+eWaoqVtB7EH19NL3EIdJWdhH7Ieq7Ng0PON1r3Vw2+Extql4vX3NJR0+NfDdPlF16JjXtM52zKd8hs4S1pV2sR5uezYPtsyzE"
    "r7B+hgp1nlhNaDPs/JXyurbX+R4bNUyr9CunviwqGI9nMg/N4pRHEO3+hBO2Gf/ujbjnVE5BXMWuH8eGUcUJLsNqq/ZP1Vwcbtpy"
    "zm1MYt16P9asSnHW1E8vJJkNSXdeBX5ltV6Uplr/bw7b2v77CHGUYdcvhj4eI89ATx0aNJGJzJTa6TPewC3k5FXfQWT9uE199kok"
    "rUussuXwl4uhnQphWy4js4LpoXXs0XRV8iYywedFE+RtsQ6epkS9jZOzPYrzkGTFOldjmazUHbKRT2rndAkktb9YvutkcXgGO5h3"
    "yPfxjekG1zdZk4kIlFFOG+bxupMvrCnZJI4QQ8ktZOee8VsErF8b98mpuPtizzRpfYUOocp1edreFNJuVeHMB5z3tA7Nw8hbZXMZ"
    "g9lv9I1skzlqedSX8Zmj6GeKx6BK+X64Vn5nXPdQaQbVZx/pzt66KDHJqln1cXPOx/ssrOUMtvmc7jZoO2Nn/FZPDiq8nnQZp30y"
    "020JjxXQQdxkVS9WNMo56dVNVOu68T7XNJPZZfRiGjqnlvMohxVYTftmc4dXi2NOS3KSursU+R7DGu7eMqIxVvveJKd/w7QbK3xt"
    "8c8/Y7XG7rROhfyMvS+du0gjafSURCYrlUbhT2kzqeMJ7ySOF2GhVvoIsLNE/JMa5ncV0chzcNIMmfp5osGUYvdC0GIF0D4HwuPd"
    "jP8tX7cTV14Of/lySPoDYl1um6DVe4mxjR0g2+kzrkX09TlRH0r1NejmtexUmEMb3BAPe8PRbif9WB7GSXyctegbgzFym7bVZ4Ia"
    "4sDFKD/n0J5v8v2vGxnPx3w/rPEq9qGGjBAtaqvvQdrFU1ZJDObJRE/qx+g7PYucyOBFxmHVP4FsRPQDRAH/gC15T67Dt72B7xhD"
    "XEQ3w7ldO7Azrhb39Qdimq/5b0EMYhUVmy0sgJ2zbGR7qd/lVqJOMzfsv/0ED/xocjoV6gvYqTx4n1v0IrnE9yck/URjktm9vtRN"
    "NsV5PPaz3PsZKVyB3LLQePPEWE0HiqFoXIFosxYx9gLsf8sM743Dje0ijrEyRo8xWa+OK75iOncPOD8D4cWtwLduI9P8wfCZh8kW"
    "7RIcgRjV+MMOZnfbgWLyUgRpGi3/1IaZgUbBd4lxliFENr6LmBE2ue6Pb7A9tOhlNGSwCSPIZZC3KvqbJ1O6LD83jja8nNIcY4zx"
    "kzjkw+2c7nb6zbhvbT9aybFiMx4/Q0uUUZMbN82jiCpqiYiygVnMXOYfysm9m2BP/WFyGvMv1qn2MezdPdITuv85uUUK5QmdCSm+"
    "Xf9IKTkpXEUkXT0u5D0tZkzaUlKeZVGppXLgyVWzPtCEU2IVtBu3SFfE7sv26FOcxmpnKGMTkr4ibV2eEVatYkR+Hs4uHcv9GOtL"
    "0vfZ2Pcspb84Fn5wZ9j/JBHebNazC9l/ret2B15Zjl/b2DNUSSZam/W+BtKaC///Z1gCw6qfgzXpI2PlQD0DsW8M/sPD+gTimjvg"
    "M12lfXFiinVAtuo61iK20wK0x1WXsuaRo5v5hAU4fUt91SUCbVQKL3EL3nEQUb3HSJq70SHIVGCPcoiR5OanXWWzGFGRi3skgw/r"
    "1q+TOB6KFbiidV83lwrPDLcF/zaUT2NuzPYefJrbbidXxNapMa63t8T8WhveUDVP21fwcY/Hbs3XCbJDT5Tfca3PKVUh9tSm45MW"
    "YpOfjT1Hlf4JR9VYn3OYJtZRlItP/AYb/5v+iHv9DJptPRkK/ylW943iu3rLqxmPSImv47RcC/ql30Bz2wT1aqITRBj/7SPGFV+q"
    "zjN2HXaGUnqP1HqUnThj9y6S5u3tJuHdPOe6v2Vl0MHPlULfQRvnOXSIFa5nppvnbrXa3d6cebAc0+8yRl/RM43fRUrgU2TDY5uj"
    "TwYX+H76uIqEM2xtNi+3Fj7yHKKvFhEN1LDRVurD8MVKvW5vJHXcXnV9U6N8bbI5X8sSq+ekPB93W78qIWaoYr7KmGJcUUZMW6cD"
    "osy6dsrUUiOZitwQVssND2WNn/qxCmIrSlotvKwQ/GWLnqxXdBFPY0c8V2cxXiKX9Wuym2fr7rpMV8HKfGM5C5zAxdilw2Uu4uhX"
    "ZQUn9uPMRiX0SebhDmWO5D+fvA693fhGGtFSitfyjp82wgx2UxnJ6CFOTz/OXuj4HvROxDMwxTJny2mVXNiuTbQthnUzBmd7L5z5"
    "k7EWQ6lZYhm+A2Wm1dZhHCLEX7ByXWSULIQG/RV2xxgzV8gziBYflgIivC/FtWfgFPzAnqxpXPt+3l9P+WhXfZb+BY+mYxpgNm1o"
    "GX3vAfIC1n5f+UJ/1oewehv0JDkaJ6hloNAujv8jRYtfS+ZlV2XZCPu8ibrE4Wxdzp6Ju/fAc1eg7+oMPIdF5DmsXXwtvyDWWs95"
    "r09gH4/HHpZwNvBUxABj5Xo5QNLTMQ7VvJXHEY+wFyHCvFoJs1Vt5Q6p5axHNfFH23n+i7jXmEmi2KzT6zy+oF1llVhdYRcxI2o5"
    "y1HCFQlzP1bqSvbUCjlJG9WbBFffVZTrWTRdtJLP9b5aHIqE6xbK88jelhf8N/fCfJs+xEENaW/2KxcyCv0KO3A5v+EX/Y49nXMR"
    "t7wp7cS05UliWGT/wBqXMUIux+tHYOVuQ+SwBHKzFbo2D3fcUu7E1V6W8xGZ/wD7MwL2/Ed8zjgvf9XrZArO10Ps14p7nvcdZKUp"
    "IvbTP2WxjoZN/9yYcYMgEDlA78W3nSwvMjNkCJPGvzWE6IsXMf/VAlHBGEnjC6YyrDOKM+1qF62gn0bD/pXgffmwvzHYv7ekhrFJ"
    "hFF3JTyifGbgyrVuUjzl/ZVaMmY0hBqUZD9ThcfLT+MPOf/sKPatJanDN7B7pgpPt85jJhSwUlxGpDuHI1+oj+pWeVRegyaZbjpX"
    "DwpawK89US7Hp9vBipfzrIawN1WsKFRhB95gFGmzszF6GflYo53Y7SrqFItyYlqHv+TsRSmr/6vp9RhS2M/Y0el6leyUk2Q27nwB"
    "NW8l9KXNzF6EuLO7WN5wEyuuB4vN17xD/J08nOsiXOkXfP8OdtKHieW6Gftulfo+UkgpPUbyaXlq4atNRzzYAhokghgywnzdtbIU"
    "Xt9S/UIfZWTdizPm6nMkdTNxNh3TF6d5X8ln1dMQuYsgiw75YifurDl2KsCvanoFhvQ5Vo7ANU6X+/RL3Ntl8IiaBqNTk4O20oJM"
    "l1F6LjexTriJGKUbyJRqT/c4/GmzkePEst1d/Anc4nMRk7j/eZQPO70nZqpEUUqVs5XZ+MYI7VSIM4YJ5l+OkXFiqEc5uPttZPsw"
    "q/eKHCEz5DHog76ej6aUlaEFPC9l+qYUyQA8xxx85h2Zh5/PwMkbinO6HpL+rB6Ls1SNmL9ErfdplJhmuwd3sItIG+ZXNWL2rZyo"
    "5+13y9KYF1Q3MbNFnxPbhwLYuG7srz9QDBHY+kg7i/2kmF6NejQlhypsuC2uwznHd2e5GnIB1i5OTqC96H9bv8JOfKqdFLNeG+cK"
    "9Wfezln9yB64TN095tRDumwihzLOeArnaAvs119lmEyEBduCb+kpNpE8ABosxErYNXK/2LobUmkPeQq7PQY+3b9h6+bDR96qswPz"
    "l5/Syax7FLLub/v9kbSULUS5qES8bRarPXTczuAbZu/G44QfgIj5SrHuudVkJTkZXuccxC+DoJWHSWe8skwjnOC9ApGZIVg1gZ15"
    "B776d5DsMvpTIQ15XKNq7Sp3Z3LRWeyoWcHzUMK++Yli81KGhNlTprMr60DoimGygz0mtocDPNpRyk8MFlDbfUse580ec3wXfUHx"
    "s9aOW9WYc6wOKnKuuOmUiky1wq5qf2vLenjSTzI5K3mWlHvv40TIoZubtzrAocxy2Sz2N5DY9Vi3XmL9F9YBPY+40EsoPfonLOQ2"
    "H5yDczxZr8TzvQD5aKKXyBXQFvcHhkDZj56PdacWqUNdKtId6vrEBkkXPyNvda2NjKFWw7srg/633jTDtTwb17dotgynptJ3ANgp"
    "qcVK1uJnjcQQ3LdxPtbhbJ9DH6AHJ7irqEOdxAfynmzmRIytQmPJ8zk88z66y17EXWssdR5bHWZR+nlPk0l6CfTBDYF1pX4LD2eA"
    "TJbeiGjteVpKujJZ35c2vMQ2zB8NF1c53g82eydjuBBOwh9Y+fZyM97RC6d2GfllThPrvi7xPTphbU4sK8t/nQAdYrhac2E/2klU"
    "ZmK/hmPX3pVnNSLWe3aG/K7Lg3/CLm/X9/DugXuogdlutBM3xVvm8WidPreY8CTWXmIZPGeHrVWB5ywmL5uhWNQy3m8u9+GcvKSH"
    "BeMR3Q6Wu3WEviGv6xq5R08RwwDt6LNZjTOMYe2JElWpm3n1o9gPc6zsZE0vybnNKPdqPuxTMayIMdYbR9tKXsVNSNflztyamyd5"
    "hucFWUXW6oPYkWQ5zSp6lGb7bOb7WXJwFpPNoSFv3XVu/BkS++VE949pmosxzAxsmD2q+cwRHCBFPhbbiX/fhQi34f6Q9jhrO2C5"
    "b8aOtYGHfAv203D3DpL7sXrNghnSH5r9DVxnJufjWsjJWJm1mkN9lJa0FFbeIXZV0TM4EBpuP3jShir9Ftb6OrFsdyPJ9ijXKX8q"
    "7LO7Uj+n8rNeDn4IWui81BnYjVtTX2G9PyBe5EB8Y3NJ+rxHNfHsm4n13PeHPOXzVKcQHW+nnknge3sgIhkSbGWmNI8dbaZlt3mu"
    "DVeFskrKs+Lm/3ewq2W9PkYbv432xM2qG9/CRCICuzpRc/q7KXqaSc+yGsrk9Q/0lcQqznOEfGVwJf80vTdWJtFShjJc9ClarWLK"
    "9kjW0dx61may5sY8fIwcJe+rIYkMwmoanuxBOKmW91yvreVDeGdzYL0+w7+WSmnqLDmGucYYtbD66F7hnTnGxoam5Gza1rhUYqyP"
    "FegN+PtOdRgnrvvvF6Iv1LLH9QusWi1zeZvx+92iGQTB5ZrwqFkuzjO0+vS6VDHiN8s/WNKT+OJjWGUfwHrcQy7RPhNcGeutDpNR"
    "IVvc1Q6tx1dTTv2U7ZEQ6uPqOo9qBHk0Yr4nOMY6THiPZ+7//soDkFDLmLaG5TtQJusOeQy79SznXUJ+krmQk/4LyAm0nRXZ/Xw+"
    "ey9Jd4E7Njv3iaRnwnTdOtaRZf8enJkqjJCr1e5lNeKstvX6R6sz/aPWbZLIZM8dHl2N11PG8VPhLVMRz1UpuyFu9nNcrg6mRLJX"
    "oulGmPc0hF+bCPwHe52TzMluIDZalFxuKc9GWuWjrcbwPw6RAcFkWJRPdbL8kBqHz9r02ma8r4XEPVtiNWXhQD+Ve7KcqNPwrZv1"
    "LN0FX6wP1vkXnJ7ZGcawifC18ugvd4ZGy/eoMHW/QtpG6jD2YxnMVrdzXaQxp5kOgD5ajLjT2CMWBjP1I/h4OfqCPw9RjxjRvJ6m"
    "txhsPfbjBOq6bDmAtcJy3yW5UfMZtx0nK7DSg7FGPeQFmeHzTq7SlsUrNeO5bAofbRa5MC+VC+QlvZ/TBM/gHmaLw6WzzqO4zzjG"
    "4aHFWW+upa/vUBvK2HtkvJaviGFE1NBSG9dkibZi3LmFPVuuFqv0TJIZ5Pxq4jfu5ft7bJbzMNZvBuHsB0RYPNNjsUSYE7Ice4nX"
    "TV2lPlOkW9kmWM+dxEEpgP3tBr/pGejw5TqjXrfwBbyLWf6zYfLYRMjhPlaMg6aIfbWb6U+1lnjG50vUy2NWs2clSbbjnUTkiDPP"
    "f66kOy8LyZvtTstQ5hPSHLL2nU7ehvmV+Ay+T3fI0/mynxjy+wJowNX6gJzPHm2nU84VNwnuZsRyoP9Pwt1thwwfHhhy4ED8PRcS"
    "kICkhlm1KGcuxLJAo+BZv6Z54tgi7A5Ok2rfJRxGjGsorO/C64JfJdYp+Bn+/RcZCJ9jOj9v2tD01yGUwFW0XRbd2kzXE0Rh36Vv"
    "+2nz9cyHVfssg+uo6+K7JjogtukZfCTn6lL41TNxwqazprFOX4aW7CtLOZ/9Ka5m+IR2veXQYz/KF7jjW8Vw5RYiTl6vX+PE2LTa"
    "TN1bfoLcrsAuKz43Bu/Mw+qN32Pf+vMyUjpAdr7XKdjrYfIaJOox/U3+lx7NMM659aiNw0qs4qTEVdBs/WUR9r87M+kHygl4LUbr"
    "YFmujfo3RGEnyL/h4XykF8LHeVMvDB6DF3QOrryEnp/1jzZiPfQW+JUONydUz2rGGIVmUSY/gGxPDBaqIQu/BomYpxuxkm8wK7QG"
    "Xs/p4lC3yvGsf5FHaElDrH7bCrX0c66dPNvQCcGBsrcchvX/Xh6Xhy0+lCWpQn0/FUBrRnzfwl7sG6klyl+S6DdRaET7fD+P2V3r"
    "84Qf6k1EMmlPPK692MESeITlKLOnhl7fT8xrK+eVGl7rU3ilYmqKKvIiJb1mOtEjWqTYM+KqxXv5SZwscezSNbT8NZ4Vw3R3O3Fz"
    "p5XwXsrJDWNTN2s4W5/ACbCY4FY5GacgobPxrAX4hHUYW8dJLnsBn8eZm6eLIUkiQxj/pnxvrquFqv9JmFFEgpFrAe+zGhF2ETmj"
    "jVu+FRFwLsRTWnanJedVOpLtPca41KSoET7ZlDUHlwuvYA02qfuL+VU1kKUHEUst5jULyeVjKK9f6V/h5zcmr28KenERfEzz+zfh"
    "uS+RU6RKHRayYUs3I47ALzibNayFdcDTVWAdVxKhtx0j2bPFMEy30ieIaRqr2LTlZPnvKk86K2n+Vjf5Du8+Q8ZyFraK31HFbFaa"
    "29ee9mn2Ry1ht38v5rBcdi2X9ryW/cFR/iuLp6+AtYiY3iPltGfVfq4klelSrPVTlLuYt6hmDXwTduJFTh9ehn0rJZLXELlXqomN"
    "cS8sS4IIhFHPS6k+s6CZDsFW9SomcVq2hI96F+BbT6U/Ug2ZqqAliOMcXUq0wzL4S42wTwuxks2hhYxXtZ2k+abCvmZvGCOWbTFJ"
    "6CCusynme2Ec2siPxGm066/Cmhm7y5WynUibMZ68HbQtF9KLSOI7y5hFrNLp8j5RwYr1Qch6DqTAZKFhDrEq2JefdTt5rCuYZ9oK"
    "//cIMZ6UaThVhiiXAykzzbcK67tReshnqQdkbpDS87O/0lmp5alRWi0/pW6GF2U4rY/I9YjUd8BOfAwv5VGcpmK9k09vcdqsTJ/a"
    "3mT4TGMp5tZj2hntsTKWY71ewTuu1c/1YVgFmwA4C/bzc7GcWD59yhOIcLyVp2WVviSW9czH/31ksF+b0cwDbPboleaBjOSc9mHs"
    "5o9x0jbqPYeWUj8ajtKbHiH15x9izCkm99Dv/58VtjoLtVynSroWHece1nKqsYUcLY/IXDHm9yWQnmGyFD7han0f9ivd0RHK4IMe"
    "KeU8IQk9XNxkYwkxauLkH7larM+suTiegIRnC4mQ6zlFjyVRjz+ys6S7AOeSm6gv4uhVkKEixvu5sLeLscJ3ymr5ElrDpn6Xk4/j"
    "Ovw5ZjfswJSfjE96hPvjOMts1t5QHtdpPn2kfL0RO3oHrNbRYuejQGfIzdBLi+EF1LAPfQueoRWkpxjepmU5H0DcswTfbexDI4la"
    "E6d8DOOs5lb6cKEMK2yEvIMW5Y3Cu5ayI6GP2Hn5QVrJCNzZx3voNonCUzpd5vh1m0kc57txF4bYl6QnbMwdM3Ee8jWPnevryW+Y"
    "y3qZ5QFuk/5iTCWFnE9bSV3uTnbcz57fgWd4L8OPEfOVIpOFmWLdCgO9PxrfjRHG5LCv57xvBFnLYr9yR9x9oV6Oe3xOa1OzIQ/v"
    "IVLvLuODJ4lfPozT1GnsmfrSmA2r1xuns5YVPPMYBssCfHt/TlM2kiGcuyn08XeI7PWFjER74VxV6xL4P2VE4fyV0cv/PaZN+nkM"
    "m4ZK+djM9bCuhp9qsdc2fRxeQxFzIpbRqob/Nwu/G/PllfCyvoOvMzjrcEjdMdjTXlLKs2SYOcv1TnzeZieGSivmJEMZFvhxkvRY"
    "GQ2jG4eYm0tomq3advBUcVjHIY9xaqfuKqlm38vBWOc98UTasx5AzVDJJ45nsJmMeXFf5oHK2VNSzXyDdaj9Akk73yMsJzw7btJ3"
    "iFfpQ2IIEqt0Iv2JLmI9Zt8gkuoJX/cCnJgmxrIHf+pr+IvNYYFWQU43ECP7UayT9e8cBv/sFnFTe6bN8nHNmEd2z4e27CmbfE60"
    "loiUmzlNnKMvexTqBC13R3Zt2vuGEb+vIfaDs8V6G2rZR1Crn/B75+JcfwTdZx2IpZSAKl9JP8V3SFRiDbLFScdASSNEJ4i8eJk4"
    "XDyH3Nla0owNebB2O7Cf08T4xkbiucrhfx8r10tn3L0xVPaCRGzBeq2FZlsHz+5dfQpR2aqU9WyN0+/lZh2qPYLD5Vja4p4eu7cu"
    "znc4V0/Av3se39lerBP+XGgs68/duQc5KOEkxOnsmu7kPe0tRGbKlj76L8j8Kmi0XZwaOFTugKx/Kg3zpNg92er39V5QtUeqLOK0"
    "a3fZXxxfhJ311tjLLKJg7dTB9NCVXlkJJCbqJ/MGY32bSSTDUeSwAKLM07iYIMbIfC/yHplXsFSHi81vlMC7ukAsxvwJT/yCTNBr"
    "xaKbHex6tJXoKQt1U6YPNuHRkV12djLOtqE1N5b7yD/v7KlVZIqJW2RxlU0MhHECQ/QLa4hiVsmzeJ3ksycszAq4+mq2ZfXMtlhv"
    "jfmCP+lzWA+zmcOgL3foOeLQYsOeySeqA4iHfwlOTgkiGuu3fgR6dqxcjKj5DhlF++smbBN+arMT7q/adz+4Sv3RvrKQZJ9ARzkR"
    "sd0H7NkYgKgvB3e9Gr7jEPjff5crEY8ZfuQI+ZhozZ8wouxD2TCGjrIM0rfJvvGnHcY+Tneadvh+5TS3/J97Tw17KP2IJpfuVHO/"
    "RzgdIMQHKKcfblyiPT3H6ELY5H0hnb+S36sa116B3Tf79hDu9lLZSTaOAuJbR4huWIq/XSffw/9brz/g84fJJEjSPThxCTEWif19"
    "9BbzHfXiMTu3EnM1wWnLQuYhjZf6A9mCtVpGXowEpcX2wXpobHo2n5Nxn7AP0PAMd7BDIcL6d1PPtpj0HBKa4UfrzXpttiQzneBu"
    "NaqwF22wS7ugc9bodEhoWzxtIxkuX+D5D4JesIlDw4G5Q15QY37bAl1Q6T2KlO+/sL1ZgdUyuaxilrWaHDWG3b1ZbUb6JR0U7CUb"
    "oIm245M50AxT8N579S18fyhz6tP9/GF1c3v7yFXi2OJ3QYNtZB7e+mzdU5Vhh1vKcJ9LzM/02g2QtMcnopk5+PFSwqmEakSWC3ga"
    "yuGtfYufPQCNertYt7EhYUzXN/QdWPoNHlkgRuY+1+tVjRWsJrqm6aSm4lB+6s8FG4PCW1irXFihveQunFjrUfod8nI3O6JjrBa7"
    "6UGRAyTqJ5Vr/fzPX32s5TzLrbAJSaK5VhLL10lRBfT4EDFdtVdmAiCkPSXtO3WUm3DH9+slwZnyDLyY0+CHfohnsm9oSsSNFPPF"
    "EUbSNdAEtR63w+o+WdyH73hSKmGdhJYsSUzQunuzebbJOMW2NuXMkr+LK1nd1WR3X3hpq/FdHaWrPKwfICKya92nRwUJzzZVqVkZ"
    "VN9B4pD0LILOYofHU8SOtYjJOl/WEdk/RdSzECNCt887OQEZpk2MEKl4G87RULLbNYw2W+g5YvOwYoaRZtWXzpyXyIY/a/OMk+RW"
    "Zo93sXttDXbYZgI7cl1qPStyyjPCOh2SIupV1GfDlUiWKY9Dka47RxmNuLMXZj4nkCZ+MmkzPQHz2AfDo45zZqXC98rmeWacPuJ6"
    "HaN6r4SIRRQlZt7zOEfVlJGmtLMm18bGV+U7AZt53mQnod389Mwgn21K1w6Tvp8qgUjVEL/rvJuUP+EHZfDjE56tQCg9hh5yEGLo"
    "hGeLruG0qmXTqnGGVkAat9H+3s8q7+Gc4LOpwnVYg4n+WpWZLmDLaLgzFma/aJLIwMY23I5d9/U5auvQQnpzcqyMcaOtnSHLl3Lm"
    "8n/x1ruLw0ZSdbjkIyVJfqM4tLthflXwWwwl/DZWzIsgb5XQkqex68Cw6isgawNhQazbxrqsqrzm34L/bZ5if1i4M/zZzc7ghKdz"
    "PJajmIIo5ytYlW3029rjM2/obOi6T4iWYdwIhj20HCe4q3wHj9Om3q03rxV7jVbi3n7HnXeTJ4m4b5jbTX2MH9WbcUImiOEFWz2i"
    "MzOZMfYbWfTTA9I+BzvSFu9ozy4505kTyCnem1kmm4O+gH2Nx8Pv3gDftnHwiZ4FKX4PXm6ufgQv93B8x0isyk2wjZ/Rjykle7j1"
    "A2xkZ3A+o4CFOGFVXN0odYsy8kzp9XiO8bRZLsJOd8I75ONs6Se/6f/j6yrgrKq6775DSgjSYYK0ICoGoIhio2ArKuZnYGHrZ352"
    "F3ag2GKhKAoYKCAg3V2TTPebeb3/a69z3pvRvwP+JOa9d9+95+yze69lKBnl8I0N2X2p/qbfMwY07z5TT5F8IlYX6Xf6E2zT1bDJ"
    "2TpTPoe9Waq3a/Mgibj+IcTi50tvPEFbyYU1KIJX1xg24Dvold1lPQwN5BJx/rtjVXVchcIYxpB7trOuNBtegXUoLea0UqE/NZZb"
    "PdJPV4bYI2S6IoUInJIC+/OF5Fw85xfY4cPkKO0RXKCrkubXBoEh6W+BJbsI0mF8Pr2wzj2lA56iXD/AOm7gil4uW9iJMR0SUUu9"
    "b5rzG3V6okQXcIXX/K0PyOmKppLKEA6WqNcNUdrfDNa9EtTf9TPBu3zMfzWs6Bb4xxXs2XGe9XZ4TbdBqpPwo9ycXSlfcaiI1dC/"
    "cU5uOczhhPeW3cR8iDF3G98rF0v77GZ5w/XuXH33g/VFnExm+8fkF9ylech/4l4ehF9tjL8tWHX/lWyVtfx2q76WEtfgFM9rF/YY"
    "Mya3XeUW7Ng7sJIXyq/warpC5peooQcXYiVn4VMr8U2Hi82ph2D5W8l4mYa1LaGUHE8vv4pP8iy+v1rfIfaRu9Mq/yQb9VM89QLi"
    "mB7D2GWLvq3v4L6OlJk86zV+GtTpvS18asuRztBT8frbkPbpWOUHcAqODi7Fc9+F5/8R+9KN3lUC93iP5JCh5ELsVBb0fzZz1sav"
    "8gO8sXOkisjQe2PvrCJ8Cq5dTBSmJvIenmcxnrmI6zEN2mt/qZAzZTLuO5N7eT5zvo6Vo6lUsE8jzgxjVOuyMW4qw9mU3r53xklV"
    "mZ9vdeepAKevxvNu2UxxG3E8yL042++ssMOE309cF0IFNXIsjQ3UQdr6SDb+N+QBN7eV4ERxO3lWLpav8GRJ+O3rtVPwBSL01z2G"
    "Zf3oXv3U2MsZoYzWgVrHVvJAxEx3xqv0xYx87ZpoJcb4dgz+q0LUY35VD+xBLnufSnwGUqTK97Faxsl4Hgyb7EbPl7KDnUZRvwKn"
    "Srn3IRzWT9z3XVawqmQ/PZevOd6BYjUU9RY4X0Px58vsoCtk3sbwwpcFa/B89+J+TDPepw9i90ZALk5gB61hx1cQtbcS1qQUUrRv"
    "YHzMKaToGo8XbVr3A7FuoO/l/uAuvUffgwTtIY8jNi5Ivi1H63uwJc3IunEmfL9FuKsViJVnwZNuLf/2K8Se3485uRVljbeE7Cm1"
    "RCowa1Gor1ACKigLIWIHjhabo2kurlfIaomNyWUeSEt49SJny2Yy4J0oxopawT7f4cQhzobVKNflzPDcK+aTF8BiDxbnd5tfOYTd"
    "RFGijNok0kLmBI1NppmUEjlGdbK8T9YKF0XaytzNKlYp+Rlryb9n3GyZnB8JQd/lwNrsHbwsY+U3eUjbwIqPhPYoSX4H67BRSmQH"
    "+5HzWa3LhjXdgL1boV8F7+Bq61kDdP7OXpTbkJ4lNUQfjHs+PSfjnbAKV8LjqGSOJtVVmSHNiJrVhJhEHdPMTDU+v2Y+fw9otYi+"
    "CFt4o+wpT8Fe9oYu+0nPC54kNvsfzH2qZ4CK6M+cSB+J2O0enJjv9HSc/nHY8ZtljvSHRJXoRPgSNfRON+kWRoTLIBsl0FX2XC8w"
    "07WA63o25GS4XI1YZXNyvmYEo+R0aSSHBDuTz8ur8qP+B5r7V7wvHiwnT8zv1Djz8fta2oWwx5OPcPbAfP6DZSh8pLhOYc7rF3gR"
    "7+uXsIxf6CWB7X8X3+2U7yc5hEiYIyEPOXgWl7FrL9aJ/zhRCPoR58mx2mgaqcghhSS4igFRhszvPVGcdanZjdeZy6q52d/9g0z6"
    "tSb5n2gtuTrjZJCqZt+LZcdNfv+HZxgkTiu1ENeb7Lxl6yQrwEoME5tXy8XPR5AvcJVeh29bBhuwP77vQJwJ87XWU4NvgXw2I7dR"
    "3O+ps5x2l6t0gjhOi8aS8Exi1s1Wxp6POPZQPVKArfwUnpr9pZHvK+3i8XXDjAmqWenZxBqhYb+fjfjJMLGH4Y7ymavtSpbTPWQ6"
    "XrsY8dbX8BXPxg7PxQ5vhI84STrBUxuMlWxCxOMSXsm6bn/HuiwgrnUZ/IxRskQPlU9ZBZrPyugOrMQ90o85pgvEsHCayX44DYYN"
    "/hsk5BlI+Ln4yQZYPKvA7kN8lmpiXTTMW16t70ICv8J5uEu+RFT9Lj5dgTM1U/ZK18HU947XzcZVaZt/1X52ei1jmOq9s4xTlB2S"
    "Cj00jL0B7bDym4nN7tjkDsFJXYyfm+a6Fmuyt1it3Wo+ljus1ifFpoZrsf/ml70J2W0ijn9lOOWnEj/JpQ9qGdQsrGEuNOx2vQj3"
    "cRae8jROA5d4b8/k/A7ZoSmkpl1kzTMsatcF16ReH5eScy7E6rQhL/2OPYoRL3KWPgBbaJyTpplzyTe/H/42HSf/QrxvYnBYsBPP"
    "Mx7v+Uyv0fPVsocX8mQn02fM4eOtJQ9nCZk3TOudyB6NMHMq+Zx4uUYelKshvefIkdJLMvV5Nf4kQ+fNJBd8I7lW5mLdiqEt1sDn"
    "yoYkWJXcYblaJbU34qEK6lolZkOhxwWyXqOwuo70F8kp4ix1Pi1yOSsj1p/WjpMpddgZcY8EPUkuhT1Zq0vlTtzLStji22W7DsAr"
    "J+ETTZgLNeZNQzWtZuV2Izsbje9lgy7gjl6FTzwtZmeysErD5VFRzgOIrFaX1THM5hryLHQNlkEO1mO9svRTToy9qzmB5Qs26b54"
    "/0LaqBX6PXXRpeIm+2o9q2Ylexr6YvdfkXWQjRJo8JthE6bKlVom1+H+NkBaipiLsjrsErFa2mzsqfk1pxKbXznp7CpLhczaXumr"
    "X0mf8SwjCnONxxRMce0JNa5DhRWi/ziOnBTunstAZ7EPwSxxR967xQ83EWcgQw7Q4yDHt8oExHE36UnQrgt1vyBHnKZr4VGSUv0P"
    "SoRg11ESyM/QD+pnoQv1MnHZWcMB+Q8zue68zqF3P0u/4ETiNnaP13JS5Xl5Pn0umtXT/u5vhg0zhKc+6icpXWdtRB+RZ2FRJ+sv"
    "eh88hX6Ql0pYxdFY582aYO4jntYsYeLPuOv9u2+1jtrS3nOxNBKXtzemnHJmTx1uxD7EWelJ2a9it1sen3UPdog5zpUYvAJDoBoi"
    "jr01hTbSVBxfp8u2xD36ivt1gOzw3ZH/PsHXcHdGyvNOpCOGRvDq7O936Wv6Bt5nEdRS/RgafTz8yuFi3MHZ0B3NuU95nOyLsjq9"
    "BM80wGPZRNLYUpUeL9rivXM451nE3lqL1w0/shgnIaInMd8eJY+6yYshiJu+aZzmDU6mESnN895DXMfPO7KaO2s5gHkezy/JFTWW"
    "XLc6VX6mOEEPrV16/iupjo9wEU5aJexjyGNgjYZ12QjdafOaPSEXEV57M/bsWM46V+JuzasZRt8u4TGvdjHHaNXmpfCfzJtoJaP5"
    "/p5iKMwDYDMSHh3QsRcOZg08wVrsw3KWXIvTPFL2kbfwyhrE5wcSlSmL7ylibG5SdYfcBItdlz9olN7lRt4ybILm2UMMEzyf6HLF"
    "8N7L2eWR9Dngusx5qjvJrLrxON0Cm72d9fge0NQBOyabcYrQoe25OpTdTWPm3dr4WKKGk+q1OLHb2CVcTlwgTUtvFz8T8BPu4ngx"
    "fymT5zkPemch7vcWz+Lk6ls9JZ6OIp1cXCQxap+W4iaOk9TYiAX1Tvq9FqfU0Md8WLLZWVtE7CdDtjgX99gNtq4ZZ2rLWT8K+bNj"
    "snIV86g5lGLlxEwLSkggxxFN1hBhfofUncN+H/MSZ3KeuBBXniwLkiFIx1S8clNwiPaC9NwcTGHXSFJT9br9JerjUXvGr+kFF2jC"
    "8+HY+RghZ+ATT8osfVy+wXrcIc2CC7FCLeQDfVJ/hnatZN2xish6u/AOw0R3XOad/URQalcTvtfsHokymtpJD9tmiC07/iuuejix"
    "dTMk1U/cjDi2LqdmMVZLGc56j+uJV2YLEuwHM8+gmJaj2uMDtZOboU9K4FcMFsOqyMS9XU6MiJ38pOHR71KXB03N1tlk41CcCsMY"
    "LdZc4uM2hwbdRezBmM931xIxKUHvybzdKyWFM1uHCmN5mRXp3J2QLSrBmaM45cgQeYrJCFKBdw6Et2U9QOXEPN8B33s9ZXcNbeq9"
    "spMxXiVrA07rG5/xLd4CVHC/TmamPIV0W+kjumdg0f4k4rHIsfKEHBq0gMdVpHthRTbrFeyJmIedMqT7rfS9DpF1MgqaZxP+z0Ac"
    "nYnv6YVIfqLnsqrh/qR0VRdWrxL6I5kBSun3FdLGlxEnxWXy/4KFr/anKNWfdSnr6d3TCDup+VenGV2PkPrce4J1+jj7rddwrtHl"
    "44rheZiHUMa+q8OIoRaH/i6gJ9ZbjH2gGP8+RL9ENDkP/vofrJZ0lolEJTVu8YT3KVOZPvfd1jXQC7uQYK9RwD7PkMcIqtYUnojD"
    "zrCpaaUWGiyGpJagL+TylmVe+1YzyhwoqUnPluIwh8KcBf2EsxCu27CGmazM3TJzm2TcKVoP92wVv28j/eDGiPf2I5tMN9zvFlis"
    "k8nttxJPm+oYO9NPS1lWwvyKPmLTznM4z12IM3A+4v8QfY0kK0VJL7958DIirMaFWKmJIhKpZc7e+C4miuH5FOK6F9EXGEntkO3l"
    "Zjvfl4PPngFdeAc+dyY8irnUOSdJhaY8qoC9gi4yr/bafRdPd7W6zpSLsTYHImqLcUajglpvD+lJBOMFOgb3ZJHETJykx+UX/GQO"
    "7uE6dpm5KbR3idxjnlpf2Efr0D4UT7uZcZizZ8Vkri+HZ1Drd3sPz8tQw/7c5ZyYdB1NxZQcx39j39JNTJftjV1YofdDf0zSmfKC"
    "nKC5sLQlWlfddtPFTYkRsBHyfSy81DlYj2WIXf9AbPIbPK5H+R1JVmdTuMh9PTZFP1mrN8gBYnkB4wC0mZXP8M4ZeO7N2AfDeja9"
    "twaSPpsosNWQ/qVEGAojHmqDZ1/PHMFX8qa8I93EPKUD4eG9A53QD0/8NKx4N6lNo0Q6zvLqdP/EjeI45/oQmUuprWpwzSp8/kFp"
    "nnGW3KHj4X8N13HSXSZqK31PXoRfsx6+7HqszI941gWQwAHBLOzRSzg/U+Bb9JB95SeZgivY9O6lGk+6rKdxMTqWNeNDK6a8LKGN"
    "rWU3X5jRSg15sfdj54/FI7YvyxCVWCfdp7AoE3HOjMm6PZ7+RLK9/YEn+w0eydc4lSkExKTPVRur2VZWSGuJ2pPwdfc4eYjtrlbg"
    "6j/CY/+IiEs3BPfrD/o25OkQci4rvXLlOUvhmZg1eQW21/jpEHniJ/fDOzkFPlUvsQzSALF6qeEsbKAsthfD3bhQnoRXZFM4z0K6"
    "7khaH2OFTMAO5SCyMx/csYUMEusKWYizc5hY5a+QHtpb0lZKiShvDNHljM1OkWof0Rd5e+p80Zp6WjnVkZn0rIbqo6XhzII65DU7"
    "nePwLJ8SI2SwrJLJuOYfsCCDmHNoJYPFYS/0w70GnJwyb+Eg5mJTs4wRZrHs+s3MvnNGJKYPQ4d8pTvhJXWVx2HLXpCXoDlmQlO2"
    "lz8g6yPkNujY+6QynZeM8DSWeeaI84hVv4NcPYbpY90VxdBTG4nM30Ei+neG5qSP1wdKO3JqODw4w1B1HVmrIaczZLMsgP/bU9rA"
    "Gs2GdduOnzdcISzlaSlmt2GI0/1j2YvWmn3gzofI4h1XcyfW6SzOjn+kq2l5ZkKv/wpNtT+e+zHcZS8/E+jQD0tgoVxvlmWtG0m1"
    "z+rW4Zxa/HwoTpVJYJZ/Zy30Qx3+Xx1GYV10FiFreMKfApHUdGTqb/uK6+iMpLNCVkkppIeuzJ1fTgSFmezRdhMupekJlxRLqj3z"
    "bfAlD+Vq98U+/hd/+xByuh5afJ80hlfUn0rzJSxPez79eUMePUIsZ34dvLRlHsEwycmrOhT/utxUjH06/0Q5sCqOMcrEaeuta62c"
    "nOgtJBXfJdP7dB/WZQ25MbZBprpiPxtxhqmWFbF34DHU+vxFH8/iaqjXJep6zx3Pap963/2dn6lxuQcnhXW1vZQvmev1fV1fgGEc"
    "R4h2lGA9LM4cgk1wG29JX+qpM5irrmWsUcgdMTzuK6FLXoXWag3rsRj+3Ry9GbamgHWMfO7IFnbYj2Meqgj6e4RejPO3N2zMj5D5"
    "R+Q66Qj5vwhrZZ6+dX2bdP9Fe3os2Rrvkk8g6+PkB+jfr/UbMRto+Bid5WrEk3msqeQzCsqlLFo38jHMCb6BE2tYyXlkkh4p1eQf"
    "34KYc6JO1/PgkSyXh/GukuRewVvQBT1lqRYS88xqCj/D6hsn9ceM1lewe1t9p+MzUuS734plgPYOxuj1eqMeHyzRa2S83i1DEbNN"
    "CF7U1yBHW+Uv+Kc34ymfgb18DlHQ/bxHm9TKJ9LnhXKErPG5kXVqk7hxeqVDOX9gfl+YCMgZUsd/kZqfugV79CCi6SeDB5MnIbK6"
    "UW+Sp6WDrpO49wvK07P/Q2nnEmRe2ZDOVUm9yYwY0VxMb9wgDiU2wsmDfHqeIf2THvcMRlYRH4GuwL0eDV18PBnGcnDSrOfPUJav"
    "0yMzesj1cjH044Nyoz4tz+l9+oJejJ0skhqyxGzDaq/AboZ1DORn0W7y5Mfqd5C4/0krGYF9PVVekwfgV3aSaay8mW27TByTQCkn"
    "6s2DKaKfd5oYokE1IqQFZFGpJIZl3CM7dvNe9AB6a7m7qbGUeC4Vhby6SoZp1C2sZzvNtVnUV88SkPWI7y0pZndYUi+RpEcNs9d/"
    "gie1CxJhOjoM78FO1Blyt94j7yGmGAOL9JQsRKy3mCx0z+ir8Gs/hqd+sFwj18KjvAe7eboYftOb8POKWUvM4cSJ5aBriHB4HfxG"
    "FzeEfW47Si/iSHHMW0Mkn7MlDvO7kvdledub6IMVEePVvKDTOWW6jFbaPKS+0pcdbilusRpm9Z6SSuLflupoqfa5v7+IMRz2TF+L"
    "if9eRP/K2BdPwDM08V2Cx0nM26GfaeUaQvadyXnWk+R1xLmboXEsE3M8dEKUfsDrkqBVKOO0jkNbKtH5cpk+gLM8AF7iH/IIEaG3"
    "6XJ5Nz1dnPQ2LsXMaEy6W7GehkPbBNJmvQ018FErsdKFyW81R5pkvAWPfKs2DUReTy7TPYJuRIkw5ADLYTZjJ8lReN6lrKob7uHP"
    "jEQrEGWWM99gGLt1k//XpHW0wgss5bo5NsFpnBffSOnegTsw1ELrG18H38l60W6AHt4GL2kHz2tvyaOUVqdzGParSB0WZ6nmsrZR"
    "zcrzjZ4/8d+xHVfipI2GbnczJrmcyVtI1MVfcJon6hpo/65yr95kHPZyrzzAidu5kI6XsIuV0CKDsYN50NvT1fJ8PWBZbcKvhFh9"
    "JkHbEU3dIDXJTyDRXyRfg36fDw1yquwdtJcvxPh5z5RPscqux9T17Vhm41KZDim4Hp55Nf60WHyFGvLnwdA098jzkJSWOO1NAuuo"
    "eR/nob9myhnsdKziutiJyIYFCGNPEzyRgyVGpLEwa/NjxZhDM2EZf8FdFovNkrdmb0U1I4Q+8PATjKETzLA28d2YbX3HcUcyU1p2"
    "Y6n2py7axaxiLbFerAIW4+64/lJX1bSI35CqbvfVgVz9nT0oiELhm/6Oz42E1cthd6Zh/+2AJx71GKq1nGoqYs7fECzyIN+NOPsZ"
    "Zre02dMp7F4NQ8vUpnPGDtsowYpHucdBfNpjf1mXTqE6RJcwbb75KnHPXWmZxDt8DqKlpGK6FE6+Mj6Mcw41Qj6Hk8VNOw+nL3Ok"
    "qJ9JTVVLHPtVI8885nJ2DqkiymqGm5Vp4ZmEjFX+fHrqR8mFwSX6IO5vqU7BiTTmu4/lLFipL/TKYKoepZfgzK+W0/UczWem5RV4"
    "1MM87+qRzOfV8BnzaEcMhfAn3cGMV5wR1j30xt+Dd5JHJrbGjPQMuSFHP4bPEIaMmKdS4Ge6zaP6Fr7nLen4T8hgmfIWt+kJuHPL"
    "h+whiXoeZdzb4YbsTxb04aP4Zpsf/E0KaVd+1OnEviuHdOZx92bg9ZnwIm6V8ZCRtszShL1fPUDcnFw1n7glKzbl6fxSnBg6uzih"
    "uJmYvXFvJxcixgkRvT7FIZ7SWT1YnbfKkXVNZuDu8jg3nws7eyOnLSz34Sqh7umyaUOz6rGI1HFw75HuDe7vp0mr6OeksHEMJaNG"
    "n4Qe6Y9vupY8ascjur8Xsp1LDZXLDtM+WK8/8RSD5RlZjjhnp66F1D8ohgn4MOLzZTgdb2DlduCclmt7nsXj8IxvWC6DmvcpnDmr"
    "i5Xq3YiFX0I8uh36Z4askxfhq1XCklUSQaOKGZtavYUoY+OkE/tSSshLWQXNYyiLPT0XWPN62J8pRqoS+IOpqUbLeYeoFWshZZcQ"
    "s8RwjZznPR+7v4m9pyG/kjGPYG+sz+6MtYYffSjky7ibrUd1h/7MjssfOHu2kTnxGs9Ra+w5d4lhEt6Sztynoq9SP1/r9qZLPa5m"
    "F70t0JfEUIgewE+WsNNtq7YLTtVLcRef4//G4qrYuYjbQvo49mo9Tvb9zMVZV7wxxDSGxCzBqcnHqc2BV3c8q2Vv4Ltvll54+jXQ"
    "cQ3X9IZAD+4lplmt37IIVytmVb3Ka4+/PDterB7Lm9VTJmL33VRy0vcGJ9M5W2H05TguBrB3Q5nvmwFvYxSj0SycLMuEOrS47d4u"
    "2urk88/R4npcG0ZSs3to5btgHKqXi9FGQG5GSMR3OCqxrqKsHh4uI/HUfcltYqwBheznMrzVJPNltZ4lqshXZqvoZ5aw81c9roKz"
    "TZbxNk6UEJ/b+kbtZws0yjnwOPblbWilOazAHCTW6TcTK70BOqaxfARtsQunbDir66Px783kO17PiLBEHyGTTDPmaDM4RZrtcVdH"
    "ME/i8AtGSZmvWlUb9gwxUApxIsPkKP4cJ1ngVewrr+n/sFMjEc9cIV/p+8xwuGp8BL5pIRF8Lb9RADkopAcf86hiFR7/IJlmGldE"
    "SNX1+FQrIbfZxB8pIxKCmyyw+kwlfcZSMt8V6GycGZuXHQa90Dm4WAyTfhs7QrN9D+8KsjFlYpfexMk0zpZMxkJVOKnLPLt9b0iA"
    "m85P1sOkPVnGIjachZ/eLf/FlXpBysrlOdkIrZ3FjLg9SQk1QTXxNabhFBXw3xNYmbDKiPF/ZuL0RfGdTj+G03zOJfT7LpTJ2Nmn"
    "IQlz8e+X4aEbCupyeC9DIAVjoM024O7n4Hp/QF/eJVeQY8cxjCTr6QT5f5iOzdN8sPaT0ViZWnoQpeyZ2x+Ssb/Mw9oNJtv6OPb7"
    "b2U9sUTPhtc4hFWrCE/QYZ6TxaqfI+hh9+e5TXgMwBAZhmLsxilgDdvwRUqZrzJ8vmLItfFJxIjLWIf1t9ZPhd8EufuQ/bIFROgp"
    "1rVEOCn3cx9WUQurplnjerKzwSZgbbLGfE+bltik4+F97dBCzkdsgbbfQia2IcFZsDuT8W7TuNVEUShnDqRvYNmk5XhKYwdx6CUH"
    "M/6JE2mwAJIZVRcPRWkV45DIXXoEVq8npKM9duRIeV72w7e+h28/WS5DPHEt69QxToTu8hxWy3j290xnqa5Mn32TiM9wn2aFrHd/"
    "B+57M7XFTpywSnhYvYLjZTa776+XdtBDdyJuP1it73sarOXZOCfFiCMtGz9WjD3TkPzWw+6GEQkcCg+jAN7xZjUmhdmQss7QctNx"
    "teG40mOyVT8h5u7TWIcB8i29zyrmkIsQqbme7AquQoJoayWMYGo542NdZ9fATxtDTyBLf8X1rba9CtKxFRLVSCI+e+V6tsO+krAL"
    "pzfkMySGWxGhTjD0wJU6J5gPa/MEnreE/OdfQ0amQYYOx86uxzMbA+Q0fRTr+pE+rDHs60jZC9FMe9Z73tAPZQU+/yTeESLjfJiR"
    "ok2JHUCejSrq0yKs2ifsFLF+of/gvathB7dTLms4w1PHpux2zOZWa+R8eQgSdzKkcgPu/Q/Ymg+I1zxRnO/tenI34+/mjWXrRtg9"
    "m8aOE8UoCzKZp6uIMNAQynUEnsA3OOlToJWmYM/mWXdxMIkSUkI9Gk9jNEcZ+R8ihiNgnuFyeDOr4FPDEmFdLtNGmsMTXMEYwvVL"
    "uMm+FKuAeU8pvdFTHLJ2TdrihliBK2dfbAxS8gaRx38k29tonG/DnS7Sq9LxxL/7ib2oZZuncQ2dzamgLgqTxzyCNakivv81Ytig"
    "DSNXWK7jSSnzFbgy+tc1jPhaBUulaXCEvg15+livRRRSBB30GCxFY5mEq/eVMLkuooy2zhHDDSzWH+Br7OSO24SXad5A5sJ+HeD7"
    "1bQe25jjDDEb7OYercKRyxr4aKnwlv3fPe8K+EPW+2reZ7GuJ4alycNYsZX8SAvkLVhTeOawpJ+QZ+wpWFYXhb0Jac7G58bA0rbQ"
    "03Q2tFyGODbJItpF60I3z8cmcNsg+nDMfGFOjraEnNop+gl3PRb6d75co5PwLfuKobl2oL+T4r2LeNtkLN5mMz5OLtZ79F19OIgl"
    "5+rs5LVSErxhyEzw1WfjmzbDRu4hNnN4NjynbmII5Xk+/2Y1OJfpDRFlcx2+8wM9Rc5nv/p2fTuYAv95KXRJU9qd5VjPI30WMcGn"
    "uQf7dzC7h2IeI6qYjH9PifWWF0HvJDzXUdTjtm713IP1cWTdryY+Qqvx7GdJjzYRgZ9RTUaDwcSvroD+yIVXYDa+rZyokyVBhobm"
    "UodUYtg/CVbpPtbzxBC2bsEVXsHznq8vS/dgrOyUA4ImsKzb9B3I9SOwa3+REfNd9qjXstPcTZDGWZFK+mpHa0nxN6cizQRzA9XU"
    "uk4z1TLrerq4jhBjPthXUrPO7lP2hLMoYeU6HbucxWnZalYDNkHWraJvGBdZcpPcSpyIX6DF8vQM6N4l7Fw8GjZsIiL13pItf+kN"
    "u2E1fAi75JjjK9gN9SjubRNnlLbp7bjHnkSkb8yss02ClfOsRn01qwaW3iGcxekpLMI+BMFdRJq5Tubj2xbB15iPdWuYP8u8rW7M"
    "xTgEkZ1czdHME1dyRrOGPWvKjiWHAXG5LIL9S8DnqoBkdpd+kOkh8gf26AFo3EKckpPZ75nLKLuEFq+czCYJnvYa+AovSjnnbMwj"
    "svrcCeQwUh/3ZTMLO5+zqca8ksNurX1wVxtxBowrwnh1h0lrdpFtgZWKwK5V+11u5Psn9W8TbuX6oDjc4yiuW8JJgjJfDY9qHYrO"
    "gb5LyFZpJ7vRqnifvbEX5vm9IpZL6aErsPNnQTtkQh+thEw3lmdg/5dqgj5SLI0EYn1ESR+j2Kof77lZHD5DE3YLNKyvG86UXCu5"
    "foI34ZndTHo34Q4P04l6AzzeBTq40Tu45zfgxSyA1dkq5V5alCgtDmnzFLkSusUyv9YzXam/e1bGwXi2T3RQsJnVOtcf1ZZeTC1Z"
    "tXrxtDT1HkpqQsx5l9cFH0E7Gc/Oi1jDPYN5anOx3+uNePUsYmSopvAxajxGbAd5SjJpn5rLYsiD5YCzmJ/bgt8vZm9SNc6adWVm"
    "w3P4USZAwz2AuGUtrP0R8GE2YD/vhx9zH7SGoaEZuqPZjkaymd2eW5jhc91eFrWkeqcCSWFcpOxUql7Uzmeuw5DelrKDHeM9yQnW"
    "Uk4U6zCvhPQ6yevBeYVyWFdjlDa7utNXnP9kz+8X+KYXsOOXEK80SfTCKHOHNgFkORqbRV2HJyiGLnxI7oOW+Ro/+wQyfxhk7jt5"
    "AHokx/MsRhlXWVw3Ct7LPEjfr+TQewF/Wo3pMu0UXCc5eq64zGYVa+WVjLTWs15gM/sWJVv8PYbeSSX7Eoo9Rm01c2aVnqG7hfwJ"
    "z6WKMlzOU3MEZ8fK9CX5CXv9urhuzEacoLM8Yw/oPjcjtF8a57nOSzMGgDNkCc+gsbSY5F0lxm7ZBWfoSnJLdaDeMw8rzOh6Lny4"
    "XH2Lur+fTBfjFOsglxA/1zoz20uF71E23GV7jk3pM1OR9ikyxOF7zINmLucOp7onHSaO9c4a7tF2ViIKuNYxj6m1Qy8TQ21wbCIH"
    "48/O8EAW+bPXyGceh/s5Kbc+lrF3c4iToSUi7MsyLI1cZteSPutX5WXOpkmUvZS9iKxTwjrCi1zrYtxfU3HYuQvqregRfB7LPhek"
    "NXwtfMsEbf6lZAz4Gr5SPuTqF8TwB+O5jYNwOtb7W7Ktboal/VIegOz0Fssi3sGJmRCjtShxDxK+5750N312Kzxft9LrvVJSvIpW"
    "AelHzCi7r030kM06TKD2bqgWOlA6QBIGiE1pzYBv9jKkyjoIP0B8mFcPk9z9Gfc94A6RtH4U7/48Q05BxLPQ91O4jFuINnSe5zg3"
    "RtGLyBJoVmEMJ3GP9/gqSR+NWkbe/IscdqQUENmlmqcql1jM+bvBNO8mB8nv0LuNpTFO9ma9ETK+FBrlvHoRTFKb/Q0LMMrZzbhf"
    "H3uSQeI6kUfAj2sXtECU9x2u2VQ6QgfMlGtxFyXQLqfKZ/45xxBl4XPY6QfkgowPg6+gg1/SV/VTnKMzIGut5XtEwrfo9fqyvgYL"
    "/m3G2/jkh8aqAOnsFjTMAVvMZ/2BeWVDRcshB18lOyKjxFes9KyaDgetiJxj9lzNyawc1vrRoaE9h4j9ZLHzBvYRHkj8rdPEtK4x"
    "JLWQPWUUvJaNZJt/HT9rJTuIlv+kdszIh9dm2JMfwwvbimv2xiq4DuQi+i6HsC/5BUZnMXaXOta8cvhK+UTbM6t8jM//V9dDPynR"
    "hK9n1/LuOnIuJAJ/ewf+j5LrL6bJdOYrTk1yGnuFXQauBM/h0KVvwZ2fLmV+uraYvlGYuER3EPWk1mPiOL0Vr5exbv03BpzUnEcj"
    "32Gfyol1kVSMmOBsyhzf51KfdbLhExzzz1GLWDhHU0hH1rnZhLiyMXlCp+K9VwejEYW0lHHaIqjSL2Gt15ALKY7zaowD9hTWQ3Yg"
    "+23Es6l1F5evCCP6qYWG7gg/MlOvJ277LH1L3uQUcU+P6OFQKBd7z2IVpPxH6LQZxOS9WhYiprtLHoVMjYNl2sSaYi1z35lErXuS"
    "/J/7Ig6Ne26+WnaydYX/vQYaugknT8PkD25Cf7GavScd8fccdagNhlr3BN4fgpxl0i9vDm20r8dxiWkdEvhpiLxfIyLgClh94yZY"
    "Cju/WX+TZ4gV4PyzMux2M2Ka57M3Ooq7iaVRoOr6l94SY6IyzJoAmm4dpz6WQ9rzd+MNfoG7v0SmwbbbDMZA+RLSNki+lBe4p1Hf"
    "13Mz0RpiZCgsgIUx7putxAqZgojlN70Ppydb58v+xCRomq6VaHpq5Fwp8x5kijnPNKP1g3UNCohIZ0i+lrG1rrZPsT8j2XkRpzWt"
    "ZU10T+ZJwlr7t86ylHV2v7Yhlnki4zyc+R2wn/clG8n1ukt+TV4vj+GTryD6moDo6SB5VY3x71d5Q96V92GJv4FsLsIafKonQIsM"
    "kuP1K80IduG+2npGsOmcgD2bp3MtVmkrTt3e0CnGE2y4ZCuxzmeKsencQp8s5ieUo7QYGdgRi8fWs59sD1rjBHsRM+QCMabOrYhW"
    "R3CSYhPWsi2sap6vgjtsIFcddnnLGkpzjU7CXr+EPTmU7GiG5J/LScgQV7dbPZsQ80w6DhVwhFQzNhknli8rZv0xmkZuSjBr6M7P"
    "IeJ4J6o0hYksMopnI4+vJtPorMWeWdFhBXWu10MX1xTzUoLy0CLNTFuH5GhS1h4RxTY9APfk0BY3Q/vlEe9pEP8d8h2SLmNiZ+kX"
    "XKuNGBebMbHOok3NxEnLIWbZwUR1ivmaXjVO1jZ8ywF473/0IGjslfqITgm6QxtMkBI5k8+yh5/6TnqEOxeJDZR7sUezoLlsZrqX"
    "vKtPsTfN5sYaeYQU800s95vgOdlXrI/iV8QWtdTYS+HHW93pcni3mdDkR8vzYnWqL6HPlkHnGwf0tt2c0yR1otuJPmlea8v6vwuP"
    "ZxWu/UvwI/yULZDD33UwtP6b9MPOYsaqQu8lj5Xd6besA/fFHRgyZD7ZdcKQt0ysZg9iYNu3blFNTySf7FlLTpIsdrGFyGmczSrM"
    "m/SyXSbrkHSPjDFsOWviUKaW1uMXGsenug8n/GScnu544q6I2wbLfvIwIuETyIZZxQk+IY6MyGHMmsZ9nauMslhLr+94yfZ4e40h"
    "B7WcxOssCY+jmoC3ahn6cWIz+CWsdeUhJmoE78Xynjfi+u04fV8EHWYVM0PmmEhcHMekXp3OdB2O1ewKT+A33N1GrNMqSM+e8Ay3"
    "Q0+t5rvGiPMHyzjXZpprP2IJVPgqpHV92sqX6z2cF7eemrXs8oixvmbPNEBO5vRtV/jaTaHBDJF6Jp7NYsiH5FlOQzWUkXlVnoSF"
    "+hbfbj3/ffCJPRFhXhq8jX9Ph63bi/Mz29lPmwN7U84ekRKi8FpFfh92CJ6NXVybRm9z5/cAIod0lZ3U5VnUZS2kv+SSV9P6Xm4W"
    "6xFerD+xGjoJevAaxJezYEU/YrVvHeSvFHKfT3moYTfyCVJFfuuotxADJYViXMsKfMofLtCx6RzL/vITnvRJXSc2vfUTbNxqsqtl"
    "YR+PllegeR2jveOcqaWFLGe3bjfOyrWCtK2HXgiz16krpHxfmZZ8Qt/G/SzRu4JVel9wkJypewRWcc/XoXinm6rfARk2jLIZ+K6t"
    "2h8x2Qg8QRn+vQ8k5/NgNizpZfq+zEjP0ZVy7m4L+yYtHpsOzzgLcdJr0NjNYXd6Bl3w+4vwqRvLXERQO7SWTDDW9bccKxPwtF3H"
    "HpwqPkuMNYUR+NZNOB1DPC510suQY6yJcE68ltMYxp5TyTxJhV7u+6Y6e1zP2N+wH/OIgm/19mthfwxjNkN6wA8p1Cs0Tw7WoUEX"
    "vRDn6EHc3T36cPAWniUP7y+Hb9dePsG52smKm9USY1jXz+Vjdlx9qePlAe0eHAUrm5scR+SjYZxLUN5hjHj6NX5OMgf32wwrUAtL"
    "aJ2jj0kJ67wWaa1mD1dXaM2E5/sL6bU6VSbD3segW+PQKC/rxUE0+RRkr2FOAMOvOJed7El2hlRBm3fDCTasS8sATsR3XoYnt4rs"
    "dviSxsiX0HiaDSDiM3xmz3ogVviDFqpabwoWwOLMoWX+GPucpffjDC7Hft+oE4JfmTl8H37zobAdz0FH94DnG8JqzMPPR2NHX9Fp"
    "uObhrLQk2DNnnnUYGsJip4eNBUxegjd3L/yWhaxNPS7XyAvwwXeQ6yqDsWVvXNFY5c2jbI3ztRVSXUmE97bBfPbkzNNj4T1/jVe3"
    "irF7/Kk/6+2Ij7rJDE7QWBazl4T8NIKbwjRewRmcADpa4kTVr1DD+tqC/W4pk6SP7IW7s0xtrv5XDangF3j7d+Isvk7mQVsh67o1"
    "duB85i6OY0WhPzvfs+EtG2tmZ3lPSvTfJuuDen6M1qt0pfK1bpZwLDEJwrjPELt+7NSerYcHbwTDxSK+XvKTzsXzfp48Sl/Gs38m"
    "bcWQ+3LxbJfB3/0Ja1xG1hSbT7MZjg5kmSqmp2QdOWZzRohlxqrYDWEnaxJWd4BMxc72xQpaZuYxMd6fL8TQp1fqgzg312aU6/c4"
    "U79i55ZDS76LmDqH+O3WLWnZ0QF4EptZsRnFrh7rLeLZjZQ10RS6ahdxyCkFiHRLyT5fyXNvfQUR3+lxnLhsbS47jsPE5I/Qq9lb"
    "JM1tEfMzE51YGa/1/KPum2qp/TpKKSPeizgzuA9nn/6OKlCHtKCeFzehT4jLTyWIRlRNtNKPYDffZ5a1WKbDa7xZrtMPoA2+hgQV"
    "cK57mz6MNVmC96/Qh8jaVMUc4GGQTFeR6ShFtNTV3iorqzPOozyGd3AN/AjDLm0hZ0FvNRJDYp8ATflwYDNFzaSClsHlyZVxisUl"
    "R8o52JMrsV8lcpXV/KBNniRiRBWnmpS9Z1EfDw9g/ma5PqHHZezAnRju+Ro858fQuoZU/ayUUN+b3zkd569IrfvjdkMU1O6cWVhL"
    "bE3TX3PVcWgb44jDuYh7H9llktdBJkM4++1lmCzVpkEu+9iOhdfUDSvTBqdsLXTIKP1TntdH9VH4T6PF0G86iP6tU9nlyb6HRvkM"
    "O3M49Mg2REPP6a2037PhQw2QceyLDtEStMUOGqprgLW/BpFtMXWI9ZdkM5tgcrea1YpaYk+v4rxbBV5fiqdvuCZhk8ILcXeG6tBW"
    "kqyRuD6VXPaZvAR9u1GXQO+1wr3uISvw/K5qPNYz7Lkqfz59oHY4bxFOi/TDuh5DnI8FkJ6LcI56yyGcjzE87zCrQhZNj6NNq4DM"
    "h33v5jkSYoa4IN1zluJjaZXGcg6RwauWEVLUY+of6xFnGvLWFxPPz3JEq/C8tWSy21OmShHz7kWsZYXga9UiorQp4ApiDtVCt+7N"
    "M+XmaVKMMdnwSXfKEzIP3t33Oj44TR/Tq7EDv7GuvN4mbXBHyz3mzjTIY75nrD2f/N9Vfhot7tnyrE+lv0R9D3wE39qbc8vJdB2t"
    "i+98Pxufn8NPROidxj2CgUiqKhVlt2xrdjhUcCarC9G4jmGVJcTIMumnBSNEyN0L+tFN7A/hOa+lnTZ0jCjnJyt8vtc4hnKZP8/j"
    "bEO7tKZRrZ/RCvFcFdDeG4vZqaz7VcMCPI3z8aSshsx9Cq08Bbp6AfT7ffDcLSuW8CwDQ8RFvTUe3SbFwBTVXum+4yQ55r7TA4MC"
    "rG6YGOSVfJoItVEyPXfU1+O9KbvhztWj9DD9LeN5+AK3Bc2DmYgW+mkkeTTji6jH7r2efQQxakyXz2/2Dz4N9+dhHt1APIq+sNpq"
    "/KD5jDsrvV9UwUq7mx9ejjP5pd4thu+xTLYSk/QTrMtHuPte+OmJYp0gF5L3pJZRklkXi6aHMuO0E/7PFNruWmh2x93nZlri7MY1"
    "uegNeV2NndpBfr0F+oaYNthHZuPJ5iPWtV6Ln/Q97OYJWizHi03Q7oeT0ht+RxlzvL2haQy5zDAj9petfuY95GNns+r3kp8rqv1w"
    "Ml+UxyWDs34XITqaDr+zCjamgzwjR4nl+TrDF38UGvkKGR9M1JshwVPFelsWQhd/ol/I5/Cft+GkXEIukhof8boZ1FQ/+IP0nPMY"
    "94b9fGcOd+1n/VEe0tfkF31R2stz8qneII/rpbDq25gP2QVZKyAieqFa75x5XbOh04oZC0RYSd6XeTpDe78XlqYr/mUYYNNgEV6C"
    "fD2I67bhfGTC73KUZ7C7x9K2SY6Yn7lLMP9gcuSwODMRE4f8JGecMYPS/lsEfCK8r/3FOtBHQTbKoE0mylyPf2/S20Jinov3ZGL6"
    "TNJf4b88C4/jdcmGDf8OVq+N3KEz8DQFvkeiBeKu78gEbZkvs7hDxTGJFFGXVBOLowKn9xRiynXHq3/hu++UH/H7Dn2Hs0yuHj1e"
    "XBwcUocCYTvyBr7lGnEsSg755Qx2Wt8Hy32jnAL9mg1J3wlbe6p8r7kyyFvXM6Xc116iqh5RzL7Dvj/FpZlMn1xj8TiEbAO2Ol3E"
    "Yb9Xk+HxGjKh2LutOtlYHKZoGeLtGmrRD8kA6HamEPcTZty1H5G6Yp5DNE7UO2My6UGGljh3yRiWTQftxOeb8qr/7OZuwirBeJys"
    "I2Q46xzW31kAv9JmrlbA8u0tuyhVNsdyDnZtD06llyAu2xPrnU82lzx9BlfvhP97EgHoVFZjUv1VFb62LWSxNo3vuqcrec87oR+b"
    "SUKs/tYdK5yHE1cOX+dVnQZ/eit83Hy84y9IyjKc7344uzPlNOYwLoV3t5I1VeOEvVgyYX/tmjsh5RXsKbL852g5mQxg2eTRW8eM"
    "X5VminlW1qe7AdJyE1GdnxWrEcfhO+8gksQ6Nb6r3voJJOkC7N2jeNrHEXG0Dqxz61nouw24s19xR1ugEUzfrSJjz5fM/0TZBdOE"
    "DKyDyUNoCF4Olyy1LrZCbdIzpQ29MlqWeByvMFFFLFrYAemwbIkh1hRRdsrwDjsPe0s+WZ6ycXed5Elii4bxhGb12hPLPOKxOFJV"
    "pCM9WmoOdPkI+RjadCmku53cIlt0kT4Nr1OxRqlIPuxRftx8QhExTpytbOMzsq7eaTmEEvZIG2JSMX1zq1YYz0cxuRjd9Qo8t5R1"
    "Q92Ptc7DmfgR/s1/sWaDZKYMw66fhbXpHoyAbz9UL+asyOHyebJnxqX6QbLhmpFhUM6Fvawht/hEyNAOeLRb9KrdsGj2l0UynLv2"
    "DOTwAXiqc2EDtmjPYKivuN4rdSy5rxuKqaaqYs2ljuMm5dn1kBB7GB0ink2qFKuxSjbHmqyAlTxKfuPU0CEyTdcF8xA9v4R4aR4t"
    "geEBHCbb4YXlQjbvhkW9NLgFu/4WVnSsWLW6C2LOOxH/NcxbHoIfEvyD7zA1bZzqsnPa1HFNmg82XsI+p17BXa7hLlmeIxt7n4l7"
    "jOtN2IVSsqVUQ9O8/o8pd5dtt9/bs8PA4YwXsT/DsvjWNbCBFdUDPOt1KmpMUJa7wGbtYOS5L1G5AjkQVtDQIM1ij/e4tyGPb1XC"
    "+Mm0kMn9Z1LDeNVw8LrDd831/Z0unuvpkQaVlquYKKER6s+oPiKrqE3yWfsYABv/l04WmxYdjxilJZ73OVj6QuihxdAn1rF1EOsE"
    "M6CJZ2sZNbuTKvWTdcfzTh2KYDJdpbD/D6WNie3mM5OhWzLhCx2LiGIFztIxYuyA90kWz0/dbnaut6tmNQ3bPAEtXUREryra5lJ2"
    "bjeBLIWxe6sQwUwhv+id8oqUMJcY9WzJMWIf17A/I6xWmV3D7F0mXn2Fc7SGY9whSBCtfzt5c3bBQjXDSn+P9XFzVT3EZQBjnkvY"
    "8uwNR21PySfQlGtZ9crH6SzkhONLsCINn+2espcYc30NZ5rD6qZxdvBZdnpbbrv+Gz2sGv2PmN15iV2LzmqWsCfEpH8DOy6TmsIP"
    "S2EW3SRryH5ynDic2g5iOO+1uP7dafYNW/eJxAJy0r9Ed3hcsTLu+MHsX4qx42ATvqUptNAu6Y+4zmZmO8i3sBjT4cXazNShvoIV"
    "8VGo5cqijGeMb6Y/NNER7F3einN4G7mhepAx1p70JGIcRWkLLUNh/kUFT7YxULfh5Jn5sE9jtUP6EbT7qIyTdAikfL6+qWNxDwWs"
    "gltutQLfNZiMMtvpkaR4RA72NeEqZnPi7AhpKD6151iDTxnb0T4ST/tBti6Gb3Qcfm5e20jWHQ/ECi5Sq3aXEgWzBbm3mhJ1xGZa"
    "H5XxkID1eO7RWLdnIRUnyAWIOh5H3DUTklKINZmKu/1BqzN24Up/6hd6hiawun8gOnhNRgVPJM+W6+CZr0lexc64ct9DUM2dbivt"
    "GMcqdKyT1rrzNYHPVpuObF1ccqhHWrTItCJdgzSregF7hwwx7XRmH0vSSCnJNFJKS2iTrnIurr6ZGWNjtrsUO7GJWqCZx2JJ+DlD"
    "s+39iLpo+OWGe1HkZ8sj1Bk2qfGNXpf81jA94ZfcpW82/jZpGK85WoZvstmYfD9Rug5avgASX82qZ0spZL+T3blhzD4gFov08H0G"
    "xsOxWFYy51fAKshY7Psc6twI8dY+w3ePoe9s+Kr5aZ6nusqO69FO/GvWtYm4eb86Ph0nO9fLLEpyF+obZbUzwRx+Ebt0y5gNWgsd"
    "8TVzDNY7ob47165yrJ9aCFPzvgpZOUlayPvwGZ6HXtxTfsQzzYTMPSQnyhk4W1bjm2U91boePt0gxF0b9A5inzpElBhtt0PyjzJ/"
    "1RvnaRGkZikkKhMrkY/Tm6AvehKj8zxODoTYG12up+gdkM5+ePcgXOeZ4A25TG+HXPWR97CXE/VawffhCkv1z+A1sl/1os+S4OSB"
    "dc9X0EaZf5ulLjLKJtKoIOap9RFQlWcTOEIcLtyVrOa+Ry3XcC+bcTNFecLflR3MlUUZned6DMMIs6HFzCYtliyyhhoLXRUxNZKI"
    "gCOsA3WVGmaS3V5JegolzL7a9fVmLZSoqTGua5icMCtlqv7IjoctuP5fnMAvwRmu8DiZcfZcJZjBstkl6005h0iKqclCx/GY4ORI"
    "qUfTGMburBD5Op5CZP4LrN04RL3msWSS97gxnriMd1HOjsiK9KRdBzmUEcbH8io84onwI9fjfhYQbWoVMfF+hY+2kpmt/XCSp0Ka"
    "bsJpGqPbyPibYMdRxLM6mBQaa5z6KN9+doDnv1HvRRcSqzpMJNAIdnNf2rcBnCB3HF7dxbA6jBehkWR4Tk771UlSPQvq2fVq1OG9"
    "dyN7S4idLXb1btDNB4mxJNqE3EZ9g2zJxsddoD9rHmIWQ5O/l5M0i/RtRL2TtY80nI9v+HtWklnUeALXQDdZnWMqztVQeRknq5uc"
    "E4QYX1VDF83XSYg69kKEJcwI1mnflHXttpuK9E1ynfyuH8MaTsLJ/kEfhZ1vhDP0lI9s7PNdvMeVmsJNMoIayJx1BfWsm9ewumUl"
    "vErrDNyDnVdNmJu3vE4FJCDhJV7ZE+fwUCxmXs8pnI8hvca4N0qOl34yQy8XwyFNeg0ukkKhs2jtKOLaDmcfRwkriMZ4kY21s6nH"
    "AN+6EU+cw6rraHlCjFtyKFnAlDWCco+uHeU0t/HMRHBmolxBx7WUYloexsmAncRxL9HmQTEz/mtoO1zPjq3meh9lRjiz2hBGu534"
    "69hTH+MUgdVPO9IDGMSpyjbsnwr7We9KWq0r5L5gJlbmHnkckhTILbpFLpWHdFiysY/AukldBFZCXXQ5zlgFrIx1a63H6SviHlxE"
    "pMMxkudjFTfNPYB9vBt9R1BTaZs+C43Ye20ZB+MceFqfE/PFDDkgob/iujZRVcFJ3yZBBaf6l3DNd2ClKj0yxn1pHz2qq73FrPZ9"
    "I//soZ0MP+BQeUW7BzvhG3SGf70ee7OI8trQ1EUT1j8L6OkFYvHnfsT8tEybSX2V127Zvh5tzDgnIw7agDW6jhbCYpA2ep1+K09L"
    "inMgmvZMu0q0ntbV9JkQ2dN3Hz0jD8qf+oOvBViGZCX1YiSNn1eZzoIP8LXTLA3Xs+bH+FfdLFPM66QTGVUk9BS8+hXu8Si5S76C"
    "5JVDCpaw6+pp7EUrWY616QlvYxqi27byKHTq/dDVY/HsJ2AvNkCbjmOV7Fmx6YAl2LU8Wr6xUkEsiuOlL87cPthlm1Gb7RlZXe0t"
    "xipDCmNtunYM2urERi9gpwp1FCT3FniPD8mmpJ27PYjw/Av8zDA5w8JkYU56thw7uT0k5ZmZLvpY3ze+eXipWzkRVQBJaifPyToy"
    "25VwkqQvVjGHPsNvehiidfHoBFKvi7YOfzdOTyfpM2WGq5IgRn4RfNUqMmQ0pv41LN7GsoVzDkoWxdSM2QQiv9up29PPb8fZ5zJU"
    "UggzebSGZpWepxWw+qv1H660mWr4QsbPUQRLNoe86dmcv3DcyfuLeubFvT1zoEUWB8IXv5wrbPNUQ3hFq51dj/3PhrW9RH7DukcY"
    "+6zGDl3BasdA2qeU9UrhHC/1uqqatjvB5yvU5vjMAZLvMQqNI8Mm3s7FFcbA+3do1farq7j5qh5+6qxj0BoWuA9Oy1WI0Z8Xw0g9"
    "Vt8U60DvGDzDno/L2ddQiKdsBP2wAL7esTIS+sE67mYy3jwiSFIntOUUvWl9qyVbTG1MMifiswE0vfX+7cf5r8OkPWzG+5DZI/Ha"
    "lYxy18GS9pFP5XV47x2gD2rxDa/I/vAwLF+wlZHCGtyj9ZObfOwl8Xp+SDPv1xprXpz1imp4po65tYv8hHuaB431O9Zhvl6hVzSa"
    "rs/gtRX6MJ6gYbs9BeepPZHjv9CXIZ1vaafgD7mLk3OdELtLmk/WplOy6M9dFryvj+COZ8treokcrxOh70ZrEKzXg4LVYjhPOTh/"
    "67G+y7GC46FZriE6S8LHPeeKk8ZKymIF/OS6LJmLu7d6poCGIsoyrLLCLrRh5eBssf7XZtSSx0gh/dYoZ5YN73sJrEUm9I3NfUXq"
    "ISgk0hj/6yBbb0JDG0pOL7EccLZa9ew7xkiZ+iT03YXw2H8gvvk+sE7rdjNfsp0WN+breFHalcuoP8pwvwdjpYv0PDmKFR/j8quA"
    "VFgnaCAxz/lkd7iXpFCga32smbrvODttzRd6lPmncxF15JD3p4V8IMbu6vogk+xqMNbvTsyRZGJVP4W2mKRnQMuuxe7YWn7GSa4/"
    "yaXuWLEqmRM3hPZ+kPUHEC2l8hnd0/dUyFpsw7mAIngQ1jtSQYzKTZDYSnbYGl/XevjrAznxlgObbX0W2ew5K2DF7Wii6lb6iTDD"
    "+/1LrcrfRFw+27BlC1hr2l8s7qthl8Z78DJLsSI9cKoDdhSOxk+cp2ezrw5hPwvazfLlexFZfDHjDhePn8Nptyqvh1yd2vTyWObQ"
    "wjgNFyNqexZx73/17oxX4X+X6gdEndgTlj6eZlh1OFq15N0r1YTHkij19f8JzP2UpHFV/3+X9S52C6pnD0l1zNnEiqGIFxE581Ts"
    "8Z6ICazjcgOe5jRZJP/VoxtdgTucgBX5Cc93HzTAaKyaTSm0wXO15KnP4HxWE6yPm+esy3k3Sdd/1soz8K+OkL44LYvlkWQW5Pto"
    "7NUV8oZ+EpyN34uhMy6Hjz1MPoNtux3Rss1xt+YsXBWrQd9Tjq+B7baZ1xJiglSxI9T86VPEqgtz2Pfh5hcsxniB/az53A+rFn4J"
    "a17Kac+5zBOVktPI/j9TImkU3AR5YkKQ6IekXbCJnaaLtST5jT6GCOB8+ZD8qjn6OfT6Qujk8+Va2Q4Z+4Hzs33FOhRTCBXVzOxE"
    "2ff990p4Xcd/1Gd2Uj5FinchzHuOeXtd4/saEpxbLYIsm7383u+5zeHsK+Jz3fa8B3FllDXWDfjb0fV6D1Lf39j/uV3fEuMyLWVH"
    "QIid/wez034+Tnd/VqsKiEExlD0p26lRW0qGRyRJPZnzjK0TudQjc5QTF66SvPR5fCaLVm7nJPsij+5fzY5o01wXsj7wB7GsDRfr"
    "IE6s3Is13kge8//JIcEn0E5/aW9Zhnt6AnIqnNMuVKvvZeKzCY+A+/c1Tv2q5axAKe3E64gMLAdxBH5f5Rm5U9F+kvfWjOyoDVuM"
    "ak6HGU/DOcwFFfselU3M5tTqCTKaMVAJq2rlRJF7XQdBPx6CSGey3qIXyD3ye9BJhrH3O56ewq1mvTVB3KszEYkeBi10r8yFjr8D"
    "5/NNXaiX6Ks6Hl7WEKIQVPrOh19wnj+ANsxk9PMIoogI45ddjM9+g+dQRW9hHK7VBDHE61KcnIRztx1acI0+AY2wgFhJ0+RbcoqG"
    "8PyPIupN+Cyk8biH/Ty38S1eiRjgRat2qlUAq4mDsFXvQsS2AZpkGp5hEz086/swxplG8Gpq4T29As/tSz0cu/iH3grf7DN4PoYA"
    "2RVnKeTjwqRHy1rEDsAE9yPurZXbjZZ+X1qlmdRSvq97R3fYmZNkqFiH1WWIowvVuLQMR6UWtvEYRENWyVxNJJH1xCmoIitFhAjP"
    "EbLXlTJ/E/WzMHHP4WjRcE8Jk39xHTykLbjKr+xb/kuLEPG8j2/9Fd/zA7RFhVonVyN4ZOXMBC1nZ2IT2d93QFi3v6tXG9d3Fb/D"
    "srpH4nxiDRkj/c7JnyFytJhHaUw/RdpDfxKbJ1uiHZivzqKMWYffl2qew2PyjF7L/ITNXu0lmubQKvfRWqWPvpPMIY9gbGjW5lCy"
    "T6/GGp0qP8n5kLfp0j/4XsPJhnWI4cj0IV6bIR+GyOlha2gz9WPwhP2Jh2jTC6sZF18pH7OK0lbOYHey+YHmY+3N+u73xI21Hr5i"
    "fCofWiACO7UUfuAuxFAJdpVadcKxnC+kx1zAGn0l8ew7YX3KYCkMJXApK3ib9Wd4JSfKJnZJjZL5kMd5tInCqWO3Oicx/lSPR2lr"
    "dSz5TmK0tduwX0PpCdV41poYZ5YsA3IyPEKTnncZV1VQZnMoO9aPdDF2rZHni9jlUdWziCtvXeQDpLLeLFHcMxI3IQ9VmKgnjanH"
    "qvzkejUlMuwn90O8zsH0VKP8bJQMSS2IIJjwaJtzICW7sIY/YJUukOOxw5/iRExlD4OdmLaSmvZtls7+VaYrVpruODmQ72qYUday"
    "oUfLu2pd3HmwkZbR74I7vxx38w30V+A7bbP0UEYchvGxVfaB3TxdDLn6PHlSToCf0BE+7SGwqP/2azvnmf5eb3b/b8DvHRuN02/Z"
    "kX69PA/NYsixV+twPOu5soReVIR5uTjrDMZ29xC8ynOlnVjeOeK7IAqpCYxTcxOep4y13xCzaWU6hUihMXhNJbTwVfSna2iva8lR"
    "3NAkdJjIWmH2nYV1Jy2R1QfHYd2yiUlkHTgXs9d5JCRgjffZU3wQPTzmhOuNqoE2O0AqGJc4PnhjhL2DjER7eUYlJcJ9hDOoYeaw"
    "GkYvTKTZrszOdfbcSvVXOfiHPTVPtGMaUS7Fy+y6++xqHSWVGRLmiur3Edj1Gv1Da9tkUgJ3HMFeJdgX3oVSX6qOxcrecx4jPYcK"
    "1kp+kMd1strkwv1yDpl98iFZb8FqFZEzKN/3JG7jBGgb+n8hMkJmMw8b5zxhLScpTL+vh1daxEqTq2qMkaXqslRH10P3/Evrc3Ja"
    "130ZmTV2eU0R970PJxPbK6HvYt3d7NscfRD3YWzlv0JGO8hIOVwsUzsJu7BY3+OkQiV8YFu93uzcd5nSco+/26IeonRLXyVOsGsv"
    "5lc65mtaqaqiEBc5SRzwOJlJkr5381BJ+pnJONn4ouzyTXJ2Ju5Z0Z2+T8VrhvlXlq4qKO2k0w0Rj3LnJsgV+7eLuZY+Mhsr77o8"
    "EpTaGHEEzbZbxq+/OKyi7R5TLMYuoivx+zY9OPgNP9+qLyIqOEJXkycv7nWUpKeAOvNM9JPCv3EmJv3zC2PNpuJY91I5zALK4wpo"
    "pJ/1K3iAy+FTz4OXnytT8V2t5TGZib3sIpfqFlZzXoIHukw3y+c4V61kldU9WYGwOO8UMaSsjfrv8x71O36FM672E+tyX8B7KGPO"
    "zOXSlPFcgZ9BbQhFuZifqKI8m5dumqSQ8fWlYvrsZGKD2PTo4dBrF8PejodlNm52h94S8p3MJfxcgtj01fQ9a3y3Y8hzZg2UAvLZ"
    "xH3FNcxJJOsPtZjsSu7VBnhNNuuk2Km2sgySc4TYvewnOdg5q3T+CYlbtVuOqob864bPnPWCVfg8YaWv+LkIKpAX9HJ84xfwIGZp"
    "o+Bx/U7vsaw+7InF8e+L6xEwnzjsGQmN3c447dtI0jNdJT3HSpzVoS2e8/B4VlQy2K8YJTqTiKuSJim5GyifFm19TgR446TayEr9"
    "Fr0RMmJ6xU11/kUUyVLGBl9LN3kPV/pB/wdpRMSlE3H3bxpeQXB2sE1/wDWGSwV7Fl3vxfPSS+qqTntKCrcnSbT83SHUlkGf9fAo"
    "ZHmwwQewl2Ats5/tpMZb+f3FzV+7qc8coj7u5BT7OHj2Mc7aLlXrGblNjpNMPI1h2VondimxpfKInBXzM3m19DHOhD/cWc6Sh3FP"
    "J8Iz6wqZGIYdehp6swXs9J6BpBHqHY6Zqx8pWfta0ldwvkwNV7ApMzY71DIW1v9s6/InzrDjjLP86wn6uH5IRtht+oXMk6/1dxmj"
    "0/wcTIwcXlZXeou7XsU+whiuMVgMH7kzV+sLeI/2yiT4ShF2om5Sww2xfpA3sQKZu8Eb7M8aUQmjCOMps5kiQxLcjM/uIr5BlPtv"
    "3bYtIemVZGE5jln9iI//raJaTS/1T+j+vWUh7vxHeAYHyjVi6E1T4IO4Sd0YI98qZq7iZKn8jV6EadtDJe7ZHBLMmR4ihmM5QVI5"
    "hwJqF5Np6zA8CPI9RGLE7gixtlSlrqIT/xsHkP3Zin9vm+52bEl5a0p5My/A/IVaekcdsE4Be8htNTrKN/oGMxl/IirdgCc/EhHp"
    "9xJo7yAJad+qp3u7sJp5jypqpgzYyvPlaXj4Vns/gegv5wVzoLd3x6j0EWsqVfRnqzijWsX5h0m6JjlPbjGkLkS7lyIKb4NTtREr"
    "o74eXKeR9pEM1vsQoeLbB0KX7NQt8DK2wiP7HJ84iUwhhj2XYFx1gOQwzkoS/bWFHCIWIfeBZ5HFleiE6OcIvGcnPaxUFcl2YWia"
    "Py+Fi95D6mpsFYwS4+rwUdrTQxvgEeu+0uuxk3bVbO0lhoVbgWc/AZLr/LI2lMxmaU1rOuMguYDITK4eEmEvh2kB62K7H6dzHTve"
    "CqCTbNL7fLmHXAd/yK1yFSzkkGCB3qtHwbNehJMS86fG4lPjENuIe90Tz12uK1lhdCwkEc9AFNdXodEr+NSN2XMU1yqtm8Qzq3NC"
    "Gp2sKefOTN9lcRcjmmKNTWW3D/QeSsJnqZNek6UwYfblnIZ6DLeYj70sg/g9/Ec3u56Db6yGBjBEtnU453fhuU6Xp+BD3iY3SpQd"
    "KI9rKLkE8QRWOZklG5JNxBDEzpOH5EXdHLwAmcyRAWLofZnEl16D815qKJYeUcrWYCR8ohC7R5uQM69MX2f8b+zW1qtr3VFDxeLk"
    "k/DpX3EPNvc3QbbhGb+EL/Ic++b6eGabqK9zpTpgaol24CahcrgaXaBr23nmhTpvxFawOXRUXeW46d+wAz03qUzVoyDvQ+D3HC7W"
    "Gbhep+P3ucSOE9nqu35ch9VQiaR7rf4tS3CjFPvY2UWuMU7ju9OdkvsEYm73epnPbBmiRat6pyDwKJcjyEdwFGeGJ8ok2NjekPbZ"
    "er9phmA2zp3F5LfIIpzPTL0Cp+IDyNqFkEyrDZToB1LDbGA5zu5CLz0ZHv3CUJnctxkK5iY9TIYwo1pFltCQ/kcKmBc415/dYl/L"
    "TdKy1sIjOYC2J0mN04LdUPn6tDyp3TPmJq1XYAfswEN4tndkvt6sO2UPnQ2/cReuatWOwfIzPmXsnXn0P8yyN6m3P5rm+7oSunBf"
    "osPm4rM78V9zoqF1In6040YNeV7pU4mD2HDlrsJ3ZMeI2VSgr3nOJbvSGokRuc8k7Gk/61VEOU6w29KxnThZrGbuexXWrpb9XRHi"
    "yhrmUxP4vlfIM9iBHsy2DRKn0Szr/Ink7qYv4E69AV7DGp6OC+HtZzNbsIjYhA6r5lcf9wTSk7Vg3c3VftcncK0joPE/hfYfJA/p"
    "f5kpP92vRfwfeOiuVmksZH044XA47vVAMp/az0J8xjAzRMbdMUy2s4tt7m7wR41lMK5rmDcxzIJysknYedidR9xQjJGLE3CU7CK3"
    "41rs4mP45Abokm9wBg6TLNaBzJovY9XbMLAHpZHeI/+ve9IQHPcTp6ljzCu6zPYx7B231TzK358haWSIwzbJ5b6rZxTfn3c/XpZg"
    "z/+nL7CzuBX9I6vlmS8QZb7PIpzOoukqSIjfGWP14CBObBfSUz/d902HudYdiHFcqXGPDG7TA0uZQY0y3q9hNmE52csXeuYrs5UJ"
    "9u53JCZfnJYgzi6juhxSKk9hfHH/07OxfsdCr7yBs/OS3And+zSRI4/HjhRST5ivtlAvkxLfUxvR/Xim2vn4YBf91vMgpxXe8kU9"
    "345VB+3TQ4i0Vco5VFu7/mLxcG/a+J2MRI5hx3ycjKkXkVX4/zMTuq6kZPJ/Ogpa8DaZA2uWizMxFTbkc+kTNCxVQ2HhlkNubCKw"
    "o8zA/vyp7yEOXuTtpdPMbiY7TmnYT1LVRldncnWsCP/WUTrV8xCdtqqij2k9aJV84jLsZojVVZt9+I11jp2c3FL2KpifulUbkUHx"
    "cUq1yWg3+Db7M99VgXef770D292e/rQ7D7iantepHvM7m+t+JNHwdneyGuaFc0wNecTSs1rOOs5rWneLm46Lsc5tXotpU+sRseph"
    "BScDYuzbzefJv0FWMnfrtFScXa9HEPvOdOpKPHlnyZdlangayxH3fQsvfhai+g4eK6KukzmFozsfdt1QnLZgFS/Byr+GqxiTWGvc"
    "4RL26td6T88yk88z85PPLrganrbxvss8z2dtbM3yvbasoVeUQoVtKKM5QcrJUO26Uat5HiLQex3lP/ivyhgS4S+cLJdCf9+GGPAw"
    "uQkReTNxOA8dxPbLpvl2Inos1tdhF5fKYsjif7EOhoz0vr4tj8L/tP6CML3R/n5vrB9gNb5pDLxYZ7esAriW+qm9tGBfa0O61yGl"
    "lmFFnOZuiydYzlrxp4hJhsk25p3eghc2EzFX7+AnbQ9f1s67IZV0I6NJR+5IISWzIdkp4qyj9RQ2Ye/BNiID1pCR23HdWL037uXE"
    "dTrvLYNYQUmmp/UTlD5jGKzmGUtylV3l1FW6zcJt16ift6qmPR2LmGVPcRm3JLEFE34OqZNYRvV4aLVf9FV8cjpsx0Toua8RpVtW"
    "9WIpSWMQJfhdDsejwPePJcmlY52VdZXf9pBF45NrKq3lHPibW+EzGUvbCDlFFsJGGNZjc+iUYuKOVJMN6Aa9Qx9hf+4yLYWELtYj"
    "gm9xdyuJzFLMvvASSMFmaODzsNpLoCGEdZC9/h9Oeypf8G+srbbzbXzPfvJvWaRToHlPhCXtDQ/V8Lq36Uc4d7/LJ9BIK3kSbEbu"
    "DlksP7D3x7iljpELsIcdgz7wu77Ec5wnjyDeq9HP9EOcuVfhszfBOW4bzIKkzpTv9GrZpnWMUEIE0FSuI+H1oa22MY27/vhqYuQ2"
    "LFWmTdpxtj2X3Z01sKufI37OJlOY4fNaTLicmLUveMwrQ3JsJgk/X+Kqp0k/02Adn4XMA1XRo1uLb7obexjyMylX+EmrUmZfqth7"
    "+08L1NrHbTbbeZJ8JtatXYIrrqFdGyHP4u/tdDDWcRne9QY834f1LxkrzYOZOHvrWD0p9BwzZ8sKHSe3yNdqO5T0KA2lPtJYxIqp"
    "9T/mkO0nh/3ICyF9WZZFD+ZghzJ1BbM15+IpyvQZrNggeHzRdJ61luuc4TuUR4pNXFSTu2iDxInbYPxPK4hqX/ekjf8mbdP1bvi9"
    "xq10EO53hLwnht5dBGt+o5wlVg9eglf6Y8e+gmRvhZc5eTdZ0IZfKffYWVGuTY1+SN/FYpJvNZFcDPms0Cehhz5FVL5Wf8Sfi/Ux"
    "dnAqu7VqOedh+nm5OqScuI8W4xpPT1L04FMWcnoqlW22mczbycZVwciobgYzwtpZyEfiLgYfIc5LKCXeZy40Xw6ulUuOjxV6H55v"
    "ObTAQdCHBzNjMYy9lEmPkxuBxrgNVi+e9jhctSdMrVOClY76Dhj1NRHXC1zBCU73DKkq7n7c16egSSuJilWN87wN8tEvmAo99Sj5"
    "bpLezwxxxi1J/ol8Hc1Ju2R6tsh93zaiOdTQulXpQ8TPXMNM/Cl4xhfw3k9hp1fBas3SRxEfLAw2QAbziYAWobcX9bh61fRMb/J+"
    "dyNJ4UvWne2GM1muJ8V0wpA0P0rSZTfhRazUlxAZdYFGn4+VbSVfyzOQg/GQzDDXspTZv3I+8SFiHpLVRfeT0/EErVivK4EtvVFy"
    "WA2LModwkgxnd9kqsh/9BdkqVYcU6foHk6xZfgMJsixhR3a8F/sMzyeIOYqJh9oQU9i3sL5V3MtDxSEMFhGhq7M4RoYwbU+hOnyW"
    "QWIshF1lAe5jKqzDQbjT9djT/nKfdId30byeZte/6dsYNFHSe1xx3l9cm4jLmB7ic6DFeoFE2UW3jh6eeVcD2bOdql8eINt9r7zl"
    "zLP8CTmFU4xh9tTfKg4FMUa8nrU8e13ohzTMc2f9Na6OXkwJGSqOSyx3N3MSUa+VE5wpiRGtwjLZ29gJUIpdjPLd14vxjxRS4xkv"
    "SguscnM5WEbS+4twnngDNWgtEdGsYzjqOe+qWIOKpivCSc84ZmfvaGiZ97Cv63CN/8mR0Ksf4ZwZF6VhKxTS1qQmP4Q++IViuHc3"
    "ysf6IO54Ka6xh7yC0xLo0YF5YAPF9mWwXIA7Me4Dm7Eq5ZyrzZ+l+l4dCsVaruNa/QPRTaZeA23SWx6StVx54wt2nrL+yzygIdkV"
    "0t6WMLsZoTUr9ciDJhF7eelxtVvnAxd7e5ckiothaw/xmM6GkNJJ1HcbdvJYhgdC874lOewwGC7m5UxlpD9Xz4E2z8TPPlXL8Nfo"
    "bHgGMXIId5AJchG7jq0Cu57dEeZDWz6lYbuwlf5kAetB1fqElDA6nMWTc5Kv39bh/uUwht8dstVdHr/LPpMJf1w54xyBz3O03CDW"
    "If8XNPdanPUdsDcboW+ukj9oLwzpMgvxWBfovxGQuq/YxeBWxvKLR7Mz9EAyjbeCbA1kb0+CUZrJmOVJjelvCWdyyiAvpZydbypT"
    "oUVt8v0SvVZcX6erQFbrq7RJ54jCo5gCWZythkP7OXyHeYgIdtBH+CcPikPZ+xCvLYH+bifGwr4NdtzwEsZjDWYGR8tAxPfv6K3w"
    "Py7Stnj/6zohsBn23uwFs7pDCTVIGSL+X3CXDXORTA6s/+i/sARf4ae94c3M0C9kT3JatZW6TGzSs+BEWZk/VPrJZm9VIz5HEfKz"
    "40XkX1DP2NBVqj2jtfN7k/X6AtzZy4OPVN/bTaTRu/fy+HzVfk1cBBEil0hDr/yC+KOGGH3mJ83TpzmNV8opxSr/buusmCLLaUOK"
    "qQusS34js/d9pYKd1Xk4pztoByppF/cQ6yR8TVJsGOvw53+J0VapblLGcFfPomWOEXs56fMoqYxRN6yKedVtvNaPpTN/qVigxd8w"
    "pFPaodrnt+Kc8++Ds1XINR8lNT6jnuoYMBRLVzf/lgy8uYwNLhRj6jB8xfuJIJfKr9d47TGW52+gZNELy+HktnFnVuMVQ9seRXzj"
    "GHuSkuTMrsV7QjjFy2HT1+uuIEvvQAz3Nbn6blGrF3WFX5yB02cTppPhZRpCU3PI/TporwH+CZNEVHA5Y0MU/h4R2e16M87bzbjK"
    "IOkjP9v1pFLWMdoYRWSgMPSKdcivxElfBz1yGvZlFScEI7j2nmKoW2vgO9X6SNU+k8M9OQ1x7kCc1ELuluXqljN/t5q+QJ5YFelq"
    "vD6XuSPLm18C2fwO93YfdFAFESTMNjZGJNaMaPSWG3xE+uF7h8tMvR4ycjkitZ/x3bNwBj+FD1fFKUHr7vtLpwRLEFW8Dz87B888"
    "DzGPeRBrGBHYFM02NUzin3WUxP1UYoUm/ER9L0nWm9/Qv2WCGsP6XCTbWYeo4bSSadgO2E/HRm84mwnWuGPQVfl6P7uALcO+mFN8"
    "RTqNKApuAr9h3fuGhOvN1UV99WsavvFwnIpV0E/GlbAaf1ulH2O9PsT+nYtPFRMj1eokfWUD9F9veZCxQZhd7cLunlpecaTEfI3X"
    "+dzCrmXLqLlazBqe4RgzKCF+ytCUjQ/uL84wvYud6inW62o4f6dAnoyZsA0zInGfGy73/LRRZoGtN6soPfu/GVd9gF6QMpbJJUeQ"
    "m9w3/XL5bvJvNd5CJz2i6JHikPdNLwz0la7Wor52VO3ZLeI+2hsnjrvCVQUzd5urMfTiKngzVfRrLY9XDQ2+Lu17pDrqKoi3FWFf"
    "WoXGvaYO8cmsu6uE73Csga5C53qy4r6rTPz8nMvrdeK6WL9rw7PYu6D/5sMqGurrZv0eUp8FjbQB2ihGaRlGKS5nN2lqJbZBBzSS"
    "tyE5nyDWHyi5RGm5Thbspuc0of/xPWFVlIOdlBmLe/bGXe7LeQyHpPcD7m6iuNmMdmLz5Y2DbnK0LMRdjIQvOFV74hznE10vzCpY"
    "AJk3XBn7VBF3JKG/p+82qXdzR4p8V7K7mxil6uT0fQb/2g9aTkyqwbKIteca6MMwOf1ulIaniey5RuJ+8tI8uKn+xzw+bwXRQyJ4"
    "ZwT3/iE8CtvBXyF97mTFcArKfF+mMenMIKJZOSTMpqb+hNwt08OxIl1xZ4ZpcL7sQuzpeOSfkO9Y9VyBHZwMbTJWDoMntS803O2I"
    "yKwXx5gXh9FPP1DG4Cc2l1EGTyyCODjH8wj1Fev5j1DmvtyNXEdw17WMYC2nYT1CRXq6XI9rNhyX7MWza5nGwzip3lQsF9dErAdp"
    "gNSQgdbyw53lN8Y7a6B7motNkAwhE4rpAeuT2kFve67eBv/YMroz5DuZhgj1e3a8TKaU2X70J5tD2PPNLNcJxAwdTo/hIHLdubmd"
    "CnpOMd5jgt6RyL7p7ol85qUHSsjnS/bnLEEZPmMd+8/LdfKJLoKefEgXYr8m43Tm7GYq5mQyZyXq+RIJdo4UQNrOwpNaZnsLvL8D"
    "xDDzjJv+9Xqz6aXweqPp+nycttK4ecdDl26RUXInnvICmaStYeP7iuEIGqrsg+KYBpdQ8hue+rMJ89fghZ+qc5KvaOegDJ6l9Ude"
    "tZve42zEaC4eqPRzZUnWHE/FibwNT9Q3uFtP0ILko7pAr5C3IBMzcK0XsYs/w/Y4zjbzWMo4i58Lqf6FGAtbsCIvIOLYBBloJiEZ"
    "l1ypk+Ta4AwZpjfCXrWUCnlTbsa1j5AjsAJWJd0GGTbE9Ur9FpK2kpqxpTTyFbNU1tbNfed7D9lNwpn/2UWMIyzm/b8U+1BH9sc6"
    "f9pmCfpzOsJyLp/De+kh5lXNwioMlD/p7bxBLL4ItEUZvKqIR+Bx/LJO3x/P2c7XdaLUciYjQa41k7y+UuYnJ1xX1FjGW+0pmz+S"
    "iXozsfXjxCN2vJ2Hwu8qo59XxiimOS1wI/zsEuYc7dwb0oHTPobGMojo7oV6rJyEVVyPp1oHmX0ZV1sH7dBbOmPHLd9zkyQ9dsNw"
    "nOqDmFGw/Pv7ughrcA9ZGy0XsxXa5DdosGeh1QxnOgdXXq9zoLNvhe5chh2doUfJRjIqrEQc1CFYgO8cgIi3GDFeG3HYkoaNs4Vs"
    "elX6sByI+1kP/WeMka/A9zoFnrChFx3hu1NcL/RxXBnr9Q+Rd9vyJd2IolzKnFARMx9l9JPDPrtnOaEhtO9h7HixXi+Gb1VADpIi"
    "el8riN4+D+f7CjHM8g3Qn+tw17MhsTM4x1tMbW6dRF3YYR/jzMkgeC8zrP6A+PwK+DU/QX4fk0fwZHeKQ3wLWHs9TFKzsiHK3i7I"
    "6Ek+axlnzFXAV3cXVceIiZhiMaurLudjJyeIMVGs4xTR1Vi3n6FDRkkr+RTy9ZwYl2+e/g8nZh3spDH6ZOMkt5Mj5Shivi8hRvDp"
    "eO6I/qGDgiIxxMgvsQ/b4O1fAu2yS69Ia8r692Y6PiDnrqFOXy82i7SQnBrdcLI26JtyJqvZtZyttdmH7rjLxdj1hp90Eu7TsNIq"
    "sRu9OePQUt5nD1QWeyWsvpCvC2UX+QvMk7TdbomYJURPw+LY/TlLGuFkRIrhLppGejKfy3B2i7gbEU4HVCBKCDGm3Epeuh04480g"
    "J/uIIcoNl13kON8HtrGNmJ5eyT7/CORzNqP4bKx3mHHVVl1IrzcOX/IJ7M+tsj2N6efibfPm1hHfd4BHSHadZP3oPSXJeDiAiB4W"
    "WRoTmOGe5PuK+Qryjzl0GIf4dCHtrPW6hnyFrYJ5+FR2PsKO/QjPgp2Lvp5rrVDHwCJeSdSGUlifzUQJN48sX2dLGS1fgnx0UWZU"
    "VlIHroZnV873lepX8AE7kIV2PXbVUM9q6bOX+eziobIGcvkArlVIS7EJnzbWrF3MXDUKcjmT5FgNI/xME+YiMqQT5yscOp4xl67X"
    "m4kdXqob8YkJ2I+u9Gs7watdhev+jv0aKi/ppXIcu7K2kLO9Ctrma+jUH7CHfZg7sh7FLZrqDLyKvneWR7KziPNkomCuh5Wfj1U4"
    "XFz/xwmcCW1JFKJ2xBwz/VNMbLVc2rOjJJsWpJhdSv2lkFmJSnXz3VEiMrSW8ViPFax2VCAa3oHItRS7toM1Wdur88VpCMUVijnH"
    "3pANjniUni5S1+1cy+ndN/V33Nti7EEneQY+n024F8POT/E6NMXYqh6/wvgd9iSWUNxXdS+TrcysVnj0xsp0PrO+rzwe0XqlPgcr"
    "NVNf0QjO7tfQo0vkFexQYzKcKTVmNvsdkjhJt0mkHtqRO417ewQU08tVlKlb2cHxiIzEnj8L/3cFfJkuxMQNewahiLYmJoVJ1O3i"
    "JtmtCy7BfHep2oR9X1+f2qbnsOM9yTp9dtrG20xn3QyHVbfP1B+DC2UMrPSrYigEL+GO52CHjC3yEu6z+7XJ15RcvLEJqxD1vWHl"
    "WCeHzVcDrfQZfM+1+ORO4vB3l4MlU6fizr+BXT0dVtKyGt+o8dS1h2SsZPzzHiRuBWPfctiUTE6wHEvN6LqO/zmXcqBYXaQTPp/P"
    "DpVcWPFSfRwSesr/9XUdcFJV1/u8haVJkaaIIEWpKgoIaCiiKPZoYsFeUDGJJbZEE/UvYoy9B02sUayJICIWwAJIL9JcYaVuge19"
    "ZqfP+X/nu3dmMcmS/KQsM+/dd9+5p37nO2L+btNeR1mJtLfbnpWYBHHVyqjesa8eIzZjoitZ91NZPzUzVTXi+3JSeGM2ndbQyA+I"
    "dXDfIidC0/eXp7VNsFNvwvqX40RdDr2Y1mfVEOBXIsqHHmSG73JZoNNkc3qAfJc+PXgZtvjM9NPwL5bp+Jyj5ZpgIfY9BA+iRj/G"
    "PXYzT3CdXIyI4B7ENuvJuzwLe7hQn4emPUVO1uVY9TjJVBXTnmkwSZz2RYGx4r7O3u+l0BF5xhqm3weP6mN43uMgVXOgrR/XdkE+"
    "7PhAOU3HBu4tt91P4tPe0jZfUTsNHu7bkNMLGTl+iDUvxzUeo3+9FM/dhdq0jn5/WPeKcZbuxtkZiCuMl17BG2rTtIr1SdjbjpDX"
    "S2UYZz/aZPVtZHkKOCHFutcOlb20/eXs3nlQ9vCpT8J/L0MWKhGXrNN1iJFWYa/X6D/Z1V7L01PFTOhWnqIKXSLzIJ1f4OdnY3Wr"
    "cSfDqlTLbGjSqnRvuQfPsxM+3Uf6ts7FSayX0cF8PMUAThVN+2xyhkfJkItPQ643sUZpetp0+gZO/67W2RJl1jPJTtw9mvQdKwVY"
    "cynroJ/gs42MDFdwAmAjmY4mQGPk4BwcKdv9VORD+FZyJZplqBXJzKeo4Kzrfey7sXlT78AP+Ezvkw/h65TKw4hz+shNcj9kbSGe"
    "IKR3aDGip4xX0NN3uJo+eAP3LcLZ/JFTqeshaTNkMesMxuZkq7uR83PT5MXfxqqo5X6LIcl74Sdswjt4DbH0EJyQw/BOl/MstfPZ"
    "9OBn3VyO6TeHeYXa7KRS9byqaZ9JyPCtboPNCuNdWZ/eNp9tiPosv5s9N5zsG+pxYeq5OmL4zij4+cPo26yEVC7FVS+C3jmF6OJ6"
    "1kZjnN7bQD/PPNyV+iq19yCZxU5Vh494D97Ld+w3Mw8rgl2qx15bT+vb8DJDrHDk+HpolM8Q8xFYle8VT/KOxmxnNcTiA3Rd/EL6"
    "eD6ILfSRarIdifnQsGWUtjx9NDCWwJ2IsyyatRhmAJHkbqJalHXEJKQhH75sgLczEHJhEzWMy6BUrxKrIhcynjSfIEHLbb0/2/Qy"
    "2JdXGGEa6trmVLYkGqF94OqzEXpSEfpu23kepuPEqM+R2tvLoed5uGeWjZMVqwC7WgtdX41oN4o17YReakJEWaahvdc+O+A3rMIu"
    "fUrmg6/hHRcSgTRdh8t4yPKf5RyZguu0hx6wrMoenN5Ferx0hvTd5PkV65jJjWMvGzjB3dVm97GHJIaVmHwbamKI9xiF1UT1cwYN"
    "LXM49nqGvCa/J5JqslwP67QH7+9jxiMhSHxHImnWMFtziJ91n6lMJbN5pI7izszrMhS6yaZeWObzOPkc35yruawNRrLWLT/Ltd2H"
    "OK4w3oZS2jux5lpPiWj7PyIJZR2gDD7tFXKDWBZ1NmzAHurMDfC8Qp4zzdn/at6ji48zN2Xzy0okUYiIAuvfs+l3K2HRLpfVODXd"
    "xGa6zcE56iDleOfP4kwcL09p7xzF08zEu+qhT8EKunzUfFbyDLV6tfSlP/ffvEVlWWbtDPdm359xb3aUtM+5RPxszjQkeJJY38Er"
    "iE2W4uevylZyFBRCt24nR2YJJ6VH/NM2EB+c9mjTEzmhOOVz4gmPi2r+NObIYKzcKueGuzxKjD92LKRsOVY1SDLdMjHPJBNwjf19"
    "nJthNjfGONPkxfj/HHyzn/wT8v21rsCuLYEfOCY4F99YS6RII1HclfoV9rozu+mM3fceP6GrltL8S49lNE7edpLS/eeitWav1Xbs"
    "RxUxYXtgHT/TBbjz+zommCejJIPmjHn2PTfhMoZP/TcrgGVnLLu/jj5Jwk84eIGZlo3QQushD+fJdD7dC7Dry/Ryfqod+2uHieuI"
    "qGMWwPWRxcjVZefmanKZPofPFcMD7ik2qbuBOdo071PBfq42Yv3CK+AnOFuVwXammB8q1Oax1M1ndeOIOkpxwqrxxn5Sh5g2T7zz"
    "Ab4zXK5BZH8WYovbsa9Hwzq3lIfI9rwZeiLuMT1xZjpSrHNbHmkb/tV4abdDAk6Hfz8Xz346Yvs6aMfuuEYE76kYnkirIETmjlJi"
    "weLZabsuPtntpzUaC2Z+livN1ngf+/kty3ApJ7yOFZOIGOdx9MKzJGi1C8lSZ15MmOehgh3tr+OsfcwZJDZ3axdWanPGPoNvmcG9"
    "XpqtDKWomY6WAfB1h1IjdYQ9qYOGfg5nYoDk0oOOZLsY7fzYRJgI7UDjfv3BjV4eLGYe4hlB00RkVnnWmoSfVWUZvQb68f3E5QvK"
    "DnBON7EfsISMN2WMoG+ATF2ESGOnni4uFxxnr4nlDsrJuHghbOcMORY+wj5ouSJ4ZOZj7IRWS+2XG3UYILfr/cTQo0V45lg2K5X0"
    "EeY57Aer5Mmq850VDm1nOtp+dhjjWOuS2s0plCWQP5vpvYOoqjD7CBrItP47dnlYBG/syt05IawN9rAYq7b4o1Yd7m4C42x7LsNW"
    "vAkvqDX0/1rI5ZdyKmzllzj1L+tqegUOlxBjj2sneihVana0u7yi53I2WUTfJgLnLdjT9VhnPqKs/2Ovhc1kMou6nTFXCT1cm2nZ"
    "UYpYGToJ8UoVu68SzOpUecY0JeouTfnbh081+Epnipy2IWYinpNz9Awx1o3r8Zm34Ml/qdfr/fI8rp3PzMk+rK+TlJA9q053w3bu"
    "gCe7Qe+WcWJcV5txz2L4Y//g9PbhcphYtHamdOT5KSZGYJv+M90u+DNW8lf9ERajEyz7YNmsU2Ujcxzm1Yyhbb5a8si0b1Ol+zJT"
    "k/D1khjzzOZdtIHkTJfl2puyHOBO98JOvIIVz9aTxfqyCllz2QWPpBTe7gdYe0v8+x6ylDhWY5cBiuIuqQNUoKy/5wu9CyetQh+D"
    "TxrDu7kC958GXbIj3T34El7F28FT8EPHQxqu1sflX9mKjPlu3bJ+t52lscwumgxEaX1Nrz/BeCuVno4nXgHNcbK8IZfKg4han8MT"
    "WHXtLEhFB2K8b4P/UoznqcN523mAGtgcfPMY7G6pVmKvt8Im2/y0OHvhIj7mGCtJP9siwPUPkanE3JWxduZiN5sK/A0kx6ZiDJLH"
    "+RyToVUGwp99R41zeDHO0Rp9kRPAZ4ohZmrIx3ge4uOz5Bns6m7yaFneqRfe2Sr2a0zEuvfCnyuCBtjFCX0FkPdV+ivov9sgrb30"
    "Gjz7y1jPcTJBXwq+1iauNpeVCniO7TQv13lSzVrdAlynP1nRFmEX34bMreK0tAgtQoIIFesZLqWnlonkWu1ncdOwiq5SYAgI29GW"
    "zA1eh+d1tuUYSfiqVpydIwnOmR4ZtCK6cyN2503opsHypH6EXRkkvZldU++jJHwG7EBTGptn+m7+X6xvLsMWl/mpyxctgMwOItos"
    "wjmE44kqNq+keU0+F+8h5nOq+xiNRqEbftBHOEXDTUHrLhkMSswzPY5EzJDKzjduqkhfjGv/pP/CtbrDM92KFe20mShyB356iBhS"
    "wfAoR3DXY8TZlUAP58o3ON1VWPEe/RHSXIwTt0vnQEv1lSuZ349xUl6cNRXjwmkgY0uBunm0YeYmb5VG5liHE4cRZ3ZnLxEiv8Xp"
    "3nMAhqaEn0V/gkcUpDyfW6k+iUj+cx0S9BJjVjTPrn3wAvnUmqp/pdyBKFlwXB2gv5/a14LMhF8wK9xSbsfbuJjTn8qxszYb02by"
    "2uSznUT3ZnL4acZUDsuV9Ig9x4na6HuDrNPLqoTGWLqUyGOb7W0o6fvho68Tq4RZn8T5vKr1GFnsWAd7GiIGfQme8lT4mjMh6aU4"
    "r8bZHsMOZPIHGXbutMcgRXGGYx7bq0TOJTzCJapNCGPrJRzMSpJVlVeosVDbfNgwLOV7Ws4394R0lv/shHF9Msq6QRgydauMEZt5"
    "ZnaipRwp3/puodZEHEc528Z5bKdA2jKY086U69Y4HTnEuiU0k21pQPSY9tXkeq6ixqNglDJlmJwx4lBiZ+MeE8WmkxX5jmqhTmj+"
    "O83bEpve6KLcCPey2kerEbJN1fuZZnGvJzJTYYaIeN6kpM9GZHzu5mYctGScXQjvtJp91y1kH32BGKujhrz6Pad9GnfgONa+rAr3"
    "LHzsD/RgeD1zsJ/GSN9CTuCdj0ZkX+rvUEn/6Wpxk2BX6KhgqX5FjiqLXJfCny3SP0nSRzc27SjD83+pbIS9a6SH4jroXb36bI+O"
    "HQFfsZTPHVWX66vDKsoZ1+f+DA3b9L8C+A9R5vUyLG8uplXosDrISiqLNjcrt8Oj8jtLPVmWVzMbUU39VoxncgjANPykFHv3Gz0T"
    "bRcZT1aD9/HENo/5epspqY/rB/JSUOVRIHF4P9vwjYGse5fAFtyvhwRbON9jEz5fq7P0B2icqVjFRFxpIqyzcc9+jU9OhyVs0Cth"
    "/dqxUr0H0lpFXVaAdd4l63EGxkiGO00kgwQ9HPGevcXVsJ4hyvIZUssdK4Ru+knLZZL0kPl4p3mQhZVYcyWu+g601owgF09fCcu+"
    "HtpW02fAri7URzQP/pz1UVq96TR4HJdAPkrgkVQjNmqeN68ldOYuxjaHesSN4X9yxbLISxknpogFC3gOrqI3/gJkIZ911FMhd+ZP"
    "b8VzGoO/s5FpdjU53qg0o8sy5q+a7EsT3r2CPazpLC4y7Xtqpko+s3LfMNNtz74GvusDYlFfEbF+FdibJDmY3GxKZV3yBTkCb+li"
    "2UXumudkC3a4GE8yhxO928Ird1WrRl1GyY3q9VLG+Z69YFUM3d7Ak2b9pfXQ6Vtx3/ewzzap6A19UXaRpXfBAZBkd+OTf9Ar4Xc+"
    "id2+FHLwy+A2OUNbBn8Qy9x3xVl6F5KzC98dLTdgp2fCD+sn30MLrSBrzhQ5WEbi3RWwfvsjufvddNHlzEvOYZbV7PkcuRCnH/Yo"
    "+Cuut0UnQQscgzNfwcqq5QtaQKYWs4Pd0BI2l6JMrRP1JXakWHfFebAwV2bnpltd7Vtagn7Y0xvEeuaul75iLPwb9Gn8t0zqpIe+"
    "x8iuyvPOpZnrtDxalKyj+bjqrVoqk7Qm/Y5eqjvgW90o1wSHQZpHyXd4P8Z6VIBztBjRYwt5DbJai32L0lJPJm77J3ooBURRhYhk"
    "akFeyjpvn4zT2/D/W3W+3o613kaEXRUnqKcPwAViM0MeEOPfDdO6RCBPedQZp1GnWZxtc6PnaN/AvOSxkO00JH4AouFafVj+Lnvx"
    "0xp2V9tUnFUS851kSernFKStgejFZYx/zRLl4tz8WaKe/dQYOPKwy9XsWqyEt/QieVtLiAgYQ2actmQJfpQdxo1q/N852fpcxrK7"
    "POB0XCsMDfUI7jwHnvR43SAWt34TlDITZB0+X3hftoD1yHpGpAnq2DhREOcSoWX5qZayxSPJukMfDCWnUkBU6PkyAt8fLYuh9Q/n"
    "VCb7cz7W2EiLeqgYF+gxYoiyOi3iG4v52kBM3cyoRnrhm3C/Vn6KlesvsWxcmLjcRu0dXE+8QJiVk0rmg3ohoqqHH9mR07isb+M0"
    "sek81i37DTEP/Ymkinh2kIQeRBRnX3GskGd4WahUxxto3aRtZOB+bOeZWdvWH9B8Z3dAf9z1oVbpcbB6Lnts80U2adOEbWfdb+F7"
    "Ml3qfnqQ92oa+KRxj+LK8OGbbPZnpQqnFfYkH1HqqfDdx8pM+LJxeP0X6dl8Z4PETVSKemxpBc5UmFe6RJI+RkwyE+i4sCMyI72e"
    "jLZDdIjeqDP0yOB+7ab5LSzXPcqjQzI5RpvU1Bp+W6XPKnf1Wc8Qq4GmMU4jriDhLYr7dpJ23CFZYqweR/WvZMY3bOpQIlAt+unO"
    "U3oi6zgN5A9cpquZdzwf7/NseZX95YWIwTZCotwEowexY7dS09gkepteFObTWRR0BCcAKqdxxxlbpn42I8RxdBiexHgwBkt7cXN7"
    "bVJYO/q321gXStGr6UlLbdJ7lySYU7Zp3OYdGf5ssbj60XZybRwLLWur68wKa6X2YM9sJ2ZmXOa/Az4/ToYRmzzqAPnRJ/X7QOQa"
    "+Zv+Wu+VpXIBtPlRmpe+7AD+6EjsY0Bv1s7VGo873A7fJEUNqJ4NtUBv8oyppTpXzsFqpsF7OEFXpV8JKmSajtFXpCZdqFeIYQcb"
    "yaO9Rs2mTxfLQwyRlWSiC5ErY25wifHd4Q5zEaHFs9xPMU36bL5x7wzMWYkIega7z9Zh72YjwlyInfgAlq6U9sJ6i63v5gvKyl68"
    "vRt1YjBSzoDtfkBb4e8XBuOwh6/rOQdAlqaJsU17xPA+PVPcDMN6zzS5P6rSuExYY0x/EmzE81j/x0adBJtdjDcYgS4r17tlHvvK"
    "LLI19o2DoPH/BM/wRkRgLeFP2+Rzi4LPxA5ug9xOCOy03kFGzM6UwyhZCH8pXbKxfDRbX+gsmSrRMlisx8R5IY1+Ep1NAmgjL8o7"
    "kPzWnO7+Pjyg5+H9nwod23zEH8Xd6zy+x8XzlmNrYMXwFuaen9C3YPH6B9azOhP+yFewMeOkjc4PnoFl362vpZfjjd4tp8p9Hqfr"
    "ONOMhb5QXYfuVHkCq2tD38kyvh3g69bi3Z4pF8BHPlgMwZTgzOkQTvhpeFPGVPHroA3WexBW+Yhcrh/T97D6y2JE4avxBsw6ldA3"
    "uRtXe5PT0lrI++yvCEOXDYZlPEqMrzrBnPMwSfl4tVEdb5n9bQj24zfi4lTzYd/hbsU5OTDAHUeIdZuOgB88Fr66VTyP93LU8j84"
    "xzI+QyZ/fazv+HJ8d/naEyuplX7BLMulwqOZrK8Gg/Q+Hcqu2SY2NFfZWkf5Wwn79BcZi73Mw3Otw6+T5BZojk3YgwZo5iU4s+XE"
    "8I+QZ+R1nNId2O9rxfopjS1sFt7yTmjuPZxr4s5/XJuYATI+QRHW5rKt+2AtE563+GI88dV4Ey/oJ5DY+/CWFuL6CXkYfns1vmOz"
    "jivVTUwMYVdnQ5d9wigsl3o6RZt6tWxl3Gcd2/+HZzUe3Dro01vkJinihKRXcIY/h47biHdcAz90Efwiq2seJ+PkX8TaGjdFmif/"
    "WsZyKfomJWRsb4Q9iJB5OUwcbi2xsl0lw5kQ91X8Oq70HSLUdmmxj0ST2t5zL6hnhXYIJdmPw/Wv0Hr3wy+ziRCG1e0hrg41+QBd"
    "WCYfbpJjG/Kgt/IdsHHaIZEMxr4D6wHGM2+eykzf/x1nT3I19Y8hnoUz93KpzZrYro3TZTZWMwPRYC+5D9eq17/oszhR78pLYpwa"
    "d0A/DZUT5Q7O1y7AqtfotazBhYnXGM3sVIKZmzrG273F9URm/N8U+YwM191cvG2snAFOyzfkBuwit4nN5gzTMj4uveQnPq8hQZLE"
    "s1glqD3nlzX6qr/x1VtsZ3Z2hFjP9TZ6AGaP79Uw+RlNosZKnKtOshIyQNJ+FkePYKWuQoRykxTzDF+nHWUCPvOAjMbeFEGSrP/d"
    "2A0L8ake0BFt5XRp8KiJOlqf3qLsSq6k3xbPTjaxfRjPyKKOWM1Kz/Jl03vWEQNeoq2CVYi/4p6pxrJKKymhZbQlw7HHaz038jAx"
    "XohhnBGeoBdk3WxNc2EdV8R1YvPSHBau1PeKpmFfv2ev/WZ6TBk8QQ/vSUV1M/bubKkmJ3aCvlQJbUQYO5XSjZBw033WBZpgT85i"
    "rOpxziisZkdEg74pVg1bqO/DvoQ82uowcgJ/z2qO5SuXIeL4PdEhNi1gLWfZW4ea8dPl60bWj1vBF7OOpX9D6lqSLy/qc1op+mGD"
    "YM3cNO8K4gr3caft7Y+SBLFY8LfkiJwr5UFj79U3EJHE091x/ZH6OLHPvaWUSJ6kZ0G2+Qel5P8sZ0bgZLGu4w/pbU8SqyU9AV/g"
    "UJyiAvx7LryvKkSUEWa5T5L59Fszk1IvE9dfW06+b9d/7fzqO8ibECFTzWzWU6roJ1bqR8xCN+gT0gF+9/ec7VIDa1Glf2Ru6UDo"
    "WrtrDvWbZpnC3fkrZ825hHIRJ7rX6po79So50DywU/jGCvUr6MpPOPXnerFofxO76XvIpbSuxvEZ0d/JKu0ik8XYHrtL2ndmp/xO"
    "xBD5OL3r2LXTfHtWr/9Rm5/MnfBe/VFZDZL5ifFfGGOC5cH3YdcmSIT9xN3kY/3UM//XE63VQP1uubl1GoJM7CSWr4adFAPgg5SQ"
    "0apbdoqZ67xJZ9E84WwXtU3fzGhMq4pXs1upKIsRcfMiDb01hDn1mO/QDrHL1roym+e0MBxr4LX/4b4jca3vFh3FLGRmOkXCc6mk"
    "YEGMtyLCnxmLw3qegvFip/I7csS5ufMTWcEoIVfnJtynANI+VTIZ4DzPtv4nIqYdV04DNY7LrppkWufQHMijTV/fLA/hJxuImVfa"
    "pNz9uKhS3uO3LuCu8KLvJJvz38gsNkZs+mcfxtLGHuTYDCOs4YVxDmKayrLql/tMlvmt7eHZTeassxPg0Vl9t4Jdxp/jKQuh4XI5"
    "zz7BHM2hvgYUh05ahve8FHJfjxjWZtE8zM6Sm3GfMdKXePk6z+ATISdxOe9mOLDkfpIQ9fb7eP/uw5rhx2xkjTPEvmjXXfsHzxAa"
    "Zc5hA3GyUWYDi8lpFda3pcTzEu0he56IY2gbJg7tYlO9ekqT7+b2uJp/C+GKnX2mIKmX+74W6x6qpVZJeHZdk8Up1Lru747RYBy7"
    "ecNcWRQe00ZmzTZD27lsUSU0+Wbs1pEeEZGTnVKY8Pa1j2xmRmMoUd3FXMW57O8OQeoixOtWELVjWvdIPkUZdONbON8n0+6V4fo2"
    "/fH3MlC6yf4sru6/et/x0gZa3XWoxv0ZasK8dScXqWbRNe7PPeChv6oPwWeoxp934WLb9O+41w/GyxbMxB7Y5IlH8ZQnQt8Z1nVX"
    "2rSDrX8Se+wSrCpXeOSl2eRzyOtTxqjoSgmoC51P3kfS3sdWP60+pe9hR/P1Bomzg7yWHWIhdoYu0Fm6VhZB11hn7mr8up3RWZXX"
    "0gP9ZK6w77a0K6/bbxZWk1e4G57TBfB8t0Cud8C3nYfTOxn2Z7qcEfwFq1jI7KHFCZlZ71PF5uV8rC/jlB8pC+Rc+ESv6oXQAe3k"
    "XuzFEsTHH+HN27udFdwGi75CT4UOv1MyWJOTxEXUbtpOgpFftX6Lp3kS396DdzY2mKYD9Hydgqt8Dbm+Frp7HXZ/N+5Uht2w3JHN"
    "2m4hGyAN8/Rv0g1x9b+1jS6XhV7G3LTlDjKHvqjlfT/MojAT3mc1RlK368NkvTq8fzwrCSnPk90Un1qus3UWzVBK3iKT3Ht8NFXC"
    "zG4B79MqW6Pcvz60lpYs6SduOS8uij3dhri8Leu7FewqLGcNeS2e8iF+6giJe541Z0PctSOcBe9YsPN4di2z+jvqDMNMTIM1Nq7w"
    "iBwt/aGrliBebsS3bsDP+wWj5TMdBK17htwrd2j7LELa/OH7JFPr+5aTWyZKL7L3u2xInBGYPWcR5LAa0nMY3nAY9sM4Rlshwlvp"
    "mZ2MfcU9azrbWWqV3DAkdi/7NwvVutcflG8hU9axWqIh3x0mMlEyCOkQJ9g1en7/hF6B1YwQqxQaC9098p6fo22zhdtC8hbpM1rF"
    "fuoEcXzF+NtpuFtfKSFH5zxyKSdZzeuKeCyMa6xhH24OZwvsH2H15K8b9HncbYsaS/IGThMWOT0o0a2SR+vZhFe3b57CN/5C0Cm4"
    "VbenT9FzdbgeHRyOCG1R8K5OwNO0wOm+ToxV/hHs3RGwZHmsVBo+MOwRrTHPHB3G/sToBySI0VI/F2Yn+TeS2MmW0EBnMXvoUHRT"
    "5VP8+TAiz4ayB8nVxV3OPcH1lep5Pt5WYmETHg+S4ns+XyxbtAhxdg/2/eTj/GjWnobgH2UmYtqMpl24SzePDXDxeQvpIA6/O0A6"
    "SSvmGUqYMT8YEWc1u88Gk9EshJjPsrxbIL0HwwM1tq1iniqHcS7UJozzQIn4E1zPe8XIyrBEbxWHp8/MRzKZcxlnq61Y/mC0WBbg"
    "cOy1zaB9BnrVamK/w1MO4Ofs27nkW6tmh1MTCifDXJ3js41JzfSepvy0eifdrf4HT6bTFkMlzt7NGFm/RkiYGL0p8NP74Y7vqnVB"
    "FWNVF+s1iA1WQxIzWGiRPpxC5nBbLg9mNY5pEiMnhsXl54l1L0fZ8xJjrsP8jx5ifGRltNC3iXVOJOh5qGZy9oPEmIVbykjshIt7"
    "rUoaMJJuwYnmTda0S3aKQJTMatYvYFNQt4j9+SiiFJcyuqzVkVKtGUab4VxFklFY1HfWpT13iH3iEnGTmJI+womx0ycNuTZ/xvLr"
    "51JWDO3qtHMJ+Sstw/qCuBmK1cSTxynblZxBngeZaS3VYvkby0UZd+qRWOOJ8hdYkBTn/XxKHGEDPIl/4/frxCLYK7H7d8pW/RJX"
    "6ikVvGcDo+8mRovMWzcOi57ifCPL258lLtYo8wjwxH5zkpXTCK0DcI4eHvyRyLBKMmyZRqnBM9XoLEjizeSfWc9abbEukGf1MVjT"
    "62QcZKerWAdUnvwKMfADONnzyFcR93VlYz1vTftVDUk/VGwK4FvMbl/BnrF9eogY66vq7aLZ6UfbvDdok7BVz8bdu3nP+1ttQtiE"
    "9BfkplmLc/Emdt+sy1C5C3FvIX43T9TmsXSTcuqQTZwdm4ff/w4dMpodlMZUUw9faaGuFOvbaYNfHSa0gdqogb0PSh6v3uI6waPe"
    "VsTJe3WFOOxxPftzOnNVtcypReh97sUqLDc4nBmiIyHJ1czMGB41Qmk5Xk4U41DbS7uZm5XsmHbJcpkZi4Z1b+5GzLyajJSNkAXL"
    "2GkWyZ2ZBZwrbhbwCH0Odm8w4ohvIbE3a2+yzV0lI3Jq2f+8iqxKNgF6ETliluhFgUXnF4nLQTpESiOjhpCv2OVSxx/tfZMUUY/N"
    "45G6yHa8v0G+IpfDSNL83H5YkXV4f05fYC7ZPEbJ97KHT9uX+K8kpcfVmRqZdY5Cg+4kC1mC0/Aa9QspYIVsGqTO5sLcJvdB55yo"
    "vwnG6OnaKzhVbIcSnls55RnojMtXyTln3O7G3HkK/MrJeCdT4E2vxc/qee7j1EzOfzpPToCc/IAzOQ2emfWofKvFRGQvgnxdIM0j"
    "S2tgk2shJVYJLCJSsAw6tIT9z38iI3aSXniU7E7b1WV4CnFKHCK7inmZNPGFXSSVnetcryMl4nNYDZzDeZSfOtfAHXexVr2Wervo"
    "Op160Sqk2K1mWHtD0E6AV9I2GIbI81+Qk7/hfb5K62k1yJ77sYxV89yFaMdb+3mm5cwe7dWXsScRzjIyJHkeOS62M3+/gt2SLo7Z"
    "qYUeT23XvxnXWKR/ljnwoifLSzpfrMvqI+0KC7gV7yRB9reon9wV8VyAUaywQ3AZ9NQA+N47uJPj4Nf1p2VKeVY+OwtudlyEEUqS"
    "bKiui8jORy5rty3kJPkG/7IFNnAWougV+h28iTPhcV+IFdVRe/QRx+lagDO4ndOjD4In+xus3uZrWSX/Ws4t2MXM1i529KazXDK5"
    "2QxLEeuZxXwjm6SGCIGPoZtL4DddIKbLC9mxfi+uc7dY714/aNTFkDibzGZ6rUgLiP7aC2mfL+fpb4P1ejlO+QKdDQ/9H3qS/kNu"
    "gEZuZFYukxt1Jy7mEXJOw46RBO1ZmtMZouSGcDUek/CEup6016U3nv90iVEH58rnkBA3A2EpzqxVoMyq1sNamM39O32te2SFjMEK"
    "C8jubDmiWkhZiExwg/A0ncXmILpZ17s48SEEK2dIiAexq0uwP6MQV20zBgWZBDvxEO5gHZ5T6GvY6TqedRZj+j8H6zwhGBEs1Q1y"
    "J/7tdX1Tbkx/zb7pc3E+d+AOUxHTvYsnOwk786ugI5nQnPwdwTgsQckogV6u9ufK4rMW2bk51qPe/Pz60XKB/lHmQ/5HQmKXwP4N"
    "JQJ6ObTI57DZv5CzxOaZWS7gbsjTGr3b1wEM96ZZvtlIlhuyP70n13kWiE2qNP+oB3TPPnzbvIMLxdgRbTcNm3se9noeTtU+vLnJ"
    "8jx0+M2wJo/gDT2hw4ODcM3PcL+ZiFg/QQQ6RdZLRxH2xTZF20lW3cwrmAnr14C1l5IP5yvsYw689Xn6BCz1Tx5XMpGZswi9OZte"
    "eLkkPGdBSTYHmuAcwIvZ8W56aK5+QHkz3OnnmqQ/bpbuCHYUxWDB7a59mAmLwT5PojbdzajAuHWni0W0lhlqJ6lsbbcd0Sfm382T"
    "R7Ar/9b52N+teHLr1jomeFYdp5ibtl3D6CEfTzBD9nHGdaef1aFi5Lw177kWGqAbccc7WTszhO80sYixL6OFtGeCiPopV4aPnSJm"
    "TY+Vn8g3eyd8583kldunbYIoJ/klWJPahafahD8ZJ14b7JAyfx+ijXM825W8fkgP8lliW1M3SflO42OYW1J/mkUinpNPearFzwjN"
    "PJNF/DWwkh0gE4ZLr+Lcu1sQ663CPu3AzuWTTbwUkbjh9f4gUfZOJshG4vzhoyVBVu6En6XmsvsJ8ptYp5PxQ6SYa6jjRBabQnUr"
    "/u0wSZLdo5ZRctRLuu1cb3H73ZXsmcdI92z/WKXv7wsxtqqEd+dmaA/Gu6+AHjhBJshw6MgOlMFqotLSvno5lFFy0uu4FOewpsnX"
    "cYvcIzHNTNbNTElaz4nNrnLnsri2mx29l1lOf7GCXkJcH+ZJHEcE0Gy9GtI5B7H3B1jZDcEsfR9v7RF9Sr8mEsie43syujmPo4Sd"
    "/GHiFBoZxXYT14M1lja0+S7TGKvrDqd5I/Z4C1YzH+/w1zg3nZjfqcPuteSMnRI9mPMYy+EjvQOrsoJ8PsY01kZ+xDspyeKiM3Nj"
    "a7JMO66idr5HIzr2f+vBayv/D2P5M90="
)
# ----- end of the text model -----
