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
          "|to main child process",
          r"SIGTERM received|[Rr]eceived SIG(?:TERM|INT)\b|received signal[= ]SIG(?:TERM|INT)\b|^\s*Received TERM\s*$"
          r"|\bKilling container \"[^\"]+\" with \d+ second grace period\b"
          r"|\bworker: Warm shutdown \(MainProcess\)|\bClosing Nanny at \S+\. Reason: nanny-close\b"
          r"|\b(?:DEBUG|INFO): Got TERM signal\s*$|(?:^|: )- Gracefully stopping, waiting for requests to finish\s*$"
          r"|\bterminated by signal SIGTERM \(Polite quit request\)|\bSending signal SIG(?:INT|TERM) to main child process\b"
          r"|\bexited with code \[\d+\] via signal ?\[SIG(?:INT|TERM)\]"
          r"|^(?:\^C)?KeyboardInterrupt:?\s*$"
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
          "request)\" (dickeyxxx/npm-register#43), round 75; Fly.io's init stopping an idle machine ('INFO Sending signal "
          "SIGINT to main child process w/ PID 268' after 'Downscaling app ... Automatically stopping machine', "
          "a16z-infra/companion-app#83), round 76",
          "SIGTERM received. signum=None frame=None. Draining requests and shutting down..."),
    _Rule("graceful", "", "marker", 0, "", r"Gracefully exiting\.\.\.|Application shutdown complete\."
          r"|^ *\u2714 Container \S+ +(?:Removed|Stopped)\s*$"
          r"|\[shutdown\] API server: shutdown triggered|^(?:(?:uvicorn(?:\.error)? )?INFO: +)?Shutting down\s*$"
          r"|Exiting gracefully after preemption/timeout\."
          r"|server is shutting down|cleaning up before exit|Shutting down FastAPI HTTP server\."
          r"|Waiting for in-flight requests to complete\."
          r"|ServableManagerModule shutting down|\]\s*Shutdown model manager\s*$|\[INFO\] Shutting down: Master\s*$"
          r"|^TorchServe has stopped\.\s*$|org\.pytorch\.serve\.ModelServer - (?:Management|Inference) model server "
          r"stopped\.",
          "sglang/srt/managers/tokenizer_manager.py; uvicorn (the lines SGLang's HTTP server prints on a stop); "
          "vLLM 0.2x launcher, vLLM's launcher.py ('Shutting down FastAPI HTTP server.'); llama-server ('server is "
          "shutting down', 'cleaning up before exit'); Triton's server.cc drain when it is stopped ('Waiting for "
          "in-flight requests to complete.', SIGTERM or TRITONSERVER_ServerStop; triton-inference-server/server#6349); "
          "OpenVINO Model Server's stop ('ServableManagerModule shutting down', '... Shutdown model manager', "
          "src/servablemanagermodule.cpp and modelmanager.cpp on SIGTERM/SIGINT, openvinotoolkit/model_server#2063); "
          "TorchServe's 'torchserve --stop' ('TorchServe has stopped.', ModelServer's 'Management/Inference model "
          "server stopped.', pytorch/serve#208); "
          "submitit's requeue of a preempted or timed-out Slurm job ('Exiting gracefully after preemption/timeout.', "
          "facebookincubator/submitit#1701); not TGI's "
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
          "due to memory|low on resource: memory|low memory!|cgroups for killing",
          r"\bKilled \S+ due to memory (?:pressure|used)\b|The node was low on resource: memory\b"
          r"|\bsystemd-oomd\[\d+\]: Considered \d+ cgroups for killing\b"
          r"|low memory! at or below SIG(?:TERM|KILL) limits",
          "systemd-oomd ('Killed /system.slice/x.service due to memory pressure for ...', and its choice of the "
          "victim: 'Considered 97 cgroups for killing, top candidates were:', src/oom/oomd-util.c, logged when a "
          "pressure or swap limit was crossed, systemd/systemd#32304), the kubelet's eviction "
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
          "terminated with signal 9 [Killed]', a TensorFlow Serving build, tensorflow/serving#368, round 75) and on its "
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
          "attempt_...: AttemptID:attempt_... Timed out after 300 secs', netarchivesuite/netarchivesuite#103, round 76): "
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
    _Rule("nan_array", "nan_output", "cause", 55, "[nan",
          r"\b(?:array|tensor)\(\[+\s*[-+]?nan(?:,?\s+[-+]?nan)+,?\s*\]",
          "a NumPy array or torch tensor printed with only NaN values ('[array([[nan, nan]], dtype=float32)]', an "
          "ONNX model's output from onnxruntime, onnx/tensorflow-onnx#1532): the numbers broke; one NaN among "
          "numbers is not taken",
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
          "scenarios, artilleryio/artillery#585; its artillery-core package's engine_http.js, artilleryio/artillery#113, "
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
          "Faiss's GPU resources failing a device allocation ('Error: 'err == cudaSuccess' failed: StandardGpuResources: "
          "alloc fail type TemporaryMemoryBuffer dev 0 space Device stream ... size 1610612736 bytes (cudaMalloc error "
          "out of memory [2])' under the RuntimeError that carried it, facebookresearch/faiss#2105): the GPU's memory "
          "ran out",
          "              Error: 'err == cudaSuccess' failed: StandardGpuResources: alloc fail type TemporaryMemoryBuffer"),
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
          "RabbitMQ closing a channel whose consumer did not acknowledge a delivery within consumer_timeout ('AMQP soft "
          "error: PRECONDITION-FAILED: PRECONDITION_FAILED - delivery acknowledgement on channel 1 timed out. Timeout "
          "value used: 1800000 ms', amqp-rs/lapin#357): the consumer's work hung or ran past the limit, the broker's "
          "own watchdog says so",
          "error: AMQP soft error: PRECONDITION-FAILED: PRECONDITION_FAILED - delivery acknowledgement on channel 1 timed "
          "out."),
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
          "{\"object\":\"error\",\"message\":\"Internal server error: 1 validation error for RerankResponse\\nscore\"}"),
    _Rule("weight_not_valid_number", "nan_output", "cause", 60, "A weight is negative",
          r"\bA weight is negative, too large or not a valid number\b",
          "Rust rand's WeightedIndex refusing the sampler's probabilities ('Got an internal error: A weight is "
          "negative, too large or not a valid number', mistral.rs sampling NaN probabilities on CPU, EricLBuehler/"
          "mistral.rs#1647): the numbers broke before sampling",
          "2025-10-07T08:37:28.872303Z ERROR mistralrs_server::interactive_mode: Got an internal error: A weight is "
          "negative, too large or not a valid number"),
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
#: end of a frozen JVM's log), and torch's shape-mismatch message quoted alone (a report's last line).
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
                                                b"must match the")

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
    v.root = _chained(v.root, c.server, c.strong, ev)
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


def _chained(root: _Finding | None, server: list[_Finding], strong: list[_Finding], ev: _Evidence) -> _Finding | None:
    """The exception a generic root was chained to, when that one says what failed.

    "KeyError: 'qwen3'" / "During handling of the above exception, another exception occurred:" / "ValueError: ...
    Transformers does not recognize this architecture": the first is an internal lookup, the second the server's
    account of it (a model it cannot load). Likewise C++'s "terminate called after throwing ..." gives way to its
    "what():" line when that line names a specific fault (gpu-burn's "what(): ... OS call failed": CUDA error 304).
    Only a generic exception (code_bug) gives way, and only to a specific
    rule or an exception whose class is not code_bug, within the chained traceback.
    """
    if root is None or root.rule not in _GENERIC_RULES or _cause_class(root, ev.phase)[0] != "code_bug":
        return root
    if root.rule == "cpp_terminate":  # std::terminate's message is on its next line ("  what():  ...")
        what = next((f for f in strong if root.line < f.line <= root.line + 2 and f.source == root.source
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
    - In a benchmark client's own output, what failed is the client.
    - SGLang's "Not enough memory" for a KV pool sized by a negative ``--max-total-tokens`` is that launch value.
    """
    before_ready = ready is None or ready.line > root.line
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
    'parts': 'train .. validation-r74 (75 parts, tests/unit/test_corpus_train.py PARTS)',
    'logs': 4863,
    'words': 12094,
    'corpus_sha256': '8e3cd790e105de37',
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
_TM_BIAS: tuple = (0.226, -0.283, -0.283, -1.306, -0.623, 0.256, 0.218, 0.178, 1.77, -0.94, -0.23, 0.224, 0.794)
#: base64 of zlib(words, one per line; NUL; int16 LE weights in thousandths, a row of classes per word).
_TM_BLOB: tuple = (
    "eNqEfeuyozzP7H9ukiJAEiacBkNW8lz9VndLxsma99tVwZZkAsZHWZbkuq7qmpeCHDnY9PPebwKHDI3j0tZrc+tTPS9dPzXp8UVO"
    "4/KzNvsd5Ll/7fpfes/tsAD6saeR1tq/MnBpWjyovffto74cw9gBG5uUdMvrZWHX60U1Yf25G1o9rlvqa3OMu0DkJeM9rvw1/csz"
    "cD32/lU3l7QPU9/VzFi7TNMyW+Kt3+utT3qAIc2+6+8GW3FMgq8r/rECHOr/8cRmbpE+LpdGWb7Nh3/QvZm7sa+nKWd1mNZlU/aG"
    "2fOZS38cLm2d9sZumJoBuUTEpLmZegFR5Mts+W/74Sk6C6RtrIBVWyAtaT/fsu73rW86+55ZOf8X7Syf9d018z609bMZh67ZF2Vx"
    "O+yZl/5m2Up3fAkqdt+atvdEvNhubu9WWHO7D4vyv2/DbuDYGPHeb0Z59luK1J/KCnWwwP7wtCc1XbPuuKvpunrdlrZPycp76/8e"
    "fbKMN8NSp3578pZxvFlz/AAtV6mvVBDN3tePp4rGSHNqtqFOP8P4QFHvg9VlmyxhXce3R/X9auW52x8iwYrxMQ7zzTLTXwdr1+3R"
    "NfVtayx9uz0mVJYDatWTdR6S8IRttUKyyjXQvsMKjd1Fz3j029yP1dmDCIzj1M9WyHjGsS91d0xr/bNZXvidIO3Lo5+H/+xjr9sy"
    "IWNWDfYP61iok37uUuXlgNCyNVgfEWLlvGwA8Y2dtbu5GW+GX3FZDV5u42E9cOafB/tDd2wzwLmzQsBzrWAf1jpna3V40LLsyV6/"
    "FqD1Q6tCe3BJG+ZZ9x9zZy8erNPaA/DAbWm6tmGDXY8dFAwS8Sn6RntG0K+HVYL1WfskNKJ8W6Rb117GZ58fUNX2WTYQtceIBsHC"
    "S6SMCtEzA9yv1roSWud2zE77GXZr0pt1w2QPn5YnChop1sWP1TpI773gHO3aAPnu63UoMnNb6tuyv1e0sI9BUUi3DWzcwvp5OW73"
    "3Irryd6/WWNtH92+9Xin121rrQ7/WqZLlbsy4mMe0BGIrMN4AlbLq+Wot7bHrBj10H3zdbgxnnsbge0rrUzmog9GSlr4rYtV5WvP"
    "AFu7wU80d5a2hfXQqRytW7P4lo2v2qzZtzYQWcVcjuuVDcLx9oQsa2OP2v4HqR6Xm40Tl/OPuQSF9ttmI5i1inVhq3YyuqlV/Wwj"
    "wdye5J9+uN13jmBGS2uzpX5flhGPT5sNrON7XqbBxvv+tdqQokxFdR4Vu7ZCr0K0rt76NEYc3oykflr3tw9MGlD6veufQ9u31kF2"
    "J2IEdzBFOvC0W5dYVr7xOaA437dtRYbf+53vYGx9tUmB2HjR2Xi0Ne/62Ad+zxvAsFtzskbc1Fa7Ry/Y3paBZAPiYMXZtdbHux4l"
    "z967WVk0GrSdqs4A1Oc8B5jO5hmE9QYYH2BkzGPedurRxj4wGPGt3dBv7eMFwKY8PHJIHJ+9BRlqM6Z1QI7kwFCbHC8NHUdUDIDF"
    "mnoF7kHd3gD2727BbVtz3TlmYRixtuIjvaVwJEH8rDAQT+86NajOzf8O8tsmaGvFdps1HbylV3WLU+rHcViNG9gmm+2Mur3XZUAF"
    "9/ZmNk2PitEj8F3zpdDhaj3xXf8s2wMDf8Mq7F9tv6pZZdBZj60g8c6+PdBx7hxrAlXNnLhK4cQ11RqDsE3HGmS8JOYoslwx3wNd"
    "rZqspU3HfjToX1cwbxg17NE2TO41qqIZalb3cuw26FT1VS31egVsUw0HndHmhS+0PmZMPz3pqP/rsK8ss+vYZCDd7bWW63nZJhCW"
    "ZmdkvMbV8mhVPDV7WXZGsS/sMoAWdV8KfGvw3xXXbPX4a9o1wn/9PA74ThQGvuXH6Le2RdA582dwbxxhnguIWUuaybdkoqHsRw6h"
    "iYBn5VzE4SmJQHajD4TDNplmEdSFwEMZ57APcZ8mO0A2cA7xKBsND04JuxoWaHP/Iz4hsz4sBiT9PcAh/scRLU8YSEiHvew5JI64"
    "V9EyuyLUP4G8r3/cthzgtsdjQlO9HV6EasgRe17yLORUdehgtwebu41Xi3HGONij55OO1C3b1XJ0N64XWbF4RThahhMmG+P87sfF"
    "hoSfmU1tX3zO7TD63fd9VZinXCKcIDzdhp2BvOswNdY7bhlAs1a5W2O2PrQROMSKkU33KCZuIhjNtuFyoDv183PYlnnii5kaHVAI"
    "+2V+mkojOcaZroS9yTnJvsCK0KishvjTqjkPsE12VnuZB/mk5of7A9GUr3NA7CCokHHBSDso98EcBmTc5O5VrokF3UDQprUap24w"
    "q/jgdMX7CaXD7rFlWKdVDZdTxtAs5DHOBvZHRSv2509CCdtIYVwsgoTgZdl53NJqT7Owf2L8no57M+540uNH7PxoUc9xQKuZiK3Z"
    "X2Ktwtv+e/vcPV6ut2T80NjfmvbtQ1qBnB167J9vLEsuyCN5KAtqTSIG4Q7n1RXbMs2WcM0MPO2Yd4whnYz1GCe28Spehrd4LQV8"
    "8B1Aks1MXAZctgZ85dcgi0UU/4eRlYy/TfpDyxtvDGrjER4fHJqqekwNw78VStlGOZsVuSLR8nZqHv3Zladmuji75LOjUx6rDSnW"
    "zEBYfUkDCAKKesHMpDF3wtDAHmfQdFiWpx5FY+N4Azam8hHdSnEaOowU1jam4Hk3UG1Va/wcG6s4ayNpRvHC++w6xFLlpbmDW5yW"
    "ngGGy3YQZ2i9eWATnJBLG5IGZ8EmViwpGrKnl5ZWFRf8FnYcPQBZGaEyMB6D9Rbk7c0HT41jFWUEFg7WBi/INO+21mzZWy5/yEFZ"
    "xvVdy9idM5+N4wMH22VWN7MXvfKkEgwdahbz9zR5HG9OlfjRJdlLY1aHYMLa298mTzXgJH+G1GdODSsqDIQsrJwqhsG6ogXGryzG"
    "/62DraMtW9b+xoqjE0JydRB2TP2GolpXXAuW81YJNrL1ZwcDwcusbK6r8Z+cbSNRA6t1RXBoQcxN9SRIgPSJWzNLiZVm9CsWWc3T"
    "JlR06vry3ntmY1HxG7D3EpNosoJM4sAdCXw5uvmBD3+r2WepjBjf9d0/sQixgEvTXEXrO0tfnj1mGE2Q61v1ryUtyoLMRiajyJGE"
    "xrgjJ32RiN66r3rQ3/vBaLKcvBE/513Q0XT6sr/HsqMfWaPbmm44kjVLq4TLgmbyTSmFJjZbpL7gZFE0No6meySBOz9mYzLATaFP"
    "iAyml8IsfJsz1TY0PuzfI6YEYO8Ra5rtctXEcg6fG9YeFuEBEooBaZ8Ko9oIT+kG6Na/EC0bFi8zSfpwi210bKqzuTgA+UXfTFUI"
    "J3wdz3ac+SfMcxbehryM24abrZttEp0TmFYW8zYl8LXOT1gbciYMSViTWFCLpxeEFTag4BcAX/0+DHp55hLJGcEm+UANmg2Kf5qQ"
    "UoCwcMUMyJcjH48Q7RORbIskCFArzLpaSkUcTDVX8iIBgJSK01VAG9aEXdRysmlFbJRB14qCCoVRcSEsRMwlpct3AOzI9z7sfD6k"
    "X5oOKwk4UW+af9P92MEXGmQz2srZOS0XjEGqzn1Bze//Ad92tokEjta+loIodGDJEiJ2mYLxGu0V1QZgwFzrQB1MsOH23Suhgcx2"
    "N2jkShtyjAGXgmOPajClUR3ekRE5ls6GrxEuWqZicOG5REnRx4CtHw8DWIv2rh2sUI6d6dp85N7b1Vqzsbr/PRfr63lBqu6FyZtz"
    "PVrCgokiVgjI+LS6ILDGondey/TNwQTm/GZr/HttCxtSWZqUPlu04vIJW+wI+xAGjUQYEmgU9r6xLm1VriUTWQVgw4x6CH655cM3"
    "Z9nGZb7Z4jz3Wxf+HJzZq1xxirUdcEBIwzk/c3HH3PA9NhhhuEOBH7PGK2syrXFLtrK0Oh/BRkqyYhzSYYNayEgOzTRH4gjnQh0b"
    "tp5NdYruQbpMQ+WTAbqGtU+wBlYGw/UdsX9p024LZjMbPPHPYfNVfDseHT7yiT+ONhjldmgfo2Uq2+TTOCgLsQnx5CD0tAFoXoxm"
    "K0cx6dxsaLjrIKECCRjZzy6OZvL2lGXuC+kdSRhExpBNDMnK9MkkYwI7Y0k1PGU0BnUjGNPXbDZQ//QXCC/RgDFAVS4wQqhtLLHh"
    "xLPEkUJPfqXE8V0pPc4S+peV0ruZjGTtdTHkv8l44P9mXA8E1kGavNpvGvvhau0CigbcXOxnxAtiS7hYwqXHZSPVbPG1wp4J82iB"
    "1jk9bsLMYO06AOODmgvkDgwxTRq3s9gi9V3/3PsZXBge0ik9YvR4AjZ5ATj4/yfelXDZOn0nwpEcMeQ6GaAYscNAcd8W9Vp8nU2L"
    "TYu4tcbHUFKOE8TC+kRR0BlZthLW2F8QEpF190gFQxDfRIAf1XJUVMRuyxbO1vabysW8k/3fNuMHBCGtxYd98dsB3q1abR/z8mMF"
    "ewMJnztquAIUwN8DEiyPIw+GpMG/HT2xalrHJMfjNpneJKALKO4S6Hf6fTafz5Ec8vG4AzyS3wZRMIBXpV0ihrYsCABCNYe5Fozx"
    "W6TNZg7DsvzK+qc1BXRFpmPWjoozlMONjZfFm5IicQyADzRlRmjIlo2upgygsdSuwTVVsV/ocRLAL++stXX4l83AS9LMQaz/wCjc"
    "ehEMtg2wTdOUnuVE45QYY+qBPMGGaYylyCP3NCxk4+h8fg5AN2wM2PwU94CsI3d/Dr4Rn4LNRIZ1sw71o8dX47Ynlkp4AzmYBj/L"
    "S48Y5N4eg58VydXoVyNdLe0K2hVrPkW49Wq1PTRgjADOrHEbeimwtrzyltUuFumtRnnewAcyRD7Rom+QQjG05cjUvOr92NDiQGGE"
    "4IbLeGU2VofUMG9L1VhHHy4bSnZo18NCe/EA+nK3cfTdv/uL1XoiAZK3ZrDB9YpoHoFZ7ihqk/5Cs++zgxBRNuOlx6A34k0WWEe+"
    "TyeUCCIccDWELhxxLR6g5oAJ3ZDbrJBit4azDNZAGPV94/kEMZUv9W7MySKySwgctGktFQJdULVM1h1cBfcFWOt7jRmbUVh5p1s7"
    "/FKWYMkRwuzponsRivVFVapw2Di16WNAs/aOr1UeDFfuMfvf+iq20DPQZch3IQO1Ms9CPaexJziIvpDBFLAKYflR6BvbtjzIr/wp"
    "ulhyCl+zHevu+DHbuNneNeCD4pm02AW9KeOUZVnBdEMjtj4SQjQU+IJll2f0xz/krB9B63jc0C3GlRObRQ9Gdw/nYzK2ChW1YtXV"
    "jOJoLIY0wuKEpskyw2CF8W38ad72UmuoU/MfymzqcN1QyVOXjIdrJk07EzR0nLdvJhBe3gWmF6Rnxtw3cwMOrQEwvtOQBPzXR2yl"
    "j8ZCeVEzz76MLED8g4Rlftt7iaoFMin9CPzREriZkZfZWK1lxWfPb1zo0fN7QQHMb/u8qlnsbSu3PRVdeohRG+xQ4BWr/b/jtLsO"
    "VR4DFScC43KjaB1w9DADoz4M9EEc7cswX/6dYO1zt2Uzc3Q+L61DBvjU87/+VwNXXLU1C1sP4iZbzE38y8rFA5jAZvOI6eyTKxa6"
    "CIe2gTZMwCrzE+Y/0BioecKxhpA1cVvY9cZpss5BUyFAmrQNTgxYD9iW1zDlFML+Nr4FywaLcVlpbBcNp2Q/LRggmjrAnxRIIoYQ"
    "9BsuX3YA4l4LIK5vzwQFLkK34NBo6gBJTwswMvc72s424aqvkxXnBnWRSmo0FiGHWGQxxF/ByiB9w0CCMG9fY0Vs13Alb+pAImSD"
    "KkYvQ1JWAFiuxs1bmRitZZUx8m4l+GrJtmJ2DJNSulkrTQ9cyEV6sFLSBBFWqafWJBsPVrxy5XSc1rnfKccz0ObAtOHiVCotCGur"
    "6L4pkw3zoTvkF0hLnOYYsWoD8mYcqG7VnTsRzmyMmO+U5zgDU0TUiwiQxKUdNA+kdEy9In0y99kl45GGk4ubSkQ6UaLkTU6hWsLo"
    "G4CP43RCn89aVgeyaO022nz1/cS8lnTcmyNhLvZOcI2b9J4zl8K3tY2BgMTXAPkommOscTg6Fgj6n+t0eUzRXKh3VV96XkSn1bcV"
    "G/ykH+LTlH3iezK+92Gj/nXRnMlawK6PBZahygtvH3HVy3WImFuKGYGQwwaDp7ZNguqbB4FCql7P3GF4JlIlmTYO2BdQ+4JHWiHc"
    "PWJuALA17Bip9ojrAHQToOKuVGVVruqXUtdvCoR2x/qbXjympubqiRrniY3Ud0FK6Hv8C1/68b7Z2KqItfdEpCuRL5Ue0vJWEzHf"
    "AiH89/EUsJ/P2Bhwc/eEvNsaanmzWf/o0IIQtlBREQgVk+a44sJdVpAHGokF5MfVMk6M+TPUmJr/MrYwqG/r/leQdo2X5VGguWsY"
    "xUVdALuRUf6vLWe7DMQuq/4FaVl/bnGChEmoPSGt7BzzvGm7DZAP/gYlu9MfesoCiW1cnQA60JUEsH1h40UhuOEqb8RU31syJ268"
    "1ue9QSG3m4m/CKpVyNz8BTYSgYN+Ihv3n1Dskp5c81yw2nm+cElgRpFTdQqeCKEeEfNjfjjnkoX6+YvLWvk24tN//royBkoELMkL"
    "zMvLCh+Dgd3/H6bxS/2sbIFzaXBdKuoZIbiAOWPr76roBNHV2hNS9QeqGso90hpzwC9rBJPlLAiuxuUY20NOSwRuqmSAiy1YT53i"
    "DGERmhHukAKzQQARNy8vDS/Xfgb0s2x8fueThHrWpcELhvZuBWbAyAnOYzwBd2x4vLEVzGfqGdQfYwQprlxzKlguur+m6kASjMYz"
    "+B9sZAxyLobU56IEw7QJ0B+4CQvgvIP7wgbcEQytQhQ/WkiJDK0N7tSWUZgF8MKYJQChxCuM6uXS1xxYeCQuO4TDbOCi+MjmikE9"
    "1YJdbl+Fhg63RoWc/wwhwOIv7D0bvb9LX2GA/+U/fLY1VTRbxvbFF/vPxRIvVpGX5VWBZuuvS2vpLWBLR522lm6grX8unSV1ltQB"
    "N7KlYr8DgbHxnY2dBm4ohd5Gj+F62Fv7FhfZwQtUGxHZ33vENvxeejwHYhOPXF5N5XiFeWNdmHGX7PvEODxd+nvzHFAWDqSADtB0"
    "i3EET7wDU75WSgzFSAnEgmBu345xk4t/BUamjCCl3hkq/k+U09aJRv1lwsdTSQE3daIfaf5g5sgG81Gxc1CXfnv0Y4/EbWcAjWsb"
    "miB1Q1D31+uyObygmJm1feefEbk035Af1YWtLw21W69W09cWV33KGIgZ39wAyoDl6mpFgwFH6oEXm0wvNmTbZd+P7Q9jwi1fkA5d"
    "MPQNN2xweSUMN5sFLWTnGW6pHSjnvNjKYmCloxkM2OBBRLw71Q1dl77KOvUXLNovwwIIwF4Iigyzfj8gJnd7gR4FAuvSmr5KRNJR"
    "1168jBzlEf70tpSkjuVlRAL25uzZI5KXCwMkcXClaFeL5E9df2H4AALp3qB5CWaXda0hxvxAAB//5kuMebxgqYhtqYs9bWGRLehA"
    "FpxqW5flZoz1BVzJBXIsBNDqsThxViTAO3YGTtuxsZmq0zLhNELY+PJAV/1hwyNxf0iFL3weRgbNTQhZlw7YSnHFejhUWn8ncCGU"
    "qWlu1nRfjI9v0J1lAaEYr33hAgHFudo6VCo9MXcaxYbXG9SzkYfVhgIrG2uiaIkbpDgX9Ahk1+IHGQhC9mzOBvjIsLE4IdcH0krA"
    "qPxwW0BDLHDZIOxCk7AkYyMuB/fKFNV9AJTG+ZSRxyElYWsAkvLrsKU9ipVJ9tCju/Fp10qrXY98vCJcrEnDLgCx2pkxvXaBAo0E"
    "WX18LDR9KfU/U6RrEOm/1xJK8JkXsETeBJldi1msAB6QVxHSH3EfOtZB5dXLsblSH6EbZkkAlpmE+3lhRj4Sx7gjoQxx0w450cUa"
    "hxHe9vf32mgj6vKGai36OwNJRABR7UODQosdBAtRYPVe2RzZGtsngwNptXrH7f9iP9lp2l9mITtBjF9GdmzyWDZPxVhBvpJ1G5Xm"
    "JU13H0VE3XpqQLdaLSrS3lMBp0DcSkeYM3GcplwFtfW1Ztvg/1dcV0D2zc1YndY+YRoQFP3H4QXfTdXHgPnX8dRnJ0YZKe19Lsyt"
    "q+lnE58Y4YLAt438SEShGEoWlCRFnhWwrC33Olrj7zZ8Id47S33Hbc3WO0npPlyRFc4ssD7sR4+ohpkc4asBfECRAaJ6uc0/HTeD"
    "Wmlat65SDc6mpSjYohVXc4GlyMBbHXkL5N/Wpg1Cq3hgsLMyVv6L4sQ8cs5dhtXPAsN2f8E6OjnuVr43oNttQUhW3Qa01phqxArw"
    "xrQz0F8A75wwKhpWIOxvC8vxgEge7B5ze/ARR+I7Dz3qSHrKoVZhPcm40ta4z9bYzBZcR3sJpevWZvLKmNEWnQ7rVkwCBtmfSLU/"
    "GHvaGg9iVw3xSlZOIcXrySBjIO1l7WTPsT91iOwhHWB7QDfgOgX2vlXZdtY0O7Rk+4ze/mPMLJY3rY0ZbT+o5ntKQNEQGCB/tKJl"
    "ZHOhsSpWQsZsYXWNWB0V4sSrzMkKODRIYJPCF0HLpj35nZY7U9S5wodfjU9rr5YJ/K4J2UFN3hb1vxuWebDxe1eaCD2yR1qW7swQ"
    "QmRW8UTKZN+0EMLmlaLO48QYWi8ek8AHSEd9F8EaL2YagJ3NUIiFpcBgFkHVCq63IZZnUGqUfuGhWBUs3Xd6EsH3Mj4F/R+YbKTm"
    "3e1XmAhOBXELHRQCn/k40VBMBfU2Town/SdeEIM9SRv4EmppKZSdxf9plKjEe9+M+92RAYqeP4583Lb12DTmjCWCb7FwaeIU6cMK"
    "8a3JbpicwspFvClmuwYAjYRClfwENV+dqLME1CgKo5QyXW3+xLOQOhVUh9MxVR86bTY9gZmoZG/FsFBsJadDojqN9/n7sA642RqD"
    "hQvYP0V4i41dRBluWJRK3lxx1lYo+2yHOcYWMzrAvos4G/XYkog6QN/0808q2gMqYYqYYsPPgAFNpk0JQNZmb2H3VWlOIM8HTX4G"
    "qgRI7BGuFbV/FUrxPYyaGA+tx9c3gAOthWsAhrVxyS4OlBIsdTaSEplpABhBFLsyMdTqwJ+DuikMs/N6XDADjwMub4sGQMv6YIc0"
    "hHqxBqBnILwvnDHEcjp/Gf8EXFjhOQV9XdJWJxiDY+xRYNBSs8UjBICi8I9ItjbGtRUSILhjSLUV3MKWgbC+do7zRs1dFnMCHpej"
    "U/ijeRCjzijus7UXYLaBvrdCZ8qmDhdlUi2GWw43FuOLrZ4XBqgcfNlmCxeN9lD0ZAihNWKZqMgYFGFCyOwtuO79JpkaVjWtLfns"
    "IkDImou0w2M+kKpqxG681lNhms3A6dJsDItGKq19JoWVX5nUdwEpewL5UQKffQHWsL490fxudGqD5p65FAZRDyIbj0fwqzR7q8L6"
    "zb4eF6QH/roJbR/hst0YH0P1Fcd+dI2eKJYMuz5nSTLuM6SKFMxXToPSht2j3W9WDiZYh2BPQDraNlFOKeiZwxa6rBkMXe/SCv2E"
    "VawZ8xdlDPt8H4RUfQhbSyQn7Swp/nGFCgLjrY+4E7B7NAQb65iKbR3GnJ2A8zrIbchOC/p+pRFnpoT8O/DhBGF3xm1J9gDRXNte"
    "Lg62NtMXmdxigHPu2BMw9KaMuaqco10Galuw0kaqyvsxAbjVf+CooFjtcD7Lt3r9gH3oM9BlaHxnMFUl13EyPicbU9B8XZcpLk7+"
    "4IcyLA1n4a+Iab8H2Ma+eT+hGvKSPe/H1EWKdhQyrldwuLSYSnkB+BcKBIcDiUhJEh+SaOx1kp36MzeZGIVx7GdzOrwwMA65DSUt"
    "pre9zqpSkZ7dGgRBPIOQchHmFIrCskFbAEFSbeLpczvww12foH2XcKzYs7YBwK6SKtFpepAhPH6+Mhg6ykBzT6HhmM/uhWmyw+Kt"
    "HHZ+VtjkcjlHuQUumHUDAJZTi8Px9CMW8SVGrbIvkhQBPmgn2p9Ql0HPDZ89a8KR/4vM6wnXX+Y8ZWR98ROUQt634tGJfyUbJ4Z1"
    "6Pdd1rz6/ZuYMvxUsyBy3hJ+DV7OtMsmpIVWPUz6OZ3NobLrCduT2mmzesjs+wCZkTfKoJl8TrRBVWNKi+oWsQ1427D6i4jbwBz2"
    "Kcpc2hU2swPWIzwBGk2C3NC+gDWeuga7XCPcf6f/QHnJVXmb/UwvQXxPeysJM5kr4keUYcB5VpyhA9MFsGUgOeSNgG/SOlqx/rP7"
    "EjYgOBuiKUdBGpZTtpSJMgvMePEw6XVvkIZn2lCkpwAjZ1DprXxVGbETXntVuOSovtxzZFRmnYXjFwdFs84D1RiC89FnIJMiIwbG"
    "jZs/xA3fKxc6Vln42FWlHDKDdahXn6QME3gysLVCDFO0AYr+mZEU2JmwR1xaKH84uEnycBP/9XwD8i98wmZCT1weA17PT1pYfbQq"
    "cKZmHfjf9c2gZqhnrG+pjrbLXzJ+HKu2LOsGDFdRGUiE1mHVfUQXBpgNSDRuMQpgW1n+26bxjTGneIMyP0TNW+aPkBP5v1RLIVe6"
    "s6DsnLHZuV0Gx3Z5kKG3EDdprrEwK1S6yZzHm2KONYfa5rPn0GzfuUKyAiGepa7A6Xcq4hA4hSkcdKXtqmk0QCD034k8X4yjcxt4"
    "7RvKI28HxY3QA6HRD8HleqUp2O1C1OeU9ZCJRMvChIYlsiNbzvZv1W7Yu2cor17XhdsJpODBjJNilhgA2K+FdkTLLUCGuK0XJvOk"
    "bynUL9dJpx0TJ+hfVk3hLsk3Sj5ucxF06Tnp84Yvb0pOde8CoQD04WIp0E6xvrdvIithWwGQYwxdawwNgYFCftrHYOWRbtMToTJJ"
    "PjptoNhlNbDbOnvfcNk0INF9NqnlKEFMnOq+2YP3Fy4XgOyvceC6SGZ+rTUjt/RrjwsuNPeDe6uK5NUlPJC43ArzmFJdl+70pBNi"
    "Uybjv+g4NtW8ooIB21LZRrK3kMK2qqK7KW4TnHveRENdxZHUO6SMwjsVBXqEPhZWpKAIAHRDc5sXOcoTQc615MSKkiMZINqAje1w"
    "GMVxaGI6HRf1bVvbCkNjihanZyJ0cW/GBefR+0xy1xq5eHLCvMTeaEGE5dFyzazJmXDMsMWanfTkWEkwC+OEQ1knu1HJlMHf7G0r"
    "g1kf0R0o/SMlvEiVSelf96d/3Rrd66RQO/hfD/CEfzzEnVUUlL09VfROspf7nUJFQcmLaYBgA4BXR97cFxGzNQC3N7lubq9G4uZF"
    "a8MY+u5/8U5rMNEvfGoiVYMowKdHQ8Kq3GtbaVlJH4jvAn62/Nyu7W8RR2PxJ331H7Xp87HCMxNAih513uNte4bcN1BXyM64N+6y"
    "bZf0wXnKeAnTVMxo9Id3I5JVvoVFDVPQms+RwQnSEyB6bsEYdoVXEwK+3leOvhzPOWlsQmmOhNz6vXGGmoOkEZlupYFOKMPeMsEX"
    "G4EXjZt40U6L9ohG6PujhtFhpPgVua0b/NXWQmNo7hoVn3vWBGE6nyBQSurEje1f3wX4nRQ+NUoKSmpfcv8QGei+FO1sGuJ7Nj3Q"
    "m4WLxM6STWP8xbeJ9gL5bqehfw049xa+dN2GqdneNmxvvdYakbDzPVcEWMEeX23mo8VId/Hjpah1ejJqrSDUIie6/XHZxAF1WYYf"
    "84/hUe5ecFZmGbnv2N8gElOcwd4+DTK+qYkvxR7VITHZQb9cQA85HgwZiZGsmSN8MzgVOdoDudm0oXxCtJfreiiStFC7RFD3Vv20"
    "uoPXuCz+cKOLXLdCXSjnGKRc5b+sAzzzveCi6bDRo7ow93NKPO1ENMASnyUmP30+OhhSWGHg6vus5+nENNxsrbB/k93FpauhgsiW"
    "xxYt+Gwf/2qIxrOlMeJ6GsF/7BL0KA4avTG0NnL+WK29Xs1lsAnh3XJH4R2MxHt+brs1lHcWFwdUrzuq0PnnwqOlw+7xz7FwoNHV"
    "tV03OFR+vTjVwANDR8Mxex/0lcGgGNfUNRe7WlwIOrtA77ECUAQG3sZLu252TSBvj5nEzVYsFhlDj0A6bB0MD6ilQn+a3AQi5BIu"
    "wuFu7RMrlWs+E6CL+EUiYyrS7rdTOAiInB4A39AHSAdBhLzOw0bKY3ppzMgcNwOxVUd5I6Vx4ReUQLxYASuwg2lWZ2V7wWVFC/3b"
    "7mIJFyvKixUl1J5Aa62kWrsJ5d9aWjtU8DJqF3nSzMN29CciK7m+/ovB5w+JKgm7Aa9jDNSe1NlTDOwbXB0DbnoQgJojHI5X7nWc"
    "ue/5af0F19DMlYYHhq5CFuI+0Qq2UAQI8R2MzeqDrlLhy4Tyzt+JY/PGCuR3gsTisUJk+g1OIqHXJwGEaBgoCKkKAdkgiG23DkLi"
    "Bc3cAJIWlgi36H5b2nhCSINK9LV/Nz0lYhrgjsGTRel7f38djEduEXtJhIvJoLIIHHOqPkpAMMKBF+iWlSJeexCWTc841tFzQIij"
    "A51YY1c8CvAjMYS6/ytd/fCLtrBWMYulDHjutzdlJRmqS8n3SZXz2c80/AtxvzKoI+ZOEyAn9OtZOsTCOW6/RQPq1D+VPKkF9Gt+"
    "EPa+Z2W4X1PfPzJQbyf4zOBJdBqcE51Qux6Ur2RC/3JHTpkCpyguPTHitQoeK9bL0BzLMAdQRz51YdycNBK5mR5IDHKnr+EMhvcT"
    "2ao6+WRcnIDP+KZx88JhFRhBZgGd7Wo8HYviqmHmSkEvY+2ZBPhEKmylGicDFo2VPrKzRq/g7psieUOkawZ+onKhlNwJtEnH2NMx"
    "G9lcZoFW61e0nXngXTNbrYWc09iqsDnYsPUXzsEz8s5g3MHEcXl7xMcCmPwWB91a3QhbLxu1AK0QfnIjXPk4DsTyRu1xMfaiVDYU"
    "N+W4ch+Np6WWgQxSCG4D5hwHkkOrl7pg1m+CXGkM87gT70t4+0BSgfnrBlV/euwLyjHtlGkI2mDGDih29Z3B+nTiGFQ9h0vDqmPF"
    "sA4xbFah41CdwyiMsz0S3TegHOLbdm0FBRB/2zwR+ib9CdW/TN3OJCzxCgM6KfXn5C6DPFwBWDbXK+C8rVHS3JUcVtQF+bwTI84T"
    "fBNCljFjvlPQdkIpQG+H5N7daKvs29mKiz6+/mXV9Q9acaOPvo4d+V0ufEL9BiUcZTo6dCeUidPwAlspRIyYwywVgks0Ybl39k17"
    "R0tO3Uk+AwDO77RXhuxcBFgBfJFy1Uv4YvEMz4/grq7WHq/GKWHkuwIfyQhf7a4b3pGFhlUpP+zInqPPoHVyPB3YQKHN3PF/nX3X"
    "0OMCxvwOeMFAMwFF6vcZTBneCQ0tpxODIJdMDrHEAvIF14mvb51b8kUPC9huuME+qRsmXL6zkKGo98Dxynmx1jrgn9xQUVQPi0P6"
    "v++xCLB5iZ8imNQdIbc3q7zNmX0KlX69PzdBY8PzJLvtsXuQCfKHvp/vCp+JBXf7i2TsoHwdnUnfK9uvFAlkzpwGe/n7LddQrz8J"
    "OBkEnnCLbeOceDp7zzbA/0jL69Klr8/0jbxuJye8/mz0Pk+/vy/bYIzeT5NHQU8ZrElDh305P2iaCv+ydN5flqbNXFh9JDBoj+80"
    "WwXbSvb0dBkJ3+fNFIWU+Ri7h/b0y5lt+Ff9rk3fh5GqSapzf/BUeYAM9ByRJSuJlUMk/+3Oew8bG5Ztrt15GpxCZ59yAqKZnB6g"
    "vtDiiBiqwH+lektx5mW5/t/pW/O/0mGpBV9H/yMdboWx2hi+04dLyH6+EqYolIKmbaXCmb+lh9LICfZO11ZmgGxetoDY+VTrN1FH"
    "7AprFbx9BrSZIf+WmZYtVzLFFazOpUEG4VOnVwqZTsWnBbYTlEfe52dKibEBmtkyIBJJhmdnAl4OkneCgA0KxMZwar6PhNjvL53e"
    "tx9YbM6UhZsTP3ZvcoIKAkPxc2Bt+Y6CQ0zNfeWP5Qw/zxMyCmcdCOrTi9gnmjkAUK8dluCTNcEsDj2d3Rst2X3TyPU9gJYBV9H0"
    "J+Jaap09Y4ENLkxHALqb3G5xN68dWIqFiu8WJQSa4pdWrnUC8N7mGG7sFYCopebC7rnA2MLCFcMlbqGKs0UMeeFePBkqOVbyy8FS"
    "xL4aAhfIGBQGN4B9YePnKWSAGuCB9Cc9/gbYMmFltPqiO+Q8dIKhBXMMSsXRLY7IZazg2BIT5tqSRBTj+1yzqPOTCgwYKsomK5dQ"
    "Kjr/fe4VhSPFbrN2AVUlBHCqbN0GNWkY2dPNWuD288If3rjq7JJM6jQgSW5ngGajceC7IJC21mMjPTZkasuuvS3VpV/MLjW4YiDL"
    "nSM1v/yvfyb69PIvWhuyAqPZcuZR3GTVkZa8xIYvY1B2XLIjx1k53V7DpDUBkH11t9uf95/K5RHasOng4BGBGx5yxpbLJWMiHpDp"
    "YQmIc3cq9ZqDDuf17ixcEyifPABR5BaxMqkI0x0uOjTINV46qfV1T4zuL9jCup/XqvtB0/vJje7F/ezuPaOZhTsxHvoD9laxe7cO"
    "TPPm9zya/j/pe6TTKYofK2QRO4/xLT1sbBVyJZ7PTygoz2FxbZ2+sd/FrhbX3QIbtIcZpgo9F1QMY4fYkLFXKGGwQI3ogr39l0j9"
    "NHRjU0X8VggBu1Q4e5jg9ZaJCy7LyOVq12yBwa1lsEVsH2edpW9BvtubMUtSw9FAe7kld3abLTvoThWBlYWxwQz4qfSX6ExNb7fg"
    "Pzxizk+DGtZP3F2Bi9/o+Q97On6WJ1vX9Fd7wNXIV9DoQbPHwoKKVr19182uwX6WL2P1V7ft7Afy17aC6GUq2tNiwaMOMddEHtf9"
    "mvtVQQq9YLa+gr71f2y0LimcIfIUHAl+Mgn9omN976dRRZwCwEELgOEqyMY+A4crApmeGITkyX4QO/TTpUPQexh63ES6oHIIzxCP"
    "DyxQH+wyAWmoRbc2YKwHrLbykQMsTc2CuQ3Z2wfNKtzZV0Ry93oeDLYv8Eae0+UgNPw25mYyfyyNJJq2At3pfjsn67RF+OiXNZbT"
    "TyN64/t1aqGW+p7+YfEctE/zqkxe61Mmj7zkhLx5fjufq9UUR/NiNeSphbw2UwphjPz3cvUcyeu5EfAvmrvM5NZUkR4HzARFk6sb"
    "0EEdzv3zRHpqvEAo1HSX5kVinnWKzYac/u8h8zs5m6k5HUOeToDAkiQTMeJlxatMjh4lRfzPzPfreMmwbii5S1q/RHq5GC3b25ne"
    "vx65bsLoaOXC1I1oThltQND/5ro1HR8L7I/0vw9apdYQCUTK3YZlOm9kFaofRYofRRD4fra6Af7SmrTMRWFiM8RB1iCPaJmf+ws+"
    "qB5nZcj5CDfqmndK0/+ic+8kJ04feaP9XQH7IFIQYr0cLKOn+YFBrtq+tHdVas6cKyjBA0dB+yh1R6kcgJLOK/JIvx6//jIU4AtL"
    "FtpiBmmKs4E/vnFKbTuuucjJ8Hnf8Hm4SDA+rMmDxQyr8Pk55pfmh9DZ5NT8saw/nngYpwRP68YTnI5XRnhMkbXrPETraJQi/Ve/"
    "5M71d/qvf8T+RUnWOquoMadC9FqWTpZtePF//ENn6hQSkTMFngbDGbhT6Rit/rIiC0nBdysPZmo4PQd/pVAnQWdo0AvtmQ5TZutW"
    "NhPO2uhIX2l+7BuZ6a8kam5k2Uwk5qkIvgrnPGi4788PIU8k2bfkQ/K8k+S0hHHjalxVLrF8uEc+D+VMwLnbu1VVOaKmt1UUlH0c"
    "368Z+rrzm6/V0SBn6sbDO2VI9y+iFHO0APlI/5UFrpcD+Vn+/e1W9deBXp4pw3Mqz4Io5+H/OX/5PKcPxLDVYsL+PA3MiLK2zd+q"
    "HXA/FSXib1FXkJcZvHMgktcEKu+VBhwbu72ovwRNkXDe5Rl2PfoMea4OOCgEyMtbPPYkgEXn7ei3DOc/A44Sknci2Xz3sz6zA+84"
    "+zu75crdSOykV3k7PYAwWAicD0GAQ0X6iOt/SXhtUs3pvohx7N8CTk+dl33CaoKYskhvNaVX2uweCGpMn16EPhXiP7DzVqwRHYZ4"
    "w0F2+xO5Lr9bAJM0fOWnUepRHkNWOKYVWLyPRiAl3K0F9vENNAgRmwq0Y6Vz5UL8VBcVzpeNA8eMG52qyvGDRXiFNmg9RiOg5RFX"
    "BXOyOYXdmzbnirzLZFWSfIhk1XsTjea5y6c4mFD+e+feCF0KVcURuieIxAPjAgZKHpRZlQdmFnB8bybgr8/lrRB+sgmS+mzszsXY"
    "keWKy/8KfnKxMlhSdZ4jkSF2IRTDshO0gjrVMgoxolGxnPNRzhEyrK5xRXUNJmHHFUwf9+XPecLlE2JQLfh4uKETWTl5t8QwT6VZ"
    "7nErPdKcqUtQfQz25TMdGSh8XzDVJQMGxgatLXaw7ESIhAWH1cKrKUGKqiGp1kY39vntGkZU1N9jeMJLjt1qT9noAdPKGlc22g/z"
    "EqzSmAA+gPujQHAsm8UaerdtXhRy0xS1VnnVfR6z7Kj/6R+2CKKG4xTH9CocVrTHE32b0P/g+6lQECaur6HZ1XL92Fkl2f+VdIyQ"
    "YHn0NJjCMjT9ZH3WFRwxVSR7NTKId9C7GDspzuOhaoVDfMje4ALQ4rJErMGx5ueef8+zLvujgosLBpLiEZLeIEGe3Q4tBmDriEXN"
    "E8cyMGy57AgfGQ7w7Q6imgWiGp7oMDTE8B0M7C4Umxkn6L52Skqe3X+Ram3GaDn9f6ST7yzT13iaihugq2y7M9ee2zMMd3GwsDSv"
    "sr159Wl5LhT1gDjfz1Kw2eAFj4EMUZVSkKqyopQNwrgow2IU6gqxivFXKC1Ycxq8eytnSv47X0+Iz8YhScU4f7omAWh84JOPlg8l"
    "A0YGcLtiPRFXyyDOkAWsTQl1VBWG+myV+668UX505U/MxaefNLY4twTimQ/Vx5nkNXySOCUAfWte3mcLK3dpeSlI2rPPO0bF3lLq"
    "T8zZAUfRp8MwI2hIxeHSygQb8oum0A4oS1CuqOinHYGGnNfg/4l7eAtKRk5SPLYZ7WUD2GvF1dgcoGXAzecu0MTr8OD1Ks5fd0CP"
    "tsFJVq8CNSdmEP2rQOBPP5xL/6Lv2449sZOeBPvzvoQjGzgO8r3H/50+LdW3GwTh5e1xtyfFndnvep4ZnQl0nhDLK/n1YRLVtCwe"
    "G32fTXH5hePQsooEsHeKS2OU5QN0a8mG/i+y+D8meeljZeB8HCzbEcSSC1yyNq8U9QHor2HFmqFEcJs9YtX5Gdo+I2OfW6Ezthmk"
    "P/9BBei0p4PuhrNEeIi1U/SFOlI4nhiLYvptDT+oHusraAqGz3j/Sdb1/quuEnFqY/OKzjWt9ePv0+AHdF2vLtiMG2DXphOZKAS6"
    "SsYF3sHBbUqO+loac9i1sR+vqwUXHMJzbXj1DOhP9qpjx65+7pjit8WdXbhvGBnAwZEbICoqhBIgRAxJwuDM5ZV6eTFQeExCQvjo"
    "GWQ58LUZ4ZgDei9VVn658uAnRnrFyEdCJn+1VfuIrCIZb0s7AyjOegw3t66r75R/KFvywF/4r7vS1Msj6A+lNaOFnexvSl58IkX7"
    "AYBSc+3dH4rhO6sEKlmugtv1glikFodxChF8F1RK8G1PlOXFfvaHi9Wl1aGxL1dUY9uTwMte0t6XH8jJdoEzALuzq3EVPMa1s3bR"
    "2SM7e1aHO+xZ2LS/Wtw3lZt8R2xP7u1mm/OumGupsUYoRLe+o2E0+8becsNB1r6+vSukHSXHCqHKRe/Ozq/9T3W1f+EjrxfLDj4R"
    "WeEBMJjlr0z2IEcFgD9YtV+ntbfnXWdcNbflAUBsHKt2OKi7WraGuql0EAj3+QzMw4LBYfN4HfqxU2ilMPBGukfRx3CYi319YuTF"
    "CanZ0VcR+jQB61zU38pJ5LQA4TB3bx7B0QeQBC37lQ6T1bfojozh21rjVIBxtDJvGhmwkHmiahUHqzqAZ+DPkx8HT3Dlx0xx5h/A"
    "ZGMhQQy1DL/EfKShO8LNN1W/EVAPzQFlIkANyn6otSIXRTrWR9xlgMe0DV3KBLRvB2/rkZmarGuiRL2YdaYPt89a8C3bxNMk6JpZ"
    "4WkM7bj7878qlwDwx9dplkJ7pqu9amxw3RgkhHMlbdC8me/7S8Xm/gnWJUxT9gK39bfVP1WaSrKWIk8JP0WX79baOBPh4qAK+LSq"
    "ExF2dIK2UcBXRn8byHySM9dxyqeq/7X/40+p/qGsWKfHsJ65CW1FmGp+qi/S5O63RmNJyoYdBW0am/pUDLxB5Femvq5riWtbiNZ7"
    "BdV5vl8Ul1wr4RFVVxR9fg5yQU9MGXs8T9g3o77w+i8pD4TW9sb+9dGWuJOm6MN45jrSScoVxyVV8tFxNpWFbValjROZLWRDPdiE"
    "dM/hHWc87K321fiY6Y7A/mtvXlpb+7pZliKiOKFBUf3lbV5UlNMS5wkKwv8WXP5I6FZBrHXFOAfbcqhtGHDhgANIzRx1QVGpC0rz"
    "OAxUkV6yxRNsCpjpDQ5w4htuRG4LihTQgwHcT7meB+1Zr1p+R3dnhKziVLEqTriI2VA2th9YXRwN/ZkAYUZY8fKmnE7z/YxwSHAk"
    "aziV73H2OVAYAqXqX3ur8GTg09S/Ul2jZTgfRY79RKgjmz1F8hAKH5p+0+ogekUApL1uxblMoReLvQMnJl7RKq3NW0GEDwUDbqce"
    "n4QxDJMinlydIRLJfyCCUmlFi2oEncL6Eg7eiLqtCmDm0+L/eD/0R66YdLgazlCtw5aIO4+ewSLtoC5ShkKDrdL2E0NMmNuAC6cC"
    "vR3AFww8L5amlHSKmN2wEisl9iR8uKKRc0pbCrhKn7wqFm6FSXhi6Cr+IV8ugOLMTiqGV6EeDuA/dBJG4uDsUalbGXjDAcWynGzQ"
    "sHSxN8d4xTICRhMI6q/zokj79llIYmyjYgEEg8oPYmymUmNO0md5y2bIVW/H006x4LXGWKmRolWq9R88O4/bOllbOADvfY41JRhH"
    "254UOE86fUkQWuBs63psVISCbgKDZmDUKcwi7A9M8s+s7nBC8CyzM4tGiBT0TEYSoPt+z/XYcfUvhTwFCiAZ18NZesY7ZxaCeT30"
    "qm7W/S1sKh52XN0aHRR54z4poglJ2wXiYLZTBNJ9JYRtsUA6hjiwy80ubg1Uuo09CsBecKlurf04dKQ7fN0a4hk6iTgM0m5ucSvi"
    "FFqIN1vL3Dp7YrdB7fjWpdiyRAZ7zRK3fjwq8gX0S+QtnzB8XBOy/1ozsutMnsPE8sYDiBnqTGKN6WPEfvRqqvIBjPkAcH+okIE7"
    "pRk9ny7cOc6Mx1HcxWniLvP6db54SdIw/YVrnM5EdZqMkp/MuwKf5Os3uTshnehUoFoCB8E+QNqpmQB2KaezRWWwLgsDTfkEiyoJ"
    "irvdKyjuhS5OWDlTfv05Jy7bCWUD0kzx2wYVG8RWOAEFvcbiw4ZXLDbQBvCf/UMhmTgN5oN1zhS4CyJSnqdGgg+NRNyoEODHUSUY"
    "IHW6CZPcubFg/8psSc3FOvFPBx4ghfcDwgXZTfAk2i4oHDYLvLC8AjXvtgO5XyUEzOsDELOj/CKfXzQ9SrLxDNUfJ/Ge5OIxsTFm"
    "K3Sgc//jDFaIl0R97VmDjkeR3vwcg/Jr54X7dQB1NJDy5MbavSrWF4AS2BeE/K1xqDlPGpWLEoBSxfGtABBsbFvhYIOItk5xePRx"
    "u+Nx0miOEj7V/gzj4ZkUX7idicHwmn9Tw+dJYYi8Rti7uEfBvrs/OXJx9+l2XW01f7vTf9m0PLl7AaK7DwLIbe8b5obrq65utz/2"
    "t9s0MqibC6TDAuX6iXA+NZH+1iRN5Wf0/zsdHEPd/CO9NOhkargDzpwptofh+/vq6e7RrbypSNGiwR3WfZOn6W9Bo8LtiS4rNNJq"
    "rAROIlYMtXz91E/MMUiRQy7ormirZhaZtkPlm9FJxuzvTO6RmcCFUH1aIpH4PMZHo0c9LTzse++t1fX9v+pmExSGluFysTHLuExY"
    "od6Ml6SA82ZcGPaPbvgcG9WPi0eo+HB4cYOfW4WpDjVojsT0524hGxTcyiisq/AxU+E8DSn6eVRj4ecglTkKODs4dhqXGTcewGah"
    "dWNbaN7stTOcsd1mm7uNBssdC7CDdKPNzm3hEQo38gwwz7kt6FgW4KwoxJx6lgX6hDe6HGsQu/NPW/jh4uOeaO32X8vF2uKKYwgM"
    "Nk4XJ1bxsFcEsTGEQ+lhcsVAS2dAMZpmsJZv07EgJcKSyk63rfqw3AJyB4vtvvcUeRmdR7GeYKHWMItc6mWB4OtZA8XpG3Bm0/2v"
    "GMT/6W9c9dzgwxMBzUqsjVY3NUU/nqYqzqnhEbg8/vY6KyZXSgijLCHq4QSQBC2MjsYfQs/xHp/To+NUmjUE+wyVlB/d/Z8P4fL4"
    "py5Xffj/K5EkDDqs7mrtBrsXhbzXVoZvRvPYk25FDz/CCKzCqcAhHbBa2+R1LXMeEdHGA+Y6x8HNXagQvbwVl85v/VSHG45SQCBt"
    "VMglmbi2UaoGcVuOULDCBmf9drfvEBFlvFpgT8aRcmiLtlK7pRWXrIthuQuJKAh+9l5pQQgydGAig45iBSWM25LoQik77sHuDVDX"
    "7KJyjRedUcnakpPz2zZsuNfk0IS7/WAg4QUZaMLcoI58o0oGiZKBux5sPPa/Yb3ag9a7tV4rr92mMXqzZWh5PwZcHYNeoYtZOMZ8"
    "4meLBB1iqBvUanF84o0z/n/V3frBPZRwDYA2x70Zrwgw/2qvxyNo/kr073iw/EJD7yb2hzxOVZyzdddBFjcACoSsq329Ir4SQGL8"
    "rnDG02PYBgAdA4rCA8ifaIQJAT2f3xte+bBbHbUGiuc40eZvW26b326T8kVdFIiczdwhFEeAs8ju7uEXsbQmDOIhnXemPkHgjHO/"
    "WEZa+7UjA1u7WiytvrtltOMlv/I2CtMwAwFXNK4SIpyCH4JwZEDgcYLQlXLLulB/Vow1fQN5IdCRH2gARZsAiOLAJ0V1XgUK1wlS"
    "gt+IVwQb87jtCi8YfzKEB1KGe7dZ2HrfHYfGpJ/mRmhRaIP6iGeMyMS4Vn6CfbjYQIwxGjEwpKCaLYABFpSf+uSR7Hsoc+Zty+Ow"
    "yPJqrfb65XWIKwFQxYBnSDtbhoK3UHTKZR0HH42p19BijAAGp+0DnF8ZsjXQyL9Sv4ynXxlNBjMAjgvWLQZpCQugdGT8hderH698"
    "v+JocgkcvUVYbq0TDJq6PYa/+dwBhny0V1gTBEmjVGAc4jPiG33fT/miuzV++ysdixZulK7LOLTvnP4D588nkfJw34eD2kG5JVd9"
    "7s/dMbCVpjAVOH4GqG5EGHEgd78PK65fXmdxKNf1zWhtjY+3IolxbCj18B0LxLc1AshtxmaWBXO6oO0dccgP7qhrLO/vaOxaiVWU"
    "DSHgkACvY/TVi+Cy9T8V/V9J9n2HMt59oeOSO2amEG1vPIXJSMtz6SLOG1UVXZoiqP3R1GnKG9gA1Px50Mh9wc3HxgAo8vADFbnq"
    "bsVoU7hd3Ni6r8APXJ/M2d1+qcnNv8YKK/afkRCOsl0Lk9xeg4U33oqz62i3hCA0tQmfeppEpdJL0FkFwMUfCg/on6iGVJIwdhjg"
    "fcegpLB4evrHH4MPIcyvOZ9AUamEnkBf1f2wG6zGMYIcGG7du5/H1F8p4NpvLPFoiEZ9ax/ufky2ZGKYBxQgjCY9fn4fvIexrUHv"
    "VpU/WHda7f9sqzVUOkLxKI56De8oaapORykGstn9Vw1N5T60bF02XOppfCGSrNAgCJsGm9qGy2rX1lqQ7PIDdgPwPjNcnnX4q/9b"
    "Yn9XYtascP6kY9bO6wmHZzwb4NDOrVAL0MqF9g1YX/ucwR2/AEijNWeLKeCyOHyGD/RCj1FDEAxJTnBzcH/XJ3S1l2FswH49pMl2"
    "6QDZwWh5qz7kbcO1kjOZqvAp4+BKC6A58E4x6mx4+A43OqZrLVc2kQ8Tz/yD3gKVMuk1R2F27BjYkWGKbgT6Rt+3tx3h1K8QR0xC"
    "QmRcsn2jLJCH6YaLy3ok3hBMfTc0PC7K4KG9W4QzYiu2fAT9ucWVUXzsBB8IeAJ5fUWx1nFMKm9C9BcA7GKCWViEIHlEw5vrfAKo"
    "LTva9iCvApCe+QKomxn5CYwj4DC3uFxPwiDqxXpc37stZQSrCZSvozCIhygabKKb90SSTrhyrAsgnsT8z8X5ZELoFBDgeexOgfHh"
    "fpJHhkbeIj+VAXQB+Ws2GYpnCI3qhAuLsfwNeALZSbEBMHehk0OBr8rN3iJmxQhMAvRmA1zkRjjRdp1MZ/EYUdNElTinyqlDAEmQ"
    "x8+B7iVOMIscma5zfQKIvF0rqXJIz0E7zYJjcXIaUWfodBlakjhKngRunRTosPbj5x1hh3dS6E03o3rk8ySk6mPFa9DrbJ054fOh"
    "KnCD50UxB5ZZR6HAEhQIdSj09VAENSabAmYEGB/8eQvfv9nYwWfeVDpDRbGh/ARh0/P36epK+6Vg82+y3x5VMcSeALdnnCvghKu0"
    "ZZr8H+XpBiS41KeAP5MLJ0TfhLq0JvqVSLEEqd9KzCTaZFq+Wu4CBPsmGGEaN/vauSSFfQ0pxQenoFCkLpjbByd42lpJ9FCkuFSM"
    "lE8nlCSJlSa4ox/uv4v6NPNseNhFniw+Ez+y/4usnTlPg43nr1rY13/k+Dww21Hr4o3ny7ndf9Re5RZnEQ/prKXCAWhG+wJ01qog"
    "THD6tX3c/1XqRUp3wuotfzQ6P0ahuHek0oK2SRnmWpA7Ie0mug2U+1Kmm/FxDHRo4wbadCdHhgxR3kmRpOP9fEK3/R73hWCjyo4x"
    "Rs9AHIAYmBYtjkDtQaBkHrmt8zLeB4wOjpHbazetGXiEHKJVJcI49rnYyJNbNDikAuNYw+MhIo7KI6LbCW0nVEt91PF4UKPBXEA6"
    "ob5Qvhn8fDqPB9VLwPEkyF4Q26ypW+nCtTzmo4BTRsbmkuFlK5fwTv7Ix5E90WjG2clN4XAM3s84VXFaRl8V52ZkeNGdo8K6mV4O"
    "ZUMDiiDcLaanQeYv6BWQTRQ+Fe7+8i04AdgLBk/lYtwTYvWcwl3B7iePyLWJp14bVYqBf3Ly2Dfx4LkZMxCzuDCyPALTCWmiLG7s"
    "/ZkzpznnuBk//cnrMkZBCo6i3KBsFB+OE9FOKL5QcDkxOzEjT30Aptcd7vyH2QNMrAfZNUpvIoaHbIp9Aw9LjPgoUqke5PrpTvKj"
    "Zw3TTI0I6lZqvc9zznouj96jUwZ/TjSgN4MDQShYIEP5SPsiPM5mlLXFJSGZ8T0vsRS2iB5WY2fWt5i/GiDPehhskWdfYunpVJoC"
    "osPUAfiRsAaenocMoY4nWFTPTHILQg3Bic48cTCwgXBEXqdj1eKBXnUn7jHbtFBBfS5OvB3SOUqkGVeDEPWTEgY5hGA82CeBIOOQ"
    "kQ2upA5+SHEP7oRNBv2DXxWGtVVhYitw0W1E5dF12K2tYNTcjRs2dhIu1tDd/liO7AKw2WULXwRycW3gCxdWQH+6R/XHuu3b+D0D"
    "4LYhWbzzHA2LXX3mj81P9gjL9p+x+jOxjf+x6f9mhWD05YKrZmDt0iKFCQGPsPyz3O35cFeFoEeqNak/y8Hu6rENfAHaDTBg+LPa"
    "ZU+BNjxP79Q0kCVEZJaY4CuQ8kjlAq7jGMbNqbsAKZCqnwC39x+8Bvv7Ye88rGP8eU7Vo7YfVbkel+pB13O0UHpQ42zKZwPSfyhZ"
    "O3KwD1gvI5wrX894y27ol7wKL7jovXbVbuhroM4PCeAcT4yi7BrARSh8diKgatvjatdgP8skdD0e0g8UN0fDXlD6TtHGiC+0ls6g"
    "fliEjA2Lje6uUSONhFCIov30w5rCwyrDXj0vPwxGemOTmOSxXCCfVISzGB/L42HLgwd+tGu1d394Wc+Cvoc9eK/zyYkGQ+kx3Oln"
    "5cCVvlMeTNc4ZBD35Lh7LH3Cx+46uFRKkIjjEZ6pNPo8PuTlj+PSM0BTRIwNT8QrP9UATA/Wxx5P+9UNm4SvPP42IF28lTzDhC7U"
    "ejJQF2d2ZVrIub4Vg34pBX0RDo0KmSpvihkNM+NgrnJCMOGZwM3kD8zacvbxlxMknThRylsCdYjeuzMEYxY3IT9p6aenYzuf7aiy"
    "74fMkwOVDr8fUpw1pz6oOkDMSPq0osDIb1icXaK41pGR3PVLFRYAHmfCWSxEvTCt+z/hs8Aif3Y82ruidQCt2x4/1kzAvdEysnL7"
    "SIsQ2IhKGZ0Flw6RDc/U2UDgAroTPB3FgtbeoUydIbkXAXqgPgLw9d4nmk6cbmVGW1Aua6UtPIabooTXe+DLa4LnlhxQN1/k+h+4"
    "liQjUyV5YryfXtZHqhEg5MPpjNDPDmygQxgI+sA+zPkjSAylvoxuIUpJQcvtI/Dy/9Sx3ALzCTAwif8/MFqRB2VcbGElJN83sMLe"
    "xN9cQWz8LMKzA9wXERjqb8T6rjoXXK5qkj2oARrxFdxco7WtjaFjhzMVN/QaDlgjmk5nLaxrcbEZW6zWP3YTLt/nsz9bGtYgIzdu"
    "NacA5kf0zYMB72seTrOpKp8BE0DNdcNI753itMf+CvDWoL4pbUa3dfZSkbOfjoTOP/eLMaqO/bPhImHkGQ4MkfJ84yVX+9mnXI9q"
    "HCowKnZdjMnBbASFT0wQv2mwDaE+FgKplRFyslw4ENpGxG4NTOjbuNWI1OuDufHFGsaFz5KUfcRGhQXwvsb42R5PY3kIDt3QCMIp"
    "ZgasmoMIip1VhUKY7VWLmEjaO/5Ha2pIjka+yU1JOhaE1mABRFE44h8r7Hzf7jdRdb6Ox/vTj5YvP2YculzhAELoYXoMwrVngKPa"
    "M5BVhGVgxVDPe/QMMNbwoFyG4JJ0QlkhO80pILrCN2l86yRPCASQQWtBwDBs+sEjF1YUHCF5VEf8oVBc0r68IpdJ3w6QyzRrAdhR"
    "+ko6PRi6P0t0Ao1NMDcb3Q+aTminpQiCPC4bjFUFAX4xpPUeZaczQvmhAPS8lK2keU5HNbKY0UmHvVctMNaAqWl65CICDXaXSpgB"
    "O0aI4amAui0jeFGb67yl01bSZofSFbOIZFnc6Z4ouUEIM7YvQ3msJcF9dQuR7D5gaw40yiFv+028rVmF+DvJB31SM3tCwbNoNPzT"
    "6uH7+aJSM+ObcN6rjdlf6eck/ZWSvxUK2OGURYxikVPsAZzeFGnsVyQ4p/yZQEVYrEzhL1e0j7KVeqLgkK4KPa0lifoMD/CD9xEl"
    "Ks8PZfMZD5RwjSAkF2NpjUjCNPojig8uMneqcH+idF8gEseq4t9PRE80SlKgdcZFuF45UTWnKoy5APKkKwC+/wKQNaeCBO9w0kKS"
    "mQmQgVyIRpcdp+x0Mo5gTPyGqbvQTM6g81Xc47F4a97yL2EwHwJTX2BLG+uEcUTejdfEx1h2wReHX91wierxh30rXoxAZ26NEzxg"
    "6L9/EaSzhU5pP6BhOuKHp+ILFeZhTYi8fPm6irQoUcD0subyFHUS5oPQEjG3jQmf1iVnHyzAGJxOQrmRI++sZ6LfmOZmTXe4tDjo"
    "6upcSigZPKmE35/1SoQz45lnrQZLOH0g2s1Y0u7raCYW5dF3HuWhSVjx3P7zyf5Fzh8ZVBQXNHLoyFab4uHTFnHmFQw+SxGPbCv6"
    "Za7cO7NWgsMWOLsFQYq7fRlAwjz4f6WKS7AZFPPo7PGgLxASWPGf7hdIh269gNVfRNUhQsPKs0EIx1vPV0k1mKBH1IiJdMxniw6H"
    "y0vmAHg/b9MT4J9zhOE0XmydbkGhwffXkx5CHaa1DjZPKJsjkeV04/YQAXr1qudaZyDrSEt21gUey8mrBiRHyUDDC3AchEwg75mU"
    "yNk3Ctr53EzSLhtpyT2BEdYqZftAgpsqSW5M44eJKBP+rVwxP4f+R191Y/HyLFxFvPemZncb1LCgpEMrM4VywONmZ36WBJRbHHRp"
    "nGPnVuA3If83YevOYPKNw33huHMLjd8TlPuYOOXZ488XkKIlNNkxUfgmBPwqOJ/HViq2sbC+Cbc/SGlG63kNQZYIIi69sKizjNY7"
    "NEC31QZa3rY8GLAQJegeqXZHz3X0Xi231XmINYRni9AbYmHpqRTKHAhm4Y2rOYpIRUnOSxJ0kPovpydMGPyxeXInQp2ZJERLVUBa"
    "XgbkyWfbKlw8fSjDe4re6v9yl8Hn6GW02DYuX47DmJ/DtkMZI4R2TCj01IGX2c/ZNG69klEzwldmgxaO0SlpKzlDntmU+HJ+Ei9g"
    "P7jyqRnwzrApZO6tGlcbQYy02SLK7k/24t1KdrfpDv8/GlwQj1u0aUSCFv34Y399tbgsdztGqJdRX1hW/me5nLhck+3ZFN606A0d"
    "JHKcxoMbN4brDp7CY85eDicAC8NtqcCxWYDLuq7CWCnxEB8Ebq1HsLUFNgFZHyUh1HsDhD0+xDH5AcZ58qhqwlrb0tG4hY+egZt7"
    "TlkRk0RbkjMDj/AwChgljP2YdlgOEGjkQN/tCnPHKf25r/dhXF4Q7kAfRCm0iXe2QRrJokN8LN1frTLRfJRS6ur+otT58EMlYZGn"
    "zikcdmiPk+8gUW40CBaav1C4VAPuPJ5UJGrTHuMzZiytmXLwkbMMgSZsUE3NiqsuPDQCDXXUb3qeL4HA1Qc3TeRvCvZmzIvMzjx2"
    "eY1jeAqQ7cHAKjT0KNh36Oe/q9zdPyI9abNpGO6+KjcLm9SO0qPe2nmubX0+ybmYIh0c5jDVNzA1TlyZTJJhUVfOkaRYr2I1Ypyy"
    "cDpGj+qIBxYxtREn6k1aBPD1aQ4b+gpnAkfVE90XqLqVd2EENA6DsJNogwyobTxauR2Un+UWdF9v8C3F017bqbNslNv3J15oYTid"
    "60bZysJcg9T1cFcPwMIpMOEnI9kzZaXHTBJ4aoF8YDeWdhCKzHKXD8CDYXGrM75nXjiwy0tFzpMmD/B7gZ33qr9evDHgbAmPinMd"
    "4jlh+5dcaZWaZuDgBk/Xwtw/C2vy4huwbXTx1vZFTv1fIYWFBlA/7zI54kpVPt9lDyBMXNKgLZjzmBvSvf1pQ7ekfNbnP9rp59kG"
    "bvrxO+Hj5qJi/ir0Cpez7s+WBY8pg7do6OZTBFzeYMWSi8LheLozoGWFiA6bFZnsTxdRqASbXTaAVHwkEudPAjoi7ezyB3/RyhsL"
    "AvgsmmllEmeZaDzyLgAzoZ5Fk3vzMKkOpHVhAMrlHcPkS4+zHoGRPXaUpgad9n3pFdb/0gKU1KFI/2DRRIc8Do3OUe2yoOAwwrQH"
    "rq7x3fnJBmJL7DHPWFAz5CDZQ7Ef4Y4QPtc19UAFW+HMCN/Z3xo4U8labFg1wdjHvwuQDx2JS0iyIyd1gWudwjS9TDowYIapbpEA"
    "OYINRJw0jRp+jvi1YF56sS39JKMxACsf4M9BCytnVKdYBiBuKBUUCzhkGSFhsOa7TVVhPJwc8YomjMmTohhDU5zWB4QN3N0jeyYo"
    "Y2PqdgvnVISd1LXLeExzjBouv7YFDqok4V7wWb708RiMvIM5LWq/x0vRoCyQ44e8IxbAqSXu0iYa2ivMYluX9yjCW8DEe4ShuMWX"
    "jX2k5NgnbpsRrwcucJZWvPYhxr1P9/+qyTjMwZruQAYVofN3ANNytT/j8+h3kdaXJ+jizAn1RXGKha4dY9DJog14xYjLOBwcGIcP"
    "GCa8DnfONXxZcUMv6SwaEst5AAabCmGYe1qWT7LkLMfQYS7+5aMF9JwR4NWNIFszIHam0CAyIIob3c0BRqdMWoTWNuiphx5qxbOD"
    "IXKgZgPLCCo4kHE74b2xehjw/2SM9Y1tcUgtg6w1oCJMzmvBEy0C3ZqUIRTvGDFzTGhLJ6SN6BP1NRh2bm7xjhcf+tIzX3rmA6KI"
    "6QHIuBKLRvuWsa14/ulohaLtB8iQ7arj7EXA+wlDujqN8c7xhavmvznL2ULrtOFP+2FN0NKmf2iaT1N9nmYWZ7SENXIwxqeWz6lt"
    "fBIT4GEpD63nEdDSvYkxZzplFaHr/UH7+Dc4/qm18pk69HGEbpc2TVjeTNA0mCarbNgTuZOcaSaLP8+4nlayaDLo1kuntT4Aanvo"
    "ICmGA33XUG1dkkX3NsPt+fA8c0sOcjSG+9hQyoXfyYCH8y/Yu68+HNSUSIjORWN7IOTSc0fCn3uJLnGri9Lc5U2XgWyO5QQupE+/"
    "OMXZESkjaS9AHQqpOZfEqCuxkbZMa9/t2Gc8/9nFuyUStq1lCUA6KaicvpxwctEkRKVB701itVMJLuvAfemZB5ofkl36usFlf83Q"
    "uhRgGvzc+S/S+xfh5FeUsLbVhzFnicht4AcF85HNknOuAad/fKLTno7qWAmHvdMXSCowyHldd8mJHDIELgfcoAnBSRgOvfPDj9yW"
    "Qivtw+KgRGJ+B6msYsFwr/nhm16JPqAQlO/3D+SjrURWOHw6QJE+fMxkgg+Xgf796ecTc6ZGqOuyn237ox7FgABa1j0D6vE6rAn+"
    "Qt0Y8Z/p2LEpWh5S3S3+J/G6nrDPEYHSNZTQ8z9buKGpikG98k0hRWfzIFhrQ06EormkcfCSk0Gu6FIMk+Fo5VaFiuqI3UjDsY8N"
    "I9E+90ZC0qn4kO0/EfQ4PB0OnhB20LM4J7alPye8pedRr1whL6f7JsChPAo49zOfz+Dne8bDr30XLgCnxYcZRBy90UbmHp/rHLNi"
    "NTWCePr86N+rt/IZWV/mloI+B+rhEkqvmcQjilw6FzTjvn54Nrj72s8Je7ueCLqVl9QyY48PjAeZDLQ6Tsh45kYqviYpgJyMCp4M"
    "+bkW61MODTNPUqHnAG53eSrxP3pCmiwL7uvFgAEX569ajiWA+rE8DbNB9nmF+aqFnTQNAA220hlq3C5TL2wPGLYJDWmpEQ4rfCzB"
    "18RTsqD5MkHWanzLX8vO3+8Tuaa/587yZKj91U+NnBImc7qEhJG7XQQ0xydsfvQR86j5PLykp91gr92jp+z2MPA2lsMDOKRqhzEH"
    "5E/y1EsbaZ1RCT45uhAJ8IpBR8FC4aYpXC6GIhxTuDdbHGd5gvQRSXRepiGScCJOABS++ZnoMarGEemdg5bh+jPHJPmY7QNikHtn"
    "eIHTA5hWvMdMDuzY7EdfLVjsIRha5REtj85FJ5uhLITzbAT1j0W3Hv643fh4esGqhKETrLW+syaBnyoyvXFe2fR2Fuxta925brBn"
    "X7f7K8NchwYixYzANKzPPinNLiXzxcrsZxYTWtZBAB9sYW1d6la/of8nnCbwAuXKN3Sn8PLOlhIYhyjWiqiWC5kP7BnYo75Zu3bk"
    "GYiOignAT2g5cfqItQHjygBUA/RXLwW98ukQvoh6+XMuGGlhaoQd9R/ffICzpSteTvELn0HobwUJzZgYTQyhHQsAvolmsFl7YpyI"
    "WpbRnPM6MZf3Bx5cPr9owynaXPfhvE/8F8KnWStUxDJDqWGH0dzk/DXOwRyQ/oMy8C2//D6Kg1WjBL2MCEd56HQobycaj9IJ5ZYT"
    "OHe452KXkmvfaj5fesRfpCwzsw2pNTErllFwsNw9XXz/BUjHUN1BpzswpFkLDGrsmt8IE4PTYmpuQEmwbQefgMM9ZvoNR0Qubtap"
    "HbPl5jLammjmmTRzW1Fhk2fmngcn27fhiDtR4RMGDwIioZNAzATGiRFhLQj03AOUSzVuzBHHpCg/+8KDzSKyeoReTygt8NNaD1eV"
    "FUj7si7F8zRmATw9tHxgNdF2GUcbZdytxi8K+iNp9j17BjE3kcX4JvhMEWQdmutfDMIPqr5bdIcNXl0v/11Ec9nceNTF36P3EuQs"
    "CzYFyKepnii0TpPoGITiY6zfLHt/3mutMt6XjpY7lITZMc7bjlnqkh33W0+yl+n9p5rjANqZGrSzLbuRwU4uAudOnjNm/JqNAXbq"
    "5h6vhFLODJ/qs85Zm3m22gxBKhtTP9Df8wxVNAQQr1pt9WjLEGG4C6a5pxaoonCuLUwI17GYSGb6rL0xHi6M1IAA7sjMTlfwc39s"
    "fMmTr/+psjdYQfSiOzCvP+FkF2BwmYALF8REySFlwVn+tzDtuxp++r6Jb/tRFnwbgdJJ8mF0Rev8NuGsujLnza0C9Bdm1FVQTorB"
    "1yVvAS0pJlnSLQtXA6zkbjYYWKOy8ek24rLX3VZcB9LhjclCDHQIcVbF3XNCnKZO8/1yuxsLBR2qebBqpAa0lf5gT7QlxkyjOYY+"
    "6qFshheukYELWAji2Mpg30E42pdmQ+cZ59GyZ+/HXq5l0fXMjR+fl1AhNEjuhwyIU4IBc6Nl35ClpYYVRl24OOIxENwgts4rAN0U"
    "cR6yiPhqhogGC4O4v+tZQkiXHCjmxRvK4i7k5gUWDjNf6Ofvcfbj1ufWhsIfCLxNtjcA4vS8ecG8z2dvU5VP/vIDIRXVT9ZcWHg6"
    "hDqxkdYqYGEe8CwYxK/oKgsOr8ERDAYxUeeBAcDDdbyjxVjeKOKtWCUiOh3UeENfbOBYrKfZt69QEe3ps2NexVTOq2WPJ+4ypLBZ"
    "NbDu9hG2AJilEzdjZuBZclBFzbprFdq3caGzc90aI+xWV0OYd7wkmozFdju6B0rTM4jTBxDAtBhyRu5+et8/Jk51yxyHCnwmrEfh"
    "1ly02JoO1Nj2YzlSqNljAeC34hjt82nX/geLuypM9ook9cHTvSZAZ+4AyZtb8HDHVEt/EcUZ+PJoyBc6N2W0QtIP1HdzC0ocuKyz"
    "dX2rUwiLOh82UvwHTpYFnHukIoTGHmEdEPdZcEHcihLiQQ2Cdu7zFPuaJ8gmQ4vhLxrOhSBp6/2/se8Z2WoYeHs7pGrDhAtTLnom"
    "5r/wdIcDMKDGwRi7kXEihsdocbaifCPMvKR1gGc+oWjGAPlsJXgFoEW6QaSDxVoeOklvXiAWNeJWhUENOArc11lveuKw9fl5Baix"
    "j1F9DwAnDjm42aIl4OM5OdjuD43Djo0OddsAg2Isw41As1NIzu2CEYdF+Ch04uc0Mqgzr2GIlZXFGJJo8DM/053LhieYXwuCc3sv"
    "R7XIOtSG545KuEsz2GWTS7Vc/lTu2k8RZbQnmKpwwQ6FC7vQ3y8Dj9z4wGJ1/0H8oPURdwZgb9Aj4PB/FXEG7H0tNpeX1nJrtbMg"
    "kxjUF3uUZfLKCzg9UVijCNeWHmNBO+SjKNx/fMR14Rk4SNyJCISnTc/OeQQxO4akJ+hwSZ8fqsyE/qGfoK3IvuY64JLQBkfT26c9"
    "7GeM3jLWlw363VjahWcHLHvs0gCQKh31tEjkunyYvoTkfgk7F6wUHPk+/szJGPzy7rLTqD69hIlLuNpwAk3OGxrtLF/2LpwznUgb"
    "BtcYXwobmN19szmt0NRxWWqRoAPdCwKn16WwdTlvD+GJ6wssp/WLC62CsoSby0xYt6NIx2Ac+xhOw2ISG6OO+oYe94yclKQqtm5F"
    "Ke7TqjuM7V6wO7hMs1X85M6afbhCTcxZs9XVkzChFVTZ5i6wNQF7YhfO1rQIy0ns9c8zo42VMsdJn97ppCqh/j4bx4lgg2xy6ku4"
    "Xt8XmN+VpLS1Ja4ZvCTkRXFB1PksZ4OsluWCqzHG5tacUC2ztBOH9R+mNHjyhTpH6T2ABChg3AhZ2cGvI5U+qH7YdH+AdQjcx8AC"
    "Z5+Ldc58fgJUerC+tRhFO2DXdFktS6tlcKVNGCIuxE6d7gXumxH4yX2C5x9uaiVhsb/l6N+GMYqBUc36yiC9pRSoM1NOObXyUpBu"
    "6w6tYscoExFcVABxJAUXT4q/lzYYBEZF8ODnT7Sl5iLX1Iq06AfMscti7IgjnjxaPdKzYXhFwL863YerXuY7XSeoF9octxD4sfGJ"
    "z6DM1+MkYPeX+9ovQ5GsiiGQazdOillw/IZqH700afcAO0p0qoIJgs5VErR8TjDrumGQJDfmPlgiC3LIkoGuOn20ZCj/SfnP/+Th"
    "Vcsan6CHc7y0P28NdnNVkDxROk4pWLYbLl+NX6EprsHII94iQKbmddhlBhm9fqMDE0V5eQvZj13yi7VYdtwXLBsauE9jRxa4ZFoo"
    "PWCYFNFafNltRYjg9DZIjAdkpIJ46PBo+OblwH+ExzxoWgOTWjOgK+z4P9W1HKM/+krG9DpAO7aoDNMJFAbI9tWA5Xr+PWD/PBDk"
    "v4wgLAe8aWrr13lzjQbFWTIB9zuPUw7UVrUZ3AJUDxKcK0Qo5AeFMucJnmS34cmEczrKeGJdBIoZ3+Fz1PIlhpuefa44HEPn810R"
    "j+MjjGCjAgclC9TuHEjVyS48YZm5evxW7HyQXORQ/ugwfGSH55wM1JIRZa4xux53iBX7nAz/mXGlanXB6Jrlm6vbL9lILnm1R33E"
    "dQCJAHiN0FDDEbuuTBtxFvSQgOczAucpKJNvCtwHwwmiFMFJFxT4BaHXdNJYeoTYhKnBqbBg0IRn/y0rzY+gD/TZQVb/rps+YdCm"
    "owEbAyThWXPXELQRj2GN80MJPfhuAPrj1lS5xWXV4hPymso4eeWMSbKfUbqyb3lYeKZpPRLokKZKJ1EytPlQ+2jCxHQTptOnDOkB"
    "U0QytnSYRtOOuI9p93+rqF5ZtwTBag2zvnTgfalXKMUWgp1HJQlj1a0gbFV0S8ReknwjPTx6PL4FtcPazJ6KY0c3gV7vDuFRiVlN"
    "BNNZ9in5EnnFtivwXvf1wvR++3qdYEWYHpq4Z4SAow8AfC6mx/W0DQj3HRxZEGDjBKo36hQweoD/X5UofUJX2Tf02hwswUM5enOp"
    "5bELd6rVxrbV2qGt5+yqL6igdrAIj28H+7vFOGUQdQiZ9Npd7Lrislu7ydhGhh+nHdgcssKnCCRNDOovowrS2AGw7wb/XvQKApXw"
    "eRRMPbTwFeLHa1i8YP935WO3WtWRFd9dMzViDgpZWbUAs40m1QZpYN/Ye97/6bFXN5MECAGjxzQwdxgFYSNvs/KuYek8Imp3ei6o"
    "QLnMBRhqCydFc+GJe9q+6x1wZTewBDZ36NyXcHcifGPS2xJ5nBVKvXieNeKa8pLVPtdK8ZZajEQ3Hi+SMuDWK+u9jt2b9Q51LYbR"
    "4O9W//ehkt2VRVgGWciDC1ar+ru95f5OlAgBsHvsbhvSUAWMtPpUfxXBhf6GcbeOg8LQ40sRksdZhwFPsmcOcx5v2SRgk4v7V1x9"
    "lb0nB3AaZajpOTkR2hDiwbww+CCUi1K74w/GjT/YjpbmQigShHbj+rjh0lpmfdjfyc6cdsUGGYe44ujzrBARQD4dMwiE3jdqyxhI"
    "h9x0ZbhiAx5BcQ5e5Xth50PQd+3pkxV3aJ0YdFQrSgni5hXtNJQ/DYA5Gt2ZiT1kiBJBDCJtTRFhZILXKwQs84XBMlZSo0cjM0Am"
    "WjytIzYMSN7yaGnY4H/VX+DhtX4auOIq3QUDR5/mKo6nUBNUswHHzF3xjCLkVUPPO0xtMkBmLxC0TAeD+OwJvHiqp+zNDedhHwGg"
    "KDBiW4DDfP7yIZrhLXZjtsI7gFLIQvCFDuE59rFrPgcTg2JnS8c7iLRQgjL8x2jpR1VkFnJ1PbB1jRvQY9YRl7UWeQlZLTfoTLQI"
    "pO5s3V6IFl5LoicZ9aexJsltcchOxjC3N4TuuAC07ImMWbib0jXjKz4pccfgLm0dXpgtLOoi1l8E1Tze5ERluFVSskjeSf4aB8UC"
    "GWpfDCdcFA5unk93HEiRPB2BOt/iAsQqzsUsF5+f2uGRQuHQiflRw4HTrABOwIrDxG10/ZUud4YG156Lfyfy77/SKZFDY/et1u90"
    "sc4yg8Oi4TudJuduIGHzfvV1sHQuYxIhsgomv+CD49hpDm9C+i0gtn/uHVVxLrVb0zbx5KzfLEyuA4tkVbz4FsX+0IlqHSMb7lrF"
    "GW0ec8vXz34vSc+MSeFb/gK/ibiz2OmO1PKscKfF0z1PedzKoNxrnLjfSIFXGnZ9XfIjAJzRIWFXrEiHdhOkPnslNWGGh75aUsk4"
    "3jwDEFZVxaHnJ1ifCuVZE+dMjdF661lkz1gFGUjT7AD4ccPUbDmm3RffJDSUYoFzlCXIb4CGMLeCBBZN7nRrVH36OCKmp/vSyniu"
    "TaE9HQOhwHcGYnuN3T2PEuiKMHhB9ORYvyEfy4WBdko06gT2dngUwH9YX5gi1r0eyocF93ZZ88wyY2UajaE6m4vaCuSDAWvsd42W"
    "fxHDb9Y/085hrPTdH9iXE/cP8olKIBxYYZrwSdpOXFZz/czTYk96SDUCDy8S2RUtvP8Gkv3sXHealzdFgaUoRUBf2YWP5s/3nAXM"
    "r+fpqSXhrnnuJMwFwQ+/+CyhIidL/jxbMj7gdXDr//R5msNWqoVd/YQSJyBoaHncBbA54M/FWSMRq7MtV53P0TBflGOFlii9p+cm"
    "StLlrb3i6l8+qTJNG9fwefilcBqo9pyxDx2UQqQWpBj3y+fkkV4olJoD9j3sAiVDzYE7SOUbXSohrAsgvz6SvOCooeOx5EiCpyI9"
    "VfkExgA89Q+DXmXPHdahC3DZfFxctN0KxQAG/X7vD+FiiBZxMx+22EVD/7DEdlyviQM5AwwPNY7DgiLDcO7/CiyOHaxKxVIxuV+E"
    "8vkuc/x/vL0HmGTJVSZ6WyOb8ggQK+SRFwIhj5MAIbGAQMCCMPtQbVbmzaw7la7vzcyqat4GHh4LPMx7wLLfshLsLuxKeGEkxIIM"
    "Qt4jM6ORNKPR+Ome9qa6qu6e//9PxL3VPdV8zKdvuyvjnIi4Jm6YEydOnDhnvzJqdAy/PzUKV6M2hMEJ38ZWm0UGYDpTwxgQaYze"
    "zx1l2jx3vtAxZ1oV9c4+nyrsTUcJqYTNN+eOQDiN/Z0VH1hLHbgipkWNNn8i7HfSaadmW8gxRzDCvC9sbilciU4u0SchE6vsmyv0"
    "yg6aGWaoi6gWa1HrceglbpcT/BR5qyaF/shSlNa4oXEzo3jejzKxiueb+FF7wWCXKVcXc98Gsztg4qzXcUtnEeIrocmDwHF+0MKz"
    "rCRLu2nD8A17xqZNM/ahW1rs0xCMRZKGvOEl1N2VDOvos3gWerbVLUtwkls8xOWblLMtqknOtvpweNFLiM6DzqjIbuESdn0s0LS1"
    "1XrfEBpa6ARbosFbSc824vH1jMBnGzvd1mW6qJYEvYzZlitLQNrZxJYc0gel+ZHn2dZsiqP9QOIEvWUVYl2Wejy0yg55Y0rfl1Kx"
    "ai3U8Yqk24M82l8VWIkQjIQwGBt2lOYh8hhllQIRMXK3Gw5XEiI36+DcUhK9HN1NOhxZ3k2yzhqk2KxagQtM68tziLTKda4zYr52"
    "8iOjuLWJX1F1DrshdENWIyLQtb9553C/hLD1cD5edA4X02J1dTzoHF63vyV+fu36suwcnswRzjqwTnHY/hZwLNvRgTCGUaigiLef"
    "Ii66YCTuGbYj+26NaRJzs5b3pceDf56YJ4TSCqnRxKR+g9n4SpFSGL+iXFdIszTCeFzEUNyAZ2nJK6tzDBtyH71DJ4TX6a6FewWT"
    "HQ8BZBuPgjDH6woFuGhqlAshrsEhwcMbhztltwOihOUuEAR9KCfThlGnbRMproiVdqmBspbNI0OXFgzxM5JmIXZYbKHBoMoVumtO"
    "nHvGuZPLXN0qoRi0rL2sROcnzAMY49elMo51sw63shFMxw5W2h4OY1Iyc+MJrS1BT2nWqjGl7ZPbk6qcZcDeKGUzCFYYsojQ5DTK"
    "hRka9sosgLyI/q6ozE272vGBFuKyDfy05AQioQMw5/6B2qCh8iHwtKGMiEssJdKF5rr99nu+iiQYGfsi+61nQOcMy1AIKVq5kiw0"
    "p0GQJUINzO3e0KzbpKK9hmj5VAJvi8H2d0kT5/v3hS2NRsccNolYnfrBW4sKW0IjIsXi5FCudsqe/dl8AudBc4Rs8z76Rr9lobjs"
    "Y5PHaqd/ZNl0akTStjlaK5dzAELMrpz7Nb2jVXKPcK28IjyqV5VSexZY6REpaGC5dPvrgGO+pG+cZR/rB+BbCrXJGh8HkQ3SRwxs"
    "JdDDIWJOf5Ta8SYdlqVmDgtWer/Mu9gfEPAXC2u+PKVEp6BNii8mLk2IjlubdGczlQDodmQTpneTiyihZI230Ih0JwobS35lD10a"
    "MIeA1iHJrruFb1afVbrOddU81o9I6Yje3dOnAbDKeqNuMQacDmmzpnSvPX09QArPxKz0I8fokwpY2XeQJ6R0hMWa+usBuU/uuF8O"
    "M6NAxChGhHnULi/zqFpNjLNRwnx4KKpaEhalvk2KvnTJIJ7TJc5t2sSsKA1qqETILAmFYnFE+GFLnDfo6Dv63Z4K7VvuEfG0SqF2"
    "OEv08o6fXRLoO7QFhpDSYSWodovLY2ATMJqGwRitYTQCC1VZ+/loh8RXYa7u51i/QWP1DWDIEHCkshPi1aR9gLBoLcj7h3TGgzLh"
    "CChDObcHuqmw5WwIpzBYbj+MEZG7NdgZM/Uiov4qmleZN09ixxly21oyCN7iwghgU45MFHzkfUqqrBVcmivCTiOEPWTU3VS4ssSQ"
    "0D6Uw5VGScdT+Eh6cACit1JiK8CviZKc5qxjwnx6a0eXrWjJCZNHvRzIUKDjyfvWJfHo2Mftbqz+M/nxFTqG53hUzFS0X0Qv3vxi"
    "JMVlauxCSEtGixFd5g50h5OeieoEoO8wT0jMSZceWULi2qAryf8XJN+QP7PXz+CURWCFrlomMRYly4ryTUD0AmAVofQc2lePuj7m"
    "sCnpoEmAc29gtvSKsIoI22rGvjSbMtDqnBgX8cBY09zE07ZWyxuS8Q0zrJKU36ODRtWxu3MW4qUhNokueJTAskw9jJZMWjZM7sZ6"
    "CcT0DCSBp9ReoVMp0L7DENwI2DTnHgsYT1jU72p2apHKjdLog/jSBDruuCzRz/0hXbo8wOylEu1w+9VSVB4+06tWcqeosax8olHt"
    "IcZdzW5/VGzuvqTmjigNinEneE1kJXIaSmqXKE8FUbu5eNXVfyPsR2SsRkh4uhKIlgM0D2/0k5RS2o5auUB7lVyiI1E5Jao1YA+G"
    "6akG8FB5MnXYd0RlrXKcB+74CaAIJceKx4IciTfMFfrHVmtd1kQlz9OGTHQFTmx2Wu7TfQ6IcP9WQExs/DJdktNPyD7PACkxxagN"
    "HBHjFNa6C28hT6JRW1ahEtIlcZQ100A1Y9DdmESoB9kQTtBrwZcnjtjKZdTE0oPdETcwhvw67nA51OOB+WPnXY14IWQdq/lgMeKm"
    "ipupiVD3loUT8lh73FQpyoiiopxmMd64LvCEq8VJVzRPMXSMZVj4XeN8BTZOfC5knHxWYyEHyUtqoJfsDHPu2VGNxiJa4uXRHQYe"
    "gkaZR6i98CpG1Xkimhbibr9TkP1KiB6nC2yJMdFjncDzQ+aLcuJAFpW1XlKCn71za8pjLypyokX2FK3iw6QWnRz3xVQXOHerlhDb"
    "s6QR3Y6krI21PJau17xdn7UonccAhjsW7HQL9SqwF5Dp5IL4JFjAJ3DWmkeeS+Mkh/Yd1oNAQ0XwnRBrQau9Tc3V3KAswVMZ/WGT"
    "rutYEKBNles40VnayMdmurdOtOxfjlZcbuX7PCX8XJWUbcgv0sTT7UFj2Y/x/QSLI9rEcIU8myaEh2MtokQIFDGxTWGB25ZPcR0w"
    "9YDG5+KSjiw1j2NaOGagI0nElgTcxDWkXEH90XKenxnU8IbiEAKuhbHOmFs5cbCEx+wQSOgGbICbQChhtMmNAwk39hyeUvqKJsrc"
    "iuy73tbR865QGqGgZ4YFClIheY7N6cY7rDSuGK7EinFdeTddxK6rsN9xT3ICKy2n6J7iJ9EVS+wFY54qAC01Qb6nUZWHCbUyesU1"
    "xBiSfjQDWs6s5mZbdsHhmZXTHkyyaU+s+LPlMfowTN2zyxiiY4hQjEZvR/XPaZm7nBvHAsW7kue5sWcHkXbrHAyj1bAggrlVI2MR"
    "7coQw5kWmgdnTAfQhVZbK/R9gBgE3ID9vPH0HkXsSI/ilsZCv1IhZ9ZeQiueniqBSxPdFIS1tVj+aM0eeFI29whExkRn8WwaYjqu"
    "D4wHvYBELSfgaJlW/TQHeNuf075AqiNRcoWUgZ7EndHm42iKPyI46OhGinyrCTkikfurHOuUUTyrxCd1Cxf/6X18KI9cJjohm2l+"
    "fK7jp5YjbBqXMZrCSfuXlhrPzhg620JIVIslP67mk3mMpbNR+46vXXZ0zRM23OmgRVOlofMuyPX01snpeTSHKRN3V4cU+1YjS0bN"
    "N9YNWv/eOmITReV+DmzwV91eWQxA8jgGEKxQ0xCYWG6VrolXbXyFZWHCVocjEgFcGeCWMX5IQmM4kC0jeCxLTK9nuKBMsX6EvpaI"
    "3nGj7y/nVeOB8qjFlpAkw2slgEMkfU5pzgI394spkd6K9pZSThotl2rMpTiF3jGWMlGXk/7qFN8wKbQvQsxlmRbBd8yLipb2hKEy"
    "lzmDlZa768aIIDFn2IjbdBx3q9KAkCFQ5vc7chlloappw372FpD3yrpCrzsYTEck8phBugrLjpYBcYahpjQC0QJgHDJE/IK5RDVw"
    "5Nwti2lCKmK4aY3ZohMJ8WGWor0pbTlQEEP5cMqBS5Kk0SQ+yKh7k+/MXrIv0GDaL3FOsUl1w7ZRjabJwCndS66lB+D9Jg8aUWFD"
    "/Fqo1BZ9Om6S8xbOSTM2ZkqNXfyShJZVXFgPviy/VaAVKHWvlL6B30qe8dZJZz+1bl9CwWby4tFKdyLGrpuXlz1nPmsil35A6/nS"
    "a2zU0Trum1wAOcUMTWgUBFLDjvQCeKRWIS6Z8uGo1NL7TunuMNyfrYBFrQ/Qj1XVt+HWnwKZ2cvsWVrKCqCrEGGBbOEkhVAHUOyL"
    "JrQrSKXnDhhlQLJdRd2nCpJmKMtVfDBelu+3/y+CkUNhCx08z/XifB3BmAGT8dChFuuGUBbgsOuvHEooAGRoFUJzMw74CiB6uBui"
    "iQjuGQ0YyIklMW2y9Bdg5G0JgmGK5CRgrFi6sa3N2CCksxZEMXoLt3t6NoHFclq6zydA3Xow8SipQYRy9EqyQYF4i75h0p/TJkal"
    "mpjoIEhEdFgixvb5Ma9y6575YfxWVOjDbmYhUnfp0KT0imihK0dsiMN+7N0wmImhJ4zorSEh8emKFC083ezuHYRRK16O3zvJ//sq"
    "673lDD7F2KaOVglV5ZRSq6+0bw4a2pHFCz1t6WHiChWTLzfi2OvCEiXG+w5aarIdZ+jaesCOy+OeR1rXSposvHW9oDqNzBPPC3+w"
    "Rbo97V141C/WZy41qVd5ivAweYqk0+opyZnaSpqEEa4kZC0f9VOkaFC1u3AtbTyG8uCN86bjz9v+TCyq8Q7xpHz+WhJI7byYszk4"
    "Zuc+NAmVoMzFTCHSlvRRS0iaYkxzNbT5SHsk1XCE38rV3U1CP3puKBypC6xESDcNNK6xYc/ChEpfbr2YD9X24bDMZam+cRMS833F"
    "ty+2gpYcupt2nnqJUWx6F1i+QZrrO5WYhz0/NorF17r42QJZ8kGGVUfmfxiuLPqVsz+IgumYzn1AuWK4w9hOa74vRUTPUqpfCvtF"
    "RRlRX3B6DGppkVlNSNuiSZPYEhantKVQvTSWYaYQ7oHYwxhx+UJl/Q/fDisFDHVTYTRmjb+WCRYtYi2UkkG1xsGFEA0DA1IWLNCd"
    "16YbDKKQKoq97yZN5wJcwYf5muqnfOF0Q+XBgWeEeITRafTUNUzEFvSVt/AObbwJ1A8RrEL7BEgPPKWgk43CSH0x7K7iA4ohxVeE"
    "E8YLAeoJOkwn1y0OlqEYQitYoJ2XoioM4wvYmROOHkCkIvQoFkNdvZPUvRjqbLIh1BcyaJPsEhDiDIMjEX7AOUE5BVgw4PY8RC0V"
    "mrEY4yXjgox1MWYKV0YE1AhcsNsyTqGqofN1hAs3ulMVeh1t8wmstCk2U+a6kFuhpBYFnzpfxGccyRnIt57QOcF0QGB1Ym9dL2YM"
    "0qK9W44XMckY4aLxJ8S0RpbB43ZIg84FIRth3Rbdpb1/fQs/rug5/KwII5inZdhiOxklMcbHIsbHjEhrEep8dSVX6zBgjnT0fhwP"
    "xACjpTNY2O5EM9tEUFPwWliNFmhEhNEuDiPQwba7LWu8gp+YBPaIMSnUuKvqHpP4wBqdKnU8xM+un/UkCEYM1k9WYq/XPDgu8MNX"
    "jTetR05gOBzeezvRhW9CVgYbCbdPsc41pS0pWLZkEK0WdtzWpQBOJ+7PSFrf+6MwP6KUmBMnd0VAXpsHDRSIFURFIBLNnSYtH6TC"
    "q4vDFV9FWox+bNL+TkTwZuzzxNlsinakajnbG2+fO2ipqHlCm/gqpaWiZsskUHTWufZ5fEuHG+eO96e9hTPQSqCw0HEenxWevBXE"
    "7Z5qCuPBlbUazfMyrGz9Pd/IsR9wyRCBwQME6wpXpCUKnGHJdIjiBSD6M5pMco9j7Whz7isxTDpbilFHOW43EUb5G+2dN8tWCiq0"
    "+kKa5CHApIDNEWBReefxLxAcFL2EeDUoxjcC24qQrUYTAAgXVNaMGDQsWjiVtmYtf6+WcOV8zCvtfMjiLnuoJ0bd1n15oyFkB5hT"
    "26npeKOGbSvrbp7Rl9UyWYrVyG/nll0bFfsOTN5Nftsj+OW5LVclB2W6Qu2B+b6Hczf5smh1NwVnN1yhdyRwArFJL8k/6LOVy+rq"
    "a7Fzd/nVDF6csTWCNXgrP+8OKQacre9Llj+IS1Mu8ezQzqadWvia7PY4+V2WheOQsK0MYfPsSvlVF+T/svyxPGBiO//uMjdXVgdG"
    "BSimvvt87DrymPPd5ReTg+5fjL39EkXZn6mTQ+1UTst9W96OZhKotzMlPocx/3bqgnpNrjSl48HIz3vsiBrrUOiGkHEF6i1D8syt"
    "xDZBjrYqKmhszx0Db4CwEuDqYsqSY0wC2gNtlX6Yh+0FqBdc2Vo5R68rV8HNlz38ZAbJEJcUlz0JN/rFWF20rKbo0l2ct9MmK3WH"
    "K8wJ2OapsES2x4HyYh1SrdlHgiepYCNmpcf9WUZge18CQY9poqiw4Nq6FF9Jxk0sERdzQDntdJFGNYrIuENPuisSdxH1NTlxX8/Q"
    "2e7K6kpvBQYSPEoVq4pfgE+wr3JLT3aTn9d0LIoRPMbmmEsyoBHZLwaDRRWvMR65HQe/MU87Djpgp02b1sYUJYlKjscidOT37tJW"
    "Wg+pAFQSHt2BqKnfHeGgldCynxB3D8ljmSltMYNZ4RIJCuSuDJhxxHM+Bk3OE3ctvQNPaEw/pwRnqtNWljJ0IIrcpbyp04OA48ZJ"
    "VPMUmc4c9d01RaaDFaoTKObr5/3viCwYI77jFTkxuZnuROUPh11/a8zxtmXXJYB+kFDuTRFbsHy8cw4LR+V0U/hI7cVDeHTC7P0P"
    "ofPcQCWKpNpDx51TEtBqXbMN4S4TD87iSqDJ18Ncc9KZFZ18EJARNOGO4ro+TM4asCFFwAjYIluYgimd931x69UJL5E8eUl3LL4n"
    "BpRCJ1akRQYTwSRdR0QmdhydNUcVmUJNLG03SfsaqewuJM9zrmXn095at1KNsZvQ+CNV0h2H4myDRgdo7aRqzpaZ0pfM/gt0Eivh"
    "flmjU8LoBlWygXKZBug3SYDj5kvSHEvNIbm50skTnv1bhVIApeOX5sDFApcNl2Yk1ed2ju/vejNQOalyr0syjApdieTa0r18XmKK"
    "JsaT/rHHWfvC0uLS3e/49u0+bzwxlpS0LonHjUNIt0eLfszP41vyWJBLyqVvccwP7/WblCQDZwKnSWIqXa4oTUQA0cRB5S0CFYOH"
    "OVPrA3B7q4mCIXQED/WI7pkpXMG6a51SVJ5assSZE41yobctYJyoKz9xMZo3WL9VkftTkrGwJsczUjrKslhlYMTVVkFrrM8F559F"
    "XzQHfn0AsFMw38K8gVvsDjhXMYgTCxQ6LWQ92iDlrwQJIQE1zI34G+rnOoDRED0USz1C8pzQPEXiNdpu0nRqMQn2hQpIrGkINdw7"
    "tJbNAhBGjG8hHEBwlFAI9eF+qlr07csXgw4PQfcKvYTnoavFEHPfYjiUiqlj6uCLIpaNXBVkGYsx7VVUYIIWM372DMJyaNo2qG9d"
    "yvVOhHy6Yys4mVTFuBBJGtgpFmAv54JsEUI8YGkjHSu3pTX7RgfOe+zX+EBkTNp2UovTkTBLnTAYdVeT2VqLzxhAVWQccZwRShFf"
    "pBuqtf6GDz+ItSykAGqD0lej4KhoArQzEQ6hTbtyq2fNsjVenUZQAZKV2BrTNrpBXAdCBuWVeBCr7Qe6wflcj0G9Hbin9RmUFIds"
    "2cS/SWBFKqqE6VlQ8Sp6DSb9ROto+PGYL+CcoM9pyPugDlu0JYhKcfKiyABkpJSxEk+S4EC4n/lXzF9iWN8hbLYBXXakjt+xfri6"
    "pRA6qUTGo4665xw6m70OCMsc54hx8h4BjZ3MISdDMGGIXFqHdN1BAe3hOe6rWI+5Bo1iuJu8lvXgZdGV+9oB9ua1J8FzdwhaJwUV"
    "L/oOIeYkJhPQRP2oKfEqV76iKZbPoyLcvLsorQZW7c+evTrFz6fp9FKsw6L4ozO3qumtpFPwhjdm4ea2tlidTq3OkxIRfAjaj84N"
    "cHLBcE3j876tevA9mEUtKCkbndsyj/4G7MocmfDiAc3YOfYmcPCWAeZWDO10Ejci6fwAEoxylMVoK+HA8Aoq8vsxBzWV8P3OWhtX"
    "VAfks+t7FjcaHccF+zLv9g6u3oWvTrG2EE4D1GXMoYHZBl3Z52O1lR63JVv+iISW84TQf3M7srJqhCMmtDOZ5zxX1Lma84XlmAF6"
    "m7YTEaO1ZUfYFI6lJUVK6TdoMY2sRUpqUH2K4+hEeakLgVajLsJ551KPOYzTWgx3RBRtdJcQX2URqrkDvQcTPqmV3LQ1+7aXxHVV"
    "a3+1VUn706kmcmmi71oq2V1ZM9Kyb3VJPBo2vDQ5MSWXZrTfcVnyyvKyjNSTNl2uLdR5J+A4Tjcf2N8IAhKoBNtv5UhnbjU3LPCz"
    "zx/atWv2Z9MignWFFQByevjprSOgkb83dNHvSgkN/nHstzqCBSJDihLhmEGVj2Crag4lc5jZ5gUVQxvSa+QeyTF2It8IBEMK4YqO"
    "FBuOq6a8j7ZfBdD4a7OlUQoKICBt7+LdXKO5lZAiYg3CdwDTyCdKPqxBE+/dJFWd6N5AMAmVlaCz29E2bevMEtANhWQ4NDky7iUh"
    "8QTYp9PJlErA90ZSBuQEBvDYBX59VLZN/3Nr1aI7GRoV7nAixEdDJ2JekLAW61p80owrAm7xkz2Xu4RkAZbR6LwAkb7CfGSTUCfu"
    "1cSj1OOU5EX0SDOVKEGXKV+4LcQxL0QsJuZKOzKd6LpCxVR3sZkTwRaDPpdywIYlWt0QHRfw9/KR0IkAaZROdUW8VTiLRbXbOdrZ"
    "njd2Kx5zlG48cw1DYK5r5zt+c6vo6Qq1mHCgzLvetI/pctpH5jCnrXl4ePSq3a95vFLyWp+1Zaa47CR73c2yu2WIyE+GKMXeC4Mf"
    "7MCXJMSTgFN/YFHFR0dxXjsCl2zT/SnuZoWMVzudqgPSoLmb9Pb16YI8snrpHE6jxZs2fxusIdAppTeCleJWXIu+JkENEmN5C0+s"
    "RZPiegtUaIF6p42p6d3kM32sze72y7nT00RFSppodIEWh3ujqY9dmVYUrbTPm32Tl87RNEku58Bmckq87Ns84ZLqsiJ1l8YPg1Re"
    "Uii/KgKK48eYqj1actMG0YJVhAtHad6big+bToZbNi6nuIJ9nf3RTaU3WDR+0LKiLpTKWkT3W0NgUpzsDIc2NGBvreu564VuxJNm"
    "+K2sK6R8bbZyNwranbbkzavTGN0VqYUIT3Viz+hwZwkBnumPZIFmUwZie6n17WaEpvPIaXuKx1wusj+NGz9Vp21uCJjXLFA5lBBO"
    "k5xSIlOCvT2i7rbVI3SoygMLKy1H5K3MNZsxjbXqzltmMWL+bOEYNV6FYoeH5etXMWlz5Fh3GmHTly1KJmHAlRii/S0bK1OsrVan"
    "8V3YSSEiJUOiqe+Xky4JKb4QLsIZ0seT61wpgefjhNI33mIcd6Va9m2b/MtcyCmrRZIQTVO+YpwhEsoZULH2I5bWmazDuGXh6IF+"
    "PksLyIituK+JNG3MbMaecd5Jl7ZikaGcTRFY28xiOsf5YTABdgs3WLQhH0VTii0mLRlCv9Oc8k0YybeiXg+0yQJ1WD+S0M7jLkA7"
    "XYAdrIzP5VeUXQibOrKpKoOqq3D+LbSfz6VXrKjbOoiRqnLU52PiUOkQFmdjRsQ3EKVBIznmxBYftCXl0Ej5kha4NVfBMkJ/oX9H"
    "y7YCYsZJzB0jmFR+YpQ4NxQi5g+YQLS3mid01rrcY/6kgcqwX44Q4+kIyWUpiVB6RqlPEp4KQYPpLYXmNm5zQmefrnM70u5FTaJc"
    "nGzuT5RCYUpytGh9ohb8jk29EBQNOlYxG60IEYIFkVwCLfqbQkQLDQODRN+Mc9hJsBAaJ9ghZ4DMYsi5UbBJUb1ABrMFOGeTALRU"
    "L0Amoo+T6vJsdxFtnW0wuzyXd63QSYKN/1Z+elFicBSNw1sxV8L1WDRypztWKOJW1v6HxAvwXdLwviSDg+ify5WivuRTyqdFIeH7"
    "ihmn5bJYquLxmy40uAhtWQRy1Yqo5pE2906Oup0PZ3N//YAaeWS4/VoKOCTbGK91E4p5p1zgVQtIinA+T91LyCWu42NyP2J6OJdS"
    "PAHn1kp8DC9cxID5Bee61yD26/jBbnQH1yaeVyP8ilWFyLBOas/kxi0qZT5ADIhlorjwzKcjuAhLhHzoAvqc80UJSR7CMY7iJWyf"
    "oUDuAc+xQmW9Y8pZjleMygI6d7dRgHZu2MMgH9madTRqLIhMKdB1gSVBv9M4tQUm/mML8meEFUL6o3C4MosYGmCLO4DzI7LVw9nb"
    "+ql82du9i1Xj8BadRS/Nf5CdL2BeEgwFFhMrxQAzlc6iDuDawvI3O4t+xxZuAwsL+3NJ2jif2MMKJFp/tEmg7I62uAFsvYFbLMbV"
    "wUHrQtR+MWlM8Ru+gEhiXrTj05ITo0Uin2w4jGph45DifkTB1PvZXI/y2IIqDR2Lh4GAQEIBREchmTaCz0/AaaWEaVk6sDnQX4mM"
    "Pu0oCSsVUlnBUJoI9EthAaCnL4iotURyzU6sWvOLjdcbzdeQXaCT6yRaLLd08Rz6rmraTKlSRstyYUxLNE/KDEjFXGMQHWBScC8s"
    "CVTktd4BFrjJjf0CBAeByjFnQa3xjYmCA0ktnhOmW9cnEJ44vCwjftu6LqJKgEAeEfRYHOkdM4U2gAD6uoJeVbh/oQfByrlR9KEy"
    "kz3exUTWNBcTmrXz6k420Pr7IlRKhL1ujMZ9GU5a96Xp5BaSRt5TZYLE39Gc/Wzh2EaKJXY2N16e41musm7IaGoUbDFpdDFbePKy"
    "YmmuOmVYs7mISNzNW8BHkGqlJTDmcWoLF+rrAPHYFmIw37KYYH/LwYp8FncWljCTBVPp5TiQbNbxeBbBo/sPXHuiNLgV6Xeijo9D"
    "riDgNzUmxCsdsmfMIFTKHSpFvWiWOs8MvZxbdIuZKxZgWwYmve2HicEAz0UbtGfjT4p8mpcWPpEs5PhNp/tkEzKq6cLqBhZecnTS"
    "OsrJ1FVoF/hhRC7PNDgj1lh0R1J/MR433gSQQmENENpLUZqtJ51XodnJ2b4bnOUnCp0LP93kS6UVZkCmBchVCREuQVpyPiQuO+oa"
    "VV7MiI+x3wrLXwyknJcwvm2qwpaUtyzomwxhPOhOyyQIrIbHq9395KrSFXj4gjOWrd8W8x5+1lbzQYfLHwSyCC9sS9DlZWJxF5x3"
    "rMhGim19GmEc2rCRkW9Su4P65Ck/9n6P4jq5+fMUX/YtllT/gpftxQaMRrg932XX/vr2yzvQQpHRVoYYJBFxbrGJRy9nMQG2dkeD"
    "GEWlRLS5iy2K5W4r7qZIW0miMh4XtsgVrqS8Rd5CcfekGI3wJUjSeb4owk9Ik0QyyQiPRs6qYsRSImFOiH1vgwiscyxXO0sYAVva"
    "XXmvI7vUDkiLl2CXETB5smRgN7s8QhDN3la59AhvJ1J2fHNYgJVILKphYGnfiWyQQ6baLYNi2lkOu/h1Syvv0G4uuvixDoqesSAd"
    "mFafKrT7YFdnWUTv2cuinIN8OoyLRY/qe2RCpuNiFIA5Qt0GFF0GC5vluv1Fs8Fyw+jnb12+Yrnpq+zmERxTwBKVPEC1tsBoQhbB"
    "isIuTu33hTvjSpy1DgQWcFaKmSJwJ01kgm8FQufSxKJvLkaiDRyPcNuMOLcWifnzl16QZXqjj7AWLjfbZFJc0xKZfVtOTreoo4ho"
    "vF9h6yFC427pEt+Pv9FmapMx4jApsxzzAMvSuMVVhUakqnVH00ZzY0xHGZQeEcWJLGuNKU4wWWgFnY7w63I7xxAYzBKwtx3u0LM4"
    "uoLkEktbmCzR6AvrXIvRunGiApGdtRia0tV+lzasaH6f/o2SURTGrAckJCrwRqXQlC7Luynqa0XEbRgRKIZPjedE91tIial+hlga"
    "PEic2DIyDs3BhElQkgSk7tCGdXL7oXVFezYgg96ALY2k9LMB+kH1HQQqBI+oCTSSQMUJJ5040ThkKm4BUhUIxgxWeGCPh5s68YhT"
    "pznrJIHfZWefYkI8ibjhu0E0HU9XNMmIfIOtcFOuFR92bR61+BI/tBg+dstKuIrhvtHrbNir+zYxb1hmvoqfPWM8BUIO2GBsLcNA"
    "KOTV2kISog00IDkCB1E/E91sX4ofK9uXlj62bTl0fyx5yCJDcElWOZ35k+Td5pL86IQsqWkflB891sd8Te0eiZQ7Mj7RoY5enFz+"
    "xmROzxs5vCjkDtlLoPmyASKykfNF5fqRfGHp2FzfWMtt5mdYdWiFbYMb5BZyx3BjrUDnWcPgthD7MBFKsY26wlKujunUbec2B08R"
    "8AqjLPvz7+aWeGGXls5wRcpvfNwhaZ5LE25jDUW3LmPryY2ib/zrRrFeMCDLusHOWkw62kPuxK3kjcKZho0CP1zIe+31jUAaUd6K"
    "bX5ccqRb9o20ChmDW96wq5AyXVlYudBQ02jtlccmqBSOoCuTZPG4KOm1ornHSp7nI9lQlNuaEU+mtzyhn7AiPiaydXE+gZQ74qny"
    "0ku1Uxvx9LRogBs2mLd0uCAqNbuyfopK5TqatEpPiHy3R5eOSANTOLXvhSYhoBi5tBmu3FExyHtbcODucSiGqd3ShNeJ/KBD9Sri"
    "kb5ZhGpQQLxp1tWTHNHNFJTZSmyFMTovAaJM728RY+Kor1CahEI5Txpa4QtxfH3DaubwipG3w5ZuBcdCk8vM7myWDnc3FrUqZUrw"
    "KttpNmtBxLNpc48yoygckWhdzVpqGq/uRLVsh3hVwjFROUqWxg2hRQVPhxK6VH5qqegVc+zKD1v5EJbJstWKG2vxLJTL9XRpnEHh"
    "ioYUUVGvaDxXafCZLYxjjdhl9nFXXEau7Kjlsi/mhcHmI9NLB3oPW7+E0jQegvJMmQJz1CALWOVsVNbuGxudzW5ns2d/eW79YzOf"
    "TG3dswnnGZtxf2JzSFXFCNUzN+msyojdpo3MTesZDFyjbHPUwT6l/VZWjXIPc6JpIxWxfdo3m2O7wVa5m+PNzua0HFpQwf7Api0t"
    "7KfF8abFrRC2hNyELmXLxx3ijVbQ5tweYvdZiHIQeuDhZmcLOisWjCwoGUwY2CoSH9gYitqCjtOWNd+WTaxbBeyOQAEWCsNb09F0"
    "aaHV79Z0gV/JwGVnR7pFx8YIzLgdgaUBBP1CCwR9NVIqCxcKoNHZOWJ/xfBId2hg1jkyPowfLXimInlCo8VhCf7A6Xi1sFfiJNaR"
    "6RS/9TxHdz9S2XPT4awji07odvFj0EOQIxgggGQjGNNsP2SvEsM1q30EuHC1QICNJAMVA2ktEaO118DH9vCEHjF3+JC3cCty0KFh"
    "waqKUDm8dh3BiMFkQsDX9mR+2ZByqvuYOodjRHQx4blDiRiCqLMAoihwv8tgzJBWBkNiiUM6smwYL+7nAtEhL/Ax7+2XCvUVfVRl"
    "/2oEcOwb4E0GAY0yBdZ2jorl43JGheI+/lCsAS4ZIH2ASwbMGGgfzbAZApV4iB9YH4ECVe6WYfjFaLAC1g0Apwh0XzphHXjukoCt"
    "i4PFDliwkWphNGJgj13T/Th/FlzWT2IYkifi0GwBhMZIehuvUmQaH+ZJGw78Xne5YOhsDRWD8o67R/i0cZ/BcIZebQQkdJEKx+hQ"
    "vg/JRXqAQB9BidVcoEmaWKKJwqpbFoQbun6LgWwiAJOVg9BFBU5R16jOGeVdBm0mXrBLztYw1FkDMzxvxst4pAKQD5vJ5Lxej0ju"
    "mVsEON9nEKUoewzWFBaQgus1iLFRFMsnqJlyyGBdva4cyk5BIMuEkOYTGkyJ6Jsl6rQESyPAnJINAVTChUCrqgEL6YDFlwX4tgrl"
    "rCpbTLP4hnGMEuoLK4jB/dUVHL93hYKQCrBXAoEQN3SRO0dnmxObd1kB8zk9MEekEjbxl2CWQOgHAEKXR48CdpsUijIHat4xjOrF"
    "QdM+CcICJsu6GuiGcwPRMLQHdqocWF9vMFywRMUv11BfS1zL1byAX7FxGAHKvMmOaVUFCrvaZbCKoMdgXSEr3JFKmPRNiNraOSTT"
    "toYxGCCQ0xpDSgYl5GeBbDbDvgCtZQRqhiAs+GosoAV0mRbEIW4qhrRPHDAtrLL4wnA7JohVTBCMgfav9pDZYxSZLFcPpUQMpHe1"
    "jyv6uKLPNGTiKoj2LUQGy5IzkbkwiAYIPYxA1U4HXKo3aEUcbb3KDrkKiVVwox9ANhHFI0FtV0FtVwd44YBpCvEQfO8QrxyOjMis"
    "klCuFkgtJpASBboUZKjKEcKrpKxmyJwBhVCBsgGGkJLQ11VYHfGxI2RTA1BADxzRmnWQ1jfAFLUzQhK+ZNrHK6YsBHm1QPdEIe2n"
    "AsXFSlzoQj8NKoyVDKoDFhyXzvD5ZVe1Kx1sIX4aOzhrFxpjV0A3KvYYPAEJGMNy1Rkhchb9oRJYxxKIOWQ5XHPYEHw8FSIEdF0B"
    "6/VAeEmFT7Bxt4rCA9/C4PdaRS/sdRmsIiCt9m1jwUqQ9dzrMpWXDBjwzsGAKSM3kBKoZMlQQxuYxm1PR+KDdC0NjBkYtwM4YcA6"
    "72GQjiKMjwHuUucY09MgoSKcoAV7aFCYzXAGWLiucFsawDRPONKPmH+orTIBKl5R8aEKNOSTvQjD6EKIEBejGjHwexjDvVUmDRjY"
    "0Onx12WQ6oS3KAe3gAj0QASw9AxMAiXogRL0+oziClCCXt9mG16f4wpQgx6/BISAXCQKyMGdjDwQk8DSI2gIXM9WHBDDWO9Bg8NC"
    "VAfWlAaGqBM5ng7o91J7BYB7EMIJW01IRaxU6BeU2PYNtHDIkEMOyHA0dmTmKXPsfmwCz1lPstTqiA+yBq88gvOghnFM9OAOyUJK"
    "qR3yOuzjh+jjTYjanSqGBvHlxp7yvessED5rhPMBQTqOAnlEmt2ZFGdZgVMUGaRvIcC3AmFNwpgYQMGAXIBB5pDQ9WA8gndM2cWk"
    "sAG4IGAZuDIzBF8Pnq+H5UCPz5r20G4qhIU9AVw8zdneU8r6Arz0IugzFD7qziplcXUfEXJWjk/5pNFiPIkQBZqOB1sOFgWRsULy"
    "mUCKeYTkgYGy+gzqAe4DtoipKbovW69vYsqcKezqu8YzNRmQeYRFIg9UfG5eNNM4EdJPmN6jnYeE9ROa7o6nvDyyKUQHgUNLjSUk"
    "6YpQrY0iFp+8mLcKtojXLuZNvgo2kTe53lYrwvepuiekIXGnrIWSdtEYcKDj2NCYPXJ8GGEVkUWZyhSjagXFdKOyJ95r0um6iPsN"
    "+21jxxQNRsOnaolJNXfQnUTMFWabSMpYNE9fjP0SNzYSogPEEPUZiBSTBXZugx8fTog3+mSp0Cbd5sNTrIrReULibdE+nEWms7G6"
    "3hSWPGOFzbjwNshmU81hNaf+Wyqz5PAtZyqhOriCuUJGFvqqxcS7hkx/hB6eNMPYmxFbMKAwyjDjuXuAJRld91UYoqtCIH036tvC"
    "8Tq4DA8uXOjxh8cwhmLMQbbm6Pp432KV08RCPBw9SzOUVxyirLxFn72GFHwBw6Ch0ZwHzlpalAxGDIV7V+fpGEAre8X8uZPqxRJr"
    "2h6acQM9axMlw8MoVjYQj1wZSn0Fh9ykDyhuv8tgFQHm6n6XGTlJVh/cUB9SBmqJBNfyTkhFLFeo92A2768ywNNWmYSnIAYOoQ+2"
    "oM9XYST2e8y0SgcL0GeR+AxFkdlHJi4FM9DPWUBIUSwAn0gA/ePAKQBGHLcIprqJangRKR3hQOznIqiAklEBW9C7AdByazYXyoD5"
    "+UxhhMMc9B8Y7YILoxkuQwcMqF0WkisDYCynq5EHHfwWUAFFirXlGLhraKE0LIFMcZYciIAkDIJG3jjytLUeoVbgfXiLi/MOjJut"
    "AcgCTsC+zpKw6imE3vyUxUmmrPdFlDVXWOpljM2lYeYYCzMntUyHEBwrVRBps+UNShtDjCZhZ4C1oOBWnEN02QPEejx7CVj2Pvi7"
    "Pmt3wDSFIxKBftEdTqYyXxS4K2BhzgCFLXgtzWlxDdJY1jJ0zMDF2EB5QclAn0ZIxtlQ5lbeXkL6wobDCKP5ZsZ7XM03XhvbuN+6"
    "zlBWeULrECNxdaCi0o2yAZ8wlQbikYRwvm25V25FvEiu0hL6UDcJfRKt/njEAPULgtZHv4QgsD8VBxvtdDYY3j3lZp1BtrE01wOt"
    "GYTkcixwkMN2HgGv9w5Z0h2uQzyPJBoh9lIMwacjvUIPqFAmGes0iPwKHQcIJAI64RXo1s5CcKHU1iPAYxML0PclEyS4/Q0WD11t"
    "a8KgO2YP5TGrTgBhykFDc4hycgqtSKdyENCcJwcDrScClJCW5V2sX0HG8lUGuBFLqxzUEoQsB7XMuYjNe4wjFw2bg2ai0XJQyhyk"
    "Ne8zCYuRnD+k8RJFkcsfboBoOceqiFyyBRTp58UER9gDFjo52eM+EQ1GGJpQyPZ1hJfnC0mFc5g8cIsEFiGnb4slvGe8yqDPMI+A"
    "5LhRxQkty+zC05VMmIGnhQQnkkJBXINVnIR6EfYjUjqiN0yY7q6yE4bHGxc15POheZUnhLdTySjEgxSGcGfOIL5wwhRKQXkRbeoE"
    "1ZJYFWw3kxPivrODVARwBVB9QlAYSfQKhn5ZgLnnAN00C5CI981GqMzZlJ1sxvVMznZztb2QG/OTo/9bMFFYETAsGUymBNPSAbL4"
    "Q0Vi2MAhWQDNhdFrhTR9HTE18lJlXXpXoOZdoO68A28ooLpjEz/5G4oI7tzsMVCX3XRrS6HZMQ+tLWTg7vwhuAaoI3QpHaAGr3AR"
    "3+++pSPSj5g/2tXmQ+NZ0lBSU5rGsVDH3QM8diHgWk8wvgFWgv1xflyAWFl4eyac1UmnghHyO7QPTWzqWVoOk5nnJmrfYXxPOqAa"
    "okFUYmXXAVvBGgRT46CrYIBwFUGPQc6QXz+IG2RCeGMfAa+BCNx1xwkrAXb2Aaz+WBhFP4NmM2gA2QDVnxlyZwRIXkbYPi9nSawf"
    "55kixwSqNYDwabBKDEUHZzkArcR0PwBtHPBjerkSESARHOUAJHLQZzRnQJSXkEcwMEWId+ECEHQLJElzhHl4DjvpAOTUAl7IOXmQ"
    "b9AueOADWeQBKN6ABWRZ+GxlK+4JShnsx3gXamuAGgTCfeggaRdC6G2F5PuTWOVAxqMC1dmCnM5GmPcjRpI4KHgdOw8B+bwBJdsI"
    "deNEae7VMKL+gMb2FCIFmC1BXVqy8QsGNvwHeNEIiwqEFQFvAWjt6zDu6zniOIsGDA+i+AHh+hKQanIGp90IVDTuKA6MMPD52MwZ"
    "4GsxlAc45RagmBFYwWj/qSTNg6m2IgccFZoOsPnAvdHoliXIAjfAOkMugwU5+g3VJs1Agnfs2w5meEJ0gAqMDQdQOdzQ83A0k2Gf"
    "4LDChQQhUD5jOBFVwG7FoAKPMsDuHBTXFOJaijiTm8KEsb0drxzl91LcK7/xBJh0Iic8gL0RAo2MJWofNbWBiy1nyJFfAoF+pIFy"
    "FWctDJkrJKswNDJbFSANQxsnwx5+DPoIrDhDDEXel2PvRasshHgmeAALsLsdreaEZFAyYf2Esi+0VKhD4x9XKBgcQxbs5tyisIBq"
    "T0D8frTfkN84BB88HC5ssA7XlrgXJcFKfIhePoTUB8W3dhziylGxypU5RcFy8BhhRQTv4WeibBMgSJlOyTAOQVMs4NnAMEQpZr0o"
    "T6VQ2QLKKwweRrhggITDqC5sHuIwUcLQLbTryRM3U8GKgMo9wQUYflrFID9OAnKCPMaZO+sxxIPQ/4bYHR6iYAsOgCGNZhooSHgJ"
    "uaxYQ0VYMGDIJlvzPY+onRuRKmIRYaMAM6KxzhvKvkJqgAPjG3g9xv9aDz/Iu9cwE6z1+Uyy6bIYHKEnC4ywSjY4YygzDkBFceiR"
    "COFMt49mfnvJAb2GDyvw8x0o+XMBhJOl3hrPeVoM3CRCHssx7GpOo2tiTSnsXyt4zAaIOyEIPFfFEHvYY0cxb68VzODNUJa1cLqu"
    "kElln2nldDlF8SlvQ6ipBZhqd0pasIbmXUOvQl9YwzJrDWsp6ZUglIQPWOVAms3EZTUkrC1WGcSeu7bA8LZwqHcJEUeythiDNqwt"
    "JlsLIkZi1rZW2QvXjnQCVrLFqtEeDNwCTYqcgmI87U8Ix4KBrkkCbPsEHG0PWPIXA/z4qmKgydNoOz+isOYqrK5s4rQFOp48xo80"
    "jADPGQ8RzEYK88bRWxNHX47KhcTI1AniEbh2EpWV2j7YQjRZGxFe3QjoDZeLeRYO1F9m1QX47a56SGQpF+7AXXwMpb3g82qjuwfU"
    "NYzi6XBiU4T8BOmyJiQe1gqtk+4tnOWiYVeD6xqtspduYDZS3dOiWnC3jgFnTxCQMy4mMkoKxEPuvjqi50RJR8SmA+E0gpswL2Uj"
    "QCenAnuVtJwtrExfo4hfl48EPFY2LWYRqbAlNN5Ses+KqL+iHOXddOs47xfdeYxNIuzG102WEZvF80jtaHrODG4OhZaLWRtVC7gt"
    "ZWBsySUDnmkjohNeQJOeFnAQVMwLxZSzSQHt0AAyVIAWFDP2txkeZhMO5GDQbCmqCpJEdpY5PCMGaZslG4MttIr41C9Agj306i7e"
    "BC9p4Wob5Ffj666mg2MDwKerDCqEGERXs6xXI14hC/a5w9ULSkKupkjn6qWN4HXLW8dSYJ38DFS2KwLu6woyYYuBLE6G6DQACHI5"
    "sa0X+KEvIkQ1rxdjpk2IWynXkTldX8fCfT3ux6wftvpaB7JYzZNcHvzr+tKnh/UN/KS0BWYXNkOCXEAFN44VtBC1kHo0tC3H0Pes"
    "gS5IrUZdnjMxWCpaDjkN08JrIBsNtQYXGAvdcoR5C+qAJFuKwcXTBPTOLrRySAunQCmWG3WP4GHWWzBDjvq4Gtmcb0eUi1m4zlCn"
    "fQyD9A9kl+XAPGlBzjQa1XZYEWG4ZM3kS1yPScGC/do1YL0Uag/GMBo6DTQjgTDZAWVEOvVEaWeKmNSyA/T1Ffr2ClA6DQpOL2Xz"
    "0wCO7BHmCsFT0fAwQ74YrhECbT8w5NdyyxQhuSPpXrrkwcCSYMyg7/pPjI69+8QTdcAw/EYMpvjxo1y9zQ8DhXi6OlCZU34hQ6Ov"
    "qT16hLqJjhMC3HoGOR2IsBLijxoWPYG5A2XzgbKoF5I1/kCbWgH+DRVSGUXuDgGn610xaDwcEnBwTWElgBok5zuaqmwbDHgzf0a7"
    "IEcYQbyEWhx3iUDtJwfCwko8Pe5eDVo0JjMpB9lh7IquPOcMMOHIEuxHRAKeaCEOCGdcrs7HOqpAyAqSrhpCXVuO9PJqXaEulnyE"
    "K8qxJP7jqJ03jnJ/Q+iBipiugCO7AL9eFmxBQAK56xgfAFnymHoaFkJC6YXGNARgCzPuxoxJYyjtl8VkAsguk0nb4CdWAXUttwTH"
    "WrczBUuYcU6yQ9B3yEzw4hZWqkohzOBD5l2F2nCUdRcCXYKjow6VwLVbtFMQxgP88HaUfIhawiof5Hlc9LDfPDYOHGNXUEuFMVQB"
    "xgUvmjDoM2QtwxAmw95svBQ2ZpmIoKqLckonHYZVDCq1NHZUdCWRkpmbrAw6ZQ5YRlKowS2VMcf2eIReM8JzEVMnGmNxOB7zAJxB"
    "m3PHE1IObD6Mp6uco8Ycr2NW0LTPF1MeLpteAvmma2O4GaChY/AxJyzmyaEzcBzADjqUEyEvYmzAz5HVu4T4cyecTceY/wCmxuRy"
    "bJHPHmtffzyVlQ0gCPG1EBGOcdSUoSJ4OBYX/HasaseHVV3IKFVUZFe2wIM+wLhCESqQGWThTZqFx9BMHKM6OVYWRm15zgroXGHh"
    "wNWiicca5TFmllcYFxvpcHMLzWMvQIKWdePFXITBex3aeBNSBWw/QYtbK5GJhEEEPJZl6IQBU8X8TXx+g2yHZ7kC+iyI2oQio4lL"
    "0Cc832PAJqhVCncn3E6e5Awk6+Yca4FET7A6hmLK+liEm0A2EKAWsYSYaNFpAGvLyZqRGgwVOOO0gCzbBDzkpNjE0/DD0ybTmZSS"
    "sQUxYQ+Nts+JiBQCQ2Gn4r8MukxuMk2rXGrvT7iraA8tF0LAlyDkJxBqNZLwEvicQUu5jTE+VBrc2NqZqE1hozFMcBu4BLZCpfke"
    "PZj7NxPYQEK4yscvxhhxBkA4wXNPICWaLLlPNVmizSe2MAPpNUYfD1yy5ZegCJMl9Esm9q3TbhE1u6arVzPgkkiwAiLP0a7vRcEb"
    "1kDTgQIxIEDIADiS86oBqfYUguUpflbpUBCiltzUmQ7aBgjUkZhyWKKmplxysdqnE3/DBCKl6QS9BGHibqeY7qc4sjWdDvFAyC0x"
    "ldNWC0NI8QDRRoBjz10W6CDTWVo7CAWZ4TYlSRacw4xdXUA4VqERK4Xq5ijzjP5kgCDERaXqBIDFoCYTrsWxCqNnHoJmCyqzoLkE"
    "Q7Tq4AofLD9ZEnIkU/44XU/noOzkjWVNAWCkDUW3Jx6iEZkwpfQEofgfYDgKHdyapZAmSV5lQnIZ3Qni/RFynhVCigQUXznrKuh7"
    "pO+5cQcW2Ii3Dj3sC/jmzEzz9qwL4oxQCwC54w0456wQBhcarICAkIegHeSsi4RWjguSSXFxF0HfYRmhrqu87KVEFETU8DN62Aqy"
    "cR6kLjlzBdfk/w0YX0RWaxZZrVk8/0DbQQxFooEpWYt3R5i0pbE2s46PtfIMKrcW4C4k94kMEKCg/TGWAZi+ZlwNwTAcQqyEMDgk"
    "ViHG8ru3vjDTZWUPXBdbKeEVIwOFJIeOSFYyg4qNHKwDr7j24NvgdSdA/X+GFwznshETZmsk1zMIMi0YQXV5trZVKZQEc8YmhyEv"
    "XImpm04vHHjHwPAREzwr+MXFzI+jzIwtwlOuxgiareMKRCUlIhC7aigfMuoqnPv3cfKYwa9wcDudIRozAYKQ5GuGiX8GDsl33wlY"
    "ldNRgVWn9tMRqqDT0dZkOlanmiplOlLIHgJYClYOOChnIHIzUTmJ/hCK1QFWcpJxYeBsqoB5Vey402jUk+gmwVzhkLuRwKJRFItw"
    "2QPeZwZB/AwsBvS9VPdE9FySuHgwOiIpq5CIzM35+qXRsi9x7q7TwEMZH+U7oHTry/oTUjm2GWGulJnCrhdR+mszeRzUxyTcy1JJ"
    "RknmdeG3ydJtwlSUgv6Sgu9GGpjSvzawJeVts5KVg3mpfZY4+IJUM36rIHIl1W/QJlU9pF1OR/0SAd0qNsaRMmFVxOKzPBR5jP6g"
    "gxh/hLnajIi/03kBGOKETYuF47N5hEqAokHhL3STehH1pp3Opw6oMA9LvgqLvheZmB6xFNhk1WlTGLPyjOS9opGvwCLMwX/OomBl"
    "Ni8ZaGTP+TCwO2CxZovVETePZ2pi7tqCg5pt6aDVbKvf1SHX2ZaY3tkWGaPZVqXrpOMKWHaFSIojT84BC4fDRgcOr+NnX3d4hB/F"
    "CoexTj48XqLfHJ7hhxvwW+BHMak79HWGxGN5g/UbtCQKfvrwwubuvBKyRVDFB1D1kqDvkNfJgGs4vIEfSAgKiP0fNK7vA5XYQbeg"
    "yyQaBjTI0U7A6BjBpD8VHDIPUqiS7kcMQNCg0mrzVOZ/DGwg2GLgntlCuYrfQHJnQ3v4gafHDAqTIQjFCpb9I1a7aEU1e+kbbGXc"
    "YJPdIoCRQvIFQMQ4GjbzG8hbCbJWyjyddYyop/cY5FwgOdJPGB/W42wv2KTE2+ltEchCdmki6s/jF/H2fsHrdDhZsO/I3G/s45Qd"
    "+oxRzAlUXIgOGMQtF0NLikMM4QN9173MWR7uc8vNJIA/eFhIOCSsZCUOYbUKyNV5KoCjfK5E5TRv6R8z6vKho5xzu3vyNDh2o9xB"
    "hnoFlwnymolXHWDCjix50ABkHYwnqHp3LhhZMViP7uq7MWNXanEeiE7I3LP5WZjHEJZ60LRyQBlD3o7pcpblMANOMvQEHKLTxojo"
    "I4hOy4T6hUWp58aRlGOk6CPtMx3jFX48HHNTuWyQvjC+Tv4EgUw8IZ2bkIHRPCH9hJUNpvfQlX2DKXGmkL4vE6YsvYmudCPiGVQC"
    "KHP5Fwtu1d2hLlmM8whVIvZ5XjTvqg9Rr0y586TIAtxbxLskjSc7lF5m8rRhmBRjwKSW0J0oMQbANZbcp8XCihF2xKLiyKMwCacj"
    "ShdDgvMrxwwqBlr787W8Eb1nyhMazRxt2JghcbyaJ3GitTtDSCt5ilZipVLonHxFmWwHyOKRgMoJrCJkJ55Kz9BN5wl6tl+/wQBp"
    "WCiUM34GfwjwVsyMJeVucN6AAKtlmGEVJykf6xFWQvT0uAKn7e1Qogbxvg3MetjBr2hbAqH7e2vhFSJDZo8ZCKXcS7AfkTIilSN8"
    "e9XVTnLFDU+EuM6mD6iX+sAh6AvqJh6UtXDOCnNEl+QT3rGmmEyiNFgrsWyhVcL9+Ws55qhK555cwFlJd6HyQ0lVr9QiUOcfIkQO"
    "3tJfR4AeQXcdFkK2hTHotmEN9hjweJpgRYQhL2R5eVikAqG3QKsbR7yDeYy36YiioO5OZxWFsv1gbzTQSxLCuULNNMAKbnVWIIwV"
    "mO+uP+owA263VSSYcoyq24QxsWxv+rdPgUgGxQYRKYyEMGqBCOohOsDhSExi8+S+KHWEPd5xXscPojKWotBFqvDFWCtD3FsN8U5o"
    "XFnAfVEnwAQVIcgOQR6Rwi8scweekVO1Chjes1bwLbCYYkFOwHmJgETXMFjEAtxAuBgMWCdri7kOOwDT2McaEYaODGFsqP1kOcYB"
    "oIBJsCJiMxNeUWAjoIJKCk0fIixs6tdgK3yE2isayJ1LoIvmOnCAtOTFEC9Yx94+Qm5WVeu4bMSd8mqkBoN15YpwrlCRDYX+gYZJ"
    "VFKNFqDFFX/U26hUadiXqSbdmTRlcVij4raF2zA0OPCQeys+ScaJsaIyU4VzMbyKDeDzI6ZEl5e7DbOgvVmE6wKijVF/StD30CzC"
    "T5hx/MI+N5tAhro9qRJIB/dwzotjXue9Kko46JPCQeXQWx2nFauZOOIKy4sKYw/fBV66KlkdLBlO+ZE/YsdyuYFBVtXcBXiGDHMH"
    "FaHsPAErlVDOHfj1pUYNd6tkS05gxGVm4zI+uM/44E7jQ3L93kI928EiQd3HF7IH0at6aDlUD/SoHqKRvZAcm4fo+TA4jwKP4iG5"
    "FA9u+jskJ96hcdsdor9MIvocut4OcrrdF+JXOhWhS+1A/+uhcZrd4LqLmVBfc6/WoWJksepqknGB5O6mE6JStB1SB3c2HeRkGrAX"
    "L2NPkpvowMP+0ftzaDl9DtHLc2gMwxvqKkdg1+CkObjzZSIzhhyOGxrSOCpabRQMONw2CqqfGoQZkmprzAD+k0P0mBzoMjnIcg9C"
    "vrjlL7kdKRnTBXOO4+QAOeiz3edxiIrq2OyV1+HgvR3+hQPdCQd3Hhzo7zfIXa8BKzEc8oZ5Dz/7sMYbbqA73EB/uKHtEDckj7gJ"
    "q4TKAW6gIkZkiVpOZkOjJ9J2CRsSx0Tnr6Fx8xpaRvqDZgi5Ug3aiJwP8EMUHDCIJr2BBrgDDfD2iYDVQs+dIbnuDPLdGeiw00J8"
    "oUtXBPOE+eXJ92aIrrZCYzcvtHxshmh0MLR8awY51zRA6xLWiKx+7nwmZ5dBUmjxnG4ULtqgDfJHKVAJyiVlaNmqD+6BMkQXlMEr"
    "GDPgHAhvkEfIMEc3hLxqPsXCcX4E2DqDXOHEQWJZkq/EhPUbtGyhleMJirzTJ1+A770wV2VK6EtaRtd1gZ7qEDKF/GB02hZaftkQ"
    "oV4D9Gehsk0L/gG0ziVjjZnW4F6/gtx9hejvK7j4M8k+o4OtkBxrBfegFXjCxkFcsSVnWKHxXBX2HcXZ56wqtBxOhcbjlOOiSHQn"
    "FeQqKtA/VGhcQgHlG6RLtd+xUtjn6ShEV0dhrsd6R4AbopA8EEXMS8Fljoa+T2ywIEa/QGHOSuD+sPz/BDkACo0HoKD1KkJcC5VB"
    "ePUJcw5Vnhl1BfzonScs3G7WAqRngdmQWqfwpRNgv2ShU8qUeC4wuBbOasBsCHwbBDrVCQup7yxkIKjtGCe47xsh1BzZ78bGoqCL"
    "i0lzsmcxaY7eNC5qgrujIUIT+8GdxhCBs5hA1zCB7mACR3r0/BLcqwuhWI/GawvwxiFL2OeRJcBfyiAXjD5UQnSJEto+UULb00m4"
    "xItekJOT4F5ODG4UqhXamw0L/mSJIDogCfQZEpK7kADzCrSuQA8hYcEfeQ0qufuTubOYfF8Qk8TUT4WLu5GXCwPx2SDmknk3ni1C"
    "dG0R2r4tgixgh4V6wBI/+bcIcEURoOQH3xOBaruuqZvcTySsSeRDG+8QQe4hgjuCMMhsZrj/hxA9PRDjwm+5ChWpJZ4K/tcdOjjU"
    "TN3y7hBo6j9Ebw6hcecQ9vlzCO6+IURD3wHW8uCJISzxOug/uCOGIE8MgabPGaIhGmcMAW4XFFKHJnpeCFGmJN8LwZ0vhKU1GVSo"
    "6S0hLBnwB80quAsIywl0G5YYAfIWEGT03wAuMapM0/4BGx1LPFnW/MPSphqpiES7+kFW8AEnOJAtZssN3Ydo2T7QtH2Itu0DrdgH"
    "Ga8PyXp9aKzQh8YMfYCd+UBD82EDbwDMiazS1hhMyPsKSlbkg5uOd4hGi1bWw4Z1VppCD9HieWgZHQ+yNB5oajzAunhw8+Ih2hcP"
    "tCceounwIJPhBlFSNCYopzbWNyRTl2ZRtA8e3DJ4iMatQzJiHaIV65DMWIfGQHWQWeoAk4oa+tEWdIgWnkOy0xxcE8INJQcWnHYs"
    "N62Im1Z70ArdtHs3c/ysVjb5w8WbQ/zicSgYOw6Q9MC8cYB54rBpT4NR4kAjwkFWgQMsAgeaBA5gNGgBOByxZx0psLGOkHwSLPyG"
    "IxP8rF6OTKfZ4ezW+qb6dH28vtl+J+qvzo7Xt9WfqF+YHcn+qr5Qb9cX65P1Wft/0q663cJvzc5b7Fz9rKyuz9d32l3PzS7adXuW"
    "ulvv2O9ezNmuT9XPy5CyZ7Ej2VvrM/WXZLjzgqWcs6u3DTtj2PfYOz9Vf6b+rD3/FrvrbP2X2S31p+1d19vdR+3qi3blMbt22/7/"
    "dLZd13wTnrxTPzVDKXctbY9hk/PEDKXfY86ePe959vbVDOW8YN/83Vbqu+q/qT9af3F2zN7y/vq3snfa15y0WjhXH6nvm/2OXX8z"
    "r8YXVNlJS79opbit7mSvzV6fPeHQg7O31Jv192b3zcb1z9WPtfLv1h+uH5M9NbvOsG1ej9J9g9XDxTrLOpn+oUTC7mdPzbLHZF9m"
    "V+D/RfuhxDv1HSz7nfUDs7dZ6c5YCd6UHbLW+tJsp36f5eLu+9iT8C/b9+/367/eu9Fa8mz9+4dusjo8bVe8o/6H+g3ZjfWfWGkv"
    "WMrR+uutHQ/Zs16QnbC3oEzx/ntnB/27al/sdP0xa6317Ewq9a7VFr5sr86zu+wdF5hzJ/vGCfvdP/tw/fb6nfWDsrH1hw/VH7H2"
    "fnTWte/q2z2qrz32odrKeJb18A3Zt2ZH66/KrmGv+77sj+y6261drqlflL2//mv7mhusFBfZcsft+quy2+y932jhrv8/xqfu1o9g"
    "z21/wX2z2A7qIweVYMdSX5XdzLGAL73APlHzaTv1wzLckfmzmvaIbVPXD+Dzhdfsnfh3u8V3/ZqnMOf/rxfZ461H33ivv9j7sfpX"
    "rE9u7/34oT+pH5X9ZP1Wq6vbrHzvrx9sJfmcleTO+hcOHbUyPdBa8JD1o7tY+7s2Mo9bb3li9grrhy/Ovir7QP3X9Vusb7/V7n9q"
    "/fFsYv33B6zc19i1J6w/XWTLfd5qESPr4daeZwzeZd91kTVxvn46n37IetQ3cLQdtbJ/n6Xdblee4N0a57v142zM7aQxd7p+Wz2w"
    "nvB0+85z9Qfs927rL+et9TA68e0XOUJQf4C71jNQpgtM1zg+YzHkflv2UUL11F2vzRd7TX+pleZ+2blWP97zFjmUPSC18sXWWDlm"
    "9Oam+gOkUNfZeDprvecz9q1XcVzFFoxX632fqb+OLfn0TCVH6sf8W9etN+L5j7aaPc6cC/a9n2JvAV243bAfYU/BWN51WtWUVe96"
    "AOGO3VmzNR5m8R+1cbtH2vBBq9GXWsox9r3d+vHZUfbas5ayY/1ju34Zcy/aG85ZzjH7om+0Xo72PG+/Bxl+lX3dBcPvzdo4yzpu"
    "eu2XsjT4os9ai/+37AJb4Qam3G697tQVqNh2/R6rxx/LHpuBSqLE54zq4v7ae3z734PTO+t91Ee1X1/hPQfnbNX3yT5W/3z2j/VT"
    "7Csek/337H31n9Xflf3pFZ72CfvSdWujU/ZDO19rtf+sTPPH12Z3Wv3t2lj7vPXex2enODfcYK0AmnAHxwb6Dyjcs6333WZfdEf9"
    "JBuf8atq0pQ9u7f511CIe/OqX85elN1uPQs9/0Yb34/LQMneV7/e2vrh2TMyUNlT9hWv57j4TP0um8memb3Z2vsuluCklWDbynS+"
    "/oUM5Xue1f/3ZRhNx+2+a62Nvyh7Uva6K9TBZv0eoxkr1oJn+IUfYK84aeNim3TmDZZ7zmYS5N/F2ejYPWqfg3Nq+3KNmIXRi7eT"
    "S3i+ledmq9eV+tmHXpZ92r7jqPWwr80+ZPBf27x13mr6nJUPVP1jNWbzM/Vb6sNGS7/D+vmLjVrdWv+d1eef12/Nnmxvurb+LdaX"
    "+uIu6Q3gIbsD/Msthj/F2w1j4wHZbt1Q9jZdQakV/5fnPDz7i/p19aey/8/G7sftnT9Tv8F6bWGt/Khsh5Qka42MPdLic/VFpxag"
    "Cy+3O1HCbbbsT9avzjBCrzcq/7DseqOEIfuIXaNR9oAWHdtLdf7Cy2b2j1q9ZNn3Gs93l9X5HvvTLUZzz1r9gxO5znrdTfWTrWfd"
    "aLX63OxvM/Bpb7kiPTg4Z6/+fqNJjzJuBvPLGWtDfN3Nhl3pafqOqy4r+3lr5QukmLjn13ndNfY9O/WVSvBuK/81dg24ilusj5+x"
    "30b2g/Zdt/vc0uH7QMeenWEUH/y0B9pdTa/a8ZnryXbXCecXsuy52Q5LVDufdNE4sBfYrFyTG94lvyh+GBTldC0u9xRb/rnZnvMJ"
    "B5XgBuOlnmNcM8bNt5BfOW6jA2+8if1mP63ds7zaOMRIoyJ3ghn7Vrb+Fxv+zZnmoNPMvV/2Dn7Xa7O/qR9ps+df1L9Uj7OXZ//J"
    "3vjv69/L0CtO16fIraMuT5L+X7A+9LLsEdm3GEd8k9XsbTZ2z1sf+3Jrx89coWxZBtp2lY+eHVLmx2axjuPo2mUtPDyrecWbyR+g"
    "xCct/ec5v51irb7XqMoe+YyL5GzE1ZyvL1xhDv6u7POeco60sOYMd5YrnbssfKLfEUuia0/bt19Xf0dqofNes/dklJw27uFHrGVR"
    "X5+0kt/CuvtlK5c4jh1+6wv8votsa3AXX21vxZgF/4aVzgutbS7wnldkWqHt8LuvY02Jb3uytegua1ntcdFb5IKN91Pkce7LOjpX"
    "z6xXneedt1lt5Fmc20/bPCrsLDmFf+s8NZ75gAwt/TRLOWFrwK9ke10gvX+v3bdD+oY13G9bDYOKg4//oIUYJR+39BV78yc5+2mO"
    "+HL2zM/ZVTHnDHNOM+cLOzOh/NveA5/D9B3Wz61WL/+FPXCPZb9Q/2yG2WnviuN02+j0bv1/ZeLHUNsX6ttYF/ds1jyo977FuLDj"
    "VpfnrE7uNC7sdnvH9dafIj3CN4h3v2j942ItTuWfbJ14VfY9GWacM3blUVubX/C+sJ8fzrJ7MbyNK/ej1r7nrZfcZm97mnFUt3M2"
    "+Zd/z46V6PZ6N/GIWfaS7LRf8y9/2gVyXrWtp8AJqV9fxVB1vmNc2Q75clDfbzIcvM0JrlTV01CSq42nwqgSVb9/tpdWH4/MLrLt"
    "r1S2PaObu63Zq6nBg+45WxdGx99NCvU8o4Jorbso+UDv2baVsO46TSp4gfNFTT70On6t2vKbMq2UTtWvMw7yJOeVT3Hd/8n6D+qH"
    "Gs28YLP3+2zOfa3x/M+2nvsIS7l39nvs41/I8fM54xWfb1+F+fhlHB2nrcdg1Fxf/7rRqU/YdW+ya37VrvhX2ROzj9s4OniFvF2/"
    "xPiRM+wre5RsRNr7btbENu+4QM4Yvfi3s0+SNkbu/jt8HbhH/ubFxt9/NSULZ+p/k/0hud1bjGN+kVHd73H6BRnWXewjp+sP2++b"
    "jVc/wdXXtvWNHcdur//W3nCS7YSyPyMT33hfUouGa6nr/asA8HdPzc54z9hjG2uVeprz00Wfmy/wK15m3468E7Yqud1npB3m6i3n"
    "jP5cYAkeaRzJDewNJ+tvz/7uCn20sNXSKRsfta8491yStneFew7mog/mLfeMP6h9ptAzxfnt1AdznfeMJp61Gj1dN+Nt2+nrHuf+"
    "M/YO1dc6a++M9cODn/bo7B9sTfBCpm/zq09br7qTo/M3bQ6AxOU2K+lZUodta/ffzSBrvE/2Q/za8zWkazV5D9TqDTa6P5no247V"
    "/Dmvx7+y+vm5TNIh9K831Wco20FfhmTnTptFT1ESeapeM+p7gfP4Bbv22RkoNZ7xhOxOttwZ44hrp6N73lKr5AoPbjnRkD3WlXrp"
    "4zj/1+RinpWpzmr29vPeL0FVbrP0L7Jv/iHKOE8ZvyHJzQtYi89o9YM/Zj/QiDjP57alEVfKeUSGmtrIdinneCYl06eMdtxyxe95"
    "EdcGGu8KP19LQnSh1mootnZtX1B7K8Uxet7r4Ut9pO5yXD25teo47txBln3WaZCe+OLsdOKgNE/GUX/IsYsuMb3F3wn8Jaw/cEha"
    "a6Akz0qSRbT0p1tyFMlUvilTf3iEjfx3kQs5R47tfP3T2T8Zh/prxmOrt2OVg+fu2Di7i99fXzarP4Dj956MuTO2VrrZesJjjCp9"
    "iu87YVzFd9s8dtLo6B7rQlzTOX7t7ZxP/7YGRdPTtL59bLadVgS11Uh827Zxg6LzB5WgkXE90PB72Q+y2Xtnu/eIil11N7LvPZe4"
    "n/V9hppSYDzzKzOs055LDvw4+evTHNUYb19kffgNzoe035NlJb/1oBLck5w3G/U5Vr/dcl9ppfw9yoKOW7+4mbPQWSvnHvvXjq9p"
    "rrJ7brM6/43sL8kp3sT9nRvqr6N8QdTrQRkkCNtp3are8nhyVA2ftkvZ615q5YycPurruVwtgJf8pXqZVdn7OUN+xN73YuNBrrM1"
    "w7aV64b6Xlk/g1z5jVwX71gvwjr0CUZ/r+dbT/u+wnYdR2OWfVkW5emi+hd5xZ/ZNf+RfW6bqzash/+Icoq2XB5Pe0R2lvcq53of"
    "wRpvX8n2PmEj6znZa6z3nbXVxn0PHTeac62Nr1ss72/syid7rzrBWeZlmWjXTVanDyZlOEUO5THZGdbVj3JNK8p53jnxR2YfIddw"
    "l80yR13Kipn/pXat1mGna8hc9myEfa3vdD2Y0vTfqn84eyl31d5Xf6et8K6vf87uee895Lwr49N2fd/sAmk86vWfSCkOlqHs2Cpv"
    "zyUWWgeJzzxhXNJF3nuelG6XvAVkwj9V/yN38iBjBP3+HHmPXzp0jGv185xbbuGe267L0r/e5rRjTlnV18C9fXsGCffJ+q22PvwK"
    "7tO9y578+1auL8k+ZXPdpvGS/1i/uv4T69UPzn4igwT3F7P/O/tOW7Hcxlqc2gwNKctXW0l/xcoP6f3rsidlr7RaxsrpFFciP19/"
    "ov4k3/rCTCNu26lvzf2tYGX4RP3y7J01VrVPz/7Aevjr6v8ne4NzBLjjvPXHc/a1oMx32hefY22dqrW7orq707ge8P5Py86Q77uT"
    "oxEUe2rU7DN2zUsz7NOucpa4navy91r+A664kjjt+3LgUbQ/92Kfzc5cwofW1mdPXLGHYF/3gUZRz7PsZ9j+T7N79nwE7pH6nmX/"
    "q21k1P/M0w7mIA9ez+0mOZWevmNtfzLN0Tv85htqcPnqTXfUB/MUu6TekrJNSD/q+j3cbcbOQU0Kfpqlw4j90kx7zNgNuMlXXDss"
    "zwO4/xmp0AWuOjS/Pt7r4CCO+LNWzovOUd5I6UXNnYcLV5Th79YPoUzy0v3G19pdpyjR/IEMu/WfrX8kw976jdZWX2O9/hS/Vuvd"
    "PfbNZ2S/n32H0dk32/d/m43/B2XghX8k+6CNhXsm1Y3rhpjzTu6y716h1H9Vv6P+rzZmzlvN3mplPmprw6dnb6zHNnp3faaNHDJ+"
    "Q5vhDt7Pum92zHMeuY8LOG9j9A7Lu4kc6pvsimPcN8A+2aeMYmAnDfsoj+PO21lqDtx8RW7joF51h7Xkaa4J0XJY42JEvJZ3HTRr"
    "XumeL+RK/C18069n2D2/3vjza61PPduoK2aid1nKKzm/gs/Eive/WyucM5r6bsq6drlSuZ3r6Gdmf5pdaZbZsd6bsebvxXY+lIGq"
    "g5oeXG+fM4rxUPaVHaeLmXGP52187ybuaYdjDvX2kOzLuXZ7G3fNotRdnMeVeSRQEZX1gV62vfr+fO/BMqErfek53x3FPHWKd20b"
    "13LKajhyGbtJloV9Y0lbd1xKo73XD9evYJnvsq/Ztt6Iutsmn1ZTsnmllTh0ZIy2k9YftR78i5RlfLn1Q+kwZNkzOS73nJ6JF//Q"
    "Zbz/C/8Z3h87mA8lh5JlF323Ysd3KD7r+O0++vesJDP2kKau8UTU9b1Ieb+Y61ys6Xa5T3CBK/Oz1idPkmrdJztObgIr609azzhF"
    "PaA769+yfMx+57g2vpO6QleqneM2333a3nsbZQ23sDZXMsiVH5/F9dmuy6zVXhdasseabSF6tkMJM/iZ57Hf3MF5Yc/3Cu/JaLwn"
    "HP5HjWZLLnTU2v0UtRb+i9HNc64jAXnuE62d6sQtna1/g7L3Hde5OkO9hTPG1/4J1wJnKfn5APU2au5z/GT2MXsadr6/JEPfO2pt"
    "tls/P3sH1/vaD2vWzVkm7Ze9f2bn7tJ/Wpl9X/Z5zkUq7XmXQWGf9w31hn3hQ61f/w71f04YF//i7BNGrU9a2d5U/88MlPvT9W9Y"
    "zh02X32r8cIfMwp2sf4JzsKYC97Pfv/uGukPzx5j89oOtbfOckXy0uzvLLyWnN4LMqyO76yvs/nyLnv+CepXNeuFi/UvEP6/nEWv"
    "JN2/WH+vyzhPOf9+ijv094TfeXx2G2nfnu/2AtMe8WfqrnEPJ6ztXpk93XrER6zVQYXeZjPccUqlwIV3uY56qNVxlX3G9fPq1uz8"
    "aGsF7bze6VLLuMJ7SXaOoxMc1CnyvHdRW+iO+jmW8++Np/hC77F8IfnEg3M+YuP+Vq7RLxiFem72RKNQdxgv8DproVudh8Ndt7IW"
    "vj87xR2Dg2QBV+oHn6ulDYK1G2j9V9mbnsUV67+81JAuPoszpTjOi+QS9oz72WZbQ8J4tY0RzJSPzj5pfeQUaef5GmnrmbREtq0v"
    "PCHDyup/1RuUYkhOd5HSzF1bX96Tut6hLtKuyxlPUo4GevhEK8NTjNM4RonT0fqXM+3EftCu+kD9h1Yr11EqdZyruONG05976C4b"
    "h9BnO1pHbbzznF8ek7V1MPD8FbbBm7m+v9Ie8hdSenzwPY/MoLf6lUY13mQ8y012/YOzHzMe5db6jTYiUSPPNf7mVXbdc21e/rbs"
    "vbZqvZZ8fZvuHDcae8Lq6zpf4V60eruj/lV7611G9/+u/tfU29y2Z+/57keWPZX84zY1Y3cpx97lPAoKOOAY/q/17xp/dVt9xOjF"
    "E4wKPtn4rt8zWv5n3C0+Xd/hsuEL1El4uH05yvCd9kXfYNQfEvI72A7vsNXmp6yt3m6c4qPt6lvtnS+zmeUZ2cftvT9lffQGm6kf"
    "RynxBaNPPVtRfMruPWFvqeu/Zo/dqecZtInO11v2te+26+5DmVnN3ZoTpJJHbZ0+4frlh40/xQz1eKPb38udwevtrdv2NQ/i3gfW"
    "BbdaGXZ9F/OT9edrSXq3fT1bW43Glvqc8dpP8hVInMNqzpa3uuxxt/7m7GauxnYpsf9GX2VeYApq9kOUc5+tv9paEfKyw+QOL1IG"
    "jz3WZ2Z/lKTte/XLuVK+yKe/McO+BnayH2bvg/7YXVb2TgaO7UesfaGvcCPpEubYM0YtIIeDrOxV9t5H2d1YH0BLG7K5X6RcBpoG"
    "n6KeH2j0ww5dQwkE3v6QFmcXpcX/pyjsNVaWFWrLfJHV+XmubcF5fU32f2rGOHit+YX90nvytCvtVlxMO291knHsGQ92ktq398vi"
    "flHcU2z0k/bzVeCibqnfYbP+GePM/97qHy3wlOzVxu+88Qpabpj/vi7DftN56mPs8s6HZefuUe182lZVp+sfowx0z/rtpzkS8HXP"
    "tBFwnmvMi3wD1pXHrM9cMMr37rTO36t/zmvgDss/WGp4cAl+1mpAfO/ZFt/7jOwP6x/KrravupnvP89xdL5+n43u7StI865UBwfJ"
    "lWvWaJRfiJagxj9fH8z3frD+8+y0p560+LWkiaDkB6+dr7Rqe6hL75t/ip22OvwgafXp7H8Y7fl0ht7yctLpg3pIaVwkJJPohXfy"
    "VAjWnD+e/c/6C6tXIznfna6/oCu+PrtY793tWuIQw7db/9Bpg0/XryF/j1L+afaDX2DqAi5ql3zHV1DnZYszwsfqK63aDtbM/rdZ"
    "lJ1f5K7ce7hf/zwbIQdrMxzcDzCDnqt3XbqHubCb3clR81mrlWut5HX9HdmLsofYjPP87KP2/vdx1+Qq0qWztro+R80dSalPk4f9"
    "PLm359m3ji33Vdn1Nv8/ykqx7ad9ICWHtOK12QfIR2LN8MrsOrvnb6yXP8TK9irr639eX4njelZ2LJ3LOMsvbre0Rs4ppjw8a3N5"
    "7ZMvUev2kdlfWm2/kCuxC3zyKZtNz7EWjnOPQVKXl2Y4ZfAg7k4dXOqDdRrvSd95f73MXpJJ+nOG0scL1s53UufyDu6Z1jZPoifU"
    "rk3wArvnelKpRrN0t/7P2W2UFR/Eodxl40kaNI90Dc4dnhA453pMGEnXGmWS7hB0nr7BrnteFvVe9TtFaQj63UE5B0tbDx4LnzUu"
    "6ElZl1KMo/Ur7AmQyp5g22Q+r9WUuUGSJ92mg09hHazB+pTsdfbMP7CrbrLRObAae2H2UeNI32bjbp5JXxynPkD/Txp/+iukL2c5"
    "dj5veUMry5dZeW+wpxxjq+9yZGlN8q8ovXhSdscV+vWx+g08mbTLvnaSkoAHZT9p/NtxK91nLeWfanDXJ21snq/fatfjFMGzkkQK"
    "PfiOlj7O013Ossed/NvqL86kyXkwPdizufZ9xv//tbXfS7I/rnOrr3fY6P7d+oE2wx2xVfxn648Yn3xb/WHjQm+x+eBFLSp7Q30o"
    "zWw/mr3bd163kz4r3vlRa5l/l50nT3+x/h9WmoVx9l9Bee+28Q6QplxrNf7i7O/rj1rOa6iD9uP1q+0b/012E1dWJzkLPCfTSusf"
    "XcMWFPK7s2Nsc+x4YjbEc3a8le/t3MEJ5xheQarxJdR4vrnW/sA5o2BRp+OBtmqIe0Z7aY+65gmbuLasL9GLuNe+eaYmd/vF2Suy"
    "R9mM+T5bb/yRte/n6m879Pn6nVaT35z9J1vfX2P1+3rr4R+10p+yr/0LzuPblKDrDM/329sOUadwN+lBxbeqX52sG01BrDZiSW+k"
    "ltDLD73UqPCTs1+ykfar9ZrNv/9QP9LedHA/OGbXH7W6/xlb2f60tfz23juNhj//0GvqtxjF+DvL/UMr1TXWX2+2nvlx669PtPH5"
    "CWqOqP5Bef7MWuTXsq/J/peN4HfVv2Ezy9utT15jPetOnCuzleXjs+29dxsP9VNGt37M+tTb6j+uJ/Uthz5xSJTg/lnUImjOV11n"
    "77zAcVfbuNi2GQuykm2e/LyLs9O2c46nOIa2rad+i5Xvs7Y6wqrzRH0N6eg11iIPyS6kk4hPy6KOxvfYzPRxnsn5C7v6F7KfPfSP"
    "9W8aVXiP9f3D3GsXRYRU8D3U9Uf832WfMBrxcCvJ5+tvzx5r4+bV2ROyu7huezfr5ZcpgdgmfbvI9RuowztszGI1j13sJ9kKFrsB"
    "GzaXfIizvnYpILUTxTrKGSXLtEN+X6+fBzkt2aY04Fes5N9l+I31MUoMXm/332Qz0LJ+V/Yuq1Os/o4Zdfsnu/9mm413/D071PwF"
    "LX2u9Uv0vd+0Pvtd2ffal93fetrL65/Pnmlrgv9Y/3H2O9lRagqj1KdtFOHs7bWGf5G17Y02trAX/WGroV/NbuBuJM5e7nFPFH3s"
    "sdmu06VzrI/72XO+795PM+rzm/Wj65+rX2oz1nGjOn/OefY/kKMBxb9gdbvN1ckx9vf7J13y9pjbSfu0e6SH3+i609vUFb5Y/zrp"
    "4u1Wl9fZk+6TnSdNv9FSfjQD5/MJo7NfY++/3vjYH7TefafRkYdlP2C9/kPWki84dNq+56PG5X8n2/0k+/tXUFqlHYajV9hv3Pb9"
    "gouUtNU2L9Q8VfKtGeaNL7P+8sMZqPgdPCn9vOwotQFenEmDAL3gvVx37Vl42xVyzhhtvtGozWuyP8zun0HG+3HOpO+yt15L3kZj"
    "ZLuW5vZNRhUO3mPZsVF2rc2Jx63UP5z9vF3993bF8+vrLOWv6qtt/jphV36n9az3GHxQhjXEB+vfsV7cyXrGm0Ie9TnyQTdQgy1S"
    "scdk267d+WiLf65+HPVf0TrHXEsAfXyb69NPUMpynpqTj8t+JjtDLcf2SuUNbPtXk78/TSnbG41qHa9/vf6z7FXZK+rftl71mvqp"
    "Rn+jJBNleLldccbPRF7pdMfB96wbff9t++o98u1Pyr7ZxsBVtsaBrPLX2IJnjX5fJFeCnoa6er2NlDNWs2eMb/yYXX3aaNF7rRWv"
    "4Yr1hfaECzYfQFv+uHHg0OV8n733y603/k6GOexhNk+f5mx+g3ED0MPfqX+Co+osd063jWf5c6O32F9+mWsL77H+9nxO26GekPR9"
    "j5NqY0Xyg9zBAeV5D5/+2kwn+qEP8rG0w4g6+O5s1/cHT3O1cVDZHpu9tQancj/2wq/InsZTBrdbP9K5Xbz1lb6euJ01+uDsp+sP"
    "GAV6TvYfrJ4elr25vslmx9eTc7l0jm1W02fIcxf21dvkDTUT4az/g7MTfAtq/qUZ9iQeSr3nv7Hx9b9Z+w4wq6qr7XUo0kEp0hUQ"
    "RQQUNGJUREVjQVHsLRp7iRpb7CH2biSW2KPYu1ixACJdepUOAzNM7/X2s/53vXvfO8MX7zz/l+eDR4S55Zyz99qrvutdP+g6rH9H"
    "nLuPYAEugKyWQU7W6wtiObcjIXv5xBjk4+x0lSj1TrYapdBOu36ZvsxTpruaZ0LTrMLfj4cWLVLLePWVo+QpeQdndCfedykxOrbL"
    "ZcSP23XqGDdeJi4juFMPEPNw4qwzZcOy1Wovcb1jdmbGSIPvkMjHdaxmv5neqp0h04m/J9aq2kuB4uSUMEuYhCaxXtYKzaVtPIL3"
    "cAK72Svp/x8qlv1fiSd5D/ZxOs7VdqzZnsGicJ6egQjkR9zvv2WK/gnPO0sf07U4mxaxfUVvpwbnIF/Hifmxhsx/DxLeQSYTizMf"
    "Xl61XgSNMowV6dGsya2CL/gc9PE38DYelbchJ4/LI5oIToTXUB1eilj+Or1WfpHJoeWZ39MB0CeFtM6L9V79AdpqkpwVhN4TLc/k"
    "clvAAwl5ZhKs9x4L2ezOVbHehhj7k0JGc/Z7DLO3aUzXSvzOYa7pQLkdnrF1BmzCnY5rBlmaPf45OtM7NsB3D5ic5fo6uXqsjKs2"
    "dfMVk9chwwfjqq0gq/fIe9Dtj8iXkGMXKzn8+en0g11UUMv8X1LTVtL6eWq9zzg8U5NtRWyzeAxAY/97SqVJn7v7dSZi379ILjR/"
    "Pry9jfoE9v1UnP4l9B5sby/w56E+UzVqYO3BvrWtpDJxWEhb0MtjM86Wf/uusyQs8Y5mGBjymRdMefTFucSjGOZ6s54j5je7KkIN"
    "/LJ17L6uhzT8gdYqzij/QOzVfPx0qGxjvTJJ32x3cZJeqJcz21/KuNhZ+3TFfxQrY2UewdRoLdQjR/tIdk3xd50qZ8IWfQAfu7Nc"
    "I/vATj+nz+qxwW44MU7/tsFOxCExtZTTCn0V52Ez/LGVOk16wLN8G9I3Tu6CxJX4np44zqBpnXt8jaRKX8B9L8M9XiRF8gx8vwDr"
    "8q2+BDk9XH4S83+m6WCdihPzin4s5q1P9BkT2+0+ku4FKKbMt6e3XElt0cUzPQxgPakQpzrJuz5EUmR+sbUa53Mwu+Ze+tKq2Sqt"
    "JG4zSV8sQsScVfYebxaPVARfrBQx7/7yV+xMARkursH5Xy13weN4GJ7oadJfHtA2wVZY4nj4p2b0tXmERxK7k1KHFu5IL86QK3Hs"
    "b4qxZr1nlogSm5u9uzB7ZuFbWOd6ys4OWJI6SGw9nuKIoBSe6Hba1nreQR11b4lWslPSuHVCnKcJYtloQ/tdzOqti6erPdo6CTnZ"
    "R1xEUIFd7S+my9pKjDnsOmZvmsPVZGfMmc44tJ5xdT27J+LwVj/AHf8d+rSXWL9QLn5+tNyIM7kKT3QV/Wy33x0YbQeQ4cAjJ8dL"
    "xCNKhYgVQxo4Lyt7nm8LvJg6/6kyxueVXPFW8CrLM4j5KK5tPCKbiJAd6nVXgtn6VtSVKerDNbACtV6f1rHz0MUJhTirEWKpWrJO"
    "t4Nolo2Qx2q+Y4pUMnb4lTYszgpEhWdSSLL3tJaSEoPNPE0mIooZLMMR+ZwsHeBTnCrHIdJ6XkcGysqby+EnPc485P035hIMHZPS"
    "xqp0Kb7zQUlyVyKsfBdjJSqxMu49aeYLt3It+VnrhP2B0hPqnVLLHuB7JEb078eQ2y1kbKh2tl8MSdjN9yimPF7HvrOfjzgj8Dxq"
    "iUxVn6WLsEKrGZxlHJrhEEqVy8AXQd6Xww5NhYdgevh4RN/fQpOdCIsV46lZxXu7jNwEMY/IUv2ZGUx3/VP49G0yncrGpOKqYSez"
    "G6aVzzCGGe3fL+NxueyXyXUu/1ZDDHQ6K+bWupvnIwqb1GO+1lvDUu3XcqJ+pmODscGN+pMOgvfyGCxEO7lZygPDcrXUg/Rm/VrX"
    "y734e0jp2ovrnvAZL/V9trbK99L+bdNynxGMMSuxELI0NLCI8zbZWxaTw6NQn9Z3ZCZW7+LgMpyns3CKl+CkzcIafkzvMMba0MfY"
    "jyp4kila70ro/BrrNsAqF+BqJfCRUohSP9MZkJ05PLs9odVb4zrWZ7Mn9qgLzms/oq9tF+yEum4fW808rlA5PAnrKhiCvxl61irQ"
    "m/A567c0yelCHGM9znScGTNb7e7EXLjTOoI1QIvAviN+Ls781R5EKe5GHohtPAHl+mCT6+wBn207nmgF72Qk5dFhpg9lXjf7Z7K/"
    "Ypn3uM/X9JIo8xxFzCRvg63KITNJJXOqOLl4/Ws8obGzVPgcTS2rFld5TbCJunkTPl+E+xsEH96YtR6E12Wyt7/vEIv7/ktXpamD"
    "xbga/lGtrwccTT+nFN9wN+U/9OjqGkry97TjNdR0tiuTYY/NClgcXojPjMJJGo/VjOLulyEm+gbf+ULwKPRk1Hd0Jn2/yBBvi6wz"
    "8lgZKc/DKz8MFvQn6LNjZRoksCqDvO4ojX387gTtBdkrgCZTaJAcZkfyIaMjxdgBonqwrNfViBcW4RsHywjZE5HMdjyn9UxEiSgr"
    "Z3TeDzvxODz5JKT0Cuz+VMjo65CA1tA6+0HGf8Z7y3W2vIL3FTJGKsGfhdibJfoXro7ZZMeg5equq5kFijDqThJl5joqE77GZr78"
    "DnoiCVbclHbjMHy/y2w4m/crqyFJ+KrDm/HSsmdxRsjT8k3QSc6Fvb0Pnsi34XH4pvywVzgK13hHfkYU+ri+h727CM+UD21zlZTj"
    "ec0jLoHfs4fMYb/tFvzuLn/nuTAJuIISuhDXnIHn2IpovIrSUI4zX0KPwPVc7SsDgjHSOrhZJ+J9h2kQ/FH+JZ306XCIWL64Wq1P"
    "qghSXMRq+XeyULdlNF1jzqSjJH13YX88XxnjIrPcrcWhUAxpVI4rLIFvvB0aqxjWo0ENvbRUL8QeGhrQco7L2cdm+3AS7nh/xO8J"
    "/Re0Qy2ub0ieo+ChjZBleM6hUu+lro3UZmQ/1OcR/+wjW5n1Mgm4TaxqvwQ2O0EWCGd9jE+wj7fodfROot4rt+r+Y2SRsvrQXxAX"
    "JYjST9IKWDz1Pft2z5FDcIWf9WU5Rw7F3d8jk/RF2Us6Q1YNJWS53BxK8qFSRVaKoUQvp1HlzktM0X+N8VSm1CLxPtSn+9IGRYjM"
    "KWEWy3F/uGzEgXId9iGiz+Anx+DaeTjNE8X61vrLvvh3Xx9zhfQzQ8+Gd6xs8f5bsAsG3flV8xF7JYjfinisn0m++a/3yaNY45nh"
    "0fKezMPTLQp/0sUyL7gEPu9M+kydyNs2Hn7/Jniv+8sa5l+U1tJ14JmG2F1cH2k2lqoV8LtCr3PMNlg2NBf3tZW9mb/NTpS9d+wU"
    "fVXfwLP9CK/yBX0NK9g/GBU8q+f7yn/C+09VGZYb84Dz+PQxWsQYbeVOSEO53gDfK53ndF626eNnsbvz4Uf1JeLlV2ilKshZEa3p"
    "BDlIXoWEnIzo/HhoV0Hk9LI+DckcKCaJeZCNOiKptzOHugPn92XJCWfKJYiFP9Tdgw5ynn4lB+jpQUpvZb43ZL14X4n7p7eeiFHM"
    "MpjsPovTuono3ySRgFHo2VFyNCx0LeLwK+D37ITOXsuezNm4nzHYp+3QaJZd3Mnq+zHQwIZ37i0WY7cX83zyoLMM/fYooucQvtha"
    "fHelfiSHy4HwZveFRZ8DH+FaapXt8BcsgmsTNOBdaxmVjcS78j2KIE5unZf0LTzBVDz1QbCSn2tvrNEmuTp4Hnf/CM7SEDkD350P"
    "3TkL2upyRPC5kIFXYCuWwuZFofXyoT1+gsS8JvvJZGiU6yQ7y9tyxMMR4s+70jevZ2fJflLm1zD9a6Dv17a7bIkIcLRcJG3Fzvxm"
    "2sstWNHfSzfsqvMjq7hrrXynfQnuqNR35SYZtaZ4fi+D5m7J6LWx6pfmuOmF9YdUIobtKb+DlFTjOqXMaJ7BDsYIzu1F4hhzqlmT"
    "Mjl/ADG2ZbCfwkk/Wg6DdT0aK3SotMxE260ySOHW/ox9C4kqUtMTb2MXq4m+PBB3tRzXWoZ1tgyd5TQL2IE7Dns5WNZBZgfLF7DN"
    "b+JTX+PVpfpGEFDOzf6to5wlcDbN+/xELOaLEhU4RubjWlfKU5CRqL4Du/U5Vu8Y3Qf67UT8bIFO0ZlSgrufgZjkZ1ipemrgufIr"
    "syCt8P9F0KcF0K4N8OEuoP9mmvACOULMbj0k0SbVaVepXwh5SzGqVWaMnD04WULyrkRwio+AtDwr92hX8wjlG10gN+lzerbmZZAJ"
    "wuypRcQTuHLnBOtkgt4B72WgPqSX60nYqUktK8KemifXYYemY9cPlPF6k16AJ+zTohje/QqdiwiyDNZlJfRjBc5EgW6HljLsaoPv"
    "L6r20U89c+cm8a9A9tvLYdjjndSVR8hWuRSWq47awXymMj0f32JImHPgLc3H+4ZJpf8+64MYzOpTvFlWtN0Q4VfyWSuYI76XOIwt"
    "2LXt+PMTfM7QvlfjOuPFooFfcLZq9FX64gt8v2iScl5JL986ofpJqfdSEz63GGFXk6udXUPt1It9ObONccXr6VAn0a90HnW5/gDt"
    "9CVxCor1+hWfasEMXBn7xibSQ3PPZzkGY3MxNtL+0O1xz7xldmA9tZ5VIe6D/nCRaR3WrohxRgN9v33h+a3V8zRXHsQ+dYL/dTEk"
    "44/YrXmQ1BxyytZCen/VE3BCB0BTzsHqXII1+RinYzTus4ecHMyixzwf31npLVZ735uUhEZNshKVPbuf7ZWL5FhcbSs+fZBcaHaL"
    "WMYcfRinwOGFjMXUGBfuFVcv3E2U3mqVry/93uej8olFKGWmKaInBHPx/7nMjq0hyjv0zGpJXMlVZUJfv07gSq0ljVRO97sqq6au"
    "GyndiyrS4PHLPZsgQWM+7nY9X64H+1SP5jP7XOAxlpvwqYDo0gra92MlSS685nLe2V7pKs8Hp8jf9QfY4jd1P10qN8ByrGEe7Hqc"
    "9f7Y2ZZ4fT/5GnrtYZmq50AvXRVcrpPhL3aWz3RYsBYruzts70N4tpayu2zAWS5hZmc04up+YrmSX8mQcTmR8z1lG3Nw1s84Ub6H"
    "JSxVy/pspB9Vy3catvSVYDN0ZT3eux6Wy+KRDbD001kx3gKZm4BznoDFrcD6WtXcmHze0nMCqx8lyFlXqdZBu4DYbbP+DkNi2Y5S"
    "aDKHuKv0Xo0yC2T+wcHi0Cm1+qJeB9/ZKrAP4B5OlG+D1ZDzOfov+CevwLYPEKuq38hYrov8gphiacanMj3Vj5lop1uHE0PUEjvR"
    "ilIeIfrcaswvYJV+gkUpIHrvdEjukYFZlFw89c/6gd6sk2QSVvRguR9R3ho8/UuyN1bJUGmD2Q1vuWDzclbRI1RYwRpY9jhzmTW0"
    "frk4uRuZK05zJZiM9ZHQswg3YB1j5JZTItfG+ZpBBLarm3RFxHuenB2UwDe0vMEbsEsXQIaewbfvDxv6BXa6i3SHZK3VaXpQoB4Z"
    "LZL0KznY57GnYzcSHt9rDHl1XPW1Uk30RzLjo5Z7rKnJ/QWwvI41r95n+tVrM9cBWOZzTimyY5wCjzLGPG8Bq3dxZuxS7B2eJrEM"
    "EmqPJrXLBr8i2dYtquf7+29FbLRyZcxjDGRQBuHlauWuO6IaHk8d4q1CeEfF7ADpBn+ji1j2oRvO2Ajo0jNlNqzLJEjUA/q5MVhK"
    "9ifNhyYYhihkuo4N6tlrbNwJ/9DFuNIomYyT+D0z22v0Obxvts6EllV2TtfrFGZuiintK7DHHeQt2MhJcok8r98Hb8JC7wg/0ZG4"
    "p681za/TyyOgxfPANDLv/OcrLh5p0aQOnGaAbC8/6Xy5BtpzPTyhh/XvxHTm4V8OS26/7pAIdb7jHTZd9Xf4+tUeEWXZ43que4fM"
    "HVRnopmxsiVT37Xr1WSysMOZB23UwTWZ2tCQ/49Xsn/b//46dTj5EVqaOHutrD85QhRMBXbwGnF8iRbhH0UOi9Aj7hPqcLXu157+"
    "W+uY6R7KHNIm9pTVw1d6B9rhQ+jHfEhFAezeOkjhaLwn1JOC6R6JbnqvilUkhf09BZJ5q5yMaKk97uA7SN8ayPkv0F9X4HwXQ8fN"
    "Jp6ySL+CtC3WGfASWwV/1Hrsw6XUX5YlWAcNVUK/7xJ4DU9Cuzwv72tneRJ+6nOCSBf3tATP3xwKPkXulaZMNYP92mbj4h1JFNM8"
    "6vE8+MzGlJfL6KQ5Zt9G1Pmuv6zuupG9QIYSP0z2xhq3hA9zMLmv6vWmJvWkZKbO2EtqtfE6aQYa1eYYjQ5hRbLOd2MnfHf3OmiI"
    "pjjdNKKglNepZ1dnmjuwUh0vg1mXAbSl5un9nicoyRjKosV8jytKwBdOklljqGfCzXYH7/m62pAM0+gA+E434J13yeiWj+n90OpL"
    "9Xp4U+NlFSRsgj6ti2QIfLn3YZ/6yFuISS+Hn1cErTMP79zIGO8ixDe/Yo9mibHSr8TpLmNHVJzYdsvbfE4UdAMzPAq5WwA/ZmDw"
    "JeTRfLfu0I2neGS824H9WdlUn9kt0n9KwnfbR9nRnqJMON8jTp+yjp1ZhufaQ0o9u5F7+p16mP97Ddc7B9c2jv5ViPkG4L2LzE+R"
    "H3EqR0iDZ8OJaRf2KVs+sJ9shsQ3ZPjaUp7ZcArrHNVkdLJK3mApI0+G7U93WJ1rZYPvXAtpu2r4efO3h8kT+qzeqKfJXfIMzs+9"
    "8ipW4Q+Ik6o8NjCauVLo+T8dL95R9DiHi4sQClkby/5Kd4k38U5DLw32Z3cZI73I4RentthO9EclfJM4eXzTzLDpHLvje7AK7lZa"
    "rUpysOyH8xznfWbvm8rGyFIJTzTGXGG9XkssjfPWB8OqPQxZWwpZ6SVXQqe9r3/Xr4NBWKMa9tbHOeHA7upGSXLlS9X1WcZozcd7"
    "O1/vsVQJVu7KfE5hgqRYC41S8yaJ/p0oG5jHulkMt/4D9qGa31fL/XVs0T3FTUqx73OccWnuvEr+tIbVZ6W2S2q6UrZSr+B7W0E7"
    "hZqOF9IZukJo53pE2YVWSYf/uRAxm2nixXiSGWpIKeMX+gLfPA/6736crL/K3RKTI+H9nqav6VZp36Ir7rKVPI2T6va2wHu49/ke"
    "3Gpm1K0rdS/+vC882d5ibLArWEO5QSo4+SHkeUt56+XwTSmPzg51UCZSDqFFViGuvJ9dRht1FXSnYSWi0kMcEmqL1+kHNfG7DIvY"
    "jejUzfjUPOiQ9rBku8n5MlguxhXfwn2/BplaozPhXy7B+3NFvW3sKY0YRteLVYrYYL2ehPVbrZfC8v0ZuzMHEveiGmf7Fvj/q3Fn"
    "Z8rBWC2bK/MV8WBpVowkn9DyqBeI2ZJJOkP64l4Ms7+7jJJn5Xjcy2cyvpn5Mg2QoxizLhvU1bmieCrL4+7gv+rZf2WzamoZPY4l"
    "e4rpXasvpYi96cvqiEV0Z0nc175qmVN9mJrwe/lBrctlG2z0aNip1dDRh0P3PiGfkr8p6vNk7T0jdIqs4Ha348VQIlUeq1brc9gp"
    "ZipMC+czP2He717Y5YmwFufLYdDhazRGzEce5LYS5+9FyeM9XS9z1cWtjoHSzWCp8pMykvS7I5DNBDMQpfALkrt0CKW8ZDlOshQt"
    "lOsEvk9C3stMyP5u8mfs/17YgS24fgBP9wZZBHtUwwxCElJbSUTtHkRJNujVvCMllqVjpkfAdeQb2/4QuQ2atlDPxZr1lEXwNqfI"
    "45A+izD/LrYS9ryrceoNsTcM5+Ag+juW693hu+isA/tWOQs/fyz8VFaFU/CUPYPzccXZsHrRZvuMDhT1vK0pj4hWjwD9Ctdox1lL"
    "peQELEN0Xqt/a8YTCllxT2Wq8Oksg2VsujGqrvFW8EgJPU4jlWH8C30W3yJee99yXSCWf39aH9fOehVivIn6iXSTE1qYZOyABmwB"
    "eRgLa78YumUzTg88QnH8qpvxHKuoWc2zPxk70Ac6axw0iqHxnoT8nC19cepexjmMkkFLiVlyPJTq4zfr6+jg5Tauaaygm2UyVlxN"
    "t62onz0T8U+6Dp/awk68o7Bq7eUWySNv9rjgH9jB12W5/hta4U7K12vYqQdxyqcjZrU1X6bzg4XwUXdgtW3yxHycv9Ol3HfyWN7a"
    "7usjrHMtPhthtbMSa7avGC/NBt3mWUlVj5U0WiRdJbFKo1XYRkkts+gL/XwO68jLnslKeM0SEq03QPaVlGeHvYo2M2TlOeH7O/KY"
    "J1oJbRb6ngbLB5suuVis8rUTO7WGVci18EgPk/fgt1kd42B6UrP1CZznR/U5fEMpYoE2cl0Q0V395HREp830cRpuYyWuczNi7y74"
    "/m2c9TQLPspyRCJmzccxGmxN7GAtPcA1zURtVvFOeNxl3PfRTeOapPQccdUHl3FrL0fLB3i+cr2dfUcx2mTTs9a1uRoadZ2eLlZF"
    "z4E1nYXXjkAslauP6PeIbr4Xq7XYbK41eGeVGivLVv0SdzdUStThgpwU1rIDuI69VqmMRXQxmpIz5Eh4bw9B0trLgcGbuiGYin+9"
    "q69DH63A3R0rhm8y1Nk4dtDm46o2LWYiVm0Ws0BR2BbB+u2Ju11CjFIiw5mZ1mI9KGEf6w54am/IRO2vr+qM4BU8Zx/dKG9DXkZL"
    "GlvuMD3pfuUUeZQc1jjGbt1uYrGN4ZKulALOGwuJb7N5RVsppxvwt66037EMF9wh9AKzRzk256TQZ29cB0AaWZTEXYaZuQuVviss"
    "Ces0QW7Wk9lpa/HNg7CJp+Abo2ST6CoL9BXEeJ/Cjn4H3ToXWuomuUPqfbVCibFKMGvaFhJg0VJ3ZgRL2ZVZgLObp++yylqi/9BV"
    "7DO7BjKzBPu8WR+R5/SyoB1kv44MGevw7C/SYs/EXtwizj9omUF/HeHjtJ1kuXI+fy2xWzaXzTRHLZ7zTujnbVibH9RYSGvhcyzH"
    "yo6S/tBMnSSewW3Z5/tKjWfNMiTrH6SdXCTlRPsNgvey0vv7pZ4f3nURVPFnNWQ8+xvuzaxGZaZjrRL7U+gZyw5m7LKPhPT8I00m"
    "Y1VpXaZjrRjSWwjZTuPiLJLcQxyrRlzfIHuX8UgW6keQh414d1+5HZa0UYt13EUrJBjZNOKV097tGdhNxziW8LyLh8BiKqVkrLjK"
    "ci41ahcZmomt45k+CfOMNmb6JNwMO0Nr2/lsLTFNexUmV4EMkavlcpzjFYjtvseOrUdM144xcCVrhD3E9S45buwk9j9C9IzJ8rtS"
    "xAiilp0iCWZrTfefS7xRMbMeEejLTXi9nD6BZdjupA+ygbt5eCZvYLLZkFnrTZDRHTIuGCtv6v3h1bolfD5IwO8+Az7DJDWGg5TX"
    "7oY5mcLezhpY3AbIfwmucxbX7QpKwU4+afaIsilr4T5ec7k5eNWQsLH0smyl6tj9WUv/6Vx4u0fLpdj1k/Rf+p40yL26u1Yhbi3j"
    "vJEG2PB/yGTpLQ+xFxXWKJwjFVxTy1KuZsxtsyFXwqqeKo4V1jpLzvZ+cQKW0BDoqfBKnAjjuVkRHCwv4X6u0tzwId8BZTyLMc6L"
    "Opw6x3pg5+gcmcFu4I1BfpjESV2EE228DNlxQguw77P0Gngvx8ipeq2G8OAfk8fFJimO9Sygoe+oifn+bocmTWh6wuB2yvGNspky"
    "0EHSWIJUEyzB0WJ1BusQOR6nYYS4HuRKWv2U55FP/+pATdkRT1/HWLJSXfeIVZr/SBTxEngmRdBk7WQVNEQXeVSehI8zQ3+GftoM"
    "TWz9BFZbKyaDQh5igFrYtj3wVHMgQ9fpU7jXL/VHxMIf6wsyvsWP+Mwv+MbT5Xv9TA+G5fmd/IydvE6uxBqU8mRV0setxqdKadte"
    "4Csh/dEG9orMJIryenxnAfWVZW7ysAuV+KbHg3mIRZ2Mpbl5LLb5mD7n+Bb99G1Yq0/gcazXZ3Eet+twXdniQPYru8xf7yZY9y7Y"
    "v4N5mmJN+FXSXJunNuFuTf8KdZ4YQrWQJydKP62aHA6FuhTrPFgiGfsTZvChts9vcgKTVZSX089fTW6IPaE/ZgcdiHXfAl94g07F"
    "XhYhCnskeM+z9ThNmvbOnb3+CB5ALXmR5olhJorUMAG5nvfHZUK28YksYroR3sEoovM0k8m27kHHkVui7xHTdTwZEYbi++x0vwnp"
    "/rYZpuIixpm70W90GauucgI+62a1xTl7qb2fhuI0cxyWbjOuFIhDApX5WuNgMSzoVvh1Zbj7bpC2EXIMnq6QOfz0NBPnbRR43PB4"
    "MWytZrjIQ01PXbwYJ+4tSMA6nMm5+HOHfiFfSgnkcBH0mz3NH6WO/y+mRYz72twtMhkr4OrjT8mf9XeIskfId3IjkeY2u6Cln3i4"
    "iYitKDSCVUsNH2TdXGt1PzlVHmalbKbnoh5BHETSoxoT3hZbVvvUzMQJ9Xmi+mZwxMPlJnzTXC+3KVbYN9Buum4fwz8a50h6loTz"
    "ZqO+ShjznlGIJwohc5/jXK6Hpvub7g8ruwZeSWc5IbgTlja7x9VFRtGjjHsGEcvhbqGXk72XtIAc0JOY9e8OD/kDMRRkEfyjekYY"
    "lbzTBOTB8HAF8MPKtUdwmT91DbTH9WRptOfZhPg7ivdsYN7sLHY+DSQWwHUgthK3xrXQITEfhZYz+7eROZGYFjI++oA59RgnFsbJ"
    "BrHc11Kr8fffydfymN4mReE/9fdBz2BPXH2gPi+fYO1smlEBIgDD148KtuKp5kLbrIYP8yi03eeQrgege+biTl+3CnLL52HdNpMv"
    "MsnqWoOfDJUPL7OSVjDByRgrOfdpLadgVRJRHVFD0m9mFjDB+XOWJbCJDrMZH4R6osR8x0c1JL6WnoZVfW2azlFSx9pzlKy8j+IM"
    "xLB2a/UGnITb9Dno7naIqAYHzWVOG2sFrXx85lgjSlllTLK76wxY5g9ohd8jL2g9vb3TcP/HifmVUXjFcc5M6gRrmEvP8CapYXdF"
    "CJ1zgK/x1WrYZGrrIFE/hy3urebxvlpRTv8pqacgpmnDHOpx3sv/nHmwBYhylsG/ysE+7S/5PGnWo/gOVm827NYBUsipZJa1tk7R"
    "hO/Qn8gJRGme+irqf8PPrOJVzE6bj98TzzWKfBZLICd94bntQU6+EbSOZsssd/QHMXTzaXKm9ZvqE9LAuXav6mPwn9YH5yHKKII8"
    "BUFS/wkP40/sUHe/Y147nOGZwpewIyTBjLXd5SjmetPIwsFS5XNZkuG9cDanMDOdKOa1UDnlJMpP5sGu1jE2M/TaKLIW5JIpwSq4"
    "JfACcohVtt6Yszyq1jRkb8/g3YoxinX3D6eUuXqVvXMHtf5anYTT8phaT+ZsePM/tLhN79GjdZR+BQ1g2d/FnFZn80MNv/sDrnkU"
    "pKfcM26fh93ZiXWLspN4pddolzFXuh6nxSQnl1wgIa51JPzAlGcjjbP/oN5Lp/FVb/PZ89DPD47B5zgZ61qB552N+50mneUk6JyB"
    "8pIk6eWm2WurfL7sWN9l42zwv9Vxn6hnfC3PaHQ3m+AYds3VQbZ+xJ5PlH/CT9iEu7aJBz9BI6xFLGCIoIjXotars5yWsE7Ldum9"
    "7NgkB+eiEmPIuFwcK0TCZ0Fz6GNfxTzrAM4BdhjtKF6pwumyXewuP4WHSCXt9XxjMw2iGZv+iaQlwzBm8437k5wIhmqwjtdanLzL"
    "cX6GBzvgX+0kxrmCvWNVein2bR+5k3k5N0stQp0QJfaxAvFiPf8VYY92A9bjYXE9oUXY/TVEzFmvwY/wvyrF4twVehBR5IZpdvMu"
    "izkLr5JXtD7qCPXknWL54eFEYBor/DBEwTYjdx37AQyvdAA8WWO7HwH/4y2scAKfWQBv4Vus8j/0zzKPdSDlOUpyEn3Cs6pVe1a2"
    "mOfW6uvrrxF8+3/zym5EgrjcxG6cobZVR3KXz5FDg1XBtdCFH0F7PQdLMR/3+S10tOug2Yf5yCruaQPevZVcxLuJq2PFaW3PFPf3"
    "fFrEalwvwTX4g7zPvoko9HJzNelsrxiXdJkuZ+dPsbruOLPo1hFwtzjUSJJdh1GinargbW31fCzmHx7jT+veOEfHifrc636eWTPm"
    "z1msWQRe1L/yFHY7yl77WYy+EkRUVdEPNms+jH37oc9CNZCRKvS8KaFnWv8aMYZxni6Hppmhk/VTMsHl6muSnc/Ocb84ngdDg54g"
    "rurbD3GqTQHZSY9kCOTuB1z/Q+zQFkl5fKFJlbHpDhTXzWgdBn2CLrj+QdjHckQx7eUJRAEzcOUGrPVMvGMNrMGBsjdOZEtYrsPl"
    "ZaJpXHzYj9k/y4qZzxzB56bKBIkys7IHdEwOdmklcf7/DTYv+yvDoV2T7HZsoF47QmqppfcUY02pQJRounainM1MWD0nN1nNooUs"
    "xJqdBK1uE/PqESFeLtdBGx0jS6RfixPhg0yCl/SVTtG88BZEl25euZuLVGCVDU6xSZGztRHns2tmuJJsSeYbmX//Ib4vSq753Zml"
    "qfSzWOK0gteSXc+YIXcPnoQFug2RTYA49WCs4us6Xc8mIjXppdrw3fdJL3HZ48m6DlquM3TSFL07eE23yGGQob9iO5LEAm7QZ7hT"
    "zpuYIF9TKx/N7qkizx9nr1wB36Rcs+NQkvRHczlxJuF5B46g/bXPdMxMBGycN29Tid7Xd/G9U3CdFbjeKr0BK79JN8r78EIMmfYJ"
    "rv4zLMOFiKzehoaZRctoEb/Le+dQf6ToSTwPD60TVmac7KR+qSda/Dv2aG3VsfK2vgbNMgsaq3cQw/4/DumtxGtuboiyS8ukZBPP"
    "ZJT+rnkOA9g5ZPngrnIuJzap79BQSFjU99CZBv4TvaWE9ylC2qkCSmaOZ6QO6cuoZ4G+lF1ACZy9O7BfddCeNex1K8D9tsdaLWGt"
    "vspPjUjq9/C7X5cLyWOcZA5L9S5xHs5m1vLNSj5ruE6xPP0OSHgJ/P8zYE+ekk9kpr6ka8WYXAZwLpDIZDk6rGAFJkaOpDtxElw1"
    "qljdxId1nEmXJId+OkOT1L1wnROwho/orfqLPBMOwrMc0OIK2T8opb7nnojlAvOIvvqCuOw0PugEP3/O8KcDZT410ROQqh20wkmP"
    "03Rd7IbHD/DM9biTKPE7OX4Oz5e0xnaPT/hcRYI1xwqe9va+nvkHaodanMWe0hN2JUeXBidYrCz94OX9CzLwnp7OsxZ4/Z7u0tgz"
    "w6Xz23jlQM6XTnI3dr0NPKXnIPlzWAuwSTu5vlc6n5JpfQx7y2PYt6tSdwd9BF6Jbk4NlPYtD5WboDdvlUckQW27v0cdjaPfXs8u"
    "6Ox4JJcxmMrvd9FYjb4t7rz+kZ166Sm8wu5PJYvTCD9pMMVdt6x6W9qlEJayUl+hhTY+EVuJYjxJD+xFf7H+bDfrsZBxaDmrartn"
    "OrqbMjCYzhoqp0pEVsJXWaAPSE34Oc7ta/o8zuBK2pgyP5HB6ZEb6A3dvUvXhYvtVsFLDunfu5psNWep50ImU7CUB+PaPxHZ7TIE"
    "1dxBN588isi9krm30GMKnOdo2esT4TebhzhcNule8HZnYK0MA3SARL2EJ5jZj/hsR8JPGIwQ2eqmGbqzYL1HEWoQyyedQQ0QxT2X"
    "4mlSGRyV4Ufsb4XsmAn9TAuHV7ecyXm0tIbV6sie40gGA7ODu3EedJDxolV79HUVNOenvvt3K/SC452qYrTUhwy9+foGNIBVChu4"
    "H44L4K9iOe31ajiIKv2bdtKZsrucp1YDn47XxmmEbGL5Opoa9kRctxdZHVKshi326N1eor7mVwf7WY/48HTWGer1mqCSvKrmQVl3"
    "TXtIYrk+Dlk5DKdhn+AOuUG6yed6qednT3kk//XM/iSZcT8YZ3K2Wo9PLvz6A+V1mSTr1fDqJ8nPsPD346ydJbMtAoCHeIlcpMOx"
    "TusheWuwP/l4NvPyW8qt7BPcAk/lcLGzmOCJsszCU2LZhR/haU+FhThcVkFLfigfwRcytqWPvaW+sElE85m3eQ24whHwgmwt9hKb"
    "J1JE7RLBHeQTTRBlZFhKjVqg+wf/1FJZpBPx7vvxHQ/K/VKOU3G6TNDd8X0/4Prn+Zq44VluYza3mD7nFVLgWQtyeQqSPGfZvc5x"
    "sgJ3YXyINlvjIDkNlrCa+3cDJ+6lY7InOGPAPjtXZ2Flc+gRr4Tsf4A7rsGpvgV67J/Y1Q9xMtbp7Bb99UXsyI+wH6ODHGi553GF"
    "+bivyVjp1Txdxrl2kyS8NU6xEmYybLNyirEiCcZVjgV5CCfNuPlwVr1ZTD/dzYGuo676XCKMHVqK43U1f/oASWe4E4jo3gre0Cnh"
    "a8H1uhle5yXhA1odPB2+FJbi7hZBgl6B12AZjJmM/b/U2VJAPhNEXkEe9Y/Jmnkbv0KD/Ewc+DHwpfaAdNbpL3pRcKUcRSzk1bjz"
    "OUEZkfH7Cfwl3HEuUcXHyUX41p04ef3kSbWatOE3mlb6wgz61U243h8r1FnSaLvQs7UksAPmp1q/+iTJgbUs5ky/LfAxQ22KeHWY"
    "Fvdrhb7f4lDtCf16JKzPq/Bk+stQWSRDeKI+xx7rLnNe3J/toPHGSHqStkjEd6bZBMeXcVIaf8XI1JfgRF7zzcpYy7Wc597SwA6J"
    "KqxCPlbBJmC8rWNxJ9a1fDvsm6E39hVjTK1mJqWdRBk32yzMV7HGJbBaCXie1mdvLBOr6B+kmS9sIkg8M1U4RcYMh2rYi55wyMqz"
    "RaNV1GtdpI45Sufbd2AOzipPKbKtnIfP7olV/QUyfS7+vxG7bBa6DJL7HazRB0EJZHs2ezzLfP7MKuLr8c174zvekp9YA/wKP7kG"
    "fvcCXKENLH+xPqL3eQRVynNaNlZWU7iHSIYNNOm5flMeIZtglaFS09rZrmoTF6bAm+4s58gO7MZxOFuL9HvosKl6DT61So+j92kV"
    "/yOIfzIZ6ixHQAOPgk/1jT4pyxCZ/Bunur90DKrgQ/8AbTYL+3YKJ6hvhEd5dLAVceMfZF/2UFSyP8P0Tkc8z8/YPetquZZZtTrs"
    "VYIM2sX0dkuYtXEZzBhr3UfJcGaR4noMEVGXyXc4TTuJZj4E0eIJ4iyc7eMpYnyjVdxhQ9/nZSRQMxj3ffj3fEYcEUS5dTpXDuUE"
    "qEJiA+N+KniCVjTG/kBXEcqBTNV7lHG6j7kEkVgdrz2ScUi9r4TVeC1yDXzEZ+C33ooI7hx9LzxDf2ixTM/Vj4M9PMdvQo0ZPGS1"
    "yxAhO5vpfDR0o03W6y4nc75XPXNZhbiztN/YQgwNla7Fuczb7yT0zDSd2JuenlFuenA/Ziy7SSrjC7g+hk20vBt85KN6pXT1PVqN"
    "U9fcyg6SNLf6Ru5buWcKUX3Wz4+K+mpbPFMXv45d2O73QCINGnwFLF0PnKS92G/8CTzoiYhcR8N6fql/0X+JahoxnWDlel9Oko5g"
    "b1w3aC0scz+ZjrO6BN/RX97h7BPLACbo80RpD2KMfhvI0NLZz31oyprq8BbGenIlPxfyk/W+syFbTmgnrn6MKPt7THb2Zf4lnaf7"
    "7dl4k/Xfsphcn30Qc3+I137BLl6j7zbhp9jJSdyN+HjHRr43pPZ4ZlwqyEUVpV118tkGdrmPx+faJEvXh+DOWpQ9cLeI45vdzI7q"
    "FCV2MWRpvDimJNgk2p0KMsJM4bsLWMOz/rSNZB4azRM5H37DTvz8L7i71nKCtJUychI/LEewD986bN6C7psHyaphTq7cY8RjiJfe"
    "gr5x9cSOkvSnTzl1ofHkurVO/6stn2st7X0L3EmcmYCVYtG3m54e9Z56e0nn9wew2pV93kf2VxI+VktpoyfUid++ld6u6coe7HNr"
    "oN9nOdxGTgj10VzIyT5xvQy+Sl94hG3lcGkZTONc7jn6HKxEI1NSXGdlUKTG2bcDe9TP6vzY0XexV8Nx5jrAR5iHc1RDVo30BHDH"
    "G7/Bn6zf7hCzDBY8ZlmAO75NJtC6GcP7GlXGMzb50EWocT8vOsKsai2/v5Sct0sY062GtCzHvW2CLXgIGu6pYBOni+RhZYoy+YQh"
    "YgzOKc/8n6J2WaJxscrNu3gKY/i2Gc67yUv43DIykVWTHWEjYv/dEEOdJftLnFakG8+WyyOcJknPa1PFDH+K1RG720vJBWW99qaL"
    "7vU54nKihgz3bHO1fsJ1puK6HeVs+UpegIe/GOt2J6xTCmtbgbM5Bnf4GN4RJePUGqzFfC1j/343Mb6cH8TwPzk4M7cb51yLZ2Qh"
    "Yp2F8KvOxkm4DV7JXyjnbZmDLGOey3ovG7BaTyDWt+ya+fKd5GGs8id6F57tcZylKnjGc1ifiOkMvKcIe1iIdSnXQ6WEq5rr51/b"
    "3uwjiWa7O+6kT17Hdbd8oHF2fs0d78XuAcfIFPc9FMZRWNzMt30vZwZ3aTkik95SFF6uq6U6/Dci1S/xCWMr6+D78s6WlKaRQ2XE"
    "MaZ7KTcwK5Bkh+lUIqrqidYyHWE5gBr4d8NlnDT4CRxJz0bq0LwhJGQeVvQu7JHF2QeQM/UQWLWcZniyKpnj+Qg6qX+wAdHdEu7E"
    "AqzjeEhnNc5WHU7SYt0bXli1TSmXufhey8/FKbN1sM+uD2U5NWUsg1gJORvDZcXNx7F+teOwOoXwnc7GzhnX1XZmQJM+816f4bOx"
    "SmuMKy/4205GH64vYA29OMtkV2vce9du6rmb6vCNXhw8oiO0q0zG+wsQLxVDm4/XkYFxfrSjJXNczAKrneZzL870sdnkAPvWEj9d"
    "Md9riwJ1dST72Sz9mixVVcwi2t59Io6ToJ7TWu/EetX6WG+7x7K4qzqeD/Hxh+3gaEmzUqTjXGGeyTj1XI2vhPiNSIZ7fjitzUAJ"
    "/UzBpM99ms91qDhE3d7MpFoVN4/V55ay099HNoaZHmK5jXx9GJ7r1WK8Zcuwo+/BV+gjzsaEHkPcOMf0NJzmB6GrLSPePbhVz8B7"
    "H9COwX207Gm2AcPPtiGzsGma7Pi3GFEJufzmvp7bdR/fY2h6uS3vINqk/yhkZ34u7GsumcR/YjVlHe58vyB7jG6rN9vHAS7ifY28"
    "BK6zMOl/Xk+W/oRHlUVwBsbr+/TZJsCqGuq0C7TgNZ6FsKk1Dj1D4jbc1RHMFEf1Y/pki9V+FuX3n8ou+9BXi3fj5FnHbWSSd5jv"
    "fndZriTjrk9xj5Z7PRsy9pO+Cj37RNBW7oc+WQ6J3MDo9118733BTqzA2fjJFbCJy9Vm4d1EROa/oYfmBMvwai3rlM5f3c1nXUcy"
    "4iuE7NTQjhRot6BU31PD1hWxJ/9w+Zan1ayJoageljjr8C/CBr0C3R5T4/acrH+GjfgU8Yad163wes73DDrVWpbBF2V/pZjdkxGf"
    "m7M8uWmk06ERR5GH1thWWuEKP6nVeofKNFaxprJmY37H6cToGg4A3iIk/wstYyTahfbiRkjIcbAhFq3uHSR43dbER1jGKhca9D72"
    "BpZBWuoQpxoH4l5iucUf9I1MhjXdQ++YE5KcamQ+12XwD8zSPiOGU7aK9FrPN+72uTclMprxXrPFMif+Jmv5bHJ7ryD6Ma4bibLb"
    "yXrm9+TuSMuvzReoRSSZZBSzoxkmaUMpW1bPaiYvSi2RQQdDctsTb9/AjGyCrIj1kKdqdRwOEaxQJXvw7+TJieLMFcIrcFGqy8mO"
    "FNf30Yc7/GjwIM7mKvgWBcxdXyLHylN6P2KWCFk0Qk7S2JtcYhFeYTOvVE/bUASfIeYz5pb3Xon7yGGt4QQxFrJhfPU6+EnmXdXq"
    "BXiCcbIUPlgr7EMD44eBnslEmvBIhfReq/DnQVjbO+V02RO7NgXv/wy+SDeppqWMegyM4dEse2P32kIMz3sKJORNOYdTLAwRMwW7"
    "HcgpUsPsaxJyM0hsOsO/EQdvaabGH+XOtaNGnihugle1Z0+ubcI6WoU7cJmsWn1EpoYdJCbFeGrzrK7Gej4sARGFzrM2noyfmG2/"
    "GE83QfKwA4YjtufdwSgnh3Wfs/GzE3eZ5egqpsW4M5FXIJH1PGuF+J4dPHPG1FmqTd/fUxrx2w24h576LezjWWLViy3hxXo3bO2L"
    "8nxwsOQyLniDKJsdRHIvx0q2lffZIRQynoqzEm2oo0oxVmTzbn/PDMIF1AatOQc1j/0w/zmbtSHjn7Wif+fWb5C4GPtAKeaaqLfI"
    "NtXnR8j/ybJWjVt1AnYsVy+HvbxbCtiP6WoacW+lW9PuHM54OtXMFJlh2Nlf2QPVASsfJ4e9Veb2Yp9iDb2NWKZuVAULYRNUrmIF"
    "aIveH8zWaVj1xYgGZst5kt3KFEC3jcIufa1nBb0R482El3w0vvUz6Prp2PFarORdLb7F9xbg399pUXgi7uww6cSowXyWwdwLh36q"
    "J6rbuvtGQz9YvdV6W0vYVWmsXHGemVpvlar0aXz/rfqELpTL4eEv0O/1M3gP38Ly1Otd8EaW42f9ERs8Fj6F0/8VvIWn9QNpHyQY"
    "lSRxLlz9tY45v6hnaa7zGas4tckh4jJKUeyNzcb5wO4WnzOuqZ1kOotCfnoSv+/YrI11ISAyyVgATMo+w1rm4NTuKQOMuQyRVTE7"
    "VhL0Jrt49M4l4viv0/Psh0uVjzvd827VO2Qz93cmrpyjj1EvHgYLk8xEs0liSoZnLEWUvIcO+eGQgGfStq9AtLWVzJsV7OQvJZ7k"
    "2eBzXyuyrPxwcSxiFThJudTtm2D9/ihjEHstDabCN+slNWFSH25xTaoIcbf5PP25Duap1TFeqdYvJMWp5K3J32fasIG46Tq9Uj6E"
    "jEa13qORqyAlr4hjs80jMtu02OE4C22wAoeIdextpK9hfHDV8HKXkguxvdxNT7a7r6E5j97N4UkSj3WEuLxld+ZPkh5bWMxulTJ2"
    "uBwDDdlA5EOhzuCswMN8xqsd19J4hzd5zFsMp8iduTqySsT43RW+ayyFEzFBXGdmhBzsVXzdTQ+q42fq+Snj/2qA/gnZ52r2vLu4"
    "CMQ4g44h611r+FRVsA3bodvL9Z/QEluZC7J8qjvBObxmIa50HieHVRPVt4nzIUZJPWcIf6nZX+lPtG41V+5JVp2N89qYPnvxLKZw"
    "auvoQVoGzapLnSVduwyJp1PKmFXVhkMfHAmZr+Z0ssWUt2GBRV8v4p1TZSbi6xxWLxcyT2ZMrW+I014JXCf0ech7uU8tyPJq8nE1"
    "7iTH2+Me7FpM+Dy6k1bb85d4al6WzuTBsbmNbxB51YXWeXf5CtJex/yE6fhuWIPXyWBUSZ8/wnrQf7Kd3yJrsOI7uUJmZVfg2j/C"
    "Ay/0u92GqIgB7EcfINZpVKNfSZm8rh9rqfxOzaM6Rz7XS7DPC/k0xoZkmOk8Rq31ZFetZq/sIM5NNX/KWeS92H1WwznTrqpwh2c9"
    "Xslv+gZ7FIghYjfgfrcx53iS9JchnGO5HHdkqKaVWIkWWINHES/Ymb8Zd/AzzsxmrLJNQmkVvKFn4JXvEKkvgi5fq88Fe0sPaHHD"
    "IF4YHiPZ57U5XlX17G5xeLZOc5XoFFkA7627PItVPwB2+0xY0tbyC86WcjpQVabyH+rJsBkz5HnET5bx2gJJN791ia6TEnKfPIT3"
    "/ItdKa5n+xtGalU8TR8Z2hK7sIf8Xh7D9Xbo44jpPmKFy3TXuRL6WpbFNdPw6f1kP6lu0u+lmXp/Ch5bBZldL8OuukkVNge7kNeK"
    "wq8dLS95jInh27dyHlIxXzNJOZD9a4U89XU43dMZEajXFK7LpAi6RWENVuA7q4g224n9PZ8zQE6T1qxulTMuTuOhT2Z1PNIEUdje"
    "zyvozcxrIfsq6+mf2RQt67l7Bx75rWT6zpZ/6xt0Jt9cBLYkX3/kE3ypj+r90lkcJ1vSZ+TH+XlH1T4j5dDIthvDfK0rCn/DIX4G"
    "emxDkhMzHPN+bZO8bdcmU0+rWb9K6GSJkPfa+t07SR2xoFuhJ1rJFmYHIzghBfohMR8vY+UUa/c3+SP8zgnSD898Pyzqv+AlPKsL"
    "4DPbRNFp8BsegI29zOrOuNbeuEI/2Z2zbCOelcR8pW2cAnarGPplI+7yerkQlnsJJbpGr/W49nIy59bQL2zbDJNAMe7nZ9oczUxJ"
    "OJzV1eyfyT7By2a65yISbdq5laSezf485dAYl4jLTpbTJyilf7gbJLUr4tQXdCdkaBH+bfMybkAMNJMVrkVq7GB30I653VsLjfCI"
    "rsTJ+xJWYBt+3hHvflzPCO5i/0RSf+crZJX0d3viPsuYYcw28Wonrv4ELHZU39afZD1ikml6gy6Te6SHfKNn6TOIXibLKnkPZ+Bv"
    "WiDvIfJ/AT7dM3jKx/UhGaGXhC9ADu7QXi3uYuYrxiyBZfEswjHMdb2WwA8b5Zliaml1S313Va0uDC6Hf3q0fo5336xtgunwZLqR"
    "HT575/0pOEs1tDCF5Oy+UfYlM1sHiWcYjVJc6RGeITChrwXlkKJJMgVPdTSetkpvltPCc4NORIa46D1Blso76Inlc+JhAVmS8xFX"
    "bcK+98GzVPOqhbKFvLkxsoVvY6S8hfNAxssHODeL+Wwl0HdjodUOkHXaW9KshU6uujVBnu4JSagi006CaFfzxUfTU7W6wafsYGuA"
    "z/xnSF8+/IMcPRrasgJ3NxSr4rA/xgHWGVGmcRjV0xNydW2XmQn81JKFmvAsf7nkyk1iJ5XzwOJke1Cvd9O9hv3FJovFqfliOgmr"
    "4Hhg5kE32Sux33zF9NOtkOkfadf3YZS1mYjnCDtk0rOFB+PzbXiNHPaOLYC8nY3owXoObg9eh0/RQQyfNYAWt2k3cBtxSCxDvI6W"
    "NJJOPaNiukvYza5JsXPb5aVd5Nda6sh54HrYrpcGIkfSOAz1mqAxhqwg6jjOyVS/kpfBMg3XwY+pzUwLuY45xDWeE2KHbqTFrcjY"
    "U8vvHo97LSUbutuVKFE4a+m9VnmPzSrObTJTcFI+et0QzMXehYhJ79RlWhzuBa/sY30i+Ipr7mKKPG/zrZr1V+x358D2wtDOr7Fr"
    "/xJob+uMHhkkKbmBJHx86uZCW0bnMUjfc7hLy2G2kiFYpdslHz5aa3hD67iCVs3vRRz+w/AbIngaN/kswc6JQiJrL5MidlPnQbJu"
    "xIrdLDM5z+9LdmNa/NrMXCtoxAPkKujbwTIReuAjeC+dgvLwI88srxlmTTfFO2RUEs1Mnaj3cnIcI/serGNXwT9KeVTbQFnnLeZt"
    "lBuHlpufmaVe18x1kppmszDOmdBzUKdnBUa8HUj6/R7CLoDfmuub5kK8Gev8Du4xl/H2eqxCA3EW1yIefl4+xkq/Jea7fQwNeLjc"
    "qq94jrY0osAhNfb3XS2Ntirq739PaZyxk6BEt/dX7+hRs/XkbN2PO3c+8xjr8bfe7OY0ttudkOgoo8Iq9un3JZ7CMHwF8B0PYCS4"
    "J/GFP+MEjyAnvLGd1bDSe7iMkLNhp56UO7D3H0D+DufOd5THgzdkmJzbDHegcYPupI76XO+SQ6HnViP+gR+C1XoS53UnLcH9cqRY"
    "1PAnWNj7oWk+0jNwOh/QadBHD+t4WKhN4Qktn9EXifhN+nmxbh5XPazvVN3q6zCN88WU/VZJfEuljzuqffRKjk/YzFnU9wnPT+V6"
    "48r0XXpMFRlulXrPzVUEDRPDfloeqZa94UMRgVsn14f4zK8a83mirzOMJ53hMxsDzBjOhChldNpAeTJrk8u9Lie3tpP6iNcVNq+i"
    "nDMs4qyZhLCpStx1IfMLhnkYwy7MhH4FX2EvaoDKZuebNZ1K1zHDjmEydh3+thGSuQJP8ignXSzRd/D92SdMfwAZss77fvIoezhm"
    "sP90HHZ0AK5cr4eIccPu7xEXC3n12dBAoWebSvn40rHATNcb9SzI1wys6rti/TbXskM7BqmoZ7eTybhh2X/1eQXH51ICeU9q4zS5"
    "ltI0U+hYMLVJp+oa/cL3cVo9ynKXteRojDQz/boVnjOERkzRd1FG+Xb9PcTxIyWIf2shA2HplnvcXFPvrMVv9FO5+9l1euJodrxX"
    "eVtTxVxkXwk9u3rCZ7NTjMscF4HxRnziO66tV6XKx7WboJeLtd7L4g5yUJVT28/mzE9Xm1F4HKMk9NWnAnblbWf3tOGf1sH6b2JU"
    "EtVVfrqf6ZY8dvDYfdyDU1ykH2LH69jHUcNOvWnYz8nwLEcHVvsOxOnZmszsd8uwrw8f0HN1ku7TckRwYXCzxsOR8hrORntv8/cR"
    "V011TIF7ivMweniEn+NASjKCiBIj6WLcIZ6V18VHFr8uhWax3GEMce9URLozsK5LIdl5zWCYkj7rYb2lj4v6TvbPOJ/OcgjGUfQK"
    "TmA952EsQ1zWWdIZ/JRnZzI7PII+xGa9B7pgFq1nOfTmKUEpNNUO/QDe95/kGcurQmam6H3yhrysz+mUwCKFKmqcCPOhlju5mBN/"
    "YzomSInhIG/TH3RZuKOFZb5O0c7hF5DMX3CFHuxrMj7aJyCj58qbWIVvZQGexGabmJ/9Ac5lEXy9QkT4kczEBNdBfo44zHwtopXr"
    "cJ1r8ZSf87xtw+c/ltmwJSOllrkdh9b/HSfhGZdUf7EpmTvYi6nMZyrnT9qOHIV76Y8dKOUskVLolVJDDcvJrKPY9ZewY3UjtF2M"
    "nXAljHscO0k+a6mOiSYX+qMrWT5jtHeVnGsS5dOu0XTdLZnRBrv7k1bKrlG7522cZlPDO6zipLvn8BSzYAMfEZuyPEVMk7dGHJau"
    "P6fYP5dGGCl7QpbgDrvDKv0iL+id8OPWY+X3ENcpk2S3YLp+3oBvzsP+lUATNvDnFZ4xzs7y8F1YCP+nrrgE56tE5uDZN8DObNTT"
    "xHo/F0BX7oBViRLDZ9zsxk//J8QwNrvxCPh31WrVv83wanMgwTbxYzHkaykkpM7HxIZhW0PMWxl9EMcJPEZiPutj/6ogj+ESyOcV"
    "rJIYFl3wHEfD57rHT4xOZCKh9pKeQVmlx/J71CM+XB7Yzfb4kJzPDdSQdfqqWPbe/OU2jAaFeMATcLL6sBpiJ045TTOQsEnPkNvf"
    "EjI2uT6vBvq9EfYHjGcnWWO+zLpx+olm5vb+Nsub4xtO66jtmfrh7lLD3LKLUG9iXjSCWNy60qfrQ3j9RzzXKKmU6fI9fCTrmpjm"
    "kTeOA7onecFDX5Fyexzqf9qFgyHplqsciNXexukbV+Ok9pbvcDdjJc2pFPNd3W1Yz8jXycEN8qVxI4W/Q+S9NeyJM1Yt7wVboFPn"
    "47RfhbWbBx25Dmenr4wKbpZbZC6epBX3aCGk8lBmABVnOIloOc3C4pgFlWwN25t5pbU4fEWxvobzEMGa9Ma1yqD9jBl3OyLHenYG"
    "Ghe+TcgZJm3hr54qZmWsQlJHXyyicxnfRYlxi7NOWsaI8BbZSZ+1o0T8jrShH7+HpDxK+m3YoDzPbpiDpx8W5CFizoHmf5feZDVk"
    "wri5i8gssZM42Xo/YcrhjNIzlVOIA5Ka9JNry2AdayBh7chaYBbuLqxZO2bSy/BkxcwIJpglydaxY/OElHGEvfMscTPotnOqYY2f"
    "VVapB5MB2vhnl8K7HiPrWIGNcKJZR6xXe7IdXecjTcfGaLPiBlI72QzzPrtgd93/K/hEb8JW7MTvvYOT8OeR8PIv1EXyNfRcd3xq"
    "A1b4TnkVNjsfPvoUPS/4WfeVA4L7YLdvhYXuJ/tBE67WYdi7OThFt9FDceiQOp/PzSdDVdMeiIRnPniGtrBOX6bNMM6hdZBI44cs"
    "00vIS7TTR7uDOfv9BHGVQeMoSnMy2LznNKf1Kl7Jdc6F+mdi4+b4bE8Loo8mYLWMCc0xaZV43srsnt1j4SZjqJTLrL4KWX1G/xYM"
    "D6aEZ3HeeZ2PyuLeR+7keUsXsbJoM0POl2HMpxgjyyB863p1VmYpZC2fXPdl8GP/KsZZvp++EQ6Up+WSoH0wVc6TuzQv/KeEmu4k"
    "Vz//qpTR60qPqmjEsVsEWORRw4OI/VpJf9giMMfkeUrG0+0ijR6vQ1SpSqanqZTSWs9sxhj+9HJix1z/c28/WWATVijH+709dvF7"
    "OzZhoQ9Z4UowN+tm0WeLPjoyf2358J6i4uZsroElfdcj3BKeCymmaVZLY1p9RT7D/n0Lv/IraJEV8G16Su9gFusBcdar4h7PdQsr"
    "sAX6F+zJKrUsUCf4I/vIWNz7/tjZD/E9fTyirgP7Xa326fgUJ8p3WIG3eO6ukIdw7x/rdTiXl2M9ZokhZWzW0gqPr9+sNvPKapWB"
    "pPkk4/hZWouUM0thaKQ5RE5azNcBJynPMc1RoiphpxxGsNZXJe0Tr3Ou1zo/7yfONbVMbl8ZJxfJvrJQh0BDqB4S9IL/9xL88nri"
    "UKx38AVmMa1CX4Io7CfP+JQgP4mznjZvdHfyiqQ8Ls1WboTvrv6tOLiUcXACHqoxkU0UxwcWJR956LsrfnvSay1rDHk+G1tBD+BW"
    "XzE3izEow0TTNLqs4zSd8Rm0VDQzOdvwv69IOgJKEUFh3/l3WKBnEKnsAU8sBh//eETmT+nT8qOYVv4SduUynOyLYfOM1bArYo02"
    "WOkDxWp3N3PS3sWyEt74l7BSnzMeT3Fulz3dCbDEbu57JVmyY7Q7EdqM0WJoetNaxbyjNmL1LKsimndj/PTG+/At/K5S+GzX60e4"
    "m3f1U8jQqTIzsJ6LHZwyW0+EcDW7D4+UC/EdB8gxEiVqxk0uLFY3ZT07wis7xuw7xBdDAuMFWQnvcS408t1Yn7tx6gthKXN54uaJ"
    "VeeNh7+ak5HOhS4zBp7N5AuwHF+FPiX5niUnSZ+ozLPe2typNGp1CKcwC6tkMY+uSHnWTpsdVeOrvk7ibVJlCau+kBRZi+f8K77V"
    "ZDCfcwIbWE2r1hpECc/yvOxQY2yq43yGGqJwC7Ebhln6HPc6gvznNiHojGAaTr0xXh4pPaQ6vBzrdrbcjWjTeJo2404KICdfqGOl"
    "LSb2M+Um/7BL4RpGQW5yn/IkLveauQz2vQi7eREkyJhitxM32V6OxP38DF12rPYJxsm38gOimxewMr/A5zlWz6LMF2J9ktrYq9iI"
    "aEozTvcSZ2Vaist8rqEs1We6jZJ6kyR8Depr/P1A+snH4V7KsG+VnOdaAelpyMwFSfNHKDXJTezxSvquyCRZ1933ts+gkpvKkFVH"
    "bpEoq1wpz6Zdkenr6i6N83Yauy1MEsb6E5Lwv1PU0WtSN4dvt7yhRXWL0vA+TaUuhEd5ZWgTixw2uo/v9Ill6nduJmwUV4rsMiFC"
    "fLX5t/sBQ05lnigRj1IJ2SEb9bFDa2k631szbErliD3zoQnKfdfdN3iCx4iM2ILzENWyTK0i4Z/zP+O19I6aJTuZ3N9pXHM1+eVS"
    "zXjRJun3EVOY8uelnpwU5l0t1ZgYw2Gc3rF5CqvYYW+ZmefxyiLPrqusfDvmwE5EzD6bYQ0rZw3RVncT/n6jhD53EjJuSs80iXJf"
    "G1F2SU3nQ84l31aaozHKXKoyb7ddqtmLZR7eUnoVlj1wkW85+XHdzlhM/BdJeDSym7ThrtNZ0jykrWDrJ3G3euJE9yG6biUkOrv/"
    "1twr/w3HTTYN+998G+yc/Krn+XmFtcywnQNrUNCMP+pkaLGmq/f2L6vhXy69uWcTZSNXNu77Gxx3kbF6/sL+AZtnd6o4pjHrHSrz"
    "EXhPcli3xqoeTITJ4bB550B/DeI8sCjnge0habbebCcr5KQLh51zPdOrof8elex6x+VO4vo/e8sczrIe99hG1Mez9rwVPFntmC0s"
    "zeA6ba5vBXszOkHfr2de8nh4RCOZpxwvS/FNI+QZWY5vKcOpuRsWzO5shX5C/TOcvL5pLzj0maUYNPly3SaGPs8hc/Ya3Gu5r+n+"
    "tqb4T7aY7zxbTIo+ZZI+VzoLubc47hCbJRnX6oyWDD0nR5q16D/Z7BPeJ77X+2gJeJeW871LjBP3CE52ccw3SlR7sdd8rkev0a9K"
    "99OlKA1V3NNUZsaDIn5ZyLzwYo89NTTUfpKuPD7ECYgp/dlnUpJ8bvvVzfOpN50DEdI2DfLRQyKDqUzLQwWiuoSPD9KzNtzJb7FL"
    "zt5V2fZixnl/SU/3Cf2cpdAzIffaheuoqkn3YA8/UTy1Sx0o9DPyqqnxhNWXW4nkNM/iPjxZ+yDOmorhVPaTCGvKNcxcj2iCJ495"
    "jWYzGowrwXBCK+FTtOB7ijU7ckTZDbuX7+hyr0S9/s1W/2lOU+wL2786w5PkMkOudmB18S4+9lsFv682gypSdtsn6Zcpz6YyQs/e"
    "h5yeaRMjO41y2pj6Drw4M287GWM7+YjTCwuJ5HmJHDclfub5ds51cXw4o6XO5wStJ/JXznWK+qlO8SYclWkZ3orTHmNlq5HFXHzW"
    "v5v3H9JxQrpmuplTlMp2YWVOS8tvz4+wfPBL7Nytp6RZLOL4ugT+6T7SRZrKk3imGetEamAlqJ4T7X4U42mz2R8zyIYfelxC6H2o"
    "FHOoff8HY0Tjr5bS+P1N9WVKDW1em3mOtB9i+Mae0G7n+zpRje+RiTSDe0pw3aqZ5azgnW3A3d/t+XCVSEvNzP4L/V4rI1rxe2QR"
    "RspnEwy78rj8QbbBfzc2lBpih9bzXruKZuxHGoVhZ/FQ9hnFPQdPrWcRdXXtfkToNa6Qe+Za+CaboeEN2diJ8vIGvJ9V1Lm1+iP+"
    "m+6nkxgWupD54FiGKeV0cewCbkfKuVsxRl/17NV+mTzqNawMNdVJjcxyQqTLclzVJHcze3kdG0KUWZkbIDs5fvZQwrNvutzEQX4q"
    "kTshKb8WCWLYO0ka55DM2EzTOQ2cUqqZrHf6JCYRzUc9s27EM3MlvTTk6Ei/vo0VEKcXbPr06d5vFnFTVd2+7itJrx3ivoMx5X2L"
    "30ZehZ6VbSyzokqWiNDLShKr1tHrN5c7T++7mzEeyVjGUd7qR8nfYCfjeugy60axK2/WS8QmReVmtG7Ca/8k2Q5q/IpEd7HQveUf"
    "rFQZymA3WYFnvgZezlzEbi+Km9wScmUT/int2w6R842TSjfKjXJCUKB5QUd9B37sOXoK4z3rmb66Cc6/xM+/GOnR2Q1a6+PEoZLw"
    "c8ANn/yiNHKOL6SfnF3HXy5nwl8pJbp8GHy/DvCxNulHUh+ODJ7E834Hv3m2Po3ofYnew7m6OXj3x5Cd9rIFa2w55t9JEmfh79IR"
    "sWmSHUfGEFzr+creIOYgSdTtqEyHsp21lV4nxxhbRJmbcf1IVms9VLLbrOy7YM8kjNmStIbF6pA3SW3OW+8s7pu74+fG41lHuXfr"
    "1CbDZdhUY2bXLklysSc8S1laat07/vfTvA3LtRd021B4kSs5abQKkpUi00Q10S0pcr5X6B+xFp19hagGPnsD49d6z65fxq6ECDNm"
    "SeypZmLmtRlW6VOliDwxMd55zEtd1Geg05mCBNlWkr6qNpS1krR+SJ+w5qZ+/V++kqdvYTUW4Z6OYk3MdYtOwnP8315nOzWFw3VF"
    "YVkXe2aPvtRwJWSiCfVCcSx0LkfYwFnvPan5y4itfkqGsA6s2jjJyMU6e3iU4HvwrmdBF+XjpIyWu3UZ7NsmvRs+cDX9pCT5N9Ke"
    "0tHi+pqSGZ7OQByT/r6Uneys9zFOGXVybXjmHN9XZx39/eBjRTlT402yeUfJnjBfp+qXah3C7YND5fIgR99lDdt6LGv4fAm9jN14"
    "IfkWzkQsU0ocQg3uI23RSz2zUNgMKjnFyCJFXsAv/Ko3WOccz9cwKdFUpis9ffrO89Zlue/wNatQ6ecYamayfU9Je+aGfYnqP3Gn"
    "q11OWY6EV/gXKUQk+yQj2QY1vGiV7+PrwalCXeXPLZ7TQvz8XV0fbpbXw0l6vb6mr7DvppzzqmL0w01/3I1v08ysjt6ZfIxmfBpj"
    "jTmKXN1uEpBDBqRfT1vktNc5SNyEutLMT0Jm0h3XWi+cyN8zBoyS17hErfLYH6fiNNHMOqS1WCdJd51VYpX3hA0QRtBCHkD7tZ1Z"
    "/Sr6MXeI44s5ANK7IYPi6pyJpMOMVxiSx8v5S40ZMyHWqUzdSSgidsAy18tw7Z9b1Gs7MXa+ffRxmyoJz7Uf3vUA618huzyUUybj"
    "rMdfitO+jKexnnwiqxhD/Q4n9EmpY0Th9GlTrkqT/H6snMbJ9Gln1KbVrYTdL4Fn8hYk2bhVz0c8tUofhF3rIXvCbruor6M0Pkna"
    "L3sCXqpx546XbrAj1slic3Fe8uc4PVfesYv2I1eBQ5m/By3aDydis7pZ15Zp3gqfynrzpuE7LpSHg2W4t4XQGxP0M69XHfqsUxOf"
    "MIJrL6XGTjKjNZpcwxWZaCpF9uhEJpM2hru0zndVlapx3EaJXxgiMVaJ3XVcLTMtc3GcgQJ2BAbc+TmwxzaJdoseJwdLNbtSUuSM"
    "+xLP9Ss7p63yMgwnxOb13Svz8JNZ7DD4DtHNR5xRGWOGK+4naDjMTwoWpYaaJu5nBZVRb81iL42Tp6SfReSqi8XMQ6S8Pxunh3UE"
    "I/wU+znSHq3TLVVkXmneBu8mA7wXkOTk+la+Plet/02eb5gcDwnZjGh+pzwMOX9UTDtO1DexPo7XrYhSWwmNeqkYL/QIIg1raFm+"
    "wqsNerE4NPe5Uk+N4uo933Ct46zR5WeyOuVkUnTaZjjvvIpTX1YQ+XsF+VosJ2Us9m9idc+VydiXE+RP8jW+cQV293JYtTR/WoL8"
    "4UmPITGf4R1ouj0lj0zfj0D2nse5WKIHtFCdrtZxXwFpsskjxjOci2vcJbdAs00QO+XtoEe36mb5CaegA07pHHqELspKecZOw7a2"
    "kku5E+0yeWptgpy/jKy3lnHM9fFDlNUp0zeu47W1TCQWLkYv8jvcpWUClrOKrGQSsJO4jp7QO/imr/Cv26FpHpT79C69H/t0gbZo"
    "ESeK/n6emAZ63XH9q3wFXz67HGTnD8nuWzaX7832GccXfAr3xM253ERrYxnx82HD4vD5tnJWRlv5ntivXlyZtuJwBN0lHb0naW0S"
    "iJzHcq7EPHWc+SuZxT8Cn7Z5KBtx1g2pNQf/n46VbB80zWYMlDRHRY1nvrb+RDuNvSSRiSdTiG47ytt6Mc7ZDXqCTm5RA8/oDHhD"
    "7zSzohXe13T32+BR6lZLDIn6Sk/0jdBD2Y+V9eynsRRP4ZgZoz5v8b3YjOFXsHJ9xTEwJNnpOtJjTQ1DvVhME0fJdmhVFONImqf/"
    "EDehsKW4rIRV7e0uLyXOZD08tyvFoc4qiTspYo01xegw1JP8mrkekpBslufoOM5Q3RN24CR5GafRWBUM+dOJueRa6Nue8rH2kZ24"
    "5wpyrmd7pVDfwI52w9+n6TOQ8aPgq9TowzpdFuIkHiVzqc+tK3AJNO61GpEvmtWJ/5dc/dl3uwh3shNenHX+2Ozxw2FfPoE+Mt5d"
    "47pbxF2u1/tgYU+UCj8z1XnSE+C15/vpKcW02M2drGyvJFiPrYFPXUEcfyHruXWQ+3Ji8xKwfaPpB7m6WQFZ1hrUYbDWkSHzGrmE"
    "DMeWz1+pV9LG1qtj+d6N93gMa091RNS1lyKPIRNx0f2DehB8iRrsZg1RU4OCjpDA2c0+z/++NhXqS3oYbWc7KaONeFqK2cOTzJzs"
    "dPWtm7gzmI+I/TF4Mu/D61+m3+hVZMGdKNeyHybhu+ZTlPkoubuMd7eLRHDCtjOPsYgZka7wJzbi9IdNJrnu4a9nzPrW23mC3AQP"
    "bCtijTF41utlGq63n3yLd1yF+8iBFvqzTIWfPgi+22qPykjXD8d7Zi3TjznsgD+brG0NZF+q4RmvyswFd9ayT5MpeIZQXo7vNu/5"
    "O06rmoYz2U16w+9J6WScKJuPaywzZ8PfPFtqIXtV0EcRbcQkpTs5k/Rb6zlbqRb2JJcZwAvE9UY3Nzc22+Rnq4Q2EO2XItPyMuYB"
    "Zuh7nrPAze683ONkbHp3z2Y8FDvfbSEZKd21YmO+lvWIfM9neJ+d1A3UYG6aeOhz9K5WPkBCr1cNAXwe5HeELLB52GIMJu0QS9rk"
    "qYCol7ZEj1tGsDcjApvoE9GJYgiXQ4lASpLLqpYVDjfVui07YZbSa03AkuT6kz4oU6syhK7d++0yUJYhflyhRyLC7QD/oy08+7lE"
    "99Wqi4ZT9DGP8jjJcjIVhD4Daet7loQ+L+gm07UWZ3dzPXOxTfMS4vtq/X7vwz6rKKtSdRkJSNfDLGpzHRP19CaE1tZOVBEtRNdm"
    "mL7jxOIZS8Dxcgwi+m3M95o/vpv08P5BO/oHro/b4V5SnOuRpA/ssMauYuSyIynGTfeSWTjBOkwpcTD3iqHhHoaX42q3a7D+lYhG"
    "XiF3RhR3YL7jSGkgTn6cGEPkJHgHY2Q53r2NmbnD5UU1xPsQqfPed5rL12G9NkEqfsX9P4HPfAF/4zO86+3gR9brHdtrSNRCyDXY"
    "V9QzETvOsoMzvnln5qdLeJqT3M/HaVMjZKKrIf+CMkdonEEnSjKDiivBny1kHSd7LsAOjMVKfY+TUko8hMhCYkxOhJ63uTilXKGd"
    "6uJQmzmRxzNWgnsp0lulilmF9OTEoyTlGYJV34d3WYU1Mx5wYy6xPKf1MZb6ud0hzkLoV8VlZ2wuQy5xEgU6LLhHb5HpZNj/GN9b"
    "w3NQxyrWInirpczn5WHtv8U6tpR1sj+nMM+CT76M81Qn43yPhGQkMhxUyp4lq5zksBKW8hOWXWXySPYtb9ah0l9yiMwswbVmM7+4"
    "Q1dzBoHLPsUz2XC75+Owty2gq5M+sxj1+cIivQl6PsLugDizPhGcwkukLVH9/eUL5h0sE/aLx8kUkC2hkFmkhK+zGrPBcDmQXtZC"
    "oqgrsG5zoeMNc9RTjpO+YnUW4+m4ylcn0qjdXO5Ub7EsjjERj8I7Txbrz24hmzV7B/mXvCeBJlkNCdhHdoesvqQ9g+W4/wvEpoFt"
    "YK7Lam33QhcZS8he8L36EB0dsmM1rZ2Mj9N1n1Vmas61jESUWrOx5uzycMX8SfZXatmlUsGVXkqfIsZY0FALs7A6X7Ivuo5ZmnLN"
    "Jy/gTk7oGypnQPoGw3e27p8NzOiHPk/gzlecOYKQWcZSbydjfupaBCc9Ri6L/cVmqKZYBajmibtZDGm8A+tbq69zxvbdEmHt6An6"
    "5DZ3MpphpD4T67pTl9MfrvV55gQjF5tFtZORWsxXo+xkj8ygPNNTRKrIz5DGFUT5DY7B0WbhVMBm7we7M1WMTWouvJyPYWGsS7Gb"
    "FJFz9C5I6yeQ7i8QNV6G/bwYdz4N8fF3sA5TIYMt5F7EoF2w4jvx3lJ891bs4lbs+gvQazP1Zf2rPhq8qVfr4OAo7MLZ0Jq3yu3y"
    "tBrXcncyJpRhBbtD3r4lxvgL8mNdiG+0nFWOGBOgcUrtCx3xN+gi82jNnsz3aGrz/N7QZ/Ftl0EWCon8X83I5FLypVX7E1NN/rty"
    "34fs4oufoINnBOU6hoiuQtx1Lj5hUXmo1+Pk7M3KjGWcHFOJq1U8h7t6SqLc7fc5q8q6xXKI+jTd3YVoi/R0QustyW6zHtILgwYy"
    "87TB9dbglHwLTT8W58hm3yynZzZGIrTylvk4DfKT3UOphmTsoOYpIprdrK5ZnEEyCxrhWLlUxwaHBAfAMzWe9xnQDOPCWpxz0xWB"
    "2ES2OL2NQnikhk8aSt7ahMf/OotcSgs71NelEswQtBIXW0axK7eTFcn843XwM3LV5o0MlvmcGBrxvn0l0XCfQII3sw9/KGdufgp9"
    "l6MRZlJXIBp7Rx8Ix+urQZ4c1WJj+HjYGX7sLNlbToYmcTXB7hLLIEfCTAahhhOm75bqzNTnBLXbf75S7V+xet5nOE1jYXlK2Ctx"
    "lvwKbX0VztlwsUj4DzIG6/wwOX8H0bMoZe2+Bs/u5rmXY/UmSdzPAndM4mku0bZSm5kTVYGoNZHJLXf0+JsUexVLIMdpHuJKMlol"
    "/qOO1hQP4TznozPviHPSkvm4e8gE+YVrVEkW0TjZBSPNzk3KhvSzn5wpjgndTVd1NfO4ZuuWFbIqtpNqZsM70hdvwz/3FjetPOL7"
    "7UKyQQ2SRvTD/26qoZAXtJfP6jatOp6Lfb5XX9STg9HyL70R0ekP0hnR+02+C6Bp13F6TWsRsdhcgBehqd6Fzu+Fe7sI2mwysXUx"
    "ZmoukFrvI7SSPCJp3Dk7JNO9kSAK2DzyIeJY1xoYKx8mrpZcnUFVmT5o2lMc/a8qnqEmm/B+2dXHEiXgsO5OBivJU+n6dazO/w9E"
    "FpPVvOKOsh424FhoxJbQ6L/qbOZOY5w5ZLWyofI5NNpc9oo0xao5azsC9kGkT9AOPqTJfAEZ1Zcj1ushxmc+FtallnmbOOt/Vm/Z"
    "wmhpPWzN1VjnuF6La0yHj1FOzpMCnLdNeDLzq5fgrFmmrBPO5bPaIzA5PpSrOMZHkCliPPI5m6AUVn2V3hl+L2/AD5yv8+SFYFoz"
    "zL5lsHLniLM/5ZzgVcXc1Hnyn2cuLee5lPpcf5b3l/3gMydZzfwz7uhF2ZfTF1Zg7b6hbtmGO7GJ4xYP5sC62OSuTdDbt8FShZx/"
    "mq73tJCm7Ftmj4tYAcmBTi/Uf7Gqug2adT6szQjoU8s2nivGtltHLMlGPtFAzzvRQA8l6ethUXY51fjpGm7Gg02PqfKMvm5e7GGe"
    "vcJhS3Z49EtX3PufiCKqJ+IzpheLzUubTEbqAxHTfIqr/gJb+gE0VvdgNixYHdZyKazkUtzrSsjUat0V1aUemWQyXc7J3q57uien"
    "oSTIalFO9sCU92YamNEdDvmwe7oN+thqHp8hGvk9UUa1egm8z7uwHpP1Xdhum660CRZkD/le7zB9m5k85DC6StY2IVdYKoPAiXkp"
    "N67CrWqR2Vp6jSOkK7T8EOjOMqJtn9dCWsEG9ly4vFFET4D1+hN8m72wd8t1VmBd/SVYx/n6g5yqa7XBY4y2Mpqq5mxIO2drdYae"
    "jd38Ra+BnX5V/wLr8y5O6T7yKO7jGuJ/3AyQHUSLleC/vZt5JXsmK6IXsf8t4bOxMeblbMf/m7xYIH+Ax2c9+odBJ9k6b8BOrOM6"
    "bvXzHK1yME4ck/5mvaJZhORxPsvQwP6HWlbJLQuSPXr//6kz/U9O82JmwxPwVG03LEMZ4erVNvNt8312wtg00vO2iuGLRRljxtmj"
    "budrALvfq4lFyn4H/x0+/r95Jdu6ZX+e7Hf9foZhu7ekPEaySO/kTLIdtAYTJN07Hvq+r9fg/4+XE+U0OQxeyt/0XDlLX9HDA4vJ"
    "J+Hk/UoNU4YTMBeafhVxiWt0KU7xdFrVXL0dJ7KzdJdTpJ80VxnKvtbZX/nf57ybu4PsMprtlTmQmBpmw3/VQnrWRez8LdEV9IGj"
    "tHal0OzzONvxELkRMds+RAN8JpYjKMInu4llar5jHsc86/uliJgeq8J9x0m46ms1bvZII0ehY7RO4zuMcWFPYrHraXW+gG4t1WWw"
    "FyfCE9ogZ8lCnckZ8SnWs8/CfcxVl7kyvs0eiFlu1VOY9zkTe7tZ1+tfAqvMGKveepyRGfhu47BdAu1/J3RlHn73gT9fyd42mxbf"
    "nZ1iVfjer8X6L57KVOTtv6ncS8sRDZQq36vckihPm2pRx3vZm51EjTnllEcOWYeZsT2PkQXQzdZXaayWW8lGMRZenvPMqzNc1UmP"
    "XXKZG1ujw6XSc1DFdKLuCDsEp8iB8mX4rnwqz+oDsEKHyLBmssfZGfXcWany9Tu7wmycxTie5Sk+VYId9YaBnUg98wO8CNtrq1eO"
    "lwTzgIZsqCIrSD1eTXDKSB3nlVnmob9MRIzVdGpe6DHBbcR1h1frXloSjpSuQSDf4DsmB5/qn+B1WO/aOvKlWte+TXDMkz9LAXEH"
    "R7EHpIregnWA1/DKPfFceZDZm6SK8rwV59pYiophAY4MNkB2DP12Br5jC3RKFT5j/l5nPuluPFFDxLE9DWA/83Z4RjWssyfJN7+J"
    "NcI3OfVzp588np5IaVlFk+CH5DrPGlAEOSyE/2HsL+0hhdn1wf+j7j3ArKqSqNE6DUgUBQOCShAEARF1RFRMiBHFnHPAnLPj6DiY"
    "w5izo4gJA2ZRMSCCgiTJOTVNbDqn2zefeqvW3ud2MzPd78nnN+//8ZPQ995zz9m7dtWqtGqdnzBhkYBSZj1S8F2tNqOWT5jiaTFf"
    "ai1keT1XJMKGE3J/O8534fyCFeiL/f8V0tY0WARkVKz7APEeLI3lDrdEIzX0PK7OeS9y8Q70fUPVxFnO992XtR+VXD/ntYbMY7cS"
    "4yYqIT7Mkgu+rVQ08hk3zacF+0idTdkxx7G2EN94LaM1UXy/lgi8HxDWcmCllD4Hz+wFfEdM74FXv1Xguhzd/9ZfPZ960E2/2AlX"
    "XkMM1U8+9twK57Pn17FNDyeXoJtCv57n90KpyE0RK+e7jEdqHWcv9tPd9CY9o8lT8Nqf1lP1M0jjNXKgDpbzIYFDoe0s+jYV+Pci"
    "3O/FuJ9WUsDYoYuCrub0BYuvXCsrie3izF1X8UwY18lMnB/Lg7eiftlInvsrxaS8muzE1oM6VjpLGykJv9A7yOB0RjBUPsBq/ovz"
    "ifaSz7VQpuH8bRX0kuugU+bjXWthUxWnZzq0xEodh2f8QJ0PkiWLUWazSeSLOJnjLLzra+jniWo8AWuA2p7CabDpmjF2+T8klayP"
    "P05qGIWqoC5cB5teSzYOQ/0pnuc1erXUcKK69Xh/zW6sBeRaihGNWmVtCdnz0zwjqyE1cfxsKSzKVDzVntCSuwFP5+vNck3wBJ55"
    "KXD6LH1E74ZVuVXu13vVartt8tx6Vgss9nEj4zd8hLwRdXWMcaxR1HtuuYD+9CVK6WU/S2xXDbSzs5yj9+lBsFEdm74DG/aFVa9g"
    "NQcyO7KRsZdmjNndwV5u65JxMd67fA+7sXzHcYItalzrqwNrKFXGwRdyAlBaX4edXAX03hWe9Eh4JzYnbLFcgmcpZES9mhWjLWVr"
    "sYkpebKfLMM3PSMm2zbhbDHWcT3Wqi/2fziw2Tjs8HzIykI9V47F6y3gi78I2b+BLFv9xfi/+sFX+ACfOlKe08tlOhDXB5CBZdC5"
    "P+M7xmOl/wbvYzt2u28v01gfZQzbKcj7ELlFzHveUeKMlVcSy1h36B3MARZwxvRReO80MZ4aqyx4AFb5Q6zd1uw/M92zE7s/E7QT"
    "faThV+L0qOK5fHndHMyGPyMyQkdS20VTmNK5GqdS9mmn8ekM5LuWljrL3EHC2zk3e8k0rGG1JYw/1DKGu63UsOslTet3Gd65yFd1"
    "HxQU6/tkftyo/cJVtAnlsLTP8hOmWWpYSR71B7ajXe3opyPF6I/9RQdh/XeVBU1T2h/rNQU+6QodqKPwDa/g217Uv3JiiOEtY0BY"
    "jGdPcObGtbRflb7Xt9pHWF1Uf4jXvKHnrIvzXNzt+XfiXgeUkstkIc6kTdc5BzZhI6dFpJnHOkUa7meyeG+oEUu/IY3+kmJkxGWy"
    "Wkq3XHdPue9zSfheo660/646zbpLYzwzCT+ny6YIDPI6qX9u0pbrbMrmeKJsNlyVjwu6esRdff9Tu0ZecXg1m6tuWutjKENx76ug"
    "cVYz7+K4kS2blNL3pISVcFWQ71K8bzVOxkjpA5tuLANL1HWoteYUV8PrR9Ku/e+8tobrUDI5jl3r5lzHM2CxWbcuNcTErn/tRuxQ"
    "KfX2EHF89FFFW1JX+Hcn/Flws/TW6/Os1pnXSM+debpFrKNtIgl2lcbppyV4tSR3pJKVuvdzukQtO6wynBlVqlEnb1dxU+NbS5HP"
    "FYe0zdW8l1P99Npaalwn+d0Z5bUI1fV6CWxeK7nV6kTCVtIDevFcuTCYRvuguY5d598cw3r0qAe1xEefzE9dTi2R4Pe7GZNZnwnd"
    "TUJf95z0vO5DxM1gcJOBb9COOLdj9QwdGFwqpwZfQD+O0h11kpwFa90UyGEBZyhu0inYg1N4HlbrRKyVMXO8BBu0ijOfZ2AdXBdg"
    "9G1H+iqDkPmqJE7RX+RI+osJWMkNjBVtoDZL+axvklO14r6COq09ZTW8sMdZfTwUntflOO/nyvesSjhAzoPdNQT/PSzD4bI/bNQC"
    "oJtSclk5TfM31pBb5Nb1xrp+6NpcH5rLHMZ1DPzKZ7CGe0onoJd/YT8uh20YjV3ppTGZrI8B/Vws+wHTPQ0EtRK+yTxx9SErvJdj"
    "vw6XtNfTf7yaLuog6pOrznTaMqPiWb6cH3gG/EvX3TxJm+MKZbAqVov+O/byTDkM9z8GT53k7OSYj0129vcUMqfwxzG5y6zX4WD1"
    "nqTFjQVWfL4as9A07Hc+NP8arN91nLqRYIa2nFlpm3KS1CelLMegmcrFT3fy3XgNz2yoZA1glpYkyykBfcUiv/s24p+aDjhfajy3"
    "qKsQd/nMD8lLbF2VNm3qTv0SOnKy7hLc7nl1HMNXyk+ect3yhZAfN+t+e8/+a3VIr8kM4OUWskSPF8u0PwsMaTP7jKvrIGYao5Ob"
    "8TXsA6WcvWsf4ZTNxDUtVzkemqdJsDWu8hgtYS+J5ZihhbkuW6/f1Wpxf+NkzrmwwB9wvuVKZtOtMn6NjywcIdH8cevlOFaKcvOG"
    "YrlJpXa96/Tvssojj4MkytC3IWNxJfYrQiji+9nrYt2t6s0CDr0mWsnIaEo/lyPw/i/1ZZzLi6A5hvt+J/fupLqsw0zsxGqi1Gp2"
    "jZuNv4S9TCfAlv0OP2eCfqO7Q2IsgvIw8w1Tye+RYD9knPU/y1gRVoHdPcjPv6skG/XeXk5dJPhE6kXzuNexNt10876e77GhHsLL"
    "9SE1BhObpmKdUffLA5D+Kj1QMn6ese1LE9/j5yZpztIRugnoNAZ93AXoazzOws/4/QbZfKZxfZ6bNDuNTDqc5qxQl0NYCz2W4QTI"
    "CuxnOS1SwNh0X84kTbHazKJWLv9sXkEneZE1N3F6ccs4KTcOyT6RM5nK+Jm1Vg3Pz9TiHRshM+fKU3qbPKI/yw44Pfl6NFZ/qnaR"
    "6ynrNeTGC2hLJqibyj2E6+/u+jRWqVV4to61zKYUsK9zlLzCE7hWbX54aSPT0mK+6mt3iTB0UyKEMuZwaskuV+GzfWneUWPYJYBO"
    "OBhW9Dw5Cn7E93qVjgMKmounXkkmOVvlE9hn4Zjmq8iH8sd1YoT0S7iuMXZtGJdnXynx9qWEmM6dkc5E092AuWdAKi6Gl7IK/rlZ"
    "7XI9j76WOx8bcwwmvT0GMo6SiP8vUW8qpGm1DrmZ0lHMIu3rMqNsbAupYwOxOo6UP+VNPMvwnuJ4AWqoG6OKEPvJnozrGBvmgazV"
    "cpa8igxk7cXNMa3rKXO1IZ0YK7KeoDmcnGd7a37aSPmRVQfzsZclzJQPFEO/i4mKHiS3wrRGrGYRsHakn7K+BsVpsW9kkL6vjzI6"
    "9Yz5xUF/+J2t5BlWYFjtl91pDzJVuT7GMg39zK4oy1zD/bLqp4Yxn/HfWuxjNby5d/GvpfivC/T0kOBteEI94cFOhYfydmBsE2fK"
    "bOCE/rJlkfo//pklWJ/OjIcVkdHWLMhCnr11uOtixv2qYW3clN+PsN5V+i18uLFkQLMKv4U6Kygnb8k6/QHvGSfGRmUzqYo5/WoV"
    "rIirAe6VY12J2LLsz53JL1BG7GkyeJQ4SVmt/5CTZJOvC6/iJHvLu7gsQa1nGLJpTcZkbRXBa3SAGP/eu9oWXuSTODHNgC8m6wNy"
    "r3RmBLSDxH1MMwntk0eEaXHu3cVxHrZkZvwG6pJZ7B7I90jaKjt/VQkMeViE9m2s6UZo9Nes4xbPfS/QaQv5DdjFSWJHEV+FHZA3"
    "XxhBqKGPuhQrZzxj7cQ8t43AX2diR/KBtQuhAXaVl/Qc2Q6IYKV+rv/JqxzkYtah9xVc7OcUcdHfGfoW7tR6EObDCn0jA2Uf3Nl+"
    "8jSeuL28QJ+4FK8b/+s/ObllOPksU5x1mPKMAJaH6gKEVteDamimez2GBosLnyuj8eRTsTbL8O/l+jzOzGoZT07sHuwii5CjVeC6"
    "CpmGKm5eg92fi5OwQC9khdC+WOupegEswad6BdD7eqzQEKzNdfpUUKHG1/Hgn5xV3ARraWw8fbgOH5DX8GTWQW7J92Q4wboXteZG"
    "WOT57F50/A5/ZvZyS7K+f7aP/ud+zx+/WjqHMF1fm0VZ0r43pqGZJ1t21/+rz/yv9ueP35vI0b52JONnwNTSA1+rf/bq/PFXmjL/"
    "sQ87UxLs9Y9ztnyZ54U/kJq9Svdgn1UVK6q35HuaSTs/L74J60SrOLsiyz6tQeJ47dzc8mb0gJvCJja8Bs3EmLtLPTLLE8dn0mQz"
    "j///Lnn74680jA+2TPP9mack47s31sAa2KSPXWGnPwR2eONPtj+NyWjD61bG9VqrdRVdrrKyXGfT495bXFQ543n9G4/dNrzWDT/p"
    "weKmtLUAoozTS7PXVv3J2r+WVVRx+F/m49k5ifv+g/+VjJr/EU1hs997imMlz+j/2Tr+z9S9n+gLQKzPAqudDR/Zehyn6PHwjs+T"
    "OOMpISN3llONMdO6QR9iB5JNGB8HSbbI90b6z+t1Cpk0bBapsp9oBXFsEWf5bF6P7H61pJ0fxf4zi1gYrv4aV4mxM2wNfJA5PmKW"
    "5Qk6TDI++t1CvtQCfVqPlmtksS6TO8XqN+7BHW2JN1XCPOzeEuVs6lje/lzf7G1WU9aw22UE8O5uYnPPH5If/NTuKkbX2snaXN/S"
    "wTI9nCUTmnyuu0JXfR/+pDNwWk4KbXpGrWY9K/dGvZZ5ImWOM6kz9Xy5SVpjV1fJp+HIcFDQJThVX9fzgwrPwh4xGq7mblwvy3Et"
    "m/Ix1Mflkj7yYH/OZed5VEmVhVfpphD+2MiTlpCV1HIDm4L5eGLjy1msS0ObzTSApy70UxJ38xGKhB7DSdKbmHmMs5YjzWigi9BV"
    "MAK0BtJ0CjS2m413vpzoWTwynvPN9XCtYo/kN/DeRuq1OlI+hS/SRYbJW/B/z9aGP9NN+ks5q4qMef0ZsfkJM/DJGViBG6WI2fDz"
    "4CG2la1xZs7QS6Q57vljVgZZLcGj8p2O0TLpC3TweiPntFatkyfBSueYfqW3AX1YP8SOjZxgV4mX8VXrFim8QioYvehM6/CJ5+Yw"
    "hHwmPVbsXfYBuUj2DG7CmX0D8n2kdNYRulD+Kov0Nv0Mvp3NJsjXvsF58K+vkU/0O1zvab1Desk4xrwnqNWUWUVEMXuMDQmNZAdn"
    "gmeyHdbY4ghfqLF4nET/bwNjKC96FoVYrlo7y55Np2HT8AS7BZv0BKzAJ3qW9MFa/6C94ee2CLLMaDaVaEpNby+T9mTXSDrXm/1p"
    "rtuysQ7/UzlhO+NjZQnPY1PLDMpsn29O+f7U/vCqLc8+Dt85G766xX2ukN6yI3TcNKzTQ8w1uklOdQyvjmv1KjzJsTJL79DWwcmy"
    "S/CVvqgnYl26ysuSD7loLt/jJ/P1Q5y5Nfi9afCsPqbPyV6ykx4kE/UBnYQ1/07vwY5tJ9Y9W8EIjsn5IuJx4xk27XEP/PNH2AP2"
    "mPwidm6/00Lsf7FeSEafWj00SHBmVTlZQ1uSmSfuZ3fXeh7I8+kTJxgfLlLrIf1cjN2gluwhKc9Sp76qKQPdq8QExZTEFzjvppK8"
    "LYuZH7GYZ2n4JuTsetyf4h33Bw/hrs7HGgyThGdj/8Jz3ZTrj/z+FfoWGRaGwKYssd5jGY+fxfR93UWqOYXe8WJU66PQinsxh1LL"
    "XjSLKD0lruLT4q5FrJc4TTK5bpFqncV4tdU/Z6EhbeqtRWNfheaq1DdYCfQ1fIvZeqXUckbuATICmGACzvwOkMeJjAa6WQh100xr"
    "9U6c1U04PUWejX+pTtYOgUVPbHqDrXwFvRWruHHM/U/KaHI/VfoJ01lW4BUw8mUTpi1Sto1kfKeri3lndTRW8gmuTCVXfgdYijT7"
    "6i0DtkJ/hy76TZ+BXMyD9jlc+skxcr50gk76iVXge4hxWllP6gfysQ7He8v0JWj6AdJddpEH9DcVy9NJdbh30EOex7ktYp1lAe5j"
    "AM74icymDtNLdW8diCuOk32C+1lx21vmQ5fcLAvJ7mSsQ63h8VjE6XTok6/1iuBK/QiSP1DP0Q8g7z/qdvItdM1b0KQZRonCXKbf"
    "aiWVXc8JjaaQX0krnCSzj0UCK33/ZwGluJrS1hKnbU/pLBkfAa713LYxdrmcBHzwnf4mXbW/vqPb4kS/pV2DWTIgaLjXKstsYl+s"
    "9z2yWo1PNCSaWQ2pXcmMY1NZoGeKVeuth4y0DqyHolmudiDSDSvJJ5rhHtewZuUwKeQ0E9N7gxv5nrSOZ0eFVfF/Cin/Kz5HXhFy"
    "8mXYu1/OE3o7T2OaEVlDaUs9A79x+YXY60rG+bJ+FbOeS0/9vOKGUcBcvRQ68C68dwHs0an4Vylk8AbdMdgy1NlwDrktcF/9OQ9X"
    "S4Wfj/nHeWQUiDVJC97K9xsmOA2xvWwZu/6W5H+sj75HPX56x6jbVayWqoo4zXIdC2Dra3li9pdv9Ht9I7ge5+09aOO5eqcu1znA"
    "Q0/TMz1RLGptUfw4o+XF1FAx1sArJ93V+OkQq6BVijiP0bHKnk2edMuN7wlt2pZrcTS0p9VCmvStwd4swZXddDHLE9mJ3Dk3tzJk"
    "fj7uJ3WfIDYN91zOQN8EVH6+5KvxmFmu7Fisx+5iLEg/8b1l9Wa6tvETOSxD3lNOALp4HJjsXEj0EdCFBbhKX7FZ11dDz3+E02Md"
    "AZ/TnsyGxLuO880Zv2yuuZsQktK67tD6r1h13DAysETTZQvVTXR8QvKgkSr1H9BFF0GHfQ393TzvfrLINPQ9j3CSaJYsTFWcKJVm"
    "DXW5jgvayCPBRtkvGJu9QZ/Un9JvBn2a/E0KM+U4e+v86cqw/8yxfGTx8zawi6W6B+PHN5KZsUJv8hm7/95lerRnE8/U4x3uK+/g"
    "90NkTa5GNKsZj2syXq9myBvnOKXsKjH2TG8tm+qxMauvPIrTw5uli8g4bpUNlWTMrqA2SePfGV//UEF9EsPuPCMbvE4ZwdqTaHbH"
    "t1zrC2BpvsBaHgUs0Fbe1uPkBFkGWb+VmnkD/Jgj8a351PlbSTn33Nakj2i9/pooF/Kf1VrR37/FabEKx5bYn7vJcXAAJKop9Fch"
    "WY/P57SYDcBEy3Ux9MNsWMwY5K2lJOl7pDxLURnn7tjTvspqozU8rQW0Mq5qvyH99rva2eoPTX6irMDpX0F9/C0QwnRdSMTQViKW"
    "jG2wvreRCX4RfnIJudqK1eqKzM+uVTeXKwkfxDD+MOzv+/j3ch0lNmeuozzDyRuVRF0lvMMq2P2e5PFLs/qw0jOI1XKWizFQXY5V"
    "uUDOwXkwPsmeQCETOMfIsGGpxnydklmS52SKZ5i2vN+30ECjxSrULsfva4DVk+RoTmqxRjzGcX5bTSO8uil2Y2a11lfHN6M0m/X6"
    "Daf/I5yBX7UAn/6nvgQMOVo/kWOA+hyHuGUR65hP13INjbnnAOa4ayhn5ul2JqNxIe68o1TnalBKWZWgkM7FOXl3M2pWeDahbaTc"
    "c0UuZ39PnBWT78hkXdlkBDyyN/DOd/Hn9fpXoLvnYQdHaEY6craRxYlNM/SWOfjzBchyh2Au5GATVnhf6lnjO5wFj2Ga/h78jOe2"
    "ysw3of3c9N8JOhh3OFyMA3QVK1fy8f5VkMPRWgGEUapjIEm9WWPaHPdp/QkL8a5JsA1AxpBAy6c9AIQzCtr3crzyNPV0Get/t/MT"
    "RVL0BKwi+ySZQWS3r+dZWI/1PBzvLsIzNg+6MdZntms1fNbvWdm0j1wAD9B4g+bive/iDHWRr9jxAT9H3mNdjbLn0fZmgFi3bah3"
    "abUU+dqiGtaU1NAuZoDE3mG/qemrDkGG1WG2y8fLenUxv92ZmY9RYyXZidLQtI39xKq8ewNNfgO0ZHwWK4HFPpedcDYLWWOZYg64"
    "FHvYmrPnZ0rC+39ZxuRD8ohsLSmyJ8VY+5OgdVuhv5DPx/5eBHmsZbZ4E6y28XG6qIZVbN0IjTPW8/Mqn9Rk8HhJeQbeJP2rWp/p"
    "TpEhJgYLa081nfLpPOJK4LiG6xxsouZ8P11sPbTQSvxuNd7vQyMcwix7hh5UjLXDq9i5b7PRnOcWZ//Qap5qW9dLcNoOkKOwekNw"
    "lZ/hO+4I5HKc3K+PA6MPAx5er1/qKTpGE8DpFdiRQ2WiPAcd+w+bjwwL9RS0/mKchsGQuSegneLM8Fsn6PHBRqLIOHkna/1EUHuG"
    "fSXiG8qQ+TqavxTSlwvJSqtAPnfog1oml0kHvSiYKYfhzLzG3tiID97VmaWp4/Yiuv5c14e/4WTOw+5cLLVN9oWW+lKvxvpNYQ17"
    "kij6V7x7Nu6rJST6SnkTd/1U8Hc5KLwu+Gs4ByjgA6zZk+x3X4hT9DE8wu+xJifqo/iMdRpsG5wNvXuxlFBHG7KwOOd8jZEhWH1N"
    "fSbH6hxiF9boHVLjOUync4blRt7N8/JWI1Utp+D8teJ05N+JM/rBTv2O3ZykTbFvXeVSmSYbYa+/wzov1hK5UL/hBPSU935W+Hm8"
    "c2Bl1vh7UfI5rPHz7Sug9QrwnIugEcwGDaCdLMcpOYbsFxfrVHkdcrASFk3h/T6Jb8qHPNyNu/oc8r0U92e7cQzu+Tr4kPl8rnz9"
    "S3Az/eJy6C/Te0OhvXqKm9qwySOxfHWzHxRIchl2abIUepa1QkpBAXznezwvv6uyPNJbleW890HSTubTSveS0+UXxi1ex2cuwh1d"
    "gDVJAlW8rA/jrv4J/foMzuLh8C8W6WXBScH+7Fp6UE+DzRkdnKvH4EmM+62LWB1gZ07dqWVufz3QYQmuV6Fuqm6akckinuXr4Sdf"
    "La2ABs8DsrmabNpDYI8mBnFGCx/Ht8X16OA3IutW0OPzsLojoT3P1PFSCsz0HnRuP6D6hyFdGV+ZlSVziKuTspXqSaaYjuxqcxYq"
    "zbk2NgcxqXfhCodhDxM4NV14/mdgZctggzboToyc2j5W4qcxPGHMzxV2cRsli65y0vYGPGMlPExjsjCm/Fdlf7HawVaQsFu95ShV"
    "xyYbJ5vNrTIL575fkCcX6atYv/2DbaWP3qxjw4Plb8FYnLx1+hz0yGSdotfn/a422etpyNGbei724xJcc44+KMYb8TDW5TT5KugA"
    "q7QEP11q8yPyLtcX4K3YnJR87UC7lWA8YJnuKkXELA9DAmbh53lYqTNYzWw9WQPJUWUVo+vY52pZibWsJTGPeBU+dxw0yWXkkbAK"
    "mEX6T9mb/E0FjCYk2F8TY07OVcnuRct2JM7nAH7CWQ7jMS5hLaObc9CcLJLWVX8CtFKUV0uzCqiGFX4pbxsMq42AzBv+W8HelUrc"
    "4Say6rWD/BydNxnr+D00WTN5Cc/xIqxTO6Dm3SHB7v5cN4HFAPuLXSEvx8tYyrq8iCUmqqJO+Fj9X8R5A/bvufjJ+/obp8U2lb/K"
    "GJxAw8PXyJYwsthqV8D7s1jpM2LVujPZRffv/C6BRFw02S3Kyxj7WVYr6nU828o7jLu3lFEuIq+6hsxW+7PqJ+tnxkef2V9crerP"
    "8PrGcGpxEdHG09CN+bhKw3dgszSHYK/fhbS2x5WXWZRTn8KnCyDhCeoJ5+GfzmnxCdawbS+Rb2YdGNv7GHE1PlHjPdZ4jqHAyclK"
    "dltO4e+HYJd3wim/CtbamFSOx98vhTU27mHrRvgcZ2gx/JgtYSF3fb81fgrjdaxwqPFxqt5Egm7VEtqavlBI9j5br7ckxlhfmh12"
    "CXZbrYBlMj0xSDrQ5y5nbZ2bo1TpUbpxb63CqdqNFqEf/YF2/vldrGY7yebsp3mlloNaT5lXX4tpHbWb/Ltdj7qL81Tov4Bn2ohx"
    "w67WR4FRB0ADGK+kfWNvuUeGyp7QxEcAK36J+/kSiHFRI1OPl0AatsZanQJ0ZBPVftA5OIWH4lzanh4E76BuflVKHffRt9A2w+AJ"
    "tMUTPiSOabIAWj9fu+ITp7PW2U11341SOFbfo9av8Ux21fxzX5/p34TzWUsPJcWZRqb/Z8P+bNmsmIbloGGGjI30aK0nvZwRYevK"
    "sz+N//1zz/NlyMaYOzPMMSyBFRmOV0+QH4lzbX8tb1cEaa3J7XKa88qNwcB1m5fxvl0NgNv51bBvCZ+PifuZICno+s/9/fVi5LQK"
    "9iRDj+VArLubctTSV2Q6+XDTiu1fx/mu32roqyxl9kgyAjjen8auZtnHeT6/OhRny9VQWLWfVZf+xM9UQvrP9Z+xGon8etGvYySR"
    "i7G8iJPWBDjbeHvuk8v0Thmv9wOP1pJtoj7TWah1M7ZsJnNDvzbvXWsjboaWkqMrwYmZVkvuqsHNSvWQhXiOGujMQpzmfWVX5pbO"
    "lNehsy0HfSHw7Rp4aTbhtAArc7psjb3Mkqu6hhbMvAjjiL5CkpRcy8Abr3Ap42tJnvR8IOmVOg7SYBlKm7RkvmeK+cF0Dvff7me7"
    "Z1lRspwMBlXsxNgfuO4nHUdW++k4s03lBEjjbTYNXWcFfYHrL5EbYBdf9VNlnQT3k3Ru+pydq5HQn3vkHdvk6OxR4dlBUbY4aBIM"
    "1bHZhM/43siqnBQjemna4ywnuIWc9OiyAh38Ga/1GeLzWDPqJlFVEJfEeP7TuHcXF8vgfo/E6bB4wCv6uuwT3CVnAGndo9fqtKAy"
    "nKBbwe6Vcea5VT7fQpaqw/GJqdBXLmaS+S9TpUScNd8FZzvKxjm2gm1zfGz1J5s43ppa4II0O0WjfFI3dlrZvpwuo6nDH2In+ECg"
    "6iKstnF3/Qva4g0//9e8zu3EePRtVV8iR3jouQfSPAtJ6vYMLOqu5IOt1R0g0zNgtYyFIun9QLNFSZyOlayusGhLW3lWFkMGXpfH"
    "pCleH63rwnNkgk7i3IKTITXTOWu6tXwEqVyHq9pur4QeOk+MizXByhOzRZ3kFLKddmbNlPW63E9Z/FbGwV7+DZ7D7mI8hhuMbwV6"
    "6jec9ZtxjzOBI+fgEx/CC3pORuCe9pGF4ZJGtOVhuF+3J10ZY3aVEWvofVvMdDLzj9Zf8x686BvgyZwgf4GXXoCnrsRpXAfZsmkY"
    "F8o87HYh858nsKPHclm7Mbuf9UwFFvM5mbKXZU12tWdpLuFs79MkYmxxr4RbZBcu1XZ572hh2A0e0UjYx591YPAATlsIy9ciOBXW"
    "cjvZUQ/Gep2nrYIPtXXeZdSIr/qsb5nfhVqiofVYhUOY1XBcwmXUmveJzaF6lf1+9utOzyt4qIR+Avgp5N2o4alS3MM6VjRkvZUX"
    "H/+z9+xN78ixvA2h7Z1H5m03AzYfEriznChLYfPXQMPfq32AAqZDEp/V/9Zp5a68yXf/FUHfucriCr2cHH2H4OROwFPcJ5Ww6Y/r"
    "I0C3xgDWTpzNNyx3Y26WUwhPObHZvJy6Weqp3Kwg672pm3ypfs6WqzqwiolrRRmzyDAm1UQs6v40q16NcTrDuSVx8uG6VdnJa3yp"
    "1/PT0CtH4By9Bd+sp+whd8nZcj0s3VV6LO62zHPhxckqW8I4kmHa+9kTVsKqAVcnoL6/qYp2JdJOUQ61r6/QqCIbb93zJPzz2L4V"
    "8fPny7a+g9HiW5W0yw4fdOeK9pRoZRLqesOaeOabLDX1zTK7Ebn+mz6gN0l7eVp2BPobq0dDZ7SXK3Ut77yWHVhmD4+RqA/TeOl3"
    "kh2A7GxGzkZ4puapWjRyJmc0tWXs1mx8TzkJJ6UTZ6PMwX9jIGlNZJqOhjb5G75hJTDQs7mqkJbEDHVzuaJepR3q1cBlfSS94b6P"
    "hK/yTHuu9iPFRUZtClM3cfXFk8lVfijzDOV4sjTnwbg+2aTnH3DcCHcDBVhMqYLx0WKyzli2+jKeLsd5moBfYdV87Zm3XNvIXaeB"
    "pJNq06qXE/dXs7/kVZ0gvXCXTWCxljAjuIe0JQtinO8YLN3YFf+c7icv4pNr9CNYoEOlmB5Z1mOFFJlKrpCf4KFG03eb5FidWviZ"
    "Xsspn2niPavpqmCetRTf4SRIsK+tJJphmqAMN+yF/qflbSvR3PhKWE3j7V3LnqVyHSVW/zg1lzOM5z6zTW6VXD4+yTkh9jy7+R2y"
    "n58lGTIIb828fspLe9pXvaifmWwY8HZ6wWV+Em0bqc7FGtP0pULGzw+X4lxvcape117a56GNi34jMZvrMI37qIabhXWQn9hQS1b3"
    "Ct7hRsZdRrHnz3ijGz5zad+DWJHjKD5Qin2ntubk22X6d/Q5otD/XpWbgWy9ktF8kRhQo6tc2MgOyO3ItOXy1xPoHRXDQzEua5u3"
    "9iKfyb5rN7/bgY+MZ3y8IKw3oS709V/7B5/Blt4vNwFV3mIR+7AI7/yHHBnOYHXdWdytCtp4w8dWT7EPvRlX05/weivy49dx1cXX"
    "SJm0DfbMtftS31mW/gTG9kJq+cZmExWpxZb2YyzrMrxrEj7Rl5Pg6zjtM+xwS+cmA86HH1qsb5MT4y0ZAvtRBu9nDa7Sih3mbpVj"
    "nvWhktHfd8TNgiipd9V36Xs+G1jWtKdcKO9AOk7Guk3R/nqXPoqr7+yfa3fPjWKzm6166jB2omeo9ZUZsiQ0Wa0a78x7vvLfzRzu"
    "JJdJJH353gJl4I0s1Cm8k02wHmuZuaqAZtiEtZqj66SGk2m+ZwWETbG1+qgzg0pdzMjbfHgu/z4fuY4HrpLTT8y+7iHWk3mQGNfr"
    "XkSpgyTtOf9jnlU+Q3T9576yvRQylmhVXMZsaJ2Km+DbWq2rzQ1cU4/T7wrP/Wszu++WjPdsEmSPc8wYp8pnOgIWZ50+Dox5bPA+"
    "fn80uFKfh02dAE3ZRawn9QZ4oZOxL3mwuZO9B+Y0RJpcAMos+CDYElufvsxXFbACoJ8YqrpZGp5hWaXbyArW+K7Fe+dDRjeyQ7Al"
    "LOJwTru2KHg+9Gb7oIuY//0yfrITZcQ95ZES+qrnOfol7udH+ErPa2FwBe54Da7RRVvlPUoO+8GS8ZWelTmLuTuj22XkzJur5zBX"
    "alULZ4vrntjP6zSHHUp4x8YatYLdkMaqdbiMBUKwXN9CrNUpwLzlnhfC2H2PEYswFlPvzsS/bX5ZEVDg90CFh8GGPqvHSuj5F+3P"
    "XqzVacWzEct5/jvUmyTkNPgoHSNXydv6MXT9I/C2bpYpcj324HTpX2+eezQ/s4bZkeNkgUcVmXpSUsmdjCarbC/HSsRrYVhxDlf1"
    "cOzdKHjPj4oxh83Bc6zwcTlj+5uIE26xgTT8dqsCniCOFyGmkdavIHN8tTY8x8YyN0Vk5E4y0mz5ZZuBfpUUcBa9TeBejF0pxgpO"
    "wrfOJSvLh1i982U40PVInQ2kvgD4dIhcI25Sd5VfhypmLFbiU8Nkuh4s54r5ptNx9p+AhZgC32WZ7hrEcaZrfUbapjOGOXaKNJ7w"
    "ceyWqyD9hJFIq0FoSS8m6adLR7rvQM+TkfIasu6VAR7zbGKs3/2K0V6b/TPbvxx+a9pjfvdKIA4j2eSoHRhxiMN7sqzvR5DYA6gJ"
    "Q5z0iE/ENPkvPpNYYPbJv3Im/e9PPMuQs7YVfrJnEefcqqYasc4Z1gtuYtZhD0jA/vBMPyVrQyW7KVyEUb09cwwztpuFOf76tLdq"
    "dj8v6b/wDXOgE3aTR3Qk7uAzyNfjumiLYtFb4rluWRR0Fx+/C3FHdT1Qof7/f28Ny4FNLVrIfWnF+IChtocZ3fxf3VuCmHUrf5ZC"
    "jVi4Qr1cnFWz9xczlpsi81FpI4xTW8IL+gNZzAxzfxwUQpJfxZpsLx9xRnOdx5vnZ2Urq0obzuXMUpt4uAo45hV9U1/TH/Hdu0uF"
    "fCih1+Km564Rx09vp20eq0uKyOi/EfbUKilG4bRbtKu9vK4jmDEpZrVDhbZjTMbinnt4jbGTt0Ih7HtbiWZaO/1SRjtsE8/eFuPS"
    "Www9/znnte8HbTkF32jsLJeThcLy18ezQsYsQhx6fq1eh1UyD+gA+RlXv0wOknayHlhsGr2ijtITV3VTzPKp0w5hLHGZn4QUY8Tq"
    "UBkhGcajSrAfA4NLdaKs0rFYqXj4Pn76me82s2ply5mcIVGO0TLmX6pVlrUkk8ZWUkzLsxR+qSG14UCdVZzJlWDN5ClikrGInmKK"
    "d9iSHfX7E8XG/l94sqJO8GbwEyp9H1I5n24H2PA7ycb/sr4ObXuz/oxPPicnB3XTraPZG9vxu0Su9FecxangzooXEJXXQDpWQ7vt"
    "hGd4gTjNPNdi1pM0FPM+U84CvloMa3m3fKx52JchQDJdpVtgEnqMt+i/+idwOnU0J+Mm8G017L6wSruzxHKon+rPwEyWYZsNdNBX"
    "+sitskxe0K9gIV+BZjgVHvbJwVRYhOnY/Z9wpaGeN+dccfyMhfSIXVytYXxQBZ2TYE36MKC8QmZAVrHq907OgHAzVqt9TYn5g3Fv"
    "31qK5jy4aI3dZHUXhT9SIvbKKOJeDlnfXhyH7THiOlfLuaYx4tr59ElH+3nc63GO+spgeQ1/W43VtUrK5XqerOb0hHLuifk7R/uo"
    "gtWS3SFWRxCjz2D51mr2kl4GhHqsROyJKfrjKVzRnckN5B5/Cs99ux6ItV0cviE3Ste8FvDhG565dZL3IGfqet8hY89n7NBX6RfB"
    "Mnle75W+rGXYG77psvAL3TpIYvcnYcdcLKWa7JyVnIh5PN77IHBBSBm4DdrqevhkK1krdz9QWbIeL6jLDrSR7vI0cMjNkk/G6Q/I"
    "PjEBqPwrSvHVsqQeRqzWaA5lF3FZJRena+3ZgxKMmXzKGLuLhSb1Hs6T6y5/7oxR5QS0+GZ3ENfonmzSba3Kv9WRFupjwMc2W7CY"
    "vC1VWKnRkIY9WDlzO2e8me9onXQzIR8F5PGOOOOqfR9Qiox/NtV8PzyROx21nDWV4Wk4Ua4LHtXbw1uAKSdKZxkbvgE7u0zeg6Y/"
    "yjN4hv78l7IeqDvkahL0zS/ylb4D5Pc+zuzl8JU/xxW2Z75tKa1eAv/OMKrailLYhvftGHluFqvhybCSJ+bPm5v2dZI/z1nP0m3c"
    "XV1ZeWsc+i8wmlBDzrtB0PWPQdIW6zP6QLBCpsJn+hw6KsMrDWdsZiXnglrk07EGjtBb4NNP0AF5Vsl6POTpXvgh18Oa7czJ9apn"
    "M2f6BXv4zGseBW9nBs5RV3iV1fAlmuF8fK3n6S06Fnqvm3yBfTxAnhPrQdoI7P+Ifs2az3L6BX+HTfpG59DbXazjYAGOzeU7XSzR"
    "TbJL4Bx8JzvKp3IGzuIaGQRt+Bn25ghq39vgTdwtVg19gvwTHoTldF7XR7V+ZF+1fnexrejOftZUxNtaQitmiOoInObBopxtEScP"
    "WiW1f9wj7CS+rYL4vZDRP5c/NnkaTB73o8gVESf36lQ8/V7kw5xALZHiN1xINukSaKkU46x7YX0riMVNAibCt+zCvoyfYIWukyQj"
    "7wc18hk3ndNVrA8Wlx/vKPmsHhPZB16SRayLsL5W89oDO2lzItfAH9qDHKGmowdLC9idFTg/MXZ7uEq7Vj576GLytj7H4um2ht7d"
    "kJvo0kp2l2huVsbr+V7estVyukiMuGYM62gX+87C9TgHA8W65ALL8uFJpmLn5mi+DJQm2gnPmQ1vlU/CeUEnfSb8EHJ3YdAmL8U5"
    "p2lWL7kYdgXOknkl8/U647GUO+U3ILMJcjC+5zF9W//ZSJ2QRffK4efa6emBNdgHP70B3rbF62bQ9mS9Z2WeXD+5jKfmTUjtdM8N"
    "Ns2zrmVYaVTjOxJriWMuZS1BLfPXa3lisn7SgZtvMQp7YLERx2Vq2KeF3C/WR7sS9jqyBgPF2CNDIsJi9t5V6X7YzTtxIh7GE+yB"
    "E7hJi+Vj2VWynnNYfXTf/gzEqkCnQY8vw3V7B/3E6qK7w46fA0QyL4erDJM7XBVINFGgGLIc8xH2El5biMtW4IzsnWPhyfi8c9zn"
    "8kJi2yjP1CzX6VuAVW4BG2kM6YbXS8gZdhfurjdQxvFiKGMs7rGM1edleoefCGv/F1HLRjPZdpPz9Ftom9V4qr7WS5n3dxmB3T6A"
    "vIP23fn+TttL/e4dW5H1/pVe9V7ZEpsVZyz0RJlHpvgkM45Jzx7aEK9HnFzaLhJuEnIAK2ncbG2LOR0Q/FX/hjvcQ14Vq+S8Azo7"
    "xSpLi3PcJC5jlmDMp4J/j57AdXYX6MHclY6Q4YmwkF2CK+RN6NzT9SN9AN6NWb+d6zEtWF9pSLmyaHZbzj7IMAJmPPZVxAinSVWO"
    "lTROGS6hjxIDVrIqgTasBtYcX2gB/ZdfgFDvgGZ4CIhjCq7yHvyNPvCQhkFabR5uIMv8TK3Z+Na3ubu74WcBMHw5dtX08SA5Eu/8"
    "DpY5Rh/FYp+V1IVu5kFMo27vZL01CMl0qJyftF2OYzvLyJUh1hPolQ7hrkRIKJmrrVkPDFqZy0yI708xfujf9B3Yww3MO+zJfE8N"
    "NZvi+c71kbykj0SmacXTWIUCnUyt73BmCTkvU416uw3zMDX0mR2hMa272Hna6/m8FpntR+4KN78gzY6UauaTkswwlfte77Sf6VDF"
    "f50LRHWB3ign4EmfEKxFuCtQz516FXTibViZeThRlve4Th6ATOZDEn+C9nOZgjTRbjb3t1r4IyX49jit6XZiSN6m05+Gtbeo7xxo"
    "sRG+Gy9DRinrKanmPJ2Mt/3RvgwiLo8mxtV5S9Gch4ZtfaW2YQ4o9Byhxp3aVsqYvVTdx9uR0Metld3TWq8iumm9CqyM76l0KNX2"
    "uD+xcgWergpIxuo8Xb1csVpFzXGeGaPh+Nu2WOe+YvMXrC/kVvxtptoEmcd9hYf6CdCG8UcxZrIzENZayOAu0hwIaxJ2YRX+P1n6"
    "A21ZHGEy62+rZC7sbRyI8Bd4ihkyoLeSMHdWtF6tomMuFD+7JULZg7UXdPPtcpa20SHBD3KIviYXW79j0BkI1xiRrwCuMH7rz8Tm"
    "Pi/BidiS7tx1OD+T8PkKXKEGWu9WSMY0YObptHwZoiglk6PjuM9q1MlV7icga64axLGdWERoFWcZWswsYPz3QzIhbPSs1o6f31n2"
    "q8mYGnVKumxkH+8tx33X+OnEdVGFV5LMlXHGuHbN5TjLqQtEbPrPbbBN3+gCNZbmp8Qm4c0CKg6JGcooR+ZbH+XjC63lLpzaZ8hF"
    "abmRA+UW6L2PsbKHyD9g0XaSndhnl9TD5QaxiXn5er2YtF7lWSGtz7GAnrvxBRwJ9PsZdn4edN0i+JmL5XtdgHMdD++GfNyvr0hb"
    "nOvdpEfwMJD8KfB+rsE5LedUxCzrwI5i/0U5PbGOUuqrQGw1V+Cbk8yWlGq1zAHWmshu9yX6BmRxIjyI2ToectxVKtjd4RhnKqlB"
    "DRNP15GQHJuIm4/Vu1hsPu9y+OTDpeEM4cEyN5wLNFuk08JDoYVH5K3SrXSbYBAk+yjJ+injGSC3Ynp01k/Vj1PUk55vPbryNOyM"
    "zWLpLFGP2hFS67WP6sWs2M76ztga3LHz3+OMr4XU2zuKm3boKlSqGuEGUv0Blq7Ss64M9R2FlsMwPRxNA3D7r6x/sG/bNhetjCKY"
    "0b8LGIdz1z9DXN7KPd1i3odD29cRscT5RA3f20t4baLaHryv9+oRwSfBSqxzb9zZcMbknBdp3SLPMbp8HzR2MzmSPaaGYSrxyRup"
    "q9dyOvQqYgWnNY2rwL7jCol51uQsdXotz5zt1gYgmVcgh8W4867ynI7S5/V17O/X2iJoyRqW6bST6vsbnmCsQaGP3pLL9GR9AT7g"
    "1ZIXLIR//bi0lHWslwj9XPYoi/0XThaP0/dIq6viTjNGGWc9SsMayfaio69BjzSl05CbmCGu8vMzfsaZNkbdA+RX8ubsIaPwSesn"
    "vgbyv1JH4zS7ORzlzKXafb0PL6uSXuNqzvoKgSuc/BX5rN4F5P7J6gx43MWw6u1pxWdht1y+z9XQ20SiGs/e2pzVdQWM8Sxj7dxG"
    "WNLxZOVJqeuqs+qI/SRFdDZMYsSOxXpLEOo5OJF9YZu3lbdxPzfLQKzqnY3MCKlQi3+eSTtXxllJaV+DmKF/UuwrVNLwL7L1UNG/"
    "1yc38Si0JleZbdjZVWYbg7B1IFUAOZh9PlbM8qdoE037W9T1XIlY67Nec9tsjg7wdpbS+3GxQEM0blZzarMp2ZE1ls3mwiX9fm8r"
    "ddiivp20yi0XZ5P/wg+S0MamUtdFsup4CdqSAdEqkerXd0ff6pgBnPWrq/dN+snZLhtXTFTuYuZzYUPWQ1Lq+ihdbV7ICbY1zFFm"
    "cjUp+0oUvbQ7/5jY3mmbr/nKYk70moCTBovGCNUaaLQY5LYZtH55I171zjmLWpcTbsL8xsnyOfvpXcSsRO/HM+4nM2E/Qt2VXZRu"
    "P3pK6CPoaeYVenOuatb3YjtsFWuEY7pajybDZtbXPceoW+fhpCYZTzueaHI/cT1sm8hp5K7QTCRXOW0y6rzgNGyQVTBsoq9X40/r"
    "Y5A085l2Yuf0NtS71ptvp8z8oIvIgxAyot3W4wTH4Wac20OlrtIzyujn5eqHs14qu4hjFk0CQ1jFpasRz7Ai83vNSMNTMI6QpO9B"
    "yeQ8tywt99XEgo6FeTnu8z3IX1MxVoKk76zI+OiB9Qp0Z366GFbd8aA3kQriZMPrR8uFm01lb5o7584DW+TrrDp6K2026ww8v2Hc"
    "7WUjuZq2xmneBE/hNCnJ9aVWsbbJceWbdVEiG8PZH4jz/Uogny7jvQio8WUi+yykNeUruAqoA+pYQBTfk63nLYe51cqybz3lp91U"
    "M+tWDVmxlbDZW87fjBGxlePum+JnZcyKzcefw/EUxbzvC3z9TcLXJWfIyOIqfOK8+iLWaBpqtP3rA9x8lb4kQ2DTusklOix4TP8u"
    "T0lnXHkhI+Dd/Cye/cRZZOPxGRlMxZ60krlElPtACubro7iyPVWLXMR0824QOyun+9Ws5gpt8v6LId2Er6iIJiy5WoKGagCFlS7l"
    "OA/1pw2l+XOLcq3Su/Etp+Kqd5GXaQg7FDaSE38Evt0m6lntdyk8L0MFFrfPB16tIivReThr0/Rj+JR2KnaWGv88UcV0VBlYDKSq"
    "9fR5XTYmrV15ZjM+ElZX1VTG+EOSc5mPwN3aDL4KVpFdBHxd6m2p6x1w9mys2Pyzjaw7DRlfr2DX71LGrjvhau8AY5eQmWkdNMBf"
    "pICVtFWMCX/F/FMaWLgY/1+L534P+N2yg9vCItwm78Ez+Eg+NhYIXONHYN0V+L2n/KyFZNF7WCZKCXkubX7XAvrOxrYzmPMRMpxR"
    "aPf7AJ+jgqdjpd6MMzBZ74FfMggrPESek5FyiLSToyDlGc/qlKC92I/rOd8zSzomgijS21p6eBzakOeaynnNBZ4lrzUlbR9pE2TI"
    "Y1eDp7nY5jWEY3UHOTVYBD15CDTiy/D5F3EO1A5i88u/wtMM1OeDSXjmz7CuK2BlusB3bS176StBlZ/k3k0ch5dNfJ3NzMgYncu5"
    "sEnglbV6BVbY0NJ4XSkNc47Uzbdwf9vB6/mEn1aiRGQWWdpRUj7nb3E9q1oYi1Wyjsj1vkbMJiuu5jk5Q05hN9N92JHxwEoL/YSP"
    "MMdEZwxxT0qMPuk9sgCSvQw7OkdvgV+2WB8CFm4tR8l4sqUWAhHOxKrehqd4FrbxB60v383+bSJZrddO/chllE852KC3SDJXJ+b0"
    "oHFNhbmKtyiOuyP/3lxcXCNCL21z5029Nq0gVrfMn1WOmqz/xlkBFksexk83kWVknulFNqGmsrc0nONPa9JPZK7WeyXB+nvTb0v1"
    "TuLpEr1W/gad8IFWQF4ulN+BTHeQf8nz+pRulC7SXx/BKt8E+7dDcJrPmQknVrT3s6EcZ0gRWbEy1HqWg15BvfaLmN/WKRdZ2iHH"
    "GusmDzouytBPm3DdRJcy2ltLPqS0r48fLhliGRfHTpAB4ljc3VBipRLy76zC589m/KFLMMPfyxz4XOMZbytmPiWuUyEfr2NtlumZ"
    "QQGnPv57N59ibUROFuNc+Ez/qm2kv3wrIyGLv8sJ8pQ/22Gum8D6Q7pLFXssLwhmwmuxrqk3cR+L8M2WI/0MWu9tGaOX4fRZJu1r"
    "bQ7/90Y9MGjmz3fGM3Q4SdEcF4P6nFk18f9wZr4Ns3TDTu7iq3pinnHKLOMm4+Yng8RSSs4vuj9O6hrshq3oc+KmfVSwZyhNX7uM"
    "cprn2Up38tMZHQa/XvaD7ftK79FvdBJ2+Fryk1XKq3opEFIVM7gxbR1YxGUjNMNeeHJl3V/aTw5ymLIdsd+n4dLstKB73lV5Z2pB"
    "OArvsylOBzL2YOyLX4ibCeIqJUqIuqzbbCNsd5J6qYBrXoRPuBlyU3Dlj4kPEzjlJ0DLnQJvIutZNfuJq6ar8ZmyFhL3kZVB4hgd"
    "XJSlj2ykFJ4pZZzy7LIxCWJDQ71jYc+Xsb72SrEq+E2ciXOnuHjFDr4O0fkJEePdIOiOR8SythXwT5fpR8CvQ+XLRiZzu46FeK42"
    "pU4mN/EqT8O3mg/rtUF2A0LfXmbQ4+2mHYK7yJ75JTDRSGi0N/Hev2JX7pRHZQnQj2Xi78U7n4PWe419INaXlMlhl7TPKSnZipr5"
    "+TBVnumlnCyGrlqiCTNsdrcH+XOyzuPpab5b3GX5rf+/SO/ANzaB7G0dxPQltcjSbfKp/NNbzk3aWdqyR7OWK/urTGUEK6r1cHe0"
    "n9cbKzwTmeX9hmHdsp7x1k5+PjRXLe/1O6nynJUlkAbbp5X0XsqAuSdzTvgmWMmDYLscL2kpsZSdgX2kL2W+lPIV87Uy9t19JPLZ"
    "CrWl2DwZp6l3411W+/dZtqiSK+BqNxf5CcmmzZbSO3IzMwwBVqnm8PBWnqXIVrODuEjYLOyl9asbBn8F9moGmVLH6DhG1qKqhbgO"
    "gHfsdCdODlZzmlrteH+x+oJReNJ10PaXN8qHv4ufkeY6uiL+3oz+iqvFWaHwFlGjVXJYJGaVXq/PyithAVBnG3lDb5D75CbZX06X"
    "f+B9P+LO75eoyj70+YUIUW5Vr9uvTtPeJ8ZWURcjz2N+z2TgATzHLzluQbO9ru56Kq47D/86VW6XOVjjtzltZw7ORSG01Ux28c7B"
    "OuyD83E4rrZB47kuwDxxkcROEk05HCff4/Md5CzGKZfpJ5DYtmL1UEMk9FHDWtaGDJEVjKyWA/G8To2bYfTHRVxWev+nE+TdJgM8"
    "gncXQs/bTONB8JdKdRJ09yy9Q2K00Gsgkz2By9fjXL6O53BcbFXqsriFrI0yhnKzaD3lNukAPLA/rF25nh48jGf/BfJRTXTgJpit"
    "hb+VIdoMc2yLbt22ldDLi03I2cjdMUxwNmRhMa5+DuMwKd/J7D65l7+Wq85uy11r4vesGaODzgZtrMcbMVSqPUtAnJFge8dSRiFt"
    "rfaX4+QvEoaz1Xir5pBd2yaZrwayKaX1DHFKlPo9xqsWYW0yuiWVzDNw/RhjpgMC66UYh/v8BCfyJmCaubR9Vcy3VsC2F3K+5FRJ"
    "88Ra3GaJzzgZ6tyZ0efZvqZU6XXWslcly3qcT9g1nMHVjyJ/nFUOFJAX9Db5grwaRfRwV0MSmpC/sgrSkGR0Js4KBatUX+c7q1I6"
    "U6xWIUbOdecfbIAMNNxb3vArv/1XRgljfm4nkX2r/5nsFl5tS15p+A6Uk5QdZ0w6F6GLrP4ljNFlfGTDxdsm/clrsIScfSXUXOvp"
    "TZhGP0dWsPZrCs6Z8Ug1xzusp7SYFsbV7lSzqrSIjJEuOnRqI/UhaWY83DTkJPfZIl1DZA/2Xu7NuGMB+5dS+gYk6m72/nUkejM8"
    "M1xsFo7NIrfZ65brP5Xd0m5y3i/8zu5ieNnqbIwd5GggO+sXW8Wa4CI9I1jOOsc0rrAed2+6dgGef5l+C/04E/9qC8T7BJl8NgFB"
    "95A3xfhC4vUikJmch5PhTBPH3N7Fz/V26OqYoDnQz2/QXxalW4RrWy3COHLhud3pLFFNi/rZaOvpbVuu8jipZUa9BievHBjVeoM2"
    "QCv+jJ9cBSxjtRT/wE/m83MDRb1nHeEH81evwX6fH9wRzIJP+B7Wdlc5Ww/Rh3RYvUimYk/rMkkC29JDXFRuPauCK+lxFND+pr33"
    "EubmPXbHHWwjQ/HkH+nXehb80z3hJXwL3NhR0nI2mQBrmck5mNP01nOaW3e5EDtYwhhGMeyVYzjry+zu3nKAPAgpvAG2vJt8h2sZ"
    "P9aX+rAskVf0Y+znbEiF6e8p8P3n418xuThYSQ/5LKkht9avjKmZ7/yG9AHybCkP41uBtICTfse9zsE6fgUZOQmoeyp7cDbpaFlO"
    "nl7TnluxWuxmeQLaehru4AcyIktwk1xMVt0E+70MUbcmnoq47xwGnKufEyvaT6brWpygVfTCqoBb+rMf3LTwLL1djPuhP+7tCshn"
    "W6zkJmjRddi55frfGFYcN+96atkEuzOX4i4+kcFiPKurdP/gI05mTdCLLqbvuBZ3X4bvqpBzgQhuwQlvEZwWrtIr9UY5XI7w1/1v"
    "M8jnccpVFU/pzdiZHqz9NHaZhlnrrFOhiHGxkPUvWa6TScpinDKbmbu93Ckv4Rkew7kajVP3GnvqzEcur8dAEz15Q9GVxuIuNdqS"
    "nBhpnJsMeysLyM2Q9NmjMo8izfc7jVbuYdio3/Vx6LgJsF2tgOlaSD/pCcu0Az7dnp0JbgqIcZ90JitP1lezrmAOwO7hIHG9WmVW"
    "Ve2zosXkck2S23eJzymU+2mqJilPA4ckfEa17snt1x5S4M9agtq0ViOWvhQjxFlG91vnuLLdXEghC10gRcR+Fl98nRVu7aABzQMo"
    "oRS2EdfZG+ca3Ccui2n9tM2J61O+w8+hqXHYx1nAWB9jZYqhffaRKfqo9gh23qy/dfM+10hLJj1GOsZP0ptNDrRSdrWEnKzrMkpO"
    "Z25gZEP99OFKz8F8HblTzPcZxviZsa3VsOOySN/Fycwn/14A/3ETvNzlWNP7sX8W419NrshJOPXT8P9inMvhkhcked6dzS3xOzHY"
    "xx1UN8fpgZ+0meKO2/8zyKKbhlfWH/t+u/yVGC7t4/ZxRha2Yib7GpzK94FyfsH6PaTXAmGt0BvgF94ZfAOL1FQs//wT8PdceDCL"
    "8N/d8JnXe91a6z0+V4u2EZ/9knp/d0jFdLx3Kc5xob4In3KFLhTzKCfh+7vh6efjNZsRYpN4Mrm9cDEbx+8Ygwd8o0R96X8RQ9s/"
    "cz0K1ViTVmKvN+Aqb8PTmYp/T8b5Wad35ZX7SjPDgxs1qo4t1EdxFlP07QxfdGTtsHFtmBfQCtbAScGF8i6lsET74kl3go2I2Jst"
    "DraOcx5q9V9YzQexMj2xapPwFH+Fltk1byWsyTC9DjasRh0mrqIGng1JrsW9lGuJuHkjKXopFWRIX0xNegcswGR4kDX6DXbuIx0S"
    "GJ/d33Gfa+nppbACtluDJZ8RMmPEH4MdW0/fx6RrPqtNgXYgf3ZP1USvC1ghfSGrdY6V4RLm+EMi7eVqhzrRl3WVAQlaJdNCF4jj"
    "JDWPzmI9B0BepzBL/zme+zMyU6R9126cXfohEJLZ38uAYpzMWn74afgSadjKON4xmxX7odaPqGYos7X0ryqZoa+WEu5dvo5iRtVN"
    "KjC73p4RkIzP6i2THbEH20A6K/UeeRaaplYnSnn4U6O9iqmcTxRpAtebVwEZsj+HSViPWT3BmN1FrJKsw1Up3EUKaz9USj3iCMlx"
    "lmXM3zjIA3YGnO91imPAMkbtNHDFf/u1qtHpsMl6eZ/Ilji/r+GrNfyK1WAY9j2Q/fcDZDU5TMwW5NXLWEa71FzCzfjW6ucQladm"
    "AVFvmrajhB5Vb9+xMshXZFUTaZeyh8zw30q1nPlkyOxbwEcV2jvPsPyXOhPPOp/RT5unl6LHVgXpv0dKdctmZW7J3Io/d/Z0Q684"
    "FlWRg/GzGCPsLiqa8kwR1T6Kn6bnHYibhfYaPROXl+ohD0qWc06MF+EGYOK9qR1KsGLb4ry9Ahn8wedJnJfTajNdW6QPQCM2x73k"
    "yaCgK76jWL8HBlrGTo7t2IFdoXty0rNNdWoOzd4c2NKeI8Nqi4vI6OcYbaKcaYoMlOojdaa3/o69jMGqWE3jQ8AgS/BNX+u58oCM"
    "h1bfKHa+q7Hvy3Gfv8oI6OUp2nCMOJuL7UcnYpt62U/d7JXm/s8Mq4QiW+NihEf6lVia0wbKiguFrozqX/5oD24faOiQflIrXr21"
    "Z6U0XoSbxbHfHc+JgMXEBrWsQDLNOdAjxSS9GYtMbi/76+pgOCzuO9ob+/E0JKi9fC27yaQwa9O4Pf4JfT+/ea2X+xqWpj7PrZx1"
    "EGeVVMMoLZrwZp8YKEnfe5fRRL285hrv8btq4GOlhraslrzhFrM52lf+DpE18B1m66dyH/Dz+dI2WB52lxN166C7PqVHSTm7I9dA"
    "QmEBYZWXkgfb8J6hpQmQwFL6WTFogtn0SJpDVq6WryRFT8J6Nqcx+pTMsfu4E3A47VuSeYNMLkIRdVguoybfyFrqOOvhsrQ4JlNH"
    "SDV74co8B1SMnz6JXWBbU0c67yv0a3GKpNi5/bX01dOlN/Z2pb4RhNnibLcmc/VTXSCmG0fCo3HfPZAZpEs9r0UU7TTeA5e1zDDW"
    "6GYepbiql7Gy/kSxHOYKSNGzchas73byug7G1Y6x2m2pCO/wPkzIfRlGS7y9GPOZoebFuN6OPJHVRFBpoFqLiiVyGd9Cz51qFSZ7"
    "wb9pJUl1eZxCVuifyroB81EXY2cX4ClnQVtbpvzNwDTR/bjihcAbhTi3huZb4OwuIx9KC3lNUkTyJcBeaeJ115GdYAdcDZ/W9cvG"
    "OLWuSmu0sf76VcAhNmHeOH8X67N43wCxaN5VrMCohGw9j7v9loinDKikRJ+jL1iFV+xJv+GkCWMaWq2dg4nk17K7KmTVw4nMJr0J"
    "y51mTLQUKDZNTrNDeCYrOHPV5hQ4jv0NPkfrWPE+hs/aC3j+ByDpx+FdGhbuJeOlm+za5Di5FPh3QXi2nB1+ln0S2PwkCYMH4XEn"
    "fWXSBqKnfKLWjyDjwb8x39mv3kRUKVY+GZeVi3vX+Jo2q18yZsqN9DmWQDdYH34p0No5YhPYY36ls74m3OojrE9qEffaVUW5OphO"
    "8HzT+qou8AxnEX9lAVb0SjlfJuFTrmfPpjKU8U4qgVHvYXVOdNcRQmnFuz4q72Loxbv1Pn0eKHCoHgyt+Ujwrf6zER3fql7VWR0n"
    "YYIRI5cxz/oo3AZGfqr1TJlKFKJepjK81nHSmYyUX+J9j+Nvxrn7JKTHWHrnQeZPlHFkw0zi3CxnJbQ90zdyO2stkxox8tZqhAkV"
    "p2Iq9Fg1Xr8SuvgfuOJCvVK+13sga++KxYGsw6WbxMiB1hGe2CKs9nxmvf7Crq79YQETkOKTZSHkIE9uhY+V1n+RDXYFUNDxQQdd"
    "JSeI1bieSN9nLTk4ce/yM/d2ljo8ajWvR1Bjmx27FFoipi5j6Hr0lOjR/lzMyRYHkTVmNv71ojgWuzJWh7l+9P6y3EuDVXjX6Dpf"
    "XyS+CuQQjwwzjfZwrGJ+wU2giFO+rEboFqzD7t5iZX3HfIJ7WMEo3iSzheK8VJvo9wktS9Lr8Sx9sJD2xdW5NazJK/BsFk2yeWZV"
    "sJpWkXYT2SZCssmVUNY2URer7/lpQwzhIp27wFfdGfc1Bb54X2n4FdehmKT/e5m3t2X0Yep4iUJW5KfJ02W+qJse4zBwync/JvCe"
    "rXynf5psaoeLm9hqnOnXYrfWQkKvkG9Zg1+Ns7lYTpE5+hV9zDg0bpq9V5YzeZP6qVz132Z+RbzHad08BuJqeDN+qms21/lxqI/I"
    "VxCHOm4Cx1lZzdqxJ9j16LhZa1g97dg443qdOM7faA3KcytxHLOhy/ydNd0sjlY/ktjOn/24/ufr/x5nFD5vijbOzeus1Uto69x6"
    "VPta4DTv7W529yY0W69CNKp6Sfo6bReRXUt5N86Ff0mlJn3tWtbHl+1bjLN6Ls7Rqb43tKVEDHd21x2I+hvG/gdZbEtuIIveLThD"
    "HfD3Gr0S59v55NGv9lIXb6yBTlhPabWem7fx2QT7xiv0YpnJHt00EUxfslVYLfpX0EAr2cG/DstoVQpWez8BZ+PYerLh9qmdRJMm"
    "S3nqLqXEW7TFuClchmY7X8mcoM7NUCu2l71YxVeTi7m7Vd3bT1baNhfhuVDCXPVhRj+AhvwVKzQb938t0MMjOgLa8DtYr+eBb/Yi"
    "B5z1/mzS34EuDGe2CqwK7grOwksz6zQed3CY2AzISt08zlpXuSxAUgVYi1LO5u0ir4pVrdgpMh94GPWh3c8GYCUXR7Ys0Wt6KzT2"
    "BrKhfgrsOlrH6hPaIRhovPThdG0fzJc7cOc7SEdc/w29T17BmTlBjpIN1PNJYiXTck8AgWfZ6XQCNWctmWrSZFet0ru0q16DZ/1V"
    "hwePwkMaJ2fIy0BM9zCa056s0zZnJM5Jo6txZ5dQzgJfvWtr25va2Xgvl8Pe1/rMeYYILmKWnKKHaUGT/fROPPXluLNL8FSb5Cd9"
    "H/dpnMuGfY/kxJAZuHubNHWKTNezWTNllZaWcRiAVc+HjfpI5mkTVu9ZfsAYF/ZifH2VfiEL9C/aFsjrDOkVqFo+I6Yt8gLY/oZz"
    "eg2/4uoU2oh6C7yjnwebyc2MiHKH7jNpotVK3+nkMnEXiotQNpZV/AC+g2XTHgS+/AQ7/6RM0EGww1NlNTuzNzLTWMHqVes4t3PX"
    "jJGfBE+Fiyu5/PxO0NMB7mqJngGcYKjzM7yyFnpiBv5+rpQzeuxQfw1RnMsHlLA32uzaauoXu6/rpZYz0FwEehTOQsJn4CxnU6cl"
    "tqvHyBpXx3ndXsSfvPqT5DsDs1iPwGR420kdiZOwSF/X7vIpZNA6U78AwjVPx2LcAyB3lwKDHIuTkIb89WYUq5rc+Gs5BbGu1j7J"
    "74z7apW95Sw9R41ZoQRPvbO+i3e+rFvl/UAm9/60Pr2krgriZz+Jz8W2Y9R1To/sQ53xgDje+UpOJItBmtPwmOLYkTl6B3TGYmiQ"
    "dkDfs/BfvrbO+wKaYRLksobze2qAxpM6HjLeVRZbnRzlopwe3Tz8/pPFc4Hgusp3Mgao/YvgJ06SHh9O0+91b30ff0qOXyHJKTJJ"
    "36Hj5hC6GslanJm1OFE2U/c96LL5nDZkntilrISZCB95k34v33imKYeFjoZ0xNTNf0o28oqdMMvOXATJ2VFcFfAqPxtDibYsQ53y"
    "Wd92Ypwq0/GEXSCd5oVZneA8PTD4Ac//k2q97rcoM+X+/pBMgxSUEbk8j70fgh07H2v7JpCPTREu9tolzZxuyCi3VYxEvdRl6rIz"
    "aVjb7pKhD1+AezSGioFyj1iEcDLn/8WYX3fMAeV6Hm1LCZDWT1LLmFINoyT52F3z5wpZl2+5uZSWeWwRMYjvJFdhvctYh17Da6+A"
    "htpNLpL5PmJaV3MTZeWsn/kyaZqLGr3t2YvMWtvsxs7wLkcD77XnTJK5kLlFnI/2n3hFxNhUP9CXrbsV5/J7HQEZ/JRMh5bPSgDZ"
    "uyoyk5cvyEpcw/777WWM5zKwSeIHBct4qn6GxludixKktK6f91BmD/94r7zVkN7LaWxWv2/slilWm25k3G6EuJ6OKuZiM8wQxzzz"
    "rnppdHcSsq5ujH4ZPCaXYmXOg6afjKe7H7Z8NKuNDT1ZfKAVeZHsswGzlzHJC96Cd2vWzyq9F7AneRK5khvKkl4lR8jlWIkN5Fou"
    "gtRuIOqvZN3uUljaan6f05EpnnXzSm8h34zzO9b5uLT1khdyhmjc70QV/zP72EqyuWhRc3GxV3tPG58vsQzilzyH54ur9O0ofcT6"
    "nqzOyPIhvzNmtRrI6grIXFW9aHmKXscmevkN9yaZ5+WiTq3YDxfzmT+7k13Fum8S9FRcn9EwVnS+C1/2BR2j1iUxAzI3MlgFL6cW"
    "+3IrcMQy3P1Asa73b2QS3nEn7E8X5jjqfABl10joOclKyb8R02lYo/l+lskKaKsuwRi5Fjt2tfwqZ+horOwFsHjHS0+yiIc+fpD2"
    "nmI150qH+gCeqNhbquPY6zuUSOteWefnR/YmpsuwNnUNMflk/H4jfZQKP6PXVSpU0UeN+VxML+aq4uzCUc9S6biREjydjpkli5Vx"
    "LPoZPzMzA1l1nAnRpNQbeV4s1mrd3YuxQ52kjn0+5btne7C/u1OOXyFB7eryhRmfqUgwDpTkbMsUMM+TYn5dW0jvVC9tFZTQGs9v"
    "nMnFqF1FhrJPwLjt9qXPrOwNrsBqZVhL/wN+303uz1X3xsl4ZD3qK7RS+skusDdXQ488YTua/UEO11fl7WAOZGQYpN568FsHv8GW"
    "vkG2WdP0h0jEFOKiblnssOXW9pIbyRSXYmXVRs8XVoG1aQY53J2+c6RdrNqgqdTvKcvgZIQ5dpQMu/ezOpETv+P4huXsEzG/fhQ+"
    "eZX2CYqAFNZCDwzV5sFU/RCrLbjLNDwad90Y762Tv9sUKxWd7JbSAld63dTwZ1yexXWkdsv1EbqKsIxGPLRr+NODc32uoT+XkTcX"
    "+Yq9YA/n+VecjoyT6ceQ0w96o97BmrNfsKpNgsNw4n5vpFI2wqAJsi7YvxdQUlfmqjfrWFxOlSLfy1m//8tFxdyfjc17d1H77jk9"
    "m/a9uQl2W9e/F9XTxNVc/8oe9RirjW3KQxyytAHW67/9ai7pBrz06BX7fZW6ruDj+O+mUpTTk1nfq2ZPshvj7Sl1NSyFXgs6L+YX"
    "yOE1RMuGxdd4HR+y9uoRMqd8CF0xhrED4xm0NTxbHicyqfJd71mPM2fpQ1JUbxbBH7nr+vY/ypK2qMeCuHn+tJVkG31FgcMtt+H2"
    "2hi5V0mcsdkQUpUi46GbYG37e5K87XWYiOZ6FQWovsRfv6E+ZDfFpZY5aDdVpCts1bUW8YTHGcD/WQobNl4f5wzYT3RlcD7f1VQs"
    "FxVFjKJ6ycVAOf30GPi8c/Hvu/VjWJw1sl1QqRdrUp6BB12R9yI00ET4F1/ge7/Rt/BE48gSG2fdT48gxs4Bq7VreMabsgOqlPmn"
    "DHHptTITaL0UKO0uoNKPtVNwpSwDTjTm8bd0ez0uuEl74BO94OX+IgvkxSAZPkDfdFoO8zaXf+dPNNY2p9Wvlnehoztip/cEht1B"
    "0j6y4eIeFoM82PPMm1fWRYwBaFf2ZqqfTWE9Alno5CdwF9b/ZlXM3wGX/KSrueP5XuIjVFfjrbKyg6NOvrby8a8qGRH8HX73bXKg"
    "vBuOC6bIIL0qnB92Y937XPZkOtY748A1RL5OG+7FXoWVs6ezGNkKPkUStsEmt4r8inWPOuyyZBa4nidzV7kT9/8pa2mWwac2HbEz"
    "vJkB5JpoQWwV12+BcFYwFmvsg3tx2qHm5nCdJHVcoCV+ip2t5xI9TCLr8R4spsuCVXG1q8nd7ubeXENeOzelLU69MFWzuf6F+qcy"
    "qvl6BtK2s/T0WnQqO1bNRk+RbrKOTCyOX7KWe3YMo0oNv1LKSb0Ps1frI31JvmA90Uv4fRPrYc3/GubrYZOsninUNzwTYII6yLwh"
    "W/UNPOV1mqH+70LuGeMRW6sni1XB7y174RvKOOuwkHf2A9bsfT2HHeNXyGDpQD75UMt8LCFJnTVEovOkOevj+BV68iyn2KdY4TMm"
    "SdrKAYwBHi8WASjivKp1+N7fidgW6HS5HSfuNvzNuuN/lALtJz/j/L0FXd0Bn2zH7G4F+d8q2XNjObbH5DXgjfHw4bpBsyzSd7E/"
    "P+tJarxXRdThfWSoxD33bhn7eNeymyffqprkarkDnmMKduhXrL3JmkmY8SUaf8Eym+IMz2sCtOgrMhke3wygi5vkK02F62D/egAb"
    "JMldE2fG/VKc843Ed3E/y8PudW/OaXWz30o8u3uG/NJZzlMO60XDD5Eqz14S8UEqe/KzWr+jvg5jl1E/3i4HQbJsHY7E6TtR95AL"
    "cI8deOWe4vBzjLvSjGsRAiG/ID1w8uZqW3byGI4Ygb/3g960GV6WCV9HnqNHIZHHAOHNZp1yXN1EmRXwuauI3Szj2l2s2mYZXusH"
    "pFXF+bzv6Jkyg7560ueLThQ3rSVNvpBO1FQniTunWT9jrQCvNpfnoV+flIfzFql1p4+AfttH3tJ/Qjb6ymjokRuBrw/U5+Vm+U6P"
    "w6celc9ZfRCqs+9OY9VACuy0XOXnQ9QwaqmcoVrM/FBXSWo2V2WaZUahgKvVkN9YzYi1+QxbyxlyLXk/l2LffudVDmPetdT34lT5"
    "ONNkrNaBsh1W+SryzDSBJE+EJH3WCEf7DYy1WXzSdYwlePfzmNNpaKp7w1dz/uc2EnGpNc9N/7mdEQjT0gtw3xuYtTdvZqQ2XHO6"
    "nmuVhGSVw5ZVcRaWeV5NcT62EesYtEkiKfZSxFnZuEtOe07MadKh4vCRTYLYX16HbMxlvML26Fnr3+Hq2wS2hZ4ZzP6VxcpYdGgx"
    "z9zWsi/WsxNs2d44dxN0MDTO73yOEKteoR8Ha+khP6CTc3EO8ZmC9jnEbFfqxVPi5k9nfKQ+rR/oDLkH9zRFm0PD9MY93RY8LH8P"
    "7g0XQ4Msx9k9gNXwNpNoW9xDKX2SGsb/ze87Slwn5TWMTJlUNZWs/qdUTYNOKWZG0vTmLfTFfmPf44B6dXnRJ5dwLawqcx7ORQH0"
    "1rZSIa/i3B4Cn+DzRtnbz5XVrByJbEImN82r4Urzhq52KLGwRX46yxzmHWo4s/YkGSWlRFqWfTT25Xz2hb+EHd4hyMfqrMdq7B48"
    "ime0aF0PfM8+nATq1n0x861mhw+Ve+QzvGMtrmCy3SewGp3vyGsVh7W/Vco457YE+qwJp8a1gI3/FpqwHPu7O77buiP21ftknJpk"
    "PEfUOZSMwqHPEzve4Ri1cqUuZB1VEbmW5tGeOwacas+NEuX39mSEtovn/Ngux88quX7gvLz9g9dke9zZqPD58H1ov32Dg4KTdOuw"
    "X70+3zDHkW3n+QZOIVKPCXvxHbZuFseI0644joFy3y/zKmzTMt9Tn2QvZQ370S0OVsD4sKvFitOn+QerTGLQ0xGuqeNz7EhpqCKD"
    "sJ2yy6WNVPnp0st5rlZDe23QMbCni6EVfsAJX419fxWr3XAH3zJGp1LU8zWsr65hruMkVvZVQR4sczpSLK+9PeMFq3Q6Zxwn/ay9"
    "OPFSkU4WN9HmCtaEZH1eVmQNozVL5Gw88S14Xy+rYINmfV9flkvlaE6BSXHtsuwBPYAcVmYN79VvwwuDf0C71AKzHqU3AA08C304"
    "SGwW3q/wA5oB+ReoVUl/AItoU4KUPANx2HHl1PiQcTpX3byBd5yAXjcmo4+xR09BN5zJWrYSxq434J4MPZ8pBZxvvY5xFseY5zjY"
    "rP7kXXziMjG+gt3F5bgdU1A5I/RPY9WNjWwm9N33uM/foOGXAMvlkx/uOPy0QEfICKDJqWQBsJr/KmBf1ztXRVswjb31ab0XZ35Q"
    "0ELnh6fJQcHGsDlQxO5AOV/pk+qyPZYNqKsWimS11nMFu+l05R5fnihOzgaTJSriBkr7KJqh9T0pz83oiVRTFrZv5DPitY9IYjNe"
    "mo7S8FTq6B4TvpfQTebJaj61sOHdGv2K50ElThTz63+ZUVXqZ1RdLa8ASy7nbLRj8QQzcM9Pw8YvhG9b6TVUDb2wO8XFuAugiQup"
    "7Yo4sW6D5jOXmc99Pp4rWsedmfEZlWOxdi9Aq/0LaNfmpe8px8ip8qJcjE/umOvFqCGjmNMNveQjfUKsymcKnmp/SGcxrNThwLwt"
    "gTDKPer6HRY6S7xSy0l+IU+SY9g5V9x8oQSf+lLs+du4Ug9YvL3llRCWNBgZvhY8E7wAn/0H/VGtLncCPOxegU3+3T8wHbyt2Hek"
    "WbNxjuwnzdjXYt1Z+WTVtzqZR2QlOZUr8ft2MlxbBt3EmH2WeUbqMiC8y+AvTvMcmGvhzf6g3fHKvkCPX+rReVdgf/eG5llJD2t3"
    "6YxvsgzbtziL3YHvZjP6Nwun41X2VL8jy33FfNrXWlpnzwAJycvXcB5jgFSwgjCJNS3BexdQ+6tlbvVl/QLvsZ2fLy/r6Wq8I12C"
    "QOKMZtcAh+zGnhjTVZ/o19iBxthZy/yE0Q749vr1vdfIL9jvEqzy3foWtMcd+guwVV5Q4aXdWX3b0Rs96rOcZaG63sHvgINsPsMa"
    "rNrXcrK0CT7BfT+A9ZmohTIPvtXXeq0Mh0Q/RLbItYyVbyDLhovYxMnIXMI5szZx1Lja1sGXKGTmI81KxhQ7FuKM+zgcWkGfMOsr"
    "gl3t+HHi4tauArAJcHaZP6MlkO4k5OMCWQC8shZnZgnQu3Gffkv7G2GdONmUXTR1oCRzM8Wdr7SPr+JJMEq+FlfbRD1vWdxVnH+4"
    "g6wnk+Nvum/wFc5wK/ka3/QNZOsg/G2sNBxd+VUMUYznXpbzG2OsfbQ12w/St5O4CH7K55WNG+R4PMdN+hHQbe/gF1z/CKzhUZD3"
    "U6SFZx1IsyfHnd9NOIFXiJt5YWjhUFnOnw+htZri69rsM8/oXD+9N01v+WtIWgH2bIa+IL1xspZAA9gs6z7QVO9x0rurbEjzv7XE"
    "UVW+QjMLS2B5rMd91e4mcsYZdqrQ66WEec9d8ZpVLTpOtbjHm2myN5mtPkEarotOMp6Rxj0Uckaf4zav0f6cB1LC2qim8inslWn+"
    "h2GdZ9WLOCe09WZR0laS8TkQxw5q9ceTicPK+X8McjQXPmgtnt+s5yXQIX8LVmJlxsPq/QhJXoYTYVnkXWDTRgVj5QHc2XPaQkfr"
    "pfp5MAC47DucicZmf1odZHuufxrnIsV5phZ5Wojvdhpk69zkK5PvDlLHNhHNV41i+6exDyblPfmE94jtJ6eJY2dL+3j/QvzZlqxt"
    "B4j1Hx+CNW8pR+IEvYP9/lkvAqqw83cA5T/FzIrrperBXso07s7k2k3edRa1ihatFBbNNNsSHYMrr2edQgmn+BVBQ5bh33PUKqZO"
    "BZpYi1P7MVD9Otq1MJcxq4S1MRaqrUTrZdHsObfNxasb8hf6yxRdSE4r2ITga4+BvtH3/Kq4jr+uUlfHbvNKvzJfARjnJ+jgeGDM"
    "Ltb/M+D/U1fMv+/pLGCvjOc5cThjJymkhGs9vL2T1OUtluK3Cn20yc7ALYO1VXCKPqeiJwbztVMjT1qM52qLNe7OOl2rrTCu8ela"
    "Bb18LiS2O57nUFicM4HhVkKn3C5PYj9K/dUG5tCOY9tq2P+5XS+CjngZO/hF3pt44k+g6/+Jb982+DDoHHwDaSmADXkTP/+FTzsc"
    "q5n2k34yrOpw/Rhdea47Q2qNa7+KXKQ7A4PU6IfAut2BL9oHq3iH1YwfGtfXz9BUhYzXxCErY8XVVKyiZallL0WGeRSzXWOwyhtp"
    "QWLMxx4kpjdd/aZNbEzgu22G2oOwe5/A35mok5t8EozUnniyD3VH3UXvkg+AqQ297CXPwNew+Q/HSV95RZeHZ+lgnRVeqyP0i5Yb"
    "wtuyneWu8NJgXrgAkmLrfiI05RusQqvE8/eSRdpXHteDcY6vw16/F3xJ+36SLA4r5U0xTXugmJ4cD20yhowun2EVVqhJsOHmPKJW"
    "q/qySXDGBjGYXfeuI6Fc3bSyfKAqiyb9HWjO6nRW0iOqZq4hDh/f5pbPB8rZA9jBtG8BEIfV+EQasUW9apDQc1HV0FcoIhJKAzW7"
    "WFcfWcWsappaoJaVS2kymN8l50mMSCjN3owE7r0n6wqMheUy76s6v9t1KseZNYnBVnTAs96ClbN+92Xs6n2IUtNJIvb2ugyVq4DN"
    "Y+Tesb6eLs4bquB3d87xYtTFMTOeTy/j484WOajVf9IzXE4+4wSrXC0qaP1mn0FOVmxhz93/5pXPIEWFOD8J2J9ifTuYZbWe8g/a"
    "LecX9xGXxa4lYqrhxLTpapOAmgcniU0vmY1nP1I+Bgb8jrOAY5Bem9Wxnv225/8/xL0HlFRV9j18XpNBkgKKgBgBxYCCIqLimEUZ"
    "zNnBxJgddXTMAdOY05hzzhkzIKJEkZxz6KZz7urqiu98++x7q7pRqn//cc1aHy4JXVWv3rv33JPP3pCKzTHrgt9hFGbwnOLa2edy"
    "utA+fBO+Kt/ISH1Zx+oHYWnwjPSGlP8kVzeT30kzj2v5uDyx6ssa2qt6zrT1IqaDyx/EWFMe5fnXP8LpLuEzRvHkVqWfQf+gg3T0"
    "ve4xnLpVkCNDBJlP/P/DPXdDI7/pEh/1HN6kk2y6NuYsGhDb1PtaZYqeU0gU5YjPk63lVeJ6jp/Pq6Jmtyzb17irfbFS43B/I+Vm"
    "mcYVqiBDpPr5Ovc9SbKx2cRRne+mOYjV/AZm6y0XnPZc46FHBMtkF4ubYD8PaYL9bDmkHpLphK/1lekktEC1ngQpGBMkmCn7Jzv6"
    "D4I+TtGvGsE8dhWnu83bsS7Oc+V/O7Ma6jPS4DkYDYEz4vkXIs0wP+det+ZmpOs5geY0z0bItetC2F5sOmHTZnOWbn2Me3W9q+pK"
    "H3g/n8mv+MQqonCfLC963iubVaiSRTg963G/S31k46a+VHf3d9lPjJnkMlnD/jSTkL8xnzzfc4TnQrqLem/NkI1Pw2qt0rSfZE9S"
    "d7qaoYt+VrAn4uJmcPM2Yn0LWEWo4vxXnP7rQDldZuBJazg1W88+2avwvKWQ2wI9PpiiUWkRrA7/rn/TuWIMwF9JG309zM1X0AqW"
    "u46VvWLEPAX0m60uuwKntSciiW3kXXbhVELvlsM/noHdMISdA+FbG5Lu7di19bjTxdjFHzU3t+R8eDiOfcKyS3VinNWGSbG91LIT"
    "sYZ1C/f0+3sUoVVYmd3lMGkHe3wYdvR7WNuz5T96PjuBt5M6xjwx9uL/h1x7P0OuatiPUYMnW2xTaNjzG+GPFhA9u5a9CE17Idxp"
    "zPXKSNmXmC0pWqn9ZDU7JSzL+6zk+yxXgvWcAo/hX08MgjXwKYrV0NXfI4vrAmjW9/G50WJokiF7kCqJBbWQWiM310Xuc2qfMF/q"
    "aD8NapK6ENKwGLq4El7jQ7jDvWSFMdTgPU/hRN0OuR+DCGBrZkGma5e8G3SqnoMn+oksfZaBtQhthd4Fi24/OSt4FyfoGLkYUXEX"
    "aPBDgj5yN2zEQMSuprUOIjNBhks7TU0l9B7O93zJTjvE4K8Zd8wBnlXE4VQ9z1phnPgOGz1alLJ2dp+f/0npp/h9PlF0lAznpoXm"
    "cuXnQIJMS7wIrT4Tq/yTvg+tvR7vmRjc5XvoUvRohnpMYdd3shBn/xfixlfjmUbjFUN8roGEhOFS7OTukoRNMX55wzi4SEfpUUFx"
    "eJaW5b2jN+kAOSe4hxOaM+UInRIaUt/+EqUUHkVZsgy144c2v+ptRnJ2wjbi32fLmdDYMd8JZHZnf39KKn2uwLAbPpDriSi2yTNY"
    "HotzlxsHsB67EWfnbOhRK83/zIcuqeTV0sxyFfma51uevzDK/KV1vVhPvIvlzXO/gznlt2GtPtY39SXc8RD5W3ChXihhlgEp0yul"
    "RIi0vs331FWt7WSeqxfTG63EHfwEb71TYFPpcwJF3LGdmDWvCwdi/dezdjgPkroVXq9BrFGiv4p1sZ6v3YMSSOA6vQ27ewl0wAyc"
    "/upmmbktCh0hjdlh9bG0dWO0yE4iNMWKsl7nf8kQPzdVxRm2AqIKaHZGub3n005DQ4WsTpQgKijhazVElDiecxgJvU6XIjI4XK7D"
    "U94sp2qxXCS742ovNXPXGYyPqGdEaOC890BizxbzBObjneYJ2lyh5VJH47ut8l5IbNx32DVjDNN12GnLll6APbc4MJBazh73k/1k"
    "Pb3tq8WY6Uv0TM6Ct0J0WerjgdFS7XvcXMd01OML/fevqM9aHkxv362bq9mFvqo8VJx1SPluphit3k7sV43jVVfpMAzcKmb44owM"
    "GpFHkp5PYiNjCGMT643TdII4tPg8+IyGELMffc0IdIdp9utYs8qNyZzO6l3HzjLEo6ZG9W45I+9m6AqrkL8C//h1aBhYP7kRvoPh"
    "7yzCXQ4Vx49cBq15mMedyNRDGuul9t1niusMbc25/gRtZSG/x3EW3Id4P0kpPh1aYg32/jfmmm9lN2YGRW0xZ44b4IldL1Yt/UWf"
    "0Un6Gk7rVOj1Akh0AbxX1/1ejitPon94O3TSczhrJ+ITXyGeWAGd1yVoIzYPdJwcKd2IjnaJ7AS5+Ax3tFyHw1p8j7OYe+r8RvkM"
    "a304bMw6fQyR9xPyfDAcXuD3sME76K2I0ddqL71c4nlT9VUdH57OfrsHJaaOSaVGf+MJrSO+4cXkldUs57Cbr/wN37UAEUkV7NZK"
    "h98mE6A5gsByz7fJ/ojuOxKHdC48v8vYg/gZ9r0Se1bByNFO9SZ2AyWJtPwJVvA8aKX1cqa+Kh8iWuoh10h5eD/xbDJV78wseTLb"
    "KbnlyneSE7CV9K26ScR7ezW429ynPvcr52DvHEJUNRFjDUmynr0K83G/p8AmGK7DGbKDPBiuwLPUyoYws2IJ38dqst2XU8FJH0tb"
    "Dv9FzzizCmtepq/Dv6uW7WBThsO7e14fMHYyuRt76LRdhIwUzqO4Vgx/OR/R5o/MSz+XVwRbXoYodIO+Gc7FPS+F1lwESbsF32Pz"
    "yFV6npyPmOl9mcX8rutwashmxM+GhlM/+1yU5creT9J+xsBySOXQeBYn1+GOy5kreQWre708Ceu9B87GKDlOhmM9JuuO8lZWauqz"
    "/lu3bJ/odkSfeodT4Um9FP86W/KZn4rQjtZ7TgCrJXyEK5vebWDnX0/PVmUchV9hD07nxIDp7Jc5A1RPn3AuuxvyEUtb19ldQREz"
    "ee/h9Wn4ztn6rZ+KujarKxPaJ3DZ95iPJ1wvt9VIrsC91XnGLFv9d2QO/7R7txh5EnP21fopo+ONWI1ieB0rEamdh6h/NmzPkcEo"
    "rNBV8FSODr6Adrwa+/Q17ma4/EOs07W32Fo+yppEGe5xW+jeaXiKn9V4/orxjRtkFqcEQubR7XwavlsvyXAYCWPOCl9vSfuztSe9"
    "iNleE0c5eWLzost0Nc9Jhv9jtOfOjONcB2J+8DkSYf+ioYYU4z4rEDksVDdD2xRxKs93KB7IOlqDnokns9pFATS2ze4bQu9NuLOu"
    "vi4wixWIVdzjKNGNXD3IZQeOps9mXuhIcfFKkWcDyvSEWwdRCfZwiixB7LMGmvY4mcLYp5ef03C8SSEnli3Xthp747xe8+ys2n87"
    "4yzLrK0mulGRoYdAUlYSx9cww60D70xpIBpBlbr6Ykr7MB5KN2HHsG/Y2Ucm5vutgKSYvagiL7ZNpy3BHi7QsTh5BbhHwwgt0M8R"
    "M3aEnfgNdnCZXg7vtQJ3sqM8K/fIp/juj3VvPPEaWMcrYB9u0CdllyAir+s9+pruwlporlxAHT3OPYmYYMirK/GvU8gF42KlBuqd"
    "PnI8vd04e6ij5EqKsWujHj5+B1+f+1XbE098E1HJb5T1/KlVTXtLAydEovRtS3yX8eGyG+7reemd96zkBRvxbM+GbWU7+KhPyHHh"
    "rNAxfEzl/qew00kiPPydLKMXynOIkdcxA9qVNZwqdpTUs0raU+qyuYUK5oz0T+J+/S/zLssQ1Rnflfn2r0OuLP/+uHyr98K/HoTY"
    "dhU7UweLoby2RPy3Ul+gTtxIFLa09vQ4/g4lazRs/3Q9Vk6VLno3ZGglvrdtcJi8Cf23Y1COVRkvr0HTPAC/vo88rKfrFdSVMc8v"
    "k+k9n6M3QBNYb9sRMo/MTG2hgSyP9g9EjPPor4a0AEmvRxuo3c+EhV4Cr38lcYefx9ONhJR+H+TJXE6pJ4gdkNRM12d/dq7U8Lwk"
    "tZPUMsv9d888VYYI4XDIcpHavPwgeVuHQXsMgl+wt+TmO7Tu8Wque8pPtZm224sdSA0+Eu3BSQb1fDwmnVtJre8STjObVAObYFec"
    "LYeyGmcR8HLI0mQ11MrpOA83SKlmOGfd5If1kJlFfwvPFeUzxYgFNIHR4uNylEcaVNqMMDvZ9CFXsxbn2xDXQzJrGO6AcQq2gS28"
    "QD+EFxTVAcFyPH0PxFlD8fsZ9LHsO+YyRihlh8udsLYj/HRhJvPocIodt63hfdwR2P6th9SV6V3sxl6G+/4WnuazOh6654bwPWgT"
    "w0pI6IfBhOxMYdojVqc4Q1GSnSFNMgM8g/zyzke+BH+uZ+64geiuKXi69UT4CCEVb+CVEkQCE6Gx3pG5vr+82PMCWYa7IxG/7P5d"
    "JqsI2s56vx3H8VxEZlWUpCpIxPdchZATWIezq7qc2TMXoySYo7iYbG+G/lPJ3F0x+2ETvqPPPr231/uFiPDeVmc/9mKPsk2T2kzb"
    "VETPd7MnYhL8wVKJcxqwP7TYLKx7npjULPXoTl/5WO0XQ9vGVUz+NhFP6Dlo05Ws/lpHUCnnc5NknS9mh0VuFrNl7JcbwErWdHj5"
    "xnd5GVZlB3zfj5CxAYyFfoSETuGcfRQ+dCm9eZO5f4tl0jqyGlCAa+V+ZQlrdebPPIYz84PuwlrNrfJv74E2sP+xOos0lmask0Hi"
    "2CqL1eTYZGq5HnHiAke0VM6lDXWTaH/EX2nhPfO9EK0UeWt9hM+CJxDjhtBM9d7SROG/WrSynjg9FfoSPMi/It6xue6x8HNqsWNL"
    "sGa52Qaj2SpW47109ROANnV+DLRNCWTqUPkaVzsG0cluuE5/3M8UfOYyWc7IoByr9h5sTyM2yOY4wK6P2WaLMvGPEjUjxo7mFCNd"
    "W7cufubU1Z9jTbozM/fWmb/vRsRdx6Vrum9P1uPT7GlfT0SN4bQ7w6WI0+23yKu05vW+LpHA063wfQhniU3Dr8G5Lec8/y6yFq/v"
    "IocRE/O/50efJl2C0Xqq7Afd1EkOCwbLGGj9vXVf4lPFfY7YofnUQ5fFmZO5RtJZRPk4+4gWcYf7UrOeKfn0wOq1gF2Q1vPxvj4H"
    "v2IWvNtxMk4PCi7GqkzQz2mRJuE0finW77eRHTPmh1US5XYqzlo5/QeLBdpCx1yK/43Lx2ZFjhGHVbaS/Zq2TvtIkWezqPUdkcYO"
    "ejKuVIjv/ZnTw+p5rFLZKfwL2c+RojWIe//Gor569uW+i/U4Sf4uhl2/APfRA/f9jT5ETeM0bBl1uumECCMri0K/4ll9DHGiywuX"
    "4EqjIJVRZqoM1fWf3LlC+PNzsb8V2PdC6rUSXuUWniYXNeViKNTfyVubbFzcmvU85Xtt4lfZI3myjMT3TsBeFMCfuA/+wVRorPv1"
    "g2Clnhhcj6ddxlrVYvzNpnuNo2g1O1FSursYfu9Nks+YaQcZD/+2mnbvXqKpLNdTgmWshNTrF814T1E/zZUkrlSaOTbXNbsD7uxJ"
    "aNgb5Dv9m7YIrgsOwWrnyb749CHiUEBCj0IZ+hnr3AhnZbTFlR7vsIZyXMna0YtiXXNt2eWeYiwcw+n6gT2Op3ESzjjHXjKke0ic"
    "+XPr9XGtCnfQ3XSyXCtWNQ7DDnJRi1tlpveFizyanuu2bSHW4RZy8qsWa1qv58poMRSo1fjmx5s9p6aFVlO/Jf1syKE8czuKzToM"
    "Zn/KAHHx6gx1WDgRxqQxsvgk6NfcKA4fwM2A5TeZ1Rzq6527i3HptcVdrYZF3ACrvBiruRI6qMQj5OwuGaSvkAhYz8KDehHxUh4+"
    "OUl7BPvrGfjEseSjrPXWw/Xo25/bSqk6a7LlVxyG3NW0noXeoq/gacxdiYyza2s1d/tBzv+lWQd01ZnzpZR1vGGyVF0WOPQMe6oO"
    "B2lHztOn2f1e20x9O6b3Q3P8qA5jN0IZOk5+45nrJo24hhnWwRr2/FzC2MC+dYnvexzMbPFD9Pp2wUodjP9WyWJEdI/oN+EheIKL"
    "/dRR1Oeek5ziSpJTN+W7NOO+RtNaynj6f8b7ZvtqrKtZP8I9naTtg3U4f2v1e8jrPHiHv+kB8hoRm0Oi2m2O9Ob+NZts21Hs5E4y"
    "CZqhDBJQD4/qNCn2vuoAYpSkeJfGCnEqtHjSY8KmspJFRrZweviUviwfItbZO+8M2M8jwmfkzmAjtXPIjm9XiVfyztnv61jXrWC8"
    "vY9U0UOz/EkUT/MvMkfU0odcjOeLQGIttuqEs1DHTF811rUcFuYZMWSmOXqOjAzugwf2Gzz6Ao2Gs+FN9Od0YsieesftVU+WdqWe"
    "rfH9AU7OLWNYTlblUDMsSltiCyijTnTnxGGw3y5xImn+ip37ibFze9khMEtwp9yvb0NnzFCrXVaxu30+vNdf2Au8c7DU4+Y7X9rZ"
    "6a0ZB3Rrhq9gS3Pq4u1hrgm+Wmmt58MKjNP+QWvc03GQkMMRs3+c5cKNcVVMrvv4SKQyO0ubyE6h7CybowRkEKR39GgCf3yll7h5"
    "t8PFpnRq2BcRxY7UcCKxRs9u5g7Opj5wlcyMjl+kDtmqmPiGJbS41j+VhLZMcVLlRkhEKZ+/glOhK6HPyhCHpPy5Xeul0DDpd+XK"
    "/QqvaC3+HynfyitSxPv6Td/UR+HPrmTvtrIX2umT4yDjk+nPHcD+3Biik7RHFLE4sl3wtOcdm+htddz3IOT2xZZButdDmhdBZ8zG"
    "Xhk+x5nSXY4KnH3bj1NLNX4mMq5NEe7y/oBD5PqVy7PIhjbxYbXgUv50OXlsGhDNOc64CCOejluUrHraU5uSaCV9WXmrJFPHxZL2"
    "Mbyhgdpc+DrK2ukSwIpMaUaTH8wuzqjnWnJoBmbDtvcVvgyOsetwVo92m5td7M+8kuvedvTdBvEsG6z6XTtG2sEujMTfluJej2LX"
    "9JfYsakymd29KU4xpv3MbgP2ay/2ATWu5ME+vqhnfXc3maa3QFNbDnidWIVoOiPQVawVlbJWMhRWbTzWe47+JJaFj/m8RZoeqzsR"
    "p4nj4r1GzHv8iJ2DI1lj6CZrcEfFkKjx8GpGwOP7Clp2Hiz5c2IM7DahbXivvWGn95FpvPo4PJ9Veb+E59tNrpTxcjb08DA9nf59"
    "gv1faeIXWkfyRjzPJu5iS1nD7onBnMg7XNaRlcphrUe9Pa6nv3W7pJl3mAbr67hNHP5KNTNvhvI/Qm6TG/RhxMMRyJ11g74F3/tL"
    "PMUGVs9jHts8w/yYYg3SGDTW+4yGZR0T0AYXsENWKVmBx0VPe6ywFLXHAM9BEfeYG5mZpNzfM5sVgqSvEqR8Xec6emVRxg/V2DdX"
    "r+jDnzok/w7MsYaej72br2xuKws9pngNbfFkidMLKGGe1DLsTmMkvXepxNGs9+e6Zxbb3SYqesozchNWdQz07Hfwpy6DFbV+0Evh"
    "V4/Wv0KybpF83NlHcp6eqGPxbccFo6Vz8JSeJA/Dpx+CNX5bXoFETcCZfJcdZWl4VCFz+wPY7eVQrz7WTGzuckpuEuRf8IFODx7x"
    "TIIXYnUtB1IB3diJz/F7nLmW/s98bfDR1GliPLnLIZG25ou8RYh7XKJhUqUp3yNWBkksVMum5EHyFumxEmel1Ng2CogtvwExaJk+"
    "J8/hRM7j7NIR+nAwVpdDP40L9oRNuNImn6D37iGKeCl83DLYqo+xayWc+bbprj/Xm5dr3XJfLfdnRvg+nQg/V0MZPEmMo1W585l1"
    "dZme1jgzOzWDv7OBfk0dJ8FNd9h85+5iPVPTs7lH6xGsJzdcFdY1vxlcnNxrYLF4PXPc9Zx+uJv72AK+XW4WwNxP+r/N7udG/8z9"
    "pM2x6ub6jHW8Gb9PLTsnI5CrBn2WeR3j+zpQTheHGlbM7MV7+H8Y9G5LOVc+hb+YJ2ZZ7iKGQT+5Aqe1iPiSymlnywqMklJqHGVv"
    "hcsgJ5pMsbiodLhHoavhCYtmPbNM10vK8yw5zOd+UkEPLWQnn3GR5Xkmj9sloRlfoywrK/ZrN7HJzDnk0v5ZB+V9refidJ0pc/W1"
    "ZvydQkZovcg1uETfCJbjGSwnnue7S87zHcq/ZKtuboazA/GVOrCLLKAtcdrRulRKfJ+Qi0ms+3a4LIIFOTIYwarNO4gkXsE3GivV"
    "zdJCHD684bbmsUJjda4TYGe3hwbcRY5CvP8LdEMVnq4MUviATPS+iesQHypJvwbWWdMry6kUYS2j3FciV3K+wu5wGJ7POg4rcY+l"
    "HiW7Um/AyhtK30MyGKczQHwVxbp8iftZTi+hht+zmlMqvxLNIYLYyjG3Nvi+1grWzlOeyXgvYq9LFhc3U0VtIX28n9LI32h+155S"
    "ye7VGHHJy7kmYzxPYAr70MDIO8XeU1czjNO3vZj9CGme7E2ep6aW/TN7Yg3f4PS0zftt5KzMf8+NZ080wE9TZNh7XcUrt/+W+zN7"
    "ykxYwOPEqtQHyRTo9q1lhOyCHY6x2r297CuO69M6O+rZ/WScv4chxjwG3/E9XukrnaUnJCrGzoC0xwI4mf62sV8ZX9GRnus5SYxJ"
    "uxOLdMrpl42VKHtrqxDXRDmbbjZsKVfzUPoMjqNbsxiP1eRGtH6yHWQN6wunybas3vzx1GfwCh2fZwOsaAj/MsFq1oXsvYh6bG5l"
    "ptG9+1DKyQz5XM+Su+VxLQsaIIXWv7tdUJG+LVwnH9Kzi3DOv5ixfDF7k+8nPk6CueGYnwj7lfr+S/0X/NXb5DKst/Gkmp35Sp+B"
    "z1fFaYqTefKWkHl1I/2fjc10c1sHdjmr3H1lAxHMDZPoePgbSgvTU9qKw+At83zxVnftgvsuZh+usW9OVqv4L9enAmP3W8PsZTtx"
    "mYxliICuxil8Xh5gzvoUOQJa8BhE8v3kCehl68LcxMrp6/TtS6iJ5pGNpR5PsZzRTIZ1yFBaXBeDZa4P9R1BCXVY3XHy5ziESJO7"
    "gWRodPmEbcTh5lrPtLGZzKSsPGb8odjzZ6EJ3wo+0QflXkj4VHg1k6BfC6F3W1PHFULXrNEJMglrtEq/ReTaXPzzv5yksT69mO8d"
    "cno48/v/llnLNE8L+c1PZ9wnq9nf5XiSOonjTKhhnmU188xRvVcu9zw2R7AqUM/eZ/OY1+N7bDY0j70ne0oF59738Yi8NvVqPJqG"
    "eFbMK7WFnM6BNF8lt0LCtkEsd7ScogfDq95WktJVzoTnfpkUy7f6JLTAB/KIjpKB8pgezlphwueuLxBXr3f3eSU82E4yn1a9APpn"
    "MjMV0/SRbIYlwCpt2ySuR/Qh3cUkbzG+53N9Cb5CL8jGOP2GXcvWTf0qIrlrYXu/xpM8hCd5Sc72mFWSnf1w2P4zEbWsZT9IinVv"
    "V82v0DvlA1qmtEc2PcMj0pZpRq8mPYpYBmt/AM+fTSkvo8cT9zWW+WJT3TGyfSUZGSk7R6y35mRG0ybvwyTt51jSns3bYSCtI+qz"
    "cUXYxJydXmOmuxgR06c6SJbBn/pQ8/G0D+A71mgpvmuY7IF7WoHrF3FatRafnq1/JdJsLmaTFCM116O+r7h/WcdUt2bqZtad0o5V"
    "mbjnu7MVKdEDmuGRdhxvcY/PvQszah2J+PAL5GUAfJfl2FeLd6+CrE1iL2VuTLI3IcEVOgH7O1qMa/kiuQlxzbece1hCvk+bfzRE"
    "wSgkaz604IlSQSTJNXxFxF7piLh6MfTdWk0jYi+l3TCeKfMx1nAW4AbpJu9D0kzTjId8bYVrXRO8R+zVVBPfN6VbZTEwU8yepuCh"
    "KmsSDeoqqg5F1lbsLEj+Evq71kER8ez0+4nNpoYenTPGfH7IysCJROxw9spxkQn538+CLES4s0V4YuOn30gOW9c32tVnLptyKKlm"
    "/BrX2bcBVzyLft8SSM16+ptvwCeow/kpxS6NEVcJ2Zo5TOtubYpyu1Ji8pAuCLeHBbpbdw8k2FXKwn/rdbjWWEZRSuu2F3G1q3UR"
    "kTDaI0q1/oJqPP9t7AOJYye3CpxH0cXnKc6m9n4GK3ggNOJK1mFCIhvsRNyh3WX/ZnNcf5MMY86vROtwPQoz9XC/SzX0MU6R0iy+"
    "rSGszjEmCmag1de1ouRurmbmvrpJd6dFT/Zkj8oMnu0kezemc17G8YFn/BGHAuO8TkMbiOE8T8K/F/nJjPbsOR8je8pexJAM2Sni"
    "LIBZ8O5yM9GTc0fVuSxGA3H3Lev0PDtKUj4PVdRM/TT3Kw3sDm8hp7AeeTC+x6FpzMf9PoNvGcf6RqV2ZnzUDXuxq2wg4v1nfqbj"
    "Obw3ra2CYdI9iy+cYmeYZvNPhptkyEz7E0NbyUoWsuvrGHlKhuG0DGLP31Ks+G+Qi1Wsdv4ZS9tSjGnMdN42eLY9iGJUi+cr/1Nr"
    "nVuqcn+maU1j82rHEugFm08/TWyq5y35GNruIFmKM99PrmJvZ76eBhn7Vs6Sn3FmLxJj654Mn3QjIpZj8f195VWsy+6yHNprhV6q"
    "t+CM/k3MFzQG6WGQqDm4mtMHHSXD2jpAMhwWLgdsmb0Gcja6SopDpo34HHGa1TjzIS8gWnvEV8ZCzxJRQwYMJ0cDaCcjvgurkc/V"
    "cI5teqfOc1slHJINz+tF0MLzxXi8rUp2Fe5+lLyA85x7f3K/0vV3OQon247LOtVkYqTc8zoaT3Dus5A7AnvVo/Kp77VwWuhz6NY8"
    "eZE6NcWqfzG8lFK9Hru3BPs0E2frPezjAMjnAyLsOL8Mp6QE+vJ6cRHNQX4KxaHNZM6PRe09mzxX3J+qEz0CfEF2Zt4i71x69F59"
    "J9gNXnUFNNMC7aNWAV2CFV+GlTPp7SzOon9OnX6oHMkIfF+pVNdlHdMb9Xui2XYL1uMMXSWu2meV5kv1bpyp2xBdFOLab6pNUEaJ"
    "8FEs/4Fs3oZ1XkieINep4ZjcEsQ7XgXJzo1aZ53oTsfbs/6d1q4yW/OJ+74jZ/8O9H1N5doX690zOEmsD2pgsI/OgnT38qxgW/6e"
    "2i1kuTqJy7zkuoNRuHOb9JkLj3a2jsG6bhO8oqOCL7DTrodlBOz1UEjgzvIFbMG5zMAM/cP3LNTY/4Eo3qg99Hf17Vzd3B/KTey/"
    "vw5aYmex2bNafRh+4m5EF3I1+e15NlJkMy3jDtcT56CScVs6W9OIUW8Hsg+j8IzWK+fvhZwb6wrdVMEu8Braop3EsqPTcBas8/Fo"
    "MWwLm+vZRJSc+ToFMc567Ip5XV/qITId5+KKYFaWLaIqm0XfRdxd5O51t1j77/CSN+lERCstscsHSU/tF7SRzLSH/d4ti1ph1uhr"
    "9hrUEeu5nJbHWJpX4L8YbLXrs7cO/dHyK9bJ8D8W4vq1lFvrrqzAkyxlDHB08BL2upD5yhTjguWIpi1r9DX5WHL517Pxfc5bbMDZ"
    "qWdvVzmf8FKtlhOlh74C/6hQ1smjlh0I74YEGdrYRFieJKuZaaKbnCXrN+NQ+z0Cw5ZY5JqiubucyraSQTQNm0yUOaT3pj+zHGKC"
    "Oq8tPIOr8V0VatOUHdl5aPn2s+RA3FFnWLPpjFJfZ8ZqK1Gvc+2a3bMVSDuLqo3MTZnuxPLQcla7tuoXLkhXttw3OCFcHk4P7wtN"
    "N5l3/5hjRNf2QR2zWEl6dsqOcfv8nj7/nUHfM8blJ9gJAz+J2qy77+fNhc1g8XRME75aa7kH98tWylDO+sBPUXaQZjx5RYR6N+4p"
    "T+wcXRTU8zzNZ29/I76p4ybMeAQZzpkkNcyejAHSXrs3QHMUsC8wqi9AomYTuyqtPzSDbd+Q9duL/OSjXXE3MdS+E8hh7zRgTRZh"
    "xXSB6cPDpafv87b+jYRHVbAevUOyM4VpWtwkuRvqYLuspvIQEdjnMf9fwzmdfxINL/TPFPJE1PBTlsm/yPuBNnvsuqHr4WFfIaN0"
    "sBylb4fbwa4cHbyt+eG7OME2hVeHSKyBNf3VsHjV8Bqt3/h5GWkIm9Ayn8OvGy1P6/vyNbT9oGayrcOhQ7eTBD1yQwfoinfWsIdq"
    "B1x3HfRUJ7lFK43pR3cJussxUhHWUCc43mnL6G/UgWIYGvvJC9B5D+oL+o5+gGf8WCfJAfKJ/MA8cZSxkP1ar44X9ApmjF7HPe8g"
    "dwaL4AU8BIuwGrrkcdiXVyTOSatVrF9EfZelZaw/hLxUw88bJ8+RpU7hEy7Cs3YikqfVE15kF6vJ4imQEqvp/aTLcB7zpJx9bSvU"
    "GASse2g19muPLfhIiveI3BS8AY39H3ilQ7FOy8L+iLX/IpdrkazmOUl6e+v0xHkS4zRwHfOGJjeGsDOI8xIxbY65yXpgCzn7bLhz"
    "I+RHykuSM+IrEXOUMV8TIdp7jF5iCSXlQMngJzay5SWzjObuOUr5+3FNZhTj7MOK02t0jOSue7svrr0J5+YcIqw7jpkCfRF/PgWd"
    "FchN0iV4EbbpGazbjzg7TZ/Huk8DX+NP6a70IZJZBFubI3Mz2+v0Y7G4xXq65uB0m9/wOXYp5WdUovSQ6/CJCV4LjINveAf8gZMQ"
    "nzZgv86HP7lUjac+Dz9vAX1gPX4/4yfXy3ecJXpNh9Mir9SRxEFrxbpTkr7Xcl0vi/BqF0jql3jnNljpL7BHR+C5oh6FbzHu8lxJ"
    "e1TXC2WOR/MOOSlXk/W4Y2QutlrKJcwAlbPu7XI3KWq6OvrztURjfFRcp1kpPJ/ZeI46oirVUq8sIR+2zVgM9pxKjoPK5vMMt+NY"
    "uV//ASvyPPTpRPiWk/RbMQzJVbpKmovNMv3/DZTWWs9psi9O6gZoEMvSrIP+LCRTb1THs6NlR/gl63jaopBKw/LaVs6FLsgdSbyq"
    "Z8gRuEqEOsTmuuzZH5L5zfiji+F9PIZTlIKE5esnYlWvH5hJeB/a4y7szwFyTHCY7g3/7KBgFTzV7yH714l1hqcpIS6j2AXa7n14"
    "O4tlPJ7CmOUslzaHHHOL9W9yDSzvduS/ayDj+Grc4Vlifs2/JUZLVUXfLiTWwzZ4ikLo409w4kvIOVcJnfI+vuciKSD7fLU+h28p"
    "5NSMY3GrocWxfOBA2V6uxk7OI1/OOnzTCZAxi8Qu9XMrFZwZqmUnc1vyKb0Pq3kfNOKO8iH03i/aJbhOC6GZ+onDAT5EjDV9DuUv"
    "nxi4Qzw7QCW90BqPPG+4orW+S2i0OPR/ZfZ2+z/1meZw86DNWOWr46zQXNo5wwhdqP2li2zDmfENeJo1uk52xRp+ywldh4/qaqUb"
    "KOGXMXafA19jB3lObI5yNaxVPq5czJnKQURVdDnbTcy5JPEkRczouMm0Ok4Q2byQoTb9E9/eNZiMU/G0GOryPH0LV+qG8zsHd9NN"
    "DCNnF+zrBr1VeouxdN3DmaIoteveXI0OYsjm70B2jQ3nLlx5a6nnSY6x2hrlbG2Sk5ntiBEeoXZ38zKWvdlKTAdGPStjX8lgLcT9"
    "DOxBOOGHsO/YoYBGme93Ma3V7ibR8zIvcpSks/MKGc+tZ5bVqgv5L90EbUKdnmtg9i7pa6CxLIqG2c8DxU3KRokTZ3rpJDGWcsv5"
    "r2Z/n002uV0yTJYi+i6f6LNyK9bsHpms7+qdWH3jSP9FT4R8XwdLsYzITzfh/M6HLiyBdvoRK29IiTdDvxThTCzHqtTpf/DOal+P"
    "6E9PL8UYXT3OQDEkoRj3mCYqaB2famhwBbFoSvHpVqwWFBGR6Wfcx2Lynw4W5VyFW5Gm2ZVcr1wCabNat3kKlcSNKGEvYoSIDClO"
    "DwynNbQTcz6RIl6EBrHZ3kcgE3vI7Yin7grqxFjw3tGxWJFbsIaT1JhiLyd+zxra3Nzn50xJebxZt/8hM5MpfQPr308Mx8n43r7T"
    "fYKvIT9vQa/9v/Q0/j7Plzv+aa4f6VDoxhN91FFF+2FabvafqhCmceqM17Mz3nEJZPtHdutZhbS5qeZV2I1j5VirLMmt1Bqfq+H2"
    "bYI+OIAYxRblmtWcqEcyOviK9Q5DLV0KabW+ybGyjrs6G2fCTloV/n8B53s5bEgJp3AjrMK7+enTxTzChO99b6DnW8/Mt62TsZ+s"
    "9t23Nr+W9GyUcVr3BNk40jpR6jx/eopW00VHbgbB8UtmuCEyM/XGnuGq5w381t0kk39U3zkfanuPybirmCcAHaV36BW6VM4QY2H6"
    "i1yvwyQOe2RScwj28Un4VVNw/w/DJq7RNvB0fsvitJZ6NgP79n7i9jdCJgHLSFzJrsy9ENvWELukPSzh25woKiP7T1oNS3A7ntpM"
    "bcW0yj7i8qZ9ZTfZRR7QUOZLR5yJy2ALpkGbXyydcU4OVdHBwcnhCPknhPEVuUvvCUbgXIXazjOKq8+ptKDn1gfXKIPGLqMnVcAo"
    "+iasmFmt3LKTgBWtgy8ZZ4amghFVOb24JHPxuxChLE2fK9Tv9Xg5S4ytsRLa81AJPSZzAzGFQ+zTKFiKidAXhov+NfTbBr0wmItI"
    "I3cWNMJKyt6iflqiDWPMKmJdDJMV5BuxenCNn8Y2z79Sr1TLKzYQQXYqZK8WVzkDcroRvu8Tum1Qg9h+pLwdzkBc877M5XnoSH7f"
    "CONW1w1ssdhU+CyWw3HzFdXsOkhCn7WGHc49NxV6hDB7ngzauWNBGSEPwJIalsf2sj88sJb4xll6OnsjeuI7O/hYqY6xcAaL2ryb"
    "naXp1KaT/ATscjI7W3gtWaIMqeAM/HSQtMkiY9Z4JC4lguBv7JXZQ76BBWmDuymCD2A2YS+PT9j4Leqf6wbEziXQAXXsLv4JV1oH"
    "/fwxZKEV54UaeLIcc2Ut5NSQnPJxhuLMZS1mJ4b1RJ2L63zfDApSNXGdItTdcV5J2emVgO7+FPbgKPgYMyAtX2kau2Zn+Vjc+b/k"
    "hGAwOxUqEOdannkdotPBPhs0SlJZdpE0a0Jmmed7dp14FsXjQvoDp2ANJsMT+AXf8zxOaA9oyO2Ddz0/cpC9X2c3Mhl96+1co84G"
    "pzyX373M8Bnikss/RFnHKMI9GodltyxjZlprfT3bsi0HSIZtJYOTbr6O+S1LPe5nWh1Hp+NAPZUZSuODbs9KpXkvy4goMAs7eqL0"
    "hEb7i7wk02HdDUF7Bu71ChnAipv50G9KgpNLn2uEZ20NY5oar1vditmfB5H1tB4nsbYJu2WmO8xh3GVyTyl6u043xtk9k/JTa0f6"
    "HV9FLVTDytBpYjjhDgk8qW+ye+JreQ53Y16v4Q3m49lrEK2dSe72QeJQ8PJ9v0EEZ3oWfY4MDp+xYyR4gqooR2XUXG9LFXe7irV0"
    "m1w0fFmrEhfhjFs3VEexaYFRYtwnVse27qga9u6WQ/qGSFeZAmu1Vo0jri/7DuqpY2KIkxfhfNZw+ryGc0LGn7FMUpzvX66Hy2X6"
    "ih5CDVMDndNePoCnMJ0R/zm4g8mawW9zqApuFnshrjSedVw3o5bQRTw51p/pmNMkW/08gGd2shoOS4yRZgX7RKwjLCVVzXJc554y"
    "XcRKXYq+epx9xBH9QIyZYRcxfLlBPqObYgQSMn81RBoZBJOscDvumUqs42eUV8tQ7EfEm3L2y1iG+VbZ6PPmjvW+2p/NOmYK7Rwc"
    "5JnO+orjLPqBtbgi6rWOeLoCfZ44Msv8k9dDl25U1/1Zj+gjz7OXpJmTv0Ic/ozD1c+Njtcco8V//8qfQdDKfTVDabQdeRO2qJT4"
    "emY3xsNmxfRpRFm9xVUNqyHfDfoNrPOZ4pjIl0mUU5kPqeFhrNCzYQmGyX3hivCqoKf5MDZnqf9BZN4iOF5CsuvGcUrrmG8xD+BJ"
    "vRFRxzFbzGBMMWQn+E8RZuysMlVEfJd20JFTtTnkZZuAfkVchmM5YxazIxXkgUp5/d3Oc7cmmbuLqsU+Z0iMM3NV7H+sJhbpaGkZ"
    "fgOPaVbwKD5zV/gprtEreEC2yvYXh/oROwOG0CtrIGL65ZKRkYSfJV3l/xzHfqU0s67uJ6uZd11KlCfL863RGvZ3xLRVYPPnt+gs"
    "uUu2leXyqN4O31pkXzlJntZ/Zuv0f0SC0OxESNp3bwl5IK2yOUENT20Vvn8uPMBB8rhYXWz5n+xPzM1tXOKrCS7utdNwkrjJfmO2"
    "WZHtt6j37Nu2E6OksV/LxcrL1SEN/fdoCrlrTI21mzpipG+T7fdIE5m5jDJiOrKn5z9t4FzjsTgJP5FJJObxpO+VfdkDG+P8XQN5"
    "vw+XKCUrH3r5GtbSI/ql/oJoxpBYpyJmGB20YZWggfPJ1YxvSqDXr5IZ7ETsSCm+nKs420tZPrMqV8CjcM+c9shXIe1Tte/YayD/"
    "2h3M99o930CkGov2jpZN0MOL4MFfKTNxVnPvae55jOYmNXLtQu75ktMREw2W46ltCyH3lcRlmK4H4v5Oh3/wJSS8SB4OSsIV8BfK"
    "dSiewXI8V7MT3UV1IS1ltFkE1IYsmmiSJ+wY+kyO1cnm7+7Bt1+HM3CG7CFvc7ZxrsciuJ0Tu3Px975iesewbH6GNjLs2JOC1ZBW"
    "61NdYzUMdq6FvpIUR/Qa+u62KHvY4+wjGsfMUJwYgQdJKTs4nWdmM5pneb4Y6zxwLDYO1zKEB+M4Ug0N2epmnSTpfboYvNa56nqt"
    "y/xzmne5zvv8ps92lb6yVFNb0BH7sUfeUBFXY+3vhj+5CB5NBBI7TV5jPiBOjzXOs1iF9x3JO/oVGm89cXQMGc+42XYLLP90t9Rl"
    "8W8zeDE7ikgj85+rzrka417iqno1jCLTfgbQIqELpFwd80KDx7pyfSQhYouEujpk0vviGQ+zt6Q9cmKuz9RxxruKyDYPsDr4Iny0"
    "6dBEDmXvILE9+RlP/Tls/FS8f2G2vnD2H+oLLio1RHSRzN20EfUyufVmK93I2lDuo5KERwp2O3aENMc6Wdlk57o3uWohZM91E12D"
    "czNGPsf9lulb8NIjvpaaZD4mydmQFHsuOstDsN9vwYucDi/6Mei6++VW64ds5g6GSDzLs+3YZfIkwRyDPcdO9KMr2QXl6rQb9Cp8"
    "26NY6ecRIy+TTxBvPQnf+judFB7OXi9lT4frS2rPqC3Cc5KrV/fPeJ3qz8xXPnNzHt5t/MCroR8znLkpPVic1G0tljHfSSr9TvWR"
    "MIt2t4Z4cQ+J9YfG9Sms8QeIPg1FcTp2PK0Z3qKUxnzU1kl64a6X+plzk7RC1qt68t1t/ETYtlkGVcmyGjQi918mxdn6uLHADZC7"
    "cOevypf412SsdjH8jJVYvVcMNwjf8w/6ydW8iwyzkGWC+kukyXl0k+rCGeVKSK/l4AbLdtIDJ9fwet9uZhdK9WVR4n6lofGK9UdE"
    "K9vKM2T1K8XPqziFcQg1RKVOYf/wv+Vu6KJ59M9XYcXi9PrraPGrcffH4BoHEh9KoeMXQvts5Tu7arhDR0nax6uxLAZu6Pvg7dS3"
    "kR3YwbBJf8B5iDK6qWc1x+yvRclf6v0yXqtgZ1bJPXoq9v8u6Lo7cSKWs8r+EDRZh2AO7uhiOVdehq59XIfoU/KbHIufnSY3BpP1"
    "cs1D5Falr/0fc4e6GQpAm6xflqvGn2KFyyF/RsgFHdMffdzgKo0x9pi7WrKbS+kfHIGT/hRs0BvQwkfJEdDWnwQv6GvMOLlTn/LM"
    "a66OcQxZDNK+T+hAyqB5XfWQqVJo/FbyDDlBbL4q05WfJipqAfa3Brtfis+dhPW1XrGZzWKNW/dMK98zktbG7l3L/Y4RQzisow60"
    "PNFOUk9PINdnvoa1zedcj9nhdfpgsJ+8qUfiLjtKvf4xXrBfO5AJo6O4+e9qruPTrGq1Zv4ySkbwpfoYp/5PhFaaAd2+2tfBInjK"
    "OsbLCU5shaxQLmXOpYSra9rAunP+t6+UIQ7eS7qIVZo36BxYpAqsj/kaFpHHs3y3y+mBOa+ig+/KCT1CR19KV50//ZXMlNnur4O+"
    "dxLVCVGuzftaLuFrWIz2wQViUydP6wvMQRjGe5r9EEdCPp38bY37+g13sgLXuxn65ghGEdabUUNk+TEyyHNhWt9oA/NuO2OfD5QF"
    "YrH+R5CYftKRcxxzYXWKGC/GmT+LwpvtSw+rkJkmwyHeje8sgKa4S/Ykq3OCT9WAe3K+0Qkyzlcr+zTDZWqfOVs2+B7hQ+UFjyqz"
    "fTOvWExaiXuyuL4Uun4JnjHCKmCmPyODhZ7hGR7UzGesz6QSWsNe2VUGy1MS5XvXaO6rhcTjXMifxnUkJ2JjfmLRuot25PdsgI69"
    "WAbCYyyGTU0zc3S4uMm/UYg9Yzz5RZpbj3aFFMzjpMN2so5zqFYt/xqashb64HSc6yQnTj7SU+ETW39od2nuruM+grN5yBS/J1TX"
    "7V/KDgu7VkQnEnvbqpwdmrlac6/YrEI+pdoyaqPEPNQo891pTi/baRiPb3pC1GeqbWq6CmcoQe6JgfIS4wVDE3V14Wp6LYZud6C4"
    "rp4VPAMpdozG8fxx3V0SnHxaDov2JaKAblgty9n3gz1w2O89IamDfZbEeZPG1ru3zGaN+nVvj8aI+YvHstukkLO7x8ve3OEoebsd"
    "Iqjjid/ku4Qi7Gsb65l8yzkvFCH2TFT3gPXsLnX0/H/ys3eZDHWU/Rxxj3F+KN41H//aDjavQr7gDE8UljE3BkTIftN8dWyXJ8tK"
    "XivGfrIRXiOZ/lmXnW1vTlvm3rk/80o1bF8Vnsk44trDg9+VaLHL6BfkM64sJHtpObwJ4yktZBdVyp8757svZ47OOglze5C5+/C3"
    "l/eJ2WN1uWKs5ZuMSwfKAvKEHiSDKekxaLXVvtM9zbrlKmqAUny2g/QWm2NfpTU8mXHWDRLshenGvgbjMjDsZ4eGmM+OiqvIrnqY"
    "zNDZ+qTsL4vhTy+DB/iGvggv5hD5FVfsRu8/5mOkqO4l6tFRxsDPslrhbYY9CL3fD/H3bKmXD+AHlNH/TUCHR+gBRPRBcgZfJaXc"
    "2Q/gfWzNaaDD4KXVskZyE3yl9/QTuUlOxrM8Cq/0G2j68TpcHwpLw3/DrvyoV+gxmt/2XW2rp+iG0PjAh7E68xW5jSqxdjWQw+2Z"
    "JU77uM1O5gkeM7E0i6uW9K8c4VG+baKk3iMHu2jYIr+3ICNPeX1QRRldQxRml43tIj/pp96yufqHyfdaTgDPgazky67Qqe8xY23d"
    "bKfiJDzSzKx8gccpy8xX9KNHFHrs977EcHCI+Y4jO+n52TpIWhvx25uevy3nq6x762B46VXaCzF6ie4rbcnPUaPTwx30c71DdsXd"
    "LghnaUtNtl4cPqcDN6uHZbzQxsmRzU99m+wrrvZR48+KYSSlfMRaw3g86jlBQh3he6Ktb/psSN5SMQxkm4y/XeYiPjFk/UpWdKvY"
    "4We/vySb6MlmvrdxkqCd/7Pc9/oVeR6STZDVMTgFS/w8eyNahsXCKT+nOIIZt43MUcehF2dgnQyXtZUcB818OX7eFrZ0Kf49Ez7s"
    "NkEVz7bd/QbmKF0Oba0a1mCYZdIL/W53y04qukrNWB8FhKxQJ/jzU1iHiPk+RfW9wq5/JZMldppyEC2P/u5Z7N+9xdWhMq8ksq/s"
    "So1bq03zuo176iq8P5ObwqGamc+01rBF5Xyv4VNZPFwljlEKq5SkLYn7zki7w+t9vcumW0d5xOl5zH0aY9JRsoj1t2rKRcYDL8rm"
    "NuqoW2PZ+9/Xa56MnE3M3vUpUuefLeHnr0OfJ9/LZ9WTHiUi9L2SAltX4LOdDue1sfOql48Y3E9Dr28TnKtN+lgx9CxCoWfc7efj"
    "9pRmVjT0O9FNXH+s5eANZW0JPeI6aKpiTgnVeJvQlKFjLz+ZYxXY9ZCyv2cz8MuJZ+JscgT6/DbJ6Io3mStxMtFROkrSZ78a0cKd"
    "Pd5cOzS11Lle2fLJMq+kFadnra9zPbSkdTLbJKmd3xOhuRbj/vMhN/tKNVEV1jWj+eLw1HuxP6+UE50HistzlENKKoggE+Kp9mMm"
    "PUX7Vs/nGy2FvlId+qk+YX9ILLtv5s2tUIcgcxT0QWdImuXlvsY1P5Jrxfpzb8H7PpChslbf0R6QwHHsdX8Svmp7eRzvXoVzvSOx"
    "9Mr0QZzMFoioNqp5BStwpXzu6FbwBfckh0wNMbDrm+QtDXmvh0R8h988yrXL11+Iuz2aeITlzcTBpnsqcBbzocOOkx/1AjF8oJmI"
    "S5Lc11oiqLsqg/nrt4jNwxfTi06xp9JNLZ4HvZ7xQTbyzg7nXKObWIz9qVfaBRfBe6i1fgf9B1buRP0l71rLSvk6i2ojdkQnyWii"
    "MIsIkPZoqin2W4ZNcCVdDWdHz/C+B3OECU4V1DGbEcWqPSITsBI/qkV7X+skeCHr9XtdJ1fIfGjGsxBr1sOzawuvzlA995ACsqF1"
    "Ikf7JDXUoHP0OH3ZOqhw/4PkxeBU6OwbZCc5SzsjGpoYGBOM5TK2YsfmHcRbtjtuS6aVqJezXJycaXhJaY82qHhXJj9vT7etTGOW"
    "TWnRY5QiywZPpobKZPBu8cwIVT4Dr9q016O9ZLSj+YGZM9uI3DqYXDEx9hW3xen5hJVp88bX4mdLKR8pr9+sjrK93Og/YfmK4xDX"
    "jhXDwE7iDJUxEsvVNzhHR+sb+rKcixMxSB6AXBwEee6hZ+K8jIKf5OY0Yv4ZhnHqdpWWagZVxdjdj/L1txrY+0985t1sSQcxdEvD"
    "2b5aTpfX9FWsm7DjwxD+VsNPcogV1eSwEPiMlvX/K78pwh1awxPqZtutSztF9pR0MxHLYrz+e50YsnvH8r4JMiFkYmDjR7JsYZ44"
    "XJJuZGDPk1aeXTODKZXKTvFW6sVSQizzyeQDLScL9XLWySvhB1tH6NWI/rtAgrvIPfBADkSEbtgNT+kvzVbyDZe+IZvh2bxGueUO"
    "fTczkvTzXRXUo0J/x81jDRU3YTuGuuNFaJOWkvsV5+Uc6uXvG/7Leh9OZuwZevTrjrTLfdmnlyC+1WpycRZpi6CMff6Gi/Sjfuz9"
    "jKSGfhJT9V/81oguxGpdIhGiQ6ShpZP07qOIQV4WqybtDm3/nRqeZzF07ot4ns5yK1kGqunXhZxWSpJp0BjC8/GZAjIbpRlxHiEN"
    "6hDRm2JC2HNtQ4+pvSR9r8+O4tgbzC4dIbPws2FckZ7wsVd6j7CKr94n5xLTdhN7MW3q6WkxrtyTEfctx9+M8TVBpqXV2odzmut9"
    "jLneZ6nstI7k3lqGd3/EYHEf05g0nuK9lh3gAdRRO9UxJ/wP3OtaPGMFtOQAmSk7B1Gsza5YFUO9CeQZ3YmdM5a3Wabm25rMvCA7"
    "i2G75GZBnxV8KcPD7np43kadG06Wn0N8S/BceHWz/RQOM9N5OTHO5aXIBpIbb71xRjnWZFrdVnhH2Xxm09mPMmYP+ssoSPnLOius"
    "lLN1hH4rR8uG4Fqv9dpKmD0lrpfBSeMQcdi0lZqpn0ZpX9WfuRTxRpMezaadXC3fcxrGfLnAo792E8N2VVpg2xur65g+6MmO/4Q2"
    "/dVOmv7rVWjMdXoftNcnOD0liB4tdv2nvhfkRgPOZ0dTqA8QEyPF2bQSTgu4LthK7Kn7qa3tlxKhRrf53/RmTPDOdpRq62AMpGOB"
    "fiij8c2dpUPQQXrDEqWY0TqMFaCENjKAhuzBE++Fh/CTGzwucqjlMkPywyeJqPGePgGP6Wo9VL+Qg2SBbhf0h6Qt0HHkHZqAU1qI"
    "E7+KtddGtA53X473MuHjoc5+flQ5FRJ6vJ+kvwfnce3FeDnNDs/+stqzv1XprcRKS7Ijzf47gZ1gh4uxI6Q4z5EPrVyi5pWtgq91"
    "DNb3IezFp5Ckl6i3Sn1+ahtiaFoccLRUeVS3BmpHs4sDfe4xJGdlHbs6DiHv3RA5AP/N1o3sX3MIQ3W0/xeL6xSp8b5ia2bOTKsd"
    "4nvaqnRhcHLQVffUH4Nt5I7wY3hdUX1XdterKc0Jj/24n2RmbN2cuHqek0zV/GjYiRQ5Aj+FZtwIH2ij3iCGcf89nvgO5jUr9Byp"
    "ZDdEP3HcAy6220gPzPR4JW3XUJx1Q/vdA1KwUf8pD8me8o1+Cc1h+CzGabgzYyvLWw5jHt71kRZlJ2pclWkOrH6aUW5CV8l6xqFp"
    "osa3p/UIZD9xcdlq3QTtvgZXSzITlo+/b1DLQS/WvsFO8gO8wKE4WbsFV8M3mQAtUAz5exvvXaWn44p/DU6B1TxYhkgXNdSNJ+Hb"
    "7Sxv6Xw9DVZ4k1wP/fm4ftZMxKJZr7i9pD3OcX9xnZyFlFPrCbSKw63iukMKyFedqctmsIMcZ9Z+9ByG89lKmIVqz7WsZh62xrOa"
    "O94eVy2/GB7K99B/t0KnVOG+F8Bn6gFJXaXP4y6msqe3hLrIcoADZYo+LsMlN9Z47lc6cqLfunWqiczRjlzSJ3Gqbp7n0m7PeRd7"
    "5ospg9XEf4pxCi7CfE1Cp+hafzrbZnsxm/6qgCwm6XdGtD/73JPMJ2xopipfwwyKyWQVuzE+ZOdhmZ+ITzTxd6zLTX1OPFfGrB6y"
    "77AM7FuSkMY6yHAghgSyromOzsyv2+l6HPr/fEQgCb1bzKfeWo6Um3WGDvB6MWSexX1iT7KmihyGiPJJfQtr2A+x/TdaBa3QDtrx"
    "TfpdVZADx2lbzxOQ4ajMFWPkfuWGLG6P8yFcT/Q8ouN197WgdtJCAlb9Yh7fYh1ihG/UIWV8xgxMOfFP+3heIJfn2ATfw8XZ1rn2"
    "IU7NneyFKSKyYoXOxd/+w4xqjPM3SfYpODTLdXqO5J6WrMdJTXCyOe15Ewy3vX6zTJUS2cVVyhPZzhz1qLeuTyj00WXEc93Zk/xG"
    "eejjewiHZbsDHY9ORl/vitj6NG9fEpRDl12oJM+E80I78ukNoSMfGr8W/tMJjAjj1PT15JBw/mVr6eTXuhvXOu3X2uVuW3pJ7JC1"
    "dwk+xVSP3eGm7zO5rbFiOfJ65iZj9O1mi7FVuigulxzk7s6oZC/YYo/U1YFIXcNlb/yX1O/whM/xKvka82y1bpLtKOrhENHwXPLV"
    "RfR+PEd1syhIGc/xLpnvNeckrExDM0hdudegK3RFB8RPC/Gtf8GOLIQUtEG0b+hd9YwUukrjhEtEW/iJrC2j31gU3wlXHCaZbF6C"
    "vnWop7Pe8qo+JffJAXoivKIW8jNO6XxW6Uw7PCQZCbWZ3SSrHaeQFyDNmeE0Z/etLri4mVdaev81g7Sj9C0SWUwSe/VLyt1Z+EQ/"
    "TjkbvloCWn9baJ2zZQXutRgR7vnyVDNIq1Ow34ZRenxQQKx96xU1RMcZzXrrLpd1mLjJoQSn8lztoYGZty+kgTZ6BTVFHdE3HCv5"
    "CeIQ+R2+cD0tQm/Y9Rn6LOU0QlTFOFfTeW1L2Z023Oc8xHcw2v958gsrd26i+SaJ+lqN2Z+X/sAS7ObvHHr0ln/98ZWUR/bKcA82"
    "MHoKffY2RZ+yg7h5m5BXTutY/SwcAO9hbOsHwrv17/pD+A5892vYdTQNnvwqz180NIu33NDMWtfp8VLPTKB6pGDnXzqJXcOIWySZ"
    "zS83zU788XnSvidwO2lEBXUVjgYfR55KTzjThRjP9rJ3ymKi21U68i73YDTcQGTd5cR2CQLrpB9PSajhjKGzuMeLoXfaVaupoYoo"
    "P1WsZvShb3ytWI/S05613vztEtiAcZDFIcEv+q4+jF08ruXX8G/e0Jss4xHeK8/Sxi/Q+2UA/a0EGYuK/ETab7xSbRYX/Tis/kT5"
    "D07rND2jxQ96M6zralx1HOfDHtV+jBvqWXdKszs/yU5dhw1TQancXxqYsa/Tv0sVpd1OeSfs6cHQLSOo/yuYRVqD+H1rmcH1sv1a"
    "CSlfDSti0r9Qy31fqTvJN3PHLpRrm+mQjLBuFurfxGGxVnuUiag+zWq7PfE07Mv9fm58nNZydWyqzCr/BXivsRzNx9MeIgPxjkeh"
    "JxdA97eWWfiOz3W64Tdribyet0pHwtP4VG4ndtluUhLuo1fhntezYm/6Y5NnhbuSk2NxnuPjqSuHsGa3kqx2VYZjjOeeCv2/s5wu"
    "m/Qj3Ec36Ss7S8YX65JF8srUI1xPYB3j1z2osWLUN2ahzxZjoa+HtdkDVzX+GWMXsw6VoeJqKfbKTLxSCO/Euocz0eiRrGs7PCHX"
    "l9GOtWbrFVrG7F2dvoFrfIaV3dsz6IVZHzgJjbxUL/e58gwLrdPKHaSK2YBucpTEGU1nkMKcFRgD36eV/BOx1XDdX2/FN1Tps3pa"
    "UEjWnHaIJly2Zo4eK4Ppx5sefsdndhxy0NuSpvWOsYPJcL46B6WcWbFMxBQ8Z5S9FEfimXeSM9g/YZ9epvdhfQohcd9BIh+ViTIZ"
    "tvxsWaQzsTcfNYMUmfLz2nt4Hs4kEV5SuPo5ejeuuH2LPoi4a4JKeIYfhafqyvRZsPyD5DxEscbhOBsSdBpeM76OB+j1O13jsmJD"
    "PIdYPZ51V/JARzmfZh00XXEf8/UxOVEOZSRnEWYE0bdh4i/Euyo4fZipdSa9f3YIEYtLcW6Nkb2GqBILsC7VOoty9L/Fv24OGbsA"
    "+/g0ZzfT2Ov7mH+ph53PzXJq+BUj5FX8bijv/0IkapF2nXaXr/R9+JdrIX2/wXq3D1rg2Wbqx/KZZ9RL+M401+vekhmHuJ913OS1"
    "gsjxUuktpmYrle6s9fD+t53frWjZN/j1NM32tr4sM9PtAhVDaroZ/x4nobSTO3WRfEh9pNk5uJC+kpJd/M/wM42T9cSnvhj7/jJW"
    "oTPOYE8pZ7XZKs0hVlV9h43LtLin7tqEHbbRc5yGKw3TEBbiH3IB7Mqp2l0f0EnBCj/LmkZEkqZXF/M8Y6uZ5bF42hBozTveX5wH"
    "3Fsyr2wjJXzlAE711DO/YQx2XyFmKyeb6c/UVKWsW9UQUbs9rpaPOzAPwmxfnjSX68z1Pf/3XXf3d32Av+s+f+p7cr8S85FiIfkf"
    "ksQUtnpld6nzn+lKREBj3zQUxF1lm2bu4P9+nv/m3v63z5PyM3sDvW7sLU7LVLHPJklk2DJq+EPYzWKdkXWI+gZKS3r79ZzZsJng"
    "FK3PxeL6UwZBRrYjI7khm8/VCex+WsqK4RXSRRbjb7fidOVj7yrIaWEr9CvkaA0xWUbJJ5DpHrBurYKn5avgifDb8HVo2FZ5z4X7"
    "ae75xtyvWFa5PWxBrd4BLVmn+biLH+C3/Iz44GlI6xh4C9fJZTIT+qYcfkMe9EUGX6Yqy6DVUVwmr54o7FH6jBt5at+VDYw3Mr+C"
    "bJSVZB20nPo+rseyQzfuc3ubdB+JEwHOYf1Uk/mxkH6mZZ1y694uUkEMtTpY8E34fRj2pVgNadkmTdvjHU/DCz9EegWfyI+wyWvC"
    "w2A7jxPLfayEPczX92U59PfpuOJi6JC5kOG/i81i9UIUMpWIwJOhh81HO0g6SNwj1zvuDfcEpgt391XFhK8lhB6n5wD4JnHiHkQ9"
    "rl2Uvn+GVfv3fRYJHSnVXl8nWelu4HUbe3OafiqvSXZc9fNstPQPcQii1uXvaihJyFucuLPvZ7tnGhHiXCTRl15JxGNE2Km5waOI"
    "5cE612C16vVb2INf9QAdm7cGlnYafOha/CzkqszjubuTFaeEr5nkxt7cnGF88760CshJNf3qCTjF6+nzVtAzzvDaRNibXOf9fONd"
    "qaD9XaEv6m1BOfaykjp5ASS+mpH6ANYOEpzbiuIs1sFSG3p0W0jTDD1DzPt4S66CF53gKliPZ6bWoJwqyNgfs2NNd8LV2XN/xvZx"
    "tFTzpymPH+jqGLlfMSapGrKqL+ezQUIRZ30D3VBGRIQI9I3zFevZyWurcKBsCx/4YX2SucfX4TlVwTvsIUOZkcrMoW5Dr3tvMoPV"
    "NZOdzP1Kty3uoUXsPwZPBN/r9dAsq3Rvba33h9vKabogKIEf+pMmfCTpsmCu4mo5uYhn33NxauiRASLwRfeT0PvdQnwE0xbGL3sq"
    "66lp76nXatrXXOyzQyTT6RR6HC53zdZbmGd2/qQhENRr0vMuNhCpv1zvxerNJwZN0t9fGSs1Nls7m/k9kb96RDxjqbZMjCEJ3g0N"
    "kunONSSYD6CNTHrr2MNvWZACcTxBcxlVlbPTOsrrl9GLiHJycb4uhlfdwN6vFFmUQ1+JXOyjEZeLK/P+XVyv4cnJb4b/ZymrCOtw"
    "JuzZDAPL8IAqGQ2v8tj+CWbbrSazmrMW6/DUpWKsCfmcqY6zPl/vu/FDvYg9byt8bdqyUQ7TsA21fS9xnDldxUVhrTY7OaptfPzr"
    "0Im3LFUdJNMzaVlUyfKmWO/CYqzxQHiB/TwzTJI55Bix1SSLilXWZOfXkWfkI6yM7XMFvr2EucpqMkpEyFXdO1iOPfiVtbhpeP4+"
    "8gLupJzxbYy1HfMBFtOPsIzJMZ7z0fbQsjz5rEP0lEtgq1+VOUQq+gXrMwHfsRbyYF7+15BUY275EHpzbNCAmHEkXpuJOLoCd3Cy"
    "nCXbw04PFsOW3lp2k/M5dd1fTgl6QeaehmZr0Gf0P+yfaPCRUaYn02n0umzMWk99nMnsDPMr8a8me/GYtwcf6eNiXRqGCjtE3oS2"
    "nEhmkk+aqYH1lpf0BpyAB6DLpsnueO80OQdexSDsysFi0yB2dicT2/Q8WNUVRHL/72cvVzErWETmkjFi/XXPi+WklzPP/g33J+mx"
    "SKwKWaEPcpK6DaLKiXhtKqX3IPqs98hCnYhzMBufOlj+DX/ApmVX4hu+4elfzxN7gpTTBzkSe1FFe2r1mPXatPd1d9rf7/VZ2MUK"
    "vVS+Jv7sLFyrL6JRs407QR+v42ScXbda/wWPw/ry8vLugOQtgd2+F6d9Aj4zW3+AhDziY/wK+oOl1NyHS5E6PL+92c1mZ7CamddH"
    "EeuV4tPnBAfId+Ei/STQcHvphxM/DFLzU2jTlcZXYXiHaa6zyUBnj9xU5/telT5MF6x/O2JTRZmtK4bnU6MX4FTsLp2IeDaTef6u"
    "MkFW8z0VvHYpUdEOkbthp5ayLv8PNeSsAv1Cdgo+9/p4AHuTOjEejNNnC7Ee83AXKyHxJXhvEVH/p2HFzoTcfwTfbT4i4UW468Xs"
    "HH5B31KryHUXVzdJEXGxxEcSqWZmvkdIgY8Yd2QnpZvjtg793K9Ukxsh5e10Wh2LkJvQNh7zZLaHJeq/tTt8zX1xDy/oX2V/2TnY"
    "Q8brL7qv3i5H4Tn2tc44PM1S7ZP3E6R5T5ktj2KdWso7YriE47mve0PWNkGelumhzTAzuP4jN8Vtr3T0Nprs8ZDtFZ7L9iv+bvPp"
    "22GdTsYu3gs/eKD0lBsgpVvLE4gtxhGZ6yIppNawenxnn/uu0XM4e5+krKynbSpFJFWf1dtbOsGlRFTbmvwpFoskGAfAI8Bp/gIS"
    "szvk6XRm83YSyw1aF13urNR0rMzf8OliSnupniKdeZ5W6Be6FNHQ2hZ9IHm3hvfLVvqZPBLOZzXmS7U+DucbP8hdbM1MdoT9GBVZ"
    "b1uaYHqov+tG3K9odt4h6dmfbCagITunv798iFVdw16tD9mZWEEWj/pmsXRyYVUm/XSEeL9xoJe+FHbKuG7XYg0uk8OgH2fj2Z6A"
    "/AyVzO6Lx0NolJSD5CFYnnsh/yWIsa2L5Vd8ymZlNMsxkHlvO8l02z+CO5rA1wp8j7ub3ThO7wnz9WG5BKtp3vO5Le7V3XRmeFSQ"
    "hE06QMr9tFacljFJpMEVOOsJyJ3VBVyXST1OsfUkB1nWyp5N0Ds6c836EM3CPMFdfDe95eNdB0OE3XPWd2CVnsFiPQ1nyhByZqeI"
    "0FPLM2q5/H2xYoZdurPMwmnKC6w7tRzna6E+r5fjE4vJbpDmPOW3iNjXEbvyVPaYarYnNCMZkzgxkAvVtp5eQD0nOQrxt+fFsWTm"
    "k0W7kHW6lPfud6S/WwE5Xu8j5bSfyHa8MAn9i1/NeLZSE/pYs0TP51PFGUOvo0dp0cO1TdB5fh9Tbc0T7DBpG7gHhvpyAeQ29/78"
    "pHP03OA9+QDa+SRI+V36pp6mN0F35EaFTnm70thN10Nq+bMa8nV9jBVZSfx+q0TbROQPYpxKG/Bz6/TqB2tpmdQKeRxe4gv0b2zl"
    "7sEOFmjXwKzER2R4TGpj19c+WTzJkFWWsRLzOZ7jZQUREuK6OZpPpnLXgvrA1VMi8DVS2P0ayu4cSEQf6Cpb371ZsbN88lJoz3I9"
    "zVv/LXM6WWXW8tcl3uexXEQ/nJdVsAKTIOsL6K3ZNKPF08NlHmsHxv5aSIapg2UN/lVJfP8K1tisJ8i07jJW1NK4Tpp1J6vBGVvs"
    "edjHofhUC7Jl95QSzwVhNdg9uM5pPY7PFSMGkN3rdOrxOj9PdK/kzrbmzt2We1TNEt+3NQTffDx7b48mBns6i2saxXrOpzdRqXf4"
    "OZwGdmOErFxXU/ZTmumRbsFuYOO2NxzQV/QhfQn/Hgsf01D3/ob1/156Bh+Qy82Qi+p9fUeZXzHpW6KX6I/YzdtV4K8sxScOkvdk"
    "tNwF/+JlyFySd1Xr2XGLmRX4Cv7rcPmIfEDfQFMcAv9jGs7BLvSeUmT/bEuOGGE9+R9icxU2OzSGJ8fY7SbjPRewcrsA77eZlxr8"
    "fozYRF2rwHjrN3mt4mbmUv68Ol0T4fOfK66Lf7l/HrM+U6FvDcVnW/hc07VNUIx9tkzMB81ybv33WG65X3kLe26ZTEP2z5NeUkI/"
    "6W8SQJb/Bf32DfdwqtbJdI2QceletVp0u2ynTtOJwaj2gF/e4KP9Eaz+lfiqe65sUYEaH9hi+ET58LKeC4zLeDJW9EtWaav9ZMtj"
    "4jzNWZSnlGbq46V6nSRYOTc/xrDoXmbMbTm6K8ViumvxVAU8hVFqrChzSSHxXWZy3sFh/CSJ4bfRriEJ9pEuVePUKPdPk/L5wDzq"
    "8JvlgWA+pN9wQYuxLqs5W38ddtHQuzuyP8AxZyWzMe1C/TSwKeMN+jC8kfXQvKWQoZWIDMzv3ZYIcS7DHfcTrA7rsSvr4epxG3r5"
    "ia/p+jqe4xZ4WbtAZsbgaUfDYk+Xw3CHDZz8brzrv0jos5uGCvAmVsP0Zz68qrPgzS4gmm2U+tdZJztFI9jnZ3XVV6DhtxFj1Kqn"
    "3noKdncMtaV5Q528hDlMAecpCWtXTXe5u7cnZcQb24r8NG0QKw8Uy56cjadKwj73kQsQKa3ESd0BkdR6fU3HkoFjGT7zsDhep5B3"
    "WOh7aRq7tkeK48gIidy4s7yH3R0th8AbvUSewzkrgK/won4jx8gz8C/byF9ksqYQ+VbBMr6OiHGeDoPv9jR86Na4u8fkeT1J/oNV"
    "+EwuNuRq8sdkupTtz8/YVXC5LPZWw6bG7tX7uBrHIv63rMHJXJEMT3uC1SRDfSqkLxVjlq8WdqStGFPnFHx6Fu7NummOwncfK0fg"
    "dJ0rE/Q1nqY6b4n7cjJGiElhyGBHiuOz3kcMs/RUdkga8uGVeffgueYTDX0FpPMtrMApsPyL6ZGmqP3uFzcZVEir4VgunGdcRtlp"
    "Qa3Vn/WU1d62JHBmXB19Cu4uhTPv+JhDVvlNphv0AFY9doBP21aMV+1NrOt4nOlvtHtwI3k6j22SzXP5yHXsqn7T+iXxXyBXUOKW"
    "8+yWEP+jnrNwEf1UVtH+BWKYu2aJ2zAzYxj0lZzWMI9nV3HdoJuj57pIa/OZINMN226GZBD3PejO5+njrWWEHFCr6aPWegzfaj0M"
    "1qfxiulsP47DWsnNkPu5PKjPYnWGi2HADhbr5ugjM/Q9InhEYW9TPGNVnKyKsAsndzdQb4kRRe4Y2Rveh1UETJ9NZV4ul/bvHizk"
    "3FtbnL9u8htkKcA+TdCfcebHbeYl2wkv5ROWsyYcxTPN9f0/tfq+WG/ISnaAWsfRUnz7EBkLr6KO8x7GS9rZ34VDkcvkoRv4XAnG"
    "k296FITZzEQYA7hhpBj+qk2g7s+KhUP4vYCMQiaD28kmzoIkae+dfignFoftgXWxbC2GnrECP5ujN0P2rzIsBf1Rxuq3wSPSX37I"
    "+piNE0iXsxPR7Lz5Sz1kd/JA2f4bq9ED0st7O5ahGkwkZFvvv0BnbcS/Y4wYWjP7H2V3RJK4sI5z3uLuKp7cBGQuxrjHpgN6SKYD"
    "oI51x6E4OcbHXEm0FFWbkY+wdvAOPJ7tg+dwd1h5XeAzzjZp9h5t6+6Uv+osx2BmpZcQJzQJuVqKta4iV3QD+T4GyamBcZ2uhATd"
    "j3VaoXfq5/qC3An9MUen5fWSV+VjaM/5+iD81E/1VR2pmY7L4zy7egMkrSiLbLAJaz7Naz7LoUegKdZiN80Lts7KfGiWDbC0q/V0"
    "rNos7K513SSoJUs9CsJfxLjrckeUe3BXLK/lsKqcnTQddp4UcWrKpCmff9bAUh+BHblQkv4kxrgWdt9rcAaq/xRmXAm5yiqgaSzX"
    "X60/cQa+AN/1qrwjNllqSHrfs5JhmdqT4HeeoHfDR9lTXsMKF+Md03RhcJ5eF3T2DGWjxTLUV8oJYpPkv8Jr2MTZ1pTnpnGx3u0S"
    "95ivnVmnDjnhkvSxSoWvXor3RltIymeOj4eFyc0V4+ZUQ9oDw1of7td+H650nKsd49SBYWoaE/caSGgD/IPeYugJx8od8Ef2kPeh"
    "QXoFo8jNXsPJZeP7uIpYTRU4g91lIjzlyfqGvis7ytTwYWj0iXqNLJE/48PW+ikSy/GdBolq5ZmTe0vLLVSG3JoslJjn2SphTWUh"
    "tfJXuNYuW6xWGIveWuzMO6zG2XfO1MfwJL8gZlmta4KXOVtoda9fcC7X4E6Ww493iLbbZXnbG7JdwObvFfHObbbrn7IfMe4Nj7Ee"
    "MjpFJuHPHvKrPol3/EfL5Uxc7QBJkouogL6aaY1bZWdyUibxszLjISdPwtM4v/0ZZ97K3qNWYl0ipThj2xJ1IYG1K/Y9042Y/vb3"
    "nuKmzUNOdu9A6xfx+SNXa16ONVqCb7sZOuQTWK0nDSs8mKRfa26kVZshqqFnYChe1dS1n4idviW43iL87C2sxSJI0iTcd7nMgTZr"
    "IQfC79mEKzo2O9MOvcR1bSS8Z2zneq4+Iu5c5NOzX4BTcKFEOFuxitK3GHYk4evhu0pjTTzhmZhK8M118BmW6sjAunsKofPWcVoh"
    "g6wxi/r5Ae9DW+RnkWZXjwhl2OqW2YnT+6nz8wimB/vxe7pKymeec/VfK2PQgVkE2NBPwF0ry5gzsPlhq2PNxx6vgV0o811ajr/0"
    "GiI0uM75DU0ygEqWXt1sqiXpn2hnj9CpHhej6Xyl++U623rIpbKvWB9eN9ke8cl69ituYHyaO38QZ2/mOuxHEfPzL+A5DOFhGj61"
    "FKfnFdjkFToJkYexZRU2251ukxTbMI+xkFbxcj8/V5lFDbHn6kW5VnKQJHyN3lXL8vzZM/yJJJ4nRQymwyTOXFuE/RsNnKxPM/Pd"
    "pgk3hJN7W2Nj3Yr57JLrJ8pwE7ciU/ZwuZH1xbZivTKT2CuWyfKdwV7GNL2UsJlXklmkTde9sbe4nhx8e1iF6Mc4Jr7VS+SEYAzu"
    "ZQ/9OLDKb726mfWQFcpZlIkE7sfQYfLpt1pH6hRex7qOj/sdJsjvcYNCZk9c1rITtcFukul8iTNH4tb8FFgnx15xInTL8exDqING"
    "MCS4OfAjl7PfLxDD97D68aeeEScC/+cTxL/X4Gf3yEzNF5x72I5TIRUL8N1z2fdfRhawWXowe5vMYuwPGXsVMczJ+N53oXWWwIN7"
    "lHN/9UQSXaxnWl0G3nN7+NH/gKZ+A1cbmWV2jHtEFzftlPZ9BRlU10rmASzXsArnax2uXkjU5lriTL8Gf3Mt0f3XEI2uQkO89yvW"
    "3So4cVTnJwlM772MJ3IskSXs9ojizjIIDmnfYVnnJx86Spg9d65OkpkYbtlkbi3zynYyglaikB5uEby1cnhu+0iyGWagWh2Le30B"
    "Nrkv+6Fr8Dy/4CmnqeOyqWJO8wD5DmfXMAhrERGmPG5Omgjbju3TPNkr4fHnEynSJMo8mvGMyQZLXO7jPRap83UG8JyU0SLvL4/r"
    "abiCVWrLYTP76xNySzAEsf4QaPokmbc3sH7zLfzdyyARSzml3hFr/lcymIbkSzhUzO/oye5lN1OazmIsGSrkLPlIHgpflG3kFuzK"
    "RTo+vEk+lqFyezN4qh2ymXVtUimyE5gbhXwB1m+2ZfmDn2HFa/QD6SSdEdfuIJfAozWWZZsvnIu7PE/+LeP0CrmNnprVYlyfziHs"
    "K6qgZF6A0zUerx4kryEqsc7PfFzrKyJT5urScR01sax3L5zcy2DwDvV4uImsL17Bro8IzmYhfGazuC6aKdNLZSCitEpvc+K+oztO"
    "5A6LHsuhm41p70d4KD/qdKx+e2lgv3KuKDSmDqv5UEn7GdOEt1Z7+FxIEvpxO3Eapiv05SAxrqPeiOOKiY7dVt6Sr2GpV+JkbdA7"
    "5QstQmR6AE6BzTA/Ca/gM/03a8w2b5/khJFjTohgNY03eD798hawk3fDrzAmz3GQihWek9R+DWBHfUuPOxHHN7Vkxr6SSIe/klXh"
    "aHhLX4h17pwiF2FnC9VNrN6Kb/hEfubEVOO84rQmUnSq9snbT77FNV+UReFZ4Tnw4j6TfYPO/h3rtWlNZ1cvablQbZVdIL2li2eL"
    "qGP11uE+WNYmvwkGq+FCJLWrzz/Uen+intZqD2oG41128W47viuANK30p30wu9AdW7Tpb9fTZfHGRB0vMT8xXM7TWOYZWoxhvIqS"
    "7BCwG3DdJHO0RR45cTb7o2rpF90pfTzblUNAT/j5vI6MQ/bEWVkXHobz+4zsHZ6sJxvfYLBMLg2KoOk7w2c1xuhKyGKxPo/Pfk7s"
    "3lXMWW3C83XhXEWNnkWMy3LOqiU9D0+Nvo739mJErV7/uszPOo/jlcR+niDzxSqJMZuT0cM5/dybuBl1sFAN9J1jejZk0+prBXi9"
    "EmszQyz/X8Dougo2q4H9iVVkXr5LXvS53Kc5N34XV9T5sI5x5mGx3otaesptxZ1Eh/SfYkbrAnrglo/tBzv3LjS1MSzGWC9rC2u4"
    "G6KwxbhWSxkNX62b7AVNbF3vC6GDdsepuUO+gl0eLNfph9IJGnVSeJ7sGWSyVfb8R3hprOWO5MbsafQRjS0u4wnkq8NJNy/UbH2+"
    "r6TW0w9crm9D40yFtT8YK/qrfoEdXI7z/6LXWC7+qFaXwXLnqRXW7EbohVLcGbx6ORp2pwdsxcQ/xX1jGaBuRLQIvUaMZyf738Mz"
    "fyAO+/5L+hxz5F78rLmrZeq2zhNMeZ9tZzF5+07inGmxDp5dKC+F8GKaY5rYxudfT5Qi3/FqedYUEXxN1oo4ZVeqEyFvv7A6/DJ8"
    "oGHwUQqgmy+F/7O3tuaMzfvBCuISGfezSZ7D2zLvzeS5vzT2TZ5LO/QptUhzPCmNtebNo+gi+kK7SCWxdypw7UpI41RdJOprsklt"
    "fNK2PkbfyA6gfOiHXtIfXmUU/lMakpv02BWlzNkabkWC0+Cb9A2ZB+9mLPyAK/RzSMRj7N1qBZtVzIp9PTFOLYaYQo7KpbBs3WEr"
    "CsjUvQ5a5Q3cm01gbQ0voJDsDPWMTreGPr8JT36UGJrdJsYA1mn4kPzCSDKCTy9mr/2QJth4q1Wz3Fdpzt9ZLHscrrE1rNcmnuYJ"
    "zUT8f+YV84t6c79Geiy4cr5rHu/A2Vrz7bdm75tD12lENGrEf3SIRqa5T4LsRLCKNb43Ps1e//837qiW0jgbm9Rt9Tms2DTolse1"
    "h74iL4XPy0nwD7pKc1JlVZA2kmFyy6Bm9pE/xyb0//8ruTVSrucx5oLQ8xFYFcdx57oum+IselyCsYNxllr3QITa1DGsGSfFHEYy"
    "G/VneMtT5BkdiHv5QZ6DzJ6Mvb0dkh1qc/P1uXo9cn8mtxZbk62U7CSNXHz272KPULm1/3nGTzCu1SXMNdZAQ82jptpeZkODzIM3"
    "Ygxeg+iLWP5/Ds7GtdA5x0pH6RLsBztQxJxZjBh3E3G6vyfbaD3vNiQuTwYx1b5vLyLcZOrTrks90yO+VbZTLFP7cT+/hNOk4iuK"
    "lknfwGtXQN/YZI9lYyqYPy+HVY2wKmroEe3E9RPaijkEtH3YNXK8dBeHaFkPHXUe+y0n4O6ND/NKcWw/EaJl18B7SxAHu5Wc6bED"
    "azy2uJ2UQYgBrRPpSFx3E3O9rWFXDVdpEP3DNKfik56VI8nTHUhPWAzj5plD22RebH8Zj2/+jt92PT65r+wIv74efx4D/6qMfUwp"
    "MhgNhV02BOEA9zbZ+wxbloN6oqvZ+r7MWfKNnuFlk17Ffroa+OIFsGK7IC77AifpTemqSdYOqujzvADNvtZzwkzOVs23lcZMj+up"
    "c55Fja85WKSzr7xGhNLcXJntiDdntnkkZMx4yq8Vy0VugFWoZPXY9Xg5ph03A9VRMvwhjdhw6axWbZ29L+uabZw6yGCYOcbwzK8a"
    "aOAfyI+wWD/Gnf9/xL0HlFRV1j1+XgMSRERQARUFCQZMIIKIDmIWEVExpzHnOGYdc8LsmBVFR0XMIIpgRJQgOccm09A5Vnfld/77"
    "7HurunWo/tZv1re+vy6F7qp69d6955589v4I8dSF+M2v7O23XOgWdXWjYdLPzyJZ//4Z5DI3D2mevocdO5nYEJXsT/o8K6NV9Gwu"
    "F/Xn7a8TRS0p5THy1mQwaGt51857+UBa43vawJ+ej5/n68XQYKPhqxWyllDN+yvRgXKsfOr7L/pL7gi5APHUbD7D4bC658pLnNZb"
    "h7NqrHxuXyzj9q1H6ymGj7ufJH12xliird5bS1y7xz0mjXL2oE4zFqSO616Jk1rA2HY/1nBr/XnJndm2qKQZWQsnIpL8GXqjDHI6"
    "ELFTY3yHoUcBdTzx9tMRYpXLefq0XoH3LtPH4B1cC+n9np0sWCHI8lZWow0h6nlitJfimxrzBkvkF1ZX69hnka9tyT5kunGSvqgT"
    "dRquZHtfol8Hlbii4b5W0D+wiOJorHWSdZtCSPUQaNM69uNuxXtmEnW7Qm+SA+QIWYSdHsiM6WqynFpnhfUMbi+xbAY6ra7HoDvs"
    "Vop9N9+Qz92yiMdhzQy9u50Y67pSOyWy+ZO9s1mWK6W7DkbkfTie8D5c41X91LANgwquRB1xwGphWZrCH9yRPC9r6PO6k9+RnvFB"
    "zCPEOJcykbKVoIcV9Yw110Amu4QXSiuZKmN1mhim5IHhFfAvXwguhEx/ifUazOj6JHzD7pwQc/j5e+LVtT5DsRjfsIbn7AX6t92z"
    "Pl/DnuEYJPZ7j5RjDBkJ77veIYkG6BsVfLdjD7bPnibTs1hY9UxkIivZD17MOLoNvfUYvfUy3/GmRH4K/WrEWFXYSrzKKHO+zhNI"
    "cdq1ppFXFLustI39sF+HelScOmIx2eRguaY8Ap3rdouQxTCq9bM4mekTd/e5mCbMRpbBu6xnuUz5qfLXiLncQSxf/RB0S4HMsH5O"
    "xOkRIu2X834MA6qMUVUdUdJz3Vtcz6ePO9EQDHFibpeDpGWwnezOWp5DVgg9m7P1CV2TrXM1y04N1bNgdpRPcGfWx3U8/OLWOMnv"
    "iLEg3s9qg0PojhHpppzRXhFkaL40CS6DjhuNHewvJ4XLYE2tLrcFO72v3CinyhjOVP6sZ6nhxn6F310h87mHSc5HTKem7ynGWX+a"
    "tyNzaAlDjwnTXTL+oTbAsG0lTajJOzZgca76E4tz3E/+1fkprmPE7FiUmWH1U3OdvQ62q2wkv1Em2v+UftVZnlP+BOxrIftkWxH7"
    "KsJu6GriuE7H39ty0nCZdhHX33wdMSPi2bj+JFrRL738dJb7gnFYx52C/bDPv+rV+NxmPUbf1AsbybbmfuVamc7YuB7VK9NNlJt1"
    "8om/dLWE2bX9bzgs/5tXjJ/zTPYWO1y0NHkeaxu96//uezS7JseL4+ErYk4+xbnS+T6/1C0wmzOfPZFXQ8YjzJqFZLi16ugm9ryu"
    "pa/ZBBZrvb6KXZuOn++RfMa8ZfjUQ+Rv+QzvHE8uyT3kY/0JdvwbRMfHyPZBV+uAkYcRz/7EOwhpZRtOODcThzPdlV7sePzNatZb"
    "cK/vsltuPqKgY8Q6pneR29jXHtWRuLfO8ixeMSy61TgzbeRRHQUP80NI3Rd5mTnoaubAldPOVsk9UlzNzTKvO0mUFdAMmobNeJ2i"
    "j2pfMfa6MmiunWFh+sntUuuRtG3dTvSrnaZFyo3HNRV7fay8h6fYj/zdByNabiMRnpIMFtjeHtFNvV5eTnTJBLtfHetUhTYLKoga"
    "fqKkPNNRZmopwu99LBgkxeFC7aFT9GHtnZev9+u1YYEcB2svRN1XVhqTWBezQi3xREWc1UvCG7fsVz9mrjYwO+J6dLfVObG/vMM1"
    "SHCqNkpZK4PfbQy0ER0kA4ihYJ1TgcdYXkw/zZ1gx32U4E8nwfrmbbOzpw3vJE/C7OSje+UQMcvTlxFW5nni+jp3rblcIrmRy5Pk"
    "ijX7uh568BGsSndZDe3cGMv2Vp9ZcZjBBeT5SGFHjZPnc3gUv8GnKkckN176yh96L2TweqnvZczobJdntp61CvYY2FxXE/oWMU1m"
    "NfK22ROrmEe1e7tbzDL86CdNOpP5z7JpC+ULdjwXcna1FJHurbIQPpp52tXwZ4ohW8NkT5zAXxEhFbIyHWWUM9x7Fo73QyXCWLwQ"
    "8eHvxLBYp8ZPFddPeF4c/sFXrLi56b5Sj1+b6e+KYyUSjFJ6McOfzvYnOC+tivzs5cSUnIl3jZAfoR3ehjU7V0bgffnwmoeK8dfa"
    "GXkE97pM32JuNONXZTyxHRvktbbNV9DY3Lv7ZHV2h/b5H18ZDamwCGEe8cPbyRBiktZBA14WfKK34ylmQdf9Dr0xEh7r5XIoIttj"
    "8OlVxK5YjNWdDY0yBJHeYXKHDBdjKyjWpdixFmLeST/66dXkB3NayE0LuZlu+7M5V6GOsrWX11M7sCaxrxja8MHY49/kXXjoR8iX"
    "kOpbRcOdcNeroMMt3iuGZH6B/Vyl70Dz3a8f6wr4Gs/oo3jHy3IFzsQwScshXhZdh0iBOgx/NwvzAu5jf3F9D1FGpuVEmc7Xei7T"
    "iGfsNf76HmTDHYm9Mja/Av1c5kCrtZVxMkUu4go3ETf51Mzr//bsZCjRptIVnvxVkmT9JkYU9TLIx2yu+XHyBU7CcPi0Nr9TjGt+"
    "xC5mx2F5LvOjY9RNix9N/VPtmTiSrER3Zibo+D/NWtZHyDWMiefhFJ2OJzvDZ2WS2HurhmZYOaP612z4rpwwN8zwjzj3ZV2axdjd"
    "qawNXYnd7x/U+LtagHNSpulGcyhL2Q1Ul60AhvBGkw3OQQ+f3UpRKpS9a5fILlLEU/sLVuVK+btYZ/bzjfbMbfCyliLyTUj8UIv2"
    "e8jZZE+wz67B03QTh+4b4cyy+8w7iHfdCbS9iOgf7CuwPVoNzb4RvsTJcpHMhdSsouV1ttc613uLQ4itZT9qOW3YGl4/oTewqzjG"
    "7KiT96ZSz89jfsuvkOUU0T+NXSPNLuHesoJ2yPzY48S63/9QxwNnNQRjTZuhD5JxZz4zBiE7J9pDT42CpH0S/iKjw8uCPeXY4IRw"
    "pFaHF0inIKnvSQ112FyPy2XP/iuZfesjwj8juub+TO7abtLHiKHHWxfOoFp9OnfPQu5XrIax2SNPl5CLwjBR0pw2DtXQftr7TiGH"
    "+WP/P04qeIKsy+oSaN+t7Dz+QafBWhX57Ly7T/vbbszrXqEvyTj8bme5GDF9ITzCvWWkHhIIPvEg1yCO2OwBYnZ2h7x/wgrzjn/J"
    "tWZ++olWzaK7LWqz+J/hxDWRiJRyJeexhhjxXVdn4eo3s8e5IU6z/dM6m9dyOO31+DRdJcP9O1xW8ntquUsur1BKlOF01lvOnGl3"
    "tlL0Alozi2ga0OJOw3Q1Ttvmf9mFJnhXDeXgJIkzi3k7PIM4I66D5RVGdwPEMey+D62fYDyYwPNuYV+b9Ropp5QWYEdOljRPlMsF"
    "dOe6l/iqsc1K9+UEvGNPX+j5sHr6GYrcr1RD+23mXlqWqIDnrwzn5p/bqPKp55M6AJHar9CIvcIz9JW8BfCNR0lSnpahuM4F0Mdx"
    "8mjUeg9mCqWplB2fMWagNtMLNG9zpY5llq6apzmit4njn7Y6aQXupT30czvG2ZarysefXWQwotQyzlI6JPbQI7acwirn8bKVFZEU"
    "vZc0eRAuknJq21GwzSugqRLQ+131Q2j1A2W/YAqeepO+IB8T3exCsfphK3oOmRrBthBlHRdfW/5Z6bute0oqm9dxCKrJbHXQsa07"
    "bFz792xx/aZVtJ6ht1BKRJIaH0m4inKUDAcV3r8dJglmb3aXwToR0fUpMhDP/RPWczZs+WKs5+eaOz/6vzspeLE8xzpHlB1w4/Ht"
    "UXqNrbCvfxdlRFXDzN72zNnVkgc17dEJ63NJvaVA6znL2mfnZjLnNzfSd+57s4pMNbnAVFMe+cJlBtbp4+Kq9NtxVraY/e4pbYwj"
    "Xokg6moZZWS5cxMOX3rUsuWMkraw4vML9V259mEOLMnexQxymHHdK6XMMSUniABXyOte76dVO2LXPvbr8aC4uQTzIvaTOnZWtMRd"
    "HinF7MswpN4acpveRTyNqLrJRcvLXsiTtaO8SoT9Cvpoqyir5sdaTnYPX9+LUpfWsc78PT6xBDZiHr61KeyoIbnPlm4yA5++zWMQ"
    "J/z0QorRfimtRwSfs8ya8Xj+gfUchfN9kmzCU6YgC2meplLOxvfFupTDGpyOO34CHm0RzmQJLEy5ToWWbd1I1XeijpRKSP4MnP49"
    "GH/35kTF21rk5xTV4ytYVfpIevwp4qOvYkYx5bux9+b9xJgrq8h2RJkmMfSJsv/lU1LgUWkroXEsEl5Fr9q82JVkx81kTndErCD0"
    "J0vwzu+Yt5/Jue/N2HPzX3YWQ9Qx3NVRsIKL9AdY1PHWmyZnyouau4K7R1BBi7lWL0M8sBAnowBXngsvqASr1FacpS3HHV5A3HiL"
    "FB/Tm+QbeVIe1cmQ8u05O3mo3hHM9NF3U9+pHmNXckjffIl+KjHfYVhD/9D08gJiMH4PSTWU0mVkfkrS2pRIIftTUtR+aZ9ZDdlL"
    "cli2N6ctZCKR1Qb23iHwpW+X/aBvBuN7D0YUMQHS9LR8gFVtx8pHqM8SJXaZ7wqt5b81nIpfpDVSyomHmP5bq7fZ696SeeFjcP52"
    "hYwejD29EOt+tbTXs4Ipcqe0kwhj2GehQQyFfDexKm4VPOiuRPlI++77mO7qsQIzU22u3yZCWz+C/cWBlHBGP0WpsF14208bRzhl"
    "sEFPEMuLr2DHbC2nU2Ywu1RNqW/OOvcWyNZreE/+f9V/0FosinY4pDa3szvWZjokxarPptnGkN3Hqso7cYLHKpFDyFle6RF7l0Mb"
    "VeJcPin3ywdkWKxU19dWy062atZaM+zcjsUuv4HWT+Fsv4XYczuezUqiDWxR62laKq11cjgmfEJnhh3lYHiYVWHX4Oa8oThe/TnP"
    "7XawUOsxpq/kRESSXq/j6HZoSBWcBK4lbpH9/nnqyCpGqgfjyYbJNDzNu/oQYuEq6AmbBBsBf6W3LIL8L7IdgmZcCW01BXH6TMS0"
    "UY/W/YFYvLuMNQvrAW8pL2NFLK+9Uoap4Rq1CdZAI17NVYjzboyjy77BTZ7V6mvBFrWpVYsLfseKLsY3PQ4v891Gct7F2dpQJ8kw"
    "xBax9yP3K7nnmXJ/pols9h27TSBLNj1fyVl8YwsaLBavHSEfwXMdKq8jtr8Kq9NLNoTHQfP8ECwLfw9j+ml4VxjNmx5+HBgCyHt4"
    "R564TvsDeR6riIS/DLKXJxuJ91JEFooYpH0keZ3K6R2pj98NjaXKM1WGxBJynaMN8TafhY5I08IPE+ulXIdrJdjDn2aGP/EXLlz7"
    "+y/SXcbI87KHvIY4ZXk4AbrweI3LMfIs7vk1oqCu1NPkS9i7WxgXvMM+T6ehnK+QwdRWSI91/hkSeCH06Abotd7yI3z5FpwfsZ7Z"
    "Pn5qKEZk8iT173pW2d0ESDnnBBOQSMNw7ibJLH9ymrKUx6nS3F1Urk8z6qs7e/ueskpGMrm+5zH9F+71Lb0Dz9km7xZtiSddAw04"
    "V0KPvJfQ93m2FbtmPawrvZ/WQjL2VMRNnuwlDTsg9mzQAVHdSG9E2mOhpTnrFSXajH3rSeKyxxnczYV8mmHUbCW+Ems6bhAzJNXE"
    "HO7pn7mCd3a2ZNh0Cxkbq+/lUT3A105C/Sufdqfs34rYn7WInelxMq1X4Tzth/8fK8s47xX1slDK65yYvV4RbNMC7p2Lvi8ki08J"
    "zvlV8ji8vg06UJ6A7/Q6O3k+kkFcjya8225Zxu0t6tjIjB13HTT8jjJZdw4+QjzYVu6Adk1neVQzPvQukomLc2UJStjf6Hi5K4nT"
    "Zjr+Pc+vXswcYDXjlAL9l1jFfCHuewtzfykfOyZgpfZi1a+HjMazX8JKYK2ewVpDiWeqbchlWo9PXtvIK5apaUe2u9ehHQ4U4wSY"
    "pmPxbz5Zd8xzXy4FfIqpuL9dpR4PVJm5SHqPxE7J1mAvvUK+0EHBr3olrn2V3qvnwgI+jLg8Sn/cxRgO/S+qb8qKRvB7u0gyW9fO"
    "8GlZhaM99mIGI2mrvR5IG7qBXU6PSu7sfoE/uXWevyDJ6vJWRO4HyC84lRtg3z/E+f1av8FrU3WeGDNQB7Fp+5bEKDgImtmm2ixT"
    "sVEd6lEqW2mxfIX9M1WHQn4vhiS3z7tTO+oN+GQ/uVf2kdy1w2pyHxfp5XKS9BOThR1gA+aQ6cKmf6tZ6R8i67HP78r+2I9xuGoZ"
    "bf8m/Qf0eV9GQ0NgPRdo0sd1NQ0Yyrs2QLRS/U+c4GIypSWzjA1x7yvaPl+gL+ur8AD7yNPB/toEXuil+nbwHry773Avizm3fJ4Y"
    "bo1x4SxgH95xrIub9ptPnLAavQHP1V5K/bkNyRgbzfZ15+NZhuIZ8snQYDUfy6++DOm2WcUTJNNL7lgh6uj9bdIMXnCm16O1ZLrH"
    "CpiHs32zylYN7MJBkOACePM2l1vNiMziucV6p9Qw731oI/2W1hlayG4vZU5OmVl2liKiAc/APtBSKXo6RdRSdX4N65gnta7BGtZa"
    "+0na7731vSSI5+J+09XrMsuHnEfp3I3f+KnUMtsfZ66rihHxI54reR2n4b5ljPeAjLOKFCz8E4gpX5TcHSqIBellhogdUx6DoRCW"
    "ZhN2qEb760VyqOwUPI/YZKgerVeFI/Jel1cRNdUwW95N5uIuputViFamwIY5dvBaZo0NsbaWc+22aifDW/1KD8eut8O5OFUM7bCN"
    "nKTrs9zyjnFUsn1xdQ3yOTEihGT0bB1jbGe9XM6hzrOzmM/0sJwu0zl9WQh98wZW5Be1HkxjnKrv2U4SW9N1vZWQITjNcxdDvGyd"
    "XpdjBUZ5mXKMCM2zedMIrvc0Vng9p6tL8FTF+hT846WshZ/C09PU9+4q/TfD8imnz9ROXLyQ4u4mPNORdfE7hJKoR5NLMkt3sBiv"
    "RwG7eYpg+98T65gs1/HEBr1HHCrrGvL4bWXGoQr2uLPsLftJwiPjhZ4fagWZ+/rIHeRRXMcoKcYMxi/4/kLWlYzVZhlOXpIZz4he"
    "LTexdzZkRczlRENa/fvo0dUQIWQ/b/UF2mcFT2ZSj5UM9lI566Uh2Q17SCWntSMNNHDotXNjr2xmN12M/kklZ8stynzUr7HTbFV+"
    "r/b1HdA18JidlEzL9tiEzPpcrRM53z8wmE1O8w36Blb6NV8Rd9wfzjbuLWnPivor7sFyjyf6XmK7l4uYfxqI6KSQXYkOYduycENZ"
    "abIIo5ITOjGPcTVfzxRbw1PF9UfXZZmm1vrJ9aPlN3gYTtaTnO7K9Nck/uItZfjea6lfovQT7A4MieI0SRDPoo65AeHsaowdiw/J"
    "QvgUuXG247yPGL3Ul1mBNqbuPxjd1fIkx4hfmmLXTAWlcVsY9JkJr1zfYzPlw+UC7OvxMljuDtfILpCebxGDpoik42aeE75Hx/RS"
    "20Z4xtI+EyXEHsng24ScaaykNP+dOapinoRenH2ZB31fopex52ajbhXLj63Gky3U3BYwt11wdXf7bT/J9A2miBdR4PHZXadNpi7i"
    "sI4G0PJF9UjWDCIeO3AZ5+pawsaX8o4tu1INmSnH7rmzbOchyZxczE9SVyLOuzTYyjiniP0r5iv8RobQp8SdwBj75tN+FZLMHKXY"
    "i2h3YTp9GmWykh5V5vw6BL02PqKJ0UtNQD86PMM1uOYu4rItRZTAjcw/V7M/37rVjoMvluSpzMhFjB2RLjt/s37M3tNyVgyNEft8"
    "uV0+hJ7bketoOer3PFu9SeWT8BNzW7Mk8Y0i3utrI2uyeY+FutgjMhuueUKX8DMvsC8ig1vbPyu3boJiDTlYayEnKeZUaojtNRz3"
    "/xG8iHXwDg+T7XA/N8gEeQiRxY+4U0OyTVF3x2ifbDVOF2Mn6SBjsNZ9EUXk4emqGYOeIWeK4V0YZm9HXOkcMQzLu/Hz8fKc2Izr"
    "PCKeuq6KCmrcu3g6msk5ePJXob96wpbuhEj3HBkUfMZpzP6M4Ws8Bk8PvFpCS1AOex0jw6SdhCTxhzYS5SLTJ2SWyfkdVmPZ0mje"
    "X9ndOlwy9bwwm3tfBm3WE17lLPi+1kv0B94zCq98yE41y1u6jPl66EnDPzavt5q5d+M8KmXOznCIbE4gpX/thXL9aq5jJEH9atPc"
    "pcyO1eGcW80pNxbimfIT7PXv8FZayinQFjPg/8yApLwtrrqbboAdmakwWa7e9OKHYjZgPfGiqvQZfRjXmoGdW8d+5iGIUlZBCxVj"
    "TUro/R3quUEyfIsJX2NxnDhWabL+8OPJcroKklvEOCZJnINeHmn+NuzOGs1EVsqZujaS9Bahihyyp0lLRIK/yGjs9O6yFnt4gz7U"
    "CDJc2tfxhN65+2e1xnyVxHUOnc3JzErfyWp4hW/CHnSVJ+U7vU5e1nuCaljNC7UfvIW/+e6r6fhvFjVlDBqtX6No9LlwqRvDqX9L"
    "NnEPp7EnvoS5l8OldVavNP2TlNhvvvKxdsojGdud5eu3+I6XWIN3E38OocLeMznrRTREfezsUR8NY8Dmf+ZAwg0V7Ve8foBcLQfi"
    "LC7Bdc+Tt3WuXCXPQ64/gIS9IwnPQh6hJRgk64lhkECEbRHN97RudgZ3gNQYatAKnYuVc5ND9n216pgTkr5Kb5awCWODSu0nLg/m"
    "8CmeY76k3HM+vMHfRbPReSd64ZLNWWWQG7cSK+weqfT4UsvUeQpp732L71mwufkjmakvg9Vx2LC/QA7qoFWTxGo7SXLzVhRAi8ep"
    "wV0Xk83DHoSzZIwPezPGTcJHqmGtyk7qJljhIjXMDPNfjhSbwZqIK+4HP+R87EEXSPZ70BxFVovQayHX3+l5RHNYgdM0hcw2CyAh"
    "faWO3tFHiDpukZX4XB33opD5q1JiwDXDEx0lY7gWUTzTFfRbB7A7s9ZjPaRp/UJmV9ZBg1i8MRwes2VvLK+cz4pfOSuyf/PVE5sd"
    "nE2m7JDIVLnPwgRolzmaDy/yGrkT0cMcRG1fwKYkiTWcYO3MJpkflhLiO2/Sxk6WMY4sZo/gH9Abi6GBv4F97i/Vcqy8AA1suYMK"
    "nKBlkN512i9YgQhtI2xthL5rPnF1rZJoq1pAXo2E94Dj7HwNiTMFu437/IQ8YPPVMHiX6yXYnZOlh89nuAg2kcV0dhMMJpFt5RDJ"
    "TAJWMHIX7PTv8CaXwRb9jDtbwezBCl0oR+GVK8VlUJex66iWExvlrPXmYuzZnvjbzkPY01cqyohN9yls42RY7c1YnRWw64a5uFI/"
    "wDMXM3qqhO2I6TyJsfv3ZZ67UdJBzHMeBD0/C2uWT7Q5l6tYT58qTRyo0GMpVhDdoa0cSQRM4wE0lLYz2VW6sRGkIUOKdSyrdbyT"
    "PuKYY4yN8wHp5Hnul+MUGJ/5QuYVAvkWNucCGau34wSU64uQo/cMowAyeib0yzDPSV/COapaRiG1ZCmq7+7NxBbpRl7pKVXZjHHa"
    "v5ry1bchDbKcPzZA4qif2wuzmf8WXqfM9NhX9ttj+fnmvl881+RJijhHa3k35bAalg1txjNqjJDVjFFLiHg1mxZvC9Zolv4D15yE"
    "0zABWrecfVbV0FTXBpuIw1JCqa5hZtW83k8hPZ8FT8nz4Xe4pVtxLjbKcP0x/Dy8Ojg06Cy9Jc3dngXN/DtRECvU/NTcqxNhLv0J"
    "cZjYNayGKZl2zbp3Yu9snOiZlX7V+0Luj4S2XcQswA08G4b5vwX+7RmQ2/oMaMxLkDGaHEmt5fiIE943LuDKTdNtdRYNYvyxhyQ9"
    "X0GmT8ShM/4hI+Qm7MQiaM7RhrMZvoIzNVbXyr3wc40L6QD89Ltc4b9hPFk3asOr9DF9QCcGfXT7oEqfxP9vgYcdIaJ3DU6bscY4"
    "vsDtxSqVs/TJvFvlANiMsfBkJ2kf7NRJMoC49cp6i+UPe3hJihGfL8HOiwQ7PV6QNPs1HOrdCr1DR8N+/oIVHBTYhIrhgvysP3Fd"
    "UtqiQe25ufftArkgO7cZ8frK5mxWZKvlNb5aXj/lk/uVDWra9FXs7tfQEoPFmIzWQa+/IPmI3spYRzQt9IbMYL6/iijpufCrcr9i"
    "WejD5TRqBOMaP4j4UktgBSuYyzuVusZymwOJ+hglm1WlLtURWbZYzaKkb4QnUgqrbj3RM9TqdiPYgz8Tvlimk9yq2OZ5rNFDGB01"
    "x+5Owh7+hD2MQ3d3lOX6tu6Wtx6fX8VzWApJLkBM0p8MG7+RaecSOUmWsDsvwc55q2mUMgs2Ee+e6Dv+I2Qc+JW5B4t7S1n/L6WX"
    "UKA3Yv0XQq9FaJVcPsLlvazKHdFHKOOni8M/Ws/ZZvHYIYaquJEyVMY6jMVgp8F/+5Lo9j9mPaR6FPl72UvWssFEYmbd9mS/bltc"
    "rxjS3JHobSshySlixjZEN3Z/tqfk5f8H84zNddj5exf6bV+5IDCEvxfgQf5Tn8H6Ha33E3djgz4crGXeby25bZcSCXE5LOE+OKWV"
    "sGpmJwyrdLUeLQdBEldDY4zm3Ov5soaV983kPjgF177bkKChwSbCh1lD7PdD5XQ5Tx7lBGyCvcyG2rsQPtUcWHXX5edqgOO8P2Cn"
    "d5PkfuVqnMLmYsijH0MHdiLvwBz9ALb1cLkIkdd8WNdlhojDjgeztpfp+7IAfvk7OEmfqKFalst52kK7BaNxhw4tYHf29Zgs1uoR"
    "zO38xvVOkid8NPOCdjLHyTk4/6dxotPlOZbQOlfq49ix3Npfmd3fhGc3L/YA9oF1FfNzp+v9kJEjEV3djPO2gFFnc5mqX2Ct1xOb"
    "wNhFJ8G3WAqJuFkOwIrOxl7Zyt+GFT9KKriPI+RLeVa2MDJL4XmOD+biHmbQ7n9OHoqM/a3NzrzXsGNior6GU76cKJgWM1yIn2ZC"
    "b46UhK/Mp8nM6aL3jrT8Vaw2Wl7EtIH1tpp/uxmRytOMjDQ7t2eRzns8J1tkJRHlHtU2eI55+ioivZ31w/AHeMd/tiNOgi2CzP2K"
    "YUykfN+dchLbvm8hJLY3e7Fcp1HM92BGvWUzNvOdOJWRznojdtUn4a+X6Fv49Nf4zVxEr72Ydd3K+KEl7FZXiRPppop5vbWa76Xy"
    "fK5HLbOiMVgWN3VjmNL70P8oZhR4Ov2fUHMzRK3RK7DPT8CLXIQ1HiV7y68yFB7Ya7RY6/GEKVYIQqJfOE7SfWUu5GIuewBcJ1F/"
    "OZSYMTtntYCrtBd4RLmkOrwMe7X1n7Aik+zZieHZDd2nBPK3lfdrz9pYvJ2rH2kufAFDnTKc0QLEBD9CFg+W+xErROibV7JyZz2Q"
    "A+QGKefs+DrouRX6KvZnkj4DHWRsepfLx3j/OubLtpJbsxS2sBAezI3YyVmNoCi3C2xOw7q6XkIktEHuYhzdKTgN7/8ZT7baY6fW"
    "shviV0Sdf5dr4Zm8FozEveeHp+kBsHy1xFD4FxHp4mQ7UebAXK/S3yEduXMO03zmVYkDlKYnUIRIqBP26Hxy0rsJp5SvOLpZqNps"
    "/476eL2ISCq5Z/siiC5q6Qkm2NF5CCOXGpzaVbhejJPf9ZxBQ3z2oJw6VT0/awZb9ThxcxuVPCM9xSEE9yDm++64/1vxm1nyDmTg"
    "G71NbpNT5SkdCx0yBNZhI7SI8YBaraMXfMoRiH+OgseXhC7eDMl6F6/2h1zdoU2C1fjuJ7G/H5GlpUbn4ezGEP3O0JvoH4SeHcb+"
    "3tT7B2mvkUNmp4sZw6cZWZXCrrT3uKBJTXqGzV7S2uO1p1nJiDHSG8CKbYq6Nc1oXen9xYnMFMU9VOl9kJi5sBWXyy3wr3aUJ/Ub"
    "rZKr4D9XMzt5ppgfNgf3nCcD8B1r4H+W+ry+4xlq2B1tHXFNpTIbveyYfc0hm7uI1uT3Mk5CWq/vhTpMf4DcF0PminDf98GeNkfs"
    "tyQowVq4aY82Pn/kZvJrfbazzl+3HCfBYQxUcgLEop1WrELEYX8v4vzhauLo3UpEi61aTO/uSWLGV1CurDfUeUnV5K0qZ3Y1yQ6s"
    "kF6SSUbUZ/O6iqtLn4VdjJHvwXLbl0pMa7P4xfWYCnuxlhLByp4umVcdTozIgeRjWsF7GC4f4vMDcb/LIduTyYTlaopnw4dQVquj"
    "fIfrtI+r4yltSR2fQbZqPDeYq9+yzne2GD/4EHF8e/U8nWHWzinxFdzz7cqYvYZ8D81wZWNuaUqf+m3E3ofiTIyWqfiG/fV4nM8p"
    "OBUODedr/He7qLdYbqbEVUi3/YqL19qI0yGu3yLtq2NR5qhtdW0SeSXl6xnYtlKPpyQyjpX++Xj3ZJ+jXw7NUuPRG920zT68dgnj"
    "hLTvE7L/DxfHqJ30Tz/dy3QITzxC1oTcK5pilj6ibm7YTeJW+Ekk5/F97ZEUa/V5P39a4uecHW9HktX5Y8Wxpbjp0G/ICWweZpRI"
    "6uW8luX6D5S0prL4bvbn2bDlKaLfL9Sl2IEa2LtifVHv0gzvkfrutBLf/bEP7qMbfZh8RmZu5sqetFsjd5BhmzxQkp5nRIjC20JO"
    "EOvm7gHN8iws3TWyu7SRCXjvxezs3Iw1M6bce+QtaNj+8r6eRzToHyE9bvdSzLU5z6fuT4gSmXxIc/48ze/cGfKN2JTKDHYn1ML6"
    "JeQ++becpl8EP+FOZ6Yf1sWyk66QQeo84jj7oeP0FiKI+wpZD6lnL2yYibE87Vz8N1AsZ5IP+Te9vruUc0LM7udvvrdmIn9arsZY"
    "a3OyxazMW1R8gAyWCkZkceI1R/Gs1h16hXwE7zKmX+C9fcTwj2OsiRiOiuv+j/oOwnzqrpg+Ks/gbq1asBjfk+8rrWnPz5WCH+HO"
    "7hmN8BQbLmcBO4ENuyCG82PZ5ZEyHr/fVfKJN1SKq6/RByE57XHn87ch8dFtYO39deIg4vXe+ZLhQTV8tQ36EefwD8A1B0Dfr4CX"
    "dzjW7SZ48sE2rhZQNwzXl+RFLZI7cUcFuh7R5/vsvfnC97Oc7K2GfU8eM5FxdlweKwUN8GDiXqudCh1urO3qmd5C1n8TfPYCyrXL"
    "bCQ9w9AAeJcrEBltYFT7K6KopbiXWsRHz9DOhqzmFPszVut5WWzO9Q5YztX4PsOgaCJLWT+5h1m1IngFo3jXDsU36TtrboIFfBsR"
    "0wWIk94zVht24ryPKxhuT5TYijF1s8IWv61Uh8N5qITZ6UelhjF/otmfzk/DPw0/NKF9JeVRIeyKhgdV5/lFQ89pYhrsHHFd6ttJ"
    "hnMyznrjGb4b3vTBCuvy99XiGuo+67B8Ek9xf/CD/iSPQKrT+gLW5HXs4VPSDu9eQ6Sn5XjCa4I35SXmgdfpKN1Wt0LuPob/6RXz"
    "4/N8LafZn/z4TfTdLN49Ubpw2iqC3ZrEuYz6fG6KHGbbsy/G9Sp39pnoeBYP1v4xFrDRsHsn4BnMh7bZ1P7yPWLXetz/Ot/dHvrO"
    "hZZifUAdcaasdpMPzRLVP9TmkJcjyt8heFBOCy7Uq2VReImcDH+li25HT8gkvo47HPLktxWrAueeoreY8ihimDmfXLNIsEfL9dA6"
    "PYkwEoOH3ARWvJyZwXuI25322awYPc1CncOf4/QybybLu6tkb6aXVwr7+Sn83jroreVkxCuEF9BFbpYzJeXzsHXezrhI2zJXXREx"
    "Wz/1kfTlY6zxDuNU5CrP2dZBlFgiyhyCcSLXQZd8rpN1tl4pd+KUzdTr2V37o76PyGky57kuw+nviNesajMCWuZN+PFfs+e6FJ+1"
    "uf3J+PtqTs3P8jmoGC3bs6yoKrXBI3IwdFkXKWSUVKO/YXVn6Ri9Ex7rXZDaM2DzinH9iN4I2V7sz0+7bF+rEEvRcXF8CG26o9SR"
    "0fsq3N3L2PdlOA8JWM65RLuzXN6TEmGfZxl7NhIN0Fb+jI36lkxip7VbNauN92bHV5SZ8BVcb+s1+JvvUjQtbtH6teKmn6rxiRTW"
    "cgm0iM1aTYD8bdVX4WGeinP7k54WXI2/T9R78ZmvoPWe1dXsB1oLKd9dbN5uKGemi3xXu2kGQ5ay3lpDotlCbVFEX/se4gUrOWUr"
    "PR5+gqiwaWqrPlhDQ+YeIK47r5WcyFmpJKvAJ7HimCbqzwI9WmrooZQ0UmNpLc9xKuYoGQhPuo75q6nY15caw7Pzk04zWbNOEbWt"
    "EHe1ykcEjns6nf1bHfZ+DDzf13C3d8hI7asV8rg+gbsvDXrZBGD4GSSiE6LEt+GXWHbvE/lAiuVc7EcPQQQupwSjELufgD14JzwM"
    "q56GX7jFs3uEsBDNWaVJ8/tzIe7mrh3+G/ooD3HdrdDrJ0hb6QFd+Ib8TrxCs8HGG5qAFnyP3vFSaJ3Jeo7uGxwND61b3hB8fnr4"
    "GPy4p8Sw+NfrpfBAzhLjqvpKr8Aqzmf/pMmeYUcfSBz2alohV7OOaQC79LVGpE6OwWncLthXdw6ayimaCBO6LyS4jWRQqUNGtrbf"
    "37ACtDe+5WN8z3y9MViKaPEayOEa35uXxs8VtFRl0F3XSm9xGEQx8vVsD51ey9N8tRwP/6w/Pcs45ztd71drPM+aRngvi8l04noP"
    "BxDvLcpJ6AQ0nuHs/AoJL2BV3aoRO8gN+i/ZWTbiiTbDpm9UO+9m1Y015mvfieew1EzCjxZDsMj3zLjrcK6q2GlaDik3JFPrnKnz"
    "M7F/Z4TaR9axP8wiztz1rI1qONeGsTufLMdf4kSdD32+ls9meIFm0a+UuO+8tvO/h8xHFNWctq0Uu+hiXWXvSz7+W0Dpm8SYKEEf"
    "xfVNxn33Uqk/cSezKncgor0HpTS07uEbgrJwij6qO8vH8kTgUAVc3afU98UP9uiCHZjDC5m76e67YsYxVs5010SxYw+w+9s0xUh2"
    "JZxC5poaPFWU0lahp5DVMNfZnq0LmMvYxIzCe3q/HCZjOXE8RW7WurAOlrMvvOCDpFSmw360lX9q6234FmlO9KVgB8sY5Sc9S3HK"
    "11st3p3B6d4E541SnjsxxA4v8DGNQ5Qy1K2+PNED8L1FiC+rYMOOxd9PFqtE/KbjOZ9bCS2byYWE7HRyHXnX4LdT2EcQ12l6efCL"
    "fgaN8S7uajvs+U+cxjYvb02wDPJwrX7bKHb6HsyIu86tMBt3BY3MO6+AXnZ8Hons7NRhvm69FU/W12urFNHMVnGVCvUf8hljDqu6"
    "fcBMv3XOWwWqWjOMHA3r4Z1kJ5mph8N3TtLHqMDexxDhroe2Wgqtlva+qlnBPcSxh7iavUnkNdleZONNNi16gr9Di8VtZ86WNb7e"
    "Vak7iYvFq2hb8jlpUwed5/YwAunsBy+gmvU3m6wYLHt47GL7fzffAxkyDn2LaMRpzcxXOXYb4/d5QL7Hfhhf8W0yQWx+eSUs8PmM"
    "ZyzCasE7jDXo5A+zGKNp7oX4SnTI2bA/Z91d970xKuauFfSU1xH9rIU92Qw/aD3543/SsXIOe8kdqlJT4rabHjqd3sN35JCxXfoe"
    "OmoBIq9C5u/GekYwu7v2vKM9Ka1WSbAqWytmTcy2L9WYxGgvZmuGtWZ/P/+U9uxo1vlU4jnijZ+ulmzohm1wGJFHXS+S69GuYB9D"
    "FHFqRRa3oo6+qlmezrB2ATys1lLte11tFmgtK9Xv4hNNxGZaV2MPa9jXs0BayTzmJEvVouCT5ULpJYbP30cKOOs5URuPPP46pZ2Z"
    "EPp/x8XJrcVOEWMdsF7GOFmhkn630tjtLb6+bqgBGzyOSoqd7aWQqkBCz806zE8YbsaOXIsYoQp253E5RI6TC8jg+Zxub9gN0H+f"
    "qNVCF2i7QMlH+YUap/bl2PldPRNNAe2V631rKpbzOkCsombdpk2hz4qINZ1bhwRkq+4lDo+wnN21xkpolf/nZEcZgBM5CnvwDrtA"
    "9sbJOZlziYM9BmGKs5hOM/Zo5JUUuX2Hiov117PDNEr/1yblD5dK7zUVePatNKzNcbpz3p6wEd3kYr1b8+UQQ3mRXtDMTyFqChk1"
    "DIVEnSUHIFbLR+w0gz2GLgufIqtUgZ8jrcEO7OB1ZAznbjVnfKxv2XB3B3p8pRp2ojtmNKtorECMMJE1BpP0azlDOw9eWQWjoG7b"
    "qLCHXKVCzeCyDeaeRHgebfI39N20Ed9fv8DHKR05ayBZfKgwm1fMfCbKWMH0i+E8pxvlX+jXYO69qMHc+3/+47K6eY3sT2M8hLmQ"
    "/3dj/4/t7UG4F2NEL9PHYHfG45w/6/tDS/U+Io8Y3+3D5KEbJEvodRVz+sEq36WwHxEy1Tj88TDLwnYoOajsDi/DczdnFcBVcFwn"
    "du673h3nbCk0YDXk/VqcuH+RB7c57tIYcTfpIbBH3eV1eLTdxfAMfsF1L5WuvGurC10upj8tAl6Mdy/FnUTI01OpY6DxDMfoYHkP"
    "0fc+7Kce5leqnDmmLaxqb4ZOLNDXIMOGDvklnqA9MwXTsFpx3/fhtGmNPwuKa7fF+s1A3Nch2AT98whs2xtYzbHwfr/BebgM67GQ"
    "Ga9O8iKeobMswN0VszpjHKC/SgWr6ba+jnuhxZ9mDzPyW0aJSnvMfFcPMHSew+EBH+ataZQRbg+J+3dYFTdOXdeCDDbGFWDzCq2Y"
    "rWpLZoRy5hruEefFrsV6z9SvxdhQbbKmDBrIJpCOJzbenqxx7OhrEgk/d2uytY+fuUx7OxxVe8rhsj9Oz2myJ3TzFKxlHfTmRsjm"
    "a2rzpiuhNzch7j89eElvwCqaLt5e7senz5Q3sSrfsb7zNfsv1/OslusEOU2PQBwe06e1CDLSSdvg3lcFg2g/48xJRhjj1Oh57MOs"
    "8pmaWl8jM1t/LOMxQ5ezudYUZNnww63zvhS7fws7KWydm7EzPknrHaqT5J3ZRzmQLKwhmcQsV74LrEQZ8Qlew3PMxl5aDXUZEZbq"
    "sliMjh/oCMqReU3nSSr8G6QspdsFi3WIXokV+0HPDHp5X7+SZ+oCKfSZV+vCO1ieUasitcfdfoKI+gHE8Bdok+CiwM5rPQ+7w4d2"
    "mbUaj1OeyXnbLITznSq1zmvEavbn38YeyGrqiKRHenMn1vW+2t6exOpqhCsa035is/RWy1lBbKGr8XOBR4rZkxNbCVbPVsg4ZiZ+"
    "V8erNBy6zabglsMim883h/11G+C7Fcuh8C426/M6MxgK7/gHPUb7WJZADw826vvB7VzTKuLJO3SW0+gJOR4Jx6HmJpKOYTf4fL1L"
    "jH+up9g85WR5mJgODi9/GaTsI70N995KLLf5L31FWwZr9B+IrU/02Fc2CZ5gdDRY0sRfqMQ9zeP0zma9xboe8M0nivE7jxWbJ3Sc"
    "Rt+zozNBPWFzHjuG/YN+iPEX4nTBewyP1g3YO5ttma+LoZl/41Tm24he3sJa3IZVmd2IxVjse14bMln8ze9WwtfsnDc40CMU58Hi"
    "/YJnWYMn+hmSbz1Lhrx5jwyS26G1Htc3obcel0v1CzlTfgl2kM6+w3TbU4y5X+kmfcnfFvp3uChwOXErynkaXGzuNNqdxC2spq6K"
    "k52izjOCRPQNP2u+7VnFWfDAixkNHyfr2SOyFGv7CXZnNc5W1NcvXI7W6bckdnsS9NpUrG2TYAFkYwzuqY2skt6UoR2kCSMV5zl2"
    "8iyPP0D/jdf3cYejZXdYg7n0tz4JbM6yNTv3a/G75pAvJdL1HOjWI6QwW3dJ+FhjFmd4Ml5JnLbQ1SX24u+t56bA+KywP8U6U2dA"
    "l0zTN2DZroG9Ojd4F5FlXN/Bvd+rt8JG9YX+CzmT09/bijjxee1Zd8bPh8vPnjEwTTZkY5k29AnVPtDnxV6qVmXZJZVWv4p5hVJO"
    "d85jBsW6rmpxJy0lwsxSmU7wLB2rdb7kvgObHl7LCLGQnQQ10I7mB/yIdx0oNk/4pGwhO83tuNIZkMwz5H3dKqfJKE59YBfkSmjp"
    "o7D6X3nUiijtnNWWrqUGq6Zn+P/+yiY8QS1lY5ZYB5dDU38JUrpAR0gtewDikBPLdNk0RxFsj0UWb+Od8yinKY8BZXblQXi6jtep"
    "lhqnghkhY3z7AxqvgpwcJdDd+ZzibRsY52udv0qhx4sowG+epf4dJJv9yTY8/go/KbqRc2wdJeExLmLZieg6eAEuB1VGjN1x5M50"
    "c/hL8eoi3tVw7lgdLMAWeObW8dkpy5Hqprc6iMPbqPBaO8HdrmIfZxxXLcPq3AwdUhjeJQ9qz+AkHQ9t9qr2C+6B5jidcaNJdDM/"
    "wZlkZs1+Wo6fz/LTA1W0LC042Vjpkc+Ng+NrfYZVjjJIWjvZV4wL+EdYx5XsFDoVntgQvKcdYsMvWT86D/82k2P4fEfJKqs2pNfI"
    "v+UhOTnsGCxBRPayFoSPB/cEp8ju8neZCp9hjY7EPb6I2GWcMRLKQn1Lqj3OYBup8SjDxqQ4swHuSSqbUewnUUaXhjdfyTXLcCm2"
    "ot6o1Mns8WwtMWYpt+K5/oH13oyzv5lcJe1xIpapdW+eIO+KoX18i3juMT0fq18nlwfH6B5YsSWyL5Fxk3/yBHfIxsRVfpp5K9mp"
    "UswaXSa297tAf6xjl5MQA3awvIzoy6S5C7yafDVepufhg34PX7RIu8gOwcOQrOGeYSczW6hES04g4n0HkmKILVbheV5ewRqN08fx"
    "UxB8pzZt5DjSbyer4Sys73J4U//ifGSUFugD5jHWQFNugDdxCuzLd/hbETNIv+M0fav3635Bws+JW+6mt89+polWVgnv1mEPVNLi"
    "1nBOsZY5zSL245qdqIHs7EtElU3MfBh3dQupoHfwLGxDFWsxZd4SOOSgzb7ubV7w7XjPVm+ZWvmOoiT8hnJ8Zgc9H+dxHx0pa8Kh"
    "OJuXC2Qw6CppYkdYp+MFkukpNWSQAk37Sm8m9+Gm64TTV+43O3lcsGiDXFZuhBk3q/6I6J9mfdL6MNb1BNiiEbjXh+E7/wbJ+h1P"
    "/bY6TIZe0DWn4vz0hPz/hDvtJCfIV2oIWW+xg2gHxFv7yhA8ZVN4Z5MReU/FHr2P5x4sw8Uwr7viXN2Fk13jO7eqOcllltch6KxT"
    "y7z8wPxjNXd5M9ajXfA1M30ReALWdVgBKxkljnEVrvkSJNRwm+byN8b5dAF8nrbimNNq2TPu7E8le/ANhWeyPKmvyGRZGF4LqdlL"
    "PtAT9fXgWZsdgAa+ASdsIKcUDDfT5KGIiNR/QC8uw/9PlQg7nW0u/HuxLMrP+qFcJKv1Kv04fDvM06OwKm/mPSaL5Tm9mxiaafrB"
    "Dot2F7khm4P9cyYr7y9ZhrRHWE7wzy6M/Sp9HW+rR93/QKwWdCjWOsL6X5TdNhW8543YhcbYE3N1SBoDfV/mB80aTdOTpZSzpfOw"
    "grPkFLlFJsMqXQff+VJ4qqX6qHaHbesC/bNB95ezxbTSBLGaeBWkagu92xSj6gp9AvJVx5p9iQ6VZ/KO03ugAz6AB3KSHg3/9DtN"
    "hAOko+wVTMbuFsEbytefcG/T4dd+jn8fwTvncX6wj/YK3ob/MkH/LT+yN2mN5/OwzMAx7LJdAU/gcnoJafbxL/GIAQmdBg+7Gv76"
    "dE6WJjlvsRdn996VA31mOE1+wu2l1p+U5uJ6LK+UpPciq+gT5pGzO19vwtVvlWOxFn/g+YfgG5/RRyQldyFmfRmS9C2+5QP8tpdc"
    "D1/9E5zEXeGRfA0/YTIi2krtjfN0DiTmEUQVRzXSf1EG3zzGGtHD8jmjJ8s4juK02yDyw8ZZLSjhHTou86F+MjbOTpI4/JKojoa9"
    "KtIZ3rPMsG04tL9T8Q1P/AUHMMVXXsIrF7DXKOUZ2OM8wdXwIAu1Pt+kHovUzZclfdeZIV0bGp1hdtgcwHoi4CqzqZmsjzEzJL23"
    "m6vXPfcrcXb1FnFuYk/EtXVqOJ2vyEx85ww11JNSMoE/E2xR6xqaTLtX4Z8vzbxhJtu1m0R8/+Y/Oa9Sx/23Kuhe0GWGs/kyzpmd"
    "7NmIEW4KxuNpzG/7UW021PAmauGXniMWzb6jn4pja8xnxn9oFr0/mY1JarNZevPWUh7JNk6c0jR082/08bbQ+70GtmEJo0E3Q/aq"
    "ZCY4o6yn1FHnxIkI8KA4fMt1+NRGfQtP/QJ02wJ9FN7xE5wxfk0cG0ct/9sXe3wodypGZIfukvAZ/6XM7if0fnZ72kx9CJ3t8kPr"
    "6Kvbap7TSC56iab0P3P6hxIrr9znVOLE53Vsby6iWatd2Nc8nV3JVdQnBdiVVuImz83fPhhS+RXng13WYRXusEifho09APFJEby1"
    "pbCoXeRZvRMx+WfWIdPkXrkHO3Mz7nuiHg9N97g+r+fBKgxrejLuaQTipTXY03bE6Ao9/52dr6PEzXdZnXklYu+x2IspaiylZ8m7"
    "0NNT9c0sWl99P2gbP7P+3/BVL/M+9GRO68TZqVjNrN/RkvbT8G4eQP19RtlRZUzlJZSvuD+FbhrY4Q4kEBVXqpsysWztNDWmGJfJ"
    "yw9uwW9m4dt+h949D97VFuiwV/CN18o9RNX6XG/VpsEErOt39HgS+NvIwDgK12P1ZkMnuQyj65WLEoPFWbahcp12xP6cpIdqZV5l"
    "0BOa7xJ9FbH365Lm/F2UKOAraD3tv8nyb3UoZyn+2SfLnJdkh8VQSWkqq7Fc/Gmc45ZBOgO+S7XuI98RObdAL5QboInnsAK1Fdq6"
    "Uq8jU1sT6S8fyiR4bX9FBHU4D4bXdA+8u76MrKZirfLJ/rMV/tz1cpA8z+zYYThZraWPbKDntQD3NCCrz0LN4MmZL3CYnCNX6xax"
    "bt8TYF+6y7GyFzRsEWLkzsEG3MdaPMPH9EXeVkNKLcaVz0OMYl021zR9Vc/GriyEnfkwPBCrWUtvPu0nMYfiTq0ysR8ZdBI8NZ9A"
    "A1ST5ydN1Ek3657KcoLZ9HgfYqZn+Fga4jG6DH3u3nDjuz8da7yO834L8UR1ep8cAttdpid5TOY4K4SdOf0ZslJmO/0IqzLtcYJb"
    "yBVivc+XN4rrXkKk9R3xhL9gTXoE1rG0Gd+4FdqugjzAdZzDNW9+E7RbqhHkS8v1vE4c5WKPb1ZK62rnqURvI8NXxPfLR5l3NFY+"
    "q+GtxnPOCJ7HXf2oX+okRC6vycP6HtbNOgSfg290lLwGe99WRjEfU4IIrtaf1VKuhpPhOlj0Uk5JpTgpk/T9BxbPlVBzFwQbsboR"
    "zsndYZ4nfLWd5NNwAbzPadIXtqhlcBw8uIeIk+0wQzVb52pKLdpdHkP82EOLZF04xDowg7lhUsrDQEb6aesMYrWwz8QwAgYSp70Y"
    "Mup6mTZTymwd5jLCOYhzjBm+tsDHLm/r4GCMXAFJ2qgHyAv4xO5iuJyvEf87Bf8h0//i+iOXa5wncXv5VK9m9/IGcpAbd01jtmQn"
    "6SXHc8qslGgHpdRtGxDzboG82aRCc0SA7SA/bRCzVOKeO7DKbBkm+5ZS2Jdecj9syCLouIuDdYgf78NVv8edniJr5Hc9BZrt/kZk"
    "Z6XnTa7kJPUGHS2OBXEV0VRqEEc7rLBdyDZQRQsd951YaebDoljj3ai7bEZtDafRE2r3P4uodvnQTzf+CT+mYZeMNLI6ddIB0mfR"
    "awB/c2+slJ2Il9kJEYPEmH8+Rx/EU9pseDFWfmAjqHUR+o8t5DLyXVfzSZI+ahslSY/DEWNluZp+wBI8zWz4JZ/hjC6Fn/V7UMAa"
    "zW/4fsPs259xhT3DWVLoLX8xolvrqLCO/evx+lzolQMgM7/rcFaj/oH4wXAZv8PqvobdvFw+wicX62OQtMHUyn8Q1W8dZwOGcfbY"
    "OtEXkuHE9PGxkOgFuJ/c2qWOvbMJSODJZFio5lS/5fl32waHcjnPzauwkx9jNav147w3oO9+xPO+qmMhO4YrMFYW6+PEfdmAU17k"
    "etTF1iDi+aJD1vYNfzwNe72dtPGYNTtjRwMyGsVYHe4lx8kc/QHS2UL2l9FYoyg0wFNyPPbQut3aQiKNF+WBYCxO1Sf4b5mvMbqc"
    "Qjtca1fJ5AXsaXeUZAMdXy/f/+/zmrl9lzHYoffxTCnI4XU4HUWIeo6SGxFrxX22OO2Z404Uxw1u8+BrcHqirKiad2lzIUdLwuMS"
    "OqxKZ7m2y9Y4LY9pE5N/4K7XMf8cJZamcWjfSJx6h2a7Aj/FWQf+kTovswZ/xgBfAcmP4jvtbgZi5Qyjpwni/Pd0X70CNvdcXRuc"
    "ps/phZDyp2TP4E5EeQexJm5ru5SSc4lxPlMjfQbLvZF90BbZFlOXnikT5T45uIGnmOH2ijAPvkr+geh3hQ5BlDxJL9P9db+8U4M3"
    "pMV/TOobfknD/N55Uo8S9sWfOpvVz1zZKx0l9P5VhKtfyJObJk7sxWJ4/sak7Wp/HaTYc3xbF3qJ1vPtZe6ilWSwBX/jPF2MvEj7"
    "SoSZtaU6JtsXUY/dFPrJtdyy8zD27WX6TPWxZQb7dDEigBovQREt8rbZ+soj0AibcBrW6gR8+wLorc545/vwMKYhmmgmh0uMGqJW"
    "DZG0nJm+i6Qra7cpXw/f5NH1TbsfLhGPqNEf6xDxPCmzYUF2Yu2rhrr6KqIW1Ojt8oA2h/X7VQ6VATivB+KbW0gPeRW/+Uo2c2Ly"
    "K/1VnsLeHiuG1JKC3A6Uev819HxcG5n9+W+m23O/Mlzivnt+Dq4+gxmll+QHPFUrsT7Py5mJ3t13sCbZrXWmrIa/864GgfXb3iL7"
    "yhA9WyvC7qLZmVXXW5bSI/j5SAOJSzGDkEElz5zW7f6kRxtGhdt6xborrhQ3gzuT33kyPLeljIRuop5eS5So6/EkGziPtxsl1/Ui"
    "19AyXSFu3sZ2eQB8hDxozI1kQd+Vu7gce3WHLEJsOE2NaeZKnPAjEeu+gjNv/S4x6CeXVTHvtSmfvYj12Y3MRqYZNw0ivt96XPNx"
    "yexnL/Y0uKp5LMvit+1XDG2ywCbsICXlkArDqbCseYfA4WF28N2QIW11F3E1hc5Z7tCMHv+f+t/SHnfGedRp8pE2ZybNuIFulUWc"
    "iN0OmnQd+zrnewbbTH3PMZr3lKhHWf8c3mcx17qdOPSYhTgNdxJh1knHYR711vK4L+jz0k0mIcKzjtwHcP1jxPAuZ2BfH4Mm6s5q"
    "7Drs0X7ENvwNPvJ5soxZvDxJZ7F4XReasavZdEM+vWjb5YGS8tW6xqLqFdCsl8mLkiQPwDxou2/gKdUy0zMWqz8W9jTfeuqlL7Tl"
    "UsjbRPjeH0B3HId41JBa2smV8hxscTG0neENJlmz0gYTg8o549ewnqtw5/NhBxZAq7+Ld4/XJWKISxGyglr1Zx7ucLK+iXfP4K42"
    "9fX4zFRPe49IPR/XXUpMyi26mNrRpkesj6rcT/uarprMbx8hQ+RAaYl4fLO8YbUb/PwYflqmt+D7yv+rbMR/4wUoEUjr6EU24zx7"
    "NaxhE/aR5LqaMZWXQuK34Ly2wgq2ZPdYIeev/2/u+r/7zP/V1f537+D/6t7+/1+D/xsJiXOyzfIcE6HFytk1UAJNtojTxrvKtfIl"
    "PK3p/O8QeI5rESvkZvnJzcxQP50VZ4wT9dhpjglkO/IsZfyujHe7Up5jDdR6ATsRjbIK9r/aTwhuB/+hlhX7jrKV+Y984tTsxdnY"
    "tmRijTKqqCJSgdJPv8TfVwGtf4wzPrkjiRcR7X9Ga2Ddc3vBGhR4tIY6P80TZTY9AQ3WjF2kVZzHdzMxnVi/Mrt1hLgpHsc0No85"
    "fndfBXqXWB7b+j1dB41p2rMlxuptXOO+O+gIzgpZp3DcdzodKocHc4N50JuPYr/ayon4xJ36lvYJ/5MJJPPPpfA2r+f8osOSWeZZ"
    "ims19ysZ1tXQTwKnvLbfWy7XlJwqRyPSnaJN9Vc9Fi+cETSVQezIt8pCJ2kdlBJJrBRPPB0RAiwS7Mu5iDNW6b36op4I6/AEIvwL"
    "gwS/2eF8mNdwss9fm9X+GVawt4zH91yLWGQEdqETPNXRjLSKyMyY8FasBeSjs1Qw37qI+YwiPTgwJGpjG1gLi7QTY3pDnx8Dy1mF"
    "d9muLCJzQcCa724+WrGczRFSzenLXAha7jNVRK1RzSPW9TD2Ged+Jfc5zZ3Vzf2KzU405Xm29zi8toBTwCFzhYWUo0pEGB3FcbXc"
    "JP9XrxRzJryW0mDdry2CGHtBFhIXo05PlSlYp35yMmvCe8FyLsbTHEkElqj+robu3RdPZ7Mdz/upepfzOdjLdzkzQe3FsUXs6juD"
    "0x65I2QdUv3vkpQrx1UaaeSVtfDspkJaj5RzcEfGKn88oomx8IOrcUpjjA42EXm60He2VqrL7CdYI6zjxGiac70pvRpaZBJW4FX9"
    "KtgF1yuHd3MuvuFjnPI5egO7ODaqzea1lG8h339gRebg2SfrR5D6lTiV7WUXyMj5iG4eF+sxWKEXiut3LWKNZDa+3ypLvXGG/y4u"
    "HozzlXmMm2u0pxR7VjKbpqjhSZuP+90EuVwJ/6YMklnDiN6w6YvJRltHPWMawPrDFjF+qtPB8rQ4Ds5K1nLSjEuTjKNLqa1i7Pep"
    "IldmDXy+nljLMbh+Ne6mAH7fI/CAA/jTI+UO+LIRX88tY6SrrBZezlOWoMZszz7QWnbRDpMMNqdx9BrSwyac1Xw8c5zsW4XwdE0K"
    "9uNVMx1jVdzj3vCMF7BT9W3swX3yPiWyGbT2EvztY/h9oa6Rx6HtTZ8skI64v9xTWLnzIZaTdP1SLp6p9DMDVreo8VVmp0sdd8uN"
    "Yuyo1jU4RDLWMcOVEKqh4KUaoHu43J9dITcnp7O/jtvrEB8NOdbKjT53kul7eouf2YCoMME97Mb8k6uXx/QN7PU5WM8LPSdALSfE"
    "I+QyjtF+ObatdJalfjvmao5nZt72weZT12anMQz16Tg5SEbiiuN0Q1gZtpW75DO9PJils4iqUk4ZWqjnSS1j4Ur8rZzoNq4L2E2I"
    "1Xp08VCflMss9wOr3Sp4R78PXwiP1qpgL7lBM7Nk1R6pqqm0Zlfw7vImYqRycsrE2Luzid+Z8Gc4zeqYw2+O+5UwXPE4bNCPeN/L"
    "iIp2l+uDn3V28Fm4kPxqJptvSsCrNsOzHyRW48ntUxgr904SZnkWNNtbHMjfJDOZ1wxXbIZ1nsOKxUfwW5YjFvoCe7QQ53Fn3RkR"
    "/5ags2c62pXflOEna+EZ7TKsX67//kBRnx3biii3khboVlj8yeTLtW6Xz2DDL4M9WqA94Pc9otPkDWijOdoH2uAQcR2SImH2fl0t"
    "7lwpo2fm+nIS6mJdq8lfK09Rkxve3m4yFGcuAt2wXH+mLLl725W20H7aR2yK5lycx0U4P9b1VAptcRCea5K+I6v0rXAV/Lo3cVZ/"
    "CM7QbzVPzw6+x86fgTh9MbPPLrtjEnoytOWRUkE9ZFOaS7DX8xm/lustMgFruJsMDwZy9vYwvSHASYE/dYMeDF+kjjwrKXUZqCiv"
    "57hpmsn5+qz+C6/PwV3sJJPgvY7XfWWrDOP8bwYBxFBPk0TDNFwW86Q262zo2fNZj4vz3CzTV3SqtoFc3oEz8Y3OYD1mo+4RvN9I"
    "p2zCz7gez0nxeDbHktKnNB5+gtP2hJ4YfCiGcTFOf9GrtGdgdzCW0yVRWOTtxbKAH+D/vSQ3ksDPejd2xjAKV1iOXqy/chKstX3n"
    "uYjTf+UZNN/JuFcKsb9DoKnuENcXkWTmJeV5VeOa+5UIdHoXOUNS1N/niZvkf4czsykfJdzOOeQtlJYidvHOhLdqWHiT4Ie3w5PO"
    "1w9xB+chQnkOOuFunPDrobW/01Ngw81z/L2RWkHXoC+ROqbql7IztPEV8p4+oLvoWbSCGby2JDHI3SpFNfeE8v/uK7nxvHN/pgcz"
    "gMW0e1Yl7klrs5YoVXZa9/cWN0ltbWdzB5kM+X2dfStfBLPD53SgfoXTd0Rwqb4NKZ0InXe0tAsehje2D2z4Z1ooPeDlWxX7PXlI"
    "ZqihLhiW3me4xjzco3lzhZ4D+QCejNmMIq6HzG3Aus+ALHeQt/QTSM9hcqc8xikh9dWeODRsjZ80XPa//MomjUFy1hO57H0ZgNUx"
    "/t8NOsH35bl5vSbS1+O12MzmMDLepCH3MdrFb/EkxeyokuBFrEkfaQPttK9MYx3cfNZWuOqJnPKIs8a/Guf/DOmH058P3X0+IuqJ"
    "kPE5coFeB6/2LKkOv5H+rAx1wU6M58y5cQ0dLYt0KHTNGh/bqMcDdCe21HNCHCFlfvbEvIYWrDZkcHjML27Ofpo8xMilWIGboJsW"
    "eIbpODNxNdQq90o3cbOTfSXM6vcEc8eGyrq5ARNLpUcXGdxoZmEe1sBhVP6dXvk02uIkEbla+078Csbngc9SHyEugovD5oR+hmwD"
    "vusG/GYAZNo+uV7HQ2c9CytRQw2yayOc0CX0TkI+YyqLhzXI55LVYyD1Z3TmGNus5+U7yHI+vccq34O0Alrln1Ll5w1DnIdjcIru"
    "4NOVek7WLayYZmJlw78ypoddJfM9db63PcN1OVwWk13jMEaZ8/FnBFL1AjyaFJ5vru+LiHuMbocn6HAc22QZHJtnJ3S7SwtYxSU4"
    "/z9DE7aSkZCDfvpPSF3u3HpCv9e7fdY27TvDXd0/92cqffx/JD3FFHM7ezKLvavcwOm3kNGt9dck6BtVNIo1ket77oAPkuKpa0bM"
    "17SXlWQjmq+MFXGLd0q4c1PZH7sc/xqO7la/5yk/u2y2tLxRRszcr9T4nqRVlOeA8fZj8gvstGE51BAhx5Cl1tIb316+4ve5NbZ5"
    "KTf3tQ85yObhXWvY9/0lrl0IL9OQFF/XCUHMYzVYlGlPdY24ST/Lzq3g7GVLWLyhkMtvOQdQjHNQ7Tt2Mnn4lHYWx81jvB9R8lZt"
    "4ISBdUXtCV1gHHTHidXjz4evtiNriGX0lOr0NPipnWFd7e6LaCtq9VjOWHVgD2uKWb/zPavaRspRFSfeXMZvkxqa6Rr4GnsiBvwW"
    "PvTF0HMrEbtEdAL+nEDLcFGWKcdQMdwpqeZJXYJnvVY6co6giLtfzY5564KLwZJlWHlc70CmqmQ4hbZzh1DrOOaiw1gBMoygi4km"
    "FucUlvUfV3BC6HtIyCR4EcV6u24NLFv4Cs7OcbIX1qUNO5k3wJMoYLxNdjbZTMxX11GofuZcPT/XRqxc0iPAOm5nhyKYZk+xw8uM"
    "cD27sSZuPRMnZOsntdRWUXYUxLR5I0gT9o1dPLNcws/b1nDG4Fr2h12MXTKmgEWecfFceViOxtNYHtFYQDvyu8s9yuNPanPnc3F/"
    "j8kOkKpnqbX6y6PyukzAnq1HVDAekrobvPqdsXvjIecWR+wi+8oHeqfei/VbDPv3jfwqlp+4Bxr/ALkubwEk/XN90iZE8f95+J61"
    "0O97IRIbI1/h05NhH3+RR/XfGjaYXrNJlim+0v+If1bny1TzadTPn6SzaCjVRHyo8Tlms+sfsn8qxX6aGnbHHYuItlhPYMfDRuYU"
    "WnvkFmMnd3O8bWV3MQzScsaFKb9fw2U9eVEKeHqt02g/fNJOe0vJ9Cs4/7Ydu2HsMxvEUN72kXzY+MmQ/z1xunZHxLVYn4N+6y27"
    "wUfIx0/r4A9YffZk6MYTYLU6EZHFmHyK9EbOW1oWYZY+Lm1lDH63ET/9S67B6S/Up/FN7+iL8PXvkH0QSayDfTNctjHYrTfF+lwd"
    "Jko5c7IljGnK9Ft5DvvXQi4lW8qe8pNcgrXaTToGFfipPe77PO0bjED8dSv266WgZ3CrDqav4frDhxDlcoNnabHMypf4/QhoxAGI"
    "GCfi7B0mp+ApdmbN+Gz8rT4bnYcns98Ogx9knMQvyNfQOyPk34irthBzvpqsNDZBm+m8KaMH1InrOoxV6JRHmCzztiEF3+ZvHgMo"
    "xmp+yv99OTM6NWQ7KGRVtAwrWcl4M+mvE+UkiaH0uLMRp81JenbrNOeaO+O+hzOmLPXY0G3FJshbSg370kt1BXzhmfQN5+oiGYkz"
    "8zMimTvFeprqO18Sft5MGq3YVFI/pNi/bTjv7zD+q4RO3WmbXKEm92P0VUTwhlR2kozCKdwPOu063McjxBZN8/yIl9aWntUj9ytp"
    "YvnG4cdY5DGBWn1vqfaynvT+1N6S8bFSzIS+j2tZ796XRMW/FV5lBPL9tL/T5tIQA8Td+Rus55czIqmmv2x2axkRvM2D2IGacRM8"
    "1GWQtDI9XdZyZupBVmprOA2wFed4Nf7cMYvyZNWe2VnfZgN23NA/TiGCkVWFvtKBUk6L0gXarI7MnGuZt90Ra3mdFDDSLIYNqtLL"
    "ERVaFrVUN/PTNpl3F6ToD+LPlRJf5GdoshWIg2ZxfRZ6Pz3mcxwRYg8o/NMq7w+mNeP3OMtVwnpQbRYPKY1zrNlepG1Frudjd9dg"
    "t/cXw9vuQp63b7VS2uFTUxE5rPQdOt94VuoKojz1l3tg7UbjucfieQtxl79ZR6A45MAkc7yazRDa346k7dyR/4/5zEScHkXEM4AY"
    "bqb5Qn/QR7sY35CZyU9zOtEyuRezj67SM8Ll+6kSJWevy5xYXKa88i4SVcfNfKrvQenPmaEMvnWSu+v6bnohqiphbiuDy7hF3TTR"
    "6eKyQQmfGzask434t4vUTypm8jVF/M1b0lP7Qh8eLYP1n8FvOgo64nd9nn2+e2BF24lN5Syn/Bh29DIdKxF28CqkRelNm1exmt5l"
    "jPMfxixUw3kY66k0f3iq1IQf4Z6/1UeCt7U6eFNO1EuD7nq1loancQ4i7f+N02t0bKjF+oAc7ruun+bkjOXfu1MXFnntWks9N8Qz"
    "XdRymiaKlbAusf2gW61utT2skfFI1yOGm7c1jX3uEZyPeom8iCzMLt9k+CWz9X7EoptgQ8fCxs/SZ9Tm1y/FyVoOje+Ygn8nZ2GK"
    "J/IbxEyGfNZSHPO0495oSS/2YMlwpoo4jHSXWTyJ2fOZWMEPiG5YSP6qBCP2UF/WewM3sVBJFjObZbH5uRVeMvpwV2Ma8xGZQ7mu"
    "0PPYkxWBLa2DbJkGn4Jz6v5p/6fJVCcZ87CuZUT2b4n7WQ6t2hG+ynrYl1/EOFh3wJlZgv3frFOxspP1M9jTDZzVrcWdTpFpfP6j"
    "sJev6+lEWDV/tStk5QhGKSX0RXbA+w6Trnh9pT4F/zOG1d9f1siN8N76yxbiwlgfWT50yzj6cafIP/Cdp8vZYn083xPzz/p4f8Y3"
    "9AhEJNvB1hBvzDrkn4Pf8QN828tkI/ZrpQySu3W058VIEzlUsn1WLkrKjVLlOD2j2SgsE9upv1or2UXqWfAcgk9uVoI7sSqPYtVa"
    "Bq1kn2C2TA/HaFloLCkx7rrVlV5k35jDoC6nJ70KcUEJow+npVqIY2PO3bFWjy1k3Qba4DdXyHyPyWkxzXSeup5yAK6Qu/qyXB+E"
    "/twI76i1LJB7qctu0n/K7UEb35OYIB9OmtFQDb3slM9H2blrTi+ghlftSe7OCJkIStnZ/RllYiV9Q/M1A6KLnMyTYnd5uGxkH6Fb"
    "nRfICVdHD7+MFjZ3X3QudliTf4cE4jCAYtSSIWvduaP3xriNd/UclYkGuNhm06YjGvlSP8b/Z0NrTNLBwU1BZzWkTMuQ7Cqu+yBk"
    "5sx1yKbYqRnnmRnMu/sVJ+gSWlLblz60H1W+rzaenROqg9WPep+8G+1LjExfCUYZKebP7JqtxNDmTxHXj5bvdULa26czoOV38BP5"
    "SSLYp3QhZXEQ7Gjop9lSDWa6UuTN/F0flSgZm7cyFqsgIscaeOknQCOW4pquu7eSstse57qNjKYPt7scgXfcD/m6AZ7x3+ReeB8/"
    "4Tt3xk/N4F1PwR3fEPwAr/9HeY2cAt/CxvdGbDcQMcEdOKNboCk7SMNOmlAz/c9pTqKfTp/OMiU2hfUcvLTVOo81aKtfb08MnsNl"
    "APlJaqh/V/v8ybniMtEdOOllerU0/GdwDr79C/2Xfhe+rJ8HS6BrzsaTRPEpw8oP6TekyGtcyVqjEoesNtvRrtD8UV+D2ETEA+dd"
    "Wq7nDVlMjF5n4StYWXIYvV2kM71Pi2tK4SucSn1UztxpObO0S3GmNug/IFctYeVGyxSsaXPyfedG80mwp9FNtO+WrY7Y/5dDK13P"
    "FXG55VWSYm3SVvIx2IJvxOr2D8A+fqjHyJeIx97TNbTeSfqINUQUTeB810B3WBWqlt79eNiZSl3JCH2dv5ttc2nvIy3gg5jv8J3O"
    "gmd2KSKN/RBdv4fP7Qs73AHyYat+LiLF/uTYs4p/d8nYdNMfHejnWy7nCTkG+57HqZM1+PxiVqeqcG4Wwr9NZVG84szKFrFTzPgY"
    "R0K2f4O07C1P6kj4E4dg79uKQxdc4THl7WQewL6so8jx6yYL35Uaz25gPHe1Wewuy3r0lwxPt8lITzEcSWMJPVd+Ju/QBty5oRw8"
    "g+e5Qr6D5j00MPywt/Qe6LA79eIsgknGtzS52oOT8K3h7/+IlYuEF+YtCg7RJ8LmiD7XB6eG9RqjJsvaM1CqfHwW+N6dP0dbo6G3"
    "xhEx9VSs3z9wUr7A7rUMmss35P7bXgzzeQRs+FTYzHU6MPjK31vKY0Aais0V9DorcKZtsvsY+nZx9sJVM8/dRmqJn7EefqfVKGqx"
    "YjfJbYjp5+mXOCXfYt/vgXZ4BifwDqxJOtw/ryC8RZzVzTAzuYrzB0SwT/u6eCXsZ7GOoRyUsF8tVweeQ2Gp59JTzyFiFc4tRIT8"
    "A9e4g7Kyva0vcdEWaRE5c2/FZ77Rq6U7tO5cy3di/zpD6hfoHDUksO2kB+Sov6yCDJ8hvfRFWIGmshe+oXfeOC2XyeE5iNmj2TkO"
    "s0fX8vttWuMe2eAtQEgsace9u5rRxix6zJXq/GXrUvmSXmglcRbKsj0b9pRunif3K2lmeDb5TnL3uss9dxHr799Cq1MBS7GOGAsl"
    "7PRogX3bW5KMPYzPJQK9bVhxt8L3Hacfyas6GJ+wjuxvoJe2ykpOljnEAZsN3VsOEjd7andvuKWX+3jxN4/rsJr2fzzWey9OAlVB"
    "j1v8/JAYKnnge+AzPmFHEV/VDqmD6tinZPnMh1kHLId8fAnL0kaWs/eqQM6DRGyCn1MOCbY+N9Nik7A/g3CeTX5uFGNkc3mSKDMi"
    "Vr/vJkmuex/G1O4fN9vdVVz9pT1O14GMBg2T1t7l6iabdSeiiU1nf9FP+Ns1OPnmia7BObKOT6WX4vAabP3r2GHifC03Pd6VnmKK"
    "00FbWfv/jd9QQ1SV2TxhVXjSU6E/vtBPiaayCSfqFsigzZAs0fuCLvquGk/RKE3K6cFA7Gg32YF5xF7kpQsYaSfUxVhWozYuwv3E"
    "GGPKqO2vlI7khC/QteFqxFZ3yhR5Dtb7bjJIno7nGikWMdvk1S5iuIgWI9i5qVKHEmVYJudLps8l4fMC9q4LyUCTpK5NsLu+lmtf"
    "jvPUTK5h5sjxX7pMQ3e5GtboM71APwkPk47Bo8H7ODefSA99gz6Vq8QdIVt8FsKmQU9lXvvv3Ifm8Oa/ZF+r5XHmYP2r9HPI2RJo"
    "pOfkJrxjObtGkn6GXv2d9fK5OEM6vEVsTnwrPj8dd3e6DKPvXqzj5RHszgA5RmfDh74I9xpIcbgIz/c5WdYMtcPwm4osPwpvZA1z"
    "pdXq/N0z2Zv/KHO7NWTncpopz2u+5l5T2YTyhXhvOauzc3G/rYMqXMn4X0txsnqLYVS8DEtinWBFxJraBXdr++eYim1P/sZsQq32"
    "4ysz4H1VsjtvOU7bk7Cj1oM3jXNse+tL+mJ4Jc7Rt/KsXKYddUReFfyzIyVOHKi4546p9twXGS1d4q1PM+qYHmI8WTuyLunwZVsy"
    "eljEOCJvm5jTIvcH7YMOwTJtoWNliF4a9oCsTdLnw7ODFCflyvgN5oG4/qpaciu6upT1Kw4Uh2BuXC2WARsFX2Yh1mqCPAv/02Ku"
    "9/VxvC+31QxZ31pAZNxS5nSiWDPr/NoNUhAjOtDX9IaS5Li8Svam9XBZxZjvKnLXH4h4+AJIw0MyE5quA87oi7Ab10B6OzF3W8f3"
    "ReihWj+uVYyOF+N6iWAnLYfUm90O69QyhvuKTckeQl08n1gQ3+EsWe1tvtaG08LTsY/fwE/4AXp5NfxvWPng9GA2rNxvsJXGL1BE"
    "pPMNkJsBkk9fsTdiokpGOWlfXTYr9KNeL9bH2VVehnzOgjzcKdY/b4wzHaQhu7Hb+6jfd5tKrqNu74V3dc5qcFvlDpLKyndaNQeK"
    "8g70FGPUhSeJw79Z5bvK87KZ1z/3hmuWfd7Y30/Djhdi/9bpJNkVJ2MctFMZZ8Pr6L1Yha6Cush13LbOVu8cOu724nhqDPN7LM6K"
    "4cycJYuYlVsI77GX5Eb7i/En9ZXf0MtYCb5zDzlazob3bvm3vXFXH0CvTIAF6tRIFGrZ4xnwVit42krIKbSAke6l4rgfDLNtHU/F"
    "JpNrMds12GcjW4rz21Pq6oXGj3Yv8euaieuhrGX+AZpO91XjZz5LnghOkz7yDz1Om0OO8vJcBqSpz6oYy2QGVWF/j4AQ+myfqx3Z"
    "t9yvbfQp2RnW5wt5VHfS5/TwoB+0zZVNclfLDwxWhvfKUdpJT5QzdXctD+8LOugt4RNN1fvwYbbfwf20i4zQC3HGf8UqfMjOfKts"
    "fw65fTovncU1dnU2x/NouBCpbL4lgzjuuv7y4NdFIDnFOCMj4KFWkuPBUJ9nYcetorgWZ38vsfhpGrRBK7HI/B0dEKzQp/RVRKtn"
    "ykt6iFpX2W1ycbBTNnOV9jVd29cKj33UzZ+E0HOKZrBSc61OBex+L1lNRDyh3lvCyNz6JIw1wliEaxG/1EGWbXrud/Z5J6iPra/9"
    "Y6LhmtYoJc9FHqKSEq6NcWK0oF/ZQ2qy8y21mmF/UDJUKDNQMU7cJTkHsYLZjfX6uuRmBXVTx2kfeziuERfTJPnqFs8A0hM+qes9"
    "r9OPsP5bOPlZwkq5eSOtZafAcQAbPqrDYHU7XOh7fEq0OTucMj0qA4j/4fSTrWBFNoNTrYf5KrfryXhZVpMrbLVavdgs1Ot6HXyn"
    "KrlI3tWx2j/YEfs9SjtJTELW0PZuMMGfYaq8WW+Wf8tMGYcfPgiPFZv53Sf4RJ/F+3eTIeLi/TS5pcqYB65r5JX6ae+Yn5nI6Lux"
    "0AA/Ia41prXjsG/b60/wuo0haxX7oJxHafNDvbNrvgQyWa4vsr6+CqtxokTJgW3edyaedhx8I3zcVcV7ypMMc0pIj9VNsV7ADlfb"
    "5yXMUg9iXinBn3rIJ2QRGgNb9Qj9ldnwgZ+VZvKyfIyY4Vms9iO6GU8wBSdlsOyJ+L4ym5lIeB845aszi3Ht9b4nwPZ4uOTzLnN3"
    "Ym7S55kbS9FXno2ozHm2hTgZ2+ZqNt1bSbaGDI+dQ9oOyYB3kRjadIoR5olEHFiLqx0rraXG8xqkWBmy3OhCrHBB1p9N+6yDoX92"
    "43UP474kvNy6Zy7mnxlcqUw2so5XtidbAW+yjv1Jzq5YneoG9pVv1E+lnOjAUfo/K9Xwp6rJc2pe/jBc09jI3ExxBN7HOHaoNUSg"
    "c3Ntlp24Q2LZDFHMs8fa59frgLxj5RKsUj48ifbyGbyGV/RuWMKtYe6c6v6+Thw2wC3YyD/7Sbn3FkKPsh0SI+UQP1ud4bCPIRJx"
    "uMSN5fBPkZ/EEJIr+N9KZiKXQvLn/lcTidXElxqnB+D7kvCephNt2zyD7lLr1yZFFrpQDxeHW34OtUyGncLF+Mv4545inF6dxJ77"
    "YlxnIE7rFpzSaY1waqwjy8EHON0d8bm5avm1PeQc+B+WTXE99XbX/x9rbwFuVbW9D491aAQkREpCQFEEFQQRTDAQQcXuVtSrXgO5"
    "5rXj2t1xbUExMFAEERBBursOdbpj77Nrje8d75x7c7y/e87z/O/zySNxdqy15hxz9Hhfy2dHEGcGrAM3Fody47B57eQ0kEIiTEot"
    "W+Kky02B1H3Xs2QFozfzZE2fzFbHdnOE9JYtcisinGFW1wyPbdBRbtLjIAXv1FPbTXjMA3e6x7FrwKG4GLPAdshKMVbS2GvLGJdN"
    "Id6ueSHG+GsMesNgbW2GcBqZH2qjd9b2+lK1aiF/xepIUI6cX2InpaGo55hpHbRHzLOf3CQXwWOeEMTCm3Q07msitJNNc+0lh8lA"
    "+DENgyHYyUuh2fYhDkwTORn2dTY8ow/hua3XjsGb2OsNOBNxjzWUZO4xRQ9pb+IyGUbPQZyEmajW3TZeDFN9PSLPUo+AX8KeVmNs"
    "3Un8OcdKWomrxj3PYQH+NUDq7gqrbxq8itHaoZmVCT02vVVzX4bX1D2oVMeZsBUyW8G83jZybb4q5xDtcCu+YxD86o3whLpDw36O"
    "HftRC+Vh7NnJ8FluxRc3xNlcxUxwpVr+ZaoYW1IXWaqGHtEDsXEBs7C95UPY2T+wPpcQY7OtdM7sW5nP+oX16OvQ426KOJakdAdl"
    "Lz6P9T07i2Ed/fZNV4qLq3vIg7jmPriz82QWVnIjnuAIMfyCRcRAdLJhZ2o3T3oV7McUeLEuJ1RNb6cSchjJxHnbfOb3dDzlRo/x"
    "6rx96/PrxD6cJDEUdmmXMKKl0jZrm56vFwVF4dlyt/TQfaF5XW9dqa/2pGtNt+CuUvoB/MwsRkAl2l+KWFMYLdX1stUUU/acRTmS"
    "ZzLufYokc215xECJ6xx8/gTolo8kjYISJ1a2088JduBV64OsSdZkOHWjRC7fSk/SebB7SRpvr6eEGfaysBZyjsNP7ix1vxLFKvXA"
    "c1QyBxklX5GhY1hv0mrLfNMXdbXTGuyf/eRY2JzWOIHNiBMTw50vxHkuol0pIB9bhP1MVn0uJWrFXfVWFeteUWW9OPRTZ6olPp4w"
    "DqMqH0HGvd0qYURmGD7Hy3pe/24iU5foGs7x1PiVFhnvp6TMhy3Eil4jRbQNP8LDuw2fn0qcjG049d8jpingFNdP8r3Y3Gkx/Kds"
    "7fIXDuSGtTosrbv7PujqhP6EU3qn3IAnaISYYLx8zXgnhOfn3neG50DWzN4UasrP7dlEctRr2PMop45zq63s5t9tqqdujqr6Zsdq"
    "6PXnktXVdRmeiOuOkKb06xt6dGQXa6aIFrinur+Hz9x1+TwEbZzmJCzRt+QDxgHfEY+3rg6vD8KB0ja4Xk/VEbq/fiMP6R3Buzhh"
    "HwZxfF8nnL0aYui/gL37DDtzPSdez4KeT5LxLdRJxHjtKj/pKFgE0S91XGAx2mKcJ+tpGQZpfB/afCeZPAqJbnorvmOUdJDrEMPY"
    "qt/JDqN83lEuz5bjojxZXmcUXQb7/yzXKIFrGKdwNvRXH048WadlRNfKNPg9hoCYw15TQ+UqxJ0tIDpfjTyGfWhOfKaz1Tq7s/UL"
    "6MmNulDewJNdhlM+WiLEg50Kr+pDba3X4zrmZYREddyuj0geZKlabZ5uJJ53g0Y9s2mJMcGyz3A97mwmvMOZsG4N5Qc5QfJkCuzE"
    "o/qmvl7PyaphHkbZvVehrvPHSWJ3OYr5+97yoz4u22UrPIlvYW0+9xi8TWtJQhNfV+z4X3OJFh2M/K+vzMZ33U1vKsUMeIpYQlE+"
    "d16m+6yGFv0H+le72H1mfRNuXnsCbZHQ3uSyn6oZK8PGZzdEanzeNc54ynlmxkxoNnspz/3jWIm2eqZeH7wND2extsefQ6QCEdIt"
    "2C9jhWjPDhrHORzVez3n8ErsWCdmcLfqz1Lle3ZcRdtycxU8pUXUSv38Cif9/KQSmU85tRH659izlm4qvW2tzuy9PZJQIV/p7jGI"
    "4uRKKvZ4tpZjOpFxrLI7/F7OkLj6VspzEjnPqNpHc67/cqCf0YnTazicV3Q4/D3EfWYLtGC+jkH0sVYfRqx4kLSDliyERI5Tw23o"
    "J4shme/CL/tVr8b+zMe5q+IMeoRXbEj9MYaMAGV6lb6HE/2cGI7uUcH7epZ+J/vjtQlYq92w9LvYv5lNTOMzydUTZc66jBq7XC/m"
    "9Led0QuJjWgTE03+D09ieg5UaT8PlXRecYfHnKjNpVhbTlM+r1mV6cEIyZZUSJ1zujj+kDivW+1nwQxP42FqtgJGixfKHLz2Hmc/"
    "nR0fws+5vpI/cPfvMiv6J2Klh8Uq8FH9EFq3uxj25Ep+j/uks2sPSpLad5ufrzqe+JTG9V1OrtkIPZ0adfN9Zp1PkpGywUfR6Spk"
    "6DGZ3UpUwkvMo/dg0rcE59Ce/QdooqNgMeO+H34b9KbNeQyF990MPls/iRKjySaTKyE5cXajZNfiE2+Y8W73pkYo0vulm4zVT/R2"
    "rOH0wOZEXpa1YRbW+g7ZyTMu1KVmmUp8DX+DxsiRnOS8/slSxSnfSmKLpntQ0rk5N69cyjPnph0q2ZFTRd/gPHZGpxlk0xFYE+YX"
    "1xOp2PGT2Wesv86hjeRqH3ETFG5Ktpp+VYQ65ClYlFzs2VxiY83Vx7MK4GFvwjv2yVwh9N0HYQalZiA7o+ZSJlwnq1Vor5L9IO/t"
    "OAFlLG4nwnP4CFrINNhneGWt7918mZ50I8n3Xaz/ryjxdb9SownP2xKhtFXDQlrV9S52iBVwYj6V4W1M+QqCTWU5XM3VXJ8LxM3u"
    "1+1tHChryRxhTFrvy9v41BJ8+944KQ6Z2+7wZXG4erZu86BFDsWuTpBnGd10kok6RWwy9wWcoP3kKrE9nijHQ+ccJFZT+Fxvly/r"
    "uYPJMh/n60DrUNZGwZ3Q2htwGqbCR/n/Fx+pEjp0N6MJw+WtZjR0AOTN5Pl9IkOflskGRP3k/jJWK8JMv67LSFvOou7nqXsOLB/f"
    "9g9c2xgK/sYcxkZ4HCsRZ5i9uQf3YpPWgyBjxkewmyz2ET8lTbQGcfZ3pxZx7rxGXVXtAjmBmbw4pfkmvLJKc5jLtvs1Lr5S9tgm"
    "sCdp9JT0PKDTZRfZVAZ8mBg04DxoyEDm6Qz9End0aT14XNaTFWWfrsMNNg7NF8Uxg6z28xUV9IisD3I2vq/pXzyNTpm/5auLVy3r"
    "2hQyFFPXO7yZXR+nyd+wJr+QhWMC9PJwaLzn8IytMjWp0PdjHuXxNaxzfLs2y2AR9haXK3ZoMv3E8RU0p0fdjNUs111ZV9RW9ytT"
    "8Nx3yUzZRzS8Wy6RAmjpgTo1nCixDI+CnYgtOAXOyyiG9piE9ZkJbdUR6/6SfCmGKjtE5iIi7iljpchHTAm93+ccTYJfJKt4EeTj"
    "WMmBx2vYXS8jBl6n65nfNY62fN0dvMj4YYfeh3VoJdbh/RBk9HP4r18GN0P2l2hl2D2YD+nbjhhpJ+6hpYzHiR8O+X1C3OxkHvsN"
    "Un7S4T2cyTKc0WS4n7yir+gwTYZrGzyG57hfHoCVre0jNc3k0+z/M/UN7PJlsGKPaR/s3YfQGJPkM3jkn+Hqp8jv0DXGmfiRWFR6"
    "FZ7sg3pjTecdNM70+YYZNqn/d97lulG3opyI7kjctF1Y5S+J2rBeuwRJIl4F4vy1bbTXpiluh3X+jDNFSTKJ5+I021kdKMXM3sXZ"
    "D7aOqFQx6hBjDV0Gec2BbamGTBiLYBtccTh06272/h+GNdkOfTGW+ABR8jt+wgmabXinxfSf4Vxv0m04pSfJJ2RNsBqD3fNdcqrM"
    "hza2zMzGenzlLnKkFBKZphJ+oGUU2iCaMMyHR1gDLqN+qIBGHoRd2MIuzG6SnZlFMK3jKp727B/o74jFhwdr4HHeAYk6Vc7S8dCv"
    "hiRu3bmPiutNKOA8kmkN826MPy5J/swKaLLusLRd8XSrsC87PbZpZ0lXjVuSzWC2Dkc0fJWsYCx3iFi2sGdQ7GtWT5D1ssb3wVWx"
    "YzqOdz6FdWsnv9Gm2vz4DjytnesunlMjpE4IyWphNeLNeMaV8jzO6df6Me52lVyB6Pl5vQQ78QLzeRN1uv6EtZ+F6KurfIeI9SHi"
    "I+VDp8TZe1XDcxQjhvgD8Ig2wBL8HJwCv+fF8FRYnZPlVqxTS8n3UcgeZOReRMSwNb5GcjJopas9XnFnqfuVat/tkWLE20TGsPfC"
    "VqZYLsp6QL/RWTiJn2MVByOSb6zHYc9Smo5d0v3NKZ9pnIdT2EXWUrf/U2xCxLpyKpmTuUOWs/d0K6Td9sr6u3bi/VXMK6XU+fiG"
    "V+W0WFc8Z2tOv1SzSzgPnppZoRMRtS/CabhMzsXJ3A0rNQMe7yb2XKXg4R4s6Tn+lO+lWax/Z5a+rrNdo8chTnM94OWMUmLQ17lE"
    "lE2oy6wRGSTDM5rEig/FHr/EbGhfGaUJnMS1uMsL8fnBiLRjzHS6zPM5kvKIIXW9cjckrRQnshK6bR7Oz3bdgJM5Q/9F+TtQzvK5"
    "Z9u9LPmWkrdKE34GwXW3XsAnKuPZz8YOnySbWL3I0XvY1zMsMLaJ41mdcWewnCf2QEal2ZxYPEoMbemAYDkrF1v0e84ULGBvcITo"
    "+0v16GAvMiIbLnyJxuizR/VnYujG2FeTT6/dedHWH+NqIz0RP5XCu3czlLaGp5AvMWQ3eYx8tFHyAH0Ai+1Ql4yF+gD5VS/W2WK4"
    "R/fpRvlYT8WJuRna/0avWbvQUy+h1kyxypdihJTmG0hnSV21vJCVAvOGWkmE/VMmKV9j9c+RQ+UxrM5MORV39BYka76+K8eIRUl1"
    "xVmOIaaEeeIEq4rnMvM6SDZqvhTy/cXUK9b3uZSRSd2Mfsch/r6XKO/LoB2N5dGwhCtgWbf67EmSWa4EOyRfZed93VPnu8lyYf8N"
    "ybChJH1vmTG3noQTFOPu7qQfuptVz23aIdjC+eMa7rvFWAXsno35+ddqSsd99CIt4zUX6/E77nkKOxnyIRdVuhJxj029GXdRBU6I"
    "9ZPOE5uEtUn0Ao/IVuO7jw9j9S3G3E/o+zVNavZIiO1UHN/1p34FG/IRfJl/4c6fkPbBVbj23dD0f+C6a/RWRCdToYVXQm/9HozF"
    "Dr6tV2IlL5MLEYP8ConenrUM9mYmnvNMTpKpR8Zyk/kmQTOJYW01iw34VqvE7IBlhfcn/4Q/UcbOuDKuwS6PD2boNsZ5vU5d39J6"
    "rE6NPsyJiLpnfRPM6iR8lvcESfj6VILyU8K+AjeXn+uxBM+QuvFUf4FmjPszUMzPJfEtPTgnaYgtZ8k4MTa/F5iPHUKWzNszEbWT"
    "rT98p/wuddXB/9ZV5rjR1nvMT/O7AxnJpwk492zzsD+xeybKmkcMnvNS+AHlPAuXIpIx397ws/IQSRsDW6mW+VxWHjV/P57Zn3U3"
    "7uBleIQfIKbfBB9+JSe215OzOcU+k2KyWDYI4uwGmoUnul8qKUMWAdn8uss3WP53uMSoQUNfXQo9x+SH4ViZkHWpjgxgifV0PRqn"
    "4KVgoh5EOU9C56W4mlE1jLbriHjlajhRj/Zoa3YBvYNYBhMnleHWtNxcPmWrgr0Gn0s//LsIXpUhLX2H82AzlMbNaTmo+6AzfsGO"
    "Hy7XIFZeSVYpk5JVsoVMRXaiXkKU9hE8BCX2xQpYr2JIdhU5eu+T93Sz9PcIRY610GY0irjCOfAtKr3FiHqGW5vlXEUUKIeCkc3e"
    "rgji+zxfzzZpPVhCj8Uaehm7VYr4hHHPDJOkrijm2pyO3bZO1ca+9lBJVnLrK2iEE2To2cu4L0ms5y1Yg91kBfwcem4yNMM0nNl3"
    "8EQ1WbfoAxle3lDVowxpZprjf3nF/Tcn87dRvi4TVVczHcFOQfUIoLFaNraVaK25RqdnKxm3xqkJHS7Epb7K6XJ2I3hGQo/YY1FE"
    "QAbdE9j10pLxbwspZ9RXzfqP9VLncz55hRo/TDE0i02ddmXcnmB3SluJ0XaUkBfws2AqTlIuY5L9oP02cir+KuLOl+pqeBIJIriY"
    "lCxR6/1qB0tT6p+klOfS9c5W8BsS7Jlx+13JnPRYfNcMuV6f1dOCBLTELfK4/IBzfB+0yWj5khwcIaXHSchF1KwtMiwttbnLTeMs"
    "wwneZIzSePd8REwXss9mqV4XWMY4l7HEaqKDRuQU+HRbsFL7/B+kEyFmofguRMs3uDPd2eeNYzhFz5OpyuY/ctnlGyNWZSWz8O3Y"
    "DaMZBkf3vetDs5yr9Ag5PfhMBmAHDRvwpGBy6LI4jZjFcR2IocfOvBM+w4dYx7PldXhnPeR87OEAWREeK3Vjlnb2PYF7Vke9/nd1"
    "GP0LJoL7vZX8AL29CHu+LyKOe6AjNmP9CvU6SMoQ7HMRrr0a92JdxwWc39teTwdESLaw9pLIsLe28Bnmuu+6CF7wVHGTsRWcoChn"
    "ttF8jRfFTsFjnMz6CLqrEprtaEjODs4KjJFl7N83ZKGVRET7SVyXWjlzFnnwiqqpewxNyvocqhgLW7WvnB1fZThbg2klD+HaVbB3"
    "IaTn1ct8b3Hxaoze6Tz4kVliU9Xz/Fk+nFjOAf1Dwyy1yPosnJpcTlc8RI7MY2Qudn52sFtPk2xqdJuZexb7uZxdYxU4XacGF+lV"
    "WOnp8Cy+16ehMafpe0HvoB9s0y/kITSm3QcQvy3AaS3QccF95GwNPW/5HpTP69nDFeM8UahpqTJLavZ0O9bpOcShS3UO1tmxN1ve"
    "scf/hDkf5xzGTlqzInjjh3CX82CdOgbd5HE80Y16DFZjjfSCD7UW8V8zMYzQfNiXMex/3Uxr1EFW4l2Hy/TwEskL7tfL9BFoxv0R"
    "m94Pv/GfuPI3rCcY5/WZEiGqsuXL/9S7pMJjmYY+n6ispBTT7zxPVvnuYtc/WemnP50EthXjGEvRGu9mvSbhO+PtrB8I2bcOMctk"
    "Dab+fUdMRmLsMdvAq5lMhLSlZ5Hb9GY5m2wdi7HKM/GNB5E1rMrHjgmfu11bz3Wsg9GmUdI9nyYroyXlJ4P/+/xC3flRq4c2QvSc"
    "4jzWQlhk82SWYw3rRtd3KBN2Pifg879T9geTia2pdMR9v4zdKdLjg73lKcTcQfAMdiHdS7hnijQC7zCNm5Xi1HecFmyYz9QZf94T"
    "uiy4VSbpItzVo+EWrNMBhnuLq8/nJEwRPaFqnt4yeGEr6uHBPVjyfYdEyCuHvseoRpsHx8j7kCfrtcmHL/AO/nUhfJ0XsRLjECN/"
    "iZhnIzyTp7GvryHWflfOkSrm1hKwjw7X2JCRDhX9Cz/Tf2IM9JYGQQ+5Ro/Ua8KJcgU853/LJ4aHIJdD89wsffXSYDK+7Ww9Qz8O"
    "r9LXZbscJucJ9KzYzNJI+DG95CLppp/yLBZj1S1vfprYpNsQsvhlc77GpgBj8Gg7y2PETs2BBZ6D3Y1TDt0cRqW3QY7v51GccJuW"
    "rMbeG6fOFqI/DpM12Idv9S7o31PkarlcP4MMToWOfhQW+VZxccwWz5RsOaymkqI9dh05HSTMzKQ7XPNifQPf/jLW9Rj5Xq/A/f1s"
    "jJ6IvX8L34acvKWvSFd9K9giX+jzermMl47wQvqI+R9/I55njDWDbMhid5yLt2SQtJMq5k8aMLJuJM8bYx581+EyDE/fI9gXUVib"
    "4Dm9QE/SxWHduiqGVTALk8dXHdpfINuIm9KA2EbtqEvOkwoyJpewz2wM+wR6ygZNz0jnEJvtSa2BjzkOp/dbaJvl2Jfpatwspwc7"
    "PVLcxew+cAy0Nd5eVvsq1gr9zvvJNqG8s55azgz6f04buO6qHnITM6OurynhM43G0Z2E/S1jTJBHVDxjibDO2/0hZ4bG+Y7cg5NV"
    "xsrTdDGsroGQ32/0TcQBCTG0yXycxRXwwZrK69Bhu/Qpw+aC3s7Bp7MhGyX4/XuxKZXfsL6rqJNE0nO79rfj+BQ3sms86XF0Kj2K"
    "1gpOuzWkLUr7v27C1fnKaWQNF+24mS9jnNsJSbJZUEN/aSG3y3zE9ofgBG/UumdfSult1vD/CCx5Bf82GCf2UPI5uR7qdLRyrFR5"
    "FjaTcctYRX1HhpsDmArL+4kul0v0YTzPSn036C5/Yt+vJy590vt6rnpkk432XMcGr8J+HQR/9g78f1pQrO318+BQaa39dLZYd9gC"
    "ooPfLkcH0/Dn4zh9IbOANdS5PdlrEDJDFNdR0hv+9RrY6nv0I5mCmGuZPqivYG/PgndeykmNOOO1kZD4w8laP0MnBg7h7XX8SuhN"
    "WJmLsBIt4fX3gUR0kOZYdUNbz8a52oexV91Tf4Zy00eqavWjOPtjWK7v4f4DRuMbIEP74FvXEwfJ8uyuc22aOFZl2y2bTDiEsXxT"
    "/vRPnijLx6zVR+B/GpvUR/DdNrDn2rTxE5CDdcS6PkmqvWfpsLNV0xWYvbw8Jf8SHYyQuM9Enw+bl9AfmTczPq1cnLCT2YcSpbdo"
    "EUsveqHZeoNMlN8hX4XaMZgC/2saq2W/MBJ4mF38cVYdCyklJfQm6sKiysf3/Qg98YwcgftZi3P1Hfbva3x2Mlb8YpyIiXo9rrIk"
    "OI1W6hONhMaMvRF2f5eeCwtis4NboI97yhKcuheh4x/EqxeQ8XU3MfeWI849R4xdoCFjwCqiAdkc0FLdRJZIl80Pvdda4S3lQKny"
    "3MaRDGJ/TCvrRQS7Gx5OIPcz+xaBlrbcyW94xnnUnzGew1IyRNRwKn4X18asWNLfQYSegDILl4P473I5knW0Q/lEyylJu7BDp4bH"
    "wPe7IeubcLPeIfsHr0in4MLwNflQbpOf9N+Md8cjUuyDOzpR/wXP4RWsywCc7/WcYN8NbWQMd9NxekrYwxdDPFHu40pjUoj4GcCt"
    "9ILV93WkPKJL3a+4if/efMa9JeUzXfb723qLPi7fybuw0b3Edu1WuVei4RNauxc0oU/xz+e51iuxB3k4NeY5Gy+HRc9jsddfwnrN"
    "Yc9TR5kHn7AtvJxq7OdsaHGHt5jyqMPpmbn+ONGliDqG4dMp6Nut8KGzEREswxoUwvt7XWzCdTvu/U9GNQlOJZbpIiIYbtPrZBOk"
    "aLl+gXfvhfdNVcOlyOe0t13tXIn4fHGFHg8/qYksxb8ORnwzHzt5L+5xJU9tDnP2g9hD2FcsD78FZ8p6bNfiVBnypO3NEOihdmLR"
    "wGxiA1SqswzdxHXq95SUn9+J8f+dkLZC5o1fITZVkpre1QV6+g6R3uLwBA8Ul/GtYV7OJnJ2I/YZy5jDWH8SnLZ2vIibiU9hPe+r"
    "5Cr6WTvUccpMZCRq2JOV0LjVXiYcm11IVoy6XtkCad6hX0GLRIitfxFktQf+9R2kNSIJj7W9y5Bt8NmZ8N++093hdliUZsFGmalD"
    "w/bBETJZlkMyzmCc6TifLEOzgb7YqbC/Zrf2h29yAmziQnzn/jITuzYHe2n4X2MQgR0DbxJxKKItQ0W7BNrwGnxDXyIVSS1u1KT/"
    "PeE7M0rYzR9jlBGB97oNnl0N2VO24Wk3QLpr2L+ykRwvexgmkr6OaXPlW3B/xbpaHVNIY2JWGe7eYRJhDJTUVbTQZfqjGEZqNXX8"
    "DB3IPke7j9N8352yBynPY/Z0luuJIGwysghxoov7bGevZi68Gudpq588i/psncU7Ni3mpumW1XMdY9PeY/fS/dXpHG8NZx8tQ7ev"
    "TMHnP/dMsBeyf2CXniGOMWc38QWXUv7S03MV9MsdB8jV4mpHQa0e8TTqiU32OQ+1nLK7Tn/iDOQG/P+2/CE3ISY+BZFMN0jWEjXk"
    "g7/rXP1ATcLWQQcshRzvI4fLO/Cfb2HklE/8kDK8vhQrFoWP8JEOh0QeiRWZi3OxTs8PNqgh3R0os9QQp+73dQznt1V53N8NzEIY"
    "su5xWN0T5VSxnqIl+jkZs1PM/Vhf6bE+/5P0EpHilJ5Fz90lnvGskmQELsVdxMmHdAjuOMJq6QuMm9NoD1HfTZmeVC+BPmmYwbVM"
    "IUqz89Qfcr4QOmyUjIQEHIEz9DYZZYv1e9zzL3j6nnjarXqLnCTzoAUNa3cDK2eNofMOJjuJe8pqnp586M2xsp9YJ9QaRImf8Ezk"
    "6r+p76uI86w+Fj9YKjKR0H+vge2pERt2r0g6d5wgZ8rtUkY/by9Y083kqIlTLxzh+0QrWMVs67N5VfBGd2JXVmgbnP2teLafia6Y"
    "D+23GHv+Lp5pFPTGDngKH+h7Yig48/FdrWQr/L4+8EG+gca1KuwP+FQWZ4vNM7cc6RCcWENvvhB6ZNlfWKBb1vIIo9AoLhsa9ZGN"
    "2cYFRJL5AX7A6Ygmj5brcPUf9T6ckleh4SxyXYUrfSoVfmIlTlRPh9lVTdRq08vHsBPGMeNEYFN+92h2Ua5XlOfUsV/P1k/1AZz1"
    "j8RQgb/H6g2AzWke1O27NJB24pAR95Ya9tImiLg6GhL4JXyYO+QCooKup21ZBzk0tLRjM3zNVd5LWo69COtBgvqZVZ44eYutOvsV"
    "mZm2saeikNGsUqdXqvrn7ycj9CJo7HPD87VJMEguhEw9j++apTdm1c2gEuXZaCauk/RQTrDuDRlqw9ObJGKpw5R3OsxhvTQV112x"
    "jJrLnaLHZDb26FZxdx3zNQr1Xf8F1FtJrrvlQz9ljbqU/fgRchAkiY+S8j0AEaLzuKkPQ6O0CaLG4qSlvB5s4VKiTJ4Dz6AfVn4Y"
    "dMsa/RCxwzR89y511roMP90PcZz5uL9AAppB198Ay+ZYdBrKImqhbMhQU+mhN8qo4FfI/vGI2E0rTJP3cQdZ/3XS1lAVB2YmOZsx"
    "K19Jz9hVqY/RwZCKw/QHeVe+kYJwWIOF4Rj4QTcHT4VX6K+s3b8BzdlfXtbq8J7gG3laLUPUVsaJ4YN+gm//Vd+EtTkKWnaztg92"
    "QP/dJcY19iFWbCGRVHvhnt4KUuHHkPwS/SbcS16Fzv5e9w5yITFJnGeXT/8QpynF3EwNJ6Hj3Ns4e/itf7+37KK9rets53i+F0Pq"
    "s3da/uAqrO0RsgLR4F6c2noNJ2EbtOcBsD/j9PvAprd6SDKTaTN2jm30zaKMrI4hr0kFce+XswfzB2bEczzCeTHf+y+x7JpFixW8"
    "0/fx7QWcYozrCGj3JfVEH9VcoyzOQx8kxdSwKaLIxpkn7MU4NcHZGcW6GVtC3a8kWCleyK7l8yDp7Y2fjUzA1gPRmx2hzX3uwNAA"
    "UsTPLKMWLtOhYnjHhpvZi35piTo0y9DHpPbnMPZTJLwVtDt4w6Mn7UKEUox9T/r8TtxHTiPwuTuwqinmGEPm7/r786zEYQq97HaT"
    "PZiQUf7ZE/b9EMS5G/RoIq0ZlkgSvv+n+PTbsGA/4dfk4HExdPxFiDZvkPXegjksg+P9WhdyUmwd8bgKWWs9X8oYJRdR0pynN43W"
    "LsLKnCHJtCAW4EHEH7YK5Vy89qgY/pH1COwOrTp/pLylG3B65kEap8JzHiJvep8sxTy3Uus7r2wT7iAXHkM+zs1KrZE1tDB52gT3"
    "/yRx4hcijj5W/oYov6d0hA0/Bf+qO0NbNzJp3a+YPUp6hpe436sUsc0aS3uPvd0MVwlYE3R97vXdwf/7vZUgoq3Ak1t34xV4VmNA"
    "r8ApXeYnXCNEoTK8mNZk+RsPDfikrpA79GFI0VC8envwljyJM3gYNegWz0JUxdMWZ9/FJuK+1XXm7kIUuhv6ajd2M4DM/wxZ/wJ3"
    "86fUZHhaXSamj699Gid3DaO2I8n2eife0RJ+SBexGRjXgWp1670lyQ7YlowjT4Lk7jIUaDkGGmgi6+ZzERtcAt3Sj8y8KfYmRRjz"
    "HSif6rtyj16AmG0KTtODiFJG6IRgJvTsdL1Pa3vU4V/qnglmsztQ2i4Xl79bQStptudy6RT01+d0NNb4b5CoXdoouEOf0L7BLjU/"
    "egPsrCEdFGDV18A+r2a/5kX4nPHPWhQ2hlnvpogPssMvmV36HJFZS5kQTIJEj8I6nB1+q6PgXVwuh0Pqp8tuHSdPBROhfxaQgyGb"
    "3S2v4tuGwDe9VC6UfbDni33Xl2nu6fKbVtAjPU/qxqFVVoQdAnMJ+eCUsntxPZ8J8Wz2TtNaDqfMdGIl8UlKfGW5ucftjbEzsoo9"
    "B9EMvpCyd+1UyWO/XzHloAgSYdryzMA6R2r0I7V5j9b0/HcRxX8JexTy4bG3pD9fpcYLaf5UAZHl3eREmJkDMY14kNeLpgtc77TF"
    "W8YDv7ccSRSeEu2jf4Y3i828H4DY6XForEkyERHk+4ztp5MlOIfxfzmRBa+HpD2LdxWRO9a44FYHr7ILbjX2+nfOIA2HjXxGvtYJ"
    "8if7hlpR80WonSxOsYqWWYyf+PSFjCasfrkF3zpTToDNsVhxUwbVTP0udJE0wtfZ4cd6M7yhA4JnpGcwUifBxh+CyGYV+6FitAJV"
    "epjPetjcwVbiw+7A+u3A7r0J/2g2rvAUPPVC+Qp+8jr4eGfIMzKaObwn2JX9KmvjzrerUMs1rWJ/B56DFaioR0k2366YfPUpRK6F"
    "rCGYzl5LlKFq8sy8IV1kBnMp2/DvHtDwGyGxq6A/J8oN9WiXW8R1OJURxSWG9yfgSaXYG+kiYcmc4m4ee309+wIt+lmul0gzWc+5"
    "wy3QEwt0vWyS8fIA9OBGnOGzNEcO0p3hT5KeN7R8Ul9fuXI9DMNlKJEubBZhBKKjpbR8O7HPt3iLlEfNnyTXjFVSt+mfqWXaBF/w"
    "u4ayXL4LO8PTydEODc4LIn7yOo0tZtqwAb75Mmjnj2HvtxN5YYmejBW+V56T19X6d+/VUk72WrbvCz+laShOuYyQS3AOtkHmCtiN"
    "MZ1oRrYacdYbjqD9iDNGyuNPrA+nI/M5DqF8bzzhXGbqd5PTO5bhkWkolk9Sz0Ri9/utuKphHCduE9azkGhCDjG7hnHoP9kpVMZz"
    "XuRxGVbjymvoHy3WtfWww+ZRqsqZk87xveq95BrGVjGPTXCoOGaiKliBrdAwy7VEJunFkKUl+omM0aexQ11knvxDrCuwCrHt2fgu"
    "6wycCNlsJIXMQvxOb8ld+9xM9B2yhzGe6THXzCxnT1jgt7UAWivFfvYx2J9V7MPNYeyR4P9/MMqw2SbzTmrqwSiMs0/G1vgwzgC6"
    "SuBoZq4m6iuIWqtxtXXwkmx/V+v7eoNeps/gnvuKdU1vhx58CZHWZdi1LpwXcvg7CZ+fr2QXiaHHW13OsuynQ4J2YIXX45NzcGer"
    "8OtkrF4jaqcd+N96e96Q77An3WUY/BergrQRQw2z2Y4qPNGHsthXKXeTTTzCnHcutWMVJaCA67c/EVivlGLf/1i7G8tqry6baLmd"
    "HWTa2UGtUKgtgijW8EtITTXZpI+ClOQwi7u3FLNecDX03VnQEifrdews+zG8OWinrzIa64SfV/srFdbqcpoCOV2H2CYH7ze23WbB"
    "1bCipTov051pVr8ldUB3zzGbB/00gfhWR8LvqCTqj1XLnvPRjWORsYizk38qq9YdjFWrJu7jCviap8tu6qlK9oLYVNwhEiXK7xNe"
    "f8a0PuzAumpGUT8Z5/o/bBrUYXusx04v9hnFGnY6lHOvrhPbmQslXQ9NUUZs5zaym7aump77s9FfvKQGPiNc12fsHLfBehnTTUGG"
    "QfUsMp7VdQdWk+0oW5jHuZRayXHz2sT+tgynmmEh12S6Kg1V8Uc8b1f5QR7CSfgGsdoYqQgb1nNvMTWs5GgG0S/ukVtS0BN9panv"
    "8IlomrVpkn4kaR2wl6S5tlUdf+LrsC1r8RzdgqaSi7jd8m8fYw/2qZeVIPUXXGv7WzNfMW3te/wSPkZ0uinpuWJC33nmPufkpu5v"
    "qzteqPveBiJmMI/G2DrLuf7tYJdO5SfrmmN5nT7c+9jrX/W84AHYW2M4/hAat5QToHb/1mNXRRaJGM7y7divIkYljgPBcmBlRPuM"
    "6jT4/7lEOLQ6qMlPJ/hbV0PuHaqcyxsXUafGMpp1MfGNIkRFuQz6c4AchHu22YdjfdZjs2Z7XRvFey+VaiJDRuhBVvEUjWa1HVYL"
    "Gtfmy7rJauZK8iF/1l/X1XOSxJlpNu1wipdlxwRu1sHxBzmPa79Mx67jYresbkdf20uwbnKqJDUdz6boYVV7m2MMojFmFTfQO6jx"
    "VYpy7Q1tn6SuXY11WoN/50KrreVnChAdlGXOSq8MK11d/ZZZYjhWObRbpqXvhHb8g3XROfAMxzbM1X/rO5Dn+XoGZHoGIpxhkPUZ"
    "/MZXZA/v/BL6M/2x/6vgVS6Cnm0mM6Hf/sTeBbJB1tHbaYVrbdczpIS5lmJcLRvXtRr7kXhHHPq5ErHFydIZ53N9xlb8mbEZI/2s"
    "ZMz32MbZ85VitjLqORks5/IJETxyOEsRyG5mnqLsgTc5G+BzNV1xlRFS4HfP5addHB8y9xyv5xVb/YOCGJ7b8XpbX5UxD+fr13ia"
    "YtxbhDW99ZCptZCLcbCiN4rleX9HVD8bT76LdYJp2L0B9WiKNC5zD3F4/SniEvblVJl5VsP4N4vCGkqad7GGnpnjfo0Qg8FJ4WHs"
    "zo153WnS0tVXktrU84rTKk6fmA4YwI5Bkd2cSar2E4zGu94fd3Am/X7LdFklqYLIR4ZMc6LYijX2qBcVvq+gnKdxM5F2jPu6SB+U"
    "k2RfeQz/7i+/QoN8rccEOeRj2MGzbtwZFTpUjPGh2M8S1vBbWksp82m9fL0lwgy+m3JL4aScTlvaLTOFG/0PxA9b7Tl4fTpW9xj5"
    "hog5NkU9TP5OHVVJrNqknxi0K/UmupWb53DTFppBhYz/pW7aIqOdXUdKzOPpVdG6HyvOy44R4XyyniMdoH2Okq5iNfIy/ZeMksHy"
    "DZ7hNLlOymQ+fYj9IEVPIMK5GH5fY/jthuXxjHxJ/MON8L4Nt6iS8w/mPT+OdVuP6+3Eqtic41bc7R7UtT194N2wc9+xQ2MN9f8u"
    "7Fcn6OO59D1cPLQKnmANuVJD+mTPQs8fAik3BPsnpaumyLLxC+zjCvkF0eM86P5DdKRcLVfJI/IRzsocHePRplKe1yvJDgc3O5n0"
    "UUcNZWi4hB6zzOUvi/z6GlZNA0l4+xYjml5PIgAnGEVbpJODeGug3Muewl06Dp7hbNxHQC30rNzCGa8EEZlyODVcxX62UL/V5h4R"
    "O+p7JG9jJavuGdz6pnNDL6cOKfRocbj0kXpscCG96ihz4qvoW1oW5nf5HTvZFt9pddrRzA9YlNQDkfOP+r/Y+j4S9dZ5D0NHe85N"
    "hxmW6ngG/8VYVIrYSaKeDfUccbgBZbSFVb6u73Sk0hbvC5kYkGEYTHcQiK/Ad8ZO9JEjJJ9IlX+HZH+PT10PH3BNPd6G40+uot9Y"
    "iOu+xslSqycV4Nte0s/1CzxDY5ykqfI3fGd3uQseXzlR+vOJx16pVR5Ju9JP2mSzn9T9d5gY49yCzCSa3ff/xfppInt6E/fUP83K"
    "Xc155xQrLgmPRd4e0XVP6BbrWZuBu96u30F6G8JG2pzaWDHtVcUOWuvPdH2cf3jMJWWnT1mGyyZGNKM+2Nkuni+2hj5DifcE4+Sn"
    "aO9tf4oI97t4oixz0hVSsJc4tIakP0s1kFSnJ6Ls2dhFjBbzQH+DTY6zNl3JqtxA+TfW73j5mv31yQyet001pIgDl/I+XSKThavy"
    "uIXHSD9WTGL0ZodyMsC+cQa8i1HQH7eJ8UhfIy/Ciw7E8tTdqNPVo+C4LqxBnrXcpj0b4/XtnF81zI1uYhMQCxARGKeq85dK2Ato"
    "z/kOT8sI+Un3CSbDp5oO2zYTe2AdzNN0Ftm3Ip41vCGrwMYzNR4RYmdosfGyv5whpj9tTi0LXsNueKcVGVbYuOcaihB1uBMi5+6+"
    "p9BhIdZ4hoCWYjlfQ9AvI1NGNZ48ztfLuMuFZA45Hfc8F2uwC1ZtG57QMDgtm7CWttOt+t0e0yvGKk5Zhm2v0DPM28RCdQZTL87z"
    "WM15tzCTzUgzmO/rpdz6ho+WqbRQhtk61LrtiS1nFn6Z3sW1tw4b64lczHzgmfI0LOEqXO1XROfT9DW1+c5ZWNu6pwfuxZkdjLNp"
    "XFqPQXe1gV4ZKJfh9BcZe5CfyRzMaYgqVi+tinsPfIIjIC2/qDEYfAYL/RVxI6rIUVDko6C47olOd3C1dnNXzxWbLbtWbB8WQoZH"
    "y524E9M1iBtkAmQ3m7WJVZCYtvBy9hPryjwD/67Ck+Wyz2kn8zqW4XT42pVkFbkAzzom+BYrdTj8EmPj+AB7/hy8ZONGOgTfU0ht"
    "YEiAfRjzmhwW6Y/iMOXy8JM1RBlsjju2c3uOlPsz4xDtqn3v0nSyrJZycrsInztJbsM7W8MvXg0peDu4F/ETvAB26f2oE+EPNM/g"
    "nJRoKsNd1EMcBmQxMeDN858u1oFqs/bF7DYqYyRyIiv9pmGqvJ+T8BreYt+Okj6Z7hT0klLfhSO1sNVNh/aB/2g5if449Z9Diu+Q"
    "L/Rp3F1VhlXmTObhC31Pd3Nq2WHUpwHZ9Uzrx71tsV6xK8XZ2DLqE7PS/cTZLLN5rnsmzOQva/tijf6SEbhSb5Ex8jW0Ynec95X6"
    "Eb7raMRo14njSK/Wi3z2vJqI+Sla7mpvFZvKnt6OEN9hnElO554r7/kozvT5dtYeitnzWMC6d4ydNXeT6XuL15r27vP9PMABxMjW"
    "/5gg3VfyPAbQKeJQV5vTqyUDHPXtYFia9axzBOT3NIyLLpJDz6O1x/oRYk4Moc6wjNQGPTDoIN/iBBSrcbotxdlYg58vxrlMZfB7"
    "9/M+wC7W0NMYgMruswTj4abY4+NlM975tL6As9MNdvcA+HxvQyOMlgNgMwZ5fpUqYgms5t0sg+4t0SOwvx/i/tayB8F03XK8Plhq"
    "iBxrsUZjIgs7RqcniLx5hJj+HCrtfA6nnJFyLmsV+dS3Eb2KMhbFfazXdjidc+BlTKGcG+/sQHxDZ1jbBvVMRyktYnqCYZGXeIdb"
    "6mb+2kk+K9lHemyzbnIYTuoFOMtX4xx+L6Pxr8OyrpD3ZFrYiD33Ec7cNcLJaCit6Y3FoTNeMBQSeRBefZusDsFDkMa38OsMX71N"
    "EA0kxSjD5Xht5utd+BPGXZGrk9XNYs+AzZ5OfoMEogCHZzufmso8naV6FvbdcLGXkadpmCFC6Uz4Gp3EoTlt8zHn2TxPDpvkPfzs"
    "Xd0vMCv7A3Zxjj6pU3G1cz0zRjvPVJLGurA/v4YEGb77ePkDa30zfm8AS/EM1jQL0YphO0wTy6h0wRpsw+6uxe6Zpp6sNuW3A3rT"
    "pjlvDDZTm1n/XhlzclfjNBXhjFpXYARPFiX2RYKyvJPncDzxhCLs3HZZIuPBiqvTvB3J7N5SrC/9EMuus/PFZOxe5mjqYnWvG1tL"
    "MrOrB0CKnY5xJ7aSXVstuJKHS8ozoJntLw7ewvrvJJfuHKzqRmb3p+Jfw/Edd+EELbduSDkNV35eI3KvpMIc1g3Nk9iEfXsD8WE1"
    "a4bT1eFspHGD3X8rvIcX9X0lljfLV/eElew1rMu/viDD9uPs9nb+3VjJduGJd7CbYz124AhoCeuLXKg3ytlkDkx6NESnKdJsdBGf"
    "gTLvaChR+Lsxxkmz9Jom6ePj0GpKqfEsuGmVJPM7UUbx14p161cxLozr+2IadCM7wtdhPeqOwJLMJ1epY3d28zylXtb7SsJHYskM"
    "gp7xIFfKHbIB+zNf+mtXLQv3w7ntHizE1f4Bj30ULFp3eRZ+z0uQwC/gP/6kl0BeB5MP/nnWYRzX2xKuQA1OouXrd9DbjnDWK8LT"
    "ZQzO+zGr6zp77Em70UdJ4KkKYCMr/PlPMW9q/v4rshIn7lii0W1ErPqcHipPYpd+qCePVPfqhDj7+7MSbbtxKdlrYx7T0jAT1nLq"
    "NIGzYrN1+4qbte8hrhab/s86oKLcr63ktarRNCtOgpyA1rdTw8jFLOkWTnUczKsmqbmjRHWxTxdzv1OsJ/eRo3Aa5rJyV4RnflWv"
    "wb28Q3btuqQ3z1umQn9GR4nzVqwzdpneJP/Sr+QzvRsx4jp9T16Gj70k3EAGxwRzvRtxDpcTD8kQjDqLen1d4lG/Q+Ixmte2jhFb"
    "U7zvfp/VmUemzZ2wm1aJbwrf8gOs8OlyggyD3/opvu0HOR+xw9e6AncyDXp3F6KoGeT4s1xEE+L+xRiRnemRxXdo0sd9/2TnTJxY"
    "UcXQnj30Oqz1kXKf7CbfbE/8ulEe0OOgE5rg/NsM9GpWhX+RJWRwzsGdZUFmxolVVgtwD1+RIeA9xGbL9U/KbD6R1GroFxZqiRgC"
    "/y54peX0JrqJ4xis1GdZqemQ6ZpxspfmEGuE95eqZfhPYtdRY+IZZ4lJQHtKfNx3wbkai32yn4wOnsA3f2Gz2VjBRrjTXXoTvPWP"
    "9KrgHH1Un4anO1kPCFZDJvaWS/WhvyDx/jUWL+bqlfKbraPiRo/u1VyOk+/CPFyhADI5Q1vJ24h4LocHnQ1fb7uv+6b5YN16FxOX"
    "IuF1lsWkF/np4ZjeCD/+S1xhJaziPsbPprNx52fJAM8hazubnnw8g71X6ZpAxHtWwpPTmr+nsXgrM7F/VF9GtBNyjqofI9By4u64"
    "TpxCnVBPlWczpOtl+Rus/hv6ADSa9TCP1dch7dN072Ab7MXP1jsLS5IKJ0ILPIJ1XSAHBr/rxzoJ0vqhfkOe9jz9ElYqRz/HjvTA"
    "iTSGljg7QVbCS3xGZjHvXqRHieGqOUypDrjeDo8UNsTL7RW0LG9zvrM/NFilmkb9Xi/DqVxkKKJykVyLNW3qkXDdRM9mjzN5kjjW"
    "5ohnt4t7PoP9KFvHSsrjTtf42YFmnLipe9Z3B9GbqskvWK7fysewq8bBcxakdAaesAV25Fb5lmhBO/UhnJA7xeF9hrSszsLZv06F"
    "tP+IGPJ07E8B81iTEef8oGH4EKv0PRg/NSbfTEodPlG178Y0/6FDpn8l5ZlKC+mhnErOw0mIttvKaKzXRj/Fqx4DJp2hO0c2sWKZ"
    "wyg1ZN6iwnOK50Pi89VYGX7Cacoi86Ddj3V1nu/9l5jPaNV45HAXkx3i0Qji3jY2oJZzHA5uhYfLYN8LbvnJVdA2j+ObS8kaaL2j"
    "TcglPpLcqTUZW2E5tQN8fcG6YY+kv9XWW42ER8Mp530NzGQOnH9jCFHWq/oZzthuREEz1bg4N+JknCwvymzoq18RWx6CVf8EWm2t"
    "vq9jpZ88hTtL6ou470uIweGqEIfCZ4ixLnJJMA9PsQZ3PMcQxKjrNyIyCXBiQ1YrGmYQdzepQ2U1pizzoc+XU7GmnaB7K4k7cjns"
    "yjLIzgptEPwr+A7Wagsi8RZYfZcvHO5tViHX1dagEJLRAmu9i1doBG+4EVZxBDsQWkvU46jEcYri3H2HUD1KLtOHqU+smllI+YK/"
    "jCd/QNYFPRHR5+o1uI/3VXQK4oRzZCi7dAaJY9CNMv+Zo39jL0t6gsau1InIDK3ExdvWTWSonGs5h2ke9N3i+OBOxg4YD4H5oM9D"
    "t8xjbeAPxFUX4M72xTtv1KfgI74WjISVukG3hQl4LivwsyEyVsziWr/xLvYq/Rvf0lMeySBA2PSDYVWV8vSHmb4Dl/tz+r6pGKZY"
    "FSSvgLn7mbTKo4n3+RN0imFjZ+Ec3qVT4IfdK59o46AvdN0ObeG7k90JDCAHFbREpeyAHIk4eyena5JkjSr1tsBp/xN87a2MP6tg"
    "ZG3239DqS6mV8phzXc9OcJP1Q8X617vQ07S+1MlYg2GQ5Q/wTJ/AImfrfViFPzzaa0M+aYv/6KZwk3jpDEaaU/ssmce5i5SPTy0m"
    "nq2uUnecOP6XHcwP7C0HZ5C83WyvoRKdB1lYwzykTfXfwPu0SXul7xfLsO0pfehWEsqFkITPEEP9iN9r6LekaBFjZPdomkE6rmH9"
    "2qY8drKG+jH9sgL686Xc4SJ64eeLsevks7M/Cn2xkb5FlHoh4j2ETfyuC33stAf32nXO2ZRhe1jwO2Gt9sO9l+pr8DivhgS0l/bB"
    "Tdh/62cYSXTac3GeLc/1i0dGT3ckGVpPb880EtXZUkxru1vHQF6rGHFsJI/aGKJLOFS2c5nvriE/VkTTNbRmYuzQ6ZraH8QCqdKO"
    "nAbYix3gjcRiuAbsvFqC614CW1yKX5ab2AhdcRmi49ysX+Ejvo21W6ZPQXu8pT9qH707OEnnZ43S32E1nyMy1Q/GbAi7Y6zvj2Zm"
    "s5OZXquQmOjLGblGyPjj6seV8EuXwHd8n5mWnmK9VzZ9shzaIAmN+iu02NfsbW1K/bQXMf0PwB445raRUkj7YzlCpxnz6eVIrTqn"
    "60JxeAm3SUc8+VhEJU/Cb79Zz8DzvgddfYG6Xit3FkM/B+iQImJ6EO5oF6sbSaLhtWTHyNliMzBrtWWwATvyMn56nNwEG2CdCrbu"
    "jXzusUGtnJ9prmFyiKS5Y1Jer1lfcd3+QRHtgEPcLlWXfYpjRbcTu97xgqQY0cR4BiKwZHXHJUns20p80ljClsJTGCFXwlKsgnaY"
    "Ra7aTcSFeEIukQ3kbLdu/jwiq+WzG8chdhTqdrEeu2zotjw8a5x1Wav95HJ+r1DDWvhd6bpuM3F+gjEE2xR5yCgrBd1aBr0Yx/5E"
    "a7ENOKRyQ5W3WL8Notw8rHo1MU02cSLGdXRbb3Y8k1N2yEjWZ3oCbH+SU1/VzMOUM6e9Ed/hzu0Yz/tTxPev1gvhhRsmzRR4ThWU"
    "0nPga9nq7sanInow/bjTyUZfSq2Qw89brHCanCud4RttQ3T+nj6pNyNGvBKR4uewswdIS1nFXHlbSPT5sNDb4NddFHwqfeUgWYx7"
    "3wfr8BTRoAdDKtMs8dX6KCLFk8XmUc8kuvZRvhuw0OMxFiMSy8b5yWcmw9WgE57fKMFI053EtqKZXpzQ92+/B+tTyCkm67rYql1l"
    "Bq42VBao1VbbSBp5waTK4VK4Gf7G0k5iPveoZOBO0VrFvYx2gjQVMUazOclHpI88DMv6M57hJ31XX9J3ERseKBPw8404P42Y5YkS"
    "LciYZw9nN3/CexplzE1YfiwkA1rSTxY6zKZkLe4mJdtYe3ZTmF7sIpXM70ZhV1K+C0W9n+5s7YG+3rUMd9dPXH0nxlmQckhCOV9z"
    "bDLWj/QmJ6OqPNPVf+a40nIe4PxE9T8x+upjWYgxgz2aNmUQ8y8bGfmW6kFc55BaPUJP8WR2msQQJ7wCOXpZdhA18wVIRT9o0Qf0"
    "DrJ8u7nPYuhQV5vO1qnkeKz7DsrgufQir0cX39lWwSpCgn6FrUEXcdFGb7KFpuplmqgrBjTcjRg96uasLB1HTBXX8VhJyx338RVi"
    "WU5v5MKTO0ffD07gvOsp+rYYM3MnWIuBPE9mSWN6PHlSU9QEZxItZzG+7yie8UrGIdexZ6ma1v4AqWFO5kaxmLWY+YUCfOvxWOsH"
    "9D4ZJ93lBdxpE3kLmnArvmEsUaRdFbrQYwgdBr+sgvbrE9bvKznpV6UXy/lisfEcPM/30CQ1RFwwn+IlLUMkvg2x2FsyXqy2tVQv"
    "wSuLbQYYn0ozfDsZjVMmlBW5/5S3PXJnyORroTW64kQth6a+XyyT3hoa/QRiuSXpWVcxJnIsExXwOPrLveySnAFvtGvwkF4kt+tu"
    "sZrEOKzqHbD7M7RvcAW+1b7tRER+tp9N/TlL20YhS7TVLxPMmuzOxAPdYVurtJ1earPQ0gk+5VthftbXeirWo5rYXovxbathr9dD"
    "l/6s3+IT3WAPxkKLnSbXy3j9kywCVVJItOINnLK8C2sxS2zqqjk8+ebwCr6B5nuWdzMokycO1eW8Dc2hr9T4zFuCuLVR5hwdV9wS"
    "7EOhf81FjRYXL5D0RGSalUGJ15DybBtVrOWE8DpSrDXsYO70cCng/juklVXs7ewlo8S496bi5FyM9z0Jn6AAEnK12DTWfEjPn7AL"
    "+b6SmfCI6IZ3cSe+bRNOzR/49CR9SebgGwOc7onEPcjHvxpirZ9idq6B3IEdK4AHvAIeifl35i8uwcpYXnymzvLz+9W6B/MqrZdM"
    "Pzh863VED/uTPT6Dgo+spkn0lZDx9VL86hCUUNvXfbY/ZOyW8NyzT+gVvrP0e1YsIh7HJ8GaagX/dbEUs4vN8fCkfJ7W6o3mzb6C"
    "JzVWyRfEMjtJZkPHic17d5JKznebH9KHFqGH191WE93ODrsq3xv7B+SzgrlRswOjoJut+6aY+5jH+mGUV26Mb9hX7J03Encu29dH"
    "XC20myQyiDUW21Z69KXm8OMsr21sdg3EZk2PCRaHc7Ha2djprbiPrcSn6CZOsxnS2hquaVQb0UZN8HzabZiPsUm3VbpVDAlnrc/u"
    "hhmMyKSGGR6savYkuBPtakNR1qrtzwE+Sgt994tDYJ6lNr1WRdkvJVp6nHrvIlng0Xudp1vqo9G3cDb3lnRdpKN04nOGzHnUwOf/"
    "Bz45DDqnO3z+Qsj0SXKNdCOyjnFM3EQU02txTk+Bv90DkeAcnYA4sIvsL6fKB1gXywKdLGNgxZqIej/PqohtyCBlpziHM0kRX/lT"
    "cneValOP+VQ7Jm0m6TkAZa5oRybmqO1/pryHaHLYyHesd/F9Q5vg7R4rrfFNZ2E9ZhCv5yfY1R98P5FjEmzFK+xNzVBeT1eY1S0O"
    "EdcxWMFaXwl7F60mOJQSH2A9t3HKwNVBYt72uz6almR/jWf84HQ8l0ZezpKkf5IqyFfIvviUpuU1wU6EdcyDFhKxxH66QpZQx5j9"
    "6Y0IfKRYfnEbnvsw+U7P08ekilGUq4oswDcbv+pGfVBaSSk952p9Gjs5kzgTVdj3T2DBY76eGaFeTTFitumgvaXGT6WYD2tnaSV1"
    "3GFi1bWu0pKItVk+8+bOWrQev+pnvUXewNkp0klYuSfwbUODbNx1MtPNZzmro/zfK3haKoh3Zh0Hx8llnP2IQo/m4n0VPt/dBDF4"
    "Z49NYf3Bu6mhslhjqmFv0e3iTusmP/diz/M8GbbdWs/mlJLrYevCWlljMZ/3ODEcw3xWvcqZxXK7Vqhn4E6KGXPbCh0jLsqJcYaj"
    "kuhrAfN8nSXNr12EeNEQCn7AE5h04kmlCvuQjaj8J+j2CRmmNpOX7hJmLKHLCzn+qjjOZkLd2arM8Ka4mZPf/PutVySsR64PZ727"
    "M5EWtjFquk1yaUOsp8l6KPN8f4rrD8+hxqj7lYTvFOvp8x1uAjFkxSGNNO4YJrt5W7SFkZrdaR/PD2nR8xWSS66y7Zy/r6YsN2U/"
    "pzFt2uRCN1mEd6zWzUToawuberkcDU3/EOVmPax1F7HYdqBYBm8t9NMg6O1CWo3vxbAhBonhNm/Xupmb6o4xGmkePNZt8AAX6jQd"
    "HYyV2+BlRcW4MA8Sh0l8Nndpjc8JbMU+HeH9jiRzhFXsUjU5OVBW+oh/hzpegwj02R1k4T2CTAfp+0n4yUrziN7D81yF176Cv/qM"
    "fKb/kpfxDT/g242RxNXnlQzXMVrbztBBh8v3OLFNcR6vZS/90bIZ6z//f0IFWAhPrq8YC3iRvg9P03CcCuDtGdJ8KeLwYkqmk7jG"
    "zP4ZPs8yqSZKkOFs36DnYV9Pkd+wj3v5zE6oDqu4u2eCrME9v4v9PFiyGRsfLT9hT3fpgOBIeCIboTeM83wLPOC1eiv+9iKs0S31"
    "cOMdRb74JVyRIsjNleK8DOOmyCYLXJL5nO3QJXEirO9gxdI6N0webKbkOOKIWXfoduqVEKteyljEkEF2EUkuj8jSzclDPQKvXiDz"
    "YHMLyZ1lkwal0NOVRB7YyU7VCM9wGafrksxgDpXTJcEupmaICprKfViTs+UVeUg2yHM62RhSdHdoHcUua6sZ9umdtDoreK7KfLew"
    "ncReWN21eqXHE7aJnb5et9RAyxTRR6pLU5TR9y6mPbbJBKvNNBHr2r3E93m7HHeMfGkV5PezjspGjLJsdqiN5NLuGw9pB+yWQ/u0"
    "zoV1nLct1WsgTZvhd6zBGhyOfV6Lfd1LjpcLiGcwUK7BU7+JGORp+OB36PG6H6S3VYM12IVC9tlbFqsrdm4TUXqtaqrkX7Kpo5TX"
    "yhdA4i6FtO7gDFaOny1PMMtRrF+Iw0FJ6960Hu7G+RfDVqjR89nZnEs/zHHalTPjlcdenHimQyWK6KeKnWBT9ClIufWinckq6e+4"
    "/mRfI3GRfUPeaQvpCbloLZfAghtqwqOygb6XxQpZkJ/fcB9zyNFs9XariqzVyfCN+slH8MbczOFcTXGfzfc6Fit5BWeQAnF1j6jv"
    "hogwKxxmmK5C4nxFfK9xOaLyQ/VzRHk95Qeplj81wF18p68Gl8MPSPgp7RqPOlVFTtds2Grr7hqGFTyOp7scp7aVbPKIDeneyL92"
    "tVunoLMYDiveMEw2+s6cOHP8cc+QvJs5I/NzQ8iGeSS9xM205ft8S9vMHGVc08hsB/Dcm3ew1GclTPe2Zn21ijggp3AGuQfubh4k"
    "chs5KLrg/tfjql9CW87C/USZtTCknkVY+XcgWQsyeIMhzrGTlULuQEdpIQMl6ntx7KRtpg9S98n6AZIT4E524pojIBndcXJOhUfV"
    "RxzjpUNAcBkVNyU0GPt6A6cLT8YdTcPnFunBwRhdLkPlUnggu8RwAozD9EX4/LNgX7JkOnEtB0iYwYl0cV2Sld7XfH+NY7Kuot6I"
    "EUNhMiT8RPZvPKbGMdeUk4+dApOYJM+709jm30Q83uVG/RinK8a6gJ2Em9mXOKGePshc/VK/wak/TFbDhy3Br7nwh7ZCegxF+Svs"
    "3nG4hwLGeefg6U+U64h3F2MMWkj5TiI6SbBK1gnn5m881zF6q2vx886yi30WEf5eSGmKENVuua4mx6Zy4rpJrSgk9NmrfEb0rvOn"
    "yrMCX0e0MGOM249dlhE/xVVOqzUdeuhqWrSFkBXLEizFu58lkngDOVM+xl3cgX0uYSapBBZ4uJiPPVY2kEn5BCmi/52jNut9LiKx"
    "mYjQ+suJMkP/hqhjsc6Ep/Ys9ucE+HAJdZVNw4VshjUrwupPUQne0SG47q/4tSZYi+85Tm/Gkx8l/2ZnonE227P0x0ru1Du1A3O2"
    "FuFUecbyNMOwxUtzIAfGp9sKVx8oNjN/IHbtMKzUc3iuqOdkzqdPc4Tk+crXf5+RNpk4iCzW6X6DeObkniMFvlvtXrGIpzW06xxi"
    "Nzr+xxoyU9bg3NqktcX8b1pviXwBu/uLfo1/nRmYrzBO7sFnfmFvUYJRp5tptyd6GNakqbg6a9KzxJjv+xLfu4H4pjW0wflYZ5O/"
    "ayVbzpVJrMclGTs1FetAul5sHtFyqY536BzWKT6iBx3H6hiC9AJYr53s/opSsrcgds7zbEtudtZ1eMbgMW6ABDaXQjzXL7xb6+Ra"
    "hG9dgFP5ilovcU/qDPVZsNB3yVmdy6ZvmrCnrZhX6wE9tRynq5woOoeJw4hqwEnpBpwROVpGsW/mcdi1KCzjQu0a3BMODloTjSCP"
    "1ilK5CRj0zWdu5aovZaneQlxvqFEjoKtKs7Uj7f6KfJLOIuY6yffK9mf5zROjHUFN+O4FyegHb5A2k9x0/n7w+ZsgwbbwdxSETuG"
    "B8lb8m89KxiAPTCEmTnEWpmF14+UXPpSL0MqDM/WsmZtGMlan9gD8FbNzhv/VnNmEm1NLB/fRvbM/dvvri7uuuFX6Td4V3/8v47c"
    "e5ZzncmJMENYLPeeVpaPHVIZWzpWXF/WNsYx6ZppLjvBD5EEux6TagzjhmjRGqd+/0wnfpPMt7k57brYNpxnv9nb3yQ/eSwzUm8j"
    "ntwFG3SyDEY09AfZVQqYz10Dex7jJMN4eVWW4jSbBhyCGPwD3tvbuJuLZFHYWTYHx8H2PA/vupC6L5f18pS+S2ysYu6IIY8MFUPk"
    "WhksIvuI7d1J+jrkwXTWCrzeQl6E5M6AzByJmMn6lGx+pECt83Gc/K4tcTo64RuvkDtlvkefi7KuV0VbXWqzdVLl64VZYlypa30F"
    "qRoeYyfYtI6QoZ14pt+g74pxVtZjx3ZqtY869vezryG7lXoyl3ao1GS6M1zmSDOY7S5LsYPIeNbjJ3IO55FDcq+lUTxOk0qfwRsr"
    "W+h5xMgQ2Z/MFNZjYbNdxvPcDTojG8+xlp2nSyGtraRbsB0n+W/QuM9brj08Sd6xnt8gqZdJb8ZWymd3rLNlulUd5uAAaSKOa8H+"
    "LCdKzxqcxnJ9QyyS2Y0Vt2x7PzGm2yxisEeZ9TZuv8HE5cwigvN6dti6buhzxCFvZcO2R1gPdh0QgbwmO+idlzKXWuB5Y8xud6Dd"
    "dl1L7tyk0SWSWhv1/k74KGt1WBBVm4ydgpW/DZbbPU8rzzEV/gUp33RwB1aoBnHONs6r5kFS2uO6nSBVJbjzh5nzLGEf7RLE+zYZ"
    "k88MapwdmBHIew20w4VY5dmcOXkeWjMpr+BujoYmfRZ2cylW6Rf4x0t1/2ASvPO20DdLtT4UPnfStnJN3dTuGNmDC32WOH6MqJ85"
    "TjLKq9B25PBoCf/9OqIqFGCtDmbFaLU8iIjd2BuvgAf5i34g4/Fu0679xU1aNvcdBa5PyvLTO6gHhlGqT5Ec31NkXUw1xEWczRnF"
    "A8T4aBviHKxk53S6WyGdH3JcBeZTns6uaUMrS5I5JEFvsI9U8GoxMqnmw0+JeQbh+him9/z311xfDTmOQ7IFOqQ3y5nfKIvryQ32"
    "xgptwPfejuv31Y9kHOziZ9ifsfIqZH6bbEYk/DO0fyN5Sw1PtL3chvVeQ8z9SIbVI4THmSBOwQLsbz85Bc95ML7pNfgVe+FJ7pJG"
    "2lRzso4LPg+a6q6wGyL898K7EF08I5b9H4Lf9xJnm6xjzOaEmiAC/x0yWEk+LOW0wU5twYg6H+8xZkfb5cNZBy0iY10xUSNizOtb"
    "n0NM3+ScXgXj9Bo81/vUSZsoPY7Hy2bdRlNiUtyTFtKWNifGju1KWsxoxuoMFpdtz0MsupHaz872InZqVTJbpj4uFeZhNMOMeYSY"
    "DahhLspN04Z+/Wx2aoSMhs+zAFa6O87eTjzNENjFr6C91+K5JyPWfAC/f4fXp0lb7M7N9UyDWx1ksBSTjz2kri7x2PNRr/vfYr6l"
    "mj7ZMubAoqx0J/XvtTocVnvUhTSaaTnZhlM8ldX0FFzlzVBZzxWXB7ZTGGf3Y0NxnzlG0vMYBb7LoRG/pcLH/A5BK6b/C6d63a+8"
    "Br/oNM5pd5C+8nedIRfId1jVJWQjdLwAxUT/n86zXUruh17iIrOG4tg3A8i7oYPtU2efUNxrYjtbJguVvreiHySqdWZWw/k5e/l3"
    "2/srmFl2+sJla2P09nYRlz0KTeBYzAzNaxX2exLudGxwmpwk/9RJMj88GD57d3iRreQ8OVMnQe9v1nv1SWg1Q/yYq6fJYnE8rtV6"
    "MSR6NzuIezJjVV4rD+swn9vWYjqO15ovtZ91lkac3BwO/6JUv9Bv4btMDmZB5j+Gdf1Rj8/0bjjc8D05B7Mni/EtY+hDNZYjOQVe"
    "Qtlfqy5LWajnEzvGItw+EvNoMTWMoEP+7ny1GPTIDdBkG6HdzpPLoZPewFM2gZe6We9mXTNGSxLPsOFG6f8eTg1b5BlcSjkBXam/"
    "wZIbs2Ylbbth3RYiIsxnVDXM6zR37c6ZTIezRRXs2HGzR5aBcTXFYj89e47fU6tQFrFvoRjyPxuayLDKKuVz4vt9CG/lVtz9Hpm9"
    "jNeaomk9vpsnMob1G0SvJlevxE+3wV45vGc7a99xLu4yIpmUsQM89BxKoWd5MZyHak0jHaW40w6LPF3xn0EOjWXwJAfhlNjMvVV8"
    "npfr/XypvfdM5rSjvsZhvFAnwxeyvOKQoIgsTMU8P+aznO09k7Hsk3fzFz/hzBkD+EB4M6sgpffrH7ANozjH9Xk9/TsxvQte6yuM"
    "lPMR58U5p72IO1aZwbix89rBxxL7yGMSyt1yLf2/r7EHc7AC1tv5NiS8jSylpfgcT9AdNsp8hkWQonfE4swHEctZV8H50Lc/wx+3"
    "CZdv8L4/5HVEhu/gzibhCb7H889hR27dmBbvy3FiWnAqvM4c2INPcJ3HdLr8Lz0/rqPK2FdKyOKWy5nIKsh8Mav3CXggRxNhv4xr"
    "nYt33aYHQ6O+haeYjJP6OHyvW4MHZLjchG/eyng7Bt1jeqchvMT19F+FvdDieUmTzK46btIPEfWNCubCA5yl7+Fn63UVoov32S+w"
    "SW/1eXNDfC3GujzNWDtC6WnKb3Onp4MEDjFIHjJGlPBgmSw/w0v8hzwqsbCf9MF7ThHXp5UiulAWkSobsoK4mflds9SDOeucJDa1"
    "YX98ofcwt9FWrH7S0Ecw1su6FXc4gNNR1tlUQCZm47Kve61T0F2moY4U1z9YyY5Dm6MqJHv2/qwm3s/aryEMbWAurBd2vD/ijx3Q"
    "uLmQIsMXW082yD68s2QGeSWe6Vl1XYaON9liHsdgfiXuJpc53hgsR0CEezdxeiDPyiBxHYKuc9JkvgiSFKE+q2GkX8bc2QBOLEUh"
    "w1fKSkj0fmIseA/CWhSrTapdTWxvZ8uyoYUeJoJmEU7FdTJUWhFr0XCj2ouhTHbBedhEv9vYJQ3BrxH8EsvAtoLvWAbtEMdebc54"
    "SWn+zTzIxn+iD+7BGUwxupiNT5wJ36+KfeAV3KOB0l9Cz9OWxM67/UywlzxfE/46FT4Ldw0Rs5pJjOwcCZ9hSPoOA0OpyGPusRzP"
    "VwT9uVlfFMOTvQLnfxue3Ths/yGWe43pI5y0LmRM1tVr/6i3hAlvARbi/9Hi6hjb6DHajl2AVWsoRWRvbwl9vRAxSktou+HQrO2k"
    "wuePqrn/Naxq2s9+IvvbNuJxWDZsvV6LfxWxXz9O3X8o1mmkuL62tcybmSb+WL5gT0GJPorn24pnKsAO1V1VNOs+l9Wz4eQ6dMhp"
    "x0IqvoEFt7mcY+AdTGMGzuKc5bBOOWFc7w8e1xsaYI3C1nq57pbK8G3oQ8OielO+0T/wt4XY463QbdaJNUEdWtfmDD+Gko/eVs/Q"
    "YJ7Alcfpr4hGjE0wkBNljOSx98F1ql7su0RqOEVaxEyWnbtDIJOuVzaiVR5jKsbMSDXuvYYYYnF+rsR7xM7TavSXuMjs9uFSu6cl"
    "5rNgdWvlv0ps7dj5BsQzi2Sq2qRMNdZkKSez3tKHGU2MlmKPLRZyByo8g9gA3wNcCDvjkKuXYDUq/QSzY4d13CfmcV5FD7SZx55x"
    "2cv9JPRzXFNx1QZES1qEeKCQWmGpnoT4+0SZIFXQw4bQW6TGjrFK74FcDqmFQeGijr19h7/J1K5Mh9lQzuNbtGJ78y7u9iFEHudI"
    "JXsfJ8sTWM3F8PtcZtgQ35qxj93QXbfATq7AfSzHe9tAl5Yz92pTYYfJ/tAj64j5U+17n+PUgkPJ/DocPuJy9lMdQETVC2FNB4qt"
    "UN11jDgi+/Nlpkcy/gEyMVDuhHbvyB0rYSzcCvZ7A54nh/md5fiz0EeC23H/NxHdx6rI1qWzgDpR/exayB4Y68T8xlulZGYe0Z77"
    "R1yhGJrfYZua3ATsku2AqxuS1Ui5RyPhQpyBKViRAdIreAla5RDZDyfvQFnEOperDx0L/6OEHULnsbYcslIR5XlXejrF2KsHca3+"
    "WPvfZDFPahb+bPw/RUYpzyEqnsUoQURpd/ayiSxUDS1ZTD27D9k0KmFLfsVdzEaEcQvs3nfyvI7IulVaSG9om25itiMC6UxC6owv"
    "8Dfoxj5SNy5bfZkfW+mB1BvlXkpiPhptIoeyNzjlUUtKPRde3axsRfTs/yk2ibcJsmKoFB1wWubjTPSTfcSY5xdBQx+F6OpS+QX6"
    "3xCiNkKnrsca79THJZ8TacMQVb0pMR/XG3ryA7733e5iI9nm1HdnGrOVne99xGb+U8wspvjOduIYviI4o4XUAN2kRt0k4ESe85n4"
    "zil431JEM+X05/L9rPoZ4nBRjHmgmva1lFWUNmQ3SLJOsoZcvw/CF8mBXbGZu09hUcbLKfDZjhTjr9pB1CGrfK5DFPeJ/owd2xS2"
    "kUdkBOTqZr1A9wt689wuxHq8y75f6w+9UAzZ06Y16t65Cq7USHoe7cShIuwgztw6PV4nyGGIR43jfQ2v/3fYm3ekbrxbiwI6Mqe8"
    "F/MZWbIveSgrmAvqz/y00v7m6ekS95w9ab3rmHab+t60o2Qxc5y/49T+Wy+RXyGlc/Ddr8h1kJpusBXbiJDoJpB/Z9aj1EcXjlnZ"
    "YQVYx4sx0DRCBP4iu+T2ojZya9KQealCMhgYBlIu0Tma+RnqCDR9LjSMScIgZrlj1PtxouLm4vrZ5JqYq29BygtxRkYQQew41rjK"
    "6RM6FttDGAeOl01qM2OWgTZExGNhkT7QZ2U4u3BT7LNN+Pm9duzvivuZEDtJJ0ro/atSzrqMkn/CL0+SbXgJVnRv3M0srPIKRMk3"
    "SU/eyTj5Ev7zMkSdM7CjHSXl8VJy6d2mO8V7YQeP9B1Rzv8Sn30Wqds/qNsG98Wup5kGo/xcDf0Au041dzzKV8+DHnfVpDl4rRVW"
    "ZQ0nIRvAD5tHpLdG8i/sxUNkgN5KDeuQ6a8lOv/D8jD8vwqcCnvucbjaS8YpKF3Fppqd5o95hjyHElNBnsdqrmNb2UlrYRzib0BD"
    "jcf6Daff5mYXUjh3hlRZzn2o0q/F2ElbEPXFtEZbeVOVE0hJshRpJmucoDU4Crp8C57hYDzXJL0DEpuNGHqQfIFn7S2mEQy7vxE8"
    "2Q/UENNz8VSV3ma6STDnwyym1rCsXxP2N55IRpsyThP3lml6UVAIrbAGVwxkjV4mI6BJPkbUF8er44gOX00s53Xkdsphx2g1z6HN"
    "uR7uT3BOxn62Eq3VKZnurBxFBFljFHiaTF/WaXaoTMffXsInroe0XgEdVgS7+61+hOfeRg7hKCs/fTnnnSCnV9wztqdYE0nVqi26"
    "P7fjZNwDnbceK30ldL+dM/MF/iFuLqkog/0tcqik2avT6KgXSqjpXmrDI2rHDpG2kJYRzGJVs/94Bk5gbxkPi/Wo3h7cJE/Kp3o0"
    "rOQx+rYYNlu2n3jYTMltImatJnBnU+zk6M24OGQPqVmKEz1jRehzSek7sBzr7WJVk+MhXzaN9xle6wZttRWe0wi5VAyPeAB8ph/h"
    "pb2EE7wDum4GI7lK2tQiWDNlXbOc/XJbWKO1ZxzDnFLEMzbkEO0/xennGkYZm2EF+oshcprd7Sqm191sk8nnfqxYD4S8tIXuGS/X"
    "wTeYSDkxCTkad3sou99D9t2lcZAdVmcHSbM5O3Srpj6bVsPqkKu1uszxFsqUy8x1YKSf9Hhze7hIY+xFasNajvoauXJW+WhJZXi0"
    "Un7uN2QfVlpqkj5zZn+rJOfLaDmBvWcRRqUFfta6EnZpHe5gCy357cy4j0E8HCGrQTbigLE+s1bmtZbrOUsxI65EGXfdGglW+eOc"
    "zNNa2AxJH+U5RIMSdl3ZupxMZOdUvX2D9XUUJjSN0RunFKWReQvobUX9DEQZvCXX/TEdf18Bv6MxI6X12IlOcjDOZi5ZCCxD3YXy"
    "swOSdZLE2ON3qX/2xiJ+Lj/d8dYW3v+98CiWcjpkJNavC07Brzhlh8Pi7CRSeSn140a1KYftZKgoYTWhLWd1NrP2FoOFGi4dYRXf"
    "hFw59Gfb4/FieeRN8Cri0Fv7wnaY/esnX3skz0r9kVpjK/PEUWqdm3ii+8rPeLpbcL9X4pXuOEFfQNo+0VyZoaNwrx/COuToy4hO"
    "jhbTU+V6P1b0R+rRAsTiys7EzX4S2aRgFXN0JbTBVgkIyA0RkHdzOP01h3SdzstWs3L8BfbEuqcNk+d86NAd8MH+1JnQ9TnQUQVE"
    "Wy8gr4cxF/+MVXuIkcMqPPUhiHGe17m42r1qfJ8TJIBGaYVPHoqf/crdmIFrR+qxtNZxcpnXrm4uJk6vw3H5bieOaD+s8rd6m9yG"
    "/VvMaucmr/3N5h/hEeOsc3BSuEk+1E/lIzkaMULT4H5dFhrLZ/ugUl/AKj0oV8EHLYStGcDOjw1cxX/TNpv8XyrraD+/JBJKjY+U"
    "pviseCk0W4I9vyERQ9Mr6brTssT1jmum2rWtVpbtCtasrebVhT2xNURNOFdulgWshbtKn8NDL/dRUWdJ60eb5E36HETcV0CrtTZn"
    "UdTXL/aHnTsRVudDWUdUk4ayEs/ybzylzSB0IIrBDKJJVHClbXK7lPp+AJ6gzHux7voWVd4OT/VByOAE2Mx7xZA2FuhrzI99irhs"
    "F6TlAcjuCshyBNLaAnroW1aUbXZxGLPx1bzfl8V6Dj/1iIgiNT5Wsh4Xw182vIxTZAA+YXPo78COGXrsHPK5VvpeIlcnz+ZT3wL5"
    "m6Vn6yJ9AU/7pVp+f5aeE1yLSOp+semInbj7KDXrGkSHefSczsCfBXoYIhOzZTZr/AP8+LPFfLZsSG0+a/o3i3XUGPZfU0Y1C6E/"
    "8uh7faIHYA0iMlo+xvPtoDU92zM1Jmg3itj/HPcIAuH/yUC6jsOkn0txXETtpZ04+e+bwcuIMn4NySaTzGDiJbyPYz2irSTM8Hrt"
    "6VS1V5ynOFiOkMfkZPkeZ6atvGHIRDJXH8Rape9PM7/bLJLd6+NZFVmL5HN9SvPCt/UJnZScq89mtZSHU8ZNMkR6QQsWQ0fXwP4O"
    "ggbbST+zyPeVipR7FJEGciQRtKxHexyfIIbTUOLxXy0jfy1jXDd1Ue5zKa5uW+HfcyY/t9ljsXWGvLdgdsU4wKL0qmKMlHbpsmAM"
    "/MXnIJstsJPPwdvuK5dD447Bu4eTC6RcDZvVslalkBKbi/zU8/ypRyJN0ha+BmkZLp/K18Gd+qh+JaPhg7yPHZ4WjkT09RXkKFcv"
    "hi9/LiKSebiH1fq1fsw+p//2n2Mq+FFc5TZCfNrFvkvQaldPYg1eoRYpJT9SNZndTmP3WCtmHJqL9bE1JFqpZc7+gMwehAjBMkFn"
    "yt7kULCpr5GICC2batdczG+/WYxTIlcPlCNqMamG9K1SfOoUVmSeZ19zHSERPcbQNbBi7aWIcZnrHr6CrNjV9CZTmfpXNdFdnXe9"
    "ERrsItj8fyHCvgr69xF46131J3zrzbJbysmkkUu8yu3WT8b56S+DV9mz7eYXTIr3ETdXdxFxX9p4tr+m7Gm0PFeMPY0Rj5kQMu8R"
    "9WjylYhJrOfyU2ipm3AnjyGmHUi8hlHBOPKFzWGF0iHTm3c8g5jPp+tBekPwLqTifKxZd/ivj8lmOQqWuURvhodh3Wo7Ibtzxdgo"
    "lugFYjXBNvJ28D6eo7vM4jTHxdiF8+FTvKXfhMu1Y9AG525faRbEw5fkcWixf0FXzsevHlmGc90ckroa3zkNmm6Vt3xx74NV8zQ1"
    "JArMM1iLD/AEq3QqouE3cd3B+P0afHsJeSVTzEPEfUeXVQQM078C3xuhjHUQmzZ6kntpzONDyAqmGeYfh88a+vxvEynw/MpjYOUc"
    "02jdnt1Osm2ZT9c22E5OL6trTuEEdw257Gp4Nk2LHiiWi3gKnzvIe97N6H26GCRJb9P6To9lRXcndvx4sYnb1fAMWsCvuEcOwL70"
    "lJGSS9s9H/K0XeW/1Hlcr+ZKvU5cHtP560lq50AqWXVOedRZ07GG+vAJo68Iormd9HL2EptsMn2zP1kTtuv1MhVnz5DZmiLOOlcu"
    "Fus/mABbt4C47xuxQ69JB1x3FyRjH04PFhPrwya7fiXeTIJ9qvP1VNiTg+Cj2CzzPFidHZwgugPadDuk4XyswFCseTecZ+vUWIB/"
    "PYd7vgr3s5l7bTM9+ewdMM6cunnHWkF6AvkM+ukx+VqehEW1XvMrcKV9Jf4XfJd0V6vlTqq01X/VZE42y31tVslyGVPHvjVQhjJb"
    "1A7PuYmeeZwZiKPgJW7CyiyEb3mL7GLvYU9ENwfCppqefpk+9j6ymj7NJKKXuenHoeKy4AdxZrNC3aS5zS6+60/vWPaxXcv+30SG"
    "H30CrpK2hVtx7Qp2wP5/fH0FnJVV9/V+hhAkBJEGURREQEQUDBQbBbuxQV+7+7W7uwtRsUVURFFRWrq7maGmO27fu7+11zn3zvj/"
    "3hn9ocPM3CfO2Wf3Xst6JE7B78/Qucx0LEPE2gu7tb/YdEgesRkraE8K8Jn39A29OZgnFoHeJd1kmj6rj+ItvoUPVEWsCLv+aTxB"
    "ESJZ5OlN8p6Ox+5PQ1R2IXwYi5UfwP1y8LNG0Ka7eKavgPW1qZPliG++F+NPKcfOxth/aRnKvuRw2FsSvhvQ4RxYRtAwqB2D0z7S"
    "nj6zZJgl01PmF8tDiNO36xoxvLhVkMMHZKIOws/PI7ZYgk9u/SFVrLpWMy+0CSvTCDK6mtnTW1gHrmCOoghSeYGfczW77jo1DcO3"
    "kHg6LYN5xOs7ET75r0TReFOrg13c8f6IWmZgNbfi698a4G6P4LcnQEqGQwo26HW42nK5V9+RB3H3lcw1p5iVmIu3Og73XEpWjyL8"
    "fjXfui05n1PEWDYe59vpiaW8195OiogfWlVHUzQWyUydOzaBcr5XIdY9Thkvh+4oYbR/OHzaCkQMTyJKuFvPhlbN1zKZJw5p107C"
    "7T6LkmImxfbL5r8StOdR79+ZtE7IdDw1q5Nzdp5XWIcQjSDlEY6dXMXZ5foRfNqPIVXPiKGuTJJNsDbnQdNurlNPTHdW9vPopHFa"
    "OZO2NtQEceY+K4gAkMUMxQHMlPWWNFZTxDOKN/VYW4bQnoTsL8ffDhY3q5vuKm3iMyYJ9ofFiU8U86dvP3ZV/298nX9j6fzfSnH9"
    "/uh4+EcLcMXncLqiOhVext3w799lVaCCDFxOU5wmaRYRY5U3vA2b+dxTSpkvKeD8sc02Wt/cWeJi4CLukqHYLqgzrd+oziS2/TuR"
    "rHAj+ezV7EoytPbT4PPl4o17Mxs4m91Vw8h6auh/Zp2P8R19tdwDMa7NdtjIUmqO4fj9CGyecQ6PMQRVn21OkXFisMT8TNgkvV7O"
    "llthO66Qg2QsopRFuH5L5usLmeUp9LNLcb0f3vZ0cqk5i90og6bWzE8Xb+bZjhP13KoTJbByUWiqS5iZbVRHMo0H02nWKtz7UOz3"
    "bVidrZyh7IMzUkD2B6XP7TpNzYM+kWfSsskVsJmhTCbK/MybJcdPOXSTUMbyJNXdxya9L5PhYijXOzjFVYiodzdRJ9R3hLqulJjP"
    "qqX8LNol4iYEW3FWNc1wX6GT4QuuVdfHVUMtcZsUMOotYE7NvCFDMOwlB7KSlEPv2GFHNWdWIcDzuMnhLkTqOUdcX2oRtEGCc2vn"
    "y3+lDdZtB07+N3oFIpEheqp8FfypP6hm1iXBKcXap/6NJz2fOrzGR3WnI7ZSxK6/wjL+BQl4R6bL1Xj21pD4W2CzjmPEniA2Ug07"
    "MCLQ7VU8f/tK/H8gqdneN2fPxjY/Z3KeWAdWgVrWJEzrlPT4RXtJI/q6CcpSSNvIsZxSSGaqN2XknnLI9kWM6it9X1EbRONtIBmL"
    "IZs1nITbYdNU/Ep952llnV7w9r4qM8hPKlb5nr92nKW1uf1ievouF3E9T2SIb3CzpPmCNIO8qMRdjZIZ40SfNeyPtTQrV8P8Ti48"
    "+1Wes9uqt/8lV1GMPVZO0msofyN9P1+Nvg5PZZluJObDUFiA/kE7aJWV2g57thPxiV1zJu5m3TMWXw6ELzhD7lRjxrU5XsMceBRn"
    "eg1sxEJKQBmkM6bpyaPO4jTpdGbsiokRmcf9KOeccyW7tJOarky72P4QRnId4AmWckomzlzgaYgDB4tpuNMQg1Xw7C3Ac1p83JPd"
    "ESV474f1BbkKttawivPhQ/aUrvBa3sDvHy8Jn6FVP4VUpY43xZDsN6rhRWVxcsPx4XUQ8TMsrmsvxd9MVz1Pxs9c9tx1LUQ5mRtu"
    "gP2gId4xw+G632PgOTzn5fx/BeTX5vA3QneEcW6NhcJqUyMamG8cCuuZo/2guSp0OjwkQ+4YDH+tNc5DHz/n0SmDH7QD5y7C6Rgn"
    "k8YPV8P+taX47124z59E2r6EsejF4uaX4+wLyGHMuBv7aqzvt+EJL4IUzCXS6jlS4rM/Ccb1lVyJCmg6qyAk2CkSZoXdzZn/pK/i"
    "ybsGG/UPIvSsxrNPx1c2G7uL/kW2fs2JuBLi1+SQYcrYVtfT4lQyR1KClbGY4RKP0+iYZ1LcG5urXa53yp+4kvFjwo/C09m0ymsy"
    "RA1N8gRIt+Us/8YbL8QZtN7qD+W//5oMSjPKuvN0iCyFN94L0vU0mbWs6vkpLPOf5FuYox9LnEhOa+E7T8PqR7hiC6BJjJPhPfym"
    "461bBI/wNRkvh5JNrR0ijbfwFD2hq96GLx3LcGy7Ox9Iq+Ik2RAyu2clsHo34o3OwZs1ktd0gH4nhn5imCJb9SCch4W4z0BZCd98"
    "qb4MDTBO+ohNYnwr47Brhht7v/ZQ15VfQQ6OEt5jf9oF8y1WcMrD7M4S3cJKxfewiZfj2oaLNAT+xXGQ6QKdhf2eAYn4FW9pNbDA"
    "I705L3AJnulYcSe+pyT8zHYCZy9By5eH3flEvoFNsxPePBirv2NFh0o35tnSa+D62d1OVHJGeW+5WKw/cCme73FIYw7W37Lz1dCR"
    "W8hQm6+rabltVbvh/D0pR8pR+MxHer9OTZ2HZ20cPAYJ3wm7liCSTIi4LWYDFuDvB+P8LvY4gJ+L4ZNar4QxelXQWz/Ve+spdZ5B"
    "yvMRJzmbWeshpjvXftFroWsnq1VOj5RZiGeaymL8OZgeyp5ymLgOgoMYHVZQc1en+sguMfahVvII4se/dZ5Yn+h78NEukIeg8Wfr"
    "FEjqSti5M+VmfPUws3LOGoeZEyumpavBm9rUShEjwr2oD6rYkVXMnt4eEq5jfxIej8Pxs7Rl3TNBWTCUmEasnc3ElSbKdmifnZBZ"
    "Q8L9DR5jDs5c/VWRUvofZewTrOas4gjm0veU+nHZNmGPx+sq2s2fYfGnIAI/DL7D0+xETnOrhDnvuY8kfGfZyWSzTHmujaTv6QkR"
    "k6WXHM0KsJP+kP5DX6VuvqXx/+fpuypu2pNN56UHi63ovuzCi3oulXl4RsNHjzBb4DoCajLn13Kzd8hnkGfzMW2e4DqcoZ+Zc92u"
    "T8Kvs/x4PnyIbfj/NdA3S1nptAnIPT22VK0+sv+vxzUNwbcdPZ0+YmzRVmOqgK63nq0aokUKc49RfY/2xU00HyRpRKO9pNTPeQzh"
    "+/at8+4/1mFDdfg9+0ktwpNZkgGMdUYQ572KucsinpoSeBZ3yxToxpVESn4V8v6rLpHfmLl2TDeWCbfuyAvpgZZBR18Ivdwdtn87"
    "YpQD5HW5EvdbCK1nU6Yh2NIyVqwWEvvX4p7dkN/f8Y5jcIcfYVe+x3n5A7HUKLlG7sFny8kKUcm3r2AMYjgiR5PF5lM9E3t2F73x"
    "YshMDXbhSf1RRspjkO8r4U/sFTyMWK00dU9wqZyB1V3GmuIKvNtvujzIxe+fK18TC2eRlnpsEZPbl2n9FWd+kzTRIcE5egf+HRRM"
    "xmrdq6/I6fqZ7heM07cMXU8sy3qrzNMP8Zyvwse8gXuUxYkfwzq6HBosQjTUJLtkrHd9O6cgayjXhkz5KaKCZ3RE8ErqEfler9UZ"
    "cr900pjEfTWlPDNdeLS4HEyMyFdWix8j+ewZj+PpUpwIsZruKlYHx5EtPOq9MsuhXAx9241zE1Y7KaAVrNJbNYwQeaycADvwrKGi"
    "waYNwH5cBw+hinkn49zNgUUYhKc3hNjpDeT57sAeroSP1FaOhH94Eq74mgyDBXucUY55EJfzN2uY6egujtG3OVGSmojxX56EVd2C"
    "97H8XP353vT0bop19lpGU6W8EO3Ze/OmWa7x2ilKbHmrY10mrhc9Qi3zgz6G9VhGFMVqeKB2Yk6Vu/RhWLgekHGrXGwUQ6PoIpZZ"
    "mo/PfwX5O1rug/Y+GW+Zj1imEhb7dehSm0+JMAcUxztYNHEWJPUqMqIWUrtXeL41Q8o9ifH/f5gpLyTuk00knscJyXXMt4Wxxkli"
    "NlcxWk134Jbrg6znWmRxllQyJ1aglt+r0BrvQy/QvljJneqQCR6UU6BZGovz5k/03StWFS9vAGNtHjyknvCh3sQar4EnluKafE98"
    "5xAR2R2Da4Qdn2Fi5n0kl+vj0Kz9ZDI89H9wJgwZr2XwDT5xhLetSR9TuM5W4/Ypx7N3wNM1lpHE2AvjCnblJjjdPYLdwXZ9Cr/X"
    "KLhNF6U2a9sglKqmfdvBScYmlIOjxJhmL+WUyihEro4fbBCrDmYDWkoty9NTmshEqd9jj8qoBy2mLIL+KWEcV4nzlAdt3RmW2voP"
    "hkLD2RTVYHiSi4npJz57t9v79xF8/wF6/PVhEOXBsz8NHkmc1joP77uDPVJnySxY9v1x+r+AxnxLH8JzL5Xz5GlOYu6WgfIJpLRc"
    "b4QfZ/7IlfC6bLJiK87AqZziMwmrYN2uAD50KjUfOuKL1Gh9ChFnF5zEe4NeOOsWLV8inxJjNsV1i/m52CvkD5zbm8VYSFvBF56l"
    "q1kpGCx3QXbewdnugNPQMjBOkI8gC6fjXJzDWKySui9K1rqOYrl9JxdDWSeLUE+5TPkuxpazbd5WrA7bQgp8XGactz95rLlUHXbL"
    "pKZ7mbqKQ2ZMYkcOIHe6VR+G0ILnk0U2po53KKQOz2YuYpyTmB87Ed6gIapugxfWEXbkE4n68x9mJjiP3kgV5N11QrXI5AAb1ZGZ"
    "WCaScz1ZTk93Z7x5pKRxl9N1cIuCjCX8ZZ2B+2/XLxH5ToW/cz2szx+wSs2CHO2kd+kUWS/DERsU4l6jIcMB9YJd+3S8Wy7Pdglx"
    "ulPwaLoxcyWSnp12zzMOXu5uorglia1WRYyGTxAfRaCzrdetKNNxF4WefkpulFq8Y8cM7mR2M1ldIo4jQ2tzpln+q/q08g5omxeg"
    "QbbDqs6CDFVBeqZip13MsCflLuaqnbjXXeKyQGne1TKPvmC4KTbbnmDVsIwTAi7L8jqR9IxT1yb89hBjEHRIFL0hn46Zry5PgHsy"
    "9/UG3N8Q5I3T8G7YmFNkhPwAv8X6NSzHlwd5bA0PqgwSk4tz9xqRPQpw+s+QxxiHPkVc2t14nzlk2quCdo2zj70cVjyGKNJO0PvQ"
    "1FVkan4C+zxFP2F30CdSKRPFenYXcrZ/JzMqUfb4Wd76fEhkKTtVHF/ZeKzdAGjPLGqOVr5Hpba/xnp4BjPiTDAn4HqbK8gdbV7h"
    "CLHqUb4am81mvGNT+GZ/aza/Z3NiIfrOVs0O6xNieYxzvBarrcS5HsAF8G6X41534FlW4vesa6BjcCpkNQyfPuyzKHb6bGblcQlz"
    "dmsI0TQMN7SJR41fSi2wVN/F34/DNbLhNTWGr3MQ/qzE+ak/H38kMU0HMNfXXUrYj1Xhc6gpYpKYFJ0usQxzbYJR0i049W7GKZnh"
    "+k34buKmlFf3vv3gVzlWtfn6F7RZY56ibPhmRfC1NzKrkcf/urXJ4xufItoglrXDWWqf4Q+13mDnMx2DNz3WZzcdWkQNJ3EML+YM"
    "9us5HuVcoobtJPNeklPxUW83yzzmbxXtXIlnM3A4KuIzXzax3xzRajeZxJr2QDxpJU6lee7L8beJ8PcisGrHi/UgH4Xf2gSvo/73"
    "ySO+Qdj3i4Y4exjn7HiMUhzliY3R3p5JX8WY6P7Cmt6G539P30NU1A07/SS+9ztr3w6zPMKZAMPSc+w6/bEzXWk7Er4XJeV7+ZOZ"
    "ifyDPFd4yjOnHUn/ynp1mtGjdHwFFYxpDFv3CZznPHj+O4nuNARWoHvwPDNl633E7nztzXw/82AuhK7eX6x7IB9Xt+yQzV2EmfVs"
    "SdTYGo9A6SLKMYg83oSWjepr8gqe8XB9ER74k7JT7pZtzPomqI8r2bdfgnPyHc6dmxe/gdMK1ayemB6ayXV1FiSUyS/nMcd9vPwC"
    "uXgJz/43nvxVTkzmQkcNEMuijJIZWOFNOgnrOQ1a6lUZo24WsLWkPa5/V7Zqo+emGewD+85ZzEmX+Z7fEs9svwprcTjsfznkLkJc"
    "nzLoQ6tMv0U7v515gATn8xOeYXqEWDf1QIn7LGOSGcAIJzjKifR8FaSlMzGEbMqqH1fFWFmu0ZEynqeuFNrJ6l2fi8srJnBn1wu9"
    "nlgR9rSj2C1j91oECQ/EMNWW6dHBKdj5z5j/zGcFvogWpVCPCQzDcwW7+h1+TjkkI0q2K+O+KsKaRtk5EvNvlWAH6mBoi0HwDbrA"
    "CztQJklvSJPNxp8pH0DHXuyZtwyPeLe67OY6ZlXbSFp/XCXpTITp72/pEe/LzHY+MXTsRO/SO2Sd3i4bsKeTYemac/JgEOKoO/Qw"
    "tfmHbZzlMj14NSctjyPGr0XJedC6NjN4HCxBvkbE8OAWwt4vZMXVchZHyLHyjOzCVU6SE+UjNfy8X+i71fA9SyGTSZ/Vcd042z2i"
    "QoIIIRF9Dnt2A+KfC2iVbNr7D1Z1N3A6s79Hh1WecRe1qq8pB5Jm4BLm0CLc3w2Q11XBav0VdnWSt2g2g7SGyBp98Q7luMcq7Ohp"
    "eOeVsI8dAlvRPeGVN+YZ+BKrtQa2+U19kZqkI6vv1jETJeZsf/qI87GGZ8L678KbnkTEDzeBVKaWcWgb7AVNNVsvh0b9mejFFdgH"
    "44Y9Q5IZdDTTE3FIknXe7hbDYz2aVZpySNlW3G85UdjqQyJMIkacgDe4BHv6KfbE2JLPyfpCx1NDdPP9mOlsXiWnkQ4SY4EbIovh"
    "4+UgNuglxXjaa7S9Wtzg2FDMDymjVqokJqCrZTamrnJeWk/OM+D+OBGrsK4b8N3hkJ25atPM10isAe/JTSiX82c5jPISsK/ms9U/"
    "mWpexpOcKIsTPayQMa/phaWSI82CQfox9MIM2AebBF+jb2EPG3OmYBCnWUo16rnp4+w4P1ny2QtQRkwek8RG8IMfkN6cEtRMr02a"
    "rcPhQgzivGOSOqWIsyU1zPiYD+b6YIqo90PMlJwCX2c8PJOEfK7PwY/ZIq9BJo2p8iP4i53wdt2x/guhmYYhjpqjV+CpbYY8PT0Q"
    "yUwPWL/VX/hvlrzMWRWLS7pIJVm+rYd/MZ7+Cnh2M6E7P4RNPAHX/xCn83zJTy3XtyFF5wZN9GbNTb0kE4IjYXUWYW3mQJMbO7T5"
    "bRV6pdg8QolarOy6NOLYTYu0cskxBG9ZJmCVR8govEs7+MsvBl9A7ldx2inCTF8lnt0xxaSIDXMHrrcVFiZO+XPoO5YlTUerdbHL"
    "3T9N+L2HpR3eyXb3U+KPTZTrEOMOg7QliStQWyMV+AGbKeVHyB06Gh55pd6Dp/5En9Fz9Fk5NLhIsqUjzvePWKevIKt3yzfw8qzT"
    "+0fyqCUojc57SDLaTKNStvKxWTtJ9yS5KKKGWA2uDuFwys/2fJBlrDWkMrXq9AzVFGKrlelPYgiPplVDxF9YT5bz5szHbpab5H7y"
    "WP6Df3foSLWp8CZis8Rj5DZEkgmtQJR3RwOMFs/oPeIQFirYZf2AGHK7nbJqIvv3YxdUY/rTCdYsqjKTQxa5ns25vCSzsIZr/Yis"
    "kBfwf+MIXAgZWw39OQ9rWz+yvEnNfhLz6LUpf91eHnX5UdZXCnz3h5vWDMHmbCSPzL1i9e2eYnwZTWQmvr4D+jsP8ePpnJnZTTTH"
    "POrG9ARkithfhrmmHsUxQcQpmwra7rmKlfnaBCSqK+uiCfpNBXjOGjJyB9Br+8DiHwmpNr25C3+LYI3DnF4y/dO4jjeTltky+Fyl"
    "jL8M6bmYGaZSvk/Id706/dfHdy/Zc6xj156LOfqK69Ixryui5+oqeInX4M8U/Ow6McbPCXqnPO+14cl8gmJ1CI9N6D3Wry3rj6rv"
    "kR3e10x4NjuTautTPBdR2MOQsr90ZdYneJMv4fvMtslrKef5irLOUEmbHtZh8oj8hHtlc1rJ5j1NLy/Vg3EaP9KhQQxrWEN/2GL1"
    "uMdgsblLu5+hHKYyXf37+OmHqdCTD8hsnaUvY78OCmaTk28zMSAukApG5K62E6YOTFHKY96X7wbZHi4lvuZco9dB1z6LdajgXL9x"
    "VMahEX+WdyDJD+oRwRrIw4nSBecnHza3PVZaiYn/GDSN7eRWykwV0Udr62K19bH2Xg/F8ISt8NbZeL79OB/fCnFQgRqDcx+8jdlQ"
    "00p749lGQlvNpt1ybPURam7LGZfB199FxCnr+yqiDrJeqitxNtrCVpUxtz0C72gVoidlC2LpKrVzsxKSfAos3ypa1GpmZBL6FGPC"
    "x+VcxGYHQ76X4CnfkinQLLO1m26Sm8Wmn+KMISw/W0aMROv5KNE04k8Fp2/PIMNVFbsusn3U5CJEh39RBUs0A6fqJfZ7GmdkGc92"
    "PiyxZcpOkVOgsZz/X072Muv5zMYqrdVrOXG8N/PTAbPWNexJeAP3GsszdLB8I4aH3Y/YP0pN0oE22vWoHs6eg7X0gYo5VZTw3VTK"
    "Dq6kPkTJ2cFerd2shMa4xpZ7uFmMqddlAFrRCu7AWSii1DqsvUrso/M1Q+wmbJLpxK79x81bVuNMFPt6mOm86cyOWXRTjSfeBAku"
    "x9VX4s1MZgZjRXvIZ7Cwh4v1Yb+rM+QB6LxD8ben5EV8cqA4q2SW3nXKROg31x9VL854xyav18m+Hte7Qm39otT5NeSuqiIH5XO+"
    "c/Z/V1+Ok1Nh27uKTauuwD68hZXJQkTxtAwkw2maw0gkPddvHO5nQoqXsuJZxip/mJmVMDHoHHJT1J8ju/PZ1MUjiJZVO0mq7ITZ"
    "W+pHY2yJT8wl72EzySHKRzE9yRuZha303Fiu/+A4VrXjOhiyv2ewHvL/D1ZxoBiG03Z5CaerBPLQU6ZSK1fjaSxu+QG6+gk5P+vS"
    "4E9E/K/A7/kJ3sOVxCeeryP0Pr0aUvo+vp6U9SnuORFa6xWsf5ugfo6d3cxrv8PZD4d+GkfsF2XPawx+m5v5cCijEdaApxEPL0RO"
    "AfO9N+u5YhgXIXx1l4yFd7SVPE6dEP0MhpwbJswkSnAO0Ss+0k+DYnhbJWq1vZW6kfh1J3OSNE4Ukmr4isshkx96RO9c9hDGeV6v"
    "hhZ7UFznblefyavRWo+tkhPjCdazbTa+jbiJ/mO4l63+NUGezgZm+fmWdG9x98ysbpLzUTOo3Sv/xR5Sv8TH/E5bLSDX4wXG+Sad"
    "9XJBLIL9najf68PBrdDXc/VA7RHYVMRwWc8JJEOnrIL0RMgjtiODPVlNy2h5+BCvtwz7dAj8mwU4qdeKofNO0TfkA0iRcR1OxVPb"
    "Cp+GmCpP/itvQCrOg81Z4H2davgxO9lX+JxYpe1Yz9YcV4fLXQ5bvxm7NQAWvJBnR4n0HTA3ZvLe3TOdO4vdRqz3M4YVNmYgqy3s"
    "JEOzSMx7Hc43uhE68R3suSEl7kbMYb175v28Ku/JTmbOXdaghB3UIT7h1TJE8tXN7m/H1Q0rHG+FK9TvU/yMJ7gC/13B3q0D5Tt8"
    "8kj5EvKZ4DO7TtDbxGFGRolCdbycJ/MR548SQ9+6G2frGf3OagsNRGCXSWkm+k//JE6U4EbBPtCwGxmrGNpnVzzZOJ2M/VSPZ2yx"
    "x5Eet8rpty2Q09OyRkGf7tZD5M1UO7lGs4J3Uu/LYLXqaw7iia9wct/Eebpd58mf8pf8hjP+hdwfLMOb/qTDcI0T5BZ8tQ7XyCbi"
    "iMWC30HTL4TdNHleh5NYAF12ALHiLxCLE+fiWY5ln6RxrxTx+UJkdopwvy1z0xqytpNMOw41s5R7erEYI/UmXP0KfDoPesFyfM8Q"
    "7TPp8aNrbZZ6dmaz57dDiibiSUYxbm8iG5iLE07fxaFRas9p3E/buijO+kfNQ7iUZzvsuVc1gwkTo5ZXooKm9ESPJW8xUSG7gFNe"
    "77eXWsSKpOfqVF+xfZT7GtMW7J0yX9SyXdZP154sTDbt8ivrczZv1Zi+SNJztuZ5vKUbxToU98dqj8C+DMZqv6MvBIcjerlTNsk5"
    "1F1tPMKK8+Eae3/+aOhMkfukDSTmV5yYSfoUTtPFshR3biYJj8ViNcJhXLuYdhKbZpwpq+jLm2/1qxpGlvXF5XNyfAo0ZxNEnMfI"
    "Is7GTGyQnW+B/oar7NCJwSzIhs0QztcL4Eu+TxyxsxgzVeh94vpkwvoPc6PN5VDKRRF3IIa1KsOa95Biv4OLMnyDKY8i8Dme43z4"
    "F3eL1VTmY5WaQJbG64VkU6hkBSfNYXyMhDId0Cl6n+bpWRWzq6TnJEU6SIKZPDd1UMFYsj+rssZWbPPvXclxcTi0cwdEj1WIT2Ps"
    "nbfYajq7zH/Hdx9gjt9xUVXyWiFiU5TD91mDNTHsmYNlC67QFPHLbny9izWvUZyFixBvvpqxX3epUBevNBFnV2qIIOxy/kfLYTKZ"
    "HFaGETQHvzMQEcxL0JIPNcCWdou8ivtPxWcsU3wo+73+0dHBH5DML7DO7Zg7NN4m1xdUjhWt4DPZ3FUFWeEjsDJ9cfobSV3d1plo"
    "C72g/V3fn+OCbY07FNDulOC5mosxnD2J3/oLkXcLeQ4e9XPQJz9jZY7C+bAc1A7WLpP0+8Lshy3TZ3Uasy+zoZlW6UzOnneEnn4R"
    "sl6o7iRE/Uqn2L+TC+mxKf19pCV8gsM41V8O3WVoCO+lftMXYC1/0JeC+/S44GwZrRXQ223w3kfhN2ezS38rYkbrCjL2i036V+pT"
    "uYQoY9P1GPhZrwS/QJu+r9kyWcJ8XosIc8iiFyfqUTF8x754jovkXX0O35kgjYIDcQ6m6jfYq7/Yxxsh0mopzu8Knirzqu6mTiin"
    "fxVnx8zx+M4WSMtx4lDBUxrx3dJltEFFZIcopS98ONFz7FmuYq14N/VVEharBCetFfk8tuE5z9d2wR6627L10FmP4IyP0AeCckQq"
    "O/EbJfoFfvczRqwdoJtPkvFEuJktH2KflxKn8VHtF5wm10ojHY4nt2mlY5hbCGGHDWv9ZOgDQzdczCm/as/P5NC67L9D9G/swGU4"
    "6X9rKXTbn3prkAU/9XjmuC+VnTyNnYmLMVDsrsb6uI/sLU/jM/1lO9krchFVfoTTl/KsySlfPU74vogDpL/MIhdtjV4RLDaWY3ZA"
    "fIevKvCk1divHvKUnhQsZTbuS/p6P+hreEfDLJmBUzMda3o9rNW7OL2BDPNcx4bYEkDrWGbLrNprsLx/I+pfrg/jnefjrTZj5z5H"
    "jN6aMYY7k4ZNFSZHjf3Npsm3QE4q6VELdGYe/r4I2nkxc4XFeFPL703FeuwDv3gqOYctC9NHqjOsGQ5VYp3+hSuFmXFtwRqS8ZBs"
    "wTO0khcQt+4jq3C15bjuo3onTvd0/Qx6uETHSjm7r6I8saZx8vFvG7mKFrI3r7YDMtRLjMn+YSnU/zV5GvwLBbNu52ngrUQ1kb5j"
    "9F+WMP/RnTbsEo3Ko8Eg2UJ8tZk4b/N0UWqUfoqn/QtS0EJs4mcKJOVL2CZjmOgolqtx+L3tsJJ92eNcCX1kfQb7IXq4QGJEINjN"
    "fOjbWNUhiE97QkrHqvmAL8hW2PdfcLfllkvAzr4QGJ+Y4Du78O8m+FvPY90aMb+fR3ba3tztcqLIdRLXFe4wxyxX0U/SHp5NjRxI"
    "y1UAe1fKLowadi5X6iHsHbE9O54YL3HmTvKZSU54zLUS7HWlz9uW8nxbTeEOosS4qHIXvaP+8g18zgk4BU/JcpkCj/B2uY/87cYa"
    "G2LtowyrFiJTRi7+vo5P67oAe3rPdH/mVso8eqqLXwq8ZzOMezlGvmeFtrGM0Zvxk1Pg072EqPX5oAltRTm1r8vZJT1/3n8R8VyC"
    "E2A+wwdyPU5bCqtwpRxLLN/hzC1UsYLoeL8PY6V3K6Kb7cFmfGW2aR1n6goRi5bCqpVTE9q0keW+i4mqeDeioL99LLGYmQ+bpFum"
    "MeJSGuZva+ayY976u4rvZljpSsTBnWQAIh4JdrEefhwsQ3fZT/rDxiBukYugq8bDQ34ep+5wscnabnV8HSfRpmNulS6wA+MhX6/h"
    "U0/iTL0Gvd5G8nBmBslodqZWEzm3E72HfcTwoW6XHlLA/rFczsi3YSW9Au9czG6zELTEYnZlVmDdlktD1STjH5lLpMdGROJ3fGol"
    "WFOLfUr1QcjTWv2d3M+NxdCZf2dmN4I4UzympunN7dRIXWUiM5FRSoZhh++H6G8JrmGdup3JlRv3+MphWtxL2XVlexNVl7G6SGoY"
    "+xd4Lp/0PwmyOqnnLe5AXnH1/BH29dG09Q31tqZ8d44SV8H8jb2o8W2SppB5sSp4hSHokEJIr6GM9ZJTJVtuIHvgTj06OFTP1Dch"
    "A5vwbl9hLbpih07Gnmwnss0s3cg+ejuH54ibONjlu2miGT4OZW7SRRbW8+4m7NRz0XT3/UhtJeRn8pRTWmXeRu0pB4jjdryedclS"
    "nzMIeVTnUuzlNqy4ncaBZJwNU3oPlwMZE38oZX7li4jUcaCYFlnNfrEIe1Hi9KPPkhRxVzvDyu4p0+RGeLjT4W0awudf+prcBRtV"
    "q63TjFdpDW58YZMkwnpiKWe1qpnrDWX6U20Pj5S4pvHMYrqfXoHVvTzrBWjk24IWwRY888kaTd2o6jOZSfrUUY8FkPQ9Us084/a/"
    "USKO8Z6des0kzIcdgHO1C9ozyTV3M+qm6XqzsrtMt8kcREnF+GoZ3nQRPvkW9vRDrMTxuJ5hyBdDQtwp2cDOwQSngoeQBXgb9PjH"
    "vGZYX8c6b/SdM+sRk5UxW7EC0edanPeWYhwC4/C792nn4HjYo7PhmXSDfjuI3WwJctHtzZNh2dFcWlchHrBlSSwXej0r8THtD0/i"
    "dXmJcWZzuRo6fYEYVlgveEVz5QTcaSe+ngyt+yVO403B+/CdN+Ka3SBJC7BTU3W6WMftb1iZ/8CHvCzT8RdTlxV1c4DPQvu8rd/I"
    "Qn0fscLruOIz8I3OgRxsI853DixJAVnPi4nMnIv3/h4+e5h1/ai6812MO0/B2j0pI6QzEd/LmTF8F997TQydJJqJ1pIev2Q/P6/X"
    "RAYxynL1xyxxnJqOW347M/NuT118buelDc7nVj0PfkBb2o5hZHidqPfijSPk67VOwD3FaaMoZ59i+gH291UdB/3/mpTDP5wEKZgJ"
    "P+A96L8CxhWWjRgsvzILbFbDTsuprPnZLlT5qdlG5IB9DPp2F97BJsiLcOc/2OthU10h39NyOfnd1fehRyjt37IamGI1Oc485Ek8"
    "Lbcg6hotNyKO2Y1V36q/6LGIXytgZRzW1tnkmo57DyDXZ4ZSkKs4fSj1c0xOG10HLd9DdrE/1+7TDDJlbBC/4afX4BTl8LeqcJ0s"
    "cT26xZBswxVMwNqW+XmZIt+jbnYw7lHG06w8VX4utrdHKrdaUDXz4sYfdQT7E7OYdWzhLVOEK2pVh43MVB3ru/RMP1l0V4Vo9QjI"
    "TgGthHlIlzKSzvV9xk0hczXsOA9Rz1u0cwiZA+OIRq23sCkRwyzKtvO1Xn8jM8ze2Jlc7JExM3ylO3D+O8D7L8BnHaNwNXPihnhj"
    "PXVjYOnWMmdTA/m+EHrlEs7WVCJai0KiXG9EXxmON7lISjkDEYJtN39hO/ZoGXu7V8GD/A9+OhOeQksifz6CPbWrGNv4Ej1Fv5TZ"
    "8HvXILL5EzLztqyVN+DhjsOpy4M2/gA7tBF+0gRIg81RfKeTsYZ7UxJtFtL6YQdINSvfm/Ac89hNlKRUhVkh2w3vyHJ1o1lrU/qZ"
    "uyiN/WQ3M3J5WJu94JtUMf/yOH3Yw4gAG+GkTzxTyRju6wubsXcdYB+z8QanIUZ4Ee80A97Qek6cJr2nGIUH0V7S6L6GbZyuKLb0"
    "GbIQdXkpew53srvsVUY+/WUv6hiX1zvHW6Fdft7IrHhzRIf58G9/go/2mXSXDVjHU2Dr7jWeRhkiYRmpT2Efi/UC+SO1d9Zp+k2q"
    "/tz6BLz1n7CE1ovUWa5DLJkNOVmLGLn+2b5b5Sgx9sUd+jLivtfxTDMRq2TrmcFwWniF/1k7UTuW3YnlrOdFfTejef0PikMYyk+9"
    "jr2bwh6TZtC8J8un2jTrM/hix8HfmaWbGQf0E5uTm0EW81fxs0Vis1y/QZ6uRBS+J2KQg+UJvb0BvrZ8Ir2sMO+CGZV82sdTEYWm"
    "6xS1OLiuUtWF3fIJj3lbykyNdZRHcRWLpXtJyscM6j010+uH4FTn0FftSl5Gy118gXc+W+rHkbFKquWCvmc1PcosSWdZy/mQpK9+"
    "WBd/3PsXCXYeHcF+QVdHuleWMmtZRO6HYfIzTtIEORKa6SrpSHzMF4imtoldoTVEDraTtAS6Yw6x3Ko8h4ST+AQj0riPgGrzvfbn"
    "GE7whRv4zGeQ/2yc4aPhRy4me4HFWA9z3rW0jt/bXur2BJlvdgAn8fPxBmW0DIboaKyRrlo+G97clfDaDPn0SXmFWsXxvxZ5G/wo"
    "VrCMq2sZymz6a6Yp3maHtKHoxyBjhj1SrndhXWzW2eYv5+FE1R9JfIwzcq5YZ/x0fOIqsci1HKfsnAaqVl1wNi1jVKPdWPl2vFpb"
    "KTn5zE05xLTp7A63moxZ2pEZTCvDg67xK5/P2DOemRV3kxcp9i+G8fxHSzVZe9vg7t9SNp6uEyWo3kSuY/fPVtYZY+xeTXEi05De"
    "4+zP3sh62Axdj/PUgkiZXeQnRPx/qfWSziZvusucJnxuuDdzuh3YsXAQzvERtNFb8e8jvGcaHdEq8EnfNR2hH1DOPoAEe6liuEKK"
    "56yVPI2oboN+Cg/lCOiuwZCiP/U9PZG5zQ601Ib8eRC8AoulcnCdXI/Oa13EDgOimnIaZ6a7vpgpRW6YBO19D1/hdFUoQ31rQhwd"
    "s9WG9V2D36rivLNhxvQWy6E3ZtbDrLfF3v+VUdjRddipc7FuT0CWR8pT8jti3t9hD98i2/VnWKPJ+llWOazZfPiFA6HL/oCu7Sgv"
    "y8jg5dRw/G2i9NWTGaNbr6JDSrUn3wv22mW0fvITCrUn50rfe+QQWGO+6nikx6YzXzvs+97dz08Wx1haCD22GKt/BXG7DE2sCFJ2"
    "kqxj3iVEDP6wRygQIiiWsb/MsFOt86oX/RKl/x5jHehe+VbvTf2Az/bDO9+nTzT+KTWWaC1RTimv565vITb2/pw3iXu8jnx/wpPk"
    "ZH+Iumk/VntizG5Ol5X8ugLayhCQop7j1PUFfYXfuYI+9WGirEk5+1mXuaU+ORgtc3gVm4go9LrV8WAUkKe9lCwVayB9s5hJKYb8"
    "uRO6g1biJAll8o0RaBGbv1+OOPtQGU9WkB/FOpNOhr0s1xGQC+vTsazvDHb23EycQIdY0iWDQRH47sIIM769Iel2EhfoV9BY1p26"
    "gJUq4xe3HbbI5FSPPFOlF+rPkJEzEBsNxw78FTwrB+oD8NT3x7nuIWdBz6yEzTa7+mswVttDE+ayeyTJrHIFUeJi7Ca8GHdrKsXM"
    "UKVYoxzOOmGCc+YuUj1SXHX5aurOj/CbjaX+bpMqX41I4E120p5GWQvciX/LqRfMg3aYZ1ugBYrIkpvNPJHJyRiyjVXD2zHbvZck"
    "PNdLxMu3WYxTYH1vlc3ynf6IE7sL77Ed6/U0UYL/bgCd1TjSz5RerMbvZKxjvZFhXrWUp6tCa5HATmdnxBRY3a7yIuR+Hd58EllT"
    "NsKWPCj9cBIKiO5/ME7uL9AfV0ACx+PO81mL6cAzHqE1MI/oGaxHXbSlgzxKm6uCO9YmN//Tk7mg1tJOjMmuA2OKKtYDmjDeCBMz"
    "MqRpVsNOkmbjSmPGuyp0VA0HzLTdEHo8NbovVtx6MlqITVnkIEqspI9kmM9/6iFBW8j1cr2fPe5T9R08ySfsUqnvajYddY8cB7ld"
    "h0jAYt2vydZ6KfsMhgS7yRKSBe2zABJp3UdTtBZnKVJn1kSJsFVf5e5qeYn8Gt1g2QvgE06GXcyDHRnnOx8OEYeuHatTjzbsnHbM"
    "QzVjbSaLMVOWWE5jODFS0vh6NdyBVbCRw4kiuBXvvgs6dbGeLzeKTRscKzbnXkm0/AQlNcTJxR3sYXVs0Ts5Ux9iH9SJ0AJJrFOY"
    "+5JgxBJSFzHHqQUMr/2/xH8oZ7xSxvMJ31f3oeYLMVor1HxJMDrKpRZ26BX2hiu582eL40EqQyzs2K8KGBeWECNzD+iEO4Jl+hhi"
    "/4fxNFnyJiLD62GzSpKNOHcZ0bbkA3NeTTWzEYfLb3iTGexb3Ip4ugLy1UWMIcj1PUR5Pt0s+VGsOK/x/ZOtyJAX9tOxDlElG9e4"
    "Hx7GW8S6q4KH2lhmwj8Z4Od0cRWpoMc6n9WGAjLtJv0MXsqjfrjan2M+ShDJ2M3hBuRiFPZELINHOU5PhMz1w5n5gRHrGjLqxjmJ"
    "mCS2nVl0Q/9ohPe1OM/1r7nMf9ifxX3lGMjxJr1WrhHryy/BSuyrj+uHsOJPy6OwJr/7HMVuapAd7J9K+axEZYZPvL/v892pdW35"
    "sX7KqobVgOfxpFOwhr1lBWRih46V9+HXLoMUdMJzHwDt0wxP8Q880emI3TbrUOi6DaxvmYf4Cm3CSu0j2+kjXSbWmVkDW9EXn+kO"
    "D72jFMJiORvaXNJ4XT18xcbyB72C/fWgRu/Dq1ynZ+C+D0Ne7pVNqUJOe8fhSc+CtrXJLkOc60Usj4/snYM9xBjls5nF2FMekS2s"
    "6pWwU7I/PH/X3bESn1xfZ+5dM+vTiHnsDtRyVURzccybFdSrG2ktTK42eNTJFGxpHlc+l53BVkV6RwayttCJiEnGYLyFLJSb2UPx"
    "N9lfstmtneAUxv709aJETElq2LMMDIWEXi0Oub2YLPUFxIS4FVp8p34EqzENe76nrOfsUD+5CprPkIDXMItrCC1Ryml7OVS6s5O1"
    "D9FrFuE5t5Lz6CyZqMlMnryLl4wO4mK/Clmf6oPV6Smfw64/gSf5Vq/C7pba1HHwIjM4V+OtWpL7IYRnmQPvo7VcCK9hKbOgnWET"
    "Tw06Ejl1T9Y+jXPKeA1qmCsp1PNYax/PCVKrb2zCe3bFan+lNyDaby+G1d1BdiEG6Cpj5TOsxCr4joY51AlRZm+JsibjZnWqaL9t"
    "J9tQL6b7Alv42KacCJZx9h7fgWdeR0w2mynaiDWbA0swX+/XKVmLWdHawO6G3/EZy0+3lek6DVZoCWzvYnkSVuiEwLo2ztc8GQuP"
    "9BLsSkt5ELcr132CZsE/iF12wiKshuyW6j96B6K3m4hymfQx6yXkV03S+0w1WGMxDTONnTKGQ1jjJ/uTXMES+jflfKtS3SjbNI+8"
    "ePsxb1Q7H530Nn0BJOxr/PROPJUh5syxOVOcyh/xO8bcU0KPodjzhPcQ40OqP9bcQd8/4esxMbJAXkSJNSaQ/kSqv0QGEMV6O33w"
    "VZrmh45kEC1qWYdivvMrPfOZJGuqPf9DnADoI8VE59qBU3klrF+jf/EVOaRVw7k0+XgQd39Fz8RJWQ3JtvzlD/qwtMK7lrN+Usza"
    "ieFQmLRYhv1cyE1aD3SRNHJege+5ri/SK2X2YW8J2He0RU+jds5mpXuD9oXWNu99O7yMTmRHqGEMVEVsEodheQER5g4m70QFVqMp"
    "s+7W/dQRUhpnnjafmCOGPPmurMJvdcWptAqw1eit1uE02FD2A7vKzGpmSs4g7pLL28RZMYpxJmK7PoG9/wzy/KWenWVd/F3kG7kc"
    "K9YG5ypRZwLWTUy7Dn7XgRtnDoGZc/qE1T4PlWJH+zBJz3dH2Kc/UNLek8snOZ6PFHT0T8Qpq9LT5UBIf1fZAT1tOE7QuMETGsq6"
    "DvrmGpz4pWo105d0pMcy21uqmBt09cYQrOZKdTyMYT+Tn1Un571BPoGtOl72NdxvmZRqi12ekQpwAt7Rt4NzYZ0L9FO9SV7Ck38P"
    "63ovnmsTfPwIERIr6O1bP9FI8spHONFus7R2RnYQMaKa9QmHqHaWR/pJI8bYTOfx0J0dA+PhXgDdW5z6BVHBFD1BjD3Qeht+wm4u"
    "gIdzBp5zByRqCplP7U1dJlCZv0xxRcNaP0dvGJ9JZnIv6meTXJ3X+RC9vXWp8JOhA/9nf4j7Zz0iyJmGL6PVPhKKwYuuZq/INHgr"
    "O/HkxliaA42SYH9zJfMFWd6DrsU1c7NFi/G7fXkWKmEBwpz9rGGEF2UUezcj/SV+QqzaT4lFoDcTnIZdh+9cQ+wgw/B8FZJTwr6D"
    "V+RP+RG6e60eQ27ei7BTTci5mK/7BhE122GT13Vzsv+eeI1C/5cxJ1QBq1rKHNuhzLWlJ4FVk37e3vrN8mGj6tfX1eyJsm7TM4kD"
    "UeazO9ZLb/WJM7HPymmPYupvi/jeQvR8lw7Au34GP+dyeUFmBINgSfdldKC+Yu2QFqz30LhTRuLE9pCbYb/Ox3/X6BeQrTuhJ21K"
    "4SLWwcw2GhL3DDXWjq26BldrIq9BFxpjxnrokhw80d+wKTb7/qbcJhNw+r/H93rpenkee9lSFulD2On1WMtqnSxfwjoME+OOfV6f"
    "hdX7VMtpA+4Ty11Zb9qlcgj8r1byJ550E7toDsd6nSLWO3c67ts0uBae2+96BJ54mj5isgQpbIl3OUDGULqSPg9i+Z+lRDN27IhJ"
    "r9/dmrfkiveW1fC+jhabbLgYElsCOdmI+5rubSsny35irGZLiFdr05B30FOPsGZq/79NouwxM+yAdUS3WKcfq814r9K1kP7X5ASs"
    "QJn+IH9QQ4eZLSkl7slSNevWBLrL1U9NXwfi+jiyOOVRSvtiaGGt5VvOEk7Ddz4iakY7qWLGplJP0OfxVhuJJ1UO37uQ2FpmYX/D"
    "VxF9Q16gF9gXOrsFom/1WD5WnXCdsmEfvbs+Iev/b8wq5xhomJfgewyEJ1Uqo/UFfUlCMkkP0PpP/Xm4w2GcadqL04p5PsM9k1yh"
    "KaK32URvLnwhy5lcJx+T9cw6yRzDwE7WMLuzU3y25vIMG45/awkTA6GpZMNLyefkV5L73VNc7nC3Z24rwNm2ab8SeK6FGkPcPxeS"
    "uoZacAO+vhYnaA1P03Ds/wnwp1MeXbHIR01nwRpvVsfIWKEu3m3PiQ/D7MjGvTcwV/Aho/sK5ll2suPDumkMqy7wTK+5fop0K+fd"
    "LZo/KIOX5bJvUZ+3by2Oa2gfsq4kfXeBw5KKZzAdaziPeBgrwFGfVw/8dNK+mb3NV8uIjBBjyvkP5HiJvszJxbW0wBbPOK8oyUkO"
    "FyHWn2GqwI71hZdaznz5d/BzQji71ViFGHyiSzwaTZSIYQmeuyayUA6EBHTBmwyGVfpezoUPcig0wQAyef7//2zTf2M61k6ybsR/"
    "BzV6VH+FdpsJj+FF/YATLVfqyfoNp7VD6pAZYz4HZSf1B+koD4ud/hyufw1PUw2zVoaleLWUE7d6DU9yhY4jw0mM3no1O7xq/NyD"
    "9cn0bWDaK8oupwjR8KNkmbYd2AAtHOU5D9FXvIwx0f5ShsixvajvAFD27UV9zsbN3KxTy7harSWLmS+rYN/D6nl5Jivcwtf+DhV7"
    "o4bZlfegZfn3pFPCd3h38Kc4Ss2Y8rbe8rv2XBFmYsxjbi5u5eqLPhbKJzoOZzxXn5M74eMai99weUjuwye6ERHNcaNuIRKW9TVY"
    "La8xK44hcmREmEnalx0T5uvfKIXUT65r4zyZ62fMTsjg6gu+V+vHJPATVwd5nXYuxd6hF3C3D2UhopNb4BUavtjp8OB/ge75Vsey"
    "Q6XcZ5sOlBJmzBK0uPZPc2kstRgyrqqszBhal0seO5Rc10ZXj0smxLASny1Ky4pjWmvn/Tr3T29ao7jf87iX2xq+aS6ZWAbIVKxV"
    "zM+MR3x0VKwOlyfOCChF7B+HA67Ug09BMqZpvtgMRrZ+hjc9RhfIWkQKlVrrbaQrdVFGukrb6PKtrkpbwF0uhr74UX/DvVdgjf6B"
    "7ugSPCiv4C73yBx6tLdATmya4kN4nVMRO/6A/RsAHyrHaw7HDN2Z2cqoP38O5dbe+068aaXXav8bTa6UnXJVsNAWSdZwgqOAKJ03"
    "SDN4CTfQs2hPi1eoT+G+/2GPx3nMd/YSxyDr4o+dkM2WYh162WQ2vF0W4+lbylbs5qmQV+teiOEzVZz62AAdsS80QkMI6fXH2/XJ"
    "aB502HWICr7SCTatjt3aiihzi7YKzEduLrfyVEfJgxnRNIqQoVp2kzbikP4q2RuZ5DxKT7JKOHzN4eK4PHazqnykx51s7lHiE6yd"
    "mg85AV55GTNCNtdQStStZySfeJRVPNHzmDuvpI/zAzT4HERBvyKum4p4bxzO0Zs6CZ53sVTh7C7AGetKnIEVeAY7F8/hTLdmZJUg"
    "N6v6jkCHuq0N6qoiPxWdIqdYkT8dVuPdHxoxlNFYIU1jKm9nn/FmNX/0QnhzdlJawdpZJ8pDciKecA599xrsic2Hxxg5F7HPKZ+R"
    "VzHzizOxK+fLc7jPAGJeLkcs9yM81GF4l6/gc6a5mExa9/a77rgjBkobz/KW9GxWhi5vWctNuG9rCZGPNoqIZ76vdFqfxNnwqyYy"
    "3t+q38h8+M3jZbj+ya7uf2Anq8hbbx3/P8JeWDXpZdzHOCRLeNVfcA42QZqKYcfqr/73hv9vlebBYj3cMXpI2zgVl/IrmO7r21Na"
    "ektgsx1HQWNWEVXpYLkQK99R/mSesdpjcWxmZOWQLKfrOnF9hCEylZR5/oFqYi8l4G3dLnGf3ynIsPYap9zBkFVj2rZTY3FuPmPg"
    "dlI/J007RrMRz8OeJY0oO6Z7A5y9CL20dpxMbUoEJEOb/gveQokOgic0F/s/EmsyTWdIS+0XGC/BFtiDFGOzVZ6R0P7sge/fhOh+"
    "PjliLsKb7CNdA8tFN8SmOpG9CBV893LdyrNqEf44XZaaLddjB96QiXpp0AGfagP/cRlr5Mk63CGGFtOYmJ8HyhHwu4dyYiYbvv92"
    "fGcyq94p+jPXcM6ikpXmJLvkDTmghRxBe7qfGOagVep6ybeM6dV3urgIPm0BKrzVcrNoLj/YRBwa3Y96Pa45VAogb/2xCoZz9qGc"
    "TTSbh8igm8N57K/x26t1tNwtxln6Ony9a7HWhwWz9DntrVOs44nRuFVSrRo4FidqA89dDqcK62YhnJfSyKOgVmk8k5mLeWvV20/1"
    "OxmO+c6Hg7y2s96jMs8TFmKFtrO4TFIbmaLj2RlnmW7DaVsi5s2uhGc7Qz+Ex/4EJOYJeUAikKMv9AaNpAp1OKx8lkZlU6qZXISf"
    "3y9D5W3dFLxufenSi9F1NlH3VqnFjut0bR0bP5LVE1vRFri7+THvi8MxtSrl35xqHiRWPx6GnZvJidzGMhraoCN0z93yMK5dRn6M"
    "NFpAerrY+SHHSsLn3vN5lrshzmkt8Tq8cuonSfeURtQJu+BT9BNDbt9T+mEXrJ7wC/vmXN1+i699Owt8nNTiQP6vSO9G6uSYzw9X"
    "+LijzHPGaZ2JkxQRnJOcE7UJoT39VH3KR+S2c6NZHzlcDCf+ZTG8TOM1nqxv4yTtGRiDgEV3r8pSaJkcfQ2r9xW8qmtkJbsdDOe/"
    "kj3yjaB7F3sZaURdYj7EMT6W2MXM6hEygJ23YfLkVOsVYl3jhmaiPgpO+t6xCJEJQsEPqXwdhRhlk74F/X+PGAZ7XDS1Qmx2ZyN1"
    "zRGw9a1xSlZCFjbiSc7lhPWVxBvZit+ymZAC1lTmkv3J4RV85FmTCj3W0Xlcm2pfUYkTuaCS2I0hdhlEGWUUk1nrBJy6N31+yHmm"
    "Ue/B/slupvoqd5sRN+1HVOUN8OPNAziDTO7Whx/3sWB6zqOftMrYvv99tW04N5sQA/VAzDcNO/iKPgNf4WW9JsO5Wzfb2IJfOYtR"
    "Qd/sKDEkxLasD+/im0eYBy+BJSyCFG4ls+WcBlCdbM46C5F8glgG5fSejC+kIVSAEDRSka9rWwfHG7AcNh97J/brItjqMlrtfHIo"
    "NpXrISGHZ5CLwv8HFUyIm2CzxA5ZqcZHRXGyNkWJa3+sP0eB7M7E63n0BdzXVsOzZxwthqr1qL5BO9CC1tz5TI1ZL6iklFgHruvb"
    "OddnDdykcQfWYSs8HpKLii+A9XgJ3tE3eK/DZTze93LosVV6G2MJm7J2OA9hMuyczr7osySfV3HRfIR4Rp3EYcgfx3phMRGT7Mn7"
    "iMXYpqf2oDaz34jQ9oURZ11AZuL/u17ub42lm94L3bsNb72SuINj4NPkIva7MKh/544RQ/rqLuNlFnz03+H/r9Pj4UHNz7Be9GPG"
    "3WHfOMyCttJT9P/oMmNjS7CzuowrWKxnElfcZrRHy3SsdynO7IXUqH2lgvprIzN0y3QczkqhRx7Zqr0Yb1TCt7rEs+Et8Ehrjg0h"
    "wjyCzbwM525Vs5vbdTAWNSCj9f/E6kDWe5HLSTdDb9kshfRs95GEjytz/SxjY+KIWH34Einh7JPl/pZ4lIJbiJAXo4VJsbM8jNV0"
    "0aCxzw2WTrIBsVI59N9y2POfYdEn42zPM2RGXHGrXi5XwHt8n4wTm3C3PF3pK0XO77CY9RXaqgJWXhwG1nWcmHLY16bBRuKeeTwp"
    "6quwjvG0/ryL4eW3YZ40Su80zmmrBbjHEHkBkrgE1ngCItfz5UFEirMh/Y/A2nUUx99iT2K4cQns6alYu5fwPuNkI6zoh9Dj6/Ee"
    "P3OXL9RryfFkdbJDuA82bzIUdmghos3l3M04a8jzOHfQG3ox0YCuijGfWYMVMbT/EOQnwgzWDti0YXKc2Bz8Vv0EnvHP8MIHBH/o"
    "gYhoyshHZBV2W9kmkvLeW/0SUkxrk6eOubmClQ6bI70HXsshnLVK+Ylzhz+Szy61as4Mu2n0BCc8Yh43oaVs9xwTEXX89SdyTwbi"
    "enP1abzBj4jT78Z9J7HPOAt+YKmf44/5OX5l901uxrqaFttfWmWYbm0Kdy5O1yXMho6Bld0I+/wb9MqJiNFDYjGbVeveYk0pl0yt"
    "a+Gr/Qhf81ns/HydJ5bBPy/4wiqBEidir/UvGWucdf2MgM8+F2c6SQ7TmNZ2baSf4U7c9QpouAHs+jX0yk8QQ3wlX8IDWUHk6hCs"
    "/MMyFzGYZR2mwEIsxt33l05BT2jNv/G9mxBJhiAJf8E73qgj9WLs2H7SJvgbvstaaOC7Zb2m5ycdWnbt/R3mWYoerrGLuV5DQ0ve"
    "1cBuVzKnG2XmrIzPqPoZpHM7P2v9R72hpVcw0/6O5FCv21VaScrj/bqpPfWop+MoL9Y5XEOutSJpLjfLQj8xmCKOcZx9AwlKcyiD"
    "PCeZ3EcHP925EydlsHwkhmxqE3rr6DUeLy/iTU+CL/qNWobhM8jQK7pNRsnzMgP6ehPjJ4f6UwqJWIOTeb38Tb/U+Y2O3dI0wQqc"
    "ZtMp/fFmjTgjajnbOUSK/1CzgoWInrbglJUS7XolVuUl2J4B0AlufrGG+d5CTpC5vOzJEmG9soa5zSTzJJbRWq9r/mXHGv0rXz0N"
    "69aVrKL9ICvD8Cb7i3HGGuaKYRwvgLQOFeME+YOMu3PZu19fPqT+n1QzoyVk+jQd8pS3c9l6jx4Gvdca+uJR2KQv5Db4ej/oVFkL"
    "f2IbrxVlj1GC7DBhnJWulME05mKc57WGu9lXHH5onN8dyphsH04uVBDJxGFKGoLYOkSEFv1sxw4XM18VYxUp4jkszRMw9Mh1mq7Y"
    "qEffjLCXv5zskenu25Dn401mOASdB5n2I/rw3DxFzjnL/xUixt2Mtw7Lp9jd54nDlOS8pt33QHrCVpEtz3CeVOpSMR7VRcTyWYWr"
    "fIE1+w0S8ym8whn6GCxzdWBzwC+zP8ZNasT4p4x5zDDWt/7TWH+WwM2smyUb4rsaUt4Hma97QcYN16A/5GItvLTWMlM6I5p5QXbQ"
    "U4tw3i1JbOEaRgaVRMsrgee0gzM2JqcLoeF3ehRPy20cTSaxSlYnDbN6Bj4f97rYRWl5OOlfikMHbcR+iCKPRvII8YPLG8DDn0Wm"
    "JJOgQyTkMeItu9aRU7Fu981LiRLHyeYdD4M/sQonYQJ0eR8891pyl16Ek2K11JMlzUEWZ+0yxt7NKO+c8Ex250uMUeZq7oX1urg+"
    "7xQxnh1GjfEv1G+d6+dfiHoeTru/IQ4cK46V1ZCMraMv7OOj4/lUBf7UVED3hhHVDoQtayHujJVDi1ZB3ztJ3luqKceGDejy2H9A"
    "o6/Dzx6QwfClxop1Ja6E9ThI9pEv9HFG49VEWe0LATsteA93sCyocZ6cLSFyiNcwot5JLGCH/qSZWZAN3K/VOBfGjjwGvoCxT2xm"
    "F8567FsBEUGLfex4v7gcbZGfW0/jAzvLUEzE+yT7TSt9ncAii719FrQntNxnxGOv1iPFmDjG49k6yRycxyZYtePka43Qs5yBXbFP"
    "HI373SKDJOnjwHzWTyP4ZJwYnfVpvqVW/aVn+7pY77lFxSuwajUNzEAl8PZJX29LMt+t1AJhnP8Rciu9qgVkTcyF1XsB8dfbWKsf"
    "oFMSeMOmOE1ni7G7HCddoP1yWCO357aM6pH0bSzWLDRsF6IzlrO/yXmlm3GnI6gbrf8lBF+5klbTurAKiYh5KyyDs0IlPo57SMya"
    "fqFzyVy6HWv2M+TtC30N6zlcTiSq1b85DdRrzW85yWSIrBZVLJefON15N/TK+OA8OUff0u91LLTcyzoc+/i4Xhy8wl5us3PWA1bB"
    "s1OOT/yD/9ePxXtVUIzz9DhO609q/Q+TELVNlY7EBG1LtOKQ78VLIUKr9vwX9ulmdRC19xCHA7iPl7Mqzrm6+qLN7g1p4CfTOdfa"
    "i1ajGDrkEUa91ncRYmec+5PEuVrNuNj1ZGdjxb8l2tURsplXLCU6gyFFVjECNkkr1E88RmwOu99fJvJMmTqtar1DIzzSn3FEprET"
    "Yv7MdBDHwRuw3teevWpNiQyTZt1M/p/uwCS1zkSdrYarZX3zNjvdBX51CXZirc/5ie96c3wsKXbthbg61ZT6CmJlnEcuufp/Yl0+"
    "iJODlfoETsi3alL+GNbA4p6TsN6WparS8bhrDfteZuHTLaWv7yFVdTNKATOy5fCi2soN8Dkq8OcZ3MH6iWfoDFkEybG49BTyhpr2"
    "vghvtAIaYRNW0WIYm40diVXpSOSLFlLk8fxcBb/SM16cg9NyIOvyEdqzCPxR07YrWYvOg1xP0fegE9dzxqUS73kF/rZA39UXpRGn"
    "gZqS9bgxJ1/SNvhduUpn4iT+oqPx1k8irtkkH+BUDJAf4ZMW0P7tgqQs1B8C8+3H4VxtJ4PuOCLfL8W6bMW7GYqp9axMh/eSZgaq"
    "8FOuKc7Yap3J3HR+20X118kJWItynrwteNPmiLBbSo7Hn2zCrswd3EObY/ov8TUsS7WUKHhFOlHy/PTVtgY03zjaOZc5zmKnSZIo"
    "05vh9RVgFQ15NRtnZiWuOxG78Yf8oVdDA1q3aXP2xh8kG2CpDpV7iJuUoDS5nF6UGcIhzN7Ox54W6Md6r/QUw7e0rrHhchne5zh4"
    "MLs981jSR/oJWtH0/FwBbbrJs+X5HmZ/Vn1+lUPrTGXO2+F+UrAGO3GOuCu2ymDhF9FHivlaQUIvpi0v92hrDeUGa4hO4FA5Te6O"
    "xbrGGUOnPGZ8wmvGPPoCUc4vOwQdV28O00OM0usU8vGlPJt3gLNfw3yxZevqm4HK06MQYZYjoi6DTVxDXr4tkPOpXhu0zvCspucN"
    "LKu7FSdzLNbiA1y9rxRAS5XAsi9poOsoqTd6DVbJqH6Dzx/byazWfdlRGWJ+zDgCbmXFsitO/R6QwdXY7QGwFNvwrC3lez0Uz1/g"
    "vWTTtXYnywbeycx8jeePE3p41ul6Mp+kFKtSAK9wHllEa4hzFmdOvv6OafNUjiVXXML3qCd9rWgzcSvKtTH79OwkbINnkk1/8S/4"
    "qhUeaWOklHnMA2Omvw+fMzQXm5PebpgA0CyXBZ2lPXbOOpAvkDx6zTYX8zJsjzFQmOf6FPTcmXI6nt0YnZ/HO1sv31ZcaRBrgX3l"
    "NFyjirPthlF3PM7COsYmxre0kT7Ii7Ce9UtiBHopoo79fJvniBqOSLyiAR+2I61TDbGGmjDLanMfgRjKxOH4+ipxjL+dZDbPos0L"
    "7s2YzboG+omhcATY303slP9Nb8dbPQU9sAHP9Ct0xT/YgStkNS2xSfKh9HlqfEfkdh1NjItjmF87TFoyxxnmBEo7dss1I2Kaqxz1"
    "kVpmq2LdQxrROpvtHMhTZU9WDnv8poyGr7FIJ+tDakwSH+Kc/9pA7/Gh8MVjnC/bBY3USax707hWP/VYR2XsohjmGcucvuhEXOyE"
    "fqbvwZsZLFfClh0qn2sxZ1etbmSS87DvAF3Nfax/fuFV6M2H9Gm5RLelJmv3oFS/kc2ySB9voJOsMsOyWOY5TVNc5fMh60sQH6Vg"
    "n47Vnan39HN4PG/jfC7Eej2LZ5vJ6bgkO6yNuz3CSP13eGlJdm2V6Tv4yXqs6kEyQ35IzcSa/hpcJpfj+xPgZ8yRG+Vh/Ts1SAxj"
    "qy3ZZ1YTcd/uns/5ekWE2tRnC+oiy1ssktQazwdqnYEh7S6GsZzwujId6XaTNGtdhDWaffGsk9kL9p3sBa2SrYbANAOWeAmxMj9h"
    "97LlHkv9/GDUx5TFPsoZQU/zA2imMNHJk8TYj5FXsYScXFv1VHKDV5HVxPRef8SqJcRzKKfO24PZwCzs64XMlHbEtQIfC5bzWY9k"
    "nGJsJsYsOpdoFC3kJXbI3ICIsgtOw3RI5c2S8r1NhmswgLbRkIzH6iI85yNEWc/Dn23Qxr/i50/izayTY5eeJuuww//A0i9WY3yY"
    "hIhrtZr2WaMv6r7BYqxxX9zJsIta0EKUM6rdoiFOhDyOlfpDLccVI3rMP2oYU3siwjoUZ8LmU6wuYD5RBTHqXKdG2E9zJL13MVBc"
    "T0hn1kFixOcr5XyjeSKr9DrpBw9hqFwjL8B7Wa0vwRPqE0yHzzAVGi3BqVE7HUdKZ2bhYsxeHgPLNAfv/CDkaAy8zL/1DXifb+o0"
    "vV6c5QnoWxzta/UJj/uUDX1xpkfmdP3JBdz7+v0dswNZ0or5x1gGz9lhqPSALt7NCNPqPbci1p6O9ToPFnmWHiyvY8/tDD0oG7Fj"
    "87Dq/SQXlq61HCZHslN0MXMAw2Qb/vur9gr2CJ6BpH6Hd14sd+oFsFfmSTflnjvu8jRykj1bIzH8Wqt13oL9OACRnWUJe4hlnz4Q"
    "YzWLcubSoYbaFNsyfF3/m44X43Ey3q92sh+tckv4sNvY1dRFijiflAupy2V9u5zn1yZee4ubMAyTKSxMhqAQp3DT81Lpr1Kc9TM2"
    "kmysRlPs92HkID0BcWsOzkwPsXm8wyDnOczrWAZyvu/duh320vH8bWQHjGFn10Deh/LcJTOdDA5XyHA/s9mjlMzMqPQSV8uOcg43"
    "xs4997MYsYpj2lLSiCK1eJ0Jf+0Iq5EJj/8dwt9clrtER8H/uonoDOalbPNYSbPxXk9LhdcvFo0YUk4Z8eVT8GevIQKQZUsmQIO3"
    "Z+VwDXaohBJZzVyZ+sxpLqT5bk57ukxnc/osrlMpwF6VeqYZe5oLIW23icPYN6yr6/B5w5FtIp1kBb6zAedrC3zoV/Cz3rIVu7sN"
    "p8Z2o4tMkQdkBvvYXIdoDTNy1huwXB+A/iwiqpfFgSeIWeVq4qn2IJtuJXWAZS1yqK1MQ8aJ1mJ65Ugp5OxBOfu7hZ7MKOkmVxHX"
    "p4o5p3NgVRfiOj9hd7f6XrIrxWVdbfKohHND9dm5tL3O+ldF2JrsXtPleBarNnaU5+RU+GGW0Z+OCGw83i6pn+DUTmfUt7dMwN8/"
    "k9HY3UL26JfrLWJcpi+IITI9rnPxtKPEWaYEs38pj7idYr7/cY/VZ7YqSbydUnZyHCYxaqRt8BLLWa2Msi4aZBhFOteJ3vfCW16n"
    "7wany8X6JizvTujwV+Ex2cyZzauMJgq800QbfOyhRHB5DHtfoxYlLYVl6SHGS/in9sTb7oU3mIEnWw/v61Fo/SNx1pbSjr+HXVtD"
    "nVmBt81hTvUIMtcbxozV6Byz6FSsxjNYDeNA7yDdJeUnI11s6iKBKnWsDQmctjIiBEfhS5RgDW6Qi3DvrtiNzsF6+IvLOUE3Qr7A"
    "/n0JCT9eRsn5VivDiTA2yEk4ISWpEbIidX4wH/7CeakP8LNtuj14RUrkN3mf+EVliDwN3XIdp2dHEa/taJyAQ9g1shx+5Xv4c5K8"
    "oZOwo6dIGvtZ1aHoxfjfYUEBrMknsD4P44zO47Tq3RoKntAR0CGGPrEGu/AmvLYtONfVeq8eH6jv55Y6XfApj4dRX6b+AnhED+ld"
    "iHznY6V+RsS1FP7Ks/jpLLxBWyIohpnrsxOxlVNbhlR7FN5ouKwRmzv/GqfjcPit3XASr0CstJX5tX2xg1WcCXD8qCXYoVxquwJm"
    "bB6UPD7vRbCpY7lu27An43Ae5kPHlepD5Ngr9TzmhtW4hVndKv1TJiPe+xu7NBySuxgSm2Po6vA1VmlPWIr79THYr6UyRb/EG70J"
    "/2pIYGgu1yNWX+mr6G7acwWztSU6WVwEbP75dpz0hM9uZutzeFqr+kzB71q/SztZAS+7k0SJrHGmWBfsLj2AFcwyVkpt7R2zVtqD"
    "bO51eHPIbSkn6AzZOISzXo2dvUH+gB5sHjyFe3WTG+QWSPU0XL1cn9Sd8lym26OzpLw9KdA3GT+EPPKy2aRHsCctyS5UiHNVjXfN"
    "9b3vOyBDUVYuO+P+30Guz8fvLtKxMoEMwq3leZ3IJ2yWkZe6cynWi1wJS1i3GyiltZ1SKeLfuejGkAZvZgR+BE7jNn8Siz0njMl2"
    "RzlBOsK/KudM6N94/52wD5uhxasZD1cwvriKdRU3RRvF2duAaxhmq2HaOcvyD3RimFks1410Cs5BDXwbe9Ml+nUDEn+w9PL4Cdsp"
    "p0WeSyMFj/R3+oIxfPVikA95y4FcL4Zfa7anN+1uBd8kzBjGsF524OkFp7o367y5xOItgd91OllEI5Sle8jwVcMpho16Od79PVaw"
    "rUs7YM+yfa5ZUE7vKEwbZTUR69mwNXsZGjOdoXZWJUTP32Vb7XQGYmy4hgVbQnzuS3AiljPqr2WCb+V3dCO5hk7Ce7WB/vlGvxTL"
    "+mXBr+qOvXkOknOanCvGsbUdsmH4m8s4G2dsy3cS99Rlf8yDNc6BED0X24NsIh5E6alvJ5PvEZLw+Ixxong6/8RqzAtT23C17+R6"
    "tSzLQER5j8G/PEWWcirPui72YqS4BG/XVjqIw/G9GVZiLfkiDLfhCHjpO2GbldOG4QzK8VbvE9vkuEmPMaG6fuz27PWsYK2sxf/0"
    "Os36FcBnvJj4hca/t0Jz2TWyggzOq2GpqrxXV01NFqX8dJNxsgE6ugDRwwpYmo5iSFiL8W+WGIrYJ5DNY+UTbZEVxm/9as8IzTrd"
    "5wfVZ9yi0MRWjak/g14Xg6inRxxzv+HwpMvZFdHCo9bugo62XPsE2Mw5+P4XYidpDTlm1+HZ7hGHdBf2+b5K/pvmVB8qu+ow/cR9"
    "12z9JyvA7rTGOXSoLd3JvHwIO0UbymDUMtSmEWKrud4LETMvw1p8p1Z/zWfN7iBo38fEcGnyiGZh86NFajiDrTlRWgC99gj9OqWl"
    "WEffxE0cNZdmksZcSvNjV3ISvxSa06Ybi1gN2cAcDeJMGSJR72lHPV5Zyk8pzfj/tKR9dQr+FFJir2QXuNUtP2H0YazHc3Uc/LQn"
    "ieP8EiKy36H5yz0C3KFyOPknXUakktNApnPWce2WsAesQn+E5c/HeS1k/rAcp2UnESQsk38M3m0PsQ6YWXqfZ6NOzwi7TGS0gb7B"
    "+jNzMb2UFYAUM7lV6tCpYpysrO8zw+Q2+E0n43PXQwcYF2VjeZlzRhvxFEvgt2/CKh8vx0Lf/I53GYxzEYEXMEQMHWUjNNlSj+U2"
    "g5HHSEnLp3jOtK3e8sz3nHaS6fZ/ip6wZZOuQBySjXVpypM9HevfEc9nlfli5latg8NxFJZStvrBKh4oPxMVZgSeMAf6vzG+9wur"
    "QqkM31Ut82J7uVTaQJ/2ZIzYXv7Ed4dBV3eF7+TwCUPEFk4jNKWYtTX8nnBm0inMvHiFx8o7xM8R2Wm2eZqU51JzGfc4ntGdvW58"
    "phi5mus7jTnEwdhFxtp84l51g02+TfbHqhzl0XKjjJbGsPJXyAzwk/oEbNcBYj3TO2APLd7fBilMZVBO3RxJws9X9pQz4ddEmQGP"
    "sAvNVSpS9LKErEWd6TFkESX8fNlFRgbrq83hDFEIXlt3cVPAN8F+tWV+8jw8YXexOWabsrJIf7W+SNSlFE7/MImSu89qfqX6tozH"
    "Xo2SBdC7a2C9HoWunYIYYwc1fZi5mjAnlNszM2ucehVYy4+wz/m0zOPgs74NKfyTHHPfwd68jU92Epf3jOhmRvml7FFrI8blV8hM"
    "/Ykymkztlq8+kyxZaf3SlJjT1gcxFO+xHN+9Bb+zHnFfid6nP8l0rGsOdicbFmw44oMcPJ9hEPwtVkN/Ft+/E2eohvyB5qNMgsfb"
    "CatknCjV5DaPEoe8gr1qRfpB6iacpQPg814n1g33ELHBnpCuQRU7KKLs0a6EL7vAV6i2QtqjvgPSMU07xmDDQ1qpn8qP2t53DHcR"
    "Y5t8FKvxF97M8sfGWdwUXsttYnXpdViX5vKC5NEDVo+47thssnlq6+/87YZT8zjkfq5+IO9DFv7UK7ED9yIubKQb5Bp5QqcE3+jz"
    "eqOeJZ9qtVySsSHmOfWog/qvOOthzsPksSPYGNEr4Dtl441a6EewTOtgdwfJK4i3z5Spavh/xkszSjayX6II0ZoxL1m/1SLITv2V"
    "hx9g6QbAD8nDPlqn3LNY8TXkHqz2/V4pcvc5Zpom8IMPljE4UyFqddevlUv9MUuNqz0Pp+hS1rfOxbocjOf8APdvDgm5B3L5EzlS"
    "PxCbiDoCJ/wAeRg+5FmILLeQDXYnfvcXvFc2s6KVRI3K14vYq78NuqiGXaQ50HsbEaUPkMH6oX6kv+N9RkgfvSx40NePHQZnOnPt"
    "evd3wucppdYej53+D97EMjhrsXaVxAOMsu/R8k92UgaK8RM0kVQmw7ZHBmFFmGHq4JHgm1FXZfGMXMAqsHktR7P+63oqWotjiX9d"
    "c+EN7Uv+sctknJ6KlXoXd/8avu5Bnjk16b1g12OW2yAjc33ohfX/ZCb8iwOYZXd9p0PxjrlEuqtf9/7h811WKbEOphK+1VJ9iXFN"
    "N/YwtZc0Pn6ET74fzsI67HYFpHoaNMUf7Kz6WO7HvlmHSA9OG+zruT2M08hQT/eQD9i1boi+axHt5uI7O/QfPO++chVnHKJE3YjR"
    "uwnxmWOMRITTfCHGZtf7Cmgfzj5EyfxTyMj7DrzXtgawDCxysirtIZ6z0HVDWlf+Z5CEz6HPBmAFV9Gbaxl8xlnE2l7kwswUeS8f"
    "Ux5KmbJooZLVWHvSLNiFQsh8AA2Tz/mzCsheAE1vqNWHS6KObYr4Ht0azm+WElXf0Ket/2UZ1vMxPM16Rs85+N459BvcxHsprmoM"
    "H/0go7Pw6RNw/VfEkKw3wbp8R212LhFh3P0qfPQd9jgDef6demTQze2J5mAtp+H3rLowXr7VYiK1PCdt/wcGhBDPqoZ9zl3lFjkJ"
    "KzOR0Z1V9qb6zq6moj6zvdX7zKeQiS2VmQs1SaxgXnJvifuavPnDF/jccxWrmNWsiIZYo3Z4pF3lJN9deSVxcwXezybeYTs/n2zg"
    "Mw3NiXfzjE3pfIhmsE8PEfc99WhZtVyj9WGjNibu0HZ9kJrGcqu7WNux7PbHMkgms9diBna3LyRtLzmO97b+wnx/b2MijzMiNL9o"
    "jRbCIk4mg2QNc0xbsOMPe6aXFGu36bnSc7Ee63x3iUM6ijDiSjP57gONVOy7NpIeaa6/WMfE5VKRmRVM8SfK3iA70X0ZoYxCtFnA"
    "6ptD+IgxE2ArPJSaPOT7ha3ieTl0eQ3kYQKuf7ncpZ+bfdA/5emgmL3k5hmOZw9kX+oMYx58Sx8ItpCbznKT5tcal84qvM8p8hUi"
    "012cqopChzwtBYwCF0OrdRGLIffBW+2ABNv3B+JEDOFs0Cp1TBfnyCa+43rYn00akenwUdZCTjbDZi3Rf3DyS6CXdugOqSI7xSZo"
    "umnaHJolF5ZoAjyii2HNOuB3Y/DrIvoftT0bhrP9cgNYLSbxW+lndvBI34OlmrilIVgKh9nRmH3rNiN9qVilcyx+so4dX4VYGcv8"
    "b4Y2+AB/qtnBGv9Xv2GCWcAi+udJjw2Y5s+7SVZhFT7XBXivXGLxzIUf8yDRXvO4v4ZpGaevn+IsqLLOOAmWZBMs9Ab8xlLYlSVq"
    "E3jzdDwzPs38JJU9yVx/wq6GNh+D9W3B/JbNndkeX8N4sDe81zkyETtVCH34tr6BPW+B7/2KSHEZPMAzcd0X4Q+eg5W/KfhIDtYZ"
    "8qlY/XRP660i1+QqeNo2p1EMn3kY/L52Mg9P1AsxQBfpK1bDLcG1yiEZLcVNJ8+m3vuHma5y7OX3ch0+u03D8pQaVuTl8jWufyC5"
    "kk1m55Gx4yJJeeTEECcA7bx/SP+ykD6A9bS5ukNjKcvE6D3FnaVh0MZ9EDuXYS0/hOROkt/lIvjEZeowpVwFPvAVbuOjj+iT0AG3"
    "a6fgVI2lfoMszZd79We5OzgWvsRZMgcra773CsizcRM2gYYwbPxD6FcniBoe4ZyzYba1FdfVXEKsmrBnzdoHdzmE6I4rsCrX43du"
    "5jx+KZmxkg1kPWye+j5y2dR4ZCqredn5OIto6tX02O6Tn/TQwHKdR+O8JuE/HSg2Tf6UvIOzY/iMhh5qMwGrJeI7mizG2q6GR+Cm"
    "mlbx6oYzYnbhFv6e2bBc7MN6Hev9uXU4A88gGl/MbtBcxIc5ZEC1TMyLROCK4kpm19Ldfq0885XT1Lcyiz5WX8LfJkP3DNNiuQ9v"
    "NDUooP9h1mam99Zy2BtUTk/dEJQSrFVFORcZZ1TVWDZQr9oKN5E+nNy0/q8wZOtY4xaG/jhd9mcX1mFiHT/7YO1Xc+q6P6IeY9i0"
    "nHUe9UCYPmWMvngV73UMfnsNPMmm4rjgXP91il2xJn8R7RncQu1rWdMaIgjbzNav5DKw3vdlZK89GbHYbnx/OXbzWqkhz1DUT+0X"
    "+o4Lw0Kqv0PfzclXel65PtLWozFaVW5BZrI95XMbN1K+m7LTWOtkFkwLmte5dzBPpyIKvBTaaZi8gSebie9fpc8wj9yXjGwxPx1j"
    "UeEp+PRb8lbK8jPd5Rw9TO/S93SLPKeddFujMqJ+JKmZQsxBWHbaMvcnEl3eMZ5EvW2Mkw0wixw5CeYUW+FnadxLQ/WMkcmpijWl"
    "BHY7zGkVw9ZbrIsYiY4hk9GbrMJs1a9wqvb1vFb/xTvfwep4DXmjEuSH60NpLKXH14c7GIcs7/LW11iqXe5uC+Io8yNtErGb56iN"
    "6Cwil63XtcRTOJazh+bJ5fOzbYi9a88aJ9piEbWezWTtIpdX/f7Oaj0xiOA3xusYnSIzZEhws16gomc04COdIdZl72ZvY4iBi/E+"
    "lv07iRbFnblq+pjX+RjF8Bz/A0n8AjZkqK5JnR5EoX/v1bMlC7J9q+wmerbxOCwmhtEz0Bi95XBEnIYcb5ayVMcHF6l13hnG9H3M"
    "TDk5c0yfKWqcHA2yiuA9PIfPWM+SIbkMlWrysbwteepqIhVkYviF85VlOJt36ZjgKMQzW/S/2hXfPTkYBS9lCfRj/dVyy3u2FMfb"
    "ZdPEF/p5gVJ63lGf/S72GagTqX/a6OhgNWOZKuinUfokK7zdZaTnC3H48nuL64bsyvnBq3GNFrBt26xyCx/oMnxVjFWwXdsTWute"
    "rMRe7JO3jpFstWxYGh/L5SHTU3+uBrAYdugF2oewx12rUptcsVm8f/DvXtIO5/odMbatJvIf6Kr648YaeBbpPouYnxwrZV67CvHU"
    "Rui45/Rj7FeXIAcR/49ygbyId7hOAp0WWOVmu85LLYOE7iX95FHflxZi7baJFLMSa/7vtfKOGkOs9eAazncL2Ru6wfiyhonFSX09"
    "U0A23qgz1tIsaiV04k24Tn9pI8/Akv4CWWxMDIJViFkX0zMq0g30N+/E97/+f31dCXCV1RU+P1tEEBSChCWaVNGq4EZEEQFFrB2l"
    "bFYhLnSmHYq1KtUq7lato1ZbmHHvWBAVp0pxQcUFBSGyCEgiiAbUhAQCWcn6kry87fQ7373/IzITnXESIHn/f+899+zn+6Ab1uJk"
    "V0J7noY1XUNM81yp4LyRZQBvkQQ13/HYlZfVIZF2JxtPK36uCJ98Nk7zfDKNF0N2o5pjVWQ5IEshfVnBMr1W3w0u1AU6GVqj3ffH"
    "qkcNMVQ000vbdAWkYopYBX+PWjwzV+aKoSRuMt4EWU0Ehq/VKvFPywpihRyChH/BKhYiUJzKN3jHauoAV9tt74SWFuaDm70Hac88"
    "NY0mbejqj+A8FmOPSqDF6nWtIbDKM/BWy6Gf26mRk5Sc++B5xdk90U0WYc+cxTug98oNZGgZK88zDzgB8cog7OjXuIFb8DRDzr9U"
    "3mAlLsP7Ae2sBycZsdUyW2ezBWPYh5GiTWwho9Ur7Nv7nojtKXZ2Hxusg5Yrh792idyPXTJpeRi7OAwR+MVSgjil637/btKf6EQp"
    "Zr8Dj1vUjfH5gnSk18BavjLaKvsZPomP8N2jOIcc3ElDy71PF2LdC+V9MY6XOyFJ52MXbxebVi2B37ob+nY2mdOr2TPfQT0SJ4KI"
    "RcM54tBZDjO/Z7CuYFjf3aWRd3cgLPoD7FCPQF4qEVEOJwKmVRtLOG3WjwiFg4+o/LjVV7PufaZMZV3G9ffejc8dwmx7K7PWdZSL"
    "ZrLGuMxPDLJcQNSmWUR2PlpuxlMm4jfuEmN4KSae10h41A30HzJlIyOKOo2lZ+/tPSaKQ8m3rrpG+lZm74ohJ43MbqZkrXzrZxTi"
    "jOO3863qqB2S7DYNcYhsl/JYFZhHjdzg2W6SjKWTsJlb0zsZS/fSZflKiXUB5Mnl7D0/Thwy9n6PTmkYgju5P3YyNm+5Hv8bd/Ys"
    "X/FoZ/7nJXr+ltF6ghmrBFlibUp1F/OS9ewZfQh3uRo63PAnB4vlyi0r3UB/dxurET2kiv1qy6WSp1oDy34ima9inNC36L4X4/ca"
    "WRuMkf9CxhbgrhVpNjRCjpSmHicq7zAyaPWmTTIm76MQaxkbk7GGWn51HL6eIcu4o5PEGDdXQn/9kj2VUdi12ZTaJtZG8uBJdtBS"
    "uCrJ9eKQxyP0S1xmwSFVXMuKh0nNCHmb/lcDc/V1+rq0Mkp4THrLu9i9dn667csDfra1a0vrkDNyPJpU3Mec9n0NtWYt7ZrrsTZp"
    "3UOMm658l/dwt40zqoRZzwIyRP2LnT47GdNky9Ws3jdBj0bgmWzBOU6QCk7JJelpJPzcTIzfd8ViVow9ruLU9Tu4EVXwDyL4xHNg"
    "nT/A88IJ1ZjHcbFJ4RZISJnY5FEzkavLoU0vFuMpy2TtoL2TNkj4+mKKOLd/k2ZKh4s+LQJo9P2HPbzGP9vjGpRz5+ycBotjObF6"
    "0FZ6wHliPIGbiQiaoPc/jl0u1WQDbaZ96CF/TPfvfs98huIEu3scwEb2dVZ4lDDjkbAuunfIy/eVFkBD19JHS3JOLVNm4NPMB1vE"
    "KerzxdAxs70f8HF6HtqyUSHqopszOlsq/B7YLbfO0Ml807EymTN2UWZJV1IX3SbGfOeqO2U6lDiqHVzz55C/L2y3oWc+x15fDi/p"
    "bexlB+9ZnCuIe29uhDh+u9FpP0p8Z3Mr7dA3OOmIz16XEfGlTZdIFS27+fKZ6ejJcs/t6b6kwX43Y+mTjfuvNZzIO8zy6TRnk++n"
    "jzHec5M419Obi1PfDeQ7jWPPZzNje4tTvqNO3MUOW4dRswbn8oPPm9tUR4R9pnbbZtLrjOoVHrOsUt3sVYgcFsjvZAmkfhx/rpo9"
    "0VXwoUZK5hEZYqUdcnXXnrBUfdnVkvTnGnrvtbRi4dpTaTzUYsZUT4n5kifgvPfh7a1/xjBbFwVvkteoCN5lDG9iHfQ5UpUyv++A"
    "Gnt3lcermk1st4SPSnMl6Vnqw76UhL4G3WmYpVaHixD7ziFLF8Kivo/YvUn2sxpRxm7Tb1hTfVqXMeKthB3czAgjCS2wLniVed1m"
    "3oXjeL6G6X6DWJy5E3HSUMmVB+HrXgAdsA+6IA/ythLPWazL8XtDcUeeC27FGg2PwrB2syGZr8AnfVI+1e/xKZfBp52hkzQft8RQ"
    "K+bJKOj1IvixS3mWxiP9Ayc3X4Hmeh0e9hDI81Y9RStkic+AuMmY/kQutylJy9mHshxN861ne6s6WqzanfJ5h5CXVJnX76reWMMn"
    "GAbJ4xJ2AH6nIQtqRqdO48P+yDbirMc8vlnK4/Pkw8MIxCKQQA5xksnNP9Rgzx7l+58iDtkr7KlI+tjTRYx2J3YwI9Af+/kY8d2M"
    "jfBZyEU1TuQgLN6J+PwiXaJJeKD/try2jIAXN0qNi7xa5uiFPiqzGmMLfOIws7qdXdrjxLFoRj0XR4JIkMfjvTcTU3oYu0unMoOW"
    "oLTYf6X4qTF+Uifld1Q5S9hGxPixYhxL8/Bbj8B7epOMgXF/761j6nT8Zh73az2ecaesYsdcL8Qsm+HzmeVYQy+xiT5lhH59vpwl"
    "w6jFr5HP8PeF9OuslyhbzP/eChk/wPMLRNMcO+aHusrXQkbiNZDOQrzRq1bXwc2oJL5b3HuWIWrmBP7OkmB4cJ82pabpTD1dBwRn"
    "ySD9LPhSx2D93WBrfg8PrE4fJP9bOWvMhhC4z+Mc/OhjDdPXd7G+UU8GsaRHHzG+xMm0yBWQqQinvx2Sq3XOFjCG6HrC0mRySlq/"
    "thKdx3HvJKk5ponFWauhDfvh2ddA/7z3EzaUS9JsKO3Mn/Zifd8hqCTZUZbr88OjPRp1klm9auLI290o0wtwxubzTpfTcJeMrXig"
    "HIU37+Da/+57APfTr2ikJbL+gxgZo9qhLUpp35+AnJQTe7nV31Kr6WcQOaSVaGJhpVwk5bnBHDPW0XIkzlKI+DsKzxF5wfebGu6t"
    "ccZPkXf0OejZj7Erhu4wFLdjvk04IR4/lrv/B97+FqIzzuSUZ5QyE/M6tU0HiPWzVDCms864emYX3UyqswmWBeucczhSu3TvFHX1"
    "93bGyYmhSVncM1I24G328lmFWujnSU+WlrSN7cuqrdLmRWlHU7TkCV+bv5oxYBzridBaHfSsGw18klngZ8TV8C3GqfC5FOu3saqS"
    "4Ry1kE3kbXxn0epJWM0oxIKFOJc6/N090A076Qv9D589Azp2N7XYnbhRm/BGNkXr+IlO8MhHrsIT1nwsFhjmaw3dpYG56HbeBOPy"
    "HBjMhGzsZofHavKjNzF6ng8Leo/YNFgRmTP26xpE7i/ok/q0/EpuQxTXDfZml9wkn+h83OHXiMKYSvcSlmIPnRzvZYZniOzh91ch"
    "hjQvdBC0i0VE94umEcN3+I6HGPkCLoenluWlbr2GnDapn7lzlgU0bBDTeEPERSQ7yFRqfW//xO+cQ17PGtyXRn0CsVUBu7P7SdKj"
    "qLkJi5C/0rqUs8VhKsV8n2qMOffRvkuumZI6wKNkRSip5hfb1KrdvnPI5jhBrHZ3Imc8jBPOqv/nShu5CmopuT3TUtpBhAkn3Vtw"
    "bw7q5zifxdC45j21EfvnTH++rsbq0Fl7s6bToHP1UdiuCVjpWujmOzQPezcRMcazQaN+xJko0yu18Gg/Iq7JOr0u6JobvOtKfi/s"
    "/x49w+MNB9QF1tmQg+f2FosCTaeuUpsjHiXbycRhrL1xdnkc7g503nc7fOiDrLkmOP0Yh49Ywmr+emiUDbgJN8tieE3jdVowS++A"
    "p5dLKepgTbKBPEA2IzUb2q3I2MyI6xPHjiU8IsUkmUK7uh6afJSY97YWeqoCv1Wgx8i9P6NDUqyLXyc2B1YJeTOP4Uv2YZVh11xU"
    "m2JkFvVs2SneuUHMVyWZaxvPzFSM/X5RbxkacefbKVemDwZ4RkmHuJIjyjtbTn2VhSh3P3yIZty3MZD0Qqx6E/79E8pqlsTIChz1"
    "drjOZwkrKB1t8C3MGpYyw7MLa21hnU9ZTWjSkMfyXqx3O/y/DxC9TZLndZVMhx1/S4ci0inG7sVYFWtN15kcA3IGTmUETqRST5Mh"
    "sht+0j54OZ/Cgse9BYzSAo6nv9WHMlrPWDzBr0ntSbZLy4oEcqmY5/c1PKJSeKY7EQt24LSeg560qM5mkXM5GRzHajaSu2o6tNBB"
    "vU1vwr9NY5Xhat64Uu5peXo23cXc/ST0Bg4x/1lJPbiNDI8x3Afz1nvi7hzDznGrWC9lR2YOkc7/BBneoMfSDo+Ug5ytny7G7bdM"
    "7tanggzJ16l6pX4lJ8tCPRNy/qyMo/Vt8zGEmxSJ+YmMlMfDPk/cLEiKOCEum+mQFrZR00eYW3pB7N5cJcZ7YHK5Qr5l3a8NEv0+"
    "VpordfyT1dDrYSki5NupFvMb9mk1Z5bN9/gL2Ystv7gB+zFVBovDUytj7iuib+hvIPuLcLs3YRcvktV43latw9m8rI8TvaUJMWKK"
    "iBKZuOdx4kKU6xmQ/BHBtGCNlsiNxhaqt8vc1CFomIhOh6a1/ZoJP3Yp3n2i3Cj5wSBmT52mHS4hcozhqJ3qkR0cMnaPtD60aeyu"
    "2fnOkxd1AVbVDO1cpu9CChvpI38JqS+APRsO23Au7nYjeQEHw49/mDf+JPLl9UkjEtq86H785CCxqK6RmLK/piXOQhx1iHjyy4lF"
    "WaSXyf3wbubLlfIUnrNUzwtOJdNCDNFBPs5lOda6hUzU1T+ZmLXbcRIztC+xW3gju+hsrroPIowP9UPomamylzmCNu+tttG+WL/d"
    "nyXkuO7Me2gobL+VOt9Nswp3100YGePcXmlkF2cWvOg91FXGufktVtYMHW6zk/07RURHs+raAun7UT6E5L8FzfAgJORNVhAWIV5M"
    "EP3E+aYNzOVY9vUfUsFK1xWQ1VaPt9qEXWjGGxsO1emSIQkf06foQUW9L5Uv5fQki4ngOEcsZrPewmpIU4zol5ZBPED2dsuTlnP9"
    "DeRzCnsQ+vqpLWMiafPYrSnWPduoc93ejxWHtJnqNCVt3eQbYbmupL9pc79WJ30I77AD3+3FPfgPvLNa/OkALPJYojrdyh5IhxnU"
    "R0LEtl/4KeUIMTIMids6J2yirpxId3Eif6tH7kuQIcsiO6uNW4+UzTfVs3u/hp0FrfBdLuJEcQd7+UO/N0bPYzsrt0n/aUnInK1q"
    "jsyDPYv61Sd8tKm4xTWMefZQ65nt/Cs91wvF/OqNegMkI1/myErI0bXBCuiQDn1RF+FfZomzSoV4o/F+KruSqF1dz/K4XthW6r1b"
    "iO+Z0BV4/xnwRTLZrW38ejYN1Qv3sr/sI5dALqx+EzR/lChaP+DerOOkdthNF6JJ1qb7zZLUGjN8NdzNapn+7yv/B/krjMg="
)
# ----- end of the text model -----
