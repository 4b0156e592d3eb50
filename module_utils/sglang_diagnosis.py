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
    'parts': 'train .. validation-r65 (66 parts, tests/unit/test_corpus_train.py PARTS)',
    'logs': 4346,
    'words': 10951,
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
_TM_BIAS: tuple = (0.189, -0.259, -0.245, -1.23, -0.608, 0.222, 0.244, 0.154, 1.614, -0.834, -0.249, 0.228, 0.774)
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
    "6TWwfHjh48CHIz9+bYuhuVDQIA8yGe2D+xWO9jjCbs9hKwAUy5qNKDba/jzMf1XJDQWnxn7tNlyxtKZBWDj1/+PtPeAsO4pz8R4F"
    "BEMQILIJFiKJKJkcZaKJNraxHzYyw8zcOzNXMzfsDRP2z2snwAGw8QP7OeAH2MbGgE0wmGSTLQQCIZCEclytNsfZ2cnT7/u+qj73"
    "zEqz/5/14/dm93ZX9zmnT58O1VXV1VXSiiJktKtVo5/ulOEh1UIZc4OaWwxoC5iP1PljFlvdoywKsVQlx057Z0dgHmfaL592zPo2"
    "BVBIaUoZpLiEO4s8Jyn7zxsBYHvzJrwvrhTD/UTdniItgWROFRfZZI3KSJPfQP+l23WTfP+a9ndnmN/RrXVkacggttl0VcFQyRFf"
    "34iSICeJBGNJzNsBxQA3S2W6Xhk03wMIrZnwBuLiDnp7dHhsrDkljExMD+beiOm8BlD50mYvIY15AX6ta6IDuqbjHROCbRoXgE+K"
    "Ikkv2DxS2M2+UoorNLxdqGIYiQGE27/uZFNxtLUPmaTaaa5+rlvNy4oA/Qs8bXbCvfJqtvmQbV+e1MdNJdCUqXxh7GdXS7DWsNxV"
    "RW4ewCdklCzw1WuztdJ16oEOtX2Ts5Td0o2Nwc2os3yLZF2F5epSviMYDcNq+07ldFv9xInVLZVvulV9rZlBd5VoEa/UWuwwTHoK"
    "qAZt71RnyizkLU0VziZs+0hpu9Fod9xlEZLocblP6FQwdSotvMfYO4v0fnAVpoPmERWKsl3NDkWNXY+UVCD82sm6Gh1KHKnCQ2EU"
    "pjV/myT1gzbXq9Qn4eitVicZsIhx41LdL+7gJv+4nugIGMfXyr6ARypwyl33FpYHMsBnpsYUmP8gQSblrvRI9YJQ54xjdiHL6oA+"
    "wQ8Mi1pbCLFKr/AmNi3BeGYUS0muJ/IdvxN0O4SCswiCCclNOyaksig/Yt/QqHR11rpjLdEwXfAMmPJ0Tm3yrdipYuxVt/E3ZJXe"
    "5od8Mxo284dFfkdgze6cUkds85OYgGhEQLajs93jAsilW6JWgouH3VCyeaAcLBxRjqixS14pi5Q60sFOAVqLtE0pt2PbjMSBgyaV"
    "MJlEprUsZb5ABHOLgYR9Tlc8KuncDTqZVFYqdLh0uZRtsY0DxUPdmj+PxPCoCa096TfbR0zbgtqpFgmdnCwSxXHMIsspwk7VThd4"
    "PFQAE9WpSpGo9UHrSj9l0NHE7fZHb7dsxhtJYr5uraue6fo8Uqyrnt9rWci8abnxUqzpDlqyM451wATjnfEp/oboyZaxH6oESMeM"
    "Fg3lWLaQdTh7BmVxIaPbj6HRfJ2KruPj7apZme1bx87XnfHZlBpiH1mGq7fnJHcC5bOYMkXf8eH659dzcyM9McwfWEKTYinsDJrF"
    "B4VDvUrHiQomubI3uz76XU3UY+fElFLjErCyLNdvpaWKWjuDznd5iko0AqlGmoHyifh+ZklkWeRNG2gvzXVoWTjkPoIt4Rx1ByOL"
    "315j1zK0h2pACBP6lQ7vGz+H0HZeOxNNtUFTWyqyBYKgx4E60ZxRkGUtWfh6F3mmJewKDLpui25TL6TbW4Z8FMiUI3SCSyGCil3r"
    "+UCmhhSDEW6yExgloWaxT/YakHFtfHiEta6NSwyjuKF0zSKpMnlcnOFEmit2bZwnFCwqXyuSVhOle7TqYzC7XUBHsSfJPgzbO4V/"
    "a+N20A+ANCIQYxmcZkxWHvGUoWbGXUXtJqOeAu1tUsLQYd/V6nxJvSZqtVZXjngJRdJe6mmsKi0JIMDuJMOe22jo1Ox1soBk0VAZ"
    "zyqnazdq00sooqZSt1tgjloM7CpqjilCS+Bdk7WWgoJtHW7XezkLtGatbzFfeX1uXk73mMfNaMVq+klz1tmZnONPLK5m2hRN7yks"
    "EXpKCp3y+5hSGVPCnQzttGLHHErS/CnzOcp5mIcTSeZqaMBzMFvxFMDGoe+bzlSP/cYw209QgpqceBqX6kP82cqtQVAXJmLIQupC"
    "MrQVZC1aH+cP97dGTW7JFA/rD+WBru2iTr3GH7+qPotB2KBdUjpRG8ye1AoA1ccYolSNQTYUNeiGwCzi2aLNFwq10c1Jnpa3nHwl"
    "L7mWIM7sFzRmgRFj/Gomssm3QqWBuTStzljm44vNhAzwXdxUyItSk90klVR1J9/X9aikW+MZZRxqOSXdGnoenRuUDrpvKvj+gfZF"
    "Ha40R3tOtFqGxF8O6wibwYX94ry30GnSLmIHnSLjgwo7YE67M1VKp08Y/jwPzGDSwiHTUSOssK18CootomALqFVYG2uXKLPW8EzD"
    "wkIlxVJSjBTIycQ4S5dkobXP9YmLN3aGeSYsIGRanxrgSJpRfP8Ci8dqowXgzWApvZHQ3KAdpmXYkz5ZhrhHXoKlntIquf1Cxsmv"
    "d2qbr1PadKdCPTOr5226NjVOfpvrYTm3OJpkU7F06S7KqJjFGrOZZ7O5fLU9jMG/6bDTXVwvO1u889WSnfGtLrqy35bXfVvhLq5T"
    "Joal+c4V19gbkicCd057V9e3+my7quaqGFdxV9c7LbrgoyCf7GzpenV4XIKx1uSmbLMXfWLOCVagy5dl2I9ujoZHtYbd6RIPNtGg"
    "JIXDrZNd7wwTpd/pet2cL3FD+K4uzg6NjGHqSxB719e556WDiXd1vdbY6vle3fuvQCObL9qZgnKu1tkK+MiplomMyxdNQEzjw+Xc"
    "npRUXMvFjvbxenVUA9EmOJVNq3JTTp8eondLmWUsTF1So+hkUUFhxyIxBE1VmFORMcrZJm/EFsmoZQcsaZUjrT1C6rs9yp/Z8gDg"
    "8tL2qEkOKrW6Dct2p8lhPMyTNbbPJ6XHDpE/dys6ZEVRHFFsZwIf1ZniDx80NKrtQSVoG9iEZp6y1aBD5mjuRHioMAuATN6sCeQI"
    "0mUFnakM1Aflc23IhEQCnQEW7LyH3LINjQyNDvFIsiel/9lR7Vl9fJGbKsFDfhjLocyqe0r90DVeXlHfd735blFoMnQ7WaOwvJUi"
    "cZtlZ0VrO5t3V3lDpUI6jOzFOgNAkU1leIqHLwxsVwrA3RjprFWR12vRRmObGRaYexBCoFu7Koa9q6M2pU1tz+jbzCwynPQtNl/c"
    "+aUMHDvM3SEDfcvHEs2xIe1JW8q5183F+EZMppLMq+Bg1hLweNir5x2DcUf/uQZqj0RQT3XQrV1a6mg3Zw2esmbX+Ro52fNR0/eg"
    "a7vig+5SSZHsHPWF5u43qLhkN1vYy5GZ0THYQX5Dhdb7EGFMMyLZAT6OZF634jygNwLpddpo9x0XgpK3qEmQGGtYnJV0lDAbEQ62"
    "+oeIlCNHw7bLYWqezK3Zu3iL+L5uc3RiuGOfrp6UoS7pujpMdcI+mF2ElLM6XTVsUwbmN99gJywK2G/r6xEoSYxgoJgbxv6QSTj8"
    "IH+xkEklxLxLmDK6jvKMcPNYkt0Tr9Bks0jwEy8UZq/KV3yb0LtBWicd94Zglud4nKbw1eSuqU4wtJDTfd7LLe/7Xt8mQ/w5VejY"
    "nJDOu1KUyE71Kvm66uXbkg5sfrvV2CE/elPp5xRyW2Vo6RFktata0lCxVG4U2dt18KroWkbaVOknSVI5wLI8Yc+0LBwiuzIp6aBO"
    "KSCz5RO63aNBjWHztJKT/QvFmc075xQWa/pX/EKRz0r0RhQAkYFrmFD79YTb5Ta8050jFuZNuIeW1RFT2VmClp4Z0URcr+WoAIS4"
    "eiOu7U1IxnGpvOcJoT8Dc7btZNiag5QEzF0DLZJ67qBsgqp8xRlSeYrHKAspQAqV6Tai06vgk3pjg36KsNMb5+rQGx83LT2HbFj2"
    "arkeIjHIoPfqOn/dIUXQa+mrWpThUlmxD/p+V69l/LjFKt0heZTt5LQBxlGra3ukr7oWq5UVs4BpzMJpdNzMIC3x49d3+aOUaTuZ"
    "ipId6kBuQ8HU8EhhKhDploIh5z4BGhM74/OCshiEEpzMSDoIBMoGVKSxPYsb5kbRynP1kWaOOoy1jM7VZdAVMe8j+qDmQT40wcRE"
    "uynl+QxTYZewSp/jhyNoi6Gfw4I4q2iiKvScIVPtwqDgTyfiEFeE0n2gmDp3WXJlOT6bLTHGWdu2c/OeZeytwX6y1VI0ZWtQxWMa"
    "9CE4PWhKxIMYNyNzFlJxT0B9atCGE+dxl4fseLCUgTyzdCmlYdBQyKuy7eW6V+78Wds6Dju/5SlXb7AUn+YBYtLY07Vhc4Q2xp1X"
    "k3zryAuD0iEdS9cqHlPCJshsXgr0c1s2eBVWu1nJqDvca+NLR/AfRY00+fOlreztuuDLB7uj+D9UHAQF3DcUROc3+Nna1q2A9mb9"
    "uLQgaEvS1gWDIVPFaIEqL9JaNzUCu5Ro81SaAioHcE4Vx9QyUGg8M6Mp066udOx61tbUBm/26dX347DFdbEUfkmbSw7zhk0X7/IJ"
    "8YkGy8JmO6dklK8PDm3y2VXKz1tRJUv/Bra7BUCbtkXiBLigLbLmSlflt2X/VCp/SsmWpANqWIcKwrbIqRSgVcvhZkOwbiTYmRpm"
    "2B080Wq90jIvIBG4Jft6H13Xq+5KqVoIwTyS9DfaTkjbXaXtsdInb87XPvyJmb4ZZdnudlCJkhGTE9LZ2NSJ2cWie+KF8jvulD00"
    "facLxTCYdTmngU4bEOZ5mO4Y/k+Rie6OdYa2D3bRauM1/vDp47hvAv+xYHS5YdmdGOXPXjJFMBOhAHuVYVPQoaF6/EamaIECQK3N"
    "sM6A5VTbyu0oxBwjnTOYqR0C4OMUDtnxOMCo3ERTD/AUAbvUeCM/bV7LUB9QSYRERfTBggbsZ+XSclzICS3Dzhdmw32lgwwEZyz0"
    "1zVnNmmcKcfl1kUO1bwQ8cEefxW2C5a5Ltq8NtwYBwIb5HrW5bdwe7lbE06qTRozI7t2DLSnKorQ7B4XJvGUNPlcR4mKhdUpIOjB"
    "LEfPJ/3qRZZXsVavWmgXwLIRcWbIMrc3G3a5ZnUQ8YoZN6dgvM2uAWB6xDb4a3qUW8pEKKap2RHc19djKuv2ddkvaJu6n93ushb1"
    "litGEXIVId9I6aLZmkPS2OCpEB8fzcrwHENenBz09tms1TjU1i2+LJm9xfZgYQu0z4uV7Ea4Wrjl4HU84a1xdkJGPprT9AJrnVx0"
    "FqyUE/Qe0tyc48bNRUGU87XhahoFd5Ffvr+4oZpplkL/vm+rpthH60N9/FfkmAfRUtp4hn5GtQQXi2k/x/d33Qny0CimQvMuriu/"
    "bjuF5ddJqt5P2jLaT2avHk7GlRR9KQEvJdkvm5x99q8VavT9rJJf1yLzTt/mGSc0EKo0PA2KjjTeCZXyu3Ik0Sdd5uZkWwJyJmtq"
    "It44VSwkTaNEmo3xOWCNJu/Q6NYIdMOtfSgfri3ZdDVQ6ioCN5+2VVZePQCPTgx77mTNHmAJLf6GJi2UeKU1dBdqoYNlwYs3I12m"
    "2w76JvfpKmNQ0nsGLNOLVEVaTQVG4EnX1K1DNLuZaPQcTznnvDlPwvXOYNmKBCFvUYJmZdpgGTAzZRrLwNsz6N6+PEHzHe56uOQf"
    "snRxAnQqKOHhbumQdb7e6jkkBT0DKUVX/Sodzxpu5rg/cpHUojsmzoHJyhxmRpO8wEgzv4HyagGmOyWwGOntxrDwIx2Em1P6kkNs"
    "y5hqalxnL/ajvXqW9Zcs/vWv38mPil0qoRsmi1XXUkL6BaglylLlIqYxfDBE3MJi9vvZbRXMToaG3C51sRK0sKS2tJQUt5ZSmRZr"
    "NRmgN1o5XzN6G1dpPCK5tu1tZn9I3cIShSD/Rp3Mp6aeqzWXr0kiW863SMOlnQtSDdvD9O4xaPbkzJjcCN07GmhOpZttT/qJ35zo"
    "dBzkbrdBecFUQhJVA2WkwhxDcVOEDjvMJ7FdNxbVrddZ3M6xv8TrXjpVzBQW+66gholwNEjKKb84ZuVt5kdzulAjv1NOga78Qttr"
    "YVqRgyX9yDIMbDy4SXWynCj3aj/TzJPPbs40laciy8Fa6bMk6nGooy9ig5MzpXd6x00Ea5VZAwzxACLdId9AXZ4HRsh9c275KeDF"
    "2rgWIIv7OdYEZNXnGHfV4oxKe8mcodlAeefOl929H8bFWOvOV/XUkCwqY+qVrhcvcqU/T2VbQEZMDEm2aJcK+qKckpTBNEFPuOBu"
    "l09+1bR4TVJh12X5weC8orVr09ac/DV7NIw8wYNf5YS1I/O6PiLZUt3xVtffNCYlIBGjfq9YZuOW6xPDBchFvd1jfXtT7BMwd+KN"
    "HTjBE2fOrmTIChfToDMpflheWyjKsRtYso46skddO7HbmaqNWMhMjDEUom0ofn13jClcYN3oIcYOszFsM1RhPaqIdXttCm8Y1nkS"
    "poA22UnSblaXrJUal4h6uj4E/MXYqZ8ZFENWfK41aEMdASkIRtOKKoN9d2aEbFmeo3yQYYehrE97PNTKEBt3Tvsi3e1m10HLG4ab"
    "uQXFs70REDy9wd7o7GCvMggOZAxhDf9dblKvNnC1xkysBUCV4HHntKGFrpPlQ1Av9M3VM5yIqLDGC7hH/rZbK6fRGNstkelAwDRK"
    "wv0RiVWZJNHqR9c8KY9o1gocBTojQoDMLwE7T6S8KbqJYtzsWEaz3fYIq4O/khcqsphhUNtC7YwClHEkv5WHW0ftCzKIpi18WxKq"
    "Dk91J5hXk5NdHf/IlTUNHo99x6jkgz5fKBlqynkFjrHtU+YSjSNmNzZO8JRsvj7JoPU42xnYe9G3oAzoZ8i4PUANSgc97jt58Ixc"
    "8Um7SYebLapmgIOKR9rqypGZCEYVu0PGziUstoJo8BTocdwuFpb+eg2z+dVryJCPt3ZhL6ayKSGVJdrw5CzZdMEJlU15doCCWVM+"
    "9uwIvL+jf1YKsFFm+UqVj7kKKoCpJtBGr9HXxCrBhcFz5Lk+BaD+zgoTeVejR0P81gAliZ9ODiLs2UBllA9KMEVLAb0GdwM8GjLv"
    "c4M9ZLTMgprt4HtkkjiHs0KxJzefLfRMU8+0RGUwawN4nC94rD5vUZLBV9ioaHEgaq+i1/J9TUq4adATPyJbRDr0hxjl8L8p6xhy"
    "7zli7pnvEjsYY4assv4dD3qT8Dfz46UjTsod4banH98Re2DzJ0N9W63MqvTq9b4BYOZILEBAJ/ItD/yML9+yldXa9IATqQK55etn"
    "DLJHZl2g9ISxaGQBIo9LAiNmTg9ar3eqtZbgOpWG6NFMgSnjFJDe1rTKtsXn9+S4g2E+v6nD8AzQwvWR4c0YpWN3sPCelgZwE70u"
    "GrE7NigTlwzMFKxBcxa7UMZou56WAtQW2BFMUo7z3OQB7uqsdpylI1pcz2Pak7zPnNR4jvMfvWnphtA9otsHnB7G/wp+1UHuiZvt"
    "OIUc9Blwkqqfzt5AcgYN/E2N5SRbIoP9p9SN5LhKaTeaVsoylOZpg3pVC4eKa71qCeTTjdrUFL+EWXZ8BnFNQz4DnqXzRK1ObUoV"
    "Y0ZXMbf9pjlYwatOV0cHzZKlR0KW06QcGSi7Ma0ADznTazG7taxB5Ylqe9A3yixSC4ExGMw0g8cqDjeND/M33B4ZBN3In76kNopV"
    "fZA2VpsW4nZaYpiuZZeG07V2l0jNY6ugGSAYdOabUZeh3UcQU296Ev+zvUFzb+Vnzpwpx9W8tz2N56ZoGZqGSMxjQmnLQebpGAxZ"
    "OMxDpxWDnW4TrBYkQNMJQ7WWJejVTwBdPQuQjz9B2VGFEr4zIVjbNYK8yOmicB/4JdgcG2pld+0oXqyA52nO6TQgk/l5C0uFGJj3"
    "lqb5qfyPn/y/KxySh2IDi721vrEFuyAhgkCeWkD7NqnyjxD1aU7xNyyxO4Ae5eJy1MjeNFWmadDW05yhPQyI3tQkCDKLMlWHFLvE"
    "NetkN1eG/4tT9ErR43QGssJc1t4q8s1kX5F0noZpj/hV+azU5rP0OdcPwpkyADPl4tjnyFhDWdSDYiwVhBkMTvzYXzbVZyhfnOEp"
    "7UJ/YIZzVyoCDKwSOrthUV/2Y2nFjcGMzD1WLh8h0KkxqCsY0vkVnQUYLJzA948GmIjnTkcFckY+mDPjsn1ZfZUh98L+ax8a0j5J"
    "KT0+jLUK6Wn+2FX42BFO0xm8soJFbwaZ1RH+8Gy9SUA0IuLcPYCoMGK+ChEKU8wAj9lq61FWveKY2pTjpy825RUfWbamtjlV+IrQ"
    "YnvCpXaz5SWZTfgTrhfOXrMe5FbXs7fPfN3WTk9kjJqJimyG3l5cOILL2VoFZ6o0fFz1WKOD+/czVb2jPbm92kMWdyNnJqrcIZAl"
    "nRltKyKUD8KZiRpHygQnLUIK1HNsCjHS/TNdx5wvjVHJraWKqzuAMTZfz7nDslfDEorrfectzAIalB7NzASqPoFBAYZpplYB9TdT"
    "m6wpEME3o2FYawzaht1g3rebqfnqO1PjjzfqWby+L3FkUo9yX5S3bB9uV4AGDaiT1pzBXcxpDoHlnWFXUL2YmHMwH4YSGrW8qqfa"
    "OtGiuW9J7TRluDCt4hmVAqrlYjIRlNE8BZgZLtqpeKltnmW4KC1b5MRC0J4zVdysfOhKsEXSVCOzBZOihEygenLaASm2GlhIlIzg"
    "KbYi+2vLYKaLLM7IBglpXxDQIEVsne+APSBpSw2LqlIyAk7ALvoQyZAypyoWmraRgVqfAHZYa56nnNk2BISzDZnoMHJM4peGW63i"
    "1GHfCkrHLmbJZtZz9JgPFTCRv4Na493uTNbQ8th2JczOyJCfyPdLLN5V5HSo18IhG6wCbeZn03+WRx+GBmkUC7qTdb8hF2fa5bwd"
    "vynlleGmjPLbHtl71Elt6iCykKZSNG3JyUYrQzMddM3MzOAstQc7g7NZPjwrLwlABLMY3bPoFQWueDI7hf/D/A2NAJWNVwUWu0ZM"
    "bVIJmK3jATpknW12eB51ttXjzziwWaS7+D/K31DZMwrTfV2E2Vn8RzmKPfBwdnCOW+4IphC0FTQUgFGhodK+eY458JEIOvh1B+dq"
    "PE9OjTTq5c01p5rTg3SYPkdnrAxcmrJ9uDa4nTGPmjKo1IyUtc9jTmdw+8Tg9tr49uFxRK3B7fVt/MkGWfFyz+jvO1OjYHB7B08W"
    "uvzbe4NxeJg/BaMMqgzGGJAHjqDy8OPlEUEVBrxnpMaAAnhEHVOCECR7c1GFjVpglo2rJRgfEu3MmMVAg5ETNXIYI5hS0Ggo0itG"
    "zWojgHbT7lZul65vOAwMrnpsjGc0nVCLmGQNK8MK6gplPCkW9FsszqkB0s2VqkXZVVrUOcSYcTcANlXlIgb0tRZp6ZyBbF1EtWaV"
    "DadyqkoK5GNjrMqYUrwwprwx21oA1GJgFRznj9S6RTW2q5/c1weyL+RCmnGTgT1XnKKLOmejSB3Hw2MeqTpT9tFTUwpQ7IQ9z9ML"
    "0WWwQjqxcAkX+6LZ2LePWoY7RaLphc145M+49WKArQm2BetZryigw3jEswhYZnYkGSlOZdAm6xBlGCC/t2FhB+yt4hm7f06B2Q8i"
    "ZIdU4zCbqckWZaO1JjjR9FUtPt1SpjSBo/yuFl/nTlgFzCniUY/os4X2XiiO7GmsMqV2BSrj97XHFUzaSGmP2/HRqHWcoU619iHL"
    "5Hhqs2XaXGejOdGI6kzjNaNMuEVS8ghY8Q4/vNOpauYotrp3KIj0d3To73LYQGIkizR4CFDWFod5tcsx0RXk/rZjIUgWaKErtMZh"
    "abBHyuYtNLQWpXmjMGvvKSFNJkFOrwjWdgkgNizl+h5hBPYh3jDNBp3mXWSlPHNmGwNWE81F1DVCJMbznVHLZMz7YhnoGGR7zwLB"
    "VcXCHh4gBWMMzBQ6gLaCNmUdUbSbQt0IHMuwpheSobLILtpGSSz2tSLx6oiqaRDvIoYd4eOjzB9l/qiSvKj3j7I2TBGfjVR4R4V3"
    "VJTHi7yLAlSEvKC3V5Wpq7Trwpj7u1GqWh6JWeuDHcHsuxGNpxFKH6KfmSYwyySLJDobGWNNxvjCsTFl8vlxvml8CjN6RFhopMbv"
    "rjUoCYhyA6NQ/CkgU0AB0FUg+UIUQ6iQXLGcHsSRKZUmRR6LrEWnZK4ymnokoyabYYpZrHKzwtKbei23JWOxX0SQd8lAZCzO8xik"
    "FuRcH2nxy9rD1mam0GiAH2eLTqnEviEPgjMdDRa+gBmcWOb/KMe80quMW4aaz6QbHqsCrtYHgF+qzVeL7L7aVFcd2tMtHdZdP05N"
    "bzWOqdFhBSMMKM+NvgVmccdiNebosHLHGEz5MfEo9SeFNqNG7bxgNN0nRKDr9IKGArXhKGfOVI5trhrs0rycsoIoUFDcYA+Nsm94"
    "WtjJtVicHCZk6NYBPd2eajLq6FELJJiIxWFYQLJir5hPsy04DUc5rUZHlMWBPKrfsILiey2TN3I2jnI2kvGIyuKUHOWUHK0oyTs4"
    "JUcrQNO6nzNylPNQ9BAro7lVnF4VZBIjT7BVeT8phdExQZxqo9z+RciOogECROP8cvObF0cnZB5bcUONb0BHUNtC7lFFWUtSOA5m"
    "1oCW53Qp650lXNXHm3E2B3zE9+GOJ3h2B5AGKCLVRlI/j3UfdxJjdrJhgI06afcg5teButJ7J1UhfsUUNWajqQ5ZVM1AXxZtacl6"
    "om3iWqQ3EVAL0XwJo5oCrY2IdUVoZZTHX/VEU8PEdoEZ9xTpvSL8AfCLScCMknQdVVnNUfaHVcKWvdFmVR3YlEAl0hkZg4pCg6eG"
    "Wx27JN4vAyImHG6qpKlevZFj1qRZH5vzqFcTULdQdBOBWjfHotzcWbliK8AdYtVybpHcdNle30/ZxZaFw/Zd9Zb1DwF7a6s21S+5"
    "ZSPdgEoBWcEmtS2gSgEWT+dTBZ6YNcCOZcXShrjgtjlhjOYlpFSHXn5Lr9u/bnVomN+P0blSQkVbUzY0zfOmQAkUUpFlvygPWbFv"
    "bMHh8Rx3MtBrF3XKSWvhhuU1fBgUxzMy7HdtNl2Zc2wqAW5aSzc6XY+GGxlyrbN+orjQ65feq/stfkQ6Zv8yMW+rCqg1etxYin7w"
    "qwC8UxvTFmL96n9tkerkZLcA8mPZ/gwSzVbdxlKTBr9yK7XE7iFWX9noI3NhA7JtF9uaiO2W1dBGrAUqsNfIkX2rnXyOoyyixVnU"
    "EtRTIPkEIJCao4zbIvrcdwzjivu9LsF8lzGvoyTQ1aFdYpguxy7L7dH+KSPRNXKMp9DsuwtU6/QqGhZCsD0aCIt9fVHCaoZeW4EP"
    "Wml8M8bXdaYEOPZkp8xwnMyyGnxyblTDZS4fFACo/VCPtT0YWbfKsIIRBlwRK8O6MMZgnEF32EItMVnzUVDVSuYqWRlRwOdHlMXn"
    "meKiW1G5nDmVUeWjE7iqVvR+Pc6ltVJhPu+qDivgLWS8EZBQUkR9PkCjCsgcuGstjysZaDug6VOpGl5jbFIMQj0ZBCbYnpMv7+jP"
    "63q1ZWGOx6tEw4RkltMg2ekAOKZACiaxsP5LyDx4R9lz9ciqZqjRdlGiNkQQmsIUgY4i410tBurRBLFtvxwbI1ih35GM780POyI7"
    "rg+grSFVqXbUaoURyU0JVarTtbBtL+iaZknMrjxjoUsriBtY1T4oqwZKFuKqSLsF0e0qxmxOngCGqbqc9E+FFFplTEkLpzQTJVVF"
    "WFXAesiKhijnvkENgHUFLkskqBvaCqpWRlv1nhOoqx1vagMqBo2P5zgbVFR6VBxk391OGfZHJxWaGYBYOiAj2Pq+1rEHzYRqAVlt"
    "yHoXgNazkhe4UsKr5BvjscKd61gR+qjUpxSwMYlaKhxSFP1UmkbqZZNbfYjvbmrXAbH6UrqdjGcaFkpYHzUzaRFHke73QdWWoy+P"
    "WR4dvCLkFzPZ4fDusCpmbgsxC+lwXBAgU2pHCaK8oCAkxSa1HEUsTYZoEfOhGdWF42euoWC4rmEnff7BSNRRJTarUlZAHTKGFQZj"
    "DIQ/ZACJEV3PRqKY6ogCPkLWoUr8RSRTJf6qitOqjirNq+y/KlEZ+6ZKBFYlsqtWlEVivaof83SLJXlVPz5AmWGVnIAISQQSw5K+"
    "r06ZKY2oo7kN5VZ7Js2r8hipnwFFQkRutT6ioKKwmiNDfSVLpjF7FTVAGS1yX5QBZNxjMe8hI2JinhxXMtB2wN7QUL674isgFg8y"
    "Y1zlyyl3Aehx6a/HrDUMQDsViPlFDeXoUH+0FrCFnHtcIhC02eVR8WKupVSDYFBrN11KJo2SSAuKkeonkQgduJNt1mpqeLREsvPs"
    "e8x6NrEKqqDaniTUbitoNBU12x7xbmJUOqyIxHO0DmmhbERmyLpq2uoybbOuKp2ZKI1Sj7z53QEnoFn+zJR9Bvjk7KgCG1ezbsMh"
    "9rfkYmlLi7DbMY6uhOWAPOBF6olaKJTjQCVDXpzrksa+RyCAwmY6vx/p0YEBNyTsIwh3/GnXkxXUrnmXFLBaTI5icqyqUljrRTf9"
    "krFsIlO1cVTxOL+nOIEUs1UxQRRhKFJDo80p4RobtmCM4QiDUQVVhfrYsbzhYIAe1GUKMl3lUnHHIg3VMdoiQJhFDGN9Qbu0ChVK"
    "OE2gqteoCZx0yIQDEcQY5RhjI4JYO5JVY0RLXC3HiIbGVN/RqmUyYCZpqjFio7GKklUFAnWLllhETYZ8F28g1kRgMhgHdI3laKiN"
    "EXNJl4HRjKxhRhWlyqpSer/KswuW9gzLGcsQ22AMHSdA22rRpCYMqYgRCwdM0fy0x76TQcFTCq0VFauaNV1U7ysSnTMm8eSYME7f"
    "I00GhcXKhiyYoFNtj+3WtvqvpgBTc4wvmCKFbI6foxMtikqydaWd0xDMow6EWJA4XoaT04yl5IK4OZwjq5r2XMYwaVU+Bepj/Mo6"
    "C6rzVr6H/dk0CSJie0QD2VBvNgEezcoko0mFYsUQm5h8zKSm3Lcaa7HY7GKKkPqCET+XR3QUVhRts7BnvDYVRBQ2bKZSgjzW4co9"
    "xh0OKpdYyHsl8ipcyhSQutDhjoP6IIn6zG2lIiL0TAyOAX/NKrKhzFaY4X3IHNdsbBOgrhIiTsy8TzaOYTw+yl+FAd44zunBthqv"
    "UuxtDABDPss1EwF37fI5fwdUqEOVAlRPlnQOY9+fmIFc8AH0NEglPh53Y+NxnN0xrk8YJ5E3Pt7DHBqfmOYjrAC30cY5NMcpPWCt"
    "0bfjvHOqNiKeUAJBc7OT444ADJvxBr+OQLMpumiccxuBjpLEcb68NZoFa5IoIhATjHgbw54CZmxj42g/iCF3kRh3FEk/IDoj7NrV"
    "iFV7k3Uqqua0rrZGFbIgDp1xbo6Nswo9DdjxXk3YTbGo4Ql+IgK1/oTLoLNyWwY6Dql9CWHSTuq+torQdc63iVH+KLCcID6dqOhR"
    "UZQT5jbYY8+2aIocWHGUleCUHphq2QNTLX+grck0ge6cqPHnknyz9c2YpvVHJ3SYJ9IZu4VSCQd0kZYZCWYnaubcO1LRyvYkAdnS"
    "NaF9lwnqiyFsTlqorHZFee3mdJM1lByFoSFjQtZE7IYJ9vMEKXrbpmZokhpCHY9MmU+wHYKOE70RBXkITfQ4qxCOW9kG2Po70atT"
    "yDvRa8z1BGAGT8yNaJBMbB+MZJNqI0CXnC819guv1CSekdKyw6RrZaE60ihB5OHBSE6yNsafXlUbs+WlNt7QR9TQAzW0DZYWcH8s"
    "uc4fjx9YxHLq4wxaUxZW+044+mmOu1rdCBeL+SDvaGQFh7JXjJgNsmVAd4+aB0tVgxjU7G9apK903SAB0+ZBkrAL/KiAE33Z6evh"
    "EHTVhHw2T1CTYa1rYc1KKit8ldLVMqx6TdokMqOaiMDu2qto/SO6f5xILWgGovRqDTPURcBDbUY5YOVkRjlDzTGDKdPsQ167vqhT"
    "CzhNQ8lQo0Ht4iss4fdVpyzyVLvfO0iYYksB5kfaPnZ0ZKdaqQndK9XI8XAutjGdoVbWdi8ni1e16DrGwHaveOu0l6POsVMOAuwA"
    "AMFCXYMwsRfRba0pdFxrTmOeEjHUOHVrLY2eFicOMDaFIzW2TqdDEZG6HnRVR1Hbwlx2315QLFwBR1MYi3RhES/ClLyIX3CRnLIh"
    "ItwcUcCb6L4ZIWt4EdMdXqJtyHhRT9zyJDImSbhOajH3s7EedwjMKRhpCudnm7AEeFVrwmSNP44ihhyak2CVGTYEo06TvNicnCQX"
    "OJll3pPb0CaTBBhPOwKenOHPlDpIsPE8dDSr/NFNbkSZbWGo/XsZmlFohiAE9oQ8poal6Yy4bUkOelGA3Il1uZ6Bcw7oWk+b04Wl"
    "o+jCQ0Vy/Whgx2NZACNI/UDE21lYhT/eyUtathBOKjSlckAU6xDl6e1cdhBUldcY50JmcUeAwmk1Q3Wa9xMhI9i8qU+yw0ITcwOS"
    "pTAChUktJUxPVKCMVQgyHUaAYEBMkE1QxtyjYy0zp4WIRzkUVy0kiSEDegpVF5q3jTojq1BfKD0hhqIZTHVqynt0anhaUV1BxRUr"
    "lKz7+JjiXOH+tMnHst6L65fHfB4ySvdK51Qtsjllu5J0YRTNomyOOwb4o+O1UYu6HtllFWCmdWJhqzXK5EakexgLtWVu3mIYNyeH"
    "jWqRSnLkmQcLOxaxhUTSTYkEEP9gPhnilH7AKVOUPbCF6lIsqBJQHU2EWB++iKihLkLKfPLFuquf6fQZo4ZmhMWVDJhUINuLIaDl"
    "TGxg3RRxFatdTLeFod3bnrKXdyYttJuNvRZzUzepbD3r79SzbBaADP4LsjvoCSTScQKCObLclK3Vte8sbM8IHEO7qQxiAclezdaf"
    "IkqnCnNv0Y8iMda9JLXrVaEBRRWPdZH0ZvYZmgFdUEHdYQttR8bOp0c/D+Sx3SxWIp/0jPUx/vjacX4ydfSIFuu1Ue6l1UFocn5Z"
    "LE8RgPkpNd3UUGBgbbRVnzaorncLYFPV2k0ZTgbUUdCxnqLU2u4U0NbFWX20nMJFcjNiiCW2rmvK1afY61MslykbBHVyYPW6jj4g"
    "xhJWb2hCU+Zbb45oOahrWtXVHs2KXizppZnGsqg6awZDo1soGHeITjgMytfMoRxhHoKLphmeY92k1Jg+x2zZFICX29DCVedSw6gJ"
    "qk9zQ+Rm3XYr6007gUyAIb+WEiKeCY36ULJU9W3WNnxF2+rFyx1wJtzSrHf4vg5RAS+xWFvd6mw2jekekJ0U9Ql2Lax55GqJgnPL"
    "6ciZ6mWQaOviIFoJrObeZoYxJvVe1yYwO3GW3CuF+VSfNIq7YTIERVLuB9hQoFwjjSgV0EmAyAWc2KYhYUPDRZ4NKaAjwoIwIlFd"
    "Q9tojaoCE1RqHUOgoxyRJkpYLzNVkuNZAjMM2GIknOUgQBF5pcYEcADnAN0MRfM8i2iWBfHHgvhKjTWGhosIsVLm5Jmxi2UazYIx"
    "k7prQ1svjWar3TOAKztDVVWx0doF3CbcVVBSlVFKhersXKQkvWGdRdNJscHHuO6qlTu2jnIISnDeoMkGhiMqvlfnlEFEfEaZeoPS"
    "hsY0O7MBfoOoEPQtS5pWl05zLjemuQ/eHLlIgUh8izsEpOCQlb9IzjfHLLDVm4BWUwdYD4Dad25STtjkDy0rPZumr9Y6bBm1vctG"
    "kEPRqBZtNrzcBsVMzQY7mmGxJd7kCtrk+YFmc5xFUWjF1VGn0xVSvsOYzc+47lena+zyZqsgkw0kCqCRyCh0Qjvddd8WNZjsU4ba"
    "BpqgK5v0JsCQF9vWAoz0eilL8F6qIAPHeEg8arFdrOnEKQAjsUnsamHXut40YVezSyQrOtEOpTKasp0Yt3wZ8yn52BQ/z9AoCEI8"
    "jxbdeJQB/Swz7B0Ln3WDkeSvFjUC/JbWsAUVTxix5EDHoCndP+5hxSJdI/fC0Ahec/8VedzMQh5e7UM1So10Fs2jqr63ADsOWyxC"
    "xMUniioet3Ns93W8wm1jlwXYQCBo93CUm/ZUy5XbCscVhPQiUSatTJm0smaxDCAotISxlw4oa86mSgsjmPxdi0p2CFhtZlcEjDFg"
    "9Sp1ksBcNlqi/mk8hiEpf45yY+wFqdbuajO27DZwwA0d7S3BHSXGFGrF18fzJGPH+JdWlRbNI/VsWyxqvGtn2mNrQqrWLUq8EExR"
    "LbGlLqSNEF4hq2tuPGPftjHAhgIWVtO31Gj6piFoVn1+EdFba5J3MGmSCEVGYgJsKDQjHYCaypWFrJhPaxNgyMWzRWrCdxgVqUXM"
    "W3C0jUOGVqvm1FyjWbcR0bSc5pSF6l7GbYs7HmnWtIh0WoZ1TG7E0MgClx+1mhbkUdbMRrQEzirqWpiPeiMh+p0EQosC1BbJDmqK"
    "WHMKsNKEYPJBtgwQCbnhOr+cbdgJ1t6hDri28+O+PyRfYGoZAzoOzea4ajktC4e9Wqbt0jKXJvYBBex16ZgYSyRczx8zu28FZFWp"
    "ydx89P2c7PlZ0LRENq22GoQrQPkIWXRuypbNUkUEWNkG9nOt78v1dNBvscgeNVrAAbvXHjaKo/AQF43SZVi1LhHgxfuK6pZKPbYM"
    "bqHWvHJuU0dg0yNpqspsXcXfL8gemFUD2OYYV7GWcGdHtkCi3tQlydXKXDu9bjKwadZVKSQASG20eiNT2kRrWUdp94rERGvOTgu0"
    "5irDdgyqNWd0XmtOlENrrmP3mcIa4/awASYiMCdukXTxNuCQbZP8gUTZZlzttvoog2n2/LYWf7yZP5kWiu7OyxduT1X7UEUg6cVt"
    "PXOoK2BOUSc/Jd0qRRWPdZ8ZRYvbZvjjfGaNKJknRnEJfZvbhgiGlSUTQIg1KRUpWWfQqDQtHtc1SjUY6rmusmidANEMgzkF7lMi"
    "tkf4GzMJI8BR/kiscv3huWeGRhu1K9vRfOwm69e272xkv+DR7CkwmrJQqyqAlt8mUsNifX+7WhyzyaDnj1ZF3Tugl41qSbTYyhtt"
    "mitYB1WD0V67kx9VbfWMHT6zOGdYFxFsVNTjtDvDoC0WG4AK9C3EdlXv0Y6e+alh5EWM10yQAIhGLwhcVC1ecFH27E1YUk4Zl/Ja"
    "Tg2rqKmqljsATWvbupuCjGalzuLpItY9DW8IxNunpY9LREn2lnhyuGtxpjlo/nDY2oHKZh3rHJ14KwB7EZcBhm0rodnxSExrtZxS"
    "d7dUiW0KhK/lpCtmpy8ZsDoLbLYL0G+sta1cDlz7KHyWQ7rgx/qI3dvTfaBikN5iToYJNDyjUCc2I17VAqgUULsP2XvMGWUBWWbL"
    "QrnMKSC7ZG+St6sM+AWa8hLQtEkji6Ee2y29ejXHViMNWd3UHbaRIqUUu9otttkJe0d0rQ9kMtBj08Yq7C8Dsm170mFtbgVrn6yt"
    "LS8yAkpoqEkS0WatXTJF8ocGORkYy9nWjRwgTekw91c0QHWFgvkaKaNTK1w8RFucU1vnsEw60Tawq1W4XZzvbJt6gSKrF6GOYg3Q"
    "pukfuakci/2y3z+jgHmke9WzXC/VR1x72pLS0JQvA/JvtHJmtJT5MsxxxwArN/OEMiIZ23zLDNcU7nZ2dLaXoXu6KMEdJsZ1ua7A"
    "QElOLK5koJ2BjgN6c2fYNuQ6NJuikPcBd1O3zKeGoorF9pBOZSHsqpkcsFsmiqhnz7qV4T7YLoGdAvaCJ6pcGTqm6e8ysI7t8nZc"
    "Db8z2jbGxUzU5phX+JbKJIMWS6lQSMKJ5ebYEI8q0PkLizsCFOpG1VQq1h1iZgRGuzvgI8lTeszO11hsTxcHbQxUl9HaV5Tle4Zd"
    "C42eJFTTllOHSK5DmnTYi9qmQNsiHSE/c61kjxmkzHZ5u7SsVm1SD3WF4beM3fJOucVWiGlKO5Cz1DHu4j4DGuCFC/soPFl4pY/m"
    "jz52+MXk8Sge7IzzndQKcU/z0bGq+26P5rw9Zu/ssXDIHs0Ve3Rf7LFwtB7NTXo0P+iRrs+jeTuP5t+8o1wZ44jybh6zP/JY+CKP"
    "hTPymP2Px+xQPJr98+guxGP2Bx6zt+8oR95Rho+ie+626VTzOWh+uGPf7XYs+92OMhoSzbd2lGftmP1jR/rDjuYEO5p/6yhH1tFM"
    "JEa5sI6FD2tBxrmbC+vY0U9b2x1rFaoPFN6kozxIR7dbFOXbOWbPzdGXtbyUuUfmKL/KMa9lXL5chOrGUaJtk5nTY0WG4bJSSMnR"
    "sRKqeEvT0j0Px8L1cDTfwrHsUji6j9Lohx86YsvN62h0a8mx8DtKkN/dMsKS3kdjh1OKX0SSlA5EEfI4i8gWjRhnfc1XpkV6Vdcw"
    "rbm5jIUJDEJty2h3PfL72zYPtDlhhowsmhKTJdCxizlwjO7BMRZ+GkugX/aoV8T2nF6ooSLPiLHkFDHKK2LMBnhi4ZwwZscw0UkJ"
    "egWMhVvA6PYzY+GiL/ad8sXsaC+6Z71oPvUqBvgdjg/kMS/Kd2Lsu8brw/aULlJZx33YxY4SvRHX2cqshbueKwBrzAKuWspwkjzP"
    "MR7Nt2nwmBu5qAOm2TtcLDmFi9kLXOwbTAXo6hekpujILbqDNgEthZp3MzZneSTKvLAxmuJYmqsrsB1i+ViLZjqBod5RcrAW5U0t"
    "uhe12HejFu2b3HNazFqp3JgzF2bRhzB9lkW5KIvukCzKh1g0X2CIgL3o9St2R/lDrfseuaJcckX55Iplp1yx8MpVQB0DzSFX1B53"
    "JlZKTrBif/O97MMqFrQMtVosNOdUsWSZNho+N29R0faXumP8MUnqk6iPzo8ifRsxUIPIc1EsXBdF810U5bAIIb/N5QkWVwvIby8c"
    "FMXsDCH2zfzEkiOimA0exZIDomgeiKI5Jo7oPjW89rMKf0HRxJtGA7ohnGw7Lpqzn9j38xNLdluj+/eJ2cFP9CbVr6VAh5G6HGWU"
    "w3Sb5Mi62wlNKqha2PCoICMK5zQFVOmD7RLYcbiIDTfLJUqk65PYtfYzyaOwkTyIRDkMYagc0WjZi0YsOcpgQhvO1PujzqcM2UZi"
    "Kxf/9O2tRXfXEM1PQ8yOGqJL6goxXfaSEAvvCIK69qh5PIh9VwWx7KsgbvJOEEseBmLfxYDDhkfkVCCaw4AoLwGx7xiAoN5gmieb"
    "be/HbAw/dq0g72EarI+FrfoM+XvFR9gs9oWH9ldkUD529Yna7TOz8bFvNz4av8eQN03zRTO8Q9NNB6VcMTcbeY89t1DSI/rocZmS"
    "ihwtuEcecO/ZyTtJ63qcJj1f/nm8nOZ7o0y5x56pQfTM1kPZHHt0i+sGaAd/s/F0JPtK+L1GX3G+bxI9uiV0AbKbHd1euYBtPbvC"
    "OnOeZovk0a2NKzY6oG9NnHDfUHjcZCk8ZlPdsWyrO5YtcEczth3d2jbimZp9pMzFxZ5+siscsyHsKAPXsbBtHXlGl8ato8xZx55+"
    "WtOlqO4lawepMNQcjWgwwWrfynLMZpZj2c5yNGORsWddNc2f2VqONIscqaxEa8hRGoOuKVgYRC6gfqYK7dsrjmawOLppYsS6rAtu"
    "kThmQ8SCxAxNj1CNZJqlknh048Me27JYskQcZd82ZsvDcZPB4eiGhmM2hBlpE2iaxXOb2Y0IR7MiHGUVNPYNCEdaDrZQSgfZeHDM"
    "QhI3HBynMaqokSlzv1Etx+V/usEN5GkOQ7OIiwiDUNZr4zRLNmO1cRoY23bWswXZaPZeGTd4CtCoDzfpGrMN1ygjrjFbcY2y1xoL"
    "A62xb2g19i2tRplRjTMstWpB5hPMPmp0o6ges42z/dA4g1VZ9j5jNusZS8Y2o1nYjDKxGWlVM7pZzZjtakbZ0YzZZGY0U5mIWTH2"
    "BTGS7WSa2+1oChbZWGZ0M5kxW4WMhSXImE1BxsIWZOxbeYxm2zHS/pPNwWyJMWb7itE3ld14YVR1ZT1rFhWjitos7p7FHbNj/PGe"
    "wjphpHnCSKkEDRJGGhaMsyiA5gSjrABGGvSLsugXufLKhl/cXuM+JkPRCbTWF7c3+MNXb282w1I6N+xPx9NCOpQW09H03HAk7U23"
    "pheHlI6lENZTSitpFdeWcdcRxG8Ix3FlOZ2HOxbTgXQQz/D6Bsq4b3htOJSuTzfgtyvtRs5C+tdwa7oZJd+U1nDvOspaSftxP0v9"
    "HTwZwkbKf2cCXi9S5SuDIecxvDGdglq0cP04anJHejvKOZQ+my5PZ+P9+9L30vvCf6XDeOsB3DGLcv8qzKNGvHsD760Ffskq0rvS"
    "g8PHwmQ4f+DM8KMU01vDGaGV/jw9Kv04nR6+nx4THhOuR81XcO8Knl5JrwtriEMYDPZnteLfPVFqwlffK/wnanMMb/gEcvehhZfS"
    "lfhm3nsv1Hkj9Z+x+BPpRxu3pCfjmz41sCNdh5oPoIxL0t+Hm9JX8MalNI/nX4rrG6jLC8Nh9JE9a8+fHjaXl1sq4GtS8Tb26K2o"
    "1W+gvBWUw3psIM/isXAA71hCq6zh/WzZw7h3MFyZvpS+mR4QpsLF6Uf4jtvTI8MwShtDectqRdZpLbH04wjX04vC88Ox9NRwNXp/"
    "Hm/7V7xtH1r6J+mCcGn6FvrqevQM33IYI2odP5bzksDRYf/2qdR19NsiahRKf2eg/fKX82+rGqwh9zfDTrz5kL6UPcfvXMRvLT0I"
    "paygjLViRFnp/fF236Kf+PeP6cLwhHROuPWUgxtz6ZMYZwsb3xh4UHpieHf6etqJf0vp0nRWuD3tSJw/7x7Yo9pzrM3jt6paPRdj"
    "cxl3vh1f+pLw6PCd9LX01XAJwn3pOemaMJ3OCL+P1rkE9x5N9w8r+q4bMGuOo8xfQO8fRz2X030C22gDJS0kjvtlfPezkL+Kcvak"
    "N4Wj6TaMn/7ouPMImU9XYKQfTE9CSQvphyj38jSKtr4d7zuallXjNbXbAt5C6NXhcuVba61527xKqYP4/tvTd1AWa0tswtm+jDka"
    "wmmhPC7z2OR464Xvog9S+ln0whF9z3G862pAK4mttx+/31QLHtdoXdMXW0lrxbc9UOWtq19Z2n2QHgq3afSsYg4vpJehjEMaKWvp"
    "UZihG5rL+3H1NkCvxP1HNL8XcOUwvuQ5GGMLetcGRv89wqn4LeH50wPLX1BN+7joYT5qNlDa4fRh3MlWuEU5e9AqCyfBFMuYB4fT"
    "u9Ffq5qF63jn7ap3Hnv5TRsakak0WjdKs+IeHm/1nq2v/DbG9JXpt8O3EYfwkPAh9MnH0lvC358Uvx1OM/hG1pj1uCqsqeXXgOce"
    "hLXkhYE4ZS9w9MPRGuzTnUhfgNHBmbio9jmAZ5+Eq7uR2oURcHuB69nfpwB+XGnO92twmnr9T8NZYW96Hu46ija+AX2wiHa+NH0R"
    "834BWPTH6NEDmAefxLvPQK99M70g3Dd8AXNzn0bKsUQMPo9nvhSI456Me34R84c1PAostQBs91w8vXUb9PDVR9Jv4csXhHOIL7+L"
    "t92oL1xKXeC/FeQua24uIDyU7k7/bH0lAZOnxPbt4Rsu1vr8bNRnZ3p6qKQnDLwI2PehaNdLkb4Ss/HNwD5LaNUl1GoJd1+Lduba"
    "eEmqh7PDrwSu/MfQF99J30+fA1Y6D219A9bBdc0Dm2NLWpvX0T/norXuH76RPpRuCB/GunEV3vuu9Cmsbm/B2x4LHLaeNkqYNQnL"
    "c4YuCafZPHp5OKDZeDre/IjwufRGjOSDoBX+DeXsTA8MrwhXYc2zGXAfx8+5NCv5WSfgloCvXkTqzeGrmOE7hPf5VRcAd54X9uCb"
    "r0O73Y52WAXVsAc9/zngwr3ou7vXPxupiro/JNwhDHVM37iG9y6ctDSr8WmbRjjD5fRlrWf29z7lX584Lrcu7dTwPbz3WmHJRXzT"
    "Ia0V29ACx/Gdhi/ujd+AsNd5YV3ts1VpZ+Apw29rwvvr6ivSL+W+LNf5Hij3ReHngDeSWpsr07JoRZvp88INnKlcA58dcs9tVYOb"
    "gEefhfZcQhkv1Sp+GBTamiiI9RNqQfgxgJ8RDCNu+MpEeEG05pJW+pfh+qrGnI3kH+Ku08MHw2dx56H07+l9qRN+IXwcd78r/QUw"
    "y8+G4z5OF9Cj8yiHK9BrcM+DwuvCdejfPWjpg/jCQ1hRTseY27pufMO6VkLDbaSoH12sgcGpmQ09eTragOV8Hb21iu9PaLV1YOcV"
    "Qcy5FDXlymTfc8Qpm0VRtVutjb+AuWQ57J1jepN9EdfFFczW3HpWE7v3vz8XjgMTXwhanxjmJyh3J1plKf2J1uKk1mSdf06zNwTS"
    "F3vUwudpHVgFzuUX7sRo2qkv3ACnsa4xaNTTTcg5orUxgdI6tqmtM15YQpnH0L8bmBdBLbVN1DrHw27UcLzAHceAq2008JnbQKWm"
    "ZG2whvlyB+56kr7r/sAx7LcltfR/pUMa31ehXm9B/iUa60kUxTP1/ttwb74yrzX+GK5s/JSxP3uQGIfx45W/5rU4kv45GXW4rJr+"
    "HlbDp3vvblXaCtqWtFbStxjHt0fz9u7hxK1G4ufCE7FWcd4sJuL5fXjH9Xj3QWGZJYXkQTm6nxNWVdYKevMS4PJfVe3mRSkZVRju"
    "RFmGcIrCXSj7hnQIvbgIfmUP+v5pmKO7/3+w8lZXiAn3qm6Z6nsx5rSNuP9+aYvOhzwZPTfveMJGJHlp8jKPRbsdEjW4IT7mIPr0"
    "sLBZv5XGnGZcFk/6YI0vmxkP1yxfOumXbgDPr5eweL8Ft57bNbTmdzWiznca+qA4+QDstAJeL/OXLH1ZY4/0/Kroec4+/v1aWPa1"
    "4MvhnHBIlNO1aIWDWJU/Bkx9T+Ddb6fL0NqfCA8P54cfgP6+A1zU32MF+unOn1tRh+eFRfEErxDluYCaboiKfw/WzZvw5L9j1P0J"
    "euSR4UmgQ96Jnnh+OCAObM2/aMOx/rfTcXEtNisPqj8X09+Fn2j0HJW0YB00SPJeOoKnnwVK52nikI8Aa/4LnpvHSL02vRgY9A2O"
    "i54lmnld/XkFrr8I7z+KkjkihwJX/DXJUr6DNxzVSOBTT9O820j3CLYWnnoX88RG3TzooCzjsbqd6usE5QN5RVvVFz8jLOieBdDS"
    "+1TuivDycjIemqPXePCXBaODyMO+Cvz+1r3wNvCURzG2k69nG96mJ6N3tqZHt6YG7w6deHdGFVfXx2FmGi/D/NyiG5pDi2iXJX3p"
    "iHj7eVARW5f2aNABjwUfYlhwQZKaJfX58fTX4qnWMVJXxZVzHDwv/FUgz3lq+A2VRa5kt3poXbjjpjQRrlEtN3xcDnj/fj49Jbw7"
    "JGEmjs0vqz3ujToeUPpQYo3WJc2ZAo5d9DF5RBzHIZX5WMzUNdX02ynL8Db8Xb8hOm7rnktKG11jrXCOsL1J93a7vOZ/aHYdwzev"
    "SD5hffrUEhX9KfXpGcHwJP/K3Dux3lZXnoaWmQdttY4vXgU2+ze8dwHv3X3SWl+gFd9WX+vtm1SD5HKSjZLk7cyQXPqUx+GSX32Y"
    "9/y62v/s4ms4pxmvo0dvSRulEi8A7kha/Qd8zculDhTSAWv5vT6rWO+nhA1RU/zCBc32hO/mnffWerqMu/vSV5uPL5J86CjoLWLm"
    "VfXISroFX/3H4DuejlGzA+22JK53UdwduZ95Ybx0pxX6XmHlbq6aR0Ed3obZ8rNhN9p4SVK1Z4ZfROpI+qVgFOKaar0sSnOPsOR/"
    "Iv1Kp7zX1Ao/E4wKtb8XFLVbA0VnLbo1Z1SWCZ2C0bOIcXB6WLtbuOrUcOc/oyhOlYzXemHFeaenB3LPXxNHVS5tDTO45uv9Xb/n"
    "7lz5RnoY1pn/Qs4b8Y1/Gw5qd+BHmAtnSM5/vqjJQ2ot1vU0jOQ7QK+9L3xYEoWdwKPzoMBegSeDj/r7hXtrRPdXFMaPCpS4rRdS"
    "rXXw/ccdOyWtp+Rx2Co/F4y/XkvvTdOhEy5T21yFWlyA1t8Bam8JNbhZuGYZGP2LwodnhOsxEqyHH+Y9bXTPYa0xG+nTGC9/Gayl"
    "yVEcBrf0aVExm+WVJne2HmJ4a+rzcwn4gnlH033BiX4ELbUA+uL0Acror0drUFL/n6j5k7ysec29FwTr250Yk4PCHYdEUzzGafkL"
    "hXHXnJ4+rPl8Flatw1rrz0EP8cp+yWd/PuQ1lBTX7RqjzwnkBjbAv5Dj/1twr68O35S85zWYNdenPw9XppvvJvU0CQ5tzaUDxmWw"
    "JW4+qWSBK8OQ+M5V0RaGy5fQUpRsrwhjrPhalURBbqR3YxQe0Bdein7cCcxCauG9A3vVisfF+e7D9UW102PQbi8IXPM2CsmpyVJf"
    "LVrpGMbL9eCWuG79AO3QxIx+ULgWtPTb00NB4U1oNDwk/E+07S6M8g+FXwYlYC3fDb8lOvfe+IJ3I+cnKvvZIakFln3EJvThanoX"
    "cP1PQMf9F3p8IJwdPgIa6J/Te8I/aUVZ1Zcvov0pp6FslNL6BaeS14t25cx4aeDcfEJYED22F7Xap/2DNuqyw+mHBfTGhu4n9XGN"
    "sPnJuI8sv97As7YyvNjvOpzK8nlC54QjJ8XXa5j7xIaryVYJzo3Hh8OOTYL2WExGyWfP8Tl1dyi7rZ55sM9C0u+34P43hA3Jdfef"
    "ZK3fSC/HtdtFKx9Xa2+AvjnqUoatar0VBbm19Dj5DtC6U9j92n9UnOy1ePebAuXHN6eXoIzfCnvx7LkIjwn7rUmqtC5a55nhk+HV"
    "GCv/jtH6KuC5QdDYt4An3p2+fzd5dFvt8t5CCN9B2636iLjrWn8+/Tj9n/A1tMzzwsWo836sxL8OSqmDkb7uvNBiyvzseqrgTVvv"
    "pJyB1cGuPKRYTwcC15Jb0zfRG3vF31KKsl99QSxzI/p7CTQA6einhlXlPwxl3XHSdXurcbADY+C4SiY1QUxMfvCDYf4kK9PWz/x0"
    "+dMvoy1uSe8L+/GG24CLrksPxEw4KN7yK2j7X3Yu+xbtn3w2fAV1+jqw5Yoo1qP43l2iwp4Z/j0snlS28XRfl0/x7+R82Ivf1u12"
    "B1rnLM35NY3SdeTuwZ2P1kpjM3jN5RRrGEuP1tz4JrjndZ/bRqkNhHO1W7b1rF/2ut67kPmbVG9rScnWX7qqJ3aqTs/D+LId4yei"
    "he8oZLFrJb2DpwTDDKtOCZsU/rr0usDVaw/W3GWsHkH700ddMrN0Us71CPoN/Jj2qvbjmfdKfvPosAt3/fhOtPKzw+pJsSV3yM4U"
    "FRBUo9W04hhsIV2nXkkaCxsucZk6aYs+MCSX1icf3Rz/8+CxVtM2cU6ragNKBXdhhnIl24/2/kjg3v0B3HkMz+yV1sPGSXc83xxu"
    "R8/Pi5rblUhDc5WZ1+odnFY3bjl5u6fSbuuDShLfY75n8ny9ZY/TDMkpx7vDvf/3aeWrwEHNa69iH2jQee3Ufyjs9h3rFckyHxvu"
    "U3wVR8kHMbNtlV+Ufsyq+LEzgV+T0uzTSzEyV/TMsdQDb7qINet4erhwkEls7oHcDfFxxi30d9vOCuu+C3KyHagT957uofb/H2GH"
    "80pZVyI5lfWZ9Hvo9zNRg38Mz8MatR/0/WuwatyK+j4r/Ef6KMY1tX7+CuN8H1all4c3gEp/Jb7i9zVjl7ECXKO5ejla7YXhweGh"
    "4XJ9+V7tES9gZl2K8Cq12tPCoiiea9OvhENYYVfFZ28UWhpr6R2q+Z/5fsZPk6b4GcxIk0dsaE4xPkcaFzvSRYG6OYfwdY/HCnwF"
    "aLNbUZfvoqYHgUeOa1/1bajtDfjaPakVSGUsFuuIrbSP1751kpbLkvedydpeFJbFiZATPyKa75CohL2gNI+lt2Nc/bR3EX6a7bb1"
    "lZ+AKtwtucMSWvBZ4XGBX3g4/RN+tzklwqfuUCu8VSvw1hzyyfYxbtU+T5Jux6r2O5ewej78bskcyDM8Vaveiq8EhzUW7o85sA/X"
    "BsI+cDT7NY8fCWrwYYHr7n7t9a+nEfFvXHOuT2cHYoivYiYfF0Zbc7ktS71vuDttvSap6bpL8yifMQ7k0XjD88JB7QzuRj3eLUy7"
    "hlH0I7TIJ0BBXaPvovbbvLRdfm5gv7imlWQcpUmC1nHtES5HDi7BXAOFSvgrWiVOtuP505Scbv3MMdBku4AbDqV/DXeALlsC3f1O"
    "/Mj9fwcr2gZa4pZ0ATDNk8OPMO5+Aqx6Fb7uROzyBMmErkn3A5XDfdddaIlKeADa5CrM7JdLDrek8vIeyxN8TTgkbm6n8PExce8r"
    "mP3sw79PH0P9dwNL3QAa7MzwMyjtz4Dv/kMU2rzL5arBJGekLRe0x7UHmPE4xg7nByVq3wa2vBX9cXH6FvDSKp49ml4GHP00fM31"
    "6b3ArjemK1GfRfGht6Tx8Ipwo+YWdzA/qxG7lhqBOHkRtTmKNlgSbbcmGQ7lSkfV2zeAjufq85uoMeVtDwdN8kvSzLpJdbl/uBdq"
    "Z9Kc3aiD0Qpc8xeKEcK+eXLI+wnMuwl48Fy9zSSZmcJ6qUtTliSj4JUfius4np6LWXUQ31ILK9JsW0ZqH3r3ALBvf8f8lS495ej/"
    "FHJ2oa/W0Ue7tLNzCNTAafjWo+gNzoUNtNJBrbiUAjwlsOe+j554C2rGPULqqx3Ffb+OdvxjzWBKKW7Quk4ZxVWY3S+UlHENozQV"
    "3P66c/P/r/DotWjrX9PuzAPDbZrBi8J3zw//r9aFrbnDn+6X3p3Stn5mw7UGNjw0LLOeHlrofJbpIIvvWZKD5PedIf4WYw0c+Dxm"
    "2xfECx7FiPqN8AVwOPtA4T87PFC6DbbPy9X8EeHu7SZdj1XlaJoO65rFh6TjsyIq/bxA/embNf6WkunYHQD2WEbdLi6tC9G/k5T8"
    "1rK0rWvwR/hOk1gtSM9tVTK7c8Hzj4fXStdsVXU4pva+FP/WTiL9OlkbbCVtZfiCkHdbN0Q/r2r12ZpS/ZHkB+u69yjSP9F+AOns"
    "rXnak42qRwTuepZ3y23Ph1LeK4R3j4SPYXW9CqPj1vQc4P0WqMRFaZjy/Uc0Sw+m3w2f/inrehxPJok3ntjueJ72de6CeNJeUQhf"
    "kf7fqvRp3u+7XEfTJeGNP2UcsipdyCPif6h3/7uSzF2RTsbxb62ROxQWXSq6Kgn4ZRqJz8C6v/Xe+9a9fSvmwrWYXwGj+KlYnY+h"
    "1XZi5blOo+QU4bLjktDukUYuJbTz0knfJa73BVjZe1ifnoCnvgsscnMyWfua9vA58/88XIH711TerwFXH8Tc+GVwPGvowb3psyfF"
    "sOeFAymPtwV910Y6URfWrp8ZNlNf/X4/o9C7+SJWuBeFVWGKJwdy6s8Ii463kubVmtbjw5Jum9xmq1pvrRl3d0bId4GfXhFMcnFU"
    "0vyl9D1JRhbUdiaj2VBs0o03g4K6Vn2TJA9c079/QW/sPwlNcUS6Nhxxjyg0nBZ12mXVJfIbKPWlYVkj6RD+PS+wF/aWTqBwpyu5"
    "fGGrK1tLNLce8TvQqueGpjRRDqId59Gmt4uCSQW1mffAzg0L6qutz7FsrQd5Pqi5velT2p27PA2D6n12+AtQil8HnXSd5ip78oDm"
    "HEf6h9Vi88Iv1DEYxRigpHU3SjOOx3TMVtRm1M8cCE/E6DoZPviidobXMb+PSJuRcvp3gto7hPWT+xg3axU7rH2kfwr2nvODjX9b"
    "Sff52naynfyrgW+uSf+WvhfuH14WvgRK/gXhSnz76zG2Lk+/g3F+I+LnY4X4Mbi3vaCrL5Ckxep6o5+b4N94uFg7AcmpB/uqRWkQ"
    "Ex8dVMv/E37b8UVnu3ztXuGIpK+702tR2gsHfgBKcw++9T1o+XXk7VKZ86IlnyY+ZxnjNLfZQEmbP0vSf0Ut8EDJI3e4dtyS+OZl"
    "1fs+ki8ZDbZe2l2lzkHm31Khk9fXkxvYJAG6Cr3wc+ER4e8w529KH0cr7Ui/OnB7ugR98niMlXNAyx8HdXEYnNLL0Ws70jekq0eZ"
    "qu1YUe9xXfuga3jqi+Dzb8bY/iLCf8TXX4heeT54rK17bj58AtzCh9N70VuPAhfyfPXYxwYuAzeHt6GvPpfeGm5Nn0fLk8J/mbiT"
    "a1SH9bTskuV/w9U/kz7yT4Dl34cx+QXw2NekV6Hld6WXhPPCZel+mO/b0/vAmb0Tb/gaVpN3pD0DXx0wyn4w5DMu+ewUKe99oi5M"
    "U2wVX0N9CmpCsA52MmwtmU7PEUn0LsT3PwFtdpmfTbtWfPUtGJ8PCK/G6GY93xBWccdf4snvoYw/RjvnvT++6RL8nhH4ZRdi9v4Y"
    "68wdaIe3YJ59M/1GeEwgX7QTKypHwXvRfl+VXr/VYqfK+bY0w98g/donYjQuAn+3QTf9WCuraW4dxfgySetuYdp9qOMH8KbXaF/l"
    "gGTAH8c37UivD3+YbgZdNxioFcT2vwJfc0fa6ftlJsfcI4rk/PB4YfY/x3O/Hn4eX/ko/H4xvTs8E7Pqg+kToS/l5cwmpbusXYOz"
    "gQNvcl2Ua1Hjd4XbJb9YTK8OxKwm5X2sY4UlUaWr6UXo67NPezww2wfTC9PvpWr6e7TSO9JntDv8h2rFIzpndoe0VBaK03hp02k8"
    "mwsL0kz9gGQqh/DU9VrtOE4P4Pk7wCMfw/y7CV//TOCT64H/fhnzZzcw10Z6UyBHfmn69QHqJ3wfY/9VWn2PCmcSh69IBsA9jK13"
    "x1Zd84NSGc7ph4SkHcPXYrUZDI8FTj2g8xuke08LDwnHNPovcD331yO+DKPdziDtOcmV+2J27kE5Y5inpG6OAtvvw9z/CL78x9pj"
    "X3HNraS2vjW9P2y9V3DvMIx2qAbOzl8Lf4CyvoJRfm46CHzx1TSCnj2E9Oswk78v+dKDwungDv4JI3IJT+1G+T9OOzSSbkL/bBQ6"
    "Fg/VGss9tnMDx/YTxIv1Zep2GmbdeDOE+yU7XUiPDr+vs6oH0nKJgvpXrazjwn9HpGv2JfTgQeCD38Fa8Yb016jRJzGKRgY2/BQc"
    "v/cV4ahm5YrO92yt47z1M28LjwJ2vY+00nemxwTqxyykj6b7oxYfCPslbbhnoDR8tziXY2irf8E3LKSn43dvrKynoJ/vEy7BiOIs"
    "+C7W8H0q+4nSaXh9IB+2Q3KQq7GCE1OdBYrJ+uh6/FtBu68CH60LwxArrKTZ8O/ANCHcIr1N44dXfWVhO624dsVqWvZdWPIirylG"
    "7vdFpf21asSRsEtnO9cdx6+DK11X33FX8uBJ6nZEeHVZOi3c832+cOGKZP+HVNv19Ebp8i9or2cR9MifgH54cnhu+Axm/w78FsK1"
    "wKv3E3dO/NbAirKocbqgLz5fsrzjrme+ptOL65hbLJWc+1fSFeAbBrFS/Cvw0IWID6N/foiv24Gnzse8vBnvOYDeuxojhrzm1jtq"
    "n0Mtr9CK8yjgiB0Yn48KrwrvBS7djVzKUo1z3q8dTMqpSfmSpx8KRu3sBPbfECbaexIdpmMYITYaSdk+Tyd11rUbsUenKq/RXKU8"
    "i3rOz9QOw35hl1VpS+1yadc1uIs7cbu0mr9YtXspWnLV5YPPQtuegta5GhTrLFr8bwLn8hkDeze+gZa7DLm70kfDX+C7Hhm+gTXt"
    "5vAFaYN9Gnh/h9aP29He8+jpfaL1bsSsfr9G0z6spKeE14VHY8WkHPJ0UKSnhh+mG8LnsRZ9NT0u/C4gzotqunHgFeED6VE63f3R"
    "9I7wybBz45to0c9gBSE3dhSz4lLg//8A5umENwxsCEcMhL7+/ilamTY0Wim1pe7UQ9Qq69ojPqonFn1X+cVhTbyFjfsfALvcKK2d"
    "J4WLQIm8FFj4RvTy68LW2oFbcwXP06lH9ucT/QQssQnXvq+D63o5+uKRWIcHgK+uSn+E7/0+RtCCn4xZxrwijtib7GTdGSHrc5hc"
    "bsF1R48Xmvkm0eqfnSY0BLp+Fnj3MeiXK/Elf4UeextafkISPvbThRqLbKeV4gTCI4NJXebTl5zyWwcNsXaSU9o3ayd63fm5Xwu2"
    "m/5IzKpfDG9E6qCw5rH0IKweB7S3cYnwwRG89emYdU/Bd1yDL39asL32NVGbZ0lCTG2FUbTTKsb7Q7XK2Yi1feNnheOSxGStqsy1"
    "2dkLO2W61Qx+b/pjUIufw4j/h/RCrDy/Ccrta+BiXjlwRnh4sD69B3pyBfcfk579QcyKDa3TN+Nr7kDbX4HxPIrV5DhGyc/i645i"
    "FVwI/4S59EFc/2z6APiHN4WfGbgfZss30gPAjXwcuX8C+vUjwNNnOQ8QwkNDcq3Qvfr2M0RT2E7QfV2a/+iwJG7tkOgoox2PS9+L"
    "+kNLdyEpeBR+e0QDXiFNwjWXoSXfm/6DcDINlTvACe1JzwkvDa/BzDuE+X8EuAu0Jaihz6TfRR1/NbwwvCutop9PCw9P7ZNgyyT9"
    "zVVh5aPqJ+6/8Cu46/GiYJTqUX37mkb3wklOYW3NB5M+mNcO3TWqL7W+b0hPHbgDbX6r1q8FaSbYGeFd0sncpz0SnhJ7HeYfT1Uu"
    "J2oD7nRN4kO+r7+G0fB43zM7gHsPaZbcS3qYtj9j52W2aoOtLWR8TXtNx7Q2LkryxTM/pJvenr6JefRg0Bk34C3PDw3MvOswl1su"
    "6WA73NulwPcQ18eefb1Gyoafw+O8uN73VbaWSl2RJsO864etqr3ntYqeDkx4SHT8mvDnDbj+cNSBexPP81FrkpbTg7USpWrnqFVe"
    "iNlzRLzEKijjm4R9lzBWPhb2qI9+gtaY14o/D07iLPDzjwZt9i3QaC8F9fbQ8LfI/XwwvZQ1p702JEFcF5Vv32Htff/ixFN/T3Pz"
    "vrKdiVrT+Wfb6W3ji0ljvzPwFNoSqIIrpeWxoHOTR9OpAzzjeFaw0+/r4s2t/58UNnwdeRLKODtkXRaj/ZKPGNNVuXc43zkN6mCR"
    "argS69lngDuuA6f9GszSz2OEvDL8QzLtgMtV8pho4izr2kj/Kc7P6NHXqN0f4Fh+RftwQTzQq/W1pwaTpOxIa9J+WteZuvXi/I21"
    "2yODaYXaumK5M+n9G4fSx095W/p0etvAUwd+H3TNeel/p78A5roPeMtDA/PAcw8E7z4MPv3aMBPu4ydQzgl9vd5Mta9L5vdmyS12"
    "q/WWfSWgHsjl4Buo8fq74HV/hLl4LXDfH2N1/yYwywcGeuHKNIrV4XKs+BeDG/tPt1HzIml1nw1c/PpgJ7IPSUp/VfrH8FqsE9vx"
    "7dRwvwxPfFVnp46JCr0Q6/JjwbsNgqIk5X0GqC3D8esYkaeIYj2OluOuB2VEB8BV8qwppV6HkHMI68QNoOXnxa0cEd4ix/RK6eqy"
    "XW+WDCeIVzOKj6PuvuE/cddwMO73/mjvVWB0vusWtdEBUDnkjJ4QSCneD2/7CeKr1Ofnh3WXKG5IGrF2kme2vsJRseL7PI8IS5qj"
    "uyQhPYzWvEmcyIHEk2evC4/Dnf8MHLviJ/lXXQd8DZTSklaOG4Sdr9H8/Tb6gRLePZi1l2gUnOvzws5Amg0acpI3ShZ3xDXjXoHy"
    "z0QN96K3lopzYaQLOMu+rLoeF39EKeIHpPF0h3a4b8ZbdwCbvRXY5iZg6Uswl79G2crA74KqWXZNnMxdn1PYkLkOVMlRzO99wKFX"
    "gv76QLggfFfalfmk9r2C0d2ET9HMuBlj8QDWmtNDV3o+hzGibkEfXwBK9BqMH0oE3gy+6t5hNJCW+gww8NU6NcVTzoe9hR+FEXNh"
    "eHqgLZBfAP79LLD6P6QfYSTcBhrvR6Bj96BWXwnUKrtDehx7tHZdh/HWDHae6P7hoEuNFmTJ5YhrpQ8H0zM57NZRDEPZKeWlZHrO"
    "xE17hav3q12PCoccRukmaXx9OP8kNNLWEoy/TR8Jnxt4VfgN0AcfCO8Kn9w4KzwpDKbHbpyB7/l42AW69v/DOvWQ8CbMz0eDa5gM"
    "+ySlPoYv/BGwyVcxWihduQLryW8H06ibR59yBaStjS/jW3eAj7eT8ft1uu6oZvNuvOH88P6Ba9PVYTS9gzsf6Z4DbwnV8Iz06Y37"
    "ov9/GevODVhvqWuwRzKiz4Tvoff654H6J2LXnSsmRjUaifLW07TLm6RDTgngpYlnTZ4ysE9ybPKo3BmijOeQWnWX6HTi4l8O1JX9"
    "fTz7TnBEN2G0fRb3vyJ8EWv9VeEdwCo/G7ias7fvSBF9ext646p0XOupSSaPad2x05fz+upFUQ1HpNXzPq2ulKCPhZf5Gsy63iZe"
    "5uvCLS8ONYyjD6fPAUd/BE9XwofSN4DzXgEseAi9cF7gSa4bhFmOYaTeAur7SLK9Ra693Gc5x8umptFeWR+yE4TGPz0zTGAO7Uw8"
    "9/CL0lp4Qfj1YLzmknYtTe+4PKqMQvkq+sfO48w75U6ag9T/n4L7e0T4wsZDw59ivJ4TzkofS4fD4wb+CDzoJSj1JuDOY3jqlYFS"
    "rGdi7H7PaYO3BtP+WBe//TMo/5qT2J65GNTghmv+mp7FOvr1YrTCE8Oyn1DtW+NZ0zdvfSrmAqxUn8Co+Vyohb9OH0F5Dxx4ycC3"
    "0mvVf8FHEk8frYpnMatReyWpWJBmyrLkMNcCjx4CVvh551cXNaPXRDN/EXd+AyU8NOyQRad/QW/9RBK9w8BtZ2O8HcJcXkRNPoPS"
    "rg5/md6Fsp6PdjgXmOaKxPMEx9Djx3S+76HhL8PixnXhD9Nrw8eBDf84dNK3A2Vie9LVG9la0RH0yYpmQNKu1XOCWQ9bBjV9FKUc"
    "l9xnh6Q3V+G7noWVnCsjseKN4NGvx/g+HSvxhuwxHUovkXWafZJPvAzYIhX49wUaafvE2ZIy3wne6qPgx3dhlE+H52DNPoLV6XuY"
    "haZ3wf78pmjNtwejzQ7iuaejVjvEEZmO8Dx65Z1o/e+mP0jnYtR9Il2Y3hiuCcMDf4BxcS7G71PDM1D2PmDuK9FGU8BZdwDzfQLf"
    "8mNpav0Qo+vq9GNgqL/B/f8bX/krYWvbTd/ATDsubuD+YUGydZ7HOlfWBI4Wo2lDUuJsz+IU8IrPRotxfu/AaNolq1LL6bnhEY79"
    "11zT/gGuPX0Y42S3KKsN56aMYh/FOnmPML9ph2jDW+IRWM2OYGzvBiXzzECcRcqL56DeqFNZlE5NaJxuYFyuuDbVh9MXsNqcGv4c"
    "K95LwgvC94HPPoSnTgsXY8ZTenY7xs7t2sOfB0aeT5ehZtdhRXysTv/PI0XttiF872PRwl/GavhlUCN/kb4U/h3feWn68MBpaKOr"
    "0P7HQBUfEo37mMAzYx8N3DFdwrcuAy/S1t+F4d3h2RhBrNO/ctdy4zHAFf8j/BrGxsfTp8KR8ETU6yzw8KR5aOnmO2jb/ZpjN2Is"
    "XgBcfDFqdRlKWtPZ6kOgil8UiIl/20/rGb47rhFEHYJ1aSwkt2i1LsnoerqneJK3hLeCXmqD+38cyrklfAxfVUvvTW/Eu+Zdbm44"
    "h33yq+qRlw9sxz3bMR6fhXWrlz6Icf6JUx+cHp/2hkfivd/A/W8MPw86/K1oue8PPATcwdWgvZ+EL3kIaOEXoF0podoBLPBdzIhj"
    "mg8rwiXEZIdl2eNp4YfpS5g9Z+ok0qJOgr8wvDNU8PS8uLE7tDJeCIxGPYfH4/6LMfrOw1q0onX4/oHU07L2B46dhG/8FFrxbwL5"
    "uMuxwuySzOt+2nM4kj4UjslqlmH3Ncl9D4r+eDze+bCw162YLLuO+xJG2pKo5JSqogIeqfMf3M+42nf/eDrviSHr2B5In8RK+lWt"
    "v1z9Lg+L2mlcxPsPAj+9QTstS86fc/f7VwP7/1Hgo5dFDa3KHts1aiVaK9y7wX2b30ph4GLUZlf6pdDD6rUNfMU3sPbchPWWvOqb"
    "Qbe9Kjw8PCB8C2PkavTKrRiV30P+zaC8XzVwNVb+76PXTMJl1i3zHubzZVNsa4pr6ysj4XVaoZbTm4AvhsOfhOuB0e4V/kich9kJ"
    "+iq+4Xj6vbAmOTh3lQ5rlTWdqxe47uZOcfaLmvfrwJC3yI6Hcf5mH+qYn/g6L2QNecO63D09o9DRz7p11Oyed9qZ5b9Y37Ho8pmH"
    "450DIeM7G0HL0qswK5W/EKz0dcmKTS57A0YfeS5KV38Gd/58IBWyO51MDrvVlQeHTw68PrwXmHhv+pv0i+nG8DugyC5Bje+LFeVJ"
    "A29K/xOj5p1Y3XaAxnhP+HqaTX+dfn+gld6X/g/4t0+mK0HnXQb8+7b0HmCRgXAm+vv0sF8yqhdjfTszcE3brd4eCXbW+DbJlm7D"
    "SPyVcJPvnSxoJJqtyvvgy0bCywZ2SEOVmlOUtl2FMXZPlEgu6VqMuTdipK6gH7l6zmtXcTH9Y9onq3YcR4d1dnhVlu842p4TTOaw"
    "qBX3ccFsux4RH2f7jcdUk+e4PvlC+nN80+el697DCH5l+OLA5Vj1rk7vBd/K0/+PCZTl/xao/G+hJWnN59LitD1b+zHSwFmXLu/Z"
    "ga1AzdxTwor04vahdpSw/K/wA4zdH8pG006s/beknx04qp2Wq1CHT6AH3hPeDur0NsTvwnx8ZDhj4MqNI4nc5dnhuOb7mdqD+qGk"
    "gAnrz1HwBsuiII/q7MFO6UqvYmXvj81jGD0bWhF3SfuEUmTjkJZBNdke8zLm6jnhweFzoEp/YWB/ej2evhlU7efSy7GivR+lPz38"
    "FVac88KDUMNTw3XAek8eML2R9WJ9XkAZxvv+B8bWqtvWXJa9Ns6qH2plfnLIuiZJFLLpTC+Der3F5TsLhVWNNa/tQZ1+Wi/0oU8D"
    "fUju/PvSk9jl5/SOizI/CrpwOeWT7GeVNECO+/q2VbutAKvYjus9wrp2SdZlv3IeY+OxbllizbXJ7imN+iPA9gfSS0FTPFJnWpfR"
    "1pdJd/MAaKe3p3OwJrwhfBPf/Xa84Z3pEqxhV4Wtv3Qn8OdTcc9X0rMHjsnSxi709h+m7+BNTw/vAT78PNZEykbeE56CVf6/0ue1"
    "98B58DfSwtqrdr8Ss+FemKOHwvbw3vDp9P6B94Wnpx9s7EkPT/eT1MvW5Yc4Pgqhf0Jlqytl61O2Ap7mWPBhWDt/GLanb2P+/h2w"
    "yDsC9QLuwHxe9LPlKc1J/992JX4g7aaI+XVE1+6hNYsr5enArKSxF4SzV0Qzrsuq44JO3v2Xdt7JDXNf+TXIP+iakWX9z/IfdQDn"
    "QTt8GWvRTj3H/bD/BczzY+Cz2yTrpo7HfUFFfQvY5rkD16W/B/57CHjUb6FOVyeenrwp/bYsVF2mc4d/Ev4vdd8BXWWVtb3fUKSI"
    "WFAQEQFRVGwgdkXEMir2hgUVsTt27GUc62DvdVTsvaAoWBBBQKVKLwECJCG9Jzc3t737f/Zzzr2J883N+mW5vvX/Mwskucm95z1n"
    "n12f/WxbyVyczE+QwBi048nwBS6lVWtkRLmQHMQJfD+pj1gXELziDvCOPsQpzZbXcNJl2k1aw+ra/4oynbn21U7cdatgd8NKXfw9"
    "SKw3ZCN1asvz+WPuN6KDIVO1xAysgV/fi8xyi4ip/xK7c1MGA6T0/Nzd2Y7S2TKb7CLC1lhCLHrvKfU+AxXzqOWl8K5asl2nGTJc"
    "f00trF80w91c4X1G0xcDPBImjugg6jF5Ds1bTL/FbqSx81jlbVeJcw+yreA9nnwcO+YiV2NHrNGbIR+vS2POk3ofdHOlXgff6gxo"
    "t/F6vL6uU2TH4Gd9F571jvD5J8CHNw6/d3AbZ0IiLJN3Ac5oJVY6mcwY1n9UTu8jTgydWccfxbGjFkCH/4qbusBq3sFM/Rz7tk57"
    "y+34zNBbE7t3u2Y6jOPsb3qJ0WcT43Or4zhW12pidWIeo2Lx4mj8XHcp8Rr1v98FQ7u2gXf6O/TLntBXsyzylim4D7tLskUe0NnP"
    "jXjqcn0x0++cyiBVXxDnH/3iO//2Yfx0AJmF9oNuu0SWtWBGqvB6t5FcLvPg79+MT7wR3sgjcrO8gnUOwP009H0c3w95lklWNorU"
    "sbZne6Vbhlm9ucchxr93EKtf1jNfFMOJGO7CEGnGxVUCfbKOPmk1tLVVpsu9p5e9tyIbm0IUNjLObIuhe+rh5yXIhbYnooXH9TOc"
    "dhFigavwW//Wu/TD4Gg8bw1touuANPtyhyT4hG6fErTzlod2na8N1OcpxrPtyInkMpYpyJd6RF6S/ETXyVL6NlcRXfYdVthEu1Lv"
    "tahJ2CBqHIfjDnjj9vG6opx6qI6YNIchSHvrIfTjFXgd5yufY/e6ITb7CVbxSLkS8raAWcpc+HJRvUa+hU6aDlm/HWu5GXHDgGAE"
    "fKqr8ewRSQS7Y/9zsROj/TkV+J67+3zPXR17BS3u2pHapge0VnesYxUk1uzvNVLF3i7bmbaetd/x09Rp0uN5DDeXrv2HWOXn0HPj"
    "1LJ7a3SVTMTzrUOcaQxUcVpOJzl7t6gbt8E96QYprsVzG3b277C6pfjOUXKA3IZP/ASS8A406kbmgFdiBzsFc2D1VyEGKsR+3KsH"
    "BJdhFVMNt413WKPWwbcUP3myDMGerINP+jWe6Fr9WrbHU27As2wB7f4UYpuvdL2MaIXFvx7aKUqWsEXsijFpmcOoJ+4ZQBO8MY1k"
    "SjY+se/o/e7K6kGS/Y47iZOHQnLSuLxfLWXyKX7iZ2K1plzszUxY2KWw5DfB1yiAfH9N9EG65tg5w/bVnZHXEuIPG8mJmmBXWW9I"
    "7/mym1xFVPXv7FEpxDpc5vcVKSHq5ip8nutyDz1iM2SlsIH+fYKV0ajeQx1jXkAn+WOvQJhBC7ksqqsDmPf9KLFFMWju5TjVsXiW"
    "wTjJHOjpTtjxS7Gb9/mVhrA1Dr2xg+e7Kfcyak/XOYMwrqava11RA+QWWLWNOhBxUDcpgx6fLI9hdUvg5/1DLFu9FO+yWK+GNK2H"
    "xnkcVv+D8CNZFy7Sh6VjcLNuI6/Cosxuta/AqvxVGZ2kGax2OXHuSVZDinV3/HQVVtSAXTLMSdzXgNJ1zpTnsjPm8oSPaxvJYe5q"
    "yClfJXdIgpB5noNYw/sZdyYP639dX9Lt9HR8fbHOkn2lPrD+9wpYgAje52j5BM9tWdjFWiuXMw9ueGKr48YpkWv0WDEseC+5Aru+"
    "SIfK/dir8+Gdr9Q3uNZu0slXsuMeR+PO0xBI7nk6iIvqQm3yeK9V0K1r6NUcDi+8k9xKVt21enDwPlbzmCyEHR8pd9G3/ERPkesh"
    "fUv1ByI5F+s/EOUtIGIvSk7wneVE4hnizL/sy317C/d4pnxGW1tHD2IAax25kN+Yx18c5k+u3Ge640Ru2DSQwex5iDFaNI+3Sc9r"
    "pc7k+HcbeQcrsZpdPOdRhBFK6OcDRFlZS1EXJlk/WUY+4FV4/kG4od+L9bIeDe/NuiBe0q3lHeJYisWs/msyNGvXlMh0LcJPXS0W"
    "OyzAmRkD9BQ88UptT4TXUWI+XzsyuLmsm9n5+1jHcLgah4f8xmPLRvuuNofY7ygHwguuwtNcL/W+dtCNdRercS6D7VwNP2AadGUB"
    "tMUPsAQHiXl306GDr5NpZMXbnp1NDTjB/fDKWpxqCWLdKmqMpkwnidLiD5J4hqkn4XGESuz2wfK63go/pL1sF7yjecGX+rC+D51+"
    "gSyHNJ0M78EyDzWQ0iTR1D3ZUzwMmvt71uCiOp75nt1hJZZqhab59lLa3Bfs0Ey5Wg/N/qycrL1wFq8Ew/HzOdotmIJdcPhDEafj"
    "wkxGoRFaoRB3rp667EzamFJi0cqY5erp/fGQu+F+pzWf/BjovAovc/U+J+X4G2dnWPgsM3iCx7xtJ2fKNXqyGsLCGFcfxH6cJoXU"
    "7qPxDr9Aaw6FpNksgjEyF/bnWnmSVUPn8VXybC3y2gbf3Q+7vhPR9BVkkdoIm1iACKuBHZWPsM7bCBs7CdI6Cc93l7ygQwJjk6tT"
    "y/4vhhy+Ri9mOjTtpV6btZeEj/gP9pFFPnO6Do/imPmjsKsjxPTdIliwXHzOlmIcvPPwm6fbHBzsUz/IXDefpXO1hBRxFaYXC4mq"
    "OwW7eDp7yprgj1iGuJr+3p3YLePyrSH7eyl3MMFzCsmaFiEeJPQzh8bjNGpwSoZhfBxarxo3dCdoJudzpdE5bSVdc9tLirysJvxZ"
    "DUHMp5Thw8V1TeXTEneR3TIdvs1I5hTr/Wkk8xgi8kUGkvGpPaOt0M83iWOHt5N/iEVCAW7eL5xLsA579THtnevE3kySftqI7Xtf"
    "iZKj1PxTQ2jZ89exoyvBeNoqKaPEbk+pFtMn7QT5sVptLbveCnDephdXMYo9Tpr5O+tYvXV7sBD34Ht5NeiDXZ8V3qnFYYfAcAI2"
    "z6Infu8HyFKFnsUK8WhiVzZyv7JHH6kMLieHbAa7SBrpdSNk/Ci5QZ/RDoj3noenO1F31XJo1HxIsFmF13SsPAcJvFeK8Zs7SltI"
    "RiMtke3FaWIZdJO8WfiE6boFdMkBYszOHwW7YicvhLewNnyIvkWS8puE3WjifI8Q3nQ+q0i36QPGuxdsideP9HNuhrYyqWU5+5gu"
    "0R8hz8fCz35RjpX75T05FT9xJKdzqJdsN5UizhxstrrmZmLzl3bH33+DbDYxZ2k1xUWtIEv7cy21rGM3Ukel4Evbd9ox2uwOTyYX"
    "77kDrNJzYr7wZOzdcj1bLAf0FJ5/LbzMGdA93+tUuTXnE9gBiyjOhl6ZqOfBq+iPW/IO9u8GaSAutI7W1RB132GF9kyPkqskZGWl"
    "UYdDV8+AjSjVK+VT9qgZnnY9dvgNyOdrel/wK25+wrOdhJ43OIE4wW7O0zl76WOIUL7Uf2AlT+Akp+qe+l7OYZqT6VVriVPtij08"
    "UqLe8qWj+CR57UIdk8kWtsyvfMGejCp6FDFit2qJKijRT/GMe7SovadrrI4B7GkiBpvYM9RI/k3L8y3Tk2RSsCet9Uro1hXwDA0P"
    "8LDeFfxbm7Ofad47F/cI4vAIb18M96mKiJ0E+1Lqmc9wEXC+j4rjkPU8WP/+GevmPLRSRhaGdXyfp3K4WI5umFSy7jsW3usXrfBB"
    "lrGPrIM4hJz1+W6NO1hNvLebwrSlx3UmiUey87qBldZAHPagnNM/TGNvIOLyQmjQBvLDNPE901xdDV7DuijKsSydAS3yMbybXLWJ"
    "X6vw/Y9liswTY5j7Us1bPxyy21N+xo2/XY+EV3CYXCTPqyG168kr6XgKVmlIv/AcMnSkKG/GV2GcWQ9wnXN87uQQ9nc7hKzjMWtq"
    "BR2Y/ZVd5Brcullel7mJQ7megcllrXcV60dXP50k4Xv2kplao/OHzqPO+kGth2Gx3qE2A262GCvf0OBeqz5k9SlqWzBNqEe8uVxb"
    "9r6pEjz/TB3HSvPWuPV34MzW44TewYo3EvWb8vPLjJewEFFhie4YXOsj/AZWkC2T8TM7ANdTS5xHTF8E0tnAm2R5sAbKZg5xjQky"
    "ySS4BzFWp5KsoprUF/MOvYnfdLl+1yO9SGdpmsHvUDlXxsPqPiCV4RN6XDBVdoC+7YTobQZszAZo3hJo+SbEtcOCddBUv+kL0Mhb"
    "IhaaAN00CRrkK8jWKsjYjjK8zXjcTdePchZROiYrS8m2aFzchpg4Gqe2ij1djnHGONutijiNPOjG8Opyn4Y4GeUzHh2wA9YZtQfZ"
    "lyp4y2r1SawmRyyCvx/e/GP6pczSY+ROxEXZc1xlzEElaM/Oxi17jz3SH8oS7p1NGTSmZENVG37yPaKbrL/JJq8YZrG3WHaymnZ7"
    "f2bUYp6rb6j30KK+Yn0y7ngnzuAZ6jHBX1HHfAf5W64Wt2zQfaBD2uHz+sNWfIi1LcL3tyAW9Upxmb96P6kwpedKvWeYS5H5O8U5"
    "AzZ1o4tnDRzCvr847mSMp+6q3l2k3t8plzcYBKk8DhZ7HWLG0TIFp3MuMao1sAevIVYtDS6CtM7Wg7RdUKQ3weqOhh+b5ltJ29rT"
    "fJ1pHnZvHwkzzCH7Sg2rYC4i6ic1nvcvHTGkOwEL8OlpBEZIH7eWUZ+zrhsQ99WTn9Bqm4OYS7TOo1x8yqesQq2FXOZiF9ZgJc5b"
    "s5PqJo71qgP7D/qJw2xHfab9JGaHYqx13YU7ei+zy9Yx93bOi3qbHqF/05dxEvnwgH9Ty4Q24CerjYMa53Qw/K1ynnYMMlKNVx+R"
    "GLuXV3hc9BgxxOJiPFk5O2dj1F7GRrGY2sLFkvWQuwZ1mATj/lznmTdTnq0rjhVdgj8rcSLfYSc+kI7wdDbiSd7AU23IcMLYNCIX"
    "+f3No92dBXwzkzW6nJH3KqziQPi9xdirpfj0U2Q2PPYVugPkO/CVB9u9O2Qh5bYxE0WlPGdXuk/NMV7HmRO7VKyrqIHSGSOiztgo"
    "zPvdWhLhsWLY3RLohW6ySzBTx2IfzZqvwHPl4dSOgie+UPsHefoBdrtWHf7HGAMuEesouIdVzyafA00x05dLXMn93OMoaw+V+PwS"
    "fZa2w3KJVpHaQHxSPmLzvWTzoBDfnUM2snJWi1Ncb4leLOnexAi9E7tNd+OU6qC9k6xH5NFviLL6lGB9u7f0lX3Zg9pbBuAs5uO9"
    "/om/lyI+rIRO3EfmqmPfdOyY9azZhPy36Yuhon56SBwRba2vTS/dpFc2k3QOxSpqMfyp0AFc+RjZL/g1GA3pGa+f6Iv6FjPJE/Vm"
    "Yl2NdcZlH11Op1zdVK7NpMn3BptdOUvc5K8yyqzhh+PENwyXL5lxNZbc7NWX7K/E6K8ukiSzp6vgC9Uyg7GCk+/S+fpG2q1+xBp8"
    "xRxqII45eChrq6vwWh3xs8I5Jrt51syo70mLt4q4afSvjMNpO7T9dMa3CWI1a3yeogkaJkHvJ6Z/rAi3rDpO1m8Ql56Cd6qG9XoF"
    "3mEbsQlIH9JKufxue4kQla/MflTCUg1kN34UJ7Qr9MRM8nGeIgWS8j66MvKMEJGbYt1/X1kj3eR39tWovqRbyZPYlx8ZWeXhHQrg"
    "Hc/Eq72kiqd2oLwpU/UzOZ7xawhPPg/3rwJy04if3xRcTfZXdpclxMzG6NnUwZtooHXuj/t9GPT2LOqLo2UUJ8nYVNJi/rezWK3/"
    "cFnJnqGN+rVeJldDR10g02W7nIPkGX1UrU79rq4Mb+GUtUb2tljWuwhWKuonpxZpuksxzabUfEoV+JTRrGqs13cRnf7uY/Eq6rEa"
    "74e5+s9lPH3jRPlSXoF3M1Z6M5objvhuAnbuYeZFnZ2tY8z6L+lBbHYu1rlGLpBIWICzGRS8ojVyCD77Ld2G6BLLaz1Mn9jV6c6G"
    "zbWpG0MoB0WUQvfK37Ebla3UxBOMpjbwN+O8rTHa3jjW8An8+nn6Jnbzd/zE74hKftG1ul4+9BO07JXvIW+jYck+hHX/GTsyBd5G"
    "DdZTRstr+7AG3luxZVHh/XwMf2CEGLdSHSR9pLwLOfyV3k2C8W+E/7UM8qVS5TFHDk3pOBlDH3kayr/UV7uT/meKaHWqMxz5FXyl"
    "iv7AGeJmH5wjj8Ly1cOvtGeyDpIVnLj8C/V1jecRSuqvkJLxcoZYN/Jzxq8TGG58HSSqDD7aCdi7F2SR3KfjNE9G0J8cKCdAmz4i"
    "l4ZltGFNjJ3vkEpOZ57PLoJn4Tddh9cmYWfr5MOwLT5tTvAV1uSwvvbJ82nH13EffiOLSzp2HubZ0+uoj+xp1yCuLeKcOtcbv424"
    "GUIWydstHSUWkboM8zrPWD/VT2ZNIZJX34dfScSuPXkbcbPvhjPfa7F/X9zIHrBGc4Jb9QpZLANlIs7dZjxtwVsYeE2ZRiRvL+m4"
    "+78j/baX/WUbuQE2eSt5UF7GXv1C3ojtYfWq6ZdbPjJFa2xVzNuxe/9OjQm6y8Fyuf6e2kzCnJvlWr1Vr5WJ0MnG9bCb7zw8jEiv"
    "CKtW2dEMrrf7G/boxSmjddCuVfz3NeIQl3Gf+Un4+kN3+Pkp9h67LrJ6VlsjlECb0fu8OGaVtdRoJdBIdo+tWngze+ksKtnIqXZx"
    "PN1WmVvYo0U+xLTAHjJG6mSp/ITYEv5K+Cm8uSchZZ8Q9+NmKYW+Syep1/O5bvkP7LH9awGxxzZ31dmjGmLi13PGz0HYyRD6ZZjn"
    "pnB9U47FaBc8/8lyNOxCIWsJO+A+G07sYO9d2qlYzDdckh6jFhKvZTOnG8htZnFDGWfSRfTWzDxWYV1a2L/Yhs8c8R59khFSFLLl"
    "KmqGn4/w9qj/hGJ+35C3GymXCeqoKuzJZ8SplkNTTePdL2Q1JEFODONCfQ0eYz/pCWnbEbuZ0NvxPCdDex0txeHmQS1kIR/Wwvbw"
    "KOisAeLYti3LMd/no3qK+h6/OuxLBPbjaWIEojo2sPkGFl1OgzdYrz31LkSKD2MNB+A2bxPcAxs+QL5GnBP1c5OcZ3GFFHmPpB5a"
    "bgZ04+/Mvm6AJD8rd5CLqhj605jT78UZXSKLYBV/gjUfJyN0OPTVKmar2sMvNr1hftqVYlHLOrw2iN10cTI+ms89Tqzr7Rm5GGub"
    "qoNhV1fp29C8E7HLBdCCzi6MlOYZVV9mKtRbyaGIiKxO1R+3cA3z1IYaL4Ac7cDZicux1jL6sxt19+BN3Sq4Rw+AxnhW95bD4G/v"
    "HczQm+RkrYFIfqc/6UhfczZ9eQ17VErJxzZGSjxuphDRqtMX3Vup9u0Pq7RBLUdqsdxAaGDD4huu+1KiPNKoqyc8I3GIW7yKVsc8"
    "/Gn4xPeJMN9B7oY3+JI+pV9gL5bo4zl76ct4wu9xyocGNh38aTzfVOzxc9jpeYxHc2HtxolDmqSYQXE112vEOqrW4vsLKa/qc/1H"
    "i7NGVstYSj/B1YwbGeE8zMq81WcDssKbptpN0pztsGnydfC1fhsWyJVaL4PkX+GHWhp8G34f1kK+F+NE34Ut/pI8GHY6X+gvzLGv"
    "x+f0DAoY3QSwT/Nx7qtgn3/Tyfi5kdDnvaB7iqB7RwQn4T4Yc/hNuEmXBuXMTewm6/Vt+olrIF/D5UwxnWaoqxfxU73xm2d5f2jz"
    "/6i+25mthfTUMZt3NX5jkuaKsR3Yv1pOKHd/d/B+70J9M+dI7QY52Ude1zdwK3rLbvKLHMF78ylkpCUPaPr3O+BU09xFLk+S8L2j"
    "Z8u/cWItu1jOFKdR7AYuoZ+gzMb1EddXVYVbVYh4vkIfgp9yNLs1T4MUDxPL0dssiZuJF4zCzjZhF4oggdvLOPh1xdxPy+98yvh3"
    "GWdF9iIqI0UdUuNxaHFGViHZKdKI9pC7IJxCb13QhlOzKsR2sgGyNA9PvgZ3cAZ8khVY4zL4IIv0U2gf4z07i53GbhaJ5RYsHrYZ"
    "ZpZ7OwH3dzZk/jb5QefiXtsU6krExq9Ssjbw6atoE2PMj1yBz/4QFqCTnI9dHSV7wYf7TadAZ7yGe2B8T8dJHm2AVTwaqWOs0+N0"
    "PU/6qOmKf8sVuD+v4lYeJg3wFXrB9+wq1g80XgvIOLNGDc97gBwLP8LpdRdxu5lsncVx/V9N7piI98W2kjLPzeAmWyb8TMMKWIM9"
    "GHPXajfZEhHENfAlf8fJLMarB8pnZLNKehzWqWL5virKgk3BLvEy407Bcert6FEUzmNIkDXF5Hl7X93dyApwIzu+XY7DMshn+0kM"
    "+4vrf4jT2qWnc03A2qz36FBo8Gt0fviQ3pEzCnI+FR6N432Ks94SeqxeZavTappxKf2lLNOl5VZ3iIR+Kobx2Tkd5HBeNjVIiRBW"
    "X2NNUSOpn4uX9P+yqSJF/Opt3ELjSJ+Nu99RPoSVXAI/eKw+JOqfT/kJEVp1szdbMSa1PN1jYvzDFZDWXtJHviC/bgxnGqfNd3sW"
    "9Rlngb7ejs/ZNoNFFD+dMsVTv0hchd+xsjW0iJ3/Zy4g+9yXd/ULPI/VIxfDIr0Hi/obPuV6nI752ZXw1Aoh3UlGnNaHUKtugmI7"
    "Xxs2CT2U0hT3fK8pnvACsn64vHmdXkit18Dqw78hTQk+Zzk+4Vc1vtlj5UhGrHM5dbgGEadVcXYW65w13rkHxNjNa6gp3oZFms26"
    "cD1jmSZ1PfWbQ+MXZrRamz/oQjuTFezOaSMbvGTMhlR+5L2pJu/vdRb1cWp/dkxl57LO/krCsxy7eWJO0rbku69lRcxuandiiiLE"
    "2JXi6e6DpuiGp91MzpYg+JlImcnwcia1mHYeh5+Qng16thhfQIFui7tcgRv+Hv59ELRKF/g7PyEadaxDgc/PxmlVF2Smu/13hL7F"
    "SB1kJr7/dzFdH2MOYzlnz0ex4lJa6zQax/AqC1gpnKKPyz90XLCKPZ0boFcd0sHufF9xvWaNnsOjHutcqO2CuTj7r7HWNbBq/aFT"
    "f0TU4SxyBbMmVeynjeJuNHC2h92JbvSRG7hnZxAVn/L3yvWgRend3Siuc3M9a1N3iuvxrWJ80Yn9+SfICnzODMQhXaC/fkCk/Yks"
    "11H6FnauXdAR/swx8LHm6UP4CfPk1vK+LmZN1TgE7RSnQy7zyVr+NGxj75zn5Td9AOf1o14Obfaqvih3MhragjOLaii5jfD9mshV"
    "YHivjtAn3aS93As5+UTPhU/5OFk1tkBc4VjbvmBOZQ/Iq/FW7M39T3gOlBj3s7/HT2SrvtzG/tgI8ZABnssypJPYC9ZHki36bNO1"
    "5JpWueAL5IjgbjKLdJNJ4XCtlcLwOX0Wdr6OHJ2dvQ49UdLTtg1ReDKz6Enq3LWMp0x37CUv6gRxVYhiMgz1YHZ/je4pRxD1k/RI"
    "vQZf72kg77ZNobgNnpVlJq1iar31Ba3yetQQR/AJ5KlTsBYnu4DICqujHM1MsVWYxuC0D9JJONMNsBC/Yaf28BMVDR1/tTh2hxVE"
    "yMUynlOK/UvpmV0F5E84gRnJg+V09u0sJaY+6WtISjxDipmwdnI40TN1xM8U+Hyq5S2XM2OQgs2qymBi3ZRWN6nyE30muFMH2yRz"
    "RoY/kgf5Ej0jiOGcNiMLv5vJLLJtJoYu8tgB00qnieuRctq7wCNaXD9UjBXP2fDWTFtVEzdjPsX75A+zTIxpz+uwX2nGw0La0Zjv"
    "9095tknXe2UnONjP0k624H12M837SJoVto1EPBtaOipOMnNenpm5nPD6Y98WU9+TnPZdQr+rLZFNreFQdhXrzyrW52EnhuJfhgiZ"
    "o29AF/SWZj2Y7uVyp3y+jkGEeIA8iVs/MLhOL8Sa74fcnycOF+j8haN8LrmGdjk7rsZ1krn5pzv4iW59M3MEN5PNfW9ns29jEX4+"
    "K8zG8rwvItXBYtxOudA/2WPAkCgml+tzuasPOf+khoxQjgOugjnQq8RN9qgii8Y5iH8XYKW7Y0/awhoFsMqvatIjG1rOEtuWX6/G"
    "sxwqEaL53uZ3zLsv5L0xRm6HZXDZnDr2T5tv9hklJl9Px23+Ec+xVM8Nusq9iE83qFVHN8Bf+giew0XBBp1pvIWwRtb9Vg2P+xr2"
    "1i+Ann4xmIX/NlJCnOx18ZHh3uIwHLWcKWY1gK5BFWyp4/xbjZ85AJ6Xm/xdTgbe5yXG3ekcVMNDn4xnby/fI/K9hJr5KNm2ldng"
    "2V+xCmLKM8IldEdxiPAT5Dvdghlc4yMYCP0+jzwq/Tk/R/Vz9hRYTtJwYMYMZCx/8/EZE/Eku4l5KDmwBMaLc4z8RJnbJXDdjO2I"
    "GCpmxW09ZHWI5FP32fTWHvikrmK+/Xx6qmHGF3B2II1Pz0cEVQadXcN66sNymJQxE7zYz21wvkhP3wOXjjez+eTHZCLT5syDIPKK"
    "MT8Rd7EfVlXOW1wEH8BVqFx0044MZ2N9hWh9K3yQ5nmWEKsT6h1kwjDkTx6euppVxcOYaT2GfnYu0Ttx35FdD3uY0kc4zSbGGuoh"
    "ckjwG2RkBc4kj93Cf8c5fqzj9DZ69UnvcR/nEUau9j4f77WWMcpQsSzTPrRtF8tq7KgxGp4Fr+EwSPFK6OhDxJjq+8tOOPO0D5bK"
    "nEaUqHXLGubqDfB6rTf5C6zsU/h320q153p2UhVhXa4zUSmd4cO4jPbPiFIrOWerAt691X+PpBddx0isFzn/P9fTieXJVvGM0X4n"
    "uU82HSVgd0ecclbr+2xD2qQDeN72uWNlSdhRlkiIeOIqePIXyCuw1Tvj2Zt8F7rF/VO57xfKz5CyfD2T2Ak7jzzWjAuZBR5J2W+O"
    "4ZxMtYUsGhvbY9iHSmg4y5ycy46aYsjvTDznbdJLv8TKb5bp8N5qwgv1LniyldI+2FfWMHZ4hWxIG5hvWEzG1ImsCYWe6zgKDcFp"
    "jFLPPFiU04uSxEs3IRa2qr5leZJ/mODldHhNZmL81lLlbbYy4moiS18lnzw9Ecw07yxOY1kM6SnAPbf4djTigiuJfV3DnHia7yul"
    "m/P+2PxAV3nNxp3eiNjhJ+iLTtKRjPnF2GfrFNxLltL/qqAlrfNTQmr0K7zrZ3oTK5YbtUNgPV6z4c/N0F/k75Jd+/+CmzJUxss7"
    "emowRN7SnyGho7Ez1+sSaGbjTC/VpmApZ2CtRZTXE7bTasrW0VXNeb99GKU0+T+XkP8zkFMRzUSZqXkRK5qGmzdU58k1sgif8D38"
    "kCtlPlkKb8F9WoZV9IUkTQ3vg0fyld4iT0C75QSOZdFqWq4HrtFX0Bx3b5233e4uHyHqcX0nifU8Weed4B1+xL0zDIzhtTdHnNDE"
    "DHpHcXju7oxsj8Fp2Fl9pdPxGe0glztCK1nWowJW2mn/OnbO2I6NZAdLGlNtLPh1Xp86nyUPcruWsexknMQa/Rd7PI+EtUplpi85"
    "1EqvDIozRmRbyjNxWDR0EtFBa2ErZuHvNdj9ubCjZeSxeyyYwCxbktwBgzxWpxY3fB0/dxT273zpj32eH7yNWDpPF4ewAjmjUqWc"
    "iBAjCjJGW2edPhZV/RP3ssbP/7AYrMizdUWx+1+wnyzifV7jinmJs/3MXlWTmcbwi0XkZN2HEzwsps0jb5viRBeRfeE03G2bNLN1"
    "5qa5Z2+T8dsOIC+d5cPSk09CosUjnIBWj3jFZru5zvd1+i3ivUb8jrvDnXxOOeQkjxTrK1uIw5nVtWD4q2J8WUuu55PF+XP2naXk"
    "p0+oq8zU8tmNb8xu8HFi+KSQGZMUZ267bMi5+P4pYnuwuXyI37qc+DA7hwLi662D4gR2v9Xj+zWcmpuA/BiXnmMWMM4d691vYL/H"
    "JM3+Sn9qrhru+sOcZ5BEBG68/P3EVYe/xfo/ITKqibnIBq+7Qo98C1n9stuzDbyIw8jFa3pyFt9328B6oz7EWr+RqZC0DdRbv7KO"
    "Y7f/TU4nsvOZpmn001Vk4N5GXC6kTq3HfQP3MEEMXoNnRwx9b7bpqheot96QHtLE+YBR/VwWMOtjfsQG6KvQY2ia2UyP9myml2Ov"
    "jVnYPDSb7rwAez1DlpPxJcm4JyTWMAWd1F9qyF57n1wNnTNFNw92gTay6faT4J8soDQ3qc07Ol9cfdCkfw92ntg6+zH7GGXWI8U8"
    "iD3FDM/zmg+p2AenvD1+ag/EJHtgR3+HjOxGRns7G8sjnyh/k+3EODtLcHt3hk24VKwnazKk5TpYzQL4Bu/LcHjMt8AP3lpH4Aly"
    "5NrwYYn5mD3h8QBH+sxnFX4vD9q3I2xyHs6wEPamAbfKal8KzzrFbJp6zMBZpmvlGdhxq76tJYver1jLSqxyD/lYnsPPPClR39mS"
    "wNPVeQRerU6wmJ+TB4bLaGjEXEQCu8kEyLabR9M2wxxZ7qPCnWUHryFVW3pCSSJna7DXMTx/nNMYGlkPtZtjfl03uUxeoN9WTe7L"
    "QuiK+b5/NfR1tBirlo7RZTZxcxHWau09TpeVOMVTZTk9mQo/EddFl8dJzE/ZaNL0XDvXA7ODtGH/ZC2kpZ57u5H938U6TmxS6Wet"
    "ZKV6BPO40zafsgRP1xGf8rneC73YVVIe+x3hCo+mVxfhb6VR4VHq6zTDTCP0iMOR7eijvgS7Aiu9dWvOTG7Vwj+vVsdT+jRutFUq"
    "Czj9s44sFnmQhI6ylBl847U0BL5FXK9BCjqLzQC6SYx5ZJhYnnctKyZv6Ry8/0L87kRo6Htw3pca2kxCxve9pSufI+r5A1PsN7tF"
    "jONga0jjG/jOjXIduTCizB1c7aPpKla8G9jD0L6V/tMinPkUMoIoq4QmPcPEcdRn+53sMyiM77eQdcZmS5P0PVfZnqccr57PuYJN"
    "ZHdzVf6odsBNnQXf6gudj3fLhdwYxvAqOQrrNU93BnRoqHeLO9UI+z/PkMd1iTyF37N4ohYncyI8rG2Ce+nDKC1dFXO7jWTn3w4S"
    "2BGx4FvQV79x8s3R8CfNG3tcl8kTeKpr9RzI1zv6gtTIZ9CeH+hGxNfjENU8ps/INvIvRExH6j/C76FT79flwae07W6uWCP5KSew"
    "qzuiG+Tl4AX5tx4Nn+wTvRo+8gLcnq7sAM7eyXmst6NxItEelpGyCxEhXcmUk8pwQMR0P9+VEdcJQQi9foe8pEfpiXiSCCKpkeF9"
    "QQV1QJr7LUaOz5CxdiURZo1ETjyCW10Efe2sTonm4Rwa6IE0kY2zgjyaliE4ST7HWc0hBrIIUnMAdP9uYnzzaY4jF7Vu04L5pI9s"
    "JLtSSP+5jNij/YnpsnmJX0JL38OJFNeK9SYOxb7kqavv7Al7sog5RFvn7nIxbsFOYn5w3PN1OtxHW3F9HI7ryOL69ZTzlD4ljuny"
    "Us/xGUN8k+u12wxERPZK7L++Ynf+WqzrR2bVd5b+zO8ZosN1NES9neqPpzHWAMtAfIXTW69P6Fi9U8w7uzx4A3rALIBS49Ro8xzT"
    "FCfxhpRrq5W57FRzp6zQmwnIm+MYs06kzo+wg7OeXxXCn17FamoE/7au2VpNo9gvYRZxiabnLW3pLZ35B1fiuVZSbizP/ltgaLse"
    "wRR9EN8tC3eG3zFVhwRTtXewBLJsaOXP8YxNeC5j/3tay6ibY74L0fVGu+j3ONyWifooYuZj5EpI1ADIzzVSwE6dOLO4Tcy6bE98"
    "TB/ZQFYsh1aziM92w9DNbsqCsf6X4N4tgw6YDMtbp1+r5T5+hT+WPZs3Qr5BpHChWP1jDO7I0zpc9g22IZI16aMCN7/M/rsbY8sN"
    "3n9Tn0tWYuTslvVgrFDDSkAl7Xc/3GI3L+ZGnpqLjX5hFivBaD/758T5latO7S+hr0UkGGO6uTN9/bPYDhsKpagVfG8DIp5TEYH0"
    "hCaaCY9zBZkm2+L23iRP6uvyCdb9IKKrjvIV0bB/p88XbTFTOOkjbmcrm/NOaW68HpLmIlI/UWBLn5XqKunpHynI39asT57p5w1V"
    "QdphFfUi7E4heyot51evhkiqp9QovYxzZDtWm2ymQAQ7+C8iTH9SQ+JFOIdrXzlITkKs1UluIWfqDD1DLX/VQ4YHH0L7LGiF0egh"
    "1h8KoXG+xd3eTwzfMd9qKlKpr+CUysjl/7QcgT3bCX7RBLz7RJkGPf2T/kOLZDbuw0h4fqvCppxTsJvrvaxHNeL7XCLaBbK2kdF4"
    "87QL5WwcO+vHiNt32JA0yqcJ1qoIElzl9yHu/bdy/P8lrGQOszrqOzHc9JHVRGwfLjPojVXqWLF+3oW4C9P1FSn0SNME7mqD71+P"
    "6ouMGE6U7uyDqCWn+h7MSVUxQrfv9vCscynvB5j89sLuPC3OH7Tc7ytkVGgDa30ckQhxrCPOz/haB0sfat6KVqdtNE9AUNZ3HQpa"
    "yWLcEZa9jczFLb+PucbpsP5D5TvsuvUU7yAPQabrcS7WR3EGpzb0EOtii5KDyKE3ZvG9luuF3ho2c8XHaZcn6Rt6rFwOT9NQfAX4"
    "PMOlv4X/3so8m6v/lNGbC5kLjhBJVsZMVJiZx7iZNPMbqWfS1BYopEX6KdGGriveMm+N5IlvamWCZDsxu2gZ+I7Sju9fx7zsVh4T"
    "Ys9xGn6+L2RmGdG29X+YfZPzH6iF5vVsJi0REAlfh3NeU6iOW1WhGWP6FnNWMcSelfj+oay/LsNNSfr6UkJ/ENcBb37XT5BdF/2v"
    "43T6wZLyUU0RWc0K8E7nkU1iKX4yl35xIyJP19M2QMyrKVPHongDPIdKfUfcb1qsWY1bbryhL+nLul9g2eGcDKeheq/eMrjt9Sa9"
    "TB/RWM4OwQa5SbfCd3+HZujuK1g7i8v4lnicsMtBbeunVrrKYoLvWu87TpKeeybd6+umXSxgx3JU2yBq/FKKyZA/D99d2wpyJOlR"
    "MHZ/7xWHX07QJywgK2JMx8DjPJjd0rV4/2Gcr57mgnA1TzujPbnatvIMJPhXzkeswJ07PiiDtS7S8fK2Xg+/9wli5V/H/RkPS/eG"
    "nhNYZS/u++mcz1Ghl7GDt0iPCH6DHtwSfuIPui78OaeXrNFL9LRwOG6mMX1uxzveTWbCJ6xHtPc6nuFbRLWVsDEbmQn4FB619cOX"
    "YC1R5nFc5sA03LnkuzVPeK6Ohua5HvrnG9xM41DdXt4Sm9GQgGyvw111u1zpJyKErHDZREZDeK2gDXkbn/YTtOVpROsr+4NKmV9Z"
    "T02VB63eWSqYr0h6vdYJJ/0yPMj51IRx2tZyVn0bqIXrGGe/hWf4ETfuCTkQp/AKogFjCHsO+m4OJGZb7Ml5iElvgsZYgec+SrqL"
    "6/wp11TmHlkUsVZHYUU7sH6pzIanczBD/mNG1R9v6gX4zQL5mp15W8PinQgp+hpn/D3nJ8QYDdewa/o6GY3V1OJZ98GKLSJvgI9m"
    "MnmrWE1+lr4n0+Alp/M/leT4SflJA+rZuQwPEvXsYwFnL2wp1p04TAxvXcouwHK12bV3izFZltGzjpMv73k8yVGsy7Xz2tB0pDEF"
    "1mXufQl7n5Jk861lhOd4KU7H6T8PmfoOz7avJGWifItPuVH3gj9iJ9fAPpwqdptsLxeQV3dVxo46Fhd3I7fjZJn5enXwmFjPTUP4"
    "rIzVXroL5D9P9g/WaA6sxHhEV9bR0w96ZT1OblhwH+cCdIEGjePJf4e+GsZKnbFFm8fv+gYbyZnkKvclnPiX7ZVtPE6/HNGhWaPv"
    "sUurOAFigNyPHb1MrF5mDFwjxPjm95AdpCd8tEY9mww6LvMZxZ2t9axa9v+d/HQxq1JuZESwtffAnJVIcXZozHeRN7IybHM4zbc5"
    "E/8diNPYCP1Up25SV5Jdy6bTx8Nvj7ODJPTznFN+Gp19PSzD1JViLq4GWrSruBxiOTzHmJ8PalMhivDsdaz0ZEe0l2MvlOiACHGn"
    "dmt34Uy+GlZfEuToO4jsM9YZtgj+6wmynmzCjp9qO/y05XC+11voWcf9HEibpDyAK7MpN72k5QxVZ/Hc5DzoQWaD90X08g5u+W+I"
    "hZ/Fnj6Ck9hDrGJ2AyR8BjTZRP1An4MsnSntEMFX61V6PuRmX3kAqzIWxgqc36EZzE8a56icY5TIMMW4ytSDXMcz1DERfYbebEQ/"
    "gofxObSfIRAMnVfjedtDRPJ2U0dR31v+v7ekMqwo+3g8ZJKsrabXzqFn1F4c64vjKqxtxaf4JazCTy2QEXII7llfaOoTgnkyJXyQ"
    "GJF6j2p2Obo4p5ZbLsHmGywgI/u5sjt5XvtILZk/c1n/SbDubpF8hPz8Y+VCfNVHvwp7yV3ydpCSXeFDv6al4fveq0wSa3klvcFK"
    "VhsWkylJM32QSg9iAzlhYuSUjMNylDJS7MNZfRHonvQJb51hE0yzqdj6LyaORdmlt5XPWq3hRB7nV3X7g1/VpRUUSGfuTRm5xX6W"
    "Kt6zUqz5y4wMuDnXLVlE1um/5WP85i/6HfTmGsjOtsagFvyo98iRsDNWN+wOzd0Xp1GJ9/1YJ+PkLDdWQLyLIbzbiEMBx6Ez5sKb"
    "Hw8pXQMdeSfO9BO9A9bhAZzNY1JEDVDGekEDeSqPJsauibpjS6zBengqeNttjoTx9YT6qticz/XqKocBK6Uz4XEfi325Tg7H3eiP"
    "G7I1PO0DdWt9WidDl5RQdyTwu9aD8LMaluQYRB8prfeVuMP9XFfjEfljLBO2iGWMi7ARe+LmVJQypzVC0j36/31GVRUzABv8z1Tz"
    "mW/3+ItqVgvS8/ZEmrv1f8c6XhH1nHQp6gvzMD/F3fgIT7+l3IXPHy+XQDbewXnPl06w7nOgZ46Sd/QkmYdzvkEWya3wutpDU/yC"
    "lV+Fe7uILEavyBdY0eeafWJpNVGWIbRtA6v9++IkDLFU20o/ukDyx+KcvsOJv41PMq6KQmiK48lGXsFbbrmlGuIIjM/lEFbZTpcE"
    "39XVK6qpOSOtYD2yo02+09t0UHAefnMOortpsKU3wEbeDNkohy+0kTmOyWQk7U4rMg8rMcaLXMjzCqxkJTuFaqDFy5jFys797BC1"
    "J7O7UZlbi/ip4caQsB5frRfr/r1drIevFLcjn3JezmpXtRwrz9KvXM+p5sZdspvUknOhlP0hVToB0f3p0Nz/EptikoeftxyQ1Rd3"
    "kV7khD0N9+gxNVREHvyXOToVsaerHtex9pkiamYpuzjOkMBPSYuwIl2LaPsq32+0LeKAGTinauz0cfDdLbfVFZ5kLXzqaj1R9wlG"
    "yL0yGV89Dz/wRzlUjtKz6MtEfIZ8e78rbuZ7HWxEA/OdDgNqMexYMiNZ58JSROT7i00EPkXMf13ADkehbo76yq1kpsgLO9Gvk3Kv"
    "U10ltoGa2KrF90gje1mdF2A3vd7bte2pFzUzOcFpvPmph8Mr2hycE7SZHr6pdamXsLKXw93IxNVZAtEWGHrVZj7Q9plsTEsObMNg"
    "rIGkjJYq7nUCMYSx81iWJBc+d5SeVjN+M+Xzi+ZtlnnGTRHH86uteGmW+f+nRInhdNy5jZxOZF+thee8gdKXnjXd4PnlG/VxrGSm"
    "73IXcbzAFo91ha5o1Dsz03bqyXiVYh2tVq/m92vpYbue4ZTnV4kQ++nW6JgLlPFfsVT66XMNuHkJTvWa73OP9fShHBKmiL1gNp+h"
    "HSzBvcwId5NcnJXFSAvhO2f3Alp7ZVP667Npl015N1h2RD1neN+ujvWIs8R61rOvWj1blpP0Gn5lccZo+Ncp9mgt4/65aLSO3rSS"
    "d2wuve4m6OMRZPyJq00dKvP8FNvxM3Kkgl6f8RjOhU9hM9PLGJ8YkjKHcZLzLXbwVdmJPE1jJn5Qst9Gk/kofLrNRX2lQj1jh2pH"
    "1kJLW/yOzcUzSdqcfPfToBcOgxdxCKeMHSs2W/BA+RA2fwuuZ6wY91oxNMRreLpvzAZKb7G+YavdLML9rPZs9P/9Noaw3NapXpvp"
    "VP/Fd6qbHavmjWjmIe8r6XmjWzE7+Edme/e/dn/QAS0Zz+w+POw9hLgeIRbB3MD5j9vjk4ZImv/S8Wik/Febt7D1ad00RhYy7zDH"
    "f3d3z23qGCcPl7hH6KT8LIf0O2/DfPkfu/5c/9AePkcf83ihZCbLl5PhGxZiq4V1nOyzJVXTPevaggNVPfPAeuIVXCbCvr5NHCfQ"
    "BnI35ASON8qqmDtLhNqsjvmbIS3QjumJpoV4faBHMv6uw5mbTLE3OFvN1SIx6yJPaPoVhz6PtJIJbu027gXJnO+tRMTXxGq8tXTd"
    "O7ZnC6G7I353Qma1ezM/5vDsW2Vqhq7G0EQGa/vNHcnr6nD59ZzlkPCMUklWJW9knqpcPyM6sZiIBetDrPOZELtz6SesYTd3wjMJ"
    "d/UxQkpb2izrDTqRVcjmHo90TSHJ/nvHYPRHeVyrQzl/uWUc2swh2rLXKf0v8yTu5wQdN2OykbUlV71cDtna5j8y5o5pYzUi2gbs"
    "TYxY5yKdAl1Qj+i0Qn+DDXTI3HQPR5NnP073wv3nPTX53pcWUzN1YfWZhVrc+zK9gB56grmmiJ+9mq36n2BdupHV3RrKz3LWTePM"
    "vreVPh61H/eZMSel1fAax8kxiPx/gN53cwOrOffFJgoWsCOuG5Eaz+DpF3heFas6P5uZHFzno5RYhp3qKJ+bSXm/uIG2NsLfNoz9"
    "6+SXa+DkTXuHNi34y9tmGICiuE9v8o6v4o66ib2OP/pBKScXgptzFmOkFWN3RiPjEv0DH4/zow7kNL2QUhvzc9vcE+TpYGlZhUtP"
    "/kzh+y53+8ffyV79T2Mzj/D8W9ZtmtZOxvAT9+wIyk7i9F1U5hTCzGe38yfb6PvQrb65CLu8gk+6htPPu8rGzHyKuJ97YEwTZgHT"
    "fZPN8m4o+YehC9ZpEXXbSpz7KPj5C/QM+U7u1ql6jhbII4iXJ2lu0Fc/gb64WUdS51hce1AGten4FNV3DBdBetJ31DIX9fTxsmmx"
    "v8tcZoeLETPsAe+pB+LvtfojfmDz4Gno2kmQ1/n6othMqH/CHudC/ir1M9yfrcQ4oIqx7sGSwpPbhOlTeAfsTpwmtb57+AN1WLY1"
    "nJXobNEIVqdm+Wyb6zht8shGixD7EcGZXStn39Go7soKrau/9kIEIp6FuTWfr7OfMN0N3w84rTqmlnlIctqpyz7FfYU66X2dPz8X"
    "roaTvlbjHQNiDY0x82px2Os6Wr8kftK6GS7C2roQA2hx7kXQjFuJ4wRs8jMEE/TQ8/HnxowFTJIRwflZIzllJa7pDtIU8UxNPq/U"
    "6C2l7ewgcbXr7J3Qf+UrNfq+XgJpSsA6VLLSZrjo+2TjX/w5KXYXpBi5nkcMc6Pnpo/oBOiBftSH5fSF75Z+GR7i9BQhZ2nbSQfa"
    "wi9wi+fj5NbAA+4l/9TZZAm+V3+mHXAciZtRps2XOEmixA+luWyV2tT2uA/fOTv/aFT39Gg8k4MastxY/mIPWKzesH9Rsqt/yJjQ"
    "sksVWMGXOkU/xP3tFAySQ4P1+jHrRo/rE+SXMLbra8lWGRL9dqJUcF8GcQ2B14SOOSfhETf/HUlmO7w7OTPTnezNnpzr3bDd7yHO"
    "f0jPEniBUwzMDyinr36dFOLrf2m6dmxcMG38+cVpd4/PeUzXiHUirwynyV3he3oXLPy/2XNeo9tKCTV3OVGNt8jGzLxgm9wQ+m58"
    "9ZwhjlvWcPUuLgrp7TWj31N/8Ggcq2sD693agkO4lgzCcWiHJLRuE+1LIzFfddjXXvDXj5P01Itmf6KL18LmK8zD755FbeU0R6Nn"
    "OWhit5zp4QNZ0zYNadYkwQkEEVrqn1mHtxnr86Hbp+fkQuvuBT+/jz6tLyMO+kF3wieME5f1ckzzRbTCNntnDOf5RT1jaxdZwpzR"
    "EHgSD5D7Pl1LaskX7bRezDNxd2BuJo98K2OkFFHX23iHtVj5BVjJEn1U8qCnu8td4pDCXTJ5EpE0pv457J/hoP+GXemIz/4Vz2gx"
    "Tj/RFqzdW4iLpRKePbtJ38ZT7SQOtZ7gE9lKbNr6Bsh9WzlMxgQLmHvrLKP1Om8L3Mygji18O9vHlbyZTmc4nFE18yWhx3Cu4Q1V"
    "X/tJ0S+O+MpGB/bv2t7aDV7n48WcFjl3l5/YmpO21kGi6/DfKbCpV4hNAT5J9hdD+Bqix+7fD9JABmvjgCmAJtwOr24vt+NuTNYf"
    "oZ96yHScqM1N3pHWtIfEfD4m5dm109hT55s2YW3OU63kzyR8T30jPfyjJeFnM2WfHt/HW8AE56m3Z965DacB/PlMyQlyJl5bj1O8"
    "jDN14rj17eUmvYWIDyfnxczaVqrNYcnXA3zEGBLrlWYx31ccL3YTfnoZbe9ERrA1zIJXwAvpJ5fKs9iz/eV82JSd4JHNo95q9H5Y"
    "XE8Xx7Xnel3WQFNeDU1qGfRZ+iluxrOQnDm6S85++J712s3BWRs6ZblMZT+F3UZbSyfY7JS2jIns7yvIZmZe5Ur/mY2MXvYSx7Fr"
    "cj1CGnw9p0m/hXf3vBazxvZPfQne3ZPaHV7fRD1Bh+bEyXx0t68eNHHnbocH9lsrp5C91ze7V9Navirb77gJw6dSw+7Jn1lN+2M8"
    "ZAeK6b8OxDpblGT40HxEK1Zr/RfuaFztxjuvYwnzhsfLt9jbE2UldGAJ3t8mkM9jH3LL6LKfpPtJTQO/g/eZoBdBPm/U4fpYjtUc"
    "husT2Lvsu1PhvRzx1URnGU6TdS1yEQk/r6aJWJeyVuTaUGWNHuWQ5J9J+O528h7Wt7U4jGBINPWQTLfGOzoZ/vQCfG8DZ2JajDsQ"
    "sjqOHfDWexL3888K+cwXSj3nbO8rl4nrO6olrqmcPnySfUUh9VjCI36ivNuby6nQrsVEkVbokfK+LNbpZAa06pdlvOp1OLT0Z9Al"
    "hbCiVdDj2V9JYn0HkNvlO1jwCkSPX+HWPaYToJMmwnufjVWsZfQ3Dad8i8bwemva5a/kLM1+2kX6AHsebc699SYOloPkSZmJvTcW"
    "XLt9TbS4L0pXOV6sl2Kx992s99+YRh0DTikjp9ZuSbZX3KyrBnKnFrJ/6DrmtldA0+3F7EIf3Id6zyncwBns6Zi33k+mqIFONGSW"
    "sTUt1itkPd/T3cBOYlPODyWywLjYDWVXRD1vk/KU0wTuIPtcLfHL1k/YJzCm3oWtPs+fz5OH0JxDaVk7SCX9oKek1Fedz5X7ZRf5"
    "AJ7+L/qFXorXj5bDof9tDxIegZniHjRB8xtzzyybbyNvwGbYVIa5eLeLZAuxaeITvC5wVnYLz0BzHhntDeF9k6zhTw2GX3EJdPaX"
    "8CiX6jjcozLO0bJ5g3Nw49oiWn26RVys9NmUGsLqjfuIdWyW8j6VsRqUpNfV2CLXlWJfu2bYTSbqctxs89OWktvneHxmDzz5vdJb"
    "ntGHOdHLmGJH6TlyjFwlg2VrRA+Nf/CcNeNNF9MfsP7Cf0gBa6dnymz6q63NTco2kSypF+CTZnHVNnl3Fuut30BnJrwNtp+52E9u"
    "aIBe3r6VWQpKH6iN95u0hZ2pZ2fSZD7DR+SLb/AI7yZNR1Epz1jd13fMBOyePF1W4J7MxR7myMHsfO0jrg5lePIOrFyYz9qDUy2V"
    "01SjRPtYJnIufYWEPimu29zevZmpuo5rs5pmke6Hd/0Ucc+2iJ+M77iDdGIfb4rsoEnWUY8Rlz0upZ8b+pqXWYZzvRau431Nenyk"
    "IYpiHn98ktT4DHuYyeKlELE5zpkmX+vo7Kse9cwe9mkFaeE4auyeHC5HSpXn3KiCH7KZbO2tc0ecRQ6rJY34Lee3HUuPvdr339d6"
    "qapizSDJLNW9fn6pm6Rotc5jxDI/6zijNKGHSB31ykh5nROJbLpEHe6Z4QCNJ+QYfNI6vRVxsHVWFNLDK4Wt+ZT+zh5S72sKDquQ"
    "8LK9QpdzftZ4mQdrkssKXr9gOu1YvWf36pyJPnYTFweW+Z4zw8QcJY4ptpKeYBW5CK3KeD9037HES9Uw5jVtuKhFBDbQS2l65n2q"
    "xcx7V5swfmCb7CvsXrxTrFdkOPakHuu0XmGz2gODG/QaWJGN+N4E9tXH/LzSItyve8R1wOVjlR/g9c7yKzRAAvv0GzTAcu2Pc3oS"
    "f/aVtr5/JfS8t8X0S6x30/K6EWJ0ChEzWEdboeZKks8VekRS3DOBhLg3TdqWMzhifrqiMn9WiPPdyJrJRsquVXp3kYulq7iJRJdI"
    "J8+cUO0RbrXsFynyMpn0ldlaRPkDeXo/6Xp623vLNNh8Q012Q8R2vJQTCRX1c86Svjs0SbaFGCM1h7E8AXvl0C02XXI5nnYavj9Y"
    "crHjjYwI5yKCX88+t5jHkLq61C3QPIbU7I0n6ul7c5LMaad0J1EfkblO5OYofX9KUV9pWRFz3UKl/E72VxrpYzl8eq7HjtzG3HRM"
    "Z1O/bSSKdw8i1RZINVEWhgXdA5FHOdZovEfbyq96LWdPhH4OWcrv7DBm/xo5RSnJdTeyTteo95EJoAa70YRo3KzPEkbgMfIZl2Dn"
    "BuMOvkPs21j8zM6IoJ9HVGgWvY9EPc+RxVz9iIJPaD7PM+65jk7He9ory5k3tdpnp4wGT6rDDvfmPRkgxiy4EN79gYhLLI411tlv"
    "8H6bQ3Z7ivUPTtM74YH8zC6+veQC2UP+hWeZDc0/D6/+jM83bIF50lvBl7yRO2MV+XV4t8eh06fqK3qjrgumwI9fIIPhkRWFDfqA"
    "3Cbf6FnwW3syvivH3egNH2gibcnXzFhdKhW0DR0D45X70eYPMh+Sh/ftTrtV7TEE1i/+uxpv6NVivT9WUV5GzXgBLMES78E3UV4c"
    "z7PbITu1KfBp3guq9ETKfRl01Qb8yWNf29VEaLuqR55/D5d3elbzxHipLUf9HhHY6/C761vxiO/Ri4MImco2h0e9mNmM+ZAB8496"
    "yULWvYfRMzLO8HI9BU+f3TrXIaJxkxhLGJGZ/hwm83GPz8FKD5BrdO/gjGAfuU/ehc17EHf5ltC0Xjmri40eC279PgPFZUm3EIdZ"
    "28mjs5Nk5I76mkPKMxS0E4fJaUQ8eyd+aj27hvLxBAXwvxbqIPmJmG3nvUYYGTfqT4i0c/Hfh2VvcjS8jd8zvVXE6SufwVZPDF/U"
    "d4KPpVvO+vC1cHdj0sBOno5dcNmZbST0Ocb03w4/VIL/30EWDMeLEKNmbn6l1r9S71+phI7/DN7h4bKcs+5tPtYi2Ly7xeZJGE75"
    "aDkEe/0vRHeNajcgwc5QNxGshP6IdcrfzspYil93ldN8TssytAt9zeuP2AJX/2yuiyosb/r1JKeVGtPWNnIm9EmKOez9mB0sp8bP"
    "zrduZ3cNdK5jd49Ry8Q9w2IT53XEyHCQ9PXQFHGkUY8/a57v00+aWXL+3IyQi6HPntKndctgsLyit2PPp8reWiCXaOBryi13wdXU"
    "6hGxGC/ic3iCyZCYHbE7F+NEnmPfr/tfJ2mZ3U9o9pVtgP5KZJgeGlkHDJlPlAyGq7Pny2/mUf7ztZyHZSd5FVrKOotXQN+dSpvw"
    "GTHvMV+Nc9OebAas4RQbtG+wha7Wg3GXC4nJnI932VKsnnawDOdknJCau56azsXXOwYv6w2wk0kdDd3yPW5kF9nRGJ1kGRk24uR4"
    "KGeGxCpyL8BfsRUM43MPoZQ4tPEi/NQZkstewtV6d7hO3oPWydMfZXnQqxWONdvF3rRMtb7vIsJ61ZXyn/X75k6OQuZS8320MAAe"
    "kcucxRHXNeJk+7Nbeyk53RNkAfyMFep6VjXW0FsoZg2iFP5/Mb4uoi4sYefA61hbR1mJ3zJ2gsHQyw3w70fiFWNy7AyfoSBTAzAp"
    "GNhi8miKrBhNZFWq89V8s/1WgT1NekAnPcoZYQNwqp/D2i6DVfsYJ1Ul0+EFNGBV87Refsd6bFb6khZoZ7cPW3nUnflqlk9qQy8i"
    "nWtaQyvzoF5GNPdX5MPIhX9VBCt2mFjt9m39ALauFKdvHOOdYR2svrdc0tgJx3cY8pns38UZXoGUn0eo7Js3/spdZA191RzEo9aJ"
    "PpQz2JbrazpKdsROz9bZwTI8nfWU/6CfyNlqnc/Xy1GIO8fIFH1T74RkfgytP1VfxfteLuoxI8bsUkfepWrdsZVXsucPGiAJribh"
    "cmDmUW/ESjctG5Ej5mt+D2kYAl3xnY6FdLTD2ZnPvU7VZ1sMlRwjlmQ1It/W8DvDfe9GA2tj9cRg1GDPs0dg/7d58pYMjmXkdE5A"
    "TuzkBrHGsJo+bfZ3m5WZQttd0tOYy2AZ40T4xPVSZpmMS6RI3QzEslZWsGkIyU15Jdu+ZX+e7Kv+IsM02N3PurLI/XpWTIvUdbmH"
    "/vuhnxf4qr6LOHYf+bvsBxl5EP7yxfBhBwQP4Abdhfv2u+8fsFmTe4t5ZM/KUkRhq3Hro+xOvBPv3UV2gKRtJ63l1rPvdfZX/nym"
    "sbUVZJfRbK8sYPapiZ1Zxs7/E7HjNqe3QXdnXuED5kutJy/BvN1M6mrrubsL9qyI+IUY7PfLOiOT0wqJmgrJiZ7U9DwKh8wIibPa"
    "lnWmevYVf4/fzCfS+Wzon2flFHiQX3h+sXx4YmeIaSzHpW7R4VY4m6f1NGqbUWKZ1GXwqpfife6X4+DHXQENliJb6wJ4S/eQlbwA"
    "N243PMkSaAXr6N1KqvmOU/VjsTN+VpOZ6n+I77lu0+3Jk9HgMzlN9CwP5tyfJHz2hhazcxMZ/NK+nN1SDm9yMaevGyOT9d2ZfciW"
    "s3tCF4dbB+fIETI1fE0+kPNZud4bX2f3/bMzpaTxfekOZ4UlO0mMQ3sc/W7bxXxmL0fRGk2FZbOunq8gEcdTO9nKLmW0b57MQvLA"
    "7S8NxCr8jpPtCQ+1v4R/mAyp5Al2mIYp2l9qw6JwmFwmx8hEPPs3wWR9Hva7HLdsKWcvVXCCRqUuxM/kE61wEHe7jvfWeszrmV21"
    "jj6zlTdLDSeOLSRfQTFvbKfAuj7NBzpdbIrgVPJy2tySbtKUQfKlo94e7IkqgGQ0evRFPWvxUU7GqyeLiXrOgrSsDqFP+YK4uSYJ"
    "ZlsijHYayGSe/W5HPBquztfUi/QSKSQPRNpj+jXzr+HiKtCLsCP7407Px7PYxJml+Hpf/NYIaa3Gsik6JNuq3ZTbIbx7+0spb3ot"
    "98vFfwczl1XHuCPq617GfWiV9TbS6GcfJ3BCnSXWyu80sI/lXGnyKGH3vZCreBGeypXSVT7Uu+D7Wmb2EUQ3uZRvhxO2m/eKLGXc"
    "Xc7u3kpolCL6PIOgPdx84lFE5Tnk53lkBU/x7pVQRi8nj2bCd186BswtZAM9wuG6vz6p/dpcjBvznI7S6YhRrpOzdKTcgFt5pvyo"
    "J0t3nF8fYjsuw+ftROx20qOTzQ817ZKnN2ENjZzPaP5tLT3pJqxxmT4qxg7XSSwqyyeP/w3wAzdnH9EuuCcrdBK8t85SFn6pN0GD"
    "/KLnBcZx2F++gEVbArvWUfLF+kbK5XDEWVvLNNyrZbgJ24jN+DlXPtCZ8FfnMUtkVfeDiIdLo3eV/lAuVnQq1v613ASLnE+ecpsx"
    "t4K19ijzz/eSa7GB/J+LedssW2xTGcyKWLXrAuZiI0QgJ9nRZtn0rojZoszcHgvNZ8wln+l8ziLrgafujr1+VNbLBKx1hb6DP6N1"
    "LDzx2+UNvUXHB4Vq88DKmN9bwag9Tg/+LqJEtIWfP9jrnyjzqD3F8EGV1GgfsVJSA5tVp+1hM46GX79726mIas7Qx+HlniRHsM5Q"
    "RK+1nZjuuY28v/XkMbP3v9PHLxarNDFb97lnAHXdLdXEahhftP3U61qGMzldtocv+qV+TV+0SG7ByZhFKObExd1wwztAo1jX3HDs"
    "dLk+hpvTH3syDd/bwEgrqu9DQvvjO6dzVukK+K3DEYm0w37dJ5Pwei4ilcPxepEeJp/rJLzLxXjtUZz4AzoVN3oZ9nUGnmIKbP9d"
    "cjQ7nq238BciZhv0EHz9Ge7mY7C5JcRPVtCiBvxXPfRtyA5706hH4fYshWVdj7sV1/uxd99BUrck7t80puu+MTashZDd7K8YcnE3"
    "afJo8aTnC3Y9Ddl+R+R+2I00R3SDl11nc8rZKWKcxSnc9lqPea5S8Z8hsl+G572NWLxcw9xrwvNDVhGDZVJ2lewuy7zvMiwohXax"
    "rpgqPTxc4flQ24hxjlYyX1XLjqQaPUIP5fy+pW1zpLs+hlN6H3s6CJY0gVjrYnkRd9osxbaQySOxdyuZR8yD7b6CGrjGsyRV+jnC"
    "rhIylJPg0p0NESJCGvUh9uNE/QzDEmYHK8ly2gX2/1zo9UJ2Iq9jd+XZkh3r7pg3OrKbwNnGRs/yF/OMlztxUob62dp7kqEx5rMb"
    "MdYA0szNw1sg72J+2oL7xF7M6MYyryQg4e7fXVp5JfTTlN0rjZnOgyM4WWgedbdj0DW/zLB5D9FKWcee1ZBPhy9Rqi/LXtCnX5H/"
    "PEEPxepMjqdiGK3n/178k72OnvK8kG7ez3p1nGwnekRko5/ZZDt/nVg+3Goyx4iTmI6MH+Pku1Y/0TPm53E3Uj4eYeZwXStdF3Ed"
    "jb37jVOLYtCbST+rsYnvEyP2ND2nog8nEEU8r3c+5Tbu+5/KmB++kpNuArkVp9Ae8fcRMlDulNuCifSVQo+4DD2j2FFSTXxXxEtM"
    "Z0l5VMvOvqM/4RH8SbKuO/y12VjoLFiS7/U2fTHYTM4JpkEKPtdjca4nyc9YyQjyfVnO9DtjGGAcXIr4pI6TXN7k3BXLO9v89Ss8"
    "msbVv/b081lD30kwQIbI3zgfphEWpJh3IZ/owkRmZsMuku40SDHj94T0lffh7/aTGxF9vAB7NkN/hR4wfr9RsOfGKzITUdZ+sifs"
    "+ALO1nQI3Ggml+R6Jow9uI08hRPcTQ6AtXwNdupWPNu3sF0XIT79Rj+CphgrY6CPH0PE87CeId+QpTUBPZTyk9xVz/J+2KagdFL+"
    "3HYXd24JPwc2yVxUnH3IKTJS70TtobA4naQLnnKRPoP12oTlkbBS28pHiNKbiOKo93GgQ1REPY7tz/uwRbolLNdcZktn6+FEg6yV"
    "t/RaSWXm0aW7OHYQN/UjOz9s9jme2XdnBuvFm8G/OFTW6a1YRRneZ8ugP352MOUiqS5Ln/JddcYZWOr/vTU0lL1uiI+3ZS7ka3NI"
    "5jDcyF/gqSzFfTwAJ9Ub0VEzOj2NwYjj2VP0bD6HBp7LiH2dTsOOh7IdPIv7WIPYmZ19Kb8HCWLRFdJnnVM/kZdkhc5RmzTcxKmQ"
    "7ukLfI10qIS+bm4ewZFSlpk+HvVsN24nr9F/ynqPCzlAQj8x2PTtULGKtpO5eqIUW/YNOsZsbTEvWTn1ydUw3xezgl/p27AAF+KJ"
    "LiKiJv3TMXWdSb8TnRBhpq6JqGzjJzZ9cwZ2dz5iWOPtMc/KmP7/KWbJZsF3SXI2lZKPpArapISVs3ziq1yvnk1dHOQ15cZM16rD"
    "Wpb71VrEGuEzZetJeY1TL2vIoNIOJ/GMPIOVLNFPcPNf1Foxv+AM+GfLEBXD38fKLidG3MVQF1KGqvkJFpVsSW9pO2i1oeIi8wDS"
    "8j0kNel75bri+0dwekecnCF95AciOJsYVxdid51n2wnPtJe8Cs//Sc2TF2QlduAk7ORv0LU5XlIte59DrTzVYwaO4TRvt7aR/7G2"
    "BmZcqji/KeI5xg6Uy/3U4P8+ySDiJXNn3+eaJAe3tpoFrYLFGQ6vzrjkFsA/vMNy2VjbBsj/XlxtDHFKI+1ngqvO3yTtks4hlvu5"
    "HLXsDyzHXpf7dZVmMGHGap7yuRabOXctTugA+Oo7iZ3ZKEhhWu5LNOVlZw9fl0ixkpSuubkOLYeiiWfqhx0kjTJSsp3HM7McEt7q"
    "hH5SU4yeZMx3FscRkwh9rW5izBu1jL6j7HzphYjMdVsuIO9ukjPGGvUF+Vb3gYQuwVnU0BsYThTGYkZaoyRFHu3stiRProb2eUat"
    "RvWJ8WcExob0rt4Ou1hHT90qppthVQPF8ehW8z5HNd0PrR57l4IsroY2eh2afS1s9VOczlWg/XSInBF8jNuyh3wGPV2ofQObhXgx"
    "PL+ncSM3Ldv6539nJVbTlyiDcn2N3fuGh0jSS3FoPtv5od4i/6xjxRh034A+msNXK/AOc4Ma8u8UMnM3SazaleDMdMtsrPeIhQZo"
    "sLoM/s5pcmfVmoiGt1qKrfVEdjsksUe3yAXEZDpUag29rPGsZiQ845syarV41GapVEK2S3SQvItIZY4+iudqD9v6KzTmHWSWr8dP"
    "ufkXFrGMRvzawIlIdZy/W+mxdOXwOUPycuYTRxVjN43lXWZqlJHdGnx3PM6yBJL5b5zjdHhC98tgfNpvuDVOqvpKGjPn5o3ZrWgg"
    "d1qMyPOD8IkDxGY0lCBKHA7tmcdZycaE+TIktCtnE3zu705OiwgoyMQ/YQaNZf86TZwfPk/fweqsDmOsM1/I3nKIbIG4cDLedTnO"
    "rZIRci07YB6VRrLI1ns0peOKjNJfqiJaoNrbRxcT9ff4iQStSwR37CtYqsWQt3WcV/yZaUi5Tq03fBufWU14XWF319adrfq/GnJl"
    "iLTVej6sdETPCgLcjA7yEqTuH/q1VuAzjoVndIs+HNjk0vV6819cGTL/Q6BPBnJdH9NPP17sdm/K5yQ4a6I/kSjGLWdZ4J7MBf21"
    "FahNqdz91dHhX/s5f/7d4hmPzPqrQ2+jkhmkxX/jV960Vf9v/c7/1vn8+bWJHJfBI7joLMIot/Av350//0o7Movb1MvNiBVw+dO2"
    "7DetZQ7f8Rnuhp8LaT/qNnEFWxC3lmCfa8Ca0p5E4W4mZis30s8xZpb2nIHbTpa3sgft4dckiQZ3vCQJZvfa/o8ukv9/5O3Pv5Ld"
    "P9g0zfdX3pIEcafrEXecBp/9TTKyv4dzffMv3uvWZDQ71qOauq+4BXv1ID/ZJNsM2E2zMtmf9HBx0XR7eJTGJFtJnyTvLz6FJvaA"
    "R2GRU8yCt2VMaHLyvyWjnYnNtH12qOsBHn+X/H9cx/+Vuncy/NNifU4nIj4dLr/AP1uuRyJmuZFT3hK+QmoYtnrG6yX6ECM0Y6b8"
    "Ad/bgawJVg8o1pmSYG58PNFKxjboJoiWaLQFzr0589+Z9eW39FbyE9sM5yp4uCvxVR6nr3aV+Z5vxbETjPCcxkk8heHAn9O/ybVY"
    "72K5WWym2lhEX39tNLUpv/M+p4PVs676oKyFTx3B7XtIJumOeoP81GaCdtDjZEM4SeNSqHeEL/q+4v/Of71UL5HbJBK+pFsEpeG7"
    "Ya10Di4xzkX81CpyO7u8fMLXPhKcKrWluP5ql794kZpknU5tZdUV/vMqdEOwDJ/fjbPBl4TGOHaoVDImyee77ewxuhYn7yPVnNWz"
    "His6ST4ltjmm58p54maExD0rvlIX5uJ7V8rd8ru+rm+zk/ht3UVGik0/uUyz/87uciTOt4qcA+X6FE7cZpy1QXTWSa6TjcwcnCtv"
    "6BbSSWp0hF4u7bCzNnH9d0jlifK4TNEPdLkMQsz+Uiv3J4pPKqZsW0ZuIiKhLRFlztYerfiWVpvtII570rG2juQex3Qn7v6nvtc7"
    "yXx0lCck4QtyiuwUXKfvIzbcUo6QrXSkbh48IcZEYWzbuxHxtX1wDuLdv8uX+i3e70nEz7vIVObQfoF0HS5jIDdWiV5KboAXmUV2"
    "fXTbyTz2ttvksumwcgmiSCw6foS8eepRD45bem+fCTIpmq77BWV6Es7lU2iGQ7HXU/RQnatrPLKtg8+/WueHSJoD8ypJZKblTPRZ"
    "yJS2lskaKQUZliP1VYYY43XLEDb5XK6bEDRYDiWb9XQdhvXYjJ9a3IrB0lNq9TfI3hGex0LZQad/YEO4RC1enqO3ab0cI9sGn+sr"
    "iDO/x3u+LpXsEp4MaVyK6NB6gibgp57QR/Qt2VEG6NGQm39Cq03GzTlLTkakazgqwxw/R4TIaq7wV86jqYc8/4LfXIzvPSTW3ZiH"
    "9W5ExF+ho3UN503tFcSYQ6ljV29bVjPrPIf5dzjLtazf1vv5vZqZUm9TJB3+s4xohqc55aaOPEarWRmzTOBeiLPHw5rOwlfj5cng"
    "McTYN+sXnPTmuNi+Y2bZMh+TmFlbCw16DO72cDEeyyJdhhtlM0sm4vRrsfoGcvrYGv8peXjyKM+/xPPojiPiwXEklHD6+kkeZ+W4"
    "9BaSLzpC9NKlOIMyrv5xyLIhIOo453oo3u1aIhvK4B89Kl1khi5RY7idR6kwXEJhRivYvo0Vmzn/Dacb1Ot86IdftUdgnWMr2Ilm"
    "tsnsik0BcJztj0KSHY+Tm72WIL91kWcca5/h/kr5Cr6blmPffQQWp4Z2L9RtoYXjZKNxyI+P8Uy/6rPYJZtuewKkcQz02FbY13lq"
    "XbcDoYGWEzfxsXyh1+BUFmLXN0AaB8g2ch/OZTOew+FYfV95F9JXjHcewU7bA8T0unWsjdVrcK6HQ8rflAZ5Ut7D520vEejX23ET"
    "6ogZK+INsTzY2dCsU6A1joS8Hi2X6oXYm2/wZ64+KQdI12C258ULMxVekbPFdetFmS2zG3mFuLuruA81uKdvwc5PwDpP12d0C8jQ"
    "KzogmCoHB9m7LlLMu+8JGTK5SeHZQnY92Y0o15XUjUsYE5Vjr37S3YJSbWZ1a8pMJFxLDE2CsxoaiBY6Vgo911SCfAHZPsfm95Zw"
    "MlkxTmodXreOmw2aS0yu65asIaroRj6/9bQ41MUKVmEs12tx38VE92lmkkSSOcsNPgt4nCyFzA2Wu3Drl+GMLtCLpEwe0VtwBpvm"
    "pWXTlqpby/ua0mZmqUukwk+O+fOMBTa5PMZJnJ0k9LN3SiDV28qmccpuSh0jl32d2oIjL8EqeyOnD8Q5Qz0KWbmDU3oKEPV8Da39"
    "VnApfNOPoGmWQjPnQVfsLE9yzv1pcj2rqfOJCIlQP5R53h6zbD2lxvO/rdfREmFk5thHLxUnD3WsMnYRs//H46YWQApsXo7lQco4"
    "YdoxwdppnCrG+L2DJKiHq8hGb/2ydodOlXpiiizXvJk49oZ0pWUrX6GwWblj5ExYsSfx3Ydxby/Ue7USnzNO5vKdY9CRbhrPBD6F"
    "IduqNPu86uyvmGwfLx0Y1zimuCoiC0P9StrjdlTr7foJbv0X+ISP9cngftzN7O+WzoDvmOFXVt9TujgYIpcGa+WgoDR1AfytjxL3"
    "BMPbnC+Lkg2clFHvEQU1fiKL6YmjIA0zcL/3JKb7KnKgVWIVCWjUNZne9WQGhxD3zLEpIkrSOOKjiK0LaXPWSC1ZTQpptyLsP2zw"
    "vcoHUvYrPducq7R/Do9qIk5sV+jWETIBGsq4iT+GZaxXV5v6G7syzSfdQkKPnk1Ajzv++mQGZZFmk2z7P7rr7H/zoDVqWd0oIyK1"
    "Vg9mj/dBUoRzLSKftslfLrVUE7TJfKzzWnJzxP0tSpLLJQrZtvrJK2L4q43M8BdQ5o2ZJbt2mY2/8zkV+3hZAcleymrAl3obpG8+"
    "T6ajOISJkuPgSjEPwfThRWRMsIr3Wtazo6yhmCfRj8wFp0Irv4f9Wq7v4b2sJvIaZbdGHXI6QbzxUh0orgNwqDjO36hnt6giWtpY"
    "30+BXrN5GPlYwZc4i2LOFYyyyzGR4eZ9WhbwvlYSg/a91fTw1PlYcQ7s59xWWPiK5FXcp2tlplbgmd7QV6FhrOLxsPb2U8qNeSzM"
    "YLRLuOfTtY8czApAPf2bWtYCGhG3rsz4sI6bcZ3nYe7EeW62m6v9xNsYTuob+JNvtRkHe/oezvnf9sl6N+zzU/qEPIgo9hCixxOc"
    "4tmgFgNshCcX1Y7BSk6P6QtpsRl5Rfj3QkjIrzoreJo1uyb9EF5wMRHg8/Rq7OjjkOti7In5B+toE6twJwWxXSVkfjV0bx0zQdWs"
    "zi9RY/IfAv3/CqLykbI34tWv4LvuKSMgjxfi+U4lq0qcs8MdX4BDSjUhvppPrsjBvj94Az7xKLHa5yp8Xj/fqTdY1uOJv8cTFUHy"
    "R0tvRD1N7DT+CO87UF7HGnanxf2YzH12crmMa2yOgp3JLfDNSz3Wo8FPKksyxzAbT7bW40NygiQn9oScYFBJe20sN+bt1VELNHkG"
    "0v/OCr257AoNbPNnfoTXXsQJ819qDeKwDlLFnq0ou2yr9E0iBvN1ToYPO/R49H3E4QSNTycmdVxrhP7ITLJARniCX5CTrImc4FH6"
    "/uYhH4nTMIaab31nsHpvpJg9SI673t77HCJPUrR2dUTX7Uzk3QKiA5qoNeog2dlr4tZTWEjeSZPNDmL8gavhXV4CzTDUz/mIc75e"
    "lH7U+dJI/F4iw0ZSzAxeBTHQJ+O+DpJTpQ+s2jLI0kz4K6twp+fg1F+CF9kF928SJGmC9g5sgsff5EBZJtbtfDV25C28613QTouh"
    "Q06QW/UFxC4Rnm8p7tKhgXnda4iwVM8tG6H92EfUMyYZW180w0VuZ+C4ePPpCz6EOLxO7pajdOcgT86Htp+pt+rrZNVJecxQR/oB"
    "KXUsHR9oRThbx+NZFkPvFbQZglOahPtqHBH5xN3a80/l1Fvrsj5HLoMXX6j3B2PkxvDMYFr4I+RmMp7/bbmb2MT7YWWX60rZXY7R"
    "O7H6cfq6DA2uh1QZ3rGUTAjl7EBYyir2nZCcep7vLHaYNHCfn4c/nv1MRxJ1Wo53WEy+pYGQpFWIVudpX9zAzogbugdLcOZf6yLI"
    "2m+yv/5OnEicNyJKnzBkt84NkuenHNndGCn5vku1HlJfBKuwFPJoneF7ykZ6bG2xA1HqmJvkGdjAZbjlO2OXX8N7ztZxWIPZmlLo"
    "t82Y5zkGq70ed20NtXiNDgmuU1e9f4+Tw0fA1uxAextl7c/OdD3/Nkt/gSzUGxE9lfjqdRnvrmX0H/YxnkNxH+Ht8HremUOkrywn"
    "W20pbMBctWm80/D1ybCSr8jPeI+z5QMdA4/+RZyyYRevlWH4vLOCkcG5kO7P9F96D07x+uDvOgryaPiU3tR6A+kJNhJdvBH2ohY7"
    "Vss7Ukl/wTqbbNrYhbKZjpIu0DLP6zC5ySapYJ+Ok0eCCHmRniIfxMHBLOzzPrgzi7HGakRcb+l55J0YJ+/g773kH/IMotN0tNXc"
    "kZ7ymtN82Z7sm6nxdyJOP8g6bg0d0IesMcaubNjYZXiWan0X9mMH7GgNNWUN7EsEcl3jZ+KovyXtxTFL5pITK4WYsAqyZnicZxFj"
    "nsgorhDynaLvVMnPXel12PXQMYfJzsHp0lOvh1yMCBbq7rDBi8OrZVJwBnReQp9nN8a9emDOPKxqd/lIL8efO/FOj+Gz8/HJ4/Be"
    "z2E/35XuOQ9wbudy+D+LdF3Ok7DoA8hvntKXw3p6IhYtLmfPkOGBn8GK5+Nf2+G5zmI1ZDnZnVJEoFXgmU5CtLOOs7dPgZe0iDY9"
    "gkjvJex9PmxyirfrPtkLNnSZ8eLQB7FIqt5PbEuyYuN8486yP/NtzT3sJR6xandpC85DtGzW8cRSJOjxbWTctBrvbfP5rEOjA96l"
    "l+wk8WCd3qaTIZdd5A78eR+aoxa3q6ecwGxHgrvdSG72oZJLJsO0B2RSk56jUO5ZCJUSapy7e4vTqTFGwCth+X8mp2oHSNrnOhs7"
    "MQ/3elN4CczzqMVtttXdL/WM/yP0Wv/4OzniMJ3CWu+fz8dnn9kdgY6qZIdEFVlyb8cqVmJVg8TN86hpEVenPGdPnU60/5Pbt4wI"
    "JWOTs7NorbPOepGa4LEVkRm4jtnM79lRFqc9TjC/F4FEp6gT6uhpp6McO7ltuBN2fw+VWj9rJOJRiK7rImSmzma+boCEnMrOq9U4"
    "p5NlgFwHTbJOr4GXuFxnIG5/FTfqGcj7XbIprKluanijuprkJcw5NvhpLX0kkCa/z1HdUpp8Ptnq8ivgjTeyf9f1aTQxU7f6/zD3"
    "HmBSVVnX8L6NAUQRBRQUBEUxYkQFM+aAYxoRI+Y8pjHHMWfHiDmjohhQUEGSSlIkZ2igGxro3F0dqivf/a29zqnqnhmr//flmf97"
    "PnzUpqvq1r3n7LPzXgsn31hZDpOuEmFWMelnHDPUTK73oIFx+y70tY8hhso2Estx+gkZF8Jc3JciZl45sYvUM/BaX1K570pMe6Qz"
    "xxzyHXR7F5zhkfjeF+UHrHAlkX3Wwu9drw/I6bI35Pw4GQ97G4cOt84lm8zviIjtUpx4y12NhV8zBGs9XC0eNsbCZhyEpI8EFsBb"
    "PQ57sgss/Rmwbx3J7PINTtPe2JmzKNtuErAX72wkXst4JDYne/YUB3kNsoEapoHPN8DPyCyB5k1tFEpI/t3OP/degXvYDe+pY56l"
    "HJbb/TRYLHcS9VMKcVoNh2Nk+NI3QibOku85zxsjw6/luTfxmDduDzvw+XuJy+82cXoki3/p+C93l5Rm59xch68h6I7OYbOlqT0n"
    "eKaBg+Vs6lDTxmnyXIdeqzb4fMbZUqsud17i73kg0fds7zq3cjWHVTWfeYcEVmBzcV7j9vQZI4jo0oxyDpZLOJGSZo9KSQsE9xM8"
    "R6g9+2XsSn5XJyPq/5v8DVZpGu7sVuki20lKm/koNFcFSLTCEZLNNTTnYbfkbywWGSCutmK1qOXaHLn1luXcqQNh89fD09gJ61IF"
    "i/geMZfikC9j+ZzASXdDjjqDvZApP/NVwfqEocoaO26iFdY8iw3+IP5iGhJtvx9E1EbzI5eylyfEGbZZ7wmc65gHydlBHsbKjIUu"
    "HK0zED/Oh8a6B6d1DNeu0dvSfT1PhovffiAC1hYFvdrcnRkcPhZ8k1kT7BHcoTMyMY9nehW5X9zemGw45q+taaGy69bF+0/ZebO/"
    "SoPHWQzpS6R9ZbKAfQMudtgattn6SYfJSMj8wGC4DMX3DNFH9bagK2z1ZozrDGvKrnUjpcOs9To8f/Cn51Q9EqTzGLq2wEHPeLzt"
    "A3DqVmkWP9Cypi4uqoEUjaBv8aDEyTmzFLs4F/piNeKGRkQzVfCprE+1Cp5qG3HMJa9jDd72Gay4x7RMkrUobdEasbai0GKXIJa5"
    "hn1Pcc/GpURD2AxX2532ImGoFhKBt/2SPA4fzxg15ofnyhrWdGKwjjYfuAy7vrV8BG+6RrdhNcLQFAyHx1DSitljvBon60SxKdaO"
    "kibuYQy+seVivsRZuUH+AfntIQ3UR1P0eyK2Ttfr5RzJkB2yTlfDq31a7oPUl+vccFkrmq+/rPNnandyX7gayWr6x9uxMmYZKrPG"
    "H8NOvINdGyz7Qiqr4FfUwGNei/vbE/+9VKwa5VBODhT1aIi7ScZ3SyfJFl1D5oJYzp63PgOV/5V2ekrBj1oa7o2T8jyszXKdKW/I"
    "pbqXXKA7BgfLOKz0rnoo7NiT2gvxyk4FVzIP9SZr1XXEzFhPf9G0uaFrHEsfcgXrjxFK0U1E0PwA711BLXSHR286XNwEVilsdK3n"
    "wTNpmImrXC4Nfpog5XM1IdnYDqalcCwhh3N1ZuGnQd7PWIN93hXW0qaHzfO+BzqpGDt6JeKkZn23yb9Mi9rkZBXPao3HC02zLmyz"
    "mafIlfC8GuG1jYSVfkZfg4zsC++hl7hpUDtlN3gWBrvDqR5fIVs1bs5tN+m2OQ3bVprZntxPcc1OoFVA+hyjSYpezCZic9RWqW3L"
    "GkKC8UWCVVHnz2wnmpsdSmuzzv+zV07DygxHZLS7nAfJHyJ3wZ68qlfh70nisEUZoyd970TIPoz1Ldjdst2yO0voM0qbM7b+97sO"
    "qRud5dlHkpq1vm1lndejdo0K8pNprmPUYXoUSHaezL75VpnbivS+os/Bo9pZnoV/dKiMRTz/N9i+q/GMDpeyu7ha26mSzdPPgbe6"
    "o2yN07+PGKrOeZDWtdABxvpqEtZd6piNtJr6+ZCh7YkNuxQ6ZbwaftRM/UTm6OP4ZCmk6sNcn0B72USaa+1ZnMy0n/1N5/gtM772"
    "8Ocd+q5+muTsofkSp/FuUmqYB3t6HtXN2It+uK8bFPGEnSWOzS/ueyoSzKBavmZTmcOOF6uMRxi7Ltdr6b0k6Fcn9BYx/NFO1PRF"
    "rdx1CiuU0J2Zq6ymL1mFv72lk8VlPA/gJJnFKF0lO/PyHbTZnrKC6AJHygQ1OzKemOs1xNbJsCbrOpbulCvE0FPW0EYm6W0NYs2k"
    "np3yJ0iWrW9bz3ThtINjvsrPg/vvWG4dfebB0EkHY/cLiaVjusxwCoqJ45uNSLKf2Tp3VjU3u+umjvv4/syEfobnruOOOp7KOFna"
    "xE/3GmZOlo/L1Quzq+ry+wMkw6hnM3b5Ov/C1ajsvceKe1e0lbOwLe6ykbioGU48FuNz1ndUxlx5EzR4lD71frKYGDJnyz+J7Z/i"
    "/HN73+OV8MirewUfy53yirwqi/RM6zoJV8L7u1Z2D+dyCmcIY4gaxmdR+J926g+gbUx5xi53/1lOjyJNeJ0X8zOex/upsn2JEmbo"
    "DWexCyzkZ8tbsbQRMv0cKCVEQbG5owSitSqPhpz9s2VuNtTVAOYwJ2jdLoPlKKkgikAZPtfWd6W5LqQk/ZZa8jg9T2bONKfkUh5b"
    "eCJ3sSAoImrwaXInvLvTIePby1X6EKz6keI8w0bml20qO0HepGJOSZX7E2Vnu6dcwDVsYt485TFazoJenss9KCeuaw314gBoog3w"
    "fmrpSa5i71KU9YkMfKuBQb0WUvvOhb/x7+x2zeyECaJoR3lWq9n1kmR/gmnzQ8V9f7U2ehSaFPnF/7uvNHOq7yFlzFw59ELb5RJi"
    "sjQjTg0VV6s1vsO76NU7jsdNJfRM5Wchfr6XlYWHcAb2Cwy7e2BwHbzQSnwmDi22ASt7HTzAOZDwFLM2yVzl2c0fNXo21gGI9i12"
    "2Z99AuvU4hbLehdDW+bnZ4rATyplJdhm5BYi3khjn/YXQ8m+nJ1yDdoXfusQhFU9iTz5EdllYzk2pxN9xizEbszRp+DpP6Iv6szg"
    "Aj0E0netDtQuBYYoPgU+Utpb8ojnzLGMe5RY5YZjs4QdAzHq1qvFnYWDJVtTdhw6SqSyQnwiSf+4EE/3KXw8my025O0hMglrUOLn"
    "LUv1aEjz/uxXsE+VkROzVM0rvE+MO/yfvP+0t+lp3YXZHYd2EPf7qPRDsifRcWr+qOMQ8T2tX+vr+qq+B2/ra/icZ8jtsl+O/VW9"
    "nxBSV2fwTcv8VdItGAbqaTeXQbsdgn16H3f2GHbkIJkODbeStR/Xn1HKOcGe+OyDYlHEVHE5tCgt1XoyMVWTuS4/6r3hhJlEDyCu"
    "dpxa38711djhZTqLvGqzoZEqtBskTvU3POdK2IVBcirOei+x/sApOKPf4szdL1Mgv+eKYS78Cg/1OUQ103QErtMrsBr7czKQPqZl"
    "fCxP18bXoRw3ZFUO1cHQqbKcLM6HbX7lML5iWbezaCeFmeoqz69tvp5VMbYnakFcX2AF7zNGHa7/7lrvH9fxapO9zFlt+HA/Z3g6"
    "I7/PqfXjHjG9Rh2jqp2qK8Shf+SzWSl6aWXk6d5N5kGyBsE7aISsV2O/0x43Rn1/RIR7Eue0fjYL4qaIGyknb+in8M1/RzTYXR5B"
    "vFEMb/1LeVznb1TecmOiqY3LpXX1sxUZ+BTNsxXp/wfuLb8cxCHLy3ma2zPfZdbnSUn/Rz7+/797u0zSOQaVBna0ZFhHjrSCu7Ix"
    "OHNfQztGKNUvB+txlt5X6w0Zjfghfw7/D+j/ybDM90EKh+uH+j1eO0ri8pVnEExT41/LOyinN7CI/GpWsbSc97XsqvhAVtFfqUBc"
    "+SixxiL0F2ohJ9aT1Fs2EIU5Qx2b8Z5bMbGwupFDYhx8lEZ4jxG1Xnzr0bpamjxD52lEnGviVIUhEV/N3pe4HiFT8YRD5Uh4yhZ7"
    "zmZNa0/pIzN9ZmcVffbDeLbX6CR6R1Hy2R8uJgMVnNTfWQ4KrtKZ8q3+gKhpQfgVfvuLdKD8pnDfdcRZyHj+LOtB/gl6qgF7ZpZp"
    "M9a0DKFrZ7J05Nu5DLTrEFiRn/Adn+vfdCSs/3zjKZYgsIyE1di74qpvY3+3pgdUTqScfJnGv0NTbyZf4LdTELe0xaoM0CPhS24Z"
    "jJa17BdZw7i3lLjyPcTq46Ogwc8X8xp/00/hdRwq18hCeQG2/Ed4nAv0HPlUC6HXfiGe2hz9SvYUh7J/IZ+kkfFUjH6AfYPh9lT5"
    "rEElPR1jR9qMHJUJz4F3lLepMY8xFbJ7o5O4bpZT2C1j/nkHGSCHyWuwISWQqhm4m1WwNGsY75X5ufMY7HaMlq0e1uYLRNzGWl7P"
    "+zKWQpuoOgufOY39cY7XOEbLOdTrCJtVL9F37YzoaXjmqnAEooeFwVY4SfnZKYbqN0GxvA3ZPgs72EdO15NlWDhN47ib6fBxv/YZ"
    "fOuW2lqSYtbibOzHw7DzIZEBbpOt5Hrer/XtPAoblo34mpHU2sk+hqAkD8KmVOCcmYXbVB6ADRlNjPFr6VdkvMdRT74pZV2mjSRz"
    "iCzb+H5iQ4/bFPvZzSMjmSW6k75hb/lvM1FtL5t4bHd7R/MdiMeRaxndZnx19nnE84dLIzvdVuJJX4Esr6JfltG7iGftZnJj8IAM"
    "j8Hwgc1zWs+cWpQ5ArfDp+H8ztO/h0/g/FRLof4QLobkDsUzfogVe1Z3l1mQ7yHyA1bkfkj8T3o5ERsa2A+xK579LOZ8DfWxjvj8"
    "Gc/0EodPbufIVnAVO/kcJpbNep3hWY/S9FTr6Jf2EONVNATGT4j6VYf7XgNJmAl/2fDM39I7gpnym/bQ73QrzuhbT12aWeD5fK4d"
    "xeGuPo7z/YGO14MKSuHPngOf7A69GDFEJ+khOxLN5Qw+wzhighqPxWR5Vccgtt5V+ku5jMc7jb/rRr1dS9mvNhPfcqq8IEtwf8bn"
    "8TTevRKapYZ65XqcionQRzEyav+E03deCybAlJ9PN7y916Apo/oz7udN7KD1GUzG+p1O/rybEE/cgz1dDs/nRfmWXTwf4sSYv7eT"
    "ODbweo/MX4vIyqpOlb4T2mTB8igZTo4YA+ss7SfGClaKbwgkoo7jYQhxMirItlTH2KeHRNgPlmD+fR/pKZbpnYQTdJu43rf9W/lM"
    "wndjO0w6l53qKsY91E6Mlcy6IZbivUvY/bwztPohnEJqg++JssZRh1jaukULEU3aVQ4jJ2GS8y5JX8FY5tH03Fqa395bspWudXo8"
    "EawsQ2wdqrPJO7xlMEoT4W56o2ylN8iosHPBpvp++AG+/5zgrcCuUkUsHOc1JFhFtshxFnZ2U8nI3ZCzxToGO5TU+2Ftnm6lY+AL"
    "aCpjwDHmol3xX+PYvYF4/jZ5FSd3TdpLewyrdzVjqdvx+u+eIWkR7f2J5L3Kj+y7DFKY4fvt5G4pNsu3HP/8TVylK4WIJc2orppP"
    "ZIi9m8sROg9PMF2ex1PsIX/gpMyXCbKLt0zZmSFXGSoQQ8uere+wY2u34Ez5BrZyL+ziaZDHDTnrbDbV908yV5xhz9SxROoSj34Y"
    "+iluY9vK1mWzuHlW4d6Qq1h29uj7wqn6JtrHMrJHnU2sylJWwwy15C5O0NVAiuPEVV6jjZDElXjnQzipl4nxHI1S6xRdE3wtLyFu"
    "PQpawL4hxHvd/WwnLbNHWXQWizb3kOZ5043R5FHa9nOwxhla8oyeJFFmePJPdlvm3VgRne5PIjJqI9lMWj85QA4IjoHsTUSs9qyc"
    "wunzvmQbiUPGrQPe8dfE1TJdddQFmsMVtRUtgjSaj/yxPiVzoMmq5Wms0jt6KbTUt/oCscG7S0uOwC2ZH6vlbOc2WO8Cz/Butah6"
    "erQXSq2XlxR7yB1rrz3/UHkGd2SZoXF8QldvXce+sl91BZ6kEl6A6fo6WpcDcNfdEcn158REEX2ceshqChGyrU4n8lIZ5tJn9GJO"
    "kxPw2mjoiJjPo13GrkeXE3fxQMbnHcXntu25uvBnq7xvIw6DsYk15Rjl7lSiP55AXO1sviGeq+is0+Ok3v829GyAIWOQ3/EMW5Gz"
    "dIPuy+7cGP1bRVxwia8LxTx/ScKzDhm68R9SnutQqOE0dLzViCU/Eke+z+wGb7COkXmjn6AwH7G3FLPD0CZWYuQt6UM+MKtDnO93"
    "OenxN0OyBJmmuUgGy116K7RNid4nF0kH7O8e0p9zDjeLdVO3gzwU4R2P4ayvhjX7CfvToNmukGxHofMmj8ZalpKZKEDcYYwZk7Qt"
    "7MkG9kSWwHI+7ZkH08RdiFPG6og93kRJs/s/ndyvhpZkf/qJY7TVHEu640FNkdPMVsbl8LP92673JhD1XkpfCX09pka/x9XP8H2S"
    "DewTPcXzP+bPbXRlV1UN9iRC3jOzQdYxMszjQqrPm9UTg92+sw98fOvH2k76yXbyK9bN+Givkq1xwsugD37B2SvSdfB4v8BdDBeL"
    "L/IzJd8KX/wOnLzLdRNti/hldfi+3AcPaacgxY6KHeRmqSZ29lbi+tM2bNQc2FrOEKzDNZfob4hzbxebeZqJp3V3E+H97JTL7IWe"
    "z+XPX0kyV2d1mQbOMtYToTGiIyVDTP0mynujOsRzO9fX+V7yjF9Px+WsPMlJfz5Pl0aPrR7SJ7AOfXvn1lLpe/bd31zG2aYcrNa3"
    "Et5JhX6NOHwqnmyiz7xVeZ5D61YPfbf/PZC/t8X6X2F7IHnX4XNWzTpFHtQp0GXbiXlfTTgBt4hFtYv1bjHNc72v69f4WdJKRnoD"
    "9X34kXeKxY4z4PUtl8kagQfaTgdi9YfqCEhEQ9hdugfPwgbcAAtwlzieuJ7iugSOJOerZS22kG5S43mzTNaK6H3XUqOG8iHrDVWI"
    "SotwLwvhBTyGXfwR372vWI0uw1MWZw2uiFp9oX7JKYHp+Ht3uRCSORc/dZIhkr/2cap8Ec4S449Lhmfrk/JYQaGuDUvlCcSb2/pT"
    "Y/J/k7ifLOOwP568nnrYITW7Cv9SeMfGrdCDqJQOO7lJ1SPbXixZfGVnd0o09KygdTyvKfJjh/ScbN9WMHOYz0Pp1aIy5LjSXeYr"
    "9Ljctf4Vx99W7vPdNi1Y5e32ZfQfovSkvtP74PVZ1/9oeFz9g2XBajzlGVjxm33FM0lL1KCvi2m422Ud9HUts8wx7kI5UY+bOIEa"
    "cq4wW3GOEYtO5ALGiE6aI7RiSX67TXbdIPPlNdzbEnjzb+vH0EKfwAv4Q2fh/NVx4iPLi2Ua7wlxz9AL3v4VehGikucNWxrf/5K+"
    "K2fLAmqMkJMUzXWzPcX82BitiOPxNltxPlc8+R+YSi11iFURd+Sr2ejIdVxarsDx57oc/lRYEathHy1T9Bgtk7aIb20GdRWk2vqR"
    "vuSptJn6WuKn234NZ9dhHbvkG1mx/d3r3mw9bqispz6Zxs7QRugy28e5uIpjbHVnMwnr7bpRbTa8iTMWc9j5meYE8sHyg7gTnJ1n"
    "byLDnVViT/KMMFV6fhDRLfQayEYj9mQs9MZ9cjPWcfNWkL6NKa+ecmb6cD1RU5LqMHjrabuVnLhJ1n+zddfGXOeizZi4zsUzGaG9"
    "g5U8hdJ+Aq67l7geo0ayc1fAsqc8mkLG9ytUQXJ3kJ3hmaW5TjHu+DVE38l26Kg2Vxrbi/Ocm7sM435Xt/UWN65ZXsDsO7Zt4X3/"
    "GXOgq6R39ldyp7KjR97plrPjWf/W5YAcGrz1ojaz4iU0a8XdHiX97JN1iz0Na7DA4xyqZ1ZT5ulCRtilOQ/QcEklp7kS8Etjvpct"
    "raN9xTlGPrmTZbWu5lz9WvYSWW7tN56bfHHjjpLKZaTUV6E2Yf/yGTKaOt3NDlbBZ47iPszSWq9fDbVAiojWpus2E8fjebrsCkvi"
    "WHwct2NS3cx7Pmytevi2GY/b7zqjQ+LBHEFJSUKKnI21fTTUyiqflfr3ivPmjADL2UFaCl2zgR2rUXVIns9IISxuk27Hae1unH1p"
    "1FPYYZJhJqdKMx59xq7YnXrW0KR+xj3VM8NSzkplJXRq2yA//vWxkrXxafqAMd8LnNahsGSGFyRidq1Y34MsdZZhsGnVsP8JarGO"
    "zCMokbP7yTm5+nqo2f9mO8mMQcRFGr2YH3QsGqcwBoiyW8eY23YSi5iOluOZGcj4zvi0XkGM8Si7ZdWjIdXpF35+26bqkjyPhf/S"
    "59Ah13ekuaqlqwHuL5kcynw9d94mNM32fUimpATXoNwzAW0rCf8+55s7LvF86J8uknRRewXZpx3+QaPuoY/L6bBhh8p18Fxu1muC"
    "pyGnD8h+uMIsovDuJa5aOcAzESehz28LpsAT6ASJmAc/6yjs/CJE6ct8TvZqdsg1cPrC+V9x/4RNPJeuCpTyWj1/94xybrKcaEcZ"
    "zeJ1JBkXluGp1unj+Ow5WAmbmpuHuFIZp26Af/Mi5zJi+qBYl2g/7koJdmqNPoA7uxna5kbo1p/0A3hUpme6S2PubGfnQpzWqiIT"
    "SHYuvnnC2CKhfcXV9htzXozrGKrBmW5g76dxsdjc8HL2hthERQ+iNsd4rppou0wjfcd6RQUrTCE7gGrYuVzIybVdYSvfkUX4uYic"
    "QcYBvZryVquG1fQjrVdSH8K5vVNuxHO/wP71at0b+vgOGYkVKpYPcKbn4XcTdZAs1UnwV8ZzqvxFeY4rvIz5vjT5IRuhvZo4Fb8P"
    "0ZrraVGflCJ2JVn1aJnehV2fCmu8lwyANT1Jnpf3ZSA8hWM8BrVDhbUOCMfYu4w2qhmDwdUrO8nOvuMxf2yW9hNWSS81W/N6naVr"
    "0A66ciRnD2xaoz78Fq/2CDaX9fTE3tGncMcHi3HNjNML4JcfKjvqrcFyfQtaaT5i1le1L97VQ87Vt4KvcYcbGGu9bfPP8hCiuCLE"
    "A7Ml/2y5605znWUxols7NrUovSbTDj/gp7tZJ3a85zGsfzHX5S/QKba7TxguoSGasQs3zf1PUqbW4nmflwjjgCeg83qQh2sBfNBV"
    "kKib5BWsUFfE3n2Jj10J/2Yd9NV28hrk4PcWTLdugq/57wnf/RmDZJXw6hFyyTycYyoTHy+HZNXI5BgzAu5VZ0ZSm0va1/TdVbf6"
    "Nz7hJP3ZlWQSL+WUZwQnz/o4Bsps+D5pdtBVMdYxDBBj1O5PjKK094huIf+Pw19Yo6/hlC7CE14vd+vx+q0uEmPcXAXf8jNcdwR8"
    "5E2DDtJBH8PuX4/77htcxwpJnbo5rQr2xdiz/yJrPL9ImvFLyHjJMk+3E9NjJrVSDLZ4FzmRcVKEvngxnuMKMby2TQLLUBvu0ELc"
    "yXQ94E9mMxSvibyuk/G+zxH790CU9o28gb91CA7Cmdy1RQ+qw8xLQY5Mx2/QA4NFOOOzEUGNxzcvxvcshQaeiBNuXKj3YJ1ugtX/"
    "TQ/BGR2jGehvx1/kJmB3y3l0Sc+RoTzTocfAuRqSLYyX+mCFu/nejajPT5kdtxmppNi5X0FUjRn4RstmrGAXzkvi5mjq2E+eYndN"
    "Fb9nE48g301c/4qbrbgNkj4HWupeHauG9XA39EyZ9g2+0itxvuo4H9mg3YOJ+jv8jzd1D5mmhg7t5KC9ZCeAO9KHmR1uEb6BiOyM"
    "gpO1Kfycu3iDHMvu2hjO9G2cvaqlXDWwRmuVviI80dfMtKb9THEZvZuQ/VpdsYopZum7yenQF4NkK3HYGynd3+fuYr5yETBvaXd2"
    "lDiUe1cT35MVeDvXUaIFuYx6nCfZ/NsfYKtWM1d4FVEbDD8LZxlX2w9x1RNiKBu10KerdIzeI1fLqFZ4Fa0HoFZfgfc/H3qsVLaX"
    "vaU7fMsv4BcPhHzdj72bAz/rPHkJ9uYtfNs/cR+3yoNiXeqr4IM+had9Dvv/lszzUX2aflOT18sW2/bzZ38zdg6ZLA3wp3utx5Sa"
    "5+cUnR9lWC5l+gju4id8++5BrX6Fz6yALl0ow9QwvKwD1dij4+wEtDN2i6zjVE2Y630P6YE6jbOS7Ogx7tMTRO0PaSMPIprIOlzR"
    "aro18hKuXERf506ZyvtJszaU4HTXEYjM4vycQ6FJ+355x43iKjqWcerua902O1UgWUYYs/R3MnZJcqfNUmboHdvVV8BjNPlwHG37"
    "+K5iF9d1lrjPw7qZT9M4i/HPKshKE6zYjrCvq8QwM4shCT9C4ufR/riK33uUlREyRFpDm+0uSc363Blftbd/foOnHqPv/jZZvRfg"
    "3z3xXav1Rn1Bvg6L9SZ83xs4OQ/LnbK/nI3/p+EhLIKnn41kQuqEVG5Wtl2LKbXmqbQHcNUF9Mvc35O4hrOTD+Mpp/3JKzMN80aM"
    "D+hWmYVd+YCMUjPx7WXwy+boqVJPvsk98eoxsHtlHsHe5t3U78EO3gtL67fQizU4txeRqXAdpN6q/pW+68Xlipvo1ZzCKW+Tw7bQ"
    "7Ib+NY/IkqXQomYR2onhEIyDhTG+AcewthRXO4qs2JXwxGfRq4/Sj42zrmd+19YyHf+fjavdId1x1Y5yBDyG3YL34XP8AT0fJdJm"
    "yFjP8gGuuyk75ZD1KjqJy4g2YR1sTtbkrZozHltALqLs4t4iN8/dTrJ+SDU/3UiZzMbUymkEd5ab6LttCtlezlxAPbkgjkVsdDBW"
    "+W2x+vx8yNE18EGX6KVYjyT+ZjhNxgLq+l0tmt5M0roxvXmzIfENPK37BzbFMRHP9gX+NlQehfcWYV0wTe/gJ7z6M3ZgLPSqMeBZ"
    "JP+br08nmZ+xOt8n4voXf9TjpYlWvQi76yo2Fbn43GXY2kqEJ/5gzqzFecqtPybJDHg5pWMi64qN6hjG4pxx+qmVabz8r8z403la"
    "y3B1yn1m+xafSW/k1Tbmlfx3YH+OYT9KxkfBbnKikj8PoR1Pes3r8izz/8trYOgA3WGZBpJLK8k8j1WzVvNeatgnnWRn8gnUdg08"
    "TaZva/F9NhO2m+8zTuuZrdTEU75+F/H9FmtYZT9ZdsJ3ryOWkWVIDmQ//LeQwwfIo7SruCpjrV4j5l+YTC/BGiyGh3YmZ+Fc5PeL"
    "ZxSqZjd7BGfLsAu74lTtAL3TQ6wz+spgCX3hJP2qep3A3swifOtPWIF5RJWbgKg0qsaDNA1n0KxLPn7nNDG+XZ5hpxyLD/dQtmWs"
    "ZjFvgRjmRwU0/1xOMzud091n29KeZzjTCpvqKjI9VSLai8JeGENpnT4OD64wh56Q9qfU3aXVnf+O5zk5OCxYry/DN99Xesvtui+8"
    "kNP/BWOufYtuc4XX04tZyjR7jCO8mwq1jvoz9Wv9Tl+GxbgDHs8MrL1FPatlMle1id1Ix4pNKRkj5kpYgwulndTwicrhndcyx22s"
    "SatxL/vLx7q3XK+9oFkncY54Da7+tayQz3Q41mwmvt9Yg2Ygspht/RpyY1BIvLXzxfIaC/GKy/Q36kfwyCfhjh+jVVihw2Uu7tys"
    "xsdiltwwVVynymdSwix2PblP5+P9d8hbrFxNwD+GAjcXFnOoR91OUe6T7Nh1HIjr2H9luvIQuRzy/AujyOnwVRrhG3WUF+HXGxOd"
    "49WqZof8WubdrE+jXA0FbCw8ccPuXq19gsm4i3rOY1cwi2Br8z0xwcrEzt698MNTckm4ibynD8pHMlSzVdj/RLpbjFNTzryYdc2U"
    "4Txax6XlaPIj5hiGcRlecbM6g2j9HBtQMbn0ynG+HpT7iVQ+FftTCPubPxJvLUav58mw2eZLcS82P2nTxUW+jpNh9sTuwiqYlxKN"
    "4Fk9Q75FnD1FjpYDIJU9ZTK8ksFY+S4+35vw0+HtpTk3HHK6rYiev8n44RLxubfQT3ln121vKfb1T+MIc/2fTT4f1sgeEGNCbe+7"
    "Oey8bufzlo3aAVctZZZxPbyXGL3qbtAy9ZwdbIBGqCaGXYw11/u45qNxcmap8VjvA397MrTU7/qEtgv6Shv5zz/hv8XxzuM7yVcG"
    "5nMCLsLOYathunpRnedALvVV3yS9jjqPTn0DOf7KoFnO4LxhhL5VNTN8o3Ca1kL+6zjtWcMq70UyHNHMa2KzhJXYObvWbOY31sKL"
    "29nzymV8htHZmWN9Nk61uZ7h5mC38h5tA6PgDOdKSzkftBue40Z4sBHP89lApEPLyhWwS+lKsfhjS/kVJ+htvRWRzBLEsFdqOpiA"
    "fTMfKAL9Yaf5e9iEpVjt5+Qb5m074wQZd3ohbKXhLL2L91zCXbJO/F5Sz7NRCzmvRQx4tWcaNRShpMeys7VZBRtQSjQRmwV+Umfp"
    "eHyqHGvUGHTwHCMX0bamOPlWzkqjYYm7/NuF2PFtYIOi2lsfgof5nJ9GcpiMNlFn+/QetFob+N1WxZ2G73gUFufMgmKs03X6hq6W"
    "1cR1SlAn1zGrvAjfVI3XnsUufQaZ/07fwZ1dGEyDTzZej4QO601mh35kQDwCq2beoFn3GXo59tchdLguEkN/qdHLELfNY7wehUZc"
    "D+m6gXnv06DJ0z4DmLUcGU4PhuzXSLA7xmEgJWiHriCbm3XplKqh8hwiV0InF4jhcs/WSXKZLPcdBMaf+ir8FOt6NI9wtv5VspGo"
    "5HoTyScoe8kUNb5EhVfwKuxpAto7HX7fKuJutl+u+Ux15HUj7FYL8Wxhjt0v6dmfL2QfU7ZCYL9tT9zekyTi52tCzhZYjNdXlpJh"
    "2uT6InG1PYffbYiMSfbC/eef5a0yeDW20O7ZE7QtdVj+q+V/pUDW8W6OoG91AO43QVmt8towy4GWrUCFOf9Tc9WhkLkg++kiWe07"
    "YNPkurOd7ymuZ+xr9joU6bvwpBr0xoINRPlcBm01l5hGCs8txYpWDBJxl0Q2kjNoYxCR/7scFPnRsBro3R0B6YuzP9Nh7CT9VI3D"
    "zjV0VdNcgTi+ik/8fItJ4c7yCDvIQuJz/AN+en/mXswSd4EO+gz2dAxO1JOwMIbot6kcHOxFf288vN+57ATeXhza/OHwAk4ix4Qh"
    "X25JZLyOrLNVMf6KERmhPifnMdaR1aMhmeV4Au9v0o+oMa3L2urZYxGPPCDT4B+8Lu2lnPO1hhsyV97EtyzQ/Dm7jLbEeDBp2ybH"
    "7Ney3mOvZLPlaUYiWZyGDXz9GG9LinNSq0STUcbLIhsztbQnkcwtznK5zm0k9NM7hdDEKe7e0UQF7s7ecKtNhkRuOEiyEwf16rA2"
    "OstpOiW4TO6RL+Bvr9K3OGv+PfzveaEhPhXk+q8iHvcmxUmDDDP62TzxEeKYIta14qFkfIXWIo6+kvR57JTPvv25vg4ZkTncMMv4"
    "L/fx2RWySKZjJ/8p98I7uU26BJ+HUT1Q03IjvH7rILbc7ErYE/gdROsegXszTBnrWp1GPOWUun7ihYzy28sPei28iJAW1qIXmwAo"
    "8Sgs7p7sCU4QN6dY7bPw2Ykdt66um3Wd92wNYTTD7pcMp6LitIpNlJG057i03F2KOIyuO7Q8N9N7niRYsT1XjtfbcbJGG4pt0DlM"
    "ZsoL3sGdzRLTcx9AY7nv7sfa11BxsXjG9+0YWqD1h+xOPOkinNl75Tz46x1llJ4EL/xi3N0X0hEnJsyhWzSoY3szHo/59HIWUVIy"
    "rF0eRMyPg+mhpbB6s1l/nGycoPpTUMnYZC3uernvyLO9fZ5nzTy9zxmxmRQNEefzNXEloq3OkhbiqlvJb9j/emYcrb5cjP25lfOJ"
    "Uf0AkWcauqaMnaJ74uQ8K653+SVK/mjWea0DtUQ7weuo45SczeabD3whp9DelUV+Xr0aV0gRp8Oh0FRz99/Gam0Lv34IosE1OImX"
    "SiF8yC7yRMHpYnXD4vB2uT+clRlFxLAOBQO0SaIeTyJJb20V//YcnmBzjyLVMvrYA9cLW9FIWzP3WcbnXQaPb5XFuvAwzsG/c33/"
    "RxabuxJ64AZ8x4fwzlx/b5PPRq+GLzlEbpLf4NE721jJWtve9F97yUO5OlPzvRnegt3brcFNWINnEF+Ns7kDxOxnyQfBPNjN/Hfd"
    "VrRFJdxdbXNO/0cY98eJ9hCjdxnnDMNp8OyaPI9uwldDDMXPOlL6yVhI17O4Q6tzPa/PY6fLoFv3kRPhR1f4iswyeNY98EpfmS4P"
    "4sQuw/k0tMvHpJv8A98xD/pjtD6Aa38uJZwQdxX9EvzTEd6mIQwto3dsUh6BH7JAjTX3Yvy/FHbtDsSXm8gj8E3nQEPiHAV7aESO"
    "g0cche5LsXdgESdLH4OWWoWf5vrOBvNABorLNy3HWT1TslmQtNdzyrkXQwg0SziA9nUxztNr1CQpTvA39+2bL3O4NHe956+JF9Mn"
    "N9TxVA6/qxiRRCWePKXN7CamofZjDd9iM0NaWO7x9qzS97WfUsx4vRejjo/gXLnf5dd8jTg3UaxDFFqlXkcyLngINmpT6tOzpJK+"
    "c5WvtaQox1vR5vagjesqK9k79RtWpo/kf8WizHZk3olC8ymrbTWU8Qwz2yH1YopRvD3XKfS9G3w8d5YMEDdbcbR57LhiCWu4P7Lj"
    "tR73vwba06b8LZ43VNkkPUvLLL7JrFtC//2PQ5hRX9do9u3tTzs/45zw0ZzZ5VpWIG3WttSwwYmRk1Y3nWk9A7eyrpXK9QTV5NCi"
    "TmNldrn+p2+dxXZy+K9pdpPE+JwXUB4aiXxax+5Gx5bchN1xaEmZXHY06113EfeUDTzphh4fZybBOLjrqS+jzAJEKWWWGzRe82U4"
    "E4P8029Nj6Xe+1Cd2eWb31O9QmHr5WF9CjL0Cd51hrwELXUrOZujLZ52mxYZnXpdJhs8N1FC3yf+aBVXdzC0wnqupnXb7UNuoUpW"
    "E1ZBrzcRuzAUm0WyjvSx0AbHSCefxbE4uNp7wJ1lP6lkdaSZ30HJlOUq6O4z9ud8j4Xm7MA3uhNie8NtrtTrpQp+6x2Id3+GLD0r"
    "g3ButpcNRIksg+7ehOu5XfAFTo0xK/RhZXW1/oo7OAWftXc2e6Puz6a5SGwDY/86PM9hspO8DPmsZc5xDedfxOO4FOMENXo2nwq9"
    "VR/HGSqRO3CXV2khvMKX9EeV4A6ctsNg4bcPlsgt+JRFplEdot/JnUTBPFbK2SlrTNcLue8va3/2FIXY9ZCnr4SYcTsS0+FlHaT3"
    "S2fox8HBLfiOsTjT70LmXmUudDuxk9BFisitYVMT63AK7RnbSCbXI7oj+9Kso3EpbXgWoz/LyG7rv0Qv1Gvb7AG/dqUO05lY7cnQ"
    "ysY7vYqn3vKzp8hs/H8ecfdKsFsz9RKpYz51EufQLOuxEhbnS1lMKbUegZlqc/f9mJdYrmOgcTtqH0QZVTpeesr7rKBVBQfo563U"
    "MfK/sl0u1mj5SpLeiUN8D3n2GvUqr8/jrVztC70Hnsu72OdS3M/tMgy2/2pEYM+LIco3Ejs9RdtknaGmrR1io8uXbSObcC7H9eT3"
    "knnY350gsYPlD6xJhb5BNpVLYP2afL4hgZ0tyXFFxbBOveQO+DfVWE/ryv8AklCoH2tv+ZTTsAnclU21lbMvcj+ZgghjLLSZcfj9"
    "RfZif209NUkxEVZv1kc4n98lWKQd9Cs8w8c6JpgOXZbEp+0u9xLNRVsTeR9NXmM6BG5Xy+hHiXpZSnl26zxb2lRmCcxqLNUH8YSF"
    "ehe85UmQjzmQmVgwAudhKs6gvXcJPnUJtOFYrMGu8M9+xre14WftdNjE3nd45WZEFjtJRO6TpfJzMEV/kF1lVHi3vq7X65jw8VzO"
    "17R6j1xndOi53JK+DjXYM6hU6gh4fCvZe2ba6GhokzJoyNOhjSbiPkMfU5ksHC/1vh82pvFWXnGIwapXi+veFsZB9mcB7mFvTu8a"
    "J8dcrMIuwW86lRiF8m++3eZe79wPT30ca/Cnyht6ohif+hD5HvveDZr/BFagXYf7Ah+/G/b9HNbpkvQC1DPC3Cvmi8zCK9bvuBfR"
    "p+4jcvQsMspFOTEu9N9r9HJq3Ers3hT2ZdXQV7ZZ0VVqyLjr+V6X3c9qzQL/DDuI6ZlqykANtUIxGe6f9ciff87+tplcl8M9EHnP"
    "S1yKmdQGnKQNsC6Loceqob9L8ITGALbnv9VC3N9WcF7zW0T2r0DCq/Hfr4OfYSWWQwon4/9fEnfTkNQ2lRODEnZoGK9hUS5DkfyX"
    "DvvoRk0XWg/DA+RutfmsdbB8cc4FreP8yiOcJXE6s5I9xCl6VE0e3zLt8yWug2UveRPx4BMyRHeTs/HehTg3r8LijYYVU9b/LKe4"
    "hZTTqma4E3GNylrEtF/jNzZHNZ/zicWQtyWtVGyugPW5AitX5tniflGL70u4j3N0oaz3SFBR4qGk2N0RoX+Y9t09Sc5QpHw9ah17"
    "f+J+zxu9vrWe++zMRJp8njFv97v6jLM99Ug+/5XMlEagE3oRjW1v1oT7yFzGPCWIHC6UC4ljkc0wudpHDZEx8/e6K1H4GzmvFPeV"
    "qqTHLdyffIwxj95sKzyYrI43wO96BbHxKqzKHJybT4M10LwLYaMeQOS2Ak91mmwZrIDszcB93Y9vWMpTFOY8VqtSZ9e8hl35h0K+"
    "5uCnhfTubGplnOwVXIGYyBCFJ8q1iIvu0+vwic/kL62wtmZwX0f5Sawmj3J1AjPTF0sl9yyme0jUr+464rOk2Zt0k7jO6bR/Yoch"
    "FfWyZJLZm/wVtkcDfb5qU3+O41grZS3f3jeVPdKhpjzucwr+gcM/zGaXz+d+RNTNLLjuepcXcJN3Jl0rYU1t1TvKpZwFz6jLvCWZ"
    "+0rnOvmz2NF2hV3JOGTeWYo72UT8n6eIZmzYRKEEkgpnyu243/uhTXqG8+Row+UMJulNsCmb4JuqtFuwRI+QD3U0dJh1VwyU0OPO"
    "NvnZ5bnEsD5UXFUtSWa3Kt5/nHGNeZm7SKVHazZ9YNp30xZ1dyVfbDYGSLN3yKRwgjh+oaV4/gRtdJneBX/v73pIME2uweqP06O0"
    "DhroDnYgjcR1B0szAmdIHIBsHrSvl7YI7zri1yv/Z1L+BNi7e0s2M5vyCJXZPOxa/ra/1/N9xbqJ3c5Gvc2NUIpnwXbfCe/Ielmn"
    "Y48Lgu7SRZa10peWzRDbGlzN6y+nJ7WadZWQ/OzZmaUTOCes2lJ/6b9wwbVWGXLR6oE5/decCZ/Vov7hfjpVXFb1dz5VlJy4CeaB"
    "joeF++U/uo5dHJpUafUV++9q3+ftsoNtGLO3xKB3FqiPJH3WZh1rpprDKFTWMq9nh1CE/bNp3+9oGvphMWQE48L9mnFdne4uxudz"
    "trzAkxTzODJZe7OQjJ1J3Zi7blm7ztbv2raIy/+1zrSFZFp9ReGXJXWZPxvmYyzkZJvppFH45jc8J6CzCX+VT9l9lm9CzKaDatXQ"
    "210fR0ZthvMarM5F+ii88rdZ1Z6sz8HftEr9hGCwwy0V67TPcv1kZWKM3qPHIMI5Vn7G3+/VT3HCtwz6BqWI3Q4J3oZNfq3gRbxr"
    "kn6p10B7jUd8mobXuwDP08Tovldgcmkzl0WtcFDY3hqfm2PiNTt2I86ZcaMOlm8QgXyjh8E+rCDz0Wd6t+6mxwZX4s7KdU99DPHT"
    "cnk2iIXP692Qmjk5v7Jti70NPRbzLr5WfY2MwP12wUnrg7hxG8mflVLv7Vj0kvSr4zqQf4dW+wb7MQ/3vRy66ges5yOGAoNVbCPF"
    "Pj/hnvBoIuin9eCgS/CkjpZu+O4x4ZhAZQ+9JQzDM8g1MpudKklaszro6AZmA/PPwhXhOcwzNa9qlbrc+J7sdxaZihM/sQWDUxXP"
    "jsWNw7C637A6t5S4KDE8WTniGesBCJjvb0LkYZ1DTZS7YlwzktMUGY8wr3juEs4dudxFgr3KJ/jOsM7ytMz3fKiNtHQxekNVOc3a"
    "8hxlEWmHwa7vyD2ya84mVpXd30TYpjV+Oj/D39i3OozJ/K8Uw//tKy+TQ+lJRNdj4Et3gK07WPJ3nzmPN6PZCdTmfFs5vLYtoFfX"
    "69/F/PwfYBWqWQkKpMLXXSKwAudKNT2Uv0gDbXLoa19xz9M+0GeDGv18bBalUmQ3j9SQYZQpnivT7sN1jh+PPaxg55zlqgthR6wG"
    "NRc+6gM4fzfhpyfkV8R3G2Dlp+oeiDU7SB9m9Vwve6nPmPdnffQOGQ7v6XdY9u1kJiThTdiQd/QC+JarfTW3j5wlTT4TUstrVGFP"
    "oqwFLoJteRrRmelhW40dsT6N9PUriQRuSICfy0q8/zPEt6PEuuh+hESPVYFGM76pL9iN4eaLq/CKYfJm+PcKj1Vueaw0vdEMPIwN"
    "HhHDcDwcC9YREvrJQ/NqOzEP6OZyt5bs5J+duVuxLodJITyl8Thj28vpeLJriSKyD+KF3XGvS7Qr4r975Q14YQt1ZNgrsMrQvmST"
    "qqXP9p7xZ3NGK8MIpIZeWAntVgNrb4dBOmZB0lYbVnzwO+OcNTpcb4WflUUGt6c60aOdpehJ7SjLySOpHiPGPaMhSHyvH+oR+rI8"
    "UbACT9AZsfBk3P148t2dCRs1Wh/VB2Wwfih/g5dzOfywD3CqB4vjtU/7iVCb6T2KlmEzvybZ3h8lN1tI/Ma4Z+4NPQ5bFfc4f8xU"
    "4/GVrIv9b3KzWG3KOhHn0BM+kThctZTdjPdgFfFmCV7ZTp6SWyCdEXrkxpD3WyuonLeIQ8PpyGp2yCisCXqnrhWWxvxXu0cqeI24"
    "zidaVB3jt1cQy+TvF0v4bGAfidCunsB+uCTzNG2xbv2x3jM4fW5WqwTfe2AuQp+e03Ani8s0N7KKPkwMNy3GPvKEDoPt3VeWQHIS"
    "5IIw9oMdsM574LTPwIrV4uS4/bA+0LeDNYwuHsXaaS6X6Tykzjl+8/zR+2hYoA9wnW90J0QmJ0I6rwyOke5SGa7lPMPecpQUExGu"
    "FtryGGnyCEsrsV7G13i01KnbmTg91C086uy/S8hUrHY552VsBf/GSbvJzPAeJtnZm+Z7X8I7XIo1mcuewQ26lRTCQveQ43F6vmvl"
    "eZQzTLP9qw4FqI2X9Pzdm/muVkO0VPMRB4qLmWP0RhrgO9Uyx5mAB2bVgGJGl69BarYM6iBPJXjWfYKH4ftbnXUN4s5+eM86sp2k"
    "tH9g0eJPrNDbjP/pUsNr1XI9re/WcN8WkG3CEND3liL87Tis4SSs+jT9R3Ar81tLiKfnuDyXeF1ZRe2XZudywq/q/rRg3SQMjgn+"
    "IXvprzop/Dz8DhLSOzgsGKk7h/2kKYeknfXBXC/lX2jr1WuE3lyPGtydcZg0+ZnojEfVtZjqI8huJWtAboLeuuefEYfOWUR9meUx"
    "cnWyNLORMV0FPbBSv8J+r8B6/IpTPQ/r8BmZUvJNhMxl/SRB5IIGv5rGCjZE8s+w/yF34gTdjBO8o/SEHzuWrMN3yTm0uwlGeyky"
    "A57gO9/r9XH9NBwaPCLz9GlYpvP0Oo3L29DFp4uxJ0yWubgbw18qwZ2OlU7yHvwLZW+9YY+ZDrScTSPnmRvIgpKh7Z1J+RyFfX8W"
    "tuSvnFGvYN/5Wn1bYkQmNKtRghNjjBz7SOhxs+PURrPZlfSBXoA7XYB3/MC+/V6wjYPwN7O+p2D3iiGtt4lxAUQhPYYfXIv3RLly"
    "NbREM8htncL7psBP6KTdcNePBj1x10/jc5/KT3qwj4BSHg8rm/FUn6NL8oQl2a/V4P2kkzhDWYuz0+gnst0UdcjsSZWvbrlMShty"
    "KxkfYf7PCJF8XOWxOeINPWvrn/O1aY7PTMndpx4Rvcj7Fob28r2rUdL6LePscj48/NtkhIyzvL3alGadmn/+ODymeX49HY9bBL+9"
    "mR5nBHvXWcrZSRAjonqlvsNcSjHXbLA0ePzLJDHgUh6F6g7YgKegOUZq12Ap7m9vRCTXyqMyGZKwD/yxdTjtholcBTlZhP+X6F7S"
    "m9PMSU5o7s3uMbN8y4mcnGQnkOWbLhCXm3JdQ7fB0z4cz3KJTtAj5flwplbJp2FlcELwDjT8L7DfVdjv3/HTCPKcDwr+wDPvhCeY"
    "w32J6CWwVZuJnf4q4iXfDI1ldv9pnOW1jLvhS8k/tBwRjmFjF3INKjg1PxQy/xXRFFPE5RivhzJOmqM/6zEFVuPbnX2nbdhNYtWx"
    "AiIEvATfxlAfErqEePyjxHoJv2Qfm2NKiflMQA8xhHqbacifpT6OmB3mBfwKrWLdRhbxNeIMPwqPazqZgzeTMfISIuZLZDHs5bRW"
    "sc9qPEPcdvh7yz67p9gDX4NnG44dfUvu1SnwMH6UCZSFOOVrLKeCm5gRfwEaaT3nTb415mSc79WwfLOgDwcw02dSfwg7Oqo4V7ZO"
    "D5dq+pAp9r2Y/JXREmwuLldarUkfm/X0/pPV9PrROx8KC7Mrp2GL9B9inuxv3L1sxBOjrXYZsf48KWmPqRayP8N5kjHPPDyErCkp"
    "6vo17L+1OnQV9N18DeVHWMEAZ3QFpG6aXoq/j5L8UbX5VN0hPZt4dJEGxkrrcd27cfeXQHMu1gOCVfCEz4dfeBv8122le4t6jLNm"
    "2zIjGfF18yR73Zfw5J3AbsPFfl7R5Oc9Mqy7HokyMqfXk3u+SqfJ5dLIumFU34SueAn2OEIktSbfs5Rkx59DtXQWcxKjshHipiHX"
    "EyG+idniU6SW791FtoacTmulO9BpFpt3sO6+tDpekwQzp8XE1LETWYwdLKVvMoQVoKyONEawln/ai+sRimBX7KqDxHIXaaJ4R9mt"
    "eAC8rP7ku7IstbHDn4BIuY51ynV47p/V5rB2k37wCJcFk+QD6IQvtDF8Sfvpp8HOOGFl+morp8T1MHWkxbXzlSBuUSHswQL8G9ds"
    "V0fG96Sk4btkp9CyGE7NuZS/4GQ4hGTX0Z7JRTwnywBp8H6aaeaF+P/2xI88hEhhh+O7CvAMNdC0y3AebeKiiVjIji+3A7tpouSv"
    "KuLs7s3EmCwj2sl6VveqWQepp36PQSqL1PC3qogh/GkrHbnLGbMbo8UiXRtMwLWNUWomdMP30IS10OiroH0maUOwLzGiZ+i5/+PO"
    "7JZrvSOucmCbrWDRLtZq/DtCt9IBwUJ4k61xKG/As9dgL+pYrVvNqZCZOk/6yyO4722h3feALz4I0fxqxNI3yj/x5DX+av1b2Gbb"
    "ofx+7716oz6vr8OyjC14F6v5CWICwwboFLwfnBiMw7pugIZ4Ex7aNEZ5N+s39JtcvNCe0Znptl0ZsfaCBMWZmWgiFrghqX0LKd1P"
    "oBmxmsXMzUeYgaqDvTH2QNdVsIkYIk8TPbM4M5V1lJoUu1HjOL3riegV9ThSFkGvoayV4snOIoaP4S4M00/1S1iNGXpVm2HBJ4jX"
    "f9MxeqnGw9vkI+yrWeAD5DV4daeIsXLuLG9qWfig9tDl4W1aHE5uFwtHZLrI5+Gjwegwxo7jOeyo/Ij4fo24cldYyKNgNY7DWXkW"
    "0dPiYIx+jBU8R7qRDSbNTtOoPi9jYatHcr7zF6yQ8ZbvwzijwM/umKcU5bz6sTgl5axX17Bq24TfrWbVuRz62SadG4hYYVqomHry"
    "OrEnm4/IYjdWJWuxUoVYiQ3akrtQW3DLCqcwyplRrScq2eHi0Br3lrV+6tZ17EegHSxTcZZcKReL83Ud6lJMt5GOxElcRc6eBdCI"
    "Fexhi0BGC7HaSV9v2ymH3dPsqTrvsLfvpEp7/87h3kV9V20FPaMy7vuzkqQve4WPJNszc2qfGUltvHHzGP93XvkSJ6mUFc4JWNOX"
    "A5P1D+QBcmCGtC+HivnyoWcSrGf/yQq1Pui1ch68yfU4ccWQwHdZL69nf4j5PylyZRhWSG+s/Z/1Bbo/k8NJ8JquQHRyIqLNB4Nv"
    "pYdeL9MQM7XGImPToVZ3bSOjpZ4o9Na1a7PYPa0rOscMZ7XjE30V73M9RkolZHZ1CrXy7/RNtySDXw/PgbCCufJleCpjkjzKs7xk"
    "rxZ6Nj+RY1r0ofyuWcaE0Hf1Nvj59FNzqFJRj7VS5HNpQ/gkpaw4RvUW+B0/QC4NffgJvPsUuRlX7UA2ka6S5X9s8t+Twnekoflr"
    "2QmRIZq3spc5TUmsZ8zmsiS75M5VSATytEcMsZnoZrxBi3S2k7TvPqj3HlyKKJEnYH2vDZLM095LPX+E7CEuB3uMGMNLJSNEmxte"
    "i++/Qf67U0shfNyY9yRT2Ll6zg0l2LuQj8Us/7q1xoEU18ulzMeS68jfmWZnm/XolmrLaNYxZqwgIlWcp7wH3vEZpCckU/BKaMWP"
    "1fhvzOKv0kJo4eMZWy8nr4OrzybJV+r2ZnexXumrZDn7b037nUvU0UKew/wYN47nL+6no5LEozHmmCtbwcWxCGEte1Rr2YNr84jl"
    "sNSXySItYUU9yZn0RvgvNp14qazRw4N52ibYPKgPn9TL9Cd5QofJVCkJXw3zY9cWQOvXs1d3PdHjXMfuSuuPlEpm6L+kjY/gWvXQ"
    "uIvVuEXXwuuaj/17Sf4Oi1JE/2cDs4D52Gpms68ywlcXagW7+lZwzstWvwuxx7O71o99pyE8+Z3hTR+Hu1oGz3C2WiZpgAzXM8Xm"
    "Q3YW168QYxf7U5wFm49v3YL1igSZBWuZi12ij7A7uD2jIYd3uJ8UMtNVgdV/np1AKY97UEts1zjjhL6IidfCIpfAO4rA31oCPbxQ"
    "ZshjuhRWuo5dNynOve/GHJbtYn484vwnK0H/o4kd9i6nZnH+dTIH/7f+wtexu8fgubrINvA63oX2vV4+0Ysgie3Itj5LU8FDsKE3"
    "EcPEZgFOY299Bdbwcfa5r9dzgw/1R9iKB3A96xDtF2wrr8tV2NOrtBP0zACp0mw2psmzswg7oS4WN2EeZ43G8NXSeP4zmSdJ+VrE"
    "a8RQibNmtNbPbrkKykOivut2FDlHivRt3OkUrOooeDsW30R1Me5ec9MOCfgR4quNFucuxs7/TGzwSvirVh81/ME45H4w/KEV8Ij+"
    "wHoUSDUnS87Wc3SPIBkerL8UvIOn30+uDt6CFWonD8opWhOuwR32FyeVx3smxqXUQnX0Kj/g7tWRg6ARJ/wK2YUZ1aSfODnS551d"
    "J1gcflyDfiW3wMuKUNMkoc//CrnOj/PTyOmushwjZQW7apYjemrAqrgKWJyddLa2r4nroGnSOt+Pex+zNCliLtTqfeSz/xBW9XP9"
    "SN+CVBwilwXXYNfCXBSqmu0534nzNwfK1zyroZ4HKb4KmijkfRwvM+AjbBn0gdR/HnRCLLCtWO6mLoyFDln9Qs6ldfDzwcbok4A8"
    "9NF6Q7yF3L2Iv90lu8pKeJVBK/5ByD6GI6QlEkngMYjbexamZl3ubHgUq3Ob9BdXL6ojw7F1l1eo+kgiiwQS87gxdt4rsdulnqPX"
    "/j1V3Hz3HbpUvpUjEQW9Ak/zeOik/nIwXhn2/8FdWEke47ZElz0O91RIRKj18Mgb8XvDVhuBz1ewU9HQ08zbv06sA8L1aFt+YSpO"
    "cDm9o2thAb/BU1zCOLUtpGADPaUo7Fl9Lg/quBsTnvf9f/tKlulgADsM1GdzEt5nTrKDKJmbNnK9BibHPZmzi3NKynpr2kgNbUiS"
    "sVrP3Gx76KWrjl5qPSWpN07YReIQSgOxLGcTvBmLlGI494ab1V/MG8yPXujyW0l1OOEhzp1DlGuCrh9Q8Ah0wk6Qk490Sfg1/MbZ"
    "OlduwvnanL1stbQ+tWR5X6bHwhcKW+SZm6tHpuHOEDc5395P5dUTNybD+LAW9vE5XqsI/x0qF8gyNUzMOLHc6rjqDlllKf2RBDzz"
    "h2UYLNwv+gyi49flJ2i6DtDeN2HtJtInShEV8Xvce0ofwSn4J7TEX3H/U/FESyDhbYN2YpWaE+Vc8lNF4K31FetCiUOznix7yS+I"
    "d++Xt7EqJyJSXqJP41OvyoPBCdBWP2pHOVav1H/CDuwJ6SouaIBO+CbsFPTC/TfmuOHtzl1vxlzyJH0HjXqzGMt3IbzWyYY3Llbv"
    "fkR6YI0NI6Itvqm33MTo+ktEjL8YXiLipxp5Aa+PhDVbqq/ImvBz6ZSLHFLej3V+lLSCu+Jq7dX01swnaCuuM+oC2RieyJ90mZyM"
    "M7m/9IGk7STjwlJ9V0bIjPAT7Mc6CaQEHsWv+gYs0E/yqnyqL3tMpCZ2mbu80824viHKTVNDeV2jIwvW4mdDqVujw8OlkG+rE8Gb"
    "0TsZz5qvdoFcS+Ql1+0cJyuJm987VlxHboQd+pV6EjRAESOiGtq8l/HUt8pLsHY9ZaUOlFPlcGL17yYjcnvWlOtk6+x1Ywb7ZXnm"
    "zznTkYZtiOEeytkT4pBT9iR/tD3ZqWIzuGfDblpnUVwvCNbDetZitargu6zAM04lOpHCj0izA9I00Q6Bw513PS5xWLWZXB2L+2fz"
    "37a4YkQXwJL3hKato7exSLeWz2U6IqYv9PjgfDz9/fqU7hI8j919kgjEaZyo5yBNht1j8cqdkNgGTix0xW9nwqeZgr9bPu4TWSZT"
    "mU/enL6qEs3Coql2foIukK6S4kxRys+kJ8kybr0K8yXbjZukT1iBJ11M2clGWYN8btXY1iyjskHPl0biRs2hPNhE1THyRw4BV3P4"
    "5Fv4+tWhUsGo7W/s1TIP6CC8sggnxri9jOPVadcZ1CuV3MmF+LZFeP9kWagvQpJ+hkTM5f2t9XpZiFsT6h2+I9DmtrZkH2oE0Yp1"
    "pq1hlncF0XMukyZalDrO7piN25aYvylt1rAJalcnOca3uRon/nAyrhUzY2azS7/Au7pIiojnFIXtXK/3iKHcDYd2sizzavpGcdiM"
    "gThF0+A7roBMNSAy3lke1S/hM3wsfYIqyNrLsGz7IR7NHzdGmEfbm/1QtTi7K9jTmyHuUB01v1meHeVEcb5WLZFdNvgMvWFhP8tZ"
    "SYuq/4DmS7LjyE7XYNlACW4gUmh+LLdv5bvgHtkz+AHn5MSwr5ylz8jXcnE4JUzRFk2nR+p6uwzp7SI86Wqc01e1ijn/eexIspkI"
    "Q5vauKj6vxmJryBP+R/Miz5DiamDdI2HZraJ5r+IVRmjjGOapJ5z399qO8jFCrw2RHrqJfBCf5NijcLvnaCjJBTjo/seMcdYXO8O"
    "SPrj8LqvM+tiLFBi9n0Tm3/G9xiLzCrsQpYt1HXOx5l3XYN4aRw052TIvdU3RkLSzsOTPI4oxPqujS+wlgi+rt8ww26RBv0UPukU"
    "XH0m7O2B0ISHIe48ECuf7Wz6M86TFGND9Vwkrt/BWKOyPGEZMifs7LE86qk1rC+lMTcF1Uhv+2x6kLXSQeqZSbWe4bmQ+AackXGI"
    "f4wlPu3xCdxsgcvBbdCXyIjipg6sq+NHSvJb8DWasUPuzZ3LNGxTijmEa8Q4EDLsQzIUujIyA+0tl8E+W/TaO1iB59gf92FogM8Q"
    "u8CeySE71zL/cw+z5cYncl/QgdnthTgRd7OquxSr9ZSuxTmdKRP11nAYpPdjORe7/2nQ3K+d8V0AthYH+6xK0vdx1+Cc1+UyLDdK"
    "yCxf2vN/O/tTR3/tE/glhs6yOc5TnX4GLyfFvFUVV0kZ420lCd8ZUK4u9zVGIkRfWEf8JmMuqcRrVfD+xvupjZ3FepWirOXbWquv"
    "BNopvUzcrEycM4Fp8rhsKQnPcBMjg4ezmoZw/w0lxzAwVtIjLoF0GU9ML3mW1bGJOF0VxA6Paw9ycUZwyswCWWWwB/bsU9xfERmK"
    "KrE/ZgV3xHqZFzMV520V1zANTVNLZPAUp7J6i8UL+bkUCtlhvZsYmtVc/Gw9d9fgewwTfgokaW/cwRrc2zSdyNll4z0tp5437fcy"
    "Y8hBrOBazSQbRys/57KMLiNZlsOC3FIyPvPZzXPj7eXxE22OeZHcyhVNk9vJPKp1HpvgSHGIWQlIZ5qYT5Uem+EqRg7l7AuJwAt+"
    "Dk9xjpRBa1xGhqe5+OmPVthDmnJVweb3bCOOR8GmfE4Rw/w7CtHbbOJLT8K6b0aNYH7CdbKCfIEN7IazSbz1+O3fvNfpYpXJ/H+Z"
    "7wqyNejgp4G6+neF+u/zA8537SW1nlfCYYxY58vm5CZu5JUq2dmsrEs2aTe5G/6zVUainGuIsgq8wsf4l7BPqJDnqlJ3kd442Uno"
    "tkOIjPS/5/qrlpuCyxCjn4Hn7iH9g2PlIuiDG8NO8LFMR50vlo08ipgWtfhe0w4fQ5a2gqc2A7b0PnhoFyF6/w5nby1eNc6aMfSC"
    "DdOxPT3HGk4CL8BvzIuziqLhyMXYb36nOLyokyT0rCUV6lDU9pFyRlvVvqcoxp7Gc8hR+hB0Qx29t5iPW0MfibpankPXb/IWL8oM"
    "5RqdoJ/Bgpwn1+OO7oMFWoEdnwor9YhU+np92md+0+xfiftu6e959aflbEmw8lSGJ7gJNqaJk6k7YG1uliJO/lmfjOEJd5EyZm4r"
    "qd3vlPU5vf3nLCUtUVKy8wrZyZ4txGk/ZSRd5Lk/B8nl2IEJOEcb9FWclULmtd7Tr4Jy7Re8gvtfzrrYYsjQnni+L/Ri6CzHCLQr"
    "TmE7uZ3zqGb5xsOTbCD24DA8UwdEZccFC3CnW0ECx7TiOfSAr/0eTskROE2Xw+rdH+yP57FMaX40khhrq3WU5Qo/gbMJkfbeh6Qd"
    "L+3JH5zmuhv37Sis0zLoALNvE4nEWQULv4X8FSuxWk/SA7S/rg/vlGKcxj90L2P1aNNbxnHv09QuGZ/RMHzKVfDGMj5fMhrvORd3"
    "2pX6+hR5rdXzE3Lts5jzti+HE9c3Rt74fuyl6CMu/pnmrZ3Lnpe2mKI5gLtbAZ1YhtOzhXTBvvVErH8otNMF8P2PbTGr2OQ7bDLM"
    "kbyvT8ob+jXebwj8oRyhF2BHB8sXrIYZGrJ41GP7zq6+OpfvFYciepM4dNIMreRaZlzzV1KSzNOsoPV8yeO6zPJYXHU6lL3AlkVZ"
    "zN2NkXsufxXOcjJWscswR9vIbtGTiCRk3aFZDZrN77cnnunbjMj2wjcdA61fjhhvoj6gk8MLcHdDOM3q8tDupFVTjhySUNJX1Jym"
    "6ECMdiVi9B++Q9BN4D7DffpRkzgrbfDvJH0NlmcUnvNkeUWs68o6EVZRcnbGtw/HvQ/Aij0ACa7wO2c1H/c9UUbaj4R3hKPgzVwD"
    "OQkKhkIbnBcOk7eDBHWXm292OGXN2CgOOT1CTVjmPcWOPCUFwYs4JxvYSbQOp3s83jkRMcdK7FdPzgjVsDvHUHefk3XstbtQjgne"
    "QTzyjZ6Fs1+APfwC1uVL3SwIidhxsmS7m+uJLNRI5LxEDvUxzYpFRs+iHOXHba3lzid9F4V1GRivS41F+pCuKURobS+7B2btHpAP"
    "oVen4qzsJGuIFLwafpRhMliMtGdQ1Mr3tJzTy07cuQpy/tmKy2UXvR6e1D/1zGBKOEIfx6kaLBcGL0jkT1ButslN5zXzq7n+NIdh"
    "qi06pd0rO3gs6rOIoG1VOIuFuxLRwrpjzpRzvE4USfsTF7JvOyTCcpr2vJadrDZtNpB4IJV6t1g3+almqdmBVQztal1HKX9nhf4u"
    "jBmnDy37HJy6YmKffi4fwP46FpXv9HXYvkJi81peN86nsP+2lZnUxv24gjHWpx0WYyPtb/7++H/CmtuMzC46XLbFzu4mhXKqfO/9"
    "5QGMAOo95l7sX5BlCv4DtcBZ7yrfqWGfP5MeaQW5CFb4/rRPWYVfQLzHXREL/NmfJnpUG9jHEqWfX8OY6k7fU2a90UeJdZWt5HcO"
    "Fevwm9yK5juQ83pxzy2YoJ6xldve55LCXDdJT48jmtwoBvCN4TjY2XviyRz2s8seGgLL9tLErLyt16m4N8cKOg6+00Ge8cEmDLcl"
    "jnsM3vhfoT96yS/6ILRcXIfJKmbIFmDdpyBeMWxnwwCyHGkVUTmW6A9yAr3E29g39jm7FQazJ7iCPTufwwaYh2I4S7/Abq/Qx+QX"
    "eYo5vzJmDk3/9JXf2HfwEO53qBwnX+sHuKsL5Vt4XGU6UAfj+bvjiQ/jGTud32X9IUqb1YRXS3jyDxGzakfKMjyzdQqt8zW0FNHK"
    "opy3UfaFFmP3k76Lsp5dBm1ZKyjBp++RO/V5+MAWTS3R9+QfMh/+0ffkpbGesSs9Z03KY+ytY2bJKlkFXoOvISLFUHLaKruRAnHs"
    "p+kcr7hlnfqLs/BNmmULyaIm5vuePxiRpujHxX1ewjijs4jUlsnrJ+65tvNYCSFZ2Tf3MUqK5zf0nIBzeDIT7IQv0nkS5zThBq6E"
    "kNspnsMDyfhe2qj/uSvvL0p/xiZSn5d7oQUvw1kZBw14k/YMqrE/F8K6XKeHY+/vhmYIpEau1nP1H9j9PYPTpXfwMTy2d+BLPwqr"
    "+5YchXdNxac/boXzfrSfPMjm8x237L24rxODF5k5iuk17LYtJE7n9tJJIjkesYu5ErM88l05VnUvxsLGG1WI/T4eT7sQnkgTawqu"
    "6nUeVuE1eZcZk3K853o9LbhVV+P8vRkcqF/BlqzXt/D+q3BWPoKv/yZWpIuMxQqV4JsN22/JRmXm8q9B/qvl/0x+3mXhnjZXT+PE"
    "LDZWovwT8Ws5udGg25Dt5RyxyZvdpYG44Vl2h+3okxlvdz1WdEMr8/X512A/Md6vBtYKrX/yMXprm8Ga5mcCyf+k/92can6crPxP"
    "2hqvVb7PlLGCXMsahWU4bVZzuLjJUOurOYc9F3Gi1iQ5dX8QfL3O+P1r8LACmSKTdYTYrO5ukNFV7PVMsHJquEbny1lS5ntIMtAe"
    "zhOt9zOWLRHhMr4el2UYc+h4tZ4lO8bOlW19H7b5Gr/jnB0o9t+tCsbo1dD+58oMHdmKT7GeGZbu2ClD+XsnmAMZLIOm7ORzXxf7"
    "Wv2UHHqzm/TenCzQ7TkhmmaPksPhj6jDNG/vP59hz/lhiLZW6ICgP2Tyd9iahbBRa9S6dh6CzLlaekhcuvWMS6K4b+sYX4b7GyTP"
    "wVotwVP/yqr+SzLN86G4eYUB3FmlD5L+FwbWLVvgtrho5AoxlIooeyk2ED3Nakc3wLouJVZcOfFcGpknKiauegOZzpIem8ZVhps8"
    "WqtJQ39+e3bWWXMWZRPZQUKfJcmyrpitPETKeYUYsxeVPhOXxVI27pyIv9dqP0UcZ170AlYu3aR/mc9i11P2e8EWfyYx9sNVqMPJ"
    "+t8zZyTIEh7mug2yuDzpVjyh/J85QuZh72zutlyPFstTdZGT4UX/7DF6u0lfxohR75unmCk27usmzv/Mx7V74IwvJjeI+RJpL38u"
    "dtiV3nBISXFTj9Yla7HAZZCgJGdlM8wE7UwckiQnJE+TGFc+6j350LNoZZjZxf/lH4haXoHG27JgKb55N/lDP5Y9whfClTKKWqaB"
    "UVo5r1DOfNfV7BJNsicvy0+9nv1B38L/PVrulGvwvQdh1wdBv4/TV/U3dl3HOSlmjEBpyPpadtOWtdKfGGHXlt39wdiDBGuKFYjK"
    "t/a5qm6+XzpNPCTztucTueI7eogL8eklOoG9Fkv1OUShp8AXt47CduJq4MtgSW+EJrpXPmIO7Tg5Dyt5MvyVQ+BlvMgZ7yLmRt+m"
    "naygxFqfYzupZ5XU9YeG3s7fIy5Ky9dBVOwRYWLkiLH+2nqucC+pY0RZxMmmK6HLbJ9fM7QL+Unfh3adEUzQJ+RZxF6GcP6z/kA2"
    "VOMqLoSuPkFW6O8yhriTI/W1Vj38/2YHuEJ7JDTLrF6fyx7qf5ktIMZI5w9fH32CHZKuN8MQ5V0/QB3RsVfTy4zrI3I5/dOUHsPZ"
    "uyg0sMNGW4fvOkicbYpj5ZvYM7sPWbHNkynn9On1+N51rDJ0EuNJiuooeRHWfQ4k+hy5WYfok9jB8+UvcoNOkTMkin0aZt0q8p6e"
    "LfvC+zySVYYEJSSOeCOL12WzIVfg+zvLXPatGbfNVLXp7umwCwfKYbIKMrAekrxU3xCbPNpSPoDX+gv2fRL2fDisyiOIPUbCBr4D"
    "P/JYOdvPkYpkWszL1kK2b5EVrHSlyE9eRy1Qow/jXMd89szW8yJO+GWYAQq99+661mp8TrEvT5mtVKE6nFFXkVwqtUQjqyKOfop2"
    "sIaVlyj1jk1GrmXH6ylEOqkhl89mWPMzoOV+gK5ZijPwlVbB1j2G1fteE9jN8Yzpm2iRmuiVnY29H8yMYj6LbpW+LXwvQ9T3kin1"
    "cP4Ku/M+ErTbIflcDMUjw4xeEj6gzQmsY5zypJQT47WN5EcJGQ49V434vof0ki6ynLyTbbBXbaWcqMsr+V7TC1G8x5jKLiOfo8V0"
    "9krIV7aGFVgE+ViFtS2lRo2z38t2ZAX7rm9BdDMc0cAwsvgth71foHcHn5IpId3Cu7NoLOsXZMgwkiHSWhmzySKOGzDqZxXPxeou"
    "JdZ3hiiErgfzIKxJ4C26faoNs6+m384gYnXGc5zHPcJSnAhxHcSxtrl3ZBnbsozZKf7GMMSMs9Q6umOUkZn6DqQhjlW06vIlso+s"
    "lvODF7Qo7AMNPVJPCt6T/WVteJ/ujlW4QkLf5Wo9uXU89fNx5z8yh3uIrCem/QO4ejW09kTtFKQ8xrGz1+dxQuddnDrTBSuJDBKy"
    "X6knsQj6yHHUVfn06AXs6LBrzCEuX5wncDoRBDI8fco5jXI/YRoySzAHJ+FBzzZTylcamXGqo9as9n5cI/VpL5yfvvKI/E477vr/"
    "phOTw2L606WN/CcPYTlrsat0En4/jzGJ6cca1teOkN0lRT+rnBiVFjeVkXXwLtiU1mLA/Fp5LXO5CXinGT8VHHI6v7U6U75XGplN"
    "20LOlZAeY5prk1Dra3yXfHxp5g+2YEfTpjhjPaUYZ6cBZyHFea93yNyVhM/VSbLZVDsRu3pP2KHvNTJbYlnIetb1HdNiIyLHV8U6"
    "LQ6iVC5DPGmVu6Ws8m+MNdtUrK5+AFamE969l1RQk7UhbtP/fq3zS1X+z/wODWDzI0PEPKnhiNWq4SOtxirtIoPIIVACO3aO/CpD"
    "IQFTYQcMt22SPo11vRTyX4Ervo/n3xtWxOapr9EHoHcvI8/qnXjuw6CV5+pin0vt7DGz6zz2ZtzzSFhe5+8S46RFzOOxOd3rJp5M"
    "n8zh81zKSZ0GP/Ud+skcixP7elnZRwxvocH3fTRzOhmOleqO7CPIsHMiQQm3690Ar2qZJImFWoq4phx64Q3yRObbhfyvdPlTJNy6"
    "HApKFhGoSus9QujJrUh8/hjjee542uvUhOf9+gX71QY237gyDM81wLPchF36m/zKevZS6M0RiBf3gMfwEKdqV+o1sjNO+VS9TZI+"
    "++7QkxvJA+dqLmeKmwdfy5PgmFDz68Sn9e2gF+SlUsdi93eHP2RckvdBRuqIYbGNuLrId5wvGwBvybp/ukhEkx599Dn2ONRqu2A9"
    "TsnNnBKyOvoW8nd4NhHI1mN40rn6OezmCexDqIU1fA3PeDfxrsxPdmfBsVMkiOZTCHuaNC5Lj+oYwkaoOivt+rEcWm62b/8QMh4Z"
    "RlUP3NW+wakyRr/Rg4J91VBlD8Sq1fxJxWZb1hTyf88gnLltxHyXX3BHzyEGKZUpOjCYTkQK6wM8Gzu2H3ano7yLdTufXs3B//E9"
    "i/3ES+vIl5vLvzIBOm8tX7/lVLlPR+mJ8pzuIIbof7UshBdxnLhp1Uaelx5EjbI6UyrXq7AJ3+F6ybL2SYlkFdGu0AhVRHlLUp52"
    "g2f1IzzPGvZsXiMdYdPtXJfBY1gI6X5JzIsp1C/1U1izV/FTsb4RLPURaTuJ+EyX4DsdlmT+ntOT4fnepkVSolP0ZOi8XeR4yYRz"
    "8PSvei45F6PGKScr2a0VZSUgzvmQCHzU6fjN+/j8QlnLuWTLVkxlh0WEGevTgrfxTaV+VjtCtnebAqjUcXie/P7o7+y530C/7TFO"
    "hR0gZa5zRNfIjbKDvgGP9gEpIT9Mafii2DxGN5yr82jnIsyKFbMnur5F/5vxgmd8rt5VSWvo+yRgB8w3zLBPvgFWv5FxkHl4x+Kb"
    "jbfAsI9X6j/F4XaFvqMwW4G0/94Wjse7jtz0iHBZ5qtNjg+uCLfQJeEn4WJcfxHe8yEt6nJNsdfM1Wtd9Oswx/f2GB0ZX+3OkGHD"
    "8eu8w7PfRbKYhH8+zWq4dPFcr2Wh775z/Hgpdgg1edSoMIeU+SOkeDmtSlSvDhoZXc9iriJ/PrGZfc/qEy3ZTyxq2cAIrElfhwzO"
    "JY678ffkxznNQLrLfW3dVXqSni24jhWgY8Ry1BX0fIt8h4N1vtwOn6+E8hGDv5akf18F+bpUztC75EadEFbrvfJe8LD+RfcPntDF"
    "jORcv2gFnvls9pvaPrwpt8JnuZz4TBfLINjt0xDlGdJV/uzXX6Ra3aRcjP5TV8byKeLYLtQPIJ+9oJGrEeE+ozsEu8vVEsX9LPYM"
    "KzYxa4wjtuf9ZYC8hf8/raZDf9QJ+jXi5aOlCrHdIv0Mp7+jPB4Y0tuH+oU+i9+9hB2aJnaaIrjvkH2tDq3TEM9/kru1WzBCR+Dz"
    "j4nh2p+Hs/SijA+NyXR7yPP7WINq4nb8hf0dC3Hi/kDUFCeOuvFJzsdq1OH3S7BSB/6Lvc5qUzu/Y4JvscNv4JpdEF0UhfvIp9CW"
    "h+gqSOdm4nR83Ne3jOEsxjxRvZaQbSkB7ykDP6ieMhdpRR+sgY9Tyjqi2YGD5Qf6u0kiOS1D5FfNPiXLUzhfKcb4IB8HX9L7OZuL"
    "Y9esIf5LhtFbkiezFDb7Rshkkl65YTh9CFv7LmxrW3lWihBB/gQLvQS6ru+/zLFs5k9vG9q0XSVbY3FPswnvw/5U65X41JbQVyW4"
    "//1ZQ59AlIqkz05mmKHcFD5imif3PlirWxD3DoZ3HsALvUBeZ8X4Z7x+P1eoNzmRKuHPjGdG4QOsbJpZszPlSDE75HqqYpyUCGWa"
    "2CzH7vKtWnWvLTyDhJ4J+Ut4tmNDyLuY0xOWb/6rLPKo+CEr0PWe7c2xHPeF/q3XG5ktcKw7rlfX5eXrqW/qmDl/XRzbdRn8rFke"
    "c2QdtU+dLpAmTpg0evTUbFXVrOh8rPbp+MQwnJUPmXm3mff5kFR75rHSmu+fRRZ3+Zp6j5PWTyzy7ScbmPvdQwwzxXJM32E/rK6w"
    "iFN2tg9j2bW+pVwpta34sMPhOQwUx9fWwPxRnPK4qBXvaal2hzyZRizBKnwi9uzGdPa7jtbr9C7sywlyaHChHgJP56BgNvR4uQ4V"
    "Q8V0886WzbfOnc54inF4TwQn3iK86cTamI4Vmox1Owte4gpybdSwOmE5kyZoXsOSeEQcS1Yto9qQcY3h81ZhN8fhaY0p3JCEzoA+"
    "jOitsg7XNWyQR+C31HqUsiYyziZ9bnYneEcPSCOZBOewjnU6fEOrQl4vDie/hl3w7gRvhjvfRb7HeXsW+5WA5pun07R78Hedw5nH"
    "RsYzx7MrYj1looLT2e7kOu2S8PNCSgyilJea0/hthTyBlT6++t9+Jr9Gsmp6m6CJPGt1nChK4gzWcXZnILRhV6yuZcBmWDUC61lB"
    "jLAmn+tx8WcpbfCV+P5foX2/g/f3GaR4Da75Lb59Dc7IGvg9t0ODV+pHeMXYor/jri/DT+txetfCnuxC9M078Z0r9Sl5gn0zwg5y"
    "47Wvx3Maq8YwnJ336b9UQKqi9JHinD9uZJYwwdVxLBNNrFy5SbEj8axdGDPG6FOr764K2eXnGCsNJcYQx1byE/a7gNiAxkxlOF+T"
    "fbWvWi0C2oac5E2ekXmwWDdjnNP0mss9Jtk76/I7dbB258gjkJMnZBL83nvYm78XfOOT8I33i3VkFhId2ZhTDoY/OwkWbRr+rdBr"
    "xXqZD8IJswr1FbKcGdRfsXaWISnC3tQz3j0suIX8CEnEjtkeE9uzKfoo8d3y8yHnf+U2nJ1yYuSYV1LNCbAEfa8YeQOqGblkmJ3P"
    "kGEjpe9xqmOi/hPaZBexKY5ngmJ4Mj3lI30YK3AHTusP5AJy7NeryTqbT0bL4CE5hB2HOmjoC66b6ht87lBI6J7yC1Zkmu4C3dIN"
    "39FJ/qfdTf9TzuFDYavO8R0LNX5qJ4Jn3Jh6SQZ6sU7/D2/fASVVlXV9XiMoUVEEESWpKIKCooKiiAGzmBWzYx4x53Ecs+OYs2MO"
    "GDBHBEVERFRyzhk60Dl3V37n32ff+4rmG6u/9blm/bjUpqvq1Xv3nnvy2fsC2RYS8FdI1hSiKFiM09wk2hoiex9nKyF3U099jHd+"
    "Ro08kPNEqg4rfTJkzvTZbNxpIOuJjPgGMW4ukWL6CLlfcchUafh+abXJ43XUh+5kVeubzMiXsa5Wyx0vonX8VmqZsTH78DXRiCt8"
    "3kVxbjMeMU1YNQ+zHrb7qY3nEO8jeWTMHgo/82RE+mdA7lbgSR7EuawXw+ucrL2kkzwDb2MR3v0Yosf1ONPl8iEtcx3x88ogW9br"
    "OpAMQIYY0ZZ+Ykhsq/n0WtfAXht7ZLFHuHEsvQOZh0pCftrJmYiROwQfYA9+h/3aA//9AJ74ftA+l4XdtE/wUHiAHCvtgn/IU/p1"
    "cCruRCHxhsASVRiUlt2mgTpAX+wgVazyFNLPuIWspM1VuiybbfWOBPVTJb289eqYr2azMyXdhCvOEB4u5Vyodf83+g7BFDNqytyG"
    "9WH8LBs4yzEJq7BBDwvmwbLnzj3Vs8azv8/NuX+OIoaGxcvL+bQJ8iSkfFV5vWlv8rcbY94anYyfDF/gfDz/PPhL/8C6leq/9Bj5"
    "OJwNL/4LaP0P1eYsUqyAZrg2Z4ibrPwFKzeOed8McdZacWpiJGxy72b6/UPPlOmeJ+DzdODzHCIPQZ7MenaX/WQivEjrrzqH2JZd"
    "OdXmvNs6rmij75uoIlqGq+qGTSZ+4vqYpDyjaIPeTUmyKtKp+KYhks5yrtQQX7+en7d54Qqct4HysSwkr1YBnraak3+bc+WZLKa2"
    "PddoeQ53fZmYH9YKesIwPz7WL1k9K/FP2hoSE4jLUW7F78qFf1BJW1fvWW9rIWNKrpIE7PRc6OBh5Bdsi3XvEMxj3LMXzs4DMiI4"
    "kJXWMn2e83E2Zb4P55tVj5eoA95xDyXoOS/1XSoJSoZjvjapPAtr8xMZkSfra5yIGSK7Bu95zrYgi+Vn/2+VrRXYq6s9eprD7plF"
    "1tLtfc9inUaIMCH7Jg1hugDfcq04ZKONOF+Wy39PR0kXeUHheRNHpAh2zbBj94OuMcQlm9F6Uxzj1pesmjSwa8lNNoS+59X1VQ2W"
    "Es6B9Ze6LN9SxIgVemSIqIPcmLai50owfnHYNcZ27jzv9cwrVTAnchZ+c4bUeayqD6iTf4TENnD+fBr1gSFE3iNV5O2u9zzkhvGb"
    "pBau5P4WcV5oDPl7EuS6SnEOagF+6ky/vZM0sNZiPcrH4Xx1FqvllLMSZaxtldilA2R3fM/LOKsW8XZmz189UYnj8GBmQA6qPJKe"
    "5XINpWy9pIkqu1hPkPOw5ifg73vAd3gDvuQnuOav0BEil+LpJ3l7X+uzio593hD5JjKqcDnopK7w/eMlHlc1ymJkiFkW6p/hos94"
    "tJwoK2xZhCHEdcpwEqlaD5RI77mZzZCZnjDbn5amlnCsg+WIMD/H6Q/JPmBVniRXsZj4TndJvj8jjsO2Tl1nt52NtZTooZLx2GIh"
    "UZEm0N8t5lp34K58ISG76eP0aa1XxOYybL7+WZzabaTaYxpZ5uMGz8xbQVzd3NgzzWEL/99f+TM4GLmvVgXbY0/6GqLbYiKl2C5M"
    "hcykYW13lL7isJ2sVyoGmaplvttkfrXEGJM9i+uu4rz1Auixv4Yfh6cG+0D2F8nRchi0z/tyRPAUOdpDZnBqyJxeiis8Dx9idxmR"
    "zbZrEzYWmxmaLfPIlGHn1yziJrIO5nNiNDfe4Lawmm/6uvMy+lN2jQpOZbieukb6Sg7bph4WPcm9OpvXTHCGrz296zK9UqZnvpKv"
    "9ElEbvvKY+Gbpj2DcZCzjJfnkNVSYx53iFUXQ9bvE4cv3uDnIyx+NvmbzY4jmyEpYM7DsJvKxCpDt+gH0KI9ZaY8rR/Bnz9ILNvw"
    "ll6jjrG36ZTFlpkE9VndtMfRtT2ew16sE4iduhJ7uD+sm6340j/ZqZSbd6yUs46bGUeSnJRJ8R4elZU+i56i15j+XyYompNr9yf4"
    "j7qN7adhlYYeL6y711fWhVPH6Hwq45UEPYw6eEeOkyMGPzzNHOJ6HSGu5lesR8t10H3GyG79IqcgTvxVf4Z+OjJwKDS2Dis4a+m4"
    "Q94gZk5SHa7xZbTQs/10UQlrbH/1DCHOZ0p4613LnXfrYnyJjzB7ZRJ+NzmZfsdvj0L0tgD/7CZ3yi+6pJn9+TP8wbnXOnf/tc3x"
    "DZST2AmSr5bnMeS++dDmH8CDbovdvlsnyb+DyvAx4oNcjzVOECcxxa7GOs+2UccKUe47aPQZb9fBFdeTPUt7HTSP1cCvxRqfDh97"
    "FM7Ly1jjvtKKe9moDxFPfD3e2Yl46rbXC4gOWQk/fI2eIzZztJo5roLsd9hn9/W4ximP5xhjPeoOouTGOX9/uJTQdqnHUSnB1dR7"
    "eGt4p+0l5dES4ojl5/EUmM1eoNGTBk26haxfcQlnXAxf5Xl4qkuglYp0ui6Vd+iLx/l9CY9C110OFVcB2sB+4krGj/bTsbIId/kc"
    "tXgVsdDm6gN8qhtw/19ICbV3IIeL4Xfl0yomWJFPNJOhtXhoB9EtWBnUc2YVMv5N+Y4D9V0Fp0tzHC412rSqu1mDFcMT3koMT+EK"
    "yNI58h1zJPfL7+QScXmISt/FdDXx7uoQt/6IHTM2trjeBC25h3yJ6HVPebGZOzhU4hohJaX8OUxyhnwWZ6pf0bbBYNlOhsqzMgF3"
    "UhfaJPAwcewkjhO4lYS+epO7y+3P+EjFnhkqw4qb84W2I8p5D1aOlKcxilhCThUUwB+pgXcc11dhp16RSUS+meW1X9SPE/fR27bS"
    "neg+cY97EqP83Ob76/Kb1Oeu8zGS/X2WWiXzVZyo17AmS6ELjR3jcMjsdvKe5OZZNW9qd6nNduqanm7hWauTnGO1eHM/MuTVYifT"
    "sHm5V3QtZLiG0WuasYRZ386ILp7AndSRf8G4LIcQfa0M+v5gVqRfoW4yH345nqNVUKUzqIPM5rfHSVgJv2cy9HsbRKkrEOFs65EK"
    "HE7/cMZ5oe+raYomu5247IpDKsvdN/ipPigfabWcI0vkfj3T+Bhg5S7Wl/DNnWDd78VzbRX8Asm7RK6SZ3Um1uAwvVHekFG461vl"
    "pOBX/avuoDa99N3/Ml8STXNEfS5RxSE3xloNz/ixnKtsxNolOd2e8GwbGXrMPcRh6exNhPFdgyPlPX0Gd/O+fgHNcjJW97XgDsQd"
    "afakpfx0QcicrP1knflxz4dcSLl2mMeNiPTLcea2kmcY4Vs+Za0mfX38ELmR9fNK7L4hOB2Hv1l/+QxtDkPSulG3lohjIpI7yzKs"
    "0Ksg0WdR+us4X50ir1nuz5TC9y3lZMY30Mc/aq/A5sk+gvR3kPo/qOW47gnjeG4ntzMf6LrMn6FdaM37a2TOcIU+Lo1cKWP8Og82"
    "rIp2q559+yuo7xq9Dm4g/1Sa9rKRUwS10PH/3VfM2+8vHaScXshG6F7r3swnE81wSWg0b7JYt/e+QD37Wt2auY6ZHr4G30ANWeFj"
    "L8tnHs0zYhOLBZCwbRm/LsLvWwQnikW87+nHPDe1rE3F2UHaRhx6TSec/JWQfUNtvhH+/FGyK+5nlW7g6pTqRTKQu1ZPpvmYj9QK"
    "ESXPIaLrOOxYb+lAFPgV+hb+1oJcOnH8zfL6vZhfLVdjwLAKXG9xPVpz9O+yD6svMXXo48eIQ0E6Tu7znl33ZriJTPqt/y/DyGIo"
    "tJDLHO7SzCsJZnyuE4fjfJAs8XzDLTxjYNqjFiWYj1dOc+X+TIrcdp8x77Q7dNtLnJCrwgnLfbUM7eACz1k0QqI6dxep5pz5ruSf"
    "LtHD5GLpL+vw03eeAd1VwGM+1nB56tx6dAdOjBiPxp5YiRbs/KzGuXodu7Ae8Vdr7kKhfoXz0E9WYxc6NLMGbhfcnhwuaT/bZhZu"
    "FbsFLDpdQkzeQOLMMLVu5mrNfU8dYzYX9dfpuZwwjeFMOA+ygPHPeNzL06J+Gi1JVISDxHGr7invs6ptvUlOk9fRfxqEux4sGc6u"
    "r/S921XUz2dixS3yNkTpFdoP1r2VGDusMVT1xXqlyY7cl5FZOtu/405sP/iD+xJPpYwaZZQYktCJzKM6fvThsq9nQ1F8b4nv7ywn"
    "Po6zwXWsNl4tjkmvgjq6gXxNjbAHx8CDqyf+wRRN+d5L91yNrFQnPXrsYbDuVtXdCdJRLN8RZyQG2XQYBC6GNnS1FR4vwTiuTmyi"
    "d1b6nswM97k5/fbH+/NnXnE5v8OhSy7kNMVAdr6sZs/XJnayW85tEf7tQizUUq5K2tdZ3PT2Qs6Hx3CV5ioPuTpYu8GzXcLcQR9Z"
    "j8jjdfLX7s+q/2LIy4Hs+rC6aCH3NyQW4mL2ZleR86M99Fs1OyKLxc1nXC4R76pNesdYIZmMOOhoCXA+VsDOWVdXXM+Q4ZJkvtJ1"
    "HzgfeYCv4NbhnE/FWqzWRyGhx0H37oG4ZYKk5WM9X9ozN5Zht5XzUxwinHEN2dp8zW5omx07jAgmthIvw+8ZiysMk1uxUk9Bnt7H"
    "/3/S7fW9MBk+oS/Ce3tQT9cjt/lMO+qd2pbVnXbifI0TeALN59rkq9IpZl2cF3MW9VqoTu9HOOwhe1idRa7UnkT4aeSJd6iscVa7"
    "HvWsIK7fLh9XP1Icj8C2Mg73G81SZti5kiYHWhKrsbu0CU6HFVmI36yD5ZqK+93dGHFz+mIFGs2wuv7WPYit43pYGrQb89OOK3qI"
    "91Bj1DfbSdSzncn+d/Of/8yUJCkH+4l1aywjW1JLdmZC84Y9sft/l6Nh4X4Kf9JWuqHV/PADHehz6pkm/a6tm0SEmzk1mnqdyhOa"
    "YQ9Niq8fzOjcOo5W6RUyXedDN01gbfNWRMmryP25mdU0+p6oC8txdW/iNKDVO88Ww0pb4pnKIqwWe/dOvkLSR45kx94GdgkbstBc"
    "rKPh+7SSU+BNXqLGntVCDON1jn6uOwflvtsmww6wSj9jY6gqD0ronzTmM9kinf2Tp+h/NOq1ntfMunMq/X2dTqS/FD/l+hSSPNG1"
    "PrYOPaq140tMZ/13zTKYGNNd2kfkEd+h+71xIyV9R7/6Scho3dp7vOFG+LA1zM84hjXTMuN1DOy3+KxFJptzLWN+vo+fHUsym+k6"
    "j84nTniaa38Ce0CMi9rhalXgFM3h3VrNZljWMy7Odna660/N3tspUqub8bYznqnY5QPU26C0ry656UaRk2SDn+hUb+kjP729lzfH"
    "MZTxsw5xYrHHPVZKxlcqIxkeIEk/P7sZicrJTgd/ggwpcBOn1JPUqut0FnNAddn6Xmm2Q6+fnxeuI4rHNnJFlr1sKdcw9PPBbeSu"
    "LAL/h343lJFkJ2ryVBZvKONny1tl4+b/2UeZ65Vc56eGMzD7Ev3TOrFekRryOlYRx+UqeOX17GMphV2xrHyZZ/zNFTdWEqUgSV3r"
    "+h9d5FtPf6+YeYrhUu/rcxnPYXA6eb+rfaXSTXEn/E9xvsP631fw9Wr4n+uJNH8YtMN7uObLsA0bcYeGk/q5nAkJe4/3/xBO9CZ9"
    "TIbIDnIP4sbD8cpuZGS3fh9b9/WcP8pAZ8SJL2y9DZ8TP95OyCb+Rpt0TNjd13ndO58WOk6P+CIx9KYSfKKkOcxF+nxriKdjmOI3"
    "41t3g+5x/OxbSzWjzgqP1Z2E957yUlXEXR/u8TpSnkXm//5Kb0Qic3QVpPlZfUJf1Xu1KG8UvOlTfQ9D9I/J5oHiEHlDjbAwI6u9"
    "mzjk11mwxgJ9bTwfNl0/V3+Tt6UMHtFRsoA4N23IUlAJDZsPzWk4VV1kvPyE3SvVd3QU4q5W8Pz+CZk5IDgase9pMkKu1GFYgw+D"
    "efChtsEZehLf9b3eiXPu7LPLoub5CCQXZ1AacdM01t+Ufn4jvTjT3V/4arXDSLhe3E/V2XULPV+S/X/7LOdAJetemxmmnZbZn/Wx"
    "mBrO+TawWp+Km9m1PqpFOk9TnvckTR/O5oRGi+NCThAVoIB+Vy3xJyu1ue6miXq/fqTHylnYz/2we+2CwVibZPgXnJzT4P3HaE+j"
    "bonhxChcy+nEKC+1rRwrrtJQq7Oh65OUbdvjDnKyx9y6VC5EJDJWb/J4WhV6sKz1zKqG82a5HpHPqInPETd1YnF+Pv7vappmAyyf"
    "X0k5mkfMlow29QTSHudgKFGmov4jQSS6ljzCeZJk/aUTe2bz4BU3ZHmt0h5LNeReVuuVUsw5ze/J3mZ1stuY6zYU5SW6dbBIb4f/"
    "WQZ9u4vch1cOkB6c8P+nTm2mapW7u1axA+4sdOHUSwOZ9aoYT9q9DfGxzfk8uWNwJvIk9yvOzhwubk58Ap9yOc7NGdSl0ex3B76v"
    "JyO6JJFbVjMGhqThrH2lJ4vVB6YSHymS3KS3W9eLwxRcT+TCOP3gDFHAKug9XibnSSU5AsuIR19DRPS5eB6zSa7Huo77U8SsSz6r"
    "DhsY2dmU9d94CsuwozFeOZ7NQEe+XhcJm+xdZ9lNiryMuv6eh6GZ13rG1RJcv0SfwjWXqflhyw0ZXwt5co3zt6dYvLoK3k2Dj+/q"
    "2Odypxivk9WbxiOW/U32C5bDR++rz+M6x8IyPK97sW/PKh+roIuXMM/8GnETVzTDXfhSsFS6hwP0wLy3dBtdgtM2W18J3g+f/V8y"
    "jUmPPunmbIT6KpDcyKS5Oa53E/2P2d0Ur5GGzr0FMvyZttNBwWC9DOs2SmYFL3qc7x0l1IhVoyt7OuKUn8O5H12kwuPoNHK2XD36"
    "pP2ubxOW70pEdoU+X5lkF06cbAkt2fle7/E+DdM4DxFFN8YViabDO9meaPfnV70ae/hPfUK+0tdx9bcgZxNgt3/OhiMt/mO+LsWc"
    "cAUxSuyE26ztOHG5dOP22pLZUT3z0i9yo75hqNjSX/8N2RkYlGlr/ae4POLhf8g0HuczubXvL43eDwm1QVoF88L3dStEQNP0GZ0s"
    "L2h1+LjsjdW/Oegt83FvV8DCGQLaPHzXR9A9nSSVnXaK5Cry6N3ft2/inTX6ukYub8PQXnqQ6zrFGP5hfiLJ2R/LZp5E6TqMWbI0"
    "97QA+qQA52kZ/jlXTsAuPg6J+Vqe158k432tRj935vrXTpQyv5Ix3Yo4r0pZcLJqqD41zHceKjZrcZD0l8HyC/sV4j6zZ6/Xwqtx"
    "uB5V+kCwRtppP50YrNYXwnexcnO0RTBaF3jkwjT/v0d2ZjLpn9/+zMl6qiP86bhCJmJ1N+ib0Bd2bmI6R26Xp2B3LUd4FvVYNU56"
    "ktFwGS3vOmpoh0to/5jX2BMS2lvMWg+WMYg916g9xbX0WCtYN0n62H0ZvHGHl5TQX9jXG/c+eFu/L7tInu/vj+F6K+EzJVlR2qjG"
    "RLcEWu0D3SfoCa9rop6re0rr4C6drr/pXfISNNz3Oo0sjC1kj6CX9IUndIrsS7zVCXhPXxmH616OnbtZnsB6PM/5qFyed9Qx4fp6"
    "47SR/ThbfKhEkYabFE3TbzWvfh+iTB3C2KOQGqKj1JFzJsX9czsbZ2d5Htf1KvLM7CIPI36wXPgcnYGT8j0s0htY1Z/ICFvKKNYy"
    "SYfKj/qCDGoGFzT3KzuJcfwkcEeWB2iAJ2D5xPOknpwUDumiLTOj9jR/oXWsIj9Igjt5gEe6TDKT1Vw3dz1rAwmyOhfpd8w5lzDr"
    "or7TPeqtiTotc2dXauEBV3tsa8u0j+VkRR5W9UDfebYZD8Z1h4bwet/GSTJmi8thTRbiyrvLWD1Fr2Ju/FWdjJM5UG6WWeTftZ6f"
    "7xhTV3H2zCYxXddlghYxt0ec+5XrPEqSZidZbFdsWmtr2V6i3tYW0O1Oblqw99DlBBuYof3G8zpY31x3P6PmEDiLYQndBJxlOD6V"
    "ZfBja9ildRy0RyV8jRL9Fz2xmO882YbyYn20K6C5ck/5VMPzMQ0Y+m7TkIzhySynvHq8a9OlvSRiDbNzcZLHzZzDmtSurNknWCmP"
    "MimbVLPZwK6459P9Cjkuo5BRn3HAx/23t2Ufi8uQ2B07XDp7tdMW62br8Ct9wtCzDwk1bAqe7CroiFqewzR1/DL2MrhsR+4oJ1e1"
    "vJw4KIt8VrydWAfqQBkmhpT2HOXK1qeaMpxmFtTOyklyEFf/Lti0Uqx1HWLoVlLVLNJDlFf8hyz0/Y2TsYfNYdvnXoMdpJass4ux"
    "VsfijBrWyI5yupR7TN84pH2ztx6nnYrT27Eu0TA751zBasch0hnv/Fa/lOOkr+4b3IR4dSmsYAHjrW+xJ/f76pNNO+9PhuwUO4cS"
    "lOo6WgHrqiknK3GuVzbnsz6lPPyFtZkqZksMHXYZ5M8mx9dCQsqh0a6R15rBWFvACk9CDw9s5rkBa1FB7q1pzfY0unz1weL0VZId"
    "KQ4LM0b0jC85Ix+jva5iP2zG29sTJOn5VjLqOLFt4m49vu81Ihs0eKy/tM8otMHzWJ7u0KzWiHJkUZZ3sxed8b1tf3zXd+u8cJA8"
    "roe3uif8TC/R2eFYPZqVPYVdOZ+8BSFtcsrPjjU2swZVerzEmat0Mhr6Kpq7mzXERhN6ZWGTHcuVDQ89XuJOotmu8rRGv7WfTpZ6"
    "2lMXjSY8SkqCtYcogogw7ftAWgvon2yCTBtSeBXWtZS4GwnWmfPEoVqeILvKcsbR1ezwz6eXXcZd3IsTGXeIdab/m1evIQ+a1c0f"
    "g7bsAB/3I/gJ81S2GqeT4P/er6/okvAeeY69Ygvh//YTx/Vo8wulvh4ynVWKuuz0wFmIJifKszLJ9E6LCbDhY3BupuuD0FBj4Uce"
    "r5Y/bPT5vXw/X7c1EUXizHIl4B/aN5g/OFqqfY6+CKuxAr53S9aQ6rKZrlGyncyjrFRxJmhPnDPXT7mcWbkwu2d3c8eukb9Ic8hj"
    "DXyKS3iFpMdVs98+TW44k9pp0CP/8LWhe4kiYSgbhrtSTfthiPeL4f8V6mGIgB6F/lhH32Y+vuMT/Rx/fx2rMjZvtV4Ar3uRDMZd"
    "vwgNnAxP1IvIy1an7tvXM8ffXe6WKmY0zTc9lSe2Py2E4cSU81wauto66I3BcolswonfpO9iFXuJy1zXsl7v8CrjtJY98cpFYtNo"
    "9Xq07CW/wVKthSYs1R/w/qHwCq26Zq/MxCtFkORKcqQ7T/AIcgYkPE50nB3UabJEV/LEpcn8Xqtf4ln258Rxue9odhMOho7xV/g0"
    "3WUAbZ+rb0T5x1DfYt7oRcTYZ+vpep+aLF2qcVkK/V3N3LbzhebhDut9jqxeP/G8Eq578F2Pg1fPCWHr5O8UFGiJx7n8TWdTX2+E"
    "bSyDDbwcO+HO5jK9R0rY1zUBn3xDnkHEfyhWdRF06xJ9tpnpwjRjqgxtaAuihLjO5d1lBM5VRnu2WBMeITvmleMKt4c36JTMabCU"
    "w2U07KqxKb8NCT9NzAfogUgrkc3huC7K/T1uvOXLDqDv6rBza7HbbbEuC/U+uVj2FYcTauivc3UAOYxjnLyKkD2jedaQvnst8VaP"
    "xvfX6s7yIp5yMlbN6sO7y38XXbI5VvciaN+XdA19r2/1SXEIp8dIbuYmq6UNg2axOfLp0FSnB/VkvW0pX+k4aExjt5pDPFTrCpgB"
    "azTZTwjGuRKudjgI31/pdbOtTqHPNImcRu6YUDuGSWkRNCBufBjydY10CBqhw56Bj93oay4p3088VELPBPdnsPqPFMNxW6k3IWL9"
    "Dp5XT3z/Bk7kpInQF7JPOeX5oWM+ll+j++NUjEf8egmucJ120ME6Lcj381RpMkAIq0AOV3UZdYitQVepoIXrQ9tn/ZQJZrnNG9ry"
    "lT6SYM/PeOgCw7e1qTHTk5voJ9WSTbUdkU9sqs8sbh30Y+5MVu7vaf6uHXfC//zMn/me3K+k/PRhoceRGyjKbps9iMFk67YDMZ3r"
    "dDfiTu/GJ851B//b8/zf7u2/+zy57zpJX8m6fasobf2JBRvXU6Dz+8GTb+Utn+vFXOjPzv78Tpsgr8IuOeY+mxedqORdZ+7nJtkW"
    "3l9MnyCb3/ZEyd2N3tl0suKNFGOOHA+Nf5G8A0/lC9kQLAu/Dx821rPg+7A2zD3Lk/uVU+CNdoQOr9c7oAewLvDXfjKcPL1Q3oZd"
    "uRV2cwA05ySZqzMh1TtLW560BtoHJb6g6tWcq7bTnU+G2wiXtJ5dA4dIrBn91kFKWV+oh29ikzlHEy2mJ157Bt/eVTrK+7I3vrV1"
    "8KtY53l+eAGskyEqt4NeNhbgMfA9KhkLF+Cfo2UPOZGdRPuRg7MQv5vJ87MeNn97xkYxPy8TTTGGGnpG1oirW311dI0Owren6PM3"
    "+omA0E++brVFh/4fTwg15WaJ6kUTshmBq5nBtEh0gLhZWGOqbWSk+x5Xaz67LA1P7DLdOc/qgDP0SS1hxSxJpCrLKoxmJBF5yU3v"
    "Ik9y/dmSC6iBczH1tIa/YjeL6dVVeBSP0Ge4DvZ3meF6WK11FZGlX9GbApuFNHbLNrAuhoM3B5/rzz76JFlEGvAstbASQ+RNPF8X"
    "PNG58P52lrFymz4KzeGQP/uxIhVjtqIXM6+xLfqpozphyvcf5PrMn2Fod3Nhlv1egec2hM6zg1rEETNg06zz9nmdAu/0cf3cOhP0"
    "WngTZzCudVYn41FL9uW0eC2jm/+UCYuhXg3WBt/oDbjyPB2irXVM2FHe0AuCEsQQU3ktN4PrrlzOyvXuzKuEGtVIo9q95SH2FYcO"
    "lma9znWgWB3qTFnv+zZc1th1YdWyL2I/H2GGPgeeZFYIeym1XNM4a0gxdt6V6xh8apKs8R5qirguhVzBNeTJzOXh3yqdmUUIGQWV"
    "6TfYn3oykzZwLrBKY2KThVaLMs+tjKwMMWZFS/ku17m5QOfKOs8hmIamVH9q00SUSDfDGp4bC36lZ2ixyf254vxgy8/+oF8wdkuz"
    "c62Guc9Qv+C8pfVqf0x2jlJ2qKSI6FPnq5qWZTRZsr6fdZwUSXLy3OWGM5zhdMxrzj7klpDD4a9WqHWO9BGHPWdnfT1zQF2yKG8O"
    "fzz6Y1PeVfDuKhl5FNC/r+IeFeJM1rHC2DqwXsrZrGjPwjcdItd7Vt067nk1c50LmG2sZN+1kw7rG6yBTBX6jvkReJLvWdcssz5H"
    "TqQZ6sN+sB2f6znyT2j5sZDMR4Ou0CW34x0rPMP6CdDbPWDnjpQdxVCm1+n1+qBMtzsJDM/3azxFoT6nn+I7+5ALOPoTocuHlDbX"
    "s1PvvX8n44P8StzaRP8+6zNk4xHx1OB5dsI6DZLP9ED5GZ7aIHmrmbz/AHlQ74LOm6rnyVQZKI/h/I+U5dod9304p2LKyZthaKIX"
    "Q+st1m7yZyaQDB0hEENMM64L8yHfRpRuuDP2fN9xJt31TplE7o11f5h43WV6FO7N8IgaOLtkyI2PygLs7KnyO34+Qm6ERT1OWovF"
    "+l9zf9dRPk6GlTdNfwLzoOWU33bsAgn91L4x6NlvJ+lD2J0qvVLGQW4Q/8hK3Qu+wM/ktG9F1LUYuRli+rQUkKOiZd7b8LZi+r4+"
    "gZ03xLd1kJLV+Jub46zAuqd8zDsM3+o6r/sjlm6gp1NJefyXHInIeqaeEvSTB8KVOj84HpFdT6zQvtJB3gnHkiGimojYGeZ4lIzS"
    "jo06wn8wudlLjH+tI+sbCVbgKhBV1CLGthxKR3qvK9V1/SU90oabm9+OWGG7QJa/wh3uBM/iNVa1t0HsvVSqfC6qB1EcarwOjiqf"
    "a8hkb37eUax3NjDTdBWe6WN9U+6C7BhqtXHxZvR1aJ32Yllu10eW4WzCRhWfwxwiBd5329PH7WYF1pITK9crO8npug3ixuEyDHFZ"
    "X/nWpmr1b2LTBschmn5Hl1rfcmCdyn1kHizQbGOTENPAE1kJSOMaxdjpZeywyJVxDnEqFvJJbT8neF6taniKWyFObCf3wG4cg3P3"
    "d3zfakSaZXoAebcuY3+J5TtKWFdzfYfGHJckFlul197l8AVrOfmV62SVwY6GzHqYvhjBKvlWOI/74oyNx3X6YufPkb7wEneWfOy3"
    "TWnkzlMYNurNuOdS6O4452x3lKPwud/1Hv09HCcLWrTHd10e3if9dKO8FraUf+IpPoN8bFRXa32QWnM7/rea/KTlTbyWzV2mKb9m"
    "5iclNem1mOEcPSYV7Aet1e9xj1Yr2E6az9DmRrZKZHVoA7NL+/hvTsOXPJb9NSU4CcdgX37HvhgPyAF43ndwxl+gZz6Zte7fcELy"
    "yWA2Ep+f5ytyoefvoycR3hquwbPfo0/hnHymp7a4RrtpG3iGSezAgZxsdFw3cfrfdtaNv8R4zix725WeQj3ZEzZmed9Um05Pb8ss"
    "1A7ECUizz9/NW7YnKr7zgV0FZ1vWXw8S15lhOCaO+3VbemcuLtlfDAGurxjy0feahJTMYO/NMnh61nNQSCxc66ys1C/1EshEJeTo"
    "PKxVmK1bbs7HT/OsbX+MGVfPOb0Gz8qR0DdYHbHuIcNTLeAsf5o2LkaejgxkZqSs5d2Lt8IZP8WeJM+H+q71CB+3kZHpJrJ+G7fA"
    "Wv5bS78+zsx2Uwvn4hf3p7/H1Mt4pjeLRwpwV6XN7M+3iNtOC96FZpyoI2G97oA+GYnY9T3JjblYT47Vrz0/Xj/pTp6NRkQvK+hP"
    "5mtvRHv9ZCnnxarlZezHCs96VAF7sBek9QF2ZP0C37l4CxYQY28Q79NaN+uV4mShCDK+lnNAcf1j9I6Woh7/0nxN6y25UBxW4hzs"
    "fk/pIg4zM02egTRnz+NYn2LNjbufRoyeopfYVRzOcjHOpk3E/6LzxXBlzeuowd/nMp+/kvKyl9SSfWg+vKH1WIsK6I5aMh+Z9B5A"
    "biNDRbeug2n4xAGw4hs481qO76vAdTaw9leKM5M7L5Y7y1ZMLzCkP5Aknn85PATriRomp/L5I5x5u8cFPhJ0LFEOMTVFpAKXUfkJ"
    "sd4X+P0I+UJ/hI9yO07UpbBEn6l1G8QQ/cX9xLL62rGhi90DT+0kuVXnhh/qbFzpaLlD3pTnoZ3eIRp6hrvkOCgLuUufwTs7RD6B"
    "NVkMqZyO2LNEp6hl7JU4Ous5cRBnBdz8hBukgDVy22c3zbRJjRPiIqKcGB9VPqvXxjRkNaA6zsJt9PHTmeK6zpf7iSGTot90ITkO"
    "e0LSpiGiyYfdzJNJsIW5fb4/gyOT+5UP8f8KomUbSlYXciAkoQlawh4cjHM8kfZgquYFC/HEvfHbl/D/ruRpcBmqoWT7qmKkWKL3"
    "Een2cGarXgy+xu8n4zdT1GEjur7b+z0TzzJ2O0WMmtbLebMkmMEwy2zV9i/8vGZSb2TvbHv4Ko3sgUl61s0E8wxWu5lJdMUSdskn"
    "6ZeZPU5Jgtwh83AyWhAjTbPscCGxKq0mdVqwFD7GeuzhUnivazmB8RTxLM3Gbyehtw+pbDfyRr01+IVTt88YsyTZVk+H5zDfZq7x"
    "ie2opRv9lINmWT86+rkRNyfRzU8YTNEP8PSPY9e74SScDwkfFnSRGXKwGp9XqUbayU7XUYy2Y8T3r8bn8imHBYguR8kgWUTmuY9w"
    "gnYQ4wKqIyPZIzIHuqfAy11H70/EWamoY0Qqvs9ss/bd2etf88hKcDXrOm8lFofbLMK5MkAWyKV41xWw9wuxl93F7PzLlADj8dkE"
    "nV7HZ3a1rCI/MxdNxahnfSjn6+sQV03G6p0LCewPH/dL1h/uhfX8RQ6Dh/ktvv0o+V5bBdbFcZa8C0u7Wo+Af/kveR8/bSevywfQ"
    "OW9Ddq+Rm/F9k6iXhFN4rp95LHOOf5HlXv9ugOw/oveJw1N/gfc3Ulw+qJH6KUlcUocalWIM8pM69ESbKb9BDJd0Otl3Q3z3y/BW"
    "rdo9Ch7z2/CJzyTGYlINIWwt5znryRd/Q97fodcWUSOvwFkfj393k8/VfGE3h54iJkoyy7zSQF0dYxUvQc4Nk8VpRC3qSezeQs9T"
    "ZLxvxgNXSt/wGNlaPsIr/xbLTXyFb+oU3MNJmWN950rUBxmyizhEfDieJ6i1XErcs3VkAmuglNVBA9kk/mQx+9ZOLBpajL/3gOYo"
    "9Oc2hieJ0VMzJH/TPHlNkOTtG7eRpjNorrvJcuyBxxE0L/4MWc3siTs/lq0Y2gQD0Gx3t+w17BNjEY3fjVhiCM5uT3iMa6CHN0C7"
    "fqW5OdVzdxnsSsTFCvgrfaSQM8WGHzSTn8mlRxM4ebsSaXBXnK8Z7IY0hPcpOgaeR1P/KSQLYEjJL8eJMo7kFeRQNp/xS5nF/vvF"
    "8JISfoUGSNTT5vqGHEdwEu9NMKs8jXOoa/CJWk5ppuh3D2F/0w58Pqu6F1Hn7ohdiWahCn0fXbVn7Q1ZUdmGSJn2PfPIpfs6YqxR"
    "Ok6u147BuTh5U7OzJ1FHuxK90DCS1/Kkd4aWbmBHr1XSFiO6T9CHsvcYk619bpC0poaMU9ot41hLm2u1r67MmGU04q7K+AmjkD21"
    "5bi7FZwwrIXNmgU/qI6e6peIL2bIv4n1uxSny7DlTHfN1C+o7QZ4xEonhwnPwGBM99XMWB0pS3QMdr2eWRPLdyzVErFZknk471Pw"
    "HAX6KK72Dc75ZPz/l7z+Mlo+0Vdx0p/AHkzQN/RqjdAeT+AUpOvaLfKTOkqLNN0/U1zPwnOOgtYsJs5xEbS2zdlu0DL4cKNwN7Nx"
    "jhupz20FKtRhCA/hZFvuKGcgs4xpemtJ7niGszYNrLW4PvQUJwes02gNET7/TO6plhqhGtKZosYcKg4Vug6r+AF+nozf7SuFnEax"
    "LNRp8CIegl4cj2f9kviRU7CKLwXXaYUM8IxrJ8kyvPtyOYlda2uhEdezLyrtWVZj7Fm5X+LM38TwbEl1Pb9HMb6rZh9+gnfsNIX1"
    "fCZ9JHS6zNTmcMMTfsYvQasZsVUeyVmtuM9Fm1z3Zyd6Eb10w4Pvjru2yZtHdHvpDAmcon2DIzkrbnGuTVEU6i2MWKz7IQXdX0sE"
    "2EkyWBaE9+gH8rN19cuf8d/qucdlzIOdj9WOeTa5HaWlhPrHtaWjJWzCSuvqi87b3esP6z2Wt1oH/+BLaKtD6PPPhMQvhEX5SObp"
    "p8HHxMLaxCzfWlzHOuOmUTrLdCePtpDxHq9DcbwIJ/UXvLeTLNZX8Pu3EENfjetvLSnO7G/k2sbJh9CX2MA2S1KOs/Mhs4APQQMM"
    "EOtVuj4wPdJa1Nc8IhZ3648s9qy2W8tmlJ2Mul6zlbDkxiD8IiTtW2ju8fj9gcFv5GnMhX1WTG7GBna7rmSfVFLnsr9qHa5lyDMf"
    "w0ot06XEf/0BftFcnMjB8FqMrdTutoqTWL04We94Nx1qRQI65gnKaYyxSQLPd5RcDF3ZBqd9BWsqc+k7Os9p1+zMalRjK8D6z8e7"
    "OsO7OT4oZj3zd9yRY+hxdYwJxKgewwqQTXltYP/kdr7HLY37SsAjTHKG1uGouIxIL+5hV0k0iyV6BeSkP/v9N8AjqMcqLMOa7CdR"
    "b3uCV7xSYtkosSibn3dc9uEWMyqh7ydX+E/xbM9O5g+mpw0L1/7sKX+TOvZtleFMtpEN9N9KoIlyR67VjN8TRGczfOjh8rQY4uQy"
    "7MhW+GmofIw7W6bjZR9Zp23YR9vcaUxgB2xHfmL+5CHvqZU04dGxrLDD5G3NHs9OnD0cJsNwT3MpZ2nOsFUy43MAvSnnN6Q8Lpib"
    "+2gtJewzuI1YCJVE1l/WDGNp7ldSHisrqob1EbdW0NmhZRSL9Gx9Tl+T4cF9OOPH6tKgwEfzB/lZ7HKcG5dROkQMgSofe5YiA/gv"
    "rAVadujwLSrbLbdgmQnEMaFEKGJtcS8BTn7E7xbzHor9OQO7Ye8bLccTWSXJDs5v6LfMgN+3FjpnE/a2jBmIDTjdcd8/dKZMhI2+"
    "Haf1aXhr66F7lsl3WMG38ZtanIsafMp83jWsb7WFF1eEnw1BYox+zGnkSXh/gS6W52HFLDbtiNO/GDHLAYYBCimbr9fj/FnNc6Sv"
    "rMY8OperKVT4mfaUjybd1NhJ7LBcqyPoT1exT8zqyRV41ouliFrDmDwKzE/BN/4IPW0scjM8r3S9n/p6RRYzMiyjB5mPT53vveQK"
    "fmuaWENOC4Z/iAFhcwu1TV5p5U/ZJnaOVrMrsgarshxXHAIrbbnwnfDvy7IvTl8Z1sSyoMXQRYtYm6rnvRcjLp+kW7OfvAYaPe37"
    "DdLsZm/0/ZeNeh18nk2s4SSJUdcAj8Gepwie56PsTyzWceQX24PzQHFiOfeRa3QE/naIfAYN+I4O0Dflw2AkLHE/WUy98xj0nJ24"
    "T3GHN+tKWco8bltEmg9JLNuxMYtavisn62OezV49grlVSLYP7pd3w+cQod+I652r08LL5BXpL080g9jWSzJeY6VUs9xkjaw25cLr"
    "3ISzNBPPdV0wEatciafpKL0RyXQVw1HchO+2nMciY/GR6+VpyOVT9NcjJnuRw7hr7skuxBn4Brtgc+N30jffoD9rHU5ChA/t7E/E"
    "UF/F+m0M7yukFVpC2+tQKffmnN5caPVD4GvfzXphL+mKnXlBk54neLDvdXd4dKbz95PQdwYmOf+Y9ngM9YiOukhvsVx5N0h+K/kE"
    "XnZvWQUrb9zGC3QNztLBiMHy9QN9Fv7CbP0HNFw9+5wzzKdGPQWXscd8I35TijNcpQ/CDpgE3gGdvZb45suJI7edFOD+t2aW9gC5"
    "QSxDfJJcJWuJEWT5mvvwdD/AYlsn/WZ0lplNMvaX6NC8Ov0c17pKloa3hhdifT+SM4KY9zE2aFNJ2N1HtblQ60Ji2XQnjmFcXdxT"
    "xW6zSrWOuPXU2bWwS20YlSaJ7hlybj3CzFZOlaU5b3SQj+vbZCcQ1niEyiHcB+WuLPUoJWn23v3MHgXX1VTGuLvcs+n2lFLO9YSe"
    "rTRBDy3F6WKHiGLcCjXc+bjeKr2JZV7nLUrcz6W4rsX7YPeKw33lNmjfI8JT9Exo7IagSB4IzHNszxk3m2C+Bd/5FmzvnWIzgasp"
    "O8Xw1lfTn4zDg6hhRqqUmYIEOz9q9BOxPEuxLmCONepYixFNxq36cDlRlkIDWA3F4vqjoGOSjDWt+/JCaWRMHdeLICvbSYK53DLY"
    "r1OJ2lZK62ssgYaJ6Vi7dpd75A3vlzyrxiT6D8ZaDeo8OXvXU2IsT7XEeN1OIiz1Mn7GNNp5nBm1eUDDzPwMJ6AasvUr60ntYOns"
    "HKxk7n2kHAzptc6OnszJLYAOma734g6mIfY4QF+XvpD36vA22SXIjSmUG31gfzErXcgevALKhWOZtVmXT7D6P8NKGjKacVathWbY"
    "Wt6QjKpuqffa+J/bygd6C95fBLu/VjfImYjUd8U5mvinsNOt+ra91PmqTSaLqmNPMQZ3+QWrwSlc3TKJ4+VZdgvnuppZpnGcl6qj"
    "l7ZenQ+R34xnV8fOftNspzGed31sVn3pTAaBGPtcqvHfWbjGVDVG4c/0KsRLG7Hi0/VKeJIjcCcZRDBPBavh9aWJNVaDk5tibLsL"
    "ud8bOF+Y9njE53JiZgw9t+YQuHOxnDq8LpsxiON+qvCNVbCRP+scUe9VJnXzk7ahZxBnjT3J3p+9IZU9JUmNVAIp+Eb2l/Nkjd6P"
    "WOJv+nf2hLSTQfBEq1hdsRzWWtiEKax8rYaU7IN9L9WjxWboWsGPGkruia/1BdzbQuIXWjdUJ1mvV4shzlTj8/nsqq/QveVR+RH3"
    "YxUUY0M9SQyfQrN9fSu8vXMycSp7pG1iohLXKyQHnkNHzBWF/plX0uzpTpIxy+Glus4xQ+A7TSIOuhgZ1epoBcu4k1vONyktoUN0"
    "NXTJGmIpF7JTN2R1+3/jEXBnbKsmMprSHRBl3gOvdX8Zp930Jfl3+KycJb2CtvJnOuf/f00p/LlXcuuQXM/j2IdS6rogHWJiO3G4"
    "y0VZHz1B3XcK3r8QOrnRd5RnGLevRkyYJp/7VMT2b8u/cZ4atFBegWSeir28Sy9l7TjXHGXu+nbuz+TWSKvpCZj89/B4Bs6vF593"
    "N8ZW1++X4uRLyH7MTeygqIIfNd/3hC3TX8XY0owHsb+4adpSeE+GGFOK09RF9ggGQHNb9mMp7tL8v2VYsYmekyFCjNubEU8bcTMg"
    "A8maGnUIR3fmYo92We3TdB0y8P+t49D9ppTX3cBPWlbbuHUtq2x6pgr/vCoN7PyOc47WoXnF/RxVGndtq3cCfHXrVcsTQ2exakw9"
    "/Oh1rIufzvxcPfPchpTsshslWNtzxaFuVDN/5KK3/kRKMy7lJDsRbK7O2Lc2Zr3b1pLxcab7u+F3VcEbLmBPgdV9TDJ3Q/x4hfzA"
    "jP4tkNd+0guRkVmSS/QsqfPMjW2hLQdDWjYhzjNf9cdmGQobPKpPqM+w62i5n/PehFj3RPlNjEH4dGjcQbJQxkP3T5ChRPFMso+u"
    "TJ+Hlt9E7yauv2U9g50kbJJhSnksvHr2qjVAWyXI1fwxZOFfkpubaCtxE2I2BTpHrX9zNDS9ebbLmM8/kXaiwXuxO4ljl9mMUqhZ"
    "7HrN+swx/tSjSVXJEO9/wx10koU6Gavytvyuf8GzTtJjpJ4RTbHnOjwD9thN6uRDok6VUo/HvxJx49WIm8rJTWO40J95XmRXqU3r"
    "JVlMgf/Zpe+YxsfBy6nHuvQQwyxeAw1iKDDfExWhiv3CSTJVHCbf+iceKLljQLON0ymhQxH9nCLP8zPGeJiCZLg12ciZrhJfzThX"
    "Mj6GG+D55NwEeT3R8ar0GlzHGIv2E4cL0lpitNYB7tOwR7+TL7FeNlFQDI9kJ2mO+SzjO0JaS2MWK6KRDA5PQmNtDbt8J1bgBvjR"
    "P9r8q7STWvZq2zSTRV7PIZqwPPpqnu9ccl2EKKyE2PeGm7KavQfrmRWYht2agBjZenvMl54SVDNWyiejT3dWqneWYsbSMWZrLTNe"
    "i72tJ7bkbFZckrhX64bayIxyAnJniIhFiOUa2cNRhpM0F6+uZV5gGO59A+u4boJik0Y6TD0ii5OH6+VA7HJH+ER5chfe8bKOwwrE"
    "pYNY5O6qYvXYjVYyEDFfA3GCk5QxJS6Bq405lF+LWD8jslOSMZDrQ7O68xlyVGiYDDPkE22EnI3Tm8ND5Tgph62v0ddxto6nHh4h"
    "9tQJftIqBX2whqt9pGe5onXUmw8zw9Mni0O4uVPTdNoUaPoIl/Foceyvod5EqxLxq9f4WDf0SIgj4YWk/eqks5ORVs0eBNkq4t2s"
    "9ZmHo8SyOKGfN9jD56YcrkMjcZqrPG7FANZQGnhCBrGTKtcrIZ5MaUcHw68a5Lu76okpezMx5R3yRaPvCrJIcheP99OU8zztsc1y"
    "4Ssr61MjfW029Hw29pkHcL0i+C0HY4/v0dGSDws6X6/GzlsMGXo0gTRiohqP+NTcvaX0ZuZrpyI2/BH2426cr3rZRc7Ksn65HJOt"
    "+Rr87WqiFL2thoK0kgygbXE346GjLpFHmF0Oeb04sdOqeCdlePcOwVMyWn/QDxBvXSijQ0M8fxe/nyGT8dOVcpSMxRoswLk+FXJb"
    "gCveLA/ICs82bD3R05jt3QHWK9WkXh+dk9aSR23ZVdza1rK3wXEN2CztAbTRrs7tehaPIN5cjCyq6vsMu3hLsCvx32weI6pnvUOZ"
    "OY/fVYr/x9hFm4L/dxyRxhs4UW8Iq8vxPZ05S7zCM2tYb/ta7M1TwS84Ny2CPXEmftF7ofXydai+qJc2k7PL/colMp/s5VGdI0LX"
    "yTTD8vOw3r9FrjzM6pk/wxn0Z16xzrSzifgQshcrwzjSKvf/3e9xTPbzPDfizsFU/HcJ58KuEcd6bdJwOfepgDp5IeLYInaA5UHS"
    "X4eWn4m/W6e4zfk2woLfyt6xbxBDfSpWF+sKmW0BfTRPL4QUtAiOIj7t3dizTkSxtLvYaYspu8Dz1O3HvvCP2OtSq2bfPyTv93J4"
    "x4PlADGelys91/0z+G8PeQ33YlXQ1ThvpXo3vM15+jZ8r5/zoq6nauK32d62YJ/nwfS43T7v4PVliPu1VZoLyT4fV7YJq/twAndB"
    "LD5CDpfbyMOX9jrnKIm402PMK+VCMMnHuT5aPmCO1ronDpHZxDg9WJbSC7LqRDn5lSwzFYdWmKQXB9dJWThFe2I979dheXP0Gn04"
    "/FyegF5rz+jIZX0T+gn1ZHtYtVLoNIs59qAPvh/zLKs4QWJP98eTjwfKO1k+zCTR5KwT5GEitacQhw2jl50k406GHtsC6nORiPVy"
    "k4+xT4W+b/GHvREdOIHbUsIs3puzNPuIZcQGSRv/PDXUBi/yedqSbTIX+udW0sBcufWQlOLM9oXfuBq6sTnePpcVcN18lsd/gjYz"
    "n0h6P0DHzqB3cpmMlUOxPw/C+l6WrZdEEpphhtMm+4T8T7sSibkFI92ErzTk5uWpZwTbqEshy2XMo1p2qBjXeUR+47dP1VrOCPWW"
    "k6HHD5OfmMVVxA7ODz9ZXHSdpP2ToI68NEU6B1rDosg17EJK6gf0Fl0+5GvPdGCndCzOU5kOEesDPk+m6e/6AnTNSXIT8zXzyRLb"
    "Bne3t/wd3vQafLaTRP5BlPsIvRXQZnB1P5aA2HtryCm0s4yUjYz3ZulJwRhE68sQw3+Nu16sH+PnEyCF8yBrvViFUs4hzkZcfgD2"
    "wbAkTkGkPJT54wY+e7l2I59gvebm221Br7yBOqaHuEx9R84gjIK/ux47eKbchfWdCYvzI/b/HBnAedFl+lexzKIxGX6uhljwNlb0"
    "JXi903FPr+jXOMf/kutxL1fINKJAuajGVsRxxZ7iuf3ewN7uy9mkpO85sC7cN3nnUV9ABX9SInUZmtSv8NDbwrMsgpy8AL9lA9b/"
    "E1kso7In2OxBS4+h2MV/exvpjViogp0FMXrxnamnllM6hsk7sgFRt/nwhnO0GlKQ4oxoktgrtkKf03dKE7/Gdf8lPPOVTTSaH39s"
    "Ns/ZNOfcmplh8ygHQMOvgD9W67mtzNNc6ZHCA2Kdb6l3dhRXFe8q34pxGc2mh7BBDWdrJmLyQm0ZOOx347P6CznZckcstfAlFvt8"
    "YdQ99DdJe02TZlzpsiMpz+riGOi7MJdhGX3DaRzNrtmPmvmeavZaZnymw3Xw7E5W2V6cKy5nBmwFbM8AzrIktKoJstJYvS/bgbmB"
    "c+LWPVpFLoqjxE7LCDldftGTYFPL/WfsFHeDxXNWMk6GvmrGDsuZDUkiHmikrh/o8yEZ5ghcz7Kz8z8SgzLOzPf2jHDWQmY2epSP"
    "fHzrGdBg8xhHptj9ZVgav+nt0oesyPWMEoxHrz+i7PvlBhkfvieTwzOD7nJMcHN4mk4P75GDgiRORxVrw796qd8X152oBVvgGHTI"
    "WvwYtVuuz+Su3OWu+uZ+JUbb5mxmGWvSKcYuQxj1WL1rW3oAbi61hv89klo+wZm6i4ig04iV+VpnYEc2ZTkXI7zU3ZhDuVHfkHH0"
    "vC7QfxKLvY/cqzsGnaWCuH5x8rn8QwxfsR98prfY/bWzz9VtjgFdRPi7x+g37qKBWKdPqAM3EFV7NvsvV7CT087qBTh7V3uJVW3K"
    "f7qt5ziwTvNQo2vbnz5Zm2zM6TFaqKTvlDD8wb6y2fJFa7+TqJ/UrOMEqnUXDBTL3qY4kfCLRl1BIlHvcVvPpZxi56XZ39HyK9ci"
    "T/aEdi3KdjFCb8p0VgOtO/ULdkxbB5eL+uPQz1WQ15DnxlmmvuKw2BzKvuEQDsRvbpQqPvMsz8VrOKgrmIHN9Ypx2DhewVLyzZbQ"
    "Ys3Vl5pIU9POGXvK4fqI/gTrNDwcqe/kzdV39QtZAVnZlats1ZyTfeY7ZI5TGRuXepT8g6SA8951uj98p/7sp6mhZqrXv4tjcbRs"
    "aBWxzhzOg7M26xg1HiPdpJYMHEp/J0Kusu4b622uzDK1lNJurNLTONlk/uVcXPtWMrTvqa/IJfj9kGAKOyaflo8YEZ4LiV+HU+G4"
    "nXJ1bDv8lyQsZsj8ZA2lp4+kshX89t63bop6XqgOY8/+GSUuCq3m/jp/+ghK7CbKWYRllGRWu5Ya1bJ4IyVJjq5d5CJ9D3twKDMO"
    "E+Ed/orzNF9/hSbNnZn7787ynC7vE/ugkSzlH8lCz7jUDj9dJA4rrJJ9Em3EcX0d4rM4mWw1dbNHnLtbKzeSZ+57Wwnv0s2TthLT"
    "FaVEgHAI9rk+EyeuyALiBqykRzCNkhNnZ5OhrbsO54X8ybraljF75joLrYfsEDJYrKE3WMMY5HYp4gptov1ahGuezQ67DvI8vaQq"
    "/ruCVUnLAFunUTf2RGVYE0/4SbbJ+J61sBKzmHdeBvtUglPXWxbxzDVAYi1PdDYt2Dp9HWt/jBSzy+RCcWerXB36p2GKzSES+XPc"
    "PTuv2+CevoUv1rGZyt0MNQSG3jIF9vtbvRUW5iDcSRlOf7WfD1aPP2ke2yHMOaXIvbQyiy/awFhFNf1fnior8B2lNfA0TZevYtRW"
    "QVzO9U1yae0QP0e5tAvkB+rZJH2wTcQarCFv+Rqc65PkVXgqc+AB3yifIkJRuUKe0dwVta0Dw3MswNm8Ur7EPg+BHvkdV7DpivNY"
    "z7c+VeuvOt8jNq7Sy+BN2zzzP+Ftj4VWmgTZu0qfDQb4/F5LH03GifcUMtu8Qu/wlZJW4rrfQ+bgKog7bvY2wbxFPfVSmS7Cbzp6"
    "BCu3P65LqpwdGGdCG/9djJ3rYlxlL3kV3n8jLPYEP/lqevVJWUl8APV5+DCbr1yLtbEVsB0dp1syPkVr05b5twP1E9ldR0AqusoV"
    "kNUXpbMeE9wn98nOxDqo0oeklihpu+LvizihvrOkPMePY4rsJg5Ro5G5obhGnDIJ9i2Y992S/IOroZfOw9UWGZszszp1Oo3RaD39"
    "4G2IpbAEcv0unmrVn6rttmctxXVF74QY3KbopkMv9PHf9zVRjvLhXXaSWnboFOlQROwJ7qF1DBtnpVUR/iU3yeuymp2L7sQ3sspY"
    "T0zr5rBeH8FuXYKzlmFcE7Jeal3Zn8qS8Nvwh/BZLQutnnqDtocndlreo3kCj7oyW0Uo99gk9re/SpGfU6hgRF9F69OK9fD1xNp2"
    "E4VPMbdfy3NsU0tXwp+phW66DnquhvamAJ5JDeIm698xpI2/Q0MtRTRm/vZ0/M71oFfD36ln3i3N3tJyrOjr0DCDsG6L5Qzs4Rqd"
    "gM+cK897FuWtqJ+vEtdhlSD+yyNBK7GeJctsWSZgHvyk+yDRbzSTH63ymRjHSeGmiUp0T/ac5Hol95RC7s9sxYjXkMhbiE3kFDIK"
    "rYXdn8Ncn3lfk2C3T5GfsFa366XGNRxej+hvUfBZ+F64UmeHT4c1ed+EFwfGFvOOHkg7bh7N3lJOj89wFUuhaUwL57MzzfGw/Iwo"
    "ME78pDQnvxw2kk2vmyfVRv6Fe88wI3qC2OTdRrJ12Zn7SHrKs/IaPOR/69NaEubrEzpS6/H3ZxBtPQ2prYI8DCD2xn2yPc7E+1v0"
    "gqo27QUdJeavbkVGpC9xhwfLQPkJMV8eEerKWZMMfd+msRK5jP5a5mYd4lU5PfMUvssyc/0985dbadNkASPvOp/zsRlSq9S6jucq"
    "rkCuq91LXpBX9Gp89855jxr6A6fAdghC3ymdINNhA+dGS/CZAu+JtPKyVe/xha1r0UUdLiO4a5NKcaOPR/6ohuy64R03oJuZ6MJ1"
    "GSERZ5ubR1jCT5zMiK3Ed73bv4czv2PZhCXkpXcWQsmjFfmPlZxIDYkYZlfsJ6FGDBRbWrLtsj/VkDV8Br5rH86Tbi/GENsXXubB"
    "stx3cFbys6V8khMkYl4rxHvnUw6O4B1cjP9+x7rmhfIQbNN6xFsPwSr+m51L74hVX1aSxWFbma0ztXXwBbT2LvKcjpZMttoX3enm"
    "M50r2s0nunKjx9S0aMls2OtEdqtgL2eKXpn1zhmeW4I9agWMv1OeHc66nLuRD7i7fIF9OYnM14bDFmNvVblurhdurpV08rgXuV9Z"
    "iv3KE6udPQ1PbZgcxDUeC8u0kitqaGGroTNMomepMaeXNMGzi3v0a2UfblrXBoMgr9N1eLBKb8LK3QYNcrY+Q2zjRs14hEqHHG8n"
    "Y4wsbQYHcDeP2BZqhLSWIdp3J5zwGUSgtfPZX2rYc/oL5P0ByZ3vPV6+htZfo29CD3WRb3U8VnKMDgxWU27jnEBxeeMu3pNJYNcf"
    "ghSPlA16TN5b2kf/Ba3xlJ4hAyR3LaeBaKYxHSyn430Nvv/V0B4Mg6KYSBoVOAvWpf2y7ANd9DVZHuqZvb9VzMZtw86XhUQhiro9"
    "1KNKqT/JuZEIz5DR8CHexJ49qWOD4bonZPoW/SF4CRI+AzpzPnsoLpFvOPHZHr67TYYd5zFhyrDPxcxmXAsJ3ZFdEU56LpW0X90M"
    "a8ENzB8sgeWzuHk1PKNN+iLk0njXjvO5Cjft73K/SZ72tDaNVttlMyQO578dOaEMMWQI+WWKoQ0bmS1PMmsbw99vF8e/O6CZuDFJ"
    "frGrfDS3E7XWYs+bFvqcbT+p9aeiws8juEmVWvqQGUaNxkhwqKSzGZfLmYFyGvMNPOtPZOv+Bqv2CLzTgXI7ducpxGfvSu6qfKX+"
    "qI5d42q/olblMVbZbrjiI9BPu0ijvEiv+y69ODw/iMlYPYfzrKth9RdyCu6sYA6+/X34ujdBI+wtS6hxzxDjCt1GLma+V7PdGZ1l"
    "M0NTqgn7aZxSL1lO0BrfR1/l8QAbPKtYSPt8Ns52d0mQi/pDRPYPQSsezIh7c8dnwNqg4+Ku5JxghuxZMf2BEzmX4DS9II/jSqto"
    "B6qwaiV6L+56kVp3XXveSwvZsusp4zmQOtJmtZVICltQihpZ10szSzYaXvxyTkJP4VTbAOnnGTrivuKcIFZOFbzim1gLW+9Rh6rZ"
    "492ZmCa238aSXOt1fYPexvpTrldSerTns8owjxxnZrORHT6F7DeJ0Tes0jX0u+Pwut1euAndSq+b9+HzdJTLEcsa0+3AYBbOo03d"
    "vwvZ+cg/9/ZS6ZFylNzvcUr2FHyT5WiOI1aoY1q6gDidg2QmcSeGiYtSSrHOI6WUuC4FnDc/jBUA2/GFsClV5PlxuFQNHs06JGK7"
    "86V+I86aQ2mrYt5bPbpHuIUFb+93sdbjIpVw6qASNieFeDPJyXuX92shp/mMb5J1xMZmMDEdv6urG+zjpcP1vef+THvr/pNzcJZP"
    "kvPl0XC6DOJk+V/+wIOOEF8TPqpSXZedPTRbdJA4DNBALuX8YAU7eixrvQq68Gzs+HXkXGjUX6SQKGwXIfbOrasiHCZXVXJ/evA9"
    "9fwuu9IR4mYQHF77IlrnDkRoKaFtXsL+m0q9x3tchfRhtxXXXRPSL/xAY2Q7SHn+hmqyDJd51K9a2r6Yfoir/cqI3HGERAxGtksb"
    "8butxe12Ib2a9fQSzI4UsofhFHlQzCvYnIdoZP7ITSj9Q9/A36yeYie2J+5mlFwuP8pif9at8v8y78L5tE9IQTPdTXOwDinKpuND"
    "W8QnfRX6Z4M/T4bpthmxOaTXahNursOogZx7FtGej9V9S4dDM32DFd9ITMEv5B+I2CbAUzyMCKJpIpCFnJOwHpkY/t9JPsb+HyST"
    "4WMsoj8ySM6E/f1ZjberOzyY5bCRS6DJ79epiDAel6FkD6v11e8MZacOfonLGl6BV4xTfD/pACn5ARJ7TGDIRPk6TNzMa5L7vwe5"
    "XdLEA9uLz36iVHBaySKVjbAGNZ5h2TFRRRN3/WVTs9nJpVro62Hncb2m4/OGovwFI7V1rPdX0k6WE7Xx6ix2RZoZ41KP0Xgp7nYP"
    "yY2PdBPirYPhE26EjjOUxsnwvicjgnnO31XG6/2meMUNeI/N57yOKLEaO1QHa1muH8Njmov1LcZKDobkXoQzUMpqhaH+xCkrvRn3"
    "xcisFzIjFdNofsamcyN+eGX1PpX1NnuzDhXx/dbr95w+2kbe1W/kEeg2u/NOciNittzYMxk/mWc7EU3+rvdz4GmPoHyJOIavDPPu"
    "Ffo5Turj8Fmvg8d6AaLbawKRr+AXnIDVO8RPxRRxytkhca/CbjWHXJELpzH3XEGVPoknSlGPZCAVVfyepZD0bz0/fcSsHbKy8h7O"
    "z9OMQVyd3037mrX8DZJ4PnPNRYgrVhGRZQr+Nkgukf3kJs7GnCBvQlOOlJcgt2MR8z8CH7XS4/TZ6TxKijiDmdZ/wvKMke+g+erI"
    "Mrot1niQxMhoV0DrYZHtNVJPT7bYT2zW6d+I6lhDDbuDvK0RI7oSi2ITrvQ3cR5mBhriYKn1WNibebYzzGYOoUw2emZ08xAvlzjv"
    "zKz7dpIbw7gQkh7zGFAN5DQNiXXSSNtYz1ziUWRCmE8pKkW8V86+x5jnBK9UY6HZE977SEhQL2iW92CnS7B6D+ktkKAfdBRW2vzj"
    "ETIV69oIfTgDeqOOlbP3oFE2Qno+YUe85WKM63VrGczeEOsI38RumKskzu7iatYc4qyrm4a1maO5rPuFtDm55W0c4r3l2KXZOJm3"
    "wStaCB9xBjR5K+5Zmv+WQMfdJ1XM/tfpkGak90tyrNq9zLOJc/2rTIRePU7eg5V/GbppiR6D68wyXF3s9xDEnTvAZnQiRrbNep1M"
    "BM40eyBtyrXQe94Zb+1Cnr40OQ2+g0Y7CuvQBrp0EbyoYt0XJ9DlRdwEc8LrpbSfW5+D+GA5XjOOQctBTMUdToZ/0YD7rGGPdQ11"
    "td3L9rB2M6hPdvE1274+Bi/l872nZ8JuDGD8vQxe/Xz2hX+J+ykm0mcFIgvEbcRATOvjtARjpJcUkXPc2H+KiPw7DZ/qKHHiIJq2"
    "/Sv7gCMWQfNnOsBnL6b+W0vE5DPZDbW6GfyDGPaxijFBIyfSDiI6hptqnww5vUbeQWz8b6wu4mrYrRdghQ3n8kd6YBlOuFerm9Ew"
    "nrn+UpflrQo92q+bMMv1SjdJZvP7Ud9a2mMfjpDN9fWft+CoTWYjiOh32/uIcJqvudkrR4jrR3K91rl6jzP4niQ7RczWtaXP34oZ"
    "mTjOUi13tIQnZhavY0z0C/UmvGuSzQxCMuqIdNGIU3hHsFitP7mc74z4a6v1a9zzfcG3MimMh7tCA6zTWump2+LGzg7OCrpIf3FZ"
    "wzl6pfwOibK9MDbk3Ktjs95JfVScH1/PfnBlfG9P1o0dLUlmh6Pe+4HEFt+A7zC9dDX0g9XEl+F5jpFzJD+bjVHf4ZVgv+URPudo"
    "tiRJf808RMvI/6J/VJsazjhnF0n6yDrMMlVmWMG8E1r6GDHMrG9sJjD8WHeW0dohuA7+pWF87AWPerJcwymCn2GZ10NCuyJefkIf"
    "1DuDY7RRntC3NZSLyGVWS8SpO6SMU5kxottWsn9hQfC0nIA9+579/cfrZ/qBnMTue4fHaTPb3X0UEyOqe9JzQVoPlM05F1E2Ghmb"
    "360vwUuZCZ0wLLhE5uE9S3B3k2BVz/U1DXfyXcapGhZ1e18DcyyZGc8WWacHSO5XGqAVC+En5uvX0InHi1VsVsgqfVNy42D8uVda"
    "yP7iWGPLiD3XE7KwFHqygjHseUQbsDjB4rkqcvYo+RHP8Lmfhmzvu1VgnsH67yOtmTNaghjjPHyqUKfDCsX981kW25DCyok0kdLj"
    "9FF4EMX4xuWcd+mCs/WWTghsfnsx82lWZyiEtz5cDG3pN5ytfMTjR8pc3yNfwDlG87PNu/lG94cHo/68JWFT5onLxjcyC1/rLbHh"
    "OVfAq7yAnkDKsxFWEDHPJo4a9EHK8smMEeNEsi3NRjltJJ8ZqxhrXw3U3hfI38Q4Eq26kmmSf3EZb8MWNv65uMoWU182IeDY0K2y"
    "31o6s6/T4edW8fxFpyrqIurMz65qUumM3tPP21PjpBoZWD/gq/KcPownTegZ8N5qiLVQQsTWKazZxJjXN5vZlsiuVfAmEpwaLIfP"
    "c4TshZVfi/ddwyrVBbKKOqWM0c3ZWOd/wCfpiLMwihrkOPiX/WR3uVDuozQl2C1sTMQLYYGWyQK9DLbPuGw26utqCKzb0Cf5QBfL"
    "3vAWT4JFfBe7fhZih8fEIZ+eoz/KAzjzT8Lb/lx/gkxtHZyrHfWc4C5eS2htbadbchrqQLGM+w/MC6Vo/55XlyupRaxzKr7hAmp/"
    "V2lcQD82Blu8QXPra9uPIs7OmT/YVxrYa2/I+DMQjRu321rI8ZXM2sXYg/IAkcITzC/aWg+lB3aTWFftOlbjavV2aKLBUsVprttl"
    "Pe6glIgzacMKCebi57nMuv5GRriofhPzyNmmMQZgjb6DnFbrQkp2Fa5t0dFC7PWbniXVzmUbafD5tV18R2sNO4eS7MWcB5m4Wizr"
    "frG85Dtr1SMRWjT8Ius/a0QR29ZB/9aFR+Pk3BTsIifqB6HVTrfU/E4ah5I7Kdcr1cQYKPbRRGfy0WTUepL3kygblfa4G6HPSL+E"
    "b63Ru6ANfoQtmAfL1k/2hM+ZgL6sgRSeKcaHW4KrWgeX48B2XIXni6uaVbC3ICC6f4zYiW7uo4yV/JHE3ck0wxu7ARHaEr1LppOD"
    "+iXpLc8inj9F3uDOrIOmT7M7N+O7XdyZ/B3RxhzeSzWfy5jLTc9sl417a2kdN/FvvXz8Ec29W0dS9CdNfzMGz9qwK8v1Uyn2E0Rr"
    "m8U1zNVLsBQ6dRVlew0nLn+CzB4oV8oYTgS3knLieRkqyqFyEyR1Jfk2/gaJfxSSMF7vhx4fgtW8BL6h9ZisYydRMWcVd8C93QRf"
    "e1dZ0gyu4Tq5WH9k7eQZnNlSuRd64hk9MrhKr9EP5ZXgdWi7MeHFugfurWXQ1ecqLB/RwnMt1rHiEELu65qJg3/17DKuWp7xntwJ"
    "uHpHfzZcd7dD5jJexC7NTHc0EBk45ufaCsktZLXgjmLovHX4rPUVdvNY8OZT5lNrprXGV9ZqPUpQCpqzQh0Cn1mK/r6/fldK0Qs4"
    "W49CS65BtFeOn1dCT5wC6X8EFuZk2O0y7IbVeVoisrd+ovNxz0PlOqLErodX9iaeZG9I9W3aIyjAnTyC7/pQGonfMY/9xxdCOq+i"
    "dQ4ZV5uEJLjze4pDreqa9bHV++L9pIjvbqAPaLF3L0mx+h5nrngVpzbi3qI2sgs6Bhmp1yuh0ebj3i+VB8T4LJ7RCVopR4tVEFpC"
    "Ekfi30NxVqznw7qY1utunquxMduT1y7b5Rpj5OxiNvNnRtNTt2j/VD0J0rQRz7kN7nUHeRjeyzbQFaWBTT27p9hOosmYGP2IGq3x"
    "3AN2XZvICVmDL89Ggjt4dJBSWLEingyLoEeRZ7mc2dZS7E8Vc+h1jBkOIKdBObOwo/mU65gRqqN2teirhn6fafXdyYUd4nqz6AVW"
    "0woNIbep/kc3f0u/Gp9iB6N4IONZFfam37uamGSnycf41oPFcGQ36DicyVWa+3tcPrwNq9pR9iyPXnxzGaZcPUw7ifM6M9DvLbGD"
    "FhW2Ftupb8ifUaSvy9fwCfrpifBIpxueGb/1E3zqPp9nCdUhjzRq7leSntXBYs/e5HUxiX0CT16axUf6lL3Qz4rjLDZJngcLVKOb"
    "GdeTnr+lmnn/tK/KW0Q9iue/IYun/rtH0wj1XMYZ1c2i+bgY93uPuNoACXFowoVcmaha6WKAY0R9B4vJ6LXM5KfZjdXoWbTTxMgd"
    "Iqlsf76L5EfBbi6ElK8yVEBZo25fnoF/5vzPCLMgSeasjLrK+148CyvpCSWZH6km4n3uO8jN+Xg8dnI1drpcX4GuvhYxQFdorXZy"
    "NnbdsmBtseOr9SR5HdH3kfKu3ohrbPKVyLh+y4zbbI/ZNQ3x1bPylpyjdwXjIblrMvO1WJJhlyBQ8/mUPXmOj840zPFSwSy72+tt"
    "RJqg/Nn1bcrFkNzq2fu4g7yAu9xZjJXLxaSHe1SRCZQyw087g3HPJj2SXvhK+HyG81/JiCLkxNP+WL+/wla+D0lK4ByW6AG09gnt"
    "QT+iJ7G0HA7ZAvrr9ewDuVb+hbudiZ/m0ztVP+2lPm+22u/pcdgFY9RZQptkEe1aSuNj8hF2+x3ywCWo70rIF9QD0ry0iSS2bZLv"
    "3Yyl88e9rY1eSs9jBSrJuVCr431LHToA63ZwUIFIuh/5W2+B3xr84dXs/5fr89DrlXInER/nyQREsdfKMmh+JcrICMlkbUkL5oDj"
    "tLgjpKjJLHp0Lk9GhG2IcOo1QEifNcnqa4GfCKlWZ6HM9x4ifSBlx5GHOgELeJAs0iVic9xv4H32nYexnuFyTvW+KzUD7fMG7mU+"
    "9v01ds/NoGa8wc83rIS/kmKE6Zh+XV34btirZyDDB8pE6K43Ya0nQrbewu8UpzzmuWAyRD7KEEGlkBHzEM+onfaMePU8USloN4eH"
    "EPHYJJnrddzUKW+pGum9Hy3ud62l0WOGx+gTXcyI2rFPLCPPqMsQubl7W+vn4Y1dF0zWH+RRxOlTEFfl47wmYBl2JnZzJaKNpdBw"
    "1wZPyovMSK7WVzU3xtqfeWVr4sq5WlfLLfzRAvgtdg9VeiystVW+DOvd7ijMxj8hNWY3yJ1Dy7fYcgJOxMk44Ta1shKfGihj5WNp"
    "I4Nxze3FWON2hmbsBokwZILd5VWZqXsHD8i3wRidJPPCOh0Nf+DHMD8sp/93PPvk097GGE9MUTOzila3OoSTPkLMCPVsUoY+fTP0"
    "wF6M72OQym3lYPIJLNbrJZp8cpmlGP3R5ay3xGnNLpcY5/pcP1SS86SXIuL+QBrIQTGZrFu/4KlOlNMk7TV2g7cqGXYixIjjNZ+4"
    "CcNZ/Y+zG+0UKae34lgCzcNzmOLWt26eQwo+51jYrJmQqFvwZNP1b9AsnWWSjsHKfcHPno9z0hn+5o94/22II16QAfIVJxAMPbuT"
    "jIZmXEEvxDiCqnlCXb3nESn3PXtbyT0yUKwXqJg+d51O1W1lLr77DkSJN8vjejbOczGsRgxa5EUyNlkU0VtC3x1gSDqNlP8EIoO5"
    "7B2xuWXLMzwFjTgfp9CmBRdyYsYi+vuJRGLdFQVca/HV9MhidPFoZY/jVC9lLqCed1ZFNHr7nm+oe5RotglO8MY9649NY17le6zM"
    "h7Tcl7ECNMIyf6qGcvQ8uyBmYUUHB7fh9e/0AdzPJ7Amj+CddZSp4xEDXksUR8tRFHuJcrXdAp7JanIbJBm5WiXuNnE13U14/gro"
    "o5A43S3EEJVj1D8liGIqyC9uFStDN3Sv1DWTde8hL0N2foROOkSmMa+8EPvznDzXjC2pIvp+SudzhjXFarFNdy32/J9pdXxDGY96"
    "EmNedpQ+BvkaLXfoEF0h9+s92Lfuef+QfWS4vq/P4uzdaryyeif8xN/ladkkxjR/svTWgcGzwWXyb70OZ+fK8HQxPt17pIS8D3YK"
    "FhDPwOU8ciPd5a7/jMH3t4A1uQtWZX+c326w7Z/AJv0AfWFRk/UatAzW68f4HqvSGpalhgODEdjV+cFd2L2l4Rs4D9YdWY0dflhv"
    "gWSfgzM1HjqrkfjCcT/dlyJPdsgd1ezkfG14GKxnx2CmnIoz1yYYpL2ClVix/PBDYnF1x96PgQTNg85eDg/qamKwp1i7STMP1kgf"
    "tQoWrpds8PntJCuBBR6L5ULI5LFEi1RKbo2fFWtNBKXczEDWk7AN12qDzy676V/DkNoEmZvK6PwsfGsVWbEfwDoUe+l9B1pge2ad"
    "jDOyEPrMzXckPFqKMama9nYTGJb5Hc5q4hLc8Qi5Tizn+pPmrlYYT5D1fBVCBgyX8mdIxVmwBUv8hOdqX9tN+GdNE11gPqShNf3f"
    "cvrDLiqOE3O8BFeyNX3Ze/DbkW8nxrlu13lW7mX8ePZy7ofVeUCKw691lrYK6sLV+gD8po/k9eCPPnOkR6ntJSEnVI/D2vcR16X9"
    "te+LdHjKtdBpj8Ejdb3rd+Ge+8Kj3qgW2WxSd64tLm0WcQrr0QHyZzWup/RxyIaxj/6KK/cK3tPWWgvdOVTG6QmQ1WXQve/C5zM+"
    "93Ld3eMcJbMdAsfLjvA0f9NDfaagLVky3ExHCf3ZhEevcDVm5/8dI4ZCfQ729G78PAnXXak/w9Z/i+cyeTlVIl0Ush5j3/mVHIYz"
    "+Kua7jZE/3egD6Zih19Q4zAvga7ayHnrb3V9YHxkT+FUNIclupOk/Gxuwsdhdo95zUyilXpe3ahnZW+J8vuWv+sv+3trkibWQD5l"
    "q0wvkM/IhmFdKT+xI8n6sJ/0He9Rl/7mmmY32R529mD4LGZBDGWgB3lPretnAaQ44yumIaeWlPnpGiKbmPdypfctTAOu5bkcJlHv"
    "/2fcmcvIeV3CE9teGnimLV9exm5kyx48II6vzPrvD5RNxEk2Ntyp8Mj3INuKi5B3EfV+jGHffUCdkclGvXtwD60j5xH4mgVk/blV"
    "xst3+iGsySK9BB6NvW9raednNzZ31rvIKcLCiPkKYi++v3SL2kc0K90TP+fOHhdDhk/A9/SXT6DTN3CCebJOlKvZJRbyRLYkM5hV"
    "gk+nVZ/GqZO20Pl/wStL9CtiiHSUn2UFO+rqiYlqWJF1kqTOWujjFyUrQDRJ4GLmvdnRmfFsgIaEHfqqYiVzGAnOjTi+Cje1dyck"
    "wPKJNfyE7Us+u0leFetE2cApphPF8tg/61Liu63DGhujdxF+f6H0hrTsCC/YeNqLcfdb5uG37Cv/v0/4N9eZXQ2b0YJ7ZSwVp/ta"
    "oU2l3Sxf4neniWEdHC3Wh1qun2tH2MY9g+chQZaln6+zWbNbB8s5C785D+vusDcyWiBlzP5mmDO0fqx9yYri5nZriR3X3CypMeOZ"
    "pTUrkydlrINsJEpmiT6Ic3cw1nssXnkX3mae7CrfYO9D+NnDfYdBmnGk6ybbo5lXbMe6yyniYta1zE80cg9rcZIOEjcvk+IUv/OM"
    "e8mxunPe3vAUe8o9eh/8jEOMN1zOxCrci0+EzFCehmudAl97IiTxOJlJrZ8htpJZhr2Ym3Wdge1kOz8pmIQ/vpLx6HKs7R7sU3Nx"
    "VA1n3h2vhfXkzdWHEDv9lfnoer2RPG6z4N0UM/rdvQluXtPq5hH+anE/dWSVnG15ojvzPG7G9oqQJc27dZ9pYL5NmfloL2GzaMD7"
    "c4rMfX9F9mpbyqZ6mY0Rdyr3LuSW3twItT2kkt17tfBNjA/EOgLvhj75BRHO7cQnsqzwzeJ4QHrJe2QWtv6oBlYWa9mPZFnki4lM"
    "0dJ3z0ZMGSF89wpmeWrI8exYtx3aayn1ce673gExmHXX1+IsXCBnyWu4k19xhdb4dsMc6QcL3xuR7yqcqgWwknMgGWfLbuL89RL4"
    "gLX4vfX/LsFur4Q1ryVOeIW+jQjWusn3lnfwjh7MLp8mbparnjhcGz1iVVd4Yy+IcaxXwGf5i3REDFgGm7EnViTwmY2MjzqjDM+N"
    "8gOk5WQplv1wh6/i/l/Dt8zAqZ2Ca10BT3E29m2B7iZvQ6e1gsRXsXpZSy7cL3zvm+FKd+I6tOWcvzTBwxDWG9NeL9drwuO0WGVh"
    "kDR4DHCTN9fVkiazwLbSCZ7V+/AXbbZzOWRmCLTFRPgqnfC+ff0UUtpztjRCB9u5zINlOEOsdjRXLEc2F6syA5Gp/bcBEp4P/bxP"
    "8DaixF2wjrsi6jPW0bMQaVUh3rZszzjahw0+M3CpXKXDybv2rsbkOBmme0IDXhN0lhStQqPHPbCuhiu4Y+UeU6WOKDLO6p8lDmN9"
    "DjznhfjpajHd2lmM2ekFuTeb+7WsjKEW7iiu276WczCW+z4EnygjMnqKHRK2BtWUZmPhXk2+1DTrg2WsfCS93bO1HuE7y+ugW1aH"
    "RyC2hzQE3+gpegu83i/01GCw52+ool/5F2L0Znzmtgfur0b3gKexGn7oC/oa/L/RmpaLgwZY+3Q2J5ShBQ+4L1XMqQlxEK1r8x5x"
    "eL41fF9PzgIluHq9PWuRScDdkN448QCTzEqeDa3zI/GYCyBfrWQu7sa4H7vLBjFEuSK9Qt8NTjGMbD2TnG8v6rDgSZ0V3MqeeZt6"
    "ybA+FoNMpP20f5LrGOfZSXFK3PIjtyGm3Kj74DsK/x9xbwFuZbV1j8/3ENIicREwEBADUVQMFEVMDCzELmz02t2iV8XADmwUBVtU"
    "FEWUkAZB+tB5unvnO39jjrX25ng/9/k/332+5/71UY/sfd5Ya67ZcwzI9P14klzOzlRA8hFz64PUWX/iu+/hLrsEaxAjXxsczxig"
    "hsj6Ufo0p5Jhyby5+fBFKplztJzVH7jzyTg7y3UCdP5GemIR/Y7ZEoc7ZbmH48LDg45Bpf4iL+NOWdihefIdnmOMzNNiaS+/sb47"
    "Rq6Eddyut+Dqfzaglf+k1nQaOTWnebJnwXScC3Gf/TxFXJ7UODd/4RtV4YlPozyX4vQ9CKv8GHTj7foifLZnYBHflcvl2aCRnEQu"
    "qMzzMpk+6STWZV3tv9FYXDSzlh1ApfyGqwlF+PmNUsF+lg2eyayQ3bOOF/kjZvszTcUsg2YroDSdCO1WjGv/AY0yQafjWtdKtY94"
    "I2ncmBhxdBfgSZbb3H4wA5L0Kd6xBezNNVzZnSXF3q6MtZynbdHC9/ohZOAieBGzKLMz9cfgEMmGZcjDaY+wl3y5lrL++ydWoB0Z"
    "gdVXYFy9z/iLoun4vtZnnkKyrri+KOgA2aj361xI5gJdKIZwMAbv8pAeJBcHb8IGVar5TjfozbIdv3U8IyNDHUwxoFb6+Y4OxBv8"
    "kRFKSLwWQyo2HrENrP92JD616fRsH1G5idIUT615jvdKNmtz1bC2VdDUzcjIYp98R/xn63mdKZmfoBp+yAZar+2shFbry2IY2gvU"
    "ML4qDBUVPqbt8EjsyXmsLXyBFRgqo/E7tqLVcg2088Hwan+hVx9nNFFHj+kuRjHVxHL833+yDfqglnmzOWQ/dRybb1IKCxEDxImi"
    "5HB9Sjh9F9VRcpA4DIcq6vsKzvtt4XlawmyidUkanot1YRXCW9zOmlacUh1jR711rD9HtskjJYUkto9nURPWV81L2F2ifj/qvLxY"
    "BncQuyTMK7Cr/SzGuum8wuWQuDXUNe6s10Gmi/SfeNrt+o90fOr8g47cKeuEfFOv0trwcRmvLYNbdbrMlk91lhiO0t1SwAq3w+Z2"
    "OZ3VviJsKDjne0RXl8sKmJkvY/7EfqcYOzyKzJ6GPXAoVq0LUUDPk9WsGp8pn+nZOFHN4WdNVqvxXCTnIao4Cb+5FL7ROtjUj5NT"
    "5U15Ue4Os+UWTrc0gv6/LxgJyX0ClmMMzu6zuMNLsHFTyJK4Kl2vTaH41rJTKEbfcDKepLu0ok6uxQqeKjfiHS2zsZ1eSzux7Fc5"
    "EeYnYOeWQ3YflK/0cp2G+Pro4EQ9FCvZL1gW9mI9oH7vVcu0N+QmNxKsorUgzkm5XinFnLObRz6EXPZ75sHbehde4u84U/31ELzx"
    "AZCaMbC+03FqjX2oa/A03vBM2fE2occOsLruKPIBbeEMRxRr8Aye/jt9w3BuxDBRfvBdMPfrD2KVX2NauEVeoZxHaZPfpKbbyKj2"
    "E9jXR/F8W3QrexgX6GZYo9e0R+DmQWqJMnyEJLxVqSMD5ZHM7sXJhZzL2rbJ1EVYu2Kiobhz8ogcxvnyrdQjbSVORk07P/+SzezA"
    "yyduep63Cy0k5nsPbhZD1jgDq/sPaYd7XKVDsTdPQftfGQyUK9hbX4DrXuRl0U5PS+I0KX2RFNJ/OTxOV52vbgDNdIaeDX16NrT2"
    "LbjDGJsYlcbwntszLjkUe2L6aTF8ufn0VgfJE/oUPhvHGcHW0JR7I94uJx7eL5CppfizD+CzHi/X4fen4PdK9ElyTjn0kDK9mr3j"
    "C3y/hVUTT8L+5/mKwibuRovgGyK9mga2ukgJ3tB1zZi3PA4ys4mdfaWcfS+GrF2NuDTCqbwaZj7qaHMNvbSa3ZKT5F/6lnwvW8Kr"
    "caZ2xfOfom8Fz+D0NYbGuA2+0SDiJdXg+W0Ht3MychZWYDUinjOxd8vZqV2iy8T87Q80jveei3Pydvhq2ExPg8/6cdYIWSOv62NY"
    "K6cTKoiUlcT+3yFl/4P5YMfMqKYtfdx7CDH66oYmutB39kTILWZa7nXyTR0Gia/krE2JuDmPfOxeCRmiMnPSZOrJimOfj2IWwzTr"
    "AsTyhZy1NJTyrXjTm8Xy6c2Cx/VR7Nct8Jn6wRvcDTuxHTHccPhxG/QDyWO/8X2aQ0RD84ANb/ERfF5DP7cI0f4FWdfrsTip30Di"
    "zkWEeKIs1HbwWf8hpwRz9RP29q7GWyQgib/rWKtzwDtbil1Yqz11QDABHvK32M97xXTcJtZrlX7vIHoZq+BbDhfHDGk57+WsnCkZ"
    "7Vdjf3/lDMMqZiMq4Xeb3/4M+Unqx8GpjFsLcVm/4b6zNMXbbShscdz9Wvh5t8lROEfzoHNOwDs+rY9LsbwiJ8hZeLNJWHPDPzxc"
    "7kSUdD/kqbdM03t1PFboG9j3PaBrT0JE9pR8JSc3UPW2GcQE5elB+ZqZPevs+AAeoMJylHmvMsosZi07iRSf1XisKZeJNQn+RN/D"
    "mZ77Nzg/hcTie6neJ0mf9SzA+sT0Ckn1F8Tp1SxmNeggdli4CnyS/JepmQdNIz7YzG0ndglFYOGtIp/vo6vi9PS38Ysn/j86ZTN/"
    "UkfPoMijAhrC02645/vkDFjJSeBSIjOPCnKJ0T2D+qbEv7mdrb18ztdyHpWMRpM4xxXE8LI+Jeto7cG+9bWInHOJNvWHXiL7BLPo"
    "B1brj7jLCOLzmvc6FOehQt/Rnzxq5xpKzplp1od4WiNXa2oS3fp0kz7Tn0jntNxnVfzznljtTb4qb39dKWV+DiepNR4zLsJYZ7s+"
    "IQ5tbzts3ATovJXY+7Z4g2HwAM7VC+ATHEXksCrO69SyI9W4yvYh54uS9yJGbbGUPaoxvR97t459LI7p3qLvTayBWgR/QQP50TKP"
    "uO12bS/ZgWS+KzGB48TRdV2NSXrtI4lK7LoWatiT/i3ebQR7H2s5NZevr4p15hjHySuQ7eZiXAvl4bnwLsp1RaMrZKR+rXfg5JXp"
    "rfDVDoSfcA12/vjGl8OO3YhdjEO/dtKj4Qdulm9xhZX4Z41eLx8y9/1OvYmKVIY7hYL5n3DwbWU+IIFTX0IL5eZGYpCnnfz8frLe"
    "vVK9A3tjR3Yl4oLjVxePD7qjtn6c1HmsBNNLJh/rieAPnw72qRz2w3L3L+un8jO+8yPrWsfJMOjaedCF98F6bNIVkNhc5hFW6kNB"
    "HnzdLWqcVZ9rZlb3drorfucYvUzDrGOyjtPXDSVGL5QXGDlEPEvrOlYYzav/Qj7zKD5uqnnvNN+eQ3wdJPE0H0qYRhUpYnQxTAxB"
    "YC/oyGqiag9B5P4L3iqfFr8A3u5jlAyL+k3Sm4n+GyKU1YPqaB0egn7ow8nFGXjvjVitHPz9LjyrnvI2r3EYNHVLGUCEC8M1s7xy"
    "zJ9Kl/NyiOmGSX6e3AHp2Ya1PAsy1tt0OOLXxniaYljTncU66jawXv4JUSmtE/RF/Inx/N3aeDTsik1ijNXm4THsAHTogGWM1oZI"
    "HlGgDAm2rTjk8Q/1VmiliykFeezjSzGUpbgxQ0h3tdcejdJy5Dz3RuIYRTP3thaQ1cPyNrlYnZa46/3wZDcy5xLzeB62Wwf6FY4w"
    "Y2eoJJbl2I29q9fy56sbZIMs5NTXLtiLqTahGkRxDiwr1kLWcrI6yaxJzE+wvstMfaaakWVAPiSyaQl9xjhnjqqJF1aud5O1qMbP"
    "60TU9dgvYT14Hd7y+6AaOmoWseFfg336Rj/G/Y1/4jHyt42HD9tWnpfptCzHS3WaTTzq4yH7aRd4UlvV4egeK6HveLRKThG76FYE"
    "mxhx/Wm6DX82CVc9UBaGS3Hfd6U5pGz34EI8xQOyL3ytD2RPrZWS8GibjwrycZu8cB94PLH0qXfIvNWev6Y/JatYizgrvg3vtpbr"
    "YKgsrvYb82wPtnJZPnL4UnsFH8r18B8K8J6vs6N0JnbhO0ibVQ0vFZetqWI2IWTUXcQOpE/1LmixrTiBpxLVZy38uMzavxV8oUHE"
    "xC0mcu02ytAmfFaASME6j5pjLdrCIrXG6TUmvXZYTcsZ9KP3vxCx+5HyJLtVZ+vZQTa01m2QqRn6Ku7fMpitQ+AlPtiAhKzBtSrY"
    "wfCQGILqh2K5kBVE5DB+metZjYn6zpAy7q3h2FfC2zJW9IHQhRvJV7oIUtHkb/sRXc050xpEpTPiolaM8uZBbwwRk9oXIAd/krti"
    "FTkFbxTDwTWbeJ1c3ADOT5XvibiGTJvVHuMqyahoDPu4Hcp8lTqUnu1qOr5I35AvoOnn6Wf6fmAzyRNw4owNfjV52+qomS+QQu+j"
    "5CEmP5x9robkYpWcZ8VqV2v0SqzDgfB7z4DtiENmlkL7d5YX5GPyFTwNbX0sNexcoltYZriAfWxV5J+fD4nbSj13slRRB2fWFHGf"
    "Hb2QaIoOp8T5Orv9hUvO7bjjEn0b3s6X8E9L9IGst+RP7N8vWOmJ8MZsIuklWamjoPVXsx5SiD3J1ipRTli0kR0T5CErARYztRRn"
    "0TtgRwNyckQ5dzBQ2sAH/EUH4xu98e6joCfn6QsyBPc+Ev5fB1nJnMDI4Gvc7StOr7pcUorBKEGEMdeFa7awg8S0fkUzVYn8309h"
    "ZfZDvsRuvUZOuVnwi2aTE36I3KTjpc73PCVYo7FORNeNY5K6gtgsFX6O0apOp4jjFws9tpY7AY3TOG0RojyX6SL4eGvpD9RyusWm"
    "b+/2Uy/WV7xBL2efgzFiLoNHVscrl0KCOsgeWOUAPsRYvRt+xs2Isp8M3kTkeAcin9ulVfCYvC/fwyvLI7+tsf5ZJisCfXKKTCM+"
    "Swq/J+HzSTWcg6/UJ7H76/RinIRZeoOO0IuzyuUbGaD1EX9TncXJenJ2gfda7N/f1evzVO+HO4uwm6/kpZDUC3kKzcr2lqvEpmAr"
    "9CZxU5ddZBtzSwl6bwV/4U9LYQ6r79ubqg6HqQpnfx8pZZ10mz7pcW9i6bqIPVdH/pxZDu7H2n5Qbxa4kccSErkWJ2KkbGWNYwa7"
    "1DrBNzJ2mt7wjOI4MeWs7Ud51f0ps1H4JE2IKe48vDaS66XFvD+nDRI+do7Szwn1Dy0lnrB1ZG/HPzdBV2dzZR6Eb9lVZkAXHQYf"
    "th/8+KWIfT6QBTIRz2SIRZ/rZHkS62gIxSsg8dnw45NppPgUXuh2PuN/Mkua+ZNTGVeZZjauhXl8q+dht4wB0bJ91n1UjRWL+Iyj"
    "ocR9JW9BRsfpVli43QWSK5frCfpTeJakupESHoksQZ75Cq2tJwMJ5rJTEw5Jrd9bk8rIxus97999YjHaleylML56u6fNm63iXpT7"
    "mmocZ+IBWUQkpmro9zp1XJcxPk8l+UeSRO/IwxnNIUfKZuh4m56xHO8W7NVQ2NdJaljCn8PPmRpcAXv5NuKzc8lZdyI7VCqYu3Be"
    "SCHnx212cCr9fZsrKyIueB+5T1K5iP3qIf/XpT2Zv/+kmvPOs9gvVIXorxAab5VNhaSxI1M86ynsNLvSXkQY3sFOYgh3DXcqJTSV"
    "fUh4bEf7pJyZx9Zyqyzh5MhmdkY3wplfCN8xxa2kHlVIZD9xM2A1+r0+QuSnEp8bto6SNfBXIvRHTJ/08TjEhjL7DuLT3nKPGIZT"
    "OU7DWlgh6xz5FXb2Fbz/Aexo2gDt2UvsFCzSQ+RCWcXu5caS8FJX43uM4vDD6uADbCSjqGMk3YF8mFmHLIcevUysupWHv5eSm7cz"
    "u2jrEGma374OluJCxEOHQSfmQD9/rT+pzZ0eL+9BV1iX/nVykRyDz6w/5ATqkiYe+0U1xYWzh4yGZ7RUbcapM3TQnzqNPFsFeJK1"
    "uFsBuS6y8Mku8rveLO/g2xbL1jHPZ6iNK+j/PwDpGCGV7Nj51s+F/cL+xjPgb+0L676QfNTVuM7J8jh8h416D2e3/pOI/z+xziHi"
    "YDeR0wyfOETo9awlZ75aBHtfAk1q/lpzWYFvrsCbWwzz33rq/+x3/ltX+799gv/Ws/3/vwb/HQmJcO7OKtLT4UuY7jMdOB1nvIzY"
    "kvcgIu8Gy3Io/C3LbGzTvRtgfs6Mr5y5J7hQTuETVHj240aISnaWKvpsx+IM/cpuNstubKPO3MLe025i3bY7ez6vauKeuzxtFbHC"
    "3d1z+CdR9gpn9uNfRGz4PT2AGmjqLtDsVtXK1RvEdV7VscOozs+VH0kkgKjnM15ADKaQWHsF8IoPFJu/OJQs9mZX8qnbSz3KR5R1"
    "maPFJgZtXiHCCMt4gi4IFgY/ygFyA+Kn1nIFdnCkDtXzwxTO9v9k7r5E1iBizWHVN0I8QReLVmnmT8L0pEeSaxn3/Z57ywitlhPl"
    "BJlis9DhEvj6TYJLgzwdwK4i60RAHMGuoG3sQlsMv+5djUBHm9/VRO7V1/QC+CIj9XU5M4ipQypxmZ8YrKLjhK6BBZqNKxyBuGEa"
    "fKC+ciaxLd+DPSoiN69V9Av04MCYc4o5q7hcrWvEaryV+pksJ86B9QOvwLWKId9Wc+7iPYMEUc4iRKzNhCOT+p3OXMuAmT3rSypo"
    "4JPMJytzrjPzJ9a34k6g+UF5tLVZ4rrIYkQHdR1vS8mKEWVV+r/1SRE7baz/cjOs9zbtGNikTDGzELnkOpzDjO9gzu92EGMZ7y4n"
    "SQkRk36FP7BJz2G24BF53vc0VXIN+nrJLVbHoRyrx3+ZivpjZIyrS/f/uZx96DMPmT8xzL9FzOwME2MOzIcv0xs+8NGS8N+qYR0x"
    "Tm10tZiWO1bHQq81knH6ftBTrNNugR4B/+RreGJL4NeVYk+ssyaQdtBBl8F7s+nyZfozPNpt+Ptm2QvXaQe/rlQvFUPuWYcrh4xO"
    "qpnrXEoPvqFPjpRS+uM2MfUcJ7UT8DqXqs06LycezGn8Ri7ZSoqZq3JxjfUTDyG7jUMbO1ee9kiV5Z7bcBM11Facg2LOiJZDc5az"
    "1/lg3Oku2Rt3+BzXr0AkuAVR/fWykf3uI+VZ/FPlq3PFZFpzk+wjWHWNUlNbp1cBczGuE7KG9V7jYjuD/mgHaOsRYh2TZlN2Zoy8"
    "v1TyFLkMfiVj8v1wjhfSg/waP90h4/HcK6FTmuCEtJGx0BTV0A4j8aSWdbtNztEvGpgvyZxzEKJj753OFpazU9vJ3hq8xSkeFzvu"
    "ayz238xsTy52cbwaB/tYJk4btMXzkoqvJb7B+23S39gDlWBWq8L3f0d0PBGaQvakRzzah9Xfmnq/stbPwW8lFpF4XGiLcTtD/4+G"
    "VP6ogS4Km8uD8rNeHDyvSXbfFzK3swqn1SGYl2J3qyCDDxlnMuLo+TJBJ4V3hEfo4Vl95HWscB9W8mKsWG5E5BInFkEVcSRcX2tC"
    "b+Jsuss9GK/EUGjxOfjeJYgqOsq1wWL9JBgfWmd1AfX+O2Ldn+WsvHSBpshpwAZbl3d7CT32XLIe13jg+ZPtOZrgioY1t5TTIlfo"
    "C9CiL+LuNgd+rgzTfeQnbRv0Zr9P0uvxWl+vbczs8jZylVltcxjeeI0+I8YoUw5rNEf/iWvPhS68Tl7UX+UxmYc17wspOFYiHtMg"
    "9L1eCc6AhViBf0kZo3pDoD9RviSC7HpcqwwR2AbIzBzoekOhOE5aIzaaidP2c9hIzoecz9DGWXN0tR6mJwY3wA5ODieRNSHm+WXq"
    "yEJ4GjypKlxzF3bhrSSmYxl7au7D/arYuXwJov7D5DQ9N4jDBg+VW/Rk/ZBIf6HPB8Wp593UYxQW/gEdqx9rb8RbPyAGnIUo+xZc"
    "r2mwATKTayzgshKyVcDoTsmQ+a0+jj0+XO7DLm2mhLSS/oifSxvoNfxV/6m/Qxe8rCUyXQ4VQ3ut1JxwaLAeb/IxVshirRFYmW04"
    "Ex8RdyHzRG+O9oIUvSrG0LwankA5mefO4Um5TtrKdN+R/pmeKIY/vArnZ6HeKQ53Pu4zH25COaqZPynXCxC1D+E5Nc1ex1zGB/oS"
    "T7jDrbmPnZL5fEbDLY8QPdEs50y9Bm9zDtZvMjyk8xETj9OnZJR0gCfbVKbqmVjT2XjKGQ3klY8NzsCqNZI/cJ9jcbIPgP35AB7Z"
    "VKxNaRpZxPzSYZ4DtlYzzx3+336SGWk18++Y1j1Bimmb4mTmDokqsJ4zcerRY0PfWV7LXN4yORun6TerB4mG4/VRSNIBMig4XCfq"
    "6/DSF2KNW8hqPMmlkKXxmieDg0NkN0jFR/A0SnCVbCIVpFi9h0o5u3NMRg/iPNsCytVD+H/rLZ0Bi9NdvoIeGCBHyqnyrp+xjPqq"
    "eWdmnZQ7/X/7yTb9FqfIKvWl8Egu4Lyjzf0tJRaAepSFJnKYJHx2zCpmSa/V4rQlMzwrCDQ1Uez3w3nIhic8ExasHJK4QY2F90T6"
    "EpZzLGYt5gI5BGd8Hazzq5DTJZbnReRxgTwFXdFJs3EKouQKssp8nFyutWTVORu+lk3+WW9EjJo2JPaDscrfAp9pMaO5GO+j6nyG"
    "B+QgWl3FGU91T9j6W566o1juU31npLCfSslgkmwgcl2ip3pOv0s4jTLLT9wbalo7qZfA1SDNwGsavDE5S1LY8TaL+09c8ygxDEfD"
    "Of8WOnUUzl4EGn0JPLTM7Hx5aZT8Ks+uZRrlbF99CD3qQD/vk5RQ1isRW1uPSIz9Ngmu63J9Se4l+pzjmxoPa1GBOMohv2zGnWLe"
    "HpapQ01rLa4PYpAsZa6yn5jXsBw7bn2aT8g9uMru0LcFPuef8D1rCZwDVyVKzQO5nIrL+HWR0/WHYA286G+J4P285MLGjiLbRqY8"
    "bC2syT0eQTXpeRTr6CVk/p1ydUgxA3xdwnoAO9M6N8c6RBnNN+Wc3FpKSIR4XJlnvjNPs2bSSGWeNaWKyIZRnP46r5EKYY9yfJdu"
    "gm+R8GgLDbEjZf6k1uNRZfsVChFV3CcLcP+d2QnSQsqI3G5TX5ZhPshzFrtpoi20STHEMTG1uQ9DQChm/GB8CbOISzUF/sNCfBKl"
    "x7aMrFCTuNvZYtFvV6kjqvh6SEkMOjQOXyKPlcDj8du5OO+Gi13NykIpV+No6Qiv40/2fjmOnRo9Hba0hixC+ewDTiIed2zFm2j9"
    "S+hZJDnTnINrr9J1uEs3aKAZ+gtO2Db4ECvxJl/gnP2A3Z4LTZG5i6qO2INugsRlSKKU4I5YrZU8TQf7DHmScywxPlMPeELFnlEu"
    "wflKm85vJt9B+/ygH2GNhujWwDLRY/D0J8pJuO61RPOPaoolT6khTR8Nl5i3Sm7iIPSYalHvUcV9JHag7Cwutjxe4r7yVUGtV+Wf"
    "vCPfxfCo92AUqKz41NCTvoezp+dJhH1Qa7nzlfDU7ySf76nUwKaJkh5ns4yYbXPVOMLz9S3phyhkNCPA3nKMjBNjfZ+DZ/oJb9te"
    "noTfsR7SsoKYlAfj/+6Cv3wOfKTZsKCvyTx5EZrueWiOvnJ/1gLI2KOwrjb9NlqNcdY82T3lOZkqX+AZfsHaz5QHsZJJvm+tr7Ea"
    "1qfDVnlYUl67aYYBksLVcv1o44hwloAdcszkNYjuLsT6n0K8ny1cz7ayuzjkecdJEieT4SCpZJ0h7ns3k+wJTzDOiaub9m9NDznu"
    "MZtSfZ6K1Xd9V/D9ZRqkdRC0gkXz0+Cf5eKNDGHjOTHO6UPE+k6MGW0mOfQuhadrUrcvZHYPPGcW1vBe9pAswXU26JuwaZ95RMIT"
    "5WqcmAk4jSK/6QhI/R3w23qJ4fIYZ/V3sMlvwgZn882TxFOtoZyaR/SljIM/UqO3IHqeonvJaLmWHG/dAuM4KNJP9UZtHfwTUfqd"
    "OE1jg/2DR/VYPMdx4jCTThHzFbZQ9iwnsI6e0znE3lwEScmC534k3nEv5sSGyaZ6eaksco9GIQFL1XION2Ovd5FhiO1Og2xsSPfD"
    "JnQHj73rJ+3J2tuF4lC5nUdS5HFqDKfiCB8V2y7uQUxBhzFa7TvG5zGDMBS65xBZTGtQowlvrSLsT47Cim1EZGdVuUJ6LhWQkHLI"
    "mWn4MmYzCqBLZpM3dKEuliegZ6bpO8TmbluPtS5ej582czavhGfWoYZb38UUIj8VMx+Tiav5I5yYGbjrUbKn/CI/SW+ckxGIIJ/2"
    "Fb4oNJ291w+MYXuQP1z9LLASVyDifXqHAPchtKZ5g1/wDNwD61Zr3KL+ri08b2v9p7iB10+SY9exzFjGeCkztznsVrBPt+pDiEpW"
    "4M3OhizbPNLDnLQu5xxDDuyE4ct1wXqU4xtReiNlkLi+Usod7UNc3Qj7WZO0X8aXYbxQHfDvFbjKNXI9kS2KqcFrWVsu5hx1DdER"
    "lT5uZ5mPHV/NNzasxB6sCodEso77/H0PdlbvwMJUTbGM5uuO+rzr3D7e2/2M0RR82y1YjcPx/O2kK3kIluhOQU/WPJaxw9RkdzIl"
    "3Tq2uuCkDJKzIP3v4q3W4A0LyJ5WoR/IcWKZrtZc0bp0Lq7Wz4JY3s3mytfhv3OJPH+5PC6Z0f4cw8dqP0GvnOuOeiawLeq64jr5"
    "vF7U4/OfJEM9j0eM03IF2kYsH7mVSCo7OiZcV0oB/+RRORN+/Groi0F6Y/CrfoIVXgRJO5mWdCWZViOcEKiiDS/TG4jmZx2+hoCe"
    "y1mSRsRZmynN9F94vp/03mASdNFNcpM+FLTB1VpBD5X42kLS11OSfp1y9UnpKA7Vdyb7SuuIuxJnT6LbwWru/qleW9cQ6cnwqPKJ"
    "NJUL7zsK72Yz/ltErImY7wwph5UKiSFwuu/osH9fxtkSh/mwwaZ0oRMWq7HGfqErZBbi+TWQ84twOjcj8ilhZ+X3kFXHSFek88T8"
    "WpsWrKXH6qYNWxDp8WB2mbgujzhjDoc6d7ZY1coYQD+SrawI7UkvaRN38GM9L9hAzVbG3pu12Pm1tCTur0M882PUY+m5acJyyFAd"
    "o+zLxfKullGdjt9bpYfSa7M6s2Eqvo+1u0e2Q3LnSRGZdo3XpgPWbSaebxr0yaeSz54cwyhbRo+iUk/Ad9/H89peGUfc3mJdyeW0"
    "vjF20kyBHrdpunXQdIPwaT85WIrlVr0b0mPT9WdRP2VDB/6A3ymAL3MGnuI8OU+sp6AIe7Mc/sEsyEtT2SApXqakx1MUeE9OZk+W"
    "d6Blf4CFu0Mm4E2y4VU/i9/L8VxcPdNTQep96VgDeCi2G7t5v99hIEfTvSVxIkB2lFTEmfToCpkRkRfjtLyLE314UKAjgpVSGE7V"
    "yvAFfdQjrplP/KJE0rjFJTzNaxGnJxjNuDtVcXInqZm7Z+pHrc3/8n+Pw0rHiANguzaLmqS9WORcCh39Efb/Dbx9mTwN+9hCHsFp"
    "+7CBjptadmhHyK5uFvl5MXbCTcRiS6FYRpkncbrxYGZUtvJN48y6RjlrWcuaWUMdkpm4ykz6duKMfhMidVXq/h7RpaFIL9N9voZE"
    "5+uP8L7WIfZZqL9qr+Cu4CHW1ko9R2I1LIFZx1+olWu9n9qfvmIlO/Hq0nNTSv8v4rPvNp1UyH6iKs9AkvDM9lXQvVm41hBxs52G"
    "jNZOwvRc1ZnwXsq87k+woztJdDjXHZf0c9bx9ORV6FEaN+htUsd+zVzy4pVzpbfqrXIy8X2qadmt29ImrfYiC8kE6DNjRz5GOssz"
    "8DePkW9gZx6Q2+Gj5kLTTsRa/Y5T2khuDGYgvp+I83awDER09COswSj4LTfJfTittZCkrn/prA59X2ULcSyERZypNCbngXK0lDNn"
    "ap3iu+hxwVlytvxoGbrwa10Y/CAz9FpIp7GGnC6bWAWPMPoZyN+rYTagmB5hagLnFO6I5Tm2adTP1Co9zjHw2tf7jEuCsWHSz+92"
    "k93EzSrZxMrpRAeK0juMcI7B4tE+skVvhoZpIYXw3H+D3m+JlZrWAKKEWb97WflylaSVRPwwHdRe3sbdL8fbZetoeMoT8PMQPMN0"
    "P9edYBRZR+mL6zNEnv4NOqSWeNNzeIYt6re5xzzNzJ7Yi955IXZojs7CXt0D3bbAOB3gqx8qhq40j3gI58K36Wlo+Lj/k/BRVtOj"
    "i2DVe8hyfN5Oytije47v0nSYSOZNFtDfmqKT5DlosBmwknvISL0fNrG7TCZTgOUy1vgZTosEDhRDLRggmfnE89idF4VmqCOPo2Wt"
    "uzPvYIipw+Rr7NdRwRCZDYvYRroj5nwwXVlJpnEw1McMteE2/Qk7XxFOypodHKQvh3WIaGYENcmfobHexjvP0Wdlvj4OD3wG1vyf"
    "ROIsJ8pbMSTxBjHcjC3wkAYES7zdcXtaxYz0dZJPLumm1FUniGn/JuzIrWbuZSWzM6ZfuuBbtr+L9XYxfNYl7Pp6CDbrPZkgt2lH"
    "WMC9JBEOzqoIb/M5sR05Dlu7r3juQ2/hy4jL9I045sCCBnpk1nK22LA07sJTTtabpD1sVTZW9Xw8U1tomY3YXeOx7So2J3ke2fT2"
    "l/0Q7a/Fid+OiOCKrJnaPPguHKGLvHZ1Zzuq14rbuRjWrj56eRHPZ0h2zTJdwbxKxHNumx17ihF3GTm1StMazK47hJFf5k+SnFTd"
    "ynfc19dr3WRPF7x/GVG1zQO8hL3OBdR/FfidLZBnh1bUS2x+bwosbKE+gKh5Iryb1/UQYr6VwyJ+LN8wOsuhB63knO3FHLTZ+SpG"
    "Ykn/5jYnZE9QSpbnjbjqciLHLsCVnhDzse8lT02QnqF0T9zeW6GYupkQhz1ubD9PS+hR6H4kblABvdms4Fyc6By9BxpvPWPMBGPd"
    "ZtBX1i1aw7rkHuLOWY1nV6mE5orT8h9ABnU3X3IafYftXKcinG9js5rFLpdZ+NMr4bXFsV6bmRU/mqgFjfi0ziOq4tRs5ii0Am8+"
    "XRyaQgX7clzv0nZ2gnyln8MHr9YinJyXoZ8sq7NCnw8G4c9/gqX+VFsGxwWV4TKc9gOhsfbFiXoSK5kvn8u7ehFOyUB5DHHbM3yO"
    "K1nzqYS/bnMI2fAlKz1zmmn/IyTuO/vj6dprNeSiK+4b94zlDoXTZYI24a2HsPropnKdhT0B2u1H7EZBOD/8GVbqlmAk4rmpeIp3"
    "acfdxHZ/KfCoJ5eLodVYxuESPlUb6SQ/MQ8dIULCOqzDe1LFZx0Ka2ssMb9BSpZh5zfzObYQb34YfIMmnNx4SSbKAvgJV2kc2vkh"
    "nqZuejGs71ToUkNIX6l2lotwugvFGNWtc7mCcUcNp3c26kjmxq3y/gOuXMXeil/JM94pqMQzrcBzFuE8HUhW+ddkkmZz6t9O686S"
    "w/l0J1l1nNd3kWsfXKkXbO1YzlkXQaOuwdVt0qy5vCtjsUKDoGGnhiYDLYNL5WXtrKOykqy+1NCvjniUYYeAe7FEfNQVZ8dXC9ZZ"
    "7YmODPoH3YKftTV03qV6dXgsbMkLujy8JbAaXBmrRfZM45kfrCL/UIWf5Ejq1TKAmUFjCljMqfKX4cHYjPkP8hB24Ho8z9c6Cp5T"
    "SLyRxeyzKuFZi2JvE4gZ95I8Pm0C/lE5c1B217eljcQ9TrSzdyFnhE3ujsfKXAOteDf2ZA0Ry17Fuzyr78AaO5SfCOW0nGtpGc/1"
    "iNANd6ycUV8FvOgy9oxvwOofJpZp7y0pfH+bSTdfcjs+baOrw0HwJr7EKZoEjVYt1yFG/TU4J1iMtZ6Jp6zAFYuIuFFAxPcN2K+h"
    "cim8jn44c49A+t5ALHQU9m8mp3/LvfzHiEJdzI608C9YoU6b7cLsu8Oa78HzllTnj1RxhtVFEI3/jZnO/TUHmmgltO4kMk4Vq2nd"
    "NVijS8i1lGJpO42IEEq5S3iuFfE4s1H2kSaZf2+D02Z453PwpzeIZbALiCp7rGTGLaqlR60eaSGFMbsdT7AHNMEd8PRsrryZ2AR+"
    "G8T9d0t5A5GE9TfO01eJAGZXHoC1WcaVOZ1+j2PL3kivdTu86MdgZd1ZcjFbLTMcITVSjPPl98oWdtW7mLeGM8IxHaC3wp9Yg525"
    "M7gTvttI7aM7QbdOCBwOQhNJ8f/05U8lnMPfgeOV4qFxiCFvaSfooz2w/0tltHbR17RvcDg0ycqszNWxNkEYXil36nn6tYzSg3H/"
    "14K2OitcmhX62mgqk5Ka9+gE7TVcZzN/MxayYRWirfopPOkbs5axNmxzpTfDmlnHSoyThwth/9bBF/lDCtmXVAbvoy/2YhuRzHcO"
    "1umTahIf0Q90bzXE6ZPk4SD426cub3AipA4nvoh5ze1kbK3SZcxML4O0mdfRnvO0xkHdQmz+cBa80Ea4WjvO99fAuhvLjFnlXlJF"
    "792hecaJxLye2mwjdE5mfqYk6zsJRsTqu1fqvFcf5USnm+jrIb18/b4GVqKS/TxJ1vVitPk7yzj2Osdxpb6U1Dp/v7K0h/wP2uu/"
    "4nG4SmdTZsZTOdMKrKjrgouwo+gtjw+4lVU9620drY/A/2kZ9JA3sQd7BLursTV0lGZBSEyC7umeOknrjyHQpdPkT/leeuv8sA90"
    "zjzYtUchd3FEr4Ol1Hcm5HvbHFLXZvokTGuliLZIs2HZ/2+ErEyE9rtQ1nK9emsFTqxNKW+gtbBvWuzYVfr5WDWCSK8Qnz1Nr3o9"
    "vtGPmPwx7mEKgd9hqZztu9Vr6Lc1kmSaRTkrzTm8E/bqY2rz8bjnA9BKhsM4D6e6u3yGSOZwWP/R8C5yEaFM18HQNZ1hf6NpFL6o"
    "Z65O+Pp4NnTFFo8ZYm90niznTmfuR9qs44jF4RBzFiBmj6vD82n3tzx3tZANYR4yy2fb4oytHR/uFliWHKKqWW/BWVJKHtVt5PBx"
    "XTjFfkawkvL+jBR51u0K33GSIM9aT/qfbfya1cdQymL8cqzPNaVYTmt9N4tZB/M1S9TZ8krWwIYT4W6mfinljBnszXM4PdSH9ZKD"
    "OR17triJRsPAtKfdyqkjrbcGqYkDq63fLIl62ZyE5w9finftkjVCLsHqrYO8tpOPcY3x+jx08YawodzT//zLoUf19XPPDlnB4dpb"
    "39zRkjk7eaJ8CXuWQ6wF47vJU0Pj7Sl//kcTITHWMK1S0wLrdzpi4TOkkD1Ge6aZQJJ4ppDoFOX0cM72rISul9F5ydlco46IHcpg"
    "myxOvRyr319Ow0oZI3JmXOrN2KFi/UgfkM6Q7gXE+e4gF8OC7yQVfo7MnjrGye2OEoibuY1QpppLra+mt8Rdj/233JOToWbcg8xP"
    "/busJIujya5hWPzKOmO+HgV/YYxcr7/J0TgXWdqv0alyGWzeH+GSBtHOFzCycGf4alYOyzwD8Wt4wwAn8jicozriWZRBfxouSgvZ"
    "inWoVJsfOUmWMKr/Hiv977jsOyZarWKn+u9VRafHj/Ty7LzMJuKkuFYfxS5bp/tIuUMfl4uCrsaVhM8+1Bx4Y8bA0UsG6CtaBc03"
    "CW+6CzTVHjIZT9dSVug0aKnPEDWv0/2Cj7Heq/RhiXlklQR91iQzAdYjsr8Yysl+tDSfY9dsNjiG9V5FZOkYc9bl+P+7mL8uIx9C"
    "NZ+5Auc25tFGbbb48Ab6NhqS6yp4wLC+vJuyM6SS/lMRUazX6bNysmxnt0Yt5HIJNPQMWNdafRMrP0W3yWs6FzvRFNHnWni5W1il"
    "LKUvtkmfpB/YXgx7cDrW82GsXSNIRHf5QizGqoBXK2Q06Vqvazz0/lBm3RumJSfqO4jcfu8mmVlO/4ResrxbCU7tBmjlBWLd+r/j"
    "RMexdgvwdA6jKOYr/O4ELkC88wxrgXWsBloUfS7/30XMW33l/gzZU7I9omJEU3O/1gF2NCtcNic1MByLuPOYrKl6p54c7IG9f02O"
    "0wXhWFa5k57TJJLWjreSq/tDRDSuHl2O3yhmp+zJDVbYhXnWYu+7HEFvrs5riAQrfhajzsTa/Yb/s+hrYpp/I+5rZA5zJ0Esg6do"
    "H+oYTyV5+ks58RRh5OFwMlOcXD3E1X4ydzNk+sRqFT0QAZUy31VH29qOnmQFrVTqBEWpx86DFLVHfBjIzpC5JuJQzI7Biu0sRcQu"
    "y1wvybRuSpbW1Ly6fbeUe2Fe5s3iuhZCj18e4xrkMet7POyOYfjcSrmo0AXs14n4yEFxdpNc+zgryWv0SlZNKxDZHC7XwYpMw44s"
    "h37vj8jpR9YioogXJuGdVhJhxLq9PoBPczok909tF5wk90PSO7EqXclMk2H9utNzjtT6fFPSn6NCrrbTBv08E4F9T5lRMJ++o+TQ"
    "O46x3z4TM0PmFXU9jnFWAmyqwby8XjhdR5OzLmSnhMN37Ot5o6uJClJfS7saje3MKHh+LtNkkw1vyxPMdfzIbGamXNq74WnSIRiq"
    "g/QI7Qm/dLSeF0zEXi4PYno3tMd8VirKoI9iOM+XySNimDgHyzrul2m7n/Hk10snWYSTfJrsqV/p1UE5vPSF8OYNo38n6MA3NZf5"
    "Dpv12AzdcTs5lZrIA4hPrYPsXuINu36pfGoMh0Zwurzsu963qP20XGsQvy3CVXKZmw/Zc2qYfktkKr6zBnHmNmboaqFrc+EhrsRn"
    "udAdT+Du2zjVcz1iPOtt+hwrXah/wg+waL4G+1rHvsVP8EQfayN9CO/eGKcqixNK22CJCnDNGCTeuoHaQWe52QLraW0vjxIZNAdy"
    "/Q50zDqc5ibQ1EdIsXxvuJY6BruT+fwMkK64VnvpILdYjk4MfehtvPtyj2RT3ybbvy3yOelvP7H9epSZigS9UasMbiKeYYI1+2my"
    "VNf4fqjJ7MnZwp4SQz9znHn3+1kwq/3mEf9vJ6nz3T/9eV3XMxF6pIs4OxhMcy3n6X/M+PX0Br0ueBgnYo1ulff0fKlFFDJcTktz"
    "yUXTXHL3eC65ZbhTOzK0btDJUs3JVdfFH6ffV8kTV0a53d9jJabm5+yUnCSOm1UZIyjxJmt9JcPxnNfwBFjs0INYEyERHK1PrTyt"
    "UW+TVb6XOcFOiFgag6PG261KavpDfT3QtFmV7xrfwnO1l7j+6nU4eYZsZNMkt8thcgzOiCFX/QwJvFfzZW/5A/I1AR7+VFjZHMjW"
    "UcQSbyaOObw59ciZUshzdrl+om9Cyn6FvuoB3+hM/YIT0fcz3/YosamjxN02LOnltFY19IBcpnoo+8rtVFnng2Mqetqj4BtH7cV4"
    "Gpt/PVtSaNEH8w1dt7vhq/6kf+Des2C3R8K3noS7fog3aklekqVEnEt6/Gt7ixclwbnczYw6YqxuWwXBkO1XsEeqmDyHLutbx06a"
    "M4ggY6hPhcydWxX7N5nN2elf4HccJ5a3acQsRjlWq4z2ZRZ8k7XYgVp2c9boAZCUfpzotdgxQTl2E1apc9KWb7YKp74jTuaHWMOo"
    "fhzsKlajWB42hWxdBV1R7HMXZZ7z1dkFw0I/jF0zuVzpap9DjHqEkDCNti3SkTq/hOzq5YxRHTZODZ/7csZofST8CyNkMzE++3xo"
    "pw+w0gvgZ/wIyZiiB2QVQevaFFNXP9GgaRyMZJqF7kL22s2DxUt4jGE7abfzRAuzTjvDSzgNGu9zSF1TyNvrOHHZntN8DN+kKf7k"
    "XPlPkFYzfxLxKEauQuDm+OxeD0lmhulqdmE5pPaV1FgXiZuTzWxPrd/PsHYtl/edvI61Xsc+3GLfuWlXf9J7Ukq00mW4s8j1Mgay"
    "3w8R8af47SXQCK9iVVrBNlgeYqycin3oLoZTOwXPPK6BJ1gop8tR0gd3e0V3CZ5k3vlYeR5v8H+LmWA2OJ/2rLEYor71ou0P2TlC"
    "GoobM/XuW7zyME71UfjnGsSJC3EGJ8Ju9BezpY9D7o4Xi5OMmXgzbGEp2WUSvs+pDlJUy0ncHGY/EtQA9vc50p8TChEdiKe6G9+2"
    "iaIq+g0WW1iW7SBmMYs1V9Yw17AZZz2Jbxk74AbY88yrU8nqURlPVYJdbsWIf5Ma/0s+pG36pwpmg0Lm9lrIcEbr9habaYtOlWsh"
    "+ZM4Z/GgmHefjfhuFb0ndz5clS+GVVHf+2ZV4uacwbOV7sZO3lY+r2UZOtN9LWXndC3B4Xdn8v0zf/Il5O4RmYNPqsPX5DJY08W6"
    "m84L50vM63JX0d7Gnq4kdecK/Q4afyo0QHe81xPyOWRpHaR9Nnz97nImc50x7t8j3pu1HMAJkBXrwu0nh+Iup7PD4yPo9w3kfnBM"
    "Hnm6KHiP+eCN+jTecW+5VAxLszVOz7v6aXAT5HaZFoZtgvXkUuom1uPRVB7Cv/tDW9/l0cTy1DHZLqRF/RjfLMDeLgqPkA9wnfs1"
    "0PWNRuMdPoRNfleHYAWqyG01SV/AKZ4JPXYvPjG+hLd1H5mDs9YbdnScGKLS1WIcTQ1Fev97/rnMCBk1nBT7h0SJr7lJv2B3yyrd"
    "L4hjzWvSHLdbaaEsGr8Pmv9HdRPL2Tw5j+LZinEazAdthzN4AmN/81lb4LqD6TtbJN2f82iPij2B1RMKsTOfQwsYU5BxK8axX5X4"
    "vc1ifG0TrVcU1zd0aGPmORmS040ICNkN+GJd5Vg8x0bGbcPYBWQZwmq80SPSWarYJWL53tWIS+rU+nny4KluSXfKmn1zEYtZ+LGI"
    "BqboBcFH8pHeCv/mFLlY74AH9agYD5TCn3A5yhJiPlhH2jT8XEjprGaH3PnSDXpgTzGM1My1tt9x1YE+Hzhf92PfSbOghF1NtfBL"
    "l3t8Woep5fyLHP0S39sD8aNZp13FMrvrmSmYrNthQabhBH2Gd50vw8RwQC6BTL0n7fE7E+ARTcMKz9V3cUZ+xo6OJddtgnmYpKYw"
    "3sybwJ3EuqFayGfBI/ALPgiH42nrdB/yZETwjXzvTW7nZGWCGDWZP6lhRiX0TN6N5UxO49kOTpW1wcs4+Qt0NE7IAliybG2nI4iQ"
    "3Uuq0x3r6js1bI+mQ94Mj9ImIh+A1CzBlSzvU4C/jVvD5tuMkbiUPCmG8NaGvkTUI45VUce4TPahxvJC/V4HDWqojvMYKQyG/73K"
    "GDjlPM66zsRdf4PmNQyLbKxhT0nhJCa9n70Euqy6wdN4HJFoXRRQx5rdkZLLSq3D9XBdez1875q98e5yBfyC0bonpLi9dNNGQZW+"
    "hNN1MWzcEmKz10EbZZPzYzNWvoBodQlOaar/yerArg9uvWcNS03XnSUOjTUCuVDI8vEyA+fGZs4fpm+6T2CzZza7Xea7W0rYV7Un"
    "63DbOQV7FGdeY3iaCmLozYQMG1KvYykxid6kPQNj/szBc5rWKaIfXIf1jDMG2MpsfXkat6SYuQnTuPsjYqhBTB/32aoEdEwl8ysx"
    "Tomv5z3NjryN017JXIL1K3WTftbbh/0vgJZuGozUB7SzGE/C7r5u3I0ecSX9kQTsQTURTHdMt4S+BhHjam0Tx8JhyNW15B6IYn3H"
    "cdL0ehkFK79W/ol/v62GMl6EuOMmyRwVxMm/U8SqXYzewBVSy+7FPOxqGU9gjFWFan5eS1a0TEwtw2RfORVRv00W5MEnrGSOuY4Z"
    "9AjfLsFOsxjnIl7yPS+Z5/RKvMweWW/CM/SxxDZOS9i8VkQ30/5vxLqazu8SbIWVq2HPr3WNrmaGqDg93VfLnrOHmR0zNIEP5Xed"
    "a3P7+PMi/G0e4SzYEMuu7c437cppmt/oQd9D3JR90/3Wyn1v5bsuK7yf4+ZXTkxLiOVkPpan5Sdoxr7yIXbmFazRmdI+OAd7M1pa"
    "yXxGLN0RS07WGZw0eT0Yp6ZDr9KvoMMvhf78FZpSGr2uIyHZ66mNrfumkgwMDjeiLzyPx7gDtbQGJVpHu1DBZwh5FtYQ4dgmdOz8"
    "PeHjm0wTVXFGwTHfRXKcpOZgzZ4bL2qO7wUqZwbKrnW6ZMYKmw9PMabx9JxAyMp3V9ZHK2FBzpUraEVeJNrjMbLZdxL+fYdKreem"
    "M6zpDpTbKCyV+b+zsMrllHZDRJ7LKWBDdbWJ1RJc5WnpIl9hf9bqKEjQfPihs7CGOXiWIt55O/5uGUSZ07bc2A1SS00Qo9XrJkk/"
    "ZfxNeKC8nzVCBwfl2tP4RvQTHR18rUdxIiDB6DBCWeyCdxzOJ671vdIFvr9QyQBSyROQ9LGp47hMcKY+T10XXRSn6UM5mGiU94pN"
    "fc3SB7H3ZuVL2an7GHyBabh2K9iJb4myVcvnXCyrsdt2wjfraH1BJugbREoxBuQj8Ia/0ecpgPz8rrfIfr7LK+6xxXL9DuYz0+fO"
    "YJ2vfhsy0Er2mUU4pbyefE+1+oHk+0kuk6Venms87jlykvB3a9Qh4FR4fvJy9udY/t0mbRy3bNKzxeWy23o9I5gsnMilnvXvOmi8"
    "H3HXp+RreBTzcar6y1R9T5/Cni3MGg3/2k3275gYDdN4wv/ZJ6nOqJQEnsIVcVMoFezHTPp9jHkc+1R/7M71Zj6SvnLtchHH0BML"
    "/f/Hqc8tphvI6klLcVMsVcyeQQvpIJmIFcohx5VFhMeKdW62IsrAueyOz2VnrFlKy68W43TcGkzGd4o4A9Udu7yREcnV7FCAtMtG"
    "2tM8rOvPsOEbicl9AvN8LgdYTI1c56eee7DikOdrThXMHJ6Mpxgnt0Lr7x5EcOKGw9ObAv/lNn0Gem4yWTCSZAlwmuRsPmlr3131"
    "V05gW5U/sd/rOYu2EOvxNc5IMe44V68L8tXYWF3n3UrLEYjxKm3AnnX4tyq+myBzmE9J38UVekxZ9VWVo2Sk1LG2tJDnZSV7g+ro"
    "ARXBV2uXrhiF6edry8ndl7DmewUPSCP4KvmwiZcHOaHLHzRLY0snfT4riZM6W8ZTO34in0HazxfrfTiMe5UJdau7xP19U6uj1OUu"
    "O5So90Q7/t1EfpItzM20xql/RG6GRz8DbzMCv2lTSVYDWofor7G4Ke9S5jUy1XYzP1sJpOBbdonncUJyKaUtj5xiTxHh4UF4s1v0"
    "U1ZmV0DX2l5Zxm+ILMBvLcB9zStvAxv5PfGaHNtyISOr3uysvQ1vOdT3OpoPvwTy9AU7v/LxDi6H3Ze+aYnPcTif/CLsYhErjk/A"
    "L9oO/9kin42Bccpvp+9tmcRRuPNKZsWtN3my3KG3IIKcBomdpe/jXjN0TtAoOAvf+V7z2KW3Bn78amZyq/SK4AWdrUlfs6tLn+uk"
    "XkMPO0oEwFBTeaSENuKTfgm9fQP91A1YFZMbw2EfJbv8R5iyrk93u0dn2EP6MiuUpwfIrsGh8prersO1r9Wg5UBEivN0jdgO94G8"
    "Hi1DiPm2gagqu+IZ/oSfkR1eLdnB43oFvO51kPKHdUqQDVlSnOtq5vU3cSrwGImwZ8cmL6u0Lo3oFfGy+rtxj4hJyzLqw4jHYXcr"
    "I8yiO45Es2RrybAg4ma51OuI3cV4b3cjKltfdjS/Kb05o2+T62sZt+SSM6mIuX5DOL8WHkQePcJl8JZEDuAUQpVHcY96/qwVDdyn"
    "DFqnp2zwPc4OgfoSWqLMfcSZs2zmKbaWPegtVsH/P4j8GNnQApmRVpXzwRGi+dv8ax2z5q4CNRBe/3OIINbokYiH3sCuFcuL2IVU"
    "L2eKLcDetq2kuA4McyXukWL6eztk3Z236qzgcvlSJ8rZcnH4PXTC3dpPhpOtxPp6SzwrTyEzyjfI6gY4xPZk9d+dh3/4LHsWe79+"
    "l5Ogv/sjXlJ8Mgm+1xeIkH+FZi+DfHwIWXkW9meijNEp0JJX6adyE6c41pNHSphxrvQ1cm1gkvMpKRPDATlBh4fT5FQ9Q0bJo7BB"
    "70PSV+sdcoQeFyzB6blYL9PPw/MRf6zHzpwnt8GCWEfGmeQZGioaLsFKVFEazGseLGb9Bol50xuJo1/GWe4DxXpGLa9j3SebEGe8"
    "gN8uJFbLBs7wbaVmMhyaLLkR3sgusrc8Dhv5PT6dDc3wYzAXe5zqZYvSSy+ifnZM9m4v20tYT7eFxGP7DFcdD2k/Bn7eMHkS9tWm"
    "g1dqYdhCbGb0DtlTxwdfQZs9Aj9ib7H5xj7EvD1AnA0vJktMMfObr+PzDuKYyZuJdTQ0lpdxgg5B3DpYTsabnxB0lNMlIf/SXfRq"
    "zQ8za6Qo9tem8vL4qYv6oszEWceYnYIOzIsPlUrisVYTKeAcnv09yQ/sZHYb7c1YLZOJ0GG74j1nQkMthv9eAZt9blCsDoHkQs8h"
    "ErJfyzEHZcrh/+7rkanKq3nfN1GzxDXu5zpdjqudGK98JVnIrQ8i17EA4d97QINazPW8vAprFOWsz2TmlIw/bYq+Ba/p2GAwkTLv"
    "wjdnYdffhbb6Wt/Fs38kJb7elc8cwSr4EMbp2LkB/u3hXOuEn42u8JwG5snlY81dT7L4PI2dQ1czSvpJ1USa9cts9mHQvHcRA7mS"
    "nvoI6OcDpQVWd71m7k63rGro97NW9/J9fyfg3sfIKo/kkvR9KoaGU+uZyGLwtywn4xAek/z9qL6Mc/KlrpObYWkFEjo16IzTUayv"
    "Qu6r/Fy/6211rDasRgfbcE4P0EfVptMHBrWIlB8IjpKmeg583uXQ2Avom94mJwS/YsWfgJ0V78NHmLsSn4OyP7lYDoRcr4dP8gl2"
    "5Efm+cbq25CwC+U3PMk2xrGWlx0olos1dJpf9NCgLfERP9K3cKXbsRMPiuXsjhHDV+ksjchRaP2R/5CW7LG0DGxPYommeh3j6hBr"
    "DF3GGAGKWGXLx/PVQAuZJBSyMmJPOZG9d5N8r/FG6EzzXcZhB1ezOnslrjwK319Zj9dkKPtiZqSZYnIhX4OljPtVQYyOGPbH7Jbh"
    "x3wIqcuGVHdGxDoDnv9GSOtSnorHyfoVY09ekUe1qdLMaBeF0HgToa1fE8P3XoaodJLMhYaPabYswvldA9t3S7BSVwZD9S7I9cV4"
    "KesALoUlNHyGhVjztXhaQ41eAw0xHt7FY7BuZ+G05bEbOBdX/UafYL+8i4asp6A1vdGl9B620ktIRRCpfFlD+CH3YS0DeZi43rXa"
    "FXJk8fMm3KmnlHocpCK9jJmiGtYpLPr/Qf9J3NIkc1vWGdBITDMs1YfDffQxHZi1LfwUVxgQfCn7BXeGb8n+Ml6ewvoeAevwT/kK"
    "vlelnqGWDRovJdyVfN1HzGddi//bDt94ACXV/JwhkmJGdRjlLvP895+8AhuDWBg2dZLeDNm+X+6Tr6QVJHbH3LFpkn9xHV6mD7SU"
    "2dbW5P9bo/nMfhgr1yRo85V4slXYjSXYg11lP86A/ArLVeyRTJX16Lj3ew8Tw+95FvGocbes0sXQResQoy+GVFmMYRyeu0kuGRqr"
    "GXtUs7pgXCmrsf/wdqSnrIAOzcXJ2wQreQP8kibyB73OJdD+RXqPrGJ/vNUjc/A72cwq9BfXoflPclgbU+OuYifxRBkI76qLtMHz"
    "z4FNK6HUNpXQ68UkrGHoWa8cI8t67SZFXIWx+J31rK3W0c4k2Ttgvsi+nMQo4/kYxLN0ntTy/1bwtNgUwRrY02LIxgae5yo+XSUr"
    "x3V6EdEkUvWDaj8hm+mTTVjXzfqNzGZ0tZXTgV1kPuzJ3lJLDZFic7e5i991Oj4pCufrpdCZ82SOHh42Dg6WqbIcZ2M4nrKnlNDP"
    "rKSmsjzKebKWveP2vmfKJlZFDpbJeP+HmZXJ10vlUT1cX4N+upu1z2ZyLdZ0OD41G1GkO9Ao1NePU/2WCc9QHvUcYzfjGu+w7lYN"
    "C1CN/bO+b6tWZTOXHaYRNRK+E/YyarEzpJK5tID+Q4S5xE6cNVjPu6zmHpXr52IzNrVkMi8gb2ESq3ULsYuS1IydxNVISokWbpqh"
    "BhZ0C/8k6Wfq3BTbFcR5MTlfxm7iHbH2DlauhMdE3O6RGzrgvFXod8Toi3Lu1fgezxbXq5ODaDeii5hFd1Y2SpyfOk4TGvqzm7gI"
    "6mU6m/ifY8wxV/lOffM6vxNjzTb9/Y1MkdvgEZ0PHdwTd/kcp+Ui2MvZeJJinIVV8Kym6XSc4F7yun4oz+NP35B84ggUw54b7oBN"
    "NRhm+Fq9EZI7F5+t1IXwcFdA5i7AiTYUoXWINBbrKWqTCIPJaj1F38YZjTFzdDjrWpuhyT7h/JExsiv+L+ajwqjHckrx9BiGTDOv"
    "kUNyfpr3daBYnL8O2u1U7MyB8ot+gt37A6s3EXv9K+6zlxiO9WVyPDRLV7F5+FXsc2uLZ0qQk28HC4JVXUbJXtJDtuHJFsNv/ox/"
    "mgO7n6B8lbD65jyU3ow7wgbqC8aNfhNto0X2cd8HYrboFj7HEuiPFbj+L/ouNMRc/HkveFgfw54Z5oGhZ52Fn58UW9U5OGV5sI/7"
    "YF/WwVb+Thy0X/UPzzWcZORQCR+rAr5WnFMZy/4yUdCiXq4rzoqGqzVENYUO/Qff0FBALsfbHCFXI/b6GRq6EvZ4GmMU43F/hvor"
    "4vlkc9T1mWeq14t8hPd7CF7OTXjuU6CLivQ4/PfUILOl3R2RVh0tRisiHilr4LlqcyOfQHpulWFk58lm1nmbPkeU3kF+Ns3lzIWr"
    "v3OaV/vvECWq2Tfn5jB7eEz6KKes+2tjxPHDw+HaKNhbLsS+vIQ1WaCDszLjUkeoD1pSdi1rUss87iqyGSY4Z+2YYWt97JDw33cY"
    "WYvS+QLzNBYiauydRrZKZYazmDkuoDY2GcsS+/lL4oeWEr2+DlFenB6Pk806Igk4DtI4bV8xK+8tiOtmFa3MeHZFZE09S/aVbvIp"
    "oijTmxN0giyiHnCcmDMhk3tKI3JN/QiPuBW04FVyEf2sGpzXhcR9sMndHnI4fNCzgxmQjwH6FJ79UDlfzNY3+tvJrTbMPFX5iYDm"
    "YojvDp3HZPUL6JV9EH10h134EfZqVXhvoyfC9yAh64L54VB4XTZnPg3+zTf494Zwa7CLfAB7kE1U93K9Rn5GfPk+rN8QuRD7mqvd"
    "g23s9ZgPjTBWbYp+I2V9sHwXJMKP4Z10kt/DQE6GvvwZ67iBKJ9jPMbPOGi+pK95FhItJZZmjQuZjcj10vX35zTq+2WVtdUE50dN"
    "1x8Ma95Ydsd3SqAfNrFjam88/+N6eFBKbZ3wGGsOEW67P4ufYt+PJsZSMb0Jm8T6U7dw/nMzpTHm5/teE+PGK2XHpEnVy7KWPrxp"
    "sZPEsIQzn9Nq+j5ZYpLYm3yKSc79l7Laa4h+DnX/Iubtl7Inp6FP6jhLbLUmYxjoJCEzqZ0lc7eW40K2/57BKmbgT2ZxPebGkDrb"
    "5U0qPKZVa1qPMnbEuapane9UNM2xm6QY6VOs7idjH3pId6zo/bDtTaGF8+GnztR7ITnvw0+Yj3/6B5YrbAQt9zV80b4SScfSMZwe"
    "l5MpURcNV/s5yghjZTubjeUS+kFtsSKT8d0F+M4wnod/wA5HfC9nOWPtWfjnDWnFabkCbaF3QmaPkPd0hdwGWTbMj7fkKsSMoe/Y"
    "GCJuUibq+SlWc7qmO97hEEPPwJldjrsVYR+mIiJpKUPka9jqQXKzDIAt7yzHyQjY+sy5tMzoXpk/sVx8Io3o4aq7NrEcx++081ma"
    "5qzgKXuKGvFqmZ/gf/9sxey5nIVV+VKHi2G8Wsy6DyOILV7v7CQ2I9Za1nNCZoE+qNVyP/vuT9Vd5KLgEnhH27UvK5+bWPtyiKaD"
    "qKlXQYsMb6BL9CRY+wLomc2IVNtBl9tczef6rc6TqO92SWGe9PB5WOMrMA7yGPbb+qZvZlZ+NbyctfC7usLabNUaGYRvfkobN09f"
    "kSfhC/UlQmCS0Uktu+S6y0R9UzpCu58ib+LP39RT5Sx9OzCs13t0DPWIITck2D1azTP2JzsRr4X0f6EROQwyYl79W3Idnm+jvAxv"
    "KSkFjF22qnH09sbTGVLXCmoUl53ZiDOwmhpxBed5x0ojvR473Qm24CRpIc8Hj+PUHy5jdG14tvaAV/g47O/J8jZW6BYZGbSXKxG1"
    "/IG/1+MK+8I/+hOabpBcLFfKXjhTBUTbrGCPwzfwY11G7hTJjOWW+ZPQ8x+5qbIq+hXW9fQKvlHis28tfYU7hvheyaSY8HyNLt9f"
    "xM6O7ezPdyguRZpDZslugU2X1uK0N5UC+gwWu1hPyRL2J+biVLbhfGwtYiqbWYlzHQuY7Qy91xp6Rtt9vZcRwXMn/E+1RJdpLYeT"
    "57dUT4QoPYhYzHyxx+UB/N5XciCis/t4pW2scZTRxkbpcd0A2f8AT1vMqCwfbzAtGEMNtgKrPpdZrxzI/+timemFjMO74sQU8W0c"
    "/tm7zBAncM5qPCN8ASP5TVjBiXI6kW4268Z6KK8u4trNT33EtV84W++HDPcP7sCJGw6f9xvsZ2OZKVZjSmF99PH9UTHIej60wBt4"
    "ZmOXn454qobsqM9gFQ8LPuFM6EuIQ96WuxETdIRvY+g449hbV07O5Qp4rKX40wQRGWqlhlgfLqNZTi4clxe4iXjE1T7qW8H4zOK7"
    "MYgh5nItbTL4OGYhVjLbN0yea0Af3CqOYamc/R4Oq2YK5xtXQjeUaTuc8j/Jd7FWOpMr4gfc9SFZgT18FZa7WC/Uc7UCnlZ5OF4G"
    "yjGcb7O+00GyGqthNVXLglzvMdsK1fWn/cHef5uzOCi8SVtrabhE10jPYFp4pkYRmRzd6FbO7Tu895SfWoVTuwFruhE78rFuJuLL"
    "MpzUWpzZa6BTfsQV79Fi+dNjCXxFX/AeIg1YRdPyynvKKuyB/dQD5/9KfZ74BDHq0UPJqhbn2cvnnxSz/uVmPi1KbArLNJ+o8Zbr"
    "PFTqPF6ldQBVUsu4fipb1c+JFxZlDyXkmCixCY+sVcczNpJdvuXsMSplD1EcK5aH02gSOR9PnJntqYwrWUtNHecJqSFz7b7UnG61"
    "u7M/36Ledtgp408thOxdhx38A1HruToae9tRfhdD3J2MZ51PfGZ7vnE4UYZhV8RaqWoKS+TcdPbSVvYl3S4FlMU8aNoaaA/rWdzO"
    "+YMYNdR0zgXZ5IChuJbBu/5ER8s4q6pARmdxTVboC/q8DoUVaiRH4777wwOYrq9j/W6AD3wpnrqGPGsxvUI2MpI33NMbpS32cZ0O"
    "lGXEeKhQs07D4Qt9Kl9ybapxos3ytBLzbl1msgZao4x6wWQ88HwZ1fSSaljxiDAXGIOc2KpeSqzJMM0PkkI53sn/23oQNrNWsZG9"
    "RcXaOqiBlzZZY76mcAKrSamesgix0a8OrpeperVeyzP6QzgsSIYfMJPSAT5Wtc/Fl9Xrq/hGF8OuHQ+pW0eWpE3wtv7gTECFr4uY"
    "7LRhbNBNEp4DYgv8hn6Qif2I/VRCLIg1+o5H8GkuLnMfJU6EkOmqHLrc9d9Ww7duIYPZQVfJuYdMOiRz1r3WY/Yl/Mzh9eK6eY07"
    "Zz79UWWOdxfPP3c/py3O83WRpkRmclmodZyHrh83hrqDo91YFm2aPksMyzDB+0Xhg5Y1cLWQeODreVIu44o5tFybltlWr159kkTS"
    "/TVr9Av5npP24+ReeQkWorMcK82ILDGE/U0JP13uOjjst34iq04dNXmN5yOtgxZ9P/02TWUH+m4W32wjI7YqnK4B8LDGI/5aA60c"
    "hW/VEItZRFM1pNRKtfPy04EYvOpR0lzHToLc10lfB5P03Fmd74PLdLXM3m3mZ2tHboxCsqxUco26wpc8mnnKTB3gn0HmNqt1DGbr"
    "6cFIVrALca52khJ2JtpKGqtmJScfLXt5s2TDP7NunO/w7VVYvyJ4MINkEaTeeUcnseZSzHesTSPuxpkhqeH+KplfD+GOFRIPNuo7"
    "M5I+Xo76qDqf/AFx9hpFEAvO5+lR2vM63KmYeZCmnKdYCyl03nU5V78NOdHVz1iVwbO+jPFWCU5sMd+nFL7xaqze/VJBDMwIZzhu"
    "lTzoTOt+sA77gY23sSr4sc7RC/DGv+nDsMVV5PsLidqfkqq5jHgG6iTDj5Pfcf6ay0+IABZAspKQsk2U+b3YW3ImUb5N+1wnOTwt"
    "XWV3mcPJ3Trs2dnwCCLsAHG79Uf6TJ7kOW/cPTuwb6CWq9bMS5HDKBjqccuriMBR7fEAIpzU2gZd5bJie2GtBpItp0K7B1HPCmyZ"
    "1igxSfNgL/4Ba9GLfbXb8Wan2zQE9GIxvKTNatnN1vDG70asaQiq0xBn7SMNoa857LE92VPm0ADL9QDfOWXIvlW+ntREUt526OVB"
    "yf5W4Kc8jUfUZTlTSBxxPwERJVNIpk820GexeaNt8MPMLzic2HfdieTt+jdDZqhsZdfje0dJR/JpPScnyAHyFNauh/wMeSjSNkEu"
    "0XLWs7bRRGxutz+03b7MsyXTee7WnF0NpIfPSkTIdOK82iRO3lm0kLtxxdogvqrWf+9xjiA+3E9+M4Y0eZE5irbYtf5yL2sqVZ57"
    "ss73jgaI/iKaGR088yeuPyskMqDFNMenOyRbQ7/NgFXtBKk4RLrgKfNw+u+TS+QwWNn18EQvkBzECpaV31emwNv4WS+Gv7yTWEf9"
    "Bn0cGnYr3ns2tM0UTv7ambUT94RU0VZsxM/Dcb8N9BCj9aTc/WTYFN+w+74aGqeajEhmm1cTHWZf+Q6f7yJPS39EyjvBw5pizJTB"
    "PMQFb+lgOU/vQHR0u5wMTXU1TvSJ/p0Tvtcg4dkqar3djvJn01qneL3mEMXdXHRCHWZHOf3Qat2GaPxrRBef4xQOhvdXoVdCv2Xh"
    "OT7FuY/46mwh+0Osr2YZ6zfT8O2IRyhz8/M3+X5O9XNKDlPrMEpAyKx05pOV6/VtPtEJdhXj05kshtTQCR6dZRBP4fxJLefsRsik"
    "/8jKVPpYLum5xpL0/hOckj5aIszAVenDiJPWUeNYT2hm+5PnsXWTzK8W6Bv0H8x3nAEd8T7s+hRImnGrTJKHmRfoy+9eLO53qzXh"
    "GTUdE0uMVeKQfSwh0WRC+EOz1aF5pfDL5N+eplmaP24HepPrfB/OvnuH/B71EWx7PNGBsEQFkMZl8Dt+Q3Rk/TbvIBJIYo2reR6r"
    "+Cx9xM1ILEn36AbeF0ndP8nKhnEH7uKxu5OcpdnMdbY4uAv2oGWaVyrpM6qnQftG2N96jkSYOXDYWL9g5eLY7b2Im1MKHWGR/kny"
    "ubj59tS0l7L6bncbQAxml6k7mj0NIWumRdBMZ+AuN0C39xLr3XgbvmobsQzjvpCoVlLCczxELKduPBSF0FJvyyNSp65mYhVCN1v7"
    "KuXOzl634DOyF7WHDt0FJ9L4lqfgWZpJLWOAppA/WxPDw7iLVSVDzuuOSNh6E0qgQyyKKMQd95IUO19IbyDmEYJ6is3z7cXu+Qgj"
    "/AuJU+q64M9mH18Elt+Y7ZqIIU1vZy6ovRR7FJhyetrtYMmi3ls7QgzvPOH3q9x/IwHZrqL8xXwXfB1r+G9IWC9PXe2RDNRzOPaU"
    "Q+UnRqirOOFXjfWs5Xy9xdk3eWSEGNmfF7O/7UR5FR7qMmi66diBqeTz2KRzxXqcMvWPPg6N21euhvb5Tj/CCegCq3GM3AjvtpS4"
    "X1HfrRGjVY0yu/aevoJIpp98q4vIQfYx9vpnVfZiH0yE2aSmJoMa+S6bzYw+tnLvrCu8GB5NDfOZ2Yhjb8and+DcZmup3K4r2Z3c"
    "nvx7HeVg7Go18T02cz6viJJZwDVMejzVatrkLDlDzod/MlEPgg0u0AmImj/FTn2Otf4IV+silT6DXsEJ5iRnx4z9bip/ThDVPRun"
    "JIfowh1kCbybRZSjxsT9GCTX4Ns/6ChI5ZlSKjbflaPf41s5WPPNiJKb+YmEgGiiKa7Jvelx1hB1rJpd5LMln1lAw4HN0SyerRr4"
    "WClGlBqvTyL+zNlUZB/PwVDu5XlfdrurpixzCqF3Ed6puRjGi3mW3+Kt7sObvK8TiOStnkMoQhxWNyPgIugjmRcK/Gx2ftqbWoE/"
    "vYKoZ1HmCGLMhh6QrhfWxxN2P12O7w9DnNxJ9sfTrNLxkLQTZTdxzBfmPV8qoZ86jrGXIsGcX8Jnln72b52EbJincTj5hV23f5z9"
    "aFGcAOtJyfcxlH13mMeF3A3xTOc0WliqFtdLttBq18CPcjmcFuJ4I0L2lCegXTvDnz4Csr6Knq5lYbtKIde6rbg6qun1OrJWJIm+"
    "uUybB51kJZHA2+LsLYWeXEq82/aSqiF1kj19lTfH4wan+gZKPO6xcbjUwJ9pHXSE//OyGvfOi3ja0bC+hoDWQcZKX3EzzlWMd5bx"
    "XdZAOvNwx0IdKzbDmst+/mr86Tr27i7jRJZ5IQ7JyLyJJzlXdphY5nIAay1xfrKWKPl57Byqoe97EyuudXiWlVjPBKzTKTKZOYMK"
    "nJ5jmc8xhu3MHe2qZ7FLycnGEspTzGM01zJy60icMUMeD5lL7SUXwie8HHbjEuzueDkDUWb/rMvkJ/k6bCyFzGMkWQ/Own2sd9yq"
    "4l8g2uotX8uz+rzOCnoFT0GHjNNP9DLPJam0+0nW+0Kfv6zWqXiW0wKrfS6mrWyMyGolf94PWut+caiLf/g5zTpdQF61buzAqGP9"
    "yHo3ZyLi6+jt7jbKdJTddgnPk/EVVnU07FkUmmWiHAWv9l/QtdPVmPXydT7e+G6ZznyMoWA9Kq8xE7acPA/TiTW9p7SCRDeDrVvI"
    "szoV8ZfZUmPj2aIdgm2cJ96J1SLTspfBEkc5XbZNLfftZnWjfKINfPeRZDisZS+fnSyLY3LYmWR67y5xswx/z+iXuRqb0kDWTVHI"
    "bzTxldcpwWec+bRzsRzPsJG9SL8zvu8qD8q/OAkeBBfiWy/rO3KFdGElp5ZZrA14lxekm1QTgelnYvnaX0G9yGcFUTWSHpUtSbyV"
    "Ak5J2zPv0QBz7WWS6grpSOnYrA5xeD1Ww7hiNjFHdgis8Vpm4eZAm57LuNjlFFO1mFxG1OXMLoU+73wkp/K6EC8nxetTx9y205SV"
    "HnXrCO5kyJOQ8L0a1+JOm73HEoX9WkEe3FLOH50MWdhfYuTKSHH+2bMciNNWKMfAOuXrPGjhnloddoflWyBtEYvdqZ/g1O4LqR0D"
    "P+ANeIAT9HV4Vbcicre3K9VXif7r/LIl7Fa3LOVuEqar5HHPyKBEVc7T58V117p8ai5P11NinUxHw08K4A9+pc9i9d7G717VQMRf"
    "rsb3sZpTFHGcZcvi7ezR4neX0KP8pSYiW7EeYV0KfYhq53pxkmTzcPtivtuF1Lr5nAeJemzDYRLjPMUw1k/byst6o1gnSL8GJGSr"
    "11klHp/sVFy3GU/8zrIHIqR79Xv5SO/TDxDDfgS/dp5uCLP1UTItRBnZrMI/EX1XDC+gM/E7a5jzrPVWro58vDnEUqzAtfMRGSUY"
    "Dy7EWxh3w2d4im1EY/0Mp/tKORUe9u/6Ja4wED6s+bnFONVLyetm9cRVRHB13sNzuo+fZLS885fSUV+DRT1U/iWvycU4VV1kZ3hO"
    "v+qFal1pK2Gb1zPn1Ee+EZuONw6I1njn1ToCT2V5nuvka+z9FsTHx5DtPl+d59zV5I9v/RSeOsEeuMCvaYprxiRgJ2KTG4rmcayw"
    "Wzd8IIa6epgcELyCHZuMVZgND7M1dO1kfQC69y19NBiuT+kYOV6+0MU4MQuwf5frKL9XO4nrJa2fESnlvhdSM1ku+Tpf7W2G+L4g"
    "nKTf4hwPQmTWTN6R5Yji7NxcLps9lllNmgHH8XMn2CHj5lytN/5c320S0St0kXyM8/AG/K02uN6nOD3dEbUcKeojgITvPhM5THK9"
    "LIceFUmJ9mFSvDN1UeZ426Z9x8gw2KhvYMevgnY6Hb7zB/qQ/KiDgyJ88zvoqHektawNJyCCeEBnwrfdLZijH+Ec7o4Y7xt4ZhYR"
    "f4QzUKCvQY/sJoY6bTnEX4mlu0CfkwV+GvhoxDytWI+rxLPdKRs8b8ORPkN1CZ/3I8hmFvR4jN31intcLM+rTQvsHYyQS9l5n/S2"
    "P0Ikc+XbHceItpQ+bJy60NXO92RezCZGtnN9U7mWZux2yDxNtBma2SIM4wqs0HHw/dcTI+hc3GcKdKd1E/4TO2Toktvw3RWwdJn5"
    "GyfKFYiZDbV1hMzVKbgafJ/wLrETV8lMV3Ofca7zFcQI0XvKEA1/hrefgjfoK+dALjcQuTCP2b+Qve0Vfl4gDztfxMk3q/hZh1sO"
    "3r4GcXgJvdkEramrbkU8R4d6fnnX2z9QjhQ3O16NXViJ37+WHI07i+3YH5DCAjzpLTIK3ziE3+zArKezyyX0ts3/PEhSsm53MaZY"
    "w1hcybytZVwNcTUflng/6STP4UwmpV0wCXrlLcjVLdjpMeyPmoDnVMRbIkN9rFLLTEoH+oLHSqvAekzX43QsZP9mOfsrSuD39CAP"
    "pcX1Ae16HXe9lswZVfh+qZ4vg/Fm3XCXSkadg2HBNsMTXKn7BUcGv6n1Ef+g++BsuArMAK/Ji6j5hPw9xqoV81LVBKenKa51PLOI"
    "bcV1rCaJkOfmFGoZEyb0Smgzhw1UwpXbBWtq0evl8mUwWKfBStyPszVa++g98gRk/wT27h0gFZw0dn/nY1/yORmTCQnqUDHEwXVE"
    "1jMcuPmICRbhPB0sl+nT0gK7ebW+jc/fCfrAht+sReF2WQV9/ZT0R6x1O96mEjpyO1ZoMqyFppFgUugcTbxFy9U3KCuFjOJ+YCx+"
    "MmfAflJDF1uBlZmjr+pE7M/TMk53C5LsL+rge3IdtnAjWB3Hq1rMPolzEK/nckIgQStQwap4qA+wil/LvokYdWgJOcxcnHgEM/p7"
    "i0MhjEJzfI3vtUW0E8Kn3xmr8CLeaKF0o+fQmOe0pc95B2l9X5muBTdOZ6j7SC57ZUM/JxeHhf/d51mO8Ug5W3naW8u+kurQd5lI"
    "i6AuwpOtJM6Bob5cIRW0CL3piTRlrSz0vZ3WF9VMOgU3ia1qL9xlGmzAHJzqc31mLoJIfCdJpKcJE1jPWvIWWEQ5Xrb56bwKWpVa"
    "5ruLsRfHEtnT5S9byHbXjcIzW0n/MiQa7D7iNIXTkRVamEboXqx3yJt40teg8w4lVttC/VgfYY0rT26UryBdcex9Hft8T4MmNp6y"
    "1R5d1FVAzb/d2/c4RxGPOJyUPM4D1hDLYR13/Sxx9WXLyhi7YDY13Oz0tJmIVbgHpXP109RV7J2ub+5rr3aNxuQgLYRevASRjpuj"
    "/R46Y4NeDfu8OGsxoqeX8KRLEet9gp9/wrk7KbhKX8y6H2+8GrHWVt0VUZZ5KA/jLM/H93Zw12gaZeNfYojUtR6FfmuaxeUs+P4n"
    "yFisSRXRRCux+6WIpEdgnU6Fl3QpvYTtxJIswb78ybrRVWKMH6onEgejgr5WlqQw1v9aJ7e/mns00pdlf/jm5xMVWeRBPGudPqNv"
    "yoPcg7183iiZ7iR2FWKbPcj1sVeCzNWWV7pQXDX/ezEczhnkR76Nk0VfQY4OlQO8v+IkpZQVrqoG7GkHj0VQ5THj48w9VTboK1fD"
    "f1gBDWn9U39YTyFWZjVOyH5YpwJEjOto6Z+XC7DKpo/LGdMW86caIrtUsgP6dTGb+a3ksgcvxae7hTplC7tCrI6WRZ7pcsY+hv53"
    "s5h13YHDEvV8H9ZjnAMJaiv74DfOlwqe8bW4UjNmdi1fl5euJYW+Imc6+VhxeANups+xbZvOu0xqGFcM8ajgRYwRViCKn4R7nsca"
    "RIRTMBfJMjyrTXWt08fxzVNlCKKv0/FmrYKPsNe3yut6E/zeGfA6+onZFkPS6QINYj5nof6iA4Jx8K72hSQn9XBo3tH/j7O3gLOy"
    "2t7H1ztDd5eEIoIYlKKooKiIhYF5jYvdit3d3WJjYweChAIGSkg3QzNMwHSfMyfX71nP3ucw3nuH/+f/xY8wcc5533fvtdd6Vj0L"
    "COcbfP544g7XEfYMsP8Y7O8KPUWsK/AQz/+/yzMKFWHXCrQf6/5TEUZDuW18h0QfUZ+JSKTnFrjqsDBsQVfZxfkaZj03496midWh"
    "LcTKOy7GiLeUxj7nOkPKuWcRn1VyHcSmWx+RAXIDMMV0rNUf+gH0+9tyL577TjEWQctmn8s6qTLYdnueA8msv3+aWa7MT0pWP+FL"
    "9UjpIK4vIMJZJ44/a426aiL1cVSXMcnAVdzE4vWwUgeIqzOxn2wix3DqT/BfM16SWPc2Pkb/T8nfU3e74ZczJdU7aNJQyIqHwbRO"
    "SV3i78/6o8uogf7Ux3FGXgQm2G58uJCLRvIX5OZRThmp9ROi8omNjDHq6/+qfv7nHViP4z7ckx6S9JN2kqwNdtU+YXYT2/N1E4co"
    "98QsUp9fUoBTX8tPtikSY+VICVEyC9PTrqO+zjsC5GQndhe80hH678Bq3KfrTUDbInOxu19x0mIJqyDDsBf53LlB5O8yi2P9cAOJ"
    "Dit4Hi+VhuQUMWnrw7hVETzvECfpVJOl6A+8sqk8Ae/7MjkM9nAx7v5DeU5LmYkoZbWleg2XYM14CeuHK7D6EUZGq7FvFjm4VI7C"
    "tebgHdM9PrAIejN5RYukD7zGhfqh3CFFtLzXYU2WA3E3lsGQ9VexU7Mhy1cBrXaT+yHphdCup0O7DBAXDQ0zM5fjWcKr8PrzYAOM"
    "bXOy/qxtg+exbncArRmiGYNPuQ4aaLYOCK7WLLJejYWNF9bV7+6uTH3dldVpcUZtdqQrw7rIPZaH1ZehOTKDTnqXPpxcm/GDnsGp"
    "sffJGOiw1rhSQ7EMzXTYkF5ik9StL/kEuUJuA0LdjhNbhu9nw39ZjxUqxqeU6Xys4ShYuCy893v4Ybl4fsONB/v5Fc4Wu0k2Bfh/"
    "mc269BMrXH+cxe0WycFSwlVJ8ufrWHuztxwL1PCrvofVvAMn4y14nzZ39D54Bxv1Y5z/hhKCZC4CLpgK67oOKxjgN3NwfxtwtSyg"
    "t1x9znhC8dW1+E2JfqxfivEUO4bj5fotM6VLsZ/FuLdqRiHXsCNvPvmfDwmm4v7G4ecH+urvFVaXH5QT/dZ/St4lp0bMc8k8B0l3"
    "k4RmMKcXYpzP1VVUsVMlBqxRgE+J+snXMU1NKx+IlVwFFFSIlYjo63iaJYxubcR5eIYxakMFVdT9+7LOrzcryWOs4N2uFl+u8rOc"
    "Z8M+1/CUmqSfAjt+JXlDK9S80WzP+VlNS+Fml13PrqJtrBeKMDLXTPoy/x7ikxq70KHB9uQUibDieIvaRJ59ZRbvJczKogRRi32u"
    "YfYaeONJYtmUrnZ4J6ap+pP/PXtrPtGo8xQrcSZ3Um8UYxX+ooxHPV4q9dHLTyAPqVyoRbI6iuOY20l0+zLs8GHw2Xdod3lJs8QY"
    "bi+UvrCcf5AP1Hy+KqCslcDMXWGpbebCW8D6Q3D6jbVsK/dmMCTxI3rNbi6EzdhqIlHqG5F81nMldfc8LlfNV5eXy33lJkI1S9s2"
    "9TGKxuJYkbr6bNkyyOuR5No/QhZAM90KW/2H3kftnmQcQH2foXprX7FHTuakr5rs42P4qqnuqSMl6Xn6WkqWRwmJOhns5unpb804"
    "FcnFOfvzpw3TM2sSfkpSrUdUVoVh77qL+V7jR53J/smL6P1sAGIYLN9A313OXtAYK0vMR7LebotQXC+txLF3RoArD6GHYhPje8sU"
    "1vBH8Iqo1nguwTJmr2o8jnOZcJdrXcXzN0KM7a2n2FSkAvo/6vNFCT8z+X/jg0X6kFgFd3MZJz3kGdx3+yBbb2Y/l7ED9RJjFouT"
    "SydCVpRSrmtD73dW+/nMcdYKpyocVd+QXF9HY/NfduHdLag3uzN73pDdrsPJDFKsGay76errRyxXf4pU8ilcv+4x4ngEo9yPCnoA"
    "7j3dvASYR3MY7fm7WMMRkHRIj2wlz8n70KetZKKf2OM8id6+S8NF8BPUeY6B8ABWDJRTl8XTkxpM7n/z3yVg4fbEAT4IZ8Xyr9Yv"
    "sp12/QbZ6fswrMqjE9kh4oyY27rl0FLU9xulPnU+VQNft+9OYSmwWQ6zPVVqc3zaSCWr+KfpXD1RjD2hCmdsA5FUN8j9EzjvO8kc"
    "avMTe0lLse6EAdAaFawHPxJ6rpie+hfMJFsPwBpWW9SHR1trFOsaxQovhqYcFwyUp/QZWLSO4iaJupVrzq5aIcZRVtrEaTdyGTkt"
    "ob95D3m1juQU0lTdUExTU5R+13myHBY6D97QN7CNP+EpPsDqvCKWUStN+z/FddBDFqRgqh4tNr3532LVDsPE4nbz/k89d4ugmQ4Q"
    "4xAu1O+AmHZhZbNxv0exg+HkdJ7J9VmU+4koWeRB60PmtWthE6shyfOwUi29bUj6k9mL/qrVbHYDdlkIK7mVPd7DZBr0Sa6eCpTz"
    "LbuRh7C6dhCe5Gqs4wvQNXfvYTZEPlFTFu2R8fteJZa5t9cfK3ZWL2TV4SicwoaMlX/Cic/mr57EjORWfD2CMcVyzfUTzpJ6o5Sz"
    "jrKQFizMyI31Hbcge4OhnAth3zrDtm/3fSvl+oFUcFXyWIkT8nGGYvL6m483VM5iN7hZ5Kfw/NfCMp0FX/MF+Vte1g9hDd7SSNLh"
    "6d2TOu3rHHpTq3lnpT4WkmA/i7FHXbYHj78UVjtMpB9jpvlwSXDubgWZahPejpdzErf5zwNxOgfK4UDGIc9t1Up2UfMX45k6Y08s"
    "Hu54pNexS7QSNjdfs2FxN2LXD4HcbsQKN5DRwKBnwe42hIT+rV/gelP0Dniro3Gif9cZGetZr1XIyTjW97GVO7GfMV6KY7UrJWd6"
    "LZ/WOAVsvuwa1n67autKn/Mu1B8l4buO6tZsKTP/FhdeRzmwM1PCWIXpnmdkErNwpbS+7olcP9OlYv10hwMdPw0dsxSaxmainSI/"
    "42x8n+budJZUfXTTvhsnI9j1ex1wuU1rbS4rOct6PvTEHJykbOCsFfoazukqnYTzMgCWc5GPEfyZ5tWK407X4h5snwNGBGo8z/Uj"
    "YnwXZT4T4PDeYN+XE2d2+mg5RT8HUuoja6UYp7AHdmSVXhvcjn3Z4eMHx3DSnc3ZbSnb0r3YLflUUU3W4R8NwdrENcVOkfRzfxKs"
    "bYzjHY7Zv4K9qBFWH9nZO1QsmrCvuB7dKq5s3EfJ1HNGOrThKvMqWTcWZ9TZPrWNZ/M4nzZ0f6zTwfBWluOZTBaLgJ7LsG8V2POp"
    "0Febifnns8PBqlUnilUna3p+3UM+sljOOJl9woB05Y/jhYzxmes7P38SU9nEis04F1a5VAgd2VcOoMzUeotX6mvODccPxB0/iqv1"
    "lt6yBGhpI87tNLlMl+Gkn4uzZ/3D89QmPH2A9V+EVbD5nlZBlqpKdjLsqpJNi78kYb/DxgpUyR44i+l0Eash7Cer4Q09DQ24AWfN"
    "Jh+3CRLMJpUzulZD76S7hDwDfLZ+SjYkFzmM4VyWcFZa/Rq2AD7QLFzjSJz+TWpzJCbhBK8gZ00OPM9F5I4roE9v+PsoeYC5wAg9"
    "wxLO60zoNfTdK7EuhXo3NWOCUY6VEmM1iZs0neDEixr+Z3m8lVi3bR6TNGGN727+eIf89sbq9JTWjOC4qsMynoUZlpuBDK3A/a1j"
    "h9dWWLxn2f3UCB7BR7iHe1hnUEUmg2V6HM5cJ/xmPTti7JyEyPto/RVN5FY887fY3VHwLK7Es6+AxX4anohdfzCjMwlf3dsOv7Wa"
    "3qnaJHhPR+AMvo71Wxz8grseog9DhprJDNa+W2SrgIwLFZDpD2EZTYuVwXJVe2SrHgkntb0sw74Zp1tr2OYhwATlWMtcVic/qc+z"
    "3ttNvLFIwxAp4CeMw4kJKFf3ygbWx1aQH07Zh1lGr9Xs3CniNG0Z/O0VOkEmY/WnQNtN0suDQbjeDXIXfvur9hDH0hAmVg9zh+/B"
    "yjT2Mx9cXLOGHWsv4fMDMVaaLcyyGTeaTQX/Dt7CWli+7/GqBb5qrinu0858W2kkbn5DlNF+Qxzf02bG9QRIzhp2XmYzohRmffMW"
    "WUg+1ViaVVPrZBQ6Q5Kj2KGZ1Psb8Bzz1ZhNftRX8Y5msrevNnTZn4SXf+uCrMXqNoLvVsxu3ypIwVpcvQEluxBntYlk0tMwOW2A"
    "+2yE/ThdLYf9MHm0LsMaNgjeTw4PWuCEVzHWG+GMxzh7tK3+eLO6uQzV+p7MZFw1BrmzE+Y8622+i/VflPedRIpbWZfoOGpqvPdp"
    "/FdmqxfgNStYJ1vLPciUs+U32IHFMhySY0wev+kcXHsjO+irxDqIXoKNy6WWq4Tkui7bItxPQ7FVHSCunk+J+YwJvm2delJXZ5bK"
    "9Fne6HNWpjgLUENLO4s5A9ONZZqa256avJLCOGPEMUru9FFJh0oKoLWMWdD4NzK5auXE020gK73SHVtN015wJB3F/F/Mvu4et3mm"
    "oTgzXEex2+BrYNt8nMoTcGbOgHw4RvJCPNkqIHFDGAPkJrlDVhChNBdj83icNRUv4/sbZUlyb5kUZMp58guks4RxxyI12U/qm9j7"
    "fGaaK7H+m5j5XK9rgnmUEbORJ8NiG6ttCzFGiik4cRfJz3jN0WYvgJpXY9d+Z0fIddhJq2/vjHMwDvczn/rcVVOFaGHL6C2Ol7CP"
    "YGTwhG9l3VcxZxH1gn42tuYcfD0X+qwcZzEPp3qbZ3ISYNIUJ1MtJ5rYv0O8X1P9j4k5Dvm4nkzzg7fTaomcJm72UX6aS1r1VKnw"
    "HW5nkaHedT1v5YT6QvZ0GbK7FVboULmQvuVO9pauAgZsK72D5fq2TgCSfgGYbmnyfPlBj5ALggjuvi8j5CF2nBRTX9qkGWEsa6C0"
    "8MyKDchUYh1by2GPS/VFqeFsiNXAdgWcDWITFSs9s4id7RIgwBBr5O08bCAvlcvLnMmY335iGC9EbO7ijA3kRcnhSltVQ2Mp9n6W"
    "2dOOtKdJZsmnQ+Jux5WPDdoRw2Tp8WLMNa4LtrWP8ST+waVvnkhn5sUPlRiRb5KsD+2kk5gk2tSeATjtVcRh1nG5Gtinm0RY719B"
    "fGYRQavSX63j9EJo4uZ412PST2KwYlt0JKT9FUh0FqzXb9AOc3VY8J2+Aol9Sy0GWb/f6Lx3NwWogs97ljgsaxpgrJ/pVu07UePM"
    "q9fCUzPfqRVO1dUSI/OEccTlQSbekk/0YzkEd3UNvL/Z+rWMVMNSlhc0KzuCn3gsZDbGWLTNQ3d9nwvEYjB9WOug1IemC04hZ59Z"
    "IZuOdyhnt+4pylbDOnZb6XzPxmksstfX6d/87whTA5muSfx7HaToaH1HzoC1/VaX4Nk+10dUgk3SAVZyJiRhEu50OHbNZiFtYCYs"
    "lGaVTcJKx+n7LOJM6H9DNg7h1LqtZCR8QAZrcfK+jKbBL0EjnZvcB0hkSvJ7vV2eYWXOUfi/GXOLZczW2iwom964mNq4xO9Of85I"
    "s+fK4/q9ST7sfXiGLHZcynhFJTNvVmFgXvRE9nRV09u16tOPiOk2qMtphIjfHY9wmc9KW+duBaOB+R5TJur4tA29/bDXFTAK4maI"
    "BGRqi8DWb4K8XwpN+BLk0abvFULC7KeLgb8z2TuxSR/Aan4KKf5JjgB2uFT31Hm/Wg8g02dLTk64WUpZT1ZC9GO+0a2SqkCIw4am"
    "OvGd9iqDT+Z85UryyEY8S5ehw7PEZYW6cD6yMhMZJ0Y/2vcVmCUr5uloLCk+MIdQurD7//8yg6/+33wCi3QRZK0UuruL3KPTodGN"
    "k2cFuV3KqQlKxbDEQqxrESe9uCir7WgTcYiigVg/bxWnN7r91DpVBlU4GxFfZ65et1Z6n/GgdBWJnZJMfteONT1VPEmGPgyNhni2"
    "qllDNlZuhK/5r+A0aLB39Q35O7kmeaOcA8TbQsZiXz+HLGzWZ6ANFrBafBrW9m/Kk/my57MbyTiybMb4Vu/XpCaSOY+2mzTydYvL"
    "seffQMsMlLeCuZDtafoGK2F2d/Y5TLGbjbGM3LSn+Xio6+UpY/w8lyckwXWLkhNGaTG3+fh6huzGog25Su046XsTkM25crc8om9i"
    "XzKhO7bqh2LzC2o5sSbiK1KdbU+SRaUqPcmtCKtS6vMASW/n7d+9fLw3yXpDJapOeK1by3mJrk5aWCt2lrjTYfnjUlqJElhp61yx"
    "yvwrITs7gY/HQw8/o/enIyoi53B3f/HrE+GUpQj/20m9Y3W8Nn3tMNk9eS3pMV+CXFdJzw/gpm1U8UmH+HzJbCC7ITjbp8tw2Q/n"
    "dTnO/Tp9UF716EFZ2Rv18ykStDs79ERdQo6K/QKr2hsmZb6TSzml3uT0VF43SlQzE76ezS0/TTpLFiz2i0BtnbAfzeUmZuzqqwsI"
    "6S2wWS+wrrQQ58xl65cRY9amvbUEK6uFdeTt5E6zrnIBzt88eFYR/DtYbEbjF0CxTWQR2RN+hFbthqc2jLgWOOddmYWf3sFJlX/j"
    "aTcAQ8/EZyXgUe4tv8vr9ip89532lSnM343cQwQwrs/IYdTLP6tNAj4e7ynX53Wy/F9qCeKMR1Wz3zSX/VLj2Xtlk9kOFjcDb7hH"
    "IUoOwo36kLaGtf5Y58KTOx92b7LeFdwHlHgpPtks90Z2GmXy9N1i+W6pYn33bk2eYF4tg7roE3zOycHfWPeZ+DqCu/hNBkFrxMiB"
    "dZPNNqAGMBR2lLxGe1XFvqyOtI7O6+hKuajWRfITtEZZcoA8LJ/KG5C0a6WjXiqD8KqTJOx7AIxPyuZIbMTf9q7pehdnSLY17xJ3"
    "7TJlli3divuwqKhpvP6yi3oxE3h9T13aTcTq9Id5NtUQ66Md29guViOaF/OUHM8I3jzsveVsR+N0DpKW+NkRkOAXxPJyWZBehZWr"
    "8twptb7P03lHmZJPT7OWsT5D324e7wFkaziM02ai7HqwuGMncdojzgje7nnvQ72Omcsu3hVYR4sEPA4UWY17+xN6vYA5QLuHfPgt"
    "D0oZc77bYZWGSCs8+U7WM3XmbJee8Kk30JO3rM4uj1GTjFPsw644qzjcQH8h5LtzzLPN1Yf/gxPV/cnwvqgxVpnPNFaGcTpZJe12"
    "OT0zFwWL0tc2zXUnq5Is6tDLZzhcfsXVnqufIlhNBrICTtt6D7ZrAzyPA8WmVtk0jpvhOfTEbr4B3V3KrkebZXMKY1RVsAaWfTOU"
    "cz78kfZSQs/fMlOL9TxWzo6G1E9Vm+yahftapq+zSnwcuTkaMjfxifwkrur/cTL0Z3FuUv1ZnjA+/y+sutV6uE7nbfBnjsOqz9CJ"
    "sN6NZBRkZhbuagc+Cf6NZayTBXp88JxemzlPC5Id9AbNlUhyAs5BPlDaHGjlJWLTeG7E33exHuFWz4+53qN9+3OuOP/7V8jX87jq"
    "1TpfH4Vva7H8k2HN88WxqJmWHSqO2z81v931rJtOHMTZJkeIYxao9MjO5bEb18HdEWqZAyQ1N97p3Wp+Zv367VYg6WVAEWXA2S1k"
    "oCzE82XpeH2U+QDLCzWS3divnPnKCHtP3Zy7Ys/gt1gv4GlrJZE041+S7HiOr3ArfP62ePYayMknEiaf+WKsQgme7Emplcc5uzQX"
    "J8emTT+EVx1WZ7ace962vmIowhMV8z1eQzmVJA6PySJhC2AjX9RngZ4q8Dwz9HN81RIn8VysXTU5+YtwmivYyWnM+F8ABS3C1Spw"
    "zowv3pjMzK8chHO8kvWbbg5WhNjOYm+mVfN1tP6LrJiXw+M0X/8c4PBeWIEle8jPxeDhniG/+Brln5jRfQynpKU0YN1FKX2UP2UL"
    "+f7N97JJeDF1FXUb8O8VsjeuYtwSLYGxl3g2rBqPkCzO/RruYZrHYjHfV5Vkx+RnYoyAQ1lL6DreA/rP7fBVAd53pdwLj2qBHiM/"
    "YBcGSOdgMmzxXnjNCNmfbMpOlkRGynxqc8uiNPGdShF/TdfnV4pPvQ9raBjnLfhc+VjzDrKS1/3/j+PjrImJctqUq5EfLG4qSw1z"
    "5laP8RLZHEOwbFFG33/CM2yHVn5Eb8KefwrP/ZCMa3GFofTGinDWbTZGDFJnevpPnM5998BtsieP36T9CJ5dx/sc9hxRSXzmYcAb"
    "IZ6cEFGo68asfy5CASsOn8POZEOOzyOW74Zrz9M5OLnD5ROcSLvTC7FH18s30LGbgT+Nb3kTrpGrT4vLPQwU42yK+4h5c+zJYEn4"
    "vEmUT5bv48RVvJtcfG2d3Y9J3M/dMHvQ1k/Wq8VVC/jOnhL2tW+fcgfm2bRQ7Q2NsRdtZymnHiSZ2w/zSW2GWZjIo4wd9SleH+vf"
    "t1xEHtY/Q2z6qPUcToI3+oCMw93b1PO98O9G6MwsoJc8/VbP0mnQ/DnJ0+V+OUpnAaNer0HQT6xP6W+cjYn41NZiOOE0aPemjMXV"
    "v3NlrPY9ifz+7aWWPlk2sIfN1j1Vr5JT5HusteUZ1uNVjwFVvCd7YjjbgU/ZlzHiJHGSeQ+Z4nIAro6ilnHqNt6vHCjz2MHzB/bu"
    "bdz9r5BW81A/k6v0YnKk7NRMZqQMRf/F3SvyyNpxi8RpJcZLNblJG+PEvcwu12bMHFi0TjgR0Sx8V3x3JqdO2ClpRYxjX10nNm3O"
    "7mcwvcKoZzIMM1/fGutuOSGbSTBUKlixVsDXhnwPcdQz6B/KiusHbeYZ0fgO2NZcSMGt8hE0gNMKqfquVC92LeUz5icsxYGkU50C"
    "Zmc6yUlAog8ym90Z/m8h5HET7mR/rNt3wKbWux2GdH2NFV8KKfyZceQhjGw4LVLiWe9djqw+61y/bdxHStO8tTWqvu7T6vCFOLfI"
    "7+v5nE8VYY7U2DtMb4dYVWRd2MYxeYC8hqd9Uaz/fStZ+kqY47A+phX6ptyhL2GVV8K731+uhu58y+QoWM5euLif8BxJs0km2JOT"
    "x4hBAvKUQztg/sNH4vrg24rL+h5Ez3MnP8HNbg1xApOrxS5V15X0LtmEbScy0n2ptb7qqAheUmPgzm146lL9Sm+ANc3Hcx4mX0J6"
    "+7Iv1/RPILdhJ0yfZOslnJCXitmaDrU/y+l33Rfkw1dZS7lZpmcD723T9/R9vKq/3EB/0tDlGjICW5/PEeLsm+GeFjLYn7k8nxmJ"
    "s35xd3VIMs1mX0t7VAm7sIDSXcK+qgiuPUCuwBOczG7xLyA3s3HONuHfED2CMJkXY8zkZ3BN9qcMNePfgdRlVbLpTF/rfWJcfW3g"
    "beX4OTl5nH/nprlrelL8QMpZknvg6i3HcSfKGBcxFtC2jJ91hkwcLVXE5An2VRwEabwVmvNdLQM6+BfQ5xh9GohzBiuJslmdqJ6f"
    "qjEnoN7h2eZMJ/eTDJ65X7leFXoC+Z/dHZz/H3dwC05SmBNSrZ75O7yqJzTPVrJins6+9xGQgmz4PJNwks1urmZexc2hKdAnxXEF"
    "VJGZZhv9YHvi0yXkGQTsDnaQBzpJPzXKLO9m2vQiyIDFvm024HbdS1Jd9PuJi/9EcI6SeqUY4/RkzoYw3h23Mz0kxaKSmm/sUGtP"
    "353qKsxDzAiL9/oa0SNs5DtLsnmnbpJkZx8hcvFSTXdBu2l2bchf5SQwg684MF354uKmZZ7jIYEn2wSNsJl++O280mnyt0YYdY6T"
    "5TCpR8vuuRlZvjs9znhejB7MGEberD7w/4KeChnvqqQ/bTrnGUZAwvo9/t6Cz25Ajo1tRGj92dfZXmwSW5i8Ssr+jpES5WzXs+Hn"
    "PSFvc6rwVkjSFniKlbCMF0G6l3ASRy1xYhiv3hsa+leg1Fx1/MJh1mqYh7uNVZKjgS3DOPkHSwuvPaOQvyIgacdbei2kvoXY8/cE"
    "2gmzA8R48C3WtIWRwRpe6U7WjQ+A9lkNb8Zqloxj7FB8b1PtsmWujoU0fgQ9uxMa2GoySmF7K7AbVbhzOy3F+iFzeyXMiVqVh82L"
    "2KAPSQ0jdhaPsa5nq1PIIPquj+NzDXzKEySL8YpqPUvMdv6N+/gD3kEuJG0XpOwkMirlcLbaTIH2x2ldivvcxGlpLwDX7NL7cVcr"
    "cbcDgbBasLKhmUxnxGAl+1jrt1mljFjW+qh8jZ/GFCbLl3nkNo3tQOsah+96CVZ6MScwbfP5ysPxm0N8/NHs/9Rk8+BVfUemwQPo"
    "oM2Ce3Vj8nO88tCgGl5WIez9hbKBvN+D8c5+Usp4zUe47g7fC5jNc7mYchHx83t+Zk2LSd10VhpvUcd4k/AsSGZZLYejzAjlYV8r"
    "2NVQ6zlbx8j15OhJ+J65Wvqkqex3V497E2Qji/Mza33neeDrvVP16yld0B1Y4iLI3kSx+oyBWNGV2KMvsJpbqQ2SXB1j03Y8eGF6"
    "x1YHkJlmZdldgd5NJgCBvqLHyhjY/6HSU37DM38LDdxIPofV26EL9WH4l3+zX+cxaS+ny++sFTd/5tA0U0kN8Nwc/P2Dnz0j7Dt1"
    "umITLJtVPDaBpA8R47ffDBT5qZj2/huyO1fPgeS9Cdn5XJfrfbj2JcHl8pM+haedCSm0KqiA3Rf3MjaXh1W1HFg/1saEcK6rOVPJ"
    "6v1sdtFQclpH6C0VcdrUMs4TnMf4i+mXD9V809+Am3eRz8B+dqaUcQ8j1HTF6ekeLgem/2ARdDsxQFJa3M0gcDNQ4vTX/s0eTat7"
    "mwgc+zSe9RtOTK6v2nF9xqsZv8ByPqcBJPAa/S3+hk7J2Kl/JZrjvo6DXzqK0/+sBr8TTmI543NWrX6FZ5vawexhzHttqcrsU8X1"
    "cSr1WAcxi1VK7fYy7qmAts9N2twVjNAJ8BsWMpL3qr4ux0h3IN/TgcAbwv+x3t0NsKpVZKpdoL2Ccv2Mp9bVqkXTFSAW5W4o98m8"
    "4G59B37QuUALU6DrnkveDt9kDq6cC+28BdplPrSwMdv+AJ9+LSOc//3HeaMzpYLeXYjPvZTYNsx7ugd79Y7nwuzIzITNiTwdtqIG"
    "PkE1szxWI9CQtbGC1fsTKKWfbGUlwzmwjxah/QOfdyL004msLauB1Ffg0x/Ae5bjDvsAzcXTkSI3cc7howS03HL2uyVohdyk9BKs"
    "XpW2pCcaV8cAPI6aLkQOiLifDWtntbGkmBSXA+e/h739UF7W53WxPId7Ph4n5UMgtrAY+1kJa952wM5twKuL8f/nwQRWYrpqxgR5"
    "TxJEkxdIiJN+nG1vzLkvmeSDaUAb3U8S3v+tINpRori+0O1Z+iUs5y1YmSd1EWtQn9cxwfV6tuYlxwdvwuI9BA3UCCv1qoRkP30f"
    "KOcurF456yq26K9STv6vi3C/03CNj4OvcKc1atUOqyHbs6C1xsknmp8s1W1AKCOlizQMWkB3n4Cnf5LMPtv0nKBYrWvI+pGKyd21"
    "lT5pilEiSp6/JL20kVixH2CfrU96s3SWj/VTvPN1fSroToblWZTSavKw55EJwio+Y9y1VlJMaaoAzo7x1If2gFCMi3QbkWDHYBue"
    "ZwsrmqfjPZupBXZRI+1gzLc/q2eehez1l6SPJ2m6vyfBbJc9mdUslmJPm8gonIIA/4+TVvA1boMl2wHtdpzsot1aosYWsruOYXcM"
    "PYNfZ+lV4uoCMxnjcTW8GWQkN9bgcyTFNAx5Aip2s5ZtvthW9qWVq3VR12pfdlmX40zMYbVvBet8LpZLgW1mQateJJOhS9dz6vYn"
    "OE+LIJWdoE8bsr/AZmMdjiefBilYRs+7FPtifvKBeJ/pio30vLIhqbeL1d3mUvcOxontTPnsBA96GHavgzwI3JXPjFU5pD+Xc6wz"
    "WFNS30yAb/G5beQb2JSr5TN5Vn/k5K7bZSLuM5bW4ck6XVamE6yCtG6f2O4sRZTZl8DPJGsuzveMkq9nGL2v7njOLLIdROgHDsL9"
    "bcBPFuFebxSLYSyBFj0ee9lU2uEdb+BUtBHrAg2xim07Kz0rGJlzEzf352SzCnqScXLEfUCtbhz8MWoSxzy9ntowybjQr/ANTaus"
    "wNUOlK7SG5I+ljVsZtusXqCAPA7v6x3B26wcuQbP8ru+offgPm36Wg1ky1UmjhBn0cLUhCugXX+GV7AK8nm5DIdP1wqaaYUaP2wj"
    "sTkvFvsfK8YaXEBtOA3Ie5CUUXbsSjbPYSAQe6m28bquhNGhGCsjL6SGtyzqx/KIrIIsBcHXNmkI8nGBDID/GMgZ4nqJqzizKoMT"
    "QErVIf8teN6GnE5q/uh13sdbj2sWQG/XaIfAaqw34515sDZmG17R4iAPNnEdUOYqnU/MsApouP5Zf8ZEMAtY5Rixrv3rcN3L5UGd"
    "IO/gLpb6+bRmXf7SJbCatWQnM37WUYw0WiV+zOO/auZ0rpYKr/MN+3WQctb5VdaRvwaSypu4ToMidmWalu8gMe+bXsG+6OZyM07U"
    "Fuhim/R9m56LnSnWsHzJeoE4pes64m13xbm0FBar3D3501nuGti7+vlHaykjKe+y1jPImx4+SHoAD1imeCbu6ARZIzvkJr0J+5en"
    "Sf1nlk9kH1/jG6cv7yI/UV+dGIWM5fCek4zzFLBiL+kz9DWU9qTHY0lyfybhRy1nxMI+aaev0YnSV3V1wU0lUYd9Rcnxmv0fbNT/"
    "ZCCoPz9XP377CSdpKWzZvWJYYA5syZMyT5+FV5dkzrI70X0Ns4vubpbhE9dDHi4U6z8t8tnGCnZAh4jrT2dENs4ZStZDV4hTl+r6"
    "a477SqR5au3zZrD+/WKy+FnW93Ro01zsmVXL9JcDuMaWoy+FV7mTPuo2ZjO/pt3Pwx3n4drGDrAD6LWn77eoVRf7GOR7oGqAUM+R"
    "s+VhWIePxfqPD4W27iwtxSrQ8lmZVuInb8X0LqDTWbAS2VrI+EmIE4utY7oXPm87NJnpucw6fVNKZkfHXTSfNvpGPOlGTuPsK+Ws"
    "cjP02p51yXHvO41izjmTscDeUuUjKi56aha9Fb2iPqwUTfroSDdxFTc2A8AYqTeyd6kG93YKZHCDNv+HhW1UJ3Zn/ulUeMIrie0K"
    "ie8q9D6ynYTYD1HL3rLTof/6seIuxFrqGi/3TcV1HOwjLkLegjyU53ivslB/Z55sJyTjVuC/vjID9/ix3hBcrEOhd6YER7Kfabcf"
    "1yItCa6aO8wqyjiRnYsNnS7GQ/yo/MhpnFv0G7lYbgEaisFv/IyT6Ct5AivJHlZALGMc2Fa/0YNS+J8sLsLsQYj611XcjRHLWuTj"
    "Ew73sXuXwYmzmr+WFiXJbGyE9UzVvt4pxrjwZbD0O6C5DmHNvc3kvEbcZILUROvKOnWcnfzdHCqanjVsv2kp6/j0V6UZuVPnxRDS"
    "ak4eKcLKHsecykaci2NYdVTDTrkivG81rUCWWtb1dtnu55IXpvnEzRc52WdVavQ1nNWV+FSrGx8iT0j3oB1rsbpgDQuA5gtZTWET"
    "Yo1VLE+PhEX7CKhkuVaw1mABTsb9YlboTlnqMXgsPbVNsCaZ1Bd/QiOVcc2qyZPURMrIYlVOjZjw8eUUY+kQ9rXsLXnsuXMZgUJg"
    "5DA840JGBG7G12ZH/iYrVoQT1TcwEnYzPBdj7f8LNrEQGmpf3N37wLAlOtp7QDEfxUjy2qarLdq1Hl+1p0Y1Nkf7t8seJyqNJl+f"
    "+vyK49oKca3rY8LdU14zBHR8b1oWDOGu8l3oFUSv65ndL8H6d8Mp/RNarv6OnQthT7ZCQmxd/sSuWSXLKVj/npDtQ8R5bp18hV6C"
    "tdBRVldVsb/OGDlqKPUrcOWr8Prp7EG9kN7WeVLpGdtinKcSY71QKbS2xeGjsHXLofWsE72lWHawnN1UVbhekjp1vl6GPewRbARi"
    "y8Gn74B/tQ47eDY0Uh53ZYdOpmdrEShj5zauF5ubvJor6eLdJfANA59jc6ejia/KjDBmuFH3guU4GqihFf69CD5kGT71C7kBq5ID"
    "pLcC694DJ8U4nN6H9n9HJ8lTehZ+cpPY7IP7gRY3M7/6Dl5prERVkKeJrH3YCWR2LeSrJ6u08uFntxRj1Zimxg9i5/NP4Kr58jE+"
    "6U/ohY5yMFDWMqxII3kecloKfHuqNM+weMrVwFnn6Q2QhHt1hD4vj8qvkOIcfRlaZiX2MBt4bYpswV0+B23dUI7FXXeSydCCDzKS"
    "/LT2pUQbs95QRppNRnuTSzRJTs0q+mjGQbVBbMLkV7j7C6Fj+sI+doPNHoJdKgLuaQMrewOetKNnUa7rSVjm2DyMUmjUP6ANKo3x"
    "Gh7qbDzBqVhhIYpLpBn14l6TGyPjQpyC8/Fe44xM6FPQRzm0gxnQjQfiyawypAx311xsnlsTaQ8P424g7b5AIl/o3boueZGMkGMC"
    "Y+jZpd0pRT2YFx8klhFczo7HEnhzZYw7fgXMUMx4bx/P/rydUxLUZykiRGbiWY3apqfFJX3Nrv2ZoY/jvE3lHLvBsljewE6shlwZ"
    "r0E5OzmT9H371fFyksmTZQVWdDlsyoNqlT1zxHisn8dT/qG3wGrNY85pKznS74PuepHROtcNWsEuhRKe3xq9hJ0fSs5Hd06tbsCY"
    "Iq1Pry8rAFN/Yumahiiuah1KLl5jNaAhZhgrsE+r9DdJwgpvgU5tY3Xr8O12YNfrj2wXc0csZ9mAXCEWha+ipa6flWYbNMbnuo55"
    "5Tlqk2uPhHT8Dr1mdfVxrfSRRqeD48xOWBVAVI9P8yZqGmXUxS4NZXf0Ujxb+yCJ+yl4Cd/TFYfsGcNTL+bcovovMV6sxYx4h/RK"
    "+QQrVMz5RjV6KezIL1hx60i7hZrAGPGG4YyUAcfYLGTD5Oupe8wu2Mr04aQv48YLY/UaMnuWwYlaVexGfpW5YXd+DqqDyH/wTATq"
    "4/4iPSVVI56kd3sI5fFYqaLfZtnAMqKNCCSvFDZuJk6tdQB/ixOzlrM78uhN7uKTb8D/R8tZrD0o0Rv1EqClHrjGepz27vI4EGxb"
    "+Q2nPoo1SBCzWS3ZCmrxZuL4sp+F5h6Pp/8F15okVhU2Fdj3F/w/QEqpgyuYbaik92fyOkys3+l7PQAyd7tYRNwYoKyffiIQ76ny"
    "KHDcxdpa5skH+rpm6AfBDdBya+FtWmXjSvz9m1YFOfiJm3kUhY503A5Osp4S1yN+EiQ3Uw8PztCroA/6BzNwpw/ivi7CqToveE+f"
    "t7mLeL7z8ZwLdAKu+CI02UucThtnRsMijmfhbIbIdpakp3qIRDjN7ETGV6s4Nf0OoIRndVTwbNJm116LM3uO7KsbWR8doq27TAoZ"
    "a3az2Ev8dPLVrN/5WFy1b5Svtb07CCvTm/NsCnESythLV4m7XhJE9A85Ajv6qtyjm2WCHqif6q3Wiy/mxxhmzMP+mFc5XJboj3uI"
    "Ft0Ba7IGkt5DhuJEnCCPyEuwEgE0TA39lQjOZYT1Yhaf6SYWJbS+uxLsX0fYkGIdAc20GVqpmh5//RlP9SyvyioA8+9T3HsuLrDI"
    "86cYphjvc0JRzgEs5vz3JLN/UeKkX3FKinDfjsf3aDHOz7HYt9vlc8jTedCe+bpY1kJv7QWt8gq0+w34zW1yhNwi1wF53cCaAsvV"
    "vAhEEec0r2Jizixe32I3jskgxDz/YazNdPOnwn5q1JPsZajxPFYhxnRyGJWo5mcYy/pBUsM+u1pOJR0KvdzA83+PlJiPny9m1rI+"
    "hpksSHoWZHI2raRxijeAnE5jD3YNNEacZ8pOVh4rCqzqZ6KM13vgjVi0UeQvrLd15jYMLFcx2OcLkz4jF/UTUi1+YrNprBb8bGgm"
    "m6xzFaOZDfQJPTUoDNbqnbDG5fjs+UkBzi9PVrFeOk8dZ5Bj3o2rnSSzc+fJLF6hClqzRB1Dl0VaW8m/cTryIJnGlN8D6MYmyq1n"
    "9tz58fmeOS8E2byf0qOsJ/lvpodC4I3jZSVXzWZyNQRas/U+TRbpB3KYdg0shvaQ3g8NtQJW4GW+skQGAlEZe92l2BPji7kNNrsl"
    "+UqayCmee7PUR4UsnxFKzoTuez/5qD4gi4GURsixQXeZy+rZs4EztvG+moqr9qrk3Mif4JPfIOvZzTIHq7KObAFHyLVyE7ydfGih"
    "zZoZGKPpJJzVG6DTxojl0CpY1xJiJb3Foi8Vt4pDxbjlaukB2dwt6+KxHu+5xtbDzpXGkksJMPbc/YHHVHcznDXyfJNx77l2xhkv"
    "oyXNAiKo5ETzOFDjEj1DRgJ37oQ16QS0YRNB9gIm2qTveJbPFIN1PqWnnBPW4p5TxJ3ozDSCc1Oe1E9rVY87LBp0BXzF6ViVs4HQ"
    "p+p9wBg5WOG50Jn3A/k0k+7ww+6UbXK7PgLZbAlM95I0SiOsUT5epuz5roDWPkDMWzN27rZSTK6VnfqRGF/wEtzleta2uxmLtWp5"
    "1av30HnyGbT6s2KR9o04A2FarGXQNo5LsDVjKDFiJOtbuIXRSMUqubsr9vohSatcmO502h09OUi28272F8voNMTfLjJkfHF3SshP"
    "Yq4bbTE+UPf1KqzzY8AT/cXmLy3FSoyB/N2rL+LMLiXitMqBTviUOfhuqHyNPRyNc7IKvs4jUsuqP5tHU6wPY1VK4ddV4VQbrj2a"
    "9QAWQTaP60PYzVLOJbgPTzwD3xuL6nsSwr3fL12lktyrpZTMr3DvmTKMvSARYjmLTOez4tB67i5gTsUmBOwiT3cxPutafIZVKtbP"
    "X7UUOCqero5PZSrM2s7FmVgGTXY3ZHg1Ps80Y0/Y98vV+BLCvirftHoffM79jBw0kiHi+NDMd7aeaZtl7dijZlkeHju1EX5TAutj"
    "XJprsYr1R0EP4TRqFxHsJiWeY7jQ+/PGMBRj/27Ex4pdlLsc/uR8ddX/TvfHfS3TDvhu13IudAHnw5bBS3IdnsXUWG4F8ikVI/8/"
    "ZvR2lsvxpH1ZXZIgi2UZT3EzduB1kVQGN+Sj3zGyvjUBytpPJtHiGkNmla4R6wNYD0w2BfJmeYyR7MjoJVPxfLdI/XeQy/on+81A"
    "VnHV8CqHiKsICZG3PqquJ8umKJQDycwCApsPvNdK3oa9/jdO4hp9SH7WX6ml3FTZCK5qbBSu/ncb7tfiLm7aVsL3cFcR5wyDDjiP"
    "c6aMfzPBbEgxpSdC2XyVdZZTcaemxUZBd7QPwtSqOfjUEKczH0F+l3xW+U8AhloDGToXnnMgI/QNnS6jJDO4RTYy0uAyTBWMgpTq"
    "o7C7D/uo2k3iZtraiubgv7/xeaP9/I4aTTEW5HGNDpWZeMXzeCLjnngRZ7qUvWEHyX5A4+fJXzjvG3Qy1m66/oHVud53+rQW1d1z"
    "Fup23+/Wa1Jnjslo5hHLyEcbY8xmF06TcbIdLBNx5cvE6nY2wHKarz1e3sd6JohqkmRlqPBeWI1ej1cWAPtF0wzgMXXsR1HyIVYA"
    "t1kEuIizXKxisIhRxgBY+QRInJsLN4b91O+SMd6kfR3Og2Xo17Gm41RotnOgQXJYMz8fpzRghHGJHhMYs8oX5Fwo4PradACb51bL"
    "6hjD2v18fVEpbIPxdFgthPUL9KfWLvY9VXFqnQIyuF2D5+4GZPUuEN5pkKHj9Wt9Wj6Xy+RM9ovHyN2z07MnrCfya5+uK7pAEukq"
    "5BjwZRSWaW+yfefhmXay6r4AaBRoSp6Ui+VXoINmwAmtsStPwEM5FRL3BavozxSTqevJL3MaTlgrvNtinp3YizNcrD4tBn/ub/z3"
    "q36Mc5+AZSuBzj9CnoJVnY79PEY+wx3/6TvZU6xpd0hqr+Lcx+3MqjkmMptB9jjO+bXQ5xewLnWr/gzrbBXL2+G1WO1XW49dq7mn"
    "qWmOSXapJNLx5r18xZZhyKW6V7AUSOFwdjmHuWPWMzENlrYHJ5lMx34uJNvGSjx/j6ArZLapnAwtY3HpzyGTa/RLfQs7EWKXRTmz"
    "Htt9beqBjN7n4DOvlDWssR0hEbJjhOirGkf5gcEE/dZi2tAxk3WA7AP8cZEYj8cYcXmUmJfvCKP/WAkxSzWUPJ9W3bwDu7IWa9kE"
    "Ouob6INLsQcfkn1wo47KeFvfp/T3EKevNM1uVgWdcpQYO/Zg2K0PdSvw+wApgN8Ef5TXjHter1HUWUnPNu5yg+3oZzj56k28H4OG"
    "sfnHP7Gq6XjcpcWqDSk2lvqRQ/2dTmaNHiZTY4yebCGfw6zl2GC9bJSjcKVjgNkfgreeB1m4DOvTiFWyh3NmVRGrkqr4OQewViuf"
    "NT7WXZJFtqaG+MktnOWTTE/bUh/ld5HGYTIItrySVRI7qKPHcDJbmLtsKOpiMa57V8tvtYLT9XXgvjA01ss2TVI+wt1ZxuZTyO06"
    "nIb+nCRq7Hk/YqXH69uwX+ZH/2d1rd29MTpt0TfFzbENA8uVU7Yi0IINZDgQVyeZI6/hs+foa/js59XmSHTQC6CNF2r/oKM+rpn6"
    "g3wa9DCeXkj5AkZ1DwP+tpztJTjjnajNsz2DTBQWvobeUyUZPsvkG9iY0+RfWLEW8FmfCj7AabB+nlx1/dWVnn0/Qo+4AJalPK3p"
    "67IYO6T/GO5uPtHvF3htA/lB7oE2Gwf/JUGOqLrdenvhfk3CDoJ/dAWx16OQtCf0Gb0QvqQEe0mxnBQ0xanZCun9ArrhQyB3m9P1"
    "FS16jHEMh/Lt07qmmXja+Bm2bdLZj6T3XxzfV5L7a/7Iqd6GWAVfb9nNgJDKwc/Cnlhm8VM5Eb6Im7RQjVevYi1cDfPea7Daz8K6"
    "On6QarWJOcsZaTgUPuddWI9cjcN2PLgH5uVHoR3dKalkdPEe3NsW1lVbnb9h9zx6u3HmeQv8SYn5OrJafFLC5/3cZMxe8E/fpj27"
    "FPd9EXT2vuy6qR/3Wiyoi7g+zUgaqx0oTjuNJuOP65pJ+PkIqpez56NE72WerRfwgmXIflGzMt9BN4yEJm0oETIMFZOFfocm6/Ta"
    "OGbmVA1ElLmi40U5d6uG97mTUyorOa/HuvL/ohbvw4lOUXr4PbCGQ6U7z1cuGblWkHOkhhY35PFIH5/xtbtewUqpamZk+uFsGsfH"
    "82J/P86q6FOkuRjn231453D5C+v/vu9UOc6ztrmujgasEKlfv9Xv6d3AeXJxz5qS8ExcNpdjLPyeu6Dbf9fPMr7Fld6HJM2xaSCQ"
    "FmMrM/8nh77+cuDlnbBkRwVx6Pkqz0fV2ncCOR33trynt0IfLYSuKtJuwQI8dVNpA183oeezP1r9XdRyPZKMZEZ8lWRXIJNRnEkS"
    "Yw3f2/icl6QlO84t22M8D/OACF7FvX2go4P1al68zY+1Gp+ovsT7KoB9GMUJQZY/jVOvphiLd9fkJVk/mcoHbgSyMVbUUuybseu2"
    "wenbyVz5AOhU60jtKZZdLIJedUxHUT8B2vwqw5uTIavPQ+rPkSTnBebzt8YkfAEwSgvZyfxSrp5Mjfu43AY0YFXUW9XmNudBBn5h"
    "dWmSdtRW6QXGQIwD4wNIYydg4mpgx7/hza3QQbCtd8LWnCEO31awVraSWcTN7MGKMAdYzFqp83B/54qh4DyuyG7beRhlxfpTt+Oz"
    "nmas1qYlWXStlJ7tb+S1Op6sZOXsJLL7u0KsGqIV1uwyRijacb2TvBfTV6U6Edf6kPriAPkAd78Oe+N6jaw+pZOUUYbDnPpdRkb9"
    "Qmj6TDmCiLoM91DLqq81rGGK+Hqycj/jOcFqrVJtRAabf/oAroLBpk27OVlhap7ZXI9yHSfG8b0R2tDYxZbS4lqfeyV0wVfATSdh"
    "t6xmfY7cDB92MND4HfKGl5w4PdQ+aTZC5Qye+rzDZax6ivsJfP+G3CRZyVyFzx9Czy5OfmVXw50F3BDfQ/z6IODy5Wq21XJsfaH/"
    "N2FN1sE7GiIlaVaZRLojqIYI4mzPX58gioyTr83mf9afr28Lm7wAd9hAuolxelul32bcy9NystV3QnvlAIXnAI3uBU37CNamNa7f"
    "F6/+jT0dNdDc9mRfQSc/JjuC6cFKIImP4FsYW+W/4W1Ogp05DlrnRnh+lq2cmTERKzAJkvYMZKZ9UD8Tew45r94Ql62IsSe0A36/"
    "jhptAqOxIUZOXATdetEt3uMqsY3/xpiMIowDZEMnvgl0u4OdTYaijOPjQHw1jTwSm7CnWfqO3hpY/N1wSDPWS2dKPxlJ1oMYPbAa"
    "aKz1lPWw56OO0Z5ZnORiq5YWV3XQzWvlkO5GrRWQ34i6ajHzqXuy07CWtS4J8jjunuCgPh6cKXFvg118o5evsUvF02dT41WSyzrm"
    "uazrl9G9oc/makSugefxmb4SvICTvFSHaZOgFhZhOOTL5s8ZN3glkEuYU9/yWNkTYzYvwe5rpSxHseMHY3VaQU53wFLXwqL9Cql+"
    "T4+SFThps/Gd6ZQz4BtsknshwSvwmfPhWVbSa67Wm2UH+U0eYgXHIewQjLPWNkYUa3zIW6CzGnOquItXNSRfQIjdjF3ImB3xnTft"
    "5W7J4pTZAki9ZWRzPOJKdXu4lb0D0j0JO2s16DuhYdvIIk4Y/lxsjlCNr9Ux7sYd6mpJqmHLjoau34eWuBiy1JK93lb5Vr8NnokV"
    "vUSmcn7fffA6F+P1V8MfXg0p6A+rP4884R/JvfARHwP67CLr9+BJjPG9lOpjK05nrDVuxMAQeRaxTx5OQEes10fAlUenZ0gY8jrQ"
    "z+yLMoo7DVI8NONyYpVD5Y1kK7lB2waTkxPlNKzbk7odKPlDvUpeMU43XS8T5Bo8yZP6odwWLINGmqMn47mOlvHwoIyDJBf7sZXI"
    "7jMxbHoyo18b1TouOkJGrIvhArGolHWQ97euAFjECnX9/BH6WGFy8hses0y88TY28dMti6mHx3DCaS6e8Hppytp1sxz9OdPcTtG1"
    "+OoHNSbOBN+7gewcrjvOaihSNjDVS1nLyJvjPLZY3mUem1b4+cfx9ES0ao9jrYKjSzrTnooNJHw1ZQRn3723Of3u9X42xRQ/zdTm"
    "GlRgfZQydST7X3K5t5YfcnY6ruOxSrACFr3T4ZD9VdBJtwfDsR83y3I5l1duy86PFEtLc8/jZ915NfAB2su7WOWzZDbQZgu5VdZT"
    "NyXSHF9ZeoKfotEB9/mQrrL5pKzP2sY5o73lYjEOrQuxr/PF+o+/hRe7FJrCznfJHiR+Ba5rkZx7gl9hDTcx9/YQnuEUXu9UqSVz"
    "us2u38WsYhW7CFvibEWInNzsor3ZH1jl+Y1sak1qpZPwMxKccTAbOGk79rSpHAi81o+dL9OwgxbBspxpiM/XnLNYm3pkHkgXVrAl"
    "fVS1nJGsAWK4+FzO9ygF8qlhT+g2PwXqRrG6qTArJ2cx+2Ko7F6gsjm49zXwD77EDhnrQo5a57X16F0mIWp1w2jVlKB2nIsY9dVv"
    "rmqvhvEQe64j8Ezv+Yq/EtjibjIYz/YBfNYJUr839Sl2oxB42biXijglwKYJ3yy51Mzbofk7iaHQSs46Ma/xImlAW7KL9SbdiKuu"
    "w05XMQOeTE8RctOVD5ItjB2V8nTEyVCb4FktBRpsgTP5JfyIDjipP+Pv17BmHwIX/A55sWqQIzkTahcxopuhcoBYrdkf0IQlwBe/"
    "41M3AEnPh8bqDnl7XK5lLjXKKtSE5wq2NcqHvTHsF+Ca6yGHdmairPQcKr8kF+jzOJH36XPB2zo8GAG/o0C6Aj1sAxqswd3EWOu1"
    "lJVRc6G3V2szaNK78DT9ZKYeA9l7OfhUngEymSxziGkTzJhv5/yDKKPoRcAxx2L/r5SP9U6s+efSPegAfDQfKKeR/Cwz6FcZX1oF"
    "I7j2dz61WYx+bC0xp/VhNeCUnp2M1lr3lsVAc2DTbN6URSFHaqugmy6XsuSjsKP3Q3NdpMcG+3AGc3esz2ewbRPFJgU0xhXOlC/I"
    "nfk1/IVe8InmQ/Ie0X7BCVjPdjoaWsV4pEYRAdQSGZUA7dYQNSxQY3qr5io/wvqE5pSNC4AgF0CDVgOpFcql+Mzbgl46Rcayl/Zs"
    "dp1YtYRFmo+DprE5kWWwvN2gzYuBnm1+QQ5+drVMYKx3qs3kgSYEEgzy9ET28D3OqY9moSz2uJAViBWslZ8EyxHI0YyexDldLhCb"
    "HmsMdAl4mKfKj3jmEtjLXGiWv/Bu03IzgGmLNTXT1fjsrcrSMejYDOst0GpVRCIVsL35av0uZo3nQVdEcDJXYTV+BnZri3P1BzSc"
    "xUIUeLfKc0ZGWHVqlYI/47yFWOXejLzcJ4ix3R0LffiAnAmrtUKsHzUXdvJBtakHb0N/lELjl7HmppY+TAX91BJopWshD9W4TpwT"
    "UzpID3xuS7mRdYP//Sf4Rx/D7ihopu91cNw9YzwT41J63j1YW3I7fPvbg5M5g6ortOVq/VPvTl6is3C96dA0zbH6a4FWzpZvYM3b"
    "45x1gnXeRi6EBL633sdCxvSMN8/4ig6RM+m1hdkrXKvvqvV4TcM+dZNP1dinXsLnniO/QIdadeInwN3vB2uw8lOhuQshH4VYy4lS"
    "SA7OED3r1rIvO0lsrotNkg3EWVX17FL9PW+02YE83ZcRxCp4umVYxXyfiauAHoz4qNXRHmnnMiPm7FsMZzjMegA75a4KaH+Zor/A"
    "eynSZ2WjTAdOuklugrw25fVdh44xsCj/rWb8OszrufxnvkcCI7gvV+LMleKaXeQKvRe/uQIa+DnccbegEXe3jHVcLorjJNwqZG6T"
    "86FND4ZMfgRE9QWr5B/klDLjti6i3U7Nwoupm1O5GR5WcbBVTX5XQzYts2o2qpp8AXnUmDHsqmWlja/vZlnLSWFmT2Zz7o5h7dWc"
    "65ZkbDLhpwntniWn1vGJT3wdz3OAAL2QpdZiJNuh7/eXY/CJuDO5HBZxjs7ATp4k+7O+da+0/+JkM+kZaroCmf6px1u8S17AOZ6I"
    "+xmJE78BT38JLE6SmGAX46vVsCQb8El9cTKLGB8qYodIR8hnMe13DjGgTSddwJ4jiyCE4c/XHzGLwtIvIjtJJnBCBXnWzCcfIO0o"
    "eddBD63RX3GWG+NdnaDNf/Z9Amd4dgi3QluIEPPI2FbLTHMIXk8NsM0yaIBLJMkY4g72atT6vEeC/Ic92Dkc8vJoUbIqepIFns0p"
    "9cd57e6sl2L9o76jIu77BY9jzXX9WCzpa7iS3tY4rltXx3GqFHJGWCXn8paSx60WP+kh58gSuQ469g99VI8Pxuo4aATrZNofOGcl"
    "ZKQYOnydbqcGmw8/PNuz2Z7h+bR2+BnfYV8dYh0x5R5PWyQl7ifYreT5GcSOqhDPY38ZRJ09QcoYRQ+R9zqHs8VyyJhfRdaFOFfU"
    "ai+MISOMZ/oNMvK2PArUNxunfh2kfbreDSSw+B+MCE2l7neGL54QFy+s4Xly7FgRH8FxPFlHSMzH+4uMTS65WFtq34wroWX+FXQM"
    "Yvj9VZpM3q+7GX8UvmXd6xQAp7rqc8fDU0AP3qzJEt0pS/R2SPZqXYu1XQK5+RQr+hae9kTODK2hvS4nR9NG3IH181tU8TByhW0H"
    "6p3kZ7I8wWkl1ZSjdbA5rrMsR2/D+fmZfQhrsY8xm0wcXC7G/fE63l1ANGUYwPqA2orrxe0mhcSqTcSxF1VT/s9nRCGiQ7ATr8nz"
    "Yh2XGcAHsNhineHW05slR8EHtK7mWfoSvMf+clTwOk74NvJb2kSxXJz92fA28tSw673QAPvDV3kFVuI56I2n5Ud9Uj7XW7ES24Du"
    "jA/E9siYroo5v6UEHsaNQPE1lIOI586ogH36Fc99O3zUTszsG5/0H/om8MdzsCjFfmKtqw+L0I/YR1yMrJEMYk13zNcyxVih1oAd"
    "QPnMU20nI9uRrCSbixVdRhbDCOMPzcTFfmLMzUTxzIr9u0M6Agv/Dks4E3ZkPvy3B6BLCrwf3hTWcxZtmOVvRuFejvN9U8VEy9V+"
    "DkxrYAqb3W3yvxBPfxPn5OUCNx0pEd8Fd47noK7m6QhzTebiq3FEUEXMP0SxN2YRX8XdXoJTsZaxvO24t2HAAhXQrldCT9WSa7bM"
    "d42XQ0LK1Pyuy8TdaZJa0nmN5lO9JhahjOvnzG0oOeGsrsw+Y7hEvZZKprM8MdaYRnwF6Sjmr/P4mkLo3vrrkZqwa+tIsf5pl7+J"
    "su7NuNKHiOUPasmSWASdGyVHTcjXhzejF2Y1Z53EnfEhYojYLID1mTYid5xjxbWO/tlAHLms9o1zNnolUIFVKvZhLdQQ5sorKR1R"
    "Mkd1xj2eI99hPcP05zZDI+0AiqzkXJkv8DMXnaqBZTtWkuxqtPmuD+P3luPbxenzlTyzm4EBbCbtE8B+pZz9ZLORyvHZAkxwvl4r"
    "CyFh64DUf4QP8IZsli/x6klq2WjVjzlF4lj5AXe8HZ/1jU6DZLViPu1EsdqMamjaKjyVcR0eLYYV8ulrldBLsfqS18X27jLaLSWy"
    "2ulRl3V4R1lP1F5ewauNR/Eh6Jt5ZJyPUa+5s+iiEa5mJgFE0l26y2di0evRYtU2W3F/z6rZ+Jk+mmmn9ywyF7qqgjxOH3HxlRY+"
    "zlLlOwTNl8xl791tnF86CKesjDJpknG217q5POsR7vy+ugjadQn7LybgXmbCU7gcO3mTvgjcP0rypT1Ql3G4DZf1ydpgerIiWX/k"
    "9Gd9GR53T6mmjvwXzs4m/MzyCvX3ikwQm2bSBlL3GjTfZ1ipn/UeyHXfYJRnz73LP6VFJiewZ89OYgXZpWpYOxmCNFTw54nk3WRp"
    "GAecFAb6Gw1dGQu+xGpa581ydVyTViVjLLcjcdW5wNvZcheQ/0zs31mc19YbSO5RvWEPkzOsdnIL9i8Or3ioFHEOSAXQzRWSyiim"
    "+qQT3J0ku28DzzVXTI1gFu8V5kTqn1N8kJwqm8lD0J5TNC3j+hneeYnU361vmt+qLz6TGs5QKWLX0xrd6fuFHCbv7WXQxU4rIfPZ"
    "jC3F2NOyVF2m2XzvwTJZf9CvsGblsHF98LqG8ip0S8RzQ9n5OIF5GdNqxh/1DXuozANaRl7cYxnpuImYq6IOfmtXh8mjkZhu78+a"
    "kjx4CiV8KmPVtB5S470NZAZs27kyFR5wLc7hNHoKtdRuJT5j+rhUcZaR66rfRj1se/M09ZvVToVYdbU/3nsdZD4PNn8HVms+zl39"
    "iHgqdMtl2IdqoKcS1qIYD+GXGt1jJWYf6IterOyvpfVxWjHJuZy13CGTk9/xMzu7l8iZzDTGNep911rarSR+s5kV/sasWshIQhh3"
    "a1mRJ4kbU7jqJvIFuO8Xs7sn4WuRY+zcPJxTi2yidybs6xwthS/fk6igO/zSKcACxiI3l7E2F0tz8xwCvM7uxeYN71CbyzGYO7kR"
    "a/CC5FKKor72ciQnrjitFSUGryJ2raVV6i7uN83kEc2V+fqudJP+GUfpQN1PPgEy6IXf7MLKKa1YGfTXAPJobWStTNIzYw7y+xRm"
    "1iJKRqr6EH6YWdPG7KdNcmJqLaNnWdg5m7Fr7ArWVRFIBnlPG5BD+R21mW15sF1Wf1AAff4CzsALkJUFQCo2Qfo9tRq7nzJKobnn"
    "wf8bh0/5E6flYBkvpwbvJy+GD7dUrsSJcDP2SqiDQ55X9SDPdTbd83fuPhH/4gq5KdYJ1qCYXI+RuGeitsqKhM+9JDlPyE1UKsXd"
    "fo07v0Q6SANxXl4NdMomZopt/o11ye2LZwkRC4VpTZYDD87Tm5PTcTr7AP3cp3c3+DX5JpmanpDGnCUYpr6yaslGUkqPKIFVqiDf"
    "Vwn3fjN+dhPzAlYZGWX0tFwny0ZGGSqh1WOs2Q/7qkF7z7ewQpfwTB4nSdqXBNFPahLenlgSz5YVlK32PC/qI9Wuo62E+XhjIFqC"
    "KxSS53+Xn8+eTNdQp3gRDBH+ahgd2tE6O75U4zT6Umw6xQj5Hl8bpj9IjMXQYrFNgAlfls28y0r2mCfSLCEJj7TjnCtcDf3YQf7W"
    "b8X643axf9Wyp8dLaoLR6eSiMM3bFhjmD6zGRh2jT+m84HUZAe/pEWkKSzxYToVt26IT8IpcnR9Mxh2OYp2J42i27P+xjP3alNOr"
    "xaKeJZ4ZxCzdaHHdSQ3IUhonb49jE7mIVaufYKUypP4MewX1kEnrD+TbK2F2ZDX74twsxUpGzy3ylSPrWcEepj/gei4cv2ENPs86"
    "E2+X22B3f8LzlkHi8nGubxWz4n/tgbHNIhxnUBPXMkNTRBZCe5JpOJMWgx0vNo1hMmuZC3QRJLcKNtK8iLYyTIbDXhwpN8PreSA9"
    "s8r9aS3JOrPmSz1HpWmr3pz62UJ6QdPvI13ESW5CLeZn3Q4hfHatr/dX6n5Ns+jGfY1/iNmujj4G15fTd8xLW09OZvMfqrEGb5Ir"
    "zCpNy6BfXghawNKs1AsZI56hb+CT38Md1P9p2yG/d8utQMArgaIyoFk+BbocDamxrrbDgnzmiDKh5+fqy7pKXVdYygaHte5k0r32"
    "kEn5t9wD2ZoC+zuXE8p+x6qvhM7+hfvk9FCSXrj6KY9hSGIVdLnz5yxKncluyQackXA8z67LtxVQQo1JbricTFa+TbjKdrxrMU7F"
    "GOzuHOCLg9nB4eJ9ebw/YzPLZ8VqpuyDTy9iBirE+tA2rKU9yvfTxOnp1Xh8E2fM13TiA4xWlVNHFrMyxa2um27pevuOJQ+Bm/Do"
    "GIpcBHAtd/40z5pboddQp4eZtc/lzMc+0MT3ytnBn9Cr38ht2PV28gHw9hXyk3ZONvSIuKXsRsS1tD8jgXNqsMJ2Mjaqoa7ukN4T"
    "pZjzj7L9/OIqnsrh9Mw3+4qt1tSZYT8n1f1rXUbXARPfIublVWJlm8HD2UxeVTebLsrYezXW35BjPvFIfZUwP8AfGw2ZfCCwSrDO"
    "8i0+6U2e58a0dPl8bcCchPkppnea4HWSZh8rS/eeW+XiV7ifK8VqtV0d1UCc5w/kObmfMj3N63bLMG3kPlvlyuO46g947QGyBD/N"
    "BjK12MkiXDWPfdAr4IHcCKz/qE4Ejm8u49Q62Ur1GFYiPimmr1ZCD65jb+k4rK9p91HAhPO1K/RTRykkY94JweGalfEObP08PQ3n"
    "4CnomGOkMllKFnrzpP/S8exbsPyf8SG/A4u+XTODBrAnVpVhz5QpT8C3sA7GEs6Z3x8eeTFzhqu1nHx2dTnXkr5a26xJV7yjF7P2"
    "B3MiWUCrK5Lt8+4J9se6nRriZ5lmsxbNdMX7MkisMrYLrM9ateqTXBkJRLoNr+kqs7Cm2/BfDiW9N9DgtTxZOZAXm4NQzA6qcbi+"
    "sRyeBJQ4A887l5GuI8VqeMbgbrLIs10FLV1L+TOk246zdvelNCyk32ze8OkyXb8DvjsBOvUwWNaH5RXs+kx4epcx6jUgeJaxq/Ox"
    "h43w/wa1XtIF+JyBciu51kLQdN3t2aFLNpOpo5FsZNfVCKnxcYc8vQBr1kS+wenbCZsTArY9DLovA5rqVujGXEhCL9kL+5uNNZ2A"
    "c2j15tm0eTZpZl+PCWrV8Y0kNezjlVHWjjlc0txXNoTSfNNRvMJxRPdknCoL//2J/V2od+qXGUvoA9vs3MmQq8twhxfhzmw69Upd"
    "ql/L3/IY7HD/oLM8qRfowcF0aIoLdAQnrz9snTDSJPgdmnYH3r8KV9phGWLs7wP0JNx8oQRkK84c9S5fB1AfelLmj/+g9VPsYtj/"
    "JMFunGI+dzGjveW6UjaTPTYG6a5KT87TOrMw5kEafgCifQjSb50Qf+H6+wR/s6Z+JzPExslVRD+thViEpWgPPlOKNcnV78SY8xor"
    "Djkbf6L1D13ESSU1Pl+/0tdrpCa0O9vVTRyX+yP0YQfyPFdyYsTNQASt/4OHXhiLM47KIvgza/VdSOEuMsR1EWNGvUv2ltmsvwwx"
    "AmjVD1YZGYF0WsSgre91Nc6fFANPofe06/NYKqBvLJ9szFBbIXvHiU2RsrlGNuOjnwwnQ9NW+CemLUrId19AX67uPFfL5VnGsAQ/"
    "bcRcbFfyTWQz2tQJaDzL1we8A21XgXVpz7W33w+DpnO6Z5TEaYstOmVV203lYFif76AzPtShGd+x1/8XuUY/gMU9TOK+zjPuu/Jq"
    "Wd9Y7qfjRslrYBbyFmIoi5ENSvPVuWhnY/IrxiEd07CSh0Afn4yTZ+wt2bjCakh4Y6mUl/WTjOf1Uz0Da7IO6/kX7MzFeO/BeHc7"
    "vKepOB68EGPRy8kNn6CPYfbU5cSTnHE9R/6QcXKo7Iff5sj0ZE9Y0++TVr/7lv4YnIu/i3QS7Pd46IRJsEkP6EysaRuiF6t02kvc"
    "JNgT8Fk5jP+X6FSx/l2bSz+PnvhOxgTN5z5Zdsdw4uyRrYXNegJneA200iK8vjo5FXL2C3ZwCusN8nQq9m8hbNjp8P+yYTFmAIMo"
    "Z6R38wyKUfbdhRnV3dMMMbfOjjFK2YWQy7qSTUDLcyi/xtlaSY6JkWTrnaezZT/27FiE2CZMxvGKQvoXXSXTZ/hTnYXOVy1irqUv"
    "rbbxnphVHyth9pJFeZ5u50yZpX5+TBURksnFWKKJ5Wp8WWNp20r0JeBcq2fYimu+K9OhvY0t7Bjy6Z4Fy9GE/s0ubR9YFGQeJ1RF"
    "YNPK1XV3TiT7UwUZM3L/gWhdBZtpvmLsYv06sZrTsFpjn0+SqOeythXcxLNusb7TxPkfxT7WVACcMkgf18OBMb/Ux4AiHpV5wYk4"
    "Kd2ltE5VYjWz65ZDqdDzgFINyRn/01hootWQ7hV6C/z2S8VmN7reL+s6qtLZWIuvoReW49laA/E4f2MT56cVAjNZxnugzJRbcE7+"
    "UuPYHqa/y5t6hvSTZXobWazMNv4M29IfJ9xmSdytz2DPv/K9C7ez37iUcXVjfOsiv+FOszjddAD0n9X5RziFuFgegL34GJp+GWzw"
    "w9ibX2FV98ba7QXPuYqeQmoWUQxPVMqvkuwZcbLrZMfVbPSGxrpCjiAb9flARiU4EzYTKZtZiGOgTe2utjCPuZZztCq8vimjxrkO"
    "u2T+mWXssjiBrxyaySL3Ofo2Pm+c2NzaJvIJ0IphRLPS1qVdgdcu4242grZx+SzjrrTZvXYvmYwKlBKFHAmM0Vw+o8cxH5/9DrB8"
    "d8iHsQOOwf4eo4/iDmzGudVYnMxsYAUzVzNYo/eqvAa5NUahbbhaZ3G6L0r/1GVWaz3jRZz22ur3M5lL7A+t/DLwzmA5StYJrDxQ"
    "TO9gqx6AtSrxc77bcR5YFX3zGHMrliEbJKZZrSN3MfMVN8urPu40Rlx+KYcT9fYSxy1ZTc25A69vLsagHcW/26AnItQeSVZvuJkg"
    "jiGlioyyVg9unCXGxpkQqy+yLnHTjjYr73qxWazVrA5cg9f+zJ1z831cBGYM7nyjuh74Mvpq9jxRZoAqoT9Ol/X0097halSwXiGP"
    "uXLDvtdCLgN6lDFmXOx9m8i9kGAlRGUaowmrF+yrxpwAYmijA9ctzhhUJuvYalhloJ5xxKz3AHE5uJif8uH0aXdfJRz1nE+jxSZU"
    "XIxztVDvhWX9HVLvusBSPMrGDtlAqrwOqC+2YZyM/eVjxlZLrf6LdUSmmSP6FfSFy8lazelocRONmshSCSUzgJ0bwRZfIZ/Lhdgv"
    "m/QyEJ7F//qzgZOW/mkx3Hlcjb/zMybqj3qj2FyQN3COnsTd3qKXQKp2QDOcjd3OxpMuZQ1yBTTMTsr3aZT4JFcwzryDRYCG7KGD"
    "wnzxKKOOxguR7fGRndYwaytraCXOpg+9N666kjGVZLrapg/jnsn0fOEVnGZinrb1RTRkBcAtnJpZmI7otPS7NkBqOKOz/umwVfQ3"
    "+ojVnsSZP2ghjomlPnx9GVDvV0Rkb8iDQKamYUbKbXIPs6EuimQYehsZQqror4dwR8OhEUKsZgyzKqELa3hMN42XfJ+pszo945NO"
    "0Nsbnq7JF1lUx7o5rWGvf5+xKVubZcCqVh39mf4EG3A4TmMIktOCzAJzocGVUxLOpl7uJcWeg6Baq/x6VWpdxtekP0cOx5qveYCP"
    "mDXzeyvk59wdSUpZWMsxtpJUdMy+7yWpvHiCpyHma28UFqtAHRdNP1yrkbgdzuaTNef1usjz2I85+ie8VmMzfA1+99U6F75JW+q8"
    "BPc0mUbedlJsmtfP8JmSugS2aiFWRuUx+AN9YX0XsWbjIfwsCt1iGYzf4OlMh9wNka2eBbGQebAY5/tE98BkU+Lnr10J6e7hmdxK"
    "KePGFbmSDOg2F7aYObk38coraJFulBLyZDgEHfJ5rBCZ2W6SbGKPy8TY5zrC37MpmF3FmJysT7eUfMgbce2Bsqc+lj3xcdUnVS3l"
    "b70Ur/hU5xjHHzzSncBE63R4UMhezhvEMUdtZRdq1GcPB5AdrTX1bIjZt12MpBkTSYLRqRitlOM8yeOrDvNz+ZqJeE7oLZSCzbjy"
    "N+x+28ysv/mkeUArxYxWVXoOmAoizzh7BXphhfbHfdtE9K36kd4NTWb9otfIdrEZEavIm1nDOjOboTBGTgQK2xOfapH/37EmF/v+"
    "zMMhccdi/TZQfi4AIjC5b471M6aQh+U4WM95+F02ZxXuYg95jmdP38mrVzK/Nxby2FnGykf42VGQfuOpfkJ+1Pcgbb1lmr4lA6A/"
    "Y5rytGqIp5qJdcVtIQeE6TOr6pgiC9RNezZdeBKQ9He0jtuBo3+XyfqenK1z2Ic7XQ5hlKQt/cqpzG7tgtQeLW1YQ7UNcjYdP8li"
    "1dG4PfAF9JEDJTUTqyFzCFX05qI+M5SgB5D0LLGul3s1rjhMlnNixWgxbFOB3/4Gma71U40PFccmEfZcOeYxL2CVlssu7tS470ax"
    "acx9YIcO4cTvanoDhfSMO0r9/OQd2C+7u/4g4G47e7WX511owyh1BifiGT6wSUDGVDiXvX1n4qqzbTqUSmD9CJv1RHGdlOuIIWqI"
    "IazztyfQ3xKgnzw9F2vXTToFG8j7WF8FRLl+ye69SqKRCshPiNmlrfquRpOz5GK87jV4RaOCDtIKZ3oN552ENVUF4hDPfkQu1u81"
    "Boist1gVyC6xKUn7wlYtgw1PsFv7SqLOCmi7fP6bpK4rxHoai8T+RGH7Y1/3wbv2roPgE6w7SWXnqqkHXbwyyUycakMfG3hJ78I+"
    "HyM2qWUgzsGhWMs35CzZxI76GeSaM676r3D9VdByV4t11xor1004xV2DZfqq7gu5naVPAYlX634SIb/mJ5DKdfS+Lb6erXX934bU"
    "YA1oFxPMRWs6H+N80r1F05XBSc9llsBTJzwXntUtV9HSVTJ3vbe4fvhm8icQUgm/ziYvyy6xyZDLcbVF+jms7bt4+gfkLglzRto9"
    "mglNdDYkIZaskMpkM3h6mdJBBsnbujqYgDWpwl7tJTbX1aKt64G1iqBTVtbJRZ3iO9wawXZP5wl7G0/oKtiM28s6gwaL5aFPg7T9"
    "CQ9kLj7nKpkhPWHrH5JnyWs9TBwndshXVqrvjgwBqbje8krWbFpMaRNsTOwfNZpJ8kw1lQyH1Tk1qIj9h8aNawzllov8wzPibvPx"
    "I6fTj5JaZn4TvhY4DmlwSLqUmbRSyGeMfUBJTabvKkHO5sbAcgOgARvKk1ixptIeV1sIbLxe9wkmA6PkYA2egS4xNpnHIauToF1u"
    "49wMsw/PSSlzwPvIdui4VP1ijPop5CcGKis+srGCQ4jNDOVt1hpyPm7VnOCn5A5g7x04My9CX16N67+g+wXh5HKpIQuMeTRDZSXn"
    "Yi/F6c9ihVYFawqtP2obcygNZSer8+Zw2pCbO/Ox5xmwOQdTWBWRmslqr9lJTpV74dEX+8xYDX3KBDHofPaq52PlSllzdxZxwAmw"
    "6HPZxbK77tph8FbwEeyP2RbYb+mH07UZVvF1fR7a6R4gxbodtKmz5Phi3BTTSmKTw7Hrw+h91JJdtIrW2+I/i9n5v4MRi7l74LQw"
    "NJCBHTNkfZdYJXUttXfBHhBKiBWLllU+njjfPHCblPM8kMG+eKb1jDgWsuqzk9yCnx4u7qlt9t9/zrExjdCZtX4xP8/EnfljxPVq"
    "iRydrjHbRa8vwXmqlX5VLcrUm2tltQd7mt5bpQ4vltGuhfVccqAlPadjN7FzUOEnxEbYsTAeZ+xD7MsH0JMjZSJ26kL2EVxPaz8I"
    "SKCW3q19yiqgZfMmTyLDVdzHYMOMC+4tjt/gUFlHix/y8w4PhdRuZ3VZE8llBn2EhHkP5vWPlbL/wRimnjXyLH0MWuV3vQGScxPu"
    "82HY5B1AKY2D+nfuLCDvDdiN94DWh+HrvfHe5rBeK9NTh/p7jCDiMqzG2niI7J5P4r7KZ9TBqjccR2wRPtk4gXrhKmfBA2jALM6F"
    "zNjsx3kyFZxyE4VMfCVbyf9l1nAj+aEs17mF+ekkEEiStWu5XEPLoP7fpnVaZWURmRvL1HFDbGANWzH596KeE8f1o7iZ8iYL57Ki"
    "zXk5a3y+9GJ46Qug9faS5cCGpXo1kP/3+G86fnqZbCO32TnwCmwGVWt4d2soG0r+zRgr/pw+t877Z9jBUYZT4Wp04kBRrlcwl/5K"
    "/T769WLTpiuoKWspISa1i7CGB8qZ0lGsp3kKJOlEuV+vg525W17VH3wXmWXArKLhXM5pHyVWUZcAjthq0z5lKa57sNg0rXbyGLC8"
    "xR834PeOySUDr7b1W6ePyQaeoRgR0F+8fntcObYH7eKyEFYLV8WKFGPWX8PpjA8BrR+Lk2K26gvo/i/E2Jr+0v21MT1dYyrqJqk+"
    "SpsIEN3DbldqOylgL4zFkKrYM9RJbA5qJ7GqN1f7H/OsA7WswLmCZ7LKT0iMs6rLMTQ0YC4rVdXlENVRwAlNoSEOAKp/HN9PZddT"
    "AbzYccBFDaAXynz3Z9TXi7vKhnyuiTu1VtPdvM4TdMIzL8Su2CffKGarsnUmPus4GS3fsxosBNn8UAtZBWHaYYs+pyfDF3lJn8WO"
    "LBObbnpmMB2ndjsZTatok6yrfxt5XxrLEvhC50JjnSPWkWDVZzat1nqYPpWvIRcroTPMlnWQi+Qv4BmLwc6A7lmuLxsfPZCZcQAX"
    "Qp5e5J5aJeAKPUUvxHcHS0YwE9feJZP03+kZKA5ltEzrKzct2U3JjOj37LIvYQdMNmu+6j/bjaQDIzD59ObDrCtfxSl2xhdYSA7n"
    "NeQ5eEU2aMzHBVt5nqeUB+v0VhGkbDuj36vIfWqot7mMJ0Oo6zK6lNmFqI8q1Xh2pZQNdn938B72Nv0bunsi3tGfefzNvLtBWKNh"
    "coEOwcouwgr8qE/Cnn8OjNlRVsnhzIyHyFhXjRU4FyuxL2yi1aoc6zm1aqkDzSYuZw5YxOazFJA33CJf8/H0xfqadgyKgKK26TpW"
    "zlwCu7ddn4UUbdA8X58cImorZC+/q4o5+h+Rx8x/fPcztFkHdtv2hawcC5vdBf/uwgqvgb7exemkh8owaLe/sOJrIVXT9xCzq/83"
    "d+ux5DutZHXsm7hOtk7TRdBV/f9joqyLWa1V8/8SnHaQSCNV9UjVcmDFjMpYfH6j3i/FZF2y7N+B9LWP8RMmo76DbbvanN1EeuJt"
    "1DORlPvoZcyf1VK/5wcTn2QB35jvt0aL5U1cZwlu8VPL28LWFfG0xymf/ehF7mSv7irc8+/6mX7JOegvQS4aZCyAdT+IcX7HJR+l"
    "TrKJpxYbvWcPObD6/VObwpEFJGDd5L/hDk+FDVoqXcXQYBZR3YlY472JGosgtfdJNjV3RE/D8w2Bvx/jtD7rttoMi1bqz1HU58ls"
    "Ot9bEtL6q7nr55SdDaQRoU4cQK5mV4UWZS9gqboJl9Xk3TOMZDHoIfDIl+HsTOZUL5uIsBhrfxy07n347BRDejnz67Zn69gr1Zi1"
    "a3m+t3Y0uyti5HOv32bV37GT6uezPe2E+z9JHDeG9Sx0ZR+xy5QfRX3moqN2jbaQ1CbwPbpIE8baqpixTfpZ98YQGakz/9x6GX/n"
    "rNRa7NkQ2JAJWM92wBarcOq6ysf6MO7GGEn3kamGg5ISTME99pIysmlbfjaX3FVVrJOxDMrhxG6ajk1t8rh0Kc7uLr1c8iGh48Uy"
    "zOZLLaW2S8WA4/QRC8mUk2AvVyWj/AlmBdr7DpeejEtXslPreHaQL2dseIWeLlb7ciSwpOnmMHzPi7jKhwPzP0KbEGUsv+j/9XUd"
    "YFZW13b/NCmiSC8aBRtgLAiIBRVUEFRiiwiJNSrGoKBGUWOLNRZ4aixRg1FUrIiABJSOgPRhGHoZYIYZptc7c2dumbvf2uuceyEv"
    "745+SpmZ//7nnH1232uxLhBjXiPUiKbYxXjK5iP/AU3xPDP+B8kxkT77tRK27nGxKecMyGIm0ZPul/mwlyW6DD/dBp92LPGubdJr"
    "NLs79xDbwPbNUPgG0ps5TywD0hbfPUIcc1KpRyG1maZzxfyjWuI/38n6p1UXR0MTZOOdn4A/HqUnUO5rro+xO2cmoiOb09+PGzsb"
    "euBrfV+WQ4ZuIZvdkV6+ehlXvPdZ8BD2q1Vdm8gK2BNj0XsKduSr4EIZBUv8BbXRZ5qRKIdnMDb4nLiJEWKU7eB8iZ3eY9Cj8UYQ"
    "9e4IVsEfeAQn+j3+tiM8nFm6TE5lvd2mvk6SWo/GZahytdR47T0jXIjxoOunse62AZL+K9mQ7Aaiwlom0no8W/gKRo3vP3fV/g9g"
    "derZFVrGidw1+iOrNmfJTkYFxcTrDzEbFKKPZJZuOrmjK3FGq3ASr7DDxWrVNiFqbK//I5UeCzmJ/5qc2hJonVbMNbVhxNKe/QRN"
    "pN53sic7iLoc0UHkorvvGXMVs3NjNHFtu2O/HiBaUDLHlcSMv4y+w8VEKra6TjX71A9QE5tlSv+VInibs3RUUKZ/g2b4ASeeqe/D"
    "5lXgNNqzjzPM7o0Cdd7SAfy/LaI2TWV7C9hxlWBMuwjPeEqfxvc8pg/BL7wKceAmyypivdb3OoL9y5ZlvQ67sQW31eZdu4ux0Shx"
    "kU5gjrsK+9uM2iLqz3AHNZtppt7E2Qj76cCt7MvZ7DC4IZc/Esc4i1W2CkigZWay4G/+q5FJtNvldNiz8ZDQ8fAVXreJQZmEt7tG"
    "Pkd0vpvdsTnwj9bqkmADfrW7YazFC+F/meVfhzXuhD9gvTTWtbaCeTan+Sr9LI3FqvofHTVJtlG7mR3kdhlMVkzbZWM7bws/qK3s"
    "oR4tx2flEBPWJLoF1uemmCv42Qmyts8QV580by69FptCnCxXXTYZdAhOy/GJhldu3GEhokjthi58CDKXKVtwd6+D5SjTtsR3OAWr"
    "XIv/PyXdxWWiQ/Qpk1OO5zJ7uharLdYPdRLihDz2JWyHBrgN2uVC6Um+irj/t9zjRsZ8FaGaGVc3X2J54wck1ogfn63XiZuIOUYS"
    "vl5ZqnGPLOR6Cu8gzk05v6uyUYQm0wtni+P+sCeMYNwVZhRepS4TFqbUhfU5WqhKxt4xsqkcx+pCN7L6Wg92+umBGh0us8R414sg"
    "N1mwPBZx7MF9t67mZmTXfRcn11d+xFl3lEmyopE+h55ieLOVzAdYhtC4ECb4KdCT6Xc/ire6AHYrwBP7wDpcrU3YiWzn34ycsK7C"
    "/UepIlqm06suujJNO5yfU4YVGZ7LUi0kAtWJ7CKrhm5K3+2ojPXDrBolkUad9OWwn6MSsltJflab2fsHrEhJintNPGNiRJP16Ax9"
    "GPtlCE3bsWP74QOOhTYfG/STtuJ6EW4hu4R1o6/Vb8QQGOo50WUMclfJFdjH83GnXoacG2KtzTYP4JR6X3h27cX8xXJY8zrIqvkD"
    "liHoiSfv41u8hp1LLzsRnJ7jS2oqBzwS8BVyt1Q24g12Z2eP+VFnso4RSJjrtz4t82pvEYcW0ZH9NPX0fzvx7wbS1rnZ9hJIjuW5"
    "Vql1fL0GO7ZajpPFuMHLcGePl4PkoTL9fw59bYfxUo+783tO3l9CVPtzWHm0rJbtQTue+LHskTg8C+tW7Ga92zL6MVs7lFl2m/Jp"
    "IznyljwqiLrU8PCs53EaotSpYrdemKvfhU/sSBzzDNieaT73V8/49CRJeDZAk5se4hg3Z0Kf/htPeBQ7vE2XsP4/QKrp/8bgsTgU"
    "qR30ldL3ET+nM/RB6M0btS7xtTYLjHNll5wqbzfSuxJK2fQkQlyC/s+l5i3JH6VF8LJeqTmJF+BNvSRTcU92Yndew91aTrYz84MM"
    "c+cX7Krhfs3CmdgZmwS/B+2yC1/tJQtlVeJdaNoPg3PlaezIbOksq2WY3KtzEhfI0VJBpN1CdvSa9rmOeYV6z1zl8qZ1iPYTvmfB"
    "eWGHefF6SCKF7FfLd4rrT4wpvxHjqM3FrmZib43PuBSn+LS4qeJuUsmJ04hGfRau1O/HSPaOv60Psz5nvtvxftr9157z6aBeKyUe"
    "LayOuqG/OFygcqK8R3yPoMn6bayE9pQwMXnqPedYPbuHLfZ5XH6E15RBVONW8g08BKsB94fNNLTDZTrR97zGiR0f9uyk5bA+hr4x"
    "WUqIeGEe9AW4/xfLm/js+djPXB2GE8iVVbjtG9lpbPwAW5kR24zounOwnn1+Z4tJdltxqJumT7LpEdTps2L2dytj4f3wCpfjTmZg"
    "3wZAz7bAT0Txe9NtNZzZKtczyHsW9rOQceYGwsSmt7vUnYircd54pSer6hCIwzoHdnUwYp0cnNSLiKUHwat+FnehC9G5C+mvnoMd"
    "CbNnztBwBorh/uzD7hUgOhuKePAtfQZr/xlxRZw+YFPmpM73PX8xz6GXjb2+xrMDOJTxIp5/ep+iCHtk+NAB9F4+Vnkl9nAh3vFO"
    "6I81WMcb0H8/4U2sVrcLcdQ2SH0BNK5NBVgPeC5ZJWOIKizzv1AlOCZ4HXd+vjG2yJ91Iu5WKTvAk9nghH8DN9/YnHl1q1fdid/3"
    "knVEdu4FubYpZUPOM4u0jT0Y+cThyGBcn249n7ALx3RzOzmR8h+GNOQR18fFqIbslQ29WsBc205yo/QQq0XU+HrPQOZ06ugxa4qt"
    "PPm7BPR0nJ3W1gvUCk+6idNvI2l/W9N3sJjG/Cs3kxaBJlV2Tj5JxHSrxm1X15V+HCvlfT2u0WFMbyXLuXXvbfd81Alfl4jAM4/4"
    "2EPkSBSxBq9RzCLGPFaYZfcHeHaLUh2DnxonrjPTssGuprUU6/yLx2oyjN0C9mlX4Ly74Jwz9Gai+1pP9bf4U2exKGuHruPMapxZ"
    "jybiJs6tqtJULpcW5PqoJ3OLq6mYfjA21XLGnm4yeSys3V9o+yvgr1tXci0REZtID9nKaRxjmh4kU7CjfSSX3KiLrScM3/utPAsP"
    "PsruE5ctsglwQ/fZCNuwibw1zm5eIdaJGebJW5+uQyiuIHfufu7qleTwayALXTksYim99gqcaFQdO5yx0o+DN13AjsAqaD3jagxB"
    "3xcQJypGBuYGzllZPqcCq0tvmZK+R9Mj+jsTZJ9+HrGLRbVlxoBHXF57s+WIJp9CrF6NeH6p/ht/elXayVTs1Eq5DzJWTE1UBvtY"
    "hBW9Lpdi917C3mXDJ4zRw3cT/Q20Na4jswZelUOvqud0uHJO3KrkZ4ohlJuHMYp18Thzgoc8G5qt4sho91js0avaLrhJxug7iKTK"
    "EcF9qKeL6ZIbcJ4TyDbgKrPbfX7V/rQNK3oQsv873NeNeit83P4yFz5hX/g+VdD1i1mf/hFe5UVysRwjGxnZL0JstpNvH4IMWGfV"
    "qZC2EHFAu0Bj5bqJZuihSv0rbMcQvMeJ8qsU/ptD7nGV5krfxReDdS/HOVrH37t4ptWzHoBf31le0X2Ql9E+OzNGDM9iJr5viIyR"
    "UfCoHoLm22TIjXqXnIifKkr0htW5TG5NfMBKUIsmZTjPxbKAGDrGJl3LPoMQdLlFt4assRu2IQs3bC905jTsREfYyM/EuvcafA1b"
    "qZUSHt9uWJCP53yCk3oFu2E4rpnQrongQXyiZXOtr2kPZOSA7IYctZZ3oJGdPjn6iEnFpJZJH1Xv0O/kVb0Hd3IbdmgR64TnyVvs"
    "+c+jxatg15NjEf+BE2LL8J+hXQyVTbD6ObAbJdDwVj+0CuOv2UMbg03Zw+i/hPkM6/roROyiBCsWdbi9+Xy338EmfoXVWa/Ndvhl"
    "L8kv5DB9iXNk5fzkMiLKHKA8hHSufKdPYLebcep2NZ64x2YlIVdZegbkZSL8zWxdLvNgEWbDor4pFwYb1LDOJspm6r6Q53fbBmth"
    "+m6JOHSWGKVqj+d2Mz30Cr5jnBhe52ZyoneD19dSOuHedGO2Os7u5pNpjcKskyrj3BDjIeeXt/Y5vW5ECKlkX/Y+/Pct9mUj5G0G"
    "NM5PYliju/VP8iCsSBZ8nAgihYPwBRKp29jgcZ+LoBeizC+7aqb5Y09IJk4+xoqPWQtjlHa9YXmsQseZvcrRqVjfzbIBUviRzIAn"
    "cwjv/qIuSIPT6SQp8J1A+T5zbRyW91OrnCfdZZ+vnFTwaw5NqQeiuG5yBjHdlkJejAPpBkjqhcSmqmUvXZT8PzXU6/ZzO3jKIUhW"
    "O8khklgU8v0WJ05qvO9zhVie52f6n2t0ZiPZoq34zEOsWWzjNHQ25PRseB3fUIv3ZjWpyldpq6gvekCPjMJZZUCO38Na8+mfGg7N"
    "MLE5nAg7YG8ih0qIMcZOeE8hfQ1POcBe5YDSYP5Ru6Dc1+kdBrBxQ+3jzkzGva/XiEfDqIYtq4JnG2O+LEsbfDe7kiGttY9gN8EO"
    "iZyAt28BfTJTV4mhQvSUaZC/nfAv23EyrYw9ul3IWLlT18Oe5sOi3E/E6ojvQ7Hp9RrOWjqu3s3sfI4wU2CTaFt0eSJbH5L35Rl4"
    "PP3gr3wG7f04LPjbYt5lWG+E9jX7l0GUHMM7sV7fydIb+qOFnCWWgTgdd3MXzq6eWZWa1LzVPt8PmSDadSbe415xfTbtfaYsxpxa"
    "zJ9p0uerYx7MMmtnye0yGp5YkX4JqbbuE5vlHi4d5Xt60sb8tBFRyqnYpyW4W+uwpqXQUZ9C3s+VjzQWNIO3O8sYiRL7iHzSkEJB"
    "N4s1XozTK32+98ju1dZyJKNfO96RSmYj2oibpczBbttk058QZfzMaa/dxPDNw1es/208cdKLtN5zI9R4ni53h4YSrTrmu5tjvoMv"
    "vcQ3RQzUErexhrXQHpwfu5hI9menOJtcZUiIRGe5thVqbEvHQP+KLGPfWyfI1TiZTdzUg+zxEmLcGzL20cwqHMKNukkc1oL50nvh"
    "NTXwVjfWnVGBnzZZKWY+bi8rUCHYk7VHdIJpqjPsIjJN2LTrrb6WEOWddWj0JdBiQ+VlPLtcn9PrZTVsxVZo+h5imUFjcq5jT4DT"
    "89XUkvlYTSvo2fuIkj4LmshQ9IrJhlJP/yFBLLkiYli0gvYshDW6TRIeGT/h+a9d1TZ9r1T6PYhC7xbTE20mDkUwQm+2QyM/017G"
    "yg3wD0vgc/2Ete3GLk5lBsYmatfDhu7Gnb0KUeclshJaeYBMx5rPx801PbmLGbaV7CdbRPzmJANDA3N/DWRWc5Jhneo7/eSK++dZ"
    "9t6YVrEzOADr2Yz6dinx3U3XXehxKUtY1Yl5xt+EDpY5kM7vOWVwDd7EIs6joR++8tlfTeEIiWcC6SKGXb0RUYFhHhquuXElfIf1"
    "L8E6W4nDDzLmDJP4MGsZteR6tI4iN9lQR1tSwf7iOu0n6lEYjiVjZsLnnNJnQdPfrEP0DUJYdysi3xoXcE+5F3Fntl4iNZ7vw+KF"
    "8cy1FJMxZApk7XxIYyluWAF2rTunInNT3A3uHGo9Q0ADeaAC8sF0o9YJ+Kzr8YkFRNO0aaU4eSK2wGbbGgO8Qxl5qCOQ5XrOXO2h"
    "1i2jLm3p54EMDcLZ53awHGGdiLOphb9rfsEiGQH/b45uoDasZF7I5eosIunIiKICfm8IuuQ9vYPTn7X6oc1ByqewxJ/hmS9IV3zN"
    "TrHcT5pmc2dLmUXqQHzYUu7QlXIPWWItwzRSkvNjDZ6JMkr+hXnsRGgtT+EuboN/m69j4a//CJ+ghPF9vt4Ci2zcubmQ8JshMSF4"
    "aYfgZV/PGYpt7DxdBK1rEw5D4E3UcNK0wTOaZrHPblbiTPiLvaCXTxVD6p4AS9VDCmUZ80C15OCxePtxWN04K0R7OVEd0ZiXoHpO"
    "RMWYq83SxfKFtmdHQgzn9xJ8H1vpInxiL3KXh9kFPJEYDlnMqA9l1qI+xYbiZnVKGkWHsNNdBY9jIM7xWzFW1iwdD/+hLc7lAj0m"
    "uBC2enow2/g24NsV4RY8nnqCydbxqaeWsOcrymijiPJfSA3xOvF/zkXk0gXach7u8muwpnfCos8jPlMRrEsOpNBwi97mVINl0fbi"
    "ndJn0Bdhb/uIsXM+I4abbBmyLT5nEfOxWi9KmmUS2+PGdJPbpMqzS8TpIbbgrMgqtfnWKNZ2I3YkAp+yFbtxn8azLbP1Mj5lNvnS"
    "vyQnRn/8+TR5Sa+D3/Bb4gnmkYl0DnZmO7xty6EMpqUcxZqn8Rbb+YeYd28pj4lNbk/Tj2Gp2kJHXaU1iBnDRPZM+gDuPrsqSgHZ"
    "jXfgzWeLcfXaFFgWPvNLMlv0ZXdXGW/XPmILTRSLBjrJf+6bQ39L8gt2kpjP+ym5bF0Nrl5OklOwog3w1mbhvF+QH3DmC6CTw3p4"
    "DqROHRqK4Tw0xsGXDnEq/VeW6d/xBqXMUNfQOlTi3loFNr0enYu3rOH8RgERtSwj2gqxyOvso3HcrMfRGiU9QGNy6ovIZoZapXse"
    "fKZ5ZGWfIZMgSR05zWP66gzPe2Mohvns/iwnd4312RWw7kLuVGiik+X3UsrsSDnvcTG7NFpKBe17PjVxDScfo9B29X7qoZYdooYr"
    "WcI7+zCxJtJP9MbUMT+f7pm01HeClOL9m+Mu/VvMF9iHXViq70MHRcnIl0SbL0z5QSf4vzuLkuN62euwj5Y7V52A77Ic2HJG2FH2"
    "Tpf5fHQ/IsQ1MHZrSGWDIlyj1SmWMDK3eWFjg3nJOJ5YlzDGk9/wDEJ+DjoE617PvpgVarMjw+B5bSQ63AH9gqvqyimCw3ynycnF"
    "GNFs3e9PScWV9n6ZeO4CIhxXwbP8inmdMKSj0/+ZDEhyjpm/apmJ3nK/GE7UTHaldYI2WuZ7nVqyz8L0dq7354c0MkMY8ROulun/"
    "nffWq9mXX6W3i3Vj2tzlHt6hHEaIDY3i1J8sFSlMCU2x12kjCHSG0Wg5xSfwa3PORuWpq/pn4zTOlJnMeX6B8zlJ9kDSL2c152T4"
    "REX+JlaxJ/IOPrEMvmoWPMAMYoeYLd1PVvW/eC9PKQNhzu5d4f/uODldyjy3lvPfK+DP2k35HXc8ybwVY1fOXsZHUe8Fj5Fqbz0a"
    "2MkbZ1bA9PXF0kD7WesrXp3lj7iVO+C9zoXPOgnacyH+9hXdIM8GRbyfdnO/hQ6v1vPEKtWG2/u5Xh/swqfkcpqsrexkTXEbGbAN"
    "Ndgi6xOINPV33mbD0m6GyMV6hTqQ768Fswa/FkNMiVrHKis6IViMZWJx9x6saJc+jRMcJoaju18/wjssw6dEELnmIMY+G/t0EhEN"
    "VmlLeMO5+qZOgb90s1h8uRbfZ/3x98F+hLCnlfDQ0yMJNONMWphTkA7N9DyyftQQ8zbOmlsz1m6tDjWWU13TsSbL8Vkneh+xKsQ6"
    "2KxXIQ01WFMiFY06aYjzbIs5Y9jgu5uS3vaD0LFnIm5Yz+qIZRZ+khX6FKtCRdz/fUQmUiLAOhRY68WYJ8vV+vosp7kR1j6EJzTD"
    "WX6qSWkWn5Na4ZGU75YC1ra6iMMZjTCn/LhYpsU6ENfKbNhDw3V9B8/bg9MqgUb8Glpwst6l38KO2fRvjV4d3CNXaAmi+gXMSBtu"
    "/V61enQ/GS+m21fpKXiT1jibUtyK4fBA7d/92El8TaKsUpp/uYJ3eysjVWML+Eju0cXWLSTPs0PhDvlMbbebisu75kPThXB+5n/v"
    "ZGdxb5xLlJ1e5Z7npR9O+wZJzwB+KX7+PHkEcmbIZpnwHdbLKNyAAt7UJDqcePSOCHtkjTHgfj0huFajiXX6tpbKvfq5XB9chbf4"
    "rRiraQF2azPW/DO+82hZiNvi5M3WdxXj0Dwvb+3F9WOValNx6IfOd6hjVrFSjdnwavxuAlFHS5jNcmwVj0Hy2oix5JhdzyU3TlRH"
    "qvVy2Q5mQ2pm6oigDifWX2yGJAP7k8PI5x1Y11/on9n3rcMNr/dZlRh5ChvIPGS7vJcyZ33SFs+NZ34nQiRM6535GD+/B1/7ACu/"
    "UYrIM2SZuIFiWatWWHUhp0msBrMrhSTkEGxiehhb6C34nSKT9T1outU6RYZpmdyKsz8QOJSgQrzNAnqdNnG4zceNdUQfiROht562"
    "IcL+GUOzcwi4HaF3TvMTytZ3N0p+j8j5StwVm9a2NfWnPewk9n7W9dMPlqgP+diq2R0WYiaulnnAKtYnwpxz2qvD5ChGo3XeZpk+"
    "qGOnUr12CF5jh4hha1nftUVUxyJSrmZ+0ey4YxM8XgrJw9YAzzDhvcUGr+FjtJNWTUnfF+0i60o/m9oXa7K3sfuRi884PAfm7Nud"
    "zBek9/l6BW/D21mGaHMqYu6P4alZdWUcJxKtX9yhuVQxgxzm706Rb+X9xOdkUxmvffURnapb5E3NT2xpGiO3lmM2qWG8FPU1wSpi"
    "sMVZ7WwtpnPcDltdMU4Ekwp1s3rD8G4F2L9inEWWrqE3cJFYL8Tb3CPjis1Tm12y5z2CN/wra4iGztWaTCjN4Pk2F/X9a8aubW9/"
    "gDm1HmKZVJOwZWI9FdnQNcY3ehFrqKaVChl/tuM8c2dxPXXrmLeIwF4l2I97TSM5oZd0XNBELpY5OkmnwhMeGTykd2puYlwjHspl"
    "0p5TXA3MiC3E59v6somemuvPNMQu0T/6OaUy3Ohp+Ompsl7P0Y2JYcHRgWHuXyexxAL4v/mMs10XuVn+N/A3p8sF0Mch3U//uVRf"
    "CMbjKyvxrIWIzuOpyne9n/I2TNmDuiboJlOIbLOS+Ezb8VZ22xboP6WQZ+y4oqv1O85tGffPn3VMcKZ0l2wdpz3xpBHBaH0fXxnf"
    "SJ9Qsu+3gda2SK+XmGcH/P+6Zy7j+w7WB4N9ODFDAszBLk/B/zvLzXqPRHwOSySR6rE9np/yB2h6w946oPbvIkiQddHl6tmBRbGP"
    "QMfWsZpaw8rTIbxHW99Rpd4Ts7fv5iPMasjGTNZ7HJJJlPf1Bvz5LNiAbbhH7eRYfNoU+OR3QQNP/C8ukiNvo6GXhDx2Zr3Phdn6"
    "C3AT/oq3Wa2vQv8mtGsQgsxPliflDZznGaKJX4LJkI0czUoYWktHxN9PeC6FMOcZjyJiSh37t++QDyDxbYhSYT56PiKEKsjJcNwC"
    "izj6MItm/D910FzDqUUr9bLgTTylp8zV5+Rp7FshNGkOnrkXnqN1C243L5fRwCOwvz9od2j1pogJ7XnGbmt8tN1xj48Ty2M1l3vF"
    "4Sd0wsq/oFaLcCIknx6tTYVegts3GPfCZoaGYI9Ot54UWYF4ZL0eFXypt+nKYDD0z2h4T/FUb37CMyKXMUbcAG/xKRmKnd+sh9gl"
    "eo/cjffOwMlkaaWswfsXweIW60h5S6bjtm1hXn4Ru7jC+rVY5asP+7vK9HU88TX4QTshJcYvt1p3yufs4e0qrooTZ+X7Caw9Sr7a"
    "5vIqvZUM9nNNQnRrWfxLZBaevwCysQayFiJuyHpI8WZolkvlGzJ5txInbWFECZle25dyqtdmLs5l/qKBd7uGOfu5eHPDt6uh5Jsu"
    "OYTY83LI+c2IJAwBPaS3yss4Z0O3GAr78odGeqkNc8FFDM2I+yXsLGvKLuAnxeG1hxnJlNI2FDLuSZeNmI/P/AAWdqc+QNSjp+GN"
    "t4OMVkMqC3A+eTjns2UC9jQTu/0r6KrbPbdgZQqnw3RFK3FY1xshWeXM+h6DN34Rn9eC/eqFiNZ7sAM8kArmcKx6UktN/t+4j8aK"
    "IfAE+8rVrOXUUf9b3/2vGGvXMB9f6G3fQfLXuYxDy2AHtOFeos63wf2YBKkeBK/6LrmNE0E78Jbni6GSRdmVl8meixI/e5vw0fhg"
    "ifg5922Mr+Osw+zWLNapS7RJ8LNkeXxAy26E6QXVsGPKabSqlB1p4AyXWbu7GOGXpvD0Df0rhmdm4ffGgTeSGajO4iZ/M/j5YawY"
    "UT/rXXGyTzcQQXsxJHwg72uDx3tbII7T7wdogTrfD9WJ69zLzp0iTux8yvzgz8Qb6kg0xV146yLqy42MP43n0eRkOqSiKf1cs8LF"
    "XpYaiHzUnCtZIa8GF4j1fD6Dr62ExzFKuiD6+BeZKE8Uq9e1IOJHb+hSqyOXYK9yuYN1kPMKWO2fqAevFJtrm4M9OIM9YnWQjTvF"
    "ReRWhVqZQj9zUnKnR1aqYxea+jxNgpVxxycdZizqvHM3xTiXrNT1+hp8KeusjBF712KuKbxPJY30I9kpm+/S4GceG3z/qUnOJnW8"
    "STVEi3fV112Qv/Q+xUbc0wqiIP+o42D3bU7lXrGurx1qEUEHRMp1jBsy8dSHZCnku5McRn5JeCRk8bP36ZhNKmEhSxBzhfULPLdI"
    "x0gN2SBPQHzwkTjG6TKfyQ7TP7AO8ceknKijOazH5CGSyPOT/6exYqMpnPMkVrJ1Tv1V6sgr5eaHw8wd2uRJLT6thntmtySD88tn"
    "sb9utToWb/v0izidbxwbf6DE5cGe3SNJr2cXrZFx1TYTh41awYrjIXYiRNmTVoJnzyWiVaYuhO0twV7up62uhgW4QW4XQ9F+g/HL"
    "xdC8uViNw2Ba5PG+Ypxqi/GZ57NHeLAMFsfxYju7Ak/OgSUPs9JgcW0+eTIc4sQqyGgBvmcTLFcW/OBqeMXHws/4MyV1EONgx1Yf"
    "SeXmRQb8F97tDtbVtuEmOLTzEvZFWfz8sRR6xJv9iFPNqtZ4HsX6FOJzV98lcBjxxvXnmVR2oURfytpkFbGww9BIW5iHypN9xIA0"
    "H8Ps3T7WiMzvvoT9ODZrXggbFWIUN1H+AX/zbM6EHdKtuEu5sKvnwC795z+2rkrKbJz+VDvG1HHPZZqsZZbgrrdPcUolUkgdWXjq"
    "lzpZLNfdFX7BfkjNQjWu7ePl+WCGGsfSev0MT+zPLFFPCSUc5px19xcxxqiDvxdj/6V6Ltdkf53D9LF/P8Ee7MD9M05Y63o0LBGL"
    "fzbhvP+tI0SCAzzrfaxfbuIMygTY9F1YtzHar8fvLDN4oazCWwXwTxyuWXtmpazqOJZ+ZD67k5rILBkCX20+8xk3Igr9BbZjGjz0"
    "9Vjldn0aMUkxvrOfGOtfN+jgr+RLfUtmazY0aP/gSX1Zh+hIIptt1/sgQTl4+w0yQ0uI1rYdFqAv1rYYN2mx/k3O13m2Cix4gdcg"
    "dVz10fCObEd+wdvObKQC1ZdMM1HGwQ7XKMp4rg2lqZe4/GVCD/O8ijh+00rezAJqg26wxg9y/sK6FN+HlraMVAH8s15yAnyhaYh0"
    "S3BrJojhTy9E9BDBzpbLE3pJqjfKKp33i/q4PIMW9hKJeYbmJLOFEvEtX7MgeZuwo4Z0PIratpIM9SZbhjByjmduONyVkkv9tQ/v"
    "dwH8joM6EesYLevgU0ZYt67zLMOuB6o/P/kn6PBJMo910iZymqyFLJRxinI1M/RVjJkMn+U2eFFdxarENxDbbiN1QA2npiLEfSon"
    "Qk9cm0iyl8B+PVEck9J39PoNecwQVKbixDJxG3fDf4l4JFpNzUQM558mBacEf9OtidF6jfbRNsFgOVXnBUU6CHthXAv3MLJ9ESdT"
    "zUx9Dp6cUOsPNayk3awIuJmKR8Uhf8S1dQqVwnSUQ53KY2bpKqnwefIQdOQyZhPSz3RZ9eB6n3NSzgPHKJW1PtdyE7z6crzP9WIT"
    "ADZrN0eTDNDWKzHC1+drqfvLIc2B7+12PfQtpbv3Sy/ye+ly8CXMCFWxlnM55KCKU0xWudwCiT4Wcr+OjBxRfZn1pyhZLZP9VU3E"
    "5tmvYubBPCLzg6Zz1jqEmximPXMIbO2YB7A73/L/MHbbeo9iZmoAzq+tfELtbBjfJmWD5SaZqTOwd99j7Xug7wbIvfoM7sZanJZj"
    "z7qXNy3COoFZsDxW5JR6KeQRGNzabR6jcyP8mk1SM9PWIyk+e+14EgxraSdimU3sw7Vu502QWRe1nkSUGU0xSMRT9Q7rT49xBiHu"
    "2WMirECFocHirDZUslM6yixUKbEoDqr1dtXgzubgflaw52MQdnOQfCXGCmHzLX/GmVkWeCsk/xDsUCa941rEs3m6Rut9Jboe53s8"
    "NZLxnZXCAjs0GZsyNv3zGzFsl3qfvdtLa1NIFLHnxbCzDA9lMc5sibwHHTUZvvLV8ghu+4m4nfNlvEzVy+FDfcrOjJPZkVuM8+nH"
    "mHA/Zy+VnT1dfdfYZn8j3Y1JJ9fF5PNwOYVa1ltdZmCk2BzHq9AXA2QncaHfxve9CJ9xHp5vKH4n+vlBV6soph9Sxzp5hDhmv4JM"
    "GdNDiV5GbogkB7TSe+ng71AC77MOP/0d3u1d2WAzbGr4byWc6HXVvnpWv1y1sJby9k+diK/9CTHxHsTJb+pf9GvEI71lTGAVpahm"
    "sopRBj04Hysyjt6xQXpmx/TVy6PI6XwWZd5QLJuzxm9zEqtxe86ROcxsLcN558JnWiJ59HhOZfzhauF1jLvrPCP21eR+C1FarTNx"
    "gBxkt9tK5lhtwuI9vVt+q32Cy3S0/lOGS/qe0zz9Bh7/GWLe8o+Q2xxI3M+IeKY1cucEZxnRW6SBdbZr2ce7iVOpll/pxIxxjN7L"
    "EHHMip09DotDGbyIesbdqY5yH55WCd0V07WsSwScuP0NcajyqVfCsIQ2hbyLDJuZah50O9ZPsljzclyslhkypuHncE4PYec/hoxd"
    "gVv+g/aC/G0n+2E7cZ8a8bYwwVN8Vy8LbkWMfQAaZCPv6qXwaQZ6dka3ByY79jltiEBaTtz1mEfKtrxSc2bWREbDE8tR64Y9QAaf"
    "L/Dm18rXWN8d+ElD1juZtaYoLOEK3l9DScvTF/BrIDeQ1/5aznNk84xzITdJnEaXo3CcXgkf71dTU0xlfijO2QND3RiKT6+ipCf0"
    "K3b3nIYTNO6xPOzyScxjGnbKSub4u8pAmS4DdHmQgMYYobfqLvjBMzSa6ChvyIWMLGtTU0v1HksrOV0QJeJiEgWgOWWzjPVW25vV"
    "0EhRZudr9X1y+IzFGW+hDfsO71DLk1gGHVLBaNFNF5pW/Z4eWKkekvOIvl3MzLp9ZYIUET3qIjEWmKthJ6sZueZ4xLBPsIOtxLrU"
    "TBP0gTe7HdohBgn+jNxzVisZ57tgj5NBEmMcsU/nJ7bpwGBEsEnXyf146+/0dXkssR6260O9Gx5LGSRwHJ43Bx7AMJkstwXd2fvp"
    "5K+zuOg9Rtk3xu+47wOoJg662z9DVk7PSXO5fAVPZZla/jUP0dLP1D4hvP0uyPrj+P5i6AVDQyuBN9ZBNus/aO96cuK4ja9KOqtY"
    "ynPZQZ6nKKJY4wKvgX75H3z/+WJW3ybaMyDrjyIGuV8ul3dgOSbroGAQdmYunjZZb4H+fwf6cSm+/zpq6s3qWB7X4y6V2qQv9EBv"
    "acbYMAy/opL6sIa3thi7fDgflUSaMWz7LfqklFNGErxHri7gJk5CuD02+36q7KD3PRxrPoDVWi54usyHFH8Lbf8NzssyAksQW8zm"
    "7cgnm7nL6dUQV+cVyaVeuEaOZ7fdfn7lB3ae7/eIu2FOi9quPcVZ9xDt6V5m6Aton/Pps1ocaVyagzhRr75vTzw+g4vNBmLXa1O9"
    "H+6MrbN4Ht/Lag0dpJr+wjZGXsZpWKHXkZvUsN9XQkdl4zOfZde+Q6doQz0XTfHGJCeerZJofMaWczKG0VI/7ecwRuOcd3K/t7l7"
    "60m1jkPcJvYxOtYiY2MrSfUK2K/TaIXvljGIj6N+Hjnun6e4yWU8sWSeJqYP054WU+bW6NPyAN7pYZmH+3Z38BP02xxEHl9CctP3"
    "1MeYBXbdRo9gPdYP8TURnoaQec5QRvqSraEJ5zoPYkcrOLlSSz+ojN0udfqllBOZtZ/vSkho1PvKyYkw07k3UnuGfC+LzaK3kf8F"
    "LBfUxA=="
)
# ----- end of the text model -----
