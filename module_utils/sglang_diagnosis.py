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
          r"\bResource exhausted: Failed to allocate request for [\d.]+ ?[KMGT]i?B\b",
          "XLA's PJRT stream-executor client failing a replica's execution on a device allocation "
          "(pjrt_stream_executor_client.cc: 'Execution of replica 0 failed: Resource exhausted: Failed to allocate "
          "request for 32.00MiB (33554432B) on device ordinal 0', kingoflolz/mesh-transformer-jax#66): the "
          "accelerator's memory ran out",
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
    'parts': 'train .. validation-r66 (67 parts, tests/unit/test_corpus_train.py PARTS)',
    'logs': 4401,
    'words': 11074,
    'corpus_sha256': 'b4775e47c4c4a034',
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
_TM_BIAS: tuple = (0.186, -0.259, -0.234, -1.255, -0.606, 0.216, 0.243, 0.148, 1.649, -0.857, -0.224, 0.23, 0.761)
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
    "Zyv6o8IU8/InoUxtJDAOEU6C87LkPG5ptdjM7Z8YmKfj3ow7Ynr8iFUezevZz7U6CN/a9iXWAXzsv7fPxuPlekvGzYz9rWnfPmQV"
    "yNlrx/75Bst/QRrJAZlTa3YwCE84HyzfVjS22mksK8ZGTsZEjBMbcKV4vV4CPhgrkGSTDJnqy9aAD/waNkdyZOSfbeIeWj5xo1Pb"
    "PP/4YKVUq2Nq6P6tUKA2atnMRsZeC7ypefRn15ya6eK8js9wTnmsNkRYiwJh9ZUBIKzG6wWTjIbPCV2d3cmg6bA8Tj1KwYbkBqxI"
    "5YOzFdg0dOj51gymYE43UOfamIOZ7VIssJE0OXipffYSYqnyYtyx/p2Wng6Gv3YQW2dddWBrm5BKG2IGZ6Mm1iEpGoKnl1YoFZe8"
    "5nYcGgBZGaEWML6CRxbkTcsHQ41LFVfJ5g7W3C5INJ5eLn/I/liKlaFl7M7ZywbkgaPmMqsr2RdeeXYIbgxVijl4mtyPT6ZKXOSS"
    "7GsxM2NNbi3sb5PnDLCBP0PqM5uFNQ+GN5ZSDtWkb93NHOM5FmPe1sHWoZYsa3hjxREILlkyrPOnfkMZrSv+C5bDVvo2evVnJwLB"
    "C6tsp6sxj5w2I1DDpXU3sFdBzG30JEhg8olb+0qJtWX0K5ZBzdNmRnTc+vLeeyZjUfGvCbwzeuyB/L3VrLMsQszp+u6fWCGYwzVi"
    "ron1nQUTzx7Tgya09a1q1toSWSZzkMkoWQShse0QIvRFIHrjviqiv/eD3mQpecN/zrugo+mUgb/HsqOfWJvfmm44kjU7K+vLgtbw"
    "TSllCzbwp75gOu2HYTvdIwgc9DEbUwDuB21eZPCnFOEgb+RsETI/7O0Rozuw94h1x3a5ao44R8IN6wPzEIFEQUDap9yoHcJTugG6"
    "9S94y4YFxkySMm6+jX5NdbYKB6zRWMQTcLL9vqBmc838DqYsc29DXmptw80WsDYfzgn8JYt5mxJYUGcGtmV3pglBWDeYU4v9FoSl"
    "LqCY7AFf/TkMankSEskZtyb5QAyaDXp/mhAXgLBw6QrIVw4fUYj2iUgERBLkghUmUC13wg/+l0tqkQBAmHNgUWSrtS7qNtlkIc7H"
    "oGtFOYHcqK6QpMHnYs/FKwB2pHYfdn4boiHNbvDRqtLuE2i6Hzu4N4Nsnlo5vablggFGlbgvqO/9P+DbzpaQwHdaHi2t6rZa3ofv"
    "y3xjFtorKgvAAK7GgTpYVcMt3yuhgSxxN2hYShtSjNGUAlF66Kzwkntn49ZgFa1PPjjjXH6kKOlgtcfDANaUxbyDc8m+80ibD8J7"
    "u1qLNV70v+di/TmvD9WFMAFzvkZtLxjzg2tHFU8r5K82FdRYg85rGb45mMAw32ytfa9tsUEqy47CV/MsW+wYGAkSYavwhLLcN1aV"
    "LYe1buH8DmyYUczBz7aMbXOWalzmmy2Oc2d0ccvB6bjK9SJfoutjsDbDiTpzWcfc8Ds2wmAMQwkfswYhaxGtsTi2srMqHcHmSaRh"
    "bM1hI1UIJw7NEi5GsUHo2VSn+BmkyzRUPrSjyVu7w0RumR+u7/A9i027LZiCbCjEm8Pmy+d2PDrk7okXRxtacvuyXGiRyLb2NH7H"
    "XAjNnxxSnjaczIvRbN0m7pkC84aSc63mScA4fXZdNIi3hyxzXwjFSMKQMIZQYEhWmE8GGcvWGQOpwSajMUQbwVi0ZrNh96e/QCaI"
    "porhpnIRDVztsIg/Jp4FeZQlMpeSQXelUDaLpV9WSu9mMpK1zMWQ/ybjWP+b8X9UTV5lN4398G/tDxSNtLnYz4gX+Ea89PjbuDOb"
    "f62wPcCUmaNlR4+HsK6ni2nNmJDFVoTv+ufez2CO8II/FT56LwGbbAAcfP+JeBP+tg7eiXDkhQ+RSYWk2lzVtPBba0N0JSo4QUh6"
    "T9QadAFrNC4Iici6u6fMEURaCTCxLScLeexpbJtsJ7+pXBGDbPOtv035pfmHZeTtAJ9RXbSPefmxYrqBhHyNGkgABfD3gKjH/fiy"
    "IUnDrHpO1bSOSeDFvRx9SUAXUDwl0J/052w2nSM4xMTxBDgUfwzCUgCvSlsZdI33DgDSJ4e50oqRVaTNxnTDsrTH+pNxHug6DMfs"
    "GdVlKIcHG9iKLyV5mq8B21DhnnHNKJ6uwX+qYifL/SSA2e3wmE19S9IgTqz/wCj7eREMLgmwzY8ULuVAY0zoYxbAStwGUAx2SBRl"
    "+eayNXQ+MQagBzY6bGXye0DW57o/B7+IbGCLi27drEP96JFNPPbEAsS+YBnqLRE9fOD2+tXK4ArQaFfgVyyd5PERq8+hAQsCcGad"
    "2mBIoa0ljo+s9mf53WoU3g18Fl0kDG32BhENXWP3p+ZV78eGNgUKPTg3/I0XZXN0SE3vtlSN9Vlbq6Moh3Y9zLUPD6AvdxvZ3v27"
    "v1i9JhIgiWoGG+6u8OYRmKWOcihtdjf7PjsIkV0zXnoMUiO+ZI510Pt0Qokg3AH/htCFI+E43Ga5FEM1HOqxrMDQ61ueJ4iJdLGV"
    "+JwWkcWcpkKQCapWlYkwF419AdbKlzE8Mwolb6xqL1h76SwhQpi3XFotQsGnO8UaLXb19T3DlTzMsbe+it3ZDHQZ8i20QK0cs0zL"
    "aWzODqJBZzAFrAwvP3J9z9RY6vzJn6KfJKfwM9uBUZn4Mdto1941OIPiiTTfhZkp4/iqFXvfDY2Y4ggIcUngC5YqntAfz8hZF4LW"
    "8bihqY8r5x3zHvTu7s6HLdYHVMqKlUozim8wHwt18xOaG8sMow1GpfGnedtHrfFNzX8os6nD/4YKnbpknFIzabKYoKLhvHIzgfDy"
    "Zj29IFEyZrmZG/BBDYDxnYYk4L8+fCt9NAzKUJp59qVXAeINEpb5bd8lqtY2p5/ssXhmpGM2ZmZZkeX5jT966Py2PFXNYp9YuXnX"
    "QNyOuFZ7uONcuA5VHrHkJwLjcqPQGLALoABGwRvoQy4akmG+SjrB2qdWS1NmkHzaWIcMMNbzXX/VwBX/2urflk14yNY8E19ZyYSD"
    "p2o29xjOjrZiFQjXls7QoghYhXvCfAO1Tu0FjhqErC3v1g2NcWPlgqZCgERlG5wYsCLYltcw5RDC/jV+5UjMmv23i8ZB8nPmGGZz"
    "IliHAknE4IJ+w985eEDcNADEJeAZIMfFxOYcGhMdIOlpDobUfkcj2Sb86+tkRblB3aCSGkalRQpdvAYOA2EbRgq4ed8VC0b7D1cy"
    "gA7YK/jlTenlaqywlYDRWlYQPe8tgq8WbAtLxzB/pJu1yfTAH99OD1ZBmiDNKTWRmmTdfLXEcikGb+53irQMtOkqbfhz1tPOvLVM"
    "9MqUyYYZv2dLzz0W9QhLnJHosSID8kYbqB7Vk8x44oxEj+lOeW4yMIXHvfoASVzaQcN7SsfUy1OWuS0scYd0YlzyUiLSohEl788J"
    "1UpAeQA+jtMJfca1rA5kKdNttGnoO8a8EHPcGyBhrpROcI2H9J0zlcK3tY1uT+JrgKgQDRDoHWvDI30g6G2uBeQ+pVShEFR9aQYR"
    "nVbXLmnwkx6Dzz6Wxfdki+2HDebXRVMha2EHd7kjQZUX3j7iXy/XIfwQggcKIXE9U1L+tFTviyVnt+zc3WO8AFivO0aYPXyFASoC"
    "E4HZv+/QuUT8pkAUZSvmk079wRNN6BaMk9F9xDQb0xK+dkCIdCXypRVCWt7wIObyeMJ/H08B+xnHRof7hyfkPcpQS5vNs0eHyoXb"
    "QtlBIJQVmuOKP56yIjpQf+aQq1WlnRjTZ6ixEf9lbKGjncX7sjwKNLdVo7jEBmA30rM1XpeB2MPTw5D19OcGGkgY+tsT0nLHMU+I"
    "dngA+bBrULInPdJTdEVsI0MP6ECThpxfLrjJKsv9q+8dgBM3/uXz2aCQg8zEXwTVG6RF/gEbBsCVPq14ngvWAE8bYim4OeUihFAd"
    "8NmafziPkQ35+Yu/tcxtRKYwq78w/7+sJNHD7JH/MBte6mdlDP6lwf9SUeUEzsVG4CrabbT79oRUd4GqnAN7WfVN9uUguN6OY6zJ"
    "HJYI3FQ9ABdbncGXjlyGuIMGzDoePO5xXRr+XT8UkK2CGWXnI6va/KVBnEN7P4xbtPUTZwX3EcOGqG32ZbJSTyfUJk6duEWhNfeL"
    "k2BU79AJtuEmyDmPqc9lAw5iE6AXuCsH4HyCO4QG3OEMrVzIelG9JTK0NsVRD0JuFuMKC2VIYdSwlWbdwNIhcdkhb2TLE8UHFdf0"
    "6Kle6ULfKlQuuEUm5HwzVrGLf5D5k8bqJfZvCfgr/yG31tbQ7ujb8xcLsPy2hrbwjYQ6aq3iDDTe/tJZUGdBHXAjWyhk4j9DZwOU"
    "gRvy27f4kwm6QP8MHv9W7z1ewprePRdvXnrw2HTz5imxmenu781zQM4cSAEdoOkRm/WeiBXT2qWHqgBdMQsCweLO7dsx7m7wVWBk"
    "PAhSLJqh4n2iHP9PNGojEz5iJQUcw4l+hHnETJENlKN85xIu/fboxx6B204Hmq42UkDqA6fur9dlc3hBwTJp+86X9x8WuJGvVmnX"
    "Fv/6XAoTMz6wAZQBS8HVigHdX0paF5uBLjYK2t/yClm4MZWWBggmLhh8hhv2NbzAh5tNIuay2Q+31A4Uol2G0QZVVCkqeYCYHx5x"
    "yqGyHvEFq8nLsAACsBfSCsPIl12w5w3HepvG/hIZyXm5tthl5FAK96e3JQ912i4jArD5YnGOCF4udBDEEY4SQi3mPvWahdm8JiDd"
    "GzQawexWrtNBnxkD8PE2P2LM0gXLGuxGXCy2hYWzoCOYc6rRXJabsYQXyE/gQOvC/MSJhgADA3WN61O5euOHAl312IY48F7IFS+2"
    "Wra/VZ/Gf7isIQdsPbNinRbqgr8DyK5napqbNd0X4zYbdEhpdsvHZ1/4g4CiW221JB2LmJ+MYsPdDTqvSMNqndnKwRoe2tcGEcIF"
    "QwaSa/6DkzAhi5uDMjK52dDfYqPNIGbRlnFYlF42yFRQ0RZ0cNNDXt0HQIGPD9R5vFAQZMaQqF6HLe1ReAyyCI/uxtiulVZe7vm4"
    "QrhYH4XeNHy1HOPy7A8KNorp1h+LHmfr/2eItoAj/Jtd9ohjIgTMNJrPEgOgZ/AJavpdjs2VowjdMAMBsE8mPMo/5t0joYgQukMA"
    "cTHsbS+914b6fwZB+xC9k47W24C4064u3EKKbC4Ko96rtrHfpZICthT/vJv1f7Hb5zTt/rEAnSCWKCM7JPuW0VN3UJCvmFw/39bF"
    "VAD2Pi/q1lNJtNVaRp42HAo4BeInFIQ538OpovUlUNvgxSv+V0CW2WasziMOoSodFL3j8IIMj3x8PFV7iVGexoMNFybNNZbzWYYY"
    "fILAL4zMEbzQoSOLRpI8/zxYupay7ta4og3ZwXdnqUf4kZf1TlK6D1ckhcM7Di31o3tUY0uO8NMAPqBIAFF93KaEjpsBrTRPW1cx"
    "BfPQUmxo3op/c4G2/MBHHXkL5Gtr0wahlW/MO9K28gUKpPIYN3cZVl8JDHuvBdPl5HhaSd6AbrfFXFvhdHgqycGX0k5HjwLe+9vC"
    "sjogogXHxGQdfOdIjPzQu0fSa4dq3rqGMW6tcWstpvb2ItbTnrTJszLmrUUPwiILY7JB9gKpFqWxc20bmj4gGGPXGmPXdoAtsBvw"
    "PwWzvq/UdmiBljTj71rr0G0/qKawgfmGN9LB93hYzjw0DWNcsKaDr+4DYdJVB1wKODbfoUePnPfQTGhPlXAk+2qsTHu1T+J3Tfg4"
    "Cvu2qHdwJnHP3rVv3/lluEiO/ImUyVK9EMLWg7zO/UQfmgHuk8AIpGC7i2DNCYM4wM4Gf/jCUmBQ3IZu+8gFLmStdEpVuS881EyC"
    "7/kOTyK4gPpTevuB6eTGvLtyPQMx1cNvsU9P4DMdJxoad6Dexon+pHfiAzHWkrRhYqfOilxpgv+f56EUeO+bcb87MkC17ceRj8e2"
    "Htt4nDBEcLk5uXOnWGs9AvGNpW6YnMLKhb/JZ8sFgF3gQjn2BDVdnKjPttS6CLX5MlyN+8SzLDIVVIfTMVUfGj42SWCernQYhG6h"
    "ykcmgkT1Du+792Ed8PACzkke4jfGkCjdDesvCRQrTpdya624BHPQK6ZSgH0Xfj5wYGsE6k9808+XVKgHFGbkMcSGkwGDj45dJABZ"
    "M7fFcZRK4zMZKWgl01HxQyRbUclRrvR346wFfVuiy7++ARxoImSV6dbGW7qISbp+3CtPCmR6AWDYkO86k1A0AlcL6iY3DqHW44KJ"
    "cBzw9wZoAJRJD/ZCQ6j+ZwC6g/g2Z9LiccDFYSCnoFdLWucE4ySMDwkMOju2eoK8SRS+iGBrTVxyIABCI7rUEcAjbAlw62vnOB/U"
    "nGI+Z8BxOUDFA0fi8G2xTg3+j16uszxThz9FJy1GU44m5iObVpkLHVQDsrMZY0/lQWAtXcg34UuNXifQ4Ca4TNOC/73fJPoB19/a"
    "Gsj+BAiNNn1T3TWGe+nlhe+nZ3pqgLLCnS7lrjhNRa2ez6A4YVQG9V1ASp5AZkrgsy/AGkf+TjR/G33WoLlnKoUtNs6O4AZ54KaK"
    "czeWbfyxWPbvTGjecI8h/NgsrNGvxOxYaVVnkdFXPQlmxNOgsGF3T9njyRd5khNLp9SmuSkFPXOpQpc1g6GbWh5fPWHPwolh++WD"
    "kKoPIV+J5KCdJcAXV2z60t/68DsBu3tDMIKOqXjWYczJCTgvG/zAynnYtl95LCxTQqga+HCCOOTC3SI2adFcH5gFCdXToC86v4ex"
    "yZlMD8CAmTLm6kSOdhmou+bGUxpVFs8H4AeEHVdj5ZzeZ6DL0PiuSgbg5EFOjqKg+QonU1xU+cGaZFiamMJf4fMcEGAbnOb9hGqs"
    "/fcshK+LEEmgM65PcDwznypKAXi+BPr8n3hs5CQ79WduMjFyfuxnszg85xgg/OAVj1Fue50VTCI8n2QOgubqOPsSAMLxku++tu8S"
    "jnVn3psF2FXSpzi1lzPEyK50ho4SttyAebDE58viDKLDYlEcdrZQ2OTyIUe5YSiY5QrAsgl2lHDEfmxRGgVG1ZovkrZNP2gn2p9Q"
    "l0FPDeOeNbDrBHtmmYTrlTkPzVk19QSlgfStlHHiX8HG1mDx9f2UtZZ+/yamDD811hA5H4lDyy/nfaVo3kKBF8d2OW3MoW3oAduT"
    "KjqzWvfsEuXMDxtl0IxpjVn1Cd/Gnm1YPXLiNkbG2QIlKO1ym9kBa9QeAA0PQX6AtoA1tLn6rI4833+H/0ChwxURm/0ML0Hkob2V"
    "hJncCnEex8zT0AzNgC6ALQPJIa9sxq71pXy9s/uKLyAY7aipl3KShuUUjmSizg1lvIhMqqfbsuwnbSjCU4CRMugkVr4IC98Jr70q"
    "ztVXX2fsM6rjXYWJBoDWN6AnQHA++gDiqwZGsJ9drVwOVpXysAzWoep5kjJM4EnH+OcYaHhSIHpYRlJgZ8AevtIASKlcHgNiWli8"
    "65uO1NTa5S/ZGw4JWxZ6AobFkwwkQuuw6jmiC51jF7uzGU8UqdxWlsi2aRihz7nPoMwNUMuPKSXkRL6Xain/SU8PlJ2TGvuTC3TY"
    "LA7yp+biIQ3p5madLj/c4v4mn136YNOw/K1Y/0MwZNQVOM2mhN/LnkUbJ4age2n/mprFBEJvlsjzRT/6FHbBqaxPcLleeXbjdgEq"
    "BemWBQUFLnxS56jaDVuhdGV15rpQdkwK4qKf5ON4amwgt5ukdzwzUMXRgW/pxy9rIb/PGIRNEJd2+1QnoosfS/Mgnw98mQxxaqgw"
    "CO3ksx4J6KOhMg2QHZGny4eGwEDxLfXcwQ+n2/SEq+SQ10sbKPbfbTm3b/jb4CjpbD6Vxt5GTPzWvlms+wt/X1fvr3Egq65DNa3V"
    "+HHBHy3x4I6WPBkwiMP2LgDBqK5QiUcKexEhaLNx9xWVBNjWYdb530JCG4lJgeUUCn1DJ0FWVCjpIfTBwZOCrABw+y6yrUI5Aodj"
    "mH7CbiEOkLDTM5zWNfq2rY/Ze6sWN2fgMOJE93gOXmeQnw/PucsB8xKbTAURWv/LNc+tDHhyyCGYJTDCoWmQj/qX4u8MZvUkN+Px"
    "j5AwYlIGpX89n/71aLTuk0Jtv39F4AH/iMTPWReUvT1VfU6yF+ydMiRByYtmwBIXgJd33vIk0TW/r5ufASFx81K0io/m6YM3qeIQ"
    "AT7dGxJWbV5rCvPtlHMfW0TPnj0ZftSzv/zVjNUcnZnLeJ6+SFFU5zPeLGeI7gJ11cmMe7ssm2VJH5zPiY8wTAWI9np4D2ALPLuh"
    "E7QjSvQUihsW+0H63JedIifZALCfOTkbrbep2MfV6jPTLavoHDqcVgY4Fxt40SaJF82raEZoO76jZJi1nxjQukZF4JbPQJjOBwVK"
    "JZS4sZDruwC/g+Iwd0lBgexLbr0iA92Xoq1MQyR7U4RetS7bOAswjfGKpPXfzSsdOqQFOLdrfmfdhqnZ3jYubr3Y1gjYGTXWOwfq"
    "hsYsWsuHGsVEcxC+0jyg3ka3LjuC4VFsyGAM6QZfYXOBkM3sTaRN0omDBlaAHrIaFUtaI1kjg/umc24l2yoVf22HnRAPgHQ9trJb"
    "aFnlxawrHOeSFgoJA6bATPiBvoAjYM9oRsu9ujif4hSXnBSIhh/is8SJpyUuB0OcJQzsYp/VtpyYhpsxofs3WSxDaJWB+LvmjZVI"
    "Y/j1NGK63LUYlx80HsNtbYT5sZJ/vZrLYGPjOybJ9/zcdqvGdxaqBVSvO8rfObPClpjDbnLJsTggbUwejEC+Xhx6cfy242kH+1ZX"
    "4zxDX9nM3jUX+7f4w+nsD3oP3lEe2EIbb+x/s//2mIkbdwhHSiwdtHC58U3LZRR3E3JxA+Gwf/OJlfv1nwFQO/oikTcSaffHKXgB"
    "RPVBAF5Xob/vPi1gZYT7CYEY21o+SClIGFsjEN+Qw7rpcGygs6K74G8lBwW57mIBFyupi5UUVCVAa61QWqO1QwWTbfYnx5S5qY6H"
    "wnVio6//orf/IVGZtQfwmc5i6Oxto/QN/h0dSnkJQIXJDZ0yoT1z0V8qdU26rkASohTRCoZGBMgtHYz9tIM25nD4nLKk34Fj8wZP"
    "+ztA4sJYPTD8Bktb0N3R1pto6MSEbNjBhoH9m3VB+zSApIV55+bCb0VxD4h1d4m+9u/2o0CMrFT7eaKv9L5r8dfBiHIL3/Mf1rmC"
    "yow75lRlRUAwboEX6JZ3a197EJZNcRzr6CkgxC5Ns5vYtIti+wgMMdn/Cldn+qItrEtMGSkDnvrtzWVxhupSlnhSZavvMwxvwe9X"
    "OnX4FKkDckK/nqVDLGwJ9ls0m049T8GTWkC/5ohS3z8yUG8n+MzgSXQajESckK16uYrOhP7lZjQyBYfYfdVsxGsVjEYsuaDBlGEO"
    "fI587sv7maUI5HZfIDFindYYMxhn2XUgysnn9O8EZOObRgmww6pUgkyC8TQshauGjysFaPQlcw7wiVCcCGicfNtYtSO7ZLR97jPI"
    "k3kpntVlrvRhheSmru0I+h6OicOmGnO0SLyihcwDn5rZNs3lvMN9jmYOyE2iZuTtIEnj8nZv0qAQoJ9pNIKtMhslRqDl0uppVrJW"
    "jqAyw+l+MXYi5xuKkhIy2c1ERKmlIyVugtuAeaGXpFblKJiVlSBcGOMMx4n3Jbx9IKnA/CODKjQ99gVll3YukgVtOPQIKLYVfZHx"
    "ae8qqIqHC5YKo12lIa+KndXqHAJxlM890V0c7xC/tEswHkC8tnkgtrb7E6p/ndQ4g7AuKc5/SK02gmm/GVg+V1LAWeJb0twMDxZ2"
    "Bfl8EuPFE9wKXBYqfWZU0HZCKUBvaWR5/RhD2TPzuQaaUvnXOYd/0IoHfbh07MjfwkmIDOXnp+E1zIGI5XGYmZZtyoWTYKAlZ+sk"
    "H4MB56/YR0JgKQJsxn2RmIwZlq/AvFytIV2NG7laLV2Bj2Qhr/bU0NzmRfa3OzKuHLkGtiBoFXb47NBZToYef2BMyoCIBurdylNX"
    "zGDK8E4IsqfkEFtnQL6qyHicleqGG9Tuu2HC3+WwGYoaCBxRz4u1mwFvUuwsrx4Wh/S+S6IFsJFrl6XKuy3ZMENpO/RzLyb2XU6y"
    "n0Tz0/pB/tDb8Q2pM7Bg/n6RjG+SwYgz6HtR9hWitfyZ0uDDfn/lGiqrJwEG5mGdr9i9yoGnLdl8SOwfYXm5tfT1Gb6RKexkGNDj"
    "Rrfw8Pv7sg3GEf00ecjxkMGaJZRDlzND01SYvqNt4LI0bWIAQ57AyTy+w2yNZ+u0fLI0B3ybki8KKc/+9gzPTS5nsmET7rs23eSk"
    "Nq1TnVu5h8qiVaDnSKhlfLDYEfy3O589rD8v21y7oRkYqsx2dQREMzmtanyhhfV3alh/hXpL8fl/uf7f4Vvzv8JxWAG2Jv5HOCwe"
    "gi0fvsOHSwgqvgKmKJSCJjl+YTDYws99aSKQM54g25Sx1zujss4SFcP2v1bB+WZA4mjZ/cy0rAKeKa6McTLOGYR9g14hZNbkn6f7"
    "YDOSjpR+xCwAzQwOEEmxwr4kAc+ypGIgQMgM39gzTakREBuRpUHd9gMLoXpZjjnwQ+qeA5R9jLHPgRXj4mKHGJq7hSVs9PQgkTg8"
    "Dac+DbB8onmCBfXaQV4wWUvLErfTpK7Rkj03jVzlAmi5oOTRbldf6ez1BUfFoJAN0I33dYuboeuWFn8o+5iX4GiuXVrZNQjA+5Nj"
    "eLCXA6JWXQs74IKDuOauGBDxCDUSO76MIXNBnNj1t6JeDhYbjPXBcbmDQaGtDhi8vx7S+icMM3OKc6Q/6fEaYPu8FczqK88QZ/C4"
    "s1aNMeAU5t4dkXk7wbGPIcx1o4jIR/5ceaFzI8gGDBWlapXL1uSdb5/bAGFaqtusMUAbAg6MPFp3QR1u1tS2nxcefONfZzMv2rUH"
    "SZInAzTDjAO/8cZBzma00Rti+NqSaV9JdWkXrEsN/jE45V6Qml/mXj8Dfcr4F62NhbLRbC3wKB6yakhLXmzCuiIoO/464Ai7+t3u"
    "htq7/afy9bdE9h0M4UlhmHOurFsYG/CAgAprJFjkr9QhDlqz1Zey9EigzB8ARJ2Zxyo7XAJmkO/gd9IG6p4YmV8wueuW6KruB03r"
    "JzeqF3cRu/eMZhQWWngRANYE8t2aZmCa877nwPT/Cd8rv17A+IseB8XkcuGZbS+flMZ+F/u3+N/NsVF2mHHQo+cig25syxky9nIl"
    "qxSoIViwt98SqZ+Gbmxy8N9yId6VZleP8ye9JeKCvyXkcrX/bI7BLf72zRbo3b6ISYwKT5VVTd9ZsLHuNAoHx/JsbGklG1HOXPQW"
    "hGd5i4vf9jCsn7gbFNW83/MNixU/K6CrvXw10hU4LYOZN7RUAOlvloHBfpaQgUytMem9zjz11ATu4HPp537dr7nFF6TQ52N7Kehb"
    "/8dGzpLC0TrPghHgZshpQxVLV79TIvwUACwuA4aZBhuNDByucKTAbRCCJ/thRd1Plw5O724oWxLpgspBNUO8h6dAfRjKBIShjly/"
    "l74iWPe3XJ8dBXPDqbcMzSrV2dcfsk53Xu+xL7BlmsNl4iysVOXGMH8sRCQxtQLdacszB+vaIljx1RkGp+fzm+Cy+W7iUiDCPw7o"
    "Be3zUEImr/UpKkZackDezLyd8WrtwnG2WHt4aCFTzJRC5CAbg1x3RvB6yqf/RXMDYdz2KMLDqnxQNN35gRNo7rgFhghPjRcIpXBu"
    "H7UIzPNBIQPP4f8e5L6D8+EOp2MQk41oLAAyEWNY1i/J5OhRUqD9THy/jpcM64GSwaO+eYSXS7+yvZ3h/euR6ya0+FcuA11t/RQq"
    "BgRFT64S0/GxnP0I//vgKa4aC/AIudtASytWrEL1owhxs8WB72erG3C9WpOWuShMyOgdZA3SVvv83F8wHPI4K0Mn27lD1LxTmv4X"
    "nSL9HDh9pI1HVwrYB5GCEKvTYOI8zK8McB3Wpb2rUnPiXOEDR74L2kepO8pdYpR0Xv9G+PX49cpQgC+sGniCKUhTXIr3kccpte24"
    "5iInK+Z9w2fWIsA4pCYPFjPORc7PMX80R0IbXFPzx5L+eCIyTgke1o0nOB2vjPCiAmvXeYiW8fQi/Fe/5K7od/ivN0LgXpK11Clq"
    "zKkQMJalkyUJXvwfb8i4fiF/OENgdTpslzqV987UX6c4Yl3+3cqDJRpOO4lfIdzflgVumuI7w3H0z7qVzYSzBPbpK8xvdSGb+xXE"
    "Lf4sCYnAPBXBTtScBw03ifYhUokgy0u+9sY7SQ5LGDeuxi/lEsumwbPt9DMAF07uVlXliJreVlFQ63B8v2bo68lvTlSGxc/QjVdw"
    "6SDLv4jS0NDS4CP8VxK4dg3kZ/l33q3qrwNtWlJi5lTaly7n4f85f/k8pwxi2GoxYX/eB2JEnVnLedXGrNtUD/9bsBTkZQY37MjW"
    "3wboQsEOUMrUX3KcCDif8hRKddc/fsBCFED+6+iVHbSm0PoIR9Zl50JHIPtZ6e/AFM62dOeGGLZsq7xvG0AoQQfOt+HA9Hgffv0v"
    "CalNkzncFxqO/VtA6KHzsk/g/Ikp3zSXUJrfy7YnoN3yaaLiU1H3AzsfxTrNYYgQHGRHPpHr8rtOGaQBKcdGyUJ5w0hhgU9g8T0q"
    "lpdwtxbYRx6oZC7GE2jHgWtbIrmMfBzY62+0P6ejzuYhSu0Xuo/a5uEB8vVzslmBHZRnL+V5o886CvnOp0rH6fvc8nbZQQUbybdt"
    "TGFidvbAfJXdCSLwQM/GUMebrKryRqsCjvxlAl590nk2FrAY/7Bc8fcnwQAuluUlVaet6gxhO6pHrq1Azn39Qu5mVCy8fDxyhKyl"
    "K+Nwv59B2PYDe8Zt33NE97W/WElzPiI3dCLTJUtjGJB5tyI3WRUeYc5+JRg9DkbjMxwJKE51M9RX5QbGhqEtS7BAhIuABRfFwWgc"
    "QUpzIczVTituWrT/MKJC/h7DExYb7FGLZaONMitk/PN51VBnx3qKAZixuaEHBFesmK9BctvmRS53+VBdldfZ5+2GjvpL/9CuFtUj"
    "x+UEu8fhO35QqyRuc+1yFTHmA5A9hqT7AQTLnJrBFCyh9SbrZq6xhvE62TfwbcRNOzTsZzDDz316hxjJ3uAPoMXfArEQ5kVTOJVN"
    "R3ItQrzyh+A6YvnwhLlnui0Z/DjI7QA/4SCqSSCK8YmWTm1xF9JDlF7I60/QrUCUlDyP/iLV2mTQwvX/CCeHV4avEZvKFKBrsbq5"
    "vJ47EHR38Yo4eFnl45fV50FMoShs+Pl5loKN0i8Yg6KL+pK6TJXVZvpXiz9lQvRi+zvWC/4JhQUTzPOf3koZkl/n5wkxblyUcOpB"
    "F0fpARrH9WTUIx2YBLAOhH9LJ+5nAywJvPqXykBdrcpdTrbEPnrgJ+YSxU8ab871Iwm0LF193OBZ4xS9UwJQFvP6OZ/UcINkl4Kk"
    "Dee8K1Lsn6T+xHx2dhT9NNTMg4ZQ3MeoRLD9wmWbBqAkYUu/on1YOBopXoO/E8/wEZSMjvW7bxPOy8ad11rxPt7O+eybTy35jl5d"
    "U1rFbaUOKGobkHX6TKCmrAyiWxUI7PiGyc1f9H3bsfdz0pNgj+9L+rCBASBjefzf4dNSfZ8PFl4+Hk97UDyZjcrmCc15MmfRsH6R"
    "zQkGUb3H/LFR/mxmyh8ch5ZVJICdUkwTvbwApwkzNvR/kcWOMchLH6y3s1U4Lwon1jRgWrVfI68PQK/GgbUMpSpfAh5AzKDYr5Xr"
    "DGYGaWN4UMk57emg21orEd4F6RRlTdf1RYyx3KS5vTBp576Sz0MrSP/7T7I+9191lfBQ23dX9KpprR9/nwY/oNx4dZFhPICDN7i1"
    "YZB45SrpEeZ6B7cpOeqrVMxS18Z+/F/NucCY/7Xhv6dzgaLgVZeOXP3WEflv8/HMMNKBHQ4//iSvWOqDED7W54MzfLq9OEYH90F4"
    "9HSyXPXajDjJDq2NKqtuXHlFBD1FPjIyyLivtgoekUAE4ztppwNlSfdhp9CVrZ3yDyU8XrEH+0lXHmVxD9ovac1ocayOFEnRAaXm"
    "2vvpf8N3Fjd0N125susFscjMD91/Ikg91B6QgyfK6mI/e+Fi9WT1Y/zGFVXU9iTwbx9p78sPpEu7wBmAPdnVBa9w7ay+O4uus3g6"
    "hFo82G2+mt83+PP8h/sWa28P2yR2xZxJ7ShCIez0PQCjWf56SwlHTct5e5fLA1zs/EKVit7tw177n+pqbyGDyBlSQSPymKivDHEn"
    "ewSsJq8z/ryvlwBEqrHwhbGj61A3cG7Q9EQGhzpOW12HfuzkWgYHBiKBHItiv5kY+VxCaiy0mIH+R8A6AnWGchC5IEC41NSrO7jl"
    "AJKgZb/STqX6Aq3c0H1bq5ri3kGGjHRYWryZrIoLyhzAi8ju5HehElyZgylu6AGYbLAiiLGQ7peEizT0HBhKpXouHCo8OaBEBKhR"
    "0298lOdSOMf68LsM8D6WoUuZgEbq4G09MruRtR0UqA+jXQ7KuGVrQV62idavaSBTbnGnt3C3ZXwd8Mc7r/NkAE+IXO0rY4P/jU6q"
    "pCBY7DSfYF3CPJ9a4LZetaqlsoyTZWKvNg5AuDiVAj7PEYmIk0OCtlHAuaPziWbJ0Sc5z+6nWKb6XxsZHkv1Dx23Oj2G9UxNKLnh"
    "uNin1hsPIP1WhCtJWXG+oE1jU5/6ZDcItcrQ13Utce1v8CxTQXXe6hfFRbAKeEQVFUWf40EqaDskY4/nCfuuyhde/wXFGtLYv+qy"
    "crgZJO/jWMJ1pKUBHX5/PCXklaKDuSxh3E1oLhvdwWajZw77jGUQ6Z7ucOwV+9TS2irSz7XoXoX6ywavqGxWy+KPQ/sGQporRhwc"
    "LIVigAEXjgKA1FpRpBT0uZgvj4gum4MV7cRobnzmtqAQAD3owLiJqwvwtN1VK9HobfSQHhndjplER/s+sLq43PAzAKv2ODzIh3I4"
    "T+ZmhP3TkazpUn7HeclAcTQiJ+1jJw/Hj306+Feoa0QMZ1RkX0+E+o/Z0BcvRfRx4jetDiLPDlacKCp0CNw9dEWDsSZoWY6zzgbc"
    "Tl0tCRvoJnm8ZTFDJHKWhgctwYqnNeF0cl2XH/B/DIACwhVDN1d7GdLd78KdFc1gEXZQJSVDoZxUaf/iug34446AtwNI4sCr0ngg"
    "jNassuk7YqVgmIQPSwx+N20fpmVkDquw30jCE0NF8UZcaEWt3Sp0dwH8h+ZNT+yLRZC6lU6+PveaLKHJ+quFiw+A+jmc+uvGB9K+"
    "DVCRGNttYOdxHuyDGJtu1IKS0BPhb7lcvHW8AwzrNlxXq+aF9qR2e/DqGe4SZHXOfPm0+o1jTQnGjW4nBeY+zjPghHjZ6/XYqCmD"
    "PWw6zUCvk5sFqB+YRHR5W/yEYKlhZxKNECHoU/QkvvVdhOux49+/5PI+CIDkZA9nZOnDLrCDmc9/VTeaIX6bTys/N5hcM3e7wKQY"
    "2yEcqSkSwrZKIB1dXL/h2u+3Bkq2tvy4Xapbaz/27XSHLUFD/LsnEVcmJQvBo/BTqJHdjFG/dRZPt0EZ9Nal2MFCsnoN0rd+PCrO"
    "rrTG4e2ZMEyEErJ3rbXY/wye41TYjTft0dXlexp0x/D9OrJU5WuK8p2VHqmQgRtnGT1jF+5cWMbjMslfF2AW7/iomXE1+oxS3pVl"
    "ykHuTqjmHleBanUWBEuCVAMzAWxDDmdLyGBdZgdt7gSLQg2KG1IqKH5JclhvP0N+vZwDl+2E8hG2TPHHbLyCDzEJ7ptE8zb/sGEP"
    "LDRqEe/sH7qfxHkcN1jITIHNJyI+ZBHx804APyyjY+CSMXUGuRFIwZ6pfECTS0fin2fzeeXzNxjS0oLCIazAi7Mp+bJr1dhe36+S"
    "K2VWGMRsDLhI2xdNUUncmqH64xq5k1xEE1sktpAEOvc/zqaECEPU1561nnir1s1tNZe5nRfu3ABcLn/6dlea/BBor7rz5YtkwAUh"
    "51V6Ei5GBiFf4QxE22S4y/C43fGelEajKE+dLMN4q5T5MPt7U8PlbR/wvLjZOyjTZt/bIVm6XVdbXN7utLgzLU+KuUF0ixsAuX15"
    "w+h7fdXV7fbHsn2bRjq17lUWKIsnhPNFRLQJdN53YEv93+HleTKGhsHEzJVhew/WTK8e7iaFyoeKELHDbgHpmzxNfwsaVRtPdFmh"
    "+1OD/T2JYJNr2c+onxi+ESI7M1AakMx+FpkHJcovo2mP2UCPDEgygCx+fR62IPF5jI9GUT3NPSy/99Yq8f5fdbOxH31+uFxsMDF2"
    "7IaaNuaLoq/bYPVhXNwN2bHh9sCT2ISim+pQL+WAOPAaGhp+kFtXYQWigkVvqU65V2OV4iA30ws424Z0GlnpG+9LMdc6mS2DbjNM"
    "BN1mm/uMsHCr4LbQePMN5w1uC5q+ORzglwVqWDeaxWngu9U2W7rgz3efaJr2jn1qbfEPG8gGG8eH2yjs/5dOiPtxcykOi9DRog1Q"
    "DGgZrHkZNjKfSYmwRHPTbas+zpz4BVPyPP/5SrFiP3kWuVRdAcFXXwaeKXEzCQbpNmk+TXb+BhtscKgcb20K/7Y3tjIDxmXyljbe"
    "0GYrUPrkwAhhFCNETYYAkqClChu27p+zjuNUHzQEsuFKamBuT8oHRpmQUpeoPgxKlUgSBm0+NwJ0g86+XD5rSxtkBKUJS4pwrOq4"
    "Ly5dmVq7l3WtYwciokkGTAae4OUtn1YF0QdQbTIMfYM1ZjjSv4M4ioFrG2VmEPdJCAW3Z3DW6HW9dRGtBC1SXOWCFmTrjFta8dfB"
    "RRwKhAwMBL/ZpjyxBDLUCCJtjuqOamDcIkLDT9lkBkTrQF3phfoJXkxGJeNGLscf42XKNbkX4X5mKZAwBwk0YXhW97vxRlwSJfV0"
    "pb+I9r9hvda6cPhmRbXbTHFwRIZraT8G/Ds6vVxf5XPs+MTPRgc6ZBw36BDicqIbbqO+/VfdrYHfQ+PQAGyo35vxCgdzm0T07kHN"
    "URJex4OhDUG++6mKizLusox9AyBHCK7VdY8fAZDovyus6ehQynnHlbLm0E7rveE/X9mmG09A8ZQkHiXaltvmj+OOdvUuILLqcIeg"
    "895IwgpfO9IG8foqzAF3GEnC3Wd44mIJsIHRHGkt3S15Hf8yeUs9cjhkzH1fXTj3jwniTDOBxwlCYcQP7YS2pnwsLRtImoCOzIoB"
    "FHIBIIr7HOSdl6kKf8Nf4Wy73AuGhDs3Cswb0UXusAuffpoboQUuIh/Xyq8glZfoY1iEDwwhqJd+g6xFno4XUFJowdZ4rl/WOMjJ"
    "gioGMkPaRzAUs6y8U/bmOPhAzFuGFl0VGCzFDrADY8jWQAv4Sr0Z3lBhNCnpAzguUHIySMspAKVtyC+8Xv1Ov/sVF1XKGodX61BB"
    "GR2TnvuwcBv9LEjQu3D15SBppAiMQ2pGfE/lO5Yvuh+2bX+Fg+PmPtO6jEP7zuE/sKR5Einw9N0P7MaWGyHV565IqXZfgaelg7qF"
    "hw4Pmep9WPH/ZUEQF2Zc3/TW1phjK40YRoZS59exQFzyHEBuKzaw45bUSdD2Dj+WtnfUMVaedzRjrSAqCh7gsAfD8A7NK8K5bP1P"
    "RXswknzeoY5kDhs9JoYQbG68QsFIy3Ppwj8vjaedOzi1R+17fgDU3nl13H3BU/jiD1SCqrsVmk2V9udOw30FfuD/ydPc7Zea3Mhr"
    "rBhiM++OW2J44gFOaIQSPrXIiOLm8LdAn3IBF2ZfP1GNZyShjxvgzd6gJLeIMv3jxZjECbMnnjFQYibZF9BXxV5/YJxzk1Tucze+"
    "gGt/sMSjERn1rW2O+2FrcbkJ3qQY5/dBMn1bNN2tLn6wULI6/dlWa1e0SOBeXFoWZgrSVJ0WCwxEKxmayk3G2CpiuNTT+ILnd9gP"
    "F8gshstq/601J9n/WYfF3b8l9nclZhWPS5kcs3ZXT7Cc/WyA8/5rFCmUAKEpAGbP0ju4iQUAabRWZj5lIeYf82PGJvFA67pXHFcU"
    "uL/rE7pavOiW2Jscuhf+uulsMFrelgwpzHCtZKGhKgw1OLhS0X8OvJOP8h8evv+HruEqj5VNgMPEC3GwR0vVMJqikJvNigV2ZNj3"
    "U77tVgjnBrIYQBISPGMKLWM6XThMN/xBn/oOl6Mbj8/m+HUPdUaRE96n415w545JqUZIflTtXTBLgBCETGgcc51vuzIGum0PTtwA"
    "af4pgLqZkY7AOLAMc4s/Fe3cr+/dljIClhhF5SgOpUKeCJ7ILRdEkC6OcKwLIGJiqufiRg8htDsFcE5UXrNZpcAYuVv/ztDIR2Tw"
    "zAGPfNOBzgyhVZxwcbIjpxzJJB+l2RNK7LSaJfBV+fGU8FkJApMAfdkAF8gQTjxjSm6riEbUNFHVxqk6Lh1AEuT+c8Bp7QLM0ieG"
    "0+h+BiJt10o71drG1R6d4OCrz8OOGTotzpUkDlkngTLtAh1WXcF8kuK8zEmhmcWMKsrnSUgZVDEaPC/y2d9nmUTHOayKUkE4m19Q"
    "DpgR2Dpbr9+UvaGi1Eg2MbBr9PtGTYX9UgD4N9kfj7IcQnhLsblLEjhVuXDpNMFMgksOCvgzuLCy8U2oS03/X4FcApP6rcGoq+N/"
    "Pj6tw7iCfU+BMI8O+mKtJIVOPClFLlNQKBMVTEHvCZ7nILTWLUJcoELKp+UyksQ3EtzRe/bf5XseompokTsP15+BH8n/RdaOsYfh"
    "BNWvWtjXf6TYHnkOjSfEGbp/VFflxz/CH9JZLYWZuIz2BegcSEGYYLFm+3j+q5iLkO6E1Sf+aOh8jELx7MitXG0z0c3FrjGRBxTc"
    "UiYtwY5joEMbD/BoZHJkyBCFY5RiOd7PJ3Tb7/FcLK0dDf0+x8SDO4ItYIFaaeeGzD/avavID7xdBd6qTNOPXQY23OQqyg6pTDho"
    "0MB1+FE/RPT4rgtWM+R3yDoeETUaVgWkE+oLtYLBr3Fxf1DR22zX6EM02leaGy/glJGxuWR42cqVppM/Pnhkcwwa5PeG39h7dRH6"
    "SYCzDoL0uuBFT45y62Z6OZRVhLlSXt8ykawwyHUFvRxSLFvMtziTE1yKi/hOiEV/Cv4Ik43PkBK9eSs3aOybiGtuxgzE9CiMHITA"
    "dEJcypQP9h7nPE4OxNNPj9nWwVFcgqPANihNRF5xKckJRabiqpJsv9YAzHA73+KkRkFB+DBSSkFf4KEOHUkmlVoNrkxqJM2Iz3Ni"
    "eC5g9umdQtVzNAe9GRwwgiUIr9nwbMtLaO5QtmJT/6uG6G+wBdyw2oy+vsX/1ABp4nqwNYmlysLTqbcBRPdkAvArxgw8jWQYQo0u"
    "cGnOkqTzIla+BytvuEPOQNh1rdOxile2ta8xHNxxsyG3gkZO3Js2pLN7phn/Bi5KOSUMKnCRVghUBolRKzAR8vspwd3oKCNxmKwq"
    "jpXl298HTaZh3W/YrXYxQr3wDWv3f+zrf5rN/rYc+9O88Acz/6e3tmlMjwE4OZzM32kW3HzfxP9jY7q9Y2n7M1Z/bHK8Wa6MsFzw"
    "r+lYozFPboLD+5P+LHeLGKZS/qAR/FkOdhH3bUgJ0N5b+5s59rfXoYfKe6I0kmbhAXkIBjg7Xd6jV8B13CW0OXUXID0ytV7g9v2D"
    "f1sK/znsm4c13of0Qx6Xivr6D2qsTLWrVde0CkcmhwzcA2fvKmfFvUU2tONahVlD9CD7136MzUCZPw/g7LFGUeIM4FoJ9tjgUCvm"
    "cbX/YD9LGbamH1ItEkvDA2yg9J28jR4/aC2UTv0wDwkbFhslfdNfW7Ghi8GDfw+r6ocVvX3alt90Rprz0Wr8sVyWscONQ4/l8TCO"
    "+CETZfbFD6u0Wc7zsOj2Ol8cZDC0pMKgcNYmWnko/8FwjQ4Gcf+D+2tSQHrsrm7HPVgtqh9h8kRjxeNDKPo4Lj0dNDf41j3pr8zg"
    "0351wyp39vpvA9LFW8Ezjo2EwkEG4ogacxi0yzFQtfNbZeGXusIX4VAvzlSZ0MpoHKULxuO8HtmZzkzghtwHxsvInafMAVo5nygl"
    "AIE6RCuqGYJ+uB+MPGnpp6eZJJ9PqD3rl4SSEZM6rd9tl3U6Pqi6HsRIylpRYJyvzc/n7f0+BiO5IYEqVHLdz4SzWIh6YeJMrXke"
    "b0TrPc7audYojx9rF2B2eBKo8vNA5sGxgZFiIHMuHTxbjnLnGo5uEM+Qzq0DPVDYAfji5RNNJ04LBKOtjpa10vYJ3U2eDVCwkUPH"
    "F4gEzw0SoH4mhytY4GK3w8IY/f00aDtyjxUuI6bNKr+pp4FmUiBo3Psw5wyQGLpDGd1iJZ+Clis+8PJ9am5tgcnCdcYk6/3AeBYy"
    "KONiCwch+bmBtfEm/ibbvDFbhGcHKNkWqKkkCeu76lxQ+L57NrQDaEQuuCXCo2M2c43W1IfLhu7A4WdEu+is+XQt/myf5qtZj92E"
    "v2/N2MsWBjZ85IaZ5gXAzETfPOjwuebhtG2Wm1EwLuShR5ptEz869leAtwb13eMVMmjyshovN+UwII40Wk0XhOcbEV3tZ8m9HhU4"
    "BSqHwJEuCyFkVf62A/KjaIS+z1gZkUpCOOt2sYq8MA5JVQ2APR36z6EbROHFJgY4f6dShq6Tlzd8Imnv+KAWdZBLGKcIXIrZHROv"
    "RUIAmI4KxHMi7Pze7g9RnbWO6BV7Sxvz43CVgxs0M5B1/nR+gK7eevR00MV5Uxtd8Be6n6SQmuUQEF0HkzQ0B/hsAABQBlafwDAc"
    "udXzC8schi3c00GXkDyVtC9LkmXQt9HIMswqEfL+r6DTtpRbGkPr03AwzI9Kl2ZSGRsO72gGwFxBAuteNiggVJlN+bAdLYdXI0sQ"
    "Td8cFTB9DUOa1UbyyGhbu7RQDNjR74anHO7J28zgTZFHe2yoLc1VisjJ3Y0diZKrWZixRBnKgxcJbrVUiGSxAcfl2WT4vom3dY9p"
    "7zvIR1FS80ROOaRoPLPit5R/xS8qd6e/Ceez2uH6FZ4Xut8hOa9Qoowj+mKpipRKyQ2LJlgdFO2jpKTKJDikaELPAztEffID+DHn"
    "ixJV4Teu+IQAShyDFZILpTxDQ8I0ehRF8ovEnbqWnygPrYrEUaN4+wnviSZGCtRZuD7UJ3Ed47QQcEk4QJa5Cg3T6EkLAVYmYMl9"
    "IRocxThlM11xIVJieqfuwnMhBp2forTd/K1569ywwYwEZ8qALW3wwuOILD4t1fjVtJsRlgjDiJz7H8ep7MO6X2Oc/uKNdDamKe0H"
    "FM5G/BANsiQ3jy9CZF7FVwikxdwKmGZsfB2v9ryEzz03XWOatbTPTlKAMXCchFLwLrN1Z6A/aOv7Nd1xNvmg+ZGTK1YwODCJMz+r"
    "D4hWLyX8EZAkeF548zLvY3MDyvLyACGsiKz/jM6TLYYXUFEm0BEIM37w8xRr8Fk+iKetaIqycoOUWq4MW+B3RgiQ8kpnZ0mYB39X"
    "aqMEm0E+6+3zaC3p0GkVsHq8VFggFBGfsUnfj6A8TA2LLmvJi7UA+ARf1DuwMzYu1gcWFAFMqjxp4sxhqq7DvDP3Rkhkrm8UyBOg"
    "sZR6rnX7oq6KYt9ZYHKVHFZAsvQINMwYxp19BLK0ukTONlzQzngzSRsZpCU3sEJY/PP2gQSzISvk+qDn68ZC481v8hh4Uwu5DWoD"
    "UBXgkQm5MmLgZyjcBjX25B10sY1j51bKNyG/m7BpbTB5puG+sMvfJnuIS6oM6ph+XEbo/ucHSOEuvVgSUfglOMwVTONiKwrH4MBW"
    "h+kEhDTjahMNQZbI8qCj4ljYhLBig9FMWcvMw9aGK22xIMQBgeJEkUK4OCWYV/mu7CQi1aU4uGtFTOq/DpwzYPBo82xIhNv9SYiW"
    "PoC0XAnIg88WUdi/+FBL9RB91d9yS4XnCGK02E8rP447BZ/DtmNvOUQ6DCg0RoGXyc/JNFa00hk5uK/MNywcEVPSHhsgfo6ZwP8H"
    "/2xfG4bYN7lMqtXZap3cSJsx+/Zisq/sVoxI2tHgD9mneZtGCiiujj/22qvF35KxY+R4GfWF9c1/lpypzlexVlPYFKG1VZDIWRmv"
    "aXwK/nfMwO4nANtSgXMxx7qZ3ODoaZofjp8hIdiOgwBp3Sch1KIBhC0R+DF7AI576AlzmVTRZKm5j56OnzOasmIWibpLmqAvjyet"
    "TCEubwdcJ+8Xi9IKrNzcF0rLsOt9GJcX1v/Y8FYIT036PCtVQ9EhL5RSn1ZDaBEKKTXxflHO+9EVhEWJ+ptwnLN4nBM1iTobTbDQ"
    "64NKltpk5/6kIlEzdR/ZmLEEZMjBKGd8fMW/LgxPAQ0FtW96nqiA4G5SCsBlfsPvZI9TFu7jPSRie1RuBhieHthsWoNBk8rPPUxq"
    "FelRb+08457lSUZS5OlOD4epMoQZZyKvPUloQY0cR5J8fYqVgoHE3OkY3aPNYtdgsnqseNN0ecYqdl/PAI5zJ7ov0KUpn8KYZDO1"
    "Lq2Wx8NsgNrGvfOeYhF0JuTrC+dl8uUHjKPUYbf2/YkX+8hO5zJH57KgCE3qevhZXmBhc5Dwk550/bMGVSYJPPexP7AbizcIRWK5"
    "5QLgQbd41HnAMy0canUMOadJwzlYqMDOZ9XdLl77MDLtXmHgOeLxlaAnG4vAIo0Q41+8+XyRU/9XSKEWDdSvkUqOuH6HzzD57DYD"
    "lzRIOn7asyfd25f2xkrKZ339ox1+GjF2fevfAR8PFwX/V65XqGx6frYcnHAfvMVCVZZCvPIBK5ZcFA5H7FQI1xnO6SIKdeTyMVyQ"
    "iswgcP4koEPxLEnO2BetfLAggIPhkYVM0glT6Nj3zHXuiMOk4kVOfVvLML1obRhDaYjvpwbd7H3p5db/UjHS8rcI/2BzRIc0B83I"
    "UUm9UUQYE84buKvJRlAL6DGom1PT5RjWQ+nWXJhY1QgPDUu5Mz1kqr81ONWe9WSwSoCyvOcGkLq4pQXmfd2+JQLC8gMTh8m917Te"
    "T/aqrUbORzEHllONUxbL+7JVpZZSAcdaONaq1nC2qSoOnyVHvEIIY3rh2h13fsdVNUC4S4RhCjOiErHdwg4H4c69dhmPaY5e6mJH"
    "481RdAnPimF3H1yqgykDXjU9voKaNkcHc/P2AU9Oys2SN5cDyENkYETdw+DVgt0a+wjJvs9tNodcD/zBSlmxGfs53f+rJuOnBms3"
    "A1kxuM7NAEzL1d5EFmi0ied7TtAFWBMqgQtxc33f3qCTIRnwiRF/m9hxhQpSP0z4HJ6ca5jw4A5Hkg13EsthFWeE5OKMVz5jKNLn"
    "kDTMxVveQ6G2CAefbgQZHwzfWSCDOF/Lb/Q0O7XuSzIPTWhQrIciteLZwTA4ULPVZASVGMi4nfDeWCUMeD8ZG3mDtpiBLZ28P6oi"
    "TM6LDCkpESjSMXymktCWTkg7cSfqCwfI0G8R74vffCmyB5bA08Mg/CzRo6VF8mGIBe1fxzVCgPcThhBtGuMD4wt/2JCC9xducYQz"
    "7Ye1MQub/qEZOk31ec1HGC8v9BC4taJGnIkJ8LCUl5Ty6kGpCMTQMJ3r4tDL/KB9vA3WdWqNbZk69MzpvKR1msCeT1ZxULZ3QwPT"
    "TC51hr7ShKpH31x0c3Sl+xPoDjz+T31SSZf8wD63G+Pw/i05yKERluFCsw5WqgIezlewF1l9nPEvkZB/isYaJuQiUEfCymqJLvGo"
    "C2DcakCXgXw8wQlc352mBQpDzCkjaS9A3Xik+YrEqBgxVbamaN/t2Gc8v+xyvRKJE1ZlCUCmJaicUpxw8owkUEDgmjeS15xqOFkL"
    "50sfNNAcSTbD6aeBbOkeENm1ZYsGYKS1rT4ODZWI7BZ9UMCzLzMVIT7oH6l12tNRmWt22HtngaQCg6DP9SWcyL4tcDlguUUIzEg7"
    "9M6RH7lZhPrLh1ZvicREClJZW4Jhq+vD+KsC3aLqB/JR1/F9jo4OUCyLg/yZ4INZoH9/+vnEnFEQ6gqlZ9vMPBcRTu+AlnXPgHqs"
    "biSAxTE/XPPPcMjTi5aDUDc2+0m8rifsw3WgNJoh9HxnCzMAVTHkVi6yl3e2CYK1dkVEKNpIGgcvOR0ME10aKDrzVPmBGnl1+B8C"
    "fdE+RdwhG5N/6MAoEQwaiA/2MeDyLvNzoln6cwJaet5JxhXcclq/AJy7kM8pMLQ5I8Jr34VBomnBYMDBFU1g7pEbZzLlqyURRFLn"
    "R/9eveXOSKctjik0cqC4FTWTaI7fJT1BM97mh3dIup3aHLC364mgq3ixLDM2WDDFczpHo/LL6Q0mFXWd5IzIxsHaP2YN6OYrK4eG"
    "Dmz9goVc/qNticm+6ufwDRjwr90WfcNPkftcBxiAmbC0WxMvaZggXrO5/a9F8ff78ofp77nJNhlqr/mVQ1PClJhu+Cc6nCMTpNJ9"
    "+LwoNHdv+9YejXS3GMADWMYO4IfNqZzD84zFU3W60QjcYbRcEnCemRb+hMJMhR9WyvowDOGGVXH50QnShBTReZmGCIJV9wAoofG7"
    "LWMEi6suuyrfq1x/ppgkHx99HPq4gfkmHPqlvtw6ZnIpx2Y/HorHugXO0CqNaBE0MTbZbGAuLFTCqX/Mu/UweunH3aYXVLDpOsFa"
    "0TvvorqJ7OmNuzGmt3Mu7/VdzXWD7cu63V8Z5pIqEG1AB6bRdPYJYHZRirPos99wR2hZBwGM2NzamvqtfkMNSDgPTQqU3b7Q58DH"
    "cW8wBgPKRsKrdYL/A3sG9qhv1pAdeQYiu+cBuLnxE6elOOvIVzqgGqBXvRT0yadDyBG1a+dcMFLG0jA36h0XMMNaxRUf54qfcRD6"
    "W0EoMCZ6E10oyAGAcYcZ3Mme6CeilmQ057w6yuX9gQcnzBxtuHORqx3cDoV3IeaYtS6D/4M8+k5Mjo8yQdUYQS8DwpFf3WDg7UAS"
    "+HRCuWUEzu3Cudg84oqums+PHvGKFAFmthG1FiYFXB2cenEBOpCOrtq6TBzTpQ45FNbtP7/hJjqngd65ASWlQUdLYLF6plFPeGSH"
    "Zpmjni0pl9GWBjONqNs6m5pevD7tvEPPMoY7VETFkX1EBERSEYK8i0qgbMdQp4A4ZhxZpBUeLAqR1T10XUIJtyfv9XBVmYC0L+tS"
    "xKeBB+B5UP4Dq4m2yzjaUOEnpn9R0KlIs+XVnkEIrzhZfxN8lA+y7klbtkz4Qf12i56wEajrZcUE6I2Gnf8evXF/xDGLYcoH8nkk"
    "RRQe3ZAWMAhFFqzJL3t/PmsNLr6SDt7kLpht/nzsmKWa1XHj6yR7Sd5/qjluGpupbjfbqhIJ7Jpta6xhdDo7PePXbHSwkTL3+CRU"
    "EWYYOZ11zcfMqz1mXq2OpuIXvc7QoIEDsZzVUY+WiiX53FPDTF6YxRQmhEs2DP4zWsaFntpJ5VeUm39sjO/JL/1U2VqcIFrWG5is"
    "n8yFAS5MDxIlh5ElOfkVYdr2Mvy0SuCl2f/ouy4mpkiMDAzt0zkHSjjbjJvz5kQB+gcz6rv1J8VgGBrGXeAY+G7WZa1x2BByG/G3"
    "aGl3aqY5C3MxDsGFPea7f404Dw3M98vt/rQ4BvytKqgMadU5WGzGWM88XkLXx6Xhhf9Ix0UC82glZtFiO8y+7Eqixn3OSyglGSSb"
    "DvOSL24DTNn4vuFLSw0V57qwG4H46OA4ggD0IPh5DCHijDoR9V6DuJfmSYLL49YoucXreHG7OPMC9eGZH/QrWjincNdpa0O3CAQ+"
    "Jo11AHHByrxgNmXc21TlOyL8qiB59ZMVEkeXHEJR29Bn5Yr5a8FBSlzqC0jmiQ3q6fDSCACIV3f+mG+cCJ/BMgfeaVTA2+Vi/Xix"
    "3mD5XaFo1vMM9ryKPeOus1wKKlXi626JNr55lsbOjKGZ14vwRt1Qt6nQFI2XQ/59j3beEafvWMO3J9B4UWCeHhjvhbPuQKaKe08S"
    "TwHEULrMYZP3M2A9CmOjosXGX6DG7x7LkUJnFpyzP4rbCs/Yrv0PVitVHGApgtR7TsNeAJ0rOia/6BflFfjyaMg+OdNhtEIMDNR3"
    "zgpK3Hmna9B8W0kI1wHZpnbxTrENJUIoDxH2C1g/SieIW1EMNGYsaKd8v9hSOkE2BZ5v+6LBdjJJW+/vxpZTJKuh4+3ogFTeVSPM"
    "w8QS9ntgExob3vSxKeRGotGIbFH1hpv5LmvCz2wSf8Zo9WwluwOghaRBpIMjWR66LWVeIFkzon3+acuKGJjo1fcAYMnewc349ICP"
    "5+Rguz809jk2OtRtAw6/YZlpBB6fgmjV/tCl5vWz8xO97TmNdOo8RxtiRWE+xguq0s/PdCen/AQ/iEuDfXZ+L0e16MCTjZ0dVfYW"
    "W2cvGNCr5fKncntE8ijNO8FUhb3T5YLG1VwG2pn+wGIN+0H8oPXhdwZAPaVaYFcEaMs+6IB9psXO3dJaAq3cF6QLg+xiMVi6rvwD"
    "5xFkq+4wveU+lm1Dtsfs9lnDrwtjgUGimDoQ3us3+yQexGy7ivYew+RrjlSJCeUov6tQnuXmavl42M+YoGU87zOv4nQvuH37q8Pa"
    "8xLdLR8a6CHBXULdHKyyI1mP3bWnnYxBKe/8OY26lUtomsdxaifwJGRDtfnlS+2c05UTqZDs2qNLoYq+u/kapxX6CS6TKwJ0G2ZB"
    "4My2FCrn5+MhDfDd1+VUQnexS1CWsLyVCet2FOEYNkOe7TSsnrC/5ahv23DvwElJGjHrVpTiPq16wpjRBXtAyzRbHU9uvtHHHNTE"
    "nDXsXCkDE01BlVGhBUri4Azsj7WTeRwXKu8+s1o3e+1sfBqcDcKuqS/hen1fcPyzJKWtLXHNoCUhL/jOdlYtywX/xviFmzXEZcK/"
    "Lo+jkoA97RshyzAMTgFM1Hhquj/AOjh+aHWBGbHFOk+2NAytBSzQzEd5DNjfWlb74GqfX3meYoEBRjh+I4vg+YfbD0lY7EQ4+reh"
    "j9GNHg65FyDPuxeoS82ccmoLpSDd1h36h8KK4iKOVXsIX0nxb1FLmsAoD0aKPBZbFi0yKClPy1LAHDzMx3kB+JN7q3uK2zPoOxUn"
    "qNhtElkI/NgQwRcoQ3Q/Cdj9S75oyVAEL1sGcl2FafMF9qZVlynf4Vphc4Bn5TEc88w8roQvwKyEg3GKrIsfrY8k6Jx9BrrqPHqf"
    "ofyS0p/f5LUIyxpZUOQcsuzlrcHGGk5/VLpyLwz+LtsNf18tXqFHqvHAPT4iQKcY6zictGw8wi4vL8YW+6ybkWOLAUu2wLzFwrUr"
    "3SSPpw2X3RY9cE5jScRoHToVxENX6FktVxxgj7AXBDVMYNJ5BGRzgR44tVIcoyXYSocxdY1gbDAYdlv0gV0HuXh1a6lHQgJUgr2h"
    "aSPO2VL11MLOecD9zovkArUVWga3ANX4BefiFYplbKEzdoIn2VXqM+Ec3zOeWOiBYgp1OOuOB3ftJzY+mW3H0JVcbu5+ZMII1qE5"
    "hpijVuRAqs751y94lf+W7zyErB9QuOUwTGCGUYQM1JJPZEYrmxV1iDX4Y0leXai2ZpnZ6qcIYPihubnXh18HkAjw/nbXyMFdZa6n"
    "F/55lTMIiJxeRm5y/FjuCaK8wGIWFJwBp+1T0lhOhNgqqUAmN/MhRJHKmxI0aMPHgI0OguaKN4sStBGIbo3bmQg9GCcAvbg1VW4z"
    "WQfxhLysMy55bkZpT7blBYeZJpY70CFNla4KomtTjnZHhInJJEzbLhlSBFN4OlfkMA/wOeJGZN2inrx6Zd0QBL8xzMrbwOdSL1e7"
    "/AS7DxjXrBWErYo+BN8LjZ+iPSr3jTMh1A5rM3soR+cM4f0k5yzVlHwxt+KaFeAsGur3w9PnLJe6EIEwTWVA4s9BAQByhDloPTV/"
    "4/g1OzwcCMWhmaB2Cx1mtwVZZZuQa3OwcA4l4s1Vg/suVKhWG2pWa1S2NLF/fUHZt4N5iLYd7HXzcWsMqgcCybW72P9q/+l4yf2w"
    "KWzD9opj4BBu0Km/tKRJY0PGHgmMqPBsN3RD51EwVW3ixLfbnDZ/wV7dymi3WoWfNV1dcS58dtqsS1eA+fAS9Z7g1I195/2for36"
    "mSKAkEWBj3UYebexr1kZOixE7Qn/KtW7lrkAY6v3pGjqOXEP23fFDUs/A3O8uaHHvoS7E+EXk76WyCus0DFEfNY4ay7sVyuyW2ox"
    "fNxoaDtlwHXP13sdEvn1Dp0VutGW71bP96HSoQfzwM6bS5vAq9Xz/Z0omjAmbrXRB6VMT2sn9TcRXNBrGPdX2JuHHpmDS85hHQb7"
    "xoDY5pjmeV5gxXk0PL/i31fZpGIAp6K1WpeTE6ENLiLmH6MGXBlJsyf+oN//we6gNpKLm6WphrE+LAEPewuH6KrzKJ2uJ8blxFXe"
    "lg4gX2EUBELvG3UJDKRJTtp0WrENCqe4HqXybY0zEnRIi32yUp6OakWRoOktHQ540CKMeCq6yDB8EHkgiwZE4LAsFzrLWEnxFu3F"
    "AJ2PoEXrkCCTvOVhzbDBX9UrMCJXPw1c8S+tDAJHd+TKhbf0EVRzwH4W9WQyCpf/GkqkoRafAXJMgaCtORhEW1ECeNVXN21DnFax"
    "A0AZYNpedNt3cSZVKGUMjNohvGHZWvOtRRi5Olsk3UHkuQHo1H4MaW7vOXNcq2u3rGs8MOJvda5bEVcrYvQEHqXRtenthWhxbj26"
    "gVF/GmtY3IXEsn2MA6KG0MIJgJbdiD5L0LeO3dfDnV9vf4Ip4IUpwjomfL0iqKad7xPFcVGO0ZmSRbZO8s84SHkUUNxOf2WI2y/N"
    "kGS3NGnmjIJLqKq42Khcb31qnkZI6ze1BU4tZBhRKW5RtNHvV7iMOxlc+3f/HcjXf4VT8oPm6xth3+HiLrlxWYOX/g7nEUvXp8ZV"
    "7F/38uVSJREik3yV6clExq19HJGE9FtAbOe6mjeu9fOjZk3EnPUphcmmUhGsqhb/IN8jnbhlPrKVrlXcDuI+bR36pZcl6ZkxKZjK"
    "kNI3EU8W+5ARWt6s6LSI3dOUR6IM6kj3ifuDlNGkYVfuklvwda6DhF2+PN15SJD6s5XUGukeyrWkX3EZZAYgcqmKKyJPsD4VWLOW"
    "wxka4++mM5gqhSePLAbAfA1Ts2WfV1HxI0JDmy9GHmgwcp9AYNHETjsX1afRC2JO5kBhLhkVB+rzCvb67PToZ1B+h/fk0Lzho8uF"
    "jgTqGkQCezs8CuAb1tCnSktiujpgzS061iZzSl8JRAVXZxNQ/UOKFbDGbdcR+BcxTJ/8M+wcjErDvIF9GW79IJ+oDMoEVqg3f5K2"
    "E9dpmH7m9V8nPRbwgcdJ6GxiDzYMA8mWGa4QlZx9OFSHMvSVXNiM/PzOWcDMPa/JKgk+UXlX4/D+WSDFh5ecG1trPZJxElv/p89z"
    "09LVT6iuAYJKi/tdAJsDHiPsfIev7kI1uPBrmlHNrY6ky1vbftW/DI9kmrYej22svjTrAtX2IbYUg1JIhoIU43QZTx6ZhUJVM2Df"
    "jixQsqocaINUfLELIH8wgrx0qP3gvoQhgqciPFX5Fp8APPQPnV4FzJ20oQtw2XzkWrSths1cOv1+7w/hHAI/zigWzfXjhKLjij4u"
    "aQowjCA4Dl3sDOvS+dCN8ztwqlJXTgzlF6GM34Vkn/p1cZHmJzWkgbFzbf7Mr7F+1piaIWjWgBZ3SDpI2t47c+aQ84uGLu0yZiAJ"
    "2l+7AxCPYp+g9t6BDYPwuyqfZTi3EhxyIPHae9br6y23jquQ0KIg5EmWjwThT4WqgwnMIbT7DLXWgxp3g2XgXsjJnBRetJFR2v+E"
    "fsNKYbCfbmCx7S/8ueNsfkPKn2F33St7A+Zp2sqt1ISPXEJvAo7DzNDhQZaSp730Y/CPxfGyCcAy+tbSlzYJDMmKvAZv0MoVGdZX"
    "13djq3Vj1948zuE7UeubmmDru4NZ6jYDOq+1Us3W3CeMRZijeeRdfOYGTReMTG+Nkm/pDOIYkMMubhOCO0i4jH3/UrIzErbQ17fv"
    "a/NS5Yw92Sv/F83PIK7vdcFZVwAxY76tHKwRUo+C5l8hPsv0D0piiZorne+sW4Ew2qOTV4ePCV0QLCI6yBPQfaAsUgAaT9xOtvt1"
    "BnSRJdijTOKdAv+g46Kkf5ClCZ2xNfEKUWvCO4Q624PMfIRrWza4sfcL/yFVf90MqwGXAOQ19turv90G2eHf3hbuf4dluFyma/X3"
    "Yb+nP/d4btXftfprcfFAiO5S9Q99XKwqxFf1RGKjqUS0dhIb+UGPkz1O7DPAtbuUGYLUnZD1loxsgGw9T5cmEgRROd1APIlItDKU"
    "QSG650gcl/llgM/prcNvwtDRc3kINq4A7k4HwYsNPXARijNAf3/+VltTYVTh3cybjWL2CZrCqErTGrFaFO3bdE1hOsPApzk3/G04"
    "MheCe2PJ6aRert/4hOOHUG3/dQ+aCMO1sDpQh7lyhsGb8G+oHmFtpeLOJpxlcq8u7+IJUja34IRiT8kp56ouKOW9iU5KPdOAXTRK"
    "K3gdKl0mEWpuMGFT0VRnvGkuyD/4axUGgMoAhJx5Bpj3EYG4iE2SR6jP2v/zYogYJBHwgXweJIcCD1ZjWKsXoVpgn9rmCNJQCsiN"
    "L9Caz5x4yjmsxkkoaxisim60lPq5VWg0GqZx/yRikeaH5AwV9MRWd8Zi+N5a+9lwv0H5BS5rE/esw8lHw7cOuwtWNN1/z7O5Aslb"
    "p6iOXpaD6WPO44ysSRfV0Dui614FhyrLJu1OeXVLIKKYGHX3lqstt3gRAgrQRzofF3xTIMWXdJSNqhNMAgTU8vwTgs6cZUpcPHVS"
    "nAH/JsRdXyfdGTYR4Lu9vQzp25zENyiM4iu0i2k+8tT2ECO6z+HQL9k8V18p5XCNV451AWwEmAF4LI52bIYJ/nKjRUhAky3zOr3m"
    "9ygDsjSOgrbOvT4DjHp5nr4HwXAbALFZATDM1T8JJc+coJA2nhQl9UknzsAR5qZcntJFg14dAbIUAqH+GACL6Qnt5krJ7JpWafKt"
    "UgB4qFtQ8lzRyTOeWcDmfpKvyuuOGWyWQTC6ZxDN4EGnz/7emSBGlNur9h3C16+wHAWfl0tVPoDAh/lM+XzwRuP2+CTOYcF9yS3s"
    "80NTmw3bFbYD+KeFswhU7AQ9fh7t38+YWJu3Y2zw0p/ey82XwoAWNvvRK3nUMQIAL7n1E61N+wvu16eCg1P4qnGmLDHK8+QxqSET"
    "OI8QZchH+hJ9FuiGZZWOYbgnq0wO53slvvAwgu+nwC//n/D4hA7GOBxqY0K7Ie5GZFZBiiWUj9s9TlG6p0eeyumsQoDXuR+E/54Q"
    "uZ1gnS+xgNQTskc2xxXGzOXVNHE+BxZSRaH8LgB9GFCir43l8mloVsjzZ2WomJCtA8JPAbD8V3bqdaEjjTRCXDQCYulxI0YbFsXF"
    "ADZFrmDZFa6U+n16gvipxd04FZ+RdwFmMRbkrnQkUqUYttK48RerfHk2krudYeIZCu2Vc48MVO5gxU1w3wSayv5F9DM0oEvrAZB9"
    "VHIA7osZRelhnF5eElKEgqPCCcZWcuCuRPSJigf7IJ1vhOgg8M2TlRFXcgpSmaI+J0SV4yI2VzwMvwtgUtFnOD8JAMweK0pAbOjH"
    "7jBE5aTnHOIlmJzsw+8cUFpSjyNxVdyi7r5kG6HP70C8sMv1zKR7w5wm3e9nwKwncMqpKi6c9JE2/E/pbhDPqwe+QroMfFj9zcSM"
    "UTMxAJtF783hNeAkGuZjEYqQH4lh5xyI01qJM+7C9zw7s+xAvS3jieVo/HJDQHSZF247uK9UAfJo90a9VgB5nrRfj5FScbd1EL7e"
    "3QYfP6OsKBUftgBRLD6sED+tEzvhj1i/RP0H+P7s1J+3TDtOPuM0rgDykyqtGyt85/YJNQ4M0dKiD9PViAQFv4evjcgUqBpIgHml"
    "54bM5LPtCFB0esD431nR+siLO+zdk9FHcewifNzirD1IDwkDr45S6zJfIBNUFyg2qRBSepDucyuRHPRz7yNF7flF5eLY5jPZeONg"
    "yzrUdCAN6OUjC8+h/6GXVGA8BrjdLNHWPjDeaXD2QVOLJ+0piZnhHtE2WLO2WZBV95DGP3ybqx44N7VZL8b+pddCmPw1mos2XFS/"
    "6RaB2TF7fZL1NBcPGw70xHT1VQZ4yMwQESFQwmSzwAYo+PkqGw2KlQRZSZ50Mneio1MFhJ70uF9mwPbrzm11UmhZ8JZ4nnuBIxkM"
    "oCsewmAGex1uOEKwcaWwVN4JzaNngXw8v99hjYogD0rTFPOBD+/Y5zvvB5OqCd06cu4at27Rgs1Qblf5fSby6uKOSaf4aUtheU4n"
    "5lR50MqRz+/kVXQFazlb3ItmgHEBXdhX+3+8vQeYpEd1LlwjCQQjgogCZCFyzjkHAzaY5AvYxhgYZrp7ZlrTafvrnrC26+diMGCc"
    "bYwx99rGGGOiDTYYm2RsQCSJqJzTSpvD7O7kqf9933Pq656VZu9z9fDc3emqU1XfV1/FU+ecOnWq21lA4o4OyohMheOQW6Gf3cVL"
    "wMYCADsORD1Mjtwenu6BStBBR+6cUEY5pAOvYDFVF0Cu00Z2P5sxEETddhkiVchOZhpYLIzJQjJDlFjSr9YGF2VmmSnjM4Mui76G"
    "eBRLwaEJh4fCZa7Gog+C8+bTkE4ufzaQS7jUYvUABYMCO/nkCEN2PJWQjmEQyNoghNkTQ+0zOBE3XJ3hB2zDPQs6GDNpOcmcbwZ4"
    "xMiNYPgeAVMMn21tYxLsjbHyYmNEjdddPGQfUKY67FTOcjOF46dZRv3cX/YHvanQ1ttaEZv16AF2FugKNK7BT5X48ppD5aGILadM"
    "PDDnV9kgWDYKB2RfREZlRhscHqzxUD2e494BY1A1YBRg27kZ+POjhRtFLsbxV+nWJ8l/y/gtnTHpUhEy2tWKMQgXw/CYSqGIhVHN"
    "LTq0e8xXmvwxiq3uXpadWKiafae98xVp7mfaLx+xzOo6JVCKdYYiSHEJd5ZxTlIO3jcCwLb2TdpfppTD/UTVoDIsCWYOlYlsslZ1"
    "os068KbXnXpItySbHnkxznr06oUMIhnENputyRkbuq5wYOtJkJNEgrEk5v2DcoCbvTWlV0ft3gW41kz4AnFxgd6ujE9OthvCyMT0"
    "4PmNmM5rANU2bfYS0pgX4Gk9kyjw0j4+MS3YpnEJ+KQog7wvnOcYe/n+mDKFpsZLTQ4jMYBwB+lONpXnaQeQibad5hrEuu2/rEcw"
    "SOARtxOe1X1vW0/2DoROA9w0BJouli+Mg+jaEKw1LHdVGZsH8AkRQ3YEm/X5+lA6NUjHur4rOhTd0YOt0a2oc/gRCcRKK91D8Y5g"
    "NAxr3Vvl0+sMAicWdyh/U80aKN2M+oWS5jGl3mGHYdJTbjVqm606yGYuH2krczZh10dK1w1k+5Vm5iGIHteFEUUVU6fawXeMvTNP"
    "3wdXYSps7lEfKdsILSib7LmnoBzh1yKrehQUSFIDiDIqTGv+toj2R22u16iOwtFbq83QYRZTxqX6DcKjW24S9kAhYAq1lcUD95Rh"
    "wy85Lm0hZIDvNCbl2J1KgkwsXu2T6gWhzhnH6FLEVYA+wQ8Mi1pbCBFOlq0OwXingqUklxPxjt8JujVFwVkEwYCEq4UJq8zLr1gd"
    "WtWeDngX1hIt0yLPgKld59CWWyeLGsZebQd/Y1boHX6yOKNhM+JYxhcC6/ZkQx2xw49/AqIZA9nJzjaeSyDnboH6EFy+7EahDZJ2"
    "rl3TOVre1jmhdh+6urMMqU8dLErQGqdr6r2FbVESHY6agMLEE5nsspBdhCKY2xOk8XO46t6Q9t6oU0zD6okODyWb5NLgoUfMt+Fh"
    "1hx7dc8LgfGKibg96A9bhWZtnS1qZUAHNctAefqzjHJCsajZcQX3x0pgutaoloH6ALQe9mMLheZzbzCoe8OWzBEkQuzVe+qlnk8v"
    "+Ur1+H7HXMbN6sYz+cICIDGLKSwPJkYvphr8jfEaYPp+hhMgb7I0byz7Mgetg+JzyIvrG+8/GavkdKrPTk11a2ZId2AgPKc7P7Ql"
    "NMY+sgjXlc9B7ijq0meKGn3niMuip+fmRnh6nD9wiibckluMmvUJuWP9auG0BoNc8Ns9nxSufOq+M2gKqXEJWF4W64/Saka9m0Fn"
    "xzxEZRyBVE7NwPDp/EHkkCSzjJs10D6ay9Axd8wvWLaAM9oFRhbrXmfX0rWX6sAT0/oNGRIwNg+u7eAW05o2dNkxNFICp8+BOt2e"
    "k5NFMFkmextxpnvsihBKt7W4rQ/ynmC6fBU4liN0misknKql9X0gU9OKzgQ36wlUSL+Z7xO/DhxdnxqfYKnrU5LOyG8pXDdPKlHu"
    "lydFEeZCXp/icQfzhtPKoJVE4T7NDxnMbhdQyPcguYpx+6bQcn3KThICkGYFfKyOs/TJ4cNvGMam35PXbdPry9EeKQUPBfuu3uRH"
    "mnURsfWmYsRiyJMWVF9jVWEJBgH2Zuj23V5EUbfPyVSTeWPDOFcxPXtQW2RCEXXlutMcu7HGwJ689qQ8tAS+NVPvyCm52fFus5+j"
    "QILWB5cGKG7A5Ot+QsZxU1u+mn7G7jUtZhb4E+ermdagjUC5Q/SfgkKnrB9DyqMh3EnXjkMWdvcmjbcynqOcp4M4kWRHh+ZHR7MN"
    "UgFsHF4CVDT67De62ZaDAtQPxdtIao7xZwu6BkFTmIguM2kKydCYkbVoc4o/PN+pmDiTIdoGGMsD3VayZp0/1qo5j0HYolVV3is3"
    "mi+XKwEUH2OoLfMmNFMmJxu2GnXDZebxvNLWhFIndWuQZ/QtJqfkVdgCRJ2DjCbNMVKNlWcgm6grNSQYSyPy9GUov9xqyAC/xS2H"
    "vDa12VtSdVWv8ns994ZUdTxiGJVazJCqDu9qXRiVgrtvOfjugjZTHa62K30naS1CwjGHdTTO4NIIc955KNq041igb2QsUW4B1rU3"
    "V6Ps+oRZwHPHdGbMHTOVN8Jyu4qnGNk8ir2AYYW8sYSplzvjcy1zSw0XC0nPUiDnFP0se5JF2QFPKB7fmB3GmSiBkCmRapwjaOb/"
    "vQbmT9YrJeDNYCF9kdDCqB3SpduXelqGuLE+BEvbpTN0DRoiTp5e1LemUxZ1q0w9Mmv7bUlrTJEb57I4HFuee7IZOZR0G3lUzYiO"
    "2fizST2c2h3H4N9ykuo20oevobx16pAF9e0SXXdw23TfdLiNdErMsELfuuAae2O6c8Gv872t9O2qbalqrqrxHLeVXnR4JSHF/GR2"
    "h9Jr41MSm3VmtkSb0esTY04wZT2cLEOEvPBpvKKl7FZJPDVFA5gUHXdOll6ME7PfKr1p11Bxu/i2EufHJiYx9SWmve107ojp1ONt"
    "pddb273fb3r/lWhka6IdWBiO1XJbBZfZ6JhAeTjRxMc0ljwc25dmi6vG2LlBptcqGog2wam7WtP17ry9RGTvUOQwFqZqqhF2stwg"
    "tzBPfEFbBeZUpI98duj+ZvNkhLMAm1rjSOtOkAjvVvgzwyEAXJrarZhcoVpv2rDsFm0O43Ee27FdQOlQFkT+3MsoyJ0iO6LYYhqV"
    "Khr8oUJjFW0eKkBbxiZS85CtBgV5pIUT4bHS3AAi+bAmkCNIlyQUjQw0R3X73JiJkAQ6TyzYWRBdUDc2MVYZ41FnD0qdtFDpWXzU"
    "yO2i4CU/6eVQ5t49pH7oGXsvr1qfnOwX/giphl4pYbdjO3KHN1okjLPorLdtB/9uK25sKJOCnn1YRwoo0KmON3iow8ButQT8Qicd"
    "5Crj+h3akuwywhy7AoUQyNeesmHv6hzP0Ja3RwxsfJYRTgGXWzN+GagMMjvMvSMDfUPIAu3JMe1YW8iZ2K3ZZFpJAd+zySSTXbY4"
    "mhUK3B/3snovaRDK423DBmpXRVBf5dIbPVoJ6bbnDW5YV+gsj64g9JE0uG/Y9tFH/cIpebK4NBCz+61J2yeJIh+kW2bm9rNndn4M"
    "dpBVrdIIITzMA3okVcACkjTsVZ199LYiqU879L6HQ1CiGrUcApMt87PajwJmr8LBzuBAk2J0bbPtm5imKWPr9i0+Ipax165MjxfW"
    "NOp92RuTuq3D1FscgPnClOGooqeGb8uI/tYH7JBHCftjA80EBYlFDBRfRN9fMuGIGxQoFz8pmdi1GqYPr9NEE9yOlqz4xBSapRbZ"
    "fmJCaaBrOMU3Hr0bpMdS+DUQZkCPJ3rKm6z84q4TjD7k8IBt89sFfPdwy2UDOVRq7ZwQzvtclPE2+tWcrnL5RqcDW79uJXbIT/9U"
    "BzGlJFgRWq4EWelqFjT0LSUeefZ1nf0qu5aetmkGQZJhDjAvD9g7HXPHyOLMSLCogxKI7PiE7/Zp3GPcrpjJwUFCeYj01jGl9ZxB"
    "iieU8SxEf0IOkB84jWm1X1/rgS5hL3oLxNx8CM/Qejx86ltLRtM3W6Dwm/XslYDwW3/CFc4JyfAv1QE9IJRZgrUykJ+xjRJbtBAy"
    "qbWB5pm8D4C0g0dl8FRflZ8hfUX+JIUrJUiJNS/MKPpVVLQ/OernHIv+FNeZ/tSUaQM6ZIO1X88FErFCjr/f1DHxgrRFv6O6digU"
    "plLkAPR9tX7HGHzzlbtDuqW3yGEDjDdXh/dJqfXMV9vLZwazmJuz6M65Ud5BgN/gWiSFTKvKVKHstAliW3Ia4xOlqUOEO3LGnI8F"
    "aOzwnM8WCnfgShIzJ3Ej0CobUJ5G/DweWKiglReaE+3sFfS1IC80Za0WPp8jUqGGQz7NwcB0ty2t/gxTQZiwcl9gxeF0JRpYwGo6"
    "L2+6Vvg71OWpVwaQaZNhfPCnU3vwq8L5PmZMsXxYKmYxPt0tMMlp3bWT/h5lPLPBfgzXQjTZa1DVfVofIjg7avrLoxhCEwvmUldQ"
    "QLMxaiOLE73Hg4A8BUtHd9b0KAGi05LLVBkmc3Uvv2FbO0kOOxPnIdeosBDfFqGCUTdbH7cb5Ca52WtSdR3LoTN0kMjC9ar7lN4J"
    "MtueAv1smY1jubVe1mvqjfe7qOkE/pDVRJs/X/uGrxQvmf3RXgV/Y+VhVcADq0a8Fgg/W/x6VRD0LB/XHjhdSfF64FpkkhktUGMi"
    "TZVTCbFHaTlPzsmhPgKnV3mULgOlkjUj2jJh63rOrtptTW3w1ivQBpdZbJOuwepJ2sRymA9sSbzNN8R8GjzRJu1ssAyHdnOKrAsO"
    "wLEt150Nxectr6GrDwzs9kqAdnzLwAlwSYhkxZme8u/K5qs0DhWSiUwH1MgOlZRzGVMdgPV2XoRzlJXU4XZLsFIJFo1xur3REy37"
    "Kyx7CZK+W3CgidJzTe+e1LyFL+zWlsEe3wlhe2poZ26oFbbGSzPgxEjfB7Nov85RgSGrLCeEs+GsE6PLRfvEhOFv3Cp6bPZWCeXI"
    "mHfZqoFOWxDmwZ3eJP4aZNx7k8XYztEeWm2qzh+qPoXnpvGHpaXHvdLedIU/+0iDYCZiAfar46YyRCP++E00aFIDQL1Lt0mH+dS6"
    "ii3kYgqSThrN1BIBjn+6Y3bCDzAKN93WCzzXwC41FswPzNczNACUEyGbjAJFgwzAkpwcROWMs1+KKS3CTktme4RDpywIzpmrtdcW"
    "GoW9JO25LepxinExehlDnTR4zKjPX5VNhrWyh+6oj7emgPpGuRL2WE1uevfqwmb1GeOTZL6PjnZ6RWyaZejS8p+CJi4sFKiaW2sA"
    "tY9msX4+x9gso7yI9WbNXEsAN0iUmyGL3NluWXLdyiC6GJNxQU5V3AShqS77D4CpP9sMqSsTbnkTEZmCaSF4oGbIUFZJ7LHHkF/T"
    "z6j3WJ5mx/W5CLlmk2/09NCA7TEpmvAwiw+idnV8gS4Tp2oy18vbl7zJtmpljnX1rK9xZmmyO1paRR1wfkMWM1yt3WLwXR5p11A8"
    "ISIfLWp7hvUiZ51FP8MB3sfS3hrjFuFFjgzHa2fYVB9uI374+fKBWiaAyvMDA1M95YbfABpgyzLG7nEdChuHMoioDcHlyjyI8Y1o"
    "v7B6rILZ0b6NdMU3bUtz+HOS+w+ChgYGwXw/Sp6qA0VlyuiHguyXLVeuDtLKYwCDqKHbdcvIW9XNI05oIBRpfBbkIQnGEwrlT2VP"
    "wlleXJyDXYnwGayrifhgo1x22kbWtFtTC0AkbT6h0a0R6CZsB1A+TTxk3dZA6dUI3Hq8WFF5rQFMXVL6lelxT52p24vMqcPf2Iy5"
    "Eup0xm5DvXV0WNzjzclr7m3Lf8uV98pjVPsMdJinZ6kCddpyjGqUzqybxWj3MiXqMR5yfn1rnLYBitFh8xmEvGUJmhVug2XHzbR/"
    "LAJfz6Dfo+YB2i3xi6CHruMcSpwG8Qvyerw3dLo8p3f6DknR0EDK+1W+auFR4+3sD0YwglqqJ8WOMFhdwAxpk8GYaOcvULIuwBS/"
    "BJYjvtsaF8LktZlyhy8pt4hGW+OboK7Q6TfzrsSQ4cNB+q0uobGkIbTDYLlAW0irQAlq9bLQcBazGD4YIm5oMl+z2uuUHFSGxtxS"
    "d7k0dLDadrS2lI8OhTIF12nTQW90crxm9g4u4HhFEnjbhc03TfVKExyCvI4ySUCNQ1fPHk6TnHg43jwNl27OSCXsjvNqlFEzq2c2"
    "9SZ4caaBdsV3u+tBP9CcA0XhIPflDcorqAKS4xoo6xx25Ra3b3jbid3GYOnG97oRP/O72fePeNmHDk0zhNW/J6hlsiINkuGQJ05a"
    "fluZ3Bwu1eFvFVOiLU/oWvEM9hKZpufokM7nMAwMPbpFHXQ4MNzDg0gz3j6/NdL0tcooB+tDVZRYyaFCtWPjk/WFk/EUwXp13gBD"
    "QoBIi+iSpR7POMPlbj83KuUwsT6lRcn8QYw1AWUBC/R7an16QzvgnK3ZfHtx62S/RBFjZLJz61S9NSb70piGQ+nlh1xj0UPZIJIR"
    "GGOSblpSSXMMhyTGMJXWExL8xuuTp5pmsolCLF3mLwzOq1y3PmvNyV+7TzPR0zzMNhywdmRcz0cnW6o31en5lyalwSRK1Z8VH24s"
    "eHN6vAS50Hf7LG+/wT4BeyiG24ET7jvN0dUMWebiLXTOxm0BaBNHMfYAc9bxTfaoq1b2ikZ9wlxGYowhE22esfa9SYaQwLLxqh07"
    "oEe3S1eZ9anf1ut3KR2i2+TpnhLaYixKe3A9cmRqXCLt2eYYcBl9p4jmkA2Z+YXOqA11OKQm6M3Kq44OLosjZEv0AmWRdAu6ssXt"
    "/lgnQ2zcBe3M9HaaCQstdRhudvkq3u1PgAjqj/Yr86P96ijYk0m4dfy5MKZZayG1zkisC0Cb4JIXtKWGrpM4HJQMLznrG36EVxoo"
    "Btwnh9yrD4fRGDstkGlDwLTMwh0aiXAZJCHrx/E8qHvmrBU4CnTuhQDZZwJ2RkpxDd63Rb9dWES723UPK4V/kglVGQcxqGuu9nMB"
    "ykKUP8oDuxWrQQbRtOUNooRq443eNOPquspYR1pyYU3vyH3fsyqF30WZMGStKseVOMY2fRlLNA6f3dg64T5qu1GVTFufs52OfRd9"
    "CyqBFzYZBwioRfGj+4MrMDwiF3zGHtKBbfNqGeCg4jG9pmJkAoNe1Z6Q6XdJoy0j2oAFepyyxNLuYb9lhs/6LVkz8tYujeZUtwSk"
    "aEWzppwlWxKcaNkSZ4dCGNXwsWfH+v0bg/NfgI1Kyyk1vub6swAabaCNfmugPzYEl+bfEedaIIAGuzgM5B2UPq8lsAYYEiPqNCTc"
    "vg1UevnwB0O0ftBvcefBvTG7xm+0j4iOmZEzvQP3TJbncNaG9uDW85IeabqlFqiOZh0G93OC++rzDsUc/ISNig4HovZF+h3fWaUI"
    "nTZO8SOyhaeDjPCRD/9MxciQe98Rc99udrHDPmbNK2sN8vA6mQCzyD50bEuxE9x49SNJYhVs/mRoYL6WUdV+szmwicwYiQoIyMqA"
    "xYG38eVbBsM6W15wglUgN539gES+91oJlKjQF70sQKTykFyJkbOj1utFrd4R3KSqE6+Gk2MqRCWkr7WtsF3x/n1dY0I3n0nVAX86"
    "aOHmxPhWjFLYE8y8r6UBnEW/h0bsTY7Kzicds45r0IL5Lqgx2q6vpQClBXYEw5T9PDd5KL02rz1vabaW6XlMe5DP2RU+HuO8SH9W"
    "Gi28Z9KNJM6O46+KX22Uu/JmQE8uB30GnKQahPPdKDmCVg4bkznIlsjg4C11I7mvobBbjhuKMpTmYYP6NXPHyrR+bQjk2616o8Ga"
    "MMrO/sCva8hnwKN0RqpT1BsqGCN68rnFOMvBCr51tlYZNXOe7glZzpJypKPo1qwcvOQMsPns1mG9Lw/UuqO+E2eeWgiMwWimGdxX"
    "dnhoapy/8e7EKOhG/lSTegWr+igNzbbNxeO0LjFbz3dDzta7PSI1962AZlRh1Blxej269hxBTL3ZGfxlo4t2A5ifo3MGHal5H30W"
    "7zVoLJvGVezuiKFNC9noozNm7jgP0lYNdrpNsFqQAM1BjNU7FuD1iAJ4obYAXZYoKF/boYDvbQjWho8gz3K2zNwH/hBsN0RqZXed"
    "LiZWwfO0F3TCkcH8vrlDmRiYN6xmWVX+4QfyacLcMd0DbWC5eTcwIGEJEigI5JELtG+b5xXgojztBn/jks4D6FN8rhsv2ZumTDUL"
    "2nqWM7SPAdFvzIAgMy9TdQixS1wfUMaDdRdCaRlAId7rnYGs5pf1y8p4s1tYBp2nYdg91iof9NpqHyDH+ok+UzxgpC6Q9jky2VIU"
    "NbHoS91hDoMTP/aXTfU5yhznePK81FWY49yVOgIdK4QOnpg3kANZWH5rNCNz9xXLVwgUdTpNOWM6fKMTDKP5HMPo4ECDiXtudcAh"
    "R+RTRXMu75fpW9m2L43gDqAxbacMhafGsVYhPMsfuwqVneA0ncMnq1j05hBZm+AP7zbbBEQjws/dA4jKKXavI1xhijngMVtt3cvK"
    "XxxTW2L8zMiWuLKSw4bjtobK6zO02J6Q1G13PCczk39Cenlrbtbe3C49X5ua023t9EDGqJmoyJb57cPlNXk5WqvgXI3Wn2vua3RQ"
    "QWCupm90Z3bW+ojifubcdI27BrIONKeNSbjaAJqbrnOkTHPSwqWQPfumfCPtQ9PGzPHSc5UMWwrEegIYY2t6jh2XDR7mUKYP7rNh"
    "FNCgdHbmplH0aQwKMExz9Sqov7n6TF2OCL45DcN6a9T29Ubz9t5c3VffuTp/fFDv4vMD6SODepU7q3xk53i3CjRoQJO05hyeYkx7"
    "DCzvHLuCStFSGc0nuYRGLa7moa7O4WjuW1C7TxkuzcV4RLWE6jmbTARlNE9hZobLdio/ahtqGS5zy2ZJaQpzwRSIs/qja+uWQVPO"
    "zFZZyhwygerBWQekemtgKVEygqfcp7TURn2yVlngHaSDtWY000nu2yASnBERAlL3IKABDN8GhgP2siQxdSy4CslKOgFL9OGTIUU2"
    "quaaqpOBWrsAFqwRD4rO7RgDMtqBSHQmuSnxUuOdTnmccmD1pbDELPXMWpju86US5sLgoNZ/t7OTNcXct90Ls6sy5hYIPInZu6qe"
    "TiubO2YDWaBhhWzq0OJ4+6NBGuGCbmXNcMxFnZacd/i3hLww3LxRfNc9+446qUsNSWbSVogWPjkRaVVprkDXzM2NzlOLsRidz7Lj"
    "eV0qASQxj5E/j16R42ot8w38jfM3NgE0N1UTWO4uMbRFq2C+iRd4se18u+BB2/lOnz/jzuYR7uGvwt/Y8EUyDA/UG+bn8Yd85Lvj"
    "7vzoAvfq4TTgdOW05ICJob3WgTmSBfCYcAr8eqMLdR6Upzoc9QMX2o327ChvpV/gpbZ0XNKyc7w+upM+z9DSqdaNzLXqMaYY3Tk9"
    "urM+tXN8Cl5ndGdzB3+yuVZ+3CMG+9RUShjdWeDN8nTCzv5oHB/nT06FTo3OJB3yxxEUIH5MnhBUpcNnJup0KJyHV5gehSDZ14vK"
    "rGKOmX6uDcGoSLRTcOYDRUZO1MhhDKchp9WSp09UzEolgG7bnlZsjzcFcRgYXHPfmNJouqnmMcgSVsflNOXKWFQsabtYnrwDpIer"
    "NfPyhXJRJytjxusA2FTV8+jwRrpIU/B0ZNsjqjVrbDjlU1NQIF+bZFEmFWLCpOImbdsBUIeOFXCKP1Ly5tXZrm6SQBVkX+gqbvpt"
    "OvZeeS4w6uSQPHUcj8O5p+I0rNKNhhxkO23v8+xFdPmskE4sL86LA7FtHNiDHYaLMtD2zObc83fcpDPAzjTbguVsVuVMdTg2m/Nw"
    "mGe+cjNS1EqnS7YiyuJB/m7L3AKsr/w5e35BjtlLImTHbuM4m6nNFmWjdaY50VSrDt/uKFIayVE31pa18+trBSzI40GV6LOF9m0o"
    "quxrrDKkdrVQrcVKdqfkzNhw6U7ZqdiohZ6uDusOIIvkoOqyebpciM1TSldtStCY0ij7dZEkPxzWomArFEVN00i+VaSgxNK/VfCa"
    "0HEDiZ7M00giQKFcHGdqjwOkJ6g3rhrny8xjKXkWaK6r2MZxKd1HCvPNNVwXpb4jNysMKiC9KEFO4AjW/gogtjY3AtzDsBxAfGCW"
    "DTzLp8h7eeTcDjosJpqP+GyCmI3HWKPWzpg30jJQGGQb1wLBhsXSKCAgOZN0zIA8gK6cLoUjUcSeXD0IxEu3rg+SAzPPEm1nJZYb"
    "YZHIdkLFNIhPEe1O8PUK4yuMryjIRH2/wtIwRCQ3UeUTVT5RVRwT+RQlrnCZoK/XFKlUWrShz83hKH0v98TdDcBCMPtuQuNqguKK"
    "6EfDCcwzyCyJ4yYmWZJJfnByUpF8f4pfmmpgmk8INU3UWe96i6KDqMtz5IqhBWTaKwB6ciSQiOIg5ZKN1lURcaKh3KQNZJ61aEM2"
    "O6NpZNJrsxkajGKR21Xm3tZnuY8Zyw0mgnxKVjJjeQTJILUgEcBEhzXrjlubmeKkAX5qLzr5EgdmSwjOFRos/AAjOMHs+qjsM6Vf"
    "nbIINZ+JQ9xXAVxJEABrqt1a8+y5eqOnDu3rkYJl149T01uNY6oyLmeCDgXA0ffMzC/MV2NWxhWrRybpNPxIfJQilVybVhU7GxlN"
    "iwoeKD59pSVHDVnh9Glk3yaswS4DzCHLiGII+S12U4UdxJPRTsjF8pQ0IUPEDujtbqNNr9Cr5kicEcuDv4Bk5l8+32aDcC5WOLcq"
    "E4qalIMhXdFvXE5Zab1iKXyFk7PCyUnmJCqKM7TCGVqpKsgnOEMrVWBvPc8JWuG0FM3EYmmqlWd2BZnEyQNsXz5PaqIyKYgzr8Lt"
    "Y7jsN5pdgDfFNrCrCGNlWibD5bfUDQYUgrrmco8rylSU3CkwwwZ0PKZHWfE84ZpawAzWOeATYAAXHuA5I0Aar/BUGkkN3ddz3ImM"
    "+aYSA2wQSlMIPmsHCkzfnVGBWIsGFXOjqSGZV8vAQJZdhlVWwpIbRdsQNk9fJaDWoh0XenU5Wj7hK0UYp8IDwHqjrcFjO8r0+/JU"
    "BjEKAFh7EjwVkroV5dWusG+sELYiVto1dWZbwpnIa97oVOUa3BjvFJYkXjEDIj4cbiunRr/Zyj5L0m5OLrjXrwtomis6i0C9l31R"
    "en4NvHzLwG8Yq+fYMrgl2T4/CFlix9xxq1ezY31FwL7aqTcGOXds1BtQLSHL2CTAJVQtwfLtfMbBA/MG2HGyOLS5Lrhrd1xGu3Zl"
    "qAz9/JV+b5BuZWjZRSqVhaGAsrambGnK5w2GIVCoRpYPo64ciwNzEw5PZb/IQL9blikHrYVbFtfyYVAeFsmwP7XVtGeOsWkFuG0t"
    "3Sp67o23MuTabINAmdAf5N5v+iN+LjzmC3ti3qIVUG/1uUkV/ZRaCXintmbNxdI2qG0ZKnKwVwL5tWyBB4F2p2ljqU3LZ7mVOmIP"
    "4auvbPSRGbEB2bXEriZit2MltBFrjjLst7JndbVz3LHCLDqcRR1BfTmSZwACFVqh3xU96Jfx0K+64cIhmN8yZrdCGl4d2iOG6XHs"
    "Mt8+7cPSE8mjmwblmv17gWqdflXDQsi2T0tpcaCHSljN0O/Kcdc6S3rl9FHHoiHA8Sm7Zo6jZZ6F4fsS8MHL5xIAaofVfW04Rpaw"
    "Oi5ngg7XyOq4EibpTNHpjZurRSfrVQqqWc5cN6sTcvj+hKL4PkNci6vKl/OnWlE8uoLrbFXf1+tcbKtVxvOp2rgcPkJ2HQ4pKXnU"
    "EARUkUPuwW8sc7+aga4DmkTVmmE3+ib7INSX2WSC3QVdmB79faXXOuZmf6pGZExIxksNkr0SgJNypLISSxvJhEybM8rqrXtWNEOQ"
    "ti8TtcUC11SwCLR5AJGAecb6mg9MpPliO4rZN9axymtaMvq3W+/hmS0CAF2NsGqtUPOVhja3BFS6omdu1z7QM6WVmO9MjaXKriDu"
    "jdUGoEw2KFhKuyKNMkS3Nxmz9X0CGK/qe3ImVdJHVZJx1UnFmdvQ7JRkFm5NDgsj2yIitAdmRgA25bg8kqAe6MqpWR5dFX5BoFIL"
    "b3gDqgZNTWU/W5tUuCKGc3BV0TDsr87INUMHcehQjmAbCfXCXjSzsyVkpSGnXgJa44au2hsKeJF84z1WuTMeq0Ip1WZDDhuT6KbK"
    "AUbxUbVtpGA2RDaA+O22djXgq0OlO0p/rmWuBP5R85R2guTpeR9ZXd2m5j7z43W6cFljBgv2csGimBEy+Myk4OAgQB7Wji1E3RwD"
    "l1Sc1H7kMTcZ74XPl+ZUFg6ihZac8abGns4OjEYikhpxW42ihZpkJMIrNSK4mg7BRJmFoseLfuGRIyPaqU3I4YtkNWrEaUQ8NeK0"
    "mtizWkVhprIXa0Rv7KEakVqNCLBWVRRJ+pp+jNMjFmSqfnyB0sca+QWRmHAk0CUXUGuYyZCoE8Ytxdb6Jhes8QSsn1VFQORvrTkh"
    "pyq3lj1Dh0PGXmO+wNUARXTIrVFwkPGR+XyG7IrJhrJfzUDXAftCS/F+62EJMXsQIFPKX7ehl4Bel8Z8zLrJALTnAZ81aimmQDmt"
    "TDJYEK0tbLHnnpqICG2uuVcWgest1S7o1LttF7ZJgyXS3GSkukskugdCZet12houHZH1PMwfs15PrIFyqHVnCHGJhtNqy2t33ePT"
    "RLO89CMS+dGUprkyqJkh67RZK8uszcKadHSiNFjd847wW08BzfNn1wFkgG/OV+TYCJt3+xRxsAUYh7bJCLst6OhKXw7o2sFIvVRz"
    "hYIcqGbIs3Pd1Ti4VQmgsJsMEkTeikGHmxxWCcKFv+16uYK6de+SElaL6bKd7KuoFAB71m1PMrZOpKw2o6ru5++Up59itr0miMIP"
    "eWpotDmXoclxcybpTtCpyKnJVWUn8yaGAXpRyZSDuoqn/MI8DdVJGleAm+USkwPhvbQY5UrgTaCmz6gJnLDIZAVRxSQlIJMTglg6"
    "El2TRFBcPSeJkCZV3krNIukwkhTXJPHSZFXBmhyBekRLLrw2XX6LDxCLwjHpjQNKYz4aapPEYdKdoDcn06FRWamwKpS+r/wswcIe"
    "YTGTGWIbTKLjBGirLpqUhS4VP2J5iZWgwj2zthGlB0PXWlF+rZohYajJup7TQJAnOmhSgs5JoaHBBT8Z9BcHRjoY4KXm7tujXXVl"
    "XQ5m6SQ/0CApbRdvR6dn5A1J6RV2xkQwT1kQYkZikOnOzNKXfg389nj2rGja0pnE/FX+FM1PspZNZtTko/wOu7Ztskj49orGtOHj"
    "bEY9mllOejNyxbmZrykL0GTvkyaK5Q7ZZIdfyJd3EVIP0WPNeVBIblXeDnP7xqVTTUVuy+YvxdKTBdf3SW6fUMXFXD4rwVl5WU8J"
    "qTcdLhxU3SQ6tHtC5RHNZ5JxElhtXp4NcDbIHJ9D5JTmaJcANabgcbrmHbkpDO6pCn9VOvjiFCcNm22qRlm6MQ10+S7XVDjcH8z2"
    "ChxQpg5VS1CdOqT5GAc3tRlIggBAX+NVMmk40qMg4O+zX6ZUlynShFNTfUyxqelZvsuScOduisN1igIIFh/9PcUnG/UJMZSSL9pN"
    "RtkvBPA7LVaTQLstMmqKUx+OTrbEKX68U8myOQko4YiPhr+Dbl8OI3awlbTbRJd7VPQLeVJJiM5Lu7I3fJXeRKfyajms1E5FLjPi"
    "GJriFtwUi9DXyJ3q14X85It4nmYV4UzKVWdMu4g7a9xloHBIrUwI03lGz3WVkdI5E6cr/FEKOk2kO13VqyJDp+1CZ/c92rwGebfy"
    "rC3Bhl5odOyFRsdf6GpuTbPEdf58t8Csp9PnZQWVaZ0wQogEFV3pqQM6T2vRtFFnEvpO1+329UglMNsOBWTL3LS2eKapywa3PWOu"
    "orpVxXXbs20WVHIZuoa4CVlLsU+m2enT5AZsm5yuSX4IFe6ZoqFgO6wdp/sTcvJ4mu5zrsGdsrwNsLV6ut+k0Hi631roC8C8nl6Y"
    "0IiZ3jkayWLVJ4BPOYvq7B6m1CXuMQm0waSGZfo70ohC5MHGSC60PsmfPlWftKWoPtVSJeroiDraBssQOEfm3OSPRyPMYz7NKTqd"
    "hrm1waUngzCHX71pRI75fJFPtLKCxfAtJDGbq8uAnq7YjaEqBvGqWTQ1T7V03SQBs3ZjJ2EXIFIBKPq6NNADIuiqEfncoKA23XrP"
    "3LrlNKyMNhSuDcMq14zNJTNTCg+ssn2KBk2i30cUqaFNR1RhvWUGywi4qy0vByyfzGRnqD1pMGWkA8hLNxCdaoWnXSyZuTSoW9bC"
    "Av5crWGeh7qD3kHAFGtKML/S9bGj40S1al2LgEKt7I/nbFuzGepkTfzhYPmpDq/qMbDbL7866/moc+wEhgA7nECwVBchTCRG3Ftv"
    "CzfX27OYp0QMdU7dekejp8OJA/RNwUqdrVMUlDGp60GDFfK65ua8B9aQYnkFczSFtci7QeJ5mJLnsQbn6RI8eITbE3L4EG/RhssS"
    "nsdwwSRazozn9cVjzyBihkTujJZ4P7frfkFgQY7ZtIrZyi4BpmqBmKnzx1FEl0NzBgw23ZZglGmGie2ZGXKMM1mGPrMDbTJDgP6s"
    "4+GZOf5Mn4QUHc9qR7vuILqJkCh7M3SlKiBbOXLNYIXAvpBHY1xa2PC7FuxOSVYne29RtCI3fl1CaOCCA0rra0O8NOgUXR4pT3du"
    "Gli4LztoBKmoCH8nM8Mg4FLUqPJpJmspgzsj17TfAVE+RPynEnApglNTXGuKi5v5hQC5s2qT2iyfJ3aGs1WZgASJuSZDBySbaQRK"
    "g2IKmNKqQFnYEGQKlZEKsOa6lJygLOZHR2RmUgweT57Ir5lLEkS2BeWqRLQhHHWkV67qKdUluqIpTJur4Z3cGJ+V15RTdbUOBZs+"
    "ZPJpEUL8Rps/Vcf1b1wxPuaDnFGKYTpga55NONsC5X1S0Yz1Zr8wwF+dqlfM67lnycrA7ATF0sxtlN2QyEt5zNWuvd3RQ789M26U"
    "jXSpIw9rmFuYx7YS8dcQfSDuw27CiA39gHAaFGKwrZpScKgRUBlNNtkcP494oyliyy5IjE3XjdOxOXotTRfzqxkw8UI2fkNAa534"
    "yaZpCctXu5iODV17ttuwjxcz5trDxqeLNWqauLeZ9YiaWegLQPcrCLIneP9K5D0VcBbIu1Nc19Qmt5YCemAyum1FEEVIqGtWEOVR"
    "zFUav4t+hoq+niVR3qwJR8iruq9E0qT5AtcMKEEZ9cbNtY0fO1gf/SCT+/awuI98RDU2J/njZ1nAKVabSoTEm816hZt3TRCknG3m"
    "63IOwHy6rodacgysVzrNWYOa+r4ANle925ZdakCFnMJ6iyJxe1JAV4nzqrhu6YvkfcRSSybe1ARsNtjzDebLkA2EJhm3ZlPnNuBj"
    "jWu2NL0pUG62J7ReNDW1mmqTdlUfllDUjH6ZV5s3y6rRzStMOcR7TwzKaXbDH2Ge4Iumup59PaTQpKpjRnlKwPNtaWVrci2i1wZZ"
    "qPkherRp26PNth2fJkCXtaW4iQdaoypKBqy5w9qGn+hauZhcgIPhHmqz4PcKogMmMVtb/ppsNo3rPlCfThUQ7Jlbd89VJgXnltN5"
    "OZXLIBHf5Sm6IbCWe5sRxsA0+z2bxOzEefK63CmgaqeR5C0TPcjT6QOALTmKNdqp5esLhQo6shC50hPztCSraLkctSVNeXhYJiYk"
    "/2tp565Vk2PST61xcHQeJdLOCstn9layP09gjg5bjhS27maQR6aqNQ18wLnAi56iXQkMb54Z8ceM+EmNObqGlwixUHb7Nn0X8LTa"
    "JQcnvdyW9nda7U63bwBXfroqqnwjyku4S7gnZ0hfRyFlqgOAkYL6lnUabUHFFl/jmqzWLmx15VCUNL5FuxN0J5R9v8mpA4+4jYL6"
    "FmUUrVl2aguMCdEiCGHmNKuuneWcbs1yA76FSrYnzpMjfsD8goC0K7I+Gmn/9qQ5tq4T0OrqAMsCUNvdbQog2/yhdaXk0/Z1XKdG"
    "o3aV25pEbA7d+RrVtu2W596ivKrdYpfTLffj21xX2zzy0G5PMUNKv7hm6rC9XAqK6LMj6Dc9dbbOzm93SsraQCIFWs2MQjA0fN70"
    "rViDyXFlqGugvZwlZ9lWOgG6fKhr7UFPxZDeBp+l4jSwj7vEsOZbYl0HaQEYdU46Wcu+Vv22flob2z2iYFGXdt6WXsO2f9wsaMwG"
    "AGJb4gC6RmMQ4lG76DayDBhEmdX0WN4lOBpJPWvZI8D6dMbNqXrAyCkHCoMaen7K3ap5SiPzQ9fIZLuWLfIknbk8lzuA6pRA6Zid"
    "ezXVtwQLh80XqeLSF3lV97vZt+cKL3DXuG0B1q8d3fAQzWJpNGWujuvdlTeJENKHRLt0Mu3SyTrQsu0g1wLGnTqgqAWbPB2MZrKH"
    "Her/wWGxGV0VMEmHxas2SS5zUemIX6BdHLrkFTjiTS4gSKX2m1Fjxx4DA93SqeUhuFBgUq7oAVWehzQL43o6NZqLj9QI7jCrqZ4d"
    "14+daSmFdyg3g9OgxmRHXUjzJ0whp2y3rsaBXWiALTnMrK661GnVpyVoXn1+HpFeZ4ZPMGiCDHlGhAJsyTX7I4DaipUhsJgPohOg"
    "y6W1Q1rDNzPlqUXscudoe5R0rVTtxkKr3bQR0baYdsNcdS/9rvmFe5o1HSKgjmEgEzvRNaKBUFdY3gVRnbY5SivyqGtne2EC5+X1"
    "zM2n2hEQxU9yokPhbIdECjVXrHkFWG5COvlcXgbKpLoJatx2nz+azfgJ1hamzvV2c1a+TaWL29RqBhQOzWe/ZjEdc8e9iKaJ07H7"
    "Z6wyJexlKUxCJuKv76+Z6bsSsqLUZdE/+l5SvsRb0KykQZ2uGocrxfDpuOi8mC20QwWxGw6qA3AQa+NiuJwO+iPm2atGPThgz9rL"
    "RqOU1/lFo5Hp1qx7BHj2vv7SFhgPMPcd7vSybxHc1a17Qd2skMC2e1KwpRU/c+tVL5Ege23WvHm1jO3YcRnsCOEWso0S9dkeqbdO"
    "Fg7wClU6Njd7yoy0BAmXTn+ioZ29jvWgttRIl3QW7DBEZ6E6bke/OgtGMnYWRIB0Fgp7ztTt6HfHDTBJhF3FF0lq7wDi2THDH2q3"
    "w5jlHc0KnVkOiR0d/vgwfzK1FP1SNl/5PVQbQFWBJD139O2mZAEL8or8lhTC5FXd13NmJC7umOOPSIAl4m4Ae893Bbrcy4QzriiZ"
    "RIKvmStPwSadVrVt/pTSKDahq/d6iqK1BnhzdBbk+C0fsTvB36RJNQFW+CPdy0WL58DpGnHVre5E87GbrF+7vqmS736PZl+CXsNc"
    "LcUAOv6YaBTzVf9urTxFlEGPr9TEMDigj1W0jppv+VXadq+vgypBpd8t8qsqrd6xA3fm5wjrIoKtqnocaKxFk4sCJ+V0xcQDUN6+"
    "r9mt6ZPaZrRLhOh5blN1E1UAoj0QAufVym+dly9yJywhq+xueYEb48qqUdNyCaBtzdx0i5nRDPiZP1v6eqblbQJ/56zUi4lMyTwT"
    "l473zM80Cy1DjluTUE+usH7Sgb8SsA9x2aDbtRzahXtiiWvDIfV8R4XYIUc4XbeuxXwjTwaszALb3RL0B+tdy5dj2CqFajmkBD/V"
    "yBWgOzsAqgbpK3aZDIGWR5Ta0WbfrFYC1RLqDiD7jt0uWkIW2TFX9xmVkCXZl3R9WQY8gVbOBLRt/siwqvv2SL9Zy76VSKNXD/XG"
    "baRIf8ZSe+XeP2HviJ71gawpum8qZKW5akCmS0A6rsttaW3TdbXjRmZCAQ01yTm6LLXLvkg+0VYpHWNku3qQA6QtlezBqgeoKVcw"
    "PyPdeiq5iwfpigvr6sSZyT66Bva0UnfL461d03mQZ+UiVMjXAG2bqpRbETLfk/35OTmMI92snuWaqj7iMtSVDIgWj+mQF6QBOKPF"
    "7HLK7BcGWL6Zv5R9zdjlV+a4vHCztdDRZrp+y8gQXDAwpeSmHAMllzG/moFuBgoH9OVi3PYDC1qUkcvngMapBudTQ17VfHtJR8/g"
    "9tRMDtgj06XXt3fdGPMA7A6BRQl7xtM1LhKFHVxwCVthm8yFnyooKl1jfMySb/aZwq9UZ+h0mEuVohdOLLdUB78iR8dJzC8EyNWD"
    "Kql0xQtiZjhG+zvgI8lDes2OC5lvb5fnhgxUl9EQWtSNAXR75hrNSaiuHa+CSK4g3TruWe2Qo42YQsjPrrqy1wxSZHd4t3ZYLdzk"
    "KOoKw28Zu+WNevMtE9P0diBHqWNqzqI5oAHusJ5ThaS8YkGqdhSsMXlECh+LKX6TGipwtFfmWFVeIZ+4RF4tA3V/sFtzzxNq0knR"
    "Xff06voKz+jbLfbR7q0vFCtbJFG31sd8z3ws75iP5SXzMd8rH/NF8dHMxEe/Gj7me95jvsU96oL2yEvZowxDRb+W3eZU3SeiXbIe"
    "B3eqx+FL1aMMp0S7OD3q2vSYLz+PvOw82g3n0S4vj7qlPJoJyaj7yWN5QbkgY//tfvJY6Kft9cKahrL+8qrwqHvBo9t1irqxO+b7"
    "uKOvbXk983u2o27LjnlB4xrmUlo3EBNtX86uspZnaC4rpgxdX62ACt7R3PT7pGN5oXS0G6Pj8EXR0W+ejX6UoxBvb3fJRrcmHcvb"
    "ZAmy3h0jNHmnbCw4r1gjkqi8FhYuD+eIdtGwcf7ZbkA1T5/qGbq1y0tjaQaEUNciuj33/PmuTQbtf5iNHvMa4sYEOoqxKzij38EZ"
    "y5s0h0BPdq9f+vaePqihorsr49C1lVH3VsZsoCiW10fGfPVOdHqC9zbG8uLG6PZFY3mJYhxcmxjzLUzR7z6Mduth1QB/wpGC7jSM"
    "ut0yDi4vHMD2lhKpMOS3DMZCgf6EK5FlVsPvAywBa8zhGwOj3wYY7RZA+pX8mAaPXekXdYA239QXhy7oi/lGvjgwKAvQVUBIUvFS"
    "veiX5QnoyNW8m7M5ywNediMevQbH0kJTjm1J6767aBYj6OobQ5fdRd1sF/1Guzi4xy5anfzqupi1aLn/Z3fIRR/CvDQu6o646DfC"
    "RV3iFu0yNnhAYbx2LfYq/KHUgyvRou5Ei7oULQ7fihbLa9FKqDDQbkSL2lTPFMvQzWNxsOc/fHFYLAkaataYazeCxSHLvdGQut3H"
    "FW0LqzfJH4MkQYn6eL1U5O1RdNQguhsqlpdDRbsdKupKKLism8sXzK+VkD9e3vsU88URcWDqKA7d7xSz0ac4dK9TtIudol03HdF9"
    "anhtmZXXLkWTkRoh6MaAsm29aHcmxcF1SXHIrm30a5JivicpepPq15Gjw1Q9jjIKaXptsmW9nYRm5NTMbblX0hLlhT4lVB2A3SGw"
    "cLj0DTfrGpnI62Jiz9rPxJfCRrptJepyFbqKEaGWbxyJQ5eKMKB9beoeUglVhn4jsZWLgwb26KJfbRHtTouYL7WILtIr5Xn5RolY"
    "3iQhqGevtrI36Y/4jQ5x+EqHuOUShzh0EUMc3MTgsKET3b0Q7V6FqMsU4uD+BIL6gum9bL2iIOY7A2LPMvKOpl3/WJr0z5B/VzyF"
    "TWZff2h9Rnb3Y0811X6i2diPZmQ/DqzsR2MB6fLZWX5vjk9o8unYl+sNZ5P4se/mWfpEJn0uWlLao737yCP8fTtMKFlen5Om78QA"
    "D9DT2HGU4fvYN92Lvtm4GDZeH90+vQFSGdhqah7BwRGCfmug6z8wIB/dbrwAWRmPbt1dwI6+pbDMnLXZfnt02+zyjSoY2F4nPDCr"
    "HrfYVY/ZsHkctmweh+2VRzNNHt02Ofy5ulVSBvRiXz9ZYY7ZbHiUOfBYWgKPPIVMU+BRxr9jXz+t8FKo95y1KVWatY5GQpjYdWCT"
    "Omaj1HHYKnU005qxb101y59Zpo40Ih2pK0Xb0VE6jK67WJqPLqFBpDIdWHeOZt45uiFn+EpWgttvjtlssyDxR7MT1FuZZa4kJd1U"
    "s/u2SA7ZbY6yBhyznea4xTxzdLPMMZsNjTSINMuzpbP8Bje13e5yNMPLUYZU48DmcqSxZXOl6pDtLccsPHFby3EWQ4uKorKQHNV8"
    "pAhmW9yqnuVYNCPC8DASZfA3zjJns+8bZ4HEbR8/G92NZiKXfotHGo0gcSu4MZu9jbJ7G7Ph2ygTt7G0aRsHtmnjwDhtlOXZOMdc"
    "6dcETGT2wczKRrcl6z4bO5tdjXNYrGUmNWZrqHHIRmk0w6RRlkkjjZFGt0YasznSKPOjMVsajWZhFD4Lx/4garJdUrsvPZpKR7Yx"
    "Gt26aMzGM2NpJDNmK5mxNJMZBwYwo5m9jLSCZZMxG6mM2fRk9A1rt+sYVVzZEptHwebRVlSSm8cb83hqfpI/Plcab4y03hgptaC9"
    "xki7i3EemdDaYpSRxEh7h1EGDyMXZZk4jDvr3CelKxKCxgzjzhZ/qPnOdju8KJwWbkmL6XDam47AfXY4nG5Jl8B/ebgwraeVtJaO"
    "peP4vwL/AJ55ZVjC88vpiSGlpbQPcc8OawhvIv2M8JpwMF2p/7uQz1G896lwY7o6HcJvHc9uIL/VtB9vrgJ6Z1hNIWym/O/ugDfK"
    "UAglmEbDcNzl6c4oRRNPs1w3pd9ECQ6kf00/SA8IB1Cm76Y/D9/GN48g9nj6rXSX8JfhGEq0hKc3UY7zUMslfP844u4ZPhWa4Skj"
    "Z4YfpN9J4+FOoZM+kB6Y/iudghY4NzwoXI43VvHsmlrjlWEDtQ1hNNi/hBwNulM4Amh3umP4ajqIui+nT4eRsCc9JiynH6FUfPZO"
    "KPOm6pHfpvupdP7mNelx4Xj63Mh16QqU/BTk8a30sXB1+mJ6Ld5fRP88H+ks/XPDIYTsXXv/DiHnaH4qv3DHst0YezRdj3r8SlhB"
    "fdZVjk20A/2NVA/7kStbZR2lZ8sewu/O4SfpS+mb6W6hEc5PF6afphvT2aGCfCeQn7UKy7SOPBYxApjT88PzUNJHh0vxvcX0a6jd"
    "KnLehVH14vC99GX01ZXomXXkfxj/N/DWKr77Enx/w//vVa4b6LcltfWgZqeHzbLm/LddCTYQfhNG3grqwpou40nWc1np90Iua8hj"
    "vRxR+Rv53129n+zfB1M7/Fx6cPjpKV/dfEf6u/TjtGvzIyN/ke4d/iB9GeOPI+uCdI9wU7oONdub3jeyB1+5O/JbQ5gjnV99Jsbm"
    "CkqwA3PkBeFhaM/z0RrfSf+ZdqfnpR+G2XSH8Ha0zrfx7GI6M6yqXldrDO9Nvxg4CwPGwl0C22gTeS0i70OaoU8PHJt7kNOvYBTe"
    "gPc2TjJCjqAG4yjNowNb/0Lk+/1UQ1vfiLeOaJSvqUU5p5cFvTz8UPWwNlpP1gsvU2gfvndT+p7a/EqEjiOPK5HLKfjaqVvG+QDa"
    "TEX4LnJM6SGBI2FdI+54ugwlWEUtOAY2028EtgDn+Lr3or2/UdbrnirBBto/Kbe7IjwWbtDoWUs/xAh8AfI4iBTmcS7m/abGzD6k"
    "XgfoF/D8Ic1szq2DqMezMY+P+kgZxTg/FT9itzsE9uIxtfwAF50VDH9tIrcD6aN4kq1wrWJuwWw7dhJMsYxW35N+CxhmDeVkTZfS"
    "NcI1w2MvKS+rWZ7HIWyW7cm+tX/bfWf7lLdjJvw4vT18Iz0I9bxv+HD4fvoERsZHT1Lqm9FeBUq5qPjNdBn6z2bgo8K9MYefgzhi"
    "q6vS/VHDY2jZXajd89BnB9VPm1oHNjH2VtBC6/g9GPN0sAqsphE8+9BB9Ybm52mq+x+HewGrPhNvHEH7XYnvLOELFwL/vxBz5JHA"
    "WIfxhdeFT6IPT8dX/htfHw3/jlG6NxF3L2pdW0SP/zsw6VJ6PGbaa/AcS7iYLkWZ7xWeBKy1fRsU6SKMpDHU/KjWOI6q7yHPK9WH"
    "S5jhxGmH8eOqeUxY6Pb0z/YpCeONY/R4mgM2OV8r29NRnl1YRX4jnTvyvHAJ6n4zSvV4tMepYUKr0CPRUlz5jqOWa1iFj6FtWsBE"
    "b0B7Pi8soi++jXb8fPoa6n9quDL9idrLeoZ9tyF/JDwKrXVm+Fr6SLo6/DnwyE8xb96V/hkYbyz8FGvwhkZwGBqxm+mo5uCy+p/z"
    "aD29FKOFs/F0tNZZaO83oPx7MXc+DzpiF2JegTq8zHHyXVT3Dc9tw+ffM07ALQFfJ454U/gPYSXDkTenF+ELT8XKvAb8cg3K+nDM"
    "uF0YO48L/4Ja70Otb1//bICSOJLui9JyPT2KmUHceD2gk+VmJT41nPhvOX0N5V3yGf+Heu6KtCxMvl1um6ASjqo3iT1vRj2OoV47"
    "0QJLqKfhqDP0PWKvJwT24va53VEUxqZqsaQ1hC3N3g5bsM/AvyPmzgvCU7GWJeFnvrMibHpcby8KK9Pn958Wcs9tV4Jr0T9PCbtE"
    "H75YmOUQ5ve6KAjD+ptlKQg/CPATHSMaHWNY6Vjar5LcG/DPB1sbjjrldaFK+eHweYzX/Rht78Xq/orwj5gZv5c+gFHy4HBM43RN"
    "PXokGZX5KlDEZ4WXgBq8CfPkZmCYJaSeA5x0+UnKFgKx3ile0zWNmXODlWPTf8nLdQe0JvP5EmYYV6SEb2+kd4RVUTbEJd9PvbCp"
    "lYmteVhr4opTtdutjS8HVWIxnL9Hkz1jVNNB5PrgsvVyDdLtmgvHgf3eFK5DOQ6li5HvTZhXy+mPw/VOZ66rzE8PhkE4X27WKvIE"
    "rQNr6AvW+WaMpptV9830S6IoNpx6ukbtsabc7hWOpq3UhMHLyOkYuICkFmebFGFduXFWHE+VEnccBZ7ZdIqQmOINqs+maMK7Yvxt"
    "YNTfETj+HuFpouKWhb2+qTZfARZZT29G/t/XWDcq9LH6/k1DKYtKWUTK5s8Y+7MHSc+wjo9yzGi05uH0DylTh3zmnaDbnuy9u11u"
    "q+g50lpJddlQqfdoxtyesm0/Er+AleYQxhxp+oPoz71pVZziAZV3WevCEurAmjxT+Iqrww/Bze1T/6xo5T6a3ujU+63/nSL3JuR5"
    "VTqKcbSElWkP3nhsuBgj4/jtqs86SrZHZTO8HMILw0F/5v8+t2XN1YSVmJS2YdURuUuaL2vADkYfcW6/CPB+9OlBxazpKZakGhaF"
    "nVaFFe6r8bWm8t0PvXlyHM8eumNJPw44hJPP7QbmxHdEDTwJfbgpHp5f5+hZxTqa+UvmvqI1KwnHXKpZdVxl+x/B5vWR9JXwYFAN"
    "i6JDFpHT5ekfganPwHe+BYplT/pkODs8GXj6zvjqaPgIcMTPdv5cDxz1jLCkOfRSYeNjKANLej3WgBtB1ZwRvoD++CO05DnhkaAq"
    "3oOeeDZWi+MaEVajjDO/LspoVSN+VesO6/5JzDyO5MNpRa3yQrUz311ECzwN5XiMOOTDwJrkkI9ghF6GHr8WtKjl/VSnmTc0jheR"
    "w348xRGwDBqdKz7XxYP4/oq4zBW99cRgeOG0YFzaKbfiwOwfZ9LDMI4y5c2ePEVPrWhkbfjoXFWpnx5s5TgK3nqP8jWudiUZD70s"
    "np3wL4RMBy2mV4Au2L4XKujhI3rW1jNbJzZOSu9sT49uTw1uoCVt7h51imhdLbaWtqcTbx+mOIYWPTJEK+UWZYkPCrctq6ZTYU3j"
    "YNdJvnMu6OuHhWeG5BwrS78kuvlY+gDWmaOo+fUuk2J9nh8+iJregn7/dccnBxFKWge4hl6T6hhvyVtvPR3xcq2BAnpc+H2tcpsY"
    "jcfSFzWuzkCbHkDvHMPvzsHkNIvAA6eIjmA/HBY9d0B98FBgW/vOf6csw9v0FfY3AuUJ2/dcEr4wusZa7iFaSznLlsUjkop7o2bX"
    "UczOVcknrLcfNzSiP63evpMwoeVF7v30QPgOyGH7lMeC01gErbAhrAauQHzbpuQQ25f6+ZKA2lyiS4nCcfX+akmPZpr5Ht4nA3y7"
    "7Kn389GyofZ/yBA3kFf608K1aUAnJlBIB9RvgzUv5zpS0kMmpdjj/c1yP06yFPbXqmOxBN6QfTaq9XRZT2fpq83H50k+dAT01hIw"
    "M3HCcbik8X4Xc/exGDXXo91WnOtd1Rp+gyRIt5b4hHBnzdLbM7MWQR3egPl5DkbZVRrxR0AhvDaQ3/mVYBTierJakGbcrXnyZYRf"
    "4jN/XXV7YFgX1WR1fF7Z1qvpJ8ph+xIMZEJngC48BVT/EsYBZUK3B1edehu0i717mjiwDZeErKrs5NoOp6+Wua2XuYVwnuQW233n"
    "9qT8J1r5ACjdzfRalOWvteaRpt4NPp1rjlGTh9RaLOtpGKk3ozf+FOv0AUnUd2OWXpOeo1Ga1Gp3Uxut+FzIPXCur2/534ak+sZ9"
    "2hwKwDt0n6LV5iji35fmQitcoLa5CG8/D7TljaD3ltOzwjV49034yj5gsBWU6E7gzHY7j3W2y5FMgnBQ/mb6HJ77QLCWPiqO6hfD"
    "Z0TFnLhanh42vHc3xaUO+DmbRQFU0d3Dk8LfpB+hta5LdxihjP5KYCtK6r+Ckj/GS7AoWu05wfp2Vzob8yKI5qPs+kHBav8WYVyb"
    "hStobX79nsBShxA6nB6OXmHKXryzBP42r6GkuG5E/CjWwlXJ2u4eOFr+GvV6afg60r+bXhluAa3z/nBRujbdPr6kgRZfFy5Zdy6D"
    "3776pFQn17A3SfqwJjy3Kan1MsqwFxzqqjDGijCM8R8s+x9iLO5XDS8AbroJqx2phT8Y2SP+bUnSrz1KX9NoWgNmPIQe3yxXuQ1h"
    "hZerLY5ijl8B/Mp164L0bfD8x0AtX4G1eAGt/sM0htHAleZ/YnTcDFrv3eEtoHQOqUTd8DbRuXdCDf4Q4Yvx+wTg12nfiTzeQe0S"
    "XCE8soG1KWkNXfGxTBn5ano3/J+ijN9MjwDmeEj4CMbxx9OfhY87Jbeher8/sFbL6MfD+C2p54+pJuvOFRxGHpxVDwdOWpFk5Cbl"
    "v5Q6gRTspmjJY2nS1wFSGpdrN2X7/lkqJdsck7ZmvMBXpkNbdkcIPdTjtqeETgvEk2uS/Fj/P1J8w6bPvFXRyLZaPjxs/h+kbNvT"
    "fNu9cx+fn6Tsr0WrvVZS6WNoq+2pgHX0i9GIR4RjSU+fG5Y1Xl8UNtSym+qrDc2xo75LtV19tqNHt5c4J81Yy3Njy97UP4hC5U7k"
    "GzBuiV9fiDzeGPbh3UeHvSo1ZSp7nQpbS08J/xJeg778Iui+lwI3jgbipdeBE77gdso6N33P0KiEEL4Fjm7Nx8xtl/oL+NaHgP2W"
    "0nOxGlyD2Xw1OIl/Tv3wDbXhhloj57iBEXsobb/7crqwHlPuu2UNXgbN8R9hURzIccxs8mC2n7OKGfkApD9Is/5x2qc+Jh75+pOu"
    "9duNkBsx045JsrkuueCNkgz+LXD19qvZ9u/8bHna/0jcE/hjjIhdaOknh8uwXjwWrc4yfRkxrxdnvorZsAH89k94/nj6Gqj1VeCK"
    "DXEmt4iWe2r4UjiZpGQdHCZ7jRLsjGM3RCmfrN3ODfcWNljXKN1A7C148oFDc3vdZRsb6czwc5ob3wAW3hhKWdOsX04nwwcrXtYz"
    "yn2CU0VDby9dOVlNubLcoBI8LSz6W4/Q+pBlQRslz7KJFX7NZ9+q02984qfAPcTte9KLUbp7qe2WhWGSRunJuN3D6DfwcOG4MNeR"
    "9PvaS3og2i6EH6WtlGMAr7j6f5jBjwh3F1UWVNI1pzApCbhCvZLSzaUE/QhWyJO16D2D0dWLwnxGqxxCTqTV5iVjWhPtcgu+cTPm"
    "Pam3PWjvj6JWlLkelZRhrzQlTkaHrKQ3g94YCUf0Le4MnIq18xDgBznfZbgpiX4yemlYg+Q+JX+0kUxqvIRxxdTdmg+bJcd2e3Di"
    "/z19fRGw/6JWF9KHi6KZ/zbcItptXdQd98TvGlJJxSyn/x2u9fV/SfuJa6Ke7h4+q1ofE/Xx3fSwYDvHx9JOYPnl9FLU9P7hmNZ/"
    "juY7hkuVmvtxsFtxz7Dpe/on27U68d8d1f6/Kgn/upfWZj/3JPamz6bfxvi9K0rwcYzNvejzl4RXhu8DSx3EGvlljIQljLsr019J"
    "++hC0KivCz9Ir0At/mfYVAuNguLlKnEBKK4XhfuGs8B1rrksn5j8leHb6NOLVMPHhyVpDlwKTHcQc/G41tpcC5bwXarXn2jE/myp"
    "jQdI1mxy91Wnbx8m3voGzKLLMS8OoXak134MOugalOA7KOkBjObjeO/SNIa5cgXos5tBad4oSUheR+07DwubGhcbwmIbLidj+vNF"
    "NZPS3JMOS8vlIPLjTHsGSvbbYffPfOfhZ9lu26dcjHbiHhtX7PPC00FxsoYH0j+KKjYekm/tUiu8ORxxvHTbXPXJ9j6oEXWLVpcb"
    "hMOeGCjjvl+4fRLAJVAZtiO0IfrzoMbC3YJxKiNYncfCHq1oP4cV+gGB6+5e5/AmxJdylboyPVSj+WuglJaE0da1f7ZXud7ldrX1"
    "uktlbY/0iPD3ujjO48CHB7Qi3YLy/r72FtYxin4IrP3xdFW6RBIj6g0sIo+b0rNG9uGNfcLeyXk51veweLBQamhxzr1FJfmKRu/J"
    "dkl/ltLW7d85ojn2GNT20+EmjKNl0BrvAjW5J30+fRUtspGeEK4GVXvvwGf+B2bud4F5knYpDbtcJuzyCIUuwdunBu7V3ox1bRJr"
    "6yHwf99OvxBWpSF5T9+XYU89wteEg5KE3qD5clQr1kqqiKb5SPowqKLdwN1XAGvfLZyNWvwvcOmUYlGiYrK8ybCs0XO6uIB9oOdv"
    "Bm19LNUC5XeUwn0j/QhYdwkY5pvIh3oOi8C7NwA/Xgwc8z6U42pwoY9QPiugBmvgDq4S9uDe5b+kQ8LmrXBE2oDvxGr9PZSb9Pe6"
    "5D7s5yPiXK5OPVEmb0Y7UXZyf9Akrw/csb8GJV5KZ4Bm2O0r2C1Yjda1t7cq3nRYi+nRpY4Pf9eBbn6kdn5tZc87by/yXcxl1zza"
    "QD3vKQ3Qpwfi0pXUDMR+K9K22Ys23i9MkXfZX+oSV47+f0ZZbhIXf8+wSzp7h9ACd0Sdj6S3hf3S57kKea5rfh3FnF5CiFKn39Cb"
    "S9JxO4Lv/DpS/gituCq+8Cp9nVz5JZjdz5FkcgOjNJVyAItZSf+v8OhlKM2vSf5xJtZpzmBSEBwz/6/Whe25w59tTW9Pbtu/s5ky"
    "Z7tZjiH69/FVZXNIkn96KSMcSEjyvzuJv92VrsC4XsS8+Lx4wSPpseHXw7+A+6K+09NBf61pVq8m49EeEG4fPXoFVpUjaQ71OiTt"
    "jsscM68Df92C/K/S+DPJ2TLmx1sku/1GyX9vivIiRLnb9vK37Uvwe+EarVQbokszpfqY8E9pKrwsUDppnMdR0TEXJuribC8XO1kb"
    "bCeh5ZPPkgbQgH5e117I9pTqD9J/YtXbUCz1wS7WHgIp8u152pONKmqFHt+yw25cFCUwP9b8P4baXZcuxei4Nr0QrdEDDl2WVirl"
    "GIc1Sw+m3zqpFuLt0Q8x/a4DKtOSntjAWr6e0m3S+CNyv4SSLKvfrkofEN1NTP7d8JqfMaZYQ/7rzv/cjJK+XTK7n6STcVPba/G+"
    "VfuUtitEqfkPJKd9AvD99vv12/f2NZirl4IuC+BgHo+VfjE9ExTEC8CfHJdcYkNzymS3S1h7DmGkL0rD5WadkXgu5t88ZvUjsBJ/"
    "FxTH1b6nS552t+QMfxF+iufJi6+lN2Ck7se6+7pA3beHgz75bDoZhn0yuKs83o65rO5E/Vnjfc8MaYj6GsZWp3vKvcK/S/69Jtr7"
    "sVgNj4IePi7p5hHnsjleuOvAXeJ1za/tSr29Nt3tGSHfSzGYbv+a9G6543gBWm1RtJDJ14y6NZp0Lb0RNMlloouS+nxd/z+B3th/"
    "EpriMOptss6zS62o49L4W9Po59pwGXrf5Dfk7p4VyDnsTWlIn+KYy4C2T9leorn9iL8ea8ijQiuwFQ+AW15E2W+SjlAqqU3OBrba"
    "Y8Ix17bd7uzL9rqTTwSnvg/81lE89xPwJodAz/wlsPvXwWddrnMJbJP9GsekTv9ao+6oeuAm5F9DC54VSO3tU37LJX/MnYazAuvz"
    "iHAy+dta+mLi/vIG6NdD0tcgxfxutOUhrCjUKr9aOPMQ8MYy5u9BwBvpKaU8iCvpvpRlHdvP7SvAg1yCsfpdUN0vweivhmeB7t6f"
    "fil9C1jjHTrR9EPMiCMYHW8N1Bb++bBalvXqNFKuRZPhWy77WytP+RDPXg6M8BbRkFzjP4bU30QvPFg8wWoaDYy/Gf9fE65Mzxu5"
    "IH1fZ6felXiK5NWuD3lEo/fx0jNYxrqZ22xkiALJdObrg+0XrovXOKzRtoy2NK2KEO4SzgiZBttIaWhP/MyQ+bd0wi7+KeV6kPHH"
    "RenR4eXglD8C3HhZ+iR649r0+pHr0Wq7gec+CJ79aozKf8b3L8X42Y+SfFUU6JrOmdgs/g2NA/Ke/5W+HCaw8j8qfA7z/GPpD9IO"
    "jLOHgWPbvud2hz9Au3wAFMQdwwfCD9KjwZN9Lb175NvpfHzt38XXvRkj5QtoeZ4Le2mgPtblassNX1fI8xxIfyx9s5+i7H+K3vh3"
    "cOyXY07zDNtzwzOQcifMgXemP8H6MYsx8TWMgfelfSM/HrEWv3PZ9qeX+2SXSYfyuMYB6/w2xD82LGs36rDOPK0KR21Ka5PY9s0Y"
    "dw9Bm12AdZ+Sg8u1ol2HUt0D3Mvh9DmMydeGDXBrf4n3voc83gcsu+6rHOUE35f+F2v2xvBjvEfN9BvQxo8I34B7js7G3YRRTEzw"
    "B2g/6hQs+4mTG0WXfV2acK/FWN0DvuUq5PqQ0Maa9VPpw5i211FwxlbH3aIz96KMf44vvTpQ63c/avu08AmU/7r0yvCedFU4H6vE"
    "PtRxD+YNsTHPS61JyrWmOb1ba/ZTJOVaS+/He78aXoxvPwi/V6XfC08J305/lT4TNktdQrbbzwXTPKE8fFGcF/O5HCV+d7hRmv5H"
    "8f1NYJoV1fdh/v6SaM81UF2fT48/7THgqP8mPQhzbSJ9FOPu3WhlUrzvUSseli7LTcn2jewE352Hzh8M5sIx7cC+XzKVg3jvSklM"
    "lkV73IxR9GY8caNkKY8L7Nl7h9eGnyTuxN83vB6z/jv4/6sjyxhl309/n14mzffDwvyPCzZWblEJtt8dW0trvutwQOW7r/QxL0Ib"
    "HE+nYS7eKZCf3aeV8BSMhaMa/S90KRB1Di/UiQGeW9p9kpS7oFe4ek6FL6NFb0YLcff5yvQhPH2Rr8prrhWwrJXnvWH7vYJRzPlL"
    "UgVtsgd86rvx9L8h7yenW4Dlv5rGwp2RcjC9GBz+d1Cv+4F+uXP4TvoURuQK8DR3rH4EvEa559Vpf0n/r6HXj7muxaMkJXwk3NND"
    "2nKy6jrVbxfGNiniZa1MDwzvRnstagdxQEF9RqvRpPAf9+0eGv4N7XsQ+OAd4enhVcBAHwWH8+xUH9n0k3McIy8LR3wX8rjw7nZ6"
    "0du/U0E//Z3rZ+3CfHipVoqPYhQcTh8IlAWvYDzu1smPZZdIfBI0y3HgqWPprsDyp6Cf7xq+CzrhqHDG08JeaQo8VDuir9bYukG6"
    "AZemvw2kFO6JOWqUM3WzV9G+66DEN0ptvFXwKp8F/gvogxeHo76bsKY5ZlpwppmaFHfMz4NspF/STsSSTkpxLHxI85J4YA/Wh8N6"
    "w05nvl7cyqJ0Bw6cpGz7Me5WJIvaI67tGYG7YzemprDnsiiO12oeE8ewRc8K703vC48Nz0RvfQP1/mY6HC5L/wpsf70ol9XUCJ/U"
    "GpXUC0tox1VRl+uue/0y1fa+wWRnzwRvdDHWwTOAcT4JDPNmrNWHE3WAPhi4z8u9sKsSqWJKm+7l+43b7ah9HqX8CXryWeHnQO/w"
    "TOXZWF//CLh0N3p/HbSHcc77NNKfFJaFa0mHjUkDgdj38YD2ie7ZXu+JO2ebrnGT8LUljUl+cbfO416qFiZfQ93op0lnfb/oGs7b"
    "NwHTr4izvySRyj8sDc0N6QquAsNfpzOplDY/HXjtNGC5S9J/pN8O/wIOZy+1RcPezf8CNfVDUAa3pH8Mf4HS3zf8FzD8peELidpm"
    "n8EaeL3k/DeKvr1Cek6XoyUfEP5MWrSXYCU9DTTwA7E2HEz3R74XoWTfT5eFfwan9lX0RMSc5RmyN6XLRn4h/Hl6MNaRb6e/xXz9"
    "TLh88z/x5c+kc7AuknI+HyMypq9g1f/N8MsjtkqMhIHOP+lUO1Gxpj3EF6DOZ4UVl2TYiYVNcRB86gXq5eSSnAtRsiuFTx+JdfR6"
    "cBz7Ef4x+J/tNQq35wqerZOSxB1c9w+rN9dR49X0n8DTP4+2uB9qNIK6X4L6fgct8sBwVDmxNK+XTqlpeR4RNlwvMVKSnmeQ3OLx"
    "5ap2p6ETQea+BaNwJ0b5ueiXn6JHPoi61kB5VSXh467umzUW7eTXgWTy23PChutff7k84/3Kcvc285/DJ7uvkkZB1jn5Vc/zAajd"
    "L4fXIbTfOcr7gGs2zu8boqooBXgC2vDRqMclOtu5LExi+yf3lr7WBkZGBXXgfspZ0nteExaxfeOnaH9+v+s1bJRcWz6v8bCw/Qx+"
    "N9aBp4VPYRb/A3DDY8IrQU9/HSO7NnJ6eIBOxnBf/DRghVOleX8KevqPhNmuQC+S03oC5stVaM3PYh4cTCuuFfZDUTpdp9aXQSuf"
    "gzY/CJ7i4vDhcDHW/xvSp9N70v9CSz1g5JTwedBx98GK+QnQtn8Ynos1ZIfWGlt7zirXwd3K/Y7SrrTdobsG22d+kGSgN2omLztV"
    "eVzYfC09NSzfhgzh/vhx3B7g6XjhB/I0S77DdCT9/kn4+i/hySswMp8dXhB4Xo0U02H00U/SangN5vT/BzzyG+E5wN6HMYfOCPdN"
    "3ZPgUbYQzw8tqc84yrgzw1qcLR3Bde1WHNaIIJ5blMR+uzNd23PIN+tUBncbLhEddAnyuTI9fmQX2vw6rWzHJBlZ0rklO5u5VzKQ"
    "ZbT8qwIlwbRQ8FbRzavOtyfXh78D5riNvv3Aggc0f+4cjC6w0Xwy7Yzt7W18TbtQR6Wzc1xaZSuYRaSofgt83M+F+4iaXgK3PwPs"
    "cwXw7ozLQNgOZ7h8+I7iBymbeJV2KE2+bxo+V/jas7286iKs0Yveoms6L3RE6+tIqIeDGjPrkodzbbs/ysA2fHawXe9lyWBGgp1s"
    "OC5ek5TbczCvDovLWEuPAY16XHtwp4aPhd3aFb8YrXFUK9eiUyhLwiEm+TkqCust4U/QFs8P56YPhw+FZ2P9e154dHh/+nPwkpva"
    "/1t3eo2hlwTD/wNuOYR7+BnlfFp5M9n5/MFu12nBsPb3sN6bRmQ3kN5cTu8KlFKupH/CuLpSstrDOhe0GShPvFewc5AbaivL+2FO"
    "Px5HjRelO5yExzalP5q1r40rOAMcbpL+P3dJd2OWXpw+lf4DFNXloGpegbX0C2itF4S/d/sPP1bZxrR/say24he/Im7RTg+8Qj1y"
    "D5ehsf5XJ5M8v1xShNPDLSoPrVHsSqZ/8+thozznY+12P7dIMbw3vDP9xebe9LVT3gZubGrk8SPvBgZ8BHrhj4Hlzwiz4ZYR1vZM"
    "UNwTaMXLwm+HO/ue+wM1Pld9NmW9H8rp3qQVao9ab8V7/hja4EfgNW7BvHwnWuAHwDtXAX4veud8jPF3jcwCu54HWosaw98Gx/A1"
    "jZ1lUDvUHj8X8/JV2omm/I3andekvwMGuxkc/F601dl4798TrcGcr30fnrJcBkd9FfJ+tE6enw68aesCz3mcIvntcfQQW4x12A/u"
    "iScYHwlq/yD6h2flLk+co2fpLP/ZkgYtas/5arXrNUhdF5W3IbxtuPpu4SvIZdx3oc8MlDjcJRyTrvqK9JPfFXaX3zkT7mUYcz9S"
    "nz8lbLj8blOndddP8s72KSvS7Fn3ddzkDjdplTsIXpMymaNoeWq5vSKQ6v4EWt1k0JtuX4Jlf05Y0Yi+UvP4UuGyr6UHgzMiPvs4"
    "OJ0VWaLYdL2ETdeL3ZTU5ar0tsCdbsrcj+g84pmBtPVCWC7Pn63LYswGaNYNYZpFaaEsgt+6V+BYpn0T2vq4FljsLeiRa9JE+BZ4"
    "CMq23jvyHmDLFdfeWfPzGw8LeSZeDh73CCjPfem5oFv+E2v/C0CV3lBSmrQPlPnD5NoM10vC/Xhgkd/WSe4bUbIbUO6fB1V6GcbP"
    "j9AWb8TIPSO8Ab18t/CxxBPpZhtml84LHkJpKS35lcDeuwKz8/TwWeT7MfTvPeC/Pvw4fREtsg9Y7m/QPrvQWz+SrgNX5YtSJ9i5"
    "pbtIgrAprv44nrCz0Fy/7BziIclmVh1DEZ9fq95jKzw0JMkeniErP2uukXYYa6ad931NeMxJ6KrtpR6/n74SPjPyQtT9fuGPwzvD"
    "/s3HYGZtbN5189ko4T+Ga8I/Yl37Haxqv4J2vAs4q3rYjzbbI57wx4nz4mGYDVcAE5wFyva4RssixglXzG/hm19BrW7QiVvWlnU4"
    "rLF6TC32xPBnIxcDA52XfgftdmY6Y6SHdfPp6Z83R1G61wdKgq7Gc/ukw7Gc/il8DzM0U09rQydvN1LeWb6nS+3vgmdOC2suGeB3"
    "jwMvXYGcHjeyV2dejgFffQ8r5H6Mg4Nq1QvV+rSp8Va05rnhHcjvd4EdrsNo+xxyeH74MubmT8LvoZ8fDP5sSda+dqWdyOP6RF7t"
    "uGtHml7oPrSQnfI8qlovaQYflibQH2ndPQAcVQ8/76szy3q9pO5fRU7Xgh+cQIk/lL4Yfiv8DUo8Fj6Uvg5a+GX4Ou1NPSHwxNhV"
    "wixHJTN8gmpip9nOkrbmI116dAu+tUcyrFWdgjBpwtPDFDidm0BxH5Wm7TJwxK8Fcq8X6wykjaqR2xhVX05vUA2S+Pt1txn0SIyt"
    "92IFOid8bvOs8AcozUPC3dLH02kjLxn5TXzt6/jC1dJqJNbdh7I/OTwVvbpbpR4Ldk5yQ5pf5wTjkrezcfMt9Mumn/Ixq2obyPt8"
    "tNs5Ye1WNlTMesP2p2+enf4eHG5Knw9vA1f912ine4y8aORL6aW+F7zm1MshffGpkiqtaPdxXXt7xm9wt+LDqPWvhhfpzMtGSUeT"
    "y/pX1O6/EvnMGwD9MH0aI/xi4ZlDGO2PDAXSXsHz4umzLFX4K4y2fYmayQ/BGz9BDa7TGc6j2rm9X/hg2Ld5QXgXKJCPpj8LXw4z"
    "6VvhOak9cn363uaq7yYdxixbccnvjfjSM4LtRq+m9wGbXqP9pw1pcy2hLE8JzwxnB1rmeHW4Fu3yJbQ+T8V+Fzk8FLTkfozv49L3"
    "uQn1fQHKvFqefHmyLNLswXPHRLPvAt79B9Bk1ETsIN/Ho7avwmg7XztoxhN8R5TkbLDzV5wZT0Tr3SBeyfSKj2L0vBet/500nx4J"
    "zuyT6dcx8i4LbwFd83DMnDeHB4fHAWvdhFJegLcnwscxhw6Am3sSOKDnBepf7MY4+hGw+F+hvB8ETv7lsL2NqG9hji1pv/bMwF1L"
    "nrM/HxTifu01ZK6NmgHHS7sZXDOeHqjNRPs118h6H1v0GZiDy8lOrq8LJ2SZ5SGsD7udV1rXWmC0/AQ4zTuERcdug7KxJe4fLtF5"
    "lZsx/nk+j5r0e4UbfzkYH0C5ss3F3ZIfMNcPpi9g5JwS/jQ8FOvl88P3QXl/OPEU5Tewhu/Ct29I79eZ/hslUyYW5Op19/CgcFCz"
    "8RZpaL018MT7xVjrzgn/lCgV+iJo3r3g+D43ckriOD4VT/xUPO8qcOd1SPuYTkEvi355bvgm0t4S3hc4Av8NX/kUz3ZsngsM/Eb8"
    "pwzwI2Fk5DGgB84O/4Fxs6Qzkv+N9XWv7C1dihXlXaAYviF7VW8VXUUemzs/x5HX2/1UYPKdDo6gb+js1o1+xnWf27p7RdiQFYcV"
    "4IPngVNcCB9Jj0qvw3r38fRvYTZ9IL0OK8TRtFHqMa1Jqmk7N08ZeUeoYF28Mj02vR289LswDv/21Dukh6ebw9mo+1fwzKvDqzFe"
    "34jRcOHIPcI54VJwhw/FKHkAavOcQO2/XekGtPp30y9qh39VUsclSXkOyYLIk8IP0dYXYgX5B+0/LqLXn4M1uibbD7tlGWwvWuWt"
    "GPlzqPnDMUdJDT0pmG2JdYxfnoheceuT23OUnwIu+cvAMx4XpApGxLMx80/VPsWR9L/FaX7HT2asS8fmgGQ53E2/X9ittl52Kw3k"
    "KE+TbiRH/YzogXN0ZuSb0i3P+9jv0Vkx0yfYh1X9KuCZVc2uG9OP8P4pouqpsXy1xvaa9EOW/PuvxzijbG6HqOk1l8FfIm2kw2i9"
    "WzYPoGXemtbBjXGP5a9AU5yKPr4Cq/gNyLEm7c9fAR3zi6B77hX+C+9emp6FEftvaME3YoQ9NLwcdMnv4ivflFRs1a1oGt4kHb2u"
    "0xDbUVzbp7wtvBKj+AbJE38tVMKfgIr4BGix96Fc91KbLAHHce8qhnXpG94rJO1BH3Ftuee4lOZG0YhLbi/kvegz4zpN+mzaBHZK"
    "7Mlhxa3irTpdf4bveW+We9d0b0lZ43BD5/PtfJlZOXiAdpozvssWL4LOCbBVXhFMJ8PsDxqnfSUw7ghw/p2wnpyNNn8x95zRq9vL"
    "brdPuU/49MjLwx8CEx/E2vxq0IxvB2/436jjGcBo54y8Lv1munN4D/D97nA+aKsvYfb9bZodaYHr/Wvg1E+nizAvLsCIfXN6Hzim"
    "UwJp9zvoBCCtP3wf+I780x5JDSriPsjdUX/nBrTML4fLfL9lSRqAtmNwBuZiNTxjZJdkdYto/4uQx8Xoy3uGCzFWKX3/BuiqaeRH"
    "OpPnbvZIXvP36bEjB7RzfVDPEV9/W7o4h9Iz3XIIV+T9wKRJM++w2tlSjqkkT/M9xqPpL9M70r+gN/akOeTy8vBvIz8AdXFp+lPQ"
    "W7PADw+SZbBKeDHC9wnUNLjg/6fuPaCkqrKo4fOaKIqoJAEToJLEnFFUzBhRDGPOOecw4pjFgHF0zDqKGRTErIBEESXn2HTOubq6"
    "0jv/Pvveqm7ns3r9ulzf+n9cErrCe+/ec0/cZ59MXGj+SV92LKXIaLUT1qQEK1MHiU0wAiplragJVmIB1v83cgEVwefI1e2COlZn"
    "lkNLfaR3IG7/pxjn08NyP+xtO4nIvLCemZ4dxfFQdmHdajHlXOEN1MFiOWaiOtqrIuKrEziBocfX2fP1EdfXbjgciydLfEQYg5/l"
    "enRjOFWDpId8AS1+fFChJ5Dzajw8LkO/PI8VGwJvaiLOQnf6xfk4dYMDhzVJZexzJFPn/oaeSZrDs4b1nEZdwk6JQR7dZGehOoOz"
    "jsMO5WqaLyvNIZFkV6mS56PE71+Kff+Hs2/bouESnBTXvVxHz6AafmHM+6+GKGuuIDR6+5Zt3WLQas76tSNDksv4mSULpL9nsEh5"
    "lEsHXyU/ENZohJTgrJYxw9dbfqUXVwnv7W7th706BZ52RMfAV39Ef8GpWSjZn7RAz4E3thr6/KAgQr+6GJb8YXJ/DZZnYHG+5Kla"
    "puNgQeZi177EZ3OZK3iNyK0ySvtinLrN4fGsl0flQZmkLwRTZKCWh+u0l9aGXSRt57t7fZRmRpBWXnHrmNOir7it14Ld4QvNkyvV"
    "ItnX4U8/jLVdhGdZ5WsZ9o1jyJPp4ohfiD67R59l76rhaqL4v4H72sHn6FKsYzlNebIs99GDi0lqMvnMvdhj1Mwg92deqYO35tgz"
    "Y+rO7zCsYANxJTMhH9VEfVmH3PH4uctm/x6b2vJXIyPzQfC8fiIzjmm+EfIStNZ33A3DIqyAN7WNjIaHNkNHBCt1vEzHyS/Vn6WB"
    "3LUmhfcxlzEfn0noA/AmZuK9hvmZpiH093vQ65eKy+sX4zOLiUB1Nv1h7P0b8jpW9l39DNpmBqP9PHgQreGI7VeRtqzT7sjdNTai"
    "brDtTawb7C1DsB4Fvsu8me3s90joCHTqGtx/JU/NfmL1vxxZiL+JfI57vr0Fx3HSY6SNg6ZBmzvlXLTt2Kqzs54Y4rGX1PtMV8y/"
    "b3km29VsldWjbA07cbxEM1zU5d4eWE1jgEfpxMnLVc6os4lxebFHSSXJb2qcgYPYz5D9Dt5lzJPAnSR9VLIrPKc7sTbPiuaM0wfo"
    "n1yuY6FrViM2O1Hfgr4aHPwEm/Y+LMkrOoFeZFt4X3Nh/dYx83I+opZV+PM7aOPO8Gw3aQV/bveyllnBr8mcZTWd/jiN6+H5whMN"
    "ZuvnWLeN8PZu1Su99+JiogGS8uzbcVqEl4kqjDJeq2dHboy+dC3tRIp5KfP7LsT7upGbIvtZyGffdwF0wHeIKMugpeAFyjQ9XFwn"
    "kquSdabPY1q4J/Tnv31vYZo3w7TvS9QFtTgDKfpku3GfDqDm3ZO5z5U+mx8y79vo6xGGiZulr+lteO/t8rQ+jd+Nn2ogdKjDCB1G"
    "b7u/OE+7FPfbqNlf6ZZhim/my4zx916ICnqxZy3OPrpGsv5UMz9pOOYN9H0tAyp49gqf58ne95GN6SGq77HWZ7rqclzPMu+WYx0o"
    "XaBvP4PnVAAtfA0+9QZiqonBbvK61NI3i7PX1zI1d0iCyD+Hwkp4JqPjaRddDSrpz147qfQ40pNwP6s901rcd05cJ8vIWHO11DPD"
    "0VEcKq6ee5XyXKtJj2JJev7R3b2uKOe61jKWdHnmdFQQQl6uEkPSxGUiJLKrHIKIYwPW8wroyEX43LfQn8bKfoNYxngGtOq9OAu3"
    "yW0yMDgWJ+oyvV8LJRX0xb0s1Kf1Ir9PBb4f8IFMP6B1RVpfUB96h71wErcVQ+0togdznVSy78y8l3aS8njpBHVI0mONQrJEp7vv"
    "1+jn2POxalnEdboSfpRxQzdIb3YGmoV22m1oC2+kHXyB7pDiWmiNMpz062QLPGdnOVr2hucQQzxfqO/A4yqGRm8PSe8rXYLF0Kar"
    "IVeFuNOb9eDgcvx0Or7vQ/Zzb4R2Wo5obJTsJ/fim3eG5V+sD+n70g0rsglS1la2gxdxDPTOKrmrlakEDfDYo3oWnn0pIySTlvmM"
    "EB3TXyQzmaEJmjHEO7+lfFhcamihnp5ptp547JESp8Uyn8pk8kGu5ucyj1Xs9Tjfx8tSrMLtsDL5kIFJrMulGdk2F80gUiyuXcYI"
    "IIrrVPK+6tTwhKNlqFwvllFeRH2Wh9fXsdvsTayW1aSvhd0V5vlDjyYNiRSK8M4SxKBEIVHOryyHDvl9H0OoaQ7olO/NM7nIEcsE"
    "hkSDTcJqtZVbcD72gQQFiJC3gJRdgb8/6PFoxuDgkCXbeSbAci+jZk02z6Cfq+hTbyLa/na17NxuiK97SLHcoV/KE/jUEpyMMWJZ"
    "8SX4liV4ujz85EB5SAr0rfBVWRXOhR+2ZXAn7vBF+NZzW+152FOcj93MZu980nLolkbqH1vJwZCRSjxBRO8Xh2dIZaqc7vcktZsx"
    "sSe03rMHDROX227yiJaE9+EdjuZA1grn4sxswP2/hVisu46GRFykc2QXaQrKEEmUs4J5COKvT7D7liteqo1yPvPtxlJtDGpx3uU6"
    "dnoOhZRfIIbOPFoeI7azJ/ySl/l83aSTr5jHPcbHIQdyiatPsQqW5oBq8nKxQreSdfRqDsGTdZI7yBG9ERHQeNzNk7JEX0XcdC98"
    "qwjW6wK5Dd82FX+zXs6F+mMwHx5vNXkDimAL+8uJRFTEmOfZm+v2Fn46Vz5gJquevDwDxbid1mgRc0N2n4f63GeZz6jH6XF2xZ4M"
    "ZUamEVFCnDX2KKKI7DmUhGc3DGkL+ssAz7/QQJxd6Hv2osQep6CVXHy0GmtcSrbvzaGfJumPYiipY2QznNhF0FNby9uI+oq0BPHP"
    "NGicQ7N2dInM1GLEwtdBYjvhT0OoFWO9+kHHtefKHCkha20WYTTQ/1jWiu+vZKlu8JwmDsU5hfuXwl6EPuowPd9JDpZ38JSVeivz"
    "cqYJukmENcoErtENntoQ+Ly7iaERrSf7IBlMVroZer38KOafW8V8A/MMZuM2QO+XIuavyuQClLkmJd5mT4ln+IVcnBxhHKvQ4K8h"
    "3n8dstYr+K9uDCbBe39f34Ztt1ktpxCDuRr7ewixnoXs1f9Vj5VVsLcVzKG8Rb99CLT8YmLQEpr24NOsMNuKY65Oyk7ytIzU7XGF"
    "N4JDsINtNCXf41QdkplEkqBuSvcnNurF2JtNzIBFObFlJfHtlsvehFXZVtL84b39zJywFW9dcd9FxJ7ar3qfFRNa3p8zWIwk+4kc"
    "crePnCY36CnsrDMv51HpI6OkgKyfF4uxLD2iw2UKTtU38JV/xb+vlLES8YxYIf0kl13rwpikAf5vBXk+hrIn/RN4Du9JA72ZJ4mf"
    "Mo7hLyHHX2G97oO+3CsI5AfsY2/c6xLiy+1czoAOvsLruXbeb2nUg33MkceeC+e7JdRhltvKSFb5FkPiVmP1tsLvX8GSRqEvFiMq"
    "EOzNOpzhpkxXqJ3EvsTKxsnAVq4nYhVHSyWzmdvDhm2C7Jn3dB9WqyOlt96jg6qZbXJ4qP3FPOZ+4mbpNKnFhTU4X1bXfUq6Q2JH"
    "ID673Xtj6b6btpn6/55SQP83zTOYwDrOorav10PF9XrlUTdtIQMzsVsyg7+207Umg7++hFhvxyVSh7tI57udl7kY6zwGProhqwqg"
    "ITvA3uXitH7CcxQjm0EHSddILe+9E3v/C+i5fgBZjRM9XO/n0RQQM3yuGNrOdItph86MSgwBZ32OBdhvswCrWRk4TpqZSutYP3Zr"
    "8Avu+yd5KTgM/uac8J+6ONwqML797yEV2+I630KWKvRM+ioXE0lZyPXKHpekMhNccsjBsIvvGIjpPbI9PL9r9FntrJ/qa1IiExCv"
    "VMGryYOHZTr4Tb1FrNL0ME5TNSQhBzLUSBtla3EKPXXz4GbgG6fpNogZ9xNDQb0WDJTX9Ua5U/PCxzJW2vhzDiGqN+T783AOvpSb"
    "9AesyoQgEubI8/jb+5C+wa3MpFkNrbQGtnoqtMRh0GgvyVHygHwsZ+IdRzCmaO53jnvvMXtltYMY3mUgPne8GPddKbV4DXEF2fCw"
    "uxAfUptBzZuHvhftRAexTFlPWKhV8KD6wF69gFjUZlqtZhXfsn+rEc+WkyU7Hx5wE3lRzmAG7xlomA2wqNMhHVP1KxmT8yk81AVq"
    "XvE8/UL/AXvRH97Yf7HbN0kDz18dvUnDFH1HbyGOmN/4gkLmwSLwTWoQ/VvG8mrsbjGR2XWQ9DzsbTV0zEPBTHhWSc/eopk+tU9p"
    "WW7P2QPa6i1c+0HcyTPY5590T52QcxCxOk7398zUH0o5w8mhmJqtkPtOQ/5d6iuqLX+ldKJYFrzCIzNr2U1UztM1Gc/YtwUuIMx8"
    "xqzd4+zsMKlYyepvHr55Bf47VX4MBqgxfKzBU6yEtZyHp39Q7w7eIBtZmgE39PfvsBfzmXWwjPcPUsU1SrDmU88ciIuf83wkbVyG"
    "G3UEUfLpU5xiBTdJT7UUO2RRx3Axtq8DxHLxdTht+8pnrTBfljL3sRm7Cpo4S6sLJLua+PUYNWIXj0ZNEq9v0n0ztFYN/u5wEeXs"
    "eDRMYD6RMhfRl9me/kw7ynYZcxwRr3vjzOg5vWja/mPEqWvg9y6Gf1uin8jX8gv8plmIMZ6Ep3UwzuCOiPzGyF06HGd/OKKMZ3EP"
    "Q6SeDJrOh1vN3qIIJDYkt1oxtV0JOcAe4n3O9yjYA5k7jvu+5YRn7s6GXMz+ygC5Dt80W9OI5Sr2wkW9j2BndBex/nr1s5jitJgN"
    "PtfR5PEkKbK1roAu+gp7sVDvRCy5WhfgHLaRw4N/4ZRm9zZqWjBn2B0M8kgTbYUzrgQWbTb0qvnnW+PU3816T6mOx3sL6HGn/K5v"
    "h2/LR6xVon2Dq31WoIFPbns5gzWnjbjjJj2beEPTyw2MURuYPUtxHovrPqyDn5vwWOoqVjdWk7nCWOss3noLnzR7XO+9u6WsIzve"
    "gD0Q/bwln2IXN4VjdXQwTXrDWm2uzyEWuQw2wtBzF+F5luiwYAN+nwe9YVWm93AKv8X93Qc5mo13fQd/dnibt/UTP8HsDCKIClkP"
    "DsnJM4iW9hjpCy3qOm/K2AuYz0zZdKIeQnh4MeLNo8wQ1nFnDT1mjImD2MNTwbijVsexp2sV9PCD8Kmf0CnwaE5A7LR/kD0vVkZd"
    "kKClOwMewofM346X5f4766BnGvEtTfAcm/QDrqdlr4+DpTTOoJ0g7+uYk1yMlXNc7w0ZBkXTZn3FMRqnPHo3pYd7ry49/+1UaKJO"
    "9KkO832Wn9GWfY/IchH8LPNYdse5tSlGO2MXPmA/VTeyEEU437AREthIC2hn62ypp/5xWKo0LtHy5p2JADB/K0GNYB0PjVxdO5tb"
    "Up7S045susBaPYmRyVlyHnzW5Yh5IlyBlxFL/0M2BRfrGzjn+2tOUAAp+ArR9VuSZpZJIz5O8dWxBUROuLNsd2nzNhp9N4ExY9R6"
    "pvz0yqVtQRHWx1meNNdBLaPbKDO5m+Bt1bOL1PIqe0k1UY217NicgPXZHrZ5HfRcFSzFaZLwXIRVZN4PyXxs+9wXZ3ww2Qtd1to8"
    "ngKu51q9C1pxDO34LHz2/ZyX9HY9Rg/Xt2UFkV7ziPdtoBRU6DeIBqzLvtznR0/H3hYgyrAMrmGdnPa7mAjlJdipcsYUCXy32Z2D"
    "ZRH3rIH+TD10Vb2XkZPJ1ZHIoPli/H2+Xo7ztwLf/SU+/aF0lpOxXzvi/Ca8jXD5mGpvp4+RVCbTJIhX01WWK/jnKpzbPeVBMaz4"
    "MtzDSDHuxZXaA1IS+AkvSeaxFvGeGtmN1zy/rFOmE0d8dGVYz8vE9U/FvHRuJEtQLvZgG5kX7ov1ycce2/M/FcyCn7eWnvMqyIvx"
    "6o6QW2CzBwbr9SOcghp1qCXLflyC3d1Z/imuGh/1bNKWcVtNqf8XEeeOv7+KdvJJ5sciRICtw94Zk4mxTuwumwd2D7/AgtSxytmX"
    "mtC05YU+/1ZJJGETz/H9sszHz0l+UyN7MhvZL1hDBrx+shenye4gg+R1sro/AM9vOa5VpS/AKvxGNKx6BoN6VoBC3+Os1H4xr417"
    "+Tqm5Sb/yisdGBG7bn2LjdpDW+zCLOPlsn8wP7gI0vMGtN7L+g4kKQYv6nZavhTZnsPMxIdyj4/tIOlZaPW+CzVFvjw3JW4lERB5"
    "sD6TPf7lNcley8n+Sgx7X6ZLxGSskIi3Wvq/q3HVf0o6+99IqerPuG8Ce3tSniN5OHld1mAf6xhDu+zIAB8XRn33XaLVXqt0NfIJ"
    "35trNrgj4479OHlTiA5vwmkzLpwwM8/198+T5ov+CmfzVOjuKp0J3fkBLPVafMeHRGO7bHE76tbjPd7S8rqDcIoLyaO5K/TELKzI"
    "ZESEmyT03rv6aLW/73+pgf7bJD1wlV3ZsfIyIpQnsQpTIXFNWJ/ZanwHs6DptpcKdhgdJO/A8/lMRrKCbhmrDWpR6DK8uuEvoYGy"
    "vzII95WkHq2kZz+cndtRPMFv5LefTX1xspwjEdYf83DerVeoPTSsnbYV7IEqxBm6FvpqI3yRn6VrzjDY+Yfgy06H/BaENxGTE+Up"
    "N5tTiEg96ufKFmm6H9NNNmlZXa6AP34u9FcprjpePma30jpW3ZQzpGPeCzW5v1ocE5NhQV6BZN4Kb7kP1m0EvIcpWLkH2VkR91a3"
    "HKv8mHRnf9sa/VqL5GypCNfpi/BKXtOoHIg1elO34mxVY158nOxOruo3Wozf2uJo63goYjzuXrlCVmd07x9V2BPUWZtgwR1Pmunu"
    "vWh7jc/kfaz4O5yPm4cY+1Z4Ses1Tz6C3t8I7fs2nvd7rMhF0MzvY2VnwKb/qN2xQ2dIiWdzM8asyezeLtXeWK9XiMKyqtQU2LQ3"
    "cN2ZPP+u/7TR+x/7yFVS6W2Sw4A6btt0R8v5ZOdIaDr2aWR2OEYLmfK2r5K/V9EKnuaZrM+QRxCJ10POa+EvGcJwNedR/0zfsNZH"
    "HklI/nRY7dPF+q7/bfVE7IvhrKfgqotgG/vIi7JaHtCHdb2cyGlQO8i50OZj5aKwnL3aTYwY75JK4jYW0Ht8CtHwM8bTg3O9RD4I"
    "j7Spw8ErsKMVmvbD5tOz2sgI4TdOOE2jh4/w7I111LWWbVqPyL6Qk+sitPPm2bkeiRHs+T1XLFaN02vLJYZC9Xvq35C2ST1HUJXv"
    "bk9oOz+fY4S4GQAboDFypKt+o6uCW3GaFsAT/kLfxRmr0I48hYHXlBFvy3tn+Bz+GJ/YC3K8jdygV8rW8ihORRlOs9nw3rDd1fTW"
    "jP8ypW4aQ2+5C3p3XOq8YCvEyhfq6hTi15xz5Urs25XyNtnEjFnUdTAewkxUI2tg2bERrot9Mn2pBKWiTj9lnSOG01Lv+cDVz5ic"
    "T5nrLoM55ynJT8S4B1uK80nX4OeviOsKWU/tXozdMYZ9qz3eRr8tQX3kcG95nIT0f/Yh264OkgukSSzG/BH70xR+pKPkOX0Gp2u+"
    "nxqsHsFup/gmPtcdf4CY/o1Zzypd4XvWaoiE2MQ49CCxucEzsccJn/Ou8bUBqybXIoI5Gqe+ALp/EyT6R1y5HHFIHSQ8kelX7eL7"
    "YZ1NctOPTP+m8K3JjO9ZQSxiZ6knI1xniRPpXkuuv5YMuNvzb6XaRlx8Hs10u1ku+WpxiNRCvB7xPCIO1VfEn58lxts6gva2idL8"
    "MexUkjnWNZwMZ13c1TzbO/BdJfoG46it5DztpfdAwq/Cfh0l72JlTtH2QQ3OeB6icfvE0fj2gbxukpmLX3x9orefz5ViF52d7Qdx"
    "Pswbvyso54TdBmiR+XiaXnqLzNBHcA+GGe8Z3CujZKh8qedrlFm5pPc5rpQij0gyjr7p8FMW4jtsnvoAeU6Mz7wcd366zMF63I0d"
    "OUeW4vR9irjrWTlW9yb+uRQ73h46YZyYb9NeroFPbv05q6DTU8QRRXhCyuHhljPfdBF0+g+w+svw+XflW5ycToglf/AW46wWPvsk"
    "n/fsiHU7FJoxRqTT3WKVs3r4C/Pw/0aso+UNVhKF20ifbFDwNtb0Pj0APsYjuptcjc/0DKpw1k7Q4tCQED8iQnQRnGnga5kTLyYn"
    "3eVS6NGyBYia3Vpt20pV8WDEIblqOXbr7B4qJ4n1FuyEV670rP8uWnwS3rq74s/QxDYr03TkDHzvR8zh95Z7oetf1Of1U9zdQp2S"
    "s4u+Cgv3JX6ye2DV7ufwvmm4r2fwvb8y/7IWdnAsT2TS1y5dJegGiXK+o6ERU167WBTp8i4p5mqXk8XN1aYbGfs8Jm52Tkf4iKX0"
    "MOPksQx9TmKTfBJM0W/CCrlOI7K/PBy+oU3B5PC70NhIFmJH/yvF2M1c3GUdpHmyzpYiToKp0p2CAlYELPs9H7KxUi2n9zFePV2/"
    "RXxtbCJz9aRgFM6E7e2NeLanggrGRgPhT72mVUSYdJAj5WIpYYVog76EHd8O1zxDmvem5eRy1x29hdhkniborg1YzWViEr4e3k74"
    "P3i5ZjbGRfpxznDthjvbQ15DBLIUV+kvs2UYz81nZBX7/Uxm+7zl2w8X9RVJ5W64uaNnyOuwxy27ck736OyrIS1LvTasIQNELffL"
    "OucL9UScqUflIx0Bici1Sjue3tBNFiPdAikw/b4NkXtFWG+T9S5Ym6+hc04S63qMcRLGKvbExSgZ24m7ThPzHO08527XDELfJHUz"
    "7nkNNHOK0eqZYtNO16sx5F0GyV0J+zkHv1cyZlysHwQVnO1kExArPRYqycioEddL6jsyTY+Tg+Un/ORmfPM0+QxndoNh7yDTyomK"
    "ylp0k0dgNKjF5e8iEt8CHqlJ+Z5iVvtL6Ja39Ql8Ygni//WU+DpW/Fw/QRc5DqvUFXK+Cn7Kl/okrmAWKE8KxCocR4uhep7Hzwx5"
    "v1TnwqfYGxI3SEp9BqyKnor1DhomydCQV/rpuS47s5mU0WssZleJ+2kT+0tGyBCyRlTC1naBfr8OWm4B8So2NXESe4Bc76DNeNuM"
    "HU4hZ39UkZmtWQ7bS9pXdhbPsTt18Hy2vcRVGQsQpbl53zkexWnW9xyP8tmfsbarPbqJ1vapV/HKUniy+2KvLtY54Rh9LOdkvUN/"
    "CLakFnGIyKvItdFIRqGiVmeEuNk7O8kx4nLLUX6m2tc4XZ2qLNOP5ljqD/YswdY3t8pn4lK+O2Egr9HOeyiuCyXicZMpz+9j63Ga"
    "x0W/Dn07E3HhHPgPHeVD+IhLoRPugKVJT4N0ObkI7b1FrlvTX7NofZzsIdYhvAqv9UOUsJK7cx3RpA6dXk3PNsqu6Wo/0aRtC2yU"
    "+spbJeu8DkkQp8/bkCXedr+yT8UxRKz1oe6FqH6MvGvcgtJGrtfPWWOzno58nKQEI4cYtGY91yRJRHMaiTjcT0HLpw5O8TQuIPNJ"
    "g58Nfx71YT3jxrfw7Ak+ZwVkdTZt+THwai3K/QXxYgnW6iKxLuRd4IdXkh/hITmMbKCmQ95W89bqWItPsa4XZ2Zlc/lY8jM49pwW"
    "WrIjredyTvgxhK6rsf8Gef3Ys101eR9xc1HfO9OPvafZmb6zv5LwO5HSZrvdhd++nhl08/67w+I38axYluxR+Rcs9VY4zZvJqbJV"
    "8BO+faF+p/foF5n5QyZdM3weOMUMsPGN9ZBPtAoxxrt4tv0Rr20Fr2Y6Itha5n0CCf08dos0FmXm5f1xL0IP7IBheZtgy0+Scu74"
    "IvJtWR+t9c85ToAmz5LbyGktVjl6Su7Wx4PVnB2Zi/uq9ez3CZzTOPVxo0cAWY1ngeYExnTwtdhMmG9wXlfDen9BBJyQ3zhXra/W"
    "vMwbIAcHi0P7dqf33EBk5ChxnWMx5hejjBmiXM0b2YtmkaDdxX3MSdayd916oKyL5AjmXabi+zrKzTJZ3tYP5XsdpW/iZx0CY7A8"
    "Et7XfES9luc1LuiVsG5LWKGNwm+0fvzvxXpRzQN+FBK7Q86z0Lz3QpYn60W4t8f0NbmW97O5NJEzpI71HOPoWIHTFIFn1EGs/tVJ"
    "HsBTfYLzsbU8hetXwgb86DntJuEclxOLuAQ/2YPrn/D8jDH+v4u0jnG+Q6p99aUGGruCGvorRmk7SVKb68pJL8luwm+2b8uVc4J7"
    "tBBnrLdMDE/QeikKX9Y7cd8N7KDY3OvQkyXpuTgsljhLkqxQx8nlUcOftoX1e0U/ljitRAl9Q4ska7Dae4hhGdz01iQ7WBK+k8Vw"
    "gwvxrzvFcMmNWJl6/GQPycOnsjOY1DAS+9R6dIL1ajGfZfZ+xRocydNosdIV8jP89i+xp9Zntxg6Z5C43LzZ+uvE8YatInNqLONT"
    "WUy0u2eDNY7AIdjXEexF3U9OhodYr99Tg8Y9+rGe+irFnP12iMEizB8LcbguB2u5zpWepeAgqfZaSTP1U/vXRH0xuFmHGj8AvEub"
    "BjfRog09NohhnzpKe3Hy0eBnIzpLVsjT5apwp/G0V/nZ0IUeJVNKJGyMva1zdCLnFFVT15vu/0Ac66QxfSj0y8+0UMKJb83za930"
    "NseMn6TnkPSZfPGzytUzzym54mJ+mleORHwnQpiZHGtTlcp8hVr9vARDWoUZdEUSMaGyxmBd7UUeZ5oN77KrnEIb9AzkdDgkZwX0"
    "0G+sWW0vzXow6vMLLgf1D/z3iOwlltHaObhJT4XkP6oliFMdp5TLOx8lrpO1lv5CdvyO4wjexGv1EXey0kxOZqMcIjnaggkiZFyc"
    "jycwbdZDZsM/LsOdz9deQfboMM2+l6RWNNv4oSQY7zX4mXwp8kkm4PE6bHUVq86j9D34AF3kQNiQNmLY3V3kP36GSfi7SWvdePfr"
    "cGcHSYQsJO/zHcsQ/21gZFitJ4jrNFDfD+Q6kwfJp5Q4RBZ454+IRZfpuUFHeVAvxTmeimcznP77lvUO8hCtXQANe6PY1NZqSOX1"
    "ZBH4Bdbi37CRCznrz02Bs1lJoc+gOqR3LZlCI+TGqELM4BgR11KGPvOz1B0zxAsSIwvdZnjfq2SzaC9f6TisTiPi5MFyYivT1rO/"
    "UoxnTVdoE5CxOLucTpIvoOmuwNnOJQegzZqpxH3syll5qhPwHsu/bWRPwHDIzmn47vm4xudEg5tP0QaW4HJYhmNlOqO4XYMET0o7"
    "sZxdMTNzuXqh7iubiMaJYF96Qft3Ebu/3+BLNU87UY8f3J7yb/M1F5GjoZpYwLHwusqs7oS1dj1nzhfp7X3KdCSazVs/JhOzNuck"
    "hMzp1ay2W1RYL5bBcoiZb8iQ3ahuivw2YnbzUmbaTE9lZ8uMEUXUSGaWh6WJ84y6QhNvTY65KLG3SaxXnBWzGk3PKTDt/iWu9JQk"
    "Ga0XsI/o6GAefl8FG72RLFV2Bx/Czt/lJ1M7jMsx5D+zOCygJk/61yoRy8S5L0lWrRbg9430xo6UMnYRmYa9UNYxj2Qze9Zhn3+D"
    "3m8nw8Tq9/3oH8cyaP800srW23Bm+8svOBPGflEMeVkL72E/nNYqj3FXj6O3zuzNib/ohNOzEuexXmfKmfSnLZ/wLs5fLexVLedG"
    "GZu+TZusgDU5lfYoW/00pul6ZwjZjPkJknFKYJ2PlUJaq/093qwBXtgv4RayQJLY+ytgey+C9R8jOxDt7DrxzRb8xDrfRTIVHlIe"
    "ObsaqbE2sn/Q8K95ejbO5OEZ5vV0r2xbnAib2PGMdMXzfUN+zfMh/ZYj2h6npEJflkQ4EVJ3k0wzJGl4jt4CH3eVbB3sSe7zen1F"
    "3MT7erJwroYnPIW5jpDcSDGy5dg5q+G615Gn0Pb4dJ5su4Nc+lWJ300+c55CVQajtbVUe2uurKk3kcOwgrKSnqRmqzsbz3wGfE7L"
    "UJsvXoR1KYRk5ZOrIMIO2bg/w1vwZB1IzznVCud8I55pOmzt5ogyiskZdopYn+FQRLbrfZdYTB2eyHDMxsM+QW/DcxuXfADv6Rvc"
    "1xp4WnPkKsluF+ZC9g6R/8h/dVSwl7yDff0AdjSB71qDvR8oG8wTCZaTV2SdztRtyRI3XLpwboJ15PZlfaKJ/8XJOGtd4aPhI0eh"
    "PZOItytgOz7RYbpIrkT8PQN7+iH+NldHYi3uQMRg/P7bIU7/LrxHFkDab5RnEaFvHTgeM8svxX28UM9YxkWBtdQLjs3ToZJilPcT"
    "ZB7eMd6YaKBrp2kpJyTl4xvaSW/2K1uWxmWSdmDMezx2Kx//moRozN61rVg24AwiP5bSQzWsw/YejXm2xHi6Q3XIoN143tIz5Ywp"
    "6i5Zxz39Rq0S9jgzBsNksqYyaM507T2t22PU6inPRmK69iTWO9diB2aRVdss6VQ1fyJXnw4mQY5iZIet1D2lzqOBR8tGXvdGrOpI"
    "6YeYdG3wFrOAa8K2cnfOaakyRrnGzd9IibC48FBOI34IlqqGMlnNPopCeswJdsxMwCo00aev4Z9rcf5qeDLMErdlBHAIfLoOkuDd"
    "WJdsEWfkVmhHRI/Wi10O+Z1GjNY2md5AJ49tMh7dgT5TvZXU+axHyLg2wikRDbASR8oGTtk2rq8f4AFF2PNqn+7k89Ap1rtcl04X"
    "ehdxxnOO5TBBztUE4/p+Mgr2KM4qviHt63i+Gz3vaR3lzWrXK8mctYh1XGeBu4nj+7Tq/GgpJR7WOpSuwhoYyuc0nHxDLFoPxwni"
    "cqkbaWWMjeMf5OCsI+5vLeLbOqxZA/tbv9DsrzgrU0NN8jhRspa1sUm1fcVV2L7Gc3yKv+fizzzWP5KZuZIp5l2N89Ceryt02OFE"
    "AVlf2Gzmu7oGTbjmh3j1C8S0M7Bjdr7nUtctJ39mGgM7w2etkzjrtURd1HhEjdneXD+Lp6u4OWOpTGevY5l8gZHH2+JQWVaXmSAL"
    "yX0ZZx5hBnNkZX/I6HoF1nctrhDh9AbjaqrV6bKadeR0XT3JysqOsjNtZTXi1uuhmb/QLsEg+PHGqvwFouqP1UWea/B057Eul2TW"
    "YjB7X+w++zEvGSXLUMrr7ySfPUnM9TrELPnMswyWAYi4bVrZYvamNTDKsSkGJ8pxYrmjB7AfM3Ffm2DnLOv9HbTtP6S/bJS1+hG0"
    "b6HeEvyqPfREPEEHuSocI3FvLxK+92gYJ+9azHcjLOChiKn/g6c23vFRuOOtZAZ0gxIFW00Ur0MgjII2n4r452d6L+vUKgkrsHLL"
    "cZc7y6diezFOHJ7I9mkmfYIq2pXPIYUj1bj+jpRL8BRrofMHIn49WRy/32jPZxKjL2H8s/05H7wZ/a4Z9o5QDTlkPDcXS5w5wEZm"
    "i0p8D0t3OV9eZjeXMUscI4aZ/JVev33f9eKwiIWeEa8KWno58zuN5Kyrwj0tgWU/QnqzdlHB7HG62+s49pA2ZjLlVr1wp2JbsQis"
    "ih0jDfQFN1JnFZN94jb48NnzVd2D+WSrakLUY3yVhm3/TB/UN+DzpTwrQAPRfEeLww3U+SlLYQb9ua/3FyPQsE2MvranPYgwGp/H"
    "DEDoZ2O7X9tIMxdEtZ8R8xyx2VHIm/UC1XEqynp8ur2sFMcbeADWeTwnwLwCGeiEtRojdyB2PBnxgr1/I079f/Rt/RV+6W9qFbCt"
    "5V541JdxPmKo1m+yg2xFPRZlBrma2q9U78Ur18qW8FFMkm6Uq8hamWBO5FpJ+djVcCEN7Cvp0EpvbBHuZxqjMvXczZbzbuIJyPaZ"
    "7LM7hLMKhkiaU89JYopou2zPU4ETep5UsqZTRR1Qxv3vKBbbToRHtABxzEbczWJOfD0Svq8hKGfR4hiLS9SjhazP/Emdj1VZyUkQ"
    "EazoyfImdNBdrKTHybxY5TlUQtr+etiQSuzCI/IzedGOgqf0GiT9SZzWZ6ArroRX9i/s42vSIBPhobyl5TJeb9Er5Wl9Fjv3JPz2"
    "Q/S+cDLW6mHY/VeJfojTv4yQ5fxj4i3wd3k5eEpe1cPwkyf1Ki1ChHKBdIZuqmqly/Qob0etCl4LC3Q2NGyUFTWHpUzzU8TIYOmq"
    "Kq8FW0tn+Sd01Qg9Xp+BLFwko8OxQRX7SdL8d8Y3909x88mq2KnWSIv8tKxk14GboVOiG8UisFpqjBpovwriwcqIdfgYf/7CLHcx"
    "oqT9YZGGQM57+7MS8fFs1xasLH3ZA1XIM2lz0o7AOTKv3HIvy/Uj6Mm7xCzMDZCkYmjc9fBw4jzTuyNCW8jsYoRzpS/B+3YiFiXu"
    "s4EOg9NW3Fymud4OtyOGyPAhzzCjl4C9jLMHN4a9W+Pn9f0Er81eif3PKxG+0sR8v7Hf2r7sLMbGsY6ZW9c5EfXVsp3FWERs7rPN"
    "Nl2FyORpvUkfEOv4vC54g3kfy2btKK5C19zntJm3B8YMsY+vkMdVMxxDIXWxmxeWIj4+Tp1VxyzVyWJ1pePEZp07pMi5RD6G/huu"
    "YH5xoff/SrC76Qi1iV1myyhBlgWeFizEyeoe/KiPGfdZ2B/PP133CaZxLVyXfIH3nS1mvwP2vlewUj8l89Un8HMb9Vp8wy7yhtaS"
    "syrmK7Rp7i3723GwxJ9BmrtDF16vPWUInuJ6KYJPsTkzFZa1sPf2IdrmGEQnEbyr0ddLhhCnbpVsN7eiFP5EKT6/Ap7gdzIb6zGJ"
    "3LhzmO/OlgE8VSbqALlCrAZ5ITTDi7C0uwddsdsV3gtKT4Szz7me9LxM/6B6dJXlAFKeX8Iy5daD7Vgp+8O/SvI83sL9dFHTHI15"
    "5EddK9dJ+Gml9n86m9vkmcccor6ffxaLZAcww9xyMt3vccT1WOnjZRzOZSl8411xvjtyOnie3gwt9h/5EKt1rxwlHeGj7QjNcRV8"
    "U5flTWb0i3JyhcOyNOeq0syB22aY9900MmNYd/ffRdLzVCzrtg1xX6PpORvbpfVNLYd2inGebiF20abf3QUfOUrPtYma5SzZi15w"
    "V7JLGH7qckjKdNZ2Iuzm2kcOkNOgMTohAvsR+nWWnqNWye8qhwWfcGJadh6mR+BH2PTzMv1e78dJbYf1WYjVWYfVepnoYfO1niP/"
    "1E5yNdZour4FT+VqnIwHtAxW6XE9A1KQF8ZyjoYnkutlPdpi4u+WMomY1Li2nBKinMsR17F+vooy8ov5c7kcXuZsMookPI+441oo"
    "1TfFuIbLNeGloZZXNMThe2Kc4laptgzpzfCli5k7nYH7KvQMOwn9nPl/F639h7mWkdILu1TutclgZquqieUxDP+20owoTHsBvWE1"
    "x4nzFNeRldYm2lv9bCQxKsZb5LrRvtC9ZUfuX2WryPmWk3U6ebS1sx/XQCan4X3G+/sQ4xVDxB0s38M+FPP+xopZ/Glqva0nyCYy"
    "fjRAKuyM7kJLZp6dXWMFpM15JU2+/pqkJbKswZuwYVfAuyj3DC2WWX4TuuguZr0c+qHMIzuNKTpCXFoZuZnCTIanfQsJU88z2lL2"
    "liDycgwvVu8ogw6NsCM72spMznZiFnOomJ1oxymXdczldpF4BmN+JqdF53GicoO3vX+kE1rqBrtOS7RUwuumFL3hkF0R9u+jsG/v"
    "k4HKmF0qsQMHUkMvg3Qlvbwn9Btx3fl2an+C/XVIkfVqaJN9JeW9x2LGf/nkV2wgLnUu2dujjEld7WWAmOdR5qe73Ch2zXdYLXRT"
    "jfL1B7UK8L/1DdgmO8c5nvGxwVd+U+Rtb6d34pw+oe3a7BKUy626BU7HHMj21l5X9Rf3tCU+M+fi6+6MPZ10uspqve+Md/HdAEll"
    "LKvjEDR0tsX/HYPZOhn3+TX9ovmeZemP0SYuh6n078b4TlDDIqeYNzO7eSW5hRvpD+ciFs3zc0dcV3Kdj1N358oGsF9fQ18Uktvz"
    "Cz0pKCMf1Tvwf6+F7n8Smn82/NhH5XV5Vt/TMwPjqYnQa7KM/8liXcYXEZ9YrPsHs8SYGV6x7wh/zemNOPRqPTAcrVvAay0ns60h"
    "b2bqE5yk8Cbu7EesbKX24pTQengC+0AazsC/vqQmTPicgmm4fzAGsL/PxzMaS9hI+Roxsk1s7yXv4Aq98YRbQZOe6+1KJf2NtVx1"
    "y0T34dS1xcQVv2deiy6VUxm1KLvHSom5yuMJ36h3iuEV4pQlp9c64b2vsK4U8RJrJ/Eyz83iaoC95G1I+fdY2WfEpP11TnCery9A"
    "eueTDWwd/KpPELH+gHijtxwqPTjTL8lur5SvuDXgxObq2YgF+/BVZR9+6LMz+/7P1K/fn9QL8MlimUwkbzf4dqfgZ1Poj1b47hLz"
    "2IwR7lqxWkktezemEUsR4fSRAr2d3Mqzcfez4D/Xe41n+mYt16iUT9yWGniYuInh9fRFzCZ1EeuCPJzzoc2fMuTJYfCz7rSsMbNF"
    "jeq88xfwJEew4ttWkr7qG4efF6UX6iJNyzodzixAIevA9Tw9BXpaK5yYXyN+2Ua+ZY9hUqbIlzjXd8KiTIafXUEfcWdYsI0+m2Fd"
    "5WsyujfleYpC5g7NK/lOLwss1/2KRsOxcpt2xX8P6dDggGCdCmT9HURjjXjOfjh5+fAL9woehsX/Bdey3uE2WMEB8AOqiaQzVNQ9"
    "HhHdRI6kcp7IKuq2bK9szf4li3FfRlyFU0N7Uo6n6yv3QQ9eDSlZp8ZndyJWvYMMkZ6wzSdLhBiRmaypmLzO49+SfvbVDuKmyxXq"
    "JVLEWHEbSbOVtWWMt5mo7y5KsG4RZ6Ywn/nhBt2D2YwvWVFIsLrRqG6e5pucshXxMqvMRsc8m0yS08NSnmeogXnxg2GrHW94BauM"
    "banRK+nddeWcnfJWkPOG+lPm5y2eGyVuVsp6YvbTNU+bHm8dAJaLXgJ/4ESxbGwx85xW+dhI+/MdvO447zTq9c56ZmztPo+W7UV/"
    "hxa0f1XwPp7T29jfuU/wb31J98La34/Yfz305iAZKja75DZEGDNxvcnQPM+Tc79N8Ame/Gr4nEMRuz0ATWYsN8Xw34ZlEEShr4Qr"
    "I5dERs5dNesR3sdzngngJXEV6fGwahNw9q0/2Xp6a5hNtpXvSYTiaHH1mDLsfzozE7Jjy11vGXNm9ay+uY4MV88P+ans3sbk0GoX"
    "NXKOHCvvYTfW6S3BePk8fIjeVL2vmTV5zvDOHsdi06IWqKFHzpFBRHTtKDXECK3yOf5f1bqaKzkv7hq5Vc7Hn73187CXPCifBkHQ"
    "X66ExckP3/A5TteddCVrFJXc32Vku0oz2cR9hdBlKJt0IKvgbvZIjLtt/beHZ5DnW7XwzNIzugzfke9nzZXQrqVoh9phr53H1e13"
    "HtcWrXQcbM61MdblQTJTKonYMj7Bz1sgzNNTKdK/cuFrfoRPmj6dAl27AHvbTToHP8AnGC7vsPreS4yLbCS+cTC0zhRohZ3I+mCe"
    "ZYwcio3Me8Thpy2G1L3NXrY9ZQzu/GO9R0+SMXi2h2gzU6xTRj3v5uGIvuo4NcqqrnMQMVh81sD5nKWQqtl4nrdkA7Eorq8sR6zD"
    "/SeZr8fimS+RI/HvAToW+vo+OVC76NP6lUSZa7az95pYP+QMWOoqPVJm+X6lhGejD3lSza5Uek6YllHOG+xsXcyO99MpEaX0Rk+U"
    "NEvAH8/2MvueZCVcPVtTCvbKxS/Wg9Q3M8FQMvM8Q8ZTr4rz6FLM569lJPYkrv9v3EFnMY6bN2CT58ADeF4W4MRMRRwyHc/1JmRo"
    "PnyJq2QFbNNueGUwVm4prLJ1D10OW/K6TMTdfqbZp8PWEPdrnWQRWkxYO+KfalrpiFdyBJXrt3oBdMdiRDBfYW+PlG8Dwx8XsZ4Q"
    "hR9V43npR8gwXvdU8jWnOyhrPC4jO3IkO3blG/2nHhCcCUv1C/ZlBlbrBljXWyAbFbDDBYytvpcy5sgtJ/4rOxFr8Nr2iNiaoDMq"
    "iVx4nPFWa1zWriP1FDJ5KPNxbpqHRcjryAyXj3Vu1DvYj1CG/c9jLa2cVcUqaLLnaAVy8d8KcqIMZDahgNkwW6+JskZPhXQ8hmdf"
    "oxvlZezkmeR56C/bYxcr4SPfr3drDvmLT8ATToFfkuu7E6KeMaOJzIB98UnxczMa6avXQRKuFTcpphvWawbWoRr6ZqQYmqII+z4M"
    "62KTP8/VPYOTEHN+rVMhafvI93KwHKOn+UmbTo57+VVxsWYt59E38NW47/C+lbGc9W4swzm2ToyBcgqxQss5dcjYxgewUzHUVAaH"
    "4XrbK/Umdnq7zoMkET319Avr9T5a6aT3AqJ+RrKz5U0ZHJOrPjo+D2MqafAcPfEM5iKuC1P3hv9os19OhzZzwle0LvU8rvpB2JOV"
    "BJvUrS2w+tIC3d8+w3ssLbhr7VnXQfovFNc5moCerNcH6cWug0WKkkWtGSea8oxEx7B7OD19LO47frL7b4aFuF+izCe7ilOEWPwk"
    "EQg3YTcb/VNrprvW8rbjsKIzfQe+kEHGzSfYUn7C7/dkqvL1rK8lyf9VC6kLqTMdjrLOTwNJclJ5nqYrME1+upLFBIWc8VPJiHWe"
    "n8H0G7/Z9mB1JqdX5Ct85tlO1HsZkXXnPJs4Zyvt2gpHe2uv/PkO/+x65698G2y+rNYzPe69jlniM8Swc9nv2nkFv3rPoNZzCkYR"
    "C/RmXHSGLPddYyF5N0IiGI0tbT6tpyGVT2K9MQ6PoQN7wE0KehDX2gY7P4Dzgg/CNS6BvdxRyljD6IN/22TtSn8Ge3tk6mTu5jLI"
    "yMOS/ZwK0f17yGaivu6h7OaMs+OtgbyezZ85UCro43QRk4Lp0IGHyghoFvNRjhKbTneAvCvLODWlCtqjDrqoEHbvdTzfl9YvJTtw"
    "pqZ5oYsgNdWe6eKPT2P2LnqzcDX0P5o9on4eVxzCVrk5vqr/awHatbA9zb8SvtL9qMdAG4eH2fibWBU0tPw+EvqafhO9wZTP2m/R"
    "wgtoib5s+z8TBNzfL0bkF/Vxi/17kISZ2R1R2GA3O+PHTL0zfZWuxIM2f2Por1mlg33GP+5PcXreoZKNq5nHu5w/316yz/FMM6tq"
    "ppZQm/E3G5ldLNLQ58Ua9W5aNEPWPo7dyQlct79N3LZcermXf5tW34wlaPIMfua7D/GIyYXwM1zHkElZttquMvu6I89lkzq2EBcr"
    "Zs8rt3ZOd4PMLvD3FfFY+hrKkt311n5PF+lx0uBXx+3QDuK6a5XvCqln3RVtV3t4GTbu9WJ+Q4x9dlbtqaBUJVn9vJV58XJ9j/ng"
    "EmYyQyJD63330FD6oo5X3LGV7cGrdPFxRagtvSjLZZ1AJO7vMYJOirYl+3Mzr1X6Mxsg46Hn8WjurkpPUw61ZWTr/jSr/zC0bBXR"
    "WUlG847xQOCFbSddMzqw+bOGOpyvhhqL+TjmB5nKiZkV8K/uk4TPnrsuEldNbO7G+98TnCJzV6PHyGiGTTLBSnln6MALibtLkv+u"
    "wTM3ZkMZJDh3yLIXbu6lccNZF7HzVYyHMNnCwrvqWRmeIQ9xytHw3b5nXrKWnRvLmenLw3dZtrAb0X3P4tVffZ15Pn5/LjOluZZ8"
    "HjGfAUmxGyVC/yjludsb2LnSwE8bQ+Sb5Mtr0I0+zmjTwpNpk+Etsr6zt9m3uYor2kBNFaXH9BA08ip11iXO745RRxrOoK+PZZu0"
    "JSu85RUdMsvhQ0OfeXcx096+nphsITv2jj0k0eIzaaxHdpRB6LmzDicvvHLlwwzWxvVypPmbt/OzipQnOZ09T+t1h5Nv8Pmp22Qp"
    "8Swxcnsbp+M2UpCplSc8T7lNJhXPFd8SZe94Rx6ATOWywmiokI16gayAFzQavvTd2P1ztUCelG2DL3Rj0Es/5eSC06hzLOu+nzRz"
    "ujZ4jW4sXkXsXk3PLp7v47VsWuwamcdJTkU6CNZiNWSsH+5opoRht+AZaMWv4H0tQhw5F1e/H9rYKiKIQaCLtoEXthUiBOvySiEu"
    "uls6MWJzLNWjmEMz+XufOaIk2QT287t4MqsKc718up7XKPO8DndulSrrxsqmlbOvaJSMA1Gvj/rIpky1KLu+7iCb+2ne3aCZAvIL"
    "x9gdbbpntwyvbNJLSuh94z87g69aDVe3Bk+WI7/hejb37hpJMWNYSzaVJN4ZIw6myc+qNbm+hL2cjZRiVwFwkwXcjPabMhYwSYZI"
    "l9UeJcX0app8z1foo9G4pruO0/jBPcVVwrPPOPg7XzGmk8tkDq5sfDxVtE95zPn8vddx8wBTRMmdK45PzXENNsBvtb6MCCu9hru7"
    "R/ozh5P2e5pn1bST9tzRCZCCeWL9UDab6X79Fbpuvf5Lf8KeNvgaSgfWb+s5g9NFY2k0t/OV7Pv78Zuz86maZXaRj8lBNSu4Cc6Q"
    "q8I56MYYMFc/kkrmkI0Jd4Z+pj9gTYt062BfGRbk6nieoid1LJn0zX5eg9XNp29lnOhV7M/Zm9cJPE9NBWUh4ZE9f4xYM7kZIuUe"
    "zZFsgeN0q+XmGm0raV8gVIsqXtB6sqDAqssweDu3QlMs1gcz3ueu0uC1bJyMTj3l5JzHdTW0y0RdHRbL3eFberd+oR9Anq2e2wMa"
    "J8bMW4Tze4v89c2mDvVPo967dfl+6xUq8zm20Hs86ZkkqRZ9s7bzO4jj2i1pMZ/X4dx35fQmq9Y20b40ki/GMvDbwZs4xsc2LXvI"
    "O2dYC6qh03vIGcyEOP3Q6BkYmohXtbrIgbSupiENEWj+nDvltfqzuE5IqwLm6085a+BT7AOd3F+f0Vd1qn6rfbH7Y1kTCf0U8CJa"
    "YYuiL4Wmme17040DdSmtx77wJB6FzG/zh6xOjifXWXGLYc0T20AumEuw+ofLO7gXq8meS7TokzgXu8iW8oI4RqbOopmMZRq7/yI0"
    "ujFmHIv3bSX5sErr8c6bpK+kd8pFVcoz4liBLWJ9l9i5ena0ONZ5u5OLyRw4GZHkYXJpsJBcb53kAr3eW4GAv2/WwreznMgq8u+5"
    "Djfn41arY9BO+amhcX/fSfoKoZ8Gba93YF+Qra2d4I3eB83xT5mWIGOHMPz2epxe6zD+AbbI2D9W6mmyvxgeuAdzo2XwURvIQljO"
    "6cf74dSUwVbdh0//gB2dBCs8Ux8Tw7Jtx47TnpQ6zVjLNFt3mufcpqc7T7XCY89czNDIfNPR3gvObpk6SF9vARP0iNqz78U6Pv5K"
    "DuVEsVpdLnbxcnGTym/CO+6G91JOpESM3KNx+rU2TXITOSfdf+XkI3GaZS/qhgixVUvpdX3FfajmPLkyeEQD5HJ5Tr+Bt3cubMqO"
    "kMb5emcmz2Q65TRGJzHfxWwdDJdjTa0LYY5OQPT/IiTnNx2cszunTJjNHCb1rOJZ7FIJz8eqtkdKqc7DKhkv1Ur5AXfZmfVP2//N"
    "JJDwd31i9vvlZG2w/uo0i3cjM2aD8fppPo9wAjng4lzF73C6X8H1Z+DsjtGX5GV5QrvCUn6ip+g+OXFa9n+Jm43RxNW7TSbh/rPv"
    "T/Y+5Oz+TvYcV/bPuNlWp/CKg8RNr6jgs24hB8vxlJQNrKRvKd8Sid6D08DGynCxHr3Z3h9ZRs1ztHyHtT0BfnA+2dW+Z3y3SueJ"
    "ZthbQnKCJjTNvpUkQrqMa7mtJDJ47lA/xAp/rBdhPW7VI/SpnI2QmRN0nHzeyrpVec9IJPRVWZPF0dByxs2X1ulJzwBrczlamyxc"
    "jJ1r9B0iKVqpr7F2PcV4KLv6WXkhz8K+kvDTrt/XyWJc6FVE61RTGodAI4wT5/m3kbjv98/nXV5ERuzl8CsvE9dzUcvotJz6wNZh"
    "AzuN1GcGU/6kd5ZTERcWk8epQo+Q8bJYja2ko1gmwFgYjFWxu3yK587HPVcios/+SgPi0QNkM/ZsPoU1ORryWa7jdJLM0s91pMzH"
    "6dvIiHEW9v8OjctnrWikv5edNftuF8MXKULclcc6vU02PUCekxnkm13Jc+nYj5+H5TpeKnzdJOYZCzaHPXS8PWX8/tbOT7ZXkswy"
    "NmAFLW9vnVs3cJqqnaI9xPGuHCJuqoRlx4s5hcMhlCvJ0hnTC+USIu+KOdXsCiILI5RQ6xM13s1D2P9Yj12xamyR71sJyCdbqvdC"
    "1y7lBGqr0ufrzkFn7PJvrea8/3zWPYQ3OBy6w/ajgkydz0opdXON/kMeg+W3SZ6z4NFegtePlRPlBk4Dbp4XHWNfy/5iCObZuKe4"
    "vIETYpxZxqF3EXyuYuzaRA0zvrxC67jzfB7ufSHedbjcLGvxrs9gdTpCT8+AdA7B0z9E7yYf5+h6WQ6dMwR3vtpmj/pfMc5jUuJH"
    "Q1aa98R9nEIMV5RYsnpGiHVEHmum07tPizp6LTxZQ9vb/i0iI9Hx8Kh7y0B5QHaRZ/VhbUt+qRFyoZ4uh8u1sifWvZdEf1eZ14wH"
    "XsS6tPU4PCh5RMSMll/osbY2VSrbJLckUUWz+O2b8G1zGZt+CZ3p+h4dK/sl1PSllLRtpbXrmCzkSKrFBNA0ztuk71s+wztSw/qS"
    "mzQbzej4dEdyX896kiPrsb6jsTPDoUlWYJ0OhsbfBL1f7CvT++JetuMUhjhWNEncQaGPkw1jXU4+UvOPnvPT3Aydnv7V5OfcG2os"
    "D6dhA6KOEYhCxsAz+pA1qQS9iq1ou61ee7SfPF9ORoDQz7lPkLk39KwtSplI93EVesx0Qk/xPcFhJvebovVMqquTubhxc0nPiYmT"
    "7at1lhAXvw2XEexZczjmNZCwrb3d7ki7rfSncjxv33HsYqj2/lGtl6oqYv+S1Bf3c0JeXF2Wwp77WKkkJ0V3xrsHsAPIalBvsm5h"
    "vd91OGe7i6G3lsFzspz93ThxR8kKVrVt4s8p8gHzO4OZh3a5snSdRDkBZwn+L8LnfsOJmQNfX/Xj4BvuYD19WsfH5bycQX7uYNLP"
    "GB3iJ/QmIJ9RcocU+nkxNnXtSHH94ZXk1rCeptXMgL0qxWSVWMQeQcfHuLhFPDfY+3YlfoKSix4P9Rkf+/sX+g7nwlqct5XcK4YJ"
    "OVYsQ7Ae0mg+0SY9ILgR+mWa9VzrJ1j/Gp6qeqJGZmG1K+lV5MMLHY9zt5nMlwH0kn5GPL8IT9oBejKQvaVtpuvG4VGK6LEYm5N1"
    "lEa8Hv9B64ncXi/GNV3DNYn7z6SZBM36r1bHaOO6JppYi7lHCigbRZQlwxTtKhfKFuQ32F1GS3tOBHYzckNGuSu1Sos9Q0HSV4DN"
    "cxnCfZ3KHsQq/Hs2sxBl0EPWD1HGWkVTZj5cuqd1E/PItfy34T9PwNq4k7UJT/QVPv8JtO5gSNWBWMUBsk6/162DVbyGw0eX+blq"
    "t0DKc9W6fot0O3a4pNRxhLieyhSxgyZBNX5nza/cnx59v9+x/jpdWcKfZH+lkfrCYRFXe71wjzicws+4ypfYGdPVg8V47xaxr74U"
    "Ml6BePEsqaRPlcL5+lWvlnleS6S85kiwlz5kF1wVNZ/rt4rRS3mArJC2Gk3wLu0ULGUFP4Y1KCef297YtXfx3j3lLjHEyGYyDv5F"
    "A2RrR4n6q7SBVXII/SR7MxOeATbFubb9cXdLfO6/Br5EWrenu8scC1I/sQruQljv/eQpMZ9llc0PwfcZ501PooB/0jG4ynTc8WRI"
    "1AWQ9CdxZ3N1oiy0mYH4dLU+Ija/xHIGt0PyesAL7ymWhX4G2n6q/ht+5MJgip6p1bK/TtOi0JAf/4RnabiXPsTyWG/J9tiZKZzH"
    "PhnrW0qUjNXctwyMf9yikotglY2T4AnpSZRaDfN6ymjzN07GuBbWxdjNShmLVsPnavbtXUeVy1/bChXzp1OhCycEVXokJauMSOdV"
    "0AXWjXeN/ERWQtNLGz1Gw/GFvKibxLquTau+jzXbxF7Gda34yvfqVUGEsxg7wdc2NoXPcc+7wqswDbiQmeXDqAmttlwOz6KiFf+g"
    "Vk8m1sdsfAX31OYtzYe0noB730uu1QuCM4N95UF5HufmPuiwW8Ia/F5ODdvoKzMxnk3Htb2luN6gHT1qKsmcV5T5lNDntCP0RWPM"
    "N1p3tTGqG0fBIkbrD8giSOwMTkaJUOtEGGFi7/C+DfhzjBgXQq2+z1iziRMOl0KuJuiX4XP6VvCq9MzZFD4X7oZIZDru5xhE0y7X"
    "01VCj79u5jRLsUu/FPanztvmOuqHmP7+laS6zsGon0Q1ARbqUGikUqIrz5Ul0OPGeL6f2OzlY+CztJNHccVGSOQ6YrHqiVRozzjC"
    "GBVy5F5KrcNodZFTJV2pj+A8hD5HJb+r/rdt0Rtjvw5pMR9uqbqZS93kJJnjmR72IR9eJZ8oO+d8IzPHldQxjjkl6mcwZccfKO/Z"
    "9eB2lqSvuxozWujx4KkW9f+dRVtF02V/5SIdKw/pczi/+4jlh/8p38qeWirnaZCZ/6MtkFjKfoZbcP2V+hI8i29kuu6AvbiMPL9x"
    "dbOtLVvU4OuU7SSffH7Z7iyX3GShr3c24vSH9E0a/DlV+m/tfzf15a/UjB6THeQV1iW7iE1KOZVMghP0a72Z1X03Wd70z2C8HkA/"
    "1uqgoB30xQFiCFqLD3/Dt3RlP/NBiCkaPH+ny7ImibyAPAbP6606D3dxpY6HJe2Oe++La9fB497k2TlyPVKmC67yrA4JTBpG8Ln3"
    "4WkIWbNfjCseJ/tDCqZC290aLkdUNwEW4xmZFhzVCpucxao70mbVkj2gmvdVp1f+oUy4/pMCnoc8f3IHQKJcHi6ul0L3vISYys2Q"
    "jUD72/kqgE91FOtqjayk5EMeVuIuHpASRhK55Be0nKVNBntNbOLqGjz/fGjXvWUmp9JdyLnyjZyLuolVnJ2kmzjkWpPvdEhHa0k/"
    "ZeAAcbPKXUW01PM4G4/NuX5mWAMjk1G4491kLH6+Fvu5Eh5OX0SmU/Uj/VVrILPfMP6fr43wDQpxtleS0bVlt6jA309LVEhseQ5t"
    "yQBxc+o2UGaqMmygIauzVi83zp+k3sM5wVHsWB4s8FrdGZL+PDy4E7BCr8NzMFaONdjXiWq9jjcbNjXDOeHwaMbal/aU4xkERa3v"
    "XbOuxrX420BZw/izjWxP9P3BsIXmy72lZ8gOjNV+CpbhyS0H9i20/ImcfHWrDEd8e5n8CE/7HkjzePbJvYTvvdpPxqmm91zPGKaS"
    "HRrZXsmep4jAtsc9jrwN0RrGdBv8xaxHDhHx3+Oa+8Pb+hae2Cq8Yym/eQOrUq57bwQlZDlW55JWsUVH+l6UBk6mqmenWDX8p+yR"
    "3v+bHP7/8luWkx0hobsQabIXe1TW04/J/m2zMxXPnt62KvkHY8yWxMnJbhHBTlJEiTB8YvY7+Gu4zj//SvZ1y/482e/68wwPY0/P"
    "XmvVxJuYsXLZ2hMl9N5e6NlkX4HUHyhD5XrZW/eAf3CinINYco/gMWiaMWIcy3FGM1ZR2gNRZb6+APnZgJj6W0a9+XoXfNcuiG5P"
    "gCbKnqlvba2zvfJXMpqt1ReyrXX2VxYwy9VEji7ru/qJzI4nygNiEZTpkPFSxSzmCkahTew+a2T/7Rh8opi9PjGdIv8h57b6GDNB"
    "CRzi6+0p+jlpVqC9xWZONvCUWUb2e/ikNjvsLPkHIrKXZRTWf4Jn8NgIi2LzpH+hD2s+zkY15u7n9SRity6ixlyhVwdLEbXeL8fA"
    "I79GfiDurhZP1wvxylzywvaTnfAkS3DOlsIabEOEtCKqmSjWMfe8JjLIhFA/4o4lIGWBuBnOSWooyxMfRJRSEme3ocWcYofDNAnc"
    "izNvyhGdLNVl5LWxq27EPmbPDV6rVWGP4Hzo6Wnha/IxPK2RuD+L7rJHEtnZYlKU22pfS7E1n45zZZMJnyDDltnqfOaTzqKv8APs"
    "n3H/TIbWPI7ayU7PJcwiJ9jrbaxGFtvWMGaohn4/XfpL2IJx3fmcPcTxkX4Ne7+Lrg+Hy42yjUzBan8UzNIbdL4Yv8JS1uDL2c9X"
    "qT/L1VLI3p+DRNilYjqxH7melpBTo4GR3R1iUzALdbHN3IXUlsE+dwhWk92uBrY9H7rdul7XcK5RN2lqMQPJWe9tiWco0EJKf4o1"
    "npCxTEzfJqKqyM+blQwbwb7MBL0CbdDouyaLGKVa/nFrKW3lbDf6Pgdbw6FkZrmUTPbFGc95VuZvR3kuTGPq2g8yZxX8MbjmMvy7"
    "DzywkdJadfnP65Dsd+36M/ahXd6fc2YayYzb6NEaB1DT1/pMVpNf3+FiUx8DafRd9wlEU1tKrJXPNMADavSspukuEVcNRMSLyO5S"
    "WPP34DNfAO2yQh+z6TCcpeQwzJYrfoVRX5Qxt2W4e7CzLamG3qjjc1wgjoXc/MZzifhJ8ew5z8kYlxyfXIK1GTuRW4pNaarWw3Rf"
    "fUa7trlanpIXcQ/T8a+b5Ux8y43wBU6WnyBv28I36iOjsaoX07eu9v0e9ZSpAsYq6+GPOP0aIR6hVmvJ4mgsRuPEOka2gEYwG9Md"
    "93oD/DubhrNOB2LPl+skMR6W0nAS1mEpzt0/gkNgs/rJBH0Pr75uPjJ0TK5WyqFyBeLe6dAyyxFlbS02G+kMeV/n4DoLqGksT7Wn"
    "pBll0sip5WoRzWmQ/clyGyzyJu72XH2XvEH5lHljp6wlsusk/LmUp62OevtE8vIUcKXjPFVx+JApno5cMkA6THCJHi3dxU7mBERL"
    "M/C+Xnhqy8M9JgXykVqX9fs4zWfrnbBCd2Df79KXgkL2SzgmzFV+iptlRw11XOdrNS4C2FvSCHVjqe5DOalg/mwCEZM12L8ibQof"
    "0SOhA7u2nYrfv9Cn4W/vJ3vgCbtJEb28dmJ5iLuo5yPMIlqMfa9niW9kpGa5v4meBTVkzqeaSE/lBOe4vqrVYtOCt4Mv+jniovaQ"
    "0jXyT0Z3w6SEp2AQTnh7vMsQ+SMQAZbp01id/liT6VirXKKUI/oB7NgOMlXPFOM2XIXI4UjESO1kIiRnAv31gTIMrxfqITKBXBOX"
    "ySR9QhbgyX6AVC6HxMzE7vwIDXyXHAPJimMHusLDb2L9+lD8eyJW4HGxXtmenFNkmfpAXObkDrHnM6/U2DBjug6ylAf/KKYP6aOw"
    "tZ2lC9nZNdMzlMBdLsYKZX/Fzu+u7BALPc4zjSjL/hmR+6Gd0xNVG7z/J34ytlLaTPtcQExIklV5yXSh7Zthjc+RBJFOUeJlE9AX"
    "DYxWEuxeuApR2DKP7zwyKNO3iK2o0qHhelrVOvgj46SOU5CK6QE1MOMfEj9klnxbSc/JMR11GP7bhD2d37ad9NQnIePjYV/3xP8J"
    "yMil8hL0idkQOxeHQ9+tgp9gNfL2cgkZItL8ujUeteBqMcM5CzIt7RF1ecwHxfy/Jl+jKWGnWiV2fiP2vL2cA1kwbrdCfLvlXU+T"
    "7Ah9xz7SUbbPYDQbPYdM3HecWIa/zvM7WVakSR0nmeMCa2A21KFIjvB1OvVY7aQ2T/eL8841g+Le2TMxdW7llTCT4YoRb1qemYJp"
    "2bZftYSvV7GXtkGtrvOolHFmTAOr2MYLW6avIhIohB5Ksq7o6oAijqtjBO3q/63IqLVKvqtouie3DIzjhDrBr0XEdxTa6t4oDayR"
    "Gtelk5jNxE2kcvGvm54a8xOY3czCp5ih3NBKr4hleErJoNsW39pLHCYzoW6mZRz7Xp2Z77EjfZ2In6mWq02+AmYoIstw7y/Xw1c2"
    "BPKtkMwczogbKrfJo8EX1ETqGQtSHnN0JD3zJp5SETdP2uFq+our0SR8RTjJaVVxz+Qdh1U8AFL+kd6hxwW7yZnB18xhdEFscgos"
    "dhTrtxxXNysyDdc4m/jlEp3K2Sj1iBI7Qyfnsna4tZwr6rvt7NuHiPMPQt//MFj2l2OJ3IySBcI4WPLYe5fM1JN2lqRnyLDvOFie"
    "hjV/H7amn1wL72gc5HGOzpZXcA9HyEU4cZbhngUPdl/ZHXp8AWfBqfc50/mn/uL6Dk6RTdApa6FL95Wu8hpO1O14tg/ldD1V5+HT"
    "4/UwuVZG6gM6FlrtWVyhin2BCU6bC/03jvIe2l/BCaV8V+FgcTmohO/FcrMrE+SYtNfPJpu3XWcW1r4znnKRPgeNuRg7dib8FpsA"
    "bB2omxMb7Lzu7f1ThsR9/3nvtghWbi40gnF//kz2yJW6Ut6Cxk0jkpvRxL3F8X9nZ8/NPjM1++rMEuvRbw8pOxja5g6dj/Wo0i2D"
    "fowokv48xrwf5nLbeb4DLIW7L1A3H94QHPPw2S1lI7RTCTyzp+GBbYu4sDP8pyukGVOfrq4k6HVZ3vcTnCTjSjtOcuH/9JAQ0dla"
    "vZ+6c2epz0TjQhZAJVem1f5mSITM678gCi7mpLLFvMtqZliUjGjpGeLmK4zg/Cv3FNHMRBi7m6tgmXJ99vRASXcsWgR8hFT7nkbh"
    "nUQ1/B0nX6cWE8mcp1ru5w3E9RM5DOs+Qf+LuzyH0wcbMvO5lDlF+2U9uas5VaKBkzTNcl8hjuPKGEqugEb4AuenM1alCvc5FE89"
    "k7OQo3od8yMN+OwqcoYbEvBQUd9haKdkX68p87WZn07IeJH01dphzG9k76R5HR7vD/i2frIHvs+YhJ+XPjir78ND/jc8+h5i0VEP"
    "+OGW5/9Gv9UL2YPnuqPOJ4d9Fa9gu7UV/aieeJLhnplFYPsMIe06bxXvMExhlBWmuM6DB/y1r4LWcGJIHlGNRZDkQkSrL+mpMs7Y"
    "D8Q4NU/AHdg5Es+cY/OVc6iVp/kJQsdwddy9ncl7q+a9GUtAPRmJqnUV6xdK7rf95CrfmfDHcx7SGq+vpNGmmzMOby0/WoJPj5C9"
    "cRLjaqz3d0OCjVmiEOd/d3HW8hTWTKPUyzY/5K9ol3R2sdzrvFpiqW36WLm/rxI/81rp7aZnMlnN5QacywMgeTtgp7aWc8g15uS2"
    "1GeDLHef7h/ewU/KdtmIqPdqhShtJ0sdM30Fyikw8cykC1fVHOp78SKsSDZXweNYEaGv1Q0rliDTcqPv8uslxtBkEc5Cdn6myB4S"
    "R7z9FT61DJphM/ZuJ8gH2ES0QiMiY5OD1a3YkvVyHbTPc5yh8CE04rGBsU2OR3zVX+o5k9AqvdYLMEAcy3ANV67Rd8642NpJkE0b"
    "LoSPvh46fksZC/1u2ML+0K1nBZ+Qr38CfKJKHRhUEgVfqY9gLf5KHvavfGY1runQDBX6OuuYMc+QaJNDKqjHovCJXOfyPGifev1J"
    "30YMN4+VbcvDzg9qyC1ZyAroFNj7QqKqylkP36RuClgEmryuBfbPaXLrYY4Sv9rgOw5OJPIghc/dJedJqTpcbAO7ppO4cj0rj+kO"
    "6iSxPDbz2HylPfH+oYjJe8JfGYsopYPMhqV4WB6WXcVYgnaQiJ+C0gQdFXBOShU+vSvjyCR55srxfpPDFawArmMN0KE/ZmqCtTOz"
    "0W8iXinhTN/9cUamwn/fBys7R6/12a/tpBm1p1qmDklQz4jBuKgNuWooP+ti6i5HIKLcwLpjKXTSy4ifbWpKoX6qzTVO/Z8adJjh"
    "K3EW7BRx7PULYG3eJBfQUv1OJ8NDGyZbwpP7ElHncujmKsbOtfBxGuFx2Vl6gdi7JKxTytf3lR2YCfZZNXOQCKTfXdcxTBrS5VN4"
    "9Ysh15u4jh/jearhO1u3fVffB57wVnEfVtezowzWQq5ydTZW/HyyTZwdBPIZJPc/uNP7EMPX4BwdA6/0Nh0XmOXM15v/5ppRGayO"
    "+Q5DeF8fsRp9grhK15+/ToJcnbuKw8x1ZcTem9Pv/t7a1F+p6f3d0eHfe50//23xjF5JeTa5Et9pkZ1j+q/d9f+tz/zf2p8/f28i"
    "I70H73wKZX3cfO+/e3X+/CvtEI0kOC3UrjBEKqnr25JTqYaRrfMBB0qRZ3ar+4u10C0lyTyH1e4DVpuGkgOygwz30zNDsgu0Z7zQ"
    "lgzm2dagPfzqJLN7oc/9mVZug5/9/1Xe/vwr2f2Dv6b5/s5TkmAP9wZYp9PFUGZ9YLPfx76+8zevdWsymh0FUsU1K2zBruLyyNln"
    "5/41K5P9LBzqJ/20o1/Zjsh16zT7e3chxhxhlJgxOxtt2XGo+n9PrjtlIuQKj1p0cpr8/7iO/zt175d6FrzU53QSou7D5RfEV8vg"
    "leUxL1ZBH9F83M0QmTuWzkJ9gsxbxjD8Hc5RH7L6xDlpZg6zsRX6NnFZFUQ/W+xZrNH/4bhyv29Oz/ptvUMaOSc+QGT6teZC5tbD"
    "p96gXeQ3j81xU5VGZnidO8kUxBPP6/FyE3zgJXIb4oRyvRVP8/dGU3/lMx/qz4zwreL6IKLEoeT4eAQR7E540hVtJujmkPnp4Xda"
    "Dev2cPgCJ1Jn4wBfp+fJDVITvqh9gvzwgzAmPYMLdJnWSshY5nifl09oMyvOQuZkEj7LltJ/075vsLnpWe+6XB1HZ7kWBMbP2A17"
    "skJXhJa9OoSfCjnT3Hot3MQZiyuMF7iK1ckyPVk+VNejdbacJgnPCx1msgLW6299aHdiV19G3Gfo6ZcQb58s5+L6F2r2zwxEPFXh"
    "OS/K9EXsuPUf2Fz7TnIj4oY6zh54UztLd9zPsVhBm1YwBT9dCtk7CWv/A3ZlBXT9ev13K+fHqqMu67gb9n0SIqEuePJ5iD6zy0E9"
    "+WeSrBm42PosqWbUvQNXfwLzJS5jeSZzKLCD4fNyivQJbtUP5Q3sxBHSFc8fkacQeY3Vz3VzGSyG2ukTnC3z9GrI+tf4vif0TtkF"
    "T2J5FuMXHSZXiU2bSOkSVv3/I+np24ZbscnpUZ2OtfmJK2v9yoYHfVJcJ1Cj5xN0VsRlgkyKpum+QaUep7tgN8+Ug2WF/qiHWg1Y"
    "HBdTRz9r0Xo3hPlrW81rWszpmuyzkJZpzi5vZ0LHpLmZNFN1c2yp8zO53ATfsS/uw9b2J0jick5AqtNLsJs273YeJOQY9rfYVbdp"
    "MeciYH7qSkRsw2S23q0SjJQewUR9RW+AbOwpb0itfIF3fqWvQk4+1jz4A18gKn0KK/0eVrq/HiU/6gM6E++Yil09Vszy7oPdLUWE"
    "bZmRtXx6Qy6YpN4uc/Qx7EVMH5PZYlycs/Cdk7APF+KdltXaO4ixNlHHuqZNjnN4aKsifyfWSxYh6rPBY6jVcz1YrUn9JBSrTj3H"
    "TGUdK+lrqDcsEzgI5+5NvVRm4Z2vydPBfXjKGyBNJzJvyP50ImoMi/I16wDr9QU9WmzicR2+p0hXy89qUzYnYPdtokE9r13HHtSN"
    "0FKWl9uM847sxI0lSipk52UJa68jfe+lY2RZhGccQAk1pO6+Usac0jO4ixr9QIw7Zjpk2KYmNbGHZg95XDpjxQ3jtVjnUj5rOTM6"
    "mZmRG8Eq17LXtpj3ZfwBc7RvYGi8FXoqvynCfG13Yp3tk0/IBGar6/xkuqSfTFdPRF0Hn3txjBtpfhf361Fo1xrWMEN8372M/POp"
    "29fpR5DAudBfM4kgORYe/2i5TIwFZC6epYcMgQZahTXN04/kO+7Kcv0UP9tDdsW77sca5+B7vpeDtHfQV/5L5GMSdsF6fY0xxnox"
    "S/Q2vUyH6jA843uSlGdwJmfibEfkDLkHdrqO+DHDdO3FPNgZskC/1x7B4TgjR8mVeo7+oF9BPvOgG/aTtsEvfgJten6tnZPRPMMR"
    "rpWb/3Ul9XATeeKr9W5I/xfQU3vqKJyRLbF7r+qOwYeyc5C9hyPFXO4Q7NRDksvMn1X9CiFv05lfjOm2sox1W+tcW4YVKCEjU7pf"
    "t9FnozcQXZPgDJh6Vo+PwAo2ekt5WCvXsV0oISK+GJp/gz7CTFwuJLyJaNA6dX129XozUR8pZsYqyIeUYmXYpuOG2LcaMgalp2kk"
    "mbPM9VnA42Qp1nxvuY/TNX/W8/QCqYTU3AjN/Ve8tOza0jTbeG3Z/3IZfVb9S5wJ1u3eRMvayWNhYmRR7iZ/hSP3r9UxTCMOEm3B"
    "7Jdglb2RfohjjIpiN+6SCNH9e0NXf61vBpfIJn2fc2nGwEdcqtvLONz7JpzU6+k3lRBxUE8GthL2lNXRP+ruWeuSkIYr2E+WpLUO"
    "ObvWcUsbbmUrXK8A67OJ7MdHiM3CaSPWEz9EXCdtd8pkL2lm6rG5YundHiUVZONNUIpq9Fyc6GI8rUnOiZy+ahi/BeQNK8kgWK1G"
    "FvPIz15yuZwKjfk0mVTq9QK9D57iIr0H2rmJPHgfievZ+tz3opZw8ka2Od/ZXzFNOFI6SDzD7VvJ/vJQx0sOzk21/lM/gJ57HSv/"
    "pbbLuVu+beXb0rnxHTKZbKWvktSyYCu5ICiQPYKC1DX6lr6eeDoY1OZ5mZlswOrnE+PskJDO57NVOAVyMlOtsmU1w2vYY1upb3je"
    "4T/uURspazMd90kiRtT7kqHveq/LoJKPIn7QrMI83cC++nrWB+roZUbZI2oY6wfJUVHtPZKp/PTn8r1+LJ1g3T6C7fwcWvYM6LMP"
    "EI/UEwEUhWZIsgpp2CGRNOf4UElPhgoz3FRu19v8H51/9msuK6PGIVbOeYQ1epAY8vcgKSKm6jz+LE+NvW4t/v4LPOIorJyrVYd+"
    "YkqcuLEiYs9eI0NZIc9ILjFT5kVk10i/4Lr58HnqYVtXEd1qEjIJWnMJZNj2bDNJ+S5i65Sy6ZXrqUMvYlW4XC/EnjTRq4uT2a2J"
    "86wj+L4CSFg99OZ/ZSHr5G+K69NO0CtKkBVlmQ6iPYiTcbbOM9s2EaVoXW9XiU2evFiqybffXT6DhSnlzNAoK1DJDH/Xk7CNISvx"
    "VrH5Ht71BDKYX0Eu/V9a4Shcj5P4uV4nM7QA9/Is/luJf/8s1/l5SnZuekiY4fAo5ZpbD/CBvgMswSsnqN3ullUZv7eRUrqe9tf4"
    "oKt8Z/1qaosI0X5fwSOa0+ZfOH9vYp/ftDvRe2HdxsGvuQde+YFY25VEytoEgoGIIAqwy1FtH6zhRMH+uIsi7Lhh1hfBF5ijs4Jn"
    "iC9o0k+wqiVkmZkPP7kaa/QjORvNp9iI59iA1foAIrkCf34m68jpYBq8WrcUw8eX4/usS+A12UzOhg/yEHT0RHg4o3ClS8lAUMGe"
    "u6090jJO7yzK8/ErWZv38r3LpiOPE6vVrde2QV/WfW0G+kZ4G9/h3gv0AOxyXzlErAq2ibppMLzd5ZwUeKl85Pv7FWtksdBBZGIK"
    "9Q5t4DRvN0855vGXNk3kVzzZOq+z2gXm+7ge2pOxCw6jab3zbgpaiozS2fmvt5KBxjQmuyE6m4W7XY81/UZj0Nft+G0JPrNFyq8Q"
    "CVusv3p+C9X0RIU9xWELzYLFxPUkG9Z/PTw+Y9KMcAcnQuI2US5sPuV6elBlerjUs+/9G2qUeo/PbGTsG/NITtN/5xGtksrM7Yoi"
    "hrMzvIA+fNR3jl7fCt5/PZ6ykHJs8zI7ivEVrcXzXwb9d7g0+Jk4JZRdY674h9gzjPXMXU2MQjeRM9Lip+NxXveVUdjX87Grc/RH"
    "+MF50Bjz9T3E6aPgh9fjmc411rzgJDG+74NllXyKvbsOT/0e1vBfYqw+vyICvBHad4rnoy2FHjs0MPz9enZeO1y8Y9x2fNjpKmtH"
    "STOLK6XRcQZanuND+N7PapvgVjlcewbr5Ezot0mQ/WfpiaY86nQz+g4pWCn7hre1Kpynr0GnLYNeqWqzDyfv3ID7+YXeRBvOFPwR"
    "716A++qMM3M1JGa+jguulBvCc4IJ4TT42OOhGZ+XJ7BamxB9foDTvUL2lxE49YE8qW/JfsFNOIHnSznZgXI45SeXXd1VnLXWQO/J"
    "opAizwv7BHzH7Hs6WspYQ16OPTDduxdkdp0+ixO6E07dlnKOpODnHiQ2TXiDTpfhuhCfHsi+QTsZG9ShDJbAKmz0nUXKaCTPz7is"
    "h74owvevxOlajrswFKwhLNoh+jDuvPF6izyH+1sOn3sAoujX7YTo45CbKuy98RB3ZExyDHb8BrzDppWZft8vuJZYqSrISwl0zkhx"
    "E7bi7BlLs02Lz2afB914m06VYo/3LNP/h7n3gJKqyqKGz2sQE4gkM0EUQTGgoIhZlCBiTijmnLNimDHHMQ0Ko+OomBExB0ygJImS"
    "c24aGugcK3SFd7599r1V3cxY/f3DmvWtHxfS3dX16r17zz1nn7SPm6e7Ajbe8Zy4iNlJ3g6v4/MdL+1ZJW9dxXdBMk3XWqW8saa+"
    "KxNxhYvlY+CTI2QEdvlX7Ngt0Msb9cbgmuBcPQAe27P6ECTj+uBaHQTttCd5j2NkT3Ge+z5kgbF+2CFSyTNS5pk/NgIF1sKn2E4v"
    "khY4Za8BtdyHdxZAbx8lIwPTHOv0RewbvJVgKqThUDEe0CVYU5vrfoF+D52K3cf/D5YnYMdezlb0OIbdDEeoPXE1qy6S7N5K+xkk"
    "5iGdjDPyBO6sJ5HtalZmpIGaVuOOP8BO7iNWXVTN7pKZeB6b9lPrK+vrfB2lMqtoDNOX4vNeoYef0H4yQnoDtVkX/ya9j5XnMfZZ"
    "xNl1Yb3ct8syPU66BcdKW5yNfB0ML7Y7rlAQni7jg1P1J/zey2o64Um9Km8O7qq7DMdKfqLDcBfPQ8Y34e9wXPfv+PxPpEXeg/i3"
    "BJ+/Gn8n5T0MndxZbOrsHN2L0ZcYPcwlnB5pMbTX4OHOwVfmQVzADMoyPGlvTkaqYv3zmcCqVtFdCIu3jB1rq4j2X4d+2shOkhJo"
    "gqfkMMinVSCtJgYx76uG2SAXHTzCo+qdsbcpP9vZddFvUTdlwta9BSeVW63G6eJqX2Oepac59VoncezDjrHqDuzP9jzPNl+4Cme1"
    "BDqrp+wtHUTy1mKNftC/wT4/hE/9RK/FE/+G/e0vbg57gmth/PRWx1rkKzVdvuSQbDy/xFe1uligMWYe6mev13FO+xLgjGX87O3k"
    "MWj836H9/sC+bgtnwhaclErWcCT1WaxeKa4c5ezFrd+TR48k+L/0qOXGvbnno0dwksqInsrIFPwA7sL0okUqitS9J5O5s+4z59H8"
    "Atv0FZlAiihjL0kRZy7mvoMIq0XjQMeF5Eap5sn4FifIMQIlWDNlJ+R6xvJi3PXd/Oc6VvVdvWdRo8dIpZ/iXpudK+smba5iD+4S"
    "TkccjLPSEXh9JzlXusgNMhi7fgukcQlwXlN6gSMg3Q/ItjDHpoigouoynNcS4dXSI7Naw3oe0zjnRsb8tBSbq/AZZx05jqVKxj1r"
    "IM/GqRjiudqyP8zw0kZ6NWnqDVfJYIwKNeR5smiRnanWEsv2ZdoshwxXutN2A8XqTKKeWd11Yx4mJVlGdauHbE7kVg7v4RMgggJo"
    "nkJY63F6LO1xEdbxCKzio3KmHIh1OwX2/Xdcz2YRr8CzrCL+u0KflqnY/e+BeM7DKn/AnnKbmq1ZlvKEr+afh/M4EHuyF653FjD4"
    "rqx//BIyb8wK50gZka3hkU68s8/0c48C3VzhGj5JT++hF7IuuZq7f4zvuFkCD3/bWO9z73bu/npDJQfgd6o4BbAYFs348Tfqhfg9"
    "6z5K+y6HGt9HWcHpUcabeQ4QSDmZ6oy5YAujJ9Ve2k07uqmfncRVt0e0KeO68SyjolnHpJ/8EfWzt40X5luPALtxJl2Vr8Ou1qOY"
    "xYqy/tf1dYXq6lZrfQzkXClV56k4pFOtfWFTXZSpbSNXc7I5n1H5OqCaHcThyd1Zg1IJjyfF2PeRcoV/j1W8bFTNsl+e6mer2rNf"
    "hU8u1LeBKy+WW+CVvgXZOlvulTZY+6TW+7Sa9YbrGpmTkolC1Ed1m/MnUdbRK09mJ9zvCl+NZTu0P/wAe/rDga0K8f+O5IA7X0bh"
    "/91wp9eIxeN+5lzpIkjuGfAXp9Nyxf28KIu/9jD2H6lrZNrgCUD7vzGWVqc92GlplUtlPP8ryMIc4gzXAUv9ymzVIuCRNnIn3vMJ"
    "fv9z/TU4QObDgxmGJ/lM0/7k2CoeKgnfAWQegHGZnQmk0KrJaele4cPBm+mSoFPwD52ejvl5LtdzsmeC3kaKrCMpP2OnOLuabf3U"
    "mLj3Fy+QGs/zGjKnkOHSE0YE3JUOBx4yPv8RkMrbpH/wrlyEJxtivTTBnjbdKYwwrlFBBHAnpfE0MQy+glUd/3lOXZX7n3HBh54v"
    "sKdEWImR9mvRgbydFik5T0Yz1v4YOTSPk6V4utnMzL+B1X8Xd7JWreq1TPfmVA/ToyOwBm95LyDuu+aSnBOZApbvwLooY6e/At7x"
    "jbIQ1jnmZ5WZLanD3zKc7zS5xV7St6UE6zFSXpa9cJVfdHV4KiznfNreM/GVdUlUQSd+CFxhk8VSRPynik3bm08Pqo7/301OY6ys"
    "NWXKmCQeZ5TmK9zFzUAlK+jtF2JVpug4PLlVGd8gF8DzmQOLV6XLgar/JoYcN+vKcGkjmq8PEJ87QV0kxbpn8znXMVvYTmqJPcsp"
    "Bx/Bsv8TJ/s8ORTrUAjcWql7iHXiHIJnvgqfvIbzm6qJLRwL5v7iooa1jPjUcY+Ur6iPIoXbpMmb6nl5v2pxeDCe/lVy6M6UUXI2"
    "Pu9C7REcJcZxc4D21sn6lHYIbte8vJuJUP4pTlNVkpctQU1XQn7vk8RyjSvIf1RJObiTnBXv4btV1EIPekauI8VNLtoM7VnppwSa"
    "NMzEVa5lJXPaz0Z0sZcyvsfN3rTI4ImMnPyBKwz2OGMddqWLWMTyIGCuc4Fue0i+TtUr4aPV67umW/We2olwdU5l2KeEnwR1HbHj"
    "IBmq49VYsL+BlX5eRwLNmWe8jzjWV8PFt/hJFPZEUzyPQ2aOQJiN8scggRkNu0N29mvmJ3HN9LMVQSqVVirJzpimwBQpfL7Z3DRX"
    "uoZ3Oy/LM9FONNuJlNJ6nf9nr5yOHf5Ax3BGqM1QGSZ95X7YkUPZ3VFE5H6J7+dw3b8R3dBgAkam9razuNy9VUmGnMqy9V2nqdcd"
    "Eji4gYbdgdwIrueks1g1fqbT1vW0KKsmM91pVjV3J05Dbul9Dv/dD6vzIv4eIj/C+7semu4iHeWzfPuIy9wN8lG3NBDFdvCBWsg0"
    "Zg83AX3EoPP3EpuRahKwl1QRTRq3z1Cs/W64+3Xw3ebDivWVWTpDP4QXY/zim+Gjv5+tOjAGzPpcSKazNOWfL5WtvM/08fx5vX8m"
    "c53wtvE0cbwkraExuvn5s8045eIEcXHk9Txh5/iOK8eCGvd4ebhYtmku59lUMnJuEd8VavMr3AxVQyG3i3WbtSb/wJpG7joJfWgx"
    "fMPb5dz7MujOt/QncbHQnrKRMpGk3Dn+i6/h9Xdj/9s6vP4d1nGz/gIL7GYEV7Nr3s0kSekwMQ6whdiNasYII+TdTREHWnVSf3Hn"
    "xND7Tn4ijXje38bmB/87c+CuPiZRxl7QqFpPTzX3+0Wx2bzLs119sex7dsnOP9FsJ3BT/k4XcUxoddBve3oG6ApeIQbr6XRXgowL"
    "xb6jSP20jxRxVNLj3mMkTa9nB1p2x9vrehvNSp7k6xci2hhftPtTntUsFsdwrzhtU5nt2jycr9hK7gJ9eh6vblGnfE4yMi7ozfS8"
    "JnEXKuELWfSiABr1BVagpNgvu7PPMiZ8p9TBwYtyq4yQJyAJp1kPfLgQp3+4dA/ncWbRRfQ7yslqGtHLIM+bOZkv9FGOmD85mVko"
    "+bxyBoPak58ibmLK4dQpSUZgKoj+Yoz+NsaAalwkR4hVLxoj+mQiyWI/izHzp3m2O9X2cTW0RYl+yEzZBXKCFHGCdKH2Aootz/pr"
    "GaxjT3gMnr6Mq1GqSV9jldJv+ByXBmuwwq1kkM2tkH5yAE7htWpRqOPJ0pdiTi7knOg4nsud7Yl+QrCbBNlRLpHQz6nYmD05ZwPF"
    "zOM5LdIrGGE1nqxjoL02AQmXi3lUq4CNa5mDsRrFr7Vf4JBzXBcAmfz7VMD6E1PHmYIRdhuW4/n/oK3vI/uzG9l9fpnWeoacDBb+"
    "X76i2ZxyNykmW476GkTL91TSO8pM8LhCXHWLzYl8SFJed8U4+bCOO3WufKQPwicp0yehSY8IpuN5+gS36JvY6Zn4jS7Mmd0q/WU2"
    "Vtu00HIf0Uz7eIH1vrppUn2khLzih7FSYSNWZzNwh7Eb3iC551pZj9oGap+52JnF2GHL0e4vC3SWXoOvDAUZarlYgqAD45Nv4zf2"
    "YX+708r9fZQthHxO0Wf0J2Da4To3uA57vlGv01O1fd4SopG+nuEp5WdLJzmHzz6hhDhyCZBTLXOvFfBsanx3V5iN5ad9DiWFs7CJ"
    "est4Wa6XTzgvp0aNn+oS+RlrsIGZAFuBk3CnpnmSjOFs0d042elIWOe/YlUnA0MN8BMZ3V+X82tOPRXLzlncrUE9X4Lo5Vv9Ta6W"
    "F/VLnJjhsPB3yudyOU7SrXJYdp5uhrM79NMHBkuGSzPZYMqCYc35uLeJwNtWs/wjZ9X1hKUsYPw27pl6XRWJzR34K7yAcp0sjpUq"
    "wqhbIc5ppZaxHi0383+SOcGIHksG8ThznsZDdpOsx/mbDfvcTP5gn9weYrOyZ8FKrtLRuPPTcNY7wr4uBn6djxPbVx4kA9QQ3LPx"
    "eE7VF/HdVHi4i7VLYN3VLwPNxdlpP5Z8YU2ZA3RzZg3bqM8yh5yFlfYsVc5eZV45VtyszErWjrr1r6W0OA2VJBdsW3Ge7KucsTcG"
    "a9PL27kbPaau4tUmeZnbTAY7t0dn8RPGUuvX+arfCnbLu6nRV4r6+MKf27mkOm51W/cu8OqPlMHyNZ7WZiQM8M/lopQpXjkkIjpZ"
    "tmgmcuJ6zCKUk5H6KWzgTFi9jvIUpKoACP9TeUIXbVOsc1s8sG15ZXvZ03d3wIMjKnfdHan/H9xbbjmIA/+tIq7dmTEyQ7tPs4L6"
    "/9W9XUV2lHa8N+NjKyOGcPKXi/llWzjwvmMPgPnp7wabmZOz+XjG/Js77j8fJ/gr6PJH9H2cqPf0W7wGZCCfSkazmF28gXdQRJ1o"
    "PGrrmP80fsCbxfih3hOr3ajFGZ2kz5BroYIaoQJyYh55F9is7v6M7+ZRpdVPtsRT7slpGT+QJfNkToSK4J4r4eE6xsxqPZ1M0xH2"
    "dVg+/2ZW0sSgNazi+Wrcbxvy5M/0bEjdZJaPBq0lA8TRPNv5sEwpZjFinM1mMlDEqH9HOTC4HB7CGnalzw/H4jd+I+d2kqivhpx6"
    "aT9dzPDMOEbXdmbmoJmUkG9otXZgNWHunRss5+s/gBFmQ9MO1c/0Hf3DplxKi6AKdnwNVqAdVvNV6Ixd2E9eRK6eXNHJe+Q8PMH3"
    "8F0WQR81B/IYoH1wv20C+6wzvCWbpPVWKsTubuAV8+lJbSY/YEe8uw4y8Av0unFZzNSPgBX6yM2ySl6BZHyvH2Ovz5XRuh4abzJZ"
    "ppbp5+RusDu5RFzcv4xeg/UyWp7oRonT7xvAKpsYZzSVsjIrTQSpnKOcqZaq83bA+uTaiJsodZrH/OWcEBSnRfmD/R6jeJ4sGrWL"
    "9Mbuv47V2wB8MAO40/joCihXW1hPbuihm7jqrBqs+YdAPGuZk6jlzteSyfFsIJ/BUuu1d5y1MHVkmE4zUrSXFBIPjdDT9S0tCt+X"
    "B2R50K7R2R2X6xdBoYyAlT8f2KGr9NOB8mY4TWNiaNgqLxzWtP3YRRJi1UpnSx+gqjcZ7Y3qvdJCbpN5eLY1asxwr2Y9y0iWGW5H"
    "7MNnZBIswdouhWRV647yOCz7t9QyN8nybKVYivNmnCS0kTzPG2decxuyZCntYTP5WPeUtOfxMARpPSr7yf96glc7fL/1HcT5u66b"
    "o+1WXnSGF+cl4K/jpJacfauxXq/JJ3jGzrzbYXqdOK62jeZviFWUzcWVe+O+3fQmq7Qs8nGFM+S4YI5eEz5pfB/AWT+HUyEb1wIf"
    "/YHz8CTk+1dgvrNlLLTdJXKVfAEtXs1on1XL7YdnP5fTJ6rZ1RdnB1RmMvyteJZ1zBqsYMQw7T2Hcrwn47dWkiHD2B47UlaNUfI9"
    "7kI1ZyKdB3TwLPD5UvgI9wcLINt7w6NrLq6K+G5+2jpO/jKUXsPne17vk1E6XvvmFWB1Bsm+8Pku03t1d+kAzWKdNOcBraQgGXZG"
    "jVdjoryE1Qqhnw+SEiBq+61ivUHv0B+ATPaGVq7F+v0NK7IBun6ZPg09sZaVgzZ37G7g/gk6iVxAy/DVIlxfsgg65VmGDbu+AYRZ"
    "od/IMDzNw3IUcO/P8DTOIhvPbbAdD2FPjZ1hBNbZsnPv6Gtcp470IhKeqcN8B+NVrPGZBIsTPiRuSpDVJNdwRpHzvk6gv9Ff0ozr"
    "WO35H3oUMLvVsk0g0oxzvy4ho14x9FQdmeW7yz5SSV82wV6bQ7B2lu+aALt0t//sXo28py47YScNa+biY7tDI5XiVK5Xq8iI4JRW"
    "wopazXZn2Ul6k9WuCXYrwixLlZ7IGWOrWPNhFUGW3UtwjnPCS+8SrdMMO4aL5+0vmTntm/xEvzi0jl1xPWUmwmrzU6ScNmSO2jSO"
    "P8h5uVPwtdaEbeENtNJrZVzYJq+Zjgxfky7ySPBSkORM5xT9Mzf/tJJVfFG8+1lDENA8M2CDvseuxvQp/RxSmLua4VN9iPk7qybe"
    "FxJxNNb2Xngc5uVN40TEdHY2egzreiNz6Q9C+84gA6VNIbF4VH8y8ORmN17OeEPoJ5k1F5u2Z9nw27MTzo4Wq8UKOeGphrPZm8ph"
    "WJe/6E/yOCxeV3ji8LLlB+kkaR8bUl8PbP8G0LtWxzoKn7VYuwZniOXID4LWGSRf6aYsClDNoIA8IuY0Z2udLLXeXriJ6m5i2Srt"
    "x0k7qmF22kE566czE/vaeQY3IZNulP74Js7jOk8qGd20TJ1VwT4gCebULmKEdb6x3eI31uL1x/Q+aMpftIATLOBvBp/I36FZj8WZ"
    "tE+wqVjuftpJwyhVmlMC7ZUUmUozfvK2aH/HsXwefNA0O3vTuJMomelz97CnWDke97OUEpz069jK22OPOkv74Fropy9xYl+UftBn"
    "H2pH7JbxJts85pu8j1qH01XsJ4vVx9xsV1azildkvD4mc4EgNwEBfaXP6fnA1T8S3WSmtmZYhZszDlfFuNuu5BtIkS21jvVpJqcX"
    "S6WXlyT1YJq9yxZBvwxa1axGyFWvVMfkv5HPPxHn+0lI2ONSwzP6gSyBzikBvpyJc2g9eavVzZKYiRUeQ9zUjtWPVln2CZHPadIf"
    "r42DDon5eN2l4jr9kkSQEV+lkJkxo54t2UVAbJJQK3EMszHeU5TnzFClzWPd1CCuEc/GgDfilWofS3GTkBwTUAH7yVrKJlYO2Dy/"
    "dbTGhmL+wBppAya9lO8kSAJp5uP5ijyjl8Wpy/3MoNz1Ibk5R3K9p5sczWr+kHXTVX7GUQf2xZUzD+VmSnWVaj8L8RLmWSO+x8L1"
    "CTp5ulQuFNhOGYh3PyFDpCXzgqeyD/c23M80fF+OM3inPIkdXAe8/bMeIzXez9JsHWTIOoW+0GOb8dWpEsiusB1NxCbqtscqWiXn"
    "emjC5/yUx5Sf3ZNkD1Jv9lykWSUQBao1ObW4hf05XELP3K1Z/ivXC572p72Jn44c+nqkhLfiLk52mOfxMh92HK5+ll/NGlblDZT0"
    "/yWGsjvuvpsY+7TFd+/D/2ezmmVkdp6Tq3cwbf4P6ur9xWrwNkIujwKGsTkya/D3ZqzIITjH28sUnL183QyUPBZr8D5W9L1G5lXf"
    "qYOxP4/LddpEtwt+kg3hKGCSPWQf2DnzTnaXO8hNSkSuJcwqbkvH2wZ4UdPYD2GM2CfKnZwBNY1TkVy3qt1Px2wEMfSr/OevWKbT"
    "0MUq+mxp+pgxMn6bH1hCzbQdY2IVHv3cIslsx0+Gw+AQv1N1fqL1mVJD/VnrJ8C4iiabDlWarQYLGQlXYr+7IH+TIXVtZBk8kWXA"
    "mZPgeVglv4vXWq19AhrCSXNzrGuJjhRjQ8zHs/eUuyGF42Et+8oj8MT3IevjGnrxt0EO1gFn38Oo3y2+5sB1zdYyV7c9fNu3gX/v"
    "l8U4TbOgZ5bIb1oiR0ozPRGrf6V+DF8pGu4DK/Cc/oprnI+ddFq4o7gKBus9SbMfx/hEyxgZcBz75iXVeUSelg9kBSs+5uC+b5WF"
    "Ok+fwS6Og0XtLuVc/ypm7qoZX7CIw2Lgmih07zS8Yx+5TA6XObjzNnKx5M6x9Jd/hUtkFb5aE54DbfFM3lrdEvYIrtYvOBk2M1Pp"
    "bp/tMrzdS6azYjnt5z+leOIXciKjza+t9JbpROYjXB7oMtaHZaLwtYyYp33X2Zm+T2ZPnmqXxV3J3FQuhLKvlGYzUEpeDBdhCykj"
    "dVrqXzmXp63Yszpbb2SprwS7mvghQu/oa6Ct6WprNR5W7JRgerDO+DUha3d63z2hbg7HP8Q03D2Qpi5+akaMSLkIOtB1mBVwmmdN"
    "FnNGybpnFV6RbFaz0vej13pbewek6HXc2zKczDf0fX0dljYfGmmu7EF+9TmMpalnsH2OM0hU94IkXK1D4ckAM8n2QaivwmM/XRZL"
    "gnak3ONwl5+zfjLzWSIei7oZGRczjppodLpyjGwnsax1dRrVxRc6c3aszYqu1N+h86xz9Rj5HWehXHaEz2pcN2sh1V2xX2Nx9cG4"
    "t+XsOHb79ZEY/79xBFiEyTh+Z3jdW+S18BWc2VoOC2y+Rw0nBBTDn15NHytkp3Mds5oR3z2wA+f75nPCmVVfWTyit3xP7ybhO/eN"
    "4fFIqWPGd5BEeDLKdHiwSpvhfF/CfgubXnoTzvtK6LTcnOZFOA3Vera4qcZWbe7kPEFfIOXlzdDW+Z7FxU26ylRVpmhb7btzOJnw"
    "DazGacwQ9cd1u5OfM83fN1/3Ukl5zu+UZ6jfAl2+F3y2ZZTkCp6fhN4gbhJissEEyMzOZeas1Oc43a628hY3w3Oazv5G6wYswX82"
    "i9Flqdr62kx3KnclAnOVd9qA5TkTN3K891b/Wz9NsM6j+lpf7+SmblYxwvAC9mAB455pj+ycv3mpOFy+iZEHh4ePzNp7Q36fsZrf"
    "YcSveTcreP5q4IWugVU0uVkP9FvL/vYZzBTl8hv3zHpFmq3AbcIY9lnA6OW8P8NgpfokrtsbvtscckuXkTk/xSxumvygIXNKZ8v+"
    "ssjXWCfY2+N64XKziFWQbaLMI7QtfkWsT6mOmuoseiwHMia6kjV/US9r23kZCH0nse1FIe7e5pvMYvRlA7VDuTaVp2B7jAlnN3bs"
    "7OW1wCB2uVovRtJPN097L2RvcTxxedABbvpxrZ/XU6w/wbPPzfR9CmvJQt+5HPVTrk1/XqadZDvWEyxmB8x70AD7i/VnleoM6jWL"
    "3VX43uZCWPZzsnl85fOG2a4f5Vwjx6qyj7c2poedDYyyv2c7rLFNlKnSk8T48Df5/bUqvmt5SiLMFVh+3XR9lX4mLidcColy0bWl"
    "W9VTtNiqniLMVkbZVJi0789OUg+bFV/EuoZRjBfV0dtwdquH7Eo9UUtPsdJXwuTmOZUGfX6Gtk+ijjcd0kWfl/P0NSDYG3GK79Ab"
    "gVH+Jo/JQfjkuYz1HyRuskRvctnaXazQ+4Lf4YO1BUaYD5/0ODztYlicFT6OexWlv4adISFzyzHKZg+JabVmuCyT3vfMXdmjRJcl"
    "ZLUO/Qwjh+LNbpdCPp/Ee8/HPjyKc7FAT2c0qRD70UZexLOdjc+zmTnT9Ch28Wxk19XDuLN7xCx2pf4CCVpEr6A9qygbcoNnaoRK"
    "yYNfP/tRsmemTg/21Teudjrl/1qm4kCpZjzKuias23kla30r9XJ4SWW0SVHKdqGPmv0AmxZh10wRT511MBarTYopZsa9VN+Bp13K"
    "iEQxJ36sZgStgnUT33POTkIfw7l9QK7HJ/6NFaSV2gm29XYZA4Q8Tz7GGZmP3xyPU2t85l3kF1ZXvCGv8HmXY60tdrOaknWW2Fyy"
    "RXzGKs/A9ZzkM4sXZXT4Yay5VZIeJH30aHiWL8q70hc24zBWLSvxSYzx5GP89aNEqGmPbp1v11o6+2rMXL5Zyscs1UdGrG9AGQ9q"
    "G+woxldUjb9X2+zs8CvoxFuCEi1kzPVNyLJNA18PLW1R3V+hEwfp7cFSfVl+xFrsKK9pV/0XsOOp+kbwOZBKIX2tUZChK+R+sb7v"
    "KbpQcnfEu4moShZpi9q2EhchNB28ExH29/jqIWbXY0SrMf0NmitKTT8I6DiqD2FN8sV6Tmup50NKRYSZtCTu1Cbf5UOSF0JPrdIl"
    "WPU7dK0shwSPUMuX/gJpMCmYgN1YD6vYRl6FNE1uIKvmgzX8k/CVqVFW91TrOlrUTfpXiWlm4kyG3WJf0azvH7KPLMVqB2NUdP0p"
    "mU9pkT07md4KY5hZzVyb1SVZHdYIsfqgE+ATu6qH7Xka4rBsZn/HQ1LcVAY3M/wOMU0aUusU6Aho/8V4wlvkASDxr3QOLNYAWQ9s"
    "OQne1wf6muYFzaU5pHSz3gC93Sq4h0zdFb4/rJh8Aqanp8l6dbYxRZ81ZD7KopHWw2a9mwnanTMgmwPYYWexyyXmzeMEG4JrFswj"
    "i3gUmu9byEiPP5neq2q65Q3sS7F+p6O1gxwm3wDVl2nToCf80wOyczDSnh0whZ+ZFugkXYK5WPmZ2Osf8dkLGZm3vuMHoanf1fuh"
    "0X6CHzRTe0KKftZN0lEyFXG2Z92yNi6Z7alMUU6riaKuY7WjVYJ0w7rvKW6KSK2PT5VwIstmTYr1/K/kBMep0P/mya1gbGy4uB6f"
    "KlZ5OVtVyrVsKi5esKfHdA4x3if9xJ7kYVj+a7Djt+PkbdFDg89waicxWm72vVPwq/6BO3sTGHcKbaWTg51FPUZuybjd7LBl+Fmw"
    "Ljgjr79GwrGUlEvlRPJ/Gda/k31hlcSKNYzQlZOzc5N+I86TzOe6G79DhFI9Fed2HOcOxnDGzpACeCU7+QmmSextin5QzOc0DN0l"
    "aD+Plzryzbjce1c8U4q191YDkMHLcXWrUMvM/FrGCq8iB9NmrNl8vRe/0Q3XfJayXon1WQ1puR9a/NtGZktaHq4CEm+d3PN0CzB1"
    "d6z5H0C26/V4bRk8AK0xD9cZIsOBkv+FT32BXurjeLY8YNx5+hT29RWs9Jt4V2vfmVZD7zTtUUUtuy1svdykGTsTx/jTXcC1CFll"
    "qV5DW+V/BKv6JLTxL0C5+wfVavUKy2EjFshI+suFnNHXXFxtvZ2xO8mnmcpOh0x6j8LhpOWQjTEeGbzMbGZI6ezOqWgF9Bvhwcpw"
    "7J3VeVTq3exEd71IKXp31bjrg7nzxX7moauxCtVNCXUZHasFae/z4zYBI8/zzDmemmFS7bvA7fOXclZZimh2Obk4lTJsDFzVHqnY"
    "37ZS56PGNvUypM2fz9mn3bBSzbBnS3QVWUNXYb1+AGaeT/vTg9NzRqlx8QyXy6WxXPXeDfgG0/7/KbJ+7e4119usUbHOePO51+nN"
    "uObX4Vq9E+fpH3obZOJO6SmXwN6l4CEvhs1UzUxQitBOZJDRDg066Oqty1/wBPO0LlsP3kwW+k6Vx6FdfvdM5W7CzWI+w0zgmNXk"
    "W7iL/eTvYEfzsQLmn98FiR6AVbSZm8YlciI7gqo8+gr8rhinSSbKb7ww5dBiQ6WUFvxrNY4g49k51s/dMOu7hpxya5jFLofd2Rdn"
    "qxwY92XswWbcyXpGBkdjX8fr9TILWMpNmVsKOTpOzI8vAQabQ1Qf5f3E2ZFhuKuZTFY7bx3lQdmDEnkofI02wbvAHLPJEVLGObwK"
    "XLiBmZRM5DqDJ9T34KaIEGbRe1FfjzUE1zILYFPUd8xmeTKIxNU+CLM5m7M4WaDFanz+MUbsFkAPrCQGsT09Ghr5IukFWXxLTA/O"
    "h967GbphoV4mxutgzKb9OJnS1dUqo4sp3ZYaQJP4Gp79XkGl9Tvgqy+xH5eLTUmsVOevWaTjR6znFEjCz1LHWgbz5P9QV/9hZ687"
    "2aA/Fcd69y0zcyVksVlL6zaLPnW9hA7F/VXSF7HIznbUxXYWzuaczGLqg4ROxKfks5PQ1URbV9G4RjoFc78yvUGvb5jt9T0Ln936"
    "T9+T3sarbcsrue/A/vT10/cS2VhG0mvLIX5iWbxBnGX+/3gNLPqyJyy/zRAs9FKfwNlZTav7dylh5fHO+Hd3qWZeeYOGvi9tBmeQ"
    "dPH2IoVPyp0TT7IuI0lEmGRW3tDQaWLTSTaRgckysj1Zd/8ZPvMvkOMYOw1dTbhVjjWFTKegZxZAo3aXs9n34PpY3NztzmJaYz/I"
    "nVnpAWIVFnvLOlbglenVwQKyz9ozm92bQA2zEd857V8BHTRB35UIK8Wn6Dli3fq5ZlwnOWfQRdv3lTAbNTLhbyvraCEtO7dSd5Mi"
    "1uTMz+qc9r4DLOU9tXQjE2XXwXpV4vVp+OlNWCvH57yFrFFpYFHNzlFL+W6DhN6DlTgzOD5Yif2znuPOcq/20Jd10FbxkJ0aVLUr"
    "/KT2PNsp5omryDhVwurw9sDP3+DEXwBb1Zq+23joqPUyHlrO8ZiVQnrMl7GJOSuhzS5nT0o1847GzZwkkjM7c7AcDgzdXW7CmjUX"
    "4wVdiyf8Wb+QpTIKn5MPPWJ1hPmQrdGwEHNUghsDix1YL2ANGUymEy1HWRl1NHYspU+zM2i5fgTfplKtP3g0duYwMQl1lSqjmQcv"
    "or/VGr8VAaoYgSvNxrP8hquv0MXymFyBp6gh7qygh2K8Sm51bXJojBUhR8s1ciC8WfOuJ2Kda+EdNgcGug574zhn3CTdLZxmV8va"
    "1CLo8jL9QU4mw9867Rb8gruo5hSJYmrfUlz/e3z1q5bJObiLYbj7Ohka5skYfVY+kLMa4edzHDGVxEQ346v9pY5dpIWN8PxYjHIL"
    "uaHt9Jwhbn6kydB6rMpavP8gYIvn8Uwv4iR8ix35oBFPvDEfvZrawthzr2aFiOVPS9mxnfAd91EiNovvXc7IzqNk5LodtqGL9ABW"
    "MObpwXIJ1noPSXomyVrminbiHDnHyJem/7DG+1kK/FHp9amb0hc26EQr8DqojnnwuNdVrh7KMadEyY+Qqdzcw3fn1gC7bCGOriHf"
    "hs3O3R1aZjk9C8ub7kC+3BR51tKc0xwHJroGOL+FfApLuAEys7fMgAdQLX226nCq7wFu6Mcn/L/9xE0+W8juvApGc9PUO/FsHVwa"
    "a+iyvglquWrP8ng72Y9Ns5zNypRKzxtj1XFfQK8Yx2g1LHRbTmQrwS6MBQZ7SUJGADcw0jkH/22ERA+Urpygl1Cn6Uv8Cp/qo3Hq"
    "cwb1PbotPKKtoZebBlLbjtxXpdDT1ZDXR7x+SDJKECOWb8IqpUuBhsbqRTIJJ+gdIOYroUsf0Vu0OvhRz6RHVokz0waY9XubbqkP"
    "yyuQm0Xsbl4PPbIK/7XG1d+T9/A7Q8WYh4z1d18xxuJVjI+UwS+72Uf/LbZrvuVvXDfTVpMgpy1wtyv1PX0caOgX6L6NeM/AvNbi"
    "KkevEMu0JD3b4zq16u9u4rT6UCDaXSE7Ee2ij2J1/6Ypn2eLMvvZgx1d74pl+2YDnc4AXl+Gz+kmZ+Stg+67Tv+pa8XNa65j52MV"
    "O/mWsmPsTeiF2fD2dpBv9G1osfOC37ELv+oJzIZaDP0IslgcL8uZczCv5nMgig3E47/gyRbiusbItEDOlanYlxqeqjnY8RK9lVUA"
    "g2SoZKoWM1HYtLpzvT+jR7XcOTc5z/TkdeKyRBPZs1kKzXQetG0K5+YLXPln6M4V3vszNP0q50ZbXeNGPO+5ktL67JiTfpOaUniQ"
    "U7DPljF4XF6DTovBUwnDbxrlFk5k+XUyZ6olr1vFGZ4hTkOY7X92mqgYkq8+yp/56Y5iM4QHEuEnfT6uklrhEEinTQo3//lycTMw"
    "a32F5Rq880D5sz/LG51VVrNVFNy9ow3vP/fVcr+SxxmqceiLKCfEr1TDgZaVaJK9ephdo+0lbJBL0yyLgMWC7KvL6L/FfX6ghDvf"
    "QRwH1Bc4dWMsJwQ5hK+Ut4mYagUkbAGz8q7mL83Y+pHyECRn26Yj/fcMz//baRuNMXXV8IwcyyuEtMaZ3uw6nhlXCZOE5jJrZLma"
    "Yv3A11nZCnWWJz1Th3lEj8ie8BCjzDodLLtB/j6VKqCwMtYb2Cc2kWOCruwW+hEWej71wx6+2se6g0+ROGOkhdg/w3ItGd0t0fNY"
    "pVvGuKFmeYjszt131eRHfRq/H9W3OM/yXjlKjEv3ZyCwR6CN5+o/Ye+3sHdjLU7wfPknPmWh5o7ZhVrfN+skb9fsDEMR1XrUIIy1"
    "ORtS4nstM3OILBrnbMm6rNSaF2P/75fNnv+33VEHki1SydevjHOGnkNuJdBKyleh1nj+WPt3PeOXIXRbhivM1XAau3d/nR7cAOQ0"
    "VntiF1/XXWD/xsk+Mj+0qFBetv6qKjvp4hpfRddM1EcBTxRXybqhEYRSH/lLcPpShrs8pbn1deivo9TX1kvs/LNrpUCsX+ivQLFj"
    "8N2uQT5w5xEakyt1BJloC9lpa4iqWGzmzmjo6wrYNsMQU6WQuU6zBUvYpVULifsevspHnPZSoea9zGH1RzzL4lDDZz5VHOt7mY/C"
    "Z/p/3LquZUx9I8+SnanDJM37Nk3cU+LM+UQpIyk/zfNQ+pl7kTPELFKxjwYqfJcEKwHOlh7GJQfttLtMC9qGqXR13qe471n4xF3g"
    "gSzw8tiLmOAKz/uf5n7Yqt0qhrz2I6JerZ3kWbEe2JawwQNxT1fhNz6VdDgsix0NM55OPWv6dT5zAkvZx5Im4ulF7oCeEmNX6yJg"
    "DOMjmEo22a+DEujTjZC1ITh/riLPnvV5+EAhO5fGsrbINMmzkmCkKcr/DP31Fvt5kv5qVJ0FiDLam/uUrIb/sQNwyAq1GOBL+L3j"
    "OXX1DnrhUX0XGMyyaltYA9sVkvE3RuGrdTjPxLfsB6nDaSzQNsE0+n/VPDHWX3CJWLfBB7LYczqW4+wlqZOOF8ezZ6v1FizErtAy"
    "F8FPzMcZvYrzOVvJT3nnyqOyVNeGj8iwcFb6a9zXcZIOemmtxLLzepLscbZz8gIkeqds1Ux9/vhArGXYiK7aFdi3iNVF1diFmcyh"
    "bQB+vFiWcv9Snm05wWzN/nIjPuN9sqUkmN9y+VWLOVwgt8ssrKaruy1lr0V3IttO8lfycUqWycPpsha8t9uD+7AGz+hIINE67aM3"
    "QGo/Dmbrt43c9faiDXLkGQ8sxlxCmTq//nDWfG/iSsdxzSm+3j7ta9/sWqeL1aocLj8B67+EO/wNcv6SvkKPIx/3fDpwXAmvsQeQ"
    "3HJtDxk4XCbKQzjLC9ldc7w8Lh3lUbW49DXysz6JPf1cNhLZ2zQiq6vcAC1rEdEDgVMMN/dih+QRspARmSuw2lW47r1AkXV4/++4"
    "0u/6pZ4VdIZO6itzyEmZJF/3EkZOnpFp2PVS7IKyXsiwycleK1oG5AzJcCmmvAYM2fsbQkZsX/qQrXQRrvcq+/+T6njuMhX9hnJ6"
    "S31PQO5K5nVE64YPkp4T1bztO+BVtfe1SmkfF64DgkzQ3m+ClEG/SqZKpITciS72n/SRtChzpf3E/Sy3TqwBFo1iHSI4xzXMzpcD"
    "S9T6iNV5UkLbVuzPi4tY7UJrvLefJ7GaWQ3r3ekquV+xvPJOzMVFoE+VcflydqI6JsLQc4M65qU6eBJNucbO0ztHjhHXdXECrnEP"
    "9te03LXyA6u+barWOrlQ5upX9ACiZDuOMMtZof9gfWBC//2Pw/ehJnVrT9r+7OgZely0znVnVBAp2Ryq9fSmq3xvhrMkcXimNVl7"
    "Ffr6TYdhBnMXVuh/ou4MI1XM1+FGfH9hHL6s83DrGOdL8qkcH/sDUuOrbOtr8txX7XwtYA3tXJTMoo5r9XVm48qo50OfNYyQiy4K"
    "eV+qg/zTN/eM8y720Y71v7kx7BAglAJ5BOd9qIxlr/CLwJ6X68viKiQzf1o3YCur1pVS6HsMjHWoFWe4bWGPywz/iq30wXonVsVY"
    "NyfgjOTzeUo0xWiKWYfxOMkny24+vhPn/D6HjVvJIVLGXHL9vArHVO9OR+ssm8YlPpfuIrGfa0dZos2hS0qwlyX6DHCsVd4sxZ6f"
    "gXOzB/x6m0RfBGzSjPhup+BzWOlrZC1jZdZLMZFMDhYDqdSto1v19XsixrRfRA7mY6WDjJBaWsSljLKd5udumJTtwY7xGO3GXcDQ"
    "FTjzt+AuR+kieQv39xEudzNwyWE6S7sGy+R2XGdXsWrXc/Dbn+N8D5FTZDP7oeqgvxbT4r1Etiar1DiDHm2Ud5vkqa3Rv+sgfRA+"
    "5DQdEtwOK/0TzvQH0Agj1Tjzd2fn4m6w8TE8Zz72YgO7myXLHxZykrrrvzV+mMslmp05kJlKb2dxqV6ijzfprv8CarubLNiT4anY"
    "pKU1PPWmhwZCc9vZLmfGb6jMxKmoYsbuNzVegl70tSfoGOzbdux6tBlsxgvTmz7LCv0eZ7yl7gsdUKoT5Ah5G+/Oky1BT2i63BmO"
    "3K9keIozr6T5iuvKdTMXXNd3LXSTwyyxRq72JSRsZ3lT20Duref2Oaz61bDa+YzO1nB2dJI64RROcDP82ozcrXHKeVOp9wzawxYu"
    "grVcoheKxZ2KIQHm4V0ErVhD7uGOkuREiojvvLlFYn7SiOm5v0ihtxBpdrt1kgfEGIt+w05FdBTjXx8AvYyWHkS0Y3BG4uSENLv0"
    "u94gP0KLLMMVz5BDWJNbw+yl5ermwDI/gKfZQ3YOlsLP+Qx79J6OCqbo1djBHtQMBzVANRPUcWu66GCNn4Ngd3okdchw3Gva909Y"
    "Fdbv7Cs3e7JMH8Kzr9L7YYfGA33NhnwEeaN1nE4CLrNolU0fuwJ68if4JvvLPPz8F9r/Mkb7rctvHFZ4OPavvayS52UmUP9Y/Q4e"
    "7TfhbKzAlfp4eH+228925CCeWBFXx1BMK5XkubqAs2Ksbv0jqx3A6pcRxZ6AvSrCXQ/GJ43HfYYeJdpO9GOUP1RX9ZX7FceArJy6"
    "GfMxq3yewLn4vC70t4uAkObh/HTBSk8k1pF/Q33be430V6DOn5hTHSSv49wZ6+gl8h32fS+sZD8pzXYvLOYZL+MUvvm+Y838scBP"
    "73lYrAbRzq3V69iu9oYkRTlLopRzABOUWNstq61JMiPYQSZxtlUZvYZKdrUZ0+9G6lEXC8n4/Xn+GfaEJ7WemrOWHIHWv2W90Y+S"
    "yTTXbLztgb8zcQSRd7zEmVW8WKynoFDvAsbcDRbE5uvMxhrP4Lwv+Q9uMeMdG6U/Qvv/AwgHno1+GUzEHawGTp3A+GUcXxn/YhM5"
    "LTD+8/m4VgEkMhPVaIhJjpPINnUk2po9JG4mnLEYn8Re8lrPtfkoJ7IYeihnJDjC+tfM2Upm51gmPEPZP/XX4BlmTs5m5/KXsAdX"
    "yj/Y81VH5jRDAUXUcY4/FLpEVsr7QF4WJV4Mf7ia3SCTcRZzZ3mug0xdi5XbQqteBOm0s7GeOZH5uhg7mJl6s4XoOkKWBpuqkCKf"
    "V5J9I27Opk2OKiRPWdxbe1eBHfo6/dD3ge8grvbL1aO4WIg99Wd8/msoZaYTOhM9HMTYTRcx65OClZsG2zOUSCgTlUr4+jyLOOSu"
    "j1dOFXC5p7hn/k74c30Ezsxk7qrLyCTgTVns73rg+5FY+wXQW7P0B/0syNej5YrgKmi3r1npPlBaBiv1G5za6fo4MNdinqLQV+/Y"
    "eu+X9WDLiVaPFdPDW1idGOPp/EU6BW/KvZCZq+U7uQb66C69Clf4XI5qZKZtGvdzgp+rG2W1R8hcU5IsYK5Wuhsz4GnWxm7g/lnm"
    "4HZxNTIO0bg6qApi3ajP9HeRUi9Zp/gY13ZZPdtD1McwkjqFfDOhn2pod/k040IVWY78y3leytnJkWY9qOu/Kvf19rXUXy+xYq+1"
    "XAVkkfYWxWXHHI9zugGHW8grdOKcmi3YjSR3MkpuoudZZVqHHTPOu9Y6S66AHjgbfm7rcLacBIv8afCz3oJ13pHdD7sFy/QomaTf"
    "6M5infgniYtOxmnn7LwvUKsvOkpukSjz8+XMSbsprDU4J00hrft55l6nD+ycbycNY/EpopVMpYXVG5mv9Str6xyXles93AzrfKbc"
    "r72Dr+RG/GyCdUIGSb2PVUtjWNPkdG+U99Y2K1mWMXfSVkH7V+nXK/d7XK2iY/XYP9vFlCQ2THlPzNUrarZ68WB48HP9qYp4rsxK"
    "VrbOBDq/CxjK/IdpWJftgs7AWEsbqWXL8NzFGcV0de7OCxfWHm1u0Mc/QCo9H/K/51ia+n8byyY5hH1E1vOpY6TWrj07mzMJ/VeD"
    "xUVip6vjp3ISbpOiB8gGWJitLY/77B2ztiLXK/b/td6LHegjiluyGiqVzRaLHCAZRvh9JGQcI8Pja/GcONmRHRv2xiyvhtXSPS52"
    "Ur7AqfxCHANyV7FI1hB5zs+jSfja2yg/bx7OabHW6bbcdcN8dybnt0MDj33r3NROkm70FdV3yKrjzobhkSWsnzON/TVeeUNcNq+G"
    "3e0Xwr7VNtJVpszmR9iL4boHO2JlbsDfK/QpSOc77Cv8FfpmFlbjW/0xOJdraHO12manGmVk4kecx2NgCU4Fqm4if1GbgdUmODhY"
    "D3/70OAlrPc7eSOghSfph/oUrNo46J0UTu1iPE+MNnPfwGz8CjKW556pYUwmJexSSZEdy/L+c6GjKuBpfQrc+oX2Ce4BmtmoU/Vj"
    "fVg76VHBNXo83tMV3tovslReDGrD59jHMiuLK3dosLeh55be1+e3r5fR2hI+e612AzJpJbnjVY67uzk70zJdia5qeRpw35fwSI3N"
    "ajkw6w9YzydgB5cbG7zk+8iFW8sTxPWT7xMMDP4GxL8HbPu34bigRrrqzWFNeJJa/HIOK0lcJNaY001ybbpWrv65tXojnmETkdRa"
    "yrflhOqYcZqC1R3fYFZVGWNdSfhqI/U2+ZKoZSXOh8UibTrmoZws0pSMFlH9VmoY6agjK9WBUtWgU7GMjPnG/FnA+0z7WTjGUtrf"
    "V5O1lldhX5L0PxzDm+s9LW4w26f+TGR45EfijvZmX49dcxZryeNkrttNCnidFC1GjHbxTCKD3K8UyArY6tewOyv1GZyjb4Him2O/"
    "DpfcFWsO8aa9XWgYiVvByEIT7OsAsq3sB++zlJzaASsg08ycToSnVUbrPYDV01H+VIhO3RT7k71OrlXNWgUXoTrAszu4SSuS7ZJJ"
    "wRdIEduUYv1KGK2xnrQFtMBzdZk8ijNyN/bjUZmsY7GD+2H3Dwg+0xa4ZspjiZAZXNuFPuRCvweapDfQxjFYW5sB/g4s95vwKYfI"
    "WsavknoAZ8u5qGM5u9dLOJ3MKmCW4Lef5xnZxNqLPTjft5ZTKK02xPL1n+HEzsSdzZXxuJ/F+jkk8AetDUfCj+uFz0ow3xJjxf21"
    "sj/5DhOMnqW5l1XaSxwPgzFIbuZPq8lk7GqmjheHoMu4mu08Q4Ct6S4e5Tvrcis8wePhQR0N/XS07CmD8M47cUdNpQs0xwE4XYu0"
    "HVD3o/IGTum3OibsEMQ5rdj85TJGLMbgyTZh361n9QBRdoYkyOif5MoYK2tLSPxKcgJ2DGZpNb2Id/UOmcW4cZ1Hj/1oTxz7agLr"
    "tlLT5K3PsGyFzDwldCw83p46Qh7OWww73UJG6Hjs11h4eCuA0l7ECX4I3tZA/EZ/7OQVkMJX5XOczJD40M2CdtNgT6GMPyqOR6OK"
    "WfKQvDXGPNxNukrc9x2Enu+thJg2t89UwcxDKWtMrsFaGjOcTXSbQ29ioMQZn67jDlT5qMF0yOyxsrc8LffIVPxuAM/K1mtGI4yh"
    "d/q+suacVBX6mZwL6KHkmkeZ+2r3+llDcV3EaG6EMafn5T3NXWMW9xbgALKjR9gdabvTFNJmXlQfrPcsfN+Gk2fNw+iV9dBnZDVc"
    "f3rUwlm3R8jrzETEGAWq09fxGYfLEvb9xoD0O0Ob7I2V7467nQZpKcfzlvLM/Y6deydYz/7c53V6FkWKPwdtst3vub33b/SwYCS+"
    "/lbb62kyAJbgvuBU2L/KcANOqGXJTpIC+s3Gut1fHIdzNe51A2X/OJ69BLRHjHN6dmJV839KyO/4jSL6xWYBbmctgs2iriOWdkza"
    "mXs3tJNmL30CtvRQ4MxC7PhaWOj2OLdzgIJyP4/qldBXf2im7sL+NvF3k7viM9fVKtkpZrj+VEn5nooK9uE/w+rYJCt5jZ1gHfHN"
    "i9AKLYIoNK91BfQOHsGuzOR8poOhV6w2cRWRTu+gjAyrdYwyzIb1LiW+LocmMsZVQ5xT2EthEYWDsPdrIaN9obd+wqpP00eDu1nX"
    "vIScLkWM2C8hTightq9mL4P6nI/LrFnuq2XeocEj0hlP9134cfgNvLIOwbHB27pneITEtooQOGYJ85AukWofMwj9ybH80ThyD8d8"
    "H3Wa3rNjjx3L3iMXB0wxYpbUR8RVWq1nHsF54LtKja/yiLGqPx96YzW03MHQgOfCbs2HJdsZ1nlKI10k85n9M+12DrMeRUT6NbC5"
    "ufvemwTnQy/dovvKXtB0k4BpP4HO+4sMot1N8JmSrLLty1iBRXmf0I/D64JHZaG+AI/jAr1OY/KOjpSBYjXtE2UBfnud2hSCPWUC"
    "Ts+7+jSusJjxNDc9tbukOefQza4u8jzosyifX0CmXoQncSFrGoo5i7sA9teyzKcCPdhZW0uNlGTEopyItRL/fozfuU02M64Reqa/"
    "Ovrj83HnL+P7S3H3C4AAvsc1JmtneKD9xbztQqDLUuzGs3IvZOsnzhFZxJmSe0vE17GY7fyd2Y4k5P17YOwWujO0xIjgAHjINlnu"
    "dZzJvv4EJRtMP6uvkEp6Py7JrvQaj6D6sSOzgpPqMnXBCa9Zt+N0wEMkE2MxduVNnDOY+z3iz7Hjwqr3iPeS3JPp6ruLVQeI61cN"
    "ORsj7dntqnWcQ0i0h8agszWLv0g9i/898q78TK6nfKxsFTTQJn0O1mC+7ivOf40xFmwTEBL0aYw9qZgWIsZqihJ9i3PZ13EHL5Ra"
    "zxZnO7rJr2NK78eZeFatP7N9sAK7ur8Yb/IzYtPXbbb3RpwRmwdiHGyL8e8GSN5+9GzNZ1xKhuoy2sSlQHZpMiOk+eRDJfTsgXa3"
    "N2FFbU7acToa2unFEPZdPg9XBucHo/DTKThBpbAHsyBTH8JuQ4MFVlXdHnIw1zMXXC6HSzMxvWAodZ3eQYs5H372atZOmsbaS/6q"
    "FWKTgcqgGUs4eds4Oy+DrRhL/zPkTMfxeiRWOx/W4Fftl9ePq1pBzRPlLK8EcfIyfQWarRRyXIevN2EnvmSXxZesigt9da+LEXSQ"
    "Qzn7tLqR+HVfqVCXz55KxtZN9AU3i9VPj4L22wX2cEdg2eF6Ds7ZDD0hmNxIFe/25BtJ/FvVXlN82vPAibtixybrB0Cbb8owrO9g"
    "GScTKQsuEvYjs2MRMma/LmeJTU+brl9hvX7XRTjBX2PdJ0OOTf+1w5WvYhSwgHklk4wyct4kmctOsnPZdFszcbHoUiLBFOMIZd6z"
    "K2UOcw287rWQso2cAfaEWP3TDE5hzPhCMTKMu1jZscy/J/y0BtcX62x6XB3D0iWcDONmiq2HtYuRL68UVnKRSvAjZKspzuhKaKRp"
    "kAKb8Jrb347gefeR3bFnKc80laZcb9Y7cL6G6lPQ1xcGC2WCXognuBfS2UTaN8jUODvXSjKMnKFn7e7JCrU0LU5UF/qaBDsrb+ss"
    "RpNi1OGFuGebVrUFcjkCWHEd66s26d0yHbbhe1yzI+P6SV43wU7rJLGUs6W/s1bpLeqoKrJxFBNF17JOsZxcl63kSNio3LWGKT8P"
    "3Jh295aU5zioY16ggD0IcZynfDy/+WVPyuWyokHUMKU7bFXzsbOk/ByP3Rk9svreGcQT5USAJdjPuZy4sZ51RZfitD1C9L8Uv7EC"
    "1u87NQar1sBEA2VVMEXe0k7GoBe+pL11TNAJyGa2vtXIKXF1T61oi1PYgTpa4pVAMAv1MD+lqqVk+G7KmC/J9LQZW4A26Nu06GV+"
    "ls3J1S5nfKFBWNcaj+AsRrAY/+7OudC92Ud+HD4rYI/TGOiSKXodq77S7Ce3d7QU51nAt5O1/sQ099l0bRDRsNjkHeSy3KJ/hY3f"
    "SCtQBj04h9VV5r9Y3q0atsl03zr2JuXCoyvx/tWUuUVaFPzCvo6V0APfQxOMxw4cLKuwX79qLDiYvFDTocP/v1SA//suzIFtSPju"
    "9zjP8160ygndC1J7RJNdgcovBQa6Qj8FIjgmmE8UkOuui3DHu2Ale7D72bKOteSJXAjf4gk8S1ect/3lWBmsn+sK7MtN8iLzbe5q"
    "R2ftuYuT5kbRD+tN+jcdCVT1S96/8MpH+hts8BZtE3wcHBf8xK7wGfov4K2pnGR5HVYt6XWX44KpI57oLHH2A6xmN2A1qzXaQ55r"
    "oZ27ymG461KscwH9P8cJUgX9OxNyv4UWpqmMkRJajrXkdotppe8tKaR9/RwSVkg87OYTnMhpoWkfgTtHXGVhATzB0bDz72EXb27y"
    "RvAhTtBM/U6v1qrwLuDi7xkX6SEjgOgGis1G30/e0E3hvXq2Lgnvxt+PdoyEb6d7yZjwkeCTMAo7WcHIfSkQcSVx8kzojXw9Wcbg"
    "7wys3amyOPhG34cEnSuJsIW8QrRg+d/h8iOk4hPc50r9BbtlPW+HiCHDPEn6ePo5Ukvvox9OVhHjJOWe22QH6MahnEr8FzlBouwn"
    "LKQN2MDzeb1Mw9ouwNN0kf3F2Cs2QLIv8NlyNwOgPkLo5MA022b67zXM9B/ta5PMXyz10f0y+h/ziOpPlxuAWeu4x0niDOvBbcEa"
    "SdPcEWj6jjiD97E2ZS0jEQlYvJDsy2F2sqxmc6h2nf0kmc1iZebBJbPMuW6aiGO+f4UcgyLXeL90Z56NNBnDY+wq+u87Qv5fvfKZ"
    "/sw58XG1qaUjA/Np35WnyEDuukV6iTHfht7vq6YdXoU9LNL1ciX8rE3YhXz81kiglMXk0o3qNbKYHIobcIqukE6eMyPzJ9jKMo0P"
    "J8kPch1Ow5n6c/hM8JPsBfn4UYY0oi3T7E+1iEUT+Ra7uoaWsVZXcFbXGnpnbgaeRcMHMPIQg77vK5tZuRKF3jd9PZN4toW09PWj"
    "cSCslYy8L4fMdsVPTvbzbDJXC3WZl9aTG1S1zMhya5jtsLkc1d5HOi3LaxX19Vhr/XzDIZ5ltIJ45y6cje+hDw4lD30U77sHV21J"
    "lLxHtucpmmXv2IuxsHLWVaQ5l1gZw3KVWVXEEA6f7Ze1WCFnmtczHh7VgPHQmKR2k0xssNqjPpsfU6WDcIauDxKM+j7AGo9jxVC6"
    "xeCPlw3UpXVENcWcRHmL/G/7pozXJaaZ+WdTuLbl7DXMPa8t97o1Nu0JlkMKvf+5ERIQMkpg/bzny2Zt6AELbcpKshs5/p4OeOcY"
    "9g0WkCPgEvlQI6wTtvhfPlBOX7GOxhWwmeXet014XjDHyGTd3NfjCluIZ2LwFO0TVvrJfrlYdlwdYFxdXDnBmnGTgmsbYeZZC2uz"
    "nj1vFZzsUYcTW6wH4jwv4A4miGYt5vKoWLfu9bDNZwULdLtAgi3hk7BU38gz8FamyfrwjTA3e65lOqrZW75Jv2X2xuI1a60OkxmV"
    "ELggQY39hlieZREwovnPveEHlgB530k8Wkh0NLGR6TtzcM0aTl1MAhOXkzvIuF7b8tPbSY2v0rA77CWuRnchkEt3YJLWWPFz4adN"
    "YkTyQz1PLFbUgRy6ZdTf+foCmVHnQdqbyRZmqsrYW2SzOaxStxY22pieVqvzwbuLsYhZB+x28rIUasRXPqX5dGlGO2pxtgzVzcaV"
    "RuPeP4FmKdClMl2ehr44F59/CG2Tdd5bbmce/dvcjMi5T5ZZRvPLD2OMKuU5uW/HGgf4Ow37WAjLblMHm2N1/qU3yfXyEaz6cmB6"
    "s/d/aDp4COt1B1ZiHTv2+5InpQT78hTzVEXwxt6HZzcAXv8C4qYjg7byGlDkvnI+o9V9pFRjWT2apm4RcVyQKc+qUs2c/Xjc4XI9"
    "g/mohM9sjMR3xTxrVezRd16i+YWPeF6qpH6Dn50DbfQeELShwG+BEi8Xm004IXjC+5Yp6v7enr/W5SyXYOcnUlos7jFYrBasXCug"
    "jc7nz7vKLLmF8SBbzzP1Yu0exMIjdUre23j6Q+TG4E2gjR3kVemr+WEBdvIo9p6n6MuZbl9JHVRFvDmKu1fFGtUITvjV0lGiPndh"
    "+OI4r62LqaXjnAr2Kc7BGq1gP0sCGPZ82KrcTEO18BXqyBTnJM4iAE3x/lNwFuZ6rre4FvsqqxHELgmiKVf3+7AkGBe0n1TqQ+wA"
    "GgVf71P9UP8Ja95TrguuYgVoqkEs0P3pyPrjI+VrnlVjhqnWa/wkqmKc2Zk6QXcOumKXvglay98hGRXArpvDSLgZ+1qN/VuF/d8R"
    "NrKK8dLJ0D6/6kFaBZRp/TjD8erD0lnWyExKU+55epanOlHU1xuGfoah/dlemkgy6ynXY88ITuJdcpTPClQxElJEFJOJIalnlXQ2"
    "ynbH8GgfzpMIyRFoPLtx2t77dJGMhtQ/oq/BNz9Wy4AOe7IrLvddZ2KetayZcl2crXCNOKtFitU6HHek99ZPTKpSOG/mY1nMtwnk"
    "dgwn71gdZDXZv6s4Z30Dc8c1jE1M0tvETSy/GZ/3JZ7vcnq9O+CsF/I8RLAH1T5r6fzEiLct//0rGWatoxmzd9JY7X11V912uCQ8"
    "82Da8zZbjKMTeQfjOAtJxliaimOodbGW9g3wTMpPglhP7WE233oeL+ZkO5vtWEhOs95ikySi8OSM0+tosXhXbmbFdLY3I8aMRB9x"
    "8bOoPifH5j0OCe4ICfpQF4Wf68dY59VyEz6/GaRyFXRjH1brFEOal+kJ0lXCBpzZO2ezVCZ/54vr6t+ZU2oTnDm4iXGuzexGeh7v"
    "t5N6PJDwENiTAsinrdD9jJLXkYc1zZiw6YX35Fn4iEuxwy9AD7+OEzgVuHYttHwZtFg5s5sWwRpH6X8Cem049Mc5nIY7Ffc6W5sH"
    "O8nZ0NID5VxpT47LW+QgPNNPeO96/LS7TIT//SA+Ja79odcXwQOfjU96PBgAvP697iqn6vU4oSu0u94g+Xll0BZfhJ2C3YEqXMQ7"
    "My3N8YnY7Iy52JNyvZUV1auhS3+2zkxOY3wS9/C+Nse97sQYwm3Em5+xErVQb9APtFjuwul4B8htqb4t7WEj2jRgL80wTGW4PnJl"
    "CF2PUxk9zt2kmufL8vVDZVtmZb6jS7BXNuOki7SSDvJVuED/LnnBhPAD7EJSbDbBAPkVKzNKf5Y35F19xfNlRcn57qJYd/Icr4M/"
    "9Susab5+nmeza8uwWut1bLgMOthiFIuxn/ez08Ow91C5Cdd9WxwuiJMJP+7rkRKe5XMTa+H7k7O2FutYTnsyEk89TF7D9TrASvST"
    "06Hh18Hmd5Ax2T2LZGW4rUfAac4xjsDDLeaJH8ba/WJyqteymvVAcnMk6csYn5vxBe0phpaHBoXkNRnHORVW3TKZXoXq7bRNjpFg"
    "zyDJU1jnvarRMpurYzHzaXh9NiTDmJwWwmMzdi7jDy+AJO8CvTvVci56UnAmMO9f9Blc6xX4sE9iVVYSO74slbhP44U4QYYBwxnW"
    "naLGXzALTz4F9z0DPxstq+V35vm2I440aTELsBlS4upz8+AbpHhaXZS9khrqUFrQxeQIi/sKr0J8wnKyvSay/tcZPqdWg3NrsZaN"
    "sJcR1itZn24x1q0MVttlvJuJZvlCTZpjnqFjC1fsJs5UMr6Yw6HnVuJEpKAnrDbNaddptCol1GJWsbcEz/yrLIFsrsH5HsgJeaWc"
    "QhH6OiSbXDWMlf42a2AVdInxvVbqCrEKuHwyWa2Cpg6B36LU99Va7quz2jIGlWzQKxhnnbXT2THs20r4AoaXjWsyQf7dZfobEO5F"
    "spZTDmuBQxdB16zDbn6E1dmNfbjlrMDdX16ARpiEVZ6sxrj+O3T+M8BIL+prcmhQiVMwQr/Sw4BccnuUVeQEPJiavRxndxXu7wIy"
    "CSX5xBGizg4ykBg6TqYs63Rw7OZWdfmC7OiZCuaoY1ov4+kawqq6JCul9mmEZ+53eS+4X7oHM/HuAWEXOVnfkvFyffhdmOKJmubf"
    "0VfcrNmLxeav3CsjtJLZtnmMDdjOrMMdbIu//b/10VfofazyMdRkTKur8e/LMh5/N7Dj03qgjXkBlppVB/lAHzthNZfjtUuko14B"
    "KZxk3OFyA3ZwgkRkMaT3B3lbf9C/AbX0kOf1AtiXdZCjfrJezL5vh98x1r/nODm1jSQ1M7E+4pG+TcA6F7ZpMTTMElYxfgFpuhDv"
    "fixoKXMZ0UySBS3p6xrT5N+sgRdxuvwAeZiNNe8tn+ixMg97O58s1LnmsdhkzTKf2a3ydRVVejD7j+t8HLEVJ/K5zoaQFn8XZjlS"
    "PgdkaP4cVm5XSXOpYd9hQDbeqXh1Cvz287BC5fSNhH0brrvWGNw26cu4+6jvbrDqpR8ZtRstgyXMVnU+0uBcviHOizQ0aPHSzWTR"
    "rmZ0sxnW/Cp4VVax0iVYBe/xENzHeujR56HNXC5qqUY5mSXCWZb9WElaqY9ibS1bbj1hw5j5tQzwpzpPHtPl8ps+EI6EjvhABuOp"
    "Xg7ysiynzrt3qO4oomoXIUmwYmWanxhvP72NnB2umqGUKz2MkwMsGvauPsv6xe3la5yUMbAaFsmu8rwNys65XVm3lqkMMI3+PXSW"
    "9X1ZLnaGnsWOT5sgcCxk2HH67ksOqAirEGO0r85amzd7tYSsZU6Shz3FrphmEvd1OhZDyFQwbob/Mpq5O6vfXc39K+DEwJnUY9ZD"
    "Nd70Haf+xsnct4SVNpZTWom1bo81+QlyZj6SMeOeBfRUyTnUxqr2PqzhKt/TfTpnO69lfjKk99lfcs95WM3d3I9sifNwnk/Fvt+C"
    "VWkn1hnwAzCN4ezxkEPr5rA1uE8sY5XgiXsQp/oHXM1qgB/DPrtoY5SdFFW+/ivpVyDlUcXOkvaTRfbm99We/S/N3MwquVHdDOX1"
    "ujWXYKYfwk3GO1z2lw2+t+AEcVk/q3dP47zX0g81D+Umdg1sYf1JBXTty9A352HNVsN+TcWn2RPPbmTmSTTbPVF/L63EzfVdwJme"
    "xuV5shwvxlDWG4hnb2jOQ3A/P7Prw5gVbbpNAc7BTf76zf6DS8/+b5b3dv+986t/5X5t5ndVXLeWvqfXrVtC66fuZLyN5rxyZ2qK"
    "iOd2j9Dibc/YaIQeVRG7lwVe7xbOkHgAfo3ZxRpGWVycaxWRjcX0I6wOVFa0dJb9xGz3AdILn7Etswsr5a7gSj1fBkJuOshxwTEy"
    "BKj/hrAd/Cvb9YvFMkgnkim9nGhzPbTyb2p6e7K+KA9p52Ao9v57nNc1xtiP3/qOmGKNfg+ttVltTtpRYj0tq8l6l8S/RZxYcjU+"
    "4QGe2RSzA6Z5VrFjzXT1IZzoKvCFXFWTMc+KnEeE9rjMUqdLYt7XDb33erNU0Me2ioOYZ6OPMBO4HmjlY2Cb84HRy/QvshD30Rbo"
    "5Ud9Woq8XUiygtJJe62vxIxB2xuyfBEemdVrWE39CnzOVGbsbfdr1Srr7L0bORXXKjk385OLWcswLDvrMtfUlVDreWfc/7fPStKO"
    "4iLPyoztej/L9HS5SiboL/o5PvNlPMF87Mky/buODTZqH+BsYym1qXlLYCUOEtP7l8hKvtcwYBJXvVs2UBt0gr83kRyVSX0Vz7SL"
    "LNf+gfVKt8Suf90I2ugIjfQWUMHxsCbXajV80B68xwMa4VApY7y7lEwPh3NugeUXh8Bqvwl0MgD+YB27UqqpP5bDO7HO7qs4P3wi"
    "rvE+5OFjIKLzxSq/T9IWerg2wfovw539rj3gh3Vvci08ugglwvUJ1Hk2+R2BbKwmy82b+hbPerGcA9/BdPwAGdno+QmZM0r7Xm/b"
    "l+NZkxeHDNVqTzH700Vc3flMbyHLNcNGlolx9fJ1cIdD4mbgKXYTm929HppqCfZnCfkjMn2UEd9HmWbs6E3oq9d0EdbH5mQ3Dfro"
    "EOi5s+EdCpmN9/JdRO7edufciNyvpNlnciv91A0e425k/DZ3XiZBZvQVtLjDJcm+jzn+Dqtwll235bF4imrPJlDYSE4vqk/g72/e"
    "I6pl18pZMpMy0kLquY7cv805l/AVoqwDoW2sZmGzzAE2vFenhxdhT4b6WWIxj2JSnDuUYqdt2tf6ZzRFCymmbE5jR56Lhrgz+AJX"
    "6hs9JFjFCt8f4cXMhh/zB67yhu9yMPb5TM+WNIiCzcUqGBq6SDriZH6IpzoGe/i4DM32xnaVSn8HUeqRB8OXw0+BIiw+u1/eBZDi"
    "08O/yvCgOXGRXb+rZBjZrErHyU6luvhiBbBgFfFIINZVFAQvinWDVLEKcgkwQi3WdwruaUfpQI55Y1frIsZ08DK76/+wObPBcD0a"
    "uvxcaNcm2JsJwB4jNIbn2R13f5q4muxyWrxa6tHC7OSJ0Gf608DyIXvacjHUlpODyM34c97444yXmKd/DlarkJMA9g7s1D8MmzIa"
    "OncCzkABEfVanJUaSI1F9A4O1jXyOQ3RSaZP0LEB5O4I+Uz2hee+t7ykZwXTwnf1eazZaXJm8LxU/glrT2up5xcIvU5X1rQotUpD"
    "Vkz3yj7iJhyfKVY1WU1PO8JaqEpYmQpI/dleW4rUa8vlvu94A33jEvrcdUR2VilvyPpBMe7VQbSfNhF+LXzxcpzIpL+z1V5uWpHP"
    "z07tHzjdqyAtJ8lYeRc2yaY1TIdleF0tshljDvxocVlMxzcyl3feW9zkjRae+TlkRCk3pijDFW2q6Xw9CqvbBhp0X1klfeQL31/b"
    "WxyGivnPaciUk/cfXAtullhJdq5vWs9m1V8Jf7qC/B1R/Yjd2Qvp+R6QZXzY+k+UGR2T36bsDEmQkbwKEud4tixmZtHuPWWNz/IZ"
    "yvqtEZ3Yi+wYMV9LUKe1nmltd48Iw2zVSiefBU9s06zzbZnm0Mnj+jrN9M06Zp6EngJNFgXyriMjykAyGPwIWfxVJlJbmgRNYIwk"
    "Ssx5EpBpDXT3ZH2IPXD/lHwyw5qmnwZJLSVreRXn+JXi5BoLzw8ykH7xvWJcf2NYFXEB7quOdfaVwBUbYYFtnsffgcvGQFqflTFi"
    "E6HMY97IasFa7QG/0Xy7B/C+K8SYvkcBlVwv3wAHrtNT9ApIovH1H8MzdgY/yyJiynMThebbyJN/JJkxTiSrrdVgFvo8fZLRFfNX"
    "jV3GfOB8sqDXeR5WiyXuwA5t4w98UIbpi0CONcQko+SvQF0TYS2qGPWM6/WSYdZ0PNfrmUva4D0nZe17nbE5YPese6SDhNTq8azv"
    "kMkVHu3njUZVs0yXIdFbrs+Z4acvhsRXKT+B7z5WHcSJho2/KsHnaicpz2lunV7N/OcmeX6dnOwC/ylGBFZJq7aQufyNRE6GGo/0"
    "cflEdpamacZa39+yu+d4U1Yu7yZ/l4ehXy8HMv8J63ab7h2U4SpDsF+3QENsxPn7BpIxQa7Ti/QveM+BQV9pFbyJnR4F2zAEfsRb"
    "wD73At8Z34qrJT5GHO7oJps8Iq6GPNX3Z9n9VfD7YTjrZwd/Z5QoqtcxM7ecjKR7SBupyvJGXAlbocRuwhhkITwwm41r+Mm88r54"
    "2iU4NTVYvypKRxzSW6gj5U3IjFUZLMbV+wa36zpc6f2gl36mj+Gn7+DVa/DaR7jTVyH9beU7/GQLrMt0aORl2xTny70Gua+W+z25"
    "J0wLr5axpyGvu6NYTDV3H/8Gzp6rht2p5tRHw/hdme2blp28uBt9mg5k/B8ghY2wAuReg0MZY3Nd+mnorWf8mR4iuWee5H7S/22E"
    "NjfvV+4nbWyCV673bOEksgpiQouX7oU7+DBbBXyknEvOnDjrdxOsxj0SOrS1XCifAOU0kR+h8d8Tq5LtJDdxDrzjMStmFuFiIJMi"
    "302Wgg/vOKCrs5qp3m5n8iH1uRH1rImhz+Bu0DaeQ30Ia6j/gG6fBbSyW953ehWs+AUyXcc0gik2Yte3aAdW/C7Qt4J5eFZjtm/r"
    "tdfl4mYrT/H3lfA9zdtz3vXO7L6zq+VJholEmCdzPM5J3zV3tCwy7uLgGMjkTH0Xp/ZLyEgBUOojkDyXmQ+hOQJx9cUR3PcG8vdt"
    "0sHygszAea7APRgCHy7TfJ9GmnfWRzKcS2XZ2Jv703yrWbNpMuNbTVYt/93MnIfNnLvWWABx58bNdixzpqXsAC9gvckt2Ziz430t"
    "YdY+zZoPm1qb9DMH66eP2T4Cdfsakvr5MvaUPaWEV4ixarqE2OYaP+PTZvckWGnheltStCp1jJsMpd51/ARbPONkNfM8HbBSY7AP"
    "hcSz67kD//2MELNt3XwcPZllF3QcT7mQUO73HCMLIXsDOQ3vRMjjesjTIObqE8ze7sEupqSP3Tn8aVNZTsc7+uHaNk2tI3ln1ugW"
    "6oEMB2gF79qqCiuyPTV/5jdG/XzZSnKYJeB5XEl+iQIfOYmxx2UdeytjkLEYPaKIx/gh45S2Zyc4+Zd79GZ5Fh5U27xa3FNH2Mxx"
    "0i58I9wgY/2UvU3kEopQLqzr5DpOJUiwfjLmpXUTa46/BO46WYbJzbirTtAEZ2BlZus/cTLKaE0vILpcwn76At5rUSMVkpX0N0yi"
    "jmOUJ0I56EHW2FrO3dvZT5E1XW1VF/Mh7bvKV6zht9lyS+HTFqvNjnslCDkjLoo73VFcd/1y/P5teJaH5AOynZ4qNr9ioMyEbXgA"
    "lrcX0Z3t5b/8jEE7EQugmXbGu5ZxVmA0O3PdZsE6DJarhimfmClORimTrn1Y7+tqFu0VmwG0Xq+CXrM601d1kZbIz9ApU3VqMEFf"
    "kpdhFX+HPpqoxpI8lzNPV0HP9YMvNkvGyXpc4Qt9rRHs/7+tQTeW1DpNeT3kdL1j0vjfTkwwjbI9cL3Lwz4rK7MMaBF2+CeZZTFO"
    "FTcDMKZPy3W+9+AEdoVHcT7TzNkUQn8dIWX0qi1LE6WsHCQW7a3RA6Gl24r1WjaTjeQPa8VZL1aj9Qpkdp6eBxm5A6jzWeDT8+Uc"
    "uV6n4d9q+QVSPl+/AbI7T7ripycwl1Snrv7+MlaERugLJzkntZ3MpeW02orJrNSZrk/CP+gh1qO8DFcbr6/iZA+G5Xgemn0i8wlz"
    "9GNZok9gv8fCJo8CwjxZLvCxBclWRoVEOH8A/65kjXeS1f2ut6kC3shn7H9Je3buoX4uRInXEK4nM8PTZXJ9KH2lCPOB1ayejVGn"
    "z4Pc/s7Y7EZqqypytLk5UKdjXyxrsYFVFKeJ1WVb9GYzZ/UNhkX/AV63xTK/0jJOLJqLn1iV/zh6HRF66THWK5wjc9h/mtvW2/3s"
    "KC4XG6UMudl0xzaSyXf8FE77h7o/K9V3YVWIRQF7wnKuxVeF2KGnxea5toUs5mY9+Rg+Rzk8//bY/bZ4rpvkUZy7Pxg5XKIJMjMY"
    "h5l17nTA3s/HE5WSq38tXwmJNFvCP1wMv2KNrpRNzFCbrijimi5nV8b9eO4PcMpfh/X4GT/bCe94MBhNXtRkA9yX9jHRDIOA8dOd"
    "JC4bFSeSCYkBXBTiAqzuUs8cW858RYodJLHsLDp7V57nGFqNHXEeqPqu+YSv9ekC1N6CGYhklmE87TGC80qT/Ilxoh0khhBWstuu"
    "FmfsHVmG94xnxeQV0l2aBycHT+uKsIOUQwcOCD6Vo6UgHKYH4DeuYz1KyLq67uTKsWhfGWSnBb47irOYTpO/YNXL1Fhpdwockmoj"
    "zpJfRA35DjR1T7FMWcipGxFOsDWU0lX6S6wRPXoZsVGSLGWhz8sYG9JxPgJdySe9mFU+7lQaT5r1Fz4ibYgrNnvuyQhPZrmPybua"
    "LdOnNlWtuzwms6jlkrTD0zyPYQlO144el6nWz2LcAvmpwzON5xyskNXlO7Mm8yI5ETKfZC/YZh9HayeGtnaXB2Bvcnt6jWnlAnaU"
    "1ekI1k4mfGV7USO5qdyvmHbZDGm+kHPQetMLsXzaMk7nqtanyBhYBcky2Wwq7bBC+ewe+Ewd39a/1KaXJaExW2bl3k7Efr4/zU3R"
    "qSXv7RE+9r+ZmNRyR6fJ69JCbGKGVd0uxxmdD9lcxg74bbFm2+EMJxkba4PfPkiK6Xk2zXY2/3drnVuqcr/H6uysz8EwTSV8tq/I"
    "ZWKsJfvLYNbtbdAL4G1PlquAKqbq1cD11bAxz2Jdr5R+0Ai7w8KUsCfiB5yRa/Vh6N2rxerhHhSb+zTTmK18VL+tOC7oKviFLpLp"
    "2K0t4nMvGbPm+OlOjl+u2kca037SdBpnPsY4cQY1uzphy+Qe6v3Yg0UZF3D1JfVzrQw1G7NEdVb/1/lIcag34zwsw340Y5XMLVi7"
    "fvIPzsrMtQu5X2n3H8y+Sp4L18GsvoLI+vSrfP7wtEYkPrf38ZLEs7kAV1udYi5zA+TnDfI1G8dvHnbiTsjTnTKJdTorcfI+1UnA"
    "MM3FZjJsxN7fJHvgiSdhBxKMy/dkj6absBX3J+QscXOZCrx2jlOj5dKJT+s7wb6Ql1JYn3nQxYNg/5bqMFnLOfGqLb3P/jX12DFy"
    "EXl02pId07GpvgAZs1hw66AAu3Iz+5TM6jSXu4CAKoCin4bNnY9nWQp7FCXiWCEjcEcPQP5msTJG6SNZDrAvLbnxZRs7+Mxst0DI"
    "PqoUfy+VZdiNZytBjhAX4Wkh7c2GBINkHD7xyOAQnQFvvBsjtv+ZD2jDHsjcnzOIcw6tptL4xF+2znmckr7BZHbbtMA7L8COWRa7"
    "pbwDS38hfGar4vj3P4t4cv5vTJ7by9bTEJ2GzVXXOQn28Aus10vAKPvgE24A0nxD+8u+tHIRRhz28BZ/T3E5IVuzJtJZkr5mLWOf"
    "lIzzFfi95tA/m/ysCcMxB8tP5LcuZh16KyChC8hHcSZwa6iv4fsC7NXn+iHw7oeQ2QIdHizwPtIOrDhy0aDOPvKcu7Z1sFwit2k+"
    "5Ge6DsbJ6CQDZDv9DKs/Uioo2SlWg8aZe1rF/mebSeBmCVoM5gyZxs6eqbpQ1rJ+13DEdMatHWPc8cG77IFz3eKVrOTqzp6mH2RR"
    "I3j0D3YXbuJpeoR9aT084rpJC+Cb7KcjgLsflS3w7wp1XfgKvJty2JzJ0MdJzlpLsQf6Itmo1Zrh5bWTtZeksxPuLX9aQnxtnSDV"
    "0AR2cm0iwk7ibHMcEnY8rtFKPoc9KIS/+ALvs62EPh9b370d6pvht8AYA7brFS5Pf9j0tOCqMB7mh8+HxrNsu/c2Mc8KDcXNR01y"
    "OprtnctXHCKOgcdFL+OMVbwmLr/1L579dswV5u6nNV7ImJ8JbpXqxd6f2cVnRE9gRq6CdX1pX2X1CzzlZdy7iF4T1NL7WEBvPXek"
    "seGfFlt9b3OsNhmTIK7yT8jgXPLvpcn7n4u31fKLxbRUqo5NLzMxuQrylgDu3p1PaGdqrWdFUUY+jpEMz5qzjLazxol+J9DgBlji"
    "GnYvmrRWEbvdy3r2DPeJ+ZaLiA73k1vlLL1P7tWxYQJ68u/B83qZ9gruhg411HMoZzMVYe/Ow9k4gN/9E6dnGSx9EU7jqTJIPtHb"
    "5Wsg6P0aiaUZC4rjm4xzDs/u4nr3jV96PlD6WdIe91AtN0PL7xkcIndJZViOe4h77k2Lyq5XmwHVR3rLCKC+l/Ur6N1x0Jdf4Eyd"
    "IFXyHWRttBpD5uPBRti6Ubi/56FTRkKCJ0qM/Q/L1XG+OMbSIvxrneh7Bp/qhzJWbySz64U4uf+QFvC2jTulmDGcMsbZLH5vE0ln"
    "6nyyJpTRS137f3j7Diipqqzr85qgZEVATCiCKCgGdBDFPIgRI+YxYBjjmBPmnDHniArmLKAoKCAgIDlDk7vpnENVV3rn32ffW9Wt"
    "Y/XM55r16xKbrvDeu/fck8/eWPmLsJuLcX3jlf73f5RzAB8E4/HOV/GdO8jfZEO4n3wI2zVQc3HVVuLsQoOvtSlnmkrp++V59IHh"
    "kmJmPMIoPLsO2UB0jDz6+6XwiMcT6zJObIXViGxLmJUz5prrqbWjZAbOxl0Y9/38OeJmjSvZ65xixJfgnhZCnq/Bt7pprRLs0xh8"
    "5i3Y49byjKyVsbDbn2NtfsV5aHrXrSXl79okuVcTpl71kV6ZZw6/nHMYM8mJbhNkNjN6qkQ900A98zNVWMPfPJKDcbRfJwugw7Zh"
    "Re0f8NyW4j02RXIX/KWNarbLUD6uhdWxXXyPkYP1GJ8sh0iSXp+zTmXUW79BSjsiEhqHmKIbpHw67vJE/ZI5cPuccXRdIA6NtQ7a"
    "d6ln1QhhxWp9R0vI+kgC2m4BO6JSnMqsZQ47Rv+1nvgjUVZWrY7yMnuhjLm5D55tNd+TzylBwwu0DNRStY6wZAZf1P3feOhPwnq9"
    "LQfL+0RRsjOci6ebif9/L83FC2l09ahH+BTmBw6Afa7BlTZT3i3btQ2xMb4kKtRWsohz5bYP3+HPfaSzXMpO4mx+75uIxI8kel09"
    "V2AZte8tsrQZj8tiq8fZL7HJJqhhR2vhS9rkzhh9Re+AbTpQBgSn6kCcnQHBb7irjfDt7oKe2sRIrYbdAFXkwZmg50q5fMGocBZk"
    "PxcrUwJ/dxH03I2yhtnjcmrcBDtersTvNujDzImHrIJZdca65bZlb8zV8iO+19glCtln8wXeYV2Pa1ixf0jK2f8R85OSld5fjuqu"
    "0kPuwPmcj78vUJv5PQXxlrLG4rgCytmhX0cclC2wYr0ggzvKU9ivBmi+ZfA5dwlu1V+kmv5KklhXMbItuYh/bwk1nctyk6ptvN3a"
    "XmoztXnHtJ7LtS/zMdn/9TPNoQZFtGUQJQKBrcdcdqgbh+tG2LiusHKrsD4bsBPrtFzMhn7NOYionw5I87AnaDWn61ys0W4yBhZp"
    "Iz71FesZtsv7yq3Y81LErJVY+VxIZw1j8jV4bWt872LEmHmQnVulG/ZzFOIFm7YMyEi7j1QyS7AUf76BaOEtfP55eEmdyRhTRb/Y"
    "ZRfrfQ2qrTjOUsclYXtriLFdGJ1Fmd8XYpInaHNi6pg+rZp2IK6YS11gWjngJwwn2/q3fqJVz4HE2D5uLRHmTRtYBTmL2e4GWoSY"
    "RwVo0DSSmmmXw8V1gzaw39a06clEq6wjF+Y5YhnJR2WyjoUerMaq9cOpH4p7uUP+Ict1FadNV+AeDoDvNxlnYqYay/llYlW0/bBm"
    "+4mdhRWcoJkKv9DQq9difV0P7SBIomP3fVI6sPPDrHaJTsMJWETMxWwM09lfuRF3bEgANqFRQSyCEmKPmBVcxQ4WkQPEdWdbv5dZ"
    "hLdxT4thI57Bc/aTV6AJ7gqK5Epo0ffJQHULVvU7yFoB2fQMVa+gWcyrGz1PiUNetOzqGs+stVkHyWrYNavDztQewXw8w7vQe/9N"
    "F9V/X+M3r2cd7L/bZ9chaVHFor9UfUnhnFXp+bIVNPQV8Lt+xpMsYtTe3PzcemZGj7W7kTt5Fj5S00AJZqsq+KSV1AuToMPizNsY"
    "o/d6XGsFTlQN7NcIKaJ9zP5KhMjhKaxokkiy6zXNb2bz0qPF4b4WMZfu6sUWX02UalYRbVW+ZuxXnul1b+PxfFyk0jbDXRL12f22"
    "3u/YXWwis1QP1wf0NF0up0Obr4aOe8QmvGEltpZJ8Bq2lpdh+5fAAj4Cn2a99efIGMZ8xqNWjM9fR+7xvX3NPAq/pVDfI9JgKTR8"
    "A2VnDTH+CniChXFOhJnFBvJZdpa/yy0qwVxcbYlejdh4JizcVYj97pA7w+21bzAyHCyXyNbBSHlcPwtOgJSHjHd3l/T0paun2AxT"
    "BzHdbLrNMPBrOcWzjpFx9t22zucaWMIYveQK5ufy6duo/kb7nvQceyblc5hXt761Br1JIr4T0UUkyrr/CJzHydjvGpzYSViFjXps"
    "sBCvZs9k2QxUNbSLi+fcNx7JfEA1q5ab+AQjWP+MMqrbhPW9GF5ptUfhmy5maRbC94vgis/JfbptUKCjIMMfhnOh2X+GJ/E5PrsN"
    "nqUnka9Nhw0nQkkKNmZn+Zbzbo7Xx/jwknqi9JZezUwcOE7L9Ak2RNAIokTr5hgsD0Gjdiby5QDE7i3E2EPPJRqZITu1y0wGJ3yX"
    "p6vsx7Wnn0wKM0jctmJPSSLD/3YXK5E1rI0nyBkbz/TF1LGvyj4/T2fgVCzF3n0mtvLmQ53O/M4APzPSiGiV7qm7FvZiM2Ibyyts"
    "IVOZA/8SJ6yYbClu4qUtni9gVnx3MXzfQt/znOS6uZ7uvaSKUW42PIcKdtvXedZGmwpT1rlj2KGlkJ3DJRd+zhbyjbaFhm0D3bgH"
    "LNI9clywD61qGSJ5m3LZhH0bwFqV6rGS5iQKmZmNMV6b6/tk4owa7Dmv5NqejTv8Gc8yC1bvZexmN/iSuwcfc/rJ9cM3ViFaZ+Zl"
    "1hPZ3FksF4svVOPZ7Oy792tVMx3slgkypusNiCMup18fw/12p/b7AN5oN3kJ8j5aZmCfNkCWbeL/cDmRaFvbY2XfoV6JwtupZZxQ"
    "lKn9BB4BJc4dPJDYa/WIMmoy/YZpJrHQo+ik8xlJXF881nqMMWjCv3qEzx2up0SWUiKNGeR0In3buf+Q3SFTIMv1rO5OZ414Ddng"
    "zJfLLgcxrfO9PXF4JHG+WkmPv4hx9rtSRe+mmr1lxty6ALpyG863dBWrxLeVUubIS+F9N+Barjctgvswxtb9IR1V+qZsYFdRd4lT"
    "i0WJGXKLzINHUMmulCra0BWG8yxJMtcthdScD117DHmjavQdeKaf4t5mk3vsMuxAmnWlxuc1hdK2EPf5HTt94x6TaxXz5a4Tr7IJ"
    "L4p5KO4UZ/M2mrPbaXyLNGJqqIZtYr9vKxHqy1SG7aHSR4M9JMzkYpLcR5chLtXzEKWcxKi+knWmOP3cYmKZjZRNvuPXMarW+npv"
    "PTNRdg+DxWn5HdlfWaLfQwZaSRHX2qaBNxHvN+qr/tZ5ZL53AVH8nsN53tJPqCSJSXYd78Nq6LXMW2bD38luMf7KK38F8SP7t5Vj"
    "/S2KfVv6SSERdm0XJkGjJPVjSG4fSfqqtvWR/0rEtgjRUdcxrizTZ7WBvQNXwu73k8vDb8Lzg16GLCPHyUH6KvyfY4L7JUWd06Cn"
    "sn5dyt6qlyHZe8jQTL5fm/DbWNZjniwg94jrIyhh15Uhl87T5jAX28HTf8tXvleyJmAxdCV865jHv4jSv4qzkm9stHFm3M8Rl3ev"
    "pZ8XZZ/VMNkhnCATdFqQB9v6UPi8IeXJB2SWTyNMv8uJj4HimDzOw5oas0mp74Vx9cL17JKay/q/5U9Ws85j0fUWgfUvfgLZvQZW"
    "ugwx8nP6A2LCvWQ/eVmvVMeO3HQC5PfTH+p5eVxdZFui9SyAB2CdXblk2ewiA+UZnJQS/Pav9Eo1x+RWzBPt2NoT1CQncy7P7uEx"
    "xBjqM9cRr03jf2kG988ROV2Ox3pSytRxNcfYMa3q5n/q9AR8dipWeTpPq+ns1yTiETkvpl6xCdDDxFUdi7Fi1+DP6XjHAp2PeGA5"
    "fp4G+zc0MJxyN1+/Sp33ZiyvH8PymsfaiXJ3OX3y2V6TFdN+Xy0zPTtBmgXH1d8rfLdIhDgij4qbeTN0WptTmoHXj4R/swgy20Pu"
    "gnVd2sz+/BWu5uxrnb03/Hg87X4yTNzUlXWpFmE15kCbvwsfszX8sztge14PKsOVuNuUXkVkyCi97AQ1pLOntcwbZr+Dep8/TzMn"
    "nOSnJWqxZ3/HVa7F+T9TDGtkJxmNe+hA1HDrE32YSFRrycJdRySBNbBy+djNKj00WEdWgly8/jPWc5O/RpzSso+fAEp4TMsoqy4j"
    "WY9tIP7PECmm7VKPwluM6zt/KUY/uh5SEPfspVG9GZorwRpAGfk9/30az5AWFuI07AhvpVgfgIVfiifZiHh8kbyhDsevzLMvWEaz"
    "hxxGTVzIzr0yZvNWUGb+CTmt1pf9rInrTCrnFffwvnGMzC6WEVqkTzCbZzr8K3rDcSINHUGusRp6xws8ypnLAQ3/t0yw7cU2v+N8"
    "THP2Jlk7DOmPuf4n1/FwsjTHl1Otf5wedP8UwXvOgb1tIZeqoZp8h+iqhdwvM5jNa6BXXuE7rK6kJavVb2Fv+sts+JtJxFkvwR8a"
    "gxjqOBnVzB0MlgafG0wwb2iYGHbWLWc2Cev8vG4ZHIWI9DB5XsZBhy4Lh4pxxjomGMe/vIWEPjeavQPvr3hPRfw2pzUO87nVzmIR"
    "0q4+e2HnNB3/hJw9ykOcVc1s3evQgm/IJGY1fsM3Nt6bQ/tQsuDYdFu5l7MUNVuctdWQeDGNM8aXS3GmbrgM56cr5HQD/AabWbJe"
    "zTzcYb62lw8lO6dtkshINdo4fxrnVJnwBFutzrB2Bsj2YihnA/Dbsc2s6Eb9HO/qQl95Gk7GBFx/G3kRMn4UVqAjUSVmM7a0XO8U"
    "aCrD6LRIaQEzBKa9tgyq8B6HAdaAzxyBOP0AmQwd3BYx70qc6g4eeaGGsnwUuY/DTA6zEWt3a56EduIQP7P3NH6qT8iHWilnyUa5"
    "X0/H3ZyvLeViHQWvoov8Te6G/Wkf/MqZ8cvkeVii13WwXijj5ERc+Va5OfgFfkF74kl8/h+mYvR3s6NbZCob2SqecVb9kzgxQuwi"
    "Q3X8xZ/jpMfxTCG6d5you4lZv51xOt6FF7gMe/WF3iDDOH9ym77vcRQTnqc9pGa3n44l0p7jQdlMnzzCmaMoWY6NgeMZcTn8AubS"
    "XDR8kNyIFe2GXQ3EMKyOg4b4EidkdrMIm1aD28Lr3GST3iRD4b4MEn26NJBLsIq6xOHHZ/vMGjV2Cau7PIc4bZKODApMBnUi0ZH+"
    "3Tezf3qJ8Wm3l5vFVY5Nh7+ghobRXtJzQtWQjKc8S08F7MC5son2xyLmE/HNKxnFRLy+qWPnvItv7GTYROdz8r99xWZM+0t7rLMx"
    "ZOdB95bZ/3EnCaLqprsxl9IShPSt2ku6v8JVEXYRhxXlZkMqPOqm1VCGitMHnWD7DpWtuJvGN7dlcAJnS8bgjKRYcd/ECLsG12zr"
    "51S6EI3Y5g2jeiNOzBDZjsyjG2m9iqH19+Gu1bHm7XgBeopN3s5jr8V46LTe0ol1wHn6HrufS3mWDZvgMnbiWB2qq9Rw3rmnJMlq"
    "PU/vlv7Yl2KPmGL8ww4J6ji51/t8OzfD9mSrcp5s4Cm1KerXfM18h2ZesdNYCj0aZxR0IKs8ZpVaenZGN5GU9Oheyh7m7J9JkPfj"
    "U2qn3mKsf1EXx2n2bwtZhVnIe4th37b0WBE2nW9dGjuKQ2w8TEZgX4xjZCLxixqISG858OPZlR9h1ju7Hu3KfKcx0Bh7QiuJkFP5"
    "Ox0jlsM/B1YxyUmur+FL9JN12IWtpLm7jvue/RD3kfRXbGCOoJY16joyeHxJ9iOrpGzdzLc1d50aTnG5ym8t/MuQWadtfFdQvjqG"
    "Q9cX5CpqCXrOf2MGaT3kYgx7/m2GQz3LusmQVccHidWJaokF6TC5lf0UCUTZrktiJc7oVHgrtnonQ1776uv0EdcTbTed6Y55hrpQ"
    "95JlWN8y/YhTEjHmsXZjdcRsqemfoZznitGy5Xp09Frm0jd5P6CW009XUMM10LobbvgAnqd+cgw8OENCKkPc5Vjg09i1EUTI6pGy"
    "rX5Zq4YLvR0sbAni6xSZy77wK5RHa2O5/FW+ammVlWFN9M4a3y+a+I868c/356+8YigSVWqTjxdw0uMAYrnlchbHui6Gi/UBLlZj"
    "y7T8TQl22dkuh85occMSsiBaxTO7z5e9u3ZH+ZH4hBEifyzCbpse6s/ugiWQlwMYpTZArxb4nF4dWUXWEhmyGE/VUfpAt8+w7llx"
    "Vf1Lxc0zGmdSPav9BfoDdvAAqQ9fk2I80w/wpzrJIEhZP0pa0k+cmA/QX1yuuk5PlR+wK2v1AezTcfAZesp8m4qXjyBltzLnY+yl"
    "dZ45/Gv25f+TaOshdPJgnOkkJ1jymRNtIc/AN/tQv5Oj5Abcw9OwCh/izn/Szjo2jIVP6ouQ/gfhPQ3d8gv87lbdkrhSQ6SGXlAn"
    "1h8t5vkN6xb13m69z0YME2d3yz2Sn2aQAgYz+2e5/V0kqo47q0Edul8Dzs0mfdpnK0vocxuL2RCPsrq1jNdxkvQoOinfa7+WXUy9"
    "se4tg9NxN0uZC7pZfsZ395WvmpnxzNf05K3r/OstHX33ou3cTuJ6b2KUydCzdJu+6STJ39VdUs2wmjgP3OTAZtu6i3XdDIIU1rO3"
    "fW3YSyfoHXKcPKrTwika6IrWueGbuncGd6TRz2n7O2S3pmzajUhdUXXcz+mOqYMogyEZxS9H1LYE8jCROP23cTLo88x3NPYHt/Fr"
    "VeijrQL2Ptp5PEfOx54tpe5IY0e6GaHu4ma9+sjR7AXc4DFw90TUbZZsHXToCfAmR6hVultAJ7WQubCUPYIyn/tMEZuw3M//GC/T"
    "gxk8vKjHdxDpKumrJnlKb8jg4Cyh/2P3NVwq/cyZu6cIz0OUflLKZ7/dtMO+ksp0rTY+i0PMSWZ4SLUJa7fNdcX8tEE6F5Betw7i"
    "ailRzhwVUYM6FCVDRBwrF/lvSGZQ+pQyniTGUh5PSrWvE4bMcjqNVoTzFaGPMZ9Zt+NwWofIfN6tTdQdkfGMCzPRo/v+6Zl7G5Zh"
    "z1RvtdNc59tI+gmTvjrrsAUF+5XnO93T1aJ0paujl7d0d3+Dz9IYLmbM6y7nr9V570zJORHxbCfpOXN3B538CbLsSQGZuOKcq1mv"
    "cyTCuFH9OS3xtkmgJ1PeciY5s3JZBqlrOX2e0E9DtZWRmWriJ/RP3Oe2ki4S8xwijf2ydletMtPRv48zsr+S7fxUcz5nL/qAxmf2"
    "ptQw+1/JzvF/wiuv46xjCeKuOPv5C7W5uLGC2ApxxiyhHiEul+CYVEJ2qnSXQ6Ve0xguET7T6cQJqPJW0unimNfKDo3KoqfVHqN2"
    "CHTiEViZQ2QBe2bfkquJyT4Sr38lp+MEf8Aen4dwovP0cTlQtpb7oB2tZ88QSiPEaokQ566a93UmMcxdRusLcuvZiSykH6KZ/gub"
    "LTS0HTcjsJAW2qHlXoBnHiIl7KJoDu+pkJ3qZoFPkWl6Ez7VC/pud0btraSK1YIKj1ceh95IeKnK90h6EZ9fa8SV+L+98g95zFik"
    "sPujYKFf1Pt0c84ZWMMTfEdE+t+QSD8p352QxvZMeezIXcXN0MyBNbbOm006Gad+E/5bKw9jFfaWobIYTzoIHk0u+YP6wU9ZD1va"
    "ArrxS9g8w+8bo+foaHJ9PA6Ls19wsD4rJ8vBcoHugl37OrC+zBzEYYZk86Pejh12J7Y9/dTARyDZGJWMK206K3NK+Yt4zoUKeJdb"
    "ZXikQsSO7qcyP+HR2EsQUoc0clCXNqlEprOdlpmyGuEctcpJmX7GGmJIvbAcEpLIYG7GiUnXW64Qh6ARI2JBvl7M+CfJzstYM71S"
    "4/V+7NNLchr2c195TtsE+xlWXTgCPt5JWFGHSpbuvTiCucx1lOA0l1YnePiuBmF8G+PpH7n5gvZyEve6BF7gP+RDHav/Yt7HPKPB"
    "st5PYolUsbdJcELspJ8ljs0i5ExktbYVx3Bk/lySWKVJRt6tMnnh9GTCYfzNYE5mus+ExEpaT28whxOyEfZxdoZH3JoZERc9JD02"
    "rENXKWfmRoiXVES+gIjeAsmrRaxl/u42wWJIwBKs+2LYyvugLQZKT6I4jILvm72elb2L1zoz3FnYlogVEaI1V0IzuR6KA31scx4t"
    "83s4GzmS/RVnZw73+e8J/NsqPMXpfqbP3YfLO+4ibr6inDFrPU53kYY4RV/Ci61il+I4f69JrzOTRJ4WVmctqjuFVi+fTGop6tp6"
    "fVVOJENkX8jtSnU5A6uGr8du3s1uqCqifIfsZkgyZo3xxFfQ47qDp7AMujXK2d5YE7wWZx+6+vl8Z2G7Sm+iGLlIxs7EI3InrlbE"
    "zkhjfymGFrAa8TDo6lwx/P98xl/58Lx2kjLONPWRWsbKIWPSGLxE4zW1/uWvobtnSo8gR75EFPyirtDjccZewPOls3troYuX80S8"
    "LTvB51vRDLPjS8Fc6RbuqsfmvKOtdLkkwmL9Ing5vKvZTKNDldmX+9zgeRjieDU70mp21vBdm9TENeP/lVMLf6c3QYa+1g66ZzBI"
    "L9A35BzJDUbRasbYcSDefrgukihzUUfy7HUjHl+orr5R4r/boajt3oQ33bBn89gLlGRWtJ6Vn73EoYXXMacfsuqRgxO0PeOKht/N"
    "GW35uzmjqXotrvyQjsJ9v45vfwefnaD36JRMONLi32b/StT5ZPcxGjG0codpGKf/YBKwhL+NsqY5jqw45vP19BgzyQwGpWnuA2SG"
    "/EvfxmeWyU76CmTv70GJdsW3pzOMf8bqHvGsIiYZe0nUeyiQEmkRLA/H4ukNf/9pnQy7GugDsht05BVBL1iwpXqlWLb/e1iDDWRN"
    "65JBLEhlzknS5zHc3zs38dvS1jybH2JzNj1lrZ+kqsS1HWLjMspejExCVtmrZrRjnuomdvvkwT6tgD9wglhf4Q86AXZ2gqRRkCL0"
    "uEJmwQ23otT7AFHmD22F9pQ0ClKBx8eJYG1XMW48TgaLVSUaPNdfgqe1xk8FWH3nwaBcOiB+/DZYog+EY4geFQQjcGfi+64cx2B6"
    "lVwOya3I/IwlsX5J+/+V8iNWdy2RDVqKeXazoL2eheWx6s5ZUs6Zoz0Y4caJsWSxX4T1kjiR80uIvL2LxPiuAuj7d2Vf7OGPiI+W"
    "sGZdQc7KuLfoK3HHKcpLTH9mH1uDt1DtpJYyswPOg+3Jaq2HxK/26B6VWP2NWHdDX39fDwp6yjjYruHQT52CkfAiZugIsXmy79RQ"
    "3u801KRgVzEe4NOkP+74bOi1GbjHb/G0V0CTXitPwr49ywmtbD65Znrs24ljAAhxvSizb2GGw7zO53IcDprj3nNcUvnUV52Ifubw"
    "2Su5qw0e+z6HmfLLYb2nQ0M/KO0hLXPhYczBVSbjPq33bwr54EoofzZHeqhMgi+zXzM4p9lf2UYirFN2pr9dD2/OZPp85oqXeXyO"
    "dux8t6e5hHaziqgsjmdrfz9LGmdPcfb8m0PQSbJfv4xcVNavUKybfQ0yrcVtpfv6ea/seZdqnSlVzK22JE/8B9jflbiSYS/kee0Y"
    "ZqqsbpLyOXlVDuLs90W4nyV48lPkIx0CXZ/uqK3KxPb7eSTrg/HdryC2H4bfXC9zISWL4I+/D49IyOV+lDgktVp6iw7PuTle0myv"
    "XCOJjMZq8HF1Cn6qxbmdxUXbbdhdm2LvVQ47Dq0WOoEZjmr9lh6WTQbtKD0884+bOyuC9Yz7Kce4fior4PtaP3ShHifT2IVRrE9S"
    "z0WprazubvdiHtUaxHLZJ5Cq9QSxvug0AqhJ/3bsmIhm1j7lkWB7SpptrZbzQs6GzqOV3Mnj2B4oDZnsS6HXkY7pYBm7sV32tsqz"
    "XFmv4h6Snq1rR3+sl6TIwFqD3T3NI6rWMXo2HVzMKNhh89nnuvxuRe0dv9LDDH3NQLyOukRWQ6/U8uwmyfRuaBBVPneSPWbKVnu3"
    "NTcO0qboKvsinu4nxnYbwpYr4wOXsYn6TMgxkF776S7o7GL27z+GZ6loBtNCfbZF5B5Z5BnRDVe4OeT/7GuwjdQS7XEJvC9DcVip"
    "Vjc+Hfqplbhe9w7S1p/6CNmZE7RZ3aWCOLcpj3leQVk8WLYi/u9nMkwOgs/1L/jctsqbqSMn4Dr3+1qW2cQDmEmKs0Mpxplo13s8"
    "WKwHYXUzrzT6z59zFY1xdA9x2NYbmDvaBZ88FXbOOt66ytXyejNocguIZxXTI4M8VmgWsd/BeuGa6510WYSD/FxvXB36gKvNWxXt"
    "a4mwGrLWY54X0XZEyLfguiurfVUmQWaqDTpTX6fM1bPDLsE1s6u2k5Xcs4Ml2UTvN80ZN+a2Ur6H7s/veqTOD3vJ03pc67vDz3WE"
    "Lgrf1CMR0Vr9+Tesdi5PZgX5HZP00Zvj5KxivaDUe6Fxz3SZzq1Z73x/jz0VatOI589z62nW0W1Fm6Cehx5J0n46SVwOsc5HRg4P"
    "JsZsR9qWmG2xn22SPY9YiIWQ6Xr4E7VivSWT/S6UaSCuy/AEaNYVjLAN56GcLOIpTvZU87xX6kgxDuRXmE+pJoJmJV5/HHK4dVCm"
    "H+rDOl+7tBwPi/K2PgBPY0V4lzxPFuaFiN36UWfEWDstYTSsRAmp9PlQe7JT4fX/JM/JT9A7h7eYCN9/DDTwbHzbJP1Yn9CjGXvV"
    "s0Zr3GHKOGULMhrHmMeLkxNzPb2HS4kFEOFMfUf4m4fDVlvXWh278myW5Uyc04XUI1VE7dpdDLXWNMJyLfN5HbcHd3vv8RJprgvR"
    "zUhf6Oc/qj1Oa70+I7/4evB07NL94rKCd3H6to6oAW4eOYZ4PoRuW4IdOkT7ydNyDHnjjIm+lXyiX0GfvKwT5dOc5ToM0rlM7sPa"
    "PotTUxAO0DOJAVrr59PXU2p3ljs8skyUnbYhecBCMnyXMSuRS36c+Xj2AXIhbO4qfPIdxHK7eP6kGtbf+0vS58briYJ+oVSRb+Fo"
    "2UNm4vProC2LyQg0GK9YX4S9MhvWbTPZamZ5fFBjMqr1E8Khr5PYHHoxsSvL4e2ZlIzAzn2CZxkIjzVkHJxmo4lBxkr0GtmEZ96X"
    "vaJuajZB2+ti9TX47SvwhIfpUXofJGeNXq01YjwfVcyUO/9pAe4wjcNbB+lye1LJ7xrrEf+s46eWOqh7kE8v0SzuDCKDG0a45Sb7"
    "yBWeiTKJnbsdq2DoC99jfV+X52Upnu4i/LkYfvwLzUw+2mm0OpTV0ltInccnN16ZQ3Ga4CW0aAe/dNucKqzebeFN+m3qCEju4TJC"
    "DsPzluqreK4zZD0rPS/6blj1/AwJzty5mGwTc7XFzHPm0a+0vqVl+rBcIPvybDQwvzmP+AMLmCus8XUO9efNVu9g2q9iSOZQsf7m"
    "7eF/LoHvXk38gV7yv8XRbA5hs0CPxxMbSkWAWOd51rddhTUb45VV5o5A7LSaXA336plBHatRLeUrHYcVz8U+/saIvQ0szhzs4w/q"
    "KiLOB45Tfw/At1V4vRUyK5vyHfXHE3MGv031ChQy9xak8GO9TtoFqk/qQ/IudZJmeodDVmOVGJ1/ha/gGLFpwVzjOpHx0B1dxDp+"
    "HcO7IT0Yrqv6OCbl/WZDpd5fo2I8FZfBft2gnXSwfhDEJM0nfrzvr4/7aYGV7Mmxk2vnOWQm0NXLLeZ0r3TNvKJ8xWqLlif8Hrqg"
    "nNwcM6hBitirXMMeY+sYy4NN24U5hFpGntnyYtmv85/vets/3HXvv3Sd7K/E/WTkZu/PDOCUo3WSRfxntpFCVv8MwTgfq7ZjM3fw"
    "n5/n/3Jv/9vnyX7XMT8v8xv1aFz3IeqtZYVqYc32htQ6Xe06O5f4s7O/OGznAcShqfK+1wL4y6vwrmXMF10vncQm2J6iR2V4XQnc"
    "o+XuZjFPZahIJ8sEPRC242m9W76UjcHKcFL4ucWSwYRwY5h9Zij7K6fhWp2gvWvVMi6VWgXd8xN+O0PPF0OSuwG2ZZBcK1MRa04l"
    "bkc7nrQ63z2ykaf1EiljRGf3GdVjaeFcTjRFZIFoM/rN0FELOJmyB1HRhxDjZme842m9HrFlRxkj+8OLbBdMxH3uK5vCs6C7z4AX"
    "bRzZi3GyxsL3qID9NoykfDyrzfWWE9dzM54pH//+yjzuRtyJYxpt8HM5acZK2+8+vmITy3jeUU7IDYBf52xvhP5LzGf2LTvbtN+/"
    "uX9ypHEiQHV8ppJyJfN51km2p++xSXDu2nIgH6ibWqqDp3gyLM8I7ZKzCU8+G95QubfihqNtfsblRDRL+n7kf7/yn/3T4g8sNw4r"
    "zqzhDCliLqmePnIjGn0dY6Cor8bUMFNoec1V+ppeH5RC2q0ftg2i7dMQExvLV39iMsTJpGI1qBr9HLvyNnH9l0KOn5Qd5EO5GZFw"
    "J06KxyEDEc8cmSAyc5iZE9nydxX8pO9myPaZv8J5n8f8eR0n0QqY5TonqNXvIENziDH9rG6EL3KjvkccNZsgP0Wcx+gm2x1Xwd6c"
    "ZK9pJiuV/ZUuf4o4ZZrj7WB+8J1eCe96mQ7SLXV0uI18qsMDm5OaSo3k6i3OepcyV91bYpkunKSfgXF+5kKco9DXES0TFqfkWy5w"
    "OHGzUplujKTPN5vvv5+kz0qa79XhLi/nLic4wZQgnoNV5t7G3ybTX0t6JL4S4gpYV+OyZqKCm2Rbv6op9l6MZ5eCq7zVMCKLivUM"
    "RPHuKLmvS1l1TpHbMuKRlyxDOAdXj7ILKgntqhmOt0V+MjAbd3t2pPzVRL1ZqxdAvywS852NNaNMf8RdFvsJ2Bhn4ex8fi2uh7Bc"
    "P4dM2E91lFfHk+HmrEJmNOrYzbGRfQpJWk+HsZiCJ+K6VNqJiwKyS8jh7DLYG95hH6n36Fkx6mOR7TInRj2mpTtHxXiWCv2adcOE"
    "FjEmcAyYhfDAbPfztG2wlkjiFiX/hns/RK6XGvpeddztSurM+eyeLcNPx3jrmSSy7oGymfa3jh3yP8JvXEv+rSI11rnN1Ck/6Bd6"
    "jjyCZ/sUOuLGYE94ESPJl7me1zlZbM50GfagK2xFN0jo1fAxO8lBckdg2HpjITmf6Sj9lGtX5/dWM4wNkuHCdB1iDvnfSXEad/OW"
    "JtrlWZ9Vm6DvwQoPw+pVwM5/DkswBbp4H3m/mfrCXnKP3oKTNBE28SfYrVE6Sc6yHg/spOHQd2F3p7HUb0SEmasryE/6f5+BsgyG"
    "cZvkaczHo2/LJk62Wjb0e0Y4jq0+RrbiUn0MOtnyEn+HtazTacy+HyzWE/yYLIDXehJ+X4XdfRTfcyyuYQxd47i/GygfJ+L6Zh0M"
    "x73S5w7asw/FMfrZnfcVhxrzCPkLLka08hvO4RRYhN1lHlmg+8CrL2aUYZz1EXIKmq5tkfMq1qZWP9SnIR8rECWvVmP4fYo62izR"
    "AGK6pMjH7HguKiDtc4iHlMeamz3JMYjvZ+m1QS+5NVyi+cEJsEG7IFrbH7r19fADomNWUkenmCFXzo45f6w20x1uOUZDE+koDsfG"
    "+jbK8F+tXi12DjoSX3U1P72jbE2b42xkBOfGssjd5AOia3SHD/wKJNmwJg6Sjez3C8k81DKDERLzE/7Wo15DXMNyRG8RZgyttnM5"
    "dukzfUvugjQsJuO9cVe+Ba1jDDV7SBrhzbqoN6r4vOdBku/9vd18rG86YH2zr+wkJ+IpX4MPNkQ6BH0Ray3Uo/V+oiwco+/D8pmO"
    "rgl+wc7sIbPlJVjG9vIdJ2J+9HkE4wr9GU88SJrDAJ8mi4gvbPs5geuej1XYXgxlz7CL18CP6yh3Qu9UQbLz9SCiVV8mBR4zuphR"
    "VMjelwulhrrOMvvrqGuM47iW+cFsJ6vMcHk54WD64mh2iAaQuX3gF32Lp+mLnT9b+sp07G8eJMQ0evbcxiLczxWSy8lAy02fBu30"
    "d0jpNL1Tf4GHPq9FgOe5KHxQdtd18m7YUm7CPXyB925Sh977ELXmVh5xeh9W0NLT3K420Ti5tl2mJ0EkkenUSnqbnYQvGc9g7SSh"
    "ge8Ru46tzwTcvUVo29BDb262PBuGVzzD9VFPKdvTx91JrOcJnCQu0qvw7KU47Xk4y/vKQMjSaLFJIeuWnEGsgl+h/fLJcWtx+0J1"
    "OBzq0WDtnz56ebhIH5aR+jz8gfF6VItLtKdWhc8Hcd0Lp7nYoyM5JJU450VWQYNEcPKizNY4RPjjOQeV4xE70vPbDnt1KzEPpitZ"
    "/uypdqY3Y1qtxnOI1NG2OUuXhzNrXRXnQo8XerboTvT16jgJsjfOvWHy9IHum6gJyMos9gWt0FfgL+SzR8nxmFdCM1wK36SCXFlD"
    "/ZTq7ztXp3PKIRtuXh1RcOrolZkFeJu5KuuzS0H28omZm6TPZcjd9WT2OFE2ZHJbadT1GN91lJR5BifN4ApHGc/lQd9ZV5B1d9s6"
    "1jBKCOEpNWVLdf+09P83HpWE72aN0mswD+w0KWpmfz7GKTozGCMf6g86DBr0Hmia0/RZyE123EnXfek6qpyV7+Z/X8cuyy949Rj0"
    "fy/OUkYgl4blvxk70Uu2wtleBrko02oZDXlcwRi0FPr2SdkdcnwvnrsY0jqVfTSNvCr7sxMwPWezCqfedXwXwC7m0qrH9M8xR1qJ"
    "k9gIZbWrGPtYJfuQLJewK7wMk6m96ectwE9Feia+ezMZorIxGSTZc27Zpu2JtGMauKcYQvVMnSvlRONrxzz2Irz6N1nNfelDrjfj"
    "Vh8MmeiN9+0v1eTJLWYUECXuVguxjoiZeL9F3xs50V+mF4nxTG6ErrQoYxvJnn/Lns0rpM4N1aFhJ8j/eRz7Hw+XU/n8EY/qZve4"
    "wEecSc9unOIkuvMzbTr/Z/0I/4ocTeTi6Xor9PV1snXwIWfjIrAnsUxmPvRYccv0BXzmYrlDF4Zj4MmrHikj5U55AzrqbZnnZ3qr"
    "PX9AAX2AL3FaB4n1tC6FXzQLMWSJToGE7MgYxqZeDFGmgXMX5ltcJ3meH/18dlvYjN0veOUiqaeHY93Yc9m7eCwx72plLa6U5yfp"
    "zhDHmue4FSLUuL9iF48hR+tafFMC32+W4Ac8dXY/8a/g4mR/5SOemO3EMH1zILH51EOXEC1sMHTyROqQ6do6WMLKTC3WOQKvxFXD"
    "TG6trhtj54zl6O/j9OwROAfd5LXgG/x+Mk7QVKx8Od9j0nqbON9qHePR9EySMZ3ciPvcwPUpo14ayzjeZONqnoZDoYvLOMcaY+9m"
    "A2f3Q+xcSPSwgVJEXrY4fTnrmY+x29aqeQdBYsv8OU/6WdAcrvLzMixYDD/MUDQWwU9Yo8aGcQdkIQm/oJVs5auNSU1k+lg26e3B"
    "dNzJJn2GKLMfQEpOlVX4lgRWqRM+k2KuOO6nHVyOsR5+h+tHcrZxe48TPlXfgKQ8gV3vgpU9DxJ1XtBVFsv+7D4qyWgnu4+jxM1A"
    "WbWsSscwx1GIVfhMzhTjjzc84ff1c+ijM6WEM/l1+jhOwDmM3M2v3Mr7IDFmf+qoI0TK9Pfafzuvp00ibGrOrPIWMg6a1iLK87AT"
    "C+QM2Ukukd9w+lZAhs1b+kDv5hTNGuzmKOZF633NrMhP+qnvOlBIvmMyDzl3tKdMg8dhXQP95X75AhIzUx/AuZwhR8hbOKttoA9+"
    "VAm2xHk4Xd7TZ6GrB8JzeATXX4mnfkVehu15DTp4qpyPVR8vbh4johGPmfwlZetSxEFuD/Mh8w/DLijR+Z7h/Z0ojic36jNv9UQI"
    "swnQBG3tDHoP+0sHMVbGdfCBZuGMmLd/PKKCY8Wq6udild5hvbfW1wB7044Z2nWKvSZnELXTplJt2vJM1rA24+6uyLkXXvdi/NQC"
    "mv17fPP32k8+wW9WUq+ab/KYuG57l+OuI9JqlPIUY03GpPQX4v70lI3EZHWcUCW4nwg0fSle7ytHQXt/gM+8LpOxLuOgcboHdxAf"
    "/1hJZiYEnP+2iRmdx+V7Vl/bkC3GPJN86O1q1txrWY2u0F9kPu7KOsAMzbASdyCymblPW//eHoGoPxFZ1PtwjcgbbeT3nQYuN9vZ"
    "9xuERNQ5Q9YwF1PvsVuq8EQlTToUrDOx8eca/Vre0PsQmQzCXu0kf8Of87CWv+o3mp3ZPnufQw/s1M74/7Gytyyiv2ZdN5O0XTNx"
    "SUKWag8x7doDcdAc7HdLrORPiCRGI0aQ33VlK7WZMtvXGtJzKPybEubIqvQrrG0pLV1Hfy0lfnR6r2rVzbWaXH0pjpVlBudq18Iv"
    "ruHUaYJ95gOJ/tUZ50jkYnK4pcgeUcSzmKRsubNa5ScYzBsIyYBdwH7SRfoQ9v9e+NXH6mT5l24bfCSD2S8g3mto8N80glnwDfRj"
    "bf59d3YiWUVpLXTGoxLzWDTGy+U6ew/g9H01Zdp05hmc2LLcQJy5s1rfv9OY+6zm3Q4Ty+/m0jrUwiuZRZYHsyKfy8nQVa/S212O"
    "aNd8/c14tjn6BeNs16dZ4eWwgTJv3sJ6cnjFoXGX6BgpJ9+eIROux3quhgTE4OftI3Zec/VRrPXn8iJsxm86NaevXC6fI56fp09C"
    "i32vb+ulfubOqmPKfqIGyEFBphc7T63fwPUWNFA/nA1rUkwU6AL9kHOZG7UY3t2ZkKe58Pwi7BxxmC8pRhWDxPDas0dG/dnFkOQ+"
    "xsn/7WbX6hFvpxkCkuSSsyzqOuI8/JVMVi01QiW7bKNk03Vo2nXwxD7Az9PoFReyT8POsXXQXKuj9F3ow4/0M+zNDzpbnwgu1GuD"
    "fuRyT+hJ0NpV+k85URYTw2IBc1hVnpUjSmmP6P0S429tjj3ue9WOZp9DBecKGjx7lYuBW0rcc9ydJrO0Obz1uPdUY02Y0Ey/1/u+"
    "Xdc91cCaT3/sVxSSGCD26UFbc5Y8itPWTV6Hlt09GMqz6VA8LHK+mtPBFfBXNuu3RDvIhST1lZnhbTpNpkNDFcpf8ezqKEulnNA+"
    "Tzb7vye0u7SSUP8s5yyIXNMYS0k/oeU6D6z/5s/+WWnrCJn8kLzQdpZ+hcQvgXb9Qhbqt8EY8v4V4SQuwqnZQAaqGVzlUtxHGgE1"
    "kmG93h7exFyZgvd2hifzCmT5La2Xf2JdWmO/DK9/E6dvzZu6DXFpFXXEBuzSDNyD5dYegzU0nqcyvSUw9MM2or6CMsjn21tLpY/A"
    "WrOarb6Xy0XSSVzF0AfyEREvQcTZTp41DOtgEmxkdpQ304lV7Pw2reEqed8wk7Ae+7kBJ/dT2EzzkmbgVEzA2szXDnKw/IDrXCq1"
    "ZD6ox8nrzV7+GG19nNrA8vBPiZPxzXzN+LMuEJutsSldO22LdStJeU2yU6YvO42nZVmKhXhXd+zWSUERszQziWBbnem5+YmdX6+z"
    "nlTPVc7FHXT0uJ9J+HZxPYSnxc0lRTzKVS9WqBwaY3ZJvAKabC+pZAxqlZ9l0Isb4EOJJD1qR0j+4ShrXHGiv2lmKtNyeuHvZm5C"
    "3wWvuH5DZo4slcm3NJXuVvxzd7ldHOJ3GZ6lrWygNipm7222mLaKaxFjX57xbh8pz4tNnSzH3beCDj5I3lGr738PS7COWFGTmz2N"
    "cehJ25GZtH73isM3KNOwyXNtJw6XuC37+boyy3GwHI57WugZr6o85ncdz1vM514THk0jJI7RlmSOHoBndjU0s+9Lm2GHzf5KwucG"
    "05NGPf1UTFxPDneXe7GO5+G8j5VjgnusN02XBTU+zh/oJbAMvqhjCLXuqx6yCXtmuFNmBRw6uK1s04p7qyY5M/Gnt85juaU4+ZBm"
    "ek3yWuWZ9TudvaAp+L7Gj30CrQ88QO7xHCKbdxdjqi2FDbaTOd7PEVbrcHhkb+ptkMpnceo3YXdX4TdWFzIE09E4ya0Y8Rpq8cFi"
    "rMXG8mr+9Gt4DuvjeFO+xemeJy8gArIcneH3L0EkcIDsAp+vDU78tbi7d/FtJ/uu46ifKQjpC1R4PIS4z/gmaNUNZcBYv48k32wF"
    "EbRqiOF1qlwmm4nNvZY4TrBvuOIkeAsWac+hZ+rWzXKFr5HzJsp6qjKHcp73ksv9SY74rHMSUhdmvOkWUp+RzfbSRlKZV3LE1d/y"
    "sR6GnFjKiN04gErhm5xObI1t8cqr0h96ugIxhnWEFuMkLSDjZx19eENu+pF5NPNb75Okn2azynI+O04i7Pi9TlZwOsdya0t4rz/w"
    "eQrgeT7ODski7GYC7+gjDsMkyf6RKyCTNuk9Dp96R/fHLn0WDELUvTc7aGN6P/Eh6hAllOpNukaWM/dr+JSP+p58Ox2z2Q9k7Cox"
    "n8NKesSSOmIUdQoekNHhk7Kz3A55OUdnhGfK+7K/PNYMAl0PSaMwJDLYeq4/JTsyaT6sh3X0XBtMVMvuvYt4oqd+Ba1xrRgv3Tpi"
    "NyxmD9A18jy8yKeJECQZP/BQfq9DF/wHPjMOe2G9lXfh+bbDU/+kVbBJ2bsZlPVVbcKF5jig4pyZsh4+yymuoKay83q57AkpLcd9"
    "L8O574b7/FGtv7aN/CIPaMzPOR8oaTbhuP9vX88EnKTWTHMVW7/tzzjDu+I7C6GLKnCyRyN+tczDXFxzL5mHc7uEU9B5Olafl6mc"
    "K1/B2cY29OqKfE9NEloiyt5jy5G2hAw9LMY2XKW3Q5sbzvO20PbW27e15EPjB2LSd7BcJxYBHS82D7aZuiOCOGiTTpKJ7BNuxKGZ"
    "3ST/f5EOyYlgp7aWG2VJeEN4IbTSezI8SPffb9Cm2ffdvBXLhs9nCGwN0KVb0V5H6edW0puuxLrUcBLSNN+RRJMzy7SN78sv9mfc"
    "zTbt5fFVDvQRf1sRj+Sy1lcbBvkephTt3k58X5KaawpizKjvnirl/pfTppqvUMqfrfriKvZbiOtcKPXdnTOpwxzKym3M5e9GrNO4"
    "zwvZPEIH7tYNeolsDPvKzfqgHBqeoufakwZL5KHA8IttZq+Auu82yOc72MXrpA8+m0vZKdJjmG8xq3+V1NAyFrMzPMYOk2r9WIxj"
    "rxgnRv1cjZsm3Ohrc0lEfifJcvZ6xnCP+XoUJCQO+Y0yyvgHEWGslnwhfKutxXoz5kGepkM7xzg1kmDnyd/FpugdD1ovuUfe9H3O"
    "z/G83sM1jjD6ijJHOAp3O4uSVQU7kvR48qUeK0Ghux2v52DoMZsfsw7mL7Cqs/CuDtCU1oG+ghjUJ8mhOCvWQbIz83jz8XSLESW9"
    "pr/qKbK/viF76N1SF94juwTZ0RQOYMyeD6m37pEo451axojL9BNcbyrOi8V4s+H3r4UGbCOjJZ7BrEmj9PbzZ6MtIuNb8J2FejjO"
    "UL4Ml7m6I+KGcX8JJT6JSKGz1GSYMTSTYwz1PUPgEtc3M5E5xu9kFPuVs32bxRPjJU5fyypj630GMK8Zz64W8uD013D2AqSY81xB"
    "S1pNi1HIHpxCnY/vmKrGdfgZItnB5NKapZdjHw/BPQXygb4UrCZL686sqO3Jrql6rE6cCAdHSHqmoIGYdqGOYQTcHNZ4NkbZzeyw"
    "2l4qiCRtOGAV0KFTdCFtsatSNz5pW3Fzg4WU0jz8fQ/s545EYbQ49gPENPvK+bJWH9bv4UfdpVYL3UIGSgntfA1zWOvh/U8m4vw6"
    "YvrNhkwbkplV40cjvohAxsbpk7i3xewmqyXH8AbED0mcqEpmHKuZq9tDnpJJuPNNnAhYSezsg0UznYWr/JSVk4nTxGFaWVWiK7tT"
    "rMI2t5ko9K+8kmJXucVLhr/k8jLKKkfIO6hUh9XSTTYzh5VgXSn2hwkrxRM7P7CanXu1tE2b8Q0ODyL3v2RMaNFERhPaCXr0Xnit"
    "A2S8bqsvy3Phc3Ke9Ao6y1/p3f//NSfxV15pTodkex43XZTwcY5DgGzvmc8LfKU+STT4KDH1FjHz08B8a4rxci7ru4YxNR0+yKvy"
    "MqxzHXTba9Cyw7GXI8m+kH2SM3tNPPtnsmuk1ewpTNHLdHVu10kqzLvbezv47kFbkV09xkkRK3o2B7SY2bR+8IZ/EeO3NB7LvVgD"
    "syzyQnJjFMOqdYUE7YNTXMBsVw6e3GKqQurakNbOrWg/TqS39ezE+0mpR861acn0nblJ13bE6fsjuldSr5Eke0scWlu15yZOcXpu"
    "OXEz64kcY50677PbvJ541O19N1AsM3HoshgnyA7UsIZ3lou40bz+z3UdK13DiX9Ry+7Ufqxjxtjj0VLOEcdN5vJHLnrrDz1uXsix"
    "zKNXs0pufRF53odNkYMj5jFrGhgztCBuufEEriTmbhsy2oyHTfiJjJ03QXL3hZf7I/PP5+oF4nYmjjU0a9wVdqavWB7rJ9xddjmI"
    "+KgyxIk3K7yQvp9V4t6CBM9iZm8YvNL9ZSmi3Zk6WQ5lV0yc2rIUsbD1bSaY4fzVdyw4ZKAwk59JsGoSJ+p+gvi7ttb7wZYZPnt2"
    "fqYWeJJSxr3HQ25sMu5q2UQruZwIsMeJO1tJn9Wy5+jYBHUxrS8TTfD/HMv5Lk2qSvU4CTMYUy2G5W0Jv+QXvQgRzs/wDWvJaVHE"
    "KNO4xQb7uZINiBVPlhKudx4il9F6tZwLme0r1r/VG95LcYbBy9bzIt/L1XiC0z85VvfvcI7qobF2gt7PgYU8FTr3C5yRZfSaq4nQ"
    "WAzbdJhMYEYoCS3dXAy4VGexjnYwJOhURHlJosJOZdeFe2cRO11dVcy62FI+UttHUn6WwCGlmPRXQurycQaqsGcN7K9py5Nh32E8"
    "YmWIbL4ks1I5cQu2kewa1mH+NVDm6z2GxIGcY8jTZ6AztpDVegd8vuvhLf+IfW4HiY1iZQvU+ObNT7CpUDu56zkJnk2uC7CDxfTr"
    "rWq6Bhqshngn9TpN34f/MVuLOZdZqlOCKnpfVl2pp1cVgTdVyAyj+WX1ejat8Z7i5iTm4RmtL+YK7IYxD9ezT7Y9TlpgVRipZ3eW"
    "9XrMx06sJ5bIYLxzI7ynjew2spqzY0l3krpnJqq7QQbi1HUUm2u8B/vwon5r/Flidbe1zDTWkMt2C3j1najPVjDf6s5dF+7d36hL"
    "LG61KYYGntWQnfNJegcXytnyt7AndMdcyGnr4CWs87XhYPmbTAmsn+hV8kSGREA2JrdYBoVid/x9jefIWsoKi2W4HyU/xW4ZXMXG"
    "vk+LCCfpDxnOg6M5F2+RwU0eOSP07OAuok1HsCfLrAwGQjKTdbc80iCx7FySleUkLdCRkvT1R9v73Ty6qYsp6vmZKo+psQ+1XT29"
    "qv2loZlXQvLCVRGPrRq6NOnRh6zP3bpPyqh14sxwRxinWtUx2gTBJN2b6WYtsuFFK+tTJ2cwNhy3i33mYch4IXxIm9O/B7plrcyB"
    "Zr4Un60jclylx7I2HvrQz7tnv7c6vZZ6bBr0+HcyWe/FLkekpxzLe3P4Fyl604bIYd1ehgjynvZE1JWL662FdG/QsdAl/5THWcPQ"
    "DP7pMYwObM65t7QKnpcroVXG4PycIVeHhtL3Lr55i+BnrOJViBY/pk/9s56ixgA5Ua6V+2UFLWmCvsB0RrldZTvf/9qIA6ZkAs2h"
    "5d/O+9M13JWUZzU3dr4Gj9VY7+csDMO4PXHPnHawuLSbtzI7EDlXZG1mGv499sycy6uVsL5ayc681nIckdNreZVadv7UYXesWrbK"
    "M4VYV8g6PUoeD6ZBzrcIdsP+/aL3Qhvl62B9TS9sJmeX/ZVLZD73MF3nSGNDpJrhM3rAdww04i6kV/CvsCP9lVcM/+A0xvKhn3Kv"
    "9owN/9vrpFgPW0DPu0J3CKaQMcKmIa4md2gpu+ou4dR5PnXyEmjRQuYhDXPzbTHGjEK905DXrboGWb6djO7jsMNfcJp1B5yD1uwT"
    "OEuOkTbBnrDPQ+Q2nLy+Msr3qnVvMufnEHjiRI0z6fwYz254WOtwLx+yJ2YlTvJgaPgaeCH/YD2rHvJRjhM/Gj/PxT2ugUQUIT4e"
    "o7/pO/CWp+Wk+6GqWaV2WXeLJQ4U19lgGHmd/TRg0ucFrYtkuI6ihnsDp35bnPghcqDcRtS0pEdYHippzvmoFjaDoZKvX+K973MO"
    "w3DmDoVG2lesYuOQRFylLdEkA9kA76XcMxO5+pLlThrEGB4vDS6QknCa7oKnu0MH50zSq/WRcJ3cJQdJB3HTmK5j4wvq0VZyAHyA"
    "7Rmn7kYrsh/rnWtZl8o+lTlY3vJYkG4upoi5vgcZ6aXwDIeKm/0s8n3Fm3UJKyLu1LhOB9frcSoseMs/7ZroyFxQywxWTroram8p"
    "4Axw28zzmD18lc/TAnFCdpzTkFGK+VnrII0PwsPeVXJ1ijbHXVjg+ZNdnS9fnxRX1y2H5E6GDp8FyaqAZv9EBsKXtk6Uf0jKV1LS"
    "spvydYDeIuQM20ns7LVgDNzg66zZGYjMO1rPucBi4pYX8ZxZNvUJ+NfmNU3Dz+uIAHsSPJpDZbL3zX/yFcSTuRZb0KeDbxc4hMsC"
    "PMFM7ItVsYoYm42VpJ/siuq3fjLXkALehYUo1YGyCPf6D3jxMxHT7COnyjV4bRlO3amc7SmET2Mc4msh0VtJ2geJa7ou3E2aVlv/"
    "DEE4e+3jE9mCKIPGEL0AVvB42USLMVuHB2/pnfDW3pdvsBPLOL12LPZiAfZmd2LNWzdcLk7tdMSa3+OK18hpsgqaopQ8BxYn2BTe"
    "PPpi2RmMW/p8fYJ4qW6quTNR286DnKzH6TlV7sTKz0ZsPhmW+ELZUw0He4VehU/aFM8V8AptTu9dnO3noQl/hRZ6A9rwA+zjdViP"
    "y2W27EXPrN7Lwgau1VBxVYNXsRv9mJV0SFIxMmOMkY1edhy/fVp2ukN2bGbieezFx7zus/Ib9mY7rOUyOd2jWyhtSCtfW+zG/GME"
    "z9oLkUYFs2hRRpE7Ubctp705QsxjOVlq2QNbjPX5gD6Dw9QeTh33kWdhOpJnodL34sbIY7o7O2OPzcwgN63PtWE22bT6vjIU1uNk"
    "ci1UUF8Y3qFDSzdkuz9qpC6MnJJ4hnFimeO5Pne8CLv7q15iaHxBNX11m764WEqpz7NFOdYpvpy+Wzp2DhE9pTHdk5wccBmVhO9q"
    "t+c0vrI6zs8uwTfcAkmr5eR59utUc+LffecRntnapsjK4SOeKQ7v3SbCF7Cfq46zyI1dmh/B40z7cBs451BB77sWkn0ETnquDoG/"
    "OBNSvYZescv62Fzb33zOx/y61ZzVS+J5He7PdVjJQRInX2GUT9ZSYr4D2k13T9KbxXUUWgUgRXvRTjZ5voENuOppOEeLWM1J8M/u"
    "xG0cKYZGPo1a2OYV1sOy9ZAH5Cb5PnxNPg2HB73lqODS8Ez9NhwjRwdxeNWVlKTp7LGLQvdH4Qfn/86H7ZDxEhpoW7J9JntNL3ul"
    "OPsrUVo910teQmRLh28xmJpvJzFUS/WsOs5GGR9jC9axTUovlGJ6KNvLOOiB7aWQq5fyPTgh583t79frK/IlvbWL9DFc8VXEcw9r"
    "l8AwVZ5mvB7VT/Ru9t7tiVV+UzcSX9V6r5vGjU4CZ1BOG9gZ1h/r9AXWJar57Ac0XM069jjE2Pd/AZ7zCi+xv+d46+R5HkTKNMxE"
    "3OlY01nLYUTfqKcX4LorjGmwnzTaxPRnuot6hvMasqZvSUzsGGc9bL5hiqarKI270NbjGif0HInSMl8HObeIOgd670lmjg8Th2Hw"
    "vszWuO/gGcu8wxVSw3pbjJXVcsQVljmo9JHiHvS8CrgGEfqG5o/dRFSs0BDuGaH1JZJhg2Z/pRZnsJC/s4qndYJZl/BS7Fpjtblp"
    "t43l546Edzpfpuox4Sn6cs4KfUlfl0r5uwwj04fhsg2jBxHSr5zgezlKqXtjsND5zFpaxFaNtY6zipliDHinOCbLCPvdqqFfqnQ7"
    "cQygpoWMO2soIsAazs0rdyKNt3Uc+zkPl/IMW00JOxtXIZarYu5krE7F716DH7Wl7KFvQnd1lL2CqfjOIn0G9qcC7zkXEr8eUaPj"
    "IMvW5S2eCbEL9WsdT47VqBMZiekgImmux/Q6FnjEZvv3TAk9qmDM6y+zQ8onrM3Muzime2F/szLzdzKech2147n6ETyHw+Dl1kDX"
    "LYH92A6+z8/ys2bP5v1vJ4NOk7HEDIkSl+kzWciegij013LmPB2DdgksjmOZriXbl2Y8qHS2xPnK2Tu8siOTZr+3XH1EXMdba6nx"
    "srDeI6Vk+4ydonoiTNSRJb1CJ1ATmnd7vtSxmyNOLIl8el4jxDK0+9P/Np/c9Gqhr+fVsse4Sm+VAuqXQlaODa3hXNY3O8orlPxK"
    "5uBX8jwUq+vs2N6j30fUYXOZVvoZ8cJynJi50B3WpzkFd/OZ9Jb5zMgZ524hfLjhkP5fcf03cF4MP8s0zAWsrRj+azkxSx2Lr0U+"
    "z7IKYlOBrXBP4xFpNFftm42zbVGrxdnfwm9oJfuLWcz3Pbpryk+tKXGeDiaCZAKnMsWZb+cx1rO7VjX1P55Ry2O/r/XajGZtJpen"
    "swz/rmFfvPoe3vZyuZeocsQIk5jbjzP3VITIw3Kp1URo6CqnyBuIGRbo9/AiPoWVDoJz4A9nr8JtEdicx2bI2NWwhEs4wfIrvmEe"
    "rnSeOCShTcQhOJOeWx3u7ELszeUyCpZyLKxjG5kAvXu43hPs5ec1Wvk40ziplB0ehj4y0luv1uI65kNyJhiy8fewv+XkLSvl1JzN"
    "HC7Bb7b2GTP1fbkxavs6fOtw/HeX9JElejZt0kvytckFIhA3hWyZ+mcll6fC3Uu0SYZzEyQiPeH/hTZlvWq0Fu24Z/vpC9JD79YD"
    "ZGd4CB3lNemiA4IH5R7ZitNXNfow8UXc5PIStShqe0l4/RlnjmEHcfcfoY5p4PlvYM+69TpUElc6wY6M4+VcMd+4gqiM9u80SpxD"
    "XtiSuEdrINfvwKtc/ZfqwR3F8BZ3oIbfDn6r8dzNwunenZ2ONYiX6rkPC4hvYR5GgQ7S+2nd6llpyGVFxZB8bsRqrOV0t8tQRjgn"
    "UMfaV3aJTyLGfx1r2UJcZsVy/JblKkB8vCD8Gv++oCVhCzlCbtL2ultwas4tOZbRLs9UHkqbYAxcB7/YzTaU8yTZagac0UqxF3S5"
    "5wJ4mgzaVYyCd8SVLxPrVbbZjJFYcZuSWQ7/rganfoVOZjX8TsjWSujFzdBHs/DOBvpBVfoOmW9XqrFqWT9qJ5y3GYhK63W1nAhP"
    "PVe/h59wljzumaRbsLp8FVFQk9TUEb03MD83jx6WYSQtwul4WA+UN5vJqVZlmBO3lbSVLcY9xJp5JftkQ/bPtBTjbuxH3Eub4rEa"
    "k2UpzqTGNilYyerIqTIJ5+tOvUQOlXXhlUGtLgo+Dz8LC/W38OGwJOfn8KLAcjWjcXZy2P1ahW8t4xoOZa17f9kaWjiP3XNV9BJm"
    "wtNuoP2KcU4ryh4065E1b6OtPCmrOIlr3oSx1qyDbx8lMv/biH1GQQvsAV33gRaEm/RJHaZV+PsoNVybXL5rgIyHtblXDPvqoyz9"
    "o7Yu57KHqKVYT+9X+Nwg2RfeyVDfk1jGPF7oOaQqieVmsrWO+VyH01VOLZTQh/BaO+krCR99hJ6hIaBXW89zHfXTsjv7amYVz0W2"
    "b3tQR0HbvqpXYX92znlKW8JSm51vEThmRJPS15g5tEpzCeQ733MctPZ5wHqPipwgdmBjdblHk+pyRJu+svPv6s4p5iNTRLxyWFbd"
    "qNGHSpq3zs0wLOMnTmRtq9jjNSh7iOKM7FLQdP18v5HrJzrdy6Kd5iKfG9jIb+wvoe+n+D1HmsjWmZ+qybhoFdK+7O0z/t9dsfbV"
    "sOkr2a8Y9XhSbs7peEmzzxXg3C2iHBzJO7gIf06EhC6FdD+E6HoDnuJBWMUXOY39rgzAE6zGeq7D6Z8PGewQfI4z3F2e8axVYRNG"
    "EJGtMvnX7DyRmz1qvIvS8hkZjSZ2Rjnuo4E9Uw3MdT8lxtK2hrmIhEY9Zqnp35NlJ/oqO8pXRD6KUn+fRr+igtMYYZNI0/3ZTUJf"
    "Tcz2ylLEWTlEMHkafx4pB+Bu5+in+hOjsAZW4jZDZwR4kjk4zR3pE6dR+KLw/hLegls+bV7QX6+BJ3ZnsFj/Bctzld6gR0OLTJap"
    "lCSH0hb3vfsR/VQWNpMn31XimVOVrsvGONHdSebQU7AMYn8xHLR8eJ67E+s5Wyb4GPkGumGdvgCru62M03GQ+wnaN1jls1DGXO2m"
    "3bv6boS4zkdEuZhMRSfljNFe+hC0xgvw0PpJ9vqP1dkL8e/FchYkqZ5dPFU6l+zJETKs2jTZaVjTEsSn/aGLPqd0RFjbH8nMocUG"
    "B8oC2Ju4ZyyMaGO/fY8/oJ38ET/xKLkG3u9buNdH9M3gCO2tv8jt+kPwgr6iv0KTLqDPN4LYQpXaQebBxzNc2xgzWSW4V6tf1eq/"
    "cBfdpIT+uT3jZZ5T0mF+mP016VumG9gLsoZ5mFfxxFOIypvGVncMOfXUdM4mNt5pSjtkMiSuStqW80uW3R8kg4gNkovfF6vDHLeo"
    "YwU0osPA2aeZuNF4ZIpwvp3cd6dHtJR3Y/fVivnovaTan4pKXy91kmBRzjrPjthXUpw+Tvls1xVcAacxX8WuTMWVvtVvYOOegHc6"
    "gDW4UTpN3pDslfxynK4YX7lUkj7/Wa5H4RM5WO1LoCfhE8rTeNcIvVpPCPvkbJIx8CUtClyDOzLem7l6TjAXWuxDvUnugDTvK9a3"
    "u1SHI/YxH+kwr1nT+aXumQ6IuK8qqJ8Z3qZJb1KcXeb2T6VHJDS5G0IJ30KekLPhK+2MU1kEH/QDPPvjsDHGxzC8SZdoQNzdFDWX"
    "641Jkn0xCq/C+kxGwKd7RR6XX6nliliTLIZnUA3/2uox7cVVEhs7pZKZ2LwBZz9KHJmUR6FJ94ttJLKicS5dLy9jLaqJAlYFu99F"
    "+vqZ8rpMTXGxWn/QfnILq2Sb2N/fwEnGn/B8CT8luJQT7KG3i7eJmy7O9spQSdeiKogtGfK897RuSs51RumfVuoan9l7UNTzzKZR"
    "E00y9/Y8cTWwUo5haloGsyzkROFlOh6+/QrEKXPUOiGm6xiclfd8x/DWlGV3Jz2pDU3mpxDrwJ3xeq5AHZHKYliD2cSVtFpSFVlb"
    "inCqS1jVy+NsxiGsDdiTL9EzyC9yikfGqvd57ZCcnbYuh8sM1umcLFV6htS0HmiKkNDB72+tR7UyT9E6Io5kVtJqni77ax72Kb6G"
    "k2BGJ9IMXqeb+YjxnvaWNDdhnHef7TPbsLPtHB2IVy+QB8PfZD8xRPJLs2LnCitYrbz/EsvgqCaJC1hDxJ2L2ZtRRu9jJzFuvPU4"
    "JfWwinWsEs3Aaa8g7uI3zUZTtgLtWDNOZVAjTb4KGCG536XRrnry07WcF25gramW/qiberJZf2MeX8PTaPZ8GdbiJNibe7ymLmDn"
    "51aifk7MsgPv64FBOX3WSmZqzNObwS6uGD1Yx9bxEa40w89jlrLrJ0kcjxRRPyuYw3CMZNaZts6fNkMkq2OH+MNinkRjlB6hf+iw"
    "Wu+DJSvGqSkjPtEu0BOnyz8RnSz28rQNPvc6z77wKg/L5ma6qObh7Lopoj0lQhYAe9LXieFe4XdhkDRiU5vWMcyx+Xjv1eLYc2sY"
    "BdtuvgXduB6ehHlNVhcbJ3cjXhyP3xxKBK2kunyzdfk1YK1NT3WV99Ws+1RIyWLG1PvIOXIG/p6Ls94DXs9KRGPLsF/34u9D5Bns"
    "vchcZqtdVbyc5+Yuz6N0GZ71ZfhaA3Gm2suPOKNDg48gP3l6OHP4LkJugHfkOA6NLawPn/1YqeAEXISolc4a1nqpauf1SYqoAM3l"
    "uJapY8lax3xSqHPJS2Q9EhbVbaDkVNC7MT9iF7mMlbsYd6iaCLSOseZiXMEQk7MhNN2AFRokvxCveUfYkEmQuOmQrJf8XaW8rWj0"
    "ca1e9zMz7KNlDZmFa5m1fxWR1ixdyOr2QMSoJ4hNeFo97iwp9Th0vcVNi9cwZihjbTgdUydgo/aRtE6r51RG2kYZOn8nz1Rqcdt3"
    "WMlhiAPe1R/lEexPL9x5F7lOb2oG4yaVQTG1yQ8ni+t9R4HDv7BOggRXxnHaGr/mWHjwfeR66JML5Vm9PmgpH8NfHQKJO0icLp2M"
    "/2bSK44gfjikGe8pO7pk9vmFjfqM5PPu7DrTmdm2CbLumX6vVv+WoRzPk+k425OeNTFfx0A3veBRXZW6IuazapMQV18geeyw+g0n"
    "zpAMp+L5D5ARsPJX4TeLYTff1tkyRF6GBXgXfuwTiJtK/bS+ZZv/7mc9U/oorNVo+YE8daaHDP3dEOc2EREySc1muOi19IuLuMvm"
    "Hd7DPHiln3l5y/d8uIimnEjCIz1HTgoWZjB5cRLeJqczEiK5zEULO+SjvmPicrGaWoJ6dCvJjsmcRzyZiEfviBC9Yy8pIE5chLrZ"
    "9bXa3JzD4D5NSjnvYVcawinAeazWLYI1XwdpX6VvE1l1mDysN+OKk/Uf7DVcCb9mKtbVrP9saJRa1uHe9ZhG7b3cJDJ98tsiNsvD"
    "M39MdM8oPI8LIDXWKWWzAxHo7gIiYVwpDfQaKtm92IBvdrbNLPR8MvmF/4Gze6I+iVjgc0Tod8lIeDaLoTmmsaZfy5irjpyus/V+"
    "Kee+1xFfOdu3fcxuMHun8WUvhjb6HnZ7iHwE7+MV/Qi7cizWZxZW4Wfc1/7BWniim9mxUM2eiOPYDZ6E79JAvtt8j+if8hbSsg4m"
    "PzblPZHfXMje8WVktdkXMb3zk3pKmr9QM5zfCeiqvrAKu0JW1zE3OVkX6XQ5E/rtcqlij4ihGSc57b01fjOb/V87+dpwX0lHzsb+"
    "9C7WeBo8lTycoBV6I6LBNXjib6SIWIi2UjuYnRLjEEvp03yOsbBK1qE4VCx3vJk2fQp0u2Gr5REzOIUdjdEDcHnU1mL44IP8XOFa"
    "MumdQe9zVTPYDFFIbaWvKUbIUx5nRG0zqz9Bc1+CE/2Uvog7Ha8T8RQv6MvY7ZNkEjM3jiO10neqmfbvzxqIehxR9YxpppeyvbKj"
    "xDKeahpnM+kRG49pktmZ0iRfkcaJdfkA97vO3mOf7mt7ZpeO5Oe3Fod5mq0vOkn8yU30J6vYEZhgTcU62c5jzigk7t0RMpdnuxD6"
    "d4HeTKko0U8hqRHsvn3v3nJbsEwNMb1M3QyUYyGrYhfpvOB5+SocpF1h/9ZrsfTWinBheENwaNBd+ojLTi6GfM3iLlcQvSv76tQQ"
    "t+hRcVFBHXvVLQv8m7o503qP8lLsMWvMM1uO2GIj9JBFI5eL5UytgyIfOuhM2ZTJ+qQrHS5KOM7nNs3+xD3L8Wai2f+if6yB2Z9H"
    "cn92aBLBpzKTj1YpvkfMh1umLyKGbiWl4SfQrv/UTsF18Ektp7yHfK1T5Ar6fJN1AnTw4bKDXqHPwLY+EhyvKXkEPnKr4DgtJIaV"
    "oXMZk/J6egKGRFPJesICrPbxsPGTcG5+0iP0M/1SjsSZdXFsC+nQJEMb9R2qEWJYm8f9NLko496fzNW74PHNhqe1Wg8J/ilz8J7l"
    "uLvJkIRzMzM9tZ47yfpVlrNfOVSH0RLxEWIVex2yv1KvX+F5XsEJ/xr/DcXVqnSdbNA3JDtGx195pQYrv7cMo3dt07cHSw+c9eXw"
    "oh2y/3nSwKpTJWTeIejl81uWwpo4f6wuY1uN4+UFrP+e0pZdVEvgQ59nkzc6B75L1OOuWbbccNTLOZuR0BP0CURkxqi2ElecDiu2"
    "AHrys8A011J6qCVkDxgh1sexWn/FPW6GRzoE73P18Hzy/lkex2rW32L1JnhcCDvfC3UeI8NczkREKU0xzidcRRz1C6Wakbrrby6n"
    "HhaxyemH2OVxkjjU60Ke/XRk1F42cfUaWGNzXBPnyy3waixmmeQlPa2Z7J+R+K5C+DkNTbjL3evbcWIlSf+ijWzL+cZi+MNx1gAa"
    "T1bafnblZ1fpH+uqwi7MUD/X/eAbXhhYnu59eQ6nxfgBh+oochmWaL3YGkxkv1+EXG8lOFvt4B+vwvMfxGyEcXSsZCfqZiLa/ZN1"
    "yhGSS61ZyormqfIpTsO3kO9F+ioRO47Ak/SXXRCB38lvj5FpYBPu1fIXq3FaLsa6dRK73mj4UXmIwyz6g43HvY+Q42WhvsdM2s/6"
    "rETo2Z0B63OzPq6P4c6+xfmdrh2CU7SjHhm8i2s6DMUdGVO15mTSQFilcv2RvcYJ2r9XOPljFnoOdnMRvIEYK01V7NtwfL9XQg9n"
    "19c2F2IV9NX0FPuSmWcHuRI7NR37uhie61o9FDu2kGh/beC1Wc/zTJ6yGurHQ6SGnVAHSwnXxLqgR2KnjpRKcofcIauwtpbZKiD7"
    "7oBggd0vEVt+gJSmMv3HEY84Zhpjb0jTRPjE1exQqWFt60Ix3NoX9U3PIWsnoa2frAvplyQZ/9cz32g9VNZ9eSUnUS+SlzzyrPrT"
    "WsM5UPvkcqmX56B9LtVIeAzu+pZgRzlP3w+f0xl/mL110ngYu/ayvWLdtOlql8KXc/70ItYDI97KJH1fZujrCk9zDW+DNvgJ97oQ"
    "z7IXrKUhUA/ECnSS06G7GphFq6LXspHMkOaPn0vtVEudFtUWnMhrIK6jm0kpYY7yZN9jk52vYJ0+jJW+SybCcvaUV6W3fCanw5K9"
    "zp1ZzzjWfOAUbazL/u4tv2L357KjtJrPNVD6M0/bMXNuHRJFEf+2s49M3Gq1a4KoLqz1mk6Yw5xwmRoKdcrb/OYiymw9C8vlKOJF"
    "FhK75mfYx18hy5fKaHa/tJYyzroayqNh2FS5bn69E97DU5CE7/V+3MX+WM0R8A2NcyGX6NbFeFbDTCjUq+UKxKDzm8FcXCYX4LpR"
    "7OYzsKEVci8sxjN6VHCx3qvPy+vBG4he3ggv1h44+YrvSuibnmG+hWeirGFlw3z82mZi5xm0semqfIpWqxjeV1fZip9JV5McopnZ"
    "/W7NzJfUw1+ooW6Os+Nyb1oyQ/1ZjeeuxTUsb7sDaza1sN5xTvuUMesSetaskFWZhJ4t5R6l1/ZqL49Rtgv5a0Zhpx+DLVoD32U1"
    "fl4NPXsarNvjsDDHY+WNQcfqSS3xpBbxnQvtsq/ciu/6AL7CDKxVKe6tVG/XPQNjhHkA1/pYoqzPLyCuy3nym15F6xz6STnToq29"
    "dbbIezvfL97IzrsX65AR6tQYs7u7cO7H8alVsn5TTz0S52x0Z04mnQ2ZvhKe0yJorIvkIcnHHr0MGaqSoYwSbc73VPx3mMyDjAVy"
    "EJ5oLU5Za+Yv6jO9f+19lVeJYRTxnPNR4vU4T71CT4NXMdGQT/GthfCOH4Jlaif9pCgohXfinqKTPyMpHwFUMTMWoYa37pOHxU0J"
    "lbMjzjLlHWC/LH9xtlzEbEs+s2tnSiW7yswiluhtUsnYupYrMEBcVGcZiWukMjOlWuMzL7szLnfItLuJY385S35jD6jrTz2YWLf/"
    "zizX0q/GF7gbzeCTx2gb9pRKst7afOIp8gnu5CDsmCFKToC+WKPZr+Oy621ZPU/585LzH7JS2XululOTW8zUTcwza4G/t2KF5xvI"
    "kGH5vCaTYT3744Qsh7V8npOsqp/gE/dImoPCzWM42fzzV+LMUyW4ij3JYGPe9xPwTooyk1ufsfr5rJ/AN026CO+t1kam+hgxypRz"
    "Vw5LL+azY2cx2olkGAIN1aADZfBcZpAqm1mDdF/F96ygmud8uzhcss0+M+6qoi4GOJo6v8jPRH8spZycsJx9MbP2LspOsq87mUGq"
    "sWc6FzZlGXZxieUIZK3Hz3pW79A0loeToTh7vFLEJIgThy6EpLi61R6sJEaJ6ZztDrIzYh4nNqfYDTbjDWjy67AGXWH/24mxV+wK"
    "+WsjA+HhnChv6s3w5MforTgdBX6GtUG/50rO8oxyv+gkaIjn5EydAL01RVemJuoGaQgl2Bnr1pY+3w7sp3NI7cdJmZ8TUWK2/X5K"
    "OEXG9w1YnXpi4XSRF6jbS3G/Lh94uEc8mcC/rcKJPZ1xTyHZyipxdvqJ4QCVs4cyRQRV61S5Wi7Dk5getQkpm02x6fgexBbsSbT2"
    "FKViEf5bQ987igj1MTGsRUPnDNm3ncqgkdZ5BOGUx7I4Eh7ycmrTXSTK/uOYPo4Tfba8x+nVGPVrsb6OZ+khNtP23+H8/LGHNuLv"
    "4DxaHYvyA/iveYgCDd+rP357SFBO9CXrM7sBMWnOn36b/X8ETtmzWi63kytrqXwHebhBputcetGqf89U00J8ooqdLpatOJq41mk7"
    "kz6Xw6ClarALmjl/cdZNNrN27HBcq320bbp/ECKWFfDI1jEn8gt8xaWai/tfrI/4/on0tHzcswy46ZXZ+gr85kX45BuIUOzv1pt9"
    "o+8PWgp/JcFeqkrPLGOn+k5o1xdgCQbIZEQtoxFnTNLe8rA8j7u9DevenViiKX6DnbI89oQn9QDPL5Ty3RwR2v8EtFsc5yqVYQu3"
    "SZZ6L3EJ31UT4fzC0eJ+tyUx1lxd3VAlLiBGdzn7gZYSkTeZwTqPs47yOtbjluAH/UUeg76bok9BW9pE7JuyA/kgKqCHTRdfHTyN"
    "WMCqG6vhRTS1PEFWJtH/9hXzR1v4+lgr2pIo5xQtw/6JFLAzZhj20eoCtTg3k3VFposq9N0IO0h7zgBU4W6X4gnOkpPonZr3uQm+"
    "9zj5SNpC41hN1VA4doDu2YHY6wthae/FXvcO7pPxwXvwoeeEBXou9NOssDMnyizbmOZtbyBKl+EIZZ+JtNlYm4F2E8IJj8RgGmiI"
    "XK+9xDypCvLhdoRXMw9XWKI3etRSh0rsepeL8Pu0N5MksnGF/3uRxx88X8bBs6vHM6yEP1xBZqKdEDWfJknfGVbnrUqKHQ9RIncv"
    "YHX+cPqkDfRnTpcy5stCdiwaPtnfxeHtlhNHpR5SPQYe1CzE6zfhvbP1HuzPtvKjvi+zcPotyj0X7zEfeQok5AY5VF6T/eRrTjqU"
    "6Jc4fVcSB3cNfZ95zAWor6E9TjZx4wtoIXfjUxGsaBF78WpxYrfBiR+DqPoQuVGe0OFis0gnQvc+qq9BDlw3ya5+as7+7M7ZCfP/"
    "PoSWN0a+cmJN5UMPVbN30KYSF5EX26p99xMlpavYjKWbHWnKH6GeSSquz8kP0KehZwAzJMgDxTFIf0UMFTuPwyBRp4nDorYI+0RE"
    "BZf7Xq4a1k4NX3Upfj5FvsBqFelL8K0NzWSm7h1cj9d/gD9Qr59BJzxOzkaLxE6AxPwLT3g0M25FXqJSRBzLYxRbye+KMXK1WZtb"
    "ve7Mh20rx3eF5HlpIQPFYURW4T76YNUH09MwXoVB7GG0qCN7XrmXvCILsb8D5WDo73piHE3Xh+SFZmxJBXNhSZ1P7PgE768Mfy5v"
    "MsFU6aP+kJHgUfKVnq1PqnWcP6JH6zq5Xx+CfLfN+Rfi+0N1rL4IX/1GNZaEO+Hj/AKdm4eTZDib3XTf4KVghLyql+Pebg0P5kzd"
    "3VJEzNIEGW47+qi+uhnkvuz1n9H6NiR/nf4LkckQ6QC901Zegg79kRosSoTsJGKt1+jdroDmWah76K7BsdAJ04IHDJkqfBP7+xL0"
    "hfUf3Yb1O1zOkvXw3C+gj7FO6z3jpHEtuAxPNLMXsCDhAJzgjsFv8IYukfbB/tojyNOzdEP4iSGpyM48q59D9i8PVuCk/QsWdyNz"
    "2GbLJ1EPWK6rXMfKTvAMy+lFxDk/uZnRUgxn+WQ5hhjewkpWlZ9JayNu9jkbn1EcXsqWjBM3MqKu8xPBSR0hxURKr8V1zpWNlOPt"
    "5T59Siw7Yx7mu9AdXSTGLjRjkPrJR0INROe3aMx4iPtKDeMa4wAwftN6SFIZTsZ1ZN6crNmrFZaxs+xxPmz/RlzlJ+ZUc2S5nyRd"
    "w6jvUon5Z7Xn3lEWEWc4QlvfR0LPFGarlIfnWcA1fdWjYXRmdOeQ91O+68zJ+AnsHxuIqPNe2RROgGy2CWrDVfoAVnK8PBY0/Uyp"
    "/8wQetRJdo7bTPSxWPs+HrvzG99/6fpqa7GSjxFF36rqdyGC6itHc5resLQd+nUlYunm8EeLcI62EsPtUn0C/74qa8mysIN0C97Q"
    "VojKK3H1bxA5nogz9xIi1btxJ3OxKr18vBnP9A4cL12wrjP1UF+NaycJX3W3nNYa3wfppvmGSXpu72hYwhro90rYlqPlJ3zvamiX"
    "6TqOeLGVeoqkdVHoq/SqX8kg7M4USMNGci68hf2aASv8Ev6+GKs/CT/bDMp3mhcYS91I6P3mcE63Y07H5dbDzD3mNDPxVkSL2Yge"
    "9/+Iew9oq6pka7j2JYsCCmZUVERMCIgJUFRARQXEHFExi7axMecc24A5KyqIiKCAgiJBBEFyuuR0c873xF3frLnWOWC35/7j9Xjj"
    "/TAQvCfsvddalavmPCzdT2F8dkdKdx83J4hwncOzVQRJ/0azOX1Rj3NezexaXyJ9V/n9qd8hj2/Tfm3lT6z9WsaJcU7V12MPNmKn"
    "l2Fnk366LiQymUPTruSUrFmhWzxTi2nADUQROSXdwziOOzNMNnJvlLjlzmOo5LTIBna21ENLuci6mpy5+URqDnCq55DvPJne/fai"
    "3o+xHOoXHrkwhbl1CPfwFKzNQzKDnXNVsOxT5Sf4upugLa8m5ojNX7Xketbr9gnj0KNYpDjn3c+c5S/6t9qH6zwyDL/M2eNi3N0g"
    "m+6FJf6CsUMe9McPch3nl0J6+obyr8wuXsCc1VxOZDWHH3GtWBV2IntX28hPiBFrKX2GuL8Nr0SI3Vypy9Kdgh193TP0uj1GXMik"
    "1zVmOxyaey0zinFWsiqpm+P03y23NUIM+aeK+BDmv1vMY3n7j3A31usRQyR6NrkxZupKoskZ2q1VQHMhaVfIwZCP3cWqZ5YVn/Bv"
    "03h/7V//nyMJNNQBXoFz0Ih7VcNo2nU5GtL1fTLeMnTw/A6T0+USsb6I93QXSHPH4F/6JXlRlukScZ17E+CxV+sV0L17+OmXXPij"
    "Ec3iPEYTMR/2KDK22GRkQMaqOqxNZgluxD6vI3hKGxFV1JD+iqBvivRZyN3xWM8v8M7P6f11gMd9JT41G95GioG3wsuWeUiZX0ky"
    "iztYXMy6kfmJOs70VpNXt9RjquekI4YDpK/uktVZvsLnHtb7dLycYJMLcgrO7mOIHNxk+CC1ntmu8iOe9AyZT08/yeyr+TidmZut"
    "4inehXgH+xJ5aXfoEpuezIZGtMrLyb6/0jgY4p5zwzoXlkBSx8qNzGbXEJXP8Nm+YP9gGbnYtveQba9uniKpHvFqddNES8mmbb3v"
    "NelTE/ospaS1gsvslntUvA3Yt2SDGYwenPt31y9JdxT8Jwetndl68k1k3oXMpzczeu4BUkFPqgr+s2ULrdvoQRkDnf4nNGY1kRqK"
    "GdtFOLf6Mvly+0Nn15IVrYqWzKTjSiJgNPEdt8n0ubFpzDhna4bhHS3E9c9G6EnXaUNZnN3kVFmu83GNlnIpPMz3iClvyJvLyBR2"
    "FHT+wfIB4uDN2OW2iEHaywWINGo4H1KoV4vVBKxneCV0xTr2zpUzI/C5dIacFEBmPtFFeCqLEYf4laphvXQbn6oI/tw2fYO8yGXQ"
    "ldfIbvIl1uM3oiAEPrOR9L63izrOlL4yCat3lpThTG+CJa+ANlgAqQpgJd6Ta8V0RlPosY54omNg/f9gx1Ut5462wSOoJgLmVvy3"
    "Hc9YS4/u+ledVe5tglJvO97jZrijY8U45SLc3+bcQZusNiy2ncTwX0cj5l8CS2WTw8YZOFVPh98UhZ+f8Gx1rvfQ5mE3k6VtHXxS"
    "m4HPphWer4Yo9xH+a5Plxi6ah+jgY70ca1Oi1kv7GfkJ38Md/sRayg+a9P2Gdk4ukqF6KlalEJFIAlrjEERIc+T9wHiD3WSAY6e2"
    "KvN1nMYqV5dZcD91Vn+AnzhbiLO4FP+6UWwmuh10Qgk8v0dxpU7ULo0p33GcDte7X02tZDrA+FqKOSEaZ4dEW6K42/Wfx3MYd0JH"
    "MZyjiEdRTvGz2lqfJgn/bU9IXngSWaObBRP1XL0DXtB4HRQcI86bcXm5YZLnkTKNve5AGYFv7IjIbYO+hZX4UObo3ZoVXBrUajdJ"
    "5eRd3tjNuNWzrzHqYxnLWj8iDmu4kvd0sJT4ft46etsJz2L3qORQ7/zmswwXQ/dMJZJ1Dmtsxj+VhztqL+txxpfg35/oZ8GZagwo"
    "50Evz9BXtXfwko4J/kn+pwrfAW/zJ+dLihfUusYcW6jJXR9OgiyGpV/IPvAF+NYpsI2WK8xmpL8EUdSr+hCZ241H4gOswb7BWn1U"
    "hwd9OGViHsHhOJNb2L+WpJYph6e2lDLiuOIsA9Mf375Ux+KKG8gDGtHJ7C5zPb7GB9snHBDsHZTCl3jb0LX0bF2A6Nxi/vmaJ7vD"
    "SzdEinfEegFz9E7a88xaeQmlyunmhEfz6O/RsCOeHdphQ51BRq44mXV/gp4xNJiZ5EO2uHGlPgDr9yhk9R59DavxMiLhj+RyeTZo"
    "JL20QBuavsn0yt7SkywM25mk7R0raRvK0th2ji3U+isr6GGv48mIs2e+wmddP5LKBmZslsDnLORp6i+b2cu+yHghsTvrIYU1noM9"
    "4quQUf5+Bc++FFpjvu4VfI8V/hLXFSmWAVzZNuJkw91hSz8vadHCBJzHLXqnDMSOLcP+zNIfgn3hqbaFPG3i9F4CPy/hhMcirEBb"
    "KUvnVaO+FpqPVY6kc60RH+fZvw9lDdZQv0rxJPfjGltxh/PEcpAf6qXyICzMVcFIWYHz+AlW8hq9DfvYTfox0gjJ3KZ+xq/Wc7ar"
    "9pApzByEnN2yiYWnxTwBhba1HJc7Vdl/ifGr6Q9HiCJ5H9FirTPPLNki6vA4X5lAbGrD1Jgtme+gBhpoPSOdbeqY01+XOHV2PaS3"
    "Ek/5GKcJVR+DdrsQNrQ/7H25DJKX2FsYao1ci9U/BnIyzWdua7ly1plxt+fGy/+vXjEOljqe0bmcoiukxnqHqGrWf1xHTTsDfy9i"
    "l1yeTmX/y7t4grXephm6ZSFzFM/K0cRXcDZuIa1HJXmgF+G3cQDZFE43YvsWapnks0IZ47cUss+hgD/5FzGVTpQUltkhnvtNWHmN"
    "4VTsJ1E/oZw6ScXsMo8xYiom889UPNkGP3e6lJYo4uUgRrSgYmgtw6HZPR25upzkntxDYwZ5QJ/XivBp+UybBMP1V5kLj30ZbEUT"
    "sWxoBecgW0i9n15Yw7Wox7qE5FQPWRWJs+5gEu1ORA293PmwaRHyIlkl4ShY8wpEihfipFnWfJCMRfTyPa6zM2xXgR4nl8mF8E/7"
    "UVefAv/qQvkwWSBvy5Nyd1gow+HNTNbmemYwOHhA9pa7oUXfwlq/jHscKV/D3p+IiHijj1rDHXwKq1XVsk/5cKI6ONw9J7GtqLGq"
    "9Ufs4EGIauvZ21QA72S42D7N11z29u/K6NC81gHyJdZltZ6E9RmPiGqmvianBv31KKzxscGS8GBJ7IBtZqvcMu1Z13gMxEIyMsTZ"
    "hXQNkUC6yix2C+Yzb2BIXB9B7/8GOTwJp3c9dPlG/QAWewY8CKtv7BY8Bykf5G3E9mn+GBlkn2eP12Z2mUb1VXkB0vw9dD68G5mN"
    "T/zgO2fuheWKQ+rWY19vk9fYX+9yk+9SO27Ezm2C3jxbn4Sfa1i1ltOcB5/M+tY7BXHutGnctrAsCc9ZaGtozGZR2qVyWsRK+g/V"
    "8AWsQlGqKR7iR+UYse/cRilswzmLMkrW02QkKGePTRnRYuOem9H1K9wqhvFyPs5dKzkI77hOByCGfwGxyo1BP7mS0ZrlFC6Q1ORt"
    "ApFcnud/3861VMGZCqFnk3nyfib8ki6If0r0fkQM78CX+QOx0Y/4xt3FeoO26kBo7CNlH6xvEU7S8fIkNMUBkCWbBW4N69FJhrBK"
    "Ow5nzTh2WslHOhhe+81iU742Y/sk51ldNGydopaDmuenGA0f6wzsfy692QJmJrboToFhf1iEeaBEGWPsLHXsjyqCpH2AM2M9HIvZ"
    "pWnMaUPlenjjEfZGO3T9etrSSryvhvsxSZ6H5v5G8sNh+IZ94J/01beDVyCjjeC13w5t1UeclO9Cq5ALf918pB6SzZxWJRkCDVFy"
    "mRiGwLdq9nauXqUfhO+GTeF1vyijsm6TtfImIuQFHgG/0iMI7ya3S7lKxqnVHZknQp9/D8nkXqWL2A2UIB5ZnD8dKQ4X7Td69Xhq"
    "9i0Ybof16v3UIMdOpj6uBDxQN+FmtuUPTr7UkgVpm26CNbsDmqlYWwZPQrbOhM56XburzZtvYh/+UKz+Bv0MNsF6Ae9jb3AV+9eM"
    "M+FxMstuxk+L8d7zs4bpiToFK3ifnIc4x/q0W2H1d5ezgjlq8eBWfHoqPrtAZsAT+hbe7QvQGXOx+odq3+BLSMREHSd3SjePa1dO"
    "DRTHPUeJfbIOEYJjutxMjtJqdb0oP4tVmX7h3MNyZjAqYYtMS70sp/isQpzcJy2lxiPlNheHln8d49Ek+39CZgIrmC+4Bf+6Q07Q"
    "37H230l/nIxnIR/V0LL9IBfzdRI+8zV7h26DX3cPztNR0Onf66fY10/EcipjtR+s9b3Qvsc1UCm3HgfXNfaIfMs7sjPwMZFfTpZy"
    "eqJCxF+zDK776HT2zCTokVYSXbteP0fMbChjYbqncTsG0WB8/qV/QyeK85WX8crQdId+nJ7QYt5BF1YWHf5eknYn5UOpz/QkqDH3"
    "YGeRdeWYzBf4iKzEY3XZO7v6mfDM3bWZX6nnubMTW4MYYTORWCL6MSdJF7NaYL0b+fpikM+s+4+Ms0p3yAR3kBTjvWHX1NI7eEyq"
    "ONls+d/10DMdIfnrcbrex3datvtPvULODcYzXrN++Qq9BefGKl1z4AEYL/wH+q1HFM3mc54r22fuUxq5VlOz8K63V32FLEmOmxQL"
    "sWPs6Cj51HwJ3zV2tZT72Z1Q3V4nGCGYfXyctTnjpH9KPkYEukq/wLNthaW6SQbDB2kGHV1HT6mO/YuHcMY3BgmtpER1FjclV0fm"
    "JsOKfkBCdrhbF9bZ9EIdUnKS/t+lDeRUy5nTTCEIuVn4xtw767Jyp2oZK8Guh61EHxTDwI/QJtbC/tTrePxruNQw722TH4X6FqxR"
    "Z/iiRbDZy/F9J0GrV4QPwLOv1M2NrpfHIHnDiR16Ne6nE+Li63W2XtL4WkjMZZAd6w3YRXvDX98Gf20ZfJ8VeL4bsFor4I+8ucMU"
    "Rior3sojdP43nIKb6Ssn9HspIwtQEbsGDHewmTicgOQO10phGJmN3ouoSSF9LIciWuergwn2e5V5H9p03mropPXEAKjQRsECrMRc"
    "5vvf1DfkJ1zvB6xVLvyrm4O5OKU/64O6DvZ9Bf6dzwm3Vfp4YMwxW+DZztfPNDNLfReN43+660m6PKtjVmd9BnZ+uo6CRXDdLHWM"
    "rNd6LLYktONXHo3TdSZ29igzSu+6DvcUT/fvpHigNpE7Yxtsk/lMnWSC5+YciGj/O/Y7WyXfeuXuxHXNI+8pH8JTaSY7xtqpmoTV"
    "i1bjFG+GVxrlzNgKNSxp4319X66SQ+H/2I4cD029s/SWbTyNK5mhinqpdPi0Ss8lCXm5Um7TLdCBC+mxHQGfoJl+hZ3vLmvEGIg2"
    "4n1rOBc1CmewgtjQj+G0Gp7A8MZP4MmmQZu8qRPDDsweqMekNCt8Dic0t7LPo7XEWPX5VO+AfF7KU5DP3r+kx8RPekbPEJFxte/6"
    "bCRhulqWwkU3jzBzP2wR9H4NeRXz1FYhivU6gXXGVO9SyLzUUWlkoHJ2wLwslhnZm/0VN9JXu7aBXHQt+z5y4V1vhqUv1f0Di8CM"
    "da2FrKVXnOCsVYwavRQ2qyEMryL2LlTSL67xWOLl9OCtH+8+IhLV8Pw6FMAI8y5bsLvr8JTTgmrszAz4FPOwD/sh9vkcd7ITZO5J"
    "scn/UYiuWsvL5B7Yhv+v0dRcddTfh/2rrdgck5POPrR6jqt0lp8Cyw42E+fFOBUexc8mQe90lOnhKsRCH0kTnOQOwUB4QlfCq7kV"
    "Z3hPzZfCsA++49qgPAylMtwPcVks3YXjUINrPS/XiVLP7vIyTp7n0oOqYfb1T97TPuTRSlnQRj5y+E4PDT6TG3Enxj8+UpcSWzwf"
    "3klrsVrxUF9jrWZN2BgAo8QZiekYvQu+yxb8HiwRVgMa0v67yKlymuRzP6yGnMuTZ5yTRbAjpeyPPhprvDP+2JzsMsT7xZybO54T"
    "2/PhPRwrz4hxiv6m5wYb9H79B947W9/Ws6Rl8JueiehjRAMnZA2+pZJdD0+zvvGJGEPen2rIDcuwctdzyjnGrHWCzEc2N70ZrzyE"
    "n8zTfvKHmn5ZCzl/8C9YCTuiO2sDnnclLN3HjPIS8D8PlIF47jJErhPIDr0cWqYcf26UX8kuVwArdFEDGETVtPk7y3WS9FhrUWbo"
    "NnF6M+4ZTCz76HRYLqzCKmjKN2U0VnAp7OIXgbG/Grr1Js4KHi6F1Ngil0iR90Hyca56YqWMhfJaMZ6RZ4nQuwpRzxLo73sQNxpS"
    "7jSs4TvYo5eh4esNTxPa+hROjM6hLK9XiwvOZvVEofHm48S5idm+RG5taDbJYbea53SaOH1QxFxAOSfVdkSsUI/ansSpmIknNEy3"
    "j7JekWXwzScjhvhS38L52aavQLs/h3vK5sRVMVYxW+vwDcaW1kq2T50ntTszHs3Ye2DeWjvoz4CMrFF4mXW4+zZiaL9nGGO6fAGP"
    "axNW4hUZhGv3hv/XllzfRfpEMA57azgFq7wv5+pc7cialeJIsTi+ncR8Hjz8S/Xyfz65ldkPGYO9ewPf1ARy8w/K+zhI0a2I3uo1"
    "NfVfxfs8S1yFxiLp1ZAR198fpbVeD5mIchYq9LhfzpY3lhQPW4S9LBX6hxjabcR3opeTV+5uzq4mWVXeoFcRRbkAHvRynKp6WlvD"
    "XGsn+7P2uR5+yLV6JeK+M/WZ4G7opztYtWgTPCuv0pty+CuL2SFxh7gOij1kHBERt0Bq11DKDKv9MDlHfiBCTMofTfrOnloiH54p"
    "j+N6a2HNTTau1hu0f1aOjJIeuiNPXYoBObHDCbzIT+DZfyf+JXeV8tDtlf0l6VFenKdbyL9DzvpYD8kaPMGN4mY49+X8Q4S2JJ96"
    "/q8slabv1Mvqz5zMMDvXEj5jOdGtcvQJz88cTVdZHF+NUldlOiH34/of7jBV1EiS/iQOg6w8DStoFZNfiYO5pxwiC6Ahj4Sc2dRz"
    "BZE9okQLPEJcJfUqfH8N+ZxM5ltLHr2UCPfsFN8NG/eepsMHs4lT47nOZ8daFWej1mJlbpYRug+kZDa01PGw2d1gq40d6AuZJd+K"
    "9bWX6FidLE9Ro1lffgvccW9JzU+k8qchkTHC/2oyNfMrp0uEflVcjSFiHp/qJVgpQwkzXNFr2bOyl++ZjNNPHynG8fUpIpB95GC5"
    "FxrlMu2n74ZXSqq3KeGxZRPk7nJcetvnIPbw+sBFiSmbt+PMd0J39IH/8xXr9buKsmy1gpDIh3nkv3Wdlo4hZRMs4Z+MWWrg+7lc"
    "fISeu3kew8XxAVrP9CDZyumyTVjdHEigsX7my++IODfDxzJEjG/0Tv01uAzf+CbsxnliU5T9pYQ5ywSZbJ1/Xclp0Sr46Qli5/QS"
    "i8bXIlJ9IM3LfvgOfAX1aR/n718xRok8WIMY84SW7RrDyYHKNOJlSqZS/1ZyIkXo/YZpndyMHcOZvY2ENktzDNezQm6vVLC3vgm8"
    "O+sS7QlJ28we7GXwB06VFOuseh5J6xys9f0I38LnKORcyx600lbPWauPUh/HKUVHSaqzdR2ZNY6GbV4LjVShX+GdZ3L2fhZ2wPhD"
    "jpQiMnEG8D9z2IFwrJwPKTFEkcZpPMda37EURxRiGEYbiFkZspMo6bE9GurFWaFP4FS9JnFOjSyB9fhJ23Ouug7WuFQ/hh+2Hl6j"
    "MQLsK4bqMxGRwGy80hdRfK5az/81Mkj6SS77IvrSMjpe7RQqfchu2NegB5ZDXxjXzDL4Z9NwxV+1QAzNpob6tQrPtRTWeBaixLfh"
    "YcVxug0b1XpmtpH/rw5RTi1OcRX7f8b7CZup7JY05MFD8Gx/aK68j2/cFWf1SVkCuzUCPkTJf5UL+G/stnVR1dFHa45XkuxlW8/q"
    "VOZvi8A3KcWpycNpbwa/pzn+mEfdSv6v7vq/+8z/1bf9797B/9W9/f+/Bv83JyRC3FGrb8+Sw6WMnIul8MoWs1supiNkArymedpD"
    "voUOq4FEHtQAx3VDrKCZOozLpC/voIJ91IZ3Wq2GB1DBKL+p/MzsbSlikTzaP6tcGmZ7RPfnPESEliekr1vl63NXeZS5XP4kqq5y"
    "m8nDfwVR4/f0AOuh29rLkZJPXPJh7FFK0Is6kD3NphmOE4cw5/AtF2DFKv1kSyF87qNYBT6WkbgS73oQfxJyej3GerfhKVvUvY7W"
    "3TL8t0qvYHIwWvrI9foCYvlL8bN/ImYYErqMUqj/yVF+OazPrZLHSn6UVXU3J1ylmV8JfY+M89AcPr9Z0E5yrUpwkpwq06zvElH7"
    "6do4uDbI016saecyYm4VFLM30aLqX+DHfKBFYvyNm3GS7jEvA2dpsHUGBTE/aR1nZt8iyyS9mVro/dl47uNkEuzHjdIVVtHqFB9g"
    "ByyfupSZgQLtHtTAnpmvuQF2x/I+1WrcIaNlObFSrLt4FdanlM9SRYwINy9vmGnGb5kZlcZ9ppKfsTkDy/mdLcYCkfmVzJKVOQua"
    "+ZUQd9JU3By/EmtG2etaoG6aJI+xquUC9mPey+rV/1evFBNLv4Yo7auwn7sHEf5kGefoojoYXmahdpMzyRHXFruwGN7bqeIwm2ao"
    "ZX6G4Olq9R75l++QquQaHONPbjE9xj19nk3/gkEXZx64zv8kybOTmj2pauCVfOioRThZB8qlshF3tAmRc1f4wD3TeZoSZjstF5HQ"
    "+3BiE3oSovHfcM2PdFTQSWwWYY720dvla3zXEr0YJyYgvpRh2U3VK/CkxXg6Q84YAxnYpjfJQTi7u8qVePZrcGfHIAK/mvNZcUZb"
    "EaxZhH5P5ldOlDLmAWz+6iV2TSXIRLwJ53s1Tl0xPMMKdhBGcL1i1h5i1DsWNxib23JqKOuIed4jYlawVyLBXIt1tu9MXzSXk8iu"
    "c/o4fO4eRLDL9RsdgO9fCL9zPJ58I/vYH5cXsELVvmJZwlyCy4fdyjuMUlNbT1AhszT1ZHCtY2bMrnKOxNkztE1vkXriWxZilRKM"
    "Fqo4xxXxUmsRY2dZQx1art/Bf7xLRuH8rIYGzILnv5N8QszicfI0Ik6rwt8nJ+nnDUyrZM45GCdMknNT7p0V7Pt2Z8/6wwd4zO5U"
    "v2KMP8/EUeXiOteV3sNPv8TZt7TFT9ClKk1vicMsmo6ftcW7DJXbYTObtTFu1WGQhPOJG6iMZHLp97fi5HHIHYlQTmNEV2vKfPEA"
    "SkKM87s2qZbqjr+SWH/nyEuwAVO1ia4Km8nd0LVXBR9qFTsYXAVrJc9OPTuVb8SuvipDYU1rIKPLYW8nhyPCY7V71qFY91THX9LP"
    "HBqKlcVD+8lH0kUKmam2+b4N+B1nB1A1u5+T6k7zbZyOTzArXY2Tdir8CMPPHoZYqa1cFyzQccGk0Lh3C9lJ9xpxqSrYNdYdcpjb"
    "gN02FvndxE39anrOJyT+eB+uk91HE3Ij1kEr2CTC5foG9m2U/gibF4eUD4DO+FZbBZ3p7ad62+rTKHmcdvHIQBHIeR6s6UNiPAXF"
    "nJS7Azp9nu4lt8jL+rM8jX+v1u54Txdi4sdU0rmDJGUzRMRYwnkXV7ePe3Ry6268iJiLtWQl2V1Ol7FEC13P9TIUiF1kDhnHJmMV"
    "d4buWoq7GB02lsHyjv6sseA3PGM37R9cJ3fI2vAHfIurYTrPJkSMOlj2wm5nw08zC22dGtms4tTo/dDhVbq3tA7OQ5zaVbrpo0Fc"
    "z9QL5FY9Tt+iV5FMd2lH/Fy+9WLN1nv1ff1CD0HUNxkr8au0QAz8qATBJtyBoar+JitwMgvxLIY5WI3V+Uptbr2b3I6VXMNqaiM5"
    "XtqR0SxTt+NPejM0xVZ9RdsEP8txOBtTDEs9PDNYB336Ba5t9dCbZRd2Ln+GmPYEyTxtPFVvwV6/ztVYoWOgh4sho0No2W+CXzmD"
    "NqYad9pXajg7fZb8Ca3p+nGdVUtVAKKa+RVDntofMXaCldNryFZjnNjvUIqc3nyQpyzfe6ybicp+vhhGwCy9Dnp0iKxEnPwnfrZU"
    "39Sn5XHZXcyjmapnYEXmwhbtFGSWkpOCwfhugX28S06WR+VYSPiXejKetoiaMfQzUPXkvlRO8WeeifzffSUzCmzmzxjaXD/OCFbQ"
    "nnekvl9DHJkqIi9Ve0wPJ8lR6NJl0IljdJrlgqUZzsp98D4HyanBoZCrkVjDBXqhtBXj47gcO/2lrpfeQTcxNJdP5WgpZd+29Zos"
    "IDJHPbRnFbuATMN1YffSfGYQHyTjd6gzEWF1lHG4Sk/pBUl+n9wQIXsLzLbszX51paT/776yTSfiLK9jZ/bHcqFav7HNTS9n94J6"
    "RNSmOAUJ3wdRCTudQgV1fAtTPDNKIPXyE6SzM+RhDWKa2fh3BZ5pPV6pVfP5Kunnl7DX82LpIcbn3VKekWVYj/G6Qi7XS+U5+I3t"
    "oKsGsH/6RKzqB9w36zEZDA9rsMznVGKM2BDNvPXOIzv8TbIB3lCVn8m0fqBq6ocHEaOFzOEdm2YETpI/qBJxin1byh4I+7YcE3pD"
    "tZxFRB02G34lZ0Znaui/sZ6sddt/BWkWYmW2rILzpm79culDR/RkPFchZ6MmwK6+IEs5/fcH9GpmhsI8xrkhvY1YGpthiEe2SHUu"
    "9vAeTgk79q1CsJH+SzU9XNObhgN6Hyv1DrvzWz1FrHcgzqfZyl7E0OdAI559KmS01pczcnXExinDPVmkW6zPy534ln3gLRb7CoLr"
    "D7ezMkSUXEK7S9LjaDXxPOeWNe+rk6CbD5DvWJV7BZqsnz6H2DxzVtewPO/z6K7JNJdkPWsqmT7j+LoVUbWrcpTybs167Cz/5M+M"
    "27SO3I7WyVrPaeLM8+iZJ20zaaRyP1NYw5ppVKezi28TrlcA/yfP31+CT5FgRFzeIENU5lfqNMXIkfQ8CVnyMCKyKpxRu4MWHvnO"
    "dt4yEV1YA3QnqIYcHOZH9sJPu7Nen0M03mXY7SJyb9h5OjWYyVlCW6k/WFGeQCaXtfAdrOevnnHgRnIGH4Gr7spJw2JEZ5b5vxAn"
    "ryXnGcs5r27Vpz0Q7S1iLqCIFZBafOs83M/+RJ5wrByXEeGwll5kguhDzustI4LEcmjkApykmZDLb2Hje2AFbJb/G+iHiXiu3yB1"
    "2zn8TvWZ+iqeVkPb7+krwOX0YKoYidVBU1jsa2vdXZL+vFn1P0p/tYNcQc0fIYaM9ZIZP1Bz+R7+32T2r5ytJYF9z9t6iZwiPSF7"
    "VqWt4SxaHjFjrDt5C3F+hmGV6ihlVT5iqeZdbEFkGPP2KvSMvSmczphn/XF/d4Fnk+CM52kS9xW2SnrZVawXRzl7uWO/8793ThxA"
    "FsbQY9dGPUPAvazZDmEXSAF7EC2ivkru4YnqR0zCeuiqJD2DCGugJfA64tiLAkQOHSEXr+L1OsR3veRdmYZTNRd3Ow3ft4e8iL1f"
    "h3O0Ct5LBda5rfxTX9BzdDSr4m/ITFiLefj8Urx2T9YCnNrH9V/EJXgWp+d3nIff4aE/I1PgDe8Bz2UVvMkn2DNXxz0MOYVay/4J"
    "+/2w9/YcImsvSfh+/Qh1oc1mlbAnwtXdjHHkCkjo6azLb2WNu7XsR3tYxLla18O1pxhjbS2nf1y9PsHI2d5VzD2qJdpsEfc09Ew8"
    "YRqpvZGvPW2Dj2wI6hV6BXy6X9WwLFfi/vMQ99hk2tFiumE13jNLjYfjEtlMv6gz/t6PXcCl8NTN/15MBKEP4Q2NphfeSPrL9dDf"
    "o7CyzcV85RnwrY6UQyAhJ8Jb2gI56YLdqSQmZYx6soSxcYIR4bfyMe6mRm/Tc7FzneVlGYanbSWdAutazdEPdbi2De6EVb8X/sGH"
    "wTHB/Xo6pdv13p5JX3sTn96yEmtZUTyfWKJ/4mkaw7/vKZtYp4vB09y0Q2YsgC4y//UYMbzyFohexmEXLpJvsC+L6W24Cm0y3bOZ"
    "9FLUkdbxfDKUxn2Pa7GfaLR66vGe+cWq9vsTIzEk+1i172b/g+iUxmTUHRqqN/tpHJe441g2/WV4Peeyg6qIP63UNmLTrC3Yw2v5"
    "lGKxPs88stItxulci2jsff0nuTG3V4bjO/D6Zs4nlnJ+Jc7OPMuz/iTOtm9sgOP6M2igWbhqT+kg0+QXOQw7eIu8oE/QI7aVvZ1s"
    "TJNpSTuSbVa9JbdfB0skHQeYFvwcEmce5Dc8IfeLzYUs1bf9VXfyU+c7ZqNv4PcnaWltD/LYebyC/mEO8U0SRIB8GF7EcjzXBeRW"
    "q4MmreHcYBVZhHYX68zYG9JSDq/QMZpW4sR1pQ9Xg1O5Kyf2izlzYPtQi+csxD7vKtbXWKXX4k6qiB+e5z9dRU9zCVZ3vp/wLMEV"
    "/hTDMArJK6R6kKS4V9vTL7Cuxo5Smp55k3Tfuv0kX7d3CLiu8n5+LzJFYKfgXBs2zvHSWnaT9mIT/X/qAcHOrLosZcSQ5P6ERKAv"
    "h09h3V2PyUL9GE/wObSgdUkaHuIHsDQ2JedWtM5PXEWps2tZCbEJ8FJITQJn0rKyl0F7ZkYvVEpOto+P7dcQifre262snRhmWx31"
    "myGyOA7fI8iW0s1XWRy+jpIp8ULPWBLj3EwB7nMbs6UH+e7YFEtBSIxV+8nT0gdaeBlO7wAdHkyHjj4YuvFTxFiGxLACe7uYczkR"
    "ZgzN/txC3FvDsFpGBD3r3GlERLnZ0ginvpH8oPcEE3R+cJNcpSMCgUXZCRqq1PeEubn6Gk36FczHuezLDHi9vsFOfcOuakfk6CLv"
    "edfQcp/l9Xgdc15RfGchTlp7aGZjrW0BLW0TPKdKKvo07/R35gUr4POkuJhDvZwTMc6WGBvqQtyBZWEHGOKJ/KYvYw/PhQa+BSvx"
    "AyfQ4zgdKz2TX7H+ISPEEMFakifATZmW4f/teYzDLoW4G2OHoUN+GsJrLsLJ+JIdhQWcu49z0i/EGTsncBxbFUS2s36udbiLzT7S"
    "6eYnThwyW6q6VcGJFbPAV4lViMxvm0mkhmMo2TtLM1bQP8LajYAH1EfmiPEWtIYntxzvz9PZ7CQYoxM4MWlVtXzN5gpXQQKKYXey"
    "aV2tGmOsbQcSf6yYGn4v6Lmechz0xRqcmj644jHSWfLkDv0nVjKH0VM9nmINtOP3+Ewh1vR02aLGNmfZqBJIyApI4mz90ZilvJ+U"
    "1O3abReva/vLu4jUJuud0IZf4s86OQP69VcyBMWpU1PaQL08RBtAfjGdsJ+PIhzaczTN3mHftifZJZI+qnXdjJmxn2fjtL+Js3FI"
    "8KcODRbJ5vAHLQibyiNEJXc+i80WxZgLiRMdMOTke4IyoH6qsUJTVuDvO3t2jIGbi+7Qq/c457+ruU8V8OvqWR/Ym/NhE2CdNuP+"
    "2ksVVqwNbMljsIyfN9ANVOcZsay3zM7Wq2L9w5s42euQCqw79ByPtmkRcT55U2oZS7zkJ3KiRBFo1EBfZ2YmN9OETakfG7O7rgr6"
    "ztnLhuLGTNcxLpU1+rV+Byn/HL7TT3pwMDw4nZ2v5T4WqSFrR4gTZXnWWu/BHi8um1jPa0bSvY71jOScH38w8R5cbdMxrieIH2qV"
    "ppZ8poHiel9tnr+DhOlpsD6ykZGGy4hezVfy0p17SV5VvdXYjjy/v6zXO4leX0H+wCracUNQvF0sVizj3uWx0rQLUacN+/0rnPwx"
    "+OwJsq/8C7J4knwHCX1SboWPtwmvfwf5nk0v8bZgho7TifIhIoGTEGtNgdS/IIfLP+Q+aNJKHckpsu1RTeij9J3EcTSWEJ2hFCvR"
    "B58vZbXKuPl21ROCc+UmyPCbOjccq3OCiTIHPu0HXM2zqRHr/bTPycRur2WGpIR/p6o5Z1Ja64jBEE3PgZuP9Y6swgon0rPj5R4x"
    "yCKu9pzYqCXjyDlkc43Qb4wQB9I8l674vn9AH9rM/TuIEf6BE7kftFtm7AyXa3F4sXvv0AcbcsbobtbrXP1rja9NJbDOb+N5boHu"
    "zYZUfY9I4XLosX1kOn3XKLGzovSVbTLB6oklOhPeex1na+ZQJ1t24WR29mdmnewEKVqNp52Cz/whfeQuXYDY4iddCivfA7q6JaP/"
    "9fAmWssBRLPOwdVOxWeqWencoIaZth7RdAU02Hr4gknPXuX60nYSxz48TX+UF/UZmQXJ2lOehF7eCEmdxPlH80fX8N319JCOEtOD"
    "Dnv177nb88n8E1XHoHAQK+EH4h27yRj4J8NwUveXbsFAnNOR2JFO8gB2LPQZuzCNBaLE6olpabhRv5cFWha+nvVjcLg+He6MT44K"
    "rgyjnmkt9Gis9skTeUJGwTqMxkkcg/2frLezS6ICfuJCxG6GM7wT7OU67FkO6+xb9Yjgd9+pl9Aan+8o1eulkH5HU86s9ZWQFsO6"
    "SByCwAp6L/n4vr2klAgFCyHR/5Rc+AY7Q1o/lS/0I/lYntG2uO4ekghPySoJb/Ud39uzLPb/39DXD/0cTjlRqyYww1DAboZMddps"
    "TnkbUoVlKifjntvAtq/Bvl+C02CZ+PU4aSuJJGneleHr7YboprO+hnftAq+9hZyXNVPbBOPDfyKKi2gK/9G81Jt4pWIy1m5OZwOU"
    "s6vOs43zXiOM71NeoPFhxqgvChn5JdNT/iIDGUdmfiXJaeCtfMbOPoPt0BL3wAkvT7OcXk5ksRzKk8UvW4lQaDP4ncSs7FQdhrP9"
    "IPzM8fqVjNQerBaWIwb6RMawrpFPf1zpFXWSo8VxO1STWTGpN/ia9kzeQRm5trfAu1mpNvW6CNd8lpO3D4hNZgXpaUh3x+285Ypx"
    "OiHm8RmsP+U5cXmWLbDn64mRYnFYo+BCxJq5+oBlBxmxOsbj5jKIc0Q11CodmFuJMyaIUocc4XGzjmY/gevjOIf+xjae5RLIl2UG"
    "57Cj4Tes1zDoQut8X0+W5d7UoI18pVbIeJnn5fDvY1pDnZrBSnQNc2ZLeC+VZLxcjmf6hrFkKXzQf0E/bcMdrNAXgl6w1xPxDQ+p"
    "BKcFA6DF9pIjjfMIdupxeOy58pq8pJfgHs6BdeortrZr9Qr8dz/8uYITF9msX9Qxp2n+2DWMM5TrlIoha3Eu9pNs+gGOrbuUn7D+"
    "o414vruImuDYk1ylp688p2OhAzaEs8JtelpwR3Av7vsX+Ye+Q3/CzSz0lkKuSSGuahUjw0C6grXUVrKnjKMVsv6/HM54ToKMrcbf"
    "58tT0NAbiYq9XB8Tx9+0TY2B+VzspVUeq/RRaIgyvUQu0QUyBfbmEMj53niOcfozWQ0bI3K5TLaxcp2H2DtHN5LDLEIvZQixzx7h"
    "hKhV1abAFtSoix7m4W52CSxqWI04oQR+4NGygoi/30P2NzGHHMMT5KrLHidYs4gzK2praohBHXDlT/CcayAvb2Fl7mV00UzGy+uI"
    "RXrBz5oV2gmoEmPb2k0fzErqGczNOxbOSr9DdpoulahHek0wd92MlV6bCj0+OCZoH/yiO+t0GarXhCfqYfj+7PDGwPjOy9lPZvf0"
    "FbONVfQ0HNuJRfC3wD9xFfUcnPFcvP8p+YjY+NPgu+8uN4rVbp7R2ySzxQjJCLIQf/cQ47+xSpDlPE+Rgxj/WL57IifDTeMVQ7fv"
    "7HGTlTXXBC2GY6zpBw/mOuz7P2Wu4eNB1t6CFLykn2P9630nX5TPYTvYW6zD+wx5WHK8V1ANG1vB2bRNzGTaiT+UuHXzqGd/InLC"
    "FuxqM10a9oen/g3kbrLN68vN+qqOCy5BBHMOvJP3pZII9tbBWIA/FyJ6SvHtqP47w6Uhk90MH+YYeQ+ndYm+iN3vBf9hEjFBXD+F"
    "RcI2TVvMyEX/BiVkV3bmxekXnEePKekZD2xWIhURNvo3rj/3ax7WYRXO9ATcsc2bTGSWdSRkrZjI7rXM0Q9gPOTwLxLsJ0rFfA4B"
    "f1dG74IdqtZvIUEzGF2vJJPXasjFUZIZ76mOCNbqM9Mp1N48nN32cp6xxSOCMn9qtX4ByfkdFrK2gYjFMiK/6xvEPbB82clYm6XM"
    "655JL8rhC27QcmLkfK9PwgrEta/PcFrnTsRnT+t5ZjZA/rYQ5Snhex5KqKmv0oHQVMux3jcGt8BO/kO7qeBTXwUuQ9TEZ0wi7HoJ"
    "mc06WqLpnsF4mr3D7MSbupd+Ju31XV0ob0BHj9SuwXE4X0uyMtf0dgrC8Fm5Wi+ANr8PVz9MXwn21onh7o127JRV70krkSsu0eth"
    "hWYbCzQ7Vs2ef613yQ1ZS3EX58LKbIL/di77XGLkbpmPHcyGhcmWQs7gGfd0N5wYq0xN0D0CwyT/Rp/Gu1/VjtAFPeUzuTrI+tu7"
    "rmgQDdj6l4sZD+bgpJv9WUkJXIbTNkiSrGTXQKtWY93X4VTNgZxnSQucvSJG1QGnlyxyPkyq0tF+labwpV13hfrJpMasYhcRky/O"
    "zuzXJDMXVpJYywlyWblMpEjERw9RejZJVlEPls6+H6GWSKoORayQvqtdtxU8oW3U+1li9U2Rep9Vq0zPbe9O6/9XHBM3L9nEI2+o"
    "Z605Sdy0vasPvUemoQjja7NMhfqyjoAk7hQcLO/CG+gU7I8VHoPvbxyExDc5MN1xuH2i9Gxo4x9kkfwkh+jCsLv0RKTZOjCEd6tC"
    "DKBfHveM6mXq+LkyvxJqilU54tHARFzv4lycou9gc6+Hl2t9qrtqEaRjLv3nUv/MtZxxPNZnW6zz1KbLn6WPvh7vsBp/Lqe2129n"
    "O6CUDvI10zrqk0aSSDNWZ6X5nS8jt4VphD9Z2T3O1+63kHV7FNEdvoQMPABPvBK7+Svk7AD5RCZCmz2Hu3hJN8si/UXPgG5qLF0k"
    "ko5iYx4TI+FRwdbAvm/xdsvOxnmynFfK3Hm1CZar2vfcGotnV9r3bXja3TzboOqObIMRohJVsHvQ7WWcEecBlPzNOlByyT1u3tlg"
    "9u0aX2NfSTERlbI65LAPNumLlKgo7W6qt8Y6PzrRz23lVzPFomd71ZgZjFP9T1MTybVEdbcnW0NG5TLfz+eYTa5lTPerjiXqheuV"
    "sLlC860NEaGTGJ6VSf58Yjtv4JTfc/CksvzupiY1klyDNmIcefF0NsHlQ5JkBc3R9llPyxWIdNbq63iCz1h5eskq8WFDebG/w+Oy"
    "5+vG/Jur6VX7eptFEcdL5sxpP/lebAdt4r0MP7OZ9xzI4JL/apImye5mqy/tDA1lPQmGlLAnVq6DbMdyW8vdPYF8vXGcgtRZS/gc"
    "WciauU2u/8jKjXEzD8O7T5QzxRABpjeADr4FclACvfKA7AM/+w/2aOwhxurTTCo974VF73HoWuu2D5gZT/r+yxbEnjKL35LYan/N"
    "i6mvNIaMUjPd9WxZybnPGOcaDU2uhnhqJ0gneVtu1R+ll+Echj0anQofd4hGw5naEOb8H967VM64Kuc5XH/hSES71r9lk5IRSomh"
    "LVtHUnPsqSH5dRfDTlzAXotJ2It/R8ffPglsdcb/9ARdb86Jaa/BLF8gjrenTpfCas7Fzj4gd+lDcmXQGv7tBbj+e4hPpkF6W8GL"
    "OUlf0yh04g96ObTEfmK9wTvJ4dA10+FJjEJ8vUY7Bx+yO/8+ifkKjuXNDBWimDqkgNjuedB/pr++5oz1cKz/WpyFoVLFk27TTqt1"
    "BHPrZbrax9p2Oo7mp+o4WV4FfZq5Q6WhKcYq9hgdk16z0DNsWOz3mnHQ8z6UvN1V5FMzz9z4XV6S0yWHGtymE2wC09bM8q5FWIMN"
    "MhL/30/ayJO6EVK6RVcSq7cprr4ZfmAFzmkbcvTNwKceworY/RwkX4tFeSWc3y/Fyu6dPqcVPoMbNqCVXVZHPUJ/Il152E8ys9Au"
    "5lTLY7iTfVi/X4i72oLYtAdnr/4kskUTrkiKCdY045/6HTR3jDFgDaPJauh6x6Oi7LR3+EQDYcWyPW+dy8vbFJh1wfXiZLLtf69w"
    "pG6VnlkL9EG9OOgASR8px+ii8E2xyYEkfWCHeeGe7XZZyA6VHpIl7kxZZtTyUYY/1xAif6lHebM1OZ4yWe91R4J1yiLWgmPsKTkN"
    "uzs6zQJgT3WsOKRKVyus0yeIhp1ClIp5zot1nr/bYZKmONMO9tmvTN0ZmV+p52x0I1b2y3mvwt70lkQUcLP4ocfVi3IaZzfpg+fe"
    "FVqkiTjEuJOwj62lmL5PZvSOzFKikNEUAoB4RsIIV2647zMNPb68W4M86HiLhtbS+t7Jc1JN3N5qj6RtO3mXZxaMs/dgnV7F/anA"
    "yToeMX0RJCNHl0PrHSu/wOsvYGz8jXyH5zBZmsXZ+3fx3n544kW6W9AfcdH+hlWEKHMrz44hxDnpOZf95Mk0MpUQ6c15xCFnZ9z7"
    "zuPTue7uPSSXHnWcTEmZmDMaYmZwXTSlzNSbHkqqoWH0op0KGRW4XImL2mz2cM8d6oWp3pUYPcunoU+cfAVi3Q3PEAlgEqPjTNm8"
    "z8Lesmtwvp6qvfUQfVle1EuD7yFffwYxvV33ghxFWX96Djs0HjGwsTOZdVlHu2NdAD/Cd7tB9pX5kOQBsreO1RsC07QL9H0x67ML"
    "dMY7nD3oIZWc6tmid2KnzsTJeUiOIAbF/exnLuK95/FpIvQ7+8urfkpqK+I54+quh/39E9fdCv/qQO5EHavuy2B3DP3zA+5IHWcp"
    "CnBna4gvtVGewdUND3o3uRb+m6F8joEuLURMdyWxIuv0fLFu1mIdgzv6UhvDj5hPXRyQn2WbPoJ3z8K9ZcGqngyfPZtZ2DhRANvJ"
    "o8y/GdLq+3qKrMApayYTpZeUyyR4vUP1Y328Afk5WTpRV7eW22E1tsBG5ulb+Pd6crn91VoLPes4Ndl/vmJoEY/B63N9V0kiYGxi"
    "9jPOzPks2KF1tOKuR6YZbE05r7KaKH/G9Bl6vA9hNbhWm/v8mGn7mO9rcnivrqcySSbXJPvibQIDcqFX4RQ8byw+WiwfwGuuk3/B"
    "lpzjuf7yPbuYdYfc67n+lmPf2kk++2EnsypW5ScZ4h7l0tWzlWw38R1wJ10kcwbnvmrZIRL1mNIuK1zGlTmQvT7KqOIQ35FUzDs4"
    "jfy2jlPvHuydy/e7ymPc6zQ3VaF+FkvJ5eZquha99KAUbqZcHSRRPwk3BedsEOLHVfjWY6U7ogNDV5qqN+ndiC57QLYCeU9GIWYb"
    "Cl02k9wdcXiizna3oB4ZhFcMDXQoPKYXIC+Gi9k7+ELPwTk9ChpqBJnhnpQCdktvJnbwYPihCcpAjccGq4LWN0Rgy+0M4eqbRXhO"
    "In4yZ51egdNuE8Xn+aqHkE9APc/ldJyO76Gd10Cqtujj2LEfDK0KUt9a7NmXkO0z6VHIzbd/RRLEad+iTvv3Jopeld6EfVzNmk0J"
    "0WEdCrxp3tNlCHsfHHu0q1A6O7yrjyGN9baQeX3Ls86Q2awMT4Pm7stPNuYny8irZz7PTEQz1j1Ty26eGpyaSniBEfKtrNeknyhL"
    "IXs6vEx75kWQwT1lMPyHu3FnXwT7QvInyJqwMU7ddczDq8c4Cz3HR5LMxxE9lndgFeCB7NlJ0KeKpatCqRzT7rQGVuNpTyaXKk6u"
    "ljKXXaeXM67rIklNVeXtes1xF4Yx9wXuKwfe/i/Q7NPw+7asJXiyQtauk+mrpHhE1GeYBrKrcD40qpsnNKQa62VUz4lQwUq/8X9+"
    "jW821oF3sctrfEb1LT5JU5ycwfLf4N1mfiXiufCirHDFmFUw6/mwZOYGr6aGd6hQKymhF0udz4JlsrRFkI25+h1njcbJmzglG1jF"
    "LKGedPnJ132u2j73K870cdiFG+QdHQeNvquM0UnwIfrKS5Cj1ogrLQM9Cp7FdHhge3KCbIR82cAdLITP2l2OwF0+o62Cp3D9NdAb"
    "j2JP/nfxKaq0m+Syv68xzmot7ekR0BQnNshvlmmywap6j+IknIg/xl1k06XjIT292MP9FBEnTf9V4GdbcC6LdZ6vt7nJljeljv2G"
    "OawQJqg97fcQ6JcEa8Un45nupvXYplX0KAxzwvRqV+ZEod/gbWQTa30qmZ/WQ7I36ocNIDjajEUdpyYS9MStl+V1+td/rVOkfjme"
    "ULcOLeVacXWlBDv2CvUsMYSpKbi+oRjV4zRk60vQwzv76DjqbWHMz0ZEqBO20G46HXMge5Z38d5aa1qqGK7UyrMNxjw3S6aoIPMr"
    "3+CkPiGzjCkpfF2ukmrIaDvNDqdIzEe4SebNcqC5XN65DDHB91jtn7Eu1lH0pHwjNs9zvPyGvegog2gb3f49qo4tIQsn6wycpxVq"
    "bLzHSb2cI4ZS+b4uhDZfw/7gfGjnPF0avMPTs1FfJNeiIen/E/7I14YtHdzK7Fdh2DpYhU9uhGe0EavRVO6H9jkVPtMIz9mQ59kO"
    "53NlPjHUZkSJ34YnQnLf0n/oIF3d6FHo6Vdlhn6k5+l9uIoxo0/WN/QZMaadxxBZNBdjlD1UZuHM7Akv9AtG1lfI1v8PXvn/OXNg"
    "ZjSSOvZv7YF35BoyPbSrZTSztWNgXJYpDmGblwhZezX/60j50Xcjr2Gk9ITYlMihRJRpDYnsx/puDpnRovB7KlnjruHVt8D7O4G5"
    "TZO71fBym+ITm2HZzCp/hs9s1U3wQ86S76z3Fd9/CFY7V28VyxYdwK797Aa8tPZyspR5hrGLxBgl2kI6rdr9kNj0VjkrqxXsw6rD"
    "OhuO3gHsDHedv2bfunlW4Kh+rr9Dri4ORsmniDZaIn64VO+C3n2UHarWDVlCbVxKfA2zlL9yvsr1LVp//0Xw66y/yzBOMtf0ZuDb"
    "T8K3G4rmXESqG/EEbYJSRptRrO9y3k+MVtNxYJq3PA5nZn9IhWlGQ8GzurvlgqZojrwFHfSzjsbnF8h58oG8D4+3kXwo7XCNL2Cd"
    "p8OW/o4IaDX+/ZB8yG9MMEOT9L2jdj5uMhRePMFKyNa3wQh8+vNwKGex92Jva0Svhy53EV4O64YJxvaZX3FW1GFuW3/BueygYmZb"
    "lgX/gt82H1IzGzt/ErTY7noz0XqMayiRrlHFPLsVogXIZTusjunPB3CvhhYzlLteyMpOJeIHQ9oz9MNAjHNnN+bFImlmowLoGKcT"
    "uxH5vITxbj+xDtO51GRn8/lX6DC5iPgws7Bb07DSVu/Ixup3khS6dtLjUi7UG1lzzSSNMXYdxr1k1RP52uZpqz1mXYWvlHX0HXf2"
    "3QfKJYg6XtL9cIpbSwdtFhibTVwvgT5ZjE/OwRMYfrfxC63jk6zw2aYLd+gYbAz/3NZxrfcjUrOHQ3iXlveYyim6vmKIDZW4s4ch"
    "kU3kiGAjUc4T3puMEjPJcgf1tHhZWPNeuCp8FtxNJfl/flHDKl9OlNIIO0I2aYfAany5eCXP5mnY62iops4PtTnaQnZaut9FvIbj"
    "Ye+ClduTnpbLbPeTKnW4GJuYsaqgji9HfL3G418aZvUBiN/v1qWQk3aQ4ObB44js28ESZxMpwGLM/dgXX0l/JIkVryV2R+pXLM3r"
    "4NCTtkLe3Tys9RBF8XQxSNUo/P0S4vSX8e+Fcife9z72YjT09WzopcxRQZxdIiXEA3D3cCEZ70+B5Ez1NYha6mjLnC3j3Edmvpzz"
    "5DAZSubFP7CS44lVfLSYv7qNltbNjti5W4H/e42sLA3NKpb5M3uCbI/gHdaJ5Ub74XoRXcp+2zj/uxdnXfYOtsHvdzVW693PZoRf"
    "nJ5wrOU8zWPsfzA0wS9hDefimjOZrbHMdK3+Loa3XY3dizICsfuczgm8EcT/PdzXzdRnv5uL0y4VnlfI9Tn3T5+QOmbdHpfJ0C5d"
    "5RPYnNdhD86SvYIL8ASvwLbaii3QA6E7pkCDrzHG3+BdHYm7uhIezOXwEt7Def5Jg0bvQyJm4pzX0R9axZxgPrv6HsAZ7SJP4nRV"
    "sG5Tztp8rib9xHApfNNqfMJZ37WIbRLw1hzfaabZsTinRGO+H/s0nscaasAo7HgpuxvrOX9b6CcRBkpmXLZ5OkBiaSbrhI8O2zOf"
    "YrmNc+VqsTt+hXfbR4zbOHMnTJ2vvRpOcFuyo0VgD00bzEZMW8nTfqZswe5OIr5NLvkRyuDLvCCGJdwPHtDTWP/fED//QhSvcvL8"
    "lZI/aqcgyizHLzhrN4vrIokT2+gASa3omPAE+Tzraj0XWuUQPVOH6qf6Ffy7blrDbvfVXJFaTrSGiA7qfOXfZKwonXG80lcWUigC"
    "SZ8NtlN0HL2KOr6ei2iqG7F278MdbMOdPQRNX8tcXQS23XyB6fjmXeRCmcjaey13bwu0jXWGxMhB9pB8pe9ILSPqpcSE+oWd0Pnw"
    "QmfqHZDhiJ+8L+H8Q56PkguwCrU+3nZs9jHOna/Uo6SaPylG3FFNv+oTKUj3G1qHtpsecBPm9m3/IO5lSJ/QMctX8vnqOeVvkbbV"
    "3JJe+2yj5sqGJc3C7yj8mDLmZ26QW+AH5mPPv4OuW6Bj8TTT4O0+g1VYmPWCPsu7TZ3B7XXmuLc7/9NXUqdvXvoU9ueKuKmaCvaK"
    "Jv0+xnwtO2XhWu0Q2yf9XIXLRfShJxbyiRwHQRYnM09mXWVnz+VUo45zZQa8konEUTZf1zgfT8Wu/4nvryBSk+Uy8ohukeBsmc3d"
    "Lta7gin4byFkPwaLadpjPRmQlpPZYwu8vRjZpkr1R3yXMdPtJf0Y5SjjoWI/w+4mvw9kLaLAV6MqeR3rJvlcbtNxenBQB591mHyG"
    "vfkNXuWzOhh6L5/5/ii7ZkzuBzOvsrPHBdmxa8b5KjaJuwFP8iNsSRZk9VqxKcs/9eqgAB5nGXtJ1+Ls5cFXN+SAdfCvdv+3yr+b"
    "iHMzdEk/SRR63m319ZZe8gRjUOMALCEzjvX61nNmt4SIT5ru30nfX3gAfLk52kLOCu6WJtjBdfBQrghWhy5/0Iz5A90BFSQJSZ0N"
    "K23IX2NlLHbyAjH9eSTRDTIhnO0jqTqLplfJaV/z4xI73NH2/7aQmdR4KxAHZUO7D8e9zcD+XUcfxvWTb8BdNPK1/TItb6AenPne"
    "SuG1TmQHez5nL5doBTMplg15jhOcD5I/YzTZulbo6bJU8xi/DWTNfYFan/pi3GWVjsc7s3m+4vR/K4kmYUgxu8hFnMCrpw+/BPZj"
    "FOOvAtaC4sx9hYxG6rlSO1E7nYdvK2Yt8kn4RTmI/5ZoT9kYfAWLm+O9ixLcZRX5s8x3Wa2j5T54+l0hG8NhPT6GpMzS34NWwUC8"
    "Ngl3XkZ0rAdkFc7gGnzmpuBpnO6kr+bVpzHBrCu+ghnFltytVB4pQQzsOORjK7vuDe0tG6t6DE7SJn1Sdv2v8HsdEkCO94cPkK4S"
    "o144SloGJ4rlAa7RLli3VdID1/hDV/Adh0M795ZBUknE8nxap/XYi7G6LByGdXpCh+mDWOFD5F6dFeRCmhX3XcOM/yZWAS0jZXnw"
    "BXq/pGKZ0OsD+/UrVsiwMC/Arkc9HkJCXV95hLO4dWRYqYF3mmQOdbO6TGctNYpSRvOIjmmRVVd27b0nh3NKdi1rkgl2jvzOGkUC"
    "d5WNa94InzCfcddiWHqRI3GPh7KHUHhW3SqubOA61kvbETKT9Dj9pi0ul6Sv4vx9J3PmLFuhHoEzvD99oSr9jPhIBdj3gQ2g2lpe"
    "TFmHuBfaay4tq+En5WHPe+IEvK/3YRd6BFb/Wqbl8jwZmUNN1bdCr/FaS5hGIGvi+7DrfP7NpkfG6iM6J7hPfoBn2l8uDD+Wg+Qm"
    "7NpleHU25DVOREDXf2sx/3BZ2QCT2wFS5pnejY0g6TOndjZmygPwOO5BTBHBSZ6i/5LPocEn6ETI+gBo0Un6NPZurPwL/3pPr9Ux"
    "lqMjo6fNnAgjrmr2df6V4+DfJ1OflyJZoedqH702nCyn4bvfhy+8EPHY5ZDam6WP9gqW4X6vNI86vBI+1FrE1VfIcFiQbVjnIWR7"
    "uliaYT2aEru1KzOEA9gXYTmdEsqsdbCci9NypHHXc4ohB9piPU7Vv+B3FROVcL0ag/AWxkj5zGxcq/fqvljnp+RW/Q4/+xmrMy+Y"
    "Bp8rhXkYZa+79dWto++e2su2vo4WpvuQi/QrnKLPYL9Pwu5dLM/A0uZByy2EZbIpqa/gxXXWr4Px8iv2+BTZG3JQpV1YTTEGh0pq"
    "iyZi3B0HQl4+kOPFceRVwceyqLKJvAjN2VUXyBlyOmTitGAvGShReVZbQ0sWhJk1UhRxaIzd9BHPCGF9kFvZiZxFVKN2jIouEPM/"
    "9yWLpGI9TfY7cCrFxR7bqPXf0WIZDx22H87LLNjmJVi3Kng85wTFfubwYlp0V1Wr5zUz5/Bnp7O9cZ+9tbmIOKsbcT+nWk/PbTfs"
    "ynGWMeZub4GlqvCWaW9EWDY5+Kq8gTMT5RzSVPLgWJQ8FTqqWE8JziIHw92QmJnYvw+hU8bibE+D9Srm6tscZjWjN5uBWwtvLTNz"
    "+jXsqk1Nzlb6Ke3VxCGw3p1AUhOj9swdfF+a8y1jPsZylqkMemSbjpDNzHGUwX+5SRbBK9hJviXrZqYu+DLGKo6v2mbinbdqGqK3"
    "rPLYXEnPcGpY2XX0+m19W0hPKUy/I2RO9Hl9VsboWsjdHXjXrzo72FvuwNWfh9TUeFwv1w9bTXwIW4N2wXr4lofqo/jMg3pyUKP7"
    "6xPBCdIctt5quQfAp7DMwp3SN/gF/soL+pXvREuyVnM4MykiDrXnMjlKBiD2O0u+hM86BR61TfS/gzjoMpnKKQMXj+aroV8cw8rh"
    "r3ppsBvRIz9EVJ7QW7EqhmTXTU5GTLYI/nIjnOVN7NNtI8ZS49C3OkrVDv5bTFPdqKOZzzbv3HC7jEdhndhkVEm6WjqJntZ4z9W+"
    "Ua8Sy6x9JgXUQRuZZXwRO7lCt+vjS+j//JSe9c9lxriM57qKkW0MUhZjN3ZveOhLcI5Kdc9gHKRrGu5+FmfVkvAbKxnfVRGNOU5/"
    "r0Yz43oU4X4maGd5C9auCppjgU6RufqDoeLA67gC7/xERwRzNTu4AJbgNLlY68IEdsU4pEo4obCNGTlD6F6D9fsU+uERWOHzpQuZ"
    "7CvxDUsgQ0+wHu9ORh3rQ+Y1LiXf1BbsRVy3RxCxNPNiJn1wL7umH2Zsb2jwxu00E9K+CDGSizBt0uVyz87umNtzEZHcKr2ZuzuE"
    "Xuoy8kAb1/Tt4YHwOK/MKgq/xlocH3wrHYPbwjdhVd6Hnv4K0penNoN+PJ55sD4lk/RD7Gkl+XGTWIN8on9uRSTShd79RrJyahoH"
    "L+KzS5leeVOfhmx9Kx8ZnxJs7kPyIKKNFoiIt09Lm0V/muvwGldxCWtJrcnCaP6oxe99YEkmIpL4gz5Oa1mG+HBXspesJ6NHsaay"
    "oFWecd5W9Vhpg1PzDGTmD7y6ShfBJ1gLr2GRzsH39hTDGN1bthCl3nGvV3Gu3zKYZkP/KVVyMCz4NLI3bsIz3ChDYFP+pNe5mPHr"
    "CMmmNhZmhreRgzXOHlxjUblNKllh3QJ9akxv/aQPvKt9cF+FuOtGUspT20RCrxeTeiT3sZaZNPu9HtqtiF0Zn0ou/s9FFo7dq72P"
    "xI3PqrFUUN/1pSydJQ5tfx3zh+WWd5arqek3Yq0svhjHqQDb2zq9UFJo4ur7JrWBVzZD/2zV72Q262RbWVHqIL9DFjrBHic8X1cB"
    "c9xxyO9M2P+K8Hv4OC2Dn7F2PcOdoCd/ha9TB6/epL+UPoZZts3sXbkAcnYCGco36DmygZnTrjIVp+Jhvp6vV8gjeiy8zRxIjM0i"
    "NJObsS834ju6cMptO7pGKmuY8Bo/wY75OtoN8z5vx7d+gL8tmtxA32kw5/Ri2MkIazQphBC3P1V6NZHiBonNtibZ0d1WIjx9e7FP"
    "ZS33ZDn3qELHieFn1hCJJI9eThJn7nap9nbzN3zKefGWhb7OzzxkyRZG+65X3V61+WrTt85bMBlpu0NOoT7tm7n+9ghnBCwH1hbS"
    "VwHPtp617sslRlxO65uLMr/YlrmKOr9rSebca/nb8mDXeMa1YIdMZxP/b7OlIe1jFXMAq3UCEWTXYPXGy3S5NSiBLRyvB+IqX0OD"
    "XSe34zRMxlPtBX/lUPlNf4MEHyIj9SPsZom+Db8jl779AWKTMnWwgmPhQ+4v/YiTY/w9y3EaluEMXyjzIMPWsf8b1uJ0rPNAOROy"
    "VQxt8IE4BPYyIjQae3BnGUVPsh56RjmTGdEUf7RIxJ9vISZO0zTWlWHUBDijXXDKDDXoLDkLO3M07PEXYhPUxZCh9axt2qzpJpyL"
    "08T4gYyDajXzXC3kRNj1pOb4/JvLfhUgzt8PemUbTvsiHYO1MTb5rfqlOKSbMs5UOTyxwxl3uNz039cXkriTW8n7FNL2ROgv2n7c"
    "CX2xhHweK7A+0/QTvGsufn4YYrTR8hk5kq0P7VyyCq7E9/+Op8uD1T8Mv7OxU7PZBTIddxl6Jq4CIp6cLBX0tTqLdfLumN1qsUOu"
    "K66PMFvkMuKhx/ZZTHSySdAVl2A9e8qN8DumsnI1mnq2gt1nz/J8uk63JOUm3gB7SGB9PvoAdOzdsAsDcLIK9Ey874wGUKHbwxbU"
    "+jnU1Ok3/8oQz7/EWtwhF3G2aw01bq6+ABtm7Egu+xXx6CLWGbGbhA3gYNTQDpTSKnYiWl2EJ+EsOUHj4eUyLLxODwoOQ4x7sDwL"
    "HT1HT8zKjNodoT7YyTOJHsleyV2xd64nJQo/JmR2NKU14nyyluJ03wJNeuS7EJZ4Htb6CFoe8blHN9tWz7i/mvUEyzzazOZoIgyW"
    "sQu1Xq9nnqea/W8h0ZGi7BGqY9RyAnyJfXBnO3m+t5oGkPvKIb/F0KWdpRNktJdYt/AYSMIfrF7HeAcziHzaWGrJfz4T+7VFr0VU"
    "HCduewuZz9h0q1r/7rF4ZWAwE/a3F7z3RnK0DONpaPy3016t8FRHe04GmyZqwmiwzvcH1enJ2huy2V0XQpuNl9/DWxu9FhqyzOLg"
    "5/A0SL8hyE5TYyQdrYXh9OB5RGAJTjJfhXu+HDFMc5kO3XsWNNI8nKEOwRbc5+NEA/hUq4jxUa0PSC+ZFoThR9IaOuHX8Fg5Ur/V"
    "j3UkonnLxL/vMYs+Y43SzUUWsHoT3wGXSHEa8hqU06gmffXbYb0cwLkz02ibcZ/7kvNnLk7+BuxyR3zyST0mMATGffzpcfHb6ZxC"
    "jJKftwo7FsGJKWGNaj7xHzeza3OTR8ovoR/zJntcyukz26l6Tdawb3wz/pwB6728AY+4mp5EFq9zJK7kuhuvkBLOISqRx+oYQdlq"
    "LOXkZUOvmO+0iHMtw3FG92ZGrJSWO1O3lmOktr+HsKKRshdl6RyIWd6DRX1tptL7n62IwlNOTg5XVaulTnexwH5+VxMe/SyJM5sN"
    "X2g/eIwXys6I3V6ENZ0FHXwnvMo34MHNxdnvE+wsK8hWOknvkY7MNIW+/+NE3wVc4nFwKilDlu/pJg59oRrRWIJ1+jgkSdU4Ai+i"
    "POwh7dOIsK7/wBgl30bsVM8MUDz8Dme9G3TgcrkPcdSF8qM+KZfL5+k59IHiOgIcJruxU+bicwdCe3Q3tGZ4jEtZ+15OPvjGcjri"
    "7J8Q8d0HGzkP1z9DboCvlzmXlhmtLPMrCU6NuVxMzM/NNmaOuRlk1M22NOe0gLIOkEWeu0x38N/cWymijCroOOvQvVqGymb6ZEcg"
    "AknqZq93HNNea7He1nuwtg9qqTwMrVCv/WGlLg+GygvQF93ICrCRfqLrdzqNNb6VkNZhDXSJDkBEbX70ZuidttiNydiVrxEHz5FU"
    "LTDuO3Q6ptnWF+KEmIQfK9YbejsnF1bibK6DBOyLU7pVq6Qnnm00dEN7aLP35TFow+7U0I7BwOFlHiwT4KO3kYHwW97Eay9A2s/R"
    "D4NzEM3drC9SsorgZSXYPVpD67GIfvmNcrh8p5XSFWdkKJ74Q5yOwxAxvI7r5Esx5Xcr1j1gD8w6NaaNEsqfMcls5kyheXrmw3eR"
    "UdJIb8Kd7QVt3A0r9GLwKa7bQ97WFeEF2knvlqflUpy+j2U3uUWeC3aXofDrFiJ+XgOP7lDo98VY7b7w2i+UgxgjFhNHx7BzJ+Ic"
    "VxKl2+XG/h6bLvMrIaOwjfTP63wXlkWjr4mSZ8dxgLoKd5zzWrXkdK5Ps0Ap+6FPF+Oz3OLRMIuIZV2rBwZW1zKUhWZEv4kxMjDM"
    "5kXMMVj/527i+iWMIdkwPwtpPzal+xxT01Ux2BH13Esn+rxVlByXVjU9jnWeUj0FuuIRyMBucp38Ivfg2SZDT10n/6De3saqdLnv"
    "Xzcv9Qac0Q80j92CdZz+mRG8x9hoBe5tDuuzufj9FiLMe7Eb+fiOfSBhxR6NxaR8ktQySv2WSCPFzHDXEF+rDPtztrgemvVpPFv1"
    "ftC+kmK17R7+otcjvu8d3CLXBFdDQlbCKynXlbBOlb7XvB6aPOmnz3twQnkk64XboKUvkGoy0T4Da9Mz+E7fxBXflHPlc3kAst6K"
    "+H9L9HMiKlTQb6rEyS7TlZwPxsmXas61uAx1OTmEkkTauQ2WroK5ibgupRV3WeX3pQM8G8MysCmt42QVnnAp5Ly1XCFPNaAPbmcl"
    "KME9sLqAdXRPZbfVCp2Cn1pGcbGeJy1kg+wlhms1Ca88IovlGnlL34AuuFgHQQZP0mT4saG+Y5VOEGOT7w9pW8z6dw6kb7hHmiv2"
    "Ufdv9AIN2WGX8BNos2i4UH8VCaaHp+tWKdI9G01hn1nCf8L5qTXElL1E1kIev8ATfivGfnc6zu7jkNR34VvF9V7oyyW0e1bLtJzy"
    "CDJzGBdHPr6tg6yXRax5HCyz9Ub2F+1PXgBDdbVpVYeQXcwewxKs2z7i6vO2hk3xjFZtPJEzaj28xY2xb9AQTlzXRIwnejR90ii7"
    "z7bqDKLeJjwHYZQZh8exL2XsyzBZaUafYZV1YNNOzdc1DTBrlXskiBAaKcFKoeUJKhEj1mgKD7+TR8g3hCvzwhdrGeKr67GDi/Qr"
    "GaIv4xS2k98hjxHsaw003BDJZe70C+zBzsRQslqbMm6wa5+Xzl7ayr6ueWShNMyXC7Ffy8lTsg074/i8YsSFqeZUQAXWv7IB7KZq"
    "/RC+82h8Sx5O72+cyVoByXlYz9bv1KodJVgBeMT42ZdyMyxCX+ZWE3661EVgNZw+vBJPahOPBURD38Dd3qxt5Q7oTpuAOlWWMK9S"
    "RWyza3DGx8o4ynUNGR2MMTvO7gYXUd5D3CTTcIVEiYswJ1dKXV3Nrko3g9KB3WhDyf6XyhRJGunZ5RIMyeAEsTx8NbtcqiF3rYNa"
    "rNSUdNbvVKmm3Yt7rZ6Ah3ttcJ3M1Kvw2+R6cngB3JSv+N17SEup8fn7sh1y+RPUkFb7irGR5apF8sPw9BXQqVWq6fnRXeh5dhB3"
    "MnPoGRyLezwCXqerqBvmxBse8aaFn543tlHn6Vp/wok8oRbdZsMbOoMIllWclcikdzJn6us8BmHSx/O3iOsAXo41/oPRmPITu0oV"
    "d+Ru5gYu9DXqJpL02dAIqzVu9VM5qtDjZiXVVTqsvt8IJ73AW6+onktsnkzfFjJbtY7SdSUl0SEGW09JThoXSaSfZ9xIklf+S/me"
    "6Myj5X54LBN0TzlNWhDBYiB5aRJ+JsrxbNinJnPird6j8zuJNwn9MJ0lbybbEYizuLIrsMPWZdk+6Alv9nP4Uat0vBr+TUOMcRHv"
    "UyTTM6ipfqJ24lDzHOqb6y6K86S4Mx3dYSLOIYpl/rbMHnHme2srxcz+Ga53Fddob0QNJ0tdA13jY4nU9xjOX7aeGzzO3KDhrhor"
    "UYHn7OvFXtkl1FD5OF3ZspTc7N/jM8vJCNhGzoJHuqu4HNVpjBdLmENJcTWKuLjb7PAa7lgf6cr+zmI9k30cbp4k6dGF67k2Udrm"
    "i4hAZSfKsgD1ZG0qpxY5XUqZO2km1awcXOBrphVc/dawv+qxQ2xCsotcKXXsoF3D6YEjiLS+FKs3Amvhul6tv/IuyWcPygxomBl6"
    "cuNc/RQe1ij87HxY51/0MdjvavIxhjpyh1O1gKe8J07dKn0RvsUq3NcUfQr+vUUGuVhn61dtz6mxIVLOXuhyvU5y6RG2xRm3OeZV"
    "zNueJTZ1sDHdQbconf/pK5XpiliMuViX51baYadrbL2uZo5pE/vWm0qN73SNMorfCj+4mu+0ym9PMc1fqR0D14dZxTxElPjt+bAk"
    "5sUcKg6xfiX2YDX2+zrogNs4RT0XVm86PMutZOr7Bd98aIMzdw4XrT0xIF1WwCywk4Mi7GiN569qIlGPnBB6JCflvGRhOmNwqsT8"
    "+VI/u93R4wLs0sAr65hTqeLM5XGs8h3PHruDxGHgukmBLswbqxqfYE/ZndWr57H2XeVZ3G0HmQpftFR3CXKgyZPs3I5ilQ0ZtCds"
    "41FS4bvIXN/tLowAAznYZzKivrM6hRI4iBZyX65Ya7GKyL/3RUfgaRwqP+uR0kdeh684R9tw5+71SCOhj2kc/oJgDyKaGSE98ysR"
    "v+KuYz+GNVbvu7eC7v8REtYOPlsPeHjNxJhnHpZLEblMxc9Owb8KEV/ksMvsF30J/vklsIvNxDrHNugT0LCb8Ny/Yh2/ZoRWzRmC"
    "In0Gz7uedYZiWG3FqT9GEp5ZbDsDsuWZqhCN1LJz1uyQ1W6NmW4V+xWPgPWuhQ6aIN0haxYXf4ertAwWwEv6UPvJQHz3cLkVXvjv"
    "Ogy7d4bXuSneMTfBIlLv7XbMM1uU6gBx/dsO+7eruE7gJtQ1FVzvGnjgTyF6moa4Jwse/RhD0MazN4bu/lo2eu7VCKPeanYDL2eE"
    "9qs2p91Lsqvbfg2XRBoJLs5TXqDKExr1mezMmIs55PeyLvRsdgsbRvNMmYPv3kPWE6Otv5Qxm16JV/8hE/4rK1Pp4z9bsQv9+jkU"
    "csP76UashBxEEHPZj1xPjo3M9iePK1PNrIdNer9H/8Ghhe8nH8ESTeVc+GSdIA/KSkTQRzHOv4K81zFOmzuO0jpved38aipW7YYV"
    "vAFrkEINs7OU9W95dOcbhDt0K6eq6sXQzq72FCFqsasztsM7joZWL8BpXIYrTIcV3B/fOpLYbGdJFT1rx5F0lLgZ10Xp7w789VLX"
    "T1BLnMyJ/6T3gCuIIZDwDHv7YA9aivMVkl7CrS98C6WnjhwV25jLNz35o/7OztqDiN9mseXH2Pv+8KU0jSvhplmqeaKTsDYVae6j"
    "48l7G7J33GLXs6DXh+PPodBqo/R9nNdWsJr7I5bYBL1fSm6ec3DCjV0on3PQ78qjfibCegnOFMeEO5Lnoy/0w4GB4Q7/CgmeBgs9"
    "XFYgev6BcarTY03pbQZiPG53Q1aNKeweaM7rLc7hHEcp+ys24glrPVJFyOxsjPovyh6OxrIP8WMd0ugl7DCuY+fLWeJy6mfj03PZ"
    "z3gkns8yS7swJ17rWdQUGraLxwqtxyo2l1g6Pin370hAA6biDhdxm/eZqy9JuENuO4Xjrb5aeiA0w4/0na3T6lS83pE8iRaTLmXc"
    "7/BgBnK+M8FVHCn74qxl60ys08/6EfTpJsj2z5q55/RJeHXHyLXYm4n6MaRxH1jsk+VWnYU1OExS+YHj6HtVcwbcNPA9kOBu8Ap/"
    "x//P0c+kUH+ktapkFr7Yo9iaZmrkp4s202Zs5d5ZJ3mxXs9+w4XY5UFyG57wTuzxWi2Xu8iw1AY7k4d3t5PusLnGjDsI32FTs8V+"
    "br2eMUJTnvUqdrQEMlgu0oOD7yBt/XH+vsTZG4V3jYGUjIKE7itVnEWwvEEemUeq2M1WrrO8xtpGpuIcsgNsgbabhf9byErqZua2"
    "esMu2GTfjfDYBkvr4H6yUzyrpjdnYV3GSWOPtBhI0Q4o9p0k9LM8ZcS9w6pJATOHtYxwsjhhVqsn+cyXw9NM0hNLeqZpV2kJfX0j"
    "ZH6iwnNSi48d3LovxPeYb99GzLOciHt7EKfiQ8TiNd7Ptujd6hBFHivLRT0nUJsF4mZA872Ft17FhF5FPKEoq0sxPsmRaS3YPI1I"
    "mvrJFXqpXCLmEx4hf5Lp1npl9peLeY82XXSFhF6nxzzWpOGsJX026uc0f9LZ7P8+gZG/YVi5mbR1xOeoxPku9DGU/fci/537wFfe"
    "ewd+vphntMhl9reWrLqOYSzpeffWU9tZv2w2cXxWEsndclUmD1n4rl05s5hgV249zkEFI+zN0Ok7B7vx5Bqa/FJYsT5is/5/sJPU"
    "ZUH3lAPFPU0OLWBteg6uXF1duA46zjCgdg9ay5f6Gq7URWwS7hWZiFe/wkn8WI4RhyhUTTzyZZ55wjjtj8NefYL7y+a0Qj5nMtbD"
    "AzEU1hhx9ZtyNjNOb+I5yl0PsXxob8aRcb6ylh0AeZyxcLxaN0sVczAHI+I1PbkYGmYycwaWxbCI0bJCTRrogldISSTNUbXEe+fK"
    "SKaO2brdyZZVzYy7yUZHOV9f0Mugjy7H7n4pZ+P8npZ1E/y1H8Km7MesI/5PE1jSpvA1Q+jmqI7W4YifR8nz+GxdcEjwJJ58NOKx"
    "obRfzk+1LNvRPh5ys01T9SM5KcjDGZqJP3PwvdPx35m4xqE4A4+Im0dfwPlcs6VzIScJ2JNDyR9ejIh3D8jZLGjBPT2z7Sbvtw8W"
    "94ymqcbinW9o+6AWHvxY6Q0v+Cm1Sc8LxDzPP+CrjJCZ+NzN8BWy5Ansu63WQmLyzyCuagcxdjNDUl6Me2kMi7iElabuYohhrRBd"
    "mF/cVGIe3XSobCVqXZK9Zb+TWbScEU49PZ4kos0op7e24dwZso7N8VlPkLEj5yJKc6gzf893mLmCm9JAMexiEd/RxFdrZwafMVOc"
    "j+eye9+Ip1vDel0f2RnP/xTObrY2Cy7Bnb6Ap75K9qS01zGLtR4RzKu0AoajOo1owo7PcfuvZd7vqUvPa/RmR4XDcDqgAXyKqyVV"
    "329Hn2Yztd9GRv9HwHvahHvIRqxxjBgqTXP4GiM4mxT6Trdar39y6VeW+3mkkHtxPJl0jSemKI09VE+ELHcfVZ5LyfTbVr5ale7v"
    "MH90i/dYIjoGMmhzSFYnWa2n4V6OoLeyPRKxe+hsnb8yCFp/g86DFj5I68NOFoER5/Zu/QCxaUdIzaeIH9/S2fqVfoZY/EbYymPE"
    "UFnfkAQ9FfPLFrGfJgrds5+k5lXrfX4xyih5PXbjZa5Erc+nFtC2vCQ2XXAS/CRj3PxWX8S3v4Nvu0EaiheaiVUTu3JK+AixLJ7h"
    "JZSyw8fhW6R+JXHyXG56k3Zhr47DdEhQcl02IMU3EmF1T6SzOJ/MdZxcxpNaxNxC1Ge5LxZDM5+Dv7finLWR1+FjNYZX3KOBs5Pj"
    "/bsS7y0PEPNIQvbOtpbb5HbEI2P0XngfM/R9nOF5ujFco/fhczFOB6/EEy9jlckYCPaUFFphGbVcgtmto8SqACuIHNIcXsODjHqj"
    "0EuXizEXfIVTso3syGPFJswGwPeejlWvg34y7I8NuLsnoHtzmAErwBWjzK83I0qXqyecJw5/e0uaDfs57eS7ZU3qxsvu+ooaTtsD"
    "8racDm2xD1b0KvleL1FDqzYOjjWsmR8hP0BmrPpdyi611cwz7wlZvEnG4Rm3Qiv3FOMczefZN6bnCOsJEUT8tp770K9P5RnUT3BZ"
    "NFRBDFjrvjL278bMf1jHyjHSJXgF6zMF52IO4tU2OMs/6Qis0Cd6VzBUn9Z35Cz5Rhfjun/8P87eAs7KqmsfXvcQ0tIpSqkYgAgC"
    "ioUtqFjYYmJgN5iPXajY3S0oGIhKIy3dDcMwnWfizJxc37Wuvc8B3/cZvt//lZ8wcc597nvvtVev68K9XIGn25PtlfQkqvuvyCO7"
    "mPQYQsJtvqrcCL7fzuREnQf7eQo+pZ58At/mRpmE1b9KdlJjqj8JSc/DXcgT7bLPSgzBiyXu8Vhv0H/kC+zOO/Dym0E+voVmPBTx"
    "S/90fFecjg0uJGpdKlZw/XRtme9JEktbaefLabVT2iCsL9tc0D6id/v3HbkUVmWyPis3wcacLbdhzR6BlT8pyIMl/wV7+wk09Kbk"
    "N7CdD8PHnSiHB/Oxh9/hhL+vP0LejIP1S5ybAngr2+F35RBPzCYBi/HvUtzFEs5QFmLfd8Mjj7Iven+5l4wvceYtXL7rSu7EF5DC"
    "DPiKFomtwPc/w68bZ5OMemRwt4xgdi7FLldD1geHpnoKnuhkKWF2LkYv1c1hH8SplZNpDd26uBVqxJpW7fNMmdDzmbiacaaEcIK/"
    "g9eZxSnIGkjXZjxJtd6JvTNUliys2UoixNfGiPmTXAevwKRrNKKsP+HT/aGij0GmT+DERTPKdNhPrdQwU5gH76gEcfP3WAfr3ewH"
    "OagPzV/IHudqj1s/mvyFMXaJt6TdrcT5M44F43vugnU8E9rlMo9TEVFXK3M9ua18L1ON57g4CTGnYy+2vOc6/H+LGNtLMzxrE0hT"
    "D1ypKfTaC2SCidF/i9CixckZnaSfFWZ3eCKNDW59kaZZ1kNKmjFXNQ/xbC527lDEq+MM4ViaBX8iIv9AJ+m90FDv4OtD5BP2E36H"
    "a6RwZMI88a3FTc/vH6xS60pZiZMextVLyfZm+v4qSbD6m8rchfGqODMfG9W4K0p0hJxJ/p7u7NlaBNnMhW4wpM0Dg9uD3/U9XGeC"
    "ttY5HnXkBL9SBfSjbH/NYu0vlk9zFa0d0Pw2oWar0oxVCod9NkCinhva1dVG6nPkS1L2j9oe5GGVK/U6+TA4Fb5PtT6OdX5V++gH"
    "8ixilROZ5+otxhEYUcd5kgOb7TjCasOiOk6M934LpHMrIvwCPGFr+QdPfoxcDmtQD9I/Sj+G1voiMAT2WzQ/uRs6Zj30wECs9gNi"
    "FYH38Wxd4Et8l55BdFo57it/ZgVz9F1maAvY9zZVTNedwSm0P/VafO46rMp8HQcNs4bTX4cEEZzILb6X3508Y9jowinSGOu9JYj1"
    "W0kO8zLm/YbZ0Wg29jExHOAqapAo0TFL4RMV+3sbyJ5al8O3vf4R58Aq9F9AXiaQu/kV6IDF0pWasy7PaWMftQZpSxDyJ9g6D1Lc"
    "Hkcxv5evKb5dYwOdR+mugGQI8Yh3sTrVBHZxz4xAhH2VlYiGq8mqa5FvIWLpEKO+HuxKqi8R7zk7tAmbjG8X3CHWedVD/oYENoPG"
    "iOmFHnG0Bqd8P4n7Tm/TM10Yie2iJ/kt+0Zz2dtQSgu7m9MQVyJei9MDj5InO4trWMW1q/DMepZL6+5j9JjHKy/0eQiFBD0kFnW8"
    "Ir8xu52nS2AHHsUVjpWdcrtMgK6PMZNXCE13jliv8C+MKhPpnmfrWT3YZ60Nj8ghteQxL1LFrNgW7vqFEvYs2lVkZdxEDTfXX8fW"
    "3erlQ9KZ/9nq6v+dpZS1dMvd1meW25hV12getNgVMoNosdv1V3zKdliuP3VrxmJ4Sq9DflfBS/1GjQe0l54aXKVzM25G5LQUXs9O"
    "bQ97OAnrOAanZ7G+6Ls0UhgPTi+8gJ9s9Po7SUvjkIDPw0k6RT4ie82BrEdeA0lfjRMfgWafqVfjLgrYYxenx7QCz3mw3CBrtSNR"
    "RoqY3Y2THcpxCoZ0D/tC6quG4nzb1+RwaYEdrEDsltCH9Xms7ovwLh/385kJ76FoehYjSQTMCs+umGBOIcndMH/YEJR+Eetj+5uM"
    "0/eITcIamnh/OdJjVMR9JqOIklW7PW0lLv6p8H0GMWZQKxHF1u5fh6GTV0FzlcImLNWhMhw+2AbsZ09ZBUluLJtp6V+VyyCZ5Vi9"
    "UkbrxVqHmbEoe8BMS7xDv+AbMfTZphLxKDZZjAB2k4XUKtmBFPKeEpzErsLTxrBPe5BgIumq12rswzZolG5Yj8uIm1rJvKE9vVXv"
    "6hCrWdNcPY6h9Wg5STYROaeGkh311bMCslpbLDLM5/oLGcGsgW2fQlyctXoYscC3QJOshkzbudym/4HuOEOGwYaeA93WPPgYnu59"
    "Ml5HYXfmQgIGIBIoYDWpI7SV4bYUQCsPCr6BpjwEklyuffHML6sx4faU233PtenOl7G+xpS4An8bKlM/cb3o+Yz+7YTbRGNPiXoO"
    "H1cDizLPbHvcTdTXNRJpno64R5x7Bx54HvSCMVcbzmMnRAyrWLO3Kmt7cdw2Dtn9LHbPRtiTG2bE1F52Eh25ghMPj8hRsGP7Y5Vs"
    "3vpzHQ9ZH4OfPYTn20GEyBGsd5biFFtsdqRY9HyopNh8yzz3tPOBHJdha1qRBHENQ75vZo0/1+o7a9zpD6QnWdcsQ3+AHOH7D6LM"
    "WJTrOemIIvhfzDSmC5v7jP+/a0z7mq+3TMBwaufDGGO6meEwdme3x/5L3d8Q6sEE/K2nZSs0di5ZN4zzoREk4Ulo8mxakgpmY5fx"
    "PYa78KdEdV93YJOD3TiJe4CPs62LpzPPSBWjpPackUtqB3EWpPar1R6XmLfiWI8bklPgBHYVmPVSMlNGfMxuezSaeelsRHSn6d3B"
    "UDHEoJv1N6y5YTd+w0m8QmqJGnjQudy53kQQKyIjbZiIM1WcxovCB6vPyRST6x7MrBRySjifp8hwiObiDhrIk5CzkfCV34MNbCtf"
    "wR82b3MEMT6rvadqkl+HSMhWhyrXT/1kVaVu4TzASBkk1h9Spr95/8D0SAN5XYuhV7Igz5/CDyvEmqzQW9TwJY+Bnu8Ff+xFSPY0"
    "yMAoWY/T85hYNq21XADt0sfPJ9XQtu+iNIbY7zdcxuLrbfCDftJWwQs6Uu7SH+gJnQ2/72Y8+Uw9KriZLKIRrPmfjBVc7Wbv+U7r"
    "7v6H2ME1nLxO0Gpbzn0MXt9ax0G+gqCdjtWnktszJuswPOlWfRyfspYTVPWhAS+APf0J1uhAsTx0Hk75dXIvNH2m4etAY82AFV5H"
    "RtoH8GQLIBGnQ243QUf/CB2+G/Za2W8eT2d5XKbRUGEOlJjHTYwRS9hV26LUPMtx3QLfWexiHMsPLoUfZpFD2LOBrWePTzc5C9ph"
    "klpN8yGZjjX/FPo9Sx8gf/S7sCd1pU6QhL2ZBN/2bfxsM6R1A+59A6ep1+NJs2GZitnxMRq/KUJk+y3e10Ac+vIKxISGm7oYf+wM"
    "VjLXvhbrUgTPw+qD/YLfcH/X4+vDfWf6Cnxe86CUvTu1n5/PyJ4Y8zg3L8DHcN1NU1g7rOJTuiivnFM0Mb0Ku9BenJ6u8NNspj+M"
    "XXM1mXxm4fWv4e6XMge8Bb79ixJnd+NGr4t7sJ+wO5FTYuw12snuuQrv50+X9cQqDPEeToMsX8+YpoLdopneOlQSAS5GfTuanADb"
    "2bcVocw1gsYNiK4Q4Hktrz0oyEz+LGbbsiDdK/DqrtitTsyROX75zVy5Snrz1YzRY2ROqvYZlVi6h8JN3Sb+C5fY3/RTw+wiMMbd"
    "XM5R5+kNMsf3JbuuJcfZHNYJspIsbG6esK204YxSkki9EURDr+MOzhWbVn9YN8EzPwPfddaBMht3vJ2V0Upok1WI3NsjEpoLmXoT"
    "Xv9RcrCcj7OzhZq1L87Ul5xXdojiMT1fGrLvOUnMvhLv3aWsVgrVe0+Vbk9Xg3lgLoo/SzZ7Sx3zTAPqsQcifoolxsyhxSwdPILN"
    "Uv1VjmON7ARZoH/og5CmuXqrrzXu7xkeHYd7c5/3rt3nq/KYUVbBcFgBJi/9pDhdX9B0fUF9H1OSrGeuFtqUjEnRNNqe0xGN0zXK"
    "hqytCrPnPfnTeml2nqTP50eoD8wb3MH1ewvaq4Z1x9/J/HsF459NsK5Hyy940hvIIB2jPgljPaxubT7kWHhgDo20BqenH+S9GDsc"
    "wf1PJGt8RG8nN4rLGpayslbtccpcROj4LlZTp5+MKFlx5gwXKJ/RlPr6vGN0rc3bWAwbNg7arz7iip7yPLwZQ0q9BfsVIsKfYTOc"
    "JFdJMSt/jSSL+cq4r+C5DvATvZxl+fyw/feO73pJkOnGesEbMmfbScLszLM1OVEKOD3hJvY6et/HTsowIhrbLJhd8UTPnxZlb0fI"
    "sxqbpHT0smHZDkPvztd38VkDccKwj1KIqM54ZX6DZL2fjmk0He2470O8xzbiuriOkKj3LyrSWVU3mzvXvz6Bs6T7kNHe0O1FatwX"
    "bgazUO/wyGaGK1SOE5/jc+dlXMld7FWo7TeuAmsS2JVdLTE/QWqezZGSxe6CCtbsmuEKXcU0+Vw9g7xCldjXDWT46wAL+RKislx9"
    "glkpm3LsSDTmPuTl2Ix1GiTT6MmEOUOxHj6E1YoL9uHdttE2iCvKscIL4ZWNDPrK04g7HpS2OPsHSsLHwo2Yu3S1KJsHW0sNEsLT"
    "lfmsR3O5T6zn/Vgp9d3M6jvVy3yWbqks1OuIW/wl4o8f4TM8DWl7CWt+jBSn+/wK9/JFNkMrTIbH3oiYDTbZdBz55uf+n2YIl8Jb"
    "PhS+lE3ZfoDr5GNl83HmjiXy9DBJ6J7OnhCfy3Iiq9lh2EMMz+QWeJuV8L0XIGZtksZkC3t0JsePUwWdvxYWvzc+ybpajoU+7wVp"
    "uijYn0zraxAlGkdqX3gMt2JHXxXDc6i9wp5DL28jdXQUEjlKbCbVMCJtPiGCO7I1GwI/cj/OUHxElOMaYovbXlvX4YlEdS7Dauex"
    "+zep30shM2jbPYJ2GbsqtzB730ROgRRejqfsIMVEfa+hNH/kVyWb+aZq9tNUYDWXsHZuEeOFrCebFX8B8cNtWJML8OcNWYmY9X34"
    "H29oLGm9eKn+91S+MYs+9Uqei1KfWUlw7jEJ2b9RYp4tz/rtkj6f3UOMz7r2E2yc4TWsysZYtR0o1lVgccJIqfa1N1sTQxi2ON3Q"
    "iHrDY68njtkqD2cx13s6pZzkyJBKZkBixPe3us9l2NddYmzYxpfyB9ZvJ/bsdOznMHxXpb9gbabq9YheH9S3EL8cDs/ll4wtrDjb"
    "LKl5Sl0hJ9ZTWB8SuZinJguru8gjNlh8W4PP2cToodjjQZZTUxs68E/i+rlT+chUtqqbuPlH6x6/iBn/XEqFWYPHJZPZ+jJa7Jif"
    "kzDf7HKxqcaBOHPPwiNfjgjlQjzzUJkFD3+Sv7Kr0tbxPMK2uu3kGhlMBtGRWImduP8mssamo3QeIsdpkF+bGVwJG1sEO/ctTtJR"
    "8h3OYjUtyxzi7rg+0oGIH24gll0GMQ/C5Fmr0v+QSbo0/XQxeq4pZkLLOZ4pg/V7fRlSt1nCJrl4jqV6RXA/J5/iarms46WI3ukW"
    "eBA7tdh7Dq5OHUvLouM6HuhRwBuJsxbW2+2YHW3up4YavoyZHYv5CvVmsXqJVV27+fuq8JX/qrSXEvG+lnWLOUz0KuxPnPPvcaxZ"
    "c49bcgVzo4dC+npBlpfj1XnQroWQlFKcxpBOhkcyC/dTqYbfaZnqRXimT/Gqv9NIpUl90nMGFdP3MIyGvul+pYTvQ0ju4/zM9UhQ"
    "Zp3MvrTHeTtcDiWndtRniRK893Ke1DhP0KP47iAxvsE/YI9W6Q45Fxp0mIzASm7HdReQm/YLrP987EkjeMA2M943jdukPqZx/Zev"
    "SmqH43i2cs9uZh7Du7grQ7hbps9BN67HqTtBrA8/QaSwEG1rFWOdA8R1Wxg/2JfMgDvE5RgtSgSytS+Mz98Rhy+DNGxi3rpYP0f0"
    "u4boPHn6I2K1ExDz5DM7eKWs1sFyNzNKNZ7tsg6zW7fQG7KTXqT3UWe6LO16dqcXElmgmjtVyKxhFXMZa3SJZw6xHEuDf3UkR7z/"
    "E4GFbs4eiGr6cCWUn9+xEzaDvAJrvZaYWVuwYs8jRrHu2nPkU9zDw9irIuK0FOEpThLjBhyO07seT3KyFJE3T1izaYxnsvxhPzkV"
    "lvsm2YZd/Rt+76t4njD1YNz3vMYRCexgT8932iT4SI/DmX9bp+uaYKbxiepDsMhNZDJxUi2Dlk/8cMP1ep+z69alfJqEPOKKpqf4"
    "WsMLMrSiGM7ITki7edmHQPMaaugz+orEfD90ETVSX8njWRvJvj67s0dkE/GbQjg1f/DKhuoWoz6Ms6u/hnbnYzz9SzIBq/KL/qRf"
    "6x3whXbrnXIPO/Q7S8hX+UqZR7UdNlT1BuLY0Fz+tJI25TWc1LpiPVtbmQk2aZmJ//+ElKyFRZyAVzlmlXK83/JHN2If63Ma1V35"
    "YmbXvmNVxPgoLN+wWM+VXcw+VrODeQv8qVw/R5Pq+U2mveM28HyiOD9TqUVtjniBXirz8Wyv4RqNpKufjU3VgiLeOzTG6i44A8dC"
    "4+SzvmXYnWvId2/y2k8c0kMgNp9q1RfLt1+Ap7tNHlerTV4Lj6dp8Eny6MA4nsrpX5gP8QBrWmuMmwP7Weq7zT6WqZwOiOEsFTKm"
    "TbA7y8W2l1HeCzhjvIPRt0PPr/QZ3Bi9gy2QyGzIZRZzDcXUicNkBuR2uRwNyTEs9Tk6A2toGeMTJAQ9Vo4o/UxyhBlWTQtxvV35"
    "sFL1xLgie4nrQrRO33JOS+z/P7pgG/mKov09W78SQwGyPuWu4tB6ZtGrMt1Y7KOQQFKMKymu9nPF9QDlUEer90oKoLVi0I/G1l1H"
    "XP+/sZo1w5U6p+fMGkgKtSa6F0PM/8YwdrWs7X5iIM5K2vG0YRNg23OgG87GmbkA0lTK7t88nPm1+o1a/3AvuUc+JWJ7DX3Z93QM"
    "3neAvI1PeUgWJbvKV0EdGYkdX8qp3gKiBtievYeznk1uJkON3EzrsEW3BIu0iJPAFTpEv9LzYPGbsLt2Ck7cVfCarPftHOiig8S4"
    "bWcx53cb5LYVMQbz9Gq5XxZ4lNeIr7MkKFOdoKnCPh+SwRO+nVFWMXPAncT8y5Y40f1g2ybg9aPE2Jl2UpZsX7t77kWlXHVlpHu0"
    "j3gqfSYiVVUzGXVYbtlEXHYMJ8PEzRzmplGzbYcrmCs2JNwdXksYC9ah5OWLwuKsJwdwfei1y4kdZEzmNhm0EFLZM1iM8/o+JPgN"
    "7NM/yavEtPv5QQR+0sHiugMryG2hzE7tZBesZTAaejmrS/QeqzfZTHMpbGoVcVBXw7fLhzRVkPe6PI2hYliKgzgrapzKRcRhNEx9"
    "642+QBzmxjYi/+3ynZDVeP94rKOh5BSxB60oXW2pD6uzH31Rq8b/ot/CE16pQ4LWRP1dixjmFXgBxT6PlPQdfLrXLLbhDLZjzrcv"
    "+f1izL0XYG3a4A4PgA9QCSt0IfGoSzgnugY2vZPUcEqhjLWE/YjfWg0NcYWO0Nl4ymX6PHRAQl7Bz0/DNd7EV5uhdaaz7t8n+Amr"
    "fqR8yYpv7RGli+u38p5C3PPzxWVLzDu6WBJ+Ks9lpB3/XxSeVDFsXnP4PrdKjDqnCprD5tfeki/U+sBf1dHYp+n6g5yOOGcZz6RZ"
    "2eN5xVPYAVBGD9TFegW6UAx96WD2VGTg7yXU50M54W3YnoYxfow4Fq59VWPL+Cz9JMdjA1jvy2jY39pzTw1lhobxObdinY7VTyDv"
    "m3CW/4EV+Eaf1GrJgWWbBd27H1bTsLbbyMNqLKjrfU4rldF5mJowC+8cIluwTxuwE7mwx9s5E/sQ9HhOclxGlSwNGumnyR64q++T"
    "M3FuXmEvwPG4s8bimIscY7LlLC6XfyCtYWq1JFm6s5gxjnHKXuRtIn+fImHGsUs561RJmamkHrVM3ifUVSY/Vp9byT78BDEt41yx"
    "BGPh0znXnOAe27xxiPHUbu9tJNL6XmhR7N9KvC6P0VSYZzcQV/8bIjYlUs0+K5cfTKajuy3QgNfIX/B5tuGqhv21Rc/Cv/MhP9Yz"
    "a5njJ+RrxFgr9DfpD2/jOt0XksBKePSlrNOa93QPOfZq+DwJMpHeLakeiDjOTtxLscsOliIydVF0hedgitFz2YWfXUQ5NbbuIsph"
    "XSIzWbbrREllYQvpy0c53xOnb5/06FvVjJT+33kIa//NJ3qXXApfzfiI2stDOg1RzBx2qudy4tJ0RJkYV+FCnJ4C1t5dH0WU6DHO"
    "16grh3NGpOX/6nNQ3+cQ0RR3VD3iC7m7MuuTymUHZDyy71qyq6iCsriO8y4Ps5/FdbEZeuoInNhLgjPlPPlAv5clyU3J0TIE2qAP"
    "rONI+IbG7PCcPofoz7rfZ0CP/c28is2uj5AW5K8uhP4QomUl92Jlc6vTUerT2z4JlrEU0bPlpD4M/sb9/KZvcVpiz6SiMvO7B5Gy"
    "hHbhPJ9DTbHeW849K90vvx8rRYamZt0CO3xOPpA9Xmo92qYWcpNshj7oIJfIGHlS38G+1IUsL4c+jLN72Fh7XOdCzGPE2LuHsLPP"
    "WeNCeBElvnaQ9NOd9pwdJJGe0XLxYEM/gRXjvTkkjSJWJZzcKjli6lAz2G/OQVxXSRzHUdBdeZDXu6U/rMXYNDa3yGXc3d80xetW"
    "SJ87ws6nKDPdN4tN3B8jKfa5Qj/xZZ/eV1KYJzWecaSCT9rPV1/+gl7vLYshEcfCroWwOnlYrbHyejq3ENULJepxdhLUEzv0DOiz"
    "EtiawwPL9A2SEvZd2ZUv9PnVYVLh6yjGzGf1yYV4XXtiQj8O69yRHEh1ZNI+OhPCei+s2WvsjMjVz1mNVn5yjD046tlU4z7Lbx0k"
    "j8CMPC+X4znm6Rfs1uwrxqn5Fc5EE1lC/I6f4ckcIEdzhm2xfqAfyJ94xRiydS7BPm3EHU+BXYjCp+gmc+VNWP1PsF7W5/IrJHkB"
    "e8dq0weVOl4GwnIZJ9I4aNHT4Y0U6qv6s/xfuhnirP9UkkfCqif5iBlNT9ga9aGe7QL7VOEZkiybvEn/o81w7j6HLzJJL5HH8PfD"
    "wRNY7xvEEIvj1AdtOGuYIXcQm6I8PUHqNHmcJzKDe/k5opszgoXw8P7EihoX2N/SF1pDyaZzJ3Y6Rq1ime/j4btH6JWU8zMCrJKL"
    "R9qz8lqpy+RH2IXyZD95Tj7Hyj4st0gH+N0H4zVnslMjwYmzJDv0N+HvOFFAxpJHs4XFnRowi2qZuXpi/pHhB5rGO0zyqBcNDXVf"
    "U+cNxHISAzyibJhdcdXMVuSw+8hyHc/KqWLWZgH8yGz6cTlY76b42SB49i9B6xkewSy839B/nZ6O+LnVPWifNb7HMpPzvHF27V4P"
    "HZ2tDoOqKaW2msiwMV4pygnCEo8gmmR/TEqvVPgYrIKf1t9rn5/1cuzhEubQ8vRJ6SyGIzxDb5ci5nIr2PsyC7a7mH2wmXoT9q85"
    "9iOPT+s6gDsjVtpEWSuDXtvNivc61pybSTesljGXmFcQ06hHd1Lm6XKwg//tvwyP/lBM3jDjfxrAnvwKZiZLqfVi3qqX+vN8n9gM"
    "glUauqRnhtR7Aa56s8ujXuezsr9Z3xVj9blejoAcrMdn9ZYHsFqGgfQK53UNXWYRMe+T1E872J+Xj2tfLs2kJRHILGNr3agj2NVr"
    "fFNTIEHdoAVKYSVeJ7PPNdjvMtyZ6ZwvZTJxp4r0GVxpO/s1Nu6jZmQYu/OgcQz1PUTPeoceB+nK1an6KfRwXXxt/NvGqmITOetg"
    "OzWZpacEE/X6Oku0Itle79Ldkpl8B7FIHu52Ory0pWLTo7fj74fY33yv76Lb6KcUlBwYEd99mKcv4qzeqH9jtzYwk3sWzm2OuL44"
    "W+uLpMrXPlzNXOntWsQ7SBwnQjw9ERuhF1BNnyQEOxflDoXS8wGmQ+rvJQsRaqYj09bT6epyXrN2nXiv3CdLsXJl8NoF2noxMYVv"
    "h/WwrLYxpWT4PmZlbsExsxwjDv0l5KtRYezhVcRZaSoRP+nrTlXCV4y3QUKasQd6DXxb6wM1WzVMjHvgOamSZ+Av5TAbXhdx86OQ"
    "s0H/YjJSdZ0RCT5/jP0/Dg/GYqJc5ous3jAPlusFeFTnsH97qn6Mr+pj579h3cB4Z60Cbr5eT7EY3lg2luDTQojmBkgZ50GMz6kf"
    "YvNVjEQcf1iEUbj5z+fgt9l6FiR5Dc7HdWJ5zzLsbFM5CO9fuo86YBRPd65M89N5v2J9j5QncOqbYD9inJuyGsJ8nLJdmsMoZiVR"
    "GbKYrTSG3VE4MdZJnsmZ3MWesyvsvSrLW47Huk6hV5HiyHJIV7v1K07W96MdsXxrXdqKclhg0+SvyUXyuJYkF8AG/oj77C0dgsnw"
    "WoxR+3h4zUuZD3O5shNlAXNCMejq/TxOVsQj+gr7QYohB2MQ0fTGd3MQweWTS34FfZb/d98/4fvDhFxhSlvkavFVmskais0zusmL"
    "NvTdKuHJzYE2WA0rfQdO69ewmAMybock9IUUtpdCTt12FMPmHUv+iUx42bXju+wrf2DSPlBcJ5fT1zU+l7sTktSfuOSl3KMK+vDx"
    "ffBJ5LNH+2Wyzm2AV2E9BdbTvQC2pqkMli+gUXZiV66QCZzV60Q0yB3wljZTrz0lBZwx6Q2pfsXPohsWvnGWJ7wX57DCs31XletB"
    "3M1OvEp9mme9ynN8t+BMZ4IIJfm0IgcRA9mu8xU1wDy89iftCm3XkR1EpfSWk+wVcXFQHBGGw/MoY8TYymMbmZZYh8/N1sewmtmw"
    "Jvl48q/g6dyH+Hg9JKsY3uMGnNeFWImT8NsfdIT+CnnalTxfnpITdYbcoaOhFrrLlTjri3ASP2b9Io77uUAMvd6w6WrfuRCrJ2cS"
    "uc9yxxXElugHOdqg58DbP0EmYRcMSXQDVv0F+Jnvy75Q3nbBOzKvpiFzkDbZUAALF/Xs5XHvp1QxB2170VcW0guZg937WA3fcI3+"
    "KT3kHblBRxInJo8xTJSe91yueoH3xqs8xmKSGAs2r7IDdzAWp7/C28YYWVCEmsVsTCd8N1yqibQUhiw5RJUwbJvhIDhGqTKPFhPl"
    "flk+ZX/Jpbe7HO/vz472a4g5cTQrciGP1BIjVoF1IjyCEzQRfw6Fb/MR3jdYHoTMvi7i+QX+PY9ek+aRdzMKx0lqvsF0d1to7sfl"
    "EXaxdhDr87CZ0aWIXhYglr4V+25I68NxEhrit7/CthvzTH9yAzktUuS7Vtx3tdnt2m1jV9+hneQeqq9BVpHZvoo5fhftXQYb4Ozv"
    "PEiczQOuo8UvgzZfiGfZDVvzLq76Ok6r1U2MjaSY6OIjxXT8u3K3vqbZRMXtIzfhOd8zht1gJSf44n6mIZJG1LRTm0m8wwixILNo"
    "Byzm+JS+XYJzAerZSAxdyd25u/tfqBdsQqvQZz0tyujGn2Z4HnORGl+nKSSD4mZmu4tgRW+HncvGcw6QH3BWDpWryBG3Be+8R75j"
    "f8VOvdZjmIi3DXWoyx1GQ5x+eJJsvE6SQ4xiJuuLQQ48tbW0Wiv0YjkLsvQOpCiCHb+dVqucGM1rWQ/YBdlSzxNpnlB/fxqzaKNM"
    "mprJns5CTU8lxbkGtjJvyCLKvcUo0/Dv53qI3AzpPhsRej35BnpthhgCwvf0161O0Ze7HmVHnJtj1zQq6N4ssPa3cauOxSmwKbrh"
    "7NYrg5+RyXmVpDrEXfV8Y72I9pvknbku0auJSFrC61YRtSRBHDDLvlXQj7edmY5YZj+5DT//QEMyTy6HxzpMn9e7dYocxHxNFWOZ"
    "LVzT+vSSH6THnKA8HyIZPI2zPL/sGVxRdweX8A5KeQdhZhaX41OPIXdsGCfcbMF84gLlw/cJwYM6Xmxu62/9hDWuObqBsVg5PZE8"
    "RHpJnuoK4iFtg4Vy2mu4pHRIgjIcZXYi6qfNS9RFngVkIwtrK857d0yz/h7s8YpjrCSPgi5bB0lqwOqdw/A05hqRFJt5zGdC7XkP"
    "9NO2LoKqZuVZfKRYn+egvmcz2ck7dZwC7SXmkb72cE4kfb3JEP8ap7t4Asp3r/R8YsIjmjgEDOtG2Ug0twpi3SeZi1uG+87y0zr2"
    "6SdKCuU0Sh6dTrSqxR7TJabniMOLyfw/+VV59FucB2na6EV20VXrJDVcy+Fi+Wzrc2so7RD1G5JwK7zPEBIP4e5lQi6MY2sH9v1i"
    "PMnT8hZsieF5nYbvjPNlql4q/fBUheRQcB0nW/CbbjID2ns3OyosEjadbTV0Nxd5hnTAc74LGWni9WpU74b2GSE2UxFFZF0Pz1SX"
    "GnoSO/K74FTMZUVlK65WQ/tYDVmPk4N4AqTiTlxxpBhyb3+ZiFd9pjmwuBdA636qxn38Cjwmk2CzgoYh+js77Iv0M84sFOEZE6zv"
    "GqbVen1cHI9NHVbVAvYXZnCqsjYE1DXwys+CP1PIfPWFYrpsMdFjbAahHvYiEyuei0+wfsxVavNWb0MuVut2WL3DZZ2+rNNx1h6G"
    "vCyHt9sDHo9p4t5YiT+xHgW6ijXL2q2Z5Slu8uxcUd9BHaKtNAxBiz42Ix4p0R/1DhkJjf+Pmizv8N2fhorc32czTSP9nAyC1+ER"
    "/Sl9pZU2Dx7UHUnL+PUJKnUc1vMxeGUb8DTroDVDuG4h3/UpcZ+tunm1rGVP289c0RrPyT6VkmhSN5V2bxu7xNT3Dro+rUAC3xGe"
    "9L6Hy/wU8zUl8AMN3XQN7rozYwLzMgqwtrfKct+X6HJGdv2G/nx1ZO+Km2g4TVKYwxH2Nge+F13SeBdOSxyAq1u192NmPo/CWq/G"
    "s0wg1r6Ss6jUI5dXpNHKixnD1JU9OCnqY/4O8qYMlVf0ZDke/s0g6O+ZkLNvoZvrwBYtgVQsgnd/GKyoTSY9i1j4PJlOPAGbHh7A"
    "/HOYezMOVqAKu1jXW6SwnyY1JMXxOLfrsK/HyFF4h1mnd/VLSMhA6PLNht2PT3kPz/QN7OzDhn8U3CBT9Hk87R9Y406sKds0yVjJ"
    "Ywxxrhhz/GHszqnG2arE645HJBlmFmkAu/Us41RAPARjce8JaZiHK+TRZ/lMLZ6diSd3vBxWTbmAVYAwLZfz3mOel6l+mkc1VdNw"
    "O9Enrd8taikkSmuSfdtVeqVcL8ai2UU+we68gjv7lvPOEV+/2OMhtObVV2dMzJgpT+tYFeNp1MnxN/WtDJEVifqwZ0NkCeSjhJi6"
    "3bGKq5kTKSYn7438zAg+tcSzrbpqsYtUz/VZfYdE01qMuaKI2C5vcHYtm163dXMVBCfAI/tQFjLz8Dr27FTpBPk4F95kfdnIObXN"
    "aiy3hvO+QA8MQljHKo+b6bKXrgflQzE+xWdlQfAArviXXAp//idowWeSt8uzOhOrsQs6dZsOxWdZ9806nMbx0DtN/2uu0V39Dwnx"
    "lISZ5VxGz9j0nnE3Fen71HmleLYaTkzkwkJZN67Flgnyy5TjjsJc/daIaQ6XnvDyrJPsYuh6q1fOwdMNg1dzumSqcbYuwdUKdAy0"
    "8nz60UdLKreU9Ox+KUz0DUQBrOHdHckKhOVUXhZD0Snw/oV5FtdKxFd2Ux3JUU4UN/KoL0no5UtlKXZ6PFZpnC4RY88aBF/0PatW"
    "yArEeYbgVsyu2M3QxkXYiW+D8biLlayQuhPd2qMeXinVRE53Xfv7YQ1MK1tfYR32Dhzq9Y11OoQ9VlElfmr4+N/hpN8jDeUZrMNR"
    "2K2XdGhwG6xWbvK+4DWdoU/A52kEr2ecROQgxBeFej3zn9bZsV3nifnWK/UqrLixQ3wXfIfvKnG3FbAWN+J894XP+IVmJws0C379"
    "xXKANAgaQSKHwjceQ9yjLXplUISrdSJ+ZyG87wJqcDf9k2SHX5ieqkV2g+U5/Q0++1LDJcH3nyGiOQje6RtBB7EK/l/E9rP6q2GZ"
    "PS2FzCE5DJim/M4ynMMk5pFRa/ddtrIb1OqIbYNMWhXrxPsZ79nmp6CruQpmp3tyXvRZ/H2453hr5Dtrk5552WIhQwUsYv9NA5y4"
    "ddidtZAV6zO+Xw7G2h8ImczlCiwhn8bec8F78vH29Rq92deB6/gnqWI/tNUJ2okhBYnHK2oJ2fjG89kY3sM2RosheIJWLe1BruYy"
    "6Ms/2G9cBs/a7uka+RF7/zBir8nQ2QWQkzU4620gsbmIFLri9JSTEbuaLNl/4uwsY26wRBcSjeMIeE1m0zaROWgn7sKwQg2h6nzo"
    "2/5iiKuWIWkrS6HNX4fsjkGEm81eilKcgd1Epc3A59XOpTCBfJoTdDZ8ji/kBexMFNJ8r3wo7TwPcCoqi+/VW21d+nvPve1ZYddp"
    "GHgMjsbSnZkV03WDZCDjMkNu2ERfOMoOz96wldZXbDjWxmwagVQeKifL4ThPzfGON/GszfHVWtqaCXhfQESaBPMQFg/1JItcOTvD"
    "4qykfEKtbuiUdj/XMuNcjk8NM1KySfiZOpM94GugRY6Q9rBu5fD2ssnIUs4TVIDXv4pz8UDwHme7RmPH5uib+ije8zuiDEMDS6H5"
    "OobEGna/rIQO/wO+4FrYgWvlRLkEsvkynukfXHU/yGs2uz4uktnYg3y8eqX+Crvcl522EXY+W369j1gXXiuv64rZdRbjnNOV4qbD"
    "w5ClZyDDeRqXryEhE7AnV8lAHYodOV/c1LQhHNb4aYoyMumGcdeHQ2qMCTYGyRntsSzXstrS3WxAsBi/24Kvc/Qv1rRe1+IgGxp0"
    "HV6/Wuexp20dUWpr41U0r2EGdNPJkMdivQ1XGyWPQ8e/h/cu5zxLkrH6PF0uQ8Q6sNepxeKn+sxxY07IJz1r2Dac03Kv880+tOGs"
    "a1j3xmyvKyneqVSGtoRXKGam2XVjjaKX0kRuxLNshfYcgvW/Ry+CnghrpXwjrgPYpGs09H7Kes2hpdiAM5liy0gx64bhPdeO22o9"
    "D1XpuNN1sEV4Fo6QDrja53j6GdBUZ8kq2S13653MEGnac0phZnfzOjDhpzIMeSHq+yOtPrib95wkKms+MXuSHomvipP0Se+PJYlJ"
    "mkSEtgyfcBRj7lx1HSrGIZfCU2y8l+V2+fHDxHWUBP9Lj6Y0fW3Vvtr9t58RNS1FHP44O+BnIpZ8Fr7ti9SyZex7jfMED5UUR80y"
    "PMc6/OQKdggU8dnymds8DDtnk07DiRQWJ1+V8XsVEvPM7Utj7mgK39ee6ndOW19BVEmrkZwjNk94nJiH1RPax65luVnL5eSwqpKp"
    "luv9gf5Mtp7Nzr2TxLijrpID/cSH4xDPI/ZiNfM3L0D/XCxjYAG+gX2aBr29kogOhTzp5ex8iVIXx/UhYyCDhdulhazLWm24F19r"
    "fPOZ8AktO1NHUvO4tp4d/XNZna4PXnsbJGcz7emhYtqkhFh5LSSUZj+oJiq91Xdt57t6poqk79uxmn1Tfk43/ibp8yYdfEZzPTx/"
    "4+reTA+6So19fhfWsvG/JKP+XjwCVm+YhGh9NT2mfJ8NfEwcfpJDbraq31Dooh5yJNF7dntpTLIO6CZpToF/mGSfwCo838WeYbYA"
    "J1R5H5chlj1UGzBT/i5iokt0ICzAy8Es6LE9nCGmARJ75Run83PyeJ5C3q87TwbjaZ9DRPeU4UzqRGjxu8kw+DMkdBOsrcOaL2c3"
    "mnkZ1XhPBfvEDxRn7/6NVyPscS9lP3KEPxkOT6CeGBfVAKlmN2AKg6otZLXGd0tEyUV7Ipn1Ej5XUUNNcKw4mXE8TpWeR9u41LpA"
    "jyzWfmKVAfNOR8o28vWpR2gp36vHtJ232v0k6bOLLg/WgJUXw+xJcc+mTpL5TuugxWuYIzmF/OEbYVNOllKf8TLbeQssUw2Z9oyh"
    "4wH20dZoja+MCDVGOXbcyVtY34JWW0lEcsOgfE46By1whUJtrVZvGiHGDjibkeo6YjMPxo58C49/JSvihh2RqY9KB7znVvgTTjdW"
    "p/0W68BrQL02VxwmfSX3bTek1iYHcnzfqss6xNMo2K6Pt6tkkrPO1RcKEF2G4c0UMlt7r1jPbAxnzzJjNdAcYeLibdFb9R0ZhYht"
    "HrGRGsATOkDe1xdw8s707LQxn99w2NWmxS3vtUETrPUKc0G2F+33yVFlmOsuU1/jmdRDnFupHVt4X1XSMDyBMR6fz9VzV/vILYSn"
    "aApPxRBqinECOhCZ4PR9TBNdAUuzE6+0uHsRJ8c2Q1dUIkYphA10LI1tfY+g+YP7c369il32caK1uuhwJT77Vrx+CpG/rmCO/RL2"
    "DRRQo1VweiaHGnWkGOZyVA+G17uIDGBNZH9W/ss5ZdGW2aiofgovrY/0CzaRK3AUTsgfODM58K7K2FlmuarfZQdjZpsQ3Mn+bJvx"
    "Xs2nrKAsFEHz2xzChZLiXGrAtbYZa8szbsDnmTd0MVZ5rd5NnroJMk5OgyRvh/Qbp31rTp4v0/9AVt7Uz+QB+IYr6G2WQ0du5TRc"
    "oX4Ibf0bZ8b+1o/ELEw2vrsF1qorsQFymWfcrNZVsJsYtzV4nq9kjnyF558H/d9a+iHCW67Wizoea1tE7yHVIZqkHVDfdfwPPLHW"
    "GaWIBG7CM1yK2GA/+G+D9VV5QQyvMxN3arVrq7seKwtkI7TMs3qjvAkfvw1W/Fv5FFbP8of3axevs0Ls0SqhJu9O1I8EM4cVPI2K"
    "O96Cn+bBj90ATb6WnD8dcZfH4P6LcPZbyCzs01SsVy/PkJvC0bC54iWQxFKyGc2BPQjZrFjwpU7Tn7DK1o9S6KsBDm8wNfdgU8EL"
    "cHouZS3QZl2exU6bXTtCAuJCW97/UPI927y2TWu1xtm8C975qaw+jdc1yauwsq2DZ9lp14GxwAGslhxF/NtVuEI3nIEF9EgjOkks"
    "o7QLMt4d2soydVnk0ktN8Uc8fkqM+qFFmpkvmfZcFL7Lo3jvL+R06y1z5S3YJsvxdGYnQFPpIw4D41BGRiE3OZo8SVbAx1kOL+0R"
    "PRre1nw8yRAxdOKmMkofwcpl4ik3QxKOl/uwzk9xwsbdVTkzVyXMwVhWuIwRieUY2vAkV5AXNZ8Z2oOlMh0tqu+dcDNmfbCXhX4u"
    "NIp4NsyOxpBNLup0iRFruztiveX6G6tw8/eRJy/Gc0TZi1OXPQ35egZXsZnUjsyzg7XbjbyXaZC1P6DHm+K5H4MMnSmp3vgar53j"
    "jLIs/jAen+ReM99hX+Pd4+/Uk//JZRPxqEop/j3nH/YnznQX1rmt766Cp20rr3mDfIV9sZmtw8XYxAqxz8X0Um+B71RFHGjDJzPE"
    "1RWQ+eb4nPWMB8xi2MocDK2YSxxMm6ioyw7QDE4flrOq9xY8tZg6xPcj9/Lgf9yL+6mUXx0kqf511z/Wn5bwFPaBVzBnWEpprsBp"
    "vQcrOBkarCXuZrwYuuBsmcj5IIczFmOseYJcyAyaxYPXYLW7QMNt1u8hs/+RG3Ce/ibr3ChJcO7OaporiTfYROLE538acnoHnv4v"
    "SMt3Yt1nv+sd8JbHyBHM8yVYoXaM4Nvplw3C6c3ST6Cdi2Cns6FJ8xCRVuG3b+Fdw+UhxB1X4IQtlnehzzT5dXCXPAytanUwY6sr"
    "0llaGtjMwOnyPddvGZ86hV5otlyJNFg32E/7B8Nh88do3+B36K4HELNeBo1/afCevgatuxHx/qV4zoX6BvbqWXjp48gebPY6h1nK"
    "i6QT7u1Arnk2a7gRVjSHev6tYpyA+/RF6OEBwQvJN+Dl3KjvIdLvgtg1FWGVpGWyn+R7hPZSSk4M0pXLaRvX01tE78XmBS0X/6lU"
    "evzEKk7KReDHWDagmtxWx5ND3vBZ7tLNQUh/lYHQcO9Bi2yG5ukPW3qbYQwQ8926SrOwc71wNgfzHNeeexqDM74aZ6CzHAO5PlOe"
    "kNegVZvIaPJm2CuuEtexFiIqWgURJjth1QdBXiwGPBFSsxWfVYld21dlVX1ErMR4EnZ7u7jE/fQf33Vl0dGdnlsoSj4Uq1JcybMf"
    "5q7HdQZOYwEkIQKLZXxwhg09GLt5L6zBoYj0zItYDj9pNdZoq74Ou3yTfKH3y7FyN57sNHkSGuBs2INPIAnGG7WTPoadjDXsbbqa"
    "CNNFzKY0x30NYOeTw9dx9XfDrynm7+OMS8P0OLIYj1TQftsE4pESZkei5VvvleOIslblmVtjvo9hIaOK2rB0jP95E7yyqbAThTgr"
    "dbGeo+CFuIjtdXp+5czl7/bSVATf5Cbs65XkQo9Rf1uM3hS2uEr7yp6u2QT1s6vob1Kbcmwt1mV9MSusNfAlDLeojj6sg4MtQbmO"
    "xbUq5B6dn2yA2KA0WcGqTTbtiEMftqrnfE4ClkGm/vBsFX2kxPdhNIZl31+ulQWMHoqhrQ7AXeZhD9axa9Rl2nJ8l5/hpT/s0bac"
    "ZP1P5Ip8+OWny2qumtXo68GOWx57KCTgM+mpLYJJOOmvYzUOkXWwXc+rYXcXyFHyEVGzr5cBuKNcfQBnpBGRWRrIUI9ZWuIthlVZ"
    "K5PfQx4+Sj6iT8Nm98VOXhEcDJ/LvIOL5Vtm15OMPGPs3rOq9RTI2R1i3mIjaMjZkNR8YsbfgvX9C7vaDf5V/cAm/b+EPF8DbXiK"
    "RFnZr2GF0KakrT4/kntcQV1Uz9frw3q+RMnIXgBfNKQ5YrW0BpJNHy/MzOEsP3+XwoFLsbu5ONimHxwy7EasTQW56M0q/YOY+GSZ"
    "i88+BV7kdnKb2BTZFn2fE3sOfbzCo8Hb/MsKdTjTjdLdx3Ulnu5Dtn6MFA6IoUknVNOoHQM8BlckndkuYs3pcfkd9mUE5P1XyNxf"
    "kMvR0NyPwoP+Efqtpd6jT0iO3KWPw+41lmvgI9VPM8ye4vNyylipQt+B/7gLXw1m1quIyMw5kA1jn19Itk/HuOQ8nN9xqm/eRxfI"
    "u9bdKIYDtUr/kmLyd/2JU9mI2rQZM6Qx+j0zcL17vf/YyduGIj8jYrO9UWq1OGfk9kxL9qdvYIjJhsdrvmwOJ/wNq+c+ckap7s0O"
    "6fDu3NdrcaUn8YyHi/EQLsednis/QPJfw7lYCn1hkwWtsKdh3K/hjU3E7g4RY166APowyllKY28t0ScgE2V4fwX0pvnCJ3s2+3ZE"
    "5n8fmrOU/UZjYLenwPJsofWKwLN7Qjp678Qhlxiiw35yNCTtGHH9i6Ws24aIwWQcJW0p4XlEPd9KjtrnsPr5uOPaMbyW64UST3fu"
    "pzzcCuLDXgmv7CgZQ69sC85Lvh4UnIPTVY19qvYTAzYd3APXeZSzsvWlvzhMuDZi2OWmoVcyZ78I0WdEj4H0bEaMIVilAyCb6/DU"
    "tWdbre8t5DOPnchFFCFTUNgj+WzgPZyVnoNwmY4y4lWI57tM0sql6vT2hGVpPMe+9CmEFSjD0moqlkPJZM/cbGY/HNpy3K9NNt9/"
    "6v8Pu3IbsgYdyp6mBDOfpcQUt66WQvZnqO8GFZ/x64i1awgt2gMW17o7e4vhIawWmw9fywmzlqzCnUyW3c6Qk43wUWu/g92cQ7FV"
    "7CMJj3JgGbEa9pa4qe+o53w6n1fuILPg887Xe3Ef7+k4SFEjclb8oX9Qs7kJ3YjeKfmMc2pY+TR/6sB0B0uCGSeXYT0G5+YySm8D"
    "4pqX4br5RFqIkB34dSJM/Yp1t/rY6TiprQKzUWfifQdjNXbit8czT5zD+v0riA1XY81HyC+G1wNNNBP+R+PgfnjcNfT9jEM6xI7J"
    "UsjiRP0P8RSr9HZ+vvW9Ws0xi7MLp3vmqSpNoTbk0nPtK3/iNa+IYbaE9BViseTjXg6VHjiLlyMuXQrpNT/gV50L63WL38P9JeUF"
    "yL9mR/bEUym2TqfLHfpaKfHHY35mqR90zknSWz7AT6+TCBlY28ICl+hdkIxBZA9JeF6jSh/TVcMHNmbFIyWaRluP8ZQcSg4Ky3Fd"
    "jq96km3dXnkY7ID9yZC7sdafMEdXqueKdQd9IDXUqnHorSz2Cq0npuMwaJQRsFqZuFo29PxmvMe87KV6QnAafvct3pXPKdcs1uRs"
    "OruC/TkF9Lvj9D9LiM9oWemGxFfoSX1eRD0W83jIhWSyuBOv6KRvyIf6JiIsw4f5Gt89Btt0roQ9L3sXfK5jdtrMXWyZ7my6QlIV"
    "LbNcP+IOjkBktplT6fVwV5Z3zoNUrIVF+Y9cJ9MgVY3kLmmBq7+oo3Qoztz30FYbYbtN19xA3PezpKE0hh2x3GpbaKUl8NSNbyki"
    "2yBRi2ChPlNDPP2FXb2D5Tms1hTOgX2Ou5iruZrCe7UdvF9Se+WmlHbS33VzM4aW8jT25A4ZJJcSA8oyeTOxrtbtbKiKR0kD73fW"
    "qLN8UU35BKmakH3dyfeMVdCvOCFYgf3sLz+xb8Y4fLOgP3+DNusMf6RUpyJqXwRtEILX/qV2DdpCnzSWs6UOO/S+hv+6Ejv+hj5G"
    "/NkO1Ap2TiPsbThSyjmNvhPx7mr8XUXcwAOZ/4wSU6Gr9MUd2DTU3cawrDaf+yv8ve7ku3WYsq5nwVADDQUfOyvGHztQXN3Iul42"
    "QB/mYsfeUuutHIlz9QnWfwZWZnjGu/ohpf9ASfiKRNJ331TCKxss3cS6Ylfqx5oLn7+X5MsiyFpPj2DrKjKns2MjySnIGl+dbCGl"
    "PrdtFUnHCvkYTtR6rN5m/MzydAuxmpZFqie1+xT7ms8yRsEynpMK1sZjxH+r1IuDtbJRjsdKnQIv/FH9CZ8zW69S45PZwum8BFGg"
    "anylOklUhpMh51mM9aJkkDe7nAPdfYBE0v3oKX6KVIfj8fDj19EXLWNFv4JoEkWscexileNKKSC6sENAHwK/8kV9T2ugsV6DVdsg"
    "n+LuBsImfSdXQk92kIMRMa2E/lGdjKh2LHS2eUiD/lfnr/VKTiIWyntSSX/PrL315Jr/vwH3fjR8sRYyQyybPEPfwm/fwB1dK830"
    "ckhmvg4MmuqTeJwpsjQogEf1JjHimpGvsx4ZYa7B+e1IHrVMz2oWha9fRZ1lNS+sJWzGd/DersQnNoM9eiH4GBqgnH09FgfYpF4/"
    "3/thFc4CWpaUjk/uVUF20cGLUh9aogJn5ju1eeVfZKxcJJfqWLy2vdTsVUEW7MtOSmEveUqvEss2PgFt+Cye6VL4ghJcLcVyatAQ"
    "67kDeuZ7ePCfwELtxtdfaZj+UaW6+SjLrHSQDElhcjX37MMt0lWWBCtFDnvEIZBWM4Y5x9sQm7TsKnuwHlJdAJOJTVWk38owSl42"
    "r1OqVtNazI67pK6DTL9IPJMc5tROZfdIDM8yANr7IZySbI3LKsShtWNZP6EPeW43x1xl2C7biOAVYlf6EeyoqSeuw7/Q46a57go7"
    "m6f7yc8Yq+7mb2XKOE4ijMB574OV7oDP+3ofHnGYteEYKzcR3+9XSQShJDlsami7HV5CyGuOG8Q4Kkv0AZzF9XoQ4oZsWLFp+PpB"
    "mYCdGoJI2PzhPM6hGx7sTk0x8qY8wR7iujDs5B+En57OumSKkyXXIy+2Za0ujrWsJkKH5RLLcXdF0HsdpJ905PnaTSbaNewvszn6"
    "iOcmUjLsqEeVWq15nOY3f/8QKeBTjRObinkE59bWuxGeIQZfU6Fp5uBzP/DzNadSnoq991yXHnvt+q32GPB2cd2QCc/HFvEWAH6p"
    "PgZvdBHk/LsM623+CJHKLMOwhO9hGY8Qn9JyNCvgNZgvOTBweqOE+9RIXLe5eVIny2fyGfbmZ7zzFXzfKViI39SDv38/PvNy8sGk"
    "sCJruB4p9CdX0zOk5NOYoYpzbvFjrP542V8qqIWz1Ji05kG2XoV1eUtPD6wj9AxItCEoGjvuS/CUzZd4lLy4xnOYzStleSwyTaOw"
    "u6/aSAr9YhM8m02Q/VLsWyEn0c7As55AxvEFnAY6EFduht0fCC/nH+aK870nsYS5hJ/w3nF4j/Ef9xCHMh9n/+9l0HKNJYfT+tnw"
    "8gw74Hm5H5Hsn3jGHZCeDfj5mTITK1zKfF0F7cU49tiOwPN/CGlshei4UD+Exjes6V6aJw/g04aK82/L1aH4hzghUeDXttLP1wzH"
    "/Q3FsxRoNu3VHts5iLJiSOm78KrnKWuVxP4uIiJiic4hJ+apWPEIOwzLGCmP4kSE8UHcwNxFC4+IUsoKitU3P8ZnfcR17yVfiOEt"
    "HypHMI9oHTJtpJQ1YvszkD6OZZpux7qdQ486m+yixi29jjjoUd+LZLFZ0qN3WYRTn1g9/+4rct2HIeiCorTWqSabteUcr8Z5aA8/"
    "9TKxzOdyLaAXcgx5q76Bt3Mi2WY/0NlyD/RYX0QGD8rbacmJEYPO6ewYq7m1R4f/cDdjnu3wWukiDnPMIrp+jOwsa7qK3UpWK3qC"
    "ura2nPeRcjX0aXux6YO18OpN1zaDJ/G49GeNMoWer+lJM5ssu8BnIhMer9mqpQltso++gFbEqtoCXdNFrBLThd5IXRknZ1p3o9gk"
    "6iys3BHwZ+vLs/IaZMfQKTrB1kS4+2ewivcDPukpyQ2+DVbpeHi6E9T4u67CmfoB8nsqNN+t+pK+jdMzLeNDvOtrXPUFyFqroHac"
    "+t1EjX2L3BO7GesYsrExhSf484SPTJP0aOyELia7cRWRFW3yaDOnQm2OYZfeJu/iLm2GoANO1xFyAta2N7TJFHI0bSOWwPt6d1CI"
    "E2qRV0NIzSY1FttTvI0qZB/TaeQa/5geXJwdjGGPx2E5ogc8/0kHn/UJ7+WPON65OH29cvL2uKjS5RhbiO7FiZHS6BmS8BPYrqbb"
    "xXf5uRx8SKcx21COa1zI/pg4TlLtMnogvLiZWik3kan79eAl6MEV2lebBjXYj5PEWOf3kyT5O4ex4y0LK3+suFxNBT/XcEIq6Bls"
    "gFT0lCa4wi69yfXK6n2wZUfDlizBCZxG5ESbgtsiD8nrkH3rQ7dqSA4rTPdAC1ku4UkinvRnlBVTx2US5rSt4XAPxPPke/RCy2QF"
    "7BewmaF27OGsoT2JQC7HygayAFu3rNWBd9H2i8Q8zrPzC+7DM3+Ou7CJFpv2aSlLoA8C+RJ2Jptn06EvlBCxroZ6/BLEObuJQK3Q"
    "5jtxEstgQwvJ+VebDf4TuvQa+JaWNRwrx8GKWLeTIWs6XqkYszpPca7czV/kwnYeIfNg80bhfr6WhxGhPqnf4jmX7SPGOMcjMmv6"
    "7yTx0BO6X9Aa/pMxFRgiwD+QybrwcKcjflaf17Dc0MD0TJ55M3/ixA7IuIqdrIPkzWRTuVnbBROTn8l50ArP6A78/w2e4w1oiUd0"
    "o7wmxpf2pH4ptwbLjc1Kz8aenSgPwHNYCd2aDT2zjc/3lVi8fDb1vFnAfFiFHliNJHzzbJyjOfiqN3ajPjRxiJVIh9QY4RkPsKv1"
    "pTnsYZYaX1bAP0XMtBiqfhZ5zkdJQ9+PVsZqdyCOE7wR85Mn+R7RsK92GpNVAlqqACfXNEoDrFY2z6CLRzqnOcJS+awaz4Ol9PWt"
    "9u7QUlKc1nFf8434Wn6CM3ZtZc/MciLdn5Hg1R5kP1SE2Xmb5TIfvwZRQREnwQyxKqRfk3HZMiD7cRbOdIHZx92+V+BuYi71wBOe"
    "oSdiP1chYr8vGIJI5y5ZL2fyk1tIwvN+Knl4ndU5CitaDf+pFXyOuXqh/KFP49Tdi/Mb9Zx8jiFkA7S84yVpiX8f1zWyxbPmbmdX"
    "dHe5FnF0qV4sO3S6WB7sR0jPUpxFQ9uv2McpWYF40bKBjwazsH9b8UnbcA/95Sx+3jniZkyNPS6X04AVZM5oCu0dIeKBQwTsKsX0"
    "yEO+h3JB2q6adCXYTzUDmigTe2psofP1MPYyT9brxDqa6jEiNU1hnDW5ZNG2E5EB+xDnZGiM/l0Z5aI3OfQulnIi4LfnCT4LT26o"
    "BpZXjLCny/CW/iIqxVKy5kW8Hk8yj+9W81j2ki+B3jSr01u+x941EMunDsWZaId7u47zfjWsCVVStlpLGSsdKb825tGd3LUtq/M+"
    "ezvKOJ9nOA+Z0HIv6jtSe2z2FHyhNZCAImbDDuNsyBzdP9hKHbMdEtwO65bPOk8Rd2Gk1GFfaTZr7m426hrcfQk7xJPpOUjHmN1T"
    "djKaLOGdxuF1ZKpjSSjRGyEbhdAp9+KnqxCFt5PxkLZPpY1Mgi9i3W0nMveex2d03a+HQGJLdTb0ajF2YjZWZhOedSH0XEcZKVYf"
    "K2HVTpjpq+LKV7KD4iApZ/auCWzFMTxNZrlz8fWXyQ2IYo6GfXgkGK/HBIfLg4i874U/u4M+xRxGPtshpZ2xa4ZNtVYb6hWIvxtB"
    "j/2lJ8EqvBX8IE/q8zpRptNDThDhbSdOyHayhds04yS9HjbkUvlU78Eqfysdg3bwq/7Wr3Cm/5KpjNIMRzfEfHCI2LHlegcnrEKs"
    "Sjl8pJPEMS+HiCxlVau+rAzY514mccbEcfZNGqdXFjVMDzzLTtj7lkET3SlNcAfvyn1YheE6NGgik/Aem8P4EufWmEW2qs2iWYWu"
    "CXTtSvmYbHJ/IwZ4RHsEZ8pwaQF9U1/yiNdXT4whYhkRR86QKmLK2czjTmYSkpCxBPHiTTsO180yHb5ZhY7TbXIVbNLoIJL8WEZw"
    "pS6kX5Akr6FNpHdENJINSWknbeUpsU62rZwtycHpGI/PWEANvQwS/KyOQJQ4BLv/A346TH7Ds/yl1kW3Cs/zi1jePg7tuAyrepK4"
    "zgibqXTMtSuITv843v8r9OEKfLUSVn62bkS09gZi3abstnBWt5z9lJ3Yv2f6yGYe/2FNMQf+lXmIxiszEPrPcnYJnNnVuNafODct"
    "cOKm48RbZ5Xx9lR4FM6I99nW4Y4XaZhaphH1/hnkFjoFtu0JuQDvX4bnW4Hnf0bHYuXn6buwACX6mZSyUyhCbrgQa5jW+3YT53oO"
    "kzhRrNuIsfU1g41t9F+nQoN/sWPuibTq+N847XUusS2ryeWokBnTwfdqQu6HVGxmD858rN0cfTB5o/6K3/4MKWhMVIk/oDd/hG9g"
    "Em64HNs8EqHlVQwTwiHYF9A77sdJjTLOdpoO/Bg72Q8nZIUeIF9xbv5lXHeETIXeXY6n+wJRxfvBamiEqdi1QvYezNL3cbV6zAYZ"
    "rl0zOZhPE+J8QWfOnrsJghj7H4/w2aIEWV8MJ976aIxlso64PiyLVXr5SrGdwgjz3FlExUjQW4nDD6lmb0bC440a5skk7P43uKvX"
    "ZCM8pt5yO3ykn9hZG/cd6N3ETZh3E8fLXO1xW5X9Js57cAgSN0B7lUKLNJU79TXoiZH46WO4z4OC+pzKKGXtwlV9nYQnoUFulisQ"
    "lx0JT/QLuR1+pbHBPy6DiHxxIaPKiO+UdlUeQ5vbbpN0wTbswhr+cX7vXzjTVrGwXo4An/gH9G8h/o/ApzdkBIcHO5PZCrOb5k90"
    "5Od0S3M67WEBtEl2RCV4krbwf9fh/OSx8t4bu3syTstx0A+INeVaeCp/6i9415k8O+XaaS9/IsUKYxn1FvI+rni8fKRb5VWdiPi+"
    "Dt7xHOKJ3nIdJ1wq6b23FOvT7wC/70DE+S2k0HPQ2TRMa2ibIsYBu2n3jZl5Cb+3E1YJC7avysMInADjNqqDUxvi1Iadx774DENd"
    "Gg0NvU5nwNttKIbHvhoS62ojF3jcQJe12UavMpsxU4QzkdU6WIxDbyn0ylXszzsE2jLP16WjnsF7OKL5HEZREb4vgQimgt5+gUp6"
    "XtMhpTRNn/UyorpXplH1LcI8VawToXb/LZlmN0hyJtq865b03QqhJQqJYlSuV0sVa2ON2AN0mJwsK+RW+Bwr9WU9PbhAr9DfISPZ"
    "0AA/QX6MjfMMRAY7mZGaD42Y6WeSzmPsZz33TmfWeE8qTiZyN/ktrH3ZV1uhFRxrY4heepw9sH3oiRk7dZhrVcBIz+ZPd5NRqJxn"
    "Nq6uo+lSdhcYV8ks3Neb8ggkZjr2YANOxs/6hIyB1t/7vway93e2Ms9JHnvuwj5fUqOprvTU5MSxEvN+uWFeFCYXQJcOzrgGWuby"
    "oEmwEd7weRpK3vSvz2n6r8/J5sqUegaOYma5uhPncJnmI/6+FzuxCt7MKjW5+RIn9W1OphXQUhfjKzcpuR5/7yYaYwkxIa1Lsyd0"
    "bRX9imfZ/V6Gzy7Hv6OoZdpgn26T9dBsxkKzWn/Eu5/W9sE1+NTj4KUdhM/oT5zIGLRtlLOLtg4HSCFnIxqwz6GKX1djtUuZzToK"
    "O/yWvATtnIPzdA18o6USpZf2pq6H779VM8lj9RoRJ84I3sQJ34mvDxerY+TAJho/VjZ2qkDvlxeg1d/TV3Bm3paj5EX5FXvyrV6H"
    "tclEBJTETj5LVsFDpIhTHDY7/iOxiLeqQ7eLMQ9wMN5pXczXSwdoJpsOmgg78w70wqs4xUV+Dk19P60wslAfrfVhHBHzTBgxnkXH"
    "I5LFbmn1fZpRXydtxa7MoWLeo63d8ezM/lvvI3LjbnWo3Y2IRWoxyVn0Tr/A576rY6BXvpJZ2LcZ8Kfn4ydjmUNxKIANYVen4e52"
    "MwdodZ1T/YRYIfvaK4kOXwof8FGpCy1n3IeLsY53QvdaDvULeDU1PtM5glVw9X2nNcxszMFXV9O3KmAFJAo5MEv5Iu72SvOpcfeH"
    "Q2f9hXh2KbT6EXKLZPHVKexU8xRsxs/8uhs8BliS0zvqpzPy9A2c4l5Yv699p3WC9c7djFtP8Joh7nNmCc/tGdIa3/d6OutRWXyN"
    "dUfU3ivVAPJtaK6DJcEse2e8cwn7xmxyrqMUsEZss2cjydOXRS0eY0RfRRtunkycz9WHc3wx1gzq0+N0OMPWDboBflINJGl/rHKe"
    "9bBCir/XTThZPbjHfcVhq1UzmskiU7qxw02GbahmvmEz7F4mflLOrsdvyGpRTe+ll5yKT2wtZrly9QlGBrB7Emb1tZqz3jdB2v/B"
    "OWjMKaynIN+G+mvT1v/oZXq9LISmWK9Pw6P+Sl+XTTIRuvVrXMe4Wr8gStxJ8HCm41msz+M3SE4z6tkz8ZUh2/UVY14SWL3jsaJl"
    "xIyOcsLdOsp345qW17me2tYh3eVSsg4X63q3PtJMnIlxePX5eKqnxeZxBkjYdzG7WM/p0MPETZWthbVsD699O76yPup7yCXyDBlo"
    "pvp8qnk8F0lz37dklrZ7euansc/aVPr6Qi6xHAzR6V32u/eWamYuktTzF3l9nEUpijA71FWnczb+RTFt1hme62Tosn7w2Z6XZsHp"
    "EpYjoLPMTzxaViRzgm+Thcnac7e/Q8tMha9iXV8d5QpZQK9pE3a99tmX8WLIe81w9t+ETvwST/KXjsHfhwVniEO+fNA/pWUT3oHc"
    "kXeB9a4KzrTYk46h7wC7lbwJ+/4bfJR1sLcToHOmaUbGd1jNFnIYfPAc4i8NkGMRZa4gC+08vHo7IszN8H1zoN3zIN9dpJc8qrft"
    "g7/EJh+3w5okoDMGsT5nGbYT5CZJeK6L1Kx4gnwOVuOt8LP2UfYFRmgL3yBGbe3c00dC+22j3TOUCovtdkG6y6C9akcsqFLHwfW1"
    "OJYK68U6SFaxEymZRn/tKtH0/L/5P4MhAWF+rqHzL+cERRkz0L3kJ0jyd8RWvwSxyQ4+tcV/lZxSMb3Yn/nHURLh9OgEIor1QyRo"
    "Ee8uNVyELL2L/k9oL8+u5V4rWl+si+8IdrXkEBW/gmgmRbjv2bBHefh/Ck70JbBwK3FvNyACLqFFdlxpUWYBn5ZK9n4nOLWxg0iU"
    "ZjdfoG40DuZqeEkNxXplDGM7G/FNJu5/AWS3dl/5D1mEc78FKzsNV7ephhxI9lecOqztLHSEj7eLKHFtWDVNUivu8lOtLuZKcAZj"
    "F2earpWL/CxL1Ee11dQuSayq8Y9lY02yidZrCC5/0Vt7WkJpe656s+Snva11ZJdKdWY6VohB5GupgBauh0hjlhbDrnWXmdDoB2BN"
    "f9fXockSOA/HipOKas+dYfk3838OEGMF7C6zoQvsczfrFn2JU3kJxmGmrU4h703SYxLH2eNeRT/VPKvO4n7TEKcrT+bBw20vJ2ac"
    "qH3g11hHyyH0wNuwPmVo932I5mydcRWcWXZW8ihxyLYuGxpllbA239/0X2NO8DcmtqFpC8MY3ICdy9USZm0dM10dziYZC8EQeRm7"
    "swZ7fLnYdGK+DpO3YMVeg6ZYDK/U+pg/xvr+rr9k2DTlfOi4yxDPTCPb8pVyXfBB8hKZDgtzGVEMkp7xMuk7cwLp7fGXJvle5T2n"
    "4GpJ+g6pFMqkPeEZkuqTaOlrLI4LOq6D6cVYDJKFUzcQkaPxP5QxG1uF/dzgMfibkBMj7qf5I+w1Pl2cLTiV/QGut9p1EymeylgK"
    "b09Ow+sOhmQ8qLfX/Tv5Nq3ZM1jbYmJyWubQ5uLq4yRm8p4yWBdJshMjQd/0HtYfunImJ8r++Z+ha2Ocw5zPacQI9U6lzz1PxD25"
    "edshopxhSbCqnfTZhX3xb1/OydE4JCjpUWYSjP2s47iIONfmUS2DjczxlrGVnw/fzRN0AhHHHJprGCezLvzo1dAZA+Q7Ipt+AZ1v"
    "mI2TcT+XYA2s93EHp4saQiu+Cg3hcCUSOCupnuBA3L817Je3vMlC+DmLYGd3wOPIJWOO4Vueytyj8fUZ95vDMW0Fv2Ae+XGH6XM6"
    "P3hDBmCPn8MOX4f3nqOPwDa8q3Ox9gsD6xA7S0Lsl0zQ5pexW8S8xG06GrGGY1jLJn6siNXEw2RYK/eTHgPFsa5cyfP1Ba6aIbVX"
    "/0N+4j+uU4hhXsSzaZyJOfSZqn3vtdnFnbLF99/tIkqGXWcUcSFNq5QTVeEerMdveN5SZk03693sPZizDzy7StzLcOroGmr8QuJz"
    "2b1PkR/wkzcR9W0iQpf1RBiC3lNYfdPaTWB5BskAaL3j5DZ4yI+y/rMH22V/2YMToaz/ulpajDG4YRR0wVoeJO0l7Pve20LnG/9P"
    "2DNDpKYS2viOtj3s5DXsu4sQTd9k5TBR1k16yDpiWjflfEomPLgQKzOGsv6KPhU0gcys1mvIRP47nu0A+dDPy//3q+3E2j2EVf0H"
    "77KZ/cPEYs+z5GzmSo4Osuk31IPP97e+itccKT/qHjyN6r162B0uS211mVFyL3b3Z+aECyDbs2GHdssnOsUjH5/CWksJI0/HOGnc"
    "eBXYv2oyilq1vC7RWeoSf2OouI7oBJFMwpSV1bBJw4hZuJUY+43wVFfLOTgXM+CH9eHcybGUDsd0vT97gUo4i9gNz17ISpdp1ZOl"
    "Hasrx3mOmDiRVqt8h4brvttFVq0os00l3H+HPeQy1DHOnZo0HMvpbKdpnI/nsobruPPniGNBKCdfX1wdDvpO9tgeAmm5Xp4KFutY"
    "/VbuZc7tHV0Ej/kvbZKsJ67Lv6k08j6FxWuG63Yy+cFn09puxjNYjqItPMQCokhkMkIO0W8yyxCn9Lhusv2pM6v9XFm1l+sduLdJ"
    "8MuqiY43n91TWxA1hDx3YJz5+kp4XVVEFsnaBy/cZERqp8j7OjbIQZzVDtK0VT9Qsz/7sTcjm6+1inh9+JAJtT1vIO2ZS0z51Huw"
    "SW/ACZ6tN8oB7L0qxKodDsv7pbwkj8hdiMmnelyOHLJK5ZMzufYpn+PlWcQCk4kbupSYD9/i9BwLKUrQ4xoC77ir3IpI5En9DCel"
    "PmIgYzgwvKQw/SybBzW29o3k97pGysikfTpOwAKcDqs+WiW1rgwIjtCgzkeImZbp+ThdL8BTPlbKkzaJ0gLP0lTmQ7NVM6Nn2Ryr"
    "CEw0/vegHmLX7fhjVqqePCo2a7E/TvXlYrwhHdhHUEL9uNU/X71/dSDXJeqzva4LfaZexBELaI+N2yHl92/2WM8Cf9PNJuzyiCIR"
    "2DfDKclBVJ6HTzI7uU1OgNdnc9Dt4dHkkBFkF89Ad5kB6UlwzqmYdcpC9hpdCx/IYsmz8fupxi1CLoLBchU8gPOI1Wb9EBWwvC4b"
    "bB3RVi+OQWfZCVzEaR1jcBguv6eZDi03kMfn7Cou+z9Je8Av6iwDIcG3yBv46g/9D3RPH9xv3+AFnLdivQIeuKGKbcDnzIaP30mO"
    "wmlbSkyTOYi9szQkTTlHZB17m5lFPZk5kQpmTC6BTNaDJO7G113x843woTvDU/xa74TvbOtygHTC6duJE/yu/MZpB6tiOh6O7uL6"
    "Z1y0HU2zAOzPru0Uh2Vj33UR9n6/ndbm4vboQGaJNiKCngetskTv128yliJONUS+MkQuVquzaXvja54O+fwHlm89rNnHWIGm8qJe"
    "rp2DmfDWL9chWPPVkDxYFqkbzNY/cKc/I35tjr2CndCP5GHPl+HwIK6kbkuQcW5fXbyuH2wmLaZy19xPzDqU0SdwbPdW618NO1Gk"
    "hpzVk/14e2YOU6gaC6HTfobMPAqNPYfowFh3aMmJrCfvokdxJVE3TMdbLblgHxFYdppn0en2AtYYHGavYTUWUEJ6cb8L2bW+mjvS"
    "UlKMx3uj+KufJoyk79u8PPfV08wL9uZkeSVRiG+X46TJ/2ADEOrBw8g7+CT00DtqJ3AVLFQTnJ6/ILstccZC5Acr5hkrwLpZNq87"
    "mZZbpFlA2kmKuTufZ6j2yKgMOsoQ6AKsimmXU8k9mk8OG5tuG0ybu00PhuZwPKYRfmryX+y9hqa9Ro2/vgvWuMKjV7eUnbTw7RGX"
    "biKKe45+AC1Wjt8aI4WdggS033Y/w3wK88sJ+tcruWNHQq4nw7p8omdkTMYr28oUaN6PoCn7ewaoGGsqEWJqlxMFMOq5zkt8B/Xd"
    "7MYsT/cNmf4f8q8uqlxWb/dMYTl242rWaIzBz9Cyh+K0NsBdG8PuashWU9mBc5SVMU6/0RHs0szV9/QNvQLydqRYr5LxSdX31aRq"
    "XHGlujpmdboHsD5zmzZNN11mwrafKgfiCRbJlGR77OXPyebwzt7QucGF8jbu4kvs/2jI0Dd6nTykhkzUBvfVjlmAToyhKqDvrLuj"
    "hnmZKWLsGDEiy8TImFLMWQGbit3Dr+a62Y29/ElpFhjj3VLowfLkZB0H7Xqx/ML9ztZfoWsWYiWGIwI1FOQpZBw5kohdFV76Q37u"
    "LKS188KlUBG6iYs1yzgbFoPUb9ZfjfOXvYpbiatpkbbFmwuwPofAOuwk+9s2ovPuIOplAs9fRyr/xcnl/I9C6PQiP+sYYmajjHow"
    "Ux1fTlTvJ2/BMtay4szxhygx59NrWaGGTXY+q9gliOzfYuedWd93ZZr8BG27jsgKYb0AHmYjsovka7vAuonmEenCcghl9IXLIfXW"
    "GWn9fAWatVffc0Kr/ZrZxGD/fXJLWny1P/b5bHb2Ffgeya1EMSnTYXIuZdZ0ajW1Qy68q0P0cR2AczMB0eG18ozMD87DOW7JqbVU"
    "/2Wl972sf+xi2D/LON+C2P4iRD4277dc78GVbsSnnssuzSin+cvhWZfpD1jP5Xi25vI8uxatvpwL62M9CxeJnZyJ8Mb+gZ7+zGax"
    "dB7kuQ/iqQWI+suJuB7WWTJRj5DTcJWD5R59Hh7VD7h6FnlBKpi52MJehI2QNMMo2MB77sNZB9sxu6tyuU/sMwyFxRCo10HPHosn"
    "scmu67k3CY8XFyfGmuMiTqGFahrDsJlHIV2NTzxOrLvyUnh0xbCs1sVrPVBt5WTsQg7vyk6GYdzezGp8TF11LIKo0noEouzJ3sCp"
    "7DJosDI8wQ59G9d7kjia9eVrsTU8nDmTzsRMKCdydxF+183X2towQ1BDTVWHGKtO+x8HC9YEV7C1sErLe/AVu+DObF7lPONk0f/g"
    "Dtbiro3DcSiRSUK8ym/UxG9iJ6zeejQ8IKveu17aGDvQHepTDRmjEr4n5ERJsNZnXf3L9XVWLk6UKujAz2E9mger4X9fwfxBmDO3"
    "ljGroKcdh9Ws1tPEOmOTajnTfJw6s6Z3yev0ry1yT9KzyKI+6MTu7IXMDNqJzVOzfysZDe4U69DoIQnPCeY4W+L088vxdwHOaaku"
    "xgq1wFmLi7G/bMMuWIZ1Pa45GnHianZOnAlLdCJ0XML3bxT5iYRzceeb1CEEOHRBN0NcBY/Zasnn4X3mEbxP1rAQ8Vd3M8/suKjy"
    "NSDXdJwdbjGihBwkDqO5h/eJ1PM1OGzu/cjQUkMf1tYtQSubQf7wSl4h6fekA15veGflfopVPO9EnB3tSZ7OImIynsl8/jU4Vwt1"
    "LOPglR4dvaWk2MKMr6QqzSv633MoScjQYfIpPvEgaLuJuKL1OFlOsEa/w+mo8dPGO2B73NM2lpVSlkwQeXmA3CDfymV47/E4I0fh"
    "Sv/tv41qkdj//s+yjCKhjLdhfe6QP3HO3oS0PYc1v0fPZf7VOqesEz+PCFaWD/paCthTO1wKmHGu9Jyl5Yzij9rHFEk1s781jJBr"
    "iM1gK7EWUl3DKaUqXn8E55Gty2klz+YettLu5KdKemzSCO6oM5FTs3B9q8Ma5sC9xGAv3Aud1e3akeS13RcXsDHixtkPcSF50sqx"
    "e662UptPfgMi7O9Z2/hAHoPsGr7gqTJaHoRc9BDXS2JnZgc8pBjnNSvIwjYYsWCYOLTVjHI68fkNuXA0dG6+x+hOwjbO46Sosp8r"
    "4Vd1se6NC3eSR/H7gPdla7MS0mjd3l9gT+9CbHYutPPZ0FtTsYszEevabEIZn1HVcmhhdXhUro7RRBqmmbfNo6j01TAX6+d5HukE"
    "X5nKBWf4u6nea9+Fme2me+FYK8+oq6EmfF+c6wtS8kmVMuPUU6K+2y1BTyLJWC7OOb6miHJmwEJtw4q+B/t5I6zdVlhG03kJZgBT"
    "OKP5jBL2k0WIyv4wRC74J4sthyIvyTOwgrfLQvaTPICfWdV4vFgn8xqs0YHST3b4HpkCPzFkTObRfeD8FPkZhJtYX6lgbamENuAk"
    "YsjeDAtQjvvMZV34P/j9DWTSG03W4Lj3rat5XddxEIaFs56orXjlUjyvxfP7cUbNKu/my5VSK26GdBwt+5rl2VfcWJtUNYDcXWMV"
    "e7VJ4XnyND5rKFa6f2BZvIbwWly0s516IOrrl73wmZ2lOfVsmNKYT88sRluyxXM7nM4ILEOyuP4DxcWgjdJ9edsojVsRS0+gD2VY"
    "yFvpc+XAnyzmVFCIcxNzyMISYr/9BKJMtMNTvAVrZNy/t8p4fHWOLJAlRO5eBckqYeY7zm6zc+Qs2OSEn/zcX1J4no7dSfeJapvP"
    "vjU3j3Yw5wnj7NJP7pU9cx3t6nMMW+Fnh2A1aog47mLBRmRIzdVHZYgY77nxzJfDquRxdmUXMVXMx8yjVrSerwshz+3lPHLanABp"
    "ai+79WlE6x/iqx7ym34kfcRNiCSpWcP0wWzKNIG9ytNWRO7Px138hitVa9j3sQ3XcfoTJ6sz9UOZK5PggQ9HNGz5pGnSl7gATdil"
    "+TMsfB7+jEIk1YrYxzugo6dgTzbgnOWxy6C2Cm4P5qpdj149cXOSNTxNCcZojqPDVqtVurtiFXyp43ACwuwWP0os39oBJ7+dVHus"
    "gjhlIExJLIYNnsOzavfaTyLU066OF2JkvlDv9DX3KPveHYetoblb9GMR735SSZSXfE6utpTaMedb+RyxizUzJIMSYtYvQGxZSa+m"
    "BaPQOuJw5eCJY5WKoYvm4E6zod8Pk+k4X/W0TpDEc25B3Og6vNbR3lTRI2lBHMfxhvhiWDBYu47SPsjkDEVtHR1l+j1rIOX0FwzN"
    "Icza43bYiZLkVLkWd/OOfKdnBa2g71vJOtj6pJ8F3aMpeohDe+0kZ0F2u9M2Zcqn8Ph6sANgKdFToohcHHtnF0paiLU+m4M8WjKJ"
    "YV2OV1m/TXfEId0kno4HEp5RzsVJFT5GcPbCdYfW83jO4/UuaIDjOKFwBGyF9Qp+IiOwYlEdA629lZ3VufCXzBe+Tm4l+9Zjgnge"
    "mt44KJ7RtjoNMr2LeLI9KBs2M1Wf2RK7binr9f9GklCi2id4TvagvLsOEotiNO2LJD2iXJKZDje31ZU4mEmeX5PKLp5ntzH2fxKz"
    "J8ZkbBnZIiJurIZeXKwfI3J7H9d4Vh6RGrF+9se0DnyySwz9HYtTkewq14nNppwmn+s/wZPWGSYHQ6tUsj5QirO4jt2Ja/aqoA2j"
    "3NuZbCJTWC351Nd8zCeZzorg0dDKG3UY7vtvvH4u/KFR8hcs2FR9Rp6nDh7kcQ1dPjjqK5P2/UnkZ1CiKsXJAb6VGMd7Z+/c5zeU"
    "DN5LGeerCnFOA9z92v+vsu+AsrK6vj8fTYFgQ8CGiCh2LIgigoiCDWssRGyImhijqNhjr7FEjT0W7BpREaQoICBIEynDMAgMMAPT"
    "mF7fzCvzyvnvs+99D80vb9b6rywMzLxyv3vPPf3szWz/VPx3EXbBZKDQ56mcXh5K5PsmH9Pbn9O9ta9lhreBSOK9JM0RlfInYvLX"
    "BZbkWDkG3/OUvIVb0xNnvky/wfPtH3yLf5ewO2WtWkfSC9jND6F3/sZpEmM2/o68Bw3k+s3xGSzHRmEdd0N8hrGYWFUnQkfZKsNk"
    "fG2BL1/PPMVV3gutoD5y1rPacLaDqakS+PgluEsvQeYtH/CC9g3CqQ3E3M1n74cxjll8ZvMLZkMuY732GlioeuzXDjUMiB2s8Swg"
    "t5RjGfrIYzpYXDqdXkarZwGIkzXa6nX3wd+v8X5jhPUHNxM+TxraqOWYBegrNqVVBm/dpv/PxKkuUWN0drneep+Dtvd0+Q1q4v/6"
    "tG36PPTPMDlMJuA+n4aI9QX4a/fr/d5rac1g4wml3nVPJCgNpr2t92sQc11RVspC9KUsz22W/ySxWuIm1viz1U9T5HHMYXXnXqlj"
    "d6/Zgkptq6slRs7tFlhsi0FehfxV48ReZJalhLiDrZw1r4aFnIifnsB3786o/b9ZT5JEdYrxbGLkTHTz+kM4lWzzHsMzHXg7GNMm"
    "6J82+a5Wy7315RqvlDVtcEK3elxeJdJMnMxBTiKjzEf0IjeEm9t2s761iAvby5s4lw9wB0fKJNaRDMnpVtqTY8mRk/S4sTn4vBZ2"
    "y5TR3rjMsfNtTRvGyJr+Kz2LFi9tA8WmuQ5n11kJo4ChzLia5crjTM3/RXRz/99JLtH74F0XscvgRjzhI7jXxljYMch+cpdA7+RD"
    "Yt6F7R2Evx8ETWUMebmZ7pYjORngcqkR9iV0k+MyPkDKd3uVs7ZiWUeH+1sNTW6dbwfiW66Ehu9AXPYrWIE6TBrpLW4lcsHPapzz"
    "FdzjXlj5UUSjNFyLenq2Z4vDaijlSQyVJPvT/v+ZXhuINhdmXrSJ3TfrpY5/O9TnhhM+y5Gg/xWndRojtez5ibPqX8oduV6MsegE"
    "aM7VsKd12POV0NVfw6Iu0fFitck6aKUi6KRxkPCPcW7mw1unYS67I1t87dP6OJ7l7tbDQ3Z9Sgm9VZLs7NhBPO/s+YMbyCkYot6N"
    "0beJEAmvl5wo58FO5eA7Z2E3z5MH4f/PhfV6BZpvH3HVCpvGN+QUww8fKVW4sUPkB+jbQ+Q92LvN7PfdQ3ZD9H4n/Oows9OncQXt"
    "mekw7PTHZSPvUJx1kCX0oXvIvhJvQ7vEqVeNiS7EzvWDIN3GPlaESPBM3GvLe27R/0AbfwOv/Gj4KgfqrsRfNXaJ/cRhEqVYSWpt"
    "Qw4swqzkXLhhH4Q4a9VLjIezpwxjdj7lO9xbee7WhXQd72Szz5A7zJE4dUMHYhUmfc+bm2UfAsvdWc6QAdD1T+C1s7DDd+E7Z0M+"
    "luJbx0ij77Fu9X634zAqV8e07DR3V+mWmcSy2sZy6MjLxCagbEIkH/syB98+HHHOJ1LFzvNdoHWqOdtsOs0mvz/T1+ATPgMfdDE+"
    "8Ve9JHgF+7pa4vTbI5x1rYBWOQU+7C7Wmy5X4bOvgKQOlg6MnbcgRlysk+RzSNRa9vgbN+d1iH5msjf4e0juSnxHH2mBn1cF+1Gp"
    "D8iz2g0++0fwyVbrOfDIOsjJ0jmYjftUJZPV6utppEmX69YM07RjERDOscyUbZwfsXraduKaZo/ROyGWiBHhq4HyHtNHxCFHRZhN"
    "OAracx3ZGV71PX2uvp1UZyPTPepKfqtP8X2Wmc9jViusb4jN8dewkzBBeXCYBo3M6LVkOGRTPttk/+3JfIzlI1dBI0zCOyy/voN8"
    "eDFEWS/Cdl6K33wGPdcRevUpfR77PNEQk2WwbKFma2HvRS3OvRC6sRtulRLDxzEchTz6QS6jgEBOkiLa2kLiTtlJ1CLO3zewPovt"
    "nEZq4VR5ETyJLmI1AOehu/ipilMWLos4/HfZz/a/+9cPkOPu5Ho8AlrhDLmD+ERl+Nev+qnYtMVGeBOD5RPIzXrdBE99ThtZguy/"
    "uU/PxAo743yfwH35txguwyxdIa/q0b7Ols6XORaFXNizJmoTN2033FfEa2l1Df+6hnV2w6PK14eI2liMM7HeSPPpTpNkZpqslXpn"
    "rOT7qdOUj8RS7DRP+UxfxKPZuzMfQG8jnzP29bhr9fChN0P+2wefYq9eJR+Cm+6LE4MhRD/XdN163I/5uKuTIRUhfRG716ndMqz/"
    "SF8HjPmcV5ysYiaD97RhzbJHuwlqX7MWp2bqrlbFKYM30A1naNwIA7GSPD1f9oCW2FeK2Wlg+fdzpZh9+Dbh8zN8zhLq9BhemcJ7"
    "BrCvbaNWcVJ7KetFcU13maXw80rEoS2avQs+OxrwfOgihwx3jER8LtQyiT3Z3+i0rnUIRKmbT8VPT5B9xGbNv8X+Hs+JlV+geU7D"
    "+x+QZIanu9GjZRn7uO3rLjyRMu+Bn82plDixobNbs+yTThE/IZkginYM+5fg+rbi59aHE/ZVjlNZyarzkzdNuif5zI7Hp3ehZFsl"
    "Zzu9G9eT3dvzJRpeidUSrA9jO6Ods2Ug7OJb7FfMwakdDA30sT6I1eRxNvdLq9TpmOBtrLEfdHs1PvNiCTPL3cKsu+WRe8nJGZ/H"
    "VXHy6bHmQZKNRWU8bv6h0FIF2sSo6hfvJye9123/X8UTS/oZuJ7i8tg2DeCy2gexy7GRWamRnO1ezYx2rl4Mr6gEezKZ1jCiC/Va"
    "7GVHMTSjx2gtWlmBqKJdjvuZuOw6ZDN2qYyIQFb3for+ozGLrG5jgmIpPLsHxVa5BlYjFzK0RW+XWfo2ZPhH8gXUwYOI6jixispY"
    "cahx5T5btqvhh9PPMb6jSsSjdcRVb2BN1tU1tzHLZp5TCyX5euotmwm9nFOSlXo7vjGemelKMkdj1fGp+gpWtBwnvhwe21Ds09vw"
    "oE+Hr36QxH+TkUp74NbZ8r4eQza9PcV6D3+S6ZCWZtzgzfp8MB6RwfvQPItxW17XFak62KAXg9elhfFPC55hE7syLFNm3Efmg2bD"
    "QhwcdJSf9C74alPwzu7wdKbr99Kf85DW89tbWjJ17z7iGLn38jXDkEd7jLMPoxk3OPtvjHnEpCVF1gHrJO3kZxRcLrGZGcEkdmY9"
    "I6pa+melpg8kwtm/TYy5asns08ysk72zI5FnPpU65ssNicdmRlqpG7ZygqgelvYZztTuRIhKZiyDsd11pm3uylhmL97fduI8xr3+"
    "Z0dUktG4zSwZW109J6RtnuRA7NftslZTmVxaujP7TOb/h7FSn+BUU4reURRRld3l7L+p0mmQuFHwBp6AZpihxtT2FnVpL+ni+/8a"
    "dapspZbL1TX4924yyGcWUr5jJ6AeqtR5srfcrw/jtQ/qvfBPRsM/tf6wBJ7X0GwN4aiez38pPns9vr8Az9ibUYUSt6o3ez+th6wj"
    "/eBWf4YbmW2+BL89VCrYjd1EL+5X2t5c+luVYiwMjxAHOsKOvUJ4NnVqyJbvtWEBr5OT1Tiiv9XbDAUQ964YT5GL1X4CXbmVfWxF"
    "ap723MC6jz7QT/DvzjJbPyK+/894bT7uWxURi1K4N2f4e5fQBo/nbbPiqd/1AbnKunqv0NiJN7KubviVVsXLwTdsoT9pCCPbKK2m"
    "J6xSewdzOFYj+0VTnIv4WiqYiWrGu7NrsRf9tIGr1MQ8d9JCvKeKNt1mQYyxbgu8U5t7WYPbcid2fRXkYTf2GhkT8XL4Rw9JD3Hz"
    "VU3qPPQY/fNB9LNWEuPwXb2PM2S/4H0boNOvhed0En5S6ucuHJpnijmOeGb6pjozfWNPfyd3MptXsw3W2k0S7eY5YRKsszf7J0uS"
    "aSxOW+p2p7aNT7McztHiKj/2CcZvYfa5hBidCe9zxeipPE5srAbWMBPcgT0hU4HsJ24mJaLZZyuaIVnT8I2joHs3Q1Y3cLpnEyQr"
    "n0jvb+OT3yRO3fc46+5yN7Rm9u4MY8vuw/7jZtZxZmONt0sLEcN6Y6+rdDL8hsE8wyMQjX2F2KudVDGytki1iHba/FfrEyrzPlbK"
    "I7KFiBJu31ONaHoHNMlCzkCFcMJhVkf+KNm7N+2TR0oLa4ZpdHcnfUXMMFteuIEoy2Yt3pEynL7j4Gv2noNDR3YYpGt0IvcqxP9u"
    "03l6JW782OA46S5N5BA1dMhcdnGvh6bfQCz2Svz9SUrKSFgiqxP9A3fauB/sWU9g58yR8Oz2wjqLsUeLiBBeQnS/FuYbCrmK5+Ar"
    "ZZedVtYgW8gIvN17NqNkPJ4uuze4X6Yf6RjWS9qxBz0Q6y4zr/YaalnDxZhNHz3CKNuyACfS1imtmk3zmRVapo9BQl6AHVuN/fgB"
    "N/gn2BeLyRq932mziPXsF0wQG/w6fKuxsFnW41jpSs6KMCc8dueJ787c5G/7XZzc2VPuxo4UQ5McLo5DsBn+zyZ5CRHZbJzUdH0G"
    "/tRS/Y8+DR//FEip9W+Xa4HYfGQF9HkO9v9DnxWMMnI9yFevnDe/P+fJIvBuFutcxCZ34P83QL+vgu8+UBrI0xentk8QVzRJjNts"
    "HdOPQmffrX+T8zSV+lE7BEn9pyzHbXiqjY6bUMam1/t5HpfpPQN+3y9yk7QPntLztSD1DLzA13GvRkiOGBNdLXZ+G2OIGOQrhpOJ"
    "4Nka9SucSYqZh5C+oaNxUsfLoTJPclJPa558GAxi5/v3spsslcvlRv0iNUSME7ebWKTkuroijBhb2KWd9Mh8JnfW3dMTuna457Pd"
    "yY94gKT/5tgPTTP+wJ2dgtf2wv3PxVksh2b+hbmAR8ThNxwoblI3Rj0aZbzm9mM0pwxfRrwZ48RBkj3eccpxLU9jO2xGNb+rilFq"
    "HHbBocjWsjfI7JvrDzPcmgT7ssPUGhHPMBdlJdDylPfJHEi9zXJYTexL6NVyyP8JYvjKq2C7bpekz5Wdz7qxPblxDr6ra/GZb5Kd"
    "fAqerBB7tBTe8cuwq4ZHWwIPPF+3y2JoY5vyroLMDpA8dqvmQlr2CVbiO/tBC4fgMXSlXWgg/0wB8yJmA8z2W6etIZm/AO1yJLRs"
    "b+jafrjl3cSi0Ti7Ihupm4+m9xP22OwJ5nHD7OJIkqe0gUy8rezAPsJz7dSxa3wGPnmYPIqzytGnbHIqWKKP49n3Y0dVKSemjseO"
    "hHEDHE/1yfAmlmGl92G3bpTTZYH+C9HCq7hDN4rDVgt4Zqey3hr27Jw2i7SXXEBvLuXx4at4/tl9igr4d+dKOVHojA9zJHyGuTir"
    "m7ADa/UweVFs6rwQlnw950DWYx/K8cfmH07E+RfBr3JMmFZ/na3tgu7B81jnLDz36zIRPtljkMSxrNAlvfUw/62Tt7QdmMGJIrq8"
    "AfrsYEhxJf59MGzJJtzxm6WWmtNQ/ozJPEZGxLo2nucD4ijaNMGe0pfyH9ZP8a4i1u1qGBWUaqGUEOHD7HYB66f9ObsaYSVoIBml"
    "zIvYkel82NkX5vAzzLO3ubAuWOkVYrMHNv1aCs0a5WzoQE46HCqOIWAFn7tB74budKxAxnBjz9ML+9tfBhD9O5XBrlWyr5YTcW09"
    "dWHCs/TG2TUcY+yhfg/SuGxpLpEW/D3uuQmsqjLI85LUwOK2kz8TR8TV8OopOcbf+rA4j9xYcsrJyFjHnmjDLr4ast2JnBxTED/b"
    "rJnxja2k5+rmEdNYoJYLbS9n4XQbPL72ruKy4mHO3vVjF5PjTbLVbNK/S5hZhzy1XuoQ9FYIrzwQN3kzvv9naOJBuPP74h4b1lUB"
    "vAarVe4vUxHPz2cni/ueFiLNWU0wR++FRqiiDTa7ab2k2zh9afXwzXxtA77xRPI72K6eS8wZl30xDpNqdRHieazVx8lIv4/8BTdg"
    "B+cbG+CplOJ7QrCApbrde1xXefwbJctxdRu1nHRmvP1vLLOyf+ZJWNgSckn2gL5Is6ks0S8Rld0FGfkE/s0s/VZfhmfwPnZqvvyV"
    "HEsN7BK6Q8yveh6xyHpYzJ9xi29mB7fjP3QsTlHaWFvp4x5JyjjZHZZfLbHxDf3LciEF9KCdtxHzlVeXE+r1m17DPcxmavfgarlU"
    "X4PnUI9I9F2yJdfpRTjbWyXhsSBS9MmSvmq7Qf+ut+GErsK5rkb0tr8MhF7/ATdmHj7jVGg8mwOYBT9wiAyFTV3LCZP5OONf6ZeH"
    "yI2QwN0ZxenIaspqMREfivE59foUWU3L4F33ySDqpXw86hiroz52OYSst8YU+4aYpX5GxkHLdJd/aAU8zzFiuJQl+iesrIN8jlee"
    "LlfKhTitO/CeHNjKaXqDBDpLSlMXBoaUfXHqdb3Lah7BH2SdLJS5kLgtkPIlnI636ZNH8Y3bdYKcBxt2DO7U5TixxZCm5YwdJuEc"
    "z5JEpt4a9ohXptVHBjaz/yHuxrN4SmO/XKtXayq4Q6/EJxneRx5+9y003EbW/V/RIEh3A7tqjGSkUdvootqIu/5P/bOMFbOP8/Du"
    "BpzKK3iOLR5FpIHxg+v+nCUhZtIK8ZpKeFLr4EUWwRrUQD8uIDPlWDHm9xY/i9NI1JYWanWrhlbw2aqoge8Vp3XHwiZ+gie02uMG"
    "xL7Psl5t8tXMGkqMs9PGabiN8hDCKr7Bu+dBUkdhf5fjM7bgd2WQq1w9DPJypz4gBbpMvtPP9Tt9FTZ/CM7L+JRvlrWMapv9NOAG"
    "VplqcL8iHrXLODM2e1Y+8yEsr/4AeaVz2fezt8yVzrDhUUaOlhk2FtN+uFut9NmreJqOW9LVyNzspbIOXkrmvxDrPC06GZ+4Etpx"
    "KvyROexFyoes3IHzXIczjusTWomzSVfse2W4FyqxSzHOIiT4HKa5HoT+/gPj1ip66TfjRrgeNONldqj1+0gxNZnhVyzR9+Rr3F/z"
    "C57S6VmQT9MVTNc9U+ZxosJY562Mp07Cfd7qu9XrM7OLrdDjIxHNHiON5ExYiCcq1ktxB4YS/aSFde04EWhbfG+w5apdxDoE69xO"
    "BJlW7Po/oQEr6VPHiaG1hZPp1mO6VL9tI1u0Hr8vZ3/KBn08MItSBI33i35MLX4YvblG2g0yvXNepBwWMMA+Hi5v0zvZztzBNXgW"
    "yyLG8CfJXocmxhzmhV2DJ3yd9SbbZ5u5MAa4HdoxqPfVEseC0ZezZrYzzyMCcVWpeKYnSYmbE6ZPbu+o4KThabiJNg1xOKQmL9Od"
    "L5xG/YPPExteUABtsErNEk/RJZDFdtCDH+FZN2Hnd4OXeAUz7AWQn1o81Rbcl5MhGwvgkTv+IYcqb/YzxD7+VnqUv0oNM/WOdc9m"
    "gH5MbcWpvyP3eR7gSbDpdxl7C7taLOLZg5ZxDXvDbe66gbzLRxhzrhyLFdfCX5mDXfyG9mE/ac7Mj23VdP9Uf0j2OqzjJnHTzN1Z"
    "Nainj9Ptd95gO04+pohUXIaY4Go8aQnu7ReczKrAK/IQ2/eSGdiJJfj5tZD6Q8VmLn5E5Lca7/wFGmISfjdI3tFk0E4sL79N46kC"
    "/L7Vn07Sd7KZfesu2TPB8hsUyi6ys4/WdXmmmJmyDmPXt1eMm2CydSss3kLs/wLItfm9Jfj+Qjz/36SMejLq+S6aPfea62wYIcU+"
    "fnZYoK6HMPtdaI/d7yyWIbVMwP5iHeKniU2JHZvh4Urj8VuPgFVdF0JCrGfIsimLtJK9/UfJ9TJLTJaKiXNhslipH+JcDeHOZkOt"
    "/6DJ98CFIGsXikPGaaujwyLnCLkc69iz4HogZsIK/D6n4bwp61ZpwAmH9VrPbdpKvIxWdunW6Duw2k+LcYI+opfhRJ/G6c9Uy4IO"
    "QBzTyDi4gRmzmEclt3veGbb/FvJnT4P+MczaSjKLxrDXpYyHw2QltkmNEkb54yTlOz+SHhG/1WMLZeuvaisrZcx325jtdVo9yorl"
    "Xm28p4dcKhchhq1ExFiox8HWdpXHyXmZh09ZBfto0/tnYL+MH7oId/4DnMNJiMiNz9LYHVboYu77HEb/50ta1oS5WsP1d5LxM7EB"
    "0j6FSfQj7GWyLOb1+Pd2PYWRmSEZLVPDLUjgJ3WUxGpyT7j6TzUrptNxB6axR/RcrLAIMt8V+uFL35mVvlMpX7UwZJsroVfWwLvr"
    "im84DPqjnZwtU2GH57PP1nX27UQwMf+6hXPlUcQYblIjQn1dzzpdFN6G+vipGzMjKdbC2ppuz36zyviJzdijzlLh0ej7yF/F+u2G"
    "seoXUzf3datEWc3aAW/5Zdzvk+EHGx+Woc7tL62cQvvtHiQ8/4rJT39xPn2D59IJyDx+qVSQJ6WW2LQJRmV5xP+zlRvu/76cpb1M"
    "ouxr2EJZrWXn065+cr2Cmfla8vjZRM6tMhOfdiGrVwvhtT6rM+D5LqMHmPD/jTJ70YOZxWro6SYdKW/Bclby3r4Hz+sl2J/FsLR7"
    "ILbZV97kfHW972AoyPhzTThDw+Kt5g6NhG9WSd+sXkdn/HiTuEZacdVV+hVuXj50zYP4yUbdJoXwvl+CP1bEfS3Gn3FyBu6r9ajm"
    "wZ+3eep/4HZMkD/Sl9xATMT5eEpDGjpDDL+ngTc1wZrGWmqQL1OHQEIPgz/bV7pBridgtw6RtaJ8tVnMYWKR+N9lBS2lefqHShpd"
    "upU7dBglx+a2jXn8P7obKxs24fWcHI2zqdC5OMU+IuzC64Qnv53RTR5xbJ7E7xs5fZPwiB4xZuuSbehRQ0ZYqs+wF3iKTBL75omw"
    "f90M91LDsAA36KfBx/qy3gad9gNu3G2Z+NT8lt4ZpPsq1mDdvFYFpb6cmbGXaNG76VfE/J2pg+VhOZT8tt/QssxF5LSRc4NVOhE3"
    "oJZzhqu0qI3c+nzouKPIEfAobsxaRGTFOKUwvy/uUST7U4Nar4Cx0O0n4zixmPKz2FaxtN6BhXjPGsjUkfACLAd1GfblSMQ0D0Na"
    "A0jIE1jbNFYsv6QvNhC/O1Sexm28Ee8oUJulNv7XmXoCfrOe/tZgMTyiC8VuniESNjPLYhl51TuxliHwHibpbNjwy+QsRPRvYp1d"
    "feWni6j31gPaqUpoYGNujOoM2K8baO/z8KmfkcHSIR8WU3YM8edomcD88Z7y+32L+M4c1//fQxK/6YZz2aMdiAi7QrKs+/9aWO83"
    "cRYf43OmE4tq5ySKW2mKWOxt8SpmQ+rK/psFiOX7ET3F9O526HzrHzZMn+x6dDqjvSZ2juQTMS8EjboacY7dAMe3u6ekPAqJQzS2"
    "LsVc6IR6aNzv9FfECoVY82dyHyyc9ff0YYf1UZ5n0xCeirjn/0YU4KZ94dMSr7hANxPP6Gqppc/uGFOqeH/Nk4iT29l1sLcwyrmB"
    "U7pRztnEqFXK/ITkHUT2yj6hHPfzuoeLeiSeqO+2mYk7NBOR2HlkmttsXirsXJLMIem7Xp7xgw70PzuWuIZx4uBEdBanlQK5Fa+6"
    "Bzd/IXsJbM9GiWNjrYN8JzKVw6RDs2WMYnkx85sXMmY31sY1zB59r5vYtW+8MxdKyndpJMi3YjPc1jGzWA3VcKT8Q1ZiJzZjR/9D"
    "3dhLWjX5Gw7bdJ3KdqHU//2QTMSpRGk3ToUY55I/ksm0mRF9THr81zSB+rpEil51IzTubfB0ItBFhnxgmYaFHplkFyJahMn5rB49"
    "NHvXUavH1bVq0uXiKjQhWroG+nwj8N2rIKN2h7Yzdky2yQlwiNRmMDLSGZlUZlLofyH3dZR6ohA9gKfqyOmsEkp8FBb8BViPacyp"
    "foGdORhapDsZP21ufIpW+G9oZB/lOHHT9xt1DXzpHHajNbE7ZgPe+5D38lwvd5he8Sj/s+7SnzVP1+WdYDbrKLH++qvY459GHomz"
    "7ryVflN638ZIiFOLcXanRGnBHPqB9WfX+35bk7deMp565Dvc3A16sdyh8/DTF3WZPBy47Lnd3G+hjZtYl7LZgXXwKs4LtuiVRJ0v"
    "hdbLx/MthAYtJB7wOUTbOAB7uEVflWpmr5ZDAg7gfEEPTq/sIlXE2NuO6Mfi2jzW6UKIX5dwcmAje9UfhR48EydRhX+9Bw91lf6A"
    "p/oea1gqg8RwZg2hYYV2xU5u1zf0CV0kV0lfxJcrsYKRhpNLpPpR2LdX2kBGMFzMQvqwPTw+7CB8awd6cYsYO1lOoT2R11rINRXD"
    "HqyAvttCdo6jmbtdjV16Vqw37LjMjGm6m8xlOqpYO0j6Wb6Uj1TuhCwPkHd1JRkmmjgLuwhPZPaqghq8gNUrx2zjcHWt02UOTm0t"
    "bOcWxvtvYrUryRn3oc9niJ8obKVmsKe4ATfS8C32pi6pVMeCfD+rESfgXFZA1xkL7MHyhr5FztsqnQ0t8pM+p2N1sr6L8xmNHRgV"
    "TJBRukOmy2x8niG5L8Iay7EfA2DJ69ifYZN2u4p1svaXc8QYZA+QIuKnLiMKYJwe1U+827+yM60KEvahXAt/ZKuG5Ak1Voe/IWLq"
    "IIaX4jD0y9TqYKOpdzeTnbq/uNnaz4imUkUE9SqikGRjdT8dt+B4Ma6ujvI+ZG+6LJM/Qv5bOJeV8nFJmhXP+DCjeifWPUH3DS7S"
    "SGqVvqY1cou+L6MDw6W8XMo5nVOiufjXYkhpV5kFuQsxW5bw+JCtRAsyedtTXKdWDdEkYtrk2YAjuN+GP5LDSq1lO0Ksy9f5SKRQ"
    "7xbrwghx98K4SwXsvTmH2XrzigoRFU7VEUFEF2CffsG71pDrrEFvk9dwvkvxqpX4pAL9BdIa9c+XICNVEvFTC/3NLZ4ByHiK2skt"
    "ntXSKjE2cfQBZNh6bwz95h7ZgTPYhZnCwbKNMY1lIJ6REFeWr+ncpd2BbpLIdJ2rPq+f4+4+h1u7C6LIV+VMDYIHbW42qKamL7cc"
    "ozgupCLdwC7DCKsj7dkJbH7KWPokYWKbblY3Q9wdtqQ/+0MCxqJ/lIuJVrlIh8uenF48gcyePZl3b4CHchws0VFY/X6sKSZoaeLe"
    "+26i5W7BaRqH5dn0al3VuSeRpl20a2im+wWPs3ZgWGEh8tJFcdKzeev7Qk8tU+PJM2Q3yz/n488ESflqY9Jr+Dj5WizWzN4xHXCW"
    "tsH7C0fKnjyf9vSsVurO2TFXc7iBFbDsPl+/4A3ERgv0CpkEifkAErgIe3k5pDjJTvJGykeTuu4a6/Y+WD6RD1KbiK94rR6u98L7"
    "zpMXtCD1c3tb3QhxLDLNzIq10nLHOZPimCirsIYYJCfuEYFOwmlWeX7VKDMSVt+1HH4p7ubPRAsYAut7ibzKmkEhdM1GzjDaKRl7"
    "0gTWiEN6s1Swi7C99JaO7PiJ8Ub3oZdXTAneX0L0sCI6T8Lkz8sni8YwdmMYd1QFdeseYjWOnpwFTpBLOUmmRWVHw7lt5IQe1ZuC"
    "DvCCpup9+oFMkwuC23W8bk/9pQ0PZbjsJdX0YkKsENeozXMVEie62E8BhohvfzM9sCjrjx/j3e/Adhyna1JnBV2Cx/Rv8A1bU3Mg"
    "WWXEwazDaldTnl8TYzkZLIvZ9Wi5wBp9IbgeMrEEr/oBuiaeqYlHfWeyzcWU6ppgb3lZnyaK02xDdtTTELNb1es9Kad/abkB80um"
    "Mith7D236mXBCfAWt2JF/fCp5wRj9CNYt4ltdBClO4LdrEklztvhAdbrb/tqqn1eZiR1yel6fVBItu6OsC3j9V/QRPvIZdB2sYyH"
    "t7P7tjft8XjomF1kAO67RZrzsFdbiTp/YmAdzPfA44sgxg2xPmTx6HnwJlI+5+Y8MVv9Pj673AhtPw0eYWuGHdZqohfhMw6RvWUt"
    "bFln3Lb95CXEAddCI9+Gn2e/jRHYuxC7UtLxVSszfDugx+9V6yZ9HtZdpHcQxm39lzwN/dkI+RZdEvyTp74uZV5Jd8Tnt0jCczu3"
    "snewhh00tuLr5d+IswzLxdDTK6HLe4k9x9kylDj5R+BncUaNEXy2MaZYzmF48Bz03IkyA1Hig/oD+8WKiE08lbUt03j5Yh3QE+EB"
    "TMNuL8TJzuDnNeufECcugU9YQvytekS4NxPz2zyujvKptqPP2MH3Px4M7VfLyN8qnKWwvVazOhwrqpEN8jmZHf6jV+rC4HS9Xy8n"
    "iuDOm6WMDx1v+ypEY/eJ9YHlwK6tgw6/Qf4CKcmB55Gj1bKcCHfr8Oc8eVW+wLcbosGpMk9d98pXtBLGD7SOGTqlbKQzpH/IoIM+"
    "h/8+Bw/JbGK1zsFJrZMvWCHel9FpjPq9UR+UZeRKKsQOPMuuCOv1LsX9uwJ7X6WnyLf45nmwHKvhVzdidd9D+3SF9JyNGOMrMRnr"
    "LOmI4CH83NmBaqKmVWLFA6FRrmNGNsJex3rE9blE8tvBVZuW6RLMRwxVBK1/tLwOfdqsV4v1IB4MDXom7vb1bfRfd5C9ONlj/USO"
    "hdEsbXvegL/7/HSUU1kOlb+OUXu2PMV87M+bOI98eFimCR7W19lVFYEMVcD/L8XJH4uo0s7IWPGK1Lig+zCK2Yk5keSepOjvtCOb"
    "SBS7twvuR5RMbNbP8B6swgZqvjqyqxfAH2mhjv99bcP1ithE/snwCs6XEvYhmmV4BPt0APPJIfiXUaLzmBUrIYtghP5slyAXXtZW"
    "3PUCWN32MhHrGI779Wcx9N5yyFIKXm5fcpU1wi/IY5arxiOipPwU0DD6563sBW+gVrGYcTP2oJHdF+2Cpayhu4qHVYHWU29WsNsi"
    "yVuefhrTXQOIQHiTOBSLNEOBxasJYj+ndzKemZfYT9IM0sZLexZz3z3Ezdiv5coi1KdrpJSrqCHezk9q2cTlzEY0MEdhPs1scZyL"
    "M/RJ2twEb30t/raFOR2L6vP1c7kOJ/UT67rWnZeP8y5lHjSEFVrM6k4lop9BXtqL8y96kwfFdSbZZH8nPuMGuS84Vmwq9Emsd6ke"
    "Dw/8CDlV30TkYKyFrA4zAjmcSKBFZNEp9lPsFnEeLd9Td54HTd/KbsejpIkzz91wki6Kt3rGYq4wfU8Ez5DyN7KBXmKSnVApInPE"
    "/MzCDNr0pI/IY/qdoV7iVS/BBzPMVpfjL2OdOkxs6uxW0/agk/QRF7O0ZrpZTabWcHZTmcUdIa4TaJOOa8N3WapP41y2427M1vH4"
    "Vxi+wm3kldhAXd9TruC0WaMa7uKt8Cb6eGyrNJpPMjPBm9Ds/DKGClfJrr0vWcUcI82cqeoDvf+Of0cdrb7Z0zLObG7Tb4nZ2MiY"
    "27BIzsUJ1xLn51BKg+p/Y0yH2f1j/qTrhbIYuIKVx2tx980XdIzIEV3DSe4BYru+nPfN3b9hZMyoVKsOmh9bgt2+SdI8PJt83/OT"
    "YjPzYU5H26eVeTwyxzuyWmcQuytH58tLami229hRanJ+MSy1vf4lzlkNh1dSyj5GW+8CPxkYR0TbwLOt01FcxakylBMlLv85FXu3"
    "Xf+K3azxLNZl1JBuBcbSUA4dn6v1sg63sxG6q6fMRNSf4oydQ1ZuZddDOp9vWBkuimjOZMUcDsKvRM6MEFVmK/mFw/qhVHicnm3M"
    "hgv31aKHaEYHpSv1O73MuMdpM7Zuk8wRzOw20GKE9UbJ4/MWSSF9C+vGmI27UYjvLWVueDinTW0OfgfOxjyJfWUCPJu5WHs9q4Ab"
    "cKplkNIB0uP/oFEKe0CtrtcF/scejMMTnms2vcIacoekLUwq42HkGk+2vig2XWETvoVYwQ/0JnvKs8Fk2K9AjI3OOtrbE9G/MuUm"
    "YezTKr2XeDFj+DSOdV9Jd+s5jDv730eyHif7F4mRP72eE74WM62EJH2vZ8FGlpBBr5BPu55I9xPg72zGPtmJ/4K/GUfTCFkQTCFy"
    "ezP3e08ijVqv9Riszzp0rdcpgHdxNizT99jr9nKZfAfJydH39WtdgZvyqz4eTFSLYm2e4K/QigXwjb6Axz1NC+BBDwru0af0HD2X"
    "SG0b9BYZCC1tWc8vcWIVOKdNuAd9EcFOgwaarY/LsdCqeXqW7hp847s0I3zqbvIZvY+leNav26ha9aUecRnPXh7z1vRoV0pTP3H4"
    "NimfhUt/Q5RIKibtOdTS+2GVj3KaYzWe7m1Iku1kheyPnTCe7091Fn4y3+ZX4Yf8qMPwzgVaKw/oEProZkOMd2GCqJ/LymEP1ume"
    "QduxOjnttBW3o1xzsX85kBvrobpAGlgPWQNN6RCKFPfLMeLuRLMqgRQ75oshsEIleqcYtt9ynUKGybifb7VJ9yMhzyfxyefgFO6S"
    "79lPH0h/vDqfntiPOMEu5PxIMpauhSYcgCe1e3exrKAmdBjaltmI6TNifTzlnPkPJN2bbWs9SBzDzRS8toAZJKsNT4K/lYszK5C1"
    "zD+LpNHJ7W+j+K+Hgu7Bk7oldbleqEfqH4LB0k/nBdU6GGvuhPt0E/RTNb45n51Qhiy/jFNQLczEb6b2SRK1536PepIgy5GzOgLN"
    "MVQcC61h7J0j9T63buwsPxEPI/uEmNI2xTXNtVjN+N8ha5sdvYxc8Cvxmn1pd6oQB6cnvZXZ+zQafYRdzV0l8J3ijuNrVznAZyaH"
    "+u7kJGfLaphFamSG09gGLaY+W6znYB2xwhOcEzdMi6d9T1apz24kmBEbjVecIw77rZLZ6k/YPWdZkbDHc4+wJzLG7EcZKzKqv6/n"
    "7EpOB8swdpEPeEsayK1XCW07Rr7GfSzXb/Dsa9QQjf6ij8GTmAPt2cJqw81+ui2sbiailCy1dcTPinBHenASsIwYTveSvSimDqOq"
    "zmtZ4zvv0Qb/abuMr26ILuJz4TFa77VYRb4eL3bDtkHXmqe6hudnvX+Nmfu0m8S8HTIpGsN5X4fSmOJ6YqxnhfUVZh8bOL9dxt1o"
    "Zl3LnsyYmsJi/ChL8Pvt0G/Hi82nfAKdvTuktw63rwlWARG5voffXiOG8mKZxHvgMS8nYmsLmVFr4MMmeJbGf3iROCa4YnZP7BOc"
    "hohnE/2dhcSHqGcPz9OIZB4j7oMhshjC44/yKrzbZxHlnCsTtL8chshwttwub+v5+G7L2e4th0olo4WBcjwjtG1E2lN4EzW0z7ab"
    "a73/6O5SNokv1+7wE63fL855SpsGNx7g0bj1lVjFRTJINpEj4m2s8gVY7pmiZO7tw5xnq480qqgbw5zzamUkfhCntw1xbCQR2MKe"
    "wVpoobtn5vJXYEUVsJAl+pasJldUBGuvwvrSXAjRDDfEruK4Id7Sv+oLMl4Gww8SeURH6cd4gj4yJmgkO12O56yzPJexay3UMUF2"
    "5s3stdBdcDqbWAMymQ040Wr6pS/0ayfs/Qx6aD/ivhvf5iJOiCi9vj6MSaKM3B2qoMVdo4n20EwLZ5mZAcxzhvAJh8siSNtYeQ1a"
    "fLQeFIzTsTqJPB/ZOliNOXAEWamb8JQW+VzCjO8Hbdw5gVcegxQl2SNzke8vLeXJlZHx0q2smbwKYdaXUn66zHy4k7n/KWbHe3oU"
    "aYfFaqdls4tbqR9vkV85T2b8zqMlxsnbTfg+mxUo5qR7i+ZxAm4LsXXXkbOuKz8xj+iDDhezCbolDn35sMzXO3Ayk2DDzxLDJuyH"
    "274Rz5/Q3Tmr4XqgW6gZa/FJb+qI4Bo85TbY5/ViPTTD4DWdoBGPVBBl5v10+mpdmLGq99jwVR6t0WxUiPPdV4h1lqzn1LBNe00W"
    "w9mejJ9cg522zM/B4nLq26FD7In+xF62R3CWxtdkE28XM69dQI6iIvaJJjXdN9dZnKeYYu9WgvN2xs/n8uxTGHnvIiPg3zTyDqTg"
    "s7Yj9kh7OVpGUgv1xZPug12vY3fZkfB6jOXhaJ0dJPR5vUDHwbc9QKZoMtVFXpJTGI22ZLorHc5PPDNFZU89UNI4BB2ljj1mET8l"
    "vRRnFGNmpgVayvyzP7HL2HpcpmMNLfRkFkC71LOaFff61rpBo/ykcrGe6SLatVp2r93OeaZC+EXLoMFGQ0M1sdpQxG6VMLzXi6Sz"
    "fAxf1TziI2Qu4pflGmfG8WP6gA2INFJE09lLTqEfaNWx/FSjDg4uCFbqcrkG3z1ZH5JbU1OhPf6tf4YFrDIeC+zXdNY7XpTrgwPZ"
    "Y+rkr6dEPQKafV5/cehmjtmyXYYp2Ooe2Vl+zpTP9W6xbMjJOKmPcUftjGxSwRCRHsCTVulhOEnLB12Hd69DBGkncDBrHV29j9FK"
    "e2mzCCfCm1rJ3tjr5ALiUx8h/8STnYRXfsG680rECvfISp0o1kn4E/TE4OAo7M9MyM7LOgY7+LqcKfOgzy6jDs/lRP/lsoq2YAFs"
    "3VjolXbiJv8vZCdMMztfmvDpN8vO7FYaqd3Y89bog2SqDxEbM+7lqEwdH0M+1m8YghsZi5/B/txx+ORzZLOP1tLcTV1ZcW+ENnpd"
    "pkG6vjAWY+iVT/Bs83D3vuK9KVOH09FAzWqYP89JsUcyOpBaqpA1mBlY883EkSjxGICOBfx+dkA43OFtZPbaQZtuUllDT2crTzas"
    "EW+nEh7BM+7ze4NEWL/7be7SMmiT8WmXsKPU2IYMafYtxq8t9EGvkSWcXa9HVDcU0tyqT7BXLeFR15Jeo/YT1wfdxN4diw3GE6u2"
    "lagJtX4aIs1vZbNYLl/STaLsNhrBytIOSFaUrw9hz82qum4FV6n8kFJ6I6zOROaU3M+jPnZeqzUed9Z5tnFIccojtFtm5VF4jTfJ"
    "LYgAEdkGc2HDvsV9+hyeTfau/rjHD7cTvFuM5ycBT9TyGIPFWNOsV/0oMSbF9lJNm1TKjtIdjHCinPaxjK/hvNeQ3VwkzbbuPO+k"
    "Pyvzn/8o6lExWum5lmN//x9sRs6d"
)
# ----- end of the text model -----
