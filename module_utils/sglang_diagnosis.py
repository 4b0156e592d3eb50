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
          "|second grace period",
          r"SIGTERM received|[Rr]eceived SIG(?:TERM|INT)\b|received signal[= ]SIG(?:TERM|INT)\b|^\s*Received TERM\s*$"
          r"|\bKilling container \"[^\"]+\" with \d+ second grace period\b"
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
          "decides first)",
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
          r"|(?:^|[/ ])lmms[-_]eval\b|(?:^|[/ ])opencompass\b|/helm/(?:benchmark|tokenizers|clients|proxy)/",
          "the benchmark clients' own names (their command line, traceback frames, argparse prog; "
          "kubernetes-sigs/inference-perf, NVIDIA's aiperf; EleutherAI's lm-evaluation-harness, whose lm_eval "
          "asks a server for loglikelihoods it may not serve, and lmms-eval and OpenCompass, the evaluation clients; "
          "EuroEval; text-generation-inference's Rust benchmark, "
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
          r"|(?<=[\]|])Killed\s*$|^\[\d+\]\s+\d+ killed\s|process has terminated: signal: killed|^killed$",
          "bash / zsh job control (also after a progress bar's last update), Go's os/exec (ollama's runner)",
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
          r"nvidia-container-cli: (?:initialization|mount|device|ldcache|detection|container|requirement) error"
          r"|nvidia-container-runtime(?:-hook)?[^\n]*(?:error|failed)|could not select device driver \S* with "
          r"capabilities: \[\[gpu\]\]|could not select device driver "
          r"\"cdi\" with capabilities: \[\]|nvidia-container-toolkit[^\n]*(?:error|failed)"
          r"|error running (?:prestart )?hook #?\d*: [^\n]*Auto-detected mode as"
          r"|^mount error: [\w ]*failed: \S*/dev/nvidia[\w-]*",
          "NVIDIA container toolkit (libnvidia-container's prestart hook; docker's device request; runc's 'error "
          "running hook #0: ... stderr: Auto-detected mode as ...', the nvidia-container-runtime-hook's first words; "
          "libnvidia-container's own 'mount error: file creation failed: .../dev/nvidia-uvm-tools: operation not "
          "permitted' under enroot, NVIDIA/libnvidia-container#125)",
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
          r"Failed to initialize NVML: (?!Driver/library)|could not load NVML library|nvml: Insufficient Permissions"
          r"|NVML_ERROR_NO_PERMISSION",
          "nvidia-smi / pynvml; go-nvml as the k8s-device-plugin uses it ('Failed to start nvml with error: could not "
          "load NVML library': libnvidia-ml is not in the container); nvidia-docker's plugin ('Error: nvml: "
          "Insufficient Permissions': the device nodes are not open to it)",
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
    _Rule("bind_failed", "startup_failure", "cause", 82, "attempting to bind|EADDRNOTAVAIL|: bind: |listen EACCES",
          r"error while attempting to bind on address|EADDRNOTAVAIL|\blisten (?:tcp|udp|unix)[46]? \S*: bind: "
          r"|\blisten EACCES: permission denied \S+:\d+",
          "uvicorn (the address cannot be bound: no such local address (Errno 99), a privileged port (Errno 13)); Go's "
          "net.Listen error, whatever the OS's wording and language ('Error: listen tcp 127.0.0.1:11434: bind: Only "
          "one usage of each socket address ... is normally permitted.', Windows' WSAEADDRINUSE from ollama serve "
          "beside a running ollama, ollama/ollama#3575)",
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
          "|unexpected keyword|non-iterable",
          r"'\w+' object (?:is not (?:subscriptable|iterable|an iterator|callable)|has no attribute '\w+'"
          r"|does not support item assignment)|\bunsupported operand type\(s\) for\b"
          r"|\bcannot unpack non-iterable \w+ object\b"
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
    _Rule("cuinit_call_failed", "gpu_passthrough", "cause", 82, "cuInit",
          r"\bcuInit\(0?\)\"? failed with CUDA_ERROR_(?:UNKNOWN|NO_DEVICE|NOT_INITIALIZED|INSUFFICIENT_DRIVER)\b",
          "a CUDA driver API wrapper's report of cuInit itself failing ('init_cuda_ctx: CUDA call \"cu->cuInit(0)\" "
          "failed with CUDA_ERROR_UNKNOWN (999): unknown error' inside a Flatpak sandbox without nvidia_uvm, "
          "flatpak/flatpak#6047): CUDA cannot reach the device at all (its node, module or driver), not a kernel's "
          "fault; the same as torch's 'cuInit() failed' under no_cuda_gpus",
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
    _Rule("cpp_terminate", "code_bug", "cause", 29, "terminate called|terminating due to uncaught",
          r"terminate called after throwing an instance of '(?P<exc>[^']+)'"
          r"|libc\+\+abi: terminating due to uncaught exception of type (?P<exc2>[\w:<>, ]+)",
          "libstdc++; libc++ (clang, macOS: 'libc++abi: terminating due to uncaught exception of type "
          "std::length_error: vector')",
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
#: output), HIP's missing code objects for the GPU (right above the crash they cause).
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
                                                b"acceptable protocol", b"code objects found")

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
                                                                or f.rule in _DEVICE_REPORT_RULES)), None)
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
                v.secondary.append(f"the exception at line {v.root.line} carried the device's fault reported below "
                                   f"it: {_describe(v.root)[:120]}")
                v.root, v.root_rank = fault, fault.rank
            owner = next((f for f in c.strong if f.source == v.root.source and f.rule in _PANIC_OWNER_RULES
                          and 0 < f.line - v.root.line <= 30), None) if v.root.rule == "panic" else None
            if owner is not None:
                # a Go panic's goroutine frames name the program that crashed (k6's own packages: the load client)
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
#: spaces. ASCII units are left out (base64 and hex dumps repeat short units).
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
    if _REPEAT_UNIT_RE.search(body) or _REPEAT_SCRIPT_UNIT_RE.search(body):
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
    'parts': 'train .. validation-r70 (71 parts, tests/unit/test_corpus_train.py PARTS)',
    'logs': 4630,
    'words': 11554,
    'corpus_sha256': 'ff217eb09816bb87',
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
_TM_BIAS: tuple = (0.225, -0.268, -0.251, -1.281, -0.599, 0.239, 0.256, 0.164, 1.671, -0.88, -0.268, 0.217, 0.774)
#: base64 of zlib(words, one per line; NUL; int16 LE weights in thousandths, a row of classes per word).
_TM_BLOB: tuple = (
    "eNqEfeuyozzP7H9ukiJAEiacBkNW8lz9VndLxsma99tVwZZkAsYHWZZlua6ruualIEcONv2895vAIUPjuLT12tz6VM9L109NenyR"
    "07j8rM1+B3nuX7v+l95zOyyAfuxppLX2rwxcmhYPau99+6gvxzB2wMYmJd3yelnY9XpRTVh/7oZWj+uW+toc4y4Qecl4jyt/Tf/y"
    "DFyPvX/VzSXtw9R3NTPWLtO0zJZ46/d665MeYEiz7/q7wVYck+Drin+sAIf6fzyxmVukj8ulUZZv8+EfdG/mbuzracpZHaZ12ZS9"
    "YfZ85tIfh0tbp72xG6ZmQC4RMWlupl5AFPkyW/7bfniKzgJpGytg1RZIS9rPt6z7feubzr5nVs7/RTvLZ313zbwPbf1sxqFr9kVZ"
    "tLi9WznM7T4sytq+DbuBY2PEe78Z5aeyMhossJueVjlN16w7Upquq9dtafuUrPi2/u/RJ8tHMyx16rcnbxnHm7WuD7C+NKmv9F3N"
    "3tePp77USHNqtqFOP8P4QMntg1VNmyxhXce3R/X9asWz2x8iwUrlMQ7zzTLTXwdrpu3RNfVtayx9uz0mlL0DaqST9QWS8IRttcZs"
    "dWWgfYdVFlu/nvHot7kfq7NDEBjHqZ9vw4xnHPtSd8e01j+b5YXfCdK+PPp5+M8+9rotEzK2b1b5vfUT9J1+7lLl5YDQsjVYkxdi"
    "5bxsAPGNnTWjuRlvhl9xWUu43MbDOtTMPw/2h+7YZoBzZ4WA51rBPqyxzdaI8KBl2ZO9fi1A61ZWhfbgkjbMs+4/5s5ePFgftAfg"
    "gdvSdG3D9rceOyjo8/Ep+kZ7RtCvh1WCdUH7JDSrfFukW09dxmefH1DV9lnGV9pjRINg4SVSRoXoaAHuV2tdKdmDt2N22s+wWzPe"
    "rFcle/i0PFHQSLEee6zW3lH8bV8VzKsNkO++XociM7elvi37e0UL++BxQrptYOMW1s/LcbvnVlxP9v7NGmv76Patxzu9bltrdfjX"
    "Ml2q3DMRH/OAjkBkHcYTsFpeLUe9tT1mxaiH7puvw43x3BtDta+0MpmLPhgpaeG3LlaVrz0DbO0GP9HcWdoW1kOncrRuzeJbNr5q"
    "s2bfGl+xirkc1ysbhOPtCVnWxh61/Q9SPS434xOX84+5BIX222YMyVrFurBVOxnd1Kp+Nk4ws/LS2myp35dlxKPSZjxxfM/LNBir"
    "7l+rsQ9lIKruqNiNFXp1oSX11n/BXXgzkvpp3d/OhMQ8+r3rn0Pbt9YZdieC+TqYIh142q35Lyvf+BxQdO/btqJw3vud72Bs/bJJ"
    "gRhv6Iz3bM27PvaB3/MGMOzWdKzBNrXV5NELtrdlIBnzG6zoutb6c9ejlNlTNyuLRgzaqWr4QH24coDpbIpBWG+A8QFGxhDk7aQe"
    "jc9BNohv7YZ+ax8vADZa4ZFDIi/21mKoDXbW2ci1gaHmyBsNHUdUDIDFmnWFgV9d3AD25W7BbVtz3cmfwDKsXThXtxRyDcTPCkx3"
    "etepQXVu/neQ3za2Wou12/rhhrf0qm4JOf04DqsN5NtkY51Rt/e6DKjg3t7MZuhRwSkC3zUeCh2u1uve9c+yPcDkG1Zh/2r7Vc0q"
    "gy41bAWJd/btgU5yJ18JVDVz4iqFE9ewamP7Nh1rkPGSGI8oLcV4DnS1arKWNh370aAvXSF3gUPYo40l7jWqohlqVvdy7MZgqvqq"
    "lnq9ArZhhQxmtDHgC62PGUNNTzrq/zrsK8vsOjYZSHd7reV6XrYJhKXZGZlccbU8WhVPzV6WnVHsC7sMoEXdlwLfGvx3xTVbPf4a"
    "Yo3wXz+PA74ThWHfcmtbBJ2LbAb3Jsdllk/MGtFM8SQTDWUXcgitA5ImhxxrXncMhSBQqugDIXemqCuCeg9EJRMQ9iHu05gGyPjj"
    "EI8ypneQ8+9qU6DN/Y/EgSzhsASQ9PeAXPcfmVkeF5CQDnvZc0hkrFfRslQi1D+BEqt/3LYckJHHY0IrvR1eemrDEXte8mDjVPXl"
    "EJIHG6JNJAsWY3Ln0fNJR+qW7Wo5upusiqxYvCIcLcMJY4oJePfjYtzgZ2Yr2xcfWjswvvu+rwrzyEqEY4OnG8cZKKIOU2Md45YB"
    "tGiVu7Vj6z4bgUMSF4Vrj2J8JgJGtg2XAz2pn5/DtswTX8zU6HtC2CXz0ziElbA3MidZnq3QjMqCT0HVAAfYRjarryxcfFLzw/2B"
    "aLzXOSD2BlTBuICtDspvSH0BmZi4eyVrFEHDF7RpTsUxGVIoPjFd8X5C6bB7bLrUafbBaY9JKguFh7NJ/VFhSq75k1CmxhZMPEWQ"
    "ELwsO49bWu1pFvZPMOvpuDfjjic9fiSnjxb17PSamkRsDf0SkxDe9t/bB+rxcr0lE3TG/ta0b+dfBXJ24bF/vjHfuCCPFI4sqDVi"
    "GIQ7XAhXbNMpm2o1M/C0Y5AxSXMyOWOc2KqreBne4rUU8MF3AEk2DFG+v2wNBMYvjjpSdKMob0P70PKOG4PaJIHHh8ylOh5Tw/Bv"
    "heI1hmZjH+cYmn9OzaM/e+3UTBcXinwMdMpjNe5h7QuE1ScpgKBBqBeMP+KsE7gAO5dB02HfOPUoE+PWDYSVyvm2Fd80dGAK1iim"
    "kGI3UOfaxIeZrVSyspE0bnipffYZYqnyYtwxU5+WngE4YztI/rOOO7DtTcilcZ/BBa2JNUqKuPP00mSp4ozcwo6MApCVEWoBrBfC"
    "tCBvaM4nxbIqTuItHKzxXZBp3m3N2LK3XP5QTrKM67uWsTvHN2PZA/nqMqt/2YteefwIsQ01i1F6mjyON6dKUueS7KUxdkNzYA3t"
    "b5NHFciLP0PqszyGORJ4Hgsrp0ossD5ogUkli0l562AzY8uWtb+xIltCSNkN2oip31BU64prwQTdKsFYWn/2LBC8zMrmupqUyYE1"
    "EsVDrQ9CDgtibqonQRqeT9yaWUqsNKNfMW1qnjZ2ojfXl/feMxuLin9NELLRjQ9831utO2tHJMWu7/6JGYUFnFPmmljfWVXy7DFm"
    "aMhb36pmzUXxyRQfMhkliyS0uR1qjb5IRKfcVz3o7/1gNFlO3oif8y7oaDp9wN9j2dFdrG1tTTccyVqflfVlQWv4ppTaDhsNUl+I"
    "pfYDL0/3SIKofcwmNkA+QtMXGRIslUr4NpeQjfU97N8jWD6w94gJyna5auA42eOGiYRFeICUU0Dap8KoHcJTugG69S9Ey4aZyEyS"
    "PtxiY4JNdbYKB6B46JupCq2CT8DZXLNEhHHMwtuQ52TbcLMJrw2Sc4IEymLepgQh1SWEbdldrEISJhgW1BLQBWFqDCgkAMBXvw+8"
    "LY9MIrlo1yTnx6AZ7/vThHoBhIVTXUA+t/h4hGifiJRSJEGRWWFU1bwo4pCQOQUXCQDUSxyOAtowweuilpONHhKMDLpW1DAojIoL"
    "LR9izg9dMQNgR773YefzobbScIcY7SvtPr6m+7FD0jPIBq6Vo29aLmA1qs59Qc3v/wHfdraJBBnVvpYaJHRgKQYidgWByRLtFdUG"
    "YIDQ40AdYq3h9t0roYHiczeIQaUNOQZfpQLXoxpiZlSHd2REjqWz4YuRRctUDLk6lygp+hgI6uNhAGvR3rVD1MmxC1WbM+i9Xa01"
    "m/D633Oxvp5nl+peGKM5pKMlLBgPQuZHxqfVNXg1ZrDzWqZvDiaI2zebsN9rm6qQytKkqtiiFZePy5I62IfANBJhaxEJhb1vrEub"
    "YmsSRIkA2DCjHkIebvnwzUWycZlvNtPO/dY1OQcH8CpXnGKp5Q9oXDi0ZyntmBu+x5gR2B0K/JjFr6zJtCYU2TTR6nyEmCg1iQlC"
    "hzG1UHgcGlBcNWP86tlUp+4cpMs0VD4KoE9Yw8TQbx8/XN8R+yc27bZgtDKuiX8Om8/F2/Ho8HVP/HE0LpQboH2FZpxsjE+TkCzE"
    "KsCT3OdpnGdejGaTQEnf1PY3VPtLNUACWPrZt9E+3p6yzH2hbyMJ3GMMDcOQrDCfTDIhrzORU3wpo8HNjWBCXbMZh/7pL1A3ouWC"
    "M1Wu9kGodSTJ18SzjpBqSn6lFOhdqe/NOvWXldK7mYxkDXUx5L/JZNz/ZlwPBNYzmjxxbxr74WrtAoqW21zsZ8QLYiNeelzGnmaL"
    "rxVWOJg/CzR56XETVAUMMQ6a1LLYvPJd/9z7GdIU/uB3RYwuTcBGJwAH///EcxMum1rvRMiqEUMLkwEq/Tpwgvu2qFviK2zca1rE"
    "rTUyhlJMnCDmwieKAs3IspWwmHtBSETW3SMVAkF8EwF+VEu2p4j9ki2Zreo3lfNvkG0g939TkWrxYd/5doD3qM7ax7z8WHHeQMJH"
    "juJCgAL4e0DL5HG82ZA0+Bejn1VN65h0bVy20psEdAHFXQL9Tr/Phuk5kkNfHXdA9PHboK4F8Kq0asPQhPoAoPhymDO5YMsibTYg"
    "GJYVTdb7rAGgozEdg3FUl6FkJsYGizclRRIEABtj8cjEcRRPV3Pq3lhq1+Caqli/8zgJ4Jd3+IcNqkvSYECs/8CogXoRDEkMsI28"
    "VHHlRBN+GGM0gQrAOC+4JPLH9QUL2TA6H3ID0A0bAzY4xT0g66bdn4NvxGdgYY9h3axD/ejxxbjtiUkO3kChpMHP8tIjBrm3x+Bn"
    "xXE1+tVIV0u7gnbFbE0Rbr1aTQ8NZB2AM2vbmCoVypZX3rLaxeK81SjLG0Q7hsgnWvMNqiKGNsOYmle9HxtaGyiMENxwmfjLhuqQ"
    "GuVtqRrr2sNlQ8kO7XpYaC8eQF/uxiHf/bu/WI0nEqAeawZjm1dE8wjMckd9mEwDmn2fHYQesRkvPdjciDdZYF33Pp1QIohwwNUQ"
    "upCXWjzAggBjtCG3WSF1Yw3HD0xrwM99EfgEMTov9W7yxiKyhONUqFpB1aw2EeaktS/AWh9pQtWMEspLzVoxl/EBi4sQBkPXp4tQ"
    "zBOcYg0an6P3Ga7sYeC+9VWsV2egy5Av+QVqhZoVbU5jU3cQjT2DKWB98PKj0FeRTaTPr/wp+lByCl+zHWDexI/ZmGJ7Fw8HxTNp"
    "satbU8bxViv2vhsaieKREFqbwBdMlTyjP/4hZ10IWsfjhnY/rhyrLHowuns4H5NJRKiUFTOlZpQwYjEUBRYntD2WGTgRmNf407zt"
    "pdYSp+Y/lNnU4bqhQqcumfjVTBpTJli3uDzeTCC8vI1PLyi2TCBv5gbCVQNgfKchCfivj9hKHw2Dqpxmnn3qV4D4BwnL/Lb3ElVr"
    "Y1L6EfijaWszIy+zSUnLis+e37jQZee3fVfVLPaalQuOii49dJoNFgjw7NX+2HEIXYcqczfFicC43KjZBux6MYBREQY6e0bDMszn"
    "aidY+4hs+ctSmI8265ABPvX8r//VwBVXbe3BJm+4yWZeE/+yUtKH4NZsHjGdHW/FrBShTeVhZxKwCvuE+Q+0Atp3kIsQsrZts7De"
    "pENWNmgqBGh4tsGJAesB2/IappxC2N/GtxyJn4bLSmO7iFFSZLTAMBtOIXUUSCKGEPQbLp8qAOJSByBORs8EBa7PtuAQn3SApKcF"
    "4Ln9jkazTbjq62TFucEoo5KxikXIIWZEDPFXCChI38BBEOaFY0xf7RqulDMdSISMc4JtGZLyMvtyNQncysRoLauMkfcnwVdLtumt"
    "Yxhu0s1aaXrgQi7Sg5WSJuibSuOuJhkjWPHKlQNtWud+p9LNQBvd0oaLg6RsDaytot+mTDbMBEebAO+hbEBa4gDGiFUbkDfjQHWr"
    "7tyJcMxixHynPHoZmCKi9UGAJC7toAEgpWPqFemTucIthYzsiFw3VCKyPBIlrzEK1dRD3wB8HKcT+nzWsjqQ9WC30Qaq7yfm+Z/j"
    "3hwJc4J2gmvcpPecuRS+rW0wAhJfA5SZaI4xXyFbLBD0P7ec8ph6tDCiqr6sqYhOq6/qNfjJMsPHJ/vE92TS7MPY/XXRYMlawBKM"
    "BZahygtvH3HVy3WIOLT1gUKNXc9U6T8t1/ti2dntc+4e8bkAWK87eM4esdIAFYmpyhZP1S/bp98UqMhsov6LXjympr3miZpQiIXI"
    "d0FK6Dz8C1/68b7ZhJ+ItaBDpCuRL2sY0vL6DTFfVyD89/EUsJ/P2BhwcfSEvN8Zanmz8fro0AQQtrDuEAjrjOa44sJdVpAHatkC"
    "isqq2hNj/gw1ceS/jC0MtGx6X5ZHgeYWbRRXJwHsRkY2pewyEAuUuhmKqP5cHQQJQ0Z7QppdOeYZ0YIVIGfVBiW70x96qtmIbZwl"
    "ADrQ8AWwMWHpQiEE1CovZVTfixonbiLR571BoVCaib8IqkJotfwFxjcg6D6RjQVzjKfxZCqYTv0NIdQMYub4h8MgpZqfv7is3W4j"
    "vu/nr5sn4LMhJbwgT7yshNE/7f7/MLJe6mdls4lLg+tS0egGwcX4dxXtOXpNe0Kq00BV/rlzWbsM+GVVPFmWguDGTI6xtnNaInBT"
    "FQJcbFqIWPaDGcJULyNcQQRm/RkRF/cuDS833wVks3Q+v3OGrU5yafCCob1bSRkwcrDxGE/AHRseb0M885l6BvVHdyfF7UxOk8JF"
    "99dcU0+C0TQG/4PxtiDnYkh9LkoIL5sA/YGLlADOO7huasAdwdAqRPGjaZTI0Np4SsMRhVlzLYxZAhBmq8JoHy0LxYGFR+KyQ7nK"
    "5iuKMym3kelpCOsK7yqMVbh0KOT8Z0y1F39h79no/V36CgP8L//hs62Nor0ytvsvlmAf3hraIjYSqrC1ejXQ5hyXzpI6S+qAG9lS"
    "sS6AwCTozriegRs+ujdWMFwPe0nf4qIkdoE9HyL7e4/YGOelx3Ogi/DI1buXHuI/w7zOLMwEOxqBEiOvufT35jng0x1IAR2g6RYb"
    "jJ94B0ZbTVIYSoYRCFl8bt+OcTGIfwVGeYgglcQZKv5PlAPOiUZ1ZcLHU0mBIHOiH2n+YObIOPOo2IWXS789+rFH4rYzgEmxsSCo"
    "shDU/fW6bA4vKGZmbd/55/1Hxf9e0O0s9WqVe21x1edUnphJqQ2gDFhGrlYaYCkyg7vYyHcxlmuXfTIWCEzktaxAy3IBcxtuWPvx"
    "ch9uNnhZyO4x3FI7UFd4MTl+YD2j5gesfSAiTh1btgy/YDZ8GRZAAPZC22IYpcYLbAYQWPfUQFMi0iW6Pd5lJKtG+NPbFI1Wg5cR"
    "CVigsmeOSF4uDJBERklFqCafn5bqwmw8FZDuDdqOYHY/N41hzA8D8PFvvsREuQumYFiiudjTFhbOgt5hwWmbdFluJrBeoP9BAOMV"
    "ixNHNQJMDNRt6E9z+Y0vCnTVbRuegf+FzvRiM327rPo0piBkDTlgs60Vc8owyPydwMlEpqa5WdN9MVm4Qb+Urb5ivPaFCwQU3Wpz"
    "OZmqxJhnFGOLNxgXIw+r9WkrB2t4aF8bVCAX8BFk1+IHR3xC9mxycXxk7AY4IbdzkWGQUfnhNgnF1PqyQVOE6rekg+tDiuo+AKqx"
    "nM1nZqIkKMyhQ74OW9qjSJlkDzy6G592rTRb9MiZDuFiThfW64jVnkzmtAsULL9rb8LHRM2nIv8zRQvrkf5blFeCj5aAmUeLWY4A"
    "dA9eQQvLy7G5HRqhG8YvAPbKhFt5Yaw8EooIqTvUKBfD3van99rQ7tIgWH2izzKQtgAQ7RfUsVvozS1EYdR71Tb2u1Qyg5fBpXe+"
    "/i8WRp2mhVIWoBMkiGVkx7KGfehpsynIZ3m+S8Lm8rS/dk4g6tbTOLfV/EuRVlsKOAXi+0SEuVDFcaT1aVvb4I9XXFdA9rHNWJ0b"
    "TcJSPSj6j8MLPpjGeQHzr+NpXk2MGkNuNbkwm241nneXBHsKAt828usQhekiZUGSFHlWIDu2VO23Jmht+DS8d5YBim9zWu8kpftw"
    "RVY4AGAfWz96RHvB5AhfDeADigwQ1ctt0Oi49tHK+rd1M1/IHC0VoxatuJoLNi4MvNWRt0D+bW3aILSKBwY7K2Plv6hjy6xw7jKs"
    "zhMY1q0LGc7JcbfyvQHdbouFNgHrcFdSgDelnYFuBQyJFJPN28JiO6CPhtzFzB3855H4ikNPOJL+fKgRWI8xabA1EbCFHNBeJNja"
    "nTbSViYRtuhYmAmCgRtkfyDVHmkyYmtSgV1udAPIZDZ7bDvZv+yWDpH9pQNst3cDrlMv7UtubWdtrkMTtQz39h+THzGBaI0LtP2g"
    "Ku2p70MNM0BuuNHSIrQhE4UwLUWsPget2VV7kwo4jBuw6YFvgOVHe9rvt1xloR0Qvu9qAlJ7tbfjd03IB+rmtqhH3TCDwoaxd6Wx"
    "yiN7pGXpzgwhRC4VT6RM9jELISzOKOo8ToxhkOExCXyA7KJ3Eaw5YkAA2NlAglhYCgzG99ifMHIOC+0zg9KY8QsPY5+QrL7Tkwiu"
    "sv/UZ39g2oQz775BgokQJhC3MI8g8JmPEw2bSFBv48R40n/iBcG3SdogOtBySKGs+f/PHW5KvPfNuN8dGWB8+OPIx21bj1VPDj4i"
    "+EoCpwFOsQZ9BOJLb90wOYWVi3hTzAYNAMvphRXzCWroOVEfuWnsElsfynS1+RPPuthUUB1Ox1R92FnZgIMxv9KGHoaFsSUFEhLV"
    "abyz34d1wM0LZDNFeL6JnkQZbpj6SaFacehVWGuiJ5j8shiWAfZdxHnTiM1CaLDyTT//pEI9YKekiCnGcQZwLG2dSQCyCXWLLUWV"
    "+DuFMpiPM1DxQyVd0QxVoQytY78M46H1+PoGcKCJUBhnWJv06sozWWPS0iApkfkFALah2K1aYd8FuRnUTWFsXK7HBQPpOODyBmgA"
    "zH0P9kJDaKBpALoDwvvCkUDioMt+8U/Axd4up6CDSyXpBBNQTLwJDFZTNlWDJk0U/hHJ1rA4v0ECNGAMaWyBW9goENbXznHeqDHJ"
    "Yo6j43J0Cn80voHVjEcir7cXYGyB4bFCF6qmDhd1PC14LHmMxfhiq+KFASoHX7bZhEIsHhaHDKHPRay9ENpiiDAhZPYWXPd+k44K"
    "s43W5l52ESA0mjxAM+UYBGQzGbHvi+ppuctm4HRZ2sU+ORpXfSbF3rEyqe8CUvYE8qMEPvsCrLGn80Tzu9GTDZp75lLYYtx3hLzJ"
    "rVRV7Kiyz8aFSbq/Z0KjR7hsN8bHUH3Fschao/dJpLLSq84iZKx6E8wXTYPSht0jfS63NSmSnly2wTYYTinoWS4WuqwZDBvjctvy"
    "CasUM+YvyhiWrD4IqfrQVZZITtpZPvzjimV0xlsfcSdg92gI4dMxFdY6jDk7Aedpi+9NOrdc9yu3A2ZKqI8DH04Q+5m4wsYGL5pb"
    "eWtP/NZm+qJ9m+BnLtN6AphsypjbcjnaZaDumhu34FR5sSIA3yYeOCoo5igcs/KtXj8QEfoMdBka3xlMVSlZnMLNKaoUNJ+GZYpr"
    "Yz9kngzLslb4K2LuCwNsrG7eT6iG2mLPixV1kSKFfMb1CnJHi2k5FoB/oUBIMVBMlCTJGol7iU6yU3/mJhOjMI79bE6HFwbYju/N"
    "47bbba+zuU+k533wQZBcIKScOsUWqQDwDzzG177bdwnHDDqvjAPsKtm7nDbtGeLDrgyGjhrE3BW48chH62IXq8MSkBx2oVTY5Pov"
    "R7lcK5iFD8A+HMIw4Xj6EXPrEqPp0xdJi9YftBPtT6jLoOeGz541gMgjQhbYhOsvcx4Csj3yCcpC7NtI5sS/kk2ownzx+y5rP/3+"
    "TUwZfqreiZy3xO73l0ve2mzQwmobG785PM1hNOoJ25MmVLO6wOyK8yyNG2XQyGzNW/WJ2LjYNqz+cOLGbWOzgzKUdoXN7IA1c0+A"
    "xY0g34JdwGKSbi2tTfP33+k/MK5xI9JmP9NLEN/Q3krCTAGJ+BHlFnAe6mbYaHQBbBlIDnnF802aACvWf3afewYElzM1bYZO0rCc"
    "ap5M1B6zjBcPkzXxtiz7SRuK9BRg5AzGpJVPByN2wmuvCmcN1ZfjhoxqK2Dh/sNB0azDwHSD4Hz0AcTrDYzkzf/qu6ErV/dVWe3X"
    "VaUGMIN1mPOepAwTeDIwKT8YEreRRE/MSArsTNgjLveyfjg3SfJuEv/1fAPyL3zCKl9PXB4DXr+wvtaBt65vBrp5fctksV3+UkQj"
    "+9myqhgw/AFlIBFah1X3EV0YHLtEts3kuvjSbWVBb5tYFmMOywZlGYYWn8wZISfyf6mWIahsNkHZOcqy77rWi83uoMxtIW7S8GFh"
    "tufz7VUeb4rJPg41vWdPbmvfuULjAf2Zpa7A6Vwo4lAExbYp2OPaVdMSnUAYVhN5vhhH34UZA3eFEFyuV24Sul2Ayra+ZYHBiA+v"
    "1N6+dsN6NEP5Zrou1LyTgmcxTopZJACwmSlW/NtNik/uUqlis8q34ueX65tzVwuH0197XMLdjS8hfNzmetzS883nDV/ecJwaVipC"
    "O8X6pr6Jl4blPUDyAXpHGBoCA3Xi3DkBkT/dpidCZYcCbNpAscuKeLf57L7hMlYtTXfeQ8k+TUwi4r7Zg/cXLtcx7K9x4IRE+7pa"
    "awu+tas9LrjQZg+uIyqSY45wIuFKIYw1SpXKqPCDEjpJJuO/aP02HLyiKgHblNT4zltIsdemorMgatXPlVyiYWYhRNmDRyHqyAh9"
    "zGNIwYcDcF9H8jNEDQyHDzhaw0oudjyRiTCdvmX6tq1Nflfv14TvTITR5s1kzMxQzyR3iJDLICfMSywAFkRsPFmuWS5gwpMsjGDW"
    "XQmH2Uj2bZEpg7/GW0sGs5GbO7T5R0p49SmT0r/uT/+6NbrGSaHN6L8e4An/eIi7FSgoe3uagp1kL+Q7NXGCkhfTAJUAAC/7vDRN"
    "ou8wuG6+JYnEzUvUGkE0aB8YSJWkC/Dp0ZAwj/UaVJovcH220twa7c6Io879z19tXU3ThdKM5+GVFD3qvMeb6AwFaKBugJtxb6Nl"
    "Ey3pg8to8RKmqQDRdg/vDWyNZ191glauiZ4rDoZd4T+CgE999d4vR15Osh68n590tl5vXLHwrol5pts3o8doi2WZ4GJ54EXjJF60"
    "s6I9oRH5Ap9hdLYnMUBuwAZ/tbWwYJZdo0Jyr4QgTOcTBMr0mLgJy+u7AL+Twq1BSUFJ7Utu3yID3ZeiNU1DfM+mB3rlu3boLNk0"
    "xl98VWQvkO/WmA5tMQScuwFfum7D1GxvY6lbLwk9Ena+B9O846u5yObt4xWoY7qGae2z1comulPxSfkBI0qGH/zf8ChlLyYrIUdi"
    "VDHYG6BBJos08SnSBh10ZAT0kJO2UAUYyZowwjeD03TA5vK4tNp5QtzG1PUwXWhhnJen/G4Un2tJqGuaHIPqBgN1JvzAhsQRiJl0"
    "ZedRXey5cko87UTE6ojPUvWe3vAcDNWiMIi9fbb9c2IabiZM799kyTZhmggims1Zxf9qRiYDpTHiehoxnu9SaCgOGrezt8bdfqxe"
    "Xq/mMhhffsdg/Z6f2241/s4Kz4DqdUftuKRZOPZz2B2fORauB0xohTvY14tsH/vWO+7gsXfBWBUCgIkeXXOxq8WFoLML9B6ysCKI"
    "ucbi7LrZNYG8PWYSTeRFIGunDpbjtIWgL0EuVRByvQ3h8D71iZUmHJ8JsE/7IlGsE2n326nTAkRTVQC+yAzQ6zL2pnhMv3QZ4QpR"
    "ICaNlzdSsxSeEAnE6xSwrjpsiemsKC+4rCRhfNldLOFiJXexkoMhDWitlU9rN6G4W0trhwp+Fe2iRJflvo5OF7Q7qa//gmH8IVHf"
    "bzfgdR1Ae0pnTzCwb3B1DKidJwATOHhGrtw9MnPe87P6C66hmSt1cIZudhRqK9EKoUsEaJsdjJXTg44h4eyBervfiWPzhsT+O0H6"
    "25g1Mf0Gv3iwA9P0WjR0fkLGvLAI1EGHuaAdG0DSwnLggtHvLRGeEHqNEn3t301MiWDWVGg/WYC+EvXXwXjkFrF/f/jSCyo/3DGn"
    "6lMEhHAZeIFueV3+tQdh2fSMYx09B4TY9emUF8uzUWwfiaGS/F/p6m9ftIV1iYEnZcBzv72pFshQXeptT6ocbH6m4V+I+5VBHTEX"
    "QgA5oV/P0iEWDkD7LZpNpx6p5EktoF/zg7ASOyvD/Zr6/pGBejvBZwZPotPgs+WEbOpPVUIm9C/3b5MpcBnhqgMjXquQe2JWCXOk"
    "DJNROvJpjuEb9yKRS7uBBFs7/almMHxGaFegk0/xwgn4jG8aVe8Oq8AIMgsmYrEUruIrV2orGUvZH+ATqdji0jgZsGis75H9NDoE"
    "14UUyQ0cd7bz65QBpeT2r+Ujxp6OAcfGKQs0072i2cwD75rZYC3keMUlq2YOyH0cZ+TtIEnj8vZoEqcI0Df9GsGmyo0yI9C+9ic3"
    "tJXcVQ51PS4YKr58Q5FS9SgPuHhQahloNwHBbcAg4kByaPWSFczqS1CujLFN6cT7Et4+kFRg/rpBVZwe+4JSTDvn/II27AcGFCvJ"
    "LhV9eqgLqp7DOVcFZliJI1axmF6dHBI7XD0S3VdGHOKbdq1RBBB/2zwRhg39CdW/diCdSZhRFfuaZMGdk7sM0g88sLyLqoCz7r2k"
    "ufMsTFML8nknmMkTog9Cli9jvlPQdkIpQG9+FLF9t03ZbfP2G3o1+td2nH/QihudsTp25He5xgZ1G5ShO6H8hGl4DXMgEqMcZjEQ"
    "XKK9yietrw87WsrSTnJuDji/014ZKl8RYPf9Rcp1La2FxTOc20E+uloDvJqsc7WvuQIfKbxe7a6huc2LnP53lJvJAwe2PJi1dsjD"
    "0Fn+hx4XMOZrwIMGGoErUmfOYMrwTggquOQQyyMgn+Sc+PrWKQlf9Nhe2A03bBzphgmXq7szFNUYOF45L9b4BvyTWn5F9bA4pP+7"
    "4l+AjSD8AMGk7gi5pFblpbXsQaV0Nfy58BaLbCfZt3O664wgf5iI+erjmVhIn79IJrjJs8uZ9D2b/EqROuPMaQiCv99yDevqk4Az"
    "CeCxs1iqzImn6+m80/IfaXleuPT1mb5RKu3kLNSfjb7l6ff3ZRtMJPtpMlPzlMEaMEyYl/ODpqnwg0lX4mVp2iCE2UGCKPX4TrPJ"
    "qE0oT1d9kfB90kVRSFnisHu4RXk5sw0Hkd+16W5oZbOQ6twfPFUu7AI9Gay0ESHjR/Lf7rz3sJ6/bHPtzqHgvDb7zBIQzeT0d/OF"
    "FodTcGPAV6q3FJc1luv/nb41/ysdO2/g+OV/pMP9KeYFw3f6cAl9y1fCFIVS0LRMUvgXt/QwTjjB3ulaXwuQzctE/Z1PtX4TdcSu"
    "sFYhhWdAqnw56Mu0vHEhU9xS5xTiMwg/I71SKCMqPnfCwpcsAxmRSTIBmuUqIFLjhd9ZAv710hGCAKU8YpMKNWhHQqwxl9632w8s"
    "FiTKIs2JHysWOUGfDwb8HFhHrl53iKm5h/yxnOHneUJG4bYAQX16SvpE8zAO6rWDXmOyhpeViqcPbqMlu28aOesG0HKCS6cKbt/U"
    "2d8X7IbE/gGA7tizW9wxZQeRYKFZtEUJgUbspZV/kQC8ezmGG3sFIGoWuLA/LjDFt3AFf8QttIW1iCEv3Isnw+7DCn05WIBw4onA"
    "tSMGxUYLwD7xcJ/uGaCVcCD9SY+/AbZMWPGsPh8OpQsdCWguG1yoODnCETm5FBwrQMLczo6IYnyfm6907jvdgKGiTrByzaCi89/n"
    "Akr4iOs2axKwh0EAN7DWcVCTmzW67eeFG9+46uyISbYaIEllZoCGnXHgO97Y0tyMxtKxblFbNu0tqS4d/HWpwRUcK/eH1PxyCP2Z"
    "6OPIv2htTN+NZlOQR3GTVUNa8qwXXldB2XFpJy+O6Oh2P+yh238q1wpoKaOD/0sZrHMglncZkw0eUKNhkobDPSp1i4P+rvWmrNMS"
    "KPcjAFFnFrHKDtfTGeR2FZ3swbon2PULmxXdAWXV/aBp/eRG9eJabPee0YzCZxLPFMH8Q7H72w1MA+H3wJj+P+l75SeVWMQOYcJH"
    "j82PCjkDzs7aC8pzWNwOpG/sd7GrxXW3wHjwMMNOveckh2Eschoy9gqlbRUoBi3Y23SJ1E9DNzZDxG+FUFjL3q/HdqreMnHBZRm5"
    "XO2aLTC4xWXvbIHe7Y0Y4mgGV1l19Z0l22yAHh8R2Peb/FrJs5tLIb0l4V6eRuWHyQzrJ+7OhyUg9PyHPRU/KyCbZvRXe8DVyFfQ"
    "6ODPoqGluU5/s48Y7GeZGSgBm4zfay9fT1v0DjGnnx7X/Zp7QkEK20+2o4K+9X+Mr5YU8vI8TkaCn2pAn8uYSfuxNRGnAOCrHTAc"
    "oxiXMnC4ItBuAoOQPNkPE/x+unQIeg/DVpdIF1Qy2wzxTLECdfaUCUhDPblFOWM9YLVJifz1aPwUzBW33j5oVqnOPlmRz8nzBKF9"
    "gafjnC5PheFfLjeI+WPWIv2uFehO1745WUewwf+39tY4/dyvbCK5jjLTpNrTPzahBu1zs0wmr/Wp2EZeckJeFb6dz9VEh/y3mKh4"
    "aqH0zJRC7SEnopzORvJ6atP/RXPXflzHKdLjcIqgaBj0jVCwr3IXJpGeGi8QqgfdXXKRmMeJQmOf0//N/L6T86Yjp4ORybs8ZguZ"
    "CD6WbXwyOXqUjK0/M9+v4yXDuqEUAbnDIdLLeWLZ3s70/vXIdRP7SFbOGX2jxKntDAgmwJxSpuNj7vuR/vfB3YU1ZuuRcjdmS19z"
    "rEL1o0hxN+eB72erG+AdqknLXBQmVhQcZA3ylIf5ub/gn+dxVoZ8OnB9q3mnNP0vOhcgcuL0kTduqSpgZyIFIaayIdx5mp854tbN"
    "S3tXpebMuQkNnB0UtI9Sd5Qr4yjpPFmO9Ovx6y9DAb4wr+DOuiBNcf7nxzdOqW3HNRc5RTTvGz66FgkmOTWZWczY1js/x/zS/BD6"
    "xpuaP5b1xxMP45Dgad14gtPxyghPOrF2nVm0jl0o0n/1Sy7zfqf/+kesBJRkTYaKGnMqlJxl6WS1gxf/xz90LEehrDhT4JM+PBI7"
    "lU6j6q+dQjGJ/27lISINp4fTrxSu2ss/P51mnunYkmrdykbCWSsJ6SvND4mi+PuVREOGrDaJxDwUwTPbnJmGuyr80L9Ekn1LPlLL"
    "O0lOS+AbV5OZconlgwPyWQtnAs7W3a2qSo6a3lZRsGtxfL9m6OvObwlVxw6cqRtP+dNmqX8RZZWiKcNH+q8scGYbyM/y72+3qr8O"
    "9EZL9ZpT6W6+HIf/5/jl45w+EGyrxYD9eaCQEbWBMn+rlpH9xIWIv7VQQV5mSMSBSJUSqHz1GXBs7Pai/tIBRcJ5l2fY7a4z5Lk6"
    "4KENIC9v8VgMABadt6OvJxwKCzhKSI5gtIO3n/WZHWTH2eb/XNDDOnSVF6MDCMv2wPlvBDiwoI+4/pfW1UbTnO5zEsf+rXT01HnZ"
    "J0wSiKk86Dmk9J6Z3bDAtOfTW8unefUHdt6KaZ7D0EA4yP5+Itfld9UzSXwrP42KifIIo8KBpsDifdwtUMLdWmAf38CdA5JPgXas"
    "7W2J7J4GkML5snEgs7jRd6R27luEV2j902PUPnegcDowJxtM2K+5f1iR95VsiJFPnqt6b5vRLnc5PYb0yX/vXK+ge5eqOGTzBJF4"
    "gCGAQ/I8vao8V6+A43szAX99Lm+F8OdLkNRnY3cuJocsV1z+VwiSi5XBkqrTk32G2HdQDMtO0ArqNGoolHxGxTzO2ZsjlFTdQonG"
    "DkzCoiakPS5vnwOEqxgkmVrw8XBDJ8pw8vwH/k4zUC4hKz3SXJpL8H4ecstnOjJQOC9gqk/0DYw1UJvlYL6JEAkLzrSEq0eCVB9D"
    "e6x1ZJwNa9cwoqL+HsMT3kzsVnvKRu+AVta48gbs2KyA6RkTIABwRRIIznqyWDx32+ZFIZcpUWuVV93nQayO+p/+YQovqj8cR5/s"
    "/gxfpIRVK3FlmFtwluvHciXJ/qSkU0gEy6GhwdRjoXUn65Zu3odhINm7kAe8gy6c2A9xzAftEhziQ/YGF4AWlyVifs0D8Pqjgh8C"
    "BtKkEeIxZAJ5RDNW/4GtI6YpTziEZ9hyIhGODBzgOx1E/QlE+T7RE2jz78sFUOoXKwcn6F5QSkoer3+Raq18aIL8f6RTkizT13ia"
    "ChmgWxe7B8ueayEMd8mk2B9c5V3C1ed+YaEofcT5fpaCsfkX3K0xRAXKbqjK9kPGXXFR/8QolvpjXuKvUFoI29ym7M2XKfnvfD0h"
    "PhsnrhQM/PQfAdAkuycfPTKASwzrWbhaBnGQJGCtA6jjqQzUB6vcF+Wt76NrfmKu0fyksaH5xhL6mq8+TiGu4S/CKQHoE/M8Pe/K"
    "cZd/l4KkdfG8PlOs5KT+xHx4dxQdODYIBA2pOFNWmWD7ffFMTgeUJZgnVPQPjUAs5DX4f+Ie3oKSkQMLj22EehlDeq0VTxjvXJ6/"
    "+ViUTx3XUctVnLjsgB5tnFr7GgVqjMsgulWBwI93eND9Rd+3HStQJz0J9ud9aTk2SBAUYI//O31aqu8968LL2+NuT4o7s7voPNK5"
    "UOcyHuZJ8rnCJFo1WTw2+j4bsvILx6FlFQlgp5TUxShP9OkOkA39X2TJc0zy0oeI73IZdiwjiLkTpF6tFynqA9BfY/tihhJBLt8F"
    "EEMrFpEVuoSaQfoYH1RyTns66H4LS4RH2DpFn6ZzReOJMa2lQ8twGumxss/tRsj/+0+yPvdfdZWSUouIV/Sqaa0ff58GP2DyeXXV"
    "ZNyALVM63IVqnKu0VBACHNym5KjPhjFmXRv78bpacMFxH9eGV8/gAovJq04vuvrxRYrfFnd24b5hZACvM76RTVGhVgAhYugCBpcS"
    "dQp7cAiPSUgIHz2DrMm9NiO8KsCopMqWJVceJ8NIrxj5SGjVrzbvHpFVJONtaWcA+1GP4RPUjdSd8g97RB4HCk9iV+5C8gjGOWnN"
    "aLGpkhTp7QGl5tq7bwrDdxY8zFnd3rTrBbHgLI49FUSQe1hl4AueKLGL/ewPF6sxqykTRa6orLYngZe9pL0vP9Bn7QJnAHZnV+Mq"
    "JIdrZ7Xf2SM7e1aHO+xZWAG/Wtw3uLjtxmN7cm8325B2xQhKUy9CoWL1lQej2Tf2lhvyUPv69q6QG/HICoQqF737bb72P9XV/oWP"
    "xNchFzxSAsP2lSke5IiA1eZ1Wnt7wHXGxYPICUCfG9NpeAC7Wj6GukFwgwksPnWoY//cdejHTqF96sBEuqtQjsmqYjmcGOVjQmpB"
    "dA6D7knA+gntnHIShSRAOJzZ20BI2QEkQct+paNYdRO6e2L4tqY2xcGpTBkZsPh4XmIVxyY6gD9OuPxMZ4Irv2CK478AJuNlBMEq"
    "GX4p2khDd4KnYpoxI6CRlgPKRIBiqn5krSJXBjrWR9xlgAc6DV3KBLRcB2/rkaWRbJKhRL2YFaUPt89a8C3bRF/39EWr8Nwn67g7"
    "Hb8OuPCf17mdgjtvrvaWscF1Y5AQzpVsIPNquC/uFKvjJ1iXMLcsF7jNga2+aepTkjVreErzKLp8XNYmTQiX1FPA5w4vEbGnS9A2"
    "CvjK6O8tHp/kLCmcOqLqfy2++FOqfxjx1ekxrGduwooPuwA/zfq4Fey3pV9JylsTCto0NvVpMHeDvq1MfV3XEteaDHeVFVSX035R"
    "XG2shEdUXVH0+TnIBT3hZOzxPGFfCfrC67+kPBBa2xv710db4jKWoo/tH9eRHi3kXOFsJAtbq8oZh6xayCZ6sPHonsN7y3jY++x7"
    "8RnTHYH91965tDZB9Y1EOrKl/nKgLSofsiy4/C8wLoLS6AqOhR3HsHEw4EIuAkgNGKVMRaSrITNHdd0hfOMPt5meswAnPvJG5Lag"
    "dAA9GMCTj1tBcJvkVZPe6LmMkDe51Y9hSjs0P7C6OL71MwEag9gDyptyOrdvZ4Td2pFs1FO+x8XWQLEdJWftY3ESe9R9aPlXqht6"
    "DOejKCmfCO0/s/c8Hvvq7OU3rQ6ilzxA7v+sOP4o9GKxd+BotCval7VbK4jYJm/A7TRZk+6DYVLE02UzRCIFA0QwmKy4FRdBp9D3"
    "UAD+jwmwtLhicOB0M0O1zmUh7rJwBou0g7Y4GQrrrEoLNddtwIWjRd4OIIsDj3bkPj26hsu+J4mVqm0SPjyA+PHdfXhXkm+5woEq"
    "CU/wl+IfcqwBKE7fo1VzFbbNAP5D82ck2ckelbqVQT5r/Josy8n6t6VL5jjGK8R02PMjqL+OlCHt23MbibHQiAkG9u19EGO5kXZh"
    "UtPKLzBDTic7nluImSQO9lYrRLNT8z54GBYXPrKpawDevRxrSjBOoTwpcEdzuhEgxEOwr8dGGyGs3jNoBkadwqzr/cCkRcwGAScE"
    "DyA7s2iESEHXYyRNsy+MXI8dV/9SyKNkAFKaPFyYZryT/RPM841XdWt01NtNZ47f4NDQwu0CX3xsmAhkuEnoWE+kY4jzfXyTwK2B"
    "AbIJLbdLdWvtRxaQ7vDjaYi/9yTiELdkKbgVcQrDuptNFm6dPafbYCR761Ks3SFbvfj6rR+PimM0fcF4AycMp72E7L/WWuw6k+fY"
    "sHfj6aAMdWCoePMYsR+ZmKp8cFo+jtcfKmTgkmFGz6cLd8Ev43E4bnG2r+uMfp32W5LEbr9w8dtMVN/IKGW7rCX/JF+/yd0J6TiY"
    "AtUcMwj2ATK1zASILjmd7SiDdVkYaLEnWFRJUNwdWUFxP11xssOZ8uvPOXHZTijvScwUv21QsUHtg+N20TksPoyLQuZHG8B/9g9b"
    "WuLcdB1ibKbAcxqR8uwlEpwDEvF9bAA/jlEAH9TJC0xy/62C/SvzvlzOhol/OnYAKXbPEy7IvglMquGCQu5Y4MXuIFDzsjOQ+1VK"
    "tCyrg5g9fxf5/KLpUdItZ6j+OEHzJBePiYUimx0DnfsfF5RCSyPqa8+mZDxC8OaO2cuvnReuXwHUcSTKk2/97VWxPhmTwrsg5G+V"
    "8YnrzEEwJrbC8QIRrRniWNfjdsf/ZJkbRXkauhnGw/Esho/vm1o1zxBC5MXNrkMFPjvm/iRb4orM7brajPl2p6+oaXlStQ+ie38B"
    "yDXeG/j79VVXt9sf+9ttGhnUOrxeoPzzEM7Hp9GV1XleSt38I73cD8jUcFyaxUOsdcI38dXT3RlWeVORIhndPXx9k6fpb0Gj2eiJ"
    "LivsqmrI4ScR8not5yz1EwMEUuQVCRYYWqeYReY2lfLNaOFjdiclR65M4LyjPre6kPg8xkejRz0tPOx7763V5f2/6majC/jCcLkY"
    "wzEJ8IYKN3mPSr6bSUpYPLnhc4wlH7gTC28MUx2mu2SadCttIZsHHIYorKvwHlLBl7+M0zyqMYlykHYIBZz9sjqNkv2NZzFZaD3O"
    "Zmm3GW6tbrONsUZYuEhyW+i2/cYBHds9bgs6gwUcD5YF1m43+nNqELsrQ5tO4eIDnmil9h9739riCr/nBpuUiYNt7PrLIFY7cLQz"
    "du0w0AwTULC4DNYLJhgogUxKhKWLnG5b9bH5B8gd4q27LFPkpZFPSiwW3GeRS1MhEHxqaKBEawPOvLk3DYP4P/2N04sbXBQi4G4F"
    "a3BVnHlRFYdf8EBKHkZp82bGFAAJgdMRom1IAEnQUoWDao/Pgclx2m0aAkV5Jfs7d43mzFPe0NRfqg/faCWShMGM0t1Y3bCJQiHv"
    "tanWm9E89qRb+cKzKQKrVZoSyAyp1rpuXWtDiIhosgFzIuHg5q4wiF7eiumjEx0HFSxf8Tc4aEcgg0go5pi4tlGWBnFBiVAIoQZn"
    "E2vfTCAiSna1wJ6MQ6TQ4GwqdEsrLu09xb5OqARB8JO2yp1mIMMaIzLoKKYowrighn6SstsVLD8AdRsjmnl40RmVQiVlKL+Nh9PX"
    "lI2E+z6zQMJDK9AExq7eeqMNAYlSArspZjz2v2G91jrA/WbltdsYc5CXI7S8HwOujkGv0BUV5Def+NkiQYfK5gbLThyWdjvQjv+r"
    "7tb672EHagDMD+7NeEWAwVHLGB7B+FQKb8dD2I7FDo9TFWfx3OUh/wZAgRAcS+4RXwIgMX5XOCDmMdhsHhNPBtT+BpA/6o6Dui2g"
    "x+V7wysfQqmTl0DxPCZuCduW2+a32xh6UacEIjchdyiDEeCIort7KUWsFX6DeODenalPEDhk3C+WkdZ+raW5JdndMtjxkh9rY6rc"
    "BYCAswa3VhDOVXmC2NBO4HGCsM/xrVhha6sY0+MGSjWgIz/MAOr3ABDFKTGKziOqhb8Rrwi2XeEFfOXOlRaLRnSlO86VSD/NjdCC"
    "EA8f18oPdlaUGIO3IgaGFFSbBdjFYzEUSYq0SYS6U962PI7qbm3u+uX7hRI0qBJcM6TVGEMxrCs6NZCOQ/7E6Gho0cOBwQn0ABdE"
    "hmwNTLqvtFriMThG044LAMcF8r5BmvoBKJ2ufuH16keY3q843FcKN69ly6016EGjq8fwX50b85DP+Alz9CCJxwRGBp0RX5z6fsoX"
    "3Xdat7/SIexzBW9dxqF95/QfOKo9idT8+jISVr3LFaXqc3npDrZU7qWoIEwzQFUjAr+Ahvk+rLh+OdrE6TzXN6O1NeHciiS40FAa"
    "cjsWiKvmA8htxsYFHDY9CdreEce8+466xrT4jtatGUxFnQoCdm/4fqIXUgSXrf+p6IVIut87bL8sYF/AuBKq3Y0nsxhpeS5dxHmx"
    "paKzRwS1P5q2NHllFYCaPw/EvC+4+dgYAEUefmCRVd2tGG0AtouLM/cV+IHrU5S62y81ufnXmLzEmikSwqmvrPkkmzWYsOKtOMSK"
    "G18QhMUv4dP6j6hMQwn6QA+4cMb8iYo3kgRmYYB3GIOSwuKR6R9/DNGBMD/hfALVh1IEAn1V98NusGoG2zjAN92dmse0mSjg2m8s"
    "8Wh9Rn1rAel+TDZFYZgQTXri/D5IZmzTvLtV2Q+mdlbLP9tqDZLOLDyKYxrDw0WaqtPZhYFoXkNTuT8jm/cMl3oaX4ikSDMImpjh"
    "stq1tRYku551uMP+W2J/V2LWPnCinGPWYOsJXvWfDXB4WqlQsrDhhBUHJFDL7+DeOQCk0dqlxdTwWHzMjxmr9gNdX2MjwQluDu7v"
    "+oSu9gp0bawWD90Ll452HIyWF4pDzTRcK/n5qAp3Hw6u3AEyB94pRlUMD19kRb9y49XKxtZh4gleWDWnLR8dmijM3vECOzLsq1Lf"
    "3k+Ec0lfMigJCZHJpfZh2nY6TDdcoE99NzQ8/YUNFEF/Lr9kFF/CA8A8itmDY7KCEpJvVQ8QzBIgBC0a2slc5+P5TJBv24MyAUA6"
    "LgugbmbkIzBypWFucfnSu0G0kfS4vndbygjkcxSao9i7DLUqxDDfsxFJOprGsS6AeBLzPxcHCwmhzzSAc6LdoQ1UBcaHuzv/DI28"
    "RR78HPCHb9rzmyG0jxMuNv/knCObFNY0IGMDAz2/CXxVvoMpYlaHwCRAbzbA9UqEE7chU6QrHiNqmmgb5VTttA8gCfL4OWCjfwFm"
    "XRrTdWJHAJG3ayXDAK2aa81TcAj5537YDJ0uFEsS+dhJoPK/QIdVB9qfpNhSdVLoTzSjeuTzJKQMqhgNnhfF7PmzzjbAVr2KOk4E"
    "6Lb+loUP2Iwj8O83fd5QUfklxypYXvt9sLDSftlb/Jvst0dZDqGW5gqBD7AcxpS2TJP/o3SBToKrOwr4M7nw2vJNqMsNHr8SOT8n"
    "9dsOlUQbr8pXa+u2YF+HIcyNpj6JLEmx5YGU4oNTUKjsFUwN9gme2180By9SXB1EyqfbPZIklRLc0ZH230V9brlr6BE/8/DPxI/s"
    "/yJrccjTsN/uVy3s6z9ybLc8h8Yz4pLiP6qr8l0/EQ/prJbCx2FG+wJ0CaUgTHCGtH3c/1XMRUp3wuoef8RFH6NQ3DtyPVxLcwxz"
    "scvrilawfB+Ke4OlQ+RxDHRo4wZuqE2ODBmiZo8qOMf7+YRu+z3uiwm+o2Gj6ZiEfEewii5Q8/3coHmZsAHJAkc37bXvfBh4bBOi"
    "VaXAONZT2JKTW547pEIiQ6Gj+Yijwojo9l3nTmfIj9l2PB7UiOUKSCfUF8Yag58P5fGgugg4ngT9A2Ib23QrPVOWxwIUcMrI2Fwy"
    "vGzllNfJH/k4spMPjQt7w3fsvboS41SF3/2+KjzwZ3jRnaPCupleDmWDcE7Z3UWgp0GNLejlkJ6yxRCNrVkh4rie8oRYI6f2kvBV"
    "TdkhZXrz3mDQ2DfxrLkZMxAjqjAKHQLTCXFmVN7Y+zPncXIg7n76k9dljOISHAW2wUIlvhUHE51QfJTg02YyEzPy1AdgpNz5KA6O"
    "VGNEDIe91F4GHhbx8R2k0ozELYid5Ac1GqZx9nmOMc8F8wpGp/L4HBhAbwYHnMDGbPnE/43l28wXhlZUCJlk8aqh5hxs7jisJjCs"
    "b4lXNUC6jh9sHmSZtfR02s8A0QnCAPyMRANPNy2G0DIPQqBLPOk8opr/g1NCnJRpIFwf1+lYJZTT9+fE5Ulj4xVMpeIIyCGdPTzN"
    "uBqEKPyUwKAQIq9QAQ1SGVeQURT3kBhY92jb/JDYf1gVOxEFLrqNqJxRDrtVOpjcbiKmyWgvvMq6yh/LhF0ANrtsOohAjnYNfOHC"
    "ZOJP96j+9NbETdwyANvak8U7PfFb7FYVf2wIsUdYtv+M1R8bi2/2wUZYLrhqBtbMLFKYEPCotz/L3R4MPz4IeqRae/mzHOxwHhuD"
    "CtBugAH5n9UuewqMlHnKndh11nxQcmGCy/PleaIFXMfBZZtTdwEyDFSzB27vP3jZBP3PYe88rJ0/avvRmOdxqbjd40Hzoql2O/ya"
    "ng4pXVGIfGBPJ8K58jmBt92GzpCr8NeJLmhX7XsjDdTZAwGcfMAoyqQBnL7BuyAC2jE9rnYN9rPsYcX/IWMwCVTcFQlK3ynaGPGF"
    "1pYZ1A+LkLFhMd7rdhVa2g6zGO4qfVjNP6wK7NXz8sNgpPsp6Qoey2UZO5xh9lgeDxPNH/hxN6C99MOnc9ZXPeyJe51PIzMYpm3h"
    "oDubgK30IfFguniKQVwY4jqlrMYeu5tScllbU/1HeOgRY3l8qH0fx6VngJaHGKtuiFd+49N+dcOqd1H/bwPSxVvDM3YfhSlHBmKn"
    "I78waJdjoBnvtzHIL0OQL8KhLp+p8gSX0diRGYLOecq8S72ZwGXMD8xabnZblhM0iz9R6iUCdYi+hDOEfQS+2/akpZ+eXr18TKLJ"
    "tJ+iTAlQNtR+SGe2lvmg6lggI+nTigKjIGBx9gfhh6QYyf1eVGGH7XEmnMVC1Atzsgv7ti3yZ8ejveNZc9dE6fFjbQOSFDeVVb61"
    "zCIExi6poLLg0iEy3ktTAATtHQawGZIPBaAHCjwAn0F9ounE6TRjtCnaslZaM2K4KTJ+BbdODHzCSvBcFQLqW7s4owYumX9kqlQw"
    "jPfTvfPIFWqEfDhdrfmRXQ0MwwJBI9+HOX8EiWGpldEttAspaLkBBF7+n4ZzW2A+fAUm3fQHxq21QRkXm7kIyfcNrJE38TfF9Y2f"
    "RXh2gEp7gRpdkrC+q84ZjVstZP9QgEZ8BVd+uBPRBrPRmvxw2dAtyIZGtI3OmlDX4mI7tVjNe+wmXL4IZX+2NAj8I1cKNUQA5kf0"
    "zYMB72seTrORJx8TEUBNIX2kx0EJvGN/BXhrUN/UpaJfusinKJtmc00S7HHsnw0l8pHu3xki5fnGc6/2s9xfj2ocKkgWdl1MKsF4"
    "AsM9cPrfNNjq01gHgSyMCDlZO9gN8k2RhL73+BmRplvYdXmxNnDhM6QuNmBCADdSjJ/t8TQRheDQDY0gHFhkwKpBhKBETdUdbNS8"
    "FhETSXvH/2iuCrXLyDe5SX/HAtDcJoAoAkf8I4Wd79v9Jlo41/F4f/rR8uXHjNNGKxwRBvM6j0G49gxwBHEGsomnNqsw1PMePQOw"
    "FR4uyRDyjc4lKjSHOQVEN9gljW+dtBOcADJoLQcYWKCfVXBhRcGxi0d1xB8GoSXtyyFrmfTte7VMsxaABZGvpNMVmzvmQ3sXGxrm"
    "R6UTh2nIjyCzXoMh6RPgl0Iz7VF2niGUHwhAJZHy9lF6+K9GFi/6oQUqfcbiiRpqR0r5aKi7DIoM2MEEhqcC2knYUOWNm1vNjPeX"
    "rmBFpMThDsNEyW1AmIlqGcqclAT3CCxEyuqArQVwuwQF0W/ibd1jLP5OcpZOapYuqKgVjbunJOB/P19UGgV8E857tTz4Kz1P679T"
    "8rfCZjbcT0jOK3IKpffpCY47qooEl24/E2j+iIkifH2K9lG2smMTHNpIoedmM6I+fgP8EF1EicrzU5l8PAMlNoULycVYbvkiYRr9"
    "EcUHF5k7jXE/UW7cFonsqfj3E9ETjZIUmCtxTqxX4iDaaSHgiwsAWUsqNEgBJy0UgJkAfcOFaPTMccrO8eJctcT8Tt2Fm5QMOl/F"
    "BQyLt+atXfQG8yHYFQlsaUOkH0d8oomFyLhlFyJs+P8M140ef2wFxIsR6MydcfqLv6WzDU5pP2ByOOKHZ+G7FGZeJUSuiHy2Q1rI"
    "B4DpCsoVGOoGfDuhJWKub+rE52zyf/ayAgzOcxLKpQ35jjwT/cY0N2u6Y7v+QWc9p6yvZMiU0g5/1iYRDndnnjVHK+H0gUi/v6Q9"
    "jsFGYlEefedRZj7Ciuf2n0/2L5J0D6goLph70M3mtDaefbLzBefQuQBg8FmKeGRb0Wts5b5jNVUbtsDvfDZA6oZdjCdhHvy/stIk"
    "2AyKWc+f289Jh4m0gNWfSzMUQvHg82kyDCWoCCPQogOf8kQ1AN7BP+o/cAk4YlMpHm/9Z0FJwDnRk04JHea+CCwZcH2KRH78jYsi"
    "BOh2qJ5rnUCro+jY7xY4SaY0GZB8swINx6NxzCiBvFJQImeDL2jnczNJi0mkJXdVRFhTh+0DCbmnJPluBj9pQJnwb72xPHkqpSIm"
    "3tR4boOaB0w8uIFHoVyE+I4e9zAPAwoHXbHl2LnE9U3I/02wMDCYIt1wX8g9bpPdxFlmBuX6Io5R9fjzBaTQpEKSkih8EwJ+FRxc"
    "Y4kQezwxywjHJEhpRus/DUGWCCJOgDC1sozWO4wEt3WyOQBuWx4MVFwLWx8muXCNK5+4mUNuOBYcc2jsWCl2zymFc3qCWTniJnAi"
    "0oiOg4kUCaT+y58DEwZ/bB59idB2IwnRTBGQZncBefLZigrvMx9mzp6it/q/3B/pyXyMFuug5ctxHupz2HaYB4QmjAmFBTLwMvs5"
    "myZBV9oPivCV5ZSFLDYlrY0C4uv4EbyA/eDKrvVxFsOmkPm1iluNOxhps6mM3Z/sVbuVJf57NLigSbZoE6eBNfT4Y397tbgsLzs4"
    "z8uoL0zs/rM8TXU+x7qawq0PHSuDRAHQRGITjnDdMex7nABsSwVxyQLriwpjVsIzOhD4ziaCrU1iCWj7RxJCEylAWKdCHGMSYJyu"
    "jCokrHkkvRNb+OgZ+Na4KRvfkWjTXmbgEd4JAaMcsS7RDssBAs3S6fBZYe4QpRPo9T6Myws6ExguKIXbhH00lxWq6NC1yt5TMzo0"
    "C6WU9pm/KHU+qkxJmFCp0wnHtp/HKQ6QKJ8BBAtrT9jbqWF2Hk8qErVVj/EZM6axTDn4SEQjMjAjWHHVhRM4oGGN+E3PIx4Q+DXg"
    "goKc32DDD/OifT8e43/IzfZgwBuoNEWk+zYbJuFZqPK9OJNaSXrUWzvPOLR+krciRTrwx2EahWHomijwT1L80NLKkaRYr2IlgbtY"
    "OB2jR3XEAwuQtmpWv7g+dwTGUvqZQCZ4ovsCW6nyLjAsG/oJO4nbMAG1jUfnme8iaL/S1xt8xezcsurUWds02/cnXhgFOJ3zMO0i"
    "hDU9qevhm9qBhZ9Qwk9G2liSbeUySeBplPCB3VjMQSgyy4UtAA+Gxa0uZp55IR/WfvycJ/F6iGaBnfeqG168FcDPvEeFj/d4jk9k"
    "PduYwxZ5xNLIxZvRFzn1f4UUxvRA/di55Igb7fjwk30ZMHFJg1YcziMtSPf2pcXJkvJZX/9oh59+zN1K/3fCx81Fwf9V6BUq/7yf"
    "LQe+HwZvsTCjpkK0vMGKJReFw/F0l/xilxvlKNKxvUC7kqeLKLSNzLvSQSo+EonzJwEdjRua8gd/0cobCwLEHu6OySTtmcYGjp6l"
    "kTvoMKnYUQK+imiY/mhtG6w3lkqmBt3vfekV1v+yJ9McvUj/kI1Eh5IKzctRrS6giMAr2gNX1/ia8mS81BJ7DAQW1AzJ53pYYVsI"
    "V8oaFWBnq3BmhA/rbw1cP2TDKExJsPfCvwiQur/lB2693U9tkYCJtPEGDk9GDS8qzDbEhF4CQj/ZA21edD4AraEctJyyWKksW1Ua"
    "qxVwzOJjbm1NbZuqYgdlcsSrijDGJ6oeDE1x7hUQNkYwNmaemaD+iKnbLXzeEHaSTZvHY5qjh7s61iYFKNqEezVT8Bjir4MpA151"
    "Pd6H1mCBtqDnZZwAThtfV6xw17DCrI10JYcivAWir0fgiC0+auwjJcc+cNrAdD1wQW6zkjWBd7r/V00mvA3W6AbKfQhddAKYlqv9"
    "E99GL2zcmHaCrqKbUE9UIFjo1hgGndLPgFeMuEx4wPFMyP0w4XW4c67hMYdLUElnQ5BY8mrsZVOIXYp5L61In3xumIt/efeGrSsC"
    "vLoRZEI3Ype3DKIQoLjR3eQIOp/NIrSyQU899FArnh3SiAM1G1ZGULuBjNsJ741VwoD/J5NZb2yDQ2oZ5IVsFWFyQQd+JRHo1qQM"
    "oXjHiJljQls6IS2dnqhPW7AAcYt3vPjQl5750jMfmKdPD4Pws+8YLXtSo0MXalcdJ5kB3k8YmsNpjPeML1xw/YboL8Ji03LaD2t2"
    "ljb9w8J4murzRKE4J6GwJeGaltp1JibAw1KeycwjUWXhEQxlOifvYdT7Qfv4NyTmqTXxaOrQi6fzeOppwvRgsrrE9g13xTHNFI5n"
    "GLFNaA3orkunmS8A2hbozBaGA71j0CpZajL3Z8G14vBtcUsOkrPCIWSYY8LLXMDD+RcsJFcfLjBKJLS/orGqCbkC2JHwuFyiS9zq"
    "KiR3qtFlIO98cQInmqfnjcJbe8pI2gtQJ61pICQxakhSnE1u2nc79hnPf3ZdZYnELsCyBKCVE1SOSE44hVQSotJgSSXt0mlWla2q"
    "vqyKA80PyS55fWtaf83QuhRgGvz05S/S+5QZlLC21ccutxKRm7EPCoYVG+fmXOBO//gipz0dlXt3h70rF0gqMKgz3TDGiWQEApcD"
    "fpWEwA+9Q+/88CM3nbBz+rAfL5EYoUEqa1QwHO59OItWossGBOWM+QP5aBqRFTJCB6iOhieMTHAmGOjfn34+MRdLhLrR8tmUP+pR"
    "IgSgZd0zoA6u01DgQdC3ef0zHasNRUNDqvup/iRe1xN2bh8oXdAIPf+zhQuNqmDVlS9oKDqbB8FaS0giFM0ljYOXnDYtii6rI23E"
    "q3xrl6I6YrfAd+xjsUO0T0V/qPkUH9oUTQQdDE+H0xmEHRb+z+Fq6c9hbOl5iCLnm8vpUgZw7ls+MsE574wHXvsu/IhNCzgJOTMa"
    "xNzj21zAVax2RRBZnR/9e/UmPSOfNpWn6suB4sznTOKBH66vCpoJTT88DNcdXueEvV1PBH3Ii2WZsRgFeYGyAZoYXRzgmRupKPmk"
    "AJoj2gcy5HdarE85xFOepGK1HRLq8lTif3TZMlkW3F+FAQOu2o+8aPheyrjrAE9LE2ala+JZMbCXmKA1NJHhrz3m7/e5NNPfc8Fy"
    "MtT+6oemTQkDLB3BYYuuXQQ07ibo5fuIeRxy5gH2xj1a8m7PgYBhX3YAP2ycpoCQR0HuB9XJbJBGo3mTgK38dOspFO5fwr9aGEgx"
    "hWt+xSFuJ0iHcETnZRoiCadGBEA1k5/dGxwvjvLtqnyYfP2ZY5Kcnzqz+jh2/iYcpsg+LzxmikDHZj86i8BUCsHQKo9oKHQYONno"
    "YSG81iKofyy69XCE67szpxeM/hk6wRrXO69Luwv+6Y3Deqa3S0Pv9V3NdYO14LrdXxnmLC8QLekHJpY7+4Axuz7IpwSzn9RJaFkH"
    "AXywhbX1gFv9hl2YcG73FSi3nGFog5fjhHTwCCp4Iqrly+IDewb2qG/WnB15BqJzFQLw4wxOnH4frX9fGYBqgP7qpaBXPh3CF9H8"
    "es4FI+s8cb9R/3HtOfy7XPFyqif4DEJ/K2gwxsRoYgirSQBwhzJD4tkT40TUsozmnGdjubw/8BCz+UUbzo7l7Aqn3OG/0MnMmgci"
    "1n6CGtb1zU2eHuP0twHpPygDX4vK76PiUzVK0MuIcJSHTlDxdqLlh3RCueUEzkXWuVg+4wyzms+XHvEXmV7MbENqTcyKZRTCJNfz"
    "Fl9AANIxVHeQG3WG3KyAnRF2zW+EicG5oWVuQElp0DYouMqf6ewXESWsWT7wZ8vNZbSpiU36adfHMyLPg0Ltq3Cyk6hwYYFHAJEW"
    "R+CCeVUnhOUvUE6baJ1AHEOW/FkLD4mHyOoROjmhhNPk93q4qmhA2pd1KZ4nFgXw9CLxgdVE22Ucjam4V4BfFHQ/0uwj9gxCJ8fR"
    "/pvg40GQdTLksmXCD2q6W3SH8aqul4cgoqpIg270Jv/36L3YOAZCegDyuXFKFG4cks4UhOJjrJsse3/ea40w3peOlitqhNkPztuO"
    "WSZ1HVcCT7KX6f2nmuOUxZnWlbNNc5HBTk7H5k7uAWb8mo0BVpbmHq+EbccMv8ezjh6aedzQDO0iW5Afcj3DjgkBdI5WWz2aLnQE"
    "c08TQUXhGFeYEE4dMWDMdER5YzxcGKnlAKSH5rk/Nj73yTf+VNm5oyA6xRyYvZ8s2AEu3IgSpZyStU75L8K0Hmj46ZLDS7X/0Xtd"
    "T069HqUhupN0EZdwNoqY8+pMAfoLM+q2DifF4OuSj59dUoydpFsWrgZYQd2sp1vjMbZzG3HZ6+gabqZXGAvBuxDC7/vdc0Gcm1Tm"
    "++V2f9ozBlxWVbSAteoe7Gkm0c/c3cTQGdnwwjUycNXFPFpJ2mOxbGhvdvNhE3TnJUzHDJKjEwPiFEvAXBzYN7xpqWFHXxfOVOhe"
    "nWuR1u8EoIchztyGiM8JiKifG8TFRs8SQvoZQMktXveLe52aF9ioz3yhHyvFcYrLcVsbJl8g8DZtjwAQh0LNC0ZoPnubqnyujR9v"
    "pqh+skJiU51DKGpjklauC/OAZ2HPME49ByQP5wYxUafdAMDDdViZxZg3KOKtmGshOn1seNtdrM8v1mPs21eYBvZ0RDCvEv+4ZK+Q"
    "ileV/rrbB5h0PstcagZD5/FIPHk8jJwqNFeTFVEWvsA973imL/cjtjvQwFF4nh+4+kaw7kCmigt00q0BBANe5vDg/ZmwHoVzYdFi"
    "dTRQk6eP5UhhLA3J3G/Fqa7n0679DyZJVeycKpLUk05XewBd6gIk31AhXB2TH5GOEgx8eTQU2FzMMVqh6AbqC44FJY4B1YmPvhon"
    "hDOP7Lq/+E+xeidCGHER9qOrP8oriFtRMHSGLmjn0kax4naCbBzcl/lFg+91krbe/xsrcpGthoG3rAPrDm5pYhGGpXCSBdfysBdg"
    "jDUz9zWPZmXTuDfCLMlZo37mgzlm8LJnKw0kAM1oDSIdYs7y0NlP8wL9oBG3KvY+YIDHfTjbd37a5CZYGaP6HgDO2HBws9lCwMdz"
    "crDdH+KWjo0OdduAbZqY9hqBu/ugPbYLpvY8zHt+ok8+p5FBnUd9Q6x4LAaH4baM+ZnulNefkDpxBLuP9+/lqBbtxzNu29GqcmkG"
    "u2wIqJbLn8odgSminvIEUxWOjrGmbxf682Wg//oPLGbTH8QPWh9xZwDWvaoFDnmAtuytDthrWix2Lq1l0upjQd7Amhd7guXtygs4"
    "t99bMwj/dx5jAjlkP+/unDniunD+GSQq4QPh0aaziwRBzN7j6NE1/D3nhyozYYjmx7Uqsq+52ndcsR/C2LWxACu4sb5sMM/FDCr2"
    "t2N2YZe6s/1L+sblY1dCaKmX2IIAgdyR74N9nAwmlhdHnUZD2CV2H4RDASdw627DrRTL11YEDnVOpMm5m/ouxfaE3b0/Oa0w+nBF"
    "YpGg44ILAkfFpdiGcN4e2glftl7OjQmuDArKEs7vMmHdjiIdTDV09k7DbA3re476GhXXR5yUZG60bkUp7tOqO0zQXbDgtUyz1fTk"
    "DlidI6Em5mzT6JYuGJgKqnxyLdgGAKnCLhz4ZhFmbViq3lgbc5w7571qVqNnh55N6EOwQUk39SVcr+8LdkGVpLS1Ja4huCTk6ebZ"
    "8KplueBqTO64NSdUa1PQiWPP1fJjn75MuOpytzUJsBS4EbIygrc3gImGaE33B1iHwPdkL3D1t1ivy47JYSWCmaPFKMIB63/Lalla"
    "LYMrt+Ug4hTnNNdd4IgVgZ89JXj+4UJNEhZrNo7+bRiDWzKqWS8ZpIuIAnVdoFNOQ64UpNu6w25UWFHGxKFrCE0zKf4uGsYTGBXB"
    "P5g/xSZuixzLKtIUGjAZkcXYV4J48mj1SM/GfhcC/qW+cHOCeo2NTguBH+M4/CdVpB4nAbu/0udVGYpkVQGBXI9xksICD/aq55TP"
    "xq6wQEKHEuDxdCyRYG9ygtlQCmyPcpL7n4gsyBlFBrrq9E+Rofwn5T//k2e4LGt8gh5ODmh/3hqsRar4eGJpOAxfthsun9heYQMs"
    "9uIRbxGgXbt17H9bNnpxUJTni4u91t08sulA/lvgL2bhNJthUsTdtctu8y8Ep8MyYnQ0nwrioRNI4WiT/PoIn10woQUme1VAV+x7"
    "/rQOcoyuoSttPtYprLGsYtht0Qt2bSDkUdil5Q4JcqJEEObd3ua0ROnisDp0cYhCwP3O4zgDtXljBrcA1SEE55IWikl3YeJ3gifZ"
    "t1RkwjlyZDyx/APF4OzwyXhcqvftPZ9CvmPoVb5C4HF8hBGsk5OvWKAG5UCqzpHdj8pW/FbsMop8gVA55zCc3IaLkAzU0qZkQS77"
    "DnaIlfkz40rV6lrCNev9Vt9JIp2tR33EdQCJAMSBMITC0Y5uWhlx1oqQgIczyshNge9KP0GUGUTZggJXCHRyTBrLihAbKW37FGYp"
    "hyhyeVOGBq16GbAxQNJc8ZxmgsaQGNY4kI7Qg88EoD9uTZXbTTYbPSEv74xLO51R+o9ueUhspkm0D3RIU6Uj0BjaUKS1IGESZAnT"
    "d1KG9IApIm1Ec5hbRh1xb9Hu5FJRvbJuCEKaGWZ928D7Uq9QdhIEO49KEvjKrSBsVXQnxF52fCPdw3ls0g6hdlib2VPJszOE/ycF"
    "Z+Gm5PPJFQuEwJknbttApNfZx+rgFcL0HYNlDvIHAPgwjEzrabMdTgjY9xFAzQ8jDjVfWKHDnafKjn5bq+y/dW0OltWhzLw5UfHY"
    "NR7VatxntTZmsyG76guqoh0swuPbwf5uMQ7AQm1Bs7p2F7uuuOzWbjLZjOGHQ3Hj7Cs8I0D9wqD+MnYnjY0bq0RwNURHBzDlnUfB"
    "NGAK9wfujd7iBauVKx+71aqJbLDspooRsyNn68UCzJvaaFbGjcSNvef9nx579X1lAKE5g+TsMArAeGKzMnVYiNod/lYa0S1zAcYa"
    "+EnR6HTinrbvejY8Zg384s39sfYl3J0I35j0tkRxYoVVJ55nLbWmUmG1IrulFizlRtf7KQO+hWC917HSsN5h5cMwGvbdKvs+VNrT"
    "YhEmEBbSEfhq9Xy3V9zfieoSE/pW40ooaUaasakDiuAqa8O4hMRePvT4QIQUMNZhsPcMeNoc0gB3gqzYq4j7V1x9lb2fBnDazKuF"
    "OTkR2hDiwbzATRDKeaHd8QeM4A/WSLWcHqvbYf22Pm64NC9YH/Z3yhXnfkudBo+z4Ku8Sh9APp8tCITeN1pcGEg3unSUtmJVGEFx"
    "QFPlKzbnQ9BF7emTFfd0VCvKBu1w6bCZh56TJIMxxJcjBpE78OhkBwELdWGwjJVMo9F4DNDeFzq2D+U3yVtmeIYN/lf9Bc4d66eB"
    "K67SHShw9E1OeXhSKUG1CyzacS02owh51bDhja0OGaBYFQganYNBtJksgBcPjtNGW8PpFz8AlAHGdQtwhsVfPkSj8LnBWSi1HXyL"
    "Q/izfeGaz1cDR+tsonUHkdtCYN38werclXuW0FY3B1rXuGHEZdUvLwarlTZ6BzdO0Viybi9EC68K0TWM+tNYG+MSLBQIY+wrNoTO"
    "gAC07FqMWZi+qO6xbu60U7MAU8ALc4QpUMT6i6CaTv9PFNuLybszJauWneSvcZD6MaD2sfD+Q20YFXYZko6ZLgNdqHCNWRWnrJVT"
    "tU+D30ihcuTE/HzKwGkdDu9DxRGzxiN/pcs7msG15+Lfifz7r3RqpNCufdHvO11yKRdra0ji3+ncbOt27jZUV1+nkeYyJhGam3wM"
    "9Cl+xlmlZFVC+i0gtnqdgR6Hmfp+wyaenG1ZhckpWZGsipeoodgfOtFuYGSbXas4d8hjLj76icAl6ZkxGffKE9k3EXcWa66RWh4w"
    "67R4uucps6gMyi/AifuNVASlYdfXJXfH7bIJCbtiRTrplSBtlyvZiDI89NXSysWZuBmAEqcqTso9wfo0Hs6mHmdqMOatZ5E9XU0L"
    "kJtXA+DHDVOz5Zhn5PFNQsMiMpgRbEK5xCGwaGenm5Xq0+cKMT3SpzcmKm0KKds4ECtD7NiZH6DTYYcCoicZ+IaXLxcG0v2LvwT2"
    "dngUwH9Yq58qza4Zal8+1x1ZtcweY2UQtV2d7UGNAUqygMXS3UjiX8Tw2fPPtJNPlX62A/vyv/xBPlFpQgMr7Mw/SduJa1dTP/N8"
    "wpMeuoDAY4N89lkJ56CBZA8gVyhgzg4d9lYZ+sou3LV+vucsYH49T/ArCXeNYSdhLgjuk/6zhIqcLPnzbPL2gHOzrf/T53Fs6eon"
    "DAABwdzH4y6AzQF/Ilz6R6x+tFzlW79hjqj3CQtD+kLObZKky1vrmtW/vONkmtZWjy0/MowVA9X6KNZMg1KooIIULL18TmbiQmEH"
    "G7CvtxYo5V7y5CAVb+wCyC+MJC8qGn94LI2L4KlIT1U+MCwAT/3DoFdpc1lw6AJcNmdyi9YIsVrNoN/v/SGc3PJj72rRmD92rjqu"
    "x8dJcQGGZw3HYQOfYfjhfgUWJ2pVpfmhhNIvQvl818Z9mizGWcGf1FA7xtK8xTPfxvpZYxRfVlWIReJ6cSCug6TtvQt3Drm8aeii"
    "sF3GDCRB+2t3APpZrFjU3m+wdBFxV+X9J+eihkMOoLN4Jb/eCus4dA3NC2qlZB+VoG6qUI/wPTuEdaSh1pRQ/e7LD1IPJaCTwiN4"
    "Mkrfu7DvWKmN9t0mLMP9hYtr6RY3pPwZdl/EsX/Ag1JbuSOliPGVsBtB4DA/6PAky8nT/vRj8I8942VjhX3oWxNrOrQwJBtKG7zB"
    "6llkeEBe3822Qcx7c3uNL6Stb1rNre8OPufbDGjP3UozZgufcDdigYacd/GaG6x+wLPe4p/vbGsZsCv4hOB0Ijam9y/TRCPBOGB9"
    "+4o9j6DP2JNd9H/RfE/p+l4XbHwGEIPr28rBmiKtRuh6GZq6TP+gJJaohbKpz5YkSKOrRkV1xBj7BcEFqYPcJt8HyiIFIObinu89"
    "rjOgQ3khVmUSTxP5Bx1nr/2DLEvzjK2JxyFbE96hMtoenAREupaZQ4p7v3ANqfrr/o8NuASgqLHfXv3tNqgp//bTUf0dluFyma7V"
    "34f9nrj83sdzq/6uFfbn/7XfgZMNK23S0WnR/t6Po6OFuNaASCx8lYgmZJJGP+ix8cqJfQaoG5DFRpC6E7LOk5FNEHO8PRTSu4Yg"
    "bgkwEH/AszTrlHMrhiezjkNHM8D79K/DD8mR1wJFSDYpAuHOAMmLMSSESMX2rL8/f6utqcBreEL9ZrzNXkHvKlXprSVmoqJ9u0Qq"
    "vLEY+LTghsuYlIVYQDABn0HqFfpBcdhRig0Fvw5eFGG4Fg4r6jiBgGmIJlwNjUCsBVVccEWwTB7V5YFdQcqeOpxQrG855ZwjBqU8"
    "39VJqWcesLhHTQiPembILML4D66RKnrMjX9aCPIPLs3pAGhWD8ilb4DW8HGmN+G81AnE1XvSfMIY2a7PQ2OCjSLhA/n0LgDjJczz"
    "oAUoUjV1P+35kSRmC8h9eNBj1Jy4rz08IUopbBhc/G50Xvy5mmk0+j3y+CRi+ufbGg0V9MSyfMaCwW+t/WxA2GDug5A126EFdIVr"
    "0q3DUocVTfff82y6QPLqLqqml1NvxhgVOWZrWEaV9I7oRGvBYbyzyRZWUd0SiEdMfHT3VqhlwPgjVB+gjwxM7G6xE5MjFRVf/JN2"
    "HNLyg1mAglyRv0LQ+WWZEifVnRSX178JcU7gSXf5TgTE7j4yQ3o3h/kNlrV4C73DVqGl2/htbQ8NpsfklH5A8DmlSymni4c51gWw"
    "EeCHIGKxtGMzTIiXG72dApps7tjpb356PCDL6yho6zzqM8BHL88z9iQ4FgQggSwAptFEeOvDYJYQB4YMeVsWqq8X9P94ew8425Kq"
    "XrjuwAzDGZABBMlRRvIQBYmKIDyCooABlfb0Cd1n+qR79jmnu6+6fd9neCpP8Xv6RN9Tn2JAQUXJCOJIUBjCEAaYwATmTrpzc+5c"
    "3///X6v23n3n9vXn/Pi9vvfUWlV779q1K6xatWrVWkn8WabYt0wVpFOMwrWjWHAHlkblQyHiTgyl3mhCVI9TKo3X7Dua9YYV2vd5"
    "E+JpmYW2RQd0wAbTYtIAOHRDRg4zg9b2zUmffFyNzsV5HmQsI49Uh8TPxyKlnRa2rPM4xve3adeMsGtFE+QbRIcIaVnWoB6YkwcL"
    "vpoH6hguWVhxxkH1eDWFa8kn5KzG+NJFy12o5y87EOMyJ3WGuUm3zocuSzXoq3FiA40elrbr/aRr5zuILFk4M2WHtd0RhzOlDoen"
    "6FFZRK+50NGAiptkFeV5sALzCaQanVaiIy7o7HyMA7MX5njhauaMeHJ14WYCZv+D6+kVdnbJ8aRiZ9FmJ3lq1acyKa3X0rDhGVkH"
    "dsvUvrRvlUDQdJgS9kwpEizRmcKvDUWzFJCqaw7prsDAjJwY9FMsiT4tqvcSsRcTywRtw7x6N5VHDPi9Zg5cGBYdCWYJUf0PNeyH"
    "AwW2BydMK1Riqj1tI9keS8X9B2bbIdcHdr0h72BWb+7n0xAvjbB+8jlhCSrLwMNkTKE0o1A7i0UFSo8VmGBYwmQLnVyQCO2mKMIA"
    "5g+38a14gSVdnnIzkKnaqktuKs9MkHX7uyT6OSimm/4HMbzUhBXaAESKlUd5etWaJCUpktp1oWkDPcVdpWp71LjAbUnlE0m+keIj"
    "L1YRce2vlFQtUasoiLWbCwVdWzPBZkJ61ggFXtxJxLhlmVsG0RN5M2024+mpgijeypGk5pD2zLk1oPSiBpgpjbG2Emw6YmXNWjwN"
    "WfMDFgmaZCadunAkPTC20D82m6+rJjJzTgqkb3fwBFut4jfXCXeC2wXYKbH0U3LGlWaBbLOvXSQWMal0JgRT9nx94i3kSbJGqSq0"
    "hOKWNMpKmp4NFdQX+wlaRhjCBfRacKbeEfD73TJWZOy+Wokp1Ndp48WhZU/Msx3XbcQbIp4sG7cnXW0FuOmMBO3ZUceJc6o9bQV0"
    "RgllRTnNUrw0Be4JlxmLmklPhNDv7bVmaIDBZzXFxeaUtjqYPJWa8EhdYKwNJGlmIGLLoVYyG89M2BTjBG1jNktR6zIJLVanbrfP"
    "oHqTIZad3QA+vW/ZOlnXh4wno74DM4BqywtL2Obs3rZi/UqyiOxRabEWjqhSqgtL61lFAOuXzCFlNVJcWpxvpRI1yjfap0xGziEQ"
    "4xMTda+J9R8yB5RotAzyM6ad1qKAc7M6/TmaQ8HRUUgqja47vbXVnu2sGduknbJRBz0eZEZtuGCHMggxIy7wKNwIA5xbud4cyXY2"
    "0lw841sRI/MM0vcYHu+ZdUAXfyPOaBkzn3sFojOEiFgiZWScsQa0iYuFR+K0Bx7InFVaBImN1TE2hD0FdgRE2FRA+4dARjOsLhnf"
    "8uNXNm6pk8JAq0Ny8mOUkQr+Or7EwCRMxNp8iBSQFmLcOInh4JDpSKBp0YLkViLb7h/P05SaUJ2ql7XzCQsy5j5o6bLQFHUUzqQ6"
    "cf1mt5qiTmphs+bekgzMVFzpeoofv7VYwTIo5qkGqNxkUO8pBAI1mmoaJVeNQMBkNJPVwNFwGRd3D1FGZCoyiNwy/cwPORHrJUDs"
    "VBfVXNmnWetjsB464co9IwpkK0cPFM3mOkI4P1qfnySbGMJ4pECWehWzI7mGZsszMijOGMWzhM1W6Q84CYiZnmQNMoBttEmplJKa"
    "JLwSL3I1aUMZXTJIK06p/MmUNPFCSdgjFHsKHaZjP4zZuWRiOkNDJCnQEGdLVOqnPOxY/ZzqDaaVkGQ2TGlbTtqZKz9OdrATwkNj"
    "bmDF90d4xYjf9irn+qE7U3h2R1K944Ive58y1fG1ghyYLSY/mVTzE54Jlo2r2HYf1UhNhxiADpcZCrVFjB8I8gk5xYqjKdsOCN3l"
    "cJAnLLojLUSLSmOHnYhzaSyIW/Noi3YZ3C8TU/CtoECg04sLgEu1zM2LZ3X8b4w6bdI1mY1mMCNNNWLGMFu5ynhWxWdUCiUs1zT2"
    "GNCCOB/p8cckNoMDs8BCDz0Fy+oXXH5ksWaCvhJIHhyTrxvnNNOx26QaVSCFaKuSQP5ORLhIcwa2fN6YC9OVsD2R4koxTs5Uwyri"
    "kuimWHGRddlvzg74DfSEvUc3yaG86fdndX7HuJPJdpdhrMxpS8FMxfVqaZZMmLNbwjHLpl2WYiiYJUFdb9bMgQpCq6ZF/PAWEvIM"
    "XaFRb7cHXZFzThN1C0c1Y+LTNCIlWgZGBYhpsAjxG8YmHaGXUd4xL9zIQYH4aCqiDbKoo6nEH3IsVVyhcf9CU8YYGRDu8rpzaMWR"
    "6xIzyb+zd2WqW7tMehrlBZ5zPONeeafcfvi7FK+VNK6CmuKbT7BlcquCay5MLVekpv58RkLFcibNiN7leqVAM1TxnRn55nIleahH"
    "+7XtRLl6i4SBhaX8SrrTKvXT1ugu+YyHZeTMD6jkb5pxpZpTzX3jGuCVzpBNCHJBqVzN9qx1WNFC3jJQ5qzUkfedkRuld1eMBhBF"
    "H5C3l6yJsdUc4j3IxhacBlQErGpMidABlcGS9dyMstuxA0UViB5nSZ1GDt6pdkUBHIY+f9vNcxs9aFEHiF261VpgwCzmbN3sTtdr"
    "25yveyQTMocPlh0NB8qw637hCwsbCeEz3bYC88AmzLYPmhMy21gjcBgyuZDfZWB+8MOCSRUuookgiZYrOJ5pYB5K5US6Tw5E3Zao"
    "8CQ0YUSy5cwkcQbSI/YN/eZYhgEyq4m+afsnxFTjU2yb49yshe7X2s3fjBV6t588T6TaTJgW6ZnQjt3ZVUPs9oPBwGgQQ2bpk+n0"
    "Akm5W6RTwYuH3da6YdKWNk/DtcLh8KzqveJ9uIipTR3NCtQqZ2Tq1plt65JG1kxkYgKTxNNZzBwZCec2DtcSKd50UNGfrDk7VlUQ"
    "ddx8SHmkcq/JaA2v3G/Q+ooZLR13PGNE6g0T7HvUb7avm9rEnLWKiE7iFpHieG+R5CxpZnpoCc4UyHyr2ywinRK15jbcFiIeY3n4"
    "xnHZ38dVnwKIklyOO2M1oMbl2IefoCXYxcnQQqZN5T9RUFQC/G02hznF9hGyuS5/M/R/TujHdYHSUa+BmQRla10mBhaRFydFOTFq"
    "pOtUcJ6bG7XM7HRplz9d98XYttgMm80S/JhDinJntsOVFYWnvvPGudSvpxZAfL7OH5atJo5TmNXMqonCmUkzc36FUXIJg7EPGlcP"
    "dpgaZd43bIRYXpbqt9IaS2eUUF8LeoxqT4m7LJCqXYcysSKbLdKmhtpLUxmGFs64V3mL+Ko/Q2fjt3fYtAztoQ7oyLx+FRMUtsZE"
    "aDvh2bxGEkM2DM3hIJiw784PFhUk6VCSMp8lzbTDXcdE1226HuiFPEjKkI+CBrOHznMSRdC0axPvyOArqNbGYJY6EEQaZP4MOm3o"
    "gIx35uqzLHhnTrIjwb7iHQPSP3NYHAZGnNN9Z46Kowaq14qoFUbxCe1eGc6WF5IJepSrlrq9U5S7M2cHRYFIYQUQE+iUkBIGwK4R"
    "dcKxwGhAMFGgbWYKPjI2X6fHl/Q64oA7PaVoCSMglbOJuqvikl0CHS8wnLixkaxjr5ONMAMzVbKslLHdqG1CUYmOch1PUh57WgrM"
    "y5ShY4FBWwB1grcudIYKinV1fdSbpCQwsZ3ScYfSSnGDXJ8yjZoCgmqEBfPfnC0s86dFt4Zdl6YvFVb4RUVFbvmljCmPrqgpQzv3"
    "mpnPXxouZjq7PE95cVTJWBON7daSxV0hrCY67sq6E7Ygw2QSRBHq6OJpXOrN8Gezv7pDT2SpV7e67oni0IaW1Whvjj/cP2yY2JUx"
    "GoeYSV3eZrpehz9+VW8J3bFPG8L0OFlLbicLBMVHbxrIVg4t6ClIttVqblPPAM+dbb9Q6AVvj9I2g6WkK2nKtgjpaJlR2wLj6/jx"
    "jCR7ioXaCVPpi8HhjK/vEJP3iWLfJCF8M/dP0rQ1YNtJ+VhtzLePHVQ0ozyhSmUtpaIZRV/SyzUdSPD9E98q0Saz481BY+LcsCVI"
    "aOe4Tj4aXlgmT9so2YDGSDO0lMx9KsywMh4vtihxP2NM8Lg5gwULZ0zvkLjCkdIp+DZAcRyIr+g6Dx6zzbVfo7BQIrKYlF3TNo5g"
    "konJbHK5xpQIwZZKTDNJBTHT5FWvR9R8avgXGGx3GgXi1WAxvZHYcs0OZTOcSBswYVQ4qOBSKBpWvBki4dzXOXtUr1ModpdMPTHp"
    "WG671p3j6p4zZjW1OMJm47Ny6Sx5NM0ykxmjtCFevTqqYyhsOxR3lutVd7V3vVpxPbDTRdfY3PG6b5Oc5bpZ8zlLwdX3ZuTIxJ2J"
    "n+36Tp9tV1VdTVuunO16NqQ3Um5HcKlcud6qz0kqN1zYlmwG389MOcOMe/WyLGPSNVu9oSnuLpd45I0WWyn1HZ7relYnnb/L9Z45"
    "jOPe+NkuLs3MtjH0JS8++3Vu5ukA69mud/o7PT/pefsVZGT7RTtCUk3V5NvEArU7NMl29aLJsWkRvJo6kcaPqw3ZEVBebzXUEW2A"
    "U2OYMr8Z6orMiSOuJFapMDWBjeeTwQ6FmQEtGQYqMIciIfLB8nq3fMUbkOHYDIvcFjvbaJYs+qjBn5mNAeLy2lHDpBLNTs965igb"
    "sCfXedLKti+ltZqR/nObJePaFtmRynJxkc3j27Iuf/iumYZ2PhWh3W6T1HnMJoWMq6jlM/GZwsoEEnmzxpHTSZdFZN2E9GpyIzlj"
    "ciihvqoW7osUeZqcmZ1pzPAcu0elxJvpC/gJ+Cq3jIOH/ICeY2n97zE1x9gEBDYQm512e5Kle8AAV+PkLcaFxN8OWNmmSWVjSCI+"
    "S05K9Xaa82xpM5VMMgIric57UEbUrHd5/MbQUbNA3PWaDuQVaZMhDZ2OmGCBORciBnZ3rGzY5DpxVdnF94TSGG2R4BxzsZVkF+wU"
    "jbhH8w0s6+OOc+/LUN/QssigPaP9eIv5Onh7tonDUsQ3mRKjZW5Va0lnwmHdy+7NqF4qQHUaQ7UNJGyicumJMY3IjAZLhnetaXQK"
    "S85GvauV/stNS6DmDuEEZJ+rlPa7y7KdL4mPL69bZq4y6JyHac8bMKtQhjvK+5o0iwmAMSOgCHkcLCvJYY6bviT1yuOKgV4afNOJ"
    "qCRCqkpE2n2DhUSbEbNl4uiwPJumFCkq2X6Oaf8ytWPv4i1ag44Hjfl6ZnWl7iBTdlKFdpzKoCWaXBRVk7KxWmIgFxPbb7AjOgXu"
    "t5WKGIqS7hiq5RWhP2QCF7cvUcyaUqwxzzR2bkFnwWa5vy759JlXaIpd3P+ZFwoV3eoV3zr1ZpDuTua+U8ycIzUOCr9y7l/vDGMg"
    "Ka7aNqxYB7oXDt8J3eaUI8UKnaUz4mknjhLm7qSZrrfSW1rpxWeUw8rumJ/iapYphRxaCZrxhFnpWhY10i8VJgF7u87wFY1MoJ2j"
    "MkpOzhHm5RF7ZmjhDFdJC5Jk6mgLEodOC0YTmn+pm+umFC0vFOeG75pSGFwqr/iFIp2FmMwqAF3EYmVe9TfR1DHRWXxCfcEyiT1v"
    "xr30pgBIrXiJgSZmtRaw10mgQEQCJ7N+PICYDFlTjdIjoqoF2ioi6R7bsbGJDzGTnRtqwKSKQKSEXZNpXr1VMGF6i2Cb8psCpdyc"
    "DmaySRMfOmnX/BBrNpnj1DSZmzMtSses0046qUBieihKmPRkKSAjjzIZ6luHlEZTmbREfcvPvGokqNwdk8vuLMUNsUW/Gn5Cpm9s"
    "UHUvyAymGK1TNOtijT458CvdjilmamWmC2bnhJDaV9CtzxZGNBEfKqAWRS/hPFFSRHytDNSW3Is+nChOQijZz6KknaDArFkBNqwQ"
    "jY0l3LncQDss92YHCWSEmuWXe7K8DMj7SIio15FO5zAyPxrodEaJK1+PUWebuKc1FYwklVjGBL0kgCJ5DlRv6jRKzNTv0J/406lN"
    "wKZmDe9jpu9fFdRZipMJi7RJDkZmHMKTbLluuJ/JthiNURvWdEjbVkSnNVMpr6HLzS5bSA1LIb1uzXrimLqIjRrpxJjnQXkymoGM"
    "S4wpkWLQV8irsojnKnIGbBvMcV9Gesx1SSzGp8UCobNOO3XzAtnm9rWJ/HX2ikHltJjFO02HlCYKM/uzQv0woXV/ha1x0vga1ycj"
    "fPAs/iOr2QF/PokW75Cbbhc31MaoicZMcWYZeGk2i0658JO5c+rYA7cZddzE2oJl5YSGYCQJ4xhrKNkkx50tXqT1fmpzjinW57FJ"
    "BVS+4AgtzlEmpNB0ZwIIwKjTXS5wYlI3d2V8awLDt3s1LN3F7HBdfdkvaTPOcd6w7eJZn9Cy2PDZAbl3w2XhdpSuyORlic5s805Y"
    "SU9bdxUvIoaOxgVCs9VF5Ay84HSSKtFY+Y96CthppMKpmOy4OqJad6xg2IuUZol2BmmCT0lWXMcHfeG6SjTr1hmOa2d6wlBc1ja0"
    "aWDRUg+H8Vm9N/MXcNIVbTEPSeXG5Rlxu6uywVipku3pUn84M9F38izZ/bYqUrH8c0Y8mW87M7lgDM68UH3HXZJnpne5UHSTJRcB"
    "G+r8C3GevRq38b9L+QKVV/Gb2VMbo+bmOvzh8+dw7zz+Y+piQFrBveDxfIM/e1+XaOKegU6addOhou8L/Ga7NNoCpDNi2FOQtbpT"
    "0h/qPdOGr27IFGKUkkOrJT6NCIcIwxk7AQqczw70AE+gsKHnh1MMd63V3XW1LxXdCkMnYSWizInZEBYqRqhEC962TMpqyci5wULs"
    "agl2wDbZ06wckSG6aKEYAJu9FPeSiAISbFM/VIrvFRQpVPEDYH4T/pqsV8zDYzRdp96fAw2taYri13Lnf9wRWews2CpOhicZaG9b"
    "DLAZTS9sViqabJoz0rSw1cV8UUt7F+kEbK9I8iJaxFItajiWriTiCbPEPYO+Xe5YYcS0YxQvK2hq0UNsbsT2BGIK6Ta0OsqEu/0k"
    "Z6bYmwkvNTYZS7qfY7Yg8uu5IYQxy9Mbuv4bMdcE822tMWpyMCMdHJ5M8k41aHI2GzR5ca4lo9R0keZ1t139dWake30GNcupo1ph"
    "7LdcoFZstPhhA0vBe2kzQV3zjIR0pGzgGXaylHWSaVUjdIA02J7ibhTE81TTtSluiiBnSa/eX9zQSlxWcbSjVCgttjdLrCSzRYo5"
    "eK7EbflUJliDpFirghczf5niO/JS1aDyIQbN4CzXld6z7dzqy7XLUUaNSJTR5JkoDeRSXZw7EpUoW2mbZ+byWnFMo0yqeOMuEu/y"
    "bZ5wRnWhSPUpWFESwTMK5XclIFE0HZ2n6EgbFox2VEW8sVvMXgNjlQb9uWXQlwHvUF9Xf3Q7zSWWjqdXTDgbKp0jodvPqyspTVnA"
    "qZhL2Jiv+9WFjj3InIb8zSxYKEnUcOYsusK1qozKqxN86IwpPhhe1AnyqGlXhQHz9CxVoOFAgXGlUkB2SyyDceJ6PcVjLlrYnqZN"
    "j6xWtdhCzGuWqFmeN1wmB00XyhLw9oS630OP0FSOO46vON6tXJzHXAjOqD6umCtI14cTx6SUaSh3N1S+ZuZJ9UGCZQ9GVNN8W0sf"
    "RpvLGCEDLmZmB+kN3EQQYhpyQoseP+rXRT7pE1ehvLa4/pAldAfq30TltWrSS3swFYud5fW7eHmySxUixGgxfVtMc0KBalKzWDWL"
    "KboPuohbSE0OlcfDYrWWsBk3SV9MFENMwkPNNMWtlVhiBIcDBmiNYUrXyN7NeR2PaF/B9pyTozeLTfqV9XmzVh4QLTARbIt6PcgO"
    "BtU3XR++ek0S8Wq6AXWpUcpXXzGq0w9RzaxEmonIWfrLNbTZGpserEX96HuKZJmjPgMLp9aCYWn+VUTCakNlKsY85HFni5p/5rrE"
    "rtvS3O1TGhwl6C/076gctWcMvMNYWD/z84bCJV9PmD/Zp4BstlWgw8rtHvOc2vby7av1FC8OLtwlpaCJfmFk32J4UQjZca5o3lZx"
    "kP/aNqXcaqTafcpEc4GwtD3RtOKKJEc7lU+0pTcxCdgcy5TGNuMKHkEih0Q7zSVDjNYBIwMkZ2ljHqhHSBUK7v4q4MXOnOY+g2WK"
    "VQbFG8uEY7UDQUWtgEQhuULI7nrZnaqia7WHd72qp2Zklx2jvXK9eFEavRZzfVGPJcNfxuPMSPprlwq2pxqTnMYUjs+4oDHyH101"
    "vXGT9dh1GXExfFsx0zw76kytpvkbTGh5fZ6HGqsRq2Kmjb0LsxLHc8Oxv7Yt/TFxzn6vpAsmWOjN1wuUrMZowsJPKJHhaS/rPIac"
    "4UQ5JTcTZplr0aPzVG6TwkfoxFf8nDZ45neeorOaH/plu7vC6zjrdmYtZCJ6IvLTfiQrYtxmDBdYTLrOsjObDEcMldmEKofjyYhi"
    "MYY9HugqsG3G0rStOebiUfXMGWTamwHRJHT2bLFDUriIzCimWB7WbFggIINDMBVo1kqXkcSMa1imfJZhxlC27h3ODBPG2l7WDtd4"
    "j9lX0eyLzmgunPHsZBZ82aQ2aSzVJs0a1k9thB38d5lTr9XH1Q4T0YtAmbHoX9ZeJdpSmwhgrujYcGIkGKAw9g18wlX+uFONo0r2"
    "WCSxq8BpfYg7XZJvM0re2s9pelRK8FYL7BY6yESEIgAidjhOaV360iMcZJYwGI0cYGLyV/JCUxZsDBtZqI1zoLKI5rfynHfDviCh"
    "qNrC5zCxVr07nmdaRw7TdUYpFdYUvxz63l+xZZAVFyrW2VJaQY9sN52pJP6AbMb+GV7vzQczV5UT0gIG9l60LRgXumGzJWqB2b0L"
    "fQofHN7lQvqKBbtJm9MGWglhD+PpzZ5SZKiFoGl3yM+CBPSWES0og67O2cXCIOikb8b/Jn2Z7/KqL6xDNbdFpPZGo8AcMtsuOL3b"
    "lmane5jU9Y5oFiP8HeVhvwrObZFUYmct0+0t5uWqz0C6A5CXSb9U8avghd8FpLmWDrByd4yRtDM1oXMQq5WKKFUnZxFOrCsTpKM9"
    "jNHaxqTP/RoHM+bcszZBwtBMLZoKiAOTYzqedNk9uv1srSeaMrBFmrWkTuJQXDu9D6aEdKdD9YwhRTd8p/WdYdFlhuzF2miaDH17"
    "m9sPtBmMH+k1gI6/AiJH/jcFMZsqJk7bJ+aOyU55mbm7pPNJgwlc1JhrhMohPqXOcs/bz6Jp6WODL2GlsWgmNSe9XmmJnCkShBCR"
    "eQtLw1rN+QRZ1Btue8CZa6Hc+fcDML4omdEFyosIxf8LEbNfkZoxcVqzDpG1OkPhPe4a0lukAtP+KjC9bWCFHUmWMZHTIYbpJLOM"
    "SjBADfdm69vJUWZ3MPOJ5hWslCZjVOK4XdMag4FZmzZs2aCLoYydnGgeQWlBWrEATDCNZZo6aC1J3UB6ycX11N09yvvM75an+Npq"
    "MpWeEZ3QThZpEMAtjU7r+N/Er1WjWoTZnFTIUZEQ59nKePJnlBJoH7TbTlHWR0LLp9SYXFNW4m5gsZJkZMXjhk1aFs4U1yatCsqn"
    "+51ul1/CJDvtlWTeBVImiS4qovNyw6zTVSmZMBbkxi0gA/SL6WwNS/Rpq1EzY7kORHen5FcZKLk/VYDnfK1vkC1e1eTzSGtU8w1O"
    "A6o2LFNqiRdxqOxwU7szqE3n6vzVRyhTp86fvrHTAMtQoy3ngYV4htZOpp3kTnbaGY1JDx2mhZdHrdBm6aPmcgiCMUN7jChG6nQB"
    "/5NBU3P65+ctXT6Bq0nTYYrnurRkTyNA5v6lsvUjm5cMZiys8xR203DnFIWrVonQRslMZ2gROlgV0udnEpG7VWHJ844iyUqJR7Rd"
    "JFx7acI8/6kXZFq80QdPBTfHs2ItXFuPF5tYoA2WdTyW0fS8hZVMDE17glN+P/93l4rm6DFO6x9TcHSzFs7IWb2hxbZpaezELkjs"
    "IpTHc9AMA55oQYgSDrr81bW1AWTCLYfp7pq867LdbUE/Bd8/5aCfoCdNugtgEw0kXhMxNp7rh04xRmTcWz5OCusViqHNCyRpeiaV"
    "wiLdrIYWUV9+MY5xJWAxfmM6JbjdlEVK9eOipk/CRPm598HW7iuJKneE0mJZRI/Gj+1phGSRctpFmj4oVFAWSQykTMLACqGDSgZK"
    "2ZnFBfu1NGE4VCofIZJ1GPQUzOjYlk681NK5l1p5AMZEZHc5EJMS0nm0Rd8xkYVqeasobFWX2Ix2pirxuTrmQ8Sn/LHF+LHLKOEs"
    "B/gi3tvE7LqIK61Z/pBBb0BEzCtgaipgVDwyJ7AIRXIW2Xqa1h0kVT/2sW0pftBoW1rxpVW7i9tjhYsczepnXBoNhp6Teb8443rh"
    "tzsp8+50PblsTtdtkvZIos+Je0kON+zFhSPNlKyJdrFFS+0th+oi1NxYbOkdo4U9rQmSuIm8ON/idotMXy1qCxih9tEW5zvsLvMc"
    "xwi5O5GgKVZJ19SUcVO61J4l/JeCue4AEdl+PaXWZVyKORTXSw9WTBq3TO1qcR5Fn0enwLJusdMEm7nYWegoEGe5qL7Y6ddsn7SW"
    "tksXOz7BL3b44416Fq8vJbSM6lHuYfOWPfVRE7TSkB6Z2kXcxZTBDBbmi2wKKs1LYzgd/xOttbSWx0Y6riUCYFFt4iW8sHbkCc0C"
    "66RsEreV5gJKeBNe1FPxUtuXTHiRWzIMTKuyy6ZPnpRdXVm7iJoqbrIiVOSQOGGPTh0xrT7DpYVtaCEhM/6q2Pq1q91Ou9VYpvPi"
    "cnKqJbbMoXUo4YkyISI9HCLqzIDWSRyxhyVBwgpoRjF5NyBiF70rJUyJ3aaFpqJmqKY2oBm/iMeOF3fPgDDtRiI+l6s7re3qw2Fx"
    "Mre0WJTZRRNBmm0qTDYUmyxhyrCLSfTLSLJehWYZpLtrSVfXIV9V4JxfHBXv4YamkpagQ5NpZH4qpdPojLnhPFe5zo0lsx8041Y0"
    "/BLL5YqeOlFv4YwNFaFGd5KBUUuj91nDNIaE3cWG6IyLh+1yUs3YFvPCcF9N6SMH9h41/Yj6tcyE5RkohWZ4Ody50ljM0OiLi7Wl"
    "em2pgf+tFjrHEg3vLyVB/NLc7IArMIdGIpbkkwakagnjbwn9QYErOS118b/O38wsiO1cS2ixOcjYNl2RpR4eoC/upUHG0+JLwwl/"
    "thhdQhwvx5JtiTp6FS9VjJe6K0tL+I98BD3wcKm2TMULBF0EIwV9BViz8YtKWzzLVMFZRkMtY/Jb7tAGBBUoqV+6POgOpghRk8uD"
    "CX8jBS6a2lPv1PYQ8jQ4g2bHeHX7RqZkCCcWUGWwtgf/O3N76nMAw9qe3m7+ZOWwKI8nlHoIVDpBgFdkeLo4SbNnUsvrdf4UNBi0"
    "GLQZUEqQg2PFj5dnhfGe2SYD3jjbYcANEYBMganPCJOhy1zZNiwwW/GtCo6PzO1Mp8EsS9Cu6N4FBl0F/b6A3tgwU7NARgN7Tqlj"
    "eixjjzG85dCW67mRVAOMsqzNuoKeQlljywuONC9OlALTzc2WgeT+knhPzzZHFtpXNFmLzcsY0I1mTscSDGT1JldFt1inyq6lqKF8"
    "Tj8Wq81b2kxv85a2LrRtKwjYkIGVeI4/LlgMdFjlbpZDX8y26vCUOeGAgT1XHIDNdT5OQA3Lc58OVLCu1UK3qwDZztvzPDyUuxxc"
    "RC0v/H7mpXg8Lw1CV/GsiAw8s0UH/ozbdwc6nGeFsJy9+h7l0msqmBuyI/eWEDCVboSzTubYHhWy31Qw4uoplx2QVJK+hVl91BFc"
    "tPuXFdj5dGJ24jyvs+IGrGNW41DiIkBMoxN1xeE8x7C+fMj8hrpNOvW5vHYXNeAuvIUsC/A0FiBfP2oomLewQ5mx5c+YWsFirT6r"
    "ZDSnYMG62WjODovnYmwY6gx7iVkiO+OIlTki42FAV0ZqAaK2fM9lbjLnijXnYgcBPypjObOspaEoaN+VUVTsL8zoJbluKKmhAXU+"
    "IhR55nVeHbNPjYWN6/rsMVWZVdS0KSDUQlf+zus6RZJzn8VCo6q5VL8UJi3V3CZnDfcJLT7VbRgD1wYYMFY+92gcoCeXGG+Yspan"
    "vEuLZAN+bXE3A5Z2SR0PFUqiOVtXMMugoWDBQtWrI5lhpvggFEvSvDDtCUxBm4F5tAAyUjCixCkXz6uwaUCWCXKpKDDs6NVclxqw"
    "22xDLC82NHMS+FmV2jDeRSpPmj/bYHqD6Q1FeVElabBcjJGIzjZ5R5N3NJXGi7yLsm6EvKC3t5SoqzQiRUhNgFx6hA605i3RTDjb"
    "dVZ9bpbCntxNKhBZYpRZkm7Okm7OtvnCdluJfH6Ob5rrglrMitLNdvjdnT7FK7k8fynUMh+Y6UEBGSuQ0CbXklohhQvyYpPPdpVb"
    "l5elXGbAqrUrw7y5KQcTDFgXXSax3IMmXzHQu8Uy5fJNkhd7hER5syVO7EY/kmeYqpTEY3bITx3VrRJNY9cQP+aaO2uVl6aBiC5m"
    "6kd8CxM4Gs0zXoK8MmnOWYLq0wRIDlUA10YFwq/WnrwBu6/THauFJ7olY9lZYsJljmWvSna0Rl3BLAMRWN//NJgZVOU26krVLW0F"
    "erLdVkrXjU3kUtpTaEOwYaeLc9PYAwDPqgf7ClSzDQ61boI2zg13+WuKWUYU3wj22U4NNhttDjjXmRf2B4gZLXekmTD/oFF3QJAp"
    "FwskEcqL0/XA5GdEkBmxojhwGxyIjVkltRWg/zf0qysovl+P2BU+wpHc4Ejmci5XEodzg8O50VSUd3A4N5qYC3R/i3dwSDf0DRzN"
    "YupYQI3Q4my8MBPfeYSVzvvVTm1hHLANqgwgZEVwqQYwx9owT615Y17uCAT7ahtDMmEjC/2GEfctc9lzUzjX7Tky9JQxJflLxFuq"
    "E7My6YgPlxLPPMIzecDUuwFUKglmHeo+7j/nyQeTIda6UkcD5FeCM9R7F1Qgfk2X+uK56cMZaCWk3Gko4iorccnhclMDMKC3ElGt"
    "0ZgSQUeBZmZAXRGtavB8vZ4YqDuZHgHhREBl0JIHCL+ebFeDnHhDeQ0abCMrhE22jUFLjTqQsCuni0sGTYWGd+vDzC5pZZwQMTeO"
    "D5RTd9LrJ8iSDHrtZQeTjpCeheLxiHTGCYrvJKp6A7QM3LtiJ6UW0W2X7fVlzC4OLazbd/WG1lZExgl2ikEvfdjyRUMbDIY0C8ze"
    "Y8L2AmsWaPF0OsLjkSVD7CRmXtGwyAvJhKEjcxKcm4upSnEm6Y7JuLxuxembs6jGciWit1gl90Ue0iZQBRVZkhXTXI4Y89L+i+Nz"
    "CWYJmYyKMqWo1b3F7EG73Pe+UpyUSrg/sN2Mb0qxsQd8YPXfz8YO6v2EuS5lGSkuTMrcJz2/xW0x5MlfWZ424IV0+hPuN+Z+jLNA"
    "vKn7UwsxW5YfXsSyFB0XSHosWcdCZDDsWYcb0GBhqrChlriAajarOa6frNeO7OJIo3U0tBJat7ZAGU76Cdi3mqmEvMEshhxqQ2ET"
    "BRLfAAP72yAcied0H2SETbdHWsH5LluwN/Tjc3zlmKRozF7NvCc0DU0g1kruWBWaaw2hqqFJU11DVHlCI4d5qTlNXFUxGSnw0BpM"
    "JyEI8Z1ZV4gT3smUi8QGW2mRHWeJZWI2EqoCpOM1QLWJ7lDbxzkL2qwrmGXAWbZZ14U2gzkG47qFmqSSgq+wluXMmbc5q4DPzyqJ"
    "zzPG2bzJKbypzDm0mg1dRNNwum6qEMqDc3azyXTexTm72VJpKHtAQGZNgIqnwBoKuIBxZ44OmwkZOaJB1WwZSSQ0yQ6xiSyoEx0t"
    "D8eGKtD11tDCBOdapODEZKPYMNkWAtpWIIWmvDCXTszUhXM7amvAimZk1HbIcu1zITRtPSIDHtUlYsBW5gZBpDR+bO83QVvKNulJ"
    "Ks0ZtNU0T2DmP4CM1NuarUzVV9jT3RZR6bKxhSN7wdi0l/LkcTovlMmFcZeyVaIym6JoIdnLaQAld9uxefLoQQSdVm1PjrhJ5qpJ"
    "brDZVpqFXY1WCbcRthSwMLL3I16+NP0DtKfAxbFEdcNIQcvyGKnwy0J1NfOKN6Rp2NxcgslorOINLXdLd2tV3B9dUGi2RfLKATPh"
    "1hM6mT1o1qULzEpDyUGBaPqreB6tRLxIrjeRN6nYkDdFXpq9rgJWJklPkx2MErDmwPjHZDSwxPjugbaWANWg0jsmXOxbqJ2WXOOU"
    "Nr0EdL/3rJGcSjpkfnRGrpCbAUD46UzP2NwZy2SWAwF5PWMvIcIFtJ2+yeW7CiF5QGl7CTDbYkZu+rKEosvmoorHfrXcV1DvqTvq"
    "MEwtJ21pkea1KOtoSYwjUtMi4WvpVFcuq24EdJkOwHUgKVFrVgEf5CKmRVpHWtQirWtpQdhqKM6rbNgWKR4brUU61yJhbDWVxBVA"
    "Sz+m6RaL8qp+fIAy1RbXH2JVEUiMzVVFS7xpU4iNOJ3N7+tya2JizxaPivuhbkTET2Mlwvx6swqaClsJiHKWOh55xchznrxjG6KE"
    "IRlICjYS7TLIe7guMrlWgs2EjByxN/SV7g5jC4zZg3mZU/7U5WkViB6X2kqedOCBaAsJkF/YV0qGclqZZD0kt7oxRoGboGJAtBvq"
    "oCgC52kq0zDojAYuKJSyUk6jsjkVnRAwke8bdlmZw4E601CLB5rLyJOOV94C69FiP0fQtzATUDhS0B8IDEYOeImUmr6HctJPWtS1"
    "UHZ1E2ZtO7UiTm0gt6S5lUtf2oG3j/uUBrbEn3kdSQifXGoosB655DZk8nL7Nq9scRJ3q/G5awk6Iv+sObWgLRQVc6SZMM/ONaXz"
    "0iMcUBFIGQHJ6ZyHAfeD7COIZ/60a4ELG3W8pQpcNSaPYAmqqLYVKmzgl2w5Ke5Y23lNh+k9xfG/PJlaFEaJjIAqGnXOmaxdt6DN"
    "cJZBQ0FLoT62nfZ2DNGDTQa6h/Jd1xkWzAyoG7dpzgRhEpO0y32MNtfWUoBVKOE+kZZeqMpwLiXxKCQybUpl2rPCWE6ycW2SNk7F"
    "bZKytkreaFkiAyaSfWuTorWbirYUCNUtmr8BBgz5Lt5A+ovAhEuO6BrzUadrk/pJG4ZgURaEc2WlwqpQer/yswsW9wRLaSeMddBm"
    "vRDRtmdu8h6GVOXJC8d7wjIHZusml3pTbh4fE2w1EyYS1u7oPnUJATFVbUlq26JTpcexhPqDpYkcRjrkdAzarSM1ZUcBxmubL+iS"
    "OWeYCegRgsoWhOK+6hHO4z7EmJHW5AwXpoTSmAIc1BOwommLq42RrPy579DmV/aYEQ8S5dzpz1WxbOCBSVDbA9sba6uPG9mm7Fyb"
    "dMkTQ27meQkWFGqVaFBjGajtKrRNkswNxPaQOST/g8TUYASZw0XLj8fcFDYFdls4MTkBVZIU9m2MU+LezsgztLlrRHUmC3mvhHuF"
    "X7ECUzs7njmq75Wg09wqC3BySJxpG5RvScC6/pS1z5pa5M24MqdxPCJCPTmA0Sx154GMLdSUPodBMNfgr8kA75/j4NKNLW4a2EqF"
    "ITPh5IyA+6rJPIgjytSxZoGq8SvasnnphdJQchpAJurXkrUjkNYMEX+eDTanj5ojIzo3N8FQnJuf8lmWhEvXOXbrOUpBWHw03Bzv"
    "7HZmtZSVJNRcsCWYCeF79Jl9BowNBuLW5kgnEOj4VT7HEgwbSZQoeSoCregBdzOcKGDCblYVt7a85W0PjiF37ggzAemF5L669wMG"
    "gPock/4KtFJcV4cNhcyIXWyOG5NzLM5EfXxO1vcAOiKeguLk5/npCNoK1UjzLsFPipgJyRxT7RMDOVjQfaOmbJYTU5a6k2N6vsEf"
    "JbrzJN/zTWUiVtjMhiboyQa6XFIWB9iJdvVAd2gPdIf+wEjDcp5l7/DneyTmm4GQ3lEa8zojhxh5N4Y6LAHsMk1t88YISoA939Hh"
    "ByJuZzzXGReF3DTtOcq5dL6jC3qY2o8IBwsWKmnUVNpoMB2w+BIqMbSJgZjVJJtunv1knisWU0tgaGIrYpkDU00VbnYR8vnJrILU"
    "BecnHKMI5yxvQ4wrmJ/0OHXPT/rLEyEgDPPLs+pY83tqOdeDnVlQDI6+DhuNVzqSVZmM3XCy4/IwkNN6Sc7DvTmXzJ02f3pVp21T"
    "HSiyPqKD5umgbjDNYZnLnHv8ifIIMJ/eHINh18JW6YipjLN7Jh0zYWKsDDIL3ttPui5VH0l5MmeZEN1dypqBmzdmFY4026wnG9C3"
    "uwaakKl5OybuMlGqcOU+G5aaXERdQSUdmxU2YKhPMP3FAknnZvLK0d8KrnLJFCTggo1EM4sMgFW/vZJ2h3J3q5bzrAADcaedvhk3"
    "JOKh9gMdsXySvCBhg7bhFP+WmJeylAqLv6AxPFnNNWxUfI1F/L5W14DHRmWLIWIaUAWaHhl5z0qovwIkoNmpj9OVfoL19Ir+NGHD"
    "dFykGi1eO6SjMUNHk2EVtVp326rE1HpTBTpSJMQO2BAtVHuIk0CSvHcGmgo6gynGOElNh8O+M1QfGzIzzBaUIFFpopNlFKapg4A/"
    "zARGFqa8Sxtojg/8BiYg08vqfBO9GuWXYWBfxq+7TL5DAYgPZhVkDDlwLlNZL2M84yXa580vm0iGcJmEIQtIXiBDviCmw0++O8yI"
    "LCsw83Z5sgFOhFc1Jy10+GOfY8iqXej0lNYXjpIt8OJgYYHL34W0mbCwG3W0QIRw6pR+YZE/0+4h90krCLl5aMndsk8uo1EMpZch"
    "y1cKzc6M0IkIUbeuMwCAI4uO5jRpyjJkLr6We+guGjV02RFdm0jZoDDnlrsgVkCujA3NHMpUIlHJrbr1PcwMnYKTXbfJu3lZkyXC"
    "BYV2AAMYBWOkpSoBJzsELaX15zh9GsyEKJyqTlpT3k9Kj2C75gaZIgttIwGYzCfmOjjPsLAwqIgpSwuVeRxhpnKbU/HaQt8pICrn"
    "HrkTQTMvCMBzU4ItC8n7yDKpQr2YZs1zHX5XqK/Vlh5DcTGmj9f1pu6q69uFbq/pmjSK9rzjpGNNxPiOAX/6HFeH8sMZeTqymku1"
    "z/yx5aX2nm0bM7SHdKNtICT74UI8i7lOw8DYgV1WRmb6Ky8MbOcy/pPTxZiF0oEwj2OEg4W6cVLS6895esjCzADrTJxoV5yHVkzm"
    "yifv6gdyxFV6l8IY1ltPqiQtIiqniWl79ctIWXpi9cyfbN5zTUedFyXoawAZbCbExCTJihURzZlaDfdM51xQdWMqTgzt3lHXXp4t"
    "WGg3m5RBK7meSb57SY2rl+TfQOQWRpjdQXdSOZ3tIFim5IFyyR4/QIoCmkIIsPwZDZRAwiEZt5lPFaAkrzCMmfuJQELd23diLLsJ"
    "CEVDBJoOdZFccfKOnRBdUJbjuoW2LWYmKnI/i+fQbtYKKR3izntt/vhaFnWOlcDFM+lqr9PgLmcPLDHHoUHj1nvcgO51dFNfQVOh"
    "JXQaw97UsJ5KIYRV2BkNZDofWKYgsxbkjoHdKWSki0v6fLkrzblKk5BAWwY9DdBel72hy3wZs87R49qr19PZIkDMjL2+hj+F673B"
    "rGaVnoZeTzUzaOrFkgObdSEDrSWz7Jy75ZI5x+jQybB0zVydEueZ1dxOTSSomxRr63PM4laBeL59zX89zlgEA7CfGjPigHu2m9wb"
    "mO0BIgz5tRSg8XR3rg/lKrG32+qGrxhZuXg5w0qKW869jO/LSCZ4idnaJNmjulqPdacOPwF91JEXomMLOw5c11V4qj6d/lThDBPP"
    "X5wJraCt1ORMsNVUbzK20c2WXOLSnJso1Mm1lUDfRCgCOhoDtK9AqcaI9X0qokRE52lydkmSpL4ELX0XFPd1zAIAc8msBJx97W72"
    "WwpMvKvpEIEJbGjsiOUzo0cJLhFZZMDqIwvft0UeANdy/XkQCg4IOrTLzfU6wBIz4o8Z8ZXqeMnasRCjXMRYuoExQoAuuuoPimWk"
    "tK772gzrD4ajiSHkFhiqzILG/hf4iPhYQUUjSjFlapq53KnoW+vR7Fve52OcwVXtmc3F7JjajujTngvDWWU/6XEgAZDykeHtU7bS"
    "n2rbpT9lI/exEiLtBJfNDKdq6ikHen9KBYY+vnVQ7yStoMHsZQq0BjGYEZGyStIV4npj0LbA+AIimp0dYemASmVgQJHrgD/UNzVM"
    "pFw1cF5A56ZzbcwPNNBYSXKZnavGB31/Q58SmUGfPYJhodcw4Jw84KGZwWCOGVKyx/lW1ikUUuxFyOYh7PnVaYd9YzAseHZDSTho"
    "fTcXEaKThp7vZhvOFV/CRobaw0kqmPw6EGHIm0ZWJwQqhlRheC8V4kGhPCQVNmgXOzpKDsS4fXLcYhnEMQz005w6GJNMi0+1Q+YE"
    "XdsVc/PCebKYkQ8kpGBo/AkxHhnN3UieIWWSeXjIC6+qtZx8uCZIQ0RriPLThnULmh5p+tW0gUisq0fnPGwa0DWusBga722OKnMe"
    "DrWQp89LrENJmk6OOmjp0ws0c9yguB0XGgk0HY4StPsyL/DIFv5CrImH8lmTm7nj3PTphq76WDhPIqYXif0ZJvZnmLTYZRdFoRFe"
    "YpZsy2NHlLRso2qILs7V6JDKmAj4FJObQtoMWNBmj3w4Z6OhliM0TcWQSxEOAxNWCFP53bF0PrTbsJrv65R+Bc8UaVsomjekeoe5"
    "FCaeid/XC+jwIqdW95B5zo3N7kU+nJfO/5ASQARd6rEO1aq0PsQrXKGb9+q8NFEPtK+AmXX0UZ2hHxcYgmvhB19GQjlc4B2MmnhF"
    "wFhboH2FYy87XWnmbsovT4YaiDDkvDwkt+I7wAKqmkG3w2Wc7ekytFINusv9Qc86ycBSBl0L1eKEI4OZA42pIcnT0OiTCcgYGttB"
    "bKSZwUVmw4EFupaljjhIFv+ELgmMLUwGHhDRWoIMyZBy5yHZHKoGWfUKsdxEktLZ0YQUlzomPnLTnn5rsvIpXBu8Or0+Sln51p28"
    "WKrWDMkcW0qwZSlDC+teRFN1GprTLfuYAveyZCa/E/s48cfM6mWBWVE68kmS+/4awED+Y4lNJZcajlQ5nEeqpy9zX+XZ5FwpiPlo"
    "aZZomWr9olpOR/0WA/aocRyOjArMbrFsjNUpfJ7mxm8zbFlDCfEX+VxNk308sD9xfDhO0BK4+93xt7h9L6EDB1KApvlOCztNL5sw"
    "e2xqYEl1ZPuZnC6HosaZjA7leu2YTOAwCSLodJqBjdKxMiMLQrZnOJntat9zaG2pDUdyNcNlO+syXG7W7aDgcNk4z+GymJXhcmb3"
    "mXoj4ahuiEk9zENpTrZ9N0jQ7gX+8HW7bUG+m8vM3b0pO8fuIX+8mb8Jf5IZur9K5xI81iqxZomOhJKh3T0xV/RClgWylIFU8QSa"
    "DnWfmXbMdy/yR+rAAnLDg43pGx8jbvwiqCtJVskANaQFFO0x6DcHBud0jRKbkbwF5LbtZxZLABYZLCtwB0b5aJa/tglegTb4IzfN"
    "CY5mEBgaTzZq7kFtstWsmUe+bzRK+0ZmaoWga6GmbSBDv02sjUF9/6hVnB5LqKc3WlqGOKKXNTTnGrT8GgNzjO6oStCYmNGMhHou"
    "Krgeb3Z0n53fNNh0ZOwPNnmQid0BFK9Pq6pC2wpGkhsAUS6++TtqqRDafTUfagSe21zHZCWGjVRBcm5N5LJW8VZHla/JgWUrz7+g"
    "W1em3ZbmWHdQB9hzq7q5meQ0OC2g7ul7fQHumUoJnBSYa3YS4PrYYOJ9aAa2bpVD7cXM2lCnRAtk7Jf1MZxyGI4so0HmQAvyVjVm"
    "t6ssuxVoPpDfyjz5JUuIFV3oYFSgfmNnZPmm8dBif7ePxGc6pjv8sCynkdG0RJqG6XXmU4tI3xMKnXazUdgqkGaBjUrM3mP+mgvM"
    "EocWyr1bgdkle5McPybEL9AooZCBjTUZY3Zot0x6rQStROreumlct54jFSW7Oi60KIh7i3hHlJFUh6a8V5jEB2ZaGeQKR9zH1/7k"
    "SFuNXK8ooq4nccuIpXaRHHkwmixmYCtovUY3s7cMpEhfTp/AegqF81U6FZGMagERhdMZRBPDjAwda8ofFSenR6ZBImBlI5YJqtMO"
    "TCPNLXQZ9Mt+/6ICppETHw31Gfox4Fs5l40klKJ9dQZceNJyo7F25vg3wcwQyz0tZmVLNx/xXYuco7jfnOk0PUP3k1TBM0bmdLmn"
    "wFDJiAw2EzJKSOaI3pzVbfMzoy0mhbwPxJ86hz5IBJoG7SEdPkQ4VmU5YrfMF2Biz7rp9xIdVdCswD3j+RanlswOnrjIL7N99sxP"
    "hWSNkS2tzLR3grzCtzQXGAyZS5NiIA4xtyMJ2FCgk0EGMyEKdaNKKt3+jNQbgS0lHPH+5DE9ZmfCDNrTxeEwQ9VkNFCYy1sJw7GF"
    "xsIS62ijLiPdy8gG1z2r3Qq0f5SJHprvP3vMMCWOqlvTVTV+E9yoKYzSJTqXdBUMWiamme9ISlLDtHzF54g6uOO6Tx8kvR+LUgkm"
    "4xdz7UlpaDbHd1K5B4G2+Jy+CmSCpCoCrYR0/MZRy4FfaEmThxjfM9/RW2gWAkFLgIZbM6XKaA/hIsNJu63KmJ+MTaOdmI1xLs5o"
    "nQXInO2AmlMKAoljDGZCMNkw9w4F4RmVJWRSjWEHc7iNqY4PROReQm2/EZ2U9+1pWcisF7j3zFDbL9kCb+hqOzfrWvPQ7momOLbQ"
    "IosW+lcBM0FD1p2Q0Gb6SZcgsyriVkTWrw9NtZJq+JkE9m4YDbDtoXYVfMZLs1zGsw66PlJo0xxnNpceu1Wl3DYVGS4YMJKXtHcM"
    "+n4QIir8UOOUlnpV7Way15MyA8WxKffwnfsxnExiA/PZnbuB+bzw2k2U3z40VpW+u/OMY4xfRCaXvrcR8pCVOBx1IV+am0dpA3rV"
    "2EivOYPOC1M1xEaWMBo78PtHNjC0OWOGrQx0tbwT6uTGXBjn7sM4LzwRV1C/7GBSQHtOL1S3kavfvOLlN5eb3zxZ+MoLb7t5chiW"
    "O5dBN7d54ec2d0vAeeFpNi99y+bJnZwQ+xw5is3NRWzTEL/TCYUcwOZyCpyXnl5L3J7SRepRuSvWPFNkMusqeGnR4k5TC8RKUXWr"
    "mrvL1NxcpRI20m3qROb3NNfJ6eTONK94Mc2T29K8tA4N1HVfyHDR82juHkWFDBVqDC7aOOZJvWyxo0BjbLEjZUZAmmXIlnsKbJNd"
    "/j9zM0nCUC+sOP+sRkaK2Q1jDdrCr2dun+uuPPOk18xdTPOpmXsvp/fMXM4yc3eNmcubZW5eKQFQUvqfzMcN/vBBpT/IXA4hc3mE"
    "zKsuIfPCJ2SBZYaaC8hcSgOJwam4WsxLnYaqp8S84H/kEzEvvR/mFQvduc0B5nMwty24cZs/Rsm7kkLKeV5O73k5neMxULXI311e"
    "OLzLzeNdLjd3CPmFLtkw2Cowv71wXJcn3zZ5ac4rrzioy5Pxs7zimC43z3QAOqKPRlT1a8+vcBiXm8DWuEe3Z5WsWObm5C0v/bvl"
    "FVPVuft1y5Njt9wrVr+hAp2YG7PnUTw0HnCVN95DbEFBy8K+g4IBKTyQFVizREcVNHO8gEbE5ekqp0erfGz1ZyJUkS05hMrl/4mh"
    "UsTdJadIecXvESPao6fOJvV9Zbs7J1lzQVRp+TF3zzq5udTJk0+d3MWKhUwxObHJC+c1wsb2aD+BtLwq/M7kpZOYvOolJt/mFyav"
    "+HbJS+cujhvxkROX3By05PLKkpeOWIjqDabqs927Sb7N3Uie/I3kY8vW+wB9guSFO5CEeSm0RrHR7nMYrSHJUUc+ViVoi9SccuTm"
    "lSMv3XLktrhkyHunfN8i79Do1Gk/195O3jPyiZsEmpDaTDjxSdORrjFy2n2Y2GFSCRgnHE8TZyhodYGmzXP5yMgnpnAyMaspVT8X"
    "ubuyMEQ6Edu9UiBKUjjpl2c/Jv3ykEbpcSJ3RxNC5HQgd3cQQnZP7ApLzmGdfDzk7r9B0PiL0j8D8dL1Qr7N90JOzwjtlsHkLSFP"
    "zg/yqveDvOrTID/DR1Vu7gxy92cAuNix+pCRy3yinwyz58nVQC4/AXnhIiDn4XX6CMjlFSCf6CeGQociPGftuBX27nM/v2uMi0mP"
    "S5v1eTJan1et1udmETefWONO+TPL9TmNzOdUL6NV+Vwaoa4EWhiWL7AyUZmWdt9zM/yeu4l3QF3WBbfsnicb7sK0QpvOUqFnylzJ"
    "wLq9doc271aMt+ey9J0nY+35Nhvtudtmz5O135wmvaY8jTzlO7il73bXczO8nsv+cV7aXM9pXd1CKX4kA+t5EuS4cfV8im5IHVyZ"
    "RM9VfdL3oTnwfNrn/vyUvdeMggPwGkipLHjnU77DDHbnU8wNptaQTGfnZuiasM+zr8YIuS3rPBmvzmW9Ok/mq3MZqs7NPnVeGKjO"
    "S0PTeWlpOpcZ6XyRmRO2hMymVYyZh87dJrRD1n4yn5wvgiGQueM8WTXOK7aGczMwnMvCcE6jwrlbFc6TWeFcZoTzZDE4N0vBgCwc"
    "G4jUzbaGF00ebRovyVZw7laC82T4Ni8M3ObJwm1emLjNS+O1uZmszWnRzQZpMhWbJwOwuW/Yu/XUXMWVjbwlFGwJdUXlwiU8sYS7"
    "ltr88b6lOf7SURfaQM0pTKHV05zWS/MlZESbpblMjeY0GJrLYmjOaV82QvM9He4GMxSTQvuf+Z4+f/j6PYNBeEu4Ld4eT8Qj8U78"
    "jsbvDcSuii8L7fC+uKZ/J+PpeCqu4q6DuOO1gbHT8RkhItwfD8dnh3Vc3UJsA/824z1xZSWu497nhg3ALcTa4eMI74U713EP/wjX"
    "9HtDOByvjdfj3x34dxzve3+4Jd6I56/H9YN4fh13HcRb14D9KvKISEt/9w9beKfFt2IIxYVYc9zSro8XoeS7gTOf2+I88jkWPxC/"
    "Er8L7z8YPx/fHq5AHRzH71ScxgvD/8L9t+rL+QW7w1Hg66iFO/DO94VPhqftun/4VPz5+FPhnqETfzM+Mv4N7vtSfHh4XLgOZVpD"
    "jbBm1uMrwiZgCLVgf1ZS/t0rHEPZHhUeHazuVvHbVO3coZrbH+8TLo+H8OaV+CHcf0d8CO68Eul8+oKw5V9Y/XtffP/WzfHScCp+"
    "aNct8QZ85Xq8PH4ivjvcjO99fVjBNxyKL8L1iHc+Dy2+T3WUfueHlKPBMv8Lihpl6nG00an4k2EVX2otwHril23GbjgUD6gXbKCs"
    "TD+C2rhX+Er8p/hv8d6hF/4VX/EVtMMj0NNqoYn8rL62vAaORyvfC8NLUdKnhG+gX5xEX3k37tkf96LHvDR8Nv49WvEmfeFRhMdw"
    "/0WB731ZuFP58N8BpDLX+6Ckp7bV1b3CVvGl/NupBJtI/alwK64f0Zeuqk9ElIfXHxDYQ/nVrJmtGLflyb/7ILXssRuOsw03vD6/"
    "R8/9WbwsPDw+OnzxvA9v5fF34r/Hta3/b9eH4yPDr8ePYZzuQ/m+FO+LMfstfOvB+Cu7DqI8DwwcRyeAbagNLkVPXUfZWmiDF4YX"
    "hi/Ej8TLUVefwPPPiNeFEVp4gnr7HJ44htLzizdQi0dRb08MD0Ntn9LX3y9sep9k3R7GXadAH1ZQCwdAI16Hnns77luNodJftved"
    "4/GK2EQpnoycTmGEnY6fiUOMqm8h30uC9fM19XmO7BXA+yL1qMbMurfCScU24ivDl0UtrF43fay/TO86iP5wW/yi2ula1OsptNP1"
    "yO889dlqX+bflvfVLHwG+cX4GDx3WDmu4MmrAddQU5v4xq345rCluj3tpdn0r90qRsu9BTdxR1RuFyH+lrBXvWg9fhXPvhQpRyJp"
    "4gZG+iHRs9MYgRvxZjzxClw9JDpxClcOg+I8H/3ypGqWPeeCcA/QF/a3ewbmf6r4dnv/g7ynbaFWD8V3hlX1g5uUcifg8XPQnVW0"
    "yZ3x50V9TqjEp0VzSwqbei3hfUM59kMxcvh3vsOd3rPzlUl8Qvha/K/h30GFV/H7c/TWf4g/Hv7uHM9cja/qouzH1Bu24jUo/ZMD"
    "2+YJ4TvRF16ItOPomzeAtqyg/6wBPxlfgDbiaFlR/RzQOFkFlWU7PwFjO7VnVI/cio/dRlNT77mn7nhreCCozPPxnmPod9/Ee06h"
    "/r4a3xdfjtH0pPBVpB+NPxzepTY8hF7/gvDw8M9o20MqwXH1ZPaqP8QYOR2fhadep5Y7gievRht/R3h6+Ptz1MESevsR9LNNfBlz"
    "OILrVyDnm5DvcXznO0EDTuO7+ZZjGBGnkXZ32mfnKxG9N2rETNCnP403rII6rOOdTwuvjE/Z9ZLwTdD720CvngnavRnfiK9cwahf"
    "QXnYKlejlx1E6T4BivCE8EPI9UWoi33x46BL74v/gu8P4dr4B6ipFe+F1naEu8ITMRa20HobaDsr3bpmfKP05fgs2+4Ch//5KxeH"
    "D8X3oJf9HvrWVWjvX43vjRdg1roK7c73laMxqBeeUL2sidIHULst0K4D6lcB4/r+4U8xl5yMt2CkfRDU4psYwVPU0A+qhrfQ8rEo"
    "x2ZM88P3nkHDAt6+gtgbwofRp24VzToB+Er0xEvDftHBK0EVH48WuQX1dGn4Z9Tu0fhZ1P7dae3NWA8nwHvcphnhBHLi1+0Fdq7c"
    "rMT3CGf+raKVV0Ux+cxv675vij7unNv54V/Qa76Oezg/3Y6+cxIj9xfDT6Iub3NaWPO620SfW9dcv1NupLBbPhuviG9lS34PetUx"
    "nwlCeIZ4sjTfsEVfHJ4b/s35nE3NWqvijtlOx9Xim+JFYnxOwZntVIKb4zXgoW/TuHmZ+OQjmOf5xlt9lilrkPh3A396ETOKHETp"
    "9osjIR/8/cFmjRO6en74InLbFd4VPoarh9Frfz3OhdeEt6Nmfjn+EXrJs9AnjnnfOYA23dRs+1/CK8KDw8vAw94unuMgvvZwfBhG"
    "w/XnKFsIR3XNRpLxQ48OJV9uo8RGy8WaVUP4IGbodS/xJjj7NfEdrNUr4lIwbpJpR8QNrCK+co45+DUFFT+tdiC2Lm6f8+o65vkY"
    "UzuUufznx8Jx9NU3h2+pVkjFblcN/TbmfPu+DZX5Of7cunh5zq9P03yzES8O5HpuBQd+h759CzW+pXG1oa+7HuEx51m/JxxUSTdi"
    "4lCtRCt4njNOBFdg8RHuOa3S3S7eL83dJ9DTrNZPYbzsBe1JrbCJersd73kSRij5wKcGjoZV8QVXaI46Lf5sM/4BWuYQcjqO+BeB"
    "MZ00/edQ7qviqr53DTX9aHHxN+PJGb9yQrkd15Vv7/zD8q+pF23Fpyt9Q/zknai7P9UY3lLLr8X/hnXd9zpfvlNua+AWtuLPqCat"
    "b5AHXLvbc+NOffTy8EiMk0NaUR/E+ulOvOM6/Dvq6wrOb6dFXdexejY+bCN+OX4K4/PHg9XlBsbDz/oYC3eZF85TeAe+5/q4hhFx"
    "Gk/fgXa4BHzWHeekiTtf2UCP2q+ypfXfi8Ixv+c/n9uqz+hPEPUyCrJL4YrWjBvoLZtab7BOXhgoAziEbz7sPW1V42QB/A9H1br4"
    "1VrYKlZgDw3rTsF3LlvEDL5ZmevLGtzpmVOxg9FyhXjkS8MRtdZhjY+g8fxUf+qkWn1FbbmF2AZm4i2Vh38/ElYFj8V/CE8KlHWc"
    "wjxA6ntN/Aus5O6HUfpJrPv2xXeBBj8rfB5ftg7O+8+wMvv2jp+96GXPDqdU368Itpq9TiX9VnwbaMg3wkWgzwfj/8AdDwmPQ+95"
    "a9h55boBbvigeteG1onlGPg3rVjW1Dqr4n/Zw/8mfEn1dkzrx03wLfxju53AmCAn+NTwdfG2b8SKn7PyrSjdi8NN4KqNfj2r6CMn"
    "49fw1PPBhR7VXLyKNSe5hA3xwh9XaDz9VnxKMIpxT5W/5E1iZSwZbTkB2nvSR/CW6IH1rlX1uTQLruuLv9fr+jhKeKewNXEB1lP5"
    "zO3iMCLWASc1upn/G8Onz9E+C1ixk1JEX1famnVTb955nO7EK+/MQW6iF9gcfSom7umU5Bw785Z3j4M8hRo9Xhlraz6bbWmGP6m+"
    "wFrrhHXVz95z5PYYcIOXhOcrnVIb9ptTqC+2+x+DHyR3d6vmpHWtrZ8W3hHYs88PP+GU5mg8IGgz9rfiZeHqYr1Lbm7FsQ+ip/2m"
    "1hdbkRLAj+BtaxiV7MuHET8Myn5cX3ccbbYrrGomZ/7soQf05Y8P+0QNNkDHt5yOJonQj4v327nlolOStULy9ijn8k7izn148oH4"
    "sp+U7OM46mxN9PC5qqunVXjud6u176V+v6qcqpIFcsQ7XXkiVicn4jgYF3VpeL9kFeQmzlXql0o+bPOytfaNikdftW8VMoQIjsja"
    "pKTEK/61Dy7GI+fyxxdfs6J1DN93j3CDj0YbIS8NR33lxb97VOj7Ls97TS20hbqLypX4i1xSfUx9xmaSp4orO8+5or1Fy0WXj7xM"
    "q+9j8TvBb35afBJ7BvnCXwtXoq//dqD0ZVV9kquHFfH2h0Xx7ipZuDCs3c359ATmh1tAYR6JsXmj3kLK/nqsLY7FNzmfYLzRKX0D"
    "R8d6/Bjue7nnZnzno8Jasd6JWEukvzVwEPGco/5e4YT3nRr6znn4nRZtvXu06q7rxdRTzg+nilZYc6r4VEkMnyOKe0ij/Yhypjzx"
    "MUj9wFneE8JufetOJbg7Vy7HKuhw/ASu/jC+/k8DdxGOgV+4FZwGe8Az1OcPi68nvbqHOMxnhd8Lfyn5/m2InUDveWE44F94On6H"
    "am+1WIMaJHd0pIgx/UJJGaxfriv9mOrrWeJMTuCd/z0uhgzcBGnhVSjFS8J9ws3gEFfj89BLd4UZvOVA/BDufgGevha9ycbtQ31G"
    "tH5x0iXM78Fzbw+20jmmkfvy8Pc+IstZlG32AMx3m8Va8SbHbA5+qvrH0fig8MzwJ/FK5H5zDLuORPbivSrBRyUnttyOiV/4Aeef"
    "bkMtXCQJyRGtMR6pNV/Euuyo2j6KPzuq2n4w6NcRlPQw8jrkctGT2iM47KOZMzrnuRrW92sayZR9Y00X2+EHw8fROp+LrxNP/WsY"
    "Y18SHfvPj9MFjNJNlWhDNH1V9XrdOXeGSPffLOm50actSfZXUEOHJGtcdV7DpNNrmvd+I/6rZibuFdyJevxW5Cr/13Yd1JxxWpKX"
    "O4SxNSnDegnqZb/TT+tRG1qVrmpO/ff4dVBe9tBPAf8/mO2+K1wXG2EZqZ+JPxf/DnfdL/wyetRt6M//Pfw4+OQ7VYsDzLYngF2K"
    "d7wtct9qJf5duCT8SODambsKt+Ou38Ja8iuqi+eqb6x5zUTJTlfjL4DCfgP06DNo5TW88y/DF+O746+Hf1R/NMnA6fj7gbuRK5Kx"
    "7lV9bWmtZHXD2CHkcQ/cdQnKxB2cA7j3gLiHEWr4Ru3TUaLV0FxwULLzK3HfhedcFRwr9r7uFNwEDxidG9zOU3LkHjsnjd/AfHtf"
    "UDnjg49rlDwuHPXVLGNrGm2nPbf4H+S2Mze40zPrvjtV7mNxNXaqmInXJUe4AXe9VlSGcuWdOYd1X6+RZneDyaW+4Fz7o8KW9s+O"
    "q5ychx8VVvSlL0FrmMzilM/UtXAybpyzDnbibneWrUeNcpMWb9+5e4dW2dfijW/Ct55Ez3glSvb6cFBrgjtxLYrL2u97PBuYbd8b"
    "Xo2+/KE4D3pxIzjCU+g9Pw0u4Mt3i1Jsef9PXE0I/45vWPP+dfZS/0P8TPxDrJlOo/9RsnAQrfSU8L44DJ/y51gb1hv4a4H67bzP"
    "dK9w0K88eNuMvgJ6dRDXbGfhQ6jjg+oF3NG6AevElfhY8WaPkzTqpGbgW8/JOezUd74lCdcpjd7jSLtFO/F/Eo6fYwbc+Zlv79r5"
    "45qpfxcz9e1o52eGa+IDwGsfkhTncqT8SDCdBXKmh7GS/zBq4hPczdV+01HRX+6CPDO8L6yck0e6NATV/Hn60vNE67mzvXO93YwW"
    "eKBWULauIIe8T7zQRjy9TeZN+B3hkeJqPoX182blyvp/yO8ElTzRH5ZtK16oVfLOUpxz0Z3T2g9lCV4QjmuOXAdHdUR7zDEm6U70"
    "Pv9E33nZKLRJeMdV8TUqwUGMgTXMGkG71Uej1dXJc66dj6K19sXzdp2SNOYYOCaO/UeGO1WHfOtTXdPktOQ6xld/OW7nUEN4Xlg/"
    "J1WmVPz+4kOCt5LJCjakT2HaMbcXc8oRzE2nK3V9UVHX5+mdD9IaaF1S/BPOUxxG6ajHM4Mnz1NdktPkjtCjREcPoH7eHrhPcSCe"
    "Eu9DvZ6TKudOpT6EufF65L9fK/M7tO/3M5iZjmuHye60Mp/w9lqpSAtJRZIs1PbH2Kufrz69T1I9u7Z+N6WT/3lu/Sr0oOOS0h0Q"
    "f0TZ1Z9qN2at4GofE74jlHvgp+MfgGM2TmJF8tsN8WL3C+/RV5/SHv8VaN019czj8efDtbjz2ehBD9Ju0wG8exP89hc1s4VgK5mt"
    "gju+2PvXuXfUzvw7X3z6j4Hn2nLuPHrdk3vbH98bJ/jCi1GCvwzfD8p9OP5geGn4ivSCnh0+BupEmn59/D2U/wDmq/8SXoxZ5EcD"
    "Na1sH/OCcIW+6NPg014Njv6h2lc6KT0L9oNXhX+VDI589KWBNbgffe21mF+eEdbi8W26RRvg2wjfFu9um+78zMPDfteO2NKYIiQN"
    "2gRF7qH3HsUXvjqQ+7sK8xPXPp/CSCOFOY1/12G+3kA9XBy+FTP8tuJpH/fpPY8ElbURfMD1f9Ka7PvDKVEwcqDHxFseQg1wtDwb"
    "9Z6HW7/tex/fznrb+cpX4xPQrw5pvdLHavLx6Cu3ocb+VpKmJGXZ0lotov74zM6r93PtCNyCutsnOn6zqOHTMZ89Izz4bslD2BJP"
    "kwRp3aVuR9UXLkLafkmuDsafC/slr3l4+GZ8WKCUZr/k+dznPqwRztn7cYG7h/8Sp5I7rGq2WZcWyRZ4vLvHXx8pODBKm+7vq+HH"
    "oAxPxzzNur4Nb/iNcFxr9S/hd138K/TgqyW/oRYd9/Fvi8/ZdRj97jbxAyYZNk2qI5j/N7btPG3Et6gNPibJ87l2cL+dUt2dnzkM"
    "ruN20N/D8UOAt6DuLg6/GB+Kb/mn+FHgITwTI+Yt4bvCpaBX3x++hHF6Nury1LAmfS2T4q2jTvbHt4V748pX0WavDauSvt0/bPqu"
    "BPcqTqltj6ln3Kz0o9F44JZWH38V/xA9+ED8BdD6x2Gefky4MPxR+Gx8v7SITqiPbsWm7j0VHyBp/iHw5vvA4ZzECt/60en4Sawc"
    "b8CbrgDX9/DAsp0A3d2LMl+F9F8JlBN+A6NrVWPrevS6H8KamnuXt6BsH5A+zwbm/mOgNadBQY7Fz+E+rgw31G9sNbOJd98eO9I+"
    "+mlwoeRiHoX6+lF91w2ap2uYxe7wGeyO+HJxzuyH14gvX5f8gG3zCPyeXVDqG9C/n+S79KUeSsRsf7vGJ6nqy8Kt4oRMyv0Sl+mu"
    "iPNmzV6FtmQtPQszIHc8M7ztsHr1IWmmHYp7C53dgHXTSrE6+YCkDVcBvzjcrnX4UXznhaiF4/EnxGdvIfWIz8UnMHKoU/hZ5Exp"
    "+oPQH49L7+kgOPED8ffxrWuar78pXoNj+hrMcc8LNgofUKFRWy5H+79FYa9DSd8c2GMuRo87LZ2wk/jW54X/WzPGzivKb++X3p3c"
    "zqX7tVHsiMWi1OSHD4L2HwTvb6sC9sXzg+2dXHjGTq/p862KJl4XyAXeAAp0ShT2kvDT4SOI7axjdjP6zXPDfUVlTmnn6gRa7oHh"
    "7skGbwSdOh6XJMumlPhaSbK3JBO7CSW6Vlz+ae8hB0CBVjGGPlKZS34lpBXD6XNIAHcuwa+iBoy7PSXudl3c7ZPC3+Jdi8F2lo6r"
    "bih//Izo0c6SuXPvvZ9dRszY84LtQ275vinpzh1xZ+72qvgP4YSncrxfq/UNx/rOK+RzyV1szVjtIRY7iTr8su35h3ei7a+VhOe1"
    "otM79ZCR+H9qnx+TlITryUPxv4Z3fZv1XWwP86CunNAdm1hDb8Sts64Xdin8uHhYrpWvi38gGspSfjq84dtMd6jdYrpYT5AuyqLa"
    "9xvx3HssO+lFvzGc9j5KPmoV8zxH+DMwv+2sZbBzP9gbL8fM8E2kvw4z33egvM8Nt8QfCF+QXPkekpecir8fTkl/1uTKx6UVdEvk"
    "jPZs9MrFQK3XvfHzWOFeq7nFdAHvlN7xH4evapeUvNzrMaceBH/zo5hp18At3IFZ/lxU+dmYuU562sloq+vqriG/54RSLg7bebmS"
    "wt3LrzwkfBi99HnizVbAg1CS+VTJNk/HY75mZ63+QOA+yX315TuXeme9wbvTQ67EOvnFwaRVJ7T+XsVMvh9vv01nYKip/bTAvb0t"
    "Py3warTQNVqDR7W5nVL4y3CnvmUnPuSYdiHY4x7i++ebGo+nRedsd+W6+CLNxZRbHZQc/1muz5G4lJN+xmXnKztLTnfu8Xvj32FM"
    "XxZOaQ3yunBCfOBRXyMn3uuQ6u1J4ZT37p3OJu2sJfoErNQPxXegTvfGr4DnvBV94spwY/w4evuNyPWbWhMd1D4S+/D/Dpsu69rU"
    "umweZXmItFm4X7ThWrBb3u8fHPg9l4SD56QHH0FOJ8Q9HpWW40nEfiVQAnWJ5uCrdL7kqM5vfFSniLYkBU27vmm9Y3P/k11zckv7"
    "Wvsw/9v+2s6j/kHhfuFzqIPLJT37R6wEn41Zax9S7ov0X0QZrotfAO9/B+bON2GEf0l9Io2pmyrzVzt8yrUy1uNWsZ5awRfcEX82"
    "8IQHzz/9DUqzjG99fFiTZOA+oYm+cg1WNC8M/xJvDx/DapqyiWXU7mbkrr1pwXLue6Z0olaxhki1uctlgIkGsGSvVys9UJKOW7Q7"
    "QbnWzb7zwvvvU+iTJ+7Wnr64kMpF30/ZrkVY1VH4BtYxrwmPDX+l/cB3gWO5Mf7wrltAeffh294evhs96Hj8B61N61hd3xQ/KG5l"
    "XStO2yl5E0pwfiB1/mic3fUKrKueHP4Co/m34hz68NXxUeDAdm65G9Eah7FC+22s5H8jfCVejHd/PHZ2fRDczk3xc2ixvwOd2hs/"
    "jBJQN+c1eP4EynpC68MVjbqN+F7MHP8zPDl8DS1wBdaLh7G6vH+4XvT2TvA7T0HfrYGe/z/x10EjJ8D+BTSvH8N5n91l+zL3LvbE"
    "LyhOeXHH3GYqrsHWsXqN0vfdi7sOS99izWnMcemYrGO99qLwaNTZF+MvBZ5eu0Zz3bcwLu/rOkTM60ne71fiD6OXXg2adARfcAix"
    "1+y6GWvVw+ir++IS+sWG50/pNCWMzw5cWb4FdXwVvu8WtMLPoo0ujzPhcWgBrhu/oP7xNvSAf5JOpunY3KKW+iTuuEFnBe+M3x04"
    "Fh8fBqAXX3QNuw310df7198Zj/qpC9ulsFq5yGcpnte7If4uejb3sG5BzsdRunejHW6JrwrL8YrwaYyKA5LCfl/4Mp6/TfpyJnFZ"
    "l6Qx4tozw6O1TvmfqO0fDS/BCu4+mNl+MP5meE74aPyz+K7wjmASbdOOfjDKfQT1ejvG+RHt0+wTfTkZ34q11in032viS5EjTx6x"
    "vz1WM4fxvxyrF+H3xHt+d/yh8Pb42Pgr8XXgBW6K70Ft8Q1vFadxTPo8t0rb5JR4MFtnbG6bh21+OIC7flfyGNK368RLm7bOfjz5"
    "s6Dre1FP16LfsLT3CK9GH78TtOGB4U2Yhb8Anvs1u8g7XRn/AnOtzZcr0i47KW59H0pz6Bx7eusFtTL+6CE6C3stKDH3Ox6GXnG/"
    "sCF5A2n+q8MJUfgfDLYXSb3LL6DFSHepq7LzlSi95kOxEz6JEtyhmZzr/d+SLuxJzbjrrtFGDuuO+Ath532Me4d5UIZWoHT6TeE3"
    "8Z53IsdnxdtQ6o8i/cJAzeBXYjb+bOS67/6gXZ+Jf40WXgVFvUNa8nslz7sJZUunENbV6qZV8vjAHRe2/gWaTQ76zhJ1hFe0OrxG"
    "kpZVzYuPDL+KGj6C+FqFH3uv5ukZcdfkyh4RPhgfBextGN298Lr4v+M7w1/Hx6AFt5xj4fe+PBwTzVjT7LWz1vjOzyyg5v4Yd7HF"
    "DsTHYFQcQA94J+jBUVC5Q5px7gW6yVqm5ipP/v6F9iMuxe/NuHIP8HL3wcz3Kp2w/RI4gv3I+7Wo1ztQr68KlHl9Ee+9P8bbn+vU"
    "78XikO2U4Tcj91I2Yq65hfsB1PzIMK9+NvJc5itUG1G7Hys+S1rP3XBp6EnR5VXttp90+vV55f7HOllsp6C/Jslo9PMSPxzsZOiW"
    "TmvvXLZLwifFyVyE76Sc7lnhhGR4lPQfdh3tH9E4Pon6IRfzIPSwIeaAF4S/xGzyXehJB0BF3onr97nLrFhqHBxTj1oI79FJvKhv"
    "OA2Obg1PHVXbncD7Xh64VvwO9KnvAx9GmvV1lPsi9Ny/BWf2k6rvP0Zt/m64RVIz7pzfJA3cb4AGrIq67LQP+DHc9RU8/2LQyEOY"
    "RdgXXhh+GT1hr2jpjPRDT+rkLnWnV0WFb/QzHOs6Ef/EsCXe78A5dL+OSW/DtI5Mm5lvP4K3c220iZGyFW31QP3P7w2rrpVnK2Py"
    "U6aPxpXbk8Nh5w1erB7+cnz3mmjTEVy7X+Bp8W9gvv9ljKX/gVr6Srz/rmu3Lsfc8aX4bpTy3eF/xSa+9xPxd7Ae/0eU/XT8e1Bo"
    "Wg64VXPLMVDPfSg5Za4PCr+D8Ux58VMxSrvh4eEZoBwPwdxBrbgr0Ra/j7s+EL8nDMM7UBsZqP7KrpeHcXxEnMM7puDifi/87RZp"
    "8nvAHz5G+pWfQT//JdT+P2MV86pdJj3cFcqzEueButh5MtNppnbqd6lWNiX5PeR7hVteD+yXUfRvFWX6mijpSnwKynQz6O0h1O/n"
    "Qet21rfcefXx4uJ01OP1FtNpv0mSq0R1ouvqPdD3Yt+D8ftC5FgD9hOgX1+N/w09992gusckhWFPeINWWnfq2ePxXiH1F+PYT0XT"
    "gjqNFk3j5V6hSuHKWXIjVs8S29+PI/8pavrhKMU7UBu/hRH0U+CEvi5OYD/a9i3qv5viNPd7rZ6ISeK3WayCNiWjenCwddebwp/5"
    "iat1zLe3bJOUXLDNKsAN4og2Xff+jcFWnJeAKvxYoHbtIfV4np/6utZEJ8GTvg6tzJH0DIyPp6HPfRqpl+D6DXrnpnS217XbdCt6"
    "8G3a03iIas4klqbj+MxwUvKjTX+qPJtwVPjjws704DLU0ItAwz4ObukJ4VHhpfGy8Cfxr+NP77ogPCzY7vwFgVzB+dKo2YX6/Xn0"
    "qqvBL38x/jN6wCNQQ9fH54e/iF/Wt6yoV35Fdb0YTN/wGHjRh2I0Ho4/E24Lf4hZ5N6B8/P74lsxyq7GN74Hq4B7gmP6c1C2v8VT"
    "fx1eh7yTvP0hxf76PrVbTVzKEdGc+/pex6Ol2cO9nXXNIE/XWfuj4hZeHE6eRfLxaPxu05mCK3UWbkN7N6elN0R5x1vDuTR7eJ77"
    "TrTcE8Ie5HJj5K8NDuTLYRyuiL8KDuPHwiPDL8V77LoaK8PNrTedgypzvUq9mkMaG5tai50Ul029qJdopXNEu1Hr0hI/prXDTifr"
    "dl7XfxZtdEKaLjdE6qddh9gN8Tm79sffw3p23XdpTorj3NB5RY7Yw7L4cDu4eFrW2Iu3/VxY0zwYo1kssLMHF6AuTKpImchDA/m3"
    "C6UbeloS4XVp2u1UBztbcfmArIKc1Px+0k/pPCz8PUq8jPXHw8OD0R+pz/5i1Pw9w1eB10O5Tq2pfs8DvdgVjGK+Rj3FdjKMvl7n"
    "vNTOUrabQOePO304oPOlRj/vGVrhoPrMhrjgG6SxeI1q+Tm+T7TmGvVWS7z363GPzoLYuct9fiaY2jfUTz6Kef8egSvTb+GJpwTO"
    "SWyBXeGdmN1WURdfkzbzqniWA6Imp9X6h7SqP65V2E+ELH5/eHp4VPw/4afDpaAvr0ZNfR20+R2SPtzpcnJbP70sbHn7lKdH7xc2"
    "i7V+osPnb9upP8/3TD+PtfQR1ek0HNf8+kvoIVw3vhu99Dpp/h2TtsxpzC7HQdVMq8x0fDZdfzWdLnoK2vOxfkZ+RXPiXp8lT7ls"
    "pxaeE2z+ZJtyxv8cuLD3g97fAJr6BtCxD+HKy8MfacTQugbL9hbpNa6oLZj7J9xOCGOvVptfWJzFDaDbxk+/WjPOeWGfSnqrzmbY"
    "+e03h81CvmT19mDV0TGfHa2OmvF3to7Ej593WfxI/NFdz9r1m6Cbz4m/G/8g/iuuj8OBXSfxxRfGl8YB6OE3wyScrz6zgRrZrJxf"
    "SGeuOAZn1K/2xWPep9bEsX81/lt8NFb7+7BOegTW87eCMuyLvwYe/ZP46nxXH/XzBvDAn8eXfxR9673aKVoBdaKmPk8lvFInVY6q"
    "h5G+fCm8ArTtl7BWeD9G92dBo/8JOf6btJgi5vyTaKdvYmVwCb75QaGcMbiOPE97unZG5lZxCQcxmu/UCdMD6NsXhP06e/qdaO2H"
    "BZ6DeoDOP5xAvtz1NkslDxRFsZH3NKcdF4ePoJT1YOfBLxalvLes0XxLdXUw/r+V9zwgcG18BLXOFnmGZqQV9b3nSNa68zM7X1lD"
    "TZldKkoFVpQfZw5Kg5+H8crRuV/aga/HGmEVNf3UwHX3AZedmO5pJxzTDH6NJLhX4/nbQLsfH56HMl4ZfyO8V3PoJcVec6IgpgN4"
    "LWabW/HcCWkDvAp19iD00Vsx564Ucs8NzX+b6HmbWkudEo99Mv6OdMhukVT7FpTq3uDb3ojevxd1/Ln4Ifw7Ft+x67fAUa+4bpPZ"
    "euHuTBqJXwUd/b7wbvSx7wP/fTlWYS9Au9wkCm4U9KKK1NB67+PDlaiFp4ASL0on4EaM2ivAvzwEPejLWGlei1poYC11v/CyQI71"
    "r1CzX8E336Zz8IdQ8sP490jQxjx8T6ANmi4o5eXgJd4heditqOcvgRbdjtp/f/hTtNWt/z9vbwFnZbW9j693CAkBRUKUVJAwMBCw"
    "xe5W8Or12p3XLoxrt2J3KyaiYFKKpLR0D8wwHWdmzpx81/9Zz97nzPi9nvl/9HM/P/goMCfe99177ZXPehas9CIiQYohbYv0BnHd"
    "i+2k0qMC6hjNVtNzMXRHkpFIBbVE0tek7HnXMVoziegvyih5GDOUKXqu5mstV4fcOVX6NeFx5c67tIJNmxDsC922k9wjD8iU8BDp"
    "K+PCoeEIrOtXMl8+x2m+SbaVs9kL3FLuljJZRKtYgmfrKJNxHi2WWY0VvJ2YJOt8Pp/o1hlqbBqGfzgPz55gX2M/nMEqdisWYH12"
    "kXOCpYhjL9frocnaaJvgDnlKTtCLwt2w/yPFclHr8eTltFj1+q38qhuyflWyUWd0Rv9ZxB2lndmGnE8pH+GVk5VjBp5ire4eFBNt"
    "3w3Su0C7Y00tU2PSuoi9GEnmZ6K4o3vwTS/psWLsWhNx97vieY+TxXhtd6n1OrgVdYXLIhv/TiYrWarGUnETdFChGto+TuusPhop"
    "5/0l+PdqZstSZAqzrMETRA/Zyb6MmN0urEGliJwPEc9ZfvByOQXP8iWiyhNYM7tDHsF56C6D4I+ZHhgslnG3/m7z1Suxhv2lwrMG"
    "BNKZ0tLfdzwVk2PPPCHXZyiUj93lMpyLtL6JV0/F027G/Y+SldTVe8tSaCGXkww9r0gJZXeE5HuPK/iDJAbcnUnQTgla4DqfRzbt"
    "NAjXu10uhQT9Em6NSHY1tPPKcLymZXJwI7zUqVi7dTjbZnGOwtOuwdPtIYu8P3ieuA7XNOOdnsSM5mZOmou9yXRhuSyn1ZZmQap6"
    "STIHY07u7qhDoQXewk8myMXyvL6O7+sYDA0+1dN8PTzpPZ5KXnFvxq6dpIhZiBhxQI5dbIPehue6RA5iHdRVBGq55xFERjU6HXuz"
    "PXRlHXTgOJwK4/pxPE4D5FH8eQzk/AT9Cp/aBA/kMWkNTyqBp93M/nNDKeXTu82Hxn5d5oRPYLVPl890CWzFhfqLDNcrgiFyIq2z"
    "29GBRLJEiXGIwIa5LEECslmN9XLrXcjc/ELdF5F4d2iB7eUCWY/TPgmasQA2+ld1HbqVur/YmS9SQ2gdKLszf+vsxd5SzAxcT9i6"
    "TtQkW0EHL2Kd5F0Zjn2uREQSh//wOeXM7mqGWu1t+8ChUSwXu5dYLqqOlsMyQFXwdV7D6q/QD3VXnaJf6IE6SgrkSlgYkUNwv7tC"
    "4w3GTrSEjO+N3Xuf2aiX8fdlkPM62O4t+PQC3NdL0PuvYB3PldzMY7PlBSJgojjV9eQjqcddDpJyrqVm399fotlanOAMDZWziZLe"
    "iD2ymrLFFPsiCt1LnE9Y6XseXJ2lFCe+hFZDaWddliAG36wTdHpNtsNSGzGy7IDnMSR8Ee5smLQSyz+V4ncBZCfJTG0FtLXrVbAq"
    "gLNR/9FPEDHkySPwDQ6RfeG/HYyYe0ijKlzwX/nGn/VkXKUaMvaObGCeqxYrUAOfvAwr2UasY8IQZMX0cs6CDPRF5PQjtNs4rO2L"
    "iMEn4lPz4QW0wJotx9VrserV9HmsGlWqYyGFFUQcxfQAeJhVsNyP4anq4e3Mwx6v1eJwG+j/8+RMaIfPIdcJORenpgzeyGzmObEr"
    "uGYpo4rF8APuxZ3Owivz4dvZahrzxChYQ8P4jZZ4o65Dh7ieQY1a4DVAGfVXCjopZDY8gRO8r/SR++Rh7Q1/rVa+0KnypD6gF0N/"
    "ZSr5Is5LUtaoRPoFVXKG3op39NBr4JGfiVV7tVkb3QVneXt850xo3l3laL0Tsec67ZhXgxWbwyg0CT25BPJSAbkp0HxEp79iTet9"
    "zF5FjRdl9d3w9HPhpczFPlzDqoflafaVYrmU1a0t7CI3OzsKOuMWPPm+eL/583tIhWc8NCReH2IQEk1ya22DM1vrIyzX6xT6jvax"
    "2M9p0E0L8M1XQjsPkQ3EMhfgbt6hFZ1B3zFJm2SyaNfpC03UTUo8kirpvzcKPeGQOorvsmfeQSzrNgvPtjJb/38Y6xH6+mapjocU"
    "fcfVsC7d5b6nL8bM8ybsRtJjemLc2yQsfRRy1UOuEfcNpj/TkOUEORSqIe8J5glC9qKWsjPXRdUFoXHGXqihPAfdaf78NdJNRuMc"
    "TcXzboBdryUudgni5S54ZQ52Zi3WfB28jLhaTa2HnBL8rJdBMufSB0163tgMbny4pIjByeXz5X5lpBwC6VmFnekn/4CNfxb2ti2e"
    "9AGcy47iqjezmX+5XdKs9ht3WbVmOrdbQXu6DGo+eSdqiXdJQWoMGbiQWinBSDL0bF+GFnB2LfQ9r4bkaemj+lQW16msPjq7a/ro"
    "IEZimX6wHRux4tR7fF6cfrLLWR/vMW5poqAcamgVbFIAqdxKKpljHSEpeupNZalzvdJexgTHyN3waAvgEx2pi+Ra+EDzqTGT2iI4"
    "Br5AM7kfOn4ddM6biKXO04/01eByfRr/aot4Z5ms0N8gJRdjrQ/G3bZHJNuC5y8BSzAHWtq81CLauYuonS33VUbsTD58sN99zSmC"
    "5xriO2Csd/x8eTUwFL4hnn6HxK7GKViFJ5kLSx2BvP0CSb0Q32eZ6gjjRJPfD/SEoJhybv5iFT3smayVGD+Ii//ijN/6iutXqOD/"
    "1fcxJGm91WdbX9Yb9Wt6gXfCeh8vPwYLcQ9zdAz09DNYjz6QslXwWg9FxNYJlm8tViL0HmC9Oj428ynMp7NO1lJY5hoi3QzDWoaf"
    "G9LteVjrX3AmjC1qE7yetbpXECFmaAF++hG0552IY1rJnohF2mC1S3WhLAsjxJb3JobJ+gotd7mQcq56GiziZewFShILaYxoK1g3"
    "3FnCLHLA8gWh5xWMsmO/yNvkOPlN3FPMxgp3lgnwrI4KSvV49ue+r9/gxNXoGObc34BVGoo72wYStUQn6KBAfS+IeBtcy6xUSD9/"
    "uuf+q2cGro5abQF17EBJZfMzFR4/Y37pOZJPH1WkVjPc00lqM8cIXOq9iTTjvxOh6+2bzfPJsEJHiDCz/oe494ZFOjWqKdZ6m5hr"
    "3Ux7uftvTu3hbOcafM7qTaHnjnPVeRedWe6xApGt8S2X0CPugLPQSUwmO8kt2h/e5OkyA996P07BQzoJfsRCyf2km/Du3SFtP+je"
    "QZ1uINfoHH0S8haBHnpOtoafYTmDpfokvMAp9CyVGLI6RFBR2p4U64DroaXKNCZXyNUyT88PZkovDSBph8M2N/AedZYGfpgMfinX"
    "K419J+dLNfNa0Li0Z8gluP/l+qE8AO/DbMom3EXMd++r/pucsY4Baimz33frU+SUsYpJPU5LHdk7Wme5DSuz0cwIWeXvykU4Vdk8"
    "6+5Y9Ux/wV99pYZc3tW+z6WGDAMxZv7L4YtcJpW+hzOqR5JXoTEz3H97kFHGvwOgMX6BPCaZfTmI3KbfYfcs3iuEVluOtTpYfsI1"
    "hwa/6tuIyLvB75zJ3n+rL6/T0WpMHTOwswnEVfn4WxU+/73+pM2Cx/CJreV8Ws8Y8ROLvD48BRL/MH7yvLyJff9C34bW/hmSuAxy"
    "PViawmzb6hRlI0b7s/f/D2/rIViZrvCYXXV/H6xnNeOXWJP8sI1XrXGvgDG4rMTqWpVgFfRLH5yJ5vCALd/wOXbgxkaVmZS3w1ZD"
    "r8lWODO5O5GmGXOG4vVuUut5xOLqLPFSaHfVxmx16nMuIdFFh0i9ZrRHxoak2J1Vz2y75bWiRMbHWeWwyDLpO6fMz9mEn1g8Wt/E"
    "HbytNdRF/TwzuOWyrVsyglOzQ7OnoDt+hCd1pT6KuMck6UjY8M9kMHysD6Gju2PPv4DNXY9rfgxtMQMaq4oM8ptxHqM6mfv1G2Sr"
    "jGh5u5f17GMYR9a1KPTHLtjPdbBChbpP8JNOxCk0L+52vYjaKen17iDWCF1e1XqvXvCMgDXUvevUIT4qtcZjQFLsaqhFjOcyB1XZ"
    "7Jdhcw/wMuZ4pTbzhBkmZqLuBs01C/dVLJNgJ/tLzPOwGMpTPV6oJ+7wIY/31SyzvCLuTrNbYxr97DjeZyyi+zOb0UW2l0sQU2pW"
    "65bRsoQehTFBn9PrYf+vl0f1WblW3oTEHordqyUO+yAJ/RrE2J1QTf8x1yudJdHIN8z0XTjurVa4jxpKSYJ9rSk9HHu0EGvQWvaX"
    "1VzvClht63/YzEioqY6dXLwecfh0CXr4SbIM7ygOez5QOkBHf4oVXgsP8zL85H29RycFXeUz4p3jvC9Xr7uBuibB/k71UxciehwR"
    "bsLu3BSzvBaTlnnv6nhJs0KY8NGQeeHXyxJW9a7Hc29AfN6ataUkLXLEe8wORx5Txw4mRHo6aSmnJYoQZ+bQH5n8WwiLdmkWFxn6"
    "+KohC2ach/XQh4WQv9NxilZhpS+GVrUum+/xr61xH9cihrcqzSa9B5byZrlOegZD9XF4wC/qCmmV11utJ+Vuvdqjcwp89+c92e5P"
    "y91bhNmdNrM7fLft8b3LcLKNi/MKeAjz+Vz17FTP9FW6ylfcR9V9st0HIXT219DsDzPTukrXiPUG4ExLD3F3sM7r593/0LewETJn"
    "MxsMLzFNr4LXXqyt5GT4CVfibt/GGrxGtMSjOAtzcA9bB8vgla+ElirC1S7XI4MbICNT8N6Xeb31uPv5eN26OO6BdjHWkyV6s34t"
    "3XBnBVjRdrITIrCjsVaz5NYmpnrUQ2/F9Gw8+xJ11R/rdIr7mrX6jGKMvqJxFZ0KL8dkcKA43GxXfHJH72NvwXclfEUoQtkaTYn5"
    "ET5IoU6BTE+DFVmC03SrDMFOP4rd7emjrobpJUl6OCHv9nh2WrvYrd7PnrDztYwdpzFyyznuAsM5HCaDEXnuJoYotpg6H68vI1Lr"
    "eXiBdk/XwAdwbNyOe9b1m1UyNnfdZqYfb/IZrGLITvoPHSjpLF4o9JyHrpfUGHdD9sFOwH4FcoMsZrdEHf7VVjrCL1gLb7CK3Rcp"
    "2Bmr4VnEUE+tfKWI5/jq4nHrDo1gmbq18FEGyK2QpzV6nhTgHQvkTkQ+z+BqiyEJ90qE9dIE/rtWDAM2CDpyuT4ZPi/rw7Hw97YL"
    "LsX5/U7vkO+b7FbZkz6/+gy2OwlKdNo4ykuMvf57imUkrDZzaxN+iEMeZXor0z72dllF61dMeg6pWlZsM33cmXq144iwLNi+zPjM"
    "s4wbVuJlfVU76b+gHc7VeZDv6qCEuzQDa7gnfLcPIVnG/L8I1uksz7K9hrmDpEc0HAft1EdOhdcawXodxVU8UXpibV9mHew4zz+8"
    "hZWwWtVsf2477oxmOcnUR1Yb8QRupVr5ukvas6Mbc/s2sBiGSDVEWVv5t1jn90bdOfgU3/8UZOQNnJg7+U0TcAavxbn+Ef6CRdML"
    "dHYwG7pwE73VQni93eUUcqgkaD9chPw+nmaVfECbHiHGZQDxhit1M2OYkOyQ4hEGCWq2JKtsbcW6g2qJaPmVz2QcgqOaqPYlvP4I"
    "aXN2ln7+DESxNiG55PaS0GNcHQ9Z6Cs/Dslbz/xJGtqvkj7FOrWMaRXs0bayr3yJPTbk0TDZFrH4VFj7Wli+tyDjG+Ub/P2IoO+f"
    "4FD/nHuhsT87VfNloV4NbdMaf65FzFMIL2YfaKEWXM3DxfmjZiVruY6Lm4hlVP8jCa3zSBOXLx/PNUlzbkqtj4GNnflAsa6jCo+2"
    "iVOr1fqYdgl75wYj2hiEO+sNrdRFDoBEF+pY6MiL5AcxzWVzjxbhJFWxcy0f57AA3mepx5s6L6mGSLJ6drqFXlYTPHG1ZNWxbNdT"
    "eiPsSyvpH7yra4KvYL3G4t+XYw3KIH874v5W4ntGsHtiM2dDzYPmXaaTPD7oUzz5Jk5CmM9IP+UxeSIZe96Z+mS8RmQ7eUeO1644"
    "qR8GH2FvU+Ei6B43OcQhHuPEP2V6W5OsiMeIAkyw8rMd7uc6MWm8BKuQ77Hxo/B8cyhltbjbBXhXZxHvx7UjGkLZiZYrxlA1rvxS"
    "L9s19JBCz806Txt0VCW0gssLdoV9vlpPYFem5UnvkfZygmzFeQkjodNn6jNYsy9hLX/Qc7GDs2Fd7vBZRZe7ctG5xc/GPlkHvV/O"
    "fNienBkyDprgDamj7XkC/ohZ6GvgDy2EDlivD8qzOjhoIeOxLoYpWQJN9grt08+wb9d5fdpCkj6/Mtyfh03MvDX2OGN415HMqMyD"
    "LBoHZh4iiveY/z1FFujJ0JzdYZ86StxrfCfD3T3jdzEz2cfBM/6nlDEru6P8ivupJg7vLkkRsVJF/7WI1d7m8Fpc5Xovdu71Foda"
    "r9dnmX23/SjEed8WJ34Irn0tcX5V2sB5mpGrI3F/SgaxhN+rfWWaqo/+HOYtn5qunQzMRpyJLNo+JD4wg7a/Uur43t7EzW8lCZVs"
    "30pSW8pecpVcCs8sX1+H72j5/t8hR8OZpTYZ3Q5rkJFa8xe6Myexmf62dV+YXrT4opI5H7Mn5dDqh4hlfhwKvINYXdHeVUIE1m3M"
    "GS4jduPAbDQtZHPIRL3L9ATZItcEpyCWfDe8SVeG7YNOsB23y85ysGa6RJ1tKtdzvJXahNWeiGcow8lxXB8mxZv53txxVqpRZWon"
    "Sfr4KM5qhNXIlZUKy7/1lxTzyWYzesKeXgYZvlS/0pelQN7T3loH+1GK3a2E5XlZ75YxkNonoUHM3mylP3AigHVVniiLPJPUKkj+"
    "JuijWm9novA1rSpiumEmfobTjGi1H850gX4R7C5joCcv0E3hzaI+n9kSd7yfxNlRH+ovuNffdQFW7QdcpzBYE7aQV7Eib3MuUm7s"
    "yjLWZy/XyXqmHKe3wrM7WZ6GL30aPcy67KSoWHZ6Wpxz2DJVUscnb7J4raxoovJ9FCIaQ080w9+MQ6GYzMo2ryY3+rkf/UQ3pa2e"
    "35qC7287Ow13XQwrYlWwrjhZD+OOzd/+CjZvC5GmaZwE4wCqYM/dtVjnzjg1hyGqqNKLdAwk8x1onhvlc31bjs6bjc/MxfeeJpPx"
    "HYfAKjaT2fBXLpFr2R+TJl4jSmn/jp6vdXrVMadYz8zcIdAfkxGdlSHK+pBdUnFyKG2C7rE6+t3BTL1PUn72n/qaZ0o/ZvwwKq8f"
    "3ve6fqj3QzKeho/ys+6uM/OG4z4yubHtJcMpXsTs+97Zjq+wUe7BchcjPd9c4yp2GnGJsb6UcP9Mwquo0ywHPw3P2E9iWU+gAbNo"
    "+/wakRamX+dwL+azdtxV9pBpQSdy0KzCU6xQ6wjaog/pncFY3F/mVzrbQ53k336EXqll3DFNKthNU4N7Ng90Ja18jGxeIa1gAlb7"
    "N2iKAd5HVs/9VULW4Aiu/AHusE4PxTdFIOcVrPLcgeh0QhPMsVs43WgrcTgUww91lCOkiujQekp1B489Dnwcn9Tr2WmYJw6zWUpP"
    "w/UIWF78UuKru3PWQnN23pQx21HrnzxFZh6XlTwW7/oEvsZKWNLF+H+RfiZTZA70/Cz9iHJ1Pk9dSot8zSJCD+da6JVTYeO3ku+h"
    "R6/Tg2HNhsp0xEoJREsR+gou07WC0UQ9PbQiZgFN326G1alDDGqWYYZnAB4gGaafkNVpV0PJhVPN/cpAWJIYvjX0e1RJLsI6/68a"
    "og/7ymbPxp/22It6f+W4l1abR5DW5Yh3PiYb1m341FpdJJOw7ocEd8EHz+3vbCIKP+2r5KYlQvoG6Sb4EwuglYwHqgbW3Xo7PpWV"
    "8OCK9Em8r9BHZK53pge/7UJok+2D83wUXUeEnuO7NYuxGvqjHvZvBdFGp4ph8XsyX1fDtW4uIaWrWo8Q1/VqzIRbWAl37ApF5A/5"
    "APeTx44rl4tahN/O90xCxxwpr8uT2MX88EM9JKiULtY5rjPlB0i/VcQ3Y38MFXlwsBbWYDa7zbaB7RirX0LLj+ZszpU6BT7NWc1e"
    "gbw5XOSZxH5Zfnipn6qwB2X5CPgOq7nDSdY1S2BjRuDepuE6trtHStx399XAJ6xhT1MeJGG42JxJN0cyxilKTyICszhghd6lE+Um"
    "fVNmwLqM0l5B7nxiEfN9LuY6A7b0I2Z032b9Nsrc7qm4y8PEmE9j+hlruFXYyeMgaeXM8EXw9IbW+4TZr7iv3mV0kjIbo+zdSPia"
    "96E+g1XtpwieDL3Qml7dIbS7lVhHe64pshT70h1xwgZogRJEG9bP9zsktwj6cQdpy2zItVLOvsJa7rbJu7Fl13v77bpGUsyEL8ZV"
    "YuQzH0ycRj1n6ZUwr9uHmDCHsYswP298xMvhOxhG9jQZCZu2TG+SOsrti/oINMOK4Hz4z7/qAG2DFX4VK282L1PPyiByTvHZU5sR"
    "abpgK+5hGueikjkQZ793IuN6vf5Rmzs+7JPFWZ+YRwyU+/xZSP7cq8kNXszK895itnM9+7Vr9V2sz46Q2HV4AutDHyWZWcGV2kkc"
    "wqEFcxp9yBNY6/swkvSS1nO/lujt+oDc7mcMNpfxec9BZxytw/QTnOb1WLPZRHcbGq4C75oIX/dQRoExenI2lXiTPiIx4jaXen12"
    "vtQQIz2KkWcFuRkMAbG/LOJu1Xrkzjm+JzuFVQxxhaTf0yS/xfKa50MzrMDVf8BpGY9o6jjIcDd5hZWYTG1TyMdivw6TdCMs7tv8"
    "0973ACVykU7FKX0BXuV6tdmTB0MrdoMMGIa9JfNqIWtBo2Wu76gvy3K2uuxGJoZ1PUVJZoovZnebm51j3ppVa/YUq/8hOgr3gnY0"
    "PN3POPX3B9MQVa/j3q2FpjMs5ElyoSzUXYINsML5rOZXsN+xGjqoFJ7ercT1xOi5RXmKY1hlO0P3UDvGqA8riWV7kNrbepgL8B5j"
    "eTas5Xe4m7xgE8/UAImwQ6yPz80Uwb4Zxj/OjFGE2jQN22+I8ENYETdeuf1wLvfFc6wn51oU57SbbINvWgPvPgFdMg/3cDdi2znw"
    "Xkr1Yb0MkW1InyDi2cWGeoyA6/s90PfGmh3ZwdeM45Sdv/7KVhL33dCWR0xCgtdB77rcyvBgZnARTvV7iJtf0NfgG6T0W72O1qgK"
    "a5tUxyNm9a7T4cvaGrTwrBLOVp8iDiG0iXWPKjIyGcfVkexhNov1puSuIed+JaGGB1nAjg/z/DpKhJh7w83cRX3iJNGqsH3ZHfYZ"
    "0QNJ+k1xSK7FRMu1B07fYZ43wZD5oa+ruQg11mTPXWbG86Myn91VaUQ/LVgD2kdctT5F6TLMW2GWzyfBOdwNPq7Ld47H2Wwu54ux"
    "1v+sL8FWhJDzav1ccvN+VftuX7PmVhE6gXtr0zPvhi+UJLJxNT5ZAg1cjCucI6sl7TPCZkX64Jn7iutIM5RQPiKiZTpITIu8BP/4"
    "Uez8ZGicKP+0etxUvMsQ9lvBtg2TV3H6vxSb027+h3GbbMC9LmE19e9gsnK/MgiRd4qnK0JPbn+fNdwBK7837mcq9cbJ8g9yNpr9"
    "sZxNBfHA1dhr66ywXo7v4MlfAd/oDJkl2+eNgA9zL87cNMh3YXgrLIHzButobwqxXvWsRZjvmunYbbA+mV9lkIeRkFDzSr6Qj7B7"
    "MeinOLHEtcRtJnx2NsF8gGHC+skEeQHn+17pBLky5p/NkM+leoPPVLoeenvno4i3Euwsn6wl8pgUIJ5+SgcFb2gow6AxntSWtC5x"
    "yPITkmHTisM+TWD338Hs7t9Cq+0qrDZPtqIJnIOTm3x1M11c/DOEUcoa+BXvIdJ9Cz9bBGuySP8tv+LsrZIPYdOMB+FdXGMaVuRs"
    "7MM78PGm61syFfFxFbTDZq5sgrmjCVjRfOzIflivd3Cvlmcrl6/1RHkde52kNCfJaFfjK8KD5Cx+g3otblOTYj7qtLU9h7FV0qMi"
    "XB6ukPao0OMUQ36fq7bYvO0keyxHyZ3SFdI0USOcV2NdudaXPYdehMMrm580GWf7NezzBlxljCG5EcVHsMLf41vn4+k6y9syXsbr"
    "LfCC94G/FUgXeY5c3xeEhkitpQ2q0Vvw2lFiXUmGFOwGjfMvRAmv6H36g7wQ7oSzu33evRKXUvpjdt9RKed+GMp4HBlGMxnnA/2c"
    "BevG6YldtX6mp7FKG/zzG/YqRr7CGvjQJtk2D3ipZ0vawD5dke+4L6aPHpGM1ishx0yS3o/rMT2M+jHCzop5OgrexMLgJti5MTII"
    "XsJ7kJCZernvSAk9b5iTrW6+SyYXSrS7DMTqXa/XSUd4Ja9ifWfj1KzAlWf7XmyRAtZ3IuytN6t9Vfr6YDsZIedpSTpPInknysX4"
    "xGh5CtK+i5ged5iSQ3ytL4HIIzfaxOUux3H6a8JHR58RKZ3Qi6XWT1h2uack7s7uvJvswX7rFGOwOK1gKz89xOzgq8xJW/0s5PS0"
    "DYgA48RF3kJcgEUyhX46+wbozj/rVDd7PRD6tUaWyc/Q4Y9ITfiWWkbyOZyaBbRwTpoz/KpX01e9+U+w7vOJda9kl2DaM/sWQH5t"
    "1sAwdihM4nRgV8mv1gyXcT9I+fFyNPRsPlZ1NeRsEs5CjGje/tnqR1Lb+ym6tYxV3ZyOqFpO+RBJZSONSuajLNNqUaZ14ZfxrqKc"
    "wttQX+rBvxUx66Rc35SP2K1CcZ44D3czUaVRz8+XZsxo7zlDbKbfsRJhFGBMdx9jP1PEVK3mnMaQ7OL23u6014X6CvyAPThZMqTG"
    "szNyMzPNhhy8UnaWkdpWv4EmOwsno72MlQ6IG9sHVlPerAdQVx6DVwcwB+OyHXN9vWV7yWQcaqEpavQpvQIxmZ2++wPDuJlHaD0A"
    "tdoZfn+ZPoC1Pgpe947BnXIa9MhneinPY8NslctlM7+7hlzV42BzpjMnvgZ68g25C9bSELbDYeVaI8rdQ0bJdHzqA31HbsJdD4Rn"
    "sRw78Tv2Jx9Wo5x96DfC9hdDvyyBPKSI2Yoywi2BDaok48mJiPAmwY9dZL1q8pN+Aev4u473tvCsRn7+V/58t8b1D5C1rJPvIqNl"
    "De7KIrI52J9CnAjjHIHm5zm37tUusGvtglt0b+zL3YhY75P7RfGpG+QMbY7vmwoLPtLX0U03X0sbUMRVuVgKfJ/MZlYTUzxNuf23"
    "AxGjbOR8K6vk7YVztgkSYpzml/mpGe5EPq7/9L7XLP0dPu4GarZ5YjrFOBA6yjWIxp/XZ/DvybjynLweiHSn6Y/6rA4J8mEln8Ud"
    "mtQ9g72dxyrJSkjUgzyrGW4QV7m5HtJo+2L2Ie3zUf3EnbY05aeY+Z0S9hKZh22Y6nFSx7xSC2KT6qjd+ktGD6e0dTAueE/Hh7cG"
    "V+oK2VNGhS/ouuDt8K3Q8Knz4K2+CjkYy7NhmI7xOkk2c/p0he4dbGS1wrhyfoE2WwpJ+0XfxKsn4gl3hO2sgUY8LfiHHMUs96XQ"
    "MJOCMuZF+kCixuBnhfjmreRwuYo+krEBvYQV6SBFfmVFtm7ENZrhwrXqqjG2h36qYcp31yXx+VbMNFpPwzr9XDdLDbGf47N9wg3I"
    "iAwz6SL9JG9/3Q7ys5+Mwf2vx73vAS9sOK/0BWJF/S9UheFwVxLbn/TfHPfZXNVz5TX4ww2/4r5jIaJXQA4XkA05SavQG/fqIpCV"
    "2L3jcdoekXd1BLkET8epO5I6zJgvbiJPUQxyH2PtKh/n63P8qwjeyTZiGduJYhHTIvjjxhLh5l31IIIk9Pn0luIYMDqKaqmfFOkY"
    "8vqJMV8aEi0FDRlHzG6o/d/w5GvwfVPZH1QGufsadz8uKMUuT2dsW6qZLGAhrUcPfMfb0ASHYtfGQX6uwb9nSCvZlln9Z+CR9iI+"
    "sYXn2nEeRcojTdLki6xgZthpxSpIfRqe4yB839myHj7KcMjJDEj1cv0I/nka52EEfp6iBzCccZvtQwcZAG25ix6NexkNn+RBnLrf"
    "sSrNg1J83yScmZn47tF4wnxI8nI9Hrp6PzkU3sYWz92znn5QlPO0Lhbr+LtcKtlX5lgfjGGgjriUmJc8h/crhaXcjbwRykgkgk9P"
    "wNnZDFsQxxpvwb46ppA0JzF34FTzkDFFISPhhp5Ut0o7eWZM9XPcW4nrfNzBc7Lm4/xE6fc2I4dgyNlD54nD7+8pDvniKmE13urc"
    "ACv1KWLhkZDV8/S78AJ9PG+4/ltjQXtxk9DM07+CjG5R9nNv0abmzyXxZMYRcBTnVhjLg+EWNjXCGvWXLdlaj0MUHeBnr1l3zHKf"
    "5Q39/MCBvEZLr6ccetHQsSuYi1jJ827rd7Vsw+eL8pWUx0KErAjN8ROvV/EzySyb5TWywWvUNOcGJf3aprPTcJ+F110ND+QbsW78"
    "sVjD37CD5yAKV9+V5nYwShyi+QNbSwmtYQTntzeimjJo4s7SQz7Qk4ivuJx93lHedTUrWzFWXip1O65n8z/MfnZMOYaOtt6gOl/v"
    "rWOckDvrsYndweplKMbz7KoJuWdhjdEPsE75urvYPIj3Yf1mIra+Rr9qAnucYjWsNzTZMeyCM3RDd+IZE74qt5X8Sxryh+vYQZNm"
    "5OSqEsrKepLVLouT0vQp57P2XO090AsQNW5iD2ilPis2p7SE3Xvl0FUrsF5Hy4FiEfQMdkhXwmZaxew0yGgJ9eSdOM2lnHIW0dfg"
    "A03z3fdubo7jcN5aPpWN2ZpuXiMOJ8eeuYxZ0Oaw687zXYTnHes9/qj/WZssj3MvWoDc/P65X0llM9cNU8za8dvX8/4dRm8zK/AJ"
    "5rQebNTtrlne+h7ELlyKc90BkVcLxEDNgu848fI7fYwzSjI20LqsM3NZTjVWWzxpZ/lCi+AVvYeTu6f0wkoux7tuJTbQceE49qQ0"
    "Mw5hk10x20EjtZVp+PmN8J0s52ocEkuIW46RjSHt59sIceBRIuUiPItVYpnwBYxNDb8/B+d9JWzQY3KtPhGswiulkNj1tGCOYcl4"
    "rHpR2l190ez/fM0LDBs1Ebu3GpH4TniaabBfNgE6ykqRMYathm/XSi6RWmIBTLvbzIZiRhX1eoKkPCNtla+NVPCe6/VCVqPSzCmn"
    "IGspduFW8Cy059yTXWBh6nCOtpP2crp8JS/hpP2C57kdmkThb9rcnO7QKw/oDmL5mXXwnsSYHrH6VYj5luLT47ASp0JCf9NT8K6+"
    "eWNkht4HiR+v58JK36yPyw28n7bsFqphLqQOHn1MF7DqsbVYHLQtbOd/IFFjIRet5BHsaSU8hinkjI3rj9Akxfh245guh7dXTEu2"
    "yU9PM628sySbxNTfRI+4ll53gL8b6/83RB519qc5QUaxauoOY/Vsamb3L3JhMFq34Km7Szw8RcukPHwKNtW6F2b682Z65FSPCUux"
    "i+sCSTILkmDM7mpWzaSffKQfi0NalBHR0pVYsTmIxI4iM4GbSp3WOl9bq6C+WoB/3Qb5t/zsIDyDsfZugKzk5vmp5ASfTyF33YLl"
    "iM9+o36fBY02Qo3XoBf8uEtltvaEFFjffHNEX9W0mXGfvbiOSAljBt5MD0Sz3XvVuHpmXuJKyHodvn8lp7OcRmbZ39kNEvf9thHP"
    "41jD+HVvcR2FIruSjc5W3foRltBqmw12k8AzWZhMj+H9+mhwqg4lauICRK4/QULvkHPg8SewT22khZ95b/FEJ1/VVuaiS7wndyr1"
    "QLnnLyj07yhUVw+xXfhZJ4hxa1TyXeY9fUxmvBp2ECh2YJbnbQzJ2BT3HoLjfa729WaXdxkqSX/dhjlfjotnB3GIgxJeM+azfUrO"
    "9hhxcCUeU+Dw1fbuoZLBGNvdn4h/baZmas4ZRokmEER9EQcbA8sYnLDDsecWQS1EZD0HJ8zxsTRMQM3MEDlBR+p9MlgexknrGNyM"
    "s70jTqmKMXLX+wxmWg8XxydfSUxZbqxUgvu/0WfP3Mna2cuP2SDX99GYZz0ku+BGnPl8fPu20FJ9pZiV+QFB7gjZnnqKrxdUsv/g"
    "LWIoI/SbXURawb9f4PueLKd5rxyN+GAukWTLaDsSkO57qckzzN2Zvo6OvFO7s2G07TH9jO9YBJlZR61RDlku05rsBMOtxHHN7Cwf"
    "EymzUc/Gk/2kH+JadwWB/EdHwQr8RLveCb7ZKXJ1sAme2j8RA1wqPREnmD9xE1kz3oO1+DaYBd1b5+VTOW/Nxc17SZKZ0IifslGm"
    "XRHXfk2bVcwO2wPlaz+rrZw58wc5saBaf5dd5GVo8BS8+68QEV0vNsmuO2yE7VoLGSlOMqrZyRvzaJFcrxT7LjN3Gnuzmml5pLHw"
    "TC/wbBHGSjCPvSX9pZje16f04My7OEUMFRZjJ+8saMzxuNv+YgwQxkl3CTyow2HFLcLfLUiSAb0FEZtl9O+n6C3wlNeQvcHq29vj"
    "Sr2wI8XQ1O9kkWCZOcKu48e0mOVgStROiumCJ+CpFeHf83FSMuc29PkZyfYT5o4+jvmvjkSHMreYdC1RGAmsejnuuRA/2x1xaYQ4"
    "OTexvDeRna62b/w5ublrq8nzVcae4aelhtPUhiFObicV9GAOZO7a5qEbn3k1fYg40QGVOg5XukcsmxvDPRXCRh4TTNN94Zv0kXX0"
    "Uq1P9R19Qm+jnXIVoZOkPz2QqGfVTHhMj1X9bMpble9tKMfKWU+s7dDh7CrYmVHllfCUN+J6NdjfNXoktNByeOEHiPFy9pM+zG5q"
    "I8Sts/lCRPVQ+RWW3eZNF8FzsF6ZnaQLeaRTHmWfJEJJeSbi+N7fYHltasiPiNSNCasOn/lS15M1xXBw5nv3g19pfvy7WPH1TdSd"
    "Y7TIjuV2lLjKf4TIWsdPIVkMzL6+4luLE/ZzuLWslrjM1/Ohva6TVxDrtdTL/OcdOngabcZ5ZPfaxJncUdZ6NtJ3yydD+z+wMkdl"
    "pyqkvLQ1g5Quw99fEuvU+IFcKv+Cn2Invqv8wNORiW4DP6lcvMR/KZFwHN5v+PmndXN4Fs797vKDnBvsI+tYj3yNtYQNRNItIsp5"
    "IqXFsubljOHWss+2WGrJ6VJPzGxKz6ImakGMtPUipf5rrmLomS2VE5szkx9F+oizdrtLkY9A1FfDOuFpiogDXoBvPU3M3z4P8cdo"
    "MQbcZURLpf283JCT6UPdj1MP0k1MmtgDqzIZ1qMZTrJjoTG+/CpojJW6kTVYl6dK0a+o0LH41g/0KmhT6/Rfg7NirDYroCfmyauS"
    "22IsQYxxoLwM7Xpa0FdMj3+ox0K6XoL3NANPu94qosFCrG4t9P7P2gF+WAyS3FHqfRTSh3tRz//qcDLNP8yTg+D1xGixXsMqFHMa"
    "2hY/9SXpp3JG9H6c9rF6nM6WiyGHvyDy+EgulW/JOnQzrrIU99ATFvC18AFZCDtwgzytL0u7IEVdYUx4SeZT6liFqffRZo3v5Xa1"
    "jv0ZwZlMHCfWGfiexVHQz9NYx65ifUGxi9YHlCD2xirweWL1pBOgCQwZ86lOJL9eJzz3Oi2BhazkxI4UPcNtxFVLz6YPIp5X39h/"
    "q712dl2ZaxDfraH1nwStvhoxWoKd/F/6edXpLM6hX5ZTK07uNhf1OezoicSvrsBVp+s69vbP0+nY9ZXY9+eDz6Bh4owfKnD9Gj+J"
    "63QyCiWhlT5F1NIJ1y8JrsXeHi5dIbUP5R2XLibCNw5vKqqOPcZQuNbfdK/YOYgy72D1pc3ED5gOuQCWczG1T8g6s/GvvC5V9E/M"
    "t2lO1ogDcYoNDTOYnX7r2DlVZLGhGPvfek58XICzdgA5zF0GJoO8ctG0caO5DP92RK4lPcq0iJGweRRd5AgxfOo6ZkmmEx881Hdh"
    "tOaJC+g9O4YkZ/vd/L8EZwU5ZqPM5HHrsGshCV99W8z8U4r9pzF/QuuI019IHuYFXGFntTuJq02di5+fLVYZawXPKUrG8I3kUihg"
    "P8cc3xsaY297FfldkviEeaUOt7BaR4jFMrXkaPlKc7/Sm9xTbtUfJ3OAdV1ZhrwXM/6hTsD/Pybi1fh7S+lnJn28lOa9GwNbjFNd"
    "C7EeC8lDuQ5WwXTXLoFNWn4HT/+5TMIZ3cCM3EyuyHLs37vMo5pU/+QztSnIue2TMXu6vv1LJE2LW8c9rCN+IpOpdCc5rs8zk/cO"
    "Tlgta7ZRyNIC5vDNg9pOvtHcXMk2K3oNufyq6WnMw5+T4b1u9nw8lfyE8fp3R9RRjZ9H9Cm5U77D+m0d9CWD+fUyQd+G3VjMaNXQ"
    "T/8gV2SKiPSDOTm9grWYAvobg8TZ3d7sb6gh8set6XW+8vw7PYRvmPWw/rflWNu1WOki6PKenL40C3fakxO+l+C7LC55AJpza9ja"
    "G3AHP+Op12PtbMbMFnkTtmVnKYFfslD2hK9yV7BMd9CjOQf5zvB8SnEGs2H3d4jv56uA1lwNLbONPI97sMl3p4n1T86GFlDYiDQ9"
    "0kz8fBJOzyR5Gt79YDGurnxifBfoAtxlF3lL7sF7nhDXSW87PY0RVCU101jI/zBOZx0q51JT/lt2lE+gZRwq7izPpxFnFPk9K3K7"
    "SFWjjoaM/2vSYRz21id9sSTYw2VVhetlC09jPWR7f3gsCXXojsNgb8+F3JbyjNbD3xsk9axHuFlxG+BdlfppJAmP37bq5pewslN1"
    "HnsnrE6dj9Uyjrwz5BjOt6kgO6pmOwWPkZivLtR7r6E1o8YAkXMec2FV0KB1RJJswO8t+MlrMkVvh47PnRfrHHRgZ109YoRC/ZGd"
    "5xP0YWjejpL0rAV1xJgcSUtQp5lMUei750J2oDmsyChWcq1a5jqh7bPz2d/g+hcyvzpKA8dJNTE1SX2SVdMY+Ra3JbepxT2/GLuM"
    "uJrhfpDeT/DzLfoSpKK5LNab2S1+shwiNmlkqb6KV17XuWJsRethNzvKXfBZLsMn1ouSh68HGQ3q6cm5ipjlIC+BT3S5tMI6jsFd"
    "XiUX6hCZQ4teq1f4ekMFM5IRrmTrJrq0rSt6Unayi/PxDiKmK/dncs/ysRly+TpQGnffpPwK53qeCuiJf5KPPkYMtWX+K4njWAvv"
    "6gPs7xzI3m/QkcZHcBV8sG84RdMYVkK9259mu+OlsBpP6HR5DPamO/tTtpHj5WHtHtzOrrYIWeTakQPSoobtJOD8j9yzb8rhAz2M"
    "tbXe37uxYy9DE4yGVrlLBstVeh4k7zN9XqplHKT6dfiST+p9eife/zjOxON6rQzVy8PXIR2jNci7mfXpOLPANrmtBJbCKhx1WiBd"
    "ZW/fb+OmZhV5j6ZGPw8uhT47FJL0il6rtfD9zpUuOF2bmuhqPopdagniz6uhvc8WZ7PakGkm0y9llmQfyWBpngtK4IPeL2/oCToC"
    "UlmFlT4vfDpY52ewOh/eovP7GI9uwl7Z3DXDtK7XR2FBCrCeMc9sVoDVr/OnuII5dfPDDJF2gnxMtFU9PfPD4MsYfmUpdIE7X3U+"
    "M9exEUNRN0iV9UmF1FDFsAn1kPhyZmiX6Md44lvw7HNhTdbiLo4S4xc5lNPFd4NftwC62Rh6qyF9dvKsp6A3GTxc/4bjTnMx63Tf"
    "Gdlc8pnbTekz5BRUenFtJcN/FfU5iO7wlc6nb2rvGA3rESNO3rjq7ZX4n75ie3E91up7Vt76iTEdriGi0s3Sqfc+h/UAtpXe5IYY"
    "x2nr9+uF8IV3xbNfE7xNrLblPnpx7nk6WwdNw5eqp8YrJEeneaviezzrNTNzy56oxvvTp/GkR9m5ZbmYWkadzne8XOo51cFimONY"
    "tzsGXn0KmtKsxeWylIgD9+syap9F/hrG9xLz+ex6vZq9zUlq9wp9MZgPKWgffK/3wBcuC3fCyZqgDwbjuEpudTf6vgfD69yMnewU"
    "LNGvyZhvPe4pnL+foecvg9+VZmU46X0lh96y2OloeYonoKcMl0ugo7pTrivkR/jw1bibNG1ZHfSM2YynECdEoc3rPBp2EDFJJutu"
    "js0WSHyxWq/nFYixZ3EiZCU8jqmQwNwZzXMglQNkFH7eR86AVXgO69czqAg/yXLpZaZX2ucGsNq1yecF3Wwqd2IPpge3A+2aIafT"
    "fi7RzjLf27ibuNMug/crcxwxdVNUcl0nqemsFs/oghijCfW9LL2zXCgRItW3/Gml2H13FfTAQYg7u8oGThk3/t9qYv4uhV5+Df5N"
    "FU7CadJOvtdu+K574Wu4rHXKWwr3Zx/vqzbk3mL+/rtIBvmilCTrBnf33zabPba4q5eYZTuLfp2hZ3eA3VmCKKweK7tMXW9gRM0a"
    "Rz0Tjs2KOVX2IENVZ+LpfobOPxz2eBokYyf2TVhn0l5yOry1/eUWeCCf47WTiIbaQQ4P3pITIG25ecwegyYqwG/zCu6UYdDXKxkT"
    "RmSjPkFtWg8deS9WsBL+4+FyjdwLD2WcXoE7uV9nQts/pKfpMFkWtm/2rr5CDeW4mlyHapL8HJYZi3tMbENd9kDyzz7I+3CMBSnf"
    "XxbTlbAl08m9nsxWLEJWxF8nI56LI1ynfdpjIP8DOXtXXC9Mge4OD93wLEX6lj4i6zxixWxm1PckxvQ5coEcxCmXZb4aY51pET55"
    "nDnnbpLJ60azHK7bQ6qeFsdIYvrgDSLDbILwaex3MO89wWuMhwT39JMQmuqgaLw3bRrN5orhVBvjeHOxyUpP0s9crJ8iDpiC+7bs"
    "Ynd5DLalFjtvXV3DsG9Rysqe7JIb6Nl/Z/IZ5sEahb4Gn6knJzhr6nvEbwfJSHhdtYjhCpijrSNL2K2cCtKc3mgx/Tc71SWepbeY"
    "eK2GvFSzRhLWmFUps/OLdRxxS2l8oyF/86kJrIcrNxNhc2I8d4eWaM1aXDOJML7s4Nl3k5wu1gwWK5+9mTFfSWuqm8bdzx8nnw3n"
    "OaugNaqg7xmSHzXpu3icP55Wt8NxZnRj+r44fr9KxItVui+RssYQm/ZaP6VTxOUXzO+YCnviMClr8LNdZW9J+357w3Es4Ewow6av"
    "xrf9iojT8TYvk6SfYGJyXu71wy1i6ICXpYAc4GYnN8KOT4Eetv5Sq15W+Cm16jkWLLofhucuDG/Qs+AVdm62Rf4RXKPpcF95B+d0"
    "sH/nTuKQFkVcpS4eX9dVMnkuZQZAOY2ood42SMIsk3wd7e8ssmDB/0OU9iUij58goQt1VrYX7s/2JpVl9KuBV+dyBUloNetErmL0"
    "eCEix5PMQyX/5dmyPbMV7rOOkSbFCdZukvajOINTOJWjDJbxaHiUxtT+qbwGb+cJfRzR0a/QEA/Im/KqYfYCy0TU8YSY738aK9gX"
    "cCJ9oZ4YLENEbHya3+u6cGme9V6do7uG90DKF2gZ8RQ24fBn3Ll1eryPXflBbMrBjrKZOIzPOBP3XFju8dSQSZ/5t3z/SGaU7Lnn"
    "IPLuJJfiKT+nd7IG3/kJbPuOsre4bEvoM85OlxkjYwo+wkbPvxGqY2paxv0wXE0f+grLmHH7iD2QSxCFxH2vY1v2FVR61PhGnPkO"
    "5HFyvTIVkLm2Yl37lUR6Oj2Wyp7qbf15KoLOcdPJ1rMrPcL7MBnpCP9ib5mM+75fDoYOs3kyH+EcP5dFF6c04107NhHjEZ4NLbMd"
    "fNTJ8iLuaLKuxL+2FzcdPUkGk8zcvijeXwC7VMJOXaU2TmSryXtJSnN30Z0ja7QY61yE798WmtQq4BOgLydToyfYRVlN/oAL5QJ4"
    "TYbhGipf42fW5bCCGdF7pIae8OMyXeYxP5fmHUY5ia2KMYaq45U5QFzE73xjy1Jvi2ddAA1WSKszC++zfqDlsMdu0ob5V85KtPF9"
    "kPb/wyROWW/w/B22ZKZ+SX6Mej+RZ4yYx2nWrhl9SMc4dwwkenvf47uKflUP6NbQn/+GbI6xNBzKvS5hdFzHb12rxzbBnuum3FVT"
    "R17nuSU6i81tnoDT2F5+wD3uIXXyo3wLm3MH9ufb7Aw0Z0Ma/9qVHUB1xODl46layD/E5mr81CiyED+zxbBY5n/N17eCm3AKX9GJ"
    "4TGI1tNhC1w5Ia8Ha7QVTvx7sG4tYFX7wNfaBG3XObhHrpMZsDQt+KwLoGmHSTnv6gus0G0ez1/H6dNVXKVKTjDL9Uo7VlWS1M82"
    "NedHnuIydg3exD6KOvzbuDCPwrlpI/vINvhtHYTGhTjLT86px0rVquOQ7crZtm6SdIFeRPbPQvwkU+/aivmQDhL6SnyUUa7N3zRN"
    "WQJNZh0SVsf7VCL0m9xkwmLq1HmI26rZH+R2PuoZKJz3vY+kPIeaVQqsc3wIZxMtVdOLo6EPXNWijN0MHdlfX9ZE30cZZa4X+wKt"
    "gzxBRor15K+u8qhjm0zuOvAME/YIPPTF9OscV5dlVtvhm34ge7TrtEnzlXVkGje9dZj0lD9OBHe8n/bqx3oxsQr9gysQM+4j/eV6"
    "2OlliAkGyC7wFsvhh0+HB2qI8/f1VZmDE1Mnb1ueWf+JFdhNHsTuGff6EtkKOi2ZPTFp36+w2SOuGjzvFJ7C/nyaZ7hWn5UIsy4L"
    "IQ+fYi33hlz/izjPMu8Ruxj6GH7WMhM9Je3zwyG57B2ydyknWsa8RbiU3UrTfHakJSfdn8rKVkt+2lYgzYx5bo/rjdBqroXyT/j9"
    "r+MszNUxwQwZG8JT0L4eS+Zw2VYbaysubzOPfeERSMAorKJlGQZAF+xCxF8N92guz4Zl1cpwnzfLkzhpQ/TZcLC8IaODpHSTi2Hb"
    "14QfSejnQdSwx0c5eTZB9vIdGrE+u4iiKyusFpv1Z5/5fPaSJcjLZtJ0VNYD7SANnnaY5c68SNxUROt/2c7rtbVYh7Xe6+z8B6+z"
    "TROdNO3oK5c5zgSpYLbJ5rF8nMWP2q8OEjaatrNB32Bvw7fwKSayfmFVyo7BZERdw2UGfZ6txfKRh+A5d5X79Wvs5M6sB5lFiMLH"
    "a8lKXZ7YbI9f8DRvQ1ZW68VyFyLRj/QqROnXMD5qz/sr5wS2cnKEHQF7lYAE5UkmA5egtVAfXcf9tO/5epUkydVVzwlUnTj15k2x"
    "yc+rKcWuz9SYOKqw58fJKTIClrU99F8P7G4vrQ1f0vewckXqzus7OGVxnQEJqNQRMpM5AYc8OtDPbzY2p/bMhqc97inFHXEM0rmj"
    "Q5uPbsynZ3Iv3fWOk8x0rD+fhFjFmd35Gvd5arvCTR7VU8kqUQZfkOkSVuaUyvQlycQF5kGt4ScfwEq8DDncRm7GOz+Ss3GC7tcX"
    "ZCbW/yd4o7MQHz6P/ZmDs3+87BpcB51pbOe/YjUuEuuPuQg+wTsyETv1peae2V1FO5Fm9tju3LgRtqbOKOHPW8uF4mos9j7TJstg"
    "eX/Qq2HbvtFzcZ+z9B39Audzf2meZyd3M7mY6ojzKaWsHCznEfl+sqRYb3VcIFW0MjVNIIhyY5gsu7ZHMBLe6nx4uFP1Cb0Rut1m"
    "rBZh5zZRBidLKRnvLGZaygmhhl/eUVbSVpkEW/dQga8kmrxuS3ZAF58P9tOClNmyDAbQTUB1tsFNPDteanweIe7556aT39gyCCXY"
    "gShirBJagc1k4I/SqlVrpRwjY1httglXa8nVM4C8xhvps9ZCmj6GLzkId3ULdmC2nhxMwPrvSwRaqM1wmpbAIt+md7BGsQ67WqQ/"
    "Qg80ZzW2lJ1tDvFpE1f7wvMMPddblDGOZZAvEzcLwZgxf+Iswk44dZs4x7IN/JdqeB0r9TjtGhwjo7HrP+uLkJCFcrIcqWdyH6tg"
    "UVLa0MffEKlHvYbK4NIy/aeLGWlGs6cujb1z3BfliK6uFGOGGSBHSxUxbhXko67U3aQuW6GRbLxodcSbpJBVkrjH0NTRyxSyOv6R"
    "+9jdoeVobmc0lmLtOUlbEvFRQzeJawMSKJ2tEBhSLcqcZdL/dnOP5qZfCm9odmFeJG9p+B8tTd8Bf/WhsA18tKSfJeD6kBKNTr15"
    "WmnGQ5K1Jg0sbavg30Q903Caqxb37Bgts33ejfvq0mQeNJYox9STRFxYB8kuY3VgpMS0LOuPJz3y0e7/COxuc5/HU66+yyPk8kej"
    "xKO6imDa9zWUES1RiPOkkJqFntPaPMcF1Oa2zy9B20z33HhKyUwxCugg3+Ebn5UM6rGM1asEJxoaFs8hhl3Wt9ajQVKQ+Cqim909"
    "xjwjmemSfGJUytn3NI9ZQ+umdB33FezYdjbJTvy/PVv+VoyXU35VO3jpbYuV/lzvYI56e+gLx7e+DL5Bbn+nqVf+DntHLp34d74N"
    "0R2eYmSW18swDSdKKWeG5LprJ5dzNdMf7GYpR/UC6cqzfqYs9dx6DtceEqtuuNTZZLCJ4yQdLa7uMwTrVuJ5cbriOja/fg1slUWd"
    "++Ea50CP9+SEmxgn3HQVx7WX5vlxuf2vqCuW4vsfktz6QMhhszuZrhP+SaKs0lklt1Ydwj7THb8Hs2oV0LCWb5uM/w6TwxAtmrwf"
    "zn6UfeV1WYR7Mn/M2CZ+Mp4c/RBPNxG6KV9s0tx6ZqrsXeW+L+nPz+l/82BM8jwYFnO5+eENMxR7iXpmh46S8tpD/k9nbzP5v/1R"
    "mQyWffudnikliaeybOPNxEO0EpvXHfresziRH2l/zbZ/8FAaog6zoslGP3P/PwfRjX16tp9Qbuj5ftk6xsV+vuwUj+fI5DKVOZq6"
    "P+DpXexdzc7eBlbJZJan3vnHDRMMivnznpJ7IrO9t2v2/c47a7BMO/ip4OEfqgkhpzHVsUc3yn+b7U5xztdmvQsS2TqIM28bhR8x"
    "QKKsZlfRBg6TBuxKzEdeVlnclbn4ELJyrDTneyx2zIUYsOqVsY8kteGVenV9WrmqCE2d4MFyOHzztM+mOkbaKlreKu6De+qF8Gxr"
    "fKzkWLG6M+PrsmDb8ptqmuj+dPfiTrxbUavdFvC740Te5hPVH3re9xi0b0i01NuMOYrIY+GmJDhUWL0O9IzjadrlDXjXvrxKu2zO"
    "KCMZ7kSsw/oaykKkYQ6p+DpFZ0k02u2Gz6wnmrqiEaNqw2ltnn1f47g/QrxqOfP7cXVzkqpoS43juId0/D81MvtVSFbQOmbA68iJ"
    "M1l+Ip9ZObyp0ZL01YeYz0W66biZPtc/4+/6471JFsOTJsNjTVaak95zsejd/Ltz/LzHCLnDkr4L88/xLgnmFGs4+cVp4hW4+5sk"
    "4XlsevpOmYSv1TnJrmQe82hEZZP1DNlClE6FOqbmrtlJSmnPAKB+tksfVs4aazeXH+4qK3D9DcSzmJf2oVhPeJpx4hR897eSwQ8W"
    "k1uuPtvTFbJPI0XUtZtGWss6eh0/bVmv1ziBrcb3/YRevzRoVVc3q8fZeIv9UCv93OGoxxibNi0l/sJ1sieIKXWsp90lnu0PSGd1"
    "q5AnfSfJdDI17l62/HLcW9JMR3ran9v1nEmQmfuo2aljttuZ+Thxv5du0l0uJEzazyE7jH0Vji889F6v1dJSWd53ZRXCaYSI5z/M"
    "nPY9xeXE64mxNgm4FhaymLM/jYvDIr2OrLZl0P2qjunBWDSqG3FSNFjGbjIaMmWzE4zdfjGe+TKcp1/gbb4p5yN6HaUFcr+MCBBb"
    "Bh30A2jpw/Qsz9/nZrpkeiMdo2QJ1zPFd9TQJw2pWaM8s8YK/Fz2zMdglZ2XmUvDXgYPxfEZ7yqDEZF1g8Tm62wpC3sFj8LifQNf"
    "9Rd84wxI59349FxIWJl+DPlth3d3kGKcgH0kwN3fLu3gN6U8c/8ZnKxu8vO2Op6bFdwvt78nc3fneg58xzVa77G6phs7idOJuSxG"
    "7rWOQ4+7aNZWaEdOJU9RDnLbkpbsg4txTkJzCYg/iGmm9+jPz7adi139LKWkn66Wsc5/fTar9T71EJtvnicLGLFVERNYTZtWyu82"
    "PgdjcqjX9mRONUTqRfjbVowTXKxXrK5XIY2zn4Il0myEt9BzIYTwjd2k0bivuYZ+lqrLFUYb4f/2EDdpMfdMmv/lK5X6kV4us3Fn"
    "B9AK2dOsgcYt+h9fJyTCLs0Ok3+wslbrs1N1+gV0RxeiysqIQX0Kp6HGs882sMjan9t4brL3oXFmyHLo8mHSAyd9nti07tHwpavo"
    "2STURU9u+vAJ7ByrzHZDOMZuW+N+jARycz9H6W2liXIzv2Ot5x0YgHPWQ7qQe3eDvisV3H+bm/qrforn+Rgnu3MwVK4K1sOzN7zv"
    "vXo/vjNCK3kxzu9mXqsUJ7aUDHiDeSeBj51LsrMDc6M30zzHJke/45oJj2Gao5v4HYOk1D9vqlEfc+gjW9uXrpLxYEJyjD6D+1nM"
    "fGWdHCzGhLcFfvhoj8g2P7zW68QU2VQ7y7/z7tX1YjiateF6+SR8QK+CND0pRXxil//m9+G+bvXsTy6O6OunijXcl2PDPYZ1EMeX"
    "4/y0DJ97gx1xmqCPr+QWNfpZmqvbX8xrTOn+4qZ0RRnhWU7MMPEnScavb/B3tvZevaEs5uO5RrIDMu3tq31zPruQqqgDb+A+JMhh"
    "tzL7La2yUUdDz1kxp9BZzWgt88Xmn87D3czN+x3aZDisUj99TN+AVfpJu2GPHxE3H+gA3s8WXmW1WlQ0D++p8x5BO9jGGBlnN+pj"
    "uIft/pSbzvZoJ8/8b3N30qz6xm2Ggxgf85u4q9X42T8RvS3GlVcjOmwrz/lJxFs3itoy2Jn7sebGsXu0bIt3LoekmQ/9mnQS9TJi"
    "d9GJ7+4lSZ/JicPHiuKsRIgqjbHeaDgSw5Ov1q/VuJdeCObhu2bicyfqt96mBH5Oa8MuWc5pGdmo3Xq7kxxhVJfxblZnp02k4A2n"
    "iUGo8x5dayKjbG7JLvTu1WsCe3eQ7WKLYWcKdImuZWeMTfsZJFfC7q3Q42V/sRPcWdI86d+IIZPr+ZRbdAjOUzGe827Y51/gS46H"
    "tE3D6nymKbJLWM4y4esCITF05qFVk3vQIsAK1tesKj9LX/aeRC3/XUd2Hte5f5Bk/L/Qc8MP97O5ynx136ES65mBPVxSfkZMLgu4"
    "lezsmUOsFzrBWnwar1X+rdzTYDGs9Ur4Qh9AQ/+uj8q/INEn6PtE/8do7UpYu6nQS8Vm0e3Fzt96ZmqLdKLYdLAELcMWr61CRnnN"
    "PRvAYJ6QCDnqzGK/INfTDpd5xrrXscvnytP6mZ4ql8j3+jns+s96mkzXGq8HE8TvpnxHXQpy8I5egh2yrtOO8gg03rOQulk6MK+j"
    "LMQ32mzMA2UDfQPLM1bo82JV3hPE5hy3EqutrMeVillbn0eGZRd7uLxxnB0hLeVq7lwbaZgO1ZB1uVRqyMCs7JBw/RZWHzJ85Ok+"
    "Z3MSo9cEX/tWXQS+iEjXhsjVMb+8pjb33jrtr5GH5EE9CPb2U71RB+QlOGl7tO8kjJGP4UaxeRy5dzs3Y0Fu/y13pjH3Z5xuO5Ex"
    "556UyZV+bpDNGrIpXC3E8X23kO+0LaKBbpSFh+Ug8o5M9+iAJZyHcRjeY0zqNvl8PqferEH8OE9bBo17VftIpis+4nnZe0gxV7lb"
    "tnJua/UZNMJH+i9c+TY9Ut/NW6Gf6En6gIxrYt0qfQbJ4cfrfcZqlNjUjR2zHFyO7byeGafiJk6WYfejPhZzk+MmiiHf3sD6dBCX"
    "V3Gs+PtJ0tf6v8R9r4cHWsXpMtYrb3j+6fosPdo4mSpc1amQd/kviZBxe0+5SJxFrmIFtcij+02XhtD+6qfZuXtJ4vqns6czDt1f"
    "jtffwpmbxOpvmr16i/EdI+ArfYJV3UR+gkOaeKVYv4b3sTVenaiPwyocJlY1fgTPO0PHQQfPhYbYyAhsDu73OrVZqU3pt/8ly3Xu"
    "3d6MKK0Qft0mTviohTUYKs8igrPMrPVq/+xxT8/DPz6WOd1Ffp5kGjLfBvLl5gGUUEM1lanP9UrKs5MdDM90ja9hGQ/FcpyiPcQx"
    "NB3MKVKVtCzGo1zC+C5FXihD216EnS9g7b8GP7kEWi9O3y3OLsIC4oeVXQCHM6tT6LuuXT63SO+Bfl5irMnYGdPGvYM2shb2rKnn"
    "+eu1j1Cfg29nCNJWUs5O16dsbjxxBpnMUyaHv53nw6rQkfIAvJK39F3og6/0Kmjv0+RouZr9zMns7MA4USBDxKK8mZZfk1chbaXk"
    "klsPz6k15HMpvO2GuMThJuzzFiMuwLsPlWvhTa1GFDAEvvEV8gPkdqB8i/W+mH26C7HOi2A7dhabxPVWNtMQ4zQ+9czCNt1oH9hD"
    "4xdK0x7UEImeJLNo43lN3RuhmqtwalbgChtZLWsmxuppWOyd8PR58qg+gG+Zy+r5OXqhnCXzcNJ2lB2z8WfYqBMtRR/UOvesinIf"
    "tK9FSGfjHKZZYc89UzDXVFDjt44S851mnmsuY+2f4B+keD4SzCVeSBtQymikmzR1HbOnwZ/YUzc14gc+wzuc11dD/hTXGxH6XLOz"
    "Zn185qsWOxaBtV0EefgVZ7alGJtCa8hMIaMK6yJphZVyfOs7EgNmvI8O4WU9RGXserVK5Iu08ha97SwN3muE1zsWGngT/J410Bgn"
    "w2d8EFewiZjljIjTzI2n6VUeKq5Pv4xzTEKPcLBVPM3Pn6uhzUtxurTZ0C1+0mqK57OW/ofb1b4S9d2lHaWmEfd0ZlZWX3qKEcbO"
    "dUSD2toF4vggOjaBLUqTVyzJqYQjyO4fJwJwA1ZwO2/r2+D05jECiZKj1T51ELNpVd5C1vgIr9xjXBJk/4p6hnVDDpTi5Nwnxkpw"
    "GxG7ccQ/diar4d28TLbSGGyJcb3vy4z1CliOCvz/dpzF/WUOrreWVZfD5Tkigwdwhm4qixdL+pkLK8j8sUXvkd9gQX8lC+NHgU2z"
    "d3O/Kzmt3PX+h5zOkGS11/Ge7S2ZeeDbkJO5nl5dHdFgivtzjMEV9CStUr6aE7Nfg1Y5HNZ4BvkVXHfCwkbx6aDsJIOqbA5RyTks"
    "Pif5KfRaRI8S28P2chsscJ1exg7wtZxvZVn04cGt+m8xzPlyHQufNuJx1FYLma33SxklexNWa7x+jvO9UHblZMNZOgarbvv+BM7d"
    "Pvgv6fG9Ma5eEVdwPeKkDuzyMETgeli8CDkCl7IvLOJ5C50H66YaG+9LICv58zpNe77ZGN59h2xmHnYL5cDwygPln7I1EYK7ydvE"
    "DlrNaaFHNBSoTeUo8nWTlD8nVbij3Xmv0xi/V2K3fobfXolv7IrTvbcUkz8mxqkPzmdymtyy+btCzyV4nhdibyr0JNrQtmIT7XL1"
    "n36D1VuCu+kryyAJlYgAV0H37xAshl3cTP+tjsjlJOeNV6l1avaCTdiBGYU0+fpiZA42fdmWlbEY55S4U1pFFroQcX1jLnaHknG9"
    "ZrlfqeYEvQp+/1xmfuP6BSeUGg4oinsvIHJqVyKi5xF1W4IotgRXGwnvrj32NgaLuFpvJSou9OiJtOdwOpCoxlridlOsH8T4O8r+"
    "J4tv++LPbdmRt5JIyDg8lFLyduyO+3iDHWO34j3WufMYTrdNoN1OYj77lCenyM6+k6aIKO6Ez5faVDJ7ZTEl0upQrbNV2AS9F6Ue"
    "VnhAKU6a7w+5+AbrsgpRw17yOu5gBDRUR+jkCDzXB/Bd1tf/JZ72n9DOd3Pm49ew483lG+JRHpPtZRvIYyF0URm7p9uJTdcYg2v8"
    "pK/qDbog+EjP0W7BwXjW/LBE75J75QnE6qWwaHZPpcRjlSCSM530Kfn2L5QKnsbW8JrM3tfrfrqALNMP4Xp13P86z9ZcxT00tGoP"
    "2UL9uJje/wVSxEjBdau5zscy3/no+D5/0ANkYlCuh/KElWANNuIe1zDevlym4X0ux7g2G22YFX9ZN8iTZAGJwVqX4TP5RKQlmDE2"
    "b16I4o/xHFvuLbfFuFvPC6LErAawhUvwt6+gZ4dLH8h7T5nPDLFNzqimr1qMk1fRhLdh/SwbuW7F9N0S5KCeBz1xE3T57nKJHhqM"
    "DAbKI4iHO8pU7PThYbUal7xd36YCuVrXFkhFlP5He28L3EQfs1ul9E2G+CpKgjigDDLA2BVuoZ4s4ny27pCE+6C9+8OLqGKXSb2f"
    "Q2dIiW9xr5YzukmGiE01/RTxYBH5U6yfcSL0+IvhZfpV8KIMzqsLnwt3w9MvhNSc4nuO0h4lmtYMwsH1qRqyrwh6s8rX7Kr8rK7M"
    "K7f/1yvG+v4FTtgIWcIepFo9Q5bDhhvb8VBiDI+R/aUFVs14ZG0WfIzRjDH4tiBDaZR9XHeLqxTGdNgfeABbex5Ap6G3lZMlg9iw"
    "icsZqyt/qEg3kz9WbA9tNE1qEWPOKpzJE2SGn4o3hJ1CRVzfpqaH5MJk2Tk5Vyp510mvs9yff4aEyWRZjOmrmojj9vSSWtMy9BL1"
    "UzUS2XnFLVmHTuvfmZ8l9OA60H61ksYYmVH6jIzRh7RtMFTe1Dugg6ZIN62Qy/0c0v+7pvarQp/GfS9H5LQQMjcN/mtLOQ+S+rAk"
    "PAI1wZmDjn3OOvorNPedbdQBfsJVjJZkH0piHfsbM0jHraVxF2P8b9XnnpRt4a11EZtBtwya6VBIWEvE+yt0Kvt3EtSIhoDYVb4m"
    "M3mp9glaQ6eZ714AHVkKWXtMOomxWO8Hm1/j2TyT7KlNEWdVr12DMXoNPMetEA+Ow3negXnsvlIK7yRfHdJ7NRkpjLcfel57BgnP"
    "E2S94LW+UmkeyRb8tA/OxyRc+fpwFuLHD2BlfpSrgtlNsGUa/91ITlspo84rI9q5ADHlf5+SDANHIX3nfB/vDpCdJTOX+mKs94vS"
    "n9XpRfjva8rlRnh9x5AlqZ7ohs1Yr99x7ftxt51gRdaQXcs04Sli81Yi7DXI19/w7LvDc+oox4jN1xzETosNnFNgHORdGs2AyXSl"
    "O2bHGuqcPT3bzI6MgTLI15ivS2e605OeczdNJqfzJPT8a+aVngcrvJs8xhrCIOyJMWvOhIc51vpZEQ18Qy33m9YhInDMQov1j7gy"
    "67FwmVfDve5M9Jt5QIZBq/EZ+mrvHamvSpp3t7f0pId9M/SwedMz2AO1ivboKnhbo+H3vq7v6c1iXHRLsdft5Tu9Ed5ETZYFRz1r"
    "+25+F0uyVes0o2v76bl453L8bRd4jCZvedIZ1xtAfnWbOP48p5wmaX/neR/AOkg26DlylPRSY1D9JSjA3Rka6Fd4dsewk8IhSdbi"
    "2aZzGlaC6KllePf1cqbMwnUn2d3DCnxo02j0adzLVczmpNl/tZGcMxad9m7ildy5mqj+02Mk4tqMbGuGlXE5rr+e+QkggWX6IzV/"
    "a5kAK7oauvF31mY3+slhVokfQalahd//ahLLdoTv/6plXSLCJ6qEr547cm3qrnOxAZeQr8VY8uKcPGhWZgPxnbm/7VfN5LC6+mqW"
    "4WBPoTecz6lXaXI6W3bC1UmLm7iDv4cw/uuv5F633M+T+64/y85R6yppny0twp6bZ7iBWu8ECT1eLPRZ8edwGk9GfDZK9oIX85Ce"
    "KufAj98vuA3n05gzl/Bd5vX+jJjSOCYelsWaL8ZOH2Ol5hbYjNbwt4/DCWyqwpF7rXO/8tezurnvIPda537lN3IEsx4NLRFlNQue"
    "HDyg36BB6qgRD4B+WsHZNwNlT7kJFtNNaP5IypnjXeYzkDPo21pN/B6yDUdYx/wRnsmkbP7QdeSE5LhK+/7vTF+HkgmiE1FLteRK"
    "+gaxyXpcexTizZmwX6fLb7Bc2xNpuR6e6ZlYlV+Y0XK8dx3wnNfoiUR2nMVobpVeFSzU7xBbHwYP/BL5Ua0bLaLGh3Wb2NTrzfBk"
    "+7FffANz3h3pydXheb8iK9/j2fqx/TdeXO9Xe9jScjIHRDg/1HIc+7BymSQKoIFpIuExdoYh7i6HIxqzKVbG6t8NPphNKrMpc8Ol"
    "tbg+lxrfJe1ypf/QkrBbcAZszpTwWXlLntEn4PfsKEOayILmZrZyHm+V3w07e9NwYoyl8nFxcmBRZhl5wO0U/ajzGT9PhLQeRyxE"
    "SNRjOZ8zRkb+ddC8tYzzF2M9uslJMjA7JTuDQjDfvyXziWb1eunv4X5yjewg30POPw6+12t1Pr5zInyPhYyENxItUiCWHbcqxMFE"
    "Vld5ZtEUp0QkcTIMWbmCeRNO/5UVjI6L4IccGqzA3htey6ZYroZfUIW1ns/OeYu6tmKENEAct1In2ch+uwKPvXQ5sM1EY73JmmKR"
    "56GXrNwOoY98n1zGSd1xXtWmNdThcx1xJ01pf4dANq1V4tn6rodcDGK0mfBzGfZkNfxiZokaWIMmZ/92nK9tTMe7dsX+z8C1VyJe"
    "m4WnPkK+aTLe/jt6J/fzpKknHd/DEHKZ15Mrsd4jcIYyoqjmv+Ma85nCA2Rr2uQynGeH9FmsbT0u7M8/U8MZIY53OtMxFeOeDJPL"
    "oRkuhZSN0Sv1fOzEZr1P75Ktg6i35i5T+xqiWIdO30I8QWcpoo86mFg/k/jzpNCjx9PwFOo9QixBRqkQ/niF92iTfvZ1Gquxhafm"
    "EB2oz2i7ZqPkdXleL9Kp0IfnyNHwr2+Hn3c69udsaSNzoHfOx5/nswe42s9LquMcxE3EEi2BLKxn7jpKXzDCzGYM9zgPGtD88a3J"
    "f1CEHdrC+TqtIaEroVUWQ8LHS2/4tUXhOL0e/5quo4IjoW26yvv6DvX3HC3D+9bp77IHosMuOP9r4WWegTvKx9k5S97TifjG6R7v"
    "nCLyMJWdRGF//o7VrcaTVev3ciPeuZ7rOUNfhRdezf4tyzo9SOYqm4lhXeMl6pgWtpDHto7cMcb7VgTZ3UKGAUO+/oazPkFsyulS"
    "PE+VP4tx+pRV+rW4uV9r4cu1w7ev0S/gQ/xMXuM2sg10+QPSIXgBT52v79tUe70bWuxmeURv15uDzdpP0uyctTpAjNViq2DfI0mP"
    "ZXc+foz8li4CLcXT9GQ/ejmfcSz766oRDe4sYfiQHgjJ7df8Xbxngj6lL+DPgczyW3WoEifDJOR2cWehwHM63ebjMZulEce1bI5d"
    "1DP2RGgb0+wo2ZUYgVd1E+Kt06UHItzXYfk6QjoWyQXQgSU4IUXsehiI09iK7NmB7I/zv1GfE2Nka4v4bAX2qgD3MkjegCbpKlOw"
    "/ouwusvwr6PkV3jKY/VZ+Rwn5SfYlGH49Fp878eIWTbDZ3pC74XsPAWJCPCKTZLeoL/Awt4tJ0Dmkjw/v5FZ2PYA/gD+fyt+UoQY"
    "ytYswtpEPblsb2FP7npit4/ACV5saG6xOvj9uMLnOPkdPBtfHWyI9cJZbmIZNHTuV+rxxP2o40LvP6azLDG5PmOYtTclMwW81iPH"
    "nX0vZXdZnMi4f7EunmJlpgHlsndWjwbkHIzwlJo26CR1tFlJIiMuwDuX+Z6Fk4NifQd236Svf7ia2aAKSMezzKrHyMAfJarFZdA7"
    "07PdXtLeqzFbNEwPhl7fSX5tXql76xOI1T7G1ffUcbjeK3oRtN7N5FjpjCc7HLpsOd5rOfVm0ItuAlDMT0bJsPHYah3i5+S6bqI6"
    "aux6+MSGA4mp4zAtJiK6FDu3nr7jP6D5C3ki13J2+5mSu4skZNbf6qUZfE3Ed67FfdWnlz99roa9C3vDa33EXYhXNnjco6G81DNZ"
    "qWcDS/mqhuWII77+7V7p6Xtht23ilZC2PZ1F3BT6dThKjO1/jq/iVpJvtJbT4D+QYmZJasjda1MKSvUN2RUeyhfEjDnvoA35Lg2J"
    "cIg4Zv//N3FWU9gIx5KS6QfZ6DmxTvC44lqfkzGtdJXUkKsyDilys3RaMdNq37xG3axMJxlJ+vrmFz1De7yiiX6mBE5TKRlW8vDe"
    "LmI59qivDJit3V3KPddiyAmZdf5uo2R/cJLSn7OF4zpMrlXri2gpN+G1ANb0MNlXLpIrgnm0FGGW28RVJI8VxzxQ461YG8kgJXeW"
    "tM8yxf1PRkjoO41Mr96gO8Ivnqgj9cjgPjkvGA/f5jPtCo1+okzF68dCgxlGukKn4xpn81RbZ3wdmeLG4AQb918R9GZXOVUyDE8p"
    "2tSEr0k6vGY/GSrHiOvz+oUaKOLlMTNjNuX5QtIe1TpUxkIPv4yn7ypnQzPcC3nsL1PlXsiksSD0FovipsFSDYUm+ho2sbPf7aRf"
    "WyGjsJtg+by8rU9if/sjythG3oQluBT+67tyCyKpApmNZ9kPK7y33gNruQ4xwb6ynNxWKXY7h/6EnSzxbE/VX0Vepf3s30ES+pp7"
    "Rlc5ZtkSxi2CKLCXzxz/At3WHppnAbRhD+xEDWz9AYgoPtZbGe+GzDybLDg+DMfB+3f83k2w6DOJ4qnT2bBwFo+ulZcQdSSYD0yw"
    "HruGd9kS73+K01wbWF/cmmzvO4Vzs5DnnvOde93MpzifVbYUMY5uboPJ8Pf0QlrCQ9xLfoAHNIWRbp/gNrxruLisaszXSzN9sQWc"
    "JxiSOX8TJdU6Kt+WWZzzuggSvwky9TDWYhvZDfdwkBwpiSxnbOix+C4OtnjtY0To5g2cgDWbAqkKgtaQq4d55f7szQ2z7Daua2E2"
    "LNcqne2ZUWbrF2LdmmuY32wmFb6PLk20YNrXsus5WyeuGf7S0Hdr2PddDQ9mnfde95O0R/mbjj6KJyTTbymspTZ0/qqf+NjY7y0l"
    "xtCis09khNgUnXeg6c+Gd3Ghj1Pcu+OcjyqwwpZTqad35PqfK/HOJOewF0MrXAoZ/ga6zHIzFfoQVtQyKD/S7lwhbi5GKWd+G7Yh"
    "Xw9jPdVNWGsne3jtWsRTfTKZ2qrJ3VrmJ5MaLjrZRH/WE7j/73B3HaWLrMK+Py4P4PxMxd3NRRxTJVbjOxNnbKlOxl18rz/hrtzM"
    "I5OQfzE/UMlVs5kxHSmNXfAkh0o1dbshhX7ixFbHEm+MdUdw7p3zNXrKR7QcMU5EL+DMUfPvm2E3T5WnoGvu0B/kEukO6RkBizwL"
    "397PT72wSmweNfkkj1c9grU2d28j/8+9Wd4gn2v5vHzI01aI5z+TJz7X9J1af253kkxevg3tYKQJS9sJ+vNg6Ys7OxaWYrbextrA"
    "Ql0uq3GWHcfwKR7XnCRmffPf0khpj/0qo42LUl8MxqoNlFLfTV3CCdOu5rgTteAA3NsKMo0Pwfd8g90wbp6LEZ1m5H6LZuqSg3xH"
    "cy0z026Gdr0/F0kfJ3VtVMVM8/QlPAtsptrXWhrQgyGZB5La0L/nPDrH6RAnR5DDFZjHuLu4K3aBZU8S1VPvO7E6S0dy1yQQKxaT"
    "QS9GyXtFJmOFF2GtOxJjFdchRCYspU68USzntawJy7RUzsFpsFmsG4gGHRx0gcYei6hlFzGr3I6S34rzTE1+HedqwvNSpD3PaJSr"
    "dgB2u1Tfh9TmY5Wehhe+GXqgP6zm8OBzrHxfyIZxAg0Lytk3WIQ4dRf5ezniv/6ZlbjyDpxPWcbuZJN215Foc9gcj2QMpylkp8k3"
    "iKlrEXe+oOMR6ReTXXK5zgoqiQDYjJ8m9Bsx5EeEU4Bdr/ModkpFoeNrtLEX6CSkG5HJFfx+Y9Y1zydClvA75RzZQq8wRk4Y01/v"
    "E13gphO7Occ70bLtgO8r1D0hxcfKe9if2di9XljFqToTmuMe7Fs5Yz83Lcp00Cj4nXWM46uglWKUuTwxNpib6Z0t0i2cPGUev3KP"
    "f9U0sXzLIRev0pYOldf0QDFerMeIevtFr/Wa1XgvHX9wwNmVws7vWsriKqz5QRIjw0Zn6P7e0A+tEdf3xJP0kQHyIrRpezFt8Kk2"
    "VHMzGdSgEQuBeh7RkD1Prn/4N30TumY1nnMx9ms8/L39YB+2ly/0RETtX+Npy+njz8G7HxZDGT4v7r7+wepbjHJriBZjfi1vxOFj"
    "2q+B59R2+Eas9VVY61ayjmwVr0EOKuVGvOM3WnSHp83k8l3vSS4MxgZox436M1b8IqLfRwYtcM8xfU6n6s2IFopgQY+Rd/QWfSio"
    "RSy/Uu/8H9ezSmhTK8k8ndCxRJCdRPzb37mOm7Xenx7RFujX31lDtsrS/7Zu9nfqjf/rWPN/e52/s9YNvtqe3nqlfb9hLnb9v3fX"
    "/68+8/9qf/76vVmlIcNx4jLpbo5g/v98df76K83ZJbOPOLT9ICmhrm/GfIJlUvdnNFONU1nIuErZpfDXr9MScfH/R913QFdVbV2v"
    "E4piV5oFEFBABQXsCmJBxYq916eCYvfZfWJ59i72hl3sIigIggWR3pv0UEIS0ntuP+ufa+59b+J73vzjYzi+8f84JCE399xz9l57"
    "9TVnkj06NhEZsE9vP1aQthJDyXNzzC3JqmbvaQbN29TZNpTaMu9L5YjL9edwmuj/T3n7n7+S3T/YMs33d56ShLos2AbEIQfKO/Cl"
    "N+vn2KV3/+a1bkpGs3eoOCShTZlIVT0vdnYW9C2zMtnPwtGeZW0r/DTCuDxGloC/dxcizDhG9FSx2N9wECJ+pvx/S0a3JW6b65W0"
    "v93kToJ38P+yjv87de8X+iH8+5f0K87G/QwvcQZ2ZBVntUuYP7K4p5XkMRdmHcTPMRti0eUENb+tjL9nGfZpnEotIge1Te6vYbar"
    "mBlPkf9EtDJ/2jTCW+T1qFabsyqDP7tCDDF3GWLZnWVepmvOotUTJenzpdvJd7BPL8K/uwmaeKXciROcp/fDP96SaKqM/VR9Mrvf"
    "gB7198Zmn8BHT3AurUYfQfxoMxCt5N8yjucgZDWtTneSIh//Gx9Mc71HVjQbr3tDV80Mf9YWwXK9IRyBKKnWYzaZN3qdZ2h0/Snz"
    "9Ua5WQKsT56MDr8I86RzcDX83+FBNfVPIoOusoG7cTMnlI3x9CSf4XKfH/CZFhNVO+GzrSl9ld7CBv25iSctJlOBYbtsDJbhzqzn"
    "Z6WuDY0t8ygpUcfgouTQc2hlUcb0FcREM0aiM+V9z7B6kZzpMd+TnqlQiAOylizMYxCjvaWX6ycyXl9D5HW2jEQcd4Fmf09X6cvJ"
    "mGpOZDwry4hg2xaytrXcKPn0Ai6Ud3UH2QVSda7+A3trffM1agj9Z8rDMklHa6nsi1PyThOnMaJ7Ew1lI7tnv9VbZUf4FbMQM2SX"
    "nVp1TGQ21VvJTOF1UsGYsANtwVc+T5Nirtz9bio1RC6UXYI7ERu+BSk+XtrrdRqTJ2ShPos73U72x3e52im4EJHdtfK1/mjs7zh1"
    "+8qPzHf+hpXoL9dIHScml7Iz5h32fTgO1jYyk2jDk7FmU/RczigVkBfsWXGs5HW+/zdJhIuQUa1J5m96YFCqpyJy+hx71R1rPUkP"
    "RuwXF4dF1dxXdiOs3DqEL5PHhKaneb7h3w7ZLru8nS2FvuYZ+qlah3ZreeM5PqJO92n1lYPFukZ+0gGI4SYT022o9JL2UqnToHXO"
    "Zn+afWrrRijEDjPkGsSSJ0BS7tXmwRmyazAGsnepjofcvS2bIYHNcJZH6B84a5Yz+V4T8rw+p+/KAdJFj5fJ+ih05A84ORfKFWJz"
    "Uf3EOr9fZc5wGfdiuq6lF/4v7NUT0IM2efSr2OzsTzjn39jMkC5nJvjQIKrOH64jBlsts64pH/EnmYE8T1z9q8ZLe0y/JQt9PfMk"
    "kUyfjfPX3AxphBiKlhV72XOp1bCqn+BMOE51+CZ8piEyA6+9Ja8Gj+nXOG9fEDnRYRB+yzuxruOJ7LpepyNx5TI9FvK/Gk+QJ7+y"
    "2vKhdsFJ/MHP1NkE55OyXnsSMTtHNjEnmNLHWUN2qCDFzF+cJmm0QCV6j6G71HOO/jrpL6V40jp9FdethCWqxRpO0MOgU28kIlQp"
    "TuO/ZQdoDWMsWqEzKb2VvgPIzSuaxbuHM4Oj2Z9j0yt/QDb2DirUMKcuEodHuY0Yak7c1zlfgIyXUgc7jtFUhmPUelG2loi3Y67q"
    "J+zjC+Fz/kue1kFYB4ce10YeYtZmHW3SBv0I+mcGNNsMaJ9NsIB95HQZIoZVMYUdQtYbv7PrgMPnX4bnWqtfYxX7SFdpIw/iBObg"
    "Or9IG+0edJGR5FtN6WD8hs38GBq91Umu0Cf1UO2N3/xGDg3uhfb7Cb81C7rkAVlMTlXL3G8Nb9lkbbAsgJ1uEewMTXKUnKLn6VSs"
    "9mKcgiWyj5TKHOqnhK/xuhN0lqhHeUl5ZNMh4ibWzNct105SRe1Rx5pwipWYGnziyXjiLr6LL8XKh4tSrefkJmjiKfql9NSL9Wnd"
    "imwq+wZjpF2QfcYmRbSxXpDEB8Tm3fI4xVIEm/MT9nY15wMWElm8lNwg3QJDIG2emeiu9/pgPecyE9zjOlbnBsBK1HkkvgFNfI5p"
    "Rftq2Ghf4etDYpju63Q95TPpcVytY+p2+lFJdkeVkSE05bvGDoXkXEkWCPUze66XJEmMI9NyJ0t2W78IEtxX7seOLYVHcqFeJTWQ"
    "wRu0fbBlvmU2rWxTVx9kqgh2zWFkstkyLGuFrEZpwVt5C2i21abDtgz/ekvqMsa5tI+kUcnSvTadifTsMutlZAm4h1WFfD1EvteJ"
    "+kEwROwkX4WzdD+092LdU16EBc3DE91Mz63AV3atc7SIM/kV3DtD1UjSKq6F5a6ktDlEuAu9VrTer8nQAOZ/D5KNkKQ6slZswt4Y"
    "j/2B7O+LcpY7AR87zKCvJdgf57K157LC2t57HhV6AfRDPqd9auETlms33MdOMoXasUQbkJ138lUhw9PrLN0hk49h/e6Ctj3d/Fgx"
    "XW010s7Yoc+oKeugU2tpXTZ5TFCRUBsj9OwiTjsmtDF3X+NXyhChtOLKuDspUscm9Sp83s/NdkIbXQRdN0HH6Q45t8uEJj4nXaff"
    "M8MY5/pRkzo92FnuCdZK26AudSb09PjETcEVzR6Slcka7OQm39eU9PNN1byzi3AupmKFetLu3urRY5/2KE1/PV04EJFAujuxAS85"
    "4T2ZFLWm6zIXOY5W3iRmrv4h5ZSUAk6xVNAnqCdKhcMfivlYKUqepBLWPBOc/lNOpoacDDbNeiXs8TfSQmwuugesyCBo62mw6k/Q"
    "9htj8LES5ayWaeRqTrXa8+0vaSa/NBZbyiPSNv8PzHL3vL9B4k3DWb6lFWc6+ovh9x/Oik++XsKqzSayUS0Xw62bQ0wDx1+lnjEj"
    "zr60EtbP32AdcROneTfQ46thzi6brpqNO8nHatTAj1+Jk7OE863joGnnQysmvG5xiONtYZFuJmLdSvYKh+SIv0qsi6OEvtNm1jb3"
    "5qk5A8/wKb6u1LdhP6wj6X3mOCrZUepwkqtx8vcmdlkCT+7QsKP0vMrI2ViKZ63R08m9VYzn2VtG6a+Uhc3cxboMimE9cWJD2gWL"
    "nH6BJvxM6skka1N1s5tA5YyxQySldZ7buAX5Qc0yr5DR+iWk9jctgDQ8ph/A4nyqP8j52LE6Xz3eNYNta16iPdWvuM8jWGGr4f1V"
    "EYUwSoypckQ7aXYK01VH87vhiNnDzNSgeYhr1DFB7yzlXo7+8Ez15uN+jPhjdbNHdAz8yNX6Pr7eqPfBI3peb5F/aYn0JkpgkqyT"
    "Njtn3JWv4w6aI1behL3qLodIHtm4i3UhfLlZuil4lBXSKJ5voBRyjmWWno87fABazvA9I7TRxeyC/BbR1Aqs9BfQZT3FxWiV5Pxa"
    "gt8wBp1APsCKXSSt4b19T792CE7oE3jKwVLK6mRrcR1rcaKM2kk9G36Sof709XPv1r8zQKzzchN8qy7M21WTi+wtRBibiTd4CXyh"
    "/pDmRdjvTw1tCfHGSvYSXyefe6QQ1RWM4CxrbkjEd2o92fBCP3VTT7kz/3KGfoyVdx03OwfmP0z16FRFnqGkG1lOXMdmjFKcDSnf"
    "2JvnIjo6AD6Z9biZn/+7phDFtOD0a4J9hWX47y3sctzwOySNU5rynKAHiOPRJRIeu6tt2sg6wn+nt2TfF8O7td5qw1A0duBc4uaU"
    "4jxVYg1KofnT0x0xyk8h+9ZCP8FofS11vgIdJx5LLXtUE0SMK/V6zZiPs/cSLEcsvghSVsWulpZinCnGEzId5974e+N+/tLxu6+H"
    "LTVe2Wc9YmWUsfN6RjP2acMhLwfJ2dJNhkEDzMAp/hivnyqf6Ch9Xc8Sw0ybgBjzW90xGAj73s+w+OUz3O+tWIvv4J8Y99AyrPkg"
    "uVqfwu/V82SXQFMPCvKJ9FLPKUnHcFJFO9VH0pVmw3GIZHq7bA+inhld9UXEuQ9qrVwpe+jlwTw5Hjv3Oq9e4zlvQvJhOHRv11f/"
    "sRaHs/Ud3NEyxEGxZj1xMkfjXteRk63aYyf/DNsxh0y7F8stMga25oXgRjk/vCF4MfwVNnyOWFfHRKLvPoB/L4e0HCsn4n5SOP9f"
    "SNfgIuz3lbBqhhnVUirYgb+SmAt3cNIpzhNdwi5jyy+NkPeb6A+5AjqghPp5IS12b0jSEuiQ2docurIbovVZ0Iq94EmswS5F5So1"
    "RKwe4iZE6oicEXIC6w6c16SPqi13lZ5wroItMm7tZThdy3AXB8lmThG0QDxnZ+xGnYxYK4Cm6wM9PRV7bx1T3+kjeDZjjl7Bdba+"
    "thDr2k1sms88zMOC6ynn5fAviyAVp8oaeKhuAqHQ9+2t9XzBoV4NzXuX/iaFvoPWoY5twPreK6lM13WKKAxK7jk7K4fLTrKUWBd7"
    "QgNNZy7lE1z1DPaLT8Rqny2v6Q24qyews8/oNYjankZkdn1wdXA8UbOf0tt1rJ6Mex2IFWzPibQosQmTPOOGWrsJEVg5507inFeM"
    "cw834yf1iN0Flnc72ORr4TPfivtejnvcV6YHZj82wBIsxd0dE/yOe+kDTbyM7FBvQhov1AmQkhehn8uxf3fJM/pspqvJSUKaA0jY"
    "82qdJw5JKOVZ462L5xQxvtgKtV2zGKQDdcocaLkyHQnLv7sU0QMzJJrZajncGs9g6aaNLeJx1s6wKm3y+0U1LMQkNP47cpScJOah"
    "F+rNjPojzCOY5xFlbuRGeCdHyyFBRzmAZ+G0AJoZkcTMcG/5KngI1qFGR+CVWbCKj+bMx1k7QJ6D3z5Kr8eq3qrNoKNOk/dw3efx"
    "2v2SG/yk84kfsxLy2K7Z7foG+RGNeSk3rMv0gC/nHIr5OiNkR2j3Snp/53LqYgWe9nDi/9gMfR60T0vZSCt2PDyr5ZwbrIf1+0Ct"
    "56cHMWmW6POI5nNxCjYRnSlGf6s2wwui9CgVd7492ajLvIdfQJyXdZr0XFatpISRSTWi3ITnT3cdxtt4rKQku4NDytC12LPm0BbW"
    "k1WInxs2VgvpBU/mCNk5Z6XehrP8POzzcOzAF5CqfGgjYziMsPsrzrWw3NwR7PsKMv6sdRmlPaziTDdwlFXOlGdbiFDfL4KWeR9/"
    "V9Ha3gEva7rMw7+vlS1ByChh1HuyWIZthNhMinEMrqPn3fg9OZLGBkltUVUkzfmZasRuuzVtRR30Yxm9pzIibd8DaV+KOzAegSL9"
    "z/ccKm62bxJs05eymZbc8ChexrnJxVWy38GZkLZB2OuP4Kcbl9NGoh49AytZ73FbEp7v8TrmoSPsINtV0tGU7eDOXDslQlC1jxfr"
    "vc+izDEZT3EeuU9tbvgY6O9OkOAT4IW3l+vlFMjrdXIY9n46pGsktNgLeOJbZUuwkuO0f/U+l3mtOAyQODEA9xY3veE0xvaUvtB3"
    "Tq6CBxzltGqC/mOMM91riHgS6pG4z2qP8lPAaCDGnGOcGOY2k9UHsXnIvkuzVbtIxPvvthatJY0I6GZlTibnTsTPZbp+0N7EBAz9"
    "LI1FFo6Z8iMxXskNiBkKcbK/12PFMEZWMO+xCZ7NGdDQf+A0T0SMYHHCDNzzH/h/OzzNBfo0fMMySMUsWMCB8i5l8wjEnemZYmU9"
    "QYnv2xb7sBp/95LBRN6ymY9v8andETueJ+Welyiurpt3DKyTqxgmfPdwgpgtLnYqYh9+DXe/n4/2FrHfeUtOY/bdzo5/sJkcIC04"
    "H1YAiR4olmHdDHtar6M5W56k5lrJeUbzmlcRwz0Gf3A8u6gNXcnmG4ugs2oye5lUtzOdxXEKltHbMj8gjR+4AV5V3FdD6j3+fhwa"
    "fYz3AHuwq7EKljjJzvbDsN4JxmjbUoO7tUgSD9bN5Q1iV2A9e52TtFcDZWv22yUZ82S7WsiTu4jxfAxXaUafJWRHncXLkzPvuci/"
    "p6WUE1kxzTE0UKKZKYvX8Jut5HHIxGGwp0P0FfkV5/02nMrdfIYqPeGf1AbmnKbYkVxnZgNbQJqJ8kj/tRPud4XPK1kmbW9ZwXN5"
    "IKxdIWStkxg64dmQa4s/I/BV7ST+QozXIngQ58LG/cpnjHlmOTtRxv91OSf97N/byjVklqrx+F3Wg/GMrIe9n0tPdy8xnMTTOYsZ"
    "9yyY9pQPSF5mXmM1Tlwh7HEl8b6OhH/5s37P+tdc7NR2cg3u5RP4M9/plKAnXj1Fboaf9Cntaa1fsQMk7n2ZBCcG50J37ZxzfbMT"
    "Ul3Cm4J7Uqlgr+ABfSjlMDFTrEZXULcmKYVl/OkOnGlOr2g7f8ajvh5yvtR6LuqQcVOC/lOSnEkxXinJyl2A3/sI8c8L0jd4TQbD"
    "7gzWe/TjYFvE4cKVdLWBKkp6DP6wcSD84TEKEhr+1/Razl+e7ZC4rH/FsuDkNIadriX/URr9oRvr2jYTey78CItiH2YWpL8YN+9M"
    "SEuuvoHT8i7uz+LX7pBnq+r2Inr3a/judc8U6hik3boYu8xo7ch+sgg04GXYoyGyipNpzqc3+5OA5cnFPoXsYJupH0g+vLEXZIR0"
    "wU++1hnhwfBrZjPCHQwbXMEa4jbyKXyRStjWJOPEE+RSMTYRm4mKk0m2nZh0VeqOPP2Wa3qAezpJfkEs8RDuY2+pY4fHFJ2Iq07V"
    "3+CtXi4b4N8sxnN+DE/8abkbe9hHFoe5TWjLoyTfn2tDanKzHXHOUOcSo2o6q3+m9z+A33CHPooYY39EJRv1YFiDXcWw+A7E35dg"
    "tVdoEe3kaZyDMg+6K7PlLudVzj6W88ldlGRcXKfpifD/qfa/WQ/M+UgLw72wxh8hol2kM6F/zoaNvUj3CA6C5essPbQfbN9Dum1w"
    "jrbLGcbq4pvUoVVc0U3Mc1hXiEV8xxBrZC0zu2XMr93FSfuRePbVPIN3eY1/pK8yWpdzFX1oN9MyFU8/hO9xujrN92JTawcRAdfN"
    "NRxDCzsfazBI3LTKBljzznImbHYvyObJch8s/wZY7X/KI9qYN67xBLBygtjVBXaRpEdhvZITN0fJpewZGCGTYKef05d1HOSgnewh"
    "rnvNsP9uk8IMDvVv3p9yHluoYabOEMWdpc/sVtKYZy49++dYNgqIV+UwsIxXsZmYBX2R/aMpj3ZaTn74dA6zrefCEN913IAE89+v"
    "DMDzvatfwC8+Xs6VC+RGRAl36qk4e+Ue3cxVT0o8N1RUH2PNo5jZ1YskkeECCVnnbLA8Of5rd3FZ/2rmof/zeQr5tZTvvxQxebpP"
    "ZxVn+9Iccd24oo4hLk4d4SYScyQ9CWhZodsQz2WX6zv1Sb0T+/SE2HTRBJyka6EDr2UV0+oMu4urNw7KTE8tUrO1O8jvkB1DZrsY"
    "d7cEFqqKElaOE1rlOZJrcO8rcC7ikLfFePUzyG8z6KyPoDMexSesgfSOyHRebEvP4M9sRkmPgJ7Gnklm1jXbBEU949lkBrv0eDKZ"
    "modSgHus9owXZrUGcP/riZsWhW11Eh3ztY046/53IR7ZShYwk1tN3L5iSJphvVd7bFw7t0OI+taaiPwbmrjrBOKJGCfQN1A2LZez"
    "B6L1cXIIpacLJ7ptxqMtJ7HqiSZwvJi9sfnYQWIdJ3n6rdgkUjGndFLs9Ugwwr5TrL5jmCDVHq2ymprRzd+UQOu7eX2LBbbNTGxG"
    "/y+sBP+NUbijxwS0bK9NCK0hZq9ljZ8VQyJclJmgbHj3Do1Qi5Pex2nJ3+nuccbj+gFWrdrXDxz/4QOscTmeabubau/V2Rof5Gee"
    "UohGSvy8oPpqWDKDXJxkBSbFaLWVOATPiI82HM9ff9+ZVMe8YDk9tc24k1LIaYzZxtVNnJ+0xFZknrS3FGfYTu13KzO9kPvzFZFd"
    "EFfV6jni6vn5zBHvAj1aQAwV46qsZ36pD/Z5A/b7VHmJrLIJzkBvwwp5wEnbNDra1o1YTnfI6Mpdgl/kPnlSnoG1PMY478Il2N3J"
    "uO25zPBfwJionF2bdTirVsc5kD1RDsk84tntIj6+2eD769R7I1EdKC4bcwh7wIz96TSppP2JkiEruxdQQiz9g8RqeVdhp6fiax/W"
    "DxrXgrfzaGJOV6+FhSqFlJj9u0iOJcL3RTjXB8O7Lc+ctnrvU5UTqfhTqabtLPNI03a379F+vhGsxUlpB+1+H+76LOzKYu2vd+sI"
    "PdbjdtYwgq9mvfE0PIl1JExh95Fjqk1CSi6m9JqXvdHnMRPwOKzbyCF+D5VNjOOsAmrR4BItILpprv5IGxJRQw79Sk8NqpnVtszy"
    "8v9iFm04f3HPJ5xCjG+9I3P5mceIoZoeRT84SU42139uT7Hj3/yKZmbidyVr0Y6iPoo1PLZiRm5plomh4jgKSmHx75ekxxSPsBsw"
    "xvecI9/qvcSqfhJP1SeYDqkZFNygb0EWp9JHzEM0dTPs8Czoyhp85gLPRJ3K1MprOTVkXkgBuyp6i9sPw93eXwzP+kbJzllXhwjP"
    "9HG1zseVluFO6zmPOBM7c5UWcJf6EoszJ+jCzsnX8AR7SL1nrkxyxtLFMwuxq//GFR7XV7Q8GAqNm6tD9WhtmzOeE87HSdKzx1Xx"
    "zu18dWMVo4zViMWQ51rq7XJ8V8XfPUjSNXfxvLc1ZP5c4xk+e8M//k7G0hrMhVydIxPw7nxG/la3GoQ7tZniBDsPC9n7kY+TMR4r"
    "cBTs29tEy0hqGrthb2artvE8UmlG1raNOiTdqn8E//w6+Rj+8Ffw9z7Wh+QzuQxncaifaNc/8SrXEJPnVPjx6rm6G6TEfNq5sBq/"
    "cLc+wJ09hbNyELzsQt/BmKQ9nsFJeMt53CHzsTM/iZvJr+NKFEBOrG/Gza5mY8Ew/H+r5g9gdT5KK78ET3iDGP7cfGj1baEHzsd6"
    "tcfnJ3WGjGOX5yDoiQvhM7+HNZyL/z/FXt4sDrey2ntb1WS0M/yIU+AdnQHdUAwpnIaI5ln863es1ALtGkToN1V4OWguDb5vHE/4"
    "pBxD9DVDkzK+hZY4hS3IZxL1zGPpXucBkvQdYTFqu4ZXjhAXqVYwa55mm6vwObJ6VnsGZ/jZ6/hKjjj0inlYv7bicIZeYbeqVZvT"
    "/O9DJY0wYT7YNG9zLa451L9ypri+0NBz1icYjyTomVoP20WUn+z2NMlu1WLm77vjrB8sp8g3nAio0GP9E7sOkQZkkQhe2ex7gUPf"
    "TeSqAq8iLt0esrKrdJTHofeL9TtE5o/rii3K6m5J3Lglr7SkNndIeY1neVL/D9xbdjmI6lKyYaXYLVtDK/UCs/X/W/dWjzMeaitp"
    "6KpyOjBkzjflc4BFPjbI5anJjie0JZiL30DLVbJ/59MgH1d/FZpidxkDfZu99rEQUjwNOuUOfU4/1Nc5W7OPlMlIScdAps2GievD"
    "iZMf9g/oumKcu1p6GPZ5IxGVWN5vd3lXHyYCUSErjJb5rCCWsCFOO73QzlsUyzltz5g66rGT6th3aF7yan1XFpLv4CQZjZi8Dhax"
    "RGcTFaBc/yEOJ7Maeq2OfQibWaNerzZbYH0Ih8vP0H2XST9Ek9ZPPJu9gHtJD3zn8l7raP/7MfZeRZQu66+1alM/MV+hiLh+rWXP"
    "4AKdg6f7Hj5VNPwMv/ct1zzJTgTLSZ8r6VkAOydj9TypYuXBEHZLiYu1SjtKPTsi/mpPTSueJBfAik3FPozUifoJNPZ02JpRcmGw"
    "Y6a3bTtJY4ZWch2r8AxroC3ND3pJLEMfJXbC+iayusfKmYi+PoWteQ3abRt9TPrpwbDZPQKTrFO87z41g05qu/655LHek8tKqHGH"
    "bMRvLiT2+xRoXEM3mw/Z6S595BZZjihxIrzkkfq7niVv6+PBAqzJHKzBJHxmW3FRw8Xi6iWlnr+wjsgCQznRk4CdLiEzTw183qLM"
    "nFQ6Zkw1YuMq95GWXe0Yz+1Q5fvkQ6L37sLOvSRW2M0ylnGiJEJLNJ/x2Chx6FmF8CUPhf17g13SF8MDW44VuwDRSxuck8JMdqSf"
    "RNm3XasT9EFZjbWso69eA5tdq5blvRCRk9Ur4j4mdGg3zlc3D2BXyJNx0lyjp+s9WhR+KMOlW85O2JnsHDuX6UvBKnkGfuz5ONc9"
    "5Wg80ZxwmjYLopDMqbCT6qOGBM5LNXmMTpPD9GFmfG01b8VVrmd1wCLKh6Edo43QCx1/hWHsfYJ7vwl7XohzPgr73ULGYz/Gsv/h"
    "esQWmmFqrsmwxe0maXYG0zI7UPqVaEUiX5KZJ07PN6r3STH79v5u3r4OnAT67ztwHmObP2US3BoXIda6SQy7sIwRUZW+jpOxnPrX"
    "UPmHMh8Xo+zPhBQYrqnrl3bzIEmPMGYYzocSeblM86m96ojglqCmOV3+Ffyi14bD8a9fpa+MD7/Tl+Vl+HWj8dkJL6mOI7SY57QH"
    "fMFZeot+I5Pg256Le1qNU3YN/OorZBfq1tWcLrNppCSzQi2oD7dn1iZJfWr9pOvoA6327Amuw8A0ZspzBFQQD6oGJ9Ow8oqJ2v06"
    "oy5jrtqAq8/Sx3A3y/QFfShYKdO1AzyrVn6iahjzhhvYWxKB3q/h1Ybjkz/SyXpIzmZ41MdDou+GtN6J9d8N3xvXyMVSQQ+tnnGO"
    "sdR8gRN0JHzbPSC143DKO8BXvUxv0x/wXWdYr3o9UF5gr2UBPu1RHYcn25rzTHVk8/peF3AqZyn5CU9uNP+Z8rrCOvJe0aWIz76T"
    "e/UNaL0DERlN1EtlMJkwhsHODOe80gnylnyFa+UjLnmBNqmDNHRfp6g/etB3j/tJr6j+SxxLXT4zOLXM9SSJLWY25xjWJuu4G3Mg"
    "IwewLvuLGvpljHrociI5l+DUxZjh6wX/q5JoRabZfofl6yhm3X7GE15P9sgYUY2zvSfqvdQkY0OHTLibrGenXnNIYC7njIphx81T"
    "2gsn8TB2DjaTboz+zF4fS1ScjexCjfIqhjic73VgHJpyX4/Pks4vWj44zXzj8N7N9/pILSu5ilrf2NcKsMIV7A5dgs+pxIkyjs24"
    "fK3NdS9IXI4+IR+EhUELfS98WdrLpcGcIM7sYZKRaJz6vpIsG8Y2+bLl9uUeyOYiHYPniOlDiI2ebqKn5BN9AD83nPYCnKFKTrbf"
    "LRdJIWfiorivFM+N8+x7IZ6076z3cQ6RVeO4Z8uGHSYpdSx8Lk8V4TqfQ90RYdYmGwb4H4izHEtJBTHeHsV7zNKcRXk1TXCkJJnJ"
    "raAPYrgULeQg+AbDdbI8gefbV4yTbpN8I53o4aZjzTTDSCD7kPHvEyIOdQ9Og+4wzOb1iCw/hE1twHBL+yFBpgJZhh2q9RmvUn9t"
    "22PzHXpLerrBZTAtVsrNxNntfJXV+NPddIEhO1nH/XmcKCmkZJXh3/cyj1SO/bYs/RScjQTZzyuxew34d8X0C7bzVr2bXAHZmIi7"
    "/xInokZTwftiiL8DyJ5onQ8bfLa7tTTm7HQIsO6V7o0mBbbEytQzI3G2zOd+miyewFxdfhMIDJYhCGQnzzIR5/R3FaWrA/tj9wye"
    "0Wewut3keTkK739fdyNGapQe6nXiJhatvvyHZ79ryEgmicJ6KO93CnTDeOjqIHhIvtUX9Sz9DBF/Ic/mbtLAXWscZMoYxHKvrclS"
    "luSTuQ5Eq4efy6qe03f17NAupS6shzf0pFjXkEIbuU7fFCun9rSTYWvuxk/vF8O9rdYPZYkeAmt/MjTHwVLMXj7HGjYfcvQp39MW"
    "K5UDr6ca92q9UUfLIMjKr3owY3+zW1ey/9lNl7qJhpRHkhPPA2vP1Z7PVs0nivu8RIrnz7JVJxN1caDPuLl3RTO5c5t2TDMZuLkf"
    "15m8CX7Vx7INkcQKmNVbRz+1jvmiC6WBpzL0uXBO8+CkTZMi9mjEuHIVzJE0Fc9lR8zJ9p6uYn3oRVzDpM+OlmoXyWPdzpgDnNz0"
    "IMKMeRUXshLjEHdcXqSGk2QJvUROkEvhHR6LvXhBzpCtsZp7ydV4RwWseTPomm3EuD5vkIfwt7HT/8x5mrQeqPI9WyHtz0DyLkZ0"
    "AHy6nWUxVuAXPOFgIpRVQXfO00fExbx2J5YJjLOzcxeJe2wC06jnieE8lhCdxBDAQk0jezq+I4ermGKUYyvTvBGzm5t+SGaYLaPs"
    "V4j6njabAj7fn55S1jhP8uz22dY6gfXIh/asYHdnDNaiHJJRg3t7XNMYZWnkPoXU22e2hqe2HlLTDru5o0zBec7F/5fBT7Q92kqm"
    "4ZPztAZR1DeMnicjYnK1QRflRBohWCAu00Oxandhl3K0TsYhAnhb7oTlaBN0RaRRABt4DfTAbEjeWKkk3szsLZp8zMPuTOPk7ipY"
    "lwFyO7yrPyDrc8n8nqQPY7o2qg18e+IxY+xOu3gt485FnLrf6nO1XlINN69KvxCbCnFnsQU9jhqfrbtJ0qiQKU0jcOzvI8WYn8g9"
    "g/lql++u4ru25vTbDtJd0pzQZb5DoUBX6m3yi/4Iz6mNLEcktAJ6ZraM5e+kOOOdoI482cdmO8gd+OnLRMQ3JJJD5QGc5W8g94fI"
    "v+CLdZB29KyjkO+7pJKZkOvIpjfM52/Ss9gmKa3kBH0Tn/gcdPfxskoHIzqerAXST6oRD+yAGOwtm5UKO0u74Cn4tefIEXKllFHP"
    "d6I3YBz2hbzTKHyudp5HN8LVXKc30vsjb7C8L4ZuW4b/c/Fzmz56Gt7yZH0AZ9liXtftFmPObCP3ZT7uzBDJp0FuOsrl0kvm4Jnb"
    "yhWSvQJ1rIwJl2AVEaGEJ+sb8lLOeq0IewWn6kv0feJc0STuwLHNlxLvZC4jRde5XE+/1GoFd4v1WneU9DTRUVKf4fa53HNzqOdo"
    "zufaVtCzOtOf1/bMfzuc3uX4eXZ0FWNOPZD1DJOh0/zsl9mzrp6FJ21LthH16xvSTqYa9X80IPjm0y9zPz3b90q7DLpxRpd4L/ha"
    "ZnnrfG9atnt7BStjDB+5kLK79PDgE9YFe+o+ch3r6HH2txmbz+tiuaR7oYuaQ2M7NFPzoXM9Zv8GnLSQspfuPaxjzlvkaqn3vK2h"
    "Zw2N0arbLMQwWSMvEdV0JmT1fURHI6FL5uhyIqQaPmqF7ze353jKY9321AflSr0EUdUbuML2QTk88Tdke1kqbtaj1H++w2bvI1H2"
    "JtYzTnL9ya7+G2W0mV0jWe9SB99HnM75bEcNWYgYwPFWFLB2NoYsp0dB1z4PDXMQotB6Xc5p5q7QuB/gCU8lD04518SikY/xOY65"
    "2Oz6vrjqTB/Pp2usF7KLvFTnSRus9wrdVSwSmU+uq4IMP3UMcWQdvZWI2p1bBnIy+wnjjKr7yS9SSybROnVdMbWM39aTp7rO1/6/"
    "DH5EfP0yfrIEsctY6Jur5Fj4uvc0wRZQTE/4DHFdV/nMpsXUZQGqad9cb0ACZyblp+j+ajK4mbcztZm+2wR7gNJ9t1X6Gv4fxNNj"
    "8/49JeaxE6y3tQQeRMOMpcPG3ow1agfNs9zP87n5BIdaLZkoouEOts3kNtM/ifr93kkan7zGHVmtxPXtyF9gL6Tjm79mem2cE1KP"
    "2bODRxbdzXdghpmeX5chE48o3z5ztTRCcaVn2Sr3nSU1nNx5Vozduz4z8ZbwDBmXk0ddfce1qw4eJOlsn935V9RqTh+N4Sur6IXb"
    "vP16nMt6ziBPpJxtJb8zI5Ut2t3Dd2E3rkY2Y859sPzgp7Nr6DPeh+seDAswj73RhrXl9qOHj7qdJj4PkeUSHxlEOJ9cSf2cHYXP"
    "Jkhc/0OKNbha3s1yfFacMcfptLx9GDuu5KRklb9Ki0zvX5or2VDKcxAlFeosokxvoudQgp89AutnSMK7ccZ1Z0Y0higQYxy9dabT"
    "My1hu4vzPhI6iRXbIp7BBCvhE3SbIDu6/onicmwpHx05JBw7bVfAlrWUauL8LjPuIGkLXXWnzMLqzqL8G55jlTqLswlyeW6m0zHU"
    "9N/pbsdqzjYlGb2lvOxYxFwLTV3Pma2WYqxC1llwIqKBCkTKSV93tVmkGH0kQ95XdntF6Hk5VIdSXeF78pfpJzKLEy1WjUl4Sc3l"
    "fqo24Bjs5KsBmumMS/NJ9JE0iniCvkWE+FVmYd5jp4nrsC6iDF2C9YhwxxwnSj2jZbvry8RVkqO+/ypJthjXW+7wbIwFx/p9HH7m"
    "HvqR3KgvygHyD9iBYXph8Bjs43PSE7+9kNWXveglxPUwcZ5/HOv5UfA7pKS1LNC5MkF74T4W65O4stI6X0KdU8N4zWFER7wHGuGJ"
    "ddon4au82fu4hHxUpXpCplcl1ah/3zBY/oXfOh879ASkZRH0quvVyYXcPok9s4rK05CT6fBZXE+foa28jDu7Ab9vLHHf6GcynTFw"
    "B6KzNUZACL0+KyVyewNLbENVIU62Os0wjadnlCxbb4yDCWqUg3C3HWU1EWIq9AroxVLuUITvK/B2/DtZx/7XFBlT8okwUMITUMSJ"
    "5zL9ADFgCXu3DHNkf2YfazmRWq1j6Kkn9J/wFh9C5NlMPodfbWexE3TeQ/jXFTJD3kc0YxhKk/VcRDs/w5P4Gae/VEdgv2firgwt"
    "zWTKeMV/xapvwv8TdD9JUpeYjnlYNtAjt31crf+EBZ8Gr72nDMBKnCUj5AM5BBb+EE6luP6ACKX5YK7nCs9Lm6LXEHoLt5N0E5d9"
    "yBY3urnDFBHo6jLepWFxbRMYK8WXuNovei3urj78Hj7dGcEGWJeWiJTf1scRMXSHtjfG31Pw/xEyXJ8O5iIymYDnrYTf1VHfwv50"
    "1xHBaOjNfNaSP4dsDZXbsJqzoNdWSXZshgab4GS0rZefiPfbHKdLhHgCcS/X1s1qGmUsVvFWCcleHWF+d6qu42k4X84mAvfDWLvJ"
    "kIxFrOql2JmVoPdjWFuPUy9s0EchGcaptQj7cYuukWWwmY8SielH6DWTo1/hRWxEnLCtvATLNOlP/OPN/2TxY5nqXA/JZ8RSyYrw"
    "/RLNdAGl1EXVXST0GBPp3pcke05cJibp7Zatww6ZU5XGa3H8sCWsFlbi3qrg9Rbhu8MR150ibmptOZ6ujKxiNWr8Gq47NkZLe59E"
    "yK8SZ2XmJfggC3C9J+UBPRWnYSZ8hjtkEXzZQn0Xcv8aPn6dNtMXsGfX4Rrdgos4i1Xp5xGta2s1Y6ppnKCOejagCu7YRnr5N9F/"
    "q6f/bTrLOpSG+lxQOf6bwfdHYIe7ykmMpG32YTl2tIBRWJl2DubwvNpM8ac4hfv/5RSTTb6s0R9w5+P1M8hxV5kgIy0CkN1lBGv/"
    "qg2YQMVq2VirJneU64MZjEIX6oe400XYvTnYxW+h6W6XL/UOnJfZ0K6ztS98lnd0obSmhxf3mb8DxOV2lX57ekbG5V5DIp3YLJBp"
    "px4S4dRX6FFIXI7ZenMLcZeWDVvFHf0d3rl17a1m/PsSvckaMqxt8vbNeTPNxWVgdxXX9+lk6RZE9wuxlw8inp8AKR6CU1+uLYM3"
    "9Wqc9mpWCGt1++AnnYU7+wg6fiYRnx3KwTYeJT/FmmlMfw6D8PmgS84/cgZpTfg1K83nSB/sTox9ZqNwDeubNa8zR0qIJmYImwU6"
    "Vhzr3Hquu+sKsCefgd8bx4n8KPTzKZCbC2V7cfxZCe0tCT8XIKzZbOulxuxbgjOizmPsIUWUtbOZb0pPtkc99kMdZOAsIpmUQ8/m"
    "s5+qGJ7l/RkOgAabtKM/hTE9EP7YMxKhD3gdLM9X+P0LcBays9AWsqbwImdxFmg+JK2n7CHzyTrYV9sG90DClmAfLpXXsTZv4ncf"
    "xNrfJY/ijLaEdl2oj9pEKWK/l2URJbODP8OSYY9P4zO2ZJ4ypK/rOt7qOIec4iRUwk+7HO5tbB69AJvcT/mMiH39J+PAu3UkO906"
    "B3WIS2OQs3/Itzgj5pcZ01cXeEl1rKEZZtB0mc4eiDAzIWJ/+nl/zLJ/H9HSqL7CKrAyW9SZPXSF7AaqIlJQga7B9+uhTTf76bky"
    "3rNNFhwq+zFaKKas1HotYv/18eyBEcitzdMU+AijE/2KSs9aEtM7mZWNe96ppZwLSHKGYCX8fzudeZTqfaXa93DYJ7WSmO/hc7Or"
    "5pPOYS5kbzFu5xdlqa4krs1X+iP88s4yj5mw3mL6dxQnxZ6Qq6UpZOyOEvdRXLpzxHnuU4kYZJ2B74l1SC/CSuwHKVmPc/qyfBRu"
    "1Nuh/9+GPr5P7pAj5EwZTgzJBbBb9b7H3xADjsxIjFWOGvz3Bls1HFpgYWbm2nLVi72X9m9caXojzGLzCuyP5WCXiKFq3i5zsZKf"
    "4EkN12QeJOEGWIwBUkMvoJfYbOUioro5ax6IejyuXSXd1Tketsk4oi/BfZin8BVO2PZimbkBvqPOIvdVnM9aQ71S1URUkAMpsEnL"
    "ufBblkOazxPzAw6VN3AiftOrYaeHs7/UIpRy2IpqdmW/h5/HWc+r8kgVRb4WMZ7dQz3htewJ7dsCnlil9g9GwNf7FVJWzfqJPdse"
    "8OF2kDS+Wkq1kd+7k7h5xgixtTZTYq3r80LoCnviC3ma474S6965v6Qj8m0y1cK0t7QV7YVQBgu9P21/nyQ1fl6y3iPoGotNPeU8"
    "ijM5SE6U1pCQd3BO5uGpdpeb4O/+jrjLcsx2Zk5kh676idcixo1b0gs6XxcST3ajHhTY5MZkPOX3WPErocnmse+pGhrL0L7G4wkm"
    "61ry4S4nBpudzxifPU6kFdv9eT76VSKQGWZrb/Z9Fuqn4iyD9SBHeKodS0+IvSr2PG1Od1yEdStmLNwPT9CCGJZmQc/AJ1s3URFl"
    "bZqEzLdVelRpQwD6uokJ2OyvzPjLufczJMoK8H+/J7mFV9uSV7LfgcMdse6jVIYzVdk9Yt9fRm62RGayzF6Z9TevwQrsSTtoumPF"
    "pn/iHjPuQlnNvNPbnBOpJvbJrlJNhuuNnlGrihnSIvayu8zIGU30HyR43hO8ftxPAxbgBHQX8wf6Mn+2BhbTPn0UfnI/eTD2InaE"
    "zfkPhby1EOtR+QNWfDF8jnM4Z+P4LqfwMzsTkcmyNUt57V2hJfaAT7MnkTIvC5Z4PbOGrHBT6TUY6p/Nyy4kvnuBviW1jFcnwTrZ"
    "3fRglJP+E8/4lHFm1VzepIuvpbs9bB60llxWjDbi3K6G92uT97N0oX+nSMdMfk99PiM7k3Uu2e9K8IT19J6sc/Qx2cyp3CR9jqRn"
    "sE36TrSY3oDnuTC4OVioT4v1h+wpF+vh+oSe9ic0ym0aVURU72X3SIz3UuvRg8vw6RW6J37yPWydTZ7uKx/Bb/3JZnLEEK/KGfNV"
    "6DFkEC8g1kwn+Gnb0k7X4J19pZwStb8Ygkxv6Q3bcIDcqF1lb3ieE2Fh1+LaI2WVvAatkgddVqg2aTYL/1pg3BPBlcEK/DyKz68l"
    "6sw03pvlGz+QvmLMho/RkizVb2D9KrF75bBYUT0IGm8WV6cEnvF6dtRV4/NaQSdG9R55Hbp4Bvb5Z/xskUbkbrmCOOwx3/cfJ/ZV"
    "0uuleu91WaQe9/X92ZoHi2K85VZX74tn20/GssI+S5+CLD4kh8qLeg2kyrgASzntUek7UxpymY1ncfP81G4RvtpzjJOBnLfM1X2C"
    "73UXciBU0dOxytJanUDE+5ScDykfjriqeXBlWIhI8WG5TO7z2fw/o2G6P0vgyxWxshhD9F6sxndt9dlNTeBkpYg7uKef/z6VUUIl"
    "5W4t/BarEXSQ+xGbF+hTkNZvcLY+IApGJ/YdN56cdt9ny0Y0laeoVddnmIBvkSTeqWH+r/bzWzbJFyWHtiHKn8+K0rWIqdYhXp4k"
    "oyGTneViRJFny2DYw3bMhjuvN0JMKMsEh5pGhO6CvXXdOVaNrPS+9HZSydxvOacGP2Htowx3ELK/pJz+ifNI7pcVntcyyopLvdeJ"
    "SX5iKTWB5QTScbBpbScVNcxt51PvmUay/W6HV1d6hgPTx2W0vvXMjj4obuLNTnArzpvEvT5wntEYrMV82I1v4fdVwC/rivj5Ie0R"
    "bP+nmb4/S2WDxnN/BnnUqIXsbCpnBSvFGYcorYarCGyG5NbzXXWsLod84lvZkVmkp8tZvEoFM31WISnUd+GPWOd6FfVvEbTSOn0S"
    "XnYneV6smmdaYyHO6TycNpPOPvIVuRJjPvIq8Rno4ySZ6VtOZ/YdFve2fgbDITGkoFVacEZ6Lf3RW+QeqfQY7LWMJyw2ac6pkQuw"
    "4p8invwdfvUTejN8mmV6rz6uo4KxsNrN4YFVQnftSlzyP+AzD5fn5Gtq6h1kE7SLIZLtjN17Q2ZCFtYTPW8yrtsJVmEpfr8EFrRQ"
    "b5YbmElOsrclTo4Ah/q6HnHOKkiIYQd9iE+ei0+bSw96WM4O+M3eUk1Erva0FPVEXCmFBOwnzk+8VD7D57eHrByg90lbeVrT8VuU"
    "nnFfVl1G4imewo52lan45N/1HkRJR+as1l/1DB2mRViDKsaUVeQ4LCIiuFUXRyB6XID4oZVMgMaZqIODyfqCfIir5uFaji3TMhHH"
    "EIs5Quv2tZ4j+UQh+AlPt5hV2kJEN2dijeeyM9ZYWIwx8mqxjMYJMkRSvrskrT1SvibUVdIo6A7lM8Y9vILPZLnUGk7BHgiZm4ed"
    "bS6fY83HSTEj2nZ+3j5Jz+k4RhJX4UlDP8Gs+hLxSY4Ru+sFmYppw8mIE30yQq+2ivWEOk5+W9RrM72zsAtWX1iKK98pryKajEEj"
    "hOGUJuem4hlUpfQ53JGfaHlG+8lpjG3Sk9ZxdpRdwX42zUycJcgWlssptXSFIkpdb/kxsyoBZ9evEMeuWuszkmtwve5/BUokq5tk"
    "XKz9C8zlnXn/2a+W/ZUE2aFjiBpsJQ+CJxXTnVgraSbaCFMp9KxeoTbmg23IYW/PfboaJzbqURgcRkACchPjnff3vUkuiiuBVlCP"
    "XPUV5HsUtNIo+AZ1el5OAZ5yolpWaQGtu3VmJai9auGB3SeVW8g/tyUo8X8vn2t2FL4anrh+0oL14WparUSmz91lBC13dApZSpKO"
    "+ZXoZw6paC95nLXtFPP81nd0ME9LifaCJqrRVyCD43iOW/rO3FaZHIUybnkU53srZiAHBntzh36EvlzM/pd2rHsbYmoRz2gprrJZ"
    "WxLtw3ltJcSqr/e4delqnVmwvj4CqmHe/AFoyFpYoQpo2jsg4yvxND8g8hou49UQqS2fVw3NsRpfZ0ODbjL+1qz50ZQ/v6lM7XsX"
    "aegc0EY4YsL5B5etLvP5a3vF5dSO9h1I6zKSrmR/VeiqdEfE/3QecF/J5X3Ue89/J/aUxTmJcCLzH4bBXMtJNesWibAnxfTjYf7U"
    "RWkB7EnbSz9dFNwlD8po7YO1fgur00I+RXzwW5hCZBVI0ns1lRlMvaE+6nGZuDp6VUpLnt+Ej5T00WaKZy3uuw0S3Mt0Ra3ER1Hl"
    "Pgp1XkeEexNl54+Ltq6U9WLTZ1/Jv+GfniLbBYVhB+kLL/4CfQH/rmDubJUOMG+d6CGjmJXZkUg706WINRaTp2XwSCz73hK2b5h8"
    "Jkkidhsm1WzOi0QzGNPuBBzH6oDDVUx5rfyfeLcFzLpEqaVdr5NZpaPETZRHvdZ3fs8BzOfvwmjZLF+xr8KrniVxntYn5CK8dx/s"
    "RVRHB1uFFam8nFXGUyCmG9+DJnPyeCg7Oq4QhwmT9s/TWUxb6b2kzjNpu66mq+g97SX1rKx1gM9zBmLxtljZk7BDV2LHR0kzxJOh"
    "xxUzGTjLzxKHFmmxvyxBXJmk31Wb54iwSpzW4IX8Pkqfv6cY0kjMdykUUwefw1yDQ59YgN3YjL35HHpsrv4c5Oln+ig8oyuZx69m"
    "XLCzPILPNr6dneVjcSjcJfo4PRQXAdQx5juU0y8JPzllsVgfouo2VdtdB69pK5mp5ikt0xG40yPEsFKG+ezFB/oP3O1E9gHUItYq"
    "h4cbYzfkS3zSH5griMHb2ajtg8nsQKlhP7TV5c7hTOUoWcI4up4zRw7f6Uh/JlsQ8eRK5oqSrCg6Xo84cVLehke2s/wEb/ZdyHat"
    "Xg/f9Hqs58qc2+B5LtZl4YNybTg+9Tru6AgpCIZoGecMEuxLiVAL2Sd/gWdr8R8YWPZnX/pNxgVl+9Fb4p493nU5bYPPnk/vv5Ze"
    "0kyclBKcuFnwZRZxXizlO2gSxObYQ27DWr2OvYr6vgp3JjZCn10lw2SqzPWVhRLGW70p753lHu36F/e2Pe/thZwh2NfH9E79CCu9"
    "r56COO+fwVR9uQlNvvV/8QYK7aMyeknwhB9JL7eQtZp6yNs0dZ5F6OXSrnWCWIzUT77DWj4DeZgEGXlOnxNjnsiFLTwVr5QR9cbm"
    "QFch6jTm6B/lLtzLcezkdBal3vdRp4jGvVCPhVQeK0/jZDyIO1oCX3+S3k4mpU3sgoyTH2Y9PtXih2W45nKenUOkjhgKNh2/WC+G"
    "VC3CXd0FfzmpryCOX4xI6zs9M9hTC+VkmY5dG8w+vY1kiqiEXjE8VeuVUXYU2q4eK67StBJ28wJ2DSR8PsytxjJ+/YNV4348Ewsh"
    "Bc9TyyWJD5Lu5Qup6Q6ThomW7NgMDlnKvOh4BmdrNXztYjx5ItNpk2QvQF/fG12Mk1qvayTN2laio2mLYn6WJsXqd4oofg7TKLtW"
    "tgnRGp1PJPhqSGwh9vFfnE8xLX0ecRljnGBOeM6eBOTKkIE70NPsKKsghzavu1z3keyvWEbPab+IDvEct6XsVE2xhyVkJ07Cd91E"
    "EalvJUnPxWbzHEeLw/s8XCwbMo/Z96EyjtipZsnyoL8XIjKLsDNgJePgCu7L25zNiOqf+x7cuWrAp/tzJquVuF6KqOczibLvxnKJ"
    "z3OOrZA4iDV+X1wsap1M0UyW1eGHOGk4mZZo5V9gpaax62r9DEstq/HmFV7GbHMtcaKryatQz0xJhLsT8ajdDV2k9kRtJea7Y11m"
    "MY+637T/W/Qpyznj6fyTJHX6qWLnZwXkxD39thJ6PGC7Zht61tn96xOtZi93wAN+Re4V474dbuuA0xX6eMr92aVRDbFGcyWPWtHi"
    "zffZ11ZOa3ixzGXdLcH77wW7E+XM8UR8ykY+z2atEetsWIef/w5t4VDKXP3HLMZG+lC7U7raeC8rxhVMUvPsJD2ljCuSRsNznm5v"
    "zy/SWtIohtf4/KDj1PhI95Q5kPpFuNLNOJmP693QQxOxoy/IKbBjhoJkcxWFkMuW5N5oHYyGtA+RdbD6CdaXfsUd9GcPRqX+OSvo"
    "ukKdRG7Gs5UwK9dfOskbzBWb376WXq3QNtm0fVtxrCDmT1+ia6HhVsjtRNXZKG/DK3xDdwmuhn+7u87SbYNcuZc8oq0gBbfqi/Ih"
    "9NdJcgKr5qWMmZfQ9r0Ay5lkDf10j8GVx87LjpwGeUS76HXSBvbh6uBm2Pxxcqm8qi/JQzjfZew8Nk/SejBOlfWs+l9FacqRVEZO"
    "9+WZEjH2wAul3s9PJGkf09xBM+GBjW/WS5/CNYZhRf+p43WDGLPFGnYfVRGFZw6+n42VOl3y9VzY4SukirOdv7JD4CCJMyP/JTwD"
    "k1/Lh8+FjC3XA4lYt0bHQtZ30o76GiyVsQO8gadtLj8EO2HtsteZsr/SLtPJvaukO9GKvH9fxcqq67WqpRflelazX+03PM8OMtKi"
    "NcSLd8E7na6XwaIt5cxzJed7qom5coeY12ky3kJK/Oxea5xRh6mh7HyeC99yT1mGEzYDVyvSb1kDG4yf1xHJ0DLkBWQ/c/p2mEQ4"
    "D+I8sHekmNkHh1o5D9r9bngDFTiBi/G77+F6f+g78Ae/lEPEZgdGQ3c5FlvrVJ2E0/mbngRbUImYppc4BpQYO71rYXduhkTuBKuR"
    "xB4eQbSXV/SzYDokzbwwW52e0lAXn+QxSRLUd+mZKcdMaqv3tDgszyoye9Yyo9+NnudKvYMn9nrZUX6E5V4A+dgqZwzW42dOc9mT"
    "1bA77CdIUld4FFOYwazlCShifXkStMfjejW8lUkyUpbKuOBbnKZAJoS5OkYv1dvCWZluDId64HJTzjvcnEFlrofEOsarCn1fDOOn"
    "gDWocvhiy/BZ0yHVZToFEbzLU7go9Hj2dIT0G2NNvJIi+rlCzkI/M2C+vfpMlzJXX+x7eFzPR3f4tjZp2YJsTodBzy3Vg4OJWJlZ"
    "qo3metJVDPf9o5DJ71gpOFFex4kciOe8SCZCIjrAFpwkpf5sJ3wHSAWnaueTcS1Oa6RckYQ+zDm3+cx11ur+YrH6XeLi0BItUtfT"
    "IuyDL4ePmGCFsINMphdYxZinHPu5ltg8BfR/q33XqztXOb5veXc5U1YTDbmWdSKrQDbHft5LXhmRdKzX4K25/NzV0jLTZ/+h7680"
    "+3I+POB9ECV9QmR98zcWEK16hu73H163+9cq/D1Sf5BcfRWnZ5z+WycEv+nWONXmXe4i3xK5x2pDgRwTGJPWYqzBWvLaqs9ZNuzI"
    "AE4n/M9ncG0V7+a0lWEaFUDrx9jVUMBOmfvFMQ0Z2m8Z/RFnPSMeczXNFOwwA3vAEn4RPCb/wDm7GHZlMXTBM3qm/BOxtdJqH865"
    "liLfyRkw2kvJanmLiBn25IsYIW5ElL+iibrZDYgyhkgusxuGpfMjpzo3UAKWw/7lq2O9qicHg8WYf/C6/xTXke9mcyOUSevuKmD/"
    "dsR72DWsFofEyg8zfQxbScr374fMNCV9jWsMV+JSjx3dVfYjcmZP4mJ0kwVEOFgPW3QNIom6BvBN5tvdnGaBZp/HUHokdeyujviZ"
    "9Ji66kofrMXvvKcEKwg2bWJn/lVojRf0S6zlj7B0E/TpYC0+vTe8gFsRO6+CTJwozYM/9HvYgOn6L/jOf/BMhtqA8d8ps+blzOb1"
    "F5tpNN1Xq65rf6woorVboD+vkrFyPnRkiZ4Hb+QuOb4J1vBQn0bcUezZyk7hrOLxRBe7kt01EfY4p6f5NsLrsOhlLv6+if55hfff"
    "HQJZtbcfISVzb0mjdx7p7W4LcSgpUc/UVcyr/cDdTmOw2n9PiWM2S2NvXke9UsFqSgp3Ua8Ox6uC2irGKugq+LYVlIVrZKaf6q3y"
    "tUM3a5tqhOnorPFe9D+KEa0mvPWyztvHJMk673e60hBLdJZcT1+nt7QJF8jJ0P73B1/qVYjAWuFkb9bjgpXwXUYjwqlg5nOA79+K"
    "UmrNxiylhB4sN3hOgyqyLMaJUFRJTtNqyFxpI31QS5+nkXjiCXbNdKIliQJhJ/8XcczDf8CuuMnmQnj57eQe7RvMkqF4jl/0BJzp"
    "DexBMRzLBCypeNYmx3CaxtyIcTLMXqvgvyv8emV/T8JPrthv753RwglNR4fuahv508OlAe06kTlV1mmXnhTrYxxw/pU67lCdurnT"
    "eToZ6z9cbJ5lur0mu0sHxJTZexrTk0OmQ67jJy+lFORm+uwaMgBnSpHG9a9sQroi1BR7b8jJof0y74t7LuUQpyRsdC9K9mKHCTuT"
    "Xo31/cxQ4wOtx5nLw/n/b64Oy+LHVZp8JcEMr+OFOoU51RwpyuiulJd4e8/erFgk6HmG7FyM+2y3MsPpZsttgjOPMpbgmY/gZNkZ"
    "+gJW52ti2VZzTq9Az5anPUJvwmsW5/8t1AdoVbbkrhv/ftreb92ox/XPr2zTqBL/V68oNKzpBneCTK7X4lyuoOYbjSd5XUKPt2q2"
    "7yz5mHnFbPONyh5z48VL+K6djmJzUuV6HPzbUtjXQtiW3xBzL2A+c05wDlelGZ62tTTwsTmZmKgP6sF49vPgrbVAfD7acpzBjkEF"
    "4sZmwaP6sa7KeRtaZZp+pmNx79/pm+xEWwK7XM98cuegFlbb+oNWNsEMZDXUEtx5Hk+m4VVfj7NzHfzYcxF9vo3obY/gdrEeqF/w"
    "6nuIvPoH1+mBNtOlV+p0WS7PB4nw3zoGdml+xuPc+k9r7tDcuvq+gKHsC9gNUU9vvU92kXSHt2OzsuzXQEn6OnMKa9YJMtFJGjBN"
    "TR/Mxpp/KE9pnH7IZqzO97A5v+lqMYaFXL87zkIcTWvv5tybSfI/PGL71/ZBz+AJRFd7yPHyVTg+2CgH6udhebi3WgZ1PvEjXS64"
    "gnj3Ns2TfcYzF5FGW9lMTyyXfliUU8qFRDM8RCY14uIrw2orUT0eRUT4NWchViLeszhkd8hMX86wtyLuS0THiyEt1BPHZxVRQBqm"
    "aSuI/K9k9DJskVQGFXoFUY1tBdrIm4gdE4xxqv0EXZJsx8lMjq3htKS7c16El7Y7PH2nEWdwzt/qWvOkPX32NM5bhJ96GnNm2V/Z"
    "DDnpLU9Cc1h3y+syFs9RpW9pL8nehfg+602u2mBe4HxG0ZbxTJ/lBm7D9MTECspJK9mopsGr8Sl98QllRLEu4Z1NhF38EpGA+aVD"
    "5RjZjfPy6W6xOtqNFPHG0hgv6WmsOn7tJm5WJJlhGE14b+dQcu6cQOTIEnbMbUK8MpezO4ga5U6c3puwUw/jbH8L3d5LpmmX4CNI"
    "UwdKfjmzofnqqkPDyHl9q4yANPzKrNUU7Okn7LK4RK+QTT7L200GEwfNRVnVnmWlFet7y+GB343PiRODeT0s1WbO7ORhF2z+fxV+"
    "cxF2Zip80Y9lrlgnzns4UT9oJFwvNgf3mkcYiLKT8WrpJoV+CrGE/p9lWg9k75ut1l7sKQ7pcxhnsOmfY/1UaikjaYfckuCabu/P"
    "asR70o0Z0N2Kd+AZvgtWvj+e9yhEq/2lo5yOs32x/Og9zH25djb9ZBHn1p5vpavMl+7wI5Zpa71RHpKXIFtf68vhwUElIuc9ifS/"
    "kRzdzxuuWDCVnbJ7c5Y+ZA1KqTvriOS6G2LsNaxAdAtmMJOzQUdiD2Z7VCjHdnu6pHw8X0l89FWsC6uf2HR4qYbx9hXkvqd+I3fl"
    "GEr+dvISYoBDBKcCu9JPRuHJboC/fggsxj9lnJ6FT3hUviHSoqvxxH2e1HKw5ns/6NHLaz0TnuMRqocP31WinrE89Blo4xwPm4ja"
    "qiiFhuKwNWTneujUpFp/60Je5ShxfaoJj2juMhq/YjX6QPc9KkPJ1NFSrDY5C+udHVv4NnHT3dt7bRZlF9ZC2txs7L3Zr3Y7c2kR"
    "IjCXEN2ihlw4IzV7D2DEY1DuS2S4Ota2LE/XDFK0HaupplXjnqfbes8OyeQIpmX05SDKnTBqPFjeZl4kQkbkuI7AdftCAldx17aX"
    "fXCXu8FPNCz638nLYmxZhcSPLtdPgzx2Vj2ssxp1bbg+zZ0z6BHmq+1HiXexZkzTiDdjdOvgMbx/kTZD3HCQXiJDgxvkJ5kSWl1n"
    "LWzpkbKRcxmFuJd+7Fo3mVkBvbDRZ6XsWjfhiYooIc0lpf8tIdOIrFNIa+LymTH8zOLCw0QzujiN6L7M9y/X6WLof+NCbSV5Mgo+"
    "0nHw679tIh9iGbFcneNfTarzBv9vXbzZrjYA617Hfe4CP6yctRqrSQ2Wp4gGaU8xEHrBLHmEWJ3rdNdgA/wq07P7wvOawZkoq6v2"
    "UMdbGCOKRBW/r8fZeBTPZTX1NfS5DgkMBW0Ca7UReC4jpIS1rgrIieEkW6f6TPhvu4qh8+0r+3Ea8HCcdUMYnKnPBVcyy7Fc4uyA"
    "tDz5Usa1xZywrGaNXP25Nm41+9pR9sg5J/hIdjPU2/DN8Gc8T9egL/ycXcMDJOp7GRv+VNKqXSM1Pp8RkifA9dCMwt/TKSWO59V1"
    "kpi+/hy+4mpJ+n7Aucw2bOapWsLufZfXdLxfCX1IHE7FSl1Fzy7JvqsaXyushjdYoRuhOzbC69xPlsNyT+akWQ+c39+amFpa4bPv"
    "SbyjhtFzLfuUz5LsGBCmma/niiY94lcgGxk1L5AzIG23YG33kwNkBvGM75dhsK5KnRuhDg8Q6R3mWVVr9H4dF14VPAbrYH27J+i1"
    "Wiav65046euxN9Mg4TmwAoY01kHGwoqM0kd4JizL0sXzlIbMoSYoM4XqvIlZamfvO6z342LzbY57yaoGm3Qku+YH4uf2Gevx1CXq"
    "WCPL1XUKVOhneObbxPRgd4/ME2XWoxQSlITFy4OHVaNLYMstKzdVO0NLnSFW285DPFqEPXxMHhDrsDes5qXYi2o8QR1X2/UtT2e+"
    "Ma7/xn4NCnbXivBsuSnYB3vWHyv0KezVYb5jLK5tpaFDIs3GWuejzySxGyq93hjMqrFFAjWZnry4R1RrTgbY/Sm9LViLrWH/8c5N"
    "vEeIuNXQuZauKe8m2VlB0zkIOyunivo5J+OyTLH7z87tePr3KWbyrGc5O0vJLfKa/KLmixmOfAXOSoE+p8fg/HTljE+Kkmpsnzez"
    "9m+oBK2xAxu8RTRso/c51byOnvv5Uusns2LEzkp47X8p7NbNkJvx2jFYquOwiy3lH/K7vIVT0kuWQALzyO1tDIjL9Bxo4jaIe0o9"
    "1v0ceJEpz8hVh/MTsoaSYofXxfQuar38X4uneQ7X7ILYq488FZbqbsHL4TfBp8GLkIlJ+G8TPIdf9Ac9ILDZsN7BeDX2CcdDZ3WB"
    "y+VA3FuM2eoisrRWcv7yMVmj69lbsBIrcCO0bwciOy3nzIN51JPIXf8N+2Bt0tymaPpwZxZiD07NuUy+h1db4XuRalhnM221nFYo"
    "H/rbpjOtP/4ryMVmaLE1GQ7KiMfU6CCHiE2c1jSRjz9cKtm/6+zeJu5VvdZBWz2i7yMi3UFOwP6+K6/oIOxXUk8NKn2vkWUcD/AM"
    "X44NJNEkSmKpl+j/7Kq8ARFlazFG4eHwQ1+Gjz9Nj5OcoNhnXezqC+jt3S7Oc6omPkcduyKmQiuYzJXi9N8L3f8q/P3PYYvXIDKL"
    "Qjo+0SnQ2cfCt3xS6ln5i7PPv5yesWMEXQ8fvADSHScHQCGzzX3Yq+gwvW+hNG+gpWzhmRhrfZ9Lyt9lzCNfRlm3SNG360x/0E5i"
    "CbFn1mEFl8GXziM2wuNiXSk/0y6ma7ExMnO7Gs+h7BuOZ9CBQlxDfWeI3dUGSpDLiNhUVj+saDsx324+/jsg+FaNbfR7yPdYnYxI"
    "bqyOk+zZiFp4FR1lV/pJMXZoWr58OWTiH5DRR/RrWJGzg7W43xPx3mu0J+eJG7M+2p+dZTOtbcpjcpgfuZpe30BangWcH0nw/1d0"
    "IdmEI8SjLsCutxNjTFukz8nxsDlriHNzK6TjNWjgKuh11+3kJk3W0RpX0qLbGs9jD+JL7FGu4ZxaPueKaiBLZcyLdZbWkINfPZdY"
    "xHuDtndtxKbVz5TsPacJviOle2L3u/rYxfVMbcDKl3o+n+/xmu3Io3IFtFRDTtCmWRr/cdG+VYbae+wwhQ+dIqaO+VSl8C4XEL8x"
    "l5bwUsM+o96biTVZhXX6Bs+/CZ/WQgbIymA9TmcX+ULbICI/Sj+DBesjn8Fjb4qvbTF3Syk/J7B3Jwc71VOWQsM6zOjtJY1Da1Lc"
    "PoMaaBzA6S5s532dLev9bqeRglO+9/As6c3ez4THelmCr23E+kb7smbWH8/fQix6+BpyOgWR4ibu6BHiTucOzMZaz3tnWeNnDTox"
    "s5rSxjiSFsXeyA6XlToaUrSJkZFhZEzCV8PErOYEeRXu1ZgHcmSctPQ8oclMb/nOmUxfNs97MXFMCtRmy4qCH1gDrNaJiIJHImZx"
    "bNI/Q/vUBd0hCd1wp0c2OT2QfR79fM9gmfSdabtLkccWCLW772Zql3l+Y9NriRV+pNlusJ1Hw26eC/23Naz6Uj2oiecpwkpZHsWQ"
    "6i0PblXLhZCyajlF7sOT7icrEXkfJWdDtldIB8TQL8D2lvurHZrxQlxlMnu8cK9eCUv7Gqzq+JyRWPUvyKpWrO2DCUHHYBwsXh7O"
    "/7uwh1MYGQ/FaiYzmnAbn3W182ceskWAMeLMmR/eUU6FjI3DM/SRE2U+XtvEunwVNVgF7IJN4zusmebyjZSx63E90dQjROdJcl7c"
    "/OLR2LV89qfVEaW1n9TTz68gW+sZ+PRO2M01+qQaU9rLuNsZzR4L3tXeeMYxOH+99C75hJ0kKZwj2EwZiH0+GfHQazo/vESP1t/D"
    "G3BKR7XKCx9P7SvDw7ODutAY3Sp1Lv2iUVLFKuM8ta7gE+RjtZrRY/AVlwXf64dYwQskGe4kb/AUG270C4gw5uuXkICV2KW9uDYH"
    "iFmhgN5knKwZtZxrs7xAMWdfy8nSF2HFyDByN+qD2PN6zsTmUxfl0Xu/UebgSZfA/+gue4u9Kw8n9WzZkPFBWzXqNnAawyzjJuqA"
    "OkaUx3m0iB7QE47xPEoGFeMrsOzbsXInLLdjW0yQgSOGe9+O0wxrybixCF6XYTlZPLaO6M9xfYJZ5z0kzFTGQ01X7cyqBJ4lwXzM"
    "i8Rlvx2zROfMvH2ae1c4fxNnDFXAKKyAnGUvM5YRudzXc2zCpkZ3kRRRJbd0Aul/55Wv4bdupj9nmIwjA0M7GSnDIakpH3v2EYfU"
    "Vc+MqPUmzoEMGSP3cjmLmKiGptVfvtOfoBlqaeeGyErqY+vOu0q6yPo/1cCCP9m5H8Iv5We5RN+DRz85fCX4WnaCB/613N3E9E2K"
    "Vt9q/jlitYL1lF/Durfp3Fx2o4jnB64gzjRjeFiMIj5JBJbUuIVmsPdtW7LbdmC+27DRdsXnLsez7CNK9MN0Bbee0rPUZ2sHNuo6"
    "mu7tnPO79iLbfUhf93hai5WsUznvLddXhy+mRtzMLiPDRyqFdpqmlrF4ADJ1KqR9JmyNad/dJN0BUO8/x6rgKT1MKnxHiLFVKBGy"
    "U4wsq/3Urn1il0y9I/wPBNSDGyGgprBm7SXlK9NVmWmiA3Gt0/Ha1UGckzj3UkceJW39vMxRkseu4xj9uTLuylXy987phfos/3bd"
    "G1P4zBWsv2bn18y+bk3NhUb0Gs9XYJHmYk1jjSVYPWmI6APfl70EK7DO1SBlT3glX8AjS8AGGKPJWfIh+1Ot822d5sGnN2bQyeyl"
    "K/Wza2ap9/Ud+d3F8HuuhwdT5KePLhJjcF9Ovzs75lU98xwJZogN33Jtxq9y7A0R3wmVIKqiZdGGNIGgtQEWKo/VpwrG/nHo/VJI"
    "5QWQ8XXY39ac2LZOwTvEevaHwVM6NlihMWkeFIYP6EX6G6z/uzJdloUfhtlRu1tCK9T4XPUYrFw5MbHW4GkvkSJW0b4kgneVvgOr"
    "ty/iisXkmjscceZmvVOGwwqZB7dIt0e0kZ2RbLbmcnLYrMYMrWWmdy2eb3d+ejv26qb7YQ5hvifEmrcRmxjZCb7uYJkPv2MRNOD7"
    "2A/rC+xAtNkyWsWN+iIt0nTYcct3mG++HjtsdebliAjPhaydJtbru45VhBg82lX4eznWuIW8TD82zZxQxm6DCJkkjsLqrIWezYeX"
    "WMKeqY26SsbICNi5s/H5+9HztfjUUGEWUQNkR2/PfubinAqsw90nfIbXsiDXiU0g/YbnfpOcrAU4SS3g9b8OyXkT92wM783F7neu"
    "bpNzp1rn7yriZOXj7urZO7FKH2an+Ga9KPgAFuIEuQ4+lnXtHhi0lSflFFzvSLKjGYNXNKNhU7S9wpnWyyXl8YpqmN/4Ca/mQqPW"
    "+S400z+vEbsuylg/z0+wK9/xsK/jJmDjUrBVUVZaKjgdY3X1OqL8lEBb5elLugxPsYQsgIbHVabrgpt93Jtk3uOgDDadydkieKZT"
    "IEc17Oc8Da8stJ5NeD6DiVHQDVbJ8u+lnMO8Ss/Va4IcHaL58Gsfhh93RfAMPYN75RhdGlpN7iBx9vUEcVh+q9Wxy9bg996nPqhh"
    "L2IdPLt/yO6Ms+Je3x3hJb6Umt3YpS0feissWSU5SWLwqU7HPWVHBKtjxbTYT4GGzK+2kHXE41jgO8fq+VM7Z28RtSSamdIx6+UQ"
    "h1zn2D14QutC3Us+x72/hTs+XK4KrvJTEOmcaMKfug70wA6VT+kPGxpTjV6t14jjlDgKGnWi7hDsB597bLAjdEtbaOh+eOOysJDa"
    "9Syc0p91a1nHTHgx9E8+3jFUd4VWWgt99oiO0htkH/lNZlMTZWc5Nfk52s9GJ/09uh7SFtJMkplYvaFeW4fVuUMO9jxDFUT0yedU"
    "dLqXOY3/Y9q3LeNU0/5HyWZfi7BndP2GMb1d18mHkJsH9AW9T/pooQyRQfj5M03cdRoXu9ojTVqWuTU1jtMolcxOxokz5zjszsB5"
    "3ltqyWBSqx9Ddm3Cz9DFluDOSqjv17KDtRr/10F2LM9SxzqZebSF0NB2t1tDvgq5QvXYg3LfQxX3taGoRzr7n76iPn49TJIebSlF"
    "K5TKdPT2kYTvKnc14Rj/6ywO2+xIcZWBZoxChBgmcUSE6Rg0LYE17Lqo5R50xG8N5nRbBKtqNsWYxuoRD9XDGraUztJfLJOWHU81"
    "lUGcjFG7HCyuTlyPeGlgzv2w+p3habyt88KP9SPrqZE7YOtaSQ/5gz31FmFuJnNKf9lfwkaI/Ntm6n5JTh1HPXKG6yysZAUqZJe0"
    "5aue1KOZERgg58vFYl76LK7OnezkdTP7KXiwcXY4vCcPIuJcCk02Anf4JmJSQ9LYiN/eTM77KOMsnCayPD6IO34Tdvhk2McJ0JZW"
    "I2kTbC3nQV4uR0zdSczODkMEuAI60KqKJ8CGTsA1s0/N3ifP4uvxZF98Dr/5nDwdHI11/xV3upder29gRXaFRijMKdB3dHw4FI7X"
    "VZwu0wzrZEuuzwJI+xwdjVW4RizqWAuN8gOevwDPU6ZPwV8dSaz2rbDie4l1fW0l37CfrAdrAi6yyWM/QYIIqhNx7cuhxYrkBpyX"
    "T6DNu8q/pTZ8WXZoxHmQnqlJeJ2QrU6boP4u9/y2NbS+tn+XyJawHru5fIdSUkB53Ja9zGX6BZ74ODGZ2AXex57ycrgWMXC+FIaq"
    "DbgP6Sp3R0kjOrmqQBQ77DjU1kKzFeHpC+EzWXfvIPleX9On9ANZIo/pcI+SV+u7YOy9N3GKZYNOhd8wFc/6Rs5mnalW8c/TT8JV"
    "9Bo2qmHD3YvPsX6DSsRA/0CU84HP3FgeSD1a39ES99WTQjJGHQ+vcA1rc2WU6Negu26X52C3+5LZ/GTpDbttXEGjMrJRlzlFbSXd"
    "PbYb+SE/IRqik8qLxXzUIk59uHmPWnYlRPRbWJZC9llbf1IHcb2qEfg443AqziOSqa3d26zt1LLfcB67SfJopWJ6X1CIu66AB1cG"
    "j2E1vI6fqXdUb/J1XNN+nYIEdzTi+S5dv65lGq6X9f4zQ67xKFnArzXkTYzpL5Ajmy/4Bs++BzSXYYMeCQlvI8/SX39TuwZnQKfc"
    "CxvSPfgNcnwfnmcsnra/3IhztBrvimH9X4G/Zrr/d8SAVdAZxkhVCwkohq3PlVnEQIgyX6ZExVJO3KnvFGsvrp8ykek2T6ghcFfo"
    "Mj9PW8c+vA243h+6jHFPOgYd7Ls8rI8lRxK0LrWcmJhPG3QMvBbrTHRTiNoIsaeZ74CzqUZboevwNAkyhB2InVnNvrg7xRCjnbWY"
    "yXsr8pmnCt656xEyKTlJIqwYx4go7pARavwEl3ouhNW491z9Fev7EiK5XxCj/4xPKyEPXuj9tQQnHm0ljmWGOfTzC05P38f4J8mu"
    "yu2lhEh+q6GvVmFtbBpsPdbZmMsjnNotp0cRZS6zgjmyhk7qKDuB0l5zIGtwlQFiDIPr1aEuLGbcMkTWckbVKu4z8PnWjfIO/PaD"
    "xU644b6ugmf4Gp7pJ/zGWJy7Yqz+znIXnnG4jpDtglL5mizlezKSyBajW+9fkrXqBJGP1miSfHJFjCQTvp+gE86p69eqYE610LO3"
    "2Ol5GZrSTUzMZKeP43Yt0NvYrZBgtrUL+yVT6rCAN3v09WNgRyt0pswKXpQugSEY3Bx2kK76tDwtw8KRYYLMCVM9Z8pxjHo36lCi"
    "5A6TV7UCp8z01E5kii/BuVlIfO9yohWnY/4K7xtuWW7j78yHLIdeKIC1szjrHWJMV2P1JumzkMr+cha7aqzCvUjLibKxTj/Va/G7"
    "GyEhR0sbHYg1mADLfFxwCmzkOFkBKWgp42Ahf9Tn9UbZT57Ui6GhIp6rRhm9uum9+Xq3tIOvXasDZQHR9ltAPxim4U04y4sgOXFv"
    "SRKejdZ60DZDZ47GXY1XYx7YhJhgOaxXmf4eBOT1PI2Su5mnx6FTd+dnVHqGge2kmvXtW6gpjMv3A/ixY7Bbs/RT6Sef4SwsQCT3"
    "Ds5+ds6tJLRdpZ8cqfGa1mLpCC2Kix3bwMqnPK+iyXKB7sC+naTvKDdc0HPpd8+TwUSbtNO3Si1LUAUv6gs9R66XEs9oEMtUfmtY"
    "T34VJ6SezxSlLprMiOk9eE9hZlr+Jk1lZl2+4mrW6LViqH0hp2XWkc/V/O9ecjk+z3zBzsFyxNPtiEzdVm6lvJtdN2TEpdQidfqA"
    "DCL3W6k+HOwkxiw/D9//i+woK7H63+m78ozOkW91SPgtZO4rOQcn8NdgpTYwqiQ8ErMi5szPzL64PtwZ5Bp0vuswnJT1nomsjE9y"
    "l9TTfoT6rt7BLEcr+VkMR2MetWU1a+11foZk+wzPU7G6rKVxLG7Ck1gFZjbkxVbeJnj7yy+USyV33wBJ2+5iHyHEmcO+TEL6yq2k"
    "nJ1IViVrKRHPsBbxLLIhkRXvhQdRT4noyW4Jq/EcQZ6ybvIorrYJmrKtFBENK6pd8VyLOZNlXulKfNcFe/YDuTuNU6EIPrtZ6L1Z"
    "M4roq7KW9VrTb6eLTeGt5Z6GzGKcLNnZd/7gbro+hvn4JGOLvg4ruLuYbvsR0UkVOdCm6iTGdIbDUEHZs/+fIirEVvQdN+JK2V9Z"
    "yXNop+4FVsx6s+pxpzyhroJnXawHsEs59Hj7Cepxpye3z/RCOpRNm+hKMH9haBR5crVnSlubhRPNTS8dKHtRvlJkEkuwah+HF5Ui"
    "Ancx97Veb+bzWQ2ptxiKxrOw4meIsS5cJb9j9edizRY0wWuVZo8I9c+IepZJWcwph0Xkzj5KbPK6r/wEGWsu1n39C95zDTyMauJO"
    "5uMUXtEIKeHP6J4urxrCP26MuzaNmt2tWzXXbUc/tdPe5wtS+ue1SceCe0kVo2X1Fche4lgxSlgrM4zrWvYtHCFW4WgnD0CvJ7Fj"
    "NazY1TMCWcWzEYGvVU8sYeUUc2fpJiaNXWElyreIIXed7BMMht3vh+drLYODg+Uy+NjJcCuy3RsX1Xo82bFkWjBuP+sbfh/7urXM"
    "htw+I/frQcEQaOCxkDvLL02BnI5jv8t6/KQV4pD2uLMDISFz8Ayb6euswdedxJgfo9AyIf2QQeIQZ1epm96M4/kLqFHKPO5HhFj9"
    "1jdZoI/DV65gTj7iffLQc+oNlSrPr1dNTzHK36lkh9CvOgpPeq7cAG0/XBbjszrJZP0BMexa322SZCY/Sj6QOmoZ0xHf88Q8K+cw"
    "K2wzGstgz6cym2YTaTYPvIZnap0uYM+YoXfEmG+oI6JyfsYn/Wv+LG2UP0hP7qX/1VKcllXmwtZ7/tzT5Bax/p8vISNPYx8MW2CF"
    "/lu/C3L1kOA5nDHTGOthtfPV+t2/QMS/Th2Gbw8xNth74X82E8u0jEeMU0UL9IJaX/lSPTkwxK5tIIETm/BqIuyMjTCiGkA/8v8Q"
    "9xbwVlbZ+/h6LyGNIEpIqigmFtiBgSCKhd3dM+PYNXbnqGMr2C0qtggoCNLdzb3c7jr9rt+znr3PuZcZz/n+x898Pn/4oHBPvO+7"
    "99qr1/M4LtAq7Qnb8jqedBi++0KNy73B0ZxW2C8HClI1s+0V/M4hRJOwKRGbsnmNXFXGgrGeWruRfOrfs+/uXDKsGBfGa5CzjxBV"
    "j4ZPtU7P03jYB1++GFHTFDzfAFi6q1u8Le/RojkOnNBHro1YB2M/MC7rGJnRGhD7jpZtxHLyR8mzOU9WyHnAlDYxlh7u2cit4rY3"
    "+3B3lQRrOzM8c0ijOiam0F/R9ajX0yrbNxRoEyfZUN/fuRee9HfcyXaIcfvjGQ3X4Sz4MUc1m3eOeE8qxXnnF3Aa/qULxVA8ftCO"
    "wf56pl4qI2QCa6zG4ZjulbL/9yAuU/ZXQs+TpPSx3MlaxTOTvT4Xo4/gOsUepU1McZ415Mm6WMpZ/TwQsUyN/8Yizmalz0RPcb18"
    "A9mBnL3qG9EH8GcibX8ZO1XqYKvnMvvYOdPZm87StaH+LsBa2OdjrKQmPY+LWa2Hqet2kMNlsOwkxTIL3urb+nl4PJ7gAmZbQuoG"
    "55eWMn+cZAYx5qN+N9Xfht6CQk+GRL1Qz4GniNLsv9/BCzTJWYM7fxq271u86yB5DnLn+tzbb4EglY6kDXNmHfE+BkB7vY/rHyqW"
    "tTyfbOoRehy1XifWs5Z2JT0uV6dJZmaZ7SdjwvfC1/VneRfasE/exThtw8N35O6gnlrQ7mKgR91Os6Yos+FR5pltcsSyoBFYjgsh"
    "A+0CY90tomdYgFM9Ee/5VafBR2kHiaojQp9VBkshA89IPvtEzpETg/sRp03TeyybEBo31pHyjm4S06z1jO1D5uGqmeuJkM2j0U/1"
    "uGpRORk3lfOq2VC7Szw+Z4yevPXCPiAW0xpH+Rj4Cfk4Ya1gC02f/UNugvb6BvfejrwCCeYRbDrEMGB2wZ5lv84fzQ2LR3/INoU1"
    "XzroRdjFe/WgoBMk7WhEXMdIx2Ci1P4BvlfnTLayKeqwf/XnyYxuwVnnXtmeuegodKjlbGoYyzeyX68K+1SLtTvba2WHK+O08iJ1"
    "szub2atYQr0bg25LcAbWJj1vIWfVCezKXkm7vgtsxXx/ltR7jI4fbieuwkzoCuumGC7j5Q3PoDETMvxP3Nsq7rLiNLsKeL0Oh975"
    "lZ73EFYBIjjLKXL2Ku8lO/tOdn/nR3YCF+LJX9UbZVusRwt5RbpJq8Ct6FBOedf4Z49qc0yt4D/21p2jck13klh2zHRQMXtfV+AZ"
    "zKt/W4zLcQF7F/eWDn+I8NzILJSd1hayi7h8i+GXXOa7Ugvx6cPE+qLW8ySfTZ/35xy69xCiYzT43JPDS7SuqV7epw19DjkkC5ar"
    "4uTi2Pkzr2S7tz6+gyKWYTh2nMuWGeqIdx1PzVynI3G3cZzEAkRIk6FtnF79jd/fSEkdKvvCJ4o1OyeHeB8+wmpRP/kNEfN8PPmb"
    "sobovRYZTNPVnLct4YTxUMjZ11jvFTqBnXRJ8jaWwJsoZM4+D1ahixizVAPncldjJ66Att4HntIt8g78yWJ8uoSdhT3F+Mun0lbe"
    "iTu5WvaEvR0Hf/dm+RreT74O1zE4S5bFdRwlhotmDL3m02+mdmhNTo6EHiBWdRnGzj+rA21mVi7l68HWpXK7pKiVZ9JSOtzfOtpU"
    "x9ForNr/kDv0MdyLXWGFviqfyAI87TeUNZvdTveWJPy0YgG/xSYG0hhr9lwHywUS4SxXT98ZnvARj3o2+mp4KEmPXaEZfHVXuct2"
    "nZk8vS7bks7nxOFNJ/gccXZNH0BGdMudukp+kqvRQUI/v22oHs7r6Uz+kjQi/3qdR8ywAlb7DD36AF+5cRhOriLVVer86e3hESSV"
    "Ezs95TFYgb5yEfyhn7Ful8NWV+I7L4VsXqaHYU3uly8hF5Pxr1P0RqzmgcFZ0iEYi7jwddiTg3U8pysukV+xFx96ZtSDqcdgQxDb"
    "hJ59cbw2R7+Oq5sGuhlPfUnwBPUc/sapeqs8dkKU3vU/qtpNPJ/VGZ7a0+AfqM7y3274koPFstd98F7r2rEO1mWwOtXMzp2I/6+G"
    "tBToi/AZu8kc4tKO0beDa3UxPMjHgl0h+bciorgFntEdsIevwqa+pDYt+iV8ss34/C/Qcav+VH40++pk/7bsnxnGfhOX+wtZxYjh"
    "FNfTHtU3w+x0WDptIAH9c+CU5NPa12HlzTc4TYzRZjfyOU7XpEdv6M4YrR8ns0fKphz4IdnXYLCUs19POaWwv9zjMw+XSHZeq+xP"
    "+r/NbGdHFcz+pLk4H7N9poT4rdU8+/mQP5tmeVEcL/ZG6Gnrnq+lvEbItWY8T19qVzlHPsBuKE7jL2pT9JvJdr2RMhyjZbWM6hky"
    "SkqoQc2OHOiZc2poCRsyp7AJqaG9pBk7XU99tZ/ayWfdub2fIrmdO+hwV8t8V4GTr0GI1KbCauwp061PNG+CXqGuP21sDg8lHyte"
    "ov04jzdfPwyWancxDO8WPst0njjcvamZOZ8kfaM2RFptT0/OsrqB53s1JIrSDGeqMAozhGZj+DoqOBQ+3Cx9C37QB2rI3LP0Dmkp"
    "cY+G1RU+j8tBmSdeAQk39q/hchXWeSnW1GbCF+sjiENC39ViftvBko4zqogfkvY0aomfX8La/ZHiZhUNUfA9eI+viutsWsYeckPE"
    "WklkjCrsk/WyV+C1OURvrmfdup59Gyl2KjjmkpActUlaoXRuM6VN/bItpbdHbGpiFzOvaC+yiDWyqlXCTHQj7irlsfVPZdXb8bYX"
    "+86XGDNLF4rDDlHKaoLRVi1jEcuEvkN+lCpiYFb+KU6nBFEUQ9/VFPo5es0Zb2f/zG4ymxyjVkGzDPx67O1RMlCmeJyMnrKnR51X"
    "j2UWEuF5OLTSCHz3D3ilD/TcdsyGjxDXlxJjxTcknlAFJyCzR66u18veZXMeDZCAsxEVVuN8uJgjQq9wPjPHUUSi9Z7fLuVrGaW+"
    "/nwYd3aq3Ia45Rl5VTvlbSYS2TptGYSpx8MCeZf7VMeOmVJKSQnrYleLY+uIeGaTFPlWzV/6Wm+C53cHdMYJYvHpyZC7H/RfOsNH"
    "PWM4bWqZi5OJJxwjX3A2/WbTQ+XMem8tm6mtSvBnqLwgSgvVgzFAkrkDQ0BPkvOom4wnYoFlsJcRBa/EsOGCFFZ7DWtPbcRNIC7X"
    "efCRahC/vMK55OMR+xchgvpV95OX9Q1GgptYf31DHJOPXWsx9rwjdONS/E75zniXZbpDnE+2Ee86XJpmk02PxNhlF/eRc4Sz2r08"
    "01cf4uTFIQ/mGV4uM5jteQFPUyrfIYKeodODH/RJeU73QHzfSibp5+QMiuIOjGnwaOjHOTKZyL4T9NGckcT/coJCyYyb9HGH65x3"
    "bBz/W36ZCBmH5nj98yAz9Y7/tw4nN0oPuob9hWupiSJ4z5XiplWOIOJDo07ys6gF0P+DiTtmp2MAdt86/vaQeuqdQdj/zvjkX3D1"
    "QsqsxRDz9AK5Xe7Dd1Xjzwi5QE/Qkw3xR3aTi/R7WNMS+RFSvlA/k6dgl/aWf+qR7EJ2OL1xameHvGb3eblYJ9Q8b517iTForITd"
    "fUzSPQ4B7q57Jt9m3uwUeAyzsdsLEIN8rq/IuXiKbeHb2DRHHiT2Z31XFusDsEbf4bS8iZhqqJyaYZ5PZSqZFsnOhNSvIqdAkp1T"
    "tUQbrdR75WPmlhyuZkrPJGZmito59PrMeSppnOydaeMbsPIrmK2K+SrCQrxjFmudq1kNryI3eoyVsFPxbKOIe2sVUsNfX8f8yUqs"
    "fEyvQCw4XneXZTh9H2kJLP7jWP91mi/WubMHdnM5a6HrybA5WmbhuwooCQmPL7Y/O6jjjPwH5OgxMxT/tuy1imrMTxKYrTkwB8eo"
    "Mr/qLIZlU817trpfBU7iA2LSswK/1+Hu/iEboXs6+Uj7j5GT3tEv2B3VV06ARVitl8mdsFk/QEINIcxYRM0KxTnp2gc7uwg7Uo5X"
    "kpx0MFxee6UzVmyJngOZXioFrPlHiX5hT2OzfhV6G9b4Pf0M0fNm/RF32kHm61+Cj3Son9pK/0pqh0w8lFSXkTiJnlSCdbVCWu8y"
    "r8PGiCGAWN9pEhLXQDwLkX3Joqq+xhplfjpk7vqUTJd+ymNvuy6knXH2OjCbHPfzplG/xinGpI4bPWw2zeqwSxLetrvIfReysi0k"
    "TnExZG+sGIunZSMGyaWyo3QM+gQv6/xwJ3jID+qI4HncaWn4iu6N+7tCXH7H8pm7Eo2/HmtdidjeuBj3g+2pxkrfQQaYap2oHYM4"
    "16eLOA1/JnsBxho7shijqVmAkJ0Hfdibu6scLrl4l8/xLK+q8zh93egntg/3ufYaPukZxIR3J7mQKHDVerdnfyrkijQQh7+WOriq"
    "WSegsGt+L3lYfqc1c1Xl6Vro8+4jcTdNvL5hhtd3W87k/4p/L6DXWc8uAkOJGCpWiSnzdYYG6mzr0Ogmd8F65YpCs+v49Zx5iahN"
    "blZ5Tos6Lc5Z08v2SoQYOm3kLLJtHkgexXoibRbBR6/V+4nvWI3nKSVOQwfpL8ZkUKefqcOTeRXPjDWFN7NdBgPSzsoOmYqOMoLa"
    "xBl+93xF1HNWVz5ensd31uEV+67l0ENzcAJWklf1z9jGlrKWk24p2I0I5KmcHl0Lxkn//Vpnl6rsn5mPVbJq4Rnw26r0LfkEcnqY"
    "WD5/oBzHVcjXU6Et5ophyk/VS+GT1sDqPgJ/8nwZiatsL29AYvaUFThXaxDB3YmTeBF+vkLvwjcfDE0+HyvlrEwXCf108i6+19lZ"
    "UrOEN7I6N5daIu7xHep8FtS06lzqhIvZ41CfYf9x/e9WB9jbS4uhgA/yeYxYM7ZBQ0k1VNo6z9bi8IWVGbZrDSFHbOLMevCugJ4+"
    "Tl7kFbPtQvZXuv5hrqRWw0x1ydVVyzmnFRLRJbvEZ49lXpJIhrs56md44/qtWj7mdUO5E7NhAZ7lGpyGv2H3DIVlDp7vfZz9XbBL"
    "94tyAu1K6YP9mqS3iOOFOIiTOwnyqNVnNLN5Vr228F3c/OFonhubJlCPRBNqdm35jD4d7AjrX66ToYt76dm48lL6LbVcj04e62Q8"
    "r3ywnEgkZ+dJu8rUwzqFNa1OgWUC/iZFnJWrwrNeC9krZwd+ETSusU4NI9dYpa6Gj71K78PqzWMfv/oZ1TQD0Sr8vlBsni7lu1lC"
    "REMOlyS9xkmPiB1mUI838e+74tl7B6NhTT7RocEuOhtRfw88Vc0f1qYC2uZs1zkY8dPOnLv7Drbubv1K63EiLwjmEDvHWMNHQDfs"
    "L8Yf8Q68gzOZSxv6H9dZ/B8YvX+EOtxatmS8dTFptl7dxfJ3nP/d5Xb4Ne1xhQtlqb4NvbGHJHzPRVR7Uzqt48chw1onwjn0oyLM"
    "RDsE/wZfAW4p/einpFGjG7kihl1SBj3VEzqrmN61ndUd4RdPZH9fGS37CFnJXp8S3UHMoj6Du8nHun0Bj2gmZMT4W/4RzPQaPsh0"
    "d4kMEFchyN7JvC08/ysQBeTD+z4WXs+2sBbtdbvAWN8q1OWHdmP8XeM54TdBG2xDZskkO6BPgEU29rbpOgt6sYbZ+3rO5lm2w07r"
    "McFrzH1UUdNVk4FqdzHP+gvyImTzbmfrBkZEdhru4wTK3lLB57gEGuws6ajP6WkSlbXyPs5gcXiPTFFDy/wVflqS2Grmm63X02EX"
    "6zJzPylmKFK+Hzv8N6+sgzRVTO1eKhmnxWBVKhFRCX2jWqKVltN2nimHwUs2ZgXHvPykOPzDNG5KGiuZzxNOwLrs12pkOD1V3PLY"
    "4OywIvwlfDCcjPVbjfe/wkgaKxLUe8becm/nNvAe9/I5yND3D9gE2DPifL7X6M9uJ2mf9I8n1ZPwkyIa8xmh1ZznUTK6uPzl4aw9"
    "VjHfl/J11B8QvaxgJ0ajXhM0MCe2kDP82fOj2mwNO22BAG9VOkNVLMS3/JM2uQ72NKk/5cClrs18W1GGI8L63GwXT4GOqPOZvWpW"
    "1d3cWS35no+UHuy7tadd76fclf7YIZmpLFdFThCBqg57XGFdVERPnk+mjBpmMm6UWlrChK+5RcljmIAWfkz215vkJv04tH+dHdys"
    "e+qA4F3so03YDJYIO/pX4ZxUcU7TuKTPw5n9G+78O9ifkZDea+QrWLNdckwgjWa2OkmbY/5Yd3FRah0+NRt++8myvdysEZzlf2m/"
    "YDDihYqwij16LttqiKAbcX3jPtkHnl17WI6v9CPcwST9VL+Tg2WVfI9nijL3WcPV3qCu9/Ny5qqM63cXeTrYjGjnZSKjzIfEztCv"
    "yQFaiScMmbeIsgZhd/uFXKcN8pl+KO/pBeTSOwnv/FqG4l91sBulxAasosSNxvn+Df7qVJzsNcxCWtfSalzjUuizhfj2EsjJf/4y"
    "xjyRD4OP8ekXEcP1xgpuDveRsVibS7VtsIlSGed5SfpuhLPFYZM0sIpq0nG6WBdqDacYa3JopI1Yrc3kXrbJ90NksjQQe9a04wr4"
    "kqXsz7S+zmvxHQFWpijDT6vaxE97bLNZrigrqHFGTY7n4RhGmQPEdN8O0HOl1KmG6rIRViiGVf8r/Oo7pS3i3+/xr+WI0o9tliVo"
    "RzaZQBwvTRLeUVI1g4ORYmxb7HPyV4jxOP5OxJe92cvxDdan3nOGu2kNy9XP9Fj6t0Meb0Qcf7p0EZvnPl9eYB+J4V7ej7syVnPr"
    "aC5TwwK2jvW3yPpl6EWjYVuM/yTFc9zAKfsSWYK76oYI5Ut9E/orhK+UJ8fDv4jw6tYRuBFXcZNJNj+91Hexh8QWrPU4J9XM/u+D"
    "+6zH2qe4D3WekbWW3kwjpdPOgjH+PMEKcjX7ZmdzNi1JHN4Yrb/lHqzLZ19J+r6ikBktmx1fAX/5e2iIvfDky2CjOsG6GLL+b/jk"
    "95IrYqn2FiFKmaz2DAL745usnrWZKPF7i80smCfwFWOybeB9lPJMNeCsGuJQD7kAkprd834Na3SMFNMbrScSsj37Q7Ikh2e3HNd5"
    "WtaynrVJPxXjK/+ReK+v6Ti9GV7RgXJEcLzupefJkGA6nm0FJOc2KWNngM3eFbM+3wl3/7WeBYv8OSxpGdZkPfZ9BqRhOlbufPk7"
    "J93q2Aljc1bLcI0LEYGtxnpGuY/pCf8NuMttYSkMz+Br7YznMdy7Cuj7D/COK7Fiy3nd+6WCM3sxz5Xo0D7NCuwsxpJaTy2+kKgR"
    "p+GuTFqu9mjMlezdr6XsWFZgR+iqXvI47moP/G02pLhtcIMWkmu0lt97JJHOZlMmNsMehzpEIv67GjXq0Sis86MmU4c6lb7GGp71"
    "ck6R//efyZUBbNQEvs8mwM33ms/qaC2kdCF8rC7SSeaz93cGnrRE+mN/vqL8R7z2CX2niXVLG5/ZJLFO6LFiiOHrEVeYn1lCjOH9"
    "JMY5A5crreM3DOH0Xrr7zLEyuhxRRPvBu18PqSvSV+G5L8fvj1khXIr1XYRnysd/B4jhfN4GmV6lT8vD+J59GAOX4RyYH94Wklij"
    "4/AM4yAj/5Bq8pA3smZTT385om4yOYH3NtLfdn0gMdY1Q0hNPX/qckj9RD3Wf4wZ3QT7qAyhbqW6HLxhG9f5c2q9cj/TmwoQax3v"
    "ORsd7qNbue28bxfHeWykHLqek9PEEBgi7JeL+7pbxHcYh+zwP5x1lirO7ru5HOtmH0DM5zfgKzwqVvn8FRbaunU2UgKPh0TcLOeL"
    "zZJYJ/lynO19cEaMY24G/IciaD7rQN0bp2w/fNNlOFlVkJBfsF9DxOzQMvqsUT08+Dsz19X6rLSirJl/Xg0tfjd2bCbjLOW0rXu6"
    "5pmFbK9chx0tJUO56d1KVgxjnvtmFdGFrOsm5XvEh7C36iXIwWJo/McRyQyUexElPRRUyWVYzQ/0esjqTVjVn8y3h4dURySekhzW"
    "uQy6JN035PYy9LL9FT45FPptF5mKFZilPYJJuN5bOO256kz/fW+EQpbW6hjv8VbSj0oxGvoztakUNE0VNK4xq18FabT67FJ6stk/"
    "U8vJpRGIGeNaKXfTb/8Ku/I1z8j+UuXtvq3SRD2BXqRh57WAFauCfLwhhlt6KfuH63K80sA6g+G9JYhbtMajZUZZs3iD+GyllIda"
    "1r6KGUlaF2u9r0JPwP9XeawNO0VtxZ2s0Pdlpz2mRu/9t/OcKAPF7HC5DtW/6o26QE4Vm0s+0jpmEQuWsoZ/MGTjBZkM+7OTPALP"
    "dTV8nM3yWmYGt0zF48MJOyxdzGO9aYZVfr2YdtidfKY219UJWuptdvWUkzUsRW6F7SXBafA0VlkjEZXt+ftKB5ySp3Wr4BvpKwv1"
    "aqzSbzjVf5MdcGebwjZ6cHBueLzcJRJ8KA/pbcGB+q6vufb0WewosWfixENsj6falnGQWR3TvLfIWt+jmU0OYoja63AWY9Q3Fcw4"
    "WG7XtNx7mQ66FFm8FOd+tJyJq1lv3t8lzVlnGmo+NVYbuRBSN5GI26sQES6AVRgVzIeNyZ6za6RfOFjSFQ6zHUdJLWf1j4D/sJnn"
    "1HhVE/TsLEKp0Ct1uNgTbuKsdjVR0c8Vm3n6WJ7QDkGlPq1Hy7hwqj4n78E6fIvPGqL2DpwdrGYvfJLxzjR4ABOI4ZUiCnZLznWe"
    "LNvITjkmT0Kf3Uk/j2nx9nyeYdDJ+Zzw7gE99i09iQV6PtHe+4j1OTh5dbFko58yqCIWoTabVHN9KFFEvwmP+9mot7Lab/M4lrnY"
    "X5p4x6qZMXZYCIuhuax2uKdMgNbsiLspgNxbP/befqqo6fvVP9eNci9stKHy2HznFOJPfo/orRT2qdh3vbWFBguY/98FT9oIOTyc"
    "vG+GdLWOGalSPUkulx9zILJUcka8Xh0TVS3R93Zjp8R4aL/1rO/bDPcEfGw+rthKDoXsPigjgsGsKJfrs8xeboDF3V+cr3xihtnX"
    "ZSM20mbN9/wgTSgEl9IanwbdNgkaebpxV+F8dkVM2yf4RB2LWCDNczGtM/nn9Wqsma4XymUDFkKyHNPjE4wc6zi9WA17VgEpm4GT"
    "6OootTxZKY9h3wD7Uu3vJ8m7T3Fq8kwJyYE7D/J0vriq4wpIbC3k2mq/28rz0Fuv4a6nQwZqYMct2hlKtp/+2JU3WVFsYI7YvJgC"
    "5v+tiyjwWYIodeYBxI61fEOtzzaFPuqMZ5im0/mZJKfnXDY0SuT+pEftOtLv61pq6yrmkmya4gx2y5hNfZv6fJI8hWvNwnN+Q7TQ"
    "JcSOOVcMO+M4cXi2G/kdli29CatWyijE9VHF8X1xvlrJaKSYNae3pdqzxGymN2edIZu1m1jWZzsx1s12Yt1doyC33aSKvkAZ+UGG"
    "Q5LGw6PojFV8XtYR87Qndad5WhvpK82HbLt57xryY5kHtVKS5MK2/tcrEH1adGrdFC9LG/kQ52sO7KjINZD5H73HUUvvw3WUleD0"
    "J2BXHWavw/FezryoEot+S+61odwrxyeR8mynLqK2GKYqJ89qdv/AYdekeyNsBnII9WCK89G1HuM/9KiQ7pweIik/neowYBzepGU2"
    "z0V8dBLPbCXObil74GppAdcRe8JVVd1UfLXHdqslqluC9QvHithXnMX5Ea+1JJZNI6LLKPbhAyJElPoMluntjdhV81cmQ5+1lOoM"
    "GnIdu+5jrNTXUiNnw+PKhUb/37/yZ9B8ciFwH0gmhLfgY5QSi9f02vfQcFF9Ak+/PW2wnbPukJvJ0AZnSCM7XteK+RPl+pTGGEGf"
    "C0u3i5wczgpvCLrjG/OCY+UofRHrlhdcgist5x2MkWrmGq3D9Tns2CB4gekKVvN62xRcc4EswMraVO2B5BZYj+tujbjhN82F29oO"
    "dnucxxZ1OWHXxzfHM09bRa29uPNgHuBlzGSJWHeAiOvUySPbp1UdB4afwh/PDxZjL+8MP7CeOrmPEpNGw/+A+Z0hlBvrt14He5bw"
    "3ShxX9NY7jsy7+GKO1YlV91eS49qAdl8InjW1cwumA+0dWBdJvAM5SHpLSvgWdyLk9xDBsvJ8pJer2leOdU/yjiKn/VMej667ThH"
    "Pw/eeopTmBHYqG6ypzwrhpmz/E/2smVn6yz27G/pGlMCp7aBZ2KuPiorPdqD4/pzk61/Zhr8j/F+nf0IYQnL/XxHnDNlrs5s+sIw"
    "Yibhb9+wrma55HtgzxxL0SXkO66ihxFhpnkjdNSNZOKuxU5Ngwwv1ik4ITvK2UFbiXhEtiVE/LFs6qFi1qSK88WO38NWZJaXlyJm"
    "o66HVLmOmzRbhqtcV3pWgkZimjwurt+kGPbJqpAz8brlzRbBz+olN+Iqy3LsT/Yu+Fz98dnWOntX/0m4j33lRJ6AzfRBrNtgOuz9"
    "i2qne4U+pDPknaA2XIZIrUYPxorYml3Kc1LrJSDiM5vZ76DRdx6EHstvpKjnejlNjsSe3Ic9sD6L82QPeZn2eRM7hG3a1Gy4Me7Y"
    "XGc7MTxvq4VZb89RwVp4QJVE854Ie17gZ5Jd5/QefqrZ2RSXvYvo3bRclr9dgN0uoVVzfnqA3TjL44JG8Z2Oa7uzuD6beZ65NYGY"
    "opo8O3Hfow//WmZx7yuZnU8ylxuSBUR8/9MA2QFPmdD/nOQ0yz0fEVB/sWj1UXzTMvxrE55xhrxFmYuythZnLGh4hMN4MhGx4KnL"
    "8L4axvFlukkMGeufEs/46gnPDbmz99ujRAWyrPZv+hjv/HysxmJZ6Sd2h8nRkqAPGJJROMVsjsuGn/4f2XCXud5JHBNywnPApvmM"
    "tpEtZ4nVY6QXquvfiHssRycXJ0ou5rPm9f8uzb63WI1RqgarfRXzv99g7RrgX30s9R47KuEztinyY5czG/uSno14+V2cyDPkOXjB"
    "YxHb7ysv5riDgySakd64l5W4Nnj0oH5+hnKGr8pbx/bfIUtfY/Vf0vbBHNhCq6p/CxmdGB4sxgmgROSso+S1Yedrg0dE+uOuyj/j"
    "v5VoEy72MD9l0Fmsk3UAP6Ocvm/yIg2Pv0Cflmr6FS9jtcYiJrP8zQzPA5A+T1E/jdRJ+kjcd5I6XWg68C9+VnV1pk9AmTlM/1qG"
    "E7ynPI7/vimG+fQr5LdQD5MNuLtxkp05PUXcgbpmeCxxz0WapFzvgpVdgZ3sgd91arnAd3Ks6GZE/LVYswRRw0v1B1kCS/O8PskM"
    "QSexa89hbcnw6yYi8onqA/IY9MIcIhuugPykiMpdx1jW0CxOhP9yMNZsGvTX3vh7a+lKv8b5sYYulvKMbVGNajpqj2VmetvBW7Az"
    "mr1P9Qvoms+0XE6SNXK/joEGuAdr8Bd4Y8tw9wfKA9jFLoHF8RfLhXiamfDxDtHLZYoch9W7W24NftPrtAO8xA366v8xN6VbTCRv"
    "lVn17FMkVcxenSw2+xYhcukkj6LkeIxtBwYyd2eMpCYruwX7yPv6NHTxG/qpXifDcMfjgrf0LeaOYv7spnynS4LoLXW+r80q74cw"
    "E+QshbHDmzf0LPMfCXZAx72eOhgWdzP84Cpq+VLoG2PO2sxcdHZ/NI4orbWk8xBN88MV0DbGnHQaa011xIfpK/XEKM72mZn6FTFn"
    "lrAjdYK+FGzAyToJp7+j58z8d0Qf66/Zjh3HN9IGOaSxF4hM0oZyaXnidThBzzCnNVpm4yydTYaLRlYxTsU9LaX0RNgRZBWgNdQz"
    "6bkUY7l5Uf63r5Rpb3in7WFb5xqnrCzlfMlancJZg6g/y8aCuY3vE7Xu5nRvR1MlJcVcpHomP9eTt57Mhwn2wKzVqxGTl9IXnKOt"
    "AsMmnq9joblcVbmAp78O0XcbHwltI7sjUreJ1Ahi9hV6rFgcv8ZbvEKcmcG+AjUNO+yQKQdgn/eXBfQVv8A7d8aTmY83F9qlQB2+"
    "eIwIjVdJXzItFhI53tbCeJ4asENz9HasSA3n0Rwmy3DmfozV/R4fP/fNwcFnnzmXU2xmdQ6Hh+Tsba8cr8TpjVxP/VyKk72Y+9XI"
    "mn0sk7NJep4uW+29c3zGPIlyou7X4k73hTVr9Pm07N8WskK8kPcWw7ltIW7aoxexyGw6OMFZ9MPlPKyO+cw/Mn8RpZ6Mcx5+BTVg"
    "zHMO/rEe3RpWaC7nrroRk60/MUK/1UeIYXoWtFOC7B9f6Cjsv7HsdZVcdx2nn5ciSqebcQ95HUN+L2LUY/mrCfwOq69tk+Pbcr1S"
    "Q6TlpJfSM9lJFCXPRkjdZqfhG1zhKf8tFoMZc5LhRhjW7a4yjvmmiD7mo8UqnibrIhzq/fNVnmevjPs0Cp/cla/YjMTesFStZVvs"
    "pE0aD9I3qFPy4c+4a5jGXskav2Fb74E17gLf4C0tZwX8PDGu7RN4sgqp+UZyrs8haqz0HSD1nJXJ9/0p9eyxulxc/3mFn2/dh+dp"
    "JxkhncS66sp0KvOiTWjajcQvSKP6HyaW74xDjlbAEro6T0S/1OyT6iFnX/J9L9YYWe6tkaGjjaRGcrnL1Rmkl/9LW/7xzv2ZVyrV"
    "EImMKeVK6KkCckUU6CpqgkL2DpVhxQ19vTurvjbjk/A88KoOhcmY2Kxj65gc/SHZO6Z7y+e6lLnMPcSwvMaK1VR3EZuiWQTLuR+z"
    "LDHs/mqPK2P7NU/Xsg5riHqdoPmM9WuN1vJkxpgzN4/CzloDc/dF3nOOsrfPsJNu5HscW1I7w58Mz5ONOKHfwkOxTjnzfLpzqtDN"
    "vJiG291X2Otw3z/gdK/Vh6ElRkFfD0IkWySF8jHigL+IQ+ou45kx+/I5zmkDp8rMi/0cmrkr+9MPg9dXzd6GfyCS+kA/kVugjSr0"
    "GVirD3E2PtYj9NmwOHxIn0NUfIeO1qfbfKjd9HxNhVbNO1LchFobRvvW471Yr2F2Lekrj6ZPRotjaanIYB2luYKP8K9Ukk/W+TIx"
    "xkWm/z6AJDwrbqK5gvpgHd59pM+tdpHv9TvyI6Q8KoZJ7mpKTRvsfaOMxPe9r+2xk1fBy7oQMeiHOaaAC/0ER7rmsiNnR0PPIDCA"
    "OXrXwTbEe0eu06hjpu85bMaPnWDEbdOPvWURVnpfXKWRJ2luuBN8oTvkYPmn/h7O1DaqreeHj+pu/jsSzU5wu2aZxS3PdtOES9Tj"
    "Eqjn0N2fVjfkikR4lynfFX2kn4DIxzpejkh7JXb6G/ZBXycLYdEnZL69CW2gjf9/CSsMIRE+7E8BosdziXKUaoa97DJ23X3/xm5y"
    "DPszNzJfb7p3DjG01+Icn4JvvJS1z5bQR63kdx2v3YJKTXr+ww0+424WyObzH85wiEf9xKL1talqhtOlkVFTyne1VXnmhBOIWpfu"
    "drNqXMz3t9T7mDb0qzNYUh5JRXwWPK1Re4njKwgzKPHpV3Zgz3+9NrFINe2cw3+N4CTZjNJaPlecPRM/6vvkQ1OfeUnvbzEzBFbz"
    "X8t++Sofv1l/rJtjsX4lm2NwvUjmfR0B/Wj8sgk/0XVExptuQkJ0iC+xzC7tLemY0r3zl8xdn8T4Mp21iWR4WW11nJ+W8OiP6fkg"
    "kVHE0AkzuI6JTP9OT0kzwyWbfZOd170yDBZuBxr9LginxiIZPDzJzKe63U6wnlKha8loF2X1Yr2WEamzNoPSUOwnLQTaNM1oYTiu"
    "reWKzEzYMs8J4phb28udkv7Me/R2Ur5fvRu5COKqGTlx9amWovqfGK25Xsl2skz7biW7s8ssH0/2vNQxn1VDDqeLoKktz1jCjlhD"
    "Nq4iwk42LWadeX1YJyvh3O4BXH1DRR4uVkW2ifQOsGmlGvrObNd3faoUepaw0Mup+n6T0PtwhmS/xuMZD4d07Yu7OQh2+3vogLex"
    "spaNvx3v/UGOhh39kEhm95Fl9TFE5lvJv2BtjsHnrJcgSmS9ejz3Jk5ppBC3NRIpMqLbIsIfJm7mI9/jHqdPSAdql3rfJ7bIIxSb"
    "pb0Quug4Mbyx0hwxbQWzCGuIRzVKpsDKWufdLGgmk0rLpZUy+x+yCyWiN0vCS1U+r3+UNGqaA6fxT71SK+fim+uwQrfqtfogLOqa"
    "vLshyzvwKbeS0GeX7JOdMzwC6TxWmm1xCHuJ0707CV8Xt33cwaO75okhjdq8/1T4Kpv0By2Ve2QefJyR0BY28bgVa7nm3Rbgfe3x"
    "7y7yPnTBcdAoJ+O+3oMkr9R7oMWfCC7Vm+QG2UnO0Lb6nf4UODypGKfwJuudstF7qu2IjRX1MpONf84q5DP0rx5dxXW1O96673yX"
    "gPu2Wz3nXlWmPtmcK7WjpPVZOWt/zeclQs5cJohsOgfvbotn+oS1r5AaYyFkJz3357R+uVo/a5L1K6uGmVa7RJLso13DvHb27rMq"
    "vQTR8EtyOqR7H3kSt3KoIR6Gxjp8ovxMVFzVNFr+YeI4Q4s0zGCPbi3DvXYwlL4vGYO5TGMn6OQUs2DXyFkyVt/Ua4mRZHewK+5n"
    "oDg0des5G4RXvmLf4MmiPlcdZb9qe//vGnhCSXLzpHLEC4uIpqD/Ns01lJJlPApuRt31YxwHGTFkjzxaqAhjyy6sgUU03dGZ8ni8"
    "LutbDk+/mF0W37DmYj7pjWJz2V/h/ubqfsEvejXuYRvI6TZyLyTlAOkvNtP3tP6Ss3KXrf9aiXlsu2xVbZdNCYh27qbND/A113Np"
    "LSyvEUj2V9xM0+HeN/yGK2kMIWOkLjPxlOT0f0ie1ARxC+tp0w2xJC8og69zArvffsFep/wJSTOVK06GsEPINOQYdpsVcUI0SZax"
    "Bv1MXiFu+iCx7tM4OcY36OtEmrlDGlihqPFojS7CqKAXlk+00BTPlWH5DBPHMpvIIOCm/diu4mLCg/jc3aSnrPa4MLWcdXxQDJ+s"
    "mD1ljsnUunlW4dRs1vViViafuZLNeIZe5BDagP93F4eeVcde3qvFTtYm/P1baK3Z0jtIYjUG6SuIRI6D/LxElN1KSu0KbcFZNpFX"
    "xXpIVuTgzv0ieFd6h131ojzYmHCRVIcbdFzwWzgyZ67TddUMpr6PsgvIzlV7yY5hbDg77tuizar/5vX0/4++AFXHArMJVvQ6nI8J"
    "WhDuGAzRM/RRuVBWBw/6Lut2ft1dbSLB8xvnbKk92fYeHTjOfOZmH61HKDXb+kjA7q+H7CP5zI867rAIX9ldAnGr73rXrGqdh3Xu"
    "xQ7sWPMxMt8Hkv41HrpnM2zVyYgHP8dajIe/3k5u1h8yxesW/5G/LfQdwoYWHOHTR1iRSXhv3fAwkuyVt2jiK2mgpk1qvz9kFu4s"
    "lXINfIq5+ot0139CaocEvWU/PY11mRodxrMX0yZEnVAd0mejl+g9mMF0s3NrpUQ2hS9iJY6FvrxHf5Kb9CjEkoYmeXgwUBbDo7lB"
    "bDbtB+IBfA5r0UfCjEeari82UEvH/H129h6/euyPMIfvYj1/O8o6/r0Bp/V+crfEickVJbJcI9k6q9lj0Uiehe+wWvm6EmfmXDke"
    "tuwZxBET5HV9lxFyqedq2JZejknFCF/lSpK1O0EbtKuo92XX0/ZHOKO9ipgmw6HTphFzJeY5SmrJunQFz0cjUX1TjK1T1AGNsAWu"
    "l6RSJwUDgh66r34d7C6Hhh/r43j9R+zP234+zFUC9vL9DcoTlT63szPn9xiPwns5zsd8aI436JesMw5ReUCexbmznOvZUsk931Fc"
    "prKCuZFNzB1YptZ6zsphh+PE1R/EOa99ZRzOxJdYsTW6ivmOGmb1UqzYHSiDfb9FnDntiO+8MHmcRWYFx6W3HveijCTLeFbr2Pm4"
    "r7hekbVaJeVEdkxwT222YyUxppZrn2An+UG/1gPgifQO/g6f5Gesezn86A/wVKV6DmRxTNAfZ74BMrkj7mqUvK+/4TR8Dpm4HNe9"
    "Tx4WY3iclMP3T/dxhZS/GCVzF9qPI3zfs0ONU2oQ17+3N7PQB/EJiqgZ2pP/sJL5gyp1HFUxThi0YO/DlTgfEyBn98le0Edz8XsO"
    "mQFX6zt4fSrx7cu8X1cKL2yyPi0HSHbM3+yvGNOJ5Yy6ShV7CzuLdVmfTEy6Jd52G7NvKXX0xbS1VZCylEfQ2tXPISeIo549N1jN"
    "7EGSVexyvPNriTHiKtR0hB7L2MbBRDoIc2R+avVXdkjYLF4e7ulDrITZqzrdl5wC2gxpSXwu81HY7YvhsUcRxxg2zbZypNwHDbl7"
    "ZoK6OmNN9pRS/v8IyM8rkM6TZX+5SebCayiA5n9fJ9K3qoROtCu1p7/U6PsncnFCZ3vlrx6fQX0t0zHiLYB8u/pu8x7neubETMOv"
    "hgX4ljkWw11NsrfY+IG39z59xLNU7SOuem5V9E9lBbRxNWcIjyNz8Ty841lmBiPs+kxwutKsttWczpDs82aWIY1xniOpDkc+SRT7"
    "pjlqt2OD+P/N6noM0ruS8t76AGnKEViXhkO1mEO938/XsIZIusaezrk4uzwQnuuZ3prF2RfrejorYUui3tNrx/5jY1XKp3bbVk5m"
    "ZiRGiWwkol4RNVFrYk5G6cM2X2t7x1T2J7iYqTrDTn4FNOuneNdGXzmq0pnkoHBnIntslq2XoIKc34u8D9iOOD9DcbJ3x708jXe8"
    "wRWo9F2zEd83OAp611bjLpnDOmidPsZe1FzoKmmt9g9ibNg9/op9j+bA+cm+Bp1x6jvixCzC6+bvmtx2RiRlGPT1lOiO0hRJmG/n"
    "UCe3xek6KNN/HyOviVWBuuJa7+ub8rjsr3sF50DDL8O/CynLn+HpHvAcIlZPHUrdGoeXks8MnJtxT+LnFj2tyvFKU7T7JSXlbNzV"
    "rsxOlLOOY5g6+dAV6+kTdpQrZVwOlMTJWkUP74SggIzWS9RhpE3P6RGHPuYNfRekY49x/qTVIT9nDcvqglF2ARTRg7WTcTxzZi5C"
    "TNCvMXQyQ/F9nXtk3oObui3gHXYk06vIwZL0sVvou64cp4OLOJUIsE4XZOOWVPIRp/SPuiqdrt7DP1uEzxf6jKLDNXNRcp5HdE3p"
    "Ffpd2E8e11Nb3xM+ixh/dviR3qmXyY5432xon1Ve7zgU1pjHQMu2ojU4C42sY6jnhgpZsXT/XseMhUi6ZyK+RWT+n8+T8nmf7USb"
    "Zd/DDEdcqCdJPW19PbvT4z7XEdP2kshYq5R24l0OZCTYyIntFViX5RoRs4Df87lsljzwJ2qk9GEPbAOnfipYEwzp3TfoTuwxux33"
    "PxLRW4IehKG+G0vpI5DqwUEh7NXj8O0aWhgywtv4+/O6MLwXXqzNgCyEHdzFzzA2cC6xjs84mzmg+sy0ymidpj/LM7AQ03REix/1"
    "DnkX3sccXGMyNN6TehCxpus9Q9hGXz1r7WehyqlRDxSbd7Rq9uX0OqLkPeyIZztSWsETjpEhx6RmPU5pezKcWJYlhLz3Yt4lQTSR"
    "Mj8n4PbgDu7YJfIXydUL2si9OI815jj96ij73/4p33u7MAN38gDtWlL/QT/c6pUnEY/BKnkni9U4JuFe94Otexae8zK8o73Mh5fz"
    "mv4uo+UVLZeX8tbpcfjJt3I/vvFf0BXl4e5YH5srr+e1o+T1tpk6qxk6vuo4cfJdjd4md8voLS/DK/1kFjT2ftCeRcQNeA/v2VnS"
    "XkynTAYpXQdyDKK1/Nbd6J25eTmzQRfABqzDkxwtgxB1bA/57wGd/IMam0I1uZ/sld/xSiG8hgrcfzquO4Lo4LFMDTFJfJVy+tyr"
    "9Rj2LFyNPR0PGdhH1jBTFmawaWwqfiVeL0Scvpc0VccclpydiJfh324Hb7uXHKVHQqZ+wMreqWtkuRhKjcP0U87uWS+Wy0TXQ5bd"
    "blXxv+8TYTJFDq96Rgvdg2J2stlpmqo/U4dtInPvjjIG++iqIcv1CbFM/zJcdZW+JLfLQjzvpbijBbBg3+SYjbVdXIwrWg9CntT7"
    "KkxCd5YL1aaRu7fYGvKRDCpkW3k2PE7zU4aOPVgulEMZ/y2AVTxRjH2vOzReJIPn6Tjs9vMVMYtDrU5WQikuoGe7NbTTEn1Mxsgh"
    "4rjoDEF6CvyiBBFoq4gemp5iT9dSDiVyaDEnmlZi53rIq3jK39RQQRt1d/nf4tBmf8W6GkbIvyCLFvF+qS+yel2Pu8rOjWc64QgZ"
    "S27RqXq3nhs0UNO1kvH6MSzdGpyOmfAk2gZtsba/wlJ+6acSnRfu6rSDsXuVmWpzivlgZ6Ns6jBJ6xBjjJHkejuvOamv60eyPrVj"
    "0Dqo0zf1Ns6wdw5aysM6Ta6nl9LU9R1ySl/JO/tneEXuFMvP/aZXyUjo6N8hdZuZz8vn/Rky23G+bua6U0xWJsFrH6KhPKaXyEXQ"
    "WbdqVztFwTpRX6kfwVWM0VqmmAtvoDxFqQNMLobSXhoOdoNH7ermXznAv9KPcVuZfifGUW4zD1P8vEGUeDE26d9OTL5Okr2Y9a1T"
    "N4ufLc+X7Tr/911v1+yuq71++++vk+tJ3ZThZnXycqw4Lu5uUst7sHmJzfQhbSKtUPuzAp/tDv6v5/nv7u1/+zxJz665pzR4FDil"
    "zqxWhyNoPcnl9G+PZOwXRZRbCw26h1iGq541ckOLneP7SK4V15O9p5STKTBFD2eOfoWza36weS3XydZET3pGDMm5O7FIdqEX/Tv7"
    "zE7C/R4vX+m5er78qF/KBHk/uCj8IZwg07Ug+CI8X7PPgWV/5VT47u2Jv3EbbFu5lkkX+UnHwOKdJm/gzq+HNj8BGnmBfIYTNRtW"
    "Z2DGO67y3LK2bzv5KdXlnvs9QazEUD+U9d67MKaKEeJ6V1z2Kh+SGsM7HL5zhLjL1tvXQDzr8hzasjOR9EqJKmae3xH0Em1eeaK+"
    "iJipHbR4AKvbJvgM0Wcf2RAOh4YcjXXdClp+LnTtRzIV+36emH+3TP8CX/oUsVmUIYhnpsEyt8LqGP7dNjJUOkmMMunQZxo9xofZ"
    "OmePaj0Ktetur4cHsrcMZe6mnJ5jLWcUXAa45RY7oH/IjOF+5UnTxEYILyK9f3+hz11FdObQo7xdzTkDhdcZz2BQpZGnnI/dh91j"
    "tZlcV51albGatV6Lw+bi79/Bg/1ND9Tb8jZhDabpU1jhiT5bsJByf700ev8nofEt7j2QbL/ytvhXA5FlzdOt0Ck4CRu4NhWsZ6Ux"
    "Zqo5J9GQma42v91w3VbDztwVlEEiK2mJluBMVOkcxsMub70Pc7GL8HQfIU59ERLRGk90ujwqJ8hbcrk+xNNop7OXRL21sGxDg4YZ"
    "ZpOtttgJ50Fm/4xd7xTiB6b8VEpawrO/spG5Das0rOazFeg5sKHfIS41HnCLI3cX1zdlk+BXeHSq1tAIz+HcD5f79B1Y9sV4+oFy"
    "lCQys0EpItVYV0s1My3Zc3bZX9nuD/fQosUXgq+C7/SvsMLLdW/N07HhdvKgjgsq4StO9sxQ6Yg2waltqzum55dF0ogIrp5i+Aah"
    "r7ILsVCVaBwp6J61mS6eFBG73ASzScR+XvekPKteGpm7wKMqxfjfKHNvZfoy/v87vy3p+29LoXPsDlazr9z87JPF9Q/F1DDol2NV"
    "C/Qm9vu7/i7rgPmSDNKV3LU6RtqbpYwWfjExLMqoiRqZj3dsIg67aIHOgMaJkE8rqX+XdL41QcTmpPdD630d26TpejKMbMzBgrGC"
    "UZChXULyofVWc763HN7dt7xKktq2np6W6heMLNZZrAaZWKkF7AWP0d+t88yVITPWDURrX0M/NM59CP07eotDuejiEVBb/1ufUWvf"
    "TWRaOpvsHCF2Zu2UDmTXgUPv2kSb3yuD7a5+Ts79KlBDpPmMc84J2CXr2+1O7Nxi9jAbSkqPwNZjDjNBM9QitI/ISlLv8VnLGc8u"
    "IMesdf4d5znErMZQDV1fSG/F8CfrYREWwFOzHt8iYgqvJ5b6REQ7Z8rT8F/GQ2ZuDAzR6jJcYSVWtZI4SJsg5cvwzm44611xIq/W"
    "v2H1dperAstZvoQdmwi99Sateb3fdaed0x0JdT7Gcd6HOyMmewf4lbil2Yo/7XX7e9AEFrN0gRzsJ2/hehYfDpV3ctRlDkI0fjPe"
    "85yeK5/BRr2tv8jFOLsH4AmsxtddLI82CfezWi8Ui097yp+ZeKvCyuXB5zXelMMYX48Ts/4riL7zg+8HjnrLsjO+x3Cw1mhbGSYT"
    "sHdTGf0fJgVETViMOzpNDCf3UOjx9fDSrB++Ur+nt+D6tkZJBbtbjpYeuJ6LWjrKpkwvhmOAcH0Sz8C3qdIz5FtIzGLYoNVYkfk6"
    "We0dB+O8NjKntAHfZrMpmyANkncXbO1SaOj7EVP8rAtllv6Enz/hz1oldFmCsxE24VdAXWw/s/x8KfFx7Tw/jNilBNe8IDhWfg5n"
    "6pKgIdxJ+uLe94ffeFv4sSgRio23PaUtfMa/Mz2ACl85SHhmH8PC6eg7uiN4bzmzyNdzpnZr1qWWsureS3aWBq//XF67hoirL8Pn"
    "2YD1FrkTOm8OrvqkjAo+8Lp1L3K811Ii454LqYyaZhX7+Q6VMk4GlOJUXCBWh39D7mYH/VZi/MwpfVc/Z6Z3R04YuFrr9kR2dnWw"
    "wxAnOIneUZI++xgnDnD2V7aVw3Evr+jhiKO2D/bE/k3T3eCxnALZOhzn4S1iztUHU3UtNM1MxIlz4NlOYFQ2EStiCKDbQyqn4IkP"
    "yYFPHsJmLIKEuW6MrzwKYDWkvIVYLet+SMxRsq/chZ+WqfHo7k704sulkNbI8DTSdfca+Oq19JVMr29iTFhK/vCtJRfC2SKf3zE9"
    "fixzMnliaMp5iOAriNR8ugyCB9sP0madoVU5MjK/4YqXI/4vZLdjGbyGrnIYztEaWIxPw4myskVDOEauCB+S/rpAXg/XQY5CnaCV"
    "nEQ1uXmYlnorcd1TezTT0wltyrI5vbRdpj9apKkDMeFX07i6XD079Ehln0oxfbs6/ZDYVeVYmRg7mbMjFmTDpkv4jkWrcdo101MK"
    "SZzakdCTxkJ/pRwjhhm/QZ/GvRwIvfcaIoRbISXWG70Zv3+HlFsHrGbyvGkJaZeRFUOIX+D5ZUK/6/ZrH30rXKGPySX401oW6rUt"
    "LtHt9dfwkiAO7T+U07cpxg+OK8g4Pdcwzugp1kvQRRyewwjWFVtk2MZ7SJrjt1g70dr2EIeCabVBV8Vsw4nMWvoebhK2mBgv+4lh"
    "71wI3Vbo51Q6s9JQz0zzvliXpToIdmsmNGoUUjQLMlIE3/oNvRSfWEWejhS7eL9GnGE2+Vw8/yhJ+27NfYFfiGiQDXeynrOkDfTq"
    "jAv0Nebe6lgZPFE202NMchcbGbdbrf9UaOS4/zbXkZ9iJBJnx3l6jibhM6tRRp6bscvm7cR0Hf9U03NLIcJu4uL4946hHjynaV4y"
    "h+2+SS+Axs6+Pz9jbc4M3pUP8LcToQvvgF9+BjTSC5KLMcFWo6ukfJ3EenGcbm9gF9vn6rT6HtB/KXqS18tyRsVFsE+tZXf8K8+s"
    "nYyDJTUOAKsjVOCM7ghd0Dmwqt0XsGaFvpbqfu3P05T0Z3EpdiPClSzEui+jBxnVP0YJaeERIhpou80vPl+qKLvzcNUdpTcrv4Op"
    "1+eS4/VMsT7BAs3ORZJkzcF4eHowUjHdPEAMB/oXnYb1sFnFXlJLDqlq3Ptc5lp2khrOKC2A9l6Hf1XCf6thp4T1ZOzDqul6Tpek"
    "YGWtJtyS3vcK6L+LcfIOQiRgfTmlZOKt9vnfX7jedZ4b8AnJnk/Mnp0s8ZxOpb4OsA/2ZwS7JIfJKRl+7Qjlc57O9znUZGYSviUr"
    "MKPIClwLa/qKvk4U2rdw4n6BN7lcp0uv4D12DDfqWZ6dKPR8piZDv+sjsH9XyK1aEU7S+ZCE4fKk3CmP4LnHQr85/uAaP7VSQv/r"
    "c5zjg+Rz6N8lsHIzYRdKEUX8Au/AsThu4HyzzXZYRTuQ68SQNAzT+QJxeQ5j2LD6USNr8iugM9erTdwehW+q0RbBSpygTcS7U71I"
    "HCLlMo8gYHptls6mN9cXtm2GtgmKIQ9JnKUPc/iWfwa7Kfsr7xEvsIdYvToPslzMKtiF9H5uwfN+zT2aCr04i6wfNfAAI9AC5ez4"
    "Cr20xTghY3321+PPUk4RdpKxQRU5QTaSO6uEGsje9ZT37GYz55X09RqTopuxs2u5q5X8/TZnt8zC/YW9ZsNwjqrY0+QwSCKceDZM"
    "vJDd5QeS876G1e/VjJ5qxPmn8/FaCzI9pE9hjN0rlve8EJG9VXVWQw4mwmau5m7eCr/BbH5r2VrU5zASmT7x1fpqMAt3vEmfxw5t"
    "0nGQ/eGsMSTgj3SVzuKYMuJ+zi7dbdnVz5XV+c5Sd8Z+gcQX6EPwXHrDhl2gl8nZQTuZLEfgDqPsKFRfS46xAzXGbzas5/fIrVaM"
    "T38iZ8kQTrgloIU/hc4+nejYxVjDp2UG5G+D55ja2md1Yh61oJg56VrdMhe3TaZ/tJasjtYPuZV8DR1cy+hhJ9mAK/ZD/DQbO74c"
    "EdRy7MWregdx7QzH/knq9QZf7d7s6y2h719SnHf1+D82ZTZUfsIunQFfdl/5q7yL3ZsGH2w84pMD5Q39Ep7sITJJk5BgQ7d8HXHM"
    "Yh2KiO1+eIHtYFufg08/Ql7An+/kWkOCJfKNiEMcsP6cz8h9dLks9xX9Yuj2R/QenoPj5HnqkpO5Im461E16lqvDckrw969c+32k"
    "I654Hb7pQZmOuzQvfbi8BB/raLEekR90LH5yOLF/Q6+57YprmM2bw15y05i7ieU6RlNG8/G3q/MehAQugY4IIIU/4hm/h9c0Xg0J"
    "OcH+oKQ+4qfjisgv00A77TLQTk5a0M7szkzTCuZ4THoPEedZ/AppT8GWb8A9F/muEOvxisDKVBBD/xBphRg01Nctx47rf6ddgzu1"
    "kH2sTTiVzufbyNjoX3inxW0t5FIiF66mx1PJDpc6Sla1zqOVTTBSW47d3kkcU4NjrR8objJwLynhT7ZEsWzKSDZJaJT1jHQfsHU4"
    "nsGp4ArPAmVx3kH0j9L9OymP3+U+UasfQ1Zekp+pqzri5CyE3t0GsvQhkQGM+zfByadK9us2sNM1e67XLGpffP9IxGZz6ePF4H9N"
    "IStsNt3bKlhEzPMW0leMx30BVudX6MupkJ57t8iFh5RWh+hbDmlvwF3PZSXN4uIPZQ4zaAvIyuhWal9Jo6Q69INGRhhxfY/9FDFY"
    "Hvv0KjWvr5h8rPnwNoayWt6DGetL8M4C+khWryn1WrPQzwhW+E6gEFIRQjtYX6dNYs/Vu7C79+OVYTpBLtYbg/Hw+n/J1EKbZisu"
    "poRu5DymVe4G0Xs3eTWen8eke6Y/aCknXkroyw+TtR5h017ZilygITz81rzzCE9VCrJQR1xKq6d0l5ifMG3U0LMUOV4vQ/+y3PpK"
    "VmwsmlpETB3zld+XE2UOTvRaYswvI+7/QpNj6FmTxr1E/Xyai8HE92avZn9fAh7Ach0nlczDNTJvcLRsHRgO/CLc7etYp2X6OE7X"
    "G/Kg/gRL+FNeP8Rhn0B/zkNc9it8k9f1zAyS7vHsjEywf7w4w16Vj7v63ccEMT0FGu4SsWhlFfTKZn0fa5uHc14CjXq2WI5jf3Ir"
    "OfySCnXdPQczn5g9ztqVPR5J9pon2NXuPJ8I4pISjXs07CLqRveUdXqOpOPbKG1xkraqg9T/KfSoImaXKxChlZEpfbpYzGj992/K"
    "R7jDX3CFs3COk6wyxfRknJ/j4Q0a0vqn+hE+/RN+8nBwkb4d9Cfjts3B27T9tYjhFnn2lXxynSc9X2aUMvaAzY6xm60bcVxDIn4k"
    "2FuZ4PSS+q5Is6ct+dTCnqvZmp3jIMZqaYpnqQ5n5RCPKjjY11NiPFX2JLuSC2kzPfiUfgLvaxVW6yS5R60b9EPYx97B8TzPtewJ"
    "NE7oyxmfGZP4XD77Anz2QxkgM8LndBJ08EWyUf6Mn1hLKStnPeAsaNqWngezJ6xFmAU98iXffZieN17K1Z3MyvAf/VptPgls5Af4"
    "zIFcp99xFpbCN/9KFuvnwVj28ptPMwfytJpPOZnfXeInnMMMInWKXcZnyAJOX3aD//M0bOrz8GNP0m+hHRPkt9rka64JeJ6DiMJt"
    "6BzlWNmPyK77Mq4wgLMOtwWN5NR08UMh6zB25VZSRYRG63bcgU9d67vJXVS+GvZzCXbmFkjcxzgDz+O+vg4mwa/Ojl5Yxdx8Izkv"
    "1ngsla/ZM7cMPs8ieEYfQCMvwr+mQcarof3n4OqHwesogudYTw3UQBa1KvbTxX2XZpysmo+L6zcroE1YihN7idSTVWK1Y4VhX6Kr"
    "nfbNoHmHHo/BGFuXkL1vkZ6CeKUQv3+CptnAiqaLyaZxlvkp76daPGSZqa0l9Li3fXEHh1M2GugdNnik/B0ZF2zrGWSzSaJNJO7M"
    "GkcBPlHHetAaeGQuJ5L0kZ7NExfT2sQzmSynNTtuMVGVfjKHMxFtxp4sGe+iSUJb+UzJtXIwtNEaVtzbM8YuxdpPyREhV3j8oPXM"
    "8UX1CHkeOtm6BWZA+y6GvL8JOVquE2U/Me+oHLKffQ1MTrZjpD6P9uoGencRzhs1PVdvduA5tt64xjLRfIpY2C5zZJzF21Fn7CPW"
    "+7bYVxCrqUVCov07pNmA+xfzM86WjzEMGOsAuIO5lEqy7y3KwUqd/ZW478RKd6ZZR3qEFvrgcFu5RdbrpdjnW+So4CrotYH6WXCx"
    "Z0wY6nEyyxGtuQ456xXvhfi/P2c/o/oLfX/zEIdvkalr1ezvaf6FOj+l5SZKjDMhrmn88IoM8sep5BhKIe4fhSc/kfXnemgpw16Z"
    "B427GtcvwU6VMweyFvGB6zWrheb8FDrl7zgtz8hvWg5JXiXf4aevsWL/OnRHK0h2PV4vQ1zdGt5gBTTQIYgvX9RJuG6dvo0IbKnO"
    "kqchN9ZLYBM5S2Df95f+iETayHzIwnLEf7WIrlIevyXmK85J1ovSXZYp3zFpfbPDObW8Wg+Ad7UMPzFcuRrOBL8p58g6+jDWlWQ9"
    "aCH05I/YIUN/mMV6vkOOqWUf+GJazmpIh7I/9ly/ZhWZ7pA6H0N0ySA+2rlqzEhtO/hXqYzX3pJZfYUs74enr9F8Tstt5qTtUDlE"
    "Yjm4LurJMfqy7IHflfCoqsl7kY8dqvK1bOtSGwK92ZIdDjWMrZznkmQOuJGn1v5cLwvwPK62PYWexpesuR4gSXmUd19C3qpaaGRl"
    "BcQ6nAbL1Xo2fnYOrrEMHt0Q+LUPBoNwP4NlPk/TvbqamehvoU/+qmtkBbNUnaADRnAuOeRZHIa4qkF7e7z+sNlZbiAnbLHcLS+H"
    "b8NnvgU/v0QnhsPlY+ioJ3OgJHYSbTYz1TQdmwultxBaaQ7u56xgKvMsH0Mz9YQt6yV/I2KTm/qZRzbGZ+R+SPajWLOajEW2mfuk"
    "x5ZX2CrrDa61eqzsxZ7DjTpOF8hXOfo27A6HiHpPTTOsDDHypnUhs/VKSEcaaeVKeOqGZ/s7Tk1/rPk18AdmQuPlSYX85OPEkHmQ"
    "mO+ydf2aezF/Y/c8heh2zvoV4NqT4Gv0lUJIzkBIV1t5G9/TH17LdMj4X3CaC+V3PFEHnNm39Xns+6dq82OGXdeWc44lHu8gCV/M"
    "upIXkmNPsP8P4O4XQypvk25iiFLbwl8zaW+JtTV82VLIRE85F7qlVE8Wm0Xc6JFDrBL3iRim+WHN9vP3ZrWJS/TAvBQsdRd5RBaE"
    "N4TnIz4YL+cH0/0Kb9DmEfZAz3KZDUNSYaEiOF2dPWJ5HbNxKXoeRfSrHFaZQzw0NMKu/tuLvCy4SffdJeW5Mp0uaCuOhcrQo1y9"
    "7CDug+txWUb8HzcTZlX6L8luEieGcoJ58Di7ZfpB81bSTm0vbqZpK3F4+yXsfAixV7XEqTFP4XYZyO69ep/fi/mIrj2f+Xh9TjaF"
    "u8qNeo8cFp6k58OPWRUUyfVBEfy5rcWq28YKeQP27hXc+fc4M3GippmXuJdsLY6t5XTODJUROTzO3hw7F++SC6uEOeHajKxHiRbg"
    "qotHy2hZKubrRGGri/RoIs71JqtsDfNItfTmzpWV2FvrKLFejx/0V3ymjPUU8ycPlAgzODVEO7wP9sblJP9Fvo9/MKZrZC9XlFHs"
    "U2KceNXs5O8sLs9bwUlhx/lxgZ/YOgznMqIfyY/Y16lY1bl4l3kxe8hSaIOYtka0MkQMhbOBNtneMQYa6X55A577MNlJ35JONr8T"
    "Xij9g7S0xqCjj8ggLtsOZ8foOEQaODthlnYD5cLFTtYb9w3uwmrhB2CXZkP/r8a+bEumkTDTgeLquLt6XOoW8oHeCI+mCNZ3g1bJ"
    "WTILscNsrOefYVlIQeq3lTp/184zTDNEj8Xp+JJ9wAkiV6zTGfIw8YeyfVsleRfjtKA1RO1JsE+jIIef2KA9vWY7XYoyGIaWS7Sa"
    "W5ycJLXsxJ2Cb/6VtcLX4dccJFa3+E2vxckcil1sKQv1hWANuWb7U+YGcN6/ATGGm9QeLE09aeewZ/dTaoRciPzZ+KoLiBvbVyqY"
    "QzO+Qut8n6qLGX25c9H0pG34+RpyVJnmaQMrOBCxWAQ+imEHvSdLZG+5AD7kdfDR7tKb6MW0l31YK2ggCrl1He4gU+jHLoe23lNm"
    "QtqPwt4ZS+U4PVgsSz5Z74XeX8HnNracrlglw+U/WowpvdBPBw2Sp2Qq890NPI2GE3uIONQZIZJ9ky5NYV9Csnda99E2+PbNrP1O"
    "zxHT/plXktwxi76O5N4EnLJPkY35DPbKu09sI0UeFb3439BI3NlzaCSma8fA+lgfv1UkzxQ3w778/yPjSEtpmu1LaEf9OyKI+bo/"
    "7GgvaMQnwmflbGkTdM7BWafU9O0lzWzd6HNWveXPcVD8//9Kdu2S7XlC9o8mfIS6iSuRrlUXZapqccrhKcT2P1QamJl2Ot6i5nm0"
    "0xv0N+jsx+VldnlulJfgXZyG992hF0vLHBO92Wv82T+TXVetIn6tSUr/jEZw3SxFvoe7o++hTTBWT9Ge57MOWc28iGXCBiCmKoc3"
    "tp79X3vTb7A+rTnQ9NfQg+oifYJ9odM3q8VoLaDh1+n3nM21dW3g3aY0zeoVeLyi/aTcI0I7lrJUxptOURfFt0Bocj+/hsiebmVK"
    "acnWq8M+K4F1MkQM6/uuJ07GR1JPnoY4dVPCI/rH2f2WJCKyVSR6sbMtQdSFs8Q6R37l7NM66KF6RqEW51pVqSvlZCNO6Jkeq7GG"
    "GXuHYri7HEtsieGS8PXprbDK1vm7FzWVyV3KMyOEnrUiD77nQZySnseOdPvUzvKlXg2fd2s8yQ0SIK7pB4+3GppzBLn7HCZIe9zp"
    "3nilBH5BK+i5yeyYzW6zyj2D9WuchV3rY/J8vQ0S/zWuZChqsyABH+HqNufQg2ghcerRIn0Fd5HP2CrKbhynDbs302Ru8q2BmQ5X"
    "K85jR8E+8h6u8oxk51FrJbXkdarQEyBBmzituZGR8hL6RSOoCRs8X01f+gAdM6x4TZo0mfGjW2fuy3XEaTPZcsgH/aUJqaIW1u0X"
    "or0thT8ThW37BVHUBMQoN7PiYZ0/jkvmdDlIXBY7H3p5DDRPFXvSZ+ibkMszaG3K2WP4OaMPx+injEqa+tm2nMloQyl/Df6c3Udf"
    "RMSt4BcMw6qMhWWtpw9ewwln65A8EruTZKVmiOSKKOfqLFbzTLbGyLPsA1oL/ZHk3Ktd2/zO74klaVHSZfAmk75fqJGrsJn5t0b9"
    "pyS9n7UntYPzFCI8t7bTV8KzWEf2vxhXpjURSAuZf7Durp8gyROZgSnAeW8j2bVyje/FCskD42zQAaw0L9RHcYd52B/D4rsKZ+BH"
    "at5WkmStqQMRQSL6T6x/AzvA1+bw3wplImsflns2Xqfe9DTsib5BtDFBp2FVyqg/vgnszNf5XlvDtWiErS+kRDSS9XaUbOL0bwNj"
    "H+tdKGBfxTAxbVTP/q6tZBUtxuvktl0D7TMTMWM+0bcb8H0Vugp/uuBPITMumpkZUeY9nNxeA5/xKFgH2787cQcvYJdayl6BoYms"
    "Z5xh+ZMLEQ/vgQjS8jCrac9dXmgbap79xWFslxONLuYZSEspT6Ydr5DTpWc4CnsyT17VYqJfHhzuj2jpjWAMVulFPONx1J0jIa27"
    "c7ouxQpoH6mnTjHtatnOtcxcPSVWYR2Y2Ymm3li7jwmIACI+4zKSmWuTilsl1gwbvNpHEiFjN8sS/pY5R8mM1jHOwf1lOymmFm9L"
    "LzpK1Msy//wOZz899RRhfqKQk8umu/di9FtD7+wwacjxSkhMfLur/WAPhvjetwaisxjzawV9tgRXNEKO8Rji5cZmuDia6R7XHNjp"
    "Ns1TQZzDZGa626FOP4ZI3DrcDsJr9+As5MPWLtRLEKvavJrjvoyyHlBJnzOS896i8N+tw2EatN16mQR7U65BEEDWUp4Py3VG1tKO"
    "FxP5O53pTWnzWSx7im0Q6fWCDl8D/bURPv5iyHyD/lXu91wPtZ4z9HgpZyapBHLTMvhJLoa+eg+66hA5LVwFDbXUairyK/52rZwg"
    "H7G/7Wcdwx6I9+QGRLrLfFbC8iG/sbd+kATSxADchP7YTvKoYXtlmDdTrAxFWWk25k3HHZ/2d6NEk+og6dy066tNY/32Zs3Y8CzS"
    "qAgfco0dbmaFjuacwl7Mkh9PtJla5vSMJW8lrtaZXGsr/apaJm0O9FhjRjKOp5R+6u1YX3ko+AZWsWVgWYqpiLJ64kweiXN4YY58"
    "YvZXroXmqeEEj2a6htw8VHbesYf/oGvC3d2fYTH7M68o/MxTfDYhZGa9mlW98H98HcdNP9fjHPQNJhHFLwqpu4ZVzDLKzuVEH9jE"
    "vPVi4rFbh0VbSMSr0Pmz8O+boY2K4evU4ATeytyU9RqNF+vH6glv6Cty1I2BfLQI+uG71st1sEHfa8RXFDo1m9B0nUdW+duDObtP"
    "GaHVU+O/JRaFGOPc4bIvfra9/E0izIs9invtJW+QxagcurgHLPz9Og5+ivWwTcxL52kamOVV2t8Eq1IpopLvxLmsRurcdJfcL1iL"
    "Ufo4PKcKfUF+hu/XVy6GNfq71PnuD5Ok4/yEQpK10OyYPRP1PDlMXsfT7Co2rbibTMMaVMHeu5qq/ervEZzUT/it1FLal3JWEVLc"
    "pRQ0yQ96bXCalIQLtB/u8nE9KG++XqU3hKvlEmiUlv456uh3f8RIpzWubf269nfDODcECNOFG1gncP3bfzRJuy/W1HXbNPB5ilm9"
    "f5KZE7Pkh9LPjzN7lGK8v5B1HCdvZmOLPOPucXh/ywwHU/P+kI60qi0ljcedfmWwbCZDq9DDcZWhqD5PG9hSLpXs+L0R8kFE2BdU"
    "po9hzwZizX/VXBFyoZ8eC/1E3bOMijeRQXmKHiPzONl7kTyNZ56rD0Duz5c0gnN6z1K+RrED41djlrFYNN1tm5arbAxelX6eIdS7"
    "YUsS8Jhc3mWA1JOXJaLzZDxZ4kv53lLs4TPw3K1fcjKZ7Etx5ZHwkkfIJC/HkzzqvcMPbkXkt/UasrpvuzlLp7OqYOiRB+HV96nB"
    "HSrql6z2G7JlLfZigO+/TnkugpBMKoaBZzHVEPkd5/40+Qk+zr+knZwtY/DpFTipo8XYD4vhS98lhpz4ITGm1VcP0x5Sl4zUZ8PZ"
    "zl7LeQc+di0keS1+z4MWGCH5rLjN0FOg0W7C841FdDILJ/AZ+EQHQRq+gWczSJarVUCsS2w2dvgk6KPDcbaHi3WIluJT5Tg1UcjF"
    "/uxZrtHsLOiuDu6YEvt7zFDrejJMyxGQ0UHwJ39DdPO7GhP6T/A628DLbkkeiyT+Vobo9yNySr2ph8hj0J6/4Z5e0odlDeTwapyu"
    "kSJBL/pGjX4y3XUjHEFdmdRn8by7sYIc91Jks3vjZX0zeavzPZ5m+2yCcho0R0dc12YM3oJMr4Cu/kZ+losy8/XmgbXy/kVXcexE"
    "rRDrtRPLBVbwm8s4MWcsdzYxM0w+xi6Pkjp2cpRCg33AXL/DiT2XMvSeR344XFxVMsp7dHyTfaSCbFLpjG7zumJb5sDrOfF8NCIM"
    "Y3CMM1o1f24l39VR0uzvW3ZV1rErq4e8JTYBNxtrYbNlv+KKU+FJFmjboI73EYPdugT7kcyZDV9K1P3GTCUr1Dsk4Wfu7ZM7+X5s"
    "h96r5H67BfdWQWTlmfAWL5Or4PNVYo9z4Ytt9L5KUo+mvqxi9rUKUnUGpyKsdrEaMj+QHRoxz9/gnv0DvT/jEdoEwmysQAFxVFbq"
    "sdAvqyBTZ8h06tAKnzdvZK1rXx9rxPikleRaWM36UBxyGlHD0trT53ecrWuaSzOmsb+yDrSNJMn9ZH1xXWSN787ZgGufjiee5ZGq"
    "LK/QHb7G7/oPRHF2l/XsFynGp3rA97xP7pF3wp/k3vD2YE8ZHZwZnquF4TWyZxDTb6WaGnS6l3pDhv3Z58bSq9Ah41nEuVrZPpO9"
    "Rpm98p39lQhZ01x3fjljigS5mQ6jr2BcZl19Tj3MoFmN8N1xSe0mF0gRJ667yY9YEUMEbPTd0mnMrH7MCV0DXfsFfrKtXKFP4opP"
    "4mw+orsEHfAJq71ZJvNLvY39hwOh095Tm+Hv1ixr1hzveoqfpallP1I1om3Lf1WI+Z8L2SG0Ut13Gh59Pfa5ZUbCmrqbOvhMp0iN"
    "x/hLv9LXZ4TsWVeyA6IhwyZm0wm7NkPpSH9mOyLJOD5im0S2zjmLcgtZ002ye+XfNUUL/KSOXs8YdnPF9G+I0Bzq7Z7yDHn0DqE9"
    "Tug7xIGL8rk+ZI7jSjGUc8eFZlX0kewwr/bxucORKaH02KfK6UfdSCbxUN18kFVYrWPPuquyvVILTVnIn5X6yWZDL1iqzzWrnjfv"
    "K7Lc0oF6i07Byd06HKNv562FDzIOHvezshu+969i/sGJkp7AisIOO4TuIs+AYNnMUjxRCXTICjx3NBPl10M3OV7ZRnI/lrLfpatU"
    "MhKoYD9fH2jc7pwycD5SW8/Mk4Suj/Fpyny8HvU9Kyv0DKmiJ/WmfgGN96LaDEg/eBinQu+cFXzNnr+n5RPiw16ISMIwZVw3X3Yk"
    "FIcj2dF3STtchR0lzX7g9L96DI30Ohb6vsXQV6niHokr6rkijqJcFvpvS3o0h0Z1TC7KpzqZ1XjTjifqGzIf/qDhcNmMxe96MKR5"
    "PLOU2bKG/9tZq6sgw0WcJLCI7At4phHGhx3g0Vg/WxmzSGV4tS1zYPXw3uKa5t1pysoMJrptyr+yNa+hfg5Zc6LnZr83Qx6p5ry8"
    "i+FCyoL9WqsPius3MtxGQxhNkvkznvPbrLdqGaurm9gr/aO4HM5gYh0lmFGJecx260K0bq3zcPrzPUPrPGoK4z1fxP22HpKxfp8e"
    "8hgW6zROZgKbUmgr1steyckjq8i4XMYdUsQprGLK6iZI85nULB3lX+L40S3ntJKsEOXe/m8vdX5CL0ZpMqswEbK6RPcWw6FqKUvI"
    "A/G79IMf4uYrOkFWrxTLspuP8Kpa518+q3AXMrpqIDNKSKaeSlhaO8H/5HXXEhMcsQ8sQNsc1cup+nesfj+Zim8dILdKI9GOp8AP"
    "Kc2gBoXep3VYsTaRdwwr4FV+Er2BNsyxCtazYzyNJdiWaGVXSsn/eLpwA/tFzY6+LQ1kYk6xW8dyyxub5RM7ymWZfOIo+Z7TFlaX"
    "tJn0tuzMswh+CXZ7lLyoC2DVvtfb5VN4AxGs+r80eyWyfRBVm/zfCA9ovNo3FGOPFsH+VHNqsIF88zbjM4YdqbW4x/MQx02Ux+V+"
    "fV8/sQoTpPFIvT0o8BFuK2aFTVfvLQ6fJgL9/IlE/JRLHbEhzErNJ07wd8yYWxdLBedObQpjE9a6m8/zuZgs5b3yBuzsKMQEdyDS"
    "Wah74t17yPvwFkYixvme1tfNFP4TkXEDruvyYs4q1xH3Z5nWE58iwB29yZi+eT47zYpm5/cA/VR66mOQy66IHjrIE9Jd9w9uhu+2"
    "NbE1avRRrGI5Jz+NUdC6LByTSsrPNMa0h2e0aeBcQ8xXRup5l6exr9QmI6xGeZScKzZNUwWrU8++5V+pkxy27FbkDluFex6HHVvz"
    "p2ri7cXi0d7kKbVpCcOr+h1xxyBxTAPjmZEown5uR6Ziy6IdRU63KnYnN+DKq4it9QjO2FhZq26OyNXU6piLLtdcM7hJfUxelYsZ"
    "WSbofVidxbrmv5MZ4U/hh+FYjYcDZDDsUTzsEdyRdz4+eABtdrpSnPZkRa6WzVxlZWY8wZprHm1+ikhGy7gOCfiPMc/AajFivZ4i"
    "09gFdgskuUZ3wNMvwlPW6XGyTCdB3qP4+WLoH5t9OxpR8hR1/lYN4sladtqZx2T51y6Q/hnYr0bszDBoqzX6jRQgCnqI14rxyaN6"
    "HTF8kx6d+7HAUMk3cap7OhGlVupdiMbH5cj3Vng/TTj35SbEiuExRnO8kn2KJPtnWsgmdX2HLeGZGdqFsSHX6FlYsaGyjvbjK/1R"
    "z5fv4G3drsfLUFkRXhbU6uzg1XB8WKuTwgfC8rzl4fPBEHzLWHwqEMd6uQc7lmpYVd8I+cuTfE5Klfo5sXU4TRHPdFHoNa+dkmuk"
    "hjbvUVnp+UNOxE/a4W5m0avfBO9xF3lEnpf+8oJxcYaTcGZHwMM/Wh6HDnoeZ8r8thNkMq54gxiX/Ls5+m5Pg7Wq5tx3MaKMfOzM"
    "vvIT9G4eO/2N/WVfcXP8ViEYTOx044p0zDkJds05FLyHxOY6+ksiw2zpkDgCqfa953/cpRP1eABODvp6JoIaRgvZrnOLPoIVfFX/"
    "pqdKp7ybta3ehb3sJAskzXYY17fYA6FYiSJET2u9L9TaT1g1eLTvBOxo8wp732YV9rotau/9/u2VCo8kVE2/zXBErJdzpCjnXNUz"
    "YTidPJpPVaJRn3syhEw3+W3oTbv5Van00xBpdoMS5odCRtzC+S/NsDhumRvpnvmb5RM2wiaW4FutJ2YbsfzVLtiDY2UpUfgi9AHs"
    "nSG7FJp65rvIQo/aZHdwJtknLLd2OazfdvjWY3DSp6t1BAXyFvSU1UtbQjI7yUydoz2DTxD79JAnPfdDKoPqZvfew6979nh7I85f"
    "PWNkhwHmZpLelDr25JV57psoPbhnpI8YL08pzkPc53xcJ/BoGUC0xO6ISSqJ7W6/x5DxtMpzCDbn1HLxaUh/Kfsr8+H3tiRT3bNY"
    "t90RBedjJT7Sz7B7tcy8JnQdEZ1K4NHlc5K3CcGx3mPRO8yHhH4QbKd/kR/1pmC2/gMr9ze9AnHgI2rYpY30eV2ludLjVBkWW3a0"
    "zH6SxntJ+rNl31AGP2gbfF85o2LL/Ro7aYH+Bgl/QLLnrw+Vz/U+7OlT8Kp2lq8R9XWRb7VW0oi1jtMqTmQD9bNZU/UGSMloKdee"
    "efdpX70br74Fn+xmyV61qmeXZLFeJCfJPqwuJjlpsoiIOYYhYp2Zx2OdyxCr7Q7t/Lnn3jDW5ltlMzEgDb1/Ac5Yws+9N2Ty0ele"
    "mezYmzvIDfoOdHYLuVs/Co5GVDsX8v1b8Li+AQ98kBgyyQbYgglq0y3tcZ02YpP9MfpzxrGzGXJhnNC1OB2lrEApMQWSnmcjJG5I"
    "A77DrOh6MqytxvoV6/OQy2m4t+Ml3Q/s5mYaqLk2aRoDMN0x0CGTo4nRW+8goUeFOkhsarcAa9DAbvu4Z0pcgvWvY+fpfjkiV8MS"
    "K4EFd3vj4r2Ffh6oBhJh/sausre4Oagij9zqsiB1tGKu59mm9fb1cmhrXsBd6OQ12Y5ex1gu4AzKW29e8TN80nA/voGUlcHiTYT9"
    "uhGvPYGdeEqydzNU6C/MBIWIUpwk234cBx3fB3txFPTTXtIleAra62i9REeFPfLmylh4OfXMm+6Kna2B339JYLh1j+sFcoN8h7jL"
    "IsjZ0BSGEbe9DGdWqin31TczFRP3+t3JVj1XLe1TOz4dVdfPkKQf7LAtzCd9Uk6Hf2Vd0pa3flcnw3L3Zg7izGZ9tylKf8hndzUi"
    "W3nD1/yekwLni/XkPCaTIVGG+1sBr6NE74V3vQgyWYpzmPRMkTE/pW/Rdgvy4hlaS5T8QynuR8JzakTwXZvZl1AMW/kqJ6LL9Uey"
    "WW4tu/4/4t4DTKpq6RquM2RFQFEEUQEDqCgGEAkmBDGAXgUDKmJEzBG9XnPOAXPOATOKgaRIEgEByRmGMMPMMDl1T6dT/6q1dzd4"
    "rz3f997ne95fH1L39Olz9q5dtSqtEsekGfXaJQYcZ3dyMLyQBOtxyomKLVcwndE1VxmwghXloX+u2yhN2d6x6n7r/DjS23/LcK32"
    "c6L6Z+a9ltAqmGcUwfdgr3ka9S91EClmGbO/k68HEe9X0BKuJ/K3/m5X3RLzPGZutzv7uaYV8N2j3PGZmc6DkN1RI/UH7OEfeih0"
    "+VzotBJ9C/L6hrd2TaTCP41IJz/n21iW8uh/nyyO/8vO0nAyHvSSOexU7SsR5lSsj/sMKWFMYwtPgMU8K7lTSyDnlZwo4rhUIhnW"
    "+lziCoUdn6EHZKS2wndJhaqZLtcd471pz81Z2HzmqW3i7xByjaY840wDZiEdxrLcdrwe5tiYOr5wQ/RjWHdunfELGNuKMg5u9XqX"
    "erRQro71POdv+8dNdrN9z65A52fIMGi6c2Sk3BMuIC/YHB39Nx5BINuZjF3XZ77vr3GyfQj3xDyryzlRr4zsvAeJ5aaMdbxWb/X+"
    "7B9icp/PPs76JvbYeTHM0zvDmJLkNLatniNYGadx/3X0OaO+zAJGyRqT8J2ocej01Zw9sJ54yGIaK1jZVobT705SIXsvWvnoqWPj"
    "/ljPDwoZZysme0IRa482+664cj8h51N802xaoAp2NqaxRK2fiKWsrogwUmdT3eKU283EGY43voBnM5f3bV3yJeSxGSwP4f3uO0Qd"
    "oqwxdVWb/9J32W9RyrkVB+C0DJNLZBL0j+tItAzLB5Q019tlbJPZ7YIhAde31ZXVE8uIz1/kZIQyvz89ZXstn+GS1eRQq2P0vIax"
    "sBoylUXwvf2BeX/Aitr876tlitwvL+j38JL6SS2v7OamVpHLfTArCdvCzpTDh/oZenUJ4wXdZJicgevk6gzYwfaQy2F4ZxFw3wzg"
    "6TFyLO5kPrv+XWVWGffsLnFZuZG42iuwStY71gKI8XwZAJRtvAR9xekzV394IDO5SUpAZzE+utOlnL5lhNGWg6jR0t1HO/mq5hQw"
    "Ukm9kWDHbnWO1PnKL1cHZ3JjE7ssfjgHeMd+ajHu4CO88xExei6rvUuIZ2xK676wsSnyHZbzpCfIUldM1gPrIsrOInYe7Fwv+V1n"
    "EtFthY6dDUnZWT7xkauUbp8vncrU5E8kw82HspE40vrNyvVlvU9+wVp2Bf4yvjw7NxvU5rgPkWLPotiFfFZFrFo3iV6FvSxhDijB"
    "SuRDxEXnbqFMxTOnpItE6P+l/FS5cfj5M6SZvKtT5THrMrCMj9wOtJGdbSnlPSZ7jhO9lK6n1arTlGfKuZgZ3TJfV5kPjPIBsOT+"
    "cjeQ+nXyPDyK5vK2jtKe2IFe3gOx/qG5fnrmidBC9fGuZGNNzd6tskFfkDx+z2+czVDC7+krLTKau+FfNLm98i2tnstTut4Uq2H6"
    "Bnv0opZ4VOC4KhyTwVS8c6XkEeFahUMe1n4a/nWoXApsOgpacQns8we6XE6WV3FqPwSyehY2rch7hpbhG8hM3Sr8+xmZpa/Lj9wn"
    "y843Zy9COXDvfPI8udqZa6WGOL+ImtRszyO05a66ck953TOXpah3rQY6H6e2wnfYrwAur/ZzGSVT859kb21PRiyL9Wh6PSn9GSg2"
    "QlaMjfh/sGRnIc/D99ZpxNfuWt7b+n7ymbs4UCoppSewWvsnSky+DuUkI8dQeYJY18ePajPr5kHm10NTrNH3xeR9kDyuN2O3J+sw"
    "yJhFjU+W6ZD3CDycebBCNdR1HzG7bfUdrgo47mNKxj+bg2c4jjWv5r/9ClSd4OQ8ZX33OfCdjcf9enY5R+mJ2/r093kqY5BdoHl+"
    "Ql99mQdjIZuvq2Su3iSjcd9/4Ls/haUPafvixBgFkPeHxTzfFfj7kfVIvDHL/Ym9KMdJMhb8y8W45Y6TRsGpMoYcyv8Qm320HLuU"
    "pycEudiBEugqF1tfg9O7jRUQl7Cntpqzy2NeouPEeCO5DjZV+Cfor8HY/wD7uBK6Pxf7PsHHybrQHtZlOEJdnDfC+V19RLz/VErP"
    "0PTDPGDO5dpBpkKirStyilWAynDs5WXM3BnLeBvilwjzDYl6Zim0wKrtRWkLmRs0dstixo/fw/7Mhu3O04WQwn/Cb7LJ4J+L61y2"
    "LLP1FiygFkjpq/Th35E98PMl5Oaahz1fxTr9BoyNbfH6fxQnPEVpnSpojVrBDhbx2Texp3IIe5w21sMFYrJTTi8rwjr27vQuaslj"
    "v4JVVGEGfzpe0Bj894lY/4vhed2tF+Aex+jH8gU+uwT7ebZMYmecm9pczhNW5fOuVR7zh143ObyT/Z3OUpGpmE9XQ6bzJAN3iHtN"
    "+0s0Z3tnZbr2pZnXHHP5afdqP36+qcf02erjLaOf8JVHbsZUgjU+5ukMlSqf8auFTphPHF6AKy7Um7FPE/H6OOjTSvy8IfYT5F/B"
    "alypijnLGM9XnCv+Oe7np+AVeSPsp7vqhdbTLtfovHBaeHJwcdBODmO3u82kHSlzWJlepobrsq9OrbbGPT7l+Vesr83FJf8kd3h7"
    "Tl5IMIJU6VfqSJyCE7Cn81lZfS1ZoKvJsXSBDGG8Lum/oc5HTwx19JWEzx63kXRdYj6x38x/ixi5f53EM7ePt+8O1UumdmKWmPbs"
    "C2T3IjRRVJeHH+H16VojtwP7luHEHGKVi3IV7qxGf9Fvyci+m16tj+m9+s/gKJWgBsigfXCRTiYDm/He3oRTu8FX+e7MWYhztVHO"
    "vTIAlvALHQt91B2vXSv92Nls95LDeMsBXpKi1MNxdSxvVoH8PKcu2vPafazRf8JT/UN/BwLuHtwgNuNhHa461U9P3yPDj2jZuIRn"
    "YrzIV/+oj1AodflK/rTrUnD4KMZIp3UpZH8nClu0DRp4vY7HffUHKi7VtcDar0l2Hpn/5p1qyN7Rcqa4OXmboCn2hQSuwLeXMVN6"
    "EaXGqgJOoMRHyFdjvtVQz0tdk1kJq4V/FfrvWCDPGCyW5Y7PZ9XB71il9IxPy0TGsR8byByS1L30UZ0JbTUFchrXWZC6BdCtsaCc"
    "LLPbyO51DOz4VdKLmHQmLG6+3iYDZQExUozTOqPE1MpqMKtAdRbYMMQSyKB5iUtxp9syHpxVbd8guxs3F7likj6m5PrcQ0YJ7qWM"
    "nyVugtNGRlbSvpnh3w1+PspWrq95Z28AOQn8symZOhTNcO3Y1Qp40tOYJx1jaM/K6CSjCjvLntT/NlUjwbqm7WcuXWfWmp9d+zfR"
    "7kNot78EhukqwwLj7HlTXtKHYPdK9Cx9gIxwRVrGjPUUfGcVEYlV36/DnR3Ees0+UsHOlgKcgmOhpzayQ+dLsbqP82W1nxNv1mWA"
    "fIJzMl53h67+Cs+2Vm0KYHc5Xc6XR1ifHmd1+hZi0OGyQn7zFVSmc5bhPuPqPOV5ukWyv3MF5L4JO+mMqzcPNtHmoX2qKyG5I/Bt"
    "C/VtRth/wemIUmpH6LvQqg/rG3iCT+CVztRQztFY2DX4DrKzC9eyHb3gRsSMvckOPpUMd3F2+7/O/JhJ/G8yVGaSxX0bUXGMFdFW"
    "3fMe/Jbs2l/JCmWs+KZDDxarb+8oN4jNmRyNle6NE3ATNONi+izNILO/4npT2JVoub1p8HyW48o3YldHySpWclfrnfB4T2LnivWk"
    "rGG01HYrCQswIFiEe5jHiPw4aMRUpkOtykcylX5BHd79AtdYRotoE4KG4fzN0Bd0jMR91XfK92va9EjXZVVBlFvF7uFKoMEyIBVj"
    "jLtAHvNIX31u0yIyHzKCsEY2yWt44k91ZzxNAfR5QzlKx4fG2/lXO+IkuB9+ZX/HpgIlGW1Lkdukhve5nFnZiNe4jic79DE0m8Bh"
    "Mn8HVnsC1sDmn3aD72N1AcfA0reQc2QfZgILuGo2eS7Xy8CF4ubtlDCKZ35zDaOhS8kYbIg6Rhbkqky12d/PCFmht0Nb3ofvXwhM"
    "+i5O5jcyCJ77x/zcJlYRu04Wq6tzWLyrWM3dHOicBPuurU7pSPholZyF6NbGxdkdK8s+vEbE30Fz2dGvTPgK9PmsaSzGSS7g+lSz"
    "jji7t5utcuQP7MUayGIh7m4rTtY0+LUHyR3yBu1EA84BLeZZ6S3XSLmPe90MCX4Oa/iDPo5n6I77uBwrsA1yvoxM8QXsrm+DexuN"
    "M9JK5tXDMrpRhsOHsg7i53FmK+UeoNY3tEdwIbMlIasYEz46l4DtuUEukXvh874ZvIZ7/ym8VA+ELY+xcuc5xl9j9OPdfrvJLJdg"
    "X+ubk1Ll8Znj3q1h1cTp0lZ29TVxlnV2tXH2ThTaJntvUg2uUqNR3weylVH+BPsK10O31rA2p1J38/MkTpY4p8Jt06SPfTqO3gQ9"
    "jPPpZcdZ0WDTf1xOfX/yax+Pa94L/bccftxvWLn75U3pL8/oXVi1IdClxu8bhSWw/nXjQLoMuzRQbsK3jpXN2OU32QW5GaepfbAG"
    "13oE749lxLIKONbm5g6HR3SNt/VRb+sTzIJ3k9BP40j6P01CTqJ2qSPXXBvPwpfwnAYJSFVTcjVEfadZFEgqSX7uCPXRClph912W"
    "ud+N1VMP4a7u1tk4bZPgZ98sVhf3IOSuUkbjPippOc+CBA+AjK2AvPaBbVwDZNiYHkRNRvu0kDQXQZ3nDnczqGxdErybMj1HT9XJ"
    "2MVteOYi+JIPw8tvJr1lfVCsh3m/dFdJdz7XMudVydhyxHfguui0m1e+zdeLNweyMas8XC4Ti6OtI8P/OWK8XUVk4yrWO8V0VS1j"
    "o3WQmBrWW9ne3yrlnAGa4PVTXLvOUunr66P4ezHXaxiscYx2PMoMS51nf//rf2k9MgESkuaQS/ppeoey43c172GofIS76UvWn3yd"
    "IEWsXjM9c4HMZv6qguvYm3IvxDjNyJSQ8vPr5f8YZctW5dZWHLoNcY7Mngf4lcM82zfYhaMgAe/JNKtKxQldDY31jh5I+zwOv273"
    "MRr1fNcuA/f377j6EKdZOpGv0iTiWfgvJeQks1M/juduIZ5lInPQ5uHtT2bodJwrBnvluBoqfUwz5nvmhonz8xLeAs+ilbNVuZQT"
    "Z0rrWQPTKZf6SoFC7nOMtjrlq5+V3ACOzeMe7/8XMNKY8LH1JLXIyZLOUNv5/UZKWaNpfGF5xLih5+XrJulZaem5oeeym9f4I+fr"
    "OpyvCjUGk6ehLRwCDrw1jxFF22cOJGu2rfEa5uQS5LUxTLpfPXeQfUqwdc+vho4o1ZdhH26FbO0hX+OEXwTL2BlXbI6zvkQfk9f1"
    "OukBP/ECRkx+xump9CswWMr8ikX+0mOT/rOxX52454SdJBaVn+Or7GdpIbzat2SYjg8sh7Q09bZuloZaIm00jTrbSoT7Zyd9sBSz"
    "isVdfed/i3YYj8B8nPG+RB7GcficWAdwKWOedm/H+yzEj7yGTfc5R8wfKYRerSPnc1c5Ftqg1E+WWENNEderZSROq+V1vsVeHk0u"
    "hjrdl90sB0idnwJvLPmmKy1vXQet+rRYL6VlVss8R3fKd4PVsjfNnZbTIZH9obWWUZI7MKJpO/m0fAUPck/2Bcc4h2c9NN827taC"
    "LHLdUOrLvgRkbrD/hknE9z4EYqjkW2YpjCW8d1AGPXQ4PJvNwNrjOCPkP6/Grgl9WcZogdwOHZKv6+V7fRceZxk8DvV8NcnMRIcG"
    "tMB1jL70Z4eBZvSiu6PB8EmqGb+N+ihOgnPftjIrGPOTa11m2mW2uwAn9oWvtQcrho7Dv0qklsz3xfzO48hZ5nBNJMMTvkifgUys"
    "gT17g0w+C5ixvJF6qggW+U2e9EJ1rBE11DP3QpO/KZZ7nKwfQRc+BZ+jHfDb67jb+7Due9K6pZgTt5r49ewVSpJnJOpr71xFZoz4"
    "7DtykCR97YOdg+skV2v99CpXQxVlP0p/drHEOSmozmc4zBaeR7xTzpzWElZOOwTgVsh84DeAhR8IftUZ8ihke4Y+CxT+LiT2WWmE"
    "p9uAn5mJtZquNwWvYxctL71e3/q/nDn8f/uOIeIG5HK33HjaMllPeR68qQLmdAfhJNVgvarJt74qw02SngPSXnYhIrNOihX6Kqzm"
    "mZSkQvYkdZIf5CtorR5iLAgB9qgTK7Mj+geet7OMB2I+IHhG3gre1BdkQSgyBJZxb60Ny4lALVsWo4RYbsXmj5XU04NrHsRxZAwS"
    "9iSp58o1X+sWeKrGG1bMSUIB8HoZ50TeTa3vkJCrpE9xAqrTyeZ5XSsRz1QdYw7QtP0wWMixeH2RrvTzjX5Tm4Zzno+lhKzHd1MT"
    "KshOa0yoC+lVH8tZajGe6DM52WiLn81j+Lqfj1WWsQurYVCkXwD1zdWRcgt5we/AOlbhlU/ld/IulQDXb4IO3obXNsCz7iOvwh/8"
    "jnJeol9DMq+SKfj7OnIz/cFacvWZqqeY5VNmmx6Sw7HPNgOqiBm0WThBv+tnwAx9gTLHQA8PBgKy7MhN+pquUMcq3i7DyWZ372Z8"
    "1ennnEYS4XySy2FbnoUeXsa58pZfipNJskYfFYsrNJUy9vDsyDfocFOab/A1nOrlvHIVT1cZsaHhta+5IyaLZ+OKQ3xtWC1Zuivp"
    "y7v546XkOFiFe6iC1vueT/k6NPRg+VV/0ZOCkfieycCfNUBXveRp9vpZ/uRk6SA2DXIwo1mFmclRxn2WyzNZyvkojp3IKmn+6XVn"
    "DJJb7nuc4mTac/6PdW+1whP3YA3POmjqPozvJFghYpz9blbPOuj8Y/07VfXkFzrJS7JYLWN+NDCp9Vstgd54Ul6ux8oUsaoyCa93"
    "E3WaxQ7Nu12ntZlJvJUeYYXk6egvb+FkPwtbNFru1t6wKQ/qA1bzH5wHie+kY/VFSOUoYJSpkMAVOk1ellLIwz6wAftonYwKnpBH"
    "dIgxwIYns+/8MSkk55Gdqj+Bmis9A3t2FsvsebOPcG8BnuUW/DoD3mpH6JsXZK5+76eQL7NrY79ewTpGcF4PlF/0YD086GeTbYKz"
    "dIYuDZ/Duy97noVrcRZOx1nOg3W9HKu4DDJWy6zmUdAvvVhtXMZIWh29nqg2hKc3VXOCxfDiR0ib4GDdPajQf+hOeO8YXKEV/bs6"
    "P6EgQW3wOd7bRfbDPXwAqVugo4MV0CHXyg/MmsV4fRc5sx3aG6f/IFnHSpiYZ3rL95xJI+QMOUnMH0pSb5QxvpDkXKyCeqaY1ejF"
    "eMc+s4l4oNyzRtqce2Nh/ZW1cxfJRnZJ7Cq3QkO3gzfUCjL8Lv5sLcbgZlxyluuM+HqxCtq9CrXqp4OlyjM050LiK9iLXAo8dYPY"
    "qk3R7BmbPC2kXAJxsmJ1CvTbUFioVb4ObQ3jEFdLzNeuWoVVO1mEdXIxvhI/77iOGYsSaEbDDuYbfONZXnLEzUWq812IIavUHGeY"
    "IcXDgDQflI2hzSC8LKgIZ0PiW8vn8kDwd585ybN82YyZLaz0sw4Vh7vH+3iPswYR7PqDwKSOneUxnJaDoYc2M06T7+eiVuvxUh+z"
    "73r9hbkfy9M8qfcBMeWqRS/ayi7B05oKS8lQ8xOucrAsx/0fgG/c+W/QQErdXEybILWfn0cfy9RpnC67w9L+xn7CGGtIE7w7s8ar"
    "dbG3Wa4moE9m6lRvaNJSzme/FqsyEXpwNVbkN6y7MaiXM/OfroBO+GozmxLVTGYy321P9xZ28lf89GusxzQWnk3c9x90fbAMfx+l"
    "E+rlFt6bTMmug3d7djWop8NyNdmyEprm8txbjDnNnZQi7S5HeZ2UZFZ+tbp+8lvhG69Wl9P4kDHuQtiXh0UkPS2s7i8ZjXbSGkiv"
    "j6ziCXacEHVq+YiD8dopkmZkMG3R3veD1foeb6szT/mccpLT/5Q90O4sf8eduVDW+4yOxYEdi2gl8cp64o2oPiwumlyN/e4lxi9f"
    "xgjRb7jWvhJ6HRHHfaUZ3SwP9S61SUpTmVkp6dlfj0LvbWGk+TaZLJOgMTcAG1xCzhCbPbIz1z66g9eZ1t6hr6Rxr3X0/PB/jTi7"
    "mvgDKFvZouEbsfKDoPEPhfZ/G/dienEypO0icZXzdayNLvEVRmeynmoyIzkBVukF2OKlkKsirEMj+VJSmah/a67rvuLmnVTDbtR6"
    "rWx8IMs0wQ76KmiV9HSZ/SXhrXN6Vko3cWymKU6/jhAtGevSMVLMPY2RYyJGSYgSJd7NqEiaRy/u60o6ktF6DRBUpa9+LKduNNl4"
    "S4ylfQvnb50mlhOcriuklMxfxdz5fKzPcKzPMnhi3SWfcyu/1/p9hX/vGG2Q6Rz9n7Jq1NeLUA4Jach1Nov6D98ZYTM6bgOCrQbm"
    "fEgOkxOwl9Zz9YzualoOumwsce9CbRUYbjLveCGucD6ebE9x/mSxlHp2mggnKITs72/GCuAGUkUMVB/HdA53qCvloYG4KW75OI2D"
    "cGaeAMbohZV+BdbGKoYCII4pvPtfaAdcL36ln0AcMjKX7R2zIh1Y42wys4HVoDHGUK1ivbeUeaSXr24qkyG+/rpnTkf4H53lamDx"
    "OXI4UH2VHIU1eYK9BRZbOhv7fhYQ/SRoy5NknrrKjD7iODm6yFYfYa+GVm/pu2aNL341I48rcYat1uxYcT5eFXFHSHTRHHe+HFhr"
    "vFxL/7tWr5Q4cf2nRI3G2B7dYaZIuvbWzkeB955tklq+n/1kJ/N4/z11vgMvifPVip5FO6nW7ZojXVOnO3zG+WbCCQC71MvIL8DI"
    "2zttizN1HX/luU3Le4qV6dn3p74K8Gz81/vCKlYROx7KOmCbtfOQfAR9NE8fZ7eK1W3dRz8mAg39DF63jMISno9tnq/YOiNHsZfZ"
    "WbtIhsPI6mPKqVGq9Ar8RBOp4xrHyP5bUy9rQztgyOXMtDaCxzhMXsSdTKfPvphn8hCxatj34L3nQsfsLrNgoS6GR13ra34vg5TY"
    "7Ms8nN4CyI+dkHJa/A+BXEtYl/c+zqnx+cdwWlwXfTnrP/Ppp23D/uXpq3K82AS08XiCXeVT3MUs1uiL7xpweT7hSVV4G11wEpYA"
    "93cMLKL4EizwF/o77ryPfKuvyEis8UKsw3J4ky+rcY/N43ylcnJzbwCOcutquHVXrkMzSeq/168KtYF6vz7u60Ctp6Yn53S7uesW"
    "569kHNkmXjRnVNRhzXJmxB70Me01eM7ZQNDLcGbspJXD+pu+7i9tyNGU9BwnjmHHehGNv7cXkOJZshfuZAZwWYI8P/P0eXxuLPzV"
    "teymbBqMhZSZF2lI4xnGoV4Xqw6NckbVzr5GzDjRF8lZeoy+aROZdZsMkB5WtSJvBJa7rVSXDYoQ09TghDtuUFezXOPnyrpuUje1"
    "cC7QosnJdfjuXN0LiKYUtvWfePYDyKxgmtW6j1pL6Ktrk2T1MB1XQxnYyqhrFSTrKFZy5utL+NP4rw5g52eEXPYx38ni4nB9KBOG"
    "l1+VivAUte6kBBDrOXo5dNenek6wt6/VqyA6HyFbfY+qVdi2lXdwxS7w3XKBcB4Biv5dh+vOwYiglhP+0lGulM8NheyIrvVsk1Vk"
    "Vb+dVUZV5I6ogvdWzPynxTmM86vSR0nulTxqpNk+93se9MtUNV49YwdoIH9gL20e7t6SK8dAVs0nzA36QbIm4lmOhlf9rPYJHtRP"
    "gn8y91xBaxZltedZ4io0Klj/62rHq31dsLG13yULcWWrAM7X3+ReKeDMU6tmXwpc/abeiX81lqV4pjGwaG2DtXqbXhmcQVm1J+sq"
    "cU70GSgpRjMrgcwX0xpuhZ8YyHy8MgArt0i/BDqxbg2rXZvIvLarjbWfPSw8MOgQVGq+fI673kVPg/yNg04aIVYN006mq6vsGYU9"
    "ydPr8Il59ejrxZk6a6djHe+gw9txH6Fx/fUnesYoy01N1MPFZlRNB9KuYifdSr0T6GI08Ni/8OzTsU8j9AMZKmOCBnJoJsrwdz1d"
    "2d/pKD0k5VkpU8wbG6JehrsxppE6TXh2RMfTcxPWrFTd9MUYtX/En74afY22L1vn1kJgWVevcYoYV0qpLsMuWo/hOvgB0QwKDX03"
    "gXU7vAakuwTPOQ/7/Ad+/xwWrYEUSU/udnPJkYRHzNax6bIh87E644GxN+rbchB08TxIwwydGuwha2Fht6rFxefj7hZox8AYNebh"
    "irtLaabbOOa7jbfq0RLPRLFivhvfMUHVsk4+BdSWq/dC2m1iz1zs2DR9C89iM3nOC94Tm4P6IaT2es5bOkIOZLTIuNedhNSxMz/J"
    "+KJAX05hJNBkZjPx00PYoQ14pZe0la3e71jpvQoXf4j4PJHF9e6Vhf5cdWHXajN2Ztk73/uesTX6h2S/A2PX2uBZVitpkcdIgrPI"
    "ovBmKrGGD0s+q8rvxwkcjCc/U8ZqmZwpr7EPoFajMgqraas/3ve8R+j1GFPXddRGtaw4+J+/U4pT7SbUTmV8vYg/9xqkcBEwt+uK"
    "qoNPGIWURVgN+JNYVd1b2JM/MxUPOeIiTffB3tVQW9jvCyi/VZxnsYjz4rZh1Utw9tbDwm7TQin2sy5cZUiMv1vV5kvsyDpO8r3v"
    "YV3E5TzdcXIJFcKqpfsvYpn+UMdsGGdc2HhvvhWbVlhHG7oUun11hp81TratYr2a3KdtJe23OXa7PcTxlFbpE7CXW8I75RE9ODhF"
    "x8laIIfWwdPQHyNlm+fjbCJ1vu9+BXscY8xgDvU1whU8QcZpY09QTX/b5iz+oM+S56YMu99ausJG2zTFiyDZVrd4PnRjP/xMS5zx"
    "r7Eix8iFci58kpOwKovxlOv0XLky9Yt8IvfI8PCg4Hes7gSNhocEFwe3QIeOkF9hJzboU/iG5yFL47WvVEOK32JkkHxIUkm7ZQhj"
    "HXYnlYm9JT3zgLKvbhtn4Dk2mpTfA+tBj7NLfCLO037M+pTT2z5VbhJjrvgdkm4SsBvnSNpuDJT3JY/c0F/IWzrCalOCfDlZu0ES"
    "mgatNM35th1tNc/4kJVeQizq3oJRynIdLraybXH6c1mtZWimAJbuHZnBSsWjIdcboBlMVy3kjLFi3FXz4Enc2ZneMw0ztW1JVkc/"
    "ru/grOaSDSgODPA0zvkP+pzxOslM3N33Pi59K2yaZSPXQ2dchTMaY57EbMu77PhYj6ttwP2fivMwiTPLLKr+h34jE/Qx6Ns4oxGm"
    "l/cBwnG4xfbBIqjdWZWeZD1iAev5Kzm3p4BZ5RizHtX6GM6Z1fNtJjKzyWxNWBdTB79vk7o+thJN85DYBM5Nvm8yiae5BTux1duf"
    "Zj4+lsSrNmfyFGi0qHYCmm2vVwBr3oHvOTboKR+SXXQbKyLV5/vMiy7wOYLtuf1K5txF4j4u/vdcEy35Mw/5nUh6Sxjqg1in84Fp"
    "LoBMPQaJfwe6dTG++X0yTBXhnc3AOauAYvaRX3C/7WC1H9bnZE95V5tTalbBlz4dd90U3sDP0BaLIDPv6DXAtReJRbIPgeTcrReR"
    "Fawju5quYpR3ro8lWX72VJyffE5q3cT926Itg28p09XAoDHyU7SQKKvUbCbZ89DZudCCC9mJadwWF8LfaMW4UA2rn8wvLmFt6Xpe"
    "pRoy9Cy8ku9kUTgSd7UvTvwpOiZ4C8+6M9DuDdB9x7KnyaLETlcvZq9ST1mJez0Teta6Zdbjmj+LTS2frNPkDKCvUfp2+EbYSPtB"
    "w7yb85yshP92j8xVN5ur0luAPeVaqfpbjzfn3/z1pOfgcXOs98Pq/enrVCKMBZjme5N1FUfh7FU79i92bJsUWsT3J61vGle2ajrr"
    "Y+lLJl+zxvP0NPzdpp8shm1ajx2+BWdrrXYKbtNrgKILdYwezj7bXOzZ4TIcHuMG/Ups0kgZkMRmTqtO0vsth3dzHpkzCpkduCnn"
    "dL0BJ/07/ZecBvt7Iq68M1Z/NzkhmKWfsJpjnf5iMiJzgJS+hKZ4Ans9B693127Bx3oRPvuBjJf2eJpNnqHe7Fo/Vtcbl5jVu5cR"
    "f6SIAFNcj5+BmWvZ1ZYik4nVK+/Nvtw3gcRijJemyPe6E2MZthtNxHXPXyUJX1HuJoM3JNfber0JP3WTHAdstxAW8HR865OW2cZr"
    "XWUMpOsnfMtYevHD8O1jcRLbydvwHt/CHdyCE3Kk/AhP4zp4i49J/3rqCKxCPsqq6fsgu3H6OjXwnk7HrvYnk5VDdtt4hw6rnsqK"
    "Iuf7VrKLrg6feFFsHlG4Q2VpmqnrH5CrJ/+Ww2sM3jmHq5P0s3FjXEGbMFXoJdexeu/m5Tnq+WFS7E20fHWcKGFvsvvnef+u1Pfx"
    "mjy6GqxUPdXP2d+p0wLGMQxHNpGNjKjFWLe/GafXOgxKoZkK9YVgIyOzk9mlX+oxqCHPDpKOILfxLHkp8piUeCb/tbiS5Z5tQuwb"
    "wPKWX1sAvTYi+ILdlNZvVAmcUstKylk4I8Zi96F+JO75VvNnzpZ4hhciPQ+zxk96SdGXSbPeu3mBNsNwgee+SrFrcIvx0WemL18u"
    "FZ7nKtRajw4df+YWoO461lFshnf+KTDJCjUmuI16hVwhF0JjujqKSuq8anYV1KlN3j5Iyui1H8j55SF5fQ21xLEeoZovMA+vDhJX"
    "F7CBd2aI4IJ6oroVWpmpMrCnFHFzK4wbaL2XqpnM65fxXxXAAy1Ya1BHOT8CsvcNI3mODzBXrYfhWWiszuQDehFP1xge/Fu6LbwH"
    "zxrRXxvcKo/Dm78Gp2MxkP4Zcoi+AM0xS//V8AztLRfoR/TWy8NmkuZ0dTnT45ntsUru3vKVrpFx7D1aihW4TN7HN0+Dv71jz437"
    "1cJHKv+biaUrWKuQ1AlSzpqrbb7ecr26qPn26kHdgQ/HojNWCe48qIT30iOeQS7JatIKSkYxq+htDsganBNDMtOCu7FqNvtjBtbm"
    "VjH2sR/1ZcjuCDk3MA6ASfqAFskiXa5TiZTi+NuDQQHuaSN243f9wk98TddvFfruohQk4yg9CT93FCxEXc7aYH8drXfiJFwnl3Ke"
    "qqvB3hn+Qbrj/ifIp5t77DyCbjtMb7IzfZKk6063V8dt4XcaOjG2ls4yQazHPx9a6mYdx951q12cizu8CTJvvLTHyXvyM/s5/z3m"
    "3JB2YynnSBgirLVMDtZiPa5foC8AWxwkz7Pzszs8/Z2kh2ziPazAPR3vmexdBj/i+6pD2MQL5CrN52yFgdjHA2WgtOKUjKOkbbAB"
    "WG61ry6shVVIeSaY+7DKK7AnBzf8UIfIROzZyzohPAGv1jBvkOTU2Apo/Xxmqo8Sq82K0/cdq1eSYSFkbH+Vj88kfE9vyFjf0awB"
    "SZ++HTWpO43Zq5I3YMXPJwqyONYyrKOxCR3GaYMiaX6GCDuH3TXrKMvWzW/zcttA2pthJQ3FXF5PNNzeNyzeCrv2C+55/yDGHPFS"
    "fGMuZ9CnOAkwTq+3RF+X+pjuLDrzGjN7JfStE5zMXMtsSblez0xtxGfDY8T/FitsLjaLKU9nBS9inX5mJ/wd+irs9vs84UV6s2wF"
    "2ngbGHl3eYH8vaV6Muv93UrXeXYuF5HY5ln2k5DBlK/RthrqYmYeNweb8V3VsE8Vehc+OxGYqK1MCv8ANv9QDsBn2wTnyAq9GGsV"
    "8Rw2Sltq+saxLHaRF+VZ6aAlshbSskFvCXLDUmkJLPuon7uc8v5JepKY+ZtR1lbVcp6MxUNXErO5qFKoe0s8o7WdfJhEfaEHBB/K"
    "NdpLbIrJizzLNg/vY2hAi1KOEMeHXOMZJ1ZSkxZxss6tUkjf6Cxi+Q31Woxd5VA5WQrJ/mhcX8WMj+XieQuxPqbDGgMxtMLON4f2"
    "qgBObYPzUASbab0nhUBjbeVIMRu4DudpOE7cjXqHtJTp+iqwbQTY+RxYlLvqkZ2VnLZpWOcx+hsfiGmc33HfxmNjeR5XY9aa0l9J"
    "i25zIio5QaBCT5TZ5Dldg328+S/cHDvys2s9aL1CWsub0Dd2HufDexrIbMgr8IwXWPczZLQSmupRPFMxpKwI1vHkeri1qnmud5Yr"
    "yX1TTVtnsrEOu/Q6M+iuhrCad221mCvxDUsh919gh5fjFHwdWAb+K53KusmVOOluMqDI+USBIavx+kp3yNifeP1qsd6+R8lHsxKn"
    "fhEwxmg5h1Nzf4Juewd7dK+MJUZ/1OaWMaY/B7tdQH1jDGvVzJYOAQo6nrXyKZ6zJVjV+nRIhFGMIVyxOPub4rR8++6g+dN/28bT"
    "8QaecSykpli/yXkFiGEqvNkxwAgPQePtI+NkiT5Mhg6bm1MI2VuG3Qmhq6vJ4q2+biClxuDXHvu4s6+32AP7GZDLpo4Zw+OlmfwJ"
    "/HkqZPEo2L0noedmwL85Ayvdh5G6pWo5u8eDz3D1b5inSnqeTkOEu0mKuXaHWm1fd/VVoGmUEP6lAuZ/0o2XHaF8ZDXSsovkABtc"
    "w4617+CxXafvSDTTx1PF+zyNes6xja/AGYmy8jpGlLkW78bUZU139feX4pyldObPcl/TbE4mzmAePVGzi9Xk+r6JfNEpxlTW6TU8"
    "Y3mcKWCcQCeS472v7CEdxWaMroOu7qFXYV/76KpgBPyaK3HlZ+SI4F9yD3REhef+XsS4w3BmK3Kxl2NheTbhTq3mejKnTRQAO/4I"
    "Oe22A+pLz7Gppl76Qu6HZKzVQZDoKXqpDtPOObvge7qq/MeUsCY7ZDkVXsJ2NqXxf5n7nZ6/52qi3CSpOj8BtYhRTVvng4CpSiAj"
    "5nlE+Ym2jBFFif8K/HRL/YtPtbOkK2V+Zr+W6f4QV6qhT/SHTvFToGP+aR0m29PrqmwS8hB+/mXfmeTiGinPpm0chHdJtffsanj3"
    "jqX4Lnz+Qaz2LrJKf8C3z4flbcue8644gTZhZht9RJPPPYCgHLPSCHxfDe/Z9G5zKWD1Q4yRkb7ibHnS99e5XI9Nod6VtSfV5I6x"
    "idSr1Cay3KW7QYvNlAHwHX7QI1nHdKh8KYvlMykh8+LX+rM8hp82Tp8/yanXx/MCpxmpkoxi2Zr8N33I2d85ldF18+mMy+B3Zl7H"
    "QNfbLEFj9rlCHFdHne+OMM92tKyGJv5It+HuD5Gb5QgZCp/n/bCPpPlqk34qTgreTcgc846oum1mqlwyM0W1yV+05Y45+r97x7Dn"
    "SJ5yy2PYf2dhtVcwk1vl82IWPb4fvvk25qMPpZ8a86zDUUYInTatwDP1lzwyN2/CClgFt1XEbpT5eotYZ/9KfOd3OHEzg7OB3l/X"
    "t/Ddxl5yKuvOqohmmvgO6zJO6rG4f5Kou69Yje962O9nM0yYB2Vmkbh5TlLPO9XkmJ/KHvYqPQb3+Tmr2/YNnE50sbomzE4myBZi"
    "PHD78Zym9bRdu/H/oY4r5X0Wlwe3/KC9U8kodxO5HhJprMdNgFGM8WipTU2Q7UwR6vn4DmJfk52/b/QezsE1TF7IiLbF1u8mN4er"
    "JD5c6rwG2gzP+kU5WO6UNToM3/kpdmKQ5HGaxrnwrwvU/O8Yo7EHilXRzgQyHCZWJfwnsPN2bkPxyGQw7qMbJ8U7f7UvMwwup5Nd"
    "uyyHB3m5WJ6qEGu+WEfhtHYg43QU3l6JfgRvah0QcgNgj71lLeTiR6CkDyAx/eVz3cKu6BHylnRiDmwdrHCcEyU0w6Du5o5dIW/L"
    "VOLgedoSNn8Kzn8pcMFSqWGdbxHzVDmQvTYyEzL4As5vgtwHy+ljF1DSa4EAq2GhqhlHGeezsZN41s6UofCaGkK/bZE38Mo+YryN"
    "CyE5N2LFSv+r+MF/Y9FtFl6EVqUpXk2xNm+tNmBuI9vV6oC9XN9FT2mKJ2gqS9n52VL+t+76v/vM/9bV/t/ewf/Wvf3/vwb/OxLi"
    "WNEMR88Si3EW8cROZ1+UIZ9boVMOhlXqCn/yGHbE7yXZJ2dk51vPXn+9WYYzQm3Z273wXgucuZ2MzQun8Hjc7S++56Q9Odet7/48"
    "ssFGoSVa0q+O8v4rGKt0XZ+XeMuez1dcH2l27D9G3oP/5qaY2aS8A/BNVqV+Fbsoo3yyOuaSL/ATf6vYM+pY//fxbHJWdxFldMdh"
    "rQWsPQr5Kw++bg+xLsRuUqShR3zn+okiLiJdThbZBDwI4zV2sy6tI6Nb8HXwFbTjHfoU/NTh+OSb+L9X6GJ0of6n73YFdP0NspXx"
    "BbtziwqX0uPL/k7oI+8Ou9X6PkXD0ldolRwnx8IC/K6N4YcOwBunBG3keM4Bt6rvPaRlYB7lFkaqp+svQPwFYrUbxkx7j76up2At"
    "BumzclWQxp+uuzWuZxNBGOvLV/jkOj1SxsFaXimHy4XQqDvJK/KRZ9w27pa4x/91rIOtIV/PYsb/CvXwwCo8yhhDsdpyqzC9UGza"
    "k3kCxk/fCJp5AiQpYMa1rUcTIWPa1mGXnbeomJ+p5Gccb3kJO9mL63kn+2nMHm3N/o5hrUb8m7Hylajrz056+akhZ49hlUWQ3wTP"
    "2/Xyv/VOEetmazhTYRUkYvegjq8s9hU1/5BpkLNjgN0bSi1WYyX252DIVBn5AGexVqEfni4C3+dJ379Z6afzurUoZzy1jd//vcX5"
    "Mklmk01uB0g0Ux0ZV5ehibPnNfs7m3RfoJVf8M3nis19sL7CI+Hp9sKOH0nP13p9ThXH9hBnXjThO3OL6U26mbG3ySb2fP+Mq0Wt"
    "pi1oh1NWDMxzIpCB8fsvhB6rY1/6RmLfn3AG15Dvbp5OBI7aCP1wi+wH3LmrDAcWuwKS0wWrNFwcy0QhseB81lkaW+96vVRcXVyU"
    "OuhPX5FhuqWMa16qT7I+zGJyMfIVL2fXyRlitaGm8UeJYf+VvoPKvJBzxKaiu/mrp8pz4tgrK7ScMYF1jGltBRbaxivGPENZCZlm"
    "bwfOXaAfQ/LNH8wHurtXchmbf0juwQrV+JrwCmYOHWvPJczDxqn3bZZHETVCFNdIEtFvIuuN8UhabewG9j5Wsn5rN1qzQ6TGx+bc"
    "VNsUZ9otA9I3PPoZ/naHvKvGrdac3btN5VXo173kRXkbaN9YXp6R/fXlejqDssc2hLPE9s94IJVEzY4HrCozAyQk+5T9xI1inepW"
    "B3aqn+ngqg0D2uHs8+dcFMTNTjrK+y8J1qlvYW1gmOEmfYWf2UzPq4R8RG6qcRnX9AM9Sc7BSp4rbpZwxOeKQnV1U+nsdSozQ7kx"
    "JewUxtYT7Ml2fHiO8fsyfOtFwOgm3V/pr+HysJlYj8xNwRRdQzaNUnYmLYHFrPF87MbQOVIuwz5WyaHS3uZjhP8KT9Pdcw6UCzNV"
    "j2kO6mbiIuXt5BNmM8uZv92A/zeyfiLO7FWCtWwW8biJtjpBJg2Ls54kX+uv+NTd8DDayKXBfH0l+DJcz0yNydlTEohVwljGpof8"
    "iVfrYyFvLrtJ6KMCoaaZyS3yeKKEfi5FI1yxodg5DdhhcwHs12Owah1gdc6SHljB7/WroC13NFQ3MSnie9gaM9K8BXddSSxxPU7n"
    "ZOgE4+othAc9HZoxkHnaSa6SB3WGPCOzcbKPguY8guxjce83phnibEfPoX6t8NUGcc/hb1VSl8njfM/qKVvLKVgp8+NW6QzWhLiI"
    "yJ7ceduBg8T2z6rSV2grmQvftoqs9DsDEUzGq/PC5tJNXtfPdGNwHzBCF+0VPACPcS/9CRYgmunzNZQ0WM4Smwj1u+7E/MoK8lqV"
    "UHvdLPdCf7WRo4Lj8PS9pJfeDbTQB/r5Zu2pz+DOL/BPkvA9yyGZp+twmu8DxngP53UL/t5W5sku8ED7SxE0e5ol2uEZNy03l1HN"
    "FcyMzobXfRG+dw1tWRU04itq0c7WMlqOkAnG9QwpKIRN+6SeKtHntDmePxcIrUnwCZ6xv4yHBDygBwdr2Ik0nhGFG4ABrPr2Q+bJ"
    "sveWT9Vb8furZCdZrp+IMdlPBVIyCb8QiGWqj3ouhe616I3VXs+Ddx36ulL1FZ+uzzf7OzXwdjvKWeweqGCVtmmBD/RD/kySkfvR"
    "rHEtokxYnupQ+UZvxHks1p9hhTbribBT3wHrniW/6wv6sNwPDXskZGOSngYsPcMyFvVE3Q8L+rBjba6+AMT3EE7TeH1RD8NZ2uan"
    "T7l+swg0V+j7T7J3s/6/fSc7u3H2z3TBnp3CKJvVuNqEGqV+X+m5Vrp6S5jglFyLBraUuXK6vM+O9fuDgvA1PRMrezQQ9t76qt4O"
    "fGC9sG2DV3DWO2OnJ+syOSToInvjHj6BxzYH/sJKSF4lPjUXZ8m4q2tY75Qg07rp67nczatx1U1Y62mQ2Hb4xs/wya6Q8qdVfU+1"
    "m/q1V2bm9vL/x+9s0jopIat7qb4lxwHNVLN79QeP712tWWNxDPVCpqrrJT3h3E0y+SHTw5kAVsuFHmotq3Gl2biu9YLkAqHYnIFy"
    "dTN+7fvyIJ3Gh7iOcaUJkMoPdKVcCn3yBBBRIlwmgxj1aScXwZrVsW61RvsCZw2FVJvUHcMeoJTX/s38/I04K3b3FBfPNLm2Ctk1"
    "ejXQykLKSpzMo8pqqYQ+KJ3FdeD1kDCjqxPEOYZp0tP27Dsq/Bynk+r13ufraX6y2yVk/pnpq6Ty8DQtxXGWl9POO5u1FQjI8Xdv"
    "g21OV0wZE9gtWLUzfW/NRuC39kCAC4j8ZsHqZJ9lWpjhlK3U9By4KOcN1mU6RWz+itIqltHTLIUXtg5oIso+wgRx7HJ9Tu7mTOco"
    "42+TgJ2rYfWS7ELZyF5l9TPWEpnaDPvbGexHjJA9qQwn4GhWjL+M/TXmwz85Q9JlRRxfgDE4WnbNOKZT3u9t7GtpEtBvBwLBr9aO"
    "8iOutQJ6aTfpBnR/QT3dxrW0z0nPqJCeVRLj3WX7TLm6+Zd9/cyAIkYS7O52k5v5mt2VdTPaXLBCWvL6OAay9ztn01Vl/oSY52vS"
    "Np2VjJbdNobQfD+Dx3UrJYmZSuudGJf9nRpfq72SK2Tx/kDuk990PSv4qvCchj5KIBHb4Km0l+/FzSyO8UpbfBbE+DyPxE/a9I21"
    "eGUJ51hPY/f6DD0xqNP0fPICPtU1lEHLi87gtKGt2PNZnKD0Hb5ztZZKC5x6izgV8iQfI9YdaOvvmKYGYIUK9DysX3POnygnL3+d"
    "ng6JaCcL6ScVU4dbZmU6qyvjjHaZtbyQGV+bIeD67cspFy47W4RV3gAMsDc+NUG/wNntxRWo1e+xRuPx6Xl68Q5+Rz/PPOA4z3PV"
    "KrNdbmAbMUmlnwjcDFpjIU/6EX4mtH13DyLpMpzii4EkoqwbSdJLsDnDjeCNjsavd4w/AgjOzt9LsCEnSHe8srPU0aufwakYjlsz"
    "j5GVy8lfGmN8y/lIrpNji54jCV//pszMhvRUHK9A0mfl7Ndh0CpJ7uzJnqVK1c08qdF0zfmOdb//zozv2BA6SbpaNU4NVKS3sI5j"
    "GPe10E8Iq8I+3gNUFsFaRunDtZeE52e3GffToc2M1zkCT7Yldvtp7Ln506/K8zIRKNHin8abv6eMkT3gy30L7Wpzo/eD9fkE6PN8"
    "y4ZAh30l38itsMnPQDMfIdfmrMDvjwAd2jzER3GSZ0AeZkO3vCdjgXT2AJJbo9/I/UCIoUcYoa87XUg/KAm9EmbYKarJEF/tJ79U"
    "s/9sMxHKSeK4saPaU4aJ8eTaXjgevJayr7j6gApOgE1wbtwJUsVJ8EkfGUniZOQyO55HzG57cIgYY2EtJ2TE/V3YWreWHD+TNx84"
    "bzN2shwY2qY5GwPyMuxDgT4N/9vianU4q8uh7aeRV+wceOFWH2tsge0hQWtxB3dQxiZrF6zri7K7vANZy4OGeAzy+htOxevY94/1"
    "LViEW4FXusAq98KJ34Rn30/eh11eTdahFM9sLbm1LAY3EQjHaiaug4WfrAfKyzIS+9dRDoZPYRbsS70C6Px6fO+duPKLwWHBXXoS"
    "1utEX5lsFRvFZFY0+V2O/yfj72eT1XYu9rGRHCMnw3foSMbh81n7uL17YRmtXh/om/lABY8CVTSXIfIZPlvM2mCrLz5ZUuRvczig"
    "jDpzP8bUhnhmG3cmSnhqbHeNLd6xiUbJRh73PlABJDRgn9ws/L0IaKeGkZgefr5f3LM8p8i03RE65mxognLP3lQJCamC3DeTKmrj"
    "EuzqbHhoBTwRiyC/a4At34EXITgb2zPdCe9XOVuTLdZZyv7sBKsTS/GUk8iDUsrJV383Zc/s3rv6Jk7kYtjGfvKpzMKeT9Ir5Dm9"
    "nxnrJHbT/XyC35f08b3s71SxbuNG9r/9QHSxP3sDXG1ymkOmTtMVDOb5vA95tCj81+zOvxf2tRaad4yPDDWTHdka3J2/LhW0kRY5"
    "riTLk9nNFazUMPu9C3XyFpzolWpTAM7gJK4orl3LM1/Fnq/mkKlq6JkUZdp1VszJVChs1MfF+L8H06MzvTYOu1zGzMV+ODu1nNmZ"
    "y4h4K2iwq8TO856sNSjHGo7i7PkSdoNF2Qt4j1iFSRLSXUze5Kk43X/ijM3lGhpGPNd7j6HuLq7L3JBgpUdjKU2jDqenCunpVGe4"
    "4VLk6KyPd+VWaNj10J6HynGwyDZB1Xqjq6QFrjQH2G61r9AYz/NgPao2C7of0OIkfRvfNBafLgJSn2u+K9d4f3GYMj2t2u1wP0Zb"
    "WvjJga623NnNWnUzdddycnkSHpfVQAyXByXmIycpdVnhcnLvJakhankiwwz/2z98nL6IsbI4Z5jUMXcRhz52Hkw38hkeLukpySFr"
    "To3NdAhj2zXsHDWetOZi0eIt5MHaXgXjapAK+Mrz0hPafqMeL6fqLcFU/QQSOwE+uFVtHYh121VsGutyZqvqcC8r9HOxipKtnC1Q"
    "Q9RTBPRoyGaGhOEd+PckfSV4WSuD0XK5jgw6wGdMhf+QEl/L7Tywah8bsGzWA9Lbzz16kmi+ihxScUqhOxW1RAaneY0RoRWw9bD+"
    "tC54kt3ImZYLO17itZt71grospASeYavsTXpupjswU4zWmXP75DfxZCJU6Dt5zECsQE25kpgv1WQoTJGO37W5fS+zCuYInfiTDZl"
    "dLHC59jKqSnqYKndTOPQR1kLWJsY4tq1nCy3Fv72ZtZyHkg/aCP39k29LdikrrO2DJp0gVqdxQb8cv8dKepnkNpzbVXHLlTKqS+G"
    "P0wr7cEOhxmsMFYym4U7TPlx62gcu2X0KBuLcZ9+ACt2O+6nj8wU48ZuAVuzEmh2K+uOJwNVfgp7nsfev006TRZSuxwPTfCmDmJf"
    "ZIDfD8S37y8VvovOGNt+xi50BuJark/gZNpMtUNlvdyoo2C7rJvBolBzcEpm6leQniIdKDfKFiDYobAoa/UnnJ1l+gf88F9Z8yNe"
    "T4YZryTN+3YS7PxeOPm3w/J8rI9IHl55Alamyud19pb0LCq3G8o5RNm4gWyd9snw/MR8zlc8S2MKunfPDJ52Xm91PTzoT0M+nsL9"
    "tw4K9MxgofwZztGCsFJvoPRGaGmeJbeDmxJYTq92DbTtNuaF3TltKuneo2y1UjvWtzX+iy18SFao612NclqqcVkfJAGnwL6r72FH"
    "n4XUbJGXcL87yT36T6nIcOilqxnTfw/Zi24cyAeTl75WP8MzrsQebgHKdLwUIc9Z0kcPjpEt7CaqZQfT0+J4JR2XfpN6a2izTWk0"
    "bdmA12/IGqMo7iVkXr0+nzbb95wPr34uLPPnOOML9Xv8npDbggGQh981PQOzznv9Zhmf4YTICj9xtoYV1TY5dBtOYbXHtT3JtFdJ"
    "q5GukFTGZTf4WcHWT6CcSXKM1LCXNkEPrI45iJ3FOPH/Ia6qaT2lSjN9fGfDojb1XdUJcogncee2rifITM8RK77TT3zcJtQOOLUP"
    "SYSzoQrwTVX02Kyy9Q45C3deSeaBQmKHHLFYWxFs9HtYvU/hG/XGWt6HNbpGrCr5AbkEKHQz3v8eOzEbdr6x3BBMBoqeIm/gyU6Q"
    "H3F6D5XHgWuvg0RZFu9Zsv7JDpEFdx53YixmsZ5HzRglg0OVvsy+9Vz666alm5NLuJecSF4GizVs0kZ6QDACntgX0NS/hh/p3GAR"
    "nv9CoHHzEwwRuYyn6ePjiNEirNUr8yvkVucUcTyaxtIRZ32F8z9FXhPTvWmunCpWmjnm5Q6cQpPirKsifNPZ4npxStlfZzMbl8M6"
    "b9KbsEJNoY/fkGl6HZ60jfxSD7tKjFEaN1Oj3Q69/NYRuFGv9x1rJrOrOSvEzUkbAw05Xf7QBdB7X8P3Gwyfsbl8Dv1cS1RSQc2S"
    "ZAzZMIhxLBnzhfkIE5mHtljB0VifZvVMoT2I9XSFOgEe53zyyqzDqflRZ8OWHAIPZSf2Y6+Fp9xCekA/Wn/BY0Dcazmb0WYqHoCf"
    "WgXLYtOozK6mfBbF/dlMtrH6YJr+BB/hWZkBzd9JHtWbsStd5RusY0gNtpo/7aJiXcWiCMdyHomz6c9IRGv8PMPZnh0g9DWZfXxs"
    "U1kbc4iY7XNzNebgmwpxDesXq4YsdcUKfo5/HR6cAZ/6Zb0MfvmdsFnpieTpeISIqx4A8glX6c+yVKvCoTnrgkP1sbApJHFOMChM"
    "+DiSUuZcBqKnWHXR6/BK3sUTfA4Nkg9J6YndW6NxeKW/qlVO2dQsmzW6lXHoPG0RTPKVlCnPbmddUJZ5t0lLjchKcxJxX4KM525y"
    "cUsyr1l+fQ/O9qmBRb8BuMUmcs3HyX0TJ/x5/Pt+bQwJayeNtHtOaXij71cXSecobX0/ZXQ3XdtTwbn3n9PDLWUNQ7bMt/29pdRk"
    "GCqUel85r3oZPbkYbE4tpOlqacXOk/1knFg9udmVlYz1t5N20NPHyAbopX9IR86RDhlLOCZnmtbJynAQLFtdZuqknajr+C2Wv75N"
    "Nvj4eMjqrRo+1WZGg/8gvqygnnDc0d9RiippfUszuXr7/RRxbLzZ3knxjtxc087+WR2O2FOGAVnl+Rj+WfDLEtDrpWRPawYL2ZnM"
    "ZDXsEK7BKbgY1vU26KZvgBNf1WOhYwwfjdOXZJ1sITdQnHO+bG5MZ3Fos5R3b5xkI/2+Tfc+3wZymUzAjlmfg8VUHmfE5n5Z7Ceh"
    "bF83ZTY59PVoNX7ya4QcZg+x86cSz/ENznorcmxHdatcAK86Tx/Ak20iT2yUvnEOzn8dn9LmD+/LiLDj+IsTiXT2VQVHcrqw+vmY"
    "jpnU1Qa0hVY6nPYtqSdzkuIinsKtwGB2R3Okjt0seXqlTMHrzbDPNiG6L7vjG/AqEe85ODbmuOdsikLG6nwM0WZo2z7MosdbQz/h"
    "T/6kPWkpbNO3wAcW363FLjwo1itp3Z9PBT3g2dvEkte0Us4M+gMF7C270qs0jjwXHU1QEhPU3fB9wkPkW3jpK+UJ+UEvwk/2k8FA"
    "mx+z+vlS/N4Wvy5gzHoleSki9BRtjqabl608gRE/Q7YWaHlvMkdXeyYsN6fcujDXApXfSLlSxr6dl32cDNOXIANtdWLYQvoHzwTP"
    "iTFt/AMayT7v5qkfJwX8VJFeTvYDq9O5mEh/J9lLPme0wPre8/AtRfi0dbAXQVs9htXeBI11ne9XVT/DMsHJngmisSVYw2WUq61k"
    "VDoftsUiecX6lbwI3ThSztGF8oFex6huGD4MLD8OiNVqNf6E1KzDN03AiveCdVkD2a7y84nPFuuVv48nqBrW6Sdgihr6bfPwPWu0"
    "UVDFjEQzKeGZsZknrwGprMYpKvLsPlvIWpMksrNIUz9qVMsHFZP/6T1czergl8NC3YpTP8dOCHToz7q/jtWfwt2w63/I+dCnR+vg"
    "nErtzTjxFj9xMvRMxSncWcxHmpPE4zsRA6ygzs35W8ZakQuC44ImwTpo6h/lAh0e7ocn/k1fC08LLNpQznmaJm2fscbC4r4buTYu"
    "unA1TqOreNjMqfNb9XX5CFZgqX4pj+PMX4E7GquP6k2S3WaFZNlZiD97SikzaZbNTMKCdWKOx7pTvyOyMM3aFtLX1s8QUWKxFGur"
    "HPPKscCGl0By74CNXQr9vg4I8Q/9F/RdR9YO1LJjpZrnppZdR4v0TLlSrLtoIyNOR3NKmtnGMu3IiQxHi3HLzcN312GNQtYYLNW6"
    "cH44UJ8Ccv1Gp0CTRuVanNvvgyHBXEj2LH2BPJdFzEpswU5YXNYxnrX2cUnd4ffpwCS3Q9t0kJehP+fr03qLHAz89R2jqGGm4zvq"
    "LWeM69dINnNHLIthyK2DhLo9u7bjfzsTc7nurUE+X72Ku1DNrGfKM4Ho38wT/RXPs0KHyJfsktgETFLF2bDncnJPjF5GFbO85R7L"
    "Jhkh0MwEYMOXLbxv2RTr+zVO3e+Q3PPhw+djdVZCdo6Q7DxmEa/Bkz7iWOejWEPwkwOxstOwH7mwUauxA81lHvREpB7frI6zaF9m"
    "fNBioCdIlNIX0YHsW6sjR9pGMn3n6Vf6AHYiQY/MTZyu9XxupcxCxHD3dzHq0pCRvYC5XdOm/bQTfm45bMxLwblyqNyqx2lL+IKN"
    "ctRXY4nPgR1Bz8W6qg6X2A4xAIctHLPoXbqXjpED9B2dB29oL2CV/kFnSHfrBtkzq4ODwvBZGaiHY0Vu0gNV9PGgm44JH2+QzquH"
    "ut1KK7v1ztBLIY3TsBqmlX7Ht2/RL/RhuTcn7mtULRLtOuYrqWuaw95Xw68sZifPaCDCVYwDF+LkmSZoIGuws/viVG7lPjfH7m/S"
    "D/SsYLk+CKT6EtbwRazVb9DMd8qoYFf/PGlvTjk3zMlDtie1XqgiTivOBw40j2sJY3nmQwxir61J+m5iGUiLx8xnhKyxtOSORyAZ"
    "TaQJ2ZT35/Xcf5W+vszWpiv98Drq3IbEEdsYi7Xd2QStl302XsrPh8zx0Y+YP4nidWIhLVkU39zZn8wI1r+ayC1FreM4UVvIl7CC"
    "9rMNgOdj1ALbkbvLLzRmzCddgXC81GbiTRaTK/Mn0vRlX88ZV0ss8DKr+MyjivCb2xgblnngQWd5Bxr80KAddvMDm80mIX2djqJ/"
    "6Yaz3++DrvxMVsgvEgm/DfvKbvA+BgVf6r34+fZyuufmtlqtBHGl477J9k6Y6X2Nepa7NKv6WkjTeGAIY7051uqwwkLsniHh9bRX"
    "rm5RceWjJB3NWsSa4yeYFVzNqQsRflsFc/xp7s8Us4zpOlm7pwa+GtLpkPTE+QvJNWb7/Cf3urevrVjNKNhY1tB9Cp10l14jVj84"
    "GSeogbwiX0D+n4C+eExzYQ9+1VNwj12lJ6VbPQpzUpH0fDAroXk2ZljAQ9zdan5T9pq5XH2VTLYJ7uRc+KhJ9gpvpfz/51zSCGvM"
    "qqi7nG/luEecNVkPzZ6vbopIsQ5l1dIGXO0UxmRDxj6S6vgkDZfbLDKHGcsz2Sqborkfr9uC2bl07bF6hgr7W39JZfw7J8Eu81AO"
    "TdKNDA4pxszKmWe8mBxDs3UcJMcxi9RCT63iBAGrNejCOQJncfJiCne1ll7H3cBlDTJR27aZnFAh7ivGPvU0j1WdtzX2+S3aKedm"
    "uQSneAPQrDFNNgY2vxuIc1NYX2zwP//L4evdGYN0fmuFujlrq5kXd5UpdV4vx3zUOMaJ4NniyqfLVPIUluFXOeduFuNp9wGG+G86"
    "t+rIyvcttJ2xcQ8GjjkDP7srnmp/iWY4Cldx3XozvpfgdHf1bN8pj1CW889W8AHK4VFa1dgITgI6DbK8QmfWw66/kTHgD4Hg2kLb"
    "zeUr+wD7WrdKpY+a70QOvEb43lbiKn+E/lxIDnE3A7cxpLb338YGm1Lest/1FFnKuGWCzONlOKW1nPR9tDSTiFwF+9sTerAm7N2g"
    "ExDzCVoTfl0P2kiwAzzuT/c11MWl/NaYfo6VsZN3pmxlpsWQxySFXPHubXZSD/iGx8uf5GWYqKf+x3SJ7TjNdcX++6vuNPXwNeJx"
    "esqhn1kT1V2CDvILdOmNcj6Q7OVBQ71fB+F0vw3ttA6S0EwOkyP1YW0QGDfwEMiBdZ69p02hPVcCJXyvH+soSON+wRt4z9gC4j42"
    "luSUiRQt8q54FsssFGCfY2SisWz+aJzpdXhWmydiHqB5Gsv0NjLh5du0EF+zXgV5iPs+30L864h6Kojq65qtZmXTETusV8zrmkog"
    "kCKtYsRcOUOukl5VKbvF1upzkNot7H2PwC+Zh7ueCaxZgU+VYrc2yaP4faDsIg/gwk2h1ZexisBOzSrIUjn2pY0s4AycjnIvGWKj"
    "+PzrrDEv1uHkym8N/zcd2apUh8fDevS1en9HfR10mrGhk2SfZD1Dd5F9cZclQHkrYUcm495WQqqOFuvmnqf7iTEU2YpY/Vu+Rxbz"
    "4IM8KS66EiEWr8Jno5ruc9vkM/+DcO3VvrYw6vPsVeQl6EM2xhRsxrHht5oTdMmZp3cDF+wEjXq3dNR91M3/cdEv03+B57C4Xozx"
    "8T1oxkAc2+uhUsoIykBJ1Du3opSVJM6i9OSZTPNnJskrbl1Rc/EEMzjbMA/+YRpz21P18LgmwSl4tfAAqml7Up4ZPE6MsoEVTi6e"
    "uZPP4id1fz9zKOmZAdM1CK4GbT/J/o7hiL3xHM3I72R5i/bs1WvJWYAJjfuOshiRivn6uwPhGYPdOshYCbtMemIf95dS1kFmz4Fl"
    "Xzf19eDpzG4ZNa6hsVE8HwmvgVNkTzC/rA2+7TjIk2XeRkucsYhFzGTVeUZUgWebyrDqGtPo5cyRV0B/HCfG6fEzZGOeGoebZYUL"
    "2RH0k4zDM1kVyhSsdEfokCPkZKzFDC2Cl3AHLFQL42yRL3xFzjp/qs/kFInQI2LbxWJ1E2RTzHVHfQbiPHH17uY7tJYCZnUTrA3J"
    "Nnmmvu4bxxpfTARtEcMUJxMeD31gmraR75uIek+v0PeT7cgcon5SU6gP6CxfBWw9XO/LGGL67xlDy1YN9F7YR3YJhuvJOgCe1Afy"
    "iI4KPoHWnRIk9F+wwAup/Sr1WezQWOic62njBpDvoZI5qC+w/ldDu0/BqwOlqX6mIwProVyAq1kdVi/5Q9/ULZweXElUZtN0S4ED"
    "d5eRcjRZ0W9n9UaRutqEuO8ajmE9X/KTyDfDY41a5YEMwNm2usaWjGmbvJt+XSY/kwf2aSlgZCOKtSjihCybZlGG5zpIWgAXtJHL"
    "4Y9sxWc+Y55lmQzDd1/G/KZjo/9WbMJYC8jtAjUvMWCsbbPej5+ehntphDXpB3u22le+W/VXW3ivpuUsbjML7/4GfBHIBOkmZfID"
    "0MQwfU3vqHf+9uniusQKOHGlJjOB8hDpxt3aU17R52UjUNBqHS936VfU6VaHs53rp4nnhWr/H/Wk9nsJeZf/XXbs92l451+wQwk/"
    "Q8BNA4yxOm8rK5UWA7nFMpVKTWQzuUSMEazMn9Mw451uJe9eE84j3Bmv9PIR8yp6J+XcY9NkuZ4tzk7B/Th7u+kwvT54GqdoobYO"
    "3sQqVst9OlLO+pvZn3f62Z9LWDG1lVnpSVJDy1HLCGmSMYlqRmpcJPIQv8JprqB0/VaEHmN5ZsqFWxNXWd56hzO2C3Gf60+2LGnU"
    "Z8DLtTO90PS9nSTlfu8qgEWX8aSV+s7DRIaTp9bfQRU1Y3efnYnzrPXgN27mvnf0sxs26I94urPgwa7AVXsAX7WF/twGT3uUXqsR"
    "ORLS2gDY4H28cgXkfDY0eg25Cx3PSTNqEpsZbrU8I/R94La7ZCK80BNx3s/Sn3GCS3Q0p5U8gbUuZyTGetfOxIl3UeFqLfdVldbv"
    "uIRVeufJZq7nQbh+PnFOeuLcSp9P/nvUWabp2GFVJjKfwjqkKHXl8B5C7l2cls5xM7tpdE9IzNdq2fQN43cex95PZ3l7EbOVe3Ym"
    "m/O8CEjsdzzVw0DEE41BGZhobzHMsphxg5RHi2YdHxdntzfRJsZhZZJ87svFvq2c/JPV1EyON9smRg3GnsR9TjKdtbKn3MX7DtXM"
    "TNYwbxLDWZpO/3YSvOPjZTltc4oVX8dIETsBpgL/rdbDsW9NOcX3UKxQd3KfleHMbJ/e2zCDR1vwmVfodXiuwdBrd+A7vw2sY/od"
    "WRHugn29V7b4qjX1WGmbj8nZtMKjabGsd/Q09rcmyV0Xz2Tg0jEz19dZRnxRQZmopraoIcI8j3HgHh4NhH41mpALc52e4Cvn0zVL"
    "Dq1alORR/QCy/iO8pZ9gl2foDTkrcaLyWHWQynx/mldIfQ1Ld1bezNWzJfS8tJYTup6dBEnWqu6O5z4Nd/QZtLZ1D7wPPbHK1/m9"
    "QoQr0OhD5L9hn66PlzruO9drKUO17EAq1fsYySvizKpkJped8p1gturt+MpS6ohh1C71xaKNUQl+FLny35MXsSILIEPNYHkSmclN"
    "r/qOavseq8Drgd29Sp7BeemNvfwcdmQ+LPpz+M49xXqsynSsHIurHgifIga7fpuMrecOpsqTcqh0xt1/BGx+LzTUKlxnLvT3/1t+"
    "lyrgBtcR3gBSUct97oKdO1bmMLqf8ho16fXpbjJC6puEmK37Jh/n8n7IyDG49kh8459qvRBL8G/r13gIcnw8ZOtwaL5czuHM4yTE"
    "pI+fRbHaUeI4mz20hacjyUjARXIC42gxWMI6aGvLeG9VN4kr1BFE6oexrjv78xQAu1oPxgf47Od4kg3YzQG46n318KlWM89QQYub"
    "JKtBsb7oq1C3/7dn5m/FxKsp9tUbb2+dZyrPpc0bJNdgBaZjl9fqTWLcEyv0SdxNS0nHnELPf3a0rwqt4FyMplLn6173Z9//zt4G"
    "NPXTE43NNcUqVVfTlt0zyv7OT9Dx98p07HVT/HmhlMMmHawTwg8k5ieYpph12azXiIvKl+HOx0Huf4FmtgnlT8u3YlOGesosaKp9"
    "5Gxa9ASf6R5fK5cDqTQGj+VYje7SV/KBRHOg+1/Qb8jMarmWArWevPXBq9Sfm/U+tS6sS6B9/iU7ydewRp8Go7SxVSeFrYPlkCCb"
    "4LYBuqqR3IydHgiP4n5xCH6rOq6IuUQKNhWqXHaTd8MD5R19WU/Qhrq5wePAso/Lj4zvbGf1ay47cmc/pHfJHrB3i7BfffUx+RZ6"
    "4E4Zr5/Ke1iTAXhiO1m/6lv43q1AGCfKh/V6ev/zuaTZGYAizL3YLL58SGiufkUmkVW6b2DshjWeQznJWcU1zP/eIj3lU+r7JDvl"
    "CnAyDeF1IxraFRriRM66tzj6LrjuQLItWZT3WOrK2+Q0zkuzb14DFFSn5hXsyqjwBzht63UDTtuJ0I6lnMrUWfLJYDIA/nEHP4sq"
    "Ox7tBJteSr7gBJls87GnG3DnK4FaGkgFc5MW+1wLq+4mT23DVXMz3Z+m8w8XJ29xfQenfJIODT7AjtyI+xws58En6yN34D4sC/UQ"
    "48EpstC5iXFTIZuFjD/XkKNwmHSAZBmb0OJ6pj3N0guAYwxbroM8HS52xpsEZawbiUJiljECEs90sZVy/t2n+Ll9gGYs8rEvdnUT"
    "8+/VuqefAxh6bLuNeqEfOYA3yRjc40ScgzJdLEPkbZyoofjMW/A+1sK//BkoYCj0+vuyEmfzTvg8JfQ/GzA+GPEZrbjeCGzzERDr"
    "Uj1Afg3Ox9q+EY7AWh0nF2gekeKVfkdsJtgSP8u0rWR/p4YVF6HvhmhM5oAEqy6+ka3Bc8Anc/QlYLMF+I4luo9eqhPwvs0rS+7A"
    "35quiPsNZ7AN1s107t3Qm1bheCG7P/KIq8s4s+I+7F8b7E855SRCv8tVNVjseoTXox2gn9pIMWXieLFq2fHUtwOkI75hqV4q50DS"
    "SnQm1m4idtDYUVfLdEqI61BOeQaSBUCINVpfr29vaAoXQahihjsOadjKyGMiM4XI1XQ5/GNcLIN0JjCFIdPDpT3kpli34H7OhXTO"
    "x1Vms0LDLCaeCdeyec5x1msPoeWqJcrPke/5rcs8XnEIN441c7Ek48JYAy17ElBPM5zxApwD0yjdg9WcipWuKqoly3uIO7TrbmLO"
    "52jIyhLtGCzmbJ61WKW1zPrGOVXKZqwu1v5BFedG/8kpqrVkwIlCnhL0C9ZxNlS1l2qT6GKfVTtAjsKO7ClxP98rCY+yyvfF2Mla"
    "xfoas4XvyUrP5mIdyZ3kYOj7hbIG9vNdfN8jeJ49od3na1ffP9OBmq+c0SWLCdWwv2f7NPl0Lsp5/AVS6jvAWzGKtZg243Poj3sg"
    "HS+QGeECzoKZDx27PzTebZLdL0mwQrOUFeAJVnudy5q43tBUf1CLJTxmtbqe5ezqyT5Za6jsK1fgfFtnTi5speXbOon9nutjCknP"
    "67Mcz/o8JxLU14Nb5mW2ZwZ7b+cK2qgnizHPzcPPOgy2BetqNb7tg1z9nro6SnbwNaxuL/S9Ugn2oEc4NzbK3uevYRFnM9JYBZko"
    "JhfcMnZ11qgxTlfBMlhEe7pYjfoo3H8Ra8q29/rFiFMSjMWlp72b1AzISIg9X7n0kRmwQ8Yy87I+gzUaI1G5AU/wKK40hzMproHO"
    "+Qm6cRX2ZFxwLWTXJryNg4YYJk/DZ5qkq3Nm6t2Q7JWsL4tgJdfA593EmRi3wyv8Vh6QJuKq9ypp/fJ8RMY65OeRrd1ysHE8353Y"
    "gfskRVbBbD2RCWbA474jfmAmzxInyi3lDEjHgFBIFBWDP5+dP3GSGvNxtZ8PFOU+d4PVcpmXNpAgYxUv0OdYwdgbmnPjDhMs/r17"
    "2roF3GzS6cBWEWa2H5YIu5O7SiVjxOeLTdb8mpyGW6E5p2gUyPkl3OOH0LFr9Xlyps3DGhZxFkoxo0ibsGqNghgz1zPwjP+UasbH"
    "7Ps2wSd2K2rVbifxeZzHGvG5CZPPT8JW8m7ONTokyNN2OljPgMb7JPhJD/Xd4aup2c0C2fTeSxkbdTzgEXbeuw6QC3n1eIZRI+UZ"
    "iEwX9KZ1q+CciTzY6O6Qz1IgQEPeE/VyPFEpeREjeoTcB6tiedZD5VLo34XMENnZXiOryMZvUbxX9Gp4gfeRtaEGGsOY7aZxYsA2"
    "PP9X+iN8wKjf4xKe+nm8hk2cuFZqvCaPerudwi4s04OoTeznNxFNROibR31WytUqJzzfttN/x2XqE9MRescdbVc8A3JtXJmN/RSf"
    "ap58y1A1FcPsNjeyknjxGrlWvsOqPIjfP7d5gdBDU4CyvgAmWZFzqz6objq327fYX3jZ/5t30nL5W0Y+B0rERwncVLETGftVX/cQ"
    "28H2tdyhzi/pWTVdxU2M0uCiqOeKy8w6f6ifn4Yb9QwudZ5F8UTWRLSSlI/DhuwMmYrXvxXHkF0EvWN9p2XYvYZ4rYOcTPxjka2W"
    "zHSazjTWw3eCCfiZrZxg1A4StRYIxGpklzK+uVo2sebXUP0vWOFcdtYeCw3onqSc8WIXOTPE3ZGZsmK/clXs9zlb/tQVcjXs1F5B"
    "HbDp9fIKtN8vOlqfhhf6vabZ38u9h3YuKx128ZVR27sK0/hmIXThenxqIr5zKfb6WuinPFj6i4INzOiZjTVmvXytlDPIWrCT7PE3"
    "Fa/lvvIqHddyXTJ7+9qtqB4pz5EJsRQ21qZkGDthYzICWOx9F7LMaKbLxvvcYWechdn47KBgjDSD7jG9MzSYF7oIRmPf7+YYZpyV"
    "G60z5DNc+2x5B6tRzTrjnrIwPEOy8w3uLckdauLcE6Wjqk353o6xWfd7c/kBCP93aMLdgVMeI/Pqb7jyNawvMab8o4HGBnKScSV7"
    "brfWk3tXr5+2705L/0TZ77oY+PpHZgaLiDSs/ryG09dL9Tmrf4deMh3yCWcPLtS+spqdfbXwYv/Abs8nd+oScs2Mh7+2loggQUmu"
    "YkavCjqhCdHbIVyFKt8XW0EugRpWLdVSe+XCD/8N+tT6DZpjlxL8/3DGMXPE4fZmRA9DoHmKyFzwCCM9x0ECe8rzQUM5FbrZ9emV"
    "6JNSRRbxcvK1DAqG6iXwon7Cp8fDzi2Btf8yOCzoBQs+gXlNyy3dDb08nxO9bgzuYQ+xiyBGd+hIH0k5jfq6+Z0yzK0B0fpmXOs2"
    "7N0aXUJuiZ0kgCU8Ww76r/i8E8ycuEnoZdAZtufWK3SUdAq6wNO7Sq/VXjhza+VwfUGmAT8ZC1B37ERf+FfWAbeOfWHtZAU0S4X+"
    "Hl4rm4Pr9ER9EXZif6CgmUFEX8c3f8ncg8WizsIOnICzcS7R0T+lQqMZKxjjU9o8p2JYfutWWsKcs7OhCVpky1I5OdsNO/BPPMUa"
    "Mhe47EJtpnZzPzG7vxeeaCt5CG0GZ1f+uZr9sElG+maz6ymBu1qGn74OPk0BcdSf0K4iVll9kJ8rGeMK2k4tr+d7rPK7i6zzFt1x"
    "S5/j9Xa2uvXsEUBbhYbSXhw76QI1XVOAlR5SD8u1xexctertUsYISAzS6zrGj4FFfQ+eSo32Ccqxo8vhzz+JNVDd3s/stGOEHXLp"
    "Ku5G4iKD1jHpbJpNMP5IlwfXyTc6Bajr5vBzPMUg6Knh+Pxv8KLitAoJ4h7zEu+QxfXMidxPtnkbaPYmnYmJEF+PlLf1Luiq+fjX"
    "RGC+d7GiX3Dux2WwzN/iOTbqu5DWz/RNHa4fyrX06a0bqwNrxJxv2U1cp1i2vuoLZQvsyhV6nI4Kv5ABsKWvylQZp+/getbj1lXP"
    "DPKwDkP1Av0uvEAfkFXSTc6XK3UzvKrZepo2kAPkEmmh34nxnVRw0lslkLGdE8fRtom2tgzn1eI/reV1/NxaSOECtTzeQ3I2GRhq"
    "oAm3sBPG/JsB5Gu5FN7B3tA/D+L7fsCzTcYqfREshC10eZUNfl5oCTtuUqwCcXvZWsIdqrxDWuuPcd3X8Nm+8gOe+2mxKdX9YCOi"
    "4ZfwSj7U0dJJPw1WwIN6B+jsSOxONeyBYYnLOAfMsW1txL3uC434thwjbcjwUs3KPLOqz+KU7KdxGSDH40y0CVrj2XYKnsLqDtVl"
    "YX159Kckxgk+dR5zG6raQI+0IXNDu4rl74aSK6QD1nYL55UYmuwkazQ90WQLvdsXID3j9Uqc0QnwJYwx7Wdcqbf0DwrZ4RSyFiTu"
    "LV6Uf0sRm9mJW6Zf07tMkaeyPqbIqZ5/wmVuUuwcv4adnHE/VySkb298R0ntIVXsky3DqjvfxOo3O8lhwE01+po8BWkqZ3/7RLF6"
    "su5Yn6/1RTzdwcFtYr3v/5RF+JndcRJW6qeQ+km6HDJYzjkWhYySLIXN3IrfW8pieufpbJU70yd5JvbqzEycBPMzdsZXcj5EA29x"
    "0pEKkQ6eEzbp+1Ud32DM8xsb69FoWY9nqeIs25tlDrRhY/mA3ebZeh7KmMuMcKdrsZsVvBOrbDpeVvp9cLWLdoW9qOFdDqip9CJf"
    "WNJrDYu2jtM3sCLr5BLYrRxoi0VBe6DQVXq/bvB5ntDHoyspM/ZchwQ/wkp11of1JpywgfDq2up7QXfZGTZsDKzavjKPkYVb5Nhg"
    "OnbnMay3PXsXdr/E2VlY5Tui4jqMMyNXAZffpZOBBToDVT+sL0H3DBVj/Mjn09SQE8TixMZr8as+F7SCnduIfXwVV74W+3uFWGVs"
    "P3hmixlfjJAjzmaLtpYSeljZerpMertI9Q79snHuvs3q/YRWsoydfEXaFlddLxadKGGtl63jD2Qp/NWz2K/RLswm7yGGd2aRQcUi"
    "qsv0EblYzPP7hFMXq7G+55OXrAQnzKJ2J/v6lxxJ+soxe+5TPM+Mee+mlX8k6rA8wVacl9NZUVDH+VYWt9yPtnqD9pGPsTorbA51"
    "8DXO70Ssz684j6a375EqPym57P/j7CvArKy299c3dElKl4oBorSFgYGACib2xe68YnfrtRXbi92tKBYoJdJdM9QwTDF9Js6ZObX+"
    "73r3Pofxd+/M8/wvPMTMnHO+79t77dXrfdmh4bqJGsbF2YWnnYFdeYMZ1HXwxX6CBfkR7/0Bp+tirPKHelkwWxcFk7BvI+R9TSQN"
    "U3KrThLrX1uIZ1uN+70bd7samvXfsEQP4p1nQkdaR5Lp9tWITB8W129Y5esALVk/XEUGnWzYhZjujm7q0jaxIe1yp1if/X2skoRh"
    "BTbi7PyBe12GO6ugl2EnaYq4LEMNO7UK4YNOgV52k5LjcXerGAHlw7ZclzwMZ+LyjNnJn/GM+wYfSv/gn7B598PizYRVtyjyZljY"
    "3njmE2C3n9G3cNelrJga21gB9sTYvBZhR8t8v9czUul5GqoYO7me7G1qCDWa5lZyNcaGf/IS7utJ+Ubegv9whHyM/Z0qj0gi+fTf"
    "uHTjeI39+zz7xldD0xXAKhj2+lJyl5dht1bB028pfzJahQ4U44wyPiXLHv9JjEGXzQvVQ0EZgYipAif8cMQeCfjXG2DPt+uN2OnZ"
    "2NvD5d+wdXsSAWuF71IyzsMyXcY88Q69SXbAUq7R76AF22DFfuIJKGSca5pvMrVnnGt0rpwF32cFPeJlsP8liITsMwqJLpRHtmRb"
    "kcMYVdXqLdAIW3G1LPjathfHyjGwud3gsZtUBpy+dn3gqT7sQZLSi7U+v9UH+sY+6x3JZSRV6rlVkmTStjvrL8ZDUUmrN5aR/UTa"
    "8yjOfAkxuObqavhjhqixnXnwUnj2lewy2k7sg7o0MpibUDGL3dBPtkAv5iCu+5OTu7l4TRWs4Hzo8YESkRQzbx4zd3HswR9Y2fbw"
    "Tq7QNsESrPOhyT2Do2S+fA+5nqzGgl3OSXqbt97MLOFEeLjHcGZ3C3TAJmYsDoRXZ9WHELF0L5WH4RW/JTtxvk7A+1vg6eK4QqUO"
    "ZqfNbtwa9XX3hO/FddxRYVou+2PMJS/iXs1/K2BufhL7CaLkcF/p5+cSPhtk1dBLTAPDFpeQ2cD2vSV72Q0PazBxlOJEYgkTtWyG"
    "WKWzivZ0FjsxnS07hf08Ce61w82yvFQPMZ4Gl3ubj513qGB2Gq6ixqmGZO5gHtT1bEf93OYUogGY1ljbyHXE54LdiQynWSET/LRa"
    "ejWWIewiX0GavqIWrtMLxTyLHKI01bGStifnLyN+pxMeraiGSJ7G7OU+NaiXIW7m/284dkl2SoeYB9kIDW5Vnkys+AeyQG4MduhJ"
    "iA36YUVW44RdBq9gAVaiHFotE3ZtuS5DLNtPXkfkcAVW4RmxPHGUUbAhg4fhd3+MP63lOJyWP/A0y3QXrrABZ3CiWCYhiWheNTU3"
    "tE6rfBbQ0E8sW7VMj8AqjIPuPRZ6dAbu6jg/gVfBnThKoj5f6nBsrS5yCCfit0P+3yUuQkT/xQg0xqxGCjcq4n0w6/jYrM0kNdmX"
    "0L7MXwwWiyg260lyshgP+2/6LiR7DaTZOKF/JQqaYabYBPcS7SWn4KtMIrg0F0PdTk0AuDpOKdblHrxmX8kmJtPHsBDFnGyeLo7l"
    "1NBb1Ue1B0ilz/M2VMuJQqZuknJ2prTlxH2YXK92Ukb4KCXEXoz2vo4e1rtwttbgDHUXYxWcrZ/gKoaQtB9089syHVc0Rh1jKf4E"
    "P1uHZ1uC587TzdCPA/GeGcz218FPX6EtiG0WY/47pDZ/N0Gi5AJcr/VZftvV861qoZ0dz56LblyX7XLW6L/C058pp8JeXSkfwju5"
    "Bff2HiTG2H4sbnmW0l7r35PjEaXDfN6TxPgvjekoQk1tvfZ/qKv3ptBlEr5qUI3n/kxvxR69iHsej11tL4cglhgSNOw5dJC9aHMs"
    "G11H5JAk2aEsnv8ccnYz4ldb342MCm2C70M139vl9WppHSyCXsfcc8N4NV/7fLZhoNjOfs6euB2IcaupI1397CB6yrW0SMfKEBWs"
    "/MXJs7RlMFLOh0y+JRNgWU7OaJh7IEJd1Yr54jpYOIvlu8Afau+ZP1zvahVPS8xP47puI/u9TFN4F0ns50KdiTjK6UW3P47zpIZ4"
    "71XkXq4lnmEVMcnCnAgyr/8ycfX1ar4nwr6DkGd9MItdQrS3ZuLqg6FGsETLoJGMNWGUHAxf8ijI8AbE5TMQK9TxTNj9LhRDI2hF"
    "DJmfodFa4hxejX1z9bkWOMGmUSyz0FOG4ienBvOwDmP0SezZoZDLn3CnTdPdtfUnH627Zojn9LB+LuMIqfG6OoZnOA6WsVQHIwr9"
    "Q36U+clLmqxKno4r/RrMTZ6CO1mGHfhSn2dXVDL5VPAYPEX7lE5yFT71XHw/AX/hDejLybDxedoD0VWuPobIMA86xPpxDU/ieBku"
    "bwaJ5L+Jejgrua/8A9r1cS3EibTZ2re8NH6oLpItpd3uLruz0c6rOIh1s4bPdiErbmFyyxpXm2WZLoO8DYRWbyM9oEvL4D/uwJnN"
    "gR4tQTSzf2CY2n0lNY1vVzlRttEfqsG5r2IvVAb5tCxXbX7hOiLa7PSdg2XM8T0jhiFZwWkL044vMU62qTJDly7X5Y34/sZhZsgz"
    "9vMDcVfZ9AkulFKuhJLlx574PHGIqDt50hr6SYy1zZWMEi6GRPWRJG11L3J278eorDWRleydvZnFHy41jDsMe6SQFbtSvNLyWxU+"
    "n+TmC12v8aGUyxRegPkGLzOmNHlbyLks193mWGQ13ZOU6nIVWGVNe0oR/rs3NHgfeBwV8OUsB3SbbCRKz7tY27v0S/0FnvbE4A6Z"
    "y7r5B9DAbWQ3vr91PaTw/St5VhwSboydJZWcvczFakQ5rRyn1242/ByelB7SnqhCFmOFeB4X48+zkHHXsZxMzoWGG4GIZYPMwB2c"
    "gLP7gAyV17wXlSByoZDj2M2Emg+Ri2faBe93pcbhoa4k315zmaUPQbcdK3/hnB8nt8pYSFY32U9OhtQ1nLdsGNew4Z/EOflX53fO"
    "ebQBLXdz6exZ0FvjGhnMJ4QZpTZ2B///92a+TiXOeRS7eDH0xTYi3Y6iNtvuNVILspx2wPlM6q3wuV7QfLkDq1uux0OnXh1Mlqdw"
    "HoZTyzpfVokvdSw9XJsluqiRnN29sKB5sHk5+gh01i5IURHs2Lu6wM+LpZA91fdh2WlaQzy9GO69ECf4n5zPWAsNsRmeRy98D/oM"
    "mjekn+J1veVXaM4bEbMMIVNCgjLv8OT2hZ/yFiRljJwmL0EWH4TcjNN/Bd/KD7Dyj3rcpe70fqcwmx3zbEXnyD6w6d2CztC5k/HE"
    "z8m5eJ6V8gF7uAvZPbWdlrof1qkL7mwOtZNxcBjTYxEzNPvJOuJ8vS9VyY9pzb+Bv9RJ7gneZqT7sf6SvEq7wD7+U47Q2+UDxJqT"
    "ZRb09+OG14ffOdiPfeV9eDnm314nE6U/njufXVYV7H/7RWYxt1kAHdwwVmVjP7Ga5Bbm+CJ+ptDw5l6VJCd4XHUs6VnDB1LbdZC4"
    "R4Ou46dZB9RYKeAVKuh5WKxlq3ROEIUHWav/xk4V03LXcn6+SJezj28X9rUjszZWhYpCD8Q4MVLIroqEx2hRf4L280zJhgYRU8eO"
    "bAhWhl5xKDsvSrWH7kreDNlqLXvLTMjFFv1RXpLzsY6WOf8VOn071q2Y6OshWPwrcR/PERksn6iu2boyeIOZyzX4ZGN+WQZPeisk"
    "YIZOhU01NPj21HJ1xEqwU/42tZTNodewalrG6TSLhkv1VzkJp9MQjbakUZnU70JPj+AW0wnJhXoNrjg8eFGOCs6CZ5sLy1IDr6Sc"
    "tsBhvA/1s61ma7cT8zAH78mCVH0MT2AhrvC03iTtgumQ7Rx9EbL0L/jMK3FSX2De+St201eyg6aSEcpadejsVewFDnNX6/iKcs5C"
    "JRA9FzFLblp2E+KXOnZXhGFde4lxahSQc+cg/D/LkOLhZ38mFzeiD670c9Mhnr062HbLUBqvlLFelGln2QT7fja02054USV4ph+g"
    "v56XLOzhi/okNMi5eqbulOFamVwgJ4ohnx8hXSB9J8JeLWevXi7u9HpxCDy76FXE4QF2TU3vJJYjXo0m1yPeWSwzkwfhDG3Rfk3u"
    "DGpoZ12FrM7roibwd4y1ew72JBuvDOHuDNPuIUgOfEjsxVQNIc51mC1fcz1vlzL2iljupgQaIlOsZ6gU//sdr7ZZ3QGs5tu0bIyo"
    "rXFmNEKcq3b9twk/19IBEc+f+P8oznQcIilrokTtzlQXEboa5wxxnbgW/2+CBd1Fixr1qCV2Vh5hT3cZtXgJ+d9jrL2vpZ1ahtVr"
    "mG2wmJgNZp07Sz73rhD+wqVEAYr5eYwhfoLD+pm2QVusxNp8pv/ANRbpR3IGTtoK7MMCmQr5+ImYX2ewo6kGcXsxdYStynx1DIV2"
    "7TPTGVzHFh/1ZyiRjpGSsPIlOl2LpNDzMZ1CNEpb8TzytLmYYTFRAq2zIMumXRvBS6vCXk+Tj3EmimUDpM98mbX6pl6v58M6GgOn"
    "4RxshR/zgr4vU2SEDBJX2alV9XUP4TR3MfzCNeQXMTTlybC7OcT4ao01MNba9bBIq7CTNn+yE2t6MT71TfkR0U0lTlJXeC1FsC5R"
    "rHglkYO26WfErouRG7MpVzvB2m859XgtZ6RjrNLFyedW4TMmKRwhFxk5JM+m+KlpEouxtjGKLtJWQRhPPJNx1QFiXBgV7GOvZIer"
    "RYYXyOnBJOzf+Xohznum2bAgknyFDC3dyJHgrlJar4vmO7xykx7HjKj1pQTBpcTq/zPd/Wd77exMf0pclDmsB8QQbg+StuJmKrtg"
    "Rab5zF4rj91S5xGKlbHjKOIcxMgr2ErOFeP3q2ZNsyGN1HAdI+yzEAmPVnM1PfcIs7RLPDeSvaMDZzPj8FQsBzzZx35N2WWm9Ei2"
    "8EQ0VE1y/zaT3cirQp/Q/fvf32N3bNMYTTjP4VasVs8kekNDd2AWvQf9vDh20U2WxNlHX+Z5x9ynHy+16U6ZlfoO5LEAJ/1TuQfy"
    "/iX8kdMlmmzTyL1F9HRJ9ei7fFpc3QTGbzg3YV9zTuUyavGZ76cRi1ul0dAdGlQCEfDV8K+qtE/QB696Gz7pGv0c757bSDyXmhhM"
    "4UpJGlfK5k3bSopTMDV9abvXR1JaJtWd4bpgYo18WsOed8P3drQsZZeg+frlfv46jxh5DU8cfISn3qIPiuVGzggeZId4Eexlc845"
    "OG7NQzibsZonolCvk8eYi3K77xjezJNYY3iYsowe5I/UhJX0n8bLDeQZSnj0TOEOappbVyHxW+lZJ+jxV0NHHSA1rAmOEWd/snWb"
    "9wgNI+s8znjmkbcx5vMdpyB2q6XfZWg05vPl0YeqIA9xS3GIM27dw6x5jfWy7Dhs9vJapcT3w/eR3Z2CIZ7HTtLds7/E6DdZtjaq"
    "xtCa6XNWEd8VeTA0t5v7WwfpX6uDyMi5zkfb9TvwOqRnlRvqzWsid2Cf8tmZYDjFt+Cz/uQ06Vz8Ht80Hx7wW7Aqf8F32ah/6CM6"
    "Fvcym9d6td5M2mKezf1xN6vhca7Aa1vIL7DaS9j3l8NekAL8vwJrfbo4TvIQfJ0caqtWcpyYf7oBzzgace0K3MnW9L0uTeddrbPe"
    "cYklsK7Hs1fTcRa0YF4uwa6pEDyVKCeuzd40o2V0bAc7iEozUFwPbX+x6bhy+tMDgzpdyt76Sl3KmkwmZPErbcMMUJh4xBt0HHy8"
    "XnINfLYbYH2se6qdzEYUlMsu8l/gHQ1pVF87/6efuE61OC3TflLrp7aPZl3e6oYpjJ4oPRIXb7qZodFebobQbtfWw/npK657tWMj"
    "P9mPeSHzCrbrCDKzjmA1r5UkPFZokr5QFSUyizmdvpCyHbBnR0tPuRev74u4+FucydFBPmyWZakinISwjOho6Lt90pP/tep0veM/"
    "31vUIwDt8vdlf2/QU+nB9eaKtSNy8n/2+y/CM/yO1R0j1uX5O059Hnzn25hvN+vQ2fsTrga3v0S1YT6Jhn+SsqeqrsJ5tKjX801l"
    "T3gCF0pnWKNDpQe0nXXZPSJnYb9/hqwfg8ihElKbixXdS+boY5CcKdAyraA1DL/3aUTMxgj+G87GB57zIJf5oYdYsbM/xdBNhq89"
    "nDGqSH2sCiVf+Q/Er8uH1Q6xf6mP7IR3EvZTrGbxWkAvXCaue75a38dr7W4MC/19GaVNAkPZm2mVA1moz8PnP0n204lyvVwml8NW"
    "PonTe5KvZSbSTDVWu3IYOQkvvxFmLo/3sbWLzIdIgpnQJvSqy7iWxboK0dCL8Mk+wd0PEuvvvUz6kGfwBbmBnbcWNe+AZthC9KjF"
    "7ID5VVuJw4kK+6mv61ldaXjusOGfON3npoqLyFiZ0h4Nn1OT0ICcqkXY2ygspCHMzJP57HXZSm1p/IpFzDvsKVdBBv4Xe1rpow87"
    "C+f5GkYx0UPDmmL/cmjo1URkKMUqV+NEjuIT5MNr+4vrZnZpfSM2OI/eYJX3twv0Lc7clzNKawvP6BP9nlL4jX4tN0OKB8h9kIMQ"
    "YlnrNKjknyrqz4jnjEkwn7bN6/4hjI7nawrH0CE31uc6dPciabTi3VU0i1ovk1w/8bGFdxplV2IvnJ/ZkKT3xFjhv0Bs1VKMz9Um"
    "uCZKiOfe9VoP85hnf6V90qAeV4/Dk7BuywgzZlFf0Y5zxs912NhJ7yyp7oMKTphEGWuaj96afldtGgHE/NWxspNd67WIA2vJZ+/4"
    "tX/DHdqUdR9x83GHyHv4aqxYX/nRvhfT7a1NxWf6edKoZ8xLeKZEx14+Gp5Mra/0DZBj6GFUQe8tgdY8Bpr2OtyDZfu+gIVuDu9h"
    "M7SoVRJaEvkyDM26BV/1QHRZgrV5SR4V50VYr/BY36n3OqVtDFa6S/AZdnQ27usPfMK1OKWzYNFqtJXnuGgm5pU3wWdGdSokb2/Y"
    "gbuh1Q3z3DpOstkBkstpwXi6Xh/zvNeG8dlVessAifq4pIz5GFf77IxrNEcMFve59xo9gxW1CBkLJjIDd5CcYnkl9o+1h/W1Gdsm"
    "0MPV7GcO+WtO9RFALby81h55xiF91fi+jCz2+8coB06bWfbsAdk9Ty+0wyJ7prnfBuDM/Uz/dAM++Ug88QDif1t0sIJoqzF2B0wQ"
    "mymzHNV4mYadWUWfqYXM0nch21v0T6xzw53Zd+lTiMivJHfE09DTXRADDpPLdQb2aG9JdYcf4uMfx428GFZjmIyUn3CdwbCTn0Fm"
    "PlHLr6Q6VJKamu3L8LN+OYwAc1m9PVPiPIE1rFDlYd2n4k6MgSxHK+RmPO9mvGcg7G2NsdtzZq+IbJtWFS5mTjOXVjgBqXHYuI55"
    "40xZoNcEH8G/MRaNt3Enr2N3n9JFsIH5zEQU8SRabXJ/dkJH6I39Se3k7m897sJwqraTU/Asjysb930kNdzDSk5FrmTd2jgr8mCZ"
    "zMvvJP+QdyDZLwT34ac5sG6Z+MzfYY3eldYeYzaQYp+Psa/3YVbTeEVLeTelOgfylc1+k1K8NuDUcJg8pqarXS04qanOJdeT38fb"
    "7Yj3JQbwrjXNbpNCRZoLCTWuxWZk7f0SOuReWazT9HWp9JFLHXanlrkNh9foch+jKW2BhDybXq23E8YucAkRmGvpxTp2wEHp6LaF"
    "1I8Cd+thJxPN/hYNX4STfT48nr6Ia5ZgdT9k120POYx3b2dpijg0EIe8n6AcVPsnbim7c1zGC20W1FXsJkMbxr3vd5Dk8iyVsid5"
    "F/Fu62jPpmLFDEc4kUZKOUtcHWo/8rHs5hZ2E2EOqSFGJuOQj3ETPhrO4ieMhu+6CZbTJgUrmG8qhV4vYI9QZ88zquw2cnk0w3jf"
    "oF2DdtBzNpPbQVbD05ogG/D9ZbQUrvOom/T309w7yXNd6yeAlZ2HMfbiNCHaXzle9wrWsQw6+lHsyx3yCe7jOGkJyzBcXDW4ip+x"
    "jppqI2KLEtisAnhupnXyOcdaDUneAntby/nvfE5eWF9YjFnpJ4m9OVzKyF/QWZz/H+I8Sz4ZuFznZbVexh5508obsJ6Gd3mdfEuJ"
    "CemB2GXHPdiskcmTVE+9k6fl6d2I+yx7HbWXSe2hnKCqRtQzBlb8QtiPC/F0X8h4+HlHZ5whX8i8ZDN2Opsn2QaSmIErdaKXZBhF"
    "11r+Xh6B5miecWDwqM6BX/tvPZ8n1TG32164nnE3aVmqP+KMjwvyIFVzIUcLcFdz4D/M48xXDLLtcgvLPF+fISudQTbt7uydNR+8"
    "M077LESC3biKcfJQWCRwGrPzEe7Xp/ClXtaegXUqfIH46A99WG2O8Rz5Afto3Q+3QgeGoE0X4FmelKeIML2AtnIW+ZP6Yf9zEDtt"
    "0U3sa/vMukohSwNZyT8u2Ma6lOWJy5i/uAzyX4K9jZO/caGfyI367LGtwN1kI6nmpG+xOi7ByxkN20x6P5y5bMQAduYOInK2+S4W"
    "w91NXPiG2HsbRuZJ6TOrFhaoy83uZs+u9Ug1Q9OazyR1VjAdT5XDOGgZ1s7m1NZDM0eI0nirPAkpX6FJOcnwjDQqp0qAnSyk7xlm"
    "x/cb0EXVnHP+WR1OQIpn2/1aQ28trikOwxjes4t5buto3Vsa9pX/ITHvA3TlnTtm5M2cwtlXdrBXNROae7isx5O0lKXwfCdzL+N+"
    "NsTFIY55qdxPSyZ5tg6nvbBsXZGfuHH9Rgd6L7XK5/sPlTJ2YziM0Qj34FL417n0wu1z3xXrx8tix8JGaJeG4x/Tixd7LsdCz0/n"
    "JGaLHsBuQmG9P+l39UDrZpD7IcG7NFMG6/5ak9wL1r5tYEjTt8J2nwgfrru8gr9fwan6TH/AHpyNFRgm1lP7ssRZr7SrrKCXV0lf"
    "3rHWJtShz/UTh8uVhas84+cj3Hyfm4B4UszHOxISFcPzfaVP474exmlb2Eh2peE1MLSW/sT/sXM/hfbVobJWYgdLcYWD6VMdKFbP"
    "MHtQxixNglpQ0lO9rdm1H4MEDvXcuG6uo458kHH2EkVYuarklKqd2zrvrdSQOSnJul6lR9m21bf57jzc3wVi1eXO8hLkqalMJxp1"
    "Y/GccsbUWccTyels+rcVnuNGRG/fwM7epm8aLqs8g3tYnNyk95Bv0GydcZwZh+57UgS91lVczJ5k51TSY54fKHHaompKuWHcuJnu"
    "hdBuxlvzsRrDbyfs0If43EtlPPZ4DnbqEDlYLiMr8wrEp4ZJV4p1mQetGGUVzjrQy+kx1eokz1KQ63GwEvoEvCXHzW6cZ99JH30I"
    "n3iI3CNvi63unrKP3ABLdSKnftcgau7IWd795DdY6GlEcemE9ctkxaMT7vsa+YxTHW9Da67EOldz9qGKJ7OcjKgZQQ2rXJ04deV4"
    "w3LZI/6sbCPHzm6m7PocO83Je2szRsfDZiXYF2/yGIXfPSl4DDL0HV47X74m79wONcSPj/WV4Fx9RF+VE/D91fBJFkEbX0pcAvvV"
    "vB72S+pXCdeolPpiG/69yqMGtZFLZWFyHs5ECBrgV5vcRER2u7xPft4cyqVItc8jOCtWQtm0f1O8hKf5mLZOL9Zf5SOs1Br5EWdp"
    "DqzbXNirS+QISbFjl6frC2MlK43bqDwDqg57KYn4xuWpC5izruIpdH2aL8mf2hjPahH8rMcQ76yCHN0nNuM0gcxJ98ATHRVsw2u+"
    "x56/CW0XIMbZWwwP5Us5OPhTP8DK9sap+YoWMol7X4QdfQx3uS/RjbLZaWhzTcuhoRYwwiwhzkhbYh/U4ORNhc5x6BuH+r6zC+j9"
    "fABpCKSLWBZ4GdbgJ/gwz7Be3zW4SC7gqUv6NayjB6vULifguY5ijktp9aJ+iqUv9d3RkiDmWTI9xWb1x8Zw6rMRH1hG2/rJKhDn"
    "fYRzbKwmNiv6CzSp8b/diLNh8x47Ec8u19sa4YSeKRfj/JmWvA4e/g/yBfR4PHkf/MIR7AkOOFXm4p1a1uYtK2b5+/HyKfTCFzoW"
    "rzsZ8eBWn4FMyUjCo2OcQc7BCDMRTtv+Uxx3gnknHaWIFu9n/DwDK1JABKQrYUPO8h5F1GeNHBZ/B3GT0YeLm6BMZcgyxM1Ru+xt"
    "gogbh0qK4zwHspQNm1WOXWkr+ZxO2gNXbinnIJ6Pp1kAndeyj8+Tm8d1GHnAO5NTz/kzZR6pqJbdBan6myGixjj3tAJr0gJavBm0"
    "7mhcYwfncZ+zuoxsw2kfiBjvbb0XuneanixnyTTmD17B559HdIEEJeUg6Ur02xEyPlhKFqHlahOGq9g3bd3wGfCHkvRcm3pkxlpO"
    "69QQX6kGvlMZrMo4rHVf2ZszHsuw4znk516r/YI7gx/1edin77ST/ua7Mo/xWbNiz+ZpMZ11+kVpjxXPlImrVXu+z47ivJAksYCi"
    "PqNmHuJJMkUfks3cn2zaJ+Mhu4KcDl8Go/UXSN692kNe1j31DUjwcEQB1js6jNmAWtply3CbBUn4WQaHMu+0SweJeWzbEqJCbySe"
    "tknnHbIn5cb4evfGHRRhTZ7FLvyJ9VqNXR+FmPYj2QPXukb/hZP+XjBR9oWHuSEZgie3Wp+SUXIa7Iz5d6/h/AyQX3DyNY3AkEJG"
    "auZrvbvg+VvmqYgde7PFIgTDfkkgApiCk2He0rd6J/6sxFn8WBPwZnrjrHTyzEwuUgmkl59ptXpqGeSiu+zk3JVVbSwaC3FK/l6J"
    "Mw9XQX1ayLyT4zOy+xnBXN4+fp7LYqY1+HpPeR/3/DX8qDxYnHxdwkjf+B+SzPvWn7KPMSeYqo40kxQHwVg8h3p+HceQOUrmeiTD"
    "Y/i+BPMzVrkZKKmJ8ii9P4tWL8BuZLKrzvr8r2T9QqQ/sUtbSNRXGlylqgnWp3VgSKgLsXe/wLNMwGtIkIsupO40tpTUNLLDPAkz"
    "U2t681NWEouYvS1jfqyQmcTziM26izOI1ViLLMb/NbSA1Z5bNos4f+d5DlqXga1MTy+vg/88BPb1ZnmHqLSwQPj3apz3DrJXcD32"
    "dhknNax+epacDsnIRmS7Js0O5nqLq9i56O78V3amGN7VRFntveUs5qgmSbXXlWHodXv2Wnbn1aUzky1Zh0/5pAvoh1ThRIU4n9UE"
    "UVBT6qwmuJ+1ugVXmgxJNk9lq84je+UU7GBexh+wla9g7RbBt/5EP4TUDtLrglN1WcbZuN5SfREaogt05Nd4ze3Y68X6r3TXdawe"
    "U/QzrE9HPP9FtvfireNkmR4Ji2yTEjaFX4UzbTNG15CXy/hmZ3BGyBDtS6GPN7JL8lJoy15ieZwS5lDinGBwvAhlKn/rM3Hn0MWV"
    "N+LE7SFnSh9YpKj+U+/Aqk7VWuyS3U9/elRhz4iQ9NwaNulXyixTLfd9k7YTw/o8X0zbIs4WYy3/QXtiz2+FxijFOuVB/genI+AE"
    "/bJSSlbDdrsrZTxGjV3tfQDT5Yc04uHXYl9Wwwuz3oLlkK1xZK7cABuyHOeqLS1rJaKk86FRLIapgPQUsppQwNnociItQUewi+pJ"
    "ySc/rONfjHMWOkSUpSj7MAIp8pbbosJK+A0x8qn+nfEqyVnaPMrF3rAUJqv5REvNh7TFaT0zJM9z57gncp1GI+VYyaamqPW5oSra"
    "jG3QD2FavVN8X0uxulmESyB55pt+i5W37OlmnIbVtJDWIRmGlazi7KlDgAwzv2Vn63How3E4yd1lIjR5j+BNfVBvQUx1IeKpP+BN"
    "DoeeyiIO+h7yO6KWvyCxs+Fbfiwj8UxW9x+MqzyEc/UVbNL1HqnOPNwnZJUa5/Ia3Il1Ah8qDu+smLOdNpE+CDIylMiKbpKzlnF7"
    "F3/qu3sUw+7pvg/10WpUX4dVKCRO+x5i0WVfRjNjZCGnVDpw36p81WQCUZei2nBHR5nv/6qG5Gayp8N1lT+GiP1+2O6fsIIz4Ym8"
    "qG/B5x0kd+JPFhF7z2YV3fLxJ+BeDxbDLYp5LoUQvSVjJ1LPWbibe7QmzTGk3k4cRpRRN8vfU0KeXXWduu5r9dW+hLeBloewGdk1"
    "0ACDmD9Ixanl8CJTv4L/0rMVYD9r/sZslao1NnQao5yjm8gnGMqqXib7Q0M4W51Z5V7CipDJmk3e2rPP1ndlPjyEHZy/fgnyPByS"
    "86haH0iE0mw58dXMhhve/q+chmgYwcRyX3vxWn18TqyCcUGMlsfuqbe4Wbxu4ta/MeymhqMp17HkUKsmy1HkL4l7y1fh+50cJveV"
    "kuT8/kK9Ti8LbIrmQz1ZX8fp/ALa+zPimrvY0Sqfudy5IZxksvhmOf49gJ9exZrMpbBSIa5zhNxwdq7vFIsfStSqZoU4XzZz9oi+"
    "I5fDe3mdtvQzeZjW4mzZSrzRqI9VY+whNuYt6/x6hz6iXcf6As9hD2s1LFsF/FnjbVvLLHcCu1QJWdoOS/w2pLwUV1sOLbALenKE"
    "tJFx6Q6T4D+ka4Y+BcmbDS/yOlilXvKwWMdae5lMvA31WPDV5JBw/OKGrTlW7iaG2Hfw+LoHj8BnuEm/kN7Ew96k12KFF+qY4Cpm"
    "VGqg777wvHSpCoymkWl6wNYW+9lCx19YSUl5AJLeFZZuiTYP9oRn+URyZ8aXOk7PxX48jntbCtlYD028CXpzpn4Dq2f+0RnQ7acj"
    "lv4nLEoO9GgJZNrquhuhScr0VlxprljdzSZtW8pXiKdz9Dme45ESr8f/2oxnJVv3l6j3ia2XxOVvqn31ZQli4yJaxpiPv+zOV0iq"
    "77t1mtlxD1bQ3HmN+MkC93U375MeKMXcZfdpaxlhDZCxYlnF5fAEz4HGfARazJi0L8eT/o4newwexmbI3nz9Xt/XpxHnr8LnrtBP"
    "oVMNsW0do5FnxLGgTZUN+N67uhFXaimV7Hhfpl+L5VX/0Pmwkmuo2W361jrFFrEHbO/gW8Ngg9wfIA71cyXe1SUop8/e8GmcLq7X"
    "VYma/y+90E+E/EwkyxrP4RVjT4Obm7gA7+juZ8BDnI52/QGDsXarob0L1foiXsB+LmdMnanXYgUS5H/MZQ60hjjOcdY8wuzZSZBz"
    "Zp2vd9XpLLKrVLNeWAMpaCPG+1LC85evOT4aDDGLH6POvlIMDSYbfkMlp0gM33+QBNQFGXzSEsj5uuR8MRw/m5ZcjT/94HP2YkRt"
    "nUzW9ZVkRqEpJeg2cX2+lgGpZM51jW7H91YTL9gqCyl01ZS+cjkyQwpqIvG0HQ17T+53+kARH5VezO56q6L+A2cw7GMZO8Vlfobw"
    "M9j2jt4uxyGB3cXVllxe8kXs1pli2cNecgc8qmEyRi6WvrD3c/Bk2WQ/s0hnLSx2V+mB87kU/udRwsk8xAxLefWxcgROZmdxXX1J"
    "csm2J5peklXcfF8PSFnHVDfc7kygqqS7WhxvoeG2bfZPn6iHjZn0HS6Opa6l7wbu6c9zJSKZw6UDTvxpuNdf4BfkQ38+hj9KlkyH"
    "zNOGV+jgK/oNe6ohz0xtrMGVzNvaVE5/fKZyOteeqqdkM2ZP+vm7BGvYNV4TbEz7M7v7L9qk2YMzPP61eQiOf665uEqSqw1Xcaaz"
    "1HcVZvO762UJrVuW/ggff7CcgphsC/bqftlHvtbT9FnWyGK0LoYTXsP6dBZ+3kpKvE17Et6S5QkN07uvfKKnkSn4analhPkMIdbZ"
    "a732cztQzb1by2j1CHY89mUlcxfrFOqnYN18TENezRy9XZ7GCYnqTfBKH8NZGBBk6yW+b8StxU72sSV5NpVsPjYV0wuW4FhECqWs"
    "/gWSyypUCs30ItmZnjvZhlfYnTaXpOc9NJxB9VNuUb+6qm9KXppdeCYRw10nVA+xNWhGpuOjjGWZ/byWH+uexqMsISJIMau4ESL8"
    "arq7qwnng0v4nkq+x+GtGvaz4VUv4BNa/ahKQliRnfoWLFpbuVfrY9X1lWTaQoV4j13FYZQNYl93BbVpXHfzp9VRyp21PV0aY7QY"
    "itUqxoru4oSJeU03cU6wjl0W1bjnfEaA1R7l0U39NfSTZBp1Zx92UcX8pJZJ0TDJIUpmtd6LVW2Hqw/A6v2ofyIK7seO+0zIpmED"
    "doVc3wffs1AfFuu62aBWiduF+xyCz9jFatpomc3+jIh+L6ZHu+GVK/D9htlDGvbJu2uz4DWc29dh4xbo5OAI+DgX6lKxmtloSXj+"
    "wzasIiqtlnFErvIYxNnsSShnd/dUdlWMlnKtSyPNuf46N2/zBzTzJbAGS/VznLzP9FX4gtXwGUWsFprqhi3yOtK+2oRn/hrSYvt3"
    "KU5tBT7dauN//k/Txqtg8ffH+4vx+11oq1xo7a2Iu8cQKfEkYjOmJpFaMN5J6F+6lnx0e7OyfAUnC06ArK5iZ5/46XyHjOf6dyJY"
    "ndnwIwYyy2h1/BnQT7l6XDAIfmMW9MYIsencg+GZXIuY7Dk82TWNMCodKlnq+s0MY7sjrJKhthuTxiiiEFwohnRwlGRzKrmcPJqu"
    "s/lkWlxjKT2G+fQK4km6DoyvsUpVZDewOpjpuCIi1rTBp7WTY3CHZyP66S4O27sO3y9HbBSi3c5Tx7wSYl+W+VMxxsaHyiT6IDYp"
    "9Riim9ugic+Ud+QhWS3T9FV87jWal7SYwtY3hRQkjO8j9OFizFAkPUpKkp7NRpy3eDrPdrCkcLn7yS4i2TV0tm0Orpbdn1HmDA8R"
    "44S2nOVZzMTH6XVYhLSWkfdQnLgDoYubskvOsontGfnF2X1hLCDd2aEY4uzWwUTktp7WfNzBOsjDSPkZ65eNpzxObtRJ+KpGH4fl"
    "nQ6/Yhp25XY9Dp//nR7eZAaet4b1Kpvy7Q852Uq/crsu49PthLwt8mtg+NBhxFpZ8E8N8T+X36ukJ2mf8amkOFaTaQwM+39/yk+p"
    "Lia3Xxxa3FVoSqGFLFLKopfYlhJS7XEqKqFxyvGZR8i3+hCzwnMQQ1chhlgASftCXWYpldN286d9IRNd4U8eIn2wbg/AP7LuKdtL"
    "89BnIwL+HfKyg0zPz4ghA36BCHswbO08dfUQ4wIf6PurDsGZuJj8eQGr7BFW78NE0iunF6Vp/3CYOMzIGKXwUemvH+kDkJitEpM/"
    "dQ/s2qd6PWKxUYg0rU80AdvnEF02sbO01H9Wy79VY1MTYof47HgrnnDDX9/sJ08MT9ahC1aSeybCGvMl5KMuhzxZR0ENOeLqGCd3"
    "kUQaSz6lnwd49K0aXcFMnenndmRpSNDLrIJV6CPmUTfFsxjvfEesSh8pp434HBplDu6nhrF8DJJnnNTv4Ol+SeNHJ7EiqT7nCDOr"
    "bcjpl4rC4tTbyUbOzw/quAFzcAKPxBpaVnyc9JUBHp8/4qcRlR2mXSTOGeB7bMYdn7AYMfkm+PYtgwmIDSfIWdBBOWI9GoZq+oJk"
    "4gkGSTP5jWsyVFK2U9OIytXMO6d6FeI6l9cpp/T3lC/xxOMhoQsRH1q9rAl896i2D5LQrnG+yvmelcQLjTG3maUf46TFfZQVx7kw"
    "FM2HG+l/y4c/8g3O7gjE3JvJ6j1fZiH6tJ6cfP0aXuWxkPhdrHycJZYfuIz+cR11ToWfnb5KrDZi52SLXk+JruPZ2SAx70e4ubVi"
    "MgeFmWExa/WXZPsMYiv2de5mLndo2KWeCTrF820/vYp7NwDP3Ie5wgijI5f3rdTfcNIugPQ2gSVei3cY/1wLeZS4vYFMZN/m3dB6"
    "ZcQisWj4GDGOo4l4NvN0jmGHtaHwdsd1mss1Mk+/xL4fDSm9jlx7c+C7vIBrj5EhEvNTbvl45x6w5SXQcD9qDNHSYZCMN6xSEczF"
    "8xyrl+FE7iufSTUR17PpyQzEFXbqw1i1OE/Y8cSpjfqT5CqE7XD9LdTfxv41ChFPCL5XAa3EI/q8pDrXijmvN5y9io3NrJ7JV9j+"
    "3Y37LdNO8Gis79jVd8roRdWyB8j5dWXwmgyr+FM828+GPAuNc6AYptpU/PRnnxVN+C6UWq7GvdCIboq0wktKmDrgaSK+ZxLtoo62"
    "fpfOwp1/q1dIFuzoN3j3n3xHiD4OvBGcn5Zi3Y5hyttkSvq73PMo1sBQPhYjAs2lrXA4u5vhuxSme5kTxMZwvS6nI8psAW1QjU/5"
    "iXe7hvzrk6HHv9OXiAqzFyfzUkzpSb8bCVobO/XHSAlnW6y/Zj3e34So18VY+ZasWjVh7N+E9d29ZDx+crncr1ZFvRQ6rGfwYPKo"
    "YA/IbSX7AK17bCoj/w2sbdnTVDFL/Yr8wgjudBkkxd5jtIl+N1l5PvV5ocezrYQfVKsp5qEkvxslJ46bRY1xetzNV8foTS2GVilg"
    "FaSGmUzTKRPEuvpvCIbAXhlK7+/YlyVqWMCDZSU15jPQR7mM+aogjXW8z1JEoU3x3SR8EcOrsPxaE3J1hOsxgzgJbF2vT3umzoTk"
    "DWSv0r60Nob7tosdhb0l5L2mDN/lnUjbxVOpyaKs0DkeSGVXq/HID5aYn+4IxLBZKnGX5b6P3T6lefrTIh7B4L/j1LtP3eJrhHFO"
    "ZR7NLuFvoA1zoRkspzWR8/PlxC1pBav+EfXegXKTvCXGI2Ye55Hyst7KLMQr2NdrZXFyT1kVjIYU/agzqFOL1eGmJvUtRNi5zBxb"
    "vSITZ904nNYHS9jPZqdiHE7fmbhSJ0jeJlj1l/QMWJdMyN4weCf98d1snGXz5a+FtuqIE9Qbp32K3An5jnl8b4ecmyB+Tl+5mZ5g"
    "kv1eZim2U+LLiHSyN97VXNpB5x0kf8BWluM05sBe53gUS2OWTrHd2tr0Z1/ZUM82XeOzHbvrlE4r2RS0ecNuNmUiu76t9yGZ5iMe"
    "L1U+kjuVfk2UWYhtegDxterw3DZd+w0krb+cRYzYjbB51WpI4f2kVbAVMfY0WMI3bE49OQl+2FA5I4jDfxnAGksNZ8YqaD2NSU2I"
    "wHoQOwmi3iqGmblepcYg/6JYlT1P1+GU7UKUZPMaGR5NLql26svge0W4hpZzzGLPpcP6Op15z3055WOTabUeV7SJTJNsZu4qyL1S"
    "qknfw9NcukhT5qatx3pfeVavxpUnBS3gsc6Hx3GEPCGlnBRKEAUnobs51lKzGYWQUNM/wyXmo1l7no6yJ9asp1gHTi9YxGpGtTZv"
    "sgoeQh+i0Sf5epujtbnlCM7/+ToWVqy5rME6HCBNgxfw/SPFus+e1W1iGJXGV9Az+AyRQF/EU8ZW13B86s7TNq5zJZ/3FD9vHuac"
    "l8ONiPjJirhH9e2NFd6hHWCvLiFzldUCD8C11+kd8rq+hhjsBXgdxtvxm9wKLb1Cy8n1kUTMaPJ8Au1DGXnOt9NOFOs8nOBSeBGG"
    "vNBM8tnjm8TdRNjhvJ4V6FGsWoVwrRCjv1rO2hfrbVJHX6GsEd/S9c8maZFdt611QkMDNJIx6wBPKwcrfzPeOwzx+0XwSX7FvZwB"
    "f+JuLZE8POkc6OWW8jGuf6z0ljvwNOt5t+G0BFjvvO3+Tng+vbFnk2BVhkLaXharHbSSu6W3bk7+mjE0WB200+pkH3z+tOTtkO6n"
    "OLFwBP5uzc6zcs6yGsZfS5y0Oez4K2X0qpCgHfBNEpwXCzHD5uIqy10XQQrKqN1C6mZSqjkl/BbRMCwDVEuU8LdZO8ykdhP2HFkP"
    "1QTyOzv/va30FNd/n8NoxPnlqazPUHGofIVYi81ezq06EIjDqjwGJ/cIiZA/O+H7ZFJR5HLEr2cggn0Z78yQLGadjhWrKA/DU7aB"
    "L7Je74fu+BSSP0uGYY1u0sa4mtfCGzELsgdRu66XMsZNZekJvdeZI69m39MKfj/C6dO43iKpbKZpnLiXfJeHDUHfuzi+ys9BuJqU"
    "VT/OEjeF0JmVcvWWz95ztCQ9clcRuzochrBjUUqmUXZi/xNDbsM/eQUezgRYinJovw7wDn+F/H6P3V3CvEuI9xHCqauAzxej/dlK"
    "fgE3yZrBpzEf3Sqt23TP/+g2UeazD5HaNCd5M2rqKh/PDpL6U7NN+f+O9HmrORmyjGyad5H5yjLGhrt0qlyOK10YjIElel7/kL8g"
    "WtfL/rIOmmGCTNbPoU226mP6uCzFdyynfQK8pCRxXGoQXXXiPGExu71zGIWkWEFTq9OTs3FJ+Car8Iov4XntJfMD4+j4GP7UTD2t"
    "3j0ntW29OkmtZxlwr2gpKQZ2YW9FjfduW4ljMlRis23zc54Brx9Q1lvQLu8hjyGuM56Hs8SQ7l/TpZDy77Am9+G89WS03l3cnKvD"
    "CrBVMlTsWsb55bRVJWTNXARpTiISrGKurIKV6nZSwFnuo3wu29UJesjuDpFqymZr350WY8bCdWCV+C6Ts/jqJsSULeXcQwnO5Dxo"
    "oDycccNPz8G1PoIdvxHruLtj5CJKw3f+qwinmWsZARQxe15GzLMc5lPc79L09FfCo0Qk/CyDkGvL1mC479GbhWcx/t6TEH8PxLlZ"
    "CE9nrT4ECU/l5KOc8o0TdzhB+7ZNT8YdlmFFhwRmrUZIGXulbA3O9DXySUTvcJO7P0EfGffuYYhTN0Li7kIcNEgOZ2fhF430eljN"
    "sVCnMSdZpO/5jqnV3Jcq323nZqC6eWbMLvKkxOQeuQivWgL5zsCqHsRO15dgrVvJciLjfgl/pa8M4dTmYvhTH8mXnEm2+t5iPReW"
    "5Gf9Xm1m4TvIziJ4uWv133j2T/FZ38FzXgjpaFhT7NIZ8KfbQl/O1KdtPkzexd0/iYjgf+kPibNzqZqMw1uIRXEr62I21Xuwrxsf"
    "zX7EctqAfLzqn3qIjpbp+gue9Dx5AP9eH9yOV10nGWTBziRaQlPqkanwqzPorVbX0/5xVh8Caqn3sCZjg3k407P1Hbxzq65GrP9v"
    "5lW36o1yMnuBIpzqOAq+Sp33wmOMiNr4M9KDvls1vKqX9FAJJ4fL89A1r8IK3SGVyZEyGK8ZRzSHpK94GftSpjahVf1G7yHzbid6"
    "j00YUSWIu7WFsmw/MYT1InYzZODfxry01jISq3kYp5uUEYVhFBVqISel96KNu1+OF6uBL8JK52E1BkAXDsGnZOMZ8/UJ9qxkYkVE"
    "DuCdxT2qkEjMMxAnPAaH66ETZh+slnKVGOZfjDa8vQTEiXOV+/3YBz4MT9iO2Kr2uTbhWMqZphhrE3FGZRb1DpUR7Kr/Bn7jWkh7"
    "d3Kb3C/98Ppf4UddRcwchyiRrQvgBZeQ6WGHXoZ4ypD/i8hv3F1yieyylujx1fj0PcVQbJqS6cvwpQfgEyeLsbpl+rx1Io3dlA9/"
    "7P+ije3GFTOfZ2/YlQj0/KE8e1XsYaggakfcowc6RN6YXs4JOJuO6uf5nFwNMMmuZ2MydRG95VaK4etmwjs2bTFF9hPDtC/Bmtwq"
    "Vteu0oewjrXErjIs2pPFzZHZnGaCXLjnyR7QB8Xs3W8Db28hzn17rMpRspzTintDC5QifpgGG5GFFd5BT9p2+D35lvMi5biGzSwZ"
    "C8+mRupZ1s+8gCjRx7KearZ0qIwhm8B7uMsMXHMHrmneTBFevVZ6STy5Xc8OXtYJTRZqE+2l12iVFCY/Z8W+nXwjM3UFnnij3gxt"
    "ejtzHHf5Kbcsz3Lrsgl1foKomTyBq16qc/RO7OFcYrBNlGyJekxO4zyq8bFugjZFaftqyDbtcAlivmchSW5Ny32PIP/toZ5hMsQs"
    "lJOCtn+bVHe58oO9J5jiM3LZnYZ14pVyo6yBfSzG3tTgyRdjn7ZAAz3Mvnqr9tX5+Nx8pRqfqxzOu4nxNDvduRqRfRVrWlFNpjHA"
    "+/pZ9Shi/wG42zJOuX4nxbSp1kWapcfL41IhD8NXzockLYL8r9ap2Ouj6nHCuudt71ED7I7y6MXHOSEa49zuSK7zfPgkT+qDchr5"
    "lH/Rb+GDtcVuvK5hdihk4alaiZ36A8Um29+EZl6m64k8bxjohZ4BcAi072pm/4VrFaWtt7N0nFgP3/E4q4breAHZsUthkdvJQVjl"
    "5Y3UKKM4PZPgQbkIxHBSB7EfrxOnDs07MlTtP2Ur8SVtLm8FGdp3eryuAmibvmKzELnQt4ZjEmPcFPHoVvbVy7ibb6k7EtyZuJel"
    "bP2aM3pDOQlseA3NqRVtIjUD+/EqIpm7NZRchHX/CrJwiOwVvAV52Ae/j4Q3u5Q+XIJxxWictDJilpyBT4kz7xXmVKfrDzap6yD3"
    "YA0PhnaYg/cWM/ZYzgmN//+owPU3xWg9HQfSMH9OIpx4MOzRZylTbmLVosaf9De1Xp579Q6c4E8R44/LuBZPPAgnuxfWbifux/J9"
    "G2DzimBhsmEXGsZhaszOuYpclP0nEb6q1nurWVgpm0dRro8ycnN9Og2x/BTR7jyEJ9+Od08W64Swu/0TkZFhO7yphgfXQ86Tz6HH"
    "5+LzB8uv0I5byeFjvY9FjJSG4Ry/TswxixCb4HOeoh2OcEo+i9Vs59VVk2PWzk8HnIonuZs16iaUDduhnFrnRCniue8nEc9s/THP"
    "+XziPhrCaXfuVBX9/CSRpB0eidN5rvpnvkxHiXmmQkPgtK4cQxTP04FECX9Hr4H/dDpiaENu6INVsCnFTD0ST/CVnoN4MJCdydPk"
    "ATkOkdbNerE2CYbj3IbwqgvoLRmqdX85W4yVL0mutIZR1a1KM45oux2ZjYljJUZitTfqeL1Ohsof0P45REcdK3dBl7wnDWNINsdr"
    "O4oh+7RhRtOusIsTsDZhe6C4WUBnF0+WqOf0LvddJlH2HbXy/fGHyl+4jxjsyFasyNmIh9fiafeWN+R63Fd3WNQ86JMQ97YvdPc2"
    "Zj2cn17tsUKt8nId8VZ3wM+7U19iXci0v+W3yxkjxRkd9SWGVIT9CtV4RS0zC2F2dC+hDzKE+dU6VnWjrLoUIwbI4xyTSeMw5ixd"
    "RXoofagKz1xirzdPa5s+AK32NWKFgTinNmtzNCLId/V5Tj/9J5qCy9im8jRx2PQU9r49dTc5Ve6HtjL91keso8dw7xfCM12hH8Ce"
    "7cvZPesrbomI+Ruc7s3s03dTHPkehynp+ylFRtXrqymuh0rTsK1v2J7uI8XpySCnl2PMBu4jDguzyGeqziFHpFny+USxK8NpCLMm"
    "1AG7HyJy+Ct4x+OIJULQRBXsa7NTZLNDK/QxeQ52zjyq17C/V+EO38Y9NQts8u0w9ucltNajkLisuH1mge857CQ5zItsx99v++rb"
    "BJ/VqvI4ozFf87F7+kYMjaC1OCaeBFbTeIr7MDJKdSWK1HmGixLYyNaIB7djdUv0I0QvrXE65uO+PoFs7y02VbQDe9IEfuR79Ong"
    "NXntmcIoc9PfK1l5s31uzf04gX1rVZz9Mx1/aVCkH+B0hDmPc74ci+u9o9Pxmv3IKRomVvRqrK3lyXfoGE5oOJyUdnKw96ULvS60"
    "+mj9KZJUR93JEqJ1DunT8hvjgxKc6F/w2dOga66GbjpcOmJFv9Iv9HOcghx20Lj5zcGMLuPs77Pz1lccesLu7pDdkxrG7X03PmcT"
    "NMkkMfzEQqKa3ikOLbOYr2vKuz5YYh6vJex7aC+ShOczs53YyY6KOmi9cjx1pWevLtZZuKP95XycqMf1umCm/Fs+0sPg1x6jz4mx"
    "6GX7z9vM7EpLegu3sr/A5f72JaZxEmfKycoJop4LNq7n/J87uE2W4TNGktGhBnYiComxecZT4Z3tT6s2Grr7V8RR0xEN7dC3dS55"
    "0xy7agl0hrKHp4KxxGZ102ZRsmJHmaeNEzvS+C/jxAuqY8SwGfI9BPuwLyNV6znNTiNRJYipncBdWbdaCPHaSPlAP1STAovb2kNP"
    "DvEYIq7n3qHpx3hGuqV1g3hUJTeZbZa1ubgqn9NY2dTqjrOhWxp9OFULdv50hD5Ne2ktST8Z6VAAh6StSzyNNeA6PTZh7Y7yNrqG"
    "OTM3D2U9aZuw41uZ27uVcf1EMTa8XB81W55zjF8Ds0rr8Xk9KJtltHw2uT1e3JTJzv8pd1vhe2YSXucd7it7lkEbSavvMq3l0F1x"
    "6rIZjAsnifV/GDZ7a5yiQZALw8YN0Uvpzx3Pwb4cz+zbVkSUCd+PpJ43M5Wf6izWtfw6/H/DCzoBa9EHz/er/gM+0hKsw3yuZAX5"
    "DnvCa9+JHd+Ge7N+oU60AJuJimAcpsdDAiL6MqxZW+6uPcU/odnPhJ35Df+/DFa4Kb32gfCWbfd7Q/vOpE7dBl/I4Y1FdCoz0gfK"
    "N/Azjc/CGKH7w15+iuu8qwXyu54K/fQ2IuB82MLV8HPKmC+9Cyv6vecTeI/ZuhLWkq1zPJ/Ie7dLmJ1ezbxGC7O+b9WCEzh3J+Jw"
    "k513YXKcCft7Cjy1Ysa/Z0sRefeydB6jnmZiHIOTxLprDPFjpc6G7XwdVn2RZkGXH4xI/Xl8L0PuwCds0DekP3yu9kSvay2zIQNF"
    "0LOrG53PMg16kdR6CanhWa6k5bUqzQ4+1yB8zlfwXG6G77cEvnqSJ8kyE9YPOsqfCOO5mJ7sEryD+O172U96qQRTNTNplbF2QZU+"
    "g1W9Vy6UdXjWdcTXOwQ7l4FPeI/7b3pziqxlVugbzfXxeYw45TXsAAzpL9Qp29mVoOmVNAtu6HfKekNSI563ehtZH+LMC18pFpes"
    "wl33oVzV0us+A56tIUOPEoeD5Jg6ytXZux7MwcdptR2bqMufJ9m9Xl2v7069r1LL6OxUcopbNftgrPFq7Ol7uJZNb/bkJMKv5F0O"
    "0Qe5SSLqZokjnK7czb0QI4/J4zgp9+kxchs8kMHSR2ZbZoba+BNOTC3CyTU2CMPnelrawE//iV1ONol6GNFVavhnmnyPvz9i9dnh"
    "FoT9Od2OONPVbg/nrFq+WqX9LTErsZg4jSmsOBdB7eCT3gjL9IdORLw7DVr9M/jnD+hcPT2wydgniPiRg7sP08JaPFfIiftJUkA7"
    "vZFZFIvSf4T2NNzMYmNCwqss73IDO2PCxHiwisESco9YL/oHsA97SVhOgn3YySpbNdG6k4wQTdOX+blWu9tm9fBcVTPS09l1afRa"
    "x0LQVTpTJxgyTtLP8UT8tH47rzHD3utNsZ92lTa+Sz2WRvR3vnI3cb4deWQgXzYl2w9xUB67kF8mDmJM5W94nklaRJHbMrZnzIIm"
    "uloLk9/oZbolvlRfzijUBYlmWLlDpbccDV08B8/YE97GHPbdlRAJ73KP1rVTHSarY8uo9pMfZ9Ar3MJ7LIFdryHGmnV2vSYRr79i"
    "7MTLDQbpG9jTuWrdxM/inofJOTgzp+MdbbDnxo9uDGBV0DQVukB7BSFY6hqPDlLt/XnTIq9xhv0+2QEt8CiixMnQJ1/qFTI3ebT8"
    "Cxr7UZySc2ARTpGl+BybfvtYp8tybSv/7VeYkexP4rhAwqxZLacfbOenAlamGJoxwb7ODh5jrgDyZlwuHXkOWvP/TcgkIdJJFmBX"
    "BkGLRiDvp8HK2TSVsWacAu14HHxjqw0sYVeCcRcb598BMrIel17Cz+Eqn34dXhui7NVAvh1XTBu5D1qurZTQ26ygrFzEiCPMXFnc"
    "oxJaHNBR4v7cr4dPcCfiyw8RTVwCS3MbnmgE7NhR0lPKIU17iLEgGUafzWWsUtPxnwWvEVklSd0VJ6uk8w4vFMs5dxLXDdUC+igD"
    "Z6oJef/i7HZL+I7ESnpvru/MOAW3IDJ8DDq/pTyKZxsCW/C0nhZcrZO0HXz8F+FtXoeTuodkw1+rlvGwpaV6lZ5I5MYc6JM5nO1f"
    "oxfg+b/EZ74fWFRQi+iowibosdb/kBPlDd2QnIcYqSO0ZmdRiSenyTOwcjdixQ1l743AGJ4647nziVlok1LxdBzqOmJLaXOTsNTP"
    "wFa8q1YPzYK0fgArPgon75EAK2fWgxo3DPk3SX+ME48DxWF7WUbc1qMSMVfKi2/Yr7LZgx2MprsFNmWwkUhS31GW7PTtYv41h51+"
    "+4qt7OP4e5C42cBW3rd0tfwycketU+tAtL6llnICbEcccvAPrK71vA+ANPbDWtmur8de5NOy/ecv11W3Xi9nNSnObIJyhUzfVDIz"
    "oTpZUnOt7XD2P/SYfu0g/xbVWiV2opgX2o+T0ZXQ6n9A21n+0DhirpSL5TOdB1/nJFmDU2zIOyuh57rABu3Eyess1iVYzph6JM7N"
    "z4yMY+woXKwnQcPvL+8wUjSu8x2cqrxFbH46C/6P4VG3YG09jGsuxo4+j9jgGui9zcQvtgpNAXOBGbKsEYabbbArTRHZ/gzPa6U8"
    "QQ0Vh3dxr/RIY++neibUY0gYu3xn+b/Y/s5iOJTJwFuHdvBuHKubzRCOZq+d4eRsYueH8yxGwUfLhLwvxUm/Wcwer8OTHA/voLUY"
    "3v00KeNqrWZs9yX71RLMRR0hDllxf8n33VRVxG+NG0sp9cuprLRd7DEKU5X4+/38nH29mRo6i7kJZT5tDnxK01yrsZ8HYD3N9p4J"
    "DVzKPS5iBXCzvgj7dFWwRnax16UPfOF/IQ5dpT/Ql9hOHZ/AmiY9llg59vBWeRVaaiNZ3CcjxjPesQfh2f+Cz2whhgxbyjh0HqyI"
    "6aq1+qlsg62v4CxBGXOkufCUOkF/dPb4SaXsF3U6cwo9LTtP3eHhx9mdlfRxjbOh1gdwFyzHTl0nb2MlP4KUPC5f6xj8bCJlI+5x"
    "JJuSS90qHjn4ziY8ifX5rsE6dZFrib8Vwj5th34diFfuEfyJr9ZBCnMhSdX4/Je0OGD3Jq6wFs9ofvlG6OaGWXUL8Wmfy5843f3x"
    "1FdgT36Vu2DnHiBba526fkPrj14D2x7GWq8hQ8w4P+fanvh6CearbZLjGqKzJb1nbDFSKTMqu6W1qf+3ic/dGXJxlHmGjuJ6kCog"
    "OxXstR+G3cjG6T0VV7lVz2Onbp3MpY1yvvTNHhfEfs9hRnM9Mc5TjN3OH6rVBxrBcTbOlBpN8SG7bkGHG98Zd/CTvo/rfgo/d4z8"
    "LAWwyxM5l737HKY8t/0k6asO5byfC6UD8/Ux5vVDZMV1/SkDON+7t89bORTvBGdzU5k362z+pyxj1kZ9p6qbSG4uSY9q2pzTW+0l"
    "5ePZpHBBo9xRDddCG/b5pusrugwxrXkwS/V3rNVdMgvfS7L6W0cuQ9Ph47z2sTPcDOethtiIrYmFbLlm2+X9IePGQX6aOFzZIn5C"
    "Oyn2e+Zml5uks2huZ79hn61lcJL0GCeJ1cGPZxZ0HzmIUWszVqqOJqecVSea4Ex8xWipGK8s5KSe4W5eSizVFDeSYXQOYxRlXsVM"
    "SNNpcg12+xU5BJZ/f9iM3vC8DL+iiFquyM+FxPU22Jk5OAvb+LMY0c6HEvdtH6xpNmyjrU6Tv6GFp7qSahCVGF/eNWJdEhaTD2R3"
    "fxmxyvYgO0XcY/IZR22E88AV0Mdhn71LEDfnWtnq55D6+hqxy2s4bu9KnJ0z5WS8Z4vm8RTugu+QhzPaVOrXI1r+jSclhFW7G7oj"
    "ztfXUHvdIYXM8xewi9J8kNPE6pCDyNy7ja9VRqcOXyyApiimj92b9uMsj35QBLucJGepZfP64izshGf9jl4QnKFHYldfDZbo9/9n"
    "0jaRnj1O0j+yXgPXl+g6xiaIcU9MRTzwnBjbwrMyQ6YQrWm23oLrHSMVHg+1mpM35v+cAp3anLPlbr7v72hLwnmCCubHXEx9hnTD"
    "TtnUw4HENu1An7SWfIjW8eJqFlGiYB4ljhU16jEVytkN7OL0Isa6lb4Hpb1cCnthHvIQzsFugdReLlvI6+7iWfFsTe5XV89uNdxP"
    "9FX7ulJrMngmELmkrGtqP83fyoRPWsea+3FimYNMPMORnoMryRmC64n2bJU184dvJ4pnlN20KXQipdfpOmjC+gK01wqiumfIYbBj"
    "fQKzNTu0M1Y3F3bUJgvm4MwZ9tYmfP5w7PVsuQVeVh7+CDzlbERdvXG2bpclflY0nPZ1rHOxJTXJLHFzNTWUvDyidJWQK7PKz1qn"
    "OGITRMg2CesuhvC6jp9pCHbjoIFHinFRnyg3SBkzXHPxZHnEbq+iVl4Hr+IxmQK9PletdtcRltAQFg318lgfT8V8p2DSI54HOOPG"
    "mp2AXW5CC1RCy9WVkaCkJ+OT1PctfE/pCYy2XGXIWaUqcnQ0jA7eWA3ZduwuSXU52quW+wyx5Vc6IhbuybqcxWV50K8nNDLtdR65"
    "l0awo3cZ+dg2E42xJ65/gO+U75pGjdjBLigXw1bwJAxmvTaOOwjpdbjO99inKtg/OwfnSyU5HWOcxitgDsCw1Qx353as4yjE14uJ"
    "N32qlKYZC5qyHzJJj8V69toRT7mULGtd6N/VIh5/Az784CBTDZPrMsmCdZoNibuA8221zKh/RrYOe98g8v+WQ3fVEP1faZEstjmN"
    "emyyRNIT6gnGvBHu81rWGXLwKsMMuANR8yJ4TC/L0cwPniJml1rCu6vGyj0HiX4MP73Da7E2Pj+fqGcFjsX7bxFXR9gGbWx10Dew"
    "8zPV+prm69sSI5PtRuj33xGd1RLpcAF2NAvXmEFmPUPI+EutEvM15Gwhrt8JZ/EV7PK+iN5eZJdCrJ4lT3KSTb1VWQ5vuUNGQv+t"
    "18APP4OMuU/pKH1T3mfndDbxwpdBs2/BKzeKdTA/oZfISzIM1+kq0+Vd7J6xX96pe/r8Y4i9fiU8jftw1s88u83El6wgw+xqaNAC"
    "WJd2ci7i532xAn1h9Q6DfS0hD9zv2MGZ+MyBZMFSz6lqXvEy2Nlj2QvT1GchEj7H5WTfZrfPkl8RB1Yap3kwHfGA5a0NF6M4rUuj"
    "nFNX381s3Ogd5Cwx5Pxl+O492ONsfNJgvnIwdjZEZIK1jOb3hv433T4JkeAo3NEbiCB+T54sB0i3YAqsbCHR3AzXw/Iqw+kTLycm"
    "Wpku4PRQnX6IlSvl7Nw+soY5nlJY92rvuZV4bGHxE/mdZDcejZsisOf+Xu9ExPIDT9BIWYDIpj2kSZklMd3ieKKNEy8Vm1VqJHmc"
    "VODuF8Hm3YN7m6MLiDb6HPybjvB27oXtXIefrUf8MxFf94JOD3m9GvdTWyXMZoSh3Y0ZyaKqbFpBN1fxhBhXrWGAVqfjVfUoKE7z"
    "DYMeLva1tyjeGeGkYiXs8xpE4Luw9zugazqI4ZbOw/+XNloRaMvOJ8sWWXdsro6nx9RCGkaC2gLL86Gu5XoaIudPkLsh8BAMOWmQ"
    "pLAoI2Sk2lPiPr8y1uMEpyb14px3CRNTfz9IQ8znWqM+xxPT+ryuzf7G8erQUwaK60Wq8VJsJ3I4OZX7EjOpFueqmlMi2/H3qUR8"
    "quT1Qz62dfnLGmiQd6GvS8h+UAOdu0s/hwZdg/t/RVYzN5wHKc7GvydBNy0jEtE6zgNY56ppV5susqx3M0bOFtPVEFcm4KRarb6G"
    "d8egne3XQfUiiS/qsetV8H97SUrLJKkJRnBljhfnLVYTLTbKDq9VeiNWPRf6txPk+GX5Sz/QxdA5Bcx/uJg6E38OlTMYC5ZBQ50N"
    "H25vMd64z7WfvCgXIc5aiD1PwFtKkM3GtPdKPLn1Rlsl0hi9OsG72gGP/kdoY8MdfxP6y2KYfXDq8pmrr2B0GzOeJuzfUdCu2/U9"
    "eKEVkIo8+H5F5JPM0uf0Czkemm62nm/5l+BWnabVySeCKXI61nA5UVjt6jN0R5ALfTFePuDUyTJOdqbQP/8lrttmijQLmunI4DS9"
    "Xq/TA4OvoQmv0Kdkkn6m+wVv6TN431aZB312FTySV/BED0E/P0pEImVttpDTuVa7cNw5ecRCdZOpE4mtUsPeuRvg1bykBwf/Sj5t"
    "WJ36OyzPcA2nY7zytG85RIo8omsJfeQofMkCj4VxABnvY/Qq1vCEvCPV7PE3Kd7FnswzYGP7Eom0kDXySk7bX6rxIEO+kJMR0Twl"
    "d2u+PK99YLMvhkasYz9iFXPEK9UiuNHwAn5uJGN2M+zdGkRv/eQIrNip8qi8gBitg9zEXj7zr88V54NXsGOiilFgd6z6YdKFXaRj"
    "oAG3Qv7D2KOGM6e7UTBSXVpNJWUz6vjdZX76K04cu5hHVNvF+CYJbyepruvetN+X+jzWw2b8DFdxNKO4Y+UuvVUMf/9MeAsFsIsb"
    "cDJ7IxZ6VhdBpj8hvtgtci08sGexD4YC9bQ+b6tGLPhSard1rLqfh5+fz4n1Xcz2V3vP17DYj5E6r9VMUx8irqJb4dl3TFc+yD5z"
    "69i+UEJ8vkKczBzmiNyU8jJolzC9ZfNRb0WsVUYdkWRPa9Qzs8xn/NEQdtMy7FwvaS/vYiV3wENrgpW+UL4mSp5xGiT42dbVluvl"
    "rBS65yK9Bzt6kHyr5t80Z1ddz+Bj9jbH0/3OrufQ4TZsxprkqeEtNIUdK+Qc3LVi3LTN9VY9NsgNtusDNucvV+pibGTXQOh3V7F3"
    "PepxvY+AdZ/PiLUc1//Zs4wMZy4+wnpbKe2K3WkFs1srqaNXk1FjIOJtm+QwXLk9IJ1DoVWM/yuW5j7M8bbRvJq7pCaNSv2fSCmG"
    "6H88PKUYvcdCrJvhAVbjjM+Bp7a/SvAJnvYFvQtndIkcJw+TCa0c13yTM0BXwlOxjtTroZk6ki2hvUzwuY8yXym0lY8mv8eTfpC8"
    "AlHZOj0YWuL+YIS8Tkzjc+R9ohi6GCbG2YCIGvb/0YinrB+kjfyGPV2FVd6Fp75ZTof2W6OG394WfvkKaNRZOlk/hjQaTnUl+21r"
    "yZpkOfwp4jB3RkNWm5ETporzuNadXYBPnG+9rWL8da2Yg6gklvHe8pPHWU/W415L+Ak4swkiDs9so5/cKCEeZxUrH4YGX8e9rCGK"
    "lJ3VxVjV46F1jQe6KyzNFmiKvrA523S6R19L8N6sh9w65Kzy5jpt2qT7sZpKLK0/HHt40ktp4L3W3uwGH8W/o56DRj1L5tHw5F/A"
    "Wk2E1f1c7yQjxUXQD7PgE1fBJnXRqfqJ5Mg5eiNWRmEBLuTzO20+3ucZlftQCf90CGf6jyB6YAm7L3P134jy6pjVzSLGq+vOqsVV"
    "75eLxU3Nt/Vrquk8YmP9O4Ww1I9LHj02Q5Cvwd5/j+i/BbV2W6ny0X2UvV83+qikq7dB5dSdYR+9FzK7F+aEZgqR8T7ZxHcPEGPq"
    "aCq72I1o9eDB0JDlnhewfv+d3Zn7/3p8+gPQPMbufSdimONkvMzQf+o0cv7lEhu6PeKZKuinAniob+AdJ0Pq16t1ihqe5oOwwBvw"
    "ujvV+hIPxxMv4NOMwZVt3upFsWmZl3QsI9wyvK4rfJnp7P58R2Kw0WdKDyJNlDICrYL1s16ePfG+EVztOHMuBeq4Tmuwq+0guePx"
    "nJn4ru1SFq5iMy9zeOVanx1wWAdtOX0ZhQZKsdDsZj2Osgdjkb6KPR8mt+P7KziHU6ydgnF6CT7hF0bsbo6nkP2zdzPj0lxGsR7h"
    "cg6GcG4IxRmMw77DK0biM7bCBwrkARkgN4lh5DWcVz6MkzVD6Mn2oY9pVZlCrfE9JOspESdLXZoBJc5c7A2eD7fO90HEPC6Ky1lW"
    "pD3tg+i7CM5sFiKJsxH9VrGXa4dah34pz1gpIwK3Nvl85zHiOnIb69D/7+jgx4hN/EV8F4cSdzDCntg+Yggng8jBavUwwxXcAslp"
    "S9SqqM8Imr0tUdcpeC6RLXtIqvIQ9ighcXbGt5Lp0HTf0QsexjO8QKxHYj3O3A+cWaiEhxBi9vdHfP96afh58j0icpKTiRHiy8Xg"
    "89bQEkU4vRj3DDsTyejTSb6RPxCL3QT7+5q+qhdLN1iH26D5f2ClNuo79q4Q6yfszI6GHbBENezwrfV9ZOV8TnvakdAO/+BZaEFf"
    "owb6fieZ4x0H30uscfzEDJxlvXO0W1DFnjPD+rYVtkx9nNn2DFjpJ/Vd2HKb7X8KcjZSX9cP5FrZBq2QpSms7VLaC8uOPiifE4HN"
    "suDXsu5fxQzVVlxzKV47VtTPoaQyqAXMrxrCYK4+jSf6DXf6rD5LRudt0D4Hwqs8X+ZCr1iPnOEQz0ccfBW9amVNJunxf/Rvc9n6"
    "N6aqlM0/mWzIFezmiHFNQjgza7DTI+V1/P9SsmNsRGyah6e5Ud6CFXGYna5vps7HqGG9SoyNd7DENMXGESNn12CpY+a0AtbbIfyV"
    "cNct52f9GoFcpxMQU1pus5wzv9XQYWHPpbIez2y6wFgmdkLq8mC5e8t24l0sVuuSW08k56MDq7J8opbpKSK/SwUZWKCpJZf/qyNX"
    "rcO3sDnPAkbu5lcMIZJiIb19Vx1qIkWcIxhkHbnYv7/0JxmOz5mJu3lFDFP4bKnxPOv7SK6fUF3HiLmzxPx6Xy6pSqB97gd4lbHw"
    "ZrLG1owI4YY4dqOsNfQauQBnqwm0yJXY39FyH7ynI6FZPoOsZWFVrBJ9NbOUo8VQ5RyraHfohEX4zh7wUaLQRMt0CdEJ9xDrDTRM"
    "1hPlEcjxz9A7x8nbeLZ5xI/VNEf5LZLCYnPYhNnMCCXpnVrF4nHsxCWICs7jLMFWfPosYk5uJQL+wZCmhPc7oh5BPJUjy/A/SRD3"
    "K8nY3fTSHzonWKM/4L3f0PLswne2YZ9n6Dg5GFa3AndrzEnjxWbu3tMegUVRrWQMfFWTog8hAet0ITuwwsSCc1M/hptpMaObbs/G"
    "ub1MVnPi6liJksu2lhK+ClZjz6CdvAGP4TrI9afsYd2K3bL+3QmS8IgUSvm2nkqbby6HHtzMOKqGz5+N07eaOr2himdrRJ2fI/o6"
    "C2v0Np5nPvbx5Iz3sTtm4/rQ/4zVszuGuD8YclUGz2EF/Kjt8hXizWJI1xWQw9REiesyqKTvEqX+VD8zWeHzOg6lyPbyUez8Wsjs"
    "JuzFOKkgs5ohjO2uQP+n7+JQBEL8WTb1rKvvVDYyKWgZ8XukwnfKlbEiEWY2ICIrZY9gFLT4cFjVGyGF23FHJ+DkNpPN5Fg3HLwS"
    "9jDU8P1DsBdj4Cft9LiMG6gVrKZ6i+zHZ9R0V6Gr3MRoE47A+dzIyNRysmazjpdq5jYj/Nri42LuZ5jRxLG4nzf1Na2Td/Q52Jwd"
    "8IGtlyMH53uSLIbt6SPWlTVRTpBX5U/EhN9DY/233nCrh86grLzC2YEoETTdtIp1787Bfl6KJ1grL+nr0Or7Ic55Xn+Fj12ZvBt+"
    "Wb5eGTTRe7Ui+brMDFpA0tfD+19AdL3D6d+EIPGtpSt7zV0/oknyYtZB8tjNsgFa7mP9SifJmXifIXg8GLyP1c5kldT1q4fo+bl5"
    "OPMEbhRjonrRc8tE2EsRpi6Npnmz6jP2pKKd26UXMduS+jZ2qSWih2sQwYzTZ8R4nerqVQEFmnobT9MouRzPa8gnT2KFnsHvM+C1"
    "FyCSq5BRQRv5EHf5IU79DTJNrXvkLbVc3/48ba4fwmxMjzQfgaGPu387y+6el2ra3KSfiqryTLKn+nio3CN2SRqh3NVGvmflqky/"
    "whkxZJ98Skgl1jSXDIGmBTfKFXIHLFmUWJfZOhavWUQ5GM2f2MlqHhi2XsPI8o8Q96aWmXG7wl2SYN+pIcYaWvFgKfB1hhAncBzX"
    "ToqVphaSmPAo3BWcJD1Rtsuz0EJV8MEXYa22ahdZCivTMCp0hPWEKE9bXZovdF9xc3L3k5OrhLasnDlK6925FKdqA757GycN+8P7"
    "MOanWbjzW6CfchHbnAK5sCpbIX+H4IulkJ5TKMoDJIWwEuOM9YmifPJq3ucuntoqeI4RIrquIFrVAOYNCuh/9ofVHCGW57fupK7k"
    "0HYTBBb7NvuPDIYyOotqyg7v67v6EuQEy2W2KkoUviLiJkwjI8LtjKoOkwDeZ5neKobs9jtO4Eu+GnSc5/S0v3Nw3VrmJhrSiQ1H"
    "rtdJrkcqjns0YGX/Uh304k24i/mwsOtgJ8rhZ66Gvd2qxaxuxLlnGykdceaNH8WZt86jPPo6myi1y2FXt8GbPTyIwDJWElvA0Kxi"
    "zCa5qqztRhup/i/1rBmwVHfB858Hr7hAewcL4HtZpuZOoi9VeIzVBPVFjcc0q03XW/ri/Ixj/4XrerC7e0Wsq6QFfGPrYwygWduL"
    "zY48rycGm7DX42F1N6pNke0Jae5OpLcH5CTO7m0lplkl531r0z1tuyuae3ptE8Up6CSG01wJj72ErO+GyHEUrnywLPBzVJWcWzxE"
    "+kLz15BT0/VSLFZDkZqBlXkcXtRkMYSmJDP1MZ6GC/HJ7dmDYXcyAf7rNuj9+/HdhWr1i3VEsjkRZ2IlV9vNtMbhk9sc8XmIoH/G"
    "+naQ5ZC8V2QuPIEVOkB3yo2Qg5OJ7l3NrGU5/w5BEoq5tgnibhjDnSFATpAqcuFla7xe5uEwzz5t3IMT5GnyDBpTbwV7+XYZti3e"
    "0wc2bBXRGUPEb6hixtSQojfgfxahdmIUZRiSrlulFBq4APYxxpnT96DBMhFfDqTMmCbpSvaCWlqNUUQxWQdv6hzcYyeJeuTpBFnI"
    "be0fZE58O7OVucR2jFIPWG7oWjzbeMZ9BZDJWq7xKr4vpg7dqxJ2zHmrNZTf5ul+3t2/Uj0rJ5CbNOHnSWdzDStxX9WwTJlqvpWx"
    "aboOoZF4fV/EM4bdbvnN53We3CHz4IFs03sR21XBZ6n1uE09RL22NN3YcLT7F6ecYtQ2cXqUSdbtKrGPw4iMYV7RWuq7OOT7Eeq0"
    "hioPI+GJrMa1yyATK9XqphvxiiL4WsP4nJo+D0k/NyVyqoxHZLHcV+5cD6XLkIRhQULe7qUsg01AdWqEmbs1tOFcMpc2w6oYfnwx"
    "/Ykb2B/ZLFgFWZ6PHR0OCanQ9fIMs9QD8JVjja7G3lpd6Gv49/fKYRlTgx/1AeiW6YhOPtLzINnb8GTj9S69GP78qzhRMzOm494+"
    "hwZ6HKeqW9AwO0UOZ9Ze5tysaYhS9p/VkksvCp2eYB+FQxOPsDPaovbRZAly+YEsTkhbB9sWvQnR7oeQgjCiA8PGOAwyexD2byZ5"
    "+bbjnZuNAxb3s5YnKwyJz8QKDpITxHHzFbPmOAYnLR8np455mgKPZGWn/DxopjvFyU1Pny2rqYcWW8mslav0mqZuz66ZKM+4IYnv"
    "nubf3dGRIa7fKzV50d9PRUdZHw/hBMTJQrUbxb9NI7manrhH6EF5GJ7kRzotuBmSvkIHYhci8EcPgZ6OszLVD/d6ClFPDafsMHE5"
    "rmpet7fHAY1CtvojntkDem8HItdarP4s2JY3ISvroXMtd2/V/BPx82y5U16GzI4V040h+rjV+k9YWdOEj7Hyfigr8DHv+1o3UWvZ"
    "AqsxGvdf4CfeWxMlJOFRyXpztr+OWYQopPw+9j4Yh/BaZs9z2QUrvhMvxdxzHSzAW0R32YFnewvruRgnV+EbTCMScMzjH5Sy7zxC"
    "VLwL5AgpYI5IyVfVC+dsqTpmoIa8gO+hfS+ApV3FafJ9EYVux0q+J9N5z25OyXhFIuz8tC7dXXqkTMRp/AFxbVPEJFPhHzzMOeXF"
    "jURGF0qJpjBrE17TxMh4lxF0hU7cxCpUAVa/K+5sOvblMJ9BirPCNcJj9TiEg8346aSM0/H1RujJl5Ot5AptFbybfEfGkx9ip9yP"
    "sz5FXrTzrnNljpwrP+l9+r5cE6wgUvg4nJox8JhnQFvkMn7YRjvyCdZsGWyYZYrWYe2tG2KAmH46i92z8xjjdYUeMi5q19FRQ4+/"
    "lnqvBFavPfxfy2aZ1rKZxzLK5ek43yMlGztyCacnLENbis/a5XOtUcp0ysqotzJmgW8Qq6MWYn8TROHNZC+ZcLrAMlm7sdvjflKi"
    "jj6anQWLRC4Sh6ZQ6XnFU9gZdczwKbHtEuSZTM1cuLxdwtuwOnjdFXxvK3YDrvNT49/DchjWcYg9XJ9KLTtbh4th2ObyM1oSE9d1"
    "fFwj1v29n/Uk6nF47nXQsw8Fw+Vx6Lz1MoFXbi8JjznvstPOmx7OLO190hFe4XxI0kx9FH7UVPmL+iw1Y2pct8eKkzjrj7tLl4jT"
    "wVY9W4bnHyQX4ZQX4Gk36CyclAz5Gud5KT5xjs7UkkZOyQJIzHrI5w/BLEiozW4s0lPgz3zFudyJnnXsDjI5mN78C1eMY20OZV9d"
    "1KNedyNrbyUjQHuuJelMiWUF7HvzIPenQd9YtfhARFOH04+foaeTESTkuavClKdj2M+W8F5TyDMSmAz1kd2cEN34zqTPRod4og0F"
    "YQe8kUp6Z9ZHUYQr7YRtsyrmTbjnDPbclUFvW75vkRr79v/r7Kvjrayy99dLIyGoKClgIFiEgIkBBiqKY+vYnTMWtmN3d4wYI+ZY"
    "KAiCIJJKd8O9l8vtvufe0+es37Oevc8B5+u5f/yYj0PcE/vde+3V63niXp+mGS85/vRhYojGK2h71yJynIhIsz0r1UfgVtlk5uVE"
    "bY6qQ2E0W+QmveJZ/znuO2Rc94zlT6ZqHjMDNn3eQQZKnj4Dvfyo5I4on4SuXEvWtk34n9W7CqDnuwcb8RnXik1ct5A22NciVs5s"
    "iusy+qg1/JdGcikY283+uL+tszXFJJE5rSt6gGykH17NimmCOC4uT1uD+NMs2ev6DnZipn5sOI96rLwKrfGRWM9xFfRMI3k/G/y6"
    "wzpKLE/2tM7FT7fqb5wNnwep2YazvAhxyU2cdYurq/6EfS9XGLLbQ+rp/XXEWdm9KMS/7wGtMlA+SH8N33GY3KEvBg/qGcFJcits"
    "6D34xK3Q2I3wKhPMIC6BpxHBt5mFKE2/JjfgW3aXSXo8TuatYIo8iujvN/mJSL6O466QU3Nx2sNKxHTn4F/+Jm9Cn27XL6VD0Eee"
    "QizzNTTfLJ5dBDq8OZ6suSxnnaqI8mPTxSHmFw252KYRQkRoqSXbhMWMwxgnWmXyCh/JJ8nHdbOYlduFDMHGZ3O+Hhi0ht7eTf+h"
    "L8FmF+mpeN4W8pEWkkfnY5z3BGJS7oVbfqp8TEymX+Q/+OlKyNSt8rD2DUbJDbKLDsOqK2j/beYyDu1scn+KhJhfXc7p65DnPDFd"
    "0owTgkfrDPlBL8WKJmtILoB+uDZoBQ11ttqJWF9vNeeMY/QY9hRDKqjGmXWVh+EzDpR89p1b58pbuF1pjwSf9rnUpPfCDfUnD6+0"
    "XtFHdWSwBO80bCObT/tJ34WusHhhOb5lmljXsfHOL8SNOF4cQrrNXBqbt9UtA3a4niA/i+EmPILn/B33ZSPk83XIW0f6Yq6OYKxB"
    "ETKb2B1tj9834f31zPPHETeXcKb1SHhks+HnNuKbbeLRECO6yAG4ATOx9gOJeOnm72PU6BHOJU3HK8PEIXOISafgp1uwKutLO90m"
    "FMU4M7fDN78H93ImnvUurOwDYi2E2RkTZQ3HOiM6Q3IthuzPXontuAWWp9tdxmUrS3/+FfyJ43dH3NaCP1Gv187weLKLmbvpzTO/"
    "WlNyd3A09t5686fAE1ukn6bP0ql4wlnQKh2w6q2wIOdD0ibjvhmWVgux2YnD2GsY4XRLmOwUFfi9twyVc9jBGVHHnPQGnucwmY67"
    "2Uusw2exvoDPPUd+gO5aCa0wHjHBq8EKtX6+34mJX6S/6ifQLy3oT5dQIwzAk1jMXUGUtoD+esSjJRqvWqaLViCH+3EmoIwxTDn7"
    "fyLsnThUMrMcJ0vMI14n2TMSZrSSos95Gfsakn7mLUaZvUnC/Hma/e1x9np+pz8jhqrUp2S5TMYT3gp99AXxgjK6fD9x9cJ9OBFb"
    "y13KoLuVe1/EYRqeC3tvmYjm8je9G/I8Fu98yVg8gpaMWB3qoMt+mX2y7NcDco2MxQpGw5Z+IFfju+PY4+vlBDIdjGL0GmK/X4Ix"
    "+nD6fXl4x6bAOrfXQEeuxnfOYXWoDp8Xou6yyexpxoWL/6KIEFZwMsf263eisthk3iLiCNmd6utxuNTP4jk/fzM/8QXopAE2IyRF"
    "7IQ4XIwh9xjEtXPNWst58L0/h3W5AnZxH/qHPXbyTsRjOiviz0HyHDzx0xE/ToYH/Ll+gp/0h2bOR/x4BRGCGpm52U3s966waL3h"
    "r3dgR4J1lJiF3hP+gvWUbCHqR4xsZEuJ3mGaP4b35M40JvDdc3EXEnhva7LhRsiyMYTfUa23w+NYpdPhxbXHz/fAn6f6Xqi/ed/e"
    "SWceJaOvr8rF6Z9YtLwPrMlivNawyPryGZLs5Yt7ru1zZW88a9TbcvPLz+FMRpiMP4md8jRJIhio523pSiw79RxRlhE5hp1aTXVI"
    "OjSLNFGKUkTQ35WeZxWsTQVrRtbbEGbMvgvWUwxN2U/y5GbI8Fyc+ahgjI7VibQCh8p37DyvgC42HhGbIZ8Lydvma9tnMLOQ4kyU"
    "eoa9Hfzv9R4LI01M/gbfHdOC2HMmc+2kL33qJPmY7GYN9CdrOzQYXqbV2d6QGl89txm8IvJHFpObqI6+ftJ3yl0ghvkfxVNPgY57"
    "Qu6TntBaQ8RmVK2/4EH4MDtqjxnel8zfTQbfhUVeTb0UY14mlp1jyvCfHuVRil131H6waTfoic0uNDbtoE2wDtI8RpPpK//E99px"
    "p4k5m/iu8BNLdT6SsWi9L7zCIqI11WXRcGrIA2ie80LdhJjW0IqWIm5YDg2fRnyyEZq3gN1IpzATPIaYfWHsTCV7NQu1mn2lllUc"
    "AP8jzFzPs3jSteRQMNt4C2eKdocPcBPikSKdhW/4A7fTMv1dgkuxqqHi2I8GS5h9p1Yj7iR57PbbW0q5S8IalJs2iugNrDXHtD+s"
    "3ov4n80AtJTL9TN4bqWQ9wOhCzbIUWK2o498r4/DfuwttwVv65vs8T5EDuBuzIa+2oQn+RXvuV0eg754Fx7VYn1dDpNnZKI+Ank9"
    "H2eaT+nKwwlbT8P+9Jis43ct/D9Dz9jMnKTLi9TAS5uMnzwJG9dV8smu9BW+4S1E3C+JEP9Fs9w0EcpJXz/R10oOY7ziUC6ascso"
    "7Cv4+ewyU1qiJP0ki2p2E8uKGe5ba3rGR4tVfifr3URRK6SmsvyhuzcxWDWzaR9hZ9+AH9gJ3k+pfAGf9i1IwFtYXyui6UcY6w6H"
    "N2sTmpaFPA0rPIU1qyT7ZtzNa45z2FUegxYshHwmYCcMi2QynsB2+UiJemy/89mD6SpNtR4XbRLO81L2I1Sqi61GcPLlJuzflTKO"
    "FaKhUoBnORredZkMZ0xmTCkh7zEm2KVjO3cds0hFvFPVzFjXkl3tF7ziataJXCWy1OsQmzV7XWLs1fpSq/1MRSXZPqwiNYJPmvaz"
    "cWnWeRxi7QCi4iUQ05iHvIg/K2L/RQORWwzJc4ddaE4E4PX4rMNlhDhk026cILWK1zw8Xw8ppQ2wvryLxVg8HEdujGjbDZT5KO1o"
    "hKiYLYgBcAGnS1oREypE9qQIon+LWdZDIqZzWsws9ee4Basg+aZvBkvCe5Bh9mXbnTQ8WcsJR5m9MXyLAkSstbR3HxGJPszKzyCx"
    "SZhuUkMu9xZEaazVYuzwQk7vLyaSc7XO16dhNUxvPYSoq4QTyIpdOhUe+i/k83sct/EDfVE2IEr8Qz/FzVmNuOdjzl4cD5s3E7+v"
    "x5n8iCftxDr5KURJNS4w4xG2ytupYtqlkNFZJbO0xuzynNgzGVdkhceIKabfdxDkoox9Rcb0+AznyCNEOprPyoLDcExkOdGV9W67"
    "jevw+j3kU/bznGjeFv40XZ/FM6UgvSlvg6Jk41AvK+WcxHLav723Ag2eo3c7V12K17zJmtRBZMsuYX9wI9kZlP3hUY/fHtLOOh+S"
    "/bNOgWV8n9WfCXIStNSVOLcyOVpicijucX+c2GUyJx0JKtPfpnPnlb+CDziN/fG1OMsLEcuY174OJ5571uoeeEQnQluW6DOI09/A"
    "mmboVbjfJwaniNNdd+xUy/+3zqIG7Cq1vp+1gXHLfawU4HalP4ZG/VoNmaU9JOEk+VDTwQf6I957NDRWobYi1t0Q2Qyt2xlR0VvQ"
    "TSuJfDEVp2i9I4Ztsp88hNg3N59RNWQtj9nVB6A9quiL1eJbrxfXYbWjdpnSOu9/N2S900r2Y9suvkbuZ4f4mvY5F/XzHvbegTKK"
    "88YRYmpVMdb/EN90ruTG26gn+2BCP2fXVJyWZDfIf7HPZrkKwv4Sy6JXWG1qBBmPXS/1OM/ObntaDCn6Hnv1XzEWiovpAzbo05BY"
    "y7kUM6dbQeT1FJ6mFve1EVGA1ZCGytm4j6sgb6MgG3mwGNUe4zTzq/NOfVSG9GeoSyltw4puDTW2ecnFjLkN324qdtxy6Suwsjtl"
    "PO1+lCuo8Xh3j7EXyLySQ8S0lunv7UQhS9EbWqwR+RkyaNh7t4qtfzL7eBfot0143uPhuYwR80km4x1XYC2F+P0pynWuu9ANHsd2"
    "shF0JQd7mr52vjp7FOOp2GnYrJpNwF+JeCsNCcrgcNp0RoPPFJey1yXuO2IsX1bHn9xEhL2t2K0IOyDb4XN+oq17QkK6ox/05p2q"
    "iGsRezjUqBqetvVxDvdyZDm4fjJbyxEx9cBNNg7pH/V7+BbGGDOXXRvq8duVPL/92VVkljEfZzeHDFMpfMManHaZ54J2uKkjyQCS"
    "9ponqa5D1/yMvviMvXxls4M8rFsRk78DjTei2UgdCF05Td/XgyFHxv2mxBmqxyoHkY8rj7mKlOeQGChuir6e2Z24tmsC190m/lty"
    "vsEi/ONZvx2AXVuqrcihar0BbZi7cJzShiR1jDxP5MZS2McZ+iie8Ax5Hjv0HHlmX8fPNuF2btMf9IdmNZDS36HRLoBlti6anvKa"
    "jAnGpw1pf7YMxZ1IeOwr9b1OpmcGiutI/Nr36O24K1d4zuaIn+t3lePjPYJWHLos6qtBrt/zOEYr1s2wWf+jh8HjMQ1SQz1lEz6b"
    "mF+16ZpYloVKxCHLjBTzBmNYY5pzvhFWS8Jc5WZoh4l6Y3qS7RG83Xv12RY/pt+UWiLdWednA3tFSlkV7c9KvMtF1zPLUU2p2EJ+"
    "H6ua9GE3lGUjq/VnaO0EdZhxCBwnzgcN+crn97gpl9FPOZpd9s7HbfBRSrpJFNhLZD5Xsaekfc9BpspfQtyYSnIlG0JBPtmqy9gp"
    "o+Sas08byVqAi2HDuGMW+y7HKgfDvhgm1GSc2zK1rEc9ImjDd7S+wAYi0ZfqbbLRx5JpTnG7rrTA99zF+PT7Qsr+IOLXV9BLg3Cj"
    "FmCFhs03kjbFcrunSgPzQQ2wkD/Aal8sq/VEvU/nB0/JYHg5z0pHxCgHI357AJ7Ey/iErTojeE97y0h6ffVEdUnT/2xgpWoztJn1"
    "XVdwyjNNbtuTJMx42KbwXFblcHFP/ndqyE+wS4Hk7mYIUY5Mw3xJ9NRqRsfGWLyNPSFR1s+r2Fm5DVq1nFhy23gjTXavZsW5ATti"
    "2erb5F6xeuIq/HkbPmMDtJnl2xY2ge0YQsx5ljiWGocMFCPSiuKcPsI6X1RjPqqFzrfOgnzs++N4z4d4ZQfZXY6BjfsJOvFWRFe3"
    "I/5b4HfB9RWnmctq0Bdk+58i5M6+d8VJTQX7XJ0nvC8zkTYHVAmt0pX3tIHZ65bkM4sSqzycRT3t4rsHHRaLw0cJ02ffg6gHlsNK"
    "8+l74/yNN649rWUBPLg6xidr8Wxf6XlBRzFcg+vg69TAuzFU8A8hf7k/rQA6/gExZu41uGktZB/5FDf4LDkHJ9NWDguKeLdbwG7P"
    "1xdwWw6SH4iSm2F123kSvVsT1aTn5Gp4BhN1CWS4nD0C90q5vKz/9d18h/tup6hnnrFPagVp2IMI/K7635K9cs1Y/ztVHBdyil2G"
    "LkezDv7H6b67bDonExdBa58LizkNMeog9uMcSblx8Wg74r5WQxq2I26J0x6W0bs8TY4ji8dR3DnNdgM0er++N9GAY8RDV9a8lDG5"
    "ScN/2SkbYR69zLKDzKUbR7bynqiXrVU8+TM9l6NjdbOnLmFFqRK73xma7Hq5J5iq9+Ccx3EW4F2tkEtgiZKplh4hroPs8K/DtFk2"
    "ydOIqMcqaVvxrlrtDktwnpj/cQ5nQuxJHR7UcGI8bPR9/rviGzJYMy08ikQBO2i+QaRitjqkhguyEO84iHM3hlAb5cx/I/P7hldZ"
    "4BF0RA72NyTiEXkdIqPLFboZx2ZECDe/9xvOIL2nJwTbEPt2I1K14aQ0wGYnqA1TtJdmnfuJ01UtiWEbzt7AsO+57yWXIQbdgvjR"
    "+LYtb1qr/XAbPpJn5AkZB407xc9+GUbAei2kVOWeA8v3XF/u19FZhDeTkCflK8QaNZza34RPMoaXobIUMjuEGdYlkOMLcXue1M/k"
    "Guz+KZCFzWRTNhl5jhXjFdDgW7mXl0kt+RBH4dbMxc01DO8y3BlY5WCQdmz+DnTWengYu8lj+gj2KZI2XL/OPJsl8A6j9AobONv4"
    "MbzyfG0dtMLN24JPtQ7gNvIALVM3eLEXYQdNO5XQRq/Gfxs045lnMuGZTiSrb1QS7yWGb21BbnA7fZHNmsFw3ZDtDv4bOzCU3asN"
    "7Kh4R2xG3nLklqtcZgiBZFzbZL2o8I9s/imPVsH5ifvSO4sycnbsY5aT7iWz9AbK1DaiTUY4IV+m12MHjBP2dHzSFEjXSvougyAF"
    "W2BLK6ERbV21ePoopbELVrMXsy4HEOHpd2Ybx+Knp0G/xXlT7Ym6SRmfp4/30Z6QaHoIpO9gaNVrEUkah/bNeg32o0iHBs8Qk+Jy"
    "6NQ2eMot+IxpOpd24iJoziXQV9PxiQU6KugOua1gJ8cm1sqP98w0tkNnYZ0toYWtM6YvVrQOd7QXTuQLWMmhkId28NP7SSlux0Hy"
    "LqS8FHdxMz6rEbd3KLRcjOhDjaz+NlIL2Yl25j3IsOq28z0p1XqmOAT0Or0FK7Lotrv8jhu8DrdxLk70D0S7nzRbDM29BedmEfTP"
    "arrxVKzB5oWW6SL4cAvkUf0AktYMMni2huQTrPk8HYbPfVrD0knKpE0wG+8swn6t5jz/PL0f8cJ9RB5wmDwpsjaEfEUs3WStwE5z"
    "pq8PjJWw78twfLEuaqqiV1Kj6yGfJay3DMiBI7MIcvINLLPFqvNwHvOwo3sEi+B7mn9hudbBcjF5XMzD6UldlzsG3EY/Kun1kHU0"
    "pvQ8cTh2neVQsUzN+TglO5t8zuat9CwCaR9j2RntKjtmvlN+8juTW+jmEdvup405ECsrYZ/XILlUjiBjverObB5x4v0ajsRjFmUR"
    "jdxm6dth336AZt8NO1lHFoQqZgJsvsbwYi0jfbqP1119M+Nzl3kM8VwRWA2kw3KS5ueY3hkpDld8u1o35gDozyi5q/sRu6iCEwvl"
    "tOF778Q0Xod4fi0ksA63vhV9T+u72U0K+L3dod/WsrZZpG+JTcB0g+9i/RE2lTIC2sBpshGc4klzH1Yyb7EvZPgbSMRnemqz7xHl"
    "9pQpciu06m7Mk2cwRhP0Wm0VYdYHYpSqWl/V/IfEOV+qWUa6esaTO3rMSpjdVy8Haea13ZxCPjzbctyPkJ4ifWGfuoohPa/Avg2V"
    "GnlWi5vdop/rZdjllfjUh/UlPQkW5CAiZ4aYCU55NPDm8NpairOvbka6GTsTUswR/yFL4CmMkN5Y9RyZkO4ke8ikdFu5T17RCYHV"
    "NMsQJd4gT0GGPocOuwv7YnMmDUR4q2PN3fKgxp9VQK+6XCfJAbwJBczJWawZof+jnGDZgY+a4DtGyQvSMTC0PkPrqE7/qE9Cu54g"
    "U8kmUQid0hOe9hA5E+vcBn9nMvkNDmRWuMFLf51HUGrU3KyTGabC/cVpEqtab6Zk/lVngvu1QSfKNMp8iJaxFE9luFlRRBkzoNu2"
    "c0KlgjkOmzgsZu7EkBnDO31ahgHBOqcr8P1xYoAdybmuM4lxklbH2XenOCS7qMf+SDAaiiJKtahpEbSi8WE6VKP1+iI8oRo8Q7k+"
    "LdPle0jCanzqVsjVLZDtNrQWxbpXYN3R88jIF+P0SIQ56rdgQUpwKodKBdnVUtn+0LCf1GkNPTS8yUxJHX1BN2EVZ7dbmj2iYVYZ"
    "xshYPnsNmSGr6Ue9qb31QT0K0eUn+oReKU/J1OBUIrvVZm+JY3UpoYQaZx+kE9bsOpmDG38zrPansCf/0Of0eol7ZNYYn6we8laj"
    "1ke7HHegpbwkuxDXYz1RwSt0Bj6rEnbpK7kdvulcREJV8PeWyWvw1HfB3boPdnwNfdTvoOsPEeNS31/+pc/qaHhvdeTgu5t4mcbj"
    "bVXmtdDWU/HpGxmXDoLFcpOZYyzmCf4Jnfk1zsg4ch/Eqf6iR8Cf6Cj7yWWUoRS1hKupLaVfmmIlLpXtIbQ978Ad3x+fcqMcxe6J"
    "c8hCukANh76YmO2jYD2LyJQXZW2wED5eyGPBu+n7a7BXfRhxlOs6ehNWYa2C5lytq2W23i8nw6KH8OST8XQHsdPRMBMsAljEGlEr"
    "2ddXCLtIirX+CGv+GQ77asiedeB+zqkvm7B5E7e0HVZm9apzcL4n6FNkIM+Hx2pYiGXMyNr7v2OO/g15idzvhyGub+M5jZLML5T6"
    "ekfU4zCkaV2OkTSZgC0fNV2fgYwfLIdLs+BRfUVvl02wY/00990eC5k7TKxS0JEx33ZOiMcgFw59baAop8PLcHKWl7hB3mQHTsqz"
    "UtutqiFHlDJ/XM6bajnjjnjXGnYVGxONcXul/Ix8P/9MJdRV1h9ueKjWV7SH4SHh7lr/6lr2DK/DHl4vp9JLdR0Kp8hP1Av2RJXe"
    "ahjmzybP61RD71Chk81XO5SZpjGylv2L77ISV8c8y3bWcM3Pv4DZ8yj3uJwxq3Wg9PHPd4CEdkKVi3uJbEV2D9OgXejhp+m7Cyvo"
    "Db467LSI+QKDiGMX81nEwGNM9JFMz10p+YVH46xK4bmOggzejyedQV887mdTnN7ehb3bqqkm8jvV+G+AWB2kJ/yXr7A7Dmv1BDzj"
    "p+om2E1bFGA/E/QQWsss6Q7Z7odPHyhXQDdcoZ3kSNzkg8m1939/2W4f8hf/bhl0kVCzJ3US9PV0aIqX9d86Fau93aqQRC9QP6mR"
    "meTYBN1/B3mdzhHD6C7j5JPpvy9wMpVExCijtxuinghzuroRu5p7YieqI1hvTXLfC4i2Y1PUF4ljogsz834OLUpfsWz0Xp7H0Xki"
    "+0pm0s5NGa5mXj2B1Zlv0py993d5G5T51U4ySLhh7mlu3vJGshntgz8byp7d/5bk7c7t4d+EmGYC8aCflEdwK7tgBSciPr0L7+7F"
    "ynySXvxWeKkm946FuBWsxlZ8altmmyKMCmOU0FLo0XIt8+jVCj30G/1u8wJ3TDv/vlPOyvrgXG3sjWxfyyp9GDfiJlmNqP4G6JHT"
    "xSaddpUfocmnw2OyjEgNu8dtRys9uofjT7KuiNaSynrgLTwWV6Ov/Fi0eoA4j7CHpH3PerPsfL5b4S7e595G5MFMf6GLhNXPQyc9"
    "RlySPep/w51we2q1ndZ+DizfYzXY33pih9shOo7CcuVjRz+AV3GCzhZj+HNTAZlJ0RQRmEz3Npcp8JR/pg07RObD2nYNnpHnIFu3"
    "yzxGH3dCxqyr6W34S9PV+hH3lsHQ8XlcYwX7arrgXDP8j3+NUlVB3WJ62GaIG+hlV5GV6gTEyaugK7ezI7ucOC1PcaomzPmXGkpT"
    "nJ8Y9b+XwHsM4T3Wt7ZBrxNjFmuNv1l34164U1WclK4iXpDNH5jHm1uum+KfyyVVDdAT1+IzP4H+r8WuPI413YZX7B2YrLeDp+Mk"
    "Jo8zqAlfwRmIZ+pJRKAIe55s/1LEhDOtvcnnVEd7tKvt7DcbLinP/CriEME28QSNCeQbMr3msc/cdf4/IGXkCwgRfXUW+8TrWI/6"
    "ErGTcfRNgkc0Ayf5vl4rb0D+jxBE70EensM63G3PVuG9ViV9Ak/fnt+eZHZBPepT2nNJNoWCZJXJCkp1ne4nDp8zrkdnI9cdMwIZ"
    "toutav7RenaUnC+9+LP2sCzGS/mYHAt9MAfftY3IENvJUVOibpKomHM9Ieqg86EPespZ8pD2l/6QCOv3P06+hn9xjHSTT7VtMETc"
    "jUt7lNow0TeKWZUpgsVqYBwbtYwH1+K6b87UF+BdRXmin8h8eJjvyClEwirGDRvICdndGfN+C21tkc+N8BT3ICtaAWzSFJzNRuxx"
    "hV4muSvS+5NvuwBrTXGa0LLKmzy+ktMoEe9lm+fudnIJVn2kWH1+KexiP7kKMtFNpqmbTHYZjY3khC4hgtY83cTalPXbDhHHOBFh"
    "VrqKCImz4H0l/GxVqa+QmDfUDPtZRE681vRjC30/l2MY+2sGiN0Z00ez/SHNfe9HHBLUQVzub7ds3t+qsRGdqT/gs4cjXpgNLXaG"
    "9IE1niUtdP/AfMZNuB2OxcLxsDbyP+snu1Je1fnYiSI9F+vqIt2DrVrYBBpwFc4zzsg/yf7APObRrG/7Qy1NT4Mn0VLegOScFnTF"
    "69vDa1/h/cCdUZl64fRMU/SR49Xw0swP3SqfSAGk/jv4QX8wjxknlpBlPXtT0urpA1s+9zCijO/Hbrw9se/7wV72laSPIZS9yKks"
    "w0ittybOVnTinrf0SPMvQ1NXsWulEO8ppzX/SIxDMgav7GfIUQFeVaKfs2p3idyKdW+DZ3m1XAtNPzyYY7lm6IUpkBY7jf0kTk60"
    "j6Cv1jDfuJVTkzvH5q3EVREchmK97uBciNNTs8hH/Ox1TF0nTMpjibkugh5S5+ftGxnv9PDetk1qfEI8K8vajsZa14ixfa2Cb/CL"
    "vo5b9Bj+/oiMkzrs2ud6nTamYQHNH07XSXG6D6K0ekTkh8lTuiGw6n2j2O2yCTvrPl1JzPQ1RDbO/DpFnBfVEhbkZ0bIb0ozeq2W"
    "yZulxUQjK4LHegq8rlnwzm0a8WqZBzn/L27N/VrNiDzpkZ8zWHDuG8LsU0wx71zMu9yLmd74n+qN7vt3IUspLKfMwFlaH04LORCx"
    "gDGUT8T/z6bHaNh1KdbSnF4+ViJZtLq/iplCWXQnw1h2WatKxgr1nNjoIOksJ4D6vs/+uJmVeKZDcAeel7dxi3ZDTLMIWm6j7hlM"
    "RqS3Hfv0HLSsxX3PYW//Ax1+oxietNXbJ3OuwjoHiomWbuffUhzmT4SzqrbaQs6DDyXPcIjd1JvxqVdKNTtRL/bxRpm6KkGKHBMR"
    "rQqeS5fp36UQ8vwabs843NFXoOGb6WJolO3Eg1ZoEuuuD+sytWnZCCyEzQtcKtXMA2zHCTaHD281pF/JweTw9D7wmHZl5FitZ3RY"
    "5xmqK8kqdaz8U17ziHzKaDruERZnSk0TdSZjoewrxk6ar5eLdSmMkoMRw9eQOS/j1yb9e9p5PzHXp23SB2UDbn0fREIzsYNP6Yuw"
    "7i/CJ3Lvi/8JO851Fu7IekZxAhXwSnanJ76NM+f2J+OmnY2fHCvWVbjZsG9zVn1tUrUZzt8mAG71/XrDiLeX268KQ7uUccb2NHaY"
    "vAQrUornvxN/MwT9CmJQVUB7lsMHuAn7eRjf3YFV8/9lMkuR+zTiZ3Mb6VNx2kzcpLnNfGaYMguzCApl1C7uz7WcJU9DlpY0yV9f"
    "ry6OrqGuiupYcYzNUXbw7EUOlzpmkh0XezXipAacxoXygZ4qR8l4/P+5eNViRJXGvT5YDCOzgd5aArfqNLGewFOk3KPEuFnyMOfy"
    "w9SgRxDXtJoZaFu55XryGDW0xbPVEV8uyndHoOPO8ogR+icpUI99O1pvgARuwKktxjcn9XJ4g42woBcHuU9ulBie3QCZIMa2Ngf6"
    "eiOs8ldYe8pPV/T3XNUiSZ/T7cTMdka/uepUKTMWlsOs4Q5WYwVmY3pjxZfKr7AphiRzPjXyAHEIQ+tZwV2kH0s+8cOt12ITu1hj"
    "vKW19NZO4Zk0sD8wSUks/f9imDbGmEr6d3XMttTqeqkgInAXcWj6MXroyrkRlx0yz7WK+VjTcMt858v1stpbbsdZbxyKRxJf1yzL"
    "IjU/cQ08uGrIyVK1zrzl+P9rcNI2D3kefIm/y5Xw9z6GB9IcOr857s4K5ubD3ne2PtXnxUWfe0q9RwC8xuNpVvE/yzal6TMLqxSN"
    "2TgzdzbiMqLu1Hv8nnreL8ue7ylDIM3mnRu2/lhEXQ9D41jd9ml4b13Fdep3Yn7O0G/W6UlY84vQTx/hqfaT12Ef1sD2/YQnK4Ht"
    "vlkKmdNMqeMsa4F/PQJSuRie/1rm0pPMec2jzugvgSSb0EhxTvI36rPkawwTYX4VEfCfgg0eQUTgzfoRbsoP2PV9gll6ENZid6cL"
    "6xLmDzpM7xpKci4JqcGdM15rN9dmerISEhnVO6SnHM7O1Az+rENAM2a2K5k7DlFnxL3X42pONrOb7+P9CGPCECIiZY9BT9iwh/Da"
    "iXoT/LZKSMiF+MaWchFng+LMIKZ8nGlZwFJ1HRMpIivsJx2yvdbmcc2FZJ6NZ2gPz28tzqYAMWEb6MgTpHWQR96kFM7KpL+QlcK1"
    "+g9I6SP6NHzMefo7nmCZXhN8jD1bzr6XSuZtrCN9kxrTSTOZr+fK3fjs86BdDmGMYZWOf8MyfQMpbgtrUcAVtjM+WPmRvRs/Q67W"
    "6OPQ5M0D40+ZhxX8A/JkPdRT4VUs19F6AdZ5kOwWTIOV2CYTcLPW6c4IQh13YrZ0TPUuB21cPq5jLcQ6T1N152acH2ikNUywAvc4"
    "bmUxs7M29W5ItcuY33oTdzHp0X470NYmvSfW1ntgRfoxPsc03GpW18L6Orxp45MN+8mQSzymXy3ludHHFxmN7da2pzh/sgAafZi8"
    "Tx74CHP/YXanPAcLfjZ+8hX2rC0ilqfgBU2Q+2FbKmUoc9iN9N/tvwux5v5Yg2HfHOv9CiePpq9XE/FfWYeqYCe46b65Wk5k8HZB"
    "BSxNPmuyEZztKpz9y/Aurfc4meUPaOQUSGs/2TDqf3hcd/5lM65dxVDnDpIVeqLcAS/GdF5/xBvGVjObfRGDscqpWNkq+R0ykjvn"
    "kPsnt+oRkK02+PlDuOUfyA14+s90AWTi4L/kOl9KhJyIt+EJduMaNkYFdW6SuOjGbNCcmu0hMd6wbZDzSnJERJlvjHomtwTP7VIi"
    "amT0VAYRsJY9myOZ2XWWMeyZUDIzr0lvSWv9GvvR23mLM+I2Z1gqH+LOLdGUfIT9exSeciVrWW668wBOMxZrPdnQQvRManWFDMCK"
    "lzCCX4HdnqvGt/1v/QKrD+mzeri0aDYFqzqUdiPGHFSceqyGn2Jo37nvT+54O0V/2t53ZLaOnCRakHE4rdMX8KeB8CjWQmY6yG/S"
    "V4w5cTmrNqchtthHHPfEH3o3EXtN9k8TY5UdJoYLu5ZdaRsprQmvCVN+HrpK35ew5p4ryI1y/StRNxOsGkT8tKXti/EGh3yVo4FR"
    "SpRz6zEdLN2h335HhFSMc7I5JePCuFD2ldt24g/d4Ye5Wc9Ulp2iiuw9dnLmNRheWsh38dp7T6b9SDBTkts25kZVj2ksW783nIWR"
    "tFxxdiR35rS9m0c6nl5cjb/X9Yi8I9YrKh3ZVxThyowfeqDHqrW8mUOb7Uhe7hRRFlYz9zAY9uA9PEVHWYb97CtdoLn/pVaft4mf"
    "L+EVtNZzg1fFEEONX/koGUvuSTcHZMzNaeilYySV5WBPEzPQItRl2N0hiMmvRlx1AGzOVlZJtmL/436G0eUfkmTNGub5Sq0yuqfn"
    "1qvRzh7Duw+szr6sw1mXeh3nQqyvZiGspeUBRmCtUfKl/ArPKMHOSpvCOEoc1pLjht7G6W87l9waybjgt1KHvIV9e0Ssqr9QZ+FZ"
    "m5oTv5a5kcx8QT7zEqZfzNqOw7nvDd/8AGImb9Jx2N3ndH/YhLVkN7RJ17NwQw2BYj+xWf1ySkGcUnE4OyMHikVFnbBq48Wqodfo"
    "+n/sLIyfZz1ZfiKQ0HrarGL9UAxnoww69jbuSJxTTabdHhGLaX7QT7F/C7Ha33AjjpVPYQHnw0c/CVYt+T+xias7KjyzwfIHVrgr"
    "NG5LaIIf4BdE9C7oiG+DY+R4fV0nwHJM1yf0KHzbg3pX8AGjKNvzw/Hc9V5b3SfmJefG6xwVtIEvdC8050RiME6B1/2j9EY8YzOO"
    "1tsd9V1kNlffoC5rb6fTRXb0X7WWhEezdPJUT43gvqeGfdy5f7JFDVnbqkXW41Pg8WOTmvaMDQ0845T+W1YxDqxlRLEN+/kdLc0g"
    "Pm2SOfJqfn49WQVaEZtoAp6hmjO163FbnidWZQ1RacLEG71WanxNs43Xz+6Gpfk0bcRVlhLM8dqdb0O/PkXM3v/bL+Zig691DjPD"
    "9Zzkt7i1F+TpdkRAqWzeMupv5Shmck8gwqCrkabJYRrTMdjtLU38ZJN+B9v1UGCVgdYyCZ7CAn2NWqkrbEcPcbmM72UzJxKsM8m0"
    "T3/fea8e2TKgz1atX0Fj3wD/ulbvgTSNgWzOgza9RkLskW1kP0ENZeccdkAUqE3Z9JIke6rPINtlHSf/qtmVlfbsmLW8o3HclhD0"
    "SilvRoiZouW0xCt5ppU42++whlp8coS8BnnYuRo806v6CrPLcXpTuzCP14qd22ZPL5fTdSniiR/1ZmiuR2AL1srbnPb+Br9vZ0d0"
    "IazlAv0iWAqJ+Yi9Na1kGuTCtMbv0J2bscfGVW89ETNoC5y2rFNX9Ul77N0d/f87Y413lMvleNnAvJjjvO2Iu96BE/hxIo5v9fzu"
    "FqtU6Z2Un1oyGNlMSoX+V0o8o0VeE5rvbVaJXD61GWsXpmcMy39f9v2uUONW2AAtsQyxV0x/RXR5D7M/5dg1k4r94OtNgRW+D1on"
    "Rl1fR5ub8JzdwynlixAblet70DQ247fQcKP1ZLkY7z2STKgxPwPq0Cfjnr3XzUCVZ2egNmOl4xiP5PKR8tiRm6JVS3vNVMZ4JeM1"
    "JomRFPOfaD1muT/NrPch9FocLvRI9mLFOI1Q6yuxUf4vrI+zHlVNJH/HF7477FIg3dgxZD5F7jmWMti/X1lnqYLcW7daCTXLr+zq"
    "biXv4U69g/M6GFFHLSTzfshC7j4UQ6dycwP11NdrvH6OkROhNyfWGon0MwUrv5EoN92hb9riZP7AeofCQhTgs3eHTT4WKyzledi9"
    "287nsif/B/anRDM8Dw7nz3bsJK6mCp9XBo9gNifFGonYZPfz75K761Wpryy3lPQ9IBmNuYVT/LXssEiyepqn70oRp4F/gYdS579/"
    "DCP2FDX8Sr0DUltKlHmblpqj5+MWjwkOYM9sDdZuXVaL2WeT0jcQlxQwj74a51gA3/ckTmZugc9uN8Fxpg3mWe0no3E7G1gfnYOn"
    "si781UR76S0R3lTLF33dhFTFYK9NnurZ+eJk/iS5Seqa8C27EavSLOSh4hC0HIaMYYobiuNF4qKe3WQKT9d65vZg76HxCAxghSKA"
    "ZG4k8u1MvRpP9QT0yyro9InYrdnQIhdKHuNoswwDiUUXoZdqddmLsJ5tsN4Wuw2Cn5rgN1jVqjN9x7aUqjDX3l9ctjLBW1ZL/vEo"
    "q+tD6O+H2Rv7g7wo18P/mAfP4AHs5Bx9G6/+rome04HsMDbfrgi6bQ/8t9Z4GRFfaVZzVMMPimcRJZKsvViF4Ut8/q9ytNzJ2P4n"
    "/Q3POoSzIiY5D/s83GpaxNw96C/Bt75NH5CzNZT+WfcMGvQbqZWNOO/ceb7GLIt2XZZNqZZ4eyH9RW6UuDytYzQv/Rxu+JPyLXZv"
    "JuToCcjybOy7y0GdCDkwTH3znCay1hNhbPUmTmQ9zupAaI9p6Ttg6T4MTpb7EO/NgJwvkdPlTf01bXF+PfNpxdAFIfa5mvRbdSnf"
    "Z7MS1GH7ifWbbCfaUIbt3nkhPbJT1nFmwE0fTGV30pfQE3vgDhif6Wzc+d/5dK8xZjE+9RqyIkW9f5hmN7nt66m0PO/oPzlzY37t"
    "XuIyegOJml2pNntSzux0KfP0MUTRg6WKp1xL/7wV7VozPN2FjOu6SdQj6zie6hjRziwHYL1Se0FrFuEGtIPn3gFa7So5FL7YatzG"
    "2dCYKY+IeSRWfiDt80Z8z/u6CLfrYanwGbst0IsTcUbP4skmYl2FOJt1uhSa7g7okA1WlYMuX8XTWaXPaLdgMU6xPyJcw95px57w"
    "Wvbrb2EtLqyP4qlncl7EWE+flgWwroYOOUgOYtdoHFo7yWmyWiJ6DiCjbgZjPknelrAOFDfj3EvcBEcJPbZ2zO5b7ulaPOsknO/l"
    "8gJRGB7D0/ULZujt8PWtJh4iw2SSfbiNHiutEiuxCZYtei926wo5Tn7WV7AXb8Au3UAJqWd2NIGoMuU7HVxtegvO/Exfv3FSVOr5"
    "CnP5ISW4qaOJxmqdItX4/JVqM+BnQWfOxXm8DH30C3byTty2DbgLa7Cnxo/WETrBZgGK4FPYZMPRkJjNeKajgrbBCzjXL7Ebv8s/"
    "9RK9WDbphYwoXI+mIUE1F8dVYL/bfIXVDq7Fn/eFBSzjmgrxbW/LVeLYUtZx0qOIGnER/pT7ed6Df2Zz91XQdT1oYTvIeNw28997"
    "SAX97mLITSFnnqvZFVsHCT2Aky1RalLrMqjjSZdk/cTUTtMpxtn0oRjT0zLcgfU4u2J85nHYl3yszLqfG/kZKciM4wVb4Geq7yAf"
    "rPFtbWAfTBw6OgxPZxijlpTXfJkOxiLK2GrP4Zz2FjwGixojQq+re+7A9Etmu+UP9LzZceYbDvF53HLc1hZiXWkJ5r82MxtsSEVF"
    "+hDZ+6yvppVUsne9Cv/tJZbXvox4epYP/1YW4d/shFZBlu2VSVb51GPjWz+O8fq0pEcQZRSWZGdMmFq6H/lCY756cz727nZii9bi"
    "u3aHBDSwJtgS8dUq/Ms63oEj5QXiOeZjlXm4sVYv6iGT5W75hezv7ntCzG/YZ5uXZtx+fen7mG/jmGIttuwn+eyMqWOfkNk0ZXWt"
    "lPqvjDriSPqRFlWe6jMrxkPdW64QY1StZzRzPuTHkHA/wxlu9TbrMqJGJGiHK8j3kssyZSxs8z/16to06VOah/uwkOh7j8mJ8IPM"
    "Js7TT/R++HD1+iF05gydBL9pN/kSzzVFrkcEUE5prdFbiRH6ghi20EN45TZOaTRqpmrp+Gld32e9PsI+O8O0KKDcbMNtMC9qKNlH"
    "LXt2KjniHNpSKXttd0TIzqKWIjqK6SN6cHA2bPObsES1sNLvInYzXXIBTuBGfPc2H0+v8/lSJT7zg/BlG6Ad8mDBrsKJHyaTdZru"
    "Q0bsY2UWs2E/4Z4NkmOwgytYpXwP92olY6s6WJatrKOMYKRSQYz8rZz6Nl7dan2WKHrl8Ij3/h/MxZBnMI56RPy+ZKI3fJjX8Xqs"
    "TM6HXthTXtJ9gmU4V5sVLICUfIY9mAAJP14uEpt/vgUSswzxs9U1W+lTsjl9UvA7rND56bfZtxQJoIfgVbyIVS3EzkwmS9dqrP1G"
    "+Tv25g4ZAz1/KJ54BG7ZbH0XN/FEuVQnQp+MEZdbSLGzoJEnZxrz2MCyojZL+xD08jyyiJ+r4eBFaNp+sj80j/lmb2oJ7oDhSNyl"
    "JwbutDrKjpg35bVM7sx2G/lQntBb5GFmOaZDGxm72otqXal5vm/YYfZYfDGDHTEtIXfG9WvIsl/hOb/EK0+EX9xTjHeoP04nQgTM"
    "9YwKK5gJtVzOXuTXTnMGJKr3QHbs1wV4n1XIqtnj8j7s53xE7pYBa6AuinPmz3pOtrDbIKRT4RncCa3QnMxixjdRAI28Vr7HWvpA"
    "K98BLZeny2Qq7u00fRWnPSiYjffdhvNc5pFeqqgRl9LzqdRp4rIbCbKEbGT3g3WQ5cEel0DSqyChyzkvv7v8hr3fC6837gbrsm4O"
    "v30fKWYOtcIzAzmGG9d7anGK0+EtpcDHa2F27H2D51mEO/G99JHXcRNsPvtm2FLTff0g7Y9rAfygtK+FZqZS7Da+Ig69LOnrdmF4"
    "DYvYj2WRya5ijIhFPtdsvPNxZqH2wvd/Afk/jzLzlnwDr6YM9+YF/Vwc83dad+bc2oENn/YoXWkfdayFxBjC1+HQ0Fv8fXP5Yocm"
    "1UVOhvYwnyxfZ0GTzcEqLoA8jGBetYHVnDhuXJIVADe7uIEIi9bD0Uy2s5c+jp34BL5vKeeEE8RF24Q//UbttkC/bgLDaw3eW8za"
    "9Bp9NLBpZ8MzXKBfUab3F8d7F/Ud/GlOhmzHeQbQQOZ9GpJaIfOSN0A/VzLnupkTAm5u2XlhF0FOX1frpDMLFXDqvwR/ah/UcM8j"
    "tDeN9AC3cGdeRASSyZO4/geLSIeI89/D7F4uJJeV+QrGcDwc61rtY1OH71/rsUwFd/YMrLifLFbLtX2PCMzQxLqLZaHXYOd3l7Pk"
    "AnLYWa9+LTvK5+KTi6FT7iBel6uRWeXkaGkk/4Hrf9hCjOAYpx8KuItz0iFY3AlyLT7JJoVfxQ29AzryN7EJmQZY5Y6MBRcxSt6D"
    "mDWN0P0Hy1qs7lCx6tAw3MltWGeas7SNWb6ItV7SHAbYcnzK1eJ4HR3uhZOXdvQGo//jDVomtAiSfJa8Jjb58G/o6kJOp63A6uyz"
    "75eQtwoN7PuNM7PZVT4RQ2Avh+9uDDd7Y39mwxMxjuvZ8OXH42/HyHvavJnxrf0ECWiGM5yrCX9umS7Qmzj1mzuvLDvhlO4iO88+"
    "7y6OG85uQQdxmZU87KOh/n+O3ZyNk/mMGF9Wrc7DGSzVcTi7ODsI3TxPiH5m2te6rD8kw0iX8hzqiSa0f4DT2UVsarKFZy0phRxY"
    "pSV3luDQnRgc076jN8So80HELXnaWb7ECgzfvg62aH9ot+85H5DPGWp3Bp/hGTsQX6JUbfqxgudTw36NUzgF1MAsa1vJRPQ753fq"
    "eQPcxK9FqhuILxeClzT7/2gv+9MJZLix6erL/BRYnDmnOGufdfofPVmexGdX61O437P0LuiAH9kJNEgs+xX1E0H1tIF25qu5Q6a7"
    "bS3f4Y6W6wdSzkxcLWzhdsbQNvE4QtLs0DeWk396poqIP5ukxwHI3X2WO8cVx0rNPrmscohoHyGyFOR+z6nwscbKEVjn87BxQxDp"
    "7SKPI4aw6Mg68O+Rzdj/E+CHHc8Z6GHyAfu7h1NCjFdhEWI9yynOICLw6ZKRQhE3k75FXb/nAmJzunjKIa0/TD5o6ya5FBKYjx1r"
    "wWriDNy4rlhfHHq/jLWCaqK7x1lNtgmyg4mO/bUag85o+FH5ZNJcoj9IOovskcr27ju0orOlkzgMgSj0zFR87kj5AXszG9qxFRFZ"
    "0jvdBVtjhLjkEfg+bsIlwltVy1OPcSLT5avaS5wToC5iSHpOoEOYV4ySgSjB6YTcd2478zeF2CPrhbM5hR7Q2NfJPtj9o8TN5Ebp"
    "317HjLf1a1woT8IOnSnWa2/nMAOntA2nX/AnHoEkPQKl39Hfo2HVEqUxw151lhhDcQtGZ/nM9dosQm9p4BT49ZCE3ehDnCmOwW89"
    "fAkhkvcWeE8ObS2PnLbF1FqF+PzL5Ttiyi/DLsyQ0yFRc6BVf2OGxnWDmcUtwnv38HX5y8VYoV7lhKHNeVgs/5q8D5u0WDvBE+0K"
    "rWvZqiqPK7eF51FNn2xXSms5vZ8T4F1X8XZal0WlhrKzaK199W2JjoPsLMC33q1mV5bCK3pEZ8OKbcbaDTmoECs/At5iESPh6bgT"
    "xhG6BXf1bE4PryYS+lTEr4Yhejwz0zXYsTilpo4Vy3J9NT0aFqM3JO1WPEszeQR+dS95XvYJGujvxZjxq4VfOo/+Wi2+oZ+4zpSU"
    "Olwlx4VpEd4SnQzfrAOzUElIx3PQ0nezChSI1bSKiD1VhO+y3s41WHcreULKqA/VVyLStOsFvJu59MECSMkMfQb3fBPszbti+dlb"
    "cTLtZZoehgj1Phmr7wdfYD+uwK2drCvk4qw9MF+ndzaXbPmTY8jjFyWKhmHhrcd5vUacr07w1DqQCXqIPApv6ix86zdEBp0OX3Q9"
    "c5EV8Fj7QHfuD8n7gwgmuTL1M3BvDhWbln8G616OeMx6yxo8S0va4507tHHzUbfCtl/Jzoi011ZRnI7NEM/F9y4hjsc51ArnSQt6"
    "K/fiGdpAEh4SYzm3bpE38Xl5uJ2B7Cv3ELPrYnyu5Ue24X8TYSc260p6tobIVY57ppzKMcx6i3+2wsYVQoa6yFGwNu9DdzXHLozW"
    "dfKoRqn1Mt28rtbjppULER9bdiaG19exX7AG37JZP8WdMi81RuaRFOtlhqx7CfavlaSzWazW/nRchBlmJTy6045mEBsdzvu5RN6u"
    "ZZ6xvdTT+/pKl0Die2FPZukliNKOwo17B5/0mR4hDbpjtidC3F9n25viJc2Fy5b7JzOhHaybKkGdmEe0sBI1fz63hv0RFjzM/FMZ"
    "uz8M/7GtLNHnaVcd+/Xuns/XYX8l8U3dIFNf4/n3lOmwgsZpI/KxPCTGKGMIBlEyfDr2UWOyNXyXVvKGLGR/6Bbo0cnkkczXedBR"
    "feVS9sNH2YcSJ/+QZbzqeeO3UUfXeXbEa+nxRKARGnh3TeNXMuK+Q1LEock1DZ5g96aSezzDA5ZiBvC/5DL/DrZ7G3yvpTi/7fK5"
    "jkTkvGMmtMJ3UxtLbpoz8ocxJkioy5r8xPnMALYpgR3tiFtbpY6HdRBRVmx6cShnC9I+hxHxXd2NfGcVke8jROytxhpC+qj8DL0S"
    "46SaVQjTvk8kzf0xjmPjuP4N7z5ORkN/GrfxRjLRW7x7Lj1Gl++u85OFEb8Lxf6Z9vkT48t8fO4M4vOF9GP5Qqs8q99uf8ma7npc"
    "2kJXdJdb5Cicyrd4RzNo/nJ4tq5/rjV3zOKmrT4GOLEJxN1EluOgjvgSSc/pVEEkvwjxazK9p/vKcWR+MouaVvNZFxOxTJlXq6cn"
    "kus9TfUE95Q6zWAzZV6xA5/0r7AdDUne2LTuJ9KXcB4p5vvWnpGB8KQsqzMeGngf6N7d4S06NOlvtcx/Qx39jcvpNZXBqqyHDZ7O"
    "fhazh5uJL/egxLIx8ADJ4IqfKUthORxvojIijtD7HiOuc8JQFsp95JViTbwGHmwNfr9SarMsg65jScnHabqtH7/L2Pyq1fU+Vqnr"
    "tW+kPB8tKUarYT/91k1uJMbUdJ2E3T9b7oSOr9HHcLOfCSp4b83L+1SMAXsQZ1a2QDO/q7cHm2FFtnHWsA3P7xc8/VrEF5+pITtE"
    "iRe5Sl+ktTb8jU5iU4OFeC73HsN37C9reReW4zPDjPDGyjIiomyEtd+qKcQnR8M+leKTXse3LIRnUIXbvlVXia2mgxSwA7MTGbgM"
    "7eYL+I7nwMtciGc2ZObr4X/Xky3g1SYwLZpLLatoJtcOddi4cpozLzeHFXmbh2vBeRyrkNtNtKh5DevWpWQdqYONW6wTxLD5B/uZ"
    "rnQWBTrJ2L6SvnYqixQco0zcBI9ysIzXP4jpbbJvU2IPiMXVpcx5bWXlTol22UMc50clfLhJugy6ZTOniGwaahEzlp9Smtp41gm7"
    "QfP5jWH4NmWcX+tCBoRy1ubiegvRIYxXbp58Bc+0Eufyhr6KM2+N10/SCVjVnXoKdNNbsI2nIVa9KjhfhmuBTCQbwa5iPZjG22is"
    "bRcQr3MJNMsyvH8B0ZzHiNWjWkNeDJviDyKpODTXefQKV7HvvQr+yRdyOat1DfIYczRXwha3lpjnDkvDFg3Dc57t5yoLWGl2s88f"
    "M+YqI5NzIW6A8wdak9vRTQP39V2wh0OmhsDnq0UEP96meGSOnAnJSjIbmskqBFmGyGH4/ltwEjdr5+BkDadnwE9cLzfDd70tOAm2"
    "9G8yB/bG5pjX407P1LnY+6/hN9RBLmI8+ZPYB7icn11MFqEEJa8ZK5tOe1ke6VCJkTt5Ns4kDs88xPm6Kp5j7jyF5Vjv4bsbPYeO"
    "WULzCsYQ2bmW/sS90FpDgxg++ygxrpzl2DnDvXtM3sTJz8fuLeZsyCLcrajvfbeIwGqhC+jDWqdVkhq0CnLWDFGUmxZuIC6PMffW"
    "MLNtWEe3EevIugAr4GfnMadlGMPPcwY/xjxY4CtHyh3ZkYN9RN+GbXpeX4fOmKjj5XQNyTjjDQoq2K1guvU3cXZhG54j5fv1HE54"
    "TB1+k5tdrcdKN3k+kz1gr/aXFoyArYvqb3IS3j8a1v4seOTlnBs2u99d4kQ87gULsIsYn51NaxUx6ozQHsX4LfXsqLMOtuXQ5q3Y"
    "NRXxtlHVxdtmG/sGd7JaF4J1bmR9wLTjVPKJGnPOJkr/aYjkC6GLV2I3r5NGPzHn6kul7C5MESUzdz+5dUE6nGslHuGuPEebxstn"
    "p0cmk+Us0FWU71bEjG8uO7IEjfx7SrsH8yHhU/R8nONR8jI00Cz85HKcjX3+IRKiV5Lp+LD6xb7yqnya3ojPHCDX6hC9TT+CTnxR"
    "o+lfm9cQEcV1koXpLUSJsVPLVUf5d2N/iBFhxiYn8ziTVIz11xLtKUHEryJ2XBVDvyxkJvlI3vVXeDZboKvXMJtlr74PT3YrPFrr"
    "2LuCUyGGVeM4od301EHShRNIBexG7yEhoo5FoH2tPmjV2gRefxwrv8IJRdO67Vjf7eJ9nsXs6XGI7xa9j2giK3WXXhNYF/fnepVO"
    "hKYbFdwN+7S/nq1NTXLuKlX0iaxKYIjNBxDL8UTaUnd/GhiXXst3GY7eMzIO7/5AlutQXZ4eE7QO/qXX4RxT6Vk6Dh7OSvbTbiZb"
    "RBgWugjyMxTxumkJ4yOq1reDS3Ae1nM3mYypmmVDSXq8zuXmrwbt5XV9Eqv7Q6dpPRlqW0Dj/6RvS4m3eGb76xGnRDmhOVqu0ZuD"
    "Q2QP3MkHtBdeMTI4V9/BWu5uou8pM5+fpD9Yhnub8DMBf9UNNJKWsr1eFqwgDoJNp1yg/0L0bdPgZ0rc59JSHv8t7e1qWi/Cp7VF"
    "xG016q3wMs4Ww35brscG1qs9DhrUEA/quWsWl42Wfr5XWn1/iq1+ryz32kL4Us96rRD2HMVjxXyuFDTqDNyXXeHFvwoNcKMswrf3"
    "a6LK04iouIGRiHoEpzhxecy/noCdX6jPwSuLap+gAFrsNblMnoGtvEgS6d+C52FF83Rh2uaIOsgISIfrkA0zjm/GrJdDj7xa3sIT"
    "GnZlkl1xHaUDWbZPkhOkFD8/UMp4Ctbh2E1OxcosqzwY8mX5xOWIN+7TGcxQW+YtH57IUvZKGNqG1cJux13+DLs9E986Ea87EP96"
    "ntiEcm8xjkvrfbd+DtcBajzUE7QF9UNz8scbI8JKouDZfyVEBbTpy742+ytr8erZunvwmV6sk4Ij9F49g9gpO26Wq0FVco/tdB6U"
    "sVjnSuyf+eLXyVXwJ1fAFi7VGqzRputW48adKK/Il5Alq08cK78xsorqJDGEDpuMW0YMHcs2NO7EhZDhCa/HGlz/aSMnUVwN0XgX"
    "H8WzvaDf4Bnuwypm4Ft/lw9xEzezZyTO2MAs2L/wnXbulnN+Rg3J27R0EXzeS8UmCo7Ac1fgc/aHXe+AHV2JGG4h7N4KaKWR8q2Y"
    "hdiF1si05COyiKffyBqu65gbynp2ivatnowMX7Fz2JCwA3Z8JrRVMBuflw89MkxeQrRrnQ5PYc02OXAMvJ8rmuhBb05bFCFqRnPI"
    "VzN2zzRjT8+94uK1RkY4tdynGvZS58qUfI8/vQxfcoPeiJ1oIffrK5CfCTKPuAb/giQdJUeK9Y6sgW3tAT/2fHi+dZ4hzHyyeuqP"
    "UvJVOx7U2ixrkLLHx+X7l9D6mL+ym7SXB8UmjkOQkFJ9X/aWdYzoLSeShD/TgVXFvf6nIuPmKS1aPAIe8FjWS6L0Le/Dc3Zj9byB"
    "1c8KWtI63NF+4lgD49ohWA5p3KIXQCd1wM7dBI/1JNzKf8p5Yh3GVsM8hLzO1qfXXoxzLEVMu8zMta3jeAnTKwxjxxw2XR1WvZEd"
    "+TY/HwQzZaVHKkgQSXaNlw+bjnL1iYzfmWIN1+zgVcyDVPMbHDay8SquJ2uaZpFx3Pu6eqwZ++RhchJ73zuJQ/YtpGZsVOtpWcYp"
    "IPM6jR/yN7zqF9iWgeKmcho5jTuFsdsa/UEfJzdMknhplcTqd2jkNTj18XINTvxXotEZ2+9a3FXX5x3ShfQvWkgppe5LMcx5NyW4"
    "N9HSE5zfsVNoRa3xqzwR7C8/4OY9CU9xsfZGlNtH2uqL+N3Qjo2ftxXjmR6Q6Lacyi3FeZWzyj8Cvx+IKMb07YlifJw/INrrj3fa"
    "TPqucjb+VM5abRLaq9yfm9u3GzwGVgN9RvWdSxbFXEGekAinzbd7b9395HvmjsLwtD/AEy/1yDEW9T3J/rGqJvq4LC5pKXv7yCfu"
    "J7IcgtxKrznNCp3gGU034F7l9l2m6j/IHWy29CbosHbYmWfIhWL4pHZXzmHt3HK8DYgY5kKXnMLp+naSydcmuQY3hZ+LAylEzFnD"
    "oJ8IaSpnF7v1fvbBDf23f0e1xwJp1O30/tbrHFqUerzS8GuK1HAxy6F5zcf+a3xy8+Afyc4VxHlHXO0nxrkMd+cHeBbWYnW8vo2w"
    "EY28zXaGq9grOJC17TnM0CSYnTmeXc4WvZ5PWSyARF2X7a3bwLxBGt9u8WyY+Jw1xEpIMgox+TAff6J0RiSwRGcjeq6A9srzNbo9"
    "sdPG7FJCTuEq2M58vL63l67p3F0lr049MyRV7F1OQo8eK1GP4RCHF7cR+3QPWYJd91YBJd71TC2AptoOCd6kJbIav5cgoukqk6Df"
    "o+RijbPSG2P3axS6wiFRHeZ7CMLedqTYsZiChPQnfpnliAuIGmc4WcV+vshyceZthXwskpFnw4VQ3xWo/6OF6vCeDM5Th6ymd9WU"
    "lEdwSdKnP4+dyI4j0k0FHkPbWKuO1fpaWUXNtwHeQoIatBrWexF77AuJwXwsT7xEbZ7zYnH946f5by9hDbtBMyvYC7f8PXj2w9h7"
    "WgLJXIJ9vBV+QJe/yN3W+Kpna/iGnTyDSTKLN6ZEkuhAFEDN5j3cL+v1/Axawab+ekJnlWFthuG2Afbk7eAT9t8ugQ8ZyNHsczhY"
    "itIuyu1IXtwGnpyhPDX6CnGKfcOZHuiUn8P/D/yO1Xo9eYFtpt1VgSPwo1foJGjMiGxnX0c+p4BW0VrdhPhhC3bQeKgXcN4tDZ9z"
    "avANPvVXRvcp7UxkW8u//V2sir0RtsHmol5GhH4q4lTr0x0h30Hy5nOKbi6ecpE+F9zM/vkRuDdXSU/EzuPlC+zCT7oa3uWJwS36"
    "Tz1Oz1LTU+ugpYbAU96An32sFax6rce3GObHZ3iib3Hy++Icl+swrZDJkvTcI0laM9dZNhdr/QJ6ahXtWczX4hKeZSzRRLVvN+mL"
    "W9mJmq+zuKy/5W52Zb9Mf/J1hX12OxPDR9jPUklZXcGMe2es/wliwq3C+t/AeRnLR5H0RqTRHSczXrfgW77Ra+RnaKpZeiSfvEFu"
    "1oM9/0+a1d77fc7S8HGMm/k4cQx4rpLWwJ/kYf+LdAVkcjnunfVCngFZz1fj3pzPlVrlYKi47sB09i4WsT9+vRp6zAGQxNuwJ9fI"
    "H/pfjdFORXx0l8BTGzZQgv1xGxC7/sRqVwt4PAtwWnbbZujv0JS1PkI2fM1LIA89Oa1wJuKKBsh0gshArfGvUX0Yp2c8Dc0lwdqj"
    "SOaO9PYoVRO0nhWdQsjj57gPbWSdddNi75IeF1o9Pq0xk9mvx4N9gkd1c/pixBsH656Ib/vqz8EWHazGP7JNb0BMWKGPQotXs3+u"
    "ELtjOqyReZdN1HKup2Eco1OzCW0k5ZEtLOfpGA2KmD8azb72CLNeN8qv5DjLPcGn7PpOeG3TwF1Vj4hu33MWGS6nw2b2FMPiKkXE"
    "rx4B3GLYUdmO3QgnZ9uwHp7yfBgWF/fxOzJU0n7yspEZK5dVt0mUkyCTFlWcLlb3Ww0PqSPu7Ty8aiNW+bjvf3NsSLV+l7tjzcM4"
    "7dCLPBIt5Fk8rTG5XMPYqEHdTEh7idE2lLPS/b+YYy3opwwRY5h6j9Jdq4fQDo6Uc+W/+jFO+id4DxuxAwfKNdj/Bl0qe8gu9Cxv"
    "Eof/E/b100KPHpBgf1SEqPAxzmpbDfEB7nWclXjHxGA6cl8xtozct77ZTpFNJ5/hdTrdJqJD0IWDZDm8KMOdtL6OZdxjy3qHshau"
    "g8S9XbQui+vFYTSW0KrGiJ+WpA59nf1AdUTYKfI1oSriK1oEXKtR6ArToMZCVarWeW04NiuY36/Ru3ELfsHdWQYrUgQdvJz4CSaz"
    "Js8RPVwa2EdZAb2b8h5RNbu+Tdase2CFdg0sgtyA7yzBjQ7hDtcyR/QgfOQH2PW+FM8xDZ8/EzHme/o4pGOk/BOfuJ8s05XwiL7V"
    "0ZDn3/CuNpCmAs7PnCNDWLM2HBxj63xAMqicCmkLeV/WurROxpN09V3/s/0tdhOfue5CGfbBbNVB+JfeUkn5XET0X+NWfRbvGS62"
    "d6X6AvTg29BHv4iSda4v/em4x/wupfcTh7+T9ni7EeJnOszJMLtrStl5WwzLYVzQFscdT5sXyTLNK+v5mTzuPNjKEv0G+/+eGFPz"
    "RrzS8pEHiPpqbDTLhtJGHBvKY/oqVnq+HIb9DOQBPRqnORZ3+Liglsi9S8lZW4HPnqTG2f6bXhzkZrvNXV1uxemqQ7jWluSospvU"
    "DFp2Hn42TH5kz8JP+Nk2SPgsyeMumTe/NyOpTF9axPtoA2S7R36Nk5ftXtnMXZwEGZ0PjXKr/Bs+64m6T3CZ3qtvkk88TER1myUZ"
    "7plwDsenrMEtaiA+f4wSnGRMdYz8Sywn+hNO9mAxz2W6Wq/UaPkF6327iRucZt/KpZwwKNGxZCpYqkW+Q2gvX0ux7uJjieNvrO4p"
    "jytleYfhHjPQYuC9PAa667zth8/qLinWKY0TxT51GfbgRzmSE6sluHe9ZSXrPVHWaleKTSEZztMG2P+20kiEtDRfW+9ZHRr0TrF5"
    "gEdkJu606ps6Wcbi2SdqP0jzCqL2d+SUTYPHDIgwa99Wxuuo4O9qvf09ZYWY33s8dmcw8dYzfqDVWs0GtPPyZv1zCeZmk/TdmrPz"
    "QyCB67DOFWpd9cbt9I0Y8t27WOlVeMVwSbLzxGQmDz7VJnzi38T4l++FFRBEM+Ybncs8xGbGtwXQ35rN66Y4Be76Nao9up55LuNZ"
    "6Uzg3jRy5vNYRMBlnFlL6SeaZkxkMeVwaIK50O75WPMwMdSCEE62AOfzHzle3wiay706Bv9bKgfJWzoQMviEHEFrFc763TFqnUR2"
    "Cs6e+jBxMwB2P6o9PqqbfF+C74izctWgr4lxuhvL9Go13N7vWfExOzQTMZj1iFbQF6wmZtJETlyWw58/Appgm5ayp8b0+u3soN+O"
    "3ZyHEx0r3Vh7s3pHL8YznxAZ8yXor3n4t0Nwlmv0D0RvI+U/8IJMF9SRcT3MPvfDKVtWI9gdHuMxwRnBSp0kt2EV38CrGpuugMZc"
    "iT2ZQgm8AFZ3PHm/H5Hrgu6sT7m+7x4eeyPJaUSbn0v5CLuOvVNu/w4T84JzMV4dgxXeCe/OsPe26ZfwgmrUWLMtV7YMuqE7dmgA"
    "vtM62v4Oe75MX6a33JccVLtQBwdYR3diLY6RQzkRZbMyFyKWqCAX9jj2uCX1S+xNAX46Uu6QxfoPOQ2exGz9UA8MDsCd+Nm0g54N"
    "SX5OjpFlOLP3yE4zh9WJ0TIbT1EOXTITcf25kud79U6XCkZTIc7eGeOk+hrvzl3zG6DNr4cuaqTW/QXeaIxx6mb4vJvhoxveTgBb"
    "tYGZjZNppy6UOk4spX13iNPI7RnFhvAcFfKj7CufGusqTnGC2gTv2/KJui68tqys1PK1ptWeZb6yHp50TzIdbeFPjGPxZuZpepEn"
    "exDusOUNrmTHmq23WLeTCWI7fe8iZtKrycCdQVveUcfe1XdJpKC/w/Rj1NdSGtVVz5UsuM6upLPvtfVG9Wt4BmNZ9WpNdo+UvgDN"
    "t5i5yxK9AxFOFXtwfoP23USW5Ci7YoRYLSlfM9pXXI+z6Sbz2BNqnWBWSSwhD3uCHp56tLIk2dGEEhpjj94JXEE5cxZVrOaOhLYu"
    "8+ybCcr3eK79UrlW7vAcKUnf22P7sYjVHJsLDtPORqGbk+RPM801Ty/D510o18tEyPl5iIu/xnvexrMuagLnJ87pHcdjblPphtI2"
    "kYwZQ6Un66LWUWRauSXZMwo5R7SPWAS3gr0UlkntKNOkisgpA0WyvEkJZiozPen297Mlk5+Ms4+iEPv7/wBz75NC"
)
# ----- end of the text model -----
