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
          "|to main child process|I have to go",
          r"SIGTERM received|[Rr]eceived SIG(?:TERM|INT)\b|received signal[= ]SIG(?:TERM|INT)\b|^\s*Received TERM\s*$"
          r"|\bKilling container \"[^\"]+\" with \d+ second grace period\b"
          r"|\bworker: Warm shutdown \(MainProcess\)|\bClosing Nanny at \S+\. Reason: nanny-close\b"
          r"|\b(?:DEBUG|INFO): Got TERM signal\s*$|(?:^|: )- Gracefully stopping, waiting for requests to finish\s*$"
          r"|\bterminated by signal SIGTERM \(Polite quit request\)"
          r"|\bSending signal SIG(?:INT|TERM) to main child process\b"
          r"|(?:\"msg\":\"|\bmsg=\"?)I have to go\.\.\.(?=\")"
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
          r"|\bgraceful worker shutdown; finishing \d+ connections\b",
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
          "connections', actix/actix-net#606), round 77; not TGI's "
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
#: critical line (the last its client prints) and a special token repeated (a model's whole answer).
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
                                                b"must match the", b"][c] ", b"|><|",
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
    'parts': 'train .. validation-r75 (76 parts, tests/unit/test_corpus_train.py PARTS)',
    'logs': 4918,
    'words': 12260,
    'corpus_sha256': '8f0cb32e78059a2e',
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
_TM_BIAS: tuple = (0.227, -0.301, -0.288, -1.308, -0.604, 0.254, 0.216, 0.177, 1.775, -0.945, -0.246, 0.244, 0.8)
#: base64 of zlib(words, one per line; NUL; int16 LE weights in thousandths, a row of classes per word).
_TM_BLOB: tuple = (
    "eNqEfeuyozzP7H9ukiJAEiacBkNW8lz97m5Jxsma99tVwZZkYozxQZYlua6rutZlQY4cbPp57zcDhwyN49LWa3PrUz0vXT816fFF"
    "TuPyszb7neS5f+32v/Se22Eh9IPcRGvxrwxcmpYZtfe+fdSXYxg7YmOTkt3yeiHsentQLdj+3A2tZdct9bU5xt1AliXjPa/8Nv3L"
    "C3A99v5VN5e0D1Pf1SpYu0zTMiPx1u/11ifLAEiz7/Z3wKiOyeDryn+sBIf6f+TYzC3Tx+XSWJFv8+EvdG/mbuzracpFHaZ12ax4"
    "w+zlzLU/Dpe2TnuDG6ZmYCkZKWlupt6AqPJlRvnbfngaXRXSNqhg+1oibQBRj+3+YmX/ZzcuaT+fve73rW86vOVs7/Mv2llr67tr"
    "5n1o62czDl2zL1bw7UCel/6GwqY734+fe9+atvdEFgc3t3dU4dzuw2JvtW/DDnBsQLz3GyjPfkuR+lOhqgcE+MMTOTVds+68q+m6"
    "et2Wtk8JX2Hr/x59QsGbYalTvz11yzje0Eg/QJQq9ZVVT7P39eNpFQbSnJptqNPPMD74AfYBX7hNSFjX8e1Rfb+iSnf8IRJQjY9x"
    "mG8oTH8d0Nrbo2vq29Ygfbs9Jn5CB6ytT+hSIjGHbUUl4ZMDxHug0tSJLI9Hv839WJ39SsA4Tv2MSmYex77U3TGt9c+Gsug9SdqX"
    "Rz8P/+Flr9sysWD4DPgHuhu/ST93qfJ6YIhiDeg5hqCel40g37FDa5yb8Qb8ygtf8HIbD/TLWX8e8Ifu2GaCc4dKYL6o2Afa7Iy2"
    "yIyWZU94/FqA6J34hMi4pA3zbPcfc4cHD+jKyIAZbkvTtY0a7HrspHDoiFexd0QeQb8e+AjoyXglNqJ8W6Sjwy/js88ZVDVeC8NT"
    "e4xsEKq8JMpoIftrgPsVrSuxdW7H7LSfYUeT3tA5EzKflicrmino+MeKDtJ7LzjHwDZAPft6HYrC3Jb6tuzvlS3sY6g0pNsGNW7D"
    "+nk5bvfciusJz9/QWNtHt289n+nftkWr47+W6VLlrsz4mAd2BCHrMJ4AvvKKEvVoeyoKqIfdN1+Hm+K5x7iMt0SdzEUfjJS06F0X"
    "fMrXngG1dsBPNnfVNsJ66Kwe0a1VfcumR21o9i0GInyYy3G9qkE43p4Qijb2/Nr/INXjcsM4cTn/mGvQ0H7bMIKhVayLWrWT2U3x"
    "6WeMBHN7kn/64XbfNYKBljC8pn5flpHZpw0D6/iel2nALNC/VgwpVqj4nEelrm2hf0K2rh59miOObmZSP6372wcmG1D6veufQ9u3"
    "6CC7EzmCO5ginXja0SWWVU98DqzO921bWeD3ftczFKOvNikQjBcdxqOtedfHPuh93gSGHc0Jjbip8XWP3mA8LQMJA+KA6uxa9PGu"
    "Z82r926oi8YGbadaZyDqM6EDSlfzDMJ6I8wXAJmzm7edesTYR7aj63e0sA3vgNesb+tBkr1+N/Rb+3gRwNzIpwxJQ7Y3KqCYWtEn"
    "NbgT4wfWEAp0HPmtCCxo/RXZDBsJAKjLdwtv25rrrmGMIwuajw/+SNHgwvhZcWye3nVq+IU3/zvJb8zkaNi4Da2JT+mtBRhL1Y/j"
    "sIJt2CZMgKBu73UZ+M17PFmt1aNiQAl8tynU0OGKzvmuf5btwbmg0VftX22/WkvLoPMoW0HSnX17sC/dNfwEah/rxK0WTtxmX/AM"
    "23SsQeZDYtoSbxYsANEVnwmNbzr2o2GXu5LL40CCrDFy7jU/RTPUagHLsWMcquqrNd7rlTBmH41DI6aKL7Q+Zs5Ivej8/tdhX1Vn"
    "17HJQLrjsSj1vGwTCUuzKwL7cUUZ8YmnZi/rDhS8YZcBtqj7UuBbw/+uvGZ8x18zMQj/9fM48D1ZGXyXH9Bvbcugcy4RcA/WMU8P"
    "wtCSZrEymQhUXcshNhEyt5qeNGIlI4gD6QPRSC7u2gjWhchWgZnYh7jP5j9CGEuHyAoD5KFZYreGRdrc/xjrkLkhVQOT/h5kGv/T"
    "IJfnECakAw97DkmD8NVomYMx1F9BTLK/3LYcZMvHY2JTvR1ehdaQI/ay5InJqdahgy8fMJ2DfYuhB0zt0SunI3XLdkWJ7mCEWRTE"
    "K8MRBU6cf8AM3o8LhoSfWU1tX3wa7jgg3vd9tTDPwkI0Z3g6hp1B7OwwNegdtwywWVu9ozGjD20CDuPOxLl7FHO5EI5m23A52J36"
    "+TlggJz0YKVGBzRE/TLnZrWRHNPkV8Le5JxULiq+Sfoykc9qMyNhTIn4oJlT+aTm5/kz2Lqvc0DqM/xG48LBd7AXChYyIPCcu7cC"
    "m37YMwzabJ2nCZ4sLesgXfl8QenAPVjCdbb20VIMbM8iTuRsc3+sto1J+pNY6Rg8wOsySAxeKM7jllbkhrB/ckifjnsz7szp8WNM"
    "/4io19Bga56I0RMusaLRbf+9fYYfL9dbAtc09remffsoVyBnHx/755uLlwvLKE4LQW3zCiDe4Ry9xVjMYaHXzMTTzqkIbOsEBmWc"
    "1OyreBif4l8p4EPPIJIwWWmxcNkacp9f4y6XWvofB1stD8AaDK1uvCmowUk8Pvg4+9RjahT+rVjLGPgwUWrdYkvjqXn0Z++emuni"
    "TJVPmE55rBhl0MxIWH3hQ4jCjXrhZGXD8MTRQp0Q0HSgyFPPqsHQ3pDZqXyQRy1OQ8fBA21jCs54IxVrX3B9aqzGf4Nkk4xX3mdv"
    "EpYqr82dPOW09Ao4graD8Y/o4IOa4MRSYpQanFGb9GFFsVF8etkCrJKwAGGnAYUQ6ogfg0M0GXSDvL35eGpDWyX5AsIBbfDCQutu"
    "tGYUb7n8EVOFgtt7LWN3ToYY2geNv8ts3QwPeuV5Jtg+fllO6dPkcTw5Vca1LgkPjYmeQg20t79Nnn3Ib/4Mqc/MG9ddHBtVWTnV"
    "eAh0RQRgYRYMVeuA1TaKhfY3VhqdGIrRo0hk6jdW1bryWrjox0fAyNafHYwEr7Oyua7gUjUBR6KNteiKZNqCmJvqSTDh0yeOZpaS"
    "PhroVy7FmifmWHbq+vLeexVjseoHQE6Yk6rNX5RcHLwjkXtnNz/44m9r9ll2Y7zw+u6fXKog0AI2f6L1nWU0z56Tjs2Z69u+vy18"
    "WRfiPzKZVc4kNsadJemLRPbWfbWM/t4PRRNK8mb8nHeDjqazN/t7LDv7ERrd1nTDkdAs8REuC5vJN6UUrWC2SH3B3LJqMI6meySR"
    "YT9m8B1ksNgnjEw+WCIvvpvz2RgaH/j3yCmB2Hvkyme7XG1iOYfPjSsURMzARGdE2qeF8dkET+lG6Na/GC0blzizSPbiiDE6NtXZ"
    "XByglKNvpipEGL7aVzvOLBXnOYS3IS/2tuGG1TUm0TmRj1U1b1Miq+ssBtqQ82VM4jIFQW1svkFchxMKFoLw1e/joJdnLiM5b9gk"
    "H6hJw6D4pwlZBgmL1tWEfIXykYXRPhGTgIlE4WvFWddWVxEHn631vpEIUJal6SqgjcvELr5ywrRinBWgayVxhoXx4UKkyFirTJcC"
    "EdhZ7n3YlT9lZDYdViYG5Xez+Tfdj52sIiDMaKtm57RcOAbZ59wXfvn9P+LbrjaRyOTibSWuYgc2iUPELnkAr9Fe+dkIDJxrHaiD"
    "LwaO914FDeK/u8FGrrSxxBxwJXT2qCafGp/DOzIjx9LZ8G2Ei5ZpMRnzXKOi2MuQ0x+xVLeviGftZIVy7EzX5iP33q5ozeB+/3su"
    "6Ot5jWrdi5O35nq2hIUTRSwaWPBpdXFhzXXwvJbpm4OJ/PoNy/57jbWOqKpNyagRrbx8wjZ2RH2Ig0YSTDk1K3vf9C2xULdVlFgF"
    "YsPM7xAsdKvMN2fZxmW+Yb2e+62LiA7N7FX+cBbbVsJBUY7m/MzFHXOj52Aw4nDHCj9mG6/QZFpwS1hs4puPZCNN/gIO6cCgFpKU"
    "w2aaI2mEc9EPhq1nU50CfpIu01D5ZMCugfZJ1gB1MFzfEfubNu22cDbD4Ml/Dpsv7Nvx6PiST/5xxGCU2yFexlauapNPcFAIuYHx"
    "1CD0xAA0L6BhMWlMurYkGu1NmJxBBI7sZxdnM3l7yjL3hYxPJA4iY4grhoQ6fSoJTGAHltSGp4zGoA4CmL5mw0D9018o4mQD5gBV"
    "uQyJoW2BGRsuPMslJRrVW5rQvitlzFmO/0ItvZsJJLTXBch/E3jg/2ZeDwboIE0WADQNfrxaXETZgJsLfiBeGCPhgoRLzwsj1Yz4"
    "WnFnRWVEYOucnjdxZkC7DgB8UHOhKEIhp0lwOwvWre/6597P5MKYSWfpEbPHC8DkReDQ/598VuKFpfsuRCM5Y4p6MmDdIDCJHjsO"
    "G/dtsT7Md8Uk2bSMWzRFhSYGOUGuvE+U1Z6RZSthmwkKQhKy7h5ZNQnkGwrQK7YaIy1SJ1Z7V9v7TdVq38n+b8z/AVGwi/jAG78d"
    "0N32jdvHvPygmm8k8XVHG7wIBfD3oIjL4ygDkDT4u7NfVk3rmAn6tLVmTzKgCyjuMtDv9Pswu8+RHDL1uIMck99G8TGBV2U7Swqx"
    "SAiAUjeHtTKM0dxIG+YRYFnAhd6KpsCOqXTO4fHhgGrwQbMpnpQsMv6B8MGGrYjNGsXoakkEGqR2Da+pij1Gj20p5UgyQNXQoel1"
    "zAKT85JsUhHWf2AShb0EBkdHGDO4ZG05EUyUYs5KFDVgBOcwywJrUwShWkrnU3cAdsOmQG3R4p4Q+nj359AT+V7cjVRYN+tQP3pW"
    "AW97chXFJ4i5afhDWXrGJPfIhj/UzxX0K0hXpF1Ju3I5aBFvveLTDw15JoKzPj9GZYm3UVbdsuJS/d5q1ueNLKJClpPN+0aZlUKs"
    "VKbmVe/HxuZHiiIGN15go9VyHbJWeluqBr1+uGys2aFdD4R48ED6cscQ++7f/QVNIIlAOV0zYNy9MppHYiidBHOmFtHs++wgBZrN"
    "eOk5Ho58EgL06vt0Qkkgw4FXI+iiwRjxQO0JzvVAbrOFEtI1moAQvg+SR161b2CfICf7pd7BvixGdhmCg5j4UiEFJtUW0naH1sl9"
    "Adb22mDXZtZZ3jE3/QFTxVAFCuL86vJ+IxQrkKpUEMHYtdk7kYZmz5e2MgC30pM/uPVVbMVnoMuQ72YGiqrPYj+nqUM4uMwFmAK2"
    "Slh+LPQNciwg8iN/ip6WnKLHbMe6O37MGEvbu00CpHghEbt0OGVc0i5UTDc0xvhHQgiPAl+4MPOC/viLnN/HoHU8buwd46rJDtFD"
    "0d3D+ZjAePFDrVyXNaPxPIgpr0Cc2EIJqN44bnHcG3+aNx6MNjs1/7Hepo4X99EQJXB6zWTT0fQXvWGiIpAvA5qJ1Jd3ielFQRvW"
    "Ac3ckJlrCIzvNCQD/usjxmdgq5FoqZlnX3EWIP8hwjK/8XCh1hSVlH4M/LHVcjOzLDO4smXl+89vXpelU8yePr8X1siMhYr94f1D"
    "jmLB41dtrFp06SmCbbjhwWeuyLDTJL0OVR4kLU4CxuUmST3h6HsA40sB9FGeLQ+YLx1PsPaZHuXO3KDPYuuQAeV6/tf/CnDlVaPB"
    "YC3Jm7AQnPSXVQsPMpDN5pHS1VtXLpIZDm1DfZuA7SOcsP7BJiLdFo1CgtD4sSjswaWqEZBmlSAxpdPwLbZv2PLaltcw5RTB/mA9"
    "kKsPxLxQMdvFhl5xsQgGSrgOMjYFkoQxJP3Gy1cvhLSLQ0jL5DPBApfEIzhs5HVApCcCjuL9zna1Tbzq64Sa3aibUpnODiKWUEwq"
    "Q/6VPBDTN442DPNeORfWuIarWFwHkiCMvBzigKSsbbBcsShAnYDW6usp8i5n8BXJWHg7xgks3dBg04MXS5Ee+j5poiSsVJVrEgaN"
    "lY9cNXWnde53iQMBYr5MGy9Nu6ZygWbLrp0yGZiP7yEGYVrSlKhInzYgb9GB2q125y5Es6AilTvl+RBgikhKGAGKuKjZ6R/H1Ftk"
    "r6wdfBMVmTqVS61KxBSwjJK3Tw21lZC9A/FxnE7oM69ldSBL6G4jJrXvHPOS1HFvjoK1ZjzBNW6y55ylNHxb2xgTRHwNFLOyOcbi"
    "SCNngbD/uQKZx5LwhS5Z9aVUJnRafcOy4c+UUXwuwyu+JzDMD8wI18UmVn0Fbh4hQIEqr7x95FUv1yFibVZmhLISDAZP230Jqu9B"
    "BErhfD1ro+KZRDUBN7hlX3nty6SAIKri7pHKREBtYufQtUdcB2A3ESruUkbGrla/9Mh+UygBPNbf9CKbWiq0JwpelRu174KU2AP1"
    "Fz3043kzOLCIbSNLSFciX1pEouV9K2G+nyL47+NpwH7msSnQ5vEJeecFirKBOTg6tiOGLVVgDKQKS3NcefEuVOTBpoJAHLy1jxNT"
    "+YCC//kvY4uC+rbufw2yXelleRRo7iCguNyMYDcqyv/FarjLQGzZ2r8oeuvP/VKSOBW1J2QLQ8e8bLZ3R8inAEAJd3qmp2BR2Kb1"
    "DKGDHcoAtS/u4lhIxrnKuzrV9/7OiYMl+7w3KGKMM/EXwb4qBXj+AIxHZLafLMb9J3TJTDWveS5cHz1fvEz6JvlVdUqxBPE7MtbL"
    "/GjmFU/185cXWvk28tV//rqyB2uEPMqL3MwLlc8hAff/x8n8Uj8rLIkuDa9LJT0mBheybWr9XRWdILpae0L2+QO1L5R7JBpzwC80"
    "ggklC4KriTmm9pDTkoCbfWSCC5a4pxpzhrhszYi2W4lhEGCkndBLo8vVsAn9LJvy73yqsJ51afiAob2jwgCMmuY8Zg68Y2P2YC5U"
    "ztQrqD/GCFFceefU6Vzs/lp6CMlgNp7B/4CRMci5GlKfq9JA7poIPjYj2p+1u0vgvFtSEgB3BkNrIT8FW0uJDC2Ge2nmWJgl+4ap"
    "eARCh9gw6bybuuigihRx2Sl1VmM3io9yroTUSyvZNwSq0AbSnqsh5z9DhLD4A3svRu/PsrcA4H/5j6+NZssmrBhvfMF/Lki84KNe"
    "lldFGpZtlxbpLWGk8/u2SAeI1dKlQ1KHpI44yEjlRgoD8PgdxlGAG2uhx0gyXA88tW95iUG8ULOSEf7eM8ZQfOmZD4UuHrkgXLr5"
    "FuYde8PAb2ocEKah6tLfm+fAunAgBXSQZreAR3jyGWQCbBml0FgrA7lamNu3Y9o901+JiU0TKHF6hor/C9UUdqLx/TLhI1dRyF+d"
    "6EeaZ6wSYWAfLXae6tJvj37smaiRTFKei/SUrxytKLpjUPfX67I5vLC2VcJ9Vx6MfLcAyI99EixGgeLWKz74teVVnxIKYWCoG0IZ"
    "QOGuqCGOQaaReMH8esEojgvVwO0VcOcoF0VMF46Gw40baP4thhsmRoTqQ8MttYMkpxcsOQZ9e77hwA0kRsK7U8PRNfqrrNl/4Ur/"
    "MiyECOyFmAkYuv/AWGzvhXoaDNCzbUYrEZO3usLkZdTAz/Cnx3JTap2XkQnc+0PeI5OXiwImabyVsNgW0p8WB4bxBQSke8NWZrB6"
    "rmslKdYLEvj4tx4CrvLCNSS3vS7IbVGVUb7A4FQLuyw3cNwXMioXSsEYUGsIcdJEKUB37AqctnPjNFWnfcRpCrHp4YGu9oeNWfL+"
    "EC1flB8HCJuuGOpbOoAl5MqFcmjR/k7QCilT09ys6b6AwW/Yq80Ow2I+9sWLBFbnigWqqQzFdAoKRtkblcRZhhUjAuoGTZQtcaPo"
    "B2GibJjAf+yf7CEsPuKHeAxBeNY2cJPjormC7x4GICfkaki2cshUlm6zusHimyKFy0ZpGlsNbgPzcTm0XWdR3QcgcZ9PLnnEsiTu"
    "R1Aifx22tEfNKwmZHt1NuV0rWyl75COb4GI9GwYMjK0pglXGRQqVIsw85WOR6suw/5li6g6R/nsFYgk+RxM20bpAFRexqpjAg2Iv"
    "QfZH3se+d0il1iL+Z3P9QkE3zqsEUKjE/+niHH4kDYdHYl3ypp1ipwvaEQhv/P29NrYLdnlT8ZdDgwKTqhCSBoqNHy13LBCy4uq9"
    "wqzagmk0CwnTufU+3v/l1rbTbKtble0EYxszsnOHCcU81XYN8tWwG9U0L9PD9wHHqFsv/ezW1poW2cZXAadA3KzIMGcBNbG5Nmzr"
    "K9W24f+vvK6E8M7NWJ3mSWG4EBT7j8ML31tamAHrr+OpbS9MMlgZKF1UWjciyDZJMRgGQU8b9ZKMQkdVDKxIFnlRyPC22ltpwRFu"
    "fEM+dzZNIjeOW+8ipftwZVE0CdGIsh89kkZockSPJvABRQGE2sMxVXXafGpND7x1hW/yQq1EzYhWXs2Fpi2DbnXkbaD+tjZtEFqL"
    "BwW7Psaqf0kkmQfZucuw9bfAqHlQMJtOjrut3BvR7bYwFKOP4awFS87YAj4x7QrsL4R3zS2VzD4Y9rdF9XhQ9k8GUaU9lMWR9MzD"
    "sjqS5XJYq0BPAh/bgl9twZi2ZFDaS6iEt5j0K7CvLTsdV72cLwDhT6LiD2BoW7AruGqKaLKejCj+nQCB5cTD2gn54E8dI2TSEUYG"
    "3cDr3BDwrdG2Q9Ps2JLxGj3+A/aXi6MWY0bbD/ble0lR2RAUsHwyBlaEaRNcDWoIfBnX5oyto1IkeTX7twIOZRZazOhBVPhpT9ao"
    "1RaY1L/44lewdO0VheDvmlgcfsnbYv3vxkUijRLflc2ZHiFLFOmuAjFkYS2eRJnwTosg7pJZ1HmcFFMBx2MRlIGpy+9GQOPljEOw"
    "w0zF2LAUGI02pOWh1Tql/ApK5dYvPHS8gvv7Tk9G8K2Rz32DD8yMuubdrWuUSKaGcUt1GAGf5TjR0JEl9TZOiif7TzwgBnuRNrIw"
    "Uhiz0KxA/k8rSku898243x0ZqHP648jHbVvPTWrNWEbwHRstZpxiqrmG+B5oN0xO0cdlvFmsdk2A6hCFVvsJ2nx1os4aSLkpTGbK"
    "dGvzJ54F3amgOhzRMVUfWnaYpchbVGYUprBQtRXjI6L1He/6dzIHSlgH/gltA+FCxtEiPg1DmVCFG1e1JsKuNIlbaPblDmvILSZ4"
    "gn0XcbZAwmJK2knf9PNPVtPHrJdmpBSMRgPHN7PDSgSynn1LI7XKpgixgrQxUGDfhJsADNdKeskWmh5JWGApHlqPr28CBxuPVg8K"
    "a/DXLls09VypjCRLVKEJcECx2NWcqfBHzp7UzcIwm6/HhRPyOPDypgmA+t+H+icQaewCYEdheF80gRgn6mxn/JNwYTLoFHZ9E906"
    "AfwOuKXAqD+HZSfZdaPoj0xGW9OqjAmUAiqU1gxvUctgWF87xzuLOAcitipZkublcTk6C39seuRgNBpT2uJBnISokW6h82pTx0vC"
    "rZajsEYhxHxzfO9FAT8S33DD0scmAaqiKqQknLEZ0ZhRK8PEUMVbeN37zQR1XBe1WDTiEiAIzcb012OaMGXaiN3irpdKt5qD0033"
    "MswwpVb3mRSmiWVS3wVkxTNQL2Xgsy/A2J0pKLQrPtFcmsVumnuV2zBKkRhh4B7J2Mp6rwojPtQHL0okvACTspvYNxgu203xMVRf"
    "ceyG1+ypxsFxo+msYcV9huwDG6xHTIOlDbtHu99s5Zho18INCNMux7w6paBnhtzQZc1gaKmXVvYnbNWdMX9Qxri1+EFI1Ydkt0Ry"
    "0q6a0h9XakQo3vqIOwN2j4bgeh2zaluHMRcn4Lxscuu300NAv8oiNVNC2B74cIK0mNNOqHqG0dxOwFw4bG2mL2Y/zAHQmWlP4NCc"
    "MuZqfY52GaixzpV1V5U3fwJwrwYZz5nxU8UySRNh/pN/KfIdfQa6DI3vDKaqZFdOjunkfwqaLwgzxSXXH4xUhk1L2/BXxLJBJIxR"
    "ct5PqKZMZs/bQHWRYhsZGbdHaGBFLO3BAPwNDSRrRJFKSTIGJslg7SQ79WduMjEq49jPhnV4ZXCkcjtQGYJve52VuSI9O3AIgnEZ"
    "hpSrN6dI3JaN8gIIkn1N5j63g17clRnadwnHUj+rOhDsKtNxOs0nMsTs56uCoZOcNfcZGb85H1BYXDtsTJnDzggbNrnsz1Htvxus"
    "b0OA1l+Lw5H7Eav/EpPe2xfJtBA+aCfan1CXwVyajT1+1jNmm5rM40fmEg23v855csm67ydoqoPfilAn/pUM3o0L2e+70Mz6/ZuY"
    "Mvy05iHkvCXcNryc6zf7lpYWAvRYoIlvDoVjT9ie0qGbrafMvvWQVwKgDDbnz0n2tNao0mLfmDGGwG1Y/UHCMVSHrY0VLu0WNrMD"
    "6BmeQLUqg9yPQAHbCOva+Ob54f47/YcaVK573OxnegnyfdpbSZjFjgk/og4DzvPkTEWcLoAtA8khbwR6ki3ELbb/7L4GDojulWSW"
    "UpCG5RROZaKZOGa8yMy00jdK3jNtKNJTgFEy6iBXviyN2AmvvSqckFRfDkkyaiaqhasbB42GTkT9HIGz6aA73GcgJ0ehAMafNs/Q"
    "bfwrl2BWWZLZVaVQM4N16IafpAwLeCrASiOGLtk2RV/NSArsTNgjLi2vP9z7JPPvE//1chPyN3zSFsRyXB4DH69XWvQpZR/hLM86"
    "6L/rW0Gt0PJY36bwSkgD3V9xhxsFYBL+cRuUCg4CYjGzUMlW/JIBSdA6rPYHoYsCzhsigsOMatlWfZVtsxFQsT4ooMxDSYtYpRbk"
    "RP0v1aZcbHrApOya29X9XcynlntocYCQN9mshDCrgLqBoMebxRqNDmu9z16DON5zpfCGckKkrsTliyvikGmF4R/1vnHVMooQECr9"
    "QlibiKP7A7z2jUSet0MSTSqqyMRJ4HK9yvDtdhHqs896mAlIq8qkIiiLY5ar7d+q3ahQoNA8nV0X7VyIwowVJ4tVYwRorRfqG602"
    "JBXytt4wM8b6FnT9cid1Wm1pKv9lwxUupHxP5uM2l3KX3qQ+b/jyMOVU96UQGkofbqcC7Sy29+2bKEqYixDUKCTfIkMjYNA+gux/"
    "uFpJt+nJ0Aop3jttpODCF9ixdt83XpgobHcgGxBr7BBmPO2+IeP9xcuFKvtrHLSWMqPGFs3I7Ro9Ju3Ci+3+0JavRebfJnyxuIyM"
    "U56luu7f6VMoRLRK5n/ZgzArveJLE8b6GwPd25DCiKySLy5tSZxb8UJDscaR1DtkBaXrLgkPBX2sykRhXRDohuY2L+ZF0Ajmecw8"
    "fEksZXaXGM+5S09bQA1WSpcLp75tayxKbHCxle2ZSN3hGxjnPLifSe5RJFdPTpiX2LItiDSxWq6ZizkTjplGZ7OTnho0BWaJn+FU"
    "K8oOZTJl8Cd7I8tg1px0V1L/SAl/WmVS+tf96V+3Rj87KdJm/lcGnvCPTNxHR0HZ21OZ8CR7vd8lsTQoeTUNlI0Q8M+RdQ6MyMmc"
    "gBvRXDc3zBNx86rduLG9mXSeOBpM9Aufo0S10ZTg06MhcUnvX9vSsn0BEd9x/Gz5uV3jbxFHY/GcvvqPtekzW8MzjyCKZXXe4217"
    "pnA5UFcgz7g37rJtl/TB2c94iNKsmtnoD+9GIlv9FmZCSmFrPkcGJ5j6gtBzuwfYlc5cBLiIwEr05ZXPSWMT6n0i5NbvjTO0L0yU"
    "kemoDXZCs2cuE3xdEnjRuIUX7bRoj2yEvhcLTN40jXExn36DPxotNMborrHqc7ejJExnDgaaUr1wrBDWdwF+J4UrkZLCmtqX3D+M"
    "THRfinY2DfE+m2XozcLlaWfNpjH+4ltSe4F8t9PQFyece4seum7D1GxvDNtbb8uSSNj1nCuDebawbufZrVbb46sNfbQg07r8KARb"
    "gRw6tagYa6GTvB+5eOOgoq/Cj/kIeHwHr0jUYUbuOzdThMSUB9jbKyAwVE28OffHDpO5HfJYRvQwL40hZgEJzV4hH65vDF47q5S0"
    "B8mbbWmfkEwDu54qLS1VRRnUPRqFDAzpVS/LUdx0JH9xQ13O5xjFZeW/0C2e+V4y2fJx6VFdWDY6JXI7ERt2hc8mkT/dZDoYgl3D"
    "yPT3WTfViWm4YWWxf5PdK6ir0ZKo9qh2bvDZSv7VPMHSpTHiehrJlewmMbI4aHJN0WI8/cG3e72ay4Bp4t1q8+Id7MV7fm47mss7"
    "S6ADqtedn9DZ68IJqMPuEdGx8CbS1TWuGz1Tv16agOiOopMlHJ5HfWuyLeCluuaCq+XFoMNFes8FgkXk7zGK4rrhmkjeHrOIGxY0"
    "iMDvMzCFu46GE9KTkQtS7TsJclGZ4PA994mV6j2fCVSc/CKJbzXS7rdLykhI/B8BVykgKG9Jgvybh6WXx/JimZE5biaCRUl5o8R6"
    "4UpVQDzYAn3Ajixzh7q98ELVUme4uyDhgqq8oCqpeEVai5pqcRPrv0VaO1R0zIpLnGrmbDs5VzGzv77+yyHoj4hWE7iBj1NMFDl1"
    "yAVg3/DqFGgfRQB1Mum5vXL37Sp9r1frL7yGZq5seFDoymwhLzRawSwagfsCDsZ2+SHvsnTsIsHp78SxeXOB8jvB5OuxgFT6jU40"
    "qXRoUgujcaAQZJ+QEAZB7vB1lDYvbOYARFpUI9oN/G0p5AkhTirR1/7d9CyRk4G2Hp6qSt9m/OtgZLlF7DURLjiDqipwzKn2UgYE"
    "exx4gW5ZLeO1B2HZLI9jHb0EgjQ6yO83N+KjAj8SQyr8v9KtH37RFn1VzmUpA1767S1RSobqUoR+Us0572ca/8W4XxXUEWvzipAT"
    "+vWsHWHhPLjfogF11j8tebIW0K85I263z1bgfk19/8hAvZ3gM4Mn0Wn01HRC7XpI/JIJ/cu9WmUKPcS4cAXEaxWcV6yiqbuWYQ2g"
    "jnxq47hRbCRq/z6QGORO98wZDFcwZnHr5JN9cQJf45umXRCHrcIEqgjsbOCxNlXF1YaZqyTFim3zJcAnU2nr1TiZsNH00Ud11ugV"
    "oxxFzDfTPzfeCK/ArX4mauBiZH4j5alC729FtJTcQ2wrULGnc6rCRIfAFvhXNqx50F2zmjRCTXhqctyMbNQ1CmfrGXlnMO5Q4ri8"
    "PVK2BCa/xUE31gdh680AL0DU0E9uoauy0yht3r09LgZmVtnGbyHJsLnjZm6pVWAWNgK3gROSA8mh1T+Jwfr4iTKpMWz/Trwv4e0D"
    "SQXmjxusbaTHvrAe0y4xiEEbjfYJhS6Bc1+f7i6DavloNVl1+jD6hm5EaoNrFUoX1TnY0hDdI6P7PpdDeuxuO04BxN82T6QiTH9C"
    "9S+DvjOJy8PCTNDsFHJyl0GdWkEsGyUWcN49KWnufY+r8YJ83slx6UnuiqEqW7GeadB2QilAb5Di8d00rRwBsq2a3KL9y3btH7Ti"
    "Rh+jHTvys1xwxQ8dlPAt6ujQnVAmTsOLzKchxq45rFoRuERbNifZriPgaMnPO8nnCcL5mXhkCOCNQAuGb9IS4gPDc1MwQQ7imc4z"
    "yZNd0VCv4K84Xl6Jj2Kfr7jrxmdmAWRVyiI7MfXsTGytGoUHNVhqYXf6XzcrYErPizS9xcDHDDJ2sMiGhQymDO+ChlZTESBKOpND"
    "qseAfLF24tzC4TExX/Sw/u2GGzW+ulBU6YaJl+9eZCiaReB89rygMQ/MQps2FtXD4pD93/dxDMDMoHcyWNSdoTZZq7zZml0xlc7T"
    "P7diY9v1JLsBtnvcCfKHnqLvTZ+JBYv8iwSe0lxEnUnfy+OvFJP1nCUNHvX3U65hJXASeCILfQsXm9c58fSonw2h/5GWF7dLX5/p"
    "mxjmztwae97snJ5+f9NAqE4/TR4kPWVAC6cq/nK+0DQVHnt1QkJZm5jhuIRJ5PIe32lYSmM5fPoOjYTvc36KSsrMEO6RU4HlLDY9"
    "1n5/Td/rMcWXVOeO4anmUzPQc8A2gUssPyL5b3fee2CoWLa5dgd0dLOdvfQZEM3kdJz1hRZH80iT/yvVW4ozOcv1/07fmv+VTts0"
    "+ob6H+l01Mwly/CdPlxCgPSVMEWlFDTbuipOTEB6qK6cYO902y4NUM0Lq5BduaLfxDdSV1irWCBkwPZJzGNopmUDnExxda9zfZFB"
    "ehrqLUWcq8WnGboTrIy6z8/yMgaIaGbfiJi0M3xlC/B68FmGLAMnFMRgTI0diITQNChPFmg/sNj3KSs3J35sDOUErwiwQYg4Ij8H"
    "fTTfs3BIN+Uu8wcF5M+LxvLSfQmD+vTB9olmPoHUa8fl/ISWmAWs5ykCoCXcN42SFRBoFWhFLg8rrjpHQXCHfBbaIdMYhqD7IO4W"
    "96HbkflYpMqPKDEwZmBpzeFQAN7xHOONvQUk2tJ1UU9dqCqCcOXIyVukpY3IwgMBAQ6zC7OnohC+xHKoOrmFx8ClPIDCjoiwr5b8"
    "EIsMSJM9kP6kx98IoySorNVX8iE8kmcQW4XHIFWcl+OIOeU1OHbfDHOtTiEW8yVd36nzsyAADJUEnpWLPS06/31uS4Vzym5DA6EC"
    "FQO6rUY34icFJm52Q1Pcfl78w5tXnV26mZIPSSYMBGCz0zjoWZRyoxlh5OfeT43i4mmpLn2NdqnhFQNb7iyp+eXh/jPRp5t/0doQ"
    "QICGZdCjuAmfIy153U5v0aTsvMygngcUdXtNo95EwCzMux1/3n8qF3LY3lBHp5kM3J5SM7h5owJT8aCgkEtHHnZUWfc55NLfnp0l"
    "dgaauyKCrHJE+phSvukOl0cCci2bzpQOuydH+xfNft2TbtX9sOn95Eb30tZ59/YZ+T2zuYXzNZ24RC7YYvcjHpjNp9/za/r/pO+R"
    "LjUuP9MJkToR+Jnen9LTpNhCrejziRUF5Tkszsz2DX4XXC2vOwIM6sNME4y+ueLimkxhbFADGXsLTepsoI36BnufKJH6CXRT82X8"
    "tpCSfFM6pdSNXHZPq8MeBbrwQqEuKMRlRgC4RWFbxnhhdKS+JfmOEnBGlU4mQBQCyR1uw4pF7msZ1AoxBVbUVVGg15dPSmeEetzK"
    "/+o4QD+ma1g/cXfIbjxKr3/gKfyhbFga9VdkcAX5SpqclfZclUgBrMd73nAN+KF8WB6sbtbaD+LJ+wf+OeInbr+XZYZHHWMtrTyu"
    "+zX3v4IU2s1qpQV96/9gaC8pmk7y1B0JfkaMPNRTbOBHhUWcAuCRF4TpZwljJMDhysBMbQAxecKP0ox+unQMeg9DG11IF1QN9RnS"
    "cY8F6oNiJjCNX9KtJxRbBitWTOZDzOZyg7UT2uOFZqvc2VdS5l33PLVtX+gXPqebP9bwj5mbyvyxpDK5OCp0lyP0nGynY/K0BLM+"
    "c/rpVwDrBTtl0iQInv5h8B20T3OyTF7rc0OAZckJeT//duZrqzCN+sUqylMLYXGmFDIe24XW8juS13MX4l80d02qfbEiPY76CYpN"
    "wm4/SFU9d24U6anxCpFE1Z3LF4l5dip2OnL6v4fU7+Rslud0DoV2FgeXMpnIUTDrgmVy9CgzJ/gsfL+OlwzbDSVXKmueSC8XsWV7"
    "O9P71yN/mzCuWrWgdaOgUwYcELXXtd5Nx8fC/CP970NGuTVFCZFyx1At/5f6hNaPIsUPhQh8P1vdQGdzTVrmojK5E+OgvqAOy5mf"
    "+4sOvB7nxzA3LdolbN4pTf+Lro2bnDh9lE32hgXsg0hBiHV2sJae5kc3uWL+0t7to+bCuc4UfZUUtI9ad1SaCazpvJKP9Ovx6y9D"
    "Ab641JHtaZCmOOH54x2n1LbjmqtcjKH3DZ+biwTwa00eLGYaxc/PMT80ZyJ/nVPzB0V/PJmZpgRP68YTnI5XRnRgFNp1HqLtkJoi"
    "/Ve/1Lb5d/qvf8TmSUm2hVnxxZxKiW5ZO1km4tX/8Q873aiQpJwpdNMYjtidKq9y9ZdVXEgYvlt5MFnD6aH5K0UKEXaaiXz6num0"
    "5Ea3wkw420ZK+krzM/nEdH8lSW0ky3QiMU9FdPQ450HD3ad+CIciCe+STzD0TpLTEseNKzisXGP5mJV8Ms2ZwNPT6QS5HFHTGx+K"
    "+kaO79cMfd35zffaIS1n6qaTVc0w8F9E0wqyhcpH+q8iaIEdyM/y73fHp78O8qYt2Z9TdSpHOQ//z/nL5zl7QQ5bLSfsz3PZQDTr"
    "4vyutv3u59NE/C0iC/Iyk58OxOQ8gZrrTwDHpm5v1F8Cqkg47/ICu45/hrxUB707EtTlLZ5bHcSi83Zy9MbzuglHDZkfJ7Nx72d7"
    "zY684+zP7Jardju5jV/lvfwAwpgicGXCgMe79BHX/5IMY1LN6b6wcezfglFPnZd94spCmBVRznpKx77ZSxJ1qD6dKX0q639g561c"
    "SzpMMYiD6vYncl1+twAl2fCVc5N0pDwQrvDta2DxPBmolHC3FtjHO8hYxdhUop0+ulYvwk8NVsP1sHHQmHGTR1rze4GIj7ANYI/Z"
    "CGQ3pVXBnDCnqHvLtt4i7zJZjyUf51n13kSjee7msp1MqP69a09FHpWq4nzjE2TiwXGBA6VOMa3K00wLON43E/jX5/K2kK7GBYr6"
    "bHDnAnZkufLyv5KfXFAHS6rOYzsypC7Ealh2gaioUyekkDuCyuWcj3KOiGF1dS/piiiJG7lk+rTvf84TLscwBhXBR+ZAJ7Fy5hqU"
    "w7z0eLWHbumR5kxdot5lsC+f6SxA4fpDqS4tABj7vljscNnJkAkLTxKmS1iBEnFTwm0b6dQjwDWM/FB/j+FJJ0G4FblschmKuuaV"
    "nROE6QtXaUogH6BtVyI8IA+xDb3bNi8Wai+WX63yT/d5Braj/qd/mEcYNfzGOGaP4rFRe+Qo0ZeBvuXo/z23Zw23F5N12HL92KsV"
    "2f+V7Gwng80bKmB7CG5J6L6uaMlZI6EULCufIT9r6q88JElaHA4pk73hRaDlhUQux7n8l1ZBrwNI+6Oidw8FJvgTZPqLAn/QxnTK"
    "AbF15PrmyZMwFLZagYR7EAf0dAf5xQ3kF3my78hMxDdBuEFR7IecoHsdKil5ov9Fqm0/x1bW/0e6WNAyfY3crLoJukK5O8XttcOj"
    "0I6JkOl8lQ3oq09TekP5HRjn+1ULmBhedLOokJ/SFLWqrLCF8ZiXRFqKQiEiFjT+CEsLLl0W/N7glZL/rscLUt48q6oY8k+vLATB"
    "Ej6VtXmTAjAqoMcZdEperYLw+UvYNjOsz1plWPetcjc2F54fvfoTCxnoB00tzu2UdJhG9XF2fE03LE4JwN41r/Sz/Zf7Ab0UJNv2"
    "z5tOxfZU6k/MOQNH2afDbCRoTOUh4FYINeSXbLodsCJRfaOS13sGNvq8Bv9P3KNbWDPmF8ZjTG4vjGWvlVeD6cBWBDefxkgztuel"
    "gxosUsaraxpp8jCTXQNteswg+1eB8HSCcNL9i75vO/fTTnoy2PP7kpNsZD7EAh//d/q0VN9+HQwvb4+7PSnuzP7r8yTp/KCzh1xp"
    "mUsjJUkjDPHY2PthtssPHIdWn8gA9U5j2BRlUYEcfaqh/4tsrKCSvPa5SHCWjib6DGL1RYbZ9rss6gOwv4axbYaSwG32SJ/ODzb3"
    "yZlb5RY6j5tBnY4wWAU67emgOyYtEZ0s7hR7QzvnOXKM9bGc3YbzWI/tLWSoxtd4/0noev9VV5N22obolZ1rWuvH3yfgB3Vury7j"
    "jBtodWdnYUkedDVxF9kIB7cpOerLas5h1wY/XVcEF557dG109QrkhPdqp79d/fg3i9+IO1y8bxgV0KeTm0daVMgnSIiYQoXB+cyr"
    "NP9ioPBYhMTw0SvIIuFrM9LTCFVnqqw/c9VZW4rsEaOypHj+igX8yKIymU9LuwIq8HpM38BuM+CUf+h16hRmevK7yhDNI6ogpTWj"
    "hTnvb0pehzLFtgYIpebau4MX4Ls+CdW7XBW46w1SlSIOIxkhfC9qpfDdnqzLC374wwXfEt8Q7MuVn7HtRdCFh7T35Ycis93AmQDu"
    "7GpeBY9x7dAuOmTZIa+OdyAvbvhfEfdN5ZbpESPnHjdjzrtyrpUOnKCQ4vrmBmh4xx6l0SCLt2/vFsrKU2OFoVaK3h3FX/uf6op/"
    "8SWvFxSHr8ii6DgdzvJXJXuQowLgH/DZr9PaI7/rzKvWTj4BSpBjAU8ffVcUa6ibyo5V0TYgwDwsAA6LzOvQj52FqIVBN8rfi72M"
    "hrlQBRAmtlyQNTu5YWKfFoDOJRWwnCROi9AEvsybRzD3ASSDlv0qL9PWt+SBTeEbrXEqwDjvWjeNClTJOua2itNuHWAe/POEFVPX"
    "6ZVo2dVZbC5FCSaMhQI51Cr8kviJxu5I3+hSQWcgVTYHrBAB2qDsJ41b5FJJx/qIuwzoZLyhS5nA9u3gbT0yU5P1VCzRHqxvZi+O"
    "11r4LtukUznkrNrC01TbcT8L4WqlJMA/vk7zGNlVXfGoseF1U5AYzpXpl+b9f99qKvQBTrAuYRnaFziW4vj+0ooqybYUeZoc1Ojm"
    "xbYGZ2K4cVAFfFr3GZH2fAZtowFfBf1tqPNJzlzHKaqq/tdWkOdS/UPfsU6PYT1LEwqP1B/61ICU6d9vpciSlA1MCto0NvWpW3ij"
    "9K9MfV3XErcdIlkRFlTn+X5RXIhtCY/4dEXV53xYCrmWytjjecK+L/WF139FeTBE2xv710db0qaaRR9GPNdRHl6uPHyqMlciZ1NZ"
    "1GattnlMNkI11ENNyO45vOOMB56Kt+bLTHcG+C+evLRY+7p5mEVCebqFRfWXi36jsp6WOMLRIP5v4eVZUh2LEq4rxzlavlOzA8BF"
    "Aw4ha+b8FpKausw0j8NELbKHbJEDpoBZju4IJz3hJuS2sEoJPRTQj5argciu9mrL7+juiljUDQ2AEeVKcUhITIpm8vuB1cWx3Z8J"
    "lGmEabFuyunyMZARjQyOZN2o8jnORQdKu6RU/Wu3le4WfLb6V6rrvQxnVmLcT0TattlHpg7w8BHqN60Oon8PgjIfrjSlWejVgmfw"
    "iMorGyeaPioiHD0AuJ1qgCaTUZgs0qniGRJRbAgjqqdWMvNm0FlYX8JxnVC3jiGsciL+T/dTo+TKuUeL4gzVdnaVcGfVM1ikHdJa"
    "ylDovlW2IaWQ8+Y28OIhS28H+AaDDuyVZafcPmZHtMJKGb4IH45zzP0mVgSuDGh+Iws/yyI8OYIV/zDPM4TitFSpmFehaE7gP/YV"
    "RcbIIavUrQq84ZCCIieMHUg3LucYr1xN0BqDQf11/JZo374YRYyNVa6DaN/5QYztVenamTza3Icr1OK30zmzXPeiMVbWSNkqrfUf"
    "OpBQGz1Z7zgA732ONSUYhwqfFLp6Oh1eCFroMOx6bFKPoraCgmZQ1FmYhdofmIlBswLECdH9za4ighAp7JmKTKTuO0DXY+fVvyzU"
    "oVoExb8eztkr3jXBCMzLold1Q/dH2FQ6bbq6NXb65k07p4wmJm0XCojVThmY1qwgbpQF0ink+WduwHFrqBwOLikAPOBS3Vr8NHSk"
    "O738AvECnUSesImbW97KOIXe4g1LmluHHLuNmsu3LsUmJgvY22Rx68ejEnsg50ne8gXT6beghiGyRlvCdd4zh9nnTec/K7QjoW1g"
    "HyP2821TlY+2zGeye6aGDNpAzeiZu+HOfWY8DkQvDnh3+devI99Lko3VX7gN1ploPSej4i3zZsEn+fpN7k7ITsYqUFsOBwEvYMqt"
    "mUDWKaerWWWwLiuD7fkEi08SFPclWFDcnV6cP3Om/PpzTly2E8p2q5nitw1WbRRh8XwYdh3EB8ZYLjzYBmgOWPGwGx7aWao1C5ct"
    "f3DTmUL/RkLKo+pE8GFSiFsyEvw4x4WDpR39oiR35Wywv2w28tb6XfinbxGSwjGD4ILsdn8m7S4oGkILvLDnIjXvxRO5X00umJcM"
    "JOZTBIpyftEsKxOXZ6j+OOr4JBfZxLYZFu1E5/7Hma2QOBn1tWf9Op31evNDHsq3nRft5hG0s5SsTG5H3tuH9TWhyfALQn7XOFpe"
    "R7ma9xSCpqjjuwMkYJxb6ftDiG2s8uTu43ZndqYHHTV8KgUC07mkkmi49Qp1hgdlqrt3u837mWKzwVAX3rP7Ot94A+mpMU17VLfr"
    "ijX/7S4fbNPy1B4Hie4CiaD2yW+cOq6vurrd/uBvt2lUUDcXypANNPdVgvMZlfIZZzJXvVn/v9PJUNTNP9JLw9KPVMkrs8OzSWMQ"
    "01vTpDLYPSZnJpd7z3SUfvV092BX3lSk2DLEHfR9k6fpb0GTNu+JLivV3WquLU4i1yC1+TKqn5yumGIOyKgYY5s/s5Fl0FQ+mX1s"
    "/Hhdrw8trerTPEpEP2pD8PMYH41l+0R44N3vLZrN/b/qhimPo9RwuWAUBPNKq9kbWFSJT29g7rg7deOrYZ44Lh6xwYRbjxs31hjM"
    "FqY6lK41wMsnPkK1PnrQsbCuwp1OxcNLTK3Qo5prSwelOlLA2Sm007SEuelgPIQYFrCWveGxM73R3WbwBaDRqAgBN6luMie6LTqg"
    "4iZ+hEZDt4UdFQEP5mKs1rQs1F68yedaw9jdoGJtyUvZPdlV8F+UYm15xSEPgMFF83gwncvLIPaebuvBq1Zgq3NCMTpnsDbfr2NB"
    "SoJN8DvdturDvozIney7Ox+0yOvoPDX3BAslitnIpRYYCb5kBmirCABnMd3VDCD9z/6mFdWN3kwZyNgFjba6Wdv0s4Cq4lAgnVas"
    "k4qvs8XieAVx1BYkrZ8AkkGLIvMiHH73PT6nW8eloguEWxmVDxCfXcm8IfoEYQ4QrUdWH+4QSyQZRv1Z9zx3o22OhboXa9C3onns"
    "RceHoAdmBvj8Uh4x/bPa9uXr2kyOjMgWH7BWVA5u7jtG6OVtcekq2E/OuPFwCgamCUtBqBLXNuoYkPYBBQXTDTjr1rt9iRFZ4ysC"
    "5MxT/dgysSa8pZWXWUTT2pgiWBL8hMTS6pFk6t9EAR3lWs0w7YOyQ6XssYjbRURdq0yKPV51oIp/Frvot23c4a/FBhruxo6BhM9o"
    "ookTiXXrm3RARDShu+vgRrb/DesVGa13tGXU144ZUV5+FaLsx8CrU9Bb6AIdjTif+Nk+Safc60aVXh5yeRM/8V91R6+4hwIwAKqP"
    "3JvxyoCzu20ueUStY9trcDzWFYaGzk9sSHmcqjji7G6HgtwIWGDIuuLtLdIjCSTF74rHaz2GbSDQKZDsPYD8iiBMDOQz/t7oyicT"
    "2yl3pHiJk+wSt+W2+e2Ysy/WYYmYl507pfAMeAzc3T0fMzY1DUA6SvWu1CcJmn/uFxSkxa8dFWCVjNg0Cu8oaKfLPPJjTJZRCAMt"
    "m1wHxXCJmATS+YKAxwlST8ut/0L12mJKDxoKKImOekEAkqUSEMqztiyq81LTcDu8y+A345XBpjJuu4UXjj8ZYoYSGt8xJ6P33Xkw"
    "T/ppboIWCzHEj8xjZCHGtfIjbsJrCGOO2IyJMYWfGQGNv6ht1SePzLZIQm7dtjwORCgrWu31y92S1hmkGnufIdtKA0p2w6JTEOw4"
    "uXROxECLMYIY3d0P9PoFZGtoDXCVbpu4IdDMWIfAceGqCJCtkwmUDp6/8Hr1s7DvV54pb6JNbxEoLTrBYBO5x/TUnzvAkE9VC0uG"
    "INkoFZiG+Iz4zuJ3Ll909yDQ/krnkkg7s+syDu07p//QKfZJlADeN/6o51DuAVafG4J3DmylGU7FxYMCfm5GHHEo6L8PK69fTnhB"
    "Mye2s2rRWQkei3Z9K1pbLBRQUTG6DaVlgGOB+O5KALklYb5ZOO8btL0jDtHFnS2AkoU7u4Ct/irJphhooKATNjk0ZnDZ+p9K7sBM"
    "9n6nTuB9kS+WO+erEK1vOv8KpOW5dBHn/bJKfl8Z1J61VKvyPjoB6xQ6wOW+8OZjU0CUZfihpl51R+ViYsel/bX7Svzg9cnA3fFL"
    "Te4UNZdwsQ3OhPAm7nqh4ggbLvb5VB4mKEsqBqE7LvjUHBVqSsYCnYEgXPyh8Bf/idpAKxJHFADeowAlC4vc0z/+GNyJYL3NmYNE"
    "tSZ0Jfqq7gduwBfnuHJwEHZnhx5LjaaAa7+xxKMhgvq27cD7QcmQwjzMEFE0Wfbz+9A9irHIvT/RNvE5f7i4RQv42VYQ5NbFozh/"
    "N3y9pKk63b4AVNP7rxqayj2HYRE3XOppfDEyUSUgyroGTHrDZcW1tQgSLj/9OADvN8PlWYeH/78l9ncVhqbFQ0EdQ1uvJx5I8myI"
    "U1G44peggjAVgcgU43UGd2NDII1o0oglX0McztUH+tRkwH9wG5RDi0G0dDnBzcH9XZ/QFc/lUEEtAgq3cdkBvwNoWYEgJH/DtTIv"
    "OVXhLMfBVSZKc+CdxfyEw8P33dlPXa26wmw/TDqEkdoUUhWVOyALs9vLwI4MS3pkoG8/frsRMlxaH8Y2i5AYgZXGO5qJ9DDdeEk0"
    "wMQbg6nvhkancgEe2jsinuFbqSMw6M8dt4zyZSc6c2AOWhBYFAsix0wRzxD7CwH1OINVWYIo/GQbnOt8QivWJm17iKEhKL+FAdTN"
    "zPIEpgFxmFterr0BSNq6Htf3bksZ4ZKD9esorfgpFCcv6fZHkWQHiTnWBRA5qfxzcSCcIfKKSPA81ajAlLkfg5KhUbeYF88AuoD8"
    "MZtZsmeIjeqEC5O2/A7MQTyn8Qq0x5ELSANfldvlRawPY2AywJ4MwEV8gpOM68WZFtkYNU1S1HOqeacIIBnk8XOQn4wTzFJPpdux"
    "SQFE2a6VKZiY9oVtfBscK5jTyjtDp0PVkqQB8yRoE6dAwXmMn3eEoeBJka/hjFqWz5OQqo9lMaDX2TpzwmemVuGAh8Xfcl4s1ggz"
    "24EytFklIhUPqwbqqYIll7CbAQcKz3hRQTYMIsr8ZtU0VJJBmickbsZ+6/kkT/ul//Nvst8e32SI/QntGDm3oInY0pZp8n+UR0OI"
    "4GxeAX8mF26Wvgl1aff0K1FCDFG/daxFxARbPtocGxjs+3KCZYbtK+2SFJZAohQvnIIi8b7B2so4wdMqzAQVRYpL1ETJd9HSyygf"
    "DjpFMlZc4M4uuv+u/NNEtdHZIXke+Uz8eKFfZNs+9DTap/76Lvv6j3c4zzp3FL2/8XI5X/yP71m5tVzEQzq/W+EcNaN9AToTVhAm"
    "OjrbPu7/+g5FSnfC1n/+2MD9GA3lvaPUK2wvV2H+CuYyybY83X7LnVDLP/s4Bjq0cYPs0ZMjQ4YkPZWA0/F+PqHbfo/7QjBSZace"
    "oxcgjqAMzJY3jlBBw0CTmeTWrwtsEXkgHuC3124LNOjwPkar1Yji2IVTs09uguGQVZhGH522EXF8PCF2u6DthGrTd3U8MmpsnDcg"
    "nVBfqAkNfjKgx4N9l4AjJ8puGGNCtVvl3rY8NaWAU0bG5pLhZStFAE7+KMeRPenYZLSL0eJZI7pfcari8JG+Ko4hyfBid44W1s30"
    "cihbRkiE4T5BPY07CAa9AsLU4bPk7g/fgkmgrWOwWxmOwdPlwiek73VKiw12Z4FCrk085trYVwL4JyePfRNPmpsxAzHjGyb2yMB0"
    "QjapFjf2nuesmdC5c8VPz3ldxqhZg6NuN+pJRU3w6LkTijc0uJzEnZiRp70AZ+CdByMMswecew+xdhJkRExf45IjBx62JPFSokqz"
    "yTXsneTnAgOzyZzRcIvm/Dyntefy6D06hfrnXER6MzgQhIJdAqos8UbMDlPM2vIyqRt4pJdxHVh/DyvmpPVtjGJNUKdmDFgb4k2Q"
    "nk59LyI69l6An9IL8HSjBERaqmRnvTDJbSBtTE7yaMpTmwHSpXudjtUWGvI8PGlLHPNERc2/OIR4SOewkWZeDUN+n5Q46jEkb6JO"
    "SoQFp9BtcDV7skwWU0FoUJNhJ9FbhZVwVdgLG7jYbULNre2wo61wGN3BOYP1pF859r8/DX4zL8IbrmejwFyCA3zx4oLpT/eo/qAr"
    "v8EVAqAbioR416EkiF3v5w/mLGSBkv8Zqz+TmvkfsAQ31APoy4VXrQBNE5GFiYEOFP2z3JE/3W8x6JmKVvVnOdRjPcZgGCBuoBXG"
    "nxUXcqFKv85Stakhy5fEUinBFyzlkdcFXMdBmJtTdwNM/dW6CnE8/9A14O8HnnmgDfJPB/rIn+dUPWr8pJD2uFQPud6TudVDenNT"
    "Po9R/lTFCIrffdAqm+Fc+TLIG3kjf+5VeAVmR8ZVu/IEQDuUJYBzaAHFig1Aa1f6MGUgBb3HFdeAHwpJLZWHaTkapycrZVL6zqJN"
    "kR6IRq+gfiBiwYYFI7/rApniRGh0yS78gSbxwEfBo+flR8Eoj3MmaHksF0o5LeL5l4/l8cBi4sGfjHTx7A/v9Flc+LCt0Afy3+t8"
    "aCVganDGUQVZ03GVa5iH0m1kAqRtP21Xm3LkY3eFYqlFmIDkEY63bDx6fIjkH8elV8CWyZh7qoxXvTEAThjodY8nfnWjluHLlb8N"
    "SRdvLM8wCwy9pAzUxSlpmRYCs2/Npl9aTV+Ew8aJTDWnkhkN0+ngv3JC8OmZoN3rDwxNOrs1zAkm2zhRSWsCdUg+zjNEAx03iz9p"
    "6aeX3z6f/2SGMJlXOzGpZpfgJ0hn1a8Pqh3ZBpK9WlFhYkkQZ48vrjYFknu2qcKqweNMOKtFqFcmRoEnXTIg8rztNKbHMx7hPRP9"
    "wRZ9jx80FzJ6svqs3PYTEQMMtJL0Ibh0iuiZc+TgLZ0RBi7tO8HTjy5p7Z2K4hkyZypED36eAHzN+ImmE5cTnRGL0mWtbNNQ4WZR"
    "4uM98CW6wHMTkKhbaEqGQNwWMaNSTYyleD+d0o9SXGCozOV60Q9vbKgaGQi7xD7M+SVEDCXFjG4hl0lBy80l8PL/Uh3dAvPpMTDb"
    "WvjAZCgflHHBUsyQPqj5D4O+3Fv4W4uPTe8neHZAmy8Ghl6fMGUXazXXecmO4wiNfB3t68myGEPs2PF0y429SQPZyKbUocV1LS81"
    "b8TWK8Zu4uVbjPgz0rh8GbVnbFMOYb1E3zwU6L7m4TTMZPncnQBqLTlGOTA1nnzsrwRvDT+8ZNjszs6IWuSMqiNh2KCtao62Y/9s"
    "tL4YdSKGQqY833zIFT+8yvWoxqEiP4PrAnaIkxU1WTlx/KbRAEaKYQxM4U2Qk81dhaBtZOyWz4K+DXlBlHYiTasvaCEX5WWy+5E7"
    "IQxeXFYAoPc5xc/2eIJFEjh0Q2MQj5ADgDHtlU+Pc3vSs9SrTWECjT+2705JurcAxkLS3ilHW7VTWjWqQG5W06m+bJUXQNSYI/5Q"
    "w87n7X6TzAjqyN5zP1o9/Jh5XHbFEyOph+oxCddeAZjYOQNZU9pszhRafo9eAccmHXGskLyWHR5XCG5zComu9y6anjqZcwgBLCAa"
    "GjEOs37ay0Xfk26iPKoj/lCoLmlfvqXLpG830mUaGgp3tr6STv+O7u2TfcXGMlrgje4lDvHxqmQ1wyCP44C5TBGgN+ZWgUfZJY+h"
    "elECll/KhuM6HKUaVc3sy8Pe21dQbAOszfKjViVszrtxagB2DiTD0wJp34zkaDFVeoeQ+Shmk9KhtRF9RjGY3I+7JzRKbhyGgZHM"
    "UB6nRXDv54bYJkLAaBoyVhK3/E28rVmd+jvJJwxRM6cjwbfRZBdp65Lv/F1sGo5lhqqwn9X/fhHOLGwf+Vf6Oe9/peQqoI56PNFY"
    "0eIFuEdxuqOUiWSR4Cz5Z4KUfbkapsNho31UuWlcGhwiXkeP4queBqdCi5QPVsso8YH9fD2fSEkJ7xKG5KouDTpFmEbPonj7oqSn"
    "yvsnKg8QRtLYVvz7yejJRiwK9egkBbBHTlI2qgpDOII6l4yAbxYR9JOtyUsS1Ve1SiarctJC1JoJlMlchEaPH6fs0TMO10x6pam7"
    "yOIQ0Plk7U8h3pq3eewArExoPE1saWOVMo58FXC6fDeUnlx5OC0Of7Mef1gM88EM7MC0caJPEfvvXwbpbL1T2g8q1I78MVe+oYV5"
    "VDTEXKj5qk60qGDCcmHn8h3rQCqHoCVibXkLPm10zm5bgDG2nYRy78lc356JfmOamzXd6STkkPOwcyFjyWSBTTr/+V2FaGI9y2xr"
    "0RJOH4httyxp98W8Eov66DuP8mhmWJFv/5mzv5FzYYCK6qJykbwE24Z+OAxmnFkNwGctMsu2ktPryl1f2zp02AJXLxEoebyvOkSY"
    "B/+v6RoLbAaLdVT6eMi7igj68J8OLUSnPYEBqz9IWlCChlUHtgiOp56PMt1ngR5JuSfSOR0udrJfXrAHoPt1m+VA56cjTdH5YHS6"
    "hZVGb2pPuV91WMZO3N2RrFBE1dNN+1cC5Cetnms749oOK1VnXegOXhxxQOaFmmi4WI6DrgXkTZ0SOftGQTvzzSTbBhQtuW81wbYo"
    "2j6QYMZKktsi+dEuVgh/V63Xn0P/Y291U/XqlGOLdO/Nmt1NDeQ2WPOixpEs9iw0x0ZuwufHelA9x0EXEDp27lh+E/J/E3cYAYv5"
    "HO6LRp9bKDafoLnlibO8Pf58gCi2bhdPZxQ9iYHejf79uQfM3TaupcKdElOaEf2vEah6YaRlHheQKGi9U9F1WzHc6rbloUBVaeL3"
    "UXqE8gjIgODWVOYfPA+3W3MOrYB18ItcUBbGtJZisxfBLFJy/U4jSkNU85WJX0T9l3sZJQyebeYBhEgPyArqC2VCtrgNyJPPNlc4"
    "0/qwAvAUe6r/y/00n6MaaLHfXT6cx28/h22ngkmIEpVQKOgTL4ufi4lFQGV24wxfmXVaNHanZHvgGfLCpqSH65V0EfvhlY8woR+M"
    "zUKVHh92xcgC0oa1Ge5PePCOmt0xDfL/R8OLMnxEm41UNB8Yf/DXV8sLpds5cr1AfXFR+x9KOWkVaPZ7U/gtkwt6ksSlgrUH08br"
    "Tl7DY81qDicCi8JtqcjYIeDFLq0wFmA6ZomBG0EKbLG8F2BGWMkQqfUR4uYk45gUCe90WLA5bEtmeXdH+OgVuBXtlHVNRWyPiwrw"
    "CLeuhFnD3Ddqh+UgQdYdcphvYe5EpRP99T6My4syJqq2WIrcDjg7YarYRqdQ25SebfHK5mMppTryL0qdD7K0JK4drXMaTvu8x8mP"
    "iGgOSwQWys3UKbUG3Hk8WZVYm/aYrzFzxa6UQ1nOZg81cSNtalZedeELk2ho3H7T8zxKhE5VtLNjnr1odqeymPWdxy4tcoy5ENke"
    "CvBBQwFEfUeHK3SVn7HAyHLaMD3TsVrl1nGTtaP0qLd2nmss+ydz42aRnfLmsPROOGVOWsBMJkGT/p8jyWJ7lD4jxymE0zF6VEc8"
    "qIqlYTlJFxQR7RrRHHh92hqHusWZoLH1RPeFSnzlXRwHwX8IdpIMvAm1jUerdqxyXm5O+PUE3wA9beKdOpsBePv+xAslEqdrxWmG"
    "yLRWEXU93KcGsfDHLPipyMy5sjpnJhl4KrF8YDfVeRCKwmpDksBDYXGrs8VnWWwulDuQXCabQsgNBnbea7324k2Cx3p4VBypEfmE"
    "IWRydVypzpG/GzzdlvT+WlzNF+/ALa2Lt7kvcur/GlIYqBD1I0qTI67/5bNedrWixCUNtj10njAkurc/234uKZ/f8x/t9PNYCbd8"
    "+Z3wcXPxYf5a6B/c/KR/tiy6phm8RdMIQWLo8gZUS64KhyN3Z0/LD2J0muyYP4TpYhSp92a3GCQVL8nE+ZPAjigzw/zCX7TyxoJA"
    "bktWapmkuSYaj7luoJVUr6rJvXmY7BuYjggA1ss7BsuXZYcewfE9drumhp32fektrP+l1mgyiSL9g1EzOoV9bHSO2pYPK44jTHvw"
    "6hpXJJgwHCOx52yDoFaoobKnBQPDnSHd3dsEROVyC2dFfM++Z8KtoeuarInHhRUNnvzlCPn4kbTKFGdyUhc6Mios/cukg6NmGC8X"
    "CRQ1YDTS/AlqeJXSK5OP6Y2D6ScznCOwKgPPh82snFydggJQIlEqWRZw8OQhhEAb3qaqMKdOjvjXFsx5VNIaoClOVSSiVu4+qb0Q"
    "ksopdbuFKzDBTuraZTymOYYOl5Bj9cPvkngvWS5fF3lMnt7BnBZNQB+PrQqBudbIe3QBnErwLpCSLwILszDYRUIW8Snk5z3ieNzy"
    "zcY+UnLsczimxevBi0wmqhcvAkZ+uv9XTWA2B7TfQbwqQ2f1CKblij/z9eTsUhaoJ+jS0InfSxIXhK7QA+jk1gY+YuQFZoeH9/EF"
    "homP451zTc9h2mJMdhaQiOVkQKNVC2mcfNraT2bNWg6kw1z8y4cMam8z4KMbg7B8YOz8ISBxIRY3drdGGTsNFBFb22C5HpYpqmcn"
    "b+RArQaWEX7gQMbthPcG32Hg/xN47Jva4pBaBVmtwaowOdtF978M7NZkBWL1jhGrxIK2dEK2NX6ivhzj3tAtnvFSpi/L82V5Piit"
    "mB6EwJogGvEuY1vpwNoRlWIbHJQ646rjjEzC+wlTADuN8czxxavWvzXVYc11ejVI+4EmiLTpH/rz01Sfp8nFGTlhkR088qmNdGpM"
    "n8REeFiCYdYcPmUdoRhzplOQERrsH7SPf5P5n1rUz9SxjzN0K7xp4kpnogrENOFj01zK3RBNs7j9eeb1RM2yybBbL50t+wlIHcUO"
    "8lI4yDuQ9ElN+Oj+fKQwEL59bslBjcb02RuKxXT2GfBw/oXaBNWHC6ASCem60dQeBLmA3ZFwol+iS9zq0jZ3KtRlIFubOUFr6tPz"
    "UHF2RwmnjKS9AO2QTpuERYzvZnwlVm/tux37jOc/uzS4RMLWt6wNCjMNKqcyJ5xstQjxAamzZ/K3U4Ev6+996c0HmjPJPpXd1LS/"
    "ZmhdCjBxFo12UZDevwgnA2MJa1t9mLGWiDls/KBwbsKMOecv4PSPV3Ta01E718NhHwAKJBUYxcKuaOVEDR8GLgcd0BnCo0gceufM"
    "j9yuQpPuw4KiRGKuF+m/xeuy/NgG09PpxzEBlujDjEBzw/+BfLSaKJQGVQe0F0BfPJngg2igf3/6+cSc1THUtfTPVv7xRY0tIbSs"
    "ewZsHLAjtOi61S0w/5nOrZ6iDTLVTyj4JF7XE/aZI1C55DL0/M8W7nqqYqivfDfJorOhCKxtJ88IRcNJ4+A1Z0bJRjd9NjOcrdyU"
    "0qI6Yjc/cexjp8lon5sqIQq1+DCvCELYXpg7vWgx7KjfcU53S39Og0uvA3i1eF5Ov1eEQ/WVcO5xPsvR5frMzK99F24Yp8UHHEYa"
    "09lG5p6v63y0xdbUBDL3+dG/V2/vM4u+zK0kgQ7UwyVUdjNJB0e5+C5o4Ml+dLK7H3uQE/Z2PRF2MK+pZebmINkRsR5sdZqmmecm"
    "Kt8mWUBBmvRSFep1qQmkVzlswHmKSv0K8sDL0xL/k8eoCUVwLzgABl6a1WpzuUHUT0hqVAwx1SttdhF2ptVAaMD6Z6h5u5m1cUcB"
    "2GZoiFNBOFD5XJ2vSWeXUeNmojAW3MxfFOfv9zlp099zS3oCir/6WZ5T4hQvt5w09MclwGb+xP2SPuJax5rH8JKeuAGP3aOn7MiM"
    "HA9KeBCn2O0AyyCuJU/IshG3k0PJPUcXEoH+QuSz2VC6swqPl6GnpxRt6haHjJ6gXHQKnZdpiCQeThSA5HJ+on2MqnHAfecgClx/"
    "llgkH719QAxy72wwcblLs3XwMYsvOzb85MWGS0AGQ2tlZMuTg9cJcxVC+jFnUP8guvV0je4W16bHptAJaK3vrILgB7xMb9oWTm9n"
    "zN5cAb/TXzS/uW6451+3+yvDWqQGYnoegdnoPvssNbsczVcysx8oLWhZBwOUMcIaPetWv6mlaLg8ARhoXpVDdYsP77DO4HAkwVdE"
    "tfnY+cCegT3qG5q3I89A7PCeAPzMnBOXu16MG1cFpAKwv3ot2COfDvGNZFww54oxXVEbaEf7j29S0BvVlQ+XgEZ5CPpbUYYzJkWT"
    "QirzEqDzppl8154UJ6EoMlt1XkTm+v7AYwmgN9p4xLkWhTyMlf+leGq25StjM6upaVTS3MwPbxxSOjD9h3XgW4P5eRIY2xcV6HUk"
    "OOrDzuvydmLDUjqh3HIC1w75XOxmamFczedDj/iLKdvMakPWmlQUFJQsrfZdF9+nIdIptF5h520olJkODYRwzW+GScFpATY3pCTa"
    "9ZNd4HErs1y4e2TSDfp/5XpLKwMkiN+b7YCVGcW8jFhJzTo+aG4rqZnqpOPzuGu8NA8mNCq96fAJRExUZSBnCnBqQvR5DPTXImjK"
    "S9rZE85J045EMDzYMCGrRxwVBKWFbnTr4WqVSNK+rEuRn41pBE8vNh9YLbRdxhGjkLsd+UVhRxUN77NnkHOXWJBvgs8kQbajjv2N"
    "Sfhhm+gWuwODW9eb5zOhuW5uOpXk79F7DWoWJhtD5NMm0SgywzOpMwnFy6BDLXt/3ovmGs9Lh5qCweox523HbGqcnTZsC3JRqqjg"
    "+081xxnCs9R8Z6zcWdrO/C7OnfkWmflrNgXc95t7Pp+qPzOd4M92Pt6sM/FmymLVsvpBDrpn6r8xoIQWn65ni6cUxD1Zzb1UVS0K"
    "b+iGGWINvudjafB8UzxcFFlrIrizMLt898/9sekhTz3+p8ouew2Sq+NBZf0JT8gEgyUlXLiLFip2Ksve8r8Ns11c4KezoHi3HyuC"
    "b0dIwCmmTf6CnTkXnBVk5rxJVoD+wIy6istJAYwavS55N2lJMSkziWW5AkDl3TA4oJFhILuNvPDE28rrYDo9WCHkiMiQx4zcvTDC"
    "Zdg13y+3O1guKmvNA54rTW18gAE5Ykkyy1RQoQ+PrJ7hxWtU4GIagTx8NNh9Eo72ZdOm85jziOLh+dwcRhFdWx78+7yEriIgc9kE"
    "IM56Jqw9m31jkZaa1iV14RZKJ3hoxxmd2QB2EMZ5CBPiqx8hNngA0oaxF4mh/JawmhdvK4s745sXGmzMeqAfnahpUruoWxuahSTo"
    "NjMxIhAHH84LGQTlvU1VPrTNz/K0qH7qy4Vpq0P8Jhh58QEWlYF50TXAyt6y8NwhHpsBSIl2lBsBZm4ncyLmcsgi3cpVJaPTi4+3"
    "9QVjx4LOhndfqYvay7HJvBoTOq8ons5NViiRtX2BdcdLYMEwm/LdzJlCxwBS5zUryVVs4uBaZ+fSbZjAra7XMO98SDQZxLidPYS1"
    "6QXkiREMtLwv/aiIuPOOqdLuqo8Jx6T5cJnjdIjPhPUoXNMbLba+AwXvfyxHChsBriL8Vp6QfuZ27X+4QqzCXLFIso55ei8l6Kwh"
    "IXOWFxzgMdWmPck6Dnx5NOIqnRcDrdhEIOq7xQUlztK2Y5N9K9UQ1X8+Nab4D11cG3DuwRoh9AUF24F/nxUXxK2oIZ24YdCuLaRi"
    "3/QE1Y5kP/1F4wEfIm29/zf2VaNYjQJvhIcp9CjhopSL5cl5MRwJ8iQTKoso5m5nHG3iMZshlqVvhpkTRa945hOnZo6az9ZkugRs"
    "pQ9IdPJhy8NORpwXSllB3KqwFSLbwfs6dDEs/gleCdqAqKi+B8ATpBzcsOQJ+HhODrb7wwZnx0aHum2gbTXX8iDI5JZCeVy0QEHE"
    "l2LPfk6jgjozJEBQV4g5TsmWaX6muxYdT7LOCIK9ey9HtZhlLMbsTirASzPgwoxTLZc/lftItEgi3xNMVfjPp0IHLg4Cl0Fnp3xg"
    "ISL4IH7SNAQY3EfcAeAWpEfE6UUs4gzg2S03spcWJceXWlhgjvoLskKBr7qIy2kHGkh4EfWYK+Qhny/iBwFEXBdOmIOkDY9AdKj4"
    "7NxJELMPTrngjrMFcqZWmNB49IPSLcLbXAdeJgVarjQewpSAAQTVOtaXjZrmXCSGzwsuoHDZYJAqO8ZrMRnu8mG3E5sCSxjpcGnh"
    "yPfRdk7mQJg3sZ0mRe4l7HPCK4kTZIHfyPpo+TLW0aTqRFlTuO76Uhjw7O7hzmmFVpALZ4sE6aGUBM2/S2GRc94e0hhXS1hOGx2X"
    "ggVlCd+hmbBuR5HOgTm2SJzGZSn3Xx31fUNtTTnJTixI61bU4j6tdgdY84WbkMs048NP7hfbhy5+iTnr0roqFCe3gmpGyQuNYMi/"
    "4OK5qYi4/qRKwTwr2vRR5jjF1TugaWRY35/BkhZmj9WHCeT7QjvCkpS2tsRtii8JeXYviHbeztkgq2W58GrA+dyaE6rNvu7EacbI"
    "6Y1Ok6k1UjpTEIF6HjdBqDs6ypRuiRQem+4PsY6Bu1yQ+vWCzplPvaD6EBfEiFm1AzdnlxVFWlHAVQZtjLRYO/XKF3rKZuCnMho8"
    "/2i/LBmWzUcN/dsoZjUoqvW9Mig/MgXq3JZTTg3AFKTbulOP2TFJVwwuPoBwJgWbL4o/V9YgAkaL6AfRc8RydDEv4BaZlICwxi7E"
    "3HhnPHm0emR50yJMgL91ug9Xe5hvop2gPRDz3SLgB+OT8pAQ2eNkwO4P9/VhhiLZPoyA/HXj5J+F56jY12cvTbYdwS0quZvhBCG3"
    "M4nKRCeY9eo4SIozc+80UQRzVZOBrjq912Qo/8nKn/+pE8mWNV7BMtd4iT9vDTeKrSJ1WngcD7FsN16+Yr9SN90GI490iwFmY1+H"
    "gWmQ2es3+XWxKC+BKSzCZS7EFhTHHeyqoZETBWuy0HvVIgmDwmSRrOOXHUtGBqfPRmE6qiQVxMMOBqfDYw38R7gbpG43MVOkJnSl"
    "A4NPrTDH5Pq/Mi8Cdjh67HkBs6M/AJgRL4Dlev49YH89EszVm0DaKnjTtF1l59NtNCgOBQq433VUdqBY9mZwC9B6kMH5gxhKGUOh"
    "OHqCJ9mtiTLhnI4ynvQtAuWM7/A5avlyw43gPlcfjrHz+TaLx/ESIshnHBaciwYnBNb+HEjVyTY8aTq6evy22Pkh8yAkwaXDdEse"
    "joUyUJs8KXOS2du7Q/rAzwn4z8wrVatLVNcsGF3dogojuknAPeojrgNIAshzhEIcj1F2Bd6Is1BIBOaviByoQZl8s8B9T5wga5Pc"
    "dUGhnxQ5qhdNtSdITVlaoxYWjJrh2Z/NKlMoqh99dpTV3+tmrzDYbiaATQGTmNfcNQIx8imseUasoIeeTcD+uDVVbnlZnfmE/Etl"
    "3A8XyLh46IzZ3kFGdZpAqwPiM83WLIEOaars2FGFmCdtw84wY8YFy0dWhiyDKSIzB3VYJt+OuENv9y5sUb3qWwskCzbM9uaD7ku9"
    "haZLI7DzqCRxDLsVhK2K7srYa1ZPlJNMj8e3Qe2wNrOn8ozZzUBvBw4xq6SiJoHp/BYp+TJ65f4u8d7u6w2z5+Pt7YgywXJkpV0p"
    "BhqVCPB1OW2up31CuDHRiMOAWzPU9rFOQvMLele2GpXH7Sp73l6bQzV4WIkOL8pbSzGPXRBUrRj7VrRPrPdw1Rd+qHZAxMe0A7JB"
    "zKMl+S0p1167C64rL9zaTWArFX4cPIE5ZqWPFYqqFNRfBh6iqWNwh49u0eQlherp82iw1OHCd4qfdIJ44YazWr9sivhZshK+K8hG"
    "rMEi68wWYLYmlfai3AQ0eM77P8v26gadBCmh9FiW8Q6zIjAiN6vuGpbOI6G400shPc5lLsDQkzgpNleeuKftuz2DTgAH1cDmbrP7"
    "Eu5ORE9M9rQkHmilbjHzQ2OuJVsBmFDpeGnU5S21HKduOu8lZcDtadZ7HZtC6536Ygqj+d/RCu5DZfZgiLhYQqgzI1Y0gDuedX8n"
    "yZAI4B7cjQGPH0KRrVGt9xrBtw+AaRNQQ8TQ830ZihNah4E5Ic9hzqOxGgZtiHn/yquvsqfqAE4zEWuATk6CNobMWBeHIobm8xV3"
    "/OEo8ofb36YwEfoLoWq5Pm68agVa9gDA/x7ISOzPaRENCBwlQgWmkRFAPh01CILeN6nrAJQbdDmFXLn1z6A4ALHyzbYzE/Zl5D6h"
    "4kPtBdBRrawvyq9XttvQSQVAgzm5gTN20uXKFpMoa1hGHLHoLYyBan9RsIyVafez0QEwIzIdpBI7ECJveRQFNvhf7S9khOonwJVX"
    "6YmZOPu4Vn06kVygNSBy2NqPzyhDXTXVz8MMKANiDgNhG3UwiM9ewEunupqlPHCdwxIAq4IjOQKes/RXmRgngNjN7Qq/BpYiVkMP"
    "dIj54GXXfAAqB8kOS807ibKeoo7+x+jp54VklnN1RbR1jRvYd9aRF1qL+T5ZURp2K9ksSqW3bi9CC18s0adA/WnQJLXvTlnLGI4C"
    "gMhvGQGMP3orQOqdilXNm91pPIHFJyXuGNxvsMOLCsjlYMT2F4NqnTZzomZeVlKyYN9J/hgHjUkCinenuzKJFTcvp7telGBfzlWd"
    "s3HRYxVHo5bL1k/19UiRWOnE/OTpwGX3QHdpxdnyGHF/pZtDSMC1l+Lfifr7r3TJ8tjsfSP3O92YbTPW4zLjO13m8W7BAY6g+jpn"
    "PNexiBR2xbKg4JzjFHINdIb0W0DeZq4cbv2Ycrf8bSLnrHRtmDlfLJLtwxtHY7FnOkmDZFQTXqs4SM9j7SbLJXT3QXpmzLTQzePi"
    "N5F3FvvokVoeHe+0yN3LlEewDJqLkBP3GyUqS8Nub5f8CAZngUTYLbbIznAXKIX7yjSWFR721ibPjNPuM0AxV0YsCwfrU8s9awOd"
    "qTFub72q7BnrJoAyIw9ALzdMzZZjGabpSYaGfi5xjbcC9Q5UVtaGkoFFkzvdNlWfPpyEWe6+GNNREQqR+//j7U3ALduq8tBVNFfY"
    "9DYgIiIIgg0gIMJDH4kSQUVFMdEYfW722XvtfVad3dVae+9zThlnIr48jdHPZ8zTZ8gzieZL1NihRhA09kiPNMKFC5cL93L7unVv"
    "9adOs974/3/MudapqlN+3o8vVWePMeacq5lrtmOOOeYYGBJFbicibtKxu6dRAl0RJ3KAVhz1S+Rjtkag/RaNOjG07fRYBO+wvjCJ"
    "WNc6lAUObhuz5pllYmUajaHTNBe1FUgWI61ZwJVnrhUZzYVdM60ZxtoOEmLoCkv5h6KboETJMdQ6L3E4qmzCOtaXT+nxt4mP8pAY"
    "jhYvkk1fmFOOAVdii8FkOmi44Mn4Xqv8qliooK7IPcxgH35tU94sDPq/bUesawJsIqatCHdBcrjAWjmZpa+1NeYGzDWW+fE8zXrY"
    "nzU46K6gXgoKumGOB5EonfDnwvVLxOp7s6HcpfSYLwrEov4qrdSnFsuotW1tQHeuZWYrxWk3HMYir1CFjUFtZGNzO8a0ZHMxKk4D"
    "7eekgV9BqFtH2jfGW0Hy3BzHY1T7jS7GUGgQifT6mOQFR10gxxJEiZ600qtO8poZCU89TpCr7LltWwwiOSt9mJxpDxfaBgT5Yj1f"
    "Kiz+aCbm5tAB8la7P3R83MN6TXSiGslobsfDONuRaDhU2Iqh6Cqy09Z1Ffd7RUT7+S68PKwfu7aEctqVsVFKG1UsDE/5NtbaPPID"
    "s7kqxpBGSugPe7sEybhF7myiU87NKuiNfTET7M/GiahELbYWTkDKjY2irneslQ6FkdJqR7tIEQ866URWJLrwFAcTwmr0jIu7rM0e"
    "lFNOoBd6e9naFuxG56VotxC0VVYuFVpuB00Btr+LqM1rQWuVaEluzRQsGNmxJobe5FKQltCh6jPnXoAfyWI1LLbwo9qE4R5jjhcL"
    "33OzO2DZrd9xA28RoySgVwTgND9oyUs83bKzsjs3jd60B23Z9GRfuy3BAY3dWCAp+RtdQmNf0TBTP4+HvOfbvbIEB7rNE2m+LTrf"
    "pvLmfHsAbyT9ROig65y6+AZXsF1kQNPddut9IyiNobVsa7DeTqrAkY6vZwBu99g6t69Sl7UoaIXMt11VA3LUJrRi3z8qzs9yz7fn"
    "MxguABEn9m0rEGvb1CKiWXxIMlP8oZiKRWtQJ0SSZhHSaLpWqBsxGBBRsOvsJI1f5DHIIgWhUct9ojjuJoJLPq7UUxSdUl0jHl5K"
    "rxGt4xIpNK+68G9qDXoBIVm5wfVJTJfuQGQwt7fwK6rOCTdBb8RaJIR69rfonBiUEOOeyCfLzoliVqytTYadExv2t8LPr91YlZ0T"
    "0wXgvAPbGyfsbwmvwR2daSOMYgkFvP4UcOEHA3GXsh04dGuMkwCdpXwoPp5i9Mg8EZR3SHEnRg0ayvpXCpSi+BXlhiBN74jiiRcj"
    "cQOepaWyLO4RNvNCdP2dCF6nu5buzU1WSoSUjEHB1ip9vLrI8dpCABfPbBgDxLU473hi80Sn7HUwQmG5DAJgANVp2mvqtO0/xRW1"
    "4q40xtay72TkysAIPxvfDGJPxxYqBFUu6J5WcbAbZ2eu8mesiGLYsmnTjQ5pmAY0wa9HNSBrbh1uogPMJo66bQ+VMSoZ8/GI1mak"
    "xzRr3RjTdrzuUVXOPGBXllIegC4hswglUxvBMKXDNpsBSJ7olIyq5rRgHh9oEJdt4qclKwgJLUD56gGkdR6qQIJOW9kIuBRUYmLo"
    "1dvvsHuyOBQj4VDgsHkQaL5hGQshRytVkonmRAuSNGCDcus+NGE3rWiQIlp/lSjdQrCyXtKY/OEdaYujgTXHTSRWt36a2IKiVtDF"
    "SKE4SZRrnbJvfzavwKHTApB1PkDbGLQMO5cDbCNZ6QxOrppGjUDasEdt5XLPQIxeRUZAcz1qJfcA19pd0VGxq5RGtlC3T6KgjerS"
    "Ld0DT/iSgbGiAyw4QG8Lals3Pg4iH8SPCbo4nzN29Q/K/3iTzv1SJ4gZK71d5j3sPAj5i0U1X55iolPXJsZXH1dGRB+8TbzzpYoA"
    "dlu6idK7yU2U0P/GW2h7uxPFliW/so8mDZxD1OuYw6+UCLrN6rVK17mWnIcGkSid0Lv7+jQgFll/3CsmwLMRjfKU7klpoAdI7ZqU"
    "5X7sFP2EgSoHjvJElE4wWzN/PTB35p32y2FqFYS4xkgwjYrvZR4VvElxVkqUdw8FVUqiovy4idGXrgjikWPS3AhOTIvioAxLgkyT"
    "SKg3R4IftsJRiI6+Y9DrK9O+yR8Jj6sEtYdaopV3/JiV0MCxrUhElI4rYdVbXE+DmoLhNAoGeY2iIVwo7NrPezskxoK5mp9Tg4aM"
    "xTeE0UbgsfJOjFdz7AOGkW9h3j+iVyTkCadZCXMN4kZuCba8P+GACPPt50QicU3jpDFRLyLpr6L9mEXzJDacETfGJbTgLS69ADVj"
    "z0TGx96mpERbwW+9Amw0IthCxr0twe4KXUI7Wo67jXqQx/CR9JUBQm+lxFeIXxNFP815zUT59NYOrlrBkhMmT6U5klFEp5NHtCvC"
    "0bWSGxNZ+zvS4yt0YtDpqBKq4KCITtn5xYiK69rYhBCXDDcjuMod6Q4feqYqE6CB4zwRMSVdenIFiW1DdpNPNkjOIb9mq5/DD45Q"
    "l95xpjEUJdMK8k0g9AJQFbHrVDRk+0ZsjA6c8Buh1iTURMB3OyhblkVcRYL1N2f7ms8ItMQnRUkAKJY+twi1adbyUWW8xBwrKKX3"
    "6VlT5e4uukV4bkhNo0MkRTAvM4fRZEvLWMs1zLRA9E8gqT53AgR95GqJ+DQ4noAoSMjmQfcEwXCioupZsymMWO7JRifTV0bQOcpV"
    "kX5sEfFSJwJlL5WwiDu9FqP88JlezpJkRWVqpZOMGhcx7BqAh4Pigw9FNXdE+VIM+4jYBLqRFVFUO0d5yogq0QW2rpkc8SASE9VI"
    "otOVILReoA19G2A5lEoRU0ub3PsoEKtZRFSPiSoV2OthfCoIPFtuaR0PnFCWqxxHnDt+XiliCcjiISYn4g0LQf/mar3HAqnkYdyI"
    "qa7AudMOJ4iltzbOFREf3nKIkY3LrCtSBok45EUhRaYQ9ZUjYRzFem/pFeVRNPTLIlREuiT2vGa6qOYEvc1pxHqQdeuEvRR8GeOE"
    "rXDGTSg92B2ugyLk13EnzbEeD8ofu+hpFBBBFrNaDJdjbt64ZZ6IdW9Z+IAfS4+bN0UZSRSUj2MMN24ePOK4OO6KFjlGTjEPS79r"
    "kndh1sXnTIbJjzVGgRC9oo58ycaw4N4gVXgsoKVgHj2J4CGolEXE2nOvYlCNJ5Jpwe7WTIXZrkTocbrAliJTPdYHfX7IYllOHcnK"
    "tNZVivCTgm5heuJZRUq0W5+CVXyYFLeTi8UY65LsXtWSjnuSdLbbgZS0uZ7H3PWbt+uzlqXzIqBwx5KNbqlWBTYEMqBcGJ8EbwFE"
    "zoLz4HZpHOfIvsNaEIZSjfs+Hmvhqz1UzencCC3Be9n4wyrd0MElYJs+N3AotbSej017r53oBaEcd13O5RtIEHUDDADggmrq8fag"
    "iUzm+EaFhRFsQrhCXmkTwfO9FlAkBJCY7GawSm7LrLhemDmgFb649CPrzcOjBicEOjRFakXEzWIjyi7KjyYE/YSjujdUlQC4ZsZ6"
    "ZGH5xNEXHgoEkJAO1BA3YaCEnSq3hyTa2Hh4lRkomEbmVuDQ9bbeXvRE0uAGvVgskZEK0QtsgjeefaXjRdiNBePa/G6tiU1XcNBx"
    "J39C3ZaHe4/x8/QKJZaDIY8VgoacMN/TKPPDflwZPRobYUzKINpDLedWcvNtu+DE3PJpD+awaU+s+LNlNNowzP+zyRihQ5NQ2UZr"
    "R/EvaK28XBjjslyz90Hzr+S5dOwIQg7eOq7DYDUqSGCeVfdYRkM6pHD0hnbTGdJBepHVdpduIhCCVBx4kIa1MmmYIT7KZhrXBYqF"
    "cFobEK1weqqkM01wSxhW5mL+o5l/0EkX3gOQM5OcxyN0CMnsACieRwMRVapAo3pa5dOcOW5/TvsC6alEMRdihnoS912bj6OPgkjg"
    "PKYbZ/JNKqRonDxc5FjUjOORKj6pV7isUO/jQ3kyNA0WshXnp/w6ftA64qZyGaLtn7Q7arHxiI+Rc7QgkVpZ+ak6n9FjKB3hOnTK"
    "7qoTdh6x6b4gLZgKDS14Sdanv0Guz4M5TLS4e0DE2Lfa2GRD+uaGYWvk2ydttqjcAYSNAFWvXxZDjHvsCABdKjiCEvut3DXhqk13"
    "mRdGbHfYLQHg4wG3TPBDFCrDkYw3wStcYoA9waVqCg0i9nVF9GkcHak5wxrPwEeVuUQkgV8rAmwiB+kU53xwc784EynJaEMqpaTe"
    "cqV6XgpTQh5DKRFlOR2szfAN00KbKZEqRbkI1AL4okVR0dagKBTrKifotjyXN2YUSTn/Rtpm57jZlbqGDKQyfdCRty2DKrBN+9lb"
    "MNpX1ij6veFwNuaYjwmlJ1h2tCqIEw6VtgE0KoBi5yHhFywk4YEj7l5ZzBJRkcJN60zWiJEI73Ap2J9N/US5uz5MKfDakhSpxBbZ"
    "YN+kO++XjCM0lLZZnHFsYt3gb1TXaRJwrPiKa+m6+bC9hkbC2AyDLVLakj47N9F5i+YcGiszxcbGfkVEy1owrCpfld7KUBf65d3S"
    "lQBa0XPeOu0cHrfbl1AemhydtOJ9OGPTzcurnrOYN4ErP6D1fKlTNlpwHfcxL4SUYo4qtLEEwsaOdAt4BlgQl8z4cBRq6W2ndI8h"
    "7nlYyILWBugCrBpYdxvMQMztZfYsrWyF0FRIMEO2jpIeqiPoXkTT4hWE2QtHDBJwAK+ijlUFATV09Co+GC/LDztH0NCRQzEMDTzP"
    "9eJ8A2BCwGg8dKS1uxGUEDju+StHEhWAGFmB0ICOI74ChB7upnUigXvGQwK5DyWlvZnBEny9rUjQTRGd5JIVczexpRorhCOugSh9"
    "b9F2T9+msphPi/eZBaRbUiYd5TcIUPxeSaQoFG/RN0wHCxr0qFQSU51MiYTObcTQIQf0VW7NMz+BX1eZPuF2IeI4L12dFF+RLHTl"
    "mBVxws/pGwUbN3QTEl1ZJCI+XYGiRaeb3feFKKrl23jXoOIkt1RSwAtQIdapk1UiVTil9PorbbtjDO3IXIeetnKY+EOF5AaPNLbI"
    "sGKJ4YGjlnZux1m7tvqx05pqRctxoQda90kgLbp1r7AakMw2Lwp/iQV6fW1/eNAv1ievNNVXeQrwJHwKpKP2KcpZ3UraixF3E7Ge"
    "jwcpUDSk2oBorXo8hPzgjYumEyzajl8sqL4PAaY8L1sUht1FsWDVsP8uvJsSK0KJy7kg4lb0FEzM8cVY6Wpkc5O2WarRGL/u8d4W"
    "sZ+bN7KHRxN1I6YrC1oG2bRnYXKlM7x+TId2/WhU5rLm3/hTiem+GDwU6qImFeFHcGIQ++YFVnaQ9/pmJ+ZkT4+VYuH1Hn62dpbo"
    "kLDqyI4RYXc5qJwVQhAMyGzhnct10x3Helr3rS0SepZi/VIYYirKSPpa1ENQc4ssbCLa5liayJY4OcWtROqlMQ9zQfhRYgtjwEUP"
    "lbU/fDtMLBDqpsLGm3X+WvZjtL41KD2Fap2dCxAVA0tYBpZozuuzTYIov4qC8WvE6WiC6woxXdP+jC+cbSo/OKUNiEfYmI2Wuo5J"
    "2cBAaUtv0ManQOURYA0KLCD64C+FfQgpbNgvRr01fEAxomSLeMpwIUS9Q8fp2L2FwT4UI2giC7XTUlCZYXgJK3qi0QJIVMQexBKp"
    "p3dypC9GOlBtBFWODNuEuwKGpMPwWJMA8IKonAEtCbjDDylMhWosJnjJpCCTXUwYw/USEZULl2y2DFPeauRiA3DpFoOqQq+j5UGh"
    "bnv0ZsxCF3I3laNFwaculvEZJ3MCuSIUuSCaDYmsTOytG8WcIC3le+VkGaOMKS4ax0uMayQcPPuHOKhtELMSNmwpXtr7N7bx4zqf"
    "3c+yMIaVXsIWC8ogB2N8LEJ8zJhjLaAOgVdyeA9z7ohH68dZRXQwmmyDvfFONDpOAiUFJ4/VeIlKBIxGfRiA3rfdbUmTLn5iGNgi"
    "JhyhJj0V94SDD2ztqVAnI/zs+nlfMmKEYLqlG1u95sFJgR++arJlLXIKM+pwgtyJnpAT0R1uJto+xRrXjIawYLqTINpk7LgxTyEc"
    "lTyckDTNDwdhO0UxMSVO9ApgeG0eNBQQW4iCQCAad02KQoiF5xvHXV9RWoi+ftLWTyTwZmwBxdlshnqkOjvrG29fOGppuXlEe/BV"
    "TEvLzZZMGNFZ5toC8t0e7r07PZj1l85MK4JyRKd5qld08t0Qd4KqGWwoV1ZrtFJMWNlafLGZY6vgii4CKw0AG4JdKZyCJiwZDym9"
    "EASCNiZzuMfZe9Q5t5wIk9qXQlR3jjtRxFEqR+vvzRKW4gutxBAn1g2UFLrZAywoD0b+BcLDop8ILwaF+EZQ2xGz1minAHBJvc9I"
    "QUmjRVPva95yj2sR10/HvNJOh4Tuqod6ZFSTPZQ2HkGOgDm1HZtOWKrbtpKu8YyBTK7JFK56fju17FmvOHRm8xrpbcfqV6e2XLgc"
    "lei6uUem+/bONdJljusaGWcz7NKDFDiBWKVXpB/12UplcQ208LlWejWHM2zsmmA93krPeyMKB+cbh6LlHePKmCv8XLSTaYUXTjl7"
    "fU5+VyXhRCYsSUMEPb9eetXD8H9V+kSuQrHhf63Ere7a0EYBCq+vnY4NSZ65vlZ6MT3q/uXE6y+NKIcTdVqpHctpeWBL3fFcYvZ2"
    "ooTqcG3Qjl1SNcr1rnRCGel5nw1RfR264RA4dqENMyLP3IpsD8jRkEYF5e+FU+ANACshri5mzDn6JLA90FbsJ3jyX4iqxZWtm3O0"
    "unIN3HzZx082nIxw+XHZl6BjUEzURMtqhibdw5E/7b9S/bjCnIDNnwrLZXscRl6sQ6p1+0jwJBUM2XT73LplAC4IJBz0kCaKCguu"
    "7SvpbrLAYpG4mB3Kx04Xb1TjSEw6dDzcleiLpK/PSft6hr6Ju2vdfhfWGjxIDZCKX4BPsK9yM1V2kx8ZdSqKFDzE6lhISqAeOSiG"
    "w2UVrzEeuR0Gv7FI+xA61KetnNZ2FaWKio4nLHTq+Fpx3dZDKiDlhEeBIHYa9MY43CWyHCTC/WjyZGiKW85hNLlMEaP5stHZuFak"
    "mtSix1tKOYADZfzzgi9FA+GZwJYCg0c0ZrBThLPgaTtMCTqORV5UzuvpdsFp4zuqRQrM5k76Dp0Cs2GXegkK+Wr78Dsiw8aA75pF"
    "vk0+vDtRi8Rxz98aU7wlsKETQd9IJPe3SC2ZP965gNGmcrYleqza5TFBerj21groHDpICTGpP9Fxd59ENNDXbGC4E8qjk7huaNL1"
    "MFfVdNZGRy2EZO9NtJO4bgBLu4asAxIxACbKlrFgYRcDXwp7ccLvJs+G0pWN76uBpIiKBWmB4VQ4yeURkLUgJ+fNYUrGULNLW1ZS"
    "90YsmwsH8wVXvotZf71XqcTYTGjnkjrwTkNTtyGjG7l2VLVgzczoh+fwBToClmi/rFFOYXCTOuAguagD9psk7nHLK2lGpgqSXITp"
    "qAtPHq5Bu4By9StT4H6Ci4wrE5KudTvF94i9GqjlVLnHKtmAhdJFchbqflOvsKcTw0nh2cMsfVFpKequi3wL+JAnoxhK2l5XhOPm"
    "I+Ti4+UgpufxLXnMyBX50rc45acGB01Mkp4zgpMqKeUuV5A2LUBomqEWGJGywaOkqfaBuDHWBME+OoGHekD3zAW7WKVtUObKY1IW"
    "OfdBo1zqbUtYWOrJ214M5g01aBXk4Zhk/6xJ8YQUj7ws1whscLU10zrLc8nZajnQmANnSEDYY1hsY5bBLXYHPNIYxhEJiqiWMppt"
    "mNJaokRwADXKHRoY6QdJQNEoPxRVPcDhOZF5CsRrtFGlyddC2hIQKSQhqBFUqe/QSDgzQBwpvoV4CDFTIrEdANdd1XJgX74cdnhM"
    "u1/oJTyxXS1HmPuWo5FUVp1SA18WMW/kwSD5WE5oYKMCy7Sc87PnEK1Dc7chfdNT/ooi5tOd6uIoVBXDIiSXYKNYghldCLNGiPGA"
    "lfV0rPNWVu2bHXg8sl/jSZIhqe1Jv05n0Cx2SjDurSULvRaeE0DdZBJpHEpKAV/SGynJwKZ3PwjBDFJctUlZrY3gKGgi1DMJdqEt"
    "u3K7b9WyPVmbRVQBk5XYntAkvGFch4EMCjDx5Ffbs3ZD87kegj49aI8bEJQUnmzbxL9FZFkqqkTpWdAVK/oNJUVHa2j48Xwx8IJo"
    "wGnI26BOd7TljYrx4UWBIYaRUtZVPEpiBtFulUAhf4lRA8cwPwdy1ZH+f8fa4dq2IJRbSUzGHTXPBZQ/+x0MLAscYIZtAABaZ1lA"
    "qgYwJUQqDWC6EqKQdv+c9jWvh1wLRyHcTV7LWvCq6Mkh8BC7+trB4EE/gNbRRIWLgWMIRUnJ2jVJP+NKusqVrmAK5YuoUbfoLUsr"
    "gTX7s2evzfDzaTq9FKu2KCzpLKxo+t10Bt/oxrbdwlYia7OZlXlSRIL/RfvRpwOORRitaXwxsDUSvgezqIGSktSFLQrpZsGuzJEI"
    "jyZQsV1gJwMnfgkwt6JrpyPAkUiHExBhI0dZjLcTDQqv4MEAP0OhqhJ92OVt46briHQ2fU/itqTTuOBQ4jXv4Fpf9NoMKxHRtLVd"
    "xhTa0G3I7iFPta34uInZcs8kslwkgh6x24Humg0cMaKdyDTnuaLe1oIvLCcEaG3afESIhqWdYFU4lZYUKWbQkMUsshYpqiH1KU6j"
    "EeWlLgRZjXuAi86V3oMYpj0b7p8o2Gg9IbzGLFQLR3oPJnyOVvJt1+zyXhHWVa3d2FYhHY6ngsmVkb7HqWh3Ds5AyyDXFeFonfHK"
    "6MSUXJnQfsdV0d3VVQmpJW25FFyk806gcX5vMbS/McQp0C22X/dkZ2ElNyrws88f2bXr9mfTIsCGYAWElD5+eusYZOTvjVwOelJf"
    "g68g+62NYTLJiKIEnBBU+RjGtRbQVodFcV5QEVqX5rxIWBFtdCL3CAIdC7Crk8ykE4kbZnwQ7dsKoTWsz1c2dFB+AWF9D5nhos2N"
    "lhSRagi+DpSGApJkzBoyMeNNVNWJrh2Ek0xaETo9Hu3vtg5FgdwUJAei2ZJhzwlHU6BDiqKMqYR8ayUlQHBgCI9d4jdA6Rs/sLBq"
    "LnrTkQ3LHc6M+GioVCwKjrTFhlajNFELQA0B8utyFZGs2zIYHTcgMBDMxzYrdeJWTzzMPUlRnkUPNHOLInSZ0kXbyhwTRaRiZK64"
    "k7OpriuUTbUcm0oBtgkGXNuBGpWodSN0EMHfy0dCpQJjpRS1K9KtzFko6vIuUM/2vInbE1kgd5O5KyuCcrU93zBcWEHPulSIwok1"
    "b3qzAebP2QCJo5x29uEn04v2sDpzt+S1Po3LFHPZSTbKm3V4y3aSnzlRjL0XpkfYgK+IiOcOZ/7AooqPjtLAdgD+6maHY9zFDDmx"
    "djw1D6SAc4349vXpgjzyfumET6ManPaOG6oZsVNMfwwLzK2wVoFNhCokhvIWnXiNJsbVHqgPA01R61Oza6QzfqK98vbLuVHUBDWU"
    "NMHoHy5290b9H5s6rSBqyQbvsnf156QTOk2UCz6wF50ir/o2j7iiuCxLvZUxyBgqr8iUXxURpfkTzN0eLLnng2DBIsKF4zQRzsSY"
    "zSZ9TCGz6WjbuucMF7LJs1m6VfiGilYYWgbjRVLli+RhswyMipOg0dC0Bu6v9zx1o9CNeNIcv+6GIOVu8+41lL87bYmcl6oxwF0p"
    "l4hORWPP6HB/CgDP9EcyQ/MZgdhhapS7XaPZInLgHuMhl5ccjuP2UdVp2z8C5QUMUj41RNO2qFTRFGFvj6T7wPUAndDyMES35dy9"
    "lbhuE6exXL1Fyz5HTJ8vnaIOrUjsEzF/gypGbY2d6s0ibpq0Bck8DLlCQ3CwbV1mhjXX2iy+C/sxJKS2SDJ1gXLa43iKL4TbdUK6"
    "uXLNLUXwAJ5IugpcTuLeVstQb5N+lUc9JbVGJgTTzK8QJ4pEciJUqP2IlTUmazBuLHnhxpIX87SwjFTX3Wyk2WNuE/ec00+6tBWK"
    "jOZ8BmB1M4/x7O4nwAvYLdym0bZ+FFkptJy2ZAuDTnOaOFEcxRX0cqBxGCjY+nGHdhp3B9rxQmxgZXwuv6LsQQjVkXFYWYZdg0N1"
    "kYN8IU1lBd3oQgxUlZM+LZOGYoioOCkzIPaBJC0ryXkpNgqhcymfTkqXFMHN0gqXEfsL/TtaRh4QMoZi4RTRtPIjqaS50RApf8AU"
    "Ir+1PJHz1uUe8icNlYfD8oUYTsdTropJA6UnlPok0SkTtAHfUpFu0zY1dA5pT7cD7VbURMq7y9bhSKklpigni9YnShDg1MwzQZGh"
    "UxWTUYsQLRiIwyXIYrAlQmOhUeCT6KpyAeMMBqG3gn12AiQWI06Rwk2MygWymW3gBasEqKXAgWEiuneprk52t9rW2Ibzq1N5V5d+"
    "IKz/t9LTixKfo2Ds3gq5Kq+HotU93dGl6FtJhx8SL8B3SWf8igR2or8rVar/klspnaaNRB/KZpyWy2KlgsdvtlTnIrbVEYarVkAl"
    "j7iFN3KU7WI0X/jrh9TrI9/t11LwIZnHZL2XSMw75TInMBaQljaNhjQJ5wDV1ER0D1scjdGDSOlFXF3xpJ2bUPH+vHQxBOYaHCJf"
    "h2iw46fI0TRcP3lRjfEr1gSRYA3WnsnNXRTQYogQCEtECrIPZ4U68wtYAvLBS2iJLpYlJH6AExz7S9QhS4bcK15g4cp6wBS0mnRt"
    "1AV2pm+zwFi6aQ+DHGV73lEvMhB5VZAbQiuiQadxBAxK/Mg25NSAFSCdbzjuziOFStjmTuHipIwIcTa3disby3bvcs04vmVn2U/z"
    "IWTsy76l9Bf4idHAWqNbDDGD6fzrEP48LH2rsxx0bF03NFjYn0veJvnUHlog0tqpTQ5lb7zNDWNrGdySMW4PfmyXmgWW08brgNFL"
    "iDAWRTs8KzlhWiCy0UbD6hc2Grk9gCB4fj8P7EEeilDhoZHx2BEICDBA6Pgl48Zwhwo8qxQxK0tHNjf6K5EwoKEnUaUglRyMpA1D"
    "vxSmB/r6gkhajSQ396Sqdb/YeMDxYh3JBRq8zrzFfEvTz7HvwqbNlyoltEwrxrg0Fkr5AbGYgwyjIUwL7p0leYtFwIikENa/okQs"
    "CJSPBTNqlW/MFXxram2dKN26MYVsxfFVCfHbNnQRVQiE8kig5eIY8YQxNFIENNAVdCXD/Q49CGbcbaQfKTFZGF5OZfZzOaXdPS/u"
    "ZKRtcChAlUcYJEevPJTgQ+6hOJ0RQ9TYW6psn/g7mlOmLRrbTjHHzv7Gy3M8yxXijRjPbDRbThtNzxadHMpYnCtmLadVbHitXUkE"
    "4jbgEn6SVDwtSTPPchtcqtEDxZNiCMGAzHKKjTFHXfl47iwtYi6bq1L/cSShrtPxyIMHD5/29kgpiisw6ERVIsdcYsC3bIyIVzpm"
    "E5lD+JQ7Voya0zy1ojmaO/f2lnPXSMB+DqyV2w+zhSEeyjZsz8af9AU1WS19dlnKKZ4OFMp6ZdQGXlb2kAqxuTt4aZ0gZewaVBP8"
    "DCTXcOqpkWoM1iNqsJxMGt8JiKFgBwSttijOFp3O0NBI5vzQDb4uIAmFDT9I5eupLhMg/wLm0oUE1yktmSAiVx01jyov5qQn2KyF"
    "nTIC6QEmim+bKbMlZTNL+moDjCftaR8FwEp5stY7PHZVugIPX3Ias0XectHHz+prMexwjQQgg/eitoVdtiY+eMlJyLJs47ItYiOO"
    "/RyWOvItqoZQdT2lxx7gQVwnN4ge42vD5Yq6Y/BMvtyE1Qq3Qrzq2d/AfnkHKiwyMUuIjhIJZymbcPT6FiNgIXg8jEEUSiSbu1ij"
    "WBO3wm44tRWlIcfDopa5YDelLfMWibunxXiML0GUjg5GcX8imiiOmQzwROa8KsbMJSIWxNg0NwxgjWO11lnBItnK7sr7HVnTdsSB"
    "eeVHZlfgrQGYPF0RIFrCC2FUf1vL0wN8DImy4zvMQixMUlGXA3KATuSRHDPWbhkWs85q1MOvV1q+R3Zz0cOPZVH0jS/pgPedCdp9"
    "sPKzKqK38VVRLjCUOo4rSw/qe2TQpuMyF6AFoG4DiaaDVdBqw/6isWO5q/Tjvy6MsdT0VXbzGO44YBdLHrBa+2g0fAvQFezBaMBA"
    "tHO1pFnqIGCPp1vMFYD7bRJTfCsIOuMmFX2TMRAt8niAe2+kuT9Jyp+/8oys0hu9p7VouSUn5+Lqmkgc2Npztk1FRwTj/YKth4iM"
    "W64rfD/+xlupTiYIw8DNasIzMytjIdcEbbCqNpxMu9WNaR8lUNREEofArDZmODRl0DI6G+PX4xaQETDfJWRvO9GhJ3Y0BQkxVrZy"
    "WaHSl9a4luMNY0+FIo9rIVSlaxqvrHvRgwC9OiXrLAxZC0hE1BmOmqUpXvaCU9AXlghbNyJSCJ8aj6YeNtUSY/0Is9SAEDm1NWfs"
    "msMpo6BpCUwFpE1r5PZD7WoM2oTAehNGPZLm0CbGEeoAASgTPBUn1IgNFSaeduKE45ixuAVEVQBMCLo8I8jzVJ14qqrTHK+SdPCq"
    "41YxIh5+3PQdJBq+pwOeZAK/obrcyGuFRz2bTy28wg81ho/dthyuobtv9jub9uqBTdCblpiv4WfPmMxAkC02HGvLKAwU8gJukAPR"
    "JiqQnIGjqOSJZnYoxk+yHYpLH9u2d3o4lPyCkTG4Iqmczf1JcuJzRXp0vZZ0vY9KhywIFRHTNcV7II7ckQGKfoP04uQaOUZzmt7M"
    "4QMid8xWAvWZTQwimzlfVG6czJcWjx36zfXcOADCqkObcJvcZTfIXcbN9QKNZx2d2yD2biKWdhwVjqWhHeOpTs89ER5c4BU2shxO"
    "v8Yt8cIe7a7hipTe+PhD1CKXOt3mOrJuTcYWmZvFwHjZzWKjICD7usnGWkw72nfuxO3nzcKZh80CP1zIe+31jfQaQd4K1QBccrJX"
    "DmxoFTEB57xpVyFm1l1avlBRs2ijlic1qFkO0JOBtHhCleO1grmHSh4h5LChILdCI51sgHnEIFFFfExk7+J8ApF4pFPhpZdqdzfS"
    "6WnRbDgsR2/rhELUjHaN/xSU3na0rZWeEPlvD66ckBqnaKrwi0wSQzF0aQNdqeNimPe34fDew9AuU72lCa8T+ULHalWk4/hmAepS"
    "gfCq2VBLckI3U5Jmq7IuQ3S9AkKJ3t4ixcjxQFDqiCI5TxpZ4QtxYn7TSuZE14a3ExZvGceik0vO3nyezpM3pr0qJUpKKyNuNmtB"
    "7rNlc48So9wcgWjmzWpqFq/uRN1ux3hVojFROUmWxi2yRS1Rx5LEVH5QqugXC+zkj1rpkKDJxFbXbcV4EvLlyr60ByHYVZciqdEr"
    "WvRVHHyLi2JfI3WV0d6uC9SVHDVjDoU8M9ipZHzpSO9h7ZfQvMZDkJ8ZY2BEG8MCVjubldX75mZnq9fZ6ttfnlv72LIb7DezNdAW"
    "3H5sxQ2NrRF1HiNW69yiXy4b8Lasd25Z6yBw1bStcQcbm/ZzF00k084rQoe0drYmdoOteLcmW52tWTkyUMHswZYtM+ynhfKWhS0T"
    "tpzcglJmy7sfwo020dbCHmL3GUQ+iB043OpsQ9fFwNhASTAlsBUlPrCxVbUN3ahtq8Jtm1y3C5g7gSYtNI+3Z+PZyqCV8fZsiV9J"
    "4EK1k72iY/0ENuVOwsABAOTsjdl+xFQGlwJQDe2ctL9idLI3MjTvnJycwI82RVOWPKLR/rAIf+BsslbYK3EA7ORsht9GnqPJn6zs"
    "uelM2MllJ/R6+BH0AXKAIQCkHMEYZ/sheY0UrlkbAODCtQIAO0+GKgJpO5Gi/dnAx/bxhD4pd1WRt2jLctBZZeGqilgpvHYDYEww"
    "nRLxtX3ZhTainOk+xnJkJV71WnTuWGKHoJFaCEFkfNAjmBDS9GFI7HFIJ6aN4sWDXCg6JwY94b2DUlBfM0CRDo4DwMlxgD8cANqH"
    "Ciz1HAXMx+UMisR9/CFbQ1wyRPwQlwyZMNQGnFFzAOV4hB/YIKECRe+GafjFqLgCxhWAZwC6Lx3wDjz2ScRaxrlmR8zYWKUwHhPY"
    "Y9d1Pw60Bd8M4MAYklfm0OwRhMake5uuUmAWH+ZRm478XncaYeR8HQWD/E56J/m0yYBgNEfrtoEk9BALp/HQ5g/JfXyAxB+gxMou"
    "0CJOzNFUsOqVBfGmrt8mkEkGUNLJDD0U4AxljeKcUwZm2GblJZvmfB1dniUwx/PmvIxnNID5sLkM5Ov1COSeuE2EA4OGkYuyT7Au"
    "WEBMrtcgxEpRKJ+iZMoRwYZaXTmSmYRA9gmQ1hsaSpFomyXKtAR7I8SUkhUBUoKGQFOvAYvqgIWYAXxbhXxWlS2smX2j2FeJ9YUV"
    "5OT+aqMxJJHEgCrEVgkCwt3QQ+oCjW1BatFjASwW9EEdiUrU1F+C2QLQTxSEHs8yBWxHCWqEDtTcI4z6ykEsAAeEJayn9dTRjeZO"
    "o1GoD2xlObK23lC4YIWCX62jvFa4lit7Ib9i8wQA8rzFhmlFhZF2rUewBtAn2BBkgTtRiZKiCklbR4dkb9cogiGA3O4YURKUkKUF"
    "styEAyEa6whUKQEs+GospoV0mRbHIe4+hrTBHDA9rDH7onA7Joo1TBQMYQ5YowkmQ7imz1hcw+z1kVmEMAKvDXDFAFcMGIdEXAXJ"
    "v0EkMEs5I5kKE23A0OMI1BB1xNV7Q1akUeVrbJdrOfMEG9DBDZCA2EIkHoyhdw1D79oQrx0yThCPwseP8OLR2EacNY6aawViiynE"
    "R4GeEglVUiJ4lVTejFgQUDoVKDQghPiErrvC2piPHSOZ6oRCeuCYRreDdMqBZiijMaJA4GtmA7xmxoyQiQv0uBTSDixI3KDIpS70"
    "86aiWNwYhsCf49I5iqDsqZyl1C3Cz3sH5/lCY3wL5GbFJoQnIAKdWu5KI0bKcjBSBMtZ0jLHzIerIhuBAqBqhZCuK2BoHwQvqfAJ"
    "1hHXkHnQ2xgNvGTRLPs9gjUADt6+0SxcCbOs+z3G8pIhAe8cDhkzdoMtgeqahOrroNSR+zqiH6S1aWhCYGwQ8JSAZd5Hrx1HHB8D"
    "2kXSMaSnQXxFPEUN9lGhMOPhnLFoXeG2PUBp4nBiECn/UFuCAlW8ouJDBTQGJPsVRtErEjEuRjFiJOijN/fXGDUksO7T569HkMqE"
    "tygFt2A46GM4wLo0MApjQh9jQn/AIK7AmNAf2PTD63NcgXGhzy/BkED2EhlkN09GJ0hJmukBVASuZy0OSaG/96H7YRDFgQWnoRHK"
    "RF4XgOGTO6D9S5EWCI5NiKesPREVqVLQLyixYRxoeZGQXQ/EaDxxYu4xC2yRbIHOWV6yJuuEd7aGrjyAk6dGsW/04enJIEXZjnkd"
    "NABCdF8nQvVPpUXDKAHjW/neDWYInzXGwYMgrUmhPBLNFk4KM6+gKa8M0tQQ4ltBsCRh5AyoICB7YJgpHPT6NGohxBtnVe5IwSUR"
    "s8IVHIiTBlASYAz7WDv0+dxZH3WpDBnsC+GOWc42MKNwMMB7McCAUPS4N6+URHFAJMh+OT3jk8bLyTRi5Go2GW47WhYkJoJkRkEU"
    "i4jJKINkURrWA9zlbRFjU/BQsl7fhJQ4F+zpuyZzVR+IRcRFGjI8OPZri3Hz0nnRxHoudUwypG2LRA0Sme6O58w8sCVCR5FDSzEm"
    "JNGMSC2mIhWfvFy0MraM1y4XTboyNpUDvf52K8D3qeinHGPiNluL5NhGQ8aBPnNDY6bJ6VHEVSSWZcpTDKpGFNKNSp56C0rn+yLt"
    "Nxy26x1j1EmNnqkmptXCUW8aKVfNbQIpYdk8fTnxS9zcSYg+H0NUjCBRTJfY/g1+gDkRXunTlaBNys2Hp1AVg4tExNuiPTsLzOYT"
    "NcMZLI/GAptzpW6Y1aaSw/JPbblUYsmuXM6VQzV2gYUgA0t91XLqTUPGR0IfT5qjH85JLQkoxTLKmPQ+cEnO2N0zhuidEcTADRK3"
    "aLwObtWDSyX6/OExDCEbCwxnCzR9vG+5xuljKT6vz2FsyQZpMM43RrIElwM2HQ7vS1gzDY2iPmgW1bIkGBOK9vbOMznA9gEV0xc+"
    "ji9XWAn3UZebaF5byB4eRsG0oXjQy0hqPjjmdn9Adgc9gjUATOiDHhNyjmEDsEwDyCaobxJcqTwRFalcUO/BlD9YI8DT1hiFpyAE"
    "NmIA3mHAV6E7DvpMtJIHnzBglvgMBZE4QCIuBccwyJlByF4MgJkkgrpz4JwAy5PbRDPdRO2+SJROsDcOco2wwJJwgVrSUQPIcnu+"
    "EEnA9HwuGPEox4QAiobNRdF2mJFDAiqtheSVARTz6VrrQefPhZTBMe0RK4sam4V1MWsCm5EGpc0JYoZz7iCEJKwQtoGPfVI79hFr"
    "MT+Am7w4O8FM2zqQrPMEbBetiKu+IHT3Z8xjMtB9KKCkhWCplzGkTC+kyuYUs7TgaJqOQzhVKjtSm8sbklaQGExS1AB7RsGtUofo"
    "nQiEdQY2ILD8A/CHAxb8kHGCYw4Sg6I3ms5kYClwy8FgToDMFryW5sG4hmkshRk5IXD5OEheUBLo04jJeBvJ1MprTcRA1GgUcTRH"
    "zXCf4oHGkWWb9ls3CGU3KLROVZJW2yoq3Sj79olSbiBvSQTn45bH6VbAs0SV8xBF4kZBpyUMOK4NJmMClDPGvAFaKSSMg5k44Gh/"
    "tKGQBwxvBsiSD8gxDqRQH2h8ISRXa4GDAQwDEvF6b6Ml3QU7xkM5ngNi18YIlAPiKzSHChmTJVLDSK/QikBA0KCDZ4Hu/AyClaV+"
    "IBEem/iFga+/IB8ebDJ7aHfbU4LehM2Vp786AQNYjrE2h6Aop0iM41mOgTbnucZA05BAJWRxeQ+LYQx3OZZo+Rop3I3FWo6hFaNe"
    "jqE157I47zOMVFR1jgEW1ZhjWM0xDucDRmFZk/OHOF6iIFL5ww2QXudYZ5HHNsDdg7yY4th9yCHAwLopJ4c9IKE+CgsZgqxuJypS"
    "S0mfc9hqcFMKFuDCwdZeeORkjWBAmEfEAbxR/wktA/Si05WMmIMthnAojpPCuAaLQwkPIx5EonRCb5gy3p2KJwqPN+ZrxOdD2ytP"
    "BG+nYlOIJz2M4G6gYXzhlDGUtvIiGgMKKiVxONjiJgPFvW5HKQvgI6BuBVDYSOkFDJ22AKvWAfpwBhCJ983HKMz5jM1tziVRzspz"
    "lcGQG8+UoycYmApWRIQlwXRGNCsdIYk/FCQ6EId4DMWw7S1IC9+RUiWvlNeVNwVq+wUq8TvyigKpO7bwk7OlSODOrT6B2u2Wm4kK"
    "zS59aG1bg3Z/F8G1T52g8+0AfXzBZXy/e+GOxCBS/mjX3w+Nb00jOcjSpo9BHcsPcFcGwOWicHwDjCH74/zcAqmy8PpMNIuTbhUj"
    "5ndo75vUzJO0rOYagJu2A8fxPekEbYh2X0mVPUesBasQzJjDnsAQcA2gT5AT8uuHcSNOBG8cAPAaiNpdd524EmJjH8JckcEoURo2"
    "m05DiBqoek3IHRgQeRlx+0CfRbF8nMuKPBaGriEGzOEaKWQdvOgQAya4gCEGyCE/pp8rEgCR4EGHGCeHAwZzApK8hKyDoRkg3oUL"
    "MLQbkIDOCabhOWykQ4ypBnghp+phvknz54EPZJaHGPGGzCDzwmcrWWGPUMzwMMW7UFpDlCAI7nsHCdEAoSsWkvdTUpUjWb0KVKEL"
    "8r4bcT6IFIfEYcHr2HiIyAQOKTQH1I1Txblfx0j6AxqjWQgU4MGEdWnJyi8IrPsP8aIxliGAFRFvAWrtHzHsy0DSOCwHCg+i1AJw"
    "YwVM1TzDs15Eyhp3Loc2MPD52DQa4mvRlYc4hhegDBJYwKj/mQTYw5m2PIfsFZoOsLvBPdjoiSbI0DjQBiFXz8Ls/UZqM2goeT72"
    "h4dzPCG6gAXFigOqHG/qeTg7SjggOiG4lPwECm+EU40K2AgZVuBWhtgFhLKcIK5dTgn6gv5ip1jpTldO8qMpSh7y1AIRZp7IJQ9h"
    "HIVI3WOFKkBxbeJiSxmx+5cgoJhpqFzDgQ8jFoLkF0Y21lYFxoeRdZZRHz+CAYBlZ4T+yPty7O1ocQaIZ4IRMICt9GjzJyRzmIka"
    "JJINoqW7HRo3wSLB5RixZFvn9ocB6luB8PtRiSN+4wi88Wi0tB47Wl/hXuQEC/gRmvoIEiNk3ypzhCvHxRoX9BQvy8VlxBUJvIef"
    "ibxNQSBmNiP/OMLAYoAnFsMIuZj3o4yWgmoDlHUYPgG4JEDECRQXdipxoilRaBvaYuWxn5lwRUSNouByDz8uY5gfJ6E7UR7DTJ33"
    "CfEgNMIRtqJHyNiSvWBEk5+GCgIOwcRcb6AvrqNEDAwJWXfrvrES9YMjUUUqEqwdUDaEbPCGciBIHXRQfAuvx2iw3scPwvR1zAvr"
    "Az6T7LsMH0fs0UJjLKgNzwlldQKkxh+6YQKc6/bx3G8v2b3X8WEFfr7NJSc2wPAs1V/nMVQLgbcE5AEho45zUl0Xo8qdhPWCB35A"
    "uOeFwFNehNg5nziJWXy9YAJvnuGHMWcdBk4IGV0OGFfOVjN8AgV3gJpsQKmEZxwY1lHX62hiaBjrWIKtY50ljRZAiQpBVY6kX01a"
    "hk7C+nKNIDbj9SX6usGR3iVCPMr6coKBYn053V6SsPFmfXuNTXL9ZCdgyVus2UCEXlygWpFSUB6oDRDRWELQJ0uAVaKA0/gBsoFi"
    "iB9fVQw1ndpoz48orMoKKyubSm0ljydP8OOARoTnTEYA87Fg3ni7a8Joz1HFkRTZPGE8AtdOo5pU2xFdiNZ3I8GrG0m/0WUeOUvO"
    "27InL8RvdwVIEiu5tQftcmioDQafaRvtQZCu2xQPtJOaAfITpFGbiHh0LLQO57do5os2ag1vqMfKULyh+VhlT+NwwX1bBpyAASCv"
    "XExlXxWEQ27zOqHnRJFIpGZD0bTnmyjPZSOJJ+8C05s0Ai6qTF+jgF+Xj4U8VDY1ZgEp0SUy3lJ6y4qkv6Ic57106yQfFL1FDE0j"
    "7sXXTVeRmsdTUe1ges4cvh5Flst5m1QNuFloUKzJFQFP2JHQeTOQSUMMNAZVTBLFjFNLAf3UgKGowFhQzNne5niYzT4QmEGnpqgq"
    "CB7ZWBZwDxmk55bMJbbIKtIzvwAR9tDjPbwJ7uHCcevkxym4OI5vPE6vz4ZAz9YIKkB0pePM8XGEKyTB4Hg4vqSY5DiFPsdX1o83"
    "LG0DS4QNsjhQH6+IuH0szIhtApnQDNFnAgikcq7bKPBDiwREYW8UE8ZNSVsuN5A429jAgn4jbu9snLBS2wCxXMuThB987cbKJ4qN"
    "TfykNLZhBQFGGAZPgrxgBTfwFbRINUglHtrHI/TtcZBLjlvjHs+9GC4VLEecnWm2NpDFhiaFS5pFbjvBtCXVTpKByODCbiL6rhdZ"
    "OabZVpAU3o17J/EwazeYL8cDXI1kzr5jSs8MbhCiJxBxvBjnEBViHGZ2cibCkg4QDIY7rkgQrlhA+QrX48GYKQwc1u8BcyaozR2j"
    "ZtPpVqoNC9Owa6BJDMBk95QBqf+TpP0sUtIgDzhaIOj7OCDpUin4oCobp4ZwupA4FwQXRkPLhHwxHEcE2rAgZAkQs/i5VQtIpkpK"
    "oi66MLQimhAMXEOLwYm3s3gMEBR665hghh8/z/Xw/ARTiMfDA7VO5T8zNIql0hkA1E10GRHgCjXI3ULElQh/1KjoCy0cKZkPlOnA"
    "kPwQBFoNC/ADKUglGbmFBJ5t9MTT8URLwGk7wUoIZUmueTxT3jYJeDN/NtRBEDGGfAqlOOmRgDpSDoKZlaR70juOoWtC/lPuxcPE"
    "NXJ5SBtoyu4nPIiEJETRFB4ITtBc3k90voKYBSRtOkBdW4718mpDUBdLwMIl6UQ7CZOoRjiJ+wlG0FMXKV0Bh38B/s8MbEPCAsHt"
    "BB8AifSEeiMGIeL0TGPWArJFHXd5JhyIuHsgW9FEEH4mY77Bj9kC61ruQk608GcMlj+TnGMT0cAxE8G+G6xUlCKYwIcseoLa45TN"
    "GiJdwg/XsVfHiufyL9pbCJMhfsgEPmCEe7BCwXA+KfrY7p4Y747OLKxFxgSaCJOCF00JBoR8Jwx/Evbnk5WoCbNGAiVelDN6KTGq"
    "IqhU4diw0ZUkSiZusUzozzpgJUrhCHdqJuzikzEazxjPRUhtaYL15WTCw3uGbaaeTDmUYDtjMlvjnDZht52wgGYDvphydRkvE8q3"
    "XBnE7R2NnIJLPlExTb6wQePweNCBooh5EUNDfg4bkGz8JcIfPuUUPMGkCTQz/pj9jCz6RLoFk5lsh4AAxCdD3jjBWVlCBfBwrEtY"
    "AFgdT06ozJBQKr9Irmx9CJ2ESYUsVBhykIQ3aeqeQHtygjJlv1nayMuDYiAXgoUj1+UmHYuV57CZX1Fcp6TT2S0yj00BEVoVTpYL"
    "DRLe9FDRW5BOYFcLqudaxEwlWSLiuTIjpwSMFd849VkQMiIeRgtouBjgppQ/TV0cP+UBJUM2ba1RUjzlxvU0J5DgnLOxAcmxYGMN"
    "2ZSttYi3QGwCoBSx+phqzWoIy9Lpug076C9wYGqAfN4U7Oe02MLT8MPTprO5NKmxnzFlM40W4EloWASFzM7EtBl2Ad90lhbJPHIw"
    "5WalPbRcigAjA8hPINZCJtEl6AVBS/GOIT5UaufYJ5qqTmGRMkxxG3gH1kIlLgAteErJHbeEprDvBLjGlywnuVIwlIJpn0LmNF1x"
    "62u6Qs1PbWWHwdhWCnjsivW/wuAwXUHTZWpfPOsVUd9stnacgGsq4QqE/G+7FhrFeFhEzYYCBd0qghKbAoLMgRM5rx9yRJ9Baj3D"
    "zyoBSkvU4ps5Q0JjB4EqGzN2U5TcjKs3VsNs6m+YQlQFdkwwMWUzsAIznD+bzUZ4IISimOZpiIYQ0kFg1BnwxFNXBRrMbJ6WISIx"
    "7HAjlOMYXOZMXEVBNBa0kSpF6uYoS41edkAA4qJSZQLEbFC7CtfibIiNbw4xkAsrsaD9ByO0dKGwAOsGsivkVmb8cSqfLTDck7mW"
    "eQigsXYr3cp6iNZxwoyCGEDxRqCoBOC2PEU0UfK1E5Lb7U7Q4gGQc7AIjlAg8ZXznsDAAwNPjdu7oMa8deRwIOQ7P3PN6fMeBmtA"
    "rSDk0jjg4LYgLEg0VAHBI091O9J8n8jKaWEyMC49Ixo4LiPWdZXnvZS0g4Qqfk6/Y0GG3oPUOeeujJt86IHii8iGzSMbNo+HOGgY"
    "iVBDNihFSw7gBKO21dfm1vCx7J5DPdgA7kL0gMQQABkdTLBYwHQ253IKZvAAsYZC55CEhhTz7x4Pw1yXlX1wZKylRFcMDAU5PDoh"
    "scscaj1yUg+64sqEb4MvooAjC3O8YLSQ8ZswX+fwPYdc1MAYatbz9e1KUALROasc5spwJaZyugJx5A0D3UcM8rzgFxdzP1MzN14J"
    "TzmOHjTfwBUISuBEJFbWSD5k3BNc+PdxMpnDN3NwK6UhWmcBAcjhaw5GYA62ybf2iViUs3GB9ao26wGV0dl4ezqbqFHNFDMbC7KF"
    "AJfClSN2yjkGublGOUkRAcX6gCo56bhccT4TYFoVG+4smjQluUW0EBxxqxNUtPJiAS6JwAvNIeCfg+WAppnKnoSeyyEunvSOREoq"
    "JG1zY8Z+abRrTJpb97RYUcZH+fYqXSOz/ERUTm1FnCtmLtjzLEpzbi6vjfqYRHteKok7ydEu/TbZ+U2UslLQi1TwrU5DM/ooB7Wi"
    "6G5esnAwL7UPRgdfrIoDaGVEDrYGDdnEqoW08+mkXyKkW8XWOFEmqopUfJZDDY/Rp3bQagAwV52R8Hc6VwDTozDSsXR6vohYEdBi"
    "KPyFbjgwkl61s8XMERX6YcdYsBh4lknpESuhLRaddpwxK885vFe0XhaYhQX40XkUv8wXJYF69oIPA+MDlmu+XBtzZ3quKuaWMHip"
    "+bYOiM23+9okmm8PejqyO98WNzzfJq803650g3RvgcueCAl95BY7YEVxwgaEExv42WeeGONH2cMJLKZPTFZoQCfm+OEG/Jb4UfTq"
    "3pGdM/FQ3lCDhixJgtE+sbRJPK9EbBNV8QHU/iQaOOZ1smMbTmzih7EEGcS+EmrZ95dK7NMb6DGK5g8Ns9sTMTgBmFLtr9QBHJoN"
    "J+R9kEYot9qdlWEjQ5sA2wTuuC6Ua/gNJcs2so8fmH1MpTCGAiiesByctNJFdar+S9+4K+PGnSwyAY0FySCAEAdp1NxvIJMlzFIp"
    "83RyM5Ie3yfIuXJyYpAoPqzPaV+4iYm30xkliKUs7kTSn8cv4u2DgtfpqLXwwImF3zjAEUG0GRs6p1CkITkkiNs4RpaUmRjBB/q2"
    "fpkzP9xIlxdOIH/wqJAEKVJ+AyQQLNARbHOBOJ6nzDjJd0gIT8ue/mHjHl8wzjnhu9NTwxO3Ux5kr1h4lTCvmXoxAifq5IonIjDW"
    "gxvFUN9bCEf+DAa1eyoDTOOVap9HvRNRJWrhF/IDMc0BlnrkrHJEkUTeDuly5uoEAecgOlsO0dNlJPQ5JGdlIv3CoozJRak3xJ6W"
    "e38iVgFYETjFK/1QPCazctUQA1HMgNwygph6RDr8IbureSIGiSobSu+hA+KGUuRckC5EE6UkvYkeiSPhCdRGKHO5aQtuBN+xLllO"
    "8oiVI/YNXrToqX1Ry02pi6RWA9rryJsrbUs7lpZo8k9ilNR0wNWWUOIo0VfAZpbcI8ZKjAE20qJiD6U0Cqc7SpdpYuYoJwQVgYQH"
    "fC1vRHua8ZhJM6kbNSEkjVfzOFG092cEx1QeFZZcqhS5ICNSJosJsvkkpHyCqojZrGfSenTjgcKe7NdvEiAOK4tyzs/gDwBvxVRa"
    "UnoHXxcAWF7DKK1YTzm2j7gSoafHJTvNk4cSJYj3bWJ2hPZARYsagO42r0VXCIyYPCEQScGZ8CASZSQqJ/j2qqdd7IqbrYC4zqYZ"
    "KLt6xyEaCOsmngY2uGCBOaFL8invWFdIBmEaqhVZtsgq0f789RxzWaXDWy4mraQ3UfnJqqpfatWooxoRIwVvGWwAoEXQu4lBCMfQ"
    "B91KruE+Ac/YCVckCHkh88vDLhUmBANaDjnhDcxDvE1nLoV1dzp8KZL1B8urgb6lABeCmpFAFdxgrTBUVuDWe/6oEwTc2as4hMq/"
    "rG4TxciyrXDQPrAi8RUrRENhHAijBoqwHqJTJk7EKFZP7qtYJ9jineZ1/CBqhSkIpagKX4zFNeTF1QjvhOqXAe7E+gBMVBFj2CHK"
    "I1H4hWXuyBNy6niBwnvWC74FdmIM5EScqYg46EoV1SAsgwFvAi6HQ5bM+nKhoxigNAJgaQljT0YwNNJetrwJAVEuJVyRsHkKryiw"
    "qVBBKYYmIAELYw7U5Qrvp/aKBnNbFOSyuQ7zGy2aEeIFiNiAhgEg98CqDVw65k59NVbVwep0RbwQVGBT0D/SKElZqvESo3LFH7VH"
    "KhUf9nmqaW/uxTbDD1yF23M0PHTIvRqfLuMUWVGlqsIxHl7FqvCZEpOji97dnlvQ5i/ghpBGyajJJexbcxbgJ8zZk2HAnNUgS+Ye"
    "VQmlI4g4scber5NrFYUjdObhqHLsNY/Dl9VcPHSFBUmFXojvAvddlSwO5gznFclFsYm5yMEwi2rhsj8jRrmjilj2rkCViigXjvz6"
    "Uv2Hu1+yqyc05gqVpI9KCxovJ+bnA1eHSU92tExY9/GFbEF0Ux9aHuoDXdSHaHAwJE/xIbqSDM6twEV7SD7ag5tED8kremj8oIfo"
    "gJSEPoe+zIO8mA9E+JU+ntBHeaBD+9B4IW9o3cVEKNG5m/BQMbBcc83NuKRy/92JUC7aHr6De+8O8toN3I+XsSXJ73agTYPoTju0"
    "vGiH6DY7NAbzjXTFJzBu8Hod3Js1iTkhu+OmujQOvVabBQG722ZBjVjDsLxSbU8I4JA6RBfUgT6ogywXAfLFLQfU7UDJkC5YsB8n"
    "j9JBn+1OpENUoMcestw4B2/tcNgc6J85uDfmQAfKQf6PDVmO4eE4LPr42Yc17oUD/QsHOhgObQ/DIbkYTlQlUh6FAzU9InPU8tob"
    "GkWUto/dkHgnetMNjd/c0HJeEDRXyDdt0J7mYogfguCFMWjSvWqAf9UA96kALBY6QQ3JC2qQG9RAh6cG8YUumBHOE+WXJ9+lIfoo"
    "C439wNDyURqiAcbQ8k0a5JzUEI1oWCWy+LmJmpyFBgmwxX26cbxojzfIn6dQJSyXnqFlvz+4B88QXXgGL2DMggsQvEEeNcMCzRCi"
    "rsUMi8rFSVAbBLng1FFiXpKvyUQNGrJskZXTCWt4p0/DAKeFYaHClLyYYxl9/gW6+ANkDDnD6O0utBzaIUB1CWjxQoucXg0CxjoX"
    "qjUma4O7SwvRX1qQw7QQPaYFF6Em+Wl0URaSa7LgPsgCjwA5iou45E4sNL6/wqGzQofcfYWWy67Q+OxyWkMTHXIFOdsK9LAVGqda"
    "IPkGaW0ddk0VDvmKCtFZVFjosd4i4MgpJL9NkfJccOWjMQBv91kO5tToUSksGM19Z3lNCnKbFBq/SUHLWEBcC/1F+EIKWJgt2Hd5"
    "zNUPCUS/RmHphsSWGIvgmyhQGRbehwIsHSx1yprS0yV629J5D6jqwwFEoBuisLTaXUpVaCkjSW13QsE9Bomgesph5z8WxGC5nDbH"
    "kJbT5pxQ49gnuBMfEvRBENzVDgm42Al0qBPoRCew+0d/OcF94RCLH2l83YBu3NiEQ35sArzMDHPh6HkmREcyoe1JJrTdwoQrfBIG"
    "eYQJ7hLG8GahUqFB3rDkT4YWoreWQAcrIflWCbAeQeMRdKcSlvyRAaH+vT+ZO5XJSQgpCYr8ZLtYHrkDMRSfjRFeMvTGBUiIPkBC"
    "2wlIkInwsFQrWOEnRyABPjsCFArhpCNQo9iViJOfjkQ1kXxo40YjyI9GcI8ZhpnMBHeUEaJLDFJcF67WoIe1wlPBFLvnC8eavltu"
    "MAJ9IYTo7iI0/i5IVkQt3Q13cxGiQfQAS4LwWBFWeCsULNxhRZDHikAT8YSoj8ZpRYB7CkGq6kQPFSFKnuSjIriTirCymoOSN71K"
    "hBUBf9DigluFsJpCZWKFjiCvCkHOEQzhEhux6QIhYP9khSfL60FY2TQkTZTofyDIWwDwFCfJxYi5Q4AQPQAEugAI0QdAoLX/ICP/"
    "IVn5D421/tCY6w+wxx9okD9s4g1WFZugcfrdAE2vwdy+r7BkcT+4mX3H+SBSyIy1W5qND9E6fGgZaA+yyh5olj3AEntwU+wh2mIP"
    "tL0eopn1IPPqhpFbVCgGU+3Zb0pKLyWmaEs9uBX1EA2Bh2TwO0SL3yGZ/A6NMe8gE94BJic1CkS72SFaww7JpnVwJQs3Kh2Ycdr5"
    "3LIsblnpQRl1y+7dyvGzUtniDxdvjfCLJ7hgFDpAJgQz0AFmnMOWPQ3GmwONLQdZTw6wnBxoOjmctCvBjNBacjhpzztpZXaywN49"
    "IPkpWEQOJ6f4WfmcnM2yPLunvr0+Vz9Q32m/M/VXZvfXd9c31t+QTbM/rC/b/936bH2hPm/wXH2PXfGq7JKFL9ZfldX1Tn3K7vqa"
    "bNeuO7C4/XrP8EOYctmuf0GmmEv1NPsru+uJ2QWjLzPmIp9+ya76DnvnTfUn7f/dloszdt0fZHfWn6jvrz9ld99nV+/a8+6zeNzx"
    "o9nluuab8OT9+suzy3xizVA75ekZcq+Ug/pj9cvs7a/LDmrk4TP1d1muT9dvrd9ff1H2gH3He+p/l/21xZyxL7pQb9Y3ZG+w628z"
    "eof5LbMzluddC99VPyr7d9kfZs869oTsz+qt+juzG7Jp/eP151v+9+x5T8menX3C3n+Z1+/Y7xusHHbrLHtUpn/Ik6jPsafWdscX"
    "2hX4v2s/pO5ZWeMr7qkfbe84ZeV/qX5LdszK5cmW7/dYPO5+uJV0fFLz77/Vv39wa/08y/2vH/tMfYuV8DEr/b+sfye7vf6d+rXZ"
    "jj3tlJXGRbtzr34hvz7Lmuc8LDvq3+GUc/UH7dkb2fmU630rHZX3KLuvvpffvm8YZY5SfUT2PsvH2+rHZuPsT62kPmD1/dTsh+w7"
    "+lYmKq8D+2487Zxdj3L4+uyV2Wn7mhvZ6l6b/YZdd7fVy0ftCz5Q/7XV8Sftrj1LO2vv2KtvttRL9f9m7VolemAtZ5ft4XMztLr2"
    "F9xgb400cn1UDnYt9vuzWw2eYa1cZpuoLT2zentchjsyf1ZTt3Wt2qnrR/LpisMdB0y5h7SueSavfkO9mT2zflp250PedPDP639b"
    "v7veP5gf+636C7PXW7ndYaV1wer+0VaPn7ac3Fv/62OnLC+PshrMsrNWixf4nc+18rpUPzP7luxZ2cuz52fvqX+v/pPs7fWfWck8"
    "p74pK60evtdq/ka79gHrk7usudut/C7bdzzB6hPf/UD9+GyXJXipfrY9/bS944K1ZPTsU/ak11rLvdvK6wy/PPa5p2WXSanPqY8j"
    "Hm0OfeHb7Em1UecsNyPL57MztJn32pXvqGdWP3fY3U9nGaLML7Pv71oO9uvHWI7PcDza9bedZ/vaq78l+zAple6Bl/nLM+EnWT5v"
    "sCc3LXzf6WNZJ9X/bn2Qau209Znb63dx7Pq41RLa7s2Wh4exv8arYrtRbd5av5h1/Jys9hzW9Ye9FIbZ39S77OV79iTU+I497eMs"
    "FYwYd9o1P5ChlM6zBjSKxa+J7+oQo53XNUbAx1v4B61NHnDU+Bsr0W/O0NbRKlEPp9hOL1jMnn3N5fqVdv19LMsL7BM3W13eYHWN"
    "sa22NnVD9lDrhztGP4wt4gLLOMtiG36it+gDK5376/9sV6IWPsWYe+z7z15nfLtstXtv/cPZl9qTz7N/XbIRf4+lpL4gqH+PSaNa"
    "fWhcwnin8FHvOTpl09r8h+ufyP7C+sVe/cXZr2bvrt9oI/cbr3PPjTYHja2OztoP9fwxu/O5bOvPyF5m4wtG9TP25e+xFnuW49un"
    "rBZelmHsRq/BlaiFr7HWd7c97+76WdZz41fVnP0O7N7mXzOaP5w1/39nL83usrEM/fTTNho83fJ1v+Ffs7p+QvZV2Ycsb2ds/vx1"
    "tv+b67dbK3xB9kfWou6zHFzkaLVjebpU/ysbIy7WX2vl/1rrofv2lLM2I16wVvRMG1GPLoOt+t3WS7t2z/kaT3gP6+yMlcxOjXnj"
    "jTZ3X7LvRvppzlOnH1T9HJ1S21hfk19Y2bv+ivPxiy0/t9ucUNRfc+yV2cfsrXdZC3uZzS63199ev9RmtmdamZ/lqPNhK5n7DP9Z"
    "fcLm5Vdnj8j+gbX6O+o/sm/53fpt9v27Npf8ItukWiHKTH3wWPblHBnuJJ+hekPfeCR7/d6h/hnH/0d4+O+f8vjsTfVv1h/JftH6"
    "7o32zh+tf9/eW1i7fXK2x5Eka/WMA47SF+tdHy0wLrwyu48jJ/r952X/0ridXaubT9Zvtnq+xXrwj9hI9M0+L3Va45iegH8vvmrO"
    "/xBb//dY3k4b14Qx5ayV8rfYXPC87G571yes1X2mRjndZrXwwuwt1hcu1n963fHg6JSD+nutdp6S3cFx8Fx9hl93h1HXe5q+46FX"
    "5f2S5WOH5YQn/yyv+6jV8951nrZXv9Pu+JjhC/b/Dhu3zlt/3sr+qX3X3T4Wdrwt7Fvfvkye4qindYxLalrVns9cz7LSup8UyvZF"
    "2R5zVPNbUaNfl73E5uuaY/M+Ockdcj/7LBPxv2dZ8y/KDpyDOCoHtxif9QLjGy/aM15hb8Kbn8U33uazTHusRd6y7HlpjNLIjKee"
    "s9pF7T/B6G/MNAedZ2rHuEs893ez3zPO7pS12p80rvDbsv9g1/xw/cv27hdYKZzlXH6eKwaMjju2kvim7EnZP8xusvZzt/0/ZbGn"
    "bWx+aPbJ6+Qts/Fo39YY+tY9jsxfksVZJPaufdKfy/6a2Upmn70CI9dB/X9xfjvLUn1XvcwOyM0h7jRb3Q5zd/Qc/B3ZbR6DEUMt"
    "cIdz94E94bLNDgee39izcMU5u+Lj9bdmMUVjDJ769+8l56zXfV/2Kcvn/daed62Voux+yvJ1wC/Xt76EbzrG8f4z9mXn6udbju+x"
    "1MdzxXa7tbM7+aUH9auzfW+dCH2CJSWO7llWo/uJU1V5Zlzh3WpP/FuLuYE5vGhrvD3yEmespVww7i7O6ufsu/XvotXyrfU/y2Jd"
    "7dlIeru959kZ7vqC7Gsy9RM8/e12H7idvRr5/0X7itOcg/Zs3D5N7uQjFt+1fN3I2a9mH3kKa/y2Vso5ppxhymd3ZsrYmzQLvIDx"
    "e+znd1rbegPr4YB536l/PHuHrSIOrvu0yzZS77NsLnnbA3e486BnzaNa7x9lTzVe4H4r2XM2tn3C6mrHeIuPWwntczzaY79+gDX9"
    "UvYU5O1Dtmp7SPZa5u4c+ZrXcHV9rVXiQ7wswM+e51P/aabSuJn1eZfxfrZKs5rfsfZzlz3vK7KPMB8P5kv3rTXczVzH9dbLydU+"
    "uJ512bmAr8rAI8UxuWYbupvt7Mvsy+7m1xxYne7Z2++lzOC8t0FcvZHdz/lDPeoRrAP19ieRn7h83S/drz8n26+bdUbDAR91z4X6"
    "uJXmOziuvsjGR9Tjaa69MtbSc/1Z59gedjiT1JxbPs7vUC3/Q6/tc/V/zJ6bneGMcxNH7BvrX7Vx//Ns9PgTW6vdZtz/k7IXZu+y"
    "VcNly+uv2Ds/uz3r08axvYiyoj3jaQ6Yp1vYkm6pf87K+8N23Vvsmp+1K74oe3r2t/Xrr7Oq3jUO+hTX6lo1xtGntjHmAmdX3LFD"
    "nhlj1Buyj7IlnPVZ4FtZA7u8905bV95n4+iNlIn94+y/23VnbHT9mL3jlvq1mVZ8L87QKg84W7/fft9oXPwZ9oXL1jb2SO3Yd7yV"
    "45OkCQf1V2YaSx7OcaSRttT14fUB5q7nWBtX3z5gHeuLz/oKsvb6xRd/m61UcNcDlvO7an3JHluq3nLRcr7DuetJxuF8iuV1xu76"
    "n9epn/Xsbfau+30+qJP07eC6fNVR/PXRXOe+8ZO1t8nIcV2wN+/VR/OjD260PG8lerbV1y77yHtAruA8ZQ0or4Jlfd7K6einfZHx"
    "bs/Kvs4lSpcoSbpUnyJv9+9trsb6+y5KEvc4uz0n+08Z5tyHGY9Zs97O2NU17zxgm9+w8TH+26vBX0va9gfWS36cM94B159vYf0/"
    "KkPvv9/Cp4w3O8tR4Ww9tHH5EqWjWLk9L4NcDs94RnYva+Os8cpxrDvwmhr4DHdUzWkMOWBZqQy+lJxBTVnR87MdH5f3XQ5asw9d"
    "sq/fMx7koP5+ykXPWj1eZlmoHXxFqx38NtvBDdmeyymyQ3IK8B5HpXxehp65bW+ABOQrjAfESv4e68HX+56XZph3JRESvI38fc18"
    "HHhLV1/8vKx2Hji2m0teDl/kPXWf/erLW+uR07VkRrWtyvadS8QPc5Z4q2OZVjKxTR1zatelrHew76q3vZzld2B1rVUInvhcSpIe"
    "Qt54x8alRrYi3u4V2QHbw+dnkLldZqsEL3ex/rHsg/XTs5/NbrZUjLznKb+7SI7mfn5/eyQSfmR2+UHzsJ3sM9YSnm699ia+7wHr"
    "7a+xld/9No5qVN5jmVzk195NvuN/WvgfOf+ole9TKXGMq5WXp/xdrv/GuaCjcnAD12aos0dZ23mIxV60dvCwbO9BjWLXkpprFn9Y"
    "dsH3JlBz4refT9nR87gOu78Wr3SJT921mtmp33iN99R1lV2vNz6YlD803vt0/eeW+j2Wy1/O7qe08502oqJnXai/miXwAEsY9fBQ"
    "K+276qdlP5/9vrXli9Y77q4xa7wsO+V1sGOl+cjUf+q0jvtSclQNn7ZvfJHGsV3mC1c9wHtelO06l/nT9SpbZO/leuYD9r5/kD02"
    "+4SNh5ctX5+yL+hnkEW/2dJflmGHByvUL8uekt3Ct57z9eDlOvbGLHuyz6J633nn3t9ouf4FXnmZ67lL1sZ+qz5zHfl10wMiN/H5"
    "mZ6mlFu8b+v5X81Z+v76idkLsl+q32fl+un64ce003ar5TrL3mpXfrmvDc9wRn9FplHtVivtx7ItneUs+NTsPGvw/+A6eJdj9SWu"
    "qQ/qL8w+QBn5ffasU8zX3ezF/yiLc/U5ro4OrO+9lLP+vq3YMQK8of7B7BuzP7Gr31V/u60KP1X/c/vSd5GH+Pv37WX2ad8L3Gd7"
    "u8wS/8B1OXyU1Q9wd053SnoNDvS08U+7HA92fGemriVHfr2NYJDtYQfhbhsZsStyf/1vjp3ifHaRK/k7KTHcd/n719tsdzrtT9Re"
    "gt/KnaEz1g8+YuMRpD5/beud/2L5+vzsprqfbdpY/1f1D9W/bW94XPYvuC/4M4ZfbU+7i6V4Ivu+7Bzb5W79U5bL99nv17Jn2Xi2"
    "Yzk6zZlnv/4xq++Psixewp6x4yWDf6cs9COWixvrV2V/abzgvvXMX8/eU/+3+l9bX7vI+XGf/MTPW7+5h6u2e7kGxxec9V2Rff5O"
    "WTvFquArfL/1Hpth7+FYPrFx7ma79hU29p6rc84fkt6/3Z7Yue4a45yX/QH7GfL/cp/nzl214/Ul2Znrzgv45kdkn5vtOOciTuQB"
    "3/vUKqVm/8PTnpHVf8fTjuYtj7pnx7+mSdmzseMse3IcIS5Yyexz5+Q8ObijuQ1JLSSZm2Y1d2newRXFgZWFwmd5FUa7J2V6O3YQ"
    "bnNeXW2+k51vjYeXmaIy+GIvg6N45ZuNB94lr3nRcn2Z65zn+a7q0XL/g/ox5BeiJDrycf8feYSPWj6+N8PO6i3192XYfb3VnvtV"
    "tqI4xz6InY6DWrt/X5n9cvYd1tv+yNrYK210frR9yS228v8b6wsPThIcVxSR4/rr+jXckTw6139Q/2X9S7YuvWj9fKe+2Wrsk8aJ"
    "/2E9tnv3fQ6+WMc1/b61/9P10XtgN3AP7RLrK/IHmM0v2Shxr6XdTt71Dym1lG7AJSuxJ1mdPoW7D0+jPOyCtard+vbr8iFHtaq7"
    "rd+e54iImsMaAf35P2cPXGc+Pfqez+4a/c85bvwM9UdusfHsJhsjn28h8ArvspjvYh/e4T7n6fpXsjdbPt5mKbs2euyzvO7mCvu5"
    "2X/PLl6X44J0AVc8hPV8jGszPOPocrvNav2xbO9av6C27+Ce+LVGisdkX0we6S+40xYl9Zrlv5zc5dGjy6W6kcwgbwdWC7u+s3tt"
    "adHRX7rLUf4WUl+fnWV7vcy9xTuTzGI/SbkObHTXDLvn8hvt136g/g7m+ZR9zWVrjSi7Xd93vuyrlaNycMbmfVtDZxjr77Pa+QnL"
    "0Xkbee71Msyyr8oOfGcfHPwBy+j9V60KXuLc39F9+0uyJ3CvKnMdgyi1eMC1OWrWsPi3U3XJNdnVZf0Q8kWfx/F3jzsMZ5zbgHzz"
    "66zN/xO765HZ/eQmsOb+qLUBjMOnrfX+v5aXXcqqMebe6+vqo3N9v3GZN9cPz+6iXOcO8oTdDFzw07LdpFtQpzEmrovjnPgFSZ63"
    "z9EZX/TiTDKrnXrXx7oHJ8F4MLz/h2zMPse9jnut1Z01eLH+D75TtMc2U1v7fZzLQA+41v05W5+JP7vI/bFdcmKfb9xyzXkcfOZ7"
    "rHYvs5WcqV+f/a09Ddo4T+Q4e8rqbN9q5i85U2WZxuRGN+bx2d8lR7qWxPnhXLN9d/YZzkVa8V5yyTWkIP/DVhK3GKd7vn6Dcbn3"
    "Wi6/yTjxjxivdcby8pb6v1pNfMzmi1+wb7infrfxy6+0tfD3WhmFTJKyG2wewxe9zUrtuyyXT7XwHvedMbqetzv+2OBNdv9Ze+JF"
    "8lw32ZWn2QpPHVov7NU/SfzT9dnr1inaxGtc+nnO+feznJcfDL/zbOPJLzrXu+vrhqdQSn+LteJP1tgT+M4MLeIDxm9BvvWnNrLf"
    "zy+8aKP46+zaj1kZfsZWoR93bb+6NTs/1UZgyeNPuT5eXPu9nHKnMzX2ns6yvZ22J2FF/0IrqR/JPvVZ35f5bPKJR6d8yNZid3LP"
    "cKeeG1/2DPtOrC5+zb7yLufh8P13shS+hyvHo6UE12sHn+JsqZ2tXfJ1l2zefHL24Mrggt27U9e+Xtgll3Bg3M8O10oP2Dccp0zw"
    "oo38N9rvLMdOSTA3svtcYvQxGxsgbfzjepPyDUnwMI5iPO9kD6as96i/tO/c3xnqOKEUvyyDZupd1F+63fLxbzLt3r7Prnpv/ZvG"
    "h9zE78Ko/wDb7EuO3Wdj6ynmp/aZFLPrGeOb2nobmMFex5y8lSv/6+07fzblykff87nZbVYPX22jxlttrL3dSvExWbCSuLt+U/2n"
    "NofsGz90q40sX5i90GrpO2yF+BfXHHdeaE87bWMaauYh5EDvrX86e6SlfLB+C1e8WK8+OjvwfZEse7bX43nW16fIbdzHmWqnHmXo"
    "7/+p/o82Et5Zn8xuMb7kCba+fUT2K9nb6t+1UvwM9YPxb42rmwv1E7Jz1FL8dsv7N1hbgez8Xq5g3258IGR+f2JrpKdm4ObO19+c"
    "3W4ri4/YaBQst7fY2Px0rvfBx6/ZePwJ6wFnqB/4pvoBjvNVBjn5xXrLygqSzM/xnY3T5CPOcCT6tK1GsLL//uzj5G++1Mbtb6Me"
    "3qe5cn+41cO9PmffaXnY953Pj/L7d2tJg2ub4WtrT7GuPm3veqavQOIchn/PsBqTVHK//kb7ngPu9EAa8b/7vTvkUlDi77NZE+kv"
    "sPffZ2+fkTuUdB77ss/JfifJ4Q+odR339d9sLeoOam8+jpIa6GbeYTWJee0Hsvv4hltdv+Q8d/0fsPKEFO377B1PpiYC4u+3Wrmv"
    "/qn6/eRkzrNGLpIP+oJjNxp3qXn0sYf0hOLK+H/NCPtRy+XrqGHzBdR2OEd+9A4b//5XzRhHrzU/u1/64EbLo/cxdlsyrijj2Dce"
    "DOPoGWu9cSfpwPqzVg+PSruJDTf/UGqV3Vn/eQY9+E9af71Ivu/Z2Q9lf1K/+TqacdArebnlfJdtapdzxllqYD+Y0vmErarOGqew"
    "T/0d6K7uuk73V1gPuGThfa6eLpKHP1X3yc+9N63zD+p/lR24PPTidaSGR+fg9dab971Hab0Avvers9+o/1lWWCndzvdfIqd2qX6n"
    "9anL15HmXa8MjpIr48qvz6T1d+B7CXucsY7me99f/2Z23mPP2DffyLX4RfKzR62drzebPZ4zWJt30V7ZWSvD91E+fi77NczGGVrL"
    "qzhOH9VCpsZzgqfY4xxxhvLFU/WP2v2fXV2cy6z/U75vLn2xr2ebv9ZK4hjhn1Mai1b7CZvxLnKf4Ez9B9n3fJbHncvkg89SmnO7"
    "veckZ4QP15evu547Spv7e7N4AgcnW3YoazlTv9Rm36P1HI5uB2fZl/Zdvxxz4Q9mp9jHbrZc30SdrldnL80eYxzFi7MP2Qz3bu5o"
    "P5TvuFD/P5RSQzcYUurz3Ee9jVzIi6y9Ti31nxgX8XbjLz/C1rrP8egunvL5pey95COxWniNzdzQlHitrUR3bE12W/1715UaPstm"
    "u9hGL/me7ZUa1mcZ84TsMJfXtIioqfvE7E02PnwddWh2rLdjbn1+doFrvvsp0ZXU5ZvsnTs2A+9xP/yoXB+tB/lg2s5762X28kzS"
    "n/OUEu/YuHOv9aI7eXYIfMwLqGdau57B12bvNz7gou8z7jj//++Nrz57HQ7lDHWhkPZk39vHWI4TJrvsF7s8WwUdkgscXe7jrsDX"
    "ZnfXbe2zs/WBn5k5KuVoaevRfeE242Wfnb2OuxynjM+8j2c3Ttv/2neP8e8+ltuzuQrFPsZRZ7qO1np9TvarViq/avRt9d/WuX3B"
    "S7IPWu/5MxvlxjbCfsSe8Um2dnC8b67/LSXxatOfsbSR5eULM2j4naY2wkU/mbTD9vJFXAE+M7vnOrV9b/37nKf261dk4G0hCXh0"
    "9qP84mdlN1ttf9CeBunrLZb2p1aWKM2vThKpy74Sqn019BzqB2jvEOepviDT3tHR48FDs6/M3mGj4f+w9vJN2W8ZT/787K8sT//F"
    "uNC31T+cQc/8ffWXWOoHjAu9w9rnS1unam6tj6WZ7Qeyd/qe7OXU69CyPmh97XVcQ6Nt/ZrlZmHf+ozsMsNPyF5tI81NNiJ/Y/bW"
    "+oP25b9soXP1j9Zdy/N32Ziy41q9e9bGMnIeb/OaPmDrOO361I/LMBt+0kbMPa/lhzl3cMY5hm9ji38iy+R2roDQwm5zzQvU0qP9"
    "a+JuZGw3j0n6/fUV2pEPOTTP4O6P2nz6GlvH/aqN1B+uf8vK8lP1q4/damPiO+t/nP2MpTzBSvW/2jr73fW3WB1/3NZZl1j3d7L9"
    "7JGjR1+432W/bX1j7HWDbnMV5+uvSVw8drbeVL/q2CtsFH5W9pNW1z9Xj+p/YdzKE60/H90OTttK7AnZL9Q/YWuiH7OavPfgbfYd"
    "X3fsl2y0+xtrHTfbevy7bZz7fSuvL7PV1quyp1noRsr6D9h/MbO+0frBT2cvsvH1b40b+zlr+39uXP3HrG5P29c921b8X5pdPnhH"
    "/cP1/2ntaLPGKve362l9x7GPHVP+H5p4pIenkf3j9e3UbjygtPaytdHa+sCO9Yk96kPt+vmxA56bQegHsm+2nvfJ+t3GeUDi+VGO"
    "9B+zGnichZ9hPf1J2U7aI9x1Odwl18XJbAUcebHvzt5n4wCkbH9g7/qp7PXH3lH/vJXBu4wLm/maetdlJ+80/DxyLK/LPmx3PTaD"
    "Nv6r7JvfZnn+4gzaW3dauWDc+0l7wx9zdNde9a1co/+Fpd9srR7728/JbuI+wdJ62fsp4RdneL/lSSV0yuX/+4Q3eGk92mV30Bf4"
    "qI1Zn6m/0+jbLASp6G9Qv+5bspP1X1quPie7m3sCL7OZ/mHGq9zlpxd2qVd+L1fdL/r/WXsLcKuq7X14rENJCNKtImKgoGAHKnZ3"
    "d+vF7roWdnd3dyvqNVBAQkS6m9Od++xe4/+Od869ONx79/me7z4/faizY60155gj3/EOSJzpltfxRIfJsbDr7fGTQ/RB2Q7RwvPw"
    "Rd+UKnpT1ucXY229AWtdCnmqgPQfI9YHMAf79LSsYfVxGfSs4RJd1mSwRxE3U2fDxuPXKW23hpV7UTfXB/QgeDSl+iYsrfngDxJD"
    "VE/kUjE9JdeblOvGVA03qFs47LrTSxW0h+p/Um81EX2KGrOSa2WdrElGQlYvORP2ZyWeeT70Th12pQs8sUV452rs68li/Rd/6i6B"
    "xdfzodUO5743UBNtyTyWqz1UtVKJTPn7SjMHp7AlSmTEAZC2StjlWkQh9i1VjH52gm60ytve3uM+Bn/+yWcyb7y8lVeaoLUL8Uyv"
    "yRewO0VYO8vHLNI/cNWlRJK405Oi/xjDut4l+asvWT0NO3wR1qQaf3sQkjUJ79gD0UEt9uhKPKNlqAyf+ic+0Vks2zcXvl8hdugc"
    "2JFaWJJCYgDW4lxfKk5/pPBqI/Wy7WQKmmGAmPcQ+l5xFwl1YgWiBPeeZe7SbPwQuU+aicZIttDM33HvT6fnb5jagfIzrGGdPqcf"
    "yklypL6sr8rbOlQPD0KeX1enOhjviHmMSmu9Ivk/Mw7n/BVG3YbpGyb7Mg/1ITXVE9xB15/dzBxgg9pafU58wK74dZIshAZsgpaa"
    "hVO+DO+YAT1pUctReJJyyOwReNYq6yDG+izGM7iO3llEcViVcSVR/Rlo/Ky6nvgK/OR6+Vqn4LrluNuY94urvdUT9qi7vqM0Y2a3"
    "H1k9lVgri0RmUku9TmxRmvH2IlaEc57j0fRHmlj9qW3l3nojAqjlmSiBhG8mm8ITrIaMnsQcgLvq0UQuxYlsacZKjtfpMgA25VGs"
    "4ibYxdXQVZ9rAXt2C/4j0sshV+x+x+GpU/SUE6xsbAvp2Uh2JZ7YMmljmRvfGPeyB3yPPeVLXYT73hi79DE0/hliZ+dlXfxv9t9F"
    "dqYje8szkAeLxZLkOTDdsAB7Z1Fy/rqmfVMgDtEzgJFfLqfzG87+XPz9QPgI5dCSTTpQ9pQH5V3cbSHedx5xPc30B63/1LRCIyvx"
    "54vrqC4iJq2aPmN+ZFwj7tz1qNme5xgDLPtouiGLuwjpzRqeyDz7BKuGaY/pO1MqyAKRgWxm2EdURKu5F+/hUCliZ6ahFOyTnRCd"
    "WJ/BI9i5V8Xyv72CmeFE+Jp/6b9wxbfkTXh6AxGb36dL5AdmcL6E5BcR/12M9zVA91bipx/hbrrKY8TvTEHsVYc7aS/bi8nJaNbx"
    "FuhCeDtroIWGQSe8g089BP0kBQfKP7U6PA/XuAz6ZpI8FSZx5Y8QnQ8SO4Uz8SR36o9Y/zvkiCD03mtNlP8tgAV3FirFGvH+uHZP"
    "rkpPnog13L0mjwcYI7l6R5Jo1Tl43bgLRsKSF+HVauzsbOxxfpxq/phpv6hHbYjvRTA5W8tTmcsIhr5C1dtXWd6CfI7CKrXHqt4m"
    "70Er3y9fQMIvhBeeUIdmP14SrJEqfahOkpMXJyExdUiwOKXLef/mM/YQ8biBjLbswncd3ev/OwrffwV83sPgRX4Ba/kBdvdIRB1/"
    "0q+owrqeKqFHy6ZoC7PMxqX4rRtJNordQuKC+4nzek6Q1z02LoPTUNgKB0QJ9yjrOSBO9k+xGXze4+QU2OQqvtIAj2UREX0xyOae"
    "8FtKcQqsfrItpHAydvUyxP9zPRovTV/StF0ZTqZ5TlXq1jzNfKZDCYxm9abay0bLzntXP+on+TXFdfoDbNX7+gmsVhd5UrrjtDyo"
    "43Vs0J4+mXnEHbATKextI+W0Rt/B6VwBqz5Xv4UN3xynwCKi6xiFJRihpqDRbMVu93WVOn0GPptlZk6TYnlcpuM7V8DbfQnfMko+"
    "ENNp3+hA6Ny3IMvvYa3uleuYZXH2cYDkMtLllPmukmSmSv0KmaUcRAxTMbWY/W1n8kM0cK0O8pjC9VG6/WsgflUw8pvL+qXdcQUR"
    "GH1Y+XmwlezK73hWqysNhx9/LXxH28ca/QckbraciejWuEaOwArepVsGy+FXJcPTW9HX5ivuSbxPVh32uAv9u5BMNDvwHQ0+d5xh"
    "N0KslS7G/NmIb7DOMcrOWur1lfjXKt07qIKPulpzmQdX5bG7MX++ghUxW9kjmb8qwn2dhrsq9TF4vY9rrFttS3H9ntXQB5tJMz0u"
    "13/cxBgq0coa5Ofs+Z3IhRh7ZGPs2knBqr0ED/Z67HYPaCGrySV0H7kcmuwPPNUl4rxMq0R1FssUBxKwH8JqZHtLOf2SFLNoZlmX"
    "8by1lr9eqjf6fmxn++KUPqsCns/cpjuTCfZmbAYt2MDuHNe5mOb7LVOwBTOcipNyB7FErj/JvGeHAS2BRx5nrNQG2rQWT5XE35dq"
    "b2YJVd+QWkYVC9nHmmLVotozNrgqdiMlJYX4+RjJdW+saVGB2oZPtS9kZIQcgV3fX7rgvUfJwTINcdbwQFnHy3hUta3X/tRkiQij"
    "7/KfWV2f/azAN9wjGe5XnHX0ctxVHXSEe097We/hmj+VpS/wN6xhPU/1TWLxYUJvwV7PxHd8itVezmpDPZ82JYZV7ill6nCL24tD"
    "ATdDCnKZqK3EKrTqbWLIONH91+zzRZ3h35m8VTGfVIY9mKbv6mSZh/s8BrH8FvIV9uhQ6Pskz9MsfvNFxNIno16dScyHOht0OJ9+"
    "Ix8TpomkdXnyw1lFaBvlK7M+Gz7I60O3bll2Jq7x/t75ko264dxa9+BeNWuo6/kePtTrwlod2OYErNKRwX7B1VbZh19zP+6svVwl"
    "NYFxXHTRUTpOv9UFcou05YnKMAYWSft4MIf8rGPtwKR/NS1I3PN+1GN1FuumQSF29zp4AtNx0mZjTR/X5+HDluvtwbnQ5ydDj/+J"
    "O5iI/fqQfqMhtkJY/u3hvxwkrueulvI6SxvlAPhCt0OyJ2APpsNO/4Jv/52nuj/ktT10xgrcX0+cqI3xr0HsNwrZOxIwnolzNYu4"
    "TtV6n9jJ2Vossu4AHbwWmrA7TnMvau9NyHgTg9ZK4RwpcQk9ieBw59hYrmxFe8gEvOs8MaxDPdbcztVGZDJaRe+sWsdH16nGN5Qw"
    "Tzybd7KjOJYjs9W7SDM5pPJ9Jv8rKXhqOc6iAZJgDqaMeem1sO22L02+V/gYsbzNt3hCyydUq+sSa6LWvlgaqCNWYDUsG2Vxx44y"
    "VHbnWRsv3zC/ua3kcFyhrwOGxPEk9FycsloyVjTovniWrrjPMpzJZh85OO/FntdxIjRQB9quPIQ1tIjZTmwptcFnejhW03TXHHhi"
    "3+DeXw0e1BuYkc9V3JT9bbkzOkzGyh7ylP4K+ZkMeXoDsvINJLCa2bhc11bGZ9FC3S3q2g21a8TMlOtC3ALSVQLbHMIbXUMMejHk"
    "bxTkYq6eLdvgnM7SU+R3+AgDZVt4N49idxZj3YrI72aIGMuODxTz7q1OPF/PgL5eg916FafMet6GIOb4De+v1N/kBeiUUqz7HPxr"
    "Df62Cv7vlb6jz2UcQuaQYrC+dfSQLIbP0IMpp6+SJsrNYpxK+iExaj7LG8fU/C3H2bLGv1fVupONI21X4msz1PqGP1mgrsfoaBnZ"
    "is+XP1t0GTzVfwWbyC6ysfxDLhUND4RfvybsGo6BLDwn87An9+nb0kvOwAkohvyeD39uHv3rCqxtT8sBi/kVK/D3O6SZe9aA02Ue"
    "6lTc8S9EA5xCO2bV2+Fi/oXxA1lmcJh0DKA7g8d1pKFPtG9wtLwsw/WhcDDu7jiczxVYBUNzlbPG+COs1qrIs1tfX+4iLj5JQeu1"
    "lUpKXWf2Rzv95zBNMezTMpyxEUE5M3MDsdN/6YnwydvS+6ohZ1Ed+7+tgjBU7sffnoFfF8f1v8Ne7SW/wTubg+cczt4qYV9poz8v"
    "tu/PwEsZihjAahPLsGK34G7Kcd35uIdtJCezMbzal5k1874afc+wnTFjhzLWEWPjqtErxOpyvT3jxjrmUX5gT/EucrzOw+p+LafK"
    "GEjFZXI9YtzBsAQhNVTvCGO8Hnc5SLph9XcgZmoRvms36GzLL2zD3sKtxHHyOW80yxydZZJ7e9xXhhi7kF04WdbKTAsZanwAI/8t"
    "PYK4iKg6Qyil6cG5SsgISNd0rPh9WBPDEvWFH320LMS7N0JEUaSDJBfNNPJzNbTJ+8ty70EGlGuH6s/J9Qw9hCulXiM7fgJDFN8v"
    "t2LvJ4ZHy+vwDwfIpPBv/UmmBBdA0/1CFIj1nDTBbtsu7QStOd8zaJhVThCLZWvdjb0h+fm4rLIXet1m3kuC9n0KPjNQ0nl4mPJ3"
    "vB2qr+ibeLZfZJw8py/jBA4Mdgme1TMoHblu/NBryJ0Z33aSIm/DY9yvND32e2BRr4KGTfkcrEOXWU3iabzrDzzPQMTOMdjpzyED"
    "89lfYZje7eVdSMRB8NkOgBZvL0vkJWiBZaysWb1iMXVrI1GmachjX3lWFoS/yHk4q59r16CTnKpfyLZ6XBDTu+lXhfR1tpSU51Ow"
    "K41mn0GGmfI6Zostaivlqv4FSdkPctwEy3w+9HYhZHwRXusgE8nXMQ/Xt6xmrRYy174/7rkc996fWe32soZsRV1gRcv0cf7rIzUp"
    "q9WPYG9GiTEalcF3ek/PpEVeAwu0Tr/XpwLDHUyFJTLMax0/4eI068Z8kSx278C32Ap6AE+qh8pyOSN4Eif7MtkNEnw4NHAJZHMi"
    "TtMF8iZWehl2cwf5Sw/AJ+fgCRbjSpvBdmwlj+O1cZKfz26pPOEx8z3EbG4T+2GGSJWXoNx/m3uNr6zLplmT3NPX9dr5jnq7/5n4"
    "6enUkWvht5VqOb2FPaHVd/D8iXXcz7bi0I2GC61UV0nJcG+yPNlnIw5o06KrdT3PgLGVzMedboa1HSBWU63XElZAytmJlWS14TRx"
    "VaUGWkI7AXfr+/DhMvoETuA+sivudF95GXqpTRQ/tIkitHb+9H2Pbywnm95bkMh6okl3wF39jevNxg4MlVr6s67X6ADs8pbQM19D"
    "v32F6Pk1fOpbvHOWvhMU8ASYPzWfuccU7t8s/IeSZHyyEne9J/RHg14gj0J6Eogf5sCLRQStm8HzPBA/+01fM+SUnIy/bSG/wotu"
    "ZlV6Cq5ZzZzWPOipW+FrTcLV5pDfJqvmeZ2KJ47j7u8jci4XCbiK5B+8rzLPbFHlvbFDWH+2Hboba7yVPCc3a3dIa0Y+1T/lSsjn"
    "KZDlJl/9E8l6mTiKe3VcsGmwHyLoAbK53qPn6b7aT8a1qQh7aKlcijv+GedsRzlSr9bTsP8DC0pxmmZD7jaFLumPp9hTDDtUoquw"
    "6jPwk2aPCmmgLkx4P2Zn2Vosy9NZdsczFlGL7i3L5Dwxxr917Di0DtNTxOFtT5QZeNpiPEUNM45Zsj0YJ1+CkX9rvXBDpYYZklqu"
    "+W2ss63AvS/Cry+lI3bgV/0HVv5QWaKG+12BtXmG8dUUXxW3/JqTfutKSMEKVXoMXNrnPePQPI6ZSRkbprFqZp0ms16R8b2hd5CX"
    "yum0av0e2ucrv/YlupA52JAMyJVYgWMZOSf5fBliPA4SY0vsJeewo9NwaGYhFmsz8bh10Kiz6Q9YHqgI/3clKtlWewC+c6YepUvk"
    "LmiDzvIIzvlh8AiWYk3nw7Ib467xeSzQg6Uf7P9kRF/LcQ6L9BNcYzfo195yRDBRP0OMMZXXcLask++1su7jDDO1+SsP+V45W0Zj"
    "nVfj0zvirq6SJ3C1btj1e3BSB7GGGof27I29vIb19CRPeCOzh44vYg/vwRQTG1PBrva4HhxMwp/T6EnPZ6XC5clND430Fi/0Vfc0"
    "fRaJmNRyjK/1RPqoj9P34XM0e+vat0WWN+VtfjPzNs5qHe9ZVLKsNjrM6HJynhpatlbNc91fMmRaay0fn++VQfI4fOK7WMl4VYfr"
    "PLkCHuVsoiIuklD6QzLayD2wM59DrsfLJ3oCYvGb4Ns8pU9C73+sOwTzIe1d5Gy9CfrUut6WYUcrmHXaDfH7AOaa5jPmOJ+e+gBZ"
    "xaiziLX1H6ArK7CLVdDNR5EbpZ7e8dnyXLACPzNE2mJ4/xZVLcO3/4snazkk6FjIcBorWEOWqyqyDbyjJwVltE+WJaolNv8Pck03"
    "4jrO/iR5gnfw7MC1muPpSHsO8NE+A9Skz+s4WIAA6zwed3KYfBbMhYxN1ueh2S1DuAWedSk0y37yNfZ+GiTub19fjNFPGiiGok8y"
    "phgshnZoizPSllJu8r+CdZVnoZUm4enMthRix1fpjoFZFENNVOIertI75Z9YxR3xe09Yvkp8oh/k1lZ7GLv7LU9tp3yut6NHQTqs"
    "q6GJFrWWXsoickcOiTihldU5h78uxN30lwT59UIi8Q4QhwoxH2kAPPlv9WQ5IahE5G281m/iRJ8EK/gE7mK4vAF7txvse1/Yz3lY"
    "r2GBwwRkvSdvVxrqvfnvICuuYtjM/uQmrvoSdg5vI+vRQtVRXTdF7Z2hF9rs4x5V10mq9PKqIjYfy+UcCX2TZDxbAilx/TWWWbBs"
    "8zeSiJBdPVpUXJv9iuRbtwT57+z+23qst9nOZWQw3yJCrDmpaSeuR3FPPNMIMR6ZMna09MJZ2Jh9yD3lHzoCNvdY+RUn8Q7c6XhY"
    "kAatlPxPahiYbWUF7ObegfWvGxfEdH0Eu1Ov28uTson8SHay+fByt4d38Kt+Sl1mWMjXib8tp7TPxR53QlRdJrfKcXKDfhk8CVla"
    "GH6hY3RbzXV2hMRUxjWHFBBZzzH0n684rVXQoh+jrbehXeUnnSXnk6ntHcS3d9DDXIdnT3hdqnoTO36ENfOV7J6+XR8lL4jlduM8"
    "MbbuXaI7qI/inH3Y8ZfLaoa04E6CtpdK3ZCZLHdv2/x/vpL/2/6X6zSyK67eR0YNZKeIs/IREiOW9X62SD8vY+Zj/KGXikOGmSez"
    "L5mzcsxCdn5j0XVyFqSR+fmtsfc/Q+7Nz4jBF/oQuvUDSIn54cXY+cXQtJYDE9kv+JF1qZRnIymlFH+tR0ixPoII4xM1BPUEsunD"
    "wkOzncua1K+wFRlEFGWQMOPY/QknukNwlkrQBbFIhhinGpyaOWQ/bMDpLdIHoKeekffwjY/Aq31SJsLPnQuNN1Jaw/vbcxVHmTf7"
    "c5iErTIVj4Lt7CvTef6LsM7biOW9mnxmNx/v8Xp8/Yas3tZPspxdTylIq8VdjbizRcTxf47VvapFFSzrMwK2i026/jo5rp3WWZ1G"
    "ibHAxDyWL+372Bd7fpH1OEn1ExhC5pnHSlxz/Im11LfK6uRmzPKavO0hcV+jTBIXUeJx0WnWA9cQb+sYuvLdwXvsHEmTD9/VjIcg"
    "lh+Hq98hJ7e5E77oBHhH4/R+RKuG4t5dH9c5snHwm74NudtM3oZOuUQsvv0M/tk0SJJl484Q0wHN+itxCHOJj2jyNac19LC/kCR/"
    "Yja2i5icleqWwZf6OWRkDfb4Tj3CV8PV53qzvrs9xdriw5L2lRWr7q32dqCSXonjX3B1yNPEvLYqz/Dk8nxF2OscBtxWdKXH2MzH"
    "sw7Fe6fj+kuh2fbB6W/22MWUdhP12PO+sOCPMl+lEf+greyrPOv18IpDVhq3pm8whh56T+kq4+BhqZcjJTZSWQG1O3xDn4YfcLzc"
    "hRP0gtwor2JN9mfuwDHwJKIrheRXUM8NuLe4yQsOq17CXpb8r/SkDxpqy84Dt8K9ZU9IdgXrCCZLluvYA/rB/J2BkkMGZCP2oiyx"
    "WnFcZaVH3g0W26ViasHWOM3zcc/UQO84LWgdm41Y5Qz9+GGyg4yHT/oH++8uwM/egFR+HAyQF4gPSfKOq7lHV5LjMkVEvOtazHBy"
    "TMgzENNcBssyGlX+/o7EqysYeWTpuVju9ihZxNzX1fhMBTTgLjzzjpMr6XfB/dnM6wSUp+29XqnzLBUlfg3aiqvf2TPPgY9s720L"
    "/RBGXSK5rF4Jrtwk3+FJ+8hxWI/vEWldIaWIbJLQywvhhcdxT1/h9anw6e6QOXqt3IRP7A+/+AR9XVfLxgU9cE+B3K2HeTRUqbfk"
    "d/pu43r2XFtv4ab0gwcivuuHp1+Ivbb6zpXwt/9m5iAn+zmW6kZfHRXWotdzCC6Bpv9b7ySWdBkijC/xJ3x46c2Yx7ronK7coYVH"
    "lsWZtd7KRmaHpuGcdoQ8dZDTICWnG5IP1ux13OEy/Ron5y9ctzTiNevTgj3e1Uka4b8uRmReAqszTg8KLoP0GNPDk7iThbjCMETv"
    "SxGLjIJXtAr+vyEZNOL/yHBfl+HX6WJ+/XU6CT5TO5wGQ8KPlqfkQNzLd4gC8vdwxOG/JfEUGfK8J3kCJjP3W8h/xdhp1shIxrrg"
    "95ZujC63ZkUy69l7suwUK9UTJcn3Z9kNldR7qdF+RGxUwozR79BgC6GvbpadpVAfk0+ZMYj7DFpnyfnnvT3H+BFiWE/HK9zs2R9C"
    "4ujqqIWLma82jbwZztTxWKdTZS9o9XlYGcN7ryP39Rp9kdnmRr1Mpqjrwst6NHbISCumCd8R2cC5CWlmYSs4Q0U22H31LA6hx6ab"
    "VTKGndslJCvJb2rY73GwHYNkBCzCbPg1XXEWZiHCsJUx330A9NN05niSRGJeIm5eQ0Z7SGfp7613BU/uKv0Wa3QdzmixXgC56y1/"
    "4oy8Kvcyz7eaiIoYVjSFX1eJ5UWMbWqkj+QaiC5p9Jz818HXqdL7w3dkTvg0/tUnOBaS8oOeJfWtdlSN5IwX5+0koi4Uq7x9jWt0"
    "lDjZFoZzglEv3M8/W/GEDA2QitbQeU8Zj0vriTsvYOXQ6kFjGL+4WTYZr+9Dn/k3nFMTmc2ni9mHx/Uh7aYXw6YfA3++hxxRUAK9"
    "vE5/hL7aXcbA2s/AuViGU5aRM5iJNd1pHIluWo5xgSURQdwgNq9nPqLMx3A6DpRB0KevkYX7SHE5oRJ60rHIu7Iez86+GpLSHMIx"
    "yzrVHv5JN5LOfvpLgnLVjFPcU5azJ8zYkTvJtTgNhqLpGtyM+3pKpupL8K3Px5Om8WRDgltwyi0/ZTie2To5mKYz2SfYDCmfDHk6"
    "muyFSfpTe1NOPzJMlDxNNHgdMdzDxBh4FulKTXhbOlZySBaXaUixDttBLFfVyNz7VFo6swuntFJZdb0WznJV6uaytWR9Psr48oo5"
    "4cx1hya5LnZPCyHRWd9TV8+ci6Fwa5n1C2QBJ7KY3dhVPtaZiN5LoIXNg5wH3bhQ70GEP0MXyzv41IVB1lfGWvqkOV89X8eqQO5n"
    "4DpXYeW74k+bpVaCtdxNZkNSatmjGEIjtSPisZFe2vxW47kbJDfHKOWx299zTbJ6nO9Cdn5hR0SHHxNlZvjSk8Xl6OKU9az3yW4m"
    "TjXJnqoYO5HTkNV+iJKOwBk3vdJLJkFe94aeL1LLkl0mP+JJFrIvbSFeqYfWaMJTfYqrDJMKdWgmJ58uIxuDfKYjKXbc9E1e7+wF"
    "+b9X34RkbhO8rrMDq39/AP/lYkRb5bqfWN7beskulzRn23TDKsyA9p+tv9CHicMfthipH+7uL3ZXpiN+m1ylpw9l71NdBps+QY7W"
    "TXGKvw7esvlyugI7W6W7+jXOUEuGUc92lvzHCeaWU+SV6ok7v5o9ABdKIacK2eqdJYYSXsXodil8kR7Sz3dgh8yv70QvJn/8Ywzv"
    "ZT4PK8TNNHuvx/IVYTSvohbvcx0LveQYuVQPh+fmuo3vEevCa8/+uVMRL/wCjbQPItjvYQ3OkN+xNtfILRLz8qL0cRxL2kaQAMOj"
    "9GbHYiU7U0vUesXfZ822GufATkUzfM4PsfZfQ2/cI8/oKUEHeR+vDxI766v0eaKBfsVeXOMzvW2YB0qxquNOShGZvpzWbWIPaxwn"
    "1nSKYUSvk06yApbwB30Vuses7N9Y2d3F9raLpDwO0kn3YN+dWknP9gCs5Vlkkk8iOpukc3wkUOHZ812uoI4/a2Te4VZOuGgm/2ea"
    "zNO1WIkSz9q2I6OaoTx/td5rcNm4+ojv3LCte2DXdpYcmi9J+Qg9m/xLROtYXn1LeQee3mK8u7fcSCbPXJdLlw30RYaZvBzWpl2E"
    "uTmOE2cqfbe3ad+d8YwuT74XPcgM8ZnG0TU8sqypqCMkS6nMdYRcJk38ns35dO08i0rW+/oFMkAukQvgaf4F6f4B+7VYbZrATpQz"
    "q/j0YddGjgXWcG9xYmtsjd8Vq6ZUsbpd65kObDrI8bI30beV9Hw2gn2sJz62mlxTN9E7WUpParcoo2BPF4vWejl2cYrsEOwiL+qH"
    "4QVaHD4RJBBPn4Jz9KmegxgrQ+StVQGq9ElJUe9NwB1YjqdKT+K6XUApKKTvlz/WzLbA7w2NUAApxl7NOFUh860FkCqr0zuNfQr2"
    "dle5SN/SoxFpvCur4Dt1h4d/DvTVVqzFvayPwE/uK/dAmtfa94XWC1zLHrgjZT6jcZu2OZsZ8GZv6WLwya02ZZHgNEatsXCcDMZJ"
    "r9R5wUh5FutyjpaEd0mONcrwU7tKgjjBEDFhIeKinyEvk3HVpUFZ2AzJtFmPp+Gk5kcqTUXM8odeAgk4QI7USzUmh8v98iBOY0L3"
    "FYfrD33vUIp3l6KnnKtVO2SuyeIVONO2cp0lh0zItkAm7AaLWEwk2UHwXrfGe42Ptw73l/EYn2zUG91FHM5oIPVoAz1Fyw/aN51F"
    "VPSfWL9yaN9OsA+D4D3cJQ9Dcn6FrViO/7tZhhmrcI5UUJbX6m34ST9YhTHw1pN4ysfx7m8hMZdBsz0jBxT8C58xpNtx8qN+rjvj"
    "TOwqv2H9LpXzJcYT2UCZqIPc/MwavmEsYsxPxenj7Icr/AbrWAUL9glzkEnWZdfpM/jkc/po8Acx2Fkfi7pJo2n9hHb68IL++h60"
    "4cf6MPbjGdzbWt1O/yzYiRhbd2r7t8Dum58/iqcppevRell60KEe7/lrdQOE6u/YozJ259azHlGDpykhVnqGWNUiHtmfMJr0YPv8"
    "GnkxDMf+N7FiC/C0i6HTt5ZpQWfsvc2S+Rw/+YJ5iXt0fPC+dm+h63J+u+sQ+ZA8MoZUm8JePKtgbU1O26X0y5OMh0PfQXs19neE"
    "bBd56u4UW7Z1KGdfluiWPjefZFV7pKjP8n7G/dpfrBYyTGwuXgNOq3lQ+XmcS9hX5bCo5ezN7SaHsjqf4wDuLp1ZOQ3Y823Xukos"
    "cgzEIY4qyRNqbCtrcMXluP8qPFcPrPsI+GjWpVtE9umct5clTtJloqwiMzXar4RHl2bYm2AIiffZBToZK70KvtC3kpCJiPkmU47O"
    "JAo+S4uXYk3RbMUN8qAeLi4H9YhcpjsRifSdXIVPbIu7KYbldv7yEo8MO579CE3saqgis8Ohch/rbj97pu6RxGOmPRYz7ffEIvMj"
    "qYfqNOZfTzNqz4eL3k4ux9pPibJoVq9fRoyF62sybKYxsqj3eNPUXgmP8Ep5n8lWLTS0FVZuGfTmnVjn5fDin8TOHR3cBH2T3xfr"
    "LqN8pOGqoxZjLCNzb/5+2hK8qwG+dAPWppcsxNlYodYT+RizGy6OTDELNph5hlOg+XsG5/l+vGafiw31T17XpkUm1FAFdq0TyAS6"
    "qTSyHm92J5DQ+6RjJelz28Z5nGW1r5l21NBM79JHSpBzOkX+lVk+D1GPv+8ib8o/ofHaIcIZHQwOeukkHaSP4SQeAfu8Et93nRhT"
    "zchgJc72FH0bXmAvuQcr+jl+ejd010TI7KtYlW/bPIXYdRHZNB3HudPKJkmTaeHs36eSt8Qmac3Hr+1wfkYwnt9PtmCGtJExnXGI"
    "FeK5oJdYDTZ+tSS1jPG6nCVNvtcjRjz4WDKmuTigDJGDZScMy3O5fi3XQbYnI+IqkC2D1vi4WsZxIrl4LqRVcTNf43osbPaHtM/v"
    "y3yP32/CqbFpBElWGz4i3rYO2uEwWUvuuyshDYZ5LpD3dDt2CKnnb8mhRIdRh9dqxuvrEN/mPL4qWlSbEFSHKDnJV5z//xlzZ3/B"
    "ahqqYzXZ6IrIbnIcvOX3sHq/Ypf2FJOAs8Q6MTtLrZ/nbfFhczQLPEtcaZYMd3OgfRtoAWxqYk+xXTFOUMNPDcQqbkI+v22IYDfc"
    "4I5iWIBS8hmeIP+CBrpfmjkj/FW9GdddG1h3dokO0zaImR+HpJynn0WI05TXDsd41hqL28zP6iiOi2EXchHkEIxbSh09oZyHLNEM"
    "vzJ+Q+jRQllWCm2nE2RKLKSna2fBsHCGRKzHzxqIf3wLHsAArJ5xJdVCJo/ztR3zVfv7/ss2jAaNY2I7afTTs226UZa9mpZXuB2n"
    "x3rnk5C5NjKx4Aq9VQ/QHfQLsYp5f/mLfQYWtRq22NhZxuAVx6GSgEdqeaOHWQ+uwtlyvPfnMr+6GOteTUaJJLRXCLneS+Z7Hib3"
    "dA67ZDJiMf8qX9XK8s5Mxn/XQ3UWvdqJuMoERBomSz3kNcmwPz/HspBD/+/ju4acdX6Dfxra5gFKZFW0Z47NaF9mZptwuiZAM10u"
    "j0L2luEZymEHflLjve8lNpU5EdU6bsM73EShqg26TDdukbfLeCxyB84cr2HM7eoRqyj1lzA3O5izFBu4V0ny9mwD/VGLZ/s5HC22"
    "m2XQVjZhPRHNeftIcpJhFfZp8Advgd1Zwtllc/C3Rpyv87BfI4K1+inRgu7bzRc6D7JiDB5p3kPcM9WYpC7h6bmJcUqCu1rHXPd4"
    "egqmkayzoYh6rEh/QtRWSh6N2cx6lWma/WopdpKczfjK6sZN7LS0yuTN8HJqoSXTrE6vhp6xeQHG3xPDtWuhWXaWY3AyZ+OMCLS5"
    "8R7fBn91BjzYKpy6K+QP3G1HUT8tvREnK+O9dvOd9xCNmMcGSqPnvV70P73SnlrKZS3s7+1gAXcU84dOlNHBIti6RdCRn+tT+ib7"
    "FH7QK/F7G6zdFoyw6mjdm4n9Mc7+DpLwJ9Is7Uni/l5M29VAVidj+DhYPvCzRN79j6xb/nzc+v+MZ6FKZ7H3qRxr2hc2zPzDpfjW"
    "W8RhUDKeF8Uq76Z/V/h5M+Yf7sc+piW6Oc7RgbQiMfI5h756p746VASb6nJSKc/SJUREaCuvtNbNGvevPII9j9Pr/A0rHiMiz6FD"
    "0syqDqffFnKNQr0Wn/jFo5IMrVIYdR5ZhmNXnyW3U15EnfCpzkOUeQH8SUPxP8YOtFnQJq9Ifu7AJLk0nMfj6hxO1oxxdgvvrawi"
    "H7llspK0T7fAR0yyN2g5vrMSJ6UEXu0psoLnyHF02GRv4wlRdps36G7SPeiOE7sDtHiNvoDvfxjn4iechCbs6dfaB17YJOimwZx+"
    "VAi5fY4YIIemHuwxwDtJkswsv0JDHEkUjmXZV5GBdh7z5P8LojD/KyN4Rhu8RxTT3enPpHG387FzNdDVFgkeIyeLmxJXxVpUCc7J"
    "dKzZIdCrDZxS95VeLOPg0e4uM2VgwSFyI/yxn/Hpd7QovFpPFvV9xs3Mv56Bp9yYJyjXX9/mP5AeNrs3Detm2Zu1+qV8BB2aIBPJ"
    "JkRX1Pn5WK46fDHPQinOyR7Bg3j1LDxlHFHqK4ikH8GdHM8MUIYS0UwM4u3SjzJps6J+kVtlCGKwR/Sk4Gn9E97KJ3q+NoVp1imW"
    "wAeN85xb7vBw+ZZ9WebpFhOhnfX8UBdizapbwchYZJHCE4/w/etJokFyMt5FtAX7Vq4StRbn+y3s0dtqnWxW3RsnU9Qih+0D4734"
    "C35ukX6CKO50eFjPQs9+SwtcBuvjaumrqKec/n8adqkr1tr4k1P08G1Fv6GmWYwz9Za+qA/JD5DXTYJG3R7r0Qm7sJJ23Wrv48TF"
    "REvxmsVuJcxvVjPnniCKpIccLe2I5Hbe7eDIxyolh5GLjx0OYwTR1LnexPOlidm40PMkNpO9MkFsbQ7NW+05m+07zmOdLwVtfhPz"
    "L9+yG66WXfrW+TWLDAl1fqpHRm3eyytyBjuPXV+mQqNmmNtYTgTCWqyDVZ9TYlp3LTRYBSzXEZCTe2SafANf9nfZFbrEWMFfxZ09"
    "JPuE1cyppOjvXi+1lIq57O+2fTV8uOUENpNU1J+U0U3hmRwDH+FBvUbnyBPhpnqRbF9wsQwNHLcpI3SpoqyYBf+Cs3VC7yMdJnE/"
    "AyqNO5lCHfUA5G1tVEnpRhY8i84Ma1Qgp4nxhLopaWuJJBX5ih6D3ePDPo+SIh+kQ392FJd5PITWwzotBkhPeQUruzw4TK+Wx2WQ"
    "PABp2wKx2Qn0xAKPBEz6ilCviNHov+OvO8NP2ERugnfZRp6S57Aak5lpFJkBXZemPSmlzBpWajN5CJb9rOyDweayv1ysC7PbSNc2"
    "28hV2NOr5HY876bsdHe9omOJtbId/awVFJWbbPAlq/cpar8GfVsa+dPT2ROcm6xs8vgXv7mfjPAzIjP0txrpzcQ8FqFWn6OPkGTd"
    "xWro66BHk8Ti3EjsSpIeWJxyXMyV+U+2C8snbSXHSpP8JZPgmdwjDeGX0MAvYr3fJGdSxnOq1Pt82fWs6t4mif/oIpnNLhJj5nLs"
    "rA2sH60lx/CusjPZ4sZKxufQ6j1azeLyBJnS48wVZFhNd1V6i3kPkUPgB66BZC+FBP4EG5eC7VR8a8JLeJqT35v9BM+0nw0ZZwVh"
    "P8l6tHGWeb0YJ2OUkb07Rv4tYw25xXvjToo25UqVsD9AeUJczSnFDOHJ4ix7GaSqkdfJYf9WczdOw5MUwRuq92jyevgNn0qGPAor"
    "2afRVhxHURpyHufevI13bwc/u9lXKew83UCEx2Ks342yDrFWV/2X9JGzyGDxm0Wo2iWoxzcWc4ZWSg/FdwykL54hVuNPn+t0aF3H"
    "7nMMnvlNPYJ9GjG9MKhlds9s8GRcuwsi+gZ9GHK0FzT2VsENiGx6wzadozFWkrKctKh6OfNPDl+6EzxQk5sGfGolnuFlnI+FWJtq"
    "eCi/wPrfCp/lOJmGd7+j78gDcrZuj3VajHcYW18x9IF5/W0QX8yDnBm74RgRctXHeE6qoG0MI/er3CnvwmveA981Hd7uu/o9rjcI"
    "V3fW+/QWMdWn3hqafOwJG5SEXh0ArbqAVshYs6xbr5dU0R7VsNPZalVbBY/pUtijvXCV28kbcYvE5HvowOP0cHzfT/odq/OOj9NY"
    "/hOcP2HV3Auk1GMPC1m9zqjjf8nnw+4rlgtaw441i2qOokz0xvsvk1rVCOP6MCIjJ5lT9EdZgjs33TIb7/sQO2+T6a/FuRuvr+gn"
    "7FycVjBEX0L0+5M+rzsHttLP4gp/4L6exErPpSZZhkjycsqM8y/LOZM1C91mfceriMtP+g7hYZCoXemRO3TLTCJQ6hiZxihhNiPL"
    "znJbcVgne+bhkuP3SOsxwYPBC/pK+HxwMfyIfnJmeKf2L3gsfCS0GZMzIEEvwT/9Aff+K/sqv4J0m0yuxr+GBeuYFTPrMN38EDzX"
    "j/CzRA6Al9VdemHlp+u5wYWyj1jV5CJ84xTYNctqb43VepRzFqz78AA5G99qnISDmbPoh/063q9sF1lvMXJdOGm17FhXUZ9RCD3u"
    "MY07th4i8xXuhKf8lZZyhsFS+DU5a7Per+rgfcuZ+kHBbtof52QveQZezzposm1lugzmifpMz5EN+dVz97UU79eIFyvHcaiwGC+S"
    "Q16jKtRx4k7kOMjRHDx1BTHkIa5jcYd5q0vx1IeLcZu+o3vqNCIirpexxKhtJcZo20BWCIs8S7SMmcqX4WGVcwbpU5CDD8kRvYD+"
    "QY5LpJm+WcJXquz/geK6cDdlRB/S10+y4z1NlpQm1o1sTa2SalwK1XhvgHg5ozapspfYas6DL25s3r9DI6xjzv0H/OzpoBKaajI0"
    "kLLGVE8tWsIeoU1xqt4UY2Wz+GAJfHSRKdJFOor1XDyod/puq6xnFnVWKPRVTrNY7XxlxnEx5yKvFKPBesYiDpFVj+vbxJHDcf8n"
    "If46QQ7Euk6Ffl6AvTwRn5urB3DSq6ER9mTO0U5TV9kb9m833OEP+ghit1v0dUjvYOkW1ONZv2O3fw20syGmbEbA2KAEp/Zg2UIK"
    "2bkXx7qY3tkYezIFVzXf6kKpY92xgL6lMcLEeKIdvtAhF+0EjZHh7Klp0H3E2PfOxz0shQZZhKfaiVy46j33EM+1iaQYwSoloTCS"
    "QFeXt/+GehvZQCv3Ge5gkuwkFdSjhtl2VS27djs/oXqQ98ZX4f6bub5uXp6boHymr7ONEofMdlXUBj8Z8Rh87yN4z0mwF1fqu+ER"
    "+mNBox6trwbGx5LgMxbpFeJmIFjvTZG2Ni/U6mQpnOPDGKs3MSItY73W1foK8HzlmmPxddZ/V8l1Q3dlF37KZw/MpmzFz/WIULyh"
    "z4Ut5slY6lfWppb3iNh6clPx3MpuwSyv2axF3Ldq31WriKL+9tdZElUC3efHwS/IxTsui9TsMXE57OQlOGOmCRbC5zse3vP2Mku/"
    "Rhzwss9ihb7+EmMGLcGIqppWF36A9Ber6c7EmRkMnXECo7GLyYAQ93FokpnCGPM+LpPZ9t+mRMSYIzR2xzS9m7hnKklo/qzUOmiZ"
    "sZwx6fBSVjN3UwLyzy58Xl/Es1nk0BcR2of43FR88z/03civS7ZA9Td55nnDZ1gP+QHMQ1ocaT1wpZ7xxjo2jvLesmVuV2kpdViB"
    "OCyjVQKuJYbH+oDridI1H906FY6Qes9dcRG8nGJi7msRW1s2rZh8uM3wXlbi/ceKZUNroZGNN6AKUtyAc3yQbAT/xKrS94pNsG4g"
    "38PbiBKnkz+mieua9FapnzzjZaEWGt9hanM8ytrCKhW04KjrwBNv7FRpPNEynyOYI2Ow141+aoirJnaW0Ofy3Nyj/PNY8r+S9jue"
    "1fWeUFdxvRVx4sYTxLAlGd9aNvLuiP8r7XP19vsg+lzn6TWyKTTaRrKHqEzAt8yBVXiSc9Vzz5vSiRH29QT8vgb+w2aQjHXY0ffJ"
    "Mmp9JYbyGMcqcQ0r16HHwcZZ+83f8aac2ddF/sAdXwcpqaedWMA6xla4x0FSEdULXGd8nN1ZrtuxlMzDhllvIKvhbGr8yYi+rtb7"
    "g6XkFijCylR6Rj6rwqY4V7WR92axTA0+n4ZnUanv4ymWw//oB/vTEdHtKiISjLNgDvZxqY6GH34Y7nFbcj3GtTv5yVwewTHV5uZy"
    "JFi9TDJ+Opf8LNaJYfHjrT5LXc1MQFfWKoZAP8Sg+/tC054jn8uz8Mun40lugm+2V5Bl1Wl33OG92hNr9RVZplO4a4s56qGZFmA1"
    "PpYGdnfO1FO1k/QtGC9TYBen4luPgba8DHHhRMp5J2YnqxmxOVTGFJyMdtA3AaSmF3byfuzN55CLNvIQXqtFvPsbKwoJ/YW8wwPg"
    "//2Nb9iFPJdpddnfBDXrFpJutSflRlajmhi1WqbQOna+Yz6+nzR4fd9IBJCrox3Ia+T7tklyaHCr1sta+EpV4aU4c/Xha/CZbZb2"
    "ZE6oc5blRD8pxuXDziePjusNXcyqaYYcgN8gekxTz1YwK9aXmKyfEYuNFYfpcD5NzJ+jKk7e/UM3QnTTSVyW3BiVdmF0kZ95rJa8"
    "QRZ1DAqWwEeYyZ2wOQuH67b4BuNQuVT+1K30FTGMWRuZiDsZJinaPpuhc5W4bps/8R1ZP23OWcFGHeE7EpK4kxHsbFtFNNwJZDOb"
    "SdRwymOicvO+G8mOMJwYF+NP316KfNRn6I4Fvod2BGep5mL7DH05O8Hf6knBo7o1TurT8J5X61vUvQfptkES+9SeltrNErVO4ZS3"
    "uWVR951VdkQcijfDCpfTFsXMGSZZH/xdv5IMa1XVfFeK0VIDuTaNl+9GmeF5aRVPqFEd3HHh1vOOU9ScmWhmRbaFho3xzwFeeiuY"
    "I4r77KWy6p6g9+/uMetzn0mi+l3ObRD9xmPF4VxsBmoJ7WJ+Lp3ekCvyq8PjvgRruxynahZ00K/MvgrRGY7BQH32S/VgPQmndXdE"
    "XoOkT3CNnozTeJt2C+5jTjyXb91X3JSPema/82Pzksx3FvKbB3hvZ6jvjLR3u76pZIuuKWMXXQNJLcLvhlH4hbxgi3Dnw4KQs6PS"
    "/M5qv/L2r91aid5DTgh0EYJDF1hnXwn1e8p3WdTyxF0grnvFkB3j5HD9AHF/HzlaDNXVA7HJdvDRsi34bXJy2p3PsBJ3vIfE2OX2"
    "Ab01OwnrKOObyHrLnopiV4doOJJMA7kad3ueAIfXsemfu0vOp017zNfm8hEz5quxT2sRhz8vi/SxoL3chUhzCnyOxbiP3vKuHiaP"
    "BYXQ4CdApi+Bp2X12Rl6FSSjSl+FtE8KZuLVRuYKHc6uva8F7iCuzmu45XLi27oilvuAmaVy8qPuCU3mUFfVxN/dKynGF0/JCHmJ"
    "dYb2Mh82/gLEWp/qoWIdSyshD6f6XE8Dz1jCW+18rxiffdbn7FKcjpwkduRrq9yLMSKWajtWoqxCvZX8SJ/6C1/PWQV7GSM2xLKA"
    "0yAN1slm39gVcl+qVyPSHCuTicPvHzgG4XZEddQQTTcVUeimzAWaD/ojdHUVVsRwI/+Cb6iRv6EecztY3Cy9dWQeOVuqaJ2fhEdo"
    "SMrZkGCnBdw+948mS0mr09IO/o+eYjdZzPL184jmTOliMVSGeYE7yL+03mfqMzxplus/kV6moUzyM33XQ0rKub8ZSFQjcQCjoGmN"
    "Mbc9sdshuZNTrOe7Cbxpdi/bFIas3i6WGzVkZSnWvMJrfdNUO/qOloHc4a+Cl6DlZrNXexUnao6Ra7DSlxPP6Toyj5HNiCp0PLYr"
    "qJ9jtCfleqWkPHLLuHHnaSPj12rcmWlUyzPXwotfgDNg6NzT8QTG/D4fFm4vPEUhdNpQYsrX98zmOrhcB+xo+DA3ysU4L6Xw4Ffr"
    "J7Bam7CGlYmQO82ct91JQs8NOxeS1oQ47WSp9hnaN7Db1qfXwAklVoPYknv0Cu5oZSvIhATt5Ea0EceK489u8OzWjbq+q7wOEa7L"
    "fjVoiSwK28hfUgT7dCXOv83IuE3i4SG0tXai+4v1m1o20dioj5JC2Il9qKkSRKBYfcsQIlYNOiTqBM1xrLfBupjsPgMNmMD32Mzy"
    "sxj3lUPPTIjmQWU8v8F6tG4zNO3W8L3m6vHQBoW6PDwKkUIHuU9uC3biHOlGvKOZ128gd/08RDrWzZGgFaulPV1FrFS1GDeyIRh3"
    "Z9bhNCJNbK5DCT7dy1cqNpzElojupK3URpNahoqLy58le0c9veg4qxe95WN8m030/huyfBQnDZwPP+VSKWWlJGR0nPLVqo14Wq2r"
    "OkaLnm8yUD88oc3Q2w1nfC19pr3JUTZYDM/TSB8v6WtNFjd+ivt7Ri8gm8wKHR8swwr+qsY5M1lOkvz2x3ocR8lL2JFjgr7ymv4A"
    "DXYg5P4DYnfSETbBPrMxZxobc/nPZEteo5cXfI/oo1J/0e+1KjwIO72rdKVeMKSgm9Ec5zms1UckwahzFHksNsbO/Mo6jeW7S7g+"
    "To6zjNQex3su08cR418oU+GDfg+/6mLc5aX4zpvh2/wB3TxIpukj4XPQC1/CljwJ+9kmyKib/nEasxFp4hidVnCo7lQLLqfREWb6"
    "aJyCpL5vdt68d7Jq1WE3E/AI+ombNN+RWc++Yvz1GTznQjK0fEb0WRto5iGwo42ygogoF9E2k1neTsVZ7MB38mV3MtzPCxRxPAUr"
    "ENUs5738wirLm/Twd4JUZ6O6YcbjXXKIlgRzv1lWNhKMTI6j1Z8NHbMU32GVh9mQggr8rVCfDL70WHGzldsRC2mSeaKso9afiN06"
    "TfaFRp0WfAVt1kmqwwK5teCKbDnzPklIXjOzfM2cLWFTXj6RLGcmtmNmPkZNXo1z3ohd+oB6KebPibEJvyjuHKzznp9xCxRxbrJN"
    "qTcMwK/QJqusqwUx5l+Q/jJo0dvE9F4vcTo0FbFc1rOan+Y0TdOyPZnny3F5l/NO7Mq95ACsrDEx2zSNn/UFSOEukvWcZPZ7wNny"
    "LjZMQuemvWefwtlL8rudr1/POSJH+RkmZmUWkYvXVSOT7PeyvIZ9aiG8F5vwGkZ+Ui9x9blT8fMDoEutO/ddfP4WnOcF1nULXbeS"
    "mSXXqe0YLeo4tyHNyRPtpJ75q2WwlDa1JIYYNEs2n3yvbC6OS91W7mFxs3DnwpsvYyY9zq7KBv0I372O1ZjV2OlkhGx3fArGSWrZ"
    "wu2wV3vKXOKa1mF3TPONDMzOPqNu4raLi11UMMbHzEn9Ap74ZOJU6tkBa1iyNfq6OI2XhlcU+irV7fQyAnLtWo7oQjFv1dnwfuzc"
    "TEcMLEmPAX2B5+klRG9NjI6b8c1zcG/dxbivu8tX7KyMMYNbSw78V8T9fa3m56m/SuaQl9B1fVnfXoP+jNi5hOesgRzAhiGwSsjm"
    "5KW0Dotl8jK83c7BLni9oxwqn+tN0JR/UPssp8+SJbqvgVw/9b4X0iS0IPLpst4WlWGNh5AzN47oNsbMwyBObKknu7bL/t7oM7Bz"
    "eI1Pcc9tpA85VfeDHtoE33K4DJZtoA1+gibYR6rJR9xEjfcQPKiuiMCvwr1NhG5brneI4UXbBq/Bh9hEJsAbmik7Qss9GWwpfXQf"
    "dqOfFI6V/BP9UhqL0De2qweJ03YV+oT8DfvVW57B1XbAHR6P/eqAU/4rZ4lmiYfMsXsdolP0J3kO0fuunLn4m/4JeftRDwnW4Nk/"
    "knvwnqeJDHAsot8xrqsjQuN5wzPjX4ciEn0EWmMRmY8/ZzxkUehxkvXZGqvlTmH1c0s/n2F9N1Ho+4cXkmsrwSng5dSzcejpUl4r"
    "AW9oV0QtaaJcmvGsy9Umr5UzH5VAnDBS4rRscWqTxdA9db7alKafm2W09CwRi7OZd2ui3TEmy2VYoaNkEOtrNb5H0HmdhxKVEW+B"
    "nezEVwJYoAKyhzRi52PEPRdyQly5viM/cLZW/gxgn6ArJ7jHsdrFOJPmQU3Q8ZCJjVkTcBhR+39/+tjNmsuJuZ2Oc96n+nN0Ju1+"
    "1vPBxZk5m+sRl/UtMsc9W0zDqveMGU9wXpQxh9lUpiaeGMtltZOl4qbN7o8d+JBTWp6Dt1IAnXSbnC3zYMNtduFd8Baeg3cyDd5A"
    "TzzzPH0Kkdv1MksPgn5cKEqtOFi6sdbTHHW6NEL274COu56ZtiW40j/kZNzrn7iyafFxnuephujORuZIO7XCwFCJCP13dTjX3OSL"
    "3Zity/+Z/JPczE9bh6fakCM35LyKfM9TjVfOlmquaxX9xEoybHfAirVHVPuUroRm/wNe7r/w7vdkLKTEKq0ziY+7gbbPIcAWYm0f"
    "gCd2L6LkvohENodm2lvG64HB9USmNcGipmid62hV+iJSrmalwPX4qrqaYktPO99MtLWI/x+GZmjUN7UcPvVz8LAu0Rlys3SHT3EK"
    "7voNfUAWyPvSTu7UQvkMeu9l7PYTuOYj+k/ZUc8NH4Pmu0n7FNzIU2WoymZOtq7Sl8ltFYOH0U9G+0pGI218pe89a4T/c5a8o2Nx"
    "3TfgDXUMvtfLpRvs37JWuAwO4oybJHsx6nB/42QYI5SukpsI6jjdUszYOV/mrWAd7Nod8oYer/vCclRCt5weHhbYPMqEzxKk2aV4"
    "E/26EnZ3FEOKbCrfA9A3a2GDXOaoRNdBl7vYzLg0VxEdYL/H4E18QFRHgn3he8h+sD3bQlMN8HmDRp8/69UCL2u7XEdcdZr5G8MI"
    "7sIOA6tJfAK7bKxI0+DnFXL62WpYnKGcYbANIrUZ3qeqgz9xDNZsgDSTw9TV3N3EiDbkHFH4O64buR1ZZUxOH2XlX3gON/IWLvT4"
    "JsN/ZvQccciUJHyGZZ5ZZwoZ685hJ9V/vhKjRjZG4hg1t80lW87elTh7PJp99WsYPt+BdWxje/gbkcCTeiruaDObFBRYJ1gXcWcu"
    "67V5zm5sxOp2lv3wu0YIk/XTY5zPEmNlmvVu6oA45/6ZB9fIvJ2ba2pTnas9ktlNDF0/W9ftkCECDherThwOC53h5NU1xAvHIht2"
    "KTsh5nlJKoRGjTNvnbO0Ns9qf9kJu9bNTwzJ0vcxFiiHy6vxmaouRHEko7swaZkfTML+C07HTZCIinBz+JIf6cPBd5SYXJ489HXB"
    "pZDtJt0kmIq9MC/oRax5XM+AZ7iXXKyjggz5YAPJxcFNvuJ/iDwMDf+U7Cz7yCW48lDs2o1SKl8yuzZfs94q9RXb1/uhN+J4mjit"
    "TxpnLU3GwxJOPksy5i/XyyD7V8kvnPj4NRmNfsHpyJ8Jvgue3Ei5CDs/RE7A6XtbD5a2QUX4NesV2mI6peP/sjOzhlkfd+5jXk4O"
    "ZhTen/a0Ht+Y9Yi7IfC0srSi1zLOclnMP6KZu02tXCetuVqBRbOhn9TgpkkmqYs391bZ6lpbsTPzv82EdlJVr3dCr78JKbcc+uaQ"
    "pgCrYl0U58uD8Lk+xne+Bb9EoHU7QX9eDX3quv4y3iI5id+GTxrT9VYs4TMPA8SxMTUx0t+F9k2oKTv7PrcYe3C3ZleHMZu3FUMS"
    "9kdUsAB+aQ1kZy77YuqYLV2kNxMzZfjCUry+HePK3sQ+TtItom6vXN+Yes62z+FVl+Id1vPSQBafPeCvWWfOvXKtfgNt/IfuTp9n"
    "E3kkeFVsNkZ+nsZnoWOK+Xf4/Dj9xtA+F3dYAa3xMHld45zXZVMqesoFiLPvxuq+r0fA77sDXna13qeH4/V54dg2D8MjLPX9i46x"
    "P8217AkpXMNIUzdgyh/Ditu9RIK5ylfGn+W4LpFiYs7TvuLhot5SaNl32P1dG7HVNHketDIy476Ic1TE7Hg32Rq29Ed8x4eIcBYw"
    "Drb/v404ZLrJ/eyc3JOzlioZbTWzP8hquUWU5hoynLvzEPdaxGaQVCMKcTOLDNnwip8AUsIORItn9xF331/rTrKpOF721nqGwhZ7"
    "s7HPdLpdOhfegTHIG+POfWLYjKn6ro6V/HPLP9BL4EtXwFe7Hxq2HjrCpjnsz1ksG3EObhPkZmveVRLf5s7sOG/dkz4XkfVcgv/S"
    "S+FRnSM/41+viKHdrGPlXXx2PDs4A9bUjDl+AT9dzpphM7tGM7p+3mBbaZmrdIyjLb2qBfopbVmWVbRy7mIFuVHzc7C2JSfMdmJV"
    "6XacB1DPz2ziK3duxm5b2L1iTjRL+nrmf58t35Int/0GSKHRtHh1vId6Wh/HjJ7SjJdQ9XyKDfSqjDkpjnjPndwsdLSxIFtFegXi"
    "6iqN+azpWvJ9VVPuJsFzr2J9aR67Q0ZydmApa7dnYh9X452Wr15O7o/FjGQSOk9c3cMq94XMItgK3gT9V67vQxfG+O3WtfAjoqJ6"
    "fRyWbneiHwo8lrDea5YQcqH6Z3i7noaTvU2b4cFZwTWaDHeU1/HuLp7LeqikPP+ZrUxfcb5HH/9dzifLsE8ioZv7Xl23Q2FUc7WY"
    "19jELUfZhAjyC3iNP6uxNs7UwlaQVxmfQ7E+zAc9hjcDvZUmvsl25wJ5UU+UGHtEZ+np0jWaH5f19YT1d7NUb4C2nKSWz6oyXuGg"
    "EppqNXbtHazfE9B+U+EdvKl3y9Pygj6qLwV/Ye1r6JfZKh8lhk8/U5L00y8IKsS6kW/EefkrbCywOTJjtW34CU7un7iCMRk2YJ0m"
    "QW/U60nwnJv0S3ib1fAwi1i7/kh3hqU/BxL9LbVnri/KrM3J4roEG7HzF0kfuQwx9hfwdawGO1A+lsmwMsOlidUxN2lyZ3aMxWFt"
    "zCPsinN7lvdHa6g3l/hcsvo5jk7KXQbNOun3ZG/Pb7i/hZxq9r7a3LoFcij+b6Bt/wvf1Ag5vI9dacbdEvcTWbtIMeu8pdTLpfCf"
    "ukupZ4drJr92F0lwHeZTihIRi6vt1CaS428aSW6FNCT/XHHYtWryT3aVp+HL/IzTPl52F7MI5Vi9DojzNGLBDslmksNnCezXEtqE"
    "pfo1Yq0bYJEW4X47SomvZZT4nJ/zetuK7WwZvIFmSkxtpBVtQm/m3/jkWmqRU6y/Qn6FZCyFFlqKCCahH8Pb/Bk7YRnKJPNgNi31"
    "XES4K9QqEaPlW+aVjUttNf79IL7jL9jXO2UmERguV2SYvHn0favptzgGqr0l6XNIWWJ/jDdris7AbpcSUfACvq0ClnaGHieO7T6j"
    "/X301FHUe9T1ZPBu8vFKs8+M2JmZipUtY+4zQf/mZTHeA7PTLoK077Tu2hinUaZYD7BKVg8ZzmuU+hpMxrMCJvC0GXZsNXuO/Thi"
    "vSNpSdTnwFPsLnLIxsZWuPbclC71Wbu1UW1zY3KNJ/krpVeQJy0BXVWLffxJx+P1n3CORkmN/CQ/wnu6S3fEnyFZUpJer63WnEfq"
    "tFqBr1PntJLDGe8kDlUxDBK/Gk/SWS6Bzu0nE9hVfDatU+g9+qxHnBbr7qLeS0p47tGO4nqxcrj1Mo+GCqm/j8PqPBBcIhP1al0e"
    "biOv6aKwu82ekmeCuGcPyTKHmOb0TddFixgxnAzf50J2Z2wKX3Qd9min4Fq5FvrC0NgpTg7ZFhFKBdfZMtY3R9MEa/m/kmNtbSuv"
    "tJFa4nHKyasSh6T3I4/CCOkpl0Kar+W09pVYwSPE6qfbwW/emP28p5FzpIk+X1wnMRuTIP9nEjGpaRVDrVxDBo0STn1Xj9owO9Bd"
    "HAIsDR1dRoazDjalEDpl+6AQz7sKK/0R7q0Xfq1Wq4SXMcezBp9083XVY+mdHXeR5Sh/RuLEohn2bEfpRFYJm0V4o78zO42G+epJ"
    "nofqVvqZysgctDknw6eJS1AylK+hHkj4iT07SZpMFauxHg+L8VA0Mr637LnhizpD59r0HicvCY/oW0H0lGmEA2Vgi37hnCZ1M9Lv"
    "1bdZ3T04OIs5lMFyon4nH+hzsFf9oBWL8FTP6w9Yn4ewkicHE7FzA4M7sK83wRMYLNvKo/DshmPvfoUnewN5prPMwzb6XHMJLUHL"
    "DpEMnsL+fIw2txFeeSOtpjFvfKBzED1VQkM10i9x8fZQZiUO9vxVlVijTMQxNlpyPOXzqP8dMiGXJfjd11XaUBMdQ4RHB9Y9hfOL"
    "jOsmvwd5R7jQZh3IxTgFr0HWntF7g+HBK+HRrJg1+rgw5fEKXcRV8v7E7vxNXMCpsr04jH0tfDabpdzAXf2LsVM1sVWXYNVuQ7y5"
    "pb4XbiwPyflBR3gLxyJaWxs+56dzpLlS/xCHgUzxWfvJ+plozoo5vHyaeaAMK2JVPPOd6V3EyVbgdn8TaVkvd52bLpo1DVbJb4zR"
    "99uXPz1fXI67hpVL12ewDCu02vtLfTbwr7tsMFngIHHTSUtZUcgf5WzEaLkK1+gjKjWsZS3ESr3vqxaOf2onSUa1UvNpX4OtbgeN"
    "+rN+B0sxD9fuKf2C3+hnp6izcpi2q1lRLsF6D5FZWI9iNWb+IWIY/AvlMZyD9jKQ7AhKxusAshLzTJgnyndYgXeZez5H7sW9f6zn"
    "414usMqrGCbIMDdz2H1gnN/7QhsbdjKQHBNokt2j6nmxkqxddoWmvUIcc1InGcbphE0+cq3hnGS38xlaLYuDX4bnYcikRj+hx/In"
    "PyD2Gyhj5Vx8w3TdSh83yxP00/nhW/qXxNg3atH2c2LsF9NwIipwL795Rq40OTZd94ZNIdqEOaaM76DJkGM/QYn7fYN4O2wRb6f4"
    "5PPJ2+UmsaWIyky3Mlm4kXmFIp8TqqH3d51HANQS1RxG0zjXR7EWg6/Qw6KOt2RUbZiJ9X/Zo1wcgnEFv3M8pPIp/Q07+ghe+VhO"
    "hL/9GLyeX/BdU+BLT4bH/JKeB897BXa5c3C1Gnf+9vCI5upV0KvL4OnN1Q/kG0jXF4z7s+zbsKc7FDuWJgamjiiBJGMdh1KyWWAB"
    "OUfX8d/t5XzarHq+z9hJl+GU/qh34cx+B8v9EbTGu/oJ9MYxMiGohc1fy8x7E2sc9bj/Qk4mTEHXjmWsmPSVrgpqlJpWsGz50XTf"
    "6wO6VXAyzsEc7NgkfUpvhwzdDDtQDClbyzP2G2e422yFevjzhnivgoT3F5srNAfrvArXfkSKvRdnstqNnJnOixkpOUzvNpImS1eM"
    "OiDHddzkEUSH+JnvKU15n3YK8T6GuysW4ye8Gdf9lZF/IS12NWtQNXIw/H3LC66D1bSelEJcqZGZNPPojf3vC1muw/A914rNgzoy"
    "sDkY++NODoSFqw3teU6Wf+pd5MFZoUfDs/9GPuP6xoi3qPRcdYtYl7pIXOUv6ecgNGEVLhAXOw2AXz1BDZXUV47CqtqJ6gTbYTyS"
    "PyGi7BjsJivkB/1Fn4RN+AMe4lg9Dt9wISL4IVIeIeYTzBspubFLyfKbeyXpXxFxuOaQ3rDT3W19z/c8dfY0h5vO6JXiMFhVkPir"
    "ZCT2oDeevo6zyWrZO1YNTy8eTYFZPy/aesWvJBLQTeJznUeOC83VCf89O2KntJb9xTWeBSjNmLzeI656SVrXY9LCqB6U4WQhN3Ei"
    "7fGapr2nZ88Jv25zdsGagqrwIQ2zxyLyuTNsJ1t4TPlAz0SZ8hh5J+dWtegpiRY9rTlW6Xx9lPbfcpy+uK9gm88QMgJxHn1LvOl6"
    "znrr+y7Ss1hBMu/rOzzBA5w+alXzRIQGzHqfPf1fstS5dcuQM6XaTzZ1Oc91nlU0n39tDGR3U8qzvlPPZK6OunWWphHZL2HNO06c"
    "/xzPxtekz0OfzPB5PMe24DjFO8v3ePWpiIukmpxKKeL0askdo2SGDJkJyHFtJ8nUvX5XU/55rCu2hvXx3PzDGn7SKnuryZpQy7zq"
    "LD9DYpqPsKtYqXV7Yk92pa84tZfQMxq4Lib1GYV28qn+k6/1lWXsgzOOve1amc/U2iv/C2tQPt37v3wbpAoa7zSehQS7pkogS5Va"
    "2spdOxmaoTnMgRInYT22A7hnR2Nd1DPzpak5iomoL9Pp7LtIYv+OFVdj2RHfXeEj/b7kJW+PT49CdNsMGzSLPU9DORcuwblw3TgX"
    "Lv/JcpWdXp55+mvuq81Ftyggn96xPe7h+WVb9uS5LpIY7EoHP1tyI86orOXJ6sjotiqasGBZqxrmE7pDB1vH/jJEQ/uLeSFLYXP+"
    "wjdtL4/Dg2pLpN+t8LLmwaLO0c94MkYQ7euqPK4vz+Vyv0cktpgaaC3ldgH8pmqfPc6nKfKx7GQ59yYT5VccF5B6HbgH7W5OS7qu"
    "zFBzPFD/Obsg7fOet3vtb7UG86eMo6QSf1dOwWn2p74WEpDjaO4kLRkAcs+b0Z3F/HrxyA71s1pPlz+YqZ7pcyKGGdvS9+TGiU0y"
    "fT/JZzgyUU25p7Sc/ibRlKAYZzs6q+J+z7ZAd7t6VypiO8/ViQo2qBqU8O+DGYFv61l20p5jIBPlMwe0iE5yE0vU53UaN2DeUS99"
    "CWLtGjVncW12WoYV7nV6t/XkBK7/1tgphpBL02EPGogcyuWdkn4X12IfthXXbzobPnMbvqdc8+NdlJ1om4njeopro8fIxlqpQLWm"
    "KYbJAWSkVH/Gk6yJx/1qdPNR4RzYwsYIC2XxwWDm2B1zkIsgm1rp385NMEqyt0rZ46G+czHFfGUJ/dbQIx4T8BkyjPmKeR5mMXpt"
    "JuNcnbouwJ3ZV5X0DDwLiSK3K2zGWsp6dtFcb/oKRJ9J1tbWM9OLr2T19JIWRhg050UtYV9p1Qa1yJwOavNfp4WYjXyBGJGYR2bE"
    "PAOa4h63lK4bfJNbmTJ2cDWTe8yQ3GU6QX4lw0EdvMN/Stqve9Jn79x5qNCB/8a0sf6/trL++1vqyxARQ5xSlOsBztVG6rHX1mnk"
    "sF8NxBSlPZ78v6O10sQj15PhsoZ3ZoysN4nr5ba5BFnv5YRRttJdb2M/e93FHu5sV5Jn+X45SFbpRKx6ERnZq8lVGfr5aa43xD67"
    "KlrDHqIRpjIT7VMCdmuCj4lCyumJ7IxI8z0Ocdiyaucm5NlklAB2IIs7NNv3phSSacZY86ymOdFPqTE8eCGj7oRH9VpHiuPCcnFP"
    "DXsBkp4R2rrfX2JdooFVK7teS+lpE01pTEALvMFIdjkjxRixRAlGGJdJFaf/5arTSd9RkdWRfjpVynfoZr0vZ7NgXP4l5n27HPrO"
    "vK1h0Vq1nFaVYVeYwzgnPNdZxu/bGt2hBZNEroKSZO3IpoKFkfZMRP1rwyTj9yaHTHDVk3x4saznWjAe23XU2e18bVC4a/036GbJ"
    "ybWxaXeWTNSnuYnkJKLJT4TKWdMdvacQZ8XaNMXliOntBJrOXq5nc+7zukhTp/0cRsvxmYy4K8Y3sOr95U78WslcbxuxGVsXyhxI"
    "zD/kJSKKEp6hN+2fP0NL+hakaj9dIlfKzkGxrg0KEPNPRAS4Jz1t42e/KOqkS6jrwrfJyUnP89fko85tJO1nyFsvxzORfkmSYSHZ"
    "il04V06SWs9pP1xmwiJYlvd1KdAdg/vwvBP0avldH5LJ0P+3MYe4Anf1GT7ZWWwKQwUixp0lIzafrzN7UYT4sONZ77Es9mvUfxk1"
    "TMVor4FOpOaYo47RPumr0yHtTQP9xgzry/nsXP5dsGdyOUWTz83orbmKWGse/sbivrk3fh4Q0ZFU993GLZHVltny9Rrjv+sd18me"
    "m1+ajXRf9n+aBG86eDD04XBo5jns9ajXSyRDtsM68oYYAsLqhMY6003c5L0GPReaxHgGYl5bVLJnw3Jhaxj/a6SNF3g9YZ3m5dRe"
    "SY8cd1KX8F5uLMotW0d9xldBtmUWK6c5ciestblw/5evrNO39FKxGdxjpIY+Vyme4Hbu+v/tdRq8njVZ/SdinCz7G/ozh1xBfGWo"
    "Z4jDdaW87vwUn+tLhHgVPbeHZWtp9DXCnC118VEPcbNW3oN1mwhdVAwtu5fcpjPEeMX+CZ1QT+nPcC5cmn6Q5WlTPPGZyEIHvB+R"
    "rSg7+WccJCGhuV43N//U9SNat9ZA6Ue++NX6GlEBlrMo06n6Jf7/DOvbIRgl5wWr9T2yej+q4zlpzKr8Z+Nui3g+q+ArVjPusv4r"
    "xyXURtL04DIe75cPf52ltsiSg/Erv+rN+qcW8XxtL+X+ZGV0/ek7ydudOb7rrR1ZwnI2S+nx2SzjMOouaIfz8STOxDxmqJtlb9zn"
    "FVKC6zxKH9UmFA6Reo9p7cMcVg+5sOAHrZI+8rzOD5fIa+H1epk+C18vSea9PlLCU1NBv+BWz6LnIt7+UQ5HWyCe+8s+4vyYSo+g"
    "ClswUWqL6UUh8TH1xNvnfuJ4/22qptWr07o7rXacXE3lzBUNxqk4WjTilM1psY0lZ9nqsGa95ERq0mw0p0mJwGsmG1eMdcw0LXQj"
    "65NOC3aNou/Qy7P7W38/a7glD10G91Pt538X0UNvYM/3PP2goAmRz+6IP4bpI/qqWi50MNb6HnEcH3t5bi7LOS3H386W6ZCbBtqW"
    "pHbFWbGc0S6yRh/FHnX/r7ygWcYcKe8vdeHUXGNSnI0dr9BD5V3snnXOnYo7mat3w4r3xuef92wEnaMsluXo3Bo+gqcshdwcJT2h"
    "IRbqNJ6gZzmrNeOtQahucutgossqaYffw1MNhKSt8MibVYxn9hI7bd/BLzxFxgd/4dXpuINj9Fu/hgFXeuMWXrz1/f2J6xxJK9de"
    "dqZnURNFYCZxK6PpTRloR9ubRb6zrAL2dw2ZGjPQA8loTx1nUEHkPdizl0CW1lAyF+tk3UquIL/KQTIaT9EIybHIqFy/xHMtpHWy"
    "Os4I+P1Wk71FJmJvfoPe6C8/wCv5lP1tKWbFUl5rheowzNtLIysbKUZ3dcS2WZb8BX83jX7io4tHlbXpXC4p9DMx9qT34dCFOVYI"
    "x/1RzwnhuSl5/93StpchvncqA+2QItdBFq/V/U+5wdGyL9ZuOdZ2rTwAOb9bbPbA8foGp8/EmWEdLY4z81wxdvIRtBQN1I3fktPo"
    "bHHo9OMk5mfNWlz4Ddc6TaxjSZQJqqaGddK/PbHBxtC0lpW4l+UCegKV8N4M6fkGXjtJHsdV9pez5Vvs3mxdpuexCprxeuF4cax7"
    "7lybtv8Hdts6wgfJvTiBz+EczdThBSF83DIilHaVVfz2ZnIi3SA2I/MQPPMs+CH1+IZl8rNWsxvaYTdcdiHrO1Ct76ytnEVJ7xhN"
    "kdAWfv7p5CUopTVOeN+kiidbfT9wO+P+9dnnRv0eVzamw9n0VxRRaYZSsoDXe54TrZJ6Maz5XfDdb9YH5B09RzsU2ByBjN4pWY84"
    "spqq9ZRNaUUO8nO15PctW8sR5/tMinrwCO7Jzoy7lhFBayf/eBkjxo2wUq0m3AknLsAO9GeEv5HPVfbykVLo54il9EHZh2iSqT5/"
    "P5f6ciT8fuvsXKSbckbO75DjCVjJammZAckh7sMI27G5lPE0OhafrLd9T8JW/KTWY3al7q+vFxhXykk6Xl5qZUWrva/pMhQx71mf"
    "IsYPPSCyXlmy+ySI9y9r5TRWkAskV8cx3fM99neAvIKTMMDPjM8wHzvK40atcjMJazmDXVWL8YRFWK/eMhV2JsXexzZ+yoPhju0u"
    "z2GVcQm+4Xxxnbu1nqHZdfuE5LY+1K9ZKpp921tO0LH0HHpDax4q1tf7C7vws/hVC2m0iSZ9oT0HinG91sBe5H+lXD+RPYhAmABP"
    "phAn/D3c9z36EyK4v2EHjCt8Dfk3Z0KDj9M4O0zy68T/y4kJ+Xe7FH5UMXbX2G2Xk+l4J/lADDfTqFZXnsE4JIZTuQmkspo8Kjke"
    "vyNx10We6a6SMW9rJyvfKyl+fyN7h9cQn3atR2BXMptolnIPzyqg7HZdSU3uEF2LGHtcRl5eY79qwjm6ENo9Qb1tWMn2uEfH9W3f"
    "ui/5Uco8q6kQBVaJXdqBUyH6i3VjF+nQwBApv7T6PP//61lZeKx7ej1bTSbIRznps000QSuXaxHpLY63pEKPlQdkkHys70CrfoOY"
    "y+Y1HSuXQLZG+BpD0rMVJDipxDiON5G4vKhrmMcwD+lieEvG4fdpi/hHyc5hnz8TvuccvOsQWI4VuKtPsEoJvVy+5yzzb7DCF0o5"
    "+QAvl68gEUNx9wv0lSijniDDv/MNQmaqRuMbTyB7XTO5Ghr8ZMuEtsQjDWwxDdG6IawOWob7n4B9aivf4Uy2l/5yiZwBO34/5GIG"
    "orE+crQ+LidItXTC2vSXuLasIazvECqm1S3HtW8l+0S9ngZbaxi81uYH55sNbrNz4jqdd22srX+KfdMv+qGfEe44HM73qBubndKn"
    "ldl4DmPVRsJ/q/IIPbs4djlDRux6VmArIsb03P2kvA0IvRe3HJ86BRZjpPwB6W+D01INm9gb629slHXwSjaCf+yYTy1PU8E6Spyd"
    "6jXw4Ot8TJ1gbnoNIxnXbVgFmcuSP/IFnCmHDB8a1besRmL3/gd26W/Yxlm6A3TwRnKpdJRn4Gt047SLrPby9YcqaEHHoFVNtobQ"
    "1zTsaU8Ux6rR4Ds03ETduK7zmLEs9Kn6iQduv7ckzjTObFBTJAHZaJLlUHHooyZ6EyL7EokXiItKerbCy7aFJD2HcSyyFn3EsXCW"
    "ERWT1gPEulHXMEdsE9zaS2/vOXSk55Bh3kzEPeV+9OmqaVWzER+xy5tk+Y23kUcj7buqK6D9bherwPxTvuN1R0E/WbfE+TjXVfSO"
    "xopNlhsuFitaLbURXoJ1pO5m+yA2jSuQveQ5Pum2rB856+d6lhymbCWnLZTqw/jMl/CzPse73gp+1Blc5ywtqKHPdySSfEuybici"
    "FrhR/omtb6GBklrPvTTP7SG/50WMOOO0LbYL/fDzQ8RNUK2mtjemiwWMO6ZCt5nm+YJzS2s59W8qPlWDT+zKOcGVvPZan6eIcQqx"
    "7VUF7tDshvWTiuQmKYzxaDq72hv6I147UJbjedrKTYg2G/UuMV6xuM+Vj/R1Spe3sc8voczW2gS+4Ba9Gp5UEZ7jE3xvHblLm8gQ"
    "NxURRiVxNYW6N3brU5zAxVjxAnbGPYMVbmO8SdAB20lO0ztPOUkvWuBZ1TFbaFc7WFydcwznCqyCf7WpGMaqHiu1BmeqnrN350iG"
    "ecXQM3mmo76mA8SYhVd4zqasn+tpfNpXc9JsPXmQ0uwCGSbnQCvVMLL4ghW/Jlr8DG1KIaeHGxY77WdfZJi12J5IWoUu3lusI2ck"
    "7MTBxJb0lB1x8ovIy5cgEisbZTjT3KkqWIZ6zjaYAfvwt07AuZjHKYD5e+U/VOuysHka8+APDJUe+NwTOjyYA7/gRHL8u5yLrdDt"
    "Yjz9pXivYehTfm5esddbtredxOXB6qIKdiP5jpT6dH3k4zLP5fxJ/lcaiTKt5ErPYkUgqd9KM6t4k8nctJy1AcOnV2uxWC2rCHak"
    "Gnb1WHzHMPbA95CF8GAmRdnqjOb60caIm/la5S1oyk/fi0MvmJdbRyxzd+Ye5/H0WQ96DZkrRuOarzHzfwt0y1DI40O4qmXqunMu"
    "e5pMOCf4nrssWd0zmvB5ZsP8D4m68WK+bpLkKclNMXSauA6WIoxQCrYCBTLEV6oCGSUpzzGboD+W9YyE1hk6QbeFrfpSSsi+sTN8"
    "nOXwAg3JYvMep+rNkOPPcUK/xvvPwkqdDlv1pb4jP8KKfYnn6CC3yUWQuAo87U34fShOUif8WqzP4az9pC/qTXp38Kaep9sF+0CG"
    "TsIa3SBXI/7eQyxnmCI7TwW8/zJ4OtY38JXYZMszmI1P60ppR9RuvQ6F93UPdMZ46c5YeDJtYpLzSl6HbbT5braO1gUyn9HMeWJV"
    "LYe0y/ViV3HdtpAqrkKd7iQ/BZW6GysNlu0xZscVRBVejmhhc1ZzmrE2Wc3FSWl9UlfLE+L4X97XavKRVpKJzs2v6kHUX9qf/SzZ"
    "+PLZufF6ctDMvEF7eA4LcH4MCWMcOins/d+c6zOGczkS1IJHwyLl92pqITNrqZMqGOUYXnovRFSbIoJfgm+9XvcMdgy2lofkTHgn"
    "38BfOCgshj+8iiuf9Dz+xuKwnTRxmoSrAzsEcpydGpWsKG4bdYylOcXWxXQ24/N6MaZp68M37olCvQYx9BawIY18BpddruMJeltK"
    "yf9ypWzH3uKP4besIeugoTa/1vf0vPBYfS0olXMKloUPhF30ZJksm8mR8CddjrgXPZTsBpiFkPq1XG+h75b1WeKkn/dgUxD+8xWr"
    "JX2OczYGa1VBpp8T4MsdCC/K8ssLyRk1Bmt9n9q+DBWHuG2kV90Wkpom32QgtzKbb3ZgD6lpwdva0U+vdnjuXrJ+CkMXj/Mx/9L6"
    "CZ72VQvzCidr1vsKGyIcNmTmt4mnuX+lyJueJTfQkTKNa1QL7ZNmhilFbyj/XKt8iEKz3seJY6p3LPWulzel/70vOFcV7yh19JI6"
    "E/vYgb9vxmgvHfU/2rN3INdGVv+XuZcJ3Pl7RMrGOKG2nnjMtJ+fXc1u25YdyvbTEyBxdyMOPCTYBZ7cldBx30s3jcs1vkOhZed1"
    "brUr9HHyW7ygM3G932ArO8Byr4ZPkeJsdNPIp3ofOMG5UJURJ9LoCD2S9hWVQqIC3LytJLnkXGW6LsqgmaZo3+I5k/9T/TSM5r85"
    "no1m8p1nWX/Icc/UUj8pbaRVEB6XvvIEq1ZtIflbyT7kv//E5JHdgUmi9s2KbitfQEZ+YwZow/56ZRZthWFggjY447uT+3QO1mQ2"
    "vFJDmVTDS9qROsbpkAZWwFYyOzxP3sGumNW7UM2G9JBaTqGpgv+9BJ5cgl1FQ/8fde8BJVXVdIHWHUAyEgxgIIkIBlDBnDBhAsWc"
    "M4oi5pyz+KmfOYtZRMWEEUVRBAUBiZLDMMDk3BM73Xq79jndM/jb8y9Zvn+9h0vCdPfte8+pU7n25mxtB3gkL2inIPM8oEnrIHEY"
    "CnU+PrHqRx5+aqh7PyFeuyX8Wt6E1/gr4qiXg5+aQF4uxt2cIcaZan5XPv6r5PzZWX8rr+5srEHsUe7Z4Q17prd0kWJWIkbBC3iJ"
    "SPK1nJH6npmctfohvO1+rBtlE4VvCVamu1wt+fSLt/OSGU9XK1ylrJB2yOR/He7HEBAiWK1saOMZ+H8PmQGdf4KcKYaGXM0ZxpW8"
    "i96MCNTXbhP+ao4H2GWp9yFaYpKcDRUecTnB7p/9PeqH68TJpZeRxBrV6nnikOIqGWM4po9kIwQG1+Mpcq7sAP3/NPHHB8hy6OFe"
    "sBY/weecpQcF0/UVzo7N1ZXwzowRaRmse+MOMmVVxJ0vs/qHElOzllwaMWr4boYERUbOpPeaaull787uyKTewGiiBDHPZJzEVbSv"
    "I7Ert2GlHoQVGoU/V8OavQnvegqsRzNpHqQwPl1fi0NF68iuyxTbUMjauL1vOHmtrU/lD9xZcxnITFBfMQ/IOt5ewL7VUicah13C"
    "RwvHYecukJtkG2idP/SXYKX+iHtcDRmdJcfhHNR5PWc4yVMkQqRjxzM3Bd94BK59uUzVx3UMzsD7ONm7iPFwXMro3zG+rGeHmXmB"
    "vZp4JXMurQ5SFvOTtM3oOdSwQhHfrMxcgHsu1qnYwf2hxybrLZCFVrKMq7HW826ahB7BTyzBSlzWZF/noeK6TGsZm1Yxpq9kN3em"
    "LEFTd50Jwb6QE+Im3VEi3Vj8YatX1cTVZqZnLLp5LB87u8M5LZpNPtgks2U9iA0Q4ZRj5jvYvK7+zXkl07plfp7Md/1+GkW6m6Qq"
    "E+aZmQ3MSZ+a0OeA3Bzbq/osTsWxiNoO1MPkXvhop0E7HBzcCwt1r7gONuv1+hMxei+xat8j8D3n4qx9R+uSo7dApreEtjtBtpem"
    "alOZ1zrzK/88697UHWSW0Uyv/EC0FZePz2cmKB9+Rn9EN3OJYGxWc2+csBWwButhV/eAfqsgY2dUP5ZisrwvgYaznMdkassaTtMU"
    "0cYZR/jX8gYsVCq/m2Qmwmm+pOcVTXhv3FgCqonP5Jg8s+HNf4Hvnwebe5RM0wXYwxnQ8duLQ0E4Sk4TY0yppu40TJJtpAOileE2"
    "06anSz4ZA68NFkA/XAE9YfXaH4knZBwkHaElDft4A1a4OyztUvxtKdZhK4kwrvkVMaVNjTye7gmw/z+jD2yst8Z5HmH3QHOuRhXv"
    "3vJPO7IvpDESY+ixcg+UI7FSB8PHXoDT2UUMcdX40OpgS1qJm+KMeAvhuuLcjF/UT17tJ66L23ZuN90Qtgsukr3ly3C8TJJnIM0r"
    "oEsGNpG/zoxR6M5Kha8gJonjfRI7Ca1HxPXB5ROB6SRa6O90Aafnv8XTHyeuBz1Uw/OLeERPROE6WBzH7yIyjZwC7yRUbdRj7rrF"
    "WtLGG6vkjpoXDpAuQVK/NP7oYJJeqs9jlb7GzszHdxsKgWHer5fROJ/FuA/LS1d4Psqd2eNn/UxdxTD8V+oNUsnPrIUNtajYmKf7"
    "BIvoU24PaVoPKRrH3qNFeLcQQ2BXxgvlHlXb+bjtOTW7BXuRdxGHXtCTk9vriFVYTQ/I8nHLWN96m+yvedy5lN9iT30QZfthuVjc"
    "RFihGiL4AmJWtMXuZdYUa333S5Q2NsY6tKHN7sqJ7xjzYnF4QsZCdbHkcq1S/uQv6b8d7/szp+F7+0IifsOqtgiW4fdiXOkj3F9T"
    "dc3N0VWZnsdNSQ3kSd5XCnne3US2i7EHsS+lkusX83h5xhHSjjFNCaSJvNU4Px2loonPOBT9PdhbVU5N00VCz9izGP9fxZ6pVO2h"
    "1sv/TrzDdmlG2TjnUQTa7xzEJ+fh38/AQ/ovebZu1bukVVDnOwYdS9SrsCC1RIguYny0tWyg37WHfO6ZGc/D3kV99Wkk845JSkse"
    "bdfxUs4eiqhnjokQIWa9nos17ad99Dod3my63CjP6vH6ub6n18lu+MwF0M/D5Vc9BV7bb9CjF0OvXYRT207WcrbLZWiNE9a6gg6V"
    "q/AstfyOGrKFRYjnMkjm6bPE8m4DGTDMysGwkqMg5YZDuRzPsA4a/wt4we2lNPxCb8TZnKYnBseL8bK+Bz/S5pQ/13xo7EXaOtgD"
    "EXJ7WUD+UZs6X62/62nwl7/Euf6A2szmJvdkta4xi/0i7thZ2N1vcIVpZHQxlvSnZAmRB2qYrXtIItT9J0g1p84quQe5iMNs/sfq"
    "x2cTLTAfdnw0T2oFdq0M324onotx6iu5U0niBtls2QesjxWQj6mh/2+LTZhZB5LXfTHWfhbu6DzpgZXuIEuxSucHjyHWX67v4kw9"
    "rnfp0bAyD+t9eliQT1z1PI8m7HJaxrX0MLVWQ39ivZ94EnZIOkTXGmreSn2CnmIE39pBTtX79QBYvO2bT4C+m6R36EOwSvtRW+Vz"
    "mq8F84m3kVnB1iJO2btV1OO0reO8Rx2ewuX9EuwlK2aNrU6vYVfpi7oU0nO69ME3vIVYtxsi58VyMbRfHlYhjx1Vu0trMSSmfGiK"
    "wXh3jj6OU9VV2kAKlxFRvgzveQOedzf5WkfgbKyCBJ0px0BWW8vH+rJ8RmSJbRHbL4Om2w1SNAFPfjRs2uUyC97aB2JYGQsgBXn6"
    "I07wnXICeecNMfE31kYMNT2GqOtIuUHm4062llp67hXQYI5572Zqb4unV5JzZg7kqIY8TA/oY4id27HDszv9/66yihOwS7CLu0vm"
    "V2qh/XeW+nT9X/0kftjE1UTu07c8goNjooynI9ISn4loS7yMOl8FKfO5GnuX4+1yWjlJLJQ6TjFYTqOaqKxxVgRGyn6S6lI/NDBk"
    "9MPF+tgHhasYe1Xgzp/y+MAbiFHuTk7IWnroPeyUTqzSvfQISN12UtQ8qgOxXl9hh/7UA+GRx+Fhj5TnIFdWDd2aDAZ/YN935ARx"
    "GxlJhLiInyWp8pkbN9M0lEwTKQxfx6Zer3fiSq0p6QnmTqySt4ERfEf2tDUj+1E+o50aom5lmumq4wyj8zzruDcDearyfS9xa89j"
    "q9Q1bi6i1uNj9STHoeu2K6WddYgRSd9bm+37bJPslIt5BBuXrUhxMJkdificpeMu2cHPgHVq4pXQ42C4V+o4z2P/MkzfbOxCDv0P"
    "V4OtwmmJ6Xv0v4tY1SiFlrX5yDfhbeXpJPokbvLNOiRKiL58FL3v/7sYMNMr7sy47GY1+WaUzLcnezbAKo/AYPrqWrJfbSAKjMtC"
    "tvYdejZX7zjb3Ix+3Fdv8uA7Wh5vfhNzhzG9FN6HVSltIqQzZcZhxlarwyqLU4vU6gPkErF9d7XbnvR63JxHT1ak6sjMXO09/iix"
    "NeykneqZj2vZIe4kvw/3Igrf50I1P3QLuR1Snh/mw4s/Hpb7zOALdtFpemrZXeM4zqCF6Uy186aHkQtNWF2q9na0re8yTxApJaYO"
    "g91VdI8QFyMnONswUreH9vhaz9TBwW0yIhgPa/qq7qRT5VRoffPvl2grMVaEmbDGp7Bila0/kbO7TJ/D2bMu1g2wez3kDAn9N8XJ"
    "ul7L1XS9TtaHMBha32Hd/cr5PmOzCvz9uc8c4blI3CrvKmvEcGcsWjkRsd8orNZZ8r6Mw+oNlnOhfc1TmgLLcLDsD69jCc6P44+r"
    "5JPeQSRx878corL62lMqC7iT54jbPbhXn8Cn+4tFyC/gnkbKT9Ca5+keugE26D+6v1wig2HRn8e/svUYWewzX6sb4TwOSddo/nl3"
    "YGoiavc06k+oFZ5bIRMCnUNHLvU5yjNke3G44tZ3axptgT6thtRkftTh0gkemtWamovr6Aj9lLyIm1vaHA9f/ZTWVtJ4XtlVKxLQ"
    "VcaaVqczsV5r4PWsktcQtcT82aonTnOCnSRR+DalXsZTjPepeWfHI7Ea0hUhlqv5xSPJQlfDk5SJocP4tep8vdtwxXMgTVZXHSxN"
    "7UIc/pxDz8nzXfJlvIOP4Svkca7gXNifW9RqozO0W3CzhkQqcphpMc9aFvJbrW6YxW6vzpLHa1tX1GvYkb2wT8uxKhuwNuOYjTgQ"
    "99BBDO8k1Qcc+ppaRA+QikbWrflf8HQt5vkIOn0esfhz9AecgWZBe9zvf2hX+xEtIIUFHvOz6H/Ab1/N6kwccvKrfiIFrFnPo+6y"
    "SRgXox8pSc8/YdJm8271abyB0PdYkY1c75O13o85UFLs5eYFHSgR+jDOuopHjNV0/bVto671FD7LStramH4qR+AOv9CXcN4vgHc4"
    "ktNgqZkkyyDbr7nMOzt+iTJWpxwH9vWsKK5nv0U1u4ttzvwCMcti01Y/IqKaxl7Jakh2RO8Xm6n4ldNp9fDmlSgCRfBXS6jJ8zhB"
    "Ue2ZStrJ3mn+DZPSk6h/retjPTu97LsHE3cz8+zlpfqwToakHCSGIJsl98iDiBYryGqe4vaKET8tlVHaQWbrPVos5qOPQOSxlMxY"
    "U/Es1/xllr1BQkLfBW8SdRa1bYXHdNjImp1NBZVD81ZQ5wawtMYfXO7n7zvh7B7JHFcNLWxXeYZoRnWMI1ezy9v6xIZKEbvBYozA"
    "ynSuuCnVlTgFG2AFH9cb5RHYDZuYX66XQgJnQf+MljCN0BDQZk31qFZHcv3dXZ/CrFOFR0bJpfdjftAifQU6xbIvG3CtU4nylImd"
    "ryn0zyS5F3dKM6NuQR+lnHFarbaXhopnnPvflPfUEnJxkPSS8+QoeR+26XLs8Ce40z+wjv3Fzd6cxMkVx/dg0ezm6N5UrFHCXXK5"
    "x93FfNVib+FKGIE4ndid/rz1i82EJ32OvIeIahKZ1XL1LHbOuxOYn8aR6Z/OlOwlKXzG+kYaOkGsthQek9MFrSTuO11TFemW0oDJ"
    "Yqy1Ua8ZsryvvIfH368mi3Po9zvJ2TlhFNAFujHGyYA6393YWTqTFS7eaErP9V1tJ+60dUGUuZGzVlFiWL0uU/FNC6Dp2kG6zaLu"
    "w9hjBf2yh9iTNbsJu11EnZZIzyZGffVBdQq8go/1QaKLP4t76hQYZlJzsSimO/bK4XslfXTgqpf9mWNuw3yE8SDuyJUt8UgeKe8n"
    "yWyS84APksz+6HKs6gvQAznQJx/iiRbh/51wmg4N3tZ3tS8i7NnwbN4OjOHnTFkIH2aAbF5N4p9/xnhdd5BCTny86k/MMp7XjdwJ"
    "y2NWIR5P0Bv+iPmcQkTkn1ILW5S3UBcEZcyyrsNZqtdvILe5zKwZ11lL2Jzj2JlTQ8y6hvgv5nOv2/OklLDz1FCAh3pcnXXwtIdL"
    "kc/9RIg9YRWmCDPYteqQmxNEHi6iXG2AD7gBn38fOzdbn8TOtZCfjdMXOrsH0Ta7eb4Jk6zTsA417PAxRp0odVcrdgdcTS0ziz1R"
    "2Z5tzLpQf9MEI5qlWLV34BPlY9dfh9xNhTa+HV6LcaKN9hnabiK+4z0ggpowu1HN+HkVUYqMncKiynz4TWeKdYfvhH3oL93lJVi9"
    "LniqNfqZNnQcpNYtkFRHVJjGik4yt++y2XP1bfjhNim5SL/WL6Hp+ksr2Q8+8+mwiM9zarUUr3fG0/8XWjgf91zKbN157Adw6Ash"
    "Gag20sdK1YZEdvbdh4793JhYPsDq/s4+aevNfwErmCOWYZyDfammdYz6K+wtTg9l6lR6UT/HHc/CVS/EylXB4w9w5fMQ6XykF+h0"
    "ePk58KFe0Kv1yaBCj5V1OvZfrp8WInK1un9/rsMHzOOfJlVNcp1nvlqcSA+70J/Lw2ovZg7B8iX/bp12c+rb/3b+4N/9nn9+tVja"
    "X7UZQsfOkPBzSJn4cjbvrv+vPvN/tT///N5EjvFoEgnPH1TLzMCGf311/vkrzaE148TXtxkb52dVEp89SX6AA6nZK7UfZ9pcdXhz"
    "vqcFYvUEK+PNiCdtlZm9mI/fQgw3Ny/dd9mCMXhz2MTMa9BC9hY3w6JE/InSq23G6cL/f8rbP38ls3+weZrv3zwlFo3aDMp6RCID"
    "ZRy8xgL9CO9+419e66ZkNPO6ubmcDY1YRvcXhw8ynz/ZU1zGO8GOv9r/BTUo81pnftKDxWHstYRHWcfIzl5b+y/vQi0Zlut0GHtY"
    "7ZzU+YmO/ysZbSdlaV4B+31n38Ob+P+4jv83de9EfR5e6rOITM9E9Gx8gb8jOliHeLVe3QyZ46taz76bckTyD4jVwKzSOxnnyLLy"
    "BYysN+p0cfyU7zJTW8xcY8gOp3rdtFs7xZVrHuRbehtZzLcnKsZXOlNsrsD43LeR+T6SdVOXQyTFn9BCvkL09aQeI1fLCl0lN+EE"
    "5+jt+v1mRVMlzIcM9LOayUY4mv9ubDaOfaPVnIQyBJddyOvwqPzokTaNhcu6FzakeSIOkh/DmTK92YfaE/HAj+FPWoize1xokXat"
    "uqjf0K6vkNBHUBYJ/aw3yXXSVp/R1TIxfCscGPQOTtf3dERQodU+j+1yBGu5G1fLavY01unxfqY3hftpfy6G7U36eUxlr4VpoRzE"
    "hpmftJiVfatb5AV/+irlcl0ZbiAepmMyL6J17MWMocUoR0M/Hsx5JlebrGFkV8Gsns3ClRJhvBA6exynpY3Z+GSPm5ZII36G5DKw"
    "ist4RG9v6Bh9SybpK9pbhsnbkNxzNfNndpNBZNSxHtT1+rQYosJMyOUs2O4rpYhoTWfLy9oe8Uw9rnQBdj0XJyjCPvXh8l/5zqIM"
    "xGcr9fUmzmkNIkSrmKxXQzX/Sm+A91Ghs4mAmllbRpnPqPU4ndbREmG02IPW4WOfJTYP+UxGrFGtSd4tl0j/4Dodi1NmPX099V5d"
    "LA/IEr0LsWgb6ScLIQO7Bucivh4tH+t3uN4zegueYDIz8T9hlw6WUVJF7KcV9MNfl5ifmLJp1ll4R1S/VGMmGEbb6rgbXhA3IVej"
    "jicmQdaTJPmGTGZnaL8gT0/ACnysZ+E+luHs9kNE3iZwrO/N/eyQ4WaoxzYUGS3x9Bz8Z2mu5qbQFE6W3HQtT32lJMa5oDpd4Gvh"
    "Md8LPgAxfy35AfvLAkSvNqdyOdZiW1x9DvTR3elMeidp6Gt3WLiXwhafKPP0Vt0iOEm6B5MQOw/DNXrK07JevscZmqLPI6L+SK0H"
    "8iPNCp5EvPs0/I8ddT/5WR/WaXjXd9CFF8lW2McDWGd7mT0Jy+iP/4aY3DIpdyOKfghXiuljMkMMQ2kyNMCnOBmX6BJ21xwaRDm5"
    "Xs5OJpvvccg8cXW11hhRSuLMBNlkcCFnlT9GfL8K+qia6OmWoU5lCiwnf7A4NqcCXutZom5HiJGzjHWYassQhS/JG3ot7k+x//8J"
    "HsRdnaNf6zBxKCJJWJladsSX6xR+/yp9Gye1DHG68TQUQbv9rDbl9o7uCOn+3tflrcb6qOSQzSrGnhKXlXwqjTNdwnmwEJKUmowI"
    "2Zmo7Jy1+Ykxsg/R3mr0ZfbgjiNj7TeQyT8432GrcIDci5NtDPfbQh5/4cRrJc9p3PdQmGTfKlbV+IQzHNXQ6KugI9oHhuKzUi+U"
    "OvZVWvW2Bedm4tynCey5LscZS3o2FcdbHmFPhJ2Pjh6tMPQMxEloktHyOLRiEeygVaC3wLm1Pv4V7FCxCskpOLUvQC7+gO3dW/bE"
    "E17EjmlYCd0OZyqbtZiVOgFn7FKZiTt+WZbrvtJHeshDhlsf1ugcKQ8HBT3lWVhpm4UaTgyIffFNw7AvxXq8no1zeY5NPEqf4D7o"
    "ke9wIpdAl4yhfjSmkFxoxMHMr1u28ysdGpyl4yH51+JzH+PeJsFafQTd+q7Moh1pzMQscgZPcRUl1KHgjpK4z/auJ5tgpWdwyKEE"
    "VlHaWsmxeOLukvB1hlo/RVVDTuVT5TfYp0+lh+6J/W6vX8D67Rb8KYODzDNqSTKwWj3qHjH82vW8WhHO61c4bYbwsoX8qaeLVdDz"
    "dK5uGaxpVBuMphl21zBj4Xq7qlkFHyL5ntUoroc38T1x3HMRntImIT7Bn+bV5Bsrl9TT9lSxQm2+0s3i5v1M1sxLW8mqtUmnxQqX"
    "SQVznE43KlfIcAtdvfZkyewFLMRnB8tteN4lOAUn68VSKo/pFdo12DyvM3MVu528nZ4ltGteKRHPUvrPMXsUshplhrSNn9Osh0wa"
    "FuLmsR/881dsSitCpOJkGi3YYU25Pi/zqIqJCHQzc9QbsU9f4yS9FVwBvfa+XoRzcxNrwX3kKby6Dt7elZ61t47Zcqu2FrDXuZx7"
    "t504Vgxjt74E91WsDh/IcCbjlJRK+DNTYanqYW+OlfXkk3M9ac3hM1ezezfBCpKdyB0khQYSkveqznfFDycWwplSRxldpueThW41"
    "q2jHQUP0EUOc+pHvrWjE+tvGc0ra9G83uR9XeAf69XR881HQeCsg/TvgmavVfIsPJcbZqkmemWYN6wXxRn64i4U7sZ6e8PWvxihf"
    "nTzKYynutzVRWtyduOn0EBq4Jfy0Sng/38ODGwe9/7m2yrofe5D5e+6QDZzm31YcL1wxK9Lmff0YbC33BiukW/BF8npY7vnxV4Nd"
    "mz0tkUQZGRKrPTZGpe9Csju7DHIyC3q7H/PH1xItvlxv9s/y99O5B0vcV7EaMJ4HyEQynGWnMVySHotAvfWoYU054vG7DEOklrPm"
    "p6YRNbRRVDVDrX5a2Agt233PLjzFNbAuJUQgcAyfpezxrGWGv9jjHMS4W5Yry4afudHnJu7jt1X5boWvuQun43u+JKrJGzipb+qR"
    "8MnnwXe8gf2i+XqiWNU7h5qupZTTvsbol6eYwsP0f9G/6TFL/f07+ONl7Oosgj9lyBMHQNZawD4WEHv6PHK65OtSaL4/xbDM/8Dd"
    "XyVmtQt91JNghaiOMzo1iHmsDr+BkUoOZ4Grm8w0zldDxxqE7z4RWrWXrOL5/V7vIHpAnEzdKUQSY+G4jTx7S8mNHVJXXI7P1LOb"
    "Pcauwyj5JGqh6TbCM6jGu98WY7LaDv5lpTrkgUpOj9tkjM3y13N+4UAiRiU9eq1NbhjD3kho24vJ7FqEXesr7+p0TvsX8qlr0/1A"
    "dfqM/OZxCraFLv0W53Q85Gk95NnQ1H+n1bZJ2xJNoUnX8f+qJpCKY8xcJYl2FxLnNu5ZlH+FTzFRb5QZug6ffgIR/jJox2/kOGiL"
    "Wt/5tIM04M9u4Br+Bi20L+vi1ZQz67HtTmQ08wq381lIVwM7nH97SJanowLHLrxKHd/AlswtJ4ls71gR6pnR+E0XNrsfnsBb0H0T"
    "IM/XwNP/VV/Uc+URrZGuZKWKs4unWnfFzmyEr1WvHQPDSS7Eqd8H2sRYwAxR9nf8Nz+Yhue2nX0LPt5GMkf/qENwncukmrti+nat"
    "FpKrbLxWwfcohaZcg6ubV2znoz32bwmecBpr2uOxotZp87J8jri3j5yN75tA/FXHy9nZ45HEiL5t8zWnyBwiVwzyyBW5uPsheLfp"
    "+VZBb+/j95V1iGa/h/UphJd5luwqhry/AM/yHvygHtChy9WYcUdDiir9Si/j3uwrSfJo3KUVRIFxHKLu9Fi+IQEL+J6mNNk2gcm3"
    "43c6llYnyTnsKnXzUK5qnJknZTfpDH94V9lDvsFKGrrNWtzlp7KNtOQ6x9kBZ0hS47ByhtI5m1jE6vEXLMth81LtiEOai3t2U1jW"
    "j2SoKzFOhhj70GdS6/H3luD1dewksO7ICkQZxfo177uKd2aRU6Ge4LGtKnivhiEX9aivJbQoO9ASz+I0Wi2fsBIxeObeiBXQKH8S"
    "KccwV7YQQ/lbjjUaL4vJhlrPqGM1oz/rNj9DjHfrUYn7vu84dzr0rO1nQDfuI3YuDsOz/KwPSHvZXYYiQvgv5OckIh9+rafDI62R"
    "16FRd8Z7f0JkslDvw4pMhl17Cru1HPd/pIzSR+Hx19EGlUC+jwvyObNVy06TGs/jZJKwl+c9NOvWw59td0Z3pz+VpL96rV6PWLdQ"
    "Rsk2emFQKQdhFV7Ft/ZhLTrVEdJGXDy4O6u032l+OBOx9kJc4WKpbrYnZOpzxMaKO1ynjn+7AHZvAJ7bUC/Ogaf1ItbjueAeOSC8"
    "LLgtXIRn+ERyEemtJAbBM4jXFyI+P0ZORMxej9PwgXQOTsfpO58xZS3RY40b5k9Ojqzy1rShf8XW/Rx4eteLy2vFdA55SfNp315A"
    "VJV5t0+Brd8S1//DuNGwjlb9X6iPQEcKZG4nQWQH/dFLvsfTrdBauQBaKslatWMnX+2ZLOBhMrZzOtfmdNZ7RMQKeDw5WK3l2O1l"
    "1AcFnGdpB3tsM9KLdKY8J4YM0V1K9Cd9HGd2lb6Jp7E+yEJ8axtGB8fgnq9B3LlW84krMyi4hSegHBarGL7tcZDUvuI6bgq8j7aO"
    "0hAjjtIqHYlvKvD9vQXqUH1XI05KejZVe+/R3qqspO2xLo2F8DFroANHyDT2JL5MBkzTfFPwjhGQmEekL+KYadDXR8sR8gzs41XB"
    "sGAfNa7rhyHbn+rHwXl6LPSWMcJtxwme7sxg1bLinwf7WATt6hC+Sj2+SiE8mlr4csXhVdIBn7xAj5LLiC49VA6QyYFjhn+MvOxH"
    "BrPY19UWJ3cx9v5daL7T9QfIz1MyHrp8d8TTY7GybjbXeSCut8txkPaWSrKKxBj9Jz3GiyFRmfW1nMRhYpjDa6BxbU/nYOXK9Hns"
    "WjcpIvqFMYjPUmNRrOa5d33YIdH6HbrnYjzn+bjSj0QkjutB8pLsLYeQpaEQvmoNJ0bK1GH61tNmXAdbd4Rch2c9D2djqe4VNJd+"
    "eqN+Ee4rNwXf6meQhf/Chv+K/+7IMtzwwbDru8P7Www5PYe4Gbdj3yr1AXznEPkwaCu/494XQBrXanHW5TjJfTndnKPbcGK/nj79"
    "St1etkdcXQ1b3kp+VsPQsLVQSnwlZDhk31Y5duMQyIjVKzbiTtfQrq/FVY6Tl+AH5eNekrTeT0LrrYYsr2PPsGnktsxXpjKOW3p0"
    "kpBY9sWeV7InZ2Oy/ZShdTUW0w+p0uOJ/JHw/DtDpI5eeHeJeeRGyw/cIXOx+iXQGyVEvM3Bdx8oxs/9shyTNUdHQ5vdZZkuvPIy"
    "dq69PE2slzr62DGPo2/IKZYPykqjY5awl8/5xKXeSjpEH+v4HCSOJdw04WL4qx/qb+Tebi63y8c6XeZDei6TzUGyMYboCtg7s3CP"
    "i0UL84i1Xf+XzwScow/+1znXTP61TYAk0/xsTse2YpasBmfMeA7q0/F2NXFZjKG+SN1nJI3Hsq+4GampsBATiTBbxA7Ap+CtrcXd"
    "Z76DwyBtR2Kv34PP0QWfXMWqwVOsHAyUFI5PBWTwTLJ41zMa7CQNU4fV5L5oxnrAvlKVnmNIoTS47szVxEabwd8PhHx2hzc2Wk5A"
    "lHse50QullvEkBVbywuwWmPxrKNkc7DgY5zprvb8mddQbqsYS5gtSWoKMbye/lEdr1JAKX5LzFty7LKV9NEMfX9f8okeJF0ZjZcT"
    "Sz5GiY14Lz2HvAIDpDf1/x7stugsden41CaHG7IpFlkYcm4udbJ6/heRXcmI7vICoTrOL8tEvCkdpQPW6xOcq8fho+4He75UZ+Ok"
    "7ik7y11Ywd2hiY+WyYg/a3QSIpulTTBZr8SdtsNznqUPQzJKdIouhoY/BBrEMFUPlJma4gVUn8UNcXIPleNxlrpIL3lQVmCnLW56"
    "F/fTG591ndM1rD70ERcjj6der/bTKFX8c2+fhS8k+0MV33+YOP0/H9o6sVmIU5nlIDNKSC7+21OsN6acueIhUkks/RFYl0l+giPO"
    "akUe/Yoy6NIF0LA2PTPVZw1shtQylm0YB6b2rQM7knuIm2IqU8cdk+07f4198FaJeqyeOo9Ibn7r5/7+diFndQSnOMFI+AA50XNN"
    "tRZjKRSfN6rXao8IPEwqudJV6vIVEVjulvz+JPvzM1/N/LeFrLzW47maeVvdlfjAlbCcqc+cw1p4gr1K2Y3yYsdIqgal+jQ+01zu"
    "N94CeUhG6tXyo46Vc7FGW0tsE+y4FGZzPSvE7TMir6k2zmy39XZd4d+7P62ytMpzTCTYC72UZ3wvsd7fwZyEMK/mTUhqd3zTBUSM"
    "/J49sjm4q9OkHfzMBKPiSj95UM4ZjVESpcRa18il4nA13ISZ5ZefwUn8Dv6rTcx2F8tqGNZFETPiKb6ZGznV4XZ0Df4zia9kzLWP"
    "TEdc8pVYJnQutG5c98Hd3KdWpZwT7IrTdxE8vT7yvEcidr1su0s8zV9se/wi9OfArP2b7Z3cOzwvWJXMDVoF9+mcZL2f2r2GCKIx"
    "zxNQxjmqKE590qMl2Vr288yXNb52fK5UU6+7fGs9Z6suJMvsr5xDNgtgPrpF8gVyrz4tOwT/lWOxonfqhfpL0Fm/0VjYVcoZN1hX"
    "0hhOwx8BezALz++0SjfKb1U6F5iabLF76i5tJYV27VDAOv4tv4xjZawhEvr6NMt2kgjlIZEITpUJzIQ8TO93P8SSxfAD1kJ6X2Fv"
    "lMlxPdmXDBmxL2s0L+C7X0lz5cXSXfqWw/ucHrRFR1vBVlmVbRmnPFxvkVkmq5Gtpk5JQlN0ludlKazbBBkrrckzVRUOl+/0F7JH"
    "GAbs77DnhpLwgVQQeyZB+3iUWD5vFvNzMUbu24tNmJQQgc3iszr4lmadJkNeLpMbGYUY5nm+Yc7guWZCum7EuZsDbb3QohWciudx"
    "LldB+y4LlzShLYdAZt2p68X1d7UHq+BsoA75Dd/u5qTeg/25Ad7yCbIfPOYc+AgRPMFG3MPeiJfORQyzilGTeU8JnskoOUqrGMPF"
    "yEy0hZzMc5xkt3alR8Q2dpbWOJkur2bTaxGey82xC+foVlkTtCDsg4jtFVmOiOnw4C45Cc9+irYPToMd3Uq21oOwXudrm+BDlayR"
    "nBl+mdrVIpR6dgaZlbfZYcPUM/93HSOQMkrI/cRRfhOrtYon/0aPx3iwnzArhG6o8Cz19pOp2NFRElGHV5FI5/KsM2QvVkGi9D6G"
    "cAVsBv8odigYY1gP2RFR4TJiaAyVe/DnRkjRBfJco6xxM9mUDT6ffeJKDMG4R3K+jNb6EDkVK1Ku90k59vtRfRQazVDQOomz+eZ/"
    "X81curvDX7R+E9YiTXPMGsNTqt7QSho4S9WznTnmdcvTjKZ/WO/5AZqJ4ZI8RVT8JHH8qihd89KYR928ppdGc0KZXjkCemecToB/"
    "10sehsUaA0t3OaJgOzUOQ7mWvC0llEb77wFxWSvrADtf4p6Z2018rtSGPG/KBu0mjuExQuTjvz5PnkckD6lJt/STkiF96dw0v7bx"
    "tSi7QByfcx2ZZEJihbspKLPh1+MEZZbrO/V+nL2t5Cn4lP3kK9iQ86SzXMkcg2XPt/c16GMlNQm6kCyTW8sMIhEUkA1yPlaqBhao"
    "DjK6JaNqs/G7yEnQlduLTdgshB6bCElrjhj2bei8u3EGjGXz2XSFqTXZDLRRJcblh7Zu1B0X+kx65omQKDVtgvPkJnuHSoSnvz3i"
    "/d48X4ZfZ2iKh4pD5DmCMxAnSCLNbhcy/jNv/BYx3AibWq7jXKfNDhki5cX03WP+E6MZHxlmpNU2Mt91XJd63bWCfr/VX3rIazoV"
    "O2kYKV1kGXMY58BXr6F0baQ3aWjPNfCJBiOSMX6gj7CqB+E7i+mVF6d5ZG+Wy+QnSryrXzdLMzG1EmcHs6kd6+mJjZQ4OwLMWzlS"
    "3PSKyDbSRlI1wlp6Y5mj0MYs7u6XQ9yt5TzUqXhfNu62ipXZN8Ws0Mw0vkht+jMd/Uo51H8Xe+9Kie/N7FYZLefpkmBU1YFZgjjv"
    "yKZCx0O+qjyGuDIndCtzQ6We4bKdVKcrz3EiaLtunSHMRoQ+qol6TqWYpjrgDvEIOa3odbhJOPVYCk4jO6S3UvI9JxjzGSL5q5wT"
    "tKxv5jMX935YZbqP+QAp8rPiDThtrgdgm/S5S3pk+9R67y7FnhcxSewRd/+GL2SeTjnRxqxK8xMRVYrgEy5Wq3UfKy/wmeLMnbXl"
    "bgfs7U2xurWUMO2Vt/d3GNPhwfuIze6Wa2Dr7oLMlIZ5sNMPyrHh7+xoPIvnqRwW3GKCi9hpsSfxoR07fbVnrir2Jzvb22L1tsDw"
    "FhzywN7iujezEV1VMEsTJUdnZm+jGM8Xx/kwP+cSnB3zMftJqZ+PTfhv3tkz77rV/BMeZjGiTrPG78iRYthAR+MKg3ECKtLIcDWe"
    "ezhCdLD3xfFulGiqJykBCbSfPRvkwap2lwvlbcjOyXju2dpPb9H/6EbGQPbOvsxhxMhWbifwcNa6E8y8K/nn6/VEqWW97Bu/Ki4n"
    "vLU4JgSrb2X7055AnLcET5qkb30V7HgV65hDxCox8zVHasghN8Wjxc7CO8fraUElZLOWGaAl+veWXjgblkc/o56zemXEi4sQud96"
    "b+OsZTr2iCrvMxuDwL/5ylvQs8ZBYAx+i+jtReBzHy/5nOkuxJM14Bpe5pGRLUN7h+cKTLI7O8W2fSK85rugEfPgm6zVo4KJWO07"
    "gsv0Gaznz7BovaB7VyDSGSq/YAVNk83059RpCJdvVvbmHsRqeQFOVC3R3g0TbQCj2RskM5NomVrWxbp/N4rVoafhfMzTnjiBc+Ez"
    "5jHmHggPfIT0DLqLdRW8gp9sK3VeKyQhnaHPTC8gTsVXeqWO1bzgNEjSOr1Au2qLrEfx6o/4d8KjWFemLebORL8uo0ZdqGdLDaP7"
    "SpxbN1cxSEJf3zWpK2XsZrhOK+lF1uHehsg38jnjTkOvPVW+ZQ45ZGSYB71Si1Uo4qr9jrs3lqBiREuT9R45DKv5Amxs3CM0x8lR"
    "aJNAWczYVqYnubdpxOfkuN4j+r6Mktf1I1zhHn0HtnemnIk9OEEGpD3D1GesimoR3QmQGPVzlw1SEuHqtfDT01vJMeQGcvdvbFSz"
    "8R2nYLfehB/0MPZwT7Hu5dWMV5LszZxG5GmL8B7DN6yD5a5jzbiGa1QACbK8ehH7MzKxCSXwOZOMQyRKaxchq2FCL4e8G7ZkFjyh"
    "ZdifYuz9dOPsls8gLR/qcYjDLoMv8AbeY1PU1iUyxne3p+r4laxYZJNlcA6i+rOweuuwGzP1Cfxkpn4C/6FbYFhUNWn2kmbU9oHv"
    "JZ6uY8UxDdXpx8xebgFt3FKS3rMqb6RR9/d4HDHP0tnwyiBJerbzYekdqKa9Nvtn/sNq+Gyp/iL3SpY4RJyZZNMI6b2/yq7jDyGx"
    "+4mL00d5v72ScjbD9ypYzXk//8rpjL8/9ag9LoNR6ZHA7fSe5qcoM1nnBGvNhZzstm7nfWWYfIp7PEIixMJI+hikPp1TsXzZwVKU"
    "ZgSIe6tm9/OCvoFvWIC97C1j9W1Yg8/1dXlMl25WLnpzItfNy4Lu4KejzItsmI4K/z9wb5nloA6WbbmvNbmOlzp9RBL/o8by/969"
    "1XFqo6XHDEsxRVfzfuP0y+z9xcwBxzjlVdIETtbmIKBOJ4uESfA7QQFk/nXor07yCSxGqA0Rb7M014Hh4mSu5fyC+GQa/JEr9DHE"
    "wzdp+8AwMPLlEc8b53DprhSHZBKjV7WErItr2RFyHdkeX6Ddq8UnX9f7uUrF/GQlEbKq8B3F0Kkuo93VWyHrktlSUsziMXpgZbTD"
    "dbj+OzIP+ru97MeqfASaOk+nQmP8ge+5lJatgHVG14efR498o14t9tkIpwpyYEcOEsNC6iyzKN3bSR9OVcXZgW4x/qE8xSuoXWJk"
    "UCqG1n7ARyKlsCR7BBfpb2J90PO0PhxPlKAodHDC8/gmYSVDn9O2iuQXiO3KIZ317JkuYsfRCvgA5qldLhWML6s8cs8wZhuXskJm"
    "cUY7ac372YdTIpH/Bd0rNSPeQnZll5fjirOna48Y8VbI3nR9EZ5COXyIr/COB+X4oAFjNMVm0lncdMkV/orzyc3uOjjW0SuvJsND"
    "N7EeuOekmLk3W6fcJnLeT8HydsNar9BrZaImwpFygl4Dy987cF0Mzl781mjOM4QPkI09rKdcGS6H9byfDhtnmKG/4G9RcqG/Di+l"
    "l9woyxEpfwWJfQ7+8anysg4LZsCa/a6r8N4P5UyiwiT1XHHoPgW+T9Q6AWKep0phg46VhEfeqmK98go/+Teck33mtaxhDnWUFHq0"
    "rXrag9D3QKRm+1pLipezgaWx3OeR7NmOkhTmZr3HWjH0zK3EYfIeLa5v1HDlq3h35rtbTDpRHL5dLmS4nxwurxJZ7Az5Hf7Car1A"
    "csjU7WZWjB/vaCJOmhzO0ttlJU5qDXOU1UQabyGWuVoBPyOF+eh6vGJYXXcmC3ByIvok1v9G3Vdf0hXhy4gGe2a1wUnMzG8WsuJQ"
    "y1V10aarZBnfp9vdeUTQDD27kNVUx+jEYI08A9+5P/ZwDxmE07As/Ew7BTHsoHEMuijBZKyTRDjtMlx66yP6GutatXoLtOEY3O0a"
    "ohHer0+mT0q1x+031Ky+8gj87ZshWwXQchPIU/AjdMJX7L+5SpY18h6rPBa6MieWwmGI4jylOJMsy/sp1tyhIZk/cKcYOtRO8u9y"
    "wKbQXBvuoN7fgauybi212hhxy/4sgAa/VmyaqIRzQhF9GRHRUqJARfVmaB+HHGqZ9tlinR4LeNLcr4ivipg22EqsA3qQlHHX6tnF"
    "lMf9iyHKujq4Xe8Mr9WTZYr0kK/CcfCUV8oH+pEcQwuYZIwXp5cVZTbMzuQTOkO+hm9/ukxANDZazocHfpJ0JB6xzXb1wjeOYM2k"
    "khkdV31y0bx12pheSLDHp9pnXhM8tSemO4YcN71xtPQg+411L79IpKZqnJp1egB0yVhI2jJEhA8G2ThDO0CztGb9PwoLZ3uazT5k"
    "YxerZt3hEfx8PO7+kKxiSM9BsqXcgdMxBqdxB9mKvEtnMTs/iT2l1pHzNr5lvg7Faeku1YifWuIZJyH6u0EnQxp74+918KqfIWJU"
    "vnEN6ZfQWluL5R5r9V7J1W91Dvnkluj3RA9umB1OeItunY0P6STZTt6Xs/VVLYSdmw3Lc5IcgWvm6vWyXm/DNVbhTD0uX5AFaBy+"
    "qTFWW0PPv+OoCn0e2MVQSXI/7s7oN6mWOTmcqD4xxiK5zIelmJFCngLXHZbHSnAEOspNsx9O1KljxJ0t44z9nawB1m39M7HfHP/k"
    "eWKcqaWsXpjuH4D1reC8j+m1adi13qzCW+7zOolyBfZr4jP1vmfWnuhwP0G6rWSTgz5L9kQMXqVzcX6XqFW+d8ZpHSKWnTFbalcI"
    "sB9DYI1XQ8taz/EOEnrUoLa+rui6Wh/AGTlMNuDnU/QPj4lUTlaGeq+BEj6r2NfbPKvtOx0f1Ym0JsvF4QfmIWY/RIoY6Y0n98As"
    "slGtk0OkIOwNv2ILvUw+C/8MOuoj4UTc85lBp6wYrXGcLKtuNrUSzxMngtF10CVBcAuiwoX6oxiv1iM4gU800UE0E3q/THdhz1kv"
    "PJt1R18rp4nxs85mFJv0MVeSWNyOB+YNvD7b44n9zrqA4SOVMgtdw5Wqo2dwJlejnj5QLie2kp4HYg3jZGMyMGYUN5tj+fNWYt7k"
    "Mrx+trjO4hj23c2Nlfon3wef2g+rf5N+LQ/j+/vLXEhDkXwC7ZTwXX7q8/72pAHZrGbrBzgfa7R/sCu8pQ3Q4BtgTz/VhkpKCisy"
    "8BWdJO3dUOJbun76qNe8Sdb6BkpcU1gyLi9jvmgqc9E1nQXdwk8HV6shUrWUk5lRyideZCH+djuRlgxZ2TIPX+La5ZxGLNfbPe6z"
    "Y3uzyLS9l6pecoZ+zi7YLzgp2jrrQVjER3VvnBj33dmeGWIracwmbSuy0b/Sv9Erm2OzXJfXMPmTk9JR6o2or1BlwgKx09JMUvia"
    "MWjGLJ9/bSv7yKEyOLhL78XVdpFX5TCcxhu0Oxno67AqMVoFh+97PL61nDKZegI3DZ7D3KP5ZzfJt7B52wXXyLv6ILteb9dFzJBs"
    "L6nZJ/WzKTZ1Yt5YO9/F6JDCy9gdUa2nSWV6gsjhoRdTxmsg3w9i7ywfPo0n3aHoZjOGnQbNdQfk+THYn1m40nuyQPtA/42A5u4P"
    "r9rwjU1PRXQBvvVdXs86wppBI5XBTtm37CtHQ7Pb3G617zcYJRXsO3P9/TXex0ox9IUeHXZbPpvNsXeRuKbqI7W0/kk9gejQR7ED"
    "RdNnJVWny4PEV6ZrFuInV6xy8pu+C22YT0y5PaSO/eUOJXcWTqumJ5VS3DJu8j0HfkARffAos+xl3Pem4uDM2E2ZPrOVGM7CKsZQ"
    "cVZTo+RZ3I14F7Xq+DFqtL+4GecYZ6cd50nMTztX8bMxRBBHyMnQgcNgmZ8UxJthN1j2mxBplujNYv3hnbA+Ofj3g5DJbNjrn4j2"
    "GHru3PI0u7Fd/xQpIS73EWIdfgvxk+nQACfh2r3xmUWwSff6Cb4EUagsg1hNjNeEj9dS+3KQRzLdLm3Dk2ld3mDX/87WV1Ku6zhx"
    "YRr6bFypg5QRdcf13MV8RlM9Jn2F12Gt/nJN9VNwLv8X5T4N9Li0XfA836rrSlaPrJ+EJ+BmDjPXzayKuwfupoXYxMjNsMNzcRcb"
    "YLVq01MSLiunOo7ZlKX41Gqs/NbSStrIJ9Dgy2EFWgb9ZEec/w7yK/uZKrHan+Bpn8e/X6eGbi2tpeGsaKMuxoCdlCKxRqumur/2"
    "hW6+RY7SFnpU8KU8oE/LMKzVdsH2OLuF+NRlshZ3mw1PuAR3bFmFzZnozYEVtnNSjeeogda7FRZnKvT4bFhjW+9srsN2rIe4qlcq"
    "N+yQfHqlY1GlH5RPtlirHRWywhKwzvOhJMkH5LC4a32OKk6dEms0XenqlP19barGT5qfRr8u1ftlXno7IhhtiTWP+7xYue9h2QAv"
    "9ib4/t8iZu0gy/UJxANT9Q/4xiErf2V8DqsqDPWZh7Y4Xxtx2srILF4Dz/0GWN6JiACGyJ3QpNtKN3ETiUPkas6BZeOE2p2M9vNx"
    "KYyBUs5FHw7v9xPs/GLoumWwUPNgKZfhXItnQ1Zik6c6Dqy62kduwbPci890wInvJX2Dx2BZT5b++L4KzqPvKG7u80gpJKaBYa9u"
    "x5p0zFcTVyO6jLI6U6r5slhmwbPJhXys0LegI6bDCs2DD3yD7CQVnAiJcCUrySVgmfE5kFNj/JiJJ+koF8FDnQtZ7wIpy1xVPFS+"
    "CxfBkynWWeEBOk3GZq3UVtoq2BdRwnGMcFzN5RopYqxn3Sx7yGJOprn6TC2vbLOvN4p1sXb3s+kKnVXrecJUL5J6P2Ebo/zl+cje"
    "qpPDxXECb0vUDIdqsJo9CJmQhlS/I8qNyyScQA0YslduZ56SWBppvR39jBqP7qs+q9qgFd1Vc6jv3fVP56ku8U+3jL1Zzg8fTS4w"
    "l3vMfG/3QZt/id2arx/pfXpM8HSwEvZtEPzt0azrxBlfWt/3U/S67xDz6Q7nXGodc0rrdAz7Q62rPkkuzBQiS41neholDm04SSmo"
    "9jWjJC3r9fIoPLlKaLUe8ri+qVdp+2AtvMIqcV1wcynDDhHB5g7KnD8Iyb1MT9Ln8Ykx0jb4Ax7FE9Ay5ZJgz1GxpthUTVb3hjzt"
    "TIbiuDr0CYvfz+D+RckTmUlXWWapq9SnvQVbv/beP7XOzwjnaisRfXylhs97qPymd+qfOEdv47rLoBnGQF+t0fE4AcMlyrmdQu5U"
    "VCdAn1u+pYK6y6YTZ3q7WOjzhheIm9WfJ53E2NYsF1aCSOBXZvxCsshZBuJ8+ksWabYkR8R6zimuYgYvHzZ2CqdOY95jy2XXbQxS"
    "FMKvrKGHaf5530Z+c0jOA9cDdn5QrWfgfA3ACe8or0N3XC036Cuw5Jl5UirIGneaOF1VwBpHzHenFDH2Vo8sf7Yk/QyLbMI6k2J+"
    "dv+uSvd5J3D/rs/7BErI5+yDMst6HE6yscnWeothOFXneq+h1newW05rLizpLrLSs1TV04acK46vOrYJi7ljB3fRQ8M91XtJ6CKb"
    "+iNh+h3Ounb4mx7uhNZpU6zhDdmvBvyDLcXhXHeWRqS7GjbCwHfZ3m0bMXJHvaRWUqsUed4Li0fm63NiWrphKjPuc7gXi0MILeC7"
    "XQQwWFK5UIu8P2W86/yir/wssP1kGuJ2WEGixKzXKbTGLaHXK5qIxLdPW+EGrolmPGkjZBKrPy7LVqwPYTUMyWcOfrId0TDUTwak"
    "PLk4WW52lSV+qsDOQAktU00TWJXWEZggQ07Ip3Z574XMu9Sy/hxyBdxEXCE7D9xVtpCGHTd8hySlLUQEmMesS0gWqDhZAx+FRd4S"
    "0tWF0e6W4rBcRhAVw9A7ziOXRcj8eFvfWVXFzrV6WMPjpXHfaOo7HS9DCgfdeqCUSA9ReFEl9Apq2N9jv3+vScnM6nGE7ydKehQe"
    "54Oabh6N3WhHHtTlnG2fINtA392OaC7KiCb0iPnKjrserHYX6g88TebtVqpjVdkAn/jCdI+OY9xI7URI676UMYnjyHKSWIJ4pRYr"
    "aV3UuZzCbieWOzhVRkip99qU0nEppciyTWvoH2Zmd4nSWr1PnHfrcl1B2TGLWSLj+DPjSoj5TrH1m2CH2K8Okmx09sI0XkWS8/Ex"
    "b39dxbaKfJ5RfYf9lPXqkBPz8K0nYA0GwoblMd9UxHmCQsrsBczzxjwnQAUzCXm+RuB8jKXsfk4STapa99IPZKS+CP/5UmjkS3QY"
    "PLgH5Qnphav8yfpcL3blGitSve8gWqFvB5aLbYNYYQ4s1iD2jDyCK9uTtpJkGrVHNuG7qIXtcvW/Gu6U863cs9en63gpzIVEE/wy"
    "mV/J3J8ozIOWs5YZplffYU2VYKey9Q7iHdQjmjKP4UjWlAqxsx3gWVTj3mv1brKL7y3m4a/DHWfDfkWgtSKwnSWwpx/Jz/ye7Vjx"
    "bMwqEvqqc4lnRWuoMKbsVNyzQaQm1pPpjivLNBbTV1PsnOmAdR5l5jzpKq5j3klHnpfGSbKKefYkPbpCThmWUidkWrelnGrsxmlF"
    "mzTN4ZmrxLOuI6NIJfPVX2iZOv7CEvi9I7EaE/QIcoB1ghw+Ju/rf+Uj+UiNw7QUp/gkMa7zfvIjVj5PX5P/yjQxWVlPzWq1u18Q"
    "Z6zHNX4gh2sls4ExSOA6TuZahLxWr4ZlmA6d0V0OgD95lDwvb8khsGPH6G60qHHqtRhnp22l//SRhevUSXVHt5c+ov9LVJ3wWjzH"
    "o/614/X2lFrs6RJEVtWwSpcYbk34JdbqQvi4bWQf+GUvwo4txYnIwSe+hK7/BF5OT30q+B7PPJ+zjl/rNvoBVmJXfTmo9OxyPcVh"
    "klnH9XxN+Km19tJJHBpXY7/gI51PdJ0EPNSNermMxk7Z2q6RzBgqDRwf7m/beEvjnq3a2756Tt84hg/rEB5KX+4rrN8Ydv5G2btn"
    "DDzreVenyslkmrkbO/QTeUcdVkdIdLIIJ3vi8KJr2NV9M6TJ4v6l0GU3IZpdrg/Lw7BQB1CODUVkJjT0WsR3reQBWOcfNvHdtvgL"
    "L1ytz0gNJAboOnZw5xEpKdX3lvReXU/fl5E6eaYBt2Hs2lJcf3VqxTqkz6h6rW0x2HJmKwuYE4nobMhoAVbrB9ZobGJvFSOkXagJ"
    "tpC9JXPPQkyjPrNXpXexOuMYrFbojfj5UpzOaxGtv60faime6iRZIB/izt+Sl/VJLZeeshci/EV6PSRo++B8nnNXLynSzp6Hy2Sp"
    "D9ayiN3Htu7l5OI2XTgd0hnhXIf7tZU0dOFFeD4SjVjN1jOyvYS4OLW4puv3trz7xfRxHAZiOSenayG33eUYemsWHy9i/8NZnGfr"
    "Gczhk9di1yfAHlqWsITxmlXc1+sbuP4aPTXIYTb9r9OJyqm2oWI4OhP1FpzOfvK4dIOsTZdD5Wp/6huwyIrYJ2TsI+3k0mAeYjSr"
    "+7+N71yCb/4TFmwStPez8h5WdBvoqMNkPPyS0+QMPTAIRPy8g0McSXnpCeYaEuluySpGIJdilYV83VZn29FjDdekmX2SWB2cGM5X"
    "rSAH0wz4gZblWs3+gqfFIdRUcAYqzhmoMn5PM8+129V7405mbxbjx5mEs/aN/ozvvpozMhF4GiOhiSLkTKpFpPuzToPsvAttPYf+"
    "r6s3uhpcnPOqds7fCjuHs4O+WWdnnarLw/GcRthX9ufsvfGmf0amxGyPSVhCT9W6VPL1E3FIBjlc92LOMoTEG+0kn9JK1usOMgzn"
    "/BTpSE1q799NXHdgtWf9aCupSPoASTDjW+8x6PJ59TOljFMjqc6yMu5xLZ79NHi/1i88SvLZ8VwJa3MzT3MFJw1T1rRdGtvvEG0h"
    "94t1L1boaFihjxDznyBfNMG2bp/fUurSvTYNMlnAqtITeg502R9aCC91V9la5iIaz9OdtHNwJ3FCJ8ELexV7/TpW8m6szy0yFlqi"
    "A2zCAr0XO/UMpPMVYkolcR4T6XgvnubW60LuAIdXGvF+sfWs7CMuHmlGSbW7PdCfk40eDWC2ZyZ1vQk34H6K9QZ9FpopX9si7n4Z"
    "K71Qb5XP5EnOqq3BWemBuK6KE/aWO5hOlN6kpnpXEukstxLXPeqz7cU49c0lhe1rPslarEMt7ex3UuV7DEqh8wtxd2uI8lwKr/9n"
    "5jcLoQsOk2s9Amup54CtgrXcnfg+bmqrxvfO2nf3l1TUWIS12VEKvO/Ui3eZ4vWMQYdGuAKuF3UpMTUT6rBQj+Qau86M3fxUecJn"
    "J2I+frWT5+LA+dAaa+GLmS59BVZ9NmPFj/Q76tYw3WsxWNp6hsgq/Qy6YA6+oRyWqQaffRPfvlHvhVVoCvl/B4mlo7FkGqk4iehr"
    "B/JLl6ihUe8Cq2i/r8OdXaEvyVPhBniqHeU1vUruletlsJwJy5nZs6vSnyG190lqniDEnR3CONDtdItGc40NOvgeSPK8dGeNMYMt"
    "9pb0ATzhdI2lvds4UZiM33KjLsV1T5LboLMK9R3KxkJ8t1noufArqvEElVihWToEkUMep/t2pk8S+K6o7dnNY/99KVMgDV3lLDHe"
    "wVX6KdasLWd6j/JsbRZHWK+L1TujzAovgsWoZQS8Jo37tZbnKEu2E6uhLdBHxLivR4ghqRwiL2DHpsN/n08MkAhzXmW4pwqisL2C"
    "54gzbol4XOhCRvSVsC3roCd3kZukG+zLPtILV78weAR6ahosQxX9hpDdSRvYORNXSU8vpdato/dQXM97AXfHMlmnQ0qWYi3PoqcW"
    "93Ul98kBEvdz+VaTaU8PJsvrAqsEhd465TfyfI4Tl7WO++58m9xcwXWy7tD95Hj4YpXhfOjHXGgxwzW+Bj7Desi9xf6GvHEMc8Xq"
    "p+aLOFO6OT3bs30nVY4OCqxiMRn7/xmk5wb2+VRx/reOvJCT8OoXuMs5YkzJSWjWJDwyV0GzWYHtOac6T4vTzH/nE0V1d3rUBTpR"
    "XB+DMXDWMYexHjtapIbE9AVsVp06tLf1eiLufQP9k33J6RhldFqnhueQS14CO/FzJSTaXsR3NNoKv9fEFH3mV2b9LXaGeYud/vYz"
    "yc282ua8kvkOlDleYQ0nnp7nSLC/JNSLyCGa8FkXlwuc8S+vgSGbbA2JPFSizNxGqOvPwNk3v/t37OFiYmqXwL9vRqSKNT47VcX+"
    "2SJYjNT00ClN9LsM4CxoPblJazmhYihzR0pf+td7Mgeygd0SMVj6AnL3Gs5ACZHUK7EWlZT+OmitPWUe7M3JUuoRohLQNUp23HLW"
    "bMphp/JwurrKRtiPtYhZbGZneJBN7zqOZzbssRn4puXQEav0W6zXPM6Fv4lYu5qxww+4zhvEUKzTZKPOhFR/u/2tjbjpj+4Sei/B"
    "/Mvjgy3gF/2OU5atzRi9GoaN9dEk/R70kFSPjsPoT7LiVkGewMPE1duroKdKcV8r4RfkQ9v+jJ+OgpdjSIgP4Cd/8m72E5fXiGnK"
    "s7CuoCuNHzkYG8zVp+R7+N495EzdTcfqcG3I3Zs+aYy8e6P0F4eilcd6UoTIimuZu4s3yqe5u94Jd9BBDodl/AirdyZ0XT94QF+p"
    "Re9R+CEOx956qA6UXM5wVWIN+oix0ZWwxlSI+yqlP7ubWFbEENQfwdNfDR20k0zGVQ1x/Av9j6yQd/RzTrJZB+1GSN3HkJyFmivn"
    "BKvInHGm1DBj+Cs1r2WX34DfMxf786DaXMAvOhn720N+w/NMwLddBm9nJrOpG/Q9WcM+HevjbQl7GdOr5VGcpJnwjr+FbPysElwv"
    "l0KSqhgjltJStU97jEl6VUl2rk9iptQ05WzdKGvYA2sacG/Yl/7yJePCefAWSxER7IV7uxzRbycxv3s9ntasx/+cd07hExdoAVfU"
    "+hhW29SFHCGuurdn8CF7QBwqjHnUlnX7Xo0ROy7nwALcAnvfJjg1XKNXQYYOkH39df+OI34xPMMi1gijer0Y2qNlY23yMDM+XxI6"
    "wvxeV7MfxoirnBK5VKfhUxXQWTfLy3jS/8BP/Qi796o4XWR++KZekjaBXdtURqYaljvKPpXzcG974O/reNdRX1Ms9/5lOVEJzeu4"
    "E7HrUr1fF8hk+Vz7yQjZRnpKD8jI1nhG61QqJCtMnJ3AO1B/JZmF34Hcz1X0Ag4kXoZdv6NEqBdLOCv8hsTYs7XCd6qWa4GmdPJT"
    "+N56XwfeNGPZH/5Tyns52Wexor7nsZZxhHWXt03jhbvuMWF2v7kUesTkjTpOrKrXCdHUCuIHmxS2pfZO+A7Ru8XZ2x2JZ6GcnmjQ"
    "SoagdS68ty1lIta1BP8ahNPzmG4XbPcXRm5J9yY2zvQ4ezXUM7Qv4GRzGed3QiJuuWqXcmdy1TH4uin4iJ9fHi1uGuYEOVFczFpK"
    "9h7LzzyLPVoHfVIB29JeCojC+oTcKa3EZitzOCU5HdpgFn5fCk1xpTQLYrx60vtpbicO91lO1U1lKpB2vu+9il35SZznFmJxzyrY"
    "McNsuJ3TFXFfObBekDinmapx39U6QU+V6ZCuR3U07NYqHaMP653Bd7D0W4ihlf4AX3ARtOUyYuQ9Inlet9b6aNOxFeTpBfIVzk81"
    "VgxeI969HDF5gT4nn8IqzIYMFuHVGli3NbjOCuOgxv6P8djvKSxx42F1NZiucrWkJvCtvlyHTyeJDbcaHuMa6HPDFBivt8N2fQ8t"
    "a5jJ12dV+s65BGvaMXalG/fBvWLWz6K+E7E7ho2ZTx4q6+lpQ+wRW+kL5H2ci66QoAF6G/58wj+hq+rm8j5qoMtK4SW3gi8wHbp6"
    "Nu5gJ2mfZbnd4XodXqnmPbs51gT2s73Uun5VWUZssyhnYiuYtbHsUCljjC8hJ73lA4uSdf9gBeKnq/GM67Be5msM4m4dKWvpU1i2"
    "8xPsWC5x8aZAuv4ky3ehLpdhiD3msre6Bj8tgAwa8pRVJy9L9+w09Li5SqahSsVoGeK8vstUns9MawFsSh7r8oMhR7/h/nrLeOzF"
    "p1LMGsBW9NDcvHqIiM7s78W4TyezNunzNOQnTlTLAqzGMJ95bDiBKeSiWkZvNqUQkWLuXY6+q473vI045tnOnLhMep9uqXSS2dqW"
    "6OZ3yjP4tlr9RarDGU1OZcbSMVHKcrkpRJsnsj+HS6ipWnDofYyL2fXZ4FfFmKFZgzNS6j2OkBgijrvIOmWzyNh+LnWKMOOV4LSW"
    "oXj83a/sJhlyaxpVkVLWtgtXPvPVMr/i/NmoHsA4Zz+x7uCO7EHPalRNTa1Ra0k2QpYLG3UNuH7qK2SBrzxZfa2YEdVOfgLnEH8d"
    "h+5fxmk5k+flRJGfYdj07Lnol9UWZ/MTnOMlRMSPsn8yxqm6apy7e6R0M/lCN4e749/l386MTBqhfjnYz5tWer6lmJ+XiHCnbDL0"
    "GNanEqzFv8gJPfeOnWQsuaVDZnOulp1lT/ZRlUIGLYf5MmRwqs8KuJinzSa6thh6MUJEl+ayX9Cbfac/QKetod+2lbgsx66wUgfC"
    "NhfjfOXg/41ke0ywm+IiasRSdXVb8TlfIRJBKodXAw3ZAk/4PHZ8hT4CH2QF5OxreD4PwB+fqmtxjYNxH4uJNzhV7oKmnamZs8dF"
    "fgpib3FdMXW+4i/SUEVPeSldJEzncbURtqJ5Yuo7+fP5Pe585fH1oeJO+cr0GbDI0X4/Nt2180/nkHdFjOp6TNvw6u08MmdC/8DO"
    "xdjzP0wi5BuLM/JbzxnikHP8KfteyTxWFxmkJcH5sMXv6p44VU/htS4yRfrI9DAJT8LVLpKUKfFzbCN9501zP+NpcqfU9flN+G8O"
    "0SXBuGFfifqOmIQ/7akqqZMmx2FilaBKavMYM/TlWDPX43ykLJOfcfI/RNxqObK2wbywhxyrHSB5T5LbK49TT4MgtWXQOqtgCQuJ"
    "4mcr8hs7sOKUhGWIS6y61RyR15XylRg7mHHEF+gc4hTE0ghH7my47m+3xom09B/t19Whg+eSIcIi4sFcCecdH80diTBOdb1ASWKn"
    "VLNC6+YIosxnuLU4WRwq5CeyI/z2vvTEJgSJ5OrkgGbL4K3MEtOab+L+3Xfvy0rlxR7bo4OkMDoCP8lqHPelzFlHPYbzpWIcmScR"
    "x2I13vsUYqaTIOfj9CjdX46xjIhUhrfJ5ex6rWdn71B2TXWRDfAMLHJbjle2FVfpHcRv2oc+Sm26SlxACYlRRw2E195Woh7FupAy"
    "czI7j6KczyqE17oaUvwBniah7wel+oI+hFW8ELtdRD8/DzrmETVsvVLoj9doaawS+Ci9mhh9lQg114HkD4x5lEiLjftzZr0pjIE1"
    "aj7Ab9Atxgz3HO50sFgfx+XEW6mEbD2L+5rMbGy5mnf3BKPEKrwSMv+YC+1ZDwnM0W2DmdSy1ZRem0E4SUx2n0WkGaPnVQqtG2Md"
    "4lB6jeX0R+LQZg7XNs/Xdct8n8UNiNWM0e9YeRxrlKPG2fe17CglWQdjjxbpovBhOT0cn7wPfuxQOTLrLs3mnE6c16ojArnpvc+w"
    "a1mN0P9SXsDusorf2JJZ4t3o3dT6aMX8pi1kIe61gFU8s7pW86nAal0AbRHzvCpRP30SZ7fFLjILVjjhT7/roirS7RCxJPQV+JTR"
    "tM9fT961bWSMnC4/Iv5yGYZS1pL2YAWrp9ytPf/mrrfkXe+SdR2+7U59S5+BdjhS98buvBF8oPc2of3beo3euFbcjPW6IvqKdk4H"
    "0mfO4y5V6dl4npjWef7GGo8NeSwRPY6Uz/C+x7GDP0ACn9YnIW3GzbCrHCc/WCc6rrM1sd67w0ceAF1zC57qMM6ZqI+CUt6i6hky"
    "g30TQ7CzveUBVp5Hyjd6D/72pqwnGmBMe+EdOZA4Q9tfqn3lT1bKBrGjbz/G2sugYayTrE5vIrbwa7i7+di5L/XQoDvk42T5Bd9/"
    "EuVwA14xzqXH5Ce8w3CulD2NJsFHUGObdrxURnASL8Vh4rpOV/DP5azxHkLkHMPSf5p1vThzEBs8RsEAWeVtQQQ+bzW7F8TvRD05"
    "H1OT7U311eQQHdKxcNR55rPlej27nxPetoSMrKPcw4pGfdKuT7Khk8pOxwzTP5LwOZPmiP7jxBJJ+sxAna8sHyGuHyqzjq/UF8RY"
    "s41X1eTAuuuuYtehnYszpIRSWOgxiN03tie6X3dfw1utlmv6FSu4h2R+xSr+rTkNEFWHYFZLnqxII5xHh2sVJ7danJ1bdYyQ6n2+"
    "roy+wFDZwuMgxFkzH8JuoRhz02OgEdfhGS5DRF7F7OwS3QgrsUC/5TxpHWfIq7kb5eS3dGhAjTsUU73p6n2jTfN8jrMt5H2pRz4Z"
    "4nlYKz3zYsLj3DlurhJIaIISGmP3mOPldTg6Y7guifQalKURL49lbXWV3/Pmf6lQNvyrk++grdtEy/z1V4o7rcbb1ipvU+vox8Z5"
    "1073V7F/0F65S8ppmZKbdLwq8TCiHmPN4YFtYM3Iqq3jpJJdobXUC85nMI/IEL0X4nSP8HgirT36Yuij8BptiiNxqGkauQZyd7Vc"
    "B5uytVyHe70IHrXSz0v96tJoZWp0heR6nqCovkfZc9OxF8kszim7cz5AR/GVIuiY9bBadqZzsaSGnLcG7/gFnsNR9LwjzMdsYC93"
    "LX0qpY9fQcSskrR/7bq9G3Pvub3tJCkkIOdTXcK1sDqNdc935b86e0+znln9BHVsJ3a6RrzEhemetj09V1UnSXH9XZiuJtlzf6A7"
    "Qlu2ENOSY/A8/9H7oGO/xy68BN9zgBgjQw08p0JY52aUjHbBx/DELoa+3pWovjlEjDxULO9dro0xJOxXi7ROymUuz1CkD5ae8HLM"
    "j6jCfmdzajTp+Zry8IyVtFNmsd6E37AYZ/McfPJzbRW8qF9grbcJBkMjZsGb7RgsgsWx7hbreXgV8Zphk58oR0kec4vGZbmAOvO/"
    "xOKybMRw6mGrFlgdeUdmeW7T7RCnbyW/6qjgMei3yXK2PK//QaxlWaMu7PRqy/mQY+EFrYWEXOJ7aJKa0gH9/fkqx3eewT4NlxF1"
    "M+tucn+6HqG5zQYh4lujV8LLvUg/1jz5kdPj5fA5rf90qNjs/2y1ad5ceJK/wkJHmJf8hbMdVoFdp9/pB9BXW4jjlphH3u09aDfW"
    "6uewmTtrB30eOq1P0BW+pc2GNs9qrg83UTvM/IqzO219Jiv0HYJJYnukznzjz8Spi6u5o46TvAbxTII+S1Pf8ykxoMfpg3jmibB7"
    "r8hUPQA6eRbWPI859zi7wmJ6uxhGgeW+W0iJ79neilF3wPlimxebTIa7pXqqzMY1cnUCXsnV02UurnUmtZabykywalfLE1jJTN7u"
    "jHqzfYd+VK+lR1JPGxfVd6WIWUBnnX5vpFk6SVQbpkIcn1oXEUn8j0mb7WWk7CLWVWEYyG8QO8JmfX7D85uvPQn+Z5Tz+zXweQph"
    "C3+F5C3C9U6ER1vNzLr5WGa75vspEZerj/nVcJjRw/US3GMvqYJHu62+g/V6TnfM+k6vYw1XyMDT0G0xjZ9MpHEIJN0z1pn3/aDk"
    "UhYqeY5q4F/E8Xnr9P8TJ2gynuFGrMH3kMZ5hhCQ9Tm8s59hSw2bwbCDLsQz/ci5oeX6NbRGPXvrrH90kdorpToWeraXfCYfyhz5"
    "OpikU6DT5off6BQdpK+HU9NsYCZfu4ubtnWeeBGtlevfH0FmxxpOICzWxZwDM1m5hB03v8B/KNTv5Gvf9ed8oaHk9g415ru0Mr2S"
    "IMKXzULEcQ4cOuUK3zvvGNRCRtiuumxdfr3ld/ykK/bNOkT7yjzc0b7BVKz25DS6QIPFbuUlZCwxWKw/Zqg8p8eJoU6fg7V9A35x"
    "GzlGir18ub6ikBbZGBGrmCeL0keopEd0i+yMNVpOPuRa1pj3l6vE+lVn0Y+rYa+b5YmqyF0Qo+3pKVOYd6tkR6YxchvX1taSxytH"
    "yKtR5v2RLP8M28qViKbKON1juOMFZMjtLZdAHzXgWoeN/F+HdjVSWqRzUG/5Dq96TlvWaA/s5QRZg3NkFbaF5O+ZrgP+Uu10/7LJ"
    "ion6jKxE5Pq7/qiPa4esicSOXML5n9f8HIXt1mfEea5mha2HTMCfa9gHVauHBCvJRv49YsbsNNZ8rNE8yqGccPrnGAPG93I3EWFq"
    "2Ok/UBxvfD69wPvEYS9E2EmcoIdV7Tvp1HuL7k5C1uzf17eDh+ReSNaZiNB+hsTfh5M1nv3Opp+MO7sNUSbtswF/GpGs4F2806zf"
    "n7CMdirXYj1XNFGNvUoOk8uggfPpixex3pFLWx+xzAZr6VH6ibk8l7WUlFro7wQjiAT5wup9hv9mYp+XaL3fiQg1esh+jUS6b6aV"
    "R1yz97TzHWCG7OHO7Nns0rNZ0d3w7dVkPKqGJprLDNg6RIOj5CKpbNTZH+VKFhM/JPN8lhLv2yLgNpwJTHVL2J10JzpDPW16JX8f"
    "zu7AF3RLGQsrvgqe4Syc6DcDY8zLlYv1Rv2EfH77SQTe1Rew8j/ozdBNW7GWkmIOMNnZMa2DK9iXuC/OoqH1LGYHRDX8ze9kj2CV"
    "XIHvOFmmyqnsqb0Q8nO07MhcUwpHNYUhWUW8iiQi64GMzcxSHc9J6OGMYx8gi1s9UStqGSEZJuYGZvqm4/dr6YVWeD/MrZPDFq72"
    "81J9KFk15BB1EU5zf8LreTpDIt2ZfxlnZSjhI9oEvBKHgJr0UcwYxraV6vDTV5F1JExPKsZ8P0Af4jR1Tc9mm47e0tcljVemniel"
    "nBYwykhvFTRBJZFq9/J6OkaPOZr2kFvLpfC1Qm/T3GxMgqibyXQuPOqzwf2oC4vgdcRp++vIwHMnKxBR2DmL0R+UhJ8MriODsPVi"
    "r9auQS/ZRt+Ty7G+T0OPbRV+I4NxYl8JvibKVhF0cy686plYt3FkGU/4ypCbRKzy3E7zyTm0l4whKl+cdaR8Wk/LuuXBEzKG2ZJG"
    "esciy+abzLEmPF6m+rx1Pq3Wz1LPfVvAyKaKWczXILmjtF9QBe2yGrb6BA2CWToBZ03kTXzzhekIynTe9v5uY+yVTLHliTjmbnsl"
    "82cSHhnEftYzPWXpsMMaGMrX86eHpKeAQ39inTxsm+aL30WOhM1Pej5ix3PlItTPcP6u1RuwQoWQcaxMcKT0gM7I3KubiqNMcq/g"
    "NzvEqux0/2gDLs4pHs9XNsnCuKlq92fmmqvDd9J0rdLV1B2a/OxN5iDt16nMFVXrb/Srqsk8HoNlrIMs5ekk+Z8s3uZVxP7GXja8"
    "4ia+1nrGzOPpszYnqkMq5+Leo6ybxj0i2h4S+nxu0tflpuDfVzCiqmDfqMPuDjkTNZb6ZyJk90MJ6Z1ZV3MBtPnjnMT5q4/c2mtF"
    "18WY9LmCOHuzHpGiRowQ/+R5Gj4Tpv2u1l7qGr+Smkdv+hWFP2YzSk4KLPpdi11dRn06Cd/8soSe192s7wh5Lz2/meotsGv188wM"
    "mee3lTOZNbqamRlb6V447VfBo9wbujxL3oIOWQct9B9ZxMnxpcEFfFdzMqClMlMpnbpGH9A94VeeJjYHfztOdXtZI+2DiJ6voTyp"
    "47Qq6zn89HvE319Ds32FyMFm3f4kWrJlcfoEFnMYDseqJpj2LHdayv61OHO4IXS9sVeV6ilyG649UbsHl8Nby1GbqnhNt9bhwWjt"
    "i3fuppfqdPlTXg0qwgdgOxfr3HR/Y8tNpmWVTIU7eTw0w1fsKJY53lNvk63Fdbr0E8e3YZZ7P3GdnfYcvaUjZHJHTqG6fIpJ6AI8"
    "xXh5CuttU3tF2Mfv9Sb5Qddxx7P9WQi9J1iTZjRr1ohRzE67u9tCeSl4ELH6dbKnvBm+F7QODtKR4YywBT51FLzlfEaYdcQ4vYyT"
    "CRs18wz7GqzctlLC879G3XT13uR/E5mugxAfNHRwlWK1lRmOW6H1Pqe1WIm40k7qDmLYrNZP3xqxkH3/N2LImZbzrWFfVHGjmcgK"
    "ZuRU53BytshzCZrFXa6HeaSzHRCzzfR1uAjtbBWzaht4Fi4Td3bFo9XFOIvT0GfWcMJS/Wj/hbe1g+zi9esc6gvzLWciFjVUt9R8"
    "SQ3nyQ7nNGbmVypkGfyUsZwwm6gvyae6G6zjc7oruYciZIgYJrXseTI+Z+t/etNb4nrPNr6QT5bncZHa+C65xr8bLoEhf3Rg3qac"
    "jHUDGDEt9xxNxtO+HD7ROWIzEqNkiGxDVH/XOalEzrGrHSHuPFWnO9qUNR4RNwlSjeeqYr0upCdiq9qXWfzjcOViZjGMQXYVdKWt"
    "xGKdLTfqi3qrReqIR3+EPz8AMUM3RAM7ef64MuiUCs70FuITl4vVIMfK85CqBZwkst6Td7DC2XqynkHuTtPue8gJUudj5VIiDa0n"
    "i9pay6LLFXKzHoT7+hX2dQNlzeYPjGPdemtWGCc4duYnfVV/kN9hi+fBw71OvtS6MAdr2VVeVDcJWkdE1oukL/EbYuzhcJNVlfTZ"
    "nY/bm7kgpeS1F4fLfLBHgXJZ98Ok0uMTKPsuQzIkNo6uGuJThfxZ1v8afR1ymAf5maq2X0OwFmPlW3VMNf08wo+bnG/Nb7V60HPS"
    "D9p8rrbH8zwkN2KN7tUuOjAw9E/jgyxil3ClPmaorPCsbEpjoO8+TWCXBhOtxiqcB8E+/EJejWLdA++M4M8cfU9PkzmM711+rp5I"
    "SVGujvk7rcR6VU+i3ITprtlsrFEgL0DHPiFPZVk/b6iPIGrZTd7GnSzQ82WcfAfdex2e8gW5Vj7TA/Cpp2Qyrp7wtaeY11hVkHHL"
    "6Y8Wl5Op9nMzpiGKcT+DpIdEfQwXep6scl3L9c0Ua1Yxy2152Q5ykoyWdezSjJCjyjiYorQjjhUi4rPY1o9zkHSSu/D+zrSkFfjZ"
    "H/CtMyPlXyMO+aE1I0mnLYylpCLNSFnjJ13dqynO07+/mvM220sqLmnlpSjEOhYzs2Ic7oZ/XMhrPA8/37qCUv2w0U36YdczCovh"
    "PFdCo1Xh2SKcgm0p9exFCTmVYzmZ58j65SJu66I0zosFRLSxHtyNiCMb8PxmpHXsCcxemMQ2R2w6Dk+2iAiYtnvGbjOY+5IHe7ZM"
    "Qz9zmUeUL+O4Xkb073aIqbLVuod3hyX5id0p83FH5g3+ilX8KFjP2cKx7LYJNbUernqR8rLNQ+8vbga3RlOMXnY+X9Zpcq8asltL"
    "aJgd9SEZE1wrVwa3his1S1bhVO/PeSSLsrbCvRQzVq/hTGIhc3YO12AU+45NWzf3HHfhJvL2JWTb6WyLEG8gPsIMzlAd2KibMGXx"
    "F1NfLCWe+l7QoDnGmyUvwcIeBB35eZPo+udAlv9oZJ0TjMzCJvvjM13tEFYayti7vpCnpZr5pBHyrpTQB6vXo4lxnM0q5ovYm22D"
    "lZyjKUVM94T+Dk89FzF1FfzHMt9Vp9zbBL2jQ3GaPmWeZx1j/J6B9Q9NIf6fTZTdLqWc3y/F/llcYx0slmU3buiO0JY94LHN14F6"
    "j0zBPc/Vp4Pz8NnjOS0aej3iUCOrPTrmUvZDWCdGBbPBtR7jsYrMX46r0z65O7MdPXyNu0uaE6YhVx0LdgrGSWdEgm+HL4YT9HrZ"
    "KzgwOFbbhQM80lOyUZ9mFf3wK9MorCGZj9y86hv4fRZrADEfSZTxs3X6GrTrUj/XHuUEaDX9yw3MNJbQv3TTBfbED4lDwVuVzrQ3"
    "oGp2E8c0ul6NwSmhIyGrVeysiRCvuwJx6kjI+kQ8+XxYd0OGXofnfkm/aWLucDlzXTFagBp2hdcQNWQE+xEj2Bur3b7Dyn5ndmtk"
    "w8fa6LsD4pQtxzQ+W+qJH3E59yfpecxE1tNrGRqciac/F5KzrWwp03CXE6DdRshQRngxj+5qPfgHcnbVPJfbtZmeGtwDCSnV0+Uo"
    "vUpXyJ04qYNxrtfj3P+Bk7EKT7QBdnYCNNiHsFBK3IR6WFRlDd/kZoC4fE0u77he56qd8Y9x30/j7s4gukAJK9a5iMPqWftZTxzN"
    "XMpW3HvdUWIZlWA1arD6lg/v7ZnPXa93OfvBXsD3n29cwpKPeMCYCY3xeQRZ1NbrsWL8YvfLfbIaZ8uwNm1SoRIaspZeSoQWeA5e"
    "Met1B/yKQ4O2Oic8XPYMCsOusAL9ZaZ8wuy369jcRhp4TFPslrUesTnBDvdyr59OFMeUbbNmqTx13J+z5uy33I0ayHpcszh1Ww35"
    "yfwZ8fbBoZ015DK6SWbW8NR5qidLg1IOQ2KduFNjuuIrnoc4vcU1tAsuUvyfHGJj5HlEM9Z3mI2rVWBFDRfgYPkT577Cayjr18rm"
    "XGGcs7Id4cmvY3+1TSXn6zJWRtdxn4/lirr+pvj/w9t7QElVZd/D5zWSBANIDiKKCQUDqJgDKmYcMWDOo46OY5gx5zQ6jjmLCQNm"
    "RUUFMQMSJOfUQNM5p+qu/M63z763qtsZq//r55r1wUKhq+rVe/eee/LZWzPTmSkdDd/lFcR3L0E75sHaDZLRcqD8W87EJ3tm45II"
    "MS5c9+xuiC8fF5uEmo27PRQRpk0uHAK5yoNnWK2uK3ER2WlqPNfBqdQcFZxeNnbW0NeEU+xonaYT8c5BiAn2li/Cd3RMMCV8Jngy"
    "eAJWdbp+p9ZN/COihp2DGNZh/2Aanm2kmLS76Y1zYP3a4y4KIdUlRIixfNcieO4bGK1bhN5LLtd2wRB6lOsYkVfib9/Dn67UX5iD"
    "N29hin6ruxG3yXyng/POl8/hw5UyJ1iHJxogI4haMg1PvyM00gI83SL8XqUvQ56L9C128Ga4UB0uQ385gPWwpjaqIiOlhtijca6p"
    "MRWYlKXlVX1Qn9aP8Z7DZYWugMY7B+sV0UGBSeYyemzbyg7k5TRd9b5+LbVtYuQ6ZkjLFrb/Te9xs8d1UUauC4hVaVHQCClARL01"
    "5O4TvUYf1UcQzfyIXW8Sh33m4odl7Dm6RhyaViO9PDcLOR2eQQNxQCbrNDlZBgUfQY88CK/jSy2F5bbsyv1yhXyn9xGzs4B6rNzz"
    "7jik+2JIb7WOF1vTQlY5i7EX5ewiTHICO8H+kChzRc38ZIXHww6ZI3NVgRP4TDUeF7SdbM85+DTxWGy+bgO02wroqyLanUfFWEK+"
    "5BxrxguKaoWvkqcYvWV6oV0vwL6+wyjmo/5zyE2fYH/ZBvgTUURzxfiuRfCv9gs+h1R1linQxl9Axg+Sr/RLaB3Dwt4KTztQGn2G"
    "oYoWt5yzkd977tkEvfM19BqaGWX0kwyrXJT++1qszhG48xv0Q/lBhwSzcP3D9TwZjZNwMffdYZo18FQqmWoqyLjlIiWFXlzHn49m"
    "DnYm488kP/OELvW8y9alWwTtsRVOfzF0+7OyB87cGpwHYyHfAzrsPdzDIM874rDAi3xWpNnHRYtpIx8Rx4xVQSykCLtyDbmqhqz0"
    "Chv+Ndcxle3fSrILYymrOrm7ueOsrydxD6VY/QxfbiN8101ZL6UdYrztiWjzgFwCD6MlnxrTrr/pDtvSI/7Ual+u4Mmi1B6N7BU2"
    "j2Uo7mikNBNvwqEAPRH8ivP0A57KsM1WQ8OswP30liHydPCD/BP2/BntgDN+uU4KRsHvmgYLmPsElxG3czvGtEn4PS7fvh7yuxLf"
    "HfccPZmZbpuL7CPRbAW3p2RqOmmfR9/kGZVc/OxYKBzT5D7S6BENo8RMjOs2xLQ7AHtt3H3WpXg0tMA7aszuF0sRveSDWLVMaDdx"
    "3QLleKLVeH8/SMPWxNKNaYbPqJ7aplqvFIua1kBSizmrbfO+87hHEayV4WpOkToiHNZz9nMOrjpQXOeU9WyNxVMUYhc/RgRS7JHF"
    "oh7DxPplDaGho8+OpjRTXdk2mzvNFWMMk1l4btPrG7QwmILn3IDrWyZYs1jeVq9JenxIu/obauwwO8KS/oS/hcF2kLvdIZ8Htzn/"
    "k2u3F7NnKOV9ziR3s9TLvvWtpH0NuKU+shb/Kden2vXHEx+mXYM/IfIJ9PhgufZq40kryBznoqFNarjX9fjueVqHtTsLPxkihoQ9"
    "Qk6HBsqXwXIL5LaY1S37dUDWQ3J9M7ljpn/oxfBinoeV+yTvdUiU8ZD9C7u5bfBR0D/4CmtWAE3zBk7DTD7txfDwk/7Ep5itilFW"
    "BzMLMgj+RjM7hiOwSf1gXSL6AdZ+Z/jhIxDrbeakWS17vKtwF7NwegppX9rJ57CTjewUsz6AZs6GOIYA63D5ANqgnDo2wlzEAfie"
    "tZwpEmjFU7GOg/CTdbBjb+Jen8e3/9juk+BV3R2y+YFupwP0FvjsH9PPGi5P4Zxan/UY2RMWfFV4lh6lc8PL9XZd0Lk4vCHdS24K"
    "Lw2WhysgKTXwcMZKvr4u9cwlfoZTvRLa4hHotOWwwL1lEiTxRf0UJ3RNGARviOUBD4RsPQobOg9W2rBrJnOGNqnWD5lh3IiT1cM0"
    "VScxn7eajOPmK1bwtBhDey2e/154gBZZ5zPj0cjKRRQR5ELEFcth43Ynt3otfr4U91CY9Y87t8piO/1TqUXUUqt8DHgE7tIylWYj"
    "HC9hM+10nS6knjlKbhKbRHUaqIwZ9Pbs3GnCSf8V95fx0lMeIcKd8zV4fSlOQbX+FVeu5dSLzcM8SKnpL6HvDJBsr53rtc3zs2hN"
    "5GtzEZTjmBskqWyNNTMplvKYgo7JMOW5wp/w021u+kSJ45/y1q6JE7dn+Hx/B3a/2Myd4d6v+4Nzh///vPIZfBLrXIrBWlXqG8EC"
    "SPKL8gBOUMpH2UPxVH09nnmaubg5RGdcr+2DU2Q36JIlePYj5BP4ytM5yWz1m8GynrMTZfBEjIel9a/gN/9KZhFeze64nduaNuXr"
    "8Gn5Qk7UV/VKnRSWBy/IIFidn+TvbczcpYlTah5hO/kKJ2s9bVQTq5Z9cFI2+WxEjFXtkyjJUZzfg6WYz9gMfWR9AnMZC3dl17vj"
    "k+uDneyL77WZ1D3xkyM8H4dwcs6eYKU/FUdJS9f8L9qSAYkSk7/B89sfwyddxejO+ZwbPKP5eX4SsZZW82p4Fl/hrqyv417c2fFy"
    "h8xkd0SN7xAJVb3mtDvqSXtWQ//IZPNg9hNEPWZUo8eStW/aUVpqe8p8TAabe78s3luaGalekunsb/T15iQiuDo9Det7YZBgB9yN"
    "nGc5UHrQB2zG+hSyuz9BX65GLYdyrvxv53ZDfZr/dXbzS9+vE6fc5uL5zr1ubc2JRzhr57pOC5kbTRHBIgk9UNyqoz3wHQ0rWBuy"
    "WuZgvKtYP5H5nCGNUpe+ps6a2exFNfzIo2Uj7ncF9qBaHe5bnF047i4NFchY9tZRH1kkcgGz00s4F5wbB7DZY1Zvgx05HevkcOnd"
    "tEPcT0ElPd7yWvrcF7eBKlhKu9Izi0/oakb2y3iVitiNVOs98Uvgz+8mZ8oc4rEaT1wTp1ivJb/GdfjvScFPmpCIrA+v1At0obyo"
    "r8m30l5fC3NzUHRE7BNh52e5vgffo4H+fT5k8GTpjWt2Rwzi8FkfgsQMktnw4wrw+iiscKXeIHfCkm8yRDpEMT9qbo5Rm8po9NxQ"
    "s7UJUlCKq1h+q4G9oPWekd0+s7/HWNoI/TMM1nZLxJWHylxo01/hcz+POLPYn7jjJYPp2Oi/16xRP2lUx/dmswXPknPxB8QVDfRX"
    "DNlkuTGyQX9dCa+niGegASci1gp1PsO5keuVMewJK6EGSMKubyB6lHV7vsDMZsJPR1Qxm9rMnRoFK58Pa10OG1YLz3+RcV7KNPkI"
    "9zUW9zyUkbZF7zuIrZjJS25mk9xn2z6xgZMGSY34GaFF0HmGILwSFuUx7N2e+NNFboYmewin8FZ4bOfIGsQdhs30i/bMux7/PQ9P"
    "9A2fYCxRqGy6/F4tINfuuOA9eEIHytk6FXuzSQ8M+so/5FhI71G6C1bpYFaQxKNHpjXpa26NeKK0R3drogfyE9G/DvIcMmn22D0v"
    "UWaSLcYs9Pk9JX7OA5LpPPvEcIbY4aBkrzWdtZD7vwjyaFzLT+H+f8HPvtP34TXl41+Tgtt8T6Dr4Bjl++xdbL0YUjKLXlcdzrch"
    "lP+Ku6iEvxYNDT9pT6mSQ7FSK/RyrPZpeqKOCQ7ScVqX9yp8875ydnAfpKpav5bR+lFoCIcjxOEkHkutE6GlDJkjatZJ3vY3kX1g"
    "vJxFf9xVA81WZbrgan1OYgm70W+EpNVh/eNkeT2BkXcu/MQm3HGc+AahxwFNqqHwHQRLtoSdKg7L3HGsvENs+ASv4rrRrce/jitl"
    "VdU7oHXbyduIZj7Vt/UVnMT95NzgEr08iwCdziKsKvGRjD/vfc/YcCGk9Tx1CCk15N7L6PdotqLWl/a8t0zQLYNdoJmnByl9BNK9"
    "yHpnw96Mi6qhlxbBJ+pK5HLrTp4NPY8IWvsFJXh9E+KCCdCVQ2UGNEadtuXVWE30cMn4xKGffghpB9tJWuW/EDubICP/QCTnevpq"
    "iYxWTGQW9djEyikXN7fTkxmzUvy22SbHamtn90RimiT0Zp0nb8qxcp0+qrfKmVohl8ow/PzFNu46keUiinjeMZtqt5pWDe5kI2PR"
    "PGkmF1UjJ+jGShlx8ougGyKQoDjxlYwbdgmrGBcybolAMhqIL72j7M2ahCGfpaGpytWxV3eQFaxzmsyMJRta6H11xzuof+iV0GdU"
    "D/NdsU5OE5qpjIWQoYTvX3fzpjGyq+4AD8A6gvYR1yfUTmpp3xx3wsBWWC5Jzx6ymRpH2K8VY9bTcjMB2YAjsA61ahHwJ/hJb7me"
    "iL258a9Dj3KQ9iw9Iz2nS1TvlrPzbkNEa2wOr+qU0HrlV2shNO1KSOtusoxY0G63zAIdJXu24sOzWYYWPnTFXTYQd3EL8jc1kR/I"
    "ZkfGY08tk/GAHsIOiSPlDOiPDeTzshW6jbnZhHZh/mM5Z7Wjep/8TV6Cj/OLvoAT9JYY8lo3WKt/4M9MVrpMksv0e8rtnbDPLyB6"
    "Phbe1Zfw3VfrAu0WdJDzsVLHI8rdRmqIFL2LrEbEYxH+QXKLfINnzz2tf598iKceh8g6Xx9DFP6wPBcciDP4Ne50R3zjs5DgAfoX"
    "6dFuGk7x5PD0wPzrhySmjjenDveQUNeRUkbs3Vi2LyDO/n6BT1iLO34d/71ADBNsI7Twt1bfhOYr0xsRET8H7WGoVIZgfhU0yAjE"
    "WZ8Sd6DaI1s1EqEwwQ72v4hVvy/Vt7RULtSJiJ7sZP9V6sJ/S7dWTEGZGfyE1xa5qvJJci/U0h/rwTy1+54L24jAcr9yphjv/Yms"
    "sW6kV245/Cr2dS+ADVtDfXS6DJK/hivh7zZLdajZHLBm4/oBkpl+TtMaxNh5GmF306+43uu4ej2rVQfAI3wRGutZWYCY9lPvmzRC"
    "QtRP610nA8nfOBWyYD3OH+SV6gxcYwl24eFwISKW1ZCLxfhzD6e1zb89H57tL/q+uLpyij5vlJJkJ2wcT4mzL2VZNvV9PLe71TWs"
    "JnUU7m4TJxeqGFm/Dhm8VqbAAxiKs3GiHIPzt1a/x9l8K2t9mrKeXU/JZCF7yQCct/d1A1ErT8WunUFemwrqe+djNjAqbtYPZIOW"
    "+wmDYbxSrcc/cNFePnVWI+u4Tcyfny2fYU3G+7puWl+VhMc0TUK6a4lL043f90Bgp70Wd2K1tg3Yh2/ZP6l6S1aLJnTrIMVMUx1f"
    "mZ/FbkjphT4XEPMRjetMijDuKdSI51VNk/lmIc+p5Zvm4N/GDlGIK06HdhyAvy3BM+6LteuDXRoAu/qYDgtO0t3lWr1Jjw42wz5f"
    "i5Wfil04WG4QqxgOgF56RR5ltbASHr8xipsvZn3zVo19SzbKr+zlSdKOmge/JaOf0EeEAXYk5StZKT9fkcQaGzPqPK+9m3maNlGT"
    "5qt7Vqevx4pj4IhDFwTEbhxPdtU6nGWrQx0CCT1aHBp9+9/gfrXz05YHSwVzd+OZwzM7bx11BbCCab0Z7+nmqxnz/LRMyHpig8eg"
    "jvn8xDHSRH88qieJO28ljPebspZlGSfrNupMXPkxWQ9rZD0aJaYJs3hyjdSeNVyBo7AnRZrB5k4xBrmDHYyORccyhyV40tWQobXM"
    "JFs9z9BoTmelMk5svCaeskFSTw+vpVM3Tvy0zKx/IEsQH5ltriHbunWFroKtWAr/2izkWqz6MFiPd3HyOsnDkN++slyvwnmrxiuD"
    "5Tm5B95ib0Q4+4hlGfeWa/RpuUmfkyFBHPHpA9Dyu2hbqE4N9F+HMXaugc6znsQzJc2f1jHnaDlI40SI8QpVrGtWevwUq13dx+58"
    "+9c8soJaDc1Q42+RTfTNjTl0AOeSHO5XiiwLMa70zpCSe2TXvFdFsTN95IWwg/SBXXlOjgtXh2kyscyiF2+5J9OehYgpreZxPp6u"
    "STYRdXVbsohEeIIjzKb3k8ZsdqOaXPb6B9HX/peZn9WwdaW4R+uQfENLmWewzs37IY/D5RScf+vB3R/RRiPevxq7P4F61CZrdsIa"
    "9/P6Js5pnNE47zOwhiNlW/0nYsQ1OE+HBaNlkk6Q4UENVuUreRWx2UOwKMMRhY7Vv7AiG/MsrWmPAbpAb2AmIgqPdjF7MjpxArtW"
    "b8DVF2k3VpKjnpnJxXXGxTUeenY5/Jy18HIK9WXI7fG4g2+CPFlA/ZAgLmTS96GndVfEEY3sXrcrbSON9LEvlaRHSXgOO/wpPrEM"
    "+7o3LMiBWId95UnOL+fiykzgPNRz3VOeX838/+HsqIp5FoKeMth3g9Z7DJWtpCE7O9zIut0Z9MAXyxH0cu1Er8U+/YBXpiP2GSc3"
    "Ezki6Sd6m/k9rvv3Lfg4zTz1MfaHfsvI8F9yjGRm/RTrGGanuz6gP1kHu5lgxriM+Fb1XKnO8PouVEOAjeqQYA1Ocx+xM91TrIcr"
    "wQ4Mmx9eSvyLOr1L9pDDfHSYyX2mOKXkbJHxzd8ZdCPP5q84F/fic+Wc+PgItuNxnYqo6e/hu7AzL8mp+OTbwXdZXOvMvJD9awTn"
    "cnIzMzifLEnbbFzngfe4/0w2h+0Zo1fz/i/1nwnhIb/Ns7qFTMd5eQf2sZk5pXLP6DSU2HgxP2VV6WV2MlZkPXMWNoO7r5RTbxbg"
    "zHxDGxDy2Y9ij3c16/SZKMI0z2XiskkdcJ/r2aVrWfuEuhnCGHsXnT0ogfZ6h7IWx882UHNtYlfnDMMsxL+K4DF0lxricMXws6jO"
    "JWamyZPhEQ2BXE+RWmascq1bBLaoAjHIRnxyT9iBYnz2bVif1X62+Fgp55RkgleJkKkoNwPeangRTVg3q1nPVuM9TiB6qMV3W3Zu"
    "Kl8pwF1/p3OIXNCMZyz3k2Gh/pOYmq6GYd3/uV9ZSVQfixkfxzpP08GME2+HdRLJ1LyGenYS8Yjt5Vl8wq5ZLK2e1GaNXKk4O3Qi"
    "Wi1n0O6m2lw3+R0k7S18bLCnDGLOOySDsWNOSehkn7uqoocY1b+x8mjI+vvhb8/LY4hNbWK/QP8shj07A5ptWRvsltEslmjLvXTj"
    "+yzz06BjxDy60TidhkJ+HKRzCCyETTlZP/9VYt2fPdhX8A4sfWt0qNaTYHY9i0KvzuIn2q9ZtC1l6mZybUW7+cqh64iLZVmSW2b1"
    "thU3mVJJ7aUerdasfkfW16PE0vgZ3mWcXPOWj95Obpc3iGAWYZ2lmd1sa30vxjliVekNOOt2ZgfJENnIjvgDiXOaq5Msd5z1nPQP"
    "/gwPcBis2rawXzvJ2bAAk3RPIovFvXfq0JaaiBFlNv9aSWuGbSbOJ1vBuxvEednxnKG2uq7VpVYSa3iSvoJnXogTcr/cq4cE5+PO"
    "v4E+bIulMYbzU6efi0WUm/ULNQzsXlJDTOMZ9MA3U4uXkmfyKjIvhvSgjvOdPmuYbbXKxnAp83W8Bo/DaX2kY1k7u0dmUK+pn8VP"
    "+cnnpF5CFEdXy0p4jJcYPTGrZL6Ds346tG0FrrAUT9ETTzQV53ZzltW9ilJv854RRn0WIbtJ/cdkHHGAm4lwchKiOddr1x9PfwOr"
    "YeZ5Lmb/bS8pYURTQe/2dl9baosRU1shNbsIPZN96cgpd9eHarGQQyf+k5wIGf1GP4B+/Zc+BE9iJjTZA7BMhXp6cB30/ipqfPM4"
    "dsb5MRSW9TwHKfbQdpabcC3TINvjSX7Gk1j29WE8fXecubHBKsbvTfhcbi+tmdGn8zkOZ710K3GI8wPhDTwNff0PrO/F2i64JjgY"
    "u58Hb6WdHCbqGXNjvk+3hloyN2pdBbN9tYwtR0g98WKqEVMm1JD7j8IJiXE+t57+0Xrsl52+0xk1zYGmmgAJNF/hZFiMTXqfrgp7"
    "6nBYyFvkW6xgRbi13NbuPshDE614iZ/xcezPW4gx7aaJ+tBAjInzIYN9xTrgj5En2jzBpp/yqfmS3lc4lBnEncRWdn+xucddxSEs"
    "/pLNpca95+lQDZKM8BrY123SUKgtrO6j+H+b5irFc3bGXa2DPcmHNliFp1+jB9FqxYmsGfMdUxYXxPV5rPYEXYX7LYGV6xGM0LOg"
    "XcfAuxayzff1vR8uguzjp41zvZIiCsi1tLjF3j/YyNOYu+Ya90xzdkcPszPEOgid91mjF0khz96BspIzmjahWEoP1GXclNwucc7J"
    "2UnPXcmP4XRH4Wum6HNGKEMnwnLZ6dxOWrAqM8wj9ex7ulQMmTFBXjGX/92Hfde3QYvF4UkcK/vLQbJe5slEfVK/CQ/HE1xqPH1Z"
    "rHxXPyuihB/kuYnSPlNi3a2VjJlnkslNPYut3cW/uaffaxBsxN0UWI0M6/IVvNID5G2xDNX2ElM3sZnB64p4mZhPRvgmaPPB8j30"
    "dxW+uUlvk9OIU2JyYHzWTls2c55mLOvWTvOls9bU/n59+E34OE7OV9CNe+adh2seHT4h9wUbPJ+fUovUea2V9qe1mPtqcf3e7DGM"
    "IRK7EPavQ/B3rGo5e16tvv49cy+G5N9dOovjgKqF5a/Cqj/LjmCbrT4meBB79RPiHexF+APueD+ZpbMod83k5VR2hdbzpFpnd5HP"
    "1KnvOrapmzMk9Igev88NUUVshoRH1IgSB9BlJuboIfIjsX+6yA6Babo75V+IYybrbNY/aynniyFlsziZsUew0iNGOs/cIWh1p2Xr"
    "2QY7xX+jGXT0pyz3TOQ+QT+9CKtzt/YL8nSiHg5p31uiiE8yOxLzHD4iA33GsjZrXxKazrLq6X/wxjoNPFhczPvfrwzwmEZHwC4s"
    "pbdRT36uejKF1hMHP9cdjJFinogqjyytnHR2aGSlzKNU0KJYzSgJbZliB/RL0G+VnNqsUcMzWgetWUz+XHdnG/2zWNZuCE/zXNia"
    "DfhzEuR3Ahkk63GC3sJZOlLWMio3+Y3zDqzvuJC13wh0csj72oZVlEaeE2is4CXPMvetZ2qOw8q4SapcXpp1S62Hb7weFma+dMId"
    "bYVz2F32D1wPxghOe9X7KdO4tsYZzPsveXDIPZWetSok9k2aDB+WCVvL+LAZsaF1UC5m1Xi4bPW7uJhNzMqZlthCtvd99E1Yn8vE"
    "6acS/OsQMWbqTdQUp+MzxuaRW5OP4nx9s+exdhmXBDuFM+jzaS9DA3zHS6JNLrk/8kquexvs9WQ8Oy/pJmCth9NyByfibzYpeDx5"
    "KyZDkn7Cid9XHHLcHCLNNjOKhL8thRpvdV4P9ienmfK0O3TArWrsCK+K4dQaN7gxea0hsnAFKwMHYKW+YF/nDzJaKnzWOMwyNVms"
    "cZa43NF1zHh8zJ6g4ziB1gOWfS7ucAWswTzs0UL4OXvB3xwrL8hFjO9LmRm1isFe8gsr+3fhTs6XofIBYrqecqW8JWdCn++nZ+J9"
    "dlK2Fod51hIFxfwODeWJPUlCdiEU+A4yq2xtoIYbyRm6o2W9r+2VMapwkzIO4dsywQH76geIwypyKDh12K8kc5+HIW66Vv+Nd1pG"
    "Ml/fkHfwPJ/j+TYTVSzmcXMzkxlJ+i7WG1VAnDZ7bTO+8XA8f5T32J9nUNn/5L7ddWjU0FqFPjIMWzHa5f6eGX562tUpMpHTLbz3"
    "Zu5ZPWQ/yt3anp09bvbUspyuYmz30MMzhnaX5VyDODEaNus0ZhZK6N0Y9s4ojwCY8Hdlv7aVpixrnvIblVxbfeQpuUUH4qlrsVar"
    "9DIdFFif75WQlCMhyyv17/BNRsqXcq6eAv97o54c7COdgid0nDwEb3+kTtGP5EnY9K9xzc+ZZUuzE8J86N1gqZUep3VhaytmtqTH"
    "nr0F+3ls8IiPMC+GXVnIiWnjMT+rFRLsf+JglGZnRcbJALGsTH9WhVd4/RH3s3MHcDIuzdUwnq9SfO8gnPiN0KfHijGKHEY0gw5y"
    "FE7URtiKCngNz+P9P7IPeow+EFylq3EXdwe7Q7IuhWzcAo34AHORJ0g8izzd6CefrDI9AVd5Dp/vLx9bLwu+4Tuc1Pw2WT26krk6"
    "3crD349TfLljptxrnft7cn/mSN+rFOHn6tjjfoo0s/bS3Ip5x+WaOsE+DGoDOamAXlIj+cKieqbYxJRx4BlHRyZj2oe1WMN5r8de"
    "bG4Dtyj3GuzDvrRGj0q3v9xPi9FezpPcDJK5n/R/W5PIjejaFkJTbq7mXJ+p4FRALat0lmswNscXxOEnbkbcc4a4eLaMUfa77GB6"
    "D7Hu6fjvVNzpDPkO3qjVN3eTq7WAXc1x3msdEWpPJqqUi0R6S9pnGMXj26mPcQ+Wumw3UDrbN5TyNtPkrRP9FBdz7chJ+YTnjbf7"
    "zPOd3Xf4XoOAuDHpVtjZQ1irWaC7yDxYw2F5X8JrXQfNs0Bfb8N7KqGX0o+7vFJfCdbiGQw1Ks93C5zv+7V+ztYK08wEd5WO5Pm2"
    "nQ1of1w3aw1X3HmIoWd4T3ESY4OODg5lreld0wFYSWM0uxUykfR9gdtBdjezTtrEDqY+WPkhcozcIJY7NtxbQzd8ED9NZ+cMmjw2"
    "k1JWzSanvRfUSDmpph07UtZ4DhjjR6/Q3dm93MXjXFp3419xEueSSWeEGCvuLGafvsRJXYUn2A27dwBWfj37IOcyR9Gof5EoZSbq"
    "+zmqWEtPcTIwjRgh7bOemb51t1vtOJ2Xyt6/8+aa2Gte5fP7lYzomvUCcZYuDV8/yigoTQ6NlGdyjnH2v9kjDMTZKZAmnrfJhnEM"
    "TeQMex2xN2v+EK9igmiNmSmQ0NebwjZzDrk/swf2ch18QqutHyw/Qyq2k8NkJ5nJ5y2DTdiH+9lIjeEq1iVY7yPhdx0jvWUadeJW"
    "0BmzWXvPzDE26qnsf7B+/uVmmaSzOBy57uKYZAwnewPl/GJpYj6xVs9mJ3OUK7SGK3qExLQpi5fqOk0cBmsluxq2Z55pNLRDD9it"
    "2b9z6jMMqQ4xLEpffDH99JheIhHWTCJeN7h6j737MMrJEpmoN8oDsJ/t89phRWuggboEpenrws3yPp/GWFPj1FXWZWMa6F/EL3IM"
    "1DF/MmZRI32s18P7vVOugSXeHdridFicr2B5ZzGuNb4ZO8/GlHGGFDIm39xGF3yhFnI6rBLrv5EzYOXEorlVXM6/v2wpDle5iqcs"
    "TUbC7XDfZezIMObW7/GJUngVTwfGFJTPVe0srpK6Gp7NtbjDB+Re+vKPyPm452NkMtb83/oqzqByVrFJX2OveDmt1BL4DVtysnsN"
    "vfqM/Ib6D4+GtTnb8ZnwPojQLyn0yOK2R3vg/dszY5OAvNQz113A2erLIWcmK49bhRN7/gxW783gM+iJh6Fpf9GOMl3fgIQugv5e"
    "Av1QDEldr9PlW7GO+a/1iTajqf/lBJJxd8V9l5R6ZLB6n2v7X7KyxTgft9BrswdkAzvZlP72Vp5lp551uXz2iDXr/XIVu3IMu85m"
    "WA0303HkbsLu7wHbELAea1jX67Dqe7OXv1F3Yk0jCT0bSBlnhTsSQeBIuVbuhIXuLQfK0XKGHqpjIX1R6Spn6ndyhZTJV/oMJONj"
    "eQxx1XB5Qo/UEh8x2c5ewLphlD6edbwWITpbRIaKYpzW6cw5zNAnsvmaAKvUu5V3Ede5+O7FuNfl+J7JiEPPgT7qg3uaxqmtH2Et"
    "X0WUej1s7zR8yz91V3kdPlfoZ1LCVugc1iF1rWxk5SSlrhu3mYgf9+LkOM3u0GrPYh4iTc3uNGrS+0p13vvcnefPJsJXsxMg7is2"
    "i3GOFnJ/1lJP1FHvxNmDZcydJ7Kz6kBJ+/kfZ0syNQPTj5XkDNnA3Nsq4oBcLsugX/aFreyPmLcIT/sYviMff6uGLjN+KbObpeTk"
    "adDjsRJjGNXn4r5JMbpznOF7i/uXRQ292uiQrMaubOlr5Qk/A2nW8YA2OMgdP2DMI7kNYX5uK15rFmyl8R5bV9kmxDqX435/YI05"
    "N2bcc2q51m90G7H4fTVs8U2yK2yU9VqvJMt4mmhgh0KC+uHMLIfOLSfS53q+Eoi9YtK3Atp5k6bxp5z+oc2tWPfGWjXMvBvkXHij"
    "T8JrKtYv9Ft88wK9LHiPqFupVr6vIdhJ1vMyPe6ysoXsqHQefoqdek3MgNhdJnQEVtgiFoezt5cMIQe2Q4pwlbkkURtPZcQV+k6M"
    "GLNyNvF0pixl5iJBHtlZkADDnCj36CfdJJNXa82Ek/KYQA6xwmYkzqHft4zdu4ae8CZ8gkbYvwqs9kVidZUkUcpT7Eppfa0n6YeV"
    "Mkda5BmQBorlStdIvTyu88JB8Bge1D2ChOwsVeFjejX2+3JxOFKm0YaxxlqL/WmAzu4Myz5MSlgVuZ2zOc2IULcJXE/6VkQTSsIj"
    "S1ICiuDHVLMXsMh3RAwmLtQuMhL6Mrf2v1jiPoM+h3Gn47yaAw/EeRCOA+Z0IpWkPX+c9Xo26O1kVlCigIb0GMuZm7cKbkuHq03V"
    "mU59SmbSaibpg1glIGRt6gTR7ARH3yy7i3ndMWKomR8VsjeqM3GLL4Sm3kscHk0FZ8Ttc2bbu8ttMrfNeDt3XbOAOD8WkaW11mf0"
    "m9hBnqtOm/uVZqKo5CGisxU4WDqQayoOS1Cmz+Oe7pM0uRO3Yc9BN+zFLmKdOhH91E+8vID34tQEB0jvbGewRWU7+9g+ybpunLXB"
    "kayH2S7UsxenAVH6k4geIn4+wTIDCz0CY8UfssHtOJG+r6SI6jqUKFMW1VT9obXOLVW5P9O6+6Pdb7LbK3AODAvAPMdqfVc+hJYa"
    "BWuwSneWPzMeL9SzrKtVxsPLn6mXivHT/wx/oQj21/BGt5fXsDI7IzKbDJ17rd4Cj/0CyNNKyLdV8mZj9Vb7OZ2tfBdPPU5Viyfn"
    "sng3MF8xz2OQuVp/xE8A2/n4ld7lReImqjK5Rzcl0pBlVRWxK+8mmd6xFpZgEcvBDCDmo2MDizFqMx/yctiKRZIk73w17Hg5TtUE"
    "otTm2p/cr2z3u/WpBr8CmehbyfLo0PqPbeMs5I7NJnrURPU9HW7dPoEOzsO9O9a4LuzyuRHW8O8yg5OTs/Hv97GPQ3G1x8Q0fYFe"
    "Ib3wjql4T5IrcyAxK5PsaWrOYlFbPN+31XPFfRX0NHGdsIWqvvpm/8qlR/+lrwRDoMlqoImX6PachlmpV8pq4qG4/Lp5Sp9yb45A"
    "3GNdVvtKDffL7NgtOp3dfNsGxi/yVynmTtTjWS+Hh1qtd8CjNy7tN7HnR0gz59/K5Wmc35sZU8ZYQ6/2swCOBXAF7N3lbaAKJqnb"
    "k373/kzLUZPN2SR8nOss48G+s6pMd8W39A/+BOv8gQ4J9tS5+N1fOrfxPQ2/w822Natbue/gBcjqbljh+djBmXoxnrtb8L2eGrxK"
    "LRrg9B+OVTkAcj9YPkMEey6RK/b/r+9ZprE2UeLdr3b/8ZrTK7m601+Uv8ML2EmuQ6w5BH7TTWK8oqfCC2hUh+HaxG4gew7jf6vk"
    "VWyi0iGoRTXt/f1mdXPtAc55kiuW9izNri+/An+2RVxXDXnehx0vzfA3hkOulrOvbCMi0FF4xtPFsu57yEp4KNNxRwVYt8/0dXhj"
    "o6CpZuh1wYwsSmRdNie/k7i7yN27n9BxcoUWYq+/1cMgl9vIIdILu56xNq5Pp0fWq7Pz9A27TRqZ7aqi5TEkrlVE4u4kDlW9DD8d"
    "K7/iJxMM15YoHxF6yfPYI7yaJ/X4YIKWMvsR8Xhoa6CTLFP2FfkQzMvr4fkK060QanP75AvJrFrKb7qHDO3GJWLPfoWWyDjpo68Z"
    "ypdslnvwrrLwIcT3dZCw76APkpxoCdn5dx4s82+lOpBcv/L+Q2+G2Tp7L19fbOk7ychgJ2n9s8AzmyTwjHWICK2DcCN0Q1dEKZWs"
    "sY2Xg8Q6Tj+FB1WMU/+yOPaZDEOzXaenR4uNe46zFnaCjIYehtgwocPbbxfOSJdsMSw4KlwZ/hjeH75LlP60Pk1/Y612CixuTvnJ"
    "J/u1yX1eMozcrvdyS9ztE56552XGbL18f3IuHIw0M1xxn5fbqJl+ud7iuscHIKZW9r2Gvv8kRHxzP+TC4R1fHDTx/4vZzdy6t2Kr"
    "Vr5CymNmOPSzERL3051pxhTGdJjPHNYEyJrNR1jE900bfAXRbGdEqUdhNIsxRGx/T5QKj3Ke1voszo1pCdOUR0pf39FuZznhESyK"
    "OH3ags2RYnXAmKIiepUYQtu/WZkx9PbNZC4LEc1HmIFNen6fOKPspO9DujTLzb5EU94T6Ym4ZSzOU3+dGPaWp+Wg4CPdQT8KjK/G"
    "PNP92elUqYaPVAtbZVnGF+U4aJ7rYN0+xydPgUWeJJ/rR+Qty5WhHYUT0J9V4mbWPLeFrWhgJXwY+6uPxidv0So5DzH6zkEPaJi6"
    "sI6IKW4y3Xi6C2DZrUI0Uh6XbeUxfUnf47T6xzoVEvEVzmch+5bjnr9rk+cSvpq8RJN0EbT1ncES3VUexf2vgMV6CpbndTFfuY6a"
    "tIlVzDRzHM36ngyQvYLn9G65SY+DhxjIiVi5D6UjIuRGNUTuV8ndY7JovIg/4xt+1GXQv3lSxarxWmhg6yW3yuFm5j7+0wopOU7v"
    "hkX7RZ/B2d0PfsS6cLB8DZtxiZbC83Qs0xlONJP18yTGDo8G5hpN2mwOY19p8FPIuTVfISLHUk6GWxflofKtRNhvaXuyBv+uInup"
    "+TVXsmoS9f3sB9JTSfuZgKRnqUkRSSSjoSr43xOyHddp9gc4H7TWc7AfzamVHZjvHyjnSrnnaLO5p+fxzU/qG7jX26QbdP6XiFuX"
    "6E968m+yK8anZrWcPJ6LIfQuMgglaSLBOm6XfOyTYWLNhtQs0OFEIv8M10qytuiYRR0uwVTP5XI3JPV2WYq9Ndzg9Yh9X4b3VqnT"
    "8J674FEWIRpI4n4q4UtOJeL8G5DqJJmdTpITcM32rFUlySO+Gn7ZL9DRW0sfeCZvQtdGdQpk/VB4sU0+t76cNiRNm9YMv2detsfA"
    "8LLqWTEIWfdL4QnqeO5T3KFlzMQlvS5xWfWQeW+bpk6y47wSfsqvuLcI5wga2Z27iqjhv3I+3ek/F3/YJOISSMAYuU+vwdl7Eavy"
    "FXyJ73CyCrFuG3R9GxVczXK/NHssDYeLsw9i8UJqUsP92AvebBcxWfsS8mQTJ8uJSpfmTwxRrbecB+8md4wxERZutJRwMs6s8GJq"
    "+YfI4pDLU12OlX8cMWqKtYFPEBM2qtVnZsMvek2No3x/OT44VPfWU6D78iGV3+DEXivG7ZJmvF1OjbwdZHUSdOBC+QIWtQreqPWo"
    "LMRqzsYpOF9uJGp8A3eggjMSjbjbjZCgR8ixamegmrtUzGyEYdZdhIjU0H17s1/nLHkXz3Qp5MwmjWr1BanyddwUq0j1tDhWC9hT"
    "+skNEuFs02K1KZiTIWMhsTVDz6NsffWNrCYa49su8hG+5WH8bEd5H/s/E370TboWVmtXcQjOh7JbbCHlr0gNScKh3YTsCIt5DyKG"
    "KKmOdijkrFrISWJlPaXfH/pMbl1l/rLh8RRz+i0C3Wq1ccvZmgbfBv7wfHxPAXzFDbpBdsSKTmPNKOa1T0jfwST8ajzjDzpTNuNE"
    "vCjWB58Py2Gc4GXMCFpNorM4BusSPzExkrm1zCRyI33xTuR52oQYupt0Dn7C3j6Da87CnU3ElXaSBdA086HDi3A+rU+lCj50X1kL"
    "CX0IV9lbXNV0L65GV0hig74J2X0dn/8bztY2RA4px31dSz7XBq6Z1RM68YxFOHvipnz2Y6eRqxw1cq70GZ7sOGOMZn7S+owPlRgx"
    "Pl2XUiARVsKNPdYYrYS6tJocxRne24zn1sdbcOuBiDKTFuefU4g3HGVeL+lnFWK+P9/1R44S18Xf7FEZDcc7CS+pmeiDcb5yKqPw"
    "kPgAJfTpPsET3GY8qfKjvguvvAjaqK/M0lOw3jfKWbCp9hw3i+2+cfh8h98z9V/49O1ieFV7wFLuh+94VpZrna9h7CaOX66Qd5fn"
    "u44Mr3WUWG+6Ie3avR8cXEMMn3J8uj0rDKXEuJqhdyLCmMeJfqsdNvkVaZ13yfXKFTj7dt5Pp0dWR1SNOKveK3Q+e9BS8O5Svk/u"
    "UkZEL8MbWwF5ehSaaajcgUjr7iAq50JbTNJLII934Pm+xXqUwvuPkNmiog1bX4XvTvs5mJTnJHC59Xf0VkSsk6GNDQdwCiK5KdCD"
    "b0FTtFUHzJUBzB3/5P5MqIfA8z/NRx2uZztFTrg/UlVMw5OrhSU1JNo/Q7Z/IOaVVRRyf8bqTA2IM6xvvFHuZHz6I975MSRqGGxC"
    "FU9ENa3md4iv7Qx9BasSJQfoSkhKDU77n3FmbVfnE4vLMFRWwTtuwLdfQfapCOeGSvyk+BliDLsJniTLKQwiY2qt77AwRpv1vv+3"
    "Cp5lkkwo5fToon7GPa3fSIYJPYX7SUP3lXj8/B3xdAkfvyvPuUMfLIB+cxX3GH8PYZ3T5emafdy5pc/S7CzmCVTpHnqH/lXny5l4"
    "irXw2q6BNpHAJoRX62js5GMyg1gyjxKNIpDFnF128U9ldhZBZIi4npcIO+StY+Rq9lkPhyzUs3+kC+T6Hc40VRAjJo012EBM5xKP"
    "eaTUe8PpScbhg+2BKPdBjcpK6MUyROwD4Jm/pJdLT7z3ZN1ChwXHhofJ9VKPiOA+fSoYpRPIw5LIdrPEyLlqnttA2JFynLoKdgAV"
    "U5feIhu4VrllJ2G80zqOktfEuMt2qpax+ee4zs4S96hocTIHHivj8ZN1kJuxcqhkok6bIHf9tifjTP8g+fTBvyQayaXBAkhT7vxo"
    "A5GUh0uG/8j6nMZJLXsfDobFKaWffjE7J2PUMJtxn9dxwtewCg3VoZ5ye5ZUEB32Ke0TNOi/4b+/E87Wl+UDWQidHCN37U5kFDYp"
    "HCeOb2oWs/3GH2Cepp3ezfQhtpBdJPfkVqaW5Z4nELMjXfg8x4jxthrSST9Ed99idyL4jvFqNY0/iZ035wm6uDnpZ1P6+Syw4xxM"
    "ZbnOXbyxo4RZ1qsWnsenxGGqWS3lRvJZ1zF+SsE+d/R9ayGrPa4L1SqR89Qi0T3lC1ihjrD4ZczZVtOjbc2tpT77rrBYV0Gu/ky+"
    "kw6waM3kMPwYUrIFO32iPHOuE9Y6t+x5C/D/OPNfS1nPtqj7QrlaprWBHlXHPG+T77lqIF/F7synTNe3ccVjZB0i3E4yRSVYyBry"
    "sZDq1+TEoAffX40dryF3wgz4bi4rePJvUHLj7EaqIf5kiloj5nXGJfQUxsMWfw/f5WfEry/iOr0RwfYKJvkIPMjer7MomR7Uouws"
    "XMpnN1boA9JEL+U+dhtGWNutI0rmjtAu23nm1EafDUhQr0Rx12mN+up5RvulYVmsn7gpWweu9z1DxhMTEtW9GOt/gThNvBo+m52o"
    "EngqfeQ26Lq34XnMUcN2mIXn/wsZ7SPYz7S+RbbCZsREEfrL+axp1muGTyntM1uHSBl1zXBmgFsYV9VjMjhU2rTPRPXzOSqT8A6S"
    "8qiE1n/kpGqtx1W1atKZxE1q9kgib/JcfoFYNUKUnslay2nPer1eThPD8NtHHK5ggcdcjOj9MhfaNqYtyIZnkK87xepmnF1kob4t"
    "NdztWs4ediKmaDHx1ctwUg0lYSvIcgNWdDM9oCXE6jRcMON1+ADeWE9Y4tfgB1kWbQd2MTTRK4whgl7Gykm591UNVyCqqznTUwZt"
    "YXgOr+vhYvmzetjCLvIB9ugX8p2eDs3xs2aqqSLxLG+lVR+OE832MaYYOawgN0OSfJ+ZfCHOGD1QZcd9XbYHUtmBbPv0I3Z5He1R"
    "M5EtTLtvUrOBbfGj564hL2FfXNrzgWxi38jHYkw8gyXKCZ0wyyhXSElp4M5leJUcb1uUz1qD9ZnMngnDnhkpZawZWbRnWenbpcD3"
    "VsSpjer9qW1UhwsTEs0/JHtCSOzTr5mHdHqpK9bTWIXskyuYBatjdb1QC4iUmpAleNr6rOQ06jXi0Hnq2IGYG2+wLf6S//srfwST"
    "LPfVKvUA8lG/BftVwUjAchpT1Do+X4T/PZCelUlKT3xmKrToWWTcing2nmr47Mbps0bPQYSyl9wQrgzvC/rbpLlcKEfp4/q0KGVz"
    "Kc/4OGnkPKJ5DU/B49hVjpXf5v7df3/GKv+Es+Is7X7QUhaxGt74Rv2lTQzJbRAPvSwOnXUNZ1bsxNYg9s/gu0Q5N+p63prhP0Vw"
    "/VDPZA+L5TA2kWnV8ounSqfwY5mps4J/Ihq8I/wCT7xz8Kh09pUL+/0BK177i6tmjcX9XSEZGUn4OZr1/v/3MDpJM1Z1P8mnZK6D"
    "PxIlT2w+EbHsdLQLLHd1nf4od0kvWSuP6y36DZ50D7lJntZrs1V//Z3ZycxqprNs270YeyyF56x6Nvwkw2TtKcPkCXKLrv6DfZC5"
    "2a/LGUO4O3Cey5/YR2bTuQ/LmmyXUbPnZ08SESDWiiM+JNeww2H6v6ND5K5LtfDENRDDvle2e8Rkw06BwxKNc9rIsdwbQtjxOAk/"
    "M48cZy97A6yJsa40c24qTfa+9YgYopSsIliw65lxtP6VmdBZaywTA61+RtCZnrQ96wr2OMaYkb5aZjFXuRWl+EraxHk+m1NMn/pq"
    "z/gY91MLSXomdVrnOwOjzCffyX5/y1/fLKa55+CkjYa/tgy/B8nfYEtWt7Gnuec+2poIybULuedYrO9khJzAOcRi/K4ljtNsHSVf"
    "QA7KEalfpmXyVFAcrsQ3B3KgPk7UpL+K84UafXdVPfV87juIZvFZHWrUsaJe6g6Gv71EH8KJu0kMi24veROf6SS/ejafO8gysZAz"
    "Vw2wAzYp/gN0guH0nhasw0mvJtqaZcNacDNsPfaQTHd6s4+FLJN9L61dnDbZkOwqNINEkofvP9tPdMTYWWjP2FVS/ryEnqvI5tyi"
    "kI+kr7LFsMMLeYVycii5fLYSadrNMFoEswMi18x5CFqdgr3wZzHkcRD80XK9S+bpEqIRzdZfEN2GxCev9d2bIVmPjuYdzdFJWIka"
    "tf6/WaxW7xcY28090pStR2S0z6AsvoxmKxWuLrmnuIimkWgGaV99tEzSeVLNjpAU7Wms1bTiMN9BnfLcjRkezxDxQcq/kuszjfSv"
    "LN8yU/9JCXoRln2O2MywIZ0fhNi6ErHAZv0QNn4WMbNy1yRcJLsrO/oyfnx7L+FN/5HHD7N8G5UezS7hKzfuHI+WtjhGq1tp916t"
    "6gLFtClmeW7AuTlfPsP9Vuk7MsH3ySfpGSUZ711G1GhD2ZiB8zVBX8K/jpIn4VfeIhZp7h3kvoMDGOuH/olTlLA4vdkUswFpxsG/"
    "+jgszhzxiXIPvuFp7Rv8Ih/qibBX8/Rd/THcDxp0f1E/T267taWEnlckd0/wH/E61Z+ZKb6v41wyrFrXboE6fFfzaA6QRfoovmFb"
    "rOYcnJRKv1MDJcxiAW5gHumfYhIS1yexhx+KdY3PxTnZ8nc7mbcSQ9pe658qRfa4KPagD7VRnq9q9/b4A6HPGaWzfRD262qPlOO4"
    "rFfDKt2Db35dvsS/fsB3l0P7WOz2Ej47A/fwN/rJdbyLFhyKJuJctHgIbr5e2L9t9Q/LkO+L++qLd1lX9ltt7EKFPseuJVvNn/Cv"
    "b6A7+yL2egryW4k7sfhpEfO6KWKjGk7IA3IX5GExawjrYctS9PobGQ1UQ78dJ0v1QOJdhdBGy6BjO/s+sXra4mM8I3Qmzy6S6bJz"
    "fS6dZADngUr0W87UhswIVDE+LCAv7ufwNb7SakjkenlAx+Eu7sba3YHdWEsWj3/j/roEC/Cpy+VceQO69jEdjqhrthyPpzhN7gqm"
    "69W6hb6Hd7z+/5hv/C26V6fsqufqC3BRbZpV3gjj+RhiL+e3utxWlKy4zorswHO9b3COfKQ3YS3fghY+Ug6BR7IyeEGfZY9Ewp/3"
    "FLWQQ786jqiJrieiDLucplRajmE3qcLedJTnxJ2VIlaE3FTOgXKNFEFG6yGvxt97Ktb3c8jx3DY9b2Mo385PSGeYmZU6bAHkdaDY"
    "hNMa9viWsmOzqI3PTFDDpVoEXXqzmFZ5JBguE/V4YjE25ehoG0gvdyv5By2kY7Z9mohI7X0MbqdplT7B9f6TzMWpPx/Wr47VG5tR"
    "M62f9Di2IpkZUMdPF/qzY6e3JycomtkjVk/7aFXPp+R/+0oFzuhQ2RbewQI8xXzcqSGn5WPPrechkT3pa3l/zq/pKpm4uZn/7yPq"
    "McCcxGXmMDaQ68/WfGuc33PFTnApooPl2iGwHps5+gTsRJr56yLmdhrg23ZkDtEwgoeJsSNZT9vNso6zfxbFFFG3F+mF8IxD1jV+"
    "Zm9mE7OShte7iBm9D/FdQ2UraqJF+ioZoqsZqxtf2dUy0PPhbis2b4CYi2gQRbiru/HNlawzh/QcjqYFicPK3OtzCAPb4LQ1i3mO"
    "FPA8RPRwecmfjH5tvJIgY+VVkiC3pCEx1bO2kccYUz1LQTrbvZQmh1Guz1jPWLV+zPzBjjJCnhWXQc/X3FcLiSq3xDNxnEAmBIsf"
    "+2DP1rE/z65WoIfIpfCrbLZjKruGYrDyaY90nM9diLNmkkvDdpMtZTEnKvrIRiLINjFH8k/swjKsY1eyl2zA7p2GKNT6UHtKW3cd"
    "z+J5HM3MfegrMZs4l2MnzmZJpopDFC/0sxu/f7W2Xunpcc/MStVDrkNyEvUX993l1CpTyG2mPrttOUFD/U/weYbCJ3KRxOPiqsx1"
    "lB3bx4Oofxs5vxgjLp75badBJw0lP0IVrPO+8jEi4B5YrTOhWXbTN6klSiA7FTyncc5PRojZad0eltON6UTPKHsBUWZO4iqUEKVx"
    "DGKRkFlKJa6mcvK8hp0cTgs1sdfuz+LwAG1eYgOuvy/ngnaTMdCDjaw5/cA4tYUxoRkWQD16UhT2wxgn49Dza7RGPuVdNusXmhu5"
    "wuFeF6rjNjUs+wTXZQ/6V4ksJltBlr80+v/Qlr+/c3/klVrWJw+D5F4E21RIlN0I5zzizLyeQa7axfjTAXe6g5RA+p02dziEKXXc"
    "Zl3F+sdz+5a5+/17yzvEILK5njI841ucfBom1nO4FCs/kjGP8b9t8P0VKVbR1hEj2ybPukLz1SJCWa/1kmbu6kJ/gsuZeW4mumJ7"
    "VqCayJdiaG5X0saPltnwC+6T/WRDeBJCvYnwZ57D2uyEiP9zSFwkizRlEr2nn3KP4NNf4A7y9WYdJyfoL1i3mTpPmuV9m39gzTVB"
    "BtskNeOjZGy6RiqoXz+E5G7LqaMj4cs5dvabETO/q5/Cbo+D3ngMMvgZ9uMrPUTvCqvDR+Gr/Kx/1TGa32mSdoRPVhLmExPIsq1f"
    "SgN9U/MSphAvJ+IrBg4FbCyzbCE7k5qy8+v2yjHi+g8q4DFFsqyvCY8o9ya+4RmPQFNLGTWrcpTP024jP+jHnskl7TvY7URZ91Y1"
    "9myzDIZnOBE/XwJ/4WXo9UAehPaO+5i7yZ8C19Eca2Navzg7p+RkaBfp6r1Kq9AM9HduNaB9JJOzECI5pLUFEb/1yfz9HJdps0PF"
    "7ENfWYg1GQ5/1PWc/hT2gzTcAd3+gi4N52IHtug4P3xVh/mrp1pde8vfYMKG2np2QLNeRtJXmdzpP5TIwm5yNOozIK6n/zBx+BSF"
    "kLZz5VddiRP2Nev8d4l1D32NnalhTaSOsz9WyXxJiinnme+Ntbo396uSNXLHalJGrXuaXIDzscrP2rcgeQjZC0KiUx8qzewdTjMj"
    "MxQnpx/kLx8n61hI9l/YTd8OVrsDXpmi3YNaz8hkdQTH05biJKShKrb4W6GvWfSUzLeGjAL/kt3jtUQqSxGNr4K72+TvMuX7dzM9"
    "DmEWb25vCbO2r+VZlDP9GfZK9X2AmfzmEGZIG7Oy0oKp1sXHn1HyPpSzrz3upzy/0UlykUh2oiCz84WMUfekhxch5mjK56//4atn"
    "Fs8dT9bHBvIaV+jBkL1jZLnH+BY5RJo1g37k7slVhFoiTqUtT7aSsx+yd306ryF+tjOqDgcuZH4nzPbkZvDT63gFh7EXZjNzyWyH"
    "V39/LtN+hjrhsxeGCpKkVs/k9qPecxTZVRyGdmamJ/TciG63U6yEGupkBLoyxl1cqyU8h3WayS+XZnlShvuuE6vnFkDqLsvOy67x"
    "+5l7jiJNrd1FbpOMFnmbnrOzuIYA6mLATC0wI5Vb/IfeaG3dc73y+2fO+ro6ym4SI+5EASx5hJiH1kl+NrR+J3b4Wdf63lLPme9N"
    "bejEGPzyPsyal/P8H8z42vpJjxXrk1mK+99K9pUq73XEWTFIwfKXMrua9nxGoe8WiHmWqjR7aVZxxwxxZD3OdC188WJomiWQ9L+R"
    "Yfx27OoEGYIYZhL2oVTv53zVU3Im7vdx3MtqPOEgYilX6cNi6PNr8JMS/P4ZNn4zftdqO3lEJ0IT5eM969XNnWY09dbM20X8ZONi"
    "SnyUNukS3O0YcktXtRFVW7d1Fc5dIe7rOPlOL4MXcJrMgW1Oco8bOPHr+DTNx79VEuQcc2vUQL1o0nyRZDiALbNr33GUNGenKWN/"
    "6JVQLkH0Vo89vlGv1Xt1rM7Ku8GQ33zVxs3aqF+HjI4KszgGLq84kj3pzdm8k2bfsYPnLN1JHAKwEiHKTamU6GPyDVZiOidSpup0"
    "eC7Gd7NJroYnMkLORnzajDjOcIvNT9xTTB4tezBUnpcf9Qjs9UV6gr4CqViut0BSnwxehfd0M87zORoLp+rMoEK/5WzEluwZvZOY"
    "02lW2x02iZOz3AysZ3nuXGXOrIW1LAVfbjZzdsp8WIz/tRz7dI8f6d55q6Q9631UW3vkoUcEyujNGq3InqlU9h0jyeNjvVYhcXY/"
    "kjJ+u+WB5+gKv8ah7yipgAW8nUw+McbOJ8hmMm3YJPIa9o3k7lycpyfDO3pOzsH5GIaz0DWw6e4e0AWViDx/8v3QMf8MB3AiOJ9y"
    "m4kXukFbu8pWnc7Vj3zPZopdWGPJFmDI7ePleX1db/A98YZluJ6ZgQQ7A9KcMvmSmaQT/Zy97VA+cZEdH1Q95wgqPSPCIJ4v5/s3"
    "8N2VzAHkjn9WEgnzt9rS+puVyN8Jsk6kuVbWh7+O/Ax5zAI0c+ZsW2jx9r6XIe0ZRRyqdSM7hy+VCtrLa3Q5OVxtatnyYO/i9E/X"
    "WPA5fIkVuMpCnKeH4NfvLzZDtEmf0FltdgyIGE+3amvtm3nK358eUMTsrkrRRxzPUZxdVxt8/LOfuE9eRK0yAedxC8n9irNBh3jJ"
    "/Jr/Wo2rjvOsD64fyqF5DPJ9atZJn489K7b7gfb/ALJXr9Zz9aG3bkk+r/NZbxKHtmozYldIhHFSitF7Bb3QBTJBDGNrN7G5Fst8"
    "lyNOeQnP0w1y38zT59gQi/nthklpLCiFnIFO6+08y+XQgFHmwxK/wcuw5+ru+6BijJHTiM6d/DVA6kYjmrJ8c5J4VD2kI+dlmtjj"
    "FdEH5SJWp4rJRLQZ9/GMGIvHn3BiVxPBu4T5oiL8bCARszf5qahN3r+xc3yC9wxikMevPOZKyAze6ZJB3ehHFA+zUNbVcxnrFJvw"
    "3dMQIcyXfkEMe7MzdOKvRJ15Bho44pnQVqvxC5nMvCTWv7QqGxl0bnUenM/6Q7BARoZb6xF5xTo/nCkzws26Png8/Fub2WM3sbaH"
    "OP6fiO8q7yK50eiF1Q37FW3VOWK4F4P/q6dEyaQYwsYPldN0X0Q/88KknIc4dKocJUXBdbSXhvOXqcgIc5qOFzfBuRBVY9Fzvlyc"
    "MXnaV5rsDvtJBgsgjrt+XN6jRNlvY8K0HFI3xOalnpsqSq1sT9+eLKuBz+dmfm0prf81ERFTgT4AD+BjWJISfYPTZn/Xd4LfTnC3"
    "9t8KKffGxuL63Sp4x1GPz9rAjm33U8PDmywR6kXDVW/dBdlSuxwfnKkvQ898KKfrVfD/tgqiugMigBSf7TCJZFFbEz4qd11q9d4i"
    "7eMnH4iqHXwrJeFjkKyRMlEf07VyjQ7XKbIPbHH7YCj07HK9X8yb/h4+U6l+DB04UNLZunKmmpwgvnjSx1DdRPy9q7b3mCn1tMCN"
    "PKFbs+7c6CcDymEv1vNzhjd3E7Hfkux8izGf3EwWzxpO0jQz+/wdmWNLcS+XynHQJv/Wr7Bur+gL1FsV3NU0c/EudzSG6KwOP7y9"
    "OByuPSVTmS5mz7JVHg7BfZRBbx4go+C1FPg7iHOezrTJxRL6fjYXRQbiMvqGW+nOfp3OC8YFvRDFfxIMlHvDN/R5XPl52RmWRMRV"
    "bt0eiF+jFPF+3a9fs+t5LHH5jKvlfWJDTYTu+zssTkKnIWa+i1WVSj1faqgTdvE4RFWMBwvYSd6OzHTWj2B9ZdszT1qJd14mD8pA"
    "6KXJ2NkC1gMLGaU6zsYDZXdo+H0kTqSgSvaIJHy38nzo+7THqF0vBTz/ad9B76Z69hEXy23QjWS5O1AcjpZhnBXB/zF8rd7B9vAV"
    "v9TbsRM7BNfAA5qC9y3ECk4kP/04vGtscDqe/1AZKd1xxo6VhyF3Q+VN+Lh/gtffPrgOEdDT+lkbsUymBzBkh5nDet6NvbZ1nLq3"
    "u9yB9YvbxElVIXPw6nG9Ih7bK8Uq6QhG1weL40NKsxuxiRO7SXYvxqiFHBNSHtfuMngLX0AT3SYDIHtLcHbmwH5D+yLGMW6Nepvq"
    "Z+bdUMOGwg9+HFY5NxJ77le6SRO9gu7kP2smyl8lMYXddF6afkiaOjepl/s+gRWMG1LEtU6yi+p73exr1J1oBf4z6q2ALDqkq4ju"
    "Jm4SvIG5m9wZ2gxaRZxVpVJ9n3dV6af1k638HZERoj7DnivL1qRfST0rGfYthsVi1QCbKNuL0qjZLmd3tux0/VPulUvke9zn3dBi"
    "86EtR8stWP+hrAC43rbtPdZKSD7u0iz6XGM2X7OnVPL/x8Dvfkpfg/+zi1wuX2uZ5OOK78IrFDL+HkqdvyVPQzTbdZg7Lsn1yk3s"
    "nEhrpmfH5UUMTQPevDhfqzMsTSAOC9zVbDcihp2ibk5iMn32KmJfbO85NJyHVqzW/RH1Ewrvw5e4G39rZFT7E1ZgIf72NOPkGKe0"
    "k3hC9X7hJshA7hnPJtgeN/WU9rG3+ZBNv8l72ad2F5fLSrCbOJPPTHuctB18HslNapwkjo9+AWvG24ub+Dso25/o+IcyNakdZS7n"
    "0N1P6j3+gM379fXei+o2jGEHcxLddMUQOYET4XHagCbqziJqvA6ylV/rnr9Z6yjvcwsvo12y+sfltWb5yZM0e5ScbUxAH8zXt/D5"
    "QnV+aY0uFKvEuh6BXHKQuz+kit1oK9VVJLck8thBiEH2NsY4/HmWV9nMU5mkH5wkruS+YgjJdzEXbVxQ/4SdqGsD1anFo7xHFvvo"
    "93to7lgbyGO512AbosOUwfJsIZbBWIqVbi/n4nS18zFTd8nETM0emTg3mo/pkm1x7kZJJjeY8JNVI2UtVvA1vRex2Sg9OkDEhhPx"
    "MnPRpdQbj3lUO6vcDGc1NYFTvZk63FV0UpxerddlbbyyhWQme5KtsFTirTqILA4OiRybgu1txL7VqeVDjJszX8fLKsQxmyHll8jj"
    "bWDK/kyk6bgeF1hvSDORe22+ou3+a9fbdbiEWRyTCp+ziTJb9xkk2eZD1xIZr5EoDo5h5QRxCAt1vHeH3bw9+71f4I5EmCNMsLZt"
    "37oVvMUaxpVpbZl2StLi5EGrJD2OkGXF3LS9m/qfkOV3Tnl+Z/tke4+T/fu//vuVpGfRHC4tueJGzwhVzz4wl21vvTqX60/hMPgV"
    "f+1wf3iPXqZfh2/rLXo9WZtm65niUCVqIVtpj8AYa2OtI3o80YAk20sWcu2cTOTzbIokNcOh0zpvEfwOB08m3m/BP015/9h5mafT"
    "R870QcZ936PlaJLZSbM0vWzzcy1ONi8MMSwRaYLA6g2Tudf17LlxeYIToD1W86q1jErKqXNrWBvpR6/5Rtz/qfKsl42IbmYPxf2Q"
    "xX2C2foO/PAFevIWXyKKnQj/7hn9LrwXflqcrPMPwLNMcz6xiXg6blpuIdnZGrJxzhidqdPlOcjMDD2n3VRE+5PgMy3Ed3yHO35M"
    "d8L7OlOXG7/bZq6Usbc0MBKsYlXHJtM3UZNfQUycGHP7W8O3PwQx3hHU/9U8a/lYyZ7yC+/EfJi1iG3Wc3bSsChqvFy5fbyFO3aJ"
    "XC9tyYGrXl/I85Ngp0CMPZpPyhS/i79glx4Ulyu4j8xqNZx4U2jzYnJlhdAO38KWDmMfxMHQu/tBJ86FZpiss+VYeP8b5bO8lXoS"
    "Tsp7creapzlE6sPtEQ1Wk0XL6Y8SH0VeIxHPFZ9ANGU6byR1wlrssHUzmMXfXmbCzuwoZ0oRvPwi6NsdZQdRP+vfPRvXhn6KwdXg"
    "GhnZDiWSeYwW2yz0WeROjcCf3h1XHQi9Yaxs0/D+/fDKJr4yVObgvSXaHzvk0MHbZ2cFkj46ipI9xkWwx0g9rW8L7kseJbKefR8H"
    "U/NPhCX7jPizRX4/wywL4wr8thm6pGa0ddqfzs6cgC6FjTcmjzLNzKunvQczXn6An/B32VYO0/31VliPWkj2eUERVqQMlndLzuVE"
    "odWPl33p+xfgXt7UTNRrd/uG7+4xZPxGemW9gwrGISYdP0EmmtjNMRqrMVjGw490PQmr9CEx5LWlOhUr+m+ZijjhQDlPliFSXIR9"
    "aouhwz4dEq1IOKkXiMvk36UP4Iq92/XGk0fwFL/q5+FZujp9LnyC4bj2/mLVkwV49SwxdLQB8k/m/DO10ZDIFKHvmdikO3mcjChr"
    "AhuIPbtMn5Dxcog4nMkaPPP35B9YyGinltmQtI8BnOd2KE9POa5xDCK8BviNL+ApZ2L95pIZ93+LAd4W+mehjpHn2XOfxl4/zJyN"
    "VXpyM8ravPhh8pZuIEr13/W0wOYLDJ1pCuKTPoh2V0I62km7wDoEZ+t78qlmJoljWfy6Yfj+Wo+XGbIDKdMDcCIZbzMVz5Rm8LGF"
    "uF5pP3vflTZ/o19Py3+8qy/JwnTXIAiqoY9vgX5+UGLSCRpjhnxBG9zSXxwyunXTfH+E8epOsUmEWfDxxspriHUNgaQP0QJT7N0O"
    "9ThfJc10aCQ9F11Lr25z1qecivU6SGPyIuLVS6zeoN0QpfwcLPMTuDZD7Nh44j5/n09EI4u5ekkZ+2r3YydhhBzW7pXu2VeUVYYd"
    "WOWo0s9lJ7Euwc1kP4xwLrWJkye1OAWlkIix7AOzKGkLyZ0fzf09/++77vGbu25iReT//j25X4n5GLKUls/w3lyE2lNs7jMCj9J6"
    "7w0FZRjt6s6Qrdx3kPt5/si9/W+fJ8XMiPFquIhigDgt00BPwDTjfGLDJ6BzHBLDaLxzR9mDDCsRaqxd8ZP5HiPvcvqoSd0L0tyX"
    "XPJVsBIL9Ef2Xy0ntsFfIMfLOAVkU6qDiJu8K7XwPKzpJvhMxpb4IexGArLdMXhLPgjuCj8NH5QVmpf3RDhWc89e5n7lTJy5Lvje"
    "BnhHv+K/62CjpuufZBb28GlI9sW4u+vlSpktn2MlpsFidpOkz/zWZudytpbB4mKFlfQF44x/7SfvMOpp6XgJsvFXEvKRZi3SGM5P"
    "8Bk2lw8s1r1xrl4jY2WK+bYoZ5Oi1PvVbejeLtIbHoF5hrtQFkewpr4TJPRzfD4gq3EX2U86B+2CrwwPMBwF23kCVqE9nnsRdM0H"
    "YhHl7WJzw9P0a9lOLpOvYT37Ic6ahb04EfazA6tah0kXroWTiBi7GRKeD3U3XFEZESr3MWSnjeVNdieLXQ2fswErHdWon/78va4N"
    "W5k677+4Xpmoz2rkRufMxAyTs3HU3xhJ1zGXEvqJpauJo6z6XrZLp4VDzv19AE+I46dN06e/kT6IQGcv4uyV9Zi/Bes/Qq/NW48I"
    "c4Y+yl6/kJ7ifOYz72Y/Y8LXWXJjibb+1e4/2B2r2VVtkeYPUk6/0H6WJ+kst09Ej6D1V5+DK2XtzTBWX9FbYbsstqxk/8nZxDFM"
    "E3vVYaYm2LfeAEvdTyZCDsxPHi9PyinyjvxN71LHmZTA2kW97THWqIifcWvhbv9t1T73Z5LkXKrzPaOOPTfKCCr3K5uYI7Z5mDWQ"
    "Z3u2MxGBGYNuFaP5RuYCU8yWljBDaxwlW0uBPqKPymi5HdZ7Fbvie8h+kvB5PHtXD9r/vcjE0tBG3jL3Kz1+dw8tll8d/DuYpjfC"
    "lq/VPbWT3hv2lrN1ZlCsT8t3mvAxZuh7scrpr5zKVUppBhExpA2NsdNhH9/TmGZd3XX6DibvwlovB67jM+3rNPbZfX0+IYMD4lgz"
    "o9rhd2atfZ8zKyJJauUkNY9lQR/C/xfhVGf6WVJk/bW4cDk0eYzrcgqrmMqaSwgPdilk9X7o9Qz+Wi38gvchB1FWiut4jmt0k1QT"
    "H2mRWpRdBTktoGdVRRS+Zm8PF+t69v1b12KKvNShr14u970Hyp7eSu/fxYmiWsO4PRcH0gpOS+bjTNTpEjEGjEYihhnGyxpKquvQ"
    "iqtNZG1kR9ZGyF4lVr8AT9/E10qI7xf6+v0l7K1bRz8yZOZrhDQz327aPoMkPcT3tXX4j7puRx8ZOxzm35eqrbO1hQTf34JKMgq6"
    "u5bZil0l6vGJEsxgGkNDC39HZaudN/zDav0I62b45TU4txVEE6zjrEETs90DAosnfuUJmYnr9ZIJYjqpiR02Mdo8q+zX+h7UMeJW"
    "I8Vc3X5SRHSaXmKTgK/IArxjB1jYAv0G37EBa9FTvsRZPlAegTS/j52+OmhC/H8EVnAG+8nLdJycLf1gp0fi3ouwNjvJRZCBgYhG"
    "xwbbYFWeZ3b7RX2CaFDRLFNdxtd3qEUpr8mbfL+Ti1NH+ZW4qZUWe8JnSj9E9FKnp8PS1eO734SW+Q4ysS+jj1x1s67yDmLcY/E0"
    "x8kc2QVP9INcIt/oyVjXUZCcPmIn6kesZT6e0rC0e8sfmQtdw3xhCTt3L8L9beQUcIxdlxH90nPExXzVfyiu8zC+eTVk5hA8RQQ7"
    "af0VB4nNOT2Itf1az4VtrkIU8wj05mh8l33DVCIYFfBqJzIXVMcJqVr6JlYXK8h2uYnHLQrxqZdgF2v0r9jZn6EHZkJDDYDV/ApP"
    "NUiOkY3E3alWw0o0NMBNNjUV3IVIw/IPD0Njfqffww5ZNeUpWiDze3aVlMe+Gy2l3NlqSPsCvGazJvXMyT4hx7Mr5vhge/k8nKev"
    "B2HYR4bpLYg/jpKfwyeJj1QDj73BV59Dzo2FzNM1+Nltk5uhYozRXSTKWCZCzOh2WGfD2NhNtuY0wRxWALrLdFnPykcN/f8KoiGO"
    "lTuwbsvZLX4V5HMu/jVRBgXv+EzdrtKBGUbXZVHGTORGvM/44axvczLnQI0taCcZj92bpM/JQqzcMtz1ctb0X9C31abYenr5sSsN"
    "knJ13GipNubRj5Air3cGs2/M9ZvazGTuV1zVK8UuOmdbDB3A5YL2llqPVp1gttvl8Oy+DsJqTIJ93Vt6BnvKZ5D7c/QBOQ6yNUpf"
    "0wmwyiu1d95POOfDZK48CSvQWSZyHutzXKcYn+wDGZ+GdTy8DQ4KO4XbsbfLvbJVFvdS9WfI9mrfqziF/zUOmz6QulOgee6T7/Ed"
    "PeRGXYhdfVTmIxIoJgpGqcc0L9NtfFa8HpaiSR1igeXnmtlJ2x870b6NE1ymhmxrnRR2HseIm1tej+fNk8n4/FDYhLOY59uR6GkJ"
    "TvXkykoZd/35sg4SYhnYCpzZHeQIaPGV+qquCCdIfbsdoHtuDSdJV0Qfd4cfQeZC/UJr2becZj03JNacYx/eXRyTpvjsegveiLIL"
    "pWWtQz+FGXq7kmL8F/V7nSJW6TucFbJI8QP2OVYRiaipTWyTXNibST/h7bIaSd6p6/ZYqkdD3jZgZf8ih+Nvc/BsT0MT7C+Z3c/w"
    "Xrdo9GFyLzTFW4g+iznbWYxYxipBm7Id/C3zzp2zUZrhzE2jzSj080bNtNuH6othmd4kV+pjeLIFely7B3UnXRz+KTA8pgOkuhWD"
    "S4xZPpve2gZXM8Q9Q/5JMSd2KnHIAtFWnNAZZJFtuef9iXKZpP+cZtavA/HiG9hFEGGHayX7EUaIzSqcLdYV7tCBupPdrom4gftg"
    "ndYQQWMu7G4eLOxc7I7lRV/QK6SMnUmNnD0xnX8pWRzOlXPkVMl4nC0evpIXLDdKb5PHwrZ8g3UevkQ06QZWbk/h5FroO9SaWN02"
    "z2icbPLIbw59LZ2dezpayv2cp2YZFhwuTTlRRNaQk8L+1LMrNoV4rwU56D+7XvuyzuFycFH6lzbjey650nLtzzSs0jnBB/IhVulU"
    "+AH3QO+O0zvkbsmNcp3K2pVMB14vcsy0heZjDMgViMMiuh5/honrEVmvU6DBHGKU9SHsIkuImVEhj0LvPEuu2s1YwQfF9MeBgcVI"
    "H8B+llPnp7LzKHHNzFAk8TxXeJ6mEliSlbhyEVYw7zdaLFPt20KcLDtPvDeueJ7nrVxIFoctoMsM/z9JJIkmrOM4WOCzib+Zi9fK"
    "eKGs7lGuvThVYVkK81ktip6GPVrEqstA3Nk8vGc/mUfetsFSR723BD5KPt5fg1fqyepVhjsbSTTl1cz3GJJEWg/Bvdk85Qas0AXY"
    "4VGwnluI4Swb83CTuppLFTRLivc0VlzHeL2PvOb6WXpXw7lXcudhc2d1q/yUqEOts7x/OVbcOnnHyEmS8nLdTJk2xvUmejV3eL8k"
    "yhjJPrmMVcrQ9+UpqzcJZo5CIp4+rw/q6/j5pfKyTsenLCacLN2D9/F3Qx67mpYrwxPt8sTT9HZ4WBfI/boldNgmSNn+8rKcBrku"
    "x5ld7Bkn3FyLEuUvoZ/Ck9pfJkH+VjL+HoWVnA6rNIRMoCla2s5kNnBczX+TMkZVSfZQR6kRfmacZLHaIkhLESW7GE9i/CcJWU28"
    "C3eaumR7/Fosk6t6XiCuc3+1fx6zSz9jx84Sq/qu19naMSiDPo1B233QJu/Y/x2BLvcrE4nE3Zd+e54MgLWxGvbF1An/4LSOaTZ4"
    "3oh/ItDG9fA2TBNsme3uSWpLn08Ud1tNLWgSeAQrhmWeUyxXHmmzXgM9uwI+p/kSLwdmg3/C6fmM04l1fk7iMXE5gXmUp6Tvu7bJ"
    "iRslzvl9y9UbisIr5Kiw3ry/imn1GxCHFVOrO77GGLsfQpx3w282X7fUM6BHdTX7+0qYYbIO3UNwr9X+aVIeM8g4NlRvl0eDpZCG"
    "dfB2K3DOrYd0ql5NjvoO8LW7SAuWSCbe/Uk/DqwfcrE+Ci2yCdJfhphwHfbbPOK+XNOIt1Ghr5PZT7qJw7ONUKr6+8myufoSnuMm"
    "yM4u0BAX6ZVybBAgfjsSdxhlV2jLXR/pURmSRCx4m4hqJeQlOEf2RQxemu1cc3zb5smcwMjfcdFW+uppnOfrcPZtWa/qy9D9PeQM"
    "KSdSYBO8jzmIEDd6lrltvOxFEf2kyWBdTWy/3+ZxensbVEX8tK7s1+wkX6j1CjfoeKxLKU7vNnIh/F5jle0rxmrylJ7PM7oC9/Yv"
    "yWAapVlDS/sdU68HjufJc8hymyChb0ILjEVMOVSukgmshH8Pv/4r+PjPYg8F3ukPmiJPjNW1LMt8AL71WZnOvubHoK/G4p2HyKfw"
    "puLQWSEzD83a7LkoPmWPwpWywt9FOaKwB/V+7tuJRPeK6Z+8b+Q44xP0Pe0MljIzESNaiOUIO0LH3Cw/wQeeh/iiBp84Vp7BEx2F"
    "c3cOYvTX2BVRTVlLIc6v9ywk1hH9DTRYjD783rA8hfhOQ56wmcGr8+4mV9xSfGYNtOpbajWESdC7K/1EcQrWw61jKTV6JJvDDr1s"
    "uUmc3Tl7u44ZTZP4w/00wU/w+VNY63z23jqcqQrctzEcVRMZ7VDpJCb5ryO2/wKaear2Cm7kFN2YVhlA14uxiTNME+RrVv8D5mWa"
    "GHXGGetH6bFbfPsRbbvjFyiAxO0mQjY7w+GvxTlN0i/YSUp55SA7odsSnf129shOTa9sxBbxHl93yeDuDvB1sjryYK1n/0eDn4Os"
    "12PIYdgypdInO8ntrpWLWXg65OUlPO2B5F8eCe9iOs7ZXH2fuCPNOsbPHrs5sGZ+f24vbSes+l7EYB4qxnVsUwcr9Rft0EYM2D3o"
    "7vuW+kt3nGrDWf+QdvMVSEaLr+o87Uo+ldVT2+PuDsIJrWOXSYNOwt+tB6kdJ1ctpqiGlF7NzFPKs7ZuLZnZ6ZGtcJujvg5onedv"
    "0HOIQ/tXct+3lgiRXayfswgSZd66wzK+ROKsZNn8aQlzL47xLaSfUkUEEduD4xl/25xSf/gdi/UG6NJzsSID9TOc6g+DZ2E1pnkd"
    "mvReU4rYYMoM5Ub+rBdWtIEemFVT1+GUDvCdrDYDv6+ExNWphf5dRUTkOKOMDlLHEz+S16pj1sO+41xmMdPsFelDntRGZq8M2+RI"
    "ourXEjt7f3go5ViFWuZ6rZ9qHs9ng74tJ0uGJymERxX1GKBRsir3CV6AN9igH+ky4rrOxxV+xGdsx/fw+OWZONJ1rVl9sIHe5dHw"
    "bN8kGnU1/c3VuoecFlh/4BrogImQj7V6t76JM3ovYq15Oievv0yUj/RFrO2/4NtOhqYak8UlOd7z1VseojyLx1AE3T3bT/rH4Bc1"
    "QodsxJOuY23wY6xgO3gLRfgzHj6Xzd81kas7xSnnNC3nUZyDzx2fGkuiXb+z7wTfht2+FpWeR+ZA19dTSAtYjzU7Cnt1kST8GY2x"
    "+9/hRHZlD+3/PQtaThyWKvif1rlWpz8SybcI6/eCvIk7nI7vse51V/VO6FnYo5NgZyfoUHmDs4jfQncvCM7X64NAHBrHqeT6vBr+"
    "+Qp8p2FJlpAtPcXnifnI8Q5xbJIxrETSd8IeRf+tnniF8eycqD1BO0n5CtLJOP+5mXRirCnYWpdYzYEzjMpp/jrtKM7rivKZDZFp"
    "L+jIfOxoLfazPzvpx0DXdUHk+JblDYOTyHbfwLNqjGFXM+qqwenqAg+0KyzzRH1XBsvP4YP6MSzHTbJc/ojf28D7qmKN50zcxxbi"
    "eM76SXv5vfl/+9kyctI5xE+r0CyjT/U5rrXj79Y+DMWpQNboO+ShsxWerU/iUz8hYszXzcHzrPaUQgqM1Wm9Wmbga+qsGs+D4/Rg"
    "prO2p/TAOYh4+bxRRtBDWsq6xmXynUzB3feGlbgP/35aq+UM2NThxLwq59xJLXvprkZk28jagsXus5j3qkY0tganzNj8bg4sn9Ae"
    "1tl8khHSx3dKG05qXhZvI53NPfXlOjscqw4evTHi59Zc5Xq1fsmo6VbokE+gu5/AzyYH3+JZc2PKVpN/tIEzc0nPLfg2K+srcKfL"
    "ce+Wc12Oa/9gqMEyH15aR/iy08lS00St1YSnHsR4JOZZdN15cLiTcSITNZMD+yix6M56TNdzXno5fO64nzDYuRWSQ4J/CnBny3G/"
    "2+O0nRCUcw+/g+QXsPfI+Z3zWNt7QBzyu2UrFpGj3fVWpiAxlrl2jMCGJNKoDhtwJ3FTbAn6yrmk1/WXpv2Utv3kVD6nQ3uxiHYP"
    "Pw2a9tpva7lBjH+6htKwG1m8qvG0+0uF5zlO0Eb+jcxIboqwIFuRUs5Q/GZE0q+GMs8Xz+KopFph1rSchPb82afwWveCR7OB2eX2"
    "Ymu4DPfwdJvZCIecton9mjat9yJOlPV6IF7G+h8kr2NVV+v3siciqkGwjPPaWLcmIinbvS4ht9lVfravtlX9zfoo3IxSZ0n4eU31"
    "iAl5/lTGWQ/twTrxMDlMrK/WcWjUEX9FmfXM+JMiLVPWtsYjxCFqBhL6viWlvitiNjMBDfokcwadxHJD31L/pX3e8iw+RZrdTGEb"
    "ryT9LFymzryXn3xs0n3CBn0aHtvjkNn/j7jvgJKqyqI9r0ElCwgKIiICioJgQgyYs6hgzhEdMWAOg45Zx5yzmHWMgBkxIaIoOUvO"
    "dM7d1d2V3/n77Hurupmxev6fNWs+LgS6wnvv3nNPPnv/Rc4IzsHP++sHwQEeRWdfcXFjqc7wXSAHEeN3o+5E3pO4TuH3GIrlsf+E"
    "ZLK5xmwgRm6m27AD9YTDlHW+bll2ivs0xkppxI6m/4dzNieCOMrQVBaQ63w7zv6Ww4e1iaRP/Z3VIYr/GF7HjfjZXVahRSz7ByzM"
    "SfKaWo/UXFYlStmlNhuyEyCSKofs7I37ewsrexq9mmehnX5CXPYjPYr28HL+gIcxBFbmd/xrAWL05YiQqvTkLCNmPIslEaMNSWTn"
    "YNOM3Myu1hDFah9YgSWs9hlCl1m0N+QSaH/rJ7JeMkMZiOO9X7O+V8EenIjHFjYb86osZk6vllJlfQbnSgZ3Iu3XttZLWHsJm9SZ"
    "6rMS3VpaNnllS//KDrC81tOQT96NYuJMDJDdJHOCOzZBeG/MZ+XiWgp9BGO/TfdsKQ1+Cr5GR0FvvwILvzP+/Ixcd4ax9gueoJxR"
    "gvUA7yfWq+bQGh6SzBxJmhMJDR7z3bCcZpNNIErWLPOPJjHHu6/E5X6ioxQh6jXr3p++dRm/4TB5XEdAW+wK67Ben9deuMKTwf7w"
    "1fdBPGSydgvRqOp0MvGn8iGN1gvaAXtn3VylvJdqxLaWWdpOolk2j8zsaD1rHXPkE3k6fAmRw234zKX6RXi7vCVD5d5mcGjbizaZ"
    "esxUAUzKcqO3nyU/ENnzuOBL9ry/J61lC3iG28posjiupB6YT/y6h+VOaLk7udY25ZlgnXgY+ZiKmB+9iAyh5dCkL0gvfKarbIIP"
    "+gP7B3N1EKV9XinDwW3Mfqls9nyoxxFu5ASroK01JJBCXH0Fz0KMyPtXIvI4n2cl9Cua8PMH1iWwADs4E6dxF5kGf2cqfP7u0l7q"
    "ZEIz0W6M+fqQ03UJPzPrerN2Yc7FZGuqdvd4aB3xtIOgObrJNmKe2ECxXuiXEXv3xym1efB7ZLKug3+xHzyijYh+n8a/P9WHyXzS"
    "gggfCU6fpzkPfwGkcCVOdgl+lofVugefmYv33ofvX+oxAWw3+7Pbf4ssjsY8fNcC1rJCnMRZxF89Gr7XRLF57NPhn2zgbIfl5v8G"
    "bTYBK+J4mjNy83uTitdI7Zu3N07UFvKSLAlPC8/V5/QTGRJs7d+xXpvWm/qJ28cG9uSHjOcT2Zkmk8WdICPGWRbSY8twIUVYj4v4"
    "+cYMQm0vcjc63zXiJaKezzxAHJrgEJ/facN3BeL4fFOcFQk16nnCl2t332lvkjJFv+DOJmg3zCMso/636YZy9uoqu35t/7cSxztY"
    "7NHiZ9EbdBr1HqLb9qN9TWZx86wP1Z50sI6W9eEROC+PyeDwdD0Gsix5S+SaoAh+ZgdIr3kvlXozZOVlQ2CU7YniEeUMgeu/sEjp"
    "fE79lVNG3IySsZW9iffuwLqdy4+q7ztc572mFDTViYgyyrCqMdxjqR7EfqweZMKs01OYEzDdYxwiNtOajxNSCbs1VYydsZDdYdWw"
    "czF2olWz/navjPPZZOsPLtS7/YomeWfm/TwqtewlbiBrmOtdLeXseIqZs1H05y3v2w/a8COxLqgp+LfZUvPi+uFuFpF1eaR1Tcge"
    "0C7dxCzePPhJe8pYmQS/f3e5Fuu1pZ4nX4XDZWCQsU5WBz3Sa0aXQ8yNTtToV9Yjvsx4D5uImR0hg8sx5N10WBeOo2yFvgWN8ys0"
    "/8HYtVn6Jb7fOD5fkUaEwrTPn/X052lLeUVvh+0uhRbZpHW4g3nwWG1C6z/hDAqhZboSoSP0GjHu5wFDaG3L2jjOgC/Zg7cA8XBt"
    "s9+Wzk4ZJrMYX2meg3L9hhG39dNW89Rann9Oswwd24jzX0YyV+lmKVfjW3swSxVjpbKa35zAKtpuvabHwztajdX+TR/ACdlT7e4W"
    "6nvBMuZKt6ec7iiOA3BXSXh5buzpvJC5hYmce26OX6axt3jzmDyfWah+ZApbhnvbBX8zfpeFjHp6eQ8n7WUo7nfZrUFSG9eglTje"
    "6HW0RfnwlHrCQ7VO40Fi3HAJ/9ky39V7FLFrrWP3HVkgg+QyWatj9Av4D09AvqwLZiC72OvpH1tmeif5iRwOy/Bt3RCbm7Wx6YAO"
    "8D9t9no9ooi7yNxr3VgWBW8DibtFDLXZMDELma+xeONhWKkYMWfX42QdhzsfmsXeEVmlmZjcza+FjJlPxHd0kk20HA06uZnMwn/y"
    "iq1cT+7kiR4/vpzvmkt+PmeFld1mDpk85WszjTl2tz+deOaSxPy3Gc4txOLl0zg1bOf337FxuYn8lk3kGnenz8ujWLG95GntDi/6"
    "zXActFNcOkpz8mbReKtsf2rUe1095T/jZ/r//0puXZXreZQdcinP7eIyAJl+ihLfgW7aynSsMcfOh+atY4zuOOusR3QO46KNOg12"
    "4Qd5CZo/qt/Ji4gWT8OV74JkB83gBeTuUMn9mdz6bY1u7XV6b8n0tbh6dEmWXcA9q3kD2zMiLyHjnOWB+so8nvweMldnIbZci3Na"
    "rw4fPAKNMY8YccU4ja2kdbAP3mURnstgriOfzY9kWq3n3drVd6efEYhDS+3HXpJGpM8wWykP4SuLJDZDunOe92giPruVKWXGfgM/"
    "af3Nhn66i7iYyqzBx1JHFkRDw2hDZIk0LU175nAHU95PkO3E1XzroKMuYhVtsq4h2sBVnPqv5moMgC7ZRhx+eEs52+Mn1nImJebR"
    "YA+nbjQtWcDs85ZYZctFDxB3mrb0kV3cR3f2sx6yP2eO5vkpEJvEmqRj8Ls9vucWsbmIXmKY/XvJcXoDsQbLyV5jcV8PrP4+kO1a"
    "+PQizWV+NnjMy9fEou58P7FRiHhvkIzH5+djd39BHDdJDMPnPenMVxPshyhF/DpA1vMTMexpY3UhbGKLkxp6xrta1ne24JTcnvIm"
    "5OA5yc1LuhVWtoy9uMMRA6yF5bwBJ68Gd7yQ8cBwdpzVe+6ivtS4bZvgQus/4XI49E/1LDQdmyDXqkcyUc4napaJbWs8c5Is4BNs"
    "hlR+ggdrMeYNUs+KRxFtUD3uZKjE/Zx5JTyGGu5yDdbuHf2LHE/e2WpyF4zPyqhDqrx0s5xxU4vemlJumdBtJIPQ28C7dmf1TWkj"
    "dofdcbrawAe7ELv9hn7GvpJy4hYY0sQwOVI+8ZWu/SR37FwA7TSTdbj94O+cJ88wOlkHzy6p+/gVNCs2yeMSleklsockfR9THJFf"
    "nBgJ1hF/n8fyUqKoRv2EQ706hsZqduRapWB3Toi7/tgazZ1BL/Ao1pX6uXwPKWsh1m8+DHKSW5NXemQ+18PknvUAItTP0segGfPE"
    "5snX6dWIZr+HPB1qsx2yG+4sTyqJyvQUfLZ6Zh9/b8ZPLJEpOJ9VfA5jQemIvV5D/24yrjMJny3l7ESZfhlYxbKWEhIhzlIMcarV"
    "G/OZczDkkwX43G7UTZU6A+80bXMNoosDYIlayl7STgxpJYKz8AizcUuxFvHsdESaWUWTspY8C7P0czVGrnqiDFTocvzuhM8VMGOo"
    "WQ2r2kcySFEXymD49h3FUF3uwLe+RJyzEwLrOcqnxoyQl6il7IqoztCO1tIbdnLVjT7zIPY3xThNM5mylWAvnEMYtZrMEXJSOFJ2"
    "lk+gA37GmV6gvcLz4F8+FJyHJzTO3EOoEY/HevUknptjrOtF389l4W3GdA3j7aeI390vu0dNO53j+g2RNV0e8miPRaHQn/EmaCKV"
    "PosTegTNkfJbtr8zxc+6ufQVOlC6iYuwO9KPj+O6CeIrOOvbXxqjkBirHgXwCRyy4r7iPAGLsI+mXOd6JSTzvOUvh+CJ9/W9nxa/"
    "JGDn4sTScJ1ZaT/TkIDOjWYz9Y0zM24CIhdDh12nFyv1FfTpL5MI91dpPSvgd4ZZROSUn5Ifp5YR2l4OgbdyHyLufPkd5+dSPVfq"
    "yHdQ6Wdfe9H/SjAXn/uuI3ohpD2OPfpe1+As3Qit0iJoIduzmugQoELPq2ASNTpbadtCktp0ztKerxt0XVeZg6c6GlaprViMW4q9"
    "HkvkOmU1yWThRHbA2fzA9vKLSDBaZ+pbOkSGyfBwNvTSWstLyDTY5zEyQj7EXcxDHHUqvrcAOmiMjJLF7K1JMusygzZgN0RIKfZP"
    "KHsPivy0q0Uc/TwjYNMJMcNGa0Ed383PkNf6mb84+yEboInjtLKhn0qLk1eoA1k0naY0+evprWZ34ogZqkImQzCB93cKr1YNG2V2"
    "ezDusbVYJSHCHHSEGJK/sJsuwv6XPh6ZZgx8vD08fpP9Oo6SPdH/q6fcEXwFH6lTsDvswlS9ApZzkx6hL+v5zWRoc78yGicu4lHp"
    "M11qLi7OzfD5d99xkzn1aW067fD/yhf6n7xiKJWnEC8s9Ih51ZTs8L9+Hc0iHx4tDvOlyGNcmt2Zz/NZqX2DH3AXCzgvbHg/dUTz"
    "NNTfBmKq2JleTCmugeVoA/v3ghh/VYHejkjZouFyfOpudiV8gmh6Aqv1PeVjnM5v9EM9Epq7XXAxpGOVGGblT5zhDDXT3xtmcU6V"
    "dYOdmBk1bnZjKi0kX53h+szDuh0p++JnXeHTRVnbfhRPs6PcDV0yl10fPWFr79fXcRfvwCJ8m5dBao8wb26/WpApybqdSjiFZf1n"
    "DX4+ysnRUPlOj4UnOxBW/gHY2m3F0G77y+Xsskp5vXasX+10lonqz5HHDpPTYBcfVkPqmY41GyA/61bQhbv6Hgn71UdSTTCYrYe+"
    "iLGY2U/H41WpWwRV0CbV7P5Me0ZWx//kMDX+ZmcqrNK+hu+uffJCvV2vDdfKwUSRidJ+uUmaibzbtrIf4onujO/70GMcwmzXRjI+"
    "uM7iP+vd2ENe4xokqMmirAdW6hOSIJvdIWL1zXpWKAKPM73E83eEnnOuwOMUDicn3+a9RWlK79a8k0DCbCXZyfVeUkh+6nr6FOoj"
    "sJdprVrDC8mN697gK13G2FUKX/Nw+DurdJo2l2ks9HxijnstXx/mGSogW4oxFv6MCLoKvv0KRDPT4fdMh18eeu3dGD84RNBunN6N"
    "aG8yBLbwnecue5ObqbKWz2n39lcygEzxk1Y7iNWLbbZhsXxKvO1iTomXQbouFeudWwuPtwb/L4cVGYGI7wj5RS8WYwT8kXPddbQ5"
    "rp/C+pglqGNcWoxT9qsu9+tkPXYfkAXHYVVP9AgPZexQrvI80w7hNwbdb5WmKlgLl8eKerQjx81kufT9oPWNOW8mzuJpYnhkr2LN"
    "z5az8U1L4ZmeROT0Ilz3Tpy7ZTjHHX11I8NeaL+3bhKb5WBzyFlr23xX7Cf9/+0r4+BHV+I687Hv+dAGR7Pzq8GweoLv9UZoqlny"
    "vv6sX8O2dJdTEdV9RqT4OXj/Z9BLf0ALTkKsgBMVXMOoLsFOzcy9pfQicZMNuV45F9c/Aj6J4cy3EkMVHYr9tO6ekWSQTHm7F/O8"
    "KzHOkqf8CTFEUKdn2pO3ua8cBc02WE6QP+BJz9CDZAKkYpSkQ/NOV0Hvp/CUpYhyJhhGiL4BbXkv9Phy3Nmjer8s12flUsjHyZLk"
    "9J6z/CG9RGV3lvNMnoUEDGTUnmS0F2NnyAScu0aJr/NsL2no9H7Qrz/rg9jzCcz8TMAKLsK/vpKpuJ7tSktx018tvc3oQvwZ6xnY"
    "GZHvFZJkbSjKfr1K9mTWkhvuE9gr42xfS8znZTi9SU6qm4d+DrOt76tjQzuM1dha/svxbduMUyXZGTNIF01ny1oT8bcMmnmAnAi5"
    "PkXqPUf2dqxlZbhmYvrPWfft2S+QYnZkPbtxI9B8raBVqqDBL4NuOiCIsOZmXRvnSoWmm608LCavX0O2/9oYjTIobSmPT5ph63JI"
    "IYugu7YVm8GvgC+2DLH5RZCqC+TZZjv9NnhblyKKgnnuuzBy7idnEltdOEEymz09tbS8A3yWMYXz/IA/tTXEMZnL/oVa9rwfDU9w"
    "JfzFC2QGfOlDxHzMLpLhw3HRWymnv1bxJ+VEQOkpe0uKyGiWM13Cyp7JcC0/d40YHneceUKXf3Y1n7i34VHI29XMNnRgf715Hyuh"
    "n5bTqllu7ig5HZ+fwS7BFCeSe4rxetzFPMZ8ZkxCSOty3OuO8qiMlLfDhfJaeE7QS/YPrg4f0RZ6pvQIkvqaRChPc3laEpw6+wVe"
    "VdPIs22TngWzy7k+k5trNkWEDxeXJ3yGKka+0NxdE7lfKcN/Vk+t4KRggjmI67jeDqc1id+N3SrlvIfB0pH42nGsyEWw1xvZmz0Z"
    "8rwrp/FCXz91cY5jthytT8rn+JZt5AJ9Hmv/ovSVv+vgwE7WncyaWqx3JzF7+uI0fgJZV2a1EpudKYewM8Ujxxgea3e8ewJnbOvF"
    "9ISh/tWRwdLpJcMBvcFHgo3I1/arXTZ/VuErq40TAOox6Eeye67O9+y6/EU50ZnTTTKJDmdOPU94Nfukbf56gCSYd9sPa/C7/qt2"
    "aYmfRLjDx0qMO3ujzPJTDYPkRWJL7++9yDegKxO+a24CfearxTEmWVbJJgiOF0PqrfHxQF+eg3LfyWmZpr1xnQs5MaxkDg6ZO7a5"
    "XstZ5nolghObz/NoE0mFRHYph0YZK//K7Zd5qh31Op2MVd0jPEtfypsCbTdONsgDcgDu5Dwp5NxLg59AikPeq1nzL6FWtUxXvhr+"
    "cQl8qhX6IfM8tdQu9Xq9OObwKPGhK4lt3Jl1TeuRtq7CPvD8tpdK1s5c10To8WyGi+XfjcXKZYctu2bafymevZJ6+E39EnL3PruW"
    "eiMmOQ06dc/gR85+PQsPwLIg50Ni18KTjNE/z9VVk2EJ6crKQY3vHu/ne8QdHrB4TuPGddzkT02aNUnX21Pjp2Ps2w6jXBaxOhhm"
    "e4CizAlV0hewGVdjY7HujoP1K8Tqw5mz+1END/NA+IefyETNnYf9705LXixPcs4tSmaaL4mOXUMuhD9gi5SZplqiPbUVN0k3kB5m"
    "mF2Vxqgg01Wc9vzR6j1rbRYhvTl72p8IIS7LEuE3uzzDenhArk9gS85Bl7F/P8VvzvVtSnxVN0ljuvRmP7HxKZ+4gRWyCOevqvRH"
    "zlRU6Z7ESUqyB9XNEtjd9yF+34WecdzuYxblNI3z7iZ2u2PX3vfrcZekffUwQcSvjWQAiyNKsj7lVUR2jvBk3SZFnGoo5pyRTYmc"
    "z/OwtbxArHuHP7aSus5svK3gDh7NKOpRWE1HTsaqLNE9GGlsxemxYl0gO8vv+PQNHvM0wYxVva9gV3gEsw6IcK7CmTJM7tXwOUtw"
    "FjfR6l7CONLmJk17uXWZrCciQngIK1eKM2kcjZU6RbpKh2aqy9/B+6jG+swkZ/tN8NT2wjdD+xDzOMwy4LiKzwHEkTSP0Dqqqnwk"
    "GWGd0a1qJCsTKeYqjHPrPKn4L5+SjR6zt1r/IfV+1+LsMl0FX6wxQ9uBzIsuQ/uOTGI/4kzOvhdgJ2LEbTofMdeuiLde57Tij5CP"
    "8Tj3NYhZntHcleIdA5s6qMV3XYr3z8IptOzPbFh0QwvqxLn7YkbbpzFWNP7uJ3S0zJC75X7Y7QlYz/HY1cE6OpjrM94tPaZaDJbM"
    "9WubBzteMtyPdezlN8s2F1JiiD4diOG6lBYmyf71KqLrxrwWqGHG0/GhvYMIbBsfhSR8f12cubYGdsU5zdBR2kkiqydsTw/Ffd2E"
    "aH6xHoFzMFi+lq/1DHlE3oWEbC1O0z4h5l0u9X2V9UTji7CTcJHWstcvwFO8xzz8v/but2H+eYA+LtvpfXj21mKZz4uNYS74BVHv"
    "NvR7q3GVWsaYXYnxb3OmOxMdJe094Rj5yh0na4PG/mna+HjqrjxZRUS8JPsfzR6+zPki60BxLOvHyFlST4biYZz+qsO+2uecrW/F"
    "SvtG3MHLOAFr/qMOiPZibIk7MkrcAfrAupmmwx8xrjfLM71HJiWr/XfmrJLl+06AHkgwu1dBNKRVRHi4D6vzAZ4owijSoTLVMgYu"
    "Y15rN++VWR/kWt9x4Wz7Q/KyXMFqeab+nA/fpVAXSRv9MRwf3qvTw23gz1+k1WHv4Ja8EXnWDVTlPT5l7TWD3DGKE+xJ8uvFySFk"
    "T+8i29XM3Dkk+Ke8XxIjr3sEdnc61v0tvRvWwyLwOtzBaXiaA+DRzSRiQ5F8ryfJrvIPSMXPOoVa1fbqXXx6d1nIOlYhUYeeILps"
    "Oe7/FKzNQm0brNYT5DFys5V4vPkxEqG/U8TZ0VeDAuzmJmZYf4XsLsJ5fhDn+PVmcuul3lPM1OXTnPwcQGyHXK/kntzK/ZkWsol8"
    "hyZ3LcWmf2rYiXGBmEdjPuZBWJPxWJtnZK5eAckZKIvDQ4I6/TGYH/4exvX98J4wmfd7+Glgtd9xiE5aUkNX4ASXk8XkBDE0gs7E"
    "A9mPODn5XN8ZnHZPkwW4kFohylzfaKnxMx8uS+24MprilD4BHZGm9z5CjEF2PTx4O1MF1CWds/zxTTtOfpH+8r48hDjxZUQwy8Iv"
    "sQdHah080qd1H3kBkm7SPkImYrVuEIuuXiOemHhWo5D1TRFXUTtVSmh9bALpU3glQ2Qv+QH+nEMsK+OcutNRlvPZi3Nn1USTrvS9"
    "jpXsWDdkkwS0686SbFK1i1IPuH6aXH1cMVaOo76K1FvcDtcwxsl1ncf0Baz9S3obnrND3o3aDjHNEmMtlzCLWPim9yZOgH6/G2dE"
    "qE228pJa73upE/TiMox5Tsc09mA0faXXZq+k2Q+bYm24hs/ZiXi2x0imj9hNIizi857E3EWZrwUrq+9JXxNcwyjI9RiY7JwlmXpu"
    "iW7y11vPb9xDVBvnPZqejW5N2KGsQ2wh7q4fURgNGaeP7C42976YGdso+d7V142PzX5fIeRtAffuYN7PRfj/T/iGZfjbQ8TGOAh/"
    "ztJX9Ai88r4cwYgoj35pT38aQ3qRfXH+FhJjs71sDdvXJRiHuLCj3Mop6SQnW/fLsm5vI0nvi+fKH5SSj8Hxplczn2I6/m1yUFVw"
    "VZOc77eM3fPSQ2ya0Lrgk9ncseW/j5Fe9Mh3lVfxqYuIf9XAjkbzg0r9nJ5mERUy8XbI7GeuV36HPHYR84yfh5zsKTtA1/yqH+r7"
    "ZBhooE+/UgqY3TPUta7ZqrbDkBzqOUKVWdvWeZ3oHR0W/KSjYeGu0Lv0DHz2JpnB50+oY3xwc0bG07yiGdzj3n5aIPTTbC6+K9Yu"
    "sKazyCZqc0rW+2pWfBpOwgOSu4pQ5L+jwfM+JGm5CrGSO8PmPAD5eBVP3Ve+QnybwrfNkytwlS5i8/Gt6AUPokXvzxzGes8bm/L6"
    "zU7DHrzrn/VE+HCXQS91zrtNt9Nr1biW/oZYIXeNsha2zJAFrN9pCCOfdpzxWMRZxVK+bnzsxrP3JvRnoX6u6ziBWwPZvRk/3xu2"
    "tAhnZDZ8iJTvUq5rwiC/U5M8RCYDsTkr24GSQZBN+3n5uPerz9EX4fucKgfI48EAbaMfy4X6SPC6vqtf4GQuYQ3mbPmGui6AjbZs"
    "whHiWL3LIcuGr1YHb6YW0lPl82OhXiEpj8toWmwt3jECunQV/1aFP7tgBV+UeuaEjpVMn3uodZ6nIEkW+1QTuUn5fEFIbWC2tA27"
    "KlvgykNlEKsus4i3Vcsskc3ALdFbud6G+JA7+rDe1GId5bV/d+YkFvi6TwTvM3k6WHYXZzmLiG9SSgmt99M3CdxFOXFx95bM/Kx1"
    "3iSI1Od+0tvrMsuUnEObtT2v+LHUs0Lg+Nkc08594rCJ1xE58Ss1vJ3r5GM89WXaQ27UOXKb5O6RKYN8x/jKpZLybKfF0PL5WMFq"
    "PRBnYn9pFTwBj2w4bPMF4YV5r8Iyv0+uWetymEfk78uDGfqz3sDJgzh9cJOZfaSe/q2d1f0R+3wO724TdvMXHSn98Nq2Mtzne9V3"
    "DG0vmTpWinYtI6kxdv5nshhRzsG6rLnjIqtnN4qzNXfI6dAxPYmN2hL3+g20VQ85BDt4ru8XVMYARb5rPErkoCjtoOEuTyai9ijc"
    "6WvSOG/coFtlMSHrse+PyKfsA7BJrANxZh6CPC/FiSvWk1nzbikuLlH22BsycSUzL11Yl2tLK2q8sAGlaiD7TlPqZmcaeH8WOe6G"
    "a22ERKYoq3fJm2TFqoResuveIlGemHWcYC7mZEAN7mZ76Su7MTOU9D1/KebxbdZrT7mF/YlrPRaUoRD+DE2W79lt5sMvXO2zLBG9"
    "Wmxiu56y+Af7HZy8xnAvcXoP1jewm+/fN7StFTyZ5qlmkKkq1WW53UxFjR4qDlcko4Ezk465XzG2z91p5Wq496vpD9VD8pWa23mi"
    "1X6vdhPXgx2BJnL1v9+zvTwhM31/wR53gUY/OJhNFNqN0GkD5Wmvkx1nirONfTwrURprVMCs5LHsZnZYHRewN30YpK2IbCcNlEvL"
    "z53E6tSWsomIKwezNyNF1O5TiXp4orjJtwZv0ZTVn5Azd79glTI1j2qPCOTqPZt7Sx0k0x3haokV7MWuwY6kODFRxt03PymA9Fvk"
    "tQna9B5ZBA2RG5/c7UCMCJrPM3thvK8ziKlZ7/On1XoeV7gT1ryK/njenyBauNxLrusYu9HpcjYs5dHGnxmukO2IB7dCUqxOubje"
    "5SpiXKeOORkO3N66GYsiLw3OW9hFqpitT5Nn17EgR9gvvgR7MRa7dBHOkXEolspS/G2VngO7adg/9b4m1k2c91D1b/Kjad6tddXv"
    "m2VcSJHhvNjj2rtuO/fLTYJVk/XPsoyHMsNQ5/mQluoK1rPWk33McoOWDx2OZ7lbXAdhPtYoyW6EmM+AV+o7OiooIiN6CfWS2baf"
    "yY31N5zuGGPYKq33/e0NlI4EY5M4ZfNdyMjvlEljVu1Ntoc03x33yJ1uJqeU17xUHNrjary3q2c7LSZGyyafiahgZqoI9v9+SbLe"
    "ltGlMT+vYP9dBQ+zXNewFyVfbYb7bNirD+Hhd+Y6WtbqTR97mp36u6xspuPTdVnXed+lg6zN5sEXQH+5+frdOWG9iJ95Sky3VPg9"
    "HZr1iNwMxxo8rSFQ3ipdpZQ1FKvOHgnZeBNXXg8tPERawW8dI1/JPfIobOSbejiR5lO00qa5DG3+ZLGM9raI2itxfz9AahZzZnSw"
    "nIr/1kIX/4b1NgTmM/F7gd4Bi3qsPCXG8DePSLEOp6yKcdZtPld/Nr75eXiG/eBPbg2/9Uw5OJiI99nEQh3l3KHz7CqdxXW4VXJX"
    "k3iCCOUkSu2/K/VdZn6wrTi/I42zU9Rshd1+rYKnlqn0uUm4OJFr1uJbW+AkXYj/p3UG3vMaXnmPeQy7g/PZs24dE1XkxaplH+UG"
    "SmM5a3bmGxrPXGozVJB2ot7bdl0JCXa2VjK30UALc6EYP21upMjTZDIitl9wWlrIcOzqTPg/RdAtb/psZLoJsmY6y0A/mXrxPZvW"
    "xF1G8O01+gTsz0/YuT7YwR5iOZXeshwnvBg6vozx2hCJaUVWAjPTwFHarD3Y3WLYkEcxp70Sp7mA0V2SPWe7s1snBRtvveGZyErV"
    "0Bg7SNJ/X61OwCsnS2t5R6fKG9jpXrib1nKV/q0ZdLy0zyzYjh/tz+VKX09J+w6ls8RxLGfmWJbr07AHveH3TID//rxeHxi/wDmQ"
    "wrWsDJhEzuA0dIyZz0OIPp0bvyoXnnfuebM1+qxs4h5aTnYmq2HWV9guq1da/ov9+djH2imPAB1SY02G1D3LPgU3cxj3zxzVb6Q2"
    "O+UYo221b+npMXouF+PhsxmPpTg369nvO1CuQjxxGuzJGli3V3U+/v0k7O/70Aav4Hk2en5Kqz0fKhuIXJvAkxTpM9AEZt1sGrGD"
    "OJaJZTobfoRDxVT2m9aTOynlsW9jjGFS7IZ26N4p32d+ByvvriLUSl6knT5HXN7AcozxzToHM+iVhXiaAtjBao86spSWKMarNWLL"
    "pDjTP4y+rzG5N1Aep+mV+JtlYjZCBo6R3HwfhcQ7auAVk6xYh4igC8h7tLPUcv0PlgiRttOMwM7DKdqRLIoJXNfwzL4h/9YsPNNG"
    "2OS1ZGYsQRzxqI6GbHyj58FjT2D9jpZpZOo0dvShXL8GfQfe9XWymuxfceKBlPhe/S642y2kEfG8AXvquGLOg0xW4NofcCo2qj8S"
    "X8x6ufK8t5HWzNoocclD1jzqs0iuHTzXpXWsnkpMrFOkmGiS10Km15BJxqE5DvOdSDbxOMvj+xSzOz3X+fkMtmeuroRfdrXcBs0z"
    "BzpvIp7RvPb+7Eo3rJ9Z0FDmxa/8NzHti/j5EjW0YauPLcGqfgW7e4BUygis7wdY/ePEeAj/oD8xMFiBpy1DfFjHPu3VsFWltMij"
    "pIHYy6toedKeKbuBEb79+0dZoB/jOvvLJNzTcli58+RbWMxM57eLehPeejtEdGVktrXsJRlM+irN53NU6BTI1XJoxCnM31t3w3JE"
    "uyYvV5B/oca4FDidZ9XUKuYgcrEjtYeEdvcoFTv66kYFO0A/gRxNhr3Px3ou17/KfKzcCsifYRhUM4dszFizyYmbhl5JstqxDaS+"
    "CqdprRpW92p6ng6RaYPnir1eHN5tgpa5NWtDB0spn30jZy1PJ17NhmbQlvLV0O1rOZNlHsWurBnVM9/8gOzAHLf5Hn1xx61lEWdp"
    "6rSN2Bx4uWb6WBOeP70B+u8PaP4P9RY9F/f0iq6WN7Fm0/D+kfAwRvi8exl1ZwOnUOpxkiP/pFlcNiT3K32lNmvR01lf2dXyjpPG"
    "nqMpTTBHmuKcZjKXrf1PZ/puA9uzw/n5Vv7s5ZqXsQmTJHbFsTC1Z8S+BbEAI/AQIh7NswFaabY6zovW2Pcb8XfjkflKF7LqZrXJ"
    "Y2VMsB7aJkKPJU6b7XCJxuN+HghulkfCrzUZPgDbtUKO02/Ct8IPguOCXmK+q8nBDOj53yDhpg0Xwh7mXp1aIis+IA53OEKsb/Mx"
    "FzHa7ca+jji7Tqv85/aDXT9Q7P6i7IAKpJrnsxBPdgokJ5NPVd8pm6AXdbBkuEG7ScLXPhxv1G9/2sF0sDis2kQWEyHtq8i22z/g"
    "SjfiRC7T9+UtXGd5+JKxDGuRjJW/ETl4EP41XS6nbE6HblttDH3hVXqf3qNfBvtq+6BCH9U2wVh4IBFyREdg7wzXf0f68m3JKbdA"
    "H827SQZCC32kL0A/7oH1PFaG8lS73K/FMP0kg9ZQxqxxlFilhnL5jKTJDpzilNMa/Su8+bn6HXTKsOAa+RVrVgib/q3vGW0tTVlX"
    "0v7PR6Xadz84vhnLDa7mDNa9kunYrvPWvZrsbZmqfAb1JsFXoti53K+sxue6wsNYqJ9DJx+OM1uu6+V3fRoe3wlkDwuZsX8R9sHq"
    "Cg7nMBfuV+5XDCdkfzmJ56IAGmUQIo1qXHEyvfgoe6dq1HoOhnH6O0q2McuDne5ztHXZjIVxZD4m6+ANHAZJ/x17+BP8VkPInYGr"
    "ZHLMVi2PqTEo7Mkp/jB8SL/F7v6AMx6DvbAOt3HaO28DVnU169zlWI8CXG8/6Pc1sN7H4F+XyvFYEzdXWERsyiRjvARO7n7ytUfy"
    "ruP04zTq2OXsq6pj1JrgTMMY6QRrdTJ5rl10H6O9qOG0Xx0sq5twdBhQ66gvxHNwG17VJuLDVBCXynr9T5criSu1DDKUboJR4XT6"
    "7WLMVa2bzF5m1q0Xscs7iqFptkWMaJrJ6lhpVhEbT2Pmk9vxsyu16fSme2Ug//4K7nmAnBWYJXxcHtd79QlYtsP0TjxDBXbl/sCY"
    "Tj6FH7BebTbWIthluP5uspA+p+m9Aqz8SsT1A7Gfy7G+b5CT8XxZw/xTPlmfjpOndCzWuytOziR4uxuIwD8U0nSB3Oe70dfje4og"
    "ywsRtc2ApnV9hqZD5kOyEx4dfpbmS+5XrsKKthLrjn8fd2loogXwod/VBdCvF0IOFiJGXgZJ/VE/kChjzcv0Y5mKaOYV+EQf4Dxv"
    "gB9lbMDbBa8z621yYhxGCXYJ1cMft66LaUQZS7LK+Sa1qVmVSXIazthwsU5gh2O6hP5+jd4vFiHksgs2F1qE11dRuw4iZsDOkBDz"
    "M++AxjkUK3sNzspCRrd5ONsTocULiMJgUyyT8Zp1eo2R3WWkTIdE2jffog9Dd1ex33SkvC0WZVST96S7HBFYJmEmK9TjcU5SWctc"
    "n+3MjeDUNegk6I1q7GuUeE8b9AJ84+/wER+WhM+6W5doSz8/vy3jxCrqmwhn5Wvw1FXQwrYT50LCGrJWLO2v9hrPyTzJC+7DCt+k"
    "LfVmPOmLQZX21xfCb3HaN7cwTo6t8pP7lRo1dpgiX/vswnNiKHVD4TnWaoYpKearTDFv8wxLrBMnRtJZP8W+9T7IzkZ9Fav8ISfA"
    "D5H+Yj5ZvlomtY2cgUg4Tp6ZWiIhG76u83nP8zN7xbxawElgk6IltDzWaxMnPn8k26355wxeq/RanMh74HUtwBn6FnrgJ3gPp8jD"
    "1F4bYDdSrOvZN5j8uPmc2TihcyFXSXo8iqc3tsFaZnUy7Kl2pUKf3U6xsuGu3W6zSmCKKGhRou20grc/Xop5v2YZm4vrc/U9/S4H"
    "yWpWpzdBLqbCd5+B1b1LnsDa2GRcNZnUzA4fIGOYFTKku4vgv7yAp/xWH8fJtGmpC2DdHadWhEyTdia2xVm7CqenE1YrNy71jsFo"
    "RuxL9BlI2AYZC+l8TYPgVDzpNGr10DO8JPmTy+ViuQK64vHgLjlQVodn6y7YkXqxmZTH6TPEODup6rKipl0vwr7mzm385vualYhH"
    "Kf6rGBbLsOTPkiqeLpGEj+kb/GxXfZN5wDRfMWverZlZRau6NWjMM/IUsu/F/Ii20CwWiXdhtNDRczqdKI4T03WRqe8+Vc8GeThn"
    "FxLE3bDpUNf30Z+Tnz3xnWOkh8zGOkbhcV0vN0DjPqzvwEseLoNwYmyuYCmfflfY5TMgR8dgTZPQxZug9U2P7g0dNVbTsOsN0Jnl"
    "+i77NSM6D6/bOZkBr3tLHyk5/yAO7zHjH8QZbaU9t2YSfkiaFUerhXTyeKpJz29l7HxtiTpWT28jypkkmxhw3JwVxFms8AiR7lWz"
    "MlaxuYX88VP0MrmO6A/3w7LFZRSRp5KQxtNh+47A6VsEST5QjAtvh2yHV4psT5n+bDfXa/2e1dm4ZuvsazGPHB56+b2MvpdlCi7S"
    "4/U7fG8pPlmC03+XHiatEOsuhm+8m0fH7CCZ6eYoM/y1vpdEWe+phJfh0BSqiPNlMxoWE5pGulzO5zzlauJs3CCGf+gQskv179jH"
    "1UT7q2N3qsNrs9zrDWTG3cAepYiv1/Xj/LvTsca9aHJ4Bqc0qqlP6nDqXDdTusk8tmNqdPplso8zQ9+5YfWcgezQWU5faiSsdj20"
    "hOUkC/Vr6KWVHqfkTOyA1STd9PhQ2iuH2LmVz+06XRX82xxkrr7OKH1k5eTPCZ77L5LlUQ2zdk7JseCeb1syi0XYLWD8FTbrmkfJ"
    "GofVNAbXl+UHm8nCN9oE7lvsCFT9gvgaGcbWOKsXrhL756+4O2gnToe4Xpq0x4CM+TpRPSerV1D+H5UviKniPMQvaM1n493f+VrA"
    "Uu5lPGuh4rqLOPyaiM+pJnx2eIQkPTude/pfPL6s6cM6rlXuFU2zGlDHU1yobrqt0te0nMf3hcdXb9AnGWFWs2LnkJ7cDph9P5L3"
    "tslPu35JLgmrckcZuVbyu4rJG5DO5uycH34m87uD8AlDd17pcWSfR/znenkynkaCOt4+Y5Pqu4ibh6vlnXRmXBeHD5f7DtIeT3GA"
    "53Sp8/yObeG/GG9XP2iWx2HpRsu2YohJcb0Y1+kNHdMWUdgSHSuv4MQNlTf0AvacfQvdWcsVsFmdau/ZNGyGkJHx/lvx39P9zp0q"
    "X1Gr/8aup3pY47jcLq/JNTo++Brew7T0bbpEuupqeBz5rGnGoVXreRItf3Iyzlx1dv64wz/laKwbZw5+H8AekTXQog9Dxm3GaLX3"
    "r4b5iu03/Jdl7k4Tw7cphXdlUdZyHSiHY00q1HG0mXe7J/b+SrkMUe88rN2n0E/7iqFDx4i8ouwRrPWR9WJyFNUwtn0AMXkx5xUX"
    "ayXxYFKeHztNrICF/uye0gyPtOWBTNuYX7czmYYtm/SwfI7YYBvcfxE7s61O8xh1cyW8pj+TeGEfbnMzDxGvFc+RqMfCC3D3G9Uq"
    "hyVYlXo9GJHbcui2/WAxr9MJ7K3/12+zZzoCd/OclsPPaQ/dvk4+0bch61E+cTU5apJZvB3DP9rIuy3ToyBxjcg3GeSSkxCD1MPG"
    "qffnHUN7nNF1sUexr/NZI+ssGSo7klF2vRrTw1Q9EBJcgftfpI/507gfWf+UfYQNjHPSxKO/QWzG+gR5DveRJ4vZNXUbfRbjx3uZ"
    "tq7Ycza4Dp7Reqs8BQt8NnTX6/Da70KM3U5eZkfHTfhcD3Gef5ISshbfXszn3jc7BRt6/AjTNFtudn6a/mkYqlbPSPnZAssKXIlI"
    "zXHgOp3lvqMaNs/V1rdgzcG933Th6fRKavi0K4jZ7iKWiDpNFoMX9JneFPyg38nNkLaW8iwigJdw1SdwIg3LyqKx5bATVwevwQ+N"
    "UKpf3ywrF0iuX/+3r5gf34KdW8aukNfEj9+k/2Dlpgoad2dym9apccwtzVq/0OdAeiCiiFLWLIe/o890ZOyJk/OV8Mbf1KPlaPa/"
    "GGpDEXble/lUKrP9Lj2zGBKuIzfM+g0N7JQRrmgdkej7kwXLuER2gi3dHtefhbM4UCYh4u8U3Cljgr8hUpgfniHHQ3v21Kqwlh1h"
    "J1C7Oa7dFPufKzX37L9Fm4dIiecycvUeN1l3mFyKK1u/oXVJHIPd20cqmV+6g0gfaV9jjVLii3U25SLOq15LZMW0x09xSNQn49S+"
    "K5bbXKaf06udCpm4WVyvc9rbkQyiRD2rCb1lHjOAruvIdqqQdXaryjn7YJ7JseLymJbVWKdRPOHHsCiz8Ly3wsL/pldiHVvIFB0H"
    "n+o7ZoUvhafeDTbqZ7z/VHi5r8LDN0xhY6T/BDHxKJy+VfjPqmDGdR73EXZcHye7gpIP5T7ZE8+5o5RQe0T0V5xsy9fcIAfLX6Gv"
    "ToPmL8H/63DmX+J0bdIzm2Sw4J0/Zb7dm9AHFr3bFPZfcHfGO7GMKJJtxHpfO3Oq5+9SxxxMBZGcE01wZVyuurPv2n0J9/8HJaCG"
    "/nIV+yhitBzGt2WrPBLn4FDfJ1lPrVjLumAds0FVrNUuhVSX4l2fwY8zP2ILGSHT9Ec9LbgSuuVLxPS1OhFRx+NqvoZNxx4FXXmj"
    "pJlPrWC+Rv0M667QLhGi628rhdQjpcyz3i5F/jQZ83PM+03zNO19wb2xnxX43AGsOK2BDj5eYvTQrA59HHZ4GKOnFfjMEcypx8kZ"
    "lavy0FoeQ6QwEzK1v8xkj89iyMjj8nwz1qyM8mg+pdOQFbQU5cQiCL3/VuU9yZCdrKfKy4jNn8fVLpPHdH+NyL36IP5VGOwu10tD"
    "+Al0ew8Zg/9PQcSyXD+St6USkthResnp+oUcCY14M+zeRn0r3E+sr+IRKSRGX4qdja3ERVeRZpCKc1ci34CW3QLPciNs2qHSSYw9"
    "8XX5DefSsp5V7JJPwP+bj9jP2D174+yepIODw7FyvfOOg4zPCu/G8z0OiTXMqMtxFs6QS2HfP1PjlZuPSKqaHX87YU33EJc1dB2e"
    "cXYptMWufae1khccpZdIq6C3bgtv4BhtCJNqfe0dPGJtyiP0xIltVI392Anr8D7+Pl+fDhbD77oKcriKEz+mh77jzK3tUE+5UvbC"
    "yubTi7WOwXawwsYEmMA9HiOHYv9r2bdaQc0RZaer4Yjk5iUtIRdqkny+B5IVN8aeM6vO2bTzNE4JWV2/hixqo/U5sYyO9aS+hLXe"
    "ViyLX4mTvhJRd4zSHmXcbVlk42E4FLY/yYrOelyhhqjOlZDyG9mH8x253i1bfgwk3TibzpYqomxUae4a2HpO/saIgb9JLf9lXOIt"
    "xPXiGEOb2fq/sJ8q7XHndpCFiK+2YMRZTgQ4Nz1bz87CUmgzi9ImM1pKcHcdk2zCVz/Kve08nj3CAyDr90hx+BU07pigPDQ09M7y"
    "vtwXJLKfUd+1m+Y6mJxvKyHjqBNwlb7i5jO+YM4xnrU97eUeTieZpngYu91HTpCNPBer6b+Y9TsZGib32V6o30MGVpKJNIqIdSzi"
    "kg+xJhGdhvMZDRuwV0PgHw+UcviNX2Pv7tIOf+J1uHn6FOKFCs4lZFikHaPGCdKNLLrDxJ3FVuxncZ7WCp3rc2ROow/z/I42Wf4p"
    "mdCr9VrotomMqgsQk35BvIdq9olnJgiSHo1xHxmNnxrmyzrGRecHU/UjyOubWKctIYM/45PGJPG5Lg6W4jmvwBlqDunb0Dbd2jVo"
    "mI3IgmZmsVcQtynp5+rcjNYQr6GK8WT7+r+nuOcruErF8G7HYxecbn2X1Slj076X/baZ3rWmNfTu0FvGUf0HLVUCJ6AHrjcYTzgQ"
    "8cSRHjfaya2bOKigdnPdO6Ml7fs6UvRdjfk79H2DX1ODnCZr2B/gsod9mB2NZqMM12VThTNer84LNh9nDXNDlv1zMxPWnWHTVcbS"
    "FmD9ZuhhsI/pbB2uj2eFDomU+yp+1srLubLjV4lpbLhK31Av1egY+JOT9UPc8y96rl7Ek9IO2jvMrnamUhZrgq2W8D/rwedb2yRH"
    "rx5ByPJShraQq76wHWL1A6HFuksJWXvNA/lJJ8p57HN3WcstiKZieeqRjFK+1pk807X6gxgG4QR2ArWUj5ogonYV9+3qJ7iX4ry2"
    "JSqMWf2lWsMOW2PdyOTWdvd+auj7lBO6L/FXU4y7LAewHes4m/DzcmrAuJ8qT3B2xezQ3cRIcFlhF9NYjrQPYvA81s0iPhdic0qr"
    "2IPyJvSsYXQb7511zS7FOVoo1klhE0vmCRRBJ5/PyaGusrcUcg71m83Yd4I/5Ups2oXQQhp11J/N3D0jxlhdRH2fn7Xmmzhfkku/"
    "HU2vqp24ac3Qa9skPbJyTfk8Sg32NOnn3g+XBCu07voNuNYIP/1YgF28DtFDFfT6g7Cuh8u50gry/aS2s+mX4E5oGsPsWqCdg5Cs"
    "oOONEV0v0SLmEO0K+exmTXDlWxLzbwBnmlwmuYYZsea4BwJOae/OfFsLonfVsjP9RPz9MfhPlqt5BbbjDV1BLPsfiI/5I62K841q"
    "PG5WyN6pXK+kOJV9srj8wHqP3h5hfTAKb7TK+1MFnh0nDf16pPbK6w7r0Vsu1LG6QQaYXyy7Y20fgr8RspI1EhJzBuTkR9zfUfI7"
    "s4BpnC2HFtOfeCe1zDy0k/Z+9jWO1VtFxvs/4PcYKvFBXjZqORsRsuLUkfnQS2SyXE97aF0yJv9zoU8reb76/ElVPiQvYZHnLTfr"
    "W+inK+2JD/bXidPTNPs2n8hdFnnVaWNmrmn/YOYzji1QGHt2ZpY6NzvFEPZtum8raTKT/6+MJu79ec3sT3OTDbl4EXYggmMVcWgO"
    "wDUs4rhPPtIvcc4fZqbQqjJ/43ya9a3ch/jS6ntLOUNSyhyi8zYuE0Mrc9yo9ZrB8wxhl6uohWphzxsg7zFfu0kScbE5hJluciSs"
    "nOHdtYRtPx+RSjXsuyFKTcZKGlvyOtiKF+H99JYFkJofcS+ny87MWZoOuwxSMpeo20uIo7qf1LHzoUrfEsMasFn9t+HR9aOPOdKv"
    "VCV1dzF1ZzG+tUBfgAzn41MTyT0xgWysg2h1Qo9clNaIR7NRfRIx9QRYvCOlY7AJHtMDiH6exWqOV/vsY3IJ1mMBI9Lt5Rno6p5i"
    "3mkpefaSOCM/s3JTy6i/I2Ws9WZzkRn5raJEubnduK8hmBUdyvnRtO+Utv/6clrMxSJr6bVb75Pzv3eVAdiV1uxo78R5uyri2Nzq"
    "K3Pr8J1LWDn+FXc8h2tm9v4IMZTkPZhf6iSO59Dtq5sJ3t37hWmf4YjSBz9ZnpDOkF3jfvqHtMNOPQOfaSL+b4hThmewXt/WkcGz"
    "egMxKgK8+y78/BR5CefkW9Y6v8Lem9yHtEmvy6l6pr6A3X5EF8kE6YYI62qZGbjMiYu+6qjLI/D9Xb9nyvc2xugR2Tk6gpFaFLt2"
    "nMzBU18kFgv2hidUjkjmEfykBxFgW4rTeV3FVW3siTuTm+kgcuGGnkfH5iIHsG+3SF8R42ysZnZ7Oeu7DfSRQt/DpIzjHVflEZIM"
    "9yTW+BbBH3qjnq2HwDscEfxFMvjZdqYuIA+18wUKsAeP4nr9oZ3Wwwo9orchur9AtwouCRooB5mujbSvw4Vcka5ef0V9ptlwj0I/"
    "nec0Yi19upuIlFDL/xJESs5g0tlnXMR1MlFsIr633bySbZj7W8be2tG420J6lvWID+J+WrdO5yN+NcmdzpW3OC5PpuEMLINE2Czw"
    "HDK3b8DKl8NzXoS/P6ULg5Og6b/Tw3VfaIIrdf9grb4S3MysVA00WNpzwp/MPannbP9Gemlp3sFRRLeap39lh0V/eDEFanM/xnKw"
    "il7UUp2s7+gt0BatoeMCeVqfxV6s0Rv05uAYSrZpMuNFsY7+I9n/aTN+PxI30djfroe/Mw8/ORb7sEjfZ09bMeum37GLwbENGkdT"
    "m/DIYN8grnPEer3qw+O0QKw7e0dohKXSnWioJfoqdN/LuM+b8JSzm7EYS3leM4xJzsM6xKN8ZKYjnDd4EHv1Utj5QviygzkjNRWS"
    "X83ujWV6uxwit+H9D+g4/PxRuQDn/wycqXayPXGPc01Y5n6lHztlMzh9eeLiw2XMGlTQfrio3WXMbuTEX4RxXJwcnQ3qsEvq9EWJ"
    "NDNHOYdzOyaFR8M2GL/NYliQj7Gny/VCiXq2wgQlPe2xUj9GbP2HTsPadgkMcfsDMgLNhZdnMtReWnh0TfMct/cZ4B8hSV9ATtZg"
    "d3pBgheqoQ68GbTAWrZltceQvbeEHEjQQH61rWWY775xEZCLNWbCOiayVecY9yr02Svb47Wwb/k413/VSdAuv+u3sFq/w8s7Ta6A"
    "vTojeFmWYW3ewLXuhMYswrf1oO0KdahkKr4RencJYmEdCBtZ7zXCRmJSjJWQ6KdDpAvROuxTK7MTrS6qqWbGwTI1d0EyE9wNQ/v5"
    "FWekjpa2HP6C4zBZRYa1XHdQC4lcSw1TzNm2iL5M1nPjpTBUEPM58lk7vhXfZKzrp8pbWgqL8RoznfCf5S/wQIbJRDL8Rj3qbpR4"
    "uVcy+qslAuT/+yubtB+xyNL6GxF8SnhKX8ZVFxMBt4EZVpu0n0/+hWJoDovWXseezPM5O+tQLqdduROebj0thMVZC4grHeFTz0QE"
    "a5y1hse6h6zhhPG2QRmxzVwvTDE1RLFa1u4p4hQeJvn+ZPdm9O2mWDewg6m779mOZiNf0zX7s3ZVy27DpH4O67TaYwQsIWuqXetU"
    "iZGtcyv4ONYhk09+TBdtOg5m14laSZ/AxZxJ8lSWsTZgFZ4ViMZ/14LwNrlfewXH6JcyE37ansEduDuraDvfZCtJ+HzxOk2T9cj6"
    "3c/wswjVtIYdpJ6YE2397Mvh8im8JTcHYRWGAbA9VZCUyyHzZZylnYjY53PY3zawkYWQt7MRlbWUI9QqlEfKCuzaoHSNjEPEdly4"
    "YzAX0vWVrg8fCK4MhsMDuRTW5lFI2WN4/zPyvn6Oz2yURYy0037yWTXDDRjgWV9gx1QdsU7rPA5WHHc3I4vWksm6x3miomQX3oX5"
    "Ujcr7LRyGz/99S1kbidpy6mBBrK5GspDIRmhreewI2zgQuYxj5aHIClF+pY+Lg/q+dZpE4wKDtPuWNlCGeQRUJr6iO39nyEtjss0"
    "Jf2URJVeyliyk6zG3Zczu16K1w+TZ2UmpaQH9NlqeHprcL0F+gP8iGJopPbB3bjjUzy/RGO3TJKS+CQxcNawjy4OuX0Jmvpzvd1m"
    "oIJJ+MSXrG+FsK0/iaFUrYb+Hw0POMYav2ni95jhWIvvsDzagfqgfINvKGZv6jRo2pZyhw4KEvyWKFnY95YM87rNwVV5qU/R7yii"
    "hrFM8nFiaCyV3oJEoGMGsKK3ifU2y0i25kxFFE+7nnXdEmbGon5X19PWx329/FaxeTtns9r4/qSk3sxehw56ArzvY/UR2RgeCS11"
    "GbzkFsEuEifihfVNnisZ7B7zwQt51iLamJOq5kygsKPdWbhO3qJHsxjI0gwujkMKvVcae7JcXHIf1vsw+FK3QyrvIsv5Uv0Vq/AG"
    "T/Y67PUmPR5nZhfEI9OI1HQ0opWn8a/XyEC9NezobnI8ETAmwgMz76QDoqfb5DA5BT/9ntXa26BH6sl4YzH/Fawdz/SoyBvIAjkV"
    "a5Bg//Na7NAm3Tr4Cq/U4Ro7s4exnL0GNtmcDyv7tGzEvZk/VU40s2Ks35Ww9jF2sjVQtk2Pm7+whj36Ef0G0daTMkUWh1dAanaQ"
    "D/Q4fTW4XSz3bN3WRYheE0TZ25ooj6Ww/pWw0PvgCWdzWmAZvtM66L8Xw4n5VV+Ti/Fso/ST8JVwS90L2uKVvIdkqTyBXZ/L1a1n"
    "rFFCbNVrpVYlJ86BNpmmUK9TbZ92FJscqva1v0J6G3HESPakQ2W67/WrJ29XJe95DXahOdbJXP2WKehdlzm0k/4b9Gg5J2LnQ0Km"
    "yYlyvRgL2GXBLXqZWlfT/doXa7AzdmI9ot5zIY9r4NWWkZHrAXIr1FH72An7u5xOdhPDMDhV7s07Fp7Lp/ouoojhejBO65eaCI+Q"
    "HaRn8D20ik1VrsafW8kvWMePESHfAS9mPqzTGh2iA4JX9XVojTewlzWs1ji2E7PRR/A5/8CnL5cE7bjVhZf4DroEJHsGJGES7tt4"
    "VZPk0+lFFNPXZCDzkVFiX1jOod7PcGwljqPpckl6/7KGflALRjer9Wp8+41yLDziubB8x2PFHte7JSFjsSLPYZ++wOsfQIIHyVUy"
    "C0/TSbaTU/QTvOtreApV2MWJejr8rSfFOtNzd3NUYqVilM97ZSJnXOyZx+F0qh7K3leHHFTGO2xHiTrGz7jEPQfAQlZ03pAyznP/"
    "M0ZhCc5hTB/8p1dSxN2zJzmTnUuutmKIkbNZc96fc42ZnkTl6omfY3PeQoq49D3pFSXY67yO2Vr1uT7nt1vGPdmkmvBnnfO5X4mx"
    "v7yUuemdyAW7DZ79WWLxTiePSTmevkTvDwrwt5XQS44LPPT9YnF2BDu/Y3tOCZrM3Ed+O1fJs47UnmJdLav1OU4VWS/EOXJd8Cl1"
    "Vz0ktlovkwbmn3/Balkd5U39RNzzrWLueIT36zPxhnreCndlwxpOeV+t3nt9vaEb9+C0s01UnQqPbxG71VyPx4vsSozTz6tiBqGe"
    "O204BneKQ+VcB2+2Bhp9OWLWTvBk7oHf/BiivXf1AWa+IqwC1+mu2N99sUs7kuPA8Agy0zh/8JwlGBUs82gAwz2X6TruoXkRZzeT"
    "pV7aJH/Z6I3sSYS/Kr8iccY3SrT9kPK3Vvswz/AbOyWqqU8KsCtt2Ikco9c1GHf9Gf52tdSzP3gl7rAEHuLFsgcksxS+3FJY1N7y"
    "MGL1W3DuGrSsxVj5q76m1yLi/EmPh0d5tz6lZ0MrnNbyRPhnI+HdW424k7bxmF1p7+ceJG5azNj3Fukm+QTfPRV6ybBl3lDzJF/L"
    "olw1dpd28JP2/wkD+DLvXU+WSs5VlTIqSWI3jpAMF4KbFnNntYb+QE8iZZRlJ2Hc+6L0CWLs7h3HacaQs8sVsIcL2Nlia7wxuAEy"
    "Pxuv/Aa7fQErrl/rC1iRy+XWYCaecSJWcsvga5ynSVilGHEPHglKcC7WQZvNgaQ5BvXQz9sXsh5jmuBEuVx3NO4b6PF4XnmwKzTf"
    "JfoMnuVZ9lVFPUblclpP+/0dpNRNrDgMvr2yjIMp4qkPl5Tn18p42g2eLdJilwJGpJPErLlxdl5tnRr0MIrhf9TgXKzHaubJAfIW"
    "c8fhP+GYGntRlBxmN8PO7cuZ62l47rXkSCqEXbsGUvY088pD4RG3hy3bwPrffLJpJrPY9Ck/X1XC7sizZbQWimW/joV9MY6anvoE"
    "PJA+0ivYCKlbCx3yATs3xvGZSvHN5+K6i3H1m1qOw0n7HFd4QN8MB5BXOOQZrKV/ehKe6XB810D6rw5FZTyeNIJXQmL+rPCTC6ks"
    "i1w18XbqfMWiRZOqqaswuGxRrk7ztVxrYyQvgtQspKc2VgbDO7OO05ifVrH4t7e4mdco8YNayl1iEbb1f7aSy9jtdXkzeX/Lellm"
    "qD3WeDb+3j+wauR6/n0bYgc45PQ4vflN+hLz47lqh5ZNf5m4QiUela3c9+RY/eImRp11HvUhpq5bfgb8JZPzIp0RPIM7m4qz8KXe"
    "jO95Gjtl3ZQroHkqoCde0P7SWV6QNeSLPsbPZoXsrMnwMdfhKhX6E3ciAT+kRl2Em9JvfKZ/Q7CBKE8LsIs3Y3W+gyVoJRPDaTiF"
    "8+Rg63mW4xAVmkZMeMY3zVbAHHNQX/j2f5UBukIKwhOxa/ODX8OEVIdpfSjbJezw7ByWZCn7LIzbo0grxOGVFsB2OAa0+cy8DWaX"
    "UIbNLvBZ6Nf19OBDuQhndCPihgfxBNsjniiEtezAyup54npm6nxGcgVrMAXwVT5hNtg8yTPEdtA43HPbkq3FkMWKqL1iRNoIyeG1"
    "JX52rNgU5RY4h50QD7SXH3EXc+B9FxAtZwji1U14f3fpL3fgaRdCx50erNF79HbpKj/oK4jT1suvsAmT9G7OQmai5Yz1ak/ZWU7k"
    "ZvMfnsAOr0eEW4fn/J0o1MY+exFrlAmiZ6X4zjj/S/kqvdnpg6Q7dVc+vFpD+r6ZDCnHy2xi8a2EVF8vW/xpP29apZnVacD3vsxs"
    "SR683T7QLZYnfQ7+9jK1/vYVxAK5BzuzEnFfKTTDsGaw9iKUpa1kFHlLa701Ctkj9Qq7nUJ2INV6Brkiet/TcfbGI077Q7/V6YFh"
    "er2PlTYem6WQjAp25oicydpuyM7HIdAXdZwLu1KsXv4w54Km66mGyS+3In5Yz6mChfoqPJuLxVitlsHPzoeuMw9hJu7OIZ2XwsrU"
    "0385URbr0dj5ODPyxqa0pFnt0sDaxumIZsuZgyymvS3CKjXlnnZ/r+S5+Ttk60NGOhPzXpaFeOLvYCk/0tuxtjvKeFz/70SrWY+I"
    "pgRnc4mW4huWaMTzbLuuckMLTeEqW0p7j7TTFTsaiOMEt5hkd5sG08mQjlZYl7cRrTboFOjeYyCJB0ECO8gKMuPdGXyEVfkQv5f6"
    "6qOtrlXL0ux/dH0s9rQd/fxLpn8p1M1nzf/vpz9z+y6GYvC2bC1BMEOvwl7mIxY6VMYg/ohnGUycvnM8j3FOl6/WSyTKM+2YlNfo"
    "Yazam0br4pnvHCNJKtsHFWVXxRzc9TpmWaPEZi2AFF0MrbocGt2YxhfrVWK4Kn/gPhwnQvJPkMv/gN8bxTUtu3SwbCM7ER90FTz5"
    "7nqOvqNjdHUwUu/UMyFzf5eBwW3yFPakik8Sx7pbDuFSIsVthB4aD2u1Eed7NXbvey0lSvSp8jV880FNPMUMi1kdu7vXY42m4q5P"
    "gr/6nY7SQTow77TgMWnZpEspc7+tpGl+71xpxDabsJkfmuGMdTjcofevXD2+iD6C7UN/uQDnfxn+fZnEaPG6SalH2DLsptIm35e5"
    "izY+c1WKmMf1Ylr3WV/mgCNY8yBwk0HxJohTIc5wqM3Jzn3Y8+f91Gwmtkz6Z1+sd0nE57DqyOQQpwV7Stxsfkf4T1/CPi3CvvXE"
    "jr+DPy0zFchexAkwVIvtyG5gk0TnSA+x3t8ULZz1DzgmKcto7y91fl+HMBvicK7m4Vk703OJUFdfzjlF0+DXaF04QGbAPh0A7+d0"
    "fQLvP1sehwf6uWwij8lnOhWWcRk8Xqv2G37pQdLov2a4jDYx+/OfzMrnfuUMift5WatKzOR+PyVfETPIEKsuIcrVDuIqWkkiOBwo"
    "hdCfb8Dbb4A/eb1sKyfpCVqJZ8wgdad811maHTg1HnEgM2HUTTJMMynNnNYtN+thadrB8GevpNlB4iZ6Xc7iBOzEUmbVRjNbtZY4"
    "VdfI9zhvreFF7ECPM06LFqHndgnvIsrs4oHwEVogit+AFSggo3O5LkfMcqXMhb5azG7Hi3VTcJjeKeP0LZzk7uQkc+gnZmm2FOfH"
    "m3du+eEfmIE0VhGbl7KZuJt9JkGxZhlWKYfjLM28Us/K21Qii1TiPgugx1fiFasBxckZmfYZU7PA/fwc7Q6SyMZ37nz9O567tMe3"
    "EV+D3Z6v1DDfnkQUvRDXPAg7vZbIJ4aleoA0opmoZ4LfxU8Q1SG2uF2KmbvtK0Wshs3BKtzCOXQnHft63nXDx3oWHtMuMhkR3kVY"
    "u7twEqy/ynI0J+BclOA7yol4nCfWI27R1iFylvzBLF6epLMIwg6DKAmLWK/7yGoiF4SUwpTHD22uv2ql3oSdfZIeVz4sw1U4B308"
    "0+54POEEMaTkUXjvIGjLJbj2ZNjbj3GVI+U96EtjazwDMetuUkHEgmH0pFv6ulUGYdAqWS/IYk4mzoeNXoDveB224HNdJJaNqvdI"
    "rvZqe2ioV+Vlmc7z39JXmlI+P9VFXGfWPOZikpz7WUwMirHY079Aiiv87LCt97c8hWcgMhgsrfGN+fIqPreTnCAPw7tcptfjeyr+"
    "o2zEf+IFWP9bA72c1ni/RSW1WJEWnMXO9W0x2N9yaOwCyF5rrL/1GtmkQHv5X931f/aZ/9W3/Xfv4H91b///1+B/IyFR32Md6jfQ"
    "YsXkySmDh2qx8x+6rVwtn8OjnwkdPl33xNndiLOZm5soN59Eo61N+OkP5985DtqtpE2TLviMLVghj2gduSuth7aBVrENMYMNy7yl"
    "/MR8R7kaYneKfYEXkFciqj3hyYeMkjKoZRHaxFAv9veV7/HFldP0OREp4ZmO9/nvWfjm3lJIBIrh9OMdwmyc+cMzZAtax2rPe2KZ"
    "k+0k7jPFB5Dfud5XmebqJmaxqtn7drvsw6nnvaSE62Ve4lnEDnHf7vANDaHbaipLfcdPg7aTAcH3QQm8xr/BD+gg18IWfKVPa//w"
    "X/lLMr9GwVJeLUWsbVgkvIxevtVncr8SZmcaQo/o4eYndpLrNC7D5TD5EpavJbzDwzQvOC1I4M9y4nEYP0HnoIIIW4bw8JtOgt+y"
    "HrbFIuTleoc+o0dhBZ5HbHxm4CbFHNdTgtbS8bbW6wROxOwJSZyqV8BOnIb97gZr9RbvZi0iAZvKL/DWyOafytn7upj5jBLdI6iD"
    "PFtFfC3Wbxuxnt0LIEcfijE7Leau2DRaKXe+ht63oTraJJSheFZobjwuh7dTQwwckxo7PSNwhfJmXsl9TnNndXO/Yny1LXmeLbpx"
    "3XQBJ4dD5gqLKYPV8I26syqY0uvkf/WKdQQ7zpFN8CXy4ZtbPaKCXEaWaT9JpuKO95PjWcXeid7LrmL9+Xbap0NujBesJV69Rx73"
    "cWEN12AvHzGUs/u6KyMBwzjJMAGlfX/qYdLg63RpnmKHKGkV6NyvrIJ/9Qt04IFyNiRkCTnGd0d0PBCysCezZIbwYZ2Uxb7ntcb3"
    "ViQ4Od3AOkUanpp15l+pz+GEtJfX9IvA6r0VuqOcAQ31Hp6+SK+VYnIFrWMG73M9T2awHv0bPKN3cEZW6hg83TaInc/GO+8Vq3wt"
    "w7vS1A0O3Ws21nQwUbXXQL+5Pr8YX5nHuexaaHDXO2K69DFyV8eZ9bepw5WQzUr2DNSxLnmpGK7qEj5Fkjnl0+FtLmT8FNWj5QmJ"
    "edzISlZANrEfs4QzVG4+dBk5J8uZpb9d+sivOPUn41wuwvVs7ngNGcwelhuILO2irgpOUTlkKctIJD3uVyf2UDewknWyNNqNFGuz"
    "js8hM5GdORcdpZERN/NKAXlJThTLdGyPO7hI4uStKYbMWPy6G1F4Mv1nFZSLwUTBN4yR1yGZd8g7RJjOg3bYAWf/XbVZg4iMRcxp"
    "XbZTpBuit9wzXblzKELWlX7ZfEmNn0AI2QOkviM2ZCbT3jFGVhPXOoo4xFnUuLe19ucIzpxrVm+7fKFDyc/FS+ryMNWaqXOK57S0"
    "ykStr/a6eGYc13iDfs+ulST78qt9jT2m46AvzxRD0lFf80+xQynkzEQ1v6nWV/aSnFPYkpJ8NDWZneAC/5Quy38x9uZsRDV/1wth"
    "iReEdWE7uVUm6uXBEl3IyY5KegCL9BxObtQyR2KrubvvKU5msZtdTWuSXGp44fBhWgSv6+Tw7vAQLQi2k6t81c7NEaWIjtWecWMP"
    "eUyss6WaMlhA3LgU9U49J+3TzDtbNOoQ9W2moQZxZZ1+pN9xnmoyJO7K4HudHnwSfo+TVci+/VcgR9bz0wJnYBAi2ebmXA0XuqOE"
    "WUaJTOeBPeGhHj3E7jjg1O88fFL1VR0L7XWDTsRJWawjpaN2lle0JOjqOem7iJsLdbXIVp67L+l7d103/0BRPxtTqHtLDfO71qP7"
    "rd7IDtkytcz5ObBiC6GXLpX79VcZR8avIdBdg8T1BjXibLjJnRCfKGe/keu4SHi+Eautj5H7qf2tY6O7nCxvk99pGaLRGl+dtIp7"
    "vZ/02p0TIOeKsebuCj1j+/QFe4QmY32X6xNha+ksLyMa/ikYgVcS4SnBeGkTnGF9+Oz1dxmhCHFoLpJhUqlucqUCmroQe1fGeb3r"
    "5DNZpL1keDAEEnWo7K83BqHuo3vIaN1LH8I3nOWfJOltSMjOLpO5s/UJXO18nMoPsQPfwtv7WneWQjnFZwnVoxUXch02kLV6BXOv"
    "C7B/58GG2mRqDVHEn4Jd6CDt5G/wm7+Cx7WCXbxdgneb6btN+FnaY6TGV7McOkNK79HO+hlO2/16QvAevKq95Qt859m6fbAOT/8h"
    "vLUYUeLbi+WM3oYO3VVyIxZM1bH4/3NiXKvL9CMxHsFvYOPsVJwD+zWNZ7AW6z6M3NazoI1n6y0S+q5E9afJzYjnfsWQ13aUEZLi"
    "aT9XHKruG/qKnyO1s34ru38K+dzG+ZiERJ7KPoPJehxO19648j/gh5+Ou35IH5HbpLtcg59/o8OxAj9hxac3U1/oGQwm19pULZYO"
    "cr1cCE/0Fu0IuSjn1JzLJ6ZosVxXQ0xzT0L/d1/JjTWe+zP9xFg2S33WsJx8giErfSGjkIFS572kVvT1bCL1S3j+L2OtavSDYH74"
    "tB6in8IWDAn+YvwciEO+x2qMDO60CSTs9Ae6RrYNrBq6Uf+Qu+U3nNSl+P4y6MjfsNcx7EoD0ZBs3fbg/Pccj6nUX2ySZgZ2o4eM"
    "w/uHyRC5Xe7Dew8QzfI39vCeQIw4j//NVzZqAvu6nthpb+Hk70Ls4Q3sBa7w89mGFT3E+xpmv08SNyV7jjhOrG94Jq1KrvIoOWG3"
    "lpV4sunEqZ2OM2i12mPJYxVnx8Ea4qMcyAr+WVjrD3WGSaycqdfIU4g2Y+GHMpRR6M5yEjRKjP3sNn01F1efg0/FVbMT72f6E1um"
    "Dpv9AKn0kyzmfbRmhSLNuesE0Wq2oo3IkyKiaI/BXcznBISbQ1Zi6yRxyvqJm8TcRzKdvCYl5vV3Ecfcm7lGtUcxOaTZ+txCeNoO"
    "JfMizghP97rKuJza+5pgNbV14DPbB1D/tMI3zPO4qUp05WvEPeUGVtu/gM56BvYhQt+jm+Rmvy7hO1wcnvJ3nyRzT8KfbIsDDfcu"
    "j7zydaxJfcuqWYzxv0OqXwatcidxXtzEwg96OE7RjXy6Cs6G2ZxdC1nmNZxy6u5avL6tZK4T9VWklhJ6ZuGFzGkMYWQ6n7yGZfqo"
    "/AXX2F9mEY810zMVoVd2PqNE65nPIE20yu7UHrIlIpJFuN4U+JKt5XFcaT+9HVfJnY8P4dHcJq6r0mXkU/T4m+tdqfbYFsMkQT1e"
    "wt7qFHGRriIyksPArCfqfTHtZnOYFrmuc4Ms5pOniXXmuj+r2HuYW/OVsL8+RkY2k+mf6fEtZ/+kdVnH/Ey560Cqo4/SHPdnrlfU"
    "T+obv5FFVdbDHMiD8pMWcA7csB7Xq01qriOfUFuZIA5L0035FPEuk+xy3Bs7vY5IzxF4XxuxYt/C00rC35scxD2OnMP9qtfLJINJ"
    "+xMkshbvbQvda2hRX5HRY5NsR86CtPe+uzNi6iGuBywCXyPKSssGyFyC/Y29qBOq1LiKi+hrdxSHV1/GDBf8TE4Dp1gxcCwgR3Fi"
    "azsylKcYM58nGVa6pOfainnW2Xz8bJmuhMfRC+f1U9znX6FZV3DO7mPots+wXrMp15k46iRfVY7wGRbh+y+X7YmFVcrdr2X+IaIt"
    "2ZsQ82ibmX4DdxqqcJps5/Zk/sBxNA0RF8fvBPteQc+jnPJVxrrxVvCVrpFJ0Mml+ld41YbF9hzOzpHSD3dgLBrGDzEFT1PiJ8dL"
    "xDD4R0kR81uq1T4arOH1NmHlktl5h1rqICczlZQhh8Zs67kz9LVZ9l3kQMkgvkYpK1GPmNGqGZQ9u4L1rfbxWDZpRiymqy9jn9uF"
    "7HwuRpSSZu/ouXKvWD/KIYz6q7QbkYArOUm3khNzG5lJGItzWauPMC7dFj78Y/IlXrfZ9i+gG3vKw9IFuzgZmuggyEwX6S8f6016"
    "h76HT/+q4xE9W9R/M3yq3WVM3mJ8brw+SGz9h+Cn/Qh5nwt9/aJ8IJ+p4Wuvwll9UN+hn+1qaG5GeprH1bzfS4hDO69lfsZZonQ2"
    "OrZ1PoJ+pJvxs/7i9zi/kWIvoOOVOVLOkjLYZrvOBlrndpDwNE+xsfbZGe8EiduHmcJyTXhWM8NPWu+5dxPqPPHdZQeinG0hac+n"
    "6WLzzrKNn1VfiFWahB2yKdBvIO02l9wKnvdCfRinajfZD7K4WmdiZScxb3QCrMO10GNdYcW64XwsxdWuxL8XqOFjTYd16Cwmo9bf"
    "8ZwYw0uBPoYrjYO0ToUF7y97kFPLcqP/wGq9Cvlc7bkqK3iiyyh95Yic79G3cYouhvVbC03xvZyPXRgpOwS1+NdW8r6eq4cEZ+nX"
    "eh3u7algz+BGPZwVVddTPpz2chNttM2nLEZkah1Mq/UgmYlPDMSzHYd72YZ15jNkXZOcTh68RffTj/DsqiZdHRGxvI2fGL/BOlqZ"
    "07GXy7OM0a7TuBv7FUd4BjK39w7h03I8i9iZ7GxNigwtcf59GZHpzYb+SjbJo7ELj+B3X885lmaGzX4b58rBPBtukj7D453mXM8O"
    "2M0R4rJhCUZxHcXm0Q0BzrJPZbpMZsCzK8VezsXeP4EzMwWa/GY8c+cm/QYuhnZ6Lnf2uIb6wXHCWhfROJ5VY87Y5k+wa4RW8319"
    "HfZjASTgOHldpks3nC3zMO/hDG7aYy0769Da84rkfiVNNOE4/Bg7LV9Qq/eRWt/Pk5kh6CPxLK62nd238V3W7/cZeRlHy85iuvMx"
    "f6dbSaZjoPHOnyZusEUrW0kd9ZHZraXssbTM/9b0HjcxA7IUOz0CEmvTnveJqwlZ70cRzvFqTm1l0KQs7zfHZ4+trv+gGEP2yZxU"
    "s8j1Uz3IowTshPPawC6ENTwnW4txFBeoYSzZXFONXiqjmJ+qIJ5tlJm8W6BHZuL7vyVzVUR/hh5cKcs5m2LMoKGe7XvqrKuujvUu"
    "46LOTNGlNdPhmfHmQ1q3zLyrYW1m+G7/PHI9FedmHa40ENpqqPQio92XWied8alp8J+W+66er/j/Eur7IngcY20yHNf6mDgAZ8Iy"
    "1+qH3JWd6dE2+PvL5DIO5gTd1uL8UZeZiFND13sOklXsG00xdx2BPb/Nd/yEtHMOu/Z85tqr/fTfaj+JYr8yrM7lnKiyk9VFYh5/"
    "8niPd7Qn5S6DsJ3yFtfu0rBSKpiPVY//WMhvO1FOkYymriWjkCGnbGDNM9TGLiX3jCX8yQMyGH74JtzR4fq3YLq+pgNkmr6AnWzA"
    "6V8Azb4I67iCUmfMbsv0AzIMbiWW61R4N85arOJV7Qk24j6XsqMzzj5MizanSXn4Lu75C705eF8jwStyjF4WHKTna1k4krMTaf87"
    "Tm/O8b6W6l0yRFxG6jHWaGqI4ZFk1sidpHr6psN9ztf8ZssrD8cTlcDaFLHW1RbnZBes5h4SZtG2axG3h8wsDM9KpOoF5Jt2+Sbr"
    "yfpdb4cly4c1fUO/ht/6OORnBOKVp8S6VCppZ36Br+G8myL9Uu5mFawVO3KitDzVxI6JkW0u4mtgKWI3Jfiv4VJDHs5V+jbRj0po"
    "8xN8jlCf0FuCjbwfq1d0kPnsKl5JZiL7tZef/4p7PpKQWetKeLZxelVjsEJdmaf9mZZHmTn912nWOYg2q9kNZUhqy/RFnJw3YM0O"
    "ksli/AVtcGYWQiKMc6QEzz5Rf5QN7EO2SulPRLUugpdVBtk5hXk7q+7tBC1wKGP1MvoibRCrDZYdpRPk6CGsdgwru5vUyPU6Cme6"
    "gFx9MU6NTIE2tY6dk+VmyYf3cg72cg1+ar2ac/V7xAN12j9wHqHL7AdN0MtsnuphPIF1dJ4PD+9eWSSG4vKul/+QHbqNzE4uSsqN"
    "eeWwCKPZvl31sZ1yViqGHW6RZas27uQ0e9dy8SKMglZ+GKvWPmgvewczZUb4sVaFaU5+GTJNEe7lGSJiRj2DuFnM5ezWLtVM7rIV"
    "62Apzd3l1pTxt9Vm/xoliykdSVa9ZtD27ya74BtyV1+W6l36Ee76ZvgAC+V2Zp6v0QfkmmBriXv8thg+n2YFIUK2jZTPR9m5c92z"
    "jmlnZ2oFy+b2Z8d8A2KjBJ7fPO759GSt/6yWE0cO73+oWA5lDaUspU+TVbuBlYpyWtjcvdS5eHDN83a4IlsycokROTMkcnnu6D03"
    "i3PIqcYwi6SZqXAMg3e4UCewQ3uOfgNP8ejgpqAHrjOHO7CtJDSj+03L3k123lqf665nz32IuKAMsU2Nn13ch2tZ43tx49k8lXFB"
    "R72V6cvqchzebr1H3Egxf2b13raIreKIPN005mpOkoZZtLAzxJjK4vxEUs8Sh+9vubrD5HvNyEOqyRyYrVcv6IA7OBtaQ+b0OrLs"
    "WUbgekRgW0F2jRu0mHH2Ftj/LjjXneR1rOH78BEOwDvuwBpdJ5/jiW+Xy+UXSENn/KulWEa7hVwWfAtfb4q8CpkZgajsa2iSu8Tm"
    "+2+AzJQhHth2szgx43O1E8d3diKfo47cSbXwzvrCp5qvaxg/pslrGoMOHMJMXx39p9V+wv9coqqkmNkqpjdUGD4R2BT85/qsfhM+"
    "qW8HfyCqPwvnw6akTpYNTSYAh3muHOX0TH22C96ww2O+BuHm8Z0Gscn1V8R4kDPnsNpjTiUZ++5A77OeGYvhcjKRoCq53hb3lSIu"
    "2VXslG4HGa3RdxHjW2Wgk/zYDDZQnD9P8Co9stURpdZZg1Mep/U3OV8pKW9Ho3ovbOhEWajTYac/ROR5nLyNeOxd4k/EiUdXz9qi"
    "ZaY+Ye/VZ7KQVcdq/Ry2oBqWrAaexnrNdLf/GWv4ntIaa1vBkzMLWvwCnQdd9Z6+g8/tinXqBtsVxV6dKx3kQE6iG69eP8l4maY/"
    "HP6j5XIekcNlJaSpgNqkvywhK4bhm8ynL5PpD48z11hCK/07nu8xnEtjRO4rD+njYnMSE5iVtCzr8ixXcQpa2PSTIZ+tVtfL8Qa5"
    "y0J6mbM9j3boMeOGSoaR3GSkvxi6WQfs51nyE86TRb3biiEjPKo9xU5GJ9kzOFO+hazfDl02Vi/J6ulMBsx+7cD+lZbwtqbAX4iG"
    "F+YtCQbpw2Eb3PPG4Jgwwz/nUC9cHDOME3GZrItlXTePtl6BT/0l5HQCIk7r6D0A1nSptgz64K5s3rON2DziqfBgphMX4Yjgc++1"
    "uvyEwwofRXyjKpx/62U7XJI+r7Gl1LJjuR3jykDW/x/WvgLcqmr7fu5LlyKlKKEIioqIAqKg2D5FDBQ7n4nd3f18dgcWJtiiYCEg"
    "ioSUdNe9cLvPPX32/I851jrn4nve+32/9/3xk7gn9t5rzTV7jkHtYXjns6A9XhPrKBmHSOMr+RB/3itPaEV4nSHGhnvlbQqv91P1"
    "ksP1sDX5wHf1uf5gm3Up19cpB+U8KQ117Tnkluw5dTbAvV5A3roQu2h88qYb22J9Lav6K/SjZT/3lJvIbnGW7IonNDldBf+5NTRP"
    "M9jV74mj21N+weqt0hvln9JPLyf2mnka++d9pfnyU3gSPLUaf/6cJ/wv6mmbjb+LZyXj/dVyxhaGFZVk5BenbnX+ssUvnzIHVEFs"
    "hopcz4YyzxsS56ehV1zfuuOH7i3ZbL6SkfM49mEnGL+Okk3k7Son6kczeFq9iBxUjSe3DOLPzOWMYe/bp/KKHqXm7W+E7h4nhbKa"
    "kyyO4cnyKrtLfyL8VfKU9MEu/tPHi7/yHqt4VgsRxa0kJrfNGj0jljV4FGtaS2RpzTHnumxwlnulilnMDLO6afiDrr69BX5sG5y4"
    "FYzZCuQs6JrNer9WEEO+iFrsO5yFw/D0q7G6xi3RzSMzxP1K12JHU/z+QZ4tTsn/ks1UmsTZxGx/WtQUzo+9azmttE1FJHF6ZtLC"
    "/IS/XSU242BTIsalN4wdrk34HDGPg13g5xoTHtVxN3qKafK6FxEjcAav4JBY5tJ7qsaV/gFL8BksVCtY4ny881as/0bai6uDrvq2"
    "dRfg97zgxGAo1rmXtGNEZWyQvcjUYX2QzTwuVJRTGPuQq7uMXtGl0oV9D5t0XrinTMK+fynPwEq/jJ0dLRfruXIH9P0avQgr2BX/"
    "O+xm60+qYpdNNVm4L5BsN39Sa323rfU6dpdV9FsyzCVXMC9utYwN8L6uFRdjh+ymsV/7yu36BizMFTouPFS6B88FbyF2myDb66vc"
    "UYfXMdRPRJZCK1nsbJr+Qk6/NZfO8pW6jlfLNliu/VNopqXQx08gVrG5gN+IUZLIzcFnyObnKniB/I64q4B8qhshu1Xwis8lPkIx"
    "7OWduMYhcpTOhhY7F3FKnuSHy6ElPoX8W/5nDr7HIp9vtE6GibG6bmLl1eT3NNzFGmgBxz/+B1ath6R8ZcZZga657JrTWXleJ7aU"
    "LCrhRMSGtTyxMxFJrdQdgmo82UrInDFX7C+WOX8Jft4yPG0xp3o6sZJUSL1QRwzHIbQwUfxpUyiz9B182wpDg4DX9iQs7B/q+Nfb"
    "i27T35b1yD4V6w851DoXwvNlkX4uT8sI7am35VVh7w5lBj9Bn0OZt4r73JuzVKXe3rXyE9cXQQrbS4Y63U5jC/o0i2nN8v4G9dru"
    "5MJgu6BrsFBT4Xxc+cKwl16B+3gyPD0wa17JuniaXkuMJ8pqe7Xq0HwyejHu0dV1i3FKt2CdxsH/sR6eyfIULPZ12Mex+gjORMOW"
    "1noXDSPGUBbK6SXHyOR0NM7RZsY1htZV7Rk/usrl0stnWtT7GiEnhGOcIO8L+VoJL8XmmXfGuX4esnGFjpedWIONerTPWvqhhpSw"
    "VI+VCznzs4kx5kBOo2/Ef1WcJizEXVkMt5CcXFNw/gwRbIFWhQXhifqQfAM/4Eec4YXw2d/QH4Pjg1nweX7TDyGf67AqRczYbwdv"
    "bQ1j1EHSlN1X2Rq045r7Gfr9BpyV3vISztUsfRIe2B7481vGUvW/kl6rR7l+zWUzkXnMU96H8XomNylpmKrZDE8TP9fzd7+2F9dV"
    "Z/rlGJ9BX+ur5k18lug/e9Czf/8ZmmMeLN94POUirNjX2LHlOFWWO+okjoOohrxAVXzSJPesnc83hJ47p604tLhmWJcJOEXfk+tq"
    "CfP2i3Gi9pGG8QZj7LzP4o6FXsZKEM91hWSeDT91CeSgNyTiHejHSbBaOzUSIVvXxGx9nlPWFq8N5/S2fatlTsxrLSKujWGy5et7"
    "2KneeLZDfQazFfsWU6xVu7n7VXqnWMaqmeeBq6MXloSv2k6NoeIUuS0YLp0gLYfr3pCe0sB5NE19JibOzKZ1CMTgTSdyTAIZ7/c4"
    "RpVbtQ3ksJW+hjN3D/7+b90/GKyv6OtNGq6wdwtWhHfIQN0J3vvp2kXLw1uDdnpTOLWp+s6LMIdp6nRMF7lAz4Y/NgOr8BEnAAwT"
    "7Qu9Wu7Ly+IIqfdhE+wNLON8dTaC6u1zRtW+q30JWf8Mt+sM+POV5N813Ok/8M2zTAbFcrWGwPwbzmkbMQzTN3VAsBLP9xrrsy/q"
    "fvQMbpGLgk6cB87mGrL5nkrv8/aWbN9tPOcxaqN9DnMhdavZyRzQc1wuUfa5tRE7I5Y1rIOmtcmNJdAgv2KfalhPDulvfiRJ9rnU"
    "MgKz07OdlHJtjK/D+mcriViajS0jfubO5YPiXMGoRy93/NfLaWM26avSMJepwy/KaJ5kpyzFS2aKr2717CR9pK+P7up8FaCGfQU1"
    "5I6qg65qFqz3mZMhzOAkfWat0HvcpdqMWSdhDU2I9S8eibk5a23Z3HoN9KmL5KPUBi/KalZ21kILVDKX+rJeDf+kWs6Td3A3Bwcd"
    "sf8vW21aHFZkr22QArL8mpchjv9AZsKv0vCT8BixOZy+wZeQDJvrOJ5RfdqjQ5Vzhj/ayCthzkOIa2uv21yG62NI6He41nayN/a9"
    "vcTCb4hLug73X+ZlJkqkiAP8msfJSFGuz7LjcTVWw+YhiliFWJuLwV2v6umSxXiyHcqT0NeFQnq5rbhuZxJLK80JLjvrR9NzNk54"
    "Q+0Zjyi0Gqu2Xh9DzF8Dq/QLO0WfhUbuL0/rc4jQN0Pr/aL7w6vrS6albLdF0tco0rRKhh9yuGz0fQS2x6ewMz3VSPdmPvFQk5zX"
    "qsb7BrOn37Atd/hbhumo7kScj4yPqEOfE+3B87cGvnE+8wcm8ccTAXMjvu0oaScO+a7EzxNFiAfzIrxU5wNX5uJ+82Z70fM8kHeQ"
    "3Ka/Wol+avWmdC7Gdf1+aXpoFdi5XjzlGdqVSta2bqBOL9APIDmF/LnNSxs6Vg+x7vfePNc2zbCYPJAbGKXeD585EN1mDbLzc5ZL"
    "vE3iuXxh3HPeZrB3m/TwvBFyId6/VsdBx3xp5wUWaxm0c8N52H6+Zyaj9agLm/i3A3LZrdAjU4bM4+3veX4TXh6NedZ16TeW9z9F"
    "JkkB2Qqsa8i6qkrZDTL/f5p8rFBDxjE2p+2wC2cg0hsh1o0RSE+py0X8q7huB1MDG1NeXQ49KuOjy1X8sz189Ercq3FHXYB9OViO"
    "RlRnvkPDrB7Wz1KiH2I3dsbnFpF5pbuMxjuaU95i7N1qLpYDj+IKeawpNKe8WAwR8yenKSRgv//ItjrpasU9afiu58qf9GqT1BTl"
    "Op2VghLsz+6yVm7C60PNxoSDm+wvV+uRuil8sZGse4q4v1mOtMvFMUoruZN+kU2cDBokxrlr1Yb1OgnWbAvRNQZixQYhzhoipmPK"
    "EXuf/F9MOPVeX+gnWv77Vy0jb7vidX4ey81PzWU8Lp4hxPIETT2nWwIRVwY2vKucI2epcWmeoxfrMKzPJ7pGpmItWiEKG6z3aZtg"
    "X+zxudBqnaQPfM7m8I6XI2r7AnH6GFmhXYOXdXvEUrdJ0ucU09zRDPHcrVfZ0PgLdU9mjMfDxtXo7djnjbjW01Lp0fkr2CGbJG7+"
    "Ck14ltVanPKkZ2e07g47Vw31mDU2j17H7MOAXO3Z4QmYFipFlPK79gwivmq+nphH5vdtJKfRCzKaeIsbyMM4F9KyQK3b733s5CQt"
    "k0f0K0QxbeRaDYIWkOqlzCtX4bkXI8qugrTuzLzxau2JKKWEZ7+3vIvn/w3/Ohf3YMgi3XL7XO1ziGEjmlw9VqyI46+I+6q6MXQV"
    "qyGWO1tS66cnLxTDGhfpIffhmTpjz06VGZDJlXgCqxIehDvcXZTSlWT+qohrUQs/+Rt9jFF2jGtoFvFkdmW7vquNPvM7ErHZGh+X"
    "xj3qXQQxYEh0Bqui5WvnENG+7Jy3Sc/Rc4Pa0Oomu+qO+jifOuMxIes54K6FrGUQwQ4hz7J1Gu1HlKZq6qvGmHQqOK/g/JUhPK1J"
    "723sQdQuQwqaic9OxVMNh9Z5XrKTOkn6Xa6OmyTbU53eS2uTyHGzxzmxt4G5LWfP2njMyLTvB8wy3Naj5tTy952k4VcsQt4NOriO"
    "059xcinZFIF1Oi3Dd7ahFYr5filDdmkjh+G6HeHVtZYS1oqGQD535txhkj1Ace6X+XxzyUJRB3+isRplwytqk33Z6EeIYu44TY1f"
    "qdbHlgmvZSvIDGodPIfIKsYit4mz6st5MuKebV7kRsl4noci5h4uIHtaFaRyOCLyEvy5BRK4UW2iZgKfKKHfyzdSTix048fo9hdO"
    "56bb9Gsac/D1chD2+lNDV5JrENHk6XdYgU/YsxWSG8vedzKnC8LcFKtIKX93PztAov59Z/nTadqkA+yxq6aYZ98Qf1Zjk2iuqmp5"
    "q9W+3+0oXPcIWK6Ej0IzuSjU4WTW9wpsy1tn2v4+nZZjUqzQN+QtntDJ2kYa7hd7G+evY3CVjtCjtZd+LffqTcFY3VvGBQl9GGs3"
    "mztZrYaY8qFeKlfAQlXpKGZAq5hTGI/1HwPN9Z0eJ8daNKCXBZWQtHk6Tmza6xCc37fI3GJYwMaMW6A3Yt+Ok85yuRzMVb9VEpx6"
    "TbPDM0XfNkYe3FdorSrx+afw53JN4RqGwrQJ3pmbn4pyZnaJ/MA+lGckn95pHNq8FLL0B/6O1+VB7IMhPG0vo7BPBbjnz6B/l+kc"
    "eQfXPl9S5Oc0/tNJ2K13tSOeaSH9jwxPziZ9EP7MVOxVIIvw3p6yimud5t11hYzZKVsBCZ5EX2hv7OC3cqBshR+6uzysxoHb8MmK"
    "QXO6rr6t1AR1uWmT7WQAZaS7/KiPSr4Yt8BP8qh+7FGAW8m2iMiuSrnj3/YnGobusf8lO/a7dfneIY6DJepxCTaxfpNktmQGbNgK"
    "f16/pedVwF4268KopK68VVweyf5eyM60lqwzt8dPhtBfSzE/mGHe1s2kbKbNXkw9+G+sfTvs8BnBJPgd87QVfIkBUiU3YhdO/Bum"
    "5Ls9U/JSNayYAryyTidLhPg8dZ7/07LPVTylZYzu+vkVTmuWBTjEWVPmkEP2hW+7Mq67rWMOL8kQVVszSirizvT0s57m4e1BfZW9"
    "t6OlyvvOpXqXLOa7K3jVKj8P6rimsrY5Re0S+vpChqxFboIlwz6GCN+/nnwvI2Fdl0MSh8A/7QQrWIoTP0YvUQl64ZQFkOVx8B0v"
    "haTOhjW3zG5r5jgy7JBL6wlSwTrdRfoOoreHEJcuRbw/Tk/F6vXAU9yOtSog40o55xSsVnwKJ0HizGZX0TbaVLDjUYshOt7os0nN"
    "/4vD0em/PdmbF2HHWZZnJr0Nutt/yqlbK9dNl8nFyv15DtNkenU9+m66LOI7NA/CKXqAmq2EHX9nykys8VuIaLNV2MHisiEJYq8t"
    "hEexGPphNp73QdoYnHpoiJ7Sh5NTDo3ATZWbXXuQTGhxZt7t34cQITMCL79GV7G3pITViSQz/2adj5HjZKXHQQ+3qTgoOXOVEwmL"
    "Oaef5imaL9PYSz0JTzgYn0x6H3q9Hio2NXKQ/IzobIUaO1sT9kH1h80dJG46aaPn+1DN2j+7XjtxSF034rlOhe28Ge+cEuyG03Ov"
    "rA6bQEKuF5upcHdXzgxIhbd/xkY7lHtocn0sEQ3S/hmzMVY9rqDbuQx94jQ1QJqZLPMNzqBuGpRDrQ69tirlbO4Qz/ua4GdOlCQr"
    "XQU4y739pJazaDH6QlEipP8L8muadgb+/xE+3FN5xVybtHbe5s7S2+RQzXPbn31Wv0E23KSA03DGS72RmqoY61UCn8M4viZDg9mU"
    "bgG8Y9fB/ALzCtaFMVL+F5z6xhDsUx5nMepxh7fQut4uLk+WYZSTznXfutpCHbHIlKwHJitnUvqjjcSnfXGSZ0LKrd/kI3nDZA5X"
    "2g5y53Ae7Q6flYzv4jOs97m4cjX8tid1InRlV5mgnxm6obyAOGIXuUgsZzlBjoRd3Au6MoFo6Ab5rJE7GI94Yx/pAyn6WPOC26Bh"
    "ViG++UG//v+M0GTdtVs599NMtpLRI8k+5YPwqbdxz8fLCH8GlbKq7MmqyE3rZ/wKxDg72VjE39BUWTH3bytxh8fA75iPJx2vS/RI"
    "Ys3dBTk7VGqJArCRU1oFusR3xTmc+VfIFZTg/Ey+j3DNbp4ph4ubTRqAu7qG6Hhb2X9l92uIGZXstUvpFHYAZicJXDRiuutc3NUG"
    "+DA2tfKb1djlN+zfeFiT8xvBFq5jt14Vs49pTraW63NcAfhetAQZXxc2jTkVMW/Lv/ggO+X+VsKceIYeQSu5mH5uBGu6mvnBE+Bh"
    "VsKGbULMfTtW8Rhowqegj9t5hL2kn5ZMMj6zc21PvhnnMu713+7issj2qxxykOGZak2c7JacSUmyv6KhqK3hVyJY61vkM9leIuGz"
    "coZskKW6p34bjiPzZY33yOwTQ/nJQq5lncd+tsh1rd7s8/7G6DweJ3ca+YC3Yi0/FUO8HYLdOBTW/WQp8+wYKb3H+wa2Ey/gzlbi"
    "0/vLIbJZrDt/lb6k49SmDeLkPJoPPVYaPMG9sO6RJD51IVbiMdlOxut7Oja4Ft7AYo2HPYKpzHl2g5brLO3lOuiCY2BbnmaXu0gR"
    "rX2G/K6qb0JSa2QX6Q1N+5I+oEM1Ey5r8gDOzetyu+d2y2q2lqLb5PQvgX/XXU6TX/RB3QO7+i7O3+fygT6J/1cjDviNmCm/6HvM"
    "w1wqw+W9RqNQVx1omaufhzn2w4aqSQ2/0jAiWIwYNzsRC2sLduYTZupW6U5Bmmx+rj6YZu6jllmZG2SAfMT8SJrYpIV6D9HUB5ND"
    "N+Lxv1YTrcMxbY/H6i+DjBaSSdvm4CsRySeJEVtAOUphhdozc5GkNMS5pqb79yXO2U0yShJkii/GPY7nqm/kFGkCOrYS97GJp+g9"
    "vGcWPr0n52pul39g1bsRJ2ptI/51d0QwFrGZjjxOLAvRQdardWjcAx90o8ejqsYz7I8TsIhaYldZ67PgbopyP1Hff/oO7PVnOjxY"
    "AS/1VkRix8kpeh08qTvwBNab9BCrvuY3FLETLI33G4tTC0mzP6oG2q8rZKEHvnmpDoNWbUprvwureSExuzbiOtN0OFbQuso3wE71"
    "w89W665BGafaojgHy3k/rtcxwp406/Z7BO/rJFNphw1JNh+WyU5vt1y2ptZH1gn2TVme63ecx2n6BU5VsS7EFb+SZ/VCfPJl7NhG"
    "/UB/gH9ytEzXL+F/fQXd8TB7SYq1lTh2FZdBS+i1WOWHoG83YLWmBsfLAfJcOAyn+ni5FvLQQopz/kwWz3lPambz7S7xe2X1ziUe"
    "ZXkXafgVx0wV+lmiFrCEaS/vTYOj8+7G00yDVI3X6cwHtsBafoH3dpfYNox26dzU1O9Y826ygn7v3XiKuZwcrGGcfx1xeKwv6g7f"
    "PVCAOzFO+zI/C255tfXEzLeT2AP3uwPnb+rYp2x9COZ5HYVIfx702kUyWow/9xfYti8gFzYBnIRX3FeySAIZPxs3X69hvqbhU3+Y"
    "dBKHyVXNyCYJCSyiHqrnXzNUvozXYlaXOVF/k9dYk+orI7QWJ+kP2O8z8SwDZDLtikOfjWAFMn5uNZNjcnM2pYP3OxLey1IfiyZp"
    "tUOe8Ia+7WZGCDMhse9DW1pd3jCap+jjXKW+cqo4iVby8n5Oaf3TV+DcGqQQublZRasSbsApMvvaTAwf5x763cOC1fj7YeJqoiEn"
    "HquZMY1Ss1iscZAYwnafYCFrJ+sg44YivYAzUVFoyLXQBAODNtAXm3H+DP06LpWUt+8575ckl1oxtaGToyLGIBnONx6E93YRN/lp"
    "q3YMOSND4h4m2A8V4zSHdeA6DPkC9gl9p2foTNbC7tX18r4eA0m7VA6Tq8QhnPcUx15Vw3/1Zvy+Q84rSfvYzOUwRDaJQ6iyfY+y"
    "NpvCmn4JHXo6zvKjuPI0ORZa43XEH3NhAY9GfNNwPJeif1ih2Rg2gpjINHR/eD0lWKdy5hHsZFrH8XxyQDXMXXigvCT3E//hT2jI"
    "L6FTNuDeLCJf75Ea0szcpNjX+bK4SY6GZuW3kM/Dfg3JxeDpXN/yOuiv0dA1s5lHMz28BbrAKuldg/X6HaOoOPX+WqIklGgWRbyO"
    "M2e3isPMqdAirN4v+PNLtYrDFiKZLYAOX80J7t04EWcZuN/Jkj1GLbuxFzO0cT9v2F8cf7nSs0r5jm7DYspKiO1UhXSG3vpMB8LP"
    "eFGfwJ3/W3YJLoGmukE2EwVxhV4P6fkOXupirN+vwen4faxegijkfDzrU/j5t7o5b77eCE2YT1S4pD+nruPNYWlP8xMU8/EExv9h"
    "2Da3QIfH5T7YKNc1XMUp4kKf57G1m4Nds1yaedCr9D5YmAfIf9TwhHKKuZik17qHM1qO+o6SgeyOcxNWleQItLs8SRpGjv0OMUKU"
    "6IUZ9jTZeu4Fia5hj2tHOUkuE5v6fZZ1SGOO30hMyiyzvZ3LWb7zyXVk5/1tLdL1s6301Snrrglg70VSfhLc8knf4/w53rK78cQ2"
    "TdgV+tSy++fjujP0EzHtU4ydq4EPValVPmdWxKrDPpTPb3UjvvkFxBdv6yjY5GdxUqtxItdghRdzttrkdi2e+7HAen8266s4tXcx"
    "V+i8/c2Ik9Ksm1if42HsBM5ijTvMddOfb4RPy7V5Z+hJkPrueoIeoDvLfcFz8GcdXuUaxtD2NJ2wUpexZ8ExSseYQ3UdXWeRrTGR"
    "4+HM+N4D+9dAYkbV8FRuRjzWH/8ug6dmE6Pf6JWQM2NhsD07WCx+/BnrsQ92awKftg5eUBLnaSV0wWbOOz4DT/pNfRyrY97pn5Cc"
    "ctiKCDu87pS3dDk5EZwfUsT+mFnUQ5Z5vFpqvcWIeUZKm0BdqntLxGN3bGRnVUzfJPa9elzFfST0T+fweDN6I1HdQ69LQ+qFUmbU"
    "M5BTm+APiVroumXz6fethj5oIoa04+YZ0ljP66A9tsJH+wI+7lyc7r3kB5zZsViFaN6Veq+feFO/Y7qNp/S/vJKV4pm5v43wqDdx"
    "/2RHiEPacx2V9Vzn6ruMNYfQp7SrcZ6dmJ/CtTg+xTVxEeYR4liE4763JwpJtVN6hNSqy+Kl2K2VJhbwz9jLCVLD+KQY8p6P95VD"
    "PqxLp4c4prrVZNdOMO6oZG/ohOA74i9YVb07PIyV8NrL9GJZyZrrAtnKfizDY5lCTjibSh0uld5WVHrklCjl1fVLZYiWG1LSo57N"
    "O8F5H9cXnaAnZV3bo2QO4p6L9Uk9IchQEz8oX+tkvUtfgH79hO8JmVNwsnMmdW7rHN7otszuposWQtuavZlEJsZP9TQxTutFekVg"
    "3emFrL0vhUeyVUsR6UyFFWsvHf+j71o5s5jF2rc/Hd+n8SK4DswEfIYnJUEfZw6REBawyzzO5zf2sraSlZkwVz1YFVo0sQTn+ZLg"
    "YxkMb64A3zgw+DB0eaRmjFPr2bPMzt6uK8U6S0bLq/Ip9nAE9MdusiA0doGGcFu7+n7F+tVRbxksd5PRUP+7BtRevpdVOg+a0Tqc"
    "bpNzxDLg1XoZdMZA+JIl8L+WwLNJc0Z6IWt1DfdghDwLnXyHo5tudHfU8F2X4wqTxGKeEnY7zqVPY8wrZfqkxDg9U4b1ew/7F4FM"
    "D0e0tk63MGc3Vw1XzHq558Hm1+g3Piqu5lMXwkZE2D+pnPxewqmEJD5dgHcMIm/4BfCd7ITtw7Wr9j0KZl97ic3+FTP6tb66P3Cl"
    "sdIUn2ors/0pH0AO44CeY8iO/5iOwikqIj/vgzhZhfDZZuI+fgpK9ATyASZ4Zp/E3S6ifbGpk+ODT/QsnMGf9Bz9Bh7KSljC54KM"
    "9MW+/ECcCGMTuRcncw58hHK9KribfVShRyeqRy29TFwFvhX3PitVKWYnU0TcfBY7vAC21JjyyvCeY+R42fV/4lJwuPb51E9lWK+9"
    "uctFkJvuwc7yEJ7laj0U53K17Kgf4aplYkxk+2BND4PlN/9iLa3xzpCw5bSNLoIs8jFbyCzmKOkr68LTpSi4EZH0Y9ABveR6vTwo"
    "0vvxri8Zf1h25STszOFkpg2xNrdKjZ+Odd107tfv+L7u2NfRsow/i/ssaq2fcy1hHsZyd+alriLGpfgZBeflpbUPT8XO7CY+iLPs"
    "xhecZiQSsmYfZ8e6qyCeypjkGkRi5gfPh9WdqsaYopymdNFFyvfIr2jkOjXk316f61Q1+zJCMn4G+u+nLhrO3Vqttqn0EIcXOxf3"
    "YlH0AqKLNcQ9YLG6UrPfBu96Jj3rwezLSunOOI9vIO4t1EODdtDkizUiTzKWCnMZwGwFr7NkEcIynG93PURDva40Rq5HdWXwEOLq"
    "GbjO/eEqnK6h+K4xuPpMnOMkpdbiDtcTcrf82QhLsPUTZnxU2UkyOZbdOM7cKfIOZMiqO1v1E30B8fHu8obeB11zKc7sB/jJGsTV"
    "/8YdvYpI8j05jfmrjay9Ox5SQ5J2tdmG0RTKdRDW5EI9XC8OP5ZzoXfekd9gge6Sj2EHxsheemrwEZ70JMSn74bX6NOyCH7YGXK5"
    "boa+mKnH4Rq9oZd3QYTSjJmSQczpH8949GByHBrav+UqThLz3S+QB4gSm49zMJ1ZypSeLG56JOKtk2NDegTnsIgZvoWMvzbQxz8E"
    "p2ODTtA7caaPk4tgpT9Wi+w6yaOw1TdLks+1ntghcc7wt2DdR31deUcJ/Ql2+WrbsVfx/c/pFXIIPNcL5WH4ailo7KX6S/guTuVL"
    "OEO76dhgIyK0Z3Dib5OukPg+rHlew17tBL/fmPN6irF5DpZORCYy3DmTxKbyPJ64u86RI+Dv1OquwU5yrnQMntXz4ZvPDxvWYnHY"
    "F4fJFvc1RetLW49v3sq6aS35vWLQK1WeIdw6e05kD8OuskKz0+BbeTdPakwm6hWwjBPhWy3CPf0ImT5ITgoKmLlxGERJ32Me95Y0"
    "4rs0FyJ6yfIsz9GCRupMUzy2hps2MXvaU65mBsDhLaQ8b1lGLYq0btIa8jLmq3Wn20S0cWPvh5Nao2/JrZwCtD7rnxhV7Q9J+xJ7"
    "sl63wDoYs9lkmc/YPpAZeKYHoHevFUPxijC6sDz1RFx9JeL5NrLcc3rWT+2a/bU/r5Z6lu2Uz7ukYeMsN2G9vMFfcnPdxWmMLDNp"
    "xk9ROk7sYbII0bJh3Foet53ciDvbHzZoLLFnGprYqWCnZZSrE8V5r6Z8DoJM9Jc/2CWS9H34pk2PJPOrcMdayhDiFKa9PnEItJfJ"
    "E/qtHKu3kGNuYtBWZmFvJmBNIh6px1UFa4ikaCfksOAxuUH7wtM1fL4TggpDiQ76SwcdAD9rM/ywOeweu14GBCY7j+uHXLPezD0n"
    "Oe1ay9yz3euxiNSHw4MbKXdAVyEqhCd8j76Md50m33GC2M2qbiUCcH/2DUzT8YGh0K7Q1+BrJBBJlhB9ojlO526wxV0hbTHmUjdB"
    "93SgJ93wrKJp075Su02nh5NA45B4w+NvVpJR2rh9VxPxqZzYTBmy4qTI+GW7ZcwG/Rj/tySbxxxmjJKcZ31IxrCP623oq5VkGh+N"
    "E/0o9nQFs5DHSF0uE53UbF9P1gN1Pv22ccNwOUzKyaJ+BixdTL/28/yrmEs4Vhx7TTV73RwyZwL3fZGMl9/wLGXaJZgIS/4D7mwq"
    "9ttO8QPEO0myY7mMMUsFuS4swnO9NhWa9rMdhgLZMB5XMe7kO91THhNDT1oG+/yNTMKJK8fTV+nZeP1jvTL4XBcFx+rD0NYfayJM"
    "Yf1Ww8MsgPacAr9qMfzFG2A35iHOeQ7R0L149XQ5UgohUXZ/f0JGzyC2fVNqxgg5mA1beD4zFx1ld4nluOlTHjEz1AOllh6Emyl2"
    "Ew4Jdn02rKvugR1rIvcwfo1CMu3MTsU9zkZkWO1RSKr0fMYDUU5U2TqOkGx3VIoxcox3aTXUf9Nrt5/vJ8eKRbIBvscqGieGA6GB"
    "T8lbHubDho8KHpTOwYnhQ/Iinv97fRP+SrFeheiyN9bpFv0XbOzTODsHyQLIVB5s/hboKUNimAoJcHweSX2KutNVe0vUzdYYh0KI"
    "E+WyNklf8U818orDPdudsXF7n392Pdqv61v6sHwKX+Ro6YPdHiM3yd0SDW/RbTtY0/pv/vk0fdUFWM9i7SKGATAXd2WdvafiKT6B"
    "HpuhrutmtqzDLu6Bc7EGWtllcpwOddYm9F1UraGT74c2XYjX/tQ18K436OX411RIyV7yihiDxybaowhnq0uJoGZdoItx1UtlHezt"
    "n2rTpsbFPYm800XsA7XnG82aSprYswchmm2Bb07r3jhFs7C6d+Nai5nv3Yp1K9XBtMf9xFBq1kGXVeB8rdC1ZBTZoodCAx+OqL0f"
    "vv8XcgZFPN/hruLq0t05ARKj9k6yOttDStil9QLxudLMM7kqQy+PJNFHHKZib0n5O436furNRI113V3/4KtDOWGXJIqwRavTtAje"
    "VinxWYqYxfqY0WuEsebVtF3ZOaion99t6JUNWO18/UpmMD+8BX6CITfM1Il2h+IiA5vKthlY0+G/QWcVhKsQqbcMVsl0HRruEhwg"
    "X8hKaNgRRHtwXFmWa1rN3T9O/mQVbTfogiMQw5q9203M5ljtyLJHJ8ujiNg+gD98v4zEO1vD74zDm6ljRS1bFchotnolnocyxYxR"
    "MWOCKvrzV8F3eI3Z/zpdJ3YHp4mrBawiN47mcMFcziJCtLW1zEkuVseW0pyxURzyN4DMvbY7S9Xl2yZhp9tBtiyf/IMeIDXqZtdO"
    "4Cyby9XWsMvHLPzOsB4RnuKMztPtJO0zUYZ1lmRduilr1BWUHpfdt0joPOyIy3EvauQ6lqmvz6nEcpNf2Z6yrUS6sOf4Ep+fwK6e"
    "BNYjyd7KU8iuW4x3dSa3SML76CG1boTSZJNWF3m2nW1Rh7PIL2lOtsXYKxqS0WOymJVaBYl8U36Vq4L1+g/9THtAsuZi36+Tm+F1"
    "v43v7Q0vbl+cySV4hv3kbX1drsB33AXtUkgEi92gVaxj+jh45kfBEzgYmvNXSOFyvTQwZM3VOEdTsDIhfDH1NQnrlqzx/JPWg7Ie"
    "/82DXFVCwx0nltWepx/KUD9bUUmkmEP9FH3aS0QGV0gzK9NTkjmfK02M4EpYoSTnpczbi7Je+wyuvjejcWeb3E5k8VbKoU+a5bA9"
    "TU/YPu+LZ5kLrXC8OObQ6YgrrIJWoZMhiT+yhpiPq1wjR0Ff7SSnsG/AanIt5FDZmwwt7imt18ew7y6SETJIrH/LMtIf42eGTvyO"
    "OJycCjyL+gzvXh61teGKWjZ/V18j1lx+eS/YiCp6mG1gv9azoznBrNVgL3nV9Dva8xtMgu7DkxgCRHvWA37QH3B9Y0ewLuGx8ibW"
    "9ARo1XxYkXcRD8zCes3SIdJKNshe8CKWQ9f8hutE9RvYBfPUasjVs5V7UQ4/Oa5nyiZOYMk2vab1v+KINV02IuZjngTrRrYqn8NO"
    "nSiXQrdfIe8hAroH9/aC/sxecpMkQ/TMzuemmcdOUYvbzI8xTg3jPKTLpEfhN8+iLXA9ty4rkvGdeBbV3wP79B5k4zTEoG3kAB0g"
    "bYKGfZc86cjehTRWLs7YIcU6x/GQQEMbvAGRul15JbN6K/U5rJ+xnDqfM8Estp3PhawCNYyG9T0nZpPsgrdK4adkftgAjyFOm+XQ"
    "1/ejX5rgs+0t++soQ24JR2vzYLCcAe30vDRB9HBhXsMsMlFma5uL63/tzxq+zeh1Eve9++ZqPK7a6/yXVn6ebEEO5zvEfv6Cu75J"
    "0n6VEz63Ekg2HxyhrxslTvyH4qY2NtHDu5Y9b7Ws1of+BFdz91LsvKrQXbCqzTgdZPN5DeMrV1i9B3t5MLXXMNji5fCovsPe1nLa"
    "32p4FZDsHtKU/co/6kfaFrbpcjmXDADm9bpc3SZ4Gk1lZ+jGfwQ/IZI8Gn5mPs7Tj/IBMwJ/nRzOMC9myJL7syId4yo1Y7zqZt1s"
    "1uF8HQwdMRix8VsyUVaGhzWZHB6BT4wJ7g0vw738gpjwdcj7XoiUKsK7g8/kSbI2byeXicUDH2KHpukbeNfBrFl0DjbjPu9g//wH"
    "0E9z1JDIOmDXnw8S4Tz5FTpgQhjT5yCLP+r2QRE+n9Y3fA7+fVrWNLM2a/QMry1dBSdCfKsC76n9/dnezOy54T3NYz+yYapfDG0+"
    "ADaiJU6O7fMLsDnGnrAX7M8Y/SIoJZpzOoeOgfhX1vs598ns6kmQU9J81iW4k6X6GbPo+Z4dr4J+3BP4hg2cWHNdle8QsSBFdMSj"
    "IC0LGok+ouyByOPre4pxTdrdGBqK6xS1+UbzUS9g1WIWnixPGn4lyUnTuey3Ox17bZiL64k3bP5GH3qJbRifmwR0JeLD3szJW7Xh"
    "YOKKptm3blywFT6+qUdetsnqJM9BNrsf1ZclQ396q5pv/46PHNI+uqiELxfqzbA6Gc9jaVqnnz/Pyp3N+JxuT6nHxXQzpDvBeu+B"
    "GHkZdJb5W/fB0x4oPyMmieIcfUxUw3GIo6bg6vP0EXiu63IMLmZhh/u1LuF8myEgxJlnqYH/Ws34uZRcgC5WnIJPmRU5h6dpR2nH"
    "iLOP1LH/wFhE6/Rx2Z55+ALdEjYVq+G8qivlc8j/AGJFHiSveZ8sA6/ETQPEPO/AerKK7Qrv5QDDMoHd+oOIai3wRPdApg6VxToW"
    "93wJ4sdbxFgFjoI8Npy7bRidteFXUpxszVqdtO/qqiZua2ePP254vAF7GGOsADR2B//3e6ukTprD/sqL5ErE24YFcSBOaYbRaZQT"
    "W8a/3R6vZfQWma8P6Wy5ndyRw/DttwZPyhPYywNpadbTQ1PGvkfy+svgH13WSHbyGkQxW1lnewR3VgIpMia793WuxP2kT9rnaPaQ"
    "LELZEkYPxv1jvQe3MnMzWw1Z7Ryp9VO2USLPm6VowzjySESvNrlXJIfjiazX9Uh4at/KhYhD+3mmccvKRtkN1AfexZtyGmzWhfIp"
    "pOQ+3OdhekXwvbwES3aPR//XHAJqvaVJUlfsSN/qAnE8BH9Sb1rN9CzpE1wAa3EsYq7R+MblGgSX6n16DLT1ZqzBWmi5GLT0Vuq4"
    "qbAz1sd/jpyP6LecEjpSLLfaCvHB5nA8z+9n8AvawG//CZ8YidU8JxyLqO5DuVr2Q4w0GedijLwQjEOENpt4IBuxHrviOebjlBwm"
    "/8R3d8YZ/ANnMcL6dwQe33R2thZBbzWMxesYHaKe4aGWzF0mu+c0+pnOkLcV1FrFfHdIjNXnOUHkPNfW4nRcApZBPYNANr+UYO3c"
    "6lmF7P4soxyYJS+CLI8IkpTljyBbDo/QalWGVjcHVy0mQuB2jI/rcJeGD5tip5vhBdT4aYcss2GScaxD9TzQ4x2aR2psrO3lQPq1"
    "FXq9TgqvFutL3UWmy8P4/gnyC2TmScb2P8Ma2ixSKavVtfCg/wmJeBr2qYCsgNapvDR4lvn0pfjsr8RRORS66An5Wu+U3+El1rGD"
    "o5y9lEVct/ni5qimkI27lB3P1qdh2JU/yRGwICWUJM1x2Lhd2FmyiGUPhO/rP+FL9woekb7B3mo5rUNlOGSlkjNuKUYCA/w0j01L"
    "GC7Kw5DQxURPeQWrOR13+hT8kWKclHvw+YcQ8zwmVrG4UR7He2L6MuvptYw9qvFslWSyse7ErRJh13nCT25FyADSkiiZhVwNOzUr"
    "OUUW5UTuy9C/3+GZSunFdIckr4GNWYrT8ikigYa1y00eq6WSUmIIximc9zRnPbOYPe7kZhhHWcy1UieyM2Elzu150JVL4NeXsQts"
    "ms7Ev+6SW/C9K/VkPQVPcpLmhz8xPnUc7gl2taR8TF+LdT0U2vdA6QYpOQoR9ELW32x26Rpxvn0RpS5NpDSr9GzUqZkF2kqbGJ6q"
    "LJdJ4Y46CevStclpQZ2fF8/4Oqtpw6b45vOIOfO+4ZHCG1ygx4r1xT0tr8AmJ/VOrZRF9FxT+in7SO8Uq4QUssJjHvR6+ZPVkd3k"
    "R72Od2axtHW4GGtBC8q/daFWsZtHpKuIZ5uwvpBhMpPeiDHwDJREzkcxxoTljBHS/uwal1aEMYNNRfxB1Kq09/HijMvukQQ7cJS5"
    "56Y8g0uxRn/SPzKUx4YZcovYG17D3lzHVV8M3XMxu/LiPqLaVxxPmvWNWlZgodbKBD0X15gPnfkPfRJ/dpcZYig/P+Bds4gEbH2G"
    "HyNiaEpkBPPw1ONfp3VULvrO+KpQln9PcxOovXCyXtESKeHrm+Cl16kh5FWwzhbn6qSJJ1HHStlq6/NsBHPR8QOmmJVd42sFNdCK"
    "ETKDvCjjxE7ZSkTileRPfVuv1gthd2L0MAeJZUSf14/kHBnI2n7EY26kfPd6LSeOTkWEuIm9oQl89yJcswhy204M43WpLtJjsHrm"
    "G5SzT/tSeASvyjfwKLrJITgzG7D6Hen/GOtGBHfxlszzE02FnEJ1XMCGglCpruexlJLSi3OcNncUya1hfTzXVlxnayVkcwMRLTf7"
    "jsLtgpj+jufPg0TuhrXoC3+/gN50W1lJP/w02SsYKS1lqF6mlrmYGI4JjsBdh2TSTHvkFOsSHSrZTNJX+M5V8Ba2si90s7YO/gn9"
    "U4nP1/j41qRgO+qAnuJqIEWcQBsCKR0iNk9TyYny5ZAu950txVUKE0T2FV7fIsgdybcTg54dJCPFoYyY7iogOu1eEiMWxsNS5/Vn"
    "Y1iIDdWMYp6j2uVVkkSqNb94tVq0EmN+MMEOPsc3/U+xyPgcnxFrSh3l5vxXsze3oWqf06vNc2itrt834//8+8+Yjd1BDLmyjHhh"
    "jkX2VKlq5A4sotgJkmDW6jxmC5yMFXB6RHPddQ6j3mXG5uvTkNQyeE7Gc/K8fo21P0mqwiaN3FsCWrXS9x6JR0CqpHX5HjvTyrNc"
    "OF1n+/mRvi/ZqZu2Us9h0YQ67Xms+zp8vnvQCvv8ClkLPoDUdJHGmBkyWr+aWaR5V1lt7/sCkzl8WRfn7CYZzaIJhn4qPc6nafjb"
    "Go4XGr63/WQR4ydjLHX80B3F+t8bm6QZi9Var2Ox11N1VHAfNMoi7OV7ip3QjeoqX4adYrrDskZF8C0mk2Uj9JznjqPHOFGj+oEs"
    "JY9tD8Zy1gfYGdHbZZCbkHvicD7LPcJlwnflz6X/aZnaNYj0DWmgD7SGIUAP89XpNUQqTbPKu54+fZLcJud5XsiEniAzGV1Xc2qs"
    "GpHKUuZJHD74FuK6pnP8tNbBcKRku9ZMintLGXegTJ3H1S2XQRJxfmkHzsC6afbEXzRic9mWR7NKj5aMzxnGPCNfxOeO07iPBPON"
    "q+g3JNRh7NXo7nIedV81bFIh1ro3vI3D2a+SZqdqZQ7psrdk57sb6t7Mk5ukhp1eFt3XIubZSn4iQx6drqc03QpbNBaSPhv+00p4"
    "VI8jcozgT/v0i7lTEmJf7IT3V4tqXpM/4Ee0QmRu2Lo2xbcGK2xe3Pa41mZEPRXs3CxHLLiRVRTjADbe3Vm4g4Nx8jviHatyazY/"
    "Z00MAd7hXmY44+8mXDJEg3UTVJX0vN8nxthWzmzkkXEhhjMfIQr+Zvytgr5QD5zoQ6TQ76vDxz3EM9klqYUbfsVWfw/EL4tMjtSw"
    "tqzrYg2e8UtcsQyeTpRY5SvwtMsQv10hm/RKsQzwr7jXGYjM84lW/AOkb39pLMfl+tV3JQaFy/WWwytwLDsVsHsRjwvaVJL+TuPs"
    "Rc0wrxSFhA/z8jlAUh4TQ/1ETTfvj+3QyCtO37QUh4MsvFvz5rbQ54h6DN5yTqkm4SlZzXRPKWWNybzjAZx5OkYM4bGJOEyzGsrP"
    "/vSNFCfa8mf7QnJK9QE5RrrII0SWngq5m6zDgi1Ejt7MdW8tlvE4CL7gblLhO0ES/Jb27JozZhFXiYkxj+im6Sx/dRK1qqu+tPYr"
    "rv/RNz0V6/wj/JCDEa8XQv5tN4bJtdRetbSxab+yVp3uIw4zxyE7KePl7BxAcpuKqki7XDe7cJYg4XOCdYyHh/kIxPhHO8inOlq6"
    "YNcOhl8WpQ//Lzke0d6XxM6+UirgzZjsdJMp+ghin5MRa7WQ36gRn5JPiKaxDvHdu8QXMu4TQwZ7FCfPrK8h3F2Au1gHTV2PIlfv"
    "AfTAzn3N3o1l5MbIxz3uDN0yk1GA6/BaQjzacz3Cbx381HPEKo0tcTofkR0RBUUNBRGyMU8m67PQBQfLfpD+S+Q0uUdegJc7ndWd"
    "bK9oKve9bq4z7eMRd84Ok2yniOuHLvPrexT2u4mkPSOWaQPz56yuk6IPmeS82zfSW+7G3b9Kds+dsU4j2Ne0FR7FZVJN38P6Hoy7"
    "s45d6NYD+IW2koRHhXBsALewxtXwfHDDrzjELvdtTcUxK5T6WKyhU1/i+9BieILFnLOw/MxM2K2t8FzXkRtmJDMH5mH2glR8r/+L"
    "F7CPZGcI6/lLOuP71bNVut5jzU2E9RcXAWb3bbSorzsY/3SFz3dnMz8x1ufLmJmQberZ4mfDTLJs0sB6d5KQ3msRv3yDdbkcp3tp"
    "I36IY5d2MVApToLhmNRyMqAUnuX3sFUfyGo1vMbPEU3OxJm/g1x3p7KrJsL+t4ivINXmJp4MWcL92k+MZ3lObuLNYbr/Z42qxV/u"
    "LIvWaVbuYs/vYLUYZzEEOs2623/C9T6QH4h89y2kt6n8gpMag9bcQSo5XZagD+V6P3/LVccr6GOp7/NJcHKsD3a1G2OBPDKkpD3+"
    "qJ0hk7Euku2rNHTLLTxRJZy8bk3rH8+hFZnFGE6WM+vZPw2Sv5XYqLYy03UePrOFO2UdIIOhV/LV9GOMFjFbMXPoaSt9NSjr7bn7"
    "j6jDzx8GjdZJypkbv1QOYGRfijP7o47X4+GP3oA4t61cCA3xGtZmB8hhV0a22bkbJ10DfYeK9bvZ7KVNXowU48zqTiSWOfqMPCTV"
    "7DgzC3msuPjiLZ6WY+Rb7RCMh13+GbZtKrzfG7DaP0LzR3Dmo9Tyzdk93ERs926BL2PTGzdJT0QcJjvlauiuxs+0jB6a01i1Pjqu"
    "w7caevuu0lOSPjNZ5bvfzIu1CWPro3ZnxryV48Wx7RneyggpI0/1iXjXb7iDAniSGxnTN5cispaoP3+KeDXmMY2HYUer/S6IlLF/"
    "1KE61eUwApOe63oLotEwl+cQdr0YilyWaWdX2Ltveac2uWrexZ64lzJKjvo+J/UIpIbZtDP7wxfCb1TynlrfKvQ+O1xOkWcg84tx"
    "Hz/D8/tBX8YpW6/T4Bc2PItwl74tB4rVomJ6v0zCSpbBQ7pQv8NVdvfczxkiYTlW+Wpist4r/WWQTENktyc8znewO58z31zHnHS5"
    "7+ROeW4G+/tm+o0O0XE0UTcvpRc1D1rgOLkFT3e1WLUzBt2xEmth9QzjPO4Aue0mFsOcKDa1NJ19WwlmAep8VjTD/LHhpJ0OGRoZ"
    "vAcZb4pPP4OrvAH9UI349SOct72kmijZ1o2aj+/PMNd2JE7I+4yZDZPVMnKG4tEe77cqxelS7U+Tw/uto1WuhgSvgi9aTt1ofexH"
    "y404Gx3gSy+CfLwT3IU9Wq1P40ksxhkPn6JNDju5QrPIByH5WpXTOWWcTSrHflnXaoQ/M6tRyYj9aHHduHmeVzGe0/0WL+/ofYqk"
    "l9VdmRHI6sh67s8mWMuDxOZTdsf+vYcnuE4+0idgm6tzbDynSpwTag5FrTV1rUOYDvxM31YfQ6eYsb6ItQnTVbWsK9X6DG+oDme+"
    "Q46jrx6ZzslEs79kES6APhopVq3ZRazr9m2sxjDpKtcwc2ScWGf5PsM6TjPW74fSX84iPtj/3cW4plxG4DR521d507CM+bjHYdhx"
    "i8FK2KVmU2xRnO4q/CSLtWvvP8M/RU+cjZ1ynJ/ZGdYu7P+2WsmxvmO7tcdpzHC+06zKDrIKOjvJHa9lFr+7FLKTcAdJeCSkDhIj"
    "H2uGXdErtF/QBZ7nCry3JSRpPuzocvz8D3wineua6Oa7Xs3GOLwb9ZXRkH5ynJ7hYbIaWvFJ+IMVWNO7sOMXyFh81z/goX0pA8Vh"
    "XkXorS6hXzafVYiB0Hzv4f5czWgra8lLyHi1jDFemj0vVfRCUvBzY/QFzZoeRExHdz5W028o44xqHesUF0sdPSybRdkBO/wLGSDr"
    "GD/ui1NegdUxHIiGZ61UR7Hq6eRlXs5bSvsqSBKyVsRnGizKzOeu0hkR8om42vM4U5/LCHgBw/LOlzfl+7CZlHL/zJI2g9/RTHag"
    "n5bUd3BuIRtyH6Lv9nldgocNhwn/ncT41M1Zm0zv7z1y87KOgZ0eJwcHq/HUn+O5p7FDZhquniRT2t303OLwlWq9v7YQJ61S20k/"
    "sZjW+HetN2cK7FBXz0iw0XszozwLo0nwWOzmW9opsPrAFBkiv+L0Wv/8aHHefUdJaX220P35GSTlT1iPm+V37Mx18NCaypOQDFtT"
    "m/lcq99B5+yOc2fTOq0gcSupNT/Dp0z69uXU6JXBOrV5UTsRlcycXAKtbrWbNHuRZtM3rmX0l+BUgtW6YtzhIs6YOTbdyxlzmP3u"
    "iph2A/xr62W36fcSdstYNvcuaBpD1DgKz7C/l9Qo5+hT/J6GUMSyOTxb82KvY9QjXKSZw7bzvX+up9SyOjXBS1rBKK4Y8r8Wkmu9"
    "0pPx70Nwxm+Tx7EK8ANkJHbpGU3KbZIOC3h3NveyFqf3DWipOvYx/4xrHrgNQrL7tZjZxbSP3G33h0sxuzysArtLI9haZ+V47pzd"
    "dvyZq2En83UIVt8s7jLswEBZTv9mtl4lJ3k+CRcnhx75NkkNHfU2w/T0UFqSHox+1PsYCaIfOfmpY203De+8ingOaVrwOKXwUsR1"
    "BfTp7XvfxvmKEj2mFr+b19lQbGbe83kSoX7d6qeDKnyeck9WnoVZ+CxWoPl0MVgAYzafJ/20t0bDNji3rYMVuJvr9B45QfrKbvIU"
    "/jeM+QnwD75HLFEOfbUekvKMOB6zOHHWE8S/uIO+aj6lJMoOrRhloxTS1E1CPzXmECZ6sbs8hTUu1X+zFynq+1S38llexHntKFeI"
    "oSsv1y+hN/aVx3BGvmwkw9QY5tVM8mi7muz5fgrGdSE1gy01BlS7m33EJvW6+N6qXcWh39bjIrRhbs56eAZ4rnk3jZeit5GBTYlR"
    "GjKcvo+yhzbiUZPMd76L+VjrqAh9h3UE59MY4GbCx7Rp8g7yCu3+WOL9NyS9RZ5Jtsyf0X9wRkaJ47EI/t5jOkHe1zvUWOLekZfg"
    "fc8PV2F/NlE/Wqf7MvgBtfou9M9Wdgs6fV3pmV1M9+5BJP0VjEcN9fQej0I4E55bIScbPsX3tISEmpSeLEfIUPjDH8G/axcchxP0"
    "JvTw1Yhhf8Jq9UJkNAkrcCZ+nscsWoyW5TjEBFGeviwP131E3k1Rf5RDe/bUy6BVBstdUiDGLtEHNvYy2I9DcQeGB3gKVnwZ7fAU"
    "sakgq222F0M2uVyMbbgE9/A5GUfehj5ZinMcZXU2wixhBX3MQjFbajyx1dSzNqGxlX3txlJraBvhf2DcOPaeZmKRTiljsWbEoLe9"
    "yWOHRgfp7r2cpO+ei1OH9pcTgsexEoY3+qtMwPpZbe9KxHrj9ZZgtD4Cf/Yw/HzvYAnsVRs5X2/+C+bwX/N8ZcxMVPKb7VRe7jHJ"
    "WsvB8lnYXH7HeT0KUVA7xC+TcXqXQiOdSUayJDPxYS7HZ3lPw8xNef+0kqhb7tWEjtGvxbDLlsoMrNKvajhrgYySAzz3bpJ1c+d7"
    "n0RtZP8aImliEptnlST+iDs/MSIru37O0Hf/Pi+/s54WwRmsIWtiIeWwlBjFzzRSGVoDjfSC3AAt9DqipzvE5gRHIUK7HXHaDsE6"
    "2IvvoUHGSQ8s3gTovYd0hi6StsFv8Ebs3+P0K70C3mslvItfcd2xuP/d6U0uw/39ChlZAv/tSfmFk2GleCqL7VP0grrI9eTXSLNf"
    "wa3jRbQsY1kL2B8xaB27pybDpj+Be1ymm+VsuZjoBy7f4Bjf1vo55GPEun6q/ISHQx93U0OmIw8Ri/Qynv/H1q419ahxZ0U4LdSG"
    "nc0t6Dk3EZsuuk4s8zmNEx5fyQe4UgHOreEvTsXdtMU63gBvsRA6Pl/vg/a4yfM6uOpymn6D/cvyTl8injyROdHrZbZ+IePh9Qk0"
    "QzXOVg/OMjQnUl+G8XqE+ZHslGOXXK0oy2ZjyIwV0AETICWfwtvvCB1ymKyi7cv2MFRpFmN8tKyh1ijgCTZZuIkzzynOBLeBf2pd"
    "H5PZAWtzQoa3OAbfdobni0r6XJezHh08q8xe4jyHpM86NJVkjhHQ5XwOl8GS9hWUTZCkxfow7tryNXvijuZgBwyf/wRyzsZztsKy"
    "bb19ntCi0gO5Q9thjTr6HHkRu5PMKg/IZQ5cns44bdM4YR9gH41zdjos/wbs2e5yJM7xL7pVvoaPbtgfH+m7iBSfgb+7N7xO68d4"
    "Afd9jjiG7Ah5XA0V0qqk5wYz8RTLdS52OoKnqIDEr8XKi4z0de2mPqaN6RruYIoMoAvwzjOIhbGT9CIP93ys6zxIdVv5U/OCx4OJ"
    "Oo4onm2x+s5WHeE7U0p4IhxTTXNYsyTxQU1zblTDCTiKWCg7iJuGC8kCkp0tr+UE00V6PzmOY5y9s3vcDE+sSh+UhcEuOhvn9HLs"
    "wDgNdKIgjpBhkAVjJapk11WCSFaF+ESxl6iYP2c7k4FtO98zZNOJhiW6gh0iFvHcKY4TbwRWfld2chfps9C3s7Gzf2IF+8uZeqvs"
    "id28EpHaLH0+GIq4f4xuCtOyBGv2mBwip8rdYhXc1znjN4V5u93lYXF9RzF69cVEtl+b49uqR110+t5q9M9wyrmUMfl0IrqfSHz9"
    "b/Qh7O4mrMlbegt8pN9x1x9qs6CX7AiZbOvZ95zPE4jTICnPVnO0dJICdq6bhx9ll3eGK6HkOqtTV9XN0JuyLP5dkmZesZLeVRHx"
    "AlfTNuaRTayWmBMpdtXFoFkXONxqaMD3cM5X6914yl9lCSW+KZ+07V+y0GlWYKI+S+ByuqdIuToEzzLNzvQ1kyxL+SjoIMfO5iKz"
    "BPZ9hmc5HUZbnWatzTrF9s75UUmugfXhjYaULKOfbBHSGM/ebp6ceYWJHBeh+gqCBGdjN96HNZtExIpvvG6qoJR18Xl0h+iXxlqY"
    "D5zPXNoHUsQ+QFuzSr5ezpzpqWKZ5xLW92yifDXrXDGt8DWHJJnX0ohkTve4vSHttsMXSJAR7DTpDD10NWRwR/xtM+LxLjg1k2xa"
    "RmyO2NCfRojNiI/GSTfUxSnQAvVslqar6jhH4JAapmHNK2mjRxpGCiuwa4i4fCpRLBwy4snYhRW0QrO0LtcXYDbtkFwdbianeGqh"
    "N5ztt37yZhLzHE9LdQ6+70z5kfnijezrtC6H33Vd3k+Q5rewdwv039Arr0Kv7KEPBMfowryjYZHnIBpYT3y58dAXt8H2fK4PbzOr"
    "qTmc1xdwl/MZ08aYRc0QS7NWP4SvuC/Oivkhu1IzGybREr0Su36ATIOn9IWaZ9yCM/6txeZBe8lZiHwK+bSxHA5XJVa1KTV6V7EJ"
    "3FL+zPIYzcUxSVX/BQNMfNXWITbcjFOYB7+2lTyC03CdnoR3v62lcg5PYw/PGRHmarGun6YvcZbzxEWMK+Hdlftepdn4V9vAOMlf"
    "hG4bxuxzEWyEEHfe5SubbJMnNG03VPaRLLNOxutC880aRiMpo9+cZPRXSRttvWcvyCay/LipqZDdkK6rIaoHNhLLWGVmCWTEECYX"
    "QOYOkwvFUN4GwM80ZsZVzMA/Bq9pNZmpa/CURWRSLKZ9scl3Q4laRzzNtWJ4g01ZiUgysi7CavxO21GPdpa9g9a+c6k5PhvQRlTQ"
    "cq7DPhjH+E0Sy3WgJDzuRoi7zMc7OiAS2YJVd/wtayEtgbjO8TyiUmsuOxyjvR8kw2Uto78YOwJtoqwT7mENvsOh+Y/0rEilfP9y"
    "WN2f8bdTZaJeKzWU39PEMalvYX/23oz37VOb2cfoZj3TiCFqYTlHwTaMxJ70Csbq47CAL+nF0AzvQvP3FuN3KyRy5s+I5mya/mcd"
    "GXwAf7UvLHtSu2Id/oX44zPs3PXcZ5e3eAjXNyT/Zbgry0QNFIcaUOZRJMvhE23GzhWxfp322XTH/mR/dvC2LaR8DPd461HWjFwN"
    "r0OO+SSbcU7DTzdU3g30FIzLrjtivYW49hxcz5BvHPaD6ys8XJI5lNUWsoMkfCZTc/OB5X7yPgp9ucqz15pGexDP/jC0wXfMUb0F"
    "PTpOrpTd5UaxObG5sAhns85nE4+GatVPqjn/m/CVsTS9073J3ZXh1FJW0mOa3obzShkrdBZn4eLQ7bXqepOX0e6F3uIkvEYLZA9x"
    "SNdLoRH60cKmmGdaqtWcYIpxf5LsuI3oax45d21O2wR/01cYED/lvzsnGz71Sc6SnEA7NMiz1BZzNnYXvG7e2mu0TFZTOVKO4Tt+"
    "QeQ2VZ+TfOJ3PguPoB/k60HovQLWNCI8cYvobRrDznecM2oYBcmYGXvRn+3ue+uqWZNIUZ7sU92859JbHHplY5hxDUWUJYiWEow8"
    "rPJwGjSS4yCuYM2wyvfwOQyeK8iRWgidNEpfDWzW61M9St/Ec3yEdXkb0ax1tiXoIwwn82yGnJaniM3mzMddHygx1jDMtl5GFpA6"
    "npXenmF2DKdry3lGSqHL/4G7uRfR7aWQzWegO5vLO7Kck4cnQb80kShPZKln1tlPClhjh82jP1xLNKQI5OZ07EUEsXAlfAXL/i9l"
    "RSEJua+UgdAIE/V1uYldagv0XLV5+ANgo84V9RGp8rwlKRNKr/k/5a1e7j7Diq6E5e4uY6BBWsgD0PZrcHKPxNruKU7a41yDzerY"
    "OWo4HXUvfrpaf0KE3iN4EFb5Ri2T7aCnL8UT36DnI8LfK7iInRkbsboTaC1bSr3HlkWE7gRdsdnP4BWyul1DbO0nILfbw7ZMQVS+"
    "k96ur4dled/o8fBuahDVHiF/QGsshTUx7KLv7S6gO2uwWkXwwK+Qmw3/CuesFlZ/CrzBlZzzvBOW4AdIhfFqLofUfYmoeSM8Frub"
    "Qbmsc6gugx6HJdlb4j6Pl2I3bpSxZpzrYGhbpX6W0GEoR4jgn/HeYZazwviZHL+h62GLUC+dTp3XUdbTI+3P6dc6z6a6lOhou4uh"
    "REzG3XeXiyGfT8D/KMZpvUSM0/hX/GQGorli3xmW8gjv59E2btKl7EOaDFl/AX6b+fbz4JNtIKOcrdsW/bdU0N+7FRanFK/Nx15Z"
    "dsI46+bpV2Lsc9MgxQ5BoE7r8biyeqmUU3dxzsd0x7fNYkQ3MBhnHeKQy73F4c8vhF3uEpQzM9rw2X6LWHspP9nwL8iQ68f4lr5C"
    "1CMJpRj11PBf5+KOO/oer4jP5NsVe9MDfgmrZXH1c7izP6n7VkMnXIP3W5+JY7ashVV0WO4p5r2s2zafnXx1no3tN5nNk1lFOzAC"
    "93ucVDMusdzGFq652YoW+IYuYpnJK4n7v9EjfaS9v5jKYeaE9LwdMlRreHiWJTd85Sbk9hgSLAh/E8tnbOQ86nrc4S/QnQl6bAW8"
    "N9e11ZQ26hbOTCwjc30Np+eW6WrJsIpl69xH6pka075PKOMZVQeKY4/P+EnhWuJ+GpaFSBZDM+lnA9JkltmBmDkWaV4khbStJXq2"
    "zOZ3JL0PXOFRRcfibG4v2SpLV+kqYQ7xMwaLcxP27xDOHd6mVdJHjpVLpDs86JlqHdOGcVOrl4v1I+4Ef+lXWKyP8N5OWDGrO65m"
    "zfNofOpn5tczvnNwhLT3GU3TfEW0X66OaNI0hMy5Lre3bYTb2nPApPnKnlJQD7m8jbyHvu5ucthM3Hd08/1JK6CrhopVVZ8Sm57/"
    "F072x/D3XuHzt/YMjNvx2tuLw9ho2PO2Kkg/4vEdzm7vGnYZ70w27GGU+EAMVylkvSL0vbgHiqvVmMZZleMkDLeJAbOYa00k5Z8k"
    "onvwlHbweA2Or7aKeahK9qunqflDaJR51DGGLtYH+3WIGNPyRn1UBiDeO0uflAhna2uZ35qDP226cI3eD7tQSZ+6jrw90/CdK/CO"
    "nojyTucciVVH6+h1uK4Wi8S396yioZ+qCnE/Zov2I/rprrB3NrPWRLJI4aHnKmvIr/oJ5/JVTo29Lz3lcfxtSLABd13fNWgZ2Sxj"
    "QYSnxVa9FL5CoR6KyKeMvV2WHdzC059hDH2ir1Lac68ndn6S3aEp8vWYLnanda3vq3OcaAX+VFgPvOW329De7MI5ghZE6htOTkzH"
    "s1zNiaCQGIelsIA2ldeMK5dhF17Cx3N5RMIvYd3NPhOIi/vLOCFWDr+hHDGxdZFvkQp4f5v0DViIDjh/YU67h+S1yFpCl2XqLG4a"
    "fS9JeUSk+o45N/Uyzb/ffLKwEbkeINYbvDOt3QZOEtwghbQhIWKqOq51mvLjEIAKqTEafmWt9iRSr4scLmUOtC43axey10gk9HgI"
    "LlOc5PnIIrNn2N8Ycm6owv+kD/MHDsn5HDEs8X1x1lYymnwU99IS17S1+JaoZD1wLqyDaj1xBTtBf/0T8X2x3od35EPSe0NHWBf+"
    "AfiOEjV/cCB50M2efCuGXzkYO/4HTlnDjFcNRx9rw7XyCk7Zc4gJp+jhwUi5So/Th4PmYnN9SZ7GU+lrLPd99+tx1/t7jyTNXGSE"
    "fbK2Lv1kue+6LWBU7XhdbmB1fV9iDmWng9LUUi6GegvPcxXRlD+EFvgYp/wZ7OlEsTpTpe8VsXPj6tx1kMxVWI3J0LMtIKNXSBlZ"
    "fW1ye/b/hFgwB/K3FyWrTN8Qwxj/ncxvFg9XwD8s9/zKIf2PGq7CLHhqxuPXm93GV0ITRWA7fmHdJZvrjXouSvVMd/vICtimltjH"
    "GFm4JnJP+wcH4WQth8W1fh7zGZfAKlfq84jxr2uEbfAgrHUcnlaaXW87wPqlmDG1PJehZFhMazmgTdAIZgkWcDLXfL2RtPyb2FFr"
    "/64g1lyKMvINu5ISRC2xeoxN7LdA9NES39EWfrNVDH7HiS7G5+tYj6zUhzgjmuJMU7XP7xsT1x+0nIbadaI4DtxW8jm+6U7I/Mny"
    "gjwiK+Vp/QzvuUiLwhC6WVht1dw8XAFzZH8yntyZ+qGQp9B0zFJ4eGlesZMYA1LoO017iKHpNKxDqojwV65uVtLhGbdgZfcM32nu"
    "eHkSuP8UT2gJpOMA3JnDRSllx1SMf6uALC3FapQSJ8j4oAewKnQppGkd5Gcp9qc/4gvjIGojw+VMPQWRzZ5ykX6hY3H//zbmbx0O"
    "73e9tm+yjLWAEkZ8tcQ9XInvbYfdXEJ9U4CzNMujbxsqTq0ahkMckmQsR06TO3zBFOPnjTjX1exDSXi8VtvPz9iPnfT6up4Lthtj"
    "7VI8taGYp8m3F+UKrYUVqmAVuZhIClmeCLOYliUzJpyJhkABb2w6YtVynJ0ZuOvP6PvF2UmS8d1o7WQ3+FCuLpT0mZ06Rh/GaKHk"
    "qe0r20PavpPVughrkdC5+Lmd0U7E9bCnWsaKzQo8Sz6k5n3En/vh08uwOml4MXFKeX+s/oXM2gaS9JPgFgfcTWa7qpxfY/s9SJxH"
    "6zyIsXKMvqm36U4ySSoRKWq4Ac/ySmD1qJTHoIr7KLSO6Iw2CWMMewdjbY+QEnrSlr1d4xEosn2b28Y/1u2SxUtrTR1hmCyuD9Iq"
    "Cd0Y76epObYws1gJyxBCwoz7YndxuM0lzBcl2dGd7WfNIs31EYczGNUFmvGYmG3F4X9GID91+g/OVO8KLTgTq2vWJwlLWcLekM/g"
    "lU0ngqz1sBii41xIgtXQF+TwE0PYMydFJTwRO0g7GSSuEufYzDawht7wafwMmqYJfFHDgDgceqY9pG4EvLy+jAXi3rZX+nks60k/"
    "EHrvCrXukmOwNz9inRfoPsHxugBW83zsQL4Y0tpCyO3z0LfTsQp58N5sAvkAz6fhdr6W61HFWkLc96+mdRLPTxWlcnf5BPd/iCyC"
    "XXmYPE0txWbmugTW4Z+mjnCI0Oarxjx+5xp9H8+UYPedyffV7Hq9tZEezUJEz19ByveD5l9NFqc5hreFlTZv7AudD/9xEbl2IvCP"
    "liNqGcN5WBe3l1O+rbPQsYl1k2V6NU98nFHZMqKS5KvrOEyTx8r1+psHsUjX4qQ6iWnxl8nPLA9cMfMVrqc9wiqiyGX0lGp9x9lW"
    "39kcxTM8zUilJ1a0O05xyOtkawa18DC64N7tu+ZiTS23swCfe4q9gGnokg/x+01S5CMHrAMsVBGk9Ajs5CJ83vIVNeyb64J9GCkX"
    "IBp4Hut2uEzRq8hqOwPexjO6G37Sn2c1yb6zKmhfQ6Rcrz9pXN7UobjuT/hvRVAN/XWInoyrHSFviWOV3cA+/36QzwK9FldyueHD"
    "OMWY/MucRztY/HWspW+Pqx8ACayCvBXC14GXDj/GIUNltJgeknHvho1Mt4fMINbmsnDqcR9C9kiUesStu7AWFt9U41mXM3eZ4B7F"
    "iCF/NKTKsLZL9C3swvvwpkpwRj7VF/XAYE+c8IvkLnzmB3ZEJRlJVzHLnCKn+ERYaPGdyklm1UxeXqbPsxJ74jhdy3C9afj9S+ij"
    "jXKaTMCrcyjvNZChSrwyBr/3oS5xen40KyXjeJqT8B6tyjMHkUg+61Exsvmskensfovn5olcXcewSlfh5LWSEjzX97Qpi3Gq/sDP"
    "/0D88SLnSnt79I7Qd7llETN6kMuzuQyRIiI2RsgHugifsNpWCXbKoWEZs0od49pDZDD0v/WR3gY/sFaPl1naMbgl3CdoLzYbXMhs"
    "a0xvJ2fmEkabxmMd4czTc5BIwxM7HnqwnNrfnmG9R3E/j9XwQj/jX8PqrXoWeNftlaSuXOYR4JP+nXH2gFo9/3fdQE+ull101uc8"
    "RF6Rt/TUYABiwUU449Px+mzIRg0kuFQMGe0FnCDzpCxj3oFxn9Vl78Mz28m1GmFraCPrwKhmXNFe6hEO7Pd2vj9OyaD2Id5liLjL"
    "dHdWfK0DqZz1qa7MNYi4HhlXY8+iQI4StyvriYSfrecWsba6j6TIsGU4h1Xsom4vlWRgdb9aSrZLs9bnUv+eccTFCev8xEGa3VKH"
    "MPP1OmSlADI/An7cIVjDEjJLGZfGCv2Y+9ZPbpKnxLjzTOYPljf0A7x/RxmLd54ls8OOsjwYLPvCX/2atckiTm6btL0Ni1rA+TVj"
    "ITTUwi2wAfODWezhNC/xSH0Vts36CGzOqC2+YzT01Up4+r2gMXaBb2VcBtYXd7n8itW2Dsx8nK0bYHFT/tTH2SOSobT1kDuICx0y"
    "Zrd5jGW+UlWHtdxFTMu2wTf0w4n6Gnd2jayEnOf7PIjAA8uiCUWZJ7aotjd+muY0dprZt5Tvvcjk/JUCeqBCXIFTOWPjGKWzeCXH"
    "S8T3Tp8Ki1JHCTZM5f2INZXgrFqNfo6z2ENOh39cjhUw7t6FsAWtpFewFZr8evzkBfjTc8LhiErvkxODFDRWb1/5qeR/ITM8G3hv"
    "dfDyWnh2LJOSalboTbdU66tiuLSGFXwKrIbN01ewfyyLltlEqjmhYfq4mig0lhdSenSjmd/ajWyDMXIwu35gkZdlE31966Noxux5"
    "zFv0nWjR3WyROzetcqegvgp3JGK6qxC7HBEkYSGn6zd4gishd5vVYdaGfHf4F7aANPmQ08S/d3ylITv728F7s+v+ibXsKQ8xt1qh"
    "i8kLdp8Yd0+Jz1gYZ5/118WhI87WSxl5L4Td7SkJWMvFkJpZsNxP6nxoBLO5C3T34BN9HFZmJnGJGo6d3UlbzzV1U8gnSn0+eJRk"
    "PMZZxnM1RhnLGf7DFpyEBYiU0kTKbgGPz2rVf8pD+qSMxr1cqI9Dkt+TG7GzhrnQ369ka8nkpK6UuZsC6gE3oX4c5DTFHLIxNSfY"
    "oz5dbO7XGI3KsWebiUPaJtcvkc1DJX02IoRfEadXvZiTsgeL61nuzax7pcdVKNabOY9Uzf6lhnm+63/9NacY93wMA6TEY/RbXvtK"
    "WdBIDnIfRDSrINW34C721XFyPbzCCdif06BRTpFlslQ6yFewiIqTVAQ/cAc5Dyu/hExS0Vz1JYQvmiLX8Vy17qlj8I694R29LBax"
    "tJHb8VxHinX2V+VqEBnPsRAL0+G6vAuDF4O2ujTsASv3evguTvhzuNsmsER57H9JsNu8hr2OLbCXv2gvVkwquG89oIlacj6lkP7q"
    "ZM6IH8A8XBHWvIz8ZZXcgTSx+RP6OqenrecqynrQO6wUr6FcCXsi7TyeLM6ft91qK9tx3tSmHtM++o3lstmDPHJ8EXTjaua87ezM"
    "Z0eHabFDfSwdEhUslZt8SZO3zXD4I349a313n3IW7FgZKeP1N+j5Hvi/AJpjMPbsS/imy/GTL/U3fUA+04l47Udpg0j52kbRlpbg"
    "04ZGuD1zsNcQeSpGfFOHvvo68zp15PuczzndOKfE03pdrsfCzRumPW+Em3g7VVyWo5aeSoIn1K3T6XylBtrGMW/alHGGOZNhHi89"
    "Q7aHJLWfmyINt0ERS+j/wnnf8Csv67mw2T/gyTrLfnKD/iBnwkc1JsUSZnLNR60gB9UP9IQraf17+f78puJwuK3WYehmHf+2hylG"
    "PPe093cCWgBX8Y6qMavtkJs9cTWPtn6ezmX1OvGeW3o/SandLOL4k57EjZwlyWCtbB9GyrtWAwwuQnTygL4is8J94UX2gCZuD4t6"
    "gn4C7bpW79Z/yRzy7MyEfzhHXB+i1fUNgc5yjvZ8+Z41Ofu/sQBm2aMzvk9Gc7Ndhq7XjCtqWDKV8HkmQjd/Evysv+qH0BaTOJPi"
    "vue/sdOLiZwzkv5BcxnEE+E6Jpary4aWwGKapRzETFzC4+LEGXWHHr26BTP9beRC6IPm2M3R+O9beO8/YW/fxjfdgc/uRC9zR0l6"
    "/IYsz1E/TvaXUfcaD1YZpXQ6UdaOJMNPilq5VLdnFbgYWtvJUsBr75zLjjgrVcP+j4xHCRwqLm9f5ntIR/HdTcQ85jL2bJUjOvwZ"
    "+sw8u0qZwGl3mzu4ESdac8yW5/Npv/b/SpBNPkaMqQOwOhW4q4uwJhvgi9Wxuy3D6rRl2S5ghr6KU4uhrxyEvjplT1/n6xEJSl6d"
    "5zvN9hxMwTt7yjxIywDYiEo13NotsOdX5+bwU+zqSvtJlQzuYaMeB8thOO0HBWWsFlpvaBlt/Cjfy3UKO2ySrKB9jzNnyIUDcZaW"
    "wJO7BxFPXzmBHv8njXQQxWFtivQlxtBF+h530PrMK1jxSuQycGmilFnduKPcj217Sc7BFefAvvWATduTKMLP4rXtZB57dsbjBOwu"
    "ezFvOw/+9RtiPan3iuGumkVcqd9Bqm1O4gs1HNVXcSJfx52Nx2n/1nBK2MnekN4p1k/lYLxaDmv6FK50pHyI+35Yf5L/pesoySip"
    "Fn5VOedTi4khGoFvXOa76frKYWSkrOFaGzbOTXogrNArjN3Pkkew/tcFt+BdV+Kb1zEST2DFTEKayo2Ij/M4FxLJ2RKX6wtpTzJq"
    "GdIRwQzEhzP0LfzMGDd25Yy3zU9dz/y8mxAv08PgeyWY/zKpa8lvc6dnR5wm8yTK8Y7u0kX3kHHylTyvt8gLkgj7SS+85xiPe5wh"
    "i3ITMdzJpuJwRmI8WRWwalXq7Eyc2clPcPYj5IprykjQMVJbNG4I6zbLatXlveCTmOQbjl/Da93Lo104v9fxB3Th9TPQalZPGsz+"
    "MfUc9nHyxnRgHWQ9TsB3Uk00IqvqLFdj7zG8OzuP9yLCMUTAqWozA02xfpbnaQl/8ngxJugNkLeVnGZ1OZx0DmEpmevBVY/LmWF/"
    "R6Wfsr2IHJApeh7tJWCHazt6XnuSNWAwOwYcRkeGu1DOaaA07z/DbLad7v05tRVDTHEePIw/IPc223A/Irty2Mef4WtXYD9dhX0d"
    "IoEHiDxqc6KXIiq2zE8pMyZdxKp3u8gK2rAItUQB8T2W0OfeTvpgB08Uq1Sv9Z5Vxk8qW7b4Bvm7X3neNlUY6w/ed5IcJBF+fy2x"
    "kAbJnhL61bGIwiEGp9T5hSl/nWqf07uE1RhDSOwh9XzHad8XoeQYjLJroJx5v7X6rFif0YWI4depIVHtD083ws6dh5lNL2Hc291b"
    "jJivnaZyaIv6l0nBPM6Mm+Yw/oYTKGFWv60i0mcKZ7YdTqet7wrs5UZostH4yY6I/xbC3lX7PFXU41IE0pfx9I9kXl2Le16oz5F1"
    "6DKx6ZhmZGyz3JNx0pwhDi9sCbuabOffky/YI1GhD+E51lH7rm6kFloDTforZNAQ1Wvp21tv73CxbPNEom4dCi/9BzLIWD/nQkj7"
    "onAXeTC4Xx9rMkMjYRs9XTfL6vAVaIHNeMdYeLczxVAXbsAdP6IH4dnvUodytnYbhoHD/YS9ZfQewmqNgfW6DvrrF6zBcdBDpexx"
    "dZ235/iulzj9zDLmf6x3f2/oZtf763Iijhu7grXHgWTDHsozF2f+LeF9pDY+u521zuYFDMhVyd3PXLatYR3/V1neNkb/J6KxP+Cp"
    "lpJVBqsFD6NK38B+mMSfQO7GjM+FNWU+NUVsDddrWkrvO8G+0WvIR5HyrOZunjxNfMiLaStaeww9lyXdxfdnJWHvdqH+rII9/FHc"
    "RIpFJH/i/xskKk+QGbqCvtwSeJkrcOK27VJSdha53EPSI2UkmW07mPwXhs5he/MirvCgPiijiUQ0RT+Wh8UyDq8RfTwOrVmBc1lF"
    "Fgibd3mDmByWvd9OBhMzPUnm4v2gl4w1vb+4Dp24R3kyBgPz9Q5FLL8If54le4hlqc/CPtjuLmqkJp7A/ZwiU6hBEuxXGSi3iVVp"
    "bccqGHNvLzPE+o4KqXUWMpO3xTOulSBS6w5fKkY0m2pmtWt9n3nKIyI/iqf9xNu4dI6R0zJd37Myt7c4tNg83FtAhu7OuHqp3idD"
    "5U5NhZZf+ZxI+fsFz0Gznsjn6i2z8J1r+I0JyO/vaphkNsnknraCyAFRargaWurW8iCuZWv8vSxgVaeVzPf2+v8aZ2U8Y4hhLblO"
    "t4G+gy/GOr95ss8xJoyyRmgY7BPhG1XAr7hLr4Gu+Vae1iPzbkL83xfapgfRL6Jq3W1L9U4phtU0hjnjtnbMU27GdShjFcsiNox0"
    "11juKcMuxBQndlzndhaDtRlsYT9yJZTSE6hkTSPdCANeKRkH7sY3b8DVzxTr0toRz/E7rEVvaO4XEAHNgy9xsHwKK/Iz9F43/L4K"
    "2nYlVj8fHkAJ+eaGIXp7mV5InL2ahfAckpSvBOcyLRJV34dqWIdWmesM+/+kOK/FMQgau00l1/9oKWsEndXe3UNc/Saj46kbfsbP"
    "vsI3zNeuRGSr0xI//X8yaxaGenE2vaA4+WBK4P+kvJ6pI4dJAbyGlrin3mLzNx/B2l4nR8OnNg7aXZkVNSb4o+EhfKvjdJLph7C9"
    "PChH61TERGdr16C3HIjT8Afi9zfZ+2w9smdjLQwfv7E9rVaLcY9nvNCBnWzWP9ifvcWHwdPcQxZyrn4x7vMIuQBa7xVpGHU4hbvc"
    "ifnuNkQaypPOYv1tNcR178/cuXJusoT+jMO4zupqN63aws/PHYR9PRT3NUMNF/9c7P1i/RVx9StyCeRpF0Qmm3ACHaNod1jXP/1c"
    "gUNAj3qZT8DbLiO6eTO5X5/h6WtDDdacmLhNadutxy0FDylB/JYIznqCPZVR6CfL0Jq3NZAeQ4LZmCS7Uozt1vDAlsOaPiuGdLoZ"
    "Xk4x+3zi+v84ewswK6vufXg9Q4egNCogKCACggGCASoiCnajYnd3vCbYna8FYmBjoCgKiiAg3Z1DTTKdp8/63+ve+xzG9+fMd10f"
    "XArMzHli77XXulfdy/W1R7iiUehmq/H5LzThz/olMEcRfChjmn1IPoJuP0HKWBGdZF2yi+G2lVx10yhTTFYn+3y6YwBvC3z8KGx6"
    "nNOgl0GGWgL3/AUttkLflFug4SxvcgtOT318ZSo09QZYrISvmcuhnxn2V7boh3kJqSrbfO+3ip+n8O+Yona73ZN1IC7n5HgIw6yo"
    "6MYoTzS94xfJAb52eR6+1wI7tY49svWlOXuSrLf5OVzPun8rsF7F6qZOlME2l7E3+CV9wLrx8d4D5Hp87w2sgUIfJsmZEFbHtFGz"
    "VyqbdVa2jvuSr7aMNRPvi7E/5WLn4vQM3Nwm8/ys66OUUjFZLIbanF37MU6YH8/cu30iVaErjJTGGFEYCP1vnn8v7PbXwGnN8Rbz"
    "IEeTodV6yiVisdat2PFH5GNc1az5dYx5pyKcER8xX8qnsbqfhszKDCf6LWV/dnf5Si8JiuDpG9qoDws/WobhPh/TM/q3qLZD1IfI"
    "DZz8UsWo6UbuSQ7WzHH5lTHudqQ/21lpa9xSauKXVN3pKLJ9FOOJnpEZ9JGKIIV/4G+vAIPcgs+PEctT/4Dfk+AN7CC+dhq6l0S8"
    "b5pBr+tAWssmvj7nn5hvB87Mo0C/GyFvV2PvjOdzA+zeA74CpiDNzW7dOjHPfFztK83dJPZSz8ORRR83iucrJWusm09ThFXrA9tz"
    "LzDYk3pncDOkb6Jeqg/rYH2XzDs7PVrexjPaiAzM90nYTwpR7EdAu/Knr98YxrpE9wTn8Y6lnv0pW28H3gpDx1XS9/8S3+sCPbYd"
    "eugYuVB2kc/3SPlSf9M3sCKt5D2dLkW+YtuiZ0+z4jfKWa7GENfL97KcLVW+HihBeY+SQT5CJk/zWbbBPvSFdujJyVs2HXMXOx5c"
    "HvdAVp/arMBm0Ne3y7s4Y1+R4dJmNFgvxuGyP89SmZ995zpa7ES1E8fulprE3lhivsvAYnsxdb2zSeYSlMjT7mmMQfV9XX60xqxY"
    "h5D28/EQW9eAMc09xDHxGoxQCZ8JjapxZzSV1Kxqy+VV8s+jJJGuzXX8p8K9sycZIUOJ+UKMd+TTtlscYBOky5hvy8gSZnHVM3C+"
    "jME7zK7p87weLPWaLqKpOIR1G4yQVE94DBiolAwZSf+Ocd+P6VbtAOqMQlqKJvjpU8VxC+z4/xXDL/Zr6OZQh8mV7Jik98A6pTiT"
    "TZs8wrkfIci8ZTENF5vV2wip7iC9xLox2pAhOkS7YV2FhZDnCHtdLvex0IaeeX1vbV9r4Jb7ZQIrwnbApzAO1jDucZH0l8WQxvms"
    "9ypjX+UBwAqZYpM2islg0kqKWdFlfAgRPVhO4rT29+C7NGau0Hb4PliJi4FJfmPNbTvYG7OZfeEPmz/XCafpV0anMyFXEV91dTNl"
    "sDe00xpIdAR4sgpn7TKcrU06QbPlZx2Oc/cJ8G+uvk12TNNgtkLlsJwxIrpJtIQFZBGw3m6rS1kLXzpE3NiQli0g/0OGuDl9ruoz"
    "4j0W5XVMiiZjFXcwYlKuF4pNj1kMjPEnp5vVI7OmsQsUsX54rs7mvDabV5sjm+GBbIBWXYi7PQBNBb8SQj0L5zmL1bx/0CebgXvX"
    "1XVeimuP4a7F1M0/iDIWZt5IQzJbbSAC/BHY6UY86RIy7GylB+9wQioSbn3KC5IroSO/kU+B1Ltps+A+XZG0GTFtgjI8aQ78sKvE"
    "JhOvYxVLPzLoFsI+VXBCdxhPspF1xV9rqrPAENCP7NM1tPU719GYxw7z3OAua1CIt8ngVzLkn3E+l+m1OJ9Nl1/J3ooC5hejZGC5"
    "DdgiyW7RBDVBFfthXeSjI32HODXKyRL3sY6on/xcneZE13QlgqGvs8TyPJPE5pf3Abo07qyPsDaL8cn2YrGSGawwLedK30X/Okoe"
    "S8d9kOLMCTMXeLf0BlY9Hp70L/DlDoIlXaovsCPlc9iVLOzHI9BnK8nl+7bsK+fI96wbr+bMw0p1fVvVwEI/42+TfF5DiO4dYt+i"
    "4yVB9rThuJJFZjN1vH6I5zpW5kADlFJrxtIVXpl869txlmfrecBdr8L6fof9ewy468LgavlNH8JbzoSGaC8Oea/DkxtTbY6eCwnP"
    "oa2pZFV5GRDwWdCdFZyh1Ucc9+YtnP9gFSRNIKN7sHJLWRVYDm/IamUqZKR8ztk9ZmfPJw9GJfVaI3I2xH0dbr0a3BB740Yuk5P0"
    "OR37s620FSf/vSTFVh0iZ1eSc4Divm7F6U5XfdhWWkgyPZFN01M07DsBv9Mfq/ksPLdfsEZt5F1jS4VFf1K/STOraLpHJMlMp8i4"
    "jOqMpfIjsE1J8j19Wl+Nz9fXMlrKg4lGWLlB2P8TgZ1mqlV4Hi3Tsf8FzAe6ClqTH/d+9WSguNkoDeDbJ2mPMn2+2c0QulbyGXV1"
    "bOEJf2LMfpWrQ0tn83PbfHZuf7HJdcW0Ee9IiMw9UdrGLF0ZnAXM+aL8DmtbrS/pOMjsZXjCM/DTQ8Rxc26Ftq1gpny27h8UQxKr"
    "1c16qPKY3Gzhe6wx/kR+hOZ4Wr/FFVrDJzpffk+eCu/mR70XJ2u0GGPDCl2A51+rP+mnMu8fOdO9v6pYI/Aj82QRVkgW4AliPOOW"
    "cbOowdvUIiXe37WJNyMZyWvJrIjJX5nWZ02KTZBYADvSU3ZwNc+UlmRvXUDGPVvxHOYHl5Fp5jbI9GJc7VA52jMkuJhh2HPxVDGG"
    "PB8/6eYc9xCrrTWm7tuxYp0ZQwyr62Ubw6x3FZnTUjP/kqwVTNnazfB47sCpe0Zu1VN1AtZqrR4I23cUvppkHrUYu1CMM7MT5301"
    "Vm6Jfhe8xer0JPWdSbGbU23ZbuO4bcV8U8JPLLV4WpjzFKrT82+SjIvFfXVgV+x/CST3FbkV/sJYenFWETkquBE/tQzaoSjNPWFR"
    "lhnM7IzSNnp3MAHfvQS60OYQPyvbZaDehJN8F7SuZXF3QTvNwz5YtvFi7NkkeEgTg/fU6jrmqs3HuwI28xxgind0anKddgjayclA"
    "7s2CiuRb8iTk4zmcmXn4ma4Za9gN8js+u0OnQ7rX4GnaiOuHCDNXWES0at15L+KOn+CTa/UX6QbE/Rls3Qd6TdASz+bYKBKMqDq8"
    "mcMsrMXsvyXLoVValQHVmJRF2CNzjLgOOPH9p0nvacR5v6bk97WMzEiJsV+wqg5kl805aYbpWga7iE/tHP/EzvcQp3GG6c8ZN3tP"
    "Rveeh57s7TF5U17PeSeur70EK3KcFFJGGgNrrWOk+moxppiH5BAxhogRkHCz3QvZCbLXn9QasXn7+2q9QUL0ORySd50aATNzxv55"
    "kdd9IfLkTfIz3ZuLTbi2PuYSnK122PnOrJvL0sug6VqLTZ9sDJR2royWt2A3HoCtW6Q22XQddugd4NS1jHu05XzwItbqHIk3/xPv"
    "vZi+vc14Ow3Wqhd8bIvnLFCbe28MwvfIANZFX4gVOE6aSGfGw9rJQujcl4E9x5Dj23VNt2VPgVWALKtjYlwjeQVv/AW83Kdkijyn"
    "77Nj5Aq5H88XValR/ZbqhQlTe/y7JnOVYGU+o2y5gu7EbBVkPRnMiGorvOdmMtNGiCxO4FTNVTjp2dBG2ew03x/noifws03JeYMY"
    "uw1WzbDQN/ipgMysCc+eXgaZzSHOcx36Nhtpgs+cncu6vOtYzxxLTwe5l9EB94TbOIdrG1Ghkhf5L/2LZ2YVcGwXrKcxRFlUsoj3"
    "MnuSj7P5PH5fGfyKk1IIPN1BftX79F74D43kOCnjtFDTNqeKO61hsoRcJW8C+6zRyUCsF0Lf9oPcTMb9tjCPsgn/L+T03r+Buvbg"
    "Wqv1O+ymMc0czKmYJezu6s0ZG20lluaucxzCCltZ6SdstSFSKEl3Ue7t0DZWupV4vrUyHiu1Crr5UflG++P755HhLU72R6vcqiC7"
    "qXHP2USeYayFtT1oBb2Zy0hhlPUqTeQCP5XO5LmcGmoLVtTmHFRp02AB9nO9nghr+AtZjN7SkiAbErAWb7ISb5+vNiVlGjOxt4ur"
    "vapQxx9QxriZVYR/CikYAdy4WK+1mZlyh74gj+Ieq4m3HQ5aoCuAaauwcmvZmTbC1wTvx0nqSfqZljW+3edWXQXYvlLAjo7KGhgs"
    "NSWlvsR9l38prX8Bo+BxnqvrpIix6SOBPcuBJcbCHt6lZ6rNIS+W+eIwjJ2E2zh/0N1xNvdrJfyfuOcodvEP64yZnK7Vaix749Sp"
    "iRYDPF5Leu63iK/KawpP5n6dCJT9DDTNSfBptsGSXICn2lwjbxmk60NdVXzUd/Vfxj46x7q4hdxScXWzJQ5iJ0p3SVXRh3wte0PP"
    "Xua4SO8W45Ds7dnOUvzoDXwsJc76uhh5nVJ9Kl14+v69w8XlLmrLSNeORz/R13QBfvY5WY5nna5HyH3wm99lJ2Ip6xSSlKvT0rh5"
    "FeOOe+BVx/BTRT6+b5bNOj+PZGQ9RstZwCu0Bg5dUIPloF6NDna73mTIVaWeztpgw/hnQmPl4X7zIA1d5VDGCefh3JWQB8g87pNp"
    "nY/1sxf2ToBwXZe7dArrWyM6gnNgT8CZy9FrGCVWzxRl+dcBEvUswN/i/J8lNwKrjYYdnABMtRmWoYUcTq6QSr5JxDOc3A+0PYuY"
    "ynlL9dL8dI39VOLtnOYcJlfhSGbzDuJ0xNFc0Xr/YFLr4PGdTY/rB+m4U6wqx1n0Atb0Wi3MPkSqcY+gTyR7sVCvGa9I3PNBFTHy"
    "sdN7w53omaW60jvyPuWw96NluIQY3bNuzT1Yyyw8ccBcV8xHLnt7LlH1XkeEfDjWPdRCot57CLO6eCr8vnW0F3uI9IvwBvm0Tfns"
    "sq1kzMO6tg5h9mlHeoZhKWNfhlCM+8/NZVuBr53jufULWK1RjOueJQ9LN+aN/gSSuDA4TQdBp34S/Ip90/S6JNiPmWJxMY7PCCvN"
    "Er7OxRD1KfDVVB+XH/RNyHgu/j9LrsCz7Av0cSts1lD2fcSZT7I3sp7Ts8R1+nWWmOcXqclN56LXJZyxF+VXzmaMKp+zbq2LoJ4k"
    "fD1xS7Gax5DPUdhM8uM8U2gq41NCTOr6wgro1Vf4yqb9YDlawg4sYbXiHs4jv45RpR0+2yGsUEtprDbUCSGc5vr0LFKViq3ZTxyD"
    "ni/yyM2e7HpxbHLmH98uKfueOrGG+NYDEVrF5R7muixq2Idzy4u4toXEH6sp82voXz4sDqMYy4aTdOepjfJ5w2p4Ze1lGXO7AU7y"
    "43Jc0EoM5bXGJ3bCP7H8xCxWn27C7zy8yTkyB7ZrOdktM2QJfupR6SRrODMsznPcjPFnty8dxWnSP1klUUS0novfxj1eQHbJSt8f"
    "nYoyJTibOc4asK34zHruifVkno61P5qx+NPlIs5Lso68PPKTWZdWppt/BPx9DfzHvzi3oSM8nf3hrbyCnz/O+4cxX7HjZnYkiMa6"
    "iU3MaiOuKr2Q9qK9iJ/u6GoNk/zJxn7S2gk4/91pFQv53tXkgQjVMYOi7rlwazm5KbXrUbxJgv7mReSY3wJNG4aUHSEWG4evV0e/"
    "5nEyBz95GDkb/gS+CPAzA6FZDSf08H0rHSRVXWPszy5r7/JvEU6OLWa1fZneg/v8irWvwHMkWPFVzsrvGH2NXZyXYDkhY2W/He9j"
    "zCl/c77ZWdwpl3eoz3olh/JOxqkwdqEc+g1F9K1NQqfoizYhItgMJLUTcmwIYzr+dotYNiVC5skvxPUGWCXvTnLCDCcDV5QTiKL0"
    "KUdxIusFnvnSzf9xk8+M33IlLJBNlrWJxJlAHQFw72fyFvzgi+B/DYV0W7fNTLzRQrWOJes/ePgfnU4pHk53nnrIUtgi40J5Ck+0"
    "lWw4nwJDz8CO7YG9tO6FPGb7bpOZwPlhetkL8dY2GeMd6KUcnFVjYVgur8lnQNQLmeM8Hkh7NryIevCG21KjRmpUMHXn2zmNtVqf"
    "lC4Zu4EfrsY9R0IuM+BP99OJcjtWax2+touzuBbjPkfKCtjz5foqVmkCnnofaSVfAH1dwqr0B7WLrykqwwlM+A7GblJIicmFRJYT"
    "S9tsri1ip/gbeFFXAtGejetYj89xkOl8PHcD2ObR8jP0ZW9xkeK4ZxQNQarWkgfepL6bOG8rydhAXF2/TCae/TNgbfPCGgcfQv4+"
    "UusgVHo4bg3CPhou7IergKTsJxeLaYtlWJWnxOIvxfTCQ5AVY4joDBSxhujkYJy5LljZB4AsjoCUjtdn9dfkedJXmgfj1HKAp7Ib"
    "bX/WfvVjvm4xJOIwXH8hsVRUPxGbdGw93N2hLy0amM/5dilGnAhxs/h5TPtJzemEqQq5qfCU1uH/ps+Pkb/kI8jNUmiJXvQOm8iR"
    "tFnG057t6+QqvDbarwYHTtIzsATApTvxTE2kuTwGb/oPnY+f6wTdd5DVLMBnnAtb3gxot7WcKTcDMz4iZb42yHF/xsmca1rxYqyK"
    "9ZEZI09LcVGncshZISt2OkmohmWKp9mKY9ofdyzw0y+syjfk6zDn4ErfAtXPwZntCKnbijM+GzpqZR35kiKysZT4SkWL+pzOn20m"
    "tTPdGc/pJF3FFZ4CD266DpY+WIln8JVDJTX7JsxsZluJe2m3E1ORnoWS9LPTLStyKHz4wWR9T/jK3Pn002pGYur/Hx8gxnp39Vna"
    "VGZ1gJh33FmcfzuG3Ld/EfOdLWHPGBVmd2vS2yjDczdDKo5hN6ohjhsgZVMZjc3W/8BiWW+39V1k4s9rIDvLmQO1eLzTVVGtOVNe"
    "1SZTW21tG2KgHmIdfqWcO76THOVWjV7FU2r7945kem5W9VNNlPUbRf7pBvB9e9V49x98LYvr5rG/dU3rTCWbXz96n6d7ZoUKYuwI"
    "cegq2Jqp0FYr4DVt0JfwNlN1CbRzLrHZHt5xG5lPzic2LdGb9HxobGO726Xf41S/IFfIgUAkFjO5Qowft4QVs4sZQR/E7H9zXDGQ"
    "qyApU/D7e5zo6cBAl0KL3QOkUEouvHK+vdVg57Dm51jWYk3EdSvgLWYTZwzBOq3VcfqNjJJxsFSjcTL2DcbiWiXJ24Ixcj70wgp6"
    "INa3Ok2XBDnQxaPkS0YDlvp8scufvSSuguo0WS2N9aTgHL1b79XBwffaF7bnTRkJDdUJevC/uNY62NeL8azz9T2swOvQspf5GIN1"
    "nhSwgvQsCXNSWIKxS/OvjANvJGvpbb3n40qPyHM6Kng5+Zh8oTfrTHibHbXaVyPEtcx7hYrzs0ddVsOmOllv0jXkBaog94x5OzH+"
    "ayWj65+Km5vkcrdZkK4zsDfnU4/mYu+zyQFbiTtWBAfB3p0ISXxWHsc+v6F9sB/XAzuUi3ls1gW5A7rcJov3hk/8Zx0RwFuh15ZD"
    "v7WWo/FMJ8OHfl2GwG98kv6PRY0vY6ViFSuODyRf+k7Wqw6CzmmI1R8Gq7uVnLvr64gEp/qUk8zA751Fq9xT++pK35MXJ7dnzE88"
    "20MOAItUJP2MwjhzrY9jJZezlrgS8mTIeZjcyxkIneQCyHGubpTtkLKOWMO34btfJJ8CYx0Hu3UHcM8T+PQ5eJc3YfnnEOGHGeGL"
    "kTfQ+K+ycQocx4ib1aC+Fv8AOZFVgDewfnkPa4dM71hHsHG0lVIT7oPdHcw+iqRnh3ZToP7Djg7rohrlo2X58B+yyVzo0PVC7SWG"
    "C8PMrD4Mz7IQdsDh/BN91C+qM3if2ljr5uKdDgF6eBNrvE5/Z7Xc+TKZcwOr9XVx2TSbZZlFCTTc9Y5cpY/hdPQF8mgPnGNTOnZr"
    "o+BrfOLI9GQ35224rIBFaq2zui2erj6e0yIUIb1SrP9O9HHtGOQEu/UZqzkK7tKFyY3aKogkK+jJ7WRNYn12H1kl/nzWOlkl9ww/"
    "v+0oKfR5h2ayF72N1Xjaf/1Gcjkds9IxIUopWWUjjBDksuLK6ll2Av1kAkO0lIGQh6WQ1DzPslyKdS+nZJdBV9wrxXXwMGVD8ofL"
    "asqksQjbJJLtWJmzZLaOk2FaAszVAefwAatrlPPkGcbJsoFIJ0JKS/UmOYbc9GOAx9pC7rbAbpzKGKv5ZmXM6OUD5SaSf2ANpiav"
    "BV5YhX04Ue4PrIfK9v98WLOd9HUbMJ4WYkfzGPkNZ/xW4G+bMDMTVnEF2Q8GQM8NldeBcDsCiTcNNkLLjIcsnIZzcS5ZHp3HFWG1"
    "cXtI71VeLqzXtR6r3arYgxMjxsoFHi/RKnx9O1Z2DyuHqjmteIqfCJisMX004XtLE6yOc5K5Qc1GuOr+weQMt6ruh30Eq5qxpgqy"
    "eEfJORPHaXExHFfPWoYnOBsrMhfPcxK5SXfApnWRDrDlH3iuygT1aYJ1YxblsemJl/juqkIilHIfQy3ydVXN0oyl9WXvtLeo9wuT"
    "NSLFiiczLXCMpNivU1l1Q6yXwoJa/m4Izs1MfQQntI1cKl/rj7A5bYKt2kbv0gJZJ8P1WjJyXQZrmwF961DYaaysdFX7u1lFYHMj"
    "d1DaKn11pfNTP8VZNu9vkBjnb6HvdxkPix8ic3kmGf7c/J+I/qZj5WbZOyfZzYF3cr4F3qSr/dwnzSaRqkCoq1prN+Ttec5zXqJz"
    "2HW5BnI1jygvRh7aVA3jH/jpe8VxsXT0T1HiOYWMPSnG3jnH7pPnvV2FflpPbXyomDfTAG+bS980B5jrTsap9tZyps5nY//s6/Hz"
    "Y7FC9tm7sfKnykj5FojgVWaWdhIPtYRmLFXjiTsKVnQT3iYbbzBSHseTb4H3Y3XZeXgfiwP05sQJi/VYxeVHxhPDyOW7wL1VxGmP"
    "Y5+n4Ttb8ezjpVS+JkvQIp6uLMZnHL+drczFkNViMnbtIS/EZ+SsOEwyuMbNPUdsaieS7P8bxE6bOOtbXHW1aYvTyHh7FqyY6bMt"
    "NgEDOL2R2Ixv4wTMJ6NjFfWc8Z6EoKUieK8zJJFeN01XnhtX5f1AXIOwvjbhaCXRyv7BaXoLnvwnnz13bDwWAx1LHukGcpS3cBaR"
    "sVxiFXSdcUwv09fw76GMPr6Pc/UwPIH7ZSXOau3R/aMZ1evHmfGdxHGYl3HKrfOO1lCKRvpTmYrqVuitsFXiK/qS6coRd2IbMJ7o"
    "NFEfcbW2C2Edp8CHG8xqXOvIzIG8bCKuyPXd07Y2OZSxU0Xr5DZJ0r63Sc+EFc6kt507zljD2NsfV8eaU8VZxDYt8jSxPIObjZ3D"
    "vpws7GETSXgmFmdrS/yER+PhS7LDMsWUFPKcMTHYEquGrWK1aqW+Qg2+HNfYzQ7DJvIh/PCfiDj6i2lXmyC1FT/RX76HLxKmhbG+"
    "l2OhxbcAEdX+ptnsQgmRCTHBeF2cTIzlXr4jjFPHePbPJCtsCxkPn2Sx3gnJeE/f0as5Rf1JSOhUcRFjx5R4C+cjtSL6zYIlLmPt"
    "ZtSz7ZXSR00xR7uT39PPjE96+R0ku4k7ysibW8FMwk5GNgxJFeuTeN9cWN4sdioOgu5qFzzBiNwm6sNKj9y3qptQWK4XwLp0ZlQ0"
    "l1X5uazwj5Cjthm7MFJdhc4/fUquA5a06cTPy4v46hH6sn4uz0im3EH+zSKinkIy01k/wFhYhrFSQgt+nbg6DKsls337C+9+kvcY"
    "q9Nx7Hz6tsPgJbo+oD+MSYzdITlAuYcBaYRhU2bj9G7BiY3gWebqc3gq52+39BHxvTxDez3blG5PMUPYV86X3cyOlDGqUUwf8zBZ"
    "i7UYKHPw9zGclGFVd8Zxdbu8BX1oOCLCPe1Lb6mStWmnkw8tVdse9xMeIpx7UMrO4as4VbyIXGWFarq5lHNkr8Npn8TnL+Kcm0r9"
    "hHFwO6MboO+sC3oDZf1M7NZo+LK7OH98sW7G9zbRrxocnIKd/5TSa9mcbZwHn4vnOjawzMMKRr9dtqYUmMlJsU06K2Sdf4xoJapO"
    "B1u37mD8NxD+6v7wAPrKp7A0mfoGUNbJMkG6yDlS4fXPQZLjT/Imytd+vhtYIanJdJw6rl/hu0fikxuJ3etLFrFJlt4FW3Y18MJo"
    "+QNS3VhuFKsIfwK2rK8xtOJNtrKmMB/XK+J8kTh5wcrwru2oiY9n5Ve1bIWdXgwk8Cfzsj/i3Y+WEyCbWfoN5OlkGY/P9JGpvqM/"
    "zIzVQzyBEe+DJTjBvdDHoE2enxPjVB8k57HHbjvs/wzeeSNns/SGXo97/rWY5zhLYSmR1FQ1i344xiyr6pmpG4LV+jNWfSpRcS7O"
    "wVp4GD/A6+mN3SzFPdZgv0aIRTs+A6Zqzfq3UZJBCfsc52gtPOC3cALNX7OZUqandlLWkuQHsSq4vnK2LGDF0TCsUmtx3VGlWL8c"
    "bRG0k//qND0Xn/4CGnA9uWCtE2GUj6/GvJ6IYf2tLmE71n4bPb1q+hPbcOVlWOHaGRwb4g6T8R43SBPcYzGeeKv2zPgUbxQnM2cy"
    "Xani8sJhSFIvOYUVAIt1gu6Uj607B9ruemDKLHYLOp9zmJRQK5n2Cvtqz/rUVQ7dHSxuL18Xm0xvE0sEHlIRZ3+WQorideCqKK2X"
    "i7Ts8B3ltzLzV1enbQjavpQy4Hju44w8Vupy2SD1g9PxNgOw23dAn1s1/xtYg/pifG/mbzahVIe8x98X1xkBad5FuxhjLLoYP72T"
    "VV/lNaY0a7pPwST4EDkSdr6Cn8pmBu0UqSLniFUeGyK4XArUzRa1uMtw+Erj9b8aky/huXaQbfDpfgZOXKfvygXQiva2nwMbjsIJ"
    "ehrIY7S+wijP/+1SsGz7nzidDeQlMjRE2ZNQxm4c6/Fcpl1lDCzjPHkJuPEPHSqny6v6PZ5ve3IdrOUivSBooDdoVvI1+TY4RvaR"
    "RTjJc2BVN0DXNmE9tvUotcc65TJe4Hblb1bU5aixamzQMLz+8dCeo3Gn1jjxLwafQlMtZ/+NxVbWkKk94pmWjfPxLlxvO853jPLn"
    "uIls79d637cmg7z71YBfe0Ra4p3MK5yAld5HfpTrxCZyvs6Yd+Qfsy4OlExKeT95FzpuH+zf/VidCfDuz4HEHBqMls3SLmgJW7dV"
    "J+EZ78VJWQff/b/6A2sUHUdczPORt5dwus+vhc/mtZJU7VOCOq2KrBT2nOXUOHFgZ5exttPfTZLpnHiqU3QakViJfge/P5u8CtXM"
    "qq/nfOImjO5ulpvkfj1ObC72XOzBWfi5FUTeR8u1cgewJuROlsA+1j5x5CnO3A2zg81k8D+svjCdWsVZEX0kj+ylMWZGC8ghEfV1"
    "0LY/Z/pTHSWWMI6k+fIBznY1JGkhLNYaaLa/dWId08XC7LaK+o6KpPeiDxY38edRqWYkMOzlI0rf7grYq42Qn7vF8uhW4WLdqnNx"
    "ku7BrmVDZ9scmyizm7mMBO8mz3+SdUIucv0e2Rcdh5vtgIvWKPfKcqBWi7SI3VsD2RNlUdEuYlUKR0gAvbYvrOZgac2aNYtChaFD"
    "Qlrsffl6//Bd1U80HUe0a7GBA6SI/PYljACFfD7Eaement/DPr2FzIVV1LK9yNYRAeoyvTwQ+78D8rudFvN67NPB0M23ys1eGw7j"
    "fQt5zV3akLVBtWvL2v3t+2WX55xPpOdwxFn5dhb8s8ehZf7QFRkT8WRfwNLPNRskbrZrlFmLSmKXEOTgUaD+JHOaBeQ1sFj1crxV"
    "pn6oJwRRzmAqJaZuxvNfSS07iFEPq5lP1ugecH/7SN7RO8QiqK9hD3oGv6sxxOwG4k6wZqba2zHXtxllFXfIzymxmEAeTkKxn0xb"
    "pVdA144VmxcQ4NRs1KWs+Fws74hVJvQPlsFensQK2jxo3YPlGZ7f3fjMMCLDbeQmrfDTvhL/sAn2q63XQ8Y+1gzaMJO+pnHD7QM/"
    "KB9ekE1rmkdJt0p36+0ahfvNY59btu9yXsqqtm8tg4CdsQnTNmuggG9R5LqD8Ml8RrN2wVO3OQhj5Ulo70VkZbI5DgU4nbOxh6X0"
    "Plz9/BOsrLkPiGaKmk1bivd5S34BZpmnnXWH3Iy7ncWMYDW5oooZ8y1j/YnjKqj0ncHGcjiM3Sq5uiPN8mY7NkhcpVZH3P1oed73"
    "jDci5jYseQh0RTY+O0z+9vi/hFNHrsXVdmCV1gBlVbKizyo1MhgDr6LNewv3mshM4mHypXTEGvSCZbY3O5hzq8rU8SXanF7zhtbD"
    "olgdcwdKWtzXarke7LuljMgtShxYxFhbN3GziG8ln5uLDbQg0tuNKxVQauv7CrHjPRNhlZ+blwebEeIseetRM9bXSmr0hula8L2/"
    "Yp7X71jWdyb9JIXZfnUvEpubuQV/mkZbjmsYNjoKXz0IOHoB3s3iYu/Cz34QK9wf+OQZeRbP3V+cvQr5GGLC9+7W7m8v9pW9Lq96"
    "HScTO7aiTVjhiJ+1uIqnNM4ZSfE6sjzHAkGugS4tVmO27iVvwp42gM5+Cj5F3v+gJ9f1J8DJI2H5lvjMapnvCjG9uNHnvVVTONOi"
    "NOcQBZ8uFf/oclXomSTtcW0sls3JoLGFcaodeIdLOe9TsdNhn0lMen4VkSHMnse0v00nC9bBp58H6e/L+TfL5Tl4WZYlPlimM5Jt"
    "FZl2cr+GFhwnl2dcHEyHvnwJSOMH6MrL8cS7gahOB/q4GujzHezf9xkf4ZNT8NUXIV/7BrVPR8omkniTs9Fy2d0UY6ZiG9/7fUZ3"
    "QtzlGLHZHujpMCx6NXBZgnX5Fm8J06JtAeqaqDZxrBp7dAD8naPEfLJu0ASr8EnDjOuA4yYGRcARVnUdgu7YzGrVYcxGxVirXQkU"
    "uQpP866fv5HHnYyxPulKoNQHxcnagd4bqayByUo5lznup6+HycdhyOBYIqIWnu8vVTWRihSnYiDOKhyY7hY2z8Xqp1yd1WA5Kz3d"
    "pS4OvLifxXWW5PqqY9cP3B4Ido7mYX+/h959PLgL+mSpdtGDg0rs7XDZwL6UJDlkLyQazMLpPEIcYnWRmk6sJTTsYzny/kA+C7Cu"
    "V+On50CKXocd64efPNTHR69iBmOux0lroGHmwMOdTRbz4fDD8uQheR34zjq8FmsFWY0qYQl3c1L7OLH37yndJe77VcPUXV2hFVfg"
    "Pg2YFw5zqkeDdBWK5UpcPiZKK7+v/AceqPX753Oyknn3B/vaw6imJsWLXK/nyduQoRyyFL2PKy4mH9PL8i4sRrWf0RCnzJodtie8"
    "Ugbi3B9On28nWTbKcNJzqM9qwyE/4mmvBrpbhdN5LXT7N/jkAPlUJnBVI9QHVXobY8Mx5vAKYa3PhvWcrxfjTp/I3fCdnoaXV6Wz"
    "6vDaLhHXKag14gYxMjI3DJrLZsZTrH9pBU5lI/kUmOEYHw2Ns+JiEHWN+hqXzUCP52RcDBtn/cavJ1vKdSrBf5Pvymt4vpfhwd+F"
    "sz8Suzlb79RpMlW+lp8YvbsHeGMHdMEQ6MwT5Rb8bSPrFxqzsy6kX+HMLMInTdKN0yEPZ6abrCGTpkUdzYIeD0tYX+4ha76r+quk"
    "TxXyWcSmsohRsybieEiLKbE2t6cb9MNC4GzLf2xmXPBJ8oonaUObyV47l5qhbH7B7ZCin3Cvixm/aQi/dQ9lxc276VRjckfM99c6"
    "z89OiaGK0RLzPYiqqUi7k8YyfxaOwGdP8vZVqA+VuRtnEdrJ3hhCIh3tcfqhiY+Mp7pdG/j63jB8jGJqjWaMsqzFE1gm+Xf2+lm8"
    "bh1Z4YvJpN2dPlQu7YvViOb6aP9NrJ7vhJMyXE+GDKzTt/W1oC90xt2yhT0qymrJWDoCVd/HOgdzDvvD0lI+hCxdKlN1HM7DJbhC"
    "CfF6lDbP8pdDxPHBurk7s2Q1/f0SILUfGJ8fI/Px5H1kk/4i5vn/QKany3ECvmMfeu3cWr0k5qf69OHUngRR2h7I0G/Y2Z36YzAH"
    "p8jmiCzUkdAj77Kq8QyuRRk8hDj7nqqhpazbrokczjr9PbTahr6sBv0gKfG7nprOY09ygbh7uQ6Xpen9iUNH2K839RPI+Hbg4AZy"
    "NDzKoyCnfeUTSFjMo4ImxEumi45lvX6MPJ0xRvHsysazdKCviLFa07acf+XiXAk/b6yv2Dw48xisHtvWNx9YKgdPbpOJ75EosV6I"
    "9fPWl/Qrvvog6/idX1vuvVbj5yiFDV0D3V0MuektG/D3htCDOdDtWTw/Fh2rpk0spednvFNlfo59Az9psYr+pss6DMJqTtFdzInt"
    "wQo3ksOwHq/Ju/pYHVPzbpGXcf8ZeGLj/zoc9y7SWXoVEMh63SS/E6k05XxL6+6zysjzmcEoZYeZRQJNT1wAPbnbz8VKacr9ud7d"
    "ZbO6CsdK4ov9ZBd1jEXpHpAm2PFZOhZezDyg8mbyFDDzs7BHPzKGbz30VYxjVHHV7L/TWC9Y7Rn9jN2x2rMJG4JoKPAzGeucA0lb"
    "g//nwQq0l8vkJSDd1FTdiI/wJcmtk8M5axZjbQ4reYRUs1+jJfRaX/kgOVm/hBx/p88F9+slwVFymRZAE5uWHoyfnM14xDbYpP2x"
    "Dn/jXpv1++QkuQ/vug+Q9UB8/cHgR3lDX9dM6Oww3yRCrtIQ47M5zKWv1DFY3WNhH1+A9ftcoljP12QW7FADmQ6UaLFs48i1WOIq"
    "nlHDdXdKBWv7KihReZ7xZhsQ0hBx8Ymkn4eTJO6L0rOIsgLcKlfKOK2lCCfITQGJs/LT2Nl34ekt2pGJ5zxLewUN4Ne11+v1EXkc"
    "cjtc7wfCew9WpwvWehL2bQK+ugVPmAuf7HOsdwy7MAFnYZXOhIQ9pr2D02CTG+oo1gPn4E0bUDoWQFsVs/PAmCSXYW8y6Sck9Wnq"
    "sHr8/9HQU99DP5VAVsqgKX/XW4N68FWHMOJzCSdwJLkD5sF0hN7IYQ96a7E4Si+xOIKhjjHwfWZryia4DrWIr9SxGujeQG9ZjLNc"
    "EizFisxh/Odr+naGitdAN43VU4JV+LOhTOIM2y+wYzOwEls1I+gms3C/a7F+7wA9iAyVpI/ONIA2aoDnW87un1dxxmcBEazSR6DJ"
    "FuLaW7EiE+Ud2U/y0zWllawAP4DsdknIYxWjsRahzsYD/01u5aWwrYvxZwspwg6sh52fAe3UVg6VmZBG4YTYQ/3E6ijlIMRYy0zW"
    "8ln/WHP61sZTuQWofB/42idi3dbjPVbiPo/q7fQIJuGsFuhHrIYOsQcqnNYB+8qlxOI9xTK5u2ALe4lNcXtEivXfum+Df2QaatbY"
    "Bn62cCU52qPEScvos3WmRRwNX+o/wQAx3pyO8hdWboH+mbwMiM2Q2m7OedgJ2zhajBW+I96prTjm5SPFZDvEfgmzRca8bJyOx5Bp"
    "yCKS2YydvYX3GSAf4Ts95X284VJ9DmfgZPkZZ3kl1v8N/B4fLCJjy2x20m/UX/R54KP61Na57D3qyf7AMsbvO0ggKa62GOMofUQ9"
    "arSetO6stM2HL1HMChnHVV3GrJ5D5SeyqyjGa+eTdSrEk2zV06OljG+nzDdGaCXukEriswTxSZTsPF/qdP0Gp2CcLJdfYbHuhIb6"
    "nOxBVzOWZvGp0TiPO7gSpWS9T3FYHOQRcDfOSCplZjg1tyTfI6gh3Msr5TPKRD0Zow+xCqJIn4H1eDFowK7dUqIa86Zcv5DZiwdk"
    "OORnBuR/iY6XG/CUSnZ5i3GF9FRWQ1R4dgyTjCNYj7gJO9U9Ywv+PRNyux5rMwU/Mxvv/bwUs0rSuBWmMI+6Ff+6G17UdK5FVJcw"
    "KmPdhCvwrza0jZ2h+2O+Y9VxG5okbob9Locn0EH6wcNJSja9xaFiTIx9pSs93Licos8Ckb2iT0Fn92Gd6AGyl0nfSXScfc89gd4/"
    "AM5/FUI/FprjVTxbK8kV8wGvkgK+Xz72rL2EyBBlHFk3yUGcfFXCjqpdzM9aZHoDe/It0tINGsByJJZTXi4ldcRuo9DO83FejVPP"
    "EJ2bnmd8TPnw2EqgjS62Okyx+GM9cu3MYBTdOvPEs5Qqu4nCZKP6gbGLiB6Cnz8O1zsIT7ICyDTB3G4564bL06za1fhOF5zGMKv2"
    "XKb6fDJShDhVLl5DW8TZua/ez27LrIKbz+PmSx9LFFBXFW/C1xSZ/55gRZmbflEMqcxnV3+FngOJX4RVsDrvLJySYyQb6/0zu8qG"
    "BT30bOj2zfh9PHTzGnKQD4NnvIu1GvNx8nfziQJyzodYw+FQWaRG/jgVvbA96E0O3WR6vlAnH2tqydlySd9HFpANM86KUpcLjeuN"
    "UsraMhe1qKYk2/SLfaGdlvI09hM3PSxGHtlDiEvekVK/8gW0GoewRnItI8xh8jTHiL3PZCev2ZrJeJ45ciP00p/Agqtwsv7QV+EP"
    "z9eavxpLzX/l4+pT2dsWJ/+KPWk1EVbCI1NljiiVLzYE30YvAZq4PeNFPNN1QbNgCZ75VI0mb0pPRUuQuTeSnvbich6Nffb3n0wZ"
    "g9LIrtLbdovGdBPrWhvKCJebEOb8gB5E/8t0KyzIHbADy3FqVgLBKXTKZn0fFsQYv08V60G7UMo5D3Qj1y/OeuCBnBOdCVsy3vf+"
    "vyrGqmYTA83DvlnsDVti9W6zfCy+ahwNH+OJHtKDgqFAK+fCk+sILX2IuAnDNl+wDb5u+KWL5BD1i+eQLGNc7nJO+4rq4TjdrwDL"
    "mg5oLJfrZF0sZjW6ywvAosNw/nbjvafqc/oVUOutwbv6EXTlAbI/Tt4iSMzvOkestthqjK7FnS6WEs+1FSWCdpOerbbRovfZlFTH"
    "phsmS5bFsQ6D/voU+ON16MCXca8ngc1O13lYkSPI4jhObF6GsVLlMRuxSb+AfQxBT8e8Bo5zWsRvWKv7YX87kpG/FL7nX/CFN+or"
    "0MUW++klcS87LrbdhZnSQvIhxzXVn5Ihrq6rHiVju57CuG6SEhj1fDCGqrYy2tGG+mYoa7C/wd2XsFMvyihvU3KCJ9jLbl7S21bB"
    "pBOhY16Wcuz1L/om9vE9nCqblpagXmwiA8Rmc2SxH2eUJMgwGCITcYU/5/WYA7yNbJ+d8N2Z+N49Mk3NS/mIfHmuCvAyqWT9fgX9"
    "EmfzP8ddrhLH/+5ipKfwHN0OXXK13ARtm8UZ2b9Ahy3QUqyMyyGfI2X+qjHW9CV9Fdih4ljpNF2ZaH9eK3mQlizqxCL65WVq9XY/"
    "02qJ7CRaNsaxDHE1x4X6Mns24pDAEt8zZDnfbNZNHC+p2QdJXy1b6Xkkenq++BPYn7Gcz5eFc271lhmMiDbz+MDNnzPmni2MRx/P"
    "eEOUHbK7WBu/CJ/rKG5eqHnj59L7zmVd3DZISSM8t53eXfoCc0zVeN76nKl2vliGsyG70CrIyhyGlE7F5zfBHk/He84h5vgCPptF"
    "74xJrQ+lo4jZlUoiDKsEvAqyv5Z4zGpyratwNDFyKXCPRb/c/PDDxKTiEikkr2EVO8rLce1yrIDVt9sUqOvo3TwDBF7C7HomLfo6"
    "rOxyPVU/gK46Bz7x4zIDMvO+rIFX/7dOUOto6SPjxSZJG5t3Dt58E87oT7D7ragFT8XfLCZgtW472Gt8icxlDVSCUhViXi9HrVI6"
    "ypqvAj/RM9uj1WzyTRgfbAuglkpYi2p9TGxy0ZE8TWHGJGLexhk7ZzWlbQv2r61MYjeDVUM9CzmdBcyzETs73dsG+8x50ppVOEl2"
    "gHVK283mPkZXRS1vcxLLWB23B1eyu/bF5wqJQJPk0HGfyvIzrS2voskvoeN+0w9htd+RfWEnJsgJ0CP3AKmU4azkyDn6H5xN6zqf"
    "nmyfcaZ+l6w97v89sOoMsmBa1dYN0KM7oA/W6xV1TNK5Ve6C5DbE2r7MXI3t8QVYmbOCU2n7Fch0b7+x8XYZumnLalVXg1nF2q5C"
    "5lKKk2/AQ/0LZ3MFO0tPkU+0fsZEaPMrcUebcG1+fF/OBZll85tgFX7Tv/AMudAQ+bAi1unZgxyId9Yxne9mifh4ajFxSTm7EmKc"
    "63kC9tMy8jdA3oroj5TqcHiuyXTdXKpu0/WxdqD36dgPirTEV2e9xCpvW7PufuqDplnrDDn1E6t+LSQmEebZc+BRO9mrjX+nmAwW"
    "Mf2aU6WsQjKCs7vevGWvi0zXdfW9SY6DowoynJPOft0vyxg3zWc1yHEyBefrKxkIbTgGiMiiDC9B62SxE6qKcbZD2X9ifdJ/4zNl"
    "RHeOf9t5EqOYTw2xk0fTsWj771jmXEJ1fGYC/mYM18fi3Bt7wwDWsDwq2ezk2Ltb7WqgoQZSwPmOxmCQp4773GykcTJtoo5OwlKv"
    "gSR8i2vuhq1+mf5nmDnvQl9B+phUknEkwd6HTFoQ6xF4W1y+bLlG4YM3hZ9vHUOGhz/TTEaBv6nD+xgPm3euWA/ALKzuGOKWMh2r"
    "Z9eRaztQDoTVPgjPcyAz+UliI5e7zCNnrGNR+RP/stzAlWI8i6NqdJLk0ganZjPk+fnfrkvdxbTvBEqzCuqBUsWprPtBxr6mHRsn"
    "e7m4Lc+bm67m3kYtFvV13zF2MB7L3GEFuUPbyWzdRm6wGbpY95cfdRrs/k1Ym7k4N4n0NBTHBNqDnUQdxaogegJZDaD1zsSV/uPj"
    "QRHmNRI4aa4zSNVV7JdRsuKsO4j6CX5R+E7P6jzs0CR4FsdknKYDIEXTgWyHcp3a0YYfAB1zKBlKrd/E6qMTvjKvtzjujEpm8Cxb"
    "XLufZTp7PT9j0emo5+NN+t65DNmPs5gj8JusyqEn7OEKSEge5Lcn2VzqMy5WSZb3uN4no8mIlw+Z+F3HQi+PlHFYwdeg4ZYBfdn0"
    "o09x3an6SUYpfm4+3ucQ4PifdTV05mMyLHg+eSr+9ZX00vOIhPK0LevnXOf3vtB8rvPie9+LsfcUXSnqpz4l/M7G2f/lesVdzVHS"
    "M+ja94cztpfHubQLIZ2XwL7kwjqUs59+APWOYcTGEvEcqk7mLBJ+vCjrcq2SrBs7bZV6PkoGhjvka707aSy9ffDOD+mz9b9Jfugm"
    "yXOO+yZGfLexjqgz1mir94srmN8qUjcVL8KOtTD0XY6fHF+sfzDrFyP3cQS6NOI7zVyd0+eMkCbIDaLsxXbe915evdrlwHiaDPF1"
    "8PjBZUhDtOimSazeyOr/8+ClRJgfO8DzoOyklTjZ8/9GqYumsTZ4G3TtEfKRWq3FFEjHUqx5J3gyI/DO1je1HV+fzvNmdYtuAoHL"
    "7Sc1VbnhWCRsEncvMX6HDrJQvwEuPAJadBFlN4xdsB02n+VUqfSx8ZtgLyfjqZbpYL1PpwcvSDfY+cdhy+fo0XI20Npq2ALjxPsh"
    "+FBbi/UchHhGi4nej+WUR3u7C1hxWEAeMvMxhJxQhpDqkWcwTs5Bl/m+ij7MeKxUfam9RqacHCdm0T6X3YzfR8gKvBt3KKVeqKRt"
    "Miu4FcingL79Dubp7IrXsJeuEpJnVVlNxXX9pmpkXB5lBKz8nbIRiPJ7+hg78HuhPiVWE/xHHay2pXjKM6Q7q012c1VDZDl3cx8i"
    "XKO9DGrD2XM51WokmP9cjzefwvqQLbAl/8FOj2e+oik06eGwWH3lMmkin+JeS/mU7SjhYR8TqdAnZPc/WKp6eCZSp6eKWANWzbft"
    "yqivsVuaJmpHz8N0hDEZVbM3LEPcNB336Y6SmqOWYuF37OemF/JY2zSAme4q2CqbljUAb1dKRvMP2UmXSc72GXpA0FqWQ1s9JMYi"
    "8wd8zO7yIWtrarvaNqz7/cAAlim5Xiwa+yX811FyKWO7g4Js4iBD+/PVumgPk191Lz9VSGtO2OlYRx7wcvlQVupPWJkfobl+ge93"
    "vWyTp/Rjny/rK66jy+Ezx5tXT2xqrFnkxmTIqEd/x+y3cdglyP2aZN7d6c6V8OOOFmNZ3ozTtQvnYgFs9dXSH8jgGNgiq8U4jnwo"
    "+YzfNZEq1vxbP2QHP4W0gDHPkXIyz9Qx5NpxTHPFrH91+VpjRjA29P+Im4xbxo7OUj7PL7ADEV6lkkhvj8TpN2UzfiSS4gxfzZ0/"
    "k2fS/OIbiRyjnGKwDf9uLsbA0UcSXsY6S8TnlorYI/OQXB8s08f1DXmMkx/f1Z3yPHYnJ1HP+wutJOUvVHMPjW3D9P4s1mltg09v"
    "nkZHGU0dfh55vhI+4+sQZBmwnMtXN5d9/H4rNYt61tD74KG+w3hqhS6BXpkFfdmHMXTraY1xXrxpxmoyOez0MQHjSkx6thTXd+Ym"
    "UyUYl3W9yHsr4yYDEQ6RD/TkwKKoHaA11nHmc4TTgt1ump9htr4rZ2lW4zvtJKEpLp18DflT2gk69ivIx9VyHfGY9Vt11kf0PXlF"
    "npKxMoczCOx5sllHvpPTTVKz5ivSdQHWR2l/7taaVv44jwwtdjNMXoJO+QVS0ZPdaLvgZb8LOV8O+TgQz90V2r8BnmKujtOZciM8"
    "8uPwM5tov60/+RV2gq6CLdpFW38xfdRKWKleMg/vsR17t0en+wr4ptThIeZTnKdj/addgoN1UL13dRLw5CicpUf1MZz2zckCdskb"
    "9prDSiWzoo3JG5zwe2Lv3JuRoUaMksb0W/0Az5eENG2AvtnB/EAzeUK2sqvLOAssCmA5Wifde6BRnG5oWKOT11XLidi8sJ7k4+vP"
    "GvX65JGxfrWwv/9mny9Jkg83yrxAOWvIYvAU+otlw9rjbuug+/J1s5xK7qx8Mltn42+WM3W9CiWsmq3m1XpKwl+/SgfJT74LbTve"
    "5WhOBzJEcQtO5Xa9V86UmZCGBmIxlW1YjavEKqCKOO3eKgUbipsu0A5P04Uc4D1Za7eY7IhW1XgmZNXhaPt1gOT5vk3XIbpVSpIH"
    "yQFY94mQlsexDl/q2dh3q6ntH7xIfswx8NGasb85AtwyD/p3mIwAtrAo3++481YdHjThXOfGrLq0WoaTiQBC1GbnMKf/CfFZV3x9"
    "E3SAWaEvoH8H40wPkhawUj/pHEjTRKAhm0WzmBXIxmlo1RVhnh6z2x04891+7ceakxROa57uaT9DXJ1fGbkj13OuzFwyl60FJlyq"
    "C4A3Z2Qs0e/wPhshRfOwvqeLxdb2g+aYhZ1cpr/JEnkSyLRfsBpveaHmwEp3hz26HhrwYQ2Ccu0RVAKR/Q5p/Bnnow3Wa67eCvx0"
    "O1csxQN4Mc9/gnuarDOXY7pnFvM3Vr1bpY7vO8H4eDHRbalnftmI3cjDWyTYFZtI87DG0x2wS4AKPsJ378G6W/X331Zfwson65cz"
    "Oesjl0shfaEIfs6yZLX7p1ka8pkHNxOmkP0ELs/UGjoolzVufckYvotIeK2f7ZJMVx4oq1ZTfA4JHwNRX5XQwfugr5ENqSnr9csh"
    "vf3kfmCi+jVmRaVYbePk/yvUByCVr2DHd6vlrprg9E8GQmqBdy1lZtr1uVnli0mLcaCeCR/G5c4EODvFx5zvq8tr8w4LmavfT0yr"
    "W5bgVKLEHdTPG9XY16zCYBdORkesYwE1RA6jqKfTK9zDyK3xKGyERirDajgusA5i0wSdx24dGGtZqWxTZFbhesZ4bbmALXgOY212"
    "Gsym2u2hNFm1hsX2j2XX9iLG1WLM/V8ixgG5VcfqbJ0Ief5M78v4Dndog/N1GVYMPrPEa3QBp6abVHnmRDchxTF+3EocWaGpjL6h"
    "tiF+T1y14x6PnDQdD88Q17OzCX6sTXcvB5o5GKjxALHs7mqgnsMkIuM0o961eLbrYeFW4w4P6/M6HHLTQ5Jkbzfk4PKaxue1Whv4"
    "OUuOscBVm7gIerZMlmuln3TBTy+VKcnmwIozkxH4me/ru8EZ0G15WIeb5QXopcnwbO4C5t+IJzF+bouR7EsPoYq7vIu1S4X6A57Y"
    "zohNXYuTG6aSOEs9XtI0B4/F1k+E3W4bGA+uTeMphG87Dl76STIbV92JM/Qj9tqi+WfA2loH0jTOc7UIwQFS6aPE5Xw7V5Fa20Tm"
    "EPnfkjXmyKg6FBDz+Y6UdSn13bH9/7UOxf3apN/hCS0qVgm9UMEOa2PitJ6H3/H+5m/Z7MWdOG+W59rFNdhX6qU7CNy1Hf4ohA4s"
    "wmmIMGZzMqe9XyCV9Aoj9HzvYXRgsT9rVezSMRm6itHOhbCjxstVzl70dfoirGMhbHChvih/AjWuwteMQahIr8a5qsfnzNP9A9NR"
    "s9l9/n/Xa+/MOqshrWI0632gmBzOlLb4XEoLpWYrhFhjZzWPtetrqydpJ8bRfga79op99mkbK62r4RmcIY4nrohfsRP7mp6h9+tR"
    "8EIm6ROw+WPl92AgrJ+x2sf8TsbpdWaTK7ACOuNk2MUO8igQ0vlivYqfwH7djVN9s9ictpCvQDbW89l4u6+xh6uwKtbn2oSxoQ14"
    "v524/0wg6yLsyCuQvt+hfSZbf5GukOf1QGjLxfAhdmN1bYbqVHIYDcFVesmz+hSk7UNqthB810p639vwBofBj22Bn8xhxLUKa5UL"
    "nWjIaCTuGwTXyl9qNThr4f9Z/defsPgt8CY9ZAx3LeGndVrMaJlnA7LplYk0449JVXNxzKSr9RYxHRLSi6A/i2D7tpCpvwrPMEy6"
    "sJ7T+McM7WXhzJfRV4px3cNAbhGgjgi7jzawV2Sdfoid2QDtuR7I4E0ZihXYo1/LdOaxQrQMxYwtLCMXVAM52Gdj20mcXAeG4zLY"
    "z1JE+zIQuqilfE1mhJn4ygfkLm8j5o1bfn2YvoBPbcTTtQNSOI2zZ8vJHDqN/ZwvyUtYVeN4z8Jbt/YMETHPF6h+zpbLJ5mtsmrz"
    "BkTGo+UXYPf1OClDJEuu1pf0eamSqdpdaz/1Z0E79mNf177s2Mxnh3QU+KuKvOymzY2nJgfvb29wPdBPnB7fmeKmOexmRrQTMyCz"
    "WT0QxtcKWRlsPBCN4Vdvgx0bJXEfI+smbvZoFivaLcsyCCuxDFdta0y1+On5sKerybS2AX+/VkYS8+7REfjzJPkzjRkKvT91BizA"
    "NlpB18kYYs2HrZT5fpnQEJvY3foeIwKuUi2L+XKL1V2BPchgzX2MLMAWXdlGxgQ73YdKRY3O6qjveGoo+4jrFWnLCTdJP/cs5Nl9"
    "UiyZVezJ7CeussBlDAM/faxzem/zmLM4XebjdF0rJwGzvIhT8yetTSNJesSUIAdGA06sStQRlTK+lV48qzb59St8vxo6u5K91ZPJ"
    "u+U66HZCduK08Q1kpbSnHyhiPdJfy7mwRYdDE/TnpNX/+2u7/pMlc283ryGUHvUegAa6XIwH6Dl9D+e/QC/WU/QLstNVM15a7Gtd"
    "jDVkt34PtHQ/OZx2asSzjlXTHpiEbcVpLybfmeMrKNP/km0rindybOaV1Oeu57FKe9XR1xYhd1OE+jXCnlvHODOa3XvlrD0v1Esp"
    "rV2xK6txdl0dUtLXBUZ8nMdNpV6vvcim4CYkx9iveR8jHKXpmqGmvjPjcM7TrGsutpv/1yi9mqmYqKtFa+tPcYRoNNURUE7ftCs+"
    "fzY5fsuAliq5irV5H/Nkgn6sf0Hunpe7mVkuhh//kNzLSHWEPmKUUfe7WYtWxJXNAN403u4m4qbwVmsXenbW93GD5JGP3WVPz2WE"
    "2jguhsjezpIFNaJzcXynmlrtDfaXJDm59znc+y189nto6v5iXYIjoUunQqN/BcxmHBelei5X4xBWtiZ9JMx+WXYlqTXnVaifu5LB"
    "acxJoqE4K6cda1sLyfD1VSHvT6Qq+rexTnJvh3IPcVOl1Vdrxf0cNHtTx+XaB7b0HvrfIW9xzDsqJIroTRYud353qJvsoOyTGYd/"
    "zdQDAqsm2g4s8p0eq4tkDWSsRPdWU6YyErbr5rE0IkLpkOaryWd0chd09nfwQG2G2LmwZeuAhmwmdFe5DysaIkPpZtaffADU+Ztu"
    "lm+xf93FYt0mye3F/Mpm0obeW4RdB9X8jusWvw0nrsLPJ/13rr1iRrwrYKGjzGE6Hk2bzX4TJHoj/p8Fr6Ytp08U6JM46davFoNl"
    "MF12AHNz1cRxxgqfy5m417OrayP89yU4o/tAy9cHEtoP2reQPCIl1AjG1NWZWLp2Nvra/e3aZHQbPJYbgYq+wLqKbJCnsUcP2l2C"
    "PUTUk9iNmMNquUpftWUeo80Oben7gst9fLTCz85102pDrLmKsq/BIvoDPJNnU8/IH+eJNsz+A1B5CSemWv9EEbMbz0gupw45Rq2/"
    "WZleRqv8A9DKbEjXz6zSX4wzfou8AX/jfCmUctjA33UF3rYIz7uMTxwGFjlBWtCzinvpinu9E/x/cKy5rvACPncFGdXd6TDt2tVX"
    "YtqnHFuWq0LYCV1ZAVk33XS+HEoL2lyWs4PnXti97ZDhKNHcSZLHTvM81jTFWAPlNFFCL4Nt7CjnApN2lr6wUfuJxWO/12fhr+wL"
    "RN0kSO100nOOiOftstrxlrR5jtU1NWcsh3PJs+ELV1NmwzoTtthlR6027Uz4H1/T39+mX8pcnJzP5DSssMX85sJOGrtZezJn/QB7"
    "YT7SC5DRDmLPa1f9mbmRqew9qb1i4FD4xNXs3rRa8SirCTOpie3ERSFnEc+Q35D12/bLYmNHyWJORxwCi3wxVr492VodA2uEE4RK"
    "WHMcYe/venG9rCHo/TinNIUZlSzEdeLQwXdIKr6T76s0bMJ9IFYZNYCarJznM59xgFZS+/yfNv9TJ1SfspNg/WFDcV3YbaQB5wNW"
    "kccrhDV9j9OF57PCcqT0BtqbLS20d2AzILb6WUEh4HVXvanMm6yHbvkvfAFji7oIO9ZG2gXmr9Y1uXYysXsZ9XgpOebKKWcf69/J"
    "eXIbrMZbMkVHB/vjp1tBey3xPf9757SIdML+lZNL4WScw2PEcG+mWMa1O/wq48VIcHrLdVylMujbbM91apahhRwl1oFwkBjjoUWl"
    "uss37DRU3+eZ8NM43K9yn1VvyPvvS/luIC7ePllvwDUt+pMFvyWPSOMjoHurkXoI3swGMk7k6pd43zXwse/Gc7eVF+GDXQPrcETw"
    "N05PT+C0X8ldUEHmGetd/wAnaiPzq7vo+9VkZXAopZ7nla1MV5q4uF7E9+M4uxf1CCrp7bBDVAdIiZ/J5piD3MyiME7MNB1Pu2oR"
    "k5F41pViaNaiRb8DCVwtT0CPPAbEEsIuTsK7R5IFehxk8gAtl23JBtAOVXojdNsE3Ri8DgRZiWfpIhbZ2K3Wrb+BU1jWpdfWcVi6"
    "3qVmuLvptHfEsbwaY+EfrIc+krW7p0Cu/oLPYZnTm2QB/PIfoJPGYoVtOkMizYuQTPvyJqnHe0RRwUyUZe434z1jNWb4uV8NpKnU"
    "o07IlpnYSzsNTXH6rJd5M/SL6UiX699GKUzVmR8ve1ky/83Tu4m8L1EfHy6j/sshRq1Iz0mPQ4M6n6SMGqSUnUhNJZmeVic+K3gp"
    "a/SOEuNwe07eg74aiFP4s75pndjBNPK4VOnLsgy+zw6y0HzGLNdqzscp0K84kbGcPLJLvYzUEzcnKkR2A3sPW+3tuEs/+nIhMpdW"
    "4t7F7Mm40uPjPJ9pShA7QMdkLEhm62Csz2Z9HZjhASCq57VC6usqMmZuJCfJ0fCymkFKVkI/Wo3JKLF9HoNrlzA7upNsMU2wqnMY"
    "9XS7+L6X7QLazxh9rxRXjGO9tKr2zWSNCtPDKGPseQ/e+2S5B759gboJZkNZMxFjrPUXWVVHTm+9vg3NsRu6cZNeKIYARsBW3oev"
    "bCFncQJaXb1uOFRuTE/c+ferbdFHoUcHQ3ctEYvFvKpPAxe8DJ3gZCf6D/7JZqLpPvUyYhVjWjxUWrGaJocRZrOTVp8zHTIxVDLJ"
    "djyvDmarBCur19B7uoNsm2HIeILcrrWhNPM1Urlwq/p4g7UDOfBPirEmC8jWajWQxpZgrIwFOKv2q6n3BP/JJmPec0dxvaKuztnV"
    "Oh3LCJ5h7+P9OQokO+2v57Ar2v29VLtS+q6SpZDhJ8j4aVbG9HFDsvvV93Ng3Oy4YnW1Puf4qEGY8tGGGdpyP0nGTYA4U1YAG18h"
    "H8MjM57yk+UiuQXo91nG96yTNETmNPMzluNnij2fZRXnT0sazeXyiheQuyXu67scb18H9ljaPLAN7Pis9BzdvYk+TDs3lN3UvieQ"
    "ycdioSv1PCmrwU/6z56U+tJZ74WV2wI9uAo+eUKv0l/wBDfL+UHtezoIln8tsPJ4YNZD5FcyO54IHLcgrY/6MBbvItph9mrs56dv"
    "iOxlritiTKCYkagw8fYZRF6d8MRX49r1sUY7ISWmaw9jRNCqqAKxeVQT8aZ7uPoHQl8czB7hMsjvBZ7DYZHnOHKTJ8L0o0xfjuA+"
    "VnJGQFyPlhgj77W9ae3fKaaHVE3ZMgxWrFsln5i3NbWhkv/YdVM2YFTQLO1FnGXj7OxS6r+k3grdWuxnUCYZU7LOD/MTTT8txGfa"
    "ynqxqdIXQSt/D0syE4j0fCCtrmKzrrbq5XIZcOV4IIBi6MgGOF+rqNGqvSdsKPIFSvUeYJdKdX1b10vC2xJXHTpKkuTzFiL/Cl9F"
    "lNDaIzJjxLIuVX6ScaXvm1mEEz4EujsXOGod8M1ZsOkPA+fNw/M/pj/hvRw3nGWHqjndaLOeAmv5Is7Bh+xfex/Ixt7jRyChXXoh"
    "ZDOLmioBKRBGTfOxQsuhM66VNTwbMWr2hWRc7SU9JF6HFosSs1RxCpvFHNsyB2d1Ja9Dsk+AXcvEvT4EKvxJFmnfYKZ20xacM9FK"
    "LAZh3kwDTloooYaoTUKKmAVN9XiWscfTqoPvBZ7p7etjo75GJK4u0nENuacr/FwgxxgX9ZwOzWQHLVCc9sl6nIYxvn6EHIj1ehpv"
    "8D28xvvwVFNwnRw83zVS7DvSoj5Sr4zf5fLKLn9ajFPSIl2HHMb7zce+XQRttY9cjdXdDDs+Db7DyXKmlGA3jLcxQ97mbEeL6xVi"
    "j6/Vz/U5fQr7sUgXQsIX63nBF9jflWShKGYEuIi1S0NlJND8fB8LaiVR1RoMJm4Vb5WVQAobmPOqILfnBFjQr+VL2PRljDJazuAR"
    "mQfvzGLwv+EkLcX7HywdApuyOpP66zk1VD4DuDlLR+m52LHO0iKYgauul/f1AWC4VAenYxmvOTGpnB6OYd/P2W1UxE7yXbhS7btd"
    "QGRvz7aDSMHi8h9CRnfws3nkggvhXFrl5ducyOn89eaeodb9q4nfCfNmthLHr+QsC2BPaQwkuJj1d4ZCr+QpinI2Xpj1gol0LXlq"
    "RduJsy87db4OlPfEpuRY5cYG4smTgWkq9UR4kzN0LmT0fR0HtLVVrpCnZCZkYgu1QDUz4cXsuO2EJ5iOe5zg395Jqq3hCtZ0W/Xd"
    "TuZUdlMrziPD/nsqwULtAS29ijGl86HvdupLsCH9ZbZnw6lSl2GPkNXGzoQx9LqpoUldIgn2TFgUdCPOak07Vu8fkezZwBediS8O"
    "xdoPlndgdVbjPPeFlrxTbGLlWljiI8Wq69bBN5kPBFV7pKT271TSppt1K2On+Thv57brrdof0tgcp/AJ2KRP5Tas47c6F6v3kmxX"
    "169S7uebGe5doPtTBhPp/tEY45pJRi9dfilGDHA8f6YNu9PLmLkpZCbG6qDW6yN41nVYV+uR7kveq+PETbSPUsNYfP46zmVN8chF"
    "fHVkCT2loYyiq+9SSnrWsRTndMRzmrkT0ovnZiz7Qnfh3kXyNfTEcvhqH2F3n4c9Kva9dIZcDmGXQDZ7FkpZBWrPv1B64omXsPd/"
    "rdrEwGa4is2K6AJ0+xgQRHFgPDav+Lm9rrqhmhJfzFPweB253drjB45xqDnzJcl0f6Hhgb9xYtfpfyGzh0OfrgVe3Uf+lA7QpI9K"
    "Fq1JRB0jdKHnZanmbJw4pw9ZP2uMvMiL9C7+fBU7NI0jcjDn8lreMhv/n824WMwz+yg7Pgp1krhZkvVYKVro9f+j5EgorWNawByy"
    "Y5jMOJb4JJ8vSm4Tx+GSZDWKm9lulcZHAk+swkkwvpDenMq4FL7eRTgpt/lJbTWr7FIa0nryE76DMsZsYYxI2STsSIn7SYNWIWN5"
    "9LXktrX8t6snt+sNF1dzZ29Yu92ufaJFxM9Jtfu3kSj9couHWYTVWJtD3ms/UVzXTdzzq9s85GZA5C1YX2Z+XRn7o/uLqxdqJQ65"
    "GCtfFXH/NFzTKkMfkgHQEBPx/aZ43plqvAmfAuMHYvU/B8snwCP1dGTwAvauGzsNB8mZPBPlzDyXMe7SGLYztXJJnzeznVxH9tUc"
    "eCL5wO4PwiJZDmyDzqK3HPK+jTFPOBblAl8/nuJVdjbDYkeuyt7QZ3vPt2SdvC5yarNkP+Wss0ogmjyc049Zgfc3TmoDrNrxsKuu"
    "PmwmKxIM3WdAEo4QN5mqjFH93ew8NYmqXScuwZtuJ9PYG1jHccxNr2AmvRJykeopS2XjthNz1h5TjZEzMOkzpabplHG+MK55qtwO"
    "69EB3mN37Es2vOmx8L3+C50/mb2FrXCtLPhjlTidJ4jFqrJZbZVgxtSm70XIEWZ4uDneZwQrwVytgcVibAaPsaquZ+V1NfBnGWv3"
    "8vQ9MU+1UG9jtDVBbRTmCXuE3aQTdLYshCbZgV38GTr1M6BMm5pzirSR+P9MiVD/5p9D4y2AtbdplfVkufzEetd7Ybc+DIbKCP1E"
    "v9H3dTrw8Qh84gk9J5jE7J1ZzaGynb0Ulr18QP7iLPLa2I1vCvKBA56E3f+eFYM/4wmnSTtOzjsa+72JPxujrxTzLPgRbcn4XXW6"
    "5q8z545HvYfTpAZ7eSNxfOZ7tOc//Mx4mmGxtZfaCs8w5mreQ8AmtX9nlg7ndMgIeSXWQiMmWRe4iRkr10tjT/SBrGGtajkZZ6yX"
    "dxIZvwZyopJ5mXn4r5yd1GY9GrJK9wPyV1sVoNUEv0jtVUJu7UpWl5zuuRMTrIRMpCc225ta7VDSZ32S7Far1kbi2Jj3+9f6xATz"
    "bFNgAbI4rbUMONdiqZ0ha/cA9cbTZ7va/zmKPtpJrLiKE3Uoo7nGdGKzhmv/zhqdZIwbwTJ9EqfhS/gGWyA7OZwoMUKaitXEVej7"
    "sHgm4wshr5ZD7COazgrk+4oHk/yH5VC5Se/DGt0HpH22nA4b/bv+Lkvhk5hffSp3xc7uRfTO20CadqhVp29Rm/YQ1XZkcGjGiawh"
    "37lmPlAmZe4sWLIeksfefMfouJIxmNVcsWw85TSyhGxkZ47p7zG43gJ9R59nN4djmmvGmGkjzsk22/SmXKx/4PROhYdykDwNnbAV"
    "nstcaP5v5VnNYbVRNpmtvg0WM+v2LZ66nvwBnR8jp9NSPN8pjPKfgTecifWOe077Mh93TbIzWGv0E9ec/tJErpWhnPjrOu/NizN0"
    "uJOess35szlXu7mHjXCfB9n3V8J7W/1OgX4reX5q0bY6tOUnzJq7eFIGqyRMTr+HVrGK1NVkuTVuvJW47rc4F8bVdrU+I1YpYJNt"
    "rVNtM3TMUXKXuO429XM3o0SgcehM08Tz1ZgMJsCHPQQ2ZRUrZ0+XS6CFhkh7TmhJ1JgzFPfz4xOMyuenu/6MW+dhMkPXht/C1MNJ"
    "74UpM2suc78T93NX3MfzU8U5DajSexL2UxcTGZT6WaF1RSctqna4xP2k9AhnRhs63eLvnXqbJL3zoexgKPRcQVHPPBqCTnLshyKF"
    "XvO2YW1RR3H9c8aJV1vnVg6s8hzI8u3kZlmPncojU9QMjw2bp2fnmq/jNOxW7Gs9GQ+pHI8/e0sOM8MPyNI66p6SsO6ulqWc0e3N"
    "vgYjzIkAncndVcXepGn42h3sX28sNkMrXxsEXeVwMQ6BAVif7/Qo3DWP2D7CPJnzDRLAvWWssHUcHq4HzVZ5mLhoX3vIjmUIC1jr"
    "05Rx3Ap4C7XXbNvuHs9ZfnFfJZ/wWZNNrPwqxbm33WiIv2fqx5BDi+BOByJ10htnjULCezUr9T94b/NJt+AZdkIPXwyf8KKgHRDx"
    "HjJXXSB5ROeGYl6RmayVtNMzGXpuJBDsPJz2LfoczlIPcoTarCHDZIdCp7ZjZsS6xqvVokgbffeiQ04haKof65DECOemVlG2MvnE"
    "JcAlt7I7pDZEbL0vSfrO/clTWJ88nzZ9fgPziLayFawm+4v6xxgkW7FebqBY1NjiKxnQMZs4tfo3vRlvNQ7Ydh2e6Ve89Tzc8SLY"
    "1VLG780bq2B1iavJ3KXXiM3tHEwGtP7wlqLserOOnlb0PRtTqlzuqpe4yHCMc7saceZzmLbzSJ6qathMYyh6Xa6SH2BBpmKv5uD3"
    "RM4+qT07doTYTGGrU9wJjdQe+7cR+nyDfuR73EqodYZIKn+mnI6RYIXVJNiPGXKMXKrGLf++5rHj1iYyJclt4uL7a5nNrL2D4kv9"
    "Sx+Et3+hrkt+qwcGOdCwa2QJvlJ75LQ8zXRT4rVMkqt8HnZjudwkGcELepJmJ9/TD4Es38C+zMe1noaOmA25LaKmOwnrtoS5iCIg"
    "ufmU8CJc5W1Y4414D+NunJhcpG/JD8EQuUTf1G9g9/+WF+R+nZ48CnbJ8rX5sIDrfBTDGMccCtyX1Q6p6WUpFv8Q5wVVEQuGyehm"
    "FTM7OdEt1c3qPOpOkpoqGCZCtok1P5OV5kvZFzK4Qy16+ydWfTFZQT9m/bTVKBThfSJ+pkXET8lKckq3YdB39TbW+tteHOi7Znuz"
    "wt967oezd6qCMUrHJ3g4p1kXs+Yy6muTLfN/HiOypp8DcYjXzXw6xs9svRXP1RFIPhf6orm8xpW9CeiooxgH7Vy9hVVCJks2l/Bw"
    "2kar0/5IF+Kaj5LRfg+Zk3rJNEj4o9B2Fq3cjTO9XldAjzwECVmH60+F/7aGGnGNvqAdgyXY3z7wVq3rtzm5tUrJmreV565KH4ef"
    "/gN2aamaxnte5sAq2ZygY+D/15d9ySUZZ8drGdn4+rNWxPkLTubKmLVz7IHmN5f47GuxNmJfbAtZq1dIL2iAI+QaeRFIbp2+ivsd"
    "FszSq4CnOvOKWdRUx2BFLNoXZRXZsZC7uXiqh3AKr4HX+4e+jlPwFhklnOUJGMsa7Ht049zHCDRGaxnp82tOilx2tHa843BOc3F5"
    "9Jr6NB+ydgs7UA2B7sEZXQE5y1SbNTUTu/GaseHiOw8D72zEqVmLr2VjzVrKUTJQrAN/sRrL+0mSif9P1YFBQ5zFP/VraNZlco9e"
    "CKy6VR/VhtzzsO+SymAfiz1bfWZ4LNt6C77WDd6fnTCbXrdS35YrOIWrmv1DxbQymTgJFXUiO6tw6SAWxzhYzMNpLu/iU7vxpAdC"
    "zoqYzV2O62+nrt/MHW4rPcT1OIZ5DkI8ZdWal869JdJ/s7qOOORqHmu3rSvTqiVyoDPz8ZW+uGtjTmAyBNpD3JSo+ZSlcqCWPE6a"
    "qaSN20lODzsPQ1hVltAUp6TjSdrKnzlSXA18mL8PYVVTknhtnecsdx00dp8LJZKeKFyTmTTFCBb2taFOrquZSY0REV6Cn7maSDZE"
    "L8NNgp+LFXhayohc4mr8bTa/wO5s9RLLOPUywpP2HTSA2dcCsl4Vswqr0sdEY5Bjy34EQMv12W0cZoV3gtGtavYQd2aFTIQdB0Xw"
    "ijZjrcI+wtOGPcP747/60gF+3yae5604yS/Dch6KdbJJvX/izg3hP06RB+nZ7/L3qSa7mp3i5ThpyyDjpoMsonySWH1XJXP7B3Ha"
    "sWG9Enr4O7gfw6krk+ylLuWktRiRq9XQBIwYXoo7XgEtl8NIbRmkPRt+Vrn+iPtn+t0cIy66a1a9iJyYtdm5lL3O+EdEIIM86Ctx"
    "96VqVW/PyCmyCk8YiJ2zj1grNgHvb12zb8NafIun+1SuxN32MGNnaLkQP/+cnARd9aj+DW10CdG0y/al4tdVlNJqeFWunrof1yRJ"
    "XsyN+MkjxM2lziRKLPLzbnN9BWXCT1lOee+mW6/XN4PhsKVvwHrt1sfkeZyIpfjk6fjeFWTPd3ZvoyZ917HF5p9gb/Ro3H0ZZPIg"
    "ORpIcDqs5xy1idWWA1kP1P0kkPwgsapK6+V6G5p7HX2Gcnza5tza7L0o6xLbw47vJlbMwgqVYh0KyUDbXjpJ0keVnW/qeAIcZ4NJ"
    "vNXd5nJW3dPYuc16lVyHe+8PC9chWI99NY83C6vxNdbgE9zpBLlYjIXubkjZKljNn/Q6aQLUvCR5fjAdKHJE8g190TRt8IyUy1T5"
    "APdappaBtCiKabm75TzI+aOwnatxbmfAR5iL/XoHmOkISPtbePIhkmK5dhONHF98UocFxkI0HjrpYZzRBXjuRUCoBcGTejrOUw+s"
    "6C+4yuuaD0Q+Bxrvbu0XpKr2a7JJJHxdeW0ZgRPkSnlE75R75W88/Q+wf8ugDZ7VrtiZDTiPxghZTe44qxbdym76gNml9ThPa7BW"
    "6/VzvO1g2GXzpcYAdWQyhtaZbPshdpNVkbGwnefMNxaXatigHZSTc2GzJuAdi8ml9KE8Jwuw+zY1tJLTDaO8Rgn7tiqZWftVfsET"
    "/wH5ORWSuwTPsxP6fx0ZhrrAmt4P2czUpfipL/QnfUvHyzGw3jZ36hKctAhRUjEjPWtYpVCsUyTsK6OMESmT0RerjcjUZ7H3j2Kf"
    "fsW1K1nfsALWZn9OOw6pccrW5ySVbGauDffYqrv5ZuI91qZeh9fDcxYzi1KNK1cBgVuFw23yK3BEo+ApfQorcaPcDpTxp1rf7BO6"
    "m1PJUqcx6TVQHiQnzAyCq7KNcerFct2H3Bx7WFtwg+T4U7ibcSTzSzsCGXwN3XYumVTflG8hhcXY8Rfw/lpjpkbwj84Yi3WX08fc"
    "61cn0rMNneRm++nJEdiSG7Fv+4tlajb6z4d95i/Mqx8tVrPizmih5y1JsnvYoih9sKM7INEz4X/txpNu0xPFzfkso+cxRtyMqjDP"
    "9EpYiSLy1to8BlfPPh94OsQcjYu/nIITUoWzYppxqX5Wx1noK4d4Py3Tz5pNzS1ZBQ2Vx3sCpwb57EE/BrpvIq1SD0nNnoj72nnz"
    "snbBfgfAX91xmoz12fRuIeT2dE4+sJrsOHsvypmpsjnrViH4PqM8UerhBGu8d2uDoCw99908Xuvl20Sd/iJ0UtLnehIeJ9h0WudB"
    "hHlWjV+3WAewezIM3bGDjJ5VNfjVWvi93gwbukKPhwaw2o1v9QvIq3HGjIdcDoWUXAU//2w8YwO8W0syRyzGLh0BFDQNms7NY0s9"
    "5wDGUNb5yZrbxCogIuRVsHl662GNEr72L8Zea4dczK9cmSzBKn0jN6rN5O2H1XtM7sCTrcInMsRmrragD7kEb7eftBfnvaRkNZ7m"
    "9G4hrsb/JliW9UAmR7Bm7Sj2fH5Pye3I1XLoOTPdt9RFjBWlgnWa5pu3ZYVqGaW72T+QaoZHqvb8efjcaLlbjCHiM3aiGkvFWuhI"
    "xdUep2/heKbzKaXKyS/vQDattulaMYaSjsA1c/BeS/G0v8JKTsS/hshEbZJRiK9Ns+5gSMks38mzt3v7PtZ61x51r8m21NVPGHA/"
    "sY+4mfMmt808ltwNe27cqN9JE7HZCpNkI+tcdjHbvUTvZ/SrkKc54VFWaZrH9ljJrjFvKeZrfWs/c4EcxmqLMHvjO3HGRT/Wt9Ye"
    "9Tg8rZlSjGeOkz0JvTkFn2wtX7GrM4/zMnvLOhnL3r9cRmisQqNAX6CPGWUMcr4+4POFxZyAOIITaKrYndWkBmems6TlzMUVY+2s"
    "EqmAmf1NjOtU6DTyI6XmljkGwKSfFPaH/m/Pof1tBHNGhgQvI74xb+JDnsp1ZPt4H9hunJj9fAHacLrezNieyWJ/aNIyXr+EVc8h"
    "6vgQJ0Ia7rL6tEKc4uOwXxMlnzHHCh0GfZCkTbbcqUXZjf1iHpBmPF1BHVWXVyn3vRT/XtNYezQvCrS3h1O+67NKxvFw2Qyy2j9z"
    "LLyJUZybeSP2qSckogFsXxc8+wZOeLhfrN55iJwAtPwb3mUgEJpVVwxkpc5G8wJ1Fvv1Z9NbOV3C6RkibqZdprdWC9SqgJwVcxGb"
    "J4meLU5yOWQzEyvWAPtsE5cXwve0WurrZQ95422OezXxWRFjM31hAw6WKbCwMdzRqsW2QNZX6FTK097689TMTGNyuQAndZOaX2nR"
    "q99wAobIVKClOXjjep7PzCpyHeNUkpFe4yMK1ejPSmUKrRZ776SKloxBJj0miHvU28ufvQPFTTErr+M0bme0ZDdORIz1/vl6AFD1"
    "XdJVzN6FPNOGYe8ryO1fgJ+4QB6HfhuBZ88n2/502DHra17p1199NiGUnuFykJwJTBRhFDLMCjnHPp3qTrQ6kg7pGYl7yAlu2eE9"
    "rFE3xFWJFbfOuybkwS1iV0kpfi4EiSn/f31dCZhU1dGtx44LsojIIqLIGhBEAiKCuINhi6IIEdx+MLgvREEj4vKrwURwB0GJSjQG"
    "XH7ADZBFEJB9WEdghhlgdmafnpnunu7KqXNvt+T/Mnx+hjhMv37vvnurTlWdOkUN5BjV9HfjnFey4paOvRNmn3QZGbfvyN+pLrQF"
    "/vkXGSozsW+WA+VlEOsm+MPZRK2OJ2TRcXdgfLOOxmFagEj1TXmf3Wmny5dyjsxhL0gm2WjVuNMQ0ZjpaHbD2piOTTXnrNmk0gPk"
    "wg3HvZf6NXK2xeKXnjIIv23Ts+7G7+/XPYhupugSWY59k06O/3FEPAPwTdlUTliBWKkcSDVDH2IHifldQ6/LEPu1hp27CnGVZUc6"
    "0JPVodWw+u9b8W+B2i+UxbAVNiH6SeygauDu5kE5axROLbVMn5bN9CCmdtaJan4R3y1q8+QjzF7UB6ach5NwDhlLxhT9X3jcp4EU"
    "fkDEdAa1N0LU2PsjPEQePFsOfudlyeYuUq/kEyd+yKAXq73z8XxEUk8hrt+kc+FBq3WFTtSG8idEBNXxSpkgL+i3gc0GHAd8vkjL"
    "ZVzyCgEVUBOeJZd2p5KM2BzGzzlqqjWvwQaU6Fn6Kk7qfk5s/6tcg3O7Sj/FnXfDmTUVhxj5n4+IzfuyOXJbOZe5tmrFP9SU2E07"
    "sUJsAuTTWPEtjCsrNGGpetLGhsmwtckFd4pxzMo8L66KVTirZhRyPnhL3JXlGgbhW7oivnwX62b9qo/gs1+SCfAuZ2D3w31chBhv"
    "PJDnLWK6p1lqc2W/pib9XrJcrsJ95wCvxsgit4lp5s0s/5UGbPIbuVznIhb9Hm9guFykvw+eYneds2uJ6CbuOw4yqO71C37jU5zQ"
    "STglVrnei8jDuv26k8twlF7GZin0EWPoux5oF7k3TOrC2DVTcP6itA2NaKvq8ozcLId8J2R/1owdQ6MJ+9SjulAPSXPYrb2w9RNk"
    "Ic7KTfImnmwRUGlX6kWon/BW6lVws085S7s2ncba/2aVzpGOUsQTYpzYK/CM2Vj5jFPY3u/g29089hPkUBXyqbZhF5ptbMf8WkuJ"
    "e6TlZibcLOcCOX7BKtcKNZ6A9UW/i7NwQE1x2k3bak+mWiW8aoSKGI1warYynk7HZ5biZ2fgnG7AW+vAHK3h+BP0HwVk+TcUN90h"
    "k++oSJ22173ippZ0Y4ep/W4WlZ6r9EF60doVGFwXu1KlI+ozmTXsGPhILfe1DyjqR7y7zTh7DYP3dYCknsTIy/UcEac9ZD/vRfam"
    "xRGW5/yWe7Auu2nGi3Ldjc1Uiu8TZgz2a19x2rcOEVTTYscZhx2kyvIGdm1Zj4Plp2fIaj3AyVGZ+NkIiSXjJ+PUmFqx9YOvxxMM"
    "wfX/Ckt4HNc5rJ8z5h3JTzr87WrnMa3yuz3XP9P5SYV3W42fsPqrmQ0u14XyGfunq/QlafFflCvEV/KVvegPsK61BM9aB5Y/H5jT"
    "Mcjqi1NNDnu9DeXEgUK/j5oTbTQgsgyTl55QYiuFT4153eIQ4+sC1vxLGWkZOmkLzBahx/4DFYIF6OcQPVom7yl2is+cysa38X8m"
    "ciiaVHntkcw/RH2MHktOkv/vKrD1qMKRqdPxhPWZj83yvOB1Oh9eailrA+uBfnrAWpliXzG5g0v8+zFuUR284buJtPJgy/LkZ3jX"
    "CuZy7Bwdgj1+mhV9hzg7eXZtGJh9J3x92FfuY8ztG+P4ao9KW8I2F3qmh1OUKmZNrxzrWeyfLDFFUvUwkUVi7thYyWKtyM2vcJwM"
    "1598OS15lc8FVyMimojPWJV7Mbu5H9ePsXJzYdGfC054RnZYPxKb1dWNcU0Gota/6eOBaSVl4TNHYQV2wI6vgkVORQz+D9i0TM47"
    "NF2qFyWP+fKtiMhbc7JUS3b8nUas1Acoy+KiLfjNEBlToyVNTD/IJhgf1GzYy0tgxzpi9d+FZVqFE5ALH3ZUj5BT0gj31UrWahO1"
    "GQnzcO/p8MY3IPbfhmcejPudTBX9wTjbr51CYcbmyaURbZ7jNc1/K6bLZjWDn9RNSq1HTr358XFiNYGFat04lWTgdydf7rCs0Tdw"
    "N6Xax++weJLXWMM34bRdHEMqponpglPgo/shRtgIRJTNifNrZDkQmvV25vD95nJ+vXKGTjuv3ZGjK6UtPnU1LHqI3mAXLGM57MNH"
    "PJWNfJeX3ckmr90zQY6za6g91tPmEZqSdwlVycrIed4Em7Kdz/MW/NRBxoDLgNtXAwGOgp9+FRjtJrzRB4N50hF+YT7izsP4rSJY"
    "NKvb7YFVeIQ6Vmux5juwuzbj553kRryRnmK16ELcabGYSkKEmG49I5IN7IcpxvN9Jnfis+laJc/hCffr/WIzNDuLY7nH8fuXwPbd"
    "Ss5Ouqazj9L1C81lxdZ4dDbH5Xaf86jHE+s8hJvGFdPrsUt/I1b96ACUfkgXyXdyM9UMouRMOT2FOr4qHuYcq6m40kMqwfVaE18O"
    "RJ0iU/ULeSwYCOQ2VDYg6rE5Crtku81ogt9eDERRTL04e76r6Qn3e93bZqzQm75yHarQO3tmXKgenI6TghV4gLNdK9iXVOC7X2vL"
    "ehgee0Kseh3yahxHcXbKqfOQxcmtFbBxU4HouwZhrPUV2CkxRGEXifG9X5C3xCbmlMCj5WA1bJ5W2LOgrBvDWHg/EfNbjtOxFAvV"
    "/ML94lj0IVbFDugHrOLtp/LYK/A3W1nZz9bL2KFlHXamz1PODoDdatY2kZ07U2r014nOd5FrsED/osaOWCRDtECexDOuCHJZObQO"
    "z5XiIsJM5jtLidQjzBRFeP0biYqqySVMpV1VajN0Jc9MyLO5WwbgqtfDxlwHW2uY385tKWf07cGf50l3xCfWu2MTXXJ5gqqIKR1L"
    "sZzfNQC/vRdXaeB76BwD3BTfKrn/qrVjcB8tbgWe0/I1xvxojcje8MSZYszHo7jO9dIE9rQNdtARvUsqOWsp7LUGCjxLowY7tvYe"
    "AdfdX+Z1/7sgRnEakqb1uzXZj5/IO0zh/na9CHpSZiHke31bBesQP1pEkwL08jp881rs14n6PFbc2CWl3q8o/UyJWr7qZZkTP4Lf"
    "aisj9VJ9yCIPeVnb6fG65oV6Ex9VaMh39lWq5fQHMItvd9DBs5HszNi04nri6tF2qm3Oqal1FnIv9yBerYN7b0qm71CpYueq1Ye3"
    "6mZmnG+XY0B5r5NLl474LAVrG+Geno51epjK+ZXAqnlUo6kgO1vJ4zIOfF1a8L2M82NEE13EaRYdga8xdRV75nacTGVM87W0UKlU"
    "iGsDnFCkbk5MLj/blLkhq5nZk29jf2+ESnfGqR5yiuzXdp0YmLLr23qPLpX10jeYojfCBg0/BUb6vdQlW9Op9KzktA6rig/B/Rzz"
    "edEQY9rJ/JSt7zPyipwpr8EfD9Z98WFBVJ7HGg2TunimSZLNKVlFeOpt1IN7BTu1E7D4GsaCFWqTjT8JRqrNUM5H1P1Ectqkeu0t"
    "s2A78OaiOMNv6stYh61kS6TAPx/Vn2Hx3qJ2vpuJYp76S3W62TfIdJ0UWB0nDVa4rU0fC8bq+/j8Hadgkln2+Ux6iRA7nUdIgn8b"
    "SbKo1PeSxMhfxrnV24I92AvCLNJYnUmvfq4Mk6ivokQ5Y9mxN9pwpt8d7GftiuglDU/3HTys+bgf9drA+uSegNU1Npnj1meTpdtR"
    "ErrGlUm73sqjwnKs7zLg+ajvbQ+zamRqmJ3gPTcBHzRDVH2uzINtnQwUMhlWofa4MYQTU+57EhJdbUXMFlQgZk+HBzAtu0JtF6TD"
    "W30qY2UW9se9ovFVwUucDLQuvhP3fAa85XPiNIZcxa0B7iaXtq4E9/EWVtq+1+n9nga7Y3nZ6+EBrOZhih811GA1vs6N1AIBTqVN"
    "7IjI5UXY9q/pty2mTAEO3UYW1AlNZdb2cdiIj2EbVuPNfoWfdsczjaVG+4VALDYf5gRnoDruRZTnt8xr21yEb7uPmSpDdvXlQ3iI"
    "EDuPQ/S3HYFRCtVYZf2pAn8AV6/UC21ekjQLPsBubhws1HG6NOiHvXe13uaV1RI9pVU8oba6WxBrzwTyLCBuNTx8L745k5n6w0A8"
    "38Ozmk5Lvl4jb8gnWH3774GIZvPpVb4VmwHSmt3hBb5SXJXkIjVM1jRKPLa07+ySVMc+gpV7Hve/AKcmDaevCDslBZHpO9IHvrcV"
    "q34uuqxANLKRn0/Fer6ONXTaRVk6TSbAFtpKvIcVXYY/t6hxd3cB/5n+smlSXSv/pCVrJNVeU/YZrGCMlqaAU2IsojPsPF6ctzSe"
    "TR4Qqc0xOcQauIt1mwVrgAuO6ssyQJ7CabMqxwxOeMlX4wncfIrugTrwlNXEIfWJ1ut5j25vf1oyBizmP0p9+sxT5Gq+x5VekJ+w"
    "w6ZSBftpnQ1LPUeWYxcXYi2P4z77yqPY8fuxts2AJu7BPihi/7Gqm3oRIx4vJMroQDWOmqS/jVFvNM4ugTqcA2vKzE3kGaxSQEuT"
    "owukDVWJAilh9TcVNsPwhVmOMt9TFPPRWyA2CauP9JYR7GmqIlt4Oq7b1rPVLZ99wivu5mhnzyCMwKN/DxtyBKfnGNBYE/kjzu01"
    "+JsZcotkUi8+gv3fkf37BXjSzYgTxnEep0OrEUZ1yn7M4/4nCW1sW8vBnExjmZZD9IkRWvIDZJIZYywuPwJ5VvtuIavDb6N9LuT0"
    "jH7i4hTH67e935t9R/fTmhfxG1ylwCzoPvxuglcbSZ6TdpLIge3VvjKM/KZmrEtVk41pvsvYEntY67JKxnFcZR3/3Yq4IcJ+uEqi"
    "3YXEkvtwomZRfbKGGoWFRMEx1uyL8WzTZBJOzQrykUy//yAschb3nVVmrWpXjzPAQvqZ5LJK7TJmcd+FEQWSasbsrn13U+nAKWUR"
    "zvPqRuUSW/sK2RTcKgvI5rkM76URrMi5Uhafhj/LgVPNszQm87K9RKmqbhPwGkk+I86BYhHdp9wbpikcga0yplAJOf+N5CrOLi+n"
    "7ewl3zDfXun7fydQMyLKp63yylaVtD5TWE+oZn37S/YjFXvV66+5d8v1L7AsS/GeKhllmn7+DHboFZyCGec64jp4Ra3oSZWiXN3p"
    "9fkq2KXvKuWHOOG0NiS0BFF0BXUHv0E0tRIrnKazJZvTTY4w/3kLWQKlzLY/gJVtJVfAYoawpjW0b06DIEr7OZozT1wPkPOmUVbs"
    "jTNX21y4g7Cj+cCrlfp/1Ji7Eau2F6f3IiDrF6TGn9KIZ45nUWdyr2aSXVXGaSU2PecaYO8c1q7Ok6qTdDxrkrktW/3npJxT5l3G"
    "KMRVd1FcXW9HL/G5iEx+6hbcSyspp22wqv1WRhT9JY8ZgwizRxFq9IR4XqM6htz/DM5VSeh8HVKn8T5DTPO3klpCpVQSjPk9VYjv"
    "24FoubnYNNR1MhPfsoO1HPuOFjISZ8j20WxONO0PW5TBaVn2JCs8foly4mDU9xq689OTsxRrfNe+9dBdzYj5Mvgpl7eyaGMZ3k+m"
    "PiwBeU8WGWTiqWu8XuQWXQ0bsMGmkck+KsgOBRpbjHNta9hVXH3FdVmHya8pYWf3r7PBHR5wk6D34pxV+Cx5BllfVbDtuf7kZFID"
    "R7wm/sVSmcxftvJZzEjyzUa9vy+AvYr6nyX0SGKswVX7OkcVd6fl/KJekynOPsuYupm7ZazPVSPaTWU21jjRUWaOi3QVvPtBapBY"
    "Tbc37yyXmdXR4jDUcK/ols1qfchnHe0N3AE0tV4HMheZj526gzWvHv+Ri07Y5VL+r/UjNaECV8RXrn6NR0/AJybmnEQ1oXursLCH"
    "dZG+JoZZ28MXp+Odfwfrm461nB0sIAbaBRRr02asStpFcuNhzjruIOaTK5j5HEfluxr/bRdILLnWMZ/v+Uh2w79PljA/Y0wzp3i2"
    "A1dfZvNv5Zivv5gS0R76wHm6EPdhc7k34p80siYGyspgEX5zLXOn5n2cMk9IJ+J8VOF63+EMnyczgKkHyNdUg7OpUUuBA+bqP7Eb"
    "WwFRzQ8e5lSXwTgLU2B1UnB/q4CVVulB7OMbgvt1mF6rE7Fm2/Fbk8R0PAzvfcx3mYNV24V30hgYeYr8Cyenjf5ZftbOmi/vSYIN"
    "Zm/AdN3jZMdUwVaKz5lV+7qB6UE6rNtb9mD13ZTVXye9OnXn2uqa1r0f5syN6WR0hblLYpxkoL7n5P9Pgt/GLo2IV4hO5L7Hi9Uq"
    "w1SSzqcuWi7rssfhEWaKU2CM0LtrcrqZO53lnN4dZd+sVWbOAmJ6iVmEA7Q3t+F6uzUPlvoCaQlsskDrBpv1PXxjiXQyrT81NvBu"
    "uVMv8+yJODulp4n6jP52VjMuFzeX1E39rqBNsqxRpm7B9+/CGT6EFR6F/XmEutCb+XTGGx/gu4gSHZ0WlVsm2vgS/aULrnAvvu95"
    "4NPFnLsS9f1WxUQOUSp12W7bjTjpK6p0N8AZ/BmfN8+xBja9DtVcY4zAinASLpa21AybAORrM7xryFlqLDZxZzriSmNu1CH/6mSP"
    "ep64Kc7P4zMZzOvtxI75EO8xipNRKPuJZRIKGerxoP35TtA5eFZL4yN0jHbXs4Oe0kJXBeuwonvJt/kD7G0+opJUeMkj1FzYRC66"
    "mzmXphHfvVoOLB4hEgkDJ8Xo/aPU4L2OmTGbR1ehv6N+XDV9z2Ts/2oihtq7Pwu8hXP7pZjP4FT9LX86CufqhK7Um+Qs7L9bYX+W"
    "neR1y3RIclZMFbvvG/rcg3r15PpUd1MqbdoMN8eVsJNgkUYJuxfM31mf2UjpjrO0B2+ihTSWdazIRbC/HdfwOHFFCb2a4aMIeZRV"
    "2gaxkvFeXtW7sLfLicoceg6rm3RQ5H1xoiIvEve6NfUkoW2aqLG7Lu5WXmv4dF9FPdme12VU2gf3WEfmEwEVMCN/TK+UoUB7s/Dp"
    "pYjedmD/NJcJ+ij22jdyJpUkLOMaJdK0iVcjxXQVzRsXkGlQxRxpC7EcxXGy1p4VZYwRUldpc97CLP7ZUrvdqXtSdNfU+yA3D9Yw"
    "cSknjW3ELjGFWlPN2Mn3WamdGOkkPG1C9SfBFnaZpEQOZCzRSVT/x/fnOWQR4QwAx7h7XRyLwDgvWXwjFZyYkoqTat2zFUBZv5Uv"
    "8Bu/wBJ1FJvs8BpWrZ5Yz9tT1OnPh+X4HNceTb0xW4fH8Y4346mt9zeP9qa9j3jET6VzZ9C43W39FDSrgAwXx7IypZ1N2jy4CSft"
    "F2o//EA+YQm5Ng8DGUzHrjS7ato4x3SFvKHv6EydI9fJk1ivBsBIqUBrK/QJeLoPsRI3eJ53Jae8XeDVjDPYSdNKUtn3OkZ6STVV"
    "jEvJjZshmlRaT/FTnCPkhA8Fxmvl9+g6vy+dbaztNOYwM3aMtrAFOVOWR6nW68WYd7PwmT64C/MaL2AdXjH2OE7MY9iRqRr13TCV"
    "PmseZ4XNcuxxj/nd9Muw5y27mMTt1KZeQ6yCWY5caoRmkaXak0yIwWJctPO473uRtVkNT1/JeagnmN+qn9ylVllP5HdMeStb1+Ie"
    "P4AtzlPzG6tx9xdLYgqa1WAHeVa+m1E1Sf+sL8pA6SummzpVL1XL2HeA5S0CfrY9HiEjabN+i3XsA9syPqh9DnvtXIIGuKtU7S5O"
    "VTiguo1xKyw311AuleXM2H6tVkW/WHZwtpeSF3a+uDNW5TX84sSvF0q27+yOUI34UUnn3yzHPvoBn71fPsA6XqGPBbfpQ+TNhLmO"
    "WWrcsH6etz4W9tOylBVUOLHJF67vzfq+RuF8HtGfdBjQVi6+ew3sbTY+9SNs8dRT2BBbqxJmeRphz43iTzpLNhWnrFoa8TzeMD+d"
    "77F7FjUT7R0Zp3YQp6NFgDliyYjfJstW0zK7eoDF+FF6t2LqZFd4ReV8z1pwKvPGW2hDPVlDHc3hL02do0x3Sn9yxbLh5dvAm9tV"
    "W0uYc1jCnsGS73V+s8gOqAIeiTKPb30Ce7EKZeqqcPtYP4n7nfAMrrJNZ+GNjpGr5G1E9KMlR7/Q5ljJVOytsLoe3JCvgVUx0mos"
    "72p7vCtTmWsnByWPE1lWa0+f7XBrXca4JEat4mpa9QJ1uu3GRqnE+ofYSXgVVdl26TnYFYdhDT/Htw7HNxzQ22FHTNv9AqK+KNV5"
    "jf8wWmw2+VT4wCgVt0px99bzeIi59GPaWTTZMxNjNBXlChdyF+bQzm/nzMwIIqNCqiINhKXI5YTcuH7MiR3nY+d3Q/y7Hd9qeufF"
    "ah0mu3CFscDpLWWuPKSzgjPg+0bpSN2KmHu29san5sgVfOKQJrrown4eXUIBy3Bvf6/eZci6gJbFcZBwZ+xBDzH/8g7wWBR2MAz0"
    "bzt2CfBXhFmbdbCJGbBghaxFlrI/aomaUsQJzZJ+YlPc8qj5Y/88IKXc0wNkPd7HCCr8Wz9DBieEVCAeGYk1/RtO8kaco4GIP1Kx"
    "30rkGvk7kKB12ZQiromTBXE2M3gF7FK5yP4NbglWIF6bhO9eAF8+KW4er1yHwsKZ3tZYIB/Lxw+W+2RM0JqzS5wNbuc1ua0WlIU7"
    "KfJ+V1nNTVhK6y6vfd5hX3lf/wRLVwZ0kqFfyUqviW9Khz8iTm0HzHmpNKQyxzRpDez/LK2yRfgFRD5KRd22+H/HcY0W+I0U5jFH"
    "wEuZn2krxsa6kuciC6uzS6+VZ2Qn+3hewfcs0ouDXrjzpXiS+ToetnexXAnkYYo2ef/RARwlY81szzzqbewnZrscNrAhMNQ3+j18"
    "3e8kg3kF87jF3BPlPH1FrOPGvd2IJTlB2/E3ozh/yLzbcv2SuypMdJ2JU2/TIVpj1dJow4aIdTeMxtvpwszoWRJL6qOfRitpncyH"
    "ZTHswGLOaUvD3rAaxmzY6Ci1fI09HGV2xPqGq1gjNL96o7QjUk1jnX4pVQSOMbfSUBKW2nVCVHrd53vEahO9mMUM4ykKsfJHyYtJ"
    "EzsBOYyxTN+siPgww9vWsz2Sd8qlcY9qL6OXjPsVF/5XjV/7AfRs8aRivdlM43lvkAtluBi3uz4nLEfhYXfjLnLxnjN0vizDm0/B"
    "vl6NM2E54QfYJejQ8+mSyO52FKcWaT6rMWxEFJF6lDq/xrsoIuM87HeARQbtxHU92exGm+Y8iFjYOgtOcI6ycQQG4W20o5cpSiLi"
    "CC37NnJXYv5qMUSx9lQT5V55yk9iqvETXaKcs5FHa3xhMh+g1KFya2CVnH18J6W+i8gUHQzdbsQV68s4uRwof5uODv6ln+B6b+vr"
    "uOIYcbHETnx+kO8ZymZ+P8Rd5vStWomro/alCn3tvUkRYgXH+n8QVzOc/jl5h92lJbvjTMXBUJZZyrPkCOcVXEBWcQqn6hqnvKms"
    "lQIyaHqIJCdRRP2kNZdjaISfD/MzsRzus/PcWP4Nh0dMiQ=="
)
# ----- end of the text model -----
