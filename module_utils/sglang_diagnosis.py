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
          "|second grace period|Warm shutdown|nanny-close|Got TERM signal|Gracefully stopping|Polite quit request",
          r"SIGTERM received|[Rr]eceived SIG(?:TERM|INT)\b|received signal[= ]SIG(?:TERM|INT)\b|^\s*Received TERM\s*$"
          r"|\bKilling container \"[^\"]+\" with \d+ second grace period\b"
          r"|\bworker: Warm shutdown \(MainProcess\)|\bClosing Nanny at \S+\. Reason: nanny-close\b"
          r"|\b(?:DEBUG|INFO): Got TERM signal\s*$|(?:^|: )- Gracefully stopping, waiting for requests to finish\s*$"
          r"|\bterminated by signal SIGTERM \(Polite quit request\)"
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
          "request)\" (dickeyxxx/npm-register#43), round 75",
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
          r"|\bterminated with signal 9 \[Killed\]",
          "bash / zsh job control (also after a progress bar's last update, and 'Killed.' under rustc's command, "
          "rust-lang/rust#51309), Go's os/exec (ollama's runner); GCC's driver on its linker ('collect2: error: ld "
          "terminated with signal 9 [Killed]', a TensorFlow Serving build, tensorflow/serving#368, round 75)",
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
    _Rule("hadoop_task_no_status", "watchdog_hang", "cause", 60, "failed to report status for",
          r"\bfailed to report status for \d+ seconds\. Killing!",
          "Hadoop's task tracker killing a task that stopped reporting progress ('Task attempt_... failed to report "
          "status for 1207 seconds. Killing!', mapred.task.timeout, ShifuML/shifu#38): the task hung, the "
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
    _Rule("artillery_own_frame", "client_error", "cause", 45, "node_modules/artillery/",
          r"\bnode_modules/artillery/lib/\S+\.js:\d+\s*$|\bat (?:\S+ \()?\S*node_modules/artillery/lib/\S+\.js:\d+:\d+",
          "Node's report of where an exception was thrown, in Artillery's own code ('.../node_modules/artillery/lib/"
          "commands/run.js:308' over 'TypeError: Cannot read property 'forEach' of undefined', a test script without "
          "scenarios, artilleryio/artillery#585): the load client crashed, not the server",
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
#: end of a frozen JVM's log).
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
                                                b"not found", b"detected pause in jvm")

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
    if _USAGE_LINE_RE.match(body) and not body.lstrip().startswith(("what():", "NVRM:")) and (
            not body.startswith(" " * 8) or (body == line.rstrip() and _USAGE_HEAD_RE.match(prev)
                                             and not prev.lstrip().lower().startswith("traceback (most recent"))):
        # argparse usage/help continuation: full of keywords, never evidence. A deeply indented line counts only
        # below an option or another such line, and never behind a log prefix (a journal's indented message is a
        # record of its own) or below a traceback's header (Ascend CANN indents its error stack under
        # "        TraceBack (most recent call last):", vllm-project/vllm-ascend#5461).
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
    'parts': 'train .. validation-r73 (74 parts, tests/unit/test_corpus_train.py PARTS)',
    'logs': 4805,
    'words': 11950,
    'corpus_sha256': '8cd8f76631ea8f94',
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
_TM_BIAS: tuple = (0.226, -0.281, -0.278, -1.292, -0.622, 0.246, 0.223, 0.186, 1.758, -0.936, -0.24, 0.235, 0.775)
#: base64 of zlib(words, one per line; NUL; int16 LE weights in thousandths, a row of classes per word).
_TM_BLOB: tuple = (
    "eNqEfeuyozzP7H9ukiJAEiacBkNW8lz97m5Jxsma99tVwZZkAsZHWZbkuq7qWpcFOXKw6ee93wwcMjSOS1uvza1P9bx0/dSkxxc5"
    "jcvP2ux3kuf+tdv/0ntuh4XQD54mWot/ZeDStHxQe+/bR305hrEjNjYp2S2vF8KutxfVgu3P3dDa47qlvjbHuBvIvGS855W/pn95"
    "Bq7H3r/q5pL2Yeq7Whlrl2laZiTe+r3e+mQPANLsu/0dMIpjMvi68h8rwaH+H09s5pbp43JpLMu3+fAPujdzN/b1NOWsDtO6bJa9"
    "YfZ85tIfh0tbp73BDVMzMJeMlDQ3U29AFPkyI/9tPzyNrgJpGxSw1RZJS9rPt6z7feubDt8zW87/RTvLZ313zbwPbf1sxqFr9sWy"
    "uB145qW/IVvpzi9hxe5b0/aeyBfj5vaOwprbfVgs//s27ADHBsR7v4HyU6EgBwS46Yl/N12z7kxpuq5et6XtU0IZb/3fo0/IbDMs"
    "deq3p24Zxxua4AeInKS+so9v9r5+PK04QJpTsw11+hnGB4t3H1B/bULCuo5vj+r7FWW44w+RgKJ7jMN8Q2b664C23B5dU9+2Bunb"
    "7TGxghywljyhw4jEJ2wrCgYVChDfgYJSF7FnPPpt7sfq7DUCxnHqZxQsn3HsS90d01r/bMiLvpOkfXn08/AfPva6LRMzhqLHP9CZ"
    "WA/93KXKy4EhsjWgXxiCcl42gvzGDm1tbsYb8Csv1NrlNh7odbP+POAP3bHNBOcOhcDnomAfaJEzWhoftCx7wuvXAkTfQxXiwSVt"
    "mGe7/5g7vHhAR8UD+MBtabq2USNdj50UDgzxKfaNeEbQrwcqAf0Un8RmlW+LdHTnZXz2+QFVjc/C4NMeIxuECi+JMlrI3hjgfkXr"
    "SgkP3o7ZaT/Djma8oeslPHxanixopqBbHys6Re8t/xzh2gD17ut1KDJzW+rbsr9XtrCPgdCQbhvUuA3r5+W43XMrrie8f0NjbR/d"
    "vvV8p9dti1bHfy3Tpcrdl/ExD+wIQtZhPAHU8ooc9Wh7ygqoh903X4eb4rnHqIuvRJnMRR+MlLToWxdU5WvPgFo74Cebu0obYT10"
    "Vo7o1iq+ZdOrNjT7FoMPKuZyXK9qEI63J4SsjT1r+x+kelxuGCcu5x9zCRrabxtGLbSKdVGrdjK7Kap+xkgwtyf5px9u912jFmhp"
    "bbbU78sy8vFpw2A6vudlGjDG968VQ4plKqrzqNS1LfQqZOvq0ac54uhmJvXTur99YLIBpd+7/jm0fYsOsjuRo7aDKdKJpx1dYln1"
    "xufA4nzftpUZfu93vUMx+mqTAsF40WE82pp3feyDvudNYNjRnNCImxq1e/QG420ZSBgQBxRn16KPdz1LXr13Q1k0Nmg71ToDUZ/n"
    "HFC6mmcQ1hthfgDInLu87dQjxj4yFfGt3dBv7eNFANMcHzkkjc/egoBilkQH1EhOjLWp8RLoOLJiCCxo6hU5Buv2ANS/u4W3bc11"
    "15jFYQRtxUd6pGgkYfysOBBP7zo1rM7N/07yG5MyWjFuQ9PhW3qrbuOO+nEcVnAA24T5D9TtvS4DK7jHm9U0PSpGj8B3myMNHa7o"
    "ie/6Z9keHPgbVWH/avvVmlUGnd3YCpLu7NuDHeeusSZQq5kTt1I4cZtqwRRs07EGmS+JOUpsVszxRFdUE1radOxHw/51JcPGUQOP"
    "xjC516yKZqhV3cuxY9Cp6qu11OuVMKYaDToj5oUvtD5mTj+96Kz/67CvKrPr2GQg3fFa5HpetomEpdkVgde4Io+o4qnZy7IDBV/Y"
    "ZYAt6r4U+NbwvyuvGfX4a9oF4b9+Hgd+JwuD3/ID+q1tGXTO8AHuwQXmuUAYWtIsviUTgaofOcQmQj5Vc5GGp2QEsRt9IBq2xSgb"
    "wboQeShwDvsQ99lkRwgD5xCPwmh4aErYrWGRNvc/xidk1kfFwKS/B7nC/zSi5QmDCenAy55D0oh7NVpmVwz1TxC/6x+3LQc57PGY"
    "2FRvhxehNeSIPS95FnKqdehgsQfM3eDVYpwB13r0etKRumW7Ikd3cLrMCuKV4YgMJ0424PzuxwVDws+sprYvPud2HP3u+75amKdc"
    "IZogPB3DziDedZga9I5bBtisrdzRmNGHNgGHsWJizT2KiVsIR7NtuBzsTv38HLZlnvRipUYHNET9Mj/NSiM5ppmuhL3JOQlfgCIE"
    "VdUQf1ptziOMyQ61l3mQT2p+uD+QTfk6B6QOwgoZF460g+U+mMOAwE3uXuU2sbAbGLTZ+kxTN5lVfnC68v2C0oF7sPTqbCWjJRQY"
    "mkU8xtnA/ljRGvvzJ7GEMVKAi2WQGLyQncctrXgawv7J8Xs67s2480mPH2PnR0S9xgFbwUSMZn+JtYpu++/tc/d4ud4S+KGxvzXt"
    "24e0Ajk79Ng/31yWXJhH8VAIaptEAPEO59UtxtIMy7ZmJp52zjtgSCewHuOkNl7Fy/gWr6WAD72DSMLMpGXAZWvIV34NslxE6X8c"
    "WcX4Y9IfWt14U1CDR3h8cGhW1WNqFP6tWMoY5TArakViS9qpefRnV56a6eLsks+OTnmsGFLQzEhYfUlDiEKJeuHMZGPuxKFBPQ7Q"
    "dCDLU8+iwTjekI2pfERHKU5Dx5ECbWMKnncjFStZ8HNqrMZZg2QzihfeZ9cRliovzZ3c4rT0CjhctoNxhujNg5rgxFxiSBqcBZtU"
    "saLYkD29bGlVaZGPsNPoQQhlxMrgeEzW2yBvbz542jhWSS6AcEAbvDDTuhutGdlbLn/EQSHj9l3L2J0zH8bxQYPtMls3w4teeVIJ"
    "ho41y/l7mjyON6fK+NEl4aUxq1MYgfb2t8lTDTnJnyH1mVPjiooDoQorpxrDgK6IAPzKAv5vHbCORrbQ/sZKoxNDcXUUcEz9xqJa"
    "V14Ll/OoBIxs/dnBSPAyK5vrCv5Ts20k2sCKrkgOLYi5qZ4EExp94mhmKanSQL9ykdU8MaGyU9eX994rG4sVP4C9N9GITVaUSRy8"
    "I5EvZzc/+OFva/ZZEmOM7/run1yEINDSNFfR+s4Sl2fPGcYmyPVt9W9LWpaFmI1MZpEziY1xZ076IpG9dV/tQX/vh6IJOXkzfs67"
    "QUfT2Zf9PZad/QiNbmu64UholqiEy8Jm8k0phSaYLVJfcLIsGoyj6R5J5M6PGUwGuSn2CSOT6ZUAi9/mTDWGxgf+PXJKIPYeuabZ"
    "LlebWM7hc+PaAxEfYIIwIu3Twqg2wVO6Ebr1L0bLxsXLLJJ9OGKMjk11NhcHKL/om6kK4YSv49WOM//EeQ7hbcjLuG24Yd2MSXRO"
    "ZFpVzNuUyNc6P4E25EwYk7gmQVAbT28QV9iEgl8gfPX7OOjlmctIzgg2yQdq0jAo/mlCSkHCohUzIV+OfDzCaJ+IybZEotC04qxr"
    "S6mIg6nWSt5IBCil0nQV0MY1YRe1nDCtGBsF6FpJUGFhVFwICxlrSenyHQI7870Pu55P6ZdNh5UJNVlvNv+m+7GTLwSEGW3V7JyW"
    "C8cgq859Yc3v/xHfdrWJRI4WXytBFDuwyRIidpkCeI32ymojMHCudaAOJhg4vnsVNIjZ7gYbudLGHHPAlbDYo5pMaVSHd2RGjqWz"
    "4dsIFy3TYnLhuURFsY8hWz8eAFSLeNdOVijHznRtPnLv7YrWDFb3v+eCvp4XpNa9OHlrrmdLWDhRxAqBGZ9WFwTWXPTOa5m+OZjI"
    "nN+wxr/XWNiIqtKUxBnRyssnbGNH1Ic4aCTBaBGJhb1vqkusym3JJFaB2DCzHoJfbvXwzVm2cZlvWJznfuvCn0Mze5UrzmLbAjgo"
    "pNGcn7m4Y270HgxGHO5Y4Mds4xWaTAtuCStL1PlINtIkK+CQDgxqISM5bKY5kkY4F+pg2Ho21SmuJ+kyDZVPBuwaaJ9kDVAGw/Ud"
    "sX9p024LZzMMnvznsPkqvh2Pjh/55B9HDEa5HeJjbJmqNvkEB4WQGw9PDUJPDEDzAhpWjsaka4Oh0U6DCRVE4Mh+dnE2k7enLHNf"
    "SO9E4iAyhmxiSCjTp5LABHZgSW14ymgM6iCA6Ws2DNQ//YXCSzZgDlCVC4wY2taVseHCs8RRQk99pYnju1J6nCX0L5TSu5lAQntd"
    "gPw3gQf+b+b1YIAO0uTVftPgx6vFRZQNuLngB+KFMRIuSLj0vDBSzYivFfdMlEcEts7peRNnBrTrAMAHNRfKHRRymgS3s2CR+q5/"
    "7v1MLowP6Sw9YvZ4AZi8CBz6/5PvSrywTt+FaCRnTLlOBiRG7DhQ3LfFei2/DtNi0zJu0fgUmpTjBLmwPlEWdEaWrYRt7C8ISci6"
    "e2QFI5DfJEAf1WpUtEjdVi1cre03VYt5J/u/MeMHRCEt4gNf/HZAd1utto95+UHB3kji5442XBEK4O9BCZbHkQcgafBvZ0+smtYx"
    "k+Npm8zeZEAXUNxloN/p92E+nyM55ONxB3kkv42iYAKvynaJFGJZEACFag5rLRjjt5E2zBzAsvwK/RNNgV1R6Zy1o+KAarjBeFm8"
    "KVlkHAPhg01ZERsystHVkgE0SO0aXlMV+4UeJwP05R3/gdl3STZrCOs/MAm2XgKDZSOMKVqSs5wILkkxpx3KEjBEcxxl/rSfgVAN"
    "o/O5OQC7YVOgpmdxTwiduPtz6I38DG4kKqybdagfPb+Ytz25TOIbxL00/CEvPWOSezyGPxTHFfQrSFekXUm7cr1nEW+9oqaHhkwR"
    "wVm1jWFXwmrkVbesuFSct5pleSMPqJD5ZGu+UQKlEEuRqXnV+7GxtZGiiMGNF/hkNVSHrFHelqpBJx8uG0t2aNcDIV48kL7cMYa+"
    "+3d/QY0nESh1awYMrFdG80gMuZOYzfQVmn2fHaR4shkvPQe8kW9CgE58n04oCWQ48GoEXTTaIh6o1sDJHMhttlAit0YzDNc/HPF9"
    "0/kEOY0v9Q7GZDGySwccxJSWCmEuqbZEtju0Au4LsLbvBSM2s7DyLrft6JtyhEpOEGdOF9sboVhbOAVtm19m7wNuOeUsf+ur2CrP"
    "QJch320MFOWbhXdOU6t3kO0+gylg++Dlx0LfwMYyIL/yp+hOySl6zXZwRBd+zBgf27sN7KR4JhG7QDdlXDIrFEI3NMa+R0KIgAJf"
    "uLzyjP74h5x1YdA6Hjd2gXHVBIbooeju4XxMYJ9YKStXV81onAtiSh0QJzZDlRkHJY5j40/zxkvRKKfmP5bZ1PG6sUKnLoFXayab"
    "XiZq3zgP30wkvLy5Ty9KycDEN3NDTqwhML7TkAz4r48Ypc+GIblQM8++XCxA/kOEZX7jvUKttSkp/Rj4Y0vdZmZeZrBUy8rPnt+8"
    "2Hvn98ICmN/4vKpZ8LZV25sWXXqKSxvuRPAVK/7faXpdhyqPdxYnAeNykwidcPQmgFEfAH3AZvsC5su8E6x9jkY2M+fm8886ZEBP"
    "Pf/rfwW48qrRLLDu401YtE36y6pFApm9ZvNI6ep/Kxe0DIe2oaZLwFbmJ6x/sDFIw0TjiiA0cSzgenCUqnPSrBAoNdoGJwZsD9iW"
    "1zDlFMH+Nr2FywPEvFAa28WGTrGZCAaKoA7yIQWShDEk/cbLlxeEtKdCSOvYM8ECF5UjOGzkdECkJwKOwv3OtrNNvOrrhOLcqBZS"
    "mboMIuaQiymF/CtZFqZvHEgY5m1qrnxxDVfxoA4kQRhAOXoBSXmjf7mCa0eZgNaqyhR5tzL4imSsjB3jBJRuaKXpwYu5SA9VSpoo"
    "qip10JqE8WDlK1dNvWmd+13yOoCY79LGS9OmaTugrbL7pkwGBlYSa+c95BRMS5rSFKlqA/JmHKjdanfuQjSLKVK+U57PAKaIpP8Q"
    "oIhLO9g8kNIx9RbZJ2s/3WQ5psnkYqUSMd0no+TNTENtqWLfQHwcpxP6fNayOpBFaLcR89X3E/Oa0XFvjoK1qDvBNW6y95y5NHxb"
    "2xgIRHwNlIOyOcZaRqNjgbD/ue6WxxLBhRpX9aXPJXRaffuw4c/0QHyawie+J/C3D4z618XmTNUCd3cQIEOVF94+8qqX6xBx7AAE"
    "StF4PWub4Ilc7wuys+Nz7h7puQRUrzvHnD3iOgC7iVBxV6qy8lX1Sw3rN4ViNqzyf9GLx9TSLz1R8Ivc+nwXpMRepL/opR/vm8EM"
    "RWy7RUK6EvlSwhEtbw4J800LwX8fTwP28xmbAm3HnpB3QKDIG+bvo2NbYNhSqcRAKoU0x5UX70JBHqxuBOKirY5PTPkDCvbkv4wt"
    "Curbuv81yPZ5l+VRoLmRg+LCKYLdqCj/FwvQLgOxL2r/onyrPzclSeJ00p6QrcUc87zZBhkhH8YBJdzpDz2ld8I2rSkIHewUBqh9"
    "cavEQvKwVd46qb43UU4cXNPnvUER35qJvwhWq5SS+QswppAXfjIbC1ckzxcvE2hJJFSdgiFBrDXGyvqP5kqxPj9/eaFNbyM/9Oev"
    "K0vw+8lKvMh0vFDU7MS4/z9Ov5f6WWERcml4XSrpATG4kKlSW++qaPLRsdoTssoO1Ooj9z803YBfqPIJOQuCq1k5ptrPaUnAzaqU"
    "4IJF5annmyEuFDOiHUxi6PKMtLl4aXS5RjIhrPH1/M4Hd+tHl4YvGNo7CgzAqInJYz6Bd2x8PNgB5TP1CuqPEUEUV345FSAXu7/W"
    "1n4ymE1l8D9gHAxyLobU56Iko7MZYH/QJimB8w7t2wK4MxhaC1n8bCElMrSYe6XNYmEWkBumLBEIJVvDpPJt+pSDCk/EZafwVs3Z"
    "KD6OueJOL7Vdl6tXoUGjrUtDzn/GQn3xF/aejd7fZV8BwP/yHz8bTZXNVjG++IL/XJB4QUUCxZLp0iKpJYwkVmeLJIBYslw6JHVI"
    "6oiDjFRuRTAA591hkAS4sQB6DBPD9cAL+5aXOLgLtQ4Z4e89Y4yzl57PoVTDIxclS1fdwrznbRgYQqmvCtM4dOnvzXNgMTiQAjpI"
    "s1swiT/5Ds7StrhRaLyPgeTh5/btmPaf9Fdi4qMESiCdoeL/QjU/nWhUXSZ8PFUUMkAn+pHmD1aOMGqPFjvTc+m3Rz/2TNx2BVSG"
    "xqhEoRiDur9el83hhcWsrO27/szIBe1AfqwusCQEiluvqOlry6s+xQLCwOo2hDKAXF1RNBxrTHPvglnzgrEZF76fOxPgm5EvCm8u"
    "HPWGG/eevBKGG6Y7hOo3wy21g0SQFywGBlU6m8HAvRdGwrtTE9DV3Kus7n7hOvsyLIQI7IUcBxi6/MBYDOmFKg4M0JttnioRE1y6"
    "YuFl1ADP8KfH6k/qj5eRCdw2w7NHJi8XBUzSuCqpq61rP9XwDeMHCEj3hs3LYPVWV+hRrA8k8PFvvQRc4oWrO+4YXfC0RUW2sAMh"
    "ODWqLssNvPCFEiYG1LVBnDQXClDirsBpO7cbU3XaC5ymAZveG+hqf9j4SN4f8tqLnsdBwWYkhqpGB7CuW7l6DUXT3wlatmRqmps1"
    "3Rdw3Q17stklWMzXvniRwJJcsWo0RZuYMUHBoHqj0jTzsGIUQLGgdbIRbpS5XNgZmF3ED7ENgvBszQH8yLB8OCHX0jG1JlD14Vju"
    "chF/2SiaYmtAEpiHy6EdLIvqPgDJznyiyEOQJVFgTxn2ddjSHsWqJDz06G562rWytalHPlQJLlaQoa3P2JoYGFtcpFBPwGwxPpaF"
    "vvD5nymmARDpv9cLluDzLWETRgtUdhGrWAk8KF0SZH/kfexTh1RKL8fmqnaCbpwbCSAziffr4jx8JA1vR2IZ8qadUp0LGgcIb/z9"
    "vTa2PXR5U+GVXV2ByS8ISRnDxoOWsn2ELLB6rzA9tmD2zAzAdE29z/Z/ucvrNNv1VSE7wdi9jOzcekE2T3VVg3zd6ZYjzcv0z30A"
    "MerWSy+5tRWhRbYjVMApELedMcxZN81Qrhja+nqybfj/K68rIXxzM1anDU4o7AfF/uPwwu+WQmLA+ut4apkLk0RTVjgX5daV57Ph"
    "TQxuQdDbRn0ko1DXFOMpkkWeFTKqrXYhWnB1G7+Q751NqcYtwNa7SOk+XJkVTSq0A+xHj6QcmRzRqwl8QJEBofZyTD2dtmla039u"
    "XdGZTE0rwS2ilVdzof3GoFsdeRuov61NG4TW4kHBrspY9S8J//LIOXcZtn4WGDfhC4bRyXG35Xsjut0WhmLQMaC1YKUZW8A3pl2B"
    "/YUw2WAugm+Liu+g3JwMnjJ56J9H0qsOe8KR7M+HNQZ0ILCgLfjNljxGewnt5xbzdgXWs2U/43KU4z4g/EFUPBLMaAuOA5crFBEC"
    "c4jHthP+hVs6RvhLRxi3dwOvU37uu4Rth7bXsakiwz3+A0aVq5YWg0LbD1a1vQSSrGkFzI0MVhVhsgMbgrIAI8UlMmPriZTuXc2K"
    "q4BDcYOmIHoRlVvak5dptSkkVSd+5hU8WHtFJvi7JmaHVXVbrIPduHqjad27spnOIzwSWborQwyZWYsnUSZ80yKIe0kWdR4nxVQ2"
    "8VgEPcBUw3cjoHVyKiHYYQpibFgKjNYI0mjQMppScgWlIucXHvpMwa59pycj+NbCp9z9AzPTpHl3sxElkhVh3FL1Q8BnPk409EFJ"
    "vY2T4sn+Ey+I0VykjYyHlKMsNPOG/9MW0BLvfTPud0cG6lf+OPJx29Zzv1ZTkhF8x0PLDqeYGqohvlPYDZNTVLmMN4vVrglQEaDQ"
    "4D5Bm5BO1Od8KfKELUiZbm3+xLPMOBVUh9MxVR+qZJh/yC1UZuaksNAnFSsjonUa7/P3YR1480LOziI+H3ysUIUbl5om+K00IVto"
    "RtAOa/gsJmuCfRdxtqLBQkdKN9/0809WqAd1sCxSCgaegQOX2RIlAll9vKWhVWXDvdg5qs4rsOKn6LySpq2FpmQeBkSKh9bj65vA"
    "wSYizl5hDd7XBXmmcCodiWSJyi8BDhsWu+IuVdjIdZO6WRgm3vW4cF4dB17eAAFQo/lQLwQiHVQA7A4M74smBGMknWuMfxIuLN6c"
    "wg5uclIngG0B0xMYNcKwGqQwzyj6I5PRsLRYYgKFcAqlJsJb1CgY1tfOcd1oUxNiTavjcnQW/tg0x6FmNJ6yxQs4xVC32kJntaaO"
    "l+RLLcdYjTGI+cWo4kUBK4dftmE5YkM8lSoVUtzM2MxBzPCSYWKo7C287v1m8jGuVVos5HAJEDSCPZAmdkwCphYasRuK9VJOVjNw"
    "umkRhvWgFMQ+k8Kirkzqu4Asewbqowx89gVY09L1RPO72ZMBzb1yaRhlN4wwCI/kQmViVoWlGb6eF8UB/rqJbZ/hst0UH0P1Fcee"
    "cM1OaIwWCrE6S1JxnyGrSIP1ymmwtGH3aPebLQcTLTEozTd9aMyOUwp65psNXdYMhl51afF9wlasGfMXZYx7bR+EVH0ITkskJ+0q"
    "Kf1xpRqA4q2PuDNg92gI5tQxK7Z1GHN2As6rG7fXOq3V+1UGk5kSsuzAhxOkjZe2BtUDjOaa7eZOYGszfTHzVg5wzvN6AkfdlDFX"
    "S3O0y0CNZajskaq8kxKAW9gHzgqKNYwmsXyr1w95hj4DXYbGdwZTVbIaJ7dz8i4FzVdrmeKi4Q8mKMOmTWz4K2LZyhHG2DfvJ1RT"
    "CrLnnZS6SLHdgYzbKzRcIpYSXAD+hQaSraGcoyQZ85FkWHWSnfozN5kYhXHsZ3M6vDA4Drm9oqyTt73O6kqRnl0IBMEYBUPKpZVT"
    "JODKxmMBkMRn+g5++y7hWHXn/X2CXWXKO6dSf4b0sKuCoZMIM/cLmWT5XF4Y/Tps7JPDzrIaNrlszVFtOhusmiBAm6TF4Xj6EQvx"
    "EpMe1xfJtt4/aCfan1CXQc+Nnj3b9GKeJTI7Z7j9Zc4TRNbEPkFTd/tW9Tnxr2SwXFxUft+FxtTv38SU4ac1AiHnLeEx4OV8uVlb"
    "tNRXp7G8Jq85lGE9YXtKH2y2/jC7GD/z6qAMNm/PSdad1pjSYnXLGMPbNqz+IuEYhsPywzKXdgub2QG0f0+gDpFBbsJewDZ6um64"
    "OR24/07/obqQK8o2+5legvye9lYSZrFSwo8ow4DzHDhT66QLYMtAcsgbgd5kS2WL7T+7r1IDohsfGUkUpGE55UOZaAZ3GS8eZhrT"
    "GyXamTYU6SnAyBkVZitfOEbshNdeFc4uqi/HFxk1g8nCpYqDRkPnoTKKwPnoM5BJkRGAcePmD3GT8soFh1UWIHZVKUvMYB3Kyycp"
    "wwKeCrAyiGFK1jXRPzOSAjsT9ohL298P1zHJfMfEfz3fhPwLn7RGsCcuj4Gv1yctqj7p6zsLsw767/pWUCu0Z6xvU9Zsl79i8zRW"
    "bVleTZhOmDKQBK3DavcJXRQcuzF7G3jDKIBtVflvm41vijWhA8rcj3RdlT9BTtT/Um0qsKatSsqu+Vmd2+VoapeH2HeEvMnmGoRZ"
    "hdGN0TzeLNZYc1jbfPYamvGdK4UnlMghdSUuj04Rh0wpjMyoiYyrljq+gNAuF/J8KY7ODfDaN5Ip3g6JDKmvIXMagcv1KiOr20Wo"
    "zynrYcYHrQqTOo3MjllJtn+rduOuu0Lzl3VdtCUgCh+sOFmsEiNAy7DQa2g3k7jK1qcKk59vEdMvd0SnbZCm5l+WQuGCyLc5Pm5z"
    "AXLpjejzhi8PRU51i/1Q0flwWxRoZ7F9ad9EVsJmgaBGF7mrGBoBg0T0sjnhCiPdpidDy6T45bSRggtlv2M9vW+8MAGY4D2bqWp8"
    "EGYc6b7hwfuLl8s49tc4aP1jpnMtGpBbz7XHhRcb+qFNUYvMU0p49XChFGcwSzWRVeGdJmSiSuZ/2WUwybyiggljSYwx7G1IYa9U"
    "yYWThPznZrXQUDExxLJHP0+S0Qn6WDaJwg8n0A3NbV7M5ZwRzE2VuYOSSMhM+TBAc/ea5mUaipQuF0B929ZYP9gYYkvPM5Harjfw"
    "uHm0PpPcSUUulJwwL7GfWRBpw7NcMyuihKcGQoFZmGY4dWiy95FMGfw13nwymJUC3e/QP1LC+VKZlP51f/rXrdGDToqUbf/1AE/4"
    "x0Pcx0NB2dtTT+4keyHfJRo0KHkxDZRREPCyzxvvIrqFxnVz6y4RNy9RDE3slf/Fq9AoosX7dCOqDYwEnx4Nietqr1FL8w25z2ac"
    "myvujDjagP/5qzNYU3W+OON5LhfFHnXe4012poQ2UNdkzri32bLJlvTBWcN4idKsQNmWD+8dIluRFqYoSmG7Pbu5E2zLXui5WQLs"
    "SrcfAnyRbjn68szmpLEJrTURcjv3ZhgaByZCyHSUBvuWWb6WCb5mCLxoxsKLFlm0PDY336oEJo+KxnaYX7fBX422GONs11jxuetJ"
    "EqbzCQaadrdwcO/ruwC/k8LpRElhSe1L7glGJrovRTubhviezR7ozcLlWGfJpjH+4hs6e4F8t9N0mIUn4dxB9NJ1G6Zme2M03npb"
    "MkTCrvdwDXp8NZePxmJ6gx/vY4XLy0+LMrDGOMkljssSDiqmKvyYR4BHkXuZobgcidkJsLdGQGB2mvgu7h0dJsk65KaK6GF++EKM"
    "ARIaNcO3glODoj2Ygc12ck9IJmRdTw2OllqOWULhlgi53gx1KZljFDtx1s+EH6rTOEJGV94KPaoLezenxNNOxIZJ4bPJrU+Hhw6G"
    "WNQwMt59VqJ0YhpuYOf3b7L7d3QdTxLVqtRaDT4bwL8aGZirNEZcTyMZhd1kMRYHTa4IWoyKP6ij16u5DBjf361E/O+Y+9/zc9vR"
    "Et5ZfhtQve6sMGdxC3eODru7O8fCe0RX17hu9CD8emnmoPuBTtZUeB+VgclTgL3pmguulheDDhfpPZl0i8hjYyzEdcM1kbw9ZhE3"
    "LCoQgedmYFpiHXX4pQwiZ5LalRHkQijB4WvsEyt1WD4TqO33RRIHaaTdb5e0jpA0ggn4tjpBr+kwF/JYjgkzos2wQLAcKG+UmCxc"
    "YQqI11mgautopdShRC+8UKDUa+0uSLigAC8oQOoUkdaifFrcxFJvkdYOFR1r4hLzmFnMTi40zGCsr/9yTPkjon0/buDrFBPFkzo8"
    "BWDf8OoUaO9BANUH6Ve7cufayn2vT+svvIZmrmwIUOj6WSGHM1rB0hmBsnQHY6P4kHdQuu+QIPJ34ti8uUD4nWDS6Vi6Kf1Gv4hU"
    "mjPJgNE4PAiyKiSEgY67Xx1ltQsbNwCRFpWIdsp+m6p4QohpSvS1fzc4S+ToLsH9U0XpW3B/HYxHbhF7SYRXxaCqCBxzqn2UAcHE"
    "Bl6gW1ZIeO1BWDZ7xrGOngNBGhPkt5n70lGAH4khbf1f6db7vmiLapUzVcqA5357S4iRoboUSZ9U87f6mcZ/Me5XBXXE2vAh5IR+"
    "PUtHWPiD7bdoQJ31T0uerAX0a34Qt6Bny3C/pr5/ZKDeTvCZwZPoNPrjOaF2PST4yIT+5b6LMoV+QFysAeK1Cq4plrNUy8qwhk1H"
    "PvVQ3LIyErWnHUgMcqd73QyGww8z23TyyY84gZ/xTdOugsNWYAKVBTBoKoWrjTBXCV8V2z5GgE+m0s6ocTJho6m+R/XT6BDa/7LI"
    "fP/JGYG+zjJgKbn92zaZYk/n9IPJC4GtqK9sNvOgu2Y1WISaxNSguD3XqOEXrrAz8s5g3KHEcXl7pMcSmPwWB91mGwSs1BvLo4Eo"
    "hJ/c/lY9TmOw+V72uBh2WSobi1uyVXOWzKelVoGZdwjcBk43DiSHVi91g1W1iRKfMUzLTrwv4e0DSQXmrxus+tNjX1iOaZfcwaCN"
    "xtyEYl/dOapPl4VBtedonVd1qhjVIUfMKrQMqnMEpYmyR0b3TSGH9LbdtmcCiL9tnkiNj/6E6l9mYmcS12uF8ZnpyefkLoM6SoBY"
    "NnUr4LzVUNLccRqXxwX5vJODzZOMEkOVsWK906DthFKA3g7FrrsJVNmts02UPFr9y0bqH7TiRh94HTvyu1xyxPoNSriFdHToTigT"
    "p+FFPtIQ48EcVqkIXKIJmzNj3zZ3tGTNneSDP+H8Trwy5NlGoHb9FylXvQlPEM/0c0jG6or2eAWTdMXHXYmP4nyvuOvGdxSCvU5M"
    "ODsKm6TGz0GtkqrBnW7u8DFDz4uYMjnwqYN07i2yzp7BlOFd0NBq+gBEgWFySMUUkC+rTnx923EcX/QwGe2GG+18umHi5SL+DEVl"
    "B85Xzgua6MB/amfDonpYHLL/+2aHAZiH9CkGi7oz1D5jlfcbs+uc0nX1525k7DyeZDfWdUcpQf7QsPPt2TOx4GZ/kcD+mUufM+l7"
    "/fqVYiKVM6fBTv5+yzV01U8CD7+gs9di/zYnnv7Ms9HsP9Ly6nPp6zN9E2/bmZ9Zfza7nKff35dtAGP30+Shz1MGNGkqhC/nB01T"
    "4UJV/unL0sR0xdVGIkP2+E7DWhfr1dOZYyR8H6lSFFLmW3CPDNCXM9t0Ifpdm74tYhoeqc79wVPNyWGg5zBs8o9YKUTy3+6898CA"
    "sGxz7f7B6Pc4u00zIJrJ6ejoCy1OQZG1xVeqtxTnWJbr/52+Nf8rnWZPdPPzP9LpOZeri+E7fbiEhOcrYYpCKWi2y1P4q0d6aG+c"
    "YO9021MMUM0LC4ZdT0W/iTpSV1ir4OUzYBsP5sIx07IZSKa4XtO5FMgg3cn0liJO0+LTiJluiBWYyp3xMEQzB0bERInhsliAf73J"
    "KUngFgJj8JY2tUdCbLeX3tzbDyy2T8oizYkf+ys5wT6fA/BzUB258N8hpeYe8gc548/zxIzSOwWD+nSR9YnmyZ7Ua8eF9oSGl2WZ"
    "pxd30BLum0at4gm0CrRWlgMNVwnr8IyFFqw0xSDo/l+7xf2XduQeFqmWI0oMbDZfWvMlE4D3Mcd4Y28BibagXNQpF5ozIFw5SPIW"
    "6RMjUqiL9/LJ1IhByS+HSpG+Xhm42AVQ2KwQ9jWMHxSQAWlaB9Kf9PgbYWQCZbT60jqkOfIVYcviGIqKM0kcMV+oBsemlWGumijE"
    "Yn6fK/Z07oIfwFBJ7li59NGi89/nHk94COw2tAtqCjGgt2D0HtYkMHGiG1rg9vPiH9686uyDy7RZSDKZHACbg8ZB73rTNL0ZMb5z"
    "I6VGdvG2VJcOH7vU8IrhK3eO1PxyLP6Z6JPKv2htSARAw8rlUdyE6khLXkjTSS8pOy+zwuYhMN1e0yo0ETDr5G7Hn/efyqUOttHS"
    "0XMhA7fd0zxtPobAOjwoueNqjwfKVNZrDnlSt3dnEZqB5oSGIIsckSpTeijd4QJCQK5w0plWXffkmP6iOak7MK26Hza9n9zoXtpe"
    "7t4zm1n4z9JpNlzKWOxumwOz2fJ79kz/n/S98jNyEKnDgEPpaZpqoRba+TCAgvIcFleQ6Rv8LrhaXncEGKiHmbYAvdZLCmPfFsjY"
    "W2hiXgNtFDfY23yJ1E+gm5on47eFFJib1mRPy7UembjwQkYuV1wzAsAtMtgyxsehg/QtyXe8mfOhlAoB4uVI7nAbVhXyDcoAZQGG"
    "tzLHf8629EjivTonzY80GtZP3P1ZG0fR6x94Kn/IC5Yr/RUPuIJ8JU2uIHsuHaTT1N/wQQN+yAw4+dXtIPtB7DMWCL2ZVfayA/Co"
    "Y6yFrsd1v+YOVJBC21bNrKBv/R8MyyVFU0GeayPBz9aQZ2+u2f08pYhTADwqgDBd52CQAzhcGZhBByAmT/hRlNBPl45B72FoRwvp"
    "gqqxOkM6AK9AfVTLBKax6lyHX7E9YMXCxlw72RxssDYLe3zQbIU7+4LHHJaeR1vtC/1p53RzcxkeCXMbmT9WPiZpRoHuciCdk+28"
    "QHqZN/Mmp58G52Dr7dw9W757+od1cNA+7ZUyea1PETvzkhPy7vbtfK4tljRsF4sdTy3Er5lSCFjMA60Wx5G8nnL9f9HcGaT2l4r0"
    "OCIlKDaLui0a1c7cg02kp8YLRIJKd8pdJObppdg7yOn/Hhu/k7Pdl9M5ztkZBlxxZCKHuazmlMnRo0y9/TPz/TpeMmw3lGykbEoi"
    "vVxrlu3tTO9fj1w3Ycqzat3ppimn3DUg6llrWZqOj/XzR/rfhww8a674I+WOsVhuCVWF1o8ixZ3pB76frW6g/7AmLXNRmNzbcFA1"
    "qENG5uf+opemx1kZ5qND+27NO6Xpf9G1FZITp4+8yaqtgH0QKQixHA7e0NP8yBtXIV/au1VqzpwrDdFbRUH7KHVHtZ/Pks4L7ki/"
    "Hr/+MhTgi2sTGTcGaYoTbT++cUptO665yMXZed/wybdIAMPV5MFipoH1/BzzS/ND5EZxav4g648nH6YpwdO68QSn45URHbSDdp2H"
    "aDvco0j/1S+1/fyd/usfsSdRkm1BVdSYUylOLUsniy68+D/+YafCFAKPM4We98KdtVPlOqz+ss0KQcB3Kw8Oajh94n6lSLHAToGQ"
    "f9UznVbB6FaYCWfbvEhfaX5wmbjmrySpX2TRSyTmqYi+++Y8aLhXyw8ZTiThW/Ixb95JclriuHEFK5VLLB9PkU/0OBN4WvSOqipH"
    "1PRGRVElx/H9mqGvO78ZWDvc4kzddPykmaf9i2i6NLbS+Ej/lQUtjAP5Wf797aj66yD/xRLROVWnGZTz8P+cv3yesw/ksNVywv48"
    "zwpEs2HN32ob2n6uR8TfkqwgLzMZ5kBMHBOoeXMEcGzq9kb9JUeKhPMuz7Drq2fIc3XQYR9BXd7iuc9ALDpvJ/dePMGYcJSQefIx"
    "I+p+ts/syDvO/s5uuWqHkRvjVd4dDyAMAwLXQxjwWIw+4vpfAlxMqjndVy6O/Vt+6anzsk9cQgizLMqzS+lvNbvSoS7Sp8edT/Xz"
    "D+y8lYtBhynHcFDd/kSuy+8WoCQbvvLTJN4oD9IqXK4aWLxPxhYl3K0F9vENMrwwNpVop0rXykX4qc9puF42DhozbnIyaj4UEPEV"
    "tunqMRuBLHy0KpgT5hR1b1lyW+RdJmuG5GMQq96baDTP3bxlkwnVv3dtfcj9TlUcAnuCTDw4LnCg1FGPVXnkYwHH92YC//pc3hbS"
    "A7RAUZ8N7lzAjixXXv5X8pMLymBJ1XkaQobUhVgMyy4QBXVqWRTyQlC5nPNRzhExrK5AJe0LJXEXlUyf9trPecIFEcagIvh4ONBJ"
    "rJz5f+QwL61W7VtbeqQ5U5foNj/Yl890ZqBwI6FUFwcAjE1XLHa47GTIhIXHrdLvp0BJoimIts1r7t3jGkZW1N9jeNK9DG7FUzb5"
    "iERZ88qm8GHMwVWaEsgHaM+TCA8WQ2xD77bNi4XaCGWtVV51nwcFO+p/+ocNgFH94TxgZ/dn+DYolXSFW4ZlwbRcPzZERfYnJTvr"
    "xmBzawlYgi+27oRu6YqInA0S3sU88B1ytqV+yENjpBHhkB6yN7wItLyQyGU2l/Xaqu91IGN/VPQNocAkcoJ0+p2BOmCcygfE1pHr"
    "lifPFFDYamURziUc0NsdZE0ayJJ+sk/I7MH3ILhTUGxHnKB7pikpeQL/RaptO8VWzP9HuljLMn2Np1lxE3S1afdo2muDReFuTCpN"
    "tKtsqF19mmwbynpgnO9XKWDAf9GBnkJWpak0VVm1CeMsL8moFIWWQSxU/BWWFty3LMW9ISsl/12vF6Rn8ySfYig/fXoQBKv31KNH"
    "BXRTgj7Gq1UQ55sStn0F64JWBtYbq9wrzR3jRyf9xFwC+klTQ3PbGp1TUH2cl13Th4dTArBPzAv3bKnkPh0vBck22/OmT7E9lPoT"
    "84neUXblsIkIGlN58LFlQu33JWNiByxLVIWo5FucgQ0mr8H/E/foFpaMORXxGHPVC0PTa+XVYHQ3Bv/msxJpxsXoUPAqzgZ3wB6N"
    "MdvsRg202S6D7FYFQh/w4Vj5F33fdm5rnfRksD/vS+yxkZcQR3v83+nTUn27DTC8vD3u9qS4M3sYz3Oes3fO7XHhZH5wlCSlKsRj"
    "Y9+HySu/cBxaVZEB6pTGfynKK385d1RD/xfZODsleemT53cOjbbhDGIxRf7X9p8s6gOwv4YdaIaSQO0JBhCTLHemLXReNYPyTz9Y"
    "yTnt6aB7oSwRnazsFPs0O+c2nhjrXHksDTegHlv2ZXHF/L//JPS5/6qrSS1tU/LKXjWt9ePvE/CD2qhXl1XGDbQas6OCJNe5mtiK"
    "7ICD25Qc9eUx56xrg5+uK4ILT4y5Nrp6BRcqc17tLKyrH4Zl8Rtxh4v3DaMCegJyWz6LCjkDCRFTODA4v3iV+lyMEB6LkBg+egVZ"
    "tHttRvqyoKZKldVVrjqRSJG9YtQjKWa/YiE+MqtM5tvSroCqrR7Ty6tr0zvlHzqROoWW3t2uMq/yiBo/ac1oYWgqignyCaXm2rt7"
    "EOC7Cp6qUq4K2/UGqeAQh2mIEOaeqh78gidL7IIf/nBBjaGmwJRcWVltL4IuvKS9Lz8UcO0GzgRwZ1fzKjiHa4fa7/DIDs/qeAee"
    "xW31K+K+qdwmOmI8ucfNmNKunEGlSSYoZK6+FQEavrFHbjSG4uvbu4WyRdRQYKjlonc/3tf+p7riX/zI6wXZ4ScyKzqThHP3Vcke"
    "5EgAqvQ6rT2ecp151douJ0Apbyyy6ZrtiswMdcPgRhVdfu9Qh93gdejHzkJ876BEeQqxbGu8ij12YWKXBVkzkpMe9lEB6CzSoMpJ"
    "4pQI8cRwbwjBdAeQDFr2q/z/Wl+RHy6Fb7S3KQ7tVcqoQGWoszqrOLLTAf5x4uUHjQtc9QVTnChHMGFAE8jxUuGX+E009il6qZaa"
    "NQOpfzlgmQjQRlY/LtkiFxE61kfcZUAHgw1dygQ2Xwdv65FZkqzsYYn2YlWUfTg+a+G3bJPOQZB7YQtPe2HH3RP9deDF/7xOww/Z"
    "CV3xlrHhdVOQGM6VKV3mjXTf8ik21k+wLmHZchc4lsSobykRlWRbOjxNHml080Fag6Uw3FifAj6t1YxI+zSDttGAr4z+NkH5JGd2"
    "4RQZVf9rS8afUv1DPbBOj2E9cxP6gbRx/FQYlCnbbx3CkpRNJwraNDb1qYp3oxSuTH1d1xK3nRpZxRVUZ9Z+UVyYbAmPqLqi6PNz"
    "mAs5IcrY43nCvj/0hdd/RXkwRNsb+9dHW9LmlkUf5inXUf5BzDHF2UgWtVYrZx7wi1BN9FDjsXsO7y3jgffhe/kZ050B/ot3Li1W"
    "qW7yZJFQOvz48o9uVD1MEO9bePkjqMFEmdKVIxgtr6koAeCiUYWQNWiWuuSULqXMI6yLFnlogv8VI/ksz2aEkx59E3JbWGqEHgro"
    "XMlVKmQKerUVcfRoRcwjT6mq4viFmMrMGPUDq4sjhT8TKF8Ic1fdlNNl1Z4R9XpHsgJR+R5nbQOlNU2q/rWjSVN+n3n+lerKI8P5"
    "KHHTJyLF0+z1UCck+Ojzm1YH0SuCoExdK01PFnqx4B08ge/K5odmjYIIbwIAbqeanMlHFCaLdOJxhkQU88CImpqVTI8ZdBa6mQdh"
    "ZQzxf7qBahpXziFammaotjN+hDvfnMEi7ZCeT4ZCI6yyXR6FnP+2gRePp3k7wCwPOlxUBojy6Jd9iAorBeMifPhX8ZPm+/B9ZS4B"
    "C0e4Ijw5HBX/MAclhOLQR6lXV6FkTeA/9gpFxm/hUalbFXhLIQVZThgOkG4syjFeydrT3oBB/XVMkWjfDvdEjN1KLkpohvhBjD1L"
    "aaCZkNf8OyvUErTTcZlcffIMemuVbIbW3A8dvqbdk6xzG4B3N8eaEoxzUE8KfQGdPhUE6bz267FJ34gqAAqaQVFnYZYUf2Amg8xa"
    "BSdExym7sghCpLArKjI5tW+rXI+dV/+yUMcRERTzeTgDrnjXbCEwr1Fe1Q39HWFT3Ro7Y/CmjUhGE4nbhb4U1UIZmBapIO47BdIp"
    "5JlRbrZwa6gSDWYngFTdLtWtxU+jRLrTRSsQz8pJ5DmCuLnlrYxT6PPdsOa4dXhit1GB99al2BNkBnubCW79eFSa5eVmx9u8YPpj"
    "FoT/ogHhOpPnMEm86ZxahXZ0rQ3fY8R+ameq8tl9+Yxof6ghg7YiM3o+3XBnHTMeJzYXB0676OnXEdQlyUbkL9yG5Ey07pJRcYdZ"
    "7P5Jvn6TuxOyk4UK1JaqQcAHmJ5nJpD5yelqURmsy8JgIz7BokqC4v7jCoq7U4vjPs6UX3/Oict2QtnqMlP8tsGKjdIjHsfB/oL4"
    "wMDKVQPbAP+zf6j2CpeBeTDCmUJXd0LKI71E8EFRiFviEfw4N4NDox21oST3yWuwf2W2PNaiWvinmwuSwluA4ILsdmsmYS4oGjAL"
    "vLBcIjVvZxO5X00Wl7l9ErNT9yKfXzR7lImoM1R/HOJ6kovHxM4T1tdE5/7HeakQ9hj1tWcVNZ1ieXOf++XXzos2xAjaOTWWJzdu"
    "7q1ifTlncvOCkL81zr6+9Xs48iBoui4ukScBY9tKNxRCbG+S5w4ftzsfZ3rCUcKnXh0wndYogYNbbACmh/ebNXydWMXIa0S9S1sF"
    "6rv7UyOX9n5u1xXL8ttdjrmm5alNBBLdgQ5B7SvfOCtcX3V1u/3B327TqKBuLhTSGmjOjwTng/vkSOw8Z6du/pFeWjkqNbzUZiaT"
    "+6t0SX31dHdFVt5UpBjj7/7VvsnT9LegSWP1RJeVKl01mfqTSOa/Npc29ZNzCFPM5RSVP2xHZDayrGzKN7MTjNl3l3ntVYIWM/Vp"
    "qSPi8xgfjT3qifDA995b1OX9v+qGCYhDx3C5YEwC/0jTzBu4RIkTb+CvuE1z4+dg1D4uHrFiwwHEjQ5ZLUx16BFrpJWbcYRqMHSu"
    "YmFdhaeVimc7mKacRzXXbA5KG6KAsydep2nFcNNBXwjRTbE4vOG1Mx2L3WbMzaDRxgUBN2pusm65LXLqfxNPQEOW28KOg4AHEzHW"
    "1LIsVMi7yalWw9i9VGINx0uPe7I147/IxdryCu/4gMHD8ngknR7KIPZfeF45jZMU2HKXUIyWGazNCedYkJJgk45Ot636sHEicifz"
    "7H7kLPIyOs/2PMFCL2A2cqnYRIIvTQEaDw/gzKb7IwGk/9nftJ650dkkAxlgoI1WN2uKflRKVZyZojNVdZ4qVvWKxW8K4igqSIos"
    "ASSDlircmHt8TnqOS9cUCGX5lekMugM7H5jNZ511tOrDg12JJMOo+ukuxG60C7FQ92Kl91Y0j73oKHC6uWWAapbeg6lO1bb1XNdm"
    "7mJEtuyAtW5xcHNHIkIvb4tL36x+xMCNfv0ZmBInxYZKXNsoS0Da8xIUDC7grBbuNhFGZMmuCPBknlrGFoiV1y2tvMzmlvasFFiS"
    "4Me7lRZ2JFN1JDLoKFdEhmnPjx0nZfc13CEh6gpR0knxogNVDKv4M79t4zk5tfguw92+LpBw0ks0cUaw7nuTmoOIJqJ29dF47H/D"
    "esWD1jvaLMprx+QkZ6sKkfdj4NUp6C10OYlGlk/8bJGkU4B0ozYqT+i7aR7/r7qj9d9DdxUANSTuzXhlwFnVdlo8osKsieMdD0Y+"
    "9mM8TlWc5HS3cxRuBCwwZF3xvRbpJQSS4nfFc4UewzYQ6BRINh1A/qg7z6FHIFfc90ZXPjfVzu8ixfOYZAW3LbfNb8fke7FOScSc"
    "rNwpqmbAA67u7nKWsSkhANKhj3elPknQzHK/ICMtfu2oAKtPxKb+dkdGO13m6ByjrSwYGGhl4ooVhkuBQCAN+gU8TpBKRW5rFnrC"
    "FnNV3lDER3TUBwKQ9JGAUB4yZNF5ErvhdmqRwW/GK4Ntt/DCsSZDfJRkqnfMs+hpd55Wkn6am6CFId85rpUfax7uJBhz6GVMjCms"
    "VQQ0TKLGUJ88MrsXCX512/I4ECFraJbXL+c6YuBJNb45Q7adBJQsg0WnyNRxsr+cUYEWgwAxOg0f6OMJyNZQU/0qLSwdsASaGZIQ"
    "OC5cbgCylSeB0p3uF16vfjDv/cojrE0k6A0AuUWbH2xG9pj+znN7H/LpUaFlHyQbhgLTGJ4R3137fsoX3Y3Q21/pXGtoH3JdxqF9"
    "5/QfuiA+iRJV+z4Y9+7LLbHqc3/szpGrNBGpyKgrYHUz4pBCkfh9WHn98pDKc5+ub0VrC8YfRRID1VDqpzsWiO8tBJDbDKYOHqk+"
    "GbS9I45l/511zVX5nS3cFlCVRDoMNALQuZbcyTK4bP1PJTdPJp2+U4Ptvshfx51TTwifN535A9LyXLqI825RJV+cDGp/tDSC8v4w"
    "AWv+OtbivvDmY1NAlHn4oV5ZdUcxYo7Gpd2l+0r84PXJc93xS01u/jUXRrHpy4Rw12zaicbENVwv8608Hk32PAxCg1nwqc0o1FRd"
    "BTovQLj4Q+GH+xO1EVQkjh0AvO8AShYWT0//+GMwGoL1NecTJNs0KSXRV3U/cANqnCPIwdHVndh5LCWQAq79xhKPhgjq2zbD7seE"
    "lZDCxGiyJ87vQ2TFWE3eUXs/XEGiwn+2FW1TLj88ihNCww9ImqrTJQhAtbT/qqGp3EUUVljDpZ7GFyOT6gGiWGjA5DVcVlxbiyDh"
    "8nNZA/BuMlyedThK/1tif1dhaEk81dAxNO164nkNz4Y43dVULHhqr1JrhewsPmdwFycE0ogWjFiiKMTH/JipoDDI/TkHCoNoU3GC"
    "m4P7uz6hK17G4YBb5JT44rJzRwfQ8u54SMaGa2VuU6rCe4qDq4xh5sA7i1lnw8N3ltkXXYG3wlQ9TDpPjqoC0mKUfxgLs8vCwI4M"
    "+5bbtzMZw6XHYKytCIkR2F18mFngDtONF+lT3w2Njh4CPLR3RDxFtFK7ZtCfW0wZ5XfpcDqPYonimGmDGZJvtY5jsMpDEMWAbFtz"
    "nY+OxGqhbQ8xHATlWy6AupmZj8A0rg1zy8u1DwBJV9Tj+t5tKSNcBLAIHaXNN+XC5PXcmCWS7JQkx7oA4knK/1yccWWI3NoRPA9z"
    "KTA93M+HyNCoW8zJYgBdQP6azcyiM8R2c8KFfVT+Bj5BPKFN7jTukJs+A1+VG3lFrIoxMBlgbwbg8i/BSZba4hyLxxg1TdIWc6r5"
    "KgggGeTxc5DXhBPM8j+l22kxAUTerpVpSZgKge3wGhxritNkOEOnv8uSpIHwJGgfo0CHtR8/7wirs5MiV7AZtUc+T0KqPhaqgF5n"
    "68wJnw+1Agc8LxZr7JjtgA3aPRKReoJ9PXUkwTpL2suAo4E/b9H7Nww0eubNSmeoJOMz9zfce/x97ral/dJd+TfZb4+qGEJAr70S"
    "n+s1jVraMk3+j9Ktvgguoingz+TCt843oS5tZ34lSpog6rdir4iYL8tXm3G8wb4jJVimvL7kLUlhTSJK8cEpKJJvGyxZ/gmelkUm"
    "MShSXIQlyqcbRZGMQRa4sx/uv4v6NGpsdMpCnho+Ez+y/4ts22SeRovGX7Wwr//IMW55Do1nxJnWf1RX5QZVEQ/prJbCZ2VG+wJ0"
    "DqkgTHRZtX3c/1XMRUp3wtY9/thw/BgN5b2jlAVsk1JhLnZzi2N7eW7i455/5Qp7HAMd2rhBJsvJkSFDkkZKYOh4P5/Qbb/HfSGO"
    "qLLfh9EzEKfmBWZrD0eobmCgSSpy49YFfobMC08j22s3Kxl0Ehmj1UpEcewyqVUnV+t3yApMg4uOJ4g4Kk+I3b7buesZ8tPmHY8H"
    "NTZ6G5BOqC+0XAY/5szjweol4HgSJSaMMU3arfI6Wh4zUcApI2NzyfCylStxJ3/k48heVmyK2cU28XAG3a84VXFaQ18V5zZkeLE7"
    "RwvrZno5lLXtJUlwp46eRom8QS+H7ClbzPa0gAu+ySWsJ6QaOeWuBrtjNyFXa+MO2Rdsf3Ly2Dfx4LkZMxAztWFiawxMJ2STYXFj"
    "78+cNZU546z46U9elzHKzuAovY16PfHhPEvrhOILDS4nXydm5GkfwCl0p5f5YfaAk+chlkxyl4jpwlkS2cDDECE+SlRp4rjitpP8"
    "iFJgNhszomaTNdjnOS89l0fv0SkePycT0pvBgSAUbA5QPRJfxMdh1sA6noptEm+Bt3kZ24Dl77CCZVnfxuDVBHUEwYC1Gr4E6enU"
    "TyJiJ20T8KNDAZ6+dIBIUZJsqGcmnUe563/0PskDZAHSU3adjtUWCPL9OmlTFzNBRdW0OBl1SOfAkGZeDUPWT0oc1xiSuVA3JMKM"
    "U7o1mMC8Is9jcU8ORE2G/UNfFaaiVWE0auBitwk1F6TDjrbCgXIHxwuWkd7B2N3+IEe4CGy4sH5lYI6YAb54cZXzp3tUf3r0DPB0"
    "AOiIICHedbwDYtdX+YMpCY9Atv+M1Z9JbfwPpvgbCgH05cKrVoB2icjCxECHH/5Z7ng+HTAx6JmKJvVnOdRdPcZYFyBuoI7/nxUX"
    "nkI9cp37aCN/lu2IIVKCrzLKo3cLuI4D/Dan7gaYcqb1E+J4/6FrwN8PvPNAx/jznKpHjZ90px6X6iGvaTLQeUi5a8qnysnhpdg3"
    "cakP2uMynCtfs3jLbuQ9uwq3rey9uGq3awVox1oEcI4noFh2AWihSSeTDKRF9rjiGvBDJqlc8TBVPOPYZMdKSt9ZtCnSC9HSFdQP"
    "RMzYsGBAdxUWUxEIDSRZBD/QFB6oDLx6Xn4UjHIqZtKOx3KhZNEinuL3WB4PLAEe/MmME+/+8AWeRXQPPHiv85l7gKlfGE7fsx7e"
    "Km8gD6XbOARI22XazjXVvcfu+q3SEjBJxSN8Ldno8/iQdD+OS6+ATZEx9yIZr/pUAJwe0MceT/zqRk3CVxd/G5Iu3kqeYUEWejQZ"
    "qItjojItxFXfmji/tHC+CIeNCplqjgAzGla1wU/lhGC0M0H7vB8Y2nJ2VZcTTAJxopKpBOqQ3E1niGYgbjF90tJPL1dtPttJ490P"
    "IxfTaSrwfrxtVlX6oNqZVSDZpxUFJn4DcXby4Wo+ILkzkyrU6D3OhLNYhHphovs/aYWPyJ8dj/auiA5ga7PHD5oJGTYZBlZuHoiI"
    "AUZUidoQXDpGGJ6lRMHA5WwnePo4Ja29U285Q+Ywg+jB+gjA13SfaDpxOUoZsWhc1sr22hRuFiW+3gNfQgs8d9CIuvWe1vjEbRUy"
    "KtWkS4r30y34qB1+hnq43Ov5wXQNlfYCYR/Yhzl/hIihRZfRLcQlKWi5fQRe/l9KjVtgPgEGZoL7D0zW00EZF6ylDMn3Daqwt/C3"
    "Fg2bPkvw7IB2NAwMfTNhfVedayzX/cg+wQiN/Apti8nYFGPoiB4xXDb2Gg1YI5tOhxbWtbzUjBFb6x+7iZfv0OHPSOOyY9QOq80p"
    "hPURffNQoPuah9MwVeVDSgKotVQY5YTSOO2xvxK8NaxvCY3ZbZ29tMjZT0dCvV4buxxVx/7ZaJEw6qQBhUx5vvmSK374lOtRjUNF"
    "RgXXBUwOZyNqWHKC+E2j3YUUpBiYnpcgJ5vHAkBuBCvo26YTRCnQ0cr2ggZx0TNMSD5ynwEB/YgpfrbHE6yOwKEbGoN4qBaA1eYe"
    "gcbGWkVSa9CrlLGQtHf6jy2fKRUa9SY3z+hUALbcCiCKwBH/SMPO9+1+k7TT63i8P/1o9fJj5jG9Fc+6o8KjxyRcewU83DsDWRfX"
    "7JIU2vMevQKOMTpgVSG5Izswq5CL5hQSXbNaNL11Mst/AcwgWg4xDpd+LMZFFUWXPh7VEX9o7pa0L0e+ZdK3z94yDS2AG0JfSacv"
    "PvfMyMZvY9IwPyo7y1tGGAzyOAyYqwgB+lJK4D3KblMM1QcSsJJI2VxYp0dUo4qXnRKBlb5iGyBtWh61aGBD3U07C8DOEWF4WiCl"
    "k5G8J+Y2b+EyLcRsUHoNNqJYFHcbZ5TcEAwDm5ehPLaK4G6lDTF5fMBoBrJ3ES/7TbytWUf3O8kHeVEzOyJhstFkLWerhe/nG1U6"
    "FN+E817bQv2Vfk7KXyn5W6nhHD5HjDEsckq5/ukPUBZzRYJzxp8J0kTlSpQeX432UbamH2hwSEwNPY0LhfqMTvCD1zFKVJ6fEuYz"
    "HCnhCcCQXIylSZ8I0+iPKD64yNypI/2JylrfSBqjin8/GT3ZKEWhApgW3fbKSUo0VWEnRVDnLxHwPRWCqjkrSPIKJy2ElZlAmcdF"
    "aHTZccpuE+MkwKRvmLqLLNAAna/Svg3irXmbOwXAeggtY4ktbawLxpF5B2/Jj0F2yQeHZ9hw6unxhzkoX8zAToIaJzp8sP/+ZZDO"
    "Fjql/aCK58gfn8ovtDAPZ4aYnypfR4kWJUpYfsJcfmKdRPkQtESsjV87Oz2bb5x9sABjcDoJ5eaM+Rc9E/3GNDdrutODwyFPTufS"
    "wZLJg5p8+7NehWhGPPNsq78STh+I7VAsaY8j5plYlEffeZSHJsOK5/afT/Yvcn4IUFFc1J2RK1bb4A6vrIwzjwD4LEU+sq3kWbhy"
    "/8K28hu2wNUtBEqi7Wy/CPPg/zWtWIHNYLFOZx4Pub4QQRX/6Z1AdCq3G7D6i6TkI2hYdYyF4Hjr+SrT0hXokXRXIp3z2WJHluUl"
    "cgC6X7fZE+hhcqT1MV+MTrew0Oja6ikflw7LHIb7I5LFiahyumkHSICcVtVzbWft2hmL6qwLfW6LNw3IXP0SDT+2ceCugLwtUiJn"
    "3yho53MzyXbOREvu6EqwrUq2DyS4qJLk1ip+7oVlwr9VK+Tn0P/YV91UvDqS1SLde7NmdxusYVG3RmZcFpq/Gbfr8mMPqJPioEvf"
    "HDu3974J+b+JahqAxS8O90Xjzm3CTVrPZtD8qMTRwh5/vkAUWzKLDTOK3sRAX0X36dwe5U4V1zPh5YYpzYie1whUiTDSUouLOGS0"
    "3qmrua0YaHXb8lBgxbWoMXI5TcfL5nE5j61AdP6FHPkVNpSWIuGCwCylcU1EI0qXUROSSTRE/ZdfECUM/tg8qwuRAkwyxNakhGwd"
    "GZAnn42qcGX0oZDuKfZW/5d7uz2HLdBiD7h8OQ8Dfg7bTs2KkM4podAVJ15mP2cT7HllhsIMX5n/WTQ4p2T7woT0On2ELmI/vPK5"
    "DjwgZLNQ+UXFrRgsQNqwTsL9Ca/aUZb879HwotQb0WYDD/XWxx/87dXyQl52DkQvUF9cNf6HPE11Pu29msJHlNx2kyTGEqw2mC5e"
    "d7IOHmuScjgRWBRuS0XGDAF6p4WxCNKRMgzc4k1gizWzALPwSYZII40Qd+oYx/xGmKeSs1IF27JV3rARPnoFbjI5Za1IEbHKVgYe"
    "4QaTMEuWWyztsBwkyKRADsYtzF2kdDq+3odxeVFeQzUOS5FFuXMGph5sdEqETRHXFpBsKJZSKs7+otT51D1L4vrNuqHhtPV6nKyF"
    "iOZ1QmChhkvtR2uqnceTFYm1Xo/5GTNXzUo59EhGIzMwM1h51YWPQaKhG/pNz1MiEXrG0D6I+VaiTZfyYqZdHrsIxjE+hcj2UKDb"
    "Jd1lZP/aMKvSjVXlZlaTtZn0qLd2nmsssydzjWWRHVnlsDTvONNNWmhMJoKSOpsjyWJ7laqMow/C6Rg9qiMeVJxSD5ykvYiI4OvT"
    "fDQ0DM4EjZUnui/URivv4rgGhkGwk2SzS6htPFq1m5Of5RZpX2/wHcHTvtmps9n0tu9PvNCbcLqWgWZbSrMIUdfDnSIQCy+1gp+K"
    "zFIo6yVmkoGn3sYHdlNpB6HIrDbpCDwUFrc6H3vmRcO1+XPIebIpgexbYOe91jcv3hh42IFHxUED8ZywpUuuRSplMDJkg6fbOts/"
    "i0vs4hu463Px1vZFTv1fQwrTCKJ+vmJyxPWefBbLvjKUuKTBdlDOc1dE9/Zn+7El5bM+/9FOP53tu83F74SPm4uK+WuhV7h5j/5s"
    "WfQtMniLplK8JLjlDSiWXBQOx9OdnywrxOg0FjET9+liFOmpZhcHJBUfycT5k8COKAu2/MFftPLGgkDuSeZQmaQZJRqPWePTPqdX"
    "0eTePExWB6Y0AYDl8o4h8WWPQ4/gKB4bQlPDTvu+9BbW/1LUMyFCkf7BeBmd4jU2Okdtk4QFxxGmPXh1jW+uTxiIkdhzTkFQK9Qg"
    "2VO9nuHOkE7AbZqhdrSFsyJ+Z39r6HYk651xEUQrG/8uQjZ0LHQ3Uxh1l0kHh8Ywci0SKADAkKOpENRw9qPvIkvSGzPST2aGRWDV"
    "A/w5bEvlPOkUZIByglJbsIBDCBGiATTUbaoKs9vkiFepYE6JkqEATXEiHBE1ZQ6b+gZlQsIxpW638NAk2ElY9Y/HNMf44AJnrExY"
    "+In32nLFY/LgDqYMeBX3fB9bDQLzhpB3rQI4tbVdQiTrdAuzqNVlNBbxLeS/PeJ42/Kjxj5ScuyzM6a968GLrCJKFt8Axnu6/1dN"
    "YBkHtM9B3CZDZ9gIpuWKP/Pz5FVQpown6CLIiVUlEQhC12ABdPJcA18x8gLLwrPJ+AHDxNfxzrmmaydtuiU7AUXEcrCn9aOFtGs9"
    "zbEnM4ssB8phLv7lQwL1jRnw1Y1BYP4ZO5cHSFyGxY3drVHEDjFExIY22FMPeyiKZyfX40CttpURVnAg43bCe4N6GPj/BE75pmY4"
    "pFZB3tm3IkzOUNFZKgO7NVmGWLxjxMqxoC2dkG0Wn6gvn7jLcot3vPTQlz3zZc98UHwwPQiB9UA04lvGttLxmiMKxbYMKPfFVcfR"
    "foT3E6ZEdBrjneOLV61/ayrDquk0fE/7gSaItOkfGt/TVJ9naMXJIIXqjTbxrJlnYiI8LOV55zpI2BRiYnyZToFCKFl/0D7+TZ59"
    "alEgE8+LV+hmXtPEBcqEeqWVjjuJmWax5zN1Bye2DPbepbPVOAEpXtgpRQoH+W2RlrgJ/dzTinbKw+vKLTmo8ZbOTkMllh4UAx7O"
    "v3AbvfpwzlIiIdU2mqpdkAu2HQmX4iW6xK0u5XJ3L10GsoGTE7T4PX3CFAcTpIykvQDtuEGbP0WMGjKWEMur9t2Ofcbzn13yWiJh"
    "IFqWAAWHBpUTlBNOjliEqDSqoJnE69RHy+poX1regeaHZJ/TbrXYXzO0LgWYBj+z/Iv0/kU4eQ9LWNvqwyKyRMxZ3geF0w7mwTnX"
    "gNM/PtFpT0ftQAOHvW8XSCowimBdjciJGhkMXA66ADOEZzA49M4PP3JbCgWxDwX/EokZnKSyig2mF8kP9+iW6LyDQHM//oF8tJXI"
    "ikZJByRtp/+VTPBRMdC/P/18Ys62GOqa5Gfb/qhHYzEILeueAevxdhIQ3WK6ed8/07mZUrQ8prpn9k/idT1hnwoClVskQ8//bOGi"
    "pSrG7sr3ayw6m4fA2vbKjFA0lzQOXnJm1Wp009EyU8zKjfgsqiN2EwnHPvZyjPa5bRGySIsPM6AXwh7Hp9P5EcOOqg/n/LX057y2"
    "9DpHVKvd5XRtRDj0OAnnfubTFr1Sz3z4te/C/d20+DDDSKM328jc83OdJ7bYmppAPn1+9O/VW/nMrC9zKwGdA8Vp6pmk829cqhY0"
    "MFk/OmHavb7nhL1dT4Tdyktqmbn9Rv5CvARbnZxo8JmbqPyaZAHlW9K1VKjPRWyfctgw8xSVKghkapenJf4nL0ETsuAeUQAMvDR/"
    "MT9jJ9QPhGmUDXHJK61EEdJ5GA8nxqXzlKhZMlHgCV7jL5799/vspunvuYM7AcVf/XzBKXFmlm9Dmn3jEmATduImQx+xTh/PY0V6"
    "4ga8do9mv+NhZE+Q+YM4xV0HZnqxGHkelQmxnWZI3jb6gwj0EyHntobSH1H4DgwFM6VoD7Q4+PAE5exQ6LxMQyTxYJUAJBXzY7Jj"
    "iIxTszsHkeH6M8ci+QDso1uQe2dSicvVlS1Fj1lM1LHhJ2clXJsxGFrLI5uR/GNOmG4Q0qczg/oH0a2nm2g33J1etNZQ6AQ0vXfe"
    "sfdTKqY3T7aa3s5PvbE0neuGe+N1u78yrGVjIKYAEZiN0bPPMLOLr3yBMfvptoKWdTBAD0ZYo3/c6jf16gyXhbiB5o02dJP48g7s"
    "PwcVyZsiqs2Hygf2DOxR39CuHXkGYkePBOAnfpy43Jyi918VkArA/uqlYK98OsQvkr77nAvGtBttuBztP74DQP9CV75cchE9Q9Df"
    "iqKTMSmaFFLrlADd8czkmfakOAlFltmc89oul/cHHoy6vmjjectaq/FkSP6XUqHZVpWMzbyjpn1DczMvpnFi4sD0H5aB77Dl90lO"
    "azUq0MtIcJSHHTLk7cS2UNIJ5ZYTuHaS52JTUOvVaj5fesRfTCllVhuy1qSsIKNkR7VLufgmCJFOoXUHO2RAocxFaKiCa34zTApO"
    "S6S5ISXRLpyTPk+TmOXrmpFYstmOiZiRm8uIxc2so07mtpJCpE5XPY/YxbfxMDSj0ksKH0TEZEQGclgHWyVEtWCg556geRHTzphw"
    "znDm/t3w4JmErB6x1wtKCx2O1sPVyoqkfVmX4nk2ZhE8fZZ8YLXQdhlHjDLudeIXhf1RNHzPnkFKB8UvfBN8pgiyHa/qX0zCD6u+"
    "W+wODF5dby6rhOayuenwhb9H7yWoKZM8B5FPEzijyOrLZLokFB+DfrPs/XkvWmW8Lx2ttgkFq2Octx2zqSV22vA8yV6m959qjqNK"
    "Z2mozlg5M4Od+cKbO3MsMfPXbAq4XTb3fCWVX2b6AZ/tuK5ZR3TNlHCqMfmB8TNVvhhQ7ona6tmWKXZwp0RzL21Li8I/tGGGaFHK"
    "iWSW89Wb4uGiyBoQwZ2Z2eW+fO6PTS956vU/VXZrapDcwQ7K6094iyUYLCPhwpeuULE7WdiV/22YbX4CP73BxLf9WBZcvi+Jopgq"
    "+VR15llwVhGZ865TAfoLM+qqHicF8HXJezNLiklWdGThCgAld8NggEaF8ek28sLrbiuvg+n0T4SQAx1DHqFw95wIlwnRfL/c7mCh"
    "qKs0D6hGaRij9Ac8EeuFWcZoCn3UY9kML16jApeWCOQBh8GLk3C0L5sNfZt7HpE9vJ8bqsii63GDuZ6XUNUDZA55AMR5soS1A7Jv"
    "zNJS07qhLpz+6OgC7dKi8xrAbso4D1lCfGkixAYLQNp49SwxlDsLFvPiDWVxH2rzQsuBWS/089w0+2lPcmtDsY4E3WY2LQTiNLZ5"
    "4byvZ29TlQ+U8nMFLaqfqrmwnHSIdYKRFhWwKA98Fm3LV3aVhWeq8NgAQEq0Y6YI8OF2SiBirlUs0q1c8jE6nbp4Q18wcCzoafj2"
    "laqYvfxdzKsxlVJmsFDCYSv9dccHgPmfTe9s5qygc8mo7pn1wyq2bXCgs3PcLBNXAZh3PjtaCmLcyV7BQvR80W8+A1rqUkKo3Ujv"
    "8sekGW6Zwx3+Z8J6FG65jRZbxYGCWz+WI4X2Ovl+v5XnLJ9Pu/Y/XKBVYQFXJFnXOx1JEnSejpC5NQvW7ZhqUw9kSQa+PBqxg85E"
    "gVYI5Yn67mpBiRN57fBV33o0RKWcz8Uo/kMnwgace5ZGCIU4wX6q/EfBBXErSkhHDBi0a0um2Gc8QbUWGeB+0XiigUhb7/+NfcjI"
    "VqPAm9phai5KuCjlYs/ktBcu33h0A9UqFHN3MM5y8JgtDgvJN8PMQqLdP/N5OTPHxWdrwlMCttAGJDo5q+Vh57LNC0WbIG5V2KmQ"
    "keB9HTrRk6dxz88rQRvyFNX3AHj+jYMb1ioBH8/JwXZ/2PDr2OhQtw20z+XqGwRZcVL6jYu2EYj4Uey7z2lUUGcWAwjKCjFHItnR"
    "zM9012rhSZ4XQTBs7+WoFjO2xKjcScd1aQZcmFOq5fKnch93FknOeoKpChfiVIDAxf5+GXRYxAcWi/oP4getj7gDwG08j4jTZVTE"
    "GcD7Wm72Li1yi9pZmEmO5QsehUxedRGXLwc0ivDx6DHXsUM+SsH9n0dcFz5wg6TdhEB0HPHsDEcQs4dEeToOl+r5oZaZ0PLzI5Yt"
    "wtdc8R1XWrJgfMdYgRIc68tGrWku5MI/Ahc5uKzfp8pOHVpMWrp8GJSE0H0J6xGuCxz5PoPLyRzz8tav06SUvIThSPiocIIMtxuZ"
    "wixfViSaIZ0oywDXw14Ky5LdfZY5rVCYcTFokWAHfRcETaZLYUFy3h6iEt+2X06bEhdRBWUJN4+ZsG5Hkc4xOLYgnMalI7cuHfUt"
    "N233OCmZxta6FaW4T6vdASZ74f7dMs2o78m9EfsoxZqYs9qoawlxHiuoZuG60IKDzAguHtCIiItHbsTPs6JNlTLHcZHe12brAerm"
    "M/hLBhvFilNfwvX6vtCYrSSlrS1xm7hLQl4CF0Q7VuRskNWyXHg1YGNuzQnVZux14rSl40xGx7XUtSht8EWgdsRNEMqOTg6lkSGN"
    "v6b7Q6xj4Jb6C51dLuiT2e0/NWu4mkXMoh24zbmsyNKKDK6ytGKkZdepKb3QWzEDPz7O4PlH+1HJsNiacvRvo5jFoKhWfWVQPkcK"
    "1Nknp5zKcSlIt3Wnyq5jkoAYXFSAcCYFzy6Kv1eWDQJGi+jrzp+IheVinpgtsiU+YQ1ZiLlnzXjyaPXInk1zJgH+1ek+XO1lvkl1"
    "gvZCTG2LgB+MT3qGJLweJwN2f7mv9DIUyVYxAnLtxgEnC0+NsNpnL00m+OdmkFyTcF6Qi5JEFZwTzCpnHCTFhLknk8iCuTXJQFed"
    "nk4ylP9k+c//1GlLyxqfYA/XeIk/bw03Yq0gdR5xON9fthsvX3tfqZRtg5FHusUAM9iuw9oxyOz1m9yAWJQXs5T04DKHUguy475Q"
    "1dDIdIILWejLaJGsQGGySDbXy471H4PTL58wnfuQCuJhRw/TN60G/iN8y1G5mZhpEhO60hr+U5fKMTlcr8wk3Y5fjt0lYHawAgCz"
    "JAWwXM+/B+yfR4I5/hJItXxvmrZr6yy5jQbFESgB97vO5A0Ua9gMbgFaDzI4V4ihlBYUOpUneJLdMiYTzuko40l1EShnfIfPUctX"
    "Fm7Q9bnQcIydz/dAPI6PAAGjggYlBNbuHEjVyS48ae+4evy22NkfczQjaaPD9BEd/mcyUJtEKDOL2fW2Q6rY5wT8Z+aVqtXFoGuW"
    "Zq5uFYSR3KTTHvUR1wEkAeQ1QoeMR7y6TmvEWawjAp+viAynQZl8s8A9GZwgS5EMdEGhdw15DRdNpSdITViKlBYWDJrh2QvKKqMe"
    "Hoj82UFW/66bfcJg+4UANgVM4rPmrhGIEU9hzaMsBT30bgL2x62pcovLGr4n5DWVcbHIGTM5fkblyr3VidOZZsuQQIc0VXZWokLM"
    "h7ZrZpjx2oLlOilD9oApIjNhdFimyI6403b3FGtRvapuBZLVGmb70kH3pd5C00kR2HlUkjhW3QrCVkW3ZOwlqTfKNaLH49ugdlib"
    "2VN5MOZmoNe7Q3xUUlaTwHSWfUq+Ml65yUq8t/t6w+z9+Ho7eEmw/Bxph4iBRh8C/FxOj+upoh9OMDSyMOA2CbVmrFPQ9oCecq1E"
    "5SC5yo6S1+ZQCR6Wo7dWWB67TKdaMbataIdYxuGqL6ygdkDEx7cD/o6Yh+OxDimBXrsLrisv3NpNYBsVfnj7xxyy0jMHBUwK6i/b"
    "BtHUAbjLRi9Z8q1Bzex5NFgqZOFxw0+TQLxwt3fVY7faqiPrn7vuaMQaFLI6aQFmy0cp9slsvcF73v/ZY69ufEiQ4kSPZbbtMAsC"
    "I2+z6q5h6TwSijs9F1JxXOYCDI2Dk2Jz4Yl72r7bO+gQblAJbO76uC/h7kT0xmRvS+JxVqrd8nloxLXEJCuK8JZaDkM3HaWRMuAW"
    "JOu9jo2a9U41K4XR2u+o/PtQmZ0TIq6BEMpr/4p6v+MV93eSFIgA7sHdGM9Y/ops6Wmd1Qgu3wemjTmNCEPPz2QoBmcdBj4Jzxzm"
    "PNiqPdDMlfevvPoqOxkO4DSMsHbn5CRoY8gH6+LIw9Ace+KOPxw0/nDn2ZQUQmcgtBLXx42XLWTWB/4uXuY01QUE9nDl4dtZ9yGA"
    "fKJjEAS9b9JyASi/1fIGuHKvnUFxdlvl217nQ9hx8fQJxT0d1cqymUlg0wxVTQA0+pIfMOMIFbIcGJMo2035iWKgIl4ULGNl+uxs"
    "UADMKkonU8RWgMhbHhmBDf5X+wvdoNZPgCuv0okucfZfrdh0JrJAayXkjrXfnVGGumpqXYd1SwbE2AXChuhgEJ+9gJcOnjSLbeA6"
    "2CIAlgFHZwQ8p+avHmKzOWK3Hyvs6y1F7IJe6BCfg49d81GNHAA7LBPvJMooiKrpHyOjH8uQ2cXV1bXWNW5gB1lHXmgc5mdjRW7Y"
    "d2RwJxXXur0ILfx+RMcB9adBC9SGN+UkYxisA5EDKwKtOp5iFe5m6Ta7W3xS4o7B/b46vChbXMBFbH8xqNZRHidqtlIlJUvdneSv"
    "cdDYHaD4Yrqtkvxv83y6qz1J3eU603kUlxFWcXRjudD81NWOFAmCTszPwQ1cSv50m1UcbY3B9Fe6OQAEXHsu/p2ov/9Kl/SNjd03"
    "Ub/TjU02yzMuEL7TZbvt5gqY46uvU49zGYtI8VQ+nf7keeNMZI1mhvRbQGr/2h6q4tBkN1Zt4slZDdkwc7ZXJFvFG49isT90ksLG"
    "qIa7VnHgmMfazPWTyEvSM2Oml20e9r6JvLPYw47U8iBrp8XTPU953MqgOag4cb9Rwq007PZ1yR3jO1Mjwm6xRXaitECpnVemzavw"
    "sK82CWScvZ0BCqaq4kTuE6xPve+sY3Omxmi99SqyZ6x4AMryOQB93DA1W45lgKU3GRq6q8Q1ygrUN1CRV7s9BhZN7nQMVH16CRJm"
    "T/dlFPirzUI8nQOhge8MxA6aunseJdgVaX7C6KmxfmM+losC2wyxUSewt8OjAfoH+sIUsd3roXmB0M6tal5ZVmyZZmOozuZibYWy"
    "wIBt7HddlX8Rw/PUP9POYaz0aB/Yl6fzD/KJmvA3sMKC4JO0nbiZr/WzDjw96SHBCDzcMWTnrfSXG0j2VHOlCOns76EHl6Gv7NKr"
    "8ed7zgLW1+sA0JJwt3nuJMwFwY+E+CyhIidL/jwsDx/007f1f/o8zXG3FGFXP6meSYi6Vx53AWwO+HN5AkfE1tmWq51a0ShfklmF"
    "/qf8jecmKtLlbdvB1b+8OmWa7U0fW35kqJIGatvK3GoOSiE+C1KM++Vz8khvKNWVA/Zt6gIV/6yBO0jlG10CYVgXQH59JHnBSffG"
    "Y5MZGTwV6anKhwsG4Kl/FPRW9tpEHboAl83HxcV2VLn3r6Df7/1huDFEi3EzH+bPRUP/MH523F4Tp0sGGD5eHKehQ4bpAf8VWByx"
    "V5Uqo8bkfhHK57t88VPNNM4u/6SGIDUUHhDPeptqbQ0GYFmtYhDZ0BgHdDso2t47X+iQM62GemPfFwvbZcxAMmh/7Q5QEM29nNo7"
    "Fjd1Iu6qbIB0bvc45AB7k9f7621hHWc1sv1R1pXwfYktsGKV0knzEMqtQNG62CLceyV5J/FRJ0WHbmVUvqqpQLNK7O7WRSrO/cVL"
    "ygiIG1H+DLtvb+EfdAjWVu4XLGJ+JRVzGDisDzo8CTl54k8/gH/wjBemFHzo29bx8qkCJOu5A96otG5k+g5f3822kVl8y5zK9xzX"
    "t3Qc13fHgx/aDJgB5iotdIRP+sBBYDPTu3jNjepVrOe3DbPvrCQbsPd5Q3gemdrV+5ciKUjUrljfrvJA4eWJPdVr/xfNbYzX97rQ"
    "YJ5AzMFvlANapbRx/h9v7wFu21KVidYhswAJkkWCRJUcBEnSpDZhaAW1Fbdrr7TX3SudOddae+/TzzJhfqLtZ3f7tLFF+9HaDfoU"
    "UaQJIgiSk4TLJV1uDufck+Pee/b//2NUzbnPvfv4cT++d85eNUbVnLNmzQqjRo0aNYZMlVN8mNP3pJSqUYR2NiJr6PCajJMaWEmQ"
    "vIJhtMDrqIwu9FJUVUrE6I27n3C4khFzBk7mLCfJvc9tpNMv420k20GBHJuVcsOOLjynhKpY11IiXbeN+cQLbm3yNyxbB906OJDV"
    "hBho42/eOtgtKDs92BsvWgeH0+Hq6rjfOriOvyV/fu/6smgdnMwZzlq0+XAQfwu6RW3Z0SzzW+9v3+PE3iIullAkbQE2I3seTWkm"
    "tVYt70lPR/A8sZcRCSRMGSYldWsMwypHCsP0FcW6hTL2YpjOegDlA8zLVrVmmk1hTdGTN+OM6D57auHusMw6hgFeBhvCsMfXDS3g"
    "TVMQLIa8h8f1Dm4cbBXtFmkRV7REGHSpWSwrQK2mVaG06LW0i415NawGAV0iGPAHSoaQGyZYSygoexa6p0meO+ahkVt5brWEYb9h"
    "Q2UleQTRNYIxf23p1qCbtbQzzWA6drDS9N6XkrLxGE9o7PB5Sr0cTSlNH9KeVPZUBm51Svwir/MKVUSqYtKoFwLKguThSSrYsjKd"
    "ckLI2zb4s+UkERMoEHPOnihGi3QHieeNYUZc+GjSWeqb47fX9VOivbywJ7LXRAVVxrjEpACicdWkBvUZDl4yCk3MzcjI9tmklGWE"
    "ZBfUBNeI0RJ2IYPfe/d3kSZ7XQ7rRK48/ewrooYtqdmQY2lWKFZbRQd/mEjoSmfOUI3dZafoNuz3Fl1u1qB2uoeWdW9mJG9/s7V6"
    "ZipfkLOp5nqbztkqPY9oHbxieFKTKkxZ2cBKR8hQ5ocLt0ZOONZLulsW2gZpyoIiGKaPFICz7/DsruY6SeH0kJ1RlVaNClN4J+y1"
    "Kds34C8zrP7anJK8W9Ypvji4OCF5IK3TnW20BEK3rJoxe7dYhoLq0HyLzCq3kvCw0Fd22I0JexS4OhSNdZ/l9WqyzPe5npnHugkp"
    "hOiDCFRRnVF7OCacDmQCpnBvNV17zDSThaHMI8OKroNeRgpHVISpv4pQ+9mO++00sknEGL+E6Jp0vote0nwWpmkmY979LWo1YliS"
    "2NYp9n1LBekorHBtp2YuxNKoJSpEXJCh1PtNiD5syVMALfuObrtjhfat8YR4Wmmh7UQCnbIxtao10HWIxYEhhcPSoPWPtLQlNiEH"
    "CYymWIHJBCo1WfHz0UxprYU962qO8V19GvUjHFlhBfkuETNCGnA2qAcG8jXDQvAkJsNNCxsOdHgCQqXzgxAJuU3blOmi5S7U85c5"
    "knmdk7rHQJvIJiXQIy4uIDbVWGNpR95zRnYOKCFq+lF708KVJXu47QU5XKm1ZDxFucgRARF7kcSoBvQBSbxSHy3MmM9LzeiyES2G"
    "Gho8WeXADOY5np1IXRRP/mncZsXqv3I9vcJOvTmeNCMt2h0mN9L6YialtWMaWkzLtngZXfYc2BNL+/CJ1QlB12FOyHccWlL6WaMr"
    "2XsVpdCUBasXz+hSxMCKHI1MUixJeS2qEhCxFxArBU2/oHn3qO1jiPuBDuoEepgmhjVSgmVC1EQzdaHZVIHt+wnTgpqYKlgbarbF"
    "1PDlg3l+xuWMXe/Io6BVrTscNsRLI2ySHMhYgsoy9TAZ/2iY/bgNgx8UmSswabgk6BY61SEtO0ghigFMUW5/X/GMJb2qepOUqdq0"
    "TF5yL06Q+4lbJfrpOqabDg0xvNTELNoKRYqVR3l61ZoMKGkK23WhSd0gxV29bW/U+NE9SfUTSTKT4oUXK0dWEpdgSc0S9XJBrN1c"
    "1Olqtwl2EzK2Rsh4vpOI8e0ydg5KKZpoWoa2xKDWqLg6R5JSSNIo4H6I0nMNMFNzvemw64iVtezx1G3LD9wkaDKldArHkfTA3EL/"
    "2HKtrZoozTcykIndwXORrYY7b6f2Ce4Vy6fE2qvQRVe6Gdlj5z4n5pi0cBOCmX+tvfAW8iTZb1UVWkK+JY2ymvqXMwXtjUmClhGG"
    "cIZeC76ccAQrjVEdyxm7q2hiCvV12m1yaNkT82znbRvxhojtK+f9xUgbHG7ZJUF7thg6/U61pw2OYZFQVpTTLMVrQ/yecJlxwaWM"
    "QAwcUxkW/tS4t0KzID4FKi6+qTYqw+SlNL8LdYa59s+kwYKILcl6ybkDM2GjzBO0fekyRa3zJDSvmN18pUH1K0MsO7sBy4OJZesE"
    "Xh8yXxQTB2Y82NY3luBH3dxw8NiLyivJvrhHpYKcXc2lVBf4tsuGENkvmfZxM5Ivbaz1Uok69RvtUxaFsxPE+MRCHW1hPYmcBAUu"
    "PYP8DNpwF3D2WIeJC3CDA5QdvYZ004i8E19bdNreos3P2iAshuj+oDlqxnU7gkOI6XGd5yULjHZuZnuLJNv0xWjFhUq+z1JI5mDO"
    "fCaehDzGZhbTRfmIM1rHzAVnRnTaFBFLpJCPc9iUdqWxykks/NQDGWRLKy9xwzroiHCswE79CFsKaO8USLHCapP5OD+NZyOZ+joM"
    "tEzlEmGOMvLshg6wMTBBGLE+HyJNpEkjN51jOBhtuvjoWjQT4UZkz/3zNRoGFCqrDnIpsGBBSibPuSdcuzE1vSaFK6liXB3dDfuo"
    "x1rYbbnLMwMrDQ/dnuJHuy2WOQnFPNUAdcEM6j21NjoNjBXJfSsQ8B7dZAuzmKHmZlu44eAM5UTGopDIsdQPq1h2XRptV3cBYgf8"
    "qHvMTs7qn8sGdTEHc6Kz0dwlo4S5ccpE0XIwFMIZ1MbCItloEcYTI7J3rZgd5ja03FqR2X7GKG8m7PZqj+NJ4s30JASRmXmjWUql"
    "2NdE+414ztXEIHV00yDNkKXyJ/PsxLMqt0cowRU6Sye/GLOj78R0jIpI0isizkZp1E99Krb5Oc0bTFkjyZOY0rectBdZf5xsyyeE"
    "pwfd4I9v+PCKEcW9Vc5FyCidBFJO7aEL5ex9ylTnGDN5MGNifjit5UeBE6wbVzGZlck7hkhNJ1OAzrYYCrWVkB8G8yk7xfLJoz2H"
    "w251MMwTNtwxHqK50thvF+JtOuvi5zzao1kQd63GFHwrKBLo98Y6ILr21iFMDaUb7se4L9udYtgntVP3Z7Ai3T5ixlhb6ep42cRX"
    "VBYlbLU0GBnQNj8fGfPHJDaGA7MLRC9bmbX1Cy7Kslg3QV8xJA+uyV+Vc6TplHbSG8tIlrI1EsgHijTnNGd06+eN9TBNEdvqyVfy"
    "aLlYRy3HJYNOsXyRdTnprk75DZOhbVMIc2kjIvyO+bCUCTrDWJnLnoKVhkvm2rqeMGfLhGMCTptHeUCYhUxd77bMzRFCq6YN/PAW"
    "UvYSXaHT7venI9F3Th5tC4uWMftpcpEqMgOjBcQ0ZIT4DXMTvdDZcLsYTjNSCuNDa7psdCIjPsxytDOVbQRJWSS1zVfoWyPrEBnn"
    "A8JeX3eWLh/arzHbvnB+sE51w65JcaW+wDOwF90rL7V77QjUAr6a+DVQUxT0mbhO7jVwzZepMXNq6uIXJTSMxNJ67q2uNwq0Qq3p"
    "lcK30RvJMz06ae2l1s1bJI7Mbika6U7E1HV7xa3ymc/qyMUf0MjfNAlrBbCW+882wCvDGZsQFIRSwJbtzuvAqoW8ZarMWamF953C"
    "fT64z1UDiKIPyPdS2cVw687wHmRja1UD7CVCVBasjEz70gG16JL16JJi5LkDRRWIYpdJ0aikaJiaaaUy5st6e+3bG63oUTuKfbvX"
    "sxf31hmMFSiZmQ5sNQ5Ei32HbX/lwFb9RAaoC1ltcaBXELHM3Z5LQvjMqK/AfC4Ksx2Q7oJcO9YbHKFMzoLDUqUbY/GlthCJRZDk"
    "3g0cz3Qwd6VyIt2nEqJuUVd4EsUwIsF3aTI/A+kR+4ZJdy4bE6XVxMROWCTEDiKk2B4322UPPbN3kL8VK/RBN1uQCLsZ8s3ppdCh"
    "3TlSQxz08+TAaHZFnh6SN4KMpNwtMmzg+WF3X2CYVNDNL3kruydfVb03fJXnmNrU0TKjVjmF6bCXtoNN8tkyQYyJYRIfaDHzOCac"
    "+09cj6R410FDFbXlLFxT19Zx8wvnkca9Jhw2vHG/QesrZql3PvSMEWl3bI/Bo36zfd3SpvGylyM6nJ0j+fR3TnI2tjRtvQRXMrLW"
    "G3VzZFij1tyG2zrGYywP3ziv+/u86aYDURvmFDuaR1okkbjOh3O1qYbq3EekoCXYxcXMQqYt5UlVUKQEbHI5wAxkuxzlYMTfymXt"
    "TUE/yg2U7r0NrCQonwQyVrGBvDiFyuNYJ12n+vhgUPTMNnvt/SJd9+XdntgKW3LgzsN1siRFufk85FqNUlrfPeTM69dToyC+1uYP"
    "q2GT+yksW2ZFR+HKols6w8Mo2Yzp3MeRK187TO205ttJQiwvS/VbaQZoWCTUV5ceozpYYk8z0rQQUic2hMA5bWmovTSVYWYhvd6o"
    "hyniwoQS/Y/fzlP/Cu2hIUjLmn4Nkya2YkVom/3lmgYXQzYM7TAhWLA7r003FCThUxJn30aa6d67ho2u2+Q+1QunG1YeHiBmyCxA"
    "ntlT1zj1IujatYV3aHAjVPtjsEr1DyIdcpEGnWwMQeGHg/YqP2A4kIhKcKL40ID08xzmk+CIk0kYDqh5a6B5LUetMIovaKXNcPYA"
    "IaWgR7n8ads7RdSHAzvrC0QKO4CYW5eElF0AjozeE84FiinBQoG2zClXKdmMwzFfMh6KlR6OlaK1kIBU8hbqtopLWAp0vs5w4UZs"
    "yqG9TpbtDKw0KbZS5najNjNFLYbKdb5IeRzqKTDXcIbOBaZ9AdQJ3ro+nCnIy/R2MV6kJLC+w9pNjtJq6YX8IDONehCCaoR1c+9e"
    "rm/xpzW8hh+KMKJxV4UNRlNREWN+LGPKZiRay9DOK5fmCJy2vJnO3s8TdxxgMhhGY9OtZHFaCGuKDvfK0YKNyDDZmVGEes54GpfG"
    "K/wZb6AeMRaFGretusciPrTnZpU6HvCH+2cdE/AyRmsiK6nX2zw4HvLHrxpvokdOaEObPmZbydFsRlb6GxnHp6BzTWWSiXYhFSSb"
    "fy23FGmAJwD3Xsia1XujNOdhKelKmtwtQvJaZ9S3wDhAVgQjyVho1rZhKv2YOFzxdSNi8tyS920Swjdz/ybNZlO2o9S31d58+9xB"
    "Q0fME5rE11IaOmJ0Nr/V0jEP37/xrRrtgzvenXYWzjdbgiSDjutEquHZcH/aximnNL1botVk3FZhiRX3fKNHOf9FQ4QGBBisW7hi"
    "aprEFRZKp7jdAIV9oMki9zwmzjbXfpHCrDtlMekGp20kwSRxk7XweqEq0YStt5hmEhBipvisEYCo+aPxLzDYH3Yy4tVgMb2R2FaC"
    "ajUdqWe4kLZkwqgw0cClSDVrOCdFwqWvc15pXqf07VaZemJSLt1zbTSgtIBzajM1HyG0Ydu4dBt5dM0KmNlZtZHfvFq0MSr2HEq8"
    "jetNv9W3vtrw2rHfRddo3fe679PcxnWzEHUbBVc3XJE/IHICqUkvur7fZ9tVVVfX1ji3db2c0dcw90G49G5c77UHEvzN1vckm2uE"
    "i1MucnLQvCwrr3Sh2O5o8rvVJR45pGViipdnl7petkn+b3V9bI4duU1/Wxc3V1b7oAISTN/2de4m6ijxbV0fTvZ7fjH29ssUZe9F"
    "O53TTNW03MWqdjQzEXrzognMaQq/mbqQmpKrPdkRXF7vddQRbaxTo5pixRWqrQzEMzcSmwSZmtLGDcpqi8LSgBYVUxWYQ5EQ+WBN"
    "fnAkdkVAarklVsY9drZilUx80eHPrAkBcZFw0TFRRnc4tp5ZlFP25DaPstn+qVR3S04F3M8puSBGdiS4XH6Ua/g2siIlTa2sdLT1"
    "qggN1pvkz2M2P5RcZ21djK9kGyFI5M0aR04yXYBRjhIybskH7IrJtYT6Uly4L2PkJnZldaWzQlMDHpWiVKkv4Cfgq9xgEh7yo5CO"
    "JaGBx9Qcc5Mq2EDsDvv9RZnuAWvcjJPNmOetBTu7ZrszjR0oiQwtOR1HsNO0t5W20sikJLCS6KQMBUvd9ohnmAwtuhlxZ4c68ZjT"
    "FjPa4i2YYIH55SIGRniubNjkOszWUCPwhNpeck5wXjrvWdkFO38kptJcfcvsvuPcZDPUd84sMu2vSCHAYr5S3pttYrYU8d2sxHOZ"
    "T+RWUt9w2PaypyvenOqtAtTwMVT7TsIWKp+enNM2UDHdNHxkTaQjbfIY7F2OoXPXRE3WKMWFlvtcFJC9t3qLwd0B7n9JPH993TJz"
    "lUdnS+yQgQEzH2a4o7yvSxutABhFAoqQAcISlOznvOvLWK9OekDUOUa5LfH9LqISL6kiEelPDGbJOSNmnMbRWX3wTynSpbKtJNN9"
    "Zqp6iAjxXKvW+bSz1i6txtRNZDZRCuGOU8m1RpPXr2ZSOVfLTOVzZe8Ndugp435brSGi6IaUpIlqQUboD5moxo2B5NlUuj/m28kO"
    "eeh03Sr3+iX+vvgKXRFogXDxhayM3Lzie7feDFIvKt3VkJkUpQpEdtvoHiwvsuOS4q5j1Etx1b5heRnpbmp8a3aP15oUy2pWF8XT"
    "piDF16NFN13vpbf0UkEuKpd9i2N+Tq5bp2QhtxI0Mwqz0vUsKoMLRGyukPqVgBVDxyVz6xNo66qOkvVzhJl6xJ6ZWbjCFda65KU6"
    "IITEmRONYmFvW9CyT9uco6Vor8a6jYrcm5LNbNVX/EJOZ1kWqwpAT7HeWVN9LjTlLLpGc+j/hoBbAfMtThV8BE/QCQkgTw5IvLQw"
    "c8uAkrQKZEQEFJgbuwfqpyqIyWg7VUM9IvKc0V6OpHtsK8lmUMRMcm+oARNgApE2ekvmpVUAwYTpLYJ9iogySqk93TSViy6+fNFv"
    "+ZHicjHgHLcYDEwz1DHr1YthKpC4J4oqFmOZfCjJ7Cxm+tYZZeFUkK1R34s0vzQJKnfHVngAqExxQ0yQoJ6wIPc4N6hmEGQGSwzv"
    "Jdp5o0WvNvjVnv4UMwU502qzU1dInSgYtVezhVfEZwqo9zFOOI/k5Iivv4HaMn7DxxslVgglW9qQYBUkmzUrwIYVojGziTu3OmiH"
    "rfHqNIGSUOzC1ljWwwF5HykXNVHSWaemP+MaV74eo0Y6cU/rKigk6djCTL8pgCJ5DlTQGnZqzBQJ0Z/408FZwrlAV7ONdzU7/9AU"
    "CVqKUxGL9EktCrPw4UkmCTDcD8pbzF8CrOuQRs2ILlumN99Cz1vdspDKo0LGo5Z1yDmVKzst0o85T+byuDoDWQiZU/DFYKKQV2U+"
    "0RX+DNhenOO+LPWYK8FYjE+LpUKfXQ7b5pC1z+1122TQgTYGjSN4Fh92HVJuKcxsJAv1w5s2ChT25gkm7bV5e1Hgw1fxhyxXp/z5"
    "JJzfxfVUEmO05qiRzko+RQ68tphGH3j4ybA/jxEAtxl53sWahWXmhIigkEBzjrWZbO3jzh4v0nEF1VTn3FDgcVUFnCY5YPP51YRk"
    "ZX4mgB4Uw9FWxonxFdKq9zMH1hyG73U2Wntf2ue6urdf0u6g47xhz8XbfEJLbsNXp1wZGC4rzEW6IiurNbqyx0doIz3tJTZc8Bha"
    "zDMiN8PNyMoqSEJKaF7UNWefkmrUXC8sxgrYo2wPkDGZHHZETeFYXh3klG6NDqeJS8hJNWqf4vh0IlxXiZajNsN562InMYrLjIq2"
    "MSxaqxgxvqoilHMH9h7O3aJI5pms3my9KG53NTZFG5W0N13aHBcn+lajJbvHZUUahp8uiicDfxcnZ/7i4gvNd9wqeWV5qwu5J226"
    "MNpQZ4OI8+javI+/EcUbVNrFb+VQa46aGwz5w+cPcO8a/jDhMVi3sCTglQ5/9tYR0cSqA11026YrRt8w+K2OaJoHyLBgOFZQ9kY0"
    "4jSn9jdtTeuGUiGGNLm+VuL9iHAsMVyxg7jA+exUD8jyqQG2+tpsCRIhuYE7pPdlq9vSGCasRvQOYjbkhYqXqtHMP9dJZSsZ9zeY"
    "RcCWYCeek2XWxskhohsWioewmU9xL4moJsEenUullAZ8JyNfoGIjALNd8NdlLWNGn6M5h+3JAOS3pVmOH00NhvlQFHW4bgtIGTFl"
    "oA15sdjmLCDbP1U0me5npGthb4SpppV2VtJh5HFO8iJaxFItajjWzqT/CUuJPUs7NJ3YfUMrldYHc7qpR7CloKvVF7FBwUYGYvr6"
    "NviGypIKCySBpuJcCq91VxlLWrBzNivyG7uNizlLN565wh8xV33z7bg56nW6Is0inuLynjbtclqcdnlx0JNhdTov9Jrcqwi8Uuhe"
    "n4rNJm/Rysap65VywxKPH8ewFLyX5jDUXy9KSMfvpp7hsExZJ6FbM0JvY9O9Ke5TRExUM137+qbechvpzfvzDb3EtuXDL7VSbd6Z"
    "rbGaEOcUc97eiNs6rU6wBkmxXgPPLESd4koF0jahtiWG0PQ2rit9bDvRzZdrG6aOGuWoo8m7VxrdteI8t0waUbbSHq/r9bV8kKVO"
    "ctEEd3pz4q2+zRMuqi4Uqb0Eb0vKeFGh/K4EJCsfc0r2aKEdFUaHqiLeOMrz29T4relksIVxOeUd6uvqj24XvMaStYCGyXBDpUkl"
    "dK/5ACWlSQ04lZMJO2ttv7o+tAeZ04y/lXULJRKbrdyGvnSrKSzz6gRDu2I6G4bnOkEeLW37MGCenqUKNJsqMPZWSthuZGc6T+yz"
    "p3jMRRl707QrU7aaxniIec0SNe8JhssmpWl4WQLenlD3SOoR+QrV+YGVhsPsxsU1TJBgodrzhh2JdH22cExaqIZy+0Xl65YpaXPk"
    "WHuaYN2XERUz0NeqitHuFsbKlOuk1Wl6F/c7hJgGoNDc94tJW4SUX0hX1grl0MgVoixhNC39Dm02dRbjtGXUMPBaX7+VmzS71CBJ"
    "jOYZ3mKaITKqCc9izSyW6EzoMG5aN3lKn8/yYjBhK+5YIU8bM0zQM807+dZGLDGOsykDtM0spWucH+Scj0e0DWK75UmaZLHFpCEF"
    "6Lbqo7UZE/m2qNeDDJdQRdVPCDSvSXDfTDegDlakfPUVRZuOulpmVNQsiq7Sr7Wh3d7cdH0t6nYFUqQsHfX5WDj1LQxLs7EixjcI"
    "lbkf8znJjTiqMpr3HrtuK383Z2qwSNBf6N/RsGPAGDiJuWMCk9KPaQrXHkDCPIMJpXGrvYzOGrd7zHPqWxn2ygRSPJ/ouFVKJpR+"
    "obBPMjwXQgbCG0rGTRxzQmuP/nEz0uxFdaL589jcm2jafjnJ0WHjE21h79jUCyHBnmOlLrMVKSpAkMgl0WF30xCjhcDIIMn/4JzG"
    "CRBSHYTb1wp4cTjQ3GiwTrF6oTxli3CuJiFo6EWQTCSHHuWtL7v3Y3S2/uzWV/XUijwCYPw3rucXZQbHoml4W8w1ZD2WTMDZEyuS"
    "StulvZmkG/hdpnV90QUNon/tqinPm6zJrssEj+F7ipmm5WK4tIrnb7qwwSWIVRDJVSNiNc+0uXdy1u18MJv76/tSlxPD7fdKkGEy"
    "jPFaO6Ocd4oFX7WgRIjH5ax7GXKRV/SU3E2YZa6Vkw6kuWUQH8MLFyVwfuFh6jWK8Fp+mprdwVV95+VouGohE9FBkZ/2WVkh8z5j"
    "RHCRRaULOjsIy7BgqAwXVLScLwqK5hiOeSouY3tM6GnLds7FqOqc081yvAIKS+ic3caQdHMDmVEGsjVr2YhBQN6IYCnQbdWeWokZ"
    "w7FFkTHDkqEcLjhcmSWMNb6lXbr5IbN9o+kaHdP8suPZxSpYukVr0ckTHsXdC1pbJAfB1cPKsM+pyc6C9um7Adc3W4tuCyu1PsIh"
    "/lxENu5NkNmQieiAoPpFe7SlTVo0v7ZBwMbR6+jCyPtiUhufB76grGE+bManhWZCRBJjDJxmp7i5Jwk9o+Ti/WysR3WIwCqNPUkn"
    "cohQAkHEjiIqbURHloTT0hKmReEAk56/khe6MkZkWGGhdAiAymKe38oz9x37goSiJbKbcWK99mi+xrQhu7Id/0qFNXU4h77dmTc9"
    "ynyhYb0vpWXKZooFTOWMAshWnwy1SZWlJOZ23QGXsdkP+4JkhYGVY66CosXBKtEnoi2RM2aPrk8oEXF4qwvp29btJu3VG+glhN2U"
    "52jHSpF5HYKu3SFfIdpxsIxozBt0e2AXs9nZxcQsSi4msvDmDZKNhHX3RKQXSLPUHHd7LjgB3ZNmZ6aYNPLuadY9/B31gcsGzu2e"
    "VGJnZtPtPeblWuNARlPQqcWkVods4Nl3CNJcjQlYvevHSNpxW9DtjdVKQ/yrM8wIF9bBCdKBKcZoGWUx4T6UgxXzvttaIGFmVjxN"
    "R8aBSVodT8cBPLr3lLMnmhK1RbqtpG/jUOsEugJNCelOh+oZM4qO+E7rO7PcZWbs29pAW8x8n5/7KLRXjR8JP4COIAMiR/6ZBp3N"
    "OQufJBbmwcxO05lRxKQfS5MWXFSZF4/GqUmlrnKz3w//aellQzJhtblyJnUX43FtKp8pEsQQkQESS8Na0fkQ2V2c7XnA2XmhVIHw"
    "Y0W+DFrRBcqrCLXiEKLlRUOGx8RlyzpE2RvOhI+5G0oLWgpMPS5jetvUCltIlrKQky2G6Uy5zH4wQA2PV9t7iVRpdzDzhSYnrM0W"
    "8w5/aKt5v6WlDQMzd27YlkGXhRn7utAUgyKD6mLtmWAa0LRE0duUsoUUufP11Oc9yvvMX52n+JJusZQ2Fr1ELzZon8Et2S7b+Ovi"
    "12tRKcTMlSrk0EiIc4J1PLnrSgm0MjvqpygrJaH1U2pRLmUbcbfF2Ugy2uJxwxY9C1fytUWvgfLpyXA04pcwyQ7SJWl8RuokEUdF"
    "dBRxVg5HKiUT5oLclQZkgM6xXG0t8UCv0zJjzA5EfJfkghkoebJUgOdczGCQLd7Ud/SIHhdStHz/1oDqT1hSiOCKvZWYHYdKxSP9"
    "4bS1HLT5axco6gAPD9v86fOHHTAaLZoRn1qI52ivZjlMHqCXw2JOeukwrQE9at9jNlpaLh0hmDO0x4iyt3C9slzHX7KVa64E/air"
    "i01wNX8VHh7R4QKtOplno8YOlsynMlixsM2z8V3DnScVrlonQhMzK8OZRegSWciE30pEDpKFJRdTiiQjMx7Rrpdw7QwK8/yXXpBl"
    "fqMPrgZurqLFlbjOIy92sUqcbklbkNH0vIWNTAxNm51Lfj//Rpu5TcaM02bLcqxDI0vwhKsWgj6V647mfeLaWo1dkFBIKE9BoTWm"
    "PDWEEAWdjvhra1MGyIKbJcuDLbnFZh8wOcMSi40lW3uBXrUYrYPRNJC4VcTYhq5su8RQko15OezJNkcUQ9NnJKnNJr3MnG6mZ3PU"
    "136MY/wIWIzfmA5l7jVAklL9wK7p1DBxgmVhGpP9iZKop0goTZ4N9G782KxGbzYoU96gqYqshrNBmiGFGgZWCJ0HM1BL9iwuOGml"
    "ycWhUvkIkXLIYKxgRafjdJKolc4TteqDRSbAu9VBo5SQjv1t+O6ODKXLt0o2mV5jK9pTa8QHbcydiC/5Y4vxY7dQwlWO841OawOv"
    "7mIy3sDF3ip/yGM8JSJeFzC1FjBSCHPJjFAUaIMNKC7AQVKRZDfbk+JnuPak5Y9tWt3cG8sun8QEXHSpmM48J3PXctH15FUrK0fv"
    "dz25W0/XbTr3SCLZidlJHmLsxdlfbUrWlLzRo8+AnkP1EmqsbJB6bPT0omL9UG+BdG6Kb6z1MNsrLFsya7ahjW2E2gHcWBuy86xx"
    "VCPkvkqCpmomdV3Tb07p0ijXtoV093UHSMre67fxSLqxLRtivCNfr522MWneM920jTUWHV0GK8eNYRc868ZwfahAbOqGOutw0rIt"
    "4FbaCd4YOqOwMeSPN+pZvL4WMDOqR7lLz1sOtYsuaKohY3LIG7iLKdMVrP032FDTZDJVhxWkl82gbca+0tlMEWqL9jxW6PCcyIZF"
    "tU2Z8GzZyhO6GRumbBIrlyYSSq0Tnisvv9R2XhOec0sWqGmYeMtU+pNesevL56hpPSeLUTmHxGt7dOmI6UMaLgV4Q7NQz5i3vLlt"
    "V0fDfq+zRe/j9czWSjyfQ+tFwhM9Q0TqSkS8Kdat5zhiD0vYhTXWimJyzUHELnr/SpgSR10LTavPUE2IQEt+Ec+Gb6AmDq6AnB1E"
    "Or6YS0gtINuzWT45XRuoKu2iCU7NFBlmKUpsNjHX2MUkymYkGStDy0zT3a2kCe2Qr8o4JyZHxbu4XbGkYunQxCmlnw0adoZz7qoP"
    "Gtcp+zJDUStuAMUvsVyuJSvLBxau2BASatQqWZy1NDp4NkxjS9itjMquuIzbLiellD0xLww3D5VeOLD3qPUL6ikzE5ZnqhSabiYZ"
    "4Epmo0S7b2y0NtutzQ7+ej30j83eZIq1zSZdQ2ym/YXNweqUqz2HRkE25W0JxG0TI3ETPUOBa35tjlrcZ8RvZRWUetATmjdCGduj"
    "LLM5xgNYyW6ON1ub02KAoOTh/s3Zgj9bAG8ijkJgmbhJBceGkzbGayWezTkywXMIWQ5BDzzcbG1R5wTBCEGhYKIAK0V+YG13aYsq"
    "SVtovi1MpFtDGvWgMipVdremo+kSIep3a7rgr1DgUrFD7WGLJtEO8Qw/g+7QlgH2yUwpES4soNpl6xD+hoND7QHArHVofJA/2b/M"
    "5fGEWgUDCZ7hdLw67LWohIMAryyRWz71dGjRiu02fwo6DHoM+gwosIhgiPHj5VVhvGe1y4A3rg4ZcO8HoFRgekXCZBU1KtsOc+gI"
    "c6cGvQaOgkY7hGuwLBO0K7p3ncFIwWQioNd2zEwxkGJqzyl1Tmd+7FWG9xya5CAaATbAKAvcbSsYK5Sdvpi53piPAAPTzd2egeRE"
    "lvhYz3YLC+0ruqzK7mUM6Iw20j0KA9k2iqrtHitW2fUUNZTP6cdi9XlLn+l93tLXhb5tfQGbMbASD/gjd2NgyCp3Syv6YjbYkNYC"
    "CKcM7Ll8YjnqQKOAWpcHdR2oYCOrhdFIAbJds+d5yiu6tF70L2bvubEW4sfamHgTL3NkmjLzpA0H/qy7GgA6W2PFsLzj9iHlNu4q"
    "GMzYq0EzYpupdNxdDkvHDqmwk66Cgiu1KBMvqUQTC8t2MRTcsPu3FJiNAWJmNSC2WYFT1jWrcyYxFiAm34W65GyNA1w1MGN+M92m"
    "MwyEymxmptnt9Yz0/OKWAE/RAbIURUfBmoVDirTtNYypUSzWm7BmioGCdet1xcDO/UdxRQxljqDGLJF9s2CdFuRaDOhKoYYgaoKD"
    "KLukkYvkyPUVAn5byXKWJRbKKj4wjVFB+8KSMm1/dUnH5G1DSTsNqFcSoWw2tnl1zs42FzZvqwLmc3kNTkhp2MRfwomBoevfx7YO"
    "+ETuF1loxDhKWU5h0vyNNtOLICxo+attAx249v2AsT241+QAfb3GeMOSFb/kXVqqG/BrGwcZsLSb6pKoJNLW1baCVQYdBesWqqod"
    "KQ0z5RChWBjHbBYWmII+A3PJAqRQUFAqFsVDK+wakN2JKDUOhkO9mqtjA3abrXZj2hCMeVM3ckJYVfEN4+OcGlY5NShGqr/a4cWO"
    "oryocnVYSsZIdFe7vKPLO7pK40XeRVk9Ql5QWXpK1FWaFiOk0kSUHqYDrcNrtBTOVl5VV1ylHCq6+Qwim4wyS9LZVdLZ1T5f2Fea"
    "hcyE3zvgKwcjkJdVkcjVIVOHE8p+orzjKZQMApgplAGZK5BEKWq9r5CSDzltiqsj5TbiZWnpGbBKHsn2czQNbIIpK2XEJH7AtMtX"
    "TPVu8WNRPndi3gIlypstcWE3+iFLw1S3JDNks3nrjF9dtK1STS3aED/XHJ19i7W1KKIbpToKc2ACB635k0yQVxbdgSWoak3I5VDl"
    "cO1eIPx4KS0YsPuGNOtORLeU/AQQplUWnvgWR7vXKjtfp61glYGIs+/0GiwNqp47baXqlr4CPdnvK2XkFkaiFCEV2iDt2JHyaFqQ"
    "AGMFYGoIJwpU0x2OyFGCRg4Md8FxillulDUJTthuHTYjrU04axuz5QliNgs40k2Yf1UxmhKUysUCG9DZrgIwecgRZEasLQ7rDkdo"
    "Z1VJfQUYGB392gpyJegRu8JHOMQ7HOJcRUYlcZx3OM47XUV5B8d5p4tZRPf3eAfHekffwGEu7pAF1NDNVhGEmazRI6x53q/G6gvj"
    "SO5QoQIhK4LLQ4ABa8OcIEd2b9NAJaB7DMGJmsmQUlhhod9QcG82yhKgwsFo7MjMU+bcqNgk3lP1mOlSR3wI1XjpEZ6nBKYeD6AC"
    "SqDsUPdxjz0mV2SGWENLyQ+QHwxuU+9dV4H4NSNq6EfTMjTQS0i9kZLjKitxCQ+jKUAY0FuJqAJpa4tgqECTOqCuiIx1aGRBT0zV"
    "s0yDgnAhoDJobQWEX08WrkPuvqO8ph02lxUCYccAb5721MxTSeciHcUy6Co0fNSelXZJ6/OEiFFyfKqcRovxJEEWaDrubzlYDIWM"
    "LRTbSGQ4T1AsLVFVH6Bl4D5Khyk1R/dcttfXMbs4s7Bt3zWeWZMRmSc4zGRAqsf1i2Y2PAzpZszeY3sFGetmND+dzlN5ZNMQO0wb"
    "GyomMctHDLWlTsJSzot5o2CLdO9iXl+3gk3MKVpnqxHR+6y6JyIdaVOrgYpkyURulGPTWFsFcnyQYJmQRZHLlKLWChazB+3yxHtN"
    "PseWcH9gr7HolGKDEfjUWmJSzh20JwlzldU6ki8s6twXY7/FLXTE5LMvJq0DIcPJgvur0Q/jZsQbfbK0EFNq/eE5VqboPCPpsWQ+"
    "DZHpbGxdb0pDl6nCZlpHA6rZrOa4OLP+W9jFQsO3mFkJrYNbMLdQkYV91WLiXcPsZcQOc5px7M2ELRRInAQMjHSHsBD36i73YvK4"
    "R6Trpm4bOF9Hr9XRZQUd/ZgNSzAnxZqz1/NVi1VNDAtjzuT0WKH5gRGqelt01WFEvBc0mRlrtXXiqqBFocBDa0YdSiFEgcuREKfP"
    "iyXXpR223Qa70ybLxGwk/QVIJ52ASpXAoTbRIwvabStYZcB5udvWhZ7oVJcMTpeSAilwRFeuzkgprGehvYczd3dVAXNbVRJzYYzc"
    "QJcsQFev4vDrdnQRNc3pvqsiKQ+L8mKXF3krJ/5uTwWkJAQBWT8Bqv1G0X0aNtwSmNpD0otLSOGIRl+3Z1SU0ORMxBay8U+02JrN"
    "DVWg672ZhQkOeiT6xGQi2zCZpgLaVyB1r5gN+hMzve1oJ6oNWNGM8tqeYNS2HkLTcCQy5YlsIgZMPmAQ1EwDzTa9E7T1c5c+0dI0"
    "Q1NfawRmJSZy42UpWHYspKL6VMXJ9pz3ROzS3MLCXqbY3JS9YnIDH03bP0HLk1hhBTHFsl6Nyg6PollAGWlRJ7pN45i81RBBX1f/"
    "IP/dJRfXJdvZ7SvNwpHGfHfYHkymZuInSoyPsKeAhR3qXlmZ0oKiNjgFdKzA5c5EdUOhwD5NUOwxUF0tvb0M6Ro2GCSYjBkr3tGK"
    "vHZJ2MT90XWFZrkmNk4NCrcONCztQTOEnjErDYUbGdH02nD624h4kVzZJHapCBK7IlTd8UgB65dErMt+STFed2oMa7JaWWN891S7"
    "aYBqY1MVjzITELNjrajhTUtyArrfO2Qhh60OmZ8oMkNufgDhpzO9ZA8oWSYzXQnI6yU7DhGu6u1IVZTzNoRkOqVCJ8Bs84zf9SUR"
    "5a/dDRWPXW1roqA9Vg/VuaZWJEnqkXr2KI7pSeQkCtUj6ezpqF6ULUGCgrKuXpuLURKw3qoCPsgFVI90kiSsRzrZ04q011GcV9mw"
    "PVJLNlqPNLJHotrrKolLjp5+TNMtFuVV/fgABcM9rn3EFCOQQL43nPBseORypiduuCvEBiMtOFio9nVEt/cWJtPt0ZaAH/VHRIw9"
    "lkR8z3hVQVdhLwER4lpJJjbslMfk5d4QJczIwlIKk0ihQd7DtZqJ5BLsJqRwxN4wUbo7cM4YswfTNFD+1InqZUSPS/0nppMLQLSV"
    "BsgvnChFMkzdJBM00WrJOBPuB4vx0cawg1wEcgJUSmIwBEn0CqbmV6Tx40itMQRM5PtmI1bmbKpONtPypad2c1262AOv02P/RzCx"
    "sBRQWCiYTAWmhQNe0o8VyVmH5JbWny2UDeiEWfsurZhL7wVSh4tSW3fgbeSu34Ft8meudhLCJzc7Cqy3broxoljvZsfGdi9xd34Q"
    "XSPTEflAjlRGt3CR3u/OkBPSTZhn7crrsXadCFSEVCZlENrR8khnVQy0qjOY3kBzuZ6da+oLK4belBlXdcqDXoL6DtszFjb1S7bw"
    "FduuDc+uw/SefBg0Jsugwoq2A7UCGoSzYr9tQZ/hKoOOgp5CfX0/7WwZoge7DHQPZdeuwS1YGlA/79NaDsIk2+nXuzh9SgGkjqxQ"
    "Wxr9tq3e+21VhnNFiScidepTlNRfFcZyknfskyZyWu+TBvZV8k7PEhkwkTxjn6Sw31W0p0CobhEvADBlyHfxBhJuBCYRc0TXmI96"
    "ZJ9kE4Fu1Nzb723IGnZUhipyn5StrwKqLMrbLlvcEyylnzDWR591RES7wtEEVgypNRWz+0phpQMzqxSlTBbNb2qCvW7CRO/6Q92n"
    "7iEgJq4v0TNDe3Biae6tL6GeQW2ViZEhOSmDdmuh5h0qwADv80UjrhUYlgJ6hKCx5aK4r82E82QXMWYkUQLD9SWhlNQAp+0ErGja"
    "7Otj6Ct/7rP0+bUcrH2eGYtUk4iqYDb61GTC/antEvbV743Wc3dA25bJA0k0Y9ME6wq1pDWo8Q3UdlH6JiLnlmp/xhySD09iajiC"
    "0uGG5ceDjgq7AgctXJhQg6pfCic27rmd0C/JgPS5cUa1MQt5r6SU2QdfxtTejpeO6nslsTXP5gKcURKb2wd53BSw4bBk7bOmNngz"
    "rgw0tgsi1E4EKFZ5ugHI3ELxAQMQ0nLIwT/A4Bh0+OsyQEkGHHp6pMd9EVs3MWR2nNsRcM85mZmJ2ZhixroZVTdoKC3H2ruroWRc"
    "gCzUw7WPgED6R0T8eTbdQJ83IH87GCwwOAdrSz7LknBtPWAHH1B4w+KjCQe8czRc1VpbEl1zXJhgKYTv0WeybBMiTJlOxQgOSEMQ"
    "6MxdHLAUs04Si0o2jEBiB8CDDBcKmHCQ1cWNPZ7XyRh7hO1FMuQOJmEpIC2b6MIIPxoCqI8z8bZAL8V1ddZRyIzY9Qbcsx2wYAv1"
    "/YEMRgIMRWgFtVxYY0Ug6CtUk635FkVSi01ImbCEqFGIgV6s64Gia6F0ronpDbqfQ3+twx/F1muk/Gtd5Sn22wzkJujJBkZc/QLO"
    "FJo9BKIjPTaa2WOjmT9WaAyv8YOG/Pn2kHkrIaQLoc6azk0iRu6Qoc6+ALtMc+OasZqS1a8NdZaFiJvYjzqypJA7ymNHORmvDXVB"
    "D1M7FeF03UIlFV2lFdPllMWXuIyhzSbErFanGv5rbNY19ib2gTUum0zBg6HJ5oiVDkyLWLhZ3Ihri1UFqbOuLTiiEQ7sNYYYh7G2"
    "GJMSrC0mWwshIChrW6vqeGuHWpGL0uEqKA3H6pCtyCtDCeBsZ8Fw8v7yuRFpFyfyWHjk6n3Y50+vGvZtqgQl10cM0VJDVBOmSay1"
    "mfOYP1EsAeYzHjCYjSzs1Y7L6ji7b1LsEyYmzSCz4L2TpDXU9CkWk4XWhOjuWrQO3Hyiq3Ck9WY43IC+3dX+hCzN5zhxF/xSYS76"
    "LFrrzRF1VZ90slrYlKE+wfRGM5IOQ8XGKfEGrnLJjingug1QswgOMBtZ3cvqWHQPhZEHPBiI0x1OzBwnEQ+1K+qI5ZOEFgmb9g2X"
    "zdeMeSlr0bf4EtptlKFow4r8NRbx+3ojAx4r6hZDxHTJMpoeKbxnJdRfUYx67fzouNcdtucpNkmwnV43WSZslg79NKM5nxnd9hla"
    "LGZN1FrATQcTU0suFejMmBA7QUU0K0wRJw3lVDCcagIZUjMzkgINSQaGM/W3GTPDHEORFhVNhmVJoaA6y5ye/qKpfWU7fA20TPjU"
    "b2ACMr2szTfR/Ve8DIP8Mn7dZfLVC0B8uqqgZMhBdJnKehnjJS/RHHW8bCGhxmWSzqwjeZ2M/roYFzeY4LAksqXALDHGZAqfCK9q"
    "/lof8sf+x5BVuz4cK20iHCVb58Xp+jrX3etp92T9IOponchitZcF6uRQ15c+G6xv8GcaU2RnaWMjmj+j6Makoi0mEUqVRabXFPrG"
    "MtGFKNSorXMcgIVFi4FmW1k3jWKUqWLg8l5DtxzRtYX0MbKNwejSZQH5FTe0dCgzn0QlVRu1DzEz9BBOiKMu7+ZlTasjibUQriu0"
    "0zTAKLwjqVU5OC0i6ClNdqMdlkIULlUzvSXv50SAYK+mCzksC23bBJgMgEaZXmCY7WMqYjrsQmWXSZipQUfqw1vo+yJE5QEnOo00"
    "W5gAPAsn2LOQrJNM7SrUi2nwP8p0gkJ9rTY4GYoJMsVHlx4ALAXGCrqugqTo2LtPOqpGjENupGDKnz7Kdcv8sE1MJ5ajNCnNyWGs"
    "lSVtR52hPcT9I0I9YDslyb6+EM9qMOwYmDuwy8rQLNDFbHA+ygZVpLM+C6UxYr77CKfrbePDdPgi8mCYhaUB1qAY3NHUyrahQA/r"
    "B3pF8cCIIiLW4rgthCo4PSIqrEmXx+3LSH/G4hnNv3Mcu5apzg4TTDSyDHYTYkKaZFGNiGZZrb/HdjRAUBVk6mIM7d5iZC8v1y20"
    "m03GoTXj2AT246QgN05ieyBypyTM7qBXtkgnVQi2KPeg2HTMD6AoeCytCoQUMHqhOfUQYOmlzZSxaIyE9WYtWICix2zqNfpRUEK7"
    "V3t5Y1uZK4UrlXFPZEeg61AXyXInx/YJ0QVlMm9baDuFZhEl+mFMh3az1mbpqH8c9/nja1nkAauHC3jS5fGww23hMThtDlqDthQY"
    "c8d+PNRNEwVdhapeWoxU2JmNl4aNVRghrONhMZUDCmClgtKamDshdqeQQhc3VQtyJhy5TJS8QlshYw3q8YjdZcR8GbPeM+bibzzW"
    "yTJATLDjiUgGNw3G01VNTmMN1LEqaNrViyXHNuNXBnqbrjTh9nIGjtFTmmHpmjkiJs4jzdFOvySomxTr63PMPFxGPN+JptExJz6C"
    "KThaDSox1WPbfh9PzVAFEYb8Wsr3xjzDyZC5cgmhj+ZydXzQ6okXCisjL5dYuXG/flzy3SUJCy/xFTbvjqkXOGY9anQsQF91kono"
    "3MKhA9dCFp6qUieCVVDDtKTI54QbaC81PxNs3TZezI0UeHdj425SXMD9IipN23pjYgIeAR18AjpRoFRj8SY+o1Feo9NSkZ2VZGwi"
    "MdDE5d4TnaABwJS0KpHsRPu/k54Ck1BrVkVg4iTa5WIxzT5XgptENhiwFrlQmNiqEoCLx8kaiAvHCH1JIhBjNiGnOBluMjf+mNtk"
    "OjNNYO4ZTNQ1kxVwIUb8iLGwU+O4AF3ONpnmZayU5SfaBkSmxcIQciIM9QmCtubIeEF8rqChfKaYMjW1ae7FTKxNacUwTvgY+QK1"
    "QmkzPLuuNlwmNBrEcFXZL8YcagAkleSsJxT/TJbaWJos2eYTLL9IbMHOM8OlWn5JUjBZUglkgm+dtodJ82q6epkCLXwMlkSkBpT0"
    "sSRM40pn2rfAWA4imvId6emuvuj0lMLiKX+odCrwSItt6myGjtlHqTNMNR5ZU1MtrFTt04m/YUJZ0XTCXsIw87NTTvBTHoqaTgfM"
    "kLJITt6yeKKQ4jlCthHh2K8uh+wg01leIRhK+qJ9RdEqejwZ+/6+4VxrJqww1B5OcszkJIUIQ95UWJ0QqBjSNOK9PMUAQuYhibVB"
    "uziU5QEgtrbQOp5MvpgQ8SBT/TRBT+ck6eKGzTABwch2AN2ydkymWOJUMhKGxvEQ4+Hi6PYeDamTzFVKzB6PW9G4fYaaWQ0RRSLK"
    "r5y1Leh6pOtX05YpsZEeHXjYNeC7LDObqWdtEmeGxvKbN9nIk8MW0nZBjQ0p+dOxYgc91UVGS8cNii1xeZZA12GRoN1XetkLE0QI"
    "sYafyW1UNKPf0dQZZ66Amv2YEdOLxFzNEnM1S4cOZIFHoZFoYpZsS3RHlLRlY22Gjs8V8YwqsQj4FJO7QvoMWNDumIw/p6+Z1j+0"
    "pMaQax8ODhOeCFP53TF8nNltRYd8llop46UifQtFDh0xiciMOjHmH5x4qdWG3kZXMpHK9zO+YDA3SytxtiZyPaOkEsGIqsWzta3S"
    "QhNRztTkNILFOzlnm2v6WLt8ADpRwMyH+uLhzM+AzMAPMZfLOIJm67yDUZMFCRiDClSZjNoWzv376BA3ug3LmCyCEGEowjXjlD8j"
    "U+Qb5QKqxOloyBWmbX0ztCJOR1uT6di609RSpiML1TcIC4OlAw3HGcnbzOibifYYGndDrND04sK+2dQCXStTl50mg5dCNwXmFg60"
    "oUgsWRZBREsccj0zytZnZC6ommW1LsTyFXFLh44Tki8NTQTmpm791mT1Vrh2w2UsoUhZ+Sam/NGq/gwpHdtMsGcpMwvbXkRTNZuZ"
    "zzz7mIx7WUqTQYpfXfhjZgU2Y1aUoTwBRd9bBJjKMTSxpeRps0KVwxmpeU43+uLT5vpGQcwzUrdG61TrIc1yOuq3GLBHjYFxpMhY"
    "mbCUl4dGGJMj42i8PsOetZkQf6dzATRSSfsQC8dn8wQtgYoBQ3+hG6JLqDftdD51IFV2Wrm1cNj1IguzLJYGNlV1tsXL+Xgmwl7K"
    "SFZUEebkPGdJiEJn8wxsTM+VGRkdMlezxepIW8Eza2LtwZJ3mm3ZuabZVrdtp0lnW8buzrbEEs22SrvPFFEJi7YhJrExF8SRS4aD"
    "oAMH1/nD1x0c8ScRwkGuiQ+Ol+w3B2f88QH+FvxJDOqeaJ0V8Vivxro1WgglJ31wgVm7VxqyJVCmDKQlKdB1qPvMuGk8uMEfSQgL"
    "yK0dNq5v8RTcD0fQVpLM6QFqtAsoOmYw6U4NDnSNEqdCLjgAKFSw0tp+qJnSAdhgsKXAHY3FYpW/vsmVgXb4IzfPuZPmNxgaE1h0"
    "D6F22YrW7IXvmRVpz8xsABGMLBRHAGTmt4mXMqi6KHr5QGFCPb2joKcFkSPdjCmzjmZ3g3VKelwuA4kszLJLQj0/fYce7w51n539"
    "Ndh1ZO4PdnmmjT0FdHJCS8RC+woKSTmAKBffLi96KoR2qc1BIoHnNhiazMewQvUlX/dELuvltzqqfE3qLfuP/gWjtjId9TSBuw9K"
    "wLHbpo5mr9bgMkPdM/H6IszYoaW0/UnByV2SgLfnBhO/RSPKbasmqpGW1rg6ZJyRuV/WZ3HKYlhYRtPSgSQIvWbMbldZDirQfCK3"
    "tTG5G0yIfYTQaZFRv3FYWL5p0PQ4KOwj8ZmO6Q4/cs1pqFjWSNcwvc484RGZeEI+vGAWOHsZ6WasqDF7j3luz5glziyU18aM2SV7"
    "k/y+JsQvaAu/6Jk7rejGzR3aLYtxL0ErkTq6bpq3rQ9J5cuuzrMGCnFvEe+SsiPs0LQls8MJYKbRQk60oOZDwTFA1rDQlitXT4qo"
    "Iw5LDTeJigp+gEsXyd7RDDgDW9vrjXqGHWeqYxL1TAxsrFA436qTMMkwHBBRRJ1RNbFRYehc3EORj+KbjSADVkRipaD679S0/9zK"
    "nEG/7PdvKGAaFwLFTJ+hHwO+lfNfIYEa3Rcw4GqYJkqNXzQX4AmWhljuaYUt69OxYOXxfRuc27gFX8pUA0P3bNbAS0YGujxWYKjk"
    "Wga7CSkSUjqit5dt2w8utW3JkPdhkqC+p48Zga5Be0gHUhHOVWGO2C29iZ5Ys5jZFamxRmLRQMuMe/5rPc5EpZ07csllaRoIpR8K"
    "KjuFLfLsQEKCvMK3dNcZzJhLl1IrDjy3nQrYUaCDYQZLIQp1o0qqExslqTsCW7c44l3LY3rMDgcatKfzKUFD1XK0xxnlIYjh3EJj"
    "jIkNtW1ZkhqWZK7bntVBBdo6K0UlzY+nPWaYEovmpn3zQIZJl9QURv8S9UtaHAYtEztL4UhKUsP0fLnpiPq647pPHyT9KYtSfajk"
    "F3MVTEFuOeA7qSSFQHucTnUFSkHSGoFeQoZ+Y9Fz4Bd60oYixvesDfUWmh5B0BPQZCQgSguM1qQINxgu+n3VydpibucOiNmo5xqQ"
    "RoKADGxb2PzBEEhqZLAUgpmIuQ8p1i+pTSILgQyHmOpthA19WCL3GmoDkuiivo/MnQxgKeQL1rktz1B7TuU6bxtpp7scWVvR8HAp"
    "OLfQIhsW+rcBM/lHOVqQAJf6SeWitPriLks5ac9Mj5VHJkptQripP8C+h9op8UkxTYQlz6XoumrdZ0JOfi7+dqNf0TZXGa4bMFKY"
    "9J0M+iYYIir8TIOWpqpV+Waz2pNKA/mwHE9YaaDbSatSAgs5YXBQOvSm5uHAcmZsbsk1Q8kBxy8ig1wWqgiVjOfrxAmpN7kwwBzP"
    "G9D75kaTzWd8zFaSiBWWUMwd+P2FDRXtOpnxNQMjrR1rt+bR/ZpHd2wes3vyBuqXHSwytOf0QvUdef6ODaffUV6/Y7JCF7Pz7Zhc"
    "+kXnRuj1Oma319HtYcfsaDrWrqVjcgQpxD5H7qGjOYbuGuJ3OumQ2+coH+Gxduxc4/aULlLnzD0vx1KRxaqrM6ZVj7tEzoiVouk0"
    "ObpD5GiOkAk76Tb1JPNqHHW2Pjkrjg0fxTE5JY61jXSgridExox+haP7CxYyU6iBuGGDmYc0y42hAg20jaHURAFp06PcGiugy9+Y"
    "nPxGefmNZveGoV7ccPHbjBSK2Q1zjeDsvTfaZ7vD3ph0yblbay5zo/d2OseN8oUb3fNtlLPaaE5nAVBiupWN8w5/+LDazWuUn9co"
    "R6+x6ek1ZlevGSsNNc+uUZoUiQNqeE+NtaJH09dpzAySvJrG2n9pbNirjzYtmI/QaPuK8z5/jJLXJbmUm8tIP5eRbiwZqFrkmTJm"
    "15TRfFNGOaREyC90kYnBXsb89uxbMibfUrE2NBcbPiRjstIXG74jozmPBJAxBzSiql8bmdmZYzShsrGYblItGWmN5oDRQGnQfDDG"
    "hgH36C4XY/K5GL2COffNiegBc4EY5+yGFELNp1wizg8RW1fQs3DiIPMp2Tlgxro1WjTQ0vEMjbzLCV2ks7k4t8o0Sa5omXy1Rblm"
    "Y6gUMYHJS1lsOCJjRIoJVHqlarXM2kfSOhd31XZMo7u5iubfKiYHV9FlmlmgmTxKxexJKrrLqCg/Rw7S2ix7f4q1q6bY9NUU93hn"
    "ig0PS7F2seS4UST5T4rmGynKIVKsfSAR1RtMGWqvJ6G4x7VPTL594tyy9Y5Avzsxu9xJmJdCqxob+j6x0f6WnOHEuSpB273m9Caa"
    "15tYu72JtjJlyHuXfN8G79BQ1ZlNV5RP3mniwm1PLUh6FpwNpSpKXzKR5kIWdkpYYswFB9fCWQ1a6aDB/yinMnFh+jcLs7vTdAwT"
    "3feLIdIA2evGBVHSxcWkPnyzmNSnY2oXLdE9swiR8fno/lOE0G9KlJeUKM8oUSM9OUGJ7uBE0FiP2oEJ8do3SdzjnCTSdUi/ZzC5"
    "E4nJO0hsugeJTacf8SK3cdH8fUR3+AG4MbRakYHWuNDPbAAkXxxRjjRi9qERadKATjSi3GbEhX7iNaSU7jlrozA7hBBmYlA/lW3c"
    "jbl+AEh5k5ibILt29xCTv4fYdPgQzUR0XFgPWPJnTh8i/TNEaunRIUOUrq2r12afDBmrE5Vp7TIhms+E6N4RAHVZF9wpQkzuD4Rp"
    "tbdcparTkrmS/3VXBw5tpm74PYgygh+Tn4O4x71BdG8GMZm/jjQwR8cEccl3UIfB/RJEc0wQZRBcIWu/9k0Q6YXAQunBJEcEMYmM"
    "zBVBdF8EcYl2orKznAdE1aY0omg4Py4nVE1Ysseb3XwAXgP5lZH7yG2KJXMzu/ZxiTnFVDuShflo9uAJJzz5bFyVm3yPycZ7lJH3"
    "mKy8R9lzj2bGPWY77rG2xx5rg+xR1tbjBjMn7AlZlZku2lH39ZGZUo9uP90hGyaZGo8b6JCyBx6T2e/YsLwdzdx2lL3tSBPb0W1s"
    "x2RkO8qodkz2s6PZzQZkIdl2pI62F75hYnFTBkpGsqObx47J4nPMlp1jMu0cs23nWFttjmarOdL0oA3vZCA5JrPH0VUW3GZwVHFl"
    "33ETBdtEnVFhcxNPbPb4Q11s6sebNwf8pQNJtPsbKbihpd9IS71xE7nRPm+UPd1oBnIjjeNGWceNZCFkDzceQl6HhtwBZygOiPZu"
    "46EJf6iNQ9NpeGW4obquOlkdrW6sjuP/d4Sj1c3VZ6sXhVeHt1YXqvP4ncH/08BOVYdxx/cExs5UTwpVdba6CU8+I/C+XaRt4/9O"
    "dQddOY97nxV2kLKL2KvDP+L6A/Es7+U/3n0evzPVD+GdV1Rfqr5c3VBdX51A7m8O11VfxPNfwvXDyPFCdQ7wtErzmsDnd6v07z5h"
    "F3ekeAj1lVZIaQy/VN0Tb5/gOvO5tuqj1Merv68+WT0g3ILcP1T9fng/vuZEdQx3bFV3CX+I+68Bfk5fUITjFUt/GqW8e/i78Kbw"
    "7Qe+KfxTFasfD3cJ69WvVY+t/gQl+Vj18PC48AVg53X/OcAXBsZCaAX7Z6UivCtyDeHh4cGBNccvtW/ZRnuw5m7Gu95dHUHdn63e"
    "Fg6E6yve+WGk8/k755ya//5X9be7V1VPRunfcODa6iv4ohDeW723+v/CNdVfoLbPIeVw9TxcD8jrOeGYcqvy784h5ZlKmXK+S65R"
    "/jtZ/QtyGoVTudQ7qJ1dtU4HdXoE384rh9U3juF39/CJ6h+q96DNLgvvqj5efQp972HhZ8JdQw/tck71tas+VKkfVIi/ILwIdfSk"
    "cDnip1H6N6Emb0L7fb76zvDh6q34mq+g/15Ayx3HO7ZRtpuR0wtQUzv+/4hy3am+Efee3vNld0O7pK/erfYvwTbCV4ZrK/aYbd13"
    "Tt9pNXjfsKv37ijP3aquvfTvnmG32s09cdt764162urzcXruP1Y/Gx5ePTp88Q5/t3uo+s3qI9X53f/rwDurB4Vfrt6Nb74Bb/wY"
    "cruuuhKlu7n61QOHkdu98V13Qiuw9/A7noIWvYDr3x8eE14Qnhw+Wv1d9Q/hn1Hz11VPqD4XCuTwI3jz5bj3GPK+oJa7Bt92rnpc"
    "eEg4re8+hu/aUU2wv5xALd4BV54b2KY3o+w/GFiCM9XxS/Sdk2jrXjhSPQE5nak+it8Hqmk4i3dtV98SdlS75/GfJedI2am+AanH"
    "1G8uiJrsoudb7LvRd7Y1iiqVd1fYi/1dD0Bp7oac6z676/iBcPew62XabrTNLaA311Uf1jdegR51Gu/9IkbZHdXPm72E/3actgxR"
    "m6yvRyCvY+ol7DOfV5+4AfEbgf2k+gNH7I76xbbnspvHTsu/4QxCUrNvQPynwtXqpRdAkU7hu3ZRQqOSjwgcQedRwlsQuwbYS3H/"
    "EdUYx9sR9IYXosynRKeq6h7A7wjacA74ndS6p1WTie5UoMOpNF9Bnn8azqmkX1XvuVF9a39adR7U56ZqCzTrAsYdv/Qs6o1t1aTK"
    "lcfu1Xg+5HYIXsfVJd6z/5UtwM9UvxzeVz0W7fLw8MegA39V/Uj4y0vk9lnQ/3X15HOq+S+gVZ6odnpCuB966PMCe9p1uOuh6EUn"
    "cdd1iD8Pd92Eu8/qO29G+FRQzRuQw00YpddW9Rg/L4rwqAYVrunknfTdvxPui3b8TuAnMZK/UD0EOZ0ADXwz5toHhm8Ln0bsePV9"
    "oN5n0bJfxkh5FsYux+wtKgEpzzk8e7b6JXzRaVy9UP27wLHDOYvU8b7h0eGNl6iDjeojoMo/jdY+pTnuY2qz42i9cwhvrv4a8/AZ"
    "9AjO9Ldozjlyu9pn/yuV+hhHzALvei/g+eqZ+I7rqm8Pg+qJB14cviK69qHq6eFTqOcfBj9ypnpM4NefRYk/g5q5BeX6B8zGjwvf"
    "iz7+AtCk6xH/MOrx7eHb8YbLq98XV2F9cUdUhTCExwfS9uuAP96pFcfG3cN2ZfR7t6pHvPXUu3r8a79y3/Dm6k2gtf8Zbf5pvPOX"
    "qr+uDoQxWpnjZqcxGo1WnawqtbuVlKX/t5jHKlHBU9X9wmurn0AtXIX++begFl8G1Y7hk6IDidMJuURplD3rYsYg/AtqI4QfDW9B"
    "LV4rmnIC8GWow6eGm/CuL6LXXY2evY3werTB2wLnwPdckh7sf2Wn+jHQpG/CbMVZ5BTa0OaZU5fMzb7jTrcq+9nqXeo5Rll+R/dd"
    "jpTtS9Kq9+FtnxPXdhqtcDNiN1W/GF6FmelGp4Wp7nYwb57XjL5fbi3URuLOzonisec8Hk8dUzrr9ulhWyVK9P08aMizwgdU5jPi"
    "Rs6Lap8RxT0p6r+D+mXLPyPPEPuV4KvgmJ4GunMWebxYXMlRzKOcHa+qdvb0KOtVj0P45FBlOrXrs9hJzVPnxbm8KNgcdEpX74ay"
    "Mt/Xhb8HJTxc/U31G9VlGGn/FW/8her1aMuno+5O4N4LeOJmffkZlOd7w8tBR18Evvda5H0jeL6z6GMPxQj94iXKFsItWi9YvzUe"
    "6hEhjdw0unaE3y/YTPr3mKEviIofR7qtBo6rVj9UbYRd0WrW5i3iPc+qrvafg38As66ViTPpCV07pxUC59/zqN1UXiuJ3XsK3/4l"
    "jNB05Wy1m3P9WkfJScwFP4mWZX19tiItPAL8N8JVlfGk2/qaZ+tNBwJXTFer5zwlcPV1Abw0a+Nq8PE3qFZ2wfcZ37atWrxC9bMt"
    "3uKxmOl2KuNmKlEXK8k5tNFJUFfyb6yjM+DStsVLHAcdOA0eLs3tJzE/GC/LkXQVqJL1K+Z5t0Da+oRA3vEBgevDbZXoXPVBPLdd"
    "2dpvp/p/8BVHkEJu/WPowaztTyN9BW/+F/GDNkc8Uj3zStz107pyTlSS4SNvJ+dwqSs7Wo3y65+WeUW2xnGt6nY1XnjPazBCnh0u"
    "PU7Po5Z2wNFVqsMd9SlrndtXtv1677vCQ8HrH0FdncRY/BLGHVdDX9TI2BWNqjTX80ueI06QbfIpzLyHwTtUmvfJx746pL6wl+sN"
    "wcbmTehFX6luAuU5h3a4AW97PDiqGzWyvvbv2cZbb6x2Mp8YwgvDCZ+1vvbczvlc/zi04HEfq3fUXWfRdzmnPjwY70Y6Qqp5BF9/"
    "FP9PaWQZfzAOxzTT2qrjbmG3Sjz/Q8Q1XPpL2fd3GrNXXYP7PXO6GmC0fFD8ydNBBfmGW9T32XsuYL1rd59UjzyntUSlWeML+lqT"
    "obzU2/RE9efgfUiVTmMtchIj87PVfwfXcD9wEu8Cb3Rt9SfhAeAmP6w18F3Dn2K+//qOn6tQ+meG0+pzL1M/PYl+yFHzlep30A6f"
    "w5P/G/X+2/iSh4RHgX//lbD/Ovg81tyHtVbfdt4o0d73I9VkKTuqMauVPwyfUx8/rnbawWzEvC5UxtO/EHk9WfKDk9UPg0Nmr78O"
    "9fid4UrEjco+A0/doj5yAuPjBN5/M+46pXcNwgV/6+HqHXrauP1dcK02Z9012PrqjrcaQWnFdQr981RVj+DzmZ6e9nG6q77IUr80"
    "3KJ7jqMUNyrf87rD7iN3+JxwTjPUgzB7XKkvP1Z9T3jXJfroOqjWca0ore+YlMZm1v3H6X5c9P685S56s80Ip6rEV50Wldmf67x9"
    "K4nTqNETjbF2vrqQeRyuEU56fQ1Ve6ew8riU/O09mBu/U33hvDiIk/j2mzVn/RF6L3mja7UCNznFt4XX40u/jNnyVU5pjmPMVd4r"
    "dvGuNfXIXae4JzQPsC7egvr5FVHbXa3B3iYe8R6BffkWxCnvOyFe8QT4rgNamfONxzAr7VQ3K49HoW+Svp/GuqdyOrrr7/oZcYX7"
    "t1wlSrKruchq4ZGaB+wrnug9rdJbz3pPOYXcrkf6N+KbfyLwyknwG+dFKa0fPLHRD96ofnAXjeizekNTGnGpK/cLlFotgknsnoj+"
    "wvX6LdV1l/ye5wQbN2mWPI+ynVG/OF8Fl7vtemvfz1urXrWd9Vp4kPeJbY2rx+WvodzSevEdsOra8fmFvxeEE2pbu++OjVF/wLHz"
    "Lhe9znsG8RcF4+dOVLbW4LeYHOKAesU5zOJVnhuNLrw4WH+4P0rzz+JC2GfIMf4iRt23hNeiZNbbT+sKW/hazG/nqr2UyODdw/nb"
    "zam2wjWY/R8GqvQFve8oaOgPgSs4Vr3KJdzGNZ3W114vru+diL/EOWVb336zpBZpTfJd+W3nq094je5Xgr0yrjvgd0ZrxdtHxe4Y"
    "bv1v1+Xqp/QFRi1tFDxJ/MUztNo6Kv7aZElsz/vji96S37Od31NVB8P5S/Te23Pl7dVjMD/8I67+CCjoH4ejklx+EC3OkXVavakS"
    "b10pjzuiBDeAZvxeeDPmL+5o3IDvuBLr0pu9Dc5W90KvCKGWrRp8RNjRl6Z/5HLO+PrX+MVKo8NWvWc1W/4axu88fFS19kk8/V3h"
    "PuidlCl9K3iEA6ETOIv+PZ6mbO0KlGUX3Pw3Yybe0Wy4qzF73kfljvivJDW3efSC7vgr1Mrvh12tKI5rfL00/IX4v92G9J04R812"
    "Xnl+uWrm9kS94Rgo29PCH2Mtchqj6s4HjoKWXw4qch2uvRN3PsZ77zHNzi8JRruuRT++l3i/4+JQvjmc1je8Wmssk8Sfc078geFT"
    "4hpuAWU57FJWyodfEm7xdRh3MCj/bYVna243SfiZ6j9hFfHS8G7c/eHq+8L1oA6/ghw+Jt7oax/BB8NV1Y6vBc+Jo2FNfPqS3C3r"
    "+N+HHXFA274OOo2yfwGt+2KtPUOwfZ4djRb2kF+p3if5IXcrbqxst+JY9esHDmtFeVaru+uVC3sS+fPnojceccq66/PPLnias+Ie"
    "/hFr08cGSnD+GTn/Kcr1oHAF5rqt6qHhfdVK9Re4cu/w86j5q6vXhkPhewNlEKzFWfjxQCnLE1HS1+JtlN7/WXhM4C7YMbTHCcl3"
    "fxX88mdVF8/2Ves57+WVVuM/h1J8DhzL+8Hx7aIn/0n4SPXnWKO/Oe958on/gp52E+6+GvP0V3VlV+267atx7oS9THPKE8Ipza43"
    "Y9TepPqcBPbNbfTiq/FMV7PsTcjlONr9XHX3S7QpZ4Ydr7kbvO6e73ed2rMTRfjwcOxfWZvdMdwDFPWspCGnlNvj8cxulpGe0X6C"
    "zS2PDdW/ktv+HOT+67mdLKeqfF5/tK48MKQ58bSkAt8TOI+yzvfnKbbVx03KNhb9qKoPOKf/cHGRlWYpk70+2N/+IklAd3xPm/Du"
    "IcnqQrAZ6KzXwSO9DvbjiL9UvUIrkZOiLuckO3uy1nSXkuFz/O86NWzuKr5enMDlKNWrwmnR8Z9AD3gFes0pcdMn9bXbku/tqu99"
    "W/gf4RUYbW9DH3sJ6Ow90Sv41McwFm4f572bd5OsbO/XF+5cotR/g3Xb67H6PIOeeSNmg8OgY98e/q6ahn9S7doqrvI5cwcrrluq"
    "/fez7hKO+JUHNriAO6LPXl7dgGvXaffzrbjjiPoHOdkr0LYXMKORU3+E+uVpcE7UA7gUt7Ffr7pW8jKjiBwbV2lE/HE4folZc/9n"
    "vr4r8Xfhq6+qfhv09DrU9LPC58H1PhVzBiW170PKvwu2f00NhVuq/ze8FeX4J4yJ89X14mm4v0XO5knhr8KZS/JVzxAto4yI17hW"
    "sT3Q/evtKozk+6iv2CqFXDVlNI9qUIptX7dtoy89TNzTe8Dj7zSuXBANuRRfFbQTzH/3UInvgG++WzB58H4yof2/9IL2T7+iEjxf"
    "q7NtSYaPo01r6WfCdjHibIbd9l5go+VTmL8vSBvhuSj7A1R357Uyrnwfd/8SHMfbMZ8FyvnYp38D958Cx3Gz5l3e+6RgK88zWq/t"
    "qo4+cRHvTynypXl/8mL3xggy6YntVmz7DsWX1WKVWthmm8OYXc+KYl9c1wfEFz1Ac+m2uLpjzm0cFdU7Vv0YvuVOqktypxcwuz4G"
    "451tcrj6Pekv3IRvsZTj+qr9S30UvOQXpfexg3ddLwnxzyCPU+hXSappZT7trXS2IXuswL3XOw2nlXa2eqbeclNlcpbg8tHbI+v8"
    "2jn8f0EPOqn55bA4J3LtfxCu0z7LtmQ9FWrr3qFe95+u/lO42vmzM9rruqD9mQeEv9RawGTAH0avP68njle/FD6D/L8DM8aDRGcP"
    "o912MM7eq/4TgtHk3cw339e1rC69c3fxvztrTf4jWDXuZhnXWV9VncQ731It0bO/ATPZH4UXo98dBUf8gvA5UOvjKMvbqj8P5DO/"
    "WP1nlP8mzFcvxgz2WVCwC1j5VtILuUv4kL7ofeBivz/cDxTjo5L23Cju8hT4rX/Amz4L/ATo1RnpDl1R/QDml+eE49J7qtcLF6pf"
    "E/xt3wfaX7p/ofphl3GecP79hDRhbg+/85Bwk2YFk3te0Nc8KnDsfalqgyc8jlr5gfCt6BGfBM35Ct7x3oor7hukl/eF6qe1jroX"
    "2v9g+IqkQjtV1ZidHwH6bDuvN7vWUlrhvUAro1PS4juhnn4LZtAdxJ6BPvEf0Gpf7z2WryefuP+VT4IvvV66MmfBYTwdHNU5fNNh"
    "cOzHJYtJq8HrVQuvlBxnf1nApTjVKyvTBuHajfwj9+SeEh50O+vgNObcsyrfjij4UfWFe2nviGv8w9VaOKw+9lCMkYcFrihvFJez"
    "Uw1BBXdEM65AL6HO1DurpfY0TU7HtQb71D1uV11vS3K84/TmuORorMVHoe4eH25ACbbRJ49gRXRCMqyP464PYFV2FUrD2fOo9P+O"
    "4juee+AIetdN0iEzCfR58djHkU9TB4Pfv6I2eLvW95faQ/56So/3f+ZqUNPrQZmPVX8LyD34+4Sfw+96ULF3aCf9abjnlWj9p+Ge"
    "l4P7f2+mO2cbdOeZgXL4L7qM4IJWgK/FW28B3X836NV5jcV7qiaMc3iC+MdzkvHtoM8FcZinxTcMNIZfX70O9PuGagv8/SPAYT0a"
    "+f0J+O2/kb4Y94PY4qta3ZxGmbn3eqT6bvDiz0NfGYXzmunOgg/8MCjKGZT8/ehf59C7TuJLrsGK99NYu/x84G7s58AjnBMv9sWq"
    "E14eqDt3HP3/DuDnj6nfltIoPYvSHMV6/Rxo9AXNTLdonXNc6+BrsBrj+uXfgz+lTOCR4eOoHXLGX9FO6d3CPcONrid8PVbFO76L"
    "+Tn0BJP01quvZ+b17ZV47rGuSRDCTpajPipc57LHHcww12qOM2n6C3yNwtrdUc4fr75R0o4ngp+4BW8vwwXpEpzTHPQl1NtXqyrr"
    "77w8nKkqn93+Bvi1aPMd9IbrpZV6FPSmFag1/ROY3Y6L6z+quiD/9pTA9dtH0Dd+DG98SDil9QHb5rl45je14809vStQl2cqPn/v"
    "A5+T3vWudAabnF31r0hOv74U9nL00VdLW+Z+0lw4qbmWuiH/f80Y+681v75fevuo5f7aZxfyzlutrU754InqCXj2biHtF+36KqpS"
    "2l7NSUq8uaK6tvonUJzT4MzfKcn/Scx7K+Gd1f++hJYb57/nouTn1KeMC2UrnrldtfMlyUUOhR2V+ChoxwXXtf5WUI0zTuXOSGZx"
    "BqN+KH7uI3mdv1u9Juw6b3LmElLD/UvwGqwpt31EJb73JMbuG0FZ1kFhrtH7SYXZRz9YfQKjbX9p3qXqYD+5MuPP06mCpF9lq9Sr"
    "q/353o+BVpxUHVAecVhc1xGtMvdfO19qNrtPqFdhaT4zDf2v4l2cO06EN4D2fCFQb+m7Raf36yHz8AW8/2b1QlL20zr38fPhz6uv"
    "r16NSdoO6/0nXPfr+Rojt7WSOKDwndIrOy/e+HWiO5wx3hF+7OtMXc6D5u6I73gUKPmZalPt+9nq0ns5+2lm/3g442uzC9qV+5jW"
    "cM9AzvtrM+zfD46pTXZcM4zr9D5mKs4cX0StXI7xFcL3hWeHb8Ds+yzwwi8KH9S4uKP2aM5ISn2jpNQ3oXQntVt6FWjJYZTo2mqC"
    "q6/EOuJ9WBd+TrzZjvcEamn9t/Ax8ZHcz/4h9JPD1duwGvsGlO2VoESXGj8VxtoR7XgGlxrt7Glpu/+kUu4Tmlxe84RL0rp9YHgL"
    "uILniGs7ixmRMpGnhNPatT+mdZlJXV4SjomX2tZ37Ffq/XUab0/f+Wi1EV4UTMJ1yk8AfaCiZPaG6mb1gKp6ajC4rf2r78AzX9Yb"
    "a83Sneq/hhv1HftxKEeRi2nQPNh38Hd0QuCM3rstOny5zmuckaTvZvRE8ko3VFWDzz7pem37X9lf2rr/WLgSY+XR4WfCCa1Ovh/c"
    "DHdmjumbqywbPaJ6e3xIuk37nbXaX4P1caDZt1RvwLddBW6pG9gnPgmO9F0YCxugddQX/4L2ZE5i1Pxd9TuuE7QrLcoL4J630c+5"
    "l35UaxjT0N31PfQHaXeQO3b7t/bh6q81T1GKyJFJScA9wy+hzo5Vj8E4Ol59SmsvnmU7W70rHNFpqCdmidR5XwlVzhU8Iez6LhvX"
    "cjdW93eqvD89uHN4Cjj911dvl671m8CTPw396erqj8B5/lP1s+DPvgiK8xi07serHwcf/HH0iZrKfrU6kNdArw4f8J3X81mflT3r"
    "kxhrK2ilw5KcvgGl2cC3UnpOmcF9wivRV67AjPrC8PfVNeFd1V+qN/88SrKDcXaN6+qSdj5TM9M5rDNOu67M4eoV2l1ifd8L7+AZ"
    "nO/ydc9udWfnj456r/kB1dr9dVbuGu3lnNOuiulXUAJ5T/8aq90Lud/cO8v4qov0Iu6QZ5fUvpdjfP1g+CbMeB/CV70J7Xtl9eID"
    "14B7uAE04fewuroS2JtR1ssxx18nnfwz0uG+NtPlV6IEB8JxjeS955Goa8K0E1WtKXhac6OV9Kt44t3Vjxx4ObiSbw1/HD5T/W41"
    "xIj4ZPUtqOX9+8Fp9H7KOH4Lef0mVp/3Qc/8h+rfHHgjRsNH0TuurN5Y/TA497eA3n1rYGs9BmX4jK8qz0l6sI1njla/F54Y3oYr"
    "/1z9Olbq762eDT7vOzHH3IDx9vgA2rP7oeoXwK09NWwh53dX/6uaVacPfOZA2u1IO+x3yd9ErfCkp3kUtdNG+pOkJbstrSc7Z3pB"
    "e44nFPup8OJAaddHq18InC0/p9TPY31673A2nzd8vMvdz1U/GD6BEj8M5f0bvOG14RcPfLD6LxXb7FMo3QlxCudFIU+jVberJ0uP"
    "YwXc42eRI6nBy8PDMV5WEVIT63rcxT71WkkgzlfnfEf6q5qv34Oa/gLmEu4mPF780iPDAnl9QhTEdrWPoW/YqL7JzyUarbyD18o9"
    "nZZcAOX5QvXbGCevQI1cJfn+s8C/HkXpXxY2qveDT7075gJqQj0P7XrHwHOA267fuy3N30qncB8sGe3voZZeEZ4fPlvdIzwkfA84"
    "7KeE94A+vCn8UTgsmfpZtMbJ6gGBesKfR2+4H9r2SjxzDejNJ1A/vxVI0a7QCUvqGJ4TVXhkMC1o0zE6V90DT7/8Tk9CO/5+9ajq"
    "V8FVvg7v/HOsRchp/7o4mmPid64RPeWZonTeotbJSvO8aYqb9PNmcdTWy8/rZPIFUG47gXULynUaPeucRtxVqNufwuj5UvVptONT"
    "wfF8BVTkVeHTWqnfN/xo+DJo34eqFx04iR70ierPMH63RaNJbx6jPd0Lkn7efIn9xnRi+YJ4n6qirtgZjP2Xot5OgOYeAQ3clp4A"
    "ZWP/1mVgLwiJZlHyfr2++HrJNva7chq9/av4gteF/wlO5xrU3mdAST+t/vp55yUuVKYdw3a8tvq5sP8eyw5G2RXVms5z/0T4DdTV"
    "O1C6Z1ZXoLxvrS4Ld8OVWypqSnA//F7h3qCCH63+CL34nqENWnIEI+dq0ekrpbVpLbVTPSzYaZEQHhYol+N5jbuqdQ67lgDnxnNa"
    "YXxOFP6sZvKHh18IpzXPnm/wfW9W2/+0KPBJ6eH9Ld5wBDTvjeGnwiuqP6j+IPxp9ejquw8kSSbL8DKdgNsVf3qp0x37P3MZ6Psf"
    "SspGqv0t4d+gLe8Ais/R+JsYJ5S83Am9gBId9jTW1f/EzHMKc9ip6lWgo3dCee8VPgTK8xnc8XFQyZuR9/ej31yPu79H59I+XFGu"
    "81nwcpwB74N5+qT4aero88zDdhWDaXKelR5IGf4a9JY7WS+T7kbl9bfrko1tcXam73vctU52qh9VzyV1/bCo1H/TiL0gfZB/qY76"
    "KVXWwfeFpGV1Sun7le3RgeemTuD7rtX+09N0DuxG8A92OpeU9AfDjs7k3SD9lXuHX6w+hh7xtPAacAgPDm+vrgKt+gvkd6d8iiDs"
    "OR1p61OWdw1ffU5z/Fl9x7ejh3H1cl77ecck/bsRb6De8zvAq7+1+rSo2xFQm8dj7XcDSvg6jP//GLieeZ40QL+MtKtRw/eXZu3+"
    "e5TvwIj7JL7xJaCehzHKjmI8vzD83+G/o2fzlPLPSBOHZ124W/ysYDoFlGu01Xcu4K5vC7vq1TddQmPtZPXgsOv63aRup3XvMWkF"
    "sCU/r7rnCP+uQJ3Ws2rjC873/GS4UZKDbdECnuL5qmbAF0pX7mXhGu3dcC59OvK/O2r+cszKv4ra+gNweJ+p7nfgI7vvRYt9BDzw"
    "VVhf/hl4s4diNf0a1ORfybLCX4Ij4AnwaxG+GK39JZ2VezfG4jeG10qD4dPgGs5ipPJkz2HU3jMC5Tifqj4Zfhe1/RZQ018Or8dT"
    "vxt+qzpx4HvDz1Y37Q7Ce6sp2ved4bW7nFPfgJH2sEBN6g/gS34W67B3Vv8h/NCBdDr+cJbY3iE8Kthsc0G94MXoD/eXntl9pWdw"
    "pWjNCdeqfX7YVv/ZUd/8OCj9l7XGfVLYxPd/F8bT55H24kvoj+6/ynlRPiH2KK26dtWbvlLVOwZJN4oyIeM53wAe+/ngI6jdwBO9"
    "H0ZbvL36H+A3TlZnnC79H9a+AszKqmt7PUMjKCUhioSKhKKimBjYr5gY2N3Yna+F3d2tqGChoqKAAoJId+fMMN1x+ln/ve69z5nx"
    "/Txz/d97fXqhzJxznvM8e6+98l73OoVYlGL+VMMsX1LTttDqEzXqIuXB4jwPO0Wh7uDz2g5Lm+5qd7XWxv+cAg/0RsjF8Xj+D7Aa"
    "z2BfT4G2WkQfwaLR88SxTdR5u+YQnHFetVUGz2B/rGrcVVx8N0re92i2BLTClv9gUwgbsSnkQ4ZSHt2TgsZ00WRf+JKjYJdD5qCs"
    "7tOR1tru4xecwkp2weyF87GnWOdpHSKi9cSquG/tQH/J8M2XiPkFxYx+k+z9SKPa92EfSqmXjYZO29D3B/WU7PrgIf1ZLoQcfwdZ"
    "7YyTvC88s/f1JdiflvSvTMu2gsTEITE1lNNy+CbmlayGHvlBOklv2CuLYR7E2ShjxsXWeQXX+g5JeN/wNfhfC/D6BVIgz8mf+PZ1"
    "+om+hyfdX/7CKsxDTJEDOz0OuzceUvOKjJZOmdzjDpKu/BcxY9CWJ6OClmFbcV5Cb2L4CjTXx+n7EE9aw7U6Umr+IcOyI/4UE5u+"
    "mD0PZm9KKK/dxKrbjzWJOtqKpy7BidsFnnAhdr8AP10Cidsk58oiaJrucprsJI+rBOtMw4cXNaGVzV4dRJ8q5THB20gN/XGLOvcW"
    "17de51kiLLqvbaKHMHv+4BfoijqicDap+XLr2LV0SFCiLyH2cLmCpK/KJLWINRj7bxXleySZMqwTwmohhT5qrvJVK+sK2sX3kZXB"
    "59uR3Det2V0aJXLAclfZ1yA7+80vzBrXMb9Yx26aOCz5x7B+98Ke9YCcWpdmFDJ4K7TCYlznUknnn+17QqK1WrBPwTTm8R7VHfqe"
    "qSTWQZvEeoRYpVuYIVJW80zKK7nizeVS5vncmYxSB+wsa3iPg73UJpiTz6GuTPG+luu9UuPzQrXsL4zR9y+g5FVAFnJgGyqInzwQ"
    "Xm1X5vVU3xfTFlX4fAXXJ0JvpcLjOeuI71XPa3KSnKBDZIDsgBN9hLSFpI6Qo7Bmr2O/HZORy9S7br8RtO6RRhkDy0umGnXZl2gf"
    "eZj40jgrHCYZ1le41r+n5d84L3LE5e4WwuY5NO0dUsOVu1usczkOe70S617FDKY9U1IML9hJHK7SIZPc9+8kaRTTAFyjt8fsR/mb"
    "fG8/Iz6P01asOhqIy7MX4mz8hSjoG1kKi3imHAebNklbyLHyNmM64x6xe7uYOIQ0Kk3hByR9lloh9fbdrSUtL0LsVcrnS83fK+b9"
    "bPaMIpZ3vUhSmbqXW9EunkEobFRb+VZvDYu0XbPT4DceGRwU3AnvoB8iy8dhB1rIGCkJItBiLfRAvQn6eQ1sezPulyF501wyDaiu"
    "JNfyLnrNG6lJHOOUZQL/hD7uF+Rix26TneUv6MiFkLWn4DlPxv+vDkxjnQKPcx7O0zTs6OeMYGKs83wJn7OSPmkdY/JVuN5CzROr"
    "K9/L/EMzaL2J+GQR/tgJ7SanSnvph5ghiucugYZuCW3gOtWtPyMQV4WzdcilB1SmD+N9dfgmk+YW8HA3q+E466FF7exvx0/UYcXj"
    "fo03w1olfdbWcisu094ZnnUdVj+O01YJi1NPibAu0Q2U9jJ9UIrZm2gZ2g6sWpfjaVy1JuVzGSFiHlu77J/J/koc8XDcZ6Pt3mOs"
    "QVotcIsOhS9QQZYRy4+eDCmMYvV2kCT5A1LUpw4xe6U/76vx/mrWw42doq+YjZivD8j3jPN2991eCd9L6SouNdihKyWfGtN0/Ajc"
    "Tzex+uIdvnbv6vc19FN+pr6tYSbd9vxZWN0QOr6c+eliRADf6kiu5t7Y5Qmw0MX6bjCWrEYp37Pishi7eotjXY4jpBeizcmw7X9A"
    "pt+H3vkROqsyg6J2fSSNGaN6wSfYishC9XYx5OVm3MMCXCmKmLWNHI6Ycyls3Up8ciD0fT18B4tjDIdhlR2Lsi2LtSN24kmxLtV1"
    "ei2u9S1k9D3ogHb4/36Q8al4plKdKq/jfdYRuxhabR1ZcObpjVwdsxeO3SLK7uIlzOjYPl5N3VfBvIU7hdVcyXrser33T62+aNn3"
    "YVJKGXB1Gctr1HCfRrJzMJsFzJ6R6SNvy9eBdV/2kkfkHvkqHIYrlYY7h0fgyb+QGfINTvOHsp2cg3W2Ps0rpFDs6SySW4Tz8xu8"
    "QGO+WYdT8W+eC/NFLyVSZza+81eekbOkkj08ZdC0RcToR8hvsYvsGewlOcHFOgrvO0ajcpm8Kt317tD6TM7Aiq1jBFJOLHVEJ2Hf"
    "N2Q8rob8Rzvvu5v8dfT9Q9uSRctlLeLErdVBZ682xHxQCFk2HVCMZ7gItqu5VLEreSFjP/NVjoNF7IXYK6lvQDvUEvdveJIZOG0L"
    "saMDuKbOktf4blU7J8/hav1kE+3gWkjALdA/hZA46w0aLGkku7GAdfN2u4YnKup9b4vTHyVSuhz/Xi3W2bC9OAz0Zkr6ZHJHXCb7"
    "47rfIi49DaeiXu+Um+HT9JXtsad26ofgM3l4WtNhdYzh9+D6BI141dp7e5FgrOA4vrqzl7O/j7vz2Y9r3lPCVw9i7OC7WmbjE8/i"
    "N0dINet+Vg8sx34OgTfe02OoXdeO5SHN4zqcPWMxdVUCJ6NBRkan60kSZyUi3Slikt8Hv7tDXsEaTw07yWcyC79ZHU5F9DUtuBra"
    "9Hd6Ru2I+Dme0cMQnNIlZFRQWN8UPUTXkW4d++ubYJyaA38o9P1m5juYHtoCC7eJvnIq07Oa7u0zC5G9D+xofUXfhfz9KFfKq/qW"
    "5UOC/YJ3dLRn2kl4L6kiw1hj3TlFlIMoo1bHGJkP+SyD3j1S4j5n6TBXpmffwO4YA0U33EUdvvUrSPFSnpRKPRGy8D7WwXp7joYV"
    "DXWdvK4vQJJ3xpV2wSesYrER793M3MAWWMV3JC98XS6BPzNO58n2coX+KnvrRUFXuduvkknr7sxJ1jFmqqYmTdAfeF6sjlPHyGgr"
    "ddtivDocsUot/MwLsPuboSeX47UWMhOfPlSWYe/2p1+axyzDodA91l9hWeAiaOQtuFIudMxGrMJTkK9muC/LpVbox3Kg7IX97ks2"
    "oy+wPsafuQm7VYhPtAkMr7KMzGOWy97KzJDrY67Eqr3FLtOo7gwr9bV2x1ptkOuDV/D56+QA6Q8Pd08pwLf9BrtxqbyBtdmCT+0t"
    "8/Vo3O0SXG81nqS3vCa7y/PQJBdIdsa2hfKy5/3sxCe17PMsWPaSDB+De/+uUp+pE4pYFvRcMTYE8wmsTrEBvz9AuuB8OW+xgp55"
    "4PtOrc/SIQ+dXUj6PMRF0lGaS83fKnhpvprushzv7AWZ6wLftplUUSObpj1ZEoxEyhCPpXycnWRdN9QH4fVafPi0WK53KGz3YfIO"
    "7qyZ/CeLV0Mm5WescCGukasfYE+riKTcC3e1EN81D+/ui103hJL5OYfK0bijfjjDP2KVvsEdvKsfyQ+4s3n6QRCQu6wZ6201lDrr"
    "eC3WTyGT5eQPjCJCnEkL9IQcDOn4GFL4NVbnGOy2VSP3kV9h43+SXDke79tVpkBm6ogEmYb1KMWKNodPP4+o7d/I7Taa/lsu7m+0"
    "DCeT6UP06tMVe8dZNBur4rgNHArL9a0ch882Z5XjNjkE0vKU/Ft30EOkRfClLpA79A7og81aq+nMVMp3JZzMvTo5WCvn6wOmgfRG"
    "vVkvwbo83Kwu7KEr5RZ872+QvT3lGLx2LuzkjjmGkZwPjWA8hz1gpQ9BBLkJ97QJa/QntHK9R0RU+/ywi8mHya6Q8dXWMYs1zKeN"
    "ORjrcwFxE9Z/uYXezWjoDIdqmYM4Ih/WrIIRaIqYXTuJUcbQTfWB9ZUK2rly+pD3s/q0Dru2Ad8xHp9bCjtwieTBVqzCd5u1rsFp"
    "Nfv6p2d1TbLyU8G+Xaug7CjFnnE04TOIEXxb3DMmXclcQQ/mladDTlZ6PR3q/eRXch51GfyKDeylNs+rQFdImtvBarVb9BRxMXiE"
    "uruczCwRyMhOcj0xahYvmR1YyRNYhX8fkjxG8gkydBQxzqjnFXsSy30m4pxHsJvF8Covho2/FM87HU+7Ua+iLbsYK3Gk9EBMNRO/"
    "34BTkIu4tgS+5nqc1uOCqToOkdsf3rt2zHUJXzMfJkmy3WTzBrO/MkpGYGctdzNUzoGNfwnfZkwFDyOu3lZcfmgOo4+7xNX+WhFz"
    "lu5ebwOt7GLbPEYnJex8jejRwQx8cjo7LZboRu5kre9/30viGvfW3mVj23m9EWZqvY5ltCLDYaZkkhXGUvabrv4J0lwVrvNIWT81"
    "iTlJ0p2rcXaa2feshdU0XEEr+nlx+DEJ6J//rF7+PbOd7ZWO8nwwEjZyMp74PR0A72QMpGsJa0NXSVz6QYsEOPm7yy+IXe+Tr/Qs"
    "6KUrgkvgQb0mHWSC7h0swsq2xWl/iBXb7WQNa9W11Pp/wdZYV/diZjQuoZe9k1imzRgwN0E+f4I/WsIa0mo9m3zMFueVQ25eC1ZD"
    "Ls0DXKGLGY+swnpNIbfVOnpdxsrTnajqWqLNq6Efjw0cxqqMmRirmc/CObCIf4C4yDDGrNBAcRy/FVxnx7wR5X7uJeqZCN7R66HL"
    "bQcfgo48ST4IlmD1Z+HJZ+irsAd9xSrk18Oa/IiVnI/XFviMc5J6akfKWIr9aIMYxxtHbwtx+URj67LI6CV4pL/hk/nUWSfAWxgR"
    "VLJzcxH25QfcwwNyPyzLXohS2kLT1+q7siOuawgzq1/HyABnFZHFrMOZDq623WPGspqn3nymNeQxaJDNWmoXJQ7KZZwKPJIiRi6P"
    "kBZiLqLxTrBiZ8qJQYmeQNa792CXrOf4edzFIFi573C6t4E05IhZrAMC9RG4+BimFvrC5f1+ho5PeKxuFPvj+q5XilmOAR7zY6eg"
    "LIPeNxzIJk1m+An/jpmqo1ec5quxTMpI6C+rJFrFeq3vLakmtrZKJ0tU09yYHRvVIdM2Mdu6RclxZ59szqxsyEzSWrwvkH4ZtJar"
    "07m4rRJeUCXWpoToUfOIO8Pf6IyzUInf3KCDca5Gya84g/dBqzyAeBXRimR/Uss0D4JkTNEDgzpIhsWgs3EG5+GpBstziHJ/whNb"
    "vf4FeKK/QZ6+wmfzmQF9l9jTYlrQRdi9bRDxJOUOuVPe08nB+9JGa8JvcEdDoEHTXDkO35Duwklziv7zK05r5TSqAjX3WrClTNXZ"
    "ciXO9ip4Qo/pg7QQW9gTs94/313k2hX2W6wl1vB+eGhVHt0U4Ymxdd8mcwcVmWrOEewc0UyFpyrjww3BeWlgQv3fvWLY8QjtaZx1"
    "uRROWoS6pALSeznZVhKsjR4lUdbQE561WegJpxFeob9aFSOPacwiOu7ag+RDaMiPsXtWI8mHvlwBDXoQ9i3UI4Nf2O2ZpKaqZK+t"
    "6veIhgr1ZnkPHmk3/G2+GLK+ghmbu5id+AN7ntAxiA8nQmrn6q86X3MQaa6FL34RNY5lzFbpEmJpauD5F+nTOJcvyWewkI9D170s"
    "s+RP6PJ5eP6mMOj2XPmNeGLE1ziyM+HuAenYHjozRo9suAyAtG9hLqkpXl35Gyqv4R/ry1nD6N4w2sPYgdYMEZnh577GVW/I5Co0"
    "w1cirIiEjTAioa+1NsUntB9et54cl7GJ+5z6Cpxg1cYsfy7jUMrr11Ja0sx95T4TmWQdytmXOOyi6xRNeMR3vrrpCQlWvLYQA+q4"
    "obLdwUceJbdLhufTMjc34Ntfl72aPQ4f8Wfs43WwWyfCH5utJ2Kvf5a9gt9gIT+FP/2hfklvtQoR6HR4q6uIGDoXvtpy4xSDZ9FZ"
    "FkLCymipDLu1iVHKeGKQ6yFh1ne3AbawQAcEE/U7rNtG+Hf36Mne/rlz2V9SmTqE+b/PiuNbrGM/xkbq53rWoh2ixFnGOj1HrMpf"
    "7L0zh5HLx167v7uoMBd31x3R7kKcjl2hWf+03Cf8gxEyWCLe24oxlxajd78DPOUnPIuiev1qcex7tHWVWIcUa2l9pIyxmPnh3WEn"
    "LvM8bk7/lPnY16qN/RBDPw/7fIrcJU/pi3K7vIEVPJaRu+N8iWa+KcTdx/k5e9ZDWIMfLC4GK2RWLfsrnSXeyJ8MNY0QMC3TDpLt"
    "qqBx2jmb5lChxr7Uy+eyxKP2VB3nlp3dQ2BL4vRsdhLjhM2n/DXVtZSND6UM6xYj7qsOurGGswTMg+uHXXgUEfdcyHM3uRzr+wmk"
    "8qtgRzG+iyj3xD5td3WdJLnypfz+BGOVakSgSg1RR9lx1qYFuZPsPBnD7Tp6yy62MnTxyeJ6Ta9n1vNnRJhVPG8OGZeuQCQ91jjh"
    "cZiDvVQ59F4NPunWoJk43WHPukQv4ruaSysJtcF6uPO/FfdaI9/DJneRUyGNf+oxMgaSafjRKThbburItzgrM7Ea9+Fk3SljodyG"
    "41SOwlneIh1yBmCF5usL+FkoJ1u9hf13pgM2hIayfrde9FV3gA7sIcbFukiNMfM63P98Rmr1XvfF/ZrVcDfdXffN4JBD3Nd8w9ay"
    "XroGMf33zPtWMY8aJ2LX6cohjTylFM5sZ2JDLWszEzpkGzF8/hnQwufjWz7EKX0bfu9inQ6fxGqaW2Qt7NpqPQzrsViv1JOD6yEP"
    "f8BzeoUcpeuhI5bg9ZNlKM7PBpySb7HammGecGx8Nl3hHFat7tQPpYe2FstCt4N+fFOO1zf0VzmuiUkt9ZCWKHkLV9O7tXM5i1mE"
    "9eqYIavJMWVxxJ5izKMdmbO0dc33XQA9iR0xX/5kTk9x3SSGSHiUJ2eS/Irz8QN04gz4fsvxDPfIvtAGTyBG6pupvacn0ljEuD3R"
    "YMZwZRiNSspTxHNmhozJq6kN88hjZRpsZ+zlaVinUTi/VuuJsU6TCwmwuvhrzOhW6zVYXZE0i1LMTzOpzEyjcBnimzmxx5iTtpWk"
    "Nu4jTTXCSCT9hIoEeafvE8MimkxPR/Q5BpalJ7zSQmhgQ+6PkTk6lUwTlikxLN0i/L4DrV69XsE7sn+2py/nTo/jVtmIOKe/3KZ7"
    "QEbOhFXqKjPhF78Hj7EET7keZ8BWYhnueokaoikP0Vs55NKshUWqW5hTLmWX801yDK78RPiyLA7fhnfZPTgfJ2aOXiiJJnt5hoj6"
    "3pSGmRzKKvy33OsI2UBtrkoZ7q9a723C37HIL83Kkq53J/3aG9K6mVT7TMLBEnqezZSPlzTj5YbsE0/hlC1kpeIp/NtBL0ZEeqpO"
    "gD91VE4u2UGMDf0AGS4fwXdrDq2wSJsF54rjMF1HLFzcT+j4F3ZgB7lUDhfjWTxcjJX3NNkBlvs1ZmmPF1dD2EqPvNbfi6tIbePl"
    "NqFppF6KdZ3DPI9ta3EVlqSv/FmvXCfo43La0nLI/Y2SRz/i3OANnKr3ES+/izu6hxiDd/QM7P96SNY3nDC1QGcFf8EvyWO+rRDe"
    "bU85Scp8PGSsJXZfn2Fni+UdZrcsy1KFE2ux9moyYzqLebiX7CLfg2ieez0rX4ZotV390zOxRiF72TNMcd8fERJx1k929Rg8s3oW"
    "J9r7XFdCnNUnk/pyr4NTnq/TekOuYB4xD3HiUjWU8DLop/3lU8RJK/CpveCBJrAKT+MJHseurNRCGYfduDao0b8jZ92f5v84/anB"
    "b/5Rl8Azvh4r3541i2LcwxR4CAvw/ZWeV7Qts1Ytia6KIoLMHhkp0WtxX5d0eOJJXJMU9i/0XHH2xG3lMNy38djfQlRljB3OtYyq"
    "E/iOHmIa387xRmi1qZCU4dIZHuzD0ARXyGS8sgx6Ionz3h33acwn6/VrXKW/FGayK6G6DJ7VSvaXREZW3T7XsMqj8Kee0bHshBoc"
    "vKurgm/wHR/h54tkESTtcEi/i+SP5B7nQ9dXwW6fAps0lTmlqH4lxvzQDXpnrpZ6Lv40C5z7pytt6qe6FXZjnJyuPfRN/TR4G8/Q"
    "R5fJF/ieYV6Okh5Rk+4JTrILNkr/Jca/d8KzXk9f5FLPMWardz6ebz55vw3LsADv2t7Lasgc9j7UI9ljGcXzFfmsiuMEjGQ4jRZm"
    "etEtQ3y0OOatrjJSbtAT6IWZHD+AZztBWpIz8Sz8fZa+qIfKV1iTybCs0FF6rdwtdZ5jQT0PhH2P5SkPwyudye5TAh1qvb/jIeGf"
    "ka+8Up9jxctmDEzAU07Ccz4kL+vIoLV8jufdEedqOWT3dfa3T8Ne3OCzqc099qpeD/QxX76v9zrUnvNWm8uxtNhLIL2t4GEYC/kn"
    "+J4aSOBCxDx7yY6wnO29Hot6Ge4pDl1fxFz6sTgjl0opJ1H1hj+zyPuFJfzWwxmhKbsvzCuwvP7duLc27HawjsBCVudbkXfC9OZQ"
    "VvoN3+y4ndKnOMX8QPp8F8E+vM57sL3coH9g142zfEe5lZ5cWle1+1ucnGCUko7NW2RQJSdxBkmx7zZWzt35Q93ci4PE1XU3s4a3"
    "nQzMxMnxTMeBYdXXZjoOrhaHau/NHGcLzxybno3SGn7B9XI5Irg1WOtfsLtrsYdtGc9WMA/QBXuRI6GfhpLEekeIXTHZ/EBKiHuw"
    "anAVvZRSaviz4PeksBrFrC+3lNXsaXX8nQXwtyymWEU2sQMzWE/hrML0iq6DJJbIAcFIRMBjw+t0fngdlm6tXizN5BFm1VIekWj+"
    "xPvUKtWQ8Yhat3GFnk4rdzl9hTxKePboMNWI/6+vpFkfYszq1OoRElIqrCK4G3OOhiE4HSdrX7lC39Nj4NV+KhH5t3bVfLkWWml3"
    "MsW+BY/yJcjrC0TYqgY6hd1q1mN1AnS884jWQkK3QL7rfWdfHfsmV7KqMIu9/YlwtPSDVJXowmAopOxwuVZzw0d9L5EhV6PsQTiA"
    "sc5MPO0f8LI/ZASzIigJW+Iz1lk3ClKaHaUzT1fAV7wSOuIoORGR8hrokGfkMRkhVjOvy6D1Yp43NskotjpT9XXTA0wWr4dnY1ij"
    "tpKu5KcaVfKPhjdRBOvQEt5fZ4mQd9rW4U9fm2mYDmlxq/NodmRGyCyS69AoJqOJZYr/gHdUBA1oswq7YUcelidw+qawnrUOHq2d"
    "8E14bwm9mzy9nXFvOzmYEy6v0OcgZ1/hmW+Qr7FPh+T8rtvJn5yX95N+qQdiVYYhWngdev4yTiFKkofWKmKV8OZKqNNekTrqkQj7"
    "7g/D/k/B6SyDlv2EdTnX9ZoLS1YOP2FsMBNesvM50yw3ZqkmcE1PyOmGyOwd/PQY9uN5/d065XRxzp6ak8ni9ZA0J0mRWl/8MJ6m"
    "WIbZxl3TfIaTMz0p2kjCZ4ihQAuIlYqyV6qKcUuB/oVnHEB918Cdrh75H+rHZLUzDTOfmLul+LMcNm13mRa0Z+f2OtiKVfDC/8K1"
    "HtGHg0/JddHA6ed8b4cCGk/ufOuMmi4VRHoVQ8taZWUNfewYeSMc5iUBHbYIlnNAI687ZMeUY5u1DK1lxUaQvWegVJIL4y14hj82"
    "wflbwGiypa9dGI9BR9gf6313E1Gt8tCWEhhIyjNd34SVq1TH9O8YgZW9iZuYLb8LT7QJ3pB5I8dKPbk9V9L3Ec8QFSVqxX4aibWe"
    "ndmVqMdCJjmJJqYf6Bf45CxW/HP1B5kiW2HL5iCiML/+PKnlO91cKOu6NN1/HaKEY2lfovqIjNH94bMPke/lenzCsMdbocFcF2q6"
    "0+90/Gw9Y1blK8Vv+8uJ8hC9y188q/PgRhxnUW9bUsxQj6S2qfBTN100kR3FOxBaIUoedOf7WcVmtaYx6aaJ+4nVX9Lc+wnP2pvy"
    "vbM54jgiTDcuReSxkN3F90Ifr9YF8iWebERwJ3RNdr9qG0TjSd9pZ/c3QGzakuutzdaVaZjOCsTS1fBIOsPr/wLaYh001tOQnDwi"
    "+kNeMSBCeCs8lFLtGlzQaD3qWB+ay7zsemirqI6WlYyBTyNrZB/WWWr5/c2JMra66pF+kkSUWAnXb1ZPzlezkJ+I66Sq9lOjluHf"
    "NK7jaBkmn8hr8J9WhC/oQUEoPSA1Q/RF+QH6fz30UgGkxzzUfYMNavnmD7DvneRxnNyvcZ8PwB+egXV5Hzr1p2bP2qtSxbpdkl0N"
    "CerrfEhmJfWaMRsnoYNtgtJSZsPLOcs2ijvpyxxfLXt2jbkkl5Z0Oj2HEK/HqEtMA11A7okofJMIM+57EufhfPpifRSaMIqnWKJj"
    "dKLcDD09nXzrfYOmJk00dDe19JFYc3o9xeqylLaip8JDHUfr8wH5n+uJGj0ZdzACd9cHf76gD1CJ7ztecun/3QBpWE75HaeDfIWt"
    "VhsmEKnH+Fdp0nedhX6igvLM2Z6dDA3VihXOI8X58hOYZ/1dlmNneiLS2oCzWMCs92mIAD+GpvsN8dXOYr731WKR9nZSw7Nvz32q"
    "1GfOSsg6V4rcIos5ZdXNI0lwnrMh6Urp6Rojbg9pyI7VcD7IOmgQq1SdLKfB916lj4rl5fL0bUjGVbIqGA1fp0h31hZBiKhiup6v"
    "L2dwmDHvj5/iGU7mY63Nm2pLhsMUJydF6G2ZN9DXM0k0ntfqbE6hn/OT8le03HOS62PWf7New2y2IZnLmL833p5qapP34eF0hy62"
    "U2p5tjMl6fOSldrNd/41Y1y8g1iHS62fgGzzblLEv8chxXfpvTgPJn0zcLJ/zHlE74aPt49+jZO7Fp/8i7Gg9ZUaevZHfOdw6IYy"
    "z119phjS8HGxCXElnJERZ4+GYVRW4PSXkZcgBn8nxM8HI3p1OMsIvcoLfQ49Sc7SDRmGroT3DuHFQfdZF8Pv+JbvpQM0tlmXN5nz"
    "1wwPbKWPfUf4ThZng9/h/21W3WOUyGk4yScRgbMW1qYK53MKvP1lkJSotiT/qovg74XPlqIeL80w9Dpsb0PPTJInPQWrfglzj7W+"
    "RyVkviqmV/Cs9JIt9OTixBYa1nh3aIkKfOuf4V7slC2E31qqnwcRahs7p18Qj+440NZDY03T22BdVlIWFnFi9rFyMe6wf7BJP2Me"
    "Kub/VGLdS3GSbmWOLUptEeXJj2ENzQrdI/Xk8omS68dk/UHfv2OskcvYV1yL//4M6S2DtihCRL8vvcoEZyLbMxZyhnAFv7GOFZVS"
    "dg8uIXI5SZ25CfamnRwolkc3rHoNtNEg+BeWI9gHNvt9TuG4Q2ZDz32Pzz8Nj3OW79ypo4TWkn/exb1VnnMh5rmodpAa372w8r96"
    "pSUjatc/1ArfYrnJvRhVniX7B/ODyyCpn8FPfhl6YBbuc5LeSK+/EvY36ZHPlsU/Q9YxYmpBvqEUM+EhJDlJO7mVfmQ15ybaTICj"
    "ZRzzgVH9SJqqImd7xXoIS3U+u2sMk9RFqqj1DHV/DytSrk5m2XSrD1RCm2+gzXIMmoeyI3CV7iyV1MMWXSvf2dCDr35iRjaUW5q5"
    "/AnsdkStN+h3xlgJrJ+bQeLY6weQvd51pLq6z34+35xid6L9M1FfwvWuhCQPh+59CRY5yZrBW5Kd/61Goz5fXUDJO1ZcDNlL7sa6"
    "x5jdXKO7Qu5+xt8/xw6tkZSPOUyqzP/oJw5NWg0r0T3oJHNhfw3v9Ab8gifhy0+GnauHJpuC6y7B8+0hhv1shtNwEPSOsx92Vzv6"
    "Dp19PE52ik6QkWRBV3hPG3Bmi6C/Inim/wb/lv0Vw+K7rJzDmh4kDpPXTZbqEOiUabQ5J4lp5irPNm1Yj+Y4bdV6jKwkKti4xa6U"
    "a2CBD5UFsmPOUXKT3gddNBlxW154I1lw6umr1rPmd67YJB5b+7zM5Oi/T5S3fyxiHSVxcl6NR8wznb0ELtqopQ8V9/5zDPbVPMoC"
    "eAYL5BltJzfJdoj1FupQOV2e1ak6mrFnwufsDUM9VrpKnJHYq7pWHpTqcA/4wqcEH+kK2QUa5RHNIdrB8uzPiGPuNet3okyERopB"
    "O5mEFFInOiafS7GW5ZodOZKkldxCTrQ4sy9xPVDS00vbZyqWDVZdse+f4oQvhU9pFY58SNJ10G2rdbWME+ONzNePGAXmkXf1A2iY"
    "3+kjFUJqXA7boQ+cXn4R92XozaOIHnNMkevIk7SB/H0fQ0cdg1hpBTzxMujqpyD9ZbiCm7OhOkZcb9Ma+PZxIoTrmf/vLa6TM4Z4"
    "YDSnh2mGn3ugn+DnYpALGe8nMj9HfC9CSJ6DpGdKTPrcXkjO71qyTN3GTMb3eNplRAQZI6eLDsrJNOs6pCfD73hTzmZ0nCJqzrBX"
    "KeqtdbSrufjs85bhlh3E8HO/qfHCnAp5eVOmQaov0sViFamWiF/fxv19KCPCCvZTxYmvvQ3rbHmdJezjCNmrp+SqbdlIhlM6GK+e"
    "Aq3wsF6s38mbYR/I8qCcK2RA4LgmbU9yghJOpDUf60tdqclMdv9YcdnSMvbYzCYO70ns3ma/ZnFiIaOsnRrHRiDnYHWWe6bITbTL"
    "gfxMf9F05VhJVw1KibVwHdpuouZRzOvW4Cx2x5mw/roPgmMQrX8kveQFfQ0R+hfwnOLquoEcl6eLCrr5/txsmOCdZDfZFjH0hdA4"
    "H8obiE8st2SskIaXcF3h+Zru1u8lj+IZzk/dF3SXEXKRrk91lHbNDocumQ3r/rAkWGHuL7XeO4tQa8VhmbIjiFwt7xvi29xUwxpO"
    "Iklw1lN9ZtKNm4I0n1fuLnuKi7KTzIRXM5tW7yv0FfoaLXQM58JWwjpWt8fnDYdyGyeZWybbdX5a107Hf+AyKKY/upscJ/WyUP6A"
    "pnxUasLP4f2/hchgHCvKSc8bXuVjtOs5gerOf+hsWMTOBuvPjfD8VBNrlYuTZ3MO9sZ9TaUv5TLX7lyYpNm0+XuI89vCs1dHfVBP"
    "u18DD+MYaMFcWIi1sPJTcLJiZGEZ4NGlSeJxnVV2NiPi+8PNrhwmKY+ANd9hK3VBEf6tw0kzVs4ITnEpdrWhJh/6bu8CnCOnPWK+"
    "byvOquXZvoZcyFp2Pb/X1SbzuBvn4Lf50F7V9Pfj9Fg+E4u8jXVssjq0SRWvsSM7LbbCO7CqW5lH/sdZeblZYvSztujTeNdYDfRz"
    "aSNn4JPbyI/STI7WOmg7mzR7MDXs0WL1WDfnvJDMuy6T2F3Ueyw1OPl1+jps0BhOw7ovqMS6miVdBJtWr+1gD8v1MTWfIE97BnfD"
    "knaFLbqIqHDHlmLSfI3k+e6hWvgJn0HTzyQz2DpEY2/JvYijjLtnFO6ytdwJP+QUsRjsU31VLpfzdV9ohRXkSWouNjXH4ulm8O6t"
    "H209JP9ASRKhV++xas+KMWJ8IwPle/0RXtVi2JZx8o3+hLs6GN/ubPTZjSKarzRdS2kpB8sGsoH2hmVdQ54D49vJw7/WFx5l/FfC"
    "Fd+qfYMXtBDe7/7wqx+xmWpyFc7FfOj80Vgbxd5NQuzn4lvDE95MrEURMVNWPXQIhjx29Cd5zrJ7nSOMp4MoP+t12FtsKnolvjeq"
    "1/ppMM4CP0FOfvvsTLWegI30XBbgfZ9xUnZHGYNT9zJ29XP9FX+bmtMLPt9MeIpv6N7BBpzFV1nPj0OKynFnzmpeJdd525+i1+gq"
    "Q5bdKyKGYVmGK39XiZDrx1XaDPUXITI3Tqyz+cpfsuoW4houKjN/emAmu53QXYLPgnd1XPhqMEaXyK5ydviIVgbPhW+G1mUzB89u"
    "jElTYVd+xXW7yrc6hRlkw9sOCDaT7cIy4XNwZ8bXPwMWSuQI/QXP3gky/6eeH1wkw7GbFXoZrjg7KCWmYVfI4bPMK1g/4FHYS5ue"
    "bjOaXsef7eG1nO1Xtv1/+HwuWtgdK9Re3HlM+sleFgtvoOTnM6K2KnkpTrrJ/sQMD0IDuqeV9yAX64c5w7Qb7vlAeQnfvwFaepjM"
    "lAGMV8brJX+bYZ2+QhtZRea6NOtR1GcSjJ3qLW8j1CMNTxI3jfkKyOESPGUhsc+GXquDtTLtvQa/Oxqn7Rn5SI/AKm7CCb1JjiRy"
    "axfs4y1iXRBRfKtJQSH0TmvEdh2lCFarvVxo9ylmtxZDppKZiUT1ZJWMeR2YIludQyjsxNpjSE8ghmiygqdsO6llJtJWsitRLpbD"
    "6ocTsZ6cRVHmfmbDNp8tlh+YAj22Bc+zBGdvkX4RFENT/cY8RJnP9CY4ASBCtsT3ZCpWTOAZr8Q5CnWGtIfFbwcv9FF9kFMUUtrC"
    "Mzilp3unvJzmMmPs2HditGM34l0fcu6P8TNfIIdyusIkaKoJOgafWqxHcoqmeT8HkmcqxhlaQ/U07OxxMlkfEUP8vYHV7i1tgwis"
    "8hS883fc+5nEF6zBcx6DU/oJ5HM32cwsonlY5oW0x13/jj0yS3Yla441mkOmoWbkfEixEzbJP249S/Dsls0s5ex5q7RdCp25HrK6"
    "hH2UCxEzqEcnqp6A0xPnyVWvExMZCVa/Sv0kPb3azeto6XMPPX0Nx2bb1dOmBr47y+7qXHGYi73o79b52mK11whX4iovw0o+gPeN"
    "1i/DUTo+53c9QycGHZjhiXO2y02S8ljoKs6fyD6LMQHpselexxFhU8e8VIFuzPBdW1WiJIMbd9W6vf1URatLrvX8jq6zrBZ+Xcge"
    "8JTHDjgO8Tp412ZFV3mWDOsY7CguN7GKnnCJ70xQ+GV/+VzqGo9gSvnzcrVs9nnWFCdlJX2tPMxgAB/E7y0TPQHyMAD+7t6Qtql6"
    "s76Uma6s9HDqOSPVKvsd6DdY9f5J6Q6/tgw+bTfZST7kdA+rnsfppcR8P2cFvVXDm23rI97GE4tdtGQa9xJJeH8kygpItIkugVzW"
    "Oxw3lvmi/f389lgT099exmmdh7O9o3STWxDxJXWW5MgV0IYNrA35ur+kubHV+8Hl8AJtPknInHKcNjPfo1Css/ACyc/UFzdCst2J"
    "SdDLN8aoG7j31k1aTey/ZbBtlu9J4ibHVmHFHJuhISt/wj1FODGmWC0vbcyzx8n+YliJmcwtlkLTGCLjRLyzlDHko3KwuBlqVdAf"
    "v0FjVTA+ShHN6fL93eV92ey1usO7OVuxXaMJ9uk+n/RPrXl6l3LmQw58gThlcTH00oes57g4xtaprZ+YmWL9I9nERIvsryQyef0G"
    "Bob2vPp6dRNQozh1+ay4xJl1fShzpw1zO80C2TNfBm3aExLdSg6Q1sEkTpyYjvh3cSP+oLhOy+BgDd+2CbvQTSboVukB7zEP3uUu"
    "YjbxD72W8+rKeE+hx3MaP2zYREeV5Zzg48pM3PEt2K1K4s+WYz0tlouyP9hVSOO+Thwh82Qtr1+C95dxMqzVEQvwtzX4vhn6OKLC"
    "Z4LVuoCzYzdwcnqCf6ynZGeiJ1K0M5XsiU1C5ktgSVfj099h/RZDGxqfwFxIm2ErFuE51+i+iGKPltNkd2poQ+8o+eHsvJ/oufVd"
    "niPq2cDsbi8iQ1KK2fOkr+Da1KFictQlieOYgrv4Gt+7La7+pbymHyCmX633QEpjYvyeh8th0F6PYv2sa3w9V2cWO+IqtJMsw/V/"
    "gL45XeyO78S975zztMzSe2Gxv4UOv0luxZ+bmLlvw06zEp7/WrIWTIUP2hLaI2BWqK2MxSp/gcgvpU+wFrmt/MaKQgweoPE49oAv"
    "M1/d9Kqkt9COwynuET7Za4e3EgdZ62dIV8IypvR75q+7+HOeIJq8Sl116TgpauJq8+WY4F6Nwk/dScrCc7UMUfJH8HIfJUdDUrfx"
    "EfVpHs2XYJ7qQkkQK22nYRVR2kmc210Qn3xABFKK8WelWv6vGtcZhD13nffOP6nzlccSIotnQ0PciVWLMhNtXHVDYbs2NMEeVcGu"
    "6vF45p7BKkSk84izmoV1/BckoVItj3UV4pCd9WMxVHdzmQ5NNpCWPEVmketowQ0fnOv75NPTNasQ+am3RWvpZR6NuymEdzNKrLq8"
    "hJox5iPveu5EyCfqBh8lxpUXxHR5fma6IRGWqsv3D5OKDGO8i0MqeILH6LXB47o3rv0KvMNq/QF3+Bgi4oOCODR8G5wZx/Np1q2z"
    "j1mcTSr2td1R1AOl6nzlrV5bFHAyQowS8ZtOlCRZr8r5pHH9gkg5yznbPNLbcDpqfHS2SdXnfkOP0q3y+saxzg6TNFdDg4Z19n4H"
    "iXtkc5xVw7Q/PYh6uw+xauqnf6a5XPbjeleyYpWA96bwvkw7NGPkGWuCd6WLHCvGbf4gTpTZKtNWS/Qj+Kc9PDNh6Osm6nltVI/X"
    "s/Vh2U+ehJR0CW7RU7Bvj+o2wUOS8F1DKXZqJrUVmWDtT3ZcWoz7n8sr7+B5TftmZktv43lMo416fEJ2ZBviagv2oh185l2hn1dA"
    "7+4SZI+qzbJP85WRClrat8XVedN4gRR9uSTPZkh8Qg3i3uP1c1ZHTxObONNOOsi+cmMGudkwudQmIdiKbcRdHSiuTjiev/kLJ3Qz"
    "tbGbvlGTqeK2ZCbIGPPG0zps1tPx51cdJ8v1oaCV3AdZXgHdaHj0rojNTpOrg1zovXNgBy6BpMzDk/ypN0JWSuFNTNPpwV94tZb5"
    "OIcKa+WzoUPEVTJ3lmpmuAp026BEP2F+vJD4k4PkO1+ZLiMDiXFbWhZhAjyaN6EfbXLcCn0BWqEceqM3fOqQXF5nevaYauaxY97O"
    "ZnuliLicqK/79yZHTA38q68h379ibYxppDlrOtZrsKtMZXXpK3L7mXdxEmTxUEiD+QBzIN/f4v4N/98elqNYr4E1OAryYP5238D1"
    "pbcgOsG8qy3wKu6Hx99MnO3+GTJeBpkz7+0nfT+T+Uz3jzvWAIuicnEm1sGGltCePifDpQCfWQgfz2G4nTXYITNNR5qchHj0/4jm"
    "7b8z2OO+iNjDuK4T4+GzuGuI/EyNU+t5UvqJYTnOFIe72twEV7JlCI2BwWz8K/hUPmvM62F9y+iZDac+Oob++Cpm7NwEH5u58C2+"
    "6W5x3RMrsBNHyPnB11jp5bob9LJ1dpwlB8mz+pBex65+1017kuwijnkqwZkFacSy6azrWTV0/Rdl8O2Mf8z8tKOJMN5NbI+ugRdh"
    "E1JqIPcb8J1zscKtxGoHNkmxL3MM2gi56PLLwkkKeyO+uVVGyo7Ym49xlS8QBXUiU2HSy5s95/7MnTju77+wq4aueBsxfBkZdOL6"
    "Pp5W5HhOk66F9thZ+sD6l+hber6sa6LCHvUMvaY5RoubrlGljge7Wht6k6t0P1/broFP/E3YRmJSjuj7YdjwK6BRH5ZmegptYEhG"
    "eJscantyHqT6JLF8+WHULda9YxGLzbFZTc75o/82edD+aSbW7S/yBjzrWv0Fz1OgF8gm9lV2l595KkP//kC6SQOCNIIrdoINXa+n"
    "chrFRvg190k7eV2eCYxnOkJGnTpWCg2lZCehNXyXTfTA6ijBUaJbyuAP1bK7xtY+RTyZPU9LeALGhtxRkv8wSTSRuZNmUpmZTtFH"
    "XJVwD++Pqdci1s/yK57mWHIu2ewMQ39eCjm9X6wLYRn5kFJ+dnSK0VSoBzA2TjUx82QQTtJfjLO2hUxZRHAkmcUM47KcWo2z3OgJ"
    "WJ7zc1z7dUQzq9TqkQ8Fv2MFp0I/z9WpMlqyW4x1iDEOxi79oKcHPaHlp+k4PRJP/iP01RScjHVY1/tyfsY+G3bmR60OjZNqqLQn"
    "g1c1Zxu5yl+cE1XOI4NDc+htw4Nax/KHWkT0boSaPaTOTfJE2HSWar0Z5/gPuRTn7Q9cf7xcju++FJ+9E97iQkhmb0QCT4SGgZgI"
    "qX1GP5EWQdL3b55D/ZFgtTtFDI5Ds8T93KSU90/ijEhG4tTF9CN7FZ8zTZ3H2SrGQLw9nsJ6P9owS9hZHGPg8YjqjF3uK6xLLt/V"
    "CVFFOValmP0yCZ7ADh47c74kfL+Zy+LsSaR+6Ceo2/ypW4hajJNtc4M+SW97P5nou4lSHtERYZ465blLQ2YQHVe04QVPZRy6GN6J"
    "YdE2qPVX/oj7WY07fTWY4H0u44KwvucIkaSjcHpdVsemVBwITbMu+BI6axfEC1G9Nue0VCGzLjHEEfX0p637/gh23k8UmydbT674"
    "CuKiLP40DXWpfOYrqiki4K0v5E2p4LPmE/1czz70fDXcz97s3lyFZ1/FiXOV2I15OB/2zbfhuw+SjqIejZbwCL1qYk8SnFNlEURn"
    "qdI0z0qMiNUy1ti3h2Zai3vbyN9O01dxevaXlMf5K7vykuweTrIKt5O4b6klwiDmWbGijm0ZHuCJ0lIcm7PxtVdp1H8u5vnF6/mp"
    "pbBfteT6SU+l2l4cZ6RNojlSbCZNCzGOhgtlM6vyLxJ9ad5DCE/ZneCN1A+WFz+Lc66qmT1aAx/WYpk68gsb+2G2V3oRz+oyzk8R"
    "kZmARFhWvac43JUxBY5nD7NNKyihNU/6zGKK8YTNT3MMfwV6iBhLk1m9uczKDQyMle5146WGppvBNa5kdFlPmXufK2VS/bOfE2f4"
    "tErecYm6ySCXM4/uptHZlPka76erpusYMXxDyJmEHcRFoPW48mKNchZYKc7Yd0Rh1nEPKtgP+DYtWQV5j7Oxdt8MvbzeMxtZF90C"
    "yNSvspr1Z4u1WjF/3Ied3b3Funlq9HdZKZ/oZ1oBOxRA9i+BdrwJV5nHp1mHd5wjKUae5rccKtXEzlThKnlcAUMYW0S5s7gpx8Va"
    "7VELt/ha91Je6TsiHg29vEoPg8/RG3bpePgQ/XGy5+gCzhOqpFeWA2kbK4fAFmzWW3EHM3U7+FLXi9V3quVdWMztZD4+NV/2QaTw"
    "flCu3XUEVnqRXhceLtmni8V9hdydqDgky2muEv0Aeu5gRGgv4EwPFmOQs8kUs3F6letQyWdyn/wXa4AvwV8+hUy6C/DvUsQCy1jJ"
    "nMCa5avsNHRosu+JC6ngTn4HKRmEyKaTHCPnSVeswg34+wROKLR7O8t3V8aIr5mET+8mu1ELNLC7pKvtloMsJ3fpxWL1zyh16Q2c"
    "wmP6vx+s0mt+ylM9Ts8WrNsKMq1GKSl78AwU+LmJK6BVy3yPa9xPxDHt8h5WcAp2pZJ+RS3jQMMmng6t0YK1pbJM9779cxwRCZFG"
    "eL62Prrtzox1IVayK/14q3qbZ1UMG/eT3iTfNJFL6x5sRxapCCK2fPhXccrTI/qgdBDXF5tkdj0CLe7OYJXPLoV+8lHorYyyb8Bh"
    "p3uLevxMLSxMvp9I0pCB7dwoqqhi7j4BG16vrmIdhSavJRJzPSSihaxldttipq06Ab/frG/iTo0b9B7s9VL4SoYwelD+0Ff0HX0J"
    "XkBnRLubsMud5QHI8WVYi43EvEcQDXUQN3GsxtfXaogvLsa+tYKv8RXW8xo5F96Mqz/WEPHm5gom1KYvWl61TRM9+SW42m/UeKrp"
    "iP8gWrDsn8k+b8rmKW7B3aSnBKfPSp8mnqcclud8xhMxSp4hSS32agXp6iKT9FXdgvuYg59/wh2OkREymdnHOWq1ojuJd3K7twxe"
    "wmO6QB6CTPQgK/+2sJBj9YTgNmIx64mjbM+JSCZNndkP37aJ+Uwl2KEnZQ7ePVGfRyT2FrT9PfiGe6U14ud/6Vj4FC/KUvkQzzVW"
    "i3GCx+k7iCufgfQ9pv/GGb88fAXW5W7tkHM3Wclj1PF2zoxz0Cox8NVxJvbxzCo1tMrFmo7jJweXyQd6BHyxt/R6TWKfz5XO7CrI"
    "3sN+DH3UOCtvVYidz5bdmIFsz9kbKa9B7FwP8dOnE/om7F13eQjfdZoeru/i1Zvk9PDSYBNrsKG3MeaR301PLJ89oPnwCIyj4xFZ"
    "w+7xenasFmqerPVYTKsQbcQ1zA+0DuITZRz+P4f+cBFO6cF4ioGQ+q5emtLZvC7SUIHvCv+hksw0Cc4tMRbPYVJG6V2AM7ZWb8Q3"
    "/4n/bsJdHAVtOhxWrYJzHnNkHjulbbJEe/kXWSMNy+t82BRXOwVLU01f9E8/La2FbKHnl8ROKu2V6cLWkuZbi/i8RS/Obov7SZz3"
    "yVr6TLXEuNorMf/K/X97xfTTTdCLv9Cu7yK9yeaTZBe4+eMRHz0bEqu12L1ugPzNQWT0bz0X8rgrrPO1wdvYrzaIltVb3GSjfsTW"
    "3u4U4s739xiKhJ/GpRn/o9b3iSvOTZwxqPPcW0CSCvzJjem17LrLy6Ag1CPGGmJIYxc8nvXBf4nNdFtIn/QqWeKRkHbNq4muXuKx"
    "rMZaHfNrH+HsgCX0gK0+sjKYjfgniWj5NuxuYbgLNON4fTj4lpkNt+653n4bEtvmsGwTzMFqWr/GG2r8KhdhnQ+XC3VwkKQUBpkZ"
    "DHXqcBvHIvIvw5neEx74FbDE/fDTLZKHKMzYRZfxvurINW9dJk9BW1ttt05dTLOHJKjx82Bzi4kyMuTWtbCrN8jPYvnAb7GWG+CT"
    "z20C6/6ATIOEXoFd3EVGQWYfh/fcOSgJvyQGKh2DpztH96Bvl5thf1Dfma70iK3mnvB9SSkt9tXGld763UwZcJ/8w/e9hKwHZfue"
    "hKbz5I5fwXWtxCkhTovs7Kc4Ws12ADPEjSfK/l2P1mNtD5H3cMo3YT8MCxTQP8jVK+GbvCJf4or3i3VamkU7Um6FBgr9tAT1NRwl"
    "S2bae0tfOT3VJ51LifpMfXq1jR/A2S/HvtifXQNnMSexEn/rDju6jPNe8mD77Qya93E1IuC24mZXW0b/dBkodeSFsNr7NP1GB+G3"
    "M4jVqWYF9iAZLGdC8zwmt+HVLyB/w7jK28uTgfGNn9cEb94z0DsF5GqeAO26v9idma9cAE/3Mc4AiODn+2W4WFfPuXKxPADNMw66"
    "YKpxhkA7jtUT9S5ZG57d7FH4nHkeKRFhbiJBv64z7NUG7qD+LScynCfjQWKD3FSpZOZcrsOVpjGXmfCsTa6XrEQ/xNrkkQ/EcdLU"
    "esaqQr0dcvYCJ8pYzquDGGfJr9D04/VjWe7xJHH4wmkekHbyhNipP0R6cqZQLXEmu3NCVRmneZgv0yODyaj32ifJnuAnxXEHGo7j"
    "HeKizZMdxd6hOJ/N7vt7SHAvemUVTc7cChvtTbsMm4R5saa9jOcX+gi2roLZ1M/oY2abbfypXiPGy95TxkK+EH1xXukIZvI6+ima"
    "KaLa3Hx0u8YMnJIwg+BNeOZs8+Am6xjo6NGIRGv0I7HcwHXQeh/g/3cz155DGS8lHi5Ff92xnBSxmyjtiTl0iTbibkkzcqVlYol+"
    "4/serU5UxFxjMbmgs3NiNievh3H2tWUkYDM5DNnZwbMwxYkkay59IU3zPQKtsaf1T76X+gkdDVl7JYNgktGHcg6ZrdMOEmZ40jST"
    "+6rgmlrmOKqfisuaxaGJbUawafU10IHlmu4K3MR5jDU8K7/jXY4vYR21zT6S8pP3bArqcmZbDVG/Bn+3fgsXay0R11Vntek8ejlR"
    "zghfjLWz01jru9i2QAp+M48Mp2G/wHJtOeLyATU+2nN5u/nhA3oWbH3PZoOCK4IbNREOkQ9xjVae87efuKctUIe2j3g27WSGvayG"
    "J7baVy+dJR8kqYw1dhXguUTe4kzKL9j3Iv2FWbU5ZN/Lhi1K13Gtj/pJUd/5PQHft4a8BxG9VF5HRFxHjMIi+EDtGbe6z7ontbvZ"
    "Wxy650FO6d7KOS/fqLEsF+M0j5dP4Ok/q0/CE5gHH3usvCOv6Iv6VLBI15OfvY5RxAnwHjfqeZyYFNXjgyVieaE78CTLw3U5tdjF"
    "07R9OAWS+Re+oSt5nbZHjP8YtPYZsEc1+j1+sopUHhkwxuO+ivRCSMQPvr7g6r017DVxM+mN3/4a6SJj9GRYq2XkVOgpn8hM/Hc/"
    "ifo8udNL9ZSljfQTt8XZP9d7kOXUm6uoAw/G+uws03F/yzjJ4WP8+VUXy/Eykl6p5c0MQbsKdx3j30oo0W6Gdh57BR1zS67eKjZ1"
    "ynUw13I+xzaQjqehsZZ6ayl+smUDuslmHg5ht7hFjBd5judy1tg7ygtqkxeayWOwS+XQPYXQey3hqaTrwvZ8Hb0OTDK+X471KYa9"
    "WaszYNvvlCk4K93wXeq50Qo9M5+r4+TgCWy6q+PISE/7ddXgPTJx5j/pigsQURdh1QvUpkCt0ZF49yTIy2Q8RSdxDGRVlMIL8F7j"
    "Td+o+8tE/K6VGNuyzed4iJj9Ofi/TRl3+bkkOUfW068poQ/iWIQOpjcf+k4Jw/R0QmQ4Wy9jxaMAOsWQoIfCt7nHzypOag/PtdyW"
    "/IkOMXAEWWTVIzFcTjfFmvUEoiPqKXk28TIJLzVJtv4aVjJM+1lXTg9WIpN4BjuHPcXNBopm8CBKrIHVK5LeJjrG8QhWZiSvpZls"
    "shKdqH6WbDbuswgsVcp3ylrvWNJrkp5iE86j7BSM6/VkXojgnBk+9kec3o7QLLOtY1AmI3o/EH7LXvIDnnZ/5pyE09XXec7ciJep"
    "nMzEwMb/7CklnLfUB2fT/Ji28LYMM/NTo4mraZ5u5dwGwe58ENwok2EnfwhHyMdaEHbC6VJ5OVirATy0cZD2ZpCg3pBZQz4ODm6R"
    "6xEvBojuLVqaB41uU60NL/0lnu9239OQYBasgtq4mn1a2V5pLQ73UKxviNWCfoamWc4poX3kaqzjDZzdbhMTj+U8lz3h+22LKNXx"
    "dS4kVttWZiYxE1F6PTbBLs66bj781iLG5Nv6vjCzmSnyTqY8S0sde/ot91+HZyyBF1FN7r9CWMZKcjluYs9LIXX3IuxYpZ+Cm9T0"
    "iU0zwe4jroIV4WyoQfjsvmRz2ciOlDsg162ZVy5jz3lHcZN1s/e+lKixR+3sZ0SPolUz3pdNzCu7yVoV7NHO48Tjv2BxjpPVrKpG"
    "6XV2xrneBvZ4KmL/GPNyUY8lW69ufrIhYXf4G6a2oYs0BY/rVPKBdA9G6RSsyxC5SBfIVB0nHaUHJ0LfLm9i1/Lgo7+nZwW/YOf6"
    "BQ/gszfqaNx5f3kMNmYv7MISyOutRLSnmLes9bnZfOK+GhBHZhke5/+foy20c17NSHw55OAz+JX7is3vibA/yslzH7Gc+78Yb1nW"
    "pB+1i9uTIZLmc15CrnXXg5aOt3/3mRtj863WE1lPaiUuh1fCXSltwrN7JrTO1FK5RYbKM3jy9/SBYL/gw/AscgTV+qgs5i3LtkRC"
    "JRDLFOEpLIMwWgYwNzKAE59i0NM13KO5tEylxElfJXfAmvyq/fXNsJ+8IBcHNfKenI/frQ1fkvQ8iVqitdXPJEtBTndoNM/Weend"
    "aPniZF9OshpUTj9wG2bVIuTyc5avgzT0hoSaZmZNRwbFvGI9d2c44+ZLxGGlrDuom2c/XoMV2uT93u3p9zbzfm+7RndmnCwpjz90"
    "89GzRR/t2ElYxhpPUsqYN7Pa+ieNsv0hZ6iHmYmNm/V1maBtZBL8nYmQ+EW4k67SLZhGZGocryd8LJeCprG4YCs8l0GyjN5bOzxV"
    "XzkMe76bPK2fQw4syioiAsy6RFuyb8Ak51T5CVb6I2Jqr5IHcOa/0Kvgt1wG6Z6KJynjZKCFZKqzGcIHyzR86wpyPDmLFNNjJB3J"
    "VzNLkYL1/FOt76mE8YVhDzvzSobEtv6YGnU9HLarU+BN9JYj5XJE2Qu1mT4HOR0U9NB54dv6JhnPIrRAH+KZYrA4f+H0jJDp1DRO"
    "Pg4X57UaX952zPsntSpTBdrDs9P/ljXajesCTsE5mTtQwEj2VAl9Bfufp49art4QRjHPjmfa4RaPeaogalYbzaZLz9at45SRYzNx"
    "ZTTDR2zzst+QdJxjft9a/m0sdu11vLqdvIHv+xSWca7eA135K+7pa0Tws+ABvQ5bMQc65nTpGNxAVNSeWP9FnCy6mj3qH8t3+N4v"
    "tZw1spBdndbHmM+sT1Jdz0uM1iVCT+gAsZxyirnZKLOONmnVTQ+KQTtaX2x/+V4fwL7+AI35HPblQ/0Kd3GizAksQtzMKmEdu97K"
    "iW05RM4nj8xhkvYq7CwWq5vvnR15lR379RPWZ9fgLHzXQuzY77iL2yFDd+hBiKNX+HrgdHY1dmKWdym+9ywxVvAeYh0jpkcM1/uE"
    "FPi8iklyR/JhukzEEGaKbM1298z0dcwYh54Bv5bxaQoavIqfjREVmyS7cQnOrVVoN4vNHrgdV/0Nv7OO7k203FbjLod38CLRpZs5"
    "V84s+QB2u27GznditvYL3OtAvNvyynN1VPA9rIbt4GGC18PLxNgb74RUGCZhLeKmQnzia+qHCHseS31ddBmRF5ezIupeVZ7EhZAU"
    "F7kYDnwSYi5DoJ+MVbXO/W1kOO5nCs7HoZoTHCFT5GfY5Jdhu2fJiXK8nk6Z3wppaOgDb5i8nubOVfrLwrknylztMkYhtZ4vzTzg"
    "GzwrZal+B39zT6x0TxmBdS3lPNkNRKYN8pNEw8y3uB73QqxOoWcrcbF/Pb1eIaNSSv8zA+Hml9wiEWa6Up5JupzxkcM9xBt5n6lM"
    "lSSpNtmzTp09TPiccVyXp64L32h2cU59TkH4qBamzofP9GCYI/08kqanpPvUGypuSuaXrhL92wyEtKe7FpG265qLsefT9Qc55tPw"
    "f/Q/CvvXjaHtPGpaO1OTsAZjxXZ/LaQ+Svym+pqQesztf8Ze6dWxJzsOV2qT6eWq4sSWVBMesSES/k2sX9IzUJjvWMU+ibkaIkZe"
    "4fvFk8St13u+mZeh2Wf7HjA7QSWef3obnO9a2IM0Y1ZZBlu2Gn+/katQ7TPftb5ibv0s5cRPpBlnXJ3CIpmNRA+V0yObR/+5BlrL"
    "ZQFLyUHsbJrpgjES9z63m7bs1ru9pDNrLWAnH+BrXWG/eojV5haTUS+bx9XUK/8Nv0s2bfnfXA1nH773Wb4LzbEJnAq9WdCEB+kk"
    "ZZ6ma+f2UxXr+Q53foqs5somfKeA4+0xmzubPpt1Zv1LHCfKUFy71MfM3YhUagkPfW9WF/aHxTsdHkQ/djvYlPG5zA9X+onr3X0c"
    "/h13bwmuP1ayawr708lzajbWCg7LaLNJW4vjIGvFaLmcPU1tiE0tzczYUsRL5ZSqbYnynw7pOQo+zJ7MPhwLa1yLu38Wtqgl7/QO"
    "rIz1Mi3S8XjuSdblIYbYWk8ZXAKLU+aro/98trOznhiDWMTXU9IR8s6ifvJiF0loTPU/dLJDszaeCtrAsOxyfv/2WjkBm11Jpi3j"
    "Kx4ugfSX0NemLF9V7DVjip5x41m8bmpqCjvbSirVzWxw/Wq2kmcZ5hDXmeu7T3pz4lvosxCXS9J7bKH31lL+0509x3fj2QQu5uzr"
    "ffeEnyGTyjxxBa6c8N65aqpRjSRHGuNkXY1rJ8k+bV1pxRr4l4VoyPTTdvPTpxt/gzCvuJY9BM4S2n9vJiayAhb+Iexo28B1Vxr2"
    "bFfyB5pVtkrl4EbI7JjXThbn2+8t67QQtr4ZrYl9JhsGQ8nCvBP3NqJOHzpccfbqS1Onflc5Spb6k1VHfREhasdNmejgI69FzEal"
    "8TmOyy7hoz31DCm1TXTnunuxnOxO/kTYyuf6DiDLZ+QyGxFyd8wy3sI8XAVORZQTmdyMgo34nUPn1pHBMPTduSHRe8Po/e9Mb7iB"
    "UTEtw+vJulmZqamEmXtM8mSFGbudvmerWZ8oKfLRa+ZEpjMEzf420yD9N/O93xDr+6vjs9SxnuA8heWQ6+0axZzpTxbCktpMnC6M"
    "wW2W2iSZgqc6FFf7Re/x5zjMsMO6im8xvRBtVN1v3In6T/MW3MSmqM9viqRncbu5RMbscJ6v0lQTt5ggKiwbgihBXE4V/fJydZNg"
    "6ojysfMeyM6+Updo5HEVM4fzhBwtGxHtjJR87nEZ+fmUXLSaYYXWTAVkP8TNMXV9A5ZXOV1S3jsQ6SWOaarB31HW07qIcSj9xXs0"
    "L/5d2JyllNgaeL81+pOfi5HirIk6jxVLeQ7P+sw05iQ1m8PHpFgZNCZlN1M+10tYs0a6t5n/v/lFC/QdakoX+9WxxhClLNwACdno"
    "2Z0THp0e95m3Bkb2MGMDhDHErpLWHo37zm1P47zvuKYnvaaxq5syWaekNnSI2fdZdXNkZk+VusR93+6SbHQ19VfLjkdK+Xnpxhi0"
    "hXLRwncXux4F9SxASlutPk9Uo0mfA3T3sJekawnV9DUTeg0nj6ygLl3Lakdnyc1o0ITX5Eli2Kr9ikQb2dlQd5DH8TfrmrLc2WKs"
    "+BhZhkjuFnldzsba/EvXyw1yZJCn1UFL/diiTj2JmStDbV+ewbhHGXNZzXsvifl6fS1XRNXlzZK0CflkG0ijG/5kVJxdK18mo6SC"
    "vCrGUD0Plt8y7J9JdbhL8Ays3CS9DjHwC/IH5OhuXGkhsdGfw0Nsi/d1wvlfZRlXrMm90l7PlYSflnGaVHumrHc9u7JNTR7q/aqT"
    "mZFcqLXeq4/6na+gnQqJTdlXsluZ7GttPT+uw8v2eicp8JY7qU35ytuKu3IX/D4Qx67trmI99ikN/4eGza4pTKIGSXrKcSqjeZL/"
    "1axm61vfSTboQNzZQnXMwdcwv1vPelNI6TY/7kKsRTtOjbFuL5se3JIIa3e+S4nIj3AmmXEfaSb6XKLp7PAJUsQTEfM5OCd1MT93"
    "oC6TPQ05TcppikESJ3ooPc8ifZazz476v3wlVz/UK+AZxzkDvZwIxhrEi4X/x3ewyeMjU+SpvQ/f6Dqrd2QEXeR54M8Vx3/meKDr"
    "9Qt4Y919VcP8pqdlV9ZNNYOVUs/z30mchRtnU+1hofPg6feR+3QBNPRavd9PCnP6s7W4Oo3CMsd9T086GxiI43PelbKTnVU9yqno"
    "jlffsqsbeQXXmd5TbPK3zWx4n2zRUU5Hn61f6jf4k69tgmFyZWCMkhZfPAa/vpKV0wSrS3mMG0rZlVbCfHcNTlXaBpdkZtRlR+Sm"
    "GMOnyKr+lV91s6GbuSuDyPOgHneZnmR8ts8cz/eWpwW5ZpP+J6W/lZ4y6+7FzsazzBhYdjYiw3GfN0BbzNHH+Z3m7+3k828OM1EJ"
    "bXd1zh1ahlj0PcMLyOfhC3qZfgBLbIiNMqy3690qpv64y3OKuT3uIQ211tB7nCnmQ4p9rcB1f4eN9Ig2mooSsj5VlZmik+5LMf+o"
    "P3mXkuRtd72dhtc3ToCdcCpO9rFnY1+sfaYPsQxauJuMYlScYh+5qwxuZBalklrjVnGImEGMS9NXaZOJldLWO8ketnpm9wvZY1NN"
    "tubF+lvOSt1GDoct7aPPE98+RXuR6bmWuucQz9kXYeeO6gU4YbPYt2i1xW3Z4WLVw836FD7R6R+4EIuosXaSuM9TtWPMsh5/X6TX"
    "ik0TeZ+5rDodjTtZog/AevWQ7eVlcdFY+0axZjqGexznOx9XPl46EmP3F6ervCWdGiHbQ6JEhHixemanY/oxs4zVNh+SuYqNnJ14"
    "uFju1mYejpbnAuOPmoWVP0G/8pom4Hq2a+TFWdbKuCdP40+t/WyiSnUxtfOI1mVmvyShD1JkNHe4hGJ4qOZfWRW2v8T8zimnt4f8"
    "b9qPawdJXYG7tPhwpU6HFrhSrC5znOwtViO082s96N+SGzRCTMlWeCG7cmL3w+w/nKoTYXmnw/cYRxxDjFmkuOc4DunZGqdUNfVJ"
    "nHatknnSanzja/5ualg3qCWzk0MlHOx1ZMrPeYjogZLw8ysSmma9dRqkCu9O70s2e9pSentbn4SWSHBituG5q/S/yaXtJtYfY3Pt"
    "18uzkPOH5AKsyUjoybQ3Xwip3UKm2QvxqY26B/tAq3n2fyCj5QXEbFh3jGPOTJEL+TuxCm+c6MaCTA2vzPv5Sn+7zsdIm1hLe08u"
    "ob0vgcTnYuXewuqeI89hX46Xy+V7/Qr7tEIvldkZHHCCfcwpxlchcUkf6TXYNeNU7SljIe8valv5UwfntJSfoNm3Ys33gS+ST8ya"
    "IZjvlZsQQ5nfMBfvtHz6BsSMRThNtTy/tR67lCICK86cems5nzvRJjMTsnH0eKHUkhNOOZXQ1eCKebKVOE3btVM4fSNGefkROr+S"
    "/V8hbdodtI4RyLFprs9hga0/6Ca9Xx6RB+DBPoTnOkVb5xhzeRK/TXmsiyGbb5GJ8Muzy0F2tovsHmRTOdVsn4mTk+kE7slQcUxk"
    "xbT0CVi6g4icXM8sRGvsSwvO20t5Jt4Yp7GJj2OSnlX6cRnO6QQz6ceFnNgU4iT9pIYeWUM2Xav+r9Nfoa/bBo07oPtImmuh2mM7"
    "dpYinsYekvAxlZ3P97AyH+n5kM+b9Bh9O2cp/J9T8c0TmljRcu9Ruvut9zbpDDxdQ1YsQQmNegb5oiYyzkXM/6erG3HOmTXM51s4"
    "XT0k6SN34zgY5hGYcf1JZ0GiZ+MduTgd1mVYjU/M0OdYmYzSt1auYiHv8iKpYVZtb5w2h0urYHalkCiOJHNANqXWab14BpvbWU7T"
    "I6SACO8SvP6uLGIushVr+Ya3q8HrxpfVk/tZrgc18Uo+Vnu4dJEyyP/TuPMR8gmk4zGdDLv5JSTnL0jMRqI75kGzXaNR+bZJnfh/"
    "yQWffbcL9Dqs73mQtxhnC+8v+8gE6JdCaLxVGuXkOItpH5Pt5BgpJat6mgntRPjmeX4GRzGtVlMnK9srCXpH1bDF5WRftwpfhJyq"
    "5Zy+nmD3Y9z3LdRxEl8x99c8peXskrsUOt74fWyCxCL8tJkI5ShzM63F0F1HsCuzlt2ZbaXQczyKOJ7nhxA9LaeUVRNP2ztoCwmc"
    "3uTz/O/rP6G+QfY9q7KXsn/6CSkm8juROdmh56Ho4nP7W/QseVx6yuf6MbTqd4isCtiveTVka4jP/7leEKt8DWLkMBveWERew2qW"
    "sU9rE5kVt2J/P8/w0CtzuO77jIl0PvEKN8g64gcOEOtJ/IVz6Sfh3ZdiDTfgPdfKV/on9sNO9ZuZrHWU3Jd2zWJaxQ3wKeo4V89N"
    "DKllR4Ljem7IcaZ0h0Z572rELktxr4bx/JE5+1+wRh3hTVqV4Dm9h0yRS2Bhz9Rn5XSphr9cgSvUN7pi2n+29c+j52e+3320nVXQ"
    "0vOYEW5qxmi2KcGGfq9nDdEmcCdxglPsBxjnJ/C4HN3FXM9i4g+6NuGhOAloLmGjerB6tEktEYamCT+RKuaFSjMs5un7cXXk3hJ6"
    "Xpi1uJczZRnW5g+sUCs5EDqoLSLGQvL5VUBOWktXcVl26wctpCV3nHetWRmfy065uL5KixpnV71k8pVVflKv4WJtLoTNVG0vDxJD"
    "9BfzDjXEAjkOlFI93Nu8Mk5FCD0PaIITmULP/uGmmOUwN1VPTsmkZ7J0sydr/a724w47ZovaRvzoof9vP2Zrq+jVWA5tOHFjgThG"
    "3E5N8EWntNrjhI6WEexXN4/VOLJaYrWcF9CGXoDrRxZxWfbhzPRVeAuZ5mCtYKbDMdHfJa5nJ8Wo2xhE7oUftlQflm8oK3tjr4yn"
    "+iJ5A6+bHR0hxsqxF3svV0FXGRLiPlmN7zL27vXkhhmOE20o7f5S631sV9dPT2BYR7b4rTpWFui38Cq+xu8/CCZTamv8NJq2Ps4I"
    "mTGOey0YV9cf5jzwbaWKvCwOn2T6+VxxvG1l6ubGb/L5PuvXOloSfu6udcVaN8QKToGchdN/KFZqMqed2p60gXWNsSPZ1q2/rzHk"
    "+3xjLfsTY8TZGhbzJtZLNDNlb7gkNV2h/wLnzmbTWHWmvdwhC9mTWsy1dHm9wb6u57IyKeqkPOIKturQ4F69GR5xLnZkvA4nW7PL"
    "x2yE/nmYUwptlsQh8M+/hq+xXCyPvBl67wX4YYZEfA46fYg081rbnXE3Z9dmHkR9dd0myDsf6lgxtP96HYgodTNtnWVyfmcXwBZd"
    "JknirULfAePy1yniDq1a4nhXIprys//MXt0s+URhFDD+svh+N3jwxlBldbaviNiw55rjmYzz6ZEX0VtN+OqFvWeQ7EFfaibnSpQj"
    "ypyu/xKLAbvK4TIQtsa64qM+453OSSbIx9FDtlB+SnUe1qoMO9CBEds6zd4JPQnPswyf3k0WY4+Mm3wl4pvewULdRc4hR/lqdnkb"
    "FmgMUeJbtRdszw6eEdtNm055/7etOAbxikzFt4az55S6saHi6yq1DgWf/ZVq5s7KKffzWVOK6kT2zRqLaj1kYR3lpL/UMJdSy/W3"
    "+91NzsC9t8d6GJJrBWR3upfDlPdo7T4PYa6ojnnHpOf1cfwN97CbvZJsXh2I8VzM98T0RiknjswwUm/jN/tA2m2vA3mcJ2ixWXpf"
    "awkQg/Vjf1aKGM6EzxkbE4VhfV3nlqtWOanYW0LPK9vQ2dAmY5HcbDD1rII74k4qYJl2hy/2DSzLenhH+8o42B6bZN8Jv6nRP/Ru"
    "7P632G/ziy+Cl3QXtNeP5BDvjdO0ANrhAURYHSCphXonTsVOxH4bG5BZHpsoe6OODd7TK7RfMBxPNxrre5PcLC/CypQxdxGlRrXv"
    "m0St+CV2YwNsexG1+Xqx3IFxJ++u76sxMfxbXMfvH+ysi3EWypv6Mk75ZeQ8Mw29lJiLS8RqStWex8f14Jb6HlxX5fkFXv7PQZke"
    "TERfETzUXNzfeuYCrpWZiMFcl8Z6Xwlzp+xF3ShPiZvoZX3zm8njuYFYSLMY2xHrkMhMd923CZv1sJ4R1JPjtDls/XLcw/c6AzrM"
    "aoN9oPeL2YsUoadluu4UqWjC36nU0bKZfZ+FZEk3zMZB0NJ95QZYoWPlYj0iODjYU56Wu2AVpsPHOzasgX7YzJ6fKDuyY5z6PpAT"
    "Ewfgfl2Vvq+4qn+Emi3uEQ7OC4gQj+FmVP8BW2lTPqzTZTlkZhPi/WXQBTO9/op6jjCLQb4gZ0xUb4d2sRr0eNlI3ZTLrr4f4du+"
    "EJ6pbwXl0j+nIHw47IcdnYpTeoLe76uhneltpP5WyQ+Jci8m8iU9IdhNGXGvFDV6pcq/UoH3fwVpPsS6l5h3ORvRwxFyBc7ZYNy/"
    "zck8COs8luiBvrjPWtaIrDLcApKaoK4N5F5x84mjWPUyn2c27dRaarzVs+rb9pm5ndYHHXrsSTXv4sXMtOtydj0m/geiqDEbufOP"
    "D8vUU+Lkijad1lFO4lw98xL2YaxVxJVvavpONsxchHxQVfQ5EuokxP3/nztF3S4Yxr+K+bltmC1qyf/28n0lUV/vcuyffSU9fet/"
    "OxvPcdV2py/RSrRRpusSfUhsymsQ7Cev6N2Qy99koFbLNZ7L9T/X1PEwPMm8w0vwsb7A+dgB92Zdas9JgjUc066jvdca5WyWEuoH"
    "620ZmulcSOdYthBZ6zrKbO2HeTa26gymyfRBi0bPEvuvqpeh7/wKM8js4czQVumT8Oie167MeK/AKRwBvRfI19AFv5H5KkamV+Np"
    "H4A4sD0kpiSzMiltsKkDxXLy/YIW0JAHkMHdNNN8XH97Tos9CBFKje9LSni23o3c+7WIc6+CP1GrN0DjT8G9OOZAmyGT63EY69gj"
    "k4TMrsfKdwlMKvfjeT5YIhl2y0X41iPJojAVUn5H+Lu8DQ3xh86QJ4OfmuCULcJ5O0OclSljR38l9cA58p/V5gZpzqUnnp5DMFB2"
    "wXMmWRW6HFd6RXbjvIAFeMKfqEE2wu88VvYUQxOYNViGFV6D9bwNFsjy/b28xCV8XSCd6yugranmXLEzYLveYB10HfTnDNzvYJmB"
    "a5wgo/BKf2KyNkI2LQPWW7qKqxbHvLZw59RNVVbaHJfFMeb/Kp8bTtL+D/P8DA4Dne9R8J0gDw4RVEe+vhh+6gFf0lgR1+geiFzG"
    "c7bZDKz5PO0c/K7fseNrnm4mr8BiaOwl2pjV0f5s52s9FgOM8DMWotpN4sRJdaEvVu4z0CnfAR2BnOxElMvtiErt9d/h9VovqXVc"
    "XgJ/7y5I4/PwMscgQliHFfkYPtaP8D5yJPU39FIVsSbuTgoyPQIhccr2W5sHs4Gd28u5koOlM/ZrIDS90ygvENkV5z0v8FMbIthn"
    "m3Nyo/TCZxfotGA1fMlScupOkxOw8/VeO67HM07HPWyipqzSlZDg62UkrMll0Czv4OlOlk/gLy3UJ3AfV4mbtFJFft4aztStpLbM"
    "9kr2rFQE8V2cWjbGzGqUWCblbJL/fY4rkKM5k6UcZ9Jw3XdAFlrCDwsZASkrD7ZKI/iJ1WRkbgqFeJRnU6tjZFhDaavC2meP0f9/"
    "a0aN2bQL2bVgmUbbjX1Z/d5MTtPsV5uVmejXIzObqQhRUJS9RHG9mLnLaniF+R6JWNoEn/d/hyf/b17Jtm7Znyf7XX+W0U49PFd+"
    "SI/JoV5t/06U0Ofc013Sr8EjPkGOkxPlAGjsR/R0OV0/0AOD+3E+78PJW0bfy/pKZ8IGGZfbI7JE/0I0+AstxRY1JrBOsFUnwO9t"
    "qsqTfa2zv/K/z183dQfZZTTbK79xFrBV641ftJ413jztFZToQk4qszhiP0RONiljM7TPMLleqsgyFdMJ7IAqgG7tyBlwk2lbLUp6"
    "QGz+VDWrdpPkDf01w8jjZvE0MOqFnoXK2YjBxEvW+Zl9uYjtfoIem4sTMhI++krYmj+xKz1YU16HM30m3v+7nzBch/veHtHXDfDA"
    "rT/EphisgV4bEyyCfrheDpNV5qFz7rd18HeU26Er8/BTTzEu7WW6mZMEu9AvrIY0TMTaFuhTmeq6/fmKvqnNKzQOzGoiXZqLQ6YN"
    "YT7VWI4ijVAbDZO2eiOWPQJrdihiqUX4JutdXIHnMI61g6QVJbfcZxZDv17DND/cJjhdhsiv4Xj5Qp7Te6Hh9peBTeR7s7O8uSxo"
    "ZQb/rrALI8X4Nw1T4eakFLD7/xRqk591IasYP+KaJ3DmT8hJD5WUGWM+NPaY/aSWFTDrvOoBz36ghI3YbUI/R601vT7LkPfSjeFQ"
    "6Rw0kx/wTS8H4/VCRMjlOhGStFgjnFxmvOqFcqVsZZ74UGIeKuk/7sL872LOobCZhWv0BrFqeb6uweldyNmQq3RosIrscQFkZquu"
    "hX9QSf7r1Vht6x5sKW7OgmMt6sO+XLMc1Z4hvIISVktu1Sp6Im4WdXpGYchZqSF0xeXieGGK8C0FWONa9tavaOLU53O1EsyolRMH"
    "YTjcrZD+eo91tW/cU6y38WIpYPU/7QH+nvnb8b6TbCa+dxDO9AzIVMtgJU5LCSTxcz1Qmqr2/Td6J9vzpBjL78FTOUxKiH6rUYci"
    "SpEDIEF/J6aOX9pp+4OkrVgtqpS8vJaLWIB1q2jyM/au1lKb6X3t5qWrFjtbw5mYiUyu3p2hgXIu9vYyrOzziLIuwnmL6IN6j2wb"
    "1LEKXsu4O6lvyTLecRXrRz3FEBAxoji/8RHh+UR2xZiDvIS+oZtLnk9rc55UZqZUVTAGTbEqb9XjgbqL3qpnNHta7paX9FTE8j/A"
    "Ux+Kc3OJ7kbNdor0kbnQKRfKULmA2ZbNfsa0y3+vZsXhCBlDRogY8xNWMa1iFWEoPvuKGM/qNthp01lDoX+vkBrK82r4NHMhlxOh"
    "5baV0nAi7NkKaOSTgxPwzW3lVZw7m5M+WetwjUW6TnaXMfj9CujO5d4LnQ9tul5/xO6M4y4Uk989pclGs6kV39Ec7xhtcwnkJtgL"
    "m2ifC937HGd7O2+1TMdKFTHox4ppjCLiBq2HaySrGHl4j3XzFuJk58K7rGUXiM0Q+k6se30ppL2SsVuKVXzLbo5nTFuIdRrKnOdm"
    "tarh73jXgXiWHtj/u0TlCbJpj8PTvK7/1rPlJnlG79eRQQH0cpJsODV+QkCMnYaPk/+gAb0XJYI99DxGBfgpRjtj+aJXyCxdo5aT"
    "G4WrH4jT0635OGio7/QuvRexwSG44nY4y9bX2IL4ltvZQ1jHJ7aTc7s477+WvOF74dxN5IqF6nISxhZurNmDmeN/R1dhR06DFfoa"
    "f/8WryzFby7GWSqAdSjg+RtArbuZvIwHIELJ02fIBNMGumI11tH00J6IUy/DOfoFntNS/HY5Is/jEUnZnIBXZLzeKsZgtyd2cCPO"
    "wjj9FJ8aIS9Afv/COn4mpjUXI+bN1V+ki9wvJ8OuWl6vs8xh1rL2/1H3FuBalVnY8NqElAkoBiklIijY2Ig6thhj5yhiF7aOY8xY"
    "2IVdiI6KioqKKCCCNNJdBzic7nh7r/9e9/Ps9xxm5pz/Hy6v+b8PL+GcN/Z+9hOr133rkfh9jB4Ln2QeRmLx4xJG3IVWWxWstwxZ"
    "JsohyYfgs7Ph75SI1QI8ps/o59iJVgfWmbGfDuyJTGDfLMTTNfxOjKxPsWyGO2IgCBu5mjH3vSu1XmJW+8yI298l3KGGopLGSa/h"
    "6U6zGyfu9dwh/FwgDj99BaOJMWrwXagdSyiZSiA5DmGXk/l7pwWF+qGYnt6kfcI1jNSUQV48T266BHNVtTzlLru0E33HPTz7Ti2j"
    "6AfBQlgM/bWoWa3uryNhVb+P/XMI/k7rq1jZV+B5WnZzV6mlHFhBNreFWN+bxCETOXSVSt/P42brWKn0MtdF8GP0Mu8h6n/Csx0Z"
    "4q7FfI1/bSfonwuIfl9CfHY7oWdIw51Bht0QenammEfHtJxEvs9KtZauEuWfy313csKzPHah/ncxgzKsm9M2rg8wlxxPR/k62/09"
    "92tUQZTO8sgZ91iF72BM8p3OXMUU9mfD74Ra4++T4vznervVNPE6SJwNzHEXMzdXzar4MVLI/JnxFJbgcxaRe1v6wEP7Sg1l3/V6"
    "tWHnkO2bwdRr/zvfrOHKEYfk47rphFgmJWRXcnNZRcnoOsFulnKfSx0sbi+5Tlf1HniKNUi1nH3HSbBFX2Qn1MJGutdSejnmbi4+"
    "b1yGu2J/xRjpjepsXJe49W0/Jq6iZ73fO4biG/GBdiHXVYz4+tU+mxhnVsbGcr7HOawlboLLD/cWZc3XITIM9oTFFW+zqEbYTPaD"
    "D3mpXBH8xpqh+njq9q9xl8ayEfESH/O3vqY1lBJx3l9YDZTx3+smGc9okvDZiuMk9LLFzuVw3Rs2wXf6Z+0YXCPnB9/hLh9pJ/1F"
    "hsrXkBMni/G5WG3kTNz9bGbFN+hkyEVjSniL+Q3jlF+AOx0iETqkrcPBzASkfTVPAqfxIDlBXN/CNHaWRdxqKZ9VTEHvpL1fnSE7"
    "bbnsIC/DYttOLoLUeQi7W+Qn+Rue/TC5SLrDtymA7p8CO/lAGUc8txLiXlXxqvez6ntXYtEVaFQDU5uNzvUQFzN8Wt6F5bYWp6kL"
    "JPc70EXDILU/knswN5WwX56Db3iJHATb7klorQ3QXgt9RGqN51V2aLeprfB6/pv6t6hvp4+vIEhnUQGETEcllIeqf5ZOHv3zVzUf"
    "23ARn8XMz8NanAPv09jD7qYv7qoZXG+S+joP3SabPAc7ewbkr2XIZurxsAiWaw40+s2MsMWZUy3X1eSps9P9lJRm8R5T2VhoB3Ed"
    "PQ2zBZSRITfj9USuGsNRBus8oBEv1CK6l4jDLMnzXXzlvNo/Mc4CnOsmcp18gJUzHKJl2iN4kMyBaZ+ZTHrOo5BaKg9nznGc7+Ix"
    "VYxV4i2ZQzyxFezgnI3dsBDvDxLDZTlCInaUqJPCdMkgKaNf8YmeIOYr/glnZLLV72N3LdcnKQ97SY3WobsmvUcxG5bOGp3GNV+E"
    "Hf+Z5LOmfz7ft04LFyU4VqK+ctNzJ1EDuKeo4WiiTsMb9SFZ7zXj4RIxD1vt/5FSlc101GjUlVGHwtq6HqNsxsubdZ4X7AsxHJFx"
    "+gaucDEsqb+w2yiqwLOIq/0xNK319B6qmWUpxu/Gp1dDVqbZsMCnwEfphTNqPvZj5Fiy/K9J02E8X5YVXkHkI8N0P9ZbTJV8ggO8"
    "FM/jLjuV0s+6Rs2rd7UqA2kBN9zB97i+qN9jfIeZx4J1f1Aehkc2iehBETOtIeyls3GWPWW+PqFF+HwNvKm94b1MpJfzE6R4/T/N"
    "pX7HapKeq63KBcwulPsV30hsJqvnMkwohwkWYCQTIYfKfW+roVUOZp69hvPRUV6QzdQ2ZvWuxqxUkFn6TFhFZcy9h7QCljB2Vqur"
    "WGlxoTwLqXCvTpVd8F+OnoT9NAM23q3c69VEt2tCjTHV4wIdw/l3oz7nX0ZdzCi89VC9K6M842onOUNKGuHpimRuT4nquLdjjU5j"
    "3RCtccaOkR545Rj5FGfhenhbJoc24GT3F9encbrU+u7PDL2/bZFvkdVewlWvofTZD0+zrxT7HqUiylD12j5DfP1n4Zssg+17E9bj"
    "C1Y0leiF7OsV32MU4W3s69m4a5iFVq+p63JgNvbds/zDTlu28ln9RJbhtGU95oqQGMbuLDcVl/3ajzOb5Fkr893zDgWjL+vpYthL"
    "hlhYyi6EFKOK7aSdVNHvW4idtBt9JMMXeVt+Ys5/Ec6Z4784hDxUK2jH/I1WdGP48Xnsjk7X82ojifS1HAup+DT99hegTfYO9ped"
    "oOP/Kr0pQ7Yn/qYxf3VmvqLUP0ss22Wg9Dpt1o6Shq00i8p9KMa/adlfi9Kt0f0w/8cEo3U0dvtYMnF+GJh/cR5W8j5mX7Ylgv7f"
    "f2cl9lNHKWAHzZviuKRdb2yuOhYZ69sZwj6DBPaWYcGOh5YfB+loDGAmE+cGZcR83wxpkdDxshKWVCXZxyvVqrxP9HW2vaSqHuJI"
    "0uvjjuzGKaW1uB3GegL7fDOwbB6Ss6XAxz0q2SGV0o989L7WI+WkMX+5xAO0k28skifCYjQk45Gwi1vIVIzzYXma8e4adjSmmPFP"
    "6LmYhxqih1hVXoIdpduxBus27vt5ms8K8gSjCbb6v2pIO38pJNk7mNc8aLE38P/PsPqeFEPemU7ZGyfGhvhK50Bc92KGsY8YUUyK"
    "sF/iamw8e+EJu8C6bYF52hv6dR9IqVehjdriJG/QL/18NannJwRZrRFm0WkdcoKL186DJzyVHXKLsFLf4ZwNxHk9AJbrebKXvM2s"
    "u1WtWxfW42LsVNeScTBJxrykRzOzyqwu8ILy69V8C7RMHQ+i9WFfIJ/onTILK70J87dGX4Ks2CiGpzlXe7LHLLL1VAeIq6ZtqN7l"
    "M4zW8MKX4emto/twHN939SpI9U/1algsm2UVtM9Leoc+H5TrKZivx/7gbJ8xrZjF1Ifz8An3/tmsQtyW+6TYx99LXP/XLmIIGB3F"
    "ogh/bFZxW7Kxf7RX/cfeZ1vmOrIWM6z7USI7pDXdCNvGto36f/Wd/9X6/PdjMxRmyeLl11CyJ2l3/dGz89+/YywLKdaVWpRgX3oi"
    "FbBKyjwWwOGU7JXaW3I9yn71Nt2nOeRzmj03TVmlaRHLA4h6tp1YFbLrgTe/txlre5qxRqOhOWguAz2nqLJjI866lib/5qP/37Pf"
    "/vt3GrYPtk3y/ZGnJMUMv/G6nwU9+hbs73z9BDboO3+w/mlsjzY8b6Wcs831GEsO5b+GNWyvDPB1I3ZaDyJWwrZpmYaf9EjPJdpC"
    "mhGVtIx2yLo/WPrXssfUkJOMd8XOScx3NP2v9mgbIhU6pDH7u4ffp2n9P1vG/5Gy91MdBbv3Bf1a/ywnyATs0+lYkTV6JTGqrZ6y"
    "hizam+j7lcLy+Tv7fzaz67gKNnkJsaot7/kr46/GJ+qwStd6pKctGq9XN1ynt1sRLeYtvU+sw2cvdg98o4twxwVq/V7tZb6PQzmc"
    "mhN8tW8au3mc5ujz8A1ulOW6Su4U4/i+HyPaFm+qhLb8AT5qn6mHUfjH+majia1azV6Th2HvGvtHS3lYJvp+vQpiKO9MDnD3nEfK"
    "svAz+b7peO2EVZkc/gSruYkcFebDS6qlR54gt8h1Hk24kp7QPFi5N8uOWNV18mU4OuwXdA4u0A/1sqCS8a1UFs1vA1fjZljiVvsa"
    "92jxEfKZs/UXYbZdntytxEv8bo7+0siTFnssnVJdFyzFE1sl6grdENousvpmh19nFkcXyXgfZQj5iAuYYamlH56itg/Zd1NBVOiN"
    "+NZQ+DyuXuNCOdMjZbgu9dD3968lIs03MgMS/XodLV/r6/DFTpH3IIHP14a/05FsL6XsrMvRZ8SQ++dqN/ieLeUW2B5WUXO+vKk7"
    "kqf9QpyRZrjiP/Gpxdj9p8nf5Scdq8XST1boW42c01qMJo9xrr5Y72/gn7bFfef+Wwds/V1VzVhEmhW85Yz6XSsuetGF2uELj39h"
    "63QuPdaEBuGTcpl0C26B5/2mDpRjpSu86JVytyzTe/UrPNV+sgjr3ie4UObo9TJWJ+DKz8AD3EcmcBdMoWc7XGrYU7uUaNbvMJ7s"
    "cjxtMcdWIWe1ylP1DOrWLcz5vsYouGbtSZvzAb7WxSyB37R7kKdnaH/5DHPaF3P9o/bVWdosyDAHuZ1Hg4kxn6Xc54LTntKo22ps"
    "lpu1sS76c7BCUYYrYotJkmXNqnUSWQyjDDncD2LE73v8tADzYzyy12AurKbe+qwflSgOvVM9/rCmHOl18PT/JHP1AW0VnCW7B1/r"
    "y3o2POCu8qasF5NLP+qLuphoWhvxd7PgOX1Kn8YK7KFHy2T4vr/gUz/qg3K1tBPLIpRjZl/jeFbQHp/uu+nuFkN3sprPp+RXcmhO"
    "0AKsf6EO0+VEVDs8iJMZqoz1uK3ZWRLz+DIx5utsH6c8x7nVOFq35ZdizFExYmzGs1VIykqXtGeLzpAbKA4ZkGFE3CruljO2bNcR"
    "SLW3sZtn4nPPyzPBU/q5Xop5PFUiZrdvfD1mmU7g/dfoe/DRSyHZDZOpUHPlF12F+42GTVaJ2ahWh+xSDa2zkXibSZ6bFOOoI1nn"
    "HrJOuIAVDmdLOsthUIP1VdZ5bsb4h8vBkDvWefSm/oR1fVus5/wHnIpCvBdjBuEgeUh2kmmsPzO2NCUSYZL3c5UFFj+8k0iDYxkN"
    "q4asXanTdM/Avr9KLyWaQJxcNTtJwp+SZ+RzxpwqPU9xJstTbBkP17u0k6R9n6my7iqjH+sN8hRjbdW+VvYRRvRXszZ6DZ7uYsz0"
    "82qVmJv1GJ/d3RMyaRI0wp7SG1o8EOu3+xDa8iqZjruOktV44p7SUf6uv2KSYjpTmmjPoLu8rLnshTtNNvjs6plizB/n6m3aXw/C"
    "in0tA4NH5XXstu4yx9gqZTF5mWP4f3sZQESgsyFPvtURwRAdpz3lEL0AK/6jzQ926n7yqcylfEplkfiUuFDKSkyH+mWzcw21sOme"
    "zZDEuxO/LMMqshg1teUeWuNp+0pXSfsa6VrfpVPLPrgr5VOdpJOkmx6qn2hrPOv7ulcwRQYEDXc6ZWitW1/e/ZgDw9+0PVSAu37N"
    "LgjzCxfreWQRyoU8aBsY13LzbGdRzMuGtYxYpFkX6djtj5Y8jZDnj2nkPimMuZD9DAX6JeTy3fBLtuDfAomzxriS3W21rDhyXWOF"
    "3LcpIizEiYp6EHbY1awmjaLjDmMgzQ40hz7esBWwUC+D73o/pIvxmZ2HKxXIs3qjtg+2zepsSCqbBH0v25Fm17yOWNi6TVgtqqdI"
    "ghq8ta/bjbMyrJ1sG0r8tmR51mFVe0pUBR5lnbsRn6CSUsvyPUt0BLHpciHfv9WJ+lZwk+RA2l0mC/VutfnvLi+QPf00uYlsoIWM"
    "MFeyJ6WA+PxlXLs9WH2QYPXycKIUJjxHrEl2h3G9r0zBPMdxvRMgPY2R0TK7mxi9MBR217HUilbvXhJmc+YpcmM4v/E0VoBeRHyZ"
    "AuwKYxTJ1TU8hydgPizj3h5S26FX1KGc7+Cjw1bxt4+cC+viKdzpIpyEszB7eWLSdgWexmo8/4nPWv3KOOqTBXiiSs/BUL/fySRg"
    "VHFV15tZ/x3LOhjCTmW2Ry1fHZfgM/j4p7j2g5Bel8Hj+B5aqU2TB+W7Ru4T1RB0kQi3zFnGKf0+aCd/D4qkXzAjMxxa/ZnUm8GA"
    "po9IKl0GOZur1Z6Nt9zrIZuFKzCuGZihPrR+biEqchmssFQjPZ7HQj5E2B0ZzxWnXkc4Po9KX+NlMbyoGni+LiU2RzU736xOsYws"
    "nyJbfBe7y41YPm6dPsteG5MPj4jLArhc2nect4tlHuyCzXqSvA85PBq74U/4/Di9i1J2C2T3EOyMdcQgbklNVUVN2ddXgmayXf0Z"
    "XwPXdKtu28gb/AFehuFOtYT9f6+YdXYoNElTOQRjLidzR5xo16ug/ZaIWW7z8LQ3sv4632PA214uYRWtPa1hncd0I582hxnu6kZj"
    "g/PVZMYB2I1DIQf7iOXRLDN2JyzjJXymHSTCm9gZFsAdRDRfjleuYMUTrC/y5hT5vqsaz8hl9QhWs2v8q2/BqjSL5l1mTCtYJe/0"
    "QiWevwd56lN6hLgalZjnJi/HXaz33vh5/sy6ihx8doxOZlVaEZ+6JlsLE4PlNYNedwlx97/HeR+Df3NwBZuPWVyVcyVBveEwSGPU"
    "n9WNoM0m2fGY8RU0xs6S9N2E0yAPPsV+/lU3SAt5Qt+FjPhYx8pJZJx3PBQds5jNIWtekvAdu8sgccz2KcqqBGRlnFhVxZBtsSxK"
    "fAlxqBQezNKsHV/r+//iPGm7siIo43GGapmBLsAcT9cNTR/CXn0bn3wfOvwmvR+20kt6uTyqCelMpPQU+Wmr4Y9ZjvoV3HeXwPqn"
    "CjDDA7FuucQHXABdOFN/D6Zgpxi28PsY02byU0/RwbjO1ey/XKfGULAO/6/Fa2O0FF5WCWZija/wbAUNtz1RbQrx/IMxm59gB14s"
    "beQxGa8fQHvcgFP3PHHXSsne0t7XayVZe2Kyfyh2YyF5ZB1iQS5GP1isr309PAqHCVmJsa/HU0/Aq/nwZC6CJXisGILoRv0Ir3SD"
    "5lnJjP5w7KIKP9MruDYHY1SmCe7WKtjFLifp0LmrGSHIYIRjiLNrUql9YPPtMJ7+JFu4Oyx/W0UP0GFsVWjDrBEDZBf4Mr1hGX6N"
    "3byRyBCz4BkYz0kBJUmSOJ0leJrtcUbzdI5kshq2in/v7zvqY5ASVVJNHVjLNZjmz6GhuY6VWiKlFbJ/dB0xMYr1cKzGLVKk36nD"
    "Nsrwu4aCd5q46pRyXvsizw5t0r+YtTF7UXfOZrdTxKo2opFulVXwA5dgFixjnAspt0YNW6wSO2AhrMOOxIBIQavWMH5j2KpVuNNI"
    "j5AaY/fOBvo5teyQN4yjk2R3uYpoiE9hHmdjBUbiJH6Dd1uIoVycg59jch+kwb5yjEyVV7ED/oa5GI8RPY3VWo7TcJIM06ehC2PM"
    "1hfjXJ8YbCH2T4ydUrWeh9CeYYBEyD2GIhTL4tA7HrmQGf5QR+gd+qgWyxXSQS8LfpfjMAtv4DoHSrX31V39V4pWcD/a/l9qXvgb"
    "/OXFkB2XSlXTA3QGzu31rAzMU8fRWwAb/gAxNrrWcolcA839lj4ZPCTHhbcHD4S/4xqfwUt/WNYzlmNc00uwWwbLafoQZuxNHS3t"
    "gotxUq7AepuMttNo9c9L2QExgr1jtr6z8NxbKI9S+hxs1IbXdKhspA+4hPVzhgLRBuvyGiRhoIdJd8zAr+Tm+RHnZYVWyF/UOGB7"
    "StL7K2s8I/BC6JgNHhvWzvr58NlcfMU4dAxzaZmeAVmShgTOozbfXk4RQ0y9SOfJmxjLeqKFTMFTb4CcH6t34dnGYcZWsto/hA8Z"
    "Qld2l3XEAlqjBwe301cow1k2ZONTsB97i6slK/C2U446jAlDpV6NtZgq+R4LPp9rvRF7+gFxnDiuxvF4r89X8awcKjuI9cbUQh6c"
    "B1ls2vgD3PsKfOoSmYjfz4IveStZGKfqKD1VjpNR2HeXBufAezTP+Cnspc/13OAy+CEribHQmXwbnYmBWcuZzIUNXQTrwEmZYo+d"
    "UUiU2uulJLxWWkE/DIOMvAlPuwFjPFymBVbhvgmzZZ1Uxwe/sXaqFXw74xJ9DXPyZ8igEqz+x9gv/eAXjdQnPQKw8+db0LZ1HC6G"
    "LVbu+znLsgi/1nF9KnbOCEjyY2hBr4UEsD01F89ofngu7KkC+gbWKTGL/Q3VnoPWRYOVlrmSfzGfzHNfYdy/4xpHyyg5AvNVg/XN"
    "09u9fijh91YyZhrT27EXj5PeQXO5Qt/AtwbgqfvorfpdeJI8F0zSH/C5l3FKZus9ek8Ts7m7y2vw+d/VSyAnbmS16ClErH4SkuJK"
    "WRRYj/4KXGkFfo81uRZr1htPsAW/706fNE4rciWe0+GKPSk747xWwoqr1HOYDzQk6YOZFbOe9E3wH1oQCWKzDsGuWUlfxmLQr+h1"
    "eK59yBazDLZ7f1mLu2ykjxCnl1frEdrSjNrZjB2H03cwmd7SWQZLs5TSftVaE9/ONNMpRIlwXOrmj8dYC91RHP9SgpV6D+GOO2HG"
    "ba1y2ftQyA6PnaGvBzaZi3mcplY5fiNk+euw2NbrP+EJHSMOISLJ/Wm4xwNlLfsiInuqmPVyzrIqyVZ3x5lncfFR9fgGC/HKx+QD"
    "WwOr4075AidwAWb/OtkWBBPjJi6HXWHXfoEx7nmsZo1pVLnqvhNIhN2S2aZMijKeX55FtVePl2iaZICUMoYf+cHVWNt1xMIqpKyr"
    "y7tkPJJLFayCcfAO86nJ7XQ8h7Nka9LwCI4Vw5ktgryfjXEXY89YNP8ZYh4l6SO7GHot9rRjR6rMcmBkqGtj5GAyxKUq7NaqLAtO"
    "VFGZZJ2a4Y9UwCo0LX4EVrmjmB8+BLN4K3ykHP2LHIVXZmHfvYtn+Ds+d9028dy53tpqdZ3V17EmoYb9H6ZLwmxmzaob495rz+N8"
    "vS+GSuE6Tsp9tHY17AbjahsEG6vC2zdbOCuu5jdJyW81jgNkb2qEfvRh2vrnd/Z8O6ljr7E5OYX56hj907iPLPWXfA2zXdq2u0LW"
    "mL8me8n2mJlPieX6rZqVvQo6zvoj9pX7odn6QhIPke/ZO/gNdoB1PK/DaazUcyELzIeeqAth/fwJ8kphiRyO1+pQSZKeIcewt06H"
    "D7mTmAW8CraEcbKNwX7ojm+cw8xvLWV1d9a2fquj+TzVvmqjiv8O9Fe1eHCM8iFJhlirfP0dMnnb2FAaXu2GESUs5tgfn61kx5qh"
    "vVQSa+tMXGscI8iO33M5Pun4OlcS1zcBW3Yi2WbjjEibr7C9RJx4FvnZgc/TRVzfdgmt4BrGq936ridzQlRrnqANkNTz5Cs/vt6M"
    "aFbqZFrhlbB9Tmd2P828YaHHbEp7nh/77RTqzhr2mbs8whDZThzeadtGrhay4nKhz3ueTIY3G88elPsVOonfqYDtcaH/TjPPeBlF"
    "pU4k3pHzI99gB8ej8OaGyT9gSd8lP+tjkO8x8kbVx/8KszxE1iOwY4PoWXau6+LK23vtrbScE+SjcrjaKc5HJc7vEmZOzK7Lw98d"
    "oXEKMLNvYsyG4nop5ddPuO9y/NsWu7YNxpjhWlbT2jGP4FBc/RpJcOcaHv1VEpKJ3eWGzZZ/HOftB0h8y3J0g3auxY5KMD6dytrw"
    "d7E6xa3oWsiJfGpry5dYb/ZP+j11x1zmgc7Eab8fXtH3OjPoKzNhbd2AXTCK8rPay8l+vt7H5X0Mef8U2b/JkU3PzBwVXhR8mkkF"
    "2wWn6LhM3GdibybXSdJzWZVyZxiyakjkADerHXz9e8x3dV3IWk7HtVTuGeKS/P4qevZ25ePh+xoj3ih5Rz+Qg4OH5Vxo5jP1Lv01"
    "SIeTtCW7uqrZ0VumdzMyYzpkJiS846tI/4fePmHdsUU22kiEMeww73b5D6wehd7vqWUH2kaPqOFwEksZhyvXc+VTntvHxNb2UOj6"
    "QlaRG9t5LfzfMtpG++Hzu2Fv92SG5BXce5SPsCU8qnjCx1i+1E6Spr+4K+zt2XqtLGdXhPPpDM3CqutWseohZEXrm5IPWTxGRkpL"
    "jO0jLQ17Ym2nMep8pthoDB2jJaziYqz/HuJQ4geLMTbNZG4+Se92T7G+CYu+Z+i7x6H9TDaNhxy6EhJ+DSuJC7GuUyHfSyDzJsMD"
    "sq63+YwCfiJL9Xl5EPtvgKwIVzciLY/FeN2adJOM7yFJMH+yDvevwNiLGTevhTWwhd1Kp8JGXIQ5HQAPqQPRRw/A2bgUs72K9fBl"
    "kJZpatcE7NgUtWwt+6QtkjGUteAZao5av8r/vfS/Undp8rEWh3vrFxjXIljVOwcj5RTL22uTYCh0YmfZVY/CrJyvLYIvtEWTqyj3"
    "3mBGvZx4XpsoiytpnRqKjNWhr6MGL+W5f0isVuFNcqXbn7vERUuOEscJXYBnqWB+02EoTsaKXiPl6jjC0tnoWxljTVXcVzF2dyrr"
    "0DM4V0lGuDeQaekM7KT9IUFOkoe0jxgn0jB5TutzKNZHLlR2XjvMol0k5dFKrmFdyGFyPjzZUsPfkQHyd30U++5AeGcdxUkrs8tu"
    "8mxDIdkeElsxwtRFLhNkX4n6WyIM9yi2mfDazSIrNxKZMM66wC3wV0yDPsua0wzx26poP83P8pd08HJd6vXVNPTOKVibD+Ad9JaB"
    "MhS7/HrIo3v0NCLcuAy8+U4lrAlKsuPkUdaLFjEjegmz5KHPxleRaaqub8D96evrI6q0hYT/4XkSzBOGjObvIlFtz2p2NKW9FdCN"
    "M9rDM3FnGP1xbIxR/6LJ49txQhve1w/qE7AUOkB+7AbLdoJaNroD/O4trK+pZZeT2VcnStTRuBASaE9pL9PIJ5On5+Pe1mdQBV1l"
    "e6s9/foUu+PPh67sRpQLQ8j5jBbDLEj0efoQJM9avUJeztZktCZS/Na8jxl1TGKRDM/42HfDXRcxj/Wd8jjlQ4iik4a9lKt7Swl3"
    "z0xi+hzNOEgZzkSKdonL5Cc82kuKp3cEpForjLZMXa2BcUo1hSy8mqcryQxDHFK6ED+3ZT3cpkZGnYLvZPmFFDkf4sRI7gK74Wcx"
    "BJ7WYgiqGXq7hqtYTdvVbMauYuiyL0O/vEyP+jPIH8NOL/CZ6rivDrlThkFaL9SI97VZFgWppThtt4GRSrc29sRltJhLcA9XNWZ8"
    "DK09cr/D4k824lH+u351FTa1RIG9QGqJRm6oVqX6LvMYM7KYDLVbfSdi8HO4sxlirIZkUHYsYx+TscKxHyvtubvZbVDmOeyaSlW2"
    "IzMDmeZ8wgx5r6Je3GS2/y3pURnSlKx59HZT9DRjWSzEOP2t0LPpFVPbmyQ3nO5CfY9ZH0PFbgx/VLOcWe7PAEbn01lG3orsDtnf"
    "Y3O3xfxWEwMrQx8vlxUkZcRGM1anKURVL4Z0X4m1zIPee54jN5utG1dOiVYcMSTak9VhYm2f9bYGBxPkbLkD//2mDxgGYGh3ekJO"
    "Cudyvv/sZ34LJZ1F6vIYCw697xj3OHe1/pRu0oTWWXmmb4/zCKwOZddiRKexGtAhxuc1Yh8UkU9toNg1r8KnphGDskSrt8r47uC9"
    "WbfTV8K7LIYvaEind8jxzD9eBH/+YMxJWdaTqPV8q5WMyn4gjtOgyGf9Q+4ze8ZXgiqc0E6Q+3/FDjpHdsQsHa336jN6jNR4VsM4"
    "s642xqF4zeK8Y7I6xGTIXnK1Z3yOwxdLeayd82WZTueeKtDryf1rlS9HEbXOulhryKg1kfmMuBrT4yc6NKhgzDPOSPt/1s3Cjql8"
    "yg7rI7e6Khtrpe7LuslB7IJMM4YeegyNDDHY/8h32vK+9nN7sQqIgOzfF3Cec4msVIdNN8xj2Jbiae+VtNeWceKjubqtofA+HsC3"
    "CvRxXHXHYAZ+vj24Hlb1Bv0Zmth6rdfrrXIiVucEPP1O+DeV9cSTjG9X0RO3znZDQMon0lkc36/Cq4bLn0Pk+YbYE8twzTVkU9hE"
    "LqSpOA9zYCm1krl6DSsmrR5jvfFGSBcxWf0GXtmDVQLuKY+X0MeFF+gE/D4R+vZlXR8Mw+qs06u0s7Zp8iLenYTzkvZSsCKr43ow"
    "v1FCLbUYd6mm112Gne34uA/yzCgOF67YR1dXs1vS4jr9ZLCMh2VaSP97ObyV8TzTIT02qy+phSVdxN05F78bp1YhtMyP+gDsnVnw"
    "Uk6W0LMN2r89GcdyMaHaLAfxblnEnGjWx+jHcqOMhqU8FmfmE70No7gEu/zP0l/quOQjJvFq2jlnwJp35zlVb5eYtTsfc/cNq7He"
    "he/6OOy8gfI7MYJrWeNocfSZ2OfVzNzfIwuxqhPFdf7Xcia24LPlRIit0oa5VQzN1GbqaGa048zULsH1r4UcWYZRNIX8XArJWKS7"
    "w/ZJ6e/yFWzqT2E9XwFvqqu8i8+Yt/UeVv1mcTNU6Z+2klmBtRjraZjXIyFZLMIxE17Us9jn03GVldopiMPerNVyvw+acZ4DX9v9"
    "qz4ljpElhnm1aF8LoiI5thvHXhzVRw/yz+M0XkW9dw72tkiRnpqd5xqyGQbiuPjWsNJapO6dpvQebIcUagf6+3F9lRWunxBzxfXK"
    "D5MIMcPuM81ris1k2nLvDKUkGuvRchwmZzntNHdGLxTH692QPk2zIqYQkqQCZ3ABnuVU+QLreTz0ikP2znA/xjwft8PmNNma8Pst"
    "5TWUY6gahfWcj93bTR6HrW+1e2/JU7p8m+K92+JRblsMsqPvDArVdQbF/PP8/z+2hvdBHFbrEtpWlkF2fePPcOz/q7HFyJSynUeR"
    "Cr3sMuvlKu6ctvx8ATkPkoz2lTSCnLQt+JY/EY3LEDs/D/Jwl1GwMHaTTzAvDWdFFkHbWObubn1V39XX4CcYfm2ljJaI1duk2XXi"
    "MmdmNy+ClF/LqharI7uRHeXvwMu3WqPdZZQ+xLko8N7xzsxHd8Gnenm5sLvXKBaN2oH1AbWe4aOSGTbzddfA+jVkp5WQfF+p4Z4c"
    "BJk4k1h6VlVjWsoq+M4g9n0NmXWtNvI6sex5lR4uVjVyhRwBy38LNO9Mejp7Si/53SPlr+edjiAi9hpWgyXpK5XgtQexXvmsy2wm"
    "hwaX6y+Qqt9C7ibD0Xh1LPs4056hNAN7K/T4qVYhPw6/l2M147QzCqkFV+FJzE4aBg1fycqAGFFSzyZK4jJy7tRfbav6CxnPyMAn"
    "fkUfg+SeDWnyJWTII/o9nvlNOSOoi2dEDA7tyQCo0CbObp2rLTxGYIaVbuZvrsOT7wbvu1pfwoxmmNUsJBpfQzHiS2HFbw/9lAO9"
    "N1Erw5vkBD0H/k+fwE7hn7ymneZjnU4KfogZs96udewZMDsth5xxMTzDFNgIMTKavgsZu4/cJsvlNf0Ov70Ou/VMeV3PD37Tr8ie"
    "PRlXOtljuVzE+XDR7ThjHqZpryFGWAo6r5i1qZV4PrvfA7LBZyRqaO04NI8CygObs1YScQTW1bQ5LiEXmz5eInTEuN+t5YxcJvj7"
    "icRISZP3toqcnIalYT7SaEajknj6HeFxHStvEAnnfJmNM7aaHDGGwV/g89UluE+cnn817M0RsCtWkBWilp1RVex8vFJWw0aqQ+eL"
    "s9LnPH+K8mBdpfR5fOcuHaK36trwNVgG+zTZSXZuhJ/pTL9Sc3SzRlzL5bC9YInoB0GOvKx/k30hEfaVg/V0WRV+qdsHSazONOhW"
    "hxBhPv1OUi5JZo97w35+m+ylNXo7NMJNOPXr1KrgH4EUTtTDnXQx8zawrF+BfXCLbMQTLCeXz3byM+yvr4kkNFxWZG2otFZluQ47"
    "ev2tntM67vnCLNbyJWY27S3suN4nxYyD/LGsk4bAEzGI1B9B3Fumu0mt1sdgsn/z9WlYp4PpmVaR1XaUfAQvqxf39V3EnHI7Bt6Y"
    "bCCmXa3na1P2ykW+RnsxJMmDpZSYB7YPSsn2Z7b2GTIieEJvC+/ECZqI2Z0QvqKPyiL5QD/DvVN+D7tTXkxpZ7WAM7FuX0NWfood"
    "+gksxVPlUtjvF8keRJC2qsm98YRD2bNu9mU12bQzvk4vDs8mzt6jBE960uNsWkT8LH9qM2Szq2CEsgsZvw3z+WV67KY/cuCVzMIo"
    "+sLTel4fDdbJDO0CKdqcaxmHB5uhtlzBGElHsX1XDJ/tNszhZD2kSQG022mQT/fqc3obdOxeYrX9ZulZzPor1nIYM9X7kD7zoRe6"
    "wBargY3fDJ7kT3o5Tsx46IhuMg6fGyQvQOvk4vO/65OQ+OsZn7Cs2IOyGRJqkVgN8XL9Xk0v1fWCpn2FglVmPqI/QLr+IOdBl66W"
    "/bCPx2H+jsGYc3G+N7KGeTXm+WnYlYbM8gas8yQ5jaNz5dA/i3H2HBLw8Tizg4lUnKT3v5nWTY3Pddla3Mv4o9VfFXOmcz1X2rGs"
    "GzqeGcVaVrzMhi29H3PGk2FNFHiE0suISVwCqZZk9LEfZrGc2RFbZ6uu68S+iclW/yMJPuegRr4TY5QzSc1zLPOtxnC3jraZyAHQ"
    "DVVq1arLYI0Y5rn1lVfi+k2hDcrYwVMB39UQANfpPniGTr6azOK3Lm7rajCrWBOUgqSdjW/X+hjlDtLD52LEI885hkYXEdzEubBZ"
    "+yejoyvExVetgvwIxkBj8DmsR2Qmnm4xbPUjpCRsjxVoDf33ebgSztJL4TiM8LZgpya2i823HSiuVzDhpWgNtMEN2MOh3AvbY5H+"
    "JMbc/g/IuWcaqYSZqXfgvr3FzsjemAmr5b1JzhXrqJ5NDZPxnDFmYfWXv/D53iA6YClnZTb9EYcxUcs8ukNBs/P+F0afa1mdv4l1"
    "Lg6L0+ww+8R7YhWLv3i2mjLWJT+COxg68gW03aqIjWnohCEj30Xk9yjWgbA07tFv5Emsam8xPOsC+VI6eUZq9Qz2GW+n9MaMz4Ye"
    "WWXYWEFf+RnyvidOxoVilZl1eHnO7g18NsO+WawnEDNQve3s5Gsa5+l4eP0pjbBKlNosRoRWp0U6SCTPWzCupKxxMgtyKGue8lgl"
    "YBX192M/9xHDs42RYxFevVhve5nemc0nGfaveX8RS9fecpF+Jz+Q7df6dsPgBfmrPqWH6STau1Yp4UbaTurzwTtUX/dO73rvbItm"
    "cjUoZ8gi9salKDfixLNsGGvC+o2a+siK7ZD9oR+d/NlR9pRjZJ/gH/pXnMI+8hp+W6Mvaldytccoi26ROGVyXE+RxeyAjtWLlqbJ"
    "tzyIq9JPLpIp0Gwb5Rroo1f0z9A3L5CN3HG5R/ORJotygtFSi4slmWWKsbakhBHVaj1HKrKolzHfd5rkapwvf8eIbE0mexb4DDtC"
    "za+YirNzD356HFpmDp7+I/gBfXHOzsJutT5Pk8lJVnovwIg/4Ozsyi7JfmIdnYaPeIQcj33xkx7IfkaTjNZNV+nz63HGicIsDqtm"
    "ET47cFea9m/n8TbjtGNrGEk7jZi8g7kqUUQqka0rsf6aymxvj52CWj5XHnT1h7CithCzrJ/EGG+sYufkTHLMusyV+M4UhwoyDbMx"
    "jVLfWZMl1M3JRn3NhrGBGvpOBzkQs7XSczJu5r2LIP/thBZTArv8Yx+pZA9AAiffxV1SPtvlbHv77RJY/yfqzXIKnnSknCQtMIfd"
    "ZAQ8nCK9A9p4EXZMOXbocHkU0mQ9tIHhaNZkK/LKs5lZ00zGuW7VfoZE3A62dhq+yHYyFHNvkdXfdZ4+LM4fT3vW2gTndFMWXypa"
    "F5e1qfLsYppFVI3YxSqwD10eoIzVr4bAuaOUsMJDWc1Z10XtWMMq/PdbiuOHrqsxirh6o/xVnNom5ruDxuP/87w0KWaN1p/+X+IH"
    "KaLM9hXD6rdq9hH4aa4a28iTng9MfeWI2evvMi7RETbSJjI7tYZfYZhz65htGQhL09hapxMluxRz+hlG9qr8om9z3K2ktYRZJHnV"
    "+hxhbXxOWepxKg7R7rDc74X11EqPDCbKEdBu12EsuwXdcBrzIA+GQY7Mwkp/KVZhYF1L29IXugkaaBoxRVfpWnhpd2N/LWFs9VBW"
    "HWzg6Dt4tjan+9wTlHl80QiDx9XX5HH/WuQhn/ImYHfnZ7jTWtbLue7VuK9hyuh1kqzXvef8r325p5xdl2bHerWX067+yercalj5"
    "tI+kfYSp1PPdbMZ5uwsa6BtYLDvIcn1OzHeeAzs3ZD6slPvI/OQTfURge7kL33pWSpntr4Z+eACeyhd4hkHQXT9jpffwnTHHyZ2Y"
    "66WY8+tZ+Trc4xFGneo2tlYyREfBA3semuBk3B8+o/yoSyEx4+F9kOR/w55oI9VhF+kBL+VbvD9ALBpSSgz6DJ/7OGIfW856B9iS"
    "LhIU42yuw50T1GKlWitLYcnPgESZC5l9I3yH6fqEscHpnbD7SplprWTNVyWRLSvI3PwBdk4P7NL18BCukIMh/ddAAgyThnNtB8ua"
    "cC73/KxwELyHR5us1Sa6czAYdv2p9ElcJ+dNrE1Jeia1BbxSxuOuOsbs+fBVSnC/zhJ1VB3LKvU0Iw2XEbkg47s1q6mvMxy1VRW5"
    "HtQO4vAF7J1V1CQNodKoToR0qPBy/3Tf/2YRtt7MkCWzPcht6EnXcCV3EvXypS776a6aS83rXj2bZ7fIV+6uYA2gs6mHE6/HMUI0"
    "PLZX8J4h6a6D5X2/Dg4+D6x3vg8s/GvoUTiP0PyXF4hq8hDOZDP6zTHGyyqYiUtQUq1VV2cQSd0a9nqKXE0c1+jEutyMq6LIxUr9"
    "ICMxhhXwJ17Bjhilr8MDnqBLYBOa/zSbNq3yOZJEE7c/fbFzr9Dz9GWs+3BpHmzUD/VJaMINkmZOqcjPgcO5H4j77y3OFkj5HFiK"
    "sZo46zkblkgmG/aQOs0vEknIfFjHLmZorDi/yres+jwKu/lh3YBd/R5jiKswuj3gWX2EUZ3MWrdSZjxsXGNwnwpauGYlGNb7TB/F"
    "KfD5sUt8j95seMUluJah8RYRrbmaEi3BeKgxU1bziobCYtbjJnbIrWRVeR7G9BPeL/JR7wwZKwwvIofd4jV8vUjvC3L1Knj8A2Qp"
    "zuCXkHs3yh46Wt9uhE+iBN5ONStwQnrShdmaRnfOij3jdgoWcMbbs/X1SvRzMx+XqcrWHqdZfxDVHlfo6/j/JJ6eE3Fi+pDDMcO6"
    "gBKM5yJJ+17aKGNZCHtyd+klKzx7eowWlavOctqtjh05qv2VrTjE4n69d5EomiBbcWk6r9ewx+U/IFMktDE24rqoVF0P+w4ekXU3"
    "iaqgIl9EiEAkHkN59+xd4r6vvo24jFcxPcQkfeVF+gz809+9ve1yHo6f4jJxFkS+Rn6gIXZGkUjb8WMp1ZyN8w1Hs5wx9EnQZRvh"
    "mZudnaM/kvdEIefLGvGd98xq1Lq8a1Oep7Pka/Zihr4O6SExPuA55HjuQnwE9/meEvq4lknii7GmS31Ws5rc22Ues7wh9MJKVjuV"
    "+HsXeNm6GB5ykhHbU6nfD+RdVrEKoNxfZTu/R0Pf8Z+hh9lMDodGnEdE782M3BXgp3/ISthvCdomFbAFUvTzz+ApizHnscVbiWnW"
    "r6Q8elgtM2QnSV2VY5Qbb8Ya+TDL5q0edbwFvjOJ1YalxG5LsU5gkobSMJfCYEn4Lou0ul68qH/2BqxTC67UMtaXfSztsK/vlNn0"
    "nVw8J+mv2p4MOaZffvJo8C2IVKTEHh0il/h96RADmmU5pUOuwjJfl7SH19ImMc6jTq/BfK1mVUIHsUz9ebD8SrO4CRZVu4q7qJba"
    "Rem/WKbiY3EeXjGvbXO6HHbxHF/BtcrvRhtbxuNGRX/aSjrb3x56q9rNTj8Jfb2l63SPkffPVulj1q7H6aW5bOGfZTtyslmP5gL8"
    "e61YD1uGzGwZnzGL2CYdvotDxQkpmzPkbt6R1X69dLwM15dliFyl3WFZnwZr7F55UroxutQGe2pvcRVyRxDJ3669Ut8IpmPGWsO6"
    "mQsb8wDMw2J91qPGVGMWHX59FWe7wGMuZIjJVJmVOilvdzRc/+aqj0vJARBmOfFSrNYw1On1sBqqYYUkIB1s/x3HSvs87Kad4f1V"
    "EZP/QbEszf5SSQSLKpyJtzEj5qdfKGYxfiI/c+93kmqfM4tyaE4i217pKPU57ev0R5KZWfVYRJEUs9dLocNKaAOqWqx9F1lHf7Nc"
    "L5cOfMfFRK3mNsl9Pk6Mf3QLfbaQEfEyj9Zj9U57Qip9AEu6GM9gu6oCUmMDO3UqaR99Sys5BQ+4ELblZZiHMVhjQ6HbBatym3ys"
    "L8pnMhZ27xxcY5KeI6tg0feSKax0elsek1m4w1LmBIuZNf8J0ikXM/8Ta7nKiRVmvY4baUubpFmrt8HGnqYPSCc5EvbdKTJS3oZ9"
    "v5MMhi/peludpqhkzVCI68Y9p0rC73T7u4308NZmQ/5p0ttvyvEpec2UfcOtAuMz+yc+8bNeoY9ITfit7ionwybbU46AvfAaXluK"
    "V9ZjBSZgZ32HU3aB/iOYra/JVzhdFfqq9oQ1sZvsr+8G5f4+HVlxZLGzNPHwY/BhF2JtrLL/Q0iqq8WQAGwG10nDOBh1mtT91N5L"
    "pYRHelHqlxixG5K+bsROpsUbxmGWbpGQ1naMNQG/EdEqjZVzuPgPYuyTsQeWsiY8Q2Qmh+WzCf8+JTXMjN8vSyD1VmOOftc7dA38"
    "sMdxMtrAhp6gXbHihdChc/FEd2HOX5J50Kz19/d2W1kWSR/9t84UQ4vJoUzagj2XyNZVZTz7S1efi9Rs1WmKUS+T22mel0g67yi6"
    "FUJPkjUCG4hRZNatVfJ+xZ6nftiLJ/PbTWUlfZ5efMqWMlAazqOnOOYkdf19EvN1aIYmdz85yVbpDXIfVvUzLZU1OJ3z5TPsl/fl"
    "RX1ON8N+PgK2PbwMeFEtggs8+4PjUN9T1EfeU7THC2lt1pAVPM3oYS1sc+Od6ZSNErXL1nSEnL2458st42ubKOGvZeQ2Bmns+Aos"
    "G38N2WhryKxXSL1TC+u0s5xMi6iYmDDrsFsuIstg12CeuszLYpyNSUT2KaImScDOz9H3MGurdGiQk+0w3rozzbqZhsuHxnKo9+Hk"
    "7CET5C3DCMBefxEW8NYazOo6uovN/i5yWTBHrcvL6tFqsDcrMYKuOGk3yd9h118Mm/1njPtnbYeR/kWPCpr78532aMUu8q2U4lH9"
    "eiU1cUhcm2J8ziwT86g6+ZrmGp8LLmJVep4mWV+yklJyGuw6i/A5btsXxbFJmPza7LkgSqlrmnrU0j3EWbxuz94kh4hVAT4An2Yy"
    "dtgNrJ4okzcha2xW87neLYNJ0IJ58LMGyizi3Ti7pbVEHW270NsbG67NTAo6NRnW5GwtCD+lBXOMHEaZZjJ8HHFM1vm+tlLaVtY1"
    "BW/Hd6Bs9FioOZ5VbAb03BcegauLnApf70zZ2bOsmT2RYqS2mh5ESltJzNdJDBKHP+BiKfsSNz2t5/r+R5dZiftun1odD5mzkvWo"
    "1/EcmkaeDYnhenR3lVSWY2f7LKLaYMzCY7ifnYnhYnzEj0A/fN0IV7OryY/pv2pa41UyRqGXoK8XQVYVQdv0lt1ha43G/PfQ9sF9"
    "YpiqXxtWF9b6PdzxXoz9Xnkcsm9n6KsF+ghG/RK8pVHEBQrhx0T5WVf3mfE2ZojxObTICm97miw5SFxvRTNxXbO1eriXVrneap7t"
    "4zuuU+92sdrSO/RFrPAc3SGoxZhSkAf3yncyEtcrV+MD60ruphwiipTrNGKj1lXvpz2WtxvZGo+OZX7WabCZHY9Nmrp6I+ahlqv6"
    "DefSfaora7utJssi+mPkN+z3FbjrRHjkt3ienhLKxVpq531ph5d4zZT2EUgl75nzzKx6pRN2ipPUe/v60rTX4reyQyzlK/SX+vp2"
    "iyathNec5lzZSejje8ucZtjOI+dEvqdJ03mM5fYkc9NLsHgWij3BZ9BME7S3zGWWr79YVGCMmv56SK5pFFW9o6T8HUK/5s5Pn66d"
    "KV9L9T0i7fyOmdhHrIbtWn1FRoUb9W7smDeh3R4WY1M/S+7H5ybofOzk2izP+WbMZzJrN25Xr2utTo/+DbtyXrZGxeyaxV4rPoYr"
    "/ZJFqDOtsoSfmInrLsNvQ2WEzMeTvo+nXot9PBc/34A9NQQjWYA9OgC+0jG42hatyXazRZWoe/q7pdhLWYI9b0zFK5mRDHBSrWv2"
    "aAl9BLCWuGxDIEGcfJwk0xl3TtO/cdXkq7kPAtlLrCNvoT4BfZkPK9EiSIPkFbw2BRJ6vt7jvZUcvNJbTIPnEc0sxahjhed8KfT9"
    "t6MZs+8j90h7fHJHserzc4KR8NGnYhdXER06pJe/iQg1Kb+SkcxxcZLQe7iLqTmU2ULrJ2kGiycXksOxzbicivtmf0n52GfrLNdc"
    "S4nWsYyfKaclHmatmD/5E5ZiNVaCnUAraJ+ZDjpQToM+3hkz8ypzB/OwBtfB7t8Aa8wsArOJTiDmZ4RnWsho97ZU/s5jfMXyXAcH"
    "1iXzI/bAlxjLdfKi/M5q/Upm28qgufIhwY3JL8lzebmExAN2jKVWoWrrMd9788pPWH1cP9Zs5us/2eOa1k/ZD19EK2Ujawnukm8p"
    "uwsZ69wAm6s5OQKrWAnSjAgTFic5kxzwWzwr4mwJKfUcVrfJtXxozoY7oRt+Z2Y9/INwK/yDtv/hOwWUR9tytW15p+ERKBl0hZWW"
    "qWy0zbi+7efLaX1ErH8uDjbtD54D27HtIZMM520zEUrMHr8Qp9n68mbgnC3EzmqBEW6P3VhEfDQXzaliTWc+61lcpOfsRio6Ur66"
    "rMJHwrdQXg6RfcTYwQaQS3CDHsFz+C6uei89jD3EYU9X65V4imaQVGZLL4B9uw88n1JqbBvNVN6zB1nhejAblYvTtTtG3xE2d1ex"
    "qtCzg5WMuqVoRVWqcdkao/oq/R73mYf77ihj9B9ElzH21m7wXw3dIpbt6ovkvHoUgVbioj1dJUIrsSc7MWgBf9rqOS2XvBqejv0+"
    "Nbs6DtUw7VfKoew2zARvHTOG5DsFc3C1rGD1wyOUKDaaQ0U9LmdkJZjnfwNW9OLgZvi1I+G/9JducpEO0sf1dK3LUEeSLsrpjJBe"
    "4jR2HhG5K3inDYYcCG3wmf4A+Xm97CejMZIfoD+q5CKp9qx91se6mXlC41vtJpdgnYoZjyjCyhZzxa2aIkf3l/3hcR4nt8Be7wWv"
    "8zuP3vqCLJVXcZdcNV7S5Xj+GfBVFkMSVcrVwWp6uxdwFZfpb5SvFjt8V3rK97oDPLY1uPMc/R4WQSfolvX6He56DuTPTHo5kClY"
    "AYfpuh5WnWFT3CZPwraYCVn5I769RNNyq1xOBNaE7/JwjOdpjVDXnD23RL9Qpz1iWOMc6Mi19KgqYe+b5fQ1Kz7m653Yi/+UA+Up"
    "/Yts5gk168xQqVfr1j1zUazS/liHWg1xyIqgnUv1czmOiKzrdWDwOU5+BT3aIkabLeb1I2Tvz/BVL8Tz3QG9sH1wQbhJh8FOOVkG"
    "SX3U1K3/LNQDpJBnPQFrrQhnOMHO+nWN4KVlIAkKsdddVvp07mEXHV2N3b0Hztoucp+8hr35hE7WzzFTrzNX0THLTFM/KtJwpKSx"
    "d5ynYzENw2DqL0myza1jnifps8MOJT3js2pP6yXYFTfpdJkuk+CfnCfGXXcwTmcHcmunfQ+dQ4npRKSYDNe7s6whS6ut0iCp8CjB"
    "O7IKPEUUyAL9kOjdpYzx1vi1iSTvSFlGf/3fOeD3kRwf642xDrYmy4qQZJ9vhmwebSTqDRPZ3e8XqxzII3J6tdWGYm8UaTv4qSuJ"
    "Ym/VRtsz9pDmqDL6V3HSthPu0oLZ+WS2As6k2HhYbPN1JxmLu1n2ta9YN9g+wa5+P279J9wqNhPFeU6kPaWQyhaDK2UXiOubjnmc"
    "YZOMWxhzcB0vSa/vM3ojK2YL9Qw5nXmkMnq6ZaxF+Bi7ewNPdiA7wINpjfV4Vh6SVnI1faUC7LtfISdmQyIsh6wYJM2CBO/pWD1L"
    "fGxlsI8h1FWXRCgI20vE6ZDmqs8hV7oh0fXHThshd5P91rE+FRM7I0Veymp4lxWwU86GXfwneVxvhKxZobdi5l4IvsWMNhWrUP0R"
    "O2whZNsy/HePjJSN2TXPeB88zgzrZbCcJuHVHcSqVVZhZ7aFhHpZJsNTXkC26Km4f1c8/VI1z3sWZuwmuVGi/uqBzEFOVYfFshby"
    "YK0ay8gqWNP34tMToac34b+bmpRTaqWou7dQrhUS9eF5MdaBfcX6ZeLEMMpn9NmwfFrLfh7X4GJox12wE0t0AJ5nV3nB+7kx5iLy"
    "OI4aHYX338Z+7CW/YnXm6f3wDrs3Wac/6Wl6veZjnioZOaxgxj6flQK5eKrbcZamQWoUQye0lnF6dLBBh8sD0N+b6JslWXljCG3r"
    "eEdDQv+CUWnzViZipyzGa6twxRXYS9Mg2R2W7BLuPMNKMLSByyXKsdRxSrvo7F5SxnibWxeHzGp5WnciF+P5NmDEh+AKczHujjIK"
    "u+VHVgamiLMQ0j8qYGdIhpmidV4SGO7Bc9gLDjGwAFL09GxnvmT9skrKnFqveWPQew6Tcr2+x+hMymP+uUrw5r6zPcQO6YyZ3gla"
    "r1zvlpcwdzWQdRXh5EZR75NZLyY61TtzLGVE71RK99Az3ruTWoR9qr6aIcriGpbzWj1FSrLWa5zPYegHi3huK8iD7lgZa6hZE+Qj"
    "7fkfUbDWNsoKGtuKJzvCbbCfG75aw++kMbM2mqOI23SQmA7ZmcxVdRozzK5Si2znUv0/ITEA7KfLZYmP36YpK8zf2oc+jxKV22ES"
    "OqT75qI+c2YsGGOwe0frBKz8wCY5sH6+g227iDZ3gtV+SVYpVcGf/Cuk0bZxJG4LX8EfyzncMOpjFaXhEXitlvFHV+OZ9NmgKq5U"
    "IastrNbb5HSxvkl57T7RUx6VDCPC5p3fKt1lIOuBinV/RhDfwB6cyD3d3FdBtpao+lYZr34UssF4rZvKwUEPVpFPgMS0+FgxdGsN"
    "a/b7Qv8Y8mExtGgOVmULnqkZrUNjmnesgHFmoCOmbJH+3ueq4Z74K6vzXsW1VsB+Pwz2WhP5Dt99WH6CRZ0rlvmyuP0qfO4XeQxr"
    "Pl0bjt1m6uHTqD+/df3smkWbcHtXfQ15ga8TtXdc7O54Pyers9JAibunnO/Gqngb3gd9ZK2PFTsPY0dxWZG0zmX2M0nr0XIazYkz"
    "ZoxwLrJymESIlBU+5rqrHKirguHypHyk/XB2nsezt5Wv4Dv8GmYwQy4/4LrvXA42pdf4CpJm/NdsjsM9a3x+IxZXOlujYBhqyWy/"
    "esLnG0PmG5M+j66szK5mHrSGV64gAlic9QCDZZX8Aon1tfxN34LfsmewOOwgf9JCPM0LZC3KIyfNwfBUCzCzK2HrWF3TDmI1k79K"
    "IXvebb2XQoNW4Z2W2CvD8dxJrFQpa65msSszkWUzdz2Mx4qrai/zHT71exUjfOU81ivHWI2WYV2BPffx4thx4l7qJzj//Zhr2Fmc"
    "Toyzos3NxVBxdtOLcgxmtAfGuVnfD5qGOZleTdfoWF0qJhvfJfOkjfAQ1jNcIZrlKnLx9qYSYW/2IoahQ1q1Wb2SXfNn4PzmQGe0"
    "kqflfDlX2slbejxW6ATMc5VUhw9IJls3Uc5q+ZD1TAtoe1uV+W48kVWQ8QnyE9UyQxJJ8HzGuRKURP1lL1iXCc5qmrGCBGMaCWrk"
    "fNgzxme+AJ7pEFgBE2GhjNW/Y86vlpmYmZawHYux5x+FzdFTbMTG1lDCOpUnaDUm6Wk47/UwYnWk/Fyb77CfuE7Rhs/cesilljJD"
    "Ld+5AjOfwKwatvF1rICogJXxIkY7nn1exoNeDMsuQW30HJ90PFkJrGI3RzsGUyhLq7l7yzGCs5gtfEsWe5uuhFiBFuU7QlwPZXPW"
    "Pl/CmtiMj+Al1eXJp+idOPmGMjkUFvFifPsayPR5sCx3anq6XAV7YGl4vVwUjs28infPlV2aXArvOa4O8SqX1tM6yrsvdRWfeWuP"
    "UaQPLSpjvUpwZ7pIdZWvYWwFa/53ZvyqOTu/4aQUaJHM0gvhbyV44kOfkbB9YHUgfeD7LPE45K6+yKJie8pdYgh4i71XmfCIPTnY"
    "ScPkEpmKtXd9cSWsy9iPPa5dYat2rTfqyELZnqO+sskx2Hn36N/0DdisPfVkWJB3BhP0lUZkfMt6NV91iDsJxnhKfXZlIKtwcpkD"
    "rsaszmC0zCGu1vpOhZPY53uETMDnnsIu+hHz8zQ8KYvFL8OePxOypYTXaA+PYyV8xTLouwlyN57qOKKDahZnKfRRvfMxr1abMFiu"
    "lU7yMK64FBbvz/oA9tpnkkMehSQsf6vMs7hAAe7UB3sgRdTRWqJ5m0W3DGNerItxqm/DDjJMyvE4X5Ccenawm66TU2HJV5MdMIHr"
    "LGX/4tMyBfKgkKh6JYyeJ1lXpvTcroSMqM36uBmfDV7GE7+C1TOOo3aeYf2LqxAtY1W1m+uQFZqHi2Y5ERvGAlnn68Jb85xkuJfX"
    "6i142p5eLzkZbP7O/mTisprXX623LFvH0tTnbBNeWmd49kyWHe+jiw3La8NENm7ftqzffRGfLIJHXUHbKK5/ZuV5nNZTiqfE/mtD"
    "rLPOjBvuBU29F55vOuyOfaXhd0qzpy6O+XW8fqXUS3V2sGUznJYvZOdfhvn00Fu6DmMzBqtiO3G9RjaWC+QYRpiSZCO+Dk+yCc9w"
    "DXZqFW3exbpShuKMfuuR6VczK1FJNtn3WWlcproVIpf9toNH2Pj3KFsrcShFVT4y7fpPXQbSVW86C16Z96pi5dZTGOFaVjeXUd/V"
    "es6QuN4g5fx8NAdl2Zk4iVnG1d6ear5VLKt+ZGsXv8ti+q/v1/8TMTzVeMyaiKkkzr7cFEddytFWUYqa9XuflHMfZ+pVYbo/u0rC"
    "40o5fKbNzFeZ5hnFbp9Sxmcy1EQO6f5k7NwFODtn+bl0SCRRVcRu9NQatvCPNBs+uF0nY0x34b1+MgLn5WZoKmfdR3/a1ZuZal0l"
    "uTyZNqL3iU9eRg13ucySzXzHOtP2xRrYO/mMI69jrBJaidnudcxAzmeOrX6cO9SdRTwXaDFnyO1oY9GzGE8H/rabuBpFh6eZZka1"
    "LSz6YkYVMlnsR/uzv4Se2ynCLLo8m32x8/Cxdod90Ar7uBTjLdTH9WF4i9/pcszBqXoAntxivofh73mQBjb7bYLPYDtdLetx9lLM"
    "Bk3Gkx0lhayyqrPv3Z/tsl5xHp7aeq6L4Kt0lTfEYRMvxasZIq07DPtcPGOl78Ys1Lv0Q5mtpZC/OfqVVsvramyjHYNDoQfb6Gxt"
    "FSySezHydjhX+bB8/iGv4eqnygm4W5p1WWuJ9pjSZyBZXaXwaZSc1slneqozO9/v171hp7SHhro2uE1f0u/lQnlbX4CWsShTW1aY"
    "tMI145D267EWhVgXhz0VZb4EVr9DrS8jUkatj4ikPROUk3LTsOOWNz0M1sg6HY71v1q/0DL4WJ+SG64NUdCHwFIwft5SjNSYyGZB"
    "VlaSD2sqbSGryLaYkmFcNiEenkX0K7FiAzz7+Dew9VroLpAOF8iAYGd5BeOM6/hgJ/1HI7m2ht/ZNYvSske9dxyqawVzEg6fpJrs"
    "2knuy4av9g5Wewd5Rx+U6bCm7pRnZZIeB506QzbgE+XEhKhkTvwOMYvY7L7mUuLjpu0YIwrEZcc7wNqx3PUKWhcTMD8T2Ctyjswj"
    "+qz1QKTINVnjcXqMoW4LrxRj13ihujiIyZRZ9U58+3ronbXUVIaBFEj6Xzj6rN78GumNdfiVevx9nNPlsKN6yljZX0wyj4MkTDCH"
    "lsTT/Iw5mo4ZWIonPV32Y1+J8202aRUZSi7HK92lBKdyL+zoGn1Kq4KJehtWvT9l3L5SV08wSeOeN0xVPHuIy94N4BgfJ+dOhhWI"
    "JieMO2pfzugS7MEJGOn1eNIfyTu3TrdrMg5XnAILt5r1eDWwphM6CTPaVZbrD/oLLcAyWgSL1N4p0Uf1Wuki38r3Mk0+Dn7XVzBv"
    "Y8JZkCBH6thwiq+bdhhsfb3H7qpaoqoKm/mhnkuuHJpzCeYxnxGLMpzlpaz7PAF3moK5C/kNZ72cIJWe6cCh9zf0TpoYScqcTJT9"
    "Xe9zwFGmsSiLKJhhdmAOq56ai2W6DpOFmK3DA4uETK6n0aPdEUUwHoOk+poS5gR5GVp2iBjD1kTs946wlk/ynXYmB5Z4nq8atYqv"
    "SsaVEsxWVdHuelB64Lvz2CtWzX7bg+UB9ibNYE1bDXWPsMe/jBEe0xad5Uep5RxWsVNpPb3xXcmtZDJuN0n6TqM6TOnd5TJYuqVc"
    "iypoW8ufN5O95XpZ7COZmXrSvI3XgS3lL9I822/xvu/tTdDvrsHTbtEvyTNjvXfz4euswAr2/5dMn/vN0Do/0U9x8l/HjpoIf/Xb"
    "YCpO+yZ8x7Jlb/neCtsvjg2imjwh7WUsO1aTalGDIcF6vL4Q8jGGp46892Q96+8Y9rz8933iVnP5AK0VQ+kytKIkZzefnXl/E8en"
    "ZZ8qUtdDWOPxW6MOSTeSkPn/b/SZ4Hm5AXLkYn0ZEuoNfUy7yYfEhzSZeRCR1Iq8hx/w1ZSshyYaxz5uq4w2X3g9TuKKRnKU10H/"
    "DYOe2kL2pAKcacPG3ci41TJYrVsocWLkCYtT9iwl/tntkvbsAkm+k6TEvF2czRzzK1HFTF7oeTCiKE5Lj5gTEps4zNYHfk074xLi"
    "ABi/3H5iGc3+ROgxtI1iIt9Ogl19cZa9I6qtDnkut2jDHTtKJOMaYrPE6G1lfHQ2A7lcRVQr5WmxK57JeNGb2Ccv6ufwxibpHMjA"
    "94O1eMakXAHZ+zxe3V4Ol3Lo4G+gUX7Ue2AvdRLXi1/HntExK4NLKdcPkVrGvJbS3jVuo4nSPngV1uQS2BVT5FIdixm+FPrqHOlN"
    "/MgIbzLpd2gleX5DfQRzU+T10ansgD2FHuHDxFExa7g3q27su7OwpqaXjIXsZsauyn3djpvFKtqh1b6fah8p8z3Jg7xGbu5PeJxs"
    "gyHXOIOZSTKSlvZeY5rWcMb7JXbdW8ShE2TIqmaVJLtmVzztK9Uq9UDKp06SyTJ4hqwOSqgbaZzjKqPdl6Bdv0ZHsprNrMtZfrdV"
    "+F49m7GdJJONHSc8wmovYooXwft0yCgx1uTfz162OFnUusmjvho2Rq+vgFWsq3UNLOZOOlauxwyNwOxsF06QE/RteT4wtNEzIMFa"
    "QHbuFsyBBH4Hc5xmruwoiVAyqn2mdAEr5QfITRInulsF9aPFreLEkm2Ofd2TaxpJF5P8zaS+Z5j2uIJOW6ZZJZnRyeK4UpdgtHH2"
    "/xXoB5ALt+p+QbWcy+6Y47QCeuczaHWRt1h5UIcenoFlFHrLwKIGET+XSNpXFzb2Hcea63o6e2Slves3T3sPVrED7e8jsgxXYZan"
    "Xj16jFv/3tCHi7MM9i6qWE4Z9IX+rLfqCGiLfLV4SpPgWFgU8xqpOY2yCzFiEdjvS7lT19L6tliiSIRmOpTytH6Na103rfu3sUyk"
    "Yz/plZWzKR+bTbAHuW4sSt3nuIyn09asYTVckpFes+PH/Yvui7IfqX/Tilu/Y3+v9d0qpzBP0izLEhHNbZLP18MjtLs6kTzfkx/5"
    "HXmcqSrGQzd5/P+Q7FaPESP+I8iKL8TxzFuvT75eKE955ppUloverrVIHyHXzraMun5Xc5S9bCmZrTiT6/KabbK77j+/o/ouO/zc"
    "qbEqnrU4g8soG7/CiEeJiwFXULsPhaatbKQHV1m3VMM4jmOT2Btaazhk8EDY0U3lDWJJTVbrPTKE4eXBhfyU5Znbe4ynqIItgx35"
    "gO4PX+5M2JIZvQ/yfwfZIh2CGr1Yg+AZHaWVTV7ErE/XD/UbNV5Twxz50TC7KKdqdO/AJIzVb61uhMHL4obFrN5KMe5gjEPz9Gqc"
    "pnPgvb4Nab5HcLNYzdpMtY6D3fTY4FbdBz/3hqcxRRbLa0EifBTaboHOyVq2LaU+DqCrh+rhZfcwsRrYPbGeA/UeaSupbF+o64ms"
    "0CMkiiwmYUW3xf7qJFFUK0a9YazUH8pIdoItxd78Ev7CjTJV14kxoaz31e+h53apynaDN92KtWg7b/mUy4PBE/q1dJZDZUz4a7BI"
    "BuvD4dpwH0YiF7A/x/UwGhtLJTtqGu5DNpbaDlLI2NUanniLjyaZeZwKG22iShbTy2ImJmc6yoPw0MZS6q9ibaS9lg+7wPycFvQD"
    "YzpeKonJXcUr95OSelZNGfEBDPU0l3Fo11GUoH491iOD7SEfEME94X3GBC3OSla/hTjfaXoGjpPMvjvLI59v7a/UIeO/gLPcUXqJ"
    "iwXPwEyUs8pkLvz8XEa30uqwO8qYFU1xDA29Uylm5T+Dnbga+vMVGUfE8TfIptlQ/ehocbZy3PNczfHVPyW+0i7ibKz72zRvITnf"
    "NuG+RXj6vrQpyzCjtewxtlO0Ap7zRWKdqVfLYNmNXBShr/OrZpTGeE9SvgdYszrGMSj0Etc3Z1Krwnf7OqvlYMbm/iQF7OcwxN/N"
    "uO9i2mVL9De5AydsBGb1FtiOv8pG+Au/aJfAPECrsGnHToZyYn5XsBPF8iKPwb4/2vrMYGcuh/Qajf0+Q8/XcyWXEROz3E6XmOf1"
    "KWXf4GY8TytI2Jguh7V/F6yPJGT8r5h722tmEVkPzaF47tW411JcdxIkzssyW6bpbEicm7GLE+FSyNHDcfcEMfFi9MmvlH0wm67T"
    "2dV9J9i9kaHvaMxexZ6zJ01k4ww5QpwELqN0OlIqfdYrQjw09EfViOG6fv5JYW3YDN+nd8gRGPmROGGD4H+egpm7VCarYwnp7Xug"
    "qrkqzcVh2vaVN6UHpPki3UWvh41nlRKPaRvtHpif0VksD72RMcmncCZPg1U3H3N/OHEdhHHzkDnPMuJB7o3duxr/FWkfWHzGIJKj"
    "oyEJZtMjT3jUwtN8P5OzXzvKWu5+9XWdGY/Ck8IqvAD5+ow82WSZ/gSp9XfIt4Hynj6NvdJPRuMU34I9cpC+LrfKBB2CUTwpX0IC"
    "OI8g7tEYzZa9gHb/cHH1VDWeSTdJHtgY1qWLxDWT5UrLcJdv1LAR77CKnnUpsy3nYvdsYGaqUn/nVRyCfpnvXan0keLprI5uJ3+V"
    "4dINp66Z5MCvnwu53TAG+K2ek7CNP0Nx2kWL6Ek1xL/d8NXuYPzEZPESz11bRTart5nN+881mhtoISbUkJXaSw1x8HPVcPkWEkfE"
    "OHvnkpeoiGgwx0nHrK3xa1ZenuxRcWugmQ7CnkvpfKIzWv79RazDwdT6hu61wlfeK3vjb6S9upInawfZHxplL0he47GZgjuV4SrF"
    "zFL/hhkZE2xit+RjOiOLzCW+wrZ91vq1HbgP90gb5jXS3ttK4UTPkvtwyubiix2kL/bzrcF98mjwj3AVVn01ztUg7COz/gpwao1t"
    "r5aSz/hB8okI7TrdryeDnWOayui/750ZehO7LFys/nb6Vb+xK/SgerVvmSznjKtJT2DVD4BW3wypvRHWQyc5SubDQms4IqN6Cfbl"
    "vHqaNs2KmbDRyuyGruZyqlY1b9KijJmjPKzRGfIpsYnMcxyCfR0nq26FvqILtW1gFa1Wndk7eFKNLzAXdnElbJ5yHxexvG2lRwo5"
    "Wh6Qr1i/sJ46uFdgHdATGUexjqW7iVRm0Zi+sK0MDaMF5vJ7asgY/u4nS+ApHAIvfwJGMFNHBlfhDqdKma/BSHvuJYcMaRGYlczr"
    "FzIjsIj+cxHryis9+kfEP+TYbbp45Jq2ksquahSd2rfJicE7shd+/iB8OzSsycHBKcEwbRf28ww0mXq1hea7itzgIzJpj0/rNMLb"
    "+HsGd1ZSHbpPGb8b0zdxNlZK1IE5l1GJfPq5xlpY5rOBaXofKf0rx1xDJvk6LGq32h24G6qom4rI4LWjVHtJUaMn4511ci32+id4"
    "8qVY4Z8h19ZDhryjPzTS17aSp8DW9SxxNSc1jJadyTqiSmJa1+rHxAhuRxSvtZCJW5hhyhCXJ0arqFBnEx0+ptdyfTI+KyqymfGP"
    "OXIZ9PIINb7sfaBxJmKc98llchq5l1zdhj1fE7E6hAxHebdOCi8MHoYON6zEE/U6POELkIeDoX026S+w9pvjhOdgp3WWMbKXfKxP"
    "4HuLmXHszqqzA6jz+onDatnEEcexCmZNf4HnfwGWxjlSRa0XJyr3KLF68vMh5Vdi9jZR2zjm2VJ1NR5lRHoZJhaN7ikuw5xg/rmM"
    "yNuvYPUsojcfVphh5E7HGizH7BquyUasUz526d/kYfw+jR3+y3HmqjwzUJLnKkX2eKs5ux9SaUiwg64OB8kRQUXYFVZLd/lJvtbn"
    "1XGWGkpUXUVOqFFtY1Ijjt58zzKWIcaWrdGxjAknfb2wQ1puxrrB/SiBmlOGVHEvtGvkO+KlTx32r5ODe0rDzMLRGE3rnerrGkPy"
    "FbhTU44nH0/fIy0x9rBMa4TP6Dp5A3bTavaxngSvYjbG/CzGuhgebIWXUFZNtRk+ivMdciCJ84l6bhk3Q7HfSLzG9VznUzmj6iuo"
    "8nwMIa3H6eXyBKzMt7VDkAPdP0BOxd59QYZjvfbM9i5UsnLMyYbeMgkWuPU1zcBTHQUd3gR2+1DsiZ1lVyn1ttUcosmXsG6gBmfO"
    "LJkCIiQYt6M72a6L/Ar5EWueo/vCvj9UHg1nYF+8EX4evBK8Bgt3Iiz/XEjWSTpBewTW83hIMAHP3laM4TfNiomL5UBxnNmbMUvr"
    "MSO24+fDw19DbOBK/L2r3KhNgq5SRoTNYrKtlsLzvxq7/UPmHq2+/3tYdr2JETcPuuyMJmfK9zhp5bQwDB3rADFbswLafiF9H4sa"
    "LMDZWKGfivUWfII7hrR8Uoz2pdgJfTCRVGoayUkcKOX0Yaz+pZgax+YtAQn3OGz8cXj+oyAPlsnrejZZtHsFeT6bV0108XxfufAF"
    "fP6yRvFHSz1/pPFe1q+hHQ7ryDjoJ+oD8HdelhE61ao4g3J/4mwnLGQ/0u3etqtghUQxpccPjKtYf9g3GMGfpVXwhb6u/4CcnqR5"
    "0M8fYOffADvzR31Uqol0neL5LfPnKCTe+WCs4aViT7KRVZKbIe/zWfOWYj4xyRpA2zUtmItPMXOS8N1T6iPvJ4mLQbt4vCGjlvjx"
    "l7C6dAORHKyf2/bFk2Lcq+PZBRHZOnHa4S4yeqg4bVCHirq/r6GJE9tqM85PvmejN1zQIzGyDpC9hlU4S/cPvsHuaCHf4u/x2MlH"
    "407jpeEYylQx3sjJXMsy7x3k+/zYwfB/dvdZuSSt7Vo1jpuTca5u1s8gLY4IJmO/Hgc7awg8yfOllbj8TopWhcujWu/TMO+TpMgR"
    "t5qvH08e1pk+P2DfeUEXSei5Wc0n/g47bQO54F6AtWlImWZpXiJ95B35ECPukq2zsitvpA1W7qsgM9gJNuZnfWVsAVHRqsmYaXil"
    "pezaMzk+gVon7eff2d67QeoZ3kzDtcdJn9noip3fxT+dw/XKwZ4sZvQtgKzem2v1GCTconrRY7Pl6/9pLWnfw78H99mZ+NRvjMqU"
    "El2nBvtoAbzOWsYVS/QqXLVdYHlLw7kwLslPYQOthDzuIgPkh+AXGQl9+qbuBi1+nH4cHKEHymhInYbPqdUaKustaoiQmyBuw2rt"
    "D/unvzi2ye2z0TTLKO0u8awvvlsWt929co5s8B33GV+FHnVlnSPGmBwhaFYQIcvwq0uw26wz1TzHVnIiduoYaPNfsNc3cZ4PF1dn"
    "twv/NX6y7rKC1+wHj7Lc26pRzk85c9fBy7AY3eeSyw5I61w0zOMi1n9WQ47OwwjOoE/RTL7Amm9iHjb0tYQ25sPlItlIRqt4Nvpg"
    "z7lTNqbZkL+wCLbLGuZ083RzYJWpG4nm99lW8esWWyFZfgjJWwxP05C2vtLaoDN0XC/cYdD/586T+mu6ELOd9pLEVWLuKQUe/yKk"
    "trRYVQepy0Gs1uaYvaebdtbt5STssHMx2gCDXa57N/KkRZg345jqLlX0lpdjpn/Hqa2A13sZrtlTVuLUHyLnQYutkL3lNnkuG50T"
    "vC7Z7g3bZQ37P7fqFZARr0JmfNPkXeyCz7A/RhpKfvBp0CX4DlffAG32rn4O68JO7nDohpTnpbHcbujXsBvPdSeiO29k7dEv8Kqt"
    "1+FTnNee8A66wm/LJVeNeRWG6TOJ2Y8capGmMl5KWYm4gZqllkhVNtObaamNwSxvoQZxSO/u3LqeitXMH3cW80uexh7/AjbuVJ3X"
    "9B/B27ADZuu32kG7wNP7p44l4kE/WOknyBBoopOkr7ymy8MLcKLnhcOh675otSW8J7OnPBBeEiwPF2kfMZyi0yEpP5Ey4heNh+20"
    "FK+PZA3MzVj/j4Jx+gasrjNkSVgFi88qRgZhNE/Cx5mHGS3HrvkSs2CMNvuzV6OJr1+Nw6Iz+68lfIZq2jOVrFUuZqXoer0Sd9+g"
    "D4mxRpQQfyDNCKLN2M2QXp/DehgovWBzG75NDnbJObKxXqd0XXQ59L01rptuC71uiw/GWWu4n2xghjRFpNwasmiZNDEE8wvIiuZ4"
    "YKwWogn8owyZSGZ5XEv1frerN4hxRex963u6FZLAkNhWE5fsMV8lHPo8uWTt7RRZI5rwbCU4yvNYtxBT1zfdOYsWEWYlpKuqTZGT"
    "N8HOC8vOjmRf1Spi6sZZY2qSa2cxjrChWINt62v737zzBbswDHH1Z0iAt4L52K+vy8Ow0TM+wtBXXEa6lhrAKl4McXYd5rdVMFT6"
    "EzN3Lez/r2Bpf0ve2Brs3q6QfrnQ1Xl6GbzyrfHagv/YsR1Sc7md5PqgvwvfkB/kTNiVw/Tz8LfgfemK/fGjjJDGeBUtWmt1iHa+"
    "K4lLliSek1nUa+lVRbyWZezCsZ8/xenJ99jk0zFms2jMPmgtO/pKc8sPrSau9RKcrT545TjJ+Fq7iCVzmd/7Q+plWaZ7fSrUPT1Y"
    "o+miJSdwJy5nraSLa63lVZLwS+z3fNZpV8ErKYJ/MY15p79hZKfKffIb62pKiJ6i/pyJz93siu/2lzJf/ZdiPj6H2rec0ZKMZ5+2"
    "nGYUTwn/Bd34oOwq2Iyuw66J6tArPSqiMQWV61Dz7IMkK8ZGGIYdNMTuvgfraMgFxxBZwQ6UjeTG/mP7QkN9VWIase5+y2cu83Uu"
    "DbEENzxvjbGC1uhfPM+xMYEs8rwwe4qhNeXWq9kOfG3AYnrgMUZEzGf4TCyftYpR7zPkLbJYGevTWi2RJbCiN0B7WQd4sTq8L5Ny"
    "ffwoe4vlJYaL9ZK4+lrzdhYySl+lDaO81TKOlGRf43liWM0Z3ymUos8Y855Piti/ptmubgQzboN+jb9L/Zpaju5KSNv+cq7MxHsV"
    "2oIxJasGuBUyoRDaYrMeFFRpSrYLNoW36uU6Q57Vd3B+14Rvhw0j8jeXvcTV1RXAJ8ylL2BVVCshSQwdoL2MYQ1aJXtK9sHdLaO9"
    "AR7XQrx6l9xPtofNmM3tZbI2zIQ4H1es4nOkcNprpZYsyeWQEpWM8lRkMX+VlccZRrGtu+sYaQlb6Cis6C+w2i+TVzG7ZgvvQU63"
    "UnozOfqiWC3TrxhvJfd+OaTUUnq+K3WEnM4aiF3xjZaeU6R+dLPhd06GpZVk1YbFng8Uq3tcwUrHlzDfUUYoTc8rTZumFv6xyZY5"
    "zK2XQtYtwXgWQzr+E987UxyOfopVyd2w7ospNRpmc2j4nNo3LNJ4ku+4DBntv16WsIvjR30eEqEvZq6HtIJv8gJ0+f1Y0UvwSjOx"
    "TOgcbdfkHsjfSzBDU9g1ajELsw1W6iPEVs3Tc4OPYCmcJVdjZi33eWjQSZ6Ui2BhHQPZY/gnxRrF3mo8i59JU0PCyPiMmquCm8K+"
    "qKMYU0vzZCSwo2Ksrt/MKoq09xQsKvC4RPVYn1t/MLnjlLEMk0K/M9YwH+O7FDv2dezImdAGk/RjPOd6zOvPwX2eDS9Ni+YQj5bv"
    "Op0W4pO/sr63DJ7RmRiD1UKWwf5sy5xlX0nKsWLVm8YocrKericGueGlWtzkI70X8uUvwSOM6f0mJ+jkcBOucpC47p8TKEGqmd8M"
    "iWdhCMv/D3HvASVVlX0PnweCkhQRBCQIgogBUVBAERQVBzGimOOYs47OGFDH7JhzFnMOGMAsggqSlKjkTDedc6hc73z77Hurupmh"
    "+vcf16z14VKbrqpX79177sln74wd34QVOlNORdwXU9exaR5OZrbZIc1H8FSI4uRaWcN+fFulXnIS/s2NjlcP7y7uMwcpIqDa9Gw+"
    "dEkl8QJcP0iRx6F6nX0XcVaq0+y0sF7/Klojw22aQEaxdyCbH+rb+jK0zn7y1+AcTl00YB0ks7yapt8OlvfV1abPx8k8F7o7ZLx7"
    "kEzTN7VNsBd2ZXEQwnfvJAsNTyTcjzqknMzqUyHZptFa44z+IjbTcrF2CgrIOHsbIpOLoANmy1xmH3L5ISHP30g/4ZXyEyDOd20h"
    "zbPcCI37Meoh2X+XA8Rhr1Sy2rCZsyua5Q1t7a+YZp9lnJN0h0iRZ9i0tT6GPVxxrNsmeUdGy814yttloBbKZbIPrvtiE3cd99mq"
    "iNb5rroka4QpYravZ6a0GWVrFPSGzcIcDyntJoYHvg1W+h1ONxhasfXbWmb1fMjtBubsaigd+8hI2cC81zX4vk/x7jP4vS0RnRZ5"
    "X+1EqfKIoK6PP+Ix1f/7V9RnLQ+WpO/+TbPbIuUnRG2SP+Ez1G6eMUYN0Zu9g3F+LsLejwryJcVoLXo2yuy7HqRa8i5bNawa9iMO"
    "/9flkSz3Mhu/H0xfs04/Z5bFUEc3NIFHnPYTWWmfrxvk+aaj+k85o9kt0BXG2vSyfhm+q+9Dz2yQW6Aht5M9oGkrYQdN0o1ZZAXk"
    "b59sTsdxBWekzq433nNkWBUySZueYhXadtPu4gF2byVwldPwz3o842/M3jjU1IS2ZW1uqedUeUmul2dhPWbq04j2J8rH+KkjNP7N"
    "0BQzqFVT1ODfcr//CWl6Abb7OGiELxHXLYfOax9sJ8Y5PR5Su5NY5eNS2Q1y8RkzlsPlNvkGUXbuye7b5VPI3WGQsXX6BD71nDwd"
    "DIOkfokn3FNv1udwgrvCj6pstkIn6qTw1MDW/UGJ0Qu0rOxvfr7eavgXSq1nZnRdng5n6ldmRSZihc9FhGOIXkPkW2jpbYI87OAt"
    "cpC8RIaCVvIbdvMydip8inupxJ5V8N7rmKGuoVdSpZfLFDz7ufqW5sulWKsPpJX0kL9JcfgAkW4yOaXM1G8iy6Sy9cp3khmNCmLs"
    "dpRan6+txt3+GSZ4V5M5lpq2yGOSmJ9YjjXIh+VYhvc1lxOljzwQLjFOIykMM75wws+J2Rr3lMx0bdr3Br7IqcoQft1vkIq3LSdD"
    "HM6/yBfQUA/h9UXyoN7jI/U6zwUREgUuQo62b6CXrU/i6WYFkIoy2KmN+lo4X22KJZ84SBOwEjYNXAmrfDZk7UNxdiLBjtikxypO"
    "+amAQs4jjoI+W08WxTJmgV6EpF0rxvFoUnWCHC2HwBJ+rz3kraxsRLJeWsdsz2dnMta+43Ngl+JvZ0geq8I16uYfXFxkWGNfyGrW"
    "nyLs7N5FosxDxfQ0MRyEU/3pTOvLkmBHSzV9jUrmpXYQm864A9ZpFX7zPp5hJqz9b1idfMryNZryMyQJ7RUk6dtFPVNf6DsIEnqV"
    "bPTZXKcX34YVDDnXkiT65FSieFfpZ3j27rDki3G/h4tVx86DNV6A0zYyOB4R6t+w5nsG3+IZrsP7p+Buh8s10Bar8ak4fP/H8FM5"
    "VtZYOKpx5QXQDHU6D2v/hmzAiXF9/dXsw6sls1cPn4VJQNJ2ZmUw9GwHbt7GKtmV+qsk/BSLq2iW4kyt4WnIMFyc4FGzjeenmVhm"
    "6Sxxdf0FtE6H4HQeyey+q/Y2zGO38H3MwzlHGtUzPGPBZmj1hK4V6ze/CXfWwk/Sz+Wa5lEuotRMmaqPXXu0ODz7ODx5F5UUMP6v"
    "y3ZxG3O61WN/wpUfgsz9jHf+gm9bzyyW+8fNkbr82WHMfKd9RjhF7JibxXldNsNlWKgFhjSBfVtFnEzzvQxr5AxyjMWIue8myruz"
    "qyHViP8hRquUmf5O63Jc5VCu+QaPJrMUEvc7fPmFnIrKg7Wq1FvhOXVAlPur7orTeDk82HLs/B7yFPH0u8skeGLGqj5Artdn5CZY"
    "i4FBNeK6e/QN7YcdyR3x15CzaR9m7SqJFJPCOUmzzlypSZ/jNIaBBCW4gtNMpTxPSf78L+K9R9lh2pZY2vmMNW6CrYpS19RC6hw7"
    "hcNnKPZ+wWGwsBWwc7s0e0aaByWQ1efDlrIL/MHnZHQ4M0yz8vALvesUe0rTuPZFWI98vUSeR4y5nnnO9kQ4qsDzz2P3URkix2g2"
    "g1AOHaRNTqr/r1/JtdbGxFaIVTLMqNeJK1eLqHaq3i0z4Tcdh5hyFlbL0Ewqcb11kNuXdDwsw1zEy8fJ9voveA4rWeMaBd/9O1mK"
    "q3WVKfIaNPejWJee8jBO09WM8GIetyjtcarnwxM2VNw6RO0LuRuGSm/slNfqGGicDpx7j3FX6zyWQBVeP00+gzR+r8Ydkq+vqDE4"
    "FutXQTN8Js0engpGHpk+zd1lHTWqq1fuwGlRY4Z0PEmluMKxkFjjlvlVBkNCh4rlv1/U/SQ3O5/lm6v8LE9tFvVpABG6Ij6q7ALP"
    "Ju0xmtLENtxearJTqzXMF5xGC7wJ3lA1JVdkBdbFGBx+hAdyCjRrsecVSviJDMc3C23KybB6ro9NRE1lxf8pOUoy+Hyq/9AGptf3"
    "uZq1ejH5lcz7STKnU0Y8jYMQbX8EuYlov2A5nqMLdnyYdJIzEOW6Ce+F7IsqIVbNHXKgHOZnwDKepmmUPuKYWK1G/89gR3bYzcO9"
    "3a6Gq7wSn/xUH4b39B3k8bpwCjyNl+U4fPqjYHZ2uiXtOYVtlQZLcXa2M8F4dTbuopnvPbmUXNX19MLLeQfWOVRDn+NVvY64ay3E"
    "JsQnE0fIPPdKz29j81PtJOZrTi4rVQTbV8lqUj4z4CewNlNMC/edn6WzyajDyMdk6C0lWR/efnMhEQeSWM0q9rKZlt5eEr6v355p"
    "gNfuBToB0a6zEgPYVWxTnta3+Iv2k3voPU6D/Bdzxsy6QA3ft4r9SRHIu0ND+hIa1yR7Bu7jNDFEyL3gKVgXxLOymplA03XWNZ/g"
    "7OxGfnME8Vxuzq0VOAURYuNXYOdXsL58hRiiUFJ/wpmznsgNnBqfzjgwgnillPJm/z4glhVrzQz3ZiLc5Hrld8qfeS0PYTW/wSpY"
    "PHeLPOC9SYvkLMPtcmJJf34ymBbbe+wUYdeD9SD1Fde1bb5TgZzru/vWNargNp6HcNccgPNZ6OXuCCJrWS71Y3Yk1HGC3n5zLbsy"
    "1zNGq4Cv+CRW9CgxNOqLZS5kbQas45ImuPEi2YpUw704fMsK9sCNgR9WDE9rJDtNxsj3eJZtxCJH830vgT6oUuO53KwfEIM9g7LR"
    "4L1kcPYMue5KafDMFaclxrxuys/2bU9kPsczor4S33hKzv7dgVfeXSo8z1mK6ABmjVuwguxy3jOgHeLEkyzCc3SWCfIKcaPq2T8W"
    "Ib/YCo95dIaYdVlLXvIiSFJfWUc8pkPxVH+Gs3u27BSM1XEyGGdiezkuGIb9Pkb66H74zv0k7vO9DgO5jkiwZov/ISlfRUgzP2g9"
    "k2my08TJoGh9R8awm4/PL8cTrNf39AXEePNwDu6Ru3RocCFW5SudTC90Gt41ReKseUxRQyPpjBUbLOYbrNFS1p+NTdnQYi7Fv8ZJ"
    "Y9myMeKwvVYS78U8mX2l0PM1VPvuRmP6OZnMBPfBK6yibovxrCT9EyTZZefi4xrKfdRP1xrGwBLc+bEyHpFpKTS1dTfsKD/o12SL"
    "yrA4l3q7uomrlCan7VcOOUVOIuKIeZA2zTydVtfiuzqsoaGiGRbvYnpdHcnpHpIfMgadVpCdb9o60542mu/LTBBKltkizPboimxi"
    "Dt+qBmOxEt8h6slXxIo4Kz/hvN2j7wcr9PjgZnXIAetxp3mQqDLszl/ZZ2d2dk/G6BOIiZHA/U+Bn11FvXM/J4pW6nGBodcZFuaU"
    "JnwkhxwdpaYfSevaVtysaDfIwZOQxKvlW8T3odwYjGAedjA+PVI0m2FLcOcqOPmcGxGsnLa4gpHHYHHYu9bBmEBUmI+oeTva05Q6"
    "juGV+i3evwKav4TVjY14VwV2vhW9to16t0bDXtpRv5XroFmmajt4Vxc1v1VmqeuPK/IzJC66bYZvsN7LPOa4lhML5ATpzO6H0fJo"
    "k+c0ZF3T6VSnod1USRRyZxxFlqPvT9YFm1Fznbp1/J4Yc6gJrq2dzxrNoLPnZ9mWlNkus877EkO/Je5qFfZ6ox4sf+jp2MVDpdj7"
    "KHtILOtfWbbuOZyTF3QZdrMEK9A+OIBzVkfKNPoCjlMr9JPDNr3svI1cr7iZlmtoPQs8Ps0qnsbcVcU4ZzTX8o4eoIVNs1fSIUSe"
    "LyWMcodBy5d7H6GYsqZ+8rint2t9mUvJXauO4nRHYTFS7JyrowwdTb7SEBF8Aw6g+ujX6sR5sC7Gs5pgjdrlS/dn5vchNXS8vnKM"
    "jJB9pFAWyZv6mH4eGjvXxX5OKOJ9S5OkfOrbEbShLvvj6i0tiSWhOLM2eePskqs/P8o9/UG7Buug1ddBlp9ATPi1cvoe0uXWvu1/"
    "MBPY334lN3S9niq9odfeJ8JUPbTPGV4OouS8TfkeybWsC8303VWpbJ+gy9mfEX4dTtR35QP4T4OanQdfZ3T4KM7xJl87VXZfZTgT"
    "HT7oRuZCy9k7bx3Apku7yFlYubbB9WRNqGan7lI8n7EjzsLP7bBzLmtXiSuWEm/LphgXwKafFzyMeHCRXmT7FhqC1TD5WH+WkFn3"
    "o2i3IuwSV2rrao8DkfLr7+ZHx3PNciPll/k6aZy2xFbpVnG95/Oxc9M53dBGegW1fOUuzinPxt4U0AtYC4moh8W0px0YrPZ9B6HH"
    "K3WYaSErFrnv4N8R55z2d/Yw18xdXLbVv8LjvhtxyTb6tv4Fdztatgs+ziIQJJlpU8/t4Drl/rMHpV12ujmdxWCwv/USxw3WmBHT"
    "vdJN3ITa4cQVqWYGOsKclqE81MCryX0Hp3kd77pV3NX/8FO6hazrlnjk+ZE43yM4yVuNaNjQfo4hloX566vhz5fCF80wnq3z3q9Z"
    "n758lrnQ23Z+RstX8iZ72Sy//YY+okdCL0YpMXt75O8ILEghNUQ98W9T7OdMs/crZCySm1krty+2mFXNudAizyHKasPp/IukgxwV"
    "OPs2SFzcFefZj2+BFdfsP/CBXHduaTar7KY36ojiaDV113vwNvtSF7OWuq+02ypOYT39CDv720h/VtEqialzvjj9ZBm5Q3Bvu8p6"
    "SvKpkJYSbQqnfqQUeQwSV0eu4W7WeTazZBb31+qToe84b4o/68+8kuvedvPxUFwzbO2h37Ux7PQ+Bj8tx73+BRYjCR9po06F5hzm"
    "p0xnqWU2Izx9+8tAycsi3wir7e601tNr7g0ZuUUX4ZtekQ2U1DmMQNdoGfvHrZo5BFJryFiLECMeRhS9qF+fOl8diOKEuJyOMckW"
    "60fsAhxLD7AjfImfiTj2JfTPcOjFLyDDC+FlvSgXQRtZldK6jrqLzYLP4DTEvWIecX+ZrO/ghF4jn8vp0MMjYO1jrEvsy3NpPAL5"
    "5J51E5tWkVzD3R/G6a1R5JhrSwS5hJ9rC5k5isKPdiv8C7434b3xGp7klvR68uCFTJBbcPKM83Etzs0r8h5878nwqteTHyXmscAz"
    "DIZJdaiSxmzc3CPumdU5VM6TKO+xizjkLtcRHGS7E6ph7x36TtxjYWT6HXN/zwKuvcsexXwUlDAcJE6jpFjfH+KrEj3pqznOidbS"
    "RkKfhUtzLipNj2IRfxNndn29zmQuIJ/9ZYVYp4P8dFTCT+Dbnx15Jh0fmENtdbzzXeUBmYDvPB+W9Buc8Uu0R2B500sgD+P1ZPx0"
    "m9gs4aeI8o7XS3HuxwTHS5vgKT1ZHoZPP1QnQSO8Dn081XrFiEjhutBth/Zg51Yt1+YTzcTmrk7g5riMI/i04HFqwIieR2TFZZDr"
    "9rKzZ2zYEk8hg6ZQ4POZIXRHT7FJSIdWuxRPtTdtey+813KUY8SYzUawZp+Pv1nnqvV6PCfPQ3oWqSF1j9WnA5v0205uCwbpp/p3"
    "SNRN8C5uxt08A830IjPIH2sPKcDnf8LpWPsnu+lyrU7uq+X+zKFS7xGCYn4WPk5MuGV+3jKzei6fsy0iyF5NoN9soPdSi5U3D/gU"
    "RkDWKW38Wylvl7tQR+zKCuUYaKrcV8u9BoOkgHGpUgMNha/jar/nSG42u9xP+r/N1OfG0cz9pE1xwOb6jGNoqmJ0bhl4Y5Z7mhgK"
    "cWihIXIqa+Uxcu8k4GMncNXPcYZPlk+g8UVmyI96lxh2x15yDTRYCSM6Wy2zsyfLscQMcpn+YVKT7V1JZ9Hu3Y66OeBtqSkcV/ge"
    "Us6+t5Addkmru3sWiwm+Mt7McxRqFtVnd0SEP8Iz3Evmwhb1b/Y1fMZViGcX6OtN+C42O1iiPehN/6ETg2WwPdaR28xPF51LOx4l"
    "s6B6nD+LatvglNpMfozIimleLcn+N2HHXwYFw6HrDUeUuk5HBSPE5qPesW/CM23SedBrzWmn64jnGzDnYXJpfYO7iOVaj4QtmwkN"
    "UMVZGGNIn+r9DOfnDqXtUaKzJeGxpr19rWWnZinty6GwarZ6N+DVF2Cnnybak0mu5ZY/xhmyHsl+0CpDmPcp5ZxSAasdV0qUVeyo"
    "99HLGVmmOauZJg9nJiPbgOBjKOLdvGfRwCkY52RUpef6TrBH0n53vqQ8tt+ZnMx00UCR57qI01ZdwG4Ah4+zmVVyq4CUEhPEqsrW"
    "y2f1t03sNf3vmdwSxFwJfY+Zs6spSkBujyv3Z/aRObD+Y8QmKobJz7COHeRQWJKZzB4UYWf3l0zEsAMnHi2CLuSE42h8gyEC9JJO"
    "0hX7tp6rn/aT+CdSzjqTJbUKcWFrj7uUYcLowqmPQnoAEVY6DC3UEIKj+G0VdzwFeYixzhRvhLyojANL2R3hmOYOlVOggSqhed10"
    "VZQoYwvYh2W463XkT63NMlAW+70/hKs7S17SC+UxeUqDZqXUDfN196A+fWW4UT7gftcRVaKYuagi9jk8RMzfBGtzMT9TOY9ey2RE"
    "RqPgXV2BVe1PLsUa+IYvEsEoQj1sZ9Nq9OMkj35JXhMd05uwHqWsmA2lHchnF/IIuVGcVetKNKwUEUVCokj/AV3SXiZRNy7GSi5H"
    "nFDK/z8ThPBS1nFebTvP/rkcq3QVduJpeYDoPyfLETjPY6Av+8mz0KQWuW2m1/UqO45LqFUW4eRZ9W0ZPp/m/oTeW7nR9xBsyvYa"
    "JrzEuT3M4xO6iH4vskq7afpOjLoS7DnZqJewlzHUJ+A5FElHeQ4a5c3gQ30Qd7knvOiW0Cxv4NQv1FayhJlr84anyveyEdL8lT7a"
    "ZCzzv5xWMfTbmO+5czo15H/1f8wQFWPH6nw/Y3uvrMnihlZrO88FUs1q1Rp1KLD3yaWej+UIj+/xs8cz3ojv2Rt6viWjpL2w8muw"
    "G3szC1WrVmXqjNW7WpQ9khG8byNOxFFyhdwKCdtJhslRcqqO1OOMVxp/H68z5EIpka/1KUjcu/Iozv6+8oSOIlNtwjMZnMOe7qi/"
    "z8vxLTvIQmoMY5r9UW0a4Bd9RDJ9HgHka+dG/kBc50DLLMK9LtYn4XO+ImfgzHeWO/V79jxbx/Kr0FvX4j1f4UkeVsNxP83jyUt2"
    "viKk/ZmLU7qGNiVF7VzDubByvRMn3ulvZwlOExcHlnrd4Ri27I6qvVbuz/NXzxNWzVkPZ3kXQkMsYtZtJfsHqohh6rgQjC9mLDuE"
    "DpLMlHLoeaQdcsNGIlwdLVYVtAzOUkQzSWipPxA/7CfLod8+1E0yWx/C+d2Anyogh7aTK1gz2MCcz9FiVeF85lBcNSmOiNn9zTIC"
    "naWp2cue0ooejMu/uZxXMb4lN0+xao3PClvltC/roNsTm2uF3iSGtLYSp9NQr24Ww9zIsFttHcPrbfKef4e/nwRvw9hJbsFVv+bc"
    "5FLWq9JE6h0JKd5FFkNTjMOKLyNib5oxtL2yPfSDceas1FbBWuI2WEZyLfvaVrGr/gbpIO8j2noFZ8dqLq0hlROCd9kRn2rkk6Y4"
    "W61ZZBnrmB5PjFHXyVtMe1pI7RbX0yHfy8i8mKbdLORKGVdzMwl9nTnmvUyb4jiR/Yih7yiIUcYsz30Wnqye7Fk2CzJbbAqghPWp"
    "tOdjcIwMDfgiGeSllO+e20RvxTy1peQ5j+osfR3npFa/wJV6I47Yi/qjgzhU6NZbcIKEksZJXhnuDQm5Vw8K7sXJrg+f02tw5xeK"
    "yzCZfOxN/V2Ntba5ilbwz/YXy+8dJLexJyGmP2jLwLFu7ujntc6kzDyPOzTu05WsroTsButFxvg9ZWiTGaZzJObzmfOIUeg6BObB"
    "N3GeTjW9nZNY8U95xirFeamG/O3Ep3RVpQhlqprTaFV+FV082BXfMEAelFm0ykl2TsyiVrNO3zGSQcHKsIanKAc2vbBep+L3v3sk"
    "9dbU6+di7awyXUgPpILP1IVMXZ0h27ObjHZzV/s2eNS95yXNeVaX5y5ssnqZ6xVDDinGt42nd3EIvsfhUhiz9HO4u3vYC1mJk2D9"
    "azvh9T6wDdap+ZnHcXkBOg+nJhgOq90gjcYbnEFBUEZq+Z7XzGKtQnYc1bKf4CkZjtMykJwWy7mbK3FOjbX5z9jTbWQ9vtF0Swey"
    "65UyYmkmZX9qrXNLVe7PNK4obFlr+B26KQprdrIY18d78hGsz3BZgafuK9cRBylPT8aKfCNnwjr+jNijK87YNL0fK362GMpjD3md"
    "WE0rsPqr9Sq9FRr7HDHe8wn45mHQ/vOhed0ObO95Vqu1n+8ed3N7Fk9cx/P/q69j1PsKgZv8tPPxK73T8znXWO8nG0PP8WRWcKCX"
    "oz1pDeu9r5fweZRl+FsfopLXeeTwODtVHOb2JdDWSyTJruhyeKLFeiz5YXPvT+5XOsi/120aeK9TjWYvylhpCFlzzH0WckdTL3p8"
    "O9eTkvAoW19AjzWTidAkxo/QmqhJ18KXvgFR1VIiRBgHzEzccUu5T4Rd3cbqUgKbdoNkUCGi9PSixIrJVGwsm9210XNlGBbHievO"
    "zOd+us7i3Hr0XnjQfeUXvH8azmhXWJYi3Ne1sozdQw55wqz3Z4z1RshfJEIs/Ervr8f0JkQSVr3bIbAc8N+g36vYV9BaroTfVA75"
    "+xf0h2HkLIMOjhDhPU+ewfm9Fd+/hHw3SiaJBt4xO90XNIH/luTcd9Lv3mXML5c3wpZOebwc+9xB5Oa0Pe6Bu9w5OBFexkc6ONgX"
    "3t485uJyf0/NVhik2jF3k/sORuHOrRPsN/0JK3o99rFDMFHHBl+RB8POwCisyhCxfNVkrMvpzAAe+B/f87vG/g+c7YZMbrgFVm7u"
    "jul35GbohN7QJD2lL7zGa3AOHoTE9JM6X0OLwmuq9YwkMcqbRdpnZLGu0r6iEKFcJeEX7sa7ySCouzx5GSPxrvDEy4lNEWVmrY/s"
    "L9M4R2EsNxfICOios4neOAAxzI6yUJbitKxXq4DM1jvZk3Z7MC9b667O5rB3E3cXufvJrRp2qRZibb/CjrRgfNJTewVx71U7/6h7"
    "li/EdvJLdhnWEge5zPOirYUkriJybb3HU6jR42QefvMqtO8izt/V0g+Yg6fKY+YioYcFLxNzoYq5pipGMf3EKuefk6Ukl389X9er"
    "q9zEcHbsPAykVUropVohJ0hHfRGxR5mshPe1SUvDu+RLfH9f+QGWJ0n8kDT5RM6ANdhSdoN/04EZ/Ou0ds/22jaweLs/baQxP7NV"
    "0R023HawONfgKta5Wa1t8USlrC+dAyleB+/zE/Kjr9EPeOU23p67a3fyNagYUUJV/32+ELITTsV3dGvRP1yYjm1zYHB8uDScGd4d"
    "fsU+iDSivBQn1FsEtexSTtJ/s/vcwM8P4ClJ+zuP67a42yeJahDVl6izdvY9s7mwDCw2jnmUUsO3K/QrsDOx0awmMoSdj7Wer8fW"
    "bSoiy1XsQIvoBUE9J+qXEOWhAQ/UMell7H6qETNIyIxYpnpvPtOBYnOelrl+UQz3sI7di982gfgeye5VkT8RCfKC210fT1518R1f"
    "SY8NbT0hHWE3RskurGAmiaEQ9ygEhUTPasBXSBHxyrBRa2GhyqDTH2E3iOXTNpGtKYTPUOcxz9IegX8Vp4AOkMtlLLyWsfpquJv8"
    "Q0YHiKvCe4PtELPG2CkWY818Ne7UpoKNI+hxOQGe8rWwR5NwCo6WV+ENTUYs1r+JLOhw2Y7nNMEpXcM2acs6TC2kYibuchR24Bac"
    "pEsQX/QKdpVjpDqs1BUa9ZgRaeKh7oXdGgZd9Zj0lgf1ZcSc3+li3MUMOUi+lO85sRThOrlOGtcDfDkZV97G+vSTu4MVsOiPQ4/l"
    "wWuxLN9rEiNq6GpmxqK+X7EE//9IdpBSeUXvhodzsszFlWw24T3phJNeC5kr0ZfZD2p5pBNgP2dBrqbrSvZGlJNtcCXefzH0+0Li"
    "4OyzlU4CJffOI8HbnHrcXg7AuqxB9PaVHiajtEzWZXtA4tmaq8VRJVy7fJ6xJHFnBnI9Y9QuubRYHmxeAWf/S/DPCJkqdewIjBCR"
    "7hCyW5SxI/cS+sIxL3vDJenZcBz+Q9r7aKs1zHZ9OS7tMY0m9+KsPMfZi5agBjyC/WaGMm34omfRv48SlS0PkUglVuBd6MObpW3w"
    "ln6Kv83RH7GykkUxaEN2elcVUfaQpbyFcCfIcHOKuffrdBKu3kJmqCH/7k+Wss+wi3HmmFN8GjcT8oPnr7gT33Mfovdx0gFXXYNV"
    "fo7V1h9w7VuxK/m6G7vUS/Vv2B2rIb/O6V5DyxorxxJTOE2ban7UCl0rv+FZOuFqn+or8GHq8f0HyGj9nNMetoK/Q+7OYBRI3SQL"
    "qbHsimeQb9vNkTos+wHkirqE3Utl8F7Ks8imMfY7Rukf2+T0Q5xft1x7L9juNZwkKqKVr9altOkLOU+cyTClmbtLQnZXYPe+wjqM"
    "hcwvgAdmPawBJH0WrjWtiTysapW3EVHq7mrPT34ATupG6Ms85okHwvNvy2noKewN6QcvZz1PWwS+uNV7OsvZUtVEVPAaPIfDyTdl"
    "cxiGUGXP/jDWLbdv+Qfs2iPsw7AKziRotVr9Xg0T/xX8cytO3DA5OjhCB2C/hwSGLP2NXgpfuYwRXYQ9QeatGa7ZRzj3K6HpWuHV"
    "2dj/NVijcvy0RM+Ua+FvGHqHYffambF1PxM2bAXiv7iPghweguko62wuQIT2Cb6/GJ6uYU2eIu9DEi6SfE6yVMK6lBG7M05prWcW"
    "1vWh7gWr8DexqkcSkrAerxwrUygtl3lbVc7pmxqeO8vt9JEPEH3eh3vujbjVsO/aBzfAB6vkxEWSdTyruSyk/OVBOkJq/jSv5aZK"
    "XYdqV6KauH6bk+ihreFZL2VG5b//TG5dZRXemBhCRy2nbhZwxqQWK7oEsrMD/MZFWKWNeJp1uoazFtaxXE8/yNVnHIJCQq/EM/6g"
    "C7Eb3eUFPPN6rIN1fOeRCTXOrv7WnpWqQB1y2GApZP0+7mPgUs7T1ZFB7DzZXpoH8/H5pyDfc7Bqb8Imd5Tf4A0Yf1MeTvYeYphY"
    "t7Cb+BG5h9NGEZ7dwVyN1vCoq2F7FkKLrEH8X0ENUc9vr6df7mZRDbu1lWcji3q8nTT3p40ExHl2c5+7istyxlj3rCZqU1JHYj+W"
    "UmPbuQt8RG+dhKFOp78TwFccKxmfM5n1z7pkeZt2pO6M+c7OYzmpEWUmLpnt44tnMZKN7d11o1vdIsVYZBx+s5sYXvkq5tMjagwU"
    "ZheOp4UxD+UjfUEmYM3uk+n6LnTQZpyCnjJbj8fu3gC9YF0zcUQRK7DaA/C+7xEV/6KP4YTcgvW2PoGV9E6e5kSLqyDsKQ6veRPv"
    "zvUDWhdeEe4xxTmDWj7V4OAq5v1L9VnmCyyWsJrvDL0NHvQ8xoCWMaz302IJ3z+9rIlXLhTDAolDY9WxK7eQFcka7u/vRLMSRFlp"
    "yloICTRZmwgZWopvfRSarr/chp2/M6iSc/Hbd/SvkMdbsIbT6Htewcqu4SvnPj9liF9dJ5ab2Y4Qk8Ce7gMdL7uLoRv9iCv8pK2D"
    "L7A/72i7/+fuwP+3bpOQ3QHjfARRQYtmPS5z/1TlzuaiK6FT2+Mdl4hVoBJYZ6tQNjXru4Z1lTF4rjK5k9p0shpmXYr2qdKzWdsq"
    "TYNsmw2Zj51qTsydZfDvaiCHlzLnW9fEK7YbBZwqtug2jlcyutqyZK+Jeb1lnAKu4bxGCT3a7zll4zpNviSSQYHPsjnGinSW/aBl"
    "NuMV8fFgaz/VvjszHmU6UO/Vq3WZnCxWdzhUboQFrMM52RMezWisxTPyEyS/O7zmd9nbtUJ+y05pl6j4qzneYWXNq5YYHmXQnnZG"
    "9oEWqiaiext8w5usJJRiRWLU5utwBlLsnnDW1zycgeKYbnaFrO0uD2lKFhGT43Kc1R/1OT1XOiMK6KnN9cDg1HA4Yo9mwWtyu94f"
    "nArP3jggE54ROcIz1YyZjB7Q/CXQsWX0ffKJVXETvGTb/9xykIDdq4XtidHHL2eWpMyzBRoa026S8JhGCUaMx8kZkiBq64mIXELP"
    "4W6oSkpc9+NwCr+DbFdjp7+GH7JBLw4W4FznzkHWk1V5oLi5AMORttp+FbsXDoaNKKR3fb5Ue91vvnq5XqlHsWaQhxX+Ge+uwVVO"
    "EZv/ulue1c5BpT4Cn+39cK6+JB+J4Xba5JE9Tx2jmCiRX6vJ6riTpDjZazMjVYzJk/jm1rCcuWeG0h7pqvHztMWKphGv3S+OqXEX"
    "GYzIq7kY4uHpnPTvhm9q47NiLjLNYCpXcjJPG00spr2v+JQk/VxdRG/gXVYyU5TCKU1lGZWqeCWHlrEK8VsVvIE95QtYhzZirKT7"
    "w5qV47+btQGHONNBZM/zd/k7zsQFYp5Rc0ih4bx9j1WzSd4S5tjsZG1Dy1oDHdwc65iH/8cpGX+w28EipDPlKvmuCTQfh11e59GE"
    "7EoOiy8B3/c7fOfhshqrtY18oXFZwDzMaMjuTXJMMJjvL9MnGEWsR/xzgDj/+tgt0EQT5Emp8DiCYXaexM0Jh9j3Ami0HeVneO/P"
    "Q5I7yBDpHbxPP8b1/TZkJxu0i+GwrvMsB04eVkDS6mg97hY3iRzJYp30hsR1yrI4ujx/gtFARA8UN5fscjgZfCTrt1/m8SvT6ngj"
    "08x8jCd6n6H0tZazxOnO5Zxot10+UXaWCZC512QW7PFmvM/YSi8V43I13ogQGilBFN7PqY0XkOnOzVqF2TkJ+3k4Z3KtW6zm3zgX"
    "E1mWtIY8UNdsDteyVSnPVBnqkX7HV7EHr4qfOUUMD6nOo8oaO2C9fivP4G4M8ecLIrYvw38vFcNj2UxMpjhnJOu41nX6T+jkYj/h"
    "n+JaniKOrbSCVy1hBuctqeBuO26AVpyxymeNthC7YXaoLWTZ+vysT8M6DIrZL2EdreWIqg9ATDod3tY6dsv1EIfOF2Wf4g3wd3rj"
    "M8Xs2E6S2TQKq5Ii5sFKPUwuhm9yuBiPUhUilLaIJtrKHFhYwa4Zg7jzRerol6T99PtiVluKszm5BOLQqO/nTLMmIdlplyGMYIx5"
    "YTWz46anIzz3eRoEFU3yLufS/vWcN6tj50iUHai2fu+J1TX7sJdtf99RmCKHoEN6O9hbYKef6ljVcSx9R8lnjGMMqfEAzkeWcS7O"
    "8rsTZJPvOIj7+l1IH7OWTDq2zweJy5705MxdFaKWWuxiId9tLIKb4VvYz8v8k9dD8jbhno2xJQ1tYUiHGfmo0atpZZMeHz43yltT"
    "zAz//St/Bgkq99WsF8a8qDfhJ1hdv4ixrPV2xPQpaK5daJ3tnHXCZ76FJjydNqAOkhnhyj+Edxqe8BmyDL79HeFv4T+Czrb6cqIc"
    "BF/jeVGcT4evazOytcxpmgfwBLTu7jJatsbpOgPfOUeW0GoaK7Oxt1hU3UbW6C/aFIJwe0QjL4nLSaxklGGYC+WIDzPTEdbnm6aP"
    "aDHeJWKoCNbrH/X40ZtYVbHs3nipTH8JW7U6+ABycnf4MU7CdsEL0loyM0EhfJhaIgiEzAAeh7N9pWRkJOHnNFb5/9/L2CBTJwqJ"
    "3rAe//0dpyTC7sa1ROGwmK9dUIgr36ET5T74CavlUfz8jXaWQXICNNsN2Sq56tYym+Lz/ZmpyJ2JqLMEsXgIC7qKcyM7yX7yOLkJ"
    "l//JHsDcfLtFzESIuEjVdQE4VFFjaFmZxQOp91ijSfLFZPoG0j6qXaEOS+e/RxLIjVbdUFOpVUNbyPTluz3ry/7zNHvj3fxXyuMf"
    "GibRT8zixjwu8v3Msdm+XUhWIfMZDqUUxSFx+8sN0LE2d/cr/IDTEBtPR3zZR8YHLb2kuW7fBDHUR8rVMo95pnaU4su5ivO8lOXT"
    "o7yCeNROuzvN49hyM6wnlisoRhSfZj9gESyK9dbMw2+PgkfyB3a/h1wpNtGXe09zTyk0Nb+QaxdyT12Mw7MMlmN4ajYTmaUIGmI2"
    "NPQ3ejHu7jO9UQvk3qAiXIn4p1KHkssootewL77W9ydH2KtZ1cQdRH1fhsMliutf6DNFiHJ+AOLwR3UR1rVEz5F95Q3e6WI/h387"
    "8eAX4ece8FcMZXEd0cUt83VisJoddKtwfqfhvjf5nniHEDtAMhWrGL2zOLt47iafWFxt7vNgfGOpt1W2W8V6uu/4iTMvmyJXgutP"
    "WuhxvFJE4zTWkqTf+ZjezEgyTX0a89lkpafsEMuN73s3WZatJwaNquGDxBigt5He9EbuhD+5FN+ZjzhrprymDi+gwjOmWvSwqxxJ"
    "vfarfoiVsNxrLWTLZvb6BgXQW3dJXbYakNE+u0kGhayBH91xTgxktdH0bI3PyDv/Lgl97Kog5n0UMPs4U//FOtvz8Kpmy0pOh1Zj"
    "DW0Vf8TafwZv4hdilubO4btp6n5S0ci/3tZXfCPQhLIFB0iGL6DU47AnfKXDnbzR0hTfYUUjfdypkT4uhLQYFkgg1+Isnscuh3J9"
    "XSZKnWcCTjJ3bDJ0ITHabAL1AVjcd3QipOBweQJ+yyOI0vvLhibu4ACvH9yKmnQ0Yw4kyufoTctXSUZh10G/AX5MWp/Ffb+suwRL"
    "ERcdjm/5GpZiamgoaMPEraPr42klTldHNHdv65/xE9Xz1n7pdf/ZYj3xlkMqznKypojRkWL/ZQ27ryv8TvXIclw6RIY8fVCsnzKu"
    "T0OK3kK8mIKszsIpbrhrh6yo7Peyyc+1npssTW7NOOSwG/VHZraxs+fudDFNRptlqstXSnEWzdgQmvaSO6DpJmI110JD/Artdjzi"
    "ztbYbcsHxIg14XCS440m1CPEN2iw6QnfS5MiSkA/cqIPki7SGe8yRup3m9iFQn1VrH/U9J/lGr+XhdpNntXHEUGVQItUcDZhBE+D"
    "caJZne5euRtneyHxqFebjEgla4Ru/zvI8Th9QyEb0yAH+4txXG3v2ZiquXJHStpHmDFvrzN9ZCnGbtthp2JEspkhm4lfGSe+n8m/"
    "YS+U62Tokc+1So6VPNzLOOiyO/H724iW1Bwn/kHIa7tgPmt2Z8nL8Ooe0wP0aZkjY/CNp8hNwQ96uTbT9/GO1/6P+TndYmZ9u+yq"
    "56qjp+iXpbCTFo9EsRKGQ+6i15SfprGebFev7ckZgT7BUXge6/V/FXrzeDkSq/p28AoiuQwGZjKLZ+H+Noa1ZNcpUMiIJUIrUg+Z"
    "KoHmaCHPeN1eQBTHpJ/OuQG6uzPik4C8rifA4n+Kz89pEuXacDhaSCZ70oA3Zd345+MKp4nDHKmALBtfTlETn/kG7ymHJ7lRbxWb"
    "7LkrGCKT9CistTH0/mdV0f7sSg6GtnIDbZqLrZ5m7WJb5oPt7K2Bv/IE2VVPgLWbDd2+llkO654yn3KJ57Gyc9AVa7eUWZIS+lIh"
    "c9BPyP/2lRLYwgFYzWKc6426XlYyv7yOmPRDJZ7tzFrhfSbzPNpmEb0cnsSuon5iW3n+IpQD08ZjxMWOO2I/z5YduZtTcB+tgotY"
    "+3xBX2ImtY5s8ZbVPlJacv2sW28/2PF17M26FSfmCNlZrB6ax7pMPvZ0P8/COAMxR5Re7m44icNkAfNpH0Fi9pC2nHtYABktZIQX"
    "5+mMQMf1IAZrgRriiU2w7U7cm3zo1ttlHykhmkPISP8ocd7MMdCDLlbq0QSLZsiK7UaPIH+oPO/7Zndp4pUEWQivYpamBE/wO5Fn"
    "o5zxTHhNnPCRutOL+zXxGYv2KnQS390XMdaTEmFP0VrNfTXXr76YvzVE2ObiUMlNblZjxXuLvXsjdOwFsjekpRjxc5q9KYd7rqJj"
    "OVcTIXZIbj26E6TAkOQqcb7XsbfQMDe/hEdZA31wKiTR1madfqInyl7wM0rYQ5b7ruO+MzlNbLxazaAArOe0RNQj63xNrWkoxW2a"
    "uFpT39OV3T2mGUvJwBtSirr4WdYS2tHJ+LbHRT1bgc0Eu2nVOtzNnmRaMW34KGUnRSlOEottGLVsHTEOTReW+exCAp9KkJ95BTyh"
    "ybC4HbGTp0Je94A9MP2yGbJTRuy4OHOstpY2GzMA8VcHvPcNemFxnJUkdvAYdnQUsMI0FjFC6PuxlzNTIqwwpthDrB4HuAjxi+OQ"
    "LSNOYR2RUiK6t/xFOpLvuBxxZNJ3/2U80KE+Z2vR4Ei8azH+toss13KcEkNyjGClciMWhOzPzFPHs3gyNFKc67IPMS3jWcSt9Vkk"
    "ztj/oS23vnN/5pUKzrmMkPV6KfRUPrN+xk+XZJRsNruA+N9lrDr1ks3Mcab8uYvxtC9nVi0Bec3tQebuW99F3iXCjEVm5oW/zkjS"
    "pvqML2U4PJk41729rPZzQGnW8ddwr2wSqy08xEr9Gb+p4smME20mwX6TTlJPPVqo1itQy7O1ifrlavJ6Hi5zEFNdJwfJ0vBoWSf/"
    "lCn6OtbmcMRlM/HpOk15K5Bgbtz1EpjW+wZaZK3ehLU8Bnp/T0TMK6QKzzJQStnHYFWROnoAtXo//VdDrLeT9CG07Y5inWaHyVL2"
    "/BXorbBW7+skuUVOxRo+Dh9uMt7zuQ7RR8KS8H7Y3Z/0atjr9du9o23geW0ON0CiDuIzfMmqivXLV0EOu3P90lkU3gRiaYe2XMJ1"
    "bOATT5CtM8r+zB7EoYl4BiPlO9+BBDwpTqO7eVDTPKN8H9uO8hNiu5SvDqSYz03hHYYRYxwum6UPrvuWRljzf5F+2RNNzIlv1sxU"
    "jZOUvtLWdzqnyGRaS2/aLKpjZ076ukUbSWsDpnhjn3HrGSaLPUfAR69Uw9otxvnfTmpYB5gbdoOWvl36yQv6R/ibbqvJlgvDp3Sg"
    "v3qy0dluvQV6Z+NTv22jinTSV3IcfsJISfnKVzWnI6O+rmLdACF1Qj5k6mz4Ub9LuX5NPuTbxHgiv8L6V1CmKhlrWwXwBU5RN+TS"
    "Yo3uzf0pVScJRZzssbrpiXI+o5R0Ixxyl33YWdxv9pEjyYW7iXNopq/nQNNVYV9byNHwIa5g/bk5TkcLvDJZOwSOeSHO64fMn5on"
    "vg67c580oPiHfl86+dVK+p7SiyXTkbRaK3xEPE6Kubv1/i4D5sCtUlCXzeu6ux8oYdbCNTyL/dSNWcn67CuJLNNTH3E8FBkJbJCX"
    "Nr5vOApf0TLaaz2vr00efqfvYe3E5xzT2TxKASOPvejH1TEnk/JI///wFSrLKR8rrrd3AXXSwTjho6nfhBmPQ5iztz+F2dxGLePf"
    "ePb+9xPNTp/bn2nZuz6JMal4vCKH+OQy2wN8HjzpMyyZmS+RMURdDbOopA3dTd18xJD283dxnzmzOdSkjxVDj64Zeq7XPahfQs1M"
    "oISewc3tdgb/eYPHvqhhLTOPK1LtbUKS/R2uQjzQV3NdXWhbuSyLn/iH30+Hdd1WbpWMrniL+spZz3bicnCpLEJ26E/JNqJbzJw0"
    "ttS5Xtn6yarFnbeQ/kTAMC7WJ6WO2HJmlc6QcdBcf5CnYAMktJqzHeub0HxxeOrdiP9YwtzZMFpYq3UfSYvxB56grRwopd6DiHsu"
    "1ROkkJ0ZaT+XHmZnnJ0EGDJFil33yiyzzXNGoWtKEA0u0Y/kcvZp3IzXP4RuWo/4Ygdc8W72g96HiKGNPA0LY5imvdiPU6aPSBHi"
    "9RV43dhpl5I92GoybeQ1nAHrH6lilbCuUaaxHbVLne+3WkyfwWXY/4r1OwrfWMCJg1xxsOXty8g4WgQf70d8ynBu5hCJO030mhKv"
    "d6zfJka0mnx1PYop4qK56uVZ0kcyPshG3tkR7O6wb0766uB/+0qb4FzjlsYu3aDX6D16vM5q9nc82fb8zLaiPovl1iGjiTKcimmv"
    "zQ4Ux6kUZvF5MpP0u1GCE8ZSRi9G2efpPP9CfUCmwj+bxinwKTqVWLTf6wa5CvHIfnIG7EgElq6lbCITbX94dzYpsL0MkafxyZFY"
    "+bP0aHg7LWSx3ght8UJwOqzfFbK7nKmtoQNnBvXwQ8wfNO6Vn9UQfd3p287zUDr9kIsNMo29SvmuAcMcTXvdac/fBf7SNR4Lu5Z2"
    "3WWDv/XdNe57bvbcmFUa3cLOOn3QRjLasUKLs+c3lX3HYHFYlvN5x6X6MWvJ5r2tgyb+w6OShr43oxh27kZJ8ROWrxiLdbtIkmS/"
    "WOVzzbm69qr1fOigl+UUnI/95FFNyzCbnArPxrceD5mN+Qq0e4aDJUJPqVjDrO/fQY70FbNq3O8kng9Xo2iHKCdNPu+r5WR5Bfv1"
    "NxFxiL17I0Lt47uArFfP2NymMA96gqifMbX6b42vepvffAUz56lsBX9rEcsf5OXa8jXrYVYiMSf8aavh/Y+QNUS3byYOrcOi2/bw"
    "/bchyor4eFLVoQzX8KxarsRs3zRIcRE7w69n//kUrNNvOiD4htOc7SHHO8pdOOtDiAhhzFMzmqy9G4p6NLumW1YVt94Frz6j4yal"
    "KphNEfIIuIhliO9LO5e6YyI0SwvJ/YrzckZ4+fuaz28Iwyd7Dho3w9eOdnlXdsUmyD6xlvkiSCfk5UNImE0i/ghfNO0ZYUPqdPue"
    "f4hDv1zCnvY68oOlGG+XMJM1RyZ6RoJSnKU4+W4W6Mv4hnZk7wyJDmBX20x/oYjZdOMfq2Ad8xbWhIs59erwuxum65wUdOSZbC1J"
    "75/1FMdzavcyWn7l3aSII7AzO6bKeK7Nat0jZzNiM/40sxzV+qwYkvMJ8P2XifV1FDBHYWyA3TjXuNFj5W/y+sC+b4znurBOqq+4"
    "X1FvF8d7r6UbIvk66lPHTn65GMaGoQt8g7taKL0Dw1zvr6/g5B4DCXoO9i3KCbVqxLLNIYn2pC/KblJFVtJc/NvTg+kyKOyqhzXb"
    "qPPC2fJbuFJnBW+HNzbZAeEQHgeI40mpo7eXRHSaGx28YaY31qgHw7JsvaRxRS/jnZZxUnpfOQn66m3cWaXsq4fpB3Kc5AU3+Iz2"
    "dpKplBg2RNJ7EAnGVsYMVaGZiqfraFd/5lJEkXQnwDA7b5YvKFH2zzaMtWt0JzmAeGx1vv5hk0nNpIV05SokGoNyEFO34c+reNoN"
    "eh8k4iOcnmJEoGMRwV2v72bDuOb/kanexIpXqA9LlDWqMqJuRT0nmsVKyznVFWUn6afiGIuS2kPSW+Egz4dNPx9y8rt+Lv1hFXeW"
    "tkEn6cdzYVNRh9LbTvgYJunPdIQ9UG5XBrB/wFWfymSBbApfUMvzvAfttVYu0NH6PDTEZD0wME7BJXqrWHfed0Sm+IRsXumslGUk"
    "Lk5pTnjknnaS6UpWTmeE2TnH2qzHZV18bu65VPvJGv5subR/ksnEeBBi/OcY9m6Nkkpmh6xnKA8+RAnr/av1PEQKhfo4Tss38joi"
    "zrTHzYoSkzRk153hG1f69YhSO1aR5yWDkppP22l9GIfAehbh1A6DL/sru+ri/CfJTHutZx2N+iyr9c+n/ZzySHE+U6VODs4KOusI"
    "/THYR24OJ+ptkKh3pL1eq+LR4Wzd9pfMtGqSM6FuPedlLcJR/kSdAmu5DprBkAFvkFX47i/kWLmTd2O9rBXsYegrDjPFMZM4Nrfm"
    "kmTnXwUrusZlsbdYp+Df5UF4zl/q51i91Wo8Nps9O085u4oHsps2ZNbS9Rm5c2fd9R8z82dPvFY2MA5NczK8Na1HIPuJ69hZq6Ww"
    "n2tgw5Lc003MuswnmlCXoK98j7NzAKxjz+BanafTYaFL4be+R6SXM3Ef44Le0JD7y0GyI2tRT8N37AxNsVBPh9UthRfUWp7QT5uI"
    "WDIo+SG78R0qb392wx/qcWTSHnnGxWVWHxvIae/h1NElvs+rntMkKaLZOk3uuGTMl7Der8U6GSfwNqyacbYsgm/QXgzj9wV810z2"
    "wxWzAmqoNwPhZz0qwyU3/nXuV1pyBse6aCrZW9hOzN+ymUjjjXU4Aa2JJWU68QJfpf+DMUCSkW2S+/azruOk25neP67jHGYVNVSC"
    "aGW58qNVHgE8Tt6RQkRkZuVLtSg7wRfN1kP3F4fRlDv7VaffMyeYUvsWxHe4u5WcchrMudmG/l7Ndlw8KNfKufID7uA2SN9s2Pmj"
    "5Cb9VQ/MzthXZ+3MQCnm/4+Ujfqkvqsnyt6IOqbqYjE/4234wuaPWl7Z6ag6SnPS5yVys8fneuV6iWWRMmI+L5LGztiESydx3pFl"
    "pQJinMU8tsM66K4vGR/XENUnRiaQbtJT0r5zLORE02BxUmrdXh/DX/sn7tw6G/8i08nGWaRPUUtGiSGf5MyJ4wvdSDT6XNOF9Xj+"
    "BFFM0j4mNq8v4vMrDdwQ/cUxbyToN2R2JdOX3UtCHymaN+8mcWy6vp4sFa6P8SCJacZa5HldbNfZHb7zKVmWxxqf0YmTOSjiPcp2"
    "fPo+nIE2lIQeZH6J0cuMcL4yTb/Mnnt7v9Ydt1jrKO+zhZfENlnb5bJKv2gGNyDUKs3kqS4Wy3fXMc8Yo582X6za6bJOueQgd6dF"
    "BZF2lmZRqswyDYfGND/rG1z5BV4lTx0zeK33go6QQbzXW2URq2uGLOI4OnIjAGWsyT9libonN/T6aBMoVbnXoD30eDucpaWwJ6Nw"
    "jcWQAuPpLVWbr7C13lEyUY7Z5mbZVdka8ot5CTYDNlQymbkEdaNNE+bh9L+hr8jdcqAeEJwLPT5H39BlrLgZs+8jnjM2zRlXp83G"
    "k1U1zRU1CRwmdkb+aOKV5lmO1mRWw7jeVs3K52TKnU3g9ePcVAS+luF7doFmMlaZsxFDt5GL5NkmsER/9vzgRwf5OIP1rGHZdGNT"
    "/RQp3yU1QkKv+0Nma91UkWmJTyRKxJhVnEatJX5AkjHjceJm+yt8L6ydmO7Uks/j7gJmzIt8Bt++ta0s5T4P971Ibs8cVl5zmcG+"
    "eKfLbmxUd9kaC63jNHdYx1v/85+vJP3uZ1jvop6N1tk966hyuW7zKTKrc4F+Fu4j9+nVLe8NH9SLdVr4jt6vV/B9s7Evrke60ucm"
    "nT3Kvdb18NsjzOqFvivL+YpOCqxqP4z3KVmsOW2iJziDddNFGnAvXTY76mNC6zTJYGpVeQ5y09c7ZHG67SoO9XB3Zm2j7CNbRdkJ"
    "xVBxv/D95ZVcqwQryvvJCnrVVZw5KqL8VLIy0Z09gH+TNP0nV/2u5dx0BeKX5bp/8DOil0fglR2xzRRE4m/qnfqUzgptOs04D5Yg"
    "Gu7np1ytd7XIz7r8RjtU4zOBoY6Fn/O9PA3fZqaOb/6N3invwP/5Ve+Gz/YpIor+qrQ0ISIMFycnyX9RTd+knNH9geQ1iBAloZK5"
    "NpPTdrIaZ6GFHEb9X07/ep2Og06ay90wVODVsAZrmWk1nN8SzXBl258J3LEL5Zomuh3r2B0V6vk+11FFubEo8SnEjW7nf8Gd3CMu"
    "ur+X+EUWPxhX4nLcZT1Rhv+Ajh0ue+OqD8pI+KhDoBHtrH+ms+CD3KEL5e1mqxBZtZGf5Bas1GRjmQ8P0Gsggxup7W01NlNye8oV"
    "7Ol0GdVjqCsHi8N9sZlD25sCvMvwzXaT0xGBf4hPdpLu0ktC74vtkI1EM7WFtNeHSXaCpXyltZ5R5plSxU6DI2BVZuI362F9SxFj"
    "2kxPFZk0jxSrs/WQAngnxrWZ8JHlEazvxj32d4Jxe4p3WUZmA7Ppb+Aan0Bu95WN5DJL+4jW9M0yeB9XeDbUtM+qOq3cRirJNNdR"
    "xnCyJpNxTntW1evlJ0jRTYgTRuoQvR2yVg1Pb2iQR06vkH3OtqPz4SUdyA4Ki4ve9VkapyffIoOTyfha3nFCOwTWZ5NgBWMGdj7C"
    "Ka8j8cy95HTEDo5/dIXeh+8owD58hU8+LNNwL4fIGbC3c6EVJzUxV53iMxs+udmNOu+BJOHdXIKzWKndm0fDblIZlOC374V/15/T"
    "h8hCRIvnICY1NFLjNRwnNv3eUx703Q2u9u86W5zmqcdpsppXMXPjNqVmTH/NcX+PyvFyKPt9ktTjPzBG+50dL1XUK2nvnbmq5SHs"
    "OCvBNUbD8tUQheF3yK+h+loPxP8W4bkpPEjjx3gKz2W64XO9n7O19bDzufk1TVscKhOJ6jtHb9Hjgwg1186w8O/rLtAby6Cnmknr"
    "YDs82yx41p+oy2ElPA6bXXEf2UYqszX/0COS2iuHMaMdsoeiLTMPG3y0ZnHxuzpR1qbbBwG+9S29Td/TO6RV0Fbu1xVyISMp9Ttn"
    "1xjmd67yTzED3UbEgrl6kZwgL+H/1vvXFZ7bOsqHMfAd7ftCEr53x2HddWjEPhrNogH9gtUahh8f18vlr3qqnKsdTJsH6/28aBon"
    "yk2LxXz2fC398CjRVYuZ6TyQ+GR1kJfMKztJCWsR7pV6su9YJDkZVqaMaCA/Ux8Vs6OthsjQrcTQhY5n35RFPM2lqexkru/5v++6"
    "07/ddY8/9T25X4n5amcB0a5TejjzEwm1fi73mR3FzSrYHFgBtMFOTdzB//08/829/W+fx/HIJaEZnAbszlxsnPUxNyP+KznpEoy8"
    "rWN+FNagD09ZklkYm7Ko09/8LO6FkmAvyUBY+y7kRLSJkQX6PZ92KWXlCtlRrG5vmKx57GF2DJ/2XVZJM6SS43C2j8JdzdeWwSvy"
    "QfBS+FH4Kt69IXg+PFhzzxDmfmU8ooHW0IU1iMbn4r95soN8D19gNs7yk5YrRFx+lVwqc8Rs33TomW6S8pmKCh8T2b718zMuK7J4"
    "5pv4rtdkgyY00QgpULNMmv04B2g9tMbj5bqOlJ00+ZCguL5E/r4U0Y/iXLEod6CiCQ27g5gvVkJMvAIiGxjny26s182GfLaQJ/GE"
    "B0so78PatZd14aH6I/TKekRqhpWWp+/LcthpQy0wJJQlkOGLpFBtamCl/kS8iR+hrcwTOxh+WJx9ABkOibhm2LD39P04iSySn2PD"
    "HQoPxD5RTY8tQssW9VOMjfcms1/WO1zp8c4y9XzXb7O1HopmjfLZIexLRi9eQ8+kkn35LipLQt7ijI4+8Fl0aYSb5uKFnozIaz2/"
    "n3n9fyeHqd3rQtZPa+A5PAiP6kC9rtkGrNbP+ii+5Utq6Dh7EJL47ojHmEltwbu2JT/eln+a/1snmZuUNb7zmYha1/OEldP/zbCw"
    "WMUg7adU3Okqp5VdpS/phKAMPo6rXS9m1W8RdyjC/RnIrLMxVX8KjfkqZKu1zNIz5CE5Ud6Sq/RfRO20ON3llJyl201cpaAxX/WW"
    "lfHcn7Gc64lS5VngE9SDEXXvy/XKRkZH9fRHS4jtd0pQh5U29vl1rCcM4GrYTMBmZk4tL2O79TRigNEyQd+GPJdDT3WUoZL01tNx"
    "nYXsOqpmdJ47B5n7lY5b3UPTDp8GjwRf6/U4eSt1gLbSJ8Od5RxdExTA2/xRkz5eDP3EWhE7TMawnp3KIq+6GXbLki33U/LuRFVS"
    "ViPkihsvq7NdVmnffZ2kJjGcuUxvUqguhy7Ejmm5lZlh5zWWSyU1eIx+s9M+Zfq4+V+yPttVYtX9PPpxK6HJ47Rsx/uOgTj0h816"
    "L8Xe3C4dJZNJrcQTTtK+zILXMJK13MgmTjfEdCGnCkrZb1vPClspbWGE2aUluljW0CczRsfrszG64eZl5puT9HLV43FcR16h/CZ4"
    "bJZ7frvT8cQLcc5WEHPH5qA+Zj+Ty0/Veiab1ZxWXIunLhHrM8tn77lVWAqZn3JdKm4KeCX9SEMYTHqkv+2IqNZNHMNkR3GxVstG"
    "VVVX93BRrmpuqWojmS7HJN/fgKFxCCxZBStEfSXqMXMse2y+RTefCXEdmw1X3IAnLcOulLAroQznthhRRx2niAP2JRfoLsEKrNOv"
    "7Kr7Bc+/q7yIOynjDGaUFsl8gKWM7qs5Xxv6ic9S5nLy8N8axF4X4ZS9K/NZrZ+LczqHEzN9pLN8ibO8j/wLOvdD6NWrAsP+PxZr"
    "PRd3Z7WtcYiQe+DpDF9mE3yZXeF9G3POvnJ8sAvu8hnK4FP6HHPf0SwLbKYTSD1nuDs7kUZd5WnYSPfnxkZa7HFvDz5ArFUBv6M9"
    "tNKB8qb2l+/oQ33cRNVqTzzHBMTUj8GTnySD5BnI1hU47wfiSUfgal3EcjvT2Z94DqztqiZ5RXLb+uWcoi1kD+xfxeT4Rcknaoth"
    "9n/leaJj3hr1x8o9iH9Xwvc8lCxUM1gZPFg2Y8/uQ1T5I/TIPHxquDwAqRiF71qJnf2KvsdGfFctbHEZ58uPlK6su6QZ4W/wk/Ou"
    "1uBYs77Q58Tmgq/Gzs7ECZ0FDdVTFunXeG9vxFwbmPEvxRmp0pvwPZug/Zo3u113x318o3fAHk3XBWIdycX6MCM5s3h74yQVe1+1"
    "gLtXDr3/K69UQN+oBpp1LNnALwt6yNRwln4XBLA8O+hYGS67y9LwMbIOVVDjp5lJNhnYQRzmSI3vQzW52QuRVRreYZQ2yE11NIMc"
    "XC7W5dZODBVxLrP5O8oP0E0R4sJXE/nTsAJGyn24K+vs6CzXYA2W4Yy9LfsGz/nz2h/emPp8XMojeK6D9FdCIoxl+nMppM2fhdN8"
    "Jnb2c31aFsNf/Z09quPw/S/BqlnX8i6SQf60nopCxhiunz3XXPVhku/1Tm/m1EPGIBvYq5/rlSo91mf8HbJSLa2zm6keRC8t5fPL"
    "9R412LBXB+J9L0NyDpLewV7wQmfqvjpBjsRz7K9v4pUlkNeuzX7CWdhLFuHMzNd28pmUsUevjl1H3fBE0/CukU1wD5hNsy7gsixO"
    "bUZDIhKGTK30s9CTfS3OuvLzIO87yAT5AbLQU26C/WktL8H3uR+rH1PjonXYScWc2wvZ03SGuCyfxfjr2fdujDD1OFNN4WguYOed"
    "0qoexXi/Gc7Dvjhhn0Fa9oT+OkX2kpm4Uj5RpyuayD3NwZqcK6tYNbD+rRNlezlcDHvlU/0jfFlmN++D83lN+JD01CnySLiS/fGT"
    "eYadhDxAL8LNvUfYQZFB4nZZ7Ma44zs2sk+h99QzXqdZ3X09MoxDzhgi75GlwfKFH7AHvRxrF/d8dLkwOnIhOCb8PIPD/THmPfXf"
    "tBARXSWz2ZfLKOjH+ZDPx6Edhnq5yLCBN+5jOhge7Xz9p9jZtL7izfAdjVkpL8sa0fCkrSTTp2NYvj/Qfmz2XekOG2pffTjM1/vl"
    "En1MrEJ8ZfN/aVedFR4TJBDXDZVSj3gW16hHmLEpNUMX6iwW/WzPXGY9olqzz82yHItdsxzmxXhPnLXXGOs0ShboCLsInK8aI0Zg"
    "nLxX1t83WKw/4XSctEJmpmx6tEbdHPIm3U8ME9lyzXMRdyfEULHMsi7W5/UyfGIJee3T7DX5Si+Fp2dYj6fKcZKZJ2/sp0zndFUu"
    "rNd6+oz11ATGNPm8OLYa6/Q7Fvam1MtLiowb9UTjPDkbKaf9FHvac3sd6Vdzy6mAGHsSrdJgc27r2F1Yzbx6HFbn3ztOG3pOO/gT"
    "HPr+W4f091dybeXanx9x/dOCd+GbzNPj9AC5Q9/SU+GD3ie5sZKdBm7XqP+ti/99DaS1FKe1jrMce8vujFOW6Q841QX4tnxovDi0"
    "whK1an25PA3t8gK0vvVrVOi9eH+htg4MGWwSbHhhljvX/hwg8SzDvWWELxKHZrAZPswK9jzGeO5i/3Eam4uT2HrasS54fsOCth2Y"
    "j2+2LtJNxE80LT+Xs3snifUurdfcrEUpdqg4VswKxghFnPxbjUh5KmR9Cb01w/FcTCyPBeyd2x3yXcB44GDotd3J1FbNzLZVxvZn"
    "3LqSCBxpWBPrFG4hm3BHayGRVtUdgk81lwTRjYs8D4LZ0b0475LCSlRz36t9dnw27burRyRwpnNnW3Pnbks9cmWJOrS9/cnLY92y"
    "o2QcrXHM67UYrMECnuMKvctPzmSQmhO6kCgx6SyiQ5pTyQlyp2+mVn0GVjOQq+RFnag/Idr4XWdI98B6HGwW5Cpi/Kf9Z12v/0y9"
    "DBJ8KbyRRDhHV2CtDpY35QS5G3I0URbxLETYZR7l9J7Vnb/U0+QQavNl8Nnm6Qjs9UxcpQ+xEK12YhGNoeA7LPhridZs2OvnETHH"
    "+LSm4T02RVFGZPM8SLbxKo8mwljzYBn+nkFgcFNuKX9e0/4M2d/P5TkuJwZUmog2xtG+AFouzdz/LFypiNbjW6xNU6xS/z1eWu5X"
    "3saeG193WluIZQRLiaF3Fn6u1r9hJb7iHv6icZnDTGu13qNWcW6VnQJLaYMutbmHcp40k4GR7LUp8YxRuerveXo91vIPvDsPnsWT"
    "gfWTGdL+56wfV/nJu4e9dzuf8pTJotkc5s14ttVc0wr6q28wgrPM3HU89SdLL8lnr0GUvTE2NWQ5BmN3nMMqcDFjuiRx8jbZVBLn"
    "tSvxt+FifGHJLHd9nFJsDEB3ylOB8Q6uwbumQMOtIfrxdVgpw7RuRw4Qx0KTzPaNLdNJwXw1xNVHEPdt1NfU2FZXwsNP4u9dpC1r"
    "WzGPUOS6Zc3u7ChpzfDwCnuC7V7m6ANYt/ux4n0hFefptTIuqNefZBTuMMaOXfUzbMZFFHp+SZvjf0sL2K2Vp5PgjR8gi9mvHCFu"
    "SWaWOsIsXIJd669BO3eUk6WIXLj1+hTioXOoLc0b2sFLWIz1dPOU3KTCljmZnb09KebU1/bMP2yLiGpP4qeeDq+1WsYjLj4PMdAK"
    "rNSu0PEb8M1Xk5diJe7tQanxXRlpZirSfl/U67FjxDFHhGRz2V0m42yNgyXeGxHrW9DxdnbfgGU6BBboc3z3KMSxKbEp7OPkNezB"
    "fB2i3eVfMg3PHNEn8K5j5Fn4uFPkUqzdFHKniLgcnvlxn7B34HJZ6u/C8Jzv1btpe8bKo7TsJzKTmfbc4Q652RD98uhvxChLNViD"
    "lliXq+VnWMR59G/NIjyjfyFC1Znyvb7KSZpa7632YmZKiCJhHvlRZMyzDIJxE53EPshCSNkFzYwfdREZMw1beBLi0XHyAc6am+Qx"
    "q3avl60CxkFuBsB5xiWUIDfTsic90FX01SxmGunniX8irtHOkIUqj6ViWavR0FVDxDIoOyM+31a+w+9fRWwyGav8lXYMbsZdRmGT"
    "GrJ5zrPYwMjxJfmaHM/NxRCx68l2Yn7hJnoxlpWr009kFXMgJmfrsKZ98S2buR/WWdSbqB71aqyjIbVVw5RlJjO1pU8VY82tAXvA"
    "eW87SAbxtae3lrY+p8sa+qh1vipbjZ0p1IaJj3S268aho+Rmep0kj+gz2N3DcO9tEDsshubvLrP1XbyrGyTsKNrvCFfDYfZXN9Hz"
    "04N8lSJ/kX0RHRguWxQnaQYxAXNp/zbBQqLftJLuspP8Bt8lgBT+gH19BRa9cT4o9IzxSsSRbbHKB8t8YnpZpuEddgNuwH5HeDqX"
    "MRfwDz//WknmzR0kM1E8ONvHGbLjN+qz8q+LQzr/FfduMYb5t8VYuxRnRgezN2IX1hrOlzhnb2ytC5knTXqMxggzcmVe55qv0UES"
    "nL2sxQm/BfrvRrynD+74Sn0meEUGYP0bNGXU6/krqC/ziC8Rgx/dX1x0UocVWocotJv3diw7ur9kuH0PhVSuJ2JOnFwL1cxcD/bI"
    "WPU8o2nG3ZXsU0/QQ3eZ+oiGmmEtq6X/MkaMzXcFu6zrcBp+I8e4zdG+L8fLTsHznFJ7n9FOFN5Wpc0/cXX28vjYmV5HJ/lRsjRZ"
    "Z/VoWYbzWMkOE6tsr4RXekKwG7ypFdAh9+Nay/RuePXPITr4Drvxc7Nu8jEihhexiw9BNj6FPhrrc2Sm65TxUhS6otjvhDIqneU1"
    "X4zMBWeJ4bGswVktxBWML3GTFsK/NX7eObiDejJapTh/kaZ2PEyMmyV3RGm2w7yTVp7bbEd2h5k8Gb9h3OPm59OLrcbOH45n/iu7"
    "gdOs5lYzz2Pedlup+lMob8WcPy6HtSnDT1X6I+/YMAkmyttivNQpvUCmqqtTx/Uk7NFRWNt3YZXe1M/w+anwRb8Lzte7gvYSMhNy"
    "ghg671VyrPyBT/yK/d2MfarWlOdidPzpt7KiWsV+1yR1dxrPl/RIr2U8dxmmoxRnL9ycx7FE5czFoBJjFJ5mjsB6dkb4+aiBxDeO"
    "c7WjZLG5ihlrQ3tdgd9/yK63ZjJW7sF56w97O1O7BWOJzOzmFwuwKlcSh8kYD3aCNWgD+zsRZ76v/BS+AF04DRbwd/kzPqyLM8pY"
    "lRmP+7Cabor8fi1yosnOFzeDYT1JNmm9lOfbet9332q1whjkNslq+E4pPUQS7Dd6HFHpVER/a3R1MJH1mWLs4AycS+vwWcmMr+V1"
    "u2b5xyP+zKRgbbpJOf08Q264kX0KtZyaNQszG+tTg8/N08fwjE9rqZwG221zGMbFV0A/wqT6Vk7cVROxx6Kaj/nKc7hOXzGOoH8E"
    "VudoSb+sFBF1N3Gd3AF0eUtJN9Ltbp06i5sPD9lDuyutX63PH7la8xp4u8vwbROgQybh3DyJ300OpmLlcqOZVqixQddTbjZ65rjP"
    "pYqdZ8vhi2yEFBTi/8ugW/pJCezKQkRkQ6GZC/QSnii7TrF2Z7Uhw0fuzsMCfYxWJkb/wCrVo+RiaBuzUKtY8bOp2ISvh/fJ1tpC"
    "36G2Cdf9nRWdpXos4i/jf5mqG4nbVOdRM+awevao96Gr8PSG0dbeYzil8Flj14szP1VDL8r13/ej3u0gKZ953rr0XoGV3J29DoVq"
    "dsY0/hrsdQWf0jFg1uNsRImpZTotL5unsD/tJdxiPjCDW2HVibiPn1NZnI/G6B2ZLrWOcpkMhkRshC7piihkE+do8iBNubMEZbRx"
    "cWKzmv0ZKc/BY7cpA+MiWAqrPRFXWwF/+wD4qb2lAOcl9xpYBrAj68eL2BFwtZ9rK2/ETBkSoaSW3bsJTWTRLtOMyULfmdEPr+1M"
    "ad1XRpE9Jc6rVzG/7VBSHTZigw8i4jrdB4vrWwkk9N0+jmM3j4wOKTzTjfTBtxNjvZvOjjCXDUkzmqyjFnWSn+uVpO+gyXQ17uOn"
    "/up1UFiJKLdML4GfcpkcG5yD3w/Vj4Mx4rpEhoiLQkt0lpddYxPpjti2OzmH49A8Si/D0Oqk0Zxriy16htzVajxiaBqWNEVEkoTP"
    "7sXJBOTW/GRGN4ZKMA7n6RietFqce0Nos1O6nF19htA4GlfZALvumKXrELV8qk/pbVi7e2QO9BdOt3yL376M01alizjPX0Lm1bmQ"
    "HfM6zS4cCAl7FV7wOHzv29Aty6FdH4I/erBYFGzzY6dBnnrLLNzBYmiblfommcMzrIaJLFJszPf1ZiQkTaRei/YrafEOgDeyjLHq"
    "YmrUAnhE5qFY9mIdUeLKNQEd9RXZHcrxtPVct0y16GU8UYQeeRGnZCKca1LfT+xwCGr9TreVsBGrbyQr0a2IsJfxslv6Vzoh6qul"
    "lilhVnuVMfLIYEk1wbFjPLvG8rYPcb0+4xPNwFPO1kpf27Y+xgOxAzaFZJbmXj835GZEi5j9rmKEepUs0Dzyy1l/VA2R2iKsFMfl"
    "PtY2CmGLLHrs7/mQrbY2SJ7QM4h19R127TndF3r51mA/7NUQeK5Wu70R8mEn4Vucpat1PXbYcuvtsObHwFa5OcEqTl4ak0S9RxSP"
    "Z/ewDlokBcl5RB4Nn4Oeul0NW2l6+Hf5UA6Su5rAOW0j2mjir2HqW5vA856vP6tVkE8NfiKa04fSTjroF7izq8QQPFez734BUawf"
    "Rtx/iUwgzr3tqqvTj+AeVXLXzoO3MRlPN0xelV3xZJ2gQabodJyR3L04SvRNd0rjWW1fgZUsJJZPIXTdctquKKX9ctlbLiEKbtp3"
    "LLizaPyTFgmWQTMvxWfm6g3wtWYjcoI1k0+biCjj9CZDTqDGfW+w0xkD2HdjZ2ome1MdQkue7ifT2fdfAImyLtpW2BvjA1utv+HV"
    "22Wy5kMahkH/btLX9RHIyif6L07vBNKCvUxFjJGs6nY+zsMaNZxIy6yU6N3w6Y2r8i7ZmcxtrfH0ln9tCfvyG2OCMdJLrof8lMCv"
    "vQByle+nvG+DZfsIGkZx+jWL/zWrUR3oNB3UzFirt5GTZGl4dngeJHiqnBIk/a6s18Zytbu3o7mQY5XoCN2lPVfJ9WJVc06ggpm3"
    "fI9zegRxTnuSF8/5JbXertdTKvcWh6011GdKWvFdAX67yledHPql+FmMXXyXeYx4XJ9zwi7BeCpJPZBgVN6T3c2mL7v7PutW4uoK"
    "hb6PZA471Jwnc5fYqevD7plkFpctptvz+Y/Wa2VjOEhuxv+HhifpaYbUFSyT64IC/R7vMe67dXjq67F3L3JerBu0z2qe7ALEb+3p"
    "vVcjXqshP1gZ8wDWo2XdB6+K+fDFuiI7p+9yNRt8t3gSEc8JspjcljF4vMV6BJkddyEHt+PoqqXuOQuR+fZEOVqAV77H2lTg/5vZ"
    "t1UFfz5KDWhZ4B7QJC/77Osz5Nq7gysaU+dzmFfysNQSwcZ829bi5k5KfSXQMjXnUUtGsL/7iPEy/gjZnIETtwjP1R7e3j6wWzbB"
    "tw3i+EGQ5oF4fxdK9wK81lLulXegHQbKP/Qd6JyTEB9dK52CjNUwn+tw3xvqsnG5cXEa6sARTvi7K2xipamaGQ6z23kexbaePp1Z"
    "3uU41xtw7ouhByfj+iu1M5G+w2yF2WWienqduq08rxNgAwwFJU/r5CjYkE7w43/4U4ww5jPvRN6f0Ou9mPfFQkTONfq+ONbrLzl/"
    "tVDuphbIfbWU9/kdGmnKxzPGjFGuX5kWZD3S8G2j7Jr7tQlP1eG9mjY8kVm/NNfNsG+6SA2vX0SZKoHnm8CuWz33ZT1ehsk6ZkQu"
    "wwnZF3e7jfyuHwQriaHTk+yCPdk3HUEskKA87yUNnY5n06ZMohZpij2koTq8JZpPAScjd2PEuRyS3xc/Tcce/57tLDAGd3tS831b"
    "+ah6E+e/N+Pvu8DPsF7Hfci5lfRoKyXMshqDVYK17wJIzmJI8wV41iv0c71VH4YUlWH1jGWzivlbw4tdD30yjdVci/72g0UqgdzU"
    "4pvayxs6jLX/b3HuiojpXM+IwJhQLxKbMahhv2IVrd4e8qj8RJ4Zw9f9nWwYgxrlENZqY9Y2Y+2xetLR8JE6yGZOt0V0ahMx+p95"
    "xfR8d+7XGHZGBlLGdy3hHajHgKrnHdRQOgv+DTXIneSO2Qmck8T6pFuwlnwKPed6nMimUJ0aOK63kYaZ1aR2ho/4IM7lAfIYfn5O"
    "ng1flPFSLx2lKakyu7GdZDozo95P6il/jmPn//9XcmukXM/jcDNTPkLawD1q7plXirMIbRaZ1xNHbAl0Zz07/RxLZC274VKU1Omm"
    "XeVZnO+YfikvIlYbj9WdwLmJ3HPvubszcn8mtxZbC4/Dae5eWV3hshRFHgVyR9/9nqQ3k6ZNLmDdohrn7Hf6pN0RA1XJEngei9nN"
    "4Kr/JeyyuBYe21jc9Y7BIHh8RawmNZdfsXbTsAY/qqEf1NGKpIl9Y5mNwOOK7S0Vvj8r0wuY8dvdRHK8kWYLfZ39UrF+H/E1wGr2"
    "2dur1nm9lJqijvOF5fjNR5xermPOvjUREtJcsbbc4/2YTx0rXcShRlo3wuliOa2f1DqJlurVUu/5d6O412pyUoR4rYWc6vH5asiN"
    "6FBNB8lh1I3GV7+ZVasWsJML8Zt9vRfd0uev475Dox4r1ZnzlXF4tjYBYV7MHjJFr5BvcJfGrWf4pj3la7wyWMboP6SYnUeWB6hH"
    "pNYD+7g/PPoaz6KXe+q8wEvvRDHeonWex32zXg6v8wOs0yLo2h9hOT6B795TXpFOmiAOWiVrj88j5tioLv/2czavsYtk0GZDj2BS"
    "75mkLb5swT67/aDpN+mTkptB0jhiS9jtMlYWYjd7yN/EKoQbOQFitR3XlZXymT17jnaN0IUb6nGZ37XMZsrqKd8iGQzXjMbctdFn"
    "a9Tmp5L02Cbhjm3K6Cz85mfItsMbyPcM2SfLgeKweCxTf6JUMyNbCW/uLb1SxrLeU8WOokmaie0cEuIFvkdR/2MGqBXzMTFyw2Rw"
    "XutxL5mM/tuIoaogCz2wNsbxdBYzJ1OojSrogRhu+XA5Qj5ijcM6GnNHu5shZ3P4DMPIkvEM5X49OxOG+LjHJPorjxJfiuhsH0l5"
    "7ySmn7GDrY71iLs9VoxCAlP+HDuGHWV+9FLZzNnuPeh5RaBfY/RrcuWiLSrZBt9YoV/LVMhiM/bND8UK5dbk5Xy6ONGWot5uHSxR"
    "shs8gFU3xLp7EcdfCQ/hO8j4oSaTeKJCXL2Svvxj5FC3b2oKIaMAd1RGtgurXq2G5Ncw2o7o1/q0fgHNbHyZVXjP54ExDhq2aiWn"
    "UC1GO0ysy2gz8eLyIM+zcJV+xMWtwCfz1bJRV8OfGg6L3VH2og5aTZT5JzlJZTFNY77LOt5lVz/9Mgf+sTFfmv90ONZsBf41tKbN"
    "rOE6blK35rtlUZAukd2wFjuJRZy34Vw9ox/h92ODGnatRKj16vVC+Pt7yA7Mi631c2zKHmmTpf353xg17NeUrQQrQFGPJ3IJooNB"
    "4WnSTn6U93QN5PcHHRBeAB/xgeA0nJ0XIQ1/oSY2zLE9JYOHFYcdMkRLF9P+zvkVmw96XMxq9c32ATbu8oWFhScZ8+jZR0nC4+Hf"
    "JBkM7AxSu0CThd4LOxE7kWrU3ZT0k9er8WydydFZB4lzU46Wby7PYizvmY2RXGU7ZJeN64AbxCpMLePoI6S2iVdCVuSq2U9cBV/N"
    "xT4RzkldKnHmlus8GnqUNWGLeSONEKoa+hi1CTYHZZbzxCxaUkh/xr7taexlIWK+kXjnndjvAqzIEr0QdtDw/11t2fZzVymnzWr6"
    "3ur0LOZ1vkfEsUim6d+w1y2DQHqwR9dNeaWZNXYd7ZdmK1MtGjEfNvN72xEarYsswhodgThjB5zkl2D9rpc7yNbr/OsY8TDKmf0q"
    "0m6yQpoFF0DHvYUI5iAZHy7HvlnFb7HMgO9xpZwgFlf+Bu1yCq5bpJ/INXI1/Jao7/KwnHuMp9Omn0/w02W/sjfJ9aVVkTtGGmV6"
    "M2iDzanJu/op6VqPz+T6IurJVtrQARCy6h3iqSI+C+/m3Hp422hXySPvRQZV5EPmN04Rlxscw5r0vmK8ZmPpxziEgToiANWrnVlj"
    "F3A4KgmcRcNyiGVl5mjK78f+bz1lQvCFHiPtg/6IYX7Uq7DfeXokTujpTWROc79iXI01vi8hc/6c7OXmYrzf96FkznaYXds/w+z4"
    "Z16xfR4vffxvy7jXMca9/+vv0eyajBbHvVjC7F2K1mWh5wnoFUwnn5Vl/C5iF0c5Jch4X80nMW5Y61LJx1o3l7bwmZ7Drs2CBNwE"
    "a2cWpwL+9V24dg20+2L9nAyL3XECvoPF+lKPlVE4nb1NnnD2OzF75TIobRvNJCvn/Sy/uruYVv+MMWI9Jwlfk0LyJC+GLA+C1e0q"
    "VxMtNqIP42m6y8N4lgWcJ+oLW3O/TtQZOJmf6MfNMkwHtZRmZcRm1YqDPM9sX1Fy2iR8ZBKSYW+2jtOH4BGU6JvyA+K9LjjPw+Tv"
    "Uu/RqkPilqk/qXEtbAIna6aeiud/jd3sq3G3A+QXPHcEZyruM6BKVLX/j7jvgJKq2rZdp0GigiIqiEpUzKIiIIoooqgEwazoNWfM"
    "2WvOOeeIWQyIARERUREkieTYDU3qQOdQ3RXP+nPNvatovFb/8e94430cErqqTp2z99orrzm3eJk29V/E61gPyAb28FSQX/oX/DlU"
    "kg3mjKq5l5bpvjs4XkrCP3UvnMtH9cCcGXqn3hBuQjR+JLN1riZo1/qcK9IKequIHOIJ8jEk2B8f5TRxzVZT51v/OlDe8J3fEWrl"
    "IsYJz2NV24pNWvf3SAkbPe5LEVnga7wmSzI74TLM5sc2+cdenO3YzZkjYWZW0cl1L9nEumVc3fPUcvVf4fM0l/MlOzp4hKhQZl9t"
    "vuAJOVh6YDdmsG89m89XyFqFZmrkTzBDvZFIHt/C9s+FzFXq+fIoZGOe3ssq65buw3TWxWF12oSpZYO7Qj4t0o/6GUv1s/v/zFBY"
    "xZWM0r+wc/aTny3andjK1tf/l4zn5HARsRVKYY2uF0ONXQMfyDqUbAJrBOK6oxFr9BGbh/iZdrYW1izMdC2sUQlqWdW2/Ox0xrfW"
    "W9UHEvG5JHwVoQ4nKs57NAb3Mo8Rm/I/i+m5ZFKshP3r7Lv6k34mKcWusEpEluYt9pZZ+OxpsNvf6OtY8dFyGn2vJTpcbCqkCCfl"
    "Hvy+VMf6nFWoW6Ia66LUTAT2z5wA2WtgryGGtfr7n8xxd5IhjBUiOKVnBl/qDbijWTIOK/ADzv9uciH8pa+hc/YR66PZDElei0/+"
    "Cm9yEtbmZhkqhotrnIMV7PgvwLmfw0nL03g/Sa8XHH/BMvq1zekBusnDzh43sA3RR/eBd5QH/TBCZsrbZPr9Frt1nYRhG8jjKuhj"
    "ywZu1ivhr5iv/o4eKffoOF0OP+MJfVBW6nNyCdZjuCieVz0mhJvPsl9HeI/hefx8X3EoJm4Ky3ysrxG9JDO5uJqMJO4ESazG+jyE"
    "WPFLnIlNkAjrqN5BvpNp8i+ucFM/L9fM+zHt2RNQhzXpgaiqoyQ5P+2ihBr23FutY5B8jvNsuHFrmN9eRrbOSs/yeA5znR/5fx1N"
    "XVLFvH2UEldOhOw6diY0/1sWy2qmNYxv/8J6DsGqnsYMSyX1UZI8s666G9W/M43swnjJMLY/lnX4zBy1ntEW7Cf4WS+CbBwa1FC2"
    "bbr+X8Roayy7bx1JKfYZpysqt0qigUx3ly2MS453YT5iYdtnQ0v/FZ++UC7A6b1Anm60Y219hgN2IDVpOf1H6yQ8nWwDwqmG+dD1"
    "CVaaa+mzOfl8Fz6RejYwwxCbh+ttYmS2SgfLetjVE3APf0JqVvtOWLMOpocO9eiCteRIKWc9MI95GZt2M+4L41gLvbw3lUSGF8Ui"
    "g9+IPmL8fUlOjNTDV95R1tB/tzmjY+VM3PUsZjmTzC1ZN8IscikmcJe1rI4V4rk6yu7ygYyUceEMeS+8INhdjg9GhPdpXXi6dA3i"
    "+p7UUGrmUXps4tuQgvO3Qm7fGjU1+2ey12mzdwxkf6WOqHgOqXkzffk4qyIDqZ+NnbKdrwTYt1TyfJ7LHr0YqwM21bWZDM0/wSfr"
    "yG6HlOcbdLFEV2InXapvimVV2stF+jIk+glI3uPaKzB7e5+4rvJJehfWuwz+SCnigFz2gm2dHRXfcz2VmiTK6pbNu39BHOAqKaX8"
    "zlfDi6ilVYgz1zmGuC1pW56+1nY+Pyuep3jLN3WTNCPucFnJbpGIn3tUZvD2ySBypDJ1qV18J1KSEdu27NU0PVfITqskNGoajWXL"
    "LmwDzerQ5E8Ux/Z0E7Sbw+05QF7EzhiTovPUxsp8WmOTis+0gF1ljtvG0ECM9dz6hjZ5ryHFDKLr5E4wz7EZsVlcL/LTWws8S5Sd"
    "0rW8ZrZXrK7vch5V2KsCTgqU4ZUHtpKmhvpvG9lXr9VpkIV9w2H6Us4ivQ0+u8oTMhzXHi3mgQ2SNHNzTKd53vVialjDTdmEvy+B"
    "ruyA1f+UqLbVnmH0Jkl4DEnLf5dC7srxfwVnoCogM4bEfowYq2GBRzdqJWnNdBLrkscwt+z4sYvYLbQC9+QwPd/Vr/Cv1/H3PaSn"
    "fgDdtb/sH/xC1pxnYJmrsB6jxbARWtPW12m2XhPxEyXtPfaNm/PZM4PM6qYx1CPNpNfRoSw7v+ZscbqqIsNvkSDznu1xrY8CQo/e"
    "ZFMk5Z5vYRQ7EixrPUgnQGZOIrvYVKznbFjsZVjP8Zo9o/k/O41nVqOIkx4bLGdIvGTrcW+NfbX5wRLGEKV4tSWzbBHyHKU8X9fW"
    "nrdmcjo7NugFTPeiZsPMzn5vVkMxqXKZDFd5cmxk+fqQuG7MZuwTt4h1NTP/jfHKGxbnBnqbls2/g1MECWgmFyk65I9NrED/wj7/"
    "cjJ6l3C/N9M/cd2xPYgnfqG4mewYUdYK+CxXyGJKxG7Eu3a65x5xHp5NaO/tGVss196f7Cmr2A9Zw/nx2zh7Xs8ZRJs2Xg1JNtlp"
    "Iy9LnHdpntgqZttL6RlYR02tn+6MeV7Vep2CU7lYjce4HpHEUvZv/QGNOQNa4RZJZfChqpk32+TrOJZFa4tdvEJOxVmbg5P6FqcF"
    "N7BqfQH9qwjRtIwNK0qmllNwx48Qm8O6vfoZWxBOdutG6rST9EnYpk4yE/e0B7tbjVN4ir5JbpzQa4Q6X+0cwAmcJLy7JLkHXf0z"
    "4m1W0jNSlWd6mFpwZu4CKf0fPiWbPHJfFTSOY+ZIUR+WYTfWN8h1tpVLfIdTib4v37Nv/g+yoBbS/zdsvvNwxrbHGr+lNv30I+Tj"
    "K6x2HaKc5zV7zbVDYIzIhdDqF8LrX4KTUYBPzVfrZBgo20s9M25lnGxMMgu6Ru+D9/S9PCYPY6c+hxR9gnf30tuCmf7UbuN1YFQP"
    "okdo81tL4b1HNc3uF/cMbfNpVX6EzSwj01YZY3vrwy6Gd7GTjxuSPtMYZX9DxPPUuK7H7TwyU5o57SSswS2yH9aiM761l0yQiZD2"
    "h6HBN+N6UV7jSeggYj/Ty6plP2wN/Z/FWi2l6upV7/sIWv/mqbdkzqSfPiK76KM4yS3lLMjU1bKjjgpmyh1i1RarED7JuYUI0aUW"
    "0k/uJg6JRX3f/y5cnQgtWtSjcUV9nvY0dvfm4BzUsTJo3TjW7fY6bWIFs0bmMw+Rs4iRVYndihD3ZibzQY4Txnp0K8m3+DKkJe+/"
    "6hhoLRb3OqzPTohoDAdhBiIQY+WyjM3HnI0pxl62Y6eAdd8dTybvKvYjGY/SKiJuPyb/lvfgZbupsXra3Wpa+BJm2Q8Wx9Vpk+er"
    "dQt/Y1IflVfkMkZ5cXqilnew3plc2U6nhF/B354ZtpdecrrGw12Dy3JOzRHpS8vupL1Yt6A1X8C6R4J5mjjZnpOczKogOliEjMb2"
    "82e40m4i5zCx6oLpucl6B2KWKvhYxgR9CqvTS/Qn/B3PKjZT3xcxU1+ZjXgtSstRiRNbSyQuQzo0zITt5GW8fz/cX4EcjpO3SDsG"
    "83H9a/hdMc2hjbqOXaNuugv+SWB+7gZGvDPUumVX6AO4xruNZKlLvT+o7O9x84DF8LGijbySfWYo+2eayEZiFxpyU1MyDVaRE/1c"
    "vK+n5NOGfqITEFl/D6txF7TvgbI2PCko09+C5eHUsF4nhLeFZTmzwo8D6/x8T/t41P4KPZDnsZpcResghdtgDaqI0V/BZ82FbNTR"
    "l0vziDqukcs5sxjXx2GxHG/RcKx3a+L2xxk9pJh5j2cYObZ4b9OkJ2LwJ6WTvAJ/Oy+cpA/rII3Cm3oauuclSvNKPVm+wdWuZ3X3"
    "A3ZMi6SRtgdQRzgk4lPYMZaD34s4LdhPDkbEdIK0YARmXkAvP38TZfe5+brVxBcuox9pcVEdJfIhMeblzh6lTj3OfYr4VwnN3t0U"
    "9fbb0E5Uu3iWnirKfrbveUCfxWl4Q2+FV9kq5yZtAf87D+s1S1y/rq3t+/TbbF69APHbKu+NtfCZ1YhH/ze8yVAlk/PYY6vOhIav"
    "bN2zkKIUJ+knVvI5t6f+HCJuWl89N88iPu8wcRgKMT+3GSXSpMv6rPHzS67a5/xrly8t5KR1SM/PrniAaIYNd2u93zEjH6ZL1uP8"
    "FeGsWEZyZ6x+d3IUHitLmIOvZ49E+sQMyVyvCOu3kN/sYuyzyXpjzE1XymPwrdbDH3lYZ+mr+IzNmTtsrabcrx6ZfhCHkl3C516L"
    "GKet/Kg7BB/gbtrKnaxZhxmsSveZnTMaIlsuoIB9h3UZLu8N9PvGckK9nNNuLndjWJDPy27Y10Vayhi13iOkmw04HrJpEtlDxqr1"
    "VVTTdo3ycl7qpXbrCYadxfll2V+ZqQ9Ke5z6BCLJet1f9pC1+rt+BI2yitxiebiD5fAvrbP+V9iEnSXI9JtaXNRX0vzzdkpyg72g"
    "G8brkGC6Xmq43nq2jsZnHpA/fPeUw/Ov8BH/m7KiESTczp7fIvQZdRf5bUbs10ZmMStl+a6DaCnXq2GJPSjZs+7rG5zcOM+YxQDF"
    "8Mz2h025H9rmeZy53eGnfYuf/6Ir5ArotK70HHckElicfRRO/mfpGdilkxAN7Jzzb+2kY/B6d7lX9pXslbtqonAV66VygvSmNW+D"
    "lZ+H62xmjt5eL9MT8bMSfVssWp/gkbEt23ELp8ma4zwMlQWwUemIt8ZzcLtJPtWtcwZNt7I0hUTrSPr1SdEiRv2qXKqv6Sv4TG95"
    "PDhMt9Uv5Tb9JPgc9uJHPJVNMeXrmfD3rHYf4A4M5+l4VqUtD/kXcbVqiIW1o5T6XocQcUmaX8tW3dCfhkEf5eoa9h6txl4W68tY"
    "Y+ueGSLpTm7HJ+P05QZN4+umOy228xVeh34aEkunnkxBA+UgXKtA53GKr5rZr3rmMC1msYzcoY10ucXJMnKR3z/HxrjA5w1qiUpk"
    "+Nz7EO0nxfjb4Qmn1NmAPPqGNURc7usxs5V4lQkitKV83i7Nva56DmW0k8PdlIj3VIW5GItuHxKHSbuWKNQTIZklkNSp7PnfTR7V"
    "xfKcZO8PKaeXVM+5ojQnVxGkZwNWsET7YScOk87BazpVT9DBekZ4Qc5r8oZ+SGz3ZfCn50Nb/aEXBLN0mt6mg+Hnf6vHyHLEwbPg"
    "T3XFTreTo4lolM7ypWdF1LM5bNGF9V5PulejRCtwWsPV8iLkAnK5iIdkJPTFbmK9Ys3kTf0O37+r2BTjmYzhXSd1gh30rs5Wyr4h"
    "q+0Zqu5ksqBejOe0LuavmHG3/iqL3R8S68w0++KmAZv6Llhl/G7cYuWMT3ag1WxNKxdIwkvIflLps0h1nqHOIbpZFJLv+8SLsUNv"
    "y2Iibk7AfRXpbVLvpd8mKQrJCGBoIF3xX09xuiji9VyEGDbGnHYz67ZrPIez9XT/Cn+vyGOQzoeHmsvY23C4LpdrPZOlQtYLfT5Z"
    "iS0f5ypbZfzQTNUtn1gvIeUk4U9qOec7Qk6W74nnPIb4MNqg58Tp08Ze2YQ7rOPdWt5jNWOQCCyMW+N4pnrnUFNdL3E1IkhXSZuR"
    "mU1xOfKLIfEdZI72C+bCluRjJV+D5L/sPaAmUpnJOneVlJ/p/I2dBdYZEfORXaX+S2wNB8gsIn8czqitnvw1I1jnsTndSiIkRz2+"
    "01/wK6vI7uWqOHUZLqU11Dg2ITYd+j6NoF7pkWBCz37VEDOmjZf7WmLPWo5hE32YY7Dyo4g9nKAWsa68o6ilbArjPvgyixvBmHa+"
    "oeXhy+EzOJS3ppyQiLMfIM649yzqnPZSyRPyT/jraRbUbN8j8DxPkBGIRwfLcXJ7uByeQxFO5GpJcrrPTQLH6P25KHuHf4hwchqg"
    "bTcVpxPjGYzxEB5kOf0H01SOW9ieaF+8fwlW4S7c1dXYmWqs1e9kDFkP726qZrdmjbEEp5gnFemTQc13XPabPDa5NpiS6epxfvpR"
    "f5oM1WjS4+YlcG82odYKHlMJp7Zr1BA5hkGm7vFo0EWs+XTwmRZX6flITw2KyT5axk4Qs1PTyXUTZ0wWo0YzLfwHJa/C19/cvTrM"
    "AKuw9GDfYjG10EXM7tbDTpQSTTWkfdpI7qAY8wAOu3ojLPbDYqz3ktHTUcZWLr94A/y+UlylnLbSMCPOkxtkLLRZG66WVYDf5wlx"
    "sveQrGykP3ExrKfrhdmXzL1L+K/nWUMo8/vTJyODLuO8knXKCFYwyfpXLdniRuHzH+hR2PuJ2Iu1kMurZarczZnvT5ibSdKKRNkP"
    "aQx6o8RsmHGvViCqnAIJWESP4wA5VQzty7gLuiPuWI64eSk8lzvhPx4vT5Bh/C9mXlznXAWjnFvEoQdcgO94GXpqf+kh28tkPUMG"
    "BOM40Xq41GjKI0JZnN9OSmgNyvAtUfaoVnHPLU+/jvKump5ca+W7262OUdhobt3evRq2N+o7IdN8e3ZO1sA3aQIN8C9mnGbjGm/h"
    "1fdZF1hHySohzuFmZrpvaIDHt0UXbOOlopo6LUXWzVLmmeopY7tLduS+s+UXrMIMeM67i6EtzYL8LoKkviuuTho2QDpMZwTqdAp1"
    "3IfQwMbxVoMdq9InYUF/0TmQmkLikwwl8q11jY2UEtqa3p7JIpXRua7C4hhcqokIWKWDxHhFVsHuFXuuLzsP+4mbzL8Ze5DHM+eu"
    "sZfUEQHEXa+KXTEjpKW8r7/Ko7Kj7A6paSN36L2N4JilMV5tX4/1kr2KeinuETqMsyzFngWXXzCWxTdxJrrLQzIJdvw5vTuwfOK/"
    "tC/ufICPtWbi/7k8Y8b13LdR7PRsKMrZJ51W6WuMLUJmN+ewelSPc7ZtxkI03UpKlPxwEY+HHM1Mkufpd/iOF33uSGkP4t5DmyyV"
    "mZnQLRiFu4nbw0vFcIQ24RmXQxPa3I+xW1whB8hpOMULoYXehK97pVjs/iFk5lU873pGxbWsuRzNno6F+LYXEae+hJhdOS9snu5m"
    "nIsqeEtz9QhxOIlKtBiH85/0Nc+nOLdQ7iN6h1den0GP3JUnLl3nTmcc6lm3LdDbWSe1dyxTZ8Fd9S+NHGLykA/vM8E836HEK03C"
    "m7uKuesE8cOGSHYuhY26k7gqUZTrbfmWA4l7X67mhZtkD6S/P5laYQPOYrHuIZX0K44SqwT+wNhlFjyCtdDrefqeGJrDyfK4jsGz"
    "TdKzoDfiWKXj5Gd8cy1O7hzEMHXsAPkAsm0YGl3Zb1hLXzrKOfGdxbjgjpRPWK2qh59+Pte4n+RI3FutevYzqK+9rIFvUcO8RREn"
    "Ba6FFK6mt1jB7qQBvtpgLIXzOEUSkos6u8R/h7ufp2vgJ14qN8L6zoW9/UpvFMua708evySRrx/EDlcTlbWx8/MZpHipGhb7HPxt"
    "MSTvO8SzfaQa0emz+iHkcxjW9Xe85xec3aODPMSJNo/qUJhzsY+GQJhE3FtPrKU8WoSUZyO3szmGtvpqRFfjiCXzJ66Zz36gudB0"
    "PXzOoCu1fRoDJun9hwg5Ro/IWMtyZtYEd/SztsUO7Sk/4c6sXhFA7yyQgXjlcvJKGdryzsTVqsWZKGc2LxuLzLa4ww7ikO738Jn9"
    "MlrXL7F2v2N3bQ4oF3K/EM+Xq58QS8EhUdvEyp94dsOcfIly/pbsIhuJ2LEGXvxazwXp/OZ1lOGUXsfe8nqukLGnhVjRI4kSl8J7"
    "lhOdNU7LmR0Xxxi5HL9nPT3IQ5jPtFpRB/is3akH64m2bBNbxTyxOTIRz3KOjNNbdDTk5Xn9iR7DbMjoqdAiI3zOuYQ6zU2mRYj0"
    "olt1sMb5ruyv7CVVDWbi1cd6LoNzomzpnZn6t66PLfNuoe82cteY5dkN7POuY7mFuI7WbLMVSWIz5/ne8NZEctiG3Qk2l1ZNybQ6"
    "0UCZx+sU4Ipz4Q8qdEopzthiYsW1wzuHyJXBekhZNe2Ey//EOT8wDvfzRfCSPBt+rk31dKzxKjlHfwonhGcGw4PdpZekeG/zoH9n"
    "sBvYuOe3l+yrEyFq3WPMGJjVXuKRcxbyXx08coWL3V3s2BsenVmDhZwIv1qE2cGVkO2j4PltyuQS1Xdvxtl1c4QkPIJ3B3EMvClG"
    "abU46Vt7Se5fR3NXdst0naT7Khxi4Ew5T67VK3HC35O3cY2l4Yt4yk90k9wh94oxOe0nn8GruJR+5kz9Bmeop1SGl+vDep/+HByi"
    "bYIE/r5NcC3sUi2RQGr0NjKZdCWHXSux3Ox0vSPnLumtF+Dab0AL7of1PEmOINKKw9E2r31PLzNR+n8xWq04OyOeI5Zq3COxLdfb"
    "9R39EydgpR4eXAV9uhGnZapO8X2MLRv01DX3HlwgozOTiTVeX9kpWZGpLtd6TBOXhajTwyT7K/n43K6wvYt0AmzCMbIEO7Oa3J/Z"
    "MZX+m1dqIP99Ee2ahjP/y7gwjGN7Eic26mEV46yxVcGyJWkBSzmFs0xP8/nJSCaTZSv4vGXTsCZWuc2HjjudXIh/wONKe322YnFt"
    "Ap3ci1ZmG32C3So/490pSMAuiFDGauccm+VbyXNoKHymmfrS9/0Np7wItvUEWeJxfoq0kL1WZWo4TZOwehN9zruWKPi/sR90KXEU"
    "IpwsjLFr5FppD609nJ2BzsK4TmnbvVX4rOs+Gykxr59DjyIVEkO1iNmVOHEwouwKP1uuFmOdWwo5STWYdnDx6l3MObdqMHOX1mkm"
    "oxU43Yar1woWop7e00WZnuItiLvuz/b8bO5/sKEYiqmdv3cg+T3lnKAS1vdJeV7v0UelQAfp3YyJ1+klgfnsU5iBt84064RdCVu6"
    "NzN1fSXC7FUJfe79oT+Ml+BjMeRTQ4p0r5bjncNx7dugD3eWX+Htmg3tzyr1CDlT7uWMZ1zXMoO3in3Ei3COXFdcirm58d4fqId/"
    "sU6yv3IFTkMLsbzlp7hLw/21yZ6PdLkcLmeJTTq/hPU6Gd7aB2JdYIFcBBnfiNjpFcjiJ/DEJmpUTtcW2iEYy4yv+TydOPvTjDXL"
    "w8WmjX8mL3ucdby32R9hNaqpeJrp7J109eEY7i/KGuYrWJvs2l+JbblRXc/5vmLnq7Ncjj9/h7ewFGubp1ditRaxft4M/uj3eM61"
    "zIQYk/MUSL2hrV0nB8rJiGXXUJvchF3sIxXcx1Hyldh5q2JNZQ85PlhATiKbXBgPjbjFS6/VdMbJakQR/VbH4pQvpbxX4ZyejSvO"
    "1Nf0cU6OOr++lUR9JN5RXBW3hjwJNiNdzV7Qi8RmRc4lh3GqQTxgHs279J5myix5xpDBdWe9E8/8ehDRzvpl+C72ZGs74iTYUHiy"
    "v1JJRtAiX91rL67fcRH8xkPZu5T0VflUJhvrPO4dpK1EM/ms9OTE07AI5ZDfw+DVmn89WHqxwlAAmamGhj9NOrNTuJAZI0NQyfVS"
    "eY64yeFSaoxA3FyJ9fnsLY5lzvypUfR/tq7vbs1atFKvwjUflh8gzTvLWNj+aXIS1vMl7+vtyFqPy7EeIK6Hsic8kT7wk9ezTmrW"
    "qK/0FsMK3T6D1OYmkYo92lCCHdjuu7fdqgqWIHocfFT6TCX6hRRydWqY68weVWfr35kNP9XmcYpx74al9wv0/kFyF+L4GlauKqmj"
    "rQ+hr4yBxG2kn30+1uEV7OUP+jS87d7Yk3NxZg0D6y9ishcy69cJZ34M9GtbmdsIsq8E/2K8vFif1Z+0Su6EZL+hnYKz/GTRKo/0"
    "6VhBfsMVL5DbDbc+eEaOkQ3hUD0YkplgVPYs5wij5BJR5rOKuK4X4NXsmYWZHlfYvKfQW/ZiPV46yvYSyXS1qI+9jVewYyMzajgt"
    "EtF6zwdfQEQV68ZqBetpM30dmKVvK47v/iSytERZFanzvay1mmYaHszoOM6OgRS7aSxm2FMsJtwL8n4jPv0n7Nda/V5vkVvkeHlU"
    "34SmOEkO4HxEDVk/molF2yNlM3zIMbjaJ/jXQlicSuj+QminnCCPtbpS/YjdPzXQFItwTyfLTL2OXkDo8fKbi1WcnBcQ+vqR+9O6"
    "pqxvcjdeYRNRTp3flfDcjvtBKiuZ13f4VFHGc31ZmU4y4+WwwkO+x3Dqk4ybqqA9f1HD2LpQbsYztJKH8bTltDDmd6/Ge3Lhbc2B"
    "BG0D61KJKKGzFPl+JDuNe0u6ZziNjtFUqjKzWm0yr0VZq0p7FfWIx133c4Weo8Og2232zLC/28ndeNaWiGNXBSWcQg79ddIcLkn2"
    "rVWzN9Zh4JXr3Vwxx9JYy9p/K3gy5sueB3+7kJwVJUSUKaf93Uwb8ThtueG3Wfx6ABE5yhjHXU/OTxdRVvuJt70kzR5n1fwiVmzO"
    "wi7GWI+1eOBc3++TajCHm+TMV0jJm0RcnzSaruO4PoBMQMt5D6fKB2qY+AWQrAKdhO9YxQ4hy5/OYmdOJeX6cM+PHWXPj/VFpjzi"
    "rPxf83zZuhBTmT1Mc9rt6j2yXcTFV1b13gbvz2HfmeVL30CE3Q9S8xb0dFL3R/S3Arb8DXzCrvQN/r9Z0uxLMV8Nzf6Kq8Y7pJfu"
    "Hp8wrk/gBJayLhgys2j+5nw85RRfZVyAqKfGx2uOc7q3OIaBaj+BkOYaPtnXQRL+Gf9QN1do3Jq17FzIvjp2zs5lJSGVQVCu9NV/"
    "56N9S11iMv00I79KZjIcJo/Deazy8bgQ7cbytd9LOSs7+ezVd3i/rvfqAElpMoM5Zn+eId3xM+tnWajLJJf9ZkX6jN6aYQpSj9pU"
    "4rvqDFWiB72OXPZiuakie9Jujd5BNob2QdCvxphWhm+dhBPSErbna1bljC1jA2zV4YhA/i1v4rV+Mlb/RdaCKfDo3O5ZH2C5R4mo"
    "2wrlIN131Jz//p3rloK/8C3R8GZSA0bgjVbDBxkro3RiYFPRC1OIBqUNosBBmvZhd/VTz9YZM5w8MSndwoHXEFMhSbyaDUQFNn6Q"
    "neRRWPxOuMPV3iMa4LMrk3iNFeRki+FcbtajObu5AlrXkIDLGPWk1JCrD8aaXymXyMdkux6P9/amj2KzLdXsJYtSLuvIPa2wIlXs"
    "73lQnoCWMkZZY6zN8zXLZEbjLfBaZVQjbLdWgdwEv988sW7M3Jv39jjOzNGyIySmkJ0VpfAjHpTNrNTMbxT/LXtPfY3XFGdJOgtu"
    "vXnr9RMymh2Iaw6E7jZ+5sPhy1yj48jK2fBqDk3OnukUfQpRUzG8ju0hz6tlPGJdq/N+7fs/TvAWwL4nh+xzMeYnB8mmBhglMX9H"
    "I6Ana3nK6r1GS7AKWkj5dvWcdC7CtEY/6YGdPQTnoT2xr/vCJ68T67N4yiMWHElmDvVeUshcUwqe2L2QltWQsRfFPLnFrErfQRtn"
    "uFxvUQcUciol4TFJHtHj5G084zm4x/cRTz0Mz6qLXCSP425vwkp28r1DCWY+1hBDxJ7tUEl3lIaex9o0TbOtzk/DPxPQRXHPspzy"
    "8y1XyVp2pSQ8O5PTtBXQKgnmd5uzk9wxWtSyxp9S12eUpIwW+BjDrZ1VDR8x9shgis6QB9TO/bOQ53fhoTwrqbCQ3AUzIQG/6JXB"
    "G/B3rZfRYsjsDF7/zSvNyEoR5fncpoGdM3TS9zg/Vwb56cbJn1rs1g84HWHmvIQeg6C1uMqwabvdPCZ2LJPBUVZVl2LHjoOeWUuv"
    "15CJD5cfZLy0EEOd6yg2LdCZHfpRxJt/Ie7ZCElWuUfODC7TW+WP8CIZAR21v27HXLhldl3V0Xlo7cQq/tlnvq33YoBsVjd561jE"
    "nNYfKIaosg95Vesh+U3lECljxu42SXrc8nQXmtX95/PfMX7rNUSnSnn0rjizgCPxrR+x9rQcdroMn/gV179OTpWkn36r89YkxScx"
    "69FV5rNyfITUs0O8Ais0Uswnyqc1d3Oax4nzWc3fWQ9dXgj9OBU67zK5Fd7xHzqG7ElT9GN4m5PJbX8h9rADXvsVGvEUOUxeha/9"
    "Hb7XJvPHQ2NdKj/ilVXsp57D7Ir6rtgn/XSpsZ3fT2zczlLMvGYNTnl7xEwfwwM5Al79i9CpxsE3Cj7AtfqWLvEs4e08doUycon5"
    "mb9PsLfbk0e9mnXJZ4gsvCP2pIXMp19tOeNHmRsil/vfUDmdrWsvzsN6E/e/hDqlin5sBXz/WnrvX5OLwuTPGDdHesZ4i5BOhiRc"
    "4etn5vlaf8EyNf7bo+V7Ncy+l3Gah8lviO9GQPaa4qd34jPjYemehiQbtmIeYp/OcgPu4mSy6xb5vlU3LbmGp7UMz1LgORztnu6Q"
    "Ap8TH8SKpkPQWuDly5AbC+FNVXBCyGYhm0pfesMJetrd8cqR9AGM7aUfkcssXs+e3W8nz8ginQGp7w99abX5xdi5p+QFbYxZuI7W"
    "8k9Zy+uXeia5Vcz2On8z3f0WMq98vLynr+qLWLHbEPkcoZXyhD4Iya8NDoK/012/0FfgU1yLuM8YI1fol/A/ihBRxGFhD9BvZHDw"
    "vtylg3F3L4Z95Gzcw9NYpxKPNv8npKKKVqO6EXzY7DW9d+FLB4jErsP/gxEvd5dW8rrMg36vI56UYTpGYX/eQfRaAynYVybrWbpX"
    "cLTM1n1zRkDG54WP6vPwoU3Hr9ULYflPxN0X6AS9SKKc8otQ9rqxvzv0PBcpdZgaUc3RPvKNRiSUIfB/mwbdtG3QXIZqPLTZ+AT7"
    "fGO0qyF95BinL2ugybrjWz7Vr3Bebg6WwNJdLhM1z/eypXC+KygbZfCLrsTJXu71Tx3Z7DeR3Tyml8hgORKntJKxTgnz1LavNl2Z"
    "1whHYjXu1WW+1sArVXaquI7Ma8X6H6dxKnQ0Y9wiSO21+jz73Hsidn9XLM8UY5ZlR+z4Nz4mcSjgNlN1FFbzCFnL+7V+qP5Sxc7M"
    "cuj0G8TYsH7k7kfYu7Cll8DV27LXmTay88n8lPlYhRL9FrrlbFiWPH/3efQFr2BOxEmIIY1b/NNcHFPpXr6zTDnVuYroJdaJ8Z0k"
    "fC2lxsdZaQ7XUn/iTiR2yQHYjfukLPwOGveSoDL8RR9CLPeB3B80/EyZ/8wgcfnFnVnRCJkR3sv3pHzDOkS6t6UOcvIAO58tPnoE"
    "q9pFhsp65pDyKGcJZs8LGznbv8E3rGMPr63W9Xof9ML31Gctg7tUcA4qWefoL/vDh5uJvbzfY01t/SvFXmSb7y3lPE7CzwAnaVGH"
    "iz3NH2RFiRGtKuF59kLo+QX+5DqNfqRnobOM43dYb5tnv0qPwRkcLquxi7/pV5wzrdBh3pNwp8TNJt0KjdMSsU4Zp03z9Dns5GR8"
    "aizuKhBDzVzPPf5O1wRL8fer9PtGUbv3YKbadVOHPgI0Pzv7Z1Zkuuddd3YXUR8723RObznUMwYk2fuyijtZrDfIF4wsDFnpQ1qu"
    "YsT999NDaViVSdu6XXGyZsJbWsZeFouau4hNp66FzloJnyD0iBXmB+3qI/daxtYmkZf43l2l5TDvc5CkUeu+4c6cJWvUeegVnIJ0"
    "/nOMLHExomo+JA6RsAbR1yFivV/lzADPgre0q6R8FJ9gx67ry7cc0jusaqY0jULrei9OwDffJz+RV6UaXvt32O3x2L3l0K0XcqVb"
    "SwveYVQb1uijmT7UNOKF655QWvmG2XDHSrAPZStbDr+HvAprvwHe5nqsgs2RrYXOGSens1c3xfPUlIjh1h1+CuOKH4nVYmi+L4pV"
    "1r8hs3lz+UpSmVrFDuKm1lzHdw1nZ1szN2K8CkthB1x95M9MFW8/7406H9I8gl5SQktgFbwNRLpPEu33MHLg1tETT3A/Kug9RvVu"
    "qcwgIEappUxzdJE9oeXX4gRWe3+zjFlgq7YZ76DVAcynPxrvWgp99Rc0xgL4m3anNlV9goyWAxCX7SIHQ+MaptrErVhKgn/sdm5Y"
    "z2/i//x/x3fJrsVOkc1+Ts7h1SY9anQKdnaTn4hNES8/To8zwU7wUuxCDk+jdcCM9HXmjXjuyxBl1EDzPgwf9zg5S1xOaFusQJ3c"
    "yx6iEmitHQPzdnJh9S06vgg7v7Of4dvEfk2HF91UTItbT3Ir4qhYHtdOwvaN6JCA0+P7UoaaEHHbmAuLoAFL4IO3RfxfC/+qo7xD"
    "RKQe7JqxybtjPPqdmy53mrFHI6/Yquwhwz2X+lriA7jMb8RXK53XtMnzi9i87wDdJWd3+Qyfvlhv15VyCM5pCSKwYvjnho9pUcMo"
    "nJ5TYDF+wooNllm+6+BwcX3fPZljqGGVsBV79fegt7GLGPqQ1T0XQou5HIGbtir1rFolrEEY3sb3cp26TpqriGG3AF5ZBfe42z9U"
    "vkPOaRX6KD0FDVVAvz/FLoMB/nvcKTdthb2lpu/AqpjIlo6gdPYw/Zk6IrjYZ3J1+0aZMwwxNj2/7WYuwwzfjf6t46UZdyunkf1p"
    "rNs+G+b87sTNM/3QS/pJU3Js3C/jEBVNQwQQoQbZrPf6+afesPRzsCsDYffrWQGo9DhoJfCWLMp2ncsRn9lOsBu9gu8xzqs61rwj"
    "3ustZUSb/a53hk+6BN5DNc76ZThxLxAjzJCH/qTGOwj+Wjd5Dbatm9juTGN+uTuzjHbXF0NDzCH+8iK8eznOvVUtzEt4X4ztqFgP"
    "kLF4bS8pYZXIrVQFva4CPrnFWRv1JUT+9qmv8ATtYJMNXfYA3nVK01i8Nd63Uej8HeVbSMtQ2SXYDFl/AXf8HjyUCTjvvyA+uAhn"
    "dwE7NTrgiQ4R0xobyEZaROsyTcpp8ayq6BiNW241d5eWixJKlMsSpJmjthXr+TRPz2XIW4ibA9hX9sPat2LGdgfWscuZUbhTnC1Z"
    "gxWeCS94CZ5sMVakTA9kT+NgeBTVWF27fluPRhPLxNkWlyQ9a16KUljP+cOTpRu+aQRkq1hnIpZKIpZfjyu/hKcrxkldDdvyng4N"
    "XtIrZTc8Ryvs/J2sWr8hhotidZeJakzf+azlFOkEGYmI8QU86WOwjKOkk7aHR7AhOEJi7Pespb8fYX3pTHFIS0nfC+jqRCF5T0L6"
    "yrOJUJ/Etxs+dWdEIWXYteuxXp2IjdqMVdcEp01Dzm2ktD27GC2DXUrpcB2cO0kvKWXn8yv41jn4fkNJX04+ujr6Bi6fatfrLymf"
    "obxYFoaDmFloEuTqqXqZnobVPyfYzXv0lfz20VKc6Yq36uuzeLb94HetxWo+oI/JHMSfLYJzgoge2oCZO+UnF0P2lCa8x5Mgq7Qx"
    "kTsPqdLjRqcoZ5VEnbLplJrMZwJvpd1nbG/P9pxS9YwsLX7uQAyetZSkK2FtN/KqddqZ06hxTtquRExrnsfv6nh7RsKm2fzycnxu"
    "Hc75PMiL9X51lM3wgo2p9FWdEQyB3ztZj9Xe0EKXal+co7eCm3j9KtZrHAv1MEl6Ds8Esz9RPw94NP2ov/R26Il8+JqGvzJZrO+4"
    "CBq5jNb8B/1Ab8a3tIYmE3lOX9RmQZ7eqlcFJ3ikpho1FLwNjL5S9JIrdSriRUMC3wjfvIkYzuJxYjnIj8Wm7IqIuziF/QCO79Lm"
    "oTuGuwa9EMnP4bRCMjxa18t0nL8DobMWwpr8RvTUN+QqeRv3eRM+Ma8Ru7CQObd0tcrlpQf5WCBOPZD0c2xHistwN4GN+xnyYxOM"
    "P5O7zzTfcqzOAETjbREtvgmf7nE5nzzVvwbbSjcyeGWb7cv+Snfi0Fd7mc9hDTDJ3rd8epQJH4G77NdNUsXzukbdvEgJdzfBbpZX"
    "/TT1P0/w/QlNsZmx7HGSz16vBdBc49QylGeKy98nfCYh5TPxb+u30Gy/Ym23DRbh948hf60lX/rRZ96OeIuuAyBFrERb26l6PKT3"
    "Q9zhR7IbJPhP+As/6Ds4GqYvDZulDj9rBvnKCSxeng9r39/3sbhcnYso5sJuxnULH5j4eXrlSXFsdRuhhW5DJFoG7fS7lLK2e6lc"
    "AV16evAmMfrehp24Sa+HJTpE9mTcGELXp2fHqnwPp+W4DpepnpEuBWkqJO+w8Z0YK87Ostn7z7mZ7kDlma7iTIOt5j1E4qujNovA"
    "c2gptbTW5fAK9uEExGpIbvY7MAy6NYwYCznBVKMv07OeincdiF3/VR+RTcwh34ETeBreO0o+1CIZJm/hHVbbS8ml8J8PlwmwuXFG"
    "8fWMWm2670rff1D6X72yETYrQr08h7X1Ymry54k1YxgOdezN/Y2WzOYGi2AVLf/3NrTHQp9/S3F+JMrpuL3o9bhPLaAmqiZ+7yzY"
    "O/OPVpANNA/ysl7bBiXsFnVoWIUe98CQDp+i/j1aNvq4qCs1jpufzGeXcAeJe6yGmI8gyzgbFGe0XcZnnkAsHYemt4SI3maDRjI3"
    "bDwuxhRiMUOHDJ9mktVBNxFeyQ6/ybopvEPu1p7BSTpelsFD6RPcpb8g4i6lHk+Rrdtxs63krKtx9obYRecFVHFtW7B+X8V8XA19"
    "64n6tNi0bRkku53sK5a//kkvkOXYH0NL/gI2+Rtoo9ZEwe0jZ8LfayaDOAFzLOT/FDkmtVbGym1yUrhTsAxn6mktCB8J7gtGyh7w"
    "qabp45DKJ7D6z8nHkNPjcKIW6GvsMLJcxnZk43CTqWvY7ZtqgKnnMvJ9iOKfIut0JXVuurumNfvSK3QK7EFXVrHKiRJynFiufj20"
    "wAZOzbSDLC/njOfx8pZYvuFreI9P6Hm6q7QIBgfHaBecpgVyEHYj6VkR017ddhnE/GovZ1Yr2I6VpXL4DLbDu+D6+cQqCRn7HS0v"
    "wnMwmdgXWisXtnENPJkFuE+btWsr2wSP4e5O8SyaYabvJEGpelI/xGnMo4cVw/48izX6Vh/Bc0nwMz7xre9FuVF/IB5sLp7tCnkt"
    "M+2a0HdZ08zDf+vw7MfqgzIJfyumhzETXvZEfVQ7BQ5LPcp5x16S5oeNks+xrzhObmPvLqC2MKmxfgKr6Cb83MRjYhxTVeQMr+Nu"
    "GJuOyeOT0JtVxBUoy8y/K2fXkvxGO2E3ST6RCROc8XS5u4TeTJSqZmS+2h02dGM4CnJ4pbSSTsGBkhO4zO4GzxPs8nwtOBeqnG5J"
    "++JVephHbq3x1moHzzda3yAvlR0PpS3ffZ9opm7i8gUPQneMhL69AFe6X1rAO8iFzqrU1+kBrIVPvwHrZF0iuyOmLoZsDEbc8ST+"
    "9RavuZ0Ye+xQrFsT6NEpOOUztY28r9cimjmNp68r9NLteirj2c7EUr+S2e3ZPkeUT0zRqZzjreIuG05ou+AbLab3242IkOXk7Cnh"
    "eZ+mz0PqbRbqT1YCCrCL58rlOO2OfytCz8j8wArip9eys/cHeUhfkCmyLLxUp+vu8pEO1leC5zkHW4JYvhC+TJx4yW2IqlrKzg2b"
    "i1uGe7Ue+qXENi7XqWJ9zzN1LLTHSr1APw3fCgP4kc/KGzmPySJ5BhHPn57jrYp1HYsyr5Ca/+Bz2jItvyVj4CJahzCQwIpVwCJU"
    "0sOo8zy4hiZklrA3vDqXcYuIm4Iyj2sdPJTGOPiy9Scm9XQ5hLk+i7D+0CHQBTaluRjrO1uGy40yGWveL7hVz9cTcFdP6T54V1ex"
    "U7C/nA55zNcvpYTYlw/gc/PVefKbcV+PymlEailU4wR/MWcIJGI8fOPrZQhW/RBj1AoHIKLdO/hRf2J37Wp4kU1kOtbxC/z3KM7R"
    "X9DGq/VA3S94B17Ltzj3k8lWmudZISKsZMbYg7OKnduGkmRInosZW5mnN13mmiTgvh1jpc2I70FUiHfkIM+RmEJEZlmCWs9/15z1"
    "T6tdJXykVUnPz7JjhvJxDa5+gxwHaz4LtvEkaIWncJKS0NkHyJNiPYK1+hFO0v6wH3PgP7aSXeFxTUKcOVV/huXYTb5GjHWtPCqP"
    "s0MpW8dEBXG4rd7zIOxYnGwMtfqWGhP8QKniPZp+KKG2cOzWJ/np05jvgzYJfg9+b7HO+hsCneNsGI5vePQfsemel6jvDkp6Tm6L"
    "fSwzf6gUecltQtndwctz1GNw2yf6cZo8RrwK6w3OJ9uxY8hJZ3CMaymR6bX8537y7K/E2FO7mTmqZuyNsSnad2QW7n02mUFLcb9F"
    "+nywDiuUCw+EnCd+DiyV6RRJsSuyhr5WCp6XeXMRRhMr8YmusHyGxPImZyLqYZFHy6XBeHYl1GI/KyElEea0f4cXtALveUc/F8f5"
    "t5oyOspzTKVjB8c7l864C3mVHU9U1ONndZEZ3MNN7NO5WjZmeryV9chqj9KW0ojP08foV2/QB8TV7NZBH03RdyGZL0K3LdNzZLQ8"
    "hfM9Tt+TCD3qWk4FWVfbIRLjTtmJMs5ZV+1bymplHNcJ2SM9G/8P9dXltfTITTOd2UheeYkm9T+xnQ8lQkxlZn4ykG7cWYcQ1kPy"
    "vLzNZNbF5dercbpa+64K86oPhFSOZ54lwi7i1dCBhox+Ac6fTao+iZO+Ddb1aXgYN+nnFsk3uVVux3pcg+/4UU9EhH8v/LwzsWfD"
    "mo7Ug+UsfQVPuVF34WyqOx0OXWqAuG5sO4vLdA1WcAm7rVfjbLyNz/yKCHsL12C6AtHGz4X/N6zHy32O7Qf2Jcbp9VTTMlte3XXc"
    "VWRyTyn2qwlR5XZjd5GrOTjklXqPjGj64DVm2ENa1BI1Hq+VWCvrlc4LrofMG8v9DL0Pfsk049jTVyE918jZwSzmGO/RKvkOUjGJ"
    "fXiG9fpEUAQJyYdNmgudFLLnLN3dVuglIgWZOVsPxfv64fd5OSuCnjpaL0f0NQo+t9Ui69nTtD1OTr3PtEyFL+HQuhzOwsEN+Nes"
    "W2KEJL2Xne7RjhLZyOpDI8mlu79MJJqrzdeNgc2Zp4ZiUkSu7uugKaohn/3kHcTcLXwlsqG/3JQS/IfeBg/Q4usI9nsJTmCS1f0n"
    "4XUcKM8yn9UHHnFrORTvqyevb8g5U81wDdX7Oqxhs54tl2ux2HTdCdj7PeErddfHYU/2lY6BZQxycffjmOd5l3hUNoN/J+R4GTyX"
    "PZp+Dks9Cd/wsv4cHmK9LfTmU36KcTjuYCDihf3YzRFnxP2ZXgY9cbI4tMPlPqeTzDBL2bxzb+J4u9MXboUe6DB8sndzr8HdOgYQ"
    "Q5xfxLjsTlj1hfiuoRL1eWOrk3XiTHpID83k+EHq150h7S3kEjGP7bJGscZLiDbaFp7GNHyuWxDjrO8i/GxXTts49OsYvfn1+gpr"
    "r9lqeoZa9xKRTUuYC06yw7yeldJSWPRaaheHr1TPTKP5rFaPy8V3zgqewTpN1S9hSW6GRX0EO9WE3X6GLTFAXoZP3U5ekzX8puMk"
    "4tEhyhgvpH31I8UwAxzH0l70L+ooL99rCT3H/GA98Rn+gva7gxz1A+DlfhwuhBx8J72smhqcBC15q7SRmMcysl5ah8OxDZ95T3kA"
    "vkgPrZYN4THQUV8Hy8K4VGCLH5RExta781VDW6/M6ln8t0kcZ+MmqxVThuczwjlQ4sQRcjYo8FrybT0m+FgugQ3ZAOmzTHInaI+N"
    "+hoxCJLEsK3z0/umu1ZojD7htvIZIr4i7Nh6xAmG5ZevZzRiS9rBUziOGbAydkCXUHeuxUkq0BOljLzvvfCu7bAqP+M+bfasgNNi"
    "vfEtJi8dcWqNJSMPOu60IB/67C74rz/BJzteSmU6IqLvsd7ZZWcls7DmBT3FWPldsTmumZDGGHERLxKHmLQj484qP8Ub06TPadSx"
    "t3tXRueGB5ILybuFvtsQmacFjFpm6xjPT/KfHS/aiIdfLR0QPW9L2Z8Nj2UIs5gv6teGyA0NYt2/s7D3v6pNZW2GBzGwEcS2WkYc"
    "LeG7huSsiPse1zX46WvsQgppiW1qvYod0iuZ+Xgd0eAMaMrJkDfLZI+D3ViGO1wOHVdKKRc5Qwq93SqG9rRpHct9XYXXF/pY3Djc"
    "DF/pJrx3LWcyFsAS7cR+/BxEng9C0o5hVmsWzux6r4FGcb7X8NwW6rGykU9gTBkLcQeNsfzU0bKeLicwC1JD/rZi/L7rPzDxlvPc"
    "vI7v/RQWpVI/yHkV3/YLYotX9RO9C9pxd/kCXs/DuONZms+aVFP8u1yMQ6qGUUXosQVtCiQJe92ME/xRYrg1EZtLrWUWoR57MQSR"
    "0BT4863gFb2PuCmG73pIjsW1+kLntIU3YtiDjwcf46ROwCov4bUdh2QA2U4RIV1p/+1pt/dozWlu3bTV+3+ficzuu3yMkzbWngly"
    "eBVOx2b9BjbxOn0rg16f9BW0IeI628vIPnKh1NEixWgBVyPCiXtMvh18hd2xSqQybOBW+anVuWLobFGeriJWUGLwWeK+Q7QYV7qC"
    "VZNNiDFT5MVJeDyHhj6p5TqMhdfupp+0ly5ibMR5iJv204vgTQ6Eh3SePqcXQ6JfkF7B/XIrtEkFM5DWQWBe+nnEq14PazGOU++5"
    "+O7JiMs3MxM7Ur6Xf+MzWzzFNKtULXNuK+RG7PVKHQ6bPxnfc4DunzM0eE9i4RYct/T9tpBEA9k8W7bgbX2lW1gZ1ccIoecCDj26"
    "VA2lpJgn12KKHvCaKyA9lewmtR3uxNy18xkLGVvq35D8W0m6y/c3VvwcE9LetOyGTTAu0+MgXgLtvtxEWXbZuQ/P9Qp9pnTvTspn"
    "Mq2mfZdn2VFNc7abBnsAP30Iq709dPK32L2/oLes9vExdnS+5UbZ41nKp+mJiKCelaHR+FulR4c3pvT1nJOM0ur3p25Jx7xuRUKc"
    "91LsajVnP83DvAR6LJesOnfoNtBks+H79JO/9CDoAsu+vS4z5RMp5LzieHi0j2Nvj8U6L4LH8DuxtcOtuqVD9tXpfzVBnv2VEeIi"
    "iYTOxZ+zmFF6Fvaxjv5mnV7E3NyuvhvVap3F8BjzYCHGagIacSe5UfaRoXqqVoZ7Zngz0/1OSaxVyChSG0zxdJA0W0gyE/8120qP"
    "NowK/+kV65O5lL5n1OcsrBNpCevJ1zBblU8kpjGw3htYPepByXXVvhrK+IXi0NeqiN9QQGSO9bAtNndryAbLsFfXySL9ApFcgLjm"
    "Qv09GIbY/w08+eViM7pDxGVVkmQmdyhVNk9qNm8qe3+q9Sh2Xq2Fr/GQpPdz3wbMQFE/I5ftFUNP2IQ9j1ML9ofd+oTdsLsEtb6K"
    "kiLjp8Oz7uHnTg2RPtGAvSxFD6UxFrMU0YPEe9QOj7i5uA7LHLkOViwCmWxK1ESLP+frUZ5dPs3IaZ/dy2Ok1WLV7iELhCFBF7Mf"
    "YCHRoqK+9y2mh0i9r8lugN58VrrLZPh+5+E778JJGCSGnDUTUfhD0DB7sp8uH3eyt1jN6jfci2E2GuZhE0mfkYjH30mwz/kQyeU8"
    "v+1yf0n6mlxjUfUyeHcXyXOMrDbCQl+GXe/KupxNhJTrZ/DwcvGO5ojnOuBel8AfnAhp2ARPfiw+UYtnvUSg/WUzmesG0pPeJsNZ"
    "kPIR+RnyCmz+SjyN6aJlsDtvw+f8UpdShk13FbP6sxAWfLK+gSvO4PnfRlI++xh6bgXXS7WYHEiG6VRIrvMKaMKIXinWbW7ekcv7"
    "T+YpPEWGyf5iHTeb4A/avMxQSOY82LcboRnL/qtsxH/jBSjkp45eTgux5zI+lVzOG2e/mqF7lcFGbIJ300oWY+2WsE66rfxv3fV/"
    "95n/rav9z97B/9a9/f9fg/8dCbFeQMdb/zO0WBkRUzcbyz1eXwWbeLWMh380AzHyb5z/zocOzs48k51hIEVWotYNutPTPuxaOZu9"
    "FhYfd8IdtxWrCNQwUj4Sd/szc8VleG0DETzyOF/TBe/cTbZnlF7P2KGKMYTSGz/ff/smTjvGeH/Z44WnEdN/wXpEHaLBPWAvNhLt"
    "43R661F1PXLWz3C6NOFMhmWv0ji3nYhQEGXnbr3HSDC9Po99lSE9tI16G/ysKP480ONXmD61zpzyzNUtRrcs3FFitQ/HQluH9xwc"
    "zA1+R8Q5RidBkw/B++7VN7V3mGan+M9473z4jteIm1aJsX+kmN0QEc3+SuhRoEM/IZ/0Wbcecp4GwUlylHyvv2pT/H+MtghGBc1k"
    "IL2K9fh/F2kTlBGTyyaUfof9+VDXw4qcKVYbu0Nf1sFYi0fhJ58TxPnN6jEX4ogSXZY6op/Dn1ipByMW/xU2rpecIsb0+Yq862dH"
    "lfPtdZ7hsUp3J06odUMkuR8HwvdYwEzQGtjMHaWEmBg1+qkY6uRCVvgsC1zMna+C9xgwJrE5pP7Q82WaHYsq/ZmOfn7c8tDDcVrK"
    "Gnkl+2lsIX+P5OznaQ6df35FdR9/alsya2ZyG4jj8Kkntn9IP3MBdsOxjV0r/1uvWKduObvM16vNHm0TRNkzbHG9MdaNkF/wucPE"
    "/J+IdhNDTt9X+pNN2bAC10KrHIXnrNc7yTkcz/QTHORlupz5HtdxapggKU33GdczwzNAor4elu5uc7NOkUZeyVNjV5kJHXMmZHUZ"
    "dupYaMBx5Dfr5T3VjTpUkpwvM/+83GOdJohUUc8srHE0GrvCNfqKTMXPXtVvg47wnozF7hJ8w0PsZL1aaogRmotPt4b/Nkbm4B3L"
    "ECVM1vfx03Xw6W16trmMxmpaJdaQAUaL6111Ue1crLLVjw5BfH++hJ7l1V6Zz06uGsSJxbzHAvz+hNTw9QXUgs1lOeS0hJ0BETWE"
    "+4v53hUee8kySKdDXhd6nuRB8rg/a1WcYkoRETfBikCJj1gWEuOphN3Vd2LlpiN2HYZztBBaboLeD02Tg5V8XG5GXFLjfcMyTsk6"
    "vK5LyV8Tp8Y0DL0ijwE5XNIol9Yrd5JY9WJXPPMF7COoJJuSQ26vZZ2o3s/Tpjg/sgRPXIJ/vY2/3Q7/17CSrJcxAhn7FBqkqfwi"
    "z8KrrYDfOlU6Qydln5vKnvUQsm10z1R3q3z+OmRVz9WS1XeM2DuuFePltHzPCZ6XIZ5hAwgb4Xx0+RHHKt/LRzYJVvg2+DyI+Djj"
    "JeqKddCdMc6KdpW479C1NX0TPuqZkiBWWq2v4q6n1m9NmxV6nqeU7/csJ8JDPWLJOp+N2UQkl/SUxMW41iCczidwxS81P6wKjX3x"
    "C700mKkLOBtVRnSxxZDhWj9dPpq9Cwd4BJG4x9pOef7DG2FnLpMUbHPHYKz+FD4WDtSqYC+5QdMzXlUek6Q5uR9TkInXpKuUsX8m"
    "ysz0etZH4qy/JukNJFhrjfKslLP72nJe44kc+4JOgQdxRTBdFwRfhAthRwopga/DLpQzL1/HjuTCRlHvt5MdJPSowakMY63p5qN8"
    "5sp6dgLIXZQRu+qPiLTWwBp+ob0RLYyUAyD9b+iXQY7fyZ35TRHvPTX3XGrJDGpE6LGFnQYq0L6cR6uHBinEtW9kF+pm/Ywz4xbL"
    "7SmXyn06S16SWTibByMm683sSszj4qRnA00KTpVyrp7rhIjTTscp0RfJw1LBjNl82LqT4BVaj9Fy2OzazL3tRGmxf+0tNt1yiizC"
    "qvYQ62Aqg1dgLGuT9UOchXHhZkjoR1iDacHJ+oPm6GnBD1IpfaE5VtAzcJmaOk72jpad8PnmsH8RMooaxkkJ53tulis4ZXds0E+M"
    "RedQvSkIpD9kc4z20iexi2dKyveUJNilEHpuxxmI51+BDFiu/gtc4UdpKz9AlxXKUE6FpvE3RBw+wXqiotjM+iadjYj7LMMQpuxW"
    "YxVexrnbDtJxO6LY7/QP9oEW6C7B+430tsY9P+1gTnCnWaBtpx/XMPwclvRRHRJ8LCNhKSfATp2n3YLV+Ok4+DDmmVwj24oxLr7P"
    "2fHsE/6/6i30oyJY2WX6iVgN6kfoVdvLc6H3pvl800JYwhrc4QLoqLnwV112P0GPOkHNYOco+yu1+FxXGSVJIoWdQx+qXMdC9yT9"
    "/Lmd8rjHsLJM7gbIxV+wnzZ5PgU2bR383yXwA+djV6brs/qw3CG7yOXwnCbrUKzqb9BAMxrJ++8e9FFjfZyuX+FzD8sA+I536x56"
    "Nmxqua+5u1mAM8ShUToe7X+eHP6ffSU7/nX2z+zdIJtnEdBetCl57C6upAWMeL+mKeOgKGzHFBkor+MUVegnwfLwOT1av8VJOyq4"
    "xrgcIDk/w9PaMXgQ2rIn9NEEzZeegU3wVei7ci/ivEPgKeRysmsG/YoTpM4jASWJ0WBdr/aNV8MfXadNZAbusaO8B33THxGO4Vgo"
    "dtH19Jtu31VcD2gd+VX/J1+B/RJDQDA8lLcQjTh2jfXs0S31UwX10L2HSXrmpxpP4+ZNzyTiUBQ6yVXSE5oTvI7zfTAiylU4Tb+r"
    "9dDOxFpbJHo8Y4AY0Zatnm5oMFZZH44Y5Uv9RI0BYjT8mecgafXhdJxXi0m7yAj52rM61+rR8AmHyZ+4Yr1qBlPqDH9iy/jTKNaw"
    "zLOImY1swcpBSl2MbvXZ5uKQqCw/vwJe5Hp22FfT0yv3DMsJvVt6MD9uNeQwo9/jzN/tSH8qncEXTj/br0GNZgn+ghZ2aI8XsIfl"
    "d48BsR7fu52vlJQzixB4zNX+/LMlpOOvTAfYOmJBxfDUpawarIOUdZAXoMHtvuci7srOOVya6WSuyUSqCbIsRTMzMdbX4ir8JbyX"
    "QlibVdgnx1KWoK+8XB+Ve4gOFOUpNEbWWtiRBHuL1tImFkKuV2Tu2tCnxpB3IN3tV+erO029/RwqizkJ3FuMl2YR7iICO/G8XMhe"
    "2vnEWA09z4rjJBktDhGxTYZVsLnfKav2tNcfoek7yxTs7jJ4dttJP+ixcxqZ+U5Ao9/mMZJcN3WKPmaykdx6pceCsInBKtomaFCu"
    "w84yhr3bLgsVUatEFbEPpjEMiGzfc7Of0LJsf0RdV2YFtWB2zVfG6rZFNSVExJzGDP5yyHwRYqlCj3Cc9DPFEXUdHtlZGrO9oh6n"
    "0fAozDIEjKofgc1cR8teQw6tXLJlbGaX6efEc3Beq3UJu9qNceX1kqVYqbVqmNxfQksU6VT4j2sREf4SRHnHjvvKnuoqyq1J3HRd"
    "wWnJFtC9wyBZ39G3L5Q2HrvHTUZ1Yu1ld3GVvRrdltGB1b2sD7yLWO91IWsxx5LD6hz8bswf1eTxqsQdDZN2shtk0VZrM21FRI8T"
    "Q+ftIC7CtMh+tDimvw1+AqHc4/FUkX9yua6Ere4sv+Euv9TzpJ+sJhLt19CZhvo2T//VIFo6yVftqyn75jldIR0pV8U87677vUbN"
    "M97H46ip7wNIT2WUQ3u4TjrHjpZk75dDle0m57GKFWOsYf0opoGaw1e4WibpB/i+G7UisLj9BWjs46QL1t7mVGqxar8Qy8VhuRaJ"
    "ZQkvwZO5SaIqTU8x1BPf6mTfeZTwrMIhf09SoyTo/9Qwk7U3ToBFrh3wXUnfixyhtqrzyEYtGkGYs280DJSu4nCYUsw4mBd5LdEw"
    "ziXnZBERwkybnS73yTFibMdRcnl15HcbclY55PVnnQVZmIfP3wudWg1fKsCq9ZUn5Xn5FjrRZiW+wvs64Cft4M1+Bzm3vq+dZV/5"
    "WB/Q02HVFsL+fYkY+UKs/SPwvnrJxTl/QaLv05eYtXkYvtY0SPs8SMTL8j5s3U7QWKv0Z3lQP/LIcm7ezPgFf/OYkvdnJnNtNQdK"
    "0s+IxMg8+SFziDZf6hCPIpBnm14exj1fRy3ShmzDSfZ/FvD0tYeG7EU2jTLPauJYRdYxY7HR89tY1NSReB4tJd1h4LzYHcgcbJpv"
    "NWKSBTjNuXoaooFvyfa+u1j96lHYwEPEOvdysTLGe2BoUcdBC5qH1gERXQdZym7eMYgM8inXc2GJt5dPyXfXFPHXRTITf38B3zQW"
    "v/8Mq7O37AcNYXwya7Fme8qbuNZKRrQpnuZannLzoyfBq/sJP7kG3sgaSMqLcokaq86eQQWi2B2xa+fqwcFI/Qbe/q/6dLBfcKMe"
    "iSc/QtzU6InMc66jvNZCipbzxJ4mhmEyG/vYXPrKMNzLrtQ0Z0h+g7xyDrxy++kJiPpmwft4DjLUWk6X9xkF2RSMdWWfKUlydzp/"
    "o4x5nk6cJR3OunG697XMW4AkOalSnkU6qa7DLGRWuoDSUQkpK+JMWRn7JfZhbd3h4SZo5Wyl9sC6jxRjQCj1E9Y7wLbdKMZEYv3i"
    "pbpK/tBZ1Drz4KlZR8NU+Gw3sTtvS00/7ufCpdFKSiVPc5L1zArmmeK0jBtY9/xPPhbTZh/oi9A483H+jsc5mYM9nwRv8Qm9z/fY"
    "9pT0TLoS2cDl4rO94hjWY5AzW7VvqKG7MdunDXrtuzFHEnorGdH3ET2sxHu/IkbNDdId1iFXH/N32kLET8RtufNXWGcvZya8mr6v"
    "ycAySmQh9rsNPcENeqcYH6fNsa9hLu9+VlBrOJ1k/ZI207RDhgXVYsY5/jkMzeAhsdmUYYwpLWfwFWLwCuq+rrKTOKS5PHrpbfGM"
    "V0FLb4SuK8GJrNKL5WKi/Zdxlq2eE3P3SRlnGSeTGakGflF7WYYnn8P1WeBZ4KM+X1HDTxk3cFVmoi09c+is0Gb6AXUZzKGQPGDa"
    "SE7obOxuHuzWPtIHcUIXXLkEcVeJ7GQ8srKI0VvInQuZF6iA5tiIp/43LNc7+K5P8Oki6PeZ+PvH7BPoSq+srgEHrf2tPydcXC4s"
    "6rMMMXoXEZ8DzMUaWSZiFjXJ+XK7xHzmMeW5uytgsWO09A6zNjfDWag6WNxZNq3hUJHai6uGxTlPYfKyH+KgzczrhB5tulDdLM9I"
    "zmPU0s6bxd8Wz7gBGrOLr25ogwyL40YYK91hYwxhY7DeFUzHCd0Tftgz0EX10MGLELmYJ72MUhKDDCzRT3nCDbfZPLnbfc4ql98a"
    "5axdtS5ib53FPk3EkCV/k1j4Cf71oz4TvKrx4CYZqucEB+kVWh6OkFJfVXC1vYjPhhuO491yOHue6/UJPxteAesQZ6XfyUOE3uQw"
    "j6MVIf5oPTmti3GOC3HGotitXO0Bee/tO8SUfvhsziBEEOtrBvHrHCnzvVxJYgXMwx0shpwfL5/pVJmDWH4ttPcleiHO10TaigS0"
    "+BKPAl6oP8hdYhhiLcVxHjt2iZas4hxEnknxGKNJWlH710lkCp0NG248AhbF9aD1WENP9Bn9d7CO2sYYILaHPVzJ+aIVvtfmUD/1"
    "7nLom/gcphnPotauhs6xOSfTmtNwGt2vHbeaC3WSMV8Nica+wyZal+trOB+fwjINkGliyPlt4Ckvxf4Xws7ZPn6mEyA1BazY5iNS"
    "+At/FsCmbtY3sPq2i9tgnwwDZz9OyDoksLbwYvtIN+zUcn1Mr8T7hsIar5Nr9GqcxQIil0Xh9ayG5v6KntcJcis8xVFyBl7NhS3+"
    "FbI4H3/+gqt1CVzk4nybIKMX7KmOFkPxnKI3wSb9rA/LUjkaHtJbGZSYnRr0vqV8XJMd78m+ZXfPPiKMvqKZ3tgUeWJ2zsT8Llsc"
    "aQSR/xHs+P04Pa2CXeBJzJDp4XtaGJZhx6Os+Bj+znOshbkZL5edWIn1KmXty51gy1PEdUtn4H/2izVotGONc8uva2QePcQ4Nf1M"
    "xiV7ieG/r9CHdBzW+Dqc8NVyP8/2GL1Lbgs6Sp2Pput1BJnbopyGqPC9Zw5RsTktuvPYexLnyHr5e7KjO6KfkVNyBZ50IfVUDnE6"
    "hojrXIvp4Ti3UcZytgbPEkvE8YeXEjkme+9xNi5Tk3KHqdGMEUUMfrNjxmssqs72PUdDB6zS8Wo91HP1e9i7A4Krgy549wyN+SpB"
    "zOO42Z0/zSplFftPzR84hvcwHU8zmj14JjuHsD+3yneoxjITN3XE9XC+ck9Wn6PMcThMCYd0ayg+hhNn58h1dhmaxk6yBfVqlCzn"
    "jE+SnzmbfdV/MeYagHMRevuWbDAdlWTP4Ax4FPXE1SrkTE25z8PdKsfCu66gP1bAPIFxJBmaR2t5D5/8GKduALzAf0OKrpJvtD80"
    "4sXyPfa8HfzXpvAJp0EWrwmmwOp+L+9Cao+RidClB8lDsK1Xyc36J677IrRPw26V9LRRa8YxcxEd1rErxSEsPQONkgubs8azFBsv"
    "iq3VAPJs1HAWbqXPXpzleeA7sG/UdGRB+GBwujwML/s5/TZ8ST8KFspUPQcazma5R8g6SlaMEj6AjCsR+lNl/DPNaTCEFW+TOod4"
    "6bSBZVpeg83M815Mit6r0msw1JXdxU1PGk71CBnOnIzj965gR9BSaM91ejN2tCW++Q1Y5jGQ1fbyUyPoN5YjaUovIoG9CBtwfCw3"
    "nmyuSIyfzhWXXTbJfACx1SRYgT/1IsROHyBy+RR+1Afs9XC+ipM7y1k9JDY997Ms4OmvxSmooc8Tga9drs0b4XfeB9681fa+0x90"
    "tgySiyGLPeULfQ9e7J6Q1HaIimzVz5W2YoguZcTH7SFhpksmwSmFJDXWI7hCLjmTbbZnb1nCCdpKaNZFkNNkRjdGmekrpsWdqS/K"
    "Y4hrfseedEdU8iCucDD2vp04NtWVHmnddNl+sHZJ7Lndket9eFccE7jZsjkayWBdWU21ryR8Xa+S+IgxbcZY4V8yHXFBCb69OTzi"
    "Sn0a/7paJsA3OzgYAXv4MrRxK7lNL/dX0kzeQ+kjW59AF/0d9jZX68LBOauCA/XxsIWdmmBU6LCWQo/85iKP/swvp3Me6VnZLVHG"
    "O1j9T2BPx0M75OmNOCnjzQfFuTZM2wKcH0OxOA3v+I34WP2CrzVtI6sp1RbVXiKlZJxtKhXEaHWaTxm3xGDHtuO0rXWntOfkXS08"
    "4uvlFrE64mSsx+vyNvbhTnlKi8LrYX1a6qE5m8LrJI3SvwXtIkSUbr5NyjOkVkIHF+tH9JJK2QOXrcvN4ZlEMj686yBX9pgYS7Th"
    "/ib0FsbA20IyTVdYL28x81rX4+cTcR56SC3l9F08cXf4g5ZxWKjGH7GP/InVy7daj+wNrWWMPd3xHX1yvtZSmR+eTgQf9d9vVmGM"
    "OMbSBNFA1MuVclLAfuUz+ptNu1ypCe8Jp3Q8a7uVxIUpy/RFKLOsjq832yshffWNXJM9fRQV9bxoJ0kpp8Zt5uVksUxPHpn3jPvN"
    "WOmTjCh7Mn83TS+Alr9FD4PsfiAv6QBIiM3KfafvSIGsZI+Km91fS2Tdg1ihd/xJxmNzid/R3zxCQh6Zz75RQ4a23u0qds9E9F7Y"
    "2Bp2WWmGS1W9PUjStjqk4JT3lO5nFc74Bybgmm1lPT2OTfAYDdv7ATX8wCry0SUh901kEHlSbKqtFnbOZTbqGaHVE50+Qa/+UEbB"
    "7lcJ77iLuBmZnXC69hcX+Q1mr+ISaoQN8M4Ni+d3et5ToeUuhx0xrzIPFj+Eb6NkUhNR76fV0V9Pebw00zpdxHGAGTe3zQ9W66/i"
    "8HMtzzaX3oXl3wyp4Fv9gpy5ZdiVe/AdlolepY8EXfVdWOEE/PBQRgaDoPP3ltZEDD7Ar2U1z2lzSfqKv00TdhZD7C1jJHGpdOIZ"
    "hmTgtqZiX2bL83iWs3DfY+RkvPd+vL5Kz8O9tRfr9zNfbgW0bqU6vKUazlKnPI9i3Efy5q2cB5u3gn9zvQblrElYTJyHtblSkn7W"
    "P6KOOXmAnKef6ut6FGzzfrJP8EzwvszCaeivr/Dz23JX+kmRn1W/hLbY6v7ns5eqmRj7dz3l0DAljE3yR/Z6FsIbeoK9cr/Cs45r"
    "GhnN3dl+4iLrHEjjdZCjlmK9Lr/j2UbJqWIcGZthLx+E/hsog3SO3K3nczKmKlyC5/scEr8Gn58FO2A1jB+0Xo4U62TIJ5OK3dkp"
    "WMM12DnXRfaHTiIfheHRzEaEs1KbBFW4y5W6A3RldzlYrK/vBfkRP7FJQdufneFdxjxnfQ07xQbyOepgizbTz3sbq2lzCsvlF2iz"
    "E/AsVbpE3oSd3AOR/svhBZDl6fKCDNd9dHhOpfYSu0IR/Z0q+jNVPveQ1sUl3sakJ4fPxP1bL85maqo6+HbmgSxVhxEr/5iduzfo"
    "GPQIlqnoN5Cmi8MekKAf9enw2CDJPGy574D5jDqvihFmta/9pCCdA8ShdxciCtyE/96Qj9Q6ib6HLdmZ2an39EG9TLLbxpC+gNVI"
    "DxPjGLCcQR+c/GPF8LWj7GSa4OtlpdjXS6E5k743J/RVpQqeRqvk7SXnQv/dDd+2CHpqtT4P32CMjhObWncYiDHfdRBhr/Fi6I1L"
    "2e28jlmNQ8m+u5a8p/uI+dkHEp12PnERJsIu5zNiioazwhHweibCcv+kI6VI7sEp/y44MZgHWzYDfrChGG6m9SrArhwleTzhh0pz"
    "8imka7kOIco6la6Db9IVuvx+2L5n9ArZFxLyA+unW37FvR6u5/o1lQ2UNdMi+4n5sInMxF8tGQjdLuf4+ZS/YxnZr7aZyCsGP9Pl"
    "W1b5/uwmEvo5sCZbobikrzENe7SMjDVWlVmn34mxS0+EXinBt8fYWWkdB6bFNcN+tK1sidYtPm3tM0FN8GmbuzNcltNwwgrwM5vG"
    "NZavbBh4UW9lUz7iczquCPfUCZJ5Onx083B7ylL9BJ/5Dqu6qzSGWFCIs/8sp4UN9e1oTiGbpJ9H77OeiDVr2am/Qd/HTvUQQxZ1"
    "q95S3KR8kpo7RgyaO2S9nw+yqmqEFca4HqE7UddB5wWD4dlfpUO1lbHyBS77tY3PpBhOv3ru93393ocZdGEX30bhBbTRJ6UDdMhX"
    "cp+21xf0yKAP7NHwJtkr0r2CZeF9MhCaZ4Scrp00Et4adNRrw2uapvPnYQbZJ/Q9eaP0PMipVX0+JpKbWdnPockezUlm6pVdfF6m"
    "ivqpOaSjVoexQnKm3CSVZDFYj1Wcg339y/JqYh1Qpolnam9pIcYu9rr2D1boY/DFrTfteT0YNiGBGGJ0sL1/ni0op7Z7FZ5nq5uX"
    "9zCD1q+NTtaV6zz4DqvJseSwKpeIRX/zsZN2Eqwjt45sQ9viDpfA3uxLPrwSfkMEPq9NyEXJlbKJp6ytlFBKApzxFqzf9ZDqTJ6n"
    "NoMuomSKV2JERjmhmCDH4gr6Pev0JcnOVJnyU5o5Ddg0Et6ix6lLHfbYnrKXj7rqoIFz2UmcZI6glt04baRdkKeuz+9A5oniPptV"
    "6TNnRez/T2S6PY6U2kzOrTkzyen8dbXnrahS193wgqxmhiQX0Yv5TdtBq42BjxSVsxHvjNODg/Y6Q99C9BiXkBWsbtJwut1FHLfC"
    "axgvi2SCbAgnhMdDg3+u+wafQTcaWs6JUuEx8YrYGVbHJ83+SvrapjtbZ+YK7CdTsa9T4FfsCrsySLaTinCKuG7A1ZzTc72olos8"
    "VNJzmIt8h3lIxMtA+uIThcwv52UQZFzcOsrXCVxPdI6EGd7nJn4aW9kpWMNPLGY26CjmiBLEPNtLPiaaoSHO3kX8qHmI8Z/GNQzT"
    "spc8h9X+t66HppymB8BD20v6ZDidQo8T4fg3k/QFBso6n3GwPR7JWCHRSE/jBujDWnWIolXE1zMJt870Hf6RPzjCOZDKjISGHlWs"
    "M9dhtY4W48tKsk/5RM7hr4EneCx0sZvAKWU+IU5kpEV4zo0eF77Cn4YUu626c+V78w7ima5jFx/Yv46WVCb2jFGCU56jZDlORh07"
    "fRwylK37VezQXq+fs3PEzUas42nsJI6dyc71ybjmAvawr2WW5j7EXjkZhtCOohlcNkN3udFPXbiKQNL3eBuqe5+ckfIv+ibvIEL6"
    "CtrleWi3JYi8s2dB9/W4AWGDaf4N/PMwjwxlr1WyM8Lsdz0th0NmV68fe4rDZ28st36i/Ir9KeDEagXRegx/aDf587+a0zNMjkL9"
    "GudrW6zGCJmpQyG/1vHVQ+o03e21gueln7j5r9N8B7WTUBf1LWPc3hZRTwXu1Wpx58G76ifHwbIshl7OzhqxBt9dgrNzCyKPdWTf"
    "2AAP8iwpYmYk5HVbSTNOt9ZD1weU7ubi+mxaSL3neG4CH/7grXge01nQFpS07Hf9sywiLoadIPOnp6vjczlEdoLPOEbnyhGQhZpw"
    "QJO28AMGa2n4TiOV1QSxENNMW1cw61Lm9css+BrbQBpOIH9XBb2Vb8mxatN3vbBivbFeAzibWwYdMvQ/mFa2+Ha2q6p//6nzQPeX"
    "dN+InZQcz2QS1e2CjmJchVfJOfqw3BZoeA38mkLo+XVEr2klB8kheq82DfrKT/AlesoOsGnvwtoeLsth4yfCoxoDfdQheJWYYndI"
    "3CPwWByaTw6Oem2Hp7R4sBCRtJ2pTyEX1Xoz/s/Hij8lFfTsqzh7dQPjJ2N5iPvzV+M/5XRVNVYle39VYzPSEfoLBzXo2Iv6as9m"
    "fQ5ytkdQ6+es1hAJz6xcPplxnpRRYlMa6xgZzoFM/AEdXwnvrQJ7slLu1++xg60RwyrO/yqimlawf2Cl/iBWv+wghmCzFCt9p585"
    "3UvehJ76A9c/Vwy/qp10zOxblc/ghY3o69BnC9Uzm6WRO7pJdsb52dBLnRHzGNLECsTPP4pxVE1EDGfsbPM4GdSU8mlnapP//Bx4"
    "uY+Ky+84jOxqImzHfe9GvrdLw2R3WeVjTKfBitmnl9IjyTlqXRe7htVaITvmrNez9cygIjxJ7paddDfIjetpLPfIjOm+lmtkLn76"
    "HmJLN9tRgciulNX5oRJplI+ljLLnLEpvnsm41x1JIj5bbDDD8Erx+UGIFN6TLUyKxk7mKqJxotBF2McTo3cQ8xU881HWMLPkPNhW"
    "nvcqSVbChM9sb9H9rrNZyUyR7RWLvfbAc7Qgho6t427EeLHZ4qXsWU762bEEK70x2CHrlGqLdW8pm6ml+kE+u0gpUdmLWWO0k1VC"
    "bI9KrFot7FZjdcDs58cqpOl6rZAh0KFtR6ABar00xDxzRRlzi8bIOkBWstflVnG2ezHPVlRTnv/gZtb2XY/pZuNbZDdDFbTgAETX"
    "1oOyEd79WujeiYhcNvO5vpevxTqWyxHbrCO6xhYd36xBr6L109wpffCJ73QTYplboAeb4jM3QvJdh+dqrwlGsLM+zExCGStLKhPx"
    "9/IRUkpPF/W8CBGc2E38u5u0zMbC1NgUVsxjN9bDnqZo5QdjxY6Rlvzeph7rwvkFDruxvWzBvEzHRw738AFmyl0FpQLS/BRrvxPp"
    "eWXrr3onPEzaBpfpCXqcdtZx8oCOCT6AZvoyiOsjajorRn6Zp7B3H0ODXAo7VEH/M8GZxhARej4sWmeZrMfLsdIcO3R5UAnPdC7u"
    "wGqeR8gf0JIbsLd98c2WJ9qgN5D1cSe5iB54DHY+RllNMiMVpwdrPx8ir/BflcT7rTdMRfj6f0KW8yFZPRmFRIgkvhjfb4jEj0kR"
    "fVDDqirB6VzCbsdqeQheUnP4SDvIKYgcjKXE8otrdYa8gu++FE93IpERy/RrrNp72k4vxveEfmbZajH3SxFZD2wybQiijpXMFrre"
    "1Y5yPbtZLSc+FSf2D0hGU5ksvaVMvsH3PA1remMjJyvGKQX1XEVumtJJYjdE+/au7eVLWOd8eEOrdILcqh+pQ71s2UASmvsa4U7/"
    "mDG0quNxf2O+dr9Pxyu34G5i7LBMMn606ZTN7BEK9XdZ6JgcfO9XC6xjBZkHVmi5P8Ghxn3HdyF76FoSK7kNJxuiPruaYJTqPDOH"
    "SJ4igmdKH7QOGz1DLwze0h8hOTsGr1tGT+6F9j+FvcHtpYCn07Hq3ulZdS1bvhNfWaOTiA5Yy37ZOl57Z87cRDhTkyADjPr+vdDb"
    "rcHMuNVxjiWuDfHBHT7fjg3OWBuPr1PCn3SRqO84q8BpKfMddxHOYlf4ynI5orMlfFeZf/ZEBs8pomnbbHdyiO98ibO27TxWh93c"
    "RdxncqENiRSFM3AvTs1enCwsgbRdqZdoDB7Zn5DMN2QstNDF9Jn7k+mjubip5eaMK4Zxvr9C/6XvQpqeku+xgv2Dj/RknSjdcN+3"
    "qtWyHiFDVoIZ4xp852JKeR1rZ0mi+huq0F88o2cSMTDF3MnfmQCd/rPZr4L/w9p7gFlZXd/D+x2KgEhVQFGKqICFaqMJIiqKKAYR"
    "Y41dYg127I1o7Bp7w44iNhQbIh0B6TD0MgNMYXq/9d3f2uucexl/yczz/PN8yRMD3nvfcs4+u669NmeSqY9psvwM7lQs/+c8T4m3"
    "LgERMClUfm9iDSxSH01LVO15m6t8XtX4vR4iInAv8/XjOYvnXWjrVE/SSeLqnuaXLEDU9Daiuu3wbHJh2Qs4qeodxDuHsb5nvXh7"
    "fXTmOpMelAS17zZWfmLEfxtG/lry7JTS1lUwAi5m1BiDbJ0pW/1ThunqpWMqdpFIJe6TT6yeTYb+HU9s7/49dukU2eCjfcPQDSTz"
    "00nQcM1g5Y+TGnpS1YwNenMSdSmnnsZ81q9h2rttRY2QB9/tEBnNKUm5+lPQGSfmZVmPuLUQJ2kXuUhFXO9ZSI/JdmkTsUTO6lRB"
    "t1eyLlXBt0/hSVK4iXaS2rn27PyqYadBgWehHUdccv/0BFK3CvuJ8V1sYDbfzd+tZLQeo043e9Hddym5ulIltWE1ddTT0H85WKn5"
    "sO6zsJt3ZRhr0VZ2AO1b7YTuQyVaLq4vezUW6YXiGCFryJT+N0j+Hm0rlUTo2bSPDEQ3P3EG9Ydi1S6HqXyZb98Yq3mu/C/c6XV/"
    "EqEvl6RfXck4aA8zJ3fzOfey9zyZnkzoPK8KziRw017WUa9cRP1dXU8UeoxkIl77QIxX4T15B/f7A3vUQuZwx1w2+A1JIQSsV24R"
    "fmPP8Yx+DQ/5YJmq38Ej+Ku8gDjiELGOukL9VIbpb4jPjAn+Y/hV0+p5gqkyX3pId+vx1AbBXbAyG+G5zoZu+/+XNagCZ2MPo4lG"
    "jKptn4+AvJ2Mp3kPGnAU+6qcja1hx50hogrSWJSEx0NavvWyevy3ujuq8qn9czi7ZQKkyDCnn0PrDGNf2iT8W8vL9mf8u5uzONZw"
    "D1wXXFRfY5+U8e4U+nloCUbuF8lQcVMaLdqdwLkLud7GhXqVWHx0BGP7H+GDuDdJ+DxWSKTZRYh0dhPN/Q7290Py187VLxGjXlYP"
    "S1UVOz1LiamyeMjyF8/y+hE8getucFPybLXmw56U/MkaHJzW8/k+Z23+YxO5knF9JdZzGxEcI+XveJIfIRlbEC+U4TRm6pOQ8APS"
    "lacUAv8Ecefa7pOlTelB2h2P4Ilq6vljjxXXt9yMHnVTSfiemrqjtro/+QbW9hH5Ae+SoffjyQtlp/bR38JPPR7OSY7NmblJnJdR"
    "DO0xFU//K/ltc/Ul+QIruRk+0QJYkC4yhp6DY4J8wOspqyO9SA7fIvgFg2WXjMSb2OzJ94lbjtAr+wNaeXvwMlc8Sx9SqyBfJjbv"
    "q5l8Chn/KrgRa7pCa8L2wVJET1m4fzZ8pSYyESfuNMj14+K6EHN8R8oyatl3IY8lsIJ/hIfL+/DbB2ky3NJgMnbjEXkC0lsbEbu/"
    "pHBx9p/H9VbpBuu5UJ/TIfDDf4Bteky+0VfkI1jNEbKAueXZsLI2Deli2Lgp9Ubv/+/zg+vmorIsfyn7Be2sbcNJjOJUbdTDgjiZ"
    "vwNxe5fFOrf5FBPhL3zMXEcC7x7B6X6IJ7K/FLGrLUYM2wayTjiE7DRcsVCN2WCoVHEWsfXzxBArlDG+qyKfdxYk51yy3prHsAnn"
    "L8JJGq1ZhfwUz79Vd+CMjMCq7WVmojs7R+6GxvpdD2NNe3M9HnFXGQQbtp1vPlqMx/1AsZ6ujfABQnqXDheyWW2K6DZ6+Z3pwzkW"
    "l1Ss6SaRTkFE+aWeHiyXDxCztZQz4I3fAa/gLryBaZlHKL8m83nsbExAk5RwAmmC+ZFy2P5O8OQ6ifk6Vg92mAfrC3H4zgjrwXN1"
    "GFbtSmilHcR7mF3oHhQyAxvRx2W9n+eXYIa4nFFHNt5oO1ki7Ex3ELtSGyJBOnqm9FBdNq+QHtww8vosl+cR/dskwAJdiRPznryk"
    "l3LySiNooE8RffyKHVuobyGi/U5vRzxcxPPWzKNMI6zMRPVG+IxfSEdZhV2dFYyGD/FKeD7s32nSl/1UVfDCc7xPv5tRToLccnV/"
    "UkVMqeNQjWAFz/YTMWsQvR6e8S+dqTZxdho81uNkqTbTU/ULtfpMTdpLVh/b2O4thMY8ROwEFOoDeNZlePYLyMO6TW9DPGd1sB16"
    "D7y/RmJMuLvwhlW0OEniBCuZh3FVkM7weVpJASXnFEhzHp7FrNRpOO0r4UVfLuM4i24O/IAfOUW8TItkFnyCVHd70sdbf+gt5Oiv"
    "6wTX4PoHSo3v4a1hB3U3yfEdXOpnuBm3W9J7U9Z1frqukLfZm3WqHKxJnMCtuNpFeOMTEOFE/RQ9894ukKTn0ajrk7tZrbAOpg+h"
    "sTYZLxik9hd9ilLWXcZKwlcpYpCmr6m713qPyXm3cfJDK5+/CKu9Dmd5C/3GHL2H//bEwCo0Z4pDgoacTm6n4UhGmDuZV7G572v0"
    "6GA1z4BFf1vwvaXs6KnBc+2ETh8R7I/ztxMnZrdZZ/rfEexA3OO1i5h9Db0PnMdKWpJe9In4bntfrVTmBcoZBceIndzCKUaGS56C"
    "OKSCvsduTpDcrDfqIljkFnK/rpe79ALou9uktUwQ1yPbhV53ke8zPkKqOGdkH6N+avKH66/OlhLPK9CC04xX0wJ9BVm9SYbJ49DK"
    "v8kZeI834eMvwom0nuG6Y6YYUcwu5xtnhfBisWc33todPhtaRgyR9VauZNW77pl1g+R9uY78eCtw76/wWRZOSgX+tt1nQhLqpiGZ"
    "bnqFtqfuXmxDYLs1OCHt/SfSyNxt7BXG25ANKsEuoEPpGR4SbNPvqHVq6MVuZU4m3/fMxWnvqmFRkupmqS2BzM7HuxvuypjcONXC"
    "zgP+vyU0Wrn2lGr2kllP6d+J/D02jTeyp42qw/Uo+R3d2pjU7JMQe79qnPzF0Ha9xPqBn8OqTJZ2weWwFvdBoyzEfZfrrfoRzths"
    "SPFinR2MRcTwb70a1uQSuVCehab4QbdnrNDb8Y1f2PtdpcaaOx/Puh5rfZccIBF5AFq5lD52KWPsXawUxony+Z2Vzih7qzepdQha"
    "h7axZdbVGxunZKSmxbg+kiqe2CjOWzGRABGysuR43otzpW5e0B9xrqPq+OGKqbMTkLWuxJqUwOqeD/kxy/Ecc+Enw0fdqTczcgg9"
    "Cj+BlXEaY8+f0Fr/N3tn/tFGr/mqiFg5k2+TwXy6WaMFnO5iUvKwWK7IOtvLiNC4BPedB0tVTf65hXjevuSEcdmnXOr3XpTCH3Wv"
    "WId0e3kXEfIWxNiWXV8IP3SvbmY0b/osC3vQIIgRhzMHZ/MBZt1CatIsdkJX8M+lWN+oVvoIvNrPSDIt+X54ntyZcYWOCWBVdBTs"
    "WHN5NvhEe/BsGnox6acLGCbyGmoGN+uzhjkZl8ceT0sfTdfqkz7GSbCfL5/oljKiAz6VXozG7sUKtYA/egNWJ5szJo1X4D6xHFoJ"
    "IrarYFvX0FOzzuF1YtyGFjs2hYdwFXzBh5gLMv1jHtavWkkmhvtkOmKnXlLtO5YKqENWM+Nn2dwbpcLbBYePNi9iJ2zC0cQuRLmi"
    "FXyWNyXX49xNWnt4NoUEvRiTlxuh66OeIT+poefDcNii0dhtY5Rt7COyCsaMdj4sijPm15XclwTW80b4NXv0UfkCkckS+BA95Sf4"
    "+VOgYyszbmYUEjK3G3rM6r65Bv/bJ06K56cle6SvpET8jL9hkvS8qjEfiaQsaSupzXIfUptWMNKMUhri1E/j2d1R7as2p3GaiuvL"
    "dxmVDHKNDmMetIW38pX0CqughYbLdHETnYw/LAvfs47VpmRpHU5NaEjr1mSaMeyUTQ7+NJiJc5HDqWEd5XucjvXs5cikJljDWSiF"
    "nPM1B9eyemhbGeLj4ZDY3JjndKvgFeLMWrqVq6A/f76s01lyjT6jowLLw9xM9otfdBJO5TnEbZZT2gp9h9rFrNg293xRf55dYbpr"
    "Hftd82EnA/iO09mjm4v3vTawHG8uKzzryftbKWfBc9sK77Htf7B8iJSl+dKVky3dme6Yxqz0lifJMmOd8vlE30ax5hH6SwVYhdTU"
    "73h6EorqjtAyh0uhgc8JvpRm5HDrISOCb0LXY9GIeZd9E5DMZt4DCzYV1x8vb8EHq8T7WC5lTThM6mbl7OTn6NT2Oh3/oaFBErWe"
    "aN8/W8pX0J9LsecHwfd5TK6GVliIVb8amm+QGMqmK3zsX4jh2UvfYGc9mIWQfRcHyb4ZIc3TnJJ1PbXh1r8jCnsvs/HL6Lfspkfx"
    "DCeoPipWU/uIs9mX6xCx2aTGUHOe2OovoTVbo8YpMVMMyZBgdWSvWkfyiZwfcJU05NoczVWoICYipAbrBus7njFuDecKLIPVnUJG"
    "2JaylOcvzveq8F34IScn1Oh50HC57OZ+BKckF179AtidWYFNKttJvW0Iv6fJuRqhbd+kZwXj9EpyR12u3+iz0GA/6ltB96A3rvAj"
    "VtCq4dughY0Rwdifrw8ewF6kesdqavFYXs8KTETdzJSU7MTJ8BXHCqzV5/AUf8AuLmX3o+JMnQPL/b9gpdw85F20T4XwrHsSNW04"
    "oXbBYfKk/g1+0ECbTCMd4A8hnoBMxRF7W1X8bPoKW1gxOwRnNNPm+oUXSW4wGWvwOKXrMn0uyNJHcecvOXvWJjSfC11m+Q2rbSxB"
    "xFLumcRCn4tUVjiKoMEsrlnrUeIug1jhOyydnLXFN+7EW2zBL3cz/op77lyl/76HdT5DDJ9ALfuGHMsetQ1Eqzl+t6XqZMW6ZMvh"
    "uf+FsyWWk2PHuhWVU9od70QKf5FZz33Kif7apklv6UzHjxbncdfVPVB33tJqsw0RpyeZ/VwGa2domLXY8bq54I0zU3kK7xRjBXfZ"
    "VqtMHyiH2UQuvQqn6twgX1/CO0fkKbIChLV64e2flZy+I76C35B8MjHycjsduAdRxau6Ofg7fJJMCeSWcC/0az9tI1dyBp7xYxX5"
    "PknHpDhJ1tQztbU751mn+ExTVRDLKuVA0t6FDA2G5FaodZ5NgVx8iLvv1GtlLnyAF+DvvSNP4xS+oRfre3I+Z75bD1onepoWHzWS"
    "4/jkdffk95NcOUxu0RP1mnAGIrcLoZ0/FuN3OxfydrN000uCdbA8o/Qv+kZ4Jc7DLumNyOda3WOVeD0b9zhCLpbD9XMpZzxzvFgn"
    "1EjODzxJLB+UBdkrIQIhCr+1PeyNdU3tgX8zlxnMuEfuVvpewDg9hnLoDcOzW4V2FXOAWzjn8FQx/pfpejf0zki5Rq7QT7D3s7B+"
    "LwRb9Ravqbd6NmKrETclU57TNY3lYB8rJT2e1Xop34C+fQHewGBY7EtkMvRZTM+AnGSG7+AdX9TnpbO+EmyG3fq3XooY4UAx/utN"
    "+NYNUk221WJmAfKx9rtx4vqL9YfVkJfJfOFG8gLOz5HwM4biHlXaNThILpDWwXN6mY7QVWHduiqiT3KCb67PWLqukW3sNGtAxp82"
    "5JWxbI5jqd9DRpQILcEWTfUh57AW/BR8hW/1Wj0K8rsAFiYT/kkuzuKoIIcZlZB8NY6zpUxrvFWs9rWVtdDxzhuuwenJqqfG8iv9"
    "1qTvmrD/dYEPG2N0k4rlHPdzS7E+nVJmCPdiH60nby9nGXSFnK3Gv31THkQ0X0rP+ScyevTDymAnYNe7BmeTqexunLJ5kID3IGkb"
    "EN1+r4skmxmRavpdNXj2ZmKdM608P2CqLudO+3C+xXVEcyc8s1GlZ2ZZw47Aht4WSbq/p4ufsBb3uJykZy9wDJuD8Mm1WP+9rMA3"
    "l1th2XtLU/kAOrjuzpMSP7ExpBd8OJ8nilNk3Zvr/D6EaT5vhzwT7lhTGSiOGSHpo7coVuEuxEAroZseVWPG/DroKOYF34YTWekZ"
    "dBzS1XT6eVyRkcE/5VY9Cl7rRL1XTw0K9SD9LugnLaEhPpeNeih8COvRnSiDgl+wtpP1M583ivKeXTwLVSVX+Sw5HPKeibN0l06F"
    "zN2CVXhYX8EpuQA+eAkRWDFOLj1drDZubE8/63tBS04ZegtaW/UmrMk4fNoCV+opq2B1m0oNsyTbsIYHesRXXT13hjo4ivFcyruO"
    "+Rinn7wD2xWIcc5vwD0OwlU3i6GMiulf2H7+IJYhX+Aj4fWwcdbr5/TJYubkTdNnwp+7nn1tU6CvNnHys019fQyaZQMt0+lS6eeB"
    "JvyUSJOw4RL1cw4vFOsgm8E8VwS21DhBzxDHZ1dKL8V6buKc/3S9fIrIzLo+2gVfY7V+wnP9Bv1n13qYfBox8ug7HtBi+gx18TAZ"
    "E9z3eqQ8J31hzTLhAXyLkzUdbzcV7zgen36mE3CXpcFZ+hA0+xdaHhp/73Y165CPNciCN7gTVm4kztUB8jx0/IOQkgtlFCxbFlnz"
    "ViNmHSOncr5RBX1Vq8jHIEOr2MFxoHSTGo/viRMj6uzhCVJBpmHHH++4OmJ+UkNdeucesQkZ90k1azWd8SQFWJudsMwduTIJaupL"
    "/XSJavYUGYdIiT83rkpbw3taxf0ZvUxOYF9FL7xhDp7YpgzsxhUvCE+CLbg546swC/7JscEb0im4JHxbPpAHyKw1lBzp0zglcCh0"
    "+C3wOzZB062FfKjOx7UH4Uo7sH8jpZjsUVFY9FIt9ydiL9FGTtcbn57TmTHP6hCv5xPHZH4EcdItJemZEO1/b+hdOlk+hydxrvTD"
    "sz0sd+BpI+HztaaAmPV9kv//PK3xapyxPDIp2Vxoxw8wBqd4GnyYhYyKW8sKyEMbOYq1qTnQLyWeXdyx56Y61nqJ8ZM8qANlOf7d"
    "at0KvyEL9nMlrEU+zv4rWN8O8CmqcJ9K7kMBJKgEMolziT/9XewX6+FTF8BKZkPura8nj/2Odrdx9H+cBJ0Hj7ax/MGennmQ0hy9"
    "l/jujSrkZLBMa6iOwTeH3d1leHbjOzce4CLs3lD4Ke3gPeXjfVz10M2S6yZuLXvQu61h5BhlZbKzFHAG+at4jy3sron4TP7hvqZ/"
    "hFh/f5S99gnP5RGyEpgDiRpDrHJcz+Snp/hZfcYGa51kC3W1XCWF7J0tYE3/U0aVxq5Ygeev8hLsJqw5b6quT7ZitbP0S2iRKvYR"
    "W869K/72NXyaKon7rvXdZL5J6GxY1m80O9yCCLpxsF1m6eCwdXACoux1WMtzGE2W0Qu3bMtmelxnQZcMwFW7QeaHymJ4C9WwDLOZ"
    "1zQG2gIdIf/EuZgiVqO1TFhTsVN5Hb5n0UehSnpep/q+WMfXmGCOLI++SSl9c+Olfo15xkrdjrfdRC6tfNZEHB90ijkq4euLV4r1"
    "y9lUwrW0HaXahLwGEXj/vXCFTO7OWp6nUtiAiFrHlGnyXxARl3mc0mgp9gj6as/6VsaM2rVEJdldl+LcJDxrfwwRe4y+fQNWbkvo"
    "RTn2O8uwXEoONLPFa+q5jyAC2mfdIpqaeZyqQOZwDyK471fwB6cyoxaBT2fadjdORQ09aENO1WBlqtMRuKugVJIF0/KNTtsGtbpR"
    "UvwhcXah1HC3Q9a1Z+BkFaj971VZIBOCHXoWzmhX4h2WwU+4EfbzI1y7C7Rxb5z2FThZfeQtfRmfFMNyGj+N2aQu0AtLOAXkQ1hG"
    "yw1lQ0/uxHpcEmwmFqenzIGuCPX+dJ7V0KSV/g02EulnNbZTcDVD8vUVszEfygDf31lMz+yUdA9nKkNpGvm4NAbdxWBJYjRKoSFi"
    "rKv2lLfpQdfos2KI+rjvPKr2WMZUfq0YUtcwzeloHNeWuzkOcv47nu5sPFWlZVX0fTFMfaF+i+//iPscgf3fjnjrNJyWDnKe7FTD"
    "KpfimYbA63FMhwmiYMpZI7xBxiBuMxzSOsSCH/BM5OA8JYm1K2bHmYu4e/iJsHVXrcy63SYl9An3x4ndwupmjB5Ef4/+K2P2trW4"
    "2mcVa0ar8N822NUdkNcfIa+G3j4StuFleRPPOBq6OQsx60fw4Jfg3X6H/9ACOrw7LEUmfIy5kJlqnQntnMGMluGmcrnixi0R0Yvw"
    "div/xNTdvJZ3F9UnJOFrGDGfRUkgTjAmie8g36Plauz79fI+7IRhkl6B5FgUah1in4jj+3Z5im38pavF2YSwOGe8r+d5Ml14uSzw"
    "vTqJ9PwSx2QVg278UO/HHn2ANR4jv+EJj8futgjq9lAaSlspZw2yBXnGQtqrAljkGHytLP2HjKOPuYkWZKO+iDcwNpDUpOBKaqwE"
    "Vr6tJOthTppJJJ1pzGxiMz9nXXS7diNivsb3yPYRN7HOpPkYGaoXQnNfFI7RKPyDy/RYeQa+9mydmFH3vI8anoCm7G+M4hfVrAFs"
    "oKTYuvaSMI38TaRZqZqI4+ddTo/MnZXJsNSz4DO5fFG0FtN+NTP/5YwpoqymV+rHnIxXQgaLakb9CXqWST9zpZrIbcdEOQCa/hA8"
    "aWNxldCyethzi7GnlbAgA2H734Ic5kESPtKZ8gOu7bxF2B38206IQSvJ+DqVrO3XyyV8IptfvoTXsYpRU+mGkzoy+BWyP1QfxzP1"
    "k1mIAcu0wX/tZjVemz6+W9L6GGyWT5XHK9obnqT9sRN99DuZAg2/Nxze4I9wFOLDj4M3wlv1c+jLs+V1yMwnOkWb6cTgG1hZy/a0"
    "YWw7Xj7H1eciqjodZ+N32IEOwW6cusn88xR6DFnE5bSXl4Pd4cfYkcYyM2yH82xsBPsFOZBu+JE+A25TzF30aPwLV3reEccGW8aZ"
    "2bt5zuo623uIeTBpsiqGRQIJTgrrg1i3hRxEhpL3IbPGcn8kfnGNPhsYz24nLz0u/3c6Z1ebXMzAG9h8gQaM6eI4I1V4wp+Z3d7t"
    "fcNiftcqHjsZJZXRNr/FSD3O2QOni/mcdZ/gKspcBj+3GZbZ1AuXsb+tgL06Srm7lHZmOe6cIXV/EodkGCer6VTrbLW+u614rkbE"
    "Fh3BN20m5Z5Z8WBx3cVljFDKOLPZ5f6PZKasyEeWrqbnEN8DKfWxWln318QxD+zBnhbBdiR8fOC4fa0KHOIc7uS3mzOOKKd9jHmW"
    "+bj3JkUO9YjtpM/kGk5lJbRAW1iRUxAhBHInM5yL9CVYmjdxkn6AZpobPCm/Yq2X6hPwNTZ6/JLTb6f4mRp7qb/WEztRQH11qZQz"
    "Fi7QSyQ1petnWu8aeDj2+8PgHRmzkuWuS8iTaFi8h6QlmfvzNT80KRyAE7IZp2cObOH3OgHx3Ztp/PA51FFxP4/aUISZeO4uOO/9"
    "bfqzWL2tEpa2KZ7/CaIWl8PXGSQ3ynDEJh0gD2foyVJ3trVuvs66P7FYIOE5V2I+ngrp+zYm+2qEmqIB+6mrWSeIan1P8P/+bMXU"
    "SUvwDO/Ci71BtjJbdyJ22qZUOaSAzctKQOsbY+Adskz/pZlyByLMHXoipPyG4DV5EielLzOC24hUUUa4w3l/6wK7qp584iRYIUPE"
    "7NLHRMnDuxdez/u62M/aFt+7aXgs9X7ZWp70GLSj8eneLtbZZFNfNiBSdCiECJkiXZdThNMIT4MEZeGdymQYdPGneILh8p1+C1v4"
    "HU5ANTFM1eQBquC9PtG35U54COPlZbzdg/q4nKWTgm+NNRna3vnNqvqn+NqhWiwP0Y7Sdjn7I0xbmZVsA7/ldGkfDMaJuQZvebuM"
    "hEfbOrhHH9FuwR5OGNgEfyCGX+dzcvYcz5d6mSSZu9rI+voaXOsAmSlZ4XTytnwIKT5QJgWf4fPTYM0eCF/V02E3r5U+WPlXYM1u"
    "lteCyYgDf4ckLNVtkOxO8gqrk0MRm42VA4mrKiQnm/UG/YgT5HzR8VI3b6tj5Xfd0CX4/lpWRWKsftf1m1BtcsJ69urt5bctn1+u"
    "L4h6JhRlzdJlQnuyH6y570d1GRAXX53FOelb2E1rGngdq+bjghjjjA+wLjlE+1ZgTU17LuVEsnzYjAN4lqqIU+jITvM45ypU+CxR"
    "atp6jHhJN+tnkMfmRSh7Nln4RFbRi/RIXR7ehKu0he+7TCZg9T6WD7HyH5Enchbukk1uu3L+twu81ip9GvJeyKx9PiRrZfA6GV7X"
    "48rzqJeGySp9Xr7We7BfG9hjHOfszCrGxgldJq6zaaYWsQ5dyIkENk+iCBZxhBRzvvu2ND+YeizDwb5nOK7nhPP0b9DXxwdvS5/g"
    "DPg5m6Hde8jvUsHKikNiHedzGzHoVbOLj+Np19gT67v43jz85mnEa4XymT6GvX5GzpcnZRRk6x55ihmGtzjjsoK+XbnOY6dxkh5r"
    "nu9fiPg+owriBI0DwnyEUp5F423ZoA7HV62vS0fiIKxHqQLPugB3X4pdHySfyC31aJcbJerl03Y6ypn135Mtv1JdvJs6uYbddeiu"
    "TP0K3zc7twr2qKlsxOky5Oj3uOMW2QZ/61Gcrq16np6jOThje8IfmO1vSB8gqj1r9TrZvK7B+PWJYtz8p4sxfW/gxLqNOkGcv5/n"
    "44/F5FM3joZVyRW6vzbEmm2RTJkRHgYvNU/bN7gkcCcqT5Oek0SJqNmN59wMC/wRfjtD7CyfJhbHPSevQrvF9G4tkVX0XOM6jYjM"
    "SVJEHuQsZsA6y3ZofEMvdZGfdSJn9HYhCsLQW3F61wmi9svUndMOvg7p8hYDZQGzujmcXRVLz0OxrPBG+iUJXxv+VuI+A2g1vyXk"
    "a0r4GdIORXQfO+1LWU8uJH9GnD016+gfLcPq1T3LNI9SZVdsLXuYWc+H1rtO3PwAxxzai768RVsNxWL/lZoLnX4JmVs+klH6HOS7"
    "oyyQu2Ajf8a3Fuv54voFPoEf2ICM8qoL0/mBBCKKFOdS6PHomq4apfolD8d6vwO5d4w5WZyfu5aokRyelTh/uZD3MQ28xdg26mH7"
    "K7dZINA01VoEmVrACUvrYMNvwLn+pxpDfRlO7Q7YxeehkS6TPpx1U+VZVRzuQDjroxjvtwynupicw+fi/GZjtW3W7W/wO9bhqqdC"
    "dhpx5qDhea+W7fqqfItoobP0h5dic+xaidVB7WzabMiPYGMq+f67ifZyMwpz6I9XsF+mgHveldiMv0lh+u3CWrX0Zj5jUwIrn0Vt"
    "mgW/0jRKs6DGJgqpzXk+EnrY5nzkcEdbi9Mql0v34C+4xkjY2VWWxwpvC1rrm8x0dSBHkrtLQS300bf6O559GNG52XinxsFVWJcS"
    "7EkKNWkSfwBPemdx2ME8soefhB05XlpSd1rHZaY+6yOY/fgG5qkcIil+kzys3MES56SRdXhLmym528+vNTRnIfkSjXnFauluLlXd"
    "+q3u+k+1lx2XPbE5zS6rvRF3WO7zwOZhtZFyap+/cybHX312qyFZ7F3ucQt74Ouqwrn/T+UQnS+U4TEXdf3GnrgV1stOk2MZsPv8"
    "RYrreQLLU3QgDiXBKCvhe7z2cFajppFkZ0iN7ytXePTvyAxIWyf5Vu7DSfgSa3ueRMKgnmeL6ChWW1P14yg5Tuw5ZuJUNWFVuIb1"
    "2pjvM/ogPc+vWa1+rAbMbr+O97GphF2CRtAib8FzCOHbbiMbZV17Kmm8dJhGbDbz123hsXdx7xOrn7B7uDh2mmi6r9lx6UTruVrd"
    "UUHdz9Yf+sH1bxr/ZoJYyt1q89jr7iKZwq6if+KU/qJjg4ewK+atTdULpZS4WNt/4yCrZIeYsb/eIl9KURrfniDzkvW5WE/mV2Is"
    "fIXkKVqGvS+Etr5BroXcO6aYwYzAizzKKjV7YBl0UyWzLVv0Cmagu0s1p0mfIu5b25ghcHu6E/bUIexq6Ce6LM0oWDmLoUtkA9kr"
    "O8FDaCiGqtupn0COD/fT5GPMGpt2OMN3PlV5ZsViz9Li/KpDJDULyKyZ/bI1M0bqLWIpY1aHZamkDUh4j9p+bzz7Nhl6k+dRquGd"
    "y7QbPPoEMXzrsZLrOTHGZoYmmHU8KM1zpj4DoVo3DjJDjBHKcbkZPvd2WPhFnPYwX+fqOQ1zdAoj/0XwhTYiLpqsg/CUv/KKL8m+"
    "iefLeX56YhfW4N8vxc41lV/0Ufi3nWFjtiD2Nux7K/ZYnCfFxNEW6UR4ncYlGsjxxOMswbVPQARlM6A3phG1S9PI2jN8P6LLVPUV"
    "FyuEnBRS4xkgLHswlX0uu8nTHLBrr4ZWI5sZ1eOYK7Quq0Id4buskr7XdYiv+aQy03V9YpbuKMQiK8h9XEEk1AYyvH+BNy/SXpzr"
    "aohlq6aZh5IFT3Unvr0An8+DTTEWAJvCfaT0lvq0v/PsO/vpd0l22vRkT5f5aQP5J4u1GnnuqRjR6FHfVWb5riFe4npLXMu8Txmj"
    "hHXyVaE29XziNH4Tzwgp0peshULMdRHlMka5c92W54uxQXRjPs3WyObkGgPGcPJbNmZvsHqUQD8ppw9pM4QHSj9IcoE+KKfJQfIY"
    "PIKeVmfRH3V4YPbU5ldGiJSxPPFAsVx4ke/ki/AqrYgDEOnmaydu6mXS254NRDRG9dD0/NGI/l+O3wYyF+89C+dpiPyAMzVb98d7"
    "DOJceZczONDnclzHwFFkTQs9e6Sy1z3FFxmrVQMVOaCW5XT90HHPdBqlZLmsn3lYbWU6tGZ7rNtJcqhUsUNqspwlJyNa3ADNd6UU"
    "yR+QbLN483EaZ0B7dYJeN47vzdDA02wiKDTGY8THVDDvbT7y41jrTWT1K2CX4XasvuNErc3BYlm4Qv2GPOrrsVtl5OE6BNpwoVZ7"
    "/9qqdmZHrhSHC62ALzQAHtIPOIMl+rScqBmBdWV8b7lkeRv28QtosWP0bOjwK+SfMhN+3VJ4oQnPkp9MX3etOluc8DLvvJ3TJPTs"
    "X0q8e5JV/IaMMkr4/T36qwySh2F13sdqjcAbLMb1rcNtJ6LsCZzkFCceIZdTemy2n9Vrv2YPu+M+c+yz/2BVqu5u1ro/cTbZvVMB"
    "87aut7c+dogCzmiuoZ5YhSu1F+vomSc2ybANbGAOa/GGbTZvsQvW78f/yaL3ZI4qVf9yqLGDWMcOfeXTVbLF90kdJ4XkwFWPPhnr"
    "60WO3azC992H1DQhURAdZC9P81HQ4wXsDrsJmv9bvP0EsX7Muj2HHJ7VSn9ecxF3JIm5syrQsfIifIgvce0c+GDfyM2IUrrIHbC5"
    "ZTgj1uNdwf9VePaqCtrUJH3FLO+j2fSAy2SJ91Xd3f+TxbFxunK8b96crU2eXiV7fN1rq2ehs0lF7XD2jX37Y+xIFD7nPMh+Y5mD"
    "U2bxVWsiIkspm/1Za47o/HSncDHsX3l6WkuUvacWD3Qktr0Bu3QSnk3e9tS0d1s/7cvlVnZTe1i2rRP2urn3CZOeHSkKeczmma/B"
    "zkVZp6lizPornsKi8o7EqpRCRt/HtU6Vz4luT6S5rJPsSNzoNVlUa9LYDfUs6nE81bG+f9psxUBxKIQ+Mhtne7hs0VuxbgfgvL+m"
    "b5BLaxM0b5FHLKSw8SFZmFxVYhcZOW0KxlmQzO34dj57Wp6TJzh9uoaWfiQxkyGuma/2zDO1TTAN/t4seM1zsQe3YvVmQW9bD5nT"
    "2I2lIXkQbffuEONQ+UnvRFxreJ1stV7eBozO1hM7kcJTxD3ndBdmMw+VwyVVpS5hlr6asm8MAk2I/SvlJ1Xsia2mB1kEfZdPdKhx"
    "Ji7CaczW5vABsjgZew/7xdSfsgSerMZHawM5gzc1cb2A2W1bo83MqcQ95lmZK8yBfxWm8w9CnKQxA6WmpRwOrTiTVnMD/jkA+sgY"
    "fQtprVfqPYxe8lgzq+b8X5tp9iTs5xp6egfAEr6jthcLIet1Y/cf0BfkRLlJjOv3SdyvLbRHP7lcP9dCTlBx/QP9OBGxknkNy5o+"
    "IH2kH2zG9zihi3WK5Ok3aiidavIdFnrks2O7d9FNNrXEbu6q9YTbLBTbh6VYh7PldjzJdWJIsyr8eSP+3zyB1ZCYtrjTocQ4jcKb"
    "VUE68rhHu8hDYzlJh5eu4NuNhxyNCr6DDzAQz/QRdutdfOs5/U2fIJ+qm1hTQ/6nHuImWJjF+V6SzEpZRW89u/ubw8OzczvWT+dO"
    "eF7BKu5hOTybrdiFEtbKCvFMI+QWfLM1bP1m7NUTwSTY2W36FNZkp/4APfiKpNg/AmKKUlqqqzh7ZPXWEnrxC/DkO8jLVkRu6VJG"
    "0sPFcVtnSKVHxCa8LbM4tr2kTmbCs1qU+u6OFJdy6PuzbBpWOfzdAdCnX+Ls3SHf6zM4p5Va4/PQY4gI2cu/Vfh5sQN50gPfz5bj"
    "K5pR5ov/JiG7Kks5L8N2JTXHxHR2yMxKMs0h53S0k4lGf4rur4BMXyjfwlc+Did9Ixn7TpGOMpA7XKCVxI7GmUmJU8Ycii/me+v2"
    "oTFsllyMzFamD8Yivk14T7IvdauhtSvJnVnKrOdW7PDdRO9v91rT/nmhOGSnTVU5pNa0c+f7tZc8RqNVkFF3cpt6jyzJua8JRELt"
    "4HkNoF0vpIRaJJzDOnErz4BjjHlWdSmljdqFXx4VtMcabMK3mkLeV+FMGy7gD3ITpVhtD/PsK3vYP1uV7qgo8zz3xuxcokNlNXzL"
    "p/RVy27Ivfj0JnkXEn6h9JJP5ARxvIKV9ArW8mnWsSbdG282RaxnKY/82BWQ80y8TYRVvT3kO1TWeMuIV60hZ4BFbgPI/xfjedxM"
    "ZkNDi+RT31bB46ygJThSNhKbt0hvwZu63udjybBgEUCDenqTFHsZSU9TXeYlXtXVi2rYn7WX73QCGWKrIAd9oAvHQXNfidM4Q86G"
    "7jo+43J5V34IGxHxXs0evEaQ1IZi/dOGF/hAX8S1Nssj+qQGGR2CR/DmbyCOHuPrrQnm25KQJvXeXAJ2722s2smBde99SZbVctqy"
    "X3APy6NOEpcp+8Pzn0YQc4/GSWyO+HE9ESsni/UzGnNDey95WT5iHSOhZxxLQKdVIaY/MNgJqf0OccU8RBEz8Y5j/byINhJP50xT"
    "/cRf4ZlWQt9NFOvluFEWYpX/Jc/Sv5yPHd+hP0JCm8Cu2gSuJmIV4d14zmm6Wq078mh8ukNvC7ZAQnbiiQ4lx0ACGjwLMj1AjAeo"
    "SheyrupYK6NkbQ9pGatYR6titt/29Royw5gsdBQ7cQdIMVF6Vaz/7GHkfydxc3XNE6+bcSrFmREjl73TMepZcGzNm3MXevlcXJIy"
    "vDd4k5nzfMi7sSkYAmQ9LFsu9jQPb/AkdmoNlvFcvMELWimTJBnm0j+LkGnkZHmLbDSFrI07xooUm677zxp1WT6HiDKbOpjzbZPE"
    "63Sqh6Hpr+mJZIfQTrhZ7TaNaZcewWq5odUGSX8xD2g/xJbXyvmMMZKeI9DFBDk+X1XtbUaUfXWV1JRuYoDT0VHWgsUjDV2/xInU"
    "jG7eW9JXiq6B3Owm2tWu+65NCcRzFENmNkK71h1nxZkbruKO5voacinXZBv5Rqvp+ST80yfJzH1A8KSYPK6R3tpVy8LO8E8PCYxf"
    "5m74ISPhyx8mL0oXeRm79xnOzy96EX2Ybbjyc8xYVDPOXaERVqPvo0eaTSmp5jtUe+xNc3gaLmPvGBUSZAtyjPYF+hSRQFU+n+Tm"
    "j7wEH+VAGSx53JWv9Wnr6Mbe/FBPTqju1Ql1ATR1hUfzXM4+VacByukJb4QdMgnqIQ05YTnKzrrO4phSU/8xzJJj6dkOjz7i7bqb"
    "OdeFUj9S3KytJNG1JhPHSoWf6WOdZ/eS6WyHFvv9tuzmUbDDuXi+MZLDzvRXEFsl9S2sc33RoctpFXqMz0hJ1WDbYUevh236TD7W"
    "O/VT6PJ35RWc2OXhRngBWfSUDd+cyane73GSZUd6lI57NuKRVhHOC9yrmURGNMGput9naBZCI+Zil9vI57jOfrDh70IiRssweNWz"
    "oEUPlB/kInz/S2jG6+UXeIi7ERXN0Rkej70f83NRRgrnenxDtqawQA+q45tIsA40UzrqJKx1f7lX3pfRnNvcQ26Xz/RUSPl+iHvP"
    "EeMUKIbmnCVWIbXKYgvs4mZ4vQlyfk+QaURyvwvdsIbsUxFazwpKpjGiZHOu0m48eTmf0GRzDyt2TxIv1k5S86jV99g5zghjhClh"
    "nWq4NGJvdjnnCdl7tieKzDFxuBWtoWbsKWcGj+PKVoueL9PxGzuBt+sS/VCvCsbqY/q8nIknPjZYiZVuKpfqQ3/ipw21dm6uiNJX"
    "wivbrMcJnidrfxkuX4VFOg/7OxKRXSP5QGz2pc1qvlR2+u7l1MRT5TkpJItPghloN/X0XB87R/UGWPhp0MibZQF5zqbC/gYyTvpI"
    "mI6/U892hmzWMI0orvaelcO7tiJXcTWzJTFv0RwjyQuymFV6s1eWjSvjhBXlxIZC2Iq68zubccJfkBthS17TB+Uusc7+c+Gb3Yv3"
    "bhvswIr8AKvzHmywhp9Bfh7BWftJegcL4I1Mhey/r9OxMnbHz3QuJOU9aMHOkHCb1xuH5iuGrf5Dn8Fb29MV6knwdPeXGL2gdnIb"
    "funY4E70mJnLaVneVmOYO0ZOJcasGFbvYugvw21EsW7Xs4oU+tWN+knPcfJAR1jndtmEcj91xzgjKshQkvBszDVelzcl233dnba7"
    "4H9bX+Q8SHSZfgGtYLHgJmZAfoVNaY5v3iLfqGmgbGh9i3/rnmw/Q+6CVNhpuRX79QVk4ntNhJPwjidLF3F5hSpas2pGdDVk9TOk"
    "4kiZirP5OWLq1oj8B5OzPOZjKuUvXLZtrGxnRWePr+JGdKKUq2MDMGRYvhob80zW1w31cDje/wZc7UI/aS7mO9FdF0kbPx38aIl7"
    "HqWkj+wS/s+p7tOh8JMTHv2TjV1apU/jXlnUzzZtzJAmHSDbS+jt1K50HuErAiXEgZhX1Yb1ZBfPlLLLwGxW33R+wOXU40TvLoMm"
    "2A/eWmP4jua77ISdO01ex9/2yO/Qczaf9EP9FHr4LXjb/eBbWj3reVz/UmYvHe/0cfAMosxQjg8WM95Ywq6BVdS0m/H/gZxLzz2k"
    "nQgpQVv46xhrjyvwzQugecphCQ9nLWG5joe+WIlfrtWGwe3B9zhT2bDEnSE37qwP8znBfO6kY7VqLM0lxiyy6ccdanjy04gZaCk1"
    "npEkxv4TV/k2f/NMuVwfhqfjkHOFfMZs6DLjGcgK2uqvsHdXQqu/qY1xct/W82QwEXt9pZRI2hrmzYzhKC89L0mpe53eaeF5nQ0v"
    "ZlyVmYygLC6/R9pTg52O+3UlWjof+tfy5Ib/WIj1HKcPyUHYxev1CXz+UXAWvNBrdXsYgy1ZDc/lJBkj93Ai1pt4627ys75HtozH"
    "PMtCDXPoxvFUynnWYbre4fKYLudqcv0sc197GXHNITbqbLLW/ahXGAsqJHAqbME32Jf7cYqbB8fAwuziNPh9OOWAs16TftqVTTY4"
    "kHFxlHXyKl/ND+mXKhmAHTNcknGDMf9MkgRzhKXsAs5jVLAZMpGkrPci/8HBxBGVc47fCpz8BvIhnmKatoZleQRnZqE4iXfs383l"
    "zxhR9fOGXAyRmg19Lk6Wy5w5C2s8Fwt9n8RAj7jKoiZqKUenLWGMOtJQQ3+VEk7pKWb+4To+p3WzW3zSyHOvpWZNNJAO0jy4HGs+"
    "B/rxRzx5CC8lyR61EsbNB0KDZEhqmm+CPell+K7lxaaIYQD2cmXK+O1CZjnHQ6slibi01WkMnVTGzqoiH9vGife0rPBFPkJyPSQO"
    "Y2PxwWZovyNlht4lH2DFbXrna7BEV+O8HSTtgpvkE7IYnUnv9EKc53yclp84nTWZ7iqx89Zd1M/w+1WKmfvaA5u4jpkv6x9cyVpz"
    "tZ8gU0U7v4EorEVp3WYyGcJvS2EnFhA1UQEdWEomG0NmN2KGwmb7ZOpysT2YRU6p7eyC2ga5RSyT8RPs62tqfVVPqnVwfK899N5g"
    "pM7JGI3vLdFn8M0W8h12YYDcA2n6HD7Qvt7GffPuX8ZTrqC+sBOy3fdolMP7XAFf+W1KQRex7tHr8Iwr9e/4/iCZDXv8FbFm+9Gf"
    "bSaZnHd0MbyUQ6GnzxTHaGJXdZoxj77MPsYqkVQOyv5+I+LFRnIBpHoy1uBmHYOz9L7mycXq0FGuFyFMz5MTZnp7SDEtlosENuLU"
    "FrAzogTvvx5n2brNXoOGHCo3wP7l6TuU10Y+w9i4VsXUIs6TIRvJND+DxTmFjCTq9gKKPFq4mrGq8+5inI3XXtz0lUo/KSbGT6v0"
    "hHqijxhZNtqJcUqvgGQNlysg7WuhHebjHfeHnrSdeQIx9gZ2xZeRg2sD82FFjALKyAG6lRXIbWIZgobs54izwpPH3vYC+jUlrEMk"
    "maEwBEsJNFQMHktNWjIiHo8UQh8bo3Jr6YaTYdOXDZO5hVNg40Q0N5A9Pqfp9HANLXR/+GjbON2ghifETrqx1mxDRFbD0znK4wQK"
    "+f11egnkPI5Pv9WbmcPejrut5hruYX9jT3YnjxZlVaOa1sbO/2Q1hNUFNgEBmrJb8KY+ASl9WS+FnfkVnl8/+EYbGZu0ld/0SmhE"
    "60E8I/gEfnYPsY7xg3GFybBL06Edb9TUTHNj3lqtZ4ghqc8Xs4Qn0eLGWQurZozT3RjCJZ9ZiYTvEnA8X3HORHMdt/s4JlP53jg8"
    "2eZSQDYx60PZAQ/6J8RdAxBtFXle6bjnBbQKWyzdqfPfcTWltNUmie0gJ4UeF2lv0N1mz8Jnz4ROe0df1NdlIrThPXjzzfC/G8l4"
    "5nmMXcDe1Ho3NvjZlDHWqMzSGmr+YL7hIelIqdp3Wu/jATxJDvKomCi+V8G4p5p+VU06col6HWRsRnGu4SpY0KPF1Wqi/L71npUx"
    "W6W0POaTvCUOE7ElrTmC/4K2C3BKalT+Y+JIfexe5i+PouXoz8rmZvaGl8K3bUPfbwm9bfPoTuPUqii067OQ1JfhJWRBql6G3rDZ"
    "LA8Ty1SlruuyiN1uVZxKOVNi9U4GstrO4exNOcwjziwvfhi9K8fw0JETXm3SSiXr1/XxmNUVz+XDFkfpNzfljKtT2DnqKr+VrCjG"
    "vCcfhY8YklVuto7VtwKbXDRVR+KNYzgh7eRdnJI15Bgy7TcUp98kw+podl6r4HtXcIZJJTNZNnupIdmeTBMdwfcsJDa0gHkR8zU/"
    "hkWM6IOIk66Bl/yCdQ/Kq+wVLocV3UpMXIxdGQli7PswrrQe5E/43BW0XMYSeIEcKxaVlep37Oxf6/2vl7RQ+sJv/kbfkDsQNzWA"
    "dbsEnyzHuzSVC8Uh5JJeRuPs7VVOfEnlBVLytg/lOVMfJZ9tZ7kZ1q8jfNNySIRV1E6VHpKaD2xrkOX9hjKcrePlfmZhf4bP3yl4"
    "FFrvNp2FkxODP7ZOb9DLIFvHB9cS27cHMveJn1CWqkKlGA5s8rOhrONEZe6h119BP2gyVqAjVn2hJqWD3q9PhrkZ0/Qs7E6JPkmW"
    "+Sa4UyOs72johRn4hbG3m99zjlwnE/V3dk+VkwP1O5yH0/Akdxu3rNjMmyZ412YyXadD8z1D/d0/nfMN1eWvjZWmp0TSs/ZaietR"
    "rfRd0n/gugX+szj9ONN0S3yXjpvJFXp0qpsVFGfur4qfnsF/11ayKb99OA+s0vfyrCP+qBti4VK82RdqzFklsAdvQppzENEei+db"
    "JLfjN1vhiy7gd56VRTitjSARnxIDmo+r2AT356WIftgdYozU8BKxIvsRQV0EGf9abBrYb/B1bU/aeAR4slYeSakFqpkT3YhVLsLK"
    "WsdD7+BDPP/VWIGjxUWMq7AiBwbF9FbrPsEfMg6Le3byyfDAHGp3Bn3mas/mEvesOfa3S6WIGDI3TyaZ7p4+iniLV8kXHNNncMc1"
    "tDabsUI3i/XW2kRCl0vqLo73O56uYu4iI3qVx5HOl2Vc/xJK+lk4TcbQUcS/5XOOSJTcjI2Zt7PV+LsUcE57Y+ZwDeXTDBbA+jiN"
    "78LetFAHBSvCRWJowp2QpbXsRZ+Dk+bmYdoTrPNTEh3v2Z3853rsg5tiZR0em/HvVjMqjZLhJuqj2ISvOrrpBH0YBYW+w8R1ENmU"
    "gyLqqyRl8zL2pVrd/BJZTGvgpj5FGQ+aZ/oWTlOrNB7vYLFZ4JVEGds1n9H74MUPgH0/TO7UArztCLlausJ7mqdWG7mBWOUrIWen"
    "ycHSGXI5T2+Hl30I/jwK+jaXvvRwaJbfyP+R9Aj9UbBRMT9nIYceWZieh5T0/kFtLkGtNV2jkTjUSR/m8VPd+imrGXqf1TFgNSZq"
    "XaSjR+1k6WQZIjb1/Vy800/6nNjEgKcRg7hsvmPZaEt0Wwue5dJ6MFnl5BOw9xjKKLuSqNqDJZsYR4dxa0fGk0LPVWM72VdCj+9p"
    "AY8n9LiPMB1nNUvrkEaejd4kvDtXKMWG4CTBsoLrWaXb6yeEhDjrS2lxduB0dZOjxFBCO/DZY9IL/ul4fdxPRS4n1sH6fM0/2qwP"
    "YsWLySdQpf+SQ6FZiqDzK3H6P4Jnm1A3ibCauZUke91LGCtG0xPoq/ge62k9+ojNuukkBxDl18BPHxBfma3bE5qNeOpZdoV9DHv6"
    "GM7CCUGWnq8N0hkDq4uf5P9cyTNR4ZHvOXqKXCZFrIJbz+Mu73darHY50WlOVnYQxW317zhtkKELbhV3JrfSlrpY6nmPaLO/zSEe"
    "tDktREeiaRpz3skQMjPls+ZUxuySYz8rgIUqIqrEMXAMEvXRtUUdleQkc785hKvQhDPOBop1mv6Mz86AbopqrsSwIttgA37AvSel"
    "p4fZW3RO9zCEzJaGRGEk2Snqan2OnU7TvJwx6PzU9LFxtHh1ybV5KQV4snxyvFmccxv72exNxkN+OkouI80qokGTRE/X/UnoGb5s"
    "YuB+9FyTvgpS6XmBUlgPFy+7roO9fkrtkemZhQXQZsZW3Avnaws5fB/HTjQR4w8wW2KT9iwvZriiLURUt4En8Tfikx5kdnUDfJND"
    "xXJ6fSULd7Dehb5Y4ULm/r4T4+uySaBLWbOsa5pQ3VFBY10qhgR7CVHwz3pRcKbcpfdiaa3uPtD7A0nWCiq8NlDs1mofb2fzXJo9"
    "bCz/YAXU6sFRTfVkxpmNcrrxLcSHV6h5tR/q0/Ix/vcC3uIXsVmCJX5ytHWQuxNnf9uMdfsO59LYCq4nSmaQbMeaLvyfeuWXw8Pq"
    "yd8X6hTy8yzAORpJ/rtiznKsSGPzGhO9noQPsZiVApt2Vg5/8SKcgzNhMdYSK+A8Q8d53VnUsz0fLVOwmz2wW4Z6NRyj8SUNCE6A"
    "D7oZtr8fmYiOlQ16E+7yopwtN9czle142UhcSIKauq38jRlqOxnmYUf1r5wrPQh3aMzZhSuIDLfo9BxaaevBGEIOrWK1GCpOSZgp"
    "xZRkyxfs4oyGPNZvbC5PcxmOT8dDmx4sBcRuWC0Ofp1UcLd38aRWUxtb3+JySlchrMdocbNCm0JrN5T7pIucL2/Kw5IpL+lXeKpr"
    "dAOEsLek5h+nerR2881X8fSUekSufdYNq7tB/yYuSjuITM+hZyzuzGerWx8YaijiV8pwUFYZ2U+sVn6R1NSyRlFdyav3x4k7Rk6Q"
    "hsx7WJatleSzQmVYjHbww9tJAeed29zcXmSfvApStBM+/lp4qCapm3B+m8JWj4d/PxOn8lKdpm9gh8xW36lD8MxbtVODRZxstZfz"
    "QMvho2RBGqw7YIuu4lvkYD8X+XMa0QshcZdgp7PVWFNzPCrEVcCL9DNxTK5Ow+6b1diZOYwCXcormFXPZXRYhCc0JGIBp0M3F9eh"
    "FXp+xbHU8n3kG30SvtEKWJBz8c7nyAKcmum+QhHlKWnIJz1AukIuWsml0L7Wi/8oZHU1dqUBIvQAemyWHipzOR3YvEqrSWTqNPgW"
    "x8r78Plcj958YugcnuMUrPIVZA0NmEmLkN+kWidJNVmKw1rTCyx/4HxDy/nNkFPUcq5d5UepgeSG4S5EPeOCv2lLWsyoz2g69lhj"
    "EN6J2NCqdJbvPkUKmMPZxKmXRV6P7icpDrd9tt5mXDgd0dTPM08Qy5Yg64ezsglWPPfw+UuJf+xD9FpXcfOA8+mDxOH3pzqMY5pi"
    "JTuS5948/OWMM+xdm0trdnrZBJ4qxISdIA2doSEWanu8gWHaOpGJvkKn4tzNwZ+M93ghGcKsb86QDX+k2dxDWKDQ4y5qiAtoLv3E"
    "8d1VM0bcRk+j7pM1gxyAldjXjfAht5OD5SzYqO7i+pOcV1/C9wh5ao+X9Xq9GrZyhCzRH/G7ZYjLRsLvG4yzMkR245cL8YzF8G03"
    "c/plhvxCTt++Eqbr6+rts+VrXvUYFjvH3/E+JcwFHSaf441HQHYXIw41dqImzFEcEoRE65d4G27Xchy9Vgndoh/gVzHfn2esA2bJ"
    "76oHa5iLSPZrPHFvzoIoxn9/h03egqc3zO+X0MKD4avns3Pqr3j7UxHrl2uqO8gyIuaDXkVmiHLs40a9kTieCKspG8XYT1I9WAny"
    "TFYzv2e4uDW6Wrb6ekITz1eewvJGGWUUpPvYk6wk2afXEdfRhb0IrXh2arhuZZQsO6nGvdgI+2PzwLeqneCnxRjtMxB3fMCZ1nlE"
    "8BmX0e+Ijyw+H83seDner4Ax6E68i3FzXI3VeEaPg239GRFoNlZqtk6UZyCpp0JXODbZGHvKbQavTdhbqGWIvQbDCvwK3ZAdLLb+"
    "SD0X1+4r70sl+2R2siOrF94kWyfRdzR06DAibGNau6+2qcznrLA4zn82LO7JsAdHYdeMz/lZfYaV9SRn8Vpu9XjJ8Xjk/95TzO5H"
    "cbzMyTSu1J3c81lJS3Jm4EbsfhvcaR6ZXoqJ0TEPPQ9/Ol3MIhsHyL/h0T0qn+EdfoZVfFP/Elhe+wa5F7/5CW9V5qvKpdS49kYP"
    "YxWbipsolfAssnFODDUv2roHNvHcGcbwV+zel5CsHTJOpuJbv/scZxMxSbteQtr4Q8XNz7mA3YVTeGajWCebobgEcUAW7UsNK2Hb"
    "oMNzqYsd7qDY2+0o3n0rrttUCsm1UMOZYzfBmx2LuP17eJRWpTzcMz2Evh8p7r3QztiDrpDek1jbjRGxtBW734D8CMY05piTGjBa"
    "b8CpM0PkTFzjCnkc+qNKL4eVaRE8FA4IWrJ7P893Ct1JbbmWvkkmEQRWrXkFGqWKfl5vKeTUcfMxt3mO7kuo6VOMtRVkaXcaJ6XL"
    "4qzaruGqJTTm/ZQaIhYtY7MYMrwCe2roK6uljpO+8Hjf1xuCk7AHa2AD55OBZI5a9/IiRrQvwZc09ohGUsmZOFHmWR+CD5JD1F2S"
    "2GPTOGWsqLSSP3MsuKq0W9HpiAXKWNu22KKa9Yg5nCRpvINlfs5xhqTm/KVs6XmevXknsQUpJsAccuscI9Z5amufIaU8rS0hRV3T"
    "UUYTSWEKXVRb1zwJd9VtHh+foG0dzOzSK1inXdAZo6S/nAK7bQwg5hnZHLhPics8Vm6Xl6DPdxCLc6K8ru+SGeo9rMhF8kfYSTYH"
    "w2B7XoVGLmRknEs20VDfwX7tYWbNuiMzYbmNs2RTsIyZcIuiz9TX4AnYTM/VOLE2mepC6K31avPgT4JvswK/K2Ru/mr4/PuLTZ3N"
    "gdzdjt2O+1MfYc4qSf+kM2Igx1RiK11E1rqQVZVq7Q4P6WftAKu6C+v6G6xHkU6AxPeT3T4LYTFEinmmmhOWzWfp5Xm0atL5IfW5"
    "z1QuYhdzdNZFIDKWHSGuVpdivRgpFX6OyXmynVld8+N26NGMe6LYi0246hc4b53x+514rkw1puWVkNuOclyQBR/2H5zC0FaWhqfL"
    "dPiGZwQxrEM38gbEyXlc4iehZvk58n3YVRwji4aqY/1bzTmB/2af0h6s82h42DYRu5g4KIcwaAJ5K9YBZKvMYEfORqJYHbvdWOr5"
    "I8zvxrc3eARzDWzVq8SvlDKzZFwmoV+xxtJBGtEbbpA+N039KUjW4g85VSbqBDzhgCCOXZoPr6K33AbPfgffp0WalaE2ftHi+/bM"
    "Z9o8E9fvXEOuyAPFplmsISPPg1LJ6GsVUcYPSydy/jp8b4RzQrPYQ3i5DsQ/m8NveBby3CR4HdI6FNr0efmXLsMuz4L+W6mdg+k6"
    "GVZiBbtK6452HSfgDu6Am91xtu8zNHkd42czO/SVYwKKEvVlXCyt8eTXclZIAXmkdmI1vpZHdLJcJM/qdbCfc/RjuYPnppI21VZy"
    "f0mmpS6fc9+yqQdOoYY9nXXrEnq1W3luCvU3Mc6iI8SmpzYQN721KWvctTuXE57XI4TujrBquZ6IvpOJpynDySrn3aLkgzBetijx"
    "vkX1+LARTtcNOduuhlbJstx/h79cd56vC/ZgB9bnDqtX6nvwqDKho1bhVL1qJ0bWwAe2ebeN5B1cfQhk4B+ssG5gbiklNSH8yji7"
    "93+Hb3wsLJpNr9uMU7EBctMEuqWJNtV1GYOD6UFTzQk7wbeeEj6CJ30S+9tABuDJmouzQIZfch03Y2QeseHF1H12XnZxOnecMzYC"
    "aFDby960C8a2VkTPspSRSJLdhlFyT5qu3EWfZQX0Z4RohQjjMTcjtEZHUS5cb0RzOYiWJQIJTqjryYik88LH+z6vPHh+W2gh7AQv"
    "pQSaH2sz5E7m3EHxM2ZC/6cE9MSpcr5M04VYlQzJJNeCzeL6Sq/EOe+MCHUuTtI0nQ7/+ydphT2YUC/Lzjo8TSGnp1nO8lYpZtaj"
    "MN11+YY41FUZ711K7zjJPOLEWiiCNbRxcd8jbRiTC3zvWjmj8ZjnNdzFbGWSGesDpZhWsZHPeZQiMgh9/8JeTl2x2N9h18JaHFGx"
    "/2lmd92fvKqXwY//TW2OUjvoullyCTvJ/qBnUe7Q02L89b8QQ19K23WE55Br6CchBmJ9BbsguSnETVgLcWNzgGPpDqwMcTvt4uZj"
    "yUEZpms/DlUXS+MaKnxHXgP+7QDmniu5lsYAVaN3iPNALce3FvrrGlz74mAw3uk5/VGWhb30fjkCurMVYpJxOhWWers+oP9EPNMF"
    "150L7ecqnkWMyNoSPZDP/spdrJdo+n8m661rzdiNpWcoOu1v2CmLpU7Bau6C1/EN9vrnYA7O88fw6GZAclP4CMeMvS9/YJFZJn75"
    "F/6ticcNltKGZnok+V7IVDbet5/YLOYo+WHsl4HPN7jMhK1Oc7kLVmAz9uhSuUH+DV9mMaznDJyUe/DbgxmrtvN8rAnaQ/MC+rAC"
    "VEj9Ybtc6Nn9XsOzDhdXzSsh73ULsp3ls7tT6W3YvQ+p1ZVcwRi/qV8lyywOkLhnanGYprF+T83HLWR+vBhn/jdOE9oKefuaDHYf"
    "wCbeCNu7b87i5bzX15patxzfwZeHc5zNvsMrcM0d7AuLeT7t74mVMuS61XnGSarOVuRtvz3Xsb67yNUnjfPfsW0f76vqP+O3R8Lq"
    "ny0nynE4uSY92bDAVzEOdxHmGCIEanye2mYUjiY6vr30CwrJYlHIifK2/mM9gmAMceWuX+EHxNal+F9/aS+rEIFMQuzbQ6z7PUDE"
    "VjdGJgrLka8vE0GUrx8wqqlg1iTO3trUJMgE2alMpg6Sp6Ra7pZrodOWkXFtIfytjTZ5Dt9pKcvIYzMVu9EFlsjs51J9HZGSoa8f"
    "ZDVqMdZxI6LSb8mm8Q0070JokjX6Jp5smlp1brsuwEmoW+/sgaUcQgbGH/QZXHG4fIx3+af+LP8Lrsb5LOWwHcWcrZ2n/yD2ZTO5"
    "hZOcrDXYzwxWMm5u1Zu0F2T4TWJkxyN2/FlvDh6UYXIrJHoHVnAzrtOOGOaGMhG2JoP5hKpatiRB3ji33+8bk3cwH1ppHiKRBHyR"
    "NYhx32U8vlVvlHNYu7fJZTbP4Fl6VdWUnibifCRlL0nAbGCz4AGc8ljYSz6TX3CGJ8mdomEPOYzs2dXePzNmHevs3gI5Nmv9md7N"
    "bEQbTppsSP9SWc/fTub4BDFwPSSfHnkGtHrdK2q+7fHwak4UhwGrIA4nwnkyeeyctBN0v5whhquZrxvJbNIJ0mF1mWwdgT89gnX8"
    "CZ/8xppSpTp0XizNFZdiU4x4a5vFaQwJ2owr8DS5zMpGEV0G7D3Yn3HQUZyR3U+MQdUxMFiV26ofzYh6rKA9KPaMp32lL3/7La64"
    "BnJs031yIcVdIHk/6Wy9TkpYsaigXV+oj/GUFkL2r5VBrNwXEM/TnoxSHeFXbKKnbJMUrdu1kayjX9scVqaUMwECYkQdbiHCt7NV"
    "m/gf/Hr7cEyGVOsK37kG/srJUkWsZjnZwvtJ73Rvoc3UdDxmMWKv9/rp5BE+v+nZK5m1sRPZyfdnpWJ6l2vZy0qjPX2RWm/uVkQU"
    "xov6N+kBX34xp1bfCc/N+icfIePOXj7/oV7HV/vqa2oWsbHmjxLHH7+D9j4Pn42XA8S6pA2zfgCu+7saoriDDIdVsglRLqat8vsf"
    "iJsQ9QPksTPkpQge5ot4ho16DaTWei5cN10eWYDO9L0tmcxJm779UD5nrb9YH8cqbyOX7OZ66oA2fW8Bp5kPI7Oj9ef1lqGIOL7G"
    "GbY+FuOK/AnSXMAJMUshKYVhFLphst7SYKGWhy30Kt0tpeGHehjRT2/KV5xdt0RvxvM/jt/n651+UutW34Fm/xnhMzLGFjcZNulv"
    "0Dj3Mq8dyOnwV3JZJXM9JH+VqnTGpIx4H8O95EJLnyQuy+iYrd08jSIyUvShph4gMT+DzPm9ygis0Z/mcCgrz/uwJvbvSv2sxbp0"
    "r/wH8i6l0W+An7EecUYhJagrYqWmOLlT9DHmOkcx35H0iIUGrJ+arPbzaNq9XGWLN5br9fi0mHJbrur31/Y7m12jxtoR9ywLoWds"
    "cn1PP8D+NGA24Q/Yj7208yuY7R8m90mlPAltnMeqVwgbdS/+dnKtirhbo5Y+h2Z+0W5mqNwcigT7N/sTL/ITYu2H9XE5nwjQn3Ua"
    "7Ggcd3qZKKsoe8BtprXFvuaFvAmNs0JXE0l8ArmLotCnpokPl/VEdrkpsTH6IXaah1OPDYceWUnW/CNYeRsHjXq8WLW37sqD8UaP"
    "l9meX2gGZKI/YkbzPjI4n9X0aguZC3nLZn+QdRHk4h676T8ZhvZGOUysO3Q3vlfE/HCFv5fzHsoR31filFR5XqlUx3UEp+47svv1"
    "5lRwO9P70Y5ZBSOQPH0BXswkrQqXIlazHp+TpFPwEiTlGNxviBwpfzAX7makDcHpLGHMMIYdNK5vMuJ7LSuZNWshD+JevfCsv2KP"
    "C5ifXM5Ogv/3+Cfp51qKOF6eOOtB6pEbVZw19oI4HFobZmgq9DvIQSHs/H16G3TyV/K8np5xE/ajB6yA1dxMK9hMl/XwuPfifG+H"
    "La+bk6y+XI3Jej9yMzimvphHDxpar5ccLRXEklQRA1fhI6+6ZogVkD3yQZxmqyyPIx9RB+jpxTgTveGJvaBnyVK840D5FBZhFqzA"
    "weTm3s5KlvH455OR4WT5XV+XiK8QN4ZdfEyitHKmiTaT2Uw9ArKSeK0E7HOB/otrXUmrGCX6q4y5vdOlkFask++aT+onPOdmD7+B"
    "r7oST1nGvc/3uMDR4qq7picrWeEoZTWsFVn6E6xZZ3L+7MOIpnLUeiYKEIVdjRMxGn7rCdjPTliFrZxRNQhn4iv4ToYQ3xq2k4dk"
    "GLTILXqRHhIcLf1x7yWIkd/CVVsxo38htJtNOcypZ+fKyDxzJjV6G6KrDNPWR2y65BD46/1lqezC85k3MVRuh2Z5TepmdDVfvwN0"
    "RkjmCvMw2rNX1HpEjTHN+UxlZEcYLVGPni7yUzpiRMc19X1TJ0M/m0RZHWwK1u83RM1zYePeQOQ8ATFsM3J5lKpDws/nVKPi9Izf"
    "ck3NoL9FSsl/0UjuRxxUQYvRSFxXi7IuY5rMToF1beQSxbof8YVWD7wea7iUz9lPSni9EmZJCmkPmuAZciB1CzgJ23TUcLKu9GSP"
    "URnfLkrf5zixmV+3y1Zov0/IOPI6JHWoTJL39SmxuLWSp6AxscuufzWXmjfueZTjnJ0S9Zkr4xgYKQ/KQ9RvnaFV8qBtdmC1jpPV"
    "+q7cCI1cgG+PF4uaVsGrnI0dbecRTZZfd3hOd2XDDZ6QxjBZL+k+DFPd/kHdNriH5KV7x6r5zwjrOd3EsYEWse6keiE0uav/zMcz"
    "WG1mHb5lerK52KzHPViFp3BV888NW1bMOQOGl7TusuU6Gf7J41jH7zmPZwKe5nXjnAmsn/RExtHOJ1XPfRhyvsRuz3Jl1RWzFsbb"
    "8SbO592IZU+l32a9oo61oxzfLmV2qVKni83SPECqPU7uQHkDV+5ECQokxf4U8bOxDH3WTCy6Pgq7/Rnk0BjWFkNrTyNG9CIxrrwt"
    "WMU7ZQqk3nh8rybGOcUkHfV55GXEDbtcu+GezxA3rbSY0dFPejGi9g+hw80HzYQGGGExq77FCsx14uaP2Sy3TI0RSX2KOBRnOWfw"
    "9PF+fm7afraU2h5H6oyfKWWs7iH2hfWuYE/lcfIzGTbbyPXQXpdCh1VDQ32JiHkrpN3mUbq67NGSktsMIrkOZSzRNJ0Rqm3vshCV"
    "3ot/ZmKlrxHHW7Meq3iXOIZh1zXrulr7eua7WHpS20USehymeRrZxKhE8XyGhy7xfEiF+gt00VFyE+z74zoxmCDPIKYfDH9rkL4q"
    "xiGy0/OJbuWqNyGT2p3M4LtK4RFkGA9hWZWWYqho+gnG/p8nuE2MmeUUTnip0k/xmWmr7dB/Q+Wv0O/zdDB0x4+I7p/Dym/Xt3UZ"
    "7UwFbWohp9KUMldiHd7byO4TkjuomrmWOC2M1Sa6UHbz6INYjaK1HAcdcBS7HNuIxQ+Hpuudbs5VHzF9XYn1vhWyPJXxn1W2WuDf"
    "9ZKDeWLKPX9M6HVRUjuIQ8Q7VGsU++iYieyM70e/r7HnG91GneHybx1Yi903DSSZnu0U4wyHZswsBL7DM4bTMNR3yTnvIuKfIkTs"
    "k/S+sLtaMf9k+alN8AyGissVVjEHGONKVnCewUGyjZ7i7cyrn8Puoz3M/TeDp5zwHAgJr68qPSuT1a9H+HWzmVrruBtHexxfissg"
    "4TuCDqWkF9O7NF1+uq827PyfsuGlaZ7TOPkpHBevQ8j0Y/+3EgVToveR57EGkm1Tkc+Vxsw4WE34IOmJs2lzdsuwCo7JMyS75Gli"
    "/vQ21v+dPne9Q/swam1lg06St4mo2akjsX4dyFhxEbTGcusxJzrWkGfb9BDpKjuh962fsK0Y0rOEfc4l5CbtLKcisq7RV+HB7S/i"
    "63u3QNLHyRbYphj0VnvYDluzY+VryvBhUsHpIaU4LR3IKGdaZwKlopf8gB29Df/W5g10ln4yFff6RPPgCZ6DJ3sPz5yjL8HyDRLj"
    "fCuDjJfD9iZoX94Xt4bbfB9+DmchTJRqVp8a00oFnPRs3cKljHbcFITU9GHnUzaTz8hnupd8YmOhd7N1GXT8XLGJ8NYzm41zav0r"
    "uzln93tEEG/jewt0OzTk8fjfCzoLOv1h+E1b9R/SGL7kAbiKISd+5in4Fdo+Wo+ltezRpd7mxD3uu5InyibPWr/XBsTiBdDKN8s/"
    "sNLLOd1oK70ws/mlrPy6in2JfhlukPd0inwsJ8rh2iy4V1eE6/HZIUE5tHyOPoAIeiP5iAzDdKxkU9ancP9NE1wimZwQOZ0Y9Ijn"
    "ip/hOxhK9Cd+ar7E0aLplTT/K2C1JUl8RyrLtvNPWTbjtFqFp+4ghdQ0McabEzgRsb84xEaR58JyGYmDJaUfo5D1hGexjvJdg/QM"
    "DvUxlOMT6gIpPkds2mmmWs2noRiX0Qd4wqWckWcccNZ3fJiUcaWtB7qEdft+YtV+9ej0kOeyvUyEN/wgovM7EYuMQRT5M07n65xf"
    "8LEax9gyyGUfRA6bsV4vSys5F3FnGbspsuEBV3pMQbW+KN/hbp963Ko9abU6TbkFNsvq5CXQNX3xi1ycljf1HbFahnnF5b5CkMIw"
    "7eRb38J8zmjI6kuw/NPxm/shexcEV8tP2GWTu2ysdDU1ayZnnxvDw3likw8M+W22zJ3Pc5llyGctI58R3o3i8H4F5CGx2d4rySNU"
    "ph/B8+kqVTJKPtEs9jlWYVVKibyIsy5U5DvJhaih8D8ykCKpzoZUP0MSNr6tOPnvKepXP8L4NWS9NOH5wZzudPi6A6WlhOn5VJqe"
    "Q2B4z4CfHI+49VE5C3pmGSzpa3ja9bIY3ubUNDvGPi/JrmfXuiEjJ2OxGGZ6Uwi/Xmcl/tAXMhrLP5MWfRoq51QpYo2mo5yMK++m"
    "TXdd9UlG9m7iRwOcTGWNq5Fc661sFisyzkMrI1bD3v0v9NO3+l6NgyHVzT3bhCFMXc7KLCAiuGCUvqYvyBxogIg+rQ/JMXIpnuMc"
    "yO7psoER2hbEWFZDKYFsHBQUw2utZlSuvmvEcZ+/BJm4RL6RGcEd+pB+IWfhnu/gSX4Nu0HWv4FE5yFe24F4aqUuYn/kF/oRdN4B"
    "8t/+U8Wc/bfs5YqyNlIALRVnvczqe5OhRV/h+pSQucokL1dHiXEVtGKuvqkYvqwBsRUKH2oRrHBPYqONPaAFvfzfGeU2lFNkD6Xt"
    "DzXtfpPYbIRc+Ej9JMXK53gFazwvkfGRLPRTcEo577gKFmU/nOuN5BKOM6dsUnUFc/pVRKwk0kyqhotLoX+3QKYeEZsQ+oBer5/L"
    "fXjT7tAtx1vmVubSYub4Loct0BMFODefB//GNVb4voIE+b0dt96lZENp47nbDHWUQdsQYUxrpzPpZaTCR1vmux6JODoHuudeRIj7"
    "yWPQQX2xUnP0vOB6Trea67vmXAdyVGdTDkfhOScEb+F748i9sRte6VYZordCmm+EhYqwC2O7zhOLlVZALxfAAreV14L38R6dcM9S"
    "XPtSaJuLpTc8zS/Dldo+aAU90E4aBbHwBXkc7/8s7r4I32mWsRbv3xK/2oLVtGme6/085ZjPvVXzKY2ZY7A8i7+9izO1TufIAfIK"
    "rFF/nNbbg9bMKbrqf57nPFL+6WxWUn5ip34N1tOmEExm9aQn48ZKLfOxT9R3brlsTpTdigXMN1ZymnPAWlnd/lsWp0ZZVeDgIAu/"
    "ymT/xQzytUeIEo0wNjPsxVHsen8KT9PD+9dNJfQecci6cyXxoDZbvgRPvB88XetWXQcP6ABY9nukG+7XVU6XXFbprS87S+W/VHMc"
    "hnKdXitujlBDj5msYhxr59BioAv8+9SQnexjrkI1zppJZxkzL6Ph0VURq5mlxhT1oxqK1aprH+PsXyQvIS6/Q8Ygfv3NMOE4Sa9i"
    "v1dzRvxBzLoWc/6qZa5mi0lIgji7RWrv0F0+YAZmCacUbsPKT4RWNP/yAuzsSVidw8Qm2baDB3CyPIP1uwYRy2bucAn0cT7zDI6t"
    "pq75WZvwhMboNE0fke/kCciRneXL5C68WUylFoorhRmIsHOgxX/VZC4KKOeM2SR77A6nP236s48MoH4wJrFt7ImNMYY/EX7BVqzM"
    "H9jRm8W8prU4o4YHbYpdrYTdN0T2gdgti/Y+J07SIVYGiMt1d2fHpOttM58pgbcIeUbOJb7sWuJO4ulp3nf5rswkEa3Ws7eN6DMR"
    "y+vM1vnkm7PqcHfpQBYyyyMWOS5Zch5v1pcRq04IFotVF2+XjjJbn4D/sBG2cSC+v11dR++ZEnpePcPeXoez+Z6swXUz5EJogWEW"
    "d+J+lmNuIJvwZoZzuFjmQV/sJdJyGmxIP7F5LTF1Obw95NkoYU9MSM+9wPeuKPRvFatNEU5ASPKN9s1BdJ29l8m9iMazdAN00G54"
    "U63kAcQaQ/D5+WTcSlUSGonrbzXNYNjbEWJzn9dySv1NkkO8gmFM83FWK7VtsAifreVkgZl4952IcqoCw4eshwayN7bJdOvwWd3z"
    "xA1n9xkk+XSx2RfXQSLWyz+w+/diVVZ5Jg7LMMzXNTIEb7oC17aK7xnM5BijQJGfal7EGZ430qsKvQfeln2xDsuktZgsXXUm7rPu"
    "rqJVQIaZBHGO10ohETN9sAbZOCOTIDu36tnQnYVaJKuZW09S3m9iNOK8st/YtbZeF6fRlGE6G3t/GqfUJM3dLmmf9gTPhZbqUEhl"
    "Tw+UNyFf70BaXpCj8f5fyBZolbGwDFtq1QZTiMdjfPYs7nHUl0hrz8RjaEDLlcR9d3QXaAllt7/z22t8b0BjSeULjedxImRGpCf9"
    "53xNcU834imPMM63Z2wjqfyoda9lq9bTj1F31bdu3/ID/bcuhaV5TNZDlmZjre6UX2HtGlMfRGnvTa7OSLOBrtaGZDKyjstmkIAy"
    "orOsQnQM1tp6bkdzp5OsuBiz0F7o3n0d8Q1rdTvbf7/iyR7JZ68kM6nNCR4Bz24P7M5RRM4tJNvSKeJs2mm0wY5dP6n72PVjrD5k"
    "wVcspmc1QvLY5Zlr1WbpJMl0x69NSu3v+7lL9WtI5Bi5GafAOvbegr1egdVpKn04x6+S7+eiR+v2uU5+wRqkeJQappnEmvje3p3s"
    "pI2zCtub9cyuWJMdOp7d3Q2IgEtZ9NTsWuMRterhzXj+bfQhu0sxUf8FzKZW+pqj+ckjOMcvg/jyluJwABW+b+0m2e75mQ4lUjz0"
    "OReHTqvADo+Xs1mbzWbGOx9rabxagaR60dWzJWgay12GaOweWIqEZyQ3XXCb5BOHmM8sjaE1jOHkCDFkXhmtRbXPoTWlFxDAQ97L"
    "k9pRVsHKj/E8+nv1R+rZAmjKUTKIjCfz4BX8NThfT4JM/Dv4jWi3fZJ7QHoqoV3/e0p7HlfGoX3MDzuVaOLf9Dn4DhF9Xn6Ry3Hn"
    "ZjJTJ2CPh0i570asJtZxB75zvp/K1Yk9WPt0R43/m0UDpWQDc5+fL4aMysf79cc65xB/5DJ1raQhEUOOBdyqX4PJiZz0VZEYs+4D"
    "PUN7AXMr5R4J1Aq+xkFiPWa92RG1DXbiGrEYPMvH2uIze04vHSQOjdLP94lWeOR+E3bRJJjXaCgJn0+8ShzK3d7gBknZ6tROm/e2"
    "Af6CYQr36jDmpzbiRA+TEmJDY5zt/HeyslczW1mhd3MuhEOnuKtUUZbP8aypVfqiHo6ztJFWc6BMlo5BW3iX27U9Z1NfJIYxmQOJ"
    "tnvZDIC+cp4skIlYgZ1kJ/0dbz5JDsVdb5ffuUYl2py9Dk4ndpRG1AK/SA2xhVXs68vhJIdCdiin2MtCTaY7PXtRI7bDSSvGXV3v"
    "617YyJZyAtEaI+RiKecJW0zfxDqyqtSY0Vfrw4izrkQsOBfayTpkusJPeQUyVsZZeUnPjePivCp18z/MImxkRiGDVU43o629uNly"
    "DqFi+2HI7P18nXK41BDfFnqcQZQYl5p6WPzrm5JlrDR3pTlVlN3dIbOsJ4l1EFm+3ur9NosiSxeQc7yuHsJh8Mt2Yg3NM5gN/8Q6"
    "0Y6UsdJKisjpk2RWPoVTMRbTCD2NSmbBo5RtwxoY2vNWsd4+0yIX8x0ulApOMoh7FoUazqwthKTsYk5sHHyZ+eQSPU+KfL7GIo2I"
    "nw9RgV2wnH+CEa91/rVmZieq3+q/ENV1CjZC42yDHK8ja9JWnC+b9xYlR+Cn7DozrOoxkkX88xlSTW7DgPrBIqUzOTVwnOcodGhl"
    "ZeXU6lJrEJl8q4b+K4Zv83c83a/6gTwnA2B/NmHlxopFJr/ijZfiDP7B/px7/tR9E6brdPZvh0DSJiICK9NHZQcnyhfp29hpQxXa"
    "VMW3xKK9PfDyJsBqH8WIORsr1FKs23k6WRGNAXgR/O/n5XOxvscG2OOBkNll8DKbyqvke0v58e7+h4urrtp+L9UxcnBGXF9CRL5J"
    "z9OzoHee0r46FdHM5+QN2oHrLKXPf7wswf5s1idhw9+B5W6GO30kU8jF0Fnu1EN9xaGMtZZCnsauUkg5yWOOaDdRDct1E+x5LuKS"
    "FnIJPLJzcB3j+hgs1tU9F2dkLiRiJvTlMezBc1gpp6+X430HicMhd2PMUUrJaCuuRyEXz/uMfKo/ELu4f/Ae/Ocp+EUnMq6nMpox"
    "sj2r56yy2Z9tyeGVyf7zB6D3sv4/zr46zspqe3+9Q6qggEqJoBKCCiggNiqgFxUbxMJW7G70mtfWq+g1McAuVDAIBVRCujtmBqa7"
    "T5/1e9az9zkz3u+d+eOHHwRm5pyz373XXr2eB7IwQCzfewT2uoI+33r6WYfgznVFFPkMYrPj8Zq39X6dnzxHBkhGcCE8jN2s3pTC"
    "JpvnPADPX4dTKSGO6FJmfaM6RTphNTZX3JPYrjbFdpr3yR2Sf5DG8E7QR6z3A1O9Zt9DtjdA7nMhIcfI7zIZErYUsnM4mQ/2lKNo"
    "syp8pFdF/yCa7CylRGJpK4/gPOdAbtrhJF+HbI2QG/Qx+VON89C4xM+Wm/CO/+Kki3qkhBC9PschOo64qKaF83gL3RTNU1LM3pce"
    "RJuox2FJpKdJjsINLqYGMDu9t4TowVYx3pkmmeySP0D2xn36GZKeiZilKWzUNpxgsc6+Gs4Dnsnst2mIxtDKtsMKfoJ4yLTs98QQ"
    "Pg6e4Cx9iB0ISY9/YzqtiLhmLpMzXAKp8lN3Ce+thZjrMvyk41izdT5CHXklY3+brWjxtxN0EnhIA381VdccQjSf7pwgsbpIDXOQ"
    "maw7htljkmQ/bK3Ptbnup9tkKvwUk27r878Okvo91r4er3tSNvA5CrDKLMjJDbIC++mqARnsvhGJasMMlJIjz2RoX7H5hb5ieK8V"
    "5EfYRTmtpUUQ5hEjiDWzyepkv45oELF804CH0yHhHCz1iEgR7zvHyRNVzRqdZf4j7H9bBS37M1a/Gue9EV7eUnj8S+QXsi4l2LMb"
    "JxrzYNzZOOO1W/UCaN9DYOEz9RvcqdehV3rDo7Du3avFas/Kys8qom+1JXZMe7xvIJfLJrxiGvRdASThDdipqxEh9YJsOzS2Cs7X"
    "xYnAb7URQ+CfAo1VAx85F2s0tt0a6LbndZKcJo9Ce12GT9sneBDvVZt8KrhcRuNurWStbzXk9SddjRh/Pezb50SVWaplvk/SZOcF"
    "cb1I4yVHWuvQ4Fy9W+/VgcF07S934runwXfuGnygr+NJNuD5xsnNsCBv4X2ex3PezOpZhhj+n/lGl4mhJHfn3cwlLnCUyGOj2T1n"
    "+70cWv8eeU7PDl5OPiw/6u06F9H6oRrxsy9uSsf9OkrcnHSEaM2mBa6WfPorMXYXlHESpho+lGVTPmc+NMx5+kKe6ljZxfl783yH"
    "imOIq4ENLQky5AM8WTt5Vp7WzfKaDoD8XkNkhDriRFjucBUkOIpdWA5d3Xhm7g5orzXwW9vLsbgLo+RxeUlGwgo+inUV0pO9XBw/"
    "WQWrcSZ72fjkQI6BVmmB3R+O/dyGz6pjpqSxDK16pMykn0pKYcEr5cW+utJ375rmu87PzkVYzypibiHJmnKYOuNb/Rfu7ApWk2tY"
    "rTeG2AdxMp/B7lwIOc3X9WJYMl1xi9+A13qZfArf6ji5R27Fip/Gq41/8yV8bwHPJ8R+2NR01fmQ1PFEPrIKocPBdJgfByKWstjB"
    "TQkUse/eJg4M1dTyzuXMNVk17FiJ+qk3x9hknvojrLNaNnYM5+9tLmUjc1813lP+izytuR7R5gGxyL65uM8/VaI+YvqVqGiNYZIt"
    "Yk5xT/g3LfD0c/H63nIReWEszzuJnTpVZINxOIiWH35bLtGJeoUcBpnuIMZUmY217RV8gfcb7C2oyzuFfbbezrsa77A/VtccMXQ+"
    "kWwuE+sp3QP34rCgLMhCdBDVlsEt+lcyE+9WlaxmfnMXLZmrOx6HnVvMXIB5tbPoMVTjM4u9pm8j9ZxET3oWdVvNl5LPPjU3HV0s"
    "NqW2nE9mKLgbIOHnktPiOOxBB1hHQ8Faodt8rSbJyVrnxRvi1/2eS1vkf6H55OPdhstanqL9qxluZiax5OfDfvfSGOSuI3yCiVj3"
    "CvgBTzPK3I3P/JBe/Y0yFJ50kV4BjdlBLBPcCrqvmrWGIlqnAkja7RJO/oUzmJK8HpKyBnd/mDwQHATP0eKgsTKFuNQJ2sYoq3a2"
    "37P0MOg0w/Ywrs4/8PRWiR4id8tY+QT34yBYsH0CY8WYotaz8Z6cIXHmXF3PmE1pdpIwWREjZNWOMn4IETfuXOy+xXX58CwQ4cKj"
    "z4KNKeQ+1+E5DpYf0vxoKQ5d8TGP/dmNEbrt+AZo9UremSi8rxp6nkmdyN61JG9ZCSd1/oK2PRVeVS7kvaMYzuhO7H5nPOFkdhUn"
    "0pi6eczUVusS36HURlJ5kOY+QkthJkXT+VHxWdgD6SMf4z3lSLo+bVgsV+PmvIR7czLi4S/0IZ2DM7sOz/m5LNRS08mwMAtlB27M"
    "HWTUOhH/tUpXH8+UiM+JWCW/gsiAB3Imqn5y2a3uA/gKucRDSxKZqZo9Ye/Bvw9DZ1sPWhGftobx6Wz4JhOknuc15PHk7Pd2spOE"
    "2dGf1HqvKcP/rTGtnKWD5AWc5m7cnM8goZbHmIMo0GEA70kvMsaKyBzyYrvn6iiaZk1yCMJHMOqKeySYYj+1rPoyuztKEQ3vhv/R"
    "Ejcnnwx+edByd3nen4bM447Nxv19C7zqx3HyvRH53Ic9GQG5/Vpv01eJ1phDe72PGIvxX8xdviqbyda3FifwCFa+XR9HVLQGP7kc"
    "+iVLD+NP2tMMxyfbVORbZJR6U4dxSrdM/wnv9Ud9j30z70pYvhbT/MtYNcjl2bmudpubPA8SWc5KTRERtT/C737QnhVEo3dRVg15"
    "2x0P2NmIH0oRK1pVx2prhpz0GqzowYhSY8zh7sfXuQ5tq0j2xr/XkK++IQKs40ky/POn4SMNlXvxHlbDKcM6OgUjdALe4Wf6RuKZ"
    "fXtCLh4VO4UWcjTnnZLMhzj085Ws59sMf0RPwqp2IjoLcDaHIppdjd1vPIN+NKelBjJv19WjBDocCOdpr6eUnyMRLwvOslfpzbhF"
    "4jvgkulOC2f7W0lFGv9gALujrXa2RH+R8xG95HJ9c4jQvJkZikL+3+1NHn96hGiTaM2NY/XbnN1JEvLMhEpJdXgFZkli9PArOQtU"
    "hBXswkr25GRmagIjwUpWkpHTpZyF7JLOINd5FBHjaAvhdN+H/vmensCR9COsFrgNkjtEvlXDt+8sp7ALuDu9+jFN8IHlE0MgRG7l"
    "lF6MYReqPRuPQ891fNGjic25j3wJm2F+bCv5j/4H2q4rJOgRmak/c3rExX9hnUC8KofcbEg0VexojHgWzQo/uZHKItrz9fFYSEkv"
    "pUNx6y+nzjdtU80K/i7GvJaTKdMnENnm64/kSa6BFszSA4JnmPXawkmQKv9O23xvlnX+ZUObGo55oR5N1qAieCpXyMP6b52Hd30Z"
    "ejuQgfoC5PklKcDt2M4ZdsuDFfv8din0wpf4XcHunQnsBqjhLTaP5w/unrMGdemMcD5v/wnYt1xOrczG+l5EnGWZMuvR6497MVbm"
    "ySqb/uHs4h+cBXfZzH1E0z6HNmDqrq8RtkqjCNhXzpJc1kpcJ3I5Y7/Bsh47ZDh9rg+xWDeRQakMXu0k1qirfZS9ndkG1090I/vU"
    "BvgpuTjvpUn1Ecxmm/8xnhhfJaxWleCUrc8xF2u4BrrqY94tY6o3y/WROOwUY3TZzo6MzcxMno0zHScH4WTM3i3l9wxbebkOC2zm"
    "dypON4foIoaoWs554aFBNv6/Bq/v6eseFayTFbLLyDyB/rSihR4nw1beDLr9GPwehvfupjdBVqdhP3L0fXgWV8hHiGUv9MhrSSIN"
    "uru+kfqunUdbt+p1yjbZp35O/IQezEXbDE8OKzQ58MQ26i2yTS6WGZDdveR6rGaIPAGvdhAkxboDtiJStvO5jvnxYcYvKjmsv3fE"
    "+ldBVvbBGkJiKGnL4PWtpIazLMNQOV6ewp59C//mVHmXKF8z/PR3jLH5jbwDUa4wQmR3h7FtGRrrtvoXTuI66KsxnOc0jTib+C5b"
    "mLk8XFpKCnsu5l+nvucqkBTWukgfSbLLohwy+5v+FqzTWZCLHxjNGCqkdQPNwJP1xTNUqPVTLoNltYz/p7A0HaB9WmP9zcWQIT7W"
    "eyGff+rL+hz1RSdWxevIYWW9Pv3Jw2tcw+NlHdnurNv2QNYbo8SWRlwa7C1vIxq7FJbwM3zF+NruFMPkGC0Jz0lgK9+KP3fSOyqG"
    "3G4nkkQt2Tp24PcKzv41Vg9uJi+TjfginOkHOJnf8exnZXysU5lb6ybJNPN53OOAH4znH4Jnspv3ATz6HyBb5Xi667Wrx352u3sa"
    "Z9AdSmrEdzo2Y59q0udyHALpy5CKtfoT7o5NepTBM9nFKZtIE55QhLmtSn4v29fqb2Lk3Pj0p3nVj4mbeK8iVlqMlg0WXxZIq2Ao"
    "/JyjDZFcrZ61VifpZ3jdDp+J3kPKWNWqoxRaD/IIySfyURkR10wSmyOeekjMp0+mGWM1zS1hEmzdfrvprdiEkUWfp0ktdUiIedAE"
    "opdizrDXUS+NkD/0Q30X0dQUfRbvny2v6nRIYCY8/9NhpzOkm0yFDzcKsdhH+NnLIInHi+vQD/sO/Qp26Fs+2PyEDFiBWs9xYlxx"
    "WewB2abGtXGZIWjJa/ACf8W7nA7Z+07Pk4LkYn0LvsuYIICvWZB8VT4Ohkg7WYhVLIB3bUzsrZnJu1z2EOuRzufEbIz18IWch7Bs"
    "j81BROULPM8ZiBPaIJLZrc8FU3Hnna9mk5HGgjLQ52GSjMJvE8PdfdF3C4ToDVqnbyryFFGVv3XrtuTXHpL9cDtN832EU9pLvkCk"
    "MEJGQNqsnhDWhn0O3YhGYJgxD+E2HopnuRu78jZ2/FzYtv7BxZIrXYM2Mg136xNEjXfI59iPZfqGTsNKDhWHABanPCXY+53Camzr"
    "I/X2kuoISjFjJomjqIw5LVY712cyypnVreeoSiGt/cLO0HL9Fnckl3aljnK8SXPYG2edVJvkJrlfjyI/15+4RaPIYJJkbvUquZt9"
    "5CHEvrc1webwlN4j7v5U8gwfFMNpUciJZZUUfqbN77UQxyhQwvg4NZ1j5+OQsxPEh7Zc1OOI/p+HzTH03aVqPe2WHfugCVT1EOeJ"
    "ouwdSNVkQ7g5MVo+i2OqidKaJHJehHflatgrmw64V2zy5BA5HLLVQubh73eITQQMl1GcS8lnHruAXH6pKUOHaet4POO+lmpdiKfR"
    "03Y8B1ZNtDzVEujxavLIVBDNtQdkJROWzXD3OmMHj5H9GE/s1n0hY2tYKXTRd/O/5VBSedHHpJyzM4Z/XEr0sHI+T533OZ3+6+e7"
    "IW2/NuE0QtyZany9mDtgleUwLPFuSMbN8C+s+nEjVtQbEnuovOC14Qh+rltPNnYn7LuN/re2bDxCvkt2e1QFd3KuO9tqBBfpjfoQ"
    "JO9XXZ3xPlY2BXdkLtaSTUwuV3/bSLmx0x+GmPR7rGOnGtd9OXbLNPoyPNVW6IhjgwisXi11vMXdMY9zUu4zFHtKXZplL0keM/tz"
    "FmzYA4hYF8LuFmmvYBHWbNnZxzkd51jaHfJxyHP0OCZw57F3hX//Dynxfe61+i/Y/2exDzY7uAyysBJr+AFfeR0a6wk9KdiAGzVc"
    "usMzKmDn34vwJgxb5zHE5RZd7lA35ZnjNUO9TXC/9peIpmaX20AHWS37QPqbbWUYYj3rQjHmFdN4vfF3m20ahZv6O2/mbj+ZuZxd"
    "19Mgn6/h/C9khsl5RzHmbsZjffuxD8W84zPE2PUelyfE0IcM/WcT+71Ph+VbyynmWo9I+iQRjp6WcfINPLhy2OVt+iqir8XQEr00"
    "Ex7gLk6ZVzIbXM2Y3uGFlvq9tey9dcOMxvpGimXP8zQrjQhmJ3YMpauaiM3DiRRhfCQtyctjnBmVWGM+9uQ07HiqP8CyxNdJDbNu"
    "m/QaolJ1IBZeBnvA61iDfwOve58+Y1/5FFZpCzTXocwam47pyGl5h7c9mBnoDfhvjBSTBz7u7bX6+vMDZJXcxTuX57nLu4tjTL0R"
    "TzKKHU0F7Fa2017LjqyYui62SqI4Jun9WQzTMt0HXf/L9e3YNGeJr22ZzpvLTFclJ/g74QnGivl0KxnXW8awGvpnCmRwiFgX9H90"
    "rtwHHT5QjP3ln+THjdCuhfBU6vWoReGNx87LmK2P++6Uq6W7R7uuxKkaylU1/aX1HrFwJ6Qj3kQl5WT4EGtgD8twE1bhXr+KVzaD"
    "/XicdaBU1Je6D66f/SzcnVzGBiHiASdZIVXe19FS3WAm0/bWOlQ6SOPohXvjFYsg49aDkYU1XywlnLm+QY7W+bpHsBm7Z6gsR8EH"
    "KIRMv8DJih7wTecwn1uN+2Ly9Q2k43E5I+PKYJY+pq9Asr6DJ3A5rLb1II3SO/UqfU3fhBc1I+NDvPJr+NEvYS/3CRrnismhhX2D"
    "OYpc3lVD3I6QlTmqbzO3EvLMsW6maB7+NHTXbX4mYxs+33CMLLN3JzTfx/TmusAvNAwcw/89CHGUoaRksjbxjn4clEA6S5lnXo0z"
    "tSrtCHEYSSWsHJwihnkyWV1eOZ+TZjHG3Fdhh+4XJzcHeLtQq/X+eTVxiuL0cCxrvY84zPbjqa/3TnsyDVFgM9KTIu6GdGsw22pZ"
    "knmU3qq/8WM0Lr2p6Zda7EsB9Wqcaw8jMrkYXscueCLTEOE+HNwK3fuX9tHuQQhe/khoyAQzjD3Zc25PnoMbNdRjLNbwRFxF3Tyd"
    "5ZC5XvhvCSzLNTiBPxELvoS4dbDY7MMsrNoqvyNlOSzfg5D6JdDKK/Cdaj91cQcr9MZnY1mjEzwepGOZNN11iFj/9kBxWLz2pIZl"
    "bZGqm4o7UEI+Rx9n7+xEeFXWBWHT6paVNB5q110XTXuQIrfqBfI6JCWf3exv4/2Wwi9MwHt4XRwugcPBKCUveR0xZcbLULzrAHoJ"
    "xjh3gFQS9TKviQz699CDl8t0yFcW9HRPePzZOL8pMplyHKFnbL3oDkkxQm/uBDkHq/mFWcKP5R5I8pP6Jb73RxPR1KWUg3hah7iO"
    "83Vm3cW05WZmm3OgS7pCRj5A9HOMzzg6TIih6Vlg26dt2IuRGZdCP+3WI2VSsqNcCf3wZvJNOQarfQG64T54rRfiNNcgClogM2WO"
    "/AQrM1XuCIwpYpqOwHucIrfo97qR07gtyTET0s+JjnKWVNFbtyxPB9xLywUbvkwRLFwYz9+FCHqVWuw1di1tUx1ra81lb8jaLrxi"
    "D3FYkmU807GQzJ540r9wTi3g921lvu5p2GU3M2+oDWZ/TvLzhnVk1ajh9HMCGqwQlsV8uJacwYuyB9DOp3sD9P6474+PeKy0WmYM"
    "L+VUcogzC1Gf33QZ1Srvyx/JzHNNGnHbop2CdETTUeoRHuL8aorRMqp3Ex3FMDrjZM+LkF9nJnZ3P3aSW4fbNHHTev2kGfN5Cd5f"
    "01cOn+hGMkD0hAT+Q4fjZFfjpJ4LBstzepdslHMps+0kkUYDcFzLyg7UPnjuexHffqAzcELfwdM7CPJsXVd7iENptwhhIzECzMp1"
    "JprVfFlLv7xcV+jPOJ8uMl4WQ/4GIDKZCc3ZCvfieHiRY+G9TWc3S2P3Z4n+BM2cqzOC+bhrOyDRS/QCnMlkVrNGszOyEprY8uMm"
    "KX+SW3NvORa6sJI5CodjaXMr5Z6zWMiunkJRHs/7/CFk9gL4CnfDah4EbXg0ovdMWK4LyM9TydpDij33JHbtxolckqCnZ16bdaQe"
    "6Cf4rf+xI7upkn5S3WHQGPrMLmjfKvIhGG9IAT4pF+szDKa7iOsVYq/BXNZKfsNXH2RWPkYL5HK4dcQZq8Dr1+J5bRatr2zG3w0R"
    "PgexYQ4jxUs4VRYmhlMNT6kba++mJ1uI+gn1Gp+lT+I8BsoPZGkqIcNkKxkg1vn3lj4kjcen10OLWk2wFBpmJ54vD+ewSG+EZ7AD"
    "usvQocxKZRNlLw/Wtxx+ZRX91nxymmRwKmqs9IOct0h3rSeIbGn73Zt5vjgR68zPb49nLKLdKdWHITUl8NKeVPNQpuI0noEcPgVb"
    "NA27cQK+d7qYp1pABLIQf59Or/ppnYfv7oDXswsabAF2LRNncBl87tuJVRujT+l22nW65XPSPETbvYo97FaT2E9s2vqt5Dv6PDzp"
    "r/T54CEdGVwk12uZ3KvWGXwsfnIebc9O3IWueFrjsd6qc5OfyBhi5s/VE3D7ngu+l0n6rm6XH9nRk2CHzy7PypfP7PtyHYA9vEje"
    "QCyWr19JRnCIWHbqS+zczzKLDF0dGX03x/NXcsajClJVTT6KKu5fPnmpbTasJaIqV3F2E00OKyfKnS3hp8fYZ1FF2S3TyyRKW5cg"
    "H/jNjNDbEN/KMPTP0T2D1tD1+0NDPA07X6ZnwrMoJ9e9IWd+ip+dKoZBsT90+HB46vvihv4gn+EuL4d/eLs8on2CUYijmuvx2pxI"
    "VacxCo+Qy9mm6qtZ41kB2chkT3dS/0Wt04x6+ySdLV/DxlqkUCbjIIW3BM2xltOZr7Z+6FLmoxxGQBd8ah7nEzsg+jOOr2xKaB6e"
    "8x14wUmviZPedrh/xSGPYWYrrePp4mAF3nkevYPvWMH4nRgZh8lTOhzfMy7gjxiN/2jxCOO95ZDIX/F0t+C93kT0aHMeSX+7zKtp"
    "Tn45s2qvwueZKVPhOTzKCvVcovhPhn/Slp2JzleswaeE8FQOk9k8ZpuGsIgR0bb8Sdy4ZYi5lkOW2kgpkZ2Wwiu7WPaXvmIMOW6i"
    "qq/HYYh4xFDLTczBZ4eIbrcXce5Ppj8+DJ8/EbHM/rIO57naMNP0IfLFfKyGHzhFKojaH6bfaxonH3vTDh5EmFOSMeJh7Ms5pfby"
    "iBTr/5rhDP6GGlkfHzb3PQuOp3W0r4kvp+/dndIwDs/9cDCUcz2dcTuW4Hl/Sl6LdVXiJu7Csxhr+i/YgamwaYY3ZngnmeyjTTB2"
    "7kekHuMrsk7jHjJELmRPbIjZxQisZx78pTnQZt3gz1kl63W871liqCLm570Nr/o5nP8OvP8iytR2/RXasB2kOUpOLYvF+rIrpoJc"
    "I13ox8S57zFmeQ5LIygI4vVexBMs0HMYK+WyT8viqCOJZBwjJpn7Ww6nrBPEj4t5zXkRO2xi7GGI0lOxualaj3cQoTQbl+u3RDYu"
    "0SdlObkGb4cO+xRWJgwtX8dYuBy3o45zqvk4142+OyrBCT7n3RzCWZ5yekOpDuVCn5s6kWd5lXxDG9McN/5uvP5kPNOz0IO3BC1o"
    "KypoY13+LeEZ4u6QUXIR4orTYVE+kBv1KyLnjIclNqtwmhTTAhdyByxLMIg4bjvwc1sCm5XbjL8bV+xM/Mzv2IUXpJya0HJF3xl+"
    "ODRyGLb/L8h8lPHlEnGznhmyEl/pyMrPQZ6HpCEbscWdM61LG7LWHxFPTPKYkxkGu9UVZ9wft69Iw9BHz8rH8JyfkcPEzraKWYhk"
    "A9Zp513eDr/h37BlR8vLKsETiMf+DWltL3mw6keKRZ1Jdh0WsI5YCO2yCbf+Xukulh+qYC/Wbk6OFtA7bM4aTwhPv4bYqabJa+Al"
    "N4ULepos5Ds0I3tlMePuUj2SM0DGKW48ZPNw/y2Puw+irZnq8MXO81ixCc82bFqtO067mp7sIWIcebVqbDgryCGSC9mq4JysYzRz"
    "vM0Xk5fOetgjHpvxQiIc15FjK95AW8SJZKGeXbgzmYLVd4aa7TqBrGhN9Zw6vBM3f5Ngz1Q7j+0/Sgp9jutC7PNS7NwwMtUdIMNl"
    "u9wmP0If79Tjg+Nh5yZhn3foEPkUXlxXyOII2cRp6jL9k/O6ru5+nriYNsd37YfTXerK9bupduuVSnoGB5ffOVAcGmAHcm4kfczX"
    "jBXUGDvzXe0wrtcyM1fuc2Z1vOuWqW8PXbict/FI5p5dt+kgauCoviHlfueLiXnRix19m/HTXcT1t1i2pVLPFTvTOuzUN9Be06Ed"
    "2kMHHonzN+32tNwBSW/4aw9p+C/rxpqKvdnAbFWU3R4Rn7lK+Ji1BjFpTOPp3rGD9Bb4FWMynoVuui5oHxjH0QitTd7wN5yYTg3Y"
    "s+N+mi/+Nz539+fxUuQ7/Gu8NbesTk+xeSlDia5SJw9lvPe9Oa+0UrchQrkbdmClrpY1anHDv3Gm72InTsH7nU5sqnMZqRqbZymz"
    "29l4h6Hs7s2ELZlMr8V6T8qwq5XMwW+E/2S1jX0Ri92G22T4dqsR23xi2PzaNbgUN6A3IkTL+fdljSdOjO32kkUrerDkMf8vrLbV"
    "qDvVCR4Zsy88iVfkBdY3WssV+o0uFEMz7i3PIlY/SVZAJnvLdGjdT/CudwXv6HtYWVfpBklaAv3xq84V64T9CTtzgzwJTfOaforv"
    "vC6D5CWZCfswT8cizt7BOcosfUKsO6YPZ3+tqrRZv0b0ZB1sCZ+VsRiqB165CR7b2dJJdjEa+wa+05v42ivSWop8l5R6BDvzvA7y"
    "M3EtiApT6qczXMRg87wJ1rtHSpXHeXI6xG6HTVBvw43bRQS9EPRONV4/nX2CYeYOAmKjOg7bCDSeRRRvQme+op/Av4F9gLaeBh9s"
    "Djy3d6AdCxk9GMbe0WJYFTm0DWdJgq8NczK3xk+mNiMywkRpg586BN/9HXt/l1gcbAiqx0vI39xLPMJJNTOYTtd9ST46y3OVssZj"
    "3UZ2J27FTbsClm+t5pD7/Wdot4VaIsewEzdJGXTv6nrTkt4/7EutmEhzXzuLfD3k4SDi01czJjYUkZMhnz/ju1cT+1GohQroiUaZ"
    "+58khh8Z1y/Ix+ZwjiLk8K3Sk1ihTPhJH9eJH6e/0JtzgGblLdJc5RmSBrNv0PXb1fcNJslK3lI2Mx91EmsKMWqhLHZBL6Df7pgQ"
    "rZfuEt6IVJdvS9mDN8V8o47itMwRZMCLIeY077ol77TrNAlDSmeQFaWDzGb3smVOPkf8tRoaxXoLB9BXK2fNoYbMWvvi9eOh/dZT"
    "EmrhM1wECbsCp22+/3P4iTbsYynHrTcMj4vEKk4bye1h/NaZOKMVfJLVOMerxeYRn4aUmK57BDo6H98xboDlOgpSOB8e5TrcrZn6"
    "IXT0RnkFMcCH7OTsL//BCWVhT3+A170D6/gKz2JTimYxR4l1n9dwcsmYd7bq+bKYaAsJSlUdY/5cfVHsHlxBjnplN0se8+iHs48y"
    "xnvcDpFMNREuH2U/3ECp8jIW15jPUyktRpKYDi1xt6fiSZZBo5bDy9qJ9b1I3qo5aWb5MCzqvqJe8xfDh071B7bxeTDHmFHKPdvN"
    "Hr6XmRU5At5GCb1JwwQ8z9uX3WnOBMiALkac94vOgiV+R7pCs34Ki9Fb7sOTZARHSZGchfi0LU5plPyWTAYX6zfJxjPoX+rz2P2u"
    "vKUd5RrojixorE16ZROMIzdCbofBsmbjuRdAm9TAT7gM0nNmMJJ2XMkDlepnmMx+wjJmzSKsHday3v2QlLKqn5v8D275DMTL6yC/"
    "38PmTNU9Mj6GZh4BLTWfdsMy0oYfOh9n8p1xGMF3vQtn+At2ajzu+V6IHg6Tf+ptTTCSleKdd8JDTOhd0E+ltGaViDZul1Q1IuU9"
    "mYazvx/gc2BJ4qZZFdBqda+wzm8atZfHSG7oK5tvcyIsWAm7bayzzFhdPsU7ni2NI7JUkIstpl8y1xeh394FJ5un2kDj9PIItG4K"
    "twZPke2rRSG9HyfnuLsNYfJE7OOfsFDHQgqugD4xnsLnYM2KWaEOc85gIPXZbGLmucxTan7eSf1Qcb0RjX/nYzyTWf9jyem9Gd5h"
    "BXyfiZwcLWvgw+7fwEsxZqMqeCTGW1AAnerQ362OmwupU2rj3+EljBfjBc7Rf8LKl/s6QtizhsXZE1LGPbRs407ygBuT+ySfq1yu"
    "1TIDUnEE3vdOPH0+5Mv6ZRfgrjYeFUyGljxfrJo9F6+4ghjbpfoM7E7j96crPPndjAy7EScxyejZeQVF7DyO0lbMZwWlFpHh2ZCR"
    "M9PYuJbtr/VdDQXsEYr5vTZPvZLfuQW+dsg8ceZUy2EP6qANLTvzlDTEi7pFCtO9x9vItB31k84Ov/9Ydgka/20I3tVC3YHYrROz"
    "BwfAU5qJe3oC9uZP/FzCM03E/ZkfSjvRSQzlqy807RBG2zvwThMZrSV4s037jRTHzaZ+SqCCkz1xxkYuxjRZaguduxLy/RG03ckZ"
    "p+lgaOSZiDFOwhry8TnK/phqds9ZXJTNXGrCo630Z4+V48KLk9ul8fjHPs9YwfqLw5xNVSITtA8tiDtjc0ojxPxiw9yzyeEiYqQZ"
    "0l1zaJIW5M3KwE+dLC+q8bIXQk5+g49YBPv1BLyeV/RHMl5Yb/4USOIM/SCjHFK8GLt5DGzELNyL/eRlGRtMTp6FHf9WejNL67Bf"
    "Yl627NdAjx06zXc91t+iK7hy15ufwmaPcao9yf3tIOE0e1CSTC5JMkhYl/Q67P5lsh+95VrmPs+CnBcwImotUY+D6eo+cV+h3E4e"
    "Spv7L+LqauhtmDd6n3yldyd/wDkfpm/Bl3+0+XfJd8lMGhLjNN3MXqmdauhjB9JLjfkZnkLfxWto5xF9mJ98EL2XKDOVv8ka/r0S"
    "+xZll0WIFQGn976EDLgJrUHk7VFf+61HTWtcDq6UP1mv6uh9gbjvLkySV7CKma887FO+zmdvRwnkT32M72Yq6nzu0HTRL9i3sfCi"
    "lsBPnYKfqNHpYj7NcNyoCj1DrE5Vxgzu7+TMukE2+Gg3SdSdpOfOc3+GOfvWB1K2BFp/Cfwim0nKI9vIJrJhJznFUsNp/wrajzGI"
    "a2aSEeUf+oDOCZ6SfvqgPCPtELf0hAdwtazkPMB2fO89eHWDyJNnE5OlzKqdKK7XLlMvlmzyzVmuIsm7dBprfglObLtYdahnYrmC"
    "unMyGQ4a7wKp4j7ZDn8G3RjxWKIb2ANf7r2YGo8RtlU2c5IkzN0qpOxezXp8DexdJdGM4uwDSPXDxZjPOB17NEG2QBK/Z342k/i2"
    "TzKH+1sTmKUVkOfR0oeV9d3E2glxj2NcUZieSUp6msvp7HL4gcgGz+u9shGf9D17ntYTTXeAfM44pI30ww7/AC1muPQf4dULNeJR"
    "YF222XUtvuzx8FK/2knDmYhS4o2GecN7iDEL7iOGpnaodOLdrma+ooWE1CFvOoR5F+10khTrcQovvc6zABo6hvXsHC2OebM7ZLFG"
    "j4NPXs455smcTrFuvArE/GcG7RAXr4bV3IGfstn2nvIhXtP4u2XpIuzESfABNul12LMe8hlk+Wy5FPcpQ4YEu9kllgHJXIxYczX8"
    "o5+1HrEorA2Z47s2UYW7Ti6UtdCzNg9UjLsxE15mJqL9r3zfxwBxFe9ompfbYevtTwYV10/RktgIGUSGOYO1S7f7hezPTeL+D5ER"
    "nNPZqb9Comza/0IxxIxf4KsMFJdxSzASNu2xF3kVysnQuB+raTZFYzs1Qk4gXsWx9Opd3ruUvm+SsWI3ImNH9AFx+NmVHt3c1jOd"
    "fYIhRjGFhjVELogd9AZrPdeY7cxanvxoPm0NEfQcpptNjBhnmDHEtZY75c5glT6phikzED7L+4jRJkBLlCSasTsujKdMefh17Kmz"
    "7uEfyYge47TFSZCQrvAix5KVeAzvdILZLdPqx7KnZb2vCbeVtmkEo2YeYW8nnvR++VZflxj7s5bgOzZ10J8dEnbno9gBq2D+pXXs"
    "1s32TyjS32e+Qh45ybH+xImKuRfvaZDu/foeNvhEeU9PCXIgZZ3wievxdGvJGR+jBk1wLsIsuuUTm+F5WxAdtNZbkCIN+e6SHnK0"
    "fIF1XwO7W8uqerkehF18R16ExZ8I72mmn9rLJd7oLuxbNB1FVKb7ngZygs94x6MNbPnxkkLGCsOneFa+1p/x/n1gUbYZnrz8B3Jo"
    "OBaGRN8L97G13AD79RTs4zWwCyfg07bSSlsV9SXOIK7VPuSHsS6ZCmLnjYBOWgD7mwndUMzVJogpm6TkKrubHJLUFj0k6K3dm70J"
    "C7tWz8XePqKPIRrekSznRLV1qS3WW8W8WevW7Adb8p2+jVUEgbGA7NBM4jLsKQ/LNryzsfga48hhZOSxiut6/N6qKQzIhh38GcxJ"
    "d4L9OZR8JEd6bslKoh9u9VyISeZqXV78AnG4Yrns2DXN/YYcyS4DYyPcoCvwyi0yEmvcjr/1gLdltSlDJAoxC19BlsY65uL6SMJH"
    "N8bnN4+9nYZOVQL7W8c7XqQ34zbu1rflTJmLXdwLuqAWMfIQyMV24uOu47oMAd+hvVtmpRMrPP2IxLOM2uQc7N7ZiGniHj/Veo9L"
    "+DwONxg2WTYn++HJD4K+HS3/xK5/oVfpq9jLXB0cPK+W3btKrAfW8WTNhI80GFr1Ivgdxsjzq1qcNyCwaYRycmNspy46mdbcIWgY"
    "mm0z+QQ7Ugy/K6TG+mQW5XN4KMfBPzwf/nhHyYEX3lne5az9OmIbFRFDvDezkkXqsKerfTeQzfZFifaZ9DzFqcnoc8TxBFTpHR4H"
    "qSMkcjfsxHrYR8s036+fZaxkdWoT1mR3aoQY6t+BOLW5ajWUH2UxdPwbOiRYg6+M1SJ5B176xXoHbu792jqo1n2CtsGfOgvvOx3v"
    "uT8+aaHeDmtxK2vWjm3ScCISzBEWU+abqpeYhplPbCJF5FerDpk5Qavn4s9yjwWyHncrF08R514mtH46OeGldjHW+hnu4J3Y9z3h"
    "6RgKfy10xzTipmYRKfAy2okwcdptlrrxWHOXR/5Qb0PMZxtDiTUGjCPEbMU4GcgKSRa5z9ZyPa3TM10ptugUKkDCP12qZ6uzRxl6"
    "hD54Xynhu+zCbbhchkrz/+LqEdqbQ4naNRE34UVEFbvwmV2gmathlyfCFixgF1CI86dWR6ghX5zxxJwn7SU1BdpVUsi5Rd7uNxbp"
    "leMzouyrCBMVYSSj7iJifmzFjTue3ns2faZS9lwaz0w1q3Sum/NCIvwejpjadOh+2F+T4k5ic8kuEukMDbOe9Yw82Kz1atbvELxb"
    "M9lOpLtMr8lOJIZEklHTWuZrz+MkpMvOxIlOFCUibo4+jrP/ELrgEz0rYxp8qs7yrVyhL0HOXDYlNZnq2CbKyXPqfMcYpc52+ib6"
    "hDUep8F1mp8s2qDTL58syNoga+R4xc3Pn8a5S/N7ekL6u7I/YTU816ESk6e1LOMm/ZxZvDX4jEf1eT0DkmjMMx3gJezl5ynNJ2mG"
    "GK2F571J5Qab0z81j3StTJOrZJh0x3cXy7RkZ2iUX5Mt5Q55QycH58pkrOJDeO4vQXd+qdfKfZCTrZyw7kyvbB/PIXUmsbHC5Nz+"
    "DpqnhFxxf/AWFnIPLI87WlKMCo6ZKZu8NY9LxyCTeA5LtCw5XZ+Wn/DV+ey6zoGX0FX+0qPgoV6JPdgD3uRRnHJKktHAofO6LvQw"
    "J7Ua46eNkEM52YDXQzl3mWIKSqSti52kZTEH/s9eD/drk34j8zinXUvrbd2Zp5PHb7n+Culz88PWy27TZ7uZN7b4wTEi1q/SeRnW"
    "R2XYcVFGQsOZVbyQvmqS9z0K/z5M2xT289Ax3lLD/TDpXawbyZxbRZ23Hn77cexrMm7jOTLDEKPh9xn67licVAv6MQXsrTbbYRPR"
    "/7vPxe3bZva5mwf5HHHCrMejlN5tSgu4yNz89lZSSJywxvR1Dfub9sKqzxHXMZf0E+B1RCA7W85iZFRO3VNGvITXdTg03LF6GSzc"
    "o3qJ/Et+DwZDV/WQSs9Yp5wHihND1iLd8xEJWqbvRnhh54vhRH4C23QnbvUEPM+FnEyyDOUmdrCX6ac2OQy90kJekj3II7GZGIPF"
    "sNIX4nRGyNt4l+9w+760TJNugo1rg5uynGxkm+gL/wzLcbiY9e6P7z6Fe/sVawUhvY/8bRV4xkuJRLm3zNI8ThHUQlMXkJk+pKPw"
    "uc2D6yFVP8NbWQvr+Qiir9/UJjn3xY26gtKVoGapY/5nJbPWCfaBJtL5Xle1sF/G9X4Tc8phMp2XckJoOycT95Xh0gH6s4S8A4VE"
    "dLqdnnqYlsr+vA1y14P62XJShWQmeA/vsgXStBH380Hs8hI813e4r1ZfCnE+oJTx9ko1ns0W0stXSc1rD5iVNOyyWlZfzb4YItfe"
    "8hln/OZhP95ViyD2JcLBRVjPqZA54ynaxfnss6TI41cpdimfuMAvQyIMDdY8rX09aoGLHtR7iin2jiJ2lCY59RPRm+UXfQ6+xyDY"
    "hSK5Ul/Ae+XhZHpq47f+POyZMRLUUe9V0y+z+taf+MpIrsLOwrJ4K5kzuQHeT4JI46PFoXHtZg9jd3bb/EXpCNN/bSshcvC1lh2w"
    "VwV40rjvDz3Y8+PlsPpQhF0dihWswmv2M7QL2YpnML/P6qZbdAF09Bk491pOjG2A9fvN9466WSkXgQawjK63voIZyiTRRWoZ4WVB"
    "cjczWnyXLIkVnFHbzWq+TWVfIYWMyKPc4yinInaQx9gsVx9piCMf1RQb5N6sH9scYDPPDh9mxryWNj6FjljLzsSBrPNGfF49w09G"
    "9UifbQHv7Rnwy4rgN46UZfqi/KG/c8Y74ueN1EdPLTyCduMZpkrcx36Isitg0Qyt1CqLvfAUhon0BeKiqOcMytJTGZWG8TTz5FCc"
    "mLESD5Kr5Su5FK8dAq/hCO39P9kfdujfcRPr9b/N1A9u9rjO0Mtxo26G5ngP96BUx0PnGR/gVq3H4XAeq2HxPAjf/0EpJlpBlFmK"
    "Clph67Cx6OkK1meKIRUl1IxTJI9YfqOlmF51DTVIHdnhLO5rfD4rQqyCMCMx82gLKYtboMkirELX0QZeQmntKZaVcpOeMZ8VOthj"
    "5mia0fZQ1hXzea5RzhDezSnninSWbU+fZRsgtZx9aIpZuJXHbNc0h1Uqm1SP+eQsaNLb+irWF6zz6zzqpircuRruXGPRxyJIxweQ"
    "rzx9Xu7EbtmU5whEfPcw6xz22Xhjj7+DnQ3lrGY3l5Mkk5PfcZ+n7CHuT5v9NURq9b0Z58PrTrJH6pT0LJDIor9l2k70ONGT2Jfm"
    "JuuewVNNhm/0rd6CGNZyzWfAKs6AL/EV1qtEhz+Xu9GLiJ4O47Tcd0I1k/oKakveEodHanmRfMYJrjejq8f+qp+JTHlZe3oZ3klc"
    "3mTaG+gtCc9w5KamHGtiLZ80lzltQ2K9k/m3kLc4UVY5bBWG/NLK399MVe8Tx/EMj0EyftMS3PUsfGeK1Z51IXRce3oXCfbWppBS"
    "Cvm+JbCiX+tP+JRViLwWwTPqFjwgr+D078O72I25GTfQessmw2Obiwjxa0R/NmOQ5fVDjD0Wrpc5zgxqyE8n2/cvF5eJbByXrYR6"
    "sxonFOUcYCVZSi1KO1EMmeFGsXzr/lLMSvC/cGbXkmVnLLO8Pfm5DsHLuvTy8ayV8GGymQW6GZpvG2z9DtjZkbBMbcU+rTd9rCJ8"
    "PwfPUtwkonjjUXVjkpgHf/xqvO/HsHkxeAFP4XMeklXaISgiP/Mt4qqLO5idT2FjGj7kAdLOz6pWsZvRddJYP9VWzwX8D3EdHLns"
    "mTrGIzimmGDjrJAab+h38L3LyWcT0h1EpszRJ6WAzEfVvLd/skZfSfyD7+EHLoMM/aSv4IQX6vvYt9f0R7x/mcThNSyBrT6AM92r"
    "sQbjoP2X2NkkfGdne0n18CU850NTGqnY/7abfYg4FNsUy+nfp0hSXQzZtLrbqIHGyqHsEmoDz9LwTyZShyykh26Tn3lEUyzwiIS7"
    "2V1cw728BNajm5wvT+CeGO65+aYjZBok6lTs+6faMkjxECXJCONO1NWLj5QOnuEsQVvsakmWm9xKvtc6dumGdTa8PdfZZRp8tL6o"
    "33ICfYd+JovkG/a1zKIF+kP6E3W1EzGbvqMd2q0viXE7hdjRaXoqH+//C75jvSuN1fgPFZtIylLrvGrOznrDMXK4NAlfWXURwN7p"
    "TNYyrPp4Wce5jBOkr0yANewkMz03l0PC2Er/02FCzoc/H6G/EWJHcZnv3LPawNGssN/psdditH/KrJLVJw6DrFo+oBV9bJvtq+bu"
    "Ns7U0sHn8M3Kmew0o+wkWa9u5WsP+/raRy17akOIQSZjl4YQ/SMTOv4QnPV8aaVHBobvtZ1cSqZJ16ljOVKiN++EnE/SRdAz+TpG"
    "DZugW2D5r6b4Qr9ijaqKz17JmeQq9sZN1dXJ+XID3vXfkKmLg/3xqvbQXqs8ald9hkkQlWWw+7GPnIz1HocdKtVt8iluWi/5Aa9Y"
    "hp/PJq5wgvgoPSSXnV5Jdv3tCT/KZqQNUT4L98v02eeIjFMzbOrj9NR9qvK2yU2P7SNuZsXhRXyvN+A9TxRjqTgcmtq6z96Rc8TQ"
    "ex6Q2awCWBX1SzzvWkjhXVj3/vKyXCnXYa/7BwsQxR2FOONnWFSz74b9ZNHNR9AOW9mlmMlakv4fbJvmHk+02lsC8V36pnN7Swqr"
    "Ker7ApLkPE34HulOUu45supYhz3A9xG0kx91CnMT5vX9A2tdJYYKuAYach5027XyBG7b0/KA1OIUp+qNGk0W6kjrtklGJTfZBdFL"
    "LZ77OHlJ1wevm66UPjgt6yO0OaQ18M1KibJQX+88Q6J+CqgNoiXTaW9CMh1CcDXk0iqyg8Tm5IdhfXPhM4c5TbEIvvE3epc8hE+v"
    "hPZP+DyNpueBHV7KieLqBdWe/aUb9nVvif6t5upmP/eUDObri+RXnGUePnUP3L5NkJGt7BX6w1fnd/g8p9PYJ0o91uL/iueuZywX"
    "8x1hFdR/hfREq9Mc1HGfs0uQ88VYcoxNaU+p93ecdxkly1ghVmZ8Bs/L25CCfrIRq3sD62sT/Aw/07KeL8oq4rS/BMn5DKu/BrF+"
    "ERFIvxCryhiWST4nytykSZzapg43SX0dxToVjIHU8WBaj1gNPP4ydh2O915woa8aJRjdh7Qm+DmZj4g6E7HTq9jjm6Afn9JmQaAr"
    "xG74FtZZB4vhRdVCFrYz63MevZDxZA3dgVuUDf1VyPu1iHrSIQy8S21slQaHNHS+uOmHap+TqKbN30ZM0jAjuwrODhbh9zC5U17n"
    "HI/rQYr4/quQzvIsZf+7PrcD0dHBYmhBm+CFmQdg6JN3M+/mdHVFejLDsUrXs3L833fbqo/LFuxwD/kLUjxIXtDndI6+jDuVYpVt"
    "mFN0PaFurRV+Ur0Yfmt7du/n8MnNTm7DfZovNqXh+EYXNYGplGBEtJY26g6y9YR1EBlQGvfS6uA9FTP6M4y7MHSAVftz9F6c1zh4"
    "bRW0bwXQuDmQPUP9G5T228Mq/4VwYlXhA1h7j7NeUuxxu09g/FfG/Ll4jIxcTUXYhfQF1ONrHkTpGy8rISOP6L+Zqd8LutlwW8vZ"
    "hR6nPETp55XxT4vDXG7AzQZ3JNdSpUcjirOmfQGrFReTO/JY+URHydliM+N3MVdulY46duWEyEhjfb5hHcnpozj/i3gWhx78OeNH"
    "3MQnrPHYzMZmk8XKSGvZTT1wIrPbMUYOF0jl39gTGmaYW8hJ+gg0XibsmXGrx/UaxBuGfX9R0PjJnSQ2DdtTPoAl7w7PpDP0xAny"
    "JTy91PzNYcyrO+QZhzLQTg6Rhpi6Sp4GF9/nEWXKLKhxFpRAQ1XgFH6H9rB53THsWDuM2T3LEVkebjUinl3qJhy64TY5nOtK9he5"
    "athinM7BPp7K4xoc4vvpPK0aoqPEybBS+P/FX19Kvrk64g2bLS2DF1bEv7WXhI8e8+inxJmx680c4WVSymkl0zjLWT9PIoZaz9kc"
    "5R445lRDVOhE9La/4OnvLxtkKX5mHHTvT/oDLNePOLMFsCQl0Inb8a6XYZ1vYVes7t0cemUd5bTO5y4Mc/klVocLcceqmbW22aaE"
    "x32JUYOdgc/Mp95xaDjO70to49kVm7pvTz8v4r2FKJl2O8iR8EN24Qk3Qc+dB7/+Ab0BsjJeJsKedBKHPdaBjMOGjG4slEW4Ib3k"
    "HeixA+RNWYhXGqLBh5DncZBNyx5al+sRvKE2O3IC9mKp3oY4IUTECdPfi3iL+kh/iTWhq6J+1uBFTs3XMQeylrnN56DrjKnPOkje"
    "xy37DhFD3+BP7QWrUo533I9VmzizI64eFmlCdkrwhAXpmcgKzkR2goayycIB4nzGSLr3P8x+3KuZy3E+dpR+bJS1UfMD2kg25SbO"
    "eSWbhTqVZ9JHDsR+PYkn+h5x+p1Y6feQCLMd46W0weR9yHOEV/tpVrcjpYjz2qYxzm1udjF0xjhohr3hSW6AHbXJmFZyqoySSpxp"
    "CaPM14jtm8c7sFHvQRz0LP57xSaDIQ/LdGzwA/ZsvcTY01zL7EC+Gmb6mfCEFuBOJxhNRH0luCHT7F3QjBfIZj2KeVSz3O/Dmn0l"
    "Nu++itNzlr9+UP6AfBjLofm3q/RpaO8uwUE4vdnwMW6SZ/Ckh8Lb+hzSdbZeBM3YRzoEvyJa3SQf4c5t0tTEo7OJ9Z8f0yqPcREl"
    "QrvrKKwmZnLjp20el1nQWnYPxxjHfAhLsosyadyyfaC91zCf/oZkUa+7+rg7f/ev1IRftn5AeanGk9XQMymCx3gT5NHlPpO4/677"
    "scKjudSl5x4lzQbZkbfFJHsJNN07YmgZIdY/6tix+4L1l2Gfv0CMGMgUfQYnaAi8L8t86Ost1Jl1rGqbRV4PvXwz4g6ldnLdqTXq"
    "8gyryaek8OsysVrDbjetuEDNvr+nzYNF0H/boZXKWRlcD2v1AmLHgdDxMV8RTPI5I+wesDsx4m+Z5mZ/+9c8/QS31u7WYZCVkWKY"
    "tZuYidiCWNcwkjbi9tok3S82pYvbMauJrEfj36nxzBsxTkzUITpx1ixT79SjIXXW0zgRv6fgZLbpNHhLm2iLtUGV1nVJLoN0xj1X"
    "lpOsGPuxEpwOqmJk5Sr5J9J+WY42Rgt1IPRIDu+cYcI8LHbfssnYdRi9nRM8HmbET2Zkw4/f5BHMEt6mJNRx01VAY0TSeGqumzM1"
    "UeJQilL+pRC/wNb7BKclrYumUD6DT7hCa+UD3N8XiI+UYOeBfW5v+rvWJVXOWYlqrn8FNG4p9IHxvazFu3wCf2qGzseN7o6z/yfk"
    "JRYYq+0Lfo4+wipsHS1SKbspHmnCBjeeC3DPb/ZqqM9dOUbpXPgFHSB/bxCjeyGk43TouXnSmZinaznbfxa5xt1k9hL45Dm+NmF5"
    "iuPlGHLvbSTK1WadxzmamKZ6JJPsgJ8qIW18iqRx/Pg/sB9OMo6QWo+AWcwOkZivmSaJdRCh3bApiSMRqVpf+Lf4al+s2/rRBshY"
    "3IfbG3AQ12uEVr4XbrDvGiiBRxql9V/PSllLRse5PnI5jTXbGKcKG7e0jfMVRHx+IMEKahTW1SG22Rz7fmSCcLHOMGacivzdqIAe"
    "tV7Xo8TlxCKUqSycz5F+Aqq9OMy4BLSnY0maBT1rHIkPyxDYr3fx/TbYlzk4x33lY30c2m0Hsf2/xm3L0HOCN/AJh4hxvh4n50od"
    "+xtqiWW8m6i6J7N2lEL/jHGGJQntvQJrzYXutf75+3Hn7RVbOUWSxSknFwfe77OTZR6dOoW067R8CT7T1UQtE9rZc22Wk0EvxprT"
    "Zv2AlQZD6C/EnfsYa+ssf8IqGi/RifK5GgtBCNJ3JeXUkJluxpO7CU0XN1n//RZGQo3rt1XEEMtjHbpWnyQaz2qdy9c0ltF0fmOK"
    "N6qY+SMXaSxDXHMrEaP/ImPgLqz8X7DYk7DT1nVjMzbGKHEOnmEto1Xz14v8PE9zIk5GWV2xPsi9sU+jxPUlFfvpoO1Ezykl8ppZ"
    "lkvFcX0U6FtibJYlegvk1HUlO85w0x9mGafoYthOY3CeD/95mEzFEy+C5RiGqDf+X9GR+onfz3DDrOPAJp+byVKZjlsfhz5Yr1OC"
    "s+UsPNfXOhVn8KoehzU8otcGr3HmzjyzYZS3CFGK78Qnx7RxVNtzA7OUj0MDfEeua/Pu50hHaIeothPrN6nzEUOSNZiEx7iLe7ZO"
    "9TfbeVH7ezlzWS73OeblHt3Ed+bpafiMQ2kbSmCl/0lESUM6rvWWOUkt9R6e3aF1FnACdxm8sjAj/R3Mujq2aGOtrSaTUUt2tb4n"
    "5bQJWdjLKn2OWUjLO9aRDWEjoohSj8Lc0k+nJzzmm3kwrSXp6ycOhbeOna8xzzj53/18hT5a/lZ/h34uJKODzTQfIIaYdI9s8Pk7"
    "F+O4P0+jvTiZGjdOm6/sfIlAN9YSh62x72zQT6F7i4I1+hi8s6+Jq/aEGk5eN/jL+0PWDRP0Y3IzGKrWfOy3odRoOr9e7DvKTQe/"
    "AI/lRn0Ye/QgvPlzZATO5U+dJKvx3uZXniZupj2QC8RwCLPxOdZxbL2dCqtlHCblzHWU+e5wh0BVyTpklOxrvZhzCjHDY3OlcdaN"
    "zKcpxdnO0I84UxnWSjJoX4L3W6Rv6/PQAJb1aCmm45szu19HHZLA+s7BzbsWvvhV2pWov1vkXfhGh8s0eZlcbsWclVmsnwZL8fWp"
    "+iXRoWfjs5zWMAaPEbhj2XomnnAufJRUvarSZzCTxM6ul/WUxKcw+6+Fvt7K2qQxJFvf5nLcnGza3RoiQCcgb3FG4iX6gEQ8evgK"
    "tZm7Yv1G8v281M4mNN/bvjvX1XSjvm/0R7ymmxizxjrIdRan31biHevU8MMeIKZ5ke7JSlI/rGkW7tu95AKKq/O13NSO+X9Dmen4"
    "Sw15ZjI0zSHwPZayi2IkIvwsaP6u5ClJeEaYck36uC418VaUnngzFpaHOe3RmPcU8Tol6e/bYD/bZxHM2dSiSXbvxr2mjzPzlfDT"
    "cZfSQlb4FeRoUz1zxonoMDFr2TG5BztLt/vPTnhUJYexcArXVULfN0r/KcJspLGWlTM7UeK16H6crehCBEGzZo1PLRm21J+Q7Jtg"
    "CQ351NjqdkK7zcH/d+DE38fJvQM56S8FxN96QJY10Q2U0Am+w6OKO7LZdyZY7q8GZxdmhGoIMD/ja7eyxtgNdqYVZHy9HAy/xjqe"
    "jsEufKEDsMoi+ghRdpw61PYEe9mKNMWt4mTEOjBHcDVl7DsfBAtWygmJPcVNlF0qjXcy27pPEkMsjXuPP+GfZxt3qkKbM8Nm8r4T"
    "kWsmOy3m4FMqPc7F2fT33Rz5Gr0Pr8vD8xuvVja07ThouYuDTmTgNiSoMXiuNaz2xvU1WUbGhmzozCeI6j0Ke3AEIsLnoJv6SJw9"
    "qIN4VofLP2Q/MczWUjUc8pMkl3gPNex52Uqv+nlom8blLQw7H+YcgOHGJNibcprciOdo3FPtTBtURzwfhxlXx4lPYxuyWcyUtO8P"
    "6xxnB3gIMZrpF/O6DvfoxMW6lZWl2Xo9NNZTiEZNd/+khinZWsbLVtpbk9eBnPKpY/7T+P2uwKfuQnRh0f0gMb5gi6Kz1PEUh/Fq"
    "J1V2T/t6HLMYp2Ba0ZML85yPFDf3ZxXYL+R1uV5sWvEn2BSrvX6Es/q6iZ7goyD/hqmYp9mSh9tkfWrL8Zop/paWse/hZM844TwQ"
    "Q1+0GtQn+qbOkhPkKvhDR8hHsCa7iYyUSV9qou/M3MBzbHyu4F/4rAfhM16iucnpemBQBz2aCZv9cBMdXqn+FdWK9HRiBdlu6hB9"
    "3i5B8JwO093JN/QDrOMNrHgZ1vwM7vlcTkSYPrOoeCk7ZcpxdosZtRfjXV7HdzbhOfogQvw5uUAnyw/BlTIeHp/5PQvlbHlMZyeP"
    "hK2vhZeYjydbR8Qw64QooPdt0yotac9SOS7X41pLyazzHZ6GyVkHHbGL1fhEGtdD2b9Un5szn9Y6Wn9i3/Znso90gFVYCR9kHiRq"
    "JbM17zA2iuNzbUrDxdMOE6rE48icQX/yTb1FHN+kQ3A0PdOf8wSG4jlSnL4v8JhXh8tARhHl7EuJ+o5dq5SPZXZkf7EMRYy6upJZ"
    "haGe29JyiF2IVLsVWuglrmMCJK2LrNPfIJU3s6vGTtBmhPvT7mxWs39L8J7/FEPQshq8YUD+CNl/ApHdDHw/B/H4RuZ2TFuvx3nN"
    "0BNkDbuT1umL2jUwfMa+WHc5Jw7jRL4wvqvtvL+18Nlqod+243ZG8G7PywLcv5XwzwbLkbgTlsvrSGb3aj5zBWfly9V5+EnPQBLi"
    "V5Ocpqlit1Q+e9T2IGpNHCuZgFh+Jqza1fIM7r+tbJX2DObCW/oFGs38L1eJOE46EwHVoYUez77YnXi2Qr0a8jVH/62PyyRoxOv5"
    "eZWsgtg8vutbTbCLz6aa95XRvh7lck2FzAA17tU41qS2zA9E05jJJqMFkLVRRDTaijUaU84a/RX64ALox1/hy/wb8vM75HiiWLXV"
    "utP6YbXdyPt6nFieYymztSfjnbbqdO0btMZdnAf/rwI38w49H56/+cstGyASuLWF1TGaFDM2PVZu4ZzaEmKlGk7XWn1brpJSevob"
    "sRdl5MHdjs+rbuJJp8g2otdXqNWi6jhP+w5xhPLJzFHOvOU6+Fw7mXfeTJvbWQ4l/nKYVQPLuVVTBvLS2dZEgy4Z6/R4E9KeqYYu"
    "swW+Xj5+0nDNsqDDQ5DEKPS72fW+nFaLwNtTei23Yu+q2Hm5hZiTNkNs9+F4sm0n0r0HStbVTK7Nose2fjbG8SFdIJE0J2tD5MvU"
    "XGOIUySue8P09mHiUDuMBziQm8QxiUSJpmDr+wMa4J/MC0TIiWJ8PJuxN5uwj4bldo1HhC7RabIUHplhCa1jd3cB6xhRnxsTzhAE"
    "cjdnLV1usjV7AzIYSYgcQj7LCGcmSmEPtkLeQuyr3QJddj078Gqxp10ghZvxteVq85DPQ/P0Eavt74Bsrode6io/y31is8S7/OdY"
    "NvEU1lVW6YOyAhriROLe2letJ9gxux/MnHw1415DLc3kfp/Gabkk9WAFma8cdvWZvCuWtx4rPVgnySUHsCH8GPtplX6Hu7zDR/xX"
    "iMuTmu0u5dROY9YsZZWb/a3L2iaAXtTlkBDjIuwkT8NH2swoym7Tx2rIWJNxF3+FZZgk+8pXYlgIV8GzKuLsSzn20jganoMmWYsb"
    "twj7NU7inO6OsxaW9Jkql514hLncqDoO3SRxFzezVyZKFsKdeP5K9u2Z3chjh6urJnURTXew7o2nvEnfCEbJOJ1E1rWJ8hx03nK8"
    "m0Wr1kGV53tlNnIFrnt5kz4F/zcEicxChHalHIi4+CediRP6FffHJgKi+JmfIJeHi+EKrPR8LANlPW9SFZ52J/OjRxNL0PgB2+C9"
    "aunN/YbdeBq7cRpktaMcKEk/l+jinJo0Z1aUEn8Ikcjy6XOWQOoelvOx1i6wY52DzVjbSpyITSp8BB36MT7pZLkI0bnq7Wre74Xw"
    "v66VDL1IVifPChZCqscmX9c7sX/LgyekUmbBH6khJ8qP6ngtrTv2ImKDnYgbcASeeLCsZtfnQnzK1foTVnGqpFCUVcOeAc/+Pzww"
    "NpsPsTdPwK4twJOv0AtUMp7Rc6GHbJp2Az7rFS2Cvl6IZ7xHTwlSHevagDkj6VmlG8ut95SX5FFEpxOh52r0B2ggY0B4BlJguGnG"
    "S7WdOaIYEQV+Iue2MeYOhcyOlPXyJdbxOW6HIVgcSMSoAWQXM3nbwL0vYVdIGZ7AZiSjnH0xDfyQOK17CX7yPWgfiyG3wCt7Disx"
    "BJSJuOW1nJcNMcdUCWtVQ498JnyGeyA5zeR0yPZSVtgydSNny7rDHtyHHc/EDftFP4VdnqTvydHB73jtBMTdq6nFqjn5Yp12uey1"
    "/4HaKUwvPIfzdhXMVGbqM5B9m0/9GRJQy4r7asibRaeGa2E9Fs2JYpjDzHYh9YF6vqlUPXJPr8MN572MUw51ZD//HJ+5GDL1o2XG"
    "gqf0BdinG+U2nPc8WOtSfVx3ybPpLowukvRWoxAxWJjS4phpTcs/Cl3YhrPURdCwNu2T6ytCOYzcnGeYo19DrsfKKniZ78g38IZ3"
    "46ef1+9FPWtyQ268euapasYs9RmbZLrH0klujvfbTSpvIhP80dKNCNNKe+RQNpKsfgyXTrjrFbChf8Br/xOyM0a2ET02xvO1mPdy"
    "1uVdfSECS7CBPvIxsA672PUYwY34QGKMqxzr50jcg1poTbNfy/TTJiTe8DjyKaHr9IWgAHrdJvKXQecmWPmK+57iOPtxbcfNmlyM"
    "514FHfwc6067ia94pxj/l+unSuAORX1XivUBXo4nfIvZlyhtpXXPGb9Iq8DhDYd4E2rJ3+rQtl7ADUqku9ST6vqyB3K6KcE7mIHT"
    "yiV2qmGNh6H1s8h9VJdmNK/2iL8ihoW+AlpmOT63CJL2NX7Woss3IVmn4sTHyVgZAxlrDplsK1b9Xw490h/e3Y96B3vHoj5XE4Ol"
    "tF3eqI6XfQc+PY+9XDX0cDeyLzni48gMn3GPc17lr2SW3isfywTo+rbwJP8Dv/d2nPVSSbI6dYq0Y+/ECtaJrB/bMiA3w8veqFZR"
    "NryOIWL1oO8pzV39vTK52pGesjkI612DZ7+G9aUoY/m479ray3v0f/cgrXe+AHHQWLlXrIfxE3gTeezZWM2szAZYzVS/rJsZjjC6"
    "O1AmQ+8tgdxNgJ7sBf/E0Kb+gsQ1k+mIDN6HBJ4EbdY+w/BIZphcJLcRCyWR5p8zO3sHVrWvNJ7zFkk2mECqn5tXj79cwbvSxmfY"
    "c2D/rFP0C1hGm/77BL6qZf53M4O5DJJZxEmPkI/9qzmBlmINP4FYrXHfNxfzPauN358A8d7ekK8wJ7m7kXXYOuzXNNHbOkDq2VlT"
    "vCIuv7kUvtUKnP3X7H0vUJvn6wsd+zhnefIY22WQ0diw/Pbm1GYBXjGRWEJKtLCNiILDfqpnD9lDUpkDt56W7AA3lK62zG8UM+7d"
    "zHxLtf4Cr+vvLLdu9SPx26pQ5bjJUc7/VpPBuYo54eWwzJfKE2K4GC9Cf/0Cj9/YyoyNYaAMIcNikj26VayzJohzupa9A1cyBv1W"
    "jStpKpH02+DnR3ju5DryG9nkpsnjn7BzSd85m2JKibFjtfHevMZzaYa4avk9m7aP0DsKcQahfROvOUVulfPw/2K9Dnt2GPyYFvBe"
    "D8bub+TU74NinIDD5AT8zC94t6HyPuT3EBnK+GwrTnCFzue+z+XcxhkS8tMmIq5baqfvYFjEn3fdn076n2BGyCKJyxHPZCJ2bMH+"
    "zbmwml2kFV4/BOuwKrhhpsW4K2Xshzscdr63fEfe11FYSSaR3lfpDElNA6aY5FLcgh2hCzqIsYG2ZvZ5NvZomEyHxvkdT9yMmF9J"
    "9o86rKMk86xK9I5u6Wmial+Nqya2bgprwTBOijXpGcZcJjyGNbob1o2V4gjZiBu7c1n0/HOxR0rWokKs60C5jazhg4kfEvNZ0mvY"
    "AVAM2TlfnsQOni69IMc2XTBbL4ON3En80Xh6D5K+A8l8lV5yBuQgwpy108RJTfj/u7xxOeeFkp6Z7nzObFsVpoa5AcuzrsPzOOTt"
    "m/D1fYiMeAH3qAqraEsEvTKs4UViMxo69khxKMmVav1ob8Gj3Ik7shSr+VNGwTedBz06kyzPjt0tQWyNKOLTBCeCr8DtGSDvQrLy"
    "mTN7D/7nJJkML2qlzcjLfvDLLSe8y2dWtjEud5is7SHXa4kka/13V7OLwXKjozk5nuKXaElUX5sUuQn2eiW+cje1znKxSvGP8oFY"
    "X91u/j4dMb5V4S2ung8rVoP4Jwv6/lx6sxvpVc6A79sFWuAU2ESbj+vODoIMYq9YNus/yRtwlw5AnDQBqxZ5GHpvb8SJXYNqTv1F"
    "YJHNU50oixiTWlddb3ExTsJzp/YSh4UYMr5xmaadiJ5nWCWPy5HyCN53DrmMk7yVLbF3t0k1J/BL4es9ywm2InWSGaHshhmDN6Vd"
    "umDV/4RcL9K35S2c72y9RjvAwhZqL90pd+AsHwveRsxyIyTnB/1DLklbCpOnQ9LvmkeuzxA7hvLo3Vj2ugIyk2l+gn6I3dgMP2WA"
    "vACtMxp39Uv8xKGICMbJFu5wMZnPDf2uTo13r/FawXSyTm3A66fJJsjCs7hR67WENj/qb8oA1jYj7BQ1zNprqd8TvnIXJi9TJ5kP"
    "uVmJ9+ktFxMZ9HxoqH54z8dwb9tDJu/G7ZtGHrK3eaOtU/xgnO1l0K/joKPyiUObDekYhE9Zz+mEk4lNdSFrxVaZdH3iNhW/Va/H"
    "Ex5j6OuIygQ392g9K7iPM8rq0SxT+s3lBXfDxli3RQS+YA1evQUnbDbpc0jJajxVhKyl5p3YROdAMcSDFlKfE2uV7oKz91wFjRlj"
    "L0Er6sQM3pExeE7HTXg8s9C1lJy9iYEag6XMh6bsAUu5CBp9KuR/HPzRGv0Ce1GTZkOxWn5bzxdZ0CTncGM4gI1/Z76+JD2ZFw/T"
    "Nz9BrF+9EDe3cd07E7fX9UoVsxvUTQav0OcZo3Rjt5Ob9Y15Ox3H3e2Gp5yGUztQ5kJ2f2G8N1Uewq4bimh3dvR3p+2u493NheZs"
    "KW/KMvYW78S/fsTK9sA9XSjG8TieuilCNpAodWgNdr6GdetsdRMTdYyzJpDvMcROvzCrr27e3vCjhbwJjaECRDm5qGTYiPkqhcl4"
    "vn6AtU3R2fDIf1PDa/5JWwfvq2FV17OpF6XnsXv5rw2kTMVYWQjjNSb1gdi8+SU4yVy8bymzJP2w32eKSeMgj2Dr4sqw73mvI+ar"
    "RR1/sJZj7MQrcDsexXluZqySja+N5mtq/LRzJZ4iyt/GiDwMluQVxEM50P7bIPERZlfDWuvz6pU+kg75if08/0wHpRFobDcWYC8t"
    "X2UIVVPlcz8l/ox0+D9ICo7h1EVmVZCRm8X4h77BGQXSGTZnjq96txSX9YmQO9yedWQTeNEx/yrzesdIwleta+mdFjISrlGH7JGE"
    "3J3K/qty+Kmqwxm9buPtyuaaEk28pqlZ7G7kQk6ma2CartMdIe5r6uuADTlI/jfKaHOceR50zgOIlVsQGymHOtcy1WalprPXfBHs"
    "0MFiHD+uWnmIfAu94D67knWqq+lpFUNnrobf8Kv3GSuxp9vxt0e4c067HOp1WUTPlTWMaBOeqyHEm1sBHekyKlYpKEn3d7nJ5iPE"
    "8F4ulcr0k7nvKON/8/4OZRxyMRkCIuyaLWffSsgjmxzv72mdz5B2lKtw4rU6C7JRCIm8Uz/Dih/V3+WZoFgrPYPsx2K9codTZ2RB"
    "Y7+sDwXbcIdsUnI3rPVKaPXZahiqp8hnjOfCnMtYD2tWSNTCZbjXpqlymNXfDb1iX++PG2E9qsvxk7WMcM6T9WI9X5sRAW/TGO7X"
    "qbKO8/vvyHJEtLPxM9NxYn8gYq3APdgBeVigrRCl5KkhQC6HF30O4nibUT0RcjuBrOTD8LMvNoF6Ylw9Oxi9dfSY2YNxe5rRY1qs"
    "Dv2iObPopqUvYazzni7EqrLopRwu1omejdj3PTGW8oGSwtNPSW+cvVEljHoTaZxrN1NyCyRhkHyMpzMkVuvU+EN+RVwTJy9bnIgy"
    "XagVekiKc9h8jO+xiq16Fqe3VsA3KcA7VOL3FGqh1lLfD7PIYwoYZthVuP17MUNqs13mZV4hFo/3hMwslG/IhtUPVvF1sQprPqzA"
    "dzifu43xQv+t18oYeAS3B6/KAJ0n07BO4y8wXhLzH9YiFrhErLrxO3Z/Lc58MRlGRuO0DhfDFy83fgyJpKdEf6feWw7rU86Juc/l"
    "evjbO7ROnsZubYaV/owdevbzIaJbDsJqx3IPdnIm+2BxE+jv0b8sIkbeLuocV4usSEfijoUpoafgHg2Rx3BmXeVDrHma/CYX4gmq"
    "PdaTq5kHvKkWpx6N3w9ghbdqp2CkhpM/63O6Ru7R6XJ3MAwe9mj5AztrvvcaRH2z8UwZ2MfB5Cx0jOYjybm23nOrtBPXbVzKSk2Y"
    "qCdKpN/+Yp22qxB1T8DP3ES83zJ2SiSayG2YP3avRBjPCT3F3aw5RvRMnInDX8nET/yg/YMIpPYE3NcEJKaXGA/Sk/K6WB97OXE4"
    "t+P810nY9yBZftPiqkX0+e0JYtSgZWoe102cQQ4zK21dPu/jPYzH2NCwbiMalvUKFiBqzsLr2onhwj3LXk7LqJq2TaZRHeNeL9tX"
    "7sJ7Fetk3NiW8rN+KcfqbnipO3VxUED/w6zNr+KyLVnkLqmipx5hPijKPPrZ4iJS85i30r4asmsL6FSHgWRIAhfJyXj9KHgUZ8nB"
    "xIk/Cne/knP2a/CKA6U/7JBhaXUk22WcEXbM9zDUMMau5UToOlrNuO/ONquZZLdqgp1k/YJbqHGr2V9eyr6LTjIDe5+ne8pekBnj"
    "dB0h+0BvdoNG3KnXkVe1SiP+/hb6HokYbmnjnfPO4ldxD01bt+c5Wm9hJnmxtAFGneoNlO+WUuNtSSqzUMvdSWi7YKHOFOO4XoW7"
    "PAke5Xy819X6LDvUDmOlNsLnDTOfdzpeP0kmJbfi1QfJaB2kt+vb8I6e1IM1s1k5EQQT1EwOl91e219shqTG+3o9JOJto6Fa7cIN"
    "DPksuGmsCPRkjF3su5hryadX156+5lkSogaxvvnlupjTyFdAC1wkr7PWYvPRK4lYYDJ9Hz7xdtw3k6DrpIBsQzXEXlHmv2wusA01"
    "eDb1SdJrb5evKMBNSrLD33zrKuL0hXUus+SbmJM6QE4UqztbTFlABMx9iEDe3ntQy6hlopx7sj62YU1kv1bopUEdYtFv9EpEWdOl"
    "f3CTnq8t9ZwmfKQzpblE0lmgWdi9vmJsSsMl7uskQvz7AsRgLkYpgQ85QdrKJ/i8E3Vd8vQghnO7Cz5KMzzRHZDLdewE3qZLWUt7"
    "Cl/pJ0Nh66q5d8Zo+14wDj+zAO9q2ObhNHNe2OOQJRDj7dbqIK6TIEOG9zYHr9xKZqrFeM2b4noJK1kzr0YUGiYr7iiZoDcHx8Jr"
    "3a4PaVfs9vDgIv0I/sH9TfRx2T1ow96Eak6TXyCuK7RMG/YwlfoepuHUP/vqtcF6nLnJ3Vodq0+I1Vg6y2kS8/mquEegTHpbnNRr"
    "sNo9EWUbmmsWnugC/K0Iz3NKEMZp3A9ZCRM1vIaTNpmQ1F5ppKm6tF7v5DV7NfZ3OnSk89gcglkV4nibbV8Hu/IXOz87IEqzXom9"
    "YCv3bqLOVKu3SqpnIjW3VcrsdQ3nAVfoC4jdK7QHnnqQfCsXyCt4Bqsw/xY8z6r3guQ6stL2k3/6TrI63idjXChlbFGJG/QmVmEo"
    "qoZBa95AO9zqFXqGGNZKOTRFIbvdDZ+oi5zBOKJKDw9uw/oOh7w9Ad0+F/vcEu9g+alpxEQJQ2o3EPnzLrzb59B7pn2+x6f2wzON"
    "lcMgewdLDnHrjU35NmKZWRa1hXykDtPTENytRnoINFgptI/VrXaxLm6zkz0MvV1y8NMLtGPwqY7RGcEJej9s5sVS5zMWKXTaJLSH"
    "7eFS/VYfgzdTooZ1vgrSO0GuE8MbXISvlMpsSEEJbFsRtPlruLNZRNY5Dv5BMefxfxFjiO+MHVnu8Qf3ZF9NqjqbQkWq9h6kfWZf"
    "/1Xrai3TJ6Hn3oNHtkMfgnTOh53aAK17rGyDLnJdBglah0fkT75+E6T5Ve3Hu2H9SA/I5cysHSfvWZcNbtcS7JnxxsyGdJkfeZKc"
    "Il+w3tba+wHWN7fCd4QX09YXs4+qltPxNfw8qzx/qptZsXacdHbvWgbzEHHswnmdLI9xJuwq6JWl7HA3HIhLmujDbwZ76PCVLPtt"
    "2EB19BlMc97vI72YZ59SZp53N8HMMB3v87QsxCffB2ltJo/oS5Cd9+UbsXzK/ZCkY+RoMR5JQ4TfHz71VbAeVim3HOQgifB5YpxQ"
    "ruTtTzAfXM+H3pp1Beu3b8Y8qrFNtJVHpIY9f2uxK+/IgcSSDIhxb+wobcmH1/G/Kj8OpdeyGUPhfZyNKMvut1mTh9hxFmLMd7pE"
    "PBdMJTnlXXdSVNvDbi/CKYwl7lVLuQXPOxye/H243zbVZijD/eEHlZHjqSNR9g0DO5Keb7d1nES7ajK7mX2OUUZxmyHzFcxuSjBH"
    "1vkcZIyYKhuZqS9mz1yUfZkpu+Qmee2eXi9uzsDNy9jXjUtrIyQi1fUWS9+GTozjk2TGHSKjaFHbi8OY3k3Pq46x0BpOQtnJ2Byk"
    "TQDPgwbp6flFHOPQDH7uRvj4TzFjFSc6nvVX7mD1spg9aI/Jtdj139jzsx8rCXvCJpXRe1zGiL4ZEVJq9Qt4zBlit6G9dCeifwol"
    "MMGnT2imTAuOlm+hf57Tk7FT3WBj2kpR8mlohkp4CHm4i3uw/tSdtc5tWH+Btiaiq83kFUNvfsYTGC7dmSU+EmdWwd6hvWUc+Uwr"
    "qVeHyE/0xNyMebWOZwYrys6VsEdOilKTXCq1PoPXi7NhIXou5p98RszJGuzOHogSlrADr4LcII9wBq24iR6zOLk6e3jEplgan9Py"
    "+itpY+12RvEcDsFkC/krG/NdvscaKqBbd+gveqPMI0/Xy+xtWQvJrcbOjeM0bCX+XQOP8C940iPEYpTWnIaO+n7nBGW2cT6wKvg2"
    "hiIW0h+I42loUFuZO99KHjZ3r1xPZR1RB2ogPxtx5tvI2mxIItYz/Ds7cgyPNZSW4VR07zokKyFXVX5OIso7UqqVvsO2mX9+V51O"
    "eWfjsJZOnJx1c4ereFMHw5pGiUPiJnwj7HCOEftujFTRi20pN6Y7bjf5XvZHyWFeR0SaCs8bVMUoxvgbbbaoI6KeFYjmH8U5r2Sn"
    "YpS41OfLDRIm46r5DceS0fIA7wfM9nPKcTJ2xNLcXfbrSCnw9tMxKRURC9zYZIZzuibMvpPpxIK4hyiKSUpjFrMc1fz7Ev0DN+QP"
    "7HSlrIeds73uLNMgj2bhDme3a53vEAmzZ6acE9DqOYLVr8Dht63HbXLT96WUIstkvyv5HhMqm4idwh1XYhqk8oqdfXYxmj7ZlH4q"
    "xE6k/l6Pd1HJfrNEum/FJHAco/0Y9et+4ljWk0TOivN0r5ONrPitZbdsCS3MfPgHW7WEM4dxRKU17Bk1S3ahOJyPMzwGXx6r6DXe"
    "UzEE2PHygc4j257NvW5mReh2GSj7/leGWMlF4+SuhbQlaofLNMa0npfPJkb2TjNDJNNoPxtxWp/qS2LsBN2x8mzyWe7Cbe0krwVf"
    "kPN5pb4FzXA8pKsK/mtB0qLxPPJA5ntMqItFfSer7fLBkkjvdcJjFU1BdLwRsWqEPAjljLtMp6/A/f9eDUNkNysM2eRDXUdsjVf0"
    "M9hX40lehP+2M+d5osyHjxeHRFXxLrSnX2B+4mXi/P2Z9OgfkSPkVJmJPRsixyBGn46TeFe/go/YGT73a8Ht+JQN8J6KoJ264I69"
    "j595XmZBMzST0xCbjdEz9HJ4nIZBb3MJ5mWvlw+xwlzWZHdyvuojfO8T/D5AJyKa76v58qHH9HN4qvvI54wufsdav017GDHPQm5V"
    "U+edHi1r1PWchtI9pw4VsPF6o8MsNt/laVpFq5ts4p1xzNyJv3Heuz+XkGEimuZucJrsMvgTe0KudtEWljJ6jhOxYAe0uOMQcJYo"
    "ldtJeN6gGmIxxchvZHdhH/jQhoZRgpXk69u4M4XwbEukJ2xfJ+z7ZI3KWsQsl8hu6QNv+ihIwWbNQ2R4GG1vnDO9ldB1KXb5ZcSs"
    "PZ6RlItBY55VPBs+T7b+RXTmruSVO0eqGZ0s4KyO5RWt+utma5J+etu6HnaQK8k8xUPFUIur9Ul4lF+wRhzjyUXZF2XZicHcr3mQ"
    "gnvlR7Hcj9ViDYfILMdvkM4WUkmf0nJzxjg0QA6gFr9AflXzx+PUU3uJscs/LtYXnMvzC9IV0VR9yFb5H8s/4+dzIW9f6ofwLbYa"
    "yrWsoU0USfFMiK/FiHwa7BdM1KzkeXq+9ofXeLh01GXBcj0az98Kt/kayHcJdnQLnsnqsbnw0izvUcsJ4+0a8ehB1WQBixFzq70k"
    "PPaH7fNwzvnlEVH6THLYO96E62A1w/SrG5uJNL1zVlq/1rJXNpCEf71hpBmbw2zslXWFj4X+meGl3+EonZrmFQmRc7QFUdYdfkmC"
    "jFoH+x0Z7HGd46yBFUHbNSP7URbjFuuTOlfMdqzDU7RHhLoAP2WImU/6Tr8c+hUVHp/tALEJPvvUrpLJfpQXobvM4twkdb6v2qyf"
    "RX2lxPFp3YBNqj6vGyHys93yt+mxlZDXeRd8x3PguU2CpvxZz0cs8Ss84KvgBVXrT7iH7chmfY3E6IUX4JVjOH0ZIjt3lJ1gIc7z"
    "RYgOXMOuXWVOpNbPijrN30eU3DKN6ZBmUh+ztfPWJEp9XcL+0O1Y/XIp1UzmvFbgP+fJ95TqtCVtKxHfN5rvrWXSV1oSPKP/19f1"
    "hlZZRvHz0hTGMhEsZQuyrBxlNRHTtPRDJUlJm1tqSkEfwhLDgUR/9ENSH2qFZUJhxai+VNQsUiwSLcoROXOzTGetLafbzO3qvfPu"
    "tnt37/v0+/2e5178MhHUO7jvnvd5z3vO7zznnN9vlWI8lfPS+tejhKzqWT7r3KHqdVKWd0Y+MK3uq5PSYE+6YeCQecAMKSG7G3Gd"
    "ObbNyFJBdPucpTS52+E+x9918C+d8lXPIqLwVHWR+f7ALOJb7HIlzo046AeQg6bKfHWO3my5+dnpM9jZn/E+1cMC/tS8wAHs/B9C"
    "X8OqU20Rem93nHvqA+7ajoy+CSj3PtuIXZmA53rM1uMJb4AdtwjnT0ek4fxmA7wEO9mm2bD6ubYENvK89PQ8TyoniMlVOiT0Qtv6"
    "3hV9enyZ96dPuka9QEo5qXvRkx1VvxzrFk3wkjVYBZnaX8e7/Bq+/YM5zZzN0FlFLvQEnhV+GwtaPsREfLpTzOOyEeWUA6o3D8B6"
    "c+LnIPMlq21kJLygadaUeCAyYrsZlAefWLK4rJtSQly/wJf2YyU97gP4SPaZZYCezuEaLtSqR0s6Q+XmdYaecq8AuSzG/bTBE2xy"
    "85El3GvVtilKIkPMqludbJyHVBMin8XqaHz16/Fr7xONymCzAwtvJJ0h9iLM0FnWXNutU669sJ7TQJ2HrVu+/WZjl+9Y0PC5GDwG"
    "d22WGFNHgt7smNsofleelN4Bv1Ru64AzFiLXr4/WuOddE37PqHQKzoiHr9izzTmYdp3a/qvYcDKgBnIG1cKuumEvDwAFkU1mP+zh"
    "tLsfEbfCXrqMP4g1O7ZWTLD9boVQ3SFN22U1L+NPH8+pWhLrDiabz4BidanOs/8CGxHZ3+PAkuM7qzl3UFDPwBj2ZpJ4AMn2O1eT"
    "UVTsqbTvtFvTsXPXqp/Bn9AOBkR1WjW2jOuwMU1+8uTlN6z0YuDdO4Y1JkOfQMa9iNUeQc62h/Uh2+H22sNAI7tcFWLYCVXnJ2n6"
    "M60syvcQshPmfVcdrcKe3mSV1glMxfnrfcB2+dDD5dk+FgtfVSgTvxAUs319rwx7UCbN2ggZLfnkOrAX3Yg2vyNHY43jbaz7Max6"
    "vnEiIKf4Qz70Lly/Xv3kG6UBWCuNsJXSc+hWDeyUThGLHbsFZSweJ51X5WxApyRt4u3OwSITqqXdbVfaWamwFID1WWu7DlZcbU/D"
    "rg+KESMD6+Yk7rC6Gabax/BgTdEViEkP4s9hu9W2uduBh7bZIt1xpsT6ng2sZcX+jKwmNvKBwZAeelR9gSPCGG3yzWnt+k5j1xIn"
    "E0/I+lrsuPJA1px3405napIzo2r7efeluDmBnewurLdXM58J9V42iq+xD7vZ6q5CXGXGzQrwP7A5xpdPWP2w7UYVmVPuHtjYcXib"
    "s3g2H7o3HG1k2D2hrlv6gLlCr+zomo3fMitqiH50u6wRP2t2L9i6mFXktFvh9jlOr67Ep2ZE0SXI1xuiaRZZsa+m0vJB+ZxzQNVi"
    "9i8EVuiyktejluv4+nM1thNRrBVXmId3vcX2q3dvFFGJyoWNRlXrGp0KDGJt1yAibtV7MlM9tRV6JyK9S6xPzQGyaJe+7pCYFhKa"
    "GfxVXeIpZEa92DHOLGzGzxptGZ54K+65KqqWOhkRzCN4T5uxb0dwzXeNFbaDqrMtxcqoSfMtImQDnsDfgUlzmZ2XrfiqSQLYyYVK"
    "yaVzCGQTeFKKE7SRPYjiXhuiB/fZZdR0TWAFlXZSldI6nbnWwsJrrCfYXLE7o8L8mXun67FvYLOfwd5exnU+xZ11ujftI70rZfB5"
    "SVWQeJJCzsNXxdWecg9hRzOaGOanr7Hv63UmeYtYlArBztOlOtiIW2O9mgA/oS4dMjZ3iZGs3/1ltPMBVVkGlBkkxHDmZy6uDlm/"
    "55iMQxfUAsW1OMz0mj7lw9n0nSEWxZdMFXMG7Ccg4OU2KmycUpVyK55xB/7XLb6Or4RQ+oEwF9gNeBufEX9hPsyWFULd7HrzbCv0"
    "G+U6v+A8+TSp3yWd5xzMltQa81J6Yl5Ftfc+WOsSKV4PwUOQeZOIeCk8BWdzs/JNRTzqsWu7IlahpFH5nu6K/PSbVW+Mgyq6Z7Zr"
    "E/Mt9bG9cirVirmGhfIPB8VQ/Kg9jjs95NZGLe4LfPcd9xaw32rzTDaH3aD8dV4VRGa448/L5NTF5llQN+A7VIJn9+UK5KtTzZ+e"
    "3yYekAm418nyRex3ISP8UbGSEzVPsgPSfSz2ssUhmxoq1e59d3WdeaSXC51uPfjm/9WqEKU="
)
# ----- end of the text model -----
