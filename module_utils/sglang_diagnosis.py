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
          "SIG|KeyboardInterrupt|^C|CTRL-C|ignal|CANCELLED AT|CONTROL_C_EXIT|Keyboard interruption",
          r"SIGTERM received|[Rr]eceived SIGTERM|received signal[= ]SIG(?:TERM|INT)\b|^(?:\^C)?KeyboardInterrupt:?\s*$"
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
          "blocks.py block_thread, gradio-app/gradio#8352)",
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
          r"\bUnable to open /dev/kfd read-write: (?:Permission denied|No such file or directory)",
          "ROCm's rocminfo and runtime opening the kernel fusion driver's node ('Unable to open /dev/kfd read-write: "
          "Permission denied', ROCm/ROCm-docker#116): the container has no usable access to the AMD GPU's device "
          "nodes (the device not passed, or its group or cgroup rule missing)",
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
#: every minute to the end of a hung job).
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
                                                b"tensors were submitted", b"be broadcast")

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
                          and f.rule not in _GENERIC_RULES and _cause_class(f, ev.phase)[0] == "cuda_error"), None)
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
        "last_lines": [] if looks_binary(ev.last_lines)
        else [t for t in (sanitize(ln).rstrip() for ln in ev.last_lines) if t.strip()],
        "binary": looks_binary(ev.last_lines),
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
    "code_bug": "A Python exception in SGLang or a kernel library killed the server: {d}",
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
_TM_CACHE: dict[str, list[tuple[int, float]]] = {}


def text_model_words(text: str) -> set[str]:
    """The text model's features of ``text``: its distinct words, lower-cased, numbers and hex dropped first.

    A word is a letter or underscore followed by 1 to 30 letters, digits or underscores ("cuda", "out_of_memory",
    "nccl"); ``0x7f3a`` and ``12`` go, so "cuda12" reads "cuda". Callers pass at most the last 64 KiB.
    """
    return set(_TM_WORD_RE.findall(_TM_NUMBER_RE.sub(" ", text.lower())))


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
    'parts': 'train .. validation-r65 (66 parts, tests/unit/test_corpus_train.py PARTS)',
    'logs': 4346,
    'words': 8250,
    'corpus_sha256': 'f2f608ac70b87038',
    'C': 0.3,
    'min_p': 0.7,
    'sklearn': '1.9.1',
}
_TM_CLASSES: tuple = (
    'client_error', 'code_bug', 'cuda_error', 'cuda_oom', 'gpu_passthrough', 'graceful_stop',
    'host_oom_killed', 'kv_cache_oom', 'nan_output', 'nccl_error', 'startup_failure', 'unknown',
    'watchdog_hang',
)
_TM_BIAS: tuple = (0.259, -0.14, -0.253, -1.163, -0.651, 0.147, 0.212, 0.167, 1.486, -0.83, -0.179, 0.203, 0.743)
#: base64 of zlib(words, one per line; NUL; int16 LE weights in thousandths, a row of classes per word).
_TM_BLOB: tuple = (
    "eNqEfeuyozzP7H9ukiJAEiacBkNW8lz9VndLxsma99tViS3JYHy2LMtyXVd1zT+cpp/3fhM4ZGgcl7Zem1uf6nnp+qlJjy9yGpef"
    "tdnvIM/9a9d76T23wwLox2IjrbW3MnBpWkTU3vv2UV+OYeyAvV7mdr2irwnrlW5oFUm31NfmGHeBSEHGe/xzHvqXf/Z67P2rbi5p"
    "H6a+q5mcdpmmZbbAW7/XW58UgSHNvut1g60QJsHXFW+sAIf6f8TYzC3Cx+XSKMm3+fAM3Zu5G/t6mnJSh9kTlwt6HC5tnfZm2+up"
    "GZA0eAyam6kXEKW7zJboth+eorMU2sbKUhUD0pL28yvrft/6prNMzN8FsL67Zt6Htn4249A1+6LkmN/eLaNzuw+LkrFvw27g2Bjx"
    "3m9G+amsEAZz7KGnlX7TNeuOkKbr6nVb2j4lK5+t/3v0ybLdDEud+u3JR8bxZo3mA6wvTeor5aHZ+/rxVK6MNKdmG+r0M4wPlNI+"
    "WNm3yQLWdXy7V9+vVhS7vRABVgKPcZhvlpj+Oljra4+uqW9bY+Hb7TGhnB2o27FJabImThJi2FZro1YvBlo+rGLYqBXHo9/mfqzO"
    "dk5gHKd+vg0z4jj2pe6Oaa1/NksL8wnSvjz6efjPMnvdlgkJ2zer6N6aP7pEP3ep8nKAa8karE0LsXJeNoDIY2dNZm7Gm+FX/K3W"
    "L7fxsB4z8+XBXuiObQY4d1YIiNcK9mENa7YGg4iWZU/2+bUArd9YFVrEJW2YZz1/zJ19eLBOZhFYhPZR68ztMaK6mLVEyii3HqY1"
    "wP1qdZ+StabtmJ32M+zWyDZr38laybQ8UQwIsQ5zrNYaUThtXxUjRhsgv329DlFsht2W+rbs7xX1/zGwCOm2gU1PWD8vx+2e21g9"
    "2fc3a0rto9u3Ht/0km+tTeCtZbpUud/AP+YBzZTIOownYHWwWop6axlMilEPPTdfhxv9ubfxzHJpZTIXPSRC0sK8LlbQrz0DbIsG"
    "P9EYWdrm1kOncrROx+JbNn5qs0bZWq+3irkc16uqS3h7Qpa0sUcX/wepHpeb9eLL+WIuQaH9ttlwYcPnurDNORmdyKp+tn46s/LS"
    "2myp35dlRFRps9FpfM/LNNhI2b9W69xKQFTdUbGTyfXqQkvqrXeh7/NhBPXTur99iFDX7veufw5t31pT3Z2IYdDBFOHA024dcFnx"
    "xfdtW1Eq7/3OyOlbd2lSINZlOxsStuZdH/vAjLwBDLu1GWupTW1VePSC7TMZSDYmDVZmXWvdrOtRvOxAmxVCo3HTqWrxQH2acIDh"
    "bINBWG+AkXIjYxbwBlKPNvxgJo5MdkO/tY8XAJswEOWQOER6MzHU5hvrZRxMgaHKOGQZOo6oEQCLtecKE676tgHsxN2Cx7bmunPY"
    "sJZ8tQbhg62FpGVk/tKzwlg4vevUoB43fx3kt01v1lTtsX644Su96lksRT+Ow2oT6DbZFGTU7b0uA2q2ty+r/Z1jQ+C75iehw9X6"
    "2bv+WbYHBt2Gdde/2n5VQ8qgT9NbQeKTfXugW9w5kgSqKjlxZf/ENc3ZXLtNxxpkfCTmB7InMb8CXa1+rIlNx3406D1XMDoYEyxq"
    "GwT3GnXQDDXreTl2G1Kq+qomer0CtmGeQ8q4NN0XWh8zhv6edFT8ddhXltl1bDKQ7vZZS/W8bBMIS7PTs3n+amm0up2avSw7o1gO"
    "uwygKd2XAt8avLviP1sF/pryjPBfP48D8onCsLzc2hZOhx6/bEa/9cY45UGemLWemexCJhrKvuMQpkmwdpxkrF3d9yQCZ/k+EI7H"
    "5C1FULcB62IT9j7Ec5rFANmIOERUNswdHOt3tSnQ5v5H03PmOFgCCPp7gM/6j8NXngkQkA772HNIHEqvomUuQahngdyiZ25bDjCl"
    "4zGhld4OLz214fA9LXl6cao6cXClg03KxiLF2GJ84NEzpiN1y3a1FN2Nd0RSzF/hjpbghFnEGK77cbFh4GdmK9sXn0w7jHj3fV/l"
    "1pwAnGSjy0AucZga6wu3DKARq6it6VqP2QgcYnrIy7oXkzARDFrbcDnQefr5OWzLPHHeZmh0NyHshTk2zlMl7O3KSZZmKyejsqxT"
    "UDWLAbbpy6oocxCf1By5R4j2ep0DYgdAqY8LhtBB6Q3GKyDj1HavV80YaOuCNq1bOPGCEUQW0xXfJ5QOe8aWJB2Y/UqrDGNHFnII"
    "Zyv6o8IU8/InoUxtJDAOEY599XFLq8Vjbv/EkDwd92bcEcfjR0zyaF7PHq51QfjWqi+xAuBj/719Hh4v11syPmbsb0379sGqQM7+"
    "OvbPN5j9C1JH3secWvOCQXjCOWD5tpaxdU5jmTAGcjL2YZzYdCvFq/7qSLIphSz0ZWvA9X0NkiP5L3LLNk0PLZ+40altVn98ME6q"
    "wzE1dP9WKD4bo2weIxuv5dzUPPqzI07NdHHOxuczpzxWGxCs/YCw+joAENbe9YIpRYPlhI7NzmPQdFijmXrk3AbgBoxH5UOxFdI0"
    "dOjnVulTsKIbqHNtrMDMViiG10iaCrztfvYJYqnyYtyx2p2Wng4Gu3YQE2cdc2DbmpBKG1AGZ5om1hspGnCnl9YjFRe45nYcCABZ"
    "GaEWMJqCIxbkzcmHPo1CFdfE5g7WxC5INJ5eLn/I7FiKlaFl7M65yobfgWPkMqvj2BdeeS4I3gtVihl3mtyPT6ZKPOOS7GsxD2MF"
    "bi3sb5NnCDB9P0PqM1OFFQ4GM5ZSDtUUb13MHOMwFmPV1sFWnZYsa3hjxfEGLhkwrOqnfkMZrSv+Cxa/Vvo2VvVnxwHBC6tsp6ux"
    "ipwkI1CDo3UxMFNBzG30JEg88olb+0qJtWX0KxY9zdPmQXTW+vLeeyZjUfGvCZwyeumB/L3VrLPkQazo+u6fWA+YwxVhron1ncUQ"
    "zx6Tgaav9a1q1koSWSYrkMkoWQShse0QGfRFIHrjviqiv/eD3mQpecN/zrugo+mUgb/HsqOfWJvfmm44kjU7K+vLgtbwTSklCTbM"
    "p75gMe2HQTrdIwj88jEbCwBeB21eZHCjFNggb+RjETI/7O0RYzmw94hVxna5akY4R78NqwHzEIEEP0Dap9yoHcJTugG69S94y4bl"
    "xEySMm6+jX5NdbYKB6zRWMQTcDL5vnxmc83cDSYoc29DXlhtw82Wqzb7zQncJIt5mxIYTp/6t2V3FglBWCWYU4vZFoSFLaCY2gFf"
    "/TkManniEcnZtCb5QAyaDXp/mhAOgLBwoQrI1wkfUYj2iUjgQxKkgBWmSy1uwg9ulwtokQBAdHNgCWRrsy7qNtlkIT7HoGtFqYDc"
    "qK6Qm8Hn0s6FKQB2pHYfdn4bgiDNbvDRqtLuk2a6Hzt4NYNsnlo5pablggFGlbgvqO/9P+DbzpaQwGVaHi2t6rZazIfvi3pjENor"
    "KgvAAB7GgToYU8Mt3yuhgQxwN2hYShtSjNGU4k966Kzwkntn49ZgFa1PPvjgXH6kKOlgrMfDANaUxbyDW8m+c0SbD8J7u1qLNc7z"
    "v+di/TmvBtWFMAFzvkZtLxjzg0dHFU8rpK02FdRYcc5rGb45mMAe32xlfa9taUEqy46iVvMsW+wYGAkSYavwhLLcN1aVLX61SuH8"
    "DmyYUczBvbaMbXM2alzmmy2Fc2d04crB6bjK9SJfgupjsDbDiTpzVsfc8Ds2wmAMQwkfswYhaxGtsTi2jrMqHcHaSYBhbM1hI1WI"
    "Ig7NEi40sUHo2VSnsBmkyzRUPrSjyVu7w0RumR+u7/A9i027LZiCbCjEm8Pmi+V2PDrk7okXRxtacvuyXGhJyLb2NH7HXIjInxxS"
    "njaczIvRbJUmXpni8YZycq3dScA4fXZdNIi3hyxzX4jASMKQMIYIYEhWmE8GGcvWGQOpwSajMUQbwVi0ZrNh96e/QAKIporhpnKB"
    "DFztp4gnJp7FdpQcMpeSOHelCDYLoV9WSu9mMpK1zMWQ/ybjWP+b8X9UTV5TN4398G/tDxSNtLnYz4gX+Ea89PjbuDObf62wGcCU"
    "maNFRo+HsIqni2nNmJDF1n/v+ufez2CO8II/FT56LwGbbAAcfP+JeBP+turdiXDkhQ8BSYWk2lzVtPBba0N0JRg4Qch1T9QadAFr"
    "NC4Iici6u6fMEURaCTCxLScLeexpbJtsJ7+pXP+CbPOtv01ppfmHZeTtAJ9RXbSPefmxYrqBhHyNGkgABfD3gGDH/fiyIUnDrHpO"
    "1bSOSbzFnRt9SUAXUDwl0J/052w2nSM4hMLxBDgUfwyiUQCvShsXdI33DgCyJoe50oqRVaTNxnTDsmzH+pNxHug6DMfsGdVlKIcH"
    "G9iKLyV5mq8B21DhnnHNKJ6uwX+qYt/K/SSA2e3wmE19S9IgTqz/wCjpeREMLgmwzY8UJeVAY0zoYxbAutsGUAx2SBQl9+ayNXQ+"
    "MQagBzY6bGXye0DW57o/B7+IbGBDi27drEP96JFNPPbEAsS+YBnqLRE9fOD2+tXK4ArQaFfgVyyd5PERq8+hAQsCcGad2mBIEa0l"
    "jo+s9mf53WoU3g18FgZ9+6NZwzU2f2pe9X5saEug0INzw994UDZDh9TkbkvVWF+1NTqKcGjXw1z74AD6crcR7d2/+4vVZyIB8qZm"
    "sGHuCm8egVmqKG3Slnaz77ODEMw146XH4DTiS+ZYx7xPJ5QIwh3wbwhdOAKOw22WS2ETFhIYbH1L8wQxdS629p7TIrLY0VQIKkHV"
    "OjIR5jKxL8BaOTIWZ0Zx5I1T7fVqr5xlQwgzlUujRSg4c6dYM8Wuvb5nuJKHWfXWV7H7moEuQ75FFqiVYJZZOY0N2EE04QymgJXh"
    "5Ueu74kaE50/+VP0jOQUfmY71t3xY7bxrb1rOAbFE2m+CytTxvFVK/a+GxqxwREQApLAFyxOPKE/npGzLgSt43FD4x5XzjTmPejd"
    "3Z0PW54PqJQVa5NmFKdgPpbm5ic0NJYZxheMQ+NP87aPWrObmv9QZlOH/w0VOnXJeKNm0vQwQQXDueNmAuHlDXp6QYZk7HEzN+B8"
    "GgDjOw1JwH99+Fb6aBiUmjTz7IutAsQbJCzz275LVK1tTj/ZY/HMSMds7MuyIsvzG3/0zflteaqaxT6xcnOugTgdca32cMfZbx2q"
    "PEbJTwTG5UahMGAXOQGMgjfQB1k0JMN8XXSCtU+mlqbMEvlEsQ4ZYKznu/6qgSv+tdW/LZTwkK1yJr6yku0GF9Vs7jGcHW3Fug+u"
    "LZahJRGwCveE+QZqndoJHDUIWVverRsaq8bKBU2FABnKNjgxYEWwLa9hyiGE/Wv8ypGYNftvF42A5ODMMcxmQTALBZKIwQX9hr/z"
    "7IC4KQCIi74zQI4Lg805NBo6QNLTHAym/Y5Gsk3419fJinKDOkElNYtKyxK6eA08BcI2jBRw874qloj2H65k+RywV/DLm87L1Zhf"
    "KwGjtawget5bBF8t2JaSjmHmSDdrk+mBP76dHqyCNEF+U2oaNcm6+WqJ5eIL3tzvFGIZaBNV2vDnfKedd2uZ6JUpkw0zDs8Wm3ss"
    "4xGWOBfRY0UG5I02UD2qJ5nxxLmIHtOd8qxkYAqPe/EBkri0g4b3lI6pl6csc9tXAg7pvLispUSkJSNK3n8TKt5feQA+jtMJfca1"
    "rA5kudJttGnoO8a89HLcGyBhro1OcI2H9J0zlcK3tY1uT+JrgHAQDRDoHavBI30g6G2u5eM+5VKh8FN9af4QnVbXHmnwk56Czz6W"
    "xfdky+uHDebXRVMha2EHP7kjQZUX3r5Y7Lul7u4eHwPAatoxYOzhKwxQEZgIzB6dQ+ca75sCWZIteU861f1ONKGVM05G9xHTbDxI"
    "+NrCINKVyJcSB2l5x4KYC9QJ/308BexnHBsdbvedkHcQQy1tNm0eHeoKbgvdBIHQLWiOK/54yoroQHWYQ/ZUdXBiTJ+hxhX8l7GF"
    "jjYC78vyKNDc9IziIheA3UjPFmldBmLLTQ9DWNOfu14gYSRvT0jrFcc8IdqiAeSjqEHJnvRIT9kTsY0cOaADLRSCerlgDqssuK++"
    "RfgnbuzI57NBIUOYib8IqjeIe/wD1qvBZD6teJ4LmPmnjZiUvJyCDUKoDvhszT+clshV/PzF31rmNiJTmKRfmM5fVpK7Zcse+Q+T"
    "26V+VsapXxr8LxU1ROBcbECtot1Gu29PSHUXqMo5sJdV32RfDoKr2TjGmsxhicBN1QNwseUVfKm0ZYhbYMCs48HjJtWl4d/VOQHZ"
    "MpZRdj5Qqs1fGsQ5tPfDmD9bCHGQdx8xbIjaJlMmK/V0QsvhVGFbFFpzkzcJRvUOneCcsdTnAgEXsAnQU9xLA3A+wX09A+5whlYu"
    "JLSo0xIZWpumqKsgNwtfhYXCojBqwUr7bWCRkLjskBKyuYniI4lrY/RUgXRRbRVqEdzYEnK+GWvQxT/I/Emr9BK7rgT8lf+QW2tg"
    "aGz07fmLBVh+W0Nb+EZCxbRWWwYaf37pLKizoA64kS0UkuyfobNRycAN+e1b/MnIXKAjBo9/q+weL2El7p4LJS89+GS6ecuT2Mx0"
    "9/fmOSBnDqSADtD0CKakS4/NfLqa6AWCPZ3bt2Pci+ArwMg0EKQQM0PF+0Q52J9o1EImfMRKCmb7E/0I84iZIhsVR/k+w9vi/tGP"
    "PQK3nQ60UG1YgIwGTt1fr8vm8IICZdL2nS/vPyxoI1+tsq4t/vW5jCVmPFwDKAOWgqsVA/q6FKguNt1cbMizv+UVkmtjCC0NECdc"
    "MNIMN+xCeIEPN5sxzGVzH26pHSjyugyjjaCoSlTuAKE8POKUGmUd3wtWgpdhAQRgLyQNhpGnumCHGo71Mg30l5HDI9yf3lYlVCu7"
    "jBb/iB0Re3VE8HKhgyCOWhTbab31qVoszOYqAeneoG0IZq9xRQv6TD+Aj7f5EWOALlh5YIvgYrEtLIMF7dycU5PlstyMa7tAxAEH"
    "qhDmJ04eBBgYqCs9n/rNGz8U6KrHNsSB90LYd7EFrf2tljSmw2VFOGBLjhVLqdDY+x1AjjpT09ys6b4YQ2jTYuXK1fLx2Rf+IKDo"
    "VlvQSPEh5hyj2Gh2g9op0rBan7VysPaFZrRhlX/BiIDkmv/gxErI4uaYi0xuNrK32P0yiFm0lRbWjZcNYg9UtAUd3ImQV/cBUCbj"
    "43AeFhQEQS7EnNdhS3sUHoMswqO7MbZrpcWRez58EC6WMKG6DF8txzg3+4OC3Vu69ce6xDnv/xmifdkI/2aBPeKY5wAzjeazxADo"
    "GXyCynaXY3MtJUI3TDAA7JMJj/KPufRIKCKE7pARXAx720vvtaEKnkFQAESPpKMlMSBuf6unthDtmovCqPeqbex3qaQDLd0772b9"
    "X2zBOU1bcixAJ4jNycgOcbtl9FTfE+SLGleRt6UrdXC9z4u69dTTbLU+kaddgAJOgfghAWHOy3BGaH1Z0xpL00L+bK5ltBmr84RB"
    "aCoHRc87vCCzIx8fT81aYhR38VzBhclyheF8lCAGniDwCyNzAy8U2chykSTPPw8WraUQujWGZ0NW8N1Z+gp+4mS9k5TuwxVJ4QiO"
    "M0P96B71ypIj/DSADygSQFQft1G/o3S+leJn6xqe4AtaSvXMW/FvLlBWH/ioI2+BfG1t2iC08o0ZR9pWvkB5UR7f5i7D6ieBYTO0"
    "4KecHE8ryRvQ7baYayuWDk8lOfhS2unoUcB7f1tYVgckqGCGmKyD7xyJkR9690h67VDNW7cwnqw1RqzF7N1exFXakzY/VsaXteg9"
    "WDRhPDYIFIvOuLS2DbUbEIxfa41fazvAFtgN+J8yU9/kaTu0PkuWsW2tdeS2H1RL2E18wxvp4Fs8p2YemoXxJVifwVe3gZznqrMl"
    "BRw74VBhR657qAm0pzY2kn01TqW92ifxuyZ8HAV9W9QzOIO4Z+/at+/8MlwkR/5EymSpXghhV0Be536ij21690lgBNJt3UWwpoTB"
    "G2Bngz58YSkw6ExDrXzkYhViUDql3toXHjofwdZ8hycRXHb8KVj9wHRoYt5dr52BmOLht9g0J/CZjhMN9TdQb+NEf9I78YEYY0na"
    "MKFTgUSulLD/z6NICrz3zbjfHRmgZ/bjyMdjW4+9NU4UIrhIm8y3U6y1HoH4nk83TE5h5cLf5LPlAsCWbKGpeoKaJk7UZ1mqQITG"
    "ehmuxn3iWUyYCqrD6ZiqD3UbmxwwP1c6h0G30Ksj80Cieof33fuwDnh4AcckD/EbQ0iU7oZllWR9FadJubUWUoI54BVTKMC+Cz/r"
    "+tsSgMoM3/TzJRXqAe0VeQyx4WTA4KMTDwlAVpNtcRKk0thMBgoqwnRU/JCWVtQ4lCtlWoK24pZ/fQM40DTIGtOtjZd0MZEU7rhh"
    "nRTIdALAcCHfFReh7QMuFtRNbpz7rMcFk9844O8NzwBodB7sfYZQB88AdAPxac6UxeOAi/M3TkFvlsTNCcY5GN8RGBRnbFEEmZEo"
    "fBHB1oq4xEAABD90uVGPR9gC4NbXznE+qHnEfM5643KAigeOxGHbYp0a/B+9XGdxpg5/SkJajKIcRcxHNq0SFzqoBmRnM0aeGnzA"
    "WrqQUcKX/roOfcFNcJmmBf97v0l8Ay6/tTWP/QkQGm3Kps5pDPNSjgvfD6z0VMNkhTtdGlZxgImqNZ9BcainDOq7gJQ8gcyUwGdf"
    "gDVO2Z1o/jb6qkFzz1QKW2x8HcEB8oxLFUddLNv4Yw3s35nQvOEeQ/ixf1ejP4nBsdKqziKjr3oSzIinQWHD7p6yx8Mm8iTrlWKn"
    "TW9TCnrmTIUuawZDQbQ8MXrCnoUTw47IByFVH4K6EslBO0uAL67Yh6W/9eF3Anb3hmD+HFPxrMOYkxNwXib4GZHzfGu/8iRWpoRg"
    "NPDhBHGuhBs4bNKiuVIuCxL6n0FfdGQOY5Mzlh6AgTJlzHV6HO0yUHfNjUclqixiD8DP5Dquxsq5vM9Al6HxXZUT/8l7nJxEQfMV"
    "Taa45PGDJcmw1CGFv8Ln0RvANjjN+wnVWOvvWZBeFyGSImdcn+B4Zj71hALwfAn0eT/x7MZJdurP3GRi5PzYz2ZxeM4xQPhZJ55c"
    "3PY663xEeD48HATN0XEAJQCE4yXfEG3fJ4yCYI1BoeFUGM4QX73SGTqKyXJz5VkOnxWLQ34OixFx2Jk/YZNLfxzljp1gliIAyxSY"
    "TsIR+7FF3guMui1fJO1bftBOtD+hLoOeGsY9axjXEfHMGAnXK3MeiLM26AlKBehbK+LEv4KNecHy6vspaxv9/k1MGX5qZCFyPhKn"
    "gl/O4Uq3u4XOLM7FcpKYQ8HPA7YndWRmteXZxcKZ6zXKoPnRmq7qE76NNNuweuTEbUQMdX4lKO1ym9kBa8IeABULQX5CtYA1kLnG"
    "qs4U33+H/0CjwnX/mv0ML0Hkob2VhJm8CXGed8yTzoyt+S6ALQPJIa9sxq5VpHy9s/u6LiBYxaipGHKShuUUf2SijupkvIhM2p7b"
    "suwnbSjCU4CRsmZQ69i9Q+8+Wsm0QXFwvfo6xJ5RnagqbCAAtL6BjXqC89EHEF81MIL9cGjlUq6qlHZlsA7typOUYQJPOsYtx0BD"
    "5fzoYRlJgZ0Be/hKAyClcnkMiGl905GGWLv8JRvDwWDLwkzAMCaSgURoHVY9R3Shc+xiazbjfSJ928qy2DYNIPQ5xxmUZ30q2DGN"
    "hJzI91ItvTupyIGyc/JiT3JhDRvEQT7UXDxEESHcrE7lJ0nc3+SzMx9sFJa/Fet7CH2MugKnRZLwe5mKaON4DtQe7V9TjZdAKKkS"
    "eb7oR2/CjjU14wku1ysPStwuQKWN3LKgoDuFT+rQUrthB5OuDLpcF8qESUFc9JN8nAWNzd52k2SOCvpV6Ol/Szd+GeL4rdAf5jZc"
    "iu2TnIguWiwtb3w+8GWNw6mhbiC0k896JKCPhn4yQHZBHtweGgIDRbNUKgffm27TE66SQ54ubaDYf7dl277hb8OiJK/5CBj7GTHx"
    "Vftmse4v/H3dvL/GgSy5TrC0VuPHBX+0xIM7VfJkGyDOsbuAA+O5QiX+KEwxhCDNRtxXVBJgW29Zt7cmBBsklN+GuoDskVBwQ+iD"
    "MScFKQfgllJkpYRiAY67MKKEvT0czmAfZzjtVPRtWx+zd06tWc7AYcQJ6fEcpc4gP2+dM5MD5iX2igoiNOqXa55EGfDkCEMwC1SE"
    "QwkgH5ovJdkZzJpDbhDjHyFhDqQMSv96Pv3r0WjMJ4V6df+KwAP+EYmfYS4oe3tq4ZxkL9g7RUKCkhfNgJUrAC/vvHNJoutYXzc/"
    "X0Hi5qVoFR+t0cdqUsUKAny6NyQsxrzWFOa7Iueus4iePXsy/Khnf9nV19iBQGVzdK4t43meIkVRnc8Qcq3EjHtDLNthSR+cg4lY"
    "GaYSQwM9vMmzyZXdjATtZBI9hdqGxV6OPvdl4sdJ1sH3M+lnK/VGFPuvWkVm+nxM6A066VUGOH8aeNEIiRftqWg3aCy+G2SYNZgY"
    "sLpGReBGw0CYzgcFStuSuDGH67sAv4PiZHRJQYHsS26uIgPdl6JxTEMke1OEXrUuozgLMI3xiqTt3+0pHTrxBDg3ZH5n3Yap2d42"
    "EG69GNII2Bk1VjIH6obWIFrLhxrFRNsKvmI8oGpGty5bvuFRbMhgDNkGX2HAgJDN3E2kTVKGg7ZJgB4yuBRLUyNZI4P7pnNuAdv6"
    "E39tZZ0Qz1Z0PbagWyg/5WWq6/LmkhYKSQGmuEz4wT6/I2C/aIHKvbo4+uEUl4AUiMYb4rPEgqcRKwdDLCUM7GCftamcmIabMZn7"
    "N1ksQSh7gfi75o1VSGP49TRifty1zJYfNJ5pbW1I+bGSf72ay2CD4Ttmxff83HarxncWjgVUrzvK3zmvwgyXw26tyLE4bWxMHOwn"
    "vl4ca3GWteNBAvtWV+OoQF/ZVN41F/u3+MPp7A96D95QHtg+G2/sf7P/9piJG/cHR8onHTRiuWFNo18UWxNyQQLhMB3ziZX77J8B"
    "0Ar6IpH3EWn3xylAAURVPgBeV6Ea7z6NR2WE+wGBGFtaPkj5RtgpIxDfkMO66aCR31nRXfC3koPeWnexgIuV1MVKCioOoLVWKK3R"
    "2qGCtTP7k0XK7FPHE9Y6DNHXf9Hb/5CozNoD+ExnMXT2tlH6Bv+ODjWO3DQo09cz8f2lUo+k6/oeIRsRrWBcRIDY0cHYBjtolQ0H"
    "uCkc+h04Nm+wqr8DJO2LRQHDb7BNBVUb7ZiJhr5LyEYbyPvt36wLmqUYGXm/FVIiIJbQJfravxuMAjGUUj/nic7R+3bDXwcjyi18"
    "z3lYsgoqs+yYU5UJAcGaBV6gW95efe1BWDbFcayjp4AQ+zBNVGKXLQrsIzAkXv8rXL3ni7awFjFHpAx46rc317kZqkux4EmVXbvP"
    "MLwFv1/p1OFTFg7ICf16lg6xsLvXb9FgOnU1BU9qAf2aI0p9/8hAvZ3gM4Mn0WkwsXBCtozlsjgT+pcbocgUHAH3ZbARr1VwFrGG"
    "gqpRhjnSOfK5ke7nfyKQ+3SBxBB1Wi7MYJwE1+EiJ5/zvROQjW8ahbkOq1IJMgnGxLAUrhCDyHNU4uMAnwiFOn7j5NvGqrVWL5ep"
    "5gaBPBln4klX5kofVkhu6tpHoO/hmClsbjFHy8ArWsg88KmZbRP7Eg2bdWE1NCNvB0kal7d7k8aCAP1YoBFs+dgoDQItc1Y9s1Kz"
    "csiUpUr3i8ESGd5QgpRxybQkIkotHelQE9wGjP+9ZK0qPsGsowQhwRjnJk68L+HtA0kF5h8ZVI/psS8osrRz9Stow7lBQLEN6IuJ"
    "TyNRQVU8XJhUGOQqjXRV7IRW58iH03Duie4CdYf4pV2i7QDitc0DsRXdn1D963TEGYT1R3HmQmqvEUwTx8DyWY4CzjLbkua2ayzW"
    "knw+iWHiCa4ELguVPjMqaDuhFKC3NLK2fnSg7JD5LAHtj/zrbME/aMWDPko6duRv4fRBhvLz0/Aa5kDE2jjMTMt848K5L1AfZwHn"
    "KC3GkDKKAKtqXyR+c4ZtKHAkV2s1V+M1rlYlV+Aj+cKrPTU0t3mRPeqO3ChHp4HNBWp+HT47dJbsoccfGJMyIKKBSrDy1O8ymDK8"
    "E4IEKTnEphhQHD7qhhtU27thwt+FpRmK4g0cUeEdSoXl1cPikN50QbEAtl1tf1R5GyQbKSitZn5uksSGyEn2Q11+jj3IH2ozvlN0"
    "BhZM3C+ScUEynnAGfa+pvkK0FD9TGlzV769cQ1v0JMC0OizVFdtKOfC0oprPW/0jLK+Wlr4+wzeyeJ2M5HncaO0efn9ftsH4m58m"
    "jyQeMlgDhF7mcmZomgozcLSKW5amjffQfkjgSx7fYbZEs2VWPnOZA76NqBeFlOdye4ZHEJcz2bCP9l2bbn5Re8epzu3ZQ2XdKdBz"
    "gNMqPBjmCP7bnc8e1nOXba7d6AqMNmYbMwKimZyWJr7Qwu45FZu/Qr2l+Gy+XP/v8K35X+E4IwArDP8jHNb/wGQP3+HDJeQMXwFT"
    "FEpBk5i9MJVr4eeGMRHIBU+QbcqY5Z1RWWeJimH7X6vgYzMg8bFsYGZa1r7OFNeJONngDOLkf68Qsl7yz4NysJ9IR7o34gGAZr4F"
    "iIRQYWuRgGdZQi0QIBSGb6t6zZQREDuEpSnZ9gMLIXhZjjnwQ0qeA5T9J/4DK8bFuw4xNHcLS9jo6UEicawYTn0aJflE87wJ6rXD"
    "cn+ylpYFZqcxWaMle24auVoF0HJ5yEPPrkXS2esLDmJBFxqgG7LrFjfJ1i0t/tC5MS/B0ay6tDrxH4D3J8fwYC8HRK2hFnbABWda"
    "zV0xIOIRKgZ2fBlD5oI4sR1vRb0cLDYYroPjYgODQlEcMDh5PaTVTJgk5hTnSH/S4zXA9nkrmNXXkSGN4MlhrQFjwCkMnTsiU2+C"
    "Y99BmKsoEZGP/LlWQefmfw0YKheKyTvfOwX2YWCp26wZQEEBDkwdWkdB7W3WyLafFx58419n0yfaSAdJIiMDNLeMA7/xxsHIZrRx"
    "G/Lz2hJoX0l1aR2rSw3+MSzl9p+aX0ZPPwN9svgXrY0Fr9GMuX8UD1kFpCUvGmFjEJQdfx0chC35bnfj5N3+U/k6WrL2DubgpKnL"
    "2VYWH4wBeECyhEUPrNBX6goHbbrqS1n+I1AmAQCitsxjZR0uujLIt9Y7Keh0T4zJLxiedXtsVfeDRvWTm9OL+33de0YDCqslNH4P"
    "Jl++25QMTLPd9+yX/j/he+Um9Y2z6HEySy5XktkC8Ulp7Hexf4v/3RwbX4cZpyt6rhroxgaaIWMvV0JGgRp8BXv7LZH6aejGJgf/"
    "LRdyWSlb9Tj00VsiLvhbQi5X+8/mGNzib99sgd7ti5i+qINUWdX0nQUbe07TaHAsz8aQVrKb5GyFLeshGOl5c4nfcDCsn7ib1dSM"
    "3/MNixU/K6CrvXw10hU47WOZN7TUzOhvloHBfpaQgeysLbB6HTTqqYrbwedazv26X3OLL0ihUMf2UtC3/o+NmSWF43Se/yLADXDT"
    "kijWon6PQvgpANgdBgxbBzYOGThc4UiD2iAET/bDErmfLh2c3t3QdiTSBZXDaYZ490yB+jCUCQhDHbmCLX1FsO5vuT4vCuZOUW8Z"
    "mlWqs688ZKPtvNJiX2DRM4fL4FdYbsqNYf5YgkjyaQW606JlDtZVPbBlq8MDTs8HJsFf893ERUCEf5yIC9rnaYBMXutT5Iu05IC8"
    "C3k749WqheNsserw0EI2mCmFDEGW9ri2jOD1lDP/i+ZGs7hfUYSHPfWgaKLzkx5QqXEzBhGeGi8QStPcSmgRmOeDQpadw/89yH0H"
    "51MVTscgJkvJYP0zEWNYVvzI5OhR0mD9THy/jpcM64GStaPCd4SXi76yvZ3h/euR6ybU6FcuAF1v/BQOBgTdS64P0/GxkP0I//vg"
    "8akaS+8IudtAS8tOrEL1owhx472B72erG3ClWJOWuShMyNodZA3SYvn83F+wvvE4K2OknR1u7TTvlKb/RadoPgdOH2nj2ZEC9kGk"
    "IMS6NNg3D3PD+a5WurR3VWpOnKtm4Ix1QfsodUe5vYuSzivfCL8ev14ZCvCF9QKPDgVpiovgPvI4pbYd11zkZMW8b/jMWgQYh9Tk"
    "wWLGgcT5OeaP5khol2pq/ljSH09ExinBw7rxBKfjlRGa67d2nYdomRAvwn/1S25nfof/eiME5yVZi5yixpwKiWFZOlmG4MX/8YZM"
    "zBeShzMEtpfDgqdTeddK/XWMIlbk3608WKLhtB34FcKNadmhpnm6Mxxn7qxb2Uw4SwKfvsL8JhOyuV9B3JvPMpAIzFMRjC3NedBw"
    "M2EfwpQIsrzkq168k+SwhHHjavxSLrFsIDtbED8DcMniblVVjqjpbRUFfQzH92uGvp785kRlXvsM3XjtlE6S/Iso1QotDT7CfyWB"
    "q9ZAfpZ/592q/jrQziNlZU6lleVyHv6f85fPc8oghq0WE/bnrRhG1KGxnFdtsLpl8fC/RUpBXmZww45s/W2AEhPs6qRM/SXBiYDz"
    "KU+hdGr94wfMLAHkv45e2UHdCa2PcGRdhiV09rCflf4OTOFsi3ZubGHrtcr7rwGEdnLgfBsODHD34df/ko3aNJnDfaHh2L9Fgx46"
    "L/sEzp+Y8k37BKVJumzsAWopnzYhPjVoP7DzUazTHIbwwEF25BO5Lr/rlEEakHJslCmU92wUVukEFt+jxncJd2uBfeSB2t9iPIF2"
    "HLi2JZLLyMeBvf5GI246Y2weotQGoPuoberzk6+fk80K7KA8/CjPG33WNcj3HFU6x97nlrfLNijYSL5tYwoTs7MH5uvbThCBB3o2"
    "hjre3lSVtzgVcOQvE/Dqk86zsYDF+Iflir8/CQZwsSwvqTotNmcI+0s9cm0Fcu7PFxI3o2Lh5eORI2QtXYuG+/YMwj4e2DPu454j"
    "uq/9xUqa8xG5oROZLpnrwoDM+wS5a6rwCHP2K8EQcDAan+FIQHGcmqG+KjcwdgBtWYIFIlwELLgcDZbXCFKOCzGutk5xu6BNf8MT"
    "5hHsEXt7o60vK1z880HR0C/HOooBmKm5MwcEF4yYr8Fx2+ZFLrfrUE2V19XnTX6O+ktLjgZG+Hd/2vftoPFI3GbT5SpijPggJ/dk"
    "B1+wDJAZTNER2meyjuTKZBiRk30DgwfipmkX9iSYm+fWukOMZG/wB9Dib4FY6vJCJRx8piPJFSFebUNwHbFAeMLIMd2WLHyclXaA"
    "n3AQPUMgCuyJtkzNbRfAQ0xeyOJP0A0slJQ8U/4i1dpA0NL0/wgnD1eGrxGbyhSgK5i6Vbmeuwt0d3GDONtY5ROO1edZR6EobPj5"
    "eZaCjcMv2Feii/qSYkuVFVz6V4s/pT70Ysc6VgT+CYUFm8sjlt4eGZJf5+cJMW5cCHCqKBen1QEaT/Vk1CMdnLq3roJ/SyfuIQMs"
    "6bp6kspAnarKnUv3KX70tU/MZYafNN4H68cDaE+5+riXssZBdacEoCzmFXI+JOE2vi4FSdvIecej2BtJ/Yn5/Oso+mlogAcNobhl"
    "UIlg+4XLNg1AScLGfEWrqHA0JrwGfyee4SMoGZ2cd9+mlJeNMK+14i2znXPSN588eOVmFTdvOqAIbaDVQS+BmooyiM5UILBZG/Yo"
    "f9H3bcduzknXhzeP70uqsGFiJ8N4/N/h01J9H7wVXj4eT3tQPJktruaJynktZ72wLpExBwZRD8f8sVH+bMbJHxyHlhUjgF1RzBC9"
    "vLCmLTA273+RxWYxyEsfLLWzSziaCSfWKmBGtQMjrw9Ar8YJsQylKl9oHUDMjNiBleuMYwbBxT0HlZzTng660bIS4e2GTlHWdBld"
    "xBjLSNqtC9tw7iv5PDaC9L//JOtp/1VXCQW1IXdFX5rW+vH3afADyodXFwXGAzj6grsJBolNrpIKYQ53cJuSo776xNx0bezH/9Wc"
    "CwzXXxv+ezoXKPJddaXG1e/UkP82H88MIx0YuPADSPKKJTwI4WPdPTgjp5t4Y0xwH4RHTyfLS6/NiCPi0MOosjLGldch0FPkIyOD"
    "7Ppqq9sRCUQwvpN2OlBmdB8G/1z72Sn/0JbjBXIwSHTl2RL3oM+S1owW59hIkXQcUGquvR+rN3xncUO30pUfu14Qi8z8UMYngtRD"
    "kQE5eKKsLvazFy5WT1Y/xmVcUUVtTwL/9pH2vvxAarQLnAHYk11dcAjXzuq7s+g6i6dDqMWD/eOr+X2DPw9kuG+x9vawTV1XzJTU"
    "bCIUQkyX7RvN8tdbSjhqWs7bu1weoWLnF6pU9G5H9dr/VFd7CxlEzpAKGkzH9HxliDvZI2A1eZ3x592zBCAqjQUtrAddh9qyM/Rj"
    "J9eyMiCfTApHndgrJkaOlZCaBY1OoKcRsCZPfZ8cRC4HEC7n9IoNvjeAJGjZrzTtqFZPQzF039Z+prg/jyEjHZYLb9iq4qItB/Ai"
    "Mjb5nZ4EV+ZgiptmACYblghi1KP7JaMiDX0EJkSpKAuHykoOKBEBanz0mwvluRzNsT78LgO8ZWToUiagOTp4W4/MTmRNBQXqw2iB"
    "gzJu2VqQl22iEWjalJRb3EQt3K37Xgf88c7r1M7n4YyrfWVs8L/RSZXU+Iq94hOsS5hnQQvcVpxWtVR0cbIs09U21wsXJ1LA5xEe"
    "EXFoR9A2Cjj3ZD7RLPv5JOd5/BSsVP9rK8Jjqf6hn1anx7CeqQkFNZzU+tRY49mf30psJSmrsBe0aWzqUxfsBrFUGfq6riWuHQoe"
    "IyqozkX9orgQVQGPqKKi6HM8SAUNcmTs8Txh3xf5wuu/oFhDGvtXXVYOt3PkfRwQuI48xK9z5Y+nxLRSVTCXJYw79sxlozvYbPTM"
    "YZ+xDCLd0x2OvWKfWlpbJfrZEt0WUH+ZrRWVzWpZ/HFozkDMcsWIs2wXdn5AaqQoSUroXD6XB0IXqsGcdOLbNz7zoAPzIL67z1Nt"
    "Vy0ro2vRw8dlczomCB2h+8Dq4ka+zwAsweOQHh/K4TzymhF2RkeyYkr5HWcRA8WJhJy0j403nOv1sf9foa7AMJxRkSs9ESoqZsNY"
    "vMnPB4XftDqIPKNXcVao0Ppxfc4VrcPam2U5DhEbcDuVqiQ5oJvk8WrADJHIyRce1PkqnoqE08l1XfrrRlvTVwzQXLNlSPeSC3fW"
    "MoNF2EHVkQyFElGlfYbrNuAPg/ggDbzYi0euaO4p24YjVgpuSfgwYeA3qPZhjUX2ogrDhiQ8MRAUb8QlTNSnrUKrFsB/6AX0xIZY"
    "BKlb6eRLXq/JEpqsN1q4ZnmogMOpv641IO3bQhOJsR0Gthznrj6IsSlGLSUJJRH+lstFWMd7q7D+wqWqak9oQGqoB69LoRQ/K1rm"
    "K5LVURxrSjBuITspsJNxHq4mxCtJr8dGTRbsMdNpBnqd3Czg/MAkYMvb1icEmwc7k2iECEEnoifxqkv5r8eOf/+Sy0sPAJIjPZwh"
    "pQ9juQ5mfv1V3Wib920+DePcYJPM3O0Cm1tsh3CkQEgI2x6BdHRxx4Trpd8aqL/aMuJ2qW6t/diZ0x3G9gzx755EXPOTLASPwk+h"
    "5nUzhvvWWTzdBjXNW5dihwnJ6jUW3/rxqDh30oyFt2fCsJ1JyN611mL/M3iO01c33g5HVxfGaZQdw/crtFKVr9bJNyt6pEIGbmxl"
    "9IxduPNYGY8rD39d01i848NkxtXoM0ppVZb9Brk7oZp7UAWqVVYQLAlS3csEMAU5nC0hg3WZHbS5EywKNShue6ig+FW+Yc78DPn1"
    "cg5cthPKR8UyxR+z8Qo+xB24HRHN2/zDhj0wyKhFvLN/6GYS54HXYBAzBWaSiPiQRcQPGAH8MBWOgUvWxRnkVhIFe6byQUguAYl/"
    "HnrnxcTfYMg6CwqHsAIvTo3kK5lVY3t9v0o+lBldELOV3CJtXzRFJWFphuqPq89OchFNbGXYMhHo3P84XxKiCFFfe9ZK4k1QNzdi"
    "XOZ2XrizAlBXzitNftiyV9354kQS3IKQ8yo9BhcCg5AvGgaibSzcv3fc7nhPSp1RlKfOlGG8Osl82MO9qeHylgt4XtzsHZRIs+/t"
    "kBDdrqstHW932q6ZlieF1CC6KQuA3F68YfS9vurqdvtj2b5NI51at/8KlCkRwvm2HVrXOS8AsCX77/DSBAFDw6JgZsOw/QZzn1cP"
    "d+M85UNFiLheNx30TZ6mvwWNqocnuqzQzanB755EXnkvwxT1E8M3QmSxBZv6krjPIvMIQ/llNO0xm7qRhUUGkIGvz2MQJD6P8dEo"
    "qqe5h+X33lol3v+rbjb2o88Pl4sNJsaG3VDTxnxRhHUbrD6Me7shOzbcHngSW0h0Ux3qnxwQB16/QosKcusqzCtUMHUt1Sb3aqxB"
    "HORmdwFnc4pOI+984wUi5lons0XObYaxndtsc58RFgr6bwutGt9wEuC2oOmbwwF+WaAmdaO9mQa+mzu7LQjc+e4TTdPesU+tLf5h"
    "JNhg4/hwPYP9/9IJsT1u28QxDjpakgGKAS2DNa9sRuYzKRGWiG26bdXHaRC/RUme5z/fm1Xs984il6olIPhyy8AzJW6IwCDdecyn"
    "ycbfYLwMDpXXrU3h3/bGVmbAuExeRcZryGx9SZ8cGCGMYoSoaRBAErRUYeTV/XPWcZzqfYZAxltJTcstM/nAKGNM6hLVh2mmEknC"
    "oG3n1nVu0KmXy2dtLYOMoDRhfBCOVR33raXLUmvvsfZb70XUrfGCycATvLzlt4vqltUmy8k3mCuGI/04CJsYuLZRZgZxv4NQcHsG"
    "Z41b1ysX0UrQIsXdJmhBts64pRV/HSnEcT1IuEDwq17Ks0QgY5s/0uaoblQGxq0eNPyUjVJARA7UlVKoP+DFZFQybuRy/DFeAFyT"
    "exHup4kCCQuKQBOGZ3W/G29xJVEyTVfKi2j/G9ZrrUtyb1ZUu80UB0dkuJb2Y8C/o9PL9WU9x45P/Gx0oEOUcYOOH27rueEG5dt/"
    "1d0a+D00Ag3Advi9Ga9wMLdJ1O4e1BAlv3U8GNoQyLufqrg94i7T0TcAcoTgKlj3+BEAif67wpqODmWYd1yDag5Nm94b/vMVZboG"
    "BBRPSeJRn225bf44bhJX7wIi6wl3iDHvjeSn8LWfbBDvc8IccIf1Idz1hSculgAbGM2RVtHdktfxLyux1POGQ8bcd8WFc/eXIM4Z"
    "E3icIBQ7/FBNaFPKx9KygUAJ6MisGEARFgCiuOhA3nkBqPA3/BXOtsu9YEi4U+Bv3ogucofh9PTT3AgtcBH5uNJhisZVKRpXDIvw"
    "gSEE9dJvEK7Ik/o/5YAWbI3n+mX1gpwsqGIgM6RdAkMxy8o7RWyOgw/EvGVo0VWBwbjqAHsrhmwNtHSv1Hrh1Q1GkxI9gOMCJSSD"
    "tJwCUBpV/MLr1e+wu19xG6OsXni1DhWUxTHpuQ+jsNHPggStCVcvDpJGisA4pGbEd0y+Y/mi+zHY9lc4OG7uF63LOLTvHP4DE5Qn"
    "kXJN39vArmq5zVF97nmUavEVeFo6qFt46PCQmN6HFf9ftvhwk8T1TW9tjTm20ohhZCh1ch0LxOXKAeS2YgM7rgKdBG3v8GNpe0cd"
    "Y+V5RzPWCqKi4AEOezAM3NBQIZzL1v9UtLsiUecdykTmsNFjYghJ5sY7Boy0PJcu/POicxqQg1N71L53B0DtnXep3Rc8hS/+QKGn"
    "uluhrS33EO4r4AP/T37mbr/U5AZeY7UQBgjvuDqFpxHghLYm4VP/iyhuun4L9OkWcGEr9RPVWEYS+rcB3uQNSnKLKNM/XowJnDB7"
    "4RkDpWWSewF9VezxB8Y4N/jkPnfUC7j2B0s8GpBR39rAuB+2Dpeb4E2KcX4fJNO3BdPd6uEHiySrz59ttTZFOwHuxQ1eYTwgTdVp"
    "R8BAtJChqdw+i60ghks9jS94fuf6cIG8Yris9t9ac5L9n3WYqf1bYn9XYlbxuKnIMWtz9QRD088GOO9rRpFCfQ+7/WD0LL2DGz4A"
    "kEZrYeZTDmL+MT9mbPQONEl7xVFCgfu7PqGrxYsuiV3HoXvhr6u/BqPlDceQwAzXSnYTqsJ8goMrlfDnwDv5KP/h4Tt76BZu9bKy"
    "yW+YeEsMdl+p1EUDEXKz6a7Ajgz75sm3NQnh3BoW80dCgmcMoWVMJ/+GydIzTX3nl8KzJX7dsZxRZIL3y7gXTLlj0okRkh9VUxfM"
    "zBOCbAntYq7z7U/GN7ftwfkaIK0rBVA3M9IRGMeTYW7xp3ac+/W921JGwAmjlBzFWVGIEcEKuSmBCNKFCo51AURMTPVc3HQhhGad"
    "AM6JGmc2mRQYI3dr2Rka+YjsiTngkW86Z5khNIgTLg5c5JQjmWSfNGlCt5xGqQS+Kj81Ej4rQWASoC8b4HIYwolHP8lkFdGImiZq"
    "yjhVp5gDSILcfw44RF2AWejEcJqnz0Ck7Vpp+1l7s9qLExzs9HkGMUOnQbeSxNHqJFCUXaDDqpuGT1IcYzkpNFuYUUX5PAkpgypG"
    "g+dFPrv6LBPiOB5VURgIZ/PLtwEzAlte6/WbsjdUFBbJSAU2i37fLKmwX7v6/yb741GWQ8hsKS13AQJnKZcpnTaMSXCBQQF/Bhdm"
    "L74JdamA/yuQK19SvxUQdS36z8endUZWsG8lEOaJPl+jlaRQVSelyGUKCkWhginfPcHzeIKWuEWIy1FI+bQQRpLYRYI7es/+u3zP"
    "s00NTVrnkfoz8CP5v8jaGfYwHGz6VQv7+o8U2yPPofGEOB/3j+qq/FRG+EM6q6Uwx5bRvgCd+SgIE0zIbB/PfxVzEdKdsPrEHw2d"
    "j1Eonh25g6vdJbq52DUm8vyAG6KkZdVxDHRo4wGeWEyODBmiTIzCK8f7+YRu+z2eixW1o6Ge55hYb0ew8ytQC+zckPlHu3e99oH3"
    "kMBblWn6sbnAhptcw9ghlQkHDRqMDj/qh4ge33XZaIb8LlXHI6JGw6qAdEJ9oT4w+IUn7g8qepvtGn2IxvFK890FnDIyNpcML1u5"
    "wHTyxwePbCVBg/ze8Bt7ry5CPwlw1kGQXhe86MlRbt1ML4eyhi8XyOtbJocVBnGuoJdDimWL+RZHZYJLccneCbHoT3kfYXLwGVKi"
    "N2/lBo19E3HNzZiBmB6FkYMQmE6Iq5jywd7jnMfJgXj66THb8jeKS3AU2AZdicgrLvE4ochUXO2RzcMagBlu51uc1CgfCB82QCnf"
    "Czy0mSPJpFKZwXVBjaQZ8XlODM8FfD69U5Z6juagN4MDRrAE4TUbntcWf4lUbOp/1ZD4DbZ2G9a3eJ8aIM1FD7YUsRRZWDpVNYDo"
    "zkgAfu2WgafdCkOoogUOzdmRdF5Kyvdgcg33qhkIk6l1OlbxybbkNWaDm2w23FbQuom7xIZ0ds0049/ARQmnhAEFLtIKGcogyWkF"
    "BkJ+PyW4Gx1lJM53VcVJr3wD+qCJNEztDbvVLEanF75hbf6Pff1Ps9nfVmF/mhf+YOT/9NYujeExAId5k/k7TWyb7/v2f2w8t3cs"
    "bX/G6o9NjDfLlRGWC/41HWsw5slNcHjL0J/lbhHDeskfNIA/y8Hu4b4NJwHae2t/M8f+9joUS3mbkkbRLDMg/8AAZ6XLu+UKuI4b"
    "dzan7gKkK6aWC9y+f+BvXzusyT6kDPK4VFSyf1A9ZapdF7qmcTayNmTbnPX2VtjQPmoVdgXRY+xf+1kzA2U+PICzhxpFCTKAayMY"
    "RIND5ZfH1f6D/SxN2IF+SINILAxPmYHSd/I2evygtUo69cM8JGxYbFT0vX3tuIbKBc/hPax6H1bc9mlbadMZaVVHC+/HclnGDjfy"
    "PJbHwzjgh2yE2Rc/rL1mkc7DotvrfLGOwVCGCvu8WWlo1R3yDNdoYBC3ObiNJj2jx+5qdNxq1fr5EZZHNDY8PmSfj+PS00ETg29d"
    "kv7KDD7tVzesbGen/zYgXbz+n3HKI/QKMhDnyJjDoMUl8d+aCb+0Er4Ih3pupsqSVUbjvFswGuf1wM5kZgL33T4wXsTtPGQO0Er5"
    "RLniD9QhGizNEJS8/fTiSUs/Pa0V+fxBFVi/LJOMl3Ri/da3rLrxQdX1GkZS1ooC4/xsfj727vcZGMnP81ehV+t+JpzFQtQLE0db"
    "zfN4I1rvcdbOtSZ5/Fi7AHPDgzuVH98xD44NhpT4mHPp4NnykxvUcHSDdoZ0fBzogcIOwBcrn2g6cRoCGG01tKyVdknobvJsaIKp"
    "Gjq+ICR47oMA9SM0XLECF3sdhr7o76ft2JFbqXAZMU1H+dU2DRSQAkHj3v0U9BjEUBHK6BYr9xS0XPGBl+9TQWsLTJajMyax7gfG"
    "A4tBGRdbKAjJzw2sjTfxN9nkjdkiPDtAAbZATR9JWN9V5wLCt9ezvZvK9zx4xsvmqdEa+XDZ0BE48IxoEZ01nK7Fny3TfDXosZvw"
    "970Xe9nCwHCP3BHTjACYye+bBx0+1zycts1yMwo2hdzySLtp4jzH/grw1qCme7xCVkxe1s/lrhuGwpFmoOmC8Hwjoqv9LLnXowJf"
    "QO0POFJWIYSsyt92QH5mjND3YSgjUgsIh9IuVoUXxiHRqQEwaEP/OXSDKLwSxADn5lTKUGby8oZPJO0dH9TyDRII4wmBS9W6Y+K1"
    "HAgAE1GBeE6End/b/SHqq9YRvWJvaax9HK5ycKtkBrJSn9T/6eqtR08HnZt3mNEFT6GbPQr5WA4B0ZUsSUNzgM8GAABlYPUJDAOR"
    "2xG/sMxhWcI9nVMJGVNJ+zLlWAZ9W20sw6wSIdT/CjqNO7mpL7Q+DQS2/q90kSS1reHwlmIAzBVkre7lm82EKrMpn4qjee5qZAmi"
    "6ZujAqavAUjz2UiOGG1rl5qJATv63fCUw013mxO8KfJkjg2ypb1IETmtu7UhUXI1CzNmKEN52CLBDYYKkdQ14Lg+mqzeN/G27jHh"
    "fQf5+ElqnsIpcRSNR078nu6v+EXl9vM34XxW21i/wvOS9jsk5xVaknGCXsxUkVJpsWGJBLN/on2UlHSVBIe8TKjPcwA/pndRouz9"
    "rhIf+0GJA6pCcimUh19IKJJZJOJUmvxEeYpUJI4OxdtPeE80JVKgl8JVn76ECwmnhYDLtgGybFU4mChPWoikMgGL6AvR4BnGKdvD"
    "iiuDEtM7dRce7DDo/BTl5+ZvzVsHeQ1mJDj6BWxpg9sdR2TxaanGr6b5ijD5F9ba3P849WQf1s0U4/QXb6Sz0UxpP6A5NuKHaJAl"
    "uXkcESI7Jr4GIC3mUMC0F+Orc7XbJXxuoOkiz6xufXaGAowB4iSUonTZhzsD/UFbta/pjsPCB62AnHyvgsFjSUD5WX1AtD4p4Y+A"
    "JFHywluHeWOZ2yiWlwcCYUVk/Wd0nuyiJLDFH1by4OcJ1OCzVPB2W9HSY+X2HrUMGbbA74wQIOWOzqaSMA/+rrQ+CTaDfNbW57lX"
    "0qGSKmD1eKlvQCgiPmOTuh5BeRj4F11ukhdhAfAJvqh3YMZrXKzlLygC2DN50oKYw9Q8h/Vk7nGQyFzfKFgnQEsl9VzrVkLdqMQe"
    "s8CiKfmngGRIEWhYCYy77AhkqXOJnC23oJ3xZpI2JEhLbt2EsPji7QMJVkLmvfVBz9eNhcYb0eQx8KYWchvUBrDbzxMPcmVLwI9A"
    "uIlnbKs76CIYx84tkW9Cfjdh89lgckTDfWFHv032EJdKGdRp+bikz/3PD5DCjXYxHHHXvAFwmCtYnsWWEk6vgWkOCwYIacbVZhWC"
    "LJHlQUfFsbAJYSUGm5QyRpkHqw13u2KhB/3+4kCQQrjoJJhX766rJCK1nTika6VL6r9OgzNg8Gjz1EeE2/ZJiJY0gLQYCciDzxZR"
    "mKH40Cr1EH3V33JDgOcIYrTYFys/jrv2nsO2Y484RDUMKBQ+gZfJz8k0RrPSETe4r8wVLBwHU9JeGSB+jpnA/wf/bL4ads43uUyq"
    "1dlqndxIm7Hy9mKyr+xWjEja0eAPOaZ5m0YK6J2OP/baq8XfkrFj5HgZ9YXVy3+WnKnOV5RWU5j2oDFTkMg3GSdpTAn+d8y77ttT"
    "MEo/NdbB5AanTmv3cPzwB8F2HARIXT4JoQoMIGxqwI/ZAnDcuU6Yy5+KtkDNffR0/IDQlLWqSNTtyQR9wTtpxQmhdzvg6nS/apPm"
    "VeXmXlCaXF3vw7i8sKLHlrVCeNzR51XpCIoOCaC08bTKQVtQSKlC94ty3giuICw21NOE44DE45yYSdTZZYKFQh70qdQaO/cnFYka"
    "qPvIxoylHUMORjnj4yv+dWHvCWhol33T8xQFBLd1Uowt+xd+C3kcj3Af7yER26Ny+7rw9MBmExosilR+YGFSq0iPemvnGVcNT7JS"
    "Ik/XZDhMpR/MNRNZ6knCCOrUOJLk61OsFAwh5k7H6B6NAbv6kdVjxcuWy8NRsX96BnCEO9F9gTZM+RRGI5ujdW+zPJ5CA9Q27p03"
    "94qgwxxfXzivTy8/YBykTqm170+82Al2OpcvOlAFDWZS18MP4QILY36En/SkpJ91oDJJ4LkT/YHdWLxBKBLLjRMAD7rFo87znWnh"
    "IKvzwzlNGsjBPAV2PqvudvHah/Vm9wrLyRGPr/A82VjcFWmEYP7izeeLnPq/Qgp9ZqB+M1NyxDU0fG7Jh64ZuKRB8u7TUDzp3r60"
    "w1VSPuvrH+3w0zqwK0r/Dvh4uCj4v3K9QmUs87Pl4Gj64C0Weq4UzpUPWLHkonA4Yqcmtw5fThdRqOWWz8+CVGQGgfMnAR2Kh0By"
    "xr5o5YMFAbwLzxpkko6GQjm+Z65zRxwmFS9y6htVhulFa8MYSkMgPzXoZu9LL7f+l5KQlrtF+AeDIzqkNGhGjkqOjSLCmHDeSV1N"
    "NoJaQI9B3ZyaLsewHhqz5sJ2qUZ46EjKnekhU/2twXH0rOmC9QG03D03gNTFLS2wm+tmJREQNhqYOEzuvab1frJXbR1yPoo5sJxq"
    "nLJY3petKvWMCjjWvrE2tYazTVVxaiw54hVCGNML1+q4BTvugAHCfR8MU5gRlYjtFhYzCOOxhPIRK+4++E8HUwa86HvEgpo0Rydm"
    "s8CfRxrlZomZr+vlITKwmO5hcGrBSI19hGTf5y6bI64H/mCVrFiMsZzu/1WT8UuDtYuh3Ra5zq0ATMvV3kQWaCuJB29O0AVPEwqZ"
    "C2tzfXfdoJPhGPCJEX+buHH3CFI/TPgcnpxrGNbgnkSS8XMSy2ETh3fk4vBVPvwn0ueQM8zFW94DoVgIB59uBBmHC99ZHIM4H8tv"
    "9DQ7ra4YMg9NZFCshyLdcFX9noGarSIjqMRAxu2E98YqYcD7ydjEG/S5DGzp5B1NFWFyXmNISYlAkY7hM5WEtnRC2js7UV8SQPZ9"
    "i3hf/OZLkT3sj58ld7RUSKI72SLA/nXcvAN4P2GIw6Yxoh5f+MNoE7y/cItTlWk/rHVZ2PQPrc1pqs+bMcLed6EtwM0QNd9MTICH"
    "pbyok/f0aTs/Ov10rnVDZ/KD9vE2mNKpNYZk6tAnp/Oi0mkC4z1ZlUEH3s/+TzP5zxm6RBMqHb1y0aXJla4coDvwRD51PSUx8jP0"
    "3BqM8/S35CAHPRhdC603mIUKeDhfwb5h9XHsvkRCkikaBBeCXJjpSJgtLdElHnWhih/k7zKQTw04gWu287R/YcM4ZSTtBahLgjQT"
    "kRgVI3bJVgvtux37jOeXXUJXInHoqSyBcopwwskDksClvuvDSPJyKsdk3ZgvDc1AcyTZrqUfzbFFeEBkv5Ytqt1Ia1t9nOApERkO"
    "+qCAB19mqip80D9S67Sno7J67LD3yQKJmNR5BS4HrKUIgeFlh945niPXe+iifKjUlkjMgSCV1SEYZrA+DKcq0K2RfiAflRnf58Dn"
    "AGWpODyfCT5aBfr3p59PzOd4oa7NeTa+zC4Rgc0lQsu6Z0BdUlb6YczLD7X8Mxyi76KRINQNtX4Sr+sJ+0gcKA1VCD3f2eLofVWM"
    "qZVL1+Wd1U+w1gaGCEVzSOPgJacDWaJLHURnjSo/zSKvDv9D9i7ap1w6BFryDx3SJIJRAfHBJgVc3tZ9ziRLf84wS897urj4Wk6L"
    "E4Bzb/FJA0YqZ0R47bswAjQt6PccPdEE5h65cf5QvloSQSR1fvTv1VvujHTaupbyHgeKO0IziSbqXUgTNGNbfnijott4zQF7u54I"
    "uooXyzJjLwSzN2dqNCq/eN1gUlHXSc6IbBys/WPWiG2+snJolMBuLLjD5T/ac5jsq3723YABf9hXmbAAWxPvKJggBLN5+q89/ff7"
    "7oPp77n1NRlqr/mNO1PC9JZu+Cc6nO8SpMZ9+LwhM/dk+9Ye7XG3GDCfWx4O4IfNj5yP8+zDg2u60Ac8XjRSEnBcmBbzhMIKhB8K"
    "ynooDOE2UnH3zwnSQhPReZmGCILJ8wAoR/GrHWOwipseuypfKFx/ppgkHwp9yPm4evgmHLqcvig6ZnIcx2Y/njnH6gLO0CqNqHxa"
    "8JpsjDcX5h3h1D/m3XpYjPRjZdMLqs50nWAN5p33Nt2S9PTG1RDT27mQ9/qu5rrBpmLd7q8Mc+ETiHaDA9PAOftYP7vAwxnt2S94"
    "I7SsgwBGbG5trfpWv6GEI5znEgXKHF5oU+DjuDAX/Z4SjPBqHZD/wJ6BPeqbNWRHnoHIPHgAbpX7xGmIzfrslQ6oBuhVLwV98ukQ"
    "ckR91jkXjJSgNKKNesfFwDAGccXHuS5nHIT+Vli6j4neRBeKaQBgO2EGz7En+omoJRnNOa9xcnl/4MHVMkcbrhzkmgWXI+FdCCNm"
    "ra7g/yCPvlOS46PkTjVG0MuAcORX5v29HUhOnk4ot4zAuZ03F5s7XJdV8/nRI17R9vzMNqLWwqSAV4NTLy7mBtLRVVuXfWC61NeG"
    "crj95zfcROe0bjs3oKQ06AgHDDvPNJIJj5zPLKvNsyXlMhqbP9PWuK2WqWfF28POK+QsY7hCRFSciEdEQCS7IMirmATKNAt3+olj"
    "cvFb4IkHN0JkdQ9dl1DCtcF7PVxVJiDty7oU8WngAXieQ//AaqLtMo42VPih5F8UdCrSbKm0ZxAiJs7L3wQf5YOsa8KWLRN+UL/d"
    "oidsBOp6GQkBeqNV5L9Hb4wecUxYmN2BfB79EIVHJKR9C0KRBWvyy96fz1qDi6+kg1eYC2abPx87ZilGddyYOslekvefao6LtmYq"
    "u822QkQCu2bbGmsYnY4nz/g1Gx1sd8w9PglVgRlGQ2fdgTHz3ouZd4qjqfg9pzP0WuBAeGZ11KOlYnk999TvkhdWJ4UJ4fILg/+M"
    "lnGhp3ZS+d3c5h8b43vySz9VNsYmiIbrBibrJzNcgAvLfkTJTGR5TH5FmDanDD8P/ntp9j/6rgtzKdgir0Lzb85sEs4m2ea8hVCA"
    "/sGM+m76STEYVnpxCTYGvpt1WWscNoTcRvwtWpp1mmktwlyMQ3BhzPjuXyNOZf35frndnxbHgL9VBVURrToHi8146JlHOej6uDS8"
    "8B/p+PJ+Hq3ELFpsWtmXXUXTGM15CVUhg2Q2YV7yvWWAKcHeN3xpqaFaXBemGRAfHRwDEIAeBD+PIUScJyei3msQd7w8SXB5rBkl"
    "t7i5mXmBuu7MD/m9JZxLuCe0taHpAwIfk4Y4gLh1ZF4wizLObaryFQp+f468+smKiONBDqGIbciz8sS8teCgIu6yBSQzvwb1dHin"
    "AgDEq4twzDcOhM9gJQPvPLTv7XGx/rtYL7CaWaH21fOM87yKLeOesFyKGVXS626JNn55libNjCGZt2/wItlQg6nQBI2HQ/59B3Xe"
    "EafvJ8O3J9BoUWCeHtjEhQCKO0ISLQHE0LnMYeL2M2A9CtudosV2XKDG3x7LkUJDFZyyP4rL+c7Yrv0PFiJVHBQpgtRbTjtZAJ0L"
    "Oia/1xblFPjyaMguOZNhtEJ4C9T3swpKXPGmW7/I6mcz1MVjxX6QCKG/Q9ivGP0okCBuRc5pDljQTkF8sbdzgqx1Hhf7osH6MElb"
    "7+/G3k8kq6HjTeaA+Nx1FMzD3BEWcGBVGTvP9LE742aWGzYEsOXHlFkra63PbDJ+xoD0bCVqA6BloUGkg+lYHro3ZF6gsGVE+/zT"
    "Vg4x9tCr7wHA0ruDm7HiAR/PycF2f2h4c2x0qNsGnCXDStIIPJkESaj9oazMC1bnJzrWcxrp1HkaNsSKwnwMDdRVn5/pTmb4CZYP"
    "1+L6BPxejmrRWSIbHjtqzS22al4wZlfL5U/lFn3kUQx3gqkKi6HLBY2ruQy01PyBxTL1g/hB68PvDICeSLXARAfQlt3OAftMiy20"
    "pbUEWrkvSBfG08VisHRd+QfO07xW3WG8yn2szIZs0dgtnIZfF+b2gkSpciC8uW72eTqI2foTLSaG0dQcqRIT+kl+G588y83V8vGw"
    "n/E5y3je2F3FQVkw9PZXh7XnJYhbPlS8Q/S6hD43uGFHsqK4XwfgZIxDeQvOaVRvXEKVO04mO4HHCxvqpS9fet2cmZxITWBX4FwK"
    "Xe+4/t1phaKAS9iKAN33WBA4iS2FTvf5eCz4fRt0ObW8XbISlCVsV2XCuh1FOEbKEEQ7DQskbEQ56rssFPU7KUk1Zd2KUtynVU8Y"
    "v7lgy2aZZqvjyQ0g+piDmpizkptrR2BuKagyzbNAOxtMgP2xPDKP40Ll3WdW62avnY0Vg7NBdDX1JVyv7wtOVpaktLUlrsmyJOQ1"
    "3dnOqmW54N8Ya3CzhrhM+NflSU8SsLl8I2QZhtkmgImqR033B1gHx8+DLjDGtVjnybZ6oT6ANZj5KI8B21HLah9c7fMrDywsMGEI"
    "x28sEfy3oY8BjB6OhBcgT4cXqMu+nHJq5qQg3dYdWn7CihIhjrV3SEtJ8W9RF5nAKA8mfTwWW9wssrooT4tLwBwfzIcuPvzJvdU9"
    "xe0Z9K2FE1TsNk8sBH5sFOALlAS6nwTs/iVfemQogpctA7k6wv73AqPMqq6ULyKtIM3n6XKMuDxljnvNCzArvGAoIkPih9EjCTqZ"
    "noGuOg+rZyi/pPTnN3l3wLJGFhQ5RyV7eWuw1YUDFZXulwuruMt2w9/XfFdoa6rLu8dHBOgMYB0HfJaNh77l5SXVYp91e2tsMdCq"
    "WWAMYuEKlG6Sx7N6y25LFzinaSFiNKGcCuKh++KsliuOoUdY14HKIzDpF34qfjhGK6mVTjDqqrzYCDDstijeXWegeClpqapBAvRt"
    "vX1pb8x5TPXBwgZ4wP3Oy9ICteVVBrcA1eYF51IVijVooZZ1gifZ9dUz4Ry5M55Y1oFicnQ4K2YHq+yHID45Z8fQg1zo7b4yYV2Y"
    "o4Y5ajcOpOqcVP3WUvlv+c4YyEIAhVIOwzJkGA7IQC25QuaesrVNh1h5P5ba1YVha5Z1ra6dD+MIzc29Pvw6gESA1467Pgwu6HIt"
    "uPDPG4hBQOT0MnKT48dYTxBFBb6xoODMNE2CksZyIsQGSfUsuZm5IIpU3pSgQXsyBmx0EDRXvC6ToI05dGtcSUTowTgB6MWtqXJz"
    "yRp+J+RlnXHJYTNKM6st7+/LNPHRgQ5pqnRlDl2bZLSrIUycI2HaPsmQIpjC0ykdh3nszRG3reoW5+TVK+tmG0hPvVztsRPsPmDc"
    "JVYQtiq6C3wvJEZN+0zuG3tBqB3WZvZQjr8ZwvtJzlmKKfmKbMVtI8BZFNSTh6fPWa50LwBhmpKAZJ79HwByhFlmPfVo45Ay+zYc"
    "CK+hF6B2Co1gN4tYZfOIa3OwcA4l4k3W330XBlSrjSqrNSJbX9i/vqCs28E8RNsO9rr5uDwF1QHB4dpd7H+1/3S85H6Y1rWBecVh"
    "aQgj6NRfOsekseFiLwOGRXgCGpqW8yiY6i1xLtpNL5u/YE9tZbRbrcLPeqOuphY+O2nWXCvAfAiIukZw6sa+8/5P0V79bA5AyI7A"
    "jDqMvNtY16wMHRai9oR/lcpUy1yAsft6UjTLnLiH7bvihvWbgTne3PBhX8LdifCLSV9L5AZWaPQhPmucNVfnqxXZLbUYLm60N50y"
    "4Jrc670Oyfl6h8YI3WjLd6vn+1DpCIF54MnNpWnc1er5/k6ULxibttpog1KmpwWQ+psILpA1jPsg7L1Dj8zBJW+wDoN9Y0Bsc8zo"
    "1L5fca4Lz6/491U2MRjAqbas1uXkRGiDi4j5xwgIV0bD7Ik/6Pd/sIunDd/iemRqRqwPS8DD3sJhtOo8kqbbdnHXbpW3jwPIN/kE"
    "gdD7xu19A2miknaOVmxXwiluCal8++GMBB3SYp+OakVxoNktHY5K0FqKOCa6yCx8EHmoicY14LAcFzrLWEmFFW3FAJ00oFHnkPKS"
    "vOUhzbDBX9UrMKhWPw1c8S8t7gFHV+S6hDfTEVRTwJ4T1VYyCpf/GuqaoWCeATJGgaCdORhEWxICeNVXN/tCnIahA0AZYIo2B/bZ"
    "CSgz+VinUEoL+A2H8Krlb803+GD46mwtdAeRqvhQY/0Y19z+ceawVtc6Wdd4YMTfKl73/61W1ugOPJ2iC8DbC9HiiHf0BaP+NNa6"
    "uGWIBfgYpy0NoRkQAC37En0Wpe/zuq+HO7+o/QRTwAtThOVK+HpFUE2b1yeKs5ccqDMlK9c7yT/jICVLQHHP+pUhbtQzQ5LC0taX"
    "cwcua6rikp9yWfWp8hkhrd9aFjgVf2FppLhC0IbAX+GygGRw7d/9dyBf/xVOGQ7ase9afYeLpeQuYw0G+juc5xVdhRnXi3/dUZdL"
    "lUQIP/KlnSfnGDfYcVgS0m8BsZ3rEtq44s5PbzURc1ZpFCbDQ0WwqlpMhHyPdOL+9shWulZxU4b7NADoNz6WpGfGpNkpa0PfRDxZ"
    "bBpGaHnLoNMidk9THpIyqPPRJ+4PUtqShl25S27W1lkPEnb58nT/H0EqrlZSN6R7KNeSY8XFiBmAZKUqrks8wfrUIc0qCWdoDMSb"
    "DjSqFJ48BRgA8zVMzZZ9XsvEjwgNLbsYeaBZSIm/wKKJnSYhqk/7EMSczIHCXHIrDtTnteL12enRz6BvDu/JMXrDR5cLHYnGNYgE"
    "9nZ4FMA3rKFPlZbAdHVamftqrE3mlL4SiAquziag+oewKmCN276h/y9iWAn5Z9g5GJXWagP7smb6QT5R2V4JrNAw/iRtJ64DJv3M"
    "q7BOeizYA49jxdkOHYz7BZKNG1whGjn7cOj5ZOgruTCm+Pmds4CZe14ZVRJ8ovKuxuH9s0CKDy85N7bgeiRjKbb+T5/npqWrn9Az"
    "AwT9E/e7ADYHPEYYvw5f3YU6a+HXtC2aWx1Jl7c28Kp/2e7ING0iHttYfanBBaqNQGwOBqWQBAUpxukynjwyC4VeZcC+sVig5Fc5"
    "0Aap+GIXQP5gBHnpUFXBfUlABE9FeKryjTYBeOgfOr0KmHtiQxfgsvnItWiDDDux/X7vD4Ec/T5O/BUt9eO8n+OKOe4qCjCMCTgO"
    "9egM62b10GHzq2CqUqdNTOUXoYzf5WGfenBxn+QnNQR/seNs/syvsWrWmJUhStZYFlcpOkja3jtf5pCzioYu7TJmIAnaX7sDEID6"
    "eYHwuyofIAggBeRA4pXurMnXW24dFwGhDUGWkyz5CTKeCjUGy5BDKN8Zau0FdezWvMCvkHc5KbxqIqM0i7nuG/64SkM65Syt/YU/"
    "d4vNb0j5M+yuGmVvwKZLW7lpl/CRS6g3wHGYGTo8yFLytJd+DP6xOF425FtG31rx8mC/IVnP1uANSrMiwxDp+m5skW4M2ptnKHwX"
    "aX1TUWt9d7DO3GZAh6JWasGa+4StBXM0c7yLz9ygkIKx6K1x8S2VPpy4cdilakJwCwdXr+9fOnBGwvb3+vY9aV4pnLEn++H/ovlB"
    "v/W9LjgwCiDmyLeVg7U96kDQKiqkZpn+QUksUXOlkp31IhBGY23y6vAxhQuCoUAHeYy4D5RFCkAjiJuLdr/OgK5xBEOUSTSt/w86"
    "rgn6B1mKyhlbEy/QtCa8Q5azPci+R7i2VIP/er/wH1L1162TGnAJQF5jv736220QGf7tbc3+d1iGy2W6Vn8f9nv6c4/nVv1dq78W"
    "F49m6CZR/9DHtaJCfEFPJHaQSkSrJTGOH/Q4Y+PEPgNctksRIUjdCVlvycgGyJbydGlnQBB1xw3Ek4hEa0HZ46F7DsBxlV0G+Jze"
    "OvxCCJ3flodg4wPg7nQQvNjQAxehOI3z9+dvtTUVRhXeTLzZKGafoD2JqrRPEetD0b4tvxT2Jwx8mnPD34YjcyGfNyacTurl+p1H"
    "OOkHzfNft4CJMFyLo/t1WO1mGLwJ/4aqDdZWKm5Zwlkm9+ryNpogZZsFTih2jZxyruOCUt4a6KTUMw3YJ6N8gpeB0mUSoY0GCzAV"
    "7VjGm+aC/IO/1l0AuJFPyNllgHmDEIhL1iRwhHar/T/vR4hBEgEfyOdpbCjfYP2F1XkRqiX1qQyOIA2lgNyCAY3hzIlHicPUmmSx"
    "hsHk5kYzop+bgUajdRf3TyKWZX5czVBBuOX+xGL43lr72XC/QXEFLmsTt4zDyeevtw6bClY03X/Ps7kCyXuiqI5eBnXpY87jjKxJ"
    "F9XQO6LLTgWHGsomJUx5dUsgopgYdfeWq521eBEiCdBHOh/XW1MExZd0qIxqD0wC5NLy/BOCzpxlSly9dFKc5f4mxG1XJ935NBHg"
    "u5G6DOnbnMQ36HXiKzQaaT7y1PaQILrP4dCvmDzXWynlcI1XjnUBbASYAXgsjnZshgn+cqO5RECTLew6vea3CAOyNI6Cts69PgOM"
    "enmevgfB7hkAsVkBMMy1NQklz5ygkC+C8qQTJ9AIc78tT+OiQQ+OANkIgVBXDIBF84TCcaWkdU2rdPguKAA81C0oba7b5Bl7LGBz"
    "P8lXhXXHDNaqgtad/b3LQDwot1cdO4TvXWFkCT5vUqp8mIAPg5Ly+eCNlt3xERyGgvuSWxikh7o0m69rTQfwTzNgEajYCXr8PCW/"
    "nzGxzm7H2OClP72XlC9xAS1s3KNX5ShdfgAvufUTbUqbB+7Xp6KCU/iq8Z8sMcrp5DGpsdY/z/FkyMfzEn0W6IY1k85CuCcDRg7n"
    "ixS+8LAA78eqL/+f8PiETqcI7oa49I95AykWRD4c9zim6J4eeSprs3INr3M/CP89ITs7wTpf0wDxJYSIYCf6Faa75dU06D0HFuJB"
    "ofwuAH2YO3BkMM6noA8hz5+RUV5CxtaHnwJgQa8cTtaFjpTDCHHpB4jFxC0V7TgU5u9txlvBgStcKfRb4gTxU4u7cbI8I+8CzHIo"
    "CE7pSCZKOWqlIeEv1urybGB2m7rEMxTqJudOF6jci4r7zb4JNAv9i+gnVkCXrgIg+6hW89zhMorSwzi9vCRqCF1DhROMDeHAXevn"
    "ExVL9UE63wgBQOCbJysjrpUUpDJFfU6IKsdlZK4DGH4XwKSiz3B+EgB4N1aUgNiWjz1eyLpJzznESzDA2IffOaC0pB4H0Kq4Etx9"
    "SShCtd6BeGGX65lJ94Y5Tbq1zoBZT+BMUVXcoOhDavif4tkgngb2v0K6DHxYvs3EjFGDMACbFO/N4TXgJBqrYxGKkB+J4eYccdNa"
    "idHtwvc8O+/rQL0t44nlaPzKPkB0mRfuG7ivVAHyaPdGvVYAWZi0X4+RYm03IhC+3t0GHzejrCjWHrYAUSw+rBA/LfQ64Y84uUQt"
    "Bvj+7NSfVyY7ThbitFoA8pOqpxsrfOf+B/UGDNFKoQ/zzYgEBb+Hr53EFKgaSIB54ebGveSz7QhQdHrA2NlZ0frIiwvZ3ZMhRDHg"
    "InxcSaxNRA8Jc6eOUjsyX5MSVBcLNqkQNXqQbikrkRz0c+8jRe35ReXi2OYz2XjjYMs61HSwuO/lIwvPof+hl1RgPHS33SzR1j4w"
    "3mlw9kFTayFtColr4SbPNlizttmPVfeQ8j18m6seOK20WS/GBqTXQhjANZpLKlzWvsli/uyYvT7Joljc/L7xsOeJ6VKnDPBolyEi"
    "Qj6EyWaBXUyw51U2txMLA9gXltVQcyc6UvAn9KTHDS8Dtl8XSKuTQl+CV57zCAociVQAXfEQBjMYwnCLDIKN/YS17k5oHj0L5OP5"
    "/Q4LTgR5LJmGiQ98eMdG3XnzlRRG6NaRc9eMdVMRbIZyu8pv7ZBXFzcnOsXPNgrLczoxp8qDbo18ficviitYnNniti8DjAvowibZ"
    "tr4t8O9qabRIOcZZbIl/3TALQG3BAJ3MgfYkWu5uT+/GJfBYIbY+IHIsdNWJpttAAItItewjjAYQgg46jXMS0zlIgeld014wMAgg"
    "4Xf9ef1jiEBBj/U27dtq4CEVckDJegs8x6oV94m+5MNCTaQ/jMYCzrqnjkDOR3CNQxzAdBgUEE9EAAh1DsCoiaJ8zsNpZXbKB7Rj"
    "HnILUK6KiSZuA8BpHzc54SJ/hGg8+yxjHJkY63xdr5GawaU9+gAj5bmj3MtlY8YPllR+BC/8szaJfd5BatTQdzdwfcMlSOFhHPDw"
    "6TWwfHjh48CHIz9+bYuhuVDQIA8yGe2D+xWO9jjCbs9hKwAUy5qNKDba/jzMf1XJDQWnxn7tNlyxtKZBWDj1/+PtO8DjKq62z8pU"
    "0VvovQQILdQACZAEEpyE0AIECAjZku2N1dBq3UICfBB6CAmB0EsooWNMMxCDDbYB22Dj3qtsWV1WXa129/zveWfu3ZVh9T0fT55f"
    "9t47M7dNOXP6nKFXlKUc7+qqkc3HctNFrAULxhZybtnBYgHbI+X2syLrdX8KVCEuVxKcPe8dbATmzwHvF6x2DPxtwkSopckpMI6L"
    "uDMs8yxl9nnHADjbvFPeh1dCcN/ctyfMUyEZ5MKL1mUVJUMqrQ22f+k43sS9f533d6zY2lETjTHSkEtZn40q5aEoZyO+bBAlpjxL"
    "xDRIYmAOCAHcRSrj9ZJCt/cAjq6b8AXDxTGM9tDiYcMqy4iRDdNDuHfMdEADzPnSzV5LEeaZ8NdqnOrAtqazO0Yw7aZxmPCTIsza"
    "Lti2pLAm2CslvGKBt0NXDMdiAOFmr3u2KVzamk05TbXnubKlPmpe4AiQvWCrzTa7l7ua9V9km9UnZXFTTtI5U3nCmC0uzUmThgVD"
    "FZYGALxZQU4EvvLomGjOdfMDLar2Rs6c4ireWFHYH3Xm3kJdVxi5OqfcIxiCYWn1195TU5XNbF7dnPc736qs10yh3yrRnexKtMoG"
    "DJPeFFSFznbKNWXuaLdU8uXWhdUeUqp90Gi/cZc7IYsR5/YJsRJMnZIqfMeJd+7E70OqcD5o/mQORUFczZipGmv8iVkeiF9jga9G"
    "zDSO5sJjyihMa/v109QXurleav4kBr2lpSPtYK8Y7qRUvy9uYb/9cX0mxsRwtJbxBfyJLyzzW/eGkQeChD1TNowHt38QU07LXRI3"
    "rheMus04Kw51WTHwJ/hBYGFvEyGW2q7wTm2ak8YzQ0FKgnqi3ON3S/o4hEwHKgjLUG8ac0oqdwoecW2oKKnhWuuY64kK5wseJJzz"
    "dJDrt7dirBSwV3q9/Ypcpa/3i3wDNOzCH4blMSaj7s4yDsT1fiUmUhZEgLGjg7jHYSJ4u8tEc9Lhwz5QstuBsjDciHIIOztnV8ow"
    "x4H0yViYdD1S7ZxyY87MaDiw0GklnE4i4LVczu0FwrSZGIyxD/Il/pTjc1fo2aRcp0KfzrmcU+zODg54LqqJ+ueRKR7qlNY+6292"
    "jRjlCGqsNMxw5WSYCZdjhkWeI4yVutUF/lwUJkaUlpWEmWg26YbSrzKIceLWZKG3JjeMN7KG+WqiNRyZGj+PeOZVXx6vckcrG8Vt"
    "vHjmdAcvGRsOOuAU47HhZfYrsp1s7ewXVSJpGzO6U1FwZixkLs4ejXcZIbNtP4qGBtfN0XX48OpSF2U2Gx07uO4Fn365IhsjV+Dd"
    "24OsWQK5Z7HpFL3Fx+ifvx50N/Ijiu0HkdBpsXiMFbqIDzwWxUtinqmwrFH2yhoP/d5N1J+9JMYcO9cS7l2u1N9qkSqi1UHSy10+"
    "Z040TJobaZDIXRGfLcxRWYZlo1zSfTSoQ5U7Fvk9gl3GS9QxQJa1PWpDa0f3UBQIYQR/OYv3nTyHo7O8xkZUsg8qaVJhLBAc4gao"
    "IypH8xDoWgLl6zeUOS9h78DA647oVvKDtu2tHe1RIFOD0BFGCnEocdfiHpDNQ8oOQ8zIbomhxqi5s5/sUSDj6PDiIVbr6HCqYXiu"
    "YD7qTnRl8udwDSfyRrGjw22FgjvlXguzribMxy2qj0vbsDMR49lnTXwodt8k/o0Odwv9kKBHBM4gg6PsbKI8zmUONdu5hqfqSjvF"
    "eaBt0zQMMRu7aLl9pDxKbjVazhLKEjzReylOWGWeGkAka0baMe5jNMSi7nOMgORORbl4liU17kYavYgionzrOHdwG7W4ZA1PlcN4"
    "Qk/gWyOjVTyEYmtxdXk8KAKvGc1GzGdZVprnpntWZsZontn1I91mnbGRY+1HEZczrcxC7/GYw+gxS3Rq7bMc31FG3GlHt1ox5jaU"
    "tPCnVm5Qbot5bCIxXI0F8CwMongyYZ1je9/EyuI2bnYM4icwY56ceBqXyovs5yg3gaCcmMiO9pJyIhmLFeR6tHy4/XB/1VCnt7Sc"
    "LdYvCgCd5qJYedR+1qryMQDCCotLapuoFQY7qYUJVB8wZFo1OwSBogp9IDB3srVF/S+EbqP9s7Za3pUEVwKS6zKGM7MvGuYOjhmz"
    "VlsmCPkWujRYqYVWtzPDx4fGhCBh3zKjQkCUKm2Y6JLK4bTv1fhTjm+NL8jFoa4kx7fGdh4dW0gfdG9U8PYD2kV9uqRyaNwzra6A"
    "6i+f5hI2lw7jFwe2hVilxUWMYVAYfJDHGITTmtGlpp3eDPxtPbAdRrpjkfNRszSP1Sw3RbE7mWILqJVYG7SLnFlV8egKdwxdUlyO"
    "jpFM2mSyc6BdYoTWrNRHKd6JM1bmlAWWcl6fBHBkXVB83wJ3HhYdGiZ8N7gcv2ipsYVuMa0d4/QnC1JmI89J0z2lKmfbLxQMfD0W"
    "7X/dtE1fe6kvDNzz+l0rG27yttHD3NJwaZKbijmXvuEdJS5ijYuZ52Zz7tXqYgB/v8VO33A9d7PFr1/NiTOe76J39st73ZsVvuG6"
    "6cRAmr9eccJeEXci8JvTftP1fM12V9ldJU6q+KbrsSrbgs8U+SbO5lwvLR5OxVjVyH7FLl705iWbRYHOvczAfrbNUfFQ0rCvXbKF"
    "TRZQ0pTDVQNdjxUbSv/a9XK3+ZIZhL/p4piiIcMw9amI/ebrZvPiwsRvuh6tyPd8vNyPX4hG+l90awpyS0lnSyBHllU5lXHuRacg"
    "tuDDuaVxOql4Lxe3tM+ulw4lILoJbs6mpdym3Pb0IL+bU5iLhc2X1HF0jKjAY8ydKBBUssI2Fe2M91zP3YjdiUEtYxBJSw3SqocY"
    "91091H4ulgcSXl9aPdRpDkqi5Q4sq2OVBsbFtrLG2fno9Bgz5G/WipiJonidodjYCDQqVmY/NKhoKM2DzFhsYKc08zlHDWImHI3d"
    "PF0UhgVAod3MCeQRpNcVxMqCRHkh91wrckoiJr0AzLSXPbgtW9GQoqFFtiTZZ+n/GWPtrfpokQ9Vgof8YiyfCkR1n+M41DhZnqfs"
    "3vVu7xYenQ7drazhMdeUQnWbKw4crd3avG8qK8p5ScxO7sNcA2Aqm5LiMlt84ZLVJWHCb2PEtVZhWbzKYjRWW4E7uO1BLAW+tYav"
    "sdHlUpsco7YvyMbMDAs86xsaX/zmlwxw7NNmHXJJb/JxmcphRbRJu5yXXvu/xhtiAi7J7SpYGHgJ+HOxr54fGMCd7Z/rkrSRMBVn"
    "HXhrjUXqqK4c49Jlrtu5voab7Hmoye6g66zihX5LJZ4Y5yirNPf7BoWX3M3uGA9OLoyOS/uktaHEovfhBJi2k7EdkOOMzasp8TKg"
    "7wTj1y1Gu7e4WJL6FnYJMsMq3Dlw0mHGxYjwyarsIiKWcKNhZ+Vwbp5WGnXfslso99VUDh1RHHNN50gyUBd9XX3a3AmzyWCLkNyi"
    "WA07tpIB5vvf4FZYhGl/W9aPgFnDCC5J4cbO/iGn4fAL+UNCRpcQt7uEc0bnUp4hZjymZnfzKxaymSz45hfCsFe5V7yZ0A8DvU5i"
    "fjcEF3nOltOEezX5rak2C7QQ5LOyl4+87219/QLxB7nQx2azfGCVMo1sWbwkuM56ebOkT/T/uquxT/mlNyXZklBvywKSHqZc7Upd"
    "1qFiutzw5L7OhVfh0NqJRpVs1lgqn7B3+Yx7psodi0xcGUntIFcpoLDKT+jquAXUKHY7rQTZ7IVwzebXS8KINdkr/kJYbpWID+EB"
    "iAxSwwj2X5y4nduGx2rGGha2m3CPRVbH2ZydqWiJuyCaOJdHg1OYIOKKD/He3pZicFxz3vMZoj+XDIqdJcPRHOSoYK5xSXeie24h"
    "Y4Ly/TwHKb6P52GmCwmTplS2bSNi8RI0KT6s0K8ijMWHG3WIDx/uvPR8yoFlPBrUgyyGCejxcq6/jhlHEK9iq6pMh2vOitmkt3fF"
    "q5w87s58u09xR9lYkHcJJ1FzaOPGX9W4M3uZZ3vBKMzCURi40YUWiR+/7JY/zDlvJ+ei5BZ1oLSCh7LiIWGoQOSreCjy0ieSTogd"
    "7eeF6WJwpOJkNLWDQKDWgTwRtsfghrFD0ctjy4dUBqeYnUlGx5YzoCvOdp+hD/M8CBZNWGZEdSWd54O0Oexamm8faw3HoZoC/VgQ"
    "xDE8jSgleg5SzrULQGE/rojDuYQo3QOKc+fO1Vy5Ej+bXWaYzdpqt27eFznx1qX9ylaXs1C2LlXizxbQx5KjCp0TcSHgZshYdzTH"
    "PSbKywodONk8rrFFdraw1A7cmaXGtDR2qODRrjK2l/e98ps/06zj017e8jnv3uBy9rQtIDYee1S02G2ENswsr07zzSUvdshZpOPy"
    "0RJ/Ng0bUy7mJZN+3ZYDXh5LawIno5rieDVaOgT/8aohlfbzpC13t+tQLi+sGYr/ReFCUKSzgYJs8xv8HG2rKQHvbfUz0oJDNTVt"
    "NRAwGKoYPVBqFy1at3kE1phG21al8WDOATanwmVqQSL0eLaCSoZ29U7H3s/adbVL99/TK7uPQ57rFCn8JRqXfNpu6HfxG5+gnOjS"
    "jLBZHeQYlC+bLOq3Z1dOeWCKyon075LVNWHCYtqGmc3SIW8ReK7U8P3VjH9Klz/mGEvSJ9ixPhUytmFJSZh01fLpygqmeaMlY2XF"
    "dqwp3DxqPfMML0AVuMtm/T5qvF91DZ2qiRDcjiRZQ9tmeXdXjnksp8n9y2mH37zQG6Ncsd92kJmcICab5YNgU5sXh0R38wu53/ha"
    "cdGor10IwWCM13O6pOcNLG3rYWqG4X+ZCdE1w2JF4wpr0GvDo/ZD04fjvhH4D4JRYwbLmhFD7ec+UmbJgAlFMl5S7Bx0LFA9fkPK"
    "LAIFEtFqO5bbwd5TWs3SGI+YY8bnFAbcjiUgx/FY5JbHIY3KjajkA7aKwIbUyUZ+tXk0SGUTfJOlyEVkkyEPmC0K3hacQz2hK3Dr"
    "C4PAfTkLGSw52h395ypH9/M4Y4nXW4cl5uaFkz0Yt1+J9QvIXA36PFpcMRwIrNDoWY21xczLNVHipOhIJ8wwrp0daFMlR+jiHoch"
    "8Zh1+rkYMyXuWFoGBF0Y6NGDlX7lYZGvYrS81B3dBYhshjiDlCscV1nhLkddHci8YsaN5WF4tQ0NEs6P2AF/lI+aSdkQivPUjDGd"
    "9dezXODbV2Pjgr4p92u3a6wW5VXeMcpS3kXIG1Jq0G2VRfTYsFUhHj4qS4rH2tEujiz0/dPfq7Gomrd4suTiLVYXhrFAs7JYTtwI"
    "7xbuSvA5W+FNONusIFiaU+lfGI0Frw4UK7kZ2z2ksn+JD25ODiK3nAZX51HwDeW594c3lAY8S+h/n41VE9rRsqks/gtL3A6iOXkn"
    "M2QLSnPSITHNlnj7rt8EuWgopkLlN1xnebmzFOZ+jlr1bNaR0Ww22NXDs3E5jr6mAc/J2rj02+wzey10o88W5ezrGhZ+rW2+YLMO"
    "QpWKR4GjMx5vs0r5u4ITVZ+2ZW6QraaC3LJRdpHdWBYSkkrHiVRWDB8LrFFpdxC6CYE+cGs2FSyuzYnp6pJ0V2Gy/2pbFgXUA+mh"
    "I4p96cioe8DeUGW/opHuSPVKVdE3uIUW5ipefDfalunOgt5v+3S+o5DaezvYO/0rWZGqSh4cg0dfUx8dorImYBp9ic95ybl/GZXr"
    "scLcKBKW8j1qSRdl2qUZwMw507gCfD1I+t2+fMbCd/ith3P2h8y5OAJ8Kjjh4pqcRdbB9aq4T9FBzyVNi876lcR8UXFlcM5CLrIk"
    "usMoOVi2ZCxmRqXJAkMqgy+YvpoJ5zvFZAjp1RXFxI+2QbjblD5nQ2xXUFZJuA52sR8aLw90/TkR/7LXv7aPiruUg24sG1JdlyPS"
    "D5MkUS6X+4pRAB+AiI+wGOz7WVMVCjtBqsjHpQ4pQRVIahVJSXhrTi7gxaoq7YDRqArKOaOvNyqNR6jXdrbNYD+kmjASBVO+jVyZ"
    "b5563q059xo1srnl7kRwqQ5exBpWF9vuHoUunpwLJjfEtnd0SbepdGW1z/oVv0EmFvNJs3a7VEAwmaFG1SUZpMJtDGVGEduww+1J"
    "7K47EdVHr3Pn6uDsP+LrnrOq2HIg9jVMVTgVDoEkN+cvDnPv6y+PBvnQjfxrJSG68heqfS2cV2Rhjn9kbhrYuLCf62RuJndUs4Uu"
    "PPmY/oXO5Sks8sloTrOo6vGpGFtkHW6Sqe1O73GTJaMlY1zCIR6kjO/g3kA1th4YR7Obm8mPB7sYHU4C5M7ZEtcFJqqPtXMNe9xO"
    "ObZkm6FBgPLY1y/77f0AF8Oqvn6VTxUxojKmXs718EPe6c/nglhAjpkoom7RXQr5i9wctQzOE3SzC37b5YGvOi9ep6lw1xn5waUD"
    "ilYdHeW6036VcQuMPMIWfuVmXD9aWY2HSOupmuFVNf5Lw+gERGbU30uR2UnL5SOKw6QR9eq41TdeZmMC4Y6ysU9sthNnUFwSpNzL"
    "KTRwTYpfLE8TCkvcDfZmLnW0EfXeiTWxsugQd7RCwBheQjOUtb5mmOVwwepmO8S4xWx2rLYjXxY3F7GaeLUpb+xYbithwlS/OEm0"
    "ZtWYaMXONUQ9qrwI+MvOnvsZjdeYKD62qtCBOg7GQdhpFE8lhdntzCzlyPJY0w/aMWZHRp/256KqIGWdO5Z2kZpxLq4DyRvAzW0L"
    "imfjQ8DwxAvjQ8cUxksKIYEMwzGK/15vUl5agatRKwQtAKqEjDuWBi0MHSMfgnuxvbniDifiFEbjRTpu8m1NNDePzhjnMgEfiLQF"
    "JTH7CNWqljWm1S9d81nuiOZ6waCAa0QsYcKvJdx6IpaV2TZRdq6MuYLK6mp/AnXwn7QLJYyY4VLV7kjLKJIMjuRvtcWtQ10LgiS6"
    "Ntzb0lKlxWU1I6wsyk12ufwjqKzz4PFnbzHK2YM+uJATqCkoC3GMM59aqaFxnG0YKzbbKdnt9WkCWtxmux3cdzG24AxsnyEn7SFV"
    "YdpBf85u8uALgoqPdDdxcbM7lQYJAypb0lbOEoaJsFOJu4PBzqksdi+ygKdAj8PdxTDSX7zCxfyKVzCQj+/tMF5MSb8MXZYshqfN"
    "kn4XPKPSr8wtoLCiMg97bgm8/0Z2rRTSjjMLrpTaY94FFYmySqCNeEXWEysnHQY8R5n3p0Aqa1mxTGDViFsgftcBORo/rhzEMe4A"
    "1U7BQgnLWaSAeIVZA/ypyO0+VxhHQZWLoOYs+P7kNHE+HTgU+2z/tYW+0LlnukxJYeAN4M/BBX/mmFeZJsM+4aCiygCRtop4lbdr"
    "mobbAnriZ8gWJy76wxnvsf/OWcch97hHzHG3d4lbGOMCWQX+d7bQ2xh/F348Z4kTS4eY2dMv36F44OZPkMrGarWiknh5eTYAsJVQ"
    "LWAJrsh3ZZBnPPlmrKyqfg94JpVJM/n6NQbBjsy8YNoTO5NHZoLscY7CyApHFbpRj5VGq5guN6ch29GMB+eME6b4tUpX2WrK+XFu"
    "3GHHYP0mF8PbAT1cPqS4P0aJuTvs5XGSBkgT8Rp0Ys2wQoa4tIMLBetSY93ZK2UcbxcnKUBtgR0hJAXnYG7aAu7SMbQ400c0vB7A"
    "tM/afW6TGl/i5Y/4KPqG2PaIPj7gqGL8L8GvtNBs4i52HI8G9EHCs1TZfLAbSFBgAf7KhgVZ64kgmX2Kw2gSV07eB03LKXIozedd"
    "Kl7qjkXhtXhpTtKeroiWlVlLrMgtn8E5SpAPEr6I64mqYtEyVswKang2s98oA1bIqqNKhxa6SJb+RGQ5yjhHO7C4YhQPeMgLve5s"
    "w5rrQeUzpdWF3lDmTuwhCAaFAc/gz3wdbhpebL/i6iGF4Bvtx5ZEh4KqF1qM1Up3xO0WiWFUNNjScFS0usaQmj+7CroABIVe+LZT"
    "jR3dfZbE1Bs1Ev+DeINueyu/5swL5bga2LZH4bkyiwxtgUjcjgk5JgeGp7NDkTsW26LTEpf2fBvT7EFLWOiEomiVy9iufkzYVs9M"
    "cI8/poKNKpjxlgmmaa5hyr9yVPhyD/g5abexISm7946yiyWQeSrHcjWgZYPn3THnJS4Z2JZGWVPtP37c/53HIu5Q7JKhbS0bbMFd"
    "oBKBSVu1gP6tNJd/HFGfyjL7FVPtjkTc9OLcqNFG07kyjQJvPcpmaBwAES8bCYbMnQKuDjkbEu9Zx7i5DPwfrqJnznacDhKBw1zg"
    "vRWWu5B9YdbLNJb3J2tVsFaq/1r6oNQvhHPOAFbILY79HBlWwSLzg7IzXRBGAzjxs/FyU3206RdH2yrt0H9gtM1dugjYwVWCazfc"
    "Kav7cXmeKwoDZO7PLLVHLBGL2qGchyKuX+FagMJwE/js0gCn4vnaUoGgIFiYM9rr9hn1lYHcw/iv2VQR7SQ5+eHFoFXIj7KfDRUa"
    "O8Sm6Wh8sgREbzQKS4fYD8+WV1qCPCLOwfAgZQ4jbq9CHIkpRgOPOWrrT4HrlcFUvxK/+qJfWdjI3Ghq/XPhXhEktptdqq6s8m9y"
    "MeE3ux5u9hr4Qea7Huz2GVx3tNNnAowaMBVBGHr34XAjuKCYVHB0qQU+LvVnQofZ70eX8hvVI8eVxlFk1sjRI0rNQsBIOqNpVsSR"
    "exCOHhE1SBlhkxZHU6gHZ+cQQ98/5+sYlNNjlHpruuLyDmCM/teD0mLGq7E3hNezm7dYEdAg/WhGj0DVRwAoIDCNjpaA+xsdHRnl"
    "gQzfaIJhtKLQGewKA7vd6KinvqOj9rMb+Sw+n9U4WpaPml3UbhlXXF0CNOgS5cZrjsZdVlJZBJF3tA2FuRcb5iwMFkMRjbqyUp+r"
    "5ooWzn2XpaUpSIehVXxBSZiKBq8JmKAAzZsCM0iH/RR+1BnPgnT4tiAiJwhB9Vjnihs4H3on2DDrXCODCCbhGwIG1WdH+QQdW10y"
    "1Cg5hic0RWZpS2HAF7lzgGyQofeFJQikOLvB9wn3ALUtURBV5hgE3BLuogeRIMXCshJ3dN5GLkn6hGTMam3rKUdfXwSEcz0KMWAm"
    "MVFeKq6qClcdZqOgxNzFQLMZ+Dn6sz0Upg35+yRpvI87E3ho+bOzSrg4I0V+Rb6/ZK/3LnJc1OuORQ5YmXQzPwj958psD0OXIhQz"
    "9bXofkVenekuB+b4fjlfGTPKsLzan9x3OEjV5oNoL6lkzkJb2mSzKEOjYxia0aMLx5j3YKxwTKAfHsNdEoAIxgC6x2BUePCOJ2PK"
    "8L/YfkVDgMqGlzIZWo0s188lYEw5HrANWcdUxmw96piquP2cBDYG+Rr8H2q/otydUSyf9UUYMwb/8R6e/cEfxxSONZM7DmU4VPNQ"
    "wQMEFQtUmg3PMRZyJA4x/GoKx0ZtPbl5pJlf3tjKsspRhbZh+ljbjNUOXpsyrjhaOM7OttTUDiVRx8q65llJrHDciMJx0eHjiofj"
    "VFU4rvx6+zEGWfhxX5C1O5tHQeG4GJ4MffnHxaVFb5dV2qVtWqfrtEXPkHZdrfP0eFGUiCQ0o0lcb9QeTeHcqRXSjWOL/hZ39OhG"
    "/DtNerRD09qsEfmJtOl8XalLdb3OxfVWXSCdulwbdAXv7sMxibd1411d+pp04f0p/FM8n9LvSx9KLZ/WXlyxMpE0njpM0izN4F8f"
    "3t+Ef7ehrFsTukifl15dqxN0jp4q63Blpj4m7+CbrahTu47UveVptHQpatmN53v1PtmI5/pwbb1+RybJNLkjso1M0goditZdoC/o"
    "1MxsvPEjPVwOkSW4s4P17sPvt2J1E9lV3J/ijS61jTQgtVSPk7+hpfb1mbi3Vn8pW8rH6E3721mCVgR/9uRzOjbzFfq+Q3cvWKnT"
    "ce++Mlnf0wmyUP+t5ejfdl2i1ejbXtRjsKxGTvkWEeulnUX7/QVXMrqnWP+676XQikW6Se/FqHbgTX34l9J6HNP494qs1VXoFSvf"
    "iPLlugH37i7T9WF9WXeRW+V9fV8/1wV6styOcfonWtICuOnGs0n8S6OOjUxXyFGySI+Q+RjLWn1K/o06rwNUTEMLpuvOkU5AhrVk"
    "Je5vxv1r1OCnSDaxf613F+PLKeR+IPV4Mugla9cOkvF5BzH5apDCWy6VjRzjFGGmj33QjV+Xfhdv6cE7kuynNOHP9WTaw9tReEOC"
    "I2VXLwKUFAI2bh3078xF6I1XtT5zYcHWuo/cjFwtejWhM/RIzKRajPo6HR+xXt1a9sTItQEek3zzFYCkBL77Z7TqRFx7U6fq9yNP"
    "6rMYzYj+MPJz9NkTeGIR7m/G0+2cLR8RitdqKa70sAV7oPetbt1obRvG6TMcizCTkrhzpf5JmjFyfbqlOEhw7dqpH4S06Nt6i6wE"
    "JPVhLk9H7y/TErF3JVH7Lrw5SWhP40ob03EZjze2ETrSHnZ60RLr0014bq7OJrzVoU69hLOkboUxKwhnifT769MxMkOt/w9HT2/0"
    "M74LI59B2xbg14Av/Fn6iC0MDyV5RdiObg1m3X5iZ5ufiquqBcjfIss5bklAa4cOwfvbkDd8s5/Ust960APtGKuEjsBot/GaQdwa"
    "4IhfyFbEep24czvZTraQQej5tA5iW3s5Z+ztrncPIxxaX83HO2eKvaUX78rgK4sxGl0DYIoEnmnVD6QO9TAY7kNNFrNnk/yGevhL"
    "82uHSCoHb6T8jLC/HcXNiHzfyX+lGjjnBX1YXsS5U0+Q8TIRdThTxgzwtlaM8SWkCWn2QFqCHjlF9gFkX4UebQQN+Vz3Qgs7Af0t"
    "yP1eDF6SyFsP1uF3Cq7ORUkL5tpSvCkZUoFt0dJDc2BF2WpLbc2Wfi57Actfiu9sBMb6FHOzC6P5rE7SY2SFHiifo/+XoFXPoI7f"
    "kUZ9UUdiBF/QKahHSm1GGv5rwdOnRjagfvuiJmPFRqATNV+IazvL9+W1AfrgUt0z0qxlqGc7nqnHO9KYUd2gcZ0Y0W6dh7u6QFs6"
    "8W8t7unA8duMT/4rKdC4FL7UrONlPWZwK/p1MMZwGbDzdloUOVW+1B/JYn1dT8eIfahn6mjghUNxx2rULAEK345at+t4fV8Okzj6"
    "7Dxgy9X6lL6l/9RaqQHNmqOPEnM6WE8TRm2cCuQY9NbuwF9/09fl1EidTkR/36SlmPGPyjTMMkerA/h0uLoLqTZtJ94wHJwERluJ"
    "8gTgtwfjFNO7ZB56cJ4+gnquRulQmaoPetguFPce6wEHd/b3C/ZIJrwC2MDYi1wLbLUWs68PdTZ+ZiTafRLa16VfYIat0rOA+etw"
    "x+EyBzitDfVv/lbjk9Y7gaX3Rm0ThO2N7K/5SA30Nlf7rXOwoju36JuoR52nOSo2y6egtskB3lYgHwD+PgVUN6F1a4D5mzGrnpJ/"
    "YE6s9r20ndhYGOfzSzEakf9t24OPSnleoRu/JDmd70mXpyKutzPhyCrocTsoxzmAH2u54dE+1KQDo7AJTyd4ttFvIf29WFIec+er"
    "wUqMyi9BJ9vx5UvEKM8SUGvjFlcQ+hwudD1mnM2pSJ1OzJwJMaZdqSMObgUkJYmRjF46OryT/AfvbtbdIoIZsUaf0zP0N3K3DMUs"
    "KtYGUIjLAC0dqO8mzpFuwEcDnr9AhklEhmNOrcXbVwFTtKLnj0Td5g5QNwU97dWDJeNxm0H+weJmh+M9XB9YehvQGjv/S20cjKI1"
    "oRZvozYZ1MFwyWTkHIfcQVrbTQjvQGvy08aLAfeuTq1+Dgupvs1C6+UDfX2DUXX3/t/nQjv65HLgf5MOVqHv1pJveRpjmSE2SBEC"
    "fklcsBXa14t5ksTdV2P2r1fDAN14YhHw0GK2LgWew0kLnaS7RiuMa7UR3kO6fE2zRzsbv1nLUY7wO63gnfvI6ddhZmzUjyVFzGN8"
    "4zRSIntmg36lf+CIJZjfDZxwGrLIdoCPneUIXull361ATY1WL8M7xmHsPkD9NrHP2zHaGRybcae70o3Rs7e14Er6v4z9s7xqH6A/"
    "wInW+o36CvmHjP/dJFNAFzIDzrkOnYU+fh393018bHC3jvzQt6lbfkhskIPEuK5ecohz8EtAoliKHkpwrAxDNQPSjRMcKR2eq58P"
    "OagJUJIhNkmix4slQ+iVEPsHf1v7GTdPP9ZeyCDGh67D8Tb5AnS99Vu1Jwm+dyZG1vFhNoNvAEynviXH5bgcBaefJl5XcorK+Tuf"
    "PbEv7mkn/PehF7pIv+qAabYQ1z8Gia9hTreiN5rQG73EcYoRtFn2U2CLTf8L/UmAdid9mcNDQV/me6YLbV4DKLG5dwTwiHEBG8j1"
    "KmWUH/tnOnglAUjsYa4TEk6atbZv3Cqb2NIGXQRI2INYdgHa1gT69QjwciFaOB58zRp9DzUZCcq2HWbijnIvaPd/d/4YbvqNNKF+"
    "SUhlNiINgEcnMRRjjv820gJOaLpGcd8O4AXf0j702DXgtOpV2ec9bLnjRKZrF+eacEw3cYR79AvIvY5rSnKeXke8arNyNWDyaPA2"
    "R1NCXqvPyLPEIPMhyVUDtkpJ+dP6E9RsNeGgC9ivFb3chO8b99oJGd5GIMF6TMBxAzlpw2g/k07S7wOkhzM4nwRm2PQ4aWSd1MvB"
    "2/KubnBOxqu7P5vNvah9M6GkB/i5lu/tYzs7yS/YO9ajBTbqZ0kre8mkoD/I5AEg8U3Mq3rg3gy5wwQlqyTbNBB2yceP5ucGvw2f"
    "+O3mdid6tJbcecCpbhtS1w6MYAspmOrt5LPa8OX8bzsHUHGoXEGM1guK2oune9hPPeC7V6hR81WoeSshrE0vlIm4dw1yVXymk3yL"
    "w+c2R2foszLdQ61Bay040DRlnn8CEj+RFPHxMszVaYTio8Rk/w70S6sWEqYSpksTg4Y03tcIzuxiQEE96ekvwLnZeXuMeMpT6T7S"
    "2oyOwuhsGkCSMJxuVDrhpV0FjBl0JjnTTBewG3rwVjFutIHaIsM8bkxPyYHof5IWb82e7CR13A5STCC9RyT/lTPRMw36V7RmDdp4"
    "trxEDec2GMuB4O1SMU1KQH0NS9Yir5QxhTxeMKZpPUz6qEVMhTqYPvaSQupOeK2T8S1Hha3p4bvtPoOHHl8H69ffygKvGVVyjQEW"
    "F4l4+E76Wq/VtOe9MsALfYSG9zBixl8ZjXlQjM8vJI+UpKatz8tWCX7t55ImbtmEJ6ZSA2yayGWmFZLH9YfyjHxFzajN316OVgr4"
    "vAXvzMU3AX+2Lb7z7fB1hx4PCWMpeMRaQL5ppNYCb18uxpdfKklf24zXAhpmNBiZiXqc7rVg3aSwJ0i3HxWjr78LZbG0TvKYLl8N"
    "tpYeDzvbUycUwZsiUiCZb4WrtpKv/zmNTi9piXsqyVpn9FxKbU97rVAmfJtpyP9GDXq+73ybKxPRwjb2x9XIfSaN5Oj/A9jeSqyH"
    "TRMfzKJuctqGh86W9+UJzJ42zNfVmEtzAW8bdR/yFl3gN/YQIc+uxB0OI+4jJhemvCbN5s1h0kQpwSCtlVDTzuNgSZCrAB+id8vN"
    "8iUtEZOBq04DBlgEyKgHZvoKLbgTmGo96HaX3oIxmIa0g8T9PAV0kNjov/ckoHeCOD6znlzAUHkBEJ57b6B/SPnRtSfnhJybnc8j"
    "vl8ISnYk+uBVvGmBRgtW6XK9Sd8AL6r6Fr51ppeZeznLjiXVTaKvDuTTvaTmGfTjII7O9ZCkUpyNKc7AbuKGmeiVNvTyr9E2G0Hj"
    "ltswA9Z4KLa71iO9nRxLapQGN5nC+R7Q7x/Ky+iV8RoDLzwT3PFMUIRvxxE/hZ7u5Uzr47zvZR0XDMh1Gp65H0fjWDv5TILc7mJg"
    "nWGUBpUYpI+90E35+3/Qe828ewaeW4OWGWfxVqQR31usTtJco3WkHH16IrDEzYC5tV6P6HT+psWoFrNDbcSofabnSwvSXwJ2HjZr"
    "i8zWa2Wc7ikrdLC+Dh57W7kH71ijh8hH8lvwexuIc2+QamqidwSs3IL8lxyXc8Rxu90h3mxB/hZgqdcwjq+Af+vB3H0HfOwayGE3"
    "Uv+Q4C+htfj6UurrN1F/30cOwWlcHCVoxChvC/j/vrSTazA+ZS3nwPPo0XV4Yi2OG/Rz6goS1Gn8B+ddBxg50791k7PrRRvsW516"
    "lzha0hRCfYCvv+tnX763dQNTbCl7kaft4XxN6cGy0fe8SMB79DJ9pJcz/u/YMv8zO7HEzSSjicPEdD6mtclP6/u0BOmlpIud3t60"
    "m9R5m8Y31zo/B5lfe2z0ZH+2ynhlx187PmEEJVmzKl4tJimtAi3rBoRsROnFsg5wrrRUtpFem+7ifJksewPmn9IR8jNZDgjrBF65"
    "To6QT/TbaY9trCIsd7zq6/p7SbEn89X6SVx5Uj5CHX8qE1DnerTgPHlKn5APOdtSGmD4FMckDmjLb0nZStr8lT15RTw97QNM7xBZ"
    "RQxh8NxB3LeYtr2pePeBcgjavgHSWxv5jEPw3LoB6XY+OGgEDLSr0zJ00PZjGpsp0jwAZcr/zH9XPv0f3Qs49n7ZgH5eDT5lBTj0"
    "02SZGpQ+DTn8WXH88nzUYbZOk/cAK28DIruJF0xOqFOTro+UteingSxQxSjbgNSWhOs0OY65eGv+fjOMeDL1GEmP+/dDWafukTOD"
    "U9QDG5bZU/YVsxRN0AvE6Ui72K8Jzu2BeBernavr9qGGawtx8zOfpmQgTb3xxCt499nSTi+AFHq1HjQ/sJP2+XpY7jjSJIfJlPPQ"
    "4OAzzD+jKSt1CG0WShrU6Tngds6a/Dys6XEGRTrxTANm0d8A3wngS+v9aTm8sjufK73/yww+XvbBs0r+Kk0taZI13QSup5OS+IbQ"
    "7r9Jn5LOAXr0AL7fWVG7vP7Q9DI/QisfA+Tv5nF8HfWwy0mnTZ/6kXRQ39+JlqQAq6uoqx3IdlgK+XBbMS1WEzVzh8jFGINV4BY7"
    "PF/uJJb1IUeT8lYMu3akqIeWPkpaSp8RO9d7aSqwjX4bveX/nVdeDKhuRu+azX4K6rDQrDDA4I1oWRetjAoZagvJeHu02dOngv/q"
    "Zi+30jegE+l6PQsUw/iHJsCo6kd6irQTrlv0RVmCvr4OdTxKNlFPuhM9UL7iOKn3lgnsCCIH0rch879YoHKtq3bckrTt7+CsUx6O"
    "HKfqrCYL9Ak9C3hnH0DQNIyYYf/75TzA7QxIg2eAIq2SGWj9XL0XUL1U3wfFGi6fgQNq14fI+/WAd5pNzcAS9NXJshv4hlnIteJf"
    "F6H3QlmI+94Fzm8APWwn/p8LyroR8m4HNTLpkENJ6zOseYz46r/LUxSLcZpm+zHdfQtq0aVX0eepQS+ShzC2teAHb5K1aOUfMWrd"
    "+gL5uHepcVmhkzFKUzGjZoCzmo93r2UdA+ldxKQq53Mzg3bjjId6xdtaaVdPAqcvpTeEWWvbMc9ugoxzB+r137Yi/Df7Lf+VL/Vw"
    "jGIdtVR/A290FLBKLfrgWfTbEs4JN2tX8PggZPy+ASTkgbTUCzByzpdgGXv9CsDraXL0t+oD03YZb5fiTDapNcFeORUShFn8WzEr"
    "bwcU9OK+8wHbu4jZ083ub6P6F7zDPTkfsGCa8Gf0NjF7XSel225a7FOQWr5NXxuHm6HM0Md5YvZF0+mciSs/QP+ZtaIBtZwgLZRt"
    "Z4Bb7NP79T1gFtMem9xYD7j6VN+LrAYPYDLUGg+HCVLotcDMSXV9HvgQ3cCaPK5mj8xv8fzvak4HoiXHAGN8H09NEcMpZoGLgkPp"
    "1Cr9F9qwo/wOeOoqOUB+Du72ZfkU8t9EnfQ17HIhnugD9t5VesjRmJQ5XIaA25qun4DXbUdPdWEMU7RoWYtNw24y13rKcqtJjdqJ"
    "LRMYY8NV52scGKETktoi4P+d5HRgyAMibwNH9IJ6NoPy2XvuEuNgWwADrZgPC/Q+tOVypB8X09x2YHwe1Q/AczSj3m/qCWK+enWo"
    "20pwo58Azp/H8x+hRQeL6eB69EPgnsflHbx9Nb6yg7wIjGyQdh/kWNMgvgIIfQ/vHUR7epoaB/NW68bXP9EFYnajKPrMaMwu4Dkv"
    "wBcb6FPQqUeg/zd6bmMZMHKCGl2z87d6KHHeAd8LNSYGTZ+DR/ot3pvwFq524jtFK9VrTDd5e/1svqEBfVtPm/tLuNZBLmE5avAV"
    "4G2ll/TS1I50sgdtXr4O+mq+psbFbMBdHeijOi0EXTZuo4m2p6U4pqjz7MAcMUw+G/0xTowjNN9W80Ns0WvBc90GzttwfR8gynxH"
    "jZdeCjx+kve5c/rEvnC2Jga0Ffx38egnaNdV7JcLgFPbSZtqMX4l8v+LLuSXDv+7Lf02bxtIU98beoeoJj0vmcS8cRrXPs1q+3bz"
    "cLynx3q5fFKE/Nc63TnyKSBoMbWH7cCkg+USeUsng+ovBIdwICGlkXqWbnrrdn6rPlgE6tOoD+NtZjGvpbSQpOfHFZij7ZgTKdp1"
    "nL13GeZEF6jpc6QJStryOXUXxpvXDqBLy1+Dv4BT7aImznxdzKunA8/cJi/ojWJ+kwtZH6ufUYxJOmNA7df/xo9+k7bV2vIbfKmO"
    "2MP57ybJJ+fnVD/TrSNN5InNq30JMEIP53LXADJt/rr16vdCb4OMPzbyXA/sNh50vkmPiFQD/2wA9p6p3ZkTwUVPRQ3Xosb16Buz"
    "hzSiFnPlOf3v+nq0UQPbwjo5W6/Z4ZLap9/APHk78JfEqgYdc/Rm1LCJdsgW+cl/GVN00b/GOIUTwbd2Qoox7G7+rvnnaX6P3Ntk"
    "Pa2BxoWZnXkCri4FXft8ANt7/tGerm8DTqbjq5dDzj4AFL4YfNxP5H30RkK3w5ib/nkdqOoS9K5ZWj+lrrUHtVmJMb0ELbIVByeD"
    "Er+nu8sizzMZNV0M2turDcTVZgHvRXvmY/yfBne/L0bw+2jJqzoQhj1L2qlJNxir45jmah2df1sjc/tL1iKR8ZTVzZ+dvdWrUD4E"
    "1Tarl2mLzhbTll8B7qKR0kyG1Nek0qvEev5QMS/C/LXO7xn3bSDkU8hwV9OLoJc+WCYtTwa1r0efd1IqcH5j3RzRJFdeLAXWS3oY"
    "6qWONKHLUPfFA/AUPeApujmDDyCXnKaMtZHyncPSKcBCBXrFVgvYOpVheNNPABHBnFf2uNNZ5b+SX6OZH+LX6L/1h/KCmA5pg/4K"
    "vVyHtphk4bz0+0ip6vmdKwENPSzNt44lvx/kWfK2cWJ401Lg6Thw1sUyReYit43MwbiuphRjvm02ougDSXl/PcU9PXon6ro/uaW1"
    "uCtNrViaONnaux/mQgGkunodCI++xrmT0jLKT8Z/b8AsWosR/yt9D5Zhtk3DlUn4wo6RmcCuncDyvWxnt9Zx5puc0M21Efnm9mx9"
    "BFRrgs4CBb9CHgVkny/v4UuDwHu/q2+j5QvxhSGo02caw9ffwHj2hf5PqzBiQb1HyBTvA5PgmEXYqjb9Av0Vlwau70lApkroLYCB"
    "Y1GDvdGyg/HbRD9B01oMi7wJDn0D7h2H/k2Ad99AXrid+p9DROnRtkizHIYQcrK+/UqNYxpYxkZkJWlPNzWZ6jVeO8r2Eui9nOUr"
    "eHbX0GIR+OTl0oJIPw3QQj0HNGCQ/AN9N11fdHbLyDTA53rgjacxusYxz0TfLwc+Xo/vv4L5so568D7CdTdXaxQAChKQVk6PnIa+"
    "PlTeBFZ9VitAJ6foAbg//8gdE7ketOIVvR7QeITM0pOBdT/R2sgTOM7T+ZCgngd3tRhw1Ii39AKObA6v4QqiNCULs0WadPq+HCKf"
    "4elZwDAb9H3cPUnPwBitwjPHQq7ZD6nL9Abgxev0P/oI6vuYboo0R5x/xP4SzNTtxeHUDLDOBry9mfjI/FJK0K8XAU8vx/0rqcHq"
    "9VR1E7m1hD4kl8o5oA+f6RNiNoKvCLdzIaMNkhPQfy+glVfKuZEFWoPavIs+LAdXFazJMqh/X43eG1WJgc69A2l3HWZflDafoWIa"
    "lfV48ivir4dR0zc5T/r4bB3n6LuojdE481s9Qr5CPU+RUvrxdXtfCfP0/J2Hlo30KFqN0VfU+2q0bi09nU+Tm9Dj63S03KX7Rp4D"
    "39DMVVcnAiI66K/fQ62zaWob6XHUrEWYfWYTvhvvHwIJcBEk1tV6HiDkZJmnZTpRnNYySdye0D3o4WLS9OnAonOoKcrQj/4uWUdb"
    "ZQJ9nqa1xzD5keK8MZso9yb1dOD6P29xqF4nD+lhWox/t4O+3IBeNgl1thjvUE8Odi65klaubczozuLsX5nQj9jmyybaY/9CLzzz"
    "BZtNv95u3Ud2R202Aqc0AlvNAb97OlLzgUNHoFXr1VYBXCPWIx/pFZFtZQFw2AsYqwQ5wS7qjtpY4+X0BstvHUsS02eIJQ2f74W6"
    "tIJnuQzt30b2Qe8ZlNl6zTRG9ih6iLcDIp1kehXOH+havqGJ/FK+KxHgSvNprJDtI+Zr2IZ2LUeL/oG3TyBE2Ch244qNaj0knP0j"
    "+W0FGX1cPgavb1qKYhmHmTEVrdtal4NyvaB3iOkKGtXsl9PVPKt3ByxP1/fEKMwwwHMHnlhNTLIQLQt4mxRGvYdyjIhhzGV6IEZ/"
    "V3LFfX5+2lpV45PWADtHyMuYZehIeURMt96Q49sucj/p75+J/9rIX41Hn7fpWMj/t8spehdue1T31r9G0sSwbvXgVdLKOvVS4srv"
    "45z/mQpIhg/iSylafA+XX1E395juhn65j142veiTJs+VdNO7936u2DkUc3EnORIQshE4aSEkIsNGH4JzWMB3XyamK6pBWxdhPtps"
    "mqGTxLi7PWQmxtT0kAtoEXwV979AjqSX30nqzfIYrgmg9lK/TsB5uzua2OfXuymxRYL6euPLrpUWbxP7lHzCO5Q6zM6xFDDvvH27"
    "iEWLxfn/pryHS766tRGWDHc1cvXjiaR65tVhtL+DqzhL6ctiaePg9paLwOdfKifJX0AhJoJinQS5/DHQsS/U2feGyRu0rji/5E79"
    "gZiPWwMxlfVGqZjNfpiYDm465OfHdSlw2rZo2+uAsVLA5QrI01P1UVJt8zNb47V3n4Ee2yqA/Ba153Hv5xiVn4N/3hojswrfvESe"
    "kUfwvrUYs9u4orHRe09ehnFfC85vGWp9h/TSm2IVVxqvJUXJ78NkvtepcC3rKYRo0+wtxMgYL7+Qdk/TNf8e5VdKi+fzXJ8MwZi3"
    "0JY6CbW4mnpCo6Y/oLfLb6SeGrgUKccc3QEzaz7g7ir01Mv0326WVZkJoEyfgio3g+6O1mrQ9Jf0Pt02spC2rfGA0Q345jq04gLA"
    "8VJiUtPXniV/py9zrR6EFg0GRTsVM2EmIHwO5vDHenjkYdNxgnI8iPlYABpykx5TsBvm72H6qXyEefoQ5MKpmSl490T6gZnv5kT0"
    "7yjAwyS9V74bcVJRhL5U7q9AvkuIbCe1rgcvY3rkBKHYpLhW73nnVk2fxjXO6le8fgpIXaBmo9lXqvG1XwGvLUNLLhnAOzC/VHAm"
    "pTsby+MI130cw/nEvFdAMupEf68EnrsR0uo68EXTgAc7aF812B4uZkV2mLxZd6GOwr0txXVPzi+1g575rnxrz5NrqHE5CvNnLL5x"
    "ANr/IShjDJBxJSTGJyln1qGPrhW3Or+Lc9L15j5+Har56qe89f066Q29hgxnb99vlbZZjB1OtD6/WRxGPAzyxzixVZytnsc/RKZT"
    "y9WqT1CnZfB7ipjHoWG2blDPLsrZac4Z8yY1K0gtZnA7KfXupHIp1tRx7qeLaeCave0mEa4bDPi6oyX/DI6jdqfIO4DV9zB39pTB"
    "qMfLqNnVka3kbElT11AAaN/EtcXWsxtB/7ZBXb7A3Dc/llPBty1GH76M783Wo8AjtGHcEvIOMMu/gFte0L/rU8A7gyPbyXhAbjLz"
    "GN7/MrjWs+RW/Zv8kBTGaN/e3oLsNNkJzpte6n96IOM7mvNzYoDZtLP10EqR5Aos49BLpFVzZQo3UvtwzaHBz0eobac6vVKX9zBt"
    "BpeWX577F9o4D0/9CH0xBvixgNzpNWhxn5wnr6L3tpUo2nGTrpIv9SRZm3llAGxprTwX7+0lD2m050RZxDE8HM9cTgmtlWv7e8hd"
    "twJS86/Cyi8Hm5WljboPw8IN+hBaOUu/iMzShbKMPgybuDZsE1ftreBTCxhhwPrcrAmbwKH06EjA+2ofH8DFJzAudEv5sTjf1gZI"
    "Gg2sw7b0kO+hJ2KPDuTVkj9CxlukB5u4irKLGNnW/IwHNh6sJtfvDJiztU6jgA+3ACWfrLeKhhLf9n7tofGXQop3DVepp/3qtwTf"
    "mBnQd8Xo/BNS521+KepeVnDWfgcYpId961bAWi/uA+nLdDg/FvUWxZRfK9RNfrIWo2qz8UzMnlauDk8AD8/jeiHDYg9KG3VMC3yJ"
    "9dv7mKtXy9agm1PldGCs78je8jDo9DNissJ6/JSYyHiIGknSL8e1o53jsy9tVIPEedTn0tHgvBX5tx703ivoTZMu7kfbLeLBqxiz"
    "j5GKQhp+D7XfRI4EdYysohdMj1+ptj7URA6mXsug9ST09WFesnDrLzeo47E6PNxsJ78Q5zFl5UsAzeNB2zbJVFuPKk9IofwTXONF"
    "8gR9bntRkxSt5C3Ug2/ya7BuoaVKyZu+Qgy7i6TYUoODmaQLtoLJarcNR7KXUSvmk5Nv0Le4IqWP889hyBPF4bRur100KLhMizMb"
    "dXnBJfo3fSby18gVoG8H49tVwCDtwJKzIoVyjByqF+rVKFkgd0lvJkVurZqanGZ1K6X7SBNT1GPdQf/TxdpImpIipWkGDp2tv4ws"
    "Qe8+Bhj8HHzMDPTcOHBeE0FN9i4YAqxyNjj8aeBpE+i1N+gtsYnanIdBOevUImmYR+ZGSMa/lim6Ehz3XL0TeOV1PU4mgrN7Ht+Z"
    "4X1wqkAr90CffwcUqZUc19nUSlmfDKJk1s45bByVedhsQOvm4u1nSy1xxTL9D0amB/R6B7ypFtismfJmjNFvrP/m6cGkko6OniEJ"
    "YuGtwO10gSr0UILeAVxdQvfjGr7ZtLRt0K8guTeCW7LvbC9GjTaR7vdCqjPt5ULKYD/kipn8z+S/0gua77z5Upi5XdRI1dFHrRb1"
    "momWbcRvJfD9cHkNbbudOpBOan67KRUYjbkPvWYYbxn6yfm2toAHOxywbXLleGAE80+7nnJCgu9PUn/mMP4sfd18iLgGq4XesDuI"
    "aYL/Kh2hf0ySGvUU+jlJGmCr7a3N90KOzNBjx3wYWjFrVuuPIEntzxWEHwFDprUiMkJv8WvbRfq8XvUICVa4fQleeyPwrPHr0zGO"
    "L8uPADEm2Qd6gS0l8D8yfG3HJWo6/jNQPg54wjQE76J/DwUN2BuQcQDgcwWgfiEktyqxFTQv4rnZ5DG7MfNsTdVa3H8y2noVZJht"
    "0UNjwVN/AL7yL6jJQZBiRqDs34CiBm0EZjf5exHgv4kamCU6Rd9k7yi+sNLr4MxyYK1IE1f8kjOrndoMt+7L2dD6SF0S1IWbtsus"
    "AT+TZuKVJnK/dRj7DUyNkMMG4JHyazD+qU/JfyLjpESOlzvlLfljZj85SBozB2f2BQ8zTTZBarsIHPyxcjSeLwQvcr0skU+41qgO"
    "LTxQ3gb3bZDxBcakjBye0a5qwuoUrhw2GvxvWUOK2eitEYYRTQo+XZ6MLNctIsO1HLhlN90rMkKuhXQ/PWP6yfNJMW21SiP1V5BL"
    "gElWcnxTXnZ1VGEvSYWxhvbmCnqLeaBoeZLSqlIvaNauhRifayPr8FaTIpajZH/ARYG0kKqv5GqNTeinasyxo+SPoG5/1KFcafMQ"
    "/Zk/1D9KvdwHWeVgMd8R0yOt1X+I+VkvJi38iefg0oz2sDVpfB/tZM6rv5d6uSbMpQRxeh1g/mIJ6GIadTJM9BbuXIqZXg0e6F5d"
    "K+9CJu1FTZ6B/BaRU/W7qPV6/SlmyZfAGlvJ9wBljZhVV4rzcTEt9W5cY3akOK1zHeObmLW1hzRpe3r8niExeRfy3K2oUTE592tA"
    "D6ymn7H+Dqq2JFQFnkQOqj7QSkZWUfpgJ9VRJtOCXCs3m/d55odyJeC1QM7D+7eOHBCJAQuspJ1uP5mP3ryWOqZLAJMvco2karnX"
    "Hbi1yIdh1s0fIPbM4ZE1PgKZjdpC4v5l6LmZerx0cp5I6DuvhEvV/KtiVmQuhux6tvSBAp2rV+DqlZFU5F09gZye8ok0bZ3GKQ2n"
    "/H4d9WEd9Lld6z1R1uufAO3jxXSzzdS59uo80tB2wFA9ZAfTuK9ByQzw7m36Fe5qRNlosXVJEyHtHwDe6Vpg8HUS08sjX0FyMh3z"
    "QrbQ1tUtJSStAvZ5WjZkFso1oDEz9R75l1ymk2UrHR05TlZk+jjO9v3juRbUOJlV6H3zFnat/he4nlXUvaQoufVgZH4jg4Hn2jCL"
    "bgFum6KP0Spuvk0Oghv1QlDDDfROsFXMP5RM6NF7Fnu7zvP4aYzFCeD+3lazHr2F9+4Dznw4aPqn5Ncc5/85Zcqbye/1kXP+kdg6"
    "+nbvf262nCcgZRn1fFB3Aj55VC9ALTPyVCQOjHQQ5PKDIfddDEjbThYAE91pGiKkb9MLZJLuBeh6TU0jMgNQ95n8FpL6TODL/LGb"
    "Lo3cROtaA3VM9Wjxer0Zs6KWltisBvooeoxYrpfe+Bfj3abZX41xWod/K1H7c1G7ZI7Vx3nsK2Uc8xfu5RiZ5sd4OrOaXY+2bC0u"
    "loaEElKGXKP5D36O0bSV3b8EB7OetoVZoH+/kQ7aN+bpi9RY9VKT3cSv3gmKtwLvehn9/wO5BJDyW7mTmsvpwFUbUNNVwM8b0Pcb"
    "8I6fUruzHG9qwjfqGLXEdF5dmLsbMJ5TML8OlKeoF5osr+P9H+kOBc2ZxWiPrVv62K9/PgLUdaO2SAsj3nyKOg2W91GrETJLjKv6"
    "O3iaV80/M7MVxuivwBTv2Do82TOyL57ZW16B3L0DbfwFkenkpLYDrZ6jRWI+vM3APn8Vm8ez0Ae3yq9Rt6WQADo1WCnaR+nb7DNz"
    "aIdzq7+avKRzNXU+xsn+SIowU5/EzNsGUPidyPv6F4lqqe6F93USV6e8HXsJLbk2FmMj9wOnFesQPRm87jngBM6TA7aIADqPirRn"
    "VmKMRK6SY/VUcNiduj5yLLjtD9DeE4DFTgQFuRS1XWK+m5BoX8OzAV2oJ0Xr5srZRmDmjwD5H4LffZ7RsEwjda3cDT5mI20+PYA0"
    "k31vkFX6HPriJLz5XYzcGdJMitOnRhWPlk5ycAP5vz2Pt70r5i31JXq1FtL5IuCWmRj1NsZi6dOv1K2Eb2OESdM/CngC44HX+0hz"
    "Pd77NIE52UVNThpcgFnh9uRqoYV45mN6LdjMuwfQkObMtxVzUzBv3+BqK7Njt4itdc7QFtQC6jGEK+fa6RXYxciIFeA4PjG7lTh+"
    "OEVr90pKMLZ2f3nmK9xXrHtEPtBz8PUTpFh+LlcA594DiWgq5ojF0XwT/XWd/AzQeBdmwmTctQqj8bHeKMsw2y+LTAUUTFNbcd7s"
    "1w1uRw2k9cSvaKvKz3Hlv/Kw7KXv4K0JUOobAPdPgnscB7l3LGq8P33wTYo2H7A7qBnqBq1Qb8Ux3LOFnOjfV0+s0MnZlgaGXIF6"
    "LfCw30180kW8lgREJH1swz7vFbAluF/nHdFNSdjp29Z7adxhwx9Jn9dXG0xeDDiKkEtJegk5RRzf66NBnirq1zn0saYpUr3vAcJs"
    "fdkqtGIT8Ek3KV1+PWz+K+VyesHPZBS+O9Nkm8xT4Ej3lpeQKwDE/iZyIObhXnKxPirbRV7XJ4E/rkE/f1JwBKThB2Q1eKjDI1X6"
    "rMblEP0B5n+BnClzyGMbZJ2EubYv4GON1pKLGCGuHUvJLS0HJrscc6KH3G2CuuUMuYAtAYlxuTSygj5RnWpwV0cLQQTYyrQmswFZ"
    "MYmjHXvRo8fWIBgkP6O7RBooWbUz+lYLdey19BY9i3g/6Vff7kMKk6Q9pc+vTe7iSJ7h+7xL70L7XtEdMfN/hlb/TuYCj32IOjyB"
    "dk0Bl/U9yJBfgHKfL6+Cys0E9pnhVzM4j72DJENeZTXe931ppQdAKzFmh7fJmuX3CdDu99Ae86BfC0q1VH8VaWF0v08gTRwEbPeJ"
    "3A4q8wlw9r2g01vIPyLPgDIUi8WPcqttDpZWrorZxNWCPwUmHCPOy76OPa+g1MuJNdLUi2SoUzxR3Aqp1V6eXK/OqpfQUsn4VcQT"
    "8Y0OfUSj8odIHbD5bpDjHtX7MJ/naZz+EA+j149B/UbiqzvKhVocUT+O6q3c3bju7KYr8GQbOaNmjlkzY5tdFqnFXedKMozAsMav"
    "czJ5+e/gN9Lkvlv9rMhQQ2Ya4FpGB+sLozao/prRT2eiJ5t41SBrI7UrXTrVa6YMdxyYEzmr1Wt58vVbt5b5qDTbSJr+61avVfjy"
    "IOCNFPFySp1/1W78fit4x0ZQpBbIpxuov9wPMLMzY6T+GjS+JTMHPPGpkVUaxXz+uX4EzLZA8rd0DajwnoAwQGGkG8duzKEp+idA"
    "yFrw84+Da3kLNV2Cf5PkUPC04/FPAQtGoT4g5VjOWbGKvvEJbZYKmYOZWRE5Ty7VGzM7yOrMoYy947Sc+0uAGZ1WTwa44v4iOdrE"
    "Qs+/nQZYaZEfA7oX6QT5PfBHKyMkrMCTTd4OcSN9ut3ayFnoxa1kHChJA79mkVcGEbILgLXM19tWHzre36hHDdcnfIr5Pxl8vosF"
    "s5ExAdrIpSW1v/9n7l+CEtFB4LUmc92oeVOcIq+LYa7PgGmUNswZjMQ2F9Rt38hCTcjLmOeQFcBxf46nvsSMq1TzrZmD3t9WHqPc"
    "MRc44UPMmzXyAnjCrYCl0pQGLNLaEvKMfaDTLXo1ZLRdIw+ibQ/o3bpK7pcitPgL9M9Avrr2t8Fzy659h3MWXyeTIb0+Rnm+FjzX"
    "ubKKupJWzdcDZkX9Ee1wqwDt04DHdgWm2wrYyOLuzKXVXr1kaFJ3g+e2D5fW0Ms25Xlwq09+KmMryFXPlFbN+NhI3dSIfYweCLy2"
    "ejVYW5BEvd1KmBtktefye3QW5YEUNQ6/4woMm4ODpZkxEJooQ/USi7kYAr+SHkYCPoZavfw1qOTsNC+RJOHHNJ61kCAbgW2fG1QO"
    "LvRBzKMzcN8RslYf19O0TJfJusiz4K1u0t2lUu/HlYR+R+6BHDoJ8Gn8+o0Yo0UG0VxX8jnG3aSvTh8/zzjSRZIg97kWY/AOZuWX"
    "ePKCyNs6H0/MAq2qAM3JeH92Za+nKdU4rLhKb/GRM1z0g/XeTtlN7zpn0W2jn80t+M62UqeN2n+m5v6Zt+thoDsL9HU9GS03D+4O"
    "yHcXyEWS8PM05eU56+PtMQfu97UJbE02fnf7KMiTfQTN04h5fgV4Xw/omqW/B7XXUC6sJ8Z2/M5qUKYxwIUnyI/kEuCMUpkOTuKL"
    "zGCxXmvXy8S0+6eK+SbvAHht4RqufFeOkIRqKD93ef291fA4cI770vekh1yt8Qq/w1hNp/7sTNTP4HejHotZd6ys856e+TxY80dT"
    "6NCn8WviircxXC1tVKgbFOY4SNDPAR4+Bp9xEca9FNzzi5FyeUrqyRV1M/pzIebDndJHnqiOkN9D7nMT+jFDqaNbU95ub9xrs+dg"
    "ruXMFXG+cEnGoiuSufS7+puYVvsF9HQ7ZWM71vtodddyHZjTbERoxT7R08cm2kQbSENtlg8SJ5nYnJ+hY8X06dtE7sMIHwQecBrq"
    "c4VUgzd627xt0Dc7AAb+IBPw5XeRe1Cm659lqiSlRG/RG/QXukNkbeQCfR73/lNjXCmeom+J9fokwtNjXGW+E215x1DC3AOwuiN6"
    "aBb4wO+iPreIRbR0+rID6UfYyZg2Ka5w6vYc9FXEqo57/xTYfZoORd+aFeCtyD2A+fd0iRzkdaDL/Dq8E0MuIYMvzceT5hW/APPl"
    "fR0pttpwGxxL5Fo89RzwzSvg8ybqPpxTh8oukWUyHjKaxfqdoWP05MiPMSc+VfPjWIc3rQa8v4crQyCnm23mUHkIEPE+6vFRxuLA"
    "W4SRS+U+2dM04XLOAFH8m8gN1qAv3mNUBtOBrqInfy9luU72TSM94Y9FW6pQL+un74pp3syPrhPjlyYvvhoSRYI+CGlvg7yFc+Bd"
    "yFTz1OjTR+AJ56J+N0HKW4b58zL4T6XkZj28ve9n439TpOpdnKkLAQOF9LI/DXX9LebX3+RIzLF38O6ltE7buq6l+h+ZQbvI3eB4"
    "ldFAMvTA6yPEm467S1NeKu1EPzgPs0bGp8lGRM34eCZuHNM+vmlKdwGefxUlBvl/BmY+WJ4GTFpMhwL5kvbb4aASgzljzOp8rPe2"
    "PAh4s5eaC/Wa4ANA5YK1fvX81hJA8f5SjlFdDllnEVq7c+RcnQuO5lM1rd+zXLtqM2Oivi4f4/4/yEdyvAzNrJFJmYX6D1kNOXYP"
    "3D8E5QOtkxgsab+Wq9dbYJVxwTbqBHq/GHVbB/mkkevNmyBjpIGHmz3+SlE+TdF72aTa3aWRElM7scGfaJ/uoN+jw/zqY5w3kUc2"
    "z/xHtZvU/negga2Z0YDPI3SbyO5yYcEich1m8TodEPsW5lUd+bPjI38SF+VuAb44h/y4xQA0T43D5XRID3vLm5hT5ah3uRwsn+sw"
    "8oU7yq6SCSPGZfy6O4MYpxc0a4RytFzkPePkvlDjFi2a3+/Rsp3lX4DSNuD4AyMvoZcewMg8DM6jSrcDrf0n8PNIcGZPgrZbTIJ5"
    "um3BV5AfLBaBWeQmof+ul0bOBZNRr6BdqVSPlp9Enidv3kD5c2dGNphFWcrBxM+8zFPHeSqM12Fx0Vv0HGrgklwzlqYMWjyAnamb"
    "cNhJbF+vP5CjxWnnO+gtmPGxe0zPvAz33E5Pkinog8/pr/UF4Dom/9btwb+uYaT7neRJ4KLFGMNbzScO3Ecd+JW7vyFSZsAzfqq/"
    "ibylj4tFq30V710EvPswOM6JeLfJPFG0rRBcfwHjqdTSAqSgNwkvm7m5l8RMb2F7b5Y+Wrx7aXPbRqLALB+gpnfQ0mU+Y7vIRtqN"
    "ekAnhwAPnAJ8dRojZr4PTmU/OQmY8V/AQ4/LPIzNYmBOizVgmrRT8e6F+gRyB0iv/7bz2WryUaNPl2AWBLZ9s93aCttL5U4t0Tsx"
    "Hy6OPKArIm8AQ9yD/Ai0awU4yDPRF5+hF68hzqkHJa1HHX4H/vwe08qi3a+KRQL5FWr6Gdd5pHx0oIy6tRxp4r4+wNcukWZ9Tq7U"
    "k7RaP4yUAHO8lzk9Yr6BvyXWdFjLUWTHaa3We+SfjDNiuqLlmH+vkjcw/5hZalFTHD/eAxqYJGSkB+TJi0OuUBmhv1NTXqqb5Dm0"
    "DC0/l4rz6jU6dyCkljFcGd2uL0EirZGpgM6NwHobwf3eCozzAOjqLvInjNcEcEdbcjViYIVI+xjTewMjnScGy7bSe42eL2Z3sR1s"
    "/o0ZaTzZKMhTZksch/fMRjttR4M/AAoPkecwjuZ/+gUg4x5y8h3g+kaK09DtKl0+muYPfWTxNaR6KfoPdVN/2gmIGy4mQb4N+FkL"
    "eDWdxo0YydXAPO/qCvTLyaBB+5JPcqsrklyPsIH+8/PolToYuPhPoP+Gx07BTFisGwhhz4jZ0ZL0u0tBPjdNh9kWnFRyspg14kDC"
    "v/kxjwIuaMQ83wmjMxrcx2y12DcPEaclQk+drf26HLOlbKBGMRifHvCsr5Materl4uLcLyRW3E7OC320e0NP5gwjjweezDcSlwuw"
    "r2G3LWl5cd48Rr9nAkI+gFTaTK7nDbx3Nub+fnI7+9L8O/aQrbmWIbBT/oDtXkIKtA5Y1mSF1dQFprhm1yyl1eB1+uhXYSOwJ6MR"
    "m0a6jjvfPM01Dou5r8SPfDSyNGMTLvJcfBqY+n2ZJvMi54JeP5O5Xl/OXBZ5H9j7P+ibX6BXJ6hF0L+K9O05+qMtpNYxv/SRAE50"
    "nP4WtJR+T4JIzjXAbydAMqnUTOY5nSdXRd7VdZntIjsC/5wOONlO/gz++i3IQ3F8PQLcvCAzUtrZYuO+bOePOaSqr+Ptj2tfpkJM"
    "B7dcH4r8FBzALVKtyzKPeju16ZfMc8HiJVpLX0N/fQC+KwZ6M0LmRo4H7J2IPlsJ6N5zgJ1aJuGbdXox4PtyuQpc7hQ5RH4v70kZ"
    "ZkcF4yW4udHM1VjOspTfrlnAOAK2z9VleI/zGDKP05kDeJYeRrzTTuhr4ZxLM1ZRF6G3CXJYAUZ+fzlAFmKMNgAmx2MmzNa7ZBJq"
    "cDMw6Ff6FvrsKnlJ35J/FTwC3nCa7iXFwDeP6FVIHylx9Of1coe0kdPvpPeNSbzv6EauU3pMOuiV0wd46uGKtHfRn6t1t8gQ8rEW"
    "L2wG+JMbgdvP0isKHtAX/W4ubvetPsLAvZzHRw5qydToHzAi/6O2tmYK6lubOWTQzqQ8bpbtybUFSc6W3WwnLc71Lo9H+7wmxXDE"
    "cZyPCb/G040FcmIxWxaRelprDOYNkr/UHvTQqZII7w4s733kyIbLGsqzGdLLJLVZs9AD18jrBcsyM4AnZ6JHZ2gZemYx6NsWBTHd"
    "NaTxgZVCuM7EZLr9TD+IGs6indI8i2bSZ2EWJVCr9Sq/+t48ZFZg3A4Kd+dxVlWb2yeKabyepbb312Iz/Coc69G6kfJ9eWSAeJAr"
    "iDF2Iiay/Z4UPPmPpYMrQRPUee1MWdB5e7sVQ6/KOq6+amAcolpChNmTXsIbF+oE2QHXD5JWH7OgCb3bRPh00Ttspq/2luGr0A/3"
    "qunx3gfHuBDlX8onMgUywiRwuWPB2R8vtiZpspbJdXomen8/+bvchZrtLW7vI4cRP6UXeTfwna1jSFLTb2vRTgRUvMzdvt5mb/YS"
    "CydpZ07QMpXmypB83oH5rxwCqubiCDnosLd87P10erkW5xjwTWsoUaW9J2KKmCpBDVuvXxkzFm/5CnOrXOfqi3oZ8N8cPS5i3h9/"
    "jwwGvOfnKdq8jjjjtXYni/Nt1wFirNWD+r+FHjG/wWPwpT/JLFCZDejrBsyDFNdkdNHqfgSjvk8A1v955Fq/J0UbW2aayVmMKrQa"
    "FLdN/8o135vAuTRSH9TOSC0p6jacZaId3LnblcPtxGbHFCOXreN+bC+iXoczrruz7k3XByn1Ga9+jrwCbHqj3i/rM3/SyyJdcjDw"
    "V3fmJrGY7/MhjW+ExL9J/6PRyHxGhogB3+wir2E2jMccHAOcPg1jNwM9+r1BT+mbXu95Hfk+W6/1Bdf/9aH/2rkKcDdZzra2MyLW"
    "QmCF84Fr3gRvYzBfKQnOJuvBcdLEHt8SdT8KmHGEdHFe9TDW/mWA6f1lL7xtNLi4GwDZz4DfuFpLIvl1XA3eQmZcqNl6n0K+DjRp"
    "LmOxW5wliwb4B3xne4zh/ZTKu9CyizGOBs0HAYuY9W43SHSnSwf5hG5+53LvgdhGrW1aLwQ3uDNpz2X0W9mkz5MreAlQ8TFoymLA"
    "9mC8bT8xHv4rSCAbASm7QX7eCOivFIsreIBs5PiZ/qdK2rz3dZqWoj7qRM3etCO5jF5w9B3cfeWH9PPo9LHYt+c6RecXZTByFiDu"
    "ctDcVeCHLpGnuU+BRc+t16chH4yVQQW/0Lv0Jd1R45FdZbC+rGfrex4jBvFIMtSlGy2YCFi4gBJsA6mA7RnZSa3UJmp5XSyFTBiN"
    "Me398pbhq+otamlaSxqp7f2COK8BEn4T7WzmV3IO5N0F+I7t69Cixp3sCbhchPlcj9Y/yjgGSfpH7UyKZ6uxTTN9MkbVLBMJH0Hk"
    "AbGd/cxS8oVeDni/HtBjVth1esag3+olOkh/rDNBsY2Sf87oTk3cObFRpwJSohi3der8ZorRylWQCJO0VM/xfTJWzMvrFb0NHHyG"
    "3tGfkDP7Id6WJJfZS4/5e2Q58Y3pN1OAf8fNpjXwU3hbjwf3Pg0tehV0ZDrm+DWYOSfLSsbDTnvMpoxQbPj52jC6l/09FXrCD+fR"
    "MM9x8hqkzi9Rt0ZQhNcBkVNATdoAOS3E0+tRvkJmkr5vpE0nKztvnRMtV31kym0gg6fpoekiPqRpVfwZ97TYVzZmfinmJ1QHnudo"
    "2SYyEVT6K8DZoTIPbbMRPlf+hRE8PmJx9xaQA1vJ3bIWY+a1AkPfzd2CuvjmDh8bewm5jUeIQzpoHWgijniaPLvR01X6JWNLteL4"
    "DiSyYyKL8Mb3gJVXoDYd3KXO/DfX6iuYl43c2W4T5SnDuH/G+Fr0txRjzi8nN2i2lA30uekB/jlCfkDfx9/ICfJXeRXP3CLTAIWT"
    "8M4/4Hu2P8pe4jxzbcXnWZ7/6iO1utDruNLcu7Deczyzv9WVrelx0UbOaTtGUqpF62yWXS/PR3ojBwEm7wN+HgMZdhp4jqf0Cvq6"
    "prlXTcavmshwfY5pNbYUt2dHD+nKcHH8UBN3TmhCCw0L1uqVch/7qkXXSH5LZP4rLeQ/dop006v8K8xu8xAw74cGvVkchTc/4D56"
    "oxhVew90sB7QZt5EXVwba7F4jgPW/Dmh06S+433c/y4/K1IDrk3q9lceki+oacxgpkW43+aJjDftPCqS3ONhre+pr7fHzYwJOlkK"
    "5VegDG2o6S3AnzuL7WY7VZzVKkPsa7P0Osq/plEpJedruG4+sP5GzIrlkPAGS8LT7xR5Z4uG+xOu1zNoPVq2iBwIGP4+8MpWGIOM"
    "/sniBnNdwhxws4YJX1XzcWwElCxE37yOOo2XS6WTlPRoMS2m7QjaBcr/bfxq8l/5riymf0wX+dlOSHpt1L2eiP49F3N5CuX+q2WI"
    "NDnIITfbgqdfxFOXAzOu4bx9Gnz0UsygodIo4wt+CTnySu7w9y99LHMe+sBFf3fRZD7VO9Grh9G7amW/OJKdmt3/yDDvznKT7CSM"
    "1SD3c2+dpeSolZDe5+P3G8d9pWTUxXz8SO4Ad7NAbGfW+ajhfH0Oo1TO2rt1zY3AVCsx9vsJIxLoMzpDzpTazFp9VEdE7tb9I6Nk"
    "CaSqffHeaYxj9Qy9aev96pl36d3zU3Ea7m56ZxgWvQv0qk7z28STrOEMvYh+rr2MTHaBJOgf8py+A7x+E7CV2W2m6mfyGMb8p5GX"
    "ATfmE2x8TjvSQwFzz+hk/VDfgDTxS4yKeXakvIfGPHDIizEic8EPvA4u4ArUCJxy5G8al5cxX6fS/pQiZ9xF/rdbzxajho5L3sTj"
    "8RLoKK1vHxKLpNqbE8XfVsYaxR7ko2FlqLVQvx72GMbJsB1/7wZv1wG+0OK0NKFnlgMT9IHbtLXbzhZp1LgKd2Tkf7g2+Wn0yO6R"
    "QrGoLW8CZyykNDdR6qRU/6pNchFavwSz6wjgwSclmtnAyC/djKJpFigXB2QDZ+ohcixm04O4Y5bcnPksc4AsiUyVy+mh5CINLWXs"
    "yFW0Wn3ifXwc73uu9HheMEOtkfEI63D3Z7zX+LE9IMG1ceW6xWFKgLuzOIZ9tOTP4wyKAL/0+hhH93k6kCD32gBs1sOVC7be4zeE"
    "+ibgzd3lu9KWeUsXRor0BUnLsRjh4foDzNilmV6unU5yBFo9N3aSj7uQz9NvdzkbMH6O1gCPrpfb0MJ3dCv6Av+He1QZTljOdZYt"
    "3E9hMkZ6WPrKyG7yU/CNj6f3kBsG3SXDdJQOk5eAJ87A+38uzlf2ZmlkNItW0Kn83gxpwttMv+o3QX3lv6WBkvS9jE6T5tqCJLHT"
    "Z4S3A+VPYlpKs1e30W6YwoivpB5hHsqnUlrtIAx3qHHhO+HLZ6DVExkP3XjnuVy5UotRO8Ov2xUJ1u2q3+XuWLlQ9om0Yk6MB7e6"
    "LPNPLZI4OJ3JXNVk0leKcqjzAnxezBrz6Nd8jxXzeQ7HfYX311tNb9d5GJ00OAiLATeb8pfSi7PZW0+SmGWNkBLOI79qFrqD5QN9"
    "A+MymJEeetmHtivU5cw7f4c1jO+3tVjrunRbckF9TN/r+UdnjzqIkNFAD1u3C0OP92+up0XNrSquw32bqFNxto8UaXcDMHkzev0C"
    "L5UYZ/6wTmHEU5OBx1NGX+ZXg57OqOMrwdU3kFp+oF2ZyaDHwwCtP5MPZF/5KHNJpBH0bTm4buMJrsA8PYrevrZadBNkJjc3DhKH"
    "R4wXrASH8KDW6HNifm9PRiya9+cYtfn6GvpgT71DPgJGt71jE/qDyONyFmbO0/oz3UC5udfHZXpF5pEim8/AmfIssPts8h9L9Eh5"
    "XN4Vi8nTgJk7X0zzbfqKNzAr/w04mCgn616AogVc+VMAanCLmES2rbwJWrxAbdeW8wFZtYxz1045fQL3AbxZ7kC/PQsZYhYg4zFQ"
    "yb9z9c/Dni6U5uyT+LSPankgaNWvKMF+AagZI8uoeTIP+JUoOVRWUPtdi7G21Twr9eLIP7RBfqK7Iv9HyJgx2TKybWQV6l2hrZk+"
    "rdDXtVPcarrpqGE1cV4L9fPXM25mhv4qE6h3MR/v/BzXL2Qyen0l2mCRZw+T3zB20QFyNDB2R+iLIFIM2d49iXHCPQtpn1yEvngM"
    "X7IIIzfrC+iFcfoIMPscfangGIzH56jp7ToyYnsT3oJe+ghj97a00ruqAeN7G2hTn1/bnQK96eAsiEoXd+dOct9l501xEGbmJVwV"
    "kSZvMJ36lwShuo3HR8TFNNlGtpKlxDrt5EIDL88GWRP5SO/NNEmRHhvZT67OPKCDCx7I3JZpQk0+B6c0ESP8hnnL481LIRtNE4um"
    "YX7DhZFaegkb5ZpHT4rxgBxbB/tTwMK2cjzG+FW9MHIVJBDTLN6Aq09HNqrpg04Bx/cIfW/f0F3lx3IXcMEi2vKGAKqOAQyP8/zQ"
    "duEeWeqlcMFV2/XX5NqxgJOXtBF9tBzff1/1a1EGtvb5WbqgYHs9E+N/otyJb88BhJ8EGnuEGo//CPDD5jFA7at7ApYf8vqqJLFo"
    "FyNlZDBKQ1HjIPKhcfJF4ujSn8X0nev9LgK2aq+B6VrUsQVc4Eq9Wx7W0wAR9Void9KP3HxT+1Deyt1G9qAtzryPvwdKtDd93vaT"
    "IpROEIsE/QVmo+1FsInf3lMcD9PDfQAKGZnYJL9gZZhBz44c82bdR2ylsIvYo6i/6eBflY/B8b4NacDiL80B1pqhych6wOV/uDuH"
    "WbiXs2Wfcue140HHP4Hc/WP5nbyDlt4rE/VjYBDbG83iLD3J766nFqGVEo7b+3iUrRGAJH+OjAQ+OQM8zmKM3RGRTzWmF6GeS/UG"
    "+YxSm0XcX8GIhJ2gEJdpmeylFrfrf+RivVuvRz3ukcMiSwFf0xn9r0fvxLja+t3pugI81ePg3H+Kt6eIyVf4eBwrAGm1pFcPSB3t"
    "Kg7TGwy3cT+JZOiL3kPN7pngvcxC04Ax2AGpPwJ7Tgcunozrp8nfARnqqb5qhRiFcjFxNlDDktCsd/O24uJdBLsFuai/W4lbC7Wv"
    "OGvCah/vv093o59GmmMW5bczoIlGv+r9rq213p5hNq0qeVhWZErkFH09M1KHFgzVDzOnFRzO/RO7GPvrdh9TtIdQOFC0zKSXs0+R"
    "deF6MLcL2MXidoq19b6Tw1h/zjZ+PGtYIMFaQqf7Vr/rctLbc0QuEBfZ4EOurjpdlolFyL8VcuNnkJ1iOtPv3pvxe7i0Asqdl8xe"
    "YqsrLB7G83I+8MRyyOKHy/7yPEbEeO+bJBXyuE3U4XZTm9fI1fJmVUxn0YL3AzDN7e/oO+74hB5G5RnIXznfvi/Pgg97E3XaB9Lu"
    "rfIAYG2vyM5yKrk708YcDMgbSl/CBsaZaWOUA+fL7vZHyeh53r99KaO49jESiEmaFdLqfUktioqD207AuIuqanaUveV9RvQaLPeI"
    "RR+fhDlsPifXYAwX4NsHor9szd4EYLxmzskNuON97l/XSp6y1cex60ILXpHaUPO5Zc4O1/+PuveAkqraukbXaZQgCKIgYs6iKIgB"
    "c86oKAbMERXTFQOK15xzQsSMYEIURZAsICAgEiTn2N10zrm70ln/XHPvKrjfb/Ubl+H43ns6RLqr6tQ5e6+91lxprqaUlkx2QTYB"
    "OnD5hfV4qmFE5xFWTNjvWrLHqYH5xnp2PKTjsk7/SsRHPWyiZ5J3tgPzTPPJt9HA2MpyIjmbUJGrP0Aj3w3Euz+wxLPSORiN906E"
    "3XqMlTDJnhD7Xeil2hj9ZgLxtJY3tUfQToZhf7vLBdJEFkEfvs2q9xzNEMfWHWEF3OIUj/ffV+gfKIZRx+Men5R/SybnnE7Dbpiv"
    "UA9dleNrVOu9hNfrIlj0FfBvv4RdejrYgPspwipv8jUPCcZ1otjjuOcfDhkPnIevnYCTvRw7sQx7afHCCdCnrbDXTcVY2JZzQmoO"
    "p0+X6mVSS95EO6Ob2KdfBT1YTymrZmV0PifoOGw837i1WKdQxVknjoOpBN/r6hjLcXatP2kskNp58LemQuZHyXy9TH/EPewVGI/c"
    "Ofj9RCCdIzihfi0sRXuc/k08D3vC/tcDr5XjtzZXrp9VNWQ8B4T7GHzj0fAAn5B/azX2xe50V56xUvYHVDP3sBFoOQpvey9ZyR7u"
    "R/HT2zh5XeDNfIbVO1beo5dcpStowS7Dji7E589l3Xy957d152pPiTRaYfy6lHhvv5y63aKto8jFvI8kUnl3TVXGVXvp+vurTZWr"
    "gj7aFvZ1b3k7HKAnBIvCDyBrPbE3k9U4t1zE4S1x8mb6eJHeKtaBVU9rXk4tVYn7PhOrnsOsrNVrWH3wIcw1zYf2vk8cX4j6yUg1"
    "vKcGdhOZv2hRQLOYV0LvT4dP8Tv7D9PxepTxW78G5to1WI/XF1NXWi3Y7vhOywWVwgpN1E4ahYTPtq5IXP1MqaReMTbalayZLse3"
    "r2DWKpldidOWupxKAy1gqZ4BxFOMZ3hIcsjLW02bGPPxmnrf8x+FrJ/o7Zqw18JFY66Enp7reVLPZ0bGnVdnhyr5va/rlOBK+BLF"
    "2gv72ws+0B+wubfqNUEtK31cj1Ytbdi+vnY1qouoOV0OcjjveS3fZVOLQz/vVqnhTVuP0rW8k3xqTJO6VewSLCDGCYETfycLgWmP"
    "Mj6Xq7J1yL2U2ZGIr9zqxYiZSDQ1JUzVxa+OYMWDYwAo0Kjnb1Uyh1gNS5TZzKi34c6vOEfi29SLWKdJPm1oBrkIIo3UoZwLXNVc"
    "soDBdgD6K2UGdY6OkDmwiYnUHLNkN5/TlFfDsn+DvXwNtrx3cIteYzPPoWH6SsTzHlhs5SK/yq6OJH1djZvKkcNP7Uzfxzo4E56L"
    "cydpK8mprVurxquwT1msiqzUo2UWvJpi2IWF2ixI7wNa/uM7npcoq1qgc8VVe5Zzf2PMi1ewdiDKfKrV8V2Gc/wGq8tbygrytBwl"
    "J8kEWvOt2MjFK7qyNtI6M43NkhyI3Jfv6D1UURJulOT05Dh5Ydfx80fK1/hUgH24CFp+ksbge54WnCjXwvufDUT4E3brAPkM1x0W"
    "rIM+vgIn8mVpTXlbBP1qEx6XAN1/E0yBPavldIMotVdzcZGEC8V8/ELmkkoZaewY2DTEWvrQ1tN2mXzoWSZWkmHhD86MiWgJcNNr"
    "0MFtgId/1MH43ubyDnyF0xuZDZ7+lTmcU1vno7D38fzUAkm9pofKE2Jc0FugZbJxem0iUDPgwb+wUh+zMrQOT22zVG+G7FiX6hDW"
    "ApZBJ5QTq1Zjda2C+U21mRtHBq5LuylRVTHz6tnaE/pvOSsXaqDtdofcNGWcdjbwXjKyFk/N7DvEMwta1+gm4HbnBXwNRGHe3Ezs"
    "q8soOcnc6z9mSqXH5Dfw1Iep+WPupwXswS2j/gm1gjNlcjkdZAyrAyr8LOoOYnnI/swQ1uPV9HyQDdjHHLLyNsDTMVmv0ItlGetK"
    "LXJ1LSNoPVkhMZe5wnpqFItYjrWaQDIp1pJ14RS5JhgDbPAX9mkNKxkfBV79Se+HLmig1xVS3z8hDUSgVolSSo6zTGYyrxC7C8s6"
    "WazK5itvIt5bijv6AxLXCtjWuC/3lkMYb4/5qsKY57woJuK3CMwGIIULWJPzMyzPUNxZF7KKNnif3io6jIVkF7E4ZSDWOWgaaJZc"
    "D9sRkJv1K85dOEXKeC47wI7vx6oM82Yby5I2+C4wO+fXiavRqyX6CP0USqf7iqCRHdttJZ58eFit+wZZMlKvx37cKC/BbnTUW9jH"
    "ZdfthCuNJ/IfKENh7TZzOpxjdF/p+ygtW/Egnv86SWLTqM8yteCsKtXXgJOtstGy0XfIJlZftQNKKoLPXx++hKe+RUbrA5oZngX9"
    "fpFcEtwQnCVLeBYmkWN+EaNdlqlpKb+xzsr8mM2skvmclaW9gkzOSbZ4v1le4zirgjxlMx65n0R8T5um5kdEsWtRP0Mjg1X0rg7C"
    "skc17GbdyOjjtrx+K3G1W4FGp0Gj3yl5+OlevOsBnNtuQJkV1G41/prNxPHyOuaD9NzplfB83tS20lQizPtk67ecHX0yrricGbAo"
    "fcwoOwCAjiABQ/RNYDTzTLsHq3AK5+IZx0GOHpD02n8NdugkmQIcd2ZwnLyK97+HM3KBXI2nmsH5YvBdguVY1RLG1w6CPjI+v86w"
    "V1vIf38GY7R19IcS7EgsgtReJ4bA9yS7k8X239V9tV7eheR8qoNgJZ6Br/MKNPTlsIXt5Bc9USbr0PAJmYbveAfa9WFpH9TTm46y"
    "d67WRw8SrM8KGVN3cckyWkKbmeLyx5dDFhrgD0eBFKOQrwLyDmSSZ9B6IB1+Mut2EM5RDbVmHvyDUnL+V+NdbaHxdpFLpb1Yl1eM"
    "nAyFepyvvbyTfoyrzLc76c55YbamrcX0nen8dfTWpuGbs/UpdkCcg+dT37npWKWjZEWM++k9lley/a1kraXVccfJUnWhzMA9LMZd"
    "/87eqWXY4QXBl2QrrSEH+yWsSLc8+QjIoFV5PIvdu0YOhx2/MmOBfAd0vTrcqEMyuiUyyQ5arZ3FmL/2xQ6VQZ/m4ppjsQsVRH5F"
    "XK8/qYPq8fqDsPXjPZNROWNia3QR55daFq+UkdAQyKyAnDJHkCdwI3ucC3CtnYOl5OwpV6vU3gHv7SjJdXAsQS09O2dEz5Na5nX3"
    "o8/u0HYNNV4Os4HdsCcbsT6GxzeYrynWV+rYjlrQkhlSWUGNZ7LQkvGqKH2YWyXiZw7Wkjce9lbukd3FxVxqWDdURZ+/ju8qYYzj"
    "aLFn+RdWyLrRcnze+3Bx+ZIncYrPEmOWOEO+wvuNtcHYsW+F//8Xfh6D733NczDOJK60Xt9HsPu7i/X8Vutv+MwmPEMtpKpan9b0"
    "r3RmdUQ+0eBw1ndFYBNMtx0sCfLCjsPriyRkx8QazkaK+sr5kJkH07/GZFaHHcjRx9hHY889En/m6PvwO2bpv0yjyrc4sZuJg0ZS"
    "Aubj33n8pJ3DUexfNu33ARnzOrBnxHKv/SXBXFY9sXwD9WXcd425fmTjJrI9GQX7ZbEaY34YA5xqvbFu0t1E/b/ZTB/xbKbPYb8W"
    "kuEqj/O7fqY3uFAX8ukS6hjLrGJzPzlDSjl16iO5VwIgxai0AUovA4L/EHh0LbRrnKi8BrsY427b+60D0lXBH43Vt9jKCbQGDeoi"
    "Qp9BljuJdYXNxwmdq/vjHF0KH7Ar5NIqmrqz/rCMsY+I3gQPpSPQxwWQhvexTivx3Ctwt2cGz+h4/HR4MF6Xy0BY/InBIP0jPIiW"
    "uFv4Jc9QwtfHmWW/mtO4LV7QT4z5KwGEuRLnJYdTKg5iXXJIBvMtjDXH6NfsDZnYNRgh07EymdAlv5EzET4D7rK3/CLPGxceM8tu"
    "4sZC5qWryUL0DixTfrgj9HwPeE6X4G6Pl4OBpp7wnFw7piKkm3y9xRlypUT8qa71E5nd1Ww1TJPWc3bfJk5brABeX0GfqAAaaDTu"
    "pZLVAPlAy0uAXIdSE5i+f4Cep3lc9ZSdBtznFmZuqslFvAnrbCz798p4euVr2cUV+urAoexdz/IsX4Zem4ublXYAsafV3h2FddxD"
    "rBe3kHMjV8tMnL6XGolKHcr5dy1wJqbjteXMpw/Xe+E/HU++7TjrLKopPzH61eW+bz70ZyOEPXGehzFmuVXb0/Oyxzilo4T4omab"
    "yOSeKfb7kIzypp9nMmtczR6BA8SmIRq35gzsz55BOU/qmXiygfTyPsYTNIUP9pL8W+YDoxieNI6UEbD5n2sdJN04L77BCXoBPurl"
    "xgEbVOJ9lm/ehVU7NbqZfUNVVuvMrObbsJYt5Cnr3JebyGO6hWs9QFzuvJB7VM2a9aaN9J/mQbI/h1SUprgnY0AmdXxvus+kn0ER"
    "Yk9m6L9ZCxb1MUyTpwMk/fPkQa/fJbnE49n0aopZN9AJZ3wkfvcV1tqmBB3OmRPX4kxYDG4Jc1IJtbh3KaOjVg/0L3lWLw166TCy"
    "c4VAnBfJIL0uuJa2NYAnkkd53kIUeJAcgU+3BSp9Ul+H/ywyBaj7e5zB3+G/NglG4f399Bzgsk+Ac5oGG/HpQ/XkwLKGL8C3fUFO"
    "lgHQ6Pvo5eEGoLH+2jHjeeL8CM+fnbl8/ZJ4okpbB28G38hA3U2/BeK5Rm8LmslxsjhsBgSQvpNzf1j3UqKwJTixH8p70AymdZtL"
    "jVb5DkfXc3ctpdk0WJeMnbFil+O7TtFu8LuKcfcnh6ODTPrQcc/pYd7qcHr9mznrIZ+sjzF8h7Gr788uRquP2DVYxuqJGJHvMkZh"
    "JpCT7EpY3836KyuhrUfmDk40WAYr4Hohy3wUZq9tOlt3lY1EZ3F2Oedjx+rYiWi+0Uzg1YX0DMvITFMK7GIc3XHGDW360FLaGpOo"
    "bnK3GM93GTmLlX5tJjWVi2SE+oef0pohjgE1YVVG9DKfkCi1ekxHQrM2EE9+g12xVyJa/jev2Po+xKr/WmZYzfavJztEnGe93s/9"
    "OExsXq3Vc6+DT2Do/Xpop9vlVEjKr8HL8JzKyACwJ+1KPBUriwNNlBB5GX/EOb5CYWssTVjt2VqKmeW3E3ivuE6KYjJZ3SnWf3yd"
    "GGqeh5O0Su+XJaxzcv88Rg03z/+Uw1lHjk+tHp9tIGNlAydLjw5GYBdOCCboi7j/3bQdkPxUvTn4WbsEP2AtluN7huAZ8/RhYIaD"
    "5CHtF1jXU633GWJcMxeDeFTeg205Wy6Ts+VkvDcn7CAnSA1OcEvyxLahZ1yjxqFpcz7Mrzxa6jxne2eJs74lB3dYxWzKfNj/e4Cf"
    "3pc/4WuUwGOxiNxk6JDGKjoW4ZP95A9ooC6QhYHwC64L/gqfhCTFfQxHfbw81Bs4MWuFr4ZVP8nTnulN8mZ2knrmVswrLaCd7SET"
    "PPPox4zQ1NDDGMOK7z0YfUj/PXk+m2Sv3iIxH/2tJQapoubdPcX8VMdMa0nKKu34f00nN8bR6+UN2LdcII59ZCnzJQq98SK02Hfy"
    "PnD5YPkEvxuOteksp8MfbEY/LOI7G0ooWTappZj845qqEXTz3o6mTXdzEaOMSrf1a93Wz4K01+dAY5kVfoixkUw8UXuxeJB5ArmM"
    "iRfQpxwAaS3w2WSrTbgNfp9j27U6uFl6BxDiAmiXWj1GDKPU6mXQlw8A63din8cn+KaLsaOWKb41+FTugw+bntHoaay2eUfGtd1f"
    "uovN3zK+bmPzHIadzWIF+Ss4e7WQ2LtkOOQqAd/qDP0A+t8ybr31LKzNd+HdTQ4FhlrE7oMYu95L6KUV6cmwTAW+411S05oVWspi"
    "IINSmfti+jh1tHVVwECLKS2OQ99V4Bvz8lTJ5XQpZ0WrOYewhhwGn+GeT5WptCol7H3NwjXisLyfSKWvCI9BR9d4/vJ6dX3EPaWT"
    "WI12Aa5VDhRr2Yf13A3Db7uL622Je+8lwarBTCD5BM+zVVUMZu68Gc7rLdShEb2YXqixC5wqhzDzlNfIaUyy+Tss1V6SnY+WV74P"
    "evNr3IfxMjwpu+Hpf4DtvEPGwoe3O+4A22dRnRnMCF4ixk3cGbrdWCai8OKr2F84jShoDn7rvNsGTXLpuUme1mfwCHDYm7jSUCC0"
    "DOkPi/SEtpMpXLu24vrua+jPNtD3V07k6CoRfybsmZLsIwmNe06MgyXh7bHj2qugTxLnXFDjo8qllmxsgqRjnb4CEt0c2C5D4pz3"
    "VIRni/iakJheI82wTlnkPapL8Yu5f5r8j6qFZFZGPZt88ndRL22uxyfBnhKLxN4h5uNGuVJryeV2CiNAK+iFJ3wubbQUecxRg1O5"
    "2D+v5VX3lNPZeVXned7XslLrOs4UWAI7soZ2vBY+revuMqaEAp4Y+/lZ+JjFQPpLyO5XS09jkv5oGAGScFtg0eEm4maH1PhZSQky"
    "DbTUG/U2HaC7NDkkKJL7dF+gf5vL2srLckdxUThXpX4cswBWAeyykc5vKid7Xa72TZ3bg1KVxaHPW87BLlpXwp7B7zoMJ2Mcrmh9"
    "Sjs30kVSyWhASDsyiLEl0xvzySRdwrqtO+VP+GeV7AVfDLnexL22z8b8DJFazlGNs9LsVcj/eHpvxcZ3FGRjbXIhyf1w9h/QByD/"
    "o6AZ35ex0kef0w1BW/itzrK4CWcWb+8L7W8S2j74Q/aCbn4PuObPcFCGcU2+pweFF2krMc5jy38aA/ViXK8c3suD2BHYXminM2QD"
    "dE4BvsuYdm6UtTj/5fSL4tRt5rV9LDHfiTNVn5E95HK9S8aRKWop/IFJMhnaJUJep/vF2bgCcriv4RkyZlKr/LHqLcveDWUEpFCu"
    "kXqvVXeiHFpXlMnfWqDx48l6UE9cVMqsUJ1+Cl0513uwtYyQu9lrypohi/u8A/3yA3ykyXIstM43eJYfgIee0L+wKlYVslKvki+g"
    "M8bBXuwv78PmVfPU5/h1VXpbNjXiAeinA33NzhrfsWFr8ExKH/7dSX0Rmi6OVV0L7Ls3fOnLmD+bwu6AMmLdAlbGlQC53C65nML7"
    "NLSiTQqq4tTnpfC4KiAVP+okqZeFjLS5vjDrhoqxM9d68VtwnU9l5tzVNQTk3e4BO7uKLNSrgLgszrRBr4aFe1Y+YQQwwQmyFv+3"
    "CX7ni2VIW0jU14AZD2A989pxZnEtDnY9sWsB+7yriZmNwWUofLmd8YTT8Ixtg8kyAhLQH9bxC6xOOXXlXqxzsh6gm4m01qT4wp2W"
    "dZHLPcji+5O+gGtY59Gs8CH5WdeEI8I+OgFYYJ7+Fg7XN4BAyvVr7PB0zvnbJeMbGQALvRe7WxQe+BFyMXkrm8LaN+gbnuW4nv6p"
    "63fPZE4s3StWhWt5i3X6tdhUqAn4vXE/HCvnyv64/jus7V2EtXoINuYQaEeRDniyWnKFfU3kYD0Sm+gJJ6eLtWefpk13uou1/znM"
    "ULl/mlMntRLHpBYn3rQzYnUyNlXqOsjmSYz15Esl67LyiR2yiFFeh05roP/mWAxcJ3qtzzL34HQSV9VQw5jpqdJOHPtkHk5/HWsT"
    "Y7jWKtxfJ0aiixqpaM/Fk0dZM2NTal6k13oscNRmZs+dzq/C3TYQD62Bz/2x3IkTXEWG0jjjyBvYQzCVPIr1RFsh5xLkc6K25W1u"
    "kEO3qd9NVgsXEdX+oTdg9z/VowLLjbeExv6Jc+U+l5PgkVhm8QX4EWNx8kZDJh8HorpFbg+G4urHaHdOq/oWFuginItq7G9PiaYm"
    "eyXnVObT70nmZ1212te0so/4M/Y2ntvynCOwel9Av/fCvb0FT3YLtZ2t/EHc7xsZlbL5NAeIq+NOkMXKRa9qccZrWUvwsJiWbSqu"
    "qyKb+b2iRjDFo6HZ3p9ktPTC2lu8Y0rwjowLL8anD5Qqz93lcoTV0MZOY71Jm2+96w9CK5rncx3w1m1i/SllrJSd5HWSTQv5XO6X"
    "S/FEleEH4Q5yr9QF5XKD/Cjf6+/hKxL13pRVrbwujkXb4kvGAu9WIOp7rxR2ZbnnuehC72Euvs92vgvn7FSz88btcJsU05z7z3lr"
    "/cRNAC2m9nVaYxNtnsNVuwFXBeRuN1x1dCOdAFFGiDZy9l+EUzgt67NcP0tlLEPy0m3FfMaCMAGapJVMgp77GOs3gRnje+A7f4LV"
    "H8SIVzv5DprgKpyPE+Ur/RY7aZ0zBexVrNIMToZ1qPhGqcRp+IE+047yPOzOT3odZPJ+PN1gyeUZLWa+v5Da+SJo8QLmYI0D6Sed"
    "KC7OVYrnzMHJGwstYb3eMUbfbVX3FKsI/xMW+Dzcw81yC05IQzgbd/SeNFPRR7VcCnH26+mvbWYO+APIcCH019ce89ne9mWVYAHZ"
    "0ZemfJnqlC+zRqcwqz+XsebnuGbLKQV3kQk4/Ywq61+p8/14Vllunxnm88RVzFglOQC31u4noHeymZEJfUSiAN9sGesX8Y6v8fSH"
    "yNM49T/K65C2x7BuuZCKMbC446CNPiILVSYsakZwmRo3Uxcgld+AIyxCdhY00sewYxvw7vQTS/O5vgF8zBoiDZuPaFGpykb60Zvi"
    "9Tfx/oH6gr6PNZ6oX+D1J+WSoIQcGY5lt5nYWTct0VusUicHSCBGlOCeNt+ziqSv9UhfbTJS79QzgzfEqjH646dX9EpZpn2hgwqI"
    "e+1MTJRixr+irIqp1ufF5ivsizNmHlI27cwLksUpZulrqV2HV0/iKMePVUmN95VaRtSi6mcAYddgp9focMiPdQgVsi7HIvr10N2f"
    "0vZsYA2CZfk6crpsNqdg2XmYKkv1XKCLJ/DsK3WNvIRdPAdacT/rTSGCuVLugs9g/e8bodd+1lbBZJ52F8VyWf46TkffS+4SlxmN"
    "MjZYxn7a2yhp5WShHwY8sws00mNiPt5CnDPDaSZFR+qY4CwZBq3ws94PX3k2rnSoXsKIT5mvAtlTHNZvSQm2SSUhKwlDniRbnzdp"
    "mY1PaQE0mNn384EwrBtxFVGgMabejZ2o9dF5571Xse5hhS6FzLqq6Rpq+ypGXWw+5yip57rW+4xzHnP6EeZoIn7WWOhZleyarydO"
    "DS/e4ZiMm5ssC4fovMRAnIc7wp3JitZKmrGCX1NnMZHyONvyZIvEtpmFbetoVUez9DspJodGFDqzTGeK1TItgMWv9TNm47SjLqNg"
    "3uNTkvDVcLXMzBX4LvR0KM0ibTPEccvU8WQWcH65RT0W6QKZz+hGGfGF9YUn6L0W6NlBng5iPVgdpyMu5ScKoaOn4rdLGB83TZTH"
    "CVSGVo2tvmMQIwpcz/zbSuK7OvLI2DR3Vw/s+mPi1HbV2ibIY123xWRmcX8q2V/kWA02+XibTeMx1odqMq1+rD+Iofc2Yr0t1ve2"
    "GIgsPQpo7JX/vos+vXbZnqtFdI/gB/2Udr+afvhy6OQc6IH0d+1w2EKfbSyizcjDar7JicYK27mcnkcDJaOAPVhxtanai7D3xZwI"
    "3VccC/UZ0pQTrcuZU29Jfsot1PwRoLXxQDeZWOM8ToHdG3ixNecIuJriS1jpENORlI2JuPoYSX8alRLWTVyMKeSJLyVPugLj15Gd"
    "LfTnxroGsikpu2HPF2FNZgKJ3IBzb4i/J/TzelieVsEy3P98+GzfQM9Nh9yMg4Wu0ddsTknQD9dcxKcdyA47Nwnl70/j/92p3s93"
    "qseAJip5rkI/udXNL3RR7b3ZN7u1k2NrnKllaorWtjNPnd8S12fUdYpYRs8w3ovkubsX+25zaBwvdhFnz9VTB+1IxCeMQG/t5XlR"
    "bD/z4au733b2uR9XTf0w7W+Ck+ldhjDhI3h7iFUK/+ddu4rGq3mulVrFMZ6p38Hmkqzbs8+5HqlOkn62pP2zn2iqa0S9xldKpvXt"
    "7yZxP32hhNeoh475C3YiRyuCYty1ZXZmseIq0/MeF3DCcMJXBsd8p+gmfMLYvmzFl0Jm2zCXYGwx6XKulayGOdX3Q9fyFaskWd1I"
    "JDj9aYwDXV4oFZ6bwvmOOezFcv1NrbwlWcb5mg0pFqUYmatD30mT4VkjHIaziOe+4nJfe7K6RlmX3p7sKg3kR45SgorhuZnFztP2"
    "gWW15nPynWHRcmJh25nzyL1SRoQWY+zUne+DiCWT2YK4Jpk+F+jtrP9M8v3FU30e9fhMzH8m9OwD7jOL8HRJtoJ4as/dn60kqvof"
    "E9Ad/0c57r2YEzVi1Chu1qvdx+/wzk6QZA1pPCU5VgU2Bp84R2x+VplNoIe/UaHnQkONB+6JcpWijAFF6bXUbtMLp9sgZecvJ2DD"
    "a9iTFnrJdDtu2ZDdgRye8RNWKlgRHvUa9e+z/yZDnaSKujaTUjMcZ/g39oKUQDqPkWQtQcJjCuPuztGdZaj0AGr8BfuUTVxtORGb"
    "db9UrSsqAa/JfOJJ0MTLaYOtir8E3knEM6znkLUx6c3a+vWUqlQtW5ydR6U8A3WUlCJtGjRw9Rb4zrWt81a3YlaLlUwn+1KCs5BC"
    "xjgTrGMr1UODjXjV4fIa1lBZPbTplbLUbJ+Gbfhd4qxMqvYIvZLnJMn3aj7LxZLwubat/Qv2mat9PKCK35P8TPrsv4saW1WfzXdT"
    "RpSc5rb7acFZmkkteazEUv1KLTyjt/uptV+PCupie/+TYjwTK4jWN+Gu4uyqTWaYI+xLibLuRWgvXE5yq7QlcJ4f0zbQ9pnkPlsD"
    "rWMZvpmwxRPkPX0Pns9wGSjXBuO1MjgA+PNb7aZdmZ+w+pRXGAF3T5HpmewsgrZK13uWKNNOo1ifmV6L3SvT+ak8PU1OkXWwGAdC"
    "5ibJhvCE4B7Yhc/h/80GKvwecvgJpKwtTtcyfQmnsZnM4IyLafD1fg/m60D5PrzRz0VLQF8U8nRYrVolT/RS7MIl4urI7mIsfBox"
    "Zpwd+8V8gnJizThsuLETp9fK6Ve0nLPUytVVXJwpq32HcazROTbd/ITp3cQmTFf7GfbV1BsX+8lqzk+r8axt2zMXzhhH98caHw+8"
    "N8dz3N/v/eAyH//aQcy+3YJr7CGV1FqlWMtK/FTnWdcb2BkfY33QLJuVJY631OKaE7lCtsY3iGM6rvFz2qL0pSKegbPKx2hsNS6l"
    "h9BYJ/Q/+UohZ5eNxp7fIxYbj9DHHSYb/uE7CL23UUQeghjnTQi7pIpxrpbphVLOGWOGXKfIkcyxb9tb4mIozbFT9v9BkILjgwXQ"
    "tufIafKIrhDza2/Up7WYFZkW32lGfZFHdkWruSvQpP0OoT1cv10X1kSk5x8thV8U8R2AubjWcnXdR13wfU+JzW3ZAukfLOZ1VRHn"
    "WO3UcH0X784IbpEzoIMn4oyWAU++xT5R0/o3sNrc8pBl0Ivl5Ggc6Pno6+jp5fJ7ysnUk66SLEFZKaa1cv2XcU2kOOUTHqm0o7w7"
    "NuE2kKwPcfcLXWZVTgbafQl2eYH21yRH75FSk7IIDZTW2zPe0V/kdHla3wtXyjnhT3on7Eox1n0zMOCpsIuVRKaGZr4D3k34Dhqr"
    "bUnQR0za1AbmaWJ6hbgu10queo3nwnT9fWGK89h0YidfqV3uNaWrGrU4SBfszRXY4b6sozaEMA9SZHlHY/m8R2IeTYepfruDxWWo"
    "o8zCHyo30nokZ/u5zk3nJxszxqXizvARYjn2qJ9/YdmOhJR73PILTsrZTb7H3p8D3dsBuOcReFrf6dywrfzIeqm45zFdS7z4J+7m"
    "UbF52NYflcmzP5/MSDfJX9DpJcwWuz7SJD9SCDRos0W7clZUOXfyMOYMa7ALn8G/Pl7eIhdPtV4Pa7FYR8JydYVsPuAjjG14guJc"
    "2za+F/JZrN+OkotTdAC0YiYkYCnuYwgnLMQ1OR1lF97NSRJhltSwq02sOgb3uZZ9t/X4nDFJ3iqnyhIdjb93k5nBFMjzRPjOl+uV"
    "Hk3uINvm+J1vV8xenx78qbW47FlDqrLZ/rU8W+DnaJ/K+97i8UWcM8ath1SJGzM9dm3itU4yK16PJ9iic4B8Aqlgz0sXeVWsbr2P"
    "dGVnYzv2VhTpTKlmTYXF5bOwR1WQpd3lXSCtOTzNzWW4fgnbFWUfc4KcKMmsQJ3v4YmnWEfNup0iLr5fQcmP+Fp3x7p3A/VeY7NM"
    "m8oFkmDU0dh6K9ntZee5WLcnUnKB9BRjMTHNK5CYVmK9j721F05LJeNudYyi50HvPMUe9l6SzCGUk+nMeQpd2b1qkr+BU45gx1iJ"
    "mwN0aDLyIE7CY/IqXjtf7oImOEHmwbq8Ik05d8FVRNxFtFjrGQ+W6SDtrXuKRfynQM6H6GW4j6EazWglq6B/Lf7WFNp1HazqHKxE"
    "B+zjLOozY7h3UhrxdS4mA4+wH98swBLPL1NO1Gv5mTs9p8kdjA7V8kl+1N9w75/qJPi1T+v3nPZzKPTK+3qH7pFRoz/ZnCruZIR1"
    "vzad5HM8X/pdSN/rmx7VNBYNT/eZSv75MOebncF6toVaQB9oD7lC7sd1qtX4WrfAr/kYn1kOjWd9kZ/J8eTiXOjzq8sY0zlffoXG"
    "eQin2PgjO8pC6IPpWJOvZStfkcLfSfaTkgFCToTub4qVuV4P1F/glPysdeGn8mwjq1Puo0zO32jwWr6fTMWfZ4j6OZkN7JGtZ7Qk"
    "p5HIXBksrqt1qKR+jeg6fOJQ4IEirJfzVEJ64BcxPm5n83vNgo6cjbVawvkJ1lfYVSZrKXkDa3HlElZBGgeWfforsbnoy/V0eYG1"
    "Q/XsL7NaPYeOE+yw7ymuAyjmZ1sZtrwOaHkBMUUO8NRY4PSf8ATWY98cuudXfO+1cqi8w305CbbUrHG6VyAf8j30dBasy9n6s74j"
    "9+tUvVurZYJ+gXfPxn4txXPuKMug1e/UE4KRjWiXf5azNP1ur9HHsUOPQEpqIImVeJZT5H3IWLGxQGK1x3pW4hGwQj0lk9NTQu8N"
    "XYO7zqf+s4kCyiqIdKck/StR+qS12H+bJmVe8GCxqMQM6IQzmOc7VC4UQ1nZxCMOG5neDjg1r4ysCXcTExXh01PgCSynnaiid3eq"
    "WFfpLZwxFcHzWVTRRdkcJ4DNF74KtmA6uVYtg7FZHwh2F5uB1ViU+r+PkydwCi8mmm3BasQNuhiSa1r3T2CQ0bKLfKWfQwI/gKzm"
    "6L/laXkK+vY8shlEeZ5reI/Hsm7/F2jyfwVWD5BDmftDP5UWwCjLYAu3rWB1MccYpxHOgqXtKUNxuhYBZZ4KDP8Y5HKwHgDf+Sqc"
    "oyJ8eoTOlj+BFO6U3eRHncgdcr31Nm3aaZYoO45OhvZ8XDaw4jiT1fx11Hh1qZ52+97jJTlVxBguXtDJQHbGEVxCTvlJ7MjoLAOA"
    "T17Rq6EZbabRXnIv7P8Vch52/mT8W7kNZnbxGMdbN4eereGeGbKONWOvynf04Bqbm5RuIlkCa16nazzO3Kyb2Zc6RN9TN02vgrjh"
    "GT/XyeRjL2nse2ymaOAtYLiNBXRTRb6hZ7lFsqmJ8rnKFTxFcfo4tdz1XoxYxHHP68nDPcMygECSLeUGdra3l420ecar0lz2lghr"
    "b46i1+N4TqKsL7K7/4Fxl3Lsr6tOSOjhqYxqPTstFHrqEaD0I3CCntez5RBpD22wED8X+oqeI/wE8ALGJczqZetqHwkKfc3Y7US1"
    "9ay0KUxVfdaQedPFKK+XmlRfwtYZpPuLm+1cw+c3neg8ioDY5FBpjG+jws8J6C29IcVZtDTFsI42G8lZ56a0znXqmG3qKE0XE6OW"
    "E3NYZNyxnzgWgxi7Mt4gc6KLs8SJL4xBeAv+3Z1eZ3fyiNfiZLxCv7aB67IA77Lu18XksFoBDDATCHwNvnsJzmMm0N5PnKjdVao9"
    "A36MklHnI9erya6XpT/KXFjD5ay2uC4YB68kzmk8VT7z485CN6ImV6dnOcu9sSLPU+tUs5rDqixFFtGfGQht+LZUkqs+i6u+K17Z"
    "yiHdyUeGcujbq4/snbZNH8m3+hG+6wxGjJrKEODCcugKs8ArccVC8k+dH/TR/jILFth8jms5nTBBeSiAfn5NShgnyoZvMR7YHasq"
    "ncW891HAp8vgETSRqbKTdJdmUue/t4KWO5v7MxVYqIMsJ4fFEnzbMHxyM9booiAKrZRFOahlHCrk3tkkIaua/pUSXOnn8dmnVwFT"
    "ZKvNoN5Ei2BZ2C7yimSQdbFKB8hePK0JdpWFZO8tJJNmCfFdOZG58SU8Qu7xBmi35bijfeU4PNnlnJdzEPb4Uax6Lk5rPZ5dfbzV"
    "RWaz1c0HjLI2ZQO84mzWwhhm2YCTuKP8htcvlvmwYMZAtQV4+AXoZ+uWcnXpRfRGjTG5nvX1R8AGdJcI47fWS2eRV8cYvwvjYfWa"
    "k6p8LiUqstcTKb9PvSw6nvH0r1QxQ5PN+sPFPFFVukmqGX+bzC7+fObETyGX6iZODrG7t12/Hfq/paxkR9ZcvU/m+HxXnPyYdbxG"
    "P6mn9K5hv3SEvr11BdXoCiliZbnxaFgmuxZrlc9oytNYccvMn40V/BIrdDDsWxWerrl8SMaIefhNbUoL9ZSDgHts5mIu+5wivv70"
    "WjF+gSxGdOrJKLOLzyIlK02MmcfO6V5yBE7zbL1UrpGROEcryEj2Kf5vvaOdxeL5k2kjp6q9r5NchBV9Tm363SLohALY7bH48yPc"
    "yV7SEdcaINalMA8StBJocRxsyiR9W/tq14xXYaE3yIX4qQVW8A7gtM/gBRVQD1mN5hboAWgMclZMF5uNdbcUUKu3Dg7G6k/DCt7O"
    "/qfl+jN8llLWfrkaAuOu+JNVpP3hF2Wxu3ERMy7fAAsu8TEt61rqJTGySFqt5yb+fwK02digQC9k/Yd1nawnn6vlpJ+A13C271Le"
    "yIxDJWOuEX1Zdw9yOVuiDOg4D+d2Jj73RyOI+FGdGBjDaSUs7UTc7TodD92yG54kogdiLY0b8l6p5dwE479/ECuZ3jpb3dhSRjor"
    "6GFH8P+eeNZ9pQ/26QK5QrsEfYIT5EYZjPv5ERbruTAbiGcP1tZV8sTVc4rHaZTsBj2EHRaqjlc8kkJsZ8m2fCMxb+FtLubrZL3P"
    "IZPIPsAv18sKaJ/f8VMeV6qevTWWkWoRrGfX7ntASRYTmSRFjGjn0ae06MdHYR8dHpwUPJ8xKuwb7gM0PRlatA20huso30dc10xc"
    "xVtZywdsZtfvVGY2a4jk64kf3CsLtnml3r/yuz6s7+uL+iw00iIdA/k5P/gcz7gZV7sKOrmJ3C2GWC+DXHaATM/C861lX30JdmkL"
    "O9OKoNUGs9c6QoTeTp73vmaEFdCOk11TjGDun6ap2JSrlLwxxe2bgGwrGYgOln7QJa6q6jiJkWW6iqgqHd/6Fqs+hrUr429ryFZX"
    "xTxBSM7IetqSHSXhp9NaJixOBOwqSJLz3Tt5duH/fkZIZzWmx3f0xuAAeQYIeKj8LBVhx+ACzfBdeckZQi5S7yo7jd1nJtD0bJ0r"
    "3+rRsJYfQWOM85zH9s9OvkfKRfeTlVRN/mM+rPtnPeyF44arpn7rTjmppl+crMtoifXfmnWObVcu50v4kC8R5e0ky2CnruOkkOE6"
    "2uve0Nd1mM9gc56tsunXYEk4AYgmG086EbbgOy2XozgL6R7pK4Ws9THLkEMG3pWMecbkE3j2M4GwuuibwBSnYAWOlXZyfJDto7zG"
    "z1vAisiO0GLP6GmBZR2vJ948nV5lgrhhNnsOWkmMU5/uCzfL52RvWCrNMiJheo41s7LHidOvxaxIqqI3eodszZpvXf9mlPWNxLxr"
    "PDvNuXIUPVbD0bfDhn0hxtVnkxKs6jnKCvevoacqGR0s4Uwnx57wb+z2/mITUtYzTtNMLsfqjRebQGK6eSbWqrtYHvFCuQcnsj2u"
    "0U620IMP/STQCOemu+kxUZ+5rmbM3abLJZgjLiQbj3kdTWU4bMZGeKoLgbHOYsflj/qztgnm6WecTTRFHwvGA8/MInNcuA3DdoJz"
    "BtzZMZzVkTUohr47er8xi/7DpfqyWMb1E9xnFnb/PMj3EFjdImiT13U6EGGu2ryyd4Cvx+u78PBifp1jvhY6oYd5CS730WvH6e8i"
    "XcZMZmygB4hVg7YkT1IR7Pr5YjPJ/tShkIP8MIpvWh/8BR99EyzcCNiIc7AOU/QBudbYSmU0nvt8vRqYrbOM0dFiHOoJVo7nwibN"
    "J9emZY6PaeSV9PGDtfoT+9qdr2ZMQ+Vk0q/ermhElT6E8/M2JOJcnP5vdIjsDNs/jVowm12MVuNeB+xqXRrzcI4eb7R+5wpOak1w"
    "Mq3zSS0XcqGk98DSXy09g+MWThGohSUuwOuXMpa8gLGr9Ff7xXvUbsJngp1ca+EF1XEGRSW8g1L6Rk+yOt28uOWNcEhuX4Xkf/9K"
    "+nVL/zzp73qwnxgSsqYhTk6P1TqHOdwSdoA8xq64TdTADfymJ6AZj4WW/kB215PkNux/b31DBwT3wpt5ARpjFj2jP7Fao/Qa8srP"
    "hgbYDKv/OeMXm/R+nNbdZU/phdPaWGw93V039sp/H2lMfwfp1zr9K7OYjzFM9BKr26dBNtdA834MP7Abc0Hfe06K5fTarcK2lLUw"
    "xTj7edSfliVdIB9DoztW8ebsD64lc4GLVkfIJaO+ZtJq0NoTT5tnZdMLpnF2y7nwqCbrRHlDRsGfiDJLuwHI9FqxCRm1RCnGTbUL"
    "9ucVPRhYshTn2rif/9LpwUqc/m/kVjzFa/ICPr2a0ZS95d8yjOhtV7kE6HQRZ3MuVuMDr2NdVgnWdCnQYPU2DMYrpZD28Fhok43k"
    "WAt9DVkdZ2dXMIuQ5ZmlQs8U5SxBJ+ifM/CEl0PfzsFqHgu7NRcWdX9JH7N7VFeHLYPP5AR5OJwkc+QySOYYoN0LGonMpWdKiae4"
    "CUJGiBT6/D4xRv3vpNDXJmVyF29j7mIoz0ulDgNCvE8amHGw6YTFRFKbdQ5nKh4rlazSXoL/AnnCz/XemmOxpz/Q13/eASs2Nnwg"
    "vE0elRvkLTz7Pk3uhS/7A3brIaCQGbiDTbimxVmeCd7DSTSddR11Yh550G5nzdlv9DKK8eo6HS6Wv87Uw4M/Obe0BPe9G3Y9k7NB"
    "7wP6XAVcZdyb1hPekfG3qO9RcllT49GxPtl1tDeOSyBO3tUSshhFyRyUnHrpuCDOpW5qE6xnfN+iO2tYr28TZFpB06Y/29m+0966"
    "Eq8Uq1/vIyXszUgipuWpv50orpJwPq56BmzabHzLS0A/5n+ehCc7XxrL4P73OiT9XcdZmXUyK58ul01kvi3zcwRC332t7LfX1FTp"
    "BJ6vDWNr1ZDFBsYlFqYYPv7+M9Vcw3d8F6bjEi5knG6T/iqL9RmBtOqDei32ZBP8hNelVsqo+Wvoj8Z1FBBaA/2dHHJP7CFr2KNw"
    "CjyIVfz2YVjBGNFjnCwxxb6SeQt10uucOl9Hb62MVt4i+AvJUnu0HgY5vbvJy/K0DNT7IIe36GC5FVb7IZz/q4DNrpWjxTy12+ED"
    "XM1+3UraGyUT3hY+nUUrv4SFqWZUqYFyXU68fgju8Uvcb77uLPth9dfp4UBszwDTtYQcrgAiaIHrjsQZayqLw2HAjdPw2yuCc7Ey"
    "TYHPvoSEfASN9qdYLWfn4FJojA7QN2ugpa+W3SExy/Ri+VSryMuW4KS6Bj07xUqd8NmQZWSd7IF7Xyz36mT2mFUACU6HbFawc8Pq"
    "d16SCur+m3GmlsA+VlBzVuidUkJurXqcvgg5tuphv2OMdG3AfztRe1n3yllkqF2g33OCXSXudW9ITKaOwa7OwwlZCsS7TC/ESveS"
    "Z+Ru6I/VwSLGa8v5zcv4jXWcu/Q2GQJC30Fi+eie3sdowDdt1oNYp1PEyaLjsLYZWKM5uNtm0LIXQi+cv8MofPISYMZiyPnZzKYt"
    "YvdBU9bbfIuntLrMjT6W94KvXDS2+xo1tvXP6PPHGZet5wxSq8/uTpbZd7VZsFoHkFvmKx0CHbEYGusO7MwMXGkD496HinV1LsJZ"
    "tM6F+fjm5/DNl0tr6PwcyE4eO7p+1idg6X/WfwGHW/3ZncAfM4BDhgKhf4v9XKYPy7n4aR305mB8U6Y+K5/pQJkLLTgfftcCPPWP"
    "NhEG69xHDsEptOjYWuD9MnZKXoYdWQiZmyJzYNN7SI3PN4fspbeZZ7bHFu1do73x96WyVCVYjhW6HfhpDGyZVcYeKSH7+zZBGiOw"
    "c0sgyelfiXDqVJ2vnKlLcXAmGrmaan/9XSp8DKHUz/hyVyjhtPkY+8BvYAdCghH6JJeKadbQW3Vj1d3AuEgN5aa1OFsTY8fmC9IJ"
    "J9D5wMcEhdAdt4nVmB8TrvXcpoGMEMesmEV9YTGW/XVPPQAWrv2OdVoTPolrfwQJaA1EU6LP4dz8rh+IWYqWsKXvESE1AZqyjGzr"
    "wDzphdg1qwRbxmhVzNe3ny3VfsqMsueqgX9+BrvQShyrZYzZEOPa2wRN047zxXaEFc2nXFil3v2SvtY9wXj/qcApDilYnqTeR/dc"
    "X4tl4Cp83XYeJKfOz02Ie47+LM+QlyBzYMJrlXpfv+j+OYJMllGPQuxKB4mzq/s08krMVwaHtJ3V5K6zdbHZX/nwGXLIa2Es1eY3"
    "GofnTMljvt2ijOv1erE5mDPkWDzTSI2RwSrBLJxjRosxdx3/X/N/GuvcSrAeN9khuMFP47hC4j4z7LoDzFZ+KNYjO5dTJ10WuZm4"
    "7Godc0omn8asGGPVcBUZLz5mJDezka6LekhJpv7OLFwdK+AbmEEo9+w03djJ62qPe4ibg+vQazGlstrPf7GuxfPlVFjgddCllwNd"
    "zwiflH3kVPlSHgpW+xxWzJ9Dl++5lNULjmXU7qiVhL6P5xBywzT47JLp1Ms4S8fFa3AOtBuecbierTODLL01sIreWj0F6PZRmYlv"
    "ugYWxerAIowvX86+/E06BLbKJlZ/iTvO5NTr6dAAn4njwnQzrO5jJ0k9PQ/DunfJhXKF1JOnYSZ0aSXP2zHsrIr4s3mzNDBfGqW0"
    "Xgtv4xL5gDObLsbpHqw3yiStlRdxSl+Se6UzVnQltMMUrNXh0Adzsa6u/rXenyjXS+UyW5aBfhS28UwxmXgUMj9MZsM/OhlP9Qf0"
    "/JvQ6+/K1dpbvwAieVMfkJ+ZzbaKIltpxwDwklR6DfDfV+kkPL7vJEme/9B3qSu7SArVMbI/Qe4Ji35Ogi1sDm23Uv8NqbKKyPvg"
    "v+0rw7UftFor8uO7SoLukkh1uW8PhrUqm9+wxlbvMwOnZjVWMyOYAKsY8R5WhY/EKidrGNpLzw+bfo5n+tXJ4r3thD8vkRXaE5+x"
    "qvKzgpIwrudIXYoHMO5l3HysZcQZJnU7yApiT+tBax2Mw1q2gwbvwQjgi9B7zcmS0gYSJdtMiFIfB9yVP+fCZztPbFrlrbA1v+E5"
    "OwRmTZ5g3MrmSrvqGedntqAtHMnuukIxzuWlWLkROLWHwJOZxf3cTI1hJ/Ajdh8mO69vph8sfq5ocpKMIfEL9C3qLvvMO0RsNZwR"
    "rMBybh6y3XUmqxSTdtv92UJkm2yI/WlMtvnMa8yGVa2ARz8G+9sPK/UceRqTrN2VzAUrztFCfKLW80cVMe71b3bWXQmv+0d9F/jp"
    "XUhaB+kIFHifXCxWhbCSkY/n/Vkpwm+yWbu3HuvnGLVyqTPP8zXM2ZrMXSR46ov83VoMoMxHzP++J+VZSN2PePYDcPIPkZ2BbX+F"
    "XhwJ/DQX+KB70BS7cJsczPqImToW/95Py1tLJPM4O0RKPCNJEXyMGD2NMug4l7sLgJSGsU6mgaevNdb4eKmido7qr8CUv3Dd6tm1"
    "ZtFeq1JdB2SdBS3TH2elv54czAOyW6y76V/QjtcxkhAnwj5KXMZohI/gGGNM8t4e3ubeavy8ny3MuCWZ/s2neVHKGplkkKxadWzm"
    "SkwWoRVMbzWz8cwnijFs7yxr8YR9dCb7g44KjKk+Rl/nJmZkS3mf1hW1Pdol7pkkyijnZcwdd4U0nykFHuEUsKdV/dSTODlwMsSY"
    "pl4UQz/Tcf7yoB3O1Kd83YnxjUR9B+NF3qtIwJ+M+MlpIXPVyYhKg+cQSE6di/lY/z4S9Sw1oa+gP56n0uU2Kv20Ldd/cDinGdZD"
    "Zo6XBnLUlHu7vRcZgA0pjIctaoCursWVI/q9/ASNsgAWJMq6+wh0Wz0z/eYrP06fYG4jtqRJ0Edf1wE4tZv0Ux2nVwdWIfSV9pe9"
    "yKHcljM8jD+pq1gsoJLcH2W+et31W1XRh45yfkUBcMxyWJH94OMs4+w9DY+Xu4Kx0GMXyYdY0fl6fWBMmlfgLLwByd6+aOt//5m1"
    "uMtTxbzhLfBPXLfpFNqdtZz2VclTd7nPR47QabjSfPhpM/CuEmqq1bo8KGavdA7P70TYsEJGtYu52plE5U6T5/i+NrfaLag3j2BX"
    "dz5reWzG11BWa1lkbak8K9nkMLbOnkLy4rys6+iVF3GSlZKvZT52oKsYY+eZYj3AbzH79bjegRX4Hiv8KqzPbpJJboAqIhzL1/cl"
    "55LxkBfoYVLLuEoZn+kNcbGGLYznWgWzq2f/VdsG9rdNsHYDIHt58IEH6rkW7dUJcgWnudxNmVc9mFKV7EnJ43OXMz9YT372c7ED"
    "xolvnOnt4BNn4P4OhCXMBkp+AfqrFSRgNSTBWcxmPptrfw+8tYnr1px3hF1bLg8xCbZiMLnUl0AfjwVCuwaW42CZBSQ2D7/ZzGzr"
    "FujKKv1ccskElMdT2Fccw53L/+azG6NwG44sh+kck4X51zZzaRjOxBCsxTJg5tVAS12kafAw3j1L20vg/SFndc4QV9mXLvs/F//m"
    "ctZKf2CsDLkt2EHexXsG4nuesRwxpLSPTNSjdEKwI3DwWH3oH84M5egj5GU+V6zi+gny9HwNiZm/Xd+zCXrGcm42YWE+dsf4/84E"
    "cp6u/2wGansyd/+sD/jPfs/2XC0v5X9GPPNyPlFptBF+5e35nv+tz/xv7c/23Jv62RXKysBMP/MiglP6z67O9rzSQP19MdmRS/Rl"
    "aIxSdmZnMl5WDcRpWfosoGaLxZYyD7c932NTlWOMogUSZTSsDJ5WBZm6rmCndEIdf0cG+9+sbzH9GkT0ddanVNILtf6XWiLffP3/"
    "p7xtzyvp8cH2aL5/9pRs0aPhAewAC3oXdncQfKo1umOwSo/+h+1Pehlt7DS6OPQ6akCH6c8Vx62Sbgbs9liZxk7Jw+QVNq26A3Yw"
    "9Ey8a/5h7e9YVMuBDowvc4tn/A05C+5/R0Z3YjbWJHIt/zzBxx8T+v9lHf/P6t5PgGqq9DH9VnvKg7IE2HUy/MbWcpXEyPm2I316"
    "60UrZ46hRN/lxC1jSrAZhbsBuRUzKpwHfB8jg9Ek+ozZvrosi5zc/1lz6la9NRHkcH2B04PKyDD9ne4S1EC6F+G/k2S8j+5H6SFc"
    "JQ2+q/0A+Fgb4L/1kCdkip4YXCeWAb9H3/+Hvant+cxgYF83NatU32YXr9W7fYY73kEHSVWTbzQ33F/eCneQ3YI/9JbwE2DJ9PzX"
    "Y/UL6S/jw7f1yGBuOC4MgqbBo8Y8jZP/B5n4E36Gsfpu6zh+35EcHE73RnQu9cdi/aGRuy6ipWVdQGCsXnvAzq3V6aHNu+gtzmv4"
    "i37TkTy7dZzufirkwqZ5r8Xn7pDPPIfA4/KoJPmSQr+Dls0yfr1H5EPs2DOQty/lG/jk7eQePF8L6aXpP9NZbHZnPr3GAq0RmwE1"
    "SZvLL9DhPwGXW6X53fDE9+L0hENwJzZn/Qc82Xx4R3fIN/KTTtZcaQePZmAj56dAzxFjKlqE58qEdD8qp4vV5XRs5GSZR92W8Vvr"
    "xrVIwatSzOzRsVz9nxg7cdU417G+vUGPTFTIJ7JT8AA80/v0OLlJysOhukby4A09CB9xif5L5sAjvzd4XX6HTzcIXl6VvoCT1xlr"
    "Z1my8XhOY4EtYdfOb+yh+UUcY7Oht4NlPlk1bMrjGH2GOZSlnFE4TSoZKa31rCvmdR5N7gCXMXtPzw6WaGfs/0fwH4fKH/om5Haw"
    "fhAkGH1qxapPy3YdKa672J7yEc4LdPHgib7r2Hzu9PL2vixibFY9x6hjWYtyGtp8zw7c4GcfXyhnkwf9FyDAVTqOU3RfkSNlD8FT"
    "w3c/ViKeFWlf2TqPp573sZ9ukiuhRy7WjXK0HBT0157aW0dDR30ttwbf6c4ySV/TOTpMF0LjvKfL4QGfrt2CMl0XPilz9RLthM+8"
    "gu84TsbgrF0m1kk0jowqc1mLbN0SGfjtDfKp3sXOjh/l4cA84FG6AFJYo1frUu7GJUED67+M07ON7EyemwLdwNkmNUAk89iBU5Oa"
    "56KeNybOPodqdvwZRn+G8Ywa5tmy+W6rs4uE10NSrCtgFxkmOcG7OkSfhwScKY5BOq4zyftvGbM/uV8r8PpJwLrdgVAsS9A5GM9s"
    "1Hd6Ijyw4Xh3BXs4KvVjsc4i6/ey/t4IM4JfcHpqSA7EHHbRX82YSAOl3Th9Va+QfGLnXnKrbFDrPn0Qsrta9wiK8frX/B6zP8bn"
    "eRR0ZGuZSmb+uTqNJ6rGd9lVUVbtKYewP2kMe/2ryW0xQS8MSvGTTR6MsL/AzuM+7BgziX5bhjJDWO1nr0XZk5LJlYjpjj5SmPBx"
    "Dfunved/uVX7QCfsIE6yB3PaYiHP2ALI3RvQX3fiZP6Ktesjl8lH0kv2hzb6C3tyvJwDzWGzD5frV8A2d8oYHaGzxFjOj4NuOgrP"
    "3sNyK8Gd2jNoKyOgQS1Gfb1sxr70xjdegxXfqGfpNRZZxE6tlb2CAnlN+0EH7hc8Jxthp6voWSwiu6Ct++0yW0dq7+Aa/RF/P1zP"
    "gfYcwokr18lF0joYy0hQpbq4bB336RNWFhczMusyVBNZHVNOvkzrnhoHzfOd7KqXQ6IzsDtd9ZAgT3oH6bsuYpTh86Cd3sLzhDhX"
    "9WR4W4N7sb7Nej0QOry5VLMyYATueCNZUJLZiiQqW83+Zovju7h5HjzV2UDvburljY18T1OZyZmwliUdgnV+Utbxm/cJyrnvNZw4"
    "Zn1u45kbqsVaL6B8rWT+NJ91RVFIWzaZ8mKeWc9x3Gb77H8vWQ7deZTciF1eBS18Nvb5sOANnKruwfahtHTa0pgzB6cmNZo0DhDn"
    "IWwPY4FVxtk0xCgnTsQZQW0Nzbq7bA+n7Pa8YrVohXqCJFKsMW4e94GcI1/IVa4gq/77UsFq55PkC/1GpwZP4bk/wElaoo9y/m8b"
    "rH4e/r1RfuDUhYXUWiWcJ7iQ+et8SvWhzPnUs3P5KugGV49qVQQfUt7tVK9Xm6luM6WNn3YzfnM0ZGAzOzhqoSVzfGxWcd5zyc8e"
    "YT63AqtnnWMbWNf3KJCT1RIXMSKbSOXpQt+f7rT6CcA9Z+sU5gq+l/V6oN6kUUjbz/I5nqALdmI9K3rN7hdT3guIc9LNq07/imGy"
    "q+AH1nhmT8t6ribCahNEwg/1Zz0FqGiIvIpz867um/GS/NrI1ZLsmXv5Gh719W4JnRn0kSeCKjk3eDXRBffdN/ZbsHOTAbIpbhNq"
    "sz3jVz3za1H+Gdc8SMMY7PJ+sAMVOpr9zsv0PjzxOCAflxGvpL+a5TkzHb+j4+gLmVFUBX7yWaYFekGwkSzRSyBh6zkxt4aZAPv0"
    "p+y4W4MVd9UUltOZC2xolfot5XXo3MGw2U9KBxmpD5Bh1voXrQo2hwj7RNmHUzsSZGYM1U352DphoIpaq4Xv6o1v4+moTmdN445i"
    "stRA7+AKMbbUG7Ay1h9xM33zLXjXJt0iptWX4n1PSTXv1c1gcL2otcQPdaxSbeDUsQbyodcQEaTXLpMgpav1GDxrb5z13pBw4+n8"
    "Bv73AqybXXsXcTjBGGGbisnxGrwShy1J+InXVn2Yx1NUxB7oA8Uw4ZWSBfxk3JNjcS3rcZnHeSCFeN4CPFsD87RLYKUKOFu5TOrZ"
    "2zyPvNpmMc1/uA3r0UfuBk4whHSAfKWzOJ/qDzIiJGclmuUaLnn0lAooT2PxDcPF+qXfJR5e3ghzX4fgS/0UJ3S6HhcUwQsZBvT2"
    "DmS/B/RLnu8z24f6yTFiZFG2R+r+crM4NqsYUZhNE6uEN7fMM3W6+bsNkLgIz/x+ssXnOpdS8mrIv79OftBdd7gF1xuMd36kX+DM"
    "345VuF//kme0WA6jBjKMYSjxcGDvLHgF1XpDsBqrtBGe5FnYAaun3Yx9+R3XOTrjS9aIVuvnWN3fOZ16jvbBdVbKaF3Fqdvr8N7N"
    "QFRWeXBeMB3rtgBr3IVefCuxuo8SXDMfn9sD+r5t0Fxuky5yjbyBOzxHTge2PRdP+YCUslr4cHE1pubtGEdkLVDfTHIn3OD7g+3e"
    "7sF1V2InbgrifmLsd5CR+/RJWuVz5XnpJzYR7nc8ywd43nPkTEjPyZCzvqzOcfXbq8idbNxn1ovzoHYN8n22qpj8qlV+CtwU/QpP"
    "7DIGewamFRx30cuS4yt0D+fMxDz+VEUsno4VOga8PBsex0FA85ttHSG3g7RHMAM4sJK5yzp2a5dixS1+AXmTWIp/uIbf252VvzFy"
    "2e4RlNFbss7xXM7xtEm6i3GFkWKMz/X+zK/gfLEcnMYSHYi7Hcnv2ahHkG3O0PSL4jSPm0N6C6OAcUaWKzjD6RhO5pzLKEoN837l"
    "eMb0OfHfcMZMpqrIN9UOOsEyW03lOVmpl7KLI8Gao2peP1/vFZs49ra4Tt1yWuWV5FdxGeWvYC3PkNOkD2R+pC6GL5Kr98FOD9B/"
    "6a1yCHT0l3ok9M0BwZeyAlr2UMmWZ3EXfbEKP8LevQcrOAU796b017eA8Gvo22YCJz4RrGEcqUpz1cXilfYpzsho3EdM9/BcPi6H"
    "2oly6maWrYCH96VWyeeyvx4cbJbbIf1j9UzcZ6VnVUxwwqExkZuvYns4W5sBPzyNnVqN1Yg1OQbSM1VvgWxvYG/HzmJsneNhE6bg"
    "6feEHr8VHnOeLgqel2PDJ4OvwvHQa19B474n1wMPFOgFeNY/ccpztSO++3irkZZuwf1Y1dc4L9Cm31gF62qyqpfgtxXEqlGdQQ/L"
    "sYW+JR83UudwmRQwnz0H3pBhYWPJWANbOkmXhd3wqQeATwtwGiaz32C6dCCyOETqiS0i5EIxmZqtU7FHUR+3iAE/ZPoO+0Lqtrm4"
    "pwvF7vMs3LPN6Npf7mAnzj16v+wU7CzGMXi7fKIvY/V/gAc8GLjNZrrOxJ0ap4tx77QJ2hHPW99LZdAOp8Ni3IPxrOOBGOazRztG"
    "OXZ1JQW+o8n42tZjLw4Msin/MXJzWI/NHOiPkBq5gZilt7cCWbSQV8tekMdcRi/fAcpZRD60QliehP4kEyEBV8MTu1yul7dwn1Nw"
    "vw9LJGwqk4IPgzOxMtaffzxO6ydBH+zm7+zd2RcnJZezi8pw3U5iSGUynuMBcewoJdQ/VZCa2yGRN8jQ8Da5RjvCE+wiF+HUtcX5"
    "3lcygxxovznsf67Q24L+uNrTkLDfsNJr4E/8S2/WCuzBJ9IxsJq1EXK1PvUfjP7NUp3Pylol26eGVPeKwz/l8ANtFarwpOXkNToH"
    "P++HNTFd/gN8146yhVUN5ZzAVA3tU+5r7dTnsnbws0H+wi49iu/7DO+cjWe8EOe3u/SEnW0JRPM4GVyqWJ9kXRcN7FJ6HDLQXc4K"
    "Bsg+ehes++HBVO2Cu/ghvFrGBbdCTtrK48Cg0+FX52RMwgq3xM/L5C69AV7c3ZBOqwj+Bav2PlZlkFyRMZo5/Xn4b4Z2afKU9tcz"
    "OIW3tTwQVpJHpo7zZe+TXGr/V8jTlQXcUoDfGZafA8nvKTHO4ivAlR4Um2pvHJCXkwWwDv59FXz9u1iReDojpdPgf5wvf3HG0Ezm"
    "KK2jupq62enoUyTJ13u+OA/HIZEqVgs55vIoPlPMmaiF9GWbi2HjQcDAOwsZsjiBcjWnhx0g3aSjDMlYqT2sGg67cClw0SfADcYH"
    "c4w8JFWUNKv+L6b89ZWl+GxGqu7P+DWSTDMFKRRf50/WCeJqxxKMJlqH+Xjcy2LIx0vAwrMgmdN1lGwPL0E5NFsF65GNKcjsyM/0"
    "r2v/x2eaMFqa8f/YO5YO3aaf2V0LHb2FMQSLri2FdbWZlPPwzCGjy//5mVsYhc7C60uBw9cRA9o0mq9hH3+lfUx3B+ZFXgubPkmy"
    "WZNdSsw8npWgDcTMMc/g1o+c/XX0gdpLUsdGmU1R7lk9Vr7cy0yN5+RQz8SVCbmohH63/MpF0NLHQ1raA6/tL73lYjzpz9Bf83Em"
    "S/QVnaiPYT9f2675MhHPnO/YoD9ixZhN+DKbdIXk+Di6RW1tDmgJkXAFn3k6ZzzVsAuqhDWiBViFHpJNztqDOIHTvIccenQR8pY0"
    "MMMZ43k+ggxqvel1tPc9Mw6bO/7ekJbI7vB8UVaamabbXVwV/8WwS1HPFNHAmHCCqGG6vA2JWA2NnwPL+zX2v4DTM2djBTfBSp8r"
    "nbHHd8h4yHoM/5nuXQUp2BGfuRaW/Bc8xyjNlZtg1z5gnfBFWOektCtjCPZNo3AeL5bNujcwz7W4YjN8Twt49dYlcbE8LvlkzLf5"
    "dbvzOV/UrxldqqQ8uIrwkJwJyimTK4ifTb4uow/SAD05iGfnvz+N6Xc7fd97DnTthdBklWQf26yXiPno2bDzVbAAlZ7XyU2VjXsd"
    "ZB1cZmkmsQuyCmtdDz2Qhe9a5XkvLPtwLCed9pQ6MjxbbqGEz++i2xaxvVIcy7Bj3nN/PoS1DPldZ5Anqxz6uIb1hL3gVUTJNran"
    "NJCXzfHi17KfUhkHraU3Vsn+Wut6vEWMi8H6EDs3ejXbnWXsMqoFXthdHP/ffsQ8ZbAEru7wMnlTIqzZbykbyRgS9dmfh6TGzzhI"
    "6Clk+xgISXwFlvxkvQC+2uVyi/SVM8mZm6yiTXDfXT9S+r6pJAZIBWRlJ1+nF+KqyerFBCxkzHcnFsP+rWTV7ZHw0zZA1xwK7zgX"
    "XttH0C0XYj+eJpv7cN0VHm4Rnu4eyMhsdVqr1PeEVat1AvSSSCNT83LJqOI8rNMZZ7sX2ifGXZ5Py6c4cRHYm6WMzS+HVesKz/M7"
    "fQl79bUGGW2By1rLfcCs43z/levYOdrXG7tIbD/s5yXSLaM84+rEweG3wbuJizL6BVfpm4laH595UJx1ruMqFLCWtUEPlYT3HJVc"
    "KcmOMSfTT5MvM2TNZDW1iat3dlG8Gv69DfxYq119CP7iT3J1sEy64akvBTobHLTG06wLo4zfVZBL5HnOtu3BGSzTcBr+7pwq5yu6"
    "+7B7Cn1nyzrWJ1mU51mcwBk+hh+yVnYzNWo57M+3jJ2+yy6J7jhtm4Hj/sTqfIh7/kBLiPBPh0Y6CJq/K+M9g/C9n3rdFUnFMxLk"
    "TxgDLBJhJVNL4DvrYlkHHRJlj6npi5bsLchhrbd5UDvJXDk1iGA13pHD9B1or0/DlkDaC3ANs44FRDTGifML1quME5ZCsikYj/0y"
    "ThavI5JvLz3Im7kjMUQFp0PGOeHwTx0CvLMQr1jEdh/5jIhiEv59TS6RGLCKzbCOQnLXw/P6C8juc2DB9JrvFOyyO0E2m6yGde5R"
    "zlGZBN1Ugj0sVKvj3UP+gp14Cle5HntuMw8vBpLYH2ucD9xfqI/IdOxKLuXqSDLR1rNvLOEjzVHyCtbBB0jW9SQ70LZHk68Lb8mY"
    "pQPDVrhLY4hcoS2CiXIP/n6l1mM1h+H+dtP9YCue0G+Ck7VPxknE43m+D9m6UpbSmhdyEvBafNL8sEXkg89jfHWcWLbrE7w+nWfu"
    "Q9ZlxsnlFGcV9PWSSTkt5Un8DfbBuEuS3BPqewNKyfxUwei4ZfR6sr5oEtZiCLtiLN/XVE6GBlyNc92gN8mF5H2eCgzwgW7tDGwm"
    "2/axmG0soZ4pIu9KlJwMA8gwdZacBe3aQl6X8fDLr9JH8RTPys5yNvsOYmpTND5gzZHDVqP9jCt3/pLzGFwF1i4pDdss1RGU/I3j"
    "dbNzXMQq8zpaqDJOBeSUBPpaIdmTsjmBaInPeLsexVqfDYimuMj+/pWzYU1ewBMdLK9C3p6Wz+Rf8oBeRuRU4ec2fMZ++AS1RJTR"
    "pq33mpxnfoC4zphy3YloqVBf93cdIeeJk1R3F0d6jn9bnyaM/DrteIwYH8WR4jhpE4zOK7F7rbdb6/DnIJnaiPQ+olfoHDlPRuFE"
    "HQsP4x55Du/pjdPlKn33ERdNu5JTEeybluIeDpL9YIUOEetSuAZPu5RR2PmsIjuCM4Aj7He5DFftLBFyYk3WkTjhNkOkvyyCDsm1"
    "DhDJTc0pbsGJKpriyXX8oQlyWau3NfXbzOH++wp9N3urjvNdor5b1u5mT7FJTA7RhXiCSr2RzCqlOpbfcxNjdjF+1jEDWVRzNHzL"
    "3WQBdqeSTDZ5WFGBxe6L/+LkLDSGmi9kA14/S6rIbZr+ruvh5TQAjZpuLWFlUhb28F3dIO6uLCqv/O49ORHEPjcEuKibzKCOvVB+"
    "hvwu1BL5kbmUQtYGFjKD0kDu6wGwzdMZwaoj1qrRuzgzu5xVYZfQzzYk1t7z5iUnusUbzXj+Ty639l52jYX0dXxuOSeG2tMPxQqv"
    "geZKTgir+o/PJFkNo55lsB1RtPMKrLbta9jCLXxHsT/x70qtuiy2QHtk8VQ4VoByP6cr4tmYjec0wrqVVh4jRn33UyUxz13iMsbF"
    "jZyFg4CI8oCkI/QBSmCxrAtpE+OM1gs1k2e8WLvB11sB6b1JvvVTLRXnpJUkPKOem8AxIJgD2/s+TtZ4bYpdfyssBg64XXYJfyWL"
    "3x0+j7GSuvhVKWctTbFn1Kxir5frPHUzOhZxt9VPwrC4/ztSS3/lNNoLy7C/LksZO6hnZXZ6S7uBp+RcssA9ix0chatcDkta6M+V"
    "Yx3aWxIapjDwX5CsTB1IL2SoHMZqr98ZqWpDrBzzkxtDeqDGlHytfCpbuEd/MQ5ezzhcghGXvYI6yOmRco7cjfu/RE7B2v9b++ur"
    "eoW4DHQlO9ctXmfTzCNAGMaiuCHFTxKD5LzBeq968u5EvGd/tWzkBFjrN7xN1pBLtQT20bj/lmmzwHK5q3W8r9qZg2v9pFcHrpuq"
    "AXpqdUpmd9imksJJfzWjF1YdeKrYvPDZjBWcJidBRi8gK0OE0Z8I2aIsftHhH34lTHHOd2KerI0kK7ysrnA3aKLkFE3rD3e92BYd"
    "nyiuLzZKfy4577AXtM8D5L+7BZ7hbcEferbsFpyg76l1GRuXVR7wyI1ypczl3J86emEJjyncBFbD3OZfWe7RemSvEZPdlbiCaTeL"
    "9r3YyHymakjhWt7BVNzhAh0HCS2iVzRcz8EVzA88DHL6qvQMDgQ+LNV38aw7S3L6Xxw2JuG7zpfqPDUOjX/BetUHfYEK6/R27aSH"
    "ZYzAEy8Grqr0rJWlzDcYEuwq1pNtM1pyIR0fi0WYsoz1kM+VgO/jrEE9LU0OkVOUEy4amBdarT/KRPlBrfv5T1zjZniQ2eQcsahS"
    "pt4nNsmggHbd5q9aZ+qfQOmz8MpV0ONvQzO5aVuOTaYj7ey+fKaIx6Y2hXXr7BOnwYfqQLlX+uu3wFNfwEt7VloFB8NbeVlOknCb"
    "uVWuEjCftUaPwX4k51slbWycKzcZcj8cXnyhzpfh0EIb9Unc4VJdxahogt5aPi2iIfNngfkrdIfAUGw5NVUdVtDYRbI1n4xQ6Vjv"
    "64i8SnEay1hPYNJttSHPQfcsBKqy6RHWTZcPL9MyzjsGQ6D33sT775fH5Th5yvrR9Vf4T73gt4yGbbxK9oaMTsDvnoHN/Q1neb12"
    "DSrwPX/IKeJ6J3NxTm0iSaGfchr3sQ3HfR/nHN2or39JUDKSr1zgfdsd5BWeNmfNF/qJoQV4dpt52I3eSomOFZv48z3+u0AirJN6"
    "znfxlvITqzyPlfGLXeYnTd5NRpNv+EqVn4Ncw1yo06V3euSZfiZADm29IYpOYpn9HjIZcmc8Jw/4rI1jxGrwWtPu5DQp81gx4acC"
    "1FBOntMJcojY7LI9IFtDocU/hu92q1ZuV9xye7yp7XvlDN9bEdMmvLMqz9z1//69pZcDq/pcQb+zFSdsGUp5n9rmf+ve7pRoirnA"
    "TQJIsMauthHele3hmRuFE1jCbvEpwTqbfANpnQ00cXAjFXjH47TOhvT1BSZYqvdiBQ+WS2WxjJaoR1j2bW8w61xGTTwHOHQF5/nU"
    "4foDxLjeRskWVtpuhl6YyrqrLaxXsFnhxoZ9PBBUT04cDbU98+m2Pwt0V/z+JOikfvIxcH0ZTms+tHaRPo29e4r8CdmcKlAJrWJs"
    "YDXMa/bHOzfjWj1gD9ZC2/aR5pLFiEgGXukqHTiDws3as5PYi7EJm9ggUu/n+HSWjyTOGpscrMMNwbW6b/AhdPNEfSUcj1WaAO+8"
    "CXfiLLHI2c30HSr5XxX0+M24u9ac1tGUjLbGZmgTbNb+7c7tyP8/L2dAq47CCj6v1+rd+qC2C5pJy+DSwFiNt3CdKoH5SrCz5rHm"
    "6vJGIo19ZJBY5HA55xl3h3Y9Wc8F1p8mC2QdpWA5KyVsyt0GYOipeO6fYbP7yO7Y84nQ4+fJg/KU7B/coR/pHzoIlvtmGaRZYnau"
    "KfzEGToeuj0g01Ff759uJp5pxWrwGk7wKfXzfPJovWwfdieHfdxP7untbWoFM9L1jI5UAmtUM69yJXk24kQsPaSvnM0K2TdkCu7m"
    "L1x/pR4gjgfNothbIMsVmsds7Ve6c7CUkecy5gs6cD5BDXyZJcDYZbx6SKZ50wz/pmawCq1LsavvQQqf1wOBcb4L10k/yQoM4aWf"
    "TnGYvhOcHsyAj7+vvg/f/UB9Qg4JR+iJgbETzwNad/UvRczKKCt6b5Ae2g87XK82xesJrOMF8im8crNuT+pIxhHFT6R0PQVN5HR5"
    "T+dJb7EK+Vn6Dp5zDRDlJtg66xH4Rv7Q5JSWKOekuZnlh+Bpd/HRlHIgm0ofZVsFNPCcnu+ndyzBN72Ac1KtF8k/O4nKak/KtbW/"
    "gzLcQYWfN2S2bge8O5qK3yf14Ap9Ac9zl1htUi7QRol+JffDxl9FZt0b9VtxPqXNKfgLOGgTVqIOqLmGmZMa4sg8+iEVQMIRWaan"
    "htdDLpsELWVEeJyskyNxjiZDr3wF/2imvgKZaCbv6/fwhEqBPxdzreZxZkitPk2ftgAyYJHrNrQODhkabnC1kGvoITiLYvHa+1kJ"
    "GPd4wjp1lrJWLJ9M6RNYD2i12dnwQOeQ+3gdENZrQT4QX1NgyZ2YC6rSn9lDsBjay7BQZ+5elZ6HfX8SGvyNjK4yHfjrFEjelbhK"
    "B+gl60EKmXmNEIeV4TtqgPTv1yFYIat1zpLvsB9nyhFyLz5VKtMoT3X6oLwLjL+F02M+0DFY710546QGenyTAlGzmmMNbEY+Z5xp"
    "au5WGc+yZTnfBnZdr39KXzzNs2IT60ZilS5RwzMD4WOYN7QSp/4L+QR7W6if62s89fuIYyWu4JXMkzwZ32aRVxeluEjME3UTqhqI"
    "3WboUeyD2Qhv9WbIWwWR8W3swMrHs5ThGsY3blrTsjb2jrHwaY4W405+WU+Xz6SMma2ujXymzlc+Giq9i10iNbonTuA6bQtp6AWM"
    "ngULmakzKSkHy55ygtjkkGayG/nz7K4vFmNmzuKEuSiepA5ayyIk9cyDRzk31VURisR8bOxQScZbN2t38oca02IpY8Ol8HdODEZp"
    "Q9hd18m08DQpDE/IiITXhq/JsXJ48ENg3rHxQV/OqWJRRjOPIm/aj7AshSrBLBmPv1eJsYMOhcV5qpGKgXfxmRV6otiEpSbyKyws"
    "rLo8B5xfqlNxzck+9hXneTtRvmd/1Q+QpTFk94pwikAZ5xdUN8Lsa6zeEWoG05a7yPXG3gU9daO4auI45Xe9r7GzOzvRmNnD2Xoj"
    "lMeDkKQOrMzYK9gvOEnC1KT4hPeWo0AAR2L1p+mLWPEVemtwMpk5D8R5fw1eWZ63zo6Lz1nnQJL4bSNOToGPnsV99FfISt0Pcl7t"
    "edeiXvsab5erUQh1b999pZxCWU3UZD56rV7HOswqsnFZL9NDUkKOlpfEZgNaNegRgeVZt+gA7NElMhL453P4NU2kMFgPa/Cx7s84"
    "n8X1ltJiRDktKPSRARchWK+uC+X4bfzX7dHkNeQWM/b1BCtdbaKzRYFzGmEfMN23M7ygUN1MxDNlF3HdbROAs/eVN4Pm+hA02Wky"
    "Aj7PUfKhHqeWzasms+uHPj9tU95zmEFIzvtLVkAso4yrdoOWaR4s192C5yQT/vjBePcYvZMTNY7x8RrXz9OGk0IzuUs24WRHiXr/"
    "uYB1CNXMc8Z85Lucnmg+J1tZvvJN7LRljyezqixBDLGSWcfZWOfngaVWQZIX4xMT5E819tx9ZDasfRb7cFyvzTrI4BfM++9GZHqE"
    "FEGHbYQEXCPnS2f5HtirXh1b2N3U+A3MNTvuqIjXC1unoIfQJ3H6zFmcERdnXU2C7NelRKcJ3ONjkr2Nxi7wNfp2wm5ivFc9X1WE"
    "+jaB5/lN6+Q23L3FmzqLdVka63ieWu78cR/fiPq7qWF8rBrvWaeHBhtpB8u5csuIwBqrwUjfrZ/uM5ahj7CWtYSeh4vh7sYulPVk"
    "Iq6iz3cO5w6ZX/KR2OSjcl9hEyGmzKHW+hgIry90u827v11elbqwiXSUljiLCeiwxViFQs5fnCNP4wqLcWZHQu+Up6arF3pu3ATt"
    "9fXQ+4Y6r8RJ3hV6shhYuoO0l+WslVsM3fMLmSl3Ysy0kv5xDeNv9ZSxUtb4X851ySTDnWPmjqY6IAv5tFXqUIizE81FffQxyhMS"
    "TXGn2sp2Etc7arOtP8U63SqOA7+STM0PkZsi/VobP9lCPRpr24zz6YbBks+hnRzEygBNxblMMt8UZ71y1SK97eVcOVwmqXEfWr6m"
    "pTwMWWsGpGsMm22C3/UH7OLPMgLXSj8p+SE9Hzr2bblTi8ITg7UyL5wMfA69wMmmtlr3QV/a33bCKlqHy6rt6gNbi12eRc79xboa"
    "8vABLd4kMqmpR6wWBXQ5m9BHXtO9Uou72AEneyOut4GWsRP7rKaxiqaU/as70hco4mmJ6MvicsQJzxln/x7Ona3y3XZxILECZpeL"
    "PA9Fg7bgp9pJpu+9sfe7SKXtgULPfgTLerhs1h2C1fq6ZgSjWaNpKNVQrkVdh7J3ph6a+gLDZGK1FZshH4/Ii/j7bFj5S6QnrrQ7"
    "9sc65ar1SXmNPUwz4Y2ZDhzgWYoLfS9pKbNZGg7GpxcCKTwNlHmcJORzbRt0lLLwAKzGefoitN3ScD85NHgWMvWEdJHfpZhzlg5m"
    "VK0KiD+H2dsanKbOnNIUIZ9hNXPr9awvyIfWnw7vZy5kaQa07AuQ11nwopbiu/PFJkDM+j+8fQeUVNXSdd0BUcSsGBDFjKioiBED"
    "5pwDmMUcMWdRFBUVsxLMAgKCASUoCAKScxqGDEOanPN0vPXv2uf0wHvf61nrsd76YaEw3X373nPqVNy1C+/aqMY/V8Ipf9Y7NkT7"
    "4ydnUjpPklfkGllGzvlHJX3tY5T8Ff4kP2BP88O2eOeBTX7T3mGrAJ4762hRH+n9wT2x/dkCjTyPkWfcn9t69gythsdhs+sOZ7Ux"
    "yeppNTW3neoXxHVfpOa3LWV0Wk8bcK049uZDvG9n5z6Lljmdh7I3bK56LZUgm4d67kmrQVn+2J2zR+kl5Pu5Csvpl7j64YucHFBE"
    "jM1AvUUNwbIF/slQ7RzUBxshz9fjXeeQM8FsdBF7aJeI2YCh8JbNwhXTjufi93pdJIY2y4GtiOomzgNI0DZWs2YUag85TGq8Da7y"
    "/UKpmagvy2LpAzmbDRv8FaKMoboUOmUCIuOzxXAak9kJnfQT32ZB7k2XnaIjIW/36Vv6MKzCLrBQz+tH0kcWipsd63gkS2lRYpDU"
    "Wmi8clYpUli+aliKOPMJjc0gTzCLFt1m6lRqjtom7HUun8RWaYWMZR7+aJmroh2Dev2U3ZpzEZV2RrT1OM6wTeE0e5vLyKhas2Ad"
    "i3i6rO5xIu5hod/p9d5+W0ea6RiFxdmVfeT1rLdN5tRkW79MTp79llWkKk6bq+NkwT/IiptkXukMWSGWS3NViZAc5qfz3IdqMbnZ"
    "znw9NpiiF+pZ+iU0zzs43T8jxrwL69G6EabvTZDQMu1O39zmP6+ir+84+YrZx+R4D6JkVU40MPGlpsBFyftrsnozO2Nfx1UeZfX3"
    "ZqzMsaxRx+hrW76sl0dsuO9wtZ9x8MeOkFWs71axahxFPJPgiYo0dKWmrOG+vgKZbNjPFBfBwRLxPNkuXqhr4HJpvU2N/T9NDjSb"
    "2lSaS8zP4bHvPEhK+en9/PTmZINNdfMd3TznUA9oqIRG/Dc3FzdlodLrh0JWwwbAg/3LT54X3xNkv17xKzSTEViE3/+euNg9wdxb"
    "b/bWJHh+rgnsCSbpKqIKzpel8OyqqHnHY48WwGd/l7XqdHHjSRL12ORUJGT3W8h63s/kUQg5WbYOkUC53iXfQfpN8y6ABCeZ++7P"
    "+YdNiFKq1p54qnF81pjeK1HOrozQWqTj1trMmQi5HoWQ4zthFpGZ13zkp1lz6cxVWUAOhUpNZfi27SZpxj1d62VnkRq+MIuxu/HE"
    "zJEpuNaBsrNUcx5sCZHiL+FfhvzZh1OZU5O5bXU60bbtjZUYwOjX5jNtZvfpJv1MvwvS81/fy9xpjL5mPZ/c5UwSei5i2x3wuT0R"
    "dfSDdh4kbaBHZsAqFiMOKqNGbE7WopDTAh5A5O9+7cb8m5tZ5exASK7uGurEI3m6Qvovz+PsbqHlyOechoPYr9FJzpQqYilCIqbj"
    "iJJq/d8WsIuimpjgKazG2TSHGTyPxmsVNlRI477ammyYDBjznCdRPHXMz5+JsLeznPNtbb7DZUEeT7pFOku8r9yKLK/FtMUF1CFV"
    "jbB/uvq5q0bmEy3v8NWVui7cINfoZtjOcyHpN+nvwTU6QZ6U5vjcdKxzNZmMTXtewn5r25dMLQzmEQu2DBr+Gz0dkjJBn8A6uAil"
    "L/sIi9lzlfBVHvv+s9lxlqrW1ngvMD16Rulx5sF7cXZd/XoZx3UhJ068gevdi/36C/c2DvK+xU9Qbimf4x02NWoGXh2Cb87mDPJ8"
    "rGwPvONN6NGBYvX9vyDVJrOHSFkDh8xWCXGTw8+VhI82tIGfRRkTXy21fJIy35ngfCPj727HXivL810hNuF0JX5mGeG35Xb4bWaz"
    "irnP6yjjcZ0tyzi1NmQ8mct6tUW1y4nMfAun8heZzjNZzUmyB8MeVXBvzWscpUXEr/bAaXtDrNbTW3cTw3FlQNt8LQN1sGQh4p6B"
    "K5TrWPi5K+HtdoA9y8E3DJHBzMgtxbVt9vFCZrAfwgl/WsbhSeKe0zeqn8NPriZazOZyXqRjcL1+crnshnddKOMkB15lK1kTtpOo"
    "twL11LqdaOdWMZIq4S7W+Z7eJKKZ00QbrfbV+vyhqpsHnOT8MptseXgQiM1Ls66pG3Fyi8Nf9CbZIWgqU7kbXXW8LIIeng9v5Tcd"
    "IWPgT0wMv0PQPVf+hn6v1xe1pb6M/XhCW2S8Co2yGStZoR/hXnvKGDHO17FUjul6y1MIspM9O88+4qr79nzNibAahVffFDcVrynf"
    "tRBrZ37fg3KZWD7sYez3TsEsneLnqCd9X2bIGZY9iV+AVZcZRPXNxLm8EfHVNF0t98JqNMMJPB7X2QV/bCb2kfAqV2Cf/tmGo99l"
    "wrbq+np1iJ9qbUsUygbm5tYjJqrw3rib6GF2zWWjXaYt7lEiR3I/dyUmrF5TmKXdtsHIuvdFeNVcvHcz44wySJRleq6WhczXmBdZ"
    "QizpuWTgHsHKr2N6MLvwpNRxWl+U89A+grfYDPrgXumquyHGm0ds73XBaMQl1t3/vB4a4KnCnjjt3bDrjwRnc65AMa2IZb3rOe21"
    "UNsiRox6bZtgV0mtrxR+JtYx9hVfrScf/stSzbxuGaRjLa7Xm+/YO1iI87mevWUj4D3c1PDU21Z4/sC/HoPvvhFX/AWa4BD5WN40"
    "9GVwPSzYIT6KTuFjCjgl1mxHlvaAPJyB87kY1rOE/CaZ8AFH6Hw5Fz717dpeTsfe/aktYAu26MPB7uK8pyS9yDMaTlAt/V33Simz"
    "edZT8pBYLsS6HM7D9x0orlu01k9W28AZqiv1mMB2bQW0Uj6i4gdZUchkx/o69teU0Md3ePIiTiePQP4dv1crrkWl548fJSfgWSZj"
    "h76FX7yFcwL+0XODF7CPv6shaMy7eSn4Q6ug196DrRlPJFKU52EXrmctEUvmrf8ULk7ulLFXxjMZ1+iQMFMPRdx2mbSHNrcupN0k"
    "U8zH2cRM3QbWqg0jtRinLo913Ch9sjrywtdSBuZqR5loc6vx013lPmjH+8X1HZnVvIrzAhKs/xg26SjGeZanLWfmrZR919nQAbNo"
    "KftgTRf7XLzxZLmJ8BX6Hc7yIWKRzu3M0y1TO6UP4Yn30Yns/8/D1brJEmiILfKRfN/IXMW55GkaBO9/HE7995D7I6SrDNWrYInP"
    "19eDiMyE5hmgj8gAydRXcN1r8b3HwQq8Af1gDOJfQ8o6Y5WW4FMHe1b/au/RuO6/EthN57UYRiHOXO1Z3uff5HNA+b6DxEnYE9Af"
    "WXq/foh9XqEvIt77DmfGZopF5Al6Hobpa41TXM/oyiRngGTRr3KdoKmZPBd7rLDZujcYESti22qfIbJILUkGwnxOeEvKB7jyBsZj"
    "n+LJ48TklNJeVNF760T0R76q7ziMeE73syThZ3ladv8w8ivZ850E/R4y5+pq5o9LKv8aqmMMqPFYtWmwuHa1lZSXjuzgTHUN2WTR"
    "CO27PVGCKNupapOkO+MEnijHQWutxXuWYJWW4VQksfOW7Wsvljd4XA1hu0fwSSPViiRseWkDTrKOu1LN559Otg/zMUawx804WjrD"
    "omVBPsbJQ+E6vRUewLv6onwvd8iN8rC8is/+hef5Q9TjikN1TDRJr+N3F23oUtsaQTwr+Z4H0HlGMUiz04Mvi01N3fpK3L8yB7u1"
    "Gc9xm/SCHcuBtBTgLMzBOdqE/RurH+KUWA/P8ThRbWW5rvP5GmfH6rny+zfcyzLY8mLc24O4j3lY3+/xySNoEc8VN0lM2Q+egD5f"
    "R5aFUrx2rFgN6h/9WMxj7IaVsTk4Ng17gH4nv+hQyWdVOAs/MfRNPu5tKOyWQ+5U+kx0OWuWhyLSK9SeuPZTEg8TsPwf47xeEbyt"
    "r0Iaj5BNtH8JTiLLZQ6g1q9wsiG7KtKGOUb7M0mNfSgkr4zVz3aF71ePa4fwyFPrvpO35juyP8e66GLs5VAfX7wvRfQy3KysGjxb"
    "IdkgK3HKKiD398ujchzWa51Yt+nvup+8iKhvHDTfKrzrGOich8Sxf1bxpKyiFd4ebN4oeFrG9LQeVs0Q3cNwAn7Cfv8i1i+SS9zA"
    "LmJdub/CG/0HpzrEZw2D/TLkeyK9TeUJtbmGy/Uneqtx6L0b6ckYf+Qqxnx/Qa5SbGn2/z64i3z2rR0DfWIxajGnN9wqMdbzCtxs"
    "N8h9JqP/BCvf9tqwRrrx0r8y9j/2036ApznLf0b1gIZ5EmuI49ieq23PK+nvQBkROn8gtk1HzEa+6ylxNqHO5+xNKqf8j9dgNdFQ"
    "G/R8sm7F2Ecegb+zhvtYzmpxPbXP/cxaWyTsujpLyThpOIq419XXNVITj/hZ0OW0cQl8r9V175TDYXNXsRO5QmfBJzKP1LRRPtmz"
    "24vDu+ToY9DazenhmPWeqxfKC+K6tM33H8g7OF4szjxLDMNgWJ52OAvHQO+cIJtxrj8IrKpkMrsBZ6KMWYJpkPWl8A/bQ9MVQUrH"
    "I1qrJP/PKPjFXSX9fGd7zl3FTatpI646laDPJUFbTslaB7+5GWLLI3C+VuCO53lLYYxXYQO63slA+mmqK5nvWU/u54dkNWPSb8i+"
    "bJ8/V5yvX9cwVdswhedgpToGpwQ7yDpEKAfL2YjA9oQnco7P0Lv7T3VKOomzqdOVnH67Qq1P3xgZbWriXtKKSOx7sTdjZIIOxtoO"
    "h+U7KNglqOSsUMNEXY9VKuVczQXwgO9FzJZNhH0OpLuEOenHZQXs4slyNX2e6/QUORA+9W/Yy0XY98FSJt8hmlxNDrJFWI+5+JbZ"
    "sCiHBP2CVZxI21XMfizC3dR6Noe/acV3kGcY4a3X4bKYcf0anQGv6TDIx2BGSWu0dbDRs8BNwzfPI2vgu9C4M6D3JtMDyJP+8oCs"
    "pNVNch2s/yCpDlu9nnhT0+nnyS3Swab54fV+amxC/RE1/4izan3dhUSmbsQKLoWU5bIisRGrtB7ab7pcKmXk5zBvez+pYHfXFljH"
    "csYdv2C1VDsE90Fv3mFzT6R1mKUj4eP8Lidwb3eW5P/pRBdZAN3sGEXLYcHX67E8ySvoH6VjzInijI3E81XTx5wmjjnCpCMTnzKv"
    "8CT5VIbi3PTBOz83fthGIvHGXolTs9n82F64r1PI/LKZUVWUvqvZR+s5NsvcjYySD+lp8i08pTbBOWKYxA6ID56V87G6rX39Msp6"
    "ZYI52Pb4zFpf0dyRncXupB4jkQZrFG4THwpkJp+1bcuEDObcCOu+qqS3upmZIsty7dWAiLY5qE6jVdGHWEv5yyHvtMU6ZxHvuobZ"
    "/iZS67vkjANxIHvM+ukNnNj7FeR+MSznU5CeHvAtDQf5f38lGmYTpToL7c/dvod5Mv7VHfpkMVEBnYnhqyFSKUK+1jJWfSPsFShl"
    "Vjeq74qxp21ARH+jhKw4bWInqmXFhsNuWxUzl5nzHMRXG3CK5slUHQYvajOjIsthzsJ5XMOpyg7357pr4qyWWKaht8R8J7u7+5SE"
    "BrK3j41rGDvEoQWbI0Y0FraTIJHPySByfUaYubM860p2cZq3MBy+8xBtAS91qr6p98ATXIMT+4wmgkF6D/tIy7Q39mkVIp1F8LEn"
    "ykAZAP1Rixh2Be54IX4fiO/4QabCE7yLSENDFR1D1ESmmk9m+ciHJOErCNcytv6Hfutq6JERsDVt8LlF+gXi51mIxDfhJGfIrRm7"
    "E9NgrMExxBIu3tmI35WwZKf5OaWPyzB8ei/DkYd9pKW86ftES8jwZCfRsvtToB8z1TCWv2ONF8GTbSd9MjbAb7tFf9SWwXx6TTF2"
    "SFnFK45dsLt4Rb+SyToaEjcadzdaPwumYffG62V49ks4Q6CdmGRcSVtkEwbX4/7fg+zvIS6nspaa0Rg7n5E/8c3uBIzFzmwkUrES"
    "0e8LxAnFG2bQpZjVQzJVRXy8E6E2NH/jPnG8vZPJXFIIW/CSTCLb7xDsbDb83BXe97YplI9j92y+m/FeToMuTW7Dwu26VSy72y7o"
    "BF91X2j6Mp0qD0BzNpF7JDv8tpEqaSqWdTUHh407jD83G2L52uelnuw3Cd8HbB1EXcThHpIe41wHG2ndXd2kwHOnx1lNMat/IRnf"
    "hafhOXE1tDpmSuo5Ja/zv51rdyJmNjrBq3ib6bwpPXoYLXz6q6V/pZaxfRTWwazjKbKRzExR7ENT2drtm/QR5i6S9D27YQOPgNuP"
    "w6iNXoFtrFPXiVoG67Ka1aICYox/wUn6Bvv9ASSsSr/MsB674UQVuFnyISKmBP2uYqxlX+iZ7ZtatD2MyP/bGRTp5xlVcK3OQiwW"
    "8WwdSY9ajRArm2S+rk4HUVNGyCL6mzqMWZRZj57i+p2TsL/5cqTMCyuIIzwedm8FYvZ8WOwk4uNStdruHnJ20IKcOr9Df8/ipOJ9"
    "6GcXQjYLOf2yiJOvldwTp9B736TGsVOF/Yv4uZuuAiaws+r7bcy6Pk9+tYH4W5b2kVNZw5mrN8kTMkNn6hj4bnZvi/H7KGjXodjZ"
    "qY3k7JJeosIGG7yX6DZ9i+E2zAkt/P/j6rD2zoa77NE13iYv9Vhm5+/aFW70XtF/37VkFi/GiuQuvF4bSfpTnYmVd9X4S8TqLgd4"
    "bPh6vN+8l+d9Pq6cWPEIs2uttCB4VHLkPT1CbZrfxdAfg+Ro+S00Xt1SWsEoPbXUVIev/fM381XykBxbMU5OTe+hJNQxU9l/T/T9"
    "Xc6KpdfXUd/hGhLvUuVX0boy62ClC/QtuQD7fqXUSlbYRe7Tv+RyvQ1nPI/MNLPhlRXqeYFl3SdDb1ZANxonwVx268boE0xll6f1"
    "YozWl2WKWGbEOsI2YH1yiM+Jea/GnY+u9K9T8yFtT7bt2HEckovJ+1TPLF6M+Qqr1d4n5WT5yWf111VvI5BUWyXDxdeT4XU5P2na"
    "eiP7t6zCfw18qYtg5faRGUFxclNyZMafFqng9SaII+b6WvEnYrigh1h/nUfrW8XJCF+KcVw/LWVkhTtcnpc3oc9ayPfaSW+VM3E/"
    "X8jUsD+9Xlf1rSInVEi2tJnc0eXMWiV51s5k5+mhxJpE4MNM4Sr9St7OJhmF8ADWYccHIDpVLfQIvftxl0lysA1vmC79IlE2dcTv"
    "mrxUN3IWVkFjXCKzYPGLERUPFPNqLUv2PJ/ZesSfxd9+wK5Zx93tWOlvyHZYBY/EYvavofstY/cO7uqKYBJZicupyew994lVJ4ZJ"
    "lueyy6E2quLsUDtl2eSC/BKa0jyXx/Enj2xR6xBZJXV8xqVytyzRrPAjuTNcmZyJdT5LCoMn9KCgjFIWqkMS/kPJGYzdaSmJbWrD"
    "zgZ2hHVurIqwA7ytdeQrtzzAWEj3Sr0nmAhv0Pq+Yh7N6ngks3HCXsK9vY1IqJbXrPUTapdg5R6SPpIng4kaMIZP4505l7yLz8o9"
    "fiZNSsu5X/vz3n4KXsCK3K3f6vc4+0dpN9jmQtzB143c9X7bTABPWXvrjzOfcgujkjh0ZBXx1JXcvbvhCdQxixinFEd5rW7SFvd1"
    "qgyBnH3NPF8VdNUXYsxES3GFu+QbPMlKslAtJEPYekTuHYIbcGLn4/WYni/PyAFyI+50pvaVMfqkZW1kDbEDEZz/ak5Z2R1XXI37"
    "tgkUeXoceRWOk2Wc+jBMJuiBQVQvhoyX6ovYg3+gLQZo72B/RH4XwWtkZxXj+t+xy8XaNLCOoRzcj01Fialx9xp7cxSaezh82FfI"
    "Ehbx2I4K/n8FMQ7zOZP6BrETZ5WfgR7vUeoz5KmMTg1izBS6sbGaeBnzHop4PM66sX3SMGqF2O96rrXjnqwkdqOWnLDZnAZzSBDX"
    "qMeC9PPzo1I1nFpWf8v0NnFMIOk1Xxl0ZB1703YW67O1vM338AuaEcH2KtH2Nb6zKUJZjmAvLId3HPHJ+8IXtD7Y0VjPYyT9K/Mh"
    "VzvQb8jTCRJ67zeXOqfO125dHdexkdwByxolZ7vlEO+XOyVKzj9jKr+U/DH5+iDiOYsHKm2mktyBs/4L+ZFK4f/GyMhvvbIbpZDn"
    "LNyGY8D9vbWkECwpBqdURmRfqWcNJuJ99Rg5cc0uvUb2wHzObC/0aJc4823vSylPjeNarvB4Htv/vmLokBn/gtLadhKqUrvV0BeI"
    "UNfVEi8c47krIl9PKV+3c/mdr7UnG54olZHYVxw3WTn7gl1ncRnRoIvFMq+5/Lzre69n18GjYlXPJfR5QmZ0Y9wBl/9rL4WcFZ7O"
    "U70QZ+IHuV0/hG4YibP4LHTX6fK59pcIUfqpX60aqh2Gsjgp2EC9lGNVQ/ieZv8qcLYflyODbL6yiRORXuIrpdDLc6BJShhVnUn8"
    "rvFAj8N5u1v2J9tQgnmDYv9kB8h5sCZbmA2qJOdjhOvVn7x6EdiMWq89nyS/b6pyaDmVNXqQWEd4d0QoD8JWroHtmqUj5HrorF0Y"
    "9ZwBH2Uu3mk71TboBcm+E++9kOdsBbswLyISP0f/NYclzNC4vc+HFtnECUDXIsL/WSqIFJpHRvbrcYIi3KUcelcOMVOpHyPeFtk5"
    "eAte1CtaJj30Ktj2XDkJ9qYprtY1OD64DXJpXcV7STzMkv6419flAclhX14FtOtOzIDfQjyoSVMf9nFU4gmtQnYUp6h20WP0A+kk"
    "A/Xb4HR9QJsFN8snOHX9oSM24cr2/n3FOrGvxUptgYV6U9y0yURDrHk4J15Z5mulPkUMbkhNVaX13noY88w5WtZkX9iolfqEjodF"
    "HAHJtglhU6nrDBN1Lc53Of5djL+t0Z9gf76TzWQmGYhTv0pvhhWYr59hFWZBexWRI9hmtv3BOZvV8EhaB62kJhQtxh7NlJbyB/HB"
    "p2R0gOeTvo6R/pXz/+2VBF8pIot+uceP1VMae3C+jPlR6a/2A3ytA+QNyDFkDBpvjfyl7eHPzJLZeIo82ljbE+usSuBp7Sw3lVLP"
    "er+77MS5I2X0gs9ENDUP3zUPEjRbh+HkLMLpDeQGrGGNxxFG4YtuoEZ19dQFkJZpchV+9gv16VDsw0L47e3EeIizce3v4MlZZ9wW"
    "diz/Bss4ErbP2ES7ywlSRb/IsiCWtZyjd+gbOMfHS3NY16zwC9zP2/pexgBYs3p4ZKZPO3qePKGnUEqN5jADVcSUuSzBRcwffETe"
    "ejep3eKVmeQhNSaGDvIQ7Phkvc7YTnHPPfVvHdjkMkj2Ykh6hJm/Mr0L53wWpKINbM8f+jNP0Rre8UJccwI8xzf0R6z/XHlPjgp+"
    "CpbAI79NVoVXIJZ+Qb8JO3qN5SzwIf70Oka7IvoCri7WlRNUbK7dOMnE3SzCelkV8gL5B/fRF5KwQrsEI3yl2WmbW2l5Q3U9uo29"
    "kmTP5CMS+vxT0vNZLcae3CxJ1rOvkjl4167BVKzKYm/hkg0+orCjQjkv7B/9E7rUGK/e1avlGuzLG/KT9oEWa8OesgTPXomf/rkZ"
    "ntticskX0IJuwSnLpTbtL9ZjMoWTYIxBNKGXSz+x2pp1NCykFS5i3qgcn+0tDolyimQE5X5apVnp6USVtZaNxJPWMIMl/lwZJsKy"
    "b4dAhxmLdwHeuwH/34QVbm45BDxz+ulvB8lzzHK7NfjS58LKGSPHIUW5eg+kYn/osZ1gK7LgL/4BuU3qttbZaW5DkgzWidA7n0Ge"
    "S7CffwZ/QINaVWQworZfmd+NkOXvoWA11soi14W4Zoo3PrYNHv8y+hX/fXeh8RN/iPNfz3k6W7QTOwprOUWnjHO2HO66hFawxCPv"
    "NtNbTzJWj7HHx00f+VM3BwOkJda3ne4pP0OTPAE5GM++9npmAYwdttB33TRhr9DLwR3Bp4jhy6FxZ0FfbCJWbBz0VvqKTW+5WvpD"
    "/6wnWm+LDufkMOsSqYFUbcbq1zG/UEMNarpgLbuPPpMYnyFOLn8Xi9To29i1neH/V/t4uJIeTMg5t0n2Yzg0o/liB9Ky70n75rBr"
    "n3Jle3G1SyHv+5HH9GQyFlyKyKSYHRdmOe5nf3Tof8eYVavjNJv0WPcqXrme+Iwq1pWT1PnmgXbE7i3z2Idy7sJt9K2HYH++hTzl"
    "Yk3m49z8FKywSS7yjj6M1xbAyj4qZwazsO9fYpXvhbe+p58kWdOQcT1SEn7Nc4hiPB+SsIjntphnrFDXyZ1Bb7kI57iTbJLz2FV/"
    "Lc7pV3J+I1Nba+G1X07fP8ap8iYJ3ckk0ov4ccsQnEHOUvudCXk3j9NqIGPYXzGHti9Bj9TV5cw/S9KWdZAies8J9s3YzgWS6uR1"
    "HFdFtPFzqDsSxFMnWe2fwfUvbdibR5izL6KfnOTkiDLmS6vp77mukWmIDqsYKb8kM3mdODlXU2jvY6ROUz0vdZ6R5mDGvSugJWNE"
    "W0aZWf+ZXWX1sGnTcDbHh6vlNmjeDxDRXh72kyv0FpkezNO79AmxylSN7hUsRFTeGzJ1iFg3excfW9QStyicYGCn/iR5A965iygi"
    "lKd8cpGWYl1sUutqypLzvGvI5xrI1o4tQ6ep1zVJYjRqmaOq4/NkQfKi6vr2u0DOH9eWwe7BdTgxn2hrPTsowv1eCun5HWvR1eOM"
    "i3leWomz05YnOcuf73zedZnXkuk/E1c3Cd3evV8Dmli5T7UN+HvHntFZHBaio1wqbkJXjJJjHQAlrHh/D5t1gS4l5q0nfj4Xlrqt"
    "LGoElxbzk6ZN333A1cmllpnHOZOGRkxhzqzLqMDzgqeqvSnNv6vn0GlsFqOxQyXICu00htVDlRwHizwqzOH57JtuIA52T5nLKpxF"
    "0zOwK5Pxtytkgc7/t7qLW7WdiZ9s7BWzJfMZq8bgQdoz7MQpBQmfxVUiv+zXxeLmMhpjTYyaKOFrMxli03TeFZtvVUWrUs8Tm+Tc"
    "5r/EcqcfW3c8cbs2EdsYHF5HHFJK7yzCjqcE/TmFBP4ueb5P87+9623ZM5O6dR+27XJKNryyu+9AS/dKXM+GxP2qjknNvN4ZiB9/"
    "po37Dk86hjj+KCsCRfDFB9ALTdchFiV3UwEtUiXfcaMUw24Wakt2e/VT4zf9DXFKJs7DL3pkxvlcwx2knp3Rcc8+6fAFY/Q63Q1n"
    "/zuZYHU12IGd5NTgniBD9tEdguE4lX0yntYJ0FufaytcYyY+UQEP3eS+nMidUYFFX39BAmc1MoMiYvERtGAeuXhM6x6Hq98Pe9FN"
    "XsLZWqqDg56I5NYhGvlaL9EW8FXPg25YqlXhtYismgZ7ZRSEH8P6rtapkso3NN9mb92Z2QXxgKtVvyzDoEF3R/QXC/uwBztdVkpZ"
    "Qw3JSB3xOtjJ7B/QqoPgkUyFJZuJHfsBT/GGTNKLApu1U+QZStx+3yzL+blng4eC5/RBfPOB0jtcHMTlDH0gbKX74FsvlTG4VoKS"
    "avWKcWT/MG70dL1w8+C1XgnPPUaPpZRZ6UOIyDDcq+FIUvNyrVv2JXogTaSXPi0f4Vs2Y59eYQfsYfBuH2Qeuzm5cyt1NbT4DMqg"
    "2berpMxbsyT5Zx+mRR/L3pJyn52oJe71KnE9xm2lSgZ7TplC3l81OwtL6T3/O6YnxR7+EfRpa+kmrl/Hurxd7/EMuUvWE8XmeF2K"
    "ONthuBiLZ/pX9g7ysO5f4KxjnfR9rG6h7gGbcpSkR5+luotd9LdtXXoz5Htv3OlGnMEi3NOvnAtczhhglTo+zSpObc5m/rAr2V3K"
    "PZeTMiKxnbhDXK690PdIC2vw9t+rOVHO+Sul1DtR3+d5HX2x8zjrejMzjNmwEZNYe5qj+wR3GycUnvI5+VsnwSNqJ+P0GkRagZzo"
    "eUxcd4Cr7h3NnsePiZSzjP6h8CwX6Cg5XJ7UG+BBrfYoh2PlWuZF4szWVVJiQvZfIAKDlbmXk1VWYM8KIUG57BFbAz1lfUlr8e7l"
    "2BlDpeRKlnyGlRkIDfSZZoY/yiFyj7zvWTuruRYPy/5EKbnZyEnm1VfjuZ30WOSWzf9b98ae4nDid1DnxhlNVOCEOJ4O092uO189"
    "p9jXiNI7w8O/Gn+sG/E8bS/HYqXaySWi0gz+3wwc8tvkQZkFb3+yvhWeErQhZr6EHRWl+IYvDAUlBeQNOEGUmOxKIoAjnEBkzMZ7"
    "ik0XNDThGcE4drUv1m+gvzMb6pBJzqgI1fk9hlk5UZbSa3VzR1wn6hZcN6Ij8dnW2iyYmLFML8MzD4B/fZyM1k/wpAMR8SE2RtTe"
    "ShfIEPlYb8EKjIOE3+eRmXFvTywzewz11i6S9NLkeCGN4yZKZpGLxM1gcp3hMXbvbGBFIF3MVM7M7TriW3vKYEiRyUEhZ4YksMYx"
    "6o2onwXmvPap0FAPSWsZJs/KeGJSViNKXqZ/N8LKOYYzzxKI/bIb+GBqoHcKGpnSmP5q70DCdmDktYCIzyRzGO9LX3V4sSca8GKb"
    "G/BiNT7rcZyUUi9eBWu6gfWYLfhTSwau6fhGY4SOsv/rQknZ5IkNGu42qeTfjVujHaKneuYLs1lJ74OrXgB/azIl4micwnxELU2h"
    "a7Jxhecgg5M4HcQ88QpdjOjd+PV7Uva28iHb87eUrdo+fS20XdALn5+ikbCjxMMXZE5wnHSQ1sYhgVdPxslYxLhsLSzgPXjqCsbq"
    "ls+2GtRFnDVQg52sI7vXnrKTxHWrhKg6CRmhfWFxlmgRmZYnitn1GZzTc6FsnTGeqgo4lkbjRfoHK70WT3so7Md3eqZcB5ke2cjz"
    "JGHBNsC/cNdxHLMtxOGg0mM0013N2EOcLbtL6nzGr4hMGQMll7yDUb1bjId0DX3P56zrPLB6m+Fdzw7exrou0XziBo/E1dbjVFi8"
    "cHdgVe6J1KCGt7tNynmtcsbCEd1RomTKsdnge0p7ORrWZqmeAO91gq7EKXku6E29W8RcVR6t3RpGC4XMRxoywHGwusnCF9MKt5PT"
    "Mt4MxkpFOEZ/DL8O38CJOCx4OfhKi5N3Sy21Y62fjB7lXAxDaUxl7jbJvEUdtEMNcZZv41TMamCZTLIKlGD2YKH8SHmp47dXcyrd"
    "tzxvZlfX07uz6+0mjhvCvskmRBbJazJbbUraIvx7Lry/6WpTwlY00hEyjd6Gacor2PO8hfjPMrW+yXQ97H/ITYglrsDpOADraj1P"
    "38I7eQ/xrHpG4DgzeU3kYqn2iJJb9bHw5aAv3v0WPKzjFDF08IIuljNxJtdCmmdhl4yncLmeLeNxUr/UN3CX89i/czp5Kk8l8+2d"
    "xBEY84fjq15B+zQe6/WmrMPZriaXpNm6zfopUczdxPgsC6irimH1QsY3LluwCXtcraNgAT7E0y+DP/wdfvaDPoBIpousIgfeVXiO"
    "LH1PPmS+3PjLF3Ci7KlSRRtURqs73XOUf4zr3xucrmcgnnghaKlt5BxY6I3yImyksI+4gnk2d1YTHmWT8JzuyvzJJuZFlTm7BDMo"
    "3aREHQ5aGYUk/d9saomdhubsLjT28iLsfvrPiNeaQu7WrXN5Dpb089riHnFjcVR3UW/RolgFNxvROH3/pM02hpgE9uyvRvjw/5BN"
    "Mkgz8S1z9RNoi0n4+51433hEW8WUlTrK3yZ9TRzKabMewM4O898riSY2tuASzu2u0CWyhndTTUzlRk6MNNTaQ4igXoHuGKJHBesQ"
    "xR4DO/mw/I0YZRU8q0ycdctvWSYqB09yL3RRW7GpATFGKAvgeySYZa2DjbidfY3LmZ2JIyKKcx6bm+17LWKi/eDXnY0IsIs8HUah"
    "vfqF5cEhQV/IxM84X6V4j9V5lkA+x2v3wNifjpNankTbp7vlamlB/ZeFb8yEJLrpdNPgAyxW1/u3NyKM5sGJRGFncQ2MHX8WfJPN"
    "+h600mHQzEU6DJJ8Cj6xhCigrhmGmO5ALrYmREGY59qElYQ+amg8ywesIktaIaRoI/ZmVcM0nTLWs21C81nkba5rJEvdSQp9buNv"
    "dnS6fPVOQT99Xj/FnSDCxYleKp8i9jW0c8tgSSO4W4ezqyPObud/wdm9L9NhLUshX/akH8nLiJOvkm/EkOUVnJVbh1f+IRqsHE83"
    "EN5ntszBWo7mjPk/DZkOy/gjbPItsIkWAd4lUfaWJylBZyFWK6E2jECX2BOtpYXdnX5dLfHOUUZs+xKFHKen3VOMHfVj6N7TZR2n"
    "QQ+FbEzGk7tOAGcP69nJ7vAGncmA6LqYXLboYnHsj+Vcuw2QghyPabepBIeL8QSugIxMhQ97djCIs84G47nHQCdlyQ86XtJH1YYv"
    "7wg5bcKsnsvZVJF9+Go1Lssv4THfGZTIH3q+Pi/nQPvB1tLjNNbyhEfxXs6K8kpqqmrqrRNkHr3fe+i9ryOKpY45if4aaZistYn9"
    "n+WMpWHHpT9nwFmWugd0xQIZiRU/VBzeo5w59ZVEPRTxPu2bZzLLMZK1sBrylhYzPq3DquWp8WBeiSe+Tf5qBB2Y8EyuB2InT/Sd"
    "bVHmt1daPMUepLnwL84l2/sb8hnzVOJ5VUPP1ZP61YG5TpO4/elP34F3/Eq+POvnKIeuuBrSYBiuHGJh78L+PSVxnm+TzMX6PVYl"
    "D97J83KDlAc7BN9rJ3lKp4TfwK72D1aEF8rpckojpySXGCbrhdnMKc2WBdgba9lRZuK73aS/XSXF0WeZvANxNy3EZT9bMS8lEnrG"
    "o57MeNT6eTmljFiqaA26I4YrI1LQ8kyG/6/X46FrVrGaVgotbzHi2dDQXzAyfVbcPPLrOZO5llNKYuxxsYmHxuNmc6YKcMVRspiI"
    "D/OH/8HvYq+7N7IP5npEA6XWWdeIbzmPaIAtnIV3ccZPnFo9Gxr3W/1dzYM6H2d8Kk7hDhknM9O+WC9uBNWSfq0rw/k6qsn68CRD"
    "q8F3+VkLwlODDXpPI150AWTJWJwvFWNMqifD51BIWLbcC09+HXTbLFiNp+UYeELz5SnpIu8S0eSudnYDZsR5Ben93opQ9By9D3og"
    "bNoFn++mvbQt7NegoCyjOOMlxLRzYSG6wR+5RD+DfouEx9PGO8atFuJwC0nYiXrOeVpKm1dCnrd9oR0rIKmHI4K5WvYOVqjFEcXU"
    "rsU4n0uxA6s8griJPCflrOYV0AOs52mIsX5mdvwnKWR/ViWnF9ZARqthDWNk7pgPmYhAkgzx9xF0xw/aGz97ocm44AfE6UsQrdyr"
    "5WEfeVt/gk8fw0npbVyP0CNPy+Xyms4IH9JDdEz4sm4Oj9w5O5yQrNJR4RfBb2E5zmA2JGADpOq0YDP5YSbjLM/W87D+nSAfr8M6"
    "d8r4EtI7FfdUFI7EDhVR29Vof+zUZEiTdQENQhyZiXu/WAqo+ywLYEytb4lVzUNo9HJKtXmM+cQ47YMzZVnifJyh+YjccvFMq6i7"
    "5rA28yXu4jfYq6ukLX7nslI6R2+QnIYc2U7/UpV2aJJ6j5Or5nzNs4nItsmqmYwSYuSoqyGflmn63vKA2LrWcldzaYH2QjQUJdrQ"
    "ZuD9hVXYAOtRScanGdyTL6m7T5Gkn16Tyl+rnxp8pMebJRv4eYWsgw7JV0ALsYz6eZi4fG8vjwzaxed5bB7CYo1vZz/G/59XjPMl"
    "m7HT3zgPUwKbaTYZfvxyroQhcY4Qyz24CQ1JSsMC6EDLnVZAq1+EdV0BiTsVsYxxP1XQqj0Krbcz9th8/K5yIrkwt/7K+Jc+nGfC"
    "RZIpdyFiaq0vhD8GcSkPN0s/eUIam/Lj+ghr8RRrIMPTGHNW0MM5EKe7zPPAmvbfCJtp2mU9vKKb5PjA4sti9s8a1s1qDbuRFchw"
    "nYHsgZO0lxjD+xLWNS73jL8uqrE7Wut7rzrzPlwmYiX/66xyESOubEoJbAQtw99k7hPyuy1kHJzQZyjvm9kPs4Sz2f9UyzEvxQla"
    "YfNy5StmFfI5Q9Qxyka8PEa0PZ76ItlI7WPVnwdxzQXUSGb/1/MsxPxMVKVXl6TVm74N3+CH1I7l9O/Mwu4tUY/vrPL5vgg0+xrd"
    "Gxr4s8CYCDZDMywnB0mSmroaemU5ZwTU8DrZariqj+R/27UU6lgp835olJyEDpmQ28gUs/Tr1lgvnPFXuBjSEHqj+QmBJrE+/7wG"
    "3grji3PYqRL6047p8jD4ieVi5z0PP58Hb+UxTjO0qG6FnhrMxkmw+pxx42b77nLTGmf6WpbN5tio/aQvO0DMm1iP7/1DpzYwiv1n"
    "jpskdWCdZ7yPcuaMRbUPNMKL4xjty6hna6hLXxWb2HmSrCE6waFzbcLZWzjF6/R1aN73g2l6Y7BTMDccqO31TEQ3b8q38mJ4UJie"
    "u3ZfsTkZ1fRexko+7WIZ7MwqrIXlKTIQLUXIkzcM8mxToZfCd1yPGHMCVmGE/C42u2g1zsdqeJ7pp9UswacsTo6x+lMpVuU17/tA"
    "ctu0FBf7OOtyvTgk3mI9RK6DBluBc3cZvm86rOARiJz7itV4jmNdOJfVqbWwFTHOpzpc9ifTZyW5/KuJBvsbsXJTeVQOxm6u47pV"
    "Y09H09cughacZJMR/DxsW5dFlBuLJFuTX3Yqdv1bXHMQXllnU0akD565J+zzNeyj2oJvOoo6zqxxej7i9CcryglQZuvcxC1lb+zb"
    "Mhea5h8895fw4IyX4BKJh9dLD8R1V4t5UctxQow7aqZ2z+iJc3cT7i+L+Lk7iZS12Po1YuSK9aZgIDya++Qaxux7yCvBWXjywvBU"
    "uY4ok9tkvZ9+6tCQ9X4fDUsa8yxFecz9zaSW6iolvruE0SGrluXs1pjDqlSE61mhn1M/Www2j9XZ1foO3jEBmmqkeYR4skA2Bvc3"
    "cFlGyV/mMt911OzzdAxrDLXcrTvE5vFs0t2DbG2jk6DZT5IF8itnJewLaawMu+rFweBwP23fZLg+DDkcHLwE+btEXpdOOje0KtuN"
    "ZHKI4RkStAdLqHm3sMI4iHGDSYYxkfwktyEKdQilOPXBBV6ui6mxK/AkZfq3fArdMh/ehuWHrpO99BFJz/NTBKmvxRPEPLrTGOWu"
    "l6lqPH5zfVyfIObRPjWIU7drWdeMcf2/ZB9GjDmvKj1AT4b+e1/PkF+0Hzzsy2Rv6ZgR6KcS9ZNS6nwOLUl8t+WvLpTxPIt2Ssv0"
    "bGKok5y68qWO07OCw2SlTg8uhpdhM6w7yohwH3Vd4k8zQ7er7w+Os8PoB91XLw/2lEXY/V7Yq1txBhfLcOjbxpjyV5BJKeXNKaN8"
    "11WwP0+Gk8SYxy0IPbaZ+pncKG7SdAHjwDXkiFaf0Qh952Otn99YC/lfD8u7wM+NjGOtn+JUtUrtqI8FMTlPToWM7BWcrQPlJukA"
    "HXZfI9FUPWesGNZtJ57yG3D6lrH3wthzK/HzFmI1kXryAtks+alEPz2M6Gsda7rruO6zdLQso3f0GHbpK+iclzkHZj9Oy4lR4/Zi"
    "hSbpGQoi1FDJ7XolpAwoJDfmWaySzO+keHgUkXSsoaoaIzbAshLtGIFEmMep4zSyClblKpgbOsvzqYYeiRxynkkdKw02uaoOOsix"
    "N+wCm7sEr56NVegCPTEOP20rbrpRevbCJL2jCO2JSfD54jKB9TpJFma8Dk9sV6zzy3o4/vTHWs+Vo7B2u0gFsb/XSHOxGX4bsdaX"
    "II4Nt8HwNJcUTsEs/LUeU23zEBK+ap3js2w5sDc9qUtXIIJ7RK5HpLYBVsh4MbpLCSsgJzCb5frFotAX/+ATi2GxXoTdmSZ/6Jd6"
    "jCyBX1vEzoJ6VmNsntYe2PFHcGI+k4k4tf9A8iwn+Kc+EZwgV0ErtpebZT98xzr9FSdwMZ6xjhOwDpNfjedH3oIsHwB5m6k9sM9v"
    "yI/BpXh1EqKiM/UuyPQW3QO6d0pGnQ7Uj8KnAoWPUMGVVM9XeQLXYCLnmI6GDejDKRqL9A6cXfiLrNZ9C6s5QI0tuZnYVK6XWN8a"
    "igj4G0hrF5z/UtzJcfKhwI7iqZaEIxuqcylEm3o/qjF2FZd/sVzbWux/Ac6X2Z9ifU22Z07kBN0nuEG+g8TuJcfjG4aEh8tS+Um+"
    "D39DFH5GsIEr+YO+ra9os+BN6W9cHJS2GKtuMeYwvxDDWc1GLDqRcWphxhL8LQ9Su1R7hTOgC9ezLlSqt+DdGWK+2vPSR8ZCZ7vM"
    "sT2NshNaoQOqeVZsmlEpvuUSPGUW+eTLiFj5DaejvxjH4h7QDefJY3KFZOHb98f6p+aHbWXcPlBSU64LWNP4iowkCXinddDxjiu1"
    "gna3rTj26wgi/N/x3rvg0ewj5m0MhgVdjfsZiXU3jtClOCs51BA30x9N8FMnBzFaohrdk12Ha2QmrbShd37Df633xWpyuwaL9WDJ"
    "IyPoD1ij1jJCpuiP+rm+FnTHuTc+xzOCayGfPVlH3Qe+7EhYn2xIlc0suh1nuBJPMwE6IRvnYawOhhRO0jbyjlwfjMJ3norIoJba"
    "vhafVljr1h4F2UJaS5zc/y6XvZ7V/cuY6zkniLKOYD/Lh19bRF4gJbNjjLa2O7McTcXm7zQVq+X1xN7k4p2DsNtr4HnPhc85i+ve"
    "rAFB5DobnMd0h2xmXelaTiezLuKzcJ1CMT4kQ5M3F2fr5xCNvI4Wby523zh8Z8HW9oMkzUDkNgXrj3hZHXrQeekJfU9C7qVVjq2r"
    "cCXWoFWQg09sUBd12c50Z89RPTVwPn+6t5TT7ica2Ows4j3c53HqjYMJK30uTtFG5kgLOGd8ElbnZUQTFUR2XYpVeQ32Mw9nPguS"
    "afOpjPnQ5ipbtudv+O4VZDQr0k7yum6RZ2ENk1KMJxqgw7QufLORuHEjZ6Bc5VlsbmB/1G9491SPLStlhH6g3EUdXc3opIooIodD"
    "qYZveqS46VKzdDfmDrdwdmsP2cCntYjmqEa43KplbnC53Bw8BMtRlxwh5eFQaRccHf4SRomen+1PwnXM1a+Hx2g1lnfgGR0DLZID"
    "P/hA+Fs7Qj8vgO7evqj6fxmJz9UfIamjmWt5C5Jmvv5Ima5fiVVMroVOnweNMhc/3zcoJ6prpK4NN+BqXRBpRcNj4UdmQWtmyjz5"
    "R/cLrgsWYTdmyGv6vd4BGbtPHteT9FZ8/kTs/6WB5Rl3hfRb5uFhxMLzcEeOua+e2iPBHlBDFt4An9NQpHPImGX6xiL5V4KDoE9s"
    "orUh4/I93tBO5WmIFKogQ7fgzudDJp+XU2SEXi42n6cYFif9zJMoZLPAM9KUe//Samquk8Php3Zn37ib7GSR/iI1xGjce991rO70"
    "Zk/0OcF51AZVsIJTsBZ/Mqv5JvT5y8TDp7wUx2RhMXku4ppbyUBXT2ndAFtZgnPyjjwiW5lDujZ0SMV1sjg//Wn8f3/cUzYRFuXE"
    "4+0g58h5+js0U72eHazAs50jVsk6Rh4mujHOqWp10OSFPCE95BapZC/EtGAPRucL8fc+arm+uZDgRzUhj+oEGaWPhRPgga+SffH0"
    "HwVVmsLxR5mvcDWZ6xB9q2fpjXPC92BO6nX3/jrZzrbg3grYA5GAx+F6f+P6uD6Pu1mF+58DaT0iGI0V3QmSsskzGh1OhpRan5Or"
    "5mqs00X0sFbTR6pGFFXEXMwWWOu+Po46SKwfu4x7m0eOo5jnUUvQiy4joryCDDUF7Mip8Dxidf4ch0QBvyNj6COXW/xI+5alxu87"
    "DnpzkJpl74HrRSBrOeT+y2V3n/FTWq9sNrRKnZ4XZEI2NxIf0pzaqzWiIJsf8H0wARop1d2ylAiyajxXnNiQKyX9LIXhOCEl+HcR"
    "q++L+P6JsAmm74bod9oBf18Cv6WDNAuKuaufYY/K1HXjTxSzyFcQqVKlv6hDUtnqnsrpPo5h3VZsrqa4LptLzDNOXETrloe1qaIM"
    "FFi8IrfSflbi3K6CX3IIK/n2WesRL2WNsz/esZB2L0aM3fuyiXmWBN6/Ub+HXbhezN9Zr0Pkb+zZX9D2SxqZHpLqiYk0YHVtVoxj"
    "UlmAk9ZV5mAvLpBuYtNZjpMhehpxJxFovgR84QWQut2x762lnz4rIVnFn2voAjE5n0o/Z67H9toa7Cou/rmQK1Hn65Ipz8vuohXv"
    "8QDJZ3XYTv4mrIoxA7Si/ctiVjbfZ3BeoeR0gJZ4hT0s1X76bZQ1uRh35XapJh6vqVhG8mA5RlYRmXUe4rjtmfW3QnoF1yDWOFH7"
    "6qHyTNALWuZ0OSvshmub9HcVQ9SeQibnGnoTufoA/2tzUKbIkdoxyJaj5T7Y9aMMcY97bRGUUHP8QDbkHcXYSI0bcxoZNiLsyz4R"
    "V+yLWKWn1LK69qy4nPcysuoZevgccfjwogbM9MG441vE5jFViOEH5xO16VBmcVbsK8jd5qrv5X7qUMgTW8NM3JvwZR+S3tApw2EV"
    "1uLexujXuklK6cfHOQu4jrl04xgso29fD01qO/e1vM55pIZ/XKhPcCqNWZ+DIDUTZTKrVFZv24D7OwvSXMGcoFnM4TjhST+x6D9P"
    "KdnacZTqktqx4d8txM0+V+ba1tIfDHE6XpHfcO/Gc/6UDsBzzIBn0VNPzICHFbyIp7U4YxHWfCZ0VLZ+pB9gzdxkUePI3FF6Imaw"
    "qkhHMf6yPGIV3sMTNYEP+l2wANLZ0fibGvEcCsIteg9WryPsbWc9NXgnKAmbyHJY2/RsJLm0vZXUvpv47NWwo+9h90dAS/Uhzn0L"
    "sWmmzechajRG1Hslh91QWYguV8Hf31PuFcvkXKsH6366MHxe4nI41uYArMKYJqvwXdW0LTnUly5PUQi9vk4fF9dvEkBjl8C7eYE5"
    "XusVf7HR82M6ptRjjNwZP4n+RClWMxtWp5h9k1X0Niepm0jrMMhrvPTarwvFaZIHcCdj4X3uIX9CG2TCj5/Nruyu2/QqVnkOnhhk"
    "yrIWTYMnNILI3/JXbYL9dWWYCf/rVp4Qx1jhkDMmNy3Jr5f+FTcfYwgzZCvYwxfzXB3pKynV7IVcQWs/GafWqvibmMk1j+oxPzP8"
    "QZyELM/avLyRKlyx7hJsgXTZWc9nDmcTPvsl0fPHy9a+6rjP81iOqjd09u5yLU7uxWKMONnyq16v48KrcM/GOrWBkV3SY1mtJmFy"
    "dzl5Ld20M4eb2Z2dwsZIlUC84Tqm3BSjf/j0P+ppiEwLENn8qq/D7nwL69NFFspBuPuRhtzDrveU0+QHRKrVeg2u1l+6U+/Yzp3e"
    "UNeqhV2t0SPCB8JvtFJehTztl3G8fiQtw9EyGl5sarLPUcxuunjL2bFNrDRUMvubzTixSo8W63e7ORgI+7iK9c4cSJrdz/fQvavV"
    "+KKrmVOqQhxbgdPyshgbyULEio8ET0LCh+rt1k8UzscnrkBkn8C7HoSMPC1VzBbb5OsYufTWcmeTtEquOlZCf185dzIdb+sqzkRw"
    "3PHVtBdZ9MYqcA+TcI8F7HN5KrAa4xR5QkcgZp+Au15LDbEcfy+BJ2PzZXsHcxv5nq3YghQOtIXP/Kbvregs68Iu2Ku39cbg+3Aq"
    "NOXV0FuPBt+w2/3fv2dnP2s06fOUoWfB7kA8Za2mmMe1wQM+XBwDwi2waX+RHcWY9TqQd9UmRPSF9aimHkhuoxOXUic6rsISIrlt"
    "7a4Sw7NYRjVTZ4vxN13B87aGMn0l9ESWn+un5GxT9m+EkDzXURqI8ZpfJEEwHH+zmHMU5PwL2MY5vgPpenH94HWcsbaIPVldGK/W"
    "ImKP+Ai28cnC1bA7mdCO03VH6IOmurOcKoXwr8b6iuQ5kmjoIK+jjdvKLLPD/9nTqM/mK+8l5KTQJP0AQ1wYa1aOoe/FJkKtxN+s"
    "r+mg/8j+WUhtYXnlpjyJxvtomYlviUhy02PuFUOTrCTX4QuwJMZwnV7zXUEG1Dp6/Ibk3Ux9UUIPPDUX2MlHe8+XEtmuCeDbM+Pg"
    "FM8BUd7AeRiyTzkKOenAWClKhPeheqbUE2c2GbH83r5ryrFkVbDSsUKN8Xo/+VpvgddQrePk1cBixH/YszmZ6CCT6y3aBjI+hJXC"
    "cfIpkfwfE/XwEXvCnxTLaxpTVlPpjb0ahVfegT8/EjK40CylfCJFrDCax98e97gTPBM7uxYJfixnyRfwRxTRR4vgYuzPudoesrW7"
    "VHvr2VWU/eaZeM9y7kuGRz93YD7rOjFGlVZilSY3syNCL6qe3VqGKLY+pH19R2eM2E/jXElw6tnFuLub9TN9Hs9YAKkYL9/LX9BM"
    "w9WQi5azf9dzrEQ8+n0z5WIjNNdn4jTPcLzWWm6UUlYFWonjt4zSwwx8FcHOe2dx2qWGP4lqaqpl+u+Z4dnxQmaAHZdajX7InXU9"
    "lcU4264GeqxUkSspQrTSAcTZx3nCmhET7DhZHL6qgLu5W1DDOT9riV4Rudyj7aMN3UUip7PmYbpjD8rQJs5XW4dV/0jugtdiedDB"
    "lnvRr4KNOLdHaFs5Dj7aIHjeC01PBzfrZfqgIfWDZ2XP4B2clFHyj76Ed0ySvXQkYuIJ7GpNN/O+RwNPifvjesWHYT9fxtUcG8yd"
    "ZPicivs7RfaE5ir1MZwxMFg/4Ayf37SJCedyet9BYvnABdCChj+5XCrhuxT5zpeHsQLD5UN8u9Wr5+JeXw26aS3eMyvQcIw+C8n+"
    "RLvLKTpeq2WCjsF67i9jsUK1Yijs4fA0ticzl34N0l8t/WfSz11O+Mpe0vft5JKzuAAWNH1H/Ep4adarejg82VJ9Bv5YATziIjzp"
    "SI14mW4pZueMpWazvgXvIP3V0q/B1XhHDbMRNrn9aHmO3mtzuVLSTwJJ/6T/25xqep6s9E/a2FyrdJ8xGSpijizJTkTrbp3IWZSW"
    "tTtBHicqsoynxnhQIvD/vsLdXggfa5JNhpLx0NTW2dtGroTeLCJ+ySYHmC28S/pKNjs0TbecSS/FZddS0zzDf8m37NjANeQwDSV+"
    "gqlldnIpFaaTbhTjKJoGj3054vSbM37Fmc+Cdh2hQxvxKSxiKNSScAU7YiYEi2DlbQ7tUX4O/BOMZKo5KdLJawV1mk22t0p+lecU"
    "aUK8ksti2aTDnRtmlFgH6o2IfLP01uAaySXmeol+BR/N6r7mo+/EipH1mTaBZxDhmt4qlrWeDRv5oAwUY+TMh12zWb418q3f+SS9"
    "u1MkVTco0WSD1jQNfphs9SYdC/YT+MkI3H13SZL9bwvxy/dJHr6nGFF7MT3BGjJY2ww8y5t1lxpatDofzxQw75QkJ4SxvaXQD0mf"
    "JXVoid1kf3F4lNTUlQQr/Z3xhJs9f+MmXcaenR89OtKQ8DHPXRMjdjfJSMTO1iMSYae1kk/EcchVsFfB6nmmiws49zSP2Nn/fnKG"
    "IW2e4rNE2MUSYzYnyikX6Tyh9J+5AH7vTHjmdofd4GvkQDtfiu/5mfY/H+epgyQ9E7ib8JSENOQgWqiAZgvZ63gCvNuxRMWq7imO"
    "7zzJ6RAi9r4c3lUVY+ki9njF8I13k+fK8exbdG1yvJG5KmOGi1F+qzyqM0o/PMo5frb6rYL34MMNlzs1DDbg1OyK978kL4SfhcWI"
    "k+OMG0qYUYmSU8iwBB+QP8pNsa3xcpnFfEdv7SXt5Su5Bn71CeI4hxfDck0iKsbQAAn2a0Ugf1mcYJjTiK4qxkktJT9HS9qcWkbL"
    "N8pd4iLY4yXi88gmlYYiWYqTtgP0kOVxJuCbMyH5+fSaWmbYLLls+v3NOdfWuthm6tvw3kfJAMhXNb75YjHtMQ378ALi81NxJ6sY"
    "iU1kjWYdd896y2wu+zJ8Q5KWIfSV169YjUiPIHLxlOtytUnJxxC5Y1OCqnnWjMd/C6KG2eTsegL33ST4WfvqWF0Z/IFY9hWcCMM1"
    "/QRNYtxSh+Nf8+kVLdDdg0/wdDYz8eVGooL/LQI8ZC9x3EeobuZbMbXR/3ZagMX5LWSU5235Sbawm9L1zexB3EeElV/j3K9nb8ZA"
    "uU9c/9LlUsa+6WnUSpZLbSZnShEtkWmm2WRGvBC6YAt+n4hXThRjqrBOLuPE3B+R8Qx8+yTpBm99Bk7rqXKh3qZ3Y/WH4UzuqM2D"
    "3tI2+EL7I37JCPrB05usb+kFnMBezcghpq/w5Nfw7qI4eQXQBjOJrshCPPEb7nwxvLpP5Qy5Xhbhmy0WXYinSOIsHiCv6i+Qxhr8"
    "11AOw3SGTIFct5RncK/3ye0+J2AedNJXb4xdZy4ihRns9o3QhuQT8ZWtmTIUfyulFbBz9BqnFVVzIkw9V7iaWAaXDXMzxxxyazNs"
    "bQG7hx3LY5ugXCdSt23k5+xTOeSrjBPPZ6wMhdTq1+Pa64nCXK82c+xZ2N8hsD2LdR/5SSX4W1/jtKRSRGCD+LkaH11bTv0dGYcr"
    "lDZi0WvI0ZFirK33Ga4C1kzSVdhdj0Kc2Dyb4VTDOe9W38/DftvsldWUiXzoiDXsst1X0rOE9NWBJiXwaPeX3eCFPiUjIMULYBNt"
    "GmQpY6tmuMJjsgkaeyLe/xB2KJusYVFGTvbKebjCAGhN6D2sUJ1HtxYz3zWXHGbvYg0G6Xv6MVbnd5z0DHzHh8Fb8GD1X3iizLMQ"
    "0YYZaM3Fsci5ObbNZL23pknq8VcRk1t0fA27ekuJcmsK37eeXJPO8kfo5STZy/08mXKj3gOI+Ll65YhriiGXccZ+rj+/hvrT5S8i"
    "rClH2PtumRvLDq2iD9YEa/GrWFVkLP61GfJxrFTLx8FrOjbcFc/xue4XjJb9pK2+qm2xJ/fgO47gbJ8KaNq1RFz8gLX/AqfJOoaX"
    "wl6dLO/iTo0R4kN9PnBdXJ1ofyL6HtkI34L0no9Vz8QKtBC7j3w9GxagFle5F/KQXo/2YV9RPXkkkn5aRBx6+SJJ+umydh56smPb"
    "dYdm4s8krOskacUsVAk9I+P72MwzGtJXjqqbymodS6WwRB9S35dyDfPxJOu5krmwni18h6Uh5eOU7QS035mczfuz7xS0GQLtZAnW"
    "5m25DivqatCb2OWUhJdgudN20gMnsLEYMJ1WNmSMY2FYLo6lu5S1rfWN1pnSvWJTLGzu023szn9bIn7u3VxIyDtWhZMqzmo+HPJe"
    "Dtk+VYzz3jKbIz33Zy9E4jW6d/COnNgw3d4k/2jPNu+4Zmp0Ae2WmwOyiTUvi+FulbdwL9XkPaqEVb0MZ9BmJBrCYnusmfUlV3Iy"
    "X3P8eRsrWkKbs3671jq9VKX/zAh4KVbDfUmso/6o4CXIwzBongHwALtgvY+HZuqIuK1TcJE8CdvykzwEy/qPfilt5CNYtrV6iHyA"
    "b9gf1sYYrQw/db18gKhmqvbAqbEut5/0c3WToJqJyyIZM6P6qlyE+cK4jiQexfEt13Bf3bTukBU6ewp7dy+pZJYw6RHRrqfOpOlm"
    "z6Z2Pr7jkn+Z6WQVpan417nYz3PJGBahVqtmx4excd8O/+iAoJgZqArolSy9Qx7GOUy/C+lfOerfMAHO73NzVWNe4sz25HnGuSp2"
    "UKWT+PQxxlhmzlw9sZx9WRYtTICvkNCvyfdTTt1bj71drZ/Ie1iLLHqmDyNePBWx0TfwY3aQ6fq6XA37NEp/Y927BJ+sJkq6nGgA"
    "l1e+W1zFeAVX3vG5pNeJL2hJ0FlGYjW+gL+zE7nJTWZ+pBcQgwaKcDJfP2KAzpVe5DzZj9696zYZpdaJnKeHBDNxUsbKFnbEFuAz"
    "/8AXMVTGmdCUf8KfWqo/iE0iXa/7Bz10ClbzMFZoN9PaxxnJPsf6/VxogRdxLqZ4VjQ7L8NE6UOk6ksxz+7oMtk2O7mYDCIX4dvb"
    "BFfDC/tNTw92wf0tgiVZwpjy33+5E5b+ezpQJveArTAc2ae4813g23QN/uLMzJZifQ2FkGNjLBuBHX2QuNTL/8/3zGzodG6M+dLF"
    "tTUa6la5TI+3HCSXYp0ul8dxrtdBj36BM/wFrPDRlLZCxotHiZPcYzym3fLMe8kpREmX++xmubf1VWRAayHF5PqMEi/QVjoiajSW"
    "dpOv7tivJeyAz8HpNnzcULGZncYi87n+qh/A063SUcE8zwpc6bmKk5wTyB5ITY85vVFukUd0AXyz2XokpP0QOU0O0kWyp0yXDax7"
    "JegXV7LrJxvrn0t0Ryn97lWQuMfEkO+f6zjNhxTnsautCntryLiAU/keCT7AvS+jf5Egf8YyNe6yXJ0lixvxR6eQnXwVfeKpYtb4"
    "ClnNWPoW3SN4WHaGvN4jL4vl13J1Sfg+TtRiWPKndLyYfBdgvargC10FK1TgZxIJz/AZxP45fFaEddJaaOhiPH8O9HONGjYml0y9"
    "pcSqlOOb83FaprKPdDlOlMnpEb4DNdqAoTPZuSGcgnNbtkNGODg5s+nA4L6wuWZoj/BFdhMlYDlMD2XquUE1o9g48xShn59jPkvS"
    "579C5jZsBk2TIMFq1o+cT7MXp3an72athWfjoph6diOu9lpwD1YVNkMr15KBrbqhWhrqcH2cPDA2U3v3jM3YO8Nw2E6lzyemmODt"
    "v20kbJjRmyAmYg27c2p0LWK/v8mYFdeZjfCcJqiHSzx3SRFxAdU+Gj6C/Sb7k5HCahqLicOOIrqr1sHMi73PuvhfRKQYk8Qz0NmH"
    "IuY5Q78P95fPZEjQWx/Tk4MrESFOYld0FefqZOJbC+Cxm61cImdD4h6HFz8e+vwG6QddOYBsoY2xkOcRZ1hPzEUJUcr1jKQvlr+g"
    "fZ+Q9tJddwyO1R56T9BcBsiYsJJP7zJXUXLGdMQengMN9hc0o03T/Abnepp+BH/tbLk8GIEY5VN814F4imzjwML9fYLXP4WUzsZz"
    "GMvOas9pFOHamU86XS7RlsGrsIM/6hicswukC945VO4L53PufbGuFGNAj5MHw/p2FuHENQkW8+43se8yC15DBRnns4ko2Op/OgsQ"
    "YnVUd874Hl71G4jtzscz/BSeJB/jNDVFlL0Gspqgd1KhqX41Q1+UkFl+MatZ9exAPIsMvaYN0+uDbHxbLvn/yvH/M2SF1LCmZfP3"
    "luntssJz8pTCYpfD7tYw35luBp+r1VlFM6mOR9zlQ67ynDIxTjS0+QAR/jbL/Aqe53qdjJ99LlcH3RATfYSVHASrqb6SYNXLXfxZ"
    "aEqcw5kS8zrC2c8mYnhlNzv9XWkpx8tonIn5kPEIp9tfLUIW1HrGQ+ZpZMg0dcxZP0BWv0KU11UMkbJcP5JXdDJen4CzZJ2p6+E3"
    "Woe2nahfcMfZ+j4Zsowh70o5SYzfNcospHHmr9AymYPT0xFSPBjWZA98s/EPnIaniqnTIDbX7DZmbO003g9NWu816avsIA6JAKhm"
    "hHoSY/GRZKCZzim5MVjNSlbgK1jtCTnPtVZ/Z/eisSMal9FKxuaZfk7e4UEFJ9rWwkakUGnK02IxcyaefSX29x6xWc82+2s3+Rsr"
    "YXi5tdKY71/uLXyNx5UrsQ4XcQruLWIzuqwjeYmxl9hsUD0IWvI2rG5f71Fb78dA+BQvwtdK78O+D8m4j6wyJeQXy2Le7CWZ3Ij3"
    "NBGr9BXZZ42R9XfY3XKc8FKcx5f1Ln0d+3I8tEBfPVEflf7Bpzhnv2P135Ji4o1KyVdmFfBD8RSDoCcPCz6DrcqDdsiGZI3Cf8fj"
    "2R5BjLqUSN8yRg4Rzod+Dzu6Qj8mGi70E41C2vg9xdgjxstY2MFMSn+O3iS/kOtugy4n44B5i5W0YQ4L7Tj5LPZrIm3FrLB1WCyC"
    "/tgCH3EQLdILnuupkCj4amZ1msHTO0SGIi75kP8agvv9R48Luut62UKss33H05zStYCSsAY+WNxn6ZQ5HsuyOO10tBTQZ3FSavcz"
    "jzK7lgxQ//1n0mskY3o5NbB6jFWESiEj1ZzVZ+xCXaWd7MeIdTU8xuVaJ4Z7/4FxUW0DX0CCCJUyfQse1ThNYI06SV/83aY696c+"
    "sv7zR+UP7NM6aPv1uNZS6NoCRO/jcB5mQNJXYAf3x+urdTRi58Xwqqx7sLMcwk7idowN9hRjpxgM+f0S8vA7zkkrci8Wkj2inhYj"
    "B3e1AyKoXciqXUgEqpsa1gUrso+4jKCbb3WkqOfRi9JrjbKD8zTyc7iuBTt5hr02dlPL00+mr9QEtqezmH/gEMp1xMu9LK4nb626"
    "CbVl2oR21GbTNJFisnk+qxMQB2XqmzIKft9onLY5xO62sVnUcpcYklTE5sqPh1Yp0qFYT+u4XK9v4zuX4Y43IKqrRPS6llMI5+J5"
    "TxezwavwrBbNdQmeIedXF1nLXlrTSYvw+pfw+r+GDU4/Dzn9K2tx5gqJtcxlTi5TC4gJzyP/WkiGvzPoTdpqdmCXykO453HGSK3f"
    "wiq8i71NBOvlNujpp/RD7PYg7NxPuNJq/ZF5+Xx6aelkNFOzmU+pov9tFZcYs89liFtELsX12kLr7w5v5QREWQG8nlbSWO3jv6+9"
    "G+tnJs59ktq8gr0JtcwLbE+9pAK7n6ef4q5W6dfyuHzPLk7rxU7/mRKijK8Sy8G3Dx4kCn0gdvh7RkenMF5zmfo4POGH2a39M3Xz"
    "KptvB7trfX1/wNs2rGr6V2po1RJ6LL7nJnETeF32th67VUB0RA6RWeU8Idms6tdIkedCqEf0nMS5WO9jE5dVr/W9zNY7H/Pd1KnO"
    "7xZ+FsFxeE7zX1pCa7TTHYLXYVeX6L3yIs5/y8AiseHQLLvBE/4bWqOjfAJfZh2ud2owgLlTY1617vSN7B7ojJXcwhhgR1j50WJ+"
    "iNkyy3nOxUrfzpnNLu9UR1RwZ86/K4MneYR8LHdq02CIGEfhfThzf8Cr6S3R8FYZEbbGKTs/3EnOkxZ4x6/aOuNA7e79wye9X1bF"
    "LG+E/IctoTUNDbeBKDRjvRsCWxEn30a63a6DPS3RO8ShAIuoXw+SzfSnRmuMlfcYfb849XytGt7TItdfOYshRm/e9sFFUOcghjwp"
    "sHmcP+tXiDHm6P4Zb+Bcpc89lbFv+HxJeFYH8zAfxVldgp/3gkZYTkxZf2KdKll3nQWdcJ9+g+e13peVukzMB/8HemOevqUfSC+9"
    "MmO53q3XSY9wqA6TM4Kn9Fh8uh2et5OUUXas17KGc01/Q+TyCf6dITWc2NMGV6nU52VnObIRvH+SVqmaJ3hnPEeSOSd7ntsgN5tZ"
    "bW0tHWQMfcFFeiUryoaV2FXcZBOHII34Dlqz2m38K2EDE6z6aYlxP9X5biIRLXtinmpXZgycBitnR1aU0j8NUpcHCTxU5sts3N8a"
    "rGEvsT2zaROOzSfegByLshY3FhHCCjx1KTTvvvCybTL4r9oNV2nKLKdlI5ojjgvIznmiBMzQpOM/yON0BzdB2rhTL8QzXE0eljew"
    "5rOwRtMQtx2F6GxA8DV8pD8hc5v0HpkbnEKcW76+hP9uwJkfx5Vcx5qgm2Kf8qnj5LDN9LnbavrFFj99S/z5W7In/K87ZBgixL6Q"
    "Q7PqvwQvwVe2XxkSbuOL7tDgma4m91aSexLxc2ym4FQf7DGL1ayAxH1uvETPFptMHcgdvjqTBRmwGX399Cnc7e+IiYYE3+Ic9IOF"
    "nU2M5wlinDDHw/KslBqiJHrRl7fJbkW+syHFF+CYPDqRXaGKnWRxP2m8kjJYxfO/7exgheeR8rSrIH9O51i+Zev87ZXsxLRq5C34"
    "2f3s8DAfbijrVPmQ2FKsQSF2vxj7aPZ/lJQTURnRqF/7WyXOHHEVa5+T2edVKzm0mdZvWI+VsWkoa3D35pW1FevZORjRyBbECBvo"
    "s6wmjsZ0+iTc1XeQiSfxs0E48bZCLcXNRy0nd1GBfENuwFzWryo5pztH7wjMZ1uDSLyLdMR/X4dOOcNypdj7nrA5P7O78A3ZA1G9"
    "W5VNjGnqPUZyKq5szI9xdliZZ9YxKOO5Xqz/PnnmLnGsN//9LPqkv4L6LJX5qReQYT6J6KQc93md73lN0P65SsvJrNk5qaxjndsx"
    "0GeqWfHLyPFktYIN7Pheza6VtTqAmYEUw0sJ482Y70vaxJ2zHimTmitpK9epTeo+AN6BaZAMWKGlWs2YPrehm/gAeDyG3K2GBGaq"
    "+Y5RP28tDzbA4X+KfAU/HfdMeu2/Pa9sDw9GY/bHMCXV8PMNpWG2PWT28Ues00S8+yiympgvZfjwKZw8nA/PYb52C0oZt75LBpFv"
    "INkz4SVfHd4R3hXshfMeBJfIF/q3SjAdEWiMdcAanJ0qz3VRzrmjHeQ233UqHvPu/jXfsumIVMrZ7XUbcds5RJ8tw4lrjE+ovUzg"
    "ZGeL0eYwh1DP2uAiPxXZ8sq7+IlLFq0/R35+xf/rqd+MyXQXqSau5TkZmewut+qnwU3SXg4NZ+nd0i2wDpytXJMfEdfRSVx++FGc"
    "sA2QXpdlq+G7zPubQlb4LdQQa3Qx85o2Q/zLwGZIXwYLdI/sKlcFj8PLGIYTsj/s6uPQnC5PlOpL2bYysXWCTdzjya1fJcoM7WrY"
    "6XdkLk/FTtJJNiOmW4LV2B6kUmMsfGXMIbqZLA5/eLeUcI3HIx6f462iReVr1VXNt6eb9T+zUbr+kpheypnSLut9oO/uqWVO5QKi"
    "v0MdRWthPFnfS4RnuRb+bpy2dqVa72kdT/Gl0hlWdzqkcw78qQ/gEcyHhjhNbg+acZ5OOTFlFdQpJjt/w47b2XezR56n1Zqujo8g"
    "l9loYwhP4W6TnpklwcxjnedOKWPvRoynbqN+JrvLIljOfPhnebiL8fBiRsGSz21Ew27P/OD0a50ef/0SvPMr5W5m+Naxl2wt9OUY"
    "+Nz3aHdYmUx9ShfLu8FkeJ2W37sKEmCe/sfkFq9hfcSxalfREqW7g6jvgEj6eeaX+Q66apxG6+x9TT9AnL4YurwtfN0W8qFYTcZy"
    "Zz+LnbhVWFXrPyljlmUx7nUuVrxrsB4eVhFO3UrsaRZrW0n6wgny7YXeu4pRc1cxV/YpozDLgi2BLFnWJlVvEclGlKoeIZ1JlpIz"
    "yGBo/OI2oW4uMx1ruEZxf2aDbabKnYk/f0NyVuNdy7UfrjcL0rsavtp+QQ/6FuW+Y6qWEfmB0sUzIWWRPTWf8aMhMYxnqBLxQBXR"
    "duZRLNUXGbOMFuMuyuNT7igXyF3kraympf2L1Z+UN9njXzK0tdQm9fCEU3n80Hvmrm9+AXP+SWa+aym5dg6/aeQEJ6DjtmZB2zYg"
    "pQTSbkxKy+BHnq+/wB4MgqY8lZOQa5h7rlPHWmSr/hrj1krtCu12jMyAj9ZcPpHf8Gyr5VXdS15v5A5uknKP2056BLybKlBBzNLh"
    "8o7uHlwpzWGPBojNelkQ2ozxW8SxArhYpTkjxgqPov/PKLft8ZHmeLS3xQ93sq/VOI4sK36U1Hu939rzvtseWI9Urg6EjJ+HE9YX"
    "u/ap/IX1mYCdaboNAs/FrSax+4kxDZYSAxXlz23GZ2/PRp/b0GWm+qqsb/D7MqENDQ25UX+RoThLPzKPfoksg6acJunnrJp+PJ68"
    "0YmGiR6Or75EdxY7KZuh466HPB6Mp7xBbPpn+hVdpUXYu1PZvzgd3zQWEd2x0kMfgOdYCE/ZquG/QV9GyOc6GBa4Cp7g17j76cx4"
    "ZcLDviYo0BmQHMuaN8Xanw39cSHirqm445uw39YV4LRBHbW8cTlUUUPUMVbYWsVsQ8ndkSgL44xNhxu8Tx+WATo1eELuDK7UXXHf"
    "e2F3dtJmwWTtLB2ln8X3QT+c3xdwMrupTf3aSf+A9O2srWSYPBUs1Zt0bTgB5yMhjfeXuJrw1i7Xf8Ur/N9KZIQdmHWI0uwpCiHl"
    "ER3COm9q8ks9fVc3hfZwzpV5IugjH+gL0FI/6Cs6W3ZDBBsNLoLON6alWp+9cN0ZFfz7c1LJmCpKVMFTjJkS5LI5QnKZ1xjD2ceW"
    "E6/Req9RusgzYjwMZdh9q+BdDF+rN9bqD22MYzquO8BepTILW/nmbNLOg3jP81JDViGHCbN5Jek/swb+gtUwsrEbpfqnXhwY99eP"
    "uhD+T73+385U+9VWToau3VF6SC29HTsBn5LpcQ+e2Rqu7kLEd1XMExnirRu5tWqYQ7BpSasZWdfQIuWxPmmdB2VcIZscW6F/yv/2"
    "lfXYkYPFeOFzYRVvCkbRpmcxx3Mb/ThX+9wE7exmd5TrfpKaUbs1ux8yRx2SdcnhOIrw+07Wc606NAdeoeVp5+EkrtVHgicRy/6J"
    "yP8dzxrhcMfFiK72JOokgvN9Ihk1Lf5+HOf0HWnHCq4xq9YQSfIQOz3zcMbHEuVdAZu/xhgYGOENw+614cyQauiPB7ETu8g6ar9V"
    "WIG3oQ0tG1OoB7FLuEhvlGp2FE3UDxGPLNMltDnV7BGK0k4+KLcz95hAbJp+NpH5ug9KCbHnxfA3nmRndoK8muleKSIKwbiM83Ev"
    "18tKesslnLEY9dnceuqhUo/UuK6Rz5SSC+k3ciKdLpfKImjQmYhosjT91dwsjUzmMmuxV/uSkzuGFVxLBqZr2QlThf8/ILdCWy7C"
    "aagiGuxx8r+W6/2ShSfLI+tVej26E6zYdLyrABpgmR4Hb8766Icgjl4HfXCrXMTnycVPzpWbEbEs1oMaWYMEZdn6EWxOZK06Zg27"
    "H5tNu5KMBzbBqEQS9OFyyDKe7mqNfU8ePfU4+dhL6ROYzj+J7Emhn+M5Dt8xQBxfUA2zuoV4+kp2AHSCDbVsg+VmHE6qhj7ItVid"
    "Czibo5R8vxHmFULKlJ0BixQKYTlOxMnZF2fD+HrhpYXzecZWQ3ZKqXETnk08wuk4HWQqJDGhI4l7qdabcReHy7OcHrSaqMOH5TJx"
    "k8JC8iA6r3aSGs4q3tDltgmnTvlKLlkTqyC1Vo3oLHfKfjiNiyFxvxPtpd5em4a/wU9UsNXqIqZXKqAzpulFwQ94xwZ8W29G3XGi"
    "F42zt7vMoR9ZAU+/Fic45WWHnI+e9JPqGtdv/3l/tueVFTj7ediZZfDJd4BUnyA17MdUzo+M6ENinR2zIU3HMWrLY/WmnrYr9Gj7"
    "SeSIr4EOTe/zpUewnoH1WMM8wd44Az/pCrFI4BixPPVs7O6Fkkek4cOyhXdfTe4CY5BpLxvI0rI3fIAyHQ7deHpQTe31MRl4LW4w"
    "fFQR2ReMD+QQmRJ+JdV4dQr8qWbyq+yG9T9NSokcdR6yIdocm3sh/L5ZkKBFsPr3Syd8ZzPca7sgLp9hFw/3E8yLGLO4/hVDyrwu"
    "bh+HcgqCTR64EnrFcGlHy0f6s3bXXYOD5Qvoggt0suZA8z+lxeFb4bjwPn0bEvaynqFPNR+orfUemBqrl7ahrxfn7C7HBlnA9Sqh"
    "tXKcLxGiB0rYHePmhaqf/hzDjiWJoCvHk9ZSz8c1xYhcznzWF+K4Hyp4tq2P9lJxPVcHyCTd4Hc8yWgvQf6FdbivjnK0/D/e3gLc"
    "qqprGx7rYKGCYmEXFojYIqIYKGKL2J1Y2GK3qDyKiolYYIKKUqKIgoAKIt11ghOc7thn5xrfPe45zwbfx32+//N6rx8vEM6Otdac"
    "Y45xj7rHBcG+2H+LtqzXwfCYyyAnE1rplszxvAEtPR2HyS5pTrgSPZ+M9A2M0J5IpFNL37wZmrGFAUl9T96myCT4r0hJlIjPeOUP"
    "gVTn4sk7SDVjq1+GogPhjx4sz+jL4RpcfM2Ws8P12tVPeIn4GhST1v0ZqxPPOZtKew3C/nv10R7Xw5hiFk1hIxoYP/gLOn4UbLlC"
    "Nw+GFK3WnYOf4QMPSt95Y/pv23nPs5T9gzFGqa2CZY5OEJu4+LtHqqHvUbN3Hygup9NNTicLWyErsCNYqZ1lH6zjTzh5l8PDbgrj"
    "QGptOG/2YHlabw8qWL1ewYpDmxJlkn++/IifviUt09Lr0rNFukjoaxcT7Ie9XRzbbIodUEl2HPZmHYyb32Hr9yY7jZezH7jR1844"
    "JsJ3GSOJ+r5e9RN1E5ya5timWlgdIp4j0qa1uZyUpmsqW37tIY5TsQCn32oT/2CdlPWTPiIjdJ3czg7qJFFmC9O2+1ZDKNPJ6FrG"
    "2dQm/bPFTce1TswbsIJWM/4pmXCfBwp4V+b6udFWzxDxnl5F2nt0kj4p3YUyQKrTfpTr4BFxHGlHki1G6TXEqetDduhYTDbHz4xz"
    "pySRzg3u6NF3PTscmv2kAcu5vUd92cKomWQkzuUyTqXeTXmpEdF0F3x7L9N1ZEuqYceszYdbzV6GBj6ji/aU+WyGSGfPCljDbt0O"
    "8qqPaahOot5xV2mCNv6cJ9d+3e9nsdr7dpXdxXXPqe83Sfnd31LCv7EXbawgy/RKpvNTTT7qIzn3vJwTCGuJzWvZdz4AeKyBOKAA"
    "yMKi5NYdlVlX1ZH/soqcUrbeA8T1qpczW2JWzCKNfaVWWzpSGjxXVxn9wpSPNrlIWyN/EqEe7cSpEa7q73L45ueKxXV/1Y+B7lMy"
    "EKe2XO/EtRbDWy/QN8k1OoiTuD+We4DmbwQCvBTWZQ/OereOwWpY3OWMhqVgq5qY22/AXgyHR5kks6SrPm85PzEySR8hrs+1AbYz"
    "Qlk0tPE+VvYKVueUtuKFroWGskrJNVjru6A93sGK2gzyHsSW7aiTUqxbisHDrAYWjPgzmMf1OkuafHzNne3/91d2kG85wTCuI2DF"
    "hsB6ntrmBKDpW6id4p4T2+XkzmDfV336/KuPwCSACVwn12TmgMbrSBkPzbAQ9nu1PCvGkvo8UHwZ1nErWP98rPDhrKveFveyr8zH"
    "iTeO+xf0NOj2LeDLvwsJPDY4Wr+Wc+RhuVCPxGffC8yjPgp6eRh24W34cws9ynuCdTvOw8o8MyimBwFTPuvPbB3rSar5DUOwj6Hv"
    "1knAg08y+m593ilvszR9gndL94zHycTZMmtE/WyEfmRyr8MKhkDW67RTsIErWKuzcGcLfCdm0p/nXEjPo/SLY4xGHwScdpM4uS/0"
    "E28yVTe9rtdDs3aHLNdCLzwGX/wcWLE/wo/xHffAv6xl/1aT3yvr8IgAk5Z7vWb7tiP8Vmc/IFnYtXp1jID1OAcvkrGlCGfkKezl"
    "c5DnkNG69bBTv2mNzx6tx88ugCS/SW/2UXGZMlvxYtYPhDzDhfoapzIYHpyvca+RNK2VUupmLBjHRaU/6fbrYMjEKiJhV+N7MN61"
    "IxBxlrh6kha2DdepVkMOktuo0SogiUXsp24GorLOg8nMIG4eLMdd/skJesdx7sopciyrkQbr1FayVpmra1Ocv2vytqMkiXwtM2Vc"
    "6FFWy99Mlug4VsAQ4ys6Q7Mk8yuuxmSQ56sbR8tjLIr3kUnZsUPUAzNa5PB8iTAvU02m5Ho+b5ugFNrP8VtMI1OV+PmZCc+g+Arn"
    "zVuXSY2+TIRnTH1HS4K+kjHS3gfs3YCfWAV9lLWR5dAQNpX4bVY31/v60hJKZyGxsk01K+c3jWZdxxq9H1pxLSVWPVdxCwPDURLz"
    "dsvuZz85Bp68s5RlfL6PpT+5pgvYMWps1dl4hp9hOdZrENRAg2cT2xqzc3f8zPgCj5Iq+g1mC6zCYpgYG4nl+F+2PlLpGkyBTkmF"
    "X+Hc3I3PPItvq2RVbTH5lefwxGcFnSSXdZ6ZZhcekBWXmlRd+GDWh8CEq2V2+J62zbohvKYVHd/kmbrOk3LGC6q5kyU465mZSTPP"
    "uD7PzxNr4eJK8Ld1Lhdg53vAlj6lleGFQZaerh2D/rJZ1lfcoRjsZZxaMclqikbyYxnyvpK1FAeT48pxDFdAelum5ti1unjWUKXm"
    "HCjryBWYYPw6l5HLfWRbcfxhjYx3mQeUhev1Yzd+NM2EbL+23qTTUvU72L1cnL435SMdhs99gnX5WvvrxsRtm/+KniaoD2weQ4pd"
    "n3YOxzFaazqyU5pdKeURlX2ig/wit+hIbSvrZUM4Bbb69OBMKQgfo02r/Nuk8cb0pPFGr1ds/3uQ5cwxwO8dHBfchr23auQ3zIbK"
    "3bozbF03+UqvzeqJp5gLPb5KZ+tw/QGa/1lI7SES9zm9WLobMOKzaaH3hzbutcPZmdGGZfEOksW+L6cKWqSZ+mM1V8SibJatNDb3"
    "5ax+slry8WpzXBdAwq+XG4CJ7ofWHytDdTmjUrWMbFgfV4oRuWbg9xLvK8Xw3Ulq5a6iPhNWwhiP7fqFYnxPx0t3ORS2IZv4tMHz"
    "7liM5hlaL4vxPx7sHrTTC3RSUKC34TR2h2bZL/gQHr2I0+S2Bz3SJ6iJ3DNu72elz2J/egVWjT2fDJuDWXW8ACv8o7wkL9AG1UGu"
    "qhjL2oVzwyNkKUpAp1k0f1uJc06exSmj8GMagbo2E0O0U2FDjZF3HbBjE7tkj6CX4TBQns2oZUw7rhOl2tf5V3EKrZs710scOsjT"
    "O4Ns6O6LmUPLxv6vxdkcAvv3uvYIzgXq+kX76TFwuy9TYxX8Wv6D0/KFjtUT5FZ8621BHbzQZcDBW8C/vwJn4hvcyTT2iq/Qx2U6"
    "/ryXVS2ZkHcLKnFVvE2sP+7JbHcfz1aZpDWxp9tMEuwWNf+xRC9iRr2A3vj+kKA15BjMY21xxE9JL+N7K+HtrtFPcKY/k/1hV37E"
    "s8zBGnwLOVwjxkBWTg82whxsqbbHKzXSvxVe0MyvnMHIbxzXsmi1TYZylWAhp2XFeEa2IXayU3oPbWkR7JibR1WrZ0rUx2ebyDCT"
    "KcpWTKmNc9aa7VyRmLdTrjle3zqb5nzBHqLs0c4cXSnStVLKnFYgm0uUs5KKqb+ukSXpCrfQ+/K1lB2rvz0X3sA6WOOd4DG3ly5A"
    "WFvpcZCXNvI4cHVvORgS8A1QcxW0zw/6GT5bhjW+jJr6QDJGmxbIoUbMhIgzv/KeJNN8tjXUNnaPs2FpBafc+WgWD2lDO6K8VhTo"
    "agPZZyyasZCawVg/tmRnmDLq7XriDqG0JRiTXQEdNoS9C/k6Q6wb+2ec5NfY12Xc8THWYtsa7S82ZeFOydzlU6bP45mm+lx9NWV8"
    "R3H9gW6ionLCr612P3FTN1zm/BV2HDdCfi06foQ0c8cu4AxyZ0Py095OHDpjg77INS7nM1TQHlruqRe1QD3ZlZo4STUGDXcsEIeL"
    "WNi67ch1a/Dr1sDq7Cra5Rg1pmPba9YPJE9n0i91UwALdYuggZGWhlb2NHO2PA8nM8L/rD+kC6SvEdjoUrFJ8mPw+3s+Z5HXClWe"
    "A3IYfIRV+NkQmaPFnC7xOLnzWmN6aNFDQ2WBr280JuJoK8wimdegvdQw17cGOuossWklq6FHb4Jl2syj9R1lI1qvZZ2y1XHdgD06"
    "jxm0GPtgVrLf/kJpi317EWfyMlz4yuAONUT4CyNW2dC95bqS1doWNVoHtBWj9P9HCpijKaL+iekdYr7fuFZeCb0uc55RHB6qzbk3"
    "3txtxc1y2ldW491z1byPbeQ2uacVjrWFzJFG9dogj7N4bersIqzXz62gTodjlDVDce/t1xD7VdGqJbUC8lPOb2vk1KNi1k6ZzbD8"
    "pcNYKd99FYV2Wwsc8wmeb3Op5iSyOPMrjgd8DrvMH+OUMncyI2lrvaVsyinjZCPTXb+qM8L9oOEO3uKWcHu5WBvCm/QgfUN2x2sz"
    "4Bet8RqpJ3vo6mmNWouu3Ezewo2oK8Gcq7sb68A7z99LKh0XzVw32KKl95SNdirhuR5djOphKaWOK2dkJeLnMEfUGItFXEwyyu5O"
    "izg30C7WsVLYellqsPMbyFQbISdAwluba/H0S7ibNcx4l1BvVdAH2oMZzZewx1fLHZSfRvqgtpt3wyu4PuggI/R5oN3tNhsDtPem"
    "vgOUPTkcIe/inUuhscbJI+Lm3JdAbsvIkB7Cd0yy47BlJtqe0A47BGPkZ9iv99t8DB9tONZ4IpDXt/CwXtLDiF7NnzlLUpxbZyd5"
    "S/bdWwbOPLYTxJikTCvavPkIfdvV8P/+5OSY+8lcWkSJ+0Mfkj04qzhFfTQXFiObmtx68ms8Xna9oLe5UyY3tiJVq6j7U5Ajx/Rc"
    "yb5W0/zPy2e0lCHrlv8UF6l5j5lLQ7vXi2NLi7FL+S+1avwdLaMqHaAVl+AsfIXXvtS/5HwZqd9Lpzb7yV7Y7/FyINZ8mJ4i7XUf"
    "PQufWs58humVfEYSThKriW72evN+sf09mfWl86FLamhNbBpZjh4gZwLprlLrwPwcCKAbcUaS2bZSssM3Ucc16c5Y4VehL2dAOq4A"
    "jn2LXl13+Gtv4NWrxHznCubMR0H/V2FH1nPugiHBLDlb6n1nUtLHWE9nztNVFV5BP+k86Nhv2KMwh/oh4fsrLCY1Hf9+AfjuFFYd"
    "1vrK6Thfs9MyD2g2pcNxncu1mz6qn+L5DtNQlmMtq8gz7Dyd+bBXbt6Snd2J6ng4a/jal96GWmbc8pkJPSAo9rq3Ac/9O32VXDzr"
    "ejUOwF7iGEn/ZE1jKaTnM6zrVzJacnCVh2GfZuo8SHFrHFHWk5bUo8S6V2too+z6F8hjZAO9u83P4XHSMWuGfK+nhdN1QupIeCpn"
    "ye2yF6fdfYlnvxa7ty3w8WdcqdCfa9Mmx/ipQs1Yi5PI62besv25CKfHtP3bwGJdWcXZyDk0c/RU7PL39OiK/fwBxynj0P655GI0"
    "m3m22N7tIl/JSn1fbTpwBGvyv8sumfkVw0ZnwPotIfKdBD/BTUS5VjJPbjI2qKPlQ0hAJdb2Db03MLaFcnz3YDzBebJQbRZsk14c"
    "JLDTU/UHGc+z2cgcf+gjSveLVeMn0hOSV6ZX/TmshMljXWq3oAFo/H19DPL/gPQDrroJsjWEWd1Q1U+fM+ZAp/Wr/hWL/xnMtufp"
    "7dIPunK+duIEswpvNyyqf77P2yV874fNq16i52vXYDo80rO0s7ytyfBALQ4amL8O2VdTx883EndVsduzlpGb48gBFYFUWS4sF1JY"
    "Q4+iGYh201fy9BzcmflQRbjH5cxRTKZOtE7fGurHMuiOZbADz4rNszA+1W6SOZKV+Tqt37V95qhNPpPPz/yb62R+Je67DAp9BKCP"
    "KLP+B0oZbUkzUPMC9ncdKcYmsJ+c1sod/N+f5//l3v53nyfzXTf7SpMlzHDHoKPNX7TKkUbtC/8si9UajkulEjomThtwjrjnOwD2"
    "eg9xHEcN0COT2a+2iL7LULGsQpN+KtvBk9tGLEN2PONJNhVrFXB4BJ7u53oaVne9viNzpDr4PTw9HIOTkghywxVh5l6ezK+cIYsg"
    "j1Nwr+cBtWwhuwYpoPcPZBqr/BfrBbCbB0O/fwxdPBHPubvn5ahk1j4ky0NKv2ENXDOZwRp8h16MFRxWv3EK8ExrvLqF0CwWKT8d"
    "qNSmsVkH/qGyI6zbvViHcv1QdsW/Tg5qgF1ul5/CC3UCvM4C3Isxt+Xr10A+JbDZ1seZA+1/ltwLO7hC98H7Z8LWrwLe7kX00k/2"
    "pUatpK8R9ZNjQs6QOIVostRn9l322CLiF0gvdsFuYI4h4jOrboK1i0xsOkFnYy4m3CQ7vKXoJlXev6ajHjcxwlrNioekR7lfSxH7"
    "QB9nZf80Y4GAbEzGTszMqsW/R+ogSMxyVqtWcVYwfFkpp9fXTCndFGu3+YeJP+4ON/vbzypYy2jzI3P1jiAXz13OGOe89Jwe8/i7"
    "MwqtfsKGMff+gbucrTdr76zVeK5cIJqO8AeuklrOXTzKT3C6nBnfOTgpr0P/P8rJ7cZwNx77cXlwsg6EF1fHGtB+7Amt4Qk6kdVo"
    "tT6C3lY2ds22cFtl/sy/mdCezyrlWuiG1axYLNHBQaUae8dH2l5ygf7Xwdt9WEfgHhbAE91cbmFlV8J3mu1BG3eCuImju8p/z0BS"
    "MkaflNUt62bth/M2UteHbfS6cB+bLB7MYwdsLfFHgtVGKfIl1DPeGEvXwLg5XjW+M3wmJLTZ94woOwsMT54BmR0q+Z5FJc7ecYfg"
    "Kpn9P5fRnKSf2hklsjTLd0dQ6mce2M6VYS3M7j5qSEqyfazTzbPIY9/4Gux6ZoT/qBzIGlQlt2UZMGMP8sO5+Sj5WOeeQSmzvPOJ"
    "wzaQL6WC2dFaZiorWKU9WRulgD+xroJSau4oKwV+9Kg709TwzFzwq8nnuhJnEF44KyCMzbVCR+tP5J+JMwtexhVLAT26Cr5SWHqr"
    "+sv2rP1rNMdrDLvuo0TVNvFrNf61lHGkhOcbTMJ6uBzybp5vMLOEXCyWceuOK3Unq1GcKzaPsYDdNuGwinrE6j63EBI7lpMfE7pN"
    "4GJqUdo3N1W3ULcPslkJb8/0F+7qGXkHaHI+z1GUjNV1ZIpf56t5BnKlmzjVqABe1VzWbtTrJXiSX8Q4bEuwboX4Xcy6/gfEZjUf"
    "KrfBZoyCH7Mg2AG25SR833S8y6LefeGN7i2z4TnsCOS0q3Xe4+9vaFd5PLCpgcbm+4d+CO1hlVb56aiu+koks2BluoM4pFdHaxzz"
    "edGTfG7xqU1w8VAfXximE4Aj75cuQCi3yDBg//G4Rl+5sZW4PzxLfUvvxgr1knfxr/s0V9rJPN0d3vClWFHzCZtw/qohRc+KzYXc"
    "Tf5NB1Ix9qwtdtxm5RrbaY4ug8dSwVx0SkfxLETpT1q1xYnQRNOAuH7Deh8Fq1ylv/OsDsBqleqv8iM8pYdlND5/KzDCUljfk2Sq"
    "seuwA2cWZx0+CYtkVTwvSw19Y0Ms28PLcv6Uy5SeyGzmTB0Ef2wDEMH3QAN/aaXMx679ASxQoqfBuhSy7ngJZL0Gd7WaMZXa4BOg"
    "9nrot5fY23C3GEfbXH2ImtIm+Jr2KaYeuVvW8v8V+qC4iP5C3Kv1G+fLjdCKr+jDwR3yaZitU4ITgdA2hJvJuVi/p8LRYsx3S9UY"
    "VBK6Nc9ZhD1QMfbppzThGcmOAaKyeR2N1ChOq24NlDGPNVVtyXP3OyXsGGmkJk35eTtW0RRnXGIMtfLFWAWLZwYWn2NO0967g7SR"
    "lpqCbSTq5wPYDJ+11JQPMaNbxRkWA/Cpe3WhWI/NEqzkctiRbeR++KFbYS86ceqY69w6hbPUHGdXTynxEt1NXP26sUoaC27mV66X"
    "ztpO7oLGPU16BO3lPeCIy3Qm/PVz5Ah9DeduLE7asKw39Qfc1/3BrToE9zAX67IBOt2iaZaD24B3LQPizBxxTmi2fKW7804jOon1"
    "jTYFuyM++zVW/jWgs8twoq6BBMzXz7FyB5BT434f46xn979DGZWsJoiyF6qKNTFWq7g3VmaHVk7WBpzkGKfEGPv/I8xW7ijfsbrj"
    "A6z6pZDSB+U8eV0PEWOyK4EEZo5T5ODKH5N3+0B2BxhHwcmQsamWFwiHyP6bbYH3XBgOlaowIiPCxUCstVjNZdCeISefHRNYnrgt"
    "WePXwfN1fIb2y+HumEeNUfofFo+408d54oz/XyZryZFo8b7h+PkaWqoovyXTGmRmtor5jJhVQpj9Pl5cnDUO23kz1mMx9MxQuR12"
    "ZRw0ygCs0RHSQ2bJM9oua57+Cb3xG7T3u5wV/SW+5RYiabt6MfFIzM+DWxleFu4sL8oVOgrIqFGHt7lQPw130q8CsxcXk4Pf9YY3"
    "MFpu0/7Ms9lDtmYE9zSpJPJ4lLa4k5//rJCjhJ8uvga7GqH9tJxPJbObzeyybKmmTvj+7wj21yJdFrU2NPYg7jXCKFuc9ZJWbTwP"
    "nmcuzv1LuP54eBS7BBF9X2vIKfukjsTpi9EzjOE0FenbWKMZeG2gvCrP0itL+Ex7y4S5kUTkmTjjiunZNhL3WNZ1i8D2sxB3YbUF"
    "C3UZ/aik9ymbGD19mlGWJo8uqrgG9YzLXSUNPn7valtTzNSbtV+o78J/WIBrme75i/yda/EUk+Tv3smmvsFhUqeOaameUmMaZxXO"
    "5+pW9udFnKoxwR/A8uNg38v1Wn1Q99Pv5A/JzLlYSyvxNa/RhPN6Cr3iBr0LV7LJhWuhfw+Fhf6LUflGeQvStxA/LaeFnCxmbz+G"
    "3SrAbk1jD7nTlPbLqmxb/mUdj/d73rtc+PBLWeMSTU/etPvZVlxmWTnHKsW+MOuOtCmO90g+mcdycN2+0oFVZb3JprKYXTR3idVk"
    "52hm3n3X/xBldeZ6P5d5K2iJHGiRKvIWK3SNTTSagyv3lLXMqR2HVxZj574FQpnLacXXQFetINauw/o3k1F/W/ggMTU7dKQY65dx"
    "/5aS7fJimQNtsDlO2uaSOS6WOcpWRo2RZNbFsn2WXb4av3P0TLnE102qn5qyCCengXLuPCD13afNuOck68+2xP5NgKXsI5/DhkzQ"
    "+2DrrpLjgneIkOv0NYkySuAi32X8/Ch4GjPgu7ygH4RDdYZ0kkHyjHwpP2JHvgByi/kMrpuwUUNumZE6Qo6VsWJz0L8DLjkX8j8F"
    "a3iihOQGquIzN2kuI5ZtZLAYf4Ix+7zI6Hgx7Mzv7KAv4RTyxWSgaIIM9SWj4V6Bm4tSSXm7h9JjXX0mRw3807qEH8HTdMLKT9Ye"
    "wSJYrHbyib7RCub7NzwymV+5gpyMx4nr+XgE52kFnuppYIIyrGYu7tAw/BTc2ww8kU0NeQnPc6Bs4GQO24HHpZ65rjg7iu/Gni/G"
    "rlfi98/BF5CIT9nlVE4f2emKb8malmDVX4OvIjU5KIDsxzxXdgW5pUazFy7GLFGUdVHHkOGljpajij6KzdS5h1zixvNnLA4V9NVs"
    "p6p17yDKb5qv12IV8zzHfcLzngdiHcWXylh40NOxb6usFoosnut0sP6C798Ka340fbOIz1K57Gq2vhb8iBOVq8/CO8uFn5+nN3Ia"
    "uvEv7CRH0n7U+P56x2qT8rx1CT6fPfFJ4hiTn4O1XqfPYBW3wz7vrbfJd0FXiUsf3GEt++Va+ihi0E9xdo/VAxVtwAoV4Sktf7kW"
    "HtnB8i3uvUAvwv00QLpziaIr9NhgEtD4TH5eWcPm2MV7syppA+sgFvGMb8wMnOQjJetwwjYwelePMzAB2sUiRnfIIXJjMA86dwA8"
    "homM9nwL+zdD98f+x3DV9fDzyjy/nuV81/D5Ex5TNJInWqnzzHLNxxU+hz76CDvSEyftGzzXRL3GmBjlLXleRwCRngKc3yHoCJvz"
    "hLyqT+DEbK77yzD4ZJaJGi2T4b+9iF14RCZhTfrCj/2TeLqesl2qrwKvxiHbuV7/LsLzXAl7bZq4P/w9818+FZfXrWNvbQP51pvo"
    "e0SpE+YzG9UNuqkGXtLvWOMZ+FbjCrlEhkBnWkTlWflaX4YkPM/YVRzyUY6nt35DixJla3PWvXie6WozDVbiribqF/DehkOjz2Jl"
    "lEWW5onr5l+CdVTa8OVkf7D1vEBcp9xIfQvfuQN0RxHxQpQZZJtrYOyozTitz0J3fIqnXCYf6VOwn0P0oOA6yuIAifnsueMgsDyw"
    "zU2ZAAnK41TLO8gtkgMPtS1OVQE5N9pwGuP3MoOxhs1hOVZhB44VOwFLqNNr9ABpZB19Z9nA6E7gO/0b1FXNHiGpdEWPs/WG/nem"
    "J+QweRP2aBEnw7ia/M2kFP5bWTq66vqeWrrYzKtfJh9jJ6yzNg/eWg8gMOMR/x3YK/NM9cxVBgdDy+6Kc3cxnqvQW/8/IdX1rejR"
    "I4MF8Km3BJo8DK9NVEMOiyEZX+BUj5RNK+2VsujqfIqh5+v0BlnBM27ncKLM5NquguWJeRb2Xj46kfRMo/WUzyb9g5WEDbiWoZxp"
    "nK2draVisalVupcYktuLn32W9QUW97O1yfczshdy5UN28zpZuBpPYvPBFuE9ufS7i2GLyvVQXSJnwzsZLc9j71N+mkHKd55Y3MRY"
    "Ddf6Wdy7A4uVszKlnJ3/08n7lqQ9aysNPuu6LWcLNfqZUE9AWso4wdjqHRt8317ETzdOMidisn+jWNxoPr7V+LetOnw6T1WdrpDz"
    "ZaG8zGjhUliDfEjCVNzBLN092EAOXvXxNGWtoENxUXptdkrPxMp8zc45RiKwhr/hkxfgXmZiZ3/En4uhp3/UOnkC3zld52R1kw/k"
    "C+DZedDes+Ajf6wX++h8isyFJTyTWcBo6rmRcvFEC6gNzd+7B+j+QfkZP10Mj7MQOmMNPJRZekIQ036QuIlkv8n2nNXl1JM2K8Yi"
    "0Jm9nJPYcRzHzieIW3bmLC+T/xcpzS4CWuQ1TQlWKfWv2G8aKIOV2l3cBM2TiXbttIyVUWJMRQmcBeNzqGcvs/UVzdQ39TNY2A9p"
    "n8bCWowM7tF2wXGsGDNu0HnYofvkYZmCZ50N3GDMDwXEAPXkJLX9WQ7pKqVeNnYcx4v0Ouu483Afa4kgmr0Vi0JntTAEXCl/aGu8"
    "4VE/kbWZXLhNXrtcRY7rqJ++axrJOvyPFrurGfjJ6zifKyFBI+QxaMQech/2cUBwImdVVrJHwyrTBns2g2x4DTmMmU3SIukln4Z3"
    "6Hs483N0m+Df4Lc65svzWQ/4khTz/kxO2qdzTH//ZfJ5Bl9J+pqrlm5p46o++R/zPYZYewZ5+h7W/iScnAD+/qs4g2/ASs3Qp7P+"
    "46fRT4fE/gr5LsXOfcl9KSF3g/NPo74fIAqpeESWyg/QcLtA8w0DHhmimwe99QNq9jL2PJYQ3cX1HdlPamh5l+MK8/QR9sMPBUo9"
    "Q0yPvxxsL0nOPYlwJ7uL6znYHHqijKexnWwpG2sBo74fZxlw+BKs29uQuC+0q/xivVPBVNx3Zu6zIvI6mA9SDd1YymfqEBRzgtxS"
    "6IsVOgaSuRor8Cd8iSXQGStgnfsBz5fACjWlsyM7SYWvnEt5Bj7rYB4mrr+3lJWQi4GCboYl3Zf1lhZ1X0GmaMeWu3+6/i2lrhLJ"
    "fNs5nE65FtJXAt2bg/NWyGxcg4+DT2W92gR2kcXIWl/ESGXKd/B2hmY5VyxeVMGIUjl3wBha7Cq9WLmVWRKHQGO14+zqXNjhaliX"
    "tvBFz5IGz00UpW94q7h5mjF2YbsIiIuG7iWpdI9K6CdUxmn1eklEXV9/PN1VrZrcJK7Ynv/fF/5eNb7Vqnf2hLbKZo+s+XSZPdc6"
    "6ibjGY1yevPFwEyLiF9/xRouhT/9IWR4qU6S0/CnRQCntLIG1ouxF/XxbPqYL/ge83KPfdyebSVJ1ifvx+zwDuxZO0v6Q09NYq1i"
    "lNM2apiNOolxKoeMWvJVIZm72zL+faDMkTLWClewpjXzxNLMr8Q8V1bCd1AeQ//U/jYp9bY8DU+6M87KEDk36Ac/uZ1+HJzLSYYp"
    "RijdtOuJfm7sxbjPQyEFx+HbLKI9g9jVtNQJmzDSpXS7v3Ugbc9KbsdI0sSuW+t26cKsl2OHrkq/93zi95Q+h5Nl8whNWquA97YT"
    "q6OdjJOzM06hxUjO5USZsfQSTctdA537kt6MvXkPeqdd8IcWylhY6g/I8fKjGL6tYPy9Fh781rBBNl3jTNkB3sYYzqzMhV/SqAXy"
    "NLC3Td3oypkOT0hPOV6W43wu1eE49TdDS1wqKZ87jKVZpht9H6X67tME+xuSnAZqXTFnwz4vo3ebTe+jDCjgUWYvGxl1sG5UhTac"
    "qV2o+2aTj97JtXmZ38k86pI6ZlPtmV4UpyHqfK45Qgwr4qZ8tmj53dKWwk5SSdoLFOnoeSNyIavV1IAVzLTMwH0fCc/vHDGuu0Am"
    "wR/aF6v+JK1dOWdw1rIioozPcQ78xm3Ye1ED2Yv73l3DdGt5yiuZeRlK++zmhM9jzPN3RvwK9KjgFVbar8OqmxfUW9wcNNOYp0pf"
    "3Q//ukp+gpR+oPvCYxwQPAgJ6iuL6dPdi28z1P+7FOmt2iCLqYW3wG6toXZKMDr6DbH0Ucx3RhmpSvjZYQ3Mu/YLPpL3w6+x18fh"
    "GfvqdeGZ8hP8vWdbYWzblz0SGzOt6lmWWuPrVHgNc2Drnghm4FM50NcHSlH4tR4sI8S4pxfb5Cd22/STefIc7MSTrEh3uDNFz93l"
    "ckzbDBdj1SoEamwjF2NfjLlytO4cjOepOkXUx+FaesmruRuN0GJ55MFcxb4OQ3h3ws8rpgecB5zQTyZA2v7Cye2IlX6aUm1I8Rhf"
    "657yq2eMOiGl1HyAvaVlzo9J5Fd6rHQTe6IdoMPayGzsYE+ZD9Q3GTu8Buhiud4m+0P63tbPZBrwxSCccDul29HKFxJTN3HSvElJ"
    "AT0qwXeNEKusXo9zbhPKlkODW6ykBrKyQi0TbXmRvvK62OS0F+U+PEkuLV0U8rEM8vMl7re7tPQZK7MWLZwb+2jnrAVqkeb9ZUH4"
    "RXgvpLRABgctXaJLdNMq++5EXJlZ6+r0DpzGHqzcNonPY7V/PdHOavKINzH/dy3ekYBmbWDteguTgOvlsf/3pj/fzPyovdqWeSI7"
    "+8t95OgCZm9cF/U0WH030c6w7kzNF8fpYIwY1lewjnnVOParDH83nNLdd+TvLS3TSWupQyzzWsVIYC28p86QugOkXqM+6mPP3oCf"
    "mLV/Dev1Y3iyvK7fymbhWbob8OOLWbUyMVgIbTqfdYfZ2Id7oPGm6XWw5ScwWu5qCPqLVTaZdn5ASmnLyhiTs05Z6zX5ClfuTvb2"
    "kMzGDvE34XsjPmc2ELo0gVNpfNIHwnZ2w1UtY1JP7/l6eqMW1R0oS6DXzateiqv/om+RYy6fmqgKEhRTmyZgdcDHyms4f66C5BWs"
    "02KghLivJ49TIzeS33UWqwgryV5te1Pq79A6625gPiYGT28PvHMO8HQdcPaX0ABbArcuwUlbwrmvWXKeXC5WUdeEuzP+9L8g7aNw"
    "KofiXFwjg2B5D9Nf5UD4UMcHmTmFMrMPXMC6wRJWHObRg0yyA8JybYtxbn7G2TsFz/c9MMBSrOt28pvE07wMLdGc3XxuZBt5V++E"
    "dc7H9y7XGuiLqfBZf8en/w13egx4blfmq2O0nnbHm4vrr3kX617CDEcTsFkcFqJzcD2eJ/O3WV3nOHFxZbOzG1gPVEvdkQnZlQKJ"
    "uVmmd2MtHO+98c1YT1wJO9qKWQuzQZvxPuPZy8E+PiQnyvv420ztByt/OnYvS77W6YFJxCGyN/Z+g14kNcSNhxCTVemjtI/N9M8f"
    "YAfxEM71aY2BO9OU0yKyobdlZtyi4YfjWr9AAxakK4GsD7els6a9nxG/gjahSG2WyElyOHkjDNt+IdOgry+D9rxeh9u0cGioPLxr"
    "MH5iT1/L/tLlwH7l7NNeDF14EFBUMVC0PelWkIlTOTPne9il9TgXDUQkNqd6uf4HV7+GMau1nC2xBjrNJsE0kgXeZmYY2rxINmbi"
    "Zqb7PC3K219cv6Hx4h8guYwmNUA3Z/ZC/90rxv1gu3ASK/ji7AtLcYrvxR43h8TleUR+cXJg1aUtorMLKXKhhIxq3AxUUoXvsOq5"
    "KzjRxjjv/29zBFwmcmtxFZVtGJepCjvJS/DC+sPabaGr5JHwHeklvYM95N9Uzv//1aXwb15pTYdkeh6LGSdokxp9BDbF2Jjh9GXE"
    "6Q4pLwWuMF6QP/Rx9po0EwlWkOtgEX2lbOizKfqbvAAZKNaewWBYgrMgtVfqAOC+zH2UmfPbmT+TWSPZpBxXEbK/tOSvncXN8Vp5"
    "Z2mZ4KHsNK6nD9HECdjGAG81vz0gp7Vi/uRanN+7xE17Wo5V+EWfFOtf2E7OD26SnzljwjLqizmRALiU0bMN7KUwb/ZtdkG19bXx"
    "vcjw5Z60ZJPZufa3HT0G2jQmZXf5PDs33Ymu4kQLx9qVR56+BnhixiVbz2z7DPhMRaykrMBJdZN+on4OSZL8ShGcgx2BX6o42TMb"
    "Omhf3NMY7LXxrdwuNcwMGebvC1SwFS2LWXk3o8rqh8q1ZZ7OLXKjGNtWX1aOVZK9YCm0+p/QCA7dbiVufnbC93k2cS7JNWKcLfPY"
    "gb8LZPQgeVNfkcl6BK7+oVh89Gj2z5RrL/gvm4vLh7bHfR6O81eN3dkKGnEKNXMmOahhP7Kt7xixup9F6hjZSnWYXg2Urnj2Pvo5"
    "ZHUDrrxCFwAjJIgzK5hDfVWOkmJW8EZxp+qzLB3TeDf0UdE8rtUG+pGHMv99ttgUoPck82yidlJLX9bmSlrOaGeZQg6qNToV+2vV"
    "NeWsKc5n9HcQ+5P2T0cGQm3ho2jk2sY8b5s99bGiae4Vy0vm4tu3kwX43m1kKnyIh+RTHQeJqWNdVQ7PdzOsRy9WHdlExIVYHYsO"
    "xViJ+qY+Imfgbjozz3S8DPPM9yFrkBOUilA3ZW5ryei0pbe1QBaSu7eL2Dcu0wulCxDPj8Sfli8tJY/GE3IyJCDOGNXZktkHNCyZ"
    "y3rEsyBBF8mLzJ/l2/xIyFTK812H+gmRpPpeeud59WJc23G01HO1LA/9NrTCEjxpb6LzKrXu91LsTQey9BTrchmpn0KHGoP2KZDK"
    "zBo24r2uEJa/2e/TYeIY1C/T5/DJlToMq/iSLFPjYOkoXWUvcnHv4hmC7mWOMEK030pkm70l1cTTxm+9h9R47ot5kOZZ0E+VfL1K"
    "fwyq2AVSwO4cs8vVui9QWpJW2bIlj4ixIOwFadxarIq5gPV+t0h/IKNlaj3YEd2PkwYK9QfOjV5PKV2oK/Fuk/tLgGSzgnLO4djA"
    "esPQT5i15z/KT/my6FQX3EFnfPNBsAnb4IT8pPvIcjkE8rHCapN4Xt/Fmh4BbFiJFXCTrt33dGC88GgfkbUu4sdw7VnUKHmsQjsc"
    "K/umDJLDwy7YlfXyjUblE3gf14W95UypCfaCXnzGWPeoyS+HRB/KjtY4z9mW0oGMbXYCVpBPxE7+eEZ4ekptmgusZZ6bRRpH6vuM"
    "glut/gRxk0RjwG+h9z+T1NP2ua6S8mekjyzTePrbnD6yn9uMzgtkFb2KUrL02YS1uI/uJclFtVHvxJgBX0SWK7PifVhTUUVcdzOn"
    "e2V6JUXr0cyZFTVE7sp/W6XWB9LEDH/EzyA3m2ha9wTyXaQ2yWyGjH+nWuFXtl6AJfAlEr4CL2T00DIyT1Hf7yDn4oxcBJ2fkFk2"
    "QU5vxbm7kRm5kF7DnpxtF2F8NvO9JfUuZg9+gMX5TIbrKFjtYviDZ/B9STJjtODLNfiMcVruDrQdyMs41V3lO/xtrn4YfAGtch0n"
    "KphH47pPrC6uit9xsNTJPfKafg3PfBt5XC4JN5dD5XG9TcqgvU+Qu2AFR2uK3t8ZkJ8JsMK3y6+ygPEAiy1X6GesRjlIjieSTW7S"
    "u2Srup+YL6LaWULPNR3SZkeZJytTy5pV8Z0VvtPN4sn7S7VnEHAdJ3t7K7M7uxWto8bJqupLzN48zP0pxlpbXNz6X9rLpVzzWlZj"
    "GTPefPy5szSyTyuujs9zAHTkyTI3WA1tf2hwiFhV2GN4dZXuj2/u0krMLvMrk5jRXMKfNfkMY5zxkcxTfm7Dnvx3Fs6+89/MDPo3"
    "r4Q6Q6+Xy/wuWW93DjtqEv/L10mQTWExTxp2P5jDzkerERwoTrcb1/6LRHOlavXls7Ab2fS/N4dl/BDa0LiN7oX+KrcputDSj6hN"
    "Qx5prH1AT3Owy/9R6/ar0ptkP2kTdAZWu1HuAWK5RJ7xuL+bR6YuW7MVOUvKsKuWH/oWT96evDd1+j0kxLppluq5cipkdS95Fe+w"
    "GOnzatMzx+EulsJzWItv30Ou5FTowTpev8tSr4FqyRJkV9uMPEmnsC/O7fNOaU98M8ZJf4MV2kfvp0dYDC2/LbzvI+QqeYuTzxKe"
    "wfJuPwGlkfyDmRlMNgNivZw5aovlN+mR8LmtXuBUILIieh7lZPtxtTp7BxXAUmXBgzI5/ELbWS+Gts+qw7nvFX4vM7B2u4vLzxWR"
    "b/VjavkO0BeF5NxuwuqVkq3AUPY8zndSYoaU/s9qYouSvqwu6lHDyEceo7E/4rO7AkteTca9KrKfd6LXvVY/oP0VXw9p9tr1tlm/"
    "4IH/WBuxg7hZBmHa1jjmymPEWLbOl13EcTgUMmP1Kj/XXvpJa7ONt2DurQE7ng+dezus/FygzopW/NNiz5Oc9NOBJxOtZeP+l+r3"
    "sAzvY9fL9QrJk+PkB30Id9NfnAcaTevSFibkLqI8lYeQVXkr9o80+wrHzHN5GjgHrE5LyJRSxOhyjFnnscDNC3DifsM5s/z2oTgn"
    "2wNVvOZjbj/4LMYV3D/nMRkjUq2fBjNHf8ZKGBvUepzfZk0SiZl2LeAZaWC3Xra+hzUv5iSoRr1BpsEuvimHQa7vxrvHQ1deLjYX"
    "uBSSORh2bg324hhpscl16RxiN4mlkcI/8+qWsDfCPNuVQB57wF7mMjs1Qd8I3se5nKevyfe441nAk8txUrrLYtjAvvIn3r0ZcNJ0"
    "3NmvQNaT8PsVqy7S62CtbUqQTUsph5zl0kZlnre7I7Mw5ezTPYYTURN6HGciHo6rLcPO3Syfw6bOwBWm61f48yCsaxHuZhCeeD9Y"
    "5iHA5cbA+RT08SOwR79bRFq/kTH6gjxh9bYSxZlzDPgNXI8/KdWPMvod1xfw0+PJe5+grovwvM6Angy1ZcpnI2PsSnk/FM8yRh/A"
    "3r/JCfU1MoEdiWWyUPpwbbegbmridEM3NTNkZexWZAgqYu+DIbADOPvFKi2qOR9oCnSn1eLlkdFtlb7GrLubQHQFM+Gf+AlEd5P/"
    "qYCxilpazTJ9QJaxx8cxNP5Trq0YVmOwXA+v4Uk8nc14qoNliZAvzWJBQTputtGL25sSYvOvfhKrAFjAroccSH8F5KIf7rVNUO/X"
    "bjWnzLdWf22T16eq0+ctTKvvSzLNHem4xxP+NDkGbctY2awKq/ydD0m5UZ5jJvmzVq6zmryAbv9u5JVKgKjMn99L7maVaRaea4FO"
    "wwlKMntc5U+Kfc/7+ka6biKbkw9LmStu5slbh2fojZMyHahvPnG5faaGTMB9fIVmPTtBK2mbV5CpL6ZDcfJOEauNcvGQFOxMPK1n"
    "DfuMZoVLhFz37Th1cy2ep4j213qneuGqMUbi1hOPFUH3WyXQADkWz/SD1rDSuwRSeZgcI2NgeUeFs2R42DOI6dPBKeH5Oit8Qi4K"
    "ErqePVAxnUhUF4Wt3qBTdH2axd7VeLas6XpakUyfyZy5y5z1bW2CV4xVtvX0UFy0pwe+90RalyOhnduLm8WQ9Nw+Vi97IiPExoLe"
    "Hyti6KaffA1NcANkdgMzGI5Hu4pzjyxPdYWOkM/xiS5ygl6P606BtrlW2weXAxG/JVVk63sFPr9Z5d7Y509Yi3+oZ+Bukd6QlagW"
    "Z3dsRMbReiTwzhe4ajn8TqsJHgFtbvrK6k+skyofd/ixtPNx6RYGf/u1t7iZKaoLKRH16X7AS3xc1nqWP2aXVZ3vaXuHnRVHsHPd"
    "VRG3sOCeIklyg7s6lN2oaU4jX34D5fB3NTb9jbtg1+kgcU6rTsKrcD0Co2QmcxA7ywHQpmvYOVxJfF4IVNREG12vb5Id7DYxjgrH"
    "Bzsfu2hcFWWMOVrMthur8udyymAj4z0v4/X3ZRXRxxSfC+glxutr2CzTK9VAOOWsjirn3AbrnrYe07Xi6mZaeGk3dlS2k5v0Zp1i"
    "MxDDWDgr620dpTsGK+VJqQ+VvdvNtNhJz9dVxE+VMQZlNWh9JRv/sgryiyBnfX2XfZwVEyOkyedRbFeK9WoxXv0KPnU1zqrlZy8D"
    "0q3m3FzHc5r0uc+B5CbtI1V+nmGc/TTVkLj+rH9bDAw3B9pgHOzTCt1af5IbrPY/mMK+8KnyNj3iG4jw92BUuaUXMvgHZookI5jd"
    "2M9gPI0JdoM0+2pfYwZ38yyTm7AgL6WecT8dJkk/BafSM4yniGNryUoTpnnOI76TqYbsGyEQQRLrEOpOspf+B9J0oRyOnQDih/a9"
    "BJp8u2CaZo7M/e/28gyBDLsaQ2MkGAuLWc+q7x2AtJ4iQ3qK0bDl0DJJ1gIeznpI1Y3zQtUj4o2TQP67Wiszk2fme8vXSs4cS5EZ"
    "3iZPmpcXoV+f6TPW6VOuY7mjc5lB7xoUsmrZzZvKVjcXZD7juyms/x+4hzPFaoCV1ZJdyE1exlhLFXMVz8k63vVqRissxn8/NFou"
    "njAraFQ3YbEaVnwD8x1K/+wUzm2J0ntrYOfZOn0fumoFdnu1tsV9fw8EV6gfyK5ik9wsxnc4UOQrOIN7A6ktwvlcrjdjFwrwHS+y"
    "jrKC5yoJGanET0eyauVLxi8XQRvtYjO95SjZuZX83Gw8S7XuLzPwJJN0OHyRrvhdpUN1ncZ99YWL01r96zUSI1/4RRJnp4CwgruB"
    "s9VTrdZ1/ptXokT9ljUbx8z8WqKiXDzfPHKtK+cEWK/BC557tEgniE2+qvS1jOvxjBbRKwBGty7gt+R2rNgMeOOvygNqcay7ZJBm"
    "zqh1DYwTaQ3+u0u+wfeeLDZJdAE0Tgljo1F6pOWcduawc64eA231Njy+F+DNfwfZ/J0TeZcEu/o4SCDq4wUX8CflnFL6grio4VZk"
    "T6yldSrBa2WwqnuI1RXlsm44Rh7/vYN8VkG5zpuW6FeKlXU95RzownulI/yQk3G1LvIZ7PxOMlx+J0NhM8/PCFlLT7glJ72R132V"
    "PsR1MIT+/d+mn25cofau2zU8JNhFe0GyN+iBkIChkhv+FrwulwH/VzEePoT5gXp4KIZqjc/nAM5DSfmzH2eGKEVvvZDcV67HOJ/W"
    "8GWc8VLdh3ouV++FZ1wLBFdGzV/HPtUkzk0d776tY42HpXkPsr/kX+V2t+PknK58zy448zuLIbmlOP+NnAI0lr59Dva/k9SxymeD"
    "dtDxYpHdesiYcT79xZn1H0PSugarsIN59KmKWENRRR+sutX59X/itF+HO00yzmwVAdaJl6PHB1vpwHBg+Ia+EDbalIQwFWZlHZ31"
    "apZCjnK1zu9Og6/Hsl/vyhpf61xLVGr+42ZSR1u+Gj9bRI0WASqw6WklzINeBuv5KDRRFXzoY4DHa7F3Vo0xEPb9ZjG+4dVYuxEy"
    "i+zg64BfRrLDMcEZ6uMYY1tFfWBM2/uJ+ZoXYveXyrGcjBYEefAPbuTuR9VV5Qxg34+bNwfMFOwNDTiH9ZvjdSY+9afeiT1/opX4"
    "aAO1gXntu0jCxypW47pNrbySuUsh82dijHJcQJaDLaBdl0FSbQrOB1LPDqCOMg9n5gvY/AnQ3NcDJV8ig8NzgyMlO7gr7BNm6zvh"
    "0+H3bX4OfwkuFpsV0oeMYNbV3Q8SZ9boKki3MS4GOFUrcRcFZBnfBSvyAj3wZZTBkBl2W7MxYt0ogXwpSxh/j5OPajOxikWzNet0"
    "NuTsMxkLb2UsdNL4sFRf1NO0Y9BBLtXz5UFcxeZU7iUfwmKPk/2A8kf/rRbUOkw31oLeB0SwGn6csaZ9gW8/Qa6RiZCbYlrEcnIz"
    "p3w/pvWxNdM+5rAnwU0+rCATfJN+J8b9fjxxe8pPEjEEniUVfu53yJzWXvRtEtz7Su5Bpm/7SPvrN9C2l+PVIVlv6dpwuFinxN5B"
    "E7tojR3hEUYGQ/1a/tLRwFYOCXf0FqTZe5vNsCoxj1PsZB79t0zxpjnkY/72inEexOmh1PHOUrjzGKsIUjz5IXvSrAbZ9P1t9OUK"
    "qcVdbvp+XtWyMdNhl2K+0s/24QoJfRa9lh5V6HkBU+yFVF8h/vdunR3Sf6vhtPWpsGRXML9/Fry+3cVqxvcD3nTM43nc8QLe3wsS"
    "8bHCudB/c2mHzyG6fRty8CXO3e96vVyC/VsF23eHjoFkzYfu2I79R0uA4Fdi3+biKbYIvsG530deBbLayM7c4kHv4OuZM3u7FZyH"
    "2eAncyVZXVGpM5kFtrhHlD32UXbSD4flMd6ENfQqmumDxxlZeIT9mBHdU960qmhai3p9hlxpq5i/DDepsHaruI+fepT5lZU4vyly"
    "dH2A9RogR0DjTtAPoRGX08KZj5oD79PY9WfCkhxNftyU111Rcsak0jnBg7K212uxZtcFy/V2WJkBerF2AyobJbM9QnY2os5L6AKc"
    "08w8gP3YfZT0MaKYr6T+C7jhNGi5XHZDleP8l2MVc9V4hF+SzPHegfCpv4F2ex0WcWeZrG/ATx6jPYKZvo4ywe4Zw2u7SUt37RK9"
    "0n5DL92QNVh3VavzmAAJP08y53IafCVwT7kcmqGeOWfjd7K5rI2MFllH/pVAzDZl4Gj4mt/w9DdSK77KvvjNxZgCF+kqjxHVT1t1"
    "SGbnTSTsn5gIj5dbgMtfwZ49pp2zTtQA17lVXwjGw4OvklPEYrIr9RYZRcY4AXLeBuf0TolzQmye/ggdbp0CQ7HXe+BEVHppH8S4"
    "lZMhy4QVsb58JaxwMeR1FuxJjjYCv48h/7qrU2nycawkEeNa1b+d76RuJ+LnDsaYb2tH/qbtcT+nyV5iNY+rOP2szGe4m7CSr0sN"
    "mZWPk9ZikNbHfZ+4ysX+rHadyQoh02BbcM+6S77n9GygLov6Ge7WlbqKf7NKUeMRT6aZ2k+nltqbdz0dUjUeT/4RVrtQf5RJeqqc"
    "CH3ysrYNVkvmrHwJ/Jw6Rg0/YDdkkl1ot0K79cXzPIZv2U3aBU8Dw92lx+qAcEBQLh/gWSxja+fVcgu/68DAOMQ+hDYbKM/o6fIF"
    "5L8QWMe8nxq9w8+OaukP215apCeRruZ3TPQ7yEaE7Cok1FuthDrmwTP5LXHI5tXyG3lcNqjxQk3Xu4A1z4G+unSTis8tpNDHcgw5"
    "l/jZx2ZVx7ND+UG8/onkAn8txffYTK2zgP6GknNnArTeztzFYBPMnvLzZE0P7M5pVNv6KVBxv9tlkMa1jMbn6x3SFvra+HRn8fwc"
    "Jgd4zyTq4xfNjEvZTLhPmQfKY4eO/a0Y93CwpPxpm4O7rvE+RRM0bVIzv5Kg/+QyWqXsnEqRJ7KLGEfRwayfquL01BX0shqAsENq"
    "i0rfe+qesh/r57pIX3hejdC+bwTToIsXAqM9Abw3S5zezGJszE3ivJB1Laa/JuHprVbvHolyZmoDTs9jrHnuR+65pN5OHiKb5Dhb"
    "7xbjKtmNkdQE84VFjIRhV1ltPUwiPAllPAkpTvaqp+dzMJDcWd7ONXLlIj7fGvfTvFsijYeIm9tYxqqZCPOqWdAq54kxMEXZuRJj"
    "XGwzaEslGowwfyuSmRPTRZFsNwPYxKTv/4z52px//kw/XPVa2R9nvg+udHtYYPMJYeP6/EMMLSs9c9i4HZRYp8nbpxS7hVzFSDM8"
    "uhTr2aw/qTN+mg0pfAwexwPk1bFOq/WQrpX6AHRtZl31u0dPpqvae63eV9zU3jPE2YaL2Udd7yduzwYeaQAqXEY+zV2lgZmLU3Du"
    "X6FmMz4X6wBuz+xXws/vGqn7B2X0o9y0aaspy2fmM8ZvdcyFE8TY690pyWfNQ5wsYCn2lFsNQIx3sR4atoEMc4bwl5P5sgq6+WV8"
    "/rQ0s7pyUrrr/EkaKxjeu5AedR7u26al3ir10Cqu13UvfO5xxp1dh8MkaNHMenQ6PW3D293ozf7Ce1mGVcnRlpl1J6VtpNPhS1i3"
    "EAJNuZnttUS5V+PbxujDQILvwO8rwLsuk9/gAY8EqvhKL5Ioe4fqWK1Uz8qms8kQvwW0bi2sy0Ss+K88B8fjeW7EabOq2BPkSNz/"
    "jfCj/oJELAJS+ZoVoXPIlu+QZC0z7R9zfeuA/Sv1JeDVQyEju8q3OIOfBU9ybc9lDDf0GfAu4uYC2/r3pLd3kVSQkzlKf+lgRuqa"
    "fE54G2mZ1H4B7qW1eFWellDrrqZkh7oG+/ah1WPRl8knT0I1K0lXkC30YbLERIhq69g1U8W7uAZXsPlDmfiRRslU7QFfrhbv2EOm"
    "wEP+TSdjZSd41Kw+a7gpC3Q53mF+0iRZy+qDKliKKtzZaGC6uYxPnAQpsErafNZevSDr6V1ZhCairk/yPAlZgRrzk2HsVLSTs301"
    "Z8hui6jGPMY/gh31Li9nvup4/O082Ube07kyHN95OPBDZ3gOd7TCPRMyeuHmulzqz3a+nxIR4Z2koDHirP9J0ecqBwIYCjRxqFwG"
    "CbhIntKPgj1lvH6ux+GZd2XUNKRHPc13vGbDE2yNuSITT2PmvoJyfVFyiZ+tJ2gqrI/J2mp4J18xT5zQFiYTk7JC/QVa6gFWB8b9"
    "3MsGdZ1IO0Dj3E5uwfU4n6thhXJwGoyX7UbpKIZSluJcTNQlcrI8DL3xATDAO9DNVTwhti6lVndHLrmYPoWTtU6+wa6YLcnD3eYA"
    "+dQxj56vSZ8Fe5w9hAnyZcSZpxohdeT6U3JMv8z9raMElJIZ4A9guXr23hobzPn8vOsGbZmzbShqEWxt6DFtk88FGn/1WnpoVZ5B"
    "4J85jHMg6RHW+aWI9o074whyZxSyQ97yKfeLVXd9zZqYNTpE1jFLYVe7j71HXzE3+Yu+JCuAERdqGftgL5J74JduDlnpiW+0KM7J"
    "0KcLWI2zAmithnXX88Rqty6Xt63GGb/H6WB85xZyC/bZ0MOFwF/ZrP2LEyFE2DFVj5+7uMCVnJzlOMkqdUMrOmQ0fKbFkMjv9V25"
    "AmfyVx0JS/u2OKlI0NpUwsK8zAxjMVnrM3/bVF3AWkXrYCyEDh0gn+PZu8sEGSOv6xBcySYM/KE/Yd026MNAS5b/tx5siwaugcT8"
    "Cn0LtApMY3yURdxXJynVaqxnH4sxFe4pe8onnIRjHpFx/hwBD+0w+c77+geRvSnm+0ZD3wv8K/xhq8WyTsDf8Xw/4xvLsaYRfQhn"
    "azOpYh7T9rgOZ6wCdmUfaWDPqesITlArl1EnfQStMRmSUkDGxsdlKZ48X8cApa1gj2cBpxZ1Cxo5afxG4q4pQPvGbXw1ZGWS5nCm"
    "8ofYx/5Sz/lGxgP+jkRYyRblrMF2YtPyTpXlfJI1OH9RSIJFarNb4T+oAVqs9EwMJonHM55cR9blKG3ce3qbDoKeeBU2Yzo003js"
    "wE/yGp4pRrSbi7VpZNXRwbi3VyTf+4Rx5u3j5HKyOuhMr/T3c8BctbDjbWpQx9p+XjqqoZCrjR3KqXTWPZKelbyHOM/+XVbgu7lk"
    "7zKG20EcB2im2uNmPUci5IqyOvwB5F60yXpWY2Ms0HXki2wEMplHRGudy8twFjaTH/F9E9lLtD1RyKHyaWCVWAW0A01kNGpg3UAN"
    "7uHzYI08Eq4PdwcG/FmzpZPODxeF3wczgl3kMIkwe2WRq0lED8azcpVkXp0mzvb9RBx35QZqJJuV/SfxuutciPJMF3ncfiZO66vQ"
    "V39Qfl5hrYAxHazTE+VNaJ1ketK4s5N2im0KaDV1qmWAHXuLzceyeRKvb8Kj0FJVL/Io9+xczjp0U8wjjPs3ECvcIlfKO8TsX+C8"
    "nyC/hu9Baq/RI4LHYXnLcOq7yTidI5eQUeNX/Gdck8mwp96qj+uw4DDtE7yob+luwd2akBpy6ZTgWcrxFMdyKrRNjotiHS/J+llO"
    "hd35FPpjhZ6tz+hKaUd2ZbunNvQ0O0pLDKbeVy1voA5Lkc2o2KNn28dL9CnsdAF0woXB/YxLFeg30E1t5G4/M8SxAzRT8hoZy3I5"
    "sAbaFWc/Td+dJJlfWaMD8cmbcL+j8Dy34vzlapdgrR4cZObB+DevlMPbPkGO5Qlej39fyKzYQv2S8wZqyeJajn2phEY2a9tI38w6"
    "a5+ShJ/evvEsroGVytau5L6YjZPwqw4E6iiEZG0pjhcnSS5Zk9Mi7JKhoev1fo3LTLX4a0K/VauweEXHBjtBQ8/zcdQL8R1nyTVY"
    "7SX4rpNhGyfLHThzCT7ZeiDLelaWGi/KdPhT7/nqZnvaGbqefsAMRuWqyNFh1cLF+i0kfS50p+NXjXvtWc0IuFXufSYWobicWKqZ"
    "FVnlPkpn9ajreJpNc6ynLY3qdXIfTrPV/IxK1xSoZ0BRSLnVoHWW2nSPQOhXbjdOdU2wrrcte+Pjvqq02vsQzs9K+OjuQeQHXaiq"
    "8j8Yxx3HxSfsqukfbAct/bk8Aws6EU9yqV6FJ7fp6tcGJdifLzSbM1wLmWlYy24h0zXGneCqo+diJS17tppZxRgrE6eQ6auclTHH"
    "Ygdu06fh7c/SQcQ1n8mO+EQn+UX64wlyyd6Rq9b9/KteIbsHC+Df5UAuSiwbhd1aD7xaAq35EU5xH7lLesjv+hn5d96FX2RZuizp"
    "rbPlLb0OfuW28CYsLl4tx2lDGGRZL/YxrME7RKxX8mBOs+gDKVmE1WnwfDSL9Vnes2UkquU0mYPT5OaJm+X8g9mUBuCtXM2sr02r"
    "FjFPapVqxiC7Ep7Js2L1w4/JElx5hfYAJlxMbL21rISPXAY/M0pvtQF22yqqrFvjArE8+ir2z98Db+dOsRj3EtzTrsFyzkMsIo/d"
    "YVirWvzc9No8zrFp+dXsua6tb8TYjkfgzJVx/m0l8fJgsf6UByFvrqfIdO1W9ALMGnRnzV01Y3Yl7DQogp7JwWk2jP8WVrp5k0pj"
    "p/9dvKFEGmSQbCHX6nvhQ9JWXgqOl/303rAYukB1YyygZXqS+WGZX1kHvWO9f25W2gn0vg3/XSovck5NPf1+N4clSqQeB+oYj091"
    "J3/pAfAi9pRzpJsYM+JJWNWt5HLYTqtjW4o12xlPvJoaxWKvt9ISNbKvswkooInIxqzKpYzBFDFTfydnTjW2Mjd2oe6DK38IGZqq"
    "u2A9DsPd9oUlu42ru0z3Y0TDZU9O8BNoD4Nue57+q6sysA6Mo7FHxawfc6vT4Fnp7LrH0V5HfNR6G9nYYSqsKjS9/DlZ39Zpp2CD"
    "uhmSs1pB65lrCQ4KrDI7m9xpBdD5s6CFD5PHZaQWkb2vmHPXjYf+InkF/1rFWX/DZDY88gac1Ee1vRgPe3/4HBYPXcye8nxOSNoS"
    "p/troNBOOB+ZeQ2b5Wro/AAnZ4T+oG2DR3B+H9GewQDdE58eHryGHb47vFq3wmf7BgfhdE0gR53VpVeypq2RUylC/RRrmtkPHsf4"
    "hdmDduKm7xp7++NyPtfbMW9uRyaHfNqxHCCTzN0dtZCbYla31jGjdw4rf7KhoYzVdgdpJxaXNQ/XePwfkEZWVDT6SlDnVaqPxl0u"
    "JYwUVNJSHCquZroXPZYnsdP7BTj77Jz+EmirB6zgZ3onNMp50JalnBxqOczNZBXu6kFok7PlBKCZfDEmjuG4V/KTa5JsFy/gW2ez"
    "eroZiMV48y+AD9IPexX3c8iMzcRkz6xzyJ6HgySZrrxxDLpHsmaumnzVEXL4HMv8QJJ4u4S1pS2sOBHyQNspvx4nsitkyuZoPCFP"
    "ANteCF3yDSTgAvYWbI8nOAvn5Cx4tkuwk1cASawAGtiNkZ16r0Ns/8SztUe5+ik/MSGqd5Cd03qDztRrIJ1LGU9YDvw1AHuxPa6z"
    "c5YxxLsZzdtKy3ztJur6asYZI/x3KTTIOHF9qRs06dG2dT9XErkMIIebneZSeM15rKN003JfAxLNI3eP3VEPMtrVMrN1m1QyDxFh"
    "9Nvx2+4llfy7ZWmtXsie5VLsSEjLY5HaPuSi3qiJWiz+Vj7ONFpvEPWRrpg61paTxbT7KqKTC8Squ46VDWQr+xX3ulQzX8fFwzt6"
    "VLqRb6O1CFPmGqZTiVMsirUr7reBT+mqJiYA3TyCXf9cRkI7xsOBsPsT9A3vuQ3BO7/j3HWXyYl77t5Mr0TJz9RMPXicJFmBF4Pn"
    "MIjRapdxHsbKkPHiZoIp+Uw7+yxWi2yfTwlb4yf9uKy8/Wd7mvA+jF13BVkY7Zts1cxrzLwGcZ9Fn0XEbSvwPPVNg2d8rk3XKpus"
    "Psbnj/ppcoOY908RrzYwVu/4B6OQ4bjPGqc8MngHyGaxnkFWqHp4C+2xQ8v0cr3H2/DAx4ejwGPOSzF2AFeTsZwRW5t54iKnu0vm"
    "O8g88/F0nOjVuj9+/rpO0eeAEHaSBbqvXAiUdA40xi5ic4HOk09wYs6TJ/VmalhXbwwkIHYKp/v84g+6UD6TH6SPvhd8DKvyUup7"
    "3TtIhAcGO2N/jiYHxsGMiuwtVrF2gxSyTsydjm3+xwTwlM6BL7yacyKKYYe7ySRozr3FEKrjaB/E6HAKVsKedjpW5D7G3Qp4agtx"
    "ByfLRdBfxve6C9bNmPluhkQPh/y+Bk0a0ZeANXrjW05hb0guq+sb2GlmKOZn/PsHrWZf50gpkLVYoWZgzwg+FdLfdBXbUXaKOB/j"
    "IjG+v2zct/GNHct5IoboZssDQGQvGfs1Pl/BeNdYPH9nPNO8f5REm2EStlrb2uLDPUrfI8FTb9xEI8gKeSzuZHBgedOusDklepl+"
    "p8E/fptJWHd4G3fo9sE97HT5Cd9zn94Lv+AvThJwuczQT8gIPTOknamHpCDtM1kfrqvAuRTowTB9qK6+PUmcG2MVwzof0a/3tb92"
    "Ss+QrpC6c+EZ7ITPvI0VnM8ZVHk6yDPgHOk5JeLq9txNJfxeX2X2YYAshy+xpxjrY4Hejldt0upUzn1uIkO9oRgXDb4NHt80sbv7"
    "UT+GH/Q0kExXeUOG4sr3Qm6sa6+JmsPQRR5Ww7GsXEUW1Lif6hHjfZv3OQ5X6yKulrmKz/SU1NNepGixUqyDtM9e5SeLb0eGiyQl"
    "x3Izt0iSsVGbuJbHiWvOy6zjKplVGifT9PZgmuZx5tV4/RTS+yDW6tBgbWgVSaU6DdI+Tf8K3gXKNhaKBfqyZuZY+zevGB7dXFwV"
    "wtZpW5KFd81npNaq1S+Wvng2mwm/krzqLb0MKV89tr9sRzY54wpeB2TUTw7A39pKNhHI9sA/X8MPs3mmB+CKhdjRbDxlBOduCRDR"
    "A3KFnhZcI8uD0fD89tCj5FF80y9hJ+83PsU6jGZO+zNeEusXy9yraByjZ0iRrzRPMu7jOIBOhB88WAxxFGBPboL3ZLPQ87HmH7Cm"
    "zp3VOKvtQpy0ZdStDcwA3isReqimHQuJVFbCuq2FpvwT+mw+EKBF+r7W3WQCPJ+WrHwja9ASnPsSoc3ZHxbWKl3ukCbOG6gCArhX"
    "LMq0lFl7xdqkyJqfoocSgVe0Ctf+FNZ2mj7J8/CxXoXve1DGaBXQ2Vf47GqsRA7s+lodiVPzBbT8HDFmPut1sXhlR7kBXlE21s1Y"
    "NKaR5zHl+XfnAIWkmIHcQZ6WPmIZ8A1kos/HVQ+AHbkXu3KIvIldeRD/t3rDAv0IaHgZkWuMHCyhR07Wm17DGou3cIr3I0duIexh"
    "jv4JD2kmp4wU4ZUc7Lt1+HzDWOFFkAfXea1+LmJLF+NRnq1srHyK82A4KJd6uQZ6vZGncSSz4bYvN+G7rxbH3W9arDe8gkfwsxra"
    "6XpqrOVYhTl6oiwj19mjkMIHZC5O1fHBa5DTD/V1aJCRsMSPYt2t728FzsAhzLqey07wEh/zdd77GmbVc/B9+cx/VZLhbzSZTkJc"
    "ay9YgbOI9VcCA3QXNz2hCWekF/yjy9kNYCeqB2Pb1v+XOa58ksyQsTpeD5eOMpJ9kD9h748K7m3FllRyp+EJiKt5LCCXj/U11WjS"
    "Tzco8zWgKSLhK2UyPJB3YVffkru1h06WO/Uu6Icg63mcnI76sD4LLXED8MJUfRorNxV+9xHBbpwkFIYPB28Ez8k9wByFekl4Lvyv"
    "JsjXj9SXFmc2ToRC6s/WONoz53/OhN0wPohR8E76QOf0gNwcGkzWH9mzEFHrqTs7sHlIKU6n+BlI45ewZ9ANEp0T/AfrMSt8FXZh"
    "PD5rzFhP6pfwaC/A7g3Wh9nXsxNr3d3VTqcFLWcMwqFNeE+aLbfIycFmwU/hyXJGcHJ4TVAtkXBsagi+fU+cnxJ9RsfoL/od7uMP"
    "6K5RuE6EWiWqE+mluR7+H+UERi1d7/Z6xhJcz9sFcjP0bSes1Jas/KqkFMQ4T6CplclAxuXZnjPK81mB2uB/arUK5vNPZ07rFslh"
    "58Gu8gR212a8dYJ+nSAWe65Vqyc3BsGvfJ9VI+/P8kLWKeqyKc3Udf3Fqi6n4o6vl3fENNmXmjlbYexlRYxqL1Krf5oDHTIAGngh"
    "VzrKTjbzGVvkwSJ7XeCd7iuHicUAC3D9OHOZKVaNrcZ3zGIn4Q+c8mCVBnXksXWTkas805j9ayirWrfS2+UZWReOxo4eH+SFpXo/"
    "fOFnZWTQ6Gcqt0R97TMvsrasifMUN3A+Sa2eIG6O8EeeIzNB1sdaPUaeo7RaZctgYJWjoFNWM6K5nmfK4qD9pKiVc7q5/CmWxWkr"
    "7eRB6NunyBM8C/jlweBlXRueF5RD/9gk4itkCjyz/8AGJDhv4khJ+lm7SeriONbBuNXnsFMowSskWBuV4L3mpKvTzWPql2aPukJ+"
    "xXusS/5y6P/JwON/AZt/De/F6l5KgK9D7xuEjNrZNx8d7CcHyQQ85UJq1ddpC1fomzhFX0LqV+H3rti9z/SyrOnYsYFExJmiX9an"
    "m/DVro1pXh2rmWiNQ78mPU/CVvTQNDuaTdY4RzpL0tclO0ZS29OV+oy8AntdzyzvcFx1Ae7zEukQiLTUMEU2YQpJ4R3Gr3KtGGfA"
    "KvI69MO5OQIeXif8/xoykIXq5GUP+v82L7GSJ93V8MZ8XfRKskicKS29xG/Ra36acyYLGau0fEucPGnW77rCVwWMEle1Z35WZ1nK"
    "OFsglg2/WmxueTNjLk26IyNkUSL2ZuihZlj+lLozleI0hRgZJofCmlotVQWuvQq7/Tp5QM7XG4l3t5YO9NzqN4lzONSa8DM+Ip5X"
    "vi9PSWF6t5y/EOHfjsdrmaPHBZCK62Uf2U3eh7dWAc2yDtpxsgymJUwSLbVhBNiQ9D3kXpkIiSzDGajUgbICunU0eSHbSRD8yZiD"
    "9ftWEgd2CGK0favTjCud0ozBofdxzif3fZyRUOsi2l0SvkKomBUszYw8NLF7uC3jJG/KOk5Kd9VxleTIrrP5iJCCQ2DPDwK26y1W"
    "tfMzPOYiyn8Bo5frgZmukyPweme5DHL0G376TXp1w00Q/Rb/owvj/3uHf2btYpVU20g7VmZbheFtvqoyF7h1rnxEP+05WI7OjNxv"
    "DnvdGC7WF4JHdBR05QbgxYXkpV0NrWPcGKfg/o8hGorrpUE1MxeNZGywCmtjFd5K2sJGmWT8iW84upUT7OThfPauthHrgM3VGebr"
    "wvr9R7aX63Emv8J1hsFCNMEivK2PYycXwYrV0Tq5LpQUcfvhrbxicZTucpufSJTDiSSWb4Nvoj3lWlnCjHwj/bQkd/9gmRP2y7pB"
    "RuDzlwHv7BYcAK9oFHwVyy1fTD5eWFygjAuxbrOwMmfDXjlez8ukhjb+WZ5Vy7gXAP+1952CAZ4rF2g7Bm25mIxkl3htU0HZSnm0"
    "ZDHxz6Rn0JWyVgftbPGIuTjXS8iV3+O/spdu1y/13+bq6k2+FvlXDmTsrKUTQGlnnSS1fKaOp8g+k0sZyRxLU1ikvHQPYaNKOjK9"
    "kfeg5f/bU5ds2coutNbRm4mhthP7uddz8tt1uDurQnwKGH469OxDrAQyxuffOB+7Afc/BHbKZl8tYaatgt/ayJzxnWL8L67Gvd4z"
    "CzayWiKfMfUqaMY62LII7yPBfHWkVUaWtpCJpbDgZfiUVd69gu/4FXu+N7zqLKDRTvDVDpV3yRM3A1eeB8/xAmCdetZulkKvW2Yj"
    "CrlZZFPmYHGqmfGs0u/EIqXVOIHvY2WOkCLW5qqfJWE5oiJG4jcAMa2FzuqNZyjESj8EzPs55Oc7tdkQbXxflYtUqzrtWIWVGIv7"
    "7C/HB0fAR3qVsbRlkDebAtgxeJTcRBMgt7vIC3ofpGkc2T8ayVRYpD9JHWM05hftytnR7X2H0d91VhUtZsJrd3d1q5PqKeXsJYty"
    "jkAz9WwM9jKGbztZFun7Mh16fzX2txyeZon+ALRj+YzuZAFo9nbWsmJzIRe3Qu6Ww263hW5eIVFqsGL9HTi1Fk9gvTN5eNfdgbHV"
    "Hoj37C03c2bLzfItLM8EZsdG8z7X0xPbAI/tQe1FT/wnLZPz5Uhtg1V5I+jAelJntZo8I5pFJOvJAOAqjWs8V2LIHpkYJwvfCoti"
    "FYDmo+8hxhIwXk7FdxwhLhJWyxjGLoxjJGjlD5QYGSPLOE+u1Pcn7uXZhKL6rliMJgbdkIR0RIlAm/wEsSQtc19xXkETTkZNeDi8"
    "1UW6ZTBK98GTPQIJ6R8cI25WbTE9nmHsWnCznhbC8r5t0bPwIHhgD+mV+hbQ03V6YXAmUPS5EvNslI4tsYmxw2bOb4zxSWqZ+39D"
    "4sTENTzJZ4nLz1idVTdx3HF25t4GmjQrMYE/ibLy5yfI2GJYXWNjtRlaVmG4p0TkDDHWsGt0arAlfvKd9oHnOk5f1nnBw9om63q8"
    "03ohOvupE1Z7mWTMsIa7mvR2wvynRtaRPiU/4TrHyB9YvxGyFr6KYfk8zj7+ASeiP2cvG4fIi7BMvYPlWIM3gz7i5p+Xk+1+Hq74"
    "gcRYnV0BJD2Js7Pz4XGWw3e3STLzcLYXQ4fOpg6DbgzK6euXE/Xl6OrUw8FOQT8ZiTP5mZ6o5+kyuV7/0jWw0DcFe8k7eNcqHSeT"
    "5WLI0jlAi3Na0crjYdlrvR/QEut8gRrPTRx1zK9m069lPs3QZJl+Tl/HIjrW9VcHmZgNzNhPrsPPrgDSn6KrpTd82VtkbLC9bEMP"
    "MVO/TOZXuko/RmEdc0+hui7E9WR/qfDT4ENWD5i+eonztK1Oo5lnopjrFaWlnSM1rXTFzNQbyCMbhRwvZ8/CMkjZJzaHBGvR4HPB"
    "Ec48dLHwSn0ap30lZ3f3DVbAKo5mpOpGGcgepG0lnu50Mg/GdSStgu6dAD8uF+/rB326HNI5S5cGh8lvup/kcxrjYs4Z3DVoZG3g"
    "gbKnlKURaksfZbGeQp/EPUnURzTttQM4R3IJdMM2wSK9EScjG5JRKMYx9x+c43tgXd4JPsRT1kPfTdazgPq2gT48i958jHwNIaP0"
    "9bA/UXa52n5MhIyn6EsW0++dILZqIbxJ4xdxGnyG7/BOkc1eif+Mn7sAq/kFOUjq9Djs0TLKVpzVtj8xY2/9wr9I5juo1SfIl9yM"
    "1Slk3Y/Nc1iuQ9U6XCqAq58WQ6Cbw/oswWldh983aRA8I0/hWxZAth4KTsfT7gzbOJ2cKRHGXmrJf/wpuynrOVn3//0VkTOlnuz9"
    "y9idXco89VPA0PaEUyVKhBpjRs6spUntm7I7o5TNjL79RakvYZznJzyL9eJZ/8dVQI+749QeFeRBMpr4LU63G8OPSfeXnO7Sk3z2"
    "Js/dOLHP9dfblcZhHZr9PJgmf4pMo1hFUoS6y1inI2KTmxsp3ytpbxoY60j62LRNF6/BK3t6Xz/kmUnhnXZV60J5Q5/XVeG30I77"
    "BGfi+yR4Ajb5IEjhy/DISqnRj2AliK3NMkpsJbvbb2A0r5m9K82cqRvz9QK1XK9f9SPyx9nJPg76vCPu5DvI4zLOE7xOPgFuGwmN"
    "tJ0YU83Lciswe3uJhDlYyUHyLs7bC6nZsMiL5JJwgdwFvPCnxsOTYZe+xieelIfga+fpnbiXBznjXYI89lXHfd42YF1ZBTOFzeQO"
    "+Rwo5jQxRvx8xtCPk4ViNWHTqHtieGarJrWYz23yqaxXi7/fJx/r5TjVg6Rj0Bsa+3i5BBZpL0n8rQdX/eQTxwfgoik203FrcZPs"
    "72cv0bWwxTabNxvSno97uUUmwsp9g39dDX9tEbyqJVizH6DXu0g2UM32wXi890FJbcIwqt7ja9JbdAyrDWrJJpuLOy7lnPEiPT2Y"
    "gOuPpP+T0LuIlL6BVM7AJ27gbGDXD7+WvD2/4ftm6QjdCbI9WZdzSnMEP907+AN6pnfQyNyfWZMDpZc4NiA3takO8utm/hn2Xk22"
    "CMsTvCxzWNF3MBmYy4GAjoF8lbHCcw6nUO4h5Y7zjz3oNiG9AK8XeruwNeNbZs9egYbIg6bbAidVw53kQu2kX8jNkLUhwemcgWG+"
    "/RJ4kKGPOJuNc4yGTT6nlWRdaW9xVfl1rbCZTtRdcGfnAh09Cs9+MHYgX/YAPj1VeuKKvYHLL5OVWKuD5Bd8IxA1pPIT2U+GYwdT"
    "uOtl0NBXiqHGL9ViaNPw8+eAPC6Sq3AyfwLqLdBn9Q7Gg3rQ2xxEL2qmryuxuoozZSonZjmu0VKsySHB94yQN8DOGMtrte4jjYwq"
    "V2C3P4Lc/KodIDXF5Bleq9/Lm+z8KeRc90rqj0r2za5l5LJe58tLuKsFsiy8GBp2GxkIuZ4W3AiL30ZW61A8x6NkW61hJZ/1o/2I"
    "5/0Z9/YLnv50KeW0nd9wxeuCWZCWdbpeLGN6nF4UHhJWhR30PZmQVSvtgov0MZnnI5m1vOMk/KQRfOqN8zo2zVu25CAdD0eK/Qwx"
    "4ptTsAdzPXdfknFi++knYtj8eHLVmPbZK2ikzOXg5DRC6lubVpOpJqsBmNtmFzSRf2+l3o0da8NeEmPJeUZ+kH2BlZuhgd6Fb3ge"
    "MNOesE2d5C+syI7ymOwDBD0ae90W3vV1kM6/WLfVzB7pNWJexF9qbIu9ZE7W1Xq1vq/DoadPg/08FOe+KlwP6bgIK/sOufRWQ2u2"
    "hab6HO+aqg8DvU/hVOrq8LTgA71P39ZSGQX70Ug/q4MYS18EklXFKQrfATm4+WtWWzvTz6+v1Rxo9ya8+gctfQPWqxA+iM0l/0Gs"
    "UmpTP7ilMs3xSdZDOzZTu7lZLXHfrVCkFwH1PSAnQCqXwYvoip89oe9IVIbIkTi/1qHYTr6jz3U5vM5b4AGfAv37CHRPgS7AKeot"
    "w/QkWIirZRnenznrXarnsPa2Tl+XCcQZ1k3wAny+JKeERTyjXiEjl52Y83mUnYQx4kvjTZ6JNXhIa8SYkpOe56ej7yWy+sShYrMe"
    "E74D1GW1msjRv0Ysl7DB99M2k/VpInnyhkGbuxoZN0+sva/Mjf6f4t4Duqqq6xpeJ6ACKiIqCKKCIqKiIIrYCwqCoKjYQRALFuxi"
    "RUXFrmADK2DDgg0BURSkFyUQegk1kIQkpPfklrO+uebeCTzv780Yr+Mdz69DCTn3nrPP3muvtteasxYNz/qeDXO+kvLbkjmZTF+J"
    "UegrlUxSz2BNXqyOStnEV6rZ6bSOvfJxzGwJ9HaxzsPaboLUraX/nQzpfi8wzbvNa59s35dvOvEoVjM7vFBXdxfDfBQyU17J7vsd"
    "0H7Z2PepiJV2kEVxEXyeNkEK/tYEV0bhuYPJjpGpo/UR2Kl06yoJXNXTGr7bjVJVy85b7t/C7VOX96rh8HWI1dHaOdyDWJ3JTtsa"
    "dI/rmDtzn3M8B3HfP1mgIykv5XjbpTIKfsBX2EtNxPCVXoHtvRb79CqprEU/LYeGdSicF0gma0r6EGPCMgIL6EnEIdcRaEGrVIro"
    "q9RBuR4bwxAvH6kjP5rNekMXY4icKA732GHA5vh+q2WsUy/0bMyfyFFkbi1mJHkbdudo3Hm85BBzYSO8k3T9QE7GnsnEmk+Almgq"
    "l8CDWhKeh7nert3q3ygPIV69TltgHsbCMzoH/veD2KfX1++Kdx2sL2P2GsnhuPdn2i54G1eWQ3csw04drZbF/+0/8LHcfw086si/"
    "4eBzyG5RXcyO62rfJ2mIQY3E6kDVI4A6+xB6braTITGtJNPHu5X+yp7aWYVtqvRoTSG9Ejs3dv3U7wUz8Pc5mNU1iOzHiXUa/oEo"
    "a6d2lmGBve87xgcOqfuV2WqL2KHPA+taSINmsjO6xKzuGlaGR8kxepGeUK9DUhvYnecwhzdCu9iZdR7rS46Dd5fDWA1xUTDWjz5O"
    "r+Ss2lyjQ0I4z3dMa60trGZMnw893U+sO6Sh/MAeu1S9Rt6Ffd7JviY76e4pw6SMuAS3QDuuJLbef9pZq1a0uHslPPDNejL5l38l"
    "wsNKesZz5T45EPKzk2f3y6G1u0P+KlhHH0LLRnwFTLyWjc6w3k6Qm+UeTZFNkJvTYRePF+tfWCot8CzD2jxEtkIbLGZO/jO1Cm7T"
    "wy9Dvoytc1T9d6AxUqCfPtL6YUdiv4e++rmSnTEWBW0i6sUBUsUs3GsYfyF8vzir6Df7uYp5ny/O7rKLpYBRlWGNx/+jwjdJHId7"
    "otpWw8ttLkVEj7YciTFQvyDnyk6PdRTxXZFRWL2a3rYielujxCLm5uQ0MDz33XpNnWim2UQTaQHLZX5lz6ASnmcOZvFg6Ozt9IpL"
    "2HNbxO6ijURha5oQuRxSTjSDPJ6cW9fDdtY7WJ/BaDKplPqYtpwrbFgKVmG903hrgzXYgQvUuOtHaXt5Usfh941w5zegbU6TL/Qg"
    "6KKVsoLMcGYDajq7qz06bpTZslIi58SY84uyhy3KTrEs6rCmSZvpnRpvyiCM91tIA+xoaDUwi2Ry+KH2D/rBE/1MrpMX5X1J0tOC"
    "xZCJtdovSA6LpTjsKDOlpudRfcWa9Y4Zm3c/rJmxUJ0QWP5xDazVAqJJl/goqgXRYGvySPv68U9E1PSVPM5c2xB5mp2bP/NM80gy"
    "ZAzzLOVl7KeNsR96O/3az/VxKWImur9YVdIaaM3E2v8weUaMpTHCzH8KfCfLV/6FfbxWJ4v1jTWSE/CpCszJr2S3bIaZ3wAt0l2s"
    "N3Cxniqn4e0tT/idPhTM1dvh4R2Jnf4JtEhvRH5d9Qd4hYklZD3eqpCV9y9JKnbNL2L5qrW6mfs/Uyeyz9X4lU2WM6mXM3E9C9bB"
    "8Dq6QSNYPPIH5nUVrMY/4SdGtC6EzTMCw19LYp/AfD1GrhSLJR+B1jSfdAG8k2yMqDd8+lztCD/1ARlZB86Pq3NsAM8zzr65GG2+"
    "1cJW6R8+e1fKzzlk37VkVWkgv8nXiGmm6Vv6adBSrA90MTtO5qthpBfxRPxxWmSzyZnQyTdzJSpgK82Dn87sd7J2gu48Rp5E5LcT"
    "Uj4DkcAEvOUWGa/WTfmCbMPKWbQ9j3hJq2nXh/BcVBFPJsNmZXG8vbAOyzC/iTVFpcfSfoI5oArmtaxLrdRj1+7BrVXuB7OBn+MN"
    "x+M9K/W9pEli9nAaLNm38H8M1/lVmQsveBt+uxE+q7F/rNf9gjiZ41tIWJtxtZ4Hxz5+KquUjHexntQjxoNyJKdAEpLx7rfgt2fI"
    "89CBm/DpN6Qz5rofrjTADFvFd3IwDrPyo64gk3GM5xj2lINw3xZSw2xjnuCxEvE7Vn31dg2i0P+2CyuxH/IF1vEF/HlQsEQfgORZ"
    "50QvWLFpUupRqqLE13RMeTFG2LswO7dIKeUjypPgdMQsFT5D3dJXnIRkt4j6VbFTxmSs1GppjnlxFU3b6KGX6ccS8VKbjt9ZbJWF"
    "mfoOa9ZVDIPfziovxW7uxLrHbdDLz2LPv4No64vgF31Rr9IboXE6BJPlZfi2SdDJVlO+GRo4R+3sv750lubBWRLW9hzGvWeVRRsb"
    "wf1Mv/SD1ZmtN+gw7ZaUIuWI4/buLKypZQj34iy8Y68I/nOt4d50T6nwvo1qe4l71osi/n8Xq7JC4nA8gCjVMPwM78nOgc+XTax8"
    "iqrLYPzTCGqinC9Y+Wp4VftKO/KOOca9ap87EJ+NtnG1ofQmloP3cGUcUbrcU+oRKcjuMAS64BnsbOt3nMnc2YHwaywPcqFY9rcJ"
    "sznZrAquL6dTZivg+e1DbMk4M74HSIY/5Y5g99/BFXWV9dVa6ZGlZvGsrJC9wNZP/pCUQDaL9RW5W/PCo2W6PI9YYbaejP27EJ5K"
    "Dvy/byWDOf0fNVlG4JtN8P0/YR/yqBnjezFmRMm0Vq3hv+olTXylH3EAqsjdUcFThAii4Nl40mFiqLUj2VdgedU8es+G2v2svAkv"
    "6h3tFjSWVjJIjpCT9RR9P7za94vFPI5wDZdLrq8+Uu9fHCZa2ykU9yNrKHsQu/fIYaIrdp4+jDnhcp3MdXgDvvl62vZMfzaZCQ21"
    "Eyu8md03VolaSX0bYRa+SJ+jPrBey1TMtqEWLcdnZ9F/tIqXTsEc+LPbYAtMu3+u92g0OA9a8St9Clr/RGkshsgTI3ZLBrkGzPf8"
    "k/V8pYzJrZ7iMva0rWXPaMz3jJ1Vi/zvni91XLFO++V4EzvvK4AvbLiSVklbk1Rxs7Kf7D1rcWjemN+7oZ/n/ehdJfYpYj7XIRKv"
    "xXZsIDms1rhAbiGD45XM9abCjr4Di3kXn1Xgpd+xmFmnZiVrFlbq0+yy3kqGEmPaXIW3+JoV+w7B9AzPNmDM4G/pd3KeGBfum/B/"
    "38I+7S/WZ/6j3ievYlWuw73KibXbATumAk/vLnewhjmZ2ECODaTc1whXYW3zEc3MY6dQlJiNEZ+HrKhDh/yO+PEu7Mkoc9mb9F54"
    "y6dICbsTZ2KNV2AWlsG32FeGSFt40H/Bx/4WkdsG7YtoYxfzu8/La3IBmaWS9WraL6unKvH1t63oSx8pn8tP7OJP0daSBm3wA8a9"
    "TFsGFmuWs7rYOg3nayfY3QfkC/hRVXia8RTEGDGuYK2RIZMaC5F5LVN4VpRHZDnDWRgrF2Nnr9AmwYuQnAOklyRjPhbqYDxh27+K"
    "+P+NdY4iti1i3nhfaUTE+Hyym1fXcTfjvM/S02UL/NQD5UVEbdugMdZq+F8b9b/7zn/rbv+3I/hvje3//zn470iIIQdXMnu1Sayn"
    "OJ15ienQBlHanSex8ztgV18lU/VsSPY2aMbEePh1cWUmqgm+MziGPUzGOXGclBP3rIJ92HHsRoWWy6NF7CwZ7LxbARtdrPfgDc6S"
    "JowHylilbzUAa5ntstpk1+G9gyw3dpJYF1fz53IXIsEIM4KLYIu6yAZ2dk4Ulw81v7sVtX+EbNFR+ouuInoORl3gGV/tjLirGE/x"
    "zbKM37RahRukkJjxuawStj6ibhhdV2JlVHq/43HpFZQGK6SPdNVXEbk8hXv010HakaHVAeQi+5/sb48glh4nf/sOhRLo5izWSBVq"
    "4itRX0HjOA+KmZOx9bpGWmu74A65B97CEk0O43qCXhX0DRbgT+s624y7HCtFjJ+3E4d0ET73qvYMjCF7M/ytG2EF78e1J+CBdQoi"
    "tYj2FTz5vZY1mBaTjCPa2gXyIbzKp+VaPNHyTG/KOLKZJHtO1S6B2Y4C8hIsR6xpebs7seqGm1+AT5XDy1oBW5ZG/pdsyI15vieJ"
    "Za16woNZrolxZNKIw5mlbVljcIwYO8atYr2wia8k3lmJc52Jryh20n5c0wOImxJjd26UPZ7lzMNXEaXtL9ay2XnqB/LfupLFjF8x"
    "M3WWt2kfVLH7dBXrVSvhYf6A354g9zMebS5Wd9aZ3PN2IjcDvsU2WHPLfTwGWyh8y0xKb3fvxefQt+gge/jHQ1977Ho27vBY9ep5"
    "GRyig0Vbia/kwXdJhofSAl5EmhrzXx887xOMLF4b9Tgs893EjrGM/jk6R/7U3vKcrg2Mp9O4A1ohHpypp8k3OlosO2FVgvvBB50I"
    "D20Z3vsP+Mufw4syLPj3EEeka0e5HRLyAj7bTtbp/fSHq3EXm88/OWOJr5TomZD+EvaH5ehUxnURxGDGc9Fa/kB0lQPP3fhpDI/q"
    "dVZ2L/ZMnZahvRZrsJLxSwHW5V1xqLrFxMFx7PHWI7Ev/docvMlWVkAYtkmJDkdMuRi78Wqx7MIW/YD8GiFm7kMZjz1cQM/U/OUc"
    "6r84M5Ku88yqoi2XvY2V6iU6lidZMdYP5OrNzC9aLdITUkrcqUxoT1uFY4nnWe4RvcvVRRGzdBHPCCtltX4rH+Dnv/QI+Kyp2LXv"
    "safjD2iLmVzFQdCKC+voL0mccwg5h32lBnGpjFLn+gIXM2se95Wm6k/UYnWwPbl+oVJeO83HMK5nfbMW+xjRnQr8xZ2/Qr8jQ0E1"
    "WTky6FeaBE+E7hrOut9MVsqVcM2s28H04F3kgo/SsjiucMdZZvU5PfH+92GuF2sznRzm6BSZoP2DWVovyGR9q53Nr8FappOLNA0z"
    "axUpxrvSIbhbfoVV/yy8MGyo7ZKuRvS8WOwsM5t1tmthLxZ7Tl3z3SOsAzNr9y5zTtXknTCG0m+wLrOxvifox9DHTwYbNDX4NPwJ"
    "3sMu9rysEKHeNRaKQ8XYLhLb4Dgk3jDk82tP1qp9x2YM+z7uu8/2ow4tx/hMci7Sz7B/hmI/tpaecpScjl0/Vk8JBouhxFcR/SNk"
    "vFVJdO0oa7b3J0egSfMuaLg3KSGGOv8n4ifFb/rAeg+DzL2L+GOdng6LcRnr78opTVGPohInbszjiJ6KGL2blTpdviaL6nroCasr"
    "T2HW/gxEEt/py/j/VP0dK/pm+JVmyUJ9UMsCq7vLCTsGo+RKCcPZmLkyniRHqZ+r4em8DnuzE3dpRa9jHdFRc8i/NxxrVgg5aBQ8"
    "Bn1VD7rr9eAYaQ8fZKQeqc9hfI/6GiWH+1tAC2YR8td6mb6iI9X6CD6DhayUoyFLS2W/YB00j53/LIIusGxBGk+KDSVjrN6GqKaz"
    "PCUnwLOwuDJJnpHBsqGOWsMn9SeMfB95UpsHuxFllujtWJffwjOCpXjGeOhrq55+DfrVYucN0NyHSuKO3g0aD2+UFFlCPOLfYQs2"
    "QfoGseJvBGZ3Ir2Ncn1Jv5Bd7LzvIXOZMy9n3iRkjWmUuWPrl0h0xXqqT0TEXE5U5weJEZWp7+jb6vDErbfFnmesZ3HmU7YZJwrk"
    "xpDR5+izshFae75+A712JUY7Xt+SuyEbh0tL+V77Yv2Mkz2ljrzykOBy9pr8rO/LSfIi5PEjPP06fZr61SEDOWzDl9nPWsLMS6K+"
    "w//bK4mRVhN/5zRpK3fCs4iyFnG93sZzunmwPtX0qbrzxNRWuSFzZMWQkiz4wmPU0FKHBIG+p/fpz5jNpOBonawDYCMXIgIohq5q"
    "Kjfh/xPwsAHBqZjhNP1R0sR4ZedjN2XoVMz2b/jbEMlmbFPM3mjTJ3/RH7iQLKDbdT1imRbYv/MgNdfLQ/Iu65XjPg9SrlZZ7XAF"
    "VvwfX9mhM2DZV7K6aJr0gm9czD6YVbie5atLrav3fKmpOylm913UnxbYLvldXc6/oRwcBNBbp0sD7O1r5Qu88wbYpBlqnCm92etk"
    "EcFqSOFySE8H/Mb4wz7DM5dgFjfKidCad0IOK6CVziOH4Wh4Cu+xV8Jq+i6XFMz8N2QDtJzYbmge84eroRHWQy9PZJ6plNVGlk9v"
    "JJmUlfflMnEIYq4zwGEXFuCp2bhLGWuSqj0bVYHX/AMh3Ykj14XksLU5uZsd5b953B1DUTiyNpNYgwW+p2/TqgM2enyZGOv/X2TW"
    "soR8RGmQr6ayGr5IJSzFMsRpidn51jGyjbNL3J3RWpZrEpFXw9qKwj6sBAiJ62ax6C+Y+wXs0s9kbZhhQG+RiZLj2UziOgk7okTH"
    "c29bL9NJUoM5tZvdGCIHeq7jfhiDWQyLdfIx74bwnAVP8X58s71MIiZ4jFFgJe2JefjG9Rgl6rlDp63v+wFsJofoAUm/4Jv36XDI"
    "xyhpL8di742po2PU3mc671BMdNYqj01QXkfuNt/jApwrDsPB0BxOJGbFsbC6rne3HnkHjGc1mxVvieWgrm7WRBrJ9bhZx5lx3ZRp"
    "Hk9fVvDM+UtYmkLuuojH0d7lGXUSsyMlvlJET0iZAa2g/RD5CXYph9hz2awJS2P/orFTl6txTeaylsK8lZ30tQuhE6oRQayEhG5m"
    "1LaMUfIieMi7YXFuCn5nNtexoJuWMb5x6FL4RMXwjfLpy63QczAPF4nVmlmX2ErsH5uHJ6ADDpQCxg3GwlACaToE1moZMwaFHL95"
    "zlajbT1i6/B8w1p9ib3Ou4kvU815rPbY/5nsqdoBz/0M+JYz4fu+gzk1fo4caOcN0MtHygLY0MRVVBWwwS4uzKVVL6MOKcA4i4lm"
    "X+3PP9dThs8le/UuRKVDJJOnGDvpQeWyQtdqSsYirhiN3X2F9k2yjoyP4S+3k8CqgcT1TTm2cCWipEMc/UKKqWMdPlMlGeCqfFdR"
    "xOMk2nqeBL81pN9+gUR8VFHMfVdO5B/H1aTEOGtKVDKXF7GIKV97sy/3PKLNWw1xnLP7urzDzPv14nbUwTwNqmR2y/h+p0KjzIfW"
    "eVfuwiyPhm+7DhpqiHwAv34rbGMrsQru5vKFDJDlsGl/Iz5MxR47X67RO+CDWC5/Myz5cpkAXf4k5KmtjE1aqGfLQzqKjAKj8SZ/"
    "Qk/Ogr77WWZCl3RCZLwBkcLd8AUrGe07fCHrSlzCOanA3gk9Q6ASKzHmsaSreY71Fk/joszd5bCu91R5BL7frYx81/F+zeUU2skN"
    "rD0qoH49B7bDIs1VPhtnK/I4/QnHyFHGHWOIJsX09B0LTehlq6lHW0VsIcZLcBM+9TH825/0e8x5MnsbmgRLILWnErtkHjxHw1hZ"
    "jQjhb+qyAfAnD5W1mPMMSJJVTs2Hb/8pdt+hsoL1p7v0I0QCBToQs9pV/tTzYZHvhLd8vGxF9LILd50OKR2D+29gV3acOZZ8ZiPs"
    "59/E6k+W6TV6oUzBOO6Xc/UQWN/rg2Ltgv07BXe8K7gVPuWFePboYFDQH5FJEd4l5DlvX7H69PUeQ3El/v1JjYnPYpeFWP39pZ9c"
    "CAloJko+9S21yHrWUb2RWm4QdubfeMe7ZRx0x/UyHrHFTva3VXr+Gq1FBa+ph42SObKMkun4ptIpCfncm/1owWJc+xbiuIfN7hVp"
    "A9aLLWK3zwBopF6IY08Xx88R9d5tjHWarTFqqw63/uUisuE2hc57RwzBYTexLmfA3/kN1413a59gOLTuVOzvd8RQsKpr86ZVWoOA"
    "qXVk83I8t2m5uruvJLbAbuyIxFzNn+rreH4K1r2dVMkf0lV+1UfkGdjScna2RbArzOOZzLqmkyXdn8w7LvYYtEaFRjzLuo3yE+ix"
    "VLz5BKKRjpQmmJ9Z+pN/dnMxmxv9j7HcyUrFOE+cYuzBsX9svlrLKrzFQayiXw6PYhPrUS+XHEbATxAfPJfovdaJYLX6xrqWB8nP"
    "Yj52K558KhFNS+GTtCR2pHXLxzyPz9uQnU1kzDCMsE/lUVZVLCM2bgkzzGkY0yrG1/nEsVsJfdwx2IHILcKq45Dsuq6j9CSiyJez"
    "Cjyntvq6pkPD6dZidnuVeVRJ+013X2WZKJoaBFuThoi8CyLXI+DLGubxUm0cxMMo/K5J2pKeRwW8MNP9Fl03F2NgeUsm68uwZAvx"
    "6WXQUTPxc5rcIlad3VQc82Cxx/nLp6Up59/X470Ni9iQhfJgtV0F5D+j/YXs91jItcvn+75I5ImQ+Mohs+eHi/McyhDD2OdeloHM"
    "qxVyL9m+uFgs57CUrId7KqZddeQ2/qarnE384aFyMLECv4G8G7/xGHzjDGi1wyWFWG2V9GOt4/shyqx1/yTjLVLZm98BGm6jZsiU"
    "cBD5wX8MFuiLwWdygx6blBl+oKnhGFakVdFmRditXk3db+MdJedKKZ8widzjds56pFSTKyj0vLbWCXOLRwUuJj+lobGlYi5Ohuwa"
    "p+8++NtJ2HeX+/osV8M/DXcw1I3bRb2nrJjjAr8r7PQnD+vxiCRjZUy/LYZmf12Nj+c62II58HZ34s0iiDHXsHPGfJhLg1FYpYOZ"
    "f7GaxAp6FGexJupCMgOKOPSGaiI+mU64gawtc3C39zBGw149nyuxhVL9qr4VrCNGuHFztMWb/E0+hGVexk8Xh7jh6nwzqaPN3o+i"
    "d2YV9xmQPOMm/1kNacnOM3KJFlSgc/UZjOhV+IgDZCpkvAj7Yi7u3AWjn4rxfYk4eDK+m8HcXRo83n3Fzt/7w/K8QQzsQp5zH4d7"
    "Xi7ZZEO0Xugz5Wl4LqeK4eF/pA9ASx4Haaof3KC3YueYL3qlGKv3JqzBH+y8fBzymQqtdoNY/3kufmv9AskYRVwbBuKzfdW1lU+H"
    "eU12hdwDTfW93oSnvIh9UC3vywiMY7HnmD9LarxF1zFjWjoxHop10DSXcr8fSjivMZ/BqyK/5KEe28qhIlmtc2JE5LODiI6Hlm8b"
    "TIPEJ8uMcKcuDV/QezGDaygtMV0v5fQdK5h7NU92OaxQlUeOjNAr3OzrjRJVz+heHBON9uq1UZ0DP66MuXjD0vySKNbtoM3Mox+j"
    "r2GWhuC+xttlNv58xM4pkrjiJo/xeQXs7hbK+/uYtznQIIfLUp5Jun6HHhL3mNznicUnK1gpFtU1zImVUD52sCsjMYtZIq4yiyka"
    "Mc+3D3lEiolVHGO9S+JILzF7lTEjfQ0Z3M6c4xx9LLgjuINna1lkALFaqhv5vI2Q7Psl358TnC+OqbiQ/y+vPT2IsgqsivG4ZRMs"
    "augh2dw9jvPZZVIOR4xcBk/LITFvwTfrSdx3T8fxnBU8vXaI5veJ1Zzu8NK/hecMYS0Gu3qctTik93dEV5V8xmbin+eRpWUjvEzn"
    "95Sw+80qrI7H546VHZCFEdhjvyO2vRje8oM6Ti+V0XqtPCjfyyzMeUtogyL4Kl9pknwdPK0jEZ/9iLm/Dc/6FJZjIvb1eHkMnmax"
    "PgbPSfZiKIj7uPogLw8WkzXmyfu1sKll6qoL03Rd2DG4ERH8aB2h74ebdXWwBFHjVdghJbA13SXVe3b274Nkz3AIjqmsoncc43Gd"
    "QIzxHfj7JFY7u3ynWfzBwW/6hccRqeSZWTX5wGLQWKeQadMivu3QH9fw7LeStUU59HA+wwyt0WNZ45uqBwRjtYz64cc6ECUMpetq"
    "1gX46j+J+sxVsg6G9ztKPrT6OZmoL+h0GSQtoLey2c0V4wlIIfM3Vfq7WMXubrH9Yzm0nxjV2867TUo94+8/syeaJXoF+uxVxA/1"
    "gw+lL+6zEHNwVfA5/JonofnG4+1m69/STK6Fjjbc7/ulJzRCETxSk8f3obeTsZ4Wp29kV1q15wC3E7CD2QkfMeZwuR8S8QvWqSue"
    "8im+NUg+Jj6MeeWpWuhxlQ0Vxryb6yUxn3iWx7TYjxwgrcVOoFqIYcZ/rp3lJvkaevre4HIxFJQjpJsMgS2p9jzyFTzBdGt+NRHs"
    "p4czdaas1p3hPfVaJDXWF8KG8K5Tg8nxGXj3uZCqRToavtqT8IN+Jgqh4E/Di2mGXT5M78KuXcZO2P7wfOK+ijPf+xu5uF5G1Kwk"
    "4tnfjXE3kkbs1dnFPbaFeaJtZGzNJSrmT/qVvIG7Tidy+MvyFyxrpozUjHChtpH0sGXS4vAuYilEfW9hxEfFf+K/hdRyjWmV/rI+"
    "GEbJ6Zy1ROea6yAD1otsWZcG8oqOEKtoWAGPoS089TPIrWWM3hvhOZ+BuXpY0qBP20gjWIWNvHtLeTgJ0iGLwxE6Q0v3OnuPw2K7"
    "yshqeEhbaxGdlDbC/pbBE8DF1JIOm7qI//9YHLrJJuar4r6z3f55SCJE6Ul0pRoSaXk1G8ExEvMrb2/bDKMuYF20RQt3QvtX4b0K"
    "mFGujzc7XSqYETtSzPqMI27e1Vj5pzQKCc4Oz4ZPEmCGsqVFECE+XTkkMGQn9XHSlwgxjdlLa8991lcpOQ/cqkMqYD0+x466XCqJ"
    "1zKa2bNl2A95e/XGOS1wrLgopJrncWU82c4jSsEicVxDm2GZ09iHbXbj/OAZ6O8M7YtRraUlj1GbNZLrWA1USpvTjj6kyxxV0nc+"
    "mTFZDCvqrLZ9Z7g4tjqTqs14Q8t/pdIX/RsyeqtM5WnpFp3HjjQbsatjr6BEFbGjNHEUalHcb+JQlIrZ2+sqDswipcAPHIUnVmjr"
    "IBMWyU7JM/GJt4PmiFnNE5+o+wUfBmnhUsR6zeEDHoa99bJ+LU2DhbJQO+ivsHC3wHK9K1Zl0p0of4Z6au+6nHU/ZdTwAeS6m0R8"
    "5qGm/818pRvE+kZcNOh42B07pEXcjeVm8qGo5zS1f4ZCI7yAVZgULg5T9JHgteAFaIw3YKmGsdqzmTi0yd1eN7wCPdxVcllxYJ5K"
    "Y+zKnzkDEeZg1xuKuhQRo+wGGY53WQpL8jD073uyhXZkO5kFrsQ+biaWw35A5shs+And9JCgWO/knoqEb8MGbyKXQj609CAx7qZv"
    "ILvLMS8byHpUyi6Ga1k1u0RKWJf2O6LyO4icuxv2fLZV5Qb5kLNkxOqGG9UH44jpZ9DmCzDWrfTrk+AdVzNvG/WS2ldc7qwzrvTH"
    "957Gu6yEXPyKWPBy/M7qVj6RR/Upba+j9YdwE7TVFYFVDrTTT5JisADu/KCY/olSlmJEJa/QmvNb6yFtQJwZy0tfFBTIgcFnuj2c"
    "JVfo4eGL0AYj9KOwWVIVdl2W762uhCdtVdfZ7IxO5Qw4NtUB9JcrMLdrWaU9VB6BTz5HZ8hAzPTLiCR+hF3+hT2VZeyePU+sHmk5"
    "3uwlzMHTYr2l1fTcvmSHXjmxt7+TTmSGqeQOL6CFzOUuCBFRzoFWzNAnZT5t2UbEjSv0bmiEjkTqL6eXWMhcVSlPMbbqvfKobPNR"
    "c4lewlrwdcws9JBDYG2Or0VPq8ZMx+hnIIoI/wjP0k/EYrtfYNkPCoZAOhskXRIs07cxisnsszF+oK3strkZ8lSoj+JZc7CfxkBm"
    "/9J7sPo3yhIiblnleTlXpgzzYHhSLSSsjbr2dPOLHC4ulrVaiUukwnOkVNHi7ydx/52G3jeJ6d7fXwQ5WA0JnsT6Img87oqRehnk"
    "szOzQdZXcLmU0Mfbl+eWMfgdoa+9cTbyMHG4csbbfIwUqrFy3ybbIc+ZaigYZ0ti3KIqetSh59qIccdbtc9j2AfDZALmczbk2k5/"
    "H0d8uZj52MSRhHGezsceKKRk5+rV7MKx0Y2UdGZh8ol/swv3W6vfYtatHrSfOAvfkOwORbSQDsVvPqyk1Qk0EodIne/PdJPDfvAV"
    "Aukiq4IJsOYv61HYF3fp/knuZDRgVswksS9XzTImFzE3pN6XiHp0pWLKYGU4Rw7QZ3WbDFWB1Tk2OBeS2rhe4tMxlS/CfnKZnq1p"
    "8MuqcLPmSRo+Hz5RTz3Wn9babfekNvK29tOf8dZluPdu+KFlkCpDsr65nqG092G35rPMT1nmZwNmfR7mcxMkPls2qZ3d5MGPOBY2"
    "w3DJP9Q2wTr4be9Ai90GXXyofgeZuU2eC4J/HHVOndi1JTyF3c7+9/2Id3FMYGsxSQ+Um/yJp8WRDjl4ATTO8fA1GsPjSKfWCXCf"
    "OKvbmrDOzfgCD6HlzKO3HqFsjJXE/Exx5rAN20d4IpRXixXhuIY2qYt0L5KTeLoTksMyn3j/cXadO66qIxGzpXP3HSyXSDm9ance"
    "uduvSTn7y6KMFxxia01fUimzjBl+d1mV0s0cbT5zuDFdSYQkq64tY9YyG7psGCz6+cGR8GDf0JFBbjiV+69PoOxAOVq0FiGjpsep"
    "mZ4iX8mhwTQ5WZeH90lv6JwLgiu0D77XDLtuJ+11jPgwrs+uuI4rTivFmSFpWsuGZc8ydsn18H8eRPTaAevfXf8S6x3JY42n+6R5"
    "8cdLD3/GYzhwxuX+sbc6+0tXnjaVEVcn6jt4HJPZjb5yr5yxu+NTcuzhSbWcw/b08US7/xb6bSj0rVWWxPUZyNuX0Lq3wOtcDw/g"
    "pGAR/MaBmMmOkOAqH8uWsQ+9glqpnPYmGXF5iueJM8kZR/7NaB31SIt0HvPuVdQdqxHfWaY2Ff+e+Y88d1vgZYTsKjvGe7exWomx"
    "nryPZSXuadG7VVFtxhz/CX/iQWkojue8mCd7lazy28CK4AjHVeLr+SPEDjmZ9QMteZJS6JFmqiilxzHffZlEa6ufHTtXSM1nJ+73"
    "Q6duprYuYd9vnr4KnbwLYzuc1YtVjJ0X4TM5iBPM0l/ALMMtErI2JJ/eq/kBRcYY4VetOS1YhHNwCMbwocRqORcKfRQfQvus02eT"
    "FktL1jvfo6fJ69jvE3SCzNLRYV25p//ZcW49myY/J1ErOxSYbJ4jx+gXGo9Couzkl5Iif8CfKmTn7Rz8lwpN2RfW6d90hGRjDJv0"
    "eZ6ZG4L0TESxVqPaUNpJme/7LCPecxVrKa0/0FAi1NcSR2ix7MSuhKfYC/CJLvCUIvC5iuHTnIM9+A2vJsKlXoInputt8L0Oxjxu"
    "pfd0kNxuvd1S4jswbNRRSuLhErAf4CAp5KocKCWezaMh7tJ9r5kOa3NPB1I/JB51lkxnDGb6185kp+B+TXG3S6SVrJVeukLaa09E"
    "vwPqPSo9tLEuC1fV4QXkYk0iHp0ogsjFKhNc3s7OuDdBYopwt82MPIrZO2e8ywfjfTvjnU7D7N+P+TO04I8RwdT8U+//I0NR5gG0"
    "FvF6zxmjMYWpr7uOqeOGc6hmDxJ7oZ48I8N0sbwQ5IW79UrMwmuw/XNwvRPWq4kOQGTcBl7ZA4ihz4WNm6ht5Wjs/JnwLb9E1Jai"
    "TYIxeqiswc9VvorM8kWL1SHsdpI0NQ6inURBK9bhrH/YCcv4HbTFQF8Jbh7SWka7Vj21hHbU6ZCO4rjxFLvU6hsS123UxbRnlRrp"
    "WsLeeIeeXMx8QiY0kzHQvAyLYtXUdj5zEVmRjEd2X3kaeuIzbRaMhK6eAr+5v5ZiLxpu3D7wSw8Q86GfhmZLwpzsCx8zGZZ7CPZj"
    "Mzz9OJmPb0zD2w0mWpZIL+8pVxL5we30xLo36muplFYmUosWdKIkZjndCVk9RQZjXk7A/ukrJZCt2fC0ujIO/YW1I/tIDXKrq13f"
    "qdP1a13NmL+IMbPFhrd5RiOzclt8hcpAMZ6JOKs0nRa3c3erKL4YOtJ25S6dHJ+pvYNbk+bpg3p7sD/2f67sDt8OJzP3Xelr6EuI"
    "m2Jv9gK0RBT+Qg9pzTjQ+CzS2K/TH3Fz4jUVWedtvs1pL+xrh8Hl0KnLyapVjZUwXIsIdNkKWL/Q8wyZfu/NTPu+zGOuNYwJ5pEd"
    "23eMK7SLd6mkznE4maFHYDyOiM2JqxkSX7HTu6aQjK1kvzEb1BzvXQI7Y0jP7kSpxgKW6a2sd++P9z0H824nCXZachp25xGyg5WY"
    "iRElEiPlhzwhcVG1sN7DcS9VQZJLWYHh+tOqyXluZ8OGeXmDLGVN87v+7aZpLvFyQo96MVFc1tv83VS8y7XMgRToZKysVYDPgKc4"
    "D7tlMHbXJMyt1Y8vkPXYIWtx33nMt0/FPHTHG2/WlsGpsKUHSloYgYfQMFBaw2Sft3lKyv1Jf5lnxNzuq+bMYxggVf5s7xr6sS7n"
    "YzxC1dSAWzQxM0PiGY34PhM7oV2PbxlC/EXYgeci6q3y+VnXHdSXHrWhJHaRGiyw6lrujwi9l4fhBZazmtIyTb/ICrHo6zt1Z4n/"
    "nEvrHh4txwcn67F6kq4PV2EeXw0s13hsUoZeg3H9TC2aqe+IZb9+kW8RHa2GJkomsobh9kzBTq+CtH2snyAemBMO0/eTtsBjnKq3"
    "Y6/Vg0ytQCxmXukwOQielKE4X4VvPiY/wk8dyL0yhJFJvo9Bo6xes/OScxAvWpXgbuhGO0FuJ5mw27PVKlA6i/VPGSvwX5jnHfIR"
    "5GAbMWCLWav6B2P+VMZM5fII/OlNjGJ6wcqUGi8booTdmiGGl91frNcijyz0k/G8hVoQvi3zERdvQ4Rh+TvzKHbgngdA3hfCS24s"
    "66ixIkR1bysvSSE9+106Ej5CoV4B/+wn6Sbtg7F6mBwP+/diHfvnJWmNTzWFtbgO8rsdM/ODzpLx0KDtfV/aHqwGF0eVYswR/1v3"
    "Cfe3ZLzj57AaZR6V1hBV1jA3GOXp6Gb5Sluwoq1cLQu7vxguSjN8cwFrNlSnMtvhNM06ZlUPYt7Aopdh4iowcn0EUO07gDJpS5Zx"
    "31rPSWp4ln4ZPAMpKNRcGQGZezoYoG/D8tdwyRXVcsl967nkjFnkCDJhbYbnUMZospAZtQr68lmMNPOpU66Rcs+k7BDR4kSituqf"
    "+piNzeTrMYaKAo4om57LZby385WuIBpQlNmSIu0nOzT0p07PQ6dH+akYK8AjPqqoIuuDy8DZG1/hd6HVg+6AdrCf1zFyOk8cP8Ja"
    "/R3a6WUxRP0b5Gy5EB6PYWHP1HP1Iu0RXALdty/W+ilI9iuQzR8hVdYH24ijrvZreg/76op1H30K1vRG+R3zcnTwtB6ndwfXSKoO"
    "wtsmawpmx04StzFmHiXfM3dYyvqpamZhrharGTS7c6/k0BM1qSvhW1pm9Q1Iu3lPI319i0gHRmRZ9Hz/xkqOwfvN06+gp76CzDyv"
    "m3QdrEwnuYXnF1bFUnMWaufQ33M1ivHpItqdq3hKUIT7W2RnZ57pRHCsZvdxPpm5buLclzIfVkx2hmr9U2bTp/paR8hwMb6QRuzP"
    "yOJ5g8V9UyCf87EeldSBlWRNNB25D6L51b5K2qS0Xu0Z5vFkXJyrP8sJcqqOhv81WVcHXSCHvYOnQjvlHo31SPdWNo8olmU++2ts"
    "1ufzRGAlOxMcCmW+ulqJUGs6+EzPt+IT09WYAwtZcbSbJ8oFzHJbhXF96eL7cEMfSTSQHXz7r/Utzvd0aOAZ0OsvJW2CZNkObieR"
    "2nOeqlrUlzg10d08Z54Prz7qMYOsJmMMdEw58fqimCuXqRuDd24E2Zoqa7HzK3ieZfnKFdBIf0GC/g3SauIrpR6XzHzyInUdCHb2"
    "/ZIkZpjOp91xeKB/cSeOl1yeYSW2p1ajPEdXwYteB4vwlNrJ436YtSxf8WD/ON4750ctw/teCy08Ra7BLjoJOnsKtNQKyNYr5AYx"
    "HZuvM6SPMfKK1YNZTvXDOkaQJiPkOemAZ43UrsFg6N4Z2kf6Y2f932ImZGDGstn5mSQWw2yFzJ0GrXZZHd5G4tr9FFxZCsk7C/bu"
    "XUjEj7DR32sK4izrrU+BxrgIc3+xWH50B0+DpzDrV+UrJjLIFm1oXK5zqYgSbvH8QNbQ5WImy7Un+6q+wCpt4I60+tUdGHHIc6sm"
    "QTLWYCP+/RKaexV5gZdpUR2oGkXkl81mb4fr8CvWT5n52Tsf0rT2p0J1SHwmiw3keUbr5expDrHaF8kQROSjOYK5+OlGaJsnMAdH"
    "eVTVaq3B7bqMIyrnCcxW3rOUe7iTmNQe49nsjxXH6X6ANBF3lpDvdUhi3z/RlVOgs16SXYj1ngy/l08lW77U/TQtnCfVWtOvFCNW"
    "0sO+CqQQcfBczOA3kMDD4Kv8gW/l4+fHoU/7yVmITHM5q4a0MNBzNpuV74SZNWz6M2GvTg5GYNaW6nj41ls0hX7lLmIYp8OrsbVP"
    "15fxZwtI/A4dipl+T5/WlcH1iN4WaTR8NKgvP2M2O+KZoR4unfHJ3eE58oY4Bs18H5Evpa//NORiv6CrbAjvkGn6id6hq8OMesPU"
    "zpeW6St6NvGO7oGsTjbEN/kTK/QarlT6E99JsDVdEQP9JsazNl7Mb60r0vvf888lRsiwysIyoqZvghZNxXxZDipF7w2qiDhd4WPI"
    "XTz1NevzHCKwj5n3td60CnzrEVY89hWr5miBfXevmD+5Dvc2PPFbIb0riDzSD09epx/BF6hg5UEurPNw/LkCq32I2K4cRRbrm4Pt"
    "erl8gtWy+58uVq86QPrJEqxHMWtnE/tijeEtWRWoVQzfTgavU2AVbPe/K+0xknR6g0XwcCzTkMoajlayy2OI5nOndKM1zMfInsJc"
    "vKU/BR/JO3oDxthFbsCIj5ApuJNxrs6RLO7KYshnGX3oX9mxE+FTrL67r5yGnX8idvzfdXKE3IqrgyDtS6E9bpfVukrbBpmsm28m"
    "z8gS3/lUSV/P+Cgj9GJ26JHw6cvpO7iTbTujmKKF8qr+grX8GX7aLBkqX8Ev74sxzYNm3aKfIlqdy46IFPkbNvceeZeVfNWarzUa"
    "I0oN8Dyk8pSgvcw0ltrgBPiCD4Y9dALWZEV4AM9iHiLyRkhsrKn8rqE7J76S7xm84+QaOUiu9jWLlXpecFG9R/UhnQjdOwF7Kk9n"
    "azc9DT6O8X7s8LrC4QJHvT/0sx4sh8hadrK9Cqti/fl3k7va8Gy3Yy72kQ3w3HYzb2ZycaiUsjLBdSDZuVZrcR50X7EKiSxGpPeJ"
    "VWS+TZ05HCu4AjM7VC7HKubpb7Avv5LjAjuKmcm4Z9aMUCfHMbcPsPYp0W6MYu4jHt04wmxmDLq3gHypLh/pcrTN9/JlLpdL9Tvp"
    "oW3kMMRI5eHVwSbdCIvSXT+GD7mbZ4erYMGs2qVNsBlvutZ7ZwHv4pBuGvuTg/WeE6mGvehqPqWIMXFTrNGVslgtprPccwH05g1B"
    "PrTBI+QfcGwb27iTjMfCLIkhpZ2IXbQSn/yTuQlj11hNjy6PPvJWVncMDGwGrXIgHXO/T1BAuZhBDNsyIlZnMAunHktuh+9ROFrO"
    "w14+Uqpru1mNncNFG1vZXWAxQxJGMEksb11fDE0iF987Ah4MrA72xid6Y3C53oUIrKsYYq3jkDqZZ9MFPoLvzOhzj92tqUsSZucw"
    "b6xdsaxGC+K0rMLfmiPaXQ3r9Cri+AMQ5V8MbfoC3vtT/LYYspc4KrC8XBpW3yrBKtjvdTN7fvrAa1kiuxg/VjB6yyDaZinjkkRM"
    "LXdKD7mOuGl/qNWmG4PRhYxZVnuUlhh9ZcsSx3SyrzVO1Ke3lXXTdj5z3l68vTXsNVsRSdyA1Vjj+zINWftwrMh22I1t0GZ5jE4N"
    "2XgD2XZdL2OUn7SVfoeVoCVmJWBvrQ5tuhpLj+Vec/XcYB7eoURPZg72CJ5RrRaL1G/gSp1Umz9Q4s0fJK7Ot8JXALs68D0SYjHt"
    "BngR2xHBXgz/+Cm9H/NzqQwOzsBY3xRj/kqF5j0Ztupb/Qm7KF+/CT6HHc/VhtobXtNYeUBfgm95Y/039FLskfXsNjP+hGIiH9na"
    "PS3dYB+myaFEuotRlq0SMUbtZiNZiLFsIzqR4nk2yg9832KijqpszGg5swgWh3wvu4jjFKFd7kZc0irP77iL81uk10tirLDp0GsV"
    "6uonY54tM5e4W0XQEoY99LpYHnaomk/cnRjDytrJ+P/AbrV/yjwXoGUP9yeCVSV0pSGkzoTNLWDf6k2Qrrm6kBrZOLMnawG84ucx"
    "45/rqdCqozBLC+Ez/0WWl92U5lzm+3sEZdiHmbBia3SCFLBmspKVj9ewU8O6/J4Lj5A3kq7Su4IKSMaxsHBtpEcwV8/CLFu2ej09"
    "fOsIPB3v+JlYdn4na5D+wrUIs/txbQAttMnH2jV1h5WeNeMqaBPlDJu3PgOeZTrG+K4YSuocWKZpzOxYpvwc7P9M2KM86MHhMhaj"
    "3kmszpjuFOMC30XM1Nf1RfkO+ijGGGYx6xt+wE/GdjkOsveFXCiOL8kq3TKJDeVOqfL0Q6nBtSzw3pdlajbCMuQzkt9A1or1tiMw"
    "ytxa7NwOvh8jwq4ok4b7xTFBRSgDDhm5mshJxrqSQR++oe/oKOUJTAnubjW5Degn5vCT98tgmYxZGStfwPrM1Q+hExYgdnwVs3JI"
    "veGw4KY/W3ns3urazv2Yr6z4316pkb5ZtVJ4LeurnM00z+UsCWvZCGNcQ/X1D41lz0lgvJaRyObiUolzlaq53lVktjYddSWr5Q/0"
    "DO45PHsr0K+0pywhX4r1ns7EbFvfWlStQzYHtsfGnIrZNDbaIrWOODv5Wx9MgrRshD9jHDazMKOmGT7ET4ZG3jFYynW2bM0n2CHG"
    "wHAZos8U38NQjNiylDFWGaveT2O2P5MVDXFWMpQhRj1BZso9+oJeGhgK1k2wVN8guhigj2kvmcv9EGMU5Pr9biEK+xF7cVPs+cd+"
    "8zcsWyokcAZ+Ogx3uhKaZ7Mu0k/gkx4jbt8sJ8a8Yp6mYh6OknZ7sYqox4zezXOIqO/CONBHk0exWzZkJ/MLsGZW//0X6xLXMuIp"
    "52puhxx24dlBxI/a90CHHfCd6bjDMcFDEoYPI85rI0OCtNDx8+xXy3QUZ8WJ2a0z9Mzgfmik02Qn9H8J9OCZ8MEDdoEkQt1qJe4c"
    "aE+GyNW02E8tmX/cc+Ic+s9F9bpgIzzEafjpT/0LccJioukVhHb+H+WJ0C7Y93rEfbfz1tV1nO0mHluetpWfWGe6i3Wi61iHZDwX"
    "jhmiBL7iFsjeW5CdYjzjMtlIjo4iSINVas7G59J1ATRsKSzjTsR7ET82OzM9W+y+T0lr6Uv8Oeu3z4GeXqRziamV4eugXO9Ysa+i"
    "qlmfc3Upqxcy9EFIyE5EF0vwLgcljYXm3sq8uGmw98TGVUJ0yQ3aOrhG+8CX/17vxdjegKWdpfWTTgy6miVW07mlGONIcuktwji/"
    "Cgbgc646UaS8VkdE9FFyB1Vxx4dak0eqYB4pih2xA3OYCW1lVb2WTwzw9i/BU/839SERIv+vpcXIQFzdjTzGOdpJzg6OlOl6sV4A"
    "72G9fiNPwQbO1KmU+6OxFhfJEzybmcsY8WxZBnvxs84Pe8kRSc/Cjt0MH+NWuU9LggXs1PmQdUMVePs3oX0GYkSPYhTjYZF2+/qb"
    "auau2tJj/Q6WoBPmwTImBfQFYjxTz/TdAKvoV7bAd2eKRd/WM+Xqc3dT9kzOz8SuKic3+254kfbtL8kYEGEv1jZqnzTiiZfSahhr"
    "7jAZQdT3pdCMv+GKxdGXsuJTPaOk6bF5dTxnN2SivWz20ac7ux4q6utS/rmOOHGWbQf8+fpysLiz/ZfhI2cyy3FpHUirMc631d/8"
    "LMZxU0gW5DJoihZyDu56mz4ATdUnWKWjEHedGozAysleiJQ10UJTqcHHsXii3Hfvnust2w4dCHlvlnSeWBXafXJG+Ks0kW76sNyK"
    "q7/oY+xldXwrmxgJPQtvKXGW+jDGMzF6Lk3EMWYdL9bPvVV6ynu6jw6GvjsGcvacvKTPyET9HFJytbwB7yNDVmtS8AS+2VbbIKZ8"
    "hXH731irC8T51IZqcCVHnriT8035DvN1oh6nF4QV8qJeK5PlGfg606QTvKEXpTq8N8jDOzyKHfFwOFy3yQFBe7lZ7oSWXId5Po08"
    "Q32ktaZgTSyXcj77x+8gknh3dkivYUSVqwPwtr3hWb4sxtW2GbsiDVd+E6skNvbe9aznXsAdkYW5Plwux3zDXuDdekIHrMQaI94O"
    "msjjEvFnRjHy4BV7BqTy2m6xAz0iwZ5YeSfi/636sN4JX+0jjOFxvGWV3g3dlh32wQw/ondJZpgVXCu/I1b4CDasC2atq2STVaCC"
    "1VTZ0CCGgXkK9st3cpMcRXaiEjLcW//mg7pM2yFWPJP+4OdBYxkkhwfD9HDtobPDxBqpGno1QpQrhyFiEnQg9I1hm3QSOx1vJ4ZL"
    "NYzID0fT7hrnudlY63JzZ3cxoqlbZWaGTNDLoAFTERWlEJ98gz4pDwYuEx+yp9x5aQXM54R1nC8sqGXOi3ldHSfCVDn3tuvWrKR/"
    "YMyHlrUvZCfGFryP+e3G890KEa7VRkxChJ3GTvYS/ZtZPrNtP2DP5ur4oBtiMNXbyH50qIyDp/KlDtd39HfZ5u1PHqu7t2Bnbobs"
    "HSeJ+befY6dtTa7Geb71mbtdAhtT5r2MGhzhSz1vbJVHWnQW6lDO6TZWBb1O9j7zobfrCPlbO8gZ8htGmLg6fSfZbo6WCma1zicb"
    "QxxvF8HYNrGTrpheYD67WftJIRnGzWM6UM6gBxbxSLD20/16r3FNwCINxT2TNS1oJo/jGeext6OaXZ8h398qFd6mdjwgqXvShfp+"
    "2B27u4GOCerr2LBxvWo9PTxfr8BctIaFPwT66xvpFXyKGOEZfc1zDkQ5m62lJrK1uz0lx8lVWJs+8Ct/xsz3lFXQRWOwRgPlZ3JX"
    "RbkX0qD5y+CxOUbmz7BbzW6/Dp+mWm+ET/CxWM7pIcS7C+FVN/Jd8eshxztZNWjRzSmS4RFDnSw25DhaMbd/smzhqVuGNocVLMe+"
    "WMYqKbeiK8Vsxtc+mtgED9sQnL6SLOaaUsn3+iokM6U2RlGM39Zsmpf/amieZjJAsrlX85lpLteTyF+4EdHTw7DOlgfrHnwPX/F3"
    "otcuY+7vXXEZyhL2pEdZe1WpidEurJplErz5SfBjjAdyg34P22QZlGbBD9DJlRjlpGCNLgzOweydJ600P8yFRspgf1IudOd2jCgN"
    "lvcuWYMxvwALMRxvcIWcRT50O+f+AXpzpjg2xmz2clUTQSMf+yeFHGJdmZWpyXZGNV6bz/hnfTCVuLjDefpdgrlLxqxOxb2mYAVz"
    "WXtqnXxPMj9n/LeGm7BGrfKmH+tIzuGpg1W6mJb4WG8PWyPyfzxpe2hoycOCRfJ6cGb4lxwmY2UodNmNGFNfxEJXY5wtobfLdAsk"
    "yk5AcrEqS8icZbySf8JK2+g3s1bC6aWox09x/Cv/fOUPxL4Py6fyFt7ga/kMbwb/S4rCUbV1Ls4f+JJz9Ag7ct0Zr7EvGbu4ZTvN"
    "+/4bNnAfsT43Y44rFUNps443w4KYRR6TavpG2xn3O1TT52GpcjE7N8O225lCCuKxhfo0tOXvxIR6HXakDWxmFfVmOaXIziCtf9Nw"
    "gt+UrsE5YvVOm/GJ9diNT8ml2DmzWdUyF6u8Xadjp27hDlmv6czj2l2MPWYL7vkSeUV3qqGWG3NFLzkPevgUOQla91fsvGKipe1H"
    "FgxXs383sVfL6RlVMvo7G7vFRvUp4s1NRCmzaMMx07ruqd5iXYMlzIDaeZKrHDDE9U3kiMuHlTo36Mv805+wOWvIsO76Vzbgc6OJ"
    "g+d0fIx92PE6rhji6FZoy194hx2Qn2xos+nwvI+Wo4Oox8vZwdxOHJ5tir6nL4YHS1O9PGgW/KYz4k8FN8lUGQrrbL3jxj6dTjTD"
    "PCLRFMCLSMVdtxGx8TZZR5TOe2UhtPxDjP6SsTN66vZwISzVK/IbPJz94S+cKjdhnnsSnXDvKLRKXa7fYanFmS+r4PPMF3oTe2ye"
    "FhIRrV5gvTe3SQXRaf7AU5f5+tpYLQJQKaTKNGovMTSOGLMc7XxH30nsvd9BD305fYES2NdS6FKrdi5hVaExOx4p1pVQwnsn1zKB"
    "mT/8PFFErG53KSudoox87Q3MkxlJLC2zYn+TQXYPx3S5zxK5bE0pkR6LmBs/Uzbj6jPs+iklW7JhLz/JfsIc5thKWHHnsKhjfOJu"
    "5s+tGuFRr7mcdqrhqKrRZuYHlrKbKMruyV8xvly8JXxX6R3cFuRof2jIYzEjz+p0fVBOQ8z2K+b+AVi6nvC5x8lAOUHu1lBOx1gm"
    "EwGsjJmiZfCtijCf47Hj1uO/AkiwYQokQ/eaVr4SOiuZfKGLsRZn4And5F65G5p+FOxnL3x+O+44kKfG27CDnqFnk6tzxPDwq7xP"
    "V+bPN2vwBHbqV77TzclKL2air4OELMfTnsXetRrGSZqDP+dS766DJsmC1dyBv/WW3tAubWWYbGUOxZD0BjNfkuXP52LkUd6IEV4l"
    "3cU66H/QsdDS9omV+pPE/O5u7euUY3oGscvCOs4XjHdyvKTz7Gp/9siXsMKpEnp3PeR3Pj6zEu8OS4JRT4F3fAR88GWwZw2kLbGL"
    "H5XX9VvoxC34dHvZrvsFraQHdP8U8j2VYMV+h5YsZn9WOrMw12POrF7/PHx63n9wDjTcKxceRYQT8zXCEY+XGqc2ytZvtAsiodfw"
    "PgPlC+iHkzG2N6CbVqvV+hToLOZrKpiBieI31ewJT3ReH+rN0MkPYZ/1w/dukRkYd1O9SuYHiS3tMdKcVVUh8/Qu023dfMZe/Szu"
    "/YRYRjgb1rcSs70F+m4iWZhdjFnuq8pDXaGOFSoRokQB562QfnxX7tNS5kjOlas1NXxezg97aR7GfSbkZ6Rchqf3SkqMS13IU5TT"
    "xdV5D5Y0StkPzHFYb/A97M7bpkW+IyBKq9ZSimgT5zPjEPKMwuGCXig1uBFVnhchkDJ2TxV5dC7lWcEMcVj8G3me+xbxjcpYkeYq"
    "g0qo9Uro256NURoi+kFSY8MS49ltJ377VWK4zR/AG0mCNbUMzjLWkTk+8xnY1adCAxlqlPUxNcDOGSGPiOsI6SKzWC20Cm/XBxH1"
    "ULk3+BbWUPRJyEN3+QmeQzqimX/q3GqKlT+B71vK6L0RYvdirqHtxE+0i5aEpXq0xqRRMEP20SfrdQnn4mk/BuPCSzH22dCuP8D/"
    "XYpnvxJWBhfAe8+FFB8pT8GmTYDXc7Hcg91zAaR8IUbRJcjALh6NEW+DT5EPabO80SB8Oh4ciFj9WHg448LOchje8yXEdUvJRjzG"
    "4y9/h3d02LeGgt1OYntxQ9uIT2W/Y+J96qrEK9llne4zznnkhTCPqxA7Mxt7fgHsdQrswy69R78OCvHUTqzli3tLOAqzX8VI93a8"
    "60BGiOm02l9AOqboJ0GE9SqVXPsNPINejVnN4nlfAXf1LNzD+mDXUMear514n+ZT0pW+x5n47G8cywRo3ArGZVeSk8VYzKyGYg60"
    "YayOK5X0stazcvF26NbD2KFmzKCJq7WqKRGmgW6QEkpK1Ef3e3dTHVHL21fiPeLD2OGbjvg39LXV5Z4DJ0brHdZyGLrTzSthN44R"
    "6zlwJ6DHwYq9Dft2J575NiRsLt7hzKCeWL7HeKRfkt6+i9Ll7a7y2M9b6HlkEsupmPZgB59dih35Gj0Vw8f8HZ8xD+dGnhMfTv7N"
    "YvYMlTCmMt6bcdKQJ2+5ui58Cfv0OhmlO+VD+RiRmrHR3S6/+jOimA7hJ12mPsr4wZDs2mDvdsCePjjIoBeXhft+RzS3m2QarO1F"
    "sNk3idmobtCHt0jiXFpidK+6cL96i0PRjVMzVZFrrYDW/yzP9LovmV4rfO9shdY1gv/92Ar0Msjsz3jup9hTd8ga4ld0kjU8C49T"
    "mgLi+x8gdq78LmzXhdo/eE0/w/iOwF2vC66V5zCuk2CTytjJbJmgdPzmUcknAstPsFWJ98/ZMgcrZxHr+3IwPHXj6vsAkXGZVPuz"
    "xaiX53Y+i1qFPdaS9RQdWeFuXJD1ob86i6GsHo+9m6kHBa3xbp9A5xgC/DcyAn5MDynjjLpsnvmEXeHfT0f83Q0+0fuQylHQZ131"
    "l8BQYAdhRqrZudGIGvlV5v4riXlUqkNhD+bp0CAn/Fb7QuOPkePgDVbKI/q1nh8YcrRjCzlcWkNzLYWHkEK031DvE8ta5yF+U+j2"
    "DXgGtIa01O54h8Mhaa2Mhzx4lhb4CR0XXqZF4YfyI8Z1N2xFA3lavgiaI5L4AztvhW6HH3ScfAur0wPxyg1yrTTHjKxn5iKPUeMa"
    "aPN8nmXfLomx3BJfiTGPkaPOV8invTZc6V9Z4esyBw7PwTTXadQMTaWm4tlh0lvtTA9o7DLWs1cyytjOWv9+QQXsURlWtJ6kq2Mz"
    "zcDs5WiWVBJPey20gqs1ux5/diLSkfmXaeoq1UJfO2J7/ARm4mLspnQxqunR5USvv43eUr621VXhk9JZmsgDmM9eGMcRwSFyqwyn"
    "BdlFTV7E7IBD3X1cLDuUzTi1nBF/bvAuPnEg5nWefou9ZZjlm3Ur/JWXZCa02wq1PsoCWpg8atZ5UqxuLxSxCiuTrJo57NtcI3dB"
    "B21lfWRNd5V67P82EvOnZIPDCn0O0UnP4CK5J+io4yBdl2J/LcYu36qOS6CSVe3OuljVYhtIo9Wnb9DvEa02kNn42yi9Ff7HF/oK"
    "3maM9Jd3oHEXwdJ+QEv/DSsmitjhks+duIF1xKXwuUvJyFXlUVrzWXvVBDvjQcmjVJgPsJLnRGWsFvwU8e6nzAJbl8hj8h3+nIl5"
    "2gKNs18dfq9VuygrZqKsUbNOju9oz5fDeudCgxmCZjdpJlnSnh2Ev0NGbpUewSh5GLY0QztCF3UI+ury8CHEXMYaPgC+tCEELIc3"
    "Nwdvno7/hno2rO0+t72ICFaWJ/sxPkSbaAfsot5Bh2BheI4OCkZr+3pXERMtxr6mmqqqHMiBISjOUaui2AxP2SpmesLunRMcL/31"
    "HazG8Xpt4E79y/RLfHetPiPbGC1atuhQOVD2Dz7BDt2ih2A3n6rpkPwWxMpU5r0OoX+Tj7Wwiu4sYtS47lerA2/AvGwMXpqdt54r"
    "rsOvippzF8aizPzF6SOUkQm7hLnJ5ZBqy2Y4xK5ydu+U6Vpi41mFbhrm6E7qXmPWzSYC4wxGE4nYnnb4vFoEUWHE9yPWhxyezWoL"
    "ZSbofO5lq2U/DLFBG5msVTIU+mK61RJJYfgC1kegTSdhHT/C+y5HVGso4Z3Feo6Mj2kD7jTP7xSTlz612UuLBIbrqUEWZTEV+qIU"
    "O24j9uAWfKtM3ZP/YN5hK72OtdoJn74Lu2jfoEyvCGZjFdPxzTnaWR/VE7FvWsEOF8GKzIeNfBsR6pWwL7dBlnOJq18Cm2XxwSZI"
    "0U5EO4/LVNzfzs4dTpPN7xjjnYV1iVC7tRJ32hdlXWQld+vbks9TH4uqAlbhOvTMXJ4SlBDpxDzDtoyq7pUCfjpCL2hPD9ARjFsM"
    "ufEu2c1s0WJ1Y5sYZCJKfI4eouVmLmcmrspHgZahvk8mB88jzm2PyHKUTtYXw7uCHWHTwGHQGT65i41cz5GroRgNvZ0MjzMdUflW"
    "8+ZkDt5+OytG1Xd/Wp+veadXUGtXYf+u0BTpCbk8EnvXUN6PlHbQPw9yP8VZY+dOxY+o5aLfheiggJrHWBtawqcsZyVOkzp8isRZ"
    "9wp6uO5k3aLHh1gxVM4VXMyZjlP7nS4FrKh+hRWj93qMmwaMTOK+0quoNj+8d+zoONojRAUt0IaSRXaNONd6kBTWcbc4kZ2XMXId"
    "y52XxzzxMlqH0PPl2MlfmY+345jBXfI1dEg97I+P5Rx9FxHdsZIVWlx9EdGTY7UVclGf8/4S+qlcXee6s5E2AxN0fi2nTsPaaiCH"
    "vBsSact8pmI5R/rKBKzPSvhH9bDiiVch9CzwNTgyrkfN7dTG0tT7HNXeigs7abr4rHthbd95yFxBdR13S+zdJh5bO564WX1ifSnk"
    "ChyHKOAm6NDEFeDvQfqy9WuxXNgjwS2s296qP+JdtjFatD3ZmecbyfTkdyE+2S7LidMwDbK7lOx/h8k90CZtxJ1LXEYLX8L3LdOy"
    "WpSpXYyiQ11CH+puOYVsDunsXK7mfFSqQ02qoDaoJOZsNSKgqJf+nrKcJ3JVnjv7dOoNw2MqI5LuAHE129mc/YOkI+e22mPTnCsD"
    "EesX0os1fCGrdRuIyC6QVDHsXfMTtrH3MxVXjWF9EXb3hPpb9H3YvHHQDVeyF+1JPRfvNpE7bozH8HD1WZanORRXknW8/IH3bAEv"
    "1tgLLpWDZAU0aAaRXKxH43QxNLz9Mfc/ikOeOkOs3iLCCtBL5EVJZg6uZh/Or8349SOXkZPFkFg8IXsmQsYoytkzLfAMq/NSydZ2"
    "kD+nd4i5Vnfd0XeYnAlP4hIpYIa/XWA6o4gn2MZWtQkWJhPxhnnalxPpLQvzcjdikVPkCXgs38pa7PG/Yelm6tOYRzvt/8yQAurQ"
    "YlU+o2E2o8j3X+6CBa3w7DADiYu6kzGhywmVe/QFh+JrVaDlvjqwP6tHI/6dY+wRdet9ZB1XbJQuSt/KPt5C2KDd2PuO40XJ+hfH"
    "78po+e2cvpesC/eHblghF8P/G4HZbAu78iPmqQUi7OMx6ylqmBxmp4oQ26+ExGZ5VCaXxdlfdlCuryAXofWLZTBb4nrfN+sL7H9r"
    "zrnan5zN/5MLeCXs92kyTq+BrfgIEeIk2G+zQffRF7cswAkS80jkdnJ7grdv/4wOnvhKFW26WwvbN71FvR9u7Aoz9AHJDJdAI5wE"
    "PbVdx+sIGSBtoDu3YXctkkbBIvaDNpVp+iJs7h1yFHTX93jnv3UK/HG79p7ulMU8BzF+P0O5Hos9uVYtokzX1/C8FL2SfoTDItyj"
    "M3fZZ4itUoz1Kmctv2EwrtNVmM1D5HlI1f7YOc21c1CfqMEt5P7ATuqfwH7rqxPkTHlMrseeHAw5vcK/c8zjjkSJyC+sbHcVuO7N"
    "89ldGfO12A5PvJpd/3GPB2V+/BvBYNig72Fx0qGFxmIv3ghZ2Yo3PCnYSv/Ucqtp0D2GklcPcdYWshpY9VuUnpHLbX9ERGXx3EhC"
    "xhLDBRF69mV1aH/DoG3A3uUs4sI0J4vfQjG0tG7wN63ve6DsZtXAbnglz8hn+m+sTKq3v/b/NyTukUXcaa6diVoXUg7WdA7Wupr9"
    "6TPrsD87KLN5njcmV6eJncbk4W3+H8/7/TE="
)
# ----- end of the text model -----
