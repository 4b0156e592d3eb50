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
and twenty literal anchors (``_ANCHORS``) are searched with ``bytes.find`` (C speed); only lines holding
an anchor, and not being per-batch or HTTP access lines, are decoded and matched against the rules (each
rule has a literal key checked before its regular expression). Memory is bounded by the block size and a
cap on the findings kept per rule (first and last ``_KEEP_PER_RULE``); at most ``MAX_READ_BYTES`` of one file are
read (the end of a larger file, the start of a pipe or device). The last 200 lines (64 KiB at most) are
matched whole, anchors or not, and the last 60 answer what no line decided (stalled stats, an empty benchmark
result, a client's own traceback, garbage or empty answers). About 1.8 s and 25 MB peak RSS for a 100 MB
log on a 2-vCPU container (scripts/bench_diagnosis.py).

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
import stat
import sys
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
          "SIG|KeyboardInterrupt|^C|CTRL-C|ignal|CANCELLED AT|CONTROL_C_EXIT|Keyboard interruption|Received TERM",
          r"SIGTERM received|[Rr]eceived SIG(?:TERM|INT)\b|received signal[= ]SIG(?:TERM|INT)\b|^\s*Received TERM\s*$"
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
          "'Received TERM' / 'Shutting down...' / 'Good-night', Tenzer/hath-docker#12, round 69)",
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
          r"|cudaErrorIllegalAddress|CUDA_ERROR_ILLEGAL_ADDRESS",
          "c10/cuda/CUDAException.cpp (also reported through the NCCL watchdog, case_16)",
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
          "Ascend's runtime reporting an HCCL task that waited past HCCL_EXEC_TIMEOUT ('The error from device(chipId:3, "
          "dieId:0), serial number is 9, hccl fftsplus task timeout occurred during task execution, stream_id:5, ... "
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
          "Jina's gateway giving up on an executor that did not become ready within --timeout-ready ('<jina.orchestrate."
          "pods.Pod object at 0x7f1e507a2790> timeout after waiting for 600000ms, if your executor takes time to load, "
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
#: wrk's Lua script error and a Go panic's k6 frames (each at the end of its program's output).
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
                                                b"symbol not found", b"harakiri", b".lua:", b"k6/")

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


def _scan_block(block: bytes, first_lineno: int, source: str, sink: _Collector, nxt_after: bytes = b"",
                anchors: tuple[bytes, ...] = _ANCHORS) -> None:
    """Find anchor-holding lines in ``block`` (complete lines, raw bytes) and match them.

    ``first_lineno`` is the number of the block's first line; ``nxt_after`` the line after the block.
    Lines end at LF only (progress bars hold bare CRs). Only candidate lines are decoded.
    """
    if not sink.served and (b"] Prefill batch" in block or b"] Decode batch" in block):
        sink.served = True
    low = block.lower()  # ASCII-only lowering: same length, same positions
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
    if not starts:
        return
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
#: "RuntimeError: ACL stream synchronize failed.", Ascend/pytorch#54): like a device fault there, what failed.
_DEVICE_REPORT_RULES = frozenset({"hccl_task_timeout"})


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
    if root.rule == "native_crash_shell" and _SHELL_SIGILL_RE.match(root.body.lstrip()) \
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
    "cuda_oom": "The CUDA allocator ran out of GPU memory: {d}",
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
_REPEAT_CHAR_RE = re.compile(r"(?<![/+=!-])(?<![A-Z]{2})!{8,}|(?<![\w/+=!-])(?![xX])([A-Za-z])\1{9,}(?!\w)"
                             r"|(?<![\w.])(\d)\2{15,}(?!\w)|\ufffd{4,}|(?:\ufffd[^\ufffd\s]?){5,}"
                             r"|(?<=[^\W\d_])@{16,}(?:\.{3}|\u2026)?[\"']?\s*$|(?:\u2047[ \t]*){8,}")
#: A unit of two or three characters, a letter and a mark among them, sixteen times or more in a row ("/C/C/C/C...",
#: "-o-o-o-o..."): a decode loop on one short token (vllm-project/vllm#41262, Gemma 4 with a DFlash speculator
#: degenerating into "/C/C/C"). A path ("../../..") holds no letter; a base64 or hex run holds no mark; a unit with a
#: digit is left out (a URL's "%2F%2F...").
_REPEAT_UNIT_RE = re.compile(r"((?=\S{0,2}[A-Za-z])(?=\S{0,2}[^\w\s])(?!\S{0,2}\d)\S{2,3}?)\1{15,}")


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
    if _REPEAT_UNIT_RE.search(body):
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
    pending: tuple[bytes, int] | None = None
    for block, first in reader.blocks():
        if pending is not None:
            nl = block.find(b"\n")
            _scan_block(pending[0], pending[1], "server_log", sink, block if nl == -1 else block[:nl])
        pending = (block, first)
    if pending is not None:
        _scan_block(pending[0], pending[1], "server_log", sink)
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
    'parts': 'train .. validation-r67 (68 parts, tests/unit/test_corpus_train.py PARTS)',
    'logs': 4456,
    'words': 11162,
    'corpus_sha256': '4d047130d65d6bd5',
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
_TM_BIAS: tuple = (0.2, -0.274, -0.232, -1.272, -0.612, 0.207, 0.263, 0.152, 1.667, -0.861, -0.239, 0.223, 0.776)
#: base64 of zlib(words, one per line; NUL; int16 LE weights in thousandths, a row of classes per word).
_TM_BLOB: tuple = (
    "eNqEfeuyozzP7H9ukiJAEiacBkNW8lz9VndLxsma99tViS3JYHy2LMtyXVd1zb+c7DnY9PPebwKHDI3j0tZrc+tTPS9dPzXp8UVO"
    "4/KzNvsd5Ll/7Xovved2WAD9WGyktfZWBi5Ni4jae98+6ssxjB2wsUlJj7xe5na9PlQT1svd0Cq6bqmvzTHuApGWjPf459z0L0/A"
    "9dj7V91c0j5MfVczYe0yTctsgbd+r7c+KQJDmn3X6wZbcUyCryveWAEO9f+IsZlbhI/LpVGSb/PhGbo3czf29TTlpA6zJy4X+Thc"
    "2jrtzbbXUzMgafAYNDdTLyDKeZkt0W0/PEVnKbSNlaqqCKQl7edX1v2+9U1nmZi/C2B9d828D239bMaha/ZFyTG/vVtG53YfFiVj"
    "34bdwLEx4r3fjPJTWSEM5thDTyv9pmvWHSFN19XrtrR9SlY+W//36JNluxmWOvXbk4+M482azwdYX5rUV8pDs/f146lcGWlOzTbU"
    "6WcYHyilfbCyb5MFrOv4dq++X60odnshAqwEHuMw3ywx/XWwdtgeXVPftsbCt9tjQjk7oFY4WWMnCTFsq7VWqxcDLR9WMWzeiuPR"
    "b3M/VmeLJzCOUz/fhhlxHPtSd8e01j+bpYX5BGlfHv08/GeZvW7LhITtm1V0bx0BnaOfu1R5OcC1ZA3WpoVYOS8bQOSxsyYzN+PN"
    "8Cv+VuuX23hYj5n58mAvdMc2A5w7KwTEawX7sIY1W4NBRMuyJ/v8WoDWb6wKLeKSNsyznj/mzj48WCezCCxC+6h16/YYUV3MWiJl"
    "lFsP0xrgfrW6T8la03bMTvsZdmtkm7XvZK1kWp4oBoRYhzlWa40onLavirGjDZDfvl6HKDbDbkt9W/b3ivr/GGKEdNvApiesn5fj"
    "ds9trJ7s+5s1pfbR7VuPb3rJt9Ym8NYyXarcb+Af84BmSmQdxhOwOlgtRb21DCbFqIeem6/Djf7c23hmubQymYseEiFpYV4XK+jX"
    "ngG2RYOfaIwsbXProVM5Wqdj8S0bP7VZo2yt11vFXI7rVdUlvD0hS9rYo4v/g1SPy8168eV8MZeg0H7bbLiw4XNd2OacjE5kVT9b"
    "P51ZeWltttTvyzIiqrTZ6DS+52UabKTsX6t1biUgqu6o2MnkenWhJfXWu9D3+TCC+mnd3z5EqGv3e9c/h7ZvranuTsQw6GCKcOBp"
    "tw64rPji+7atKJX3fmfk9K27NCkQ67KdDQlb866PfWBG3gCG3dqMtdSmtio8esH2mQwkG5MGK7OutW7W9ShedqDNCqHRuOlUtXig"
    "Pk04wHC2wSCsN8BIuZExC3gDqUcbfjAnRya7od/axwuATRiIckgcIr2ZGGrzjfUyDqbAUGUcsgwdR9QIgMXac4UJV33bAHbibsFj"
    "W3PdOWxYS75ag/DB1kLSMjJ/6VlhLJzedWpQj5u/DvLbpjdrqvZYP9zwlV71LOaiH8dhtQl0m2wKMur2XpcBNdvbl9X+zrEh8F3z"
    "k9Dhav3sXf8s2wODbsO6619tv6ohZdCn6a0g8cm+PdAt7hxJAlWVnLiyf+Ka5myu3aZjDTI+EvMD2ZOYX4GuVj/WxKZjPxr0nisY"
    "HYwJFrUNgnuNOmiGmvW8HLsNKVV9VRO9XgHbMM8hZVya7gutjxlDf086Kv467CvL7Do2GUh3+6ylel62CYSl2enZPH+1NFrdTs1e"
    "lp1RLIddBtCU7kuBbw3eXfGfrQJ/TXlG+K+fxwH5RGFYXm5tC6dDj182o996Y5zyIE/MWs9MdiETDWXfcQjTJFg7TjLWru57EoGz"
    "fB8Ix2PyliKo24B1sQl7H+I5zWKAbEQcIiob5g6O9bvaFGhz/6PpOXMcLAEE/T3AZ/3H4SvPBAhIh33sOSQOpVfRMpcg1LNAbtEz"
    "ty0HmNLxmNBKb4eXntpw+J6WPL04VZ04uNLBJmVjkWJsMT7w6BnTkbplu1qK7sY7Iinmr3BHS3DCLGIM1/242DDwM7OV7YtPph1G"
    "vPu+r3LzXEqEs4GH21AzkGUcpsY6xi0DaNEqd2vH1n02Aoc4IDK27sWMTAQj2DZcDvSkfn4O2zJP/DBDo+8JYZfMsXHSKmFvZE6y"
    "NFuhGZUFn4KqKQ2wzWVWX5md+KTmyD1CNN7rHBB7A6pgXDCeDkpvcGEBGdu2eyVr+kDDF7RpEcNZGFwhspiu+D6hdNgztj7pwPlX"
    "WnIYb7KQXTib1B8VpjiZPwllasOCsYtwEpyXJedxS6vFZm7/xCg9Hfdm3BHT40d882hez06vpUL41tAvsSjgY/+9fWoeL9dbMtZm"
    "7G9N+/bxq0DOLjz2zzf4/wvSSHbInFpThUF4wpli+ba8saVPY1kxnnIyjmKc2Jorxev1EvDBWIEkm3HIYV+2Bkzh1xg6kj0jM22z"
    "+NDyiRud2ib9xwdfpVodU0P3b4UCtSHMpjly+VrtTc2jP/vp1EwXZ3x8unPKY7XxwloUCKsvEwBhkV4vmHE0lk7o9+xOBk2H5XHq"
    "UQo2PjfgSyofqa3ApqHDMGDNYApOdQN1ro1TmNkuxQ8bSTOFl9pnLyGWKi/GHYvhaenpYCxsB/F41lUHtrYJqbTxZnCeamIdkqLx"
    "eHppuVJx/Wtux6EBkJURagGDLRhmQd60fGTUIFVxyWzuYM3tgkTj6eXyh7yQpVgZWsbunMpsdB44hC6zupJ94ZWnimDNUKWYkKfJ"
    "/fhkqsRSLsm+FtM0FujWwv42eQIBT/gzpD7zXFgAYXhjKeVQcQDW3cwxBmQxTm4dbFFqybKGN1YcgeCSP8Oif+o3lNG64r9gbWyl"
    "b6NXf3YiELywyna6GifJOTQCNVxadwOvFcTcRk+CpCefuLWvlFhbRr9iTdQ8bZpEx60v771nMhYV/5rASKPHHsjfW806CybEqa7v"
    "/onlgjlcMOaaWN9ZSvHsMT1odlvfqmYtNJFlcgqZjJJFEBrbDolCXwSiN+6rIvp7P+hNlpI3/Oe8CzqaThn4eyw7+om1+a3phiNZ"
    "s7OyvixoDd+UUtBgA3/qCw7Ufhi20z2CwE4fs3EIYIXQ5kUGs0p5DvJGNhch88PeHjG6A3uPWIRsl6vmiHMk3LBYMA8RSC4EpH3K"
    "jdohPKUboFv/grdsWG3MJCnj5tvo11Rnq3DAGo1FPAHnGsBX12yumfnBlGXubcjrrm242WrW5sM5gdlkMW9TAj/qzMC27M5BIQiL"
    "CHNq8eKCsO4FFJM94Ks/h0EtT0IiORfXJB+IQbNB708TsgMQFq5jAfky4iMK0T4RyYNIgpCwwgSqtU/4wQxzfS0SAEh2DqyQbOnW"
    "Rd0mmyzE+Rh0rSg0kBvVFWI1+Fz5uawFwI7U7sPOb0NOpNkNPlpV2n0CTfdjBytnkM1TK6fXtFwwwKgS9wX1vf8HfNvZEhKYUMuj"
    "pVXdVmv98H3Nb8xCe0VlARjA1ThQB99quOV7JTSQP+4GDUtpQ4oxmlI6Sg+dFV5y72zcGqyi9ckHm5zLjxQlHXz3eBjAmrKYd3Au"
    "2XceafNBeG9Xa7HGi/73XKw/58WiuhAmYM7XqO0FY36w8KjiaYUw1qaCGgvSeS3DNwcTuOebLbzvta08SGXZURJrnmWLHQMjQSJs"
    "FZ5QlvvGqrK1sRYxnN+BDTOKOfjZlrFtzlKNy3yzlXLujC57OTgdV7le5EuOfQzWZjhRZy7rmBt+x0YYjGEo4WPWIGQtojUWx5Z5"
    "VqUj2DzJN4ytOWykCknFoVnCZSo2CD2b6pRFg3SZhsqHdjR5a3eYyC3zw/UdvmexabcFU5ANhXhz2Hwt3Y5Hh9w98eJoQ0tuX5YL"
    "rRjZ1p7G75gLCfqTQ8rThpN5MZot4sQ9U3reUIyupT0JGKfProsG8faQZe4LCRlJGBLGkBAMyQrzySBj2TpjIDXYZDSGaCMYi9Zs"
    "Nuz+9BcICNFUMdxULq+Bq40X8cfEs1SPgkXmUgLprpTQZhn1y0rp3UxGspa5GPLfZBzrfzP+j6rJS+6msR/+rf2BopE2F/sZ8QLf"
    "iJcefxt3ZvOvFfYKmDJztOzo8RAW+XQxrRkTstiK8F3/3PsZzBFe8KfCR+8lYJMNgIPvPxFvwt8WxTsRjrzwIT+pkFSbq5oWfmtt"
    "iK7kBieIpeqJWoMuYI3GBSERWXf3lDmCSCsBJrblZCGPPY1tk+3kN5UrYpBtvvW3Kcw0/7CMvB3gM6qL9jEvP1ZMN5CQr1EDCaAA"
    "/h6Q+7gfXzYkaZhVz6ma1jFJv7ixoy8J6AKKpwT6k/6czaZzBIfMOJ4Ah+KPQXIK4FVpX4Ou8d4BQBTlMFdaMbKKtNmYblgW/Vh/"
    "Ms4DXYfhmD2jugzl8GADW/GlJE/zNWAbKtwzrhnF0zX4T1Vsa7mfBDC7HR6zqW9JGsSJ9R8YBUEvgsElAbb5kZKmHGiMCX3MAliJ"
    "2wCKwQ6JomDfXLaGzifGAPTARoetTH4PyPpc9+fgF5EN7HfRrZt1qB89sonHnliA2BcsQ70loocP3F6/WhlcARrtCvyKpZM8PmL1"
    "OTRgQQDOrFMbDCnBtcTxkdX+LL9bjcK7gc+ii4Shzd4goqFr7P7UvOr92NCmQKEH54a/8aJsjg6p6d2WqrE+a2t1FOXQroe59uEB"
    "9OVuI9u7f/cXq9dEAsRSzWDD3RXePAKz1FEOpT3wZt9nByG/a8ZLj0FqxJfMsQ56n04oEYQ74N8QunAkHIfbLJdiqIZDPZYVGHp9"
    "//MEMZEuthKf0yKymNNUSDVB1aoyEeaisS/AWvkyhmdGoeRdVm0Ma2OdJUQI85aLrkUo+HSnWKPFZr++Z7iShzn21lexVZuBLkO+"
    "nxaolWOWaTmNzdlBNOgMpoCV4eVHrm+gGkudP/lT9JPkFH5mOzAqEz9mG+3auwZnUDyR5rtkM2UcX7Vi77uhEVMcASEuCXzBUsUT"
    "+uMZOetC0DoeNzT1ceW8Y96D3t3d+bDF+oBKWbFSaUbxDeZjoW5+QnNjmWG0wag0/jRv+6g1vqn5D2U2dfjfUKFTl4xTaiZNFhM0"
    "N5xXbiYQXt6spxckSsYsN3MDPqgBML7TkAT814dvpY+GQRlKM8++9CpAvEHCMr/tu0TV2ub0kz0Wz4x0zMbMLCuyPL/xRw+d35an"
    "qlnsEyt38hrI3hHXag93nAvXocojlvxEYFxuFBoDdgEUwCh4A33IRUMyzFdJJ1j71GppygySTxvrkAHGer7rrxq44l9b/duyCQ/Z"
    "mmfiKyuZcPBUzeYew9nRVqwC4drSGSoVAatwT5hvoNapysBRg5C15d26oTFurFzQVAiQqGyDEwNWBNvyGqYcQti/xq8ciVmz/3bR"
    "OEh+zhzDbE4E61AgiRhc0G/4OwcPiDsIgLgEPAPkuJjYnENjogMkPc3BkNrvaCTbhH99nawoN+geVNLJqLRIoYvXwGEgbMNIATdv"
    "wmLBaP/hSgbQAXsFv7xDvVyNFbYSMFrLCqLnvUXw1YJtYekY5o90szaZHvjj2+nBKkgTpDmlWlKTrJuvllguxeDN/U6RloE2XaUN"
    "f8562qa3lolemTLZMOP3bOm5x6IeYYkzEj1WZEDeaAPVo3qSGU+ckegx3SnPTQam8LhxHyCJSztoeE/pmHp5yjL3iCXukIKMS15K"
    "RCo1ouTNOqFaCSgPwMdxOqHPuJbVgSxluo02DX3HmBdijnsDJMyV0gmu8ZC+c6ZS+La20e1JfA0QFaIBAr1jbXikDwS9zVWC3KeU"
    "KrSDqi81IaLT6ttjDX5SavDZx7L4nmyx/bDB/LpoKmQt7OAudySo8sLbR/zr5TqEH0LwQCEkrmdKyp+W6n2x5OyWnbt7jBcA63XH"
    "CLOHrzBARWAiMPv3HTqXiN8UiKJsxXzSqVZ4ogndgnEyuo+YZmNawtcOCJGuRL5UREjLGx7EXB5P+O/jKWA/49jocP/whLxHGWpp"
    "s3n26FC5cFtoPgiE5kJzXPHHU1ZEB+rPHHK1qrQTY/oMNTbiv4wtdLSzeF+WR4HmtmoUl9gA7EZ6tsbrMhB7eHoYsp7+3EADCUN/"
    "e0Ja7jjmCdEODyAfdg1K9qRHeoquiG1k6AEdaNKQ88sFN1lluX/1vQNw4sa/fD4bFHKQmfiLoHqDtMg/YMMAuNKnFc9zwRrgaUMs"
    "BTenXIQQqgM+W/MP5zGyIT9/8beWuY3IFGb1F+b/l5Ukepg98h9mw0v9rIzBvzT4Xyrqn8C52AhcRbuNdt+ekOouUJVzYC+rvsm+"
    "HARX4nGMNZnDEoGbqgfgYqsz+FKYyxBWXBnhdhow64XwuOF1afh3zVFAtiRm/J0Ps+oAlwYfGNr7YayjLaY4RbiPGDZEbVMx05h6"
    "OqFQcWrLLQqtuXmcBKOuh06wjT1BzhlOfS4osBObAL3ALToA5xPcLjTgDmdo5ULwi7oukaG1+Y4aEnKzTFdYqEkKo+6tdO4Glg6J"
    "yw7hI5uhKD7CuA5IT8VLlwBXoYzB/TIh55uxpF38g8yfdFkvsZlLwF/5D7m1hodGSN+ev1iA5bc1tIVvJNRRaxVnoDH6l86COgvq"
    "gBvZQiEg/xk6G60M3JDfvsWfHNEFmmnw+Ld67/ESFvjuuazz0oPhppt3UonNTHd/b54DcuZACugATY/YFPhErJjjLj30BuiKcxAI"
    "fndu345xq4OvAiMXQpAy0gwV7xPlZHCiURuZ8BErKWAfTvQjzCNmimzUHOU7y3Dpt0c/9gjcdjrQgbVhAyIgOHV/vS6bwwsKlknb"
    "d768/7DAjXy1Sru2+NfnupiYMYUNoAxYCq5WDBgLpL51senoYkOi/S2vEIwbh2lpgJTigpFouGGTwwt8uNmMYi6b/XBL7UCJ2mUY"
    "bYRFlaKSB8j84RGnUCprGF+wtLwMCyAAeyG6MIxM2gUb4HCst2kiKJGRbJjrkV1Gjqtwf3pb/1Db7TIiADsxFueI4OVCB0Ec4Sgu"
    "1MruU+NZmE1yAtK9QaMRzG7lCh70mTEAH2/zI8Y5XbDGwdbExWJbWDgLOoI5p07NZbkZf3iBMAUOVDDMT5x1CDAwUNfFPtWuN34o"
    "0FWPbYgD74WQ8WJLZ/tb9WkygMsacsAWNysWbaFI+DuAvHumprlZ030x1rNBh5TOt3x89oU/CCi61ZZOUriIycooNtzdoA2LNKzW"
    "ma0crOGhfW2QJ1wwZCC55j84IxOyuDkoI5ObDf0tdt0MYhZtTYcV6mWDgAUVbUEHd0Dk1X0AlP74QJ3HCwVBgAzx6nXY0h6FxyCL"
    "8OhujO1aaRnmno8rhIvFUmhUw1fLMZbP/qBg15hu/bECch7/f4ZoPzjCv3lnjzgmQsBMo/ksMQB6Bp+gDuDl2FxTitANMxAA+2TC"
    "o/xj3j0SigihO6QRF8Pe9tJ7bagZaBD0EtE76WjxDYjb7urCLUTK5qIw6r1qG/tdKqlmSyXQu1n/F1t/TtNWIAvQCeKPMrJDzG8Z"
    "PbUKBfnyyTX3bZFM1WDv86JuPdVHWy1s5Gn3oYBTIH52QZjzPZwqWl8PtQ1evOJ/BWSZbcbqPPwQStRB0TsOL8gwlckC5qvjqQBM"
    "jII2Hn+4MJmu15xPPMRAFAR+bWTu4IVyHdk1kuR5UsDetRSCt8YhbcgavjtLb8IPxqx3ktJ9uCIpHOpxtKkf3aN+W3KEnwbwAUUC"
    "iOrjNj103CVopZ/auiIqGImW8kTzVvybC3TqBz7qyFsgX1ubNgitfOPqkbaVL1BSlce7ucuw+k1g2JQtGDAnx9NK8gZ0uy3m2tKn"
    "w1NJDr6Udjp6FPDe3xaW1QHZLbgnJuvgO0di5IfePZJeO1Tz1k2MiWuNc2sxzbcXsaH2pE2klTFyLXoTVl8Ynw2yF0i1KI21a9tQ"
    "AQLBmLzWmLy2A2yB3YD/KbH1Dae2Qwu0pBmv11rnbvtBNYWdzTe8kQ6+xyN15qFpGBODxR58dSVIma46BlPAsSsPbXvkvIfKQnsq"
    "jrfcc6B+CnJwNQ6nvdrX8bsmpAPlflvUUTjBuGfRWDLuTARcpEz+RMpkGVgIYXtCXud+og/tAfdJYARSwt1FsJaFsR1gZ3MCfGEp"
    "MGh6Qxl+5CIY8lg6pTrdFx6qKMEOfYcnEVyI/Snh/cB01GPeXRufgeAA4LfYyyfwmY4TDa08UG/jRH/SO/GBGIJJ2jDfU69FrlTH"
    "/88DVAq898243x0ZoP7248jHY1uPrT7OIyK4bJ1Mu1Os4R6B+OZTN0xOYeXC3+SzEQPATnGhQHuCmkVO1CdhamaEnn0ZrnZ+4lle"
    "mQqqw+mYqg8tIJs7MH1XOj1Ct1D3I29BojqKd+P7sA54eAFDJQ/xG79IlO6GZZmEjhVnUbm1FmKCOf4VMyzAvgs/n1CwpQN1LL7p"
    "50sq1ANKNfIYYiPLgHFI5zQSgKy92+L8SqWhmvwVNJfpqPghtq2oCClXOr5xOIO+rdzlX98ADjQRctB0a2M5XQwlfUDupycFMr0A"
    "MGzId71KKCOB2QV1kxunVutxwZw4Dvh7AzQACqcHe6EhVBE0AN1B7JzzbvE44OL0kFPQqyXRc4IxGMaeBAa9HltUQSYlCl9EsLUm"
    "rkQQAMESXeoR4BG2BLj1tXOcD2p6MZ+T4bgcoOKBI3Ekt1inBv9HL9c5oanDnxKVFqMpRxPzkU2rzIUOqgHZ2Yzf1wAOzTe6kIHC"
    "l6q9jqzBTXCZpgX/e79JIoTFQGtLI/sTIDTaTE6V2BjupbsXvh+36aklygp3uhTA4vgVNX8+g+JIUhnUdwEpeQKZKYHPvgBrnBE8"
    "0fxt9FmD5p6pFLbYODuCSeQJnSoO6li28cca2r8zoXnDPYbwY0OxRr8S32OlVZ1FRl/1JJgRT4PCht09ZY+nY+RJliy9U5vmphT0"
    "zLwKXdYMhv5qed71hD0LJ4Ytmg9Cqj5kfyWSg3aWAF9csTFMf+vD7wTs7g3BEzqm4lmHMScn4Lya8EMt5+ncfuU5skwJwWvgwwni"
    "IAx3lNikRXOdYRYk1FODvujAH8Ym5zc9AANmypirHDnaZaDumhtPclRZhB+Anyh2XI2Vc3qfgS5D47sqGYCTBzk5ioLmC59McQnm"
    "B2uSYWlrCn+Fz7NCgG1wmvcTqiES2LOgvi5CJKXOuD7B8cx8qjEF4PkS6PN/4tGSk+zUn7nJxMj5sZ/N4vCcY4Dww1k8d7ntdVZC"
    "ifB89DkImqvjfEwACMdLvkPbvks4lqN5/xZgV0nn4tRwzhAju9IZOgrecgPm4ROfL4tDiw6LRXHY2UJhk4uNHOWmomCWKwDLJthR"
    "whH7EQvVEqP6zRdJW6sftBPtT6jLoKeGcc8a2HXkPbNMwvXKnIfmrL56gtJS+lbcOPGvYGNrsA77fspaS79/E1OGnxpriJyPxCnn"
    "l/O+UkZvoeSLc76cNubQSPSA7Uk1nlmte3ZBc+aHjTJoxrTGrPqEb2PPNqweOXEbI+P8gRKUdrnN7IA1ag+AFoggP3FbwBraXMVW"
    "Z6Tvv8N/oPThyorNfoaXIPLQ3krCTG6F+BHlFnCekmZoEnQBbBlIDnnF80tadsrXO7uv/gKCxY+aeiwnaVhOmUkm6pxRxovIpKq6"
    "Lct+0oYiPAUYKYMOY+ULsvCd8Nqr4lB+9XVAP6M6DlbYdwBo/QR6BQTnow8gvmpgBPtZ18pFZVUpMstgHaqhJynDBJ50jJeOQYcn"
    "C6K3ZSQFdgbs4SsNgJTK5TEgpoXFuw4MXt90pN3WLn/J8XCU2LJ4FDCspmQgEVqHVc8RXegcuzigzdikSOy2smC2TSMLfU6HBmUG"
    "gcqBTBEhJ/K9VEtnUOp9oOyc59jFXNzD1nGQZTUXD2mUNzergvmZGPc3+ezlB1uI5W+FSABiI6OuwGl6JfyQjsRBI6hs2r+mQjKB"
    "ULcl8nzRj66FzXPq+BNcrlce+bhdgEqvumVBQe8Ln9Txq3bDpildWa65LpQyk4K46Cf5ONUa+87tJtkejxpUceLgWyDyy+LI76MJ"
    "YVfE5eI++4nowsnSxMjnA19mR5wamg9CO/msRwL6aGhaA2R/5KH0oSEwUNBL9XiwyOk2PeEqOWT/0gaK/Xdb4e0b/jZeSnabD7Ox"
    "0xETC7ZvFuv+wt+X2vtrHMi96yxOazV+XPBHSzy49yVPRhDiwL7LRDDQK1QSk8LmRIjhbPh9RSUBtqWZjQFvIaHExKTA+gpFwueG"
    "I9HQbJBhFsqCCH3w+KQgZwDcZIzMtVDSwEEa1qSwzYhjKBwDGE6DHX3b1sfsnVfLnzNwGHEufDyHtDPIT5nnzOaAeYndqYKIswPL"
    "Nc++DHhyBCKYZTTCoaKQDQaUsvIMZiUntwzyj5Cwi1IGpX89n/71aDT2k0KdwX9F4AH/iMRPaxeUvT0Vhk6yF+ydUiZByYtmwCIY"
    "gJd33isl0fXHr5ufJCFx81K0io/W6mM5qeIhAT7dGxLWdV5rCvN9mM/2mFugPRl+1LO//NWq1Ryd3ct4ntRIUVTnM94sZwj3AnUF"
    "zIx7uyybZUkfnPuJjzBMBYj2engPYAs8e6UTtJVK9JSgG3bFsXwCvouk737ZQHKSDQz7maWz9Xrjip1gLVQz3fKMXqKzbmWAM7yB"
    "F42TeNHOivaERuT7UIZZQ4qBrmtUFm5VDYTpfFCgNEyJG7e5vgvwOyjOhpcUFMi+5GYsMtB9KRrNNESyN0XodexikLMA0xivSLD/"
    "3c7SoTNfgHMD53fWbZia7W0D5NaLq42AnVFjaXSgbmgbo7V8qHVMtC7hi9ID2nJ0P0Zow6PYkMEY6g32tmKQzfhNpE2CjIPGW4Ae"
    "skgVq18jWWuD+6ZzbkbbghZ/baKdEM+TdD02w1voaeV1r+sv55IWCmEEpsZM+IHGgSNg22iiy726OO7iFBeyFIjGIeKzJI+nlS8H"
    "Q/IlDGxknxW/nJiGmzGn+zdZrETopYH4u+aNxUhj+PU0YhrdtW6XHzSe6m1tqPmxkn+9mstgg+Q7Zsv3/Nx2q8Z3lr8FVK87yt85"
    "tsJOmcNuzsmxOG9tzB8MTL5eHINxmrfj4Qn7VlfjeERf2YzfNRf7t/jD6ewPeg+eUh7YRRtv7H+z/wTy9phJNNYRjnRhOmj2cv+c"
    "ptEoHifk4gnCYVPnEyu3/T8DoL30RSLjJNLuj1NQA4haiAC8wuJMgPs0sZUR7j8EYjxt+SClJmHNjUB8Qw4rqMNRhM7K74K/FR/0"
    "7LqLBVysuC5WXNC4AK21Qmntodbo7VDBLpz9yUNl/qrjYXOdBOnrv+j2f0hUhu0BfKoDaLF0FoOBfYN/R4fSYQLQiHKLqkxwz9z0"
    "l0r9lK7ro4QIRrSCzREB8k4HYx/uoDE7HGynDOp34Ni8wfj+DpCYMZYYDL/BpBdUgbRlJxp6NCEbg7DRYP9mXdBYDSBpYd65KfFb"
    "Cd0DYo1eoq/9ux0pEMMstYie6Di973b8dTCi3ML3/IcZsKAy4445VVkREOxc4AW65V3e1x6EZVMcxzp6Cgixf9O+Jzb7otg+AkO8"
    "9r/C1am+aAvrEvNHyoCnfntz7ZyhupRBnlQZBfwMw1vw+5VOHT5F8YCc0K9n6RALo4X9Fs2mUw9U8KQW0K85otT3jwzU2wk+M3gS"
    "nQYDFCdkS2MutTOhf7mJjkzBAXlfWhvxWgXXEesyKERlmAOgI5/7+X4eKgK5TRhIjFyn2ccMxjl5HbZy8skLOAHZ+KZRcuywKpUg"
    "k2AMDkvhquHjSmEbfcmqA3wiFKcNGiffNlbtyC4ZbZ/7E/JkuorngJkrfVghualrG4O+h2MCsXnHHC0dr2gh88CnZrZNczn/cH+k"
    "mQNy26sZeTtI0ri83Zs0KATo5yWNYGvPRokRaLm0epqVrJUjqOx9ul+Mncj5hqKkNE0GOhFRaulIJ5zgNmB+6CXhVTkKZmUlSCDG"
    "OB9y4n0Jbx9IKjD/yKAKTY99QdmlnUtnQRsOVAKK7Uhfenza0gqq4uEypsJoV2nIq2JHtjqHQBwTdE90F+M7xC/tEqgHEK9tHogt"
    "8f6E6l+nQM4gLFKKsyXS0o1gGooGls+sFHCWDpc0N/GD5V5BPp/EePEE1wKXhUqfGRW0nVAK0Fsa+V8/FVH2zHxMgmZa/nVs4h+0"
    "4kEfLh078rdwsCJD+flpeA1zIGJ9HGamZQRz4SQYaMnmOsnHYMD5K/aRkGqKAHt0XyQmY4ZVLTAvV2tIV+NGrlZLV+AjWcmrPTU0"
    "t3mRoe+OXCxHroEtCIqJHT47dJaToccfGJMyIKKBarzy1BUzmDK8E4JEKjnE1hmQLzFOfH3LMvoXPc5ndcMN2v3dMOHvQtwMRc0E"
    "jk/Oi7WnAW9SZi2vHhaH9L6LsQXYuM8MCAaVOzhV3snJhiFKQ6af+zyxp3OS/SScWwsI8odOkG92nYEFg/iLZLyVDFacQd+ruK8Q"
    "Lf7PlAav9vsr19CMPQmwdg/rgMXOWA48DdvmQ2r/CMvrs6Wvz/CNjGMnw4QeN7qOh9/fl20wrumnycOShwzWdKGDupwZmqbC9B4N"
    "FZelaZMHmPYEbufxHWaLQlvY5ZOtOeDbrn1RSJlDsGd4bnM5kw2bdN+16SYvtSGe6twTPFQWtQI9R0ut+4MNj+C/3fnsYX1+2eba"
    "Dd3AUGa26yMgmslp1eMLLUzRU6n7K9RbivMIy/X/Dt+a/xWO8xGwdfE/wmFxEaz78B0+XEKy8RUwRaEUNG0IFNaLLfzc8yYCCeUJ"
    "sk0ZC74zKussUTFs/2sV3HEGJMiW3dFMy5rmmeKKHidznUHYV+gVQoZO/nm6EDYr6UihSAwF0MwEAZHYK+xbEvAsS4wGAsTT8I2F"
    "07QbAbGxWRr0bT+wEMeX5ZgDP+T1OUDZx3j7HFgxLmh2iKG5W/yxlOHnaUJCcYAbTn0agflE80QM6rWDfGGy1pbFdKdZX6Mle24a"
    "uRoG0HLhyePlrh7T2esLTqhB9xugGxDsFjeF1y0t/lAmMi/B0Zy8tLKtEID3KcfwYC8HRK3OFnbCBYeBzV0xKOIRajx2fBnD5oI4"
    "oVVgxb0cLDoYDITjMgqDQjEeMNYIekjrpLAUzSnPkf6kx2uA7fNWMKuvUEP0wSPXWl3GoFPYn3dEJvYExy6IMNe9IiIf+XPliM4N"
    "MRswVBTFVS6Qk3e+fW4ihHmrbrPGAG0LODA0aV0GdbhZc9t+XnjwjX+dTc1IEwAkSaoM0CwzDvzGG+dHm9FGcMjua0umfSXVpW2y"
    "LjX4xwCVe0Jqfpmc/Qz0aeNftDYW1EazNcOjeMiqIS15UQoLj6Ds+OtcJQz9d7tbju/2n8rX6ZLzdzDGJ4VkzruysGGswAPCLKyl"
    "cEVApQ5x0KKuvpSlTAJlggEg6sw8Vtnh0jKDXB2gk7ZR98To/ILZX7eGV3U/aFo/uVG9uAfZvWc0o7ASw5sJsHaQ7xY9A9O89z0P"
    "pv9P+F75fQfGY/Q4nyaXC9Rs//mkNPa72L/F/26OjbTDjDMlPRcjdGNTz5CxlyvZpkANw4K9/ZZI/TR0Y5OD/5YLmbA0x3ocdekt"
    "ERf8LSGXq/1ncwxu8bdvtkDv9kVMZFSoqqxq+s6CjcWnYTo4lmdjTSvZqXIGo7cgPMtrZfz6iWH9xN2oqeb+nm9YrPhZAV3t5auR"
    "rsBpncy8oaU2SX+zDAz2s4QMZGyNae91vKqnpnEHn0tE9+t+zS2+IIW+INtLQd/6PzZylhSO1nkmjAA3hU47rlji+iUX4acAYPUZ"
    "MExF2Ghk4HCFIwVxgxA82Q8r7366dHB6d0OZk0gXVA6qGeLFQAXqw1AmIAx15PrD9BXBur/l+gwpmLtUvWVoVqnOvgaRhbzzvpF9"
    "gT3VHC4za2EpKzeG+WMxIsmqFehOe6I5WPcowZKwzkg4PR8bBafNdxOXAxH+cS4waJ+HHjJ5rU+RMtKSA/IO6O2MV+sXjrPF+sND"
    "C9ljphSiCdk55Po0gtdTjv0vmhsp4zZJER6W7YOi6c4PtEANyA0/RHhqvEAorXMbrUVgng8KWXkO//cg9x2cD484HYOY7FRjEZCJ"
    "GMOyskomR4+Sgu5n4vt1vGRYD5RMHvXZI7xc/pXt7QzvX49cN3FKYOVS0NXiT+FjQFAk5UoxHR9L2o/wvw+eEquxCI+Quw20tKTF"
    "KlQ/ihA3nRz4fra6Afe9NWmZi8KELN9B1iDtxc/P/QXjJY+zMnSgnrtJzTul6X/RKfrPgdNH2ng0poB9ECkIsUINJs7D/NoC15Fd"
    "2rsqNSfO1UVw0rygfZS6o9xaRknnNXCEX49frwwF+MLKgSekgjTFLX0feZxS245rLnKyYt43fGYtAoxDavJgMeMI5vwc80dzJLQD"
    "NjV/LOmPJyLjlOBh3XiC0/HKCC9LsHadh2gZcC/Cf/VL7qJ+h/96IwTzJVnLnaLGnApBZFk6WZrgxf/xhgz8FzKIMwSWr8N+qlN5"
    "EU79dUok1ubfrTxYouG01fgVwk1xWQGnOcAzHEcLrVvZTDhLsJ++wvxmGbK5X0HUC8jSkAjMUxFsVc150HCzbB9ilQiyvOR7eLyT"
    "5LCEceNq/FIusWyePNtvPwNwA+ZuVVWOqOltFQVdEMf3a4a+nvzmRGXc/AzdeCeYDsr8iyi1Di0NPsJ/JYFr10B+ln/n3ar+OtCu"
    "JqVmTqWN63Ie/p/zl89zyiCGrRYT9uedJEbUmbicV23gul338L+FS0FeZnDDjmz9bYACFcwPpUz9JcuJgPMpT6H0gP3jB6xUAeS/"
    "jl7ZQdUKrY9wZF3mNXTEsp+V/g5M4WxLd26cYWu3yvu7AYRGdeB8Gw7Mn/fh1/+Skto0mcN9oeHYv4WEHjov+wTOn5jyTSsNpQnA"
    "bPICKjGfljE+tX4/sPNRrNMchgjBQXbkE7kuv+uUQRqQcmyULJS3nBRWAAUW36OWegl3a4F95IEa62I8gXYcuLYlksvIx4G9/kYb"
    "eDpKbR6i1L6i+6htHkggXz8nmxXYQXm2U543+qzLkO+dqnRyv88tb5ctVrCRfHvnTgJNZ1TF3XoniMADPRtDHW/TqspbtQo48pcJ"
    "ePVJ59lYwGL8w3LF358EA7hYlpdUnfayM4Rtqx65tgI59/8LuZtRsfDy8cgRspauvEO9AAZhexDsGbeHzxHd1/5iJc35iNzQiUyX"
    "DJxhQOZlj9yMVXiEOfuVYHg5GI3PcCSgODXOUF+VGxgbi7YswQIRLgIW3FwHw3UEKdGFQFc7srj60f7DiAr5ewxPGIewRy2WjabR"
    "rJDxz+dhQzce6ykGYMbmxh8QXPNivgbJbZsXudwNRHVVXmef1y066i/9QzdbVI8cFyTsHofvDEIXk7jNtctVxJgPQPYYku4oECwr"
    "bgZTsITWm6ybuZobxutk38C3ETfN37Cf4SoA7uc7xEj2Bn8ALf4WiIUwL7vCqW86kmsR4rVDBNcRy4cnTE7Tbcngx0FxB/gJB1FN"
    "AlGMT7R06pq7oB7i9EJmf4JuZaKk5Hn0F6nWRoMWrv9HODm8MnyN2FSmAF311a309dyFoLuLV8TBziof76w+D3oKRWHDz8+zFGyU"
    "fsEGFV3Ul9Rqqqxe079a/CkTohfb5LFe8E8oLJhgni/1VsqQ/Do/T4hx47KGU4u6OKoP0DiuJ6Me6cDkgHUg/Fs6cUccYEng1b9U"
    "BupqVe5yMmH20QM/MZcoftJ4la8faKB16+rjStEap/SdEoCymNfP+diH20G7FCRtQOedkWIPJfUn5rOzo+inoaQeNITigkglgu0X"
    "Lts0ACUJW/8VbdTC0UjxGvydeIaPoGRkNsB9m3BeNu681ooXBHfOZ998asmXBuve1CquT3VAUduArBNtAjVlZRDdqkBgSzjMfv6i"
    "79uOvZ+TngR7fF/Shw0MABnL4/8On5bq+/yx8PLxeNqD4sls2DZPaM6TOYuG9YtsWjCIakDmj43yZzNT/uA4tKwiAeyUYpro5QU4"
    "Laexof+LLHaMQV76YL2drcJ5VDixpgHTqv0aeX0AejVOv2UoVflW8gBiBsWerVxnMDNIO8eDSs5pTwfdxFuJ8D5KpyhrujIwYozl"
    "Jq38hSU995V8HnlB+t9/kvW5/6qrhIfavruiV01r/fj7NPgBJciriwzjARzbgZWwQeKVq6RHmOsd3KbkqK9SMUtdG/vxfzXnggsF"
    "rg3/PZ0LFAqvuvjk6jefyH+bj2eGkQ7sfPjhKXnFUh+E8LE+H5zh03XKMTq4D8Kjp5PlqtdmxEl5aG5UWX3jymsq6CnykZFBxn21"
    "VfCIBCIY30k7HShVug/ziK6c7ZR/KOvxmj/YZ7ry/It70IBJa0aLM3qkSIoOKDXX3q0LGL6zuKHj6UqYXS+IRWZ+HBgggtRD9QE5"
    "eKKsLvazFy5WT1Y/xm9cUUVtTwL/9pH2vvxAurQLnAHYk11d8ArXzuq7s+g6i6dDqMWD3ear+X2DPw+NuG+x9vawTWJXzJnUoiIU"
    "wk7fAzCa5a+3lHDUtJy3d7k8/sXOL1Sp6N0s7bX/qa72FjKInCEVNGSPifrKEHeyR8Bq8jrjzwuECUCkGgtfGFO6WgKGuoFzg1Io"
    "8jjUcVzrOvRjJ9fyODAQaeRwFFvOxMjqElJ7oVEOdEEC1heoOpSDyAgBwt2qXuPBMAeQBC37lRYy1R1oSIfu2xrWFNcfMmSkwwLj"
    "BWlV3JPmAF6c8PcrWQmuzMEUFwUBTDZeEcRwSPdLyEUaOg9MtFKTFw71nhxQIgLUwOkXT8pzQZxjffhdBngtzNClTEA7dfC2Hpnj"
    "yAoPCtSH0TQHZdyytSAv20Qj3DTNKbe4Z1y4W1G+Dvjjndd5iICHSq72lbHB/0YnVdIlLDabT7AuYZ53LXBbslrVUmfGyTLoVxsT"
    "IFzMSgGf549ExIkjQdso4NzU+USz8OiTnCf4UzJT/a+9DI+l+oeqW50ew3qmJnTdcMzsU/mNB5d+68OVpKxjX9CmsalPtbIb5Fpl"
    "6Ou6lri2OHgGqqA6e/WL4lJYBTyiioqiz/EgFTRPkrHH84R9Y+ULr/+S8oBrzWnsX3VZRdwVkvdxjuE60n6BjtQ/npL2SuPBXJYz"
    "Lko0l03vYOPRM4d3gPGw71l+kY3pDsfetW8ura0r/USMbnuov4wBi8pIlsUfhz4OxDZXDEA4qApVAQMuHBQAqfGihCn6c8FfHiBd"
    "Wgdz3onR3PjMbUFpAHrQgTkVVyDgob2r1qbR+eghPbL+HXOLTgh+YHVx5eJnANbxcQaRD+VwnvTNCLurI1n3pfyOc5eB4lBFTtrH"
    "3h6OM/vs8K9Q15EYzqjI0J4ItSKzaTFe1ejDxm9aHUQeQaw4b1ToH7gR6YqWYy3Sshxnpw24ndpbEj/QTfJ492OGSOS8DQ+6gxUP"
    "fcLp5PopAMD/MQAqCVeM5Fz/ZUg30gt35jSDRdhBJZUMhbpSpR2N6zbgj5sL3g4giQMvcONRMtrPysb2iJWiYhI+DD34jbl9GLOR"
    "Aa7CYiQJT4wcxRuyVwwoLtyiVm8Vur0A/kNDpyfWxqJK3UonX+97TZbkZD3XwsUgQIUdTv11IwVp38avSIytOLD6OFP2QYwNOWpI"
    "SSCK8LdcLuw63lGGNR2u01VDQ8tSCz54NQ53ELK6Z74cWz3IsaYE48a5kwK7IuehckK8jPZ6bNSiwf42nWag18nNwtUPTOK7vGV+"
    "QrABsTOJRogQ9C56Eu36DsP12PHvX3J5RQVAcrmHM7n0d47oBPMa4FXdaA35bT6tCt1g7s3c7QJzZmyRcKTCSAhbLoF0dHE9iGvH"
    "3xoo4drS5Hapbq392MvTHXYMDfHvnkRc6ZQsBI/CT6FidjMm/tZZPN0GRdFbl2J3C8nqNVzf+vGoOO3S7Ie3bMIwT0rI3rXWYv8z"
    "eI6TZTfeBEhXlwNq+B3D9+vSUpWvUcp3anqkQgZuqmX0jF24s2cZj8suf13QWbzj42fG1egzSllYljcHuTuhmvtfBaqVWxAsCVIb"
    "zATwEzmcLSGDdZkdtLkTLAo1KG64qaD4Jc5hUP4M+fVyDly2E8rH4DLFH7PxCj5EKLgPE83b/MMGQPDWqEW8s3/ohRLnkd7gLTMF"
    "NqaI+JBFxM9MAfww1o6BS/bdGeQGKAV7pvIhTy4riX8e9ueV1N9gSFILCoewAi/OruTLuFVje32/SuaUeWQQsyHiIm1fNEUlUWyG"
    "6o9r7k5yEU1sn9gKE+jc/zjDEuINUV971ojirV83txNd5nZeuKsDcLn86dtdafKDpL3qztc1kg8XhJxX6VC4iBmEfMU0EG2h4a7F"
    "43bHe1IojaI89bUM461X5sPk8E0NlxeQwPPiZu+gvJt9b4fU6XZdbdV5u9OWz7Q8KQIH0U14AOTW5g2j7/VVV7fbH8v2bRrp1Lr3"
    "WaBsqRDOFyXR2tB5BUPd/CO8PJPG0DDWmPkzbP3BkurVw91YUflQESLG2E0tfZOn6W9Bo9rjiS4r9IJqMMInEQxzLYMc9RPDN0Jk"
    "wQYKBZLnzyLzIEX5ZTTtMZv+kfFKBpDZr8/DGCQ+j/HRKKqnuYfl995aJd7/q2429qPPD5eLDSbGmN1Q08aGUSx2G6w+jJ+7ITs2"
    "3B54EhtUdFMdqqccEAfejENLEnLrKsxKVLAmLrUq92qsVxzkRnsBZ7uUTiNTfeMVLuZaJ7MF0W2G8aHbbHOfERZuI9wWGo6+4SzC"
    "bUHTN4cD/LJARetGgzsNfDcPZ4sY/PnuE03T3rFPrS3+YX/ZYOP4cEGG/f/Sia0A3KyKwyR0tI4DFANaBmte1o3MZ1IiLLHddNuq"
    "jzMpfueVPM9/vvKs2GueRS7VWkDwdZiBZ0rc1IJBuu2aT5Oxv8HYGxwqzlubwr/tja3MgHGZvEWON8jZWpQ+OTBCGMUIUcshgCRo"
    "qcJ+rvvnrOM4VQsNgdy4koqYW6rygVHGqdQlqg9TVSWShEHTz60K3aDPL5fP2iIHGUFpwnIjHKs67plLj6bWzmZd60iCiGiSAZOB"
    "J3h5y6cVQ/QBVJuMUt9gCRqOdPMgp2Lg2kaZGcQ9FELB7RmctX1dp11EK0GLFLfLoAXZOuOWVvx1sBGHBiEcA8Ev2ylPNIEMFYNI"
    "m6O6QxsYt4/Q8FM2uwGxO1BXiKHugheTUcm4kcvxx3jZc03uRbifZwokzE8CTRie1f1uvLGXRIlDXSEwov1vWK+1LkS+WVHtNlMc"
    "HJHhWtqPAf+OTi/X1/scOz7xs9GBDmnHDfqFuC/phtuyb/9Vd2vg99BGNACb7fdmvMLB3CbxvXtQgZTo1/FgaEPI736q4r6Ou6xy"
    "3wDIEYJrf93jRwAk+u8K1008BlsqY3FHh3LQAHKm7rgM1xxaj703/Of75XQlCyiexsQDSNty2/xx3C6vfgdENiPukI3eG8mk4Gsf"
    "2yDetYXZ4Q57TLioDU9cLAGt/VoLc3WnuyWs41+2eKmADodcu2/IC+fGM0EcjibwOEFomvhpn1DzlI91ZwOBFNCRuTGAsjAARHHR"
    "hLzzJljhb/grnG2Xe8F4cecOg3kj+s8dBuvTT3MjtMBF5ONa+f2p8hJ9jJnwgSEEdWUODpCYD9GMPJ1PoJyRjy2Po7pbQ7t+Wf8g"
    "1wuqmM0MaTPCUMzI8k6JnePgGTHHGVp0a2CwYjvA7owhWwNt4iv1b3iThtGk7A/guEBZyiAtvQCUBiu/8Hr1KwnvV1y6KesfXsvW"
    "hAdNkO7D+m5uvkO+IyTUoIOkUSUwDr8Z8Y2Z71i+6H5wt/0VDu6c+1XrMg7tO4f/wLznSaSY1LdQsKtb7qZUn1srpfp+Bf6XDqoY"
    "HgYHSGLvw4r/LzuGuNjj+qa3tsZIW2nEkDOUusOOBeLi6wByW7FJADe+ToK2d/ixDL6jjrFKvaNVa7VRUUgBh30ahn5o5BHOZet/"
    "Ktqfkbz0DrUmc9gHMImEOHTjVQ9GWp5LF37ekKhoZA9O7VH73iEAtXfefHdf8BS++APVoupuhWbTqv25XXFfgR/4f/I/d/ulJjfy"
    "GquL2BG84zYbnpyAE5qlhE9tNKK4Bf0t0KdnwIUt2k9UwxtJ6PIGeLM3KMktokz/eDEmfMLsiWcMlK5JTgb0VbHXHxj23ASW+9zV"
    "L+DaHyzxaERGfWuv5H7Yul1ugjcpxvl9kEzfFlh3q4sfLKqsTn+21doVrRu4F3euhcmDNFWn9QMD0UqGpnITNbbiGC71NL7gScBk"
    "EOQbw2W1/9aak+z/rMMM8N8S+7sSs4rHPVKOWburJ1j1fjbAeZc3ihTKhNA4AGNo6R3cXAOANForM59yE/OP+TFjs3mgyd8rjj0K"
    "3N/1CV0tXnRLbHAO3Qt/Xc42GC3vbYbEZrhWsvZQFUYfHFx5YGAOvJOP8h8evomIruGqk5XNh8PEi3uw0UsVM5q1kJvNmAV2ZNh3"
    "Yb5tYAjnLrSYRRISPGMgLWM6pThMN/xBn/oOF73beoDN8etO7YwiJ7z3x73g5B2Tco6Q/Kjau2CWACEIpNA45jrfymXMdtsenMcB"
    "0txUAHUzIx2BcWAZ5hZ/Kuy5X9+7LWUE7DOKylEcboXsEVySW0GIIF1w4VgXQMTEVM/FzSNCaOcK4JyoBGezSoExcjdJnqGRj8jA"
    "mgMe+aaDoRlCqzjh4oRITjmSSbZKsyeU4WmlS+Cr8mMu4bMSBCYB+rIBLrwhnHhWlcxXEY2oaaLKjlN17DqAJMj954BT3wWYJVUM"
    "1+UAAUTarpW2u7UXrJ09wcGDn4cmM3RauCtJHLJOAuXfBTqsukH6JMW5m5NC844ZVZTPk5AyqGI0eF7ks7/PstOO81wVJYhwNr9s"
    "HTAjsDW5Xr8pe0NFCZPsa2CH6feFoAr7pUXwb7I/HmU5hKCXInaXOnCqckHUaQiaBJcyFPBncGGx45tQlycGfgVyuUzqtyYkiTYf"
    "lZ/WoV7Bvv9AmEcQfWFXkkK3npQilykolJ8KplD4BM/zFFoXFyEufCHl01IaSeIbCe7oPfvv8j0PYzW0C56H68/Aj+T/Imuf2cNw"
    "EutXLezrP1JsjzyHxhPiDN0/qqvyYyThD+mslsIsXUb7AnQOpCBMsH6zfTz/VcxFSHfC6hN/NHQ+RqF4duQGsLak6OZi15jIgw5u"
    "mZMWaMcx0KGNB3jEMjkyZIiCNEq8HO/nE7rt93guFtuOhp6gY+LBHcF2sUCtvXND5h/t3lXtB94CA29VpunHjgQbbnJVZ4dUJhw0"
    "aF07/KgfInp8152wGfIrcB2PiBoNqwLSCfWFMsLg1824P6jobbZr9CEaCSyNnhdwysjYXDK8bOVK08kfHzyyWQcN8nvDb+y9ugj9"
    "JMBZB0F6XfCiJ0e5dTO9HMqqxlwpu5U3D4MMWNDLIcWyxXyLsz3Bpbg48IRY9KeQkDDZ+Awp0Zu3coPGvom45mbMQEyPwshBCEwn"
    "xKVM+WDvcc7j5EA8/fSYbR0cxSU4CmyDqkXkFTelnFBkKu5PyfZyDcAMt/MtTmoUFIQPo6gUCgYeatWRZFKpAeFKqUbSjPg8J4bn"
    "Amaf3imAPUdz0JvBASewcVvK8L6N07bOhOIPhSzGA7xqyAsHW8kNq03t61uMUA2QhrYHW5xY8iw8ncoeQHSxJwC/E83A0+qGIdQM"
    "A7vmvEk6b47lezAdh0vvDIRB2Todq5hmWwQb58FtOht7Kyj0xEVvQzr7aZrxb+CiuFPC6AIXaYVkZZDstQI3Ib+fEtyNjjISp9Oq"
    "4pxavsV+0KwaJgOH3aoZQ9UL37AO8Me+/qfZ7G/rMjgyYmrgC38w+H96a6/GCBmAU8nJ/J12ys13JYA/Ns7b65bMP2P1xybMm2XQ"
    "CMsF/5qONSTz5CY4vO/pz3K3iGGG5Q8axp/lYLdx34aZAO29tb+ZY397HQquvONKo2sWKJCvYICz2OUdgAVcx91Hm1N3AdJIU4sG"
    "bt8/+Lfl8Z/DvnlYg35Iv+RxqXgW4EGNl6l2le2aVufI+JCpe+BcX+XsuTfOhrZkqzCbiF5l/9qPyBkoU+wBnL3YKEqcAVw/wd4b"
    "HGrVPK72H+xnKcPW9kOqSWJzeDgOlL6Tt9HjB62x0qkf5iFhw2IjpysNaCs3dDl4qPBhVf2wordP25KczkhTQVqhP5bLMna4Gumx"
    "PB7GJT9k/sy++GEZN8t+HhbdXucbjgyGllUYNc7aSCsP/D8YrhHDIO6fcH9OCkyP3RX3uIerhfYjzKlo2Hh8CEofx6Wng+YG33oq"
    "/ZUZfNqvbljlznL/bUC6eCt4xpGUUFjIQBx/Yw6DdjkGKol+qzz8Unf4Ihzq0Jkq81wZjWN6wYycVzs7I5oJ3ND7wHinuvOZOUCr"
    "6ROlVCBQh2jJNUNQPPdDlyct/fQ0weRzDBVy/YJTMmfS0PV7+bJOyAdV95UYSVkrCoxzuPn5LL9fEGEkN1JQhZav+5lwFgtRL0yc"
    "1zXP441ovcdZO9e65fFj7QIMEE8ZVX7WyDw4NjBSNGTOpYNnS1TufMPR7ecZ0pl4oAcKOwBf0Hyi6cRp3WC0FdOyVtphobvJswEK"
    "9nfo+KKR4LmHAtTP+3BVC1ws+MhQiUHo76dh3ZH7tHAZOW1i+T1CDbSbAkED34c5Z4LE0D/K6BYr/BS0XPmBl+9T+2sLzCepwCQD"
    "/sB41jIo42ILCiH5uYE18ib+Jju9MVuEZwco8Rao6SQJ67vqXGj43n025ANoRC64VcKjaTZ7jdbch8uGLsEhaETb6KwJdS3+bKPm"
    "q2mP3YS/b9nYyxYG9nzkvprmBsDMRN886PC55uG0bZabUfAx5K1HmoUTnzr2V4C3BvXd4xUybvKyUjD37jAojjSeTReE5xsRXe1n"
    "yb0eFbgF+1+Mw8C0AeUzjOm/adABpyYKHCnOEHKyDjAb5GfiCH0f9jIiNZJw6O5iNX5hHBLLGgDDPvSfQzeIwmtZDHC+UNUBxSqv"
    "GPhE0t7xQa0KIdgwDhO49ME75lKrjAAin454ToSd39v9IerO1hG9x360/Pgx4yLCCncUQSdsHK5ycHdoBrLGoQ400FU0j54OBghe"
    "SEcX3IluWinkcDkERNcAJQ0NCT6bDgCky1oCMAxmbrf9wkqAyQ33dP4mZFkl7cvGZRn0bc6yDLNaxQ7CV9Bp9cptoKHdaiAZ5kel"
    "K0KpCg6Ht1MDYK4g03UvmzoQqsymfAyQts+rkSWITmOOCpi+BjDNiSOZbTS2XTowBuzoscNTDvf9bV7xtskTRzZQl4Y0RSRr4GaY"
    "RMnVLMwYqgzlYY8Et6cqRNLdgOPacLKL38Tbusek+R3k4y+pmQ2gZFM0HqLx+9m/4heV+93fhPNZ7Zn9Cs9L5++QnFeocIbxADFk"
    "RUqlYofVF+whivZRUlKkEhxyOaHnCSKiPnUC/OAYRImq8DtjfCoBJQ7oCsmFUp7lIWEaPYoi+UXiTk3PT5THaUXiMFK8/YT3RBMj"
    "Bco0XGjqk7h1cloIuGwdIMtchYYJ+KSFSCwTsIi/EA1+ZJyyAbG42ikxvVN34fkUg85PUX5v/ta8daLZYEaCo27AljY46XFEFp+W"
    "avxqWvQIG4lh3s79j/Nd9mHdEDJOf/FGOhvTlPYD6m4jfogGWZKbxxchMvzi6wvSYlYGTAM7LhBQe+aHCS3hcz9P97ZmbfGzuxRg"
    "DCEnoRTqy7TeGegPprlZ0x3npw+aSDm5awWDk5Oo9LMigWgVVMIfAUlC7YW3T/OiOTfyLC8PFcKKyPrP6DzZYpwBFWUC/YMwNQg/"
    "z74Gn+WDeNqK5jIrN5qpZc+wBX5nhAApC3W2mIR58HelvkqwGeSzBj/P/pIO3VoBq8dLZQhCEfEZm/QOCcrDJLHo4pm86AuAT/BF"
    "vQNbaONivWFBEcDsy5Nm2BymCj1MUHPfhUTm+kZhPwEadKnnWvdL6tor9qIFZmHJpQUka5RAw9RiXEZIIEvCS+RswwXtjDeTtElC"
    "WnIjMITFg28fSLAdJckV3916uhLheb2xIHnNnTwG3tRqboPaBVQTeJxDrowv+PkOt50NHQAHXSTk2Ll1803I7yZskhtMjmq4LxwQ"
    "bpM9xOVaBmVeIG5edP/zA6RQK0AMiyj8EhzmCiZ9sfWFw3pg18PkA0KacbVpiCBLBB5XElijWELrHbpp2zoZe43HlgcdFdfCZofV"
    "IoyBygpoHvQ2XPSLxSgONxSnoRTChTHBLGFw5SsRqb7FqUGrcVL/dYqeAYNHm+dSIlQ/SEK05AKkZVJAHny2osKux4dKrYfoq/6W"
    "W2A8Rx2jxf5e+XFcsPgcth173SFOYkCh7Qq8TH5OpjGylc73wX1lrmPhKJqS9vwA8XPMBP4/+Ge74TAwv8llUq3OVhsYjLTZ2sFe"
    "TPaV3YoRSTsa/CF3NW/T6AKl2/HHXnu1+Fsydow2L6O+sFz6z5Iz1fmC2moKWym0IgsS+TLjVI3Lwf+O+dv9BGBbKvA95lg3lBvr"
    "AV45AMfPvxBsx0GATgwkIdTqAYQtGvgx4wDG5aqoPcJcdVU0xWruo6fjZ6SmrChGoi7cJujL8kkrYkjt22E5QKD2M63bys19obR4"
    "u96HcXlB7oANeIXwxKfPzVJ9FB2ySikZai2FFqGQUjPwF+W8RF5BWNKovwnHGZHHObmTqBPeBAs9Q6iIqU127k8qEjVT95GNGQtI"
    "hhyMcsbHV/zrwqAW0FCY+6bnyQ0ILmql8F1mRfzi+jgh4j7eQyK2R+XmjeHpgc2mQhhqqfzMxqRWkR711s4zbp+eZPxFnu4rcZgq"
    "TJilJnLqk4Ql1BByJMnXp1gpGEjMnY7RvTr8gQVGzSqrz4r3cJfnxGJX+AzgeHei+wIdn/IpjE02y+tKb3k8kAeobdw7L28WQeda"
    "vr7g+0fnWUWnzjqw174/8WJ/2+lcLOlsGfS1SV0PP48MLGwqEn7S03mFrNmVSQLP/fUP7MZiDkKRWG77AHjQLR51/vFMC4dcHaXO"
    "adKwDvYrsPNZdbuLtwIY0XavMGAd8fh60pONpWSRRmwlXLwZfZFT/1dIoa4N1K/KSo643onPNPn8OQOXNEhCf9rrJ93bl7bqSspn"
    "ff2jHX4aaXY98N8BHw8XBf9XrleobJZ+thyc1x+8xUKFl0LE8gErllwUDkfsVFTXOdTpIgp19/JRYpCKzCBw/iSgQ/E8TM7YF618"
    "sCCAk+HhikzSKVkcBeiZ69wRh0nFi5z61pphetHaMIbU2EKYGnSz96WXW/9L9UmL6CL8g90RHTIhNCNHJXlHEWFMOK8lryYbSS2g"
    "x+BuTk2XY1kPZWBzYUJWIz00P+XO9JCp/tbgZH7W38EKA0r8nhtA6uKWFpgvdvudCAg7FkwcJvle03s/2au2kjkfxVxYTjlOWSzv"
    "y1aV2lMFHCvqWOdaw9mmqjhAlxzxCiGMaYYSAFyEHlfxAOFOFYYpzIxKxHYLqyKEO/faZTymOXqpCy+Nh0fRJTwrxt59cKsOpgx4"
    "1fT4CmraHB0uztsXAZz6pS7V4LFQuVmw52IGefgKOFX3MKq14MfGPkKy75OfTS7XA3/wWlaexp9O9/+qyRiuwRrUQF4NrrM7ANNy"
    "tTeRN5qq4pmlE3T52ITa4ereXNcvMOjkWAZ8YsTfZn7cHYPUDxM+hyfnGpZKuPWSZLyexHK8xTEnuTjAlg9QivQ5Vg1z8ZZ3XehZ"
    "wsGnG0HGKMN3HskgTuTyGz3N3q6LosxD2xoU66FIrXh2cBQO1GxOGUHtBjJuJ7w3VgkD3k/GZ96g3mZgSydv3qoIkzMrQ0pKBIp0"
    "DJ+pJLSlE9I24Yn6ygIi+lvE++I3X4rsgTX09DAIP0v0aGmR+BlSR/vXcX8S4P2EIaObxvjA+MIflrPg/YVbnE9N+2FtzMKmf6iy"
    "TlN93m8SVtsLJQlu5agRZ2ICPCzlLa68d1H6CzFmTOfCOhRJP2gfb4O3nVrjZ6YOXXY6b7GdJvDvk1UcTge4FYVpJhs7Q8FqQtWj"
    "by66WrvSxRF0B9o2oAKsRFZujYD7oGGZ4JYc5JgJk3ihCgjbXAEP5yvYJK0+DBiUSIhXRWMNE3IJqyNhXrZEl3jUpTpuEqHLQD5P"
    "4QQuAE+7CYUF6pSRtBegrnrSREZiVIy4LVt0tO927DOeX3ZhYYnEkbCyBCAoE1TONU44mUkSKEFwtSAJfE4doawi9KXAGmiOJNsf"
    "9eNLtrYPiHycLnL9Ir3PiV4Ba1t9HH8qEdlt+qBgvlhmqm980D+y4bSnozJg7bB32wJJBQaxomt5OJGdXuBywF6NEBjWduidIz9y"
    "ewmlnQ/95BKJqRekshoFw1bZhzlcBbqN2Q/koxHE9zlsOkAhMMwXZIKPcoH+/ennE3PWQqirxp6N9qPyxBAAWtY9A+rKuqMBFtf8"
    "mNA/wyG9L5oUQt387ifxup6wj+OB0lSI0POdLYwfVMVYXPkGgbyzTRCstRsjQtFG0jh4yemIm+jSm9HprcqPBsmrw//YPhDtU6Ae"
    "UjX5h46+EsFogvhgFQQub4E/Z6ClP2empectbVzzLafND8C5C/lkA9OjMyK89l2YYZoWjBIcddEE5h65cbZUvloSQSR1fvTv1Vvu"
    "jHTacpriJgeKu2IziRcUuIwoaMb0/PBWTbfcmwP2dj0RdBUvlmXGdg7mfs7zaFQ8vY44N1JR10nOiGwcrP1j1khvvrJyaOjAljN4"
    "y+U/WtSY7KtufcCAAf/arfM3/BTZ0nWA2ZsJi8E18dqKCYI5m/T/WhR/v6/DmP6em3uTofaaX8I0JcyVNJuFE5v2J6ApNEHq3YfP"
    "C1RzJ7cv7tFUd4sHLIJl7wB+2JTLKT5PaDwlqJuewDxG+yUB57Np51AoTHT44ausx8MQbpIVl0KdIM1nEZ2XaYggWLsPgJIdv/Mz"
    "xrG4ArSr8p3T9WeKSfJR0kejj9upb8KhG+vLtGMmE3Ns9uOxf6x34Ayt0oh2QfNqk80J5sJsJ5z6x7xbD0ugfnxvekGlnK4TrC29"
    "8x6umw6f3rgzZHo7Y/Ne39VcN9g8rdv9lWEuxQLR9ndgGlNnnwZmF8E4Bz/7zX+ElnUQwIjNra3B3+o31JeE8xCoQFkvDG0SfBx3"
    "KmNIoEwlvFoGCj6wZ2CP+mbN2ZFnILIHH4CbYT9xWsmz7nylA6oBetVLQZ98OoQcUTN4zgUjJTINdqPecQE1LHVc8XFKChgHob8V"
    "hAljojfRhXIfABi2mMG87Il+ImpJRnPOi6dc3h94MMrM0Ya7KLkYwq1ZeBfikVnLNvhSaK+h7t3cZBcvbpMaEP6DMvCdnvw9yhpV"
    "owS9jAhHeejmB28nkvCnE8otJ3BuYc7F5hQXhNV8fvSIV6SmMLMNqTUxKWAKuVW2uIAeSEdXfUF2oelSVR56+faf33ATndOq8dyA"
    "ktKgozSw9D3T9Ck8Mk2zzHjPlpTLaCuLmcbnbZlOxTReO3fePWgZw90zosJEASICImkLQZa6QNnVoeIBccxLMuMrPBgZIqt76NqE"
    "Em6d3uvhqjIBaV/WpYhPAxPA0zDAB1YTbZdxtKHET4j/oqDTkWarsz2DEIpxSv8m+CwQZN0vt2yZ8IP67RY9YSNU18vCC9AbrWH/"
    "PXrjEYljrgNjAOTzCI4oPKoiDWcQiixYl1j2/nzWGlx8JR0tN6gIs82fjx2zFMc6bqydZC/J+081xw1tM7UDZ1uUIoGdTJzOnc6K"
    "z/g1Gx1s1Mw9Pgn1iBmmYGddjzLzSpSZ19KjqfgFuTP0e+BA3Gd11KOlYkU/99R/kxcmQ4UJ4YoPk8OMlnGhp3ZS+fXu5h8b43vy"
    "Sz9VtqQniFYHBybrJ/NqgAuzjETJh2RBUH5FmLbVDD+tMHhp9j/6roufKWojm0Pbfc6nEs5qBXPe9ChA/2BGXVvgpBh8XfKVlUuK"
    "+ZF0S8LVAGuFN+vK1mhsaLmN+NvnaKtrplkPczE+wYVx67ungjgPSsz3y+3+tDgG/K2KqMJp1TxYbMaWzzxSQ9fHq+GF/0jHJQ3z"
    "aCVp0WIbzr7suq7Gu85LqFIZJNsW85IvwgNMWfy+4UtLDZXuurCfgfjo4AiGAPQs+HlsIeJsPhH1aoO4h+dJgstj5yi5xet+cXNB"
    "8wJ16Zkf9CtvOBdxl2trQw8KBD4mLX0AcWHNvGAWZtzbVOU7N/zqJXn1kxUSJ7ccQlHbkGjlinlvwYFSXJIMSMadDerp8BIOAIhX"
    "dyiZbxwMn8EiCd5pXMHb62L9e7FeYvldoR7X8yz6vIqt4263XMo/VeLrbok2rnuWdtGMIZvXtfCG4lANqtBEjQdE/n1veN4Rp++U"
    "w7cn0KhRYJ4eGDyGs+5Apop7XZJ6AcQQu8xhx/gzYD0KA62ixUZjoMYnH8uRQtMXHLc/itsfz9iu/Q/WOlUc2imC1HtOY2gAnZsC"
    "JFs+wTQdk1+ljBIMfHk0ZMScfTFaIW8G6nt3BSVuFdRFc76xJYQrimyjvHin2AgTIVSfCPsVtx/lFcStKBiahBa0c4eh2NQ6QTYO"
    "Hvj7osECNUlb7+/Gplckq6HjLeuA+N+VNMzDFBSWjWBZG1vv9LEt5aa20axsefaGmzk0a9TPfOPAjPHr2UpICEALU4NIB++yPHQf"
    "zbxAhGdE+/zTFigxVNGr7wHgogAHN+P4Az6ek4Pt/tBo6NjoULcNOAKIZasReIgMMlz7QyecF/zOT/S/5zTSqfNsbogVhfkYQXhG"
    "YH6mO3nuJzhHXMvs8/h7OapFx75sNO2ocLjYun3BEF8tlz+VW2qSR7HhCaYqrMYuFzSu5jLQWvcHFqvhD+IHrQ+/MwDbTNUCiytA"
    "W/ZKB+wzLfYOl9YSaOW+IF0YdheLwdJ15R84D2dbdYdRMvexAByyVWu3cht+XZhcDBLl4YHw5sTZp/sgZqtetJoZhnNzpEpMqGn5"
    "bZDyLDdXy8fDfsYuLeN5Y3wV556xLrC/Oqw9L1Hg8qFJH6LiJdTmwVQ7kvXxXQvcyRim8t6j06gZuoTGfBw0dwLPgzZU/1++1Oc5"
    "gTmRitWu+7oUKvW7G/ZxWqEh4TK+IkD3jRYEznVLoTp/Ph5yBd//XU5lehfjBGUJm2SZsG5HEY5hMwTnTsM6Cxtpjvr+EDcpnJSk"
    "m7NuRSnu06onjG1dsNm0TLPV8eRGMH3MQU3MWdfP1UIw9RRUmVtaoOwOXsH+WGWZx3Gh8u4zq3Wz187GucHZIDyb+hKu1/cFR3BK"
    "UtraEtecWhLy0vBsZ9WyXPBvjIO4NSdU64jKiePAz/JjOV0m/Ovy2C4J2He/EbIigbEugInaWU33B1gHxw/3LjDBtlj3yhadoVmB"
    "xZ75KLEBW23LaklaLYErT44sMHQJx6/EETz/cCckCYtNEUf/NvQx/tGDgYACpK2AAnUJnVNOjaYUpNu6Q1dSWFGgxCEBCHEvKf4t"
    "aoETGOXBwJPHYkusRYY75WmJC5jDi/k4GQF/cm91T3HjxAYBz6lvkpygPmPzzULgx0YTvknBpftJwO6f9JVQhiJ42TKQKy1syS8w"
    "8K1KTflC3Qr7ErQzgJGb9gYSVDVOMGsMYUgjl+NmCSIJslGQga46zRZkKL+k9Oc3eQ/FskYWFDlHN3t5a7DZp+Lj/YdhYXnZbvj7"
    "EvQK5VcNHe7xEQE68lnHeaxl45l/eXmFt9hn3RYfmw64twU2QhYuiOkmeTyauey2YoJzWpwiRnPcqSAeus/QarniWHyE0SXojgKT"
    "oiagKw7NfqrQOEbTu5VOrupOx9jbMOy26AO7zq7xHt1S6YUE6DF7Q9MeoHOw6rKFYfmA+523+gVqy7sMbgGqFwjOxSsUa+NCwe0E"
    "T7KfHciEcyrIeGKhB4rZ1uGsEB+MuB9N+eTLHUNXcmG9+5EJI1jP5mBijlqRA6k6p2q/bVf+W76zGzIXQYmZw7AjGlYkMlBL6JF5"
    "smyb1SHW4I8leXVJ3ZoFcasfl5Do1L0+/DqARABze6gP4dY4VyoM/7xXGwRETi8jNzl+hvkEUV7gRgsKDs3TgCxpLCdCbJXUdpOb"
    "WRaiSOVNCRq012TARgdBc8VrXgnaCES3xsVYhB6ME4Be3Joqt5msMHlCXtYZl5A4o7TN2/K2yUwTdx7okKZKtzTRtblHWzLCxI8S"
    "poGcDCmCKTwdoHKYZxYdcUu8bpZQXr2ybgiCNRlm5W3gc6mXK80Dgt0HjAvvCsJWRR+C74XGT9Gol/vGxBBqh7WZPZSjc4bwfpJz"
    "lmpKvu5bsUEHnEXDQwnw9DnLpW6gIEzbIthm4KAAADnCHLSeaspxVp0dHg4k7VCNULuF4rUb1KyyYc21OVg4hxLx5gLDfZdIVKsN"
    "Nas1KlvF2L++oOzbwTxE2w72uvm4pgfVAynn2l3sf7X/ZFwW3Q/DzDZsrzgzD8kInfpLpZs0NmRszMDqDA/CQ5F1HgVT/SeOx7sp"
    "b/MXbBCujHarVfhZLdeV+cJnp836fQWYT2lRFwtO3dh33v8p2qsflAIIQRZYXoeRdxv7mpWhw0LUnvCvUuVsmQswdplPiqaeE/ew"
    "fVfcsJI0MMebW8vsS7g7EX4x6WuJvMIKvUfEZ42zpgxgtSK7pRbDx432y1MGXFF+vdch5l/vUJehG235bvV8Hyqd1DAPnL+5NKy8"
    "Wj3f34lSDOPmVht9UMr0tMxSfxPBpceGcdOGvXnokTm45BzWYbBvDIhtjmmehxxWHLzD8yv+fZXtUgZwaoWrdTk5EdrgImL+MWrA"
    "laU5e+IP+v0fbElq97q45psaIOvDEvCwt3BasDrPDOquaNwUXeW98ADynVFBIPS+UY3BQNo1pT2sFXuvcIr7aCrfKzkjQYe02Ccr"
    "5emoVhQJmt7S4VQKTeiIp6KLDMMHkafIaHEFDstyobOMlbSE0V4M0KEOmgUP8TPJWx7WDBv8Vb0CS3z108AV/9JUI3B0Ry5heEEi"
    "QTUHbJJxxzOjcPmvodgaOvwZIMcUCNqag0G0xSeAV311W0DEaVo8AJQBpu1FV68Xh2+FUhzBqB3CG5atNV8ThZGrs9XSHUQecoCe"
    "78eQ5kazM8e1umLNusYDI/5W57qQcrUiRk/g+R/dYd9eiBZH9aMbGPWnsYbFrU2s8Mc4CWsIzcEAaNmN6LMEfb/afT3c6YhhAaaA"
    "F6YI65jw9YqgmsbSTxTnYjlGZ0qW7jrJP+MgRVdALbOw/0JBFWVpGZKYl+bgnFFwYVYVN0mV661PbdgIaf1qvMCpGQ2LM8UFljb6"
    "/QqXNSyDa//uvwP5+q9wConQfH137Ttc3CV3Q2vw0t/hPBfqOt42/1ZfFyHmUiUR0pV8qezJRMY1iRyRhPRbQGznuiQ57lH083FN"
    "xJx1PIXJCFURrKoW/yDfI524Dz+yla5VXMfiPnf5/L7RkvTMmJReZXnqm4gni83NCC0vtXRaxO5pyiNRBnV2/cT9QQpr0rArd8nN"
    "IDvXQcIuX54umSRInd5KGpV0D+VagrK4hzMDkL1Uxe2cJ1ifSrVZdeIMjfF308FRlcKT5ywDYL6Gqdmyz7u/+BGhoUgYIw+UJ7ml"
    "ILBoYqdpj+rTzgcxJ3OgMJeMigOxA8Pemzs9+hkU8uE9OTRv+OhyoSPZuwaRwN4OjwL4hjX0qdKSmK5OjXN/j7XJnNJXAlHB1dkE"
    "VP8QZwWscdsVD/5FDGsv/ww7B6PSunFgX9ZvP8gnKgFlYIXK9SdpO3Ed3eln3rd20mMBH3gc3842CWH0MZBsguIKUcnZh0NfKUNf"
    "yYW9zc/vnAXM3PNespLgE5V3NQ7vnwVSfHjJubG11gNGrLb+T5/npqWrn9CXAwQ9Gfe7ADYHPEYYSw9f3YW6BeHXtEWbWx1Jl7d2"
    "CKt/2VrJNO1SHttYfanzBaqdRuw+BqWQDAUpxukynjwyC4WWaMC+c1mgZFU50Aap+GIXQP5gBHnpUHXCfQlDBE9FeKry5UgBeOgf"
    "Or0KmJtuQxfgsvnItWgHDvu+dPr93h/COQR+HKgsmuvHcUrHFX3cihVgWHZwHGrgGYYd5FdgcZFQVSroiaH8IpTxu5DsU6kvbi79"
    "pIY0MDa5zZ/5NdbPGlMzBM0a0OLSTgdJ23tnzhxyftHQpV3GDCRB+2t3AOJRbBjU3juwcxB+V+XzFeeegkMOgEf0en295dZxvRRa"
    "FIQ8yfKRIPypUHWwGTqEyqCh1npQ4260DdwLOZmTwttKMkqDqVCOWCkM9oMVLLb9hT83p81vSPkz7K7QZW/ADk9buTme8JFLKF3A"
    "cZgZOjzIUvK0l34M/rE4XjYBWEbfWvrSkIIhWXvY4A2qwCLDXO36bmy1buzamydJfNNqfVO9bH13sO3dZkBnyFbq9pr7hIULczSP"
    "vIvP3KAmg5HprVHyLUVEHE1y2MVtQnCRC5ex71+ae0bCbvv69i1w3mKdsSd75f+i+bnI9b0uOJgLIGbMt5WDNUKqXNBeLsRnmf5B"
    "SSxRc6VontUwEEabfPLq8DGhC4L5SAd5XLsPlEUKQOOJGxt3v86Abg4Fe5RJvJjhH3TcNvUPstSvM7Ym3tlqTXiHUGd7kJmPcO3g"
    "Bjf2fuE/pOqv26014BKAvMZ+e/W32yA7/Nvbwv3vsAyXy3St/j7s9/TnHs+t+rtWfy0unkXR5bX+oY+bbIX4qp5IbDSViNZOYiM/"
    "6HGoyIl9Brh2l95DkLoTst6SkQ2Qrefp0p6DIGrEG4gnEYlWhrKcRPccieP2xAzwOb11+HUiOicvD8HGFcDd6SB4saEHLkJx/Ojv"
    "z99qayqMKrwMe7NRzD5B+x1VaQ8kVouifdvbKex9GPg054a/DUfmQnBvLDmd1Mv1a7NwJBL69L8ukxNhuBYmEuqw+c4weBP+DTUp"
    "rK1U3NmEs0zu1eWFRkHKtiGcUOwpOeVc1QWlvKjSSalnGrCLRmkF75+lyyRCRw52dyraNY03zQX5B3+twgBQb4CQM88A8z4iEBex"
    "SfIInVz7f96uEYMkAj6Qz1Pv0PXBagxr9SJUC+xThR1BGkoBuaUImiCaE09eh6E8CWUNgwnWjWZlP7cKjUZrOu6fRCzS/HyeoYKe"
    "2PPOWAzfW2s/G+436MnAZW3iYns4+bj61mF3wYqm++95NlcgeesU1dHL1DJ9zHmckTXpohp6R3S/ruDQetmkGiqvbglEFBOj7t5y"
    "teUWL0JAAfpI5+NGdQqk+JJO0VGHgkmAgFqef0LQmbNMidu7Tooz4N+EuDDtpDvDJgJ8NzGYIX2bk/gGbVN8haZAzUee2h5iRPc5"
    "HPqtpufqK6UcrvHKsS6AjQAzAI/F0Y7NMMFfbjSCCWiyZV6n1/ziakCWxlHQ1rnXZ4BRL8/T9yBYqAMgNisAhrnuKKHkmRMU0saT"
    "oqQ+6cTxO8LclMtTumhQwSNAlkIgNCUDYDE9oRpdKZld0ypNvlUagNPwfLegEri4k2fss4DN/SRf9dgdMzgug2Bo0CCa/oMmoP29"
    "X0GiKLdXQ3AIH73C8hX8Uemhjy9wTIEPI6Ly+cKNFwTg0zgPBvclt7jjAJrfbOuuAB7APy21RaBiJ+jx0wLBfsbECr4dY4OX/kSx"
    "+eoY0MKeMHq9jzquAOAlt36iAWrLwf361HlwCl81ZpUlRxGfPCY1xATnUaYM+eBfos8C3bDS0nEP92RdyuF8TccXHhcJ+GH1y/8n"
    "PD6hAzgOh9KZ0G6IOyeZVZBiVeVDeY8zne7pkadyOqsQ4HXuB+G/J6RwJ1jnO0EgCIU4ks1yhUF4eTXNxM+BhaBRKL8LQB8GlOhr"
    "r7l8GsoW8vxZmWsmZEuD8FMALP+V/Xxd6EhbjRDXkYBYetyb0R5GcbmCzZoruHiFK6V+T6EgfmpxNw7vn8f2q3+c4Icolo6krJTM"
    "VhpK/mLhL88Gd7e2TDxDodBybpuByk2tuGHvm0AL4r+IflYHdClCALKPSjTArTKjKD2M08tLcotQj1Q4wdhdDtz1ij5RsWUfpPON"
    "kCYEvnmyMuJ6T0EqU9TnhKhyXOrmSonhdwFMKvoM5ycBgP9jRQmIPf7YMIb0nPScQ7wE05p9+J0DSkvqcfSuipvs3Ze4I04DOBAv"
    "7HI9M+neMKdJ9yYaMOsJnKaqios8faQN/1PgG8Tz+oavkC4DH7aPMzFjVFYMwCbWe3N4DTiJBgZZhCLkR2LYOQfitNJpfubwFZH1"
    "u+x7KThH7UC9LeOJ5Yj9GklAdJk77k24r+gBebR7o34sgIxR2q/HSNG522IIX+9ug4+oUXoUnQ9bgCgoH2iIn7aanfBH/GGikgR8"
    "f3bqz/u8HSczchp/APlJBdiNTWDnHgvVEgzR+qMPk96IBFWxh6/dyhSomkyAeTnoptnkszUJUHR6wJjkWdH6WMyM7Mc2uyebluLt"
    "Rfi4NFu7lR4S9m0dpX5mvpsnqC56bFIhzvQgXZ9XIjno595Hitrzi8rKsfm0DghvHGxeh9oPZnTIDnr5yMZz6H/oJZUcTyJuN0u4"
    "NRQMhRq3fTz9f7y9B5xlR3Eu3iMhCUbkYEQGkQUmCBDBBAMGG9uYaBtMGGbm3pm5mpv2nnsn7DNtHPiDjTE4YIKfwfYzBkzOIILB"
    "GEQOAmWhuFptjrMzs5P6fd9X1efeWWnWf+vH783u7a7uc06fPh2qq6qrq4zVsh0oo3O0o9SpYcRjgVQfTttRAsZYxqZ5RKuDCc7d"
    "Tu+ObAkZeS4IccF+x9wsND2FxxtmGM6FyUgz2U+Zk7ES0Hk2JCyT4ieuQy2aOSX1P1yaPcp8h6hNHapC2FBgxxUEzSjS7hqAzs3c"
    "nNtspU5Gh9roOlDDwCQ2hCZ4E/EcDYu4hQuDQbjSlHvFkiViHUhsur87RXtaAnVWWxaqe3xxl7uCfU9sppiicCR/uevnuukNDUUL"
    "K8PuKsaikQG3np7jBz4tVS73SnmuRdThsVjvKXnuYZr16WQPdABAIFSy6bhOex4Xt7VRRxQqZIfSCv3M/TEBGwsA7JwRtTY5cru4"
    "uwsCQmcquc9CieaA6rySxWRNAHlUG9m9bGlBEFXiZWtVKTsEamAxPyIj0ExRvsm4Uu37Js0SVuZndl5Giw0DKZdiRhMlD6TLUo2h"
    "7yfnLKbFn1z/bAOYcKnz6gmKEQW285EUpuwkLCGd7yCQdUcIsycG2qd/1G7wcwZvsO35LBZhzoSVJIvFGeDZJbfT4TsKvGI4bXMb"
    "k5avj5S+pJE1WnNhkr1AheoUVTnLzWaPH5MZ9gOFOe73plKbHeQiN2vdA2zPMxRoDIUfV/F1NqfKsxSbjq94Yta9BCFZNgoHZE/0"
    "x/i0tkM8WeW5fvdQwxx8GjAKsO3sNOK54cLtPhej+D/eqU2QW5d9XwYj0rwiZGStVaOfLgbhEdVCGfPDmlsMaNqZjzT4YxZb3aMs"
    "abFUJcdOlmcPdB5nsjCf3czKPSVQCoEGMkiMCXeWeU5t9p83SsAUAWxvoLxSDvcTFYnKtOSdOVVeZJM1K2MtfgOd627XTXJMbVrn"
    "xSi/o1srZLnJILbZTFXByIBjyL5RKkFOGwnGkph3G8oBbhbjdL0ybO4oEFoz4Q3ExQV6e3x0YqJVF0Ymph/tDBudndcAKnna7CWk"
    "MS/Ar3VN2ECfiLxjSrBN4xLwSVEm6aKdByS72cFOeYXW1Eu9DyMzgHD7151+Kg/q9iEThDvx1c9164VZ66B/gWfnTrhX7vQ2Hxnu"
    "i6j6uGkANM0tXxj72dUBWGtY7qoyNw/gEzIGLCE2anO1gevUNx3p+B7qQHZbNzaHN6POwVskPisNkQ/kO4LRMKx2blZOt91PnFjd"
    "gfJNkauvojPs/jot4pVamx2GSU+R1rBtzer8m4W8paXC2YQdHykdtwHu3uIsQhI9Lj8aRQVTp9LGe4zzs0jvB3thCm8eUXspWzkt"
    "KMnseqSkAuHXIiuGFBRfUl+I4itMa/42bQQM21yvUnmFo7danWbAIiaNgXWnzcObnDd7ohAwia+VcQWPVGDd/UqXZhcywGfqEwrM"
    "6ZQgE6JXeqR6QaxzxjG7lH4VoE/wA+ei1hZCRJAlsQMwnhnHUpLriXzH7wTdHqTgLJ1gQqLYwuRYFuVH7Buala5OjhfWEk3TOc+A"
    "KWnn1CannkUVY6+6jb8Rq/Q2P7Kc0bCZoSzzC4E1u7Oujtjm50oB0WKCTIBn89UlkEu3RG0ALh92e9cGSZfXvKAOl85Qx9TuA55R"
    "y5T61MGiBK1xOqYMXNiGJtHhsMkuTHKRyS5LmX8YwdzMII2f0xWPBnT9hp1iGlRmdNh88nhi4F6TcBo8cL/FNlbMBmW35gUjMTpu"
    "InFP+s32dTO26BbVMqHDnmWiPEFaZjnVWFTtpIPHIyUwVa1XykStD1p3G2y8gqdYH76x2x/v3UH77UgSV3ZrXXVg12eeYl31/F7b"
    "QubNyFucYiEIUJ/FJFYOE74Xk3X+RuiAmbEfBgVIH6IWjeRYRrB1OH0WZXHpk1uY8XyderiTk52qWQnum0XP151V2pQaYY9Zhivd"
    "5yS3JuV5mwJK34LiiunXc+MjPTXKH5hIE4kpLIbN4oXCkV6lcDKESdICra7PF9di9Tj3x5TvcgiwsizXb6Wljlong86peYpaPQKp"
    "5ZqBQYsA/cwB+WeZN2OgvTTXoW3hiLu2toTz4AXGGb+9xq5laA/VgEKm9BswXmAcIELbCi6mNIkYsmNoKgVBj8N2qjWrIEtosiT3"
    "FvJMidk1KnTdlumWXkgPzQz5KNAvR+gUF08EFbvW84FMlS0GY9z1JzBO0s5ixwk1oO/a5OgYa12blPBGcVPpmkXSrfK4PHKKNNf4"
    "2iTPTVg0eK1MWk2U7tEIksHsdgGFYk+S4Ri1dwpj1ybtSCIAqWggxsI5w5jMP+K6IXPGXUWdFqOeAm22UiZRsO9qDb6kURN9W2so"
    "R9yHIqlT9TRWlZbwEGB3mmHPbVQUNXudDEZZNDKIjpXTtRu1sSYUUVOp2y0wfz0GdhW1JhShJfCu6VpbQcnojnYavZwF6rTWd5Wg"
    "vD7/L9+OzOPuuGI1/bR5ky2m5/kTU6yZVqeFQ4UDpKGSQq78PqZURl24k6GdqyzMbykN0DKfo5zHjDiRZLuHJlSHsx1VAWwcukAq"
    "6j32G8NsP0IJKpriaVxqjPBna70GQUOYiCELaQjJ0KSStWhjkj/c3x43aSdTtDYwkge6rWuNGn/8qsYcBmGTlmHpiW84u+MrAVQf"
    "Y6glkyo0oqYgm9cadrNqFvHg0+YLpXLr5iQP+1tOvpIXaEsQdfYLmrDAqDh+PBPZgF6pasFcWshnLC8A5QZFBvgublTktanF3pLO"
    "rHqV7+t6NKDz4xmDqNRyBnR+6Ph2flia8r5R4XsS2oJ1uNIa7zm1axmSmzmsM3YGl4ak835F0aKVyQJ9I1OOCgtwtd3ZKkXbJ8wC"
    "HmBmMG3hiOnOEVbYUT4lzBZRIgYMK+SNJUy9rI0RhaWqjKWksJn3SxRnsZTs4fbZRbH/xgcxz6QMhEwbVeMcSfNt4F9g8URtvAS8"
    "GSylNxKaH7bTvgx70nPLELfjB2CpzbQHnMAh4+TXi9rm6xRT3axQz8xqg5uu1SfJqHNZHMwtD1DZjBy4dAtlVMxwj1kgtEk9eLUz"
    "isG/6UjWLVwfdNx586sD5uG3uuhKiFte9/2IW7hu1l9uoeIaeyNyKOGukG/p+lafbVfVXBVjR27petGmE0fuAJAPHrheHZ2URK09"
    "vSnbDHefmHOCOe7ByzKHSDdXo+Naym52icevaJ6TUuX2ya4Xo8TsN7veMOdb3GS+pYtzI2MTmPqS4N7yde6a6fjkLV2vNbd6vtfw"
    "/ivRyOaLdvJhMFfLbQUMaL1tsubBiyZZpqnnwdye9GFcocYOIPJ6dVwD0SY4lWAprxuhJsWkyN6BzEEsTB1XI+xkAkJhYZH4gpYq"
    "zKnIGOVsk+9ri2QitAAHW+VI64yRCO+M82cWSAC4oLUzbiKHSq1hw7JTtDiMR3n+xzYJpYxZEPlzm6Mg44riiGKLKXxUUecPHzQy"
    "rr1FJWiJ2aRtnrLVoCCPNH8iPFLaLUAmb9YEcgTpQoainoHGsHzvjZh0SaCzy4KdBZF7vpGxkfERnpn2pPRSC9We1ccXuYEVPORH"
    "xhzKjL2n1A9d4/wVVWoTE73CbyHV0C2F73b+R+HgHozkdJadFcDtBOEt5Y0MFFIwshfrbAJlPZXROk+HGNiplIC7sdKJsDKv16ZF"
    "yw4zLDD/LoRAvnZVDHtXB4IGtsU9o29ptMxwCrjctXFXqTIX7TC3lQz0vSJLtCZGtKFtKWdiNxeTaSUlfDsnk0zmanI4Kx14POp1"
    "9V7SIFRE/8wGasNFUE/10hNdmhvptOYMrltX6FCQHDD6SOp7aLZt9mF3s6VIppv6Enh3CbX1JVHk/etWmCvKOUVh+t4Wme0ggx3k"
    "fRXaQESEKaFICdIu4AlJK3Yrzk9645H2p1l93+8hKEmOmhKJiabFWXtICbOE4WC7f1RKOfJ8bXsspsPK3Jq9i7eIh+y2xqdGC2sr"
    "DQeZNJMir8NUf+yD2T3MYFbRVU+05BNg8w12fKSE/ba+JoOSRCsGilFi7A+ZtMRNFZSroTRTzFeIadrrnNIYt64lVz7xCq1oi44/"
    "8UJp+mvwim9SejdI+aVw3xZmxY9nhUq/Xe6/7ARzEjnd5+PcWYLvNG7ynZBTparPCem8J0Z5cL1XyddVL98UdWDz263GDvm5oko/"
    "p5QaK0PrlyCrXdWShs+l+aPI3q5TZWXXMtKWTj9JuswBluUJe6Zt4Qh5nmnJHXUEA5ltxwCdHs2GjJrfnJzsXyiPp948p7TL07/i"
    "F8p8VqI3pgDYEKzHlNqvpwVCHu2L7jxROW/CPTR2j5ia3BLa9MwgKeJGLUclIITXG3NVdkKyR0ytQk8Ih5ZgtUzke2xTxVYxpEzC"
    "baBFJgAEICXjYVld1VsVZ0hvUTxBaUsJUrpN/x9Fr4IP7U0M+wnKojfJhac3OWlKhQ7ZYO3VcoVEvVAE0GvoAHpBYqPX1re2KTOm"
    "bmUf9D04c3qQY5XukJwWFzltgDHr6vAeSbeuxWp7xSxgBnNzBt05O0yXCfj1fT0pZVpYpjpl51iQ21RQHx0rrSki3VYw4owtQOOP"
    "Z322UNqDUKKZWckfgVbZgIo04udww/w4Wnm+MdbKUcFYK/R8QyZzEfM+IhVqQ+RzIkxMdVo6L5Bh6hkTVunz/HAEHckK5rG8zima"
    "qhb+DPV+auN9yLTPMD7403lAxBXhfB8zpp8+KCazHJ/ulpjgtO6YDQHPMibaYD/gaynaDTao4jHtGhGcGTY16GEMobF5C6lgKKBR"
    "H7aRxYne5RFDnq9lIEc8XYqEGDQV8qpMnrlqmDsc166Tw87Vecq1LyzFp0W5YNTN1EbNX94EN4ZNzK4DPwwGjihZulbxmOI8QWY+"
    "VKCfWrNxrLDazTpQ3dFeB186hv8oaqzFn699gx7WS+5/uDuO/yPlMVjAfXtJ9HWEny1+3QoofNaPaw+CjsR6XbAxsguNFqjyIi2o"
    "U3OxS/E5z+QpoO4Cp1d5SC8Dpa42M1qyo+vq0q4hbk1t8GaHb33fG1tc12D1S9rjcpg3bLp4i0+IGzV4rEVi2mDZJu3kK7Jb2AdH"
    "NvlwG8jPO2IDnhoM7HRLgMaEy8QJcEmIZCWbrsrvyKystBOVkvFNB9TIDpWkdJlT6YO1Vl6Ec5bV1OFWU7CuEizqowy7wyc6HFBa"
    "lhgkjrdkX2ul6wrjXWmLC1+Yk5n+FuAJabtrYKtuoBU250uL4MRM3xizbHdeqcSAvZcT0tkk14nZ5aJ94oXBd9wse2TmZhfKkTHn"
    "wlYDnbYgzPM/3Qn8r5OT704UI9uHu2i1yRp/+PRJ3DeF/1hautxK7U6N82cvqRPMRCzAXmXU1IvoWwC/sTqNdQCodRg2GLCcake5"
    "hUJMQdJJw5laIsDxz3DEzg4CRuWmWnqAxyPYpcaT+VH8Wob6gEoiZJNRoGiQPliSk/2sXHCOS7mlZdg5zGzpcOCwBsFZC7X22kKj"
    "tNekNbtJlU45Llcvc6i/hogF9firsMmwVnbRHbXR5iRQ3zBXwi4/k3vi3ZqwWW3a+CQZBmSgrV8Rm2aeurQpqGS2Hs1ExcJqHah9"
    "OMv58wnJRpnlVaw1qhbaBfCERLkZssztraZdrlkdRBdjMs4rqIibIDTZYf8BMFVpmyE1FcI9cCIiU0YtBPdVEpnK6otd9hjKa/jp"
    "9y7r02i77hch14LynZ8uGrA1IqUUnonxQdSqjM4z5MXJqgwB01mUN9lmDc6Rju71Nc5sWHaGS3urfc5vwBaHq8FbDt7Lw/Iaiidk"
    "5BNKLS+wVuSisyxoMEE3Ma3NOW6WXuTIYL62ik0z4hbyB+8vb6hmAqg8dNA3AlTuAPahPrYsc8xr7UDaOJR+RnUALlfmfo7vTLvf"
    "7pFxzI7WLVxXfsP2OAdfp42AftLQQD+Z3bbkqdpXaqbQfiDJftnkYLZ/rTwy0M8a8CVcZt7s2zzjhAZClUZnQB6SYDyhUn5XjiSt"
    "pZvmnOxIps9kTU3EG+vlstMysqbVnJwHImnxDo1ujUA3jtuH8jnlAbu5BkrtRuDmg8vKymsNYOqdMh6fGvWr0zV7kCW1+RuZtlBC"
    "nfbILajCDg+Ke7w52yM040EdAIPLNkEZw9p4YMAyvUhVqN1SYFSj9Gvd4EarmylRz/GU8+ub87QvUAwPGuYg5C1L0Ox7GywLcaYO"
    "ZBl4ewbd7ZsnaBHF3V4P+BgduDgF4hfk9Wh34Nx6vt7uOSSlRAO5AaD6VQrPGm3luD+CkdRSPSF2hMnKPGZIiwzGWCu/gaJ2AaYk"
    "JrAc8Z3mqBAmfYEqHHTJbhn1lsY3QXn26TXyNsWAScX+9Zt5wrFLA2iHyXKBtpRWgRLU6mWpwSJmMHwwRNyEZfYd222XHFSGRtwG"
    "eLk0tLHatrW2lLcOpDIF124xQG+0c75m9jYu4HhEInnbls0OsCzVaw6wxxXLlMUPQf7hsoBAlUXX7x68JmnyYL5FGkOdXJCq3Rml"
    "05Zhs+JnJvzG6BzUQPNy3up40g9L50RROMjde4PysqqEhLsGyhiIuQfjJg/9sJgXCLtuzLDbDLS4k2N/idd94EA2UyAJuoKaJkDS"
    "yBlM+cUJK28z55vTpT79zXJKXOYXOlY9g71Gpio6PKA0OggDbQ9v0icdTAx2ez/TbMXPbc40ra4yy8HawCdK1uRQoa9j45MfRpCR"
    "F8FaZc4Aw0yASKDI/VOX56cRUieA25kKeLE2qZXK4n6ONQEFBPOMu2p9RgP75JzC2Vp8cfPL7ggSY2SiffOrempE5qwxNweuly/K"
    "c81SruXoqWyNyWiQEQlA7VJJlgymJOkwDdkTLrin75NfNUVnk5bYddneMHhTNfOq2KnNWEvz1+rRYPUUD8oNJqyJmdf1gctG7E62"
    "u/7aCalAibL1e8W3G8vemBotQRIGnR4r36uzu8BOikF34AR3rzm7kiErXLyIzvC4CQJt/SjHbmDJOiPKznbdzG5Rr41ZyEwMPxSi"
    "3Td+fXeCKVxg3egfyA7/MewwVGE9Ksh1ex1Kkxg2eHKohDaZrdImXpccnBqXSH6mMQI0x9gpqFkUQ+Z/vj1sswABqQ9GM4oqw32f"
    "d4RsSZ+n7JJhwVBWwT0eaWeIjTuvnZzudrOcoaURY898y+LZ3hiIpt5wb3xuuFcZBjszgbCG/y68aVSbuFpjJgYNMCq46nntyaHr"
    "JD4H5UPPbD1DnYhKU8mAe+Sou7XBNBpjuyUyLQmYNmK4oyORL5MkfP2onyelpG2twFGgMzUEyG4TsPNXyqvTSRjjVmEZrU7HIywi"
    "/kpeqMg2iUEdC7UhDFC2qvxWHggety/IIJq2dJBKqDpa704xryZPzjoukytrikse+x5XKSwvygsDdrNyXol+bNeYucTwiNmNzRPc"
    "cZvDWDJ5PU59BvZe9C2oCnqZMo4RUJPiSo/7zjg8I1d82m7SvqtF1QxwUPEIYEM5srzBqGJ3yAi9pNdWEK3RAnNO2sXSAmOvaSbY"
    "ek3ZVfLWLs33VDYlpKlFA6ucJZsuOEbblGcHTphV97Fn1gT8Hf2zZYCNqstXqnzMFXAB1FtAG71mXwFtAC4N0SPP1UgA9Xd9mMg7"
    "Lj06SLAGGBA76qQlwp4NVEb5YAlTNLrQa3KnwqMR8z043ENG2wzameKCRyb7czirU3ty81lMzzTlVEtUhrMShMf5gsfq8zbFInyF"
    "jYo2B6L2UXpt34mlyJ3WVvEjskWkQ5KIUQ7/m46SIfeeI+ae+Zixg0RmVyyrHfJwPJkGsw0/cCRMuWPcqPXjTmItbP5kqG9Il1mV"
    "XqPRt87MHIkWCMiUgeWBF/KVXabL2psecFpWIDep/YxFduutC5TAMBZ9LUDE9IAcipkzw9brRbXWFtygrhT92SkwHaQS0ttaVtmO"
    "ZAU9OVRhmM+7yoAAA7RwY2x0M0Yp7A4W3tPSAE6k10UjdieGZXGUgdnpNWjeYhfsGNnX01KA2gI7gsHKcZ6bPPBendMeuVRjy+t5"
    "THuS95kzIc9x3qU3I5UYOsfszfJYuBttnBnF/wp+1WHu5ZtBP4Uc+hlwKqufzr5acgatLtYncpLtkcH+U+pM8mwDabdkN5BliM3T"
    "BvWqFo6U13rVAZBPN2v1Or+EWXagCHFNAz8DnqVTWO2iVlfFmNFVzI1JxAwwFMDyzlTHh83GqEfCmzOkKBkouzmjAA8572wxe3hQ"
    "h8wT1c6wb+JZpGYC+zCcyQePVRxumhzlb7QzNgwSkj99Tm0cC/wwrd+2LMTtNGIxU8u+LWdqnS7xm8dWQbPdMOw8PKMuQ7uPIGbh"
    "zDT+Z0uQ5pbMj+s5b4+reQt+Bs/VacGbxlzMocXAfocMBzIYsXCU53UrBjsJJ1gtSIBWJ0ZqbUvQvaMAug4XIGePgrIvESV8W0Sw"
    "9ooEeZEzZeE+BwZg83CpRd71w3ixAs6oNa+DlEzm5y0cKMTAvNc1w0/lf/xASY1ZOCLP1gaW+359OxV2QbIIgTy+gfZt8ewDQtSn"
    "VedvVIJ9AD1K3uWxk71p2lgzILNnOE17GBC9+jRoM4sygYcUu8R1C2XRWA4aSgMEStFTeQayymDWVSvzzZhimXT2hmmP+FX50Nhm"
    "MwQ51w8Oms4CM+US2+fIRFNZVOJiLE2JWQxO/NhfNt9nKa6c5QH3Us1hlhNYmgwMrBI6xGJRX4RkacXN4YzXPVYuHyFQ1Bg0FIzo"
    "II9OQwznMxHD/cMRJim62WGJnJFPKM36VoHs8crgfmmZtw+NaCdmID05imUL6Rn+2FX82HnUcIxzdRbvrWARnMWV6hh/KKDRIiCa"
    "EXHuI0BUbjGPkwiFLmaBzGz19Sgrj3FgbcrxQyib8sovHbRftzlVOvbQ4nvCpU6r7SWZAf8Trpeuf7M66FbXs+/XfN3WUk9ktJqJ"
    "jOwzwF5cOvDL2VoPZ6u0S131WEOECgazVb2jM7292kMW90Nnp6rcdZA1olltbCLUBtLsVI3DZYozFyGF9Dk25R1pL5p6Z86X4qxk"
    "4NJI1h1AG5uv59xR2fthCeX1vqcdZnWrpvMzO4WqT2FQgIGarVVADc7WpmsKRADOaizWmsO2Lzictwdna74Oz9b44416Fq/vCyqZ"
    "1KPcmeUt20c7FeBCAxqkPWdxF3NaI2CBZ9kV1LKWDmo+GiZcanlVT3V0sEcIwJLavcpwaZrGMyolVMvFZKIo43rKPTNctlP5UtuQ"
    "y3BZWjaYSsuc86aRnNUnXf23TJpyZ7YAU5aQCVZPzjggXV4DS3GTkT7lPqddrdcmquPz9I7aX3CGM8XksQ0iwRkbISF1EQIawIht"
    "YDhgD0syU8Oqq5TstxOwiz58MqTMesVCU5UyUAsYwIJfxJOns9tGgIy2IROdSe5KvNVou12ez+xbmCnsYhaQZi1Oj/lQCXN1cFBE"
    "gNv0yZpmHtvuh9lwGXFrB36Jxbuqn44/WzhiA1mgYYVscdHy6JfSII1wQTczqjjiUlG7nDUENqW8Mtz8UX7HI3uPOqlDDUsWwvq0"
    "lENjo5yMJNdnC3TP7OzwHDUhi+G5LGqek8sLIIo5jP459IwCV42Zq+P/KH8jY0B1k1WB5Q4VU5s0E+YaeIBud+daBU/vzrV7/BnH"
    "Nod0F//H+RsZdHPDdF9FYm4O/1GOYg88nBue534/gjqCjoKmAjA2NB3bN38yD74TQYFfd3i+xrP4VKmjjuF8q96aQdjjr6PApS/b"
    "R2vD2xnzYC6DSs3oXfs85hTD26eGt9cmt49OImoPb29s40823sqXe0Z/r5uKDQhQaIGny2MP23vDcXSUPwXjDKoMJhiQb44gB/Hj"
    "5TFBvGeswoA3jtUYUKiPqDClDEGy8BdV4rgFZqG6OgDji6KdsbMY+NJju6J7pxnUFTSbivSycbOhCaDTsueU26VrI44Mg6seG+8a"
    "TeXVIiZZ18qogoZC2auKJd0XyxN+gHRzpWpR9oAXdYIzZnQPgC1XOZ8BXehF2q5nIPMiUY1bZTuqnKqSAvnYBKsyoRQvTChvwjYu"
    "ALUZWAUn+SOVb1GNLeymD/SB7BU5EWfcYmDPlecPo04oKVIX8tidR6pO3T66XleAYqfseZ7xiC7GFS6Kpae/2Jfuxr612kG4KBMt"
    "L2zWI3/GDU8DbE+xLVjPRkXBZJtDtTGHgGVmH6GRElkGHbIcUZYV8nubFhbgjRXP2v3zCsxkEyE73htH2UwttigbrT3FuaevavPp"
    "tjKl6BzlYrf8Ove3K2BeEQ/ERJ88NLFDiWZPY5Uptaulqk1+ZGdSwbQNl86knb6NWv8Z6lBwH7JMDqoOm6fD9dkiXemoTQkawxpl"
    "Qi+SHUDAryjYCkVR1TRSbB9SULDp7yro13TUQGIsizSSCFB2F0d5tcsB0hXUHdUXZ+/rsRRQC7TQNXfjqHT5I2X+Fhr6i9IKUpj1"
    "EJWQupUgp3sEaxsGEFub+wUeYVj2Id4wwwae4V3kyzxzdhsDVhPNR/Q2RkTH47JRS2rMm28ZKAyy/XCBYNFiaZcQkIIJBmbxHkBH"
    "QYeCkygaUKFuBB5mWNMLyZ1ZZBdtAyaW+2WRuHdM1TSIdxEBEx2PjTN/nPnjSvKi3j/O2jBFJDdW4R0V3lFRHi/yLgpmEfKC3l5V"
    "pq7SqA5jbi9HqZF5JM6vDxaC2XdjGldjFGVEP4JOYI5JFkkcNzbBmkzwhRMTyuTzk3zTZB3TfEyoaazG7641KVaI8vajUMwuIFOK"
    "AdBVIGFFFGOpkCy2fFvEsbpKk5KRRdaidZkNjaboyajFZqgzi1VuVVh6S6/ldmcs96EI8i4Z6ozlySaD1IJEAGNtflln1NrM9DEN"
    "8NOB0Sma2DePQnC20GDhC5jBCWb+rnLMK73KpGWo+UxU4rEq4LqHAPil2uG1yO6r1bvq0J5uKVh3/Tg1vdU4psZHFYwxoJw4+taa"
    "xYXFaszxUeXqlgkGdT96H6WfpdCm1bidwYymnIUIRKDe0lSghhzn9Knn2CaswS4fzCkriCIKxU120zg7iCewnbaL5WlsQoaIHdDT"
    "nXqLUaFHLZCoI5YHjAHJCYFiPs0G4Vwc59waH1PWhAIM6XH9RhWUH61H7Aof4eQc5+QkzxKVxRk6zhk6XlGSd3CGjleAvXU/J+g4"
    "p6WoJ1ZLU608GyzIpFGeYPvyflIT4xOCOPPGucuMkP1G8w6IJtkG5jsxjk/JoLniprrBgEJQx0JuhUUZqFI4CR7ZgLbndClHniNc"
    "VQuYzTwHfAL04cITPL4ESOMVkWojiaLHuo8bljG7VjHABqF0jRDz60CB6b3TqhC/ok5932jaTRZVM9CXc5dp1ZWwxEnR9o0t0lsJ"
    "qLVoL4ZRTYGWT8S6IowzzoPGeqKlwWMbz4x7ilQH8Q4A+PUkeMZJ6o6rrNY4+8YqYSvieKuqzmxJZhPpl45BRaHB9dF2YZfEQmZA"
    "xIfDLZVU7zWaOWZNWo2JeY96NQENC0VnEah1cyxKz/3WK7YC3CVaLeeWyU2X7fX9lF1sWzhq39VoW18R6Oa4Vs5raTf2X9S2SWBA"
    "pYTsPSYsLqFKCZZP55MUnpgzwA6txYEtecEd89EZzW3MQB16+S29bv+61aFpjmDG5wcSKtpatikMkPciBkBhHtlijHKZFvtWLhye"
    "zHGRgV6nrFNOWoM3La/po6I8kpJhv2uzsdGcY7MMcMtaull0PRptZsjV4/qJ8kKvX3qv4bf4cfSYHQ7FvLEroNbscVMr+lm4EvBO"
    "bc5YiJWu/7VlqsjJbgnkx7LhHyRa7YYNrRYNruVWaotbRKy+ssFI3sTGZ8cudjQvO22roQ1gC1Rgr5kj+1Y7LR7HWUSbk6otqKdA"
    "Eg9AIErHGXdEHrozIcYVN6U4APNdxvuO68fn+MoukU6X45dl92i1lpGoIHlLVGjm+QWqhXoVDQ3h3x6NtMW+xithNUWvo8BD6zBp"
    "sDPGdxZ1AY5i2T2zHDFzrAyflygQUT4BAVC7sh5rfzKyhpVRBWMMuGxWRnVhgsEkg+6ohVqHsrKmoKqVzKW0MqaAz48pi88zxeW5"
    "wjW5osI5kSrjuog+4fpbUSVUBhfhSoX5vKs6qoC3kI1HQApLEXUPAY0rIFfhrtc8rmSg44BmU6VqWI+xSUcI9WTRmWBnXp7foz+v"
    "69W2hTmerBJJE5JdVYNkLwXghAJpvMTSfDMh0xONMsjrkVXNMKXt5UTtyCA0DS4CLZ53JGCRscQWAyVp4tguZI6NpazQuUxeFmh/"
    "ZoqRmT4A0NEwq1QLNV9pA3RTQrUruhZ27AVd03mJ2flrLJWBBXE/rdoHZTJCyVIwFmn8Ibq9y5gdAxDAoFXfk2OpkG6qkLyrTCjP"
    "wrqmqQS5CKsKWBnZNhEB3jdzArChwEWXBHVDR0HVyuio8vMCdbXwhjegYtDkZI6ztUulx8WI9h0sDcL+6LRCs6sQB84ACbaRUCvs"
    "QbOIW0JWG3LwJaDFbsBn4EDCq+Sb9bHC3fRYEV6pNOoK2JjEORUOMIqVKi0jEbMhtD7Ed7e0CYJYHSrVU8azTQu1PxA1T2mnSJHu"
    "95HVkVs4j1ke/QIj5BczWbCXC1bFjKAhZiEFBwcB8rZ2SiLK3w1CUnfSGlLE0mRXGDEfmlVdOIjmmwpGGxp7OqowHIlIqkRwVYoc"
    "qpKdCK9UieWqOnMTZZaKET0WIyKnRrRTHVPAB8mCVInYiHiqRGxVsW3VcaV5lb1YJXpjD1WJ1KrEgtWKskjqV/Vjnm6xJK/qxwco"
    "laySjxDpiUAiX3IHVdGaFQE2vXSyuanL1Z4JDqs8eetnZJEQfVxtjCmoKKzmyPDigNXZmF3SGqCMNglAShYyYrKY95CfMeFRjisZ"
    "6Dhgb2gq3/04lhCLB0kyqfLl370E9LiU8mPWcQagvRLE/KKmcgrU0+okQwnR2sKWf+7FiazQppxHZRW4+lJng0Gt03JpnNRfIu1e"
    "RurKROJ9YFa2XrulcdMW3U8jAjFrBsUqaIlqZ5oQF2wEzZaiVscj3k18S8ckkViQNj0tlGXPDFmnzVhdZmw6VqXgE6UJ65F3hPtx"
    "BTTHn7ksyACfnBtXYENtzu1ixP7WYRzYXiPs9qqjK485IEeKkfqtFgoXOVDJkBfnOrCx7xQKoNCcDCFEeu5gwE0R+wjChT/t+r2C"
    "OjXvkhJWi8kpUI5VVUqIveiWXzK+T8StNrAqHuf3lKeuYjYCJ4jSEUVqaLQ516OJUQsmGI4xGFdQVaiPnci7HAboQV2moNRVRRUX"
    "FmmoTtCoA8IsuJjoS/elDalQEnECVb1GTeAURqYviDMmKCKZGBPE2pEEmyCm4jI6Qcw0ofqOVy2TATNJek0QQU1UlKwqEKhbtPYi"
    "ajHku3gD0SkCE+84oGssR0NtgshMOheMZmXDNKooVVaV0vtVnl2wtGdYzkSG2AYT6DgB2t6LJoZhSIWRWHrcElR4ZFY+opRoGFor"
    "Kq5WMiQMNVHTfRoIikQQTUgSOiE01HdClEF/sG8chAm6affYbu2oK2sKMEsn+II6CWtzJR6dsFE0IMZX2lkVwTytQYgFiWVmOD3D"
    "WHo5iFujObKqac9nAvNX5VN2P8GvbLCgBm/le9i1LRNWIrZHNKYNH2dT79HsgzKaVihezmJNWYAmnJ8wWS230CbafEP2NEZIPcSI"
    "X86zSAorirZZ2DO+neotCps2fym3nii40E9wf4WqMRbyXknWSodCJaTedLhwUN8m2aK5OVVENJ9pxwlgtTlFNsDZILO8D5mTmqMd"
    "AlS3QtQZo6Y0gK6FWoInMconx/mrMMCrJzl7dGOVUndjIxiyEC6uCLiTmA0mOKBCHaqUoHp3QH8y9v3LGUjKAEBPA1fSawRSxCDg"
    "z7ODJvVRk6QSJyd7mGuTUzN8ljXhHt8kx+0kZROsPjp+knfWa2PiMyWJNLdLOS4E8D1NfiaBVkuE1SRxAAIdlYmTfHl7PEvxJMpE"
    "IBYb8TaGPQXM2MZW0r4UQ+5mMS4USZ8hOovt2uOIVXsTsiqq5rSutscVsiAOpklu1k2yCj0N4cleTVhQscjpKX4iggmF6owpF4Zn"
    "vb0MFA6plQlhXk/rvk5FxpAJqUjdyck5Nc4fJadTxMNTFRUiEnXKvFZ77NkW1cnXlcd+Cdb1QL1tD9Tb/kBH022Kda/x5zsMZtmd"
    "Md0qjE/p8BJSpLEYSgUe0PlanqaMYJOgeKpmLuYj9clsCxWQ9g4bDnIRnNIO0RQ15BC2pi1UVqeivE5rpsU6S47D0NA6IWs+dtQU"
    "R8IUmQbbZWdokiJChUemvijYjpDHqd6YgjzIpnqcgAgnrWwDbCWf6jUoc57qNed7AjDrp+bHNIymtg9HcmK1MWBbTq0ae4pXahIP"
    "mQDbYNLKslAeadoh8mRlJLNam+BPr6pN2EJVm2zqI2rokxraBosUGEyW3OBPaEURy2lMMmjXLaz23bb00xyTtYaRQBbzQd7RzPoZ"
    "g35UYjailwHd3RffAjbXqKoSMbAZYbVIX+zaTwJmzDUpYRc+Ur0o+grW1zIi6FoW+aSioBbDWtfCmpU0qO42kK4OwqqXDNEhnrZJ"
    "ZxZWEYHLtlfS9Ep0L0uRCuEMREfWmmZajYCH2kVzwMrJ/HmGWhMGU87ah7yWffGraAJa8JKFToM65ddYwu+r1i3yVKffY0iY1k4J"
    "5kc6Pp50kKlaqY12c6qZ49FcbHMmQ+2s+D+YLF/VpgMiAzu98q0zXo46yU59CLADEQRLDRTCxHZE0rWWkHitNYO5S7xR43SutTWK"
    "2pxMwPOUydTYOkVB8ZSGAKi2QlHHwlx2325TLH1OR1ONi+eP8i10bhLPx2Q9n99xvhz8ISLcGlPAW+k8HCHreT7TBS/R0mc8vycm"
    "/XzJGKaRPU0SeVoEgh8l9rggMK/ALHHFbCyYAK9qVZmu8ccRxZDDdRrsOcOmYNRsmhdb09PkN6ezTH56G9pnmgDjGUfZ07P8mboK"
    "6UEeJo/mtSG6YZMoKzkMpYkgCz8KzcyGwJ6QS31Uut+IO5bsTErkJyt1UZQm95Vd0GjgvAO61tN+e2mGKrpYU5G8ihpYeCzrbQSp"
    "Hol4OwvDgOCqVa/wbl7WqodwWqEp3gOimIn4UTXgqoWgqrzmJNdBiwsBCmfUJtUZ3k/sjWCzrgKpGAtNHg9Ilt4IlGbQlDBVWYGy"
    "CyLI1Dgj1W4tdIk7QRn+j47czBAaIh56UVy1kHSLLCIqVI1oCjnqYLFCfac0oxiKEDFlsbp3cl2D3i7UGxXXGlGy4UMmH1QhxHe0"
    "+NPnuHqPq+PHfJw0Su/MfDHFvmqZ7bDSY1Y0m8M5LgzwRydr4xZ1PbLLKsCsG8XSOG+UtZNI30IWSinAXA0xbk2PGhEkDe7IcyIW"
    "FhaxrUQx1kU/iHcxhx6xrh+QT50iELZVQ/oTVQKqo4k4G6PnE4c0RKGZC8jYcNU7Hd5j1NR0sbiSARNOZJM9BLT+iRttmG6yYrWL"
    "qfAwtHs7dXt5MW2h3WxcvhirhkmNG1lNqZFlxwDkJkKQ3UE3MpHuNhDMk/OnsK+hPXQtC4zAmXRayiCKkGzYbDcqopCsNNkX/fgW"
    "Y91LSr5RFY5QVPFYF0m+Zhe1GdAFFdQdtdA2kex4f/QzVB7bzWJZ8kHZ2Jjgj69lBSf52dRRJN5s1Ma5GdgA7crZZrGR1Q1uzjZq"
    "uqmpwMDaeLsxY1BD7xfA5qp1WjKvDahQUFhvUbJudwro6OKcPlx+CCMZJjHkEq03NAEbdfZ8neUyZQOhQW6v0dBpEcRY7xpNTW/K"
    "pRutMa0XDU2thtqkVdGLJVI1U2UWVefMHmx0Iw+TDtF9i0H5mvkwJMzDg9EU5nOsm5Sa0OeYKaES8HKbWtkaXIsYtUA2an6IXm3Y"
    "dmujZYe4CTDk11JYxWO1UR9Krq2xzdqGr+hYvXi5ALPDPdlGwfcVRAe8xGJt+Wuw2TSue0B9OstAsGthzSPXyBScW05H9VQvg0Sc"
    "lwf4BsBq7m1mGK/T6HVtErMT58ggc8OBmqNGsjdNcKFIZx4ANhUo1+iopq8vFEnooETkSk/M05Sko+lS2KZ08xFhmRiT9LCpDcBm"
    "VYHJTrXGIdApmEhDMKyfGYTJ8RyBWQZsOVLdTWPEEJHpak4BH3Au0F9VNKfHiOZYEH8siK/UmGNoeIkQK2X+xRm7eKjZKjk8qf02"
    "tU3UbLU7PQO48jNUVRUboV7CHcJdBQPqQEqpUJ09jBTzN63TaMEqNvkY12S1dmGrK4eiZPlNWr9gOKbiew1OHUTEbRTzNynYaM6w"
    "U5tgVogWQRSzpBl17QzndHOGm/lNfGRrtJZ1YVpj5ysQm2BxQUCKG1lDhixBa8ICW+IJaKF1gNUCqF30FiWZLf7Q0FInavmSrrOr"
    "UfvULc0ntowc3EY1c6vppTcp+Go12fsMy23+FpfYFs9btFqTLJBiNC6fOv2vkIImxuwTxg2/OlPjOGi1S4LbQOIHmv2MwjW03N7w"
    "zV2DyZBlqGOgPZxFcNnYOwGGvKlj7cFI1ZBKCO+lijYQkYdEthbbxZqO8wIwcp0ksygAEQAt/bRMtrrExiI07dQvo7rtI7ld05gt"
    "EsSWJAcMjdwgxLN+0Y18GdDPMrPvsfSOOBxJSGsFNEB4hSA/rT1qQcUTFb+at9wI1fXopIcVi3SN7BFDI57N51zkqT4LeVC4D9Uo"
    "zNKRP4+q+vQSLBy2WASMi28UVTzu5NjuK7zCHePLBVgXt+W+Ipr11WgaZG1X9ivdpBDSi0TRtDNF086K17I7odCQLCHLNk7WAWXN"
    "24xqY4iTlWxT/RABn2J2RcAEA1a00iA5zUWnLX6C1nsYkpfgNDBZgiDV333DxrbdBma7qQPVA3ChxIRC0QtqBh4dLYwraldpBD9S"
    "IbnNoia7Zk4gtqekk96mCA5BnQqbbXUmjbTwCrlq8zsb+9auATYVsLCavqVG20NNQXPq/fOJFNvTvINJE3ooMiIVYFOhWUkB1FKu"
    "LJnFfEaeAEMuvW3SIr5VqkgtYu6to+2AMrRaterzzVbDxkbLclp1C9XRjDsWFx5pKrWJldqGlkxsxdCICkIdrQIuyGq3LNC1Io+/"
    "VjZ4JnBOUdfCfOAeCXEEJDfalPi2ScRQQcaaV4CVJkyUTwtmoLxUM6GOWyT0W7NxQsHaINVp404uyjfB5J9OrWZA4dBcjquW07Zw"
    "1KtoCj9tc7NjH1PCXpfCpGoiDnv+mNnuKyGrSk1+CqLvVGU35oJmJDlqd9Q4XD4Gz+tF59VsIR6oiPltqPTBfq6Ni8F6Oui3WGSP"
    "GnXhQKeE7BYrxqiZ0n9hNGqaYdU6SoC/yJdn2i7jAeuew+1uji2Du8c1f4ubQRLY8kiavjRIaGGt4nUTZI/NWDSnNrKdQa6SbSHh"
    "QrZcol7bJZ3XzmIE+oxlYLO0q8JIdZDEaffG6tpBbFtfauuOFEx73k5ltOcro3YGrT1vxGV7XvRJe76w+0zJj3Fn1ACTWZjvwUii"
    "fBtQ0LZp/vB124yt3tYYZzDDwbGtzR9v5k+moaJ7oXPCwFPVPlQRSCJ1W8+8RguYV1Tkp6SBpqjise4zo3Zx2yx/RAesEbcY2Hu+"
    "1dDhnimCUWXJhBNizWFFSjYYNCstiyd1jQIWhnquqyyalEA0y2BegXsxiZ0x/iZMFgpwnD9SyFzIeE6dodFencp2NB+7yfq14zs1"
    "nbxTY0YwGNUt1PIMoO23iYSxWN/fqZbHmTLo+eNVsRYO6GXjWlsttvLGW+bI2EHVYLzXKfKjqq2esZN/FucM6yKCzYp6HAitSeuR"
    "AicUdMTuA1DZvn/aqeqV2sU0J0mMvLTJmgk1ANFoCYHzq+W7zs9O7QlLKCs7YV7h+qiKqle1cLrfKcQNN/4ZzeCgxTNlrHua3iaI"
    "t89IsZlolWw2sepo1+JMx9DI5ag1CRXzCusnnTwsga5fVo9yHWHYsYJahUfioauDKbtdddmmQEhe3uZidjyUAau6wFanBP3GWsfK"
    "5VC2b8PXOaQLfsqSS0Jnpg9UDNJbzGcOgaZnlOrZZpatWgKVEur0IXuPeVUtIctsWyi3TSVkl+xNctuWAb9A42wCWjaNZCrWY7ul"
    "16jm2GqkQaybuqM2YKSuY1e7paoBYe+IrvWBjEB6bBprpVVuQKa6QMKuw81v7ft1tIVHlkMJjTgJRjqstQvLSE/R+ioD43w7upED"
    "pCV98P4yCKihUDBfI+V+atmLU+mIV+voBJwJSzoGdrV0d8rjth1TsVBk9SJUKNY4bZlmlls8stgv+/2zCphHQrrT1ifox4Bv5ZrU"
    "keiI5p0ZkG+k9Toj0cw1Z44LA6z0zIvKOGjs8F2zXGu4h1vowDVDd6kyABdMTOpyQ4GBEudYXMlAJwOFA3pzMWpbiwVt4CjkfcDp"
    "1L3zCaKoYrE9pANxCLtqLAfslqky6tmzbnm6D3YGwKKEveCpKleMws5PuGCusL3rwg83FOMd44zMQnGOeYVvqUwzaLOUCiU2nF5u"
    "Zg/xuAKdarG4EKBQN6qm0lQviKYRGEvggI8nT+kxO8RksT1dnmYyUF1G+21R7hEYdi00UpRQTRtlBVFdQXJ21IvapkD7N4VQoPn1"
    "sscMUmZncON3UCndZC7qCsNyGcfl/X+LrRDTM3cgZ6ljqs65OaAB7rDu0wdJUcaSVCMp+MVkHSmzLCb5TmrDINAWm+NWRYViYhRF"
    "1QzU/MZO1SO/UJX+CyG+Z6qmt9ByAIKqIhqvLJQrwymMZxn2JibUGFO9rulnE7I57k7GCUzaDqTZxI/m3T7HhQD5sI9yTx/pkj7K"
    "lFV0p/Q2p2o+Ec3FfOx7lI+DLuWjrLxEcxsf5TQ+Ztfvka7eo/l3j+a6PcpHezT7l1He2WPpnl2QyQfMO3ss9NMOfWFNwy2C0lF6"
    "pFa5PKNHN0QV5bM8Zo/k0Ve5vLK5p/Eof+ExL21czVzA6xZtom3pmTNvRYbqsvrLgANvJVT5tuane9SOpUvtaD6z46Cr7Oi+d6Mf"
    "JinE9ps33eiWsmPpT5cgv71tlCe96saCc4tfRJqVjnER8oyQiBkNHWetzQesRXpV11CuuW+Npb0SQh3L6HQ98vs7NiG0dWJGhSyq"
    "iz0T6GjGnJBG90IaS1+iA6Bf9qhXxvacXqjhImedccBPZ5SjzpgtKsXSX2bMvoaiUxZ0VBlLT5XRDaTG0mtk7PuJjNntVHRnj9Hc"
    "PFYM8DscMciJY5Q7z9j31tiH7SldpC6Su1WMhRK9MVday7yHO0AsAWvMQReJ0d0fRnN7yHg836bBYz4Mo472ZteEccAjYcwuCGPf"
    "Ii5A1yQhcUUvgtG9AwpoK9Tcm7V5y3Nm5gKQUZ1jab6hwHaz5eAvmi0LhnrHgHe/KFd+0V34xb7jvmjf5L76Ylbf5dahOc2LPoTp"
    "JS/KKV50F3hRXuuieZ9DBDRGP3OxO84fat33ARflBC7KC1wcdAMXSz9wJVQYaC7govbjM9Uy4Got9tUFBj2lxZKooYKOheYCLQ6Y"
    "Ho6G2M0BWbTdr+4Ef0ySGCX6k1OtSK9akU6zGKhZ5BIrlj6xojnFivKEhZBf6GIHi6sl5LeX7q5i9pcR+9aZ4oBbq5htVcUBd1bR"
    "/FlFc7sd0Ylqfu25ld6moglRjSR0s0XZJGA0V1Gx7yUqDpjnje4dKmb3UNEbVr+2Ah3q6nKsUXbTbZFb624nNK2gamHTo5KqKP0Y"
    "lVClD3YGwMLhMjYMLe85kV5yYtfaz+SbwklyMhPlU4ahckSyZUcrccCXChPaGKdyI1VfZa84Eme5lKhvRi+6845oXjtidtsRXeZX"
    "Cvyyz4xY+soQ1LVHmzma8FvcZ0UcdFoRN7mpiAOuJmLf14TDhlTkXSKa54godxGx7yGCoN5gijOb3S7ETX4QYnaEELtWrHc7nRXE"
    "0k9BhrwW4jVsgvuaRFs5ciYQu/pubU+a44BongNi33VANAaRIe+d4ftmeYcmpA6jue5ytvMfe25MpkcE0+NCJn1AGvGPNDjQsyOO"
    "Evj1OIV6TiDwuD8tOEdZ8489U+XomUWOQYv80Y3uGyANhM3285Hsn2foNfsHD/pW8aMbwxcg0+nRTdYL2NazK6wz53A2Sh/d4Lxi"
    "oxT6BuUJ923Fx03G4mO21h4HzbXHQSPs8QR/NtHsr0c3wI54tmYfLauAsaefjEzHbBs9yuZ5LM2dRx6Ypr3zKAvnsaefqABp+3vJ"
    "2t0qbXdHIzNMVts3vB2z5e04aHo7mr3Q2LOum+HPzG9HWsqOVMWiaewodUlXkyytY5dQP1OF9o1XR7NeHd1ONWJd1gU3Tx2zVWpB"
    "4qNmxqgWM8NSSW66EWqPbSEdsEgdZec4ZgvUcZPh6egGp2O2hRppzmmGJ2Bn+A7umbtF6WgmpaOsw8a+NelIM9IWSpMiW5KOWdTi"
    "VqTjDIYadVJl+zmq+Ug1zDS5/T3DsWnmkRFhZMqUcZxhyWa5OM4AxZuaQDYnHM34L+MmD14a0eL2fWM26Btl0Tdmk75Rxnuj2eyN"
    "pdHe2De+G/vWd6NM68ZZFs64KmAscxpmMje6nVyP2ebZpGycxbouE7AxW3qNA/ZXoxldjbK6GmloNbql1ZhNrUaZVo3Zimo066mI"
    "WTl2CzGW7bqaL/loiiPZfmp0y6kxGwaNpQHQmC2AxtIEaOwb94xm0jPSlJfNyWyAM2azmtH3wt1mZVR1ZRBtDhWbQ1tRFW8OT8zh"
    "rrkJ/nhfaZQy0iplpJCDdigj7UnGORRCK5JRxh8j7ThGGXKMXLllujFur3G3laHoDBppjNub/OHLt7da4enhjLArHU2H0178DqWn"
    "hsNpV7osPS08L/woraXjaTUdS0tpEdCxdAB3/mZYSgtIPTYk5O9LB9OTwmpaThu4voon1tKZuLIM+HB6Mq4cx5Wl9GvhckB3QJr3"
    "pBQCy15D6rbhxeFgugr/rkw7026UvZg+Gq5PV+P5q3HHgbSOu1YQLyFcTW8IK3h+I+W/O4YN3JH/QijBNBwG836eTkHNm7ib37Iz"
    "/SHqcjB9Jv0w3R/v35e+l/4uXIgWOILcxfT6dGr4h7CYbsJb+QVrqRGOAGZr3JjuFC4IlfCEoTuFH6c/SaPhzLAtvSvdL30dNfxx"
    "ekB4YLgCT6yoxmzBF+Brl1GP4WB/GyjRoNui1BDuFx4ZrO2W8ePXrOItfO/udHr4Cmq0gCufwv170jnhePpR2qOvOiNYS4RNfx9P"
    "F2xcm34Ztf/M0PX47iNpKHwjfSN9MFybvpBeGJbRi/vSM3Gd3/X0cAhvYWn2C+G0kEu0OLdiCKcPwAml3ICW+l3UZwXlbKhXlhSv"
    "p3rYjxG1pCsHkV5Uqw6Hn6Uvo5XuHKbR1j9IF+Mr7xPG0ApjKO847lhVndgCR9HSCfAzwzPDsfTIcBna4Gj6vfBRlLkXz12WnhV+"
    "mD6Blv058tfwlYfxb11lLKdnh32A7d8+lbqOkbKEGg1+2Rlho/xy/m1VA/bMq8MOXOe3bKD8FX3nor71bihlVSM6l5Tfkf9urx7P"
    "f+9L28JZ6X7hp6d8buMP0zvQHjs3/nHo2+mXwpvT1zAyd6GWP0Jtb0T7HkHt/2xoL95y58BRcSRxBrGlnxwOoD5LqYP4meHB4bvp"
    "m+lr4TsobXc6L/0kdDGzehhV38GzR/G0fdd1GOHLaT/m4yJqHzAW7hTW9U0rKPs4rjL/iYGjdi9K+n2MzxtxLbfZLY2Qo5hDY5hD"
    "5wS2/g/w+346H219Hco9ovG/6i16TON7LT0//ES51kZryXrh15Tan65HG3wvcNb/HF+/iNpfhVJOwdtODYO914c2UoHvJ144G88d"
    "0vcQZ12C+Di+gmNgPb0isAU4+9e9F+35tfK77qp4Xf3K0ojJXhtu0OhZTT/DCPxVlHFII2UN8/xQYs8vaoRdhyeej/sPpVWNI963"
    "A/j0jLCg+1naGfiCMwJx5W2ExY6pHn0sdZaPmg2UdiD9W7DWulY5u5G3cBIccjx9F1jh9cA9q7iPX7ok/Ml+t3fkN20Ia/bn8WB7"
    "sm/tb6v3bH3lj9NdMb/fEL6Jsb2e7hX+NXw/fQoj6AMnqfVOzNk2WmFB+RvpqrCmll9Pjwp3Ag55OvKOYkZcg/KWHXMvpGeg/IP6"
    "wnWtEBvCiruQugkjYIdKsr8V4L4N5PX/+vPzNvrut4c7hr3opw3U5CaMuHth5B4DFv8s+vpYenj4KfIPpJeED+PdZ+Dat7A2Docv"
    "oW/3433LGOGs8VHU7dNYO5eAd1eBY1cSa3g0XYr8u4bHhI+dpA1m0w/x5Ai+fEHlHMb1H+BtV6NczsaIEbSC0bSi9xwUFro1/bP1"
    "lYQ5xzV7MfWATS4U3n4S6nMT2rWSHjz0tHAp1qFrMa8fFy5OtwsvRe8sp4cFfv0y7r4co2w/Wu3rwGwPDi9BDzwjsNe+pXb8ejgX"
    "o/7K9LdqL+sZQuuKh8Ij0Hd3DF/AnZeGv0OfXwSM82fpE6AWRvC2+4b1tOEYIo9YjpfkWHjN59Hz8CRn46lorXuF96eXBc76a9Pn"
    "gH13pnuH54dL0m/oy9cxz5LGCEtb09xk+rxw4t/PhCNeGr6Ir9shHLmANnluIIbcg3ddkX6K/Ieix4m1Hxu+gK8+AIx76Fb1z7po"
    "jF9CbblqLgjPrP03sz7P4FNvVvfjWGm5PtiMf5vuu0qtvnVpZ4T/wtsuE05bxBcdQsvuw5h4OWbCTsdRZ+p9xCqPRY2XTlraouOe"
    "TNewJx+Omh0VzLZ9jNZW69t1jfBnhieEb6vOy7rrOP4t+Ew/6rjhqNbAJ4Z177mtanA9aMpzsY6Shnt2IC48hPHEeI/aYTMOTMDo"
    "ITzWx4bRMQYfS3tVk7sAfo7W4SSMlbAq/RD1OjX8Vfg81tj96dPpLzAHXhw+iPZ7Y3oPRskDwzGN+lX16FFRKCvpt8JvhHuG54JO"
    "5MjZhfG1hKv3Afa94iR1C+GgZkwQ3beqMfPAkLF7cGrGKMLT0P4s50tauzjGjwB6o9adBeV8D6smW9m+57DW4eNIL59kbXyBsCsh"
    "9u1CsvVySTORK9+DytazeWr3/s/nwgLG6h+E61CPQ1jFVzDL9qFub8NanDSm1lTn8/S1Q4HzZadowF8GTtqFa3cW53ETcPhOffsG"
    "WnxdY3BV/XqN2mNVI+zhohVDyFzEqrf7Eko6BkpsI52qGi6D1jJscRR9tJiqITnnsQA8YyNmCSNlB6jU5DhrDVhsh95xGr7rLhjb"
    "yXvjOLCjrR3kFV6D8r+vsZ6E9R8henjnwJWjurKgK79Y7M8vP65ZuJEeHSzNdx1E/f4lZeqQs/ON4HfODRsnnXMr6LkNUMtG8xgv"
    "s0vz9tbUbeuR+OXwINBfBxNp+v3oz714x5X4d8hpuzXR50f0/vOC0cyr6SfAzvuwNiS16Cp+r3Tq/eZ/pyi8Cd9zNV64E2PhIvGn"
    "54SLMLKO3arvIf25R3XLVN+zMKc3bmXPLft6+ohASjvjjKS1cZ948AcGo4/YJs8MXKUPIr0Pa/iqRitrMoY1fw3fsyJu9a7CIquq"
    "3b3CiuOCreu2kc4IGwMrUZ+W3OqZRXCHO8WXLGMNOaTRdUA8Pt+7AtrCylpQ/6+IXt8QZ3a5ZpWtaS8ONq+PpAtAcxyU3OBy9Od+"
    "zKf3Y6bdATjkm8Bxe9JHwlmYdz8E97kTq9e/aYz/IufPDslAFjWHnqfZcQzjkHddj9XgetC0Z2J12JfehprfNzwMNM1b0CtPDfvE"
    "ga3p25L6iF/9X0it+zp3XDQmx/GHMObYOoeRx/n5PJ8TG5JXPBX1eBRotAVcf0X4iHi5m9AOTw/XoJ0MF50rmnld68/P0E7n4f1H"
    "NAKWUyVwxTc69j/xhiNqdT71mGB44TSt+HlObOYYDGMcBR10tFyDWNdTFC+nBWEPG5fGJ58XjmqkLqCGe1TuivDycZcNLac9Lid6"
    "BlbPw6IgjqXfBne7dS+MhR+g3occgyeXR6yflN7Zmh7dmhpcT09wHu2Yz7Y1Ub9raWs68dZRg2zRwyWd2m9R1vig+OJlfWlNfbOQ"
    "dpxUwvQf6SHhyRoLK5LSUKJ0TPzwP4DeJgV9g0uruMY9MfwjytgBPvWV+lpSJ7vVQ8YLX5umMN4yT7lWYp9VUPGPDm8JSRTBYZT7"
    "Bd1/e/TpAdT6GH6s0Tqgo8ADp4RM5R0WPbdfffBgYN114etvpCzd2/AV9g+CSRO26rnk+GK5xLBn+1q0mEgbrKW748t+T/IFttmK"
    "+s96+1EDvf1R9fYZYdW5d0rbjHtP6TTJ3ra6wpl4FLQCv2YVFMlnXK60+6S1fqYoDuNIrLevUzoJL26U9B1z7uw4vo9vl/1b7+lr"
    "wLr4/j7fu5zySn9auDb16UTOsIMlzWPzO5c6VEpXTEqxx/ub9X50MCnZYVErJvt6lCRJw1pPSXul1Keo+CS59gXU487iookTSDde"
    "i+94E+buL4e3gl4/KhywpCtcw2/EuDuebi7x4bheuZX4mtKwG1C/+wfy+8uSqj0pvEiyiBer9km4Z80lv7s1T76G/F/zmb+mb7tf"
    "OF7yLuy//EcqI+nK1pzRgvffcDgdbX4btMgQwluHq25zC7TLustrF8v5s5JMbn6OaIXzJOHbp1X3oPMnS+DoV9KXlNrY9J4Q6uH4"
    "SUbvrbnyH2j/A1jtNtKL8PXvBe9EjPZjzNDTA8fUuRp3B9WOi6LBKcl7Qvib8K/CfrZXcA1WkP3+hUvpTmq946WUIHNOJhPMf+vA"
    "QCanXk02u8j98JlzhVsW8HtLmgtN0Axsn4vxvmeGO2HMXI1veLLmz6vwln3AbceRvh14tl1Ood47ZJkmyzvmVPUncN87hYVWRMcf"
    "Tr8ZPiH6ZlAulSXS6yXfd03qc3oJM4RXDuMrHxveB1r0GDDEaUOHQPleDdxNGf4FeN85wVaII1qDn+WYYScoj9sKtxzUunX/YKP4"
    "NeFw2vD5eVzy8w1QgBdr1h3G+nNAV/ZoD+jZIa+ui9qf2MDofVKw1eTO2uF4L+55Xvg6rn8P/NYuUM7vAC687qRr8NZX6uD/1oRl"
    "1oTTj+vd15yUHuW3vEIc6apLPllbyqL3g2ZaFS45Ltyz7pzWRvpzjMIDuov7KjuxJnAv4U1D+8TZLUmKskstsKaWW8VoOJD2OIVh"
    "M4WU2AvUFscw+68C5uWK+YP07dTCKLhXuDJNhv+FFfjH6XVYIbln8AaM25tAX701vCbsVsuvp3Z4XeA8HcYXvB3pn+H3EcAvwzsP"
    "iGMhrn436Nyf6q3nBcNSK46xkrigN2OGXYKe/xbW0Q2889+AXT+R/jx8WHjMOLkl9MyieIQdKHmncC1pgvWyxcnPPwNrwDJGwYI4"
    "073iwvlsG++9Di37nEBp7HhYFwV/Der3I0lJt+6fJb3DWm6Xt90zfM06vGnfhNDZnrdVaavAfWcCy61KJmT9/3BxFDaLNjRmlrRC"
    "JXzHxn9DcW1NDW71zD3L+Umaf03rB2W4+09CH6yhjiY7OeL7ERtYS5Y1Xp+NWlyv+i+qHzbAqS2oN7b+nq0o1a1l0fyyOzmmWd+0"
    "a/V+Uf/8kpdhfCwAs/waavb7Ya9kEntcCrGGsWB04CpWzs+EF2MEfT6dH34tXI2xS7z08vATjIVbx/Fv+G5ilmRdmH4nrPlYueVa"
    "X5C+ixXkK2iZp6L3r5U84Nzwacy9C9WG62q1VNIvYxhXW+/LnBH2++r8S5tW52V815dBPewVTvk22mG/pN8bkjychesPwu8weNpV"
    "4YGzUNb1J6UCthohN2CmHRNNTpkn6XBip/8j/LvVarb1M79YbvcCvOG69Ha00U608uOx9t0lPDocEG/5JbT9y4Ltj16j3ZhPhi+h"
    "Fl8HJ76i/RnuF+yW/sC54VNh6aT0zmNEt1K2nRzHrouG3rrdrkcP3F3YYE2jlNTuLrzxflqdMq+y7PTbncJ9RcH9V3pKWPdZv6Y1"
    "Zig8/KS0S6YxArBPcClglhFuJXc5GRbjanW96vbkcFRPrWF2HxTHZZLd9ZKb2cAV29c2GWhKxplfDP54VTudz8S4u1vg/D8uDGP7"
    "2idbg6lpAQpmiDOeUoG/xDg6jlYjTXFRSaXkZ877byhv8m93FuUQyr6wFWoRK6PtBO9UywTtprbUy1u16N2D9f0R4cR18ZWU9lDr"
    "pFdKJkgbrmC8XSvqbS/a+/34qmVAC5J270VvHNMbt94/fWW4EfERUYDU+zg1PCRQH+Rs58hCsJXrmPfK8iatk7uXnNO6SwaW0tM0"
    "cndphd4oeblbIwv4n9PXFwP7U0JwXPQh5WKL6X1hh2i3NY2MhH66Q0jl/vBSeg84sDVh32WtMmvCdLcLnxIltCjpyncwx1b0zAJo"
    "5Ctx5/PxpWeFY8ohhXk6aL4Nl96t+/i1Vrqr6xqcfD/rRJr4dLX/y8ONznltlNiclNme9PE0B2xzR9Tgw+EpgX3/HHBz38dXH8Jc"
    "+XL6AOpHGe57pOX0I9CBL8TVF+Mr/iRsiNO8rWq8Dnrtp+m54ZfCWaL8ueuzKCnJb4TvoAV/JpkFdxhW8NbL0+9ihj42HHMOIn/P"
    "Wnqjav7XauFfLLVBjnXJJfLHnb59kNr0WtBkV0mD6/nhYVjZfgIa41rU/kKM5IP4cS24AlwL9yyHMa+LsMN32PKYZUzMclg12SeK"
    "uy+VfIao5uOaUUeE3w+my8Qbn4eavT7s+oXvSfwi223rKxeDqrkpHdCMmA5PCA8Sl3kg/Tu+8vqSj0toQYavltxya377ZLsi12tH"
    "ldh6h/D2YwJ16M4Kt24XYUnjMGkHa0M6VrznDmFJGjOUPL0WvbwmifPl+B2V1o/pL71Ou4hcc64Cd8Dx/x/ApIuiY9Y05/ep1DNv"
    "VVuvCUusO290VLIqztoH4Q1PwapA/LoL9fjLcESY6HLMyKvShzA/bd/5UFrSTumu9MShAxh3ezTbktObx0VD3C+sDkiaN6SdRfir"
    "Gr0n2z/9RcphT7bDcftA3QmMI2CtHWi7u4Q3pnsAN30aNBL1xR6P2fn7oFV4zwvRQ98Cdlm8GXZ5lCQIlwG3nQpOjPto+8BH3hGr"
    "0k/xxG+K2lwER7ruO/IJ/bmgeX1YI+N69ccRrUfHU1Wy1n8Bl34GWjWGn4NKuWO4H77iHeAYvoD3kjKztp7UvUuikkkTvBgz/FdQ"
    "m2o4Lr2+JVB0P5bs7kLU5J7SgFgAr7AD4/qn6efgNkkB/kw6Ipxb16aKuIM9qNmNyPlsOqRx20J7sbw/RQt/F6WdIgnMhijcw9ot"
    "P4hnu2jRY+jjyyU7uTd4i5dqL+Qa6cqdGYjRTCK6C/h7TVzKqnj2MKDpcU45T5N0A24HfLfm0pb1ck/umd6bS6KieeUnkhgvguIg"
    "ZlhOdWmOkiM+gLrfII21vMqF8DyXuHAGfQKtcGO6BPBdMR6u0/7ETXjvEUCvRc9T9nK1ZFxsa/b+Esr6Ht7xMtTsrpi15Gq5w/Py"
    "sC+9A2v6ilblK10r4ni6HCvw0yT1WMcsN8mvyYxs1/b/FR69ErV5RaDM9o5o2SXtLlBG97Tw/2pd2Jo7/MV+6a0pbetnNtLqgBxp"
    "w3d3NsB55nL6Mv7TvfTbucbH4PpDzbSEsXaVZOjXYDYvavf7UeH3w2eB36lBdx5m+6rkaKsuDzY8+j9vg59jxh9NM+JESY1fIUkA"
    "59C5YWcitbUuefKS6KcDmLmcmV/1dYEj80+DceLU6t5a/rZ1Df7MZYMb+s5FvX8R2OYT6fzwLIzDG1zXY0HtfVGiLvvWcrH/f/To"
    "Zgmt6eDmvVvDPmtafbamVH+SLhB/l4Sh96VLcdcercRb87QnG1X3CFxrBvfeV1zufB2+mT19JHwQ8GUYHdek56NdO+EqUQKr4giO"
    "SE5xKM2Gj6ZfrObIkkb0AdeeWlNtn+oa0jf/G1L4FWFXSquuTu9My+LkjqZvhpf8gjHFqjRuDosm2YX++xNJ4y5KJ+Omttbv/YOw"
    "5PJS252/SDL+R2Ot2Honf+vevi79J9b7q6Rp9QTMV+7T78CY/alOV5wiTLIo2e1eyW73Y84fSXvE++5D+/0Kvmge4//h4QasI2dh"
    "pq4m0/M3naXV9E68f6943FWM1Ovx1HfTS8K90TcPQZ0/k06GYc8FBXPM844l44dP1Kw9qpy7hM3UV7/fz/Ardw+f1/qwKn39R4X9"
    "qNEvB5vNh8VvmmY4dx1WsMab3GarWm+tZ3drRsgP0h+GpweTsBxVOcvAIHulibxL0oQN1HhVEp5VcUUvDj8Czbak2W5zgv8+iLod"
    "PAlNcRhfbJLNe5f6UovChauaNVwbLsPTJr+httOv4L7Hhz0pDdC/x1Ly8whbXdlaorn1iN+BVn1kOF96LQdAax5Fu96oMxappDaT"
    "NJFDeGQ45qN7q/MyW2tVPi58F6P4Qyh9J6jaUVC9Twc9ejVmz21AVaxKYsQ2WRH3vTe9V6NuQRQOOakqWpCSVupQ7pV0L2ussc3u"
    "Gfg9Dwv7TqqxdkG6XiPmuaBCj2gELaQ/C5QZPQq4fEH7fnvR/lfjiz4aDog/ekII3nfHdSIlr21bz+17hLuF76d/Sl8DvrsLMO5r"
    "wuPx7Telj6F9vgUe+hp86/exht2EsfYqhN9Hb6+UM+eqNFRKGSp+2iE59ZD1FS9DW78GfWtnpT6Iq/P4oge4VsSZ4YF485Wgyp8H"
    "Cno5fBsr8jXowT8GB7KeXoQ3rmhPglzgYwPbhWcK8tweGpgvyb/wpcH2C9ekPXJEo+2465KzjW8v+ZKtC+uuZWDY4C4hj9LkWg6D"
    "WndDm9Zc6oD/OjjzfwXPcUn6MOp8bfrdoevBd+wGnntPeEigpOdTGJmXpjHMgOvTV8RLraJOWU76KtTgNuGg9vG/FsbRfo8MH0cL"
    "fCC9Fbzvlels7QJs1XOXhTejxI+kN6Xh8O7ww/Rg1OOC9Lahb6RvYwxegHd+Jo1gpHwWY5CS8Gdobl+mtlz3dWUNNTyY/jY8LvwY"
    "4/xCQAfSF8ELXok15CaMgqeDP/lZOjX9MP1pejs4znmMgv9A+W9OC0OXD5kW9XC5u3x6uU92BVrB1iPTaH2dNFCOJ9JHh1yrzzDJ"
    "UXGFbIungeu7Gm96faBG9BXCYdfjm+4UngNs+2nU86XhNkNXpPfgyvdR6l+le4U1L4UrO3ViH6e1/w8CZWZ3xxfcAPih4RsYf/fR"
    "DOFsJib4K7TFV6RVbPoUO0SXfQOlXgWsyXn14MB5dXaoY6W7SLPW9MAWMCbtG/dof3QPvulvQF9yR4sr39H0xPDvqP8N6bfDm9LF"
    "4UL0IaXXezG+LwKPtAN1WBU3vCo8tEcUybnhbEkM/hbf/Qp8L7nga9Nvpbdivb0w/Z/0gbDh+29GI99Xu59soQcAuj5x338DuH4Z"
    "lOMO7UfvwCqzAUxj2rsP8eftlOTxdC7qd85tzknj4b3pQemNaST9W7ggvR6U5zGVYbpP3G+/USshd2XZt7crtYsH58IxaUq+QzKV"
    "/Xjq8kT9uGVJfHZhJLwad1BP4VKMgUNog7uHF4N22A3ol8LL0c7fwYx+2dAy1p8fpvejndak/cLnHxGOqZ12od77T7I7tuq7DiuS"
    "JaV0T2lqXiFtt1PDg4FTKU3bp5XwlMDW4+j/VZcC/Q7iH0g3aAPhrpNcuV24Rjh9KnwZ+OAm1JJ9fmV6N+7+maTRK2nVtQIoo92Z"
    "3hy23isYDqPhMvTBQYyC3w1/gTdQI/OJ6QbM3a9gzgzjykG0x27MuP34pjvjOy4ErbZDchOekP0J2tX2tQ6U+lOruHPRdS0eHrir"
    "8QD0/umhL5Hjl50uPLIT3PuGU7jH0v3BwZDOObhJ9/hjWlknhP9IR90nfBE82sH0NqxGTwovwrd/IHwyPSO9aijL6th2v45VbNFX"
    "vJPp7m/9TDXcI/wfaW4dR/s8KDw3cL/439NtsXq8K+zTLsJt0TZc35clk9iP1eUB+ILH4HdH0BQ8dXMHYNUXBUoZv4OZuVej+QGS"
    "Uf2WuBRi4zugF/45cA/lrsCDi+qtq9GrK5j5aykG0/Rd1m5OJ3w6fUeSmueEhbLFl331XlU72n7dis42HBemfaEkYMRS31f7/2/N"
    "y1WdoLtEeCT5iYDfEbeyIMx46CR12yfJ6VHpwfDLnyya6CaMzDXpTi3rreuSyOxRi94T68UfhceEp6C3foj3fivtD1dgxN0Jbziq"
    "Vq+HjyTTbF1UbR8f+A1HnaNdE6exLrnaMla7p4SvpkuwDp4J7PdhYJjXYETuSf+INvs7tOox4LQV1PT6xD3ZS7CmJHFeW+2ofQYz"
    "6WK87SkYX0eBU3cDxz07/Dlw6U2Szb1G2oPH9N2UVC6LU/w5ShjRGFrBWx4FaD+gfSfRe1rA2N1wjZuEty2J8j2kEy/sh8v8lOIq"
    "cAdP8yxLi2TF9bJejTl/XD3MkfFgjMSd4ul/RdomzwnUVj0sqvgxoKtOA0VzCdbTiDHzLozUizDgL9v4L8z8H6eP430fCu8GbXlP"
    "rE/vREt+VrthHwOGuV7yyB2YD0eBS8ndXIEvvXf4G+Hvy/Gdp4YGsNgTgE3vFngWJYTvpavCp4AHvoJV+o8wZ6/DzJlLPxt6Qfj7"
    "9Ahgoe+kfwVP+S/hRxtfQS99CHP9YaIiiXtfD5rri6DKXjRkq8RQ6J8GIJ267usVNSWfhW++l3jPdY37Qy5RN9nes8Kaa8uS5vop"
    "evQqvI2n8lqYMb8KLHwl8p53El3DrbmCp5anfM6WtuC6eplr3+cxw5+Dsu8SLgU2/RCw4pvwvV91iZ9pkb1E2qZGER8B3kiuJTkU"
    "7My0cYiLpZ6/8YSDJ7FDeCn6fwatdg+M9H9Dj7wVvT+CN10p6cs+SYPtVMqC9DBMfntWsH2HRdRo3fmA3wybT3ecvunM99Xo/XXf"
    "Q1lPv6fxuo7+3wXa5MUa4xviAe+B2bdP/Od/oR8WREk9DiWfExZFC5wjPfd11526q+iqddS5IhphL/oxaeU8Uu4bnxsWdXJl3U/G"
    "pZIPO6q6PThsPYPn0/vBO7wf6+CFmDePDi/EG7+a/j69ZugMzMQN4cjTMSdWcP9RPbU/vQWryiLGxDXpuM4qXgxoLHxI0v0VrZQr"
    "6E2uEIVLw5dAfz4Q8+cgMMLloLMvRV/uABX8l1iHXhbOGjo1fC59Pd0Fo/pDoBn/GivUx1Jba4315j3LveXdGqW3FfVgpxrvEEx6"
    "90DRFTdqB27Zqcol8WIr6bywdAsyhHvhR828Q6BCb5JUZFlcZ0JZS2jft5yEr/8qvvxKzJKnYIV7AXDpDdqJoi2C1fBkXJ0BxnoF"
    "vuMtaR9ownuHu6XGSfAoW+gp0t5Y1+m5AKrhoGtzrchqAGt5WHTzmqSxCyc57bU1h3yDzmusiFLfhVIuF0f6sKFd6e2Y6avJJGzH"
    "1G48s3sA1/fq9Balri+UTIV0zGtR15ucbzzkUsl1jJOH+hmPA8AWpu95O2kyLrtUa+UkbbC1jQ7S/Ae1upq+DzW7zwqfQLv+IebQ"
    "/UGrHRU//bTQxpz8KeBKSOVZ3DNdPny6+EGOid8JS6Ven8maL/dxtrW86uLUcHmrYdBl8ajEcrVwQGNmTXLqq3H9PuCwj6hHTW9h"
    "WW16arBWIuXzkECK41cC+cjDkgM9VpwL91ZvEz4QdqmPLtFXH5e0YlU4YUnY5bCfeOE5gFeF/w9U07PDfdM/hreHJ2A1ew44sm+l"
    "f04f1Pt2u/R4VbPyucGk6Znv5hfeudxx7kt7TguDu12nBMPa3wPOtpWjCAvSWPsz9CbPl39Ya8YRydtIfSTM7kPA7KYdta62Mq3D"
    "B/uuxCK45qOYZ8mlXMQ0N/rqtexcwZk640jJPuUVeyR7/3j6LNbnK8Gn/XZ4ILDGqeFXwQ0ZX3qR6vZa7V+YNh37+2vSGjLa4jeE"
    "R+7sawRzr0omef4NP3+2S/W5UadADYO+MqyXJ4Cs3e6ptjlSyu7ZRkV618ae9J+njAF/vW7osUNvRl0fBc7w7ek/Uep8ODBE7Z+z"
    "0q+mUfD2P8WKdJrvud8/WF1WBjSAjAJ8nWQdN6n1jguPcRfvkgSKEhTN3vTG8IDwQ+0K7klvwuz8AuoyN9QK308vxSrxPbz568DM"
    "n5TcdlmShE+CIj8AGnpN685BYOlljNiPoV1uSn8MOvsrmFcXope/hN77NsYdKcpXBnLUV2P+PEJn0s8ArWfrAuUgp4jKPYYeWheP"
    "nLAGvBmUyEKipOwg7t4rezx3x4i5N0o6jBqsao1/RlhxexTX4Oqa5L3rOie27HLfL+KuUddMunM4rLM/xEDXaW7vw+jbXb7nbnjn"
    "FcLkQXvi6y6FNKpz7STPbH1lBbTcius53zuY3GGnJIiUy1whLLxHWiwvAIW+grH5GJdBb7idGEofnhqOa0Rfpv3XSwHvTI/G2H1K"
    "IPf5J+ELGr0Pd17fpK9mBYcz/eegVXZr/3o3nn5J4KnK3Shhxs8s2hmSQ5plFwg3UfPugPDFXweewLxBHDR1s6/GyHm19txeFr6Z"
    "PifZ1v8eejtWray9s+onOx7qqyTx2csx0j+G2f40rPNfR5nPDN8W/5otgNxuQP5m4XXgVPaiLU4L/0t6fzeiZlehTZ8NqvRyjKMd"
    "GA+vAAV2h/DycHvg53/FPZdqxJMfOCLNjQOSlvxeeBy+8+dYTU4PnwKd/kGM2Lvi+d8Elv8PtP2+9PnwvsCdvstxZTfC3ei3i1NL"
    "vDSlhgddB41j+SLRWuRAX+cn+A9JNrOaTFeJ33uteo+t8FDhnGXQDgddeh9EwV7mJ4F/W1oAW61mW0s9PgPM/PGh8/Dtjwt/Fd4Y"
    "Dmw8EiVdsnHXjSeBLv73cGX4YPojUD/3DK9AjU8Ldwjbw37QTnsld/oZ5sBXsX4cRotehrbYHswy0lF8E6Fvocbs1xuABw8JF+8B"
    "zt0vre1jkoY8PLx36EvAQBMp4t67pjOHRsOrwmh69watT/xu4Ji7WnqPu0WJfwI9dXVJPfUp4DN93diQ3Nb4Z9qCuU1Y9XNP+0Rd"
    "fw+9cn16+NBucBZLePvu9A3MpgMYBwc1Sn+k9YE7UqNooweG7SjvrejxU8IFwKVHwZ18LjXDj8Ofop/PDlfqBMUV+JL5sF/c5yWJ"
    "2kDJNXJJg97JV9oFzdAl9d5hceZv1Xmgg/i2yfBU1PMs35m5WtT5l3Htarz5lWiBf0mfQ9u+Wyda35O+BFrxRWj1nWiXx4l/uSIl"
    "aewdREs/Juz3U+lD4e7Slj0n2Ly0VlwTL7qhMXZce72TmH+Xg7c7CqxNnPiU8HvhgOjaRZ3/OZ5Mct0fVaeopb+aXirKIYlOW3dN"
    "pofh/r8KH8UMu2jjHuGdwOX3Dcc3PgTK8+lDk3jbV4Tl7yD9m+cBv/0clP7jw49QM/bTSLATlLYDf99AunJr6zffB/bIp3yMXllH"
    "ed/EnH9AWN3CusrWp2+ent6Flk5o61eB430f2ukuQ88c+nJ6oe8FrzpHe0hvPFfSsGOi0dfE/R2UPGYJNXg/2u8V2q+304DrzkMd"
    "wZq3gBF3EKv2DTp3/3GM8Eu0qh4GJfho8NtcEZdSO32KIyH8gzSIzkZJDwk3SD54Hd60Q/zBdRjh7wvXbXw+vAEt+U/gWMfDdPp2"
    "eGr6p6FPAreuSDOYLXmuNDLYU9cjfHwwTnxFumpXCUeTyiAuuhT3PjncF7PhgaBprsX9X8Z79qC9vytpxRXCvQs6NUv7Wc8Kj9I5"
    "jA233bVf0qSztd9EKdO9wweAf3fiqU44L1B2+2TMpW+4PTI+9T213mwwPWrSmI9B692QjvlJJtKWH8CIWsV6MZ8eDaz/4fQa4Luf"
    "h8rQX6CEF4fXApM/HGXvxGz/AWYEub/rMXLfi5IuQg2PSVZ1KXDyfcN7QTe8A3P/JWFr61HfDe9yHQ+e6LQT+N8CL3PAZ022ZfUI"
    "11HgPDoVa8l52jNfQ92vQY/ullzhvHA3pyDWXDv/7o4dDvsOx3FhisOu13EcM+Busqlh2K1va21F0qjL0JLngC4cCpT9HpLmHOf1"
    "7wTTYiUuMQ50t+QHLPWd6aNou1PC34RHBlqd+z4o7/cj/xTM+5dhfh5Gjf8WHBf3/RfQfke8ve4YHhQOajbuwkq0gpotYBRejPXz"
    "PuGTWPX+Pn0K9MJhcHz/PDQsauI2uONnKIdUyv0Dx80HwrLmBa0kPg3vI8/9F4Ec8Gfxlo+hDY5s3A+44vfDKzG2PpL+JZw69CL0"
    "4h3C53GdHM2x9C3Q2JS6HMAbLgRleC1mODH1a7U/R9r+1RizpCpiaUNxw/mThCcuEye+4qvAhmb/CyQnStKOfXQ4O7wB4/QRGBU7"
    "gbm+iFn0NlDGP9e8yHpMq9K+e7F65N5Dnwgj4PeuSg8Fb12kP0G7/N2pt0cJO8O9UebXcM9zwvMxXl+JUXDl0D3C/dFz38BdV6Dt"
    "fgoMexBj5MZ0I9ro25iPi25N7oDW+0XRHoeR/+P0RbTCHdBbK+LxTglPC38sHu+IbI/sRAtTI3ZnmsOXPwxU9ndQKufPqjDPncOG"
    "tNoXhQu25ij/HbV5V1iWtcjzUdpT0cangsrmyeH3idP8tmg6OyG1InuZQbvpZ8nOwYZwh/GXS6ASjkvqwRP8i9LGomSLu5qXOR28"
    "nt6M2ma5/V5gwasxqsSrof6XimdimXvw74b0IqdjjXPn2d4XYVR8BxiqEczW5op2RC/TDCAnsWODJ1NGUhh6H8bk3vSOwNOKb8C4"
    "+iqoPXLkx9DGfwDs8AJQNvcK/wkcfBV65QZwG98BnXctMN2vD10CmuSH/5e674CSqsq6Pq8JkpUMCqiAAZEZMCcwj4Ex56ygY06j"
    "Ys45x1FRzAkVUcyiIBJFkJxzd9M5h+rKdf599r1V3cxn9b9kub71/7rQpiu89+4998R99oH8hMhR5pg3477uafY61Ez+IPsrZ8jB"
    "kATrKRwKqR8tT8KLMOzVI/hdV3GVi+mM2O8l4jOsndnHqz6/2EYO9nikPFo918eZ1CcklzwwrsumgTq5zlvlvcR1aqR8h2gcfmCb"
    "DK6/0VsuY79wuhP8EPpUDb7Cvb04hiaRdEzsYtYGn9cdKerjjJiPVlNY0x3gOVhPmnFANejhYnqpVJvL3WZ7pY88HZwqj5Ln5k3E"
    "lOvkfviWc/GkraEfegen4zy2l6cMWY2Y4BnEazfDp3k+uFpf0Lelk0zUJTh9v+M5ztOHdATuq6tshKyWM4NzKLTiduI8JPPLR/s6"
    "jNUerDqaB6lY4TNHEf7rqqjtcZJHy96BY7e0XoplWMWV2MvtcFf23Wt1JrSGcVn0wLWqqU0tAvgIXmgFr1VFBI5VWH7lT1Xsf1We"
    "eeu47C8uBqvm7jmmixDXej9fY6xDbH83/FPLut+OM3yMfBcshEyv1JfkF1jeQmiBTZD7y+QI/L2brIM+X+D7EZOUFeO3qmUfWgyx"
    "RgXuprXUErVsElii9pso4q250L0LtZiZt2OxfoODWrLRLcLOva+3QgPfizjvIHkUu2O9vGWyOFULXWh8Xo5JZlvK4mLKuenTWv0X"
    "mdMSrEFZns+QHAnyfyW9zxdixUVpW8OsLRb73ExUz/I8ehFoGKuYfAUt/o+gVEfSz/wAq3IC9ugl7OJgeFMTceq64F05sHcTdGig"
    "PuJK2+dQps79E05hGonp+EOtprOEeedBHiFjZ6Eqg7O2TGSuOiat+ky3p9NwDvdV5ivfSUZfx7ESVElfZZ3vXq4l/q5av5KoprV0"
    "tyaokZC3b9nWzXpaXXa6JeNDl/Fbh/cFMsDjqZO+q3obH3da94J1PPeRUvKabg89mYOfK2GBbtP+2NuTZSqudQ+u8JDORcy0QLI/"
    "ab6ehwhyDfT5/kE9M6GF+IZHyQq2J3yQNvINu9ZXwPscJHOgCz9X13Ud0tcZ+5fymxbhdx1xblfJ0/KYfKnvB+/K7pqfWqW9dGda"
    "ijSi2GFRRRq7WrK94qLGnCao15ZeC3aRmXiyK9gj/K48rI9Bty2AjC+lT+X82zFk0HR9cAuJPrtTn5MaXqs1XmvNCm1LPGHS52Yr"
    "Mlm0E6A9EqqZmKQqk88cKqXaaJP/3Cu1kGbHqxn12v4g1msM4TUTnmAV9Yvh7o6jH5ZsUpUP/gdatYFx6SB4XjN0Pbl/6qGxx0Eb"
    "rIPe3MB++hwxv3AEVusXHRL8jkhnCv5ejLWrZ0W5GO+7mxK8ADsY1wcg43PgDy3E+6dpSJ7R96HXjRM0xDzQGmiCPPq9p0PCHoUU"
    "vyVvaFt4PB/DI5kBrbwS2mVnaQ5H7NjMJFOfsX4y+/1ROKvdYNttRYohy4OxHgVEpzTlQduS88n4OSxzV8FTs6/sxAr9EqLivsDq"
    "3NzEI08wvkrRL6/LeFTpLJjjsc7Oh2K6u7fni0oz5xkmbOAW7N7iLYFj8quFzk3HHPXs13a2OcyoO0rLsB97pZLUWnWM6+KeT3Q/"
    "SbBXeZA4bptsd/AOK4Fx3EnCRyW7QNNblv1hSeY8qffpz9iVy/Vx6IWV2MMj9G3EzAODX6BtP4LeHod4Y5QUQFbegkWbo+vYzWNs"
    "EJYdmQxfoAM0jHWz19AzNVy9yeg3EmWslQfvaxYk0OLGg4NpOgkrthEW4Ga9wjNfuJ0eJGkfP8bqwwuUkQizLHWs60eZWa6lnXD9"
    "4+b3XYTn74YTVK1bMuI1/Wcz8w8FxKoZ+nQWPlkiP0FPug7qJK/UQRwyMITvw/U90jTNm2Hncix1QQ1sibOzg7lPB5ANeC/Y5FGe"
    "bcppjDKv3y06binT9DVY1APlFnlan5Ub5TXEhf0giQ4jNJz2cVcip60SaZ5F9le6Sszb0kYmTZcl6iZtKb9xPkk1vTmrly2BJm+H"
    "uGoDfd9KNUzyrrKZstRc30c2pocIZCNG9FBML8H1tqdvEccudpYHYQPsej3kKrz6HiRsYtBH3pUaSnGM2DSTzpvpdcfYW+AYQhLM"
    "d6coz/Ua95U9qxlVeBypIVhW82kTPjcZ0RsRg5kPdTVrdV8x06Xq+KVrfc19mLhasZ0cxx41xOuKcq5rLWNJZTbMZVOSRBBejtex"
    "v7BYxdpT9oMuXYr1vAznwXCDP0DjdcAJvRZ+Sik0Yr7eDT9xjNwsOwdH69N6md4Pz1aDHXEv8/QZvdqjTDb7fsD7eA9TKFtmHVPs"
    "jorDu16NWMyqTstZ1boKzz/fR5OtfPeCW5laj1d09a90hsHw2D9AFz+mVlVZqytw/6U4l9XSR5ykbPS2aEgT/vyWkOAeOJs1eLZS"
    "WJxrpCNsQSc5Bv7uLVi78bjvcbBR+Txrq7S79AgWQZuu0YOxHov1eh0eXArt/jPW7iNeb5Pujr1ZCR9uH7kH3zwQWncpfNrJ0pWs"
    "Zi2hR/vJ63KMjtXpcnczkwxCsChheoeL6a/Hid+KEKcW89LZwKjSzmMK7/6ar1hcaoic3pKk11lPvMPxEqMn7Lr3opBQW83vZTau"
    "9Rt0zQxo5mVY/VtkLzzttVi97TNxkuMWTiNSkuyliPLbCtmxEmXnZz0iwyGQE4sPFpPJt1CNo9MyjG9LAa98Fa7nOJBTtPkJ3yPb"
    "wFMY99x5tzEXZHyc7WTLPoaUpjsFHYok7HOpMUSPKdYXvsG95ci/YQUOELvDJTi928mlWMm7WQU3PEMfaPDf2JUWpra9NsPT1ks6"
    "ZKovVbQqG/Vr7OitugeeYAhWprcUyo3wbp/F1aw2fp9YF+cy3MVSSM8m+HxDEUHk6Zupl2VlahKeZdtgDJ7sY31avm625+HvRIc1"
    "Mhika1fl0C0N1D/WqTRELD/QH9JxK75jB4lnMAlJX+t0HHzdxPUSJZk3PURcXBvxvItx78OniJk8kNXXBfoLdOVG2MJx2lvPgb97"
    "ic6UPaUqKCGD/Wx8z3DEX5/gSWvxOWgDeNEx3utaPn+MlnydHkVNu6dcgO9djEj1CdiF02VHWcvuoZj+02e5NpOLoD7jjVj+soNn"
    "K0x4dhgX1+TpoeJixzbi4krXI28ezAp8ah39neF45nZEJ1nlqXcwHvf5NE7rWEjm3fRwv9Ar5RoixL6g9V6gU4PfcKqqyChQiGfc"
    "GZ5upWe8jKirmL8NPTNHxvPe6+hb7M4M1Wot9KyfhvpySLEyroJpnHKik2rZOxNiBtaewLqDzm6m0uXmsjTwdFbgugPFRSchooFc"
    "/iPh+faNl6qcVdQ11F/GEL4tzu8k/UnWw24eLgfj6X/TlxHLP6+WIyuUXyGz78ghWXu9RGZoEbybqyHDrWUBdrMY53cyIh9jmq9k"
    "XtAsYmvGHvX0TJY3ExWoPigxdoypusptEifK1bsv9GxLzua1kwPlXXr+N0utRzF0Y6a+kjMeekB+/g5v2E5hCSxPZ0Tpg8RyldNh"
    "s6aSM9AwVhvYzWt1pQ24UiH7kFKZjJIyC2r2d19qoTQTctJ35VhcfpC8pmPgu7SRnsF7mht8gajxA30X8epS7MnJsoNYD0ENkX6G"
    "Du8NfTJfj4EF+5HV4TBiBJugsAf0/0IypsY1jcFM88X0pjZbrS2CneQlOV776If6dnCYdZhpRD4nW4yzdw4jn/YbzQu7FLFrLs92"
    "mFNeVmKHUsyo5iEO7OnzdymuhovZsvvxCu+jgGhR8djmsN/LKHzfRq1SAQviML07yGlyvZ5Epttack/vICcTj12j50PW58IGj4At"
    "mgt7PBrxzwLszsOsKzgvsdr3P4eJC9gfd9YHUlzDGrd1q0+AT/Euq2sR+BOraB+vgUwvhm7fqPfIf3Ro0BLfX8uJEEuhe16jNZqJ"
    "VblaHEKmNTPrZkMO8v5BLvch5X3TBDOPreR4ibKKdbNYDXQ76JEv6XUYS5Z16/URq7RHfDeR05nGbp0kztjilBPgqZ3LHrkwVmYW"
    "TmINu9Duwh20lQb6rtYDmKAUF3uk1H7sy9qZSDLjVXiaHmpLZhd/hL3agHf0kn+Re7SR4aClpDEzB8paVkiSvnPHpkJM911+h4rr"
    "AsujbuqAM5Lu/4z77jWXgVudQWaP5hwLoa6pxdpFMwwxSpTIgXI97HoJ7n4cJLyCmIB2sj3Pu53pLrBhCV89jXH+Spi+jvm0n0CP"
    "xJiTrOUKWD+A1XXOEzs9JfxbPTW49aZUs1OsUP/NHNsq1gwOz3h4Zisa61cLIfuFcm+wJ2LtWan7dXoqJ9gV+vdl+GlH4No/4HvK"
    "8R6T+1HMPG3mGcoesSQzjDstyIg6UNTXtG6FF3k0fPtn9QDo0XFSjhO6o+ZijzZjpwxl9wY8pxdh/x8Sw1zA54SecBNtbC3Mh19F"
    "3242vv1n7YQY7u9YtVJ9Mxgs70CP36i5qUdFfWXX5Pcg4n3tjn6B9K6Dz3ETPhnXT4OGVI68hPV5F9cY0Mwcm9XYp5X6L3zqLDka"
    "kdjz8GsfkhfkTDHOyHpN15oiPlcbZ6ySrebaXgwJMwj/PUYMHVpCz7OaiINsSNldxEUa9T4SsSrhEPbqGmK1Ev5WWzE+pL7Y/xch"
    "YRtgl9cwL2B5wXVYpTJ24GyCBjD0/io9Vebh+5/Vw6BbLYdzskzV7+SGnIWwEAvwDOfgDE7SM/C3Xliv9/UyyG49UQO17LqyXs0f"
    "cAV70hfF9R5FiKywDqtpuFIJvNQPWP+MkGsmX9/BZ17TB4NZPNVJj4NPd7BNpFd9Zc4e+pS+CYvzANb8WTW82N/085zh5CRpirtN"
    "Mqa1LPIw4m5jqhku2CR5NVJ6gZ921fSfpH4j1qtRRn87yuepYda9WH/Ak+wiUc/h1FgTdljBx+iVhBkjhYn4SuAeV+tI+SXoC6tp"
    "6KyJ+M3n0PjFsHV3BOOgCxtZc9PYRffT7+y6sL2fTFRtDTnSTG5WcSVMajb5GDumJ+FMHE78fJrjL0nNZR6i7cs4sqAcRpzYXtCj"
    "1j12N6L2L5rhxCxlJ3EbcWdzW/IuH4V7KeY5MI24rcepJojkt/26kfXhQFzfnzFm2r3sBJvRgLu4WEy39KM/04q9b2W0U6HMk4e1"
    "yFcIT4acfAoPco3OUetmK9ZPZLLMQww4B6v4gHwMb7sNYrzpeofcrsMhsQfL1fI4Pr0ntHOBpnwuZzW97wY9V1LMahUyFimEFayD"
    "TbX3zKUMGGI5kuEAcpNjos1gGrO/sptcg2+aleFGdT5s2J9c84t2k52lyJ9VFy8o/SbHaxXzK2oc3cvoQ1sv4a2IRtbrYpkCnbNP"
    "cC+0f3ZvowB2Kun1rD3bnuQyL/eogj/uECtWy9Y+LOafd8GV7mAlqJh4nwKiNZL+3vry267AJwYEl/l8QT11iX3rTEZQ5pGFyYiS"
    "YB9jPSW43mNIDFOQop6u1SOJl4mTIcD2ZzXz5lHWyUKIaOtpr+t8tmWZ/u4ZTuKIGk6SsfI+zl1+6hE9NYhIb+xle31UvoFG24Rz"
    "Ukh82RI9INiAT87Vt3D6tpOP4PtMxv3dCy0yB9ebDB22T4t3dbzXOGcQW7TZd+jkkcO8gTMcB0AzxvisxghcAp1lXvp04mxS0Neu"
    "X8eyiheIm21iuLJBkIbdaWnLGe3U6JN4igQiqjV6j34NmZ2IeP0EOU33DLJnzEqZ0YrTMz0LvuT7RI19BF85ri4jb5bwSHE9Z5+y"
    "YlQF790m1hgn1s2MEs37eZfMqRFfk2lki9mZGq2cZ8Bp3sN93qfWR4E2qbItfSrXtViln9Ge/Yh1WYTPF0AjGa7MJh8NREz0sVon"
    "UjdoiRJm0SrIwNrATJ2dlnOkjjG3Q1lV0AuwrMka7egr9vsSsx/FXkeI2E3w3jpRnlKZqUp7w087AVffAIk7X36EPR4lIcbxY2Ej"
    "zpf84CLYjAU6THOCYtiZ7/Q8HStpzpm0fT5F3ETD3/G5oZLy92Id+lUeh9TACXvVPnOQjjLStqCM/bppREmSWUyXT7AVzIVtraMV"
    "MR07jBM7rPtqOf4/AR7KDvBG10PPVeG/p4rz8IyvrIu4mKQNc+8DIM+DmXFx/N0nSZK9DbZmt+lTcg+txky88mHOq3qLHquH6luw"
    "/Zsg43Pp8xmSy7CEU6CBDpJlZLqzbz4V/tVmasRqPP9Kr88ulhA9d2PATREROIfY5wPhuTs9EuaJuMB3CSf0RLHXY5powlgWh8W7"
    "GBHySjzv9zg1n8D3tn77/ji/Cc8e5daxxsdwh0tSG1nl3s5kp/4lrq9hJnblCcaii3H14/FsA+Bv9oSUtJD0XLSw3skZrgn2kTTl"
    "qWufYYpyczzj9OouJf6kntIZ5lNaVsFqkF2kIjWAaLMiXLlEnwpmIHJdQ7TSGvgg1hN7pPxbftM9oGnGY7Wref4izH5cKtbjfSdz"
    "OGF+c4g6LkIGwQrYsgafYYyRnbyYXdEJ/rQZ78nFf+uwSt/ibLUL8m06JPRJDSOtnfyEmGJoPOXeVxCJFaW2vwu7VAM7meDObyTH"
    "UISW2O1cX2i0IWTl2EkGyziyPt6Np1gOzVihz+kBiCuT7Kd0KNA61oZclFbpeT1cZiaGKLHG99Qs26pXnD/tely2wVq1hq8ykFbs"
    "TBkaLAhGQ1++DZ9zrL4HSbI5G1dz15LMxLoYPsVTGKcVbi1OO8RocU4UN2WjhJn9akiiQ20cKV/Rx4ro65K94pn9lRi7DpdwrpFN"
    "nOnMvGFIbRbN3aKee6aBHTEDGPd9yn1IcKcMT9LAuT02S3OEnytmuIGUrxxpZlJn9i6sNAPS49g/55vOpAa2aDXFXJHzZwwdWqgp"
    "b2FingU/rb1cfvArePmdcDaXYH9n6Kv6ASz1OqzXJ2TTdXnk1hJi74ljwq/Q++HPGB++MWzuAlmfjRWZZGx1GZ5esxWWSx3gcxxV"
    "0H/rpDu0z27wNBK4Tk95ApI+FRrJfIeZ7PmaBU3XV8qJK9lf3pJp+pmMZMybgkyuZyfbMvoaW4MTyv7KIFnC8xFljFBHHKtJSD/4"
    "5Idgf2dTX5wo53E2j3kK65mhaSW/4u8HyQrGCwU4r1fK5WJdhrOlT84IeUrvg/b8GfYnN3Uj8/5h6gHHXHYuWROT9FDTTEEOD9q0"
    "7lwGO3AeojnDu30EH9j45tfyTpXY4Ij3x0zWr2D/ZrGxecpY+D23IJ60KsxRiJ2/xso9RGa9uOcJK8cqP4LXrea7ChayGPFrRWq9"
    "vqR7B29oAt51BOevE1ZmM3MGjzPX5OqBp8j3aqx3B1PCCuktuFcux2pUNlN7jxPbmgsLHvdcIVEipo335lM1hrJ3WV3Ig1W+Gf7p"
    "Ol0ln4jhTNfhbmr1Z8jHedDM70FaZsLSTYG3UQ0Proj6P0qc93fsuC6Bhf0Y8eVJssaqJfIt3vUm9PsU37NX62cnW2wyDB58laZ7"
    "ad28l4hHxsV9d1FZBs3i3lNMj6SI70jQj4r7vH8Sd5jgd58hD0kHWO+fsFOLyJ64mpi+36gNarhi9ulZ8CnflFPEOhpesMxU0B1y"
    "twk6rxSfO1Z6ydOyUB40LCDeZR5yHzkfVuoFOTtVxlxLhDwFY+BxGaJjAe3aNbqPPIw7/hgn9msZl9rXGOeCO6SMrCFuenmDlDIP"
    "YOvxJdauEfN8qDhso+vft16a9focJGmd77+M4fpm3exEHMUZ2+fhSZd7loJczw012aMhknqf12JRcghU8MlbiZsmeCRzxMY31B96"
    "r7P+oMuDWyDPL8ue8jk8370gARf47oWUn6zsbHlv35uXDbnYH3auq1wHX7Qv1nAsZ7SG4UN0hKVzPbiOp8H14PaWO/AktydHB13l"
    "SLlI1yZbSCjnDLkKmm40NFKU/Ta7eVTHcHHWNYqILTtqwjEXT6IvFWMMVKOfSzk9pcukLjPLwrHb/sa17y42W6jS81FHGWd1Eoft"
    "W4Pfv8azGNP11O52Ouwc9+Nc6DJ+Tyn1czW7ATr/YYdyipPnzpGELEKMPUOfkHhqop4GrfWKPkwcU4JaJsVY19b4aj7XzX+ApV7E"
    "yKmSmcWkZzPdjDNscegBsrdYru0Ij1tPeE4Ke5YBRK78A6d+s+4BDd9PfoGvUwbLWM8OvHQnayc/CaKBfmaE9bAG8o4cxsjQ+Z5m"
    "Z2LQqfVkfuvEWlE50UpjMpOk7E8f/lSijmffTRVL0UJbJfMKcX5sIXFbDb7SnyTqw/TV2WJ4+KOJKohQmj+BP5+gj71Wp3nOnyqP"
    "dbc9K9Jx0Fh7c/6dQ0RbpHszz8wSNaxHOzlT++vtsAiXQJ/1kY+wZkfhZq2SlgcbFCcXXw35cUP07cKUlIRnUnP1xxo9HXf1tF6u"
    "V4nlzR8IyrD7xgo7F/tZp/30RtjUR3B3xhreM7gPumQPmQRPPczcesLXai6XQo9iqtO/y9fQTbPUpqKvwx69IrfDihv++gRZiZW6"
    "FXriVNjPQMbjN1ZxGQoJXYXVXY7TvRmxup301nID7EI51mcl8RPFzFhHed0nafGfl0tkFvTkMJyYVfq+TMWZMl71n70tObOJN/+l"
    "R6y0g249BFJj3mR/+NuWcauDpvqNDBe9xDKNa9gHESUudafgdW0V3KkH4pw+Atm8Qe6RXkE1I/ECfOF0aKuzfD3cdPPVjOGLOZ/P"
    "cBoOcbWZHby2Vr2aqTceBP2yEfdSxXzuEPknkUN2Qi/n/LF0H/OTeqG/4q+6VFbjRJuMzMAVx5MFqqfcBivwkr6oE+AtLdLJObvD"
    "ps2Br/G87hlYrfw5Mo3G9BnI2Hzas9V6CXRdnP5b0k8NN5m+jggwO6OLPU9jgnzYR/oJc+YnL/MTHZIeKeYm6EZ9B2Uxfc84opG0"
    "Hk7qYvkkmKST8TDXaC28hntT4zQafJWanLIulIWQ+/dgnT+Hbv8ZUpQPKzNHNnPGfYX+LcgjbsY0xgzKzSy8y+b2nAYb0AsrXAF9"
    "fWxwLvxAq3VcDQl6Niinxz0Ins3rzHmshSQcBfmxOp1he/+DleuBa57rfagO/zUHPcJJU+2klojrG8RmZq/AicnH6n+Twe82/jfN"
    "4LhEP845WLtDSvaWV/RNxCc7yO7ysxxML34CqyGNqME0FqadrGL2JN05HfY9GIo453Wc70aLG+OcVtuLq2CTlnq+qWqyRtTw89XY"
    "uSJ4ohU4V+/rETgvm/Att8rRZDey6OlGRvXWGxAhJ1m+GsK9A9bmW9jrY/DbD/EnIJYmRaa8FPuG3XUi9IJbi+sN7pZB9adZB2yf"
    "BhI3lcB1o1jlDfDT5uPJ12E1pkMurdN4KazdIp0E7WO93WezfyBFrW/z7VazopfUt2F1rJI+Hfv+b0Ra02Dpe+P7SmB/nqVk5fKJ"
    "K31m1uzQVfjch9CC7eQsWYuzuhekYhZ8G2gMfcJkUY+XDZR4m/jmouwEVuAfeG9nWKBV+gI04JM4QZugMfIRk3SDvjlSFuJpn8X1"
    "CvBnmVZiDQdiTa2fys3oLvVoZqsvlDCmvszP4o1zv9pyUlDSz5Vy/GtRxvpH4FvMN+wl+8CLr4Z1+RGSnU82jL1lAlcn4eXhVGiR"
    "GHs8rV5uKJ94E8SnY0PeMcNF6CrYrlfJWEJc/bEAWrfBTz+J+umVFTgJjqtmP0bhocwMOBerPYLVmofYZS/I30X6S+oWvS/nEv2X"
    "1gUdxU3bsgrr5ayqNhAZXtQsu6Sbu9pfjqU31ODzHOVN0DQDiWJonD6dJKe3mzPSibMpYpkzEdLdxCGpxU+zT/m+yWQGS+3O7Cke"
    "S/0irNYv2KmZsA7tEAMcBGn/Ru/SuzKzJdVXsftRg1s/Xyn7lusQEQ2UnyCv8+GD7YQzdgJX4CoiUB3Gu5o+b4S1uCo/BaXFFvMa"
    "XW6/kkgMhzGIqctmRppBWWefpDMOZ3YuJHMY5Pdu9qHPQ/x6nX5Gr70Sp3gz+9ZitHT9/ez6BCTB5QztDg7xk9M2UwcniRO03tp/"
    "EhNi9awLoDELOZe9Ul8iDrUMK2JyuC/OyDbw0g4Rq/P9hhNSjP+PEuNX3BWeajmrzQ/AHy4jTrRe34JFmstKWh17RyJ+lkZH+Uw2"
    "ZbDvOU24btrQeq7SfM6b2Og9xfmSJDpU6Wu537UX9fxm/Zkzzs4Onv2VuN+JpDba7W357RupAxOsvhdw12KsUT0qmmFk0wynRh9G"
    "iWNgI7fFOe8IK98mmMka+k96J3RSY7bYGCDTfDfG/GfsZT3lM61CdPIBnnofeH3tyV1wCzviy9nJnPK2IkyL3VxnQw/sTVuxWsx1"
    "uIsy5gOXMP92ICu8JZkOJYd1sXleK/HvVH1W7tBHgjVE1Gxij3nS5wh2ZkyRoEcSpQYvgL2SwHgTvoevsk6/hwe/Gt/xNetFSr87"
    "F2c9j1mOa2BTD5Yo0dzd6XHX89SdIgnPeummmSc8j04D7j3BCvUmRhB3MY9pFsB8yI6c7HCwGFZzknbFCTpFPoUdfgvSMlX/jZXL"
    "CdrDMh4Fr+F3fZDzyazishIrNAursRn30ZUzo7/FuT1OrDfpcdiqnXJekDl6H/yML/Ui3NuDiHKv5/20Zw2ihjYxRMaPpTgv9Zws"
    "WQAL21YewVN9pudLZ/hxP+MuO8gUz5D3rRhmbbDkqnV7DSXrWZzVUbeWFknGm0VM30Q/sZ6+UQCLZNjwbxjZ7SwJbVqLdjJe6b/j"
    "j79tgZwe3K0bsVa9pTp1HOSuIDUW+ukRtS7oOE+Vk82EZ/YwL/1CZusTPIFr2L9rr+4qryGCdRyExZxwbHPTq7GeQ+Qwj7YWVvRD"
    "/rTUcu6DWdkxkHKzCHtC72yCBdzYLB9KNTEOE7BubYPViLl+p3YxSR3BnTF07KWQiP2x3jXEpS8X4zB2/fV2kq8lFsD67zb7viT1"
    "kWstERPqp3UMZi1tPZ5nXzkRmrAOsl3HeNJ1RtVTkyWZ599B9me21RBEgyXf13WPw7et5I6ZNavy+srFr8pIWuHTPx9cr4Px0/WI"
    "/1L6HaKc0+RS+MFR7FMbepquzizS3WOulKjjMl+5O1UcHlBphws82qaIOKcoO2Uhx5Jgzaec74rS46slr7d5VLfIr75jVKlt03Ny"
    "HZt/jaZ71mwH9/dT0BOZHgGXr1ZqPteBF7A+mMx0pSlnuaU4yy2eifRjRGelMvKagGVV7olxSRX5+8iGkdkFOs3wz89ATg8Tm+y4"
    "ABb6LZzmfh4fmvCZdMdEa/+cqudAaw+Wp6BbuwTX6inYt7u0Xh7zs/GchT1a3Mz0SnoS2TE/7t42+fyBO1k7Sxpf28bjm8NNeCUM"
    "LZ6LFbau/2rov5nQlRav/ab9g+xxo+Xlf/RTSV3GaDzn4NSwTuWqnxWsSI8WN0XFGPGfkxP1HYFuhmSu0RzoI+NYe5Ky1MiOkZ7b"
    "liQPYC40SogM/p/yHUvYAR3hWoyUpPdJ3QTeap+tmUCJ24S13KBTdLos01HBNtCYp0CbWu9PPr79A+iQ0UE+7MsleOfV0k8W4/Oz"
    "9RpIhPlVP+urwXT8P0TPzcleex9N/o3eVhmr22XE5nYNKolrNYaYtZShib7uWIZ7ieqLEuXqBHjfa/oV+ci/Qmx8GVbgU3hGZzYz"
    "1T37K8WcGh32p7cvK3n1WJWvoemMsX0TTtzf8f/fsVYlkPZaVoonkNPIfIiTIQk2idgqzPOws1/iWXcTY1xtAUt8OSzDkYh+TOZ2"
    "DeK8bitx2GPD4myA7z1McpmjDUFi+sHD6ix2f7/pg9I4O0U95rCvuCmP+fToTmZkEtXH5XApZf54oecoVd+TJpkpGs1N2zg6E802"
    "ZitsNmmMd+gY6jeJ5bQNMbEbVt0xFbmMdhd6h1fTjzRNn517M0TUSQWjndvFcZgch3jSOqjNOziEGd1/sE6xmtnmiJ+2UsvJwo9L"
    "gh0KVqs9WI4IZkOuV+Fsricv4KX49Hh9VG9jjTDh5xccxm4L03jbiDtXIZ/Dv4KWzPVAlGPljGvHvLEjOJdrN756qazlGtQjqlyP"
    "fV4Av7U1ItlKnKmdpb/P/oo0zoNPMm9i08r2hbW6XvYW49ObAIn+jIjUGp/XdPIWYv92G+Y82+D0rFTTflPkXFyhwHhc9QO13prD"
    "sU9FxMEOQ1xo8zA+1fNgUbPXXCP0thyW7DTPzVXn2fxrfBSVYtS9v8eo1en98ntqW1mEkGU2/KP5erG8CiveXd3k5hS54WLsiQ7j"
    "dz/pMZIHGYx6topNrM/m0caeB6kbkeksSnfetiQ+UeRFaK0K/YFYrQsg/bZCOyBaL9XXJJqawCnMliEsTJ2P6x8q62WbYG+sv2Xu"
    "x9Ie5/JZFhJF+y0rFilye1uecS2nvJXSitRybq7p2NPJN9xKSnmid5LEFrxAzlOoyCDsOkm1j0yVUwgjnD5eyidPz2VLEF9WomfI"
    "IrWs9klimLjzEaHdLZvJ2B/huY/5Tqs2PFkHSrnnX87GYB/CM02DZm8Hr7OETAonEcu9B2zgBuJ7U376aYxozIn41k/1FqI+CzWJ"
    "dfoeOng17OZcuU6y24XZ2KFD5FV5V08OBso7Og2n52xoyYm4yhzYFJto1iLHeAxK8Zvp2hf3ZTPiHSOOeRn9eaIc+0QMetj2IJCz"
    "ESFF4JMn9GWs6HeQ+yN0oVyOyHw69vxjuQxeieGpxpDBbTZs7Ez9OXWXLISHdJ08h1PePoirY7Y+0zOXNGSmniirKpFMd2GKGbco"
    "z/hInLgoYrEo4oM4rE8JI4F84tSNL880dhtxzKR9yd5+PLSP8XB8Dsuznrxh3aCL1ohVXhZ4LFAdzpWrT5xH7tB0Zd5mEdR6Tets"
    "yXp48uu5p99jJ9azg7weWu0rTc94dvX6CPkcUh5tkSI7SsTzeFiO2jTXWkQSs/DfdZwHY9xyKyC59wVfEPdqa1AJu1TLz1fhhG/k"
    "dc+Xe6E/B2CdpwXPs39pbaqlXJrzSLIUFsnusx+tjzIuPJSY0bullVRTJqsYpRX4Cm8DnncCfIUII5MK+qprdZy4HnLDRbYgy9rB"
    "UsjJIHY39bjfIs6uK9cOwTxERBvx0z8hz4Z97iyqjUyw6VyK8jvi3O8uUpPhpIgwF1dJZHFX+YcYF4+x4eVBjl7GU+znsfztfIY6"
    "yXplkqvYUdwssDqiGdwZq2DOpYZ4hRNlG3G9VsaXUuMZUaP0Pmp5rowlcSn2wvX5V3kL3E1cBuVCXP9MsdxIO/kI33IZ1sAi2VMR"
    "IxhbmfV9jBR3TjfSyhi32TliHmYt68drYWdqoc3ryYjypWZ/ZUeuTTVX/XEia63TzPgcdiTSMokzFsa5SrFOn0/+kKSm+9OSWukZ"
    "FO2MdoaOOgynroZdZr+Sx7ZLEME1P8LPX4oxXuTyt78S27LcmOeo/U03Tc/0kVtlI0VPJUG5GM1eoThPZFdWruJN9jHKd73IE/su"
    "oh3LShfznhfh99vR0hYwaxLV0j/kh71cDL+fSybGIlxvEdZ1iqzm2U7X4uPwWs1CGRehVWDGyg3MBm4XDOEJay3fYzUnUdLDZBo+"
    "VxKMS6o9dr2OPSg7Sx69xI4SYQ50P2J7vme0Z53pq7GW6xEZF8Om9Me/G6EtF2Ivyok9CmEfo3oPrFY7KdD78f4Z/MYL8Lc1+r28"
    "j6vuKHmyQj+REZCWm4O52lNPxBNsK9ekbvIVGPWdNglmSxsYVV6Pq45A9DEWkrYPLMwpWOftoCOmkUEtSUZF9aiFU3DVqfKMWH3M"
    "8BR58AiMY245892fyvN4z1OSrncmOLMkxbiyFrqwSo/HDvVC/DVKutLv2UV+xCl2GK4zPb9BlHmgH8kS0J+8F41ZipTnH04Sl7qK"
    "DJcxZgctI3ATTks167rd5GJ5RW2SpK3+UdjlM3HP5TyJllXajXwbBdxlq/dN42mtoj2wyuvJ8JlOEUNNKKPg+ibYzeMk6vV01Nv5"
    "tj6a6818pO3XDuJ020bqrCJ9Xywr93kz+apu0GpV1Bgz8X6rhhom4ClopC6S8L2FIebEjqRWDzH3nsr0zNsK7u05exqgr8P8TD9R"
    "b88iOHluTmmoSTazszQyS1T5iTMvEM/tGEK7EBcf55luLavE4Q8OIMO8cUS+iVfa4TTcK2NkCaK2EVLLZ/6QfIe/YZcX4Px+ixN9"
    "p80SwZOtImrY5stvJ45jqo4SkmR8dhN00uV4pb28hLu8QS4nGjjFnMjVHhtmmbw89pLHmJ/O1mlbgp2aSk6f9LykFE6j41nK9pns"
    "k0CEkw8GSxqP5E5EkhY32/NU4rcXSAWrPZX0q0qZydwG39VLPoQX/qsEMh9e4bd49UZ4Td8wwzeTPsPd4nbVdMUKSONTOgfnyzTB"
    "elbnjpe3tHNwG+sIUfhPMXYNVPq5Rn2xc21x7Xf0CUi+cdX9A7H267D4z+hSeVB2lqv0fH0AccBzskQm4qS9qZsR738NnfssYuLu"
    "uN7tso/em/oGT3iP5gev0jtzE29DnPzwHrm7oLvk3eBmeV0Phb/4lF6uVfI79NJ2kMLyZjpTR2o5v8968Gr0ScQmu3F3OrBS0sh2"
    "4dBdLq55M6jDk98rr8H3O0RfwH2MllNTbwVl1AFpNj3r/Lxb3LSzKiLWwlzFZ+DpFsKOxGl1ijQf+xBiPs72ZxOt5CrWcI6Xj/F8"
    "8/i5Epy4A6DF94SE95I0a5Q7NV2bcLxsL5vYA+M4tEqhdcL0yi0Lugw+8HLEHCF49NfBAy6C7jP9dxRn+Q5BBPA7Tk2SObed5Ej8"
    "th+sTT/iZOr95OkULUCce+myqK2g16yTJKnPskM9oaPoGZofeifnzFsnxXREPPZK9A9fiTDfH8FPdcwoD4DkryHnU8qjZNw0RusX"
    "6yj9JM7e3VW43yf1en1IrCfm6uAN5sgHic2MTtKnaOyNakN7YJPFRPbxeIdYpmIt9GaifvpYkpj6mLruS+vTHsnJpMeK4Z4XqFXY"
    "LyFaMs2w+S+iixf5v5VAY0U9xj+i1+Kel/DcmVf7frAAUUHXYIo+YvzJqUGwTj/rEcEMroXLghb4iqHxQf8bT9Y9WMUe/1ycVYu9"
    "r8baD8DJiJMBK+prtw5NFuGu/EPeg757UnrL4XI17mYo9NV1UiYzaPctUxnme3uLVUKPhqdSzzPk6iV7sHfB0DmjOQXDmLdK8PkV"
    "0Io/yGysxyStIgJtSTP43nMgvYMQGVl18gzI4KvGLRN0xNOWeS/IVa5cXWl3Rp35nutW+SxJP9fZ7qkX7U0NfIMk88FJrMACb3tu"
    "4n66qGm2rzMpM2/ZrhP3zGv2J53NjTA/4jjXUuTKd/a0xjNm/BGXjjt1Yaz0MYjteuMEzcO7V0G3Omaiq/HbsViHKr1LThaL5neE"
    "nR7Nibph73WrP0eG8Uv67En6m9M8hD2lkffBzXXo5DNZHXzvbogdx8aCU4Z4KUVUdxn21GpxF3MqZC6eoYT8KLfIMtoIxzlZDJ/t"
    "74wiuol5zlP0MXj8a3AuDfltk0eM52BfOQF6qqPcinv/TGfpxZSUbnJ48BkncGRndXpY53M2cClO932yN/TvCshNG1mO+P85rSDK"
    "Yy18ygOh3XrImfDLnoO/8YNeiTt4QGvgAz6p50B2NqVyWhyjr0u+Z62LUC+6ORBt5Et2k8S06cwR5ZSPuD7K+0gSaew4kS1+WgHZ"
    "npPpvo95WbHc7jh2qRerY1uKMapKMAc0HjtyPjkS6rGnNyPeKIbvXI4/T4pjOrFv+8L341uMMZZMEMeI+ehltMZ1ZJ+vZXUxQtx/"
    "L0lPkm7IeAG9EIM8J47twSK/sWTND/D0J4rrZzlMXLTyFSzTjoz3KppF2zdKlYsqHULbpO9qSNNUvG8+VuNhzkifphPgm/+ow+Fj"
    "2f09zvlX09g7drxYDGVx0F7kztxVHErkVz7DUuhC5x+Hff3VZU5jiOPeVkM3Wb74fVZKRuDkvIVXbpMQvSj1rL4bvf8dImKtTPtn"
    "ppba/beWpnktx1raVPaW6kT2UCXxjZaT3sguGvtNdo61Vpz8PAR71FZaceJRrVrn13Y+YrHnOAtX3hnrv4RVtPotqvH/za/VeD+t"
    "m+CojDkiSt8xzBytq3T2k6TPt8UyuO0UK3Z2p8Nxjx+x0hNFHGbRwYHU3cvIUJOeCjdVKv2MtQbs0hRfFVjHqYb7SNL7ldaPtooo"
    "+PPYq72C3GVReoafiqvK7Mo1K1fHZXk9OT7fkc1kdzdruBGn2GrD/4HftXdg6O8czxse8nFTkpwKydQY+GD3a8sWPYITg+u1DXTI"
    "z+Yxp1zEN0CcRS/mKnUXxxLd1fdPu/lucWrxEPWvi/wGe+ZBx4du9ncOvtPksU1gU/+KdTI9JosMsyNUEt5amlze79lg7dRavb6W"
    "HsgViCYMb2Cecq4eIpuaTK9TP5HAyYv5Q/9BHD4DVzQE+yQ9OSgh79WH8jAikqehvebCl34PGuI9aLZxeklgvTeOU91ir1MZ0V8i"
    "1ZwCd0mwUYxd4AV8x/LUnJyO8JMu0WGpc7U9zmc5pw9Xq81De0KMN+BdrNNk6MgK6PoCZg8+w0qX6Nk4YV8Snxv32QbLwJ4tDrdb"
    "hzW6XLrB+z4e3v5S9spsj/ubx3mh2+J5z/cWx3HdrOWq57LzqpD8TlZV+BArYfPtRkrUZ5M7SClzMpspzbmwzNsyyxthx4Xp+jaQ"
    "Z9OJC6kj4/TuSn12VVkvM1aNN7H6P+GunobPG4XOL4U+mgeZW8mcdFfc7WXyGfTvFMjz9nIwIuSQnwDgOpFdhGme6Tm4/va+1lvp"
    "ebSUdfnEf000b3qGL8QVimU8+wm7yGpE4oF8p5a1L6fHFWNFv5zooUuwQzaNb1+8o4ZdpquJihkDH+A3fOYlmYWdq/O60JAl65nP"
    "cMwSrZjnO5jZmJRHlBvbaWfYbcuVFbMuOpvMQSPwu3vF8sylnuPHYiDDOB0pCeaBE74eHOXUpRqfAckl68xh1PcF9IvryTpRyCxe"
    "NmaecnbP1jA2+jf5pCOQjDp2Qj6HPfgBdzVMQvItvJqD5SZYg6/xejk1bX8yUYZhOWw+UCH56dKeuEiaR6MbOfve1GcD80he1dzU"
    "yXK7dtYuert2DN4M1mpr/QUnx+YazobGWIZTtaPsHDwgxhPWUVoRib8E9vRQsfVsJRNwr7d6fLWbWFDOc15NfvRsr3Rhpt88p5fh"
    "49j0tBjrDXtJH7kNe3kFnn4dex5PFJtvOhj+WC85VayfOeG5rOPMbdRo2GvlOGc7uFlyoyWfXvS2kuZLa824sL2fnOF8GFvprpwC"
    "W8aayBAxZrSJRFHV0XMpZYxq0UQHqWZVKuXn7bp8sJuGd4gkfN3P4VZq4OF2FIcnKGOfrJsGW44rFdDni5PvKBsOv5TzunYUp5FP"
    "pt7eFdFjPjNFDjlaxX5nw5ltxPc8JafAf6zjhCKTU+vdMvmeTN4WN0PCdSlvIMeNZeSPlL6y5cRc1zWWogd5rXGe64jgCevqQvx3"
    "L9ZltT4qu8seuJNyaIIZzFhN0vdxHuba9AOx/v9r9Tys417yEHZvd0jiBsj2gZJs0vfh/MK8DFOOZHpvHuZ9PE9tH4JkuCr2B1i9"
    "z4j+r4RuqWV86Gr+vYl3PMt3hhQigmhkMvibpK+3jN5kHXz0GDs/XNdHKdejphkP5eOUTXqukfMRabzJ2QNjgvHyVep2RkL1Pncd"
    "8byXnXzXqDFZL+BOnCeDqGP6Eldk8wpqqXt/p1auIIrhX3KzjMO99NZ3Uz3lQXk7iEt/uUIe1Q2pNyTl5ctyilfQtyynj7BMd8g8"
    "Xfred5bNPt/nvMP5rBAYpjPFnOOIDI592ybxQspPgYjppcxSK6PMbj47tg7rsMFb3e5beGntm+lf6Ejmz1JWGGdLJSdwFGJNvmiC"
    "V0/PxUj/swkRwMc4YzP1R9jQtVjFHrCVnRCz34so5T1m13rJL1j34/GN/eVzxNrbcDp1Pr1Rhwiw+LUFnv5YWQDL/DbO3iqs/D24"
    "80/0NsjJHXi2B2lNkz4KCjFzNlyW+x7OJDTTbL1RbA5lPdeyBE9ueaQ3ZR3nazitnCOGIPkZ8nIMnvlyOQLrtANirb3kRvmbtoK2"
    "nkg+nggrHePwahT6dAGucLjM8n1RcR9pp3yf9a9ZI6OoLmZn/WnUKSWesS+NdP7j6WJVnPGW5y1zFZ95jK8SVhOhma6cud1zedIl"
    "uOJYcb6eY75xOaOH7Tzi1Y7wsBZjLUbJHPhLz8oydij+ojYT5Vl4CFahO1c6BmPUsqd74FmX6DWcBXsprMY4+QI7/Zlmn09b43kU"
    "OjJLkmSvZ0+x+yiitW6LKzdwUpidJfNNVxLDdi2s4GQ9CxZtCWz1d7C/J8qHgXWqFtHnNDtaTWbMSuzAobzuyZwSl+7UrObJqm8G"
    "bZId7/KD3qF7BWdCVubBP5yuT+gNskhvRuxVBolxntn3YjyDnVnxtWrTOWIzKvuKVfUXsGJQxinpyWa86HqP6T1R6jLsffW0fTPU"
    "ph7lGis1/OgGvQVadwZZR3LpQ5bTryiXY+V5j6rZpMvxPuNGrWV2rQSRl+XWP4cdOQpn7VE85XKdi10dIoZ1OBCRWB+9Uoxf7V48"
    "bwuszSY9Dn+fiOcvoIdWoY4n2p5xKXnZLpKU72toYGRhs8GvEieRXXESp8PrrYb8/lPs3ougFQ7C33+A3F6gw4KT5Db5HvL1ku4v"
    "P8n+8g89lb5MyMfuvT0eqbXvxlvGyluIJ8jFNDcz32844GVY6/056e8kcXPqjFPDcjO7ZZjw0jGjswgViMXKfP+9q/iGmOO39bqT"
    "7EcJ7wWEmWdwHRE7SCSDfUr6Or1jCjqeHl3S1z4dd3BM5yffSJ3W4oCcti1+Sz2ulcnHcM9jYQt6+m7uTl7ikk2QVOb1B/QZtuRh"
    "bZza2zTzkJ5UZTPuC/VCTiUzO/S1GquR7ddadnmUZzK3cT8rOcm8ZpgYH1cZibHXR5vx7EJkMwiTCzPpWXFLaYGtmjkXVqaEnlKY"
    "67qC6CnLKz2NO5nhOQDMtpT5CLcTYtiQ3pWp8deRgyhJ1FY1o5hUBr9R5yeVJDjZPE/TzB0Rn9k0Hb9Zqml5bRd/Y4XZOljUS+cq"
    "v/suI3wD7qMDzv6neg/luCfOxvaeEXlgM/zxzb2yNewD2TTS1nxbSktlFTSlQ9HXsq/qLLFujex37fyF+Zrub3SshhG9SHrTszsD"
    "9lM9702Mld8SauVirGwtcx07yEiiIg1vtg3n+4TZjbCN2JyrMjKLN5BDxDz3HTk1wnq9fofvV+p7Wtw8Y5OQL7mbNhXlIcl+goW9"
    "Asbp53IHrcixUcbX2nJ9Spp8Zj+uciXkzaab/wLJHC7WY2b8hkdBBhugg96Fbt0Wd1uOKLsGnorVKN80xD68rWJfI6lnp10n8hdl"
    "P43/s49/pu/jN/+pWsO+o8nJ/EDfrZGCLxLPTMrZsjOx5RY6oClTXIL2W/18thE8/zdKmFFCnLwfsQxPS7o3SslD32jpGp+g5X9N"
    "N3A/XyKL6RfN9e/fw6MMHEf1leL4wadm+ObSV+ns8aRNOx8dB/IeXufF/ClO6z8lH5hkkD+OraevZJ8xmuZ2bVzPmibYte7MY6SZ"
    "rRq/19CbIbKDptkob+XaW73wMeurCBwrSwjaczcJUQPWEP+4rzRiFiI+7s7D64NFiVZeiMirNd9TptlryEo/3s0cTL/ipv5lz183"
    "d4L3gI+6MMNT4axylYb8fOvOfuUXw6LXe5yPm9rdj7m7Br9briLvrmi4qJ5euncQ10mQYqargbjeUj8f1ryUMayblemHRFtaf6Kb"
    "ZV7nszTW51znOzhq6dMmPaph28zMnqbyrvB2RoohurbEIjqkSy92Eqb3tFGGNxDdWq5N88WNcp3S/xkNG0/KgzjLDrWRYAWvynvp"
    "K7BvXZvkndOfNW4fw6h35iRL81ynyI/kJq5Q46uM++x2xDOuO37EdD/gf59gk3yb5labiZ7i3kabz9oR2vEiP/WsmjnymGc7+2M0"
    "Q5xYVMt4ONbfpK7g7ALHoLYNzlGiie13p7WEM0Afl6MRxfxoDK9aQ49qORHCm8jWkGQ+OU6Wj4WeqeY3ZsrScxxrGFFFfdbEfnss"
    "q58hH+NWUXNGPd9VPn56U5KUj03e7rRowjzfItP5aN7028zxr/bV7QZfWYxhrcvJEeiisBgrdlH2WjT4DozUf/lQSbLHJXzfZaRJ"
    "vsJkcpiksQmNnRr2jr/7+Ygxz6ed8vWubGiGlOf1OpwoN5PY1pLmi4n7+bLprGkfcXl4NxshnYu3a7fy9x0m7jdJrW7ZBzdpeDU8"
    "PeNw3Jypycc9h7rNUxXPcC8+WtQMJ8pt0BcbifGJwcJu1H/JCkjzhTJFroInfo4WIDLYM/hKNwQ99FPszWg9g3qilpMpG/lm6z1m"
    "yyS3EN6dZqzBb95fy6bFrpC5RPkUIZYdDI+rNzFxMySa6hk8jXv/DtHeYn1RfoW2uh/PuQJ6pELHQxd1EWPVKoYXN1RSYjOk2+up"
    "PANhTvWs9fXC9+mlGqtiFNra7eJJ3MP5HnERJzIhTK9ZqZG6YzX3kexaOfuK2kxg19+TZHyQ789hrBmPqzXzhxFet6UEjFQN5djA"
    "cz/E57lifu5G0rNK/PnJgZVq+D1jcc+R+eSDcZ3yNdxRx9LeQszSXYR7a0/ceJRTy61nNEwpjvpsT5wnz3r+bshYwARrdy5H7uaC"
    "xv10XIdKbNB0HaPBW8w4cxiu4p59MsNf+YqxsFwmxtR1iDgemGLEzPdK4V98BylyyiUZIZ8tKV9PSFLffY4r9ifjSwUjyTtlV6nz"
    "uZv09HFnn1pBSsy2fQZJmgd53wibtpPcowuh6zbovfBcq3x2WskDmZ4xGiEWJpXpQM7xfR678E6zc72aB+1QE8aWaDxLbkbx7mIz"
    "L7qLMWfmQgNXsP5sccRMPM0UnYBT3yk4QIYEufoxrtxKHtan6GGa/bxSCsn9bRmak6SS0aKz94Gfi1Hm2dGTzSDjkhr2VipPP6T2"
    "NV2/VBd5j6fMZwESGduZ8v6Ym9PUU9LTAFPkWH+RrDqG36wQY3K7CRK7QB/0vXNJnJQ6r99inFjaU+7OeUhXyrYyQWtSxXJb6kG9"
    "Tb/QVxFhGbtID3FMXyW0h2PIjaPe+jsmwlhmdl/S86YeI6U+D5vyvlAjS3Nj5679fUdxEW9x5ncpP2l8F3geNhXmQNoy02QrmaHI"
    "g8xUsds0rlv2t3fIdNZYZ1oPOUPclE7HcWDfnM8o3faun+zPmkKMc6PW8/SXMpNqnQ6u1lkBLb9Op+TY9Iv9oK13wd6/jl2crP1x"
    "F4+RuyrlJwEU0z6v5qTu+TrD12iNuWkx8fP7Sp4+irPR5Q+5qExWhoqb6BSHTkqwK8zy8KOw+jbDuoLzqM/Ha0v0SZyYHaFbX/Lz"
    "izpmevPNp3A/v6zWEVWMndgW79yMJzEk+p3SQ9RXFN10P3v3zsTdVTPD+D6Zp2qxIjXquPINsXk6NOtanYTfDZAng3k4KzNwkk7G"
    "CXH2IeB/2zfx/KJk2jHWwDTGWMRJbDzjj6zztRM7i4exBrnJe1KGp4hyMrKLG9d77zSH7w4y3rIxV1hPyXr2CdikpkFyKTO1J8iB"
    "YpiZHsR9lemXeK4VjJwtbztMDHPVV0w//qQ/q00lmon9+R53sj0xBb3EcQI7jyjMk11D2xKl31hFxGKlzmamOem9wQQ9roP8HJxy"
    "PyVOPcbZ7PBh4hAb2a3ZNrKTt5pxIlFaM5ZpgafamozMIERMhrEvgob6Gd7u4zIan7oKUWwxcxpRcqlG+TxXiHWp7c9cqpvoVKbf"
    "iE3CiTGTUZTRPaaTWvru373J/BwicmwJfbjJzA9XMj9eqq/B+p8jz+rXepacLt/oJJyPX6D3ZmeQesbmHvO9ukn2j47HHfaRPGYY"
    "PsGfV3ACf9dBOb3EmLWsy2Y487w1Hg/zPHtS/yEliN3biGWRV8oUnBnrtV/O9W/rM31bxkujpJZ4bIUsOr6AMKOkXcXYaFy+4p9S"
    "53VcGPK1UN+AnE2zKcT6ijwEe9AZJ/4tfVJ3yIkRr3kP/Vtj3ilhBfwr3FP2ncvePZ3de8qeS8v+mSh9whNpl/bke9YQh1CPNdof"
    "z2g9YBvYGbat/MCOxR5i+c7HZYQYImOmOm7Xxdz7Q3FS2stx7L2bjPudhm8zPsoBQdMotr+kO3RrPEddX2bNYpzI1mgRbCrLBB2F"
    "u79Zj9Dnc4p0oo7UB+AdZF+3au9nudlGYW9NTpV1vhKdnl/ruG4HsB8/+ykp0qWejz7mp3lPxm97yDh2rrv+xhSt5d4S95OiP9VP"
    "OIenilOQq1jVHiSzECVEWalqIY5hrI6YohSijzr2Dv1NLhUXM9cw1i33miJF7+Cf0sgXEOb/28kJsHYlRLpV6JEyHhblZzxLO7K3"
    "WJ6uDjFYD1jv7eGV94TWO7SZV8rg5RyAz1bot7BmpYhfv8DTP6ZfyRx4PMfhlFl3nZ3/Wdj/WzQiE5vVVX8lD2323d4Mj6RIR0su"
    "sc2GINxPXhHzEqsZ+0/2qM6XpBOkssJXbtxknRNw15s9C1AptU1zuehsryTYtVKvh3JCvWFmbyD7/WpjcWM1vh+8rTruqrIKtI6Y"
    "nQh3dxGRlxdD9+YxK2+9WpcRD9lACW3AWlj98BDWQ+qgyWx1CnyFwVVJSvQueLHLiPcwvt08HRhYlvX3Zp/nz2f3U/o8p4CbRjA/"
    "fr0+K+V8ZxH8gMfhLXwIP3UuPMRL8ftj5TTE1BWI5uKegzzpGU73obc+E/cUlTfYn1AGTb4JUde2YvH9hExUkCL7kMt2XgRdtRAr"
    "dJjcgLO8GppgHzzJ5eRDHCIz9Ees4mbO1b4cazGPWcvl0MRprzLCHidVx7lmGCZDm54srl5TxFxMglWeSJNKfpIZivQ/1foNO4WN"
    "22Uxe+SPE8NE78IZ3o/rE7xOKfTbBdA4R8t9so/8TbaX0BbYgEaEdhE7KqwD8QEiemqxjnPo5TY3PyvbzLok+8jn8K4twziXke5k"
    "fd9zpTr++dHU9CWMBXpJc9exHoecTAzRaIHqeaZ+4DO8LdWsY1XQmw5nuh+SPufR3/tALcR0xxmygnPjV0CeDoIXugkee5Gvnu2N"
    "OLIPq5/OChSQ3yVOuWlL1O5c+hcJfVHc1AuzI40cYS46HS7GtTEMFusuHSndsC/9ZTxZueKMG7cTl7Up06PETTysIEd/OrNuOvwU"
    "r4Xr+WQJjx5t4Ow91/93nJ9hncpkku0ZdxfHFdngs+oHiusLqOXad28GU+I6iOPszj5KKqkTjGfV2CG6ebvdFruSw6lSIXbRmXU7"
    "lvFIpfeP0qx1lfyNYzq/g7MA4/TZali/PlYs97TB9wvtz55om/r5hlZQK42ARC/E2bJJGquwSsbgPgZxxYGwYMOJEjFOtTeYU9+N"
    "HmhcXaydxn8basFqiIV6uxguZjbiA9VPgh9wKt20WEOitMswZe7hJyw6TLzhcdJe7vZE/9WzWhlihcx63VxXu80UKMI3tcK9Gfb9"
    "RUiScWEs5SxqZRVscZMYcA/v25WRyScdNx/iK6h2Hx/qu3jtWDLFd5A7ZK7azMsKyMo6VjiqoDP2C27R6+AvF1ADHS41PFX1jFN/"
    "1XupD80rOhC2dSKecaHsSibwubCpi7HmreUx7OJe0jLTK+T66wvpsWzAE3eXAnYNlWKdp7DnJFfXSoJIvZRHZcX8TApjpTJWytU+"
    "o+f6VCKU1dskn9n8AsqSWZxBchG8wApyM5whrYlBiXmEa5z1a0My1WS6f+LMmOwpg2kRbFKV+cBDoKFGQIZKIdFDxDzrOrKMXObX"
    "NO6nXeRxJSr59yp2LVZ4hE8eTtx3+MzHZJOxuanV8KvXQVP1DJZzJohD1Vb4rtibJMKKSz/o9x3Yl5Nk91nUd4KaLMUZi1X7nTUp"
    "24uav/8W/MZOVxbxN9lfqWL1vJLXWeInT33A82A9CWHEK/lEUO4hJndLOROlHDJeAg1wOiRge/Jmd5ffcOdzMloi4bERCfK2VLOH"
    "wLFSRJmLt127X9ysGpus1ZX5n2X0AGNkr7bOA8tJvI/3/l1uE+umaSfP6ADOnu4jEX+VlnI8ni6fMUc+8c8x39Vps337+46DEJ+x"
    "XUa3R31P3ADq+V3EKsUL4MHsIw9jXVZDF5QhOsuDH2rVFtMD09Tmzn6KnfxCu7HP8VE8w3z9QoxTeSYscbU+BJuwo3TGzt2ClemB"
    "s9pJNhlXLXTgVB0LLb00+FrP1hoZrp9pYcrw80/Aux7JdYwx51aEZytBJG4r9hWnbo2i/5HQzoHxOf2Ad10Ib8e02hMeuV3jqxMR"
    "ZnwMb3EFrEsxv2MZWTcvwjlb4n37qO8Dq/B9YEWUoWnQdxODSj2MkmUzy3JxRtaxanoFfMz+4qZFb/Tf4VhO/qO58gz5zyP6AXYv"
    "l0wv65rxle/S0UGICLAWMhP3lIv1nK9DZXcxhqWFxHKOEMetWUksb0Uz/kEt7FeuZ5cs555aTDwP0nqYWib8Mr0gOCfYC77J09Dh"
    "4/VouTBVzTgi5JnCYoz+i8mpHSNLrKsI7uRxWwlmka1f2mlwxwbRwmOPG8jUKLgH66g1ucw1phxon9lEBIToi4TY0RvWHyEN1vd7"
    "t+xNLMIHsp5cT/lEBH4HHTEh9aC+FrwifXNKU4+kBuPppksrOQWy5zKCXSSl6W68dJXbNHIx1u02Mo445LE7ZVu+kvDWOcKVzYcE"
    "zsfpXI47t4z/+fAjD5Xr8fR74XdhWJeDcOVHIOsNkOn1ZBirITd0aymmp1KpOXKXxDwPk6HyThH1+VXrkU15flnZohbacouOHiWW"
    "NY1vWOyzlj0Ric/2nLV7MwNWyjxidnZ9i+ovlUp6BTHPEBDjT9lxDsp7dmvVQRI+a+tysQ3eF2ucW7GrR1b++VkxF+qj8oC+oO2D"
    "/XHW74B8/CgDtBa/DzKTjrQJ4sshcp7lNJlXoZU+xunrib0YBX3ypMQ8o0wM/mXIVz1bSR47ELLdWR7OQ5pvwzTvvp5hrs6fU2Un"
    "ZOstWGi3pgL1mPSU13EGDPeyFlbuJE67+hI660pxc2HTPCqDYcVb4D01OiDoCH1hPdYF8Jish/pxaFDrwh5BxE4DnzXmI5b1rAkP"
    "CF7Qm8lrcTXOzE9YnW1kB+jwqCwlz0mM2bMK5s+3w1We00GBycIRfO5hnpnHPOOF5PSy3u2fsNInpJbh/sfjXDwv9wfrmuHAc6zB"
    "SfYdVLOqHuI0tsv/UCZcb0wBvZ48H2HsLgN8nTqGWDCir9J3Mj0Qgs2Ns27+CfRViD52KVmpV3Gq4T3QXj3IllXA81ysxlT5H7HZ"
    "smvxqTmcuDCD7AJn4KpDieFeT7buWui17qJNep0Tvls4zojMnnIf3zfZi3GGek0f5kxn8QxJlp8v8d2gnfH95/q5aSHiaE5DdLwn"
    "LFstZwWshNXcGd7pL1jZeZD7adB0ppfmaz2iowL4sDZfe8vuV2O1UF+zCPFEuj67XhL3Ezos+q/IcNqn1FUz9xbD4MT1TkSHYXKk"
    "5elUWIKB0MvPIzo9Ces2Vm0ibAk5YY0TfareaHFBhkNDWf81z9zdSYmfreMYTF3H3cV451ru4mp6foH05lwG60TaDb97h1FznOdt"
    "JdfY7uYI6NHz5SzZCVI3X6fC/5vBvNmP+qUcS167G+VQeFKXyU+wpndivT/CbszVF8SmMajPnUfo59iciUr2lWR7JXtuI6QXiqvL"
    "RIixj5MxxfBZW5MpCeAXV3By8T7w0H7Qm9nBvZxMB5s856lhWQ6n7CyHTIxqFt10hOear6e/Xsd4pxq+Wfbo8P9WEfgjJs8yeNdm"
    "Q3Yh1mUorcwmMrJk/7bZmYnmPX29Rsm0GGWt3Poukuxe2UkKPLd2STN3sHWY0615Jdu6ZX+e7Hc9MfOZHr7fwaLBm5jlyqVu+6ev"
    "+qZ76ZI6Tt+Chv+bXCdD4ZM9hCucD52wf2Ca7C6s1SJq7BLI/xS8vgiy+Cz0RS7s3WRadst7FsIz214sy9FcRSD7Wmd/5c9nQZu7"
    "g+wymu2VpWRzNC/UGLsNr1pAbpFHxaIu0y4fSCUznytYlzV2oRqiSmtgC8qJ87De5G/kFXw2nW9zHVEp5hsSnokhkeE/Gopn6cLY"
    "oZ5Z3Cn4pHEwnyvnQ9+8LKfKAuy00kbY5LDTmGsL0euyLrXOtKojeTYvwD3YzPIrg8XQ7PdCGyyCvZ9CXtVa2PPe8BLn4Od8xBo7"
    "4kkW6wZGep2lihmnn/RrsT6/FzJ1UPvzMXcsjrVvITXEPcThb7rJFAeI6/axGceNU5xjHltlz7wj9GiJHkxckfX2VuCKG9gxeYC0"
    "oRdQxTxGg0c2xXS0hlJdgovkAFmcelk+gYQeLzYfcZ9msobZeXFSGbyR84gFPtwJYqz+TxB3Eycbm/WNnUn/4kfOza1CXN1CjpM4"
    "qyEpTpB0qOLFanhkixqMyctizb6IvgdIaotJpGatevg83FSc6QG6JnWI3IRz8w38oI+DX/RK/R279R3RYNYXlc+K529yOU5hJVEz"
    "ItXMrcfJL17PuLqHWIfuKh1D9tkCXSzGvFzEE3tEYP26VkM7A3HvOv0In14N67aGc8E002/u7Pr2xE3kk901xAi+jnJi0dF7Yr5V"
    "gWcDFs/MkdL96e8+Im7+qbNVJWQxrcJTbWrmbNfRc3PxSJ26acJ/w1UGiYsOYvQQh5KdxnrmGprwlMzM/HSUuDjGpqmZBzTPGI7F"
    "5n9WQgK+wv43Vxn689ol+/M49ONexEcfAPluICIv5FEdxors+utdXizis7bDpb3v7kj5WG0h1i3azGeMTa0B+xn1Z0o9xl/1GPLm"
    "jZa28j5874sgwSv0Hlj8AnJGpHwWOQlvdhkrRZXMxRVzDo9laf8uS3zfzPmc1ed4fs5jJsihOIpoOS4k70fCe6WOCbWDbKZ/eZju"
    "Bd0zsMUVOEsv6QXQXA/C/pyOHbwRHtiJOGknwnv8Ffb9DPgj5+J6O0mV78OrpbRtJsZvvf5b8hmRNPiunxr6UENkoT5H/sYOWLk4"
    "Z0gV6DXwCdvjz2rIyzqc8C9lJ9lOSlOT9CayeZ8ZDOfkMmPlXaFvYoWLsQa5WiSHyTV4/l/gXazQU2VbnIAlerqM15+wkgsondaP"
    "PlTimshMJVEyca/BHY3GvU+SW3QWvZMKaOFx8C+ruUNmDR7k5A5jpa5jVbqK+JViaJsGTruKcvpIEfXljWLXMj8n6mepRYiN6QGJ"
    "W8N8wEy8rydWrTtOwxOyTj7Ds23GmV6n58AGHy+3y2v4/3+CAnZ5FNAjXs1o281YvUfiHueknr9pmNdMYU6F78OJZOXkavyMGfRq"
    "nWa93qn7dD+s3q4tP8e+falPwksfIjuTI6eIVeVWxCiM4bQ0m73psrZ3ivpozDgmrEf5c23wWDvXf59Uw7MPJq76Na3EHp0mfWUy"
    "NO03xqKj8+Vu9ozvJ8W0qoNwBrchajZHjA0zD75ICN/RFjtoEyQ3Q1J3hfSPgsc/Bdp7EVbIOiKPlNnQBp8hev0Su7FK+8sh0BEF"
    "ehB+9x1W+WRoiqfkd30G+94C37tIp+O6P0KG7pBjyJSyWY1pzz3fofS0DpR/4xMl2JGwZ78JxPIwdZxkV0dulrV6JE7PWvOaxPK3"
    "D2DtLKrZlgz1yk6ntZlOp10k+ythZkIjHmWf8LzRrn8k22dE7tO3JT2Jtt5zMomfKK6c8mna50L24SeY0ZFMV90+GW2Zw1kFzqux"
    "U99TQpz3EefpuBS6f7n3ag4NjFHlH+wW2Tu1lhqxFtrxGan1VZI6VhSqfVzovNTtPUasgdWnw/RQ7OUAWd6yjfTUp2BLPtAPdSj2"
    "KQa5GyUvE0Vfx2kqh8MTXcXs5wbI4Gj6TNUe71+jaW6YJLlm0ihP9TrFYlbLcueIY9y2PL4xLdgUkk1Y1VZyLqStUF2NqozeQPbu"
    "Acez0oad/i5KbfB9Sen4tA/vWn1ld7CEPY7d3VE9c7kOk3K4r/ppZspH41TEGCNtzSDMB3o2qg7NvOK4SJL+lQYiPu1axrJUBB+w"
    "UF2/TZy56j3w20fZj1nCnoBKeL75NrUdMUIBTnCCk0jNq2lPJo2knzyf/F+MmbLjApKercd12+dTh8WJWHFTluo9CjSq14uhJzdg"
    "1Y4VN+G6DXfLPLp13Kd6dfOVTYYbyNj3FCPR9c30scBXlRKyCFuE3UscKjROSxrj9OdKzxGRgkYN+y5a9Wygrp5m80utjrWfXAvr"
    "WApv5SbT26l2crgMlevljmAaOwrT2O+kZ5Y7ihm9KE+pwzomPUqnP6vUMV+zM1k9VFK+Cm+aeKzuDn33sV6j+waPyhnBN/Bg3tRO"
    "sGYnQ7OG9ThZAf1p7Jo/4xpnES9SBP1ovM51sKedxTh+i+B7dec0h4THTyYoTXGfB7K1GCT7yTHi+ntmMjKqpleZ0kSmOjXAe8nu"
    "O0bAk9gZOr2L7CI3wDt6CnZ6tv4qL+BujpSLxVgfinUGLNUBWJ2J0N29/G7HfTeVeISmkilmI3TwOt0N+q2bvAE/+hY820R4KCN1"
    "lnytb2AVR8vhejd82iX6Pd5f4jPOq5vMLTlZohn+8D+LOkpqutbsYvo4PTOn0xvo97spL2dLP5/Rm8m5uRXwIF6A7jXE1LkyXHrK"
    "J0RDthHXKZbk7HD1vXC6Vd7tZti6X6ERDL/0G2RkA7TrSnkdHlyySdeAW9PtxXGgZ2cQzj5rNvvqfA15r1LTu8PkR72VbFMl2it4"
    "kLFGItPnpr5XLUW0dblHs9s8sARrjQnYoTmQi47Yb2Ma+lWfhVXsKftKJ+kjo6QR75/GlMTw7C6LPB4ysIC+Vy4iNdgo6Qq7+jAj"
    "lV2kTtMoTYu3c7jisxmfzxLzAQ3x8wmncBZiJZPse8j3ld1DJd3lFHCmZ6nn+HcefDLTxXiVPiCbfMb1AEn5VTcuuCNZ7073zLl+"
    "m6a8hO2azGtzd1nKM2q65xPoj3po8HcgY+fD/7mEEXH63VF1vV6/Y/1XcnZIPWdAm+W+jNlvy8/O18tlun7Jqmx33MuDYlO4Z8I6"
    "m467ihMCLQ5eRWRpLXb9EFHf/WjTNYZ5TVnI1bNzFCbCM59s8SnyMYaYa8jW5fM0PF5jo+otNqde9TF5UnrhVLRH7PeCFsNfboAH"
    "3wWneiru4iedjDuO+p7phF5Mv6lSHZY1HxJjf++JEzGcWPkoc8o/QlKdvlSyNRwpDqMZw97uKN/6vxnzteEqa4il2wa+8NnyLHz9"
    "u3FmnpRBOD1H4czOQVy1wc9DtJx0C1Z7pvo5hUeLZu7tnP+6N8ezWcUcdQPfX4TVuVpqm5l1kdZ4/X0fv83ic1NJs1vN/jgRw2Ug"
    "p35NxUm5Hfc813LfuG/HA2fZrwY/GdsxAG2NdknnHcv4vCHWzffGGRgkpd5zKc5g3Iz33s7J4RLhdKbr2Lv+HdG57RE3js70Jjf2"
    "lu+e4dLrleFxED9HI+Y5R9PebRtp7FJJMvcU97G08xj/5rtGQuweb6ypx1h5sN3vLlaLcWzoEV/36Co1RI0Z4rYLO4074+lfk+/x"
    "qeWIJ7tw5lgcux5l/4y943zy+a5qxpasR4x6jz7PORIf4QQeGeyA+x2PeG4gvdr2PEU2F2GAOLms8l5u3D+P4xq0tRkhxpPyNnZ2"
    "IyT7abIxb9b+uo+MDCboF5CjCcwYDQ3KyZpUBr23p2xdhvbPf8Y4r/sSG1Gub4hjQl3IdTfu8nLqsQi7z81jn60P4Ro/63uIFn9l"
    "ndz6OeYFlgdrIOtQDPYkl/zqlZy7GeZUpCTjjF2kJmMB0prc+qsj7Jmo9/2hIyVB65Wnt8t5nFadYDdiNfsa3yU/Ttzz+9n67kgU"
    "4fasYQwVi0Y/xK7P0UexstvAts6BvroPmsvutq+4DhyLWC6UQOqZk3EZsAo+teFRH6T+X45TUIt4MkrGB8uuzdAELfAGyMXr0PvF"
    "0DOvwWf8BSvyBGxsS3hJ1/rsVx9KVdpCl9KCWc3W9Nga/N0qY4PEOCqNgfAIaQer2Y+zRs+QV4iGtet+qo0V03QlMGjSg6dNZsKe"
    "Iq7T8Hd9W1+Bv2VouO/1K5yZ4bAcO8kPeOLl+E0ld7VWZ+HdT4r1Qr5AJF9CL+LJTdv6SnbsVTbBrIoM9GfY5cgMcT2BrJ6dWKG2"
    "SUtdJSzXc+qGwwc6XIjLsTuNkA2zsF6n47TNxJ0bv3xIzw4C+Yx8mLOhHydrOTzeY+U9vUmfD2Ls5P33X1xNKmXuskoH0xJ9ohaj"
    "j5QGavI/fx3Xq7Yr9ZxxKS/FCvZmxumvrVptTbXvr44O/9rrbM1aN7JbDPU2yuERs/Nsb91d/2995n9rf/78vYkc7z34RCbDHWe/"
    "1F+9On/+lZbs6dhbHEP/YHGZ1ZZSoQ4hfRC9lBr4hAWe7ad2q67TWrbj3N04cw5mR6qJXDaOteGS8vH1Nux2D/MzK5vtiB8qCWb3"
    "TLcaA3KYeMDk/7fy9udfye4fbJ3m+ytPSZyVkI024RNW/m01LOkH2Ne3/+K1bk5Gs+NDKqn7Cpowv+wjrl8l2/zgrbMy2Z90uJ92"
    "1FpaYVVaSwXft+4v3oUIc4Rh+oct+afBsyD9b8lo+0yE7Hh2Bvj8Y+L/cR3/V+reb/QdKdTn9DOchcNkKny+pewMGcVcpcsihCE9"
    "xn8U4QSyx8n5tZlVfZsPWMEOF+sLniGOX/BtcfWwDZTRUnbNS5OsStpit6cH+YbeSs4gN//7W90EmVsPnzoPkd8839nhKukjMwzW"
    "HWQSXn/e12uXyBh43YV6B5lW/8poams+8wEi/wR7PQz/vgH+SwjvfkS+0Y56p8xrMUkH6fEyPTVVY5Knt6Weg57Mzna+ANHtDRJO"
    "vaLtg5mpz1IR2SE4XafqAUGK7PzH+Qqh4xHL4f2Z/+58JYfr/A/t+0ad1sxdl5LR1HKnm4OluH539lSvSxl/6Qhx00EL/EQCd70I"
    "u/+qiP22OZknynh1HV9ny1ms9iY8ljTl65U2s+dsuUXm61jo2ps4JXN3OVuMZ/xizf6ZwZDMck4+s96T/8gKrMx8YrDbynWymV1I"
    "Z0OOOkLbVetIRFstyW+fhCwX6QnykEy22UayF+T6tWbOT1gHitXn84mWn6Q3iDGx/pbprPtjDIbljxOsGdRyVc7mfMAY8bOKcxX2"
    "/e6qZ4qb0NIy9bicLH2CMToB1sem8PTQMzUuD8gifUq/wHMMglRv0L7BWYh3r5LPEeVF9Qmck4EyhXnI2VjvQ8SmP5fxKW1vXvPd"
    "9Xat7pwkZ9NaahGFnSJulpRhi5/2fc4N1L3xTKZG2LcV11/0wKBCj4FMfqyny0FY65/0EGPIEMcg2tbzSEUQjbtOE3uyqzKzyhTr"
    "Jp59orlM1um0hglNV89d/jTM+v08n8WNePzu3mQ4iSIqPwzrMkWtt2CUDJOe8C9+ha74p4R9prYpx1nAk/EvxK2HyBxEnCk5QbYP"
    "voAE3KBfY6fHSp18ifd+g+h6KaLDPPgDX2lEnsIejJNdZIAeLdP0QZ0u3+O8nY8dsxrQ/mIy+CIRNmuIE54B6bfa8Bhc5WH2GD0s"
    "s/DODXglH99YppfpGta//h5YDiDMvokEPU074yWsIn9LfpKQZxaLZWoEjjfmYI8ZLWXV53lmKms5s3EN9YZh5drrWBmnl8pMfPoV"
    "eT64E095JrTRSOI3Y5yV2cBsXBWuFmfe40V2ENosr7U2x8nPrvmU3CBTWb1L8DoPIjofwlxLKylkxctNpK7jPpWzxyIFXZTMVDeq"
    "dJFaV0EDu7H/JQeIY155BndRrR+JobymwNKU6JUSZUfO3+Rx6QgLtIh8bb9SRm0t8qkTYtQG1sNnvttXvsd3vq7GWdglsN8th1aN"
    "cm3NrhimIMxPPgFJrqDndbWfdWL+TB7zefY8kpmhms53dvRx5ROQgGraPWMdupOnKI+YkI36kRqv9Cs6E9o2H1ceJqfLRWIsAnPx"
    "LD1lT8nHvRXhtU/lO2gkm2f7KdZuKNakq9yvE7QlvmeyDNQ9ggHyFjGRNpPXOodtqoVhjkv0Kn2MeKCp+qEcFzwkL+J8tpJFcoTc"
    "gZNQS2SZITmGcUbB6dAfP2jn4ACclMPlUj0JZ/9bnYV7/hoRSRDM91N40xxWJl+niqudh5mVc/NN3dlV8h3cCLv1lX4sw/QUfVW7"
    "wea/q7sG78ieQfaOkCTlYzB26j5Zz8xfiiipTWpzrleRi3EJ0YHl+PtSHRwUcnJPulrR4HtSNrDvL84ewnpWj48UNw/T/gxv5jrG"
    "UVrMmebF+jH+/ghZcjbqauJ4ndxWMwt5o0eXVzDfFdeV6iZXNrCzbxT2vziD9XHdxgnN9VnAY2SxnoYI4i6c+qWQ2PP0QqmXR6Bf"
    "+gRb56Vl05bGZ/mBNu2muZQ+69ax9Cqky/AeCXYMuqqy4cF6yNYx+25NHWMdIyJtwjoYZ5W9QR0+M8ruh5U476bxCmADvoQVfCsY"
    "Jbn6PrTcUr0H52up7ijP4d7zoHuupd9U7CfYlHCyeq06NsoYMZ6u9rmRjHC1nsUnRVR7nZ+hvgK2vgFn1uqW+fR8kvh/C+Lohvq+"
    "1C6Uyd4eyeZqHCW0U/akJ7FruA9xxJbjPg/+STFnuoSga6t0V7E5Sb8z0inKYFuViEXXdb097Pqx0IpP4TVjGbkQT1otC/Q2mY3v"
    "7IP7+5g1igb9nBNeIlrI/Hq2WecJ3yXWlLMl/Uo5rMM2EvM+tnhOuRQ0VUtouGq9G3bxHFiV72BLcnJuhyXMfp10brxfhv/addIk"
    "dF0APy0okMHBhuS1+rq+En86OLTFUzI3UU8O5Tpf767x6EzTIMcg9pyO+xvCea7XikMDvuEzgH/c8WZzstP9+wk/rz5db494Dmn1"
    "ExyPZse0XW0ufJsq4o6NF6eWPKiOLdB0zgM8x9Ueb/ITP/2h/KLvSRto4Y9gmSdBq52GSGU84pE61ntbE59R5XldYh6LmyCrbsr3"
    "eqctTrqD77/7CB1GN5c5qb7sETW/4UByi+0PO2K94DZBtxqyv8a4sfDzPNjDBkiOm1fj4v4E66ENxKmG4NeY3BTwjGyiVq1jjiub"
    "RpoP27IZWrgO3v0qnMGF5COYpDfD0iykv9hG3Aw3O+NmO0yvrMJzXczagzG+GoatjJUk573YvLaQngpNbjNYVmIlF9D+vEn8VRWr"
    "o457sRbne1cyohsXtLJCGKYmNjaoPKz0lbizf8olUkesd0+ZCPuYS183zApUGj0f1mdkHn2AClZsfrTZDuSWvRx6KRe6OzsX4q/y"
    "KU7aFQJvDr97Vp+Flhiv8+RKnkVXJe0hqczUGDfLZDqe8wDfNRan7xKndrsD65j2e918wvWMHRRef6WX3DXEWYWIXv1KftI5Le5T"
    "w9Ws1TcRHVyDONewGI/L7bijvTiFKk4+g3p4tYsZCYS1Y7CMuM+Bsh/rd4V43yL4SvN0afAYdV0EZ/tQKWbv/VwdhfV6Atcq5qRx"
    "m2NfgjurhPWUYAX+PwFnyyHUc3BabG7KEnzjHPgqHeQVaSvnyR7yoHylE/XvcgLu6CLylLp5WNt6pGWMMZxh7E6U+aw6D/Wd0Hm4"
    "4uFitbpN2jLYiV5vLTzCDfDWf8TdF+A6l4hhTm26WB50U5UOEuPoMgzQaPnEswUoMUab8e4k+Z5v0Xop9fiQesYXIc+n8itRv376"
    "a2C6Yg738kQp8xhNm5tT62d8uPlL2Vi7t0O0MB93sifizDn/h7n3gJKqWr6H6w6iIkFBUVBRRBQVMaCgoogRTJhzRMWcc84Bc0LM"
    "OaKoGAAxIUqSnDPDDGlyDj0db3279jndMz7teevHeuu/PlwITHffvvecOpVrb9zrKptt15RMJ5ZTPf2VBiJZvE3m4AKd5dEy1Gfc"
    "XZUjyn3HfrAXuIF/z0UUEWc11hg7jbtwDeViIf6fS6yCMnhCNfCwy6GlXV1WybVRz8nJmGdRsac4n7bU1QSraBu70qedSx8+wmim"
    "JlPx/Lc6eh7kaQPkuIFTNZvLCnJ5tBVD3j3co3HHORsYZa/7OeznGebRAKPEQVlDnBbTBwfDph8kxiQ/hGyDv8on2NsrcNK+1BHQ"
    "EG0gZeP1XETyOwSDZTYnZhchGp6tNxqzM+7nUWinxZDeo+VmnIiveWoMja6VHB1s4E5HWfGs45l2lmVf0Qxq1OYS1cad2F8cU7nl"
    "OV6B7/2g1sMW763nBHNkkLaTD9nhWuu5NEKikiSplfbmNT/UsnA69niJLoJXUd3iANzbd/AGCyFt673tKWJnzGw1hNqL5Dr5DNLy"
    "YnCt3BjeGnweTsJ5+wxn8m5Yf+saehgrsVQXSR85CneTI8P0fdk3uAle6YWQU2MeaEEJW4NvtMr3LVLrcbWnYYUK6OHE9UXcefY9"
    "NUYF88MXQaYsfjLuqmU6AhLdBTu0lVwoinN4CGy/YSaMxZ1MxKd7SNyfjDyeAuP9uV1WeYREOxvnyVriaZmX3o77tBTyuBge4D7w"
    "xqvwX0vsvVnckXqzDBer0B+GkzQVZ74YMvkYNFwl9F4x7qYVrfCxuNvrpTs0URH1+4HBdR754hP8ZB58wJXseYkzCkgjYaenO4bI"
    "Ir1Ff5MC3+9ZwrNr1vNRSfneFJOPI70ddliB/aDbF2gRuyFuk7/4ZGY9TsY7R8EPiONU2f33lhE6A3HaA/iee/Dey4Ibg7Nwvr7W"
    "p/U+SMaFwbU6CN+1HTGZTZ/sw2yp9d5brc3q+OdKFc9gOXewAXJ4gxh7+KZYy3bQMq9jBe7kRO2R0LYvBTavlmdc6bi7Q4PJ1Jhb"
    "isUilVjDD/UsxH1l0OqfiflRD0Kmns909IjvZ0j/XZmB3YG+YKXvsIuT09M4wh8WY56y/o9VRG1JIKrMxX1+CG2wo5RQm9jnDWWn"
    "rVRTBl1Gx/VRuhnspXgiY+t7Cd8wH+84Tl6DLzMYnp4xKN/AnGeUGa0o+x6t0/16eBpHS49gf9kG1m+DXhMs1t3xzGvCg2VicCxn"
    "rZ/XUfBUHtPbc+bA++gpr+DKI/VOrOBzzFe0kbfwbS/Dfn4snXPOxH0U4fsN10ha3ISo1jR9KSStFXlMHQ/7UqxYMZnvXoV3NgvP"
    "algKZ7OCYtw9/Yj7Yv7EOvqqa5g3PFaW0xrb5MLJONtDsD57ktt3vj4LGcmFbjDEnAbmthyzR5rHYh+ukvnjvdndm/D9amW0Akl/"
    "lozTw3yKarzToX83eMyfNh4jJ+mn2s0HvAnf3xJSZTgcBfi5cT22hDaxGZh9ctbAPhpbYwdEsO3kK9x9PjzczvBrI4yw45x8WYo/"
    "bfan1HdqunpJr0w+v8x3tapnBzANm8bLThDz/Ctcoxr30AIyOFqnwYucpTfKxiAwFOMJKvUEZqKeg64rg86oJ5bR3z+TI65D9L/N"
    "qGXze7NzxEegvcvpPZUTq/gucrC4TEWxus80slk6lPla/R3+wGjiihQzb/UcNGAuO0ey3YF564OtmiAFnmvMOpq+Jb6KQzR2vfgR"
    "WJqkR52wJ1Qf/0SJ/iGs+dVBe1f7WLM2w6AbY/wzj+gscyCVhsa3BtHncvx5uuwoN8lx2PVr4T8u1cmIad7CWXsJO/eAbAxCbYKx"
    "kZtHLYeNT/lcZC07vtIzM/bZrcSxGbiuwWXwPCPMcyXotbi8Zy4ksoKozNsQl7aKp89hwkTZeRbSF7AsYTd64QN4pjpIg6Zx/A35"
    "KOU7PFOU4ONYd434TI+T6f2IZRp6hD6TrpC9VF/BV9kGFs6ww0fANhrmZgFO6jp8okAfkpPF0LCOhUc9mZnr6dYHDu1pUyZD9An4"
    "hmU6VifIGYhaP+SEeh+Z5qNzl4t3EwALtRP2wWaS9oCmzPXcnt/iPntKP+xTheeSinmuzFG4I1ctcwzKtXyKA3yEbthPDfQQY4hc"
    "3cTNIr1YNg6RP/tuZ5+8N1zfHtCX1eQzLoF1qVar3Z2O611KVkSXj6phbs/5qXMghVF8ehzWvZ64vZavKvZcy+kuXVeZMP0Xpwew"
    "iTgc+zQ+Yw0trtOMET+5Ecf3/uA9wB705aqhAZOMPvpidROM0QyDtcLvTILcuC4HcrJUqotU1lE71+pRnKi0vevQzNVch/c8j+Uz"
    "kCj5DpEkSSv6i/9MH7nYf8Y6XtZmskUix3quWJPf93Ct9bB0P8EnvESuQPQ3CZ7Q7dDwnSShjXwhmomGo81wuKSzEI1Z3Tb8SYQY"
    "iK5SY8jVyzL41hXwuZbxJO/Hfsf9ZRfy7Z4m72N/LX6/DHJSrD8ze14CXXkK7u1PdazlEXaVWv7VIqArOeGVoD4cSkzvOu8LmSf3"
    "DLydn6CBDBulG+eDDSPQvKUNsANV7IM8DD7ab4iaLQKZj/PXUm7E6fscNmm0TgqsrtZT7sa7vvIs4k4b7idx33cZJwvrEr1KNstp"
    "3+LoVJfwjuDtVEnQPXhXf0s1eIaIK8hHEWe0YVm0cuoQQzctyaxoRz/jEPNsKWeSHdnFIjV+wsw+Fchyaqskp2QPFsMUmYK7vUb6"
    "BO/JeTZVC9//qaAT4qAwrOeaVHKa9xZmTGz2Kg/nOudfz6kSwebf0OhDjz5o0wK5GdT+FPRIOT2xStzxl6wuPcqp1MPgP5dAj63A"
    "Dr6OHX0fd5LHqdRy+IANsICWGxuONXjHRwENfmouQXbwJGKhLuyLqofsXQJtdxWiRmfxXHZtM3ZilSHGTJFX83H4lyWyTt+Q52Un"
    "rNOvuiQ8FPpvHqPVk8l+vYRY1p/Az64kt6ihyx8jho5js6ZraBnXwC4eT0aI9vTFzHo/xKzVeEQb18kjiGN3kTrqo0nQyhX6J/zb"
    "q+VUqZAZRFj4Fbr8GfjeyyHPi8OlzWi+Q2S9P6PdfH3Ccrpr2SW8Gv+eRoxYQ4b4GE/2iD4uJ8BSLMB37yXG3L4ez9Ybr1wkC8jH"
    "mfToh3FWaLr76Zc6Znzs7J3BM+kYNuv/y0RV9ldu1eNyvtH14e7wgh/BCVqkk+V1ORVa7EzdL+grhn6zpx6EdXlMdwpu1E1yrmGG"
    "4U1Wk6s5mbqe/mIN56CL9ChOb6706IsmB7fS9/iYPK3263ap8/gHLvqyz1TxfLjpDOtHv4yfSVHvptkvzOL15c8TzCIcwTM2m6yV"
    "DuUyD7KzC3bPGHVtMvl+eKv5uN5QRAaNOq/l32ZPQ3raMeYmOopDzawi5prVeS5kJf0l+UH2k2d1BFbpAGmPSDTm8XCtAl6SwQWe"
    "5Dn90kwGYSbLb9WDtIbdTBr1ufOro74T27IE11DnpjNCmxBN4CX2Qaa40rVc83mZrOO2XjeLx7NvRBr55yvHinXdjIJPMUBOkXPl"
    "Oukv9+qx8C1sRYvpl10gcY8L5eZu8ptMaqZ7b7uLy6zX6ub0sZredR0j8JSPDqzHoFHDbsbav0P524XrtquftA1ZyVZ2sqSn0+y9"
    "t8nMZqT3Hn0SfviO8iRnh8dDDobA9l1Ab7Ma/3e8VPVEg3U6bh681U7SDqe/p1hP07k4v2vVMK4W0BZtTxYI51Wfi7vdljH6YuiC"
    "n6FdZkILfoYo5lF8shBa7O1M10FraZGpjaRnYSwK2punL+nrEQ1e92br96/3lWvXgZWCNXf2wlhouxOvX7niVcyKh57DLkqW4IRH"
    "LUvx/s1ffh53miNzqHMMUbySPRYrILHVnvXOduZq4oBtQ/ub18xdJ4hM0o3z/BXc+3L47+/rWDmYk727wEaHnOHvyC4Fh/xzvOwq"
    "ZZSiXjIKvsN6HQONbRnNQurIMo9mmNS7YfetB2AtI/E4Z90HkTu9mpmRQeLOiXnvDvcjzbwYb5YP+T9xCLfyOYlS7nCEEXINp0Ke"
    "kwZiWWjmzKY/0y7DwKKZnoRNPMJq6HEpP4bsVHk9pZxCe1CSnlHJ8I5LMnxpcY+LnPJI1eZZ9CNuqZ3yuEa8znedMA3Ek3bvMh+g"
    "hpUSy3PthJX9gHWdQmjW7KckLZcVGR3Ym7nxZEY/VWa6dfcT58dsif/qYWNS9HPXM3fbHs9n2YR1+MlEdZ17+yJGzMeenQVLnfLT"
    "t124P+pn1uwJuwdfyi3yqjwE//AgmzoNF8DqfSLbhob4k/RMU5XMtkX0bDFm+n2kwa9X0ve8prFaUh7rWzL6zRAQXSR3gJ9Cz9VT"
    "2KHmpp2KmrHbVazh9iY+v6HT/4H92k9KWY1sxIxv4+Mo97M8tSjuU9bQzoMuLcHfzmK9rJVUZSK5NNZmJft4XmfE5rrDE55N5hs+"
    "x/mByeA28FRux3kZSDyg0/RhHY5THqF3WMfIrYaVu5MlQoyjP9hfI37Vd5bzxeHzR4lr7M7UabCEc2kvi1hvraImOJTe+kKtEJse"
    "WoVIpY6aZzre+Z0eH9RwhtXqLUv/wWXYeJbijL0tbuvD2fnZlOs+YvmTw8QhKZbS563ztdct/8evaIZ3ajeyaG3J+nyU581Qn9Zn"
    "di+hQ8T1vZTBv7tHHC62SfYmEvqsygUyUu/GOpXpE/j8AcF0vGPf4DpEWWVYmSi+w9jAbsL+zMTJi5IbIpaJdhP0Veo5h6k4zSWM"
    "SvZlNLIeu2cY2YZ1eY1k59xqwHesIxrtLEjnYp6xDbCQc+E7XsEuvjqcijxIXE7QlQgM75C1uN6zQSdhoULqNuNv/QO28Tf8fkVn"
    "BRdhDdfplXqEbp+zCq/+gfOS8H5Btb//kNnQOk6YVkILnkFEG+uvOp/VUMslNDJNpqjlLIezmgiBloFZiVUexU5i0/c1iLB/wj2u"
    "p/WoYw9PRA+kHrSMfxEz4oVYq/HEVvsNTzNAQo/N77AMbIdae76dNDtkxyadfo5B9Vv9FvHyhzhNb+rLiE7ulK/kYujMa2XfDFdv"
    "Ghs8pOZP6Ulkg3aTa41sDqa/5+PZ/4C1KtP35Ec11GxDqlzPmluDRwQuZg+ZzYA9IPOxEpM5fVdP/8my93ms+RUwVsvGMJBgHrBe"
    "+xPbP8oMuDFmXQuP1XDGWkBPzWC1p7NY/9ZfrMOMgo9zAs56V1heQ9mcr1/rkXIXourT4c+VYS8m61R9Did/MmLfZbpjEIf0vihH"
    "iJtwHkX285YS8+wODbTB6vsmQuxR0vsQDcSSa3ylv7hsWaWeLmkvt46dU0laJutYLlGbOjBr+ioztaOwCn09d/NV3hZV82qTPGrF"
    "OqLeuVdO4zd8432npMecj1HSrHZziWizzFpJ+nzFzP3thlPTVwbD56jDM1VmnivNL+qYZc2yHCmFms6pODy0esrJcB0JX2EGfK8d"
    "5WH9EOs2Br7fI7pio7KgGxObbVxmbgc/92EI8o1zH6n/H9xbdjkwLNkVPM1biGPHbcDJS2r0/9m91ahNwLfz6EGhx5+up9QlidZo"
    "7yrSOO13npfMbGgxG4Ob94U6m1Gvbwcb8Ofr8Le3gK/ctpke9D/xs9E6Th+E1hsF/fkprnmAlMmXkuZbtU9eLY4h2eR+MXRCHtmL"
    "rH/0KrIefCC57JkpwfUeZ4W/igjw1WTdq8czlbGWlcZGdfp5DVYrpi4HEeN+VvjaRKkOh1a0HPkgGY24tw4atBQarZY1nCG0iTZd"
    "cCK7SupZ0y2A5rqSPQ4N8E8m4V+XITbtiLOZgP4y/2d32ROnMWSMuZoW+1DG/yvI6BJnZ0spfmZedxGridvLnsHFOglPN05n6LzQ"
    "ENR+ks1lC3EZN+sSulhSvgvd7mU0PNFarHKUHexlzDeuooWtamZPB8up+ipsxgz9gJyiw2G/VZfJpoHV3fKwEoZD9wriLOs6KPeo"
    "ItlynUPEuhHGwDpMg1a3yZETYbd3l26BaewTfMbgzwyTuEnqt+IYItZ4NCzrG9lBFuLP73UC9Kr138yw/l0xDIyV8iJ8vm91JKKt"
    "M+RzzZNvyGhZDA0+VvYWJ8kXiGNIrmAPS4JIk3XYoyjztsYDUsIoMJc9XmU+RlRN19GVdsD1hRt289YeK+xE39lu9rHOdxLMZszz"
    "IU+aMUu2Q4TSX94gtuqlzEoZR2U++buLia1i39Wbs/52X9/oS7IE/odDjayAxawjSszZYjXaWnVs2VFKW4wY1ybDBfAYC3FyYjpC"
    "T8YOFoXvy30yN9ge8V52XpGh+kGwVl6FfjpdX9OeMhD7/2Y4WUN831ScoC99Xcn2o53EiXNxqvTTR/UNCVk7vE3ayo2wT2s5P/Aw"
    "JCP6D5y5VpD2UXqc3I2TU8q+M0NpfADek2Go5+NML81gkCa1xscl1t+Z45Hv7Wy0Z2SutKEBdno736dvWAx3iclJd/lfs4tt+487"
    "iHpkAGWeoWlM7joQSvRFvRX7XcfswSqs16vwxZcz55nQuyBzypjOUCn+Ipf7PPJ4lxOdooF9m8V+emiw3B38oheFT+lWskK2ljHh"
    "G1j3j+VnHSVT8D3fyESc8jNw/dXwa4fKp9AAEVbNVjDL2sBcikXZrYgP0k7SE5cxvdH3TschaWk28xgzB6eJi3WTjGZtcmAZIjKr"
    "VZm39T7jlxp2QJ0JHTYM53A55O3eYB5kuzPOaBtxPE+3sR60hqi45tm7brDH4NF+iBN7aI7VUE6E73cT4oFbcBp2lg5iVSWrBiYh"
    "GdbZug7n4095DjLSSnaXvaRCfsE7N4cWHKq3Qf/tAg9hLN7TV54Wy7YUQLoeQ9yXB2tTQftzq2yA1piEtSjCaz9jtU/LdBE7jjLX"
    "NRKF/E+HBfle7tI39F45RKzH6Tw5RS1+v05Wwzuuw1odJyNgBwwr5X3sQIzobeprfS6fUkHcjtoMM2JE7xfHYLSBKEq1rLBbjGVS"
    "Yvx5Kepr644wP28fMXzE33FfFZ6J9VysufU2DeRkSDHOaRexziPXmzANcVQXYnZNwFrfzO+OM3eQ7TPRDPuP6TeHb7SdrMHdbSGr"
    "YEsM9WsJ2Qp3Euv33IyTS4Y/15VMB8YeeYRYX+wq5r2jiMgS2Jc12O162jTDY+3jOayE3+CQfNJ9rOs8s0GUUV+trmO9s564xYOk"
    "grrUZiuqoMVtqqdF8LVWhy0QQewEH2ZeqEErfSd8TTrLI8ELgV2/jBhCbsXN5u/K/tyZ+gJOclxuh2wu0PFyIO76MXgnzzTTG/GF"
    "3qfG/mS9ybtgzQ7Cc9wp54j1oU3B3S7WlGcFswxFL7mCWeMHIGfT1eEwLSDi3NGe1b3BM9zHuFtniMt91TSDr7wUutd1w9jn2opN"
    "Ry7DKtzgO0AT5HHLY3Yuxqrd/hLIPlirB/VX6OAvtAeirCotlR+YwYh63Zry6I9WrduDyPIfsZ6/R3CGfI/r7Yl4/DT5gCwD6W77"
    "tH+QI4H3Otci3q7zGcSERn2fsUWAx0qvDFdqwsfVEfauuZ919HVEodcSYXeNZW8qsSrV2MEC9q/brt8jCfpgZ7NmN9+6RbEuK/HK"
    "Q3odPL2fcda/5vxHRfCZvIT9PFLHU+tb5cxNIHSUpjmvFOMu90oPaZzg3Ri7EOG9n85Idj0l7hj6XyXNzMrb824mcd+zEifirkP7"
    "6wzNtqvsHFypj0CbHygvy7HQax9oF0jDSuK4x9mRnmQWehC0bbXvVU/ncVPs8zuUGdqxsIV/4c4K5Qb8/Xm9EJr0Z1zDKhE7ZNBI"
    "lNPHqm6OqJzItjms9Tewv9mxJJ8l1V5eHGuIQ98xjXauPIOzshWu9AvrwI5DwE2V/Qm98Siu9ihszmxc/wNZjKctxXmbRZQvq9PG"
    "KfPTscKfUqJ3EOs9sHm9kcw0HCcDxfgc+9CDt3dfSKbnuLdS9b7bRTLW2WWnt+Oz1bFGGteUx9J2pzDFzpgy7FVBkyxJQyajvAHy"
    "W61pBBHx58YwBKfDm2sjBZxR2YcZy4hHEJ2DldAMHqSbU3AdwlMhh3+xGlHnOwMqmM1rLprKjm2S7TN7QDNXsge01jMJWOa5i6xl"
    "laGe3UQmNz2khhlOm2pOMnPqZjmcP+us0wVyilyut8hR+PRDcrpsie/oLtfABlbq9dJSpkMXVMJmXy+PQe8b6sQESGutxxFVToqk"
    "fKxZh7W0CmqUtZ0txdjVf9VN5USsok1O5MMLfkqSvq6c8F5wDXHtHGtgBSd/zRdpC5lxO7Y/9Xu6/8PhbNX73EsHrkwL7zn+vZdP"
    "fR1/Pwl9R2CFjmXtXTzGRynnPsNmMzI2LVWAFa9kL2JMb8f/Z+Iu1ukrXq+q76uwfXiTUbRNYltPWkfpK9sgElxJ/vdb4ZHuLYYU"
    "OBm7tEaL4Lt8hSf5CHrtg2ZYts/Wo6AJ7pJLNAxr5Tu5QN+VW+HVtQ92E2NNbyFXwqOcBfkcLZZfX484bmMm69bhuabpOnZTr4Qv"
    "e5sYKuNUnIPD2Fm7mve4LbGo00xi4tE97E53yWQq3Yy9Y15aRU8qRYSEBiKLW+2jlCenpbiJXucXXS+JzJWTHie1l9+pmD+fJ4ur"
    "I9RT/8QznVPtpMyz0Cr/5frFlkKu/9CJuhByshQe+VL9AafzG04MuOxvgn3mJ/mscFt4geXYwwL2KddAzg2b4Ts8Qz95UCdDlxmy"
    "wGrG97fQYtu5MM1zne9tKCf2UC3zCC1lkL4J3f68LIJHPgtnY4H8Dut8kCTCo7H6Q/RzRFH1YVfpEgyD53eNDJab4QXVsBbipiEG"
    "kBXYdEhb6UwsE1d5szrnNfTxuLLBh7AP8/DtsyBn18sCeJSPYxd/gg+6J1lWU+zDjHKSZzXnjOfDX2jQrmLY9TvKhdIHd7gaEnux"
    "ZK/YHC2fh0vhha/RvHCwPipP5eRrQdgzOEdf0svo/7vev+ukmKewmB35U6iJU5mJuiQZf42FcbV28bUmQ6NOy5UxDMQ8UptDx12n"
    "odfn1XqCuAxoZ+YIHS7jCkaP2TyU7ox6wwwq6haMxVyGbB1jdffKGTxtpV6L5Gk1s8rmt14JrZykforBtrbFLk7FvY/TO7R38E2w"
    "Eue7F1buBl/1jdMS1eprYhruTlmPz53BLFWEaPmrESPZzuWr1TFWa23GG42wL1CIZJ6unlZ5tPJ65nYtJlkob+KbFsMrfVvfg4SN"
    "5OmfS/TJuM5mVk894vRT4hhou+jjcqmeo8P1Wb1WcoI67Nibsr/MZQ9a6HlqXdXWppIdXn+990XjtBXn+hWvbUaHWMV7B2m0rq4H"
    "z9a+CBagiCtkCIlTZDy7s/tDOw7WedC6X+HKefjvevioZTg19cz5GBNsmbqa2Mf4rhrKrsUbNs003fdHFnstfBG99QqdJh259us5"
    "KTGHbPHFfrrHTtBFUqduHtYQseqILpJEtB7n3Ek/+ZlxT5yemnX3RxCfGe638Se52coyfT5YppsgGjxfrK5mcev1ciAk4aJmsNOt"
    "87yWvRLmw1vHbUIdvkGSp77Mow8k4GWma+ehz+UL+4MKfffmYLFo7DX8Pp5Vg0FiHaIx7l4NY8hy+E7pafmkr2MXQcNvDz29lJFr"
    "JSutcb2CnTONXUoi6Up6a0kzvaQrplG/q+muvDSeajLzjg6ZadB/Z5AU2ttt/JXcqdyKrH+uw08zvSVplOX6DAbJdpmrxfzsaYyW"
    "IGRGO8Zo3CbLnoXvMN9jKruam4tELxA3YVboO0JMZg7I2PsUpwobfJ0uqd/zblZ6r+8YxMdLyUOaD8/aqoObwI5XNBNRdvZRUZjp"
    "djWfwnbU+CYqeAfVRAh4AtfdH56W4UVvx6yky6H1YE6mpbiY8FzECwt8L3cDO+obaCOyo5VVQv5cT0aKVd2I78ruQ0lJQKuHnP+y"
    "fVxBnqA6v+Ytfd7QXdH1MxXA1lrdfQa5RdZRO1h17RHYHutN78TJoK6+y9jYBSxWtb4sx8melqMdKP92h79wCqyU3PNx1m1/0VZB"
    "dkTxYyTmO8tdvc51tJoNHIK12pxrsBDnbA2ij21kJ3kINq2Cle8EEcGq/bT2BkTSZ/2N87RlZu1cZ+1CrrIxLqS87FTqKcztRzhH"
    "1BJP14X8zEeI1eYK/BpXkus07pl28tmxEqXd+lLcRIph1Lq821Jt+qttk+6M8G94+PtKGjnZzeNabLyQmvgdekMxX7FwU4Bb0ler"
    "Uzf57bIO2fFU09ZSqeeU3BOOm7abPidn6nA5ELHA7nKjXgEf5U15UnphBebAw2rQvcT1gBvjlzt9y/TOYApkYRtZCXv0q/bjjMvz"
    "kC2X4b2M0u+4QFxl1u3gfqw9p6PUhI89s3cQKTV5qQ7M9E+k8TXN67QI5DG1zp8YfJQa+EInMG+7Abu3tTyLZzsZ3/ckPI8pPAmW"
    "Q1uO1+7FWt6EFTUP/2f9ApJk+q6LnzppxCBPdxyVaRdprGA08uaa97u3JD3jRMqfZdflapO/1fzT4hrj8Vrhe9sulO3p30XZcxNh"
    "Xtg00jjZwAxZivGeMQtZjShOFux6sqd9gDstY0bCWHL2xtrXssvaPMmv1fHA3w+P7EG5VAJ5mlzxVdjfFYhIvoS9WiwjcUbmWqew"
    "ngjbMAH7/YvalOO7YvN3EXiSRbDv5ZC6BqzMCbDPA+BX78WOf4d4/YTks6srQs6h+4l7PkT2koPwlIPleflIjoR27wGvIuU5xBoY"
    "uboZoyVeF6a456HvuGovu2Z4RrNVyxP+3CX8GrflDnSQdkECd/sF1uELHar3SHX4Lc7/bUEhzmQHWMe39WlZgrUyifhJz8Tz9peT"
    "9aZglb4Az2Qh3jtc99B3oFcP05eDr7HaBey8/hjrfLncAfuSi1hyiWSfvFfqEdddZ7W49pLwvLaGZ2g2eSxevVvUzxvbu37jNFgS"
    "knuCGNbSQ1iTFWKzfnXq5pMLGDWH5GB5jvOna/QB7H8X7PoS7OHNmi/GVPoaNNSJ8iN2sowzGdPxPqvZvCR/YX8be6AM77Ppr7jP"
    "5EZ0V+j7anaBWF764QxfnOu5EOLGp/vu7dkD2p2O4nrhHVZ6+lva/s0ncFhZVay6xciTu4H1EuNGPRSx0nHMEGwmFTwNu7EX+0+e"
    "lpiv05pX3UBPPUa2luE4RwtxrzfLfToI8dpcWKyjJB/2+Ves8EgdoZsGm8mW+gw80Gtwjx2DG3iKqvwcmmWRV1L2fpd8fqubbqii"
    "JOYxs3ErcVWnsauzAWeguxxHvVfBSgniIHJ5lSEWm8kcpp2an6Fhev3rjMoSrMdb2G+b3PwSVmYvGScj8KmWQS/5lvxdmum1Cdnd"
    "tzvnULaXfYO52JvpamhJVWQkXoI49Qec41vkPb0Tlu0XnOLpuh/8zPcQx+/gMfCd57V3xsbFM5mbJK1iHb2oK8nMYF1+PbHunSXl"
    "O6idt2ZdR9b1GkoN0e3W4Ukn6UHweNfg1Fvl5hV2PNRQatZ7W1XGtdxEHMdJZ95Bvffubof1nIeTcA+s9u+Q1esQUczXNsH7OLW/"
    "4+rrKe8dggmIEYr1I9zVZHYyJmlBWot6H3kr5u3+CFuHXwcbgjNzjtEN4Sj6SRfK8ezuMhzDB8Th8MU5K17BOciQXM0/iMNry/co"
    "GGu87z8Flm4sswQNOGMnSx48880l3Rm9nzjkHOc9m9fV4DVYf3F5jQildU92wCfhtddxEsr1/Ua9dahFJHmG2ERyJSxkIbt/DO/i"
    "HrzjQGi6Zyjr1fDTV0Ja7pdTEG1kZ7csYIfCK3ju+bhGsXSSnrKjzNaR2K1+2j4wDLLZuM758ir27S28dxju8A55GP5tC1mFzzyG"
    "9XgBcjuCHRAuu1XD/jXnh1inZB9/9jf1yHoRRE3ubK/hWoT0ZdWfI9UbxWr6j+tnOJGzddegFvfTgHNzqSySlxmzWR1kZ2lNNMd6"
    "+re3iePASPNiuWjmMO8nWR/2p4xgQn1Jan11y7o8QjJUWB9KVCvldWJpWTx0t4zz91NG7WSzGv3IX5Kixx0ScyXhe93295Md1jm8"
    "HU5RodfpO9PeV3o/NEZMt/Q8aopVohJKRx1OxPGMANbTSvUkynzo81pbeVw7+9XJ8xnM0qnQibvzei/IYl0sVskcCe09DrI3j/Zn"
    "f1YJP1DrwHxKhkpzVewdMriG6VjK5dUm01M33/09MRwNm8DfHdY9D6fvGfkhzNdbYBXfgzZ9GDqlt5yO/yfh9S+GzVSfhwvZhZDQ"
    "9Pz95k0m9Ro9oXtx1Xkay3Qhbwot7SZiHoZ2mdLEQsTV9TJOxfnIFauX3SYzcBI+JRLrHHx7CWRoDqcJFtCLmg1/cD6rBs77CjzK"
    "YEq3k3SWfxx80Ao8rXUgmrx8wwly87L6+14uJbN3EnFSLqNHw3XYhV3XcxBFLsJany2GydNePsPdTIBvPwO20HmwS2mvqsld877M"
    "bDIBEvVZA5sImwhJmAP79LB0otyZHds2eFXPQ2yyk0Q4G2CrtiekvUBd51U6o57OAneQ9EzaPPZBO1w5iwg3FcMluACf2CJT5Ul7"
    "JK4rQjjnWdhkcngwUXFTlO068qOXc7I2Rtt/IOzaCbInVvltyPwaSOX2cg3WYCr8jcXEcwrpdy/2WVhlFiOpG9NROBc2spYMYH2D"
    "KjIdb9CvqRVeEuuqr+DuWmVwPNZmImz0LxJnl8NFuItZGvMZxwjR2Ap1lDgc2jHMJpZRn6/mjsxkfNQooRfg/qqoew/FSWwpUXpY"
    "EUTmNovt5nPj+ie+ZQ2zeY6P06LeMc1MJGZ/ZVoTZu7GmeJT8N0d/vUzqY282sa8kv0O7NcxkKRSTUfBoZ/wUiLyqOe200yeZc7/"
    "eA1WqHkhxbB0MXW5PbOzZ8MSmoV4WUqIk7cFNGUn9vkVsBqZZAfLVHKddPdZsCQsd/aaeJLVjCTj9zjjLDvBx4vljjewS8s6m/uy"
    "C2YUJO1B5sIMr6WOuF9Wqd1EDAl8CbFoesppUuHz10nP/N1NKtkfX0Vk32NhmdfA88sjD0yFDgkWkAk2zslJq6dGyQS9Et5RF2i+"
    "AJGGTZPWQe/YSdlLrIcjG8t2gnyGrgN5F0kjADCyRnRuue21tNQr4Q0bVtYCWi6nH7pImIlaHdJQdubafGjbKrxu/C1XSyH9lEel"
    "yM/k9vU9MvHM/LZFrrdD7w0O+gVLYeVGYm27yx16gD6jp/1tWmWLJj3yCiu7s7hcaZGmka3KoSkSuoN+pT/AQp6NqKyr/IzI8zdj"
    "spb3xPX9mY93uGxg71I1O7LOh5dRzhn9Qmhjt+M2M5Sn+0ofeRM+8nVYsx7w+8YxI/0jNOEyeUc/wYrNwPdb1Wca7LIhgbQIrguW"
    "cT3OJw7LYrxSxxg+Apuwn0zA1Z+gVViqn1GnLSESVgzPXanT1fWwfCZr2MtntZZ2MheffQTx51R8269kwFumi+RBGQLf3GV7Klln"
    "aCVujsv1H7ra11p4WO4nxi81D9Yhl4h0VbqP7Ct7Ik4wz/wPyJHh4raRV+DxF+I7DfVmA3GNCv9l3iw9NbmW8ytR+qeGqzYOUZZh"
    "W+dpz+BHnOIaot6W0qaVqvWslkOOq+VsfMddWN1iuSTcFHt+v3wrJ6ibyfk37MBFsELF7EOL6fX4Wzf2TJqPmB2DyPKaRczFhrTn"
    "KT8LYfPLVq2xXqgH5AXcybOIWb7HfrzfTPTeXFxfy6jQOhcuZVeJTTqWM0p01fVy7wuWsgPVrPY9OgBR3TU6Eb74PpDkK+DB3yhD"
    "4AVu73PEaRRbk/rtJM1e2wD9kMuat+3toZnZPMPRSDKCKyOWWIxZoRVepwYSZrJVfSTPazTrK0x5jBHXyRRhFdQ6Nttk8EAFWsk9"
    "dS18l0IiitQSlc8q89tCPy/jTlRzbrYcK56k/kuRXToG63ghPLO2MgpRYRnkbCdEok9pvexO1Mt/Yu2m+RfVZ4VC4rs6RBVjtz9M"
    "KlmzSREJxfV1u0mlAl9DdngY1b7n4yaiihcjAj5FHE9Wmee2LcL5nWzeJXvCt8F53xyS9bR8gzP6vMQ5P78O7/8Lp9qyJbnQDc9J"
    "1KNRxvzstu3rYZLGV3F9RZrhxWrrmUdraU3Mv2kpRZSEbjhh18tD4uxXgr0H1g+XQMxlHRCXI/IaBZ/wT/z8ffjfl8kKfQh/LsS5"
    "OhG+rfUejIONWwBtBG2gD8hTYs8Tgb3Nh55YCs22Ja7+qqyEX7kGny6Cz2QdNsvJVV6K01GgN8jVtA12z/syHz2Rltni999h39ri"
    "bg2n8WH4S6ZJ11vWO6c95+Tr4XPFefqK1Gl+6zLfXZyNuBD+8VaQnXrtAUnYRoZ5DJooNVURMSoMNaAad/gHbOAUaOmZer/uKj1y"
    "VqrVAJ/WteJYpmPMJFZxisvl3d7UJ+FffwFPcgzu7hc9N5iiR2LfDs/g+e0vdoL647kb6GsWwo88i8i3q5lVW8C6UKHORjQzGV50"
    "DecFZ0OyS2G7bYbweLlEGvmi016Cm6DclbkoFx1Gff9lDHsW59P9wW62csSSp0B3J3CX30CGxhN9O+ExZCKc4HQ57Dh310WZrfDq"
    "y0QfPZIezlxOEKWjqPS5cNihjncuhh0qFjdzbHwN9Vooe+GZthbrP7xDXiWv8M348G/NoijHM/FAusqzJb+xmn5B6Hsi4l7mY4xr"
    "LxSlH+28tQQRVC3/drxUZViIHa+7ZZoWYxdzOPF9sbgKYZ3v/rQZsd3/DbxFVjbLylb/Ny5Q94n2vP/sV8v+illLu5t+nJUwfoUY"
    "s7Tl2iJz9TCzRptJqkk1r+mcvOs2MUbVmGcSr6OdTHg+xgbEnQuJ5P0xZDei5+cU4kSOx5ldiP2uoW7ZnLG6ZfcPlPuJmLsxTFQb"
    "g3L9v+UVyY5JVkdbc6i05M8qaIESHsXFVWUTrMsOJvtBinnD97mWbuaqm9g0lZOttXq77CB9WJk17P1tYZlHQdLGYO+ewFm1WLSF"
    "DAj2oEc/Bjp9DmP77Xy/UX/ouWM4BWJ6v5XUsL8myfncM4laVKGOrV08e7rIgT5GqWVG8nHsegS+VjU01K2QV8sh/AgNeQ/n/9+E"
    "92ATfKvxH3S2vA49s0izZw1TmQnLdCWpfYatUUSbYCc55A1nd8rpbbizUMDXj/D5mfyM1Dq2R+MNVl8v/7/OdO0heZ5V3WVbt/Lz"
    "ZUno7+PZ4+36YBtYwSwhk3lIXXeApFHRanz3Skc5UmcGV0PCR2lPvO91XK2tjMFeLg8NdyvwWKuhR8S11brC9/Ftyj+t9tefM/Mx"
    "TuVm82qSmZqxsw3pCmFSs+t450E0sDbVwLyQixAvlRp5GbbiUfkAfuO5sn2wIcyRvloul+hLeqpUMDucq4dYJEQE9s+Yf9xSrCth"
    "Jrz2MspQHXzmmeyqai3j9Br5DN+a6y3dbKzYeo89oOqwd0LOQic5+ZLKMF02Ynyu5P1u4FmKEoU3RRthK92XEWuEOaikR9UwTABb"
    "0W1o+c2Klfo6s7G7xNkTfKH0NL4L2LTtZGSwTVidasgZhbsrZE/4++TFsDvsw3MxhJ1UFby2s/VXsve1O/3z1bjGM4iDz5etZLSe"
    "AHm4HO8YKcnwPklPE9t5OokSuCnufgFlZQnuYxvaYpu6izNn1sB5n0W4kwLIwBS8Z5aODUoRH63HCpwrCzXdV53SYYjCrJZRp9/R"
    "Nzfu2GESZ64rwp2NcIVqiFCSZF7NMs77S4SnO/spWaUT4NH9Be1dbXVtsTxiHu7gVuYBIvohViQJzV5ErLfdIBlPEmOsVl8hRs84"
    "XcdJv2MQSW1FzNMidjGu4eziucQb/lzm+9p3Bc5eglOAh3tf1vKLb7PGPxHezWf4XCCX4lqHweP6MucRxDeLdVn4lDwUTkm9hW86"
    "XBYEp2iVNPi8totPcvmvp7GGW2SYzBsr2D0QM4bN6Kp2RL8uZr5siXHrGAIefP4zsQfz/SR16PNFhuB9La7wns7lmqdxQWxGsIuc"
    "JzfJVJmhrvO3lFq3F1mJusgD7H35z3trw3u7K7gHsvSUvgYpLdJD9Xo9Q94IFuu3zdx1q79V6dP50Qb2SFR6pK8DWb0p8OiYg2Ua"
    "9YD62X/XszxQrJ7bR2wnn8MdWo3qeX2ZUyPr8LSnIMIuU5vG7gR/YAXi0Uo80w9yL/k2DGX6cHladpJH1JDALpYf9T7jrJH15Ikw"
    "3iVDBF1HpNSlupcsYeRyAJklessiZp0vwpXKYV3vhDTGEF1NhnWbjqfvF3TTOmI7GFd7gsjkSyDj1Yj0p2KfrKYUssfMTsKR4nI7"
    "KyCzp3luJ9d/6Z55Ga3BIvaTH0w0MJu0Gs7qryHabGgyUxDjLFsj63z2ev1KevjmjyYy+Gp5ehuisZ0l6esjLjMdIwd7NSO96fjO"
    "VZLuUyklSmSUlsfhRDoMgCo9gdoi3oxOrEVEHoEWqYPHVatfsgr4IP7Wkl1pZ0iZ71t1UuxitbbE23E4TDvKKtZVJmEfdpfsr5R5"
    "Xu4482LuHsupk1KsiYZ+/jNFHWw4eJsS4zPJbzxHDhO3Bv1wz9fj9KyHTA2V8ayI2mRMoZws8xDjOJzhZZTQCno7b0mtz8n+/Zf5"
    "9y46bcQNS/+tlcciivkcYZQZI/OUnpEk8+GxzHSI8+Cjeq2fSU137FVkUKMG05dd+i/ojGnsLYeHmvTo8nbNiygPdfyeasbHEY88"
    "fzcnrKPayNKRjos6SsxPBDhLt4ETIvbuN+jRlVPOQ494Yfr5FHzzEvx3kn/61uIqWc676kh8lew+7Jn6p66ThxCvXS6f4llOhFew"
    "n1wG+Ql9ZNIYkaTzGrBmsoHrZH7+h9qB09OGmXKeTOapT3Cl9+YEXxkzu6sZB1geQ4lyY0xGv6ppj06S8LnrCOe/6jknti+ZCuq9"
    "PU3Xjvb3fdLbZNBBLvHVfDdN8YV2hXZpC11SCgkthdW8Hf/+BbL0rJyE5+pM7N6DcQezsSY2W7h5MBqn5gpZTU7qBKzPRHzrkfjs"
    "Wq3O9EalV6FlJkYrgMUpZkawPzTfq8zLWv9yPjmjRJxVMgaMWs97Usopz0rYlatwpj7U5fC8HtOHNSFX6PbSA7a/e7BcbsZVOojN"
    "uA/Ud+QraOUz5Ggp4kSWRckLeeqf10PZA2lyGfIcrqPG3559+6/o0ZCwraEfzw5u0OH41nbyCfTlCOjLctyRnS9DAYgSXzoXMnYp"
    "JaeFpDL9qzuKQyU1n+AiiWTYFRp89t/Wf7Gerfe36KXvmrbDij4OPTEMvsOf7E12iHjHyxz8OZdzcWvhDUzDd1VzHmYC/UmrPuRC"
    "EkbCDmzOicwo/EnjDuvLmGW5joEW2Vq76OtYk9/kAHkXXlULWREchEgqe40l+yvb/usrCY8tV8vINcYq4hBJegSd7FcbozfBgr+t"
    "W0NiHoO0PYYnvAze0iqxvrU6Tikkee6tr+EAsX4GQ9R0VZv2kKgUtbxy+nYm7NHOkNhzZLr+hG/4QQz181T4E7XMTnYV6/Nc7/Ho"
    "4nodZ4FjlABDpl6rUT/pVQv7uZPcKXviu36H/EewWushP2/AB/laLBMd05FE8S1lb30v+V0N5+0EWcZewl5EL6ph/dS6+WfrHeRN"
    "6CybBzN0f1irWpz8r4NJOGdWaTDNsGfmrCh218UccWrpOu/Jmnz1pg55UTbQKlYza1UHe2+ZBfOWluqdWL+VsJ/t4JHMxTev1rY5"
    "I/VnMtdbhmsxPmPTFD8hNtlZ5uLnE6jxzFZYtSKqY/HUL0DSuiBOfQ7+2ITgK30XmnFsuFg/0Ef0rvCLzLyh7cgePLEiLpIqYcXK"
    "TQeeQ1Yc66b6HL7gMi1ih3IFdnMB9mcqzl8Z7mO81z8uQhvEmoFDNY4284rt4HL8/HLac5c7zqdsWYdvd8TbJfiO/WET52iP4E94"
    "hrMysXOj15eOnR+UKZCZSk5/vQ7ba51c58rP2HfDTRjovYAkZ3od6pxpu3msGSU8mk8t/dn7xZCXDRdkLVbCdrWv3COGbDcD7yri"
    "6lgsG2E1+zLq4lJI2yTicVTQKlVir1YTAXYd9Wi1NnLIhx6FU3FnJ8GjrKDnXanGCLeSSDkPQAqzswBuJldnsB8E8ZuTOJM0Yzfp"
    "g2+8SZbjm8vVWADmkY9k7/+oxrh/LSPb7XfQWa+xA+MJ/QHr3BpacQVkqjUivAbi3+Tjjo8LzIItIL9lbiarEW/ijRzOrv7/+0yk"
    "rZl13DRQX2zAdWLq6r6Wn71P3ExYHecIHd9dPbOviUyPaOixOhWSPF3/CB6Xi+GvnYmzNhfy/ryeJndwYt30mvU0bSFFfh4/h3q+"
    "TubLR/o9J5yXwMbUskNoMv2dbDWjK+RYuRx2s4hWvQRapoATgJXs4FuGc1Pn51uLfPflEnYF38DZXNdLWegn7KN6vaz3+Behx9Ot"
    "9TjNLTNdLUlirUa9b7a1pDxen+ooPv/l4ma7dpXuYqwwezHjtjssUAUrkX9CI5xLXZTOk8TZA1bOGZTsHfpKPtZ6VrKiflrTISha"
    "FF8Dq+ciDffzk9h79Snk5AX9BtI3BtI3Xt8OVukhMiAYqrfgRK6E7zVItgqW6LfQ7VP1dvgx81U9WktaQnfJRInl7Hg+TOqYU1lA"
    "/W+zOD/JjsEIuR17damMkit1it4Km9xNPpEDmmHvDfWHDINwg5+9G8hO10vIKNLA3pN6Hy+sJ66k4Tk06I08ZxXeo3FrU8N9rvf1"
    "gN1YVWhgRcnluFpKmv9gf3HVcrvyb6yghF6e7S6f4mmvymAHDuV5qWStM8X+vDRiStzLleF9PMuOhK3lUqxjyluUKPWTXbVdk/mD"
    "uOcY6kY0vWJ4UAl24kSIU/KURyf6Hmch1G10vpyjAVZ0P+kSzpW++ooMCybAAg7BuZ0JiekaLMVJ+gPRis232tl356OBcZBp8vnE"
    "XDtQrpcI0VQrOJUX9+g8ayEB1dDxrkfP6QM755tI0/gmSW8llZkGKOQ6/yYuN7gEu+mmH4sQT+2B2HnvYKzcgNUfr4dp26AaJ9h0"
    "56f45AXSiJ0aelZe4XTjfl7aqvjvKr9e2T+T8CfAnrF7Zv7Fze8kfSRmM4j2/4P90+wlR8lc/xwRzyNcyd7aadCzt8Bvsp6XqdiX"
    "FsGu8NIXNdNNl84q2xpcIS6qdxG3SBUzUo1IAoOkynsg/1lj2SSTec5eTUqxLtQ7YzFivi8vpTOa1EzcnyexOzzJZ4gwBpyC91uG"
    "aBC8svH/YXncd7eS+D9s0t9fiRMNwUWxx3krUpTRUMkM9qJVhOIeScByvoV+VtLVIibh39cxMqgkmknSY35YHfxxVrm+gHR+La7T"
    "rwdxJy6QZ+j9OZyCqLoMiVonrZRoTDfmrv+O7h1qY5T+b6+0/i+vqL7n/SeHlimyWELmWUMdjW9+XRw6RQ3zYefKJ5xcyDbXppwc"
    "qmMVz/Wa7IzzeS1W5zSskVVtDF/3D31BZmE1vtGpwWnUqi0kQd6GplX/EH7YvXqwngivazJO9IPwtFU7BZ2DQj1fewXPQ2t8kPM6"
    "Tumf+jli1M3lB/0M9/27LoIsuzx918Cs0XI1pJDs7CHKzpsyz8hsOesbZDZORQX848/xraP1kOBueFgbcM4+g1/dVXsHV+uBeNbu"
    "+ij0yCJ5IagPh+kTsNazM37l5k32NvQo2l19Tfwq1sQNN20vfVDae8RM9ciUtrZHSNKzW5sVty6MHXxOI/T2epp2km8Q/c7BfS+F"
    "Xz8O9uhRxE2r8VQtJd9nLtxa9pdKyniroF8wTEfL9tJfRoXfBTWyu34f1oXb4bUTZTa7TGPMxFbplewFte79bBN8q2FdtkUMn+TM"
    "eYJR016sVRuC2wHyaxNWrnKenQT03/PwK0fTa1kOeTKfuRvspfUcFJHVyuze91Lj5+mMCXwvqWgyK1mhZ3GN57J3Pz3BGCOnziBx"
    "/kYHeRlPk2DGt445yAjzLCWZruSm5yjdf/IKrrCDdPPd0NMZedrdTMZ6raUnlfTVdss9nshcVvZX1sGr209GqPFlP65vy3faEV7g"
    "R4gRs/fMpc9lem62MRO3RE2rtoSPPQjnqBoeQm8xFIVy/LzMz4JU4WSdLeW03sd69MGQ6Nduksh24ihJ+hOgGatQpy67H3LyIEnL"
    "5OZqY7yPg1h7O4pYbaXM1qzDriygBZ6rS+VhnIpbYKkfkkn6lRTChk7WbQPDRnRYsNW+69nhRR/MWfTbILl95S/EGdsgulqu7+O8"
    "fKmXwPvMp39us/mn+eqE0m+JMou3meRatUeukvsRU1nn6GRiNRbR112DHbR+EsMuno3oZTo0zhT5FdK4GNrmRkTCNaHhcFwiL5Pp"
    "0XXuliP66s5uHKtAlHj+2mp4HSlOv5s1KOQKVxOHuYbycYSvVLlsm8O+SHBN20mar8Jk8Sa9V4yB6iAZowNkRzkJXs4lYjgcPWWV"
    "9CBneAecpIdkOOR8jL4R7hFYH+Oe7Bqs4MTeV1jxdZylMYZCZb9RjAjQDocnilXdEh76Ck5O7RLMwOctivgAzzw9U013lsTVQ+Ps"
    "9usMrZbSUzwKU8rzCRUS2/Yd3R+7cl+OxX1t5FX9Ffv1pdoZOVJexNm+F9HWQH1NjsdOnkOGlJHMo4U+V+x4LAyVwTyUh8XprVpW"
    "tUJm0vPxZD1lV4lqOvvoOITLiYebPWaqYg2tnMj4l8gNYrj+y/A886kbj2N2qEIdBnC1f6qJ+LaDpJPcj2hrF6zkpjidf8ED+aYZ"
    "nNObmPW1OeVK7yvVM3atboZ5M/vVbpYydfN+C4gl0MCuoRflPXV9aSf8oy+t2E8npxgPVBJBzPDc47CXDdpKosSVmsE8XQWRp+rZ"
    "V+vW6q+Mhhsk7oTX0+a9idP8F6vSpt2G46q9oV2WU/bbYTdKoNO2gGyWwAs7lh3JZZwRMCyzD4I1lPgH8a2ayXK6Ss82mfn77NH7"
    "FO0cPI27/E5zEMf112vkxuBZRMCLw/VYlXxEmQNkHRlcK3EujmVPRop4b2vJbjuAZy+OtbQ1MwlpmeHTaCohk/RWaMciX0m5hRnI"
    "yZwpPFTSjCGN976Id7iUvCO9OGvRSvJg+XfCuZ2r3zbzPIpIZrXO8q8mqS1zvDeXvX8029UGwHeup//UHbtXztyvMXGcLk+yC9fs"
    "2VliSKN5tDUvYMfbByb3G6C1DgiegDacqobD3k164f9rsW72qX6BTQuNpc01Nu3hnPyMcEbFYnHTrn/i9U6cPd0Le58Pfdlf75Of"
    "YOOn6qPB9cycLvXIgTb/u8hzXJWxTp8kplvUxyb7UPJ3lE1yegcPS3ec0u/DkeEYbStd4X+8qh3D/aXhbxkCh21hs6NnSU0GcStk"
    "ZGT1I8sMTvZTZu6UlfOzxhm/gDVZN6MXYYXoAd8hkE+ZqfccVrW+y8MwMKO6Qq6VlfDYe+LzJ8tENYSFQ2Cdf2lmjmWhn99K4gp1"
    "RDGqZz75NMk+eW8T3UPZnaQeCyyQPEZvMRkM63kd9qqb9IXE/qRfws7cK8fQWsd9bSpANHU4O/lN2zyuH4dXYk3n63M4O2fpUI3L"
    "u/qWHC3r8ax/4OeBWGfRemj2CfArrTZi8r0a39eVGrin2IpY/bSWXVVOS/+lNp8wmlW9Ej1D6om9EGXf64dilvcY+BW57HkvZZ7f"
    "zbfGuG8VapPgN0kBccUc5oZjHSiHbCb1WazfBbj7hbCiP+HepuI5l+jxkk9u+pPEEIOHyV2w7L/g3vKw7ouxXjtSGmO+H2wy6yAJ"
    "RBGjdI+glW4G3fRmsC2+7wq87zUZqxd5FJJEhgGuka0mjfMhrIYUs69HuMuuR/kYoozEfDbLzfm1pL7uJW6W0bzEWnaYdGjmM+JP"
    "uHgc2HSs3Fmys/OlT4BFz8f73E5IBOqUr63aFCh9J3YrGWtldr6Cm+RdnNpceu7WezkLe/w8NItNBrtcVAMj2A16vefEtan3MuLC"
    "NbDPohTyZFVEN+18ntT5XKHtaIFfx4TegRP1FK4+SncM8qA7doPXc5k8Dh9nre6Pnd2gS8nQYddfDK90A96xu5R6X2QZEbfLWK1c"
    "jnc5fyDF/izHlhLxbD9D4TmdhXiyP07HoTIsxHmTMeGM4KHgPZw362+w+Z6ZiM5H4gzM0aODOdDi22Ol5vhJ5otlf+jVKGvsJmk3"
    "iSEtzdMnEV2vJSrBUnjmV+uegeGrGBpxMWW8DLJ6KWR6lG7ld+VH/Q1Rn3ETz9UJekLOUThvNhHoZgWNzyxOD3oJns/83UlYUWMZ"
    "WaxjyC3zGXmkHZJ0g88edBHTlkVETsqW2T5YKtVVuifjvtbTruH74Dk8ph9Cc2+JCHkL+Rw+2hl6ISzHkcFfzaK8lftM8H/281kn"
    "dXt4EhP1I0jc23I3vm+w/Ci/6RpG8yZfvzJ7FiGbzSNyjsyEZE3V7/GvSTjfufBUrRZygBgXrOVwVlOTFaj7Tsd/WoMdq8PaWuZw"
    "LRFP89WimQqvNc9nzjWf/tGmlPm4nxRPMvdQ6aPBMq54rlrdeVdZz1zuI2K8eNM4mZeOnxqoy1x+7RB/vXSPmWqaRSPKSt06xAYl"
    "1I1JIihYl8V2RLubAT2qMp6MhN/D0/4Jz30+/jZessfo9dASO8p2ksOp9Ljv/l+EXbwFV7wQ3t9CPTNYYz1beIIbyULfpUl1x/3q"
    "IGkGXtenZfggK3jqj6WtWMAKv2NceltnSqiO59j4R+cTS8pYxIfDv8xnfFAIj+gvfUO+1ipmctKsXHFf/66mpbUVmsYI/F1x2M+F"
    "5NmKsHviWHqkSVivDnIw4r3s/YlphucdsVc7StIjM0RZ11/PWYcoztM6xlh1+picJ4u1sQvFUPya/motSc9lsi0zTtYTPI3fWsEJ"
    "ozLEf7MRYVmvaZJIV6X6HRExp+K7VsI2jMa3Glb9VnKkrAzGwn7ugp9p+Jgeot8F3XEWlmEVs5+fErLTtWfcnMA6xMjqtgpytAi/"
    "Hbbclpk5XfNTts1M4hnGgTaZNlX4HmsyGFTp+MfVF49HhF/rvb4GdhXGIIm2AwdzZu1QfFcLeAsV0FBLEfkbA5Lt26Hi4ti21Kr1"
    "nDBZ5WW9jWdG1yZZEDspN4lxmBqWRyHRmywGmcvOaNf/uJ4cj6dKCe3Fh834sMvx3lWsQS7UwuAXXMeqgDOhIT6Ddbd67Ep4G+O0"
    "IegOq7ObTNMj/mvX+L/twmw9R1xFOOkxUraXUscXDt18Z4ut8NQXaRS/P9fWuhsi4n7N+PFFOCVtISW9pYb8UnlY94m4zxWIAO7D"
    "qz2wtz2kDzy20ZorveRGeZmdme5qB2csvfMBsnveD+pV8IZet7gz513s1uf6uz4Fadwu+CjYL/gJXqhVh99BfDSN0eyVWLeE111J"
    "dlnH6Gl04/zmDuzzLWW8tAJ64ySs1mjdA3JzpOTitXWsDlQyP2GMvTYpX8zrbSJfkLeugbw/Vj+s4v0mmM2OwasuwN+SREApIk+6"
    "afIUq00rYK9j7EZcgyf5Ehr/E6zU8BaPBJ/qQfiOcTpQq0PL74zlnNs+MgJ+1nG4wnGyp7yuK8Mb9ESdHd6iv4dPtaoIX0n1lo/C"
    "O4Md8c02czmHGmaEVLEmNgN6YY0eKV/oUZwXO1RmBWNg9X433Oyws7xC5tPDcDcvw+8xLItcTlDszqn9vTlVlcOspWU1TxXjmDME"
    "GMNcL2eWpJrxQwvoxovxnesRPQwS8xHzuAK1nMSK6lUyVX/Anuwn3WU3sbnzdXjHWbI24+e1apJVdKctwmkj12VYQ9sTZwRgrJ2l"
    "viJQRq01hyf2eLleLvVsYAl2J9tOtaWGzsNzmabfCWfwTmL3rsZzTsXnHqNd6+Knt8ImUwFujqK77/JK+Syh84LrqO8TzCYkPZL/"
    "C+ywFRnqY9nWzN3aZ0bRwmzcFMn/m1e+gz02TIIoJKNMXwsMIeJduQdnLs2HfIDHIIrQGplmtem3NXjfarkYMe8GaLx86NbXcYUl"
    "nDFpgE5dzG6YdfQju8k6/beeRfdrTDhRfpHLIJun6I/hs8EY2V7PhPd0eTPa0vz2fOJlbCI/YFdXU9vX03/cRXKJkue49gx5x2W3"
    "G9TOQiFnHiPwutbjSf7i9GMb9nG6nrPtyK2e4PS29Swc5Zl70lcLPROkQFc0dsJM0zRvhflDxh1c46OnQbRYy1mVcxn9XP5pHakO"
    "G7WC0fIt0CtjoL16EVffZPpmnNut+I5OkkaaiGQwR4wbfF+pYL03SZYCpX+bYg66xqM62Tfsmpl6C/8Dp7FPE5zGFNZw20w3Y3WG"
    "c/4AXOs4WKbLgzg7pe4mKtoA2YkcpIbau46n0XksFvfW6rXyv521CsnBmeaAm8S1raA/nJ2zLvu6Ncd4FYVPvMFHppZZc/hK1iNq"
    "89ZNY2O3PouJyeRQh7pA939J7u41nIw8Xz7Bz9d6Roo1iHkGwp/4CT5Hsc+Ou/6d3b0f3Y09ONdyGtjNn58lxmO0jJmi7NhArnfQ"
    "sak4D30Fvd6rmsETWg1ZW0Mc80pmTi3XUgoLeJHMJUdfnD69RSwPinV+Xwd9fXKwQCVISHH4gF6s4+R5fR1RTH74bpgd89eezuHT"
    "FsCbXOtxP1fimc6nTxTCCsaJkvmGWG1mHhGXLec/D1d4hX1fa7DCy9S4R7KzCU3HiXeTnJajrRJjksrFa9uxmtNRavhdbtcOFNfX"
    "uwSna2/4Jh2wZyfB952E794X1vcM5qi6sNpSTh8/H/JnnvcsWDFjXrY4rgQ7W4FvzINHfAeueIIYPtUq+s5RnGKbXFyKE7mpvCTr"
    "1XExxtnlv5a5BMvEHyB7QSJm4Pk+x7N9gfhmrS6RafIMY/tqXCWkpSnHKiaZEYo3g+Oc/WTFWfOI+OyVq78X6/WIoXKwzlOx9hsg"
    "mxVYra2wOq9ht232+AJIonX0F2F1Jedu+KU3YyXyyS5xNJG2DHfzcda2SvSs4COsxUC5F/6SRRn9gvYyQi6FLj2XWaBDpcx3GSq9"
    "7QS1qsWKrofa9b9anf9X4gafyKxL3NeWRrCLJUqO4QI+Qcr3Tz3icU8S+i3+P1+izBhWMRYLyZ1sElGuN+MZ38cKT8HvH7HeJ4mh"
    "0H4f3O7ZBhz+ax9x1SfnSyxUQzrPpU3rKCdifQ3RsQLezpn6G/Z6d/lLrhHXE6TQkhfpIUE8vF5/z7H84T5yQfA8ay3D5HBdFdrk"
    "dx+JMEo51jNyrtTQc6RFyDiVok+az172S6SbNPhKiHke/bzEl1J/R1lX+BJWIlerOGETh905A3KbHTmpTvcg10zKT6WUctp4FXaz"
    "mtkHl9Ms8RHx6xJlD0aEetXyC/dJgnFuhL7f/TgtoX6Ab/1CP9a3IJl95JrgbPJoJZvkD92vrpTDPjKWuaoQz1erQz3nVimebZb+"
    "rO2CHrAm44K28qIa8vYBUh6WhkXEbjkN+/Ub7jaPPbsl+qsUYW/2xlnP5XTP84iS7seKLcezJ5plG7TzN0AasV3UV/kMcauFxJtg"
    "baW90nqc/JvF8dI3MHNdzXmWUm9HlGdOM9YrRQzGUvitBVyFKlaTj2fsEYUFnSefyyHygA7Xe+UwyNMVcjA+8WIzdx3P8K7Xasqj"
    "97cnw3aSTMU2O7Q54zqr/Swnn5r1FNbj5zlY6c8kxmmwtZx0sQjhOjEN1uAxmpL6J39iHtW1uP/RuOaFfI7NoAUKvXd1GnvEXCY2"
    "jRasG/VKuqfyYEn47sUUZS2V6SXdX+K+aznFrIfLi3cVhxvVn/lom0guZ50+Rq+8S5N40uUNLE8WY82xBHIapUW1c94COnk+rnAw"
    "zuNJ+P2dtpKuWE/rx8iOFNmIi9pA7XKIx9CO6JNyVM4jkM+dIUEf6Lzwa2iYhbpQbiKm9a6wMGWQ8TgZyQwZdwD85rAJAm6bTMeL"
    "nZezmGsz1LF6rpt1E67n7hcyH/gMPm+68TA5D/8tJYaOrdCdRDOJki0zBT2XYKX+XXlS3oKn8geiwN9wqkdDB7YRQ8wvx88qqY8s"
    "t/WjWDfRo9BJz8kfegJiq4l451Jcu12whRiX2BlypuwoZmevkT2gN75TyxkOlIEyDp7rg2La7lis82LE6jOhs58IBuIz4+Fz9dar"
    "Ie2G6X+lrMmphLb4JtwD5/xSnyVP88I5PmnD258JGaxQQ0mrUOsHGY8zXor4rxxx27bwrNriXlvByu4mN4rF4N8h4p+r28iV+pGW"
    "Yd07ysew1Uv0WWmLCHerJpjpmsF+12ZRaRLUxeVkpTQPohU5xKuhuTaGSfRdXSwX4P73lB44+9vLZ6HdW0K+CbUJYnTK/31Hj5KS"
    "8sw7UX1HHDuQVU2L9RMdp0nceQFW/3d9E888XobLh9CC6jGSyzz6TAyay3L4q+Hf/Eb+py9y1uK0V+A6+Toad3EZNOsa1ujuhFxv"
    "QXt2Iezan/qR71uNanEmw95f4r7b2GYRyhDfFMMSGhORY+V5BSt1pwyH9HWBhAyUE+RA6OwZOLmjMvtcn5H7bSSNNb2KvuGXkETT"
    "EnfD8p0jpeQSqidXwl7sm7VTfyJsSIGeimfvxDmwi4IC8ll9j/uZg7/NJb6T3eUNmvAd3nHdKYjz5MZ9jPaRzPM59QT7PGfoFkTn"
    "XSiWESokmkweTmo7eQ/rUwSJHRAMRrRzPzyenYNh2lkeworZPPsR8PDMAu8slu+5gywXJToZdsCqSHOw1rWQ5hr9GLZpKuPTTegT"
    "m4S1JsZeK2+NAuksSfaoJNRhLdk97029MZ9+X4NfDbMuy3QxI4h0NHeyX9Na/NwyNxsQs9RR189Wy+QbN+fROFv2nk19ziXlT4Dz"
    "zA4ipmqDXsM+xBqitEV0hVhX4z2SYq3TNPIU6qJiVc9Q7fgTIh5n8UT6hjH2orv87Hp2StVluoqNk3MJvmMirvwc7PcE3Nt0aGrH"
    "Cu560G3SKIQchNR+GyBfW0gpK+h5Yho0nxm6texyvkQamJ2o9n3axlhWTSTixo56y+vv5qM36wFZDU/DJh3KcaU4cYsXwfOcg9O9"
    "mlra5uQX4qnzIAEfYkU7wTqupMdvU+iviLGB74uzd4xYNXsnuUeHyyP6uaSkRH6A/vtU98GJyx7TVrMy04sWpAIru4KMdiHzSi7z"
    "aLu9sxxPWxDlXIPpf4f9Zv7is+R4tGr3LGrDFBFZK/R09gK66cydpI6xaYQ+bik1SQJS2gPa/Hf5MbhX9gim410Dwm7ST9+Wb+Wm"
    "8KvQ4RFN4apZpJVkj4xVotforfKqVhPNc55uyQzwCkj8rI1EV/lfZgmW6e3WR0rvbDi5jGv0BflJX4QNOVQGi/Fn2iTZQi0m1vJq"
    "HamtsTJLIbEXSDe9Qo+TKdDQhdB9E2ANyxGxbyk/wp6PgcW9XnrLMD1Hr1OL7HCOxCqXLWUaufZugp+zgCgQLpJxcwVR1rvXY0fG"
    "sfq8lB0nX+FOB2NX70GENIfzUglOHyV9N6Yxwedzvu0UaLpiy2tLXxkJaZ0Hz+ALojNl47Ex5rdyX3Wu8d0gFkc2eJ4gu3oH2cV7"
    "ONXUNAXwBur8jFiKU8LVeqargUg7rJTFbdYdMUcNXWEC9OyZ8FgrvS5103+O/cxY3V6EvnLM9RF6yT/zHj9A9NSIxnJ/5lwm4Z04"
    "9HHzOtuwomvYDTXM87aU3eQSWPbNcMUuwQpcuSdWbGdYz3s52W//LeUOVrEaercMIq9alT4cbCmW+52N69yF30U8u6P1C2jtWfKb"
    "PhCOx7n+VE7EmZ8Q1GrjlEPc8x/Z1FlhZuIgzom1v7imzm+7RswW1/M8lvFJ7manr/maH+gd1LitID3GzjWXnmoNsz71nEewabKo"
    "R/Et4RULdKxUEh3MLN5f2HuryZmN7S+/sgfCJjStk8uxBzZ4xNAU/dsUdUcVUT4qNM8jY7lKeNTXEQ/1/WYFiJM+Z/XQuo5zqcvz"
    "4UuGsFLd5AnmFH4zDEvyKEcZRSzgtc1qLccdGm7k97hb2yerjZwOXVoFn6WI0yWvwe7n+anTk8ghtpoMXqbbIpD27PwYy6FnDSW/"
    "lljBy+FbxOEvVpH1ZQo8HuN5yMe9/al/SpRyeRe+awPjgwR0dS0i+yM483+PPO571KwTsafUaLqzNCRyb9J7Im0l6b3BTvx3Leew"
    "o1zhGs2Vq9lZntRV+nc8xaZTHDbDYnGrk6HDxSFVx3BODK2ujrUcO6PXkgOyiH1eFTjTL2AtThfTU5eKnaw50AuzmuGKqc90pjfe"
    "i+PqK4NeqYevZdjKR0h/zjz3hg7bCZpzX9zPL+wHMR5aYwVahXNwmX+OTf+GW5CusJrlvcH36bkJw8nUuIW+z9XWrZ2fRO7kERBS"
    "/8C4dExH3YhWFvGYEvXsozLc+jJOzJr017JO15d2tJPcC9/e7GIdGXEizCuv8siN54llNFZyWsJYMLuLMXruKocR3ev/zvnYIDcE"
    "Q6BTj9Xx0JuHBwPkPH1IrgrbkKU5ie8z9sdjWLGrgN63HqsPIIdb4kT/Ac/lHu0aXITobiyk0zKF5lWPkRhrt+PU8Ko6Y6et12IW"
    "nqGI/KM2t99WrEISpXdTxrlcp3lWMvNr9n0fWUftUO47riI4XSJnEFPxUZnO/EuYQSIKfZR8tVR5ZqpKeoUx5oDqeb4n6WfwqE+T"
    "a+FFPQjPZhVO+EQ899PkC3UIIUXUCTbxVsczYLnVsbz685DUOCtphlJ6lUxm9c1233ihc5mltC4i623YltOdIbv87IQWZHT9v7PV"
    "hNqISOP+v1mm/8t4AZzfWE42OuWE2ElyFXTizzoK3/kCYu/58PiX6pP6XbBGDw+exf0vJ4LqEshQDzzvF4hnVtLeJYn/00rugg9p"
    "yFg7yY+wADVkhnkZz9QGp2RgsAjv3BISOK4Zb6ObTtf3cEoOxzkbAo/o0WA/4rfs0QzySzlzHGXEp7C6Si2r0BfgPt7C/Rwrhi68"
    "lutk3uxyPKHNkw8R88YmYsc+wN2MhFydiadZrUfAe9lbWyGO/xN+z1+6v24qR7QYKQ97Js9SH/8ppcBmkc/jbJbl+L5nhvFU6cQe"
    "n0HyVrPnJ2TVKuX50mxfBoizKltj/y1GSOnuxK+I4T7cpGeDOt4T59GafjbvpI521OmYxizbgT6vuS90wF94vo54vp0hlwfDp7L8"
    "xtFN5kIjGTQkqzu9gej2VV2ClbNOnU2DfnouNPBxMhpXt3rE9qzEhn72ewcp4bdmeyXFHOmN4jgsU5TNFTwZ2WtGMZ6D5dRvzzNn"
    "YLOXro5WBXkv5WnsL4u11nPkrm+m3tiA0x3BXqcyeId18BVnMBPQLtOdmT4xrcnO9RInr3aVrojfsK7wTMfiVPwRniVJYuXWeE4o"
    "9VLhJvB6895Dz5SXJPNHKaV2soac9Hfz2vZdz9ISjNOewSr2V47Xl/COH/C7t7zMnp2QPEHpGTRpkoebhbNkvRJn4f5+00/Yc2BT"
    "DZdwjq+Bna9V/g7q2Vt/S/hAOEonyLnY/YNyLsEOnxK+LU8HLSXqscb3EMfI16gz8ql/i8nq1Iu9/hFYmgtwxloEwyBJhcyxr4NG"
    "mMAOlUn4xGayk9Syc7MK91CM9X9BrF49Bz7HAcGLkL65kKbtZVPovD/gBb2ltWIMdPWw2w7hrMJPNDQQQyiSwet0qIcpPHPIqCUb"
    "Sm8p8X/ivn4XJUZ1jDp0BnyqX9nl1UJ2Dew03S8P6jvYg1/w9E4/r+K053zGDn2C3Ga+p6nf4vZlc19Fzz7hEpeOiIi6yWPaP9ga"
    "33we1mCA7BPcIdX/gkLU3l893SmRnhPoJuqRk8ImPr/LcCk1yGAx/K1qVgHrdFt2aKzF79PkLK9HHS6G06OLfSfkWkbNpYyAYvB5"
    "EtARSVbl7hVbNUNaLae9MmSdCp2dmdVf5SXGMFW6845ncTYqkIHylbwjNjdQAy00Ul+BvVzBCE7JXO8qrNY7No8nua84LpMtxTHm"
    "hfT6muvwGoHfFcZfBEnbGk+8syyVI6RV4CKPvtTANR5tN6pNkX9y/oEdkfTdnemug5SeSsS8InbALMffrDvnU/bUL8DvSqxDu3/F"
    "ba1jn77VKFvQx4xzoqAKnpDD/bbuwsPEOJvzKR0XsLr7ezM6sS8zd5FM93O9Z3PpLJrhs3ddpDv7mCS+UezxG8OP0VVcV0QsM/2i"
    "vgJxFLzpCKs0hvAyiD2pPxrWsUyitjQJmsA5hAjl8UD4nWs02uQ0HOrPl6u1dZE/9V5YJVgpySMGrvkV0+ALlLPPz7J4xvP0HdZ7"
    "if4sRzOWvpU5oC84w3Qm4gDzFwy3/Su8+3t87jTo+z/x+ip4buPkIchrGfGsYsxR95JpXOkH8axDxRDS34PdGIJ3ngE/7Bi9AE+2"
    "C+7vEJ4+mzqz2louGXXs9Lcman6CHH41OO+G37u5JDkxF/VR2xZEqjC0yhzi/W7HiMfVLi1nuQVRX9ch3rxP7tTnoLlM+pbp+3IP"
    "PLXfdQyZfC1SvML3ZLjaVoJPYZY3P8MBnscJvSGM5d00QOD7UlIZtnrTBAd6bteIxxZMT+ln/55ptG0J+ipR7wHH4JEnPPK/VZAP"
    "EjeL3ZG+jeNRbk3vVP18ZQs/c90BNrqBuZhqdpjNI+dSAfv+rfepj59siGtj/0gHSecdtvNodobqZF3TLyGy2EEuRoRt3SI3aOeg"
    "HFe5SE+U67U/9uIR+Q77O1Gu1LP1Afy7OyKXNsEHiO7ehtU4DVbiXXlZ75ApeO0tdbN8/cT1CewhG+gJm6b5ockkmohjUDT+vHo9"
    "J3iZmrVBh7JKbZPgrWU72foftdHGKeDKDB/OxWKY+zN8pcXWoRf8syrig62GrB9NNIWj8fxbcy6tlrJeoCPkbezxYqzCQr1Kjwpu"
    "1NW40ttBX0j/w7jK25DdS/Hax7jaq9BBHeV7XLNEjDFtJiRsY7KG2Vcn+9WyfyY7z7d47G3JsPwq4pA61iyzYRmsIwNgDaP2Bj2D"
    "Wcue8G7yIb1p/suOxE2w+fgaWPC1zSAjZF+DfaSWKH9K77W3PO57iS6W7Mwz2Z/0f5vvzY59lv1Jm+NRy/YZm1upJlJinD1s20uU"
    "E2mFzEcaDl6SclrEqPsrnOu+8g1s/zkyCh5zjvyCaPp9sZ6pXWUoVqPEo5AXexzaU6SYcxmmh/pKja9Ohx6RpNHWp/wse2N1Rnlf"
    "Mc+cVo+76yDOYzuHPeGzof1mwM5snjNWL0e8cqbMgveS3Q9ZzyzULjiJxlP2YbAQusbQdbfw1vlCj7oyKTOR4XrFNyfreGtOIKbY"
    "u++YGmxepNSzy6RnlZPQ2otgow4LDhXDGv0Itu9r6N110Ap3Q+YSHrOnPeTQ9UvXs25RSx6fE+Vp+QvnuRK+kuVDX5RpXLfQzy4e"
    "Iglf3y/PZPLcrzZ/Y/xNEZXJeszqdShj3zrmOMr0GZyi5VhXw6c7BE+xmt0Rc9nbaJm6Bp/BdijMLhJLeR66/XwUHGY4mpwvs4ns"
    "4DtfGll+YkSfL+PVo+xmL2V2cIikfBfTKeJYI0N+T9LzcUaJf+NQqpWfi1NSahhX7AQf9wux6SDzgdcyov6/s66YFe3hs/LxDMJi"
    "2Gy0m/0zhyJas4ytRWADZCYrc4PEuGpsr0u0k/SiX1Dv8yJJZn9LobPKdCCu/QdWZXtE/luLIbcpvQj13Cx2z4YRXKlpHud/izVL"
    "2ZttM2o7iGFgHAe/YS0Rrp1Nj0DXWkY2zrzUUHJbNXgOWPX46rZn/V1fodygV8kwuUOTQRU0QCfIYEQ2C0eE6+ULRm21xD4sZvWl"
    "mBW5q5nrdOiNaab0DezY+RbW+Ci5U66Bz7UbNMFJiEmm6hv4XUE76+oti1nFXcu6UWEzHZ8bGBkaKuD+UsDqfBHef6DcQiYdYz/c"
    "QhwOhdUWLCNt+b728j3veBHW3eJg69tbqk8EVrG1Cv4GdjikiIc8D1F3DbzId/EdFbDUlgk9Ribj+95GFGN11DXcy7c906PJ8jz8"
    "rC0syVI+R0TT+xMiJnPeWZ7vvEr3M5kOibIjK+6xzusoXTtIjavZswfT6gcNeM+l0AlWG38Z1y+S8fo+9O6k4Dd9SobrXjIV1zI8"
    "rBLscAySaHWBgYjfZsh4SEO+joYn2ly88L/sqQ91X4lleARqPKKu/Jfv+b/7LhHWyGb7Du5hsoKxu2M32UJc50M1p09zOYXYoI/L"
    "5R4b9nCpZIV4IqXMdr+F7Md8s2XrdheH/2d5+Hz2DRbg2xN6De5gA+fYtpLlZNp4Sl7UY2UO5PocuUrP0WHQwe/JqfBNf4bNLJef"
    "9SVIxlfyBmS8mzyvA2i9Yz63fxE7XOs9wtCVYnxIs2k5bRLbqg42qzFM7hfzC813fFF/Qzw1RAbLLvKUfsaMxS+IKj6BvbH44ivI"
    "+UfwYQbA4oYevTHVZJ7ZGGpuhbxbT4x1w5b7Wa0qvUu+5nymyzXYPG2S/lC51xBJj+siPgMS4hw45uZi3GUNc+5umn425Hca7UwB"
    "tVU1LVWc33OyRNnXW8A+jhOwpvms7ReqxXrH485+wOovg+x/q9WQ+GE6R8drGc5VP9lHrEuhgt0Qhmt5EnTShfT5ss9ndZPNMwjH"
    "DtUhgu/u2wxvn3osbZPEkDnJkHWycmYOD5AKsvtabPOEGGP8NqxPZUN++RTPY9kCm7LaGjJzFWLWzWUcnrYYmiLB2o5NZVlWsKvM"
    "1QXwOkvJQreaV0nwlfYyj5nwlboKkugQv+t9ZnkF2ULvg1x/qt/o61hJQ1xuBVm4LfiUjBkJbZoRa5OJYFJkmkmR48NNKwV+Fs7V"
    "YaKsbM5lv2FSdxbzvVLEAmkgI1hCQ/+pauq3XD1NHIa6izejPssQ0+5kBDOP33UkpTxLi2YQQNTPa2gTbLDQz4zb+01L9SQj03zi"
    "9ZTC83sf8lEL6ajAOl0mu0pEDgye1EVhV+zRCB0YfCcHS2tEiN0gnUNFfd9wA+uhMfpaZfh0GzHO+PXYvWPkfs3ltPdEbRs4H6uD"
    "uCn9cyhF7+GbD4SWWMUph5C1pZ359HuITXRm17BuNjlB/KmQ2dqQSHaH+5kvx0F2thT73m5XGzYN84A47D8nT7WsfFex67OiCSe8"
    "iDHY7S0Ps/fZ9U3W4xQW8gSW4GRtIo1cmaH30oqw9jHNZV5nLnMBddCc5o+dK4fLnuIsaKFH2N+WTBzbyt30R7PHjdn0tWELuBrQ"
    "CEmRM9v1TRQ3UwPL/ko9uzZbyVlkljuI8Ukdpw4K9R18y2PEU6zEO0qJXboNNGY+JzRHsQZUg3jaMplJOdHHeU7HiXT3kZbLR9Yz"
    "99LbVxIKmek0H3+QjBDrHDmQfeJLobFmw+4uY1fgxti5TcSmuAxbbmu8ey/Wg2vw05KNWuvsUpX9M3NYmc3F3hs+/IeI7yqgfVZB"
    "5+4kA1kjXKdnQSdMw2mbgthkqJinMgH2KV8vgfwX63byHnZlb+jvH3FGhkIrtZZL8fNlsC6GfTvTcL98jWBrPo9Dh3PVFtdraZ75"
    "bezxme3ZHBz6Xo3XJXYK5tKyXULdXJvxp13fs1WM9/FecU8xpIxajxUc8ytv+Ja7supV4/vhXG+hMha9Gvu9VBLM+xWSK/JYeRWS"
    "kn0Xsr+y7T9wj9XjZMYzPAcxXxl1bOGDmpH47HHJS0ScSvrMSsxPgk/AfrWAx1oKK2bouTl4llvEWK8nQlJLiSfwJSKUPbBLD+Ha"
    "Nq19jVg0/If+f7y9B5RU1fI9XHcQFBBBFMyggBEFBRVERTCBWcGcc87PZ87PgDnnLGIOmAEVEQRFguQ45GFy7pnOfevbtc/pnsFn"
    "z3/9XG99uECY7r597zl1KtfeNzE+invWnzQ7ahupP1LE/QqJouq0c4waLZ9OfFyfD3aCL1MJuzRHd4YfVIJvvhW2zHUEdRCHA/4l"
    "I+JBOM+15Gup8X3vcX1EjfO0SjcN1kKXXk32I9MfHeR6nPJaSMtjrL5/zNxalPX1pfKMLofubIdTmYCPoYyemlhKFuJ+L8QzTs+x"
    "EofMk6bZlZHOeTzxHNJQP2am7V674ol7BMdC6t/X/YK9YYmmsM5e/TeVoc4SEJMz3/ccpKZ9rOqzBifjXv1KQ/lCDw8+xXeVwzYZ"
    "g0gFdEw9fIA3YLFOZ6V2///6nvkbZOLz4ZxuLBvySzoNm69/dI3cgrhhf3kUJ7QzfNyr4GM+i/vpyis0MkuyNfO61gnhKky2Zq3g"
    "6aZ44lx+wHUw1LIKszV0ZhWrNDFWZXvKnjIeNr1abR7uSti6xbC1MWIcLoZFNqQLm4r/RN/FOj9LTKLbgxk+Vt2IyOYuT9RD3Mxn"
    "/h7a4+VsuVZXiSGsHANJ2lGGSxv9BPLwoFQxl2f9ERFKcAp+lWEaVJHDI8F5yDpcYSonlX7VBbKEvcXmRxh2VhE9i4QOCd7gtJ+b"
    "i6+hf2ZV+3L9Hk+S31OdqWvZP2j+0b3SSP5gx5F9kS6Tc2VrxH3nyAr89wHeuTh8CGe4GvsyWUcSJaqO2bHVWLsijeQyMyat2zSb"
    "R7KaRQ2jJPNVahHlhuyNN77rtUQEiOMKBxuXFKKBGeQseILSumWOK6cplxLq6vB52IEDW/cJf88s2OiQ4MwwEi4LHwit38PmNt+g"
    "z4O/sQ83Tc/S2fQ1lM+9fJ7PWas4a0fPiuNZeo1nvwsrj/knh9PQRnHP2R7ibiv8k3bgU8eZp3UYYaGvTyv00JM4axFmFS4JHLfy"
    "PGYF8+cgtRlueYcNUKKj2CmrQNmM2UuQ+dlEJzTEm/yotiE85TLPEpdRlzVJ+B6hrXCNIbINtU2Kc8lJVpasV8wYe7ModA6X1jwo"
    "m127TozL+FHO0M5hv6HrkbqZnAeZnM9tOPB1RBW8Q46BfrxWR4cpvOuaYBRi00OCM3DCjLNsL3ryVkk9Rax2arv3qpwDDXQT7vxz"
    "nMxh8A+ukS+ht3u2kGU7XirYk+XyG4bg41Ae67WPzNO39UTZQW7SWrlKR+k2QW+5XOrDavYLOWRS67xeC48i1IHSXx6VDoihx0LT"
    "W9/SZzhTh0iRfI3djPGMOvzsInW83hcy+/CBVYjkscCQpF5FfDwK2uYF6OOf6etUUU4bPN9TA/E2xskp2gUaeLR8DB/nTzzFydjd"
    "H6QjsW23whNZ3qeaHVyGxDoNV/xV58B/s5jXqmsrsQfn473W1VKBtfzvX4YdLPJG8CXe+RKiMMN4LQ33lHeg0wbrLsFaXxdWj4pp"
    "kneWxIijE+ETlpNdKkPMpBiROPJrlzWw8sXEKTaEqkEyQRoYkTewn/BA9qJUkN3jOnHMIcU5zkfVJs7HIyTLqpxhJ4DLgtYw72io"
    "QhmPUGWs2ZdLOeU+RS7gd/ANb+qdkIqnZCV0mOWqFuCuem8wTdRGMj63bjLeqxkrstP2Wa7YKuxLEh70NM5G70OcjvFku0tS7zYy"
    "p2P96TM9vv1t0lquRRR9qnRmFe4seRHfX6tWt7wLdtGwD21StgIrMJ7c2+/5qupKaBiLf439oNhjbyzWhCzA1TrIrvIVLJPt3jRD"
    "O4D9jnsUpHlY77PEodg24HsXe0aFEB5QJIcFWs/93RuecQS+Zob7EOFqJnjqo8x6x/hO0zDPkR/TcIl64tmWcX6niFa7DjbJWEIW"
    "4V/9Je1xWUP//znMTv+kr8sAeQ/vqcTaWO/tKuZgv2ihOubw5pV4WOI7jyynYNPblvGw/mPrMlkPj96yK1/QU9pc5rLL0fJD49Ww"
    "TreQ8/D+/B7xW/BDhhLLqZGz7POZ47hNFrTgiy3SbaETVnpMqA9lIT49Hr9/g4Z4Qu/AWd1f+gQn6UDE3wOCubByhj19FzTYWnVW"
    "s4wV6y1kHTTKmVIqn2o7IpiuVKstlXMq/gy5SlZyF6qpi1Ps6LoCP1ut93DaJ2S93P5vfatdxeaTrpYJsJol7HYwFqGxeM+1+B7z"
    "e40/r4pd7EnPgFbjmTgMPaM7dHMD7EgKcU4hJ1o+pbRcJQ6LpYr6PcK7MeTrXvIN/OVH6HF9Crmbot2Cm3Wm1BJd0qKjIyVJvGiz"
    "iWXk08h4VgoXKbT1Fm0bqc9hEh7Pb1vOs17OOuv//TP5NZLpsVBi7KE3P2om6471kNJVsH5d8J/1Chki2yqtF7OuY4l5E/P9Whki"
    "6JuGvEKMaWE61ncXGS3WPWXZbtPDZbhiH7kRZ7sS0WwN7ms5rFU9O+1N8rtgNwwZZx3ed7NsjYhklIzC0x3AjvxKfNbqoW3FLOYb"
    "8H/fwHl7WCq1szSy7hun/bUT2kCdmNR21J7Z2pnFTRYVdmHcFvWMbjuJwy6IMboxW2zMfPuJdbTFqTEbcPIafIXR+sR+or0vgMQM"
    "x3p2Jk9TzPOtGrewYd0V+U66TK57Sv1MymD6W9X0ohxi2EnE8rSc7zOw7g9DRkfJRB2DaL2OWLqtxRBP7oS3vJiI2Dfj/xNx0tfA"
    "5v4Of8/YyS8Sw4vdWwpxFhuxB0uI7DcZe7If64mLeV4QPwa3qZtVeFQ2YU3G7HkFZPRB2P/fND8zd/5XrmWPWxx6uY4zX8WsKtZw"
    "J5YTDdK4lR27inVj0XfBmZ2H+38K/sCu8jL0071BqVyN3R8NHVOMGDKqE8jnfiW7IlcSVT2f9JbpjZ7fxU1eN1DqM8S/LoH8LIfP"
    "/wvu7DfdPpit28lbxF1puVvr/9YXEEJqVmH31bNJOZzYCOzZP6nYZIimcI50gsRfDpmbSJ4q8xtamuCzSU9jukpqTO4gaspnjONN"
    "k/WTGh/1mV74yTM4zsLetMJ918JqvyHGh3OBlLAinP+VRtZ/Db88TQSxVVxx121UjXOdYt9jGePXGJHG7FT+KHWsPKpHxlirFT6/"
    "Y1nojJ/VFLIxZX2cmLcu7bzfsavYHGmlHqi36Qm6SE7BHS3RY6FpB0lBYDXd73C6NpMXZQp2uqc8rB/i7raVSnmfeVpDYS7H915P"
    "zvY+RB+p4IxxCe475DTBn7SRhZC8HSRFRP/Q34uhmjnMw+3gswyWm3WjYDb+tlivhic7DfbyUukF2/Bx2E33CW4LT5AbpHNwkzym"
    "jwf7QQ5DzhztKtkah2PzMTzfzaDDthTX61HEO71JVjBmzr/bSWbNR7JHr4E1IVd/N431rtrcnfO563jmJkIyra/fqrM3StRrbBer"
    "KDFyL2JnIXQ7VvRHrMIaPSqYCZnLn+NqZJ/svn4m2+E0HUZcwzodCv2zjrk04zfM5hasLnIx3lNPhsbV+qsYdsZc2PkIPIdn5G7d"
    "LihFPDBUPgxn6fPyIyL078k3aM9Tzw72GJ7E1cFgVbHfCXwywz4Zw/m1HsIe0rOFmYcMvbzmzxOF12jPc5A8CD22Beu9+8PnbIVX"
    "Zuu5uh27rB1qn7CinfIsQA5LI0VmqqbuzYznNX9SHG+FeVx3EPmghv0V1uueznE2uMlrhwc1B6e+Gs+zt3wDXdweVrZUD+aK9vU8"
    "N03XzzKlXysPwLs5lxmrVjKJGKwToVPLYYXK+KQhzldrCZgv3wVParVVy7lF2Hm4iue2Ck94i0xtAbmi2iO2uC6WevLg7cbzMBa+"
    "wko9BDrWOvW/0nbBn7j3VtIP+3G3DA/2YWWxErbNqptrYa36k/lA9Rhp6ldJU/YTxKsMPTNvdkrgUnrPJ2MlJmGvftOf9UWc0K5y"
    "gGwffKLreI1gg/pEm9zEjvVuLPUWy0Xp8/RZrMGWvgeznjF4xsdNDbCWtT6X5TKCGf78VOas6nUGnuwszrhbPqUL3mucRiPgq7yE"
    "T74LLTAVK2rxyDpE5AeIzStujzV/kxrHfPEGojUVMzo0uxj4uQ+HDXmAlLHe2dejp4fNuNlC33uTnY6zTJL7v53P1hJ6vqkm9vhC"
    "eptVtNJmmUZIxEdfHxKPaKI8ifuZobauEeaWLBtyAfyrYj3acwU7rR1SXxZxCrzRdwqliNzZwNnENDvRLL/xttQyd1LHOcjN8Nzz"
    "8TdbbavYG4NvO3bGHC3mjzZy/qyCdaEjsVpfYRU3k8nQBatwYqxDO8kTa5m0uN4is3RPYsBGee5qmWdYRYyCckT2w+V8HU0s8J5Y"
    "vzdlK/kE155B1qXLoBF+8N5DnZ8TFmLUzcV9fs/KeMIjli2RGG18Fq23qT67f44RJB+rYX6LnvGzuxnPpWx4LfX8eVuJ+lp1Fu+u"
    "xr/nYMpGFomlgcyRGSImnyGf6QmM96twFst5xurYr7sC/tM635eUZMQa4VO5udwV1F4HidP/23Oezaqu9dAXpdQpmxMnfgz9tVo/"
    "B5KiV15ClINnEAm05by187fqmLU0TVdJ9sz8GEQtYVn/31/5J6gn+a9WzZmKRsivzd7UcpKhBh7oBLz7QVigbcTxWVfDHjTCQo4U"
    "Yxm3WftVEqMFfoYoe+V6FjziveT68Ovw9KCHdbrIMDkA0e8vsktwDe5mCe9gJHuJKpg1fQ6SvasckasRaDPGoN/wrrmIuSOUxkGs"
    "sq7nTLQx97SESNkW+/Sm705fwoxEhH1hs33FP83++tBPwzWq68QROV0cW1CEnERxVqsHyBHhN7CJk+AT7CiPhq/Y6Uakv8br6pBT"
    "5iZn+4rjaje273vEcZ873teQPRSryL+wkD8rx7/r2CEX11bBOtzj6/oVYu2eUgavyWovO8k+8H5f0Gty882h/nfmLvtnxteLrTc3"
    "warkUtib4eyuWQpt00+eIofs4n/YeZWfG6/M9wU6HDllTa6BKzNPHyLGd+iZj138n/hH88HZJw7+K3uZYuWmUkPfx9TNzwTEGKOb"
    "nf2Fsx5J5gYjrE+u5h5cSBYE6+E+mJn9BDTi0YjDLOdiOBpzIKmGFfELvN9Dgrae7z4kmkWK/DZJfU1mkNNhM2qVy7gif3hN5qrl"
    "V8IyOsaULK+Q60Oq8fxCUWKcPEQ7b/1Ld3LC4jcyCxdjDedC6m7CNRa2sD//hP06/1rn7zQ/Vn6Hh3YccxJFup4cwEsQhw+St3UY"
    "7mSe3q5T5N2gPjQMtLgerkfRY7iYUxsR1qZD9hbGqdHz3UGjz7m7jrQ4EdIz/NxRMgSW8F7szXGIXM6E7ngLunkryJA7ew8Qpd6s"
    "v+Hzm6UvxKkvwnmo1SHBSngz1bD1K8iwt86fX8dm3td3v7gpPJfFjurtEmV1pgJXORQnqNJnAK1DqwyWyPUPJJgvadROkvSs6BbH"
    "zOb1a/DZ+TmexKBZrdM4MedCD20vNpH+oPyJPTbPd4rOljeIxRfn9yV8NGNcPq5utZaWq4YsrhZxXiw2J/W077h3vQlVnhHNec0J"
    "daw8dZCoB5nnu1DMC1rjGfqGyFBOtNfT35nFc5rwyJb/nSO2td5CNpwuzfKIlngsk2xXleuSOF5aYiBqPsfYuZluK4VsBbC3BXIe"
    "dvAMxDyWi3lIfpMIT2CS+DuuK+sKxscNkLsX4Cn9gPjfKlvPQg7eQXR1sNzWwh0cJDGfNUz6CSTLY0V9nbC7R/373e+1xfVnwhqN"
    "w32/pO2DQdIBO/OcfIt9XhQOZwedW60IV3Bj1itdVSdfp98/8atK/SSCY3LL8G+dxHK/PciFqzzBmRxSrtU51+sTeMcB+PQrWK3X"
    "ZQL5fP/wNjE7Lxr38UJHyGaCEw8Jz9xr+d7rPEPaOm1ieb+C/LXu1wJo1B3lOfz5Bq6/BB72TLz3ELEs5+uSnz/YOpl2poea1fcp"
    "Vl+EOCI1iOASuFo/2RZPVc85wDEtrKj15ddzXswQFUv1e7Fpjef0cUbhnaSa/IiDyNZaCX2wD9bkaXmRqGXGLrPUcMgCq8pEmFNt"
    "wGqcjNi+v/yESKed7C1zEZG1l2xUmCG/YMajTcdzWHqhr1HZU7UVQ5Mz1N18vZOf639kjFbLqbJKHtCT8c6zIQFXwT4sZgXhLkO5"
    "JTfeRfDrn8XdvagHwe58L8MhjTfLDcEUvVI3ZdXgo//H9I1uMNe6ca4akh+Fr4aScQw73mLQX3GsrDvhDh82xg7SJGtevYhb3zMY"
    "KO/CP1yEvfoC9zcMGu+t4FZ9z6NMZqf5XKba9uJI4hA6ZplieutR9kPE1NgWlsBPeFIckk4xGTudPT1AboQ96IrvDPCuSng+pfi+"
    "EqxPS36iob5tItlYv6nTyTJBl0K/jyReXwN52VM+15TvM4v1G8jcaliCJ5idvj8wLPcvcRebee66v6KyWP7dJjY3lRtpH+upbV5Q"
    "qyFtKtkZylpIxuOe96gaq3eGrGF+uZF4BBHcaVKdrnI9kytZ9Ywyl2Yr2KDPyf/2lVpYnL1kU7F5hDItIo5sKTlC00SjyPZ2LmTs"
    "GzL62kyy3Rqu8rCj7zaI8vRXeUxS6446Upw+2Bz64mDZnHxGC7C6mwTHYHcn6rs6lpJWT/ttdY9DsbPu853J+1bI2PhGxACHI3Yx"
    "27yGMWcJbF4f7loDTvAcz6ewE07iPjKbce9XuGYv6STmdfyp77CTppK9H9Z5f5nsxOruOnKYFFPPpjkFNlvvxpXX8iSHzHIcKQ5n"
    "9Si513uD3Vrgz7LPnO1num3C+1Xfn7ttC69Yh0GFXiNJYvAOkIVEvIqyGzrhr+wmmBp8LqlfC59JkYf1M2qyXogWXmQ9rJro/fmu"
    "5vrr5nikriPpgyWIRFPLno9uxOBYrYPF1n01ZOQHIj7Fdajndzkae+R6lco0vx7dUqyPxHKrfaHDW0uUJ/JbHY1dWAlLvDHRTAwD"
    "9UTZU1bgezpLS3edpEyb3hjq86muF7sQVy2ll2n+41gpYFS8mnnR/FfL94pSv5X6anGEebQydhE5z3Y9Y6YvsfrP+CpcI+vn1bof"
    "OSxW6W6wBO7kPeQ1eT09K7N8Axlf1rPSk2IWWClTKd1D0uQ0XKZ9yNC6JdbreOjv3fVVeo+rYGMjfgY7e9cZInMtwDmo0k+JipPA"
    "uibxzmGM/deya+1w2Ys7bJZtGTuARJxOXOd7M+qJnnYlNVyceEpFxFa387Q7rrW5GAp/JWKqVA6/zUUE+9EfcPjCg6WebCJbQzoq"
    "oF2snhXTLzT/vLNbu3U+qzlClnJXElwLh9rocoWFvi/VxXH59Fv+nfsnrxj2RZ0eyEy11eT7ieFYLGNWwno4Thbr8p+HVdme9dNy"
    "cqykfP7a5Svmq3UI27lpqSqSr4u3G7zhRbSgu7HK/BrZbHuL6euF+Lb+4iYsOkoRvWqnwebqCuYmyyCpHWUXnOnJ2IdKIlvE4X04"
    "j6KcFeiYOsbsNDzvWDhKFkoP7Ns1sLO7wZtoCysX9T0Tac4C9PYSH4GF/Rrfs0Lvh4weDa3cC1HQHGmUD6H1bpB6P/MZURc/fs+T"
    "eam4mYVvISmF7CI4CLq3nhbwIZ2hH+q3iGZuwLueRuz+iRifyvH6dlgTPsKuzbvwr9M3+UA76OnaSg21eiin3Iw71kVsjdA3h0mM"
    "suH4M+2UHUc5U8b9CR8rulzjIHG2ugY6L8pMYopxglKeP+DcrMtwVtAPXEn2MZfZ7CTf6ARJa5YJqoZXXME5067SXVoFI+CnziRz"
    "5fXyM7zg3eWjFqZM1+e421yHYc8cPlyac5cRz0xYR9SUDLvN7XR09L242gzbrunX3+VdLIdiTNVbyyJI/r7SWlyHUGG4C3bqDjlW"
    "Htdfwl+wxoVt5oYvam+fu880O8HtmkWRG57tJuQxF5HV5fqvDqDVDYktdqlM1/nwRL5lN9ktMg9n5avcNZr6kNt6z6vUs9OXcFI0"
    "g50x3O44PpXxfqiLgOzdW0vGYxwdwfO1mjnxJGR8NqS+DrLYWo6Hn3kR8R03wnlqJTPhwW8ZVNMvNb262vOnpWhf4vDusxFTTLM7"
    "18U/eYr5/qjeINmukgXUxWkiyriunKifgHNMfHFKfcZnIZ3l2Ucyue5Y9ag9bj934A435J4ymXulF/vQ67WJnSa7bh1yHSITiTNd"
    "6GepbKpgvL4vZ/srZFFA7HcZNYEhQxUxQq/zVUdjGkj53SzjfHIdUWAdIrLNtv7Je7J5okMk4u+hJFf9c7+n5u7t+Bz+kXp7nmWc"
    "7+y98qQ/B9n5EyH2bNpHjKGGOf5k96ROrp0OjPlo33zahNddzpNr8Gst0lecJQm1CQ/Mdelu5vMuljkpJkOo4+xZqTM4FRDJTfSX"
    "eW9ZZA8/Z93AHrKN5ZIcvtgi5pedVNhU1G252uTHXp7tVyd4rgnPrqg5lDG7q9ai+t+YmS29ku/81LGT0VBsrVOpUF8kn0slka+q"
    "4CFvLg2cMS8nxn4ZEXPy6yrLLWxLRNwoV3WIuCxDA3wN69NZiJ91kr6s5qbZTemqeCcTqaDWe25u+t2hqDqrmWbVejl3vgaSVgSr"
    "m4K1mAtdvFrflavJhnk3Pv+pnIgT/BHt3H/IXvGIWB/FPbj/Q8UQJBqInmv4sm2JgG/n51Riylhk2kU+p7eaYV3fWYFsN8emzMZn"
    "kSbmasLz/MX1HMuNShl7MvLHp5W6nh3xpbi3E2WK/guf6iV/IF5IsQO1lhNx1ZSL5bjujZ4lzeYOHDJg1Fd/HaLN//2V4+Q/+rum"
    "sPujYKGf19u1uOBOyNyhPsuZ/S8kClGGXU+hNiFLuVppD3H9w1vIRLWeGYuObUL9e10i9+LM98ZKGwP2AHg0hu9eDV9xHXNIG0Gi"
    "x+FTQ6UCcd8Z+L0R/PsHYHH2C67SB+UExHvnwI6/p58HnbG75bqJWLZjEizBam+f23HaSnxsko+jypgIpzKzpYwAovTiTHp+8M/i"
    "PNWbJctVHMvlu9yu2Z5vJllktWpWf5o41Z2W6cc4y1gULRdUCd+kxGuUlbBAcz2+R+i7rSuw21eKmwVxCORFiGAdpkcJa9v5O6/G"
    "6YP6vr4kI6Bl95VnED3vY4zY4RmQuqOwojGP+Ol01qGsda3ghKZ6jdhJjhJXt6iD9/EVz6jLDXbAumeI8XcZ9P9H+B5DqI3R6zxA"
    "VlHDp3wn7a545TNq4lM9qm/IinadxzgxG2A9DjW5+tXfe/h2elrnssxZbXIA7/5AyaKvRXj/h8hKYj0EnNGNcV5kC2lFZvrmtjJN"
    "LdxAC32pFHOKdRx5NE33/Fvm4/WvyHW7eTBHr0V8VAHveXu5D1Z+f+klNqHyDLzi/NWx/N3CSja6lJ+ArWGd2TLdhep6NQb46uVZ"
    "tAmj4esUSP5XnNUZ7PspvuPTLcVTjfRThe4+2lL/9qCvmaQmW060AWjooAJ+y3HUKL/g86E/Ia6n3vblSu5whFzHJ9EeWrQ1wO9c"
    "o/4Ay2qoOnsgfjHsA4sPK3UMMYjuYNdVHfHMQ84LpNmHnNA1REwpJmJ3hhh6B0qMvlnCS2GYO2FdPHaA27su0lPWe+l1Ha8Pyh26"
    "mrtXQe67cvrcSxBXlGgh7mAhe2ys12MVPKEKdk53lW3EsVNFOAdtHLLLeE/j4OVNkx5BK+vl1RexmsZy+wzx26uZfyiEll7Au3wT"
    "EZZh2ORn0fxPMF02D7vrUQU/aYEulExYqWOD58PbWmRHSjP62Zv7HPcsFZYRz48pm5+7vWezCrvmPMMqemKVeiM5hTtr92CQno/n"
    "OViWBbeqYyvrnGNoUfakhL7uMpT7sw3xhlxOxfFQON9WqVWb5pRc7sbpspTHyk9DWlrn5mZj9KLt+VrJ9ow4ks1Hm6DZm//rR5zH"
    "Kljsx3Hfr+A5vsfZ+1Lv0PG5QKXVf00fVvCbQ71Xoozsyhm/JjTpkZKqoYPtpzFGBt+SZyhJ+/V37KO95We5Crpvrs6WHWAb1+rA"
    "YCvpChlKMzt5KOcBE97TTnkvMaqOu9J2eE+Jed8l1HKJyoLwVTz9YYicH8V5eky301cQm3+npwQ9oP8W6FWwabWcXF0Pj2UZZxwk"
    "x4acrcNlcideyLWjOYlwu5HPQzHsmh7EFk6x/vGAOC6DhcwNJPQYnuJDpJZ9DDH2YXzPvnbrzD5PjoEGfVIn6Fh5XT+mR1RBHyLD"
    "fv0K6v1jmL1QRkOGPFVHBH71UmyTCq5zuj9iqRIdKMPlIJlO5MGE58uo59pewee0rvGXgx7BRrq3fhdM0zvCMWrdGbVytn7mLb5D"
    "h9oz1y2WpN1zK/JnzpIcJo5p/Qqs9hyc7Dfxne1gyTL6u/xbnoJcRtgJV8UZ8Z3p9Ts+9xR0mEX7bWiDrMN2AE60YZY73JZ95S3Z"
    "BzL6A7PSEdb9+3oOZLMMy7CTGc/cMouxTtxLWnv2wRnnuMP0KNRGfP9yZocayWWxBjIxF+v0rvYLLN/yow7GXXcMboL9n6pH4h6O"
    "w/NMwbVvw333xHt2FMOu64vvPkbG4D07yle44vl40rtkFOfZfmnBW9dcL387z8sdwlOzkzzY66uMn7BNeQzKOBG6Ip6dq4RP2oF4"
    "8lWs7NdwZ2N8t/Vcp4gOtgJ30U3ux/1U6mzEhzPwLRPw/O/hiSbjM8U8o/U8vQfDl3lW+kp+3Nb8r7ShLjcNVw670Yj/m0xfwFr5"
    "Io8d0p5s6WZvz2P2tI6o+Q4t2SGROj77lrAMaj2vW4KRUjFx6Rtw1fU5rZLInd/dOVcWtpCRqYFM1vB6raHj0vohnmoRvikCWVvd"
    "bDY09NFskqjRz8sA+RXfY9ypM+DbHS3P6nTtm4tda3JV1709MvcBuOLLkKnjpJ9cj7NyJXRQXxmt39JPsu4U158eoR/pMmItccDm"
    "e+U6z0yknh/DMW3NgXy3ISeVxXObYB0DesJx1ioyugzW/3vmPiL6NT2sSnan7+B5kVwUWMr8VIzvSiLWW6z3MYIt1eHyC3m3ymBB"
    "XFe0Q85qzXU27sGVeprkn3SqI2/MQj9FV8dv21bivgeiaZ5sV/6tmHmNWA5vNONZcHvkcJrNcz1OXA11FrOM3cR1Uewr8ZwXVJKL"
    "rax3fraeImmf8a3jfSQoYzt7hl5DCLRos6dkiKlTD4txEvP5bpah0eOlmfy2kQ5+rbtssNamv6dxzUM/BStee10CHW3zbUV++rcG"
    "0VyKfd7pFuOsfJV81/08dwPkl31kiOyB+3oSv1/jCtT4LE/MdwcdLoO4Y3fCJzd00whsZxtmkPLjbWSRuO/GCrqTN1k39qv892gX"
    "+ddgSzFeQ5uuLZAjxDhZ1uP8nyY20+jkalNp6ra3OVWHKbgVztD+3lord83VzNuzJvS53CwH6F7BNexE+wJrZZWUb/F094mLcjKc"
    "bkrx5J0C38+xT7rsyCB2BRe28EqTX/0ZV/F8/Hx3dhcb428gi9R4wk+HXeiGJ+koV8trLWDgzcDdW6w1JChiVXQ+GToMMbKl2rvz"
    "RAZKxufJHSeEq/RbTe5LrFcFe3odunspdUOUnBMJX/Ny/WF2N9tD903T1yhzjawnJtkh4LycxewwOsCfFpGwGUfKxs289WzmN99d"
    "365/hD3kSR3W5t7wY71QF4RvaX+9XgyFbyZ063Lfu+xQMRP0c/JfrZY+VYX34VyXe71mkRSte7+Pzx6EzXIN+fLxGa8Ztpam3vm0"
    "n5F0fzteHEKs6xRI+ryUSWgqZ1/M6gjnGyzDF2VFdAnnXSJY11IyAifIxRiI65w7Bjp3Ma9ayyiqiBky5yn1oLzdjiueKK+oq/g3"
    "MPar1EdwzS2CcnjQD8DKb7mRTdG/qQ8ixpof3iEv8EzM1oekt7h6hWEflXv25hnc/YjP1Yd6ErycifIkO3MObjUe+mIM2TKNB/Rj"
    "fViPYFQW9ZXlVb4O1YbzOdbHabUW4x9dwUrgxcT4jXHefzNouSGIUgaz37+Ke2RdhJvJXMpKLftBdxWbTjP/YJHn1M3u2R3cscvl"
    "Ummp2zHKpzhPkj5f7lhNrd/8J4+ONRV+0/0eBf5O+jE1tBjWd2JRvPXDL9RJOkwOgXZ9CvZ9FecR58DP/lg/kuPleV0jLxcs0EOg"
    "bxfLnVjDV2CxSsN99DTs6xpayCQ7MExqu8ldUst/W2fc8Twxe9JCLCNHeANx7beVWXj2/nIuLNNirOs70Ni9PIdUhBnvPSXtfYNG"
    "cmadhasas8Rh8HSm4dSuhCYs51T2AHFZ1sPxyh94pRhXN56vLD7lIcQWSPj8WILopxlKhDHgHU4UvYvwni+hj/vLEubDslMFLo5Z"
    "rtfIWtxFX0n4KkToq5C2C6PxmRgirp4yFGt0v07Evl6iCVkC79e66bJdsX+yQ8mdnQZIr9uTGsrUB+Ksnc1+RoiZ0R06sYQ53wZO"
    "q8Y4/3coYtFd5BIyeNqnF8D/trznEv0O6/uGPIMTdZCcL+bfL8CJyD97aas7nzPtGUhTg5+CMX7Fszhx071VG91LqoN6nOcbw9v0"
    "g8xw+HKD5QKxfrwqfQHPdRp0p033PuW7bp3/HhIBzP3L5rX7kxHO4r417Ds1q7ZIH5YzZW+ejThRmWbhfUmiZdWypp5Ff0n5qsRA"
    "2q8KIoIa6u9W8rLMh9zW4TNRxIL/W/TPljDJbM7neciiZUq+5lxUlNKXn/XLqnlD5S08ex1szd16WtDAk9Baxuo3WPHlkLEZphWC"
    "tpClqZCo8T5qStCzSlJ/98P3V3m9FfqoyPn5RzFDEWrrsHNQgGu/BW34qd4iXYMA5/VJeYzRtObiq5A8ciGngf4JM8NtrGf8Ag/3"
    "KHkDT9QRNn8bqSTLsiEohrC06iMcx8CT5KnfD6fiZZzka/D6v3RzPUg/DSoly91+lJ9CSaqr9S6lLjMNvo1UUS/s4TOeOxI3NUa+"
    "hOwrDh/HUCitU2mc7EZW6TVYzZCdktX0DhqJuFUJC3W87EjcoEZmN/NlzPJ/T8t3bZ/Z6i933eMffU/+V7KR03rfN92fUUcKq9NI"
    "y5CA124cuBFoDHvXzrJNC3eQ/3n+yb39b58n/10nfJ/LTFo1w5tSdt0fJYZ328fn0lOemWiez+L3546I7CM17DkLWa+Zo+NoERfy"
    "Dq+VjmLdgE9wHrIrLX4vemfTcVdriQF7DM7/jogg7tPn5VP5OXgmHB9+j/cHBR+GgzT/bFL+V06ERt2UPFO36W/mqeDc/aQn4bVz"
    "5D2cuBtxus6B5vxVfse/jE+3NX3PBt9xsoan9SJIeJw9ccZtcpSPyZSRwjr2cOfXbx3F8gvl+ITV0iLQa5ZxsIra43qV7iCd5D3Z"
    "C5/YMvgOWryvFIWn4k5GinExrYQuLtIxMgVXGEkegRWw1z0NQxhytA8i7xlYy3Z4GkNQWY04ZjOvYxw/Z9LHSWaH9hXHbhrPVaRj"
    "nMTbWwYw2q2mNxqnPks0Y3L8ayX6734VSNPkgXUDZfMkV9IXdkxcoa/cX4M1KWG9PJWL8/6O5zui2Si9QW8Qhxe8icyBNjJUgkmI"
    "if7Q4/WqgtVYg8nwYYt1Dq9jWN7mk1wq0RwOe1L/+27/7lerDf7VSMzABuKwTJFSoppH6Vc34e43si86lpvRLYXtXYnvX44o+dag"
    "Eh5BFVlbl7KmMxPv2ouc3Un2FhrXQEQ/gx/4FrsbF0DSHkMs/hG0+cPwBxLsLOlLfzlBbbITc5GxXDaw+f6kfMSU7zMJVozqaUNS"
    "vsupkfee/5W1zCeYxC5jNa5YTw+s+2u6/gyvPa7P6io5XO7Q0fDGSnAOe8tRkvIWKkMUX1unPuyZqW8hx5X/lS3/FifL3vdUMDsY"
    "r9fCM12oA3VTHR12gYd9VFCjj8jPnn0z4/sQUqyCKe1Zdpo1430C55vO59xR2sthLX0Ew861HoMVuXOUYd1E2f9gee9+PpINvS/s"
    "UAjiuphI+il6mymfVa5CVFWvk2R1jpsy5TECLae8iNgQ1kvjOmQSOkJC8pkXwS/YSlwvTIZTTOPJV1TvUZEM+TcmZeyomsuu6Er2"
    "6MYY/VUQYTvKHPBc/V1W0ncxpKPrpak3ZZ73fZRxfKWX5wTeE2fnQ35OgKXM462EFq3WmZDtZWSOtDmOH9g/71Ds6ol7GOqXzAJa"
    "duNzzseUqTsN5fQcsgwK53Pycxm7b0Ki6u8moUeXtInzhMfocOiSbZppfrujNj7CU80vO0PY57AXzvgu4maLkuyujXkWxGyvVlUz"
    "DWhdNlU6ln2KSS2RFBkcokT0aC2uV2iTYClxiyzmno3Xh4nxH1Qymk36SbY4zop1k1n+8khx8pImi/u+UuSZEoZg3SfA6qzA/i1l"
    "baeEldQD4cmO1TNlFLTFZ4a7F+wKzXQ73mEYSeaTnYj77A5LcghOjuGQ7ymX630SQMtfE7THObQ62Yf6KE5sCs/e4Hddc6wVLg4O"
    "PXJso8ffzfjcvfv172Z65xmfo/teX8OpOVa2g23qJ1/AOk3SX2FdxrRQx9gLlv4mPNOP2PFv5CB5EafjZPlcByM2HCqGwFVBBlnr"
    "wT4XUYohe/2T+SzD4QqklDhch4hh1LzF7ojFPEHGKNroEWtNVnfDt45ida0C1vZXfPuvrDIdLOZJPShzdQqi/CmQgoPkYcSxw9hx"
    "WImI0TIYqynJx7JCVaPDpSv+5tDyN5U1Oe4Yu/PdKdPf6quIv2v0AvkSmmy+jkf0sgciw8n4rl0RI5RSIiwbGEXkUcSq+oCCZ+BX"
    "VOq7+hhOyVzEQoshG4U6ijbfkKD2oXRmyGmwltqmCrpsOhGq1pIFz1gKhonN5dwS9JR/hUu0JBipvaUn9KBFM8+GL7PzqQba2yLp"
    "Ao8Uvjl3sYLaPO3RTXaTLjixxg4bY/3ZUFA2kgg5Y+q1I5ljlvHT28nmEs31DkRxVmvJ4vmOfk6Eho7yKJnmrEOxTzDV14z2oS8S"
    "8X3ytT7j7HBiLOYYIlHWSm1O83Ks2Fis6R1i3HKtZRlOSwbW+BviWO8qWcQ66+Ne5/urkvDhirwO6cGJhwxz22uJ+5XvlZ3kKNz/"
    "q5CRA6Rt0Fu+hQdyBGxPPZnyRut7uLsFWhT8Cj24q0yRV7DW7WW82JqO13oyR3eB3p6EtTlIWkI7nwKZW+ant7/juhdpLTFcR0gH"
    "uQfPeCTW9Q7olTp90zhiiXvhOmlC5mDb+wx3HU5anTqmoWrqddP2xvnZqUVctjk+72LW7Aj2qBZIISSlABG3dYkZluHuOCs74Nut"
    "Gl7bQqbkT9zP5bjn9eQIqNBTcO9DxTjMf9Lvwvdlaqt0OETOC++W3bRQXg03kkvE2GKqOS1nWukBPk1HP7nUh2zfTT6QbtC/tLU0"
    "sculcj12aW/NrfMh6Xkw7V8D5H6ppp5o4Hku4cRUilWi/BPx+TDJkjmcykZ6Vr19L49h+B1L7DlbicPh6UzFdz5JX/wgeUVm6e34"
    "mU2trVNjMV6N/9ayZ9bweRx6iNPUrh+ik94XztP75UZ9WrpjRwa1ukj7aV34aJCEjevPidCMz37E6LsYpl5nMaRmh7We8lYniVNV"
    "8Jepc4ct0JHP35VdaLYHO7F2ZhXoenY/u169hOcQsSyV9TGcIwdLieff7kjJa2DM1JesHftJL8Rd4zQBWfkdn1uPE/MiPlPElan3"
    "HEJfY40MVexsORbeZSaH7dxUK5hMNJJ8OIANRDZ26J+2s28y8xVhF/kIfFe512SW3e7OXoty9hilcpyJCe8NWSRxqFR6Fqvs1EHI"
    "HLU983X4tiWcQTf+hHrGD0m9egOW2Q276bZnpjDtrxHzvpnheeffn/F492nBGPkAK3cCztm90DWnYvdfk/w4ms7f3FIyPt9lO+m6"
    "GhohZ9XQvjHu3p7S03ePXgmbYih66xGld4EXsRjSXqnV8jbs5UJaoUq8/oTsATm+Uwz1xTCRyrx+dCeuv8RyVVJDfL5cXLZ3vR6N"
    "8x9hH1j6b0+Wq/663Hs9WXbOkxqu8gx8aw94GRaf92EN7E96T6fiKut9Jf/vORsy7Hq32sm2xD2xvLD50camMxvWYjE9lXri9CZ0"
    "oCyjrPYQ82cT+NlB0FE74339pY5Yq+VEY7N7XI21sS6sycyeb8Ran/XdnSfWS7saes6q2ttI/mxe/txgqToMj3KPj2BMI4dzsmyI"
    "jJC07xt2vsufRIJymizhvfQ27DwYJi4PNBW+3we4n8OYKf1Vb4FPc6V0Cj7BaqwjI3XC+4HqO+8VPsmz+Mw5cosuD6foHzghh0BL"
    "XivPQx7eIrNIyO5Rx4ZaTF/pc1jdgfIZbPECfM90RJfWzziFDMe1XIUMcSnKeVoLcLVizzh/jri+81K82yKBKPneV+BUWPWrCJaO"
    "6AmwPkXEBjVpOdOxk3kWiUZqxumsDxgu2go8dQp2ySzBD7ib/H7iP0Hzyf/Kh5yA3lasQ7wVoop1nN27EH+vhyddZnqPzOKbBBa1"
    "7Qj78RLngsrYgxoyq5wmnmGaOOS3cw2G4BxsJa8FX+Hnk7ACPzOLX+3xoG8W51utoFxkp6JMim6VBHHIMmQvq9YxnPO2mORaRrsH"
    "SS9mnKOUnFpaC8MKNCaV34kTVUpWcOt5slijRuPsnqnGyRgorYh7p/7b4sSUt1W+XE4LFkEGVkCK5sFPWMmK9H+wt2kiwnUSdwrS"
    "mspNgqzQu4MpkIy1+jT2rAh+VDmiGkMDSGHHNsdnMrl7D32ey2FGZbyPY1pvO4+IPlVfhUyOwlnaCvd4Dvzss4Iu8ofsy2xnub9r"
    "dxoP9bN0SU7cjSHnZTHk7GM5VQbJAmiZFHTtZ/DaTpFydlk2wN+bidhkFWMl1+fnNNog3mU5Y/oq3VD7b+31tHlx5cS6imE1vtVe"
    "nOE4DZ7Un/jGbnIxrr0IUr0jnr4I3v6dPCHLsJtPUqs3+qxDcY7fN4t1dRRPRAVfX4N1/1lnwaathn6/RT7Eff+KeO1L/VEGy5vw"
    "rNrLEfITrHBbnIKT4Ys/C/s7yLAryV5Trs/Ly3oM/Nez4b1ejut/S64uoV/vMKDHkk3jYo8yZAx/G8mDejfPw7GIEU07Hee51OMe"
    "pSDKCm3c44YYG4ZFOnuLTelfhFN7t0yFrbOswVHyEjFFY7CME/Qt8vdFvA/Xi3ZM2C9pfUQjybxjOJ01kNJTWBFbj79dUXAPLNd8"
    "rIZFa+Nw5fGIWz7CT5ZQ49nM/yjWSNVnzBuI2BRjdTtBD92kdDJ2O4NTvZr90iHPQzk0cgwnpJL+5JHQKu/jjl5FrP4F4rvvtGtw"
    "K5HkhvucUybX3b+GuZ6nZRxP5SZyPuVqJWdAatjD0UAvuVqnyXzcVSuctCqyFfaA5ioi24qtfy92/8XhYZZxNQpy82Mur9ZWNuxb"
    "UEa6nX33gvJZT5FCZiWi6rp0jOu5vFm/g0Vv2b9bJvkz7Mq9iF0HiPEo9sOqzkCMayzxhlXZyDx56HtGlBn1uha6JrbDTu2Inw+X"
    "PpD6BPOPS3UiWS3zdmZjTbrjWQPZAZHjDM4BfofPTIbOuG8DnyskA4DST6xmbHIQZLWCUVidfoLP2pPO816ufXJvyfb6hcwSxNiz"
    "ntQPxFXnp7HvYQVxXsqI1myYEwM5x95ZLAdlWGZFtG9bMXvsdON6P4NXwyybXf8Y4pE4ju8y3MM9+P8D2IVh+o1cq4ODz9kxmMn1"
    "WCT9lc5lf7dN8WQ4m28sJXFOtC3Dyj3ma+u2A5uwA8o62DYR1w0aYcxzMhE7M/RStyIeSuitftznuGupT4yZs5j9BvbJNtifP5lJ"
    "qNXRcjx01cv0dhfrAkq55SNn6fu0p3uL+skoN4nuOn6svyNC3K3DZBH88RrG7lH28h8pi+FtGt5QH2hEq2+MgrYaLY8RvWZSwW5y"
    "hXymb+psfQQe53j87WLNnqqjRYl5HccZL/EZLOWc+2/eizcpj2LllmClV+C0FENaV8MSrNESMW2xCN/RX6K+aynlMW2TsMQNeML8"
    "kVFvdqqkyQ+VZKe182Ki8AFdX1+SE4ZucnQFa3D/JJNl2VLbs72JrpXBjiaoOyP6mowhCkwa91LC/iXLaZ0M+2csGu/Ac/0YXlkZ"
    "PKA/9NHgXL0x2J1ciNZTshhXvATR1VyiB86B3augPkz6bm+rMd5H5l3zwbcgKoI9/WHipkRTfgYq4TMlKcb5Dk35BPlDW8KPT+bw"
    "4xt8Ztk+NVQaVT3ylbP2e7B7vIQS30o+0W7QNwUyUh6Cj9BVXtSftHtwJL3XenrLFgtcxljGcMZW6qe4x0X421jZS34L79Ep0FTD"
    "ZJ38E88u4vukbQr5DOIHOSyRbaT131bL7GfPSDrHDmwrsZAS9guzsH/3a7nhsgYrIJ9p8m0Zb9/jnKn+Rv7Uj4Mx+O517LM0vbcS"
    "T7cMV0swN7e1ZJl9ov5kpPGzs2SOWC61M7TmS9CUb2tUzoA/nCHjZB2z3xWsHd4KD6SWOsJwZC1maFSb4V8Ki1mPn9wUbCRp2pS4"
    "ryynfSa+xnPtbAyNHGqW59VF0sYdMt4yYoiTjfm6vTxr+azgJ0T4+bHpqqlPooy2VjB2SOnXzCSsguW2vMinOGGGSzMVGmMc1maW"
    "tpMD4CcU4YoRMjlY//8uzMi6GZOkr9XM1sfFdVYV0eoZU9h5ZKWMsk4fgTbezE8rKDzzbM9iltHaOormEOFuiZ4QlFLmphAfwFVf"
    "bAUmsY/sNXHoO9VE50kRhSfJyL+7GG98kk8epU/n+gd78Hu29pgZ+STxcmisPcVs9lp8ogFPMAvfPtB3LLsoMKpXSYz7kiA2h+Z6"
    "l5XZ3Oa/Qs3yc+0s8WYcrxvO77hfrflnL7kVq1zJvE933N8adpuVIi7JH9PWEm3LJlCj5NYZitOxkPn4P/D6AnhSb6p1C4yXvtDK"
    "Vg9uqYO1gdbLduR3Zrbu9shC5Ro2e64daJmthpzy74/DczmEDIfOHtZyf6zCty+9KRHHZ5rwGQyTxI2lhH0Tt4urrhXjzwUtMOTm"
    "fyXtc4Npb9d3FJc1TOpx4V5yJ6LFc/VRfUiOCe7BHQ7QCcE+4rDq9/e9JYbe4rhQB9E3W8f5qPZ4ol882nks10Xl9q11s5yZ/Rml"
    "b+O69DPkiTecwoS3nDGtyq3fydgfe4aL5WgxLE/HlfkV/ZYZOAPL8f0lzPsbe28htIrrW6vTU+GRva63QD6fgd4pwnUKxTzvd9iZ"
    "95oYZno50X0qYGU3FkMft05Pm3mYAnsR1TfkG0jGTGiL96Hxozg7xgNzpvSXnWBb2olNhC5BdBTRoyTLjpT0WcA05TLtUaszPtKs"
    "pK9QxbrrUGiPhfRRF9Gy2qzmZVJCP3gFZ8kRW+MbJ6gx21QhSmmkh9Tg+z9ehrzGmU03D9JyKGd5L7nKz7bGvRZ0fGlZD7qVRHOy"
    "acgsTa8U0PbZtQYRObOCmMbr1WpMA2GlbXrW+FVegSXbDRr3czIll0IbzWMHZiN72MsgJxN42kz/PCAZr7Msc1TMKmSMv6+C917M"
    "LuEU1sHszDj+vFQ7BaM4OVeKCMZOxy68ViO72PvJZXokK4LfYC/e1n3hxX0Y7CE9cGLnUO/cR4SKBv1KKvQGXQE9Zf/aVNYiYo7m"
    "8ku/syNlW4lQC7scq0P1bCBuRevgHhkdPi87yh06F9H7zPBseQI7/3wL6HgdpWkGrykPak+fH0+1GBrGuuevCyYQa+ddRKHbwC51"
    "levEdNRK/NTkxHhTr5QnEKM/gnWs0yzmhkOzFnF9gedhh75Ry/Kk9S4809ZiiPPlMr6FDogssnfa49U4vVBB/rI4OYMsp7iIvodl"
    "qi/D7hvjieHR9pJt5BpE8H/gFG4sk+Q/nhs1JKd1wrOGud99JNsRkWQFKeWxLxphqbpi/9bjaXtAqjaRd3HFnti36Xh1L5mly3B+"
    "B0pP6JkxauwW3yJSWYzPBdiJDHP1rhc3Te7ICqyZ4RwbG+PD2F/Dfb1TVpKlu4tYd7Z5IkWwVwVidesDsNLWYXI0Tt8qTiJbf8A9"
    "ePcErJuy2yC7n9Ob5f/P1UMKEpDQznKLLAr/HZ4PrfSuHBus9lpvlTbPvu/ipzTzYQdaXSPOriyXkY9Q72fISlrC/q80fzpU2jG3"
    "mKRMhTwlTsqcXd2Lej3K9Xe9CuKxZAp9P9YB/AaHprvQI8K4Gs3P8FFjXotVcE6yyuNtdCfSX5LWzFXsN/HzDWWMPkJIcT37Meza"
    "t+BpM8TNSHmt6KYbOlAXXK2XytpwN/kXzuMB4QhYm0AqgxnyUGAzrR3EOoONhf06xGJv4grfi3kqhTylhs7sOHVi8EAiZMcup5dv"
    "3Al2Lj4Q82DML1N/SlyvzWrvS6TIFbgIz2M1gF0g3YdCeyWJrWW6+Az2t1iG70zo9k5EEZ2D75kKi5AgxnyKtYFDGWu4CdSd5G55"
    "3XdNP0O0l3so646pM8a483FoiN85sVjHqb6Q9eMK7pzFumezahmDtO2Jp/1MrB/6E5yx35mdWYRdW8B8URvEvYMhvXuRoX0ts6B2"
    "9u6S1/Duk6WXviRbQt6XhtfIdkF+PAfjITIE56NxL2s8no+bo1mgn+D7fsEpsnmI6ZDqFThtHWS0JHOoOVls4T08xk1rxEX/hvdS"
    "DI8SZ0hOQaS+LU7L+H+EbW8ojp2l3t91JufLKRnsYf090vh4oitNkAfIPZ3vasZc8a04BgCT0FV+7nRdi57dtl5/jZAy35NkEzAp"
    "xKB1jE1L6N+X6h+48mRGr59DMx4oFhlN1yuhlQ+EjxLIGH0iWKbWRdWdFbU+9GAa1bJOhqRwSM4+Wo4xySc0PIWWENLzcecWMUre"
    "lrwbSyAZPTg9MUmXeg9P6KVln7QdO9HqiNBkSJptZTuc2y3FIl6bcHlXFkDTnyMr9Fb9Er9vYZ9PZ+ZI6thXFOHUSA/5kTWxFdAm"
    "u4txFh7OylUneFqHkvPiR72XOOZR5m4asIar2aF5PHtdHJ97NazuY5D6OJGt1+C8W2/tgaK5nsOlHlnJycSJ4lC1BuMaxnBXzHM5"
    "s4Uo9J+8Yt5AD2q6g8V1J1bx220u/CRxTBWmbe0OItSu5c2QK5qwYbb0sVydnoLzEYHmqMG6nCLOn1v2/+R5sKu0Zy9KxjOxpXRj"
    "vYA4JP1hpQwn4LnwOTlTegTt5J9MAvz/NXXxz17Jr0PyPU+GXU4pP4u7lvvU3nO8l+amgozlL0ZZmo0T20h/2ulrYyKd7VmMLQP+"
    "rLyoVjMvlhcgtyPxyZthx4IW5kLz18Tzfya/RlqKU+M6R7v7Sb+s/1nqPbsO/vUUu00ztIhl9K4NyXq+z9Iv0Z/IeL2Ak1khc8vl"
    "eNI6vQhXOhJ6d5dgb2juYvZKF0C+VsHfKiZuq8UHtd5D3I06uK3vBOknFR7V17qXJcfbYn9rT8bxv+KLpfUKcdOZjs+1jnGHiOtl"
    "XoT72l0cXr3hKI2RCDvZLTvfXtTjIWXnFwcxM34sa/P1zPgXwlu2bMBHupLx0UjibDQy02F9A12paYtwDs/gvsToZatHcjU0Kuy0"
    "DhfHXJyCBS4hq1Ffcd3rm0jGo9uHHi3TmKwHQvsn2dtXyllAY8K8Sn5mRv9fkNx9ZGdERlZTORl7XceaR4p9LANka6z+7rCjtfDC"
    "OrQ4KVjlpdfweat0oZ8FKtYXdD/5XcxXPxjx6r6yUMbhPsfJ/uSWSvJzlfq8WO7ZcXtOziEFbOORitR3sit9gQbyDDXim22t94Et"
    "K+IURT6+qdZ4kgrW1YbLbLU5u6uJV1KMNalmbTDGnKqrdW1P333TZriPTTWepj+j/FsPaUI1aIANmkwfYR6eYCN5W37V8+VbQ/gU"
    "l9svpecVhTc0SBL0ptfA+pyIeKeaazFV34L0nQkfcHeyUO0knxOjzuF+m3xf4Hu5mk6w5iI9k+WnYBnr1VBqirAWc2Hn2oqxQP9J"
    "VKU6VqvL4KsPlu/Y0Z7G6rUUA87X6eQNHwhNNYLZSZt1tV7yvn4dTDrHecTdcmiejD+HfSU7NeEwbA2Pt0Yvxn0VMlsf5/Nvwtrk"
    "empJmxSYgPX6AXdunU/7IuLMr2Gz/FeGwBDzFnI/idF3fAJSvDH88Vth/W4QY86bh8+3kzpqmE2lmvNAT8Mjsah/ja5uweNai5NR"
    "Rr/eqqaF5LBazT6cSZDm7+HHlLF7oEInBrWMiIrYddyNc0jbSxmxHmKsXI6UdZx6aWQMOwuftL6YS2UomXYbeeo6iE2sF0OzNLI7"
    "qxI6xxjmV3CK4WA8QbFY318lawOlng9e/GR0Nqq7UvrD2+mAWLq13Itve5GRu+JfZZxkTbAachFWaS9Edo3MMCX91HIGEmxapJ9H"
    "VK4muq2haplWcXGV+R/nyWnSM9xatoA/9ibuyjDKTwz7ydEyLrDM0IuQt6MYTQ4T4zFPUENZDLML/l3o+xTm00e1LOAoImruLHFt"
    "jo6kHi1nnE7I8TEMY3bY9v6m3LSBmzaxz+2ci2BPlN80nUO6a5r0LELUspWUMP+ymvmoOPG2K3O8d7s30ztx1r7Xez61ELKbYcRr"
    "a2R1iPyvhOwBMDvaX2rJk+1Qjgy3/UZJMOvWyLp/hv3H1pW3rc91abNcbdpPYeTDsrZJp2o9QbQZhlyUn7kHut44aAYa75NeK6tk"
    "Bmzqxdh5650L/VyFxdGujtDyvUX0OlZHJyOmmCQT9S5IYkR2k0M4j+5QLzOe2cz45M4nduE7uPoMeC0Hy0q1bPj70AEXySMeYT+L"
    "wDpcHIODdaC1Cp6Wy3WKvoc7Hy6Xh3VYWWMuqpYpWNerIWEfqmWpf9ZjYVVW6Fj5FyLdpbQJaVbVpzFjtwV0W3qDOTj1zKUF1Jbb"
    "ccVSrK80et5mk/b9JOE7/rMTGIaivKnEKWEuQ2HTl2Gur8Z8kpW52fp3qOXP8B0npzKC74s7aSNHc46jkRNEEeIXNJANKAFLlPEs"
    "UcfBNg2Rh4MfIeebBLtAF/yMvdsIqzZY39TzW8jZ5X/lQpnFPWzCaFHfF5qfhelB3zHQhGmYXcF/wun0T14xvqqTGMu7DvsMIzKr"
    "yf9vv8f1fDqGy2rdPvgZf1oOezkiZ4vSK3imL6HeLtIisj4Uki3SGB5X6ZvQqjOwm7fIMqI1mZ25lf26X2GHx5oVwTl4D++dBq1/"
    "ugyT9kEfaPlhcgvsxK7yuO8t6LLB1GABeyJr6aU1wmOsx+mxuY8G/VRsCm0p7ngQNEs9bNKZjOEboXMNtXa0xf+4y0LdDBbwNsjj"
    "DHgWX+jPBdm5lnp1XJ/Wd2uadD/qAoeLZ8zZCa9zbEWm4JtO0sfx8xp9Aad+K9lRzpPdceYavMcXkmM2q3ncNGM+RJYpsHCHy1vk"
    "RbHs5u7w6ffAcw1kNJv0uOCpZhlIywZWelxIV1+yVUlB94zXC4MDpTKcrzvpWP23Di5YrFfo/WGdXGMTCERbcVnfhH5GyW+Nn1dg"
    "Lywa2VncxG+CyBKNvhen1d/OeO7PO3a9TUkfqVXqw5LizNVgOYiVqAS7BzL0nBbk+i4dx2mJj76Pwypu9LddE5vRQrbOIe9ku6L2"
    "khJOFLfJPY+t8Yt8nlZyvuRHWk2SCdF8IpvceUj6yc7kg023ELmu93zQzt8u0sfF1XWtk+x7PQQWdSb+fp58Ah92lj4AeT7L8ztl"
    "cjYrQ3/P9lHYJbKDGCNXK8bAcU3lOJH+nh2pgf3D2HUpJ3J6GfE4LZv6ODzqmVjJSfi7zYH1lOMQFx4mP/rocqJHKzjRT72Zjl+t"
    "oUTYjV+Ce/0N++LQWgyr7n1JsWple/eVn/O1XO3b0PUVsDRzsVPHw+ZMQ0yzp5wNm9RILNyTINebwV/tDatjHfpfeU6cDCUki87Q"
    "VZpXW/8Owzh/7eMT2YhTWYWwb3/CizwGJ96yVNN1RPCG3oHvHI0YbgZOxvus0Q/EvQ7GmVwICTTttAzv/BX3+R38mmtkJDE7rGvY"
    "sAgSrCvOpA+Xn5HZMSg2UDv2EIeC2FnMbzwZJ2s1fLiRcidiyBlYyZ9xqi+TXtqBPJqGC7wVvu1y+RR3s0LHIIp8Vr/B2s/Ql/Vz"
    "eV8fk+uwHpfIH+yGStMfDenF2C/HspOChFteIEWJifk5irR+KKu9t+WQ07Oys5UYotZMfQZW8CPW/p7EMxZCG34gs+X03Py2yWYW"
    "rberuFn/VtKTSCpp+vmWXdieum0RfZSh8h5s7/HUvRaNL8MTpTm/miRHhq3cR54hajDPQg17JxzvRRW8cut5PTI3ndycwcDV5yLw"
    "HfaWI7FLJ0nEc4+VcD7A3tNRAonoXzXSFoycbKXHYkWscyPK/pe52N3f9AKc4zZBHX114xy8UCo002L/zmJIh8N+y0a5t0sWVd58"
    "qJ4+o5Ly3cwZohV0kQhRsWfh+y6VK5jzeb1FXKk13jakidJnPrtp+2rdEdFEinFknDK/F9EZE1rdrEvzA70358Ot4ZyDYU3aPMsi"
    "7NIa2OsjcPb/wJ/LmQ8V6h+L6PfzOR/Loy2hj5fmnG6SnHFRnIe4rwNmiF+e9B3QafoGvyCKzJAxJc3YyFa0g6zxjAer8X0jfdfE"
    "Gq73Gvh0VWozS4aHPpm5IuvAMtzw7nKbPCETwtfko/DUYJAcEZwXnqYfhw/JkABRjjiJnkrpiRHTdxynvJp82PY5L8ExZeb7TP6a"
    "Xv5Kcf5XYuxjVMaIFbQvKTXOHYfzsr0Yq7R6xh/1zEXDGacnmBM5V8qIwrOVfI9T2o19axk/ReQ64XZi3uV6+Bhf0Fu7ED5Hsb4E"
    "m/WQbhNsDgl+Utw81ed6G3vveuNnb+HsZOg5RTeIG5Me8SLj+w0qcP0a+EDW11TM0zAT/xlHWT3jv6SeC1m+mn2qf2Wa6CiuR836"
    "1sNmEbcQUcrl/o8hRlMjdZmzhTbLsUfOn8vk1n5rz8DoWM7bc6rR2BosHj0Q8vKr/remaC+OAyOlxghilvlqxFTmLxTAZj7O6Guw"
    "OHTzt2Q2tY/1fL+Pc9kITVzPeluCvlQVZ6yLfY0gQ8z+NBmBHIN6NX2imzgDEeoMWoA4/DSr3ZgezvdKPe6g1PfbWRWzjDWVRfpM"
    "s2rzht02reUIvUVn4UkOD0fo6IIF+gL2e6o8IjuTJW0dcf4bfe7LmMJL2B/lPO8YvnkNJzHL4MsVwponmB/PMA68g4iPKf7E6pnb"
    "4643ZwVqFTsDLdI+UrqQDyyTQ451vsgx7OccIpV+ZiTuOceX6mmMUstgxybgLl6hPuyl78gJkJEbgu/V6j1Pw/5U457PhsSvgmeQ"
    "Zv9Xvi5v8SyNXcQhBtZRenaWVA4HsINH/8s004TrPbOo/XeauHxvrcdyMokfSokt9dwcWS7ZKHMHNYxr03qC2FSH8bWdrmPgOQwR"
    "Y7f6Ed7Db9BfC/VHmaT5s3n/28mgs+Q1dlw4ZrdPZS7lKYY9Wcycp2OTsAkYl+GOwDtLNuvmz3qezlfO3+GVH+c0/70t1wfFdeEY"
    "Kp+b0FrtMVTyfSbOaGwBs0GrWOmYwKlQi17PkgaeVzs9c/k3iy3nM5NtPe/mk5smKGY9L2R/s8nF7VJM3IpiVo5Xq81xx8js8KK4"
    "GfcocdqqOMcnxFXfzqPsx9g5HKOnOwnR3kJ8l/HXGhv5JNzDr9JD/vTTjx2xhpfKyZB+Y+p8A2dnOH5irCbnSMajYVQRAdU8spm8"
    "+tNEDLBZUkMu/l56y5YtVPt+1etxX93lFzzLjnIjft4fJ2MizlONpnJsQTF6oUqE5mpOWbteEce52sjMr2rmfzyjttbjX9fhVFus"
    "V6gO/d/wrdd4KbM17SCX5/Jvp8oPnBNLcp+sxpLkrOsFkON+chJkezZ2+jtozg/x7I3QFi9p/ipc6yCKXTQugGvkM8iQ1bWn6zz4"
    "E1WQnZC1otXMOZ/BOnkE93gGvusqeUYe1g/haXeUn+DP7af3Bx19TrC1l/K47uOzUoYjfaePNTdmB2gD13Yp0TzGwf5WMf6rZNe8"
    "dc8tJnpG1sa7vlzTN9a3tK8Mhzd4B6RoNiy4IUY8I2PxXTcgSol5bzgDS7CcEZT6PEGUuqSWfVylYp09AaRnjK/Y6QYei+2Unbi9"
    "EQV207shMTvLmdpJXpYuuk9wnzwMDRyltn+QHdlRopTNZxf39n4GwaHdJzi1E3oMmJj3+eJkyYtjTa3LoQ29z9U6TM4Uw7Cu5nxV"
    "PZESM0S0TnHd7ApLIAPvwjYs+0f14A7SSZRToGk1tu3t8M4p2L1d+H11iJfMo7Ds1JZEmTRWjIP1Vkmyr7GKOBLLGZc8JjfJG7KC"
    "1bEMnyvKmoFVKFua5Ezro/KqnI9/uVyoVRXWQ9ZL9SMpDD8Px4bP6JrQeh6Mz2b34LqC6wpEBtCWun2qaIYxcJOso20KOQGRYs+I"
    "EGvV5rijWEuHq/IkrXUto2Dr9bpEpuFOJ+u/4NvVkYukkCgMR8Gvmshq+F3QkYtwF2uhCf7QSer8oFp9m1p5CVE3zdZvKq9Dcx2O"
    "dVsiR+Mqy6GPimAln6S/HudzJnC2okTjSVBT3x/YvGERu8F+hY80D/v5MOLWN1rIqVbn2GS7SnaqtAweX6KFV/JPNuT/TCtZx9qv"
    "1blbSzH7UsrYR/w75NRixSXwjH7QETIJ8nO3jpQDZU14QQD7E3wafhnW6uxwVFhZMD08NhiBq4zGaQ3ILW2I8VWMsY4gZ6fVAsup"
    "xV3dOwpJvJ89NIZFv571aIfacwN9wAJ4ast8n+OJWPu2shJeYZyoiH/KLjJKnsOfT9ncaLhAH9KjtRIa4nF8z+PYlRqioX4LX+Ye"
    "RLMF0I35+0fPwbssb2a8VF/gcwNkH/kRe2y4hnFiB/XzmL9x4rMk2VO1Up3cpbhbMZ7+e/Fae9xVKpe7dNzQBVLrs3vqMY8UFirj"
    "++BSLVztHn0KEvOaXo2TvUvBk1oACTY73+B5nE1KX2GHgOrRWN/bZa06zos2XrYaPcay43MXj8gSsgO+qbrc/JWd/vJKmWe0qjXk"
    "K/y/KytkR0qWOS/pWY+Vs/YZRqPJXObnYGony/stZv9ESK2u3rd0/mMlM1ihZ+g2T0t9P0WoG1qyzrm/WeVrHZHs9yAKm/XO7SQ2"
    "MXOQLKJfbf1Vjv8kZB0+y39XgnM3l3tzKO/gHPw5Afe8UC+SB/B0q+Gj3wc/9XlIewgNsB87MVtD/jrJLHxjp+BT/LuTPOER90J/"
    "n+5O3ZnOtBAHryM7bKPHjw8ZNcZ0tNQSabncYx/GmVV8XLYTw7erIH9QzCOgmsd1AjH/G+FhfwmpPEocesMI9nxUe8TmpkjT/dlV"
    "mjKif//KfNiigFOtj4vV8vtBb/2BmNisRoJ9amlEuGtopabjNHeS5vh8UY8A7vrx0zop2AOn+Se9PZivV+D9V+mNeqT+R6fKr9SX"
    "SY/tUeU//ZHMawELsSeRE7P6K4sBV65bwMr9hhVqYOV5T6ljZ99kSNsDkj8TPAzrdjf29Fn9GXLzDTybbjJO98CdpjwjQxdxNn1L"
    "z2YUx97fCZ/peOiLQwoe0h54ko3lWT1MrpT89Z9GyHQJ/rtIRsre0sguHkP4ns8ZzDJ6AtU4N4Y39or0wbW/4ARslFrxVimix1CH"
    "b53FOnpGs7FGto7R7S9oJ39FVjxAroUP8QYk+GH9KBiqPbH+/9LxwVPQK9OhrWZz7uIc+ZoTh5vCV28jVnNJMJNVAd+wFB5CRK+F"
    "9HZhpsVV+C7xrJYO82Md7vlUsRzAarK9rECcV4KIO0pulaN9riKdm+VIkVcii/2W7ZvaNJchSVD3tOfss2nigXgO65JYzFWro6Ww"
    "M7JI/y0NrJ3t3ULcmGTP5cV+l7ZhFngBPQl7tTWr5719PGP2MuMnUZU+jhK9xubjrP5/oDgsTesHuoRZ0O687htiU4NRSNJXWLUn"
    "4Lf3k9uwO4/oL/KS5K/k1+pEH11fImkfZVdi/U0XLtcLoY1aSZ/gZXgll8AOHB1uU/CDvKenkMGrEFK+iGyiZwWzoMXG6Onwkr7E"
    "yV2GV2fpybIjq9THYQ/dyjq/qps04dA1NOOgdZzO2X/Huc7K+WnlHIRVGI6ghLeVR+V0eAndiTzUVj7A/T0Cb8uQrkfkukQth1Tq"
    "M1IJokI2Mh9kTDbjmcu5AJL/Kqz5ZEhMNfO9/SFj9+Lp5uGUlOF5bJ1a5eb4S+jVraLnFydqj5A9wsUOBeKi77XUVBZP/1teEMu1"
    "V+qPWOlB0gWn303aNvh8hiE1mlT3lX+LwyWsoodbx+mcHT3CpnFoVHg0NNNVNxP3Pv8rh+fYs6qJOhnyvDt8m93obdcRs26FR4z8"
    "j2dzTXjEKaebd/bcdvV6nq/uTMnNToREubsasd+2slj3Cv7Afi+Hd/ouYvAxvmN4M0Z9bg93oja0EziZFiiEDkz4roYIzr/FKPvL"
    "dGbzDpIo82DGEHQcM5rtiaiSwSsxdgcamqqx82ZgJZ0mb/R57ZBYcbYjQ6Dne/oTnSSOYxY3I6XhBggJHbzERXwXWwU7gqo5cWBd"
    "jcXeBzGP9SRxkx8psmTEW0DyjFNWYpzYeFEc6sRGeMJK3xfiZvt7e+nJ0MfLf7WuskBPktOxRsfIxXJfaBUmm2C/Mi9GrzCP5CpC"
    "a5vxDqeZBa2nZ3ghuzaqyGC9Haf5VuJbGvVa2rOk/g6vvBqfPot8kvnjLFub9tT2mVxOuJK8gJkcU1oW3X0nX5c5kPrGUHXrWSlz"
    "XUwLuaodyUlaDi1XD/muhf2p4qynrVoJvGxjqM2iWNq13td9gyp6szaVXEUfcBq7GxK0eAn6ZO9D8qexT6kWd9fg+0UyRDlzOZf+"
    "nESo5Kcu9DV+O5Ebi5usKqalWckOv1qszHq1rtUToEFisBFNkX3U8zGbVrgb1s8QCKqI6N8Dp2uEXCrfyyIvg+ZVvkZN4Gq9hjOZ"
    "X1/PxAq5yaO9iHo8n/f+kpQyv+j2Z6A0oWOHRKdL4HQaOlnSo2wZBsPJ2Od3cQqt23h/WPpl8BK+lrvlef0Sp3ow2ePT6thLLCuX"
    "4ITmKngkH+DfA+UXyM98VgX2llNkhNj8yi/QWD0Q156K75yLJ58MS/K4HIQ7mcVqlqsoVPGs3ebZ2S/ESr4EP2+gbIaTOAG25XD4"
    "uFavHyzxZrmNXpImho91tOzCZz9SathfGqXP1VtqGDM4W9/e6yDreCtpMZe22M9Jr9LzuV4z8T3v4vs+YiXU5Tir6DPYye0mV3HC"
    "JUGEpzrW1RupXS/CN/SU/KhON0IfDZSpeK7N4fcUwV5OQ2zbBuvj7irTjMcq67NHaZ0j+i7iggh7ObaBf/Ai1m66zqG9smzF0WJM"
    "0F2wuycx6jX56OknHerJGVlB1rdK7laKmZbe4hggr8An1nn0QrvjnYljnvI4DfX6PbT8CbKxvKPfyZPYoW7QxJ3lBr2hBVycjJ8+"
    "tZM/1MtiIT3ghO9KsoyrWxnX0VcMGRytT0sv5tUulqf1pqA14ua79CDI9SA/sfMz3vsbo0DrFz2sRXzYfIiU+WceVuuzUsQM4ETW"
    "HCvohQ2UbXI9Yq3/K6v5FSOpjKZy3CbWTfohzvgTnpNGfYbazSdPwU6dL0WU4T+IdFYEz6UBGu0C2UuuIXbWxVjr3+VQeRk/Ha2/"
    "6iiseTl31THYHS4l5HpN60PwgN6Cp9dJIuzhNfz5fuQQMjTJNO2Jcmovwl7dFO8hAmtfw34ae4quZJlSz2ceJe53MTNVSe7WPKx0"
    "hH5mMjdb4yqDyyjdQgzgBq6bTQhGOTlrnN6bSn6EZ0Noi3v8ugbWu0JimcSI4OC09pHko/iT8lUGO1/OzIfdyRHsO5yFz+4mc6BN"
    "V0LrLEOsbEh9xyDOuBn7/IOejRjfKu7DZBLsWhTnZTr5bGwi8F0JmRXd1MtNSrPysy0i0FYySD5mt5fVFM4mVkU/8rBbp3MJ0TOu"
    "xjoXcua/hrnIIR6DzGz3LPaJhZzUzi+jY3GP83UcIqC74KkPgy7dBhJ/Nfl19mCdzvTddL1HKlltLCYmc76rfYxvK4KealCbH5mP"
    "8zVet5fj5DN4LC/qB9iVYVif6bCmP+Kd+wcroC+Kocsb6GktY/7GKiHnYs3WM8+V9LMZcc/gejEzS7tiN8dDCx4Gi7ORWA+3car3"
    "l2+9B7qnZOVOPfOE6e7Z2GHjN/sR32QzlT/hc7/IObBAlxJxuJbIl2lmHrYQi1A7YgW2F+fX9ZTQdzBZVvV1rPFk4mdbTPovSMAK"
    "PPmHUsa+ROtI2B57s0BinBl7jl7CaNlBrC58OHTWbDXM0WpOereVOLOC5kleJg5Bw2G4byI2Qz5QXMffSu75SGbfClvAc4hDNmvo"
    "u0VZs9pXHGKP9S7+jDs+F2f7bh2JvXxDP5X3ceeT8fwjsS4n+TpGudZ6jEXT+32lPscrFvqIKWSnT75XehD/SXNeWOgnlTOe/Tpr"
    "WSY1y3FkfOdalveseSZpmq8Hpomkbp/vJG4eNV8vdVqP5RSPY2hyDF2t2Y8Wg89Rx8jHEF6GyEye7fVY6+n6L3V5sA9wTutogRqg"
    "X+4NFnMe3yGaOJwim4j6HHc5LbhLvgr31S11OHR0qeyideGM8Ppg92Bb2dPn5RfoGdCRm7OeVwhbkH91DBU5BV3rJK6B+InK/IO9"
    "th1715PMq9T7LqK+8HEGQ55msvZ5GX32COS6CPt5sqzPZYrUn4YE0fCPkJR/pYskPQPzevoXv+pf62b251Ce7u0kpdkJtExuWjID"
    "zXGNvAIPeqE+L5/gPFaFH+lWcoVuGdwo94nloXdFPP6rXM6TMRHWfBV0y3Z6pT6u/9EHg8M0lEfgfe0dnKxLyFS3Hk9xHc71Kk7H"
    "p6Aha4mNNzN4QY5V60gcD504VD/FiTuUnAl2L63IZNndx1ExemVJesGGN5DQJyXDGMT5k0tg11+A/ZsFrb1/cLlMp3/8AzRTIGfm"
    "5oAiHs3VbMISX59znSUuexey13w/yf9KTL+BHnsZJ9wy69Y7Vatr8Odrkh/X45+8Uo+V7ysnkCPY0DIHwWLXwK/8ml13jbAgJn+W"
    "lxrC3o1G2gdjyxnh81INuX5KizGew/rvKTZBtBiafDKiL8vGTcdZivl8Z0juTMNg6UXf6HAdpdOgwScQk3gqrOuf+rZ+E6Qgxws9"
    "5/Z+kMkLZDDs9RL65cV6gxyB97mKmnV/x9jVZ/m9L2HvvvNYEna+jW87xZ1rYAWylp1SVtO/GOs/DxFQPU9+hpmxGtpwYR/ZXewM"
    "OYG6NU6tUO6z64Yiv57oY5bDcVnpOjzr9WJ9QosgDZlmuSEXQ95OXtfNOEnTfIpNZBtOuaRpw9rKVuyZKiVScLXGm52sbIfTlvxs"
    "oTafoHCv7M4T95H2wZ1fGdgzPi/P6UOIB2v1WH2a2EGIMSXCDE0lfZJy4jesxjf3FOtTcGguZbibZdARvbESK7Eq14vlIS5kZSnC"
    "iSrDUv8Ap+Erzta9wGj7cNz77vCEz5d76bcblquxbi2DL3aqzJMZ3DFXT1iLyDfp0e7m6xzJ/8rF8Lk6SgXOwztEWt0Iq7MatnQJ"
    "JPc8ORpy8A7eN1Im6jOMrVJ6hr4j4/RBvGcA/NxPDeUpGKEddAA0wXp6TlZvjpKZN05UD5uz/InrnaTNfIl5LvP+psILmaon4n1Z"
    "lJO5zKBW6OuIP/PreKU3agjZZl92E8sV7yBX4/xO1TvgMfWXFXoofJ25lMs28rXOx1r/wD7VWlx1Enwmy49dInvIteTes47VO6AP"
    "jpA6Ir7eIvMha6bVizl/3j/4E3//gxOFE2GLMrk+50ZfU7KT2xdn5Ct9j+hEMc6XroSfa7xuo/QNz3xrmrqdNPoodHtqqVqejXr2"
    "XdTj6tWIv8xWni/P5ioj7oRbtfoVnpP5slZegDxdrLWh3fX9QTc5V8eGjxEpq7m1cBI8GL/zv1JFnV3mO/k6i8OVnQvt0MczGGcx"
    "osIcKvSTYnt6G3Z4IrvSdkSsshM7UAeKcT6cLN3YLVJGTCLjr1jpkdfO4lM3sKoYo36OMJuxSN3sSzlzoSf43Hd+XoTFOCPz9E7I"
    "42zI3CvYzS/kVD1dXufnLCeRZrex3XUff8Z7yzR2g68hCoDt3QDIunWOtcuddVdDrOC/dvRVWbdamzZDbneMaTZvMIO550r9hDkF"
    "5ye0FIXm641YAv/ZcClLiP86CWfrN9z35fKm1hBPt5q4BuXEar6eU5HWX3AXJNWYs7+HNtpE9sG9no1P1NGntm7lMmLMdsUz3ogz"
    "sgWePT+24xw5G/Idw84/if/XQNecg6j78OBCvP8bPNkyj6LVwM9Phe66SG5GjPVC8I7sK1+G52l3Ym1vBr/7FXrQCTJ4uwmN9fRU"
    "rO80fyQ+lZ5Uti8gQxtYhjhkK+lEfgV7ZSuuZ5SvJNh7n2/CxfA9HI9YklagL71aq8wuZ5SzLTPHO3l0fcOWWM1oOu15xEPPnGea"
    "7yyp4f/r6Pfu4ScJehKH+AnIwIOQgEKchQXQE8vgCYyUz+FPjYffuy9s8BKiiRVIO2jzOFa1EufmJsOYdmzJ2JO98Rw3666Boc7f"
    "jxP5gdjcjekD4/A8VwzNxK1TzNt6Q6Fxtt7VX1M+LjMJGU6MYkNhKvUoT5rDj1XiaDqERcch3AAvLU2E4yinjZZTs8Vpua0S3Jk8"
    "34bJcznudi48ivPlflyjLaJIWDsZTi6nVljVEfg9WGapsQUMgkUwpNONGT005voSO/ics6tkub5ox0xxmY8IqhENHc2u7jKcyxJ4"
    "4Q/oUJykPWV9UMlo0uHoqK+fRpkBrGWOIMrVsM6Y/xBXwbyxMs+R2J7c5Ek8yQWcIljLSP1UqWHHm1Vpy/Vm/GsldZKtgGUxGsmz"
    "a5nSGk7QplgNdxme3VjzcniVvTzz4Wmc3qxjdq1eBxGH979RQTfyqzGW7PbZ6bM44wnLWiaIjxeBffwId3Aw5MbQLr8Rw+HN/z3C"
    "nHQ7VvYz2oRT0nL2K18f11Y+X2izesb2ZszpG5EN5UucgAHYmddkAixuX1jOxZCMlzlZp/CTQo/CmGW3ytal/v4V14mdoi2wiH8V"
    "T90jnKhp8Lr3U2bCn2ZkWs8zOId583gudksQP826KyIe5y/hmRBOZ1TV6FfZ4lcle0yoZ5I5qLqFNcj2UozzuGyNkJCUxwtwrC6u"
    "YptmTtwxUZb5ee2PmKVJsjZQQvYvF81btcWxQIU5Xt7TYb8WwXYuwHOtgQdjWMJJfUrv835ukOv0d76yTX4bOoc90zLmKhxLWi2z"
    "JfnvID/3Z3887zLoxUp9Hh7bddBVXeUL6JgzcHZ7QO7ayUAphDy+pv+WQ2Bj7oEMFPv6mWHC20pO93guv+lquVMekvP0l2A5bNOy"
    "zFfQjpkwIl2gh9szN7Ktn/CzrMixUsG8b3Zeo6mD3nk/a/VPSP8gaSTm9pbyLO7SGHKX+bzjYF+V/I6ruZQojlbdLYHeiBN5ZQ9E"
    "zdmcfQafs7Od1MvlEhnDWZbPGQ2Zp5/QblLLucwE+9NNKubi93L2Fsb0AXkUkv87/dUqz6mQRUo1GSv0e2p49UPhVS9gPsSq0qso"
    "k6MQlQ8Qi4RKmc+x+PBuPL9l8eduIIkbe0m0LHPLnb9Rfwdni8P1CCEvxhj3rRqen3FOHhhYjNebPL434GkL/vZq9v8zIeFP6Tq5"
    "FTFVoc6VH/RV6L5WMs1P0Q7zOS77RsMkWce7rUSMUtxshj/mz+XxMhvPeCgnRrOTliXsJDFMn7jH3nH12gbO5vaBF3ScrITVse7E"
    "gbJQV4oh8T5GvyWknar1ua0Gz2OageQ9j/2di31/VSzP/Qdjsuu44sbD+SxPbRmlzHU5peG9niLP4939ZAIinbehv36Cx3CvvC0W"
    "VRr7TopXT1IOluF+i/ls/cVZ4SxHd9Rrsq+JsZ7xfUAZcnCtoUxkPMNpnNerRczv4uKNJeax1uO0Xuewd7eKHeCLtJY9A1k/JMlq"
    "4WsyR/8djNdf5RGch8nQEGv0Tbz6vGyjpezc+f+Iew8oqaqmC7TuAAoCiogIiqioiCBBFBADKCpmUVRUjJgVs37mgGLOOStiwAQG"
    "FEFFkYzknGeYgWGYYXKeTrfern1ON6PPnvX+b/3rf7rEYbr79r3n1Km4a9dcfHK2jgxegXWuYo7rvb9ZnyDt/NP/r6+YD9tIXOV+"
    "J9qSWtoS4w4aT1xJKXy2Q4mOqcS5marrUvwSoe9i6CDN6UMZF8dKPMGFcjr5gPNZae8EuzIeNqwvM64BTtEBsoFsbXPw7gPlAZzQ"
    "LsHjMiX4ScfJkjBPL4PE/xDuyV4Uk9HkhHq7y7aMbtL3awrnAWznfUX9lDnXW3sS/NtOnIlkCIzB0hI6cBFWdSW86biv7rgpPrWc"
    "0bLCW5xaTqCtY74xJC+Q40a8RCbBs7PJyevhYZtnMgcWbxAn+YR+qnKlx5yX8zzEENsuYUfIAHqrdWRfGSLFrO44NKV5eIPEIRxL"
    "yLJYjV34BN7nfL1K7oKe/AvaemdpDTn/TObB57CZMZfIZtj1QkQaG/RuaNC3pBdiZes6KIR+2ENugmbcQGbwKOdBRzwKLQrL7JiB"
    "86BFHmbMYRMOtlOGp2O15+tn0CHHyh3yAuyaVQXOwNl8HOdrFU9ADRlH1PfBtmX3qUUiluc17m3r6bgGT/AKNOIKcjWXMTewF3Pt"
    "j4shwVtzTtsOlrcwVYna07O8vSk2qcrlD2o5i6uPuDkO37EiZ+fR2CQv8LNVTe+eg+jvOo8zqyBicBvWwLqoL4QtbI8neQ0SPxRr"
    "OEePCIarTRS6C1edAN/jKV3PiCuLs9DvEptbYhHiNsqS65PrwpqtnY+2vnvM9QHd43VnHqS0RPuySpaJE9VP3Gwx4zjcH2t4HD2N"
    "TJz5/v6Vigay+53FtMWfkPC+Mou+60rszxPyWgO2pIA5t7gu50SmGPOExn26NtVdpURSJbzdr4LP8yNO34s4f3fKk3osLMdofQZr"
    "0STjakjU8Thhr8PbulnfRET7CLT5THlbNshuYhmxjtoj+CgYg7W7FHHOB2FXnC7DGeezN9Y0tkmEiwkrGmQVTFdnGgPtZ6wVd8KW"
    "nY7IdF94Fy/Ay/oZq2srb11LcezKe/Ru18BCLtfO2jo4yVgbg4fx+vLwA/0Sd74nPpWlt+jTiHcuwicmQFsbHimTsWZIj6u/n7Jd"
    "4+0jK9thD5mtTYLFMgyytXvQU/cLSvQSXRt+xczBfmKzfSbAw7kjWAO/4mb5Sbeo61GJ65+8WowRzWvSWTLJBmvPtpk18jrm1S+S"
    "c+UU+itKya3w/XK7kM8q/aylauiHJqzGZNGmlvo6fVSvZe1sGqe0XQwrZnxwbeVhfYmoqzbYoU+hV8xGF+DvNt3qTx8JuV7MMrKb"
    "Gv9fBe/XpjD0Z5xo3L+D5VYyPk3T9FWRbczy1ZLXOhvf/jvu6EJy8MVpL7Ood6+UiOdjMI3ZAfLeQZqRYboI8p/MV9XSlm7HGpvP"
    "/r44dovmvIc6P7c54ieV2N2cSDxrL2jVx2Vj+DNs6mlBaTgL3nhHeAf3B3V+uvqOzyQ4AybJ3G/ozMHsgHA1mYms99d59H0lNNlT"
    "rGBa9f4xWQa9MFg2U8a3UENaTvhcdmikO6f5OEetsbvN4CO+qC/o22LzEOYaZ2vwmjbWMjHG7knQGGcjrngf0ekjuJMFWJUD/Zzr"
    "SAqjcAZkO5C51C4ufnTI7hjr1Vl+nqXzzs+QZHfvifTszoNWehjr9Tuee70ae8QUMe6mUjI0JRG27nqqX8N+7iLTmQ80S/MRnn0W"
    "3v027m8R+Q03Q8vGjMMtsN7dq6EV0mfMrDIf9fjRiI/D7B4zpKF5etUpzgrHneuiKfv7Nu0hvSWRmmNWzHNovsMVMgGr6/J9v7OL"
    "y1gan/DZwh01hGTU0l72EOOKWM+5kOa5HcDps5ugo5ZgZRKa5J2sgUS5fGMV+wEtN3yjJKuzcc68UHa4utWcQOkYIVm0HYbCainV"
    "ntfJquGZPGsWpcT9rM9O0P6FxCsFOBezoK/3l4Sf8h4hk7TzY2z2x6f4qZkk4xklQ45ju3lUprHft0Lvk9/kF/0G3tpqvRwRR5xT"
    "FVpwPWtV6rGv16VQ8eq73KyXI8mWXb/G4hBO9m3pM8458NCH4Gx3NVyHZjMC/1W/k+GssYXMnTThxCqrO51PJOEU7Fop5KGcvsRy"
    "/Yn+5S4yQdYS11lFFowtNn2d+MdyRnpOwg/y9dXQx8xRPZTTikPPE2ysd66HtJYowxpiBJxuLvG8GPeJ9WVUEE0YZaZmMzNVY8U6"
    "t0wy1uFEVdIuL2dOdzN2tRBruxW/vwwx/gr4M/1gi/PxyqR/ncORxNb/z1kOGkKnl6hNg3OsYMVYTXeSc6BB75Fv8STny/1yCLSW"
    "dRBW6rvaCvp9/+AVHceqyzJdym6cHP0BOqdSr8T97ynO48sVmxaSQdbuJtT+xqzQjL3Lhu00D6RVAyc4Q6wD6jBqVkOb1JI9OR+y"
    "UQDPtDVWqxI+xy7yKdnH94UOtD7S6UTuus69cj9jxaFI0r1ip+IAcVosRgZTV3cupnfYX0q8n7XVRwwJxPiDtXVGN8T3B8i9ep9O"
    "lGOwEiXSHZpllBzl8UXnYnfPlZ44Q3mIU/6i3UqQc81+6sIVKacUtyAXQwfytuyF+Gdv3Ody+LQHi4uCbTfLYdViHqFvkxGX6/3y"
    "tdzAk18Nr8fOxiKsRzF7FA+qxzdYv4o6wF/NMd7b75axy8Q6wypTUhN6zejyt8nPVPuuR5s6uXuDjOIifVg1qt9HmVD5x3zcZP9r"
    "LadkpN+F9NKbntnXeBHKWGc7FnKinHzxkHyBCHUx/Loq4n+L9F7qDtPMz2M9I3oSfMJqTmwr9/lKQ+xZ9qqJ77NPpOSmN+s0pllG"
    "iPEP1XquvRiZc2MN3PUecjxOu03L2kWulgvlXXxiGqeWriDjYC/o/IPlA8hBNnZnN8Qg7WUY0SvVRFRchbOziF3MqyBv6yFRFWSM"
    "KdUxOKmGvO6FM7EQcUQJ62tCPV9FBOtW3pt1Lm3WN2SgbMOnJuIJdhebvjkHnkTUV+gTvhvaWVzjLzoJ/uoii/Dg7W+Cl1+GOG8R"
    "TtVx8gO8kmvgOy5CzLQCd/y2Hg69t0DzGAEVEA3wFrPvFborq4a2DrtITOszvjrpK6lXaY36aW5mqfqIdYTXsTbTlGiVWu2JmLQS"
    "p2cveIOfyBrEEGvIg9MX1uE3WLM9ce89JOERmAmfg1wJbXWm9Jd1OlTa4Z2rWE/6HtZhgT6HVfiZDFU5uPv9gk/hEeyFZ+mI0/oR"
    "rc17Yn3khqT+yU/dDDmr80+5WAfoy7iDp6EJTpTO2k3Hy0+BTUl3XQu1vje7CjGvWYpyjXvO0Rqt8Fb/ND8p7S9iAuN6kxiD/p6w"
    "hCXYr4fwyiHsSzLMqkn+HuKqKhVEoplXcTT7xBNkWqoi+3tf6uFcfQrewUIyE0U57zLfI4JDHwko2fFDxpr3S1E4ACcmoc2DKdBk"
    "d8Cb+ExPDXpKkpPUTsEVnJLkfPotkNlvrE8Jd7tBX8IqvIxYdKRKcEFQjdMST2WFEt4PD4kWqfEIMzfT8D98hkrGgHHcaRHfbf0/"
    "B/i5nLY6j0ou9c4cX90cBq0zFfu1DHexGWd1ESembYZNyJKjcabzEPWNC07FeZqmw3QIZPZlPTZ4ST8P7uHsn7IU0r5Oh4qbWVpG"
    "je969+zcHc/ZNUugMxbhyt1wKrfqHNjGPMbMRfjbclz9NX2U7LfLca+v44zsFazXh3RkcAql0J7MekaNT+lUcb0HZToD922WLU9v"
    "wTPaDp0i8/G7r8T44LYyFzRZaulVRBg75Gn/cP+gdZCn68iK2Fgv0IXwXMv1GdzXFmkLH86m1tqp/ARXuBP/LWhAKy9jDLBjfo79"
    "dJJn6q7zU2RirC+c4tl4bOrvZKzCFnzndOiGCsaNa/RBOVaehs2+G08/TZ+Uy/RjuVKeDwI5yvNMpOsMSvfKvnI05wK4dzRhJ2ZM"
    "V9BbKUnx7kX99JsbpIwVvvWMw2J+2qTb2zHML6Tr/1mq50gBpWmQbGGdcCkk5zNEOsYzlmRMjfjIzs0GfQlaZhk0+QJ4ROMhG19j"
    "vwLZLifzlOwmjm3S3WFzn7uYD4/iex2L1bhdLsTVl2NvpuvUoCXO+K6SR47AtbjKCi3GnhfgqntIG8/QpF4fOqTYkfSUkmy+pqed"
    "z9qZNViLu7ZLNryT2dAg8yGrloN8V6+W/+gRMiJ4U2wy4Vh4xNdy9ktv6UGOBONkTPbrVdCmRenRHS5TmDmzJyslkvsJshkYk4n1"
    "Zorvp6gf41dRwuuIC7kH0WmU+JdDoL0XQKdX0n8uIt6sjowPcyX9HVRCn2fSl9/iWXtfFbOGC/A9PeAdzYDntZUx1Chc6Xwxlouv"
    "oInPQtRsGMZqrZbrYaH6YPV/ZSUyTmSzIb2tPyP008j/m1e2IWKooYzOJHf7dr7vXXgxS/QCqaa1MP73GvLZGTLsF2aU3sMTrPM2"
    "LUEMjZ3wJ6U7uXOr2Ie1iNbD+LeNB3ABz1kOmXetK7wA8X8+rXpy8miUaH/jx3qJOPL+kuvjiE6sqCaobTdzHfcVJ021WuflyPjk"
    "BxBZUcUJP1Fonhp2Zdlzr6Bur/MZDlsPmx90ndSwR01TOUk7z225h1Zrf0Yf0ZLwcRmLmxiuU2WufIB1+gOvWTa0jJ1BTVnZSpDx"
    "IsYVzuRMcidvZVyfRlLrvd0EP1Nis2E5g6AMp6a7dIPeK4OHdz48AWNvGQp7NARRQVN4YBOwJv0QQZ5Pdq4ynPbj8STD5IXEGnlf"
    "RsmdYSiv47ezdSc9Oegd3ALP4HJo0Zdx5edwrRfla/3R5AzXfp9cKhXsgaxgzjnGLNXyev3hcR8Lh7Cp1ewm6U6+J/OtSv1Zbkld"
    "Vg5/w+ogu1LD1zLfcLvYhMmF3NcIOzzWkAPhNPkMr6zGDt2OJ7oCkdi7cnRwivZC1NA1WBzuXo9fy2n55infqlxdhrCAuN4Y49YR"
    "9LZ6wU4bAm8bcYz5sPQfwp/6HfrraFirTNx5Fr7nL2gpY3RfqrsFz0ACz05NyVRvMaKsfjyL91YQl7MV3/eCPIu7n6QvQgPUyQzc"
    "3U/sKQ31PzoJd7EI67YaXs5b7JR0/LzvUm9mEkn2qZ6ij8sSrFAB4+n5ul7+hJXtGLhcQA1Z8vqLyz3FuX5lnJYbZxankrwidayx"
    "nA9vZTtra3VEIo8iy7BZXvOsd8XdGO+I+QDWhefmDTl7lPRw1vtqu/Vm3C/FrLTHGP9EPVPmSLFJ70OxprvJ/oY91EHYz2cQ3wwJ"
    "BsgV5P01RoVhkmT5ikMOcv08+x2TGMpYrRLibtMzCczS86A7z8MZvE9ayPuIBxbhupNgJffCTvXEU5wFLd8F0dBM3NXecoI8Dg9h"
    "L3hyLYnP2QBdfA7ZHyZCJ26FLWslY3BuBuNOS9UyfZX6BCKgch9Bl/Osq87zuI5c+jGz8Mko53Blsftol+AH/Mb83AM4z6vU13oM"
    "XzwLWnsTcR9LyW9iGOBL4aUY72cZ96GEeqWYjL9Z3CfIj7yC+54g28MRsLj74v4H67vBO6xOFumtxiEuMfb27EqOkjxOSJwNm7UW"
    "f56B+1+lNum1RNdgTfJhcTbKaTJHr9S3w3fCJpCxF+SrjIdkDeTwYUh6LTVMObEUxiV+u5SqpO213RFhx7yP4GaVdMb3LqXGjTHP"
    "7TiU3ybDaV/sSAXrfpW0HCVkYM2FT9XQzKB0qLAY4pljpFBdNPsXLGUh+03XQM9vREx9O/a8RHcKRsMbOF1ug2/WW+ciXtiE17vL"
    "pZDVTP1UjCuiCt7qFrJHxmnHSnW0mAXLZT6ti5yXMUJPwl2OxzoN1UsQ58zRptALbeXMYLaOU8MYG28P7JbYdPavcFZfFfORNmhX"
    "PS74EifiR/1MbhA7o9m+v9+s1wlENK2it+Umd5oHs4qZO/MEfoc3Zl0MhoBeQTtQBkmwuutLMoBI2zryxlq8XemZf5sxmqrTq31U"
    "q8zhx4idt37nW/GOu6Dl5uKKn8upeP5nEfOo3IhY91X44JPZCVoC634F/LE7EeEcIuMQS3yEff0A56YxfImhepE8IN8ipk9fXS/H"
    "09XScj1MFtBq9gWNxdmxmKtUo95/284I1XmkJ9LaueqWZXyNi/IzfR3x6tx6nEqa4lQylP0L/2BbivGVF/HK8FT3gLvact7BYZxz"
    "4vgEE0Taiff61Wd64tBDEc5TK+TUPssg5PqKV7HvzzUt1lNiKWbvf0fxpn+llr5VEX3DnSSbaM6IfoRIZjlkOZe44uXGSBNsY5w1"
    "mZXqYv985mntl2Il2IvIfNOZoxkHV7PGtBFyfhC8+iz89D58siLoz0XQO+fCa8/Dz1X6C6TpBqkiLhRaVWx2xxid4BlS1/I5h6S4"
    "GWMpjVztZ1iY1d3fVxRcJShIVUUSfgLJgThhm1JMBQq9Wub7ilyE6TrOIzy5j7GeZ92cDyDC+x26axyebQv28Xo5G7a3uZxElrYK"
    "VnFroGsijOuNhciu2llc3aqGk6g24OeHyCaQgO42VldXLd/E2Mg8gosbyMOWaoWffuW8SNs/x5NziOT451lOze1YPkvgGbeUKkaO"
    "hpQy5t7vmMuopo7O1JX4zjekrxwqxsfxGu6xOf42Fl7iQ7BEZbqh0c0yWr/RkXo09PWFOCOd4YldCA/6psbnQSIv0g9wp7vIznjl"
    "a83GKVwBXWdYi+vlY/z0h75Zr0MkmUl35yr2X81IzKZ/HdeJ7PCLsF5ZwU7cncXl9RL1vivJHWU2uh3xJiG9L/ET0Ryjl53tZykD"
    "5nfbCVuNldlArpIyPSyYCxmfi58z9W3EWlPwu5/0Dcj/ULkFr82Glh2lpTIZn5mB01FG/oRRQT47iw+HFRvnrVHoOW3yU/7FCdJN"
    "q8MIrMAAXZZRHBwED/0RnKsXZJhHwNQyGt/g+60T+oN84SfWODTjYZ41x7Fr1EAiYynMT5Jnw6y39csOxR6WqaH27e9bIH2j9Hsy"
    "huQzfquBBc+mPj9O3pHpmpyR/HckkukkQ8Hn4Nnsaf7E027C+m/BNd+UEZDLd2hHDkec2VKOJatRI/ycgD+bzP+FHjUQUocdCA//"
    "FkiPIdROhUR3k9OlGXy/xtJD1uOsthCrzqxkP9nn2Gdji8zW0fhNJuL24Y0fgRc3FT7Tm/pruD+xIyHtZik7d07GdY3Vz6rFu7H3"
    "x5gFjLP4YkpBvp+NIinN6SrM/aXC9z41+ge/sJvh0BCGtohTV4wV2e67BZ77PjmKE2Qc9lN9j2s3SXLulDCSfl6sX7UdLc71Yv38"
    "1zWQv64h68E2+EU5iLaKtW1gPcQ2Nbm5bCArQJxYErNzhkt7TxriJDPGjs+J7y1Ul5cvJAek1fVLcf9VPvPkMOxl1FDLiGLYgKf8"
    "NFiFu5oBrTFDH9PboA0+wTo0w5l7HHHxCfAUD4Uuek2mcyqhzZkTX2Go8/dhOfy2eH+OR/c65I07NdN8h9raYDNjscW4s0fwu0nY"
    "3f1kergMcvC+HAq5bBGchSjlUmi0y+QT2VPzJT88AU9xbVAcSrAL7miUz6Mn/LQnoc9i9dGjqckLtIZd8cYftIbrYCxKyf7PypRW"
    "SfIRjddDgnFyI+TLegzeYPQ5B9cbr4a4ienlfu6ww5YlYEEiRJRF4dHciXfY9wwRy2RkQo7Ta//doJlPJAN+MVkk8qnLsvCuAvgv"
    "xqraFOelFaTE+FkN2bqnWPfKVu3DbvJFsFt95CmxuTOwrEGW3q+3INqdoR/CF20Or/E4aIN7GpCQtYzhLJp7gjWRMWK6bDHuwfyY"
    "CnJrmc/dhujvUuaItxDPdq9EyWc1h7xA6+GF3vU3Hof6/F8NTeuslNawK815/cWIas4U6yV7C3GEISNWYf9L4RHeLdOw43tCc9yI"
    "6CI9p5JjWW2OqCehDrXtZqJbx/rbjMxDZlgq1fEe5WGHDEvzFnTwLHzPtzouMG63L2HnMomC7krWEdPMF9KjC5kDOhoxQRWnal4l"
    "Vu9+ihnnNXoZfj5M7pFz2RvxO9bQeHsfly/Jufk0NOfxxN/N5VyajdCV2xFfOC6YobJAj+HcxbieRLRudoOawk13PgfeSrFnCjEO"
    "nxKiEf4566+QvtNbOMlfqyEhx2S8AZ9/LuzSy/oFfFubKP6yrISPnolnzmG2ogW0WyXzkNVk6t/RFd9bHGq1pZ+Dvif0uvGD2nkw"
    "fITNkVsCv+8U3PX+8OpHQdsv1VfkHDzT0fD/WiNyLsS/jwcTsMNfYt1W+17x5ISpuO4tyajc9nUP+ofJStaOiuf/vEMsvR8yDnv3"
    "Fu68Mc7NLfABCiANZ8hN8JZrU70l5bR1Z0joMdHWjXwN2d5CPyFvAzFLNX76Sa0mT0BjSc6VqyX+pVz/QmTnsn+1jAbN73GdrAlm"
    "QTJxZYv9t8IbWaWHEAlvrIoDZE9oyBqi6T/T4XoN/j1Fnwjuwt/uwOfulH2DZ+U5WKdiz7i8mL2hF7G+sBFr+T1OCKJXSOR8yHkh"
    "Z8y3lTn4TE/RlD+a7It3Obb75Ck863rEZGPhH1yp5+rgjM3yihyp9XmXkx5FvJ4EDvNawP6c+DekqfrOB3tlPzK8JTwff4JsgK5i"
    "dqhYB6jFzTeyK9Y4yh1vZpwsB/n6938cWkP9jv3BzJ/ZuebwGUvJUpqrj3pWoEiqMmP35eazpZcQw7N/UK8TqVFqOuwISPRTYsyZ"
    "peyS3Yoz0Vksp9ydFaAWUs4cjUOGdRFXfb2C0yq3+DpcS8lj5BXhcw0QZ5eTeQ+HA7LMThvOZqggjsj6qVbj/yPlbm2L75whw2ER"
    "foX3+QWxe1/ILPxXxHkG3+hkeRqn2xgRl9GfOMrPLNyB0AmZWdT/qgM2/Ssns6/KvCTLyM/jU9mE7Bqs9RYyPFn+y+bWR9XhKG32"
    "1OfY5c91K+zfAdCozWS4Xqtfh0MkiYdy+EPT6UeRI6K6ngzEta0knyuRmujY9G86sT5H5b+9YjJ4Of2GOp3O77wGO7Ta248Y/Rhj"
    "5HkIens7q2Ddpc53hMY8XvpGj24y5OS51O3WATEbEthKrI89C/ZzNKzw9+zCGa8j9LfgMlzxNX0X798bnx4sRcxfmgQ34rPnMfOf"
    "qzZ5Ic4OzaOliOxpneXhVMdaV+LT3PyFWnaApX+lkhnqWdQSlYgBTVY24NtK6SGGvityZ3GdAEewD8Vq4hF6v2FKJ+8sjsMjnbcR"
    "Jxdc8puNYdN0RRmrWCE8TOMjPRa/ycYaNcK5WYxTsIMPRv20zi7E6ll+4GvELAWsdLWllbYa0EZ9kBheF/F393U8i9PfgLfcXe6T"
    "9dBIZTgf6/U0MYaQmfDVXiB/43bO+gjkIKLK5mtfOU82kqupcarGXu1RTnF4WDW4/kZa6ZDoo4QmmT7T65CV8HKvEKuvWSVpKWIC"
    "4xNyU2Am4W7G4Fxu0OF4b2/ZR4xxaJL+insshq9l9WbrE7hKzsG5MhakjexZCP0MuLifghCS5/ZVeObLoAXm4hNm63/DXc3STbjr"
    "9axgl5FfY7nuDn/xdnkb5zFOJPcqxgl57DMw9F0N7rGS3HLfeov8K8/a2XKJ2PzYZbpZ3scVW8kpMhq7tlHv4kyJ/yYX8N/YbcNW"
    "1tB27IxXEsS/rWePZfqrWSW6mP5kP8jmCrX/bBZfQ/OD/3fv+r/7zP/V1f537+D/6t7+/1+D/xsJcf2ClayJHyol7I4pgle2lNxY"
    "MTWu4INlHqJE66mxiuHBDczsTs9ynR6VnCXX0eJZX8U+fM3yyxX02QbiOaZ6Xsd9ici3uQlWbzbmo33ZQ1GrDiVZQsyNq89d7ivS"
    "W/mbqDocTToP/3n5UH/0PDo277A7ayw2L7zI9zYk+H2ut/FI+ugRddyb88mo4ToCc7FavZkn78uOfmU2bwgrxiHzQRFaX8s1WdS9"
    "kdY9SmaqgcFPwQQ5QW7W16FFh+N3D8Bunxa63vRQ/99x2KWw9SPJzuMi0w2e4bxS078SelxN6KftxD2jWGe5XCPSXwZitWeq6F96"
    "kjYOLguayrGc7GM4hTbSPCj1XKsl5MP4UItlqZ4n1l1xt76p52EFztAX5Iogxgy5y/pbzH+2n+Ztk2Tn4Ln7yE/wg66XXnIRV+pN"
    "Gct7XMzMwDY9IqiCBBazn3cFogxjhLFZKJ+JzVRZwuqLeTpFtJcVjPBcrFDMruRCTc9+U6Suzt6eMhiI1SjOIi9h+lfSn6z0WdD0"
    "ryhkaCdxV1Pfj5bB2k2CGeBttIzWY9eRea845wj837yynStURVb6tdANrQOHC1pmvP7kl50NmT5cTkWUXo2dWQ2PpqMcD81hn7He"
    "xWw9RywL+4A857OmZX66qFuLYnqMe4njeu4gcT8dIM4ci3VO1v4Ngeh881p2Lad7xTh750Jyj5ULICGLoGlOkE441f1SeZpiymKM"
    "nFj3iU3TGKHfijF+v6ufB/uJ8URajut2+Qw+1QI9nxOwNsOHMw7xKdAoq+kjzYfv8wW5O29FLJEPT8XYQ66ClPXGNUaImyhYRa2x"
    "3PO5pH/lKClhLjofUv8CO7PinKy8GdKzFn5HoZ7JaQW28jeKSegazx1bR8blKt/hWgktM9rnCso8VmcTY9U86NJC9neXM09VRj7a"
    "Kr1DusFH/gZ+azm/7wc8eRal/wF4sP+RKl+xLGI84hiCLOccow6rIdasgFqlhhNpaziXzDKAZ4j12LSH33sl0QI2k6o1fd5DyYdY"
    "6+PPcu5kFzznQuYsvpOV+N7PcJVVxOSZB/Y+NEULGScPI54x6XhGeuknDXS4pM85CHtFDkxVOct8x5K9dyOe4jTPmBjlZzOo7dPP"
    "3HIdMm5ezJE+rogScbeFax/6GMk0m/2zCScjyurRAZw3GmP8XqNj9BS5GL+5gJyGLhbaSgyXISRcJ5ubr+n4uooZOdXiUzUesbiV"
    "GUnxTNuXEbd+Lk7eMPlZK8K/wp3lZvlOnwrW61+cLVHI714NrV3FTo0yvQS78ppcgVNcLWdIGez9L+EDYT/dJ6Oj3JrqYE14BPEu"
    "4vrn95ax0lkKPLezYUWy1VWfKz2XciU/cSs76uNErFmf9pnyo87Aft+OP9vK9cFCfSUYFy7DnhcQfWfzGq2u1hSfOxwRwLYG7LYh"
    "u/aQ0DPz7Zi0EicDRZKJoAk0lc2FW4pdDfUcnMQifVF/xr4tx66fou0g72MCY1FoxLyNm/rtsK5NiNTKZTU+EEMoGJL/YclgR+wM"
    "aIxbpJnMxzWukWd0mjwNT2mNHqmZ2pOVnGiKs9ZVny23d76UMDPl6vauNh5lNfhCeVJKmSNYgRNzCjyualwtG3qt1iN5DK9X66vV"
    "xq9t3WQTcUctoZWNTelnnLGm+HkOfKXxYSBny0ews9HgJVjWXnpKMAL29gD9CftQ43tPo4wyz0B0uhvk+S9oC7PTlgdaQabaSngS"
    "D0PztJK2wVDIcW/prg/Cvp+I57hVj0YkXMkJDHFWXqO+R6yWPW9/wId5Tz/RbtClP2GN/sCZfRWatFYu9hMd1bO05jEDYlp5EyUh"
    "T2dB3w4nU1MtvcG18C++wl3sLndC7/4OPbwG37a7SPB5A6jKX3SkWh/jy7pnMF2OgsYz3pgF4Qk4Dyv0c3Xz4W6SXcQm+X6CP4+T"
    "9F3NU/UmrP/rODmWZf5KrE7zBzs36vRa+KLTaJcqYR+sgmXzgs6CJbnLd97F6JsmqwZ1mv6VKj1V9kVcHidm8kpO7LG54G8ze+J0"
    "7T3EhObTFm6jD78SWsRyc9P1BrHq7SrE1ot1qNicoiflEWlL33SKngZ9OxOaraKBnPcRwRBO3Fqkb0s/7P/RePZPtT+sxHbPoaCe"
    "K8h1ojnemnS9l/+7r6RntU3/GcstnAw7qMSoFrJjK+TUPNfb1U0qPWIkYEQfgf5dAT36tU5lh1xz7Ol9WNlTpV/QVb/V53BS5kOH"
    "7gyJKtOhlNlM6RF0xb6V66fSixMx1kKiK+DvzsfrtfCKKn0XfVwPI+JpPrXq/WReV8RfTeQgnPlp8GCPksHkzRtAr0GYZWsv5T7/"
    "tPJ/+ZXN+hP0zkb2eXwow6BJDOlm07ztLKhnBTL2j7ivnJTDG0l4HemyY5N9pVqkRn6D/uuC87BWe8kM8t39jt80gfRZpqScsUEh"
    "1iYHGs9muRj72yhZBKn8XpfLJTj3L2I999TFciYxzv1lH6xGnLMianDeciDpfzFyjeJURjmNKKQWKSFKNYd4vmSfu3JqnCFrXE+O"
    "9VeEKY1subNy2EzDWidrUmbZXTfACQ3Gzothh11X9mXsi5vhJ5MbR3orqV9HCOrhD42ZpYx9rS4WM+tyG655NuyI1eRzcco6yAuQ"
    "rFr4QQv1EEk/pTGPHkPIZ0xGdnU+2gpTaMfe3isqomdRAh2wiT5PFdlYTW+u1HflAVb3a3mivsdpqUBcHKMHmaUHSpJjs9x3pjTy"
    "suR68WrIs2P4ryOkhrONbsFV2sMX3+6rDglfZUlAY7gK1u4e+2bVv2SPdwc5RidDN+8HL2EVnvAV2LHB+hR8lPSZYGNlvs/P8Uik"
    "5mnWMZ+c7jMlnlHmGHE9WXZa92Ws0FLu4u/srqwfYCMlxOx1ejloqKM3nUYq4Y7VMntqOLnfifzLVGOcvA2xe53vuY77ibMRdlim"
    "n5KV/pUaj2BenZqdmiEP4vxspFWpxBOsV0Pir8Uq7CUd5FtWCh22opodCLaWNtPqUFkHabCprHWIGUroARkLyp86KJhFbuKttGtn"
    "QdNNJHfCJmkNXWJc79vIkduf2Dfrh8tj38JJ+HQeJ1U1Z7dnKXMLET0R1qqdLGb/fSE9omro3r9wt26alNuxi4gBqdZMrlMpO68S"
    "rAAYU8UKzYK31hEaaLJ+DX3Vh7FqpY4XY33eVebg1O6YYzhQon6+UEhcQh2e2OkIx4ZVSQ+jmr1PS3iaDpeElzc3jTjOevllUuzn"
    "mDtkbjkrU9/o3TJJP4Ak3aE5gXWYvaOXyiA5Au9oSSz0ZqxiPjF+xl6SSZ64y+Fl1lLiKnyUU0W5zSVHTnJKkvMc3PSZiK96xfz/"
    "u8uu4lgoB6UYjSoYg1bxmerY41kfI/332eCOL3x/cd1ebpa49aXez67r84hLMf0dYQ/Q5XI7mSpOEscf2V4cE1MdvcENOk9Nb23X"
    "N2R/nItXobsjsDUD5Hn5BZIzD3dr3YFt5TXs/UZ4KWux5xXQKDbL5ClY2S9hdTfBuv4uT0EvvgodeoTckbEQ1vRxfQnWZBXsch77"
    "qGbAL/5IfsW674lrroJ9e4SsXDWe+bCG9fWllJs4It7QV/dsHU8Q1zWi9OVsYulm6skTxdXqahA/Xyx55LSKs4vQdFlHcZX2Ckhm"
    "LaPINjKQKNftGveMBXFo5lL2dhTSC6gmE24B4/TQ50qSeOA9PY4srtnwKzfr8ZC7y+DTTYPXsA1PVI4/X8V5LNK+Ysyuq/HUs3Cl"
    "zXqxZLNe2Bneegf8PI8d1JYl+QnRl03c6yzj1fI1jeFl3MDuuffVem8+gJ2+Qw6DF5KlR5GH+iN4Sm+J9ek5BptiP/c3QS/qG0QX"
    "c7AeN+O6v8EqvSLX49naycFBHLoiRz+E971ncAfszb3wkz8KOgWP6ACswwCP1z2VvnYOr2yZjA34fpsWtp6cpbOgmfrBE7KnMDzd"
    "MMmul03LwCm23/aFJKyAfb0N998CHtuXsFymtSs9vjeRQggkiM5SMglEOCeixvvTDtcZ4+5uwu46PWmvdvT2vZZTVwLmP+axc/w8"
    "/Hwk4tOj/YS0qOfwTVB/dYSuGSbF1JFRytHukOS7iXkvI3dQAfzyOZDWSujLJZDf9fA0P4BXL7D1OxAPsXqzjdPnIIvJ0hojmq/I"
    "7DuRl5Y7TT/n+0NEZjPgAR8Dj3Wy/CldsYPXy0v6JM+ARQa3crrUz7TaB0q558uO+mj2YKlLxQF2Xj7Hb4zF8Wuydz8Ci2hzxN/w"
    "37qL726vn8F+T8roB0Y5vdKY5oyDYhVxqsYzuis/kYtrrYR/Ugz/OYf4iwdoKRymOg/nZA15hhphtc/2+qaCvYql3NGDpY1Uc07d"
    "JnZx7YYduAmnIJusnGvw3qvkWlYbbKqOmxlWCb+jkJ24MxjvVOgknOZZ8Gfn8ZxuIko8OX+2A8+t7U0n8rCFmsQUJZH2IScwlaWY"
    "sOz3J/m9SBeBDYDvtBn2qq8ch7XcV0rZaVYsbVipWeaZNm1/QlqEMmhbQ7E+CKs5hvuRiXsfhPjTZlQPZJ27Jb2kGp9BjGitZ9U1"
    "/gxDhNrUlFk84cNlNLveop7P17Ekni5Rz2ZZQ/yF44JR8rRF/HNupt60XoQa6jebd+WYc7pJPufCaZKHy6NtTpOhzAW7bosqVk6t"
    "PymHzE07ECAun7eNv3lKjsKzrsR/p+qtwR86FvuxBBI9DJ/og5XbHX8zP6GWVSSLAm5hRs/w18vJfW34tiZiXMIzcPFncX+T9O5g"
    "ii4MRspVek8QC5/XnXBvSTYpxyxYxZ9q2Fn6sAzg5JhafZmcATY/oh256wq9511Jf+J0cV54DTsGItB6NnOvA56kvRgSYpPa7Kjj"
    "JTnhSMR6okLmas/2q2V/XiHFXltZlsQ4BB8Ty9yeIeN0lczWV7CHQ+QKyPMaVv8t0p2kq+m32GyJuWJzJ5uTyaPMY2hKtDmxUj3E"
    "oRGcFYrTW7O/ncX5jQtx5XHQvsZw1EkcUsX29k19JshU5/kUI+KZB5lYzf/cP4f77uCI59Jz7DVl5GkzC3w9Kwgl7K1fgrN4BDOU"
    "LaDpjEPiY/IM5OEkzBKzq63kT+iB9vjNLMjIbzoB9mc9sSvGQbsQcm8dZcbM/C7k0eQpA38eIoa/LiMa2nyrdvI7bFtfCWA7PyQ2"
    "so90kVy5U++CpJr/ei7WZx3+nYEoaDs7dk4Ss6oXwCdbRwzEKkR+M9idnOP9pITu0G4tva4dIG9jl6fo7ZCUz/VByYS1fZZ96q5b"
    "6DAJU3gU55VEG2CYMW2zr8cAuvndEU2eC7NWe8ieKf7thM+/pueYniE/6euQoi7BXB0ZLJac8EfNDxvLbZz0W431jesLxFDV0qcs"
    "435v0BuIzEyifyp8bjo9Gqh+DNz0b397hHh3N1u0HJbQ/MU9ZHd8Mgt+3oeQsOdhvdbIi9oM+u8+vV0SKQyw05eqyZ+VM74MMdpV"
    "ynkWX5cI+0zMV495hpIqP+HbdF9fRs7ZfFLDj9WR9aGOEUiTBrGg6SbTmSZsTK+8CVE0lfCAXEWhobgx3fe0gle2QcfDji3HWkyB"
    "rHUJrg1Owzm1s1bpK0kn8Hl+52zWau/B9uW3VVAv1/lKi+sVy2amN0rbrWQH7SuV1LsxxlOOvXIXPs25ftp3Fit0YaqDzHr7S70F"
    "i0Mjueyjiyty2TOzw8LtYLjfF5Js2J98eq2G1S/ledyASPd0qeS8jTrW6ss5N8bmgLXFmVmjXyH+OAq+9XOI2I6VH8jxZhW6Gm0t"
    "32Pl/8TTZ8jIYJp+oT/LBzhTA+VHxHsHI6boKbfKPZCsEn0DGuDvUU2oyXmOtgeFZIEwhOtAzt6JMEeVrbtqv2AoPMuf9W1dEI7X"
    "ecH38MVv0LfI6XqGbPKzY+P0acsoQ+onUe6Yh3OquPyZcT1EfPew0sd6x7iUfWY/wVMW+rh/P9mHEaWtks1bGEKNUMrIu4QZG5vO"
    "kaO3wv+xWRfvynRYuKbwE35rgKMjwqyG46VtJ6HuyEgZDvB2dfwdtkIbJe5tfwt5C89zFfFfr0JrfAMbe7V0YMRWRa+3zPPrlnLa"
    "oWX+zT+p4a7OYreg8fcfK+W6TdNP0TwQv18NqZyCHVuBXbwdVmcetPxMWHPjAGqJ6L+a2A/DcO6LZ87Vp8V47iuZeciCZVoOO2DP"
    "nQMdO1QS3mNw/99F3NS2qfojdMpLeJ7FkLMn4E1u0oNkIqcyVLP6Gvc9qnHEo5ZpOEbSz6/fRl74iGfz6ETW9P1xRprLF3jiqxF/"
    "dpTOwXnwI1/jRNGHsMqhz9iFKc4Ri7DNAyoJ83F3S/D/1zPGBIfp02FL2NTxwXlh1DPxqOf2sE8OZCfxZ7pIx9u0E+z/j3oHzvQk"
    "7GVneDIT2a3cTKwv4XLJReS4Ad5Cz2C6fxbHkF/FjpHr8C7Liu1EFrVBYjyoOxF5UkX7vYoRkKEE9xbLrtgEwzvkP2ITMp9HtDgW"
    "p/VdeV8e09aI9dpIadg9Y3N4kyQ8YlZTfnECWi3klEmnEc0fs6cOmS0paAAntJacUZazsJkQP+u1sJUVuLNOYvwIrWUjdj2TvdT7"
    "4PRsxakpgTQcI51h6Zbjp7Y4HydlzNTGwRvhVbDidd5LC3kvN4rb0yjWMSeVDVD2UDlWAeNQXcnemjrvBVq09yQnCRnbR7LTNtkB"
    "5Fgl079ia6zsZzIcaui5WOxvxiNWRB/VEPzn0FIa05p1braEL9KZXfTG0GK++++saD4MffSDfiVvan+cEcuF/aDvyQdETOQz369Y"
    "mxg+00tCb+tsEmECe+92ZwbvoITzxjezRmidsovIVmTI4FHQ4lYFTdRbN8tTOMsVpceRZHuwCV9Ps7OkHNeyCuWuOGfGoFUgF9rc"
    "ENxvCTsPi3z/TVOxLqcsRnYRTsaNU/85BFMFoocYe4YOlwrf42neqX1vLuXKuNIMeTWHvuVM/PZq+RXvb47TaPOkj6YGbeSru0KO"
    "8W3+HP57TGtx+nRxLBSWJ13CeynnBM/lWN3xsNLVWgJv/jn6oUWQxReCY3Aiv8U1PtM6GRQMRhS5r7TCKu6LlXtUH5Wt0Pqv6iWc"
    "IH4V/PtHYP/W6aX4syOebDirlmt1KaPFOGOxzdjfmI++HcJD6dNcAru4ln5Agj5+scf4F5Hd6A7ymbmsRwU/c5TchTtbAz/vx3B3"
    "OTG4M3gEn58lF+j79Cdcn8MxvjNpuxoLxvHkWrqMd9VS9pIJtELGUrYZd12gv2EVrf/mPHi2zXECf4OftgpPmc34Mhdaopz4tybk"
    "8H5IxkAyL5eL9C/Y1LvVdP6eeObvcF89xe56CfY3C989QXPFUDOZrKDVUa6MCzwLfmOEMrJQf+F0bJP0mYiF1mmzoIJ9KC1wGrpK"
    "D/KyvQOLtQ5XKeBpbS1biMx1M7Mthj2ZK1uDby2DtOcijrTdyNe3sTL3ivVnNpGNeLYPtRuebUZofvB2uQYeSDu9LsN6Vt1UdJf/"
    "VJ+DtRpHxE8YiFNzNmW1xPq6rwiOD/YOlmkLrN3VOiLsint9Vr8Prwisn8b1lNg9jSP/hNW7ctRNVakmb9bxvta+GbbV6l2PyceQ"
    "sWX6HXyktnIjJ9iM1pGS3mKYPqiDRBp/Uwm9MKuwxeFNHsz4p5SxcDkzvcaS8jIii7jPBYSeU7rUM3lZtfxq7NM9MofsOJn6uK7Q"
    "F3EijuYJrmYuoIJn2qbIGyPYGfKg5HqvoBL3YJK+jvPzujGT2Znccn+RNewXemfZ1oMbLg1P1xchgV/BRzhHJLgREcKk4PxgAWfN"
    "vg8dZRkPy/wbNuMCaKvkXB/Vf07sXAlZvA6RYB+xnu2l+hx2/xj4Dz8zknL+qGUXD6On3FT0X+d+tiYWw82/PMtnDdf6NW+cync1"
    "/sfsQvfPIqz3KvjZE8kNWQQLaFnWtxFnFmIfXW6yAr5jjBXMiEfftEjlQhx+ohUzXlZ/qoQE5Oh04nlsmqSh92bh/tPzStVwmp/6"
    "zHQyk5OnF0GvnC7Xy1RGUO3gYRkPzTzYxcoGIhbjBZqtr3FqtV35OGjOZT7qKiDmrZA4oTKyOH8Lue2KZzvBZzibUc/WqetqN9na"
    "iPOXw2g14TEPxdTUp+ux2I/FWO83g+GQ2Du0h1aEiNcDl21r4lenzmcfzH73kkiKYT3me7idXXkG53iMdNR3oJFe1w6IFI4I+sH2"
    "bcpIX9PLlnj4lFyoQ+HxPKaHQTO8Epypv4bFGfXRtfVZl9rKmToCuzED9/KhWseUIeS+xhPen7ECT3YO5yCPlNOgTTcwu5IH73Qh"
    "vZYFYpMGNrCu0RP3ZLPoPtYTgzU4aeMhtxF4ll3wWjd5Qy4OMv71rssbZB22TpcConxzyVdToSuZrbI+8TMlQUy3MQBXwUJsII9e"
    "J0S+TSF7hcRgZLDjyfj7OktlKqao0CSPtUNXqMe2NCbmx+piG4hizNZXJP3MrZBxSkIzfOTvJjgn8XYhEax2lQMhCQk/r2MeUW2V"
    "zC/W+X63VjIeNsn0fgbiwiiRCi6rVpbq9d6TiJq/c5+4XIvlp0s1mc+toC/hfCjLi77H/vw6IkWrOLPsVb0fNqlpcKC8r5/CFz8I"
    "K/wZ9EqMuEPDAOrfep3sT0iSfCkLZbI00T/CI2R/RFgHBnP0TlYhTpNSjxzJp6Wv4clK/0rCX9X2JZmPchmHH+EXfwMbbIzl+1n9"
    "NCzAbm/gvO1i/8xVjPr7+DU3NJr1Nj1LH309VrCf1JC3tAwaNzlDyE3NGeJrplXMBTSSeCrD1Sg1r/oCemhx9pKaRPQjAtik3tCg"
    "n3OewTjYgwf0Zqz7Aui0B2GBPoYl7yXP6F0ySnNYBzsO/sJRcgSRO+r9uBilIs71MI66EyTHx7EmG0NlJeUlPfIqC7vpKr1Wp1mg"
    "RzKTlYfnb/2v8w5riRcsI49MkrHA1mx/nvxN0FJbYbucV3a2mP9uXBUns2YUMvKKeQtpTHrPI0Z11drSFLbGkB+H0M9t6VczOa3P"
    "9sqxOA+SRKpH0mS7yiPDzCLuzXlbbgpOJbEOI8iUPEM/lzJmPuo4t2ItfWvLLHURkySrpcznhNhMRoqPyWTs/N+7OxJcg93wNLd5"
    "zh1NzaQxCVwKqeqQ8bJciqewnrnG8Jt2lrGIuZdpdthQXuzfOLzs90dQ2hM8PaXMThpjguGo02dOT5MfJZe+krEYrldjl8uGV774"
    "v+q+iTAK/p66uErPlPnwZ6xnsJo9jMlK41rubn9xzJrnSlLW4j5HZtFsHaOnXzl3Phe/GQFt3B93u4Hs8+lZyHP0UHi4n+j9iBOt"
    "uluNp9lHLkIEvzMZ4OrURe8xTlBpzW76Gr8vIXR6jcb8DJIt8Mj+LS/WjPKU/q6n4/yV+dhsI9Z1KhlBChA7tJQcuUnnSj94KpXh"
    "4Y26Ye8Hak04TRvitv/Le5f2DdfSEpR4tMEo3GMgNnWxkHUqk+XfsI9b2O3bG68cDmk1Hl6be/Izzts/Wfh3dA9b7uv/7Qm6Lvqj"
    "fBbfMSE1EscfDw8G3zAPWvZ+uRYn4KqgFTyF2/Dt7+tWmYJ7aSWHytH6Mi7VUybpZdDxHfHvBKxtN+iaafAkPtXrEb8fGnyku8tq"
    "Ml0kux1KOZXEsgltsbt2xo2f1HbvG22DnTTk9EZI8GXsC3C56TX6H2ok62F3sbbV5XqLw+oopxkc3gBCJb1cK3OepbjWjvWK+JkE"
    "lfqKVXWlnLsUYc2llFVz6wXaoC/IybIZ95jDk7hMLeI+AO9+E++YqVnyBv48GVI1WjNxTjfjmSyXsRPswSYdjbvNkDbU+r/gDBlv"
    "i03AOUi+wXNbN/RF7BlpLe1TclrmJTVsQCuHqQxT1KOonCR0kPRzcGcTwfMYnqk9YpqzZRG0zVrcVW+cpT6ykFiYxtSxDnHjpiAt"
    "1B+guaPURq4fooIxb9RHTNne+pwl+8kaz0vs8vKWDzf/5mh2M1u3Wp/wE0hWv4wFsPsnBHtAM7wkx2hbfYLsJAnfERDxPW0KGVlA"
    "hMqRPOXWwd2N+esSrHfDzP/FlD1nN/rSN6z1uiNOT9BQK3PxLYY9t6mJX0qyr980Ql/+LeBK5DE3VOHZZus863IxvX2HjXAMp8nZ"
    "bJ18pJQOnZH+lVpOAWkkJZyHUUsZaC+Wmagg12DMc0dFqOEuwE63kQFYmT0gZ8YlaNZtIPaxFdmMGqrypD8l6us6YcoKKVetRm+U"
    "Kj+FqM4ztZew7toW3zYQOqCCjGtRWvsl5Dx1jN22m3dKwn+qgtycV5ExsRyS1Q8xvc2Ey7U5pNjn39U4cm2Pv4FPW0i8xEycuE7y"
    "PJ54ME7EEt0jOEfuxkq1x6r0kUzKjk2LdqfHyWaYYrMSeh3ic19HeKRiAlYr9By4NdRQbg6esaSlm9DR0ASICNeomH6O5Zqsf6EU"
    "9qep7zlXP3XR4QOsF6St7OCES2JXXLfCKEhmredCL9UP5Bkxn+lnzyzz79m8MeFJsldwsZ6I+PFAfUOe0MuC73DPs4MoPM12spSs"
    "VeU8yd9C514L/V0Oe7zBz/qyibNZ0OX7w2KfDivdEVr6hqCM86A/Yu/e7jJHP2IVzGYguNkxd+KMnQqdd7WY/q2D5xMhK12MnKpR"
    "IglqiAl41fNmbUH0UGtVezkBHorNwtldDuJOVLNeuZzo6g36InfEkBkzOeNuI7Ou2+VJ7GA23r2HXA3taXHd13jKAl0lw/Hd14oh"
    "9t28jvG4o3G6C2RtISc0ZbBPbIs+gnfPIBJ+oQ7A2VnL+qlDYrYRl3/bgu+cR5ahXXEuJiCW3y7fQT9eBss4qoHzE4XHFPXMblXq"
    "Ig1XJewkh5Dzr7W8oC/Bi9iI73hLHoUvtPc/5MD5KGXM3v3bK6a1HsOaR7miCfavZbH7Kk4Mwkzs9Xo/i/hncrQarqgdp1GWsH59"
    "j4QeI2N4E8OxNKXXFLJy7Oab1fEMlfpYw/xk0z6rqReesFmleqleFzyPs7JaS+UDeInVOKFXyNmpaYN1qWmD9/ppg8aS1UYMe7FJ"
    "p5A9q4I1Nvfde5IRo4a+UUy7erSgm03h1vRkVsKrGVc4+7Cr1Phala3MAeJmvloW+2BWeizPW00NX+Z1bbneLat8JSDOjrZYiiOl"
    "ysdSjhnrCK8Po2R/OILnczNP3AHico+ZOhnXH4K9XK33IJ48HHGD1Xim6g3worZLX1kE/fCWfK5/cEbFLKyuRbXNWM1OsD6SgN0s"
    "pL9whY6F1D8i03C1/sE4PRsa0Bi1/oNTsg1rnk+7nk0m4rPxDHEibtwUL3vi4dCCK3jehsoW7w0/Sx1hHs56vQReZI1+p+elopz+"
    "fEKXh5gG6RhL3sfZkMzR+Laf8b2fyN54JsdckWCne8gMga3QC+S9t2nCzi4cy1xxJexEBSdEVxEpV0MMXJxZr1PkbFnnkTfxVO3S"
    "pHt3H11WkpOzmnmyCCR5JrtxfsHz9uecgDj3aQu8sO1kDJ9GfFxf7HszTmc4DGtwJPMVpZzXF/M5qkYpHbsrn3mt3iHt5BxEGfdh"
    "5b4JDsE6T5AloeXWH8XqFfocSYnPJzum2U2cFxyyZ6CSXGTVlJY6nqowFafbN+0lboqMYf7LGG9XkNWomh7ShcybHiGh1o9LmpL/"
    "Lxt39TH0xxTI0WT9HX/elWFMadZH0V4SqW9JThdPTjA8i3jGv5izT3ikmUWuDpsfZRdICTFun0L/Wc/Zh5zy7nKtb9E2N8K+nyv/"
    "DXtu+lfqfGdEhN12UVZ8LOs7StJPJ69g/cJx+a/mCb2QT1fbgFdjU8zm6g9iCOVv5U1W+kJ2vcd9PU31Fe+b2eemw0vpJ8al8zJ8"
    "juNhCb7Wn+FdHCcv4Ry1QsRpWY1xMgjeycHs554M+/ZxA3fwszwnh8nBkIevtEkwChK4Dv7257Ch/7tsFxVYsVzmuhvLFjLc26y4"
    "Atz5Qk5XSqT0pvPgW8slDc5eS9cNkctdyoP/vk2vxjctwl58jxitH3HfoyGtJ2C1D2dlIoeTvxd6rLCbyvCm1Kib+ePYOKs9dv9C"
    "OZZRXkStinKzGtPPFs6/DYkDtPxQd+ZR0z9PsRbDd1nLOXV/kFUzE/uUBa2UfkUrmH0vpVWLkzW/SF/1uMQd/7RO/VTmNZTDEV7N"
    "LLs9Qxbz7oPhQ21jr1Em2c6OhyfxNFantc8dRfwsgCjzqQ7fYvXwpvRPhRwfhkZs6XVfS+ahI/imXf2MxISfKJMuxkj/yveQvGdl"
    "unFdhaPlQinGLh6oc8NJ4nJKro/LpnVdKy6LXYw9MP7i37GincTszbdiDH19ZDbk6kBo7mLeje3sw55zupE0kdMhg4ZePgIaukaG"
    "EHf4BiRljW4g2ngbrP52XRW8RS25SR/Dye4oV4hhH1vixH2k3wUj4Z8t0MKwdbCKfJodxSa7NZH7cAoH4gTdJy7CzfOaZD7t9MfY"
    "+RKcy0/DfvI69NcFKrqx0YP47iflHT1HzkT0WArpXAGfbaA+LtNhfx6QibAq41iB/x2fN9TNWGLth8gFMqHBiPJ/Pu8wPR9KLflX"
    "9hLjLTAOhi+Zm12nBwUxSFNy8nGc/fnVrHDeLz3kW49tNma4PH0a92aV4DJYzFY4qydatZ7nyBh3TyIXiPkHdpZz9GE5hnbRIrb1"
    "8IubcsbPbvRHPmfWLQs7fLKMJ/K2DhrPOqFuk8HYmY6ci7OuAc9uPzlODI9vzzeEnt0eYs+xBp5qO6I1QqIpV8OO1eBPwybsz34H"
    "hyNOsEbtqg42FXSx/qoXBJ/LJ3oLnuY0Ga63wsrfD+k1bN8o8rwlyAua4ApP85yyCfYFVOow+II7SUcxlpX0FcLpehf25hT4b+tg"
    "OQ4VywW3DIo91nK0LGdM57h93KQ+Q2N8D72zLzyTBLszbV5wJtkqftMt8jYs61REThW6GGfhQzGpbA4PcHesxjg805+Qy7n6PuTt"
    "F0jkO7xinPmeBPVhjJ6UsZTMlG7weHaR74M7IF+fhsPhj7WV3tQW1o291fumuX7ei2Cd079S7blHHNZ9J5zmOJEVtTpDNsCLn4ho"
    "53V2nZ+A09xGb8RvYohgqzSeqnhF/UyuEB7i7tKGLGBF0HzbOU3oUkh8PmenZON5DPX9EPPGpkW34f1RrmmSA3wbdIzTiYeLdcMX"
    "scZ8sthUovnUZKdgB1dAJ10tF5D9bybW7jdWF8p1pfxJOVDPYewihcW+gpvuNEY54yDuT1Ytp6odKfnsmHV1EueRHuTxe3btgyF5"
    "k+RFaOr2iLg6arOgHBajRi+GdBgD32xcZz4ZYSs1hyxzK3z+alg97s7GWFn7hjXe93CeTgyRqpDXvg4yEyE/nem9PKzHQ0Qe9wk2"
    "YKUGS5z3FhJzWMJMRC1jEUNZHiPGtJ4RLOGckHWwhRu0klMktzMXsQmnskdQwVlZq9QmU5US814LaYwzY2QM5YWercTVbIo8kq2L"
    "dMfutZVoisfBJqzV8AlzOM2qjOiPMniSaz37ks2q2R8Rw526Qqw/5zNNyGjEMO3FZgAc5Kvd+4mbAFHB7zmIFZ1WsqMrSFNYffup"
    "QIr81KtWrO0sp/38HP7bC/AEnoMdWojvK9cPdAE06Z4yR++S9JGE5VhymBvM9/cwjJx4hqw377FK3ey/GvatrmQXSfpZPkPErFkL"
    "rNNCSP53+F2u9pBqMui4GDzuMyIWdb7Cylj6zkebqOXW4Kh6eerQz8LMxgmxnsTFfII4/2yHU5arbYIt+pOv2FoeYz35SPJT/ZLV"
    "RCSPZi+Edex9gchpNp5kOllzthMTP0/y2Fe2H7E9+7AL6Q9ysf6HvayHSiKFeK8k7tuxKJb72USun/cULyEu91Mgt8p3+jX81Y/0"
    "PX0O1z9ddg0ugVZ+Dlb1L866PEQvkinQ4Ma0ODF4Ut/GSb9ExyNevVysY2+KBo3e0keZaShhXWYlZPovyP9q7PCtiFAnysPwFsqI"
    "3SllD9VWH8WbtVuI667WOvYDr9fbcZqM0bZM03eixTgTKOrR3ScS9V7tfbG+sHNb6YdUc6ZojKfhLEnPDPcHnjni+ZrL1LHFdOOc"
    "W/MO2shQMQYM4/CwDpuBZPTcwbP/T1xNje9ZsFPQRmr4s0VS1h15OG1+RM+ANzxPfyJWeSstUimu8hzswLfwC9brUziJU2Fb5uEO"
    "t3FOgE062mz4iMBNmJ8GybqZ3rvDH2xFFJtgj2StfhL2kY8zroR9Ltd2eppepGN1VvCRduY5iXOeQIR2pj3RUzUeR+C4m5P5y0vZ"
    "hR7VHcyzUT8fVckup8xWWi1mHLRQPi1NLaL83/RanUMGaMvA95GHpBAyUqw94eVOZLxQzcpppqzk1EqzCK/qndAWz7FHtALSY7OU"
    "/8TPeXj+e2WSTpRDfP6rjuh9m3taSo2XrzdKtY/RXadIlHmAVYhPKokcNp6HSt7LGPgZNZpkSO7se4qd7NjznSYRX72v8ZFMDfWP"
    "XXEodq6VOKYAp322UHOthZ+WAUmI6DLi0ON6vdyEO87DWZ6oX+B5x8ODmQwv+inI2cyMFxGBKFEl6lFASRsU81mD//krTu7+Sknh"
    "yZxeIIyGzHM5hlVj9SyIkXoWbrd6HTEJj/91/x/ge5DrNO4lLIPcdgNYpdnVMwdV0BpVcrbv98TXG9p4GWTiBFiERfCszOadnpr5"
    "1o6VYMPc2qu3Bb9CzxSwQ+xA+ZOV/lrI40rWmXIki1WcAvz3M969iRnIkxjlKLODhfTHapk9izDnF/VTB5RMwmXMuLwnI7EHBwVR"
    "6NNr5DP5BfrqTn0eXvBPtIUJnnKnSYaw7toyNW+4/gxq0xxLYLsz8ZST2Yc5Qa8Sy/wt1muCfM6YstkqhlDK001Yp4XkJ28j/9b/"
    "mpwC5vqS3Drv57uSTYe9IY5xYR6Ro9ZLaOwl5cyktvC6TDWR8qAQ7YXWAT4XscDg4E7ZCTtg03xGBKtCl1nY2fcsJc+zWawHYHc/"
    "x7XPlG8QW5Uh7o9ob+nJulk6jrUOkqza7Jg6kmAEZH5cvN4d7fizmcyA1rTpWbvBD3lURuLerLP1Kjx1F3Ho9E04f43E9aG5WCFd"
    "dTn9vdk884mscG1jDnQJrVEu8xsvsB/0AbGa8RfQD5XYpxPhwW5jJussWYhvXKzGBrGU3M8/SD79wWpKlXUz9mDd4lZExRewX7iW"
    "PvxC6KIv2O1XwM66GPNlIbFQji2wGbXTBXh1O2skT9LPO1mWQTMsCb7C+djqO6qK9Bl2FNQSab9W18k1eh3kYhr8/Umwz9nQin8E"
    "BwYnQ8p+IqLEor4HEK0sZPR3dfA0Vjnhs461uqPr4Sqy7VjuQonBSHJKZdCLtkmjV2BlNhLpup17nIPT0vK/YhCOcedyfd/rfnKY"
    "WCXSpo3vHHRHTHW9jtDDcf3Vcqw+Ab21Tuzs9oJNOUbOYo1/Izuh28s67AVizfB6yQ5G6zU4txv1ELlXlwWWw1dy8pWwG9UQjAN9"
    "39gCvU8qufbObiVncM3Ae42d+jysfMTjAR2zhjLnvY3R+x747H1iqJ4EeyPqGIep1xH7ifmWe4tVc3oRA/g+ns8yPevJ5xRnl8os"
    "YhPiuKu1kJjr4EFsIz5vKTNh3YioqlQ3pSfic2ErG/gey98dhDPjNLHDyw6XhK/8/DsuOn2WrZCMPvuK66D8BHJt8d4arF16Xl0X"
    "zVjt4j/Qc3Mp+30kzlmgfaExP9B7IUPHBDava7mWyLOIupII1B3Z56i28j6qRRU7Sdx7Ikd7fZajY/QFXRA8BIs5VvrI8PAr2Omb"
    "EXNdyv07WaIehVtHJqsqxBErGpglZ3XHhI+a2vjMfCN24y+Ux2UM7vkE2YI1/FXfQhx0hIzFqSrUC2Q2TttonKox8gp+857eil2+"
    "Vio5bdSibmG+q5IoUU1NWfi3Ptc7ZDPu8Eo9Rq8JJ8ggnPUPZQr8g3dlGOzbtTJQjwu2GPoDHvXX4UjEHZvE5k3drFm4s5k6hPOm"
    "LpJm+g1OmfkxvdnhfTrRqceIcaVuggU1fKhFTj2gZ9/C3azF+VtJ7trn8elC2soNjItyGCNtYwXlGr0f9uIUGQUbORGf+BMneFIw"
    "T2+T5GzmKPMS5mWuJ1Y1uZdtfO0tTKGaC/QznPGPYb+Pg2W9WJ7GHhaosTPFwrU4qZ/Bsz9AxwQ/INJ7EBHFsdIVO9GNM4gOE9fx"
    "WAz5zMcpPQDS/570lbaMVSqwvnYyGyPOXw4vtkAGi/kXPYO9oC/q5GlI4BW6JmwIM/eCRInNj9A/cHjuTdjBfCJ7KziHohaawToF"
    "Oko5pf0cnv0DZLXP4Robq2n997QIMdNVOKMT4Pksx79TiTs6O9ju5/1exPptSMRcLX9KeO4p5Twe16NhuNalDeT9Z/iu7pj3aqNY"
    "h+uoa6L0/KL0ec2nM3bTflLGLqES3GUe5/QWcA5FD1mKPXxTXsOJjDCO+IWRo1m9KfoO1vH44CSx6UF3QeJnQ/99bN32iNV/0U9x"
    "fipombZpJVEBLcU0xT4NTIIfkWJuTdBDdMwFq8l3YD5kkJqCYM+8v4+Z4l7a4vVmwxVhTY3ROptPUgI7ejOe5VDs7fecJ54ObV/C"
    "KKZa3dTt/cXFv1Z1M2ms9Zn7iO9P6cA+EcdJ10yOJhtO3N+1ZcR/1qegGzbgRN6Me5+hvwft5VrczyPQBVWaSCHuY9QH5/Au2gVz"
    "caI66yhYrAd1UFCpHfWNoDdO8fGw8MshOfPZR3u7nB78jjt9XL/yqNoEY5YuHkcb95jmrvB71+rx8p7eA93RE1d4T9+E1hwKb7ZY"
    "cz0zxDbODjiSlddZembQGvuZidjvbVzlNnyb9eb0lOMhEYthWTI4xdK6YFpJC5w6N3HqYGL1w9TsEId6PRxe4hb6nkVY+XysWY1u"
    "lBzOICzxGmASK0Y/+C6xLOxHLaXcVnouIyaT3Ey9SUYg+q2EbOXrOs6WvAx67VnyZe3Q5BfSZ/otNWUoF3tzOrkwahmjG76gE9kv"
    "NkLyP4E82pSGTsF3OJG/stK0kOfuQd+tV0FW6Tgji2pNzyxiNcofsP5vyW7Mhy3Ec82BDaiCPv5ah1HD3RxM0bXBUL0bcfxHWhYm"
    "sGoF8KFtMs1C3KkhfHsh2l2HlR2r58sjkon4sZcgKqCeXordfoJIiBi7FKqJrbZcyFIy6drkwpjuiDqiqXmR6TTF/ZxT+7C4iXsd"
    "OJHqD+iBpVijUk32cQ8nxos9kKxP/Ky3yDHERh1Kz3Y5TpP1jk/TW8KDdLQOz8gL34NFGRh8JScGI8NXYIneh/yNw4oXc4Zef3zv"
    "IH0av3uP9c5CZh0XY5VO4iyg+XiSOHEYIdZHU0x8tT4jle6VN/QJnJNvoYl+gi/2JZ7sYezxbpD5HdkW0zFPch1e5SouxenMY/d1"
    "HqKmfNYZLpIF8OObyjzKy25iGc/d5RDyM/2GM1LocYDquYKdr9xbDM/3JHyD+fjdal0s+8l6HQndMxPX7gvvv4RcNzXExziEgXHw"
    "z+dkzS3QWLn4xEpEiXnY1414huvlXGitRaxMLkRUUoCnWseKrCHjcjnJz9bgKMY0NdALVu/JxbX2Fjujg2SgtJO9pRmn+u5M/t4E"
    "56REPJr3UHG1gyi7CMzX7Cg2o70WftRWxiXFnn8/VMcUZjNvjBmujJrwJJ6lU8TlUDLJul0GGVor1ttr/mche1rGM66y7EcN8Y3R"
    "VC95rWeBTPdKNtZ1s5r1r2FNbZhYJnOmfmszaT1CPCRzpemvP3GOv9do+J1epE2DqdjH/mGL4Dj5E/5RMWyvZQxMzyfY25fNrNq5"
    "WNP+YnuRiZOZyWxrL/kVFut+Zuvz9Up5BL7Cm5DVe2UIPr+z3AQJug7P10PchIYkv0cy05hI1SNsiozLlNl/I3HVD3iSqnQ9+XiH"
    "cC5zFDrNmJ7DFCeJ2x9jebKs59lkEk4QU74HEdEx3Yudluv5LSu5R+U6Ae9uSQ1dycxJKfM/1xPPH5Lpcz9xOszyYNfQWlgn1CZm"
    "RhwOOUp/VOFTbvH15JV4V5t66POalD/nEPaWRyyhpd9DJkgZM9amFS8Si4FzocXqmCvfyl7nBcxVJ3ODpcybVxOPea2fExfUy442"
    "8T/HyCBe5fsLLPP7g1hv+Xpc92v5Q24OivQ8eKOd8Nxf4axcJzfBK5nM2G0NoqBFOkcOlS7yOnyXOzjtcBvnfNl8DuvVMaaHCbD2"
    "+8BH3IpPmhbcAGlYRu6G+Vg5q+TMxJUHU++firO1Hb7OZ3ImeeNLENdYTLjJeoHYIVoLD0C1C+sS6j1MFxc6e1WAPW+SYttK4HzZ"
    "yvaQPE5wOlVOw870lF/xDZWcYTQB17Z66IGQwyz4yyfirvbGt1vHpHHbNYUX0p1obJezcxmzPHjy5s1twRMtwsp8o66a/AG9BENO"
    "HCDJ/F1XxioOl/HvNQk7PzdJKfdhF2iKdawSmf27E6u2HN+wD1EDU/VjyMFcssks06+gkQNE6zZh6xyszuN4TzZ5E/OwxoeK8XNO"
    "gl61ytbvRKTVEidr2eEKMpScStzKFkrijpxY83oZsog+Kq4fKuk/mGZeojal2yzzhdixo+UGfPsvehZOk029Nu27Gc/yFPVXnWcD"
    "2ErPNX2Nvxpr+JPehfP3Fu5osPyJ+z4J/tPAIL2lbQ/N7qaWtGRNStntlk9Wky+xr7cjrrOK2zpmcwwDMMbzHjs+iUqfeVuGiCNs"
    "gInDvLlqH+t29V01Vpk6Q/ppM8jM1eEI7R0cJMNxIp6R4fKt9s1Izxtex1zQLuKY0Q4jJtO8Q4djicLuONTgjn6bGnWYFft3PjMO"
    "7qoPQlYrtAtz5+Lzla67zj6xnfl78/MyxDJwX7KPuIRzxWuhpRzHYblnaK+iNxLzSOr+Yl0PtdAOEerZyga4A8sgY0XwZzrDlo/F"
    "zkagfz+G9pjJ+kCUuz4Hdmt/aB07PZPxbzNY0muxOzFOQm8q86mBTBL3kcNwb+cG07EOR+tL2Muecg2lofG/9pvtiu/r4SdJhLiS"
    "8ftXsqbmuIwH6ECLR3SezJCfZW54W6N3w5vx3lnB1HCQfoHVyMA5ehH+0zcahr8ET8gb+IZA9oStzYe2/h7a5E/9CH7ROfBc8nS/"
    "wJDco2UutNOnRIpa5HqHHCVTEEyNkVbw52eHfaQ7Tutv8Ik260DI+nviOgQ+0ZU8D4X0V9pLmJI0J3uHcf5N+nOaT0xgDSutW2it"
    "EvDYSxC5Z2kLaCSb8zgHWsAw4QdCozythwfmCe8jySjKvuUU3JXrhDXshSFdAvb+mxWphLbJok3Y5Fn8i+jHvElcTClZmUyqXpEN"
    "9NiM28F4e5c14BEb5s76P+17ukESNvBehrNzo5jsicrqzsXMki1jvJ/+lRjZFZawpmgTUvcR81SKyR+bDuHlYvQY+QfLPUtTyHkm"
    "FZ7LL0zl7kLanAg/neRheVMSxKMZFt6xt+zq+Uy6i/oaXbXvcDYJ3VeSrDrqqz2Hi3HTtMVuDqMcP8EZMzP0Oqzgq/CuJiNSujC4"
    "Q8xmroFXP0w6SESTKNkovVHH2l3JOk8Frax13R4hFUTVFuolPNPGmjYFn1mCOxomrlbVnjXVmGdArIMljujLiDRr2cMRC5dDmo+Q"
    "t3SVTJFp2M8p0PuHwaone+TPEjfzPOLnVFjOfDuepwCfWq0JyNMyNfbEZZD6R6GNz8D5+AUx8n0yQGbDnh4tZ+Ea6TNz6ZnU0r8S"
    "J+Y84qtwzjdsRK72naWNJDsfG7NX1LRMIBFt6A7+5/dWjF2p4HTLL/QKuVw2EQfRm7FFttdIbnLgruT0vwer8qTmy8PQ3FV6Ik7s"
    "FcHF8jwk6yiPVldKmWX5TmDFcBUs5FUNZKVOl9Wcb59DjtUCIuy/h+2b7zvaRWJeqpMIIPOHW9CqHSnGUmMoIPNFOyGqOgdxzVqc"
    "sQo5Fq98CR9uX8Tbn8n98JJ6ERXlpiu4roKDYOfew7eeC834Jn73LHb4TH03OAvPf5O+wDO3Hf6X7cuV4tCsi8kvd6N0hV4NpRc0"
    "5NVYszFyAzTZKnlWP9dNnDlViSeyHrYuOC97YV3n0JIo9EBI1Mcadl6txJp1hW/cSG9UY1GfilO2m7wSjMWK9JDXdEV4rh6kd8mH"
    "comeJh9AN98sbwS7yanw+BboX/CSFuDzX2BFBslJcis8s/3VcFmF5PgpwF1MlN/Z75MPjyQ9b176Vxy/dhazWM57DcmX9TrR8uLZ"
    "4l29PKZdqO12Fxd5J3zPoEUQJ5OhcLO6+NByp/lYyY5BFM9Rpz9Cygr5iqGHLb+8kGiEbbqC2sA0pbH27MXZoJY/zGb/VphCCYfE"
    "RKvvlO8vcY/EqVXL0bWUfuyTLNL2ui00tFALOV+myki8+os8jv2fTI2+hfJbyruP0IcZiWd5B99WzHgtHzZlTvAes7KrcW9z2DFm"
    "yMl3IWf3yl+8s31w+oroG1VST08Qhyr8nhq2kPnyKvbLFuuPcrpYVXozbIr67i71mnwfnxWP6znhOr0Cnumg4H65ILhI34W8D4Y9"
    "ncp5W1HP6dxdkhneftBnTeQVRivrEGV/IcZJmqVPwQvoGnyjr+PbX8M3j5XLZIm2ki+ZufuEbA/l7FwoZ4y0ghmuKo1jxYoYAYee"
    "Udj21Ho8R3ICRjW/dRWneZXT+r8hHaErtrI3vQpnby70wGL2E/0Cbzu9PrhR3Jy9UmItrCZhtsCwW6txR9YHtg7XOV+ayQacdUM+"
    "/YS/PyTL5Up5G1auUo3JJF+O06rwExkEvV0CaTB+/pOhGewObJ7Oak4fdkzZDqE2ixVg4zJvEf6gXbU2XKx/yiL5BT7WJlmubRs1"
    "Caopb4WUNufBVmOVc3Cmjen7czzp95w+Nhj7/ZjcKO/i3mJ6t5bAo3Kc3N9yPY3vrZw88ybr+8s67IFVUA6UWXoz0T37scaprAnu"
    "LDHPN1NGn1hkb9+za90RO+HczyXPlVV9+1DnuzPcWIx5y8Vwror3tcRY4Y4wO7eA2Je496Pc/LbHJELUb0gG3J15nlZBvpfTTi3U"
    "NQ1MCiujDbcr7k38jln3MuiuwGNt4uTDiPuJ47tDW3eSpVoE2bsa0rxYP5Eh+iLkdQ9ZICPxHJPJmnSu5BFz+Cm0agvZTp9qJvvG"
    "3Hefl/LkrV7/mm4Tx6FiGSHjYN/GGvxm6harbszx8/WMpRO6vAFeqUr9QF+SL6D3tyG2mcUa+groggchXz/gnUdazUhszsE7iExu"
    "QOwwUGKeKSTUuMeXVtGHvwQSVECmoDrEXItwPxblZ0Bq7S7WQXs779MiiELYmg2Ijb+hzqjixEeLXlw3UIz18Ds5VytOeQ3EdSlX"
    "0+pUUEfXks0xihje0MaXcpphMockKRbqpvzTkHRHSZbnHTZE4HbdFbI+G+fOaZYEbHklVy/mOx3iuMfhwTWwLZfqVZwLNCk8P9gZ"
    "drARe6GaS5UmpyPuQHZMxNmwZ92K79mMU5gpV8tC3F8WM66h134O39BJnO++Fa+OkiNxj12kJef4GO5nLWdHhZ5zMKT0dvSdk4bN"
    "7iduTmo17q0ZIvxiIsN2abArJl0Ov8bzIyZ8pH+TODzxCiLna7xPkmDvvr1yC6dFXOgr3q5/x1ViNvrO7x3ZK7cTGfRNo2qd3TbJ"
    "fDs53WI8l0M5Azzd1cybbgdpMXm73GO8E5xUX+zn/7jvOdnP+rbXVuhHYpk4m3h3P3yMSbjCydKEPaFnc2ZO3Hfp1XEChH1qMvyS"
    "asp1LeXOYecm6sep2s7O9SYCZTBf9xcky/rmOgS9oK0/0w7w9L7FJ2c3OAGvzt9xXHewkrl93VVaiHpuoFCTnKtxctMk2R2SSKI6"
    "j8RLd7X0HnH6e2tNDO92MqRW8B7awf8cJLUNYNC/hs7KglY1pu1zglHMGm7HajYmSt6h3mx6ZSU7OQ3VdjO7v6sZtTjcYC7zTauM"
    "tRSaw2ZhGgeg8cQWQYueBtuxq7h87CDGmEXMztRqnT9RMXaBVJNZRjmDuDtxpMWIbiJcg2zYQ8fvZ9m8EczK2sy588XdQx384tk8"
    "V03E5XNPE8fabBiCTbju2R5DX0YJ213a+Uqu42TvScRrKRklbQqXdbmeAI3YSO7BKjl0rXkXd0F3z2Y//gz8d3zjrToWOngsdPa5"
    "uMNpOkrPhvT/xud6o568Lab89yQ/zrO409W4ryn6DLyxffEsmyWbubO9IdtZsCel7B4u1euI1TAurRPZY70ad3GsnClL2JmezBUt"
    "SeWMTpSyFD7beEfdWieIuIv5SVWmm0fQXm/iFIKdWL12VRSLpzZDizkc5AG4g4FSzl7jg4II5w+Vc3qGYX82QAMY60oR+d6twrEK"
    "a7wGEncdJHck4olSrEoLxAv3wwLZHIKp8H67NqjfXKamA+Po5IzGbn5+byErbG6yWBOJeL6H0GN0XQ9Hvs9Ph9i7qJ96qr6v/CDP"
    "ZtCigVc2sJ5hFa4tiCvMyzgKJ6+ZHOA5J11HQndqUYVMWSdTO7W61pPQT73kSbzWSX7TT3G3bYOtiJ3j5FyMkCfIOiM2ImYq8Vxh"
    "Tp5bsRfXcsyOASdCBLc7dwmcobNpOztwxXZj3u2f+GubancI1rmbHCcvi3ECthLDrd7H2KKKKFI3UVuJYOic2oF/43VP/0rEI9DV"
    "9xcf76uYtcwFTIGP2RpS0Ru+307Qqit0tFwkR8ivkJXjZbgUw8M0S3kwLPLT0C/DpSc00J9kNHtCPofcbdc/sI5feyTjFiKeHpNK"
    "dp8ZV+UIfF8Wrh/3LDmqO/CYhpeYyPi3Gme7itMUrAthFdGrPRA7VeluiGKP1C1itSibUJQRzNIx2KvB8OqulFvkNrkKe3cdvORT"
    "62G2Yh7bsZbZ7LiP45Q+onG+hL5ioerYf8wiN6GuKaMMV+kyma9fwwf7Au88Sj7EM9wph4u9502xiL+Gd21d+pu4S4uI0p+Ks1Xr"
    "rb1jCrhFkriT0PcmGya9P3usXPY73cmyKlfAU5qP3YhyUki+/or7qsbPmezWHcTqovH+toWnOFn/G/tT7muHJr3D/PoVM5au9Pxk"
    "CeIi3OysHpD8Q/H8x2A13BTeexiD1TB+W9aAzdrKk+J69ArwJO/T5yjlGW0Ff2Ecohyrs30DH/VuPOWB8jx8WssKlrJPfitrqK6u"
    "GfEdKaZP13v/2tCs13h8eYb3DRv9Iysv5GAM6+GlkztTqNeKY0g2D6jWe21tsNe95BfIzDiZCamwqpHNQHxZn5IE57dVMpq3e+np"
    "6xbzU9cO6vV0Os1lJ9z60Z2v61hRC3xmNKLHkcEgOSeijPzSbi54HaxMc7J916WY2k0jnio5jOBqyVaTy2qR6dZJ0OJRTvsuZ79w"
    "f/kI6zdYvuE9JuOmBLVCNSXesukutxFCi54gLtorYpX6NHzLDVidQ2EfDHHVFDrNOLjak8G9hN97pmziHCWLN+ca46e4LiLDbp4s"
    "bi7vW0QNnAjbt08wHqs8Dad7Kp74JnhwU/BvFU9PFfFSTXjibaqgceYWQj/eAy19rVQRT7yZLM42q6jC++uOAzukR2KS0Eb2Y4zk"
    "cFouynC7ejB2oAn0XZxslOYfXEhcdA3x/mdKIe3qGfj0HLyvUg+DJbQMVkuiV2p8Ldt2qrvnSzVUXVOJpuKgUrJXhqyTV/G+oup6"
    "G2o5i+n5ejMFhLbBVW5cvbaT9JFfuYur8K3HYx0PYIdunIyoI1kZ2UqGmCpOZqvQU+R12Qd+z1p4N02xomPYRz8dOjs9UvYRfQTf"
    "cw127Uf9QOYShzFIboMGK9bOksz4H+mrfDH2sq7XG2EbessEfG81dnksIorf8Hp2CpmQ0GQPVCPfE5XDDN9m7upQsXN2jViuYBFn"
    "D9yMn+7AnWdpsfwHZ///4ewv4KyutvdxfL2HEOmURkEQBRQUUVQUBBUDAxMT814DFRW7xQAbCxsTEQMFCVFApKW7hxhgus/MnDm1"
    "fs969j4H7v3cmdf//8UXAjNn3rH32qvX8xyABDi2zha4T0cxtLxL8Izl7PeOec7QELty3Qx/Kev3xt88MPgOazcIEvgJvmKzyMbm"
    "/Dnktq2UcILCPM0DnD+zGqLVZuZLnPpvH2eM95MhYQ/uPR/vuppcV7uYheuPlSrCat4r3+HUDw+exmetQ34LLN48rPoEqe1xOwKi"
    "RCX5Io4RV/8oYbbLTuICyeI8YTk74gJOkpbj9CUZAMo8clnEV+lNk3XySJZlviZ2jBR65gxn55OadiGuc7gYA2cF3sHq949gbd/U"
    "t8hO4DrehrKLI9cjILhIvS9zVoEUe+aoiPfNNnvukkJmdkpoMUu0W0pzHiYHI0EnvTfBn7heftXWcgLlcSKe+HzoiSG0uHbWbvAx"
    "cYh1LNfV1MrzmpbDl4j7atyFrKmcIfn0EHN45iLEIxopFtnv958zjXUNo7Q480NtUxyFya7yjpynMmt9gc8v1fVcj8akbVfoL+1k"
    "K+KlCPkCi9mF1loyyYPe1NfODIOyAnq0iHkYmz9oGDSVDWQ6aixrcTLPlPXY0X/Y5ZrE2uvoOY8yiLtYkep2cJwj5ps0g7ycKs2C"
    "+pDYd/CJ7rB6YezYNHxuKrTYF3KyxDzrnmGyr6MUbCFm1Wl4xi8kzC5qxzaxGivUSyo42ZpJn8Zx9BazC62CmXeTxH5Ep4jyO1sY"
    "12eR46ecueV/s8u4Aiu3GesQw1k9H76FYyAyf7Wcz1Crmt79ZFeyk43VXp6UcZGbNWxBZL1SSJNyprST9NMZkJ50vQ5PNEku0tl6"
    "btol8rPMTNQi0mo5kY7Mq6kt1tdt02zf6b2Ixb6RsfBOK4OuwQvQuN9D/93gGTucdo3TNid8vTEfluYTOSewqb2/sNML8VTzdAGx"
    "vDpDBp4R1we9ghkRe+tlepVYXqO1bCH7Wy9pgXedhb1u5qfzcrw9v5TauYz7NRF3ekuPC6zL4nsyg78AXTsX0e/P+Pw/ePOHoWcU"
    "lnUZ3uVZeRXyFrAHMF3niWnpo6QBYskGiHCMp7kmrMJaTmIbHv1ebRTsw7MUsafDdZMMl11E7nMd4IvU5Vzdk+3kqRhN/B7DZ7Fo"
    "oxyRT4j4JRnMiD0kDl/nf3M+Vl1DFl/Dt26dHHW5P9ehMSv4Gk9ond6GUbmNHXubseoV8IvTZKSMwYnbrjG5HN8fq39BjzfBrmRT"
    "RsrxnX7yDq2A1Zlm4sqnUPcEh8RR6+gROesfpX0/i93gDq3qyGpQNW6SZIdBC35vFzXYTk57Hgu7tQvPsAVnrDe+tg2acgnW50op"
    "9J5TPIV/sp/ausBPUTnuiVPJJtxBEsxzJfG6FevtNGUpa/XWSVnAvugYo3rXYXIbPM299HRtXyfjDDrMjGKsXD88Szd6KwfjGnuG"
    "rvjaVsjQNDz9UhmsHTWcaGsIafBdmsp9+jY8us7STD6E5/YBo5oVkMQb4NH0FmM0fJdd1a5vcCWzJgWwdm3FnVeHx2U8P8533Ibd"
    "eJMdLmU+b3uA8mCo9kcRwSMNV/0Zlqe3jMc5HC7VRR8NxKqWhjYehXYxLN5G4vjIj+R8deyQ2c+6nOs09tGe7BZyHUQx5k1sFS9k"
    "5qmIXlG6r8VWpjrpQ4gY42TiKlEXt0eI8WGe8iJYkQyiE74HL6eWTEBcWF0s46a687wFuoCTZnbN+kSCGqFToM+fgHaeB13zmuGj"
    "JrboY7BEDodnA7lLwvoZJzNbShpPXIIVwrhnGegmhsO3kRXXOtCAT3M3LL64Rkx3TSQ2QGPs8k/Y5dvkAuztPCJQ9RHDoTSulVGy"
    "SM36GR7XBiJqhvicBeo46y7nJH+CeHQuGz1G3cSxSWQu3qKZvqh94Is9I5/iDqXQtsfBF5pitTC8w0Zo7K3MsfSQaTgzv6ohhjYg"
    "RqDls1vCq7xTflTDlvgWp8I6bjKZPzcc6DBxPir1FaLithGHDp7Ms7pJLKtEFRLXLgz/1DoGanIHbMV6S6/gVTznLKz6QngdTSB1"
    "f+hDRJF/I7gONuEjOQ9+0ArZBh3eWq7V5w/JKh+c7nC/cpjZzKU2Mz11v69e15VhsjnxA85VBd5gGmzQl9DYY+UznPybZI/vOgul"
    "uuRcF26MFas8vof5LpeLmxkJ6826Ur6CdH6IuLKp2FlcA+m9XvqmIr8kO6phS2/y8p/wfTRWzXcYtE2ZQaikbo3wbsnZ6DdkuVbH"
    "wUdebazGap2iz8qdkJULoCO+UptnOyPIhCWfBun5XBrK1sREnLSnYB1nyNHBQnxmMvbtU84U78cpn4AoIAuxcDp2L5MMJII3ymdN"
    "9m3E8AXsfTkD8lqflicE2RgJK+VYOk4VN0tzPXfC+KPTpL0Ymsxq/Hsa9NMbRIDqFdwqw4h3mPDzN5XsjlVmEc8Ri5IK6BFHuRZx"
    "nu127Ec8m9YwqSfirOyEqkV43o1zugdPupAoJ9/IJKxFBjTO5dAkv+Pv1htkHGI50KMZOJVr9ZFqWEF/lbsRwQjOwd2Qmlm42izo"
    "5sfxbP2ZQ6wrtfxUcAVPdwW9PEPYu0i+xyrOwvv1kcshsZZNK2f84/Ko99JLi7KHrJFYvS4EnymENSyxbjxOkG5jX0jMZ38so+y6"
    "gpv6aDDssYDPllPFcQKYb2CMuv8Sm6FpxNmalbTr9eCvjMUnTqVn3lwqGd3HOG+TIPqNdQok+cAcnpVFfobk8DdrCYa+M4A4M8di"
    "n1+H5kgL6gUzoHE+hFw9CJ3xITyKc/Evi+q+we9hPjKo4IlvQd++rxwVrFFjgVkFn6ICPlEhue1zoOWupcUwxGX3HOX4VJSxhlnR"
    "VZDHq+V8rP1R0kmsw3MZ3uYArhLAdz8yuB/P8iE+84M21TkeK6U/tUAgrl/TNFIePK6GYv5SgjyBu4iBOICr0pATBZW0hn3EeSSO"
    "N/ginLdnZSv3OZ12oyG0njEq3yGvB+fq3/jJJ7ES47QX4vEXEdOfzxyH5dvyKBdhnvV/M76sGkHrNOxCB+x7Nt78RUjFUuzUCrxh"
    "b7kKEcBheJI7EK3u0S+D0+RYuVMzEsViXLQvQQKuxA5b/8uHsBkd4d9++18szTFfYTQrmKnvMt+by7r3LDFdZ3MZccjgLVitDViV"
    "ZYiQf0FU/yqi5s7wg9tBP7tpgmTvX5ocRRShKOejC+A/W0dFAeWyvZSxp9LYd56SGLlvipiTzORnt1O72pnry5zr0eLQ5Cpxz6mc"
    "o5nIGbym0FRvYeWWkePImFXsZ+r7rHmQQgo6OFFWM4VQcxproNma5By2Xf3bZ236i8NG2MvTXh92Ufw8QZSW1mZ7rsX9NjDStWzV"
    "zVLEqK8zu59qS6X3nF31sY4cL3WDG7Cyy4gI+wPk2fCc5nhs1TDexCEXuL5Nm762Cv5e5mcmk8Eji+9RQAt7gPe9XqzLNpv/CrHb"
    "rog5v3xmxVz9xrJsneS6FEeuEoFFPf76SmiuhrIKvsQE+CS74Tl+B+m4G/vaXI4MRsC6r/AzObmI+kzn7UEktynVI2qensX7nf31"
    "DUWpmDKdxZ6AELNiO7jrl4ljC7Qcj3VWbqGGW3xItszq8v1TdQTbC2OdaUNdXxeWK8CeuylcQ7bZDxt4HVaxkDiuv0Fm0iGdf+im"
    "tPmwfe9CftfpG8aJCs3eC7bvdv0n7SbcbwW+ugfrPROytE8fhRws09c0kZqV0RR66hgyLlZ4nMbdvoYegSTvhlYdzxpHBzG0J2Nf"
    "XA9vKKpDZK7eKDPYnVWbJ+dwTqoeI7fJRrxLQs8jMl0xdVcNSTKPHmSgSP7NMVAYu2I3eH/XwQIYssBT+jKe4C39Uh7jHhwpjpMz"
    "keqmdhxBPaSUWszhS21ld0451quM3UyLxPC85uB58nSkmC2czLmyHh5ZI+Yn+fPoRVdtT4/w/f0lfvrf4UFbT1HV/nUIXq7hEhXi"
    "SVbAq79MbkYctBZ2YzWeoa5HGx8DzyydOIXF0O1Wtw6kiBlw68Y2Nq3xYnXtb8Xye/Wl0mPj7WOH0n4yxFqXimn3BDOENj9uXTBR"
    "MsP9J1NLgtN71mPSXIzBfhhXL0Q/uwbe1uS7hhzw+RCnmcKMgk+SAbAS5oc4XK0ItZhVLoZTxymsg9MBufz8emj5Gbin8fAcSzz0"
    "ndAk69h5ZegXz8MWD4Y33ha/c7Rp8Dk83bthOW7Xk6GdrkDE2lCyOfPVRhYRdzgPWrl38C10fFex3pKeuNZriAB/wvXv9VhSpjtf"
    "hBxa7XIdZNTmwPoy/xthz2YZ48KT8CbdxOHLO/QOW5umvorSnjoxzhgiyaob8z0u41kd2OGnSHfhszNkDSR9CVHjWnmUS/fZC7xv"
    "W8CcYyUrXunsSS+lPX0euvIWxD4zIR/z4SmMg818UnrKKDlG0olreRU7wozj1uqCPbDLNpWV9EyKD6lGuv06Q5r5yl0lPOxi9g6E"
    "OZMQTvErhL1/HsByuumPjbBp3Tmr4eqJ28lFn/wV/B92HuthaUgkqP+uS1WHClBBniFb7x6sAG1jB1wIEeo+j1iYfL6BRCuPw3d9"
    "Hpr+day39QR/CbmoK4t1NDzV/bQkpYwyVvt5/52w35FquXxszvNodk639z0hpm/bipMak4JWrDFa74rzKKtDZKkqLskhv3mxx6K5"
    "Qvqxn8RFUSXEyqv0XfeVkPcEY8kVeqreGQzACk7SITqRrARHwd8YImFOAVjX6Hns3XPZlzLaYpsJ7MEJqBJ6DLfKYcRwsLXuwsxK"
    "LnHCsjmPYjH631izOvICIvab5BT5GPdtiThwNHsar5YC5n+S+CZxdsfnkcW7VCcwP2T32Y7flh8/XQyLqhD2aBhztSXkTnxHi6Wj"
    "GArxl5DjXOiStXoXvrMaOrc+5Hq2vg7Jtn6MO+CxtZWncBItUhgK7XKiOH7CStr2PZTGEvLwDpEnOCn7E2Lz5sEriFjvg69wJNZ7"
    "ADTqXfA+/9ETg3/hLhbBDpaf6ePGPTu9Q690fk0r+JEFzGOJZFByTIpayxNY6Ub6DDyEekFzfVifS2xP+xV7cS2e73loqLWIyzfC"
    "zm3Bjs6E1TVW6gr4o9nQesPlQWj6PYbzDk32J6KdjfhUPmKBXF1I9Nn6kOPD8FTfYWXe5mnt7ZnSnB2sxWzBXlw16u1zlLGG4xKP"
    "sLryD66brXE/tZMg+1xcV8Nm5rNimmDebYPuox90PtlsNuOK98MHNk7T3djHh+FHrdMPyK+UFtRBhD0VHtpH0DbbIK2b1TomtuAu"
    "G2FR9sEyWQW9NmLdTYZ+jyiygLVNy2Ss1p/F5tqXk7tzHf2fMO53JOzsEjxthnYPfrHpVHznWN8Bvxqfbhq4XG7V5+cL9pdGfBfD"
    "K4ifXa/UDGLDlnk+4Cg9v2K+8/WIIVpJsj8k6jsi4jgpMVihtyFfc/Ezb+LpV9AX2Qov5g18z07+Zl8R6sy5ly7s6Yqyc8nkb6OG"
    "PEP4HFlHxPYingHjN7qZ/l8p+TH28IlMlhpLwjNG3CN5ZOc9jNiGhYz8u5G5x7CizbPL1zODnYlpEmEP7k6sj/Gaz8OZjFFfZ3gk"
    "GLO2NVnteZBX7+oZ3pNzZZEU+3wtaSyJFA5+kv/yb2b2y/10x03UI+ZZ3CILvS/jLEa+Zz3/Hu/a2KOXRbE/rcTlSA/w3Lyp72NH"
    "bYK2lTyi2xG3nC8XyVHwhObSM72dkyTX4RoXSEtpDVu+SV9EhNodp/8y+Z7WyGpQA+ULouzFPA7g5VKPfd2uupupyb4sTcVuTf8D"
    "/zEZnduf9TgRWQkdud33gCSxZdVPClb6aZmoz3Aal5DzgBfB6vaF3WyK91gJKXsKZ3iejiKuueGQO5ZLx2PfhNcr1ur4NcMe3/8s"
    "ok6UsFJxIjt9E75ztLOvL6jvinLMb2Wew2Pzf6AOOh1RL8UCWFfKfE6xDHKgjN3F73nCczFGmAXPZTXAfupd2URv3vKKFdoTujuN"
    "U3ovsQp+L/G8yj1+TDkRQlswanlSGkguZzHK9WV4C3+x7lECGZ2In4nRflVS9yQ7PYpplZOd0K5r3OZvzSL1F6sAH4mVjrMvO1lN"
    "c1gKVXsby2DD3sDZqC23w2t/BbrmiCBD78ReFBFnpA106tmwZwWc4j1M9pEjPEbEBvX4aP28Zdnn8YHs13vE1XT111nsx6hLLdxW"
    "ytjnZzUDy/Pk+wi9mKzqSh6sfGbFcli9q2DXaDITb10fDv9EGB+38TVmw4Q4XQyN9h3ogVPEUAYjkoU13a2f6HTI2dhUB6GyanaQ"
    "ed3N8Db36Ps9xDGTJzwzS7J6HWXnv5OFS/zk0f+W0V6wfHl4T/Otd9NLuNfjscWZjztCDvjuetdHtodSVdV3Er7n2J65hmeUcPNB"
    "hfCxM+ArW3f5C2ZfpYQ4MjP1L1h0QxAIQTa20i8z5uGn4PtmccpiP6SvI/RONta4pxj/kKHUnY6YN5ey/aNYR6p1cK1mp3BV3m1z"
    "zZLPyOC3BKtzdXAqfJ/7dAPkGrrX861YPcbh0hXx3B0DzRXz3Fwl7Bkpw+kfyZr56UR4kZRudPN8llFZghjlNvjF5se/KlPgSbyC"
    "Zx+DNTf8lrD303MPQbvYAo35K57Cakm3sgf/NNkJyVnw/zSruAo/d4wYckgOLKihOK3AFQeR1caysHE92NlT7Dt7FutGotN3Ju73"
    "nbC0IZykv7EnDVNIcmUeOcqxBZXjDCyBFe8Jj8Hqmf3gzxkXy5CgBTzWHbC2J4nlKHqJVU626VhYyfurYfXog8+U61JKVB7ir9vJ"
    "omM9tmeTvf16rtlAaKvDyHD/KSSllJ7oRZyis67Fs9jNWojdymY9MgH7lcdsaTqZBaySlk2/tYFY1DYQUngN4oiW0Bi76G1abeoT"
    "vyr7aQcrWImwWHw57XounnQoq1uWwRsDybsP2uxy2LM3ZYO8jefqII9qJGH9e0num+QcyV761Ou54oW+0hgnbrnp2JuYa3f5jJ7e"
    "JlRiJw2RpuoTXETuyBw/81wA3zrOCrrxHiVrb1GivK2jNeiBk9QDklhLHLuXzdVnMj9pWJvNcfZa0icMMRo0HKFCXGmfposhF5jv"
    "PgvndDd24Rzs52XyO87rm/D+P9MrEaUs0Gd1AE72zxpKm03eslyiL5VA2+/iGluP4yrPGWX+YcJjsl0FG3mTbKFVyfcolm7qyhA+"
    "fxaHwZhETUnqx07swXZI+1fSph/g9J1lcR4Wq3KYNarv0TGT/MCWxcyExP4Cb+Qc6N/5xBm+SP4QiyuSnMKa4kcK854t5UYyIEd0"
    "OFZit1onw3rEK4vh93aQP+n77cAqvw2ZWw//Pku7w8dZ4iOo+d5bMx/kdFjhG8XQ0tLYB15Oe2lsiuWsDCalJkIk/rjHODA99LAc"
    "o9/qU4had0oRvKzWWKk5+lxwO2d8Y2q5rDMo88az3VB2s+7svAUXASUO6bAup7S4DiLxnT07PPprDKsWpoYvZr6kkt2T/xKbmbeq"
    "aydxU8+OuSjiZzCcBhRfjekqDsnddHOS27WBNCJCQTFWwDqY2otx8taCLrEeYOvDbAe9sQ0/NUWmwvvawczvEuzcybIUX58A+Z3r"
    "85ZxdoC4KMn1K+Tg+i6einn252KetqrPzyw/67wXUt0FT3AM9u1KnOhO4jgak1NOynyfeUMnw/I9h690wIlYBQu2DXu+Uy6DLTlf"
    "roFu3oX7L4a2KNav8G6LcD7rQMYC8rImUvhMDnHU+SSvS0WqY3kB71NA6W8l03EG70GculCfwX3WQx4t1j4sSBCrrFiTCL2lnH6L"
    "0rPZDgnZwb+7Gu5wsas9X013Uw68ntm6Ep75FtwlH/99Ceu1BRrZkG5+gv3oh4g3m7ntG2QDfJz7mVEKMwIrgBTbGb6LbIgl0Ga5"
    "ej/v7noFt3AWOYd7UcE8TS7jmHJ2La7VpZLuz9zh7GY+2MUc5vMWpnr+7Zr7efLvoC9uzMvtGedUqMN4KaCfPQMn7yacrDWQm22Q"
    "HkPMay+jOTVWF7v0Ja70BCQtj714BbA6/ck0exnOtc0LnSV5nEMxdAfTHg/CN/sJct9fFuidkJF18Foeh9azekUvcQxMrhusCTGV"
    "yuHFVcqnegbe7gPI8NbgL7zPAL0L8nOE/EhLW449ysbPdCPq5Thtw/xeIfRRSWqXIr7ftyF0jN01Ci9gN56jjxgzdCYRKV7QN9if"
    "as+QS11l3B32s9djHwJmux7HTloHZTGeZbaPDgsYHYdZyXPYnPk6HhHZGJmEVZmmU/Q7vS84SfbrKOh5mwRozz2P8ykr/N4/ipWp"
    "49k6HJJGGWtfb+IMi+zAlXay4yafkXe2/gZp3AL7+SOxEmPMjtUh0tkd8MTqkNEjzPe+gm/0PSOoGHwA6/dYCm92L+/hpqR2wdPK"
    "on1LpOYiEym/+QholQqcrJl8zw04R0tp7adhtaOwkR0lyTGR8J1WLoq2Pg5jyTld8qj3SvGVzWrZ6mJmtHvj5NREdBIw110Tq2+1"
    "46vVKuLPEs3gVpmhjYIXEmcFjYhpl81MX1gfov7d5Ks3hb4P7VPY0HJ6HP0kn3sYZ9+W0Gpd4zncCohhmu8ji7iPtOxkDBdD6Vig"
    "hh+VwSxEPrXlRTIHp3iR9IYUrsd3F5DLcDv9pELpLNZPPJg8aabFG7HSa5wH72Hd9nPCyPoTa7Hvv4R+U+MU2q87pXVTXSeK3Z0s"
    "NidlGe1OjH1D+Fo+u7OtuhDzE49JBplkTHsJ1yRMRqecVD3KrIDFN8ZlXtPPsVjFqCFk+sjUPNvhkkTUqfR5+f+NyeyecaefMohR"
    "/50lDmW0r9jE28XU+su4MyWwqfWg777llHYP+PufyRriVxWqZUpHYj3ay3v43hPyT6KT/BTUkmvh56+gPskmboH9+kjqYx3z2Gu2"
    "AXrIkMm267ZgKSNCi88H6Zd6qZiPvRHftwrpjfCit0IOzpNLiGW4F+euAjJ+D+S2OfEPs6GBH8K/or4vJOxnFu3J2+FZy3ymJGB3"
    "/y76V4Xsw+0ga4hZmwGd9TfuVUROJPPLQv7cdPH8k26VOojjIarwPE8HZ0qTuUqHM7efs5eOFc542AvZkZY8kfa1Eup966FN91rC"
    "egbMG8oluq5xGY/EqepNNnvLgluHywb9B+/cIVgOOf0IEvwe9ml14iaZgxN4VmBeWBdWHso5o57rGUn3+u5Jm+tyclaLWBu5xCQx"
    "tog3GHvvwxWvlBxOlERhV0tSKC41Ia2nEqPPMGZyOA1qMmdV6cvExYXpOGkh3eM79izyehuauZI8LDbtmeetl12vRSpqM0s7CfKz"
    "RgcEzRDx2YkcIGNZBTPJb+TzQvFDMLXtbXKI55EgH2SJn3bLxWk0DddOVrNycgV5N6z7sgja4AVpI2HOLxQzrqkjpokN6fQGPQ++"
    "6GGQhTFynKQF4yAjZ8tK/QBRajq0zmxca7G2C37StyEzc9hnUnWsqdRhO/lMRdzzy8TlUcy+X0ENVsHzGPPZAtv/trjebjz/GvgM"
    "MXKWlJNVcRc8oQlEIH9D79G3YFu+l0uw60uJHWLn+wxGrwMlg+yM5pftpjXI0cWSTR4Cy96Y/lpO32gIkenKyL2SCcsZ9VzpRVzB"
    "MGONXFi4MBEBCqrN5rlIubdkquvZNHTHe/FsVeer6so8LcC178IKnob3GgI7/LOa7/817HaRHIAHOVfNgn6NZxkkLeVxzm1s9Hmw"
    "5El7gjpyH97J2CWuxSdOwlO8SSa5pvK0tNZtiZlpKouDNC1KHIVzPTHxJXT7a7RS/fC7Hnt33NzDXvadXwuvsoOUE48iQYydDM4g"
    "WDW5BLv7Pifx+otDQVxFrzBE6S6j9bGY/HN22ZZymsjQhr5gRW0rvQqHLm3x8zmcTHIV80bSShwuleOeq5nibU1iVYrHBc9kTqWC"
    "pzpN3Ixcf87pVWipPyOhlLWPQX+2E9Oeb2NV6shW1pXPxZ9/YbetS28GPvGMTIaVWqfT5Xi9Wu6qZoYwCu3QnVjvDViXGykFnAV1"
    "CLDWAzZSkoweMdjdpHy7jsdCRLMu8g5R84Q9lngGNUiclYdW4riaa3n7ZlPOycxtLucVI2S9iXn02CTeRuT/iXGx6u9MgJ84TKx6"
    "1xlW7RH9U7rCOqzTVZxsL3YozmKMLUuwDzmQie306l10Wkech1lTukmYrE3/qzcihJNX6Xvt1evjUh+Bdk/1vqRJcr6xGeeJSyiL"
    "hotVydplBXPaNuF/qVwF/+aq4Fy5UD7SmbDC6YkRcjKiseNhN6+Hjm0LKXgFMc8/8OSs62igLKCkmTW+SoxLzmyAoTcl85bxVMbU"
    "nsCmhy0+O4FzqZNgiVrJ3GAeMaTfgqUecshEpEN7PYijmUc0mUsO6WdRIvhHqavcDh9OPvjTWQFQzjI4XAuXr0ykVqmxDIet2YL3"
    "GSaj5GV46Guw1jPha7wthh9TyWmjiEePTPiZwN6cksziaS9gjc5O4GJ4JKqW80oy+hlSTL6vRLg3T+MKtE2xDCRo90s4YeRkPIyn"
    "jtJa5XG6KwYrGieKjuH+FdDm5OOUriOWpqFF5hHF6W7pCa2+/xDmpGHc9+maXLcs3xNYySe3p75TDCntVEky8OWyEu08vt5S4ic+"
    "K/kG5X5av7ev5cyG194bOu4y6L9jYBsXk/FoNDRsmSb5yy8V50M5pDvLTw1Rqwm3ka6Bxbp9WQd3VY3LfbZ2iJSmZq9/19V412Xw"
    "ClsS4/oJWPT2ci5WpbZMq6bPoRxxUy7sm0X/mfoFY/0ouzkdbqp6RtkYe6Mdf8djEgSvyA3Y/8WQR8MY6s05wo9gAQ6X5UQdmcIu"
    "lN60Zsv1Y1icqfjko0TqXQqNZ1Xd6eQCmWpMnfIufCzDsf0B52YqzvUS2KCqNUUu9HtffNd4oV6H7Jwvv+Dpx+g0+X/pjYixAydE"
    "7sldZA4aycm0rVjRE6gjOzDX4ViiTJZ26EM6EN78BJ2jkw3fHe/7SDBCBsptuLKhU27nHFZNzkvfS9yMEsroQR1vmCQuConrBOzW"
    "ecES7OFs/N16ChbJifIJJx536QjETzFmQa122w9rFeYT2xM1gdar7+vzrXnVUl0rX2EVyxInyxj5Sj7Qp+QBaYI174JPXSDlfg7C"
    "piod3lRN2s6p+hi7t5tKTXYml1ETleK75lOdhM80E7PNWZy5NMSb6nyxw6W/FJD1vYI6ej8rcQc41R9jxq4QnuEgMfu1GHrUPK6B"
    "kI6eeJu9eMd9OhbrOBvraCw/XSXJs1CpB+M8Z+HCvmNzF6eDY8Suux1Ps18dclZDCZjZbEgf/Dju46ms6TqUFVu59vjq4d7Cubqz"
    "q2Kd7LXPdFaOl8P3zVKrBRlf/GzElHcSSS3OLuQsyziLnap8PMu/sH+2N1nsJW3FfuL2sp7T/Favby372H+4lhXsRogfCuCjmr++"
    "1ef64lw5i6kOYGf+16803xVrvuZ8fPJSOYXoCaVESywit0nUd2YUep60UWRDsOzGkX5a1NV+XP1YifFdxv9sp9Kx/h9iV7fpzdID"
    "crCZJ+JhCTEie52TzdYzbVxoF7EzxNgcrCaVTfzUJtKIaHc71Pgllus17BEeiLWchnfvBC1gWFrvwUZs5YRdIa1RQr+SXziHW6Av"
    "8ims+2NLNRUo292FuocIliWcyNxtKM5ik23fQHZrQtL26CzOulrH3mrsSAAdfFowUW+vsVzDiTY6SvfKvsQXkECbqJgtv+sKSOB6"
    "+NW79VHK/IP0JKLs5kx4bq3LxFWLbXLyFZzbf0Fe75Mt+L91/JwvGeK67Gytr5Zyjzlj0UIh/ahCdtL0FcfxEPOV5wSR2EyPnsSZ"
    "4tPE9dYUp6YNrCu69iGyEKZm6iGqBxEYIux/rG4e4y55UFYg9imEDjdbvQzrv0NH6GhaaatmpfmuaCFDtJOm3uKQaRwOkMnqKr1F"
    "SuhLuIyQ62JtL8ls1iacDeNlKCWSVT6zOCKDYadOl1elSEZDsg5Ary6GVKyH7dro+aDkkCxPE1GPEhNjN1Els3GniM2tR/FMprEX"
    "4j3G6ktyCSPpWToBNtLlT8qY4bWM8uHEPLfezz2wOOvgTxl3UhM5lRzGNsUbQ9x5NFaliNqmgjJXS9z0kXU8ZulgHSrr2HXeXqL0"
    "sRswi7WymqpiBDZtCPw/16c9DevbQ4x/uSE+lWCtxSoSi2Un5+JLyRKyj+hyFcwA74dO6SiW590DPWQ4Zo47pCLFsGz4kCHo8TKP"
    "0xL2fcQ2gzqJvKMnE+0uys7ugBF8U8iD2f/LYMOKEksQIf2oi3DG2yLqbi82s3smYvOV7KBwXWtnyRL2HJXBD6lFy1xAP6LM9+lY"
    "baaBPIq36wltNF9smtr6Q1b8B2bH/+9RgeuEjXAuwMUeJ0nUTx1lMAtv3E6ul6iFuHmA3/QPrNIGfU7vhyx9I+/raWn3wDfpjScz"
    "BEpjqGjDPqvHxSZn9kCDVo09U52dM2k/hXte4vV12Huru/D1k8VhWpSzLlLqp1Gr4sfIpu14DW9ufbZXEx3SOsQXqeGBnyY/6XmI"
    "2tvK9fIdLI/Nj6+Gnkkn7rbhk77IrvIyrM8yHceJ9DB9+AzIRZh1CcPn3E5PT32vWoiTjjHY9nziriQ8eliEaCn5/PcF5BOKwmJU"
    "eLyNb3jOrU9rilpusA0rBaZbIx57MOyt4iXi0EEKGUs287hLEeae92HvnsYJOQA7kgOp+Qy69iG5AW/WSww93DC1/sEenQG/wJh3"
    "ZkK69yeGymgZqPPkPr1bawdtcdaL8Kmb5HNyT8cQZQ3F52sxG1j1zhWxZ+N86shm7BeyvhGbotysF8J/OEN+hd5PV0NauACa/Xfo"
    "kqqx6WpzFti8mrrMW9YmS3oNdniX+a64MCWrkbhqai9ZCvmI6F+wjRP0BtjvDTob0cE7co/eCEltiN2vwR4N6whcwBOd5/OeZb6D"
    "yazE/WSES8cdH0ccFvI6Pkq0Opu2idH2G9eTMaFmMGdSn5gnlgsbgbVfxv3uKQ43oYDeVAW7DAzZ3XT8Km0nJ7Gz6EaiBfSWct/9"
    "G2FcEYG+tL6GJ2HBf9Sf4K3l6Cd4/zPkPvkSTxXI/5pud7IU9VieMeYcKj0jUhj7NUSekSfom7eBnOdgb3fAgzgO2ucHuQdrbUiz"
    "Q6Ct6iLWnorzbjWyPlLwX10tcd8xUpXdrto2dmFV3D1vmc8uVrInU/j+uX5fh0kHz7RrU42NsU6bfd9aI5xDyxZ2kbfxE4Zdbyw6"
    "BUTitRNh3WFr4Ofeo69iZ5YiSqojd+KJxuHu9YITxOYBHdOjw/xL4pFYZ1IW85fGyL6P97KOqQmcejQW44THILE/M9lr4Fa6TKcQ"
    "8aIu884xZko/USVyp/n8SdbbsJ+5yYP2PxzPvQvvkKcT4dnUF7PSp0ADnQif9XoJsdMgDed2EuQ1RCzCkOdHcV0jLo+ykhogRk8t"
    "4Wf/XI+L+ao/6OvBAf2c2Uar0F8txhYwXj/ElbrL3bRapUTo2MDMdgY8Itcdb1LegD3adpcDnlM3Rm8/2aeoqbyeRcyFzIy/InOo"
    "sa2T6w9c6R14BLfi3c6WZtA738Fj+A2WYTP2MEz/LQytWk4ZsHMdJSugprBMD2XCtf/vxhVsHsBm8i5mX5txzxsvlGPtc50QNfnp"
    "EyQ56Z/EjrqZmeUCzxeSoc34b2ORP5O46WZpDR3oeLz3TbB5r2q2zJXvZYqeA4v3ALznGOelyhnL7KAnUJs9xKMk7Psxjc2mBj83"
    "1/dJnutZD+wJrv2vJxgpxnzQh+gkZTjhEWjsxXi7S+AnXc7e6oE4LWugJT+HbFlH/zrW2Rz3n6HWuYmrUvpq6aznJXh+y70OcZjc"
    "Eex2glOIzmZY5NkH+2CdEOVEBDGk7iRiQRfOQ5yF9euCU3cHVn0hZLQOuQ2bsgc3zqmZhO8EjPocaYI4oAmvG9y8lpuHF9rJ2tyl"
    "w/iJmK9b9eNdW0vUc4cnu3LU469Y3bsRfM1kT1DAaPN4n3MTP2tbyL+ZhV2D09/fs9aHOM0QYc3IaiOboP12MIf0CGtbl0DDVTDH"
    "H6PnliCamesJMt+6HGsSpsduvp1F7xcRQzjOCtT//x5XNvNqjpfOYrAxxJaqgJYtxJ5fJmnEZd+MnW4t3fCkmeTONGS3TtzXDPzM"
    "ADHsql2ck35RPoCVse6rcySdn/kd/k93Md9qIc+WRTo7cKKOlj8gTTb52o6YUPnkMcsnNlEbOU8MJ+g9nNgGXuMau2qeXol7/IlP"
    "3o7nSSN6QRecBfN3rE/gT67rDm3Dk2xoZY+wT6I7PrMJ9jOM82axeS/5Gff5SjNlrl6mpo2MxfsNcjQXQNsV64M4fdN9590XZFoy"
    "Zvk4q8UW32+CN+OmPy3vE+LUeBZxBvNxuhyPRaXH/VN1qBTr4EFdgHgxl1Vtq5xlwsrtgn9jaIa1xOYYLxWr5Gao4ZRPx/O8h3O8"
    "SvdAL3eDr/Sa/onvP63GhjJGOsGOmO/QHXp7NnyrHPK3aDV2znU8hD3ya5lnQ69kR2YTYn5uI0frT9D+NyE6WUkcjt1e9/bGPp3s"
    "85w2zfN9Iord/hz3Pl5aabPgMU1P/IY3OSYI6ZtYz6dhM7Yw/2krerxkMKs1Afuyg9bhRtnAaflfiN1f6XmcZjK+MKmbwXVMJ7eJ"
    "+h7FSnLbBEQmjHEGOczanssJFfAzBWRt2Yf1tm6pfPrGxmN2CazLCq9/Ex4BNZKq5rfm3VynyXnU+o5v1TznIIWXncSwdrnj9pDI"
    "a6CvPpWdZJ9LI8P4D3iCdOJWOS1guSXHOFjOjjGrNNVMoeYkewkUUvuaIEaGljtdFsEGtYd0boSnbBHFRJyqvdjvF6QroqztOP0v"
    "IUq+HDFmiBWTffAfSrkv9vtNmYln/85nrUUcn4bSQnzArs+acgosSgg/t1M/0i+JybEIu79Ah8Lmfwi9/h2k6Qmdp1cGt8t02NAI"
    "TvIe9nvZBMkWRFPmlxzQi8U6JI6TLfQyDWVoFk7RUDHEin30ssuYi8rnDFghM2vGD7OVGasS/UIt0v1TLpBs5sLN27yCOLFljK0P"
    "4wxvzPf31fZV6oN1ELcTJ6Y0fzkjnwSr2sYoVAmP+zacHeMZ/oyIOxVY020+A3/ojEOS53hy2sq0bfK2PqwBLO99+lXsQ306TWRp"
    "vBbeoj+04CApJONoJ7H4K5+xnNXN7vDde3vJv+iyPCWpfqpLWM3YTnuWA1teht95nNd+lzHEfs9dekDzg9Phq33EKq/5K2/IIOkA"
    "+biU2bAt7Hfbxp4x47BfpJ2CIpyrMs8EWOrvbHbLaqW15FlZHDwCn/MPuQZe5FTYo5cTN8pb8AfehO91Fd7oPNxrIeteP0FC1kGv"
    "/K9fDoN4tjgUwHJGVis4ER/m9OlTeJ/x1HkFWMswY84sSEhNsWgoxMqdYUHW4my5RVSL4GMfK9YnbR5GQ3aTLsTPDcF7nodnMz9z"
    "Ke/zKO66GPvZjUhuSZ5vxznnUF3inHIu8p29J7A2YTmCN6SE/CVR+slmq29mZslwm2MpLmLztetJMkpfhSeYAr/xDazSq7oYUWEg"
    "J0Ebz4C9SWDPW0gBe/j2QlcbrpgxE30RjKNHm2C+L+Z5s+OceDK70FIc2tVh5AyqKTa7UYO9Z50l5idWSuiXuZ7DrmLR/iScvQex"
    "MqMR+Rqn5qs6JLhdr9DMxP3BO9jB52DXzA8bK8XSFpKUp7dDPkuYMYGXJMXEu7wOq/4TVmVSMAn/CpN5cq3eofMR4Q2VH3RfIlMz"
    "cJcrjXc0qKPvwROZqYaIvhaSdlNgvdFt4QfmQ3LXEc8x5qeMEpTvctpCi/n6yRhYzk9hOzbqDuz2V/q1Himf6itBO/JqzPZRbQsx"
    "nofRkkNELJcraMRdsqm6i+gvRbU69PaduPsu1gZbBYa3sZ056V/Z4xgmioNppD3kpDuWK/IKpKmbZ7M73EdOLiItILLEOpzuPO5q"
    "HTlHNiLW2QjtYehxD0lnrP2RiFUy1ezsMvKDHDp/fDBTb3/fDBvkpm5r0GK6PvCA6Nk2kXNFii2pMfTRJI9jVh93SidrezFOg+nJ"
    "zpzhKibPcUf21zeBjblFbpHJ7Aa9HlHxAjyRMV5+JEfAz8rEJ47E25Www6UC8Vsxzn0RJDpKPbUYa5uN635B/2gFVmmPWu/Cw/CK"
    "9kFijNGgD6SzrdgUxBGQ9T7yHv4cidh3DxHuitgnEeGcxIpquCEmYX+PwPPNhzcxXsZiZ6L42pPyrrTyjMfJeC2JTRZm7rm5/DfK"
    "t/tklBm1wGN91JdOzLlUEsvmVNaw2nPmNM7qgHVN9BLLKW3CyTmAU2KYAstxqgbjJw+H9SzDacnH+ttcrfWv/UhOBsdUejrvYv2u"
    "+1kvUU4FWEQzgfJSBq3mUObCnNXYwhhGyUoxV//iud+EHToBfqpxkg9lT16UvJbZ7O56F/7nqOADznCOlI7yF/T8szg10/E2Fhm4"
    "TsuBKQ8nXy2DYH0H2yB/9eVmxBTDEKO/hrdbhWvWlI3klahQ66s4Gnu8BvL8MzNsReyJLyC65QH41ObrNfNIWvnsAoux1/wGanjL"
    "GN0ImzEfu50hX+La3yDGegE+9EB8dyj7nm1tbII0jSi0heQmKYfsdpda5Ly1qU1jHI2SlWU/Vs665hoHS9V6vW1iZza9lnc0L7DY"
    "eSO041ryPJoNmlENg6TNif0JqRwottv34noj5UXYsbHk467gXJp5Dgt1rQwgbsw6smyf4+corYIa9uzFVru9iz14SR665sQJsh7x"
    "/8tlW09c310mrbutXAs+oa3d7UQMOAz2dQd00nvwZvbrgzpMrbezQn4gD16cfdF3EpPZ3XE+ZWaTR2aJayLFIVyhz1aDD1vBSb4k"
    "l2jYY+VEyZJ+huHoYnW/kz5yriySA3KfDseq7NZDdZT71dnrwDjngpS45BGfq7YOyf3EFkoQ/TU7hQ3kuv+LPW5T3J9/OycPwTcV"
    "6cloPDOFx13HI4Eai2o8ZbndT3UR91zB/9GjSYS5quqAVftvE3G2VuNkmIe6DKexrzwHP2MM72feQTvGhGV6viQ5d9ZAk20igrVV"
    "6vN53nP42WPY2S5yqbg+q2yiiDfGlZceMhtbQ5JZJ7caU3G+i6Gly6k7rBujOSTwTDFG8aOlmzicfKsLnkmtFKLFydDJ+KpNjJ3D"
    "2aizxLLmwyHnMY/5mmDtuZe4fhtj0rwO1nsELMA3iKd/hX+wCjJZSP7uTGZk8jTi46PH5HbEE2s4/5TNiLRQDXMjhxy0GfBRbHVq"
    "+v4yt55t/HsZhndPornUQCRqtr6rFLA3L599CcWpiWeLnWxCsQZrkh2lzHPMJjzSss0S2H06SihlNyK8j8VZ6+CLXiRmvzNYr8+C"
    "rcrAWtb5D8mo/R/sB4WwK49Cd8Toa4Y44fKEZHHqLItZDcu52LTs0cQYKWAfXYXvJTrcowwPlFzKWV34vjbTpT6b9TfrXHmw1zdK"
    "FzyHdbR8oIOCK/QUPNvEYD47iQ7GcfXl4OopMxXKLgiHj62cezgDbzsK/vY7iN42wAZNl9uYn9yAiGMR/Kdi6hQ3t51DX8YQ8g/j"
    "7LJj7BM5FBfHTZAWchrRfX+otICWyVSz5BXMV7guqjikowaxPV1noHlhlp3N97F3nBlX8+Ei1Ce57FIL+aqjISO1gxybHxpi1WyP"
    "WpYgRN3icmolh/SltvRoZ739dHip70CoQ1SPmN6RYtlN7qf5TjbtZ9F6JitLhdj9bnI2WWHKiIuQDY29gZ2f68jI8jBnMyKMQJJI"
    "8KbbL/T84+X6FqLDNdCyueTOfEnaBc1whUxtSUt8teQQl+RMSPQmWJNMdjVPlSfZZbUC1/oHEvMU/OL1OgL+TrLfLaFJ5Mu24vKH"
    "CzlHl0+Js94K25MsdsMU+8ngJNpTnBN2UfqCu2mVXeUhByffkAlsdc6TEZAEy7/Nx1X2ElHF0HdCsFl36vs4zUt0ETGYakOPt5Px"
    "aviogzwPb9TnN1x/dIwz40fKZlq4GkQXyuMztayWk+Y83LGh531yVqmEOBtVYxhXVz8th4Q/5idfXDfPel9HLsKbt5KtzNsVwAc3"
    "5qYFOJNVzyYNk9WQvtMln0ium6A3t+NpQ9DteUSmj/MJXPeg+YMN2flYRiwB06THi6vVrcDeWDf4DDxBCbSpnYNrpJjRQ5T+WhZ5"
    "n4zZ7iax7pwIbIJhjpTqAEQmDdmTkM8eDscJG0a88yGuf2qwBbphK+z9Lp0Jb2SXXo/VzOBd9+gM7LvrBT8W388gqo7NokeYi4uw"
    "Jnc9M+lX+Nqz2cI4vY4wO5O3aGtIbgY0Zk3E7w9gzxbqT/KWnA6PfxeiV/u5pvB/LUdgbNIv6yR5GJ9eBS3eEfd4Ej+1gxMMH2HX"
    "fsMaGgflp5x/NgbGu3G9jsyjZjHPuI3M2oWQODt9S+Bf/CKTYNcWQee1QOzwCWyLnYQ3YU9KPc5fwlexOrI27iRzOWS0aVqJfgcp"
    "3qzXwHOqI89pbx0nb8gvnPEdhxO/Qg0Rpq/kQB8bese/5W34+C3guX4Bj3Q48/gPaUevs4rZvZVPiT6a6CIJsn6UeouwVnfiq8bZ"
    "tJkIYF3hk7eFpJyM6+XhfDWWv6GNZsAn7u4Zf2Mer8OYn1bjiY1f9AL46PPYlSrBV/CwfoQub0FMUtUkxk8frxOUCPhLoDOvgl6x"
    "mZIodmE3nqkQO56Gk9iDef+u/K7hYB6FfTwCfuNIPNNpYpzho/SfxHA5SVoED2CHsmklDR3Czl9PzgquxtN0xbMt5ORmpU7BFfLI"
    "4toZ2so6EPfiFIVSWCxhRk8OhcSwRJJTuQmP0mnWeBZkfD08mP1kBrNuzUbUeu2ICdpAelHXFeC+ByOjSGKQrIUOWgXd/gR07CJd"
    "LI3leHkdb9VI/g3t+Te0Vl2c8I5ypjyEkzKWPoPDMChl7qaANqYcJ7uQfWa55EFx+ZMQpCQHb27YfqFDkKydp+p0VS9x2QPX19eU"
    "7CQWfcyF/MySuMzG9VriM2txKlfgBC6pJk9eQGy1AvJjWC+MsfOWkP29agSgrfDGvtb1rOJOxyn5DefwdJkD+xTWwZ4X0PWDuanq"
    "MtbCLN95riRS07kJ1oLiKW/fxR//zbNjjPQxvn8ohaQYw7ofUDenZtk1w9WL6wpyM1xG7eeYzYr9fG6STfFW+YZcmQH80jKcrFyc"
    "coeycjvkoJyaryf0cSEspUWUjUVoR45nl6itWRfsZRaROEPEHra+lDTWRErZyT+OuNQOc777Ib79T6n6vasvCHnARJL478XeRg4U"
    "x5sZIt5mJWdwNqsxmf8M3dYET/Mufi/QJfIz5/BjHpdgC/7WTy6ntOfrPXozTvBR+G+bfq8d4AfcJg1kKScBbxerHrpJrjVkdzTM"
    "XesUmofTeg+j1d+h8cxH+xkrNg0SfRzxXuK07mF2UqfTYzsNkpCBCMxqpQ+xLpxN9hnDG1wnl8ij+odeixP/NzyM9zWc+Di4RYZi"
    "df7BfTPUuh9+0+2B8fANkq+5fis5QZPETxxDC6uI0OsFtfSUYIiOQKR5YvADvPlHsOs3Qi9eE4yHFl2lm7BG18i/of3fh+y+As3/"
    "KmstliXfh6cvwFNaRr8D19y+cwokZScnmMpYO86Dhb9OX5ZncKdXE+OhCe7X8TJQztacVOxVkJLUk4grFPMdjdYXeqtkq+u46cTO"
    "tyi7y9azIvMpmRUrmRvLZZRyLGSnE7GAcuCPFdJClsJOpAeFOlX6QLbHydO6Q97T47GHI2GXwqxZG8uhcSl3hx49Q1ZiBavOSj0O"
    "22146+2lN2T4IsSG4/A+TeVW9kpFWC9wvkIR+3FK2RfTSoz9yfqlCxCXLcZu9sC6ra8mO5nUUAlNTmrU8Oe3yNefVvieSft9j/ds"
    "KomwZuhfw8SxMVXSxk3RN7GSK8lmZHywcXIFvYpTYCiyV4pluJbjFKyHHKfrO7A3d0J6HoAGul/uRqT7EnTD+Xj2jyEXC3Cvveq4"
    "kGyuxXKSN4h5wrm0m9apb/1KIXWsZq5mX6DPinu2HKxeETt38nE/N/vrpmBXcFX2sYuxGJqvH85ADd/z0N938kWwawXVoPlsJftK"
    "I5mFtc6E9k7Det4FXVHA2b53mCkuYRS+z0tTnn4MG/MYvDdjfTdm3EbsMWsSfMMOuZiXBVf5i3g9vA3/7Yclsq73i1l7DesIYrDU"
    "1qd1QLA9KNBH4RGVyyidn6gvTYKyRAmf9QD7cWrQep4MWVnCuasi3H+W58voyTn3CmbE1yGeuBnn8AA73RtLa2gOi6G2atTnfJQ9"
    "esrJjVWIZUM+jvlf2BnZkMhzZJ1H0c6CjcvAk5ch2lmqX0knbRD8gphunD5h9WJWDQwZ9wCs9meQngK9RfqI4fCNgo2yvpkMWMEL"
    "PZpQgbcltqaVial4qy8ST+qLOE8nw2pfF3SRLzmpc4VMhJcWYfZH+Z7W738l/KdzELNYhFIXke08yIZVSPpi94bIZOzqUXju2sE2"
    "nNOvoQMvhT86kD2cJXzzCuJyG/7lDdQgxhhZSRSsEHtOL2OWIovo5yWaje/Zs2fSTljG4EiZ461l4pCpviQTbRzrFojDpt0KL6KE"
    "rFQR6t1LxTCHDiDebEHeknT4OoYK8olUehSVMmZ/DzATW6KrfeRXN9WxXDPl9TlsUkn1ZifzAc7XOcWjgEVSOe9c4rqMlplYr6ux"
    "uzP1Wcj8flikqfoEVnQ6JLIx9PsE2S/34nu7sWtX4UzXTnU6DeAcVox+mE0PvQ+ttpcdeQlECHmcL92vX8haeu3GXprDd3K+z+/6"
    "NPZH/kf2LS01Tfq/9dsBnOgXINF74NFPEUOqsv6GeZQ3Qzkq8Ry5ESJvj/Q+5xHeahT4OcUEO3yzfb+LyMGpzFPIbxCBDc7AntSQ"
    "bHZKG1PsCTKKfd2qh/Jgumyh+/sG7MHzuJdNlz6BSPEC2N1vYBffFkOlytYCdkO3gu2YqzaHMplMwZmQ2MtgDyKQpmfJU5unzxE3"
    "4UJoiaXMsRpDgtnk1pzl/RC+WxFzJo/j1M3QL4kb87WEcMKfxkkvYSdwIaX5e2rWY9hD4bhXC9kjVex9sishc6XsutxG5gfDx3sZ"
    "q58NnVA1vthqHSqx1BxA0uaY5/c35HclVvchfHUdJ2lztEVwvt6E55jl+xldPtG4XZ5g7qK29GH/XYLRe0RrEt+sBs7gPzoZ9+nD"
    "fNQ4rO6z0gErtQ4eYNUZ2pPFssQuW9mBGKFWKcj26JhRdZwcg313pvrsSDEiz8W+v8L5gbFUJ5fL9yWRu3vR2xBWpd6UW8k/ng15"
    "NJmfx0pIjHX5mF+bA/z5AeL69avKUwySEKd9w+ok9gDrDun4e0vocWPISfZbGeKCxdB1iZTRSpI57XLfjRrD10JY088Qk37HbJpF"
    "baXwAm12fSM8nN/gvZpffg7tTnuZjr2/rxr26/0eOdZm8pPIsabDKqhBy8ga67q2jZncvNlmMgc+7CJ9AE85Xt+CrqlLpo3ZOo0R"
    "WKWfGbpTLCfcnOzDuyAR1k8V87wWceb6Q3w3w3u6VkrIeVfE6aY6nNJ1p6AUnofVR2ZgRyyvfQ40UePA/LnB+DmrZaYTAcuyT+Zl"
    "nyHGbLAAEnaDfI9V6wftNQcyGAQPyg76FxYd5jM7av7Yo/ADRvtc4Aiiwdt37Yn3QbfFcBeXbS7TJKJEJteoj9gTvY41m4d3eQMR"
    "SSHWMgNP1BU6/3pZBL92mxpa7Aycm2flLj8h1UiSMzoHp1MS/8EVfJhIiq/AeNz3e46/XM8Wl4UTuEVPhax+jK/eKpbZNKyzDMjO"
    "PfIpOQMdJ3yUUwgJSm0FPml52+MkmjoXMVa1jmUN2NZ9GP52LCejK9nZms01DWAlBrM/Pk2MB8JisI+J4Ww7vQlSa51HGzgVfhH2"
    "5DppQ64Ky2tvx09vJHPVwOBMaMNv8RZZZBfIYJRjaDAhdvsYjnk36vkoeaLD3M16RHruQXuUx9Pjcso2P9gDK34jpL2dvo+3fg8r"
    "Fder9DvYpSdlmAxllTtKjP0sj26xhTMUzVN9UsMlnurRjkGbRmAHjiQTiKH/HyB/SiakYgO83vHQBnNwxuvLnWLIzq/iXgPYS7GQ"
    "bOg2/fMveruDmcOzHG0WTlsZ9NxZUs8m+GD/l0Gm/tSviIb7C979VHheL0OiZyISOAv7aTo2SzU1xxXFnd1eOUSsOHkM8tWhUZg8"
    "j8bJuUf6yjVErtoJPTyHU3Q7iLZ5ktT2045h38OU9BCFuJZJpM12vgOtmLv2RrCWGfmfiBNpeIGbsXZT8WbGE1IIiV6OT12GT6+D"
    "33VU0Bx3qY/1r8EpoYlY17WwDm/qC8RcaOOZGdPxBMeJofGUsItql94h6/H/MjWfrQNRR02/bIHd6x6k4zolsK/Glnki1vM3yJah"
    "C17ISpvTo1Fecxd5gcug4bZz0q2MGUWb31mL3asjb2NnreeilnyE9f8Ln7o67SP9jPOd7cUhDx20FGXw5PqJTQL1lDX41AF44N0k"
    "G6d5pPbwkuJyI4PZ/5Fg3Svsa50N/RyEY7d0iMajIUmbET9u42m26XVDKrpJ0qRqb6OCHp3jqXbTanGcX/PHqp4Qs/d4nDwmUSIn"
    "5foOkTI9J1grO2UA/PNBsgoe36+45t96K+xwLbGq4uliXVS5zDSX8l49xHLmmURrzqFdrS0FPBMPSCcy3GvKB3URsZvUOxNaaSP1"
    "YxGZL0vhAYfY/VtO62b9ALlE5nNIe/2xuuP0I43IJ7AkLWQbLNvPOBVF+pFcKn/BJ+osU+BDGXfGb7IQMe0iPK15oq7DuJy7bR3G"
    "VpGaiufYruMl5K9uPFN7uAJb8exnwH9rAtv1PjTEHB2P/XkJz3STNICF+dpYL4J68LnCiS9lTVAGefwAUe9CeJ1boI1qETVluBzO"
    "+a8cMstEKK+LaTP30SdbBSn8QSfjaY0pszm8zZeDCTgnFotuZ1SxgRmoiLeoeUSpNdvzb2alktynbmIvqvFD+kMPetEuCnlBNLFc"
    "bWZwIq5yuPwmT8h1MlSfk7hHUzgoWe2gj01jHCuP6s1iCLMv4Dsv6xi9Fp5lhdwmeXJeUFem4Sx9Bo1mVmQeNMEn+Hs5+f+SXMll"
    "nORPkyTGWGN/p8apOk/cz//GPVpwiP1Wcfa2KGtHbvYh6f0nM5O/MqOfpxPlAtjpYvJ32N6uw9/CkHTrht0g/5anoENsFtLmdc8j"
    "x5TZpX7Qzo+T8SwHp3ZUNajdL+hDop792rIQT0qcfGWG7WkzRN1ZPa/JHroYc4Oh1JyR6YrzJe5n0IroG7WU3fK6bifO2zL4UDZh"
    "sA4avjp2CuOxiLBvPexzCCHOQCXIyRum3+OwHIo9D+8tOKfGcPoItNwGWLQesC918JZmmX6G9A1AxF2LyBOZtLBFxJ1K4mGU8c8u"
    "HkWqgl1NxmSj0Ivq+3izfJ67OXbB8HWXMFN2NDnaimAL8vEzraQ3bHuU8m5sUS6XW07E6KjXZV3E8W6bjVnPzpoQowebhyrkrKVp"
    "mMeZkz8HlnIu1mAUJKo//KnT5EM/+zOQMp7vffGa9Nur1nxVR5QjyALofJ1Kj23ovKLz9BFYl4WQ82VpU7DPn0Eb/mZcZbBJS8jc"
    "V8JMutW6TsBqz9C+gU1KFHOuxTih3ESU5SXPks9lAt7iV2gDw5NoGywlun0DeQz3vJbMN0mPq4IxS5zebcTjfhgW2rmS7+c7Q3iW"
    "JfAnG7NOYH0LO8i/cYK8Bdl+RwcEW3DqL8BOGCv3Ztj5F3F2TN8+LYPZ9buLXailROkJp6rh8ZS1aeFPrc20NYNFt97ATtRrTcU4"
    "Ws8UQ4tbxImuI8Xw//OwN0fhKyHyfDvvYylPyRTs6qvY2yskQabPA3xLqygOw9rXx2kqpLwMwWd26yvyKE6yTUztguxthNSdDV28"
    "hr1CIY978obYyRiG1fsMz9MMljcX/uYK7MMW7a658gCuaWyiRfTVi2hlLHu3k9OrjsG6kOxyl4rxjpaQY2uPxg+J7vv63uMj4Htd"
    "JGPFdWvWwu5aT5xJqlXIW8sgrHglp+2L+Hy32QwptO1W/M18kKbsSLYIspiV4HzozP30LSLwGr6G1tmAlTyGXTvmZ1snjTIzZV2U"
    "5het1+fFseSFeWpzqR96ECE9F75nFJozQn1oc5fFWLe1rEoamrtDEzzboy2VUW/UTvWLHvwV9cw6Z4ur0FdQJ83hShXp9WKI7sZH"
    "aH0sK4hNY5F2EfZ+IqxZfzLufqTz5UFE0SchznhY3kvNGMTImqapCamSauLg5WTXi/qI5FZycJezA2A7kQpKmQtdR4sds+qGxKrJ"
    "uneVm+Bn2lybzdl2lTdwFeP7Hi0nS25quiqemrEK4UkvYzy1itnaIsagFewiMokbQpwk9TxHcXbRWYdK1d0MTSAHi3DXmvCJDnBS"
    "IYfTjK/K2dij/WJzlX/hvPSQ9obvADvRFGvTCZZonjrOzfNYezQktefkxLQ3gxXwzr6ERZ+E3zfC0/kVZ+RcfUb/ra/BY/lHf06z"
    "2Y3voLXGQKpbBlWj+GdwCuc9MnNkEKvEsg2V7GWNkFXYcpzlviPacG2X0X8r53SM9Spsgx9TCT/IWGvuwY5PZt/zETiRPcQqKd0R"
    "K00nHkY6sXo/0ccCw4vOZwZyK7GjukKTu67rXHZfnSvmk39CTzOmWT6bZzPGN0LvPMJ6meFAibciB32YUiJMx1hfNHzAZuzkqMRJ"
    "dmi1ybm6Q5mb0iTue+Djnm3NeemOQ9dmu2KUvlNY0Stnja5q6W0PfTJbi+Vf2JuJOi4YC1u5Wntq3aBS5+KUWO6pDjuqSqBTKhhF"
    "7mPGOcb5nDjnHl2PqM3dGV9vQ1xhL5nn/sI1Hpfx2gf2Zyk05By1WuAF8Nd3Q2e+A5m9EP7FOs45miw/IHuYsxjNLoU+/l0j9CDL"
    "iRRunf598Q5ZHsHRGNoDIkoG7MOzP8N+Prg5vMdN+LMR5HgN8257ieclfu4sOQl9v14tX0ImDddyP2xUGaSmJ77+obwt+9hN5Sro"
    "yY64AnZAnobv9WUcuot9M0Xsdc+qxm7PxNMOk+8hTemIqo+RyThJ58s43NsxqkdpL56TCuYqKogd0EcMx2Ya9Eoa7PGD+jvO0vfQ"
    "CKuqiViukKSHldBkTSfKOWKVVvS5SsiRvgInzLJus4kskvDs8xVkyqukdqkkG2I/6ZV2nZpfdZJ8kKgnd+mxwWeJCfDL68jLug8R"
    "x494n/HQEs/oWhkNz/s3fV6/kruC1WSWvAB71l8eQSSzHnp2H9GTrF/mazznGnKvlZANKReWxPoxVK+EPstGNFeJZ2kGH/A+KWbk"
    "F/GeRgW9vzyy6KzQvZxOC/hfHuXyYjHepn14w9uw9hWcxy4kcnCcElvJSmMRPMyE76yq5K4aT4rVEHMQ0ZlfZTNEmfQCK3mi26cy"
    "Wsm8mUNES7D30+K24eIm4ks8s0bc95dV+g6EBFGjmh8SJcd9V4nzqSuhL4p43brsUNtA38Q4RrNYs7eutmLEEyIO7/ZwKSMaf5wd"
    "xgd8FD+C80Fd8YnB2h+R51pYukeCgdipEbJRzuVuN5a4n6BXclm6ClsvTvI/I03kY5zea+RPxBYtcVZXcUIonkJ026KD/VxvU6z6"
    "47oOHpfDu02HRjdEgFtwsov0KsSLf5Jd7Bd4WysQea6ANJdWc0pWwX+17PczwV/QDzvgC6brc7A2F3P3hhDVuQgRTozTkeW6gHP+"
    "DaG9Kzkj5vi1OnKOrpT4PLbWS1I1xASi4xi5POcQr/pIaSSGoGBRjPV3XSXWh1WTqLiuD9eyo2760TAAW9OvchXpmLrMhCEhp+Pc"
    "lRDPr5WUE39tF1ZuNf79oDiMTIsE/1Dzxv4h62PE11jVI/wmMSRjeO/5+OxGaKGpiLtMb2US1946kYaz7m+1kEKehRiRw4t8/l59"
    "t0sZ1yFBTtlz5V2cAMuJZ+O6zaSXVb7lbR0jVcdzo+H7r8enDQl2O6JT040LtUmwg10a5mE3J0pJMTuoN+PPm6QGo4cDzJTUpzzd"
    "QsSgepJkZo2m+MS7QQfEaMFD1LBN8Y45zAnlY28NofdbvRfnZDu0XSv5ANL2ibSQ72FPj8IqD+LcaibfMUzP/RjsYhGe93F6TvOw"
    "QpuZlzSkgBvlNbmDOGgRnuS4n+k3i2uVVIdSUw+S2UfK2A1nfPYnyOTEfH0bXxulTwdPIELpCx22W0bC/u8i1ulffN90xC3t8DyL"
    "6f3XgPw8imsdDW0/CKvwfvADTscYnIG54uoQ9obmc+zUCHF6cnS6Dsddr5Ev9EGiEjULWssz0Po/QL/NwXXSiQ5fg8yhNqsbEIPk"
    "PngPB3yF3+E9ncV5GFcnzuMUU29xDJa58IftM1nkyYhDC+TjTjbF14nYSj20VtBAd0l9vU/HykO48mX6eFBDfsTPtMZnv4UN/RzX"
    "2omfycSp+Zh8YCshI83FsM0fkKdhEwbLRXK4noKntmz7uZzei7AXw2a9XebD5h52MeJKwBM2XVyPVeyzdBne9BKs6q9Y4+uhe0YE"
    "AaT0SkZVQ2E38tmFaxn6QYgS19j0J/Fqnxfru9rFiZhMSOE4eBpzqEH/QVTxjA6GFToDp+pT+HYnyDTOfFjv3wpc6zecnGtx/w9Z"
    "qz7LT+zYJKjx+hpmrtXxX8JuT5NP8a+ncDKXQnNswfu8Jl/A08nT5MR1MbtA2xLDxfrMwzg3y4lrAr0Nq2bo4qvhMayAXLaUCHZz"
    "PZ7wdzxxU+ifuWQA7y7mXZZ6vNFKnxnYgCdewpyVMdNZ5+85ZF4aCN/9Oax5E1kBqV+FHX1JH8XKL9SP9SF85TMpIpNBmDJQzCpq"
    "DjTlXZwP6sb8YgZkvTOu20hG/gd2mvwXq+j/zerW9N9xvM4Xc9LEaiIWeXRgx85DmhY8FpyLM2wTDkuwGwv0scTVOgVncS12zHh0"
    "N+sM6M3vYROMJ6ItrppONB3rmTMtka0Oxd8m9AwxdCirdRVE5AvrB9BGfSA3hsbzDd5plb4OD/IqmQW9uwqnbIJ+ox8E63CCZmHX"
    "crFmOZCsTySb1Z1yRv2NpKs4LHG7VwcJxPV2KCtTxgBxkIHZKmH57NC/Eu9Qg/FRnPm/48XVQaOIRyuZdcpgf12M3koM/lGYfSMJ"
    "dm9EWDX4Cbs/SQ1pbB3eobeMkIdx5g/n/dysrvUf27p34oxuKb2fpBXL8tl5h3sxFOtrcXRNuVNHqc3hVOrn+MrNgXV31mcG3fpQ"
    "arB24nBaR8q/5FrcsYcs189lBCKwTKzrSBnEPtErKNuVnMqIeayfKPNHP+ruYCfn1Tbid5Ea29w84u2XsffD8PFmE03VMCoekA3w"
    "AR2D7xyiZMSJyRwhjq1pIPWMVwc5Em3+fh7e9S2clO74eaumWbXQMpG9YL/6qnEy1Aluhr6fjrilt5wqzdlL3D5VeUz6FvbsH0t9"
    "xHrT4Od+oFvhBU1G3BmGzXgFUtgDnkoRswY232AcJK7Hvj089Cbs0bRqXT6e+wh2DZuHczixpysQDxpPZQ6rUIWQ3KqzeVG9XBbj"
    "56Ls0yol25XVB0/E6bdJurt0GHTEH7ij9dgeAT3/u6/BXO5xEOMel6CSM2Sb2A/hWOvPgL9xrKzE2buBqMFHS4j2oIgWr5zZ66GI"
    "aw8wiqr0GHhXSyn96ByV1JSpq9DWT3VIFJNfN5TqII4TETbGn6nKf3PsF66HrbU47N+m9BXzoCVyGUMVw9qVcZrBWLKtf/QMWSP3"
    "yiRoyLF6QTBUr4dVNIyl42QK1sW4Ss+DpdnNTqkFePtd6ipmFzMXYP3bTmdWpPIqDiHasQt1krhnnl/J89OLCMzlXIeekDDz7t+T"
    "As+8mctI72gxjrEdzP5U0nK6jq+r8S6GidgCOvsYeUOexjr+Sc6obZCw0fIYZ2EO/jpcDv2XZUZeliyuQjmzcGUa9kxjMU1GI6dJ"
    "1McXhhjUCde9W/um3QjbcHVQJzB8+SFalLjlELQdmxk89D6ZWK8Y9VeCE2wF5DEzP2cFJHUl7EMO9PE62NHl+MoEwzTFMw0W81vL"
    "uFPF7AzZgP/vJdJ3ATRthD0Ex8q3HjXmZWjDTex2L4EuuEsK2RthrPM2IbQKV56Ps2aZ8SbB7TjHp8Ni2l72YQ01yjmtxrKHVaS2"
    "uHcpuRBi7Cotoc6wjLrphI7Q8ONkjBiGYC0ZDo9kBXGTu8ur+Fs/eDG7obun6uv6GbTmyOB9fQef/Ary0xWfOwDt/7cYM+EfREh4"
    "SbvIR/qa/IPffXDVn/QlnLgboHP2qPXtp+uL5FzsQo4Z67vaoJOJrexiDjcjUIj9nw4L9qRcDj9kDzk+bIr7A7z7OLFJhApN9rfF"
    "fbdLJz8xV1t6kWnSnRPLSVew5hBnbXSglPidi/HMJnyn/h69EE+0m2vXj715C3UUPArr8Yx4prBk9mkwvdMJ+OxH0MzN5FuZL99B"
    "V3+vi7DXo5hDiTPbVAdrMBs/vY85QOvBH+zn2nIYx4b49UJYSkMm3ENmyKVYx/vld+L6fsNOLZcDvZK97A77v8R3zfyBf91I3yrH"
    "c9H3Y575RazCjfCpDenYmC5/R6S6QvOlp9wl+/jpJBaseQrWlbsIT3m72Gl3fkd2aio+GyteSXyEb3wXuE1GVBIrpJj3q0x1Rzke"
    "Uzfz5fKzcZyWCHu97TPZ8P0PY79rmJ6cs5qmWQxbytCIDZ32TM4qWE6gEh6d5TCWYB3aSDZn7nLx33CxvMQ+f8IjRJgLsXbYklrL"
    "MAJrEZP5GjHbXJtcLqXs762ADM3Cjm9BzDcb2mcRvbfv4TdZbcSk5UTudAnvFuX+m8d0g0yBrFYwDt4O33YPrl3EPpSJ+ERLz3R7"
    "Am38EWQey9ZnWWGDzcB3NxLD0PpE78J3/8G5qM/ZsWdgeXezj0HgLVyNd1sKH9gQ26fjLI6TnfDhVsKD2Mdejq/wprsRJ/4Kr9Yq"
    "PZP1F3h2TdjxMpjIkFYbLKV23QRp36CFrO5EqHNCrPK8RRaR29gz5pD7DrB3wGLRTMZOe/DGr+HThqf5Mt5yEXkMoj4XepBr+Thx"
    "+dJNWLlWMgF2ehOeolDvxd/+gL3ZQl7ZuPesKiHDjX1V0So/nVJ8L/W9FxzylYdMItFap+149sEdT+8my6OsJJErMrwfbxLSXDfC"
    "Cs8mjvfH0l5+018R4fSQB/UxScgAKZTu8Ahb054vSFQE2xN/JKrO3U7SCTKLvXOGnX2dLKLXZPwlVU/sjIGEDhXLiL4LnfgBMfPu"
    "wX4fG9hEpb3dw/4tzXJ/iKi2kt2IDqmunHn1CjxtqetdT7wvP8BSXwGdXw/R4gV4npzgS8RwhgxhTOvGc99RTpJtuFJneQT+1wzE"
    "mSNxhn7HSl0lxgjYUY6Xp3RENUwthZC1dDV+pOcZy2VT8s+SuyWeYvVI5jFK+fRHS2nKn8xjxdtqVG9jh9Zo1czcPeQcsQjaUHOF"
    "LEF71WZLbpCqcRZK/Zz4d+JsVhYZdDaQSyGeQrPt5FGgXY62BF77bm9HyvVBWamO3SsH56eb/AxJnoRotBBntwu7e1+BlS5n9Tbs"
    "OU7tHW7HNZfh65N5MnvLZYh6NkDeBhLH+QHmEYsP8eyaHtK9XIusbj3IAbAfK5nPDH4NzuosUsNoT5NfYMGvwRleQxy5WfhehLtu"
    "HbCu1+NF9sGUcMopAkvg+MDLmFkqJmpKqfwBHdidp80YbH7Fk+XAekyvxleeBkm+VaxDeA6ufrNYL/NOaJnqWHXbyNHQKh3Fcjdh"
    "Wh/Tr7uZH3JazjE2zCOzTQj66zJJ0MJENIkV4bylu4jQZXj7YfxUIeS6DCc2Qv7P4kPYYu+SnJS3tYGT3XGPL+qYAfqSP8uqgLWk"
    "h/ylBViFo7EaW+Gn/Ka/IbaxCHwhP+fyby7KCqQrJ8+PYs6ti8zD1cyv3o4rPe7xVyNc8wR2Oolo6mpP5ZwRND/VPKt24r5zmDyr"
    "e2WhfiAt5bS0c/UkSP+X0NXdsK5ZkHQl1kMRrIKb9t3Feoyb7YySQVEpd24eMk2qY2EqZHezstf3LHG4RJXwkWpLJmchE0S2CqQG"
    "cWgM8+cceQNPYfmRK/GuT8F+DoGn96O+qT9Dut/DHm2DT7cXemNKmnXOLIX/PxzewJ+QpjZyg1wXfJYwrOClcgZxGhJE6XDTf65+"
    "eLy4CPZn3y198ETcJE5Xl6fqt1FOcyd7K5pKpc/LJplhzSfL5rT9d3qK3EyO9Hx2jITUUPz2sz+tAWsaB2djzdMbJM4WGFKNoc6U"
    "00sKU/42wx+fqyMSf+LaneG5PqYP1lyQeI05hZfEkDbKPIq4xV61WNN2OCkWQybo3cfpmz5I1JYOnBeKMlr6lewJpnOsM/8cHyOF"
    "fO/PT1h3ixqtX9F6uF2WvMRHUXGtrg9lGKsCln9O+ElCNwNiaPD5ZIA0bK2VOHF7pYI5/RZ+qt2xS/XntLOIm2edC2m4DXpzBbyo"
    "SURq/QZPvkYtr2+4QHnkBbPc4Xy1LNFI2eLnQOOcuXV9V25u19VlMpk3WUpspp+hR3thVRbj05ZPHcjK4n68qcO/NbtxG2zSH7BJ"
    "Vp1+Uv8OPpCTcUZHQ9Nch1N6IazeDn0D2nGXLgomQaIN46qMP5tNX/IscrxZ9PBvfNKxzO0nHq6I1cTLmXcJ+SmUU8VF1dfzfH3N"
    "idCq+wKK/VxjTKfj3cP0baNklLQOadfjGOKKl2K1DU1yN7VYiP5InPkn2xvrHgxBSkZhPaZDbxWxA30rfHmTkIXVoPAZp/Cl1NFh"
    "WsBcdqnas8+QbyBn7+t9sPLFxBWrQ1Sl0divr8iK2gwRmvWWnyH3wwo94fHgk78ayqHoFgWso4WZQzCraXGHdRh0gfaq8P31LbAn"
    "xppR7vN4ybmII3wX3EHu9jB7MYx3xuXtuonDnu/Ejs4+iEfzicvxkdgcegHxaMbr/UED1qVvxj4WQCreg5f/KX6m6qvtZu3hZpyI"
    "9bCZadD1X8G6XigXQQpryklBBvt5asH7+hsyZOxlv+hBFJDwIb3yyqxJVXWZhxD/bNdfif2UjYjjD8TaEryHuNNhP/b1aNhhX20x"
    "m2Cz2c2Zl3bV8ppEGKzBtR0iiVRdL4seiXXv9IG8homWNh8yVA/+ydVyCU7jXOjGXuyVO42eVyafrwH7h/JpTTuJsZCV8VoViABa"
    "SgmZtMrVIRtUcOLV1eiizBObTnyMGa4iYkDnc2ok4TPUUWZMLE/Vl/kMFw24uVGXNdzInR8ijtWhhCgVZgGtarqb/eqd8Ma3yxPB"
    "cn1cJ8oo2NPG8GyXw2P+U+smarGOHoZ3n/SVy4nLYzPRM3DfebS2O/AOxTg9reR8srxdxaxFjP1aMVoGqwru8HNFjagzy/3MW4Wf"
    "YNuDvfoFfpnhTZTirNUln/PxlDzLL8WliFM0yzkTnInPV92lMw0/2V8+0seCTOidVvIT5422aIjs8jF2rFleweoYncXpnTrSWpKY"
    "zuKno52U3Iyfn6t3ICKJsKJXpN31Q0Rxr8iTch92f6bX7dalsdWj+Fc3ZxQ+xMaekcJWjUCuXkW8MBXXPxYnZTtka6J8jK+ugFyZ"
    "xPSSNT6SeVY/leOwF9fjvbYT/6mCuIQ2x7IWsrCF03mGFGK4OoPw2cXYHUMuyMF5jWm3oJvWrfGZTsAqDsW5G6svY99LE9a3Z3Fo"
    "Q9xjJGXc6v6dOcXxHT5bK6glVnFOp19fSx6T7ewtzEcsHdJjsIK5rFqux++dmvSlRTS1CmnMebaC9j9KrKPgeFZK0mipAzxhMiLY"
    "6ns0RC4nZpiyJ7WUHsHX0B+WS28t5hmtgL3ch3ggg/M7rWQOvpOOE7eLMciRYpxLcXbmOGbUHOYwbsVP79b3jWcYmr4e/D/TqKfC"
    "59mvxvm6mTqllD2vytyAMQxYnNeZ2cdlRNu6BF+9SKb5aSGl7s32GAQO2WGKHo3dayenylSs6DjpIL/rM3oPfN192id4hShY14rN"
    "oO7DPW3KcQl2qrc8wDnbcmiY9vhOkdQX4z6ug5XaRjzGAbSYpcwDWTayFnxC6xGxuffNkIAj4UNOhMwaRt5ORFxdxWzeCTIe3nWh"
    "7qbeMlt8srgu5EL6PWFqDYex1Zj5zCSPZz0/KVpITM0oe6hGiOGVWu/5QuipzZDERbjyPzrKsG8hZ9thQXfBr5wOfZCNtwzjpMzB"
    "T6yETdwqz0D6egY1IHvDtENgCKI36GCs+TJ9Gu+TLjXxtT9w3Wn4Cas4L9BHdCx89XL6FA55a5g4xPh83ydS9RS95fDnEs1XmRFR"
    "H9Mm/ARvhB1s5utswErnkq/8OHbqHZyHTMrmUqzaj1jTJ/D+f0PTWL9fh2AZvMUou6SsR/UGngTrrjqRsl11bLZPyz3SUoIetvVi"
    "XiWOd8KwU3KI4XM8K8Q59GPWc0eaeixL/Q/kMPUYS5WHdNC0952Co+m9HI8rzjU/CB763dKX8cihvAdC+T6O8dlo6KEP9HKc/3WQ"
    "rAaM9W6Hv/I7MUDL2WFYxk6SDmKogdlY2yaSnDBqKUl/LZs5hKpjpiLmVNtiXSqoXc5mJi6bHtouxEX92M9jnBJtsI55jAyy6esc"
    "ym1sWAYbIXUF+GptZjisG6Up+8Gt/34/LEAh2dE+kk3soLQcXw2xDpnToHucnuovTp5sOnuDmg/VA9ZoKqTwS+2b9ivOVkv5Re7Q"
    "T6Epe3v0y5jnaKrkuShnX43jmC/gmsdh1yw+KdWD1dIixjoH+6syOY2pqbyI41yu4PzXr8xqlGKVjpbD8dR7iN9qNeHt8qTmp70J"
    "/Xw3dN42WMr3ERteDXkzhNqmUsIcV4IWpgJXXM0e4rjv6ThM0phXjXPSdpbMlGvkXOmAJ1omMxPtsNM/JJrLQ/Kezggul/fxBl/D"
    "e78LUvkdfOaHoZ22w3eyea8KVvij1LlnEsk/zArWdPhlNj27B2sYpeeTRy9WyRWW7PAy32wfVuFMGStNgk1qDMhLtDjxi76KU3um"
    "TCcj6H7sQgdZAk1xiQznjMAsWEpXg27tcTkj9IIq6ZVUzYCXZE07ShyCTREnBGKQn4Pzzwcr+e7Xdv1F/uCZNJTSUuZMBjEjsFjn"
    "yzGInnbZLAqkt6fE+PcCj5T3n6jvzsMw7NY8WMwIK7d9OQ18Ofl2HGdQBL6sRdwrfQdPqWfki7DCFoc0moW6lFbAbO2bkI8iTg2M"
    "kWnQTsZ7cjqz65fD/tQjw0qWtgos57+A++EwQCqYlRnv87UniOXYDmKIxunzhplbyiL2TlUaNkS24UZ4jyHitKnrq9zGimGRXigX"
    "s8ZRSB6hAkbfH2lH2MK+eM7v4X/cKi/JouBinPAWnpUx4ZHPY+zhM+bJa6AH28PLuFvmI+a9h1M3q/RB/Rg2PkK+7AS7B7ZwdruI"
    "ub/VeLe6kKu6xNjdhPvuxCrNh8bIgxX9TEbCv1qgX+Br/XSJGKtLU1mOGDCX2PLlsFU/IVYZhKscg9hsLHTTZFzdtPYjnBQvwBkw"
    "jM5NOG2/Y3W3sg7cC+s1gP7ChTbbAE/pb9zDUGXmwntbh/+fCq+gDt7mZu6Ny9S6HMtq6tZk16KmUBHV46l3wtm/Q06n/3Q1fD3r"
    "mEsnYqz1ap8Ny32Ac//WPWVovv9mJ7Jp9UJqqXskShRo63cxjWicFxOwWoaa9gH8u+ehKfdjvSdRz3cji00H4pmWeASA2tLJ1+cs"
    "u+G69ywqKFeX78nHntaENHxDFlKbIfkQ69oMtsEqusa/dba+gCfYQg4P4w3MIauEvf90VjnekXc5y2FY5cZCn0ixVGd5xOsK4hHG"
    "mU8xXJg464OVsBHb9V2siE3X5snT8Fs7wJdYoSdo1Wf7OmYjTNab4rya3+eQZNYTidTmV60CZTZnOS3wvdCIjuvsYnH1sgyubRta"
    "oxXMNFh+wSr45ezmgP8m1p3QWRKeMa2rxD1yQiXRYLLUctr/4GebGXsaJxHTccotX7sROsbwT9aoZZTPE6sKzeD5sjfK83Xui/Hk"
    "W9X1QxT6CdWm5Ok9QYznfAhRVcpg/WJEOC7wldEwJ82Hw3oHnEKNUrdFWCM7ShzmZhf22iTPfFTTPItZA6LJJchcG3jO2UBcpjXq"
    "uVLtfW1awfipSvzsrUjg0Q06eC/BkMC34bnOx1tap9o50PSP403n/n+dfXeclFUSbX1ERYwERXARRAUxg6Ig5oTrGlBERQxgXAOs"
    "Lq5rWGUVdXUNGN6ac1hRBAxgQIkSJMwQhjQMwzCJybGnc9c7de7tBvfZ88fDn8rM9Hzh3rpVp9Ip6DrXi9fF759lHdtLyOe9skVk"
    "rHtngLyHTxwK2f2ClaHW2XSW2EyLqz0fosVz3ZyOFuxRDnwggbdks/NukS/kevzuyTgNx+Ds/94f424/5ne+b3k7kYo2VlVzq8wB"
    "bn1O39EpkKoJepHa+xXqlWJxZOPlqKaW+1QqmJu9XCqJaZuYhW0h13cLLVM2bzfiY8kJVr3soO9nXfpXM87awJh3IzSFeeJ9OEGs"
    "u58p57TL4RLx2b0Ez9gaeCCNZHcyriljGK6CPmxhX3j6Tye/a8dSYlqblNyEXU2QC+IyPIGxauzJfsDsOH48NOxnxHdTgfePJeY7"
    "R/4if8X3HJdkgva9UO+hdLsq2U7QiNZZvqe4ShSriAt7boc/y05iUBcLvhzWw/E8Dt+tHmr5blEmm5fk+kde9/ksxar9A3ebJG9i"
    "TyfAn/sjJHAEdO13OEPz9CPvoY4ktujLeSUp3w/hKsj3zDCdGQoJ7cZDmiBb10Df09XJV9Tt6ulKxws6edkqZq51F5e363GJex7E"
    "uO9/CdHTqeAqJ9lB21HU85imND13sBf8r33EuOZ/hLYp1Ddkvo7VRdBVhuMdV2i3DMNuBbFVB/lFv4N/p5Ddk7BuORqBfbWqkbvx"
    "E4tNTsL34pDuqfBsf9Z1wG+H4Bxt9wy21b7/qKtnHs7GaFTtOxpuJVeAYwGspVd8lvSEDbwDtqGRLNqGu57Ae91MzHQz2XUSvm8k"
    "7Lmrd0DjNgAnbGNl2njY+M14v22cs92D1Svm8dWx6sGw2XGwX9nlujVfM5tUtYNGG2+zMNWmvSzDilk32Ao9Kqik3N4lrt94G3sp"
    "Y57rdCBZVPYjenKdE5XUe3Hm3reo4846j3GtdrKDJ+tkP0Wsk+euSrL/3rgiftAvpI5/My6JWrxnKee5W7dhA+sn55OHpYFoYZr0"
    "g81oI8v0GWCkb+DzjJcX4fOOkDbBYpw2mz/emxOsN7L71SohzpBOvHuS883SnKYpWgxtldm3kvvuutv6eT7UGBmodk03cvXxaY6c"
    "Atj9RuyWydyVwFPW3WTxWKu6fxT2vwDYwyromrDO5eyEKfGsKuWs3GyixrkCUttDLpX/YA1OgbbfB1b0CpmhL8J77yeztFNwonSS"
    "NOdyQt089E5SRnuzE3bJsqlWRfIt9jusrookqqP03zpDIuzsf0cWykxY3vM4saBC58rx9Oj3ZVXELKyf+Tfj4Y9bLLoWJ7EnTk0Z"
    "ENKPuPIYyZ4PPpyR7yKe/fb8VJO62VyuktVl71Oa5rW33Vijs1hrbUjtAjkBK2W1jPPZmxHyHcQmBS3MntQBiXwrET9vbhA7SVxP"
    "uVUgmTf/CzSiy5jFGatVnuVO2N9+WCWbtNORmZ1CvHmTf5JsvPsH+IhzujqjDSXEUE0AeQp5VNOBWdJmZknDkFljGx0KjD3fIpoy"
    "UH7SedJO2wcpfDcfmMLNzM1jnD3E/Lf1WveWqUBrw6BBRuMJe0q3wLK72etD6vVzZlQa6MvWMw/XyKlhb2hZ6nu5ETvwmvxXRwRd"
    "oe+7SR6wX8rnKNI2W+Rw5v9thvyFkF3LdlbqdnlXjDFpFk7Ur4xWxsgnajb9UE5QML+2gihpkBjL4AD2mlr1Tl/4e4d5zpeYn3OY"
    "zMx1aPZc785e7M81dzGApE7ViZCA4ZygZ9XkNqf1Hbkc2j8G7+Y7MujbDIb/sib5Jnhc5ve+DWw0XpboccFifVz3h0T/gE/aRL/D"
    "JcoJTh9KZ7y7IZcirFKR7t6b3EFc3F8k6aekpPc/5itNHJ9A3M8FCvvaoxM9c49l40OZychRdjO5KcSdZBEnDtreFMGnMH4/q/rO"
    "hcVaDt11L/YmqU/J3yWK53xbH9S28DtPti7rVLPUpobI+ZxzdRZ8j4pgGvaghZzolr8x5toN8KmrOAlkVz7uInHcnB2Aymbz7L1F"
    "uXSTkn9iftF67bbohXjOxcDoi7FWt8nPciDW9wl5jNWngyU9dUw9l0zKfz1cHF+AeZwJxru2QmfEf5MhdPffk1MWoUFlHqSiBncN"
    "gGStKnirzsQqLPIzOAoY24p7vXw6LWZ2z6jRxwGUDLoOB9SwW9um4iXIVp7yzEXKGLJ5YJ1ggY+VY/FEU+Q1PNuBeI5l+iW02SHB"
    "V7oH1qMZ+5ALHVQIHVkEz3g9NMhaSJrlwWdJHb3BJKQvV9MVoQk/8XSof9Ii7MV2vOVx4mqv6jnt5jqpJwfnWI9Py71fl6Q33KLV"
    "wZupEh0NXGJsRQfIfXiyZ/WwIJzKE6ur28QaE+sJNM8tR403PAxUZ/0hNn23nrPWi7CWO5lLmkeGZ9e5/J7nm7ATMNPjmYifpFun"
    "xopwGmTvOfKyutWK+rrLCBBXXSs5I5sWeZjUklt2DNHNOUAbvzCWGfdzQl2M235nL88cme1qJfBHNkCyjgTiKIAETMUeLNFHdaLH"
    "l7HfcJM51tmor8wyRHUqa5TdjOESZm4jnLxWrStgtU+mdrIu+ex5WtMpbSSXGOMvYigkwiu21h8cpo217OgFYjrtVc4AL9YnxSpn"
    "bL5HPT+xnN7fBDIk2p996c//70wYi9H0oE2Ls566yrMEDmNtbx3jwGmumjJiFxdpaPTVs2YL+nKVxwBvZJ+lHaeOch55jHj2CnLu"
    "OTQXhsU9w/eHu+mkMU5NSuprwLgf4N+L5R09U26QQ2GtJ7E64wQfsW3hVXL1ctYK/ZFdb67qP8JrG2Z2vCMnczJVFTt47clNy1ud"
    "ehJYqZj55NMYvzXLZtyVdf/PdOJdHOLn6z04B1uAo1fDo4zrdToXq9NJ7giy79x50MubgaffgFU+Dr6XMU+cJdNZbeJ0y1HsQHCR"
    "2TArSPdh/Hp3DWc8tdVEIKX0k23W9B/Fqjqs5/E6oJd2Ylnk0ayYGSANxJFbySGwXD+DpFdwjbsD3R0tji9zK7tEk+zWtShMCXfC"
    "as5K/7/m4BqPiGXnytlPZlU+eVJDO3ioJL2vE/VdyO3F1YSHsI41rIe0517LWGdKb8GeLceTdJN1YkzH12P/Z+h0IO5ZQInb2K96"
    "pRRB+sZBwt+H/lROkqvjhLZm+vwp1guE9DlxPKEHsk/c9M1tlME42RiqW8mjjxWHk+L0ohqpqSK6Cmt4spwtNmU9X2djT/8o/4A3"
    "NheI5Tk8Xw/f7bWPOEZS41A/F+jiZcjZHNmkR8h7sMfGjfYdtGw7mah3AeGEOW39dMaF2koVpzVugT+x2XOamYQuoWxbHDHRinaJ"
    "sb4ppFNYu2QcHWFmcorhI56F81ZAvs2PoMdmYG37B4u0v+5JptkD/bQiV/HWhn1h2Xfbam92slepDTsYtuCJrb7yXqzMaUSLKeIT"
    "xyDn5jGP55ls8lH1hJ8CYLrBpLfaT11xCMAYRAPY9dOkD07QI/j6G6zwBHgyc6BFDHeMkgZfyx3TVGbmY8RXnrhTHNa9Of3YvYF5"
    "UEuAMEcBpRgj9gasehG8+Q5Yl4tlGmNPYSDgd2iB6xg9yAfK+wK795I+BYu4VIwtYWTwKtYsR+JkdnRMg+XQTsOAmDpAVq+WUbj2"
    "VZDUk6QtveqtQFyL9L/yCbROLmfkhYAexssCYF5j3/kBXslK+Fy9JCF9sa42j/BheRJrfIS8Bdu6HAjqSqzSUNk7+AFIuVI+1xuY"
    "tXN6w8XH0/oqxf7EkOeR/0a2syrM4kLbWV+XbU+TZE2I0dI2Uu7bysOQ83JGnC1iPpCM7VZF+ZKvHbQ/+4o72XHvdzutVaYfY3Vr"
    "2SkUpj/1KpDxBF+xaCf0Bs8M5xjSW1gfqJk6Wvff7uJk3HLrg+RNiTEmb33lFuMdhDN3nIyEtbPpvu2hV58Aonkfd8EzwZ/M51mw"
    "mQfGVXQlVuwIyMNGNeyX8vPamzzLwhriuUAGY72qiKKtQ3oJsxxva+egBmdpOxmNbcLGWuziM3ifDezXSvl4b4i1bx19BdLZv4mL"
    "tv3NV7Mhd12x01WwRbn45L3SA1qvDG+Xpx+IdXUY5+kQ+UgXYv02yq/whbPHD7L/5H49FWtnUUdjznwD99lhVQXyAvay6XcmMq+B"
    "Z9ZIbeIqXc/ytQ81nqXIqldKfT/SZn0IX22m/1RL2YgwF+F6WhxT5Ha9Rrb4GTMp76Ol2N2WjrlGfc+E2/PDiU9sYpXFKvK0Rt6A"
    "blmt7YKPIbsv4OxWM77nup8O58TmCjJ0LwA6/lE/0E/wu01AdadIhzbfYJ8H0LrH1PFtRmkNaplv+Vsr1iy7H+ywuFmLU3djJjfm"
    "2MVA9+v1OazPceSquwRSuA5WzLSE4b1qHUGemTjjgL/qX6WEnEQxeFIp6IpBRPMbcc4KgeeXsmouzTCjfM8qeFiuxv73q+2zsxv/"
    "hPVwrHXHcpJiyk+26yYxHy806d3h2WaMb3KA9MTZXwZpqYD/WQTJXwVZHQTk/KAYjkr4aJXj60rpeuY3O3BHSj0b3wXMvMdZj5nd"
    "mmXnvw57TWG7fRCefwQxkrGLt0BOK7ytSuF5E6wjSPh88f54ij3kBGiPTqxhb2I/u9kUxwa2H6NWUUayGjk55UdIqs3UmCQnwka8"
    "IXaNHJ0PHHmgfKgPQ7esx350gd4dJu30qsD6eg4j89Rpcgn77xwjmvP4u8spnjMy4XPBm6kfcnUV2TrGwY71g/9VoI2s7VhJbyjN"
    "WZfg/ysgz64zwfIG3cRFuOt1Px8jP1QqOZfPfNjz2ENuHaymTUYyPjRUptEatuAtrmOW50T85j1yjrj+0hpyiBYT90Zb5TFbg7sX"
    "q/UsvkU9Us8pC8vwT/bIXAwoLun76hJ8R/U2ZTk0woM4PYbqB0Lf7ISNnSAz9E2sjHX2Gv6xDkTL4GyDFa1jjj/d3WCsjyfxBBkT"
    "QAVsTy0QrGNzqVXHp7yNkbpyTnqzp76EGZ06rMXHUkP2+nuZPUnQ4whzXR+mJ/Et8OIavNd2yOc32OnPIQm/QIfY1JvEbzwDZ6ds"
    "xd7GaV+O99tPrP7eLPpG9kHl6ffBjXIpkMMH0AyzYd2Xp2p1qj4QvOmntjTjjTf5rGAdzkcu/p+dwXFYsJcs1Pvg/RoHYRc811ew"
    "7f3IKtBVjLuyxU+ZSzCrbaisq88zNvq8q6t2a8YKZv9JAT0S68cwbVfEnIfjsQj5/gA3Kfw1zhAMkT8wCd28XGeK4YQT+U4J9j7V"
    "MOLpJt51YP3h+1JLJpxC2LXNsKBxZjW2eWbb9fDOa3XXTMOkpjLTLw0LuMr3DuzlcBXdbcTxSh7wu5VXSeLh6WR7qSQz41VifZmH"
    "wIpMwPOnMvG3dG34GbzD6dLCdWz2z78dq3AJPcfsPykFTtyoFwAnPCEHyNfQ70v1/+AEWYalM6WtGZ+fye6lekjhKlyhM9CGZmLU"
    "5eq6FIyj5Rs5Xh7Qf+CzD+vfYPUulqU4c/tJhD1wIU68Mk+wDbnc1mOftrDrJYFVtYkAEfb/R5jp7iAxP2M8yYyk3fFysR7mcuKz"
    "Jno2eUSNa2lXyjm/7CMykbhs+Ta9UczGPq1vt2Ibx8hg/MYNePu7cHXjPt0hj+GOZ8rH8jrrcY1LeDn++T4wtpN3Ya0LcZXv9UNq"
    "++XQNZsg0VZPNFJsuu/ZEvc60UVL4+xWT6nuxiefnvDrOtlulNNlI/39EGes7AlvvROjutZD2kkKGVuLM2NQr38Rd/rCuoL9GNX6"
    "uZ9+16ytsTa8yA4Vl0dvw2lHpk1+xnPbTOVczSUj9CbszCqdiJ+vgl6ZpBdC59UBqYf4FjvZ+fiAHCyuw6uBONQhogTQn73rCvgE"
    "ldCN98MvKIFMRdihOhandIj0llJ/3pPUsSmPb9L9P1WZ/h/jWbmXK5kN7xRCimN8730lrbWrfAQn6Tvkxnor66o+yrS1bq8IO65b"
    "WMFhLMJ1fK8dRCnp7GSEsjaZOZU61u8nuAKuDqUH9ZnJVvbujkasxddiGS5jolyH1Ta0vgFys5mc9q+z+6SdDJTZ2OsDZJIsaaWi"
    "oxeudKjUE6VY7uc7SMU9RDB9sEcluPY0YKLh1okO/fgHWIc/Yp0rfL1jO3gHQs83qXewviHkGfkdJ5zpi/N4nxpgmTJYlwXshmoi"
    "E7Tpk8sle5Wo6cJz2TudyHhJburHNsbT6iGfxurRlnxjb+NpqzOzC11E1M3sdu+bA79gA71Xq/MqhNyOgTa8PBgItNpEq2lTVFaz"
    "Qme9vgltUEQssV7/CUkZAQyxCLgnX/+F37VIuNXaDWI9wgBgvv3JlVUNqxfGWbZpl4bYe0uEDMNRfRorl112ImT3s7knbXlW46y7"
    "Hi/1reDEHpkapmOYHWtDW2O6t4hVGtdRyxre/J51F2HaRltBm3rZn9y4FmneQi7dn3Q8TudkaJFVsDhfq+HAPeUmvEkD7VQCFj9E"
    "5OXQ9na9VtpjvWwSdQQ/20vi5IC3HpP9ueP7sMpkVxez+n5Dk+C9iUmtmusMWokW9rUskGdlHLzElToLFmCFLgKOSAKdZM9WnCSG"
    "btcamxQ0WDfW1OdAFt7yccQo1/YQH9l18bge0pZ6dyb2ajF+fwLusw6e5jys/CCpY+Y8DmTSwPfc7Hnus9Vs/1Nfg1w9LJdoU+o7"
    "eMxt5HkpxltOaaV+p0nTTDx1GfZa0xnnYadWya3SLpiiF2t+6hl9Q19lNWIunngKbNFCdqPaHp7ICWLW2Wq5hxXMR5hsvwK9sxkS"
    "cbj8LKtSE3W5zAyGySN4yrk4z4vlKrlb30oNFetE70w+6K30x6yvoZr7UETJTaljL++H9TsIZ2q4nxC8a+JkzwwijPHUmzX4gWj3"
    "C+yJMYCswT+/QGevYPzgMXHz3g4Sk5CIn6kW9fra1uMc1um/Aq0dpSwlySYRJ69yDXfDLGQV71WhLpZ/krj8ew2RTow4SdlLNlbs"
    "FPWinU5Q66ZXzk1bmyBzIDG5QBDG4zYd2MqmrgyCDt4B+zUfWjDp42sWdQ7zzc13eVNXi8V1qnH16WTGPVzsLV/GeZnNCc4XwPvf"
    "Louhu1ZC45Trl9Bta4nF1uiHemCwAp85Uo7DznVmnUGL55kv8Fzrk3HSlnCqtHFfPIsrHQN73h246QicuX0hC90lzgl5DWRUO1oS"
    "tOYhX3MfY+RpkI+Z9pRaeiHlfIfDON8zCeTzINb0K3gjp8lU7FUOcNcmPTlYjP/PYx19I6PjVpFpPBmlPlcxDEh3CZ70bzhv44A6"
    "5uvzOCsv4wzdSg+lEasdJR9L0kco3S7nQw9dIimf/0qwv84sbHa0YdyGF3JCi3Wv1OJ0rNe55IrdA7q5P5CWdScUAmnk4ZQugRY4"
    "Gp/uL/vBmx0s9vS/EvOcCmtlTBAp6R68YJUNeKvXZJLeDZ28Ua/FXd3kI80wgoWpYdsz6mPZr3H4e19O2iyD3bLc7rNym9TQVq1j"
    "Z0QZq07WYBeyv897soOTFYynry+r6CyDaFOoKlhTYzJWCj1WzOnDtdiNAvIAHY53CaljuTyRMyrCtFZpjZjcraLCetsm4QpFFj1i"
    "rq+UzHgVnOATYeXKiazaPYI2Ngq/z0U0HsBnGui1bPK1+R3xuYE4DzWZftL0nWzSjeUG13nclbbgUejEKP0v9TgxzRmX8NGcZkhy"
    "XJ0XWkdf0OmNSs7QvlVKaLHIH0bJmQepfYS+d5jMy7bONlltI9ZlL5yJa/GzNmRomo6vDmLe1ObSWLex65V0HdVmG8twYi6U9mQ3"
    "M8u0h89BGUdyIP3I+RBljXOtjsYJnihhxhryoCVuhgaw7Fpb4M/12H87AxbpfhE47WjZzhrzn8il0VO+lIegx62b2t3HfOwzWQGZ"
    "g1OzSm2qkdNZxkyx3WvfI9gL18IqHKsO2Mb1voAsZSnO3azD56tYEVfHKgTH0H8ZTudteKYy6oIGaD3rpWjUj9kR57DYdcx+WmTm"
    "CHbTZLdMaQvbVnafHGze12RIZgmkpQa65xE5Syy2JNB7n+qj0KS1kOSF8Pe/go/QTd7FGs+VO6HjKqmJarGWNrHgGeiL9TqZPeO3"
    "snbY1bI1qetWbfGcEZOlljqjD2eaWP1jDdY3TptnDGn50Mi1xCEtZFht8z9+sKtctEqrJ3XPYKyMhE1ZhbV5XN7BCpQzkxaCfk9w"
    "grrde4NnhLevNuoDejd2aAzuvgp+3SE4A98BH/SVH6n/5pH5/FsgxFOhOzvDx6nC8/2EPc6jhBvTfgU5Vc5lv0AVZGRvnH32okOD"
    "1QFPVmEvS3Hqe0vSV+U6/6PJzwCPeF66vlLDOrGw/gfX3IgVvBp6rps8qWV4j6uxmsvw8yvlW+zfxzgrZ8o1Yj3Mf8Gq5MBWfqU3"
    "44L/keLUiOBXvVj+lHoOnjWeIxgkK4EQnmd/bQOsnc1vyOcUvZtkA/brCpyA43CmroGu/QU+61Ls5MPwjkux9olMX75jl3dVDRcE"
    "xjn0Ps7G01iN5ZyJPEabg7t1LPSSTXdfDyvxom6DBVmK3XxMLwlcJclBu/WLJjK6M5u/nauz5Fm9TcaIzdH9CfvcAB09lZNZi7iL"
    "9cSYrpZ0Du5rVfmwbfCHz8Rbf451nMMegp/JkHKdHEn2mThs4xYiXKvlbeI5M0wQZRTaNPD9tEaqV8MyfcqujU241lR5RsynbSDC"
    "CflIdQ3j7dvo4zTptzJD75O5eIPzyCMleJ7tWikzoUMHWPUC9G+BLgMi+Uy/16n6f+SYwGa/nwM0mENJaPYTDS1fYpw3P4tj3InT"
    "Tm+m52q1YgVY4TJcrRqnMZezPbvJXJznbmJYsYW7116Mz287M7zGzGVr35k1TC6v5mpAXJarWKvZhxviFK/P8beV0Lpf4aTNxnn4"
    "Fe9/u9wMO5yjNnPoCezuvzNcGd0lPTGiAig+SjyZ8NO1wsDMq7Uz/acKovQ7pNRj9hLocDep1pDn+5D/q6E3IYVAadbX2lee0s9+"
    "h5VVdst6Ovks43PEyB92B/2dk+HNbvV5mDrPRp7iZM4zgfyOYf3YApyHJTiro8Smjbn5Wo20dddSa7lKH+tmKWRv4lCsxg52+8Ww"
    "ey/BF3R1K2bBjKkphCuad7cUvnR2uV4PDVrOmpY8fSwwi7JDT5Dl+omf65SgJxL2UZMUp0yXQd8HkJD+sERWJ7FdrWLpeviq1n0f"
    "Y+3XaHJZNPGcbuUUxlfVYvc2y8/y2B3IHNguqPcZljhx26HsabPd+5d84XF63McmLQo0iMwqjiE/zi4/Y6Cqh/dhWZRiXU8P3Wll"
    "QzNpFs1VWFXrll7FSNQMyHExdNcf5ANo942w9/tAf40Wmw2+XXuQ28q6jK0n42do7Ihn7HQ5EvPzG3HGnEStw29VkZuyiV0u8OlS"
    "pdBnHwDr7SNdZaC8Bcz7EJDpErFqeKvyMtZ3k2ib1NOFNTHNwE+Wj+wgx4r1LR4LW14MDytF296c4dbK97VCKdZAruXce1cF25WV"
    "2Q6/dCYa/F9saXV5JUBCY2WUGFPEZ0SOFTzd50t3mQXtsJgdOjmwV5ZxmQ/Nudy4KKDp38bPBsubmgiMx/0r7HE0VQDZifndSVdN"
    "3sVqvewx4t27iDvJLgypWIkUGVxM1vfxXQrbsW4mW/fA/1iA9Z+HU1RDvhWbQ5hLjn3HBJryc4KbNM2CGMdOFWu6Hibhp57FW9Hx"
    "AVZ/T9yhiRLaU6yP1LrrclqpXDwuM3EsXXfrctM2b3E+Vmk/yHFbWcie6q7SX66WGeTP3EGfS4mp34a93YeziXZiL67y9f2m//J9"
    "v1GolSiO9d4Y11EDeRTqYY8aGev6Rn5R+c20ZPf0pzMHvBZ3v95nJmKcExtjTtLmVZ0hT4hNTH1Ur4CNmcIItc26Pg6YpIHo0nH1"
    "RH3Ws4R577WQeqvlmMlsmvXiNwGzG9dSCfM35mWeKilynVXgnNzqZxeE/VR5120Ta6VaK/saxKAjK6k52pJ5zPXmxNnLle13ugFt"
    "XC6n4PdeYr1bPp72n+wgWkuG1vvxnQ3wpk8H7lwAiRsqb+AdjsEa5OP/m/HWK3QRe5/m+txX2EuhY1OKs0vM7moRk43q6gGdHD1K"
    "tifz5W4U8zSH0Gcz/qUleggr+oZKLWW0ivxwrrKvip1QFln/gj7i+ebxk4FitX7p67zSpy2laYvUXa4Sy7AeKjbztI/8QNakmbo/"
    "3srqeV337S7elRQ765Q9UOmOEFe7UUucbLUgLi+aJC6u8nOPW+u8z37mSnlFs1KdpJzxAvNW/wxfNV+H0wpGuZcNeid5542H7hJY"
    "+9uhxU5gf3MZIwch6oTd18DVLijRxRHiJgLX7zbPqBrSbf0Z7cRN5U2wxn89JKCJUcJb8P2DqfuvFJsJbSxyEU6qreWUNof4y+EL"
    "xdlPsp9Y3vtGoKlaHSG5sEc/YZ3/pZafWob71PuZQCabpdTYSSK2m3G/s+U1SHAF4ylvAZM9L+/Der+Paz4qB+Nnxrpf6+c4buPK"
    "Gk5sZDZyra84Ok/GcdJmUmvZ9Z4+ScLJFLYuq/UpPG8utMXDarOytwEl3K55Ml1sntAOaNQSvOtJYrXHxjexWorwRk/ijvfISKLM"
    "DYxC/gxUY9rxTGhlQ6yHeKZkx1pape+krMPgMPgsxibQXiZCTnrLJzIsaGLu3jrwzUd/UJbRhtoMyyPFTbpJEoNFGClwLPMrgbw/"
    "033IEWOdZE8DOf8bOuVrNf9ZyFLbHjs5QawCcj0+11EeZ1yhUtP9XilK0XauRjZ9kEcm3yl45h1ATG9h59fqRPi8+8HeXaT1sA3j"
    "9ZPgfX1B74FW+FpXyO0Ze2Cxvt6ZiHEFJ907xv+djGqWswP6OZzXWu2k04H5ivUb3OkxORwexY9AJDaj+jsgzk1k9aqAZbMeysNx"
    "EpfjGtnj8fPUMIbFoh/G1ddAW1v9SAvj53Hv3/WnBrXIxP74TF+5URq9xXQSZXGibrBRdfRXB0BfWDzpKpzUY7AqD0Mq2uCqj+HZ"
    "ZqjxJH0gSdbEb8SuTYH83wz/bxuewGSoSGfxJ2uZxbbucWPrsFiPcRY3s1J0m44Tq8iu1qH6DqTcGNdHyYWQx5c4c0czjHdOz7ge"
    "3nJcrZqdyjYx4mbZjGutg+R8zJqf/rSfxTxd25gjGSvGodBFnN5x69bBV+TEvIbY38/8dZNGXX6vREuhFQ/FOyzVm2QavPi/yEew"
    "z1/wbXZ1vITVsdU0cX+yT5DMxi+W/ScL4Tv3ZdQlTF60YbDFxreb3wp2ma1PsF8lyv7meva1Wj72H7Tsh1AfHOA9oxSrCyyTfxhs"
    "++esMf8eUjOHtSMfyX2QkgM5oTFMtoY4o7w9Jcb9zYGfuJx1BaXYZYs9/8F4YcX0wFipIZp39SGVlMKO5CewXiNhfDfElbqFeZoI"
    "JLyZnnyVlvhOzIliXRfZO6Ftpa0ztb+k6xUiPoc6ByfiK/1KLpIqTsyZB/s8A+szb7cMZFkGB/X23zuB2SHz+0zbzCYTSgALlAIm"
    "t3xUM1FJinM0A9YCDPasS67rMUwEk2I2wmofbL5PmLNS7Tw16z9ltm5k7UQxrUXKV3akmD0w3vsT8U6L1LqBz4d2W8mYyFb9lLqx"
    "GysKdqG4ZCaTqqwwtT/9dpsQotAXVfoj6+aacFKncWpeWCezvvO33ePKd06xq7kB63kXkE5Ev1SL1h0oO/Unz4bfURwTQhR41iH9"
    "c1vpWY1l2IDrgAJd7qbZ83PcgLc/C/e2CfYpxtiVHdmt9bn2zcSC01OLk5ls0O/zDbbjedmhD+CtOvDrYsqIeaJToNNmsh79Y0jp"
    "YUD7XeR0ZoD6yJfsDHGxMNPoN/GKNnlwNXBwDtnIrP7J+BJqoG9jmvSdcK5Xs54R0gRt+5HMk7oauARznQOZEbmOHQNphBJnrjqf"
    "J8GYzQxHXSU2VSfGLEi17+5xEa/hzHmH+PcUGczHM2cyB1Kbp3+Se/UHfPdZXSxPBTvJIGOWdJZswH0H8ywXwEK8ok8Gm2FpLIpQ"
    "DB2xFG8zFxp0PfDk+6wIsUlHNv94KmTAsMMvsE29Oa+3G06WsYhVMKa+kYzD1n0Youc1Un7hO26k/P4IWThNbBrfJn1ZVmD9ZuNn"
    "c/AMvwBDW7dxJc7rGu0MHFCkL+tk/QG2sDc03wq89bmQqds4L/Zc7ObUVhgYbEpYIdekG1lt24hNGDUelxBOleNCbU9/rZ1Y51aA"
    "s/MGdHsentHw5LFi9ecrYN1ewL8hzh6I6a64tHqMUsWJoUnfL53yVbYTZRV+4w2glCJWx1bivedDNiyfv5PWqIC1Qm4eT09xlbnV"
    "Ohc4MRfaIJ/Wy5hxVmJdLVOnnhlNvLb+xc++vgk7U0wulCi1fJQn8kFOzjoO0rYc8pvLeQiv6huQ6x34zDf6Hn7/ab1Rp+lb8Pcu"
    "xp5cGNwk58HWfi0/QYMfgB0zP7Uc63G8XE8+mmXAAOuhE5ZAhgbICGiOrrKPbGeWZgW5C+N8/4U82+uYA63Gb38g1qezVVvgR7lZ"
    "FO/j/LmOowhrVQ0PXkq9m89Z9f3FTTh8j/32NsPlWnH1SNlm3h+rp0B6LIu4B1Z9g34vy2S0fs8IUm1m1mKbTBfnyXjjiTjNd2mv"
    "4GKNpixzWCR36utyWnAF3vIKcv/byq5jjvFX7MIs9nvHPBfbn8T5uE7euoiTw2rGUyKUCSXHgDHP7+DUuAn4293sZ6n0NTzZ4weG"
    "hu4DyjsRnw9oaXfgO3b3izhdq47cZPfDjp0TRLFTg+VXPFWOWvS4Hjb/ZXLW1UF6jJ97pa6SiH9zQ+o7NMmpVYZ+t/i6FKudbCN3"
    "SNjn/+vIevAeTrr5tMbMMwmSVopPbSOXoavsMg7bp6SZEeGNKpm8jXVDxHXXdNSnIMEiz+ir8KZm6Utyvqagl+K6MKimDbAq2QXE"
    "o2bl17MusoWZh7aMwhsyvYYrHiZX6xYyqdoKd5AjWG0itDWXyWXs91kAjWW2ag9IhUUQu5Dp2rpGj4cFOR7SdLA0EBe6+t0Q5a2R"
    "taAhzqRYB2+po7iuOWfNVNv5iqiI9gkmUeM2cg1q6LP3kG/pXfRjXZnlLy8Hgi2l92HVjo5XNV25EKK3aFrjCMlemS30UBv4Oy16"
    "FL6XnnWxnfVyu08dVlb8Gr5s9BzFaTTYRHYGaB34MN/iKa/CGR4iU6F3FuAOo2HzkqzcaaLHHmImLMKsaB95Xd5N5eHdjpcxeoLe"
    "D4lYJ09pSWpZW+uJP5N3dBFQ5+s3M14T8pM1qxnruY+RdZv1eQKZ/UKcF2tIz+bWljHeWIYVX85KjFPwlCOB+ROM88/DvnWVKD2V"
    "cXizCVgF81nGG0+Rmkb/A/emRV2ksyfXeTuzlz05h8+85x/ZwVkAzWCodzi95oD9QzHOqmvmZMEw92cl41gxtRheAeMp2XHIE3pN"
    "0FbOho79u34os+XiYAJ858LU2Fawy5nwHas8y04MmrEa2tT4ms+SJLu0nHdg+YI/E5tZfOPv8hyu9yYQ0mBdnbow2DuYrH82BtDU"
    "D/hUKfPkdXjaVczcvyjWxzIEeNw6jkJ40xp9LrjJOn3xtt+QLyHdwx3hvpl85RrCDLrY9ElcZYl+i2dcC4+1AyzvbNiOMu5xAzuz"
    "GoEHI9REF+PE/TUYBGtQoHfrIVjBEcEYfZNTDrLndtMzcJOsKqzQkYwVxFn1F/ufWhzrELVPD9NxQSE0xV7ww4p0nD6P/x4iV8Ce"
    "RDPYb1ctby+u+zVq0fNjpJA+yg96p1jX5SY9KbDeqvuxrmG1aIWhAtP2I6Sfr89S3/tvT3+Q19KNrAZ71muFZj9N9lKxTlqbBD4b"
    "z7aHdJHn4WHdACs1CruQ3TdrYRbIvW3E18o4e9dBHmIF/NP6Lj7bKyiGFX0JvscU+uFtdEXwb70Lp2R96ldIdE8ZJpO8lxpmDq4d"
    "64HCfOJx8hpWyfzcBPudSiDn9h4jIIfW8X4U6yebyJnYUy4AVrKc5eDgHTzRYPhNk2USZHQnmXtsyuR0dtKYL7CNMeZ7cZa+hE84"
    "n1MpaslbepUMkMW4q034tDPaXm4XV+lu9aMfsUoiqoa7CtWYO62n61RcbajYlLstrO8aALtTJ5vkEzL8fKpjdX4wXP+mIxlHlN3q"
    "8ELsjjLEsAKy/YBYVdYaIMG10Bzj5BZYqhxgkhytIftBJfRMJd5+qnyOd86DNhouc9VVvMzA027AiuzAO7qals4SysROO2c4TR/H"
    "Dj0LD3kzc5s/wpauB8o5Auewp7Soq0U2yXgIetY8yK34dwr0a5I1+KVAh1ez82yIfI3/zsAdV7FfNR84eDmsQg6QxnD5gnwonSTs"
    "7YXlKF0dUyV52yoZc20EfnOeRhP7qqaR4WurOo/W1nyv4Ge9ACdglBwrr9BzvUaeBCKxPsfT8P1xrVRzt4VcRxgXaM+Zoa5CpS2j"
    "B3/zkesW3rmaZ6+evcvZIhhf6n7yCvZjo96mhsgfBuo6Sh6SQrH5t49i/YbLyXIn9m8dpKAX1m20jiH7gfHuGZJyXIJVvq+ht6/2"
    "1cys7T18tP1XyFgdI20H4EROEet+aIQM7NS35WBWp1sHbQFx+F6MkHT/TU4kzddpnAWDoT8ulmL6Vub/PYwV7CWuC8Pq/Ks8U2Qp"
    "K54cC0XnIAfnd6uOxTvshfW6F1pmuFp1zHVSTd/HTlc/qeN5PQy6Yz37waI+p5f0XE5RX6mdRw8vyj67zZBuwxlV2iFYgN9MT87e"
    "SY4ZNy0x5Gux6nVXT6r4uWbjxPFoiKi/Xz/K/erMSsa9xIsczM+kyOh2Micl2ITsOJ8px08cMk27Skr8zljVg7Gt/kSm4jj7DN0c"
    "4Tn0+tfhjD7O7q8E9UGVzwwXk11+s/4X3oZNC7bqr66csrUJOqGS7CarIGch6O1K9o1+BElqI266/SGc+BKjnjqSfbQmDcvk8eAY"
    "WWhdtHohzuLRwBsHS3f4jTabsAenz7lelgFiWcXtjLEWahW7ks7F7hzDeuUWYACbtvg1MIEx31gNTGcZK42cwmZ5pYVeX6T5ZO7w"
    "jE0trP9wnpqLNdzkayVacLUdvpI/Qn/mK2aN4KnLO7jDKo8GLSfwNPt6KluplTLb2VEOEZd/iWVqY803yaVf4rh4zhLX5bZFb2wF"
    "1fysfxXr+doKizYK67cHMP/L9OHXk332QBlNnqhGSGIz0MRC4MQunj8p5fN2zkt1FRbZJuk0kG9wMHb5c84eGgW5sFh4H8nT9yTp"
    "6yLcGbAO+mrGPT8T+6/x/tdA0xXrRWKMZr0lznxOIqMNnIS5zGuzPkKkmfSdVi2MQiagCUOc0pX0883WMNc5UGyK2WKetzi91DO8"
    "3xbXq/k36224RdLcEJt9FfUjrOhrYSa0jhWUSUZbWjhpeKV+w5hVrs6X5yFjNimzLVehK2zWjXy+F3CvGtzNZLGPuHP4s2etTGB9"
    "6ri3Vn9qmH6YDGXniouZfsmao7ukhZ38ceaTeknSd/0tgcdfDjldo42yljNhL7Hsvmf6HUTmkWZGD1oYf00wizvIZ+xDmUhanJ3I"
    "efQWXOf9NrJNtOi77Ka1TxfijcxGu1q6YzN2IMXqqlSGZSg94yDGN3AdlmcwB1rv98Omztj7Fsk2fsc62mbjbBRyTrSh+DPY71qu"
    "FsMdQx6FGFmA3SybZnpQaQa3nnIv0NAPkLhKzmEwnbcD+Pl46Sq/FwN1WcI9pT3znTFfL6AZRFADLXBABhWkMqhkHVb+U+BTq/7o"
    "CTRRgGf7DncqBB56JJiGN20DW/4+K5Mtu9hfylNR6oQDWGvskOWlnHuY8Pc6WlylkvrslfmS7+GcbNLbJMpp43V433ru3grI2GzI"
    "SIsUswalkBnUPDLdTATG2AJZLGcVxxY9h7HX7wObUjKPKMj6fxwPRjOk3RjQdrIrIQAiOU96yxz8blsgmC9wH3uLz3Gdg/EkjwQT"
    "1TzfU2Cx74D3vVG/lo/1BaDCLUAZQ4L7dbKer5dwLuUGrLr1+W/W1TKNUXF7vhycvIPw+bG4x31yvM4Ehrtck/KtrysO0wPZRz4m"
    "YlkCOfmilRxYP3FylGCeNOU5AhrI05DkDNkos3BO/6Xv0ML+V2ffkuSOLQAGtrO/yqYJ6rXQDRu0QnpKH+kF6/seTrNVUt4jc2Ab"
    "ftHTcccFWiYP6KkZBg7rg/mrjxgmcd0yZgLdFHHHuuz01jbIR5muEatW7CH5+NmfxPqZ69jLaLK1TZVsrInf8Nft4LT6LXi+YZy5"
    "YHyp18DeTWf9WtzXUtSTYzLB7t0Y5LEAazybdfvtoY2XMhdZBHy4VK3Ko4E2yybuXQ/c2Iu9TZfJMs4RT7Kbqj1R/FNAq7VkVEqo"
    "66tJeMxxKE9DTG36dwHZ2JYDnb6Nq+dhz4plDWXYnbaE54s6l1/dHxwXPKr5qdF6mR6l+wanymE6N9igJ2GFLGp/m9gsEcubNnLq"
    "VDF0m9Ulh8han88IaIoRlUni2E8SnPTkPE+RdX4ydwmepZm9ca4GukmN2zvCftpsPWqWvxjp+zqUc53i3NcQ4/lxvZLVd7/Csll8"
    "t59YtFUzp7iefaOOdz/MuFFHZokda2GSUzYO9TzDp3uu+CQ77qto6xuYMRuB82S+1wXYt2ackc7UT0uZyYjqE772q5h+SJ1nd7I8"
    "3WD20vWGRFs86CnYinxc51bOf2n0+T+rVK5h/06aM3Z3zdiRORGLSu4pb1Nv1zHav5PVvtP0v5DtGXoF/Jm5sB23AdPvId+LRd8M"
    "8d3u++vCPtdawm7GWmLgdE9YlPNGTY89wJq3GLGssnbfTWtUWJHsp77tbh7Hfl6XR7lDtdB6zZCOE2SdWJ7yANbKrSJaCeG6DbtN"
    "vYr6HGKSFt9x/pb5+H4zpcuify8xYllPjFLqe5SqidNKOBknKuWUTeNqLCc/xxD4ieuwxoYw78Mdf8SZXavvqNmutXi+GGW2hLVB"
    "lleupDT2YgzUKlFqcAaTzEsWQQ7y9MDgdCkiY6zVuxh3RR17QCbDp55Mfqo1rC0u059kqr6pT+lb8GXuA0Y+DBr7O5kAe3gh9usj"
    "rG93+COVrNs9QU4Qx1bj/LphUk12IjsNuR5ZOtSZTeLLdX/ySlmW+A9Sz/oWm6R5Ed6yQv8F7HGSbOLc3Nfwls/AJs8WJeI5lPG7"
    "mK/YqeQpbqE8xrCmlbhalHnrSliuvRn365DxXKPM6zs5WUp9/R7W8nVZgb9to+aqxJurz19GMlMw9hA3BeNl+KXPQo5PxVN2kMl6"
    "HnTXCfIHuTqo5+nKoYdRhR2dg2cfANw7Jsg+fTR7ZrUjdmcjM0oWEQiAL8Ksh+oDnd1BTpRviN2+g4YtwQouYL2isvalt7g8vau8"
    "CtPbSwLvVBHjpji3xKas7OTezMVvL9JOsNUvwoO5UPsHN+iz0JsnSfZK2Tyf2Y6xKtdViJwmo9gdMhNoa6BYd8f3WE/jOl2EM/du"
    "K6fR5idGySnXEbJ1KXs/VuPdLPNbqt0k4hmoQ8AgKUpTF0n6/jbDfadwZ1KUgG6eFdtFK42ns6ckmXuOQ29bdN/m5izDu0TJZ2X8"
    "L2XkJI+wvihPDLvm49r5OBXm6ezJK1o8qN7zfDbp/fjUCv0nfSCRt4Bhzsf6fKVH4GrGfJ/QfVl3HfI8rGHyNnSS13V4cD3e0iqF"
    "1+C8VGFd5+pgz8Tt+MLqGeNNMuIQpd4rJd+9Y89txr9N7BK9FvK3Hc/fDmfberKmifGGf4y1HItPWJ1BX3aNWpx7EXS+Tak2PPsP"
    "Mk+OFIsjXk4EX8DugR1Aj5qZx51kLU2ca1xNvdJAv2y6uBj6TNqyDnK2FFKiLUvxKaTTGFPailU6bsUJsHjvvjJEStUqY8/B/w+S"
    "WdJHvw0SkLGLdRQw+wCrctW95Vk5hR3pLZl62IjnQ0h7zBa1db2QcVYn19I6hn0H93JOp2qmfn2FTCCjscfrmOv4ErsSIsb5GR71"
    "VlidSs+KYb7CdDybcXWWi3ErF7F/xRgfa+G1thA9nIwz1xU6sYc00lcrYlQJ3gykdQ/5SAqIlQfIDzgZSzUBmfhQPyY6bGAkxTz8"
    "LjKE1X7GWFCUqgPWvTxYqQvkdjz1Z9DDN6dyod//o7dylk6+3oIT+hXQ0jnyb7ku6EU77+TvQEl4xjbTNMZDnfJVE01kU3bIwOrd"
    "s086Ol0+gewuxG8MxYn+0ObbqmUCluHOK/TveNNKnB7jJ6jWG/DVGug9O7192aO9l8+yummyNt9riPcXG6Dpz+Ns4gFyP74egk9+"
    "BtnaiaueK5PkV1iuoTgHi/RDPTY4Gntjk4Rf0ivx81fwk8Vi08ftJC4k59xFeMb9YS3mQJuMFlfXax6PTeiIsPs3xDjXLbIrIraL"
    "/8V6qx8QxwBq2cz31fV0FOL7S3CXLbCWNuNmI2P157AO2GbSnS/5nqUo7mMFe3m+tn3ldflaDgeKWQqfpgBXLIJMvSef8tyU4tTE"
    "eYZNh20m8i1mFvIiWAhXBWM/+RpPdJvYdONivk3Ez0j/OystGuirFolJcymtvfVJVLPTz37/FCI09T1Y4idiuFzJSSL0dXePd9pk"
    "dmOFHsnK1f1Y65iCl5IHWxciOr0ePkkV0cgCSIb1YTxKNObYdPaiBjSN2lfclBbLgHYS8xrGi3E+xciRUOX7MdJoyibRuXPbmZNJ"
    "ytRqhMw/P9LX4zbDVuRw3l3SR4KS+g6ldLyMlXsl6t8x4a+nnEXR4nP1zgY8IM6imV5YonfKjzhxd8A33KB3BDOwRzP1S30Bujx7"
    "X0GM+tdNvpog5nsl8Dt10I6nik0Na2TGoj27KatYKWgdeQOllGc5wuokQw7TyRNrJ08k4WfRx/zOqucKinGuvOsDjPleqE7yfwF0"
    "xDzb"
)
# ----- end of the text model -----
