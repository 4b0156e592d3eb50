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
      "last_lines": [str],       # the last (at most 20) non-empty lines of the server log
      "exit_code": int | None, "signal": str | None, "alive": bool | None,   # the inputs echoed
      "died_in_log": bool,       # the log shows SGLang ending its own processes (the parent's SIGQUIT from a failed
                                 # child, kill_process_tree with include_parent=True, which 0.5.17 also calls at the
                                 # end of a graceful stop): the server process is gone
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
          r"capabilities: \[\[gpu\]\]|nvidia-container-toolkit[^\n]*(?:error|failed)"
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
          holds=lambda m, prev, nxt: nxt.strip() != "Call stack:"),
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


#: Terminal escape sequences (CSI, OSC, two-byte ESC) and C0/C1 control characters other than TAB: a log may hold
#: colours, cursor moves or binary bytes; none of them may reach a terminal through a verdict.
_CONTROL_RE = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[@-_]?"
                         r"|[\x00-\x08\x0b-\x1f\x7f-\x9f]")


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
        "last_lines": [t for t in (sanitize(ln).rstrip() for ln in ev.last_lines) if t.strip()],
        "exit_code": c.given_exit_code,
        "signal": ev.signal if ev.signal else c.sig,
        "alive": ev.alive,
        # the log shows SGLang ending its own processes: the parent's SIGQUIT from a failed child, or its
        # kill_process_tree(include_parent=True) (0.5.17 logs it), so the server died whatever alive/exit_code say
        "died_in_log": c.parent_sigquit is not None or (c.kill_tree is not None
                                                        and "include_parent=True" in c.kill_tree.body),
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
    if root.rule == "native_crash_shell" and root.body.lstrip().startswith("Illegal instruction") \
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
        relayed = any(_NET_EXC_RE.search(_strip_prefix(ln)) for ln in lines)
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
    status, signal or dead process shown and no level, starts "server logged a problem": the server may have run on.
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
            and result.get("exit_code") is None and not result.get("signal"):
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
    'parts': 'train .. validation-r64 (65 parts, tests/unit/test_corpus_train.py PARTS)',
    'logs': 4282,
    'words': 8177,
    'corpus_sha256': 'baf8253d263ca90b',
    'C': 0.3,
    'min_p': 0.7,
    'sklearn': '1.9.1',
}
_TM_CLASSES: tuple = (
    'client_error', 'code_bug', 'cuda_error', 'cuda_oom', 'gpu_passthrough', 'graceful_stop',
    'host_oom_killed', 'kv_cache_oom', 'nan_output', 'nccl_error', 'startup_failure', 'unknown',
    'watchdog_hang',
)
_TM_BIAS: tuple = (0.242, -0.115, -0.267, -1.139, -0.658, 0.108, 0.213, 0.17, 1.497, -0.852, -0.179, 0.232, 0.748)
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
    "uwygKd2XAt8avLviP1sF/pryjPBfP48D8onCsLzcWuuIt96YpTywE7MWM5NFyERD2V8cwtQIdo4Ti7Wl+55E4MzeB8IxmPykCOoq"
    "YFdskt6HeE4zFyAbBYeIyoa2g+P7rnYE2tz/aErOXAZzjaC/B3ir/zhk5dEfAemwjz2HxOHzKlrmDIR6Fsgheua25QAjOh4TWubt"
    "8BJTuw3f05KnFKeq4wYnOthEbGxRjCfG+x09YzpSt2xXS9Hd+EUkxfwV7mgJTpg5jMm6Hxfr+j8zW9a++ATaYZS77/sqt+ag7yQb"
    "UQZyhsPUWPu/ZQANV0VtzdV6yUbgEKND/tW9mHiJYKDahsuBDtPPz2Fb5olzNUOjiwlhz8uxcW4qYW9XTrI0WzkZlWWdgqqZC7BN"
    "WVZFmWv4pObIPUK01+scEBs9Sn1cMGwOSm8wWwEZd7Z7vWqWQFsXtGmtwskWzB+ymK74PqF02DO2DOnA4FdaWRgLspArOFvRHxWm"
    "GJY/CWVqvd+4Qjj21cctrRaPuf0Tw/B03JtxRxyPHzHGo3k9e7XWAuFbq74E18/H/nv73DterrdkvMvY35r2rREpd9Gxf77B01+Q"
    "ILI45tQa/g3CE87oyrcliy1nGku38YmTcQnjxNZaKV51UUeSzRzklC9bA+buaywcyWaRKbbZeGj5xI1ObZP344M/UrWNqaH7t0KJ"
    "2bBk0xW5da3apubRn31vaqaLMzA+bTnlsdoYYE0GhNXZfUBYYtcLZg6NiRP6MvuLQdNh7WTqkXMbZxvwF5WPuFZI09Cha1s9T8Fx"
    "bqDOtc34Mxue+FojacT35vrZDYilyotxx6J2Wno6GN/aQbya9cWBzWlCKm0MGZw3mlhvpGiMnV5adlRcx5rbse8DsjJCLWAABeMr"
    "yFuQj3YaeCoufc0drFVdkGg8vVz+kKexFCtDy9idU5KNuAOHxWVWX7EvvPLwHywWqhQT6zS5H59MlVjDJdnXYrrFQtta2N8mTwrg"
    "7X6G1GfeCQsZjF8spRyqmdx6lTnGSCzGka2DLS4tWdbwxopDDFzyWVi8T/2GMlpX/Besca30bXjqz44DghdW2U5X4wg5L0agxkPr"
    "YuCZgpjb6EmQFOQTt/aVEmvL6FesbZqnTX3orPXlvfdMxqLiXxMYYvTSA/l7q1lnAYM4zvXdP8H2m8OFX66J9Z2lDc8e479mrPWt"
    "ataCEVnm7J/JKFkEobHtkAz0RSB6474qor/3g95kKXnDf867oKPplIG/x7Kjn1ib35puOJI1Oyvry4LW8E0pBQY2sqe+4CTth3E5"
    "3SMIbPEx26y/LhvbvMhgOimXQd7IriJkftjbI4ZvYO8Ri4ntctUkcI5+G5h+8xCB5DtA2qfcqB3CU7oBuvUveMuGVcNMkjJuvo1+"
    "TXW2Cges0VjEE3Dy8r5KZnPNDA3mJHNvQ14/bcPNVqU24c0JTCOLeZsS+Eqf7bdld64IQVgMmFOLpxaE9SugmM0BX/05DGp5rhHJ"
    "ObMm+UAMmg16f5qQAYCwcD0KyJcDH1GI9olIrkMShH0VZkitYcIPppbrZJEAQEJzYKVjS7Au6jbZZCHWxqBrxcW/3KiuEI/B5wrO"
    "ZSYAdqR2H3Z+G/IezW7w0arS7pNmuh872DODbJ5aOaWm5YIBRpW4L6jv/T/g286WkMBYWh4treq2WrOH72t34wnaKyoLwAC2xYE6"
    "eFHDLd8roYE8bzdoWEobUozRlFJOeuis8JJ7Z+PWYBWtTz5Y31x+pCjp4KXHwwDWlMW8g0HJvjNBmw/Ce7taizVm87/nYv05L/rU"
    "hTABc75GbS8Y84MtRxVPK4SqNhXUWFjOaxm+OZjAEd9sAX2vbTVBKsuOElXzLFvsGBgJEmGr8ISy3DdWla1xtTDh/A5smFHMwbC2"
    "jG1zNmpc5puteHNndBnKwem4yvUiX/LoY7A2w4k6c1bH3PA7NsJgDEMJH7MGIWsRrbE4tlyzKh3BzUlOYWzNYSNVSBwOzRIuG7FB"
    "6NlUp0wZpMs0VD60o8lbu8NEbpkfru/wPYtNuy2YgmwoxJvD5mvidjw65O6JF0cbWnL7slxoFci29jR+x1xIwp8cUp42nMyL0Wxh"
    "JvaYUvCG4nAt0UnAOH12XTSIt4csc19IukjCkDDGSn9IVphPBhnL1hkDqcEmozFEG8FYtGazYfenv0DQh6aK4aZyuQtcbZuIJyae"
    "pXMUEDKXEix3paQ1y5pfVkrvZjKStczFkP8m41j/m/F/VE1eRjeN/fBv7Q8UjbS52M+IF/hGvPT427gzm3+tIPNnyszRuqLHQ9ae"
    "5WJaMyZksSXfu/659zOYI7zgT4WP3kvAJhsAB99/It6Evy10dyIceeFDDlIhqTZXNS381toQXckCThDi2xO1Bl3AGo0LQiKy7u4p"
    "cwSRVgJMbMvJQh57Gtsm28lvKpe8INt8629TKGn+YRl5O8BnVBftY15+rJhuICFfowYSQAH8PSC/cT++bEjSMKueUzWtY5JicYNG"
    "XxLQBRRPCfQn/TmbTecIDtlvPAEOxR+DBBTAq9L+BF3jvQOASMlhrrRiZBVpszHdsCzOsf5knAe6DsMxe0Z1GcrhwQa24ktJnuZr"
    "wDZUuGdcM4qna/Cfqtiecj8JYHY7PGZT35I0iBPrPzAKd14Eg0sCbPMjpUc50BgT+pgFsNS2ARSDHRJFAb25bA2dT4wB6IGNDluZ"
    "/B6Q9bnuz8EvIhvYt6JbN+tQP3pkE489sQCxL1iGektEDx+4vX61MrgCNNoV+BVLJ3l8xOpzaMCCAJxZpzYYUhJrieMjq/1Zfrca"
    "hXcDn4VB3/5o1nCNzZ+aV70fG9oSKPTg3PA3HpTN0CE1udtSNdZXbY2OIhza9TAXtOVuo9m7f/cXq8tEAsRLzWBD3BXePAKzFFG4"
    "pF3rZt9nByGHa8ZLj4FpxFfMsU55n04oEYQ74N8QunD0G4fbLJeyJSwiMND6ruUJYtpcbN09p0VksaKpkEuCqjVkIswlYl+AtXJk"
    "7M2Mosh7o9rO1XY4y4UQZikXOItQcOVOsSaKjXl9z3AlDzPqra9igzUDXYZ8FyxQK8EsonIaG6+DaL4ZTAErw8uPXN/2NAY6f/Kn"
    "6BXJKfzMdqy748dsY1t711AMiifSfJdNpozjq1bsfTc0YoEjIIQjgS9YmHhCfzwjZ10IWsfjhoY9rpxlzHvQu7s7H7Y0H1ApK9Yl"
    "zSguwXwsy81PaGgsM4wtGIPGn+ZtH7VmNzX/ocymDv8bKnTqkvFFzaSpYYKWhXPGzQTCyxv09IL8yFjjZm7A9TQAxncakoD/+vCt"
    "9NEwKDFp5tkXWgWIN0hY5rd9l6ha25x+ssfimZGO2ViXZUWW5zf+6Jvz2/JUNYt9YuX+WwPpOeJa7eGOM986VHl8kp8IjMuNMmDA"
    "Lm4CGAVvoA+waEiG+ZroBGufSC1NmR3ySWIdMsBYz3f9VQNX/Gurf1sk4SFb4Ux8ZSXLDQ6q2dxjODvaijUfXFsoQxEiYBXuCfMN"
    "1DoVEDhqELK2vFs3NDaNlQuaCgHyk21wYsCKYFtew5RDCPvX+JUjMWv23y4aAcm9mWOYzYBgFAokEYML+g1/59cBcQ8AEBd8Z4Ac"
    "l/2ac2g0dICkpzkT/vV1svLboCZQSX2i0jqELp4FE4GwDcMD3LxfijWh/YcreTwH7BX88mbycjVu17JttJa1Qs+7iOCrBdva0TFM"
    "F+lmDTE98Me304PlniYIbEoNoiZZ314tsVxtwZv7nVIrA21mShv+nOC0o27NEV0xZbJhxtLZ6nKPdTvCEicgeqy9gLylBqpH9SQz"
    "njgB0WO6U56KDEzhcY89QBKXdtCYntIx9fKUZW7nSqIhXRYXrpSItF9EyXtsQsXsKw/Ax3E6oc+4ltWBLEi6jTb3fMeY11qOe6sj"
    "zMXQCa7xkL5zplL4trbR10l8DZAGogECvWP5d6QPBF3MtXfcpyAqFHmqL40eotPqWiENftI/8CnHsviebD39sBH8umj+Yy3sYCB3"
    "JKjywtsXi3231N3d42MAWE07Rok9fIUBKgITgdmjc+hc1H1TIDyyNe5JpxrfiSa0csbJ6D5imo3xCF97FkS6EvlSziAtb1EQcwk6"
    "4b+Pp4D9jGOjwy29E/IOYqilzebKo0NdwW2hcyAQOgPNccUfT1kRHagOc8iPqg5OjOkz1FiB/zK20NFm331ZHgWam55RXMYCsBvp"
    "2aqsy0Bsq+lhSGf6c5sLJAzf7QlpgeKYJ0R7MoB8FDUo2ZMe6SlsIraRBQd0oIVCMi8XHGGVJfXVt8z+xI0H+Xw2KOQCM/EXQfUG"
    "+Y5/wHo1OMunFc9zweLvaSMmRS2nJIMQqgM+W/MP5yKyEj9/8beWuY3IFGbmF+bwl5XkbtmyR/7DjHapn5Wx55cG/0tFzQ84FxtQ"
    "q2i30e7bE1LdBapyDuxl1TfZl4Pg6jOOsSZzWCJwU/UAXGw9BV+qahninhcw63jwuCt1afh3NU1Atm5llJ0PlGrzlwZxDu39MI7P"
    "Vj8c5N1HDBuitsmUyUo9ndBkOFXTFoXW3MhNglG9Qyc4Zyz1uUAw9W8C9BQ3zwCcT3Ajz4A7nKGVC5Es6rREhtamKeojyM3SVmGh"
    "iCiM2q3SahtYJCQuO8SCbG6i+EjiGhc9VRtdNluF6gN3soScb8aic/EPMn/SFr3ENisBf+U/5NYaGBobfXv+YgGW39bQFr6RUDGt"
    "1ZaBxpRfOgvqLKgDbmQLhej6Z+hsVDJwQ377Fn8yMhfofsHj3yq7x0tYervnUshLD+aYbt7jJDYz3f29eQ7ImQMpoAM0PYIp6dJj"
    "w56uJnqB4Enn9u0YNx/4CjAyDQQptcxQ8T5RDvYnGrWQCR+xkoLZ/kQ/wjxipshGxVG+z/C2on/0Y4/AbacD7VIbFiCUgVP31+uy"
    "ObygQJm0fefL+w8L2shXq6xri399rl2JGQ/XAMqApeBqxYC+LsWoi003Fxvy7G95hajaGEJLA2QIF4w0ww3bDl7gw81mDHPZ3Idb"
    "agfKuC7DaCMoqhKVO0AKD484xURZd/eC5d9lWAAB2AvxgmHkqS7YkoZjvUwD/WXk8Aj3p7elCNXFLqPFP2ILxF4dEbxc6CCIoxbl"
    "dFpkfaoMC7O5SkC6N2gbgtlrXLOCPtMP4ONtfsQYoAuWG9gTuFhsC8tgQTs359RWuSw349oukGvAge6D+YmTBwEGBurKzKfe8sYP"
    "BbrqsQ1x4L2Q7l1sFWt/qyWN6XBZEQ7YkmPF+ik08X4HkKPO1DQ3a7ovxhDatFi50rR8fPaFPwgoutUWNNJ0iDnHKDaa3aBOijSs"
    "1metHKx9oRltWNpfMCIgueY/OLESsrg55iKTm43sLba7DGIWbaWFxeJlg6wDFW1BB7ce5NV9ABTE+DichwUFQXILueZ12NIehccg"
    "i/DoboztWmlx5J4PH4SLJUyoJMNXyzHOzf6gYLuWbv2xLnHO+3+GaCM2wr9ZYI845jnATKP5LDEAegaf2FwfidBtdZJ9K+EZ/jGJ"
    "Hgllg9AdEoGLYW976b021K8zCNp96Ip0tBYGxI1uddEWQlxzUQr1XrWN/S6VlJqlWOf9q/+LzTanafONJecE8TcZ2SFYtxyeunmC"
    "fDXjOu+2ZqVSrXd2Ubcee5NCOvck7y/gFIhr/QtzJoZTQevrmdZ4mRaSZnMto81YnUcGQvU4KHre4QWZHfn4eKrKEqNwiwcFLkyW"
    "awDnswEx4gSBXxiZG3ihpUZeiyR5/nnwZi1Fzq1xOhuygu/O0kzwIyTrnaR0H65ICoduHALqR/eoQZYc4acBfECRAKL6uA33HeXw"
    "rbQ6W1ffBEPQUoZn3op/c4H2+cBHHXkL5Gtr0wahlW9cONK28gVKh/LANncZVgcJDNueBSPl5HhaSd6AbrfFXFuqdHgqycGX0k5H"
    "jwLe+9vCsjogLwUXxGQdfOdIjPzQu0fSa4dq3rqFMWOtcWAtpu32InbSnrSJsTKGrEXvwWoJA7FBoFh0xp61bSjYgGCMWmuMWtsB"
    "tsBuwP+UkPp2Ttuh9VmyjF9rrSO3/aBawr7hG95IB9/iwTPz0CyMIcHCDL66DQQ8Vx0WKeDY84ZOOnLdQyGgPdWrkeyrsSjt1T6J"
    "3zXh4yjo26KewanDPXvXvn3nl+H220RostQuhCD7l9e5n+hjI959EjY6VFjdRbAmhNEaYGejPHxhKTAoQkM/fOTqFMJOOqVm2hce"
    "Wh3Bx3yHp+pTZPqB6cTDvLtSOgMxj8NvsRVO4PPbJxpKbaDexon+pHfiAzGekrRh1qZaiFxpU/+f54gUeO+bcb87MkB77MeRj8e2"
    "HjtmnBREcGE1OWynWMs8AvHdnG6YnMIKhb/JZysFgI3WQv/0BDUlnKhPpVRsCNXzMlwN+cSzLDAVVIfTMVUfSjQ2EWASrnSIgm6h"
    "LUcOgUT1BO+n92Ed8PACtkge4jeujyjdDWsnCfQqTolya62WBHNwK6ZLgH0XflbaNz6fKgrf9PMlFeoBnRR5DLGhY8BAM0zS6DEg"
    "K7+2OMZRaRwmlwTFXzoqfohEK+oRypWKLEFbVsu/vgEcaBrkf+kyKQDQ++W7xiHUdMCNgrrJjXOZtt7HXDYO+HvbMgCqmAc7mCFU"
    "njMALV38ljNX8Tjg4nyMUzBpSHLmBGMEjI0IDBovtriB7EcUvohgayhcKiAAAhy63GHHI6xkuPW1c5wPalown5PYuByg4oEjcRS2"
    "WKcG/0cv1zmWqcOfEo0WgyMHCvORTaunhQ5KGtnZjCGn6h2wli5kjfCleK5DWXATXKZpwf/ebxLDgFtvbe1ifwKERpuBqSwao7a0"
    "2sL3wyU99SfZ5J0u1ag4YESdmM+gOHRTBvVdQEqeQGZK4LMvwBqn4E40fxvd0aC5ZyqFLTaEjmDoeB6limMplm38sZb170xowXCP"
    "IfzYfKvRZcSvWGlVZ5HRVz0JZsTToLBhd0/Z48EQeZLZSiPTZq0pBT0zmkKXNYOh2Vme6Dxhz8KJYWfjg5CqD4FbieSgnSXAF1ds"
    "otLf+vA7Abt7Q/Byjql41mHMyQk4c/1+nuM8f9qvPDWVKSHgDHw4QZwB4UYMm7Rork3LgoTiZtAXHWmrbbhxPtEDMBamjLkyjqNd"
    "BuquufGMQ5VF5QH4mVnH1Vg5XfcZ6DI0vqtybj9ZipNZKGi+QMkUlyB+cBoZlh6j8Ff4PCYD2AaneT+hGmv2PQvE6yJE0uCM6xMc"
    "z8yngk8Ani+BPrUnHro4yU79mZtMjJwf+9ksDs85Bgg/l8SThdteZ4WNCM+He4OgaThOjgSAcLzkG5vt+4RREKwxaCOcmr4Z4qtX"
    "OkNHcVdurjyE4RNfcSDPYfEaDjt/J2xyKY6j3HkTzFIEYJkCL0k4Yj+2yHuBUTHli6T9xw/aifYn1GXQU8O4Zw3jOsKdeR/hemXO"
    "A3FW4zxB6e98qzSc+Few8SdYLX0/ZW2j37+JKcNPjSxEzkfi1O7LmVgpZbdQdsW5VU4Sc2jmecD2pILLrLY8u3g3M7ZGGTQ/WtNV"
    "fcK3kWYbVo+cuI2IoYevBKVdbjM7YE3YA6AfIchPkBawBjJXNdWZ3/vv8B+oQ7jSXrOf4SWIPLS3kjCTNyHOs4l50pmxxd4FsGUg"
    "OeSVzdi1KJSvdwhtJwSrFTW1Ok7SsJzSjEzUGZuMF5FJTXNblv2kDUV4CjBS1gxqHbt36N1HK5keKA6WV1+HzDOqo1CFjQKA1jew"
    "4U5wPvoA4qsGRrAf5KxcaFWVwqsM1qEWeZIyTOBJp5+HGGioVR89LCMpsDNgD19pAKRUrm860utql7/kXzgKbFkaCRhWPjKQCK3D"
    "queILnSOXfzMZkxPJGxbWQjbppGDPic3g/J0T7U4Jo6QE/leqqUtJ8U2UHbOWuxCLnRhSzjIgJqLhyjqg5uVoPzsh/ubfPbig63B"
    "8rdivQ7hjVFX4DQVEn4vGw5tHKiBsqL9ayreEgi1UiLPF/3oRthypi47weV65dGG2wWo9IdbFhQ0nvBJHTNqN2xB0pWlletCoS4p"
    "iIt+ko/Tm7Fb226SsFGlvgrN+m9pxS8LGb9V8MMOhouhfXYT0UWEpUmMzwe+zGQ4NfQFhHbyWY8E9NHQKAbIvsfT1UNDYKCIlWrg"
    "YHjTbXrCVXLIzKUNFPvvtl7bN/xtPJQENR/aYgcjJoZq3yzW/YW/r4n31ziQF9eZk9Zq/Ljgj5Z4cKtJng7wx2FzF15gIFeoRBuF"
    "jYQQiNlQ+4pKAmwLLevv1oRgHIRy2Njvl6EQCmUIfXDkpCDlANyEicyHcMnPARfWjbA5h+MU7OMMpwGJvm3rY/bOqcXKGTiMONM8"
    "nsPTGeSHonNmcsC8xGZPQYQO/HLNsycDnhxhCGZhiXDs4ueT7aVEOoNZ9cctVfwjJOx0lEHpX8+nfz0ajfmkUDHuXxF4wD8i8VPH"
    "BWVvTzWak+wFe6e4R1DyohmwZAXg5Z23Hkl0zejr5iciSNy8FK3iozX6WE2qeECAT/eGhFWY15rCfHfj3DYW0bNnT4Yf9ewvu/4Z"
    "OxCobI7OrmU8T1CkKKrzGUKuVphxb4hlOyzpg7MuESvDVGJooIc3eTa5spuRoK1Ioqdw2rDYk9HnvmzvOMk6+H4m/Wyl3ohiA1XL"
    "x0yfjwm9QWezygBnTAMvGiHxoj0V7QaNxXd1DLMGEwNW16gI3JoXCNP5oECpSxI3rnB9F+B3UJxlLikokH3JzVVkoPtSNI5piGRv"
    "itCrNo3xhITl380nHTqSBDi3W0a7boOt99827m29GM8I2PkhrFgOVAUtNLSWbLWBicYPfGV4QDWMbl02dMOjlJCfGKENvsLCACGb"
    "qJtIm6QJB+2FAD1k+CiWoEayNgX3TefcsrV1Jv7agTohHoDoemwZt1BWystR173NBSsUEgHMaJnwg315R8Bt0RKUe3VxPsMpLuko"
    "EA0vxGeJ/05jUg6G+EkYuL8+az85MQ034yn3b7I4gFDOAvF3zRtnkMbw62nEdLhrOS0/aDx02v5Ysb9ezWWwge8dM+B7fm671eE7"
    "S8ACqtcdhe9cVmELy2E3GeRYnAU2hg1GDF8vjqs4adpR1d++1dVQ5u8rm7a75mL/Fn84nf1B78EHygOLZ2OL/W/23x4zceP04EhT"
    "pIP6KjeZaXmLsmlCLi0gHLZcPrFyb/wzACo8XyTyOSLt/jilJICodwfAKyr02N2nBaeMUK4fiLGg5YMUYoSxMALxDTmsmw7q850V"
    "3QV/KzkomXUXC7hYSV2spKCWAFprhdIarR0qmByzP9mhzCp1PP+s4wp9/Rdd/Q+Jyqw9gM90FkNnbxulb/Dv6FA9yACkuL9U6oN0"
    "XSMjpB6iFZyJCBAoOhh7WAftoeFMNcU+vwPH5g1e9HeA5HjB9TP8BgtRUIbRdpdo6K2EbHyBJN/+zbqgLYpTkfdbZSQCYnFcoq/9"
    "u5UoEIMnNWie6BG9byT8dTCi3ML3nIc9qaAyy445VZkQELxX4AW65b3R1x6EZVMcxzp6Cgix49I4JLbIosA+AkOW9b/C1WW+aAtr"
    "EbNCyoCnfntzIZuhuhT4nVRZlPsMw1vw+5VOHT6l3ICc0K9n6RALi3f9Fg2mU/9S8KQW0K85otT3jwzU2wk+M3gSnQarBydk61Su"
    "ezOhf7ldiEzBqWxf5xrxWgXrEIsk6ARlmMObI5+74H4sJwK5AxdIjEunzcAMxuFsnflx8jnDOwHZ+KZRTOuwKpUgk2BsHkvhCjmH"
    "PEclGA7wiVAozDdOvm2sWmv1cplqiv7lyV4SD58yV/qwQnJT1w4BfQ/H9GATijla513RQuaBT81sm9hxaNisC3udGXk7SNK4vN2b"
    "NBYE6Kf1jGDrw0ZpEGiZs+qZlZqVQ6ZsRLpfDJbI8IYSpPRKRh0RUWrpSMuZ4DZg0O8lRVXxCWYdJUgBxjjZcOJ9CW8fSCow/8ig"
    "ekyPfUGRpZ3LW0EbjvMBig0+Xy182m0KquLhyqPCIFdppKtij7M6Rz4cUnNPdBeVO8Qv7RJaBxCvbR6ITeb+hOpf5xfOICwwilMR"
    "UkyNYBoXBpZPWxRwlsaWNDcnY7GW5PNJDBNPsCJwWaj0mVFB2wmlAL2lkZl15f6yQ2Ztf5oE+Zf2/z9oxYM+Sjp25G/hfECG8vPT"
    "8BrmQMTPOMxMy4jiwrkvUB9nAecoLcYQI4oAQ2dfJH5zhrkmsCFXazVX4zWuViVX4COZwas9NTS3eZEl6I4sKEengc0F+ngdPjt0"
    "luyhxx8YkzIgooFqqvLU7zKYMrwTgogoOcSmGFAcD+qGG5TPu2HC36WhGYriDRxR4R2KfeXVw+KQ3nRJsAC2XW1sVHmDI9sNKG1X"
    "fm5/xFbHSfZjV368PMgfOi++B3QGFkzcL5JxQbJncAZ9r6K+QrTWPlMaXNXvr1xDrfMkwKg5jMcVG0Y58LRfmk9E/SMsr4+Wvj7D"
    "N7J4nezWedxo7R5+f1+2wfibnyaPJB4yWAOEAuVyZmiaCststEdblqaN99BrSOBLHt9hti6ztVU+FZkDvs2XF4WU53J7hocElzPZ"
    "MFn2XZtuEVG7wqnO7dlDZXAp0HOA07o7GOYI/tudzx7Wc5dtrt0OCuwoZrMvAqKZnMYfvtDC4jg1kL9CvaX4bL5c/+/wrflf4dDi"
    "h3GE/xEOg3xgsofv8OESkoWvgCkKpaBJjl4YrLXwcyuYCAR/J8g2Zczyzqiss0TFsP2vVfCxGZB8WGYpMy2rSWeKazucbHAGcSC/"
    "VwhZL/nnUTaYNKQjrRrxAEAz3wJEYqcwf0jAsyyxHwiQ+sK3pbxmygiIvb/SoGv7gYWUuyzHHPghBs8Byv4T/4EV4/Jbhxiau4Ul"
    "bPT0IJE4+AunPm2FfKJ53gT12mGNP1lLyyKy06Sr0ZI9N41crQJouTzksWTXD+ns9QVHpaC0DNBty3WLW0nrlhZ/aNOYl+BoVl1a"
    "HcQPwPuTY3iwlwOi1lALO+CCU6fmrhgQ8QhV/jq+jCFzQZzYaLeiXg4WG2zJwXFZgUGh0Q0YnLwe0momDANzinOkP+nxGmD7vBXM"
    "6uvIEEHwbK/WgDHgFCbGHZH1NcGxsSDMlY+IyEf+XF+gcyO8BgyVS8Lkne+dEvmwedRt1gygegAH1geto6D2Nmtk288LD77xr7NF"
    "Em2RgyQ5kQGaW8aB33jj6GIz2rgNAXltCbSvpLo0WNWlBv8YlnL7T80vO6SfgT5Z/IvWxoLXaMbcP4qHrALSkheNMPsHyo6/jvbB"
    "inu3u1nwbv+pfB0tYXoHC21Ss+VsK5sMxgA8IE7Cogf23yt1hYNmVvWlLP8RqEP7AFFb5rGyDpdXGeR7551Ub7onxuQXbMG6ibSq"
    "+0Gj+snN6cUNve49owGFMRGanQeTL9/NPAam2e579kv/n/C9cmP2xln0ODsllyvJbBT4pDT2u9i/xf9ujo2vw4xjED1XDXRjh8yQ"
    "sZcryaJADb6Cvf2WSP00dGOTg/+WC2Gs1Kh6nM7oLREX/C0hl6v9Z3MMbvG3b7ZA7/ZFTF/ULqqsavrOgo09p7UyOJZnY0grmTNy"
    "tsKW9RCM9LwzxO8WGNZP3C1dasbv+YbFip8V0NXQK2CaqzJvaKl20d8s8YP9LBEDWVlbXPU6DdRTwbaDz3Wc+3W/5tZekEJNjm2l"
    "oG/9HxsvSwrH6Dz3RYCbwKZhT6xD/faC8FMAMAMMGJYIbAwycLjCkV60QQie7IflcT9dOji9u6HDSKQLKofSDPHGlwL1ISgTEIb6"
    "cbVZ+opg3d9yfU4UzH2h3jI0q1RnX3XIZNp5kcS+wMBmDpcNrjCmlBvC/LH8kNTTCnSngckcrAtyYFpWWv9Oz8cZwVvz3cQFQIR/"
    "HFsL2qcafyav9SnuRVpyQN5ivJ3xasXCMbZYcXhoIRfMlEJ+IMN3XFdG8HrKmP9FcztW3KAowsO8eVA0yfkRDejLuJGBCE+NFwgl"
    "aW60swjMc0Ehx87h/x7gvoPzcQinYwCT4WKw/ZmI8StrdWRy9CjppX4mvl/HS4b1QMnWUY07wssFX9nezvD+9ch1E8rxKxd/rg1+"
    "CgYDgkYl14bp+FjEfoT/ffCsU41ld4TcbZClsSVWofpRhLgt3cD3s9UNuMirSctcFCbk7A6yBmlAfH7uL9jGeJyVMdIKDvdymndK"
    "0/+iUyyfA6ePtPFESAH7IFIQYk0arJuHuR17VxZd2rsqNSfO9S5wArqgfZS6o9zMRUnnVW+EX49frwwF+MJagWd+gjTF9WsfeZxS"
    "245rLnKyYd43fFYtAow7avJgMePU4Pwc80dzJLQaNTV/LOmPJyLjlOBh3XiC0/HKCK3nW7vOQ7Qsehfhv/ol9y+/w3+9EULzkqwF"
    "TlFjToW0sCydLD/w4v94QxbfC6nDGQJTyGFQ06m87aT+OhwRq/HvVh7s0HCa8/sK4U60zELTYtwZjsNy1q1sJpwlfU9fYX6XCFnc"
    "ryDuxGf5RwTmqQimkOY8aLgRrw9BSgRZXvJlK95JcljCuHE1XimXWLZXnQ16nwG42nC3qipH1PS2ioL2heP7NUNfT35zobJ2fYZu"
    "vOxJ50P+RZQihZYFH+G/ksAVayA/y7/zblV/HWh6kXIyp9LocTkP/8/5y+c5ZRDDVosJ+/OSCiPqKFjOqzZX3dB3+N/ipCAvMzhh"
    "R7b+NkBDCVZvUqb+kt5EwPmUp1AKs/7xA0aQAPJfR6/soMuE1kc4si6zDzo02M9KfwemcLYFOze1sO1a5b3XAEL1OHC+DQf2sPvw"
    "63/JRW2azOG+yHDs32JBhSqnNBtQmojLxhegdvJpo+FTIfYDOx/FqsxhiAocZNc9kevyuxYZpCEox0YJQnnRRWElTmDxPSpwl3C3"
    "FthHHqjMLVYTaMehalsiuYx8HNjPbzSqpuPA5iFKbfe5j/qlXj45+TnZPMAuyUOM8ryZZ82CfLdQpePlfW5ruwx0gnHk2zaKMDE7"
    "+1y+Ju0EEXigL2Nw441JVXlzUgFH/jIBrz7pPBsLWIxjWK74+5Ng+RbL8pKq02RyhrCb1CPXViDnbnwhXzMqllo+AjlCZtIVZbhL"
    "zyDs2oEh467tOYb7Sl/MozkfkRs6kc2S+SwMwby3j3ukCo8wZ7gSrPEGa/EZjgQUJ58Z6mtwA2O/zxYiWBLCRcCCC8lgCY0gpbYQ"
    "2mqjFLf42YQ3PGG1wB6xtzfa3rLCxT8f+Ax1caycGIC5mftwQHDDh/kaDrdtXuRycw7VVHldfd6Y56i/tORoYAV/96d9lw4KjMRt"
    "/lyuIsYYD3JyT4boDaZwCG0yWedxHTGMu8nixYCB+Ghlhb0HNt65ee4QG/fe4A+gxd8CsaDlLUY4tExHsilCvE+G4DpiGfCEdWG6"
    "LRn1OOfsAD/hIHqDQBTSE+2XytcuYocgvJC2n6DbPCgpeT78Raq1RaAF6P8RTk6tDF8jNpUpQNcRdctuPfcP6O7i+XAuscqnE6vP"
    "c4pCUdjw8/MsBRt7Xw23Hl1ppcrKK/2rxZ8SHXqxGx0cv0eusGBjeTDSWx9D8uv8MCHGDfv7p35xccYcoPFMT0Y90sFxeOsY+Ld0"
    "4tovwJKcq98o9+pCVe5KuqXwo2d9Yi4P/KTxllXX7acJ4+rjtscax8udEoCymFfA+YSDW9i6FCRtEefdjGLfI/Un5rOto+iVob4d"
    "NITiHj8lgi0XLlszACUJm+4VbZLC0QjwGvydeIaPoGR03t19m0BeNp681op3t3bOKd98quBFllXcZ+mAIrRhVcezBGriySC6UYHA"
    "YmxYg/xF37cdOzUnXR/ePL4vqcGGaZwM4fF/h09L9X1cVnj5eDztQfFktneapyXnpZy1wrpDJhgYRB0b821eyR8ah5YVIoBdUCwP"
    "vbxgpgUuNut/kcVMMchLHayyM0U4SAkn1iBgMrWrIq8PQK/Gsa4MpSpfDx1AzH/YVZXr7GEGwas9B5WY054OuqmwEuG9gU5R1nTn"
    "W8QYy0NaiwuLbO4r+TzrgfS//yTrYf9VVwn7tMl2RR+a1vrx92nwAwqFVxfxxQM4r4JrAAaJQ66S9mCmdnCbkqO+qsRsdG3sx//V"
    "nAtsxF8b/ns6FyjnXXVzxdWvrpD/Nh/PDCMdmKPwU0PyiqU5COFjPT04u6Z7bWMscB+ER08ny0GvzYgD3dCtqLKCxZU3D9BT5CMj"
    "g0z6aqvWEQlEML6TdjpQUHQfZvZcjdkp/9CA4z1tsAp05YEQ96CjktaMFofPSJHUG1Bqrr0fgjd8Z3FDX9IVGrteEIvM/FCpJ4LU"
    "QzkBOXiirC72sxcuVk9WP8ZXXFFFbU8C//aR9r78QBq0C5wB2JNdXfAE187qu7PoOounQ+h1qa4WV9/gzyMV7luMvT1o09UVsyM1"
    "lQiFYNLl9UazvPWWCo6Uluv2LpdnntjxhSoFvVsuvfY/1dXeQuaQK6SCJsoxJV8Z4k72CFgtXmf8eaMrAYg/Y5EKUz7XobbsDP3Y"
    "ybWsDMgnk8IRJ/Z+iZEnJaQmQfMQ6GUErLlTfycHkacBhPsvvVKDsw0gCVr2K40pqsXTpAvdt7WdKa6oY8hIh+XCS6yquMvKAbyI"
    "jE1+bSbBlTmY4jIXgMmGJIIY8eh+yZ1IQ/+A0U4qvsKh8pEDSkSAGhv9ckB5LhtzrA+/ywAv8xi6lAloig7e1iOzEFnzQIH6MFrg"
    "oIxbthbkZZtodplWHOUWdzoLd3u61wF/vPM6te15wuJqXxkb/G90UiW1vGLv9wTrEubhzQK3NaVVLRVXnCyTcLXN78LFfRTweQhH"
    "RBy7EbSNAs59lk80y3M+yXnuPoUl1f/aXvBYqn/om9XpMaxnakLhDGetPjXQeHrnt1JaScoq6QVtGpv61O26QdRUhr6ua4lr14EH"
    "gQqqc06/KC4YVcAjqqgo+hwPUkHTGRl7PE/Y9zq+8PovKNaQxv5Vl5XDLRp5Hwr/15Gn7nUQ/PGU6FWqB+ayhHGNnblsdAebjZ45"
    "7DOWQaR7usOxV+xTS2trQj8rIvv89ZehWFHZrJbFH4cmDAQpV4w4y3Zh5wekRoqSpNTNZW55IHSxGQw4J7594zMPOjDk4bv1PJd2"
    "1SIyuhY9fFxWnmOC0CG4D6wuLr37DMCCO47Z8aEczjOqGWFndCQrmpTfcfYwUJwwyEn72EzDQVwf+/8V6goJwxkVOdIToeJhNmHF"
    "y/J8UPhNq4PIU3YVZ4UKrR+31FzROiy/ceTXgNupISUhAd0kj1fvZYhEzrzwoJtX8VAjnE6uK8ZfN5p2vmJ05iItQ7rqW7jzlBks"
    "wg7qgWQoNIIqbRxctwF/2J8HaeDFWTw/RatM2YQbsVIuS8KHwQG/obQPoyky61SYGCThiVGgeCMuOqJybBUqsgD+QxegJx7EIkjd"
    "SidfonpNltBkXdHCNcVDnxtO/XWLAGnfhpRIjP0t8OM4RPVBjF0uqhxJ5ojwt1yuujreDYUFFy4tVWNC61ErPXg7CcXyWWsyX0Gs"
    "XuJYU4Jx09dJgVWL8yg0IV75eT02qqZg05hOM9Dr5Gb55Qcm+Vnehz4hWCjYmUQjRAh6ED1JT11sfz12/PuXXN4xAJDs6OHcKH2Y"
    "qHUwM+qv6kaLuG/zab/mBtNhFdsfHGkBEsL+RSAdXVzl4MrltwY6rLZuuF2qW2s/9uB0hy08Q/x7JxG36SQLwaPwU+hq3YzDvnUW"
    "T7dB1/LWpdgqskH11msAvvXjUXHCpLEJb8eEYb2SkL1rrcT+Z/AcR6huvHmNri5j09A6hu/XU6Uq32CTbyz0SIUM3KHK6Bm78Lg6"
    "8Nd1h8UzPhZmXI07oxRDZRFukLsTqrl5VKBaRgXBkiB9u0zAzJ/DWeMZrMvko22dYFGIQXFTQAXFr8QNK+FnyK+Xc+CynVA+35Up"
    "/piNS/Ahz8Atg2jG5h82vIELRq3hnf1DoZI4T6kGF5gpsFpExIcmIn4qCOCHIW4MULLdzSA3WijYM5VPL3KdR/zzbDov+P0GQ4hZ"
    "UDhUFXhx1CNfbawa208TtEUyvmh6SwLPDNUfN4ad5CKa2HywZR/Quf9xPiPECqK+9qw5xLuUbm4VuMzYvHAvBKBuaVea/DBkr2ry"
    "xYaksAWBTDpw6Rq4IBeEfDcvEG084dq643bHe1K6jFI79ZoM4+VD5sPY7E1tlPdEwPOSZUegVJndbIe053ZdbSl4u9N4zLQ8KWgG"
    "0W1JAOSG4A0D6vVVV7fbH8v2bRrp1LowV6BseRDO99XQvM1pQt+W4L/DS6MADA1bfpmtwoYZDG1ePdyt45QPFSHiYt12zzd5mv4W"
    "NKoHnuiyQn+mBv96EnlLvExF1E+MzAiRyRRsvEtqPovMIwbll7EmG7OtGdk2ZAAZ8vo8pkDi8xgfjaJ6mntYfu+tVeL9v+pmwzq6"
    "93C52LhhnNUNNW38FMVRt8HqwxiyG7JjI+uBJ7EBRDfVoaLJsW/gBSY0cyC3rsLmQQU70lI/cq/GmsJBbk8XcDZk6DTywjdewWGu"
    "dTJbtNxmWLu5zTatGWGhsP620GTwDZr6twVN3xyO5csCVaYbDb408N3e2G1B4M53n2ia9o59am3xD/O8BhsTh3sO7P+XTojecUkl"
    "jlnQ0RILUIxdGax5yzEyn0mJsMRl022rPk5r+D1E8jz/+eapYod2FrlU/wDBl08GnilxQwEG6ZpgPk3O/AbrYXCoXG5tCv+2N04x"
    "A8Y48jIvXuRFZooQRi9C1AkIIAlaqjCr6v45sThO1TtDIKetpELlJpF8QJQVJHWF6sMmUokkYdCEc7M2N+i6y+WztixBBlCKMPcH"
    "x6qMO8zSM6m1Y1j7BfEi6oJ1weTFCV7e8ttFdcrqkq3iGwwEw/m4K54ELzODuGdBKBg4g7M2rOt7i2glaJHiVhC0HFsy3NKKv476"
    "4RgdJFUg+CUp5RkfkLEhH2lzVJcPA+M2DRp8ysYiIOYG6uoj3On3YjIqeTMyMv4Y78utyaAI91M+gYTNQqAJw7K63Y2XnpIo2aQr"
    "zEW0/w3rtdadsjcrqt1miIMjMVxL+zHg39Hp5frynGPGJ342OtAhkrhB/w733Nxw4fDdWvU9VPUMwA72vRmvcDChSVbuHvQDJYR1"
    "PBjWkKi7n6q4e+EuS803AHKE4NpU9/gRAIn+u8LajA4FkXfcHmoOLYneG/7zzV66RAMUT0ni+ZttuW3+OG7cVtcCIpMGd8gi742E"
    "oPC1EWwQr0HCwH+HESBckYUnLpYAGw3NkfLP3ZLX8S+jrFTAhkPG27ezhXPbliAO/xJ4nCD0L/ykS6g5yscSsYFUCOjIrBhAORQA"
    "org6QN55b6bwN/wVzrbLvWA8uFNqb96I/nGHnfL009wILXAR+bjSYYrGVSkaV4yF8IEhBPXSbxCSyJNePoV5FmyN5/plioKcKqji"
    "GjMkUb+hmFrlnXIyx8H8YbIytOinwGDLdIARFEO2BuqzVyqn8DIEo0m7HcBxga6QQVouAShNGX7h9epXv92vuMRQpii8WocKWtyY"
    "6dyHDdboZEGCuoPr/QZJw0RgHE8z4tse37F80f1savsrHGw2N33WZRzadw7/geHHk0jhpG9QYFu03KuoPjcuSn31CowsHdQtPHR4"
    "iD3vw4r/Lwt4uJvh+qa3tsYRW2nEMDKUyrKOBeLC4QByW7FRHTdoToK2d/ixdL2jjrGyvKMZa9lQUZAAhz0YVmdoHhDOZet/KhpD"
    "kbzyDv0fc9joMSuEOHKjSX8jLc+lC/+8FJxm2+DUHrVvwAFQe+cVZPcFT+GLP9DBqe5WaGvLjYD7CvjA/5OJuacmt+4a64Ow+XfH"
    "TSQ8IwAnNCoJ4w7ot0CfWQEX9kg/UY1cJKE3G+AN3KAkt4gy/ePFmKsJs8+dMVDGJWkV0FfF/n1gRHObS+5zA7yAa3+wxKO5HLaU"
    "lpvgTYpmfh8k07eF0N2K+geLH6uyn221ZsPz+e7FFVdxaD9N1Xl+30A0gqGp3C6KrQyGSz2NL3h+BflwgchhuKz231pzkv2fddh/"
    "/Vtif1diVre4yscxa1b1BNPNzwY4bzJGOUKRDjvyYOQsvYMbHACQRmtE5lOUYf4xP2ZsyA609XrFET6B+7s+oavFi16H3cGhe+Gv"
    "u7EGo+WNwRCiDNdK9gqqwmyBgysV4OfAO/ko/+HhO3Bo+W5OsrL5bZh4tQp2SalwRcMMcrPJrMCODPsmx7cVB+HcwhVzR0KCZwyf"
    "ZUyn7obJ0jNNfed3pLP5fd0+nFFkgpeyuBdMt2PSWxGSH1X7FszME4J4CO1irvM1ScYXt+3BKRkgrRoFUDcz0hEYh4xhbvGn5pr7"
    "9b3bUkbA6aKUHMUZTUgCwe34Ef4I0hUFjnUBRExM9VzcHSGE5pQAzonaYDZfFBgjdzPUGRr5iOx4OeCRbzrjmCE0iBMuDjvklCOZ"
    "5JA0L0LLm8agBL4qP7ERPitBYBKgLxvg8hXCiccuyUcV0YiaJmqzOFWnhwNIgtx/Dji8XIBZmMRwGnzPQKTtWmmbWHuo2jMTHBzz"
    "ef4vQ6chtZLE0eokUPpcoMOqO3hPUhwhOSm0EZhRRfk8CSmDKkaD50U+u/os29w4mlRRyAdn82upATMCWzbr9ZuyN1QUAsk4BPZ1"
    "ft+5qLBfu+//JvvjUZZDiF0p8HbBAKcmlxWdxoFJcEFAAX8GF+Ymvgl1qQr/K5ArW1K/lQN1YfjPx6d1PlWwS/8J8zSdL8NKUiiN"
    "k1LkMgWFIk7BlNue4HlQQEvYIsTlI6R8WuYiSRwhwR29Z/9dvue5ooa2ovNI/Rn4kfxfZO3gehgOFf2qhX39R4rtkefQeEKcVftH"
    "dVV+PiL8IZ3VUphBy2hfgM5xFIQJplu2j+e/irkI6U5YfeKPhs7HKBTPjtxs1YYQ3VzsGhOpye8GIGnGdBwDHdp4gKcFkyNDhijr"
    "onDK8X4+odt+j+di0exoqNA5Ju7aEWzSCtQaOjdk/tHuXdt84M0e8FZlmn5sGrDhJtf+dUhlwkGDlpjDj/ohosd33caZIb9s1PGI"
    "qNGwKiCdUF/s9A9+hYj7g4reZrtGH6JRutIudgGnjIzNJcPLVq4hnfzxwSNbKNAgvzf8xt6ri9BPApx1EKTXBS96cpRbN9PLoayF"
    "yzXw+pZxX4VBTCvo5ZBi2WK+xaGV4FJccndCLPpTnkeYbHuGlOjNW7lBY99EXHMzZiCmR2HkIASmE+LSpXyw9zjncXIgnn56zLbC"
    "jeISHAW2Qa0h8orbMU4oMhV3ZmSzrAZghtv5Fic1igDCh+1Nyu8CD43jSDKp1DtwnU0jaUZ8LmDu6Z0C0nMIB70ZHDCCpQLpsjF5"
    "bfGXqMTm+1cNMd5gq7RhfYvhqQHSIPNg6w9LhoWlU5UCiG5XBOC3Vxl4GoowhPpTYMucB0nnlZ18D/bNcD2ZgbBPWqdjFXNsS1nj"
    "MLhjZmNsBa2YuJJrSGd/TDP+DVwUa0oYReAirZCNDBKHVuAa5PdTgrvRUUbieFVVHLTKF4IPmj3Drt2wW3ViSHrhG9bQ/9jX/zSb"
    "/W3p9ad54Q/u/U9vjdG4HANwejaZv9OItfm+3/7HBnF7x9L2Z6z+2Gx4s1wZYbngX9OxVmKe3ASHl/X8We4WMcyF/EED+LMc7BPu"
    "2xgSoL239jdz7G+vQ+uTlxJp6MziADINDHD+ubyirYDruLhmc+ouQIpcaq7A7fsH/va1w9rpQ0obj0tF7fcH1Uem2hWVa1pCIz9D"
    "Xs35bW+FDY2RVmHED93E/jzFbG3MQBnoDuDslkZRggzgggjWx+BQOeVxtf9gP0sTtpMf0vAR38IDX6D0nbyNHj9orZJO/TAPCRsW"
    "Gwp9T17bp6EqwWNwD6vehxW3fdqW13RGmrDRavuxXJaxw/02j+XxMLb3IYNc9sUP06pZWvOw6PY6X1NjMJSVwhhuVupZdaU6wzUa"
    "GMS9C+6JSQ/osbuOG/dNtWh+hKkPjQ2PD5nm47j0dNDE4FuXpL8yg0/71Q0r23novw1IF6//Zxy/CCWBDMTBLuYwaHFn+reawS8V"
    "gy/CoZ6bqTIbldE4ehbcxXmRrnOWmcDNtA+M11M745gDtDw+US7zA3WI1kEzBA1sP0h40tJPT/NAPmlQP9XvnCS3JYVVvzwtKxB/"
    "UHVZhZGUtaLAOCmbn8+Z+3UBRvID9FUovbqfCWexEPXCxMlS8zzeiNZ7nLVzLUQeP9YuwNHwRE3l52rMg2ODIcU85lw6eLbm5G4z"
    "HN0rnSGd3gZ6oLAD8BVKRnnSfrQlz7JW2u2gu8mzoQi2YOj4qo/guZ8B1M+ycFkKXDx0WNGiv5+GWUfuh8JlxLTN5BfDNFAUCgSN"
    "efdDx2MQQ5Uno1ssz1PQckUHXr5PRaotMJllzpgEth8YTwwGZVxsNSAkPzew9N/E3+SFN2aL8OwABdECNV0kYX1XnasE3xvPBmUq"
    "37vgYSubl0Zr1MNlQ8PnQDOiBXTWULoWf7ZE89WAx27C3/dQ7GULA1c9cmdLMwBgJr9vHnT4XPNw2jbLzSjYErLEI42Sib0c+yvA"
    "W4Oa7vEK+S15WV+Wu2cY+kbaWKYLwvONiK72s+Rejwp8AFU34EjThBCyKn/bAfnhLULfp5KMSBUenA67WBVeGIfkowbAYgz959AN"
    "ovCSDQOce1MpQxPJyxs+kbR3fFBrNIgZjAcELr3njokXzx8AJp4C8ZwIO7+3+0PUH60jesXe0hL6OFzl4DLGDGTlO+ni09Vbj54O"
    "OjdvAKMLHkJ3ZRRCsBwCop8qIQ3NAT4bAACUgdUnMAw8bqT7wjKHIQf3dGgkBEkl7ctOYhn0bRKxDLNKhOT+K+i0nuS2tND6NBDY"
    "Ir/S/YvUfobDy30BMFcQqLqX7wUTqsymfDyNtq+rkSWIpm+OCpi+BiDNXyM5YLStXboiBuzod8NTDjfPbQ7wpshjMjbIlsYYReQ0"
    "7uZ8RMnVLMyYnwzlYYsEt8YpRKLVgOPWZbJ238TbuscE9x3k4yepecqmWFE0nv/w662/4heV28jfhPNZbVD9Cs/r1u+QnFeoOMYR"
    "djFPRUqlgoYlEezqifZRUlI0EhxCMaE+zwH8mM5FibL3i0B87AclTooKyaVQnkQhoUhmkYhT4/ET5XFOkTg6FG8/4T3RlEiBcglX"
    "efoSrvObFgIuwAbIslXhYKI8aSF3yoSnsZcXovykQsLgVFzCk5jeqbvwoIVB56coJDd/a946UWswI8E5LGBLG9ztOCKLT0s1frzu"
    "vgqbemEOzf2PI0j2YV37YDGf7WVK+wHNrxE/xIDcyM1DiBBZDHF2n7SYPgHTMosvxNVkl/C5QaYbMLNG9NkPCjDGhpNQisple+0M"
    "9Adtgb6mOw7sHrS9cbK4CgZ7JQHkZ80B0VKkhD8CkkTFC+/p5d1fbvtXXh4DhBWR9Z/RebKLksAufVigg5/nToPPUsHbbUUripXb"
    "UtSKY9gCvzNCgJQrOodKwjz4u9LWJNgM8llbn+dPSYcqqYDV46XKAKGI+IxN6nYE5WHMX3RpSF5vBcAn+KLegYmscbFGv6AIYEXk"
    "SetcDlM5HFaJuYdBInN9o+CcAO2D1HOt6/x0UxE7ywJroWSdApKRQqBhgS9uhSOQpcolcrbcgnbGm0nacCAtuWURwmKJtw8kuAiZ"
    "zdYHPV83FhqvF5PHwJtayG1QG8BuPg8lyNV5fj+l4KaTsW3uoEtbHDu3PL4J+d2EzWWDyQwN94Ud/TbZQ1wVZVAn1uO6O/c/P0AK"
    "N9LFa8Tt7AbAYa5g1RVbRjhIBn45rAggpBlXm1AIskSWBx0Vx8ImhEUY7D3K0GMerDZcioo1HfTyizM6CuH6kmBeqLu6kYhUWOJo"
    "rkUtqf86lc2AwaPNsx4RbssnIVrNANI6JCAPPltEYQriQyvUQ/RVf8uN7J0jiNFi36v8OC6uew7bjj3gkMowoFDYBF4mPyfTeMxK"
    "p83gvjJDsHAcTEl7YYD4OWYC/x/8s1lo2A/f5DKpVmerdXIjbcbF24vJvrJbMSJpR4M/RJbmbRopoDc6/thrrxZ/S8aOkeNl1BcW"
    "Lv9ZcqY63+1ZTWFeg4ZCQSLLZEyk8SP43zHlum9Pwdj71FgHq2g4Ho6f0yDYjoMAabYnIdRqAYR9CvgxQQCOi8kJc7FT0bSmuY+e"
    "jh/bmbI6FIm6aZigL28nrS8h0m4H3C/u91TSWqnc3PBLC6brfRiXF9bv2IVWCA8b+lQqzT7RId+TDp3WNKh+hZSKb78o5+3ZCsLS"
    "Qp1LOM4yPM65mEQdGyZYqNFBRUoNsHN/UpGoTbqPbMxYyDHkYJQzPr7iXxfmlYCGltg3Pc9KQHDVJYXUMj3hN3bHSQb38R4SsT0q"
    "N1cLTw9sNofBkEflZwsmtYr0qLd2nnEt7yTjIPJ044TD1OOZyDxPEjtQRcaRJF+fYYVgxDB3Okb3aFfXtYmsDiteSlyeYYrt0DOA"
    "A9qJ7guUW8qnMPjYlKz7jeXxXBigtnHvvOFWBJ25+PrCec14+QFjGHVurH1/4sXGrtO5UNG5J+gck7oefvwVWFjJI/ykJ536rNKU"
    "SQLPjeUP7MbiDUKRWG6JAHjQLR51Fu9MC8dUndzNadK4DV4psPNZdbWL1z4MIbtXGCGOeHwt58nGMq5II0TuF28+X+TU/xVSaCAD"
    "9QuOkiOucOFTST7uzMAlDZJknzbXSff2pb2rkvJZX/9oh5+Gdl21+XfAx8NFwf+V6xUqK5SfLQeHwgdvsdBMpRiufMCKJReFwxE7"
    "da91HHK6iEKltXyiFaQiMwicPwnoUDyzkTP2RSsfLAhgVXg6IJN0WBPq7D1znTviMKl4kVPfgjJML1obxjAaovapQTd7X3q59b90"
    "frSwLcI/+BnRIY9BM3JUEmsUEcaE8zLnarLR0wJ6DOjm1HQ5hvVQgDUXRkE1ukPlUe5MD5nqbw0OgmfFFSwHoJfuuQGkLv55uTwC"
    "wjoCE4e5vKeoDdc533tbdpyPYv4rpxmnLJb3ZatKtaECjqVuLEWt4WxTVRzuSo54hRDG1MJVOa6PjqtUgHBHB8MUZkMlYruFoQrC"
    "eCyhfMR5uw9208GUAS/6HrGgJs3RwdYs2ufJQ7lZNubLeHmIDBylexicWvBNYx8h5tu0cD3wB2dkJWGs43T/r5qMPRqsKQzttshN"
    "y9XiR1JpiohHYk7QRUkTCpPrZXN9f9ygk6kYEO+Iv03OuKoDqRwmfANPzjVMV3CXIcleOInl8IhjNXJxJiqfxRPpc2gZ5uIt72nQ"
    "B4SDTzeCjHGF72yMQZx35Td6mp1TN/KYh6YwKNZDkW64un3PQM3azwgqK5BxO+G9sZIf8H4yVvAGNSwDWzp5T1JFmJynGFJSIlCk"
    "Y/hMJaEtnZB2v07UOX1Is28R74vffCmyh/3xs+SOlgrJaCfj7e1fx0U1gPcThoBrGiPq8YU/bCLB+wu3OOSY9sOalIVN/1C2nKb6"
    "vEwiTGQX+/3c3hB7lYkJ8LCU91ryWjttyEfnns4lbKg6ftA+3gbjObXGeEwd+t503us5TWCuJ6syqK77qftpJo85QwVoQqWj9y26"
    "Y7iSlX66A8/CU0VTgiA/0s7NvjjefksOcnCDTbNQVoPVpYCH8xXsBFYfp+BLJGSTokEeIcjFk46EJdASXeJRl5X4ufp4SCuv86x9"
    "YfM3ZSTtBagrdDTBkBj1IC7IFgDtux37jOeXXc5WInH6qMxwOfI74WTtSOCC3RVYJD85tVmyMsuXHmWgOZJsIdLPyNhSOiByVcsW"
    "tWykta0+jtKUiCzxfFDAWi8zdQs+6B+pddrTUVkMdti7YIFETOqrApcDZkiEwGixQ+8cz5GrOZRHPhRfSySmNpDK6hAMo1IfpkcV"
    "6HY9P5CPyozvc5xzgBJRHF3PBB+cAv37088n5lO3UNe5PBtf5oKIwIgRoWXdM6AeKDv2MI3lR0/+GQ4BdtFIEOomTz+J1/WEfeAN"
    "lGYihJ7vbHHwvSqG0Mpl5PLO6idYawdChKI5pHHwktNZKdGlv6ETQZWfOZFXh/8hQRftU7ocYin5h05LEsGogPhgEQIu77I+J46l"
    "PyeUpedNVlxTLae9B8C5t/gcAZOPMyK89l1Y15kW9HsOlmgCc4/cONsnXy2JIJI6P/r36i13RjptuUoRjgPFDZqZRJPuLncJmnEp"
    "P7xv0K2l5oC9XU8EXcWLZZmxo4HJmhMzGpVfS24wqajrJGdENg7WvrnKwqHRAduoYPaW/2hFYbKv+clzAwb8YdVkwnpqTbTlP0Ge"
    "ZdPxX3v67/cdAdPfc89qMtRe87topoRZLN3wT3Q4rSXIfPvweW9k7sH2rT3a4W4xYNq2vB/AD5sGOe3mSYbHynTVDVi5aJwk4Lwu"
    "7c4Jhe0FP7KTFUgYwk2g4lacE6TJI6LzMg0RBGPhAVAs4hcexiAVd+vWn8kkycc9H18+buG9CYempS9sjpncxLHZjye9sUKAM7RK"
    "GGqa9q8mG9DNhWVEOPWPebcexhb9pNf0gvYxXSdY63jnnUg3wDy9cW/C9HYO472+q7lusA9Yt/srw1y8BKK928A0Ss4+sM8utHAm"
    "evb7zggt6yCAEZtbWxO+1W+ozAjnUUGBMiYXug/4OO6ORSenFCK8WsfSP7BnYI/6Zq3XkWcgsqYdgBuxPnGaMbMOeqUDqgF61UtB"
    "n3w6hBxR23TOBSOVJQ1fo95xMS7sL1zxca6tGQehvxWW32OiN9GFGhkAWCyYwWDsiX4iaklGG87rl1zeH3hwrMzRhhv4uB7BXUF4"
    "FwKFWSsn+D/Io29u5PgofVONEfQyIBz5lTV8bweSc6cTyi0jcO7AzcV+DNdc1Xx+9IhXtJk+s42otTApYMzg1IuLqYF0dNXWZVqX"
    "LrWpobpt//kNN9E5DcPODSgpDTpVAXvIM+1LwiObM8vg8WxJuYzGwtvCl/pQvEbrvEvNsoSbNUTFCXREAUSSB4K8k0ig7KBwR544"
    "5hC/Cp14MB1EVvfQaQkl3J2718NVpQHSvqxLEZ+GHIDnue8PrCbaLuNog4ROCKPzkGbLnT2DEAdxsv0m+BAeZN2OtWyZ8IN67BY9"
    "YSNN18sEB9AbDQf/PXBtPXHMRpiygXyeuhCFpxOkAwuCH2kGaE172fvzWWtY8ZV08NZuwWzb52PHLHWljntGJ9nL7f5TzXG/1EwV"
    "tNlWeUhg12xbY22p08ngGb9mo4NtibnHJ7GLP8O05qyrIWZeBzHzGm00DL/ec4a2CRwIuqxGerRILJHnnlpX8sI2ozAhXFNhkJ/R"
    "Di701Coqv47a/GNjfE9+6afK9s0E0ezbwGT9ZC4KcGEXjyg5hSxTya8I0yaS4edBey/N/kffdcErhVBkRGhRzTlIwtnK2ZzF/QXo"
    "H8yob3SfFINhyBb3PmOAu1kHtcZhQ8VtxN+ipaWkmbYYzMV4Axf2fu/+NeJUmZ/vl9v9aXEM+FtVUEHQqnOw2Iwxnnmggq6PP8ML"
    "/5GOL9Hn0UrMosXmkn3ZFSeNe5yXUOAxSGYK5iVf1wWY0uZ9w5eWGgq/dWEKAfHRgTK+APQg+HnEIOKMNhH1XoO4M+VJgssTxSi5"
    "xY25zPyEX+TB2YI7N1sb6jcg9HQ0NhoQ13DMC+ZJxrZNVb5bwK+SkVc/WQVxPMchFK4NbVaSmJkWnA7E5a2AZAPXoJ4OLxsAgHh1"
    "J4z5xmPwGSxM4J0n5b0lLtZzF2v/Vicr1LB6HiyeVzFe3LWVSyGhynjdLdHGBs9Sb5kx9PJaCt6cGropFRqfcWnIv+9xzjvi9B1f"
    "+PYEmisKzNMDm7EQH3HfRoIhgBg0lzlMwH4GrEdh81K02DQL1NjWYzlSaIyCAfZHcRvdGdu1/8G6ooqDGkWQ+slpfAqg8znH5Be5"
    "opwCXx4NGSJnI4xWiF6B+q5TQYkbznTpFTn4bKO5eKzYtREhlGoI+52aHwUSxK3IOc3lCtopLi92YE6Qtc7jWl80WOclaev93dih"
    "iWQ1dLzJHNiOd+1e8zBrhGUZWB3G3jB97KG4GeKGDQGM9zFl5sla6zPbU58xFD1bSc4AaJVnEOlgLpaHLtSYF2hRGdE+/7S1QYw6"
    "9Op7ADCD7uBmzHbAx3NysN0fGtgcGx3SvfFcIBqBJ4Mgx7Q/lId5o+j8RMd6TiOdOk/AhlhRmI+hgbrj8zPdye4+wdThHlifet/L"
    "US06y2MDY0dVtsUWwQtG62q5/KncUo48StVOMFVhfnO5oHE1l4GWjD+wWH1+ED9oNqAsF2hwVAvsYQBt2d0csOhbbHAtrSXMyntB"
    "ejCCLn1la8Tlyj9wHp21ag5jUO5jzTVki79uJjT8urBdFyTKggPhhW2zz8xBzNaUaHYwLI/mSJWYUBbyS+jkWW6ulo+H/YyzWcbz"
    "auoqTqWCVbe/Oqo9L3na8qFqHRLUJfSqwe06khW23Ua+kzH+5A0yp1HXcAmV6jgG7AQe62uoH7586VdzRnIiNXJdm3IpdK7jnnOn"
    "Fdv4LigrAnTNYUHg5LUUutXn47GU903K5dS2dkFJUJawBZUJ63YU4RghQ57sNCx9sH3kqO+NUEDvpCTFkXUrSnGfVj1hHOaCjZZl"
    "mq2OJ7cm6GMNamLOGmeuu4A5paDKDs4CLWlM/vbH8sc8jgeVd5tZrZu9dTbmC84GSdTUl3C9vi840ViS0taWuCbJkpBXa2c7q5bl"
    "gn9jLMHNGuIy4V+XJyxJwNbvjZBlGDaSACYqBTXdH2AdHD+HucC41WKdJxu8xeY+1ljmozwGbCItq31wtc+vPDiwwCQgHL/GQ/Df"
    "hj4GLno4f12APIpdoC7KcsqpN5OCdFt3qNwJK0qEOFbVIfQkxb9FxWACozzYz/FYej3KwcB8KMDDn9xb3VNEnhvfDjhBRWWTwULg"
    "x7o8X6AUz/0kYPcv+coiQxG8bBnIZR/GsReYMVbdpHzZZgUJPI9wY3jlUW7c1l2AWfcE4w65Dj/xHUnQ8e8MdNV5IjxD+SWlP79J"
    "A/rLGllQ5ByC7OWtwfYUTjFUulUt7Mgu2w1/X9JdoSep/u0eHxGgg3d1nKpZNp6slpdXTIt91s2XsXlAwWWBmYWFC0y6SR4PyC27"
    "rUzgnEZ7iNHocCqIh25Ls1quOGAeYbcGmofApOb3qYPhGO2LVjo2qAviQnhv2G1RvLsOHvHizVJrggRounr70n6WM5LqcIXV7ID7"
    "nVeFBWqrpwxuAVI64nAuVaFYYhYaUid4kl1TPBPOYTrjiWUdKGZCh7NKdPDDfvzgkz12DD3IBdbuKxPPauEQYY7ajQOpOmdQv6VT"
    "/lu+cwE6hk8Jk8Mwqxin8zNQS2yQWaRsqtIhVt6PpXZ1ydaaBVer68XDAkFzc68Pvw4gEeBl2q6agiuqXCEt/POWXRAQuaKCrTUe"
    "Fz1BlA74wYKCs8g0oUkai4YQ2yCVo+Rm5oEoEnZTGgZtoRiw0UHQXPFeSII2zNCtcQ8PoQfjBKAXt6bKLSTr152QF2/GJUHNKM2S"
    "trywLtPEHwc6pKnSPTF0bRKxDDMNwMQZEqYhkQwpgik8HYlxmMfLHHFbpG6+TV69sjq2gfTUy9VWOMHuA8YFWgVhq6KHwPdCYtQ0"
    "duS+sQ+E2mFtZg/lkJshvJ/knKWYkq+0Vty2AZxFQaV0ePqc5UrG8wnTRANk6uzyAJAjTCzrqcUah4HZneFA7IztezVN6OO6jcEq"
    "2xpcm4OFcygRb7L27vsiv1ptIFmtEdn6wf71BWXdDuYh2naw183H5SGoDogC1+5i/6v9p+Ml98MUrY3FKw4lQ8hAp/7S+CWNDRe7"
    "EDDYwZPG0HOcR8FUOonzx26q2PwFW2Aro91qFX7W2nQlsfDZSbPeWAHmEzfUAIJTN/ad93+K9uoHYQBCJgRm02Hk3Ya3ZmXosBC1"
    "J/yrVHFa5gKMTdKToonlxD1s3xU3rMoMzPHmVgT7Eu5OhF9M+loiA7BCnw7xWeOsueperchuqcVwcaN95pQB16Ne73XIwtc7FDvo"
    "Rlu+Wz3fh0rK++aB517v70RhgbFjqw0xKFp6WtWok4ngclXDuG3BLjv0yBFc8gDrMFjEA2KbY+amsvuKk1N4fsW/r7KRvgBOTWE1"
    "KScnQhtcRMw/hj24MrtlT/xBZ/+DTTdtyhaX/1JrYX1YAh72Fo57VeehL9wlW+XN3QDyxTVBIPS+cdPdQJp3pLmgFSYIzkszKt86"
    "ON9H17OIp6NaUQZoYEuH4wi0NyJ2iC5yqEvn/awQzVPAYeEtdJaxkqooWoUB0uinueOQ0JK85cHLsMFf1SuwQ1Y/DVzxLw3VAUen"
    "4wqDF68RVP1jd4h6JBmFyz/uiq9CkTsD5HoCQeNyMIi2uAPwqq9uOIU4TSYHgDLAZLzoBubikKRQLvcZtUN4w7K15itrMD51tpi5"
    "g0hNd2iPfgxcbiI4c02ra3+sazww4m9VrVvtVitiNH0e/NBV1u2FaHFWOtq9UX8aa0/c08MKeoyzi4bQngaAlv2GPkvQt2Dd18Od"
    "XzZ+ginghSnCEiR8vSKophHoE8VJRo7EmZJ1153kn3GQoiGguDH8yhA3gZkhiU9pJMunfxcWVXHVTblU+tS0jJDWr+MKnPq2MNlR"
    "XIxnY9yvcJkOMrj27/47kK//CqcQBs3XN5q+w8UmcmOwBlP8Hc7Tf645jIuyvy5fy6VKIqQX+SrKkzWMq9k4EAnpt4DYznW1atzd"
    "5gejmog5qxYKk8WeIlhVLS5Bvkc6cet5ZCtdq7g3wn2ay/N7DEvSM2PSsJSZnm8iniz2+SK0vD7PaRG7pymPRBnUaeMT9wcpLknD"
    "rtwlNwLrvAUJu3x5utiOIO1AV1L7o3so1xJExY1/GYBopCruATzB+tTlzNoCZ2iMv5uOB6oUnjxgFwDzNUzNln1eTsSPCA1ttxh5"
    "oOFHUb3AoomdthWqT0MLxJzMgcJcsiMO1OdF2fXZ6dHPoOYN78mhecNHlwsdybQ1iAT2dngUwDesoU+VlrV0dfaXG2KsTeaUvhKI"
    "Cq7OJqD6h7QpYI3bvgf/L2KY2/hn2DkYlbZdA/uy/flBPlEZMQms0PT9JG0nrvMb/cwLoU56LMIDj0O62YAbrOIFkk0FXCHuOPtw"
    "qOBk6Cu5sEL4+Z2zgJl7XpxUEnyi8q7G4f2zQIoPLzk3tqJ6JOMktv5Pn+empaufUAEDBAUR97sANgc8RpiKDl/dhepk4de0xJlb"
    "HUmXt3beqn8Zwcg07f4d21h9aagFqh087OoFpZDuBCnG6TKePDILhZ5jwL4jWKDkTTnQBqn4YhdA/mAEeelQu8B9STUET0V4qvIV"
    "LwF46B86vQqYm1lDF+Cy+ci1aGcLW6j9fu8PgRz9Pg7UFS314zid44o5bu4JMI7mOw415QzrvvBQL/O7UapS3Uy85BehjN9lXJ8q"
    "anGB4ic1hHmxVWz+zK+xataYlSEe1lgWdwc6SNreO1/mkLOKhi7tMmYgCdpfuwMQarrefvhdlRX5A0iCEu8nZwW+3nLruBAHTQcy"
    "mmSpTpDdVKgoWFIcQh3OUGsmqFq3hgU2hSzLSeF9DBmlGcl13/DHJRNS6WYh7S/8ubtrfkPKn2F3JSZ7A4ZR2srto4SPzEEdAY7D"
    "zNDhQZaSp730Y/CPxfGykd4y+tZKlkflDcmarwZvUGMVGYY713dji2/jy948wuC7P+ubKlXru4MJ4zYDOoK0Ui/V3CcMFpijCeNd"
    "fOYGBRIMQW8Nh2+p2uF8i8MuLROCqyq4QH3/0lYzErar17fvIfOK3Iw92f3+F82Pz63vdcExTAAxNb6tHKzJUWeBVkR1nbzTPyiJ"
    "JWquNKOzHgPCaOxMXh0+Zm5BMLTnIA/n9oGySAFo4HCbyu7XGdAdhuCDMon25/9Bx3U5/yBLdThja+LtkdaEd8hotge59gjXVmiw"
    "Xe8X/kOq/ro1TwMuAchr7LdXf7sNosC/va3Q/w7LcLlM1+rvw35Pf+7x3Kq/a/XX4uLJCF2j6R/6uFNTiC/ficRmUIlokSR+8YMe"
    "R1yc2GeAi3SZMAtSd0LWWzKyAbKFO12e3hdEbW4D8SQi0RJQRm3onuNu3OeWAT6ntw6/NUGnouUh2KZ/uDsdBC829MBFKA7D/P35"
    "W22N/TooIdIwQ1UaeojVoGjfVlMKQw4GPs254W+jkLkQtxvLTSf1cmV2Glw5bkyufl2CJcJwLc7B12HRmmHwJvwbaiJYE6m46Qhn"
    "mdyry5tagpQNADih2PdxyrlqC0p5Y56TUs80YKeL0ghegEmXSYTSGKynVDT/GG+aC/IP/lplAeC+OyFnjgHmLT4gLjOT/BDqp/b/"
    "vDsgxkYEfCCfR5uhI4PVFtbiRagW0KdWNoI0ggJycwA0JDMnntcNC2USrRoGS5UbrW9+bucZjWZS3D+JWIT5ITFDBeGy9hOLUXtr"
    "7Wej/AY9E7isTVyaDScfZt467BFY0XT/Pc/mCiTvaqI6etmdpY+pjhOx5lpUQ++ILvgUHFojm7Qk5dUtgYjiLVebYvEGJA+gj3Q+"
    "rm2mpIkv6QwX1RP4bciX5Xncgs4sZUrcR3RSnLP+JsQVUCfd2TER4Ltltwzp25y0N+hd4is0smg+8tT2kA+6z+HPr1Y8l1Up5XCN"
    "T451AWwEmAF4LI52bIYJ/nKjeUFAk63fOr3mV+YCsjSOgrbOvT4DjHp5nr4HwVgYALFVATDMtSkJJc+coBAjgvKkEwe+CHPfLE/b"
    "okFPjQDZBoFQJwyARfOEKnClpHVNq3T4biYAPNQtKG0uz+QZFyxgcz/JV4V1xwxWqoJWnP29r0AKKLdXHTuE711hpgg+rxeqfHyA"
    "DwOM8vngjZbP8REcR4L7klsYbIciM5uv6zMH8E/bWRGo2Al6/DyDvp8xsc5ux9jgpT+9l5SvZAEtbNyjV+UoLXsAL7n1E21KuwLu"
    "16eOgVP4qvGbLDGK4+QxqbGkP0/SZMgH8hJ9FuiGpZFOKbgnE0AO54sGvvCwkO6nmC//n/D4hE6JCO6GuP6OeQMp1j0+Dvc4Heie"
    "Hnkqa7NyDS+A/54QjZ1gna8vgHQSMkLjMcyDiWt5NQ1fz4GF9E8ovwdAH+QOGjmK8ymoMMjzZ2S8lpCx7+GnAFjAK4eRdaEj5S1C"
    "XNkBYvFwo0QbCoVZeJviVnDaClcK/co0QfzU4m4c4M7IuwCzmAlyUToSeVJMWmko+IuluDzcLS/bs8QzFBoi5/4VqNxhisu+vgk0"
    "n/yL6GdIQJeuASD7qBbr3LcyitLDOL28JEkIXUCFE4wN3cBdUecTFQ/1QTrfiPV94JsnKyOuSBSkMkV9Togqx0VgrqMXfhfApKLP"
    "cH4SAJg1VpSA2FaPPVqIsknPOcRLsFbYh985oLSkHgfAqrj/Oq6ET5rOXL1YQLywy/XMpHvDnCZd4WbArCdwyqcqrhP0oTT8T+lr"
    "EE9D9F8hXQY+LMRmYsao9BeATYb35vAacBLNvLEIRciPxDBzjrRprcTZduF7np3ZdaDelvHEcjR+fx0guswLtwXcV6oAebR7o14r"
    "gKxL2q/HSKm1n9UPX+9ug4+XUVaUWg9bgCgWH1aIn+ZsnfBHHFyiFgJ8f3bqzyuCHSfrcBoHAPlJ1dCNFb5ze4NGrQ3R0qAPM8eI"
    "BAW/h6+NwhSoGkiAeaXmprHks+0IUHR6wNjYWdH6yIvbx92TCUFx3CJ8XMGrPUIPCdugjlKhMV8fElSX+jWpkCR6kK7sKpEc9HPv"
    "I0Xt+UXl4tjmM9l442DLOtR0sIjv5SMLkuIZwPNv281Saw0DA51GZR8tterRZo/YFG7ebIO1Z5v2WGcPacXDt0nqgeNDm3VfbCx6"
    "8YeZWKO5KMJl6JtMys+O2euTDHHFFecbz12emG45ygDPWhkiIgRAmGUWmJIEP15l6zWxEoAVXtnWNHeiI817Qk963MgyYPt1U7J6"
    "J9QfeLc3z4TAkcwE0BUPYRSDoQm3eCDY+E2Ys+6E5mGzQD6e3+8wiESQJ4FpvvfAh3dswJ1XQUn1g24dOXctVjfFwPYnt6v8Wgt5"
    "dXF/oFP8mKGwPJkTc6o86MfI53fy8reCRZctrr8ywKb/Lkx5bevbAv+ulkaObBZV4l+XrAJQQzBA52Sg84j2utvTu/EGPN6H/QwI"
    "FAsNcqLpNhDAklHN+ohD+oSgGU5jlsR0HlFgetc0qQsM4kX4XX/egBgCTtBjWU0TsBpuSIWUT5LcAs+xamF9oi/5MP8S6Q8jq4Cz"
    "kqgjkOIRXONoBTAdygTEcwoAQkcDMKqhKJ/zqFiZnfIBbYOHeAKUq2KiSdgAcAbHTTy4QB8hGsU+yxgHGcY631hrpGZwoY4+wEh5"
    "Gih3cRlw8eMelR+IC/+sTWKf13AaNRTTDVzfcAlSNBjHLnxSDSwfKfg4huHIj19qYmguFDTIg6xF++BuhKM9jpLbcxD0g2JZs+Hk"
    "x34P819VcsO6qbFfuw1XLKRpQBVOTQ0nQOJYlYwTTyVcMxUkvCt2LDiwnYtXJvxBQqm7F4IPYV34znHHtVjuB8cXZw9DiSYDWSZT"
    "EMBnceDMNGckz/c17WvDXaL5HJKb+7fCTsYpdwwsB6LI5u6yIA+4wvM/PsTrb6WmnRrkYx8SzfgIQpk9ezp1cS3daaGIkDNChG0+"
    "DGF/buCy+sXwrpJ5fnNVTPYFDMTJarttrle/1h7DvC3lxULHBACVSfVeQGzzBDxsl6AAF7XhiTthdeMMeKfIKC6CxgG/PW4SySGw"
    "TZ31K8RY/D/e3gO8juJ6Hz7XBgzC9Gqq6TUECDV0SGiBhAChg5AtWb5YsmRdybJNCCFA6CQEEnrvxfTeqwHjgnvvlmX1Xm8533ve"
    "md17ZXz1f348PJ/suzs7uzs75czpcwYIN33fM0vhQtN0yimkPaeVzvUR6ALrfvqGrQFb51nu8dV3yWtae5TGTRlJ5yHlqWI6uyAj"
    "TQIWDFWYGwDwOhkZ0eyKo+OiGffNkTO3zJswM7JL+eDonL6oM/MRarbCSM8Z+R7BEAwLyn5STnlp+mLd6maU7xym0q4wOX7jQHey"
    "O9FSGzBMelNH5TjLKFd6uaM9UsLCrQvLPKRwMyt3wgMYZ+4rEMvHhMkvRelOlHMnfhUShHMn8yfzDQoiU8ZMnVjuT7zkgVg1Frhd"
    "xEyraN44pnDCZLZfHzV8jpvhBeYaYjBbUDDKDlZEoZNI/YawOX02hvUXMSYK0Uau7vcnFljk96wN1/0HCXunaAQPbk8dppwmO7/C"
    "GF0w5TbPLDvUV8XAleAH4YR9TDRYYNuhO9VoRhrvDAcBCeqJfI/VLelD+zEdqBvsgrrRmFNEuVPwimvD6PxyrneOuZ4Y7fy2g4Tz"
    "eQ6u+uwvGCsAxBWMsV+uq/QYv+A2QL4uomCYH2My6p4s4kCM8asikbKF/IyyHEQIDhNB6e4impEOX/Yhhd0ujDnhZozD2NkZOzOG"
    "VxxIn4yFSdcjZc6/NuZMh4b5cpwGwukfAg7LXblNMpg2M4Lx8sF1vj9luM/leOYo0z/QpzNuZ2S7s4MDnnPLo/59XOQNd4ppf+kf"
    "do0Y68horCC84CrG8CJcGhlmeT4w2D/en3PDxMiCovzwIppOuqH0KwJinLjlaegtzwx4jUvDd+XRco5MuZ9HPPOuz68odUfLG8ut"
    "rXjmdAcHGSsssl+ubeFqZ7/QEUnbkdCdcoMzQwVzdXQlCjCaZZtg5A4P7pujamFhWYELzpoOHh3c9wJOn6tcGxiX4b3Sg0uz7XGz"
    "XlMaelOOkTp/P+hjXI/Msx9EP6em4jGW40It8JhbkR/z/INdGhEvKfcg7908/dlLXLxij1rCleVy/aMWIiJaFiS9fOWvzBuGSXMD"
    "DRKZS9LTmRk6yTBvrEu6jwZ1KHXHXL85rrvwknMM4GRtj9p42tG9FAUWGMlfxup5J7rh6GypsZEl7IMS2koYhAOHCoPOkSWVPATK"
    "lEC7up485+XrPRF439HXEn7Q9nu1o70KDGpgOdKoHg757l6Fh17zcLLDMDObW2K48WTu7Gd4FBg4Wpg3zGodLaSehefRvI66E32S"
    "/DlcV4lrI87RQltY4E6Z98JLVxNeV1ggHZe2YWcixrO/NEkhz32TSDda6FbiIUHXBpxB+8ba2UR2nIscPrZzOU9lJXaq4IFGS9Mk"
    "xGzsosVR8qTRYl5QYuCJHkgVBFNeU7uHZPkoO1b4+AixqPsS4w25U24mXmVOuXuQhiyihChLneAObscSlyznqWQET+gEfGtUtJSH"
    "UDjNKyuuCLLAUUbTseSZl5bZufGc5ZmBmWf2+ii3YWVs1Hj7UZDlJCuygHY8ZrBzvCT6tPbZFcsoIq60o1tJGHObKloEUcs3ALfl"
    "NzaHGCLGYmDmBIEwmbDOsU1gYkUVNmR2DGIX8MKcMPE2bhXn2s9Rao5/MZGQHa2QYuIXi8/jerS40H54vnS400nalS2Uzw1gnKag"
    "WHHUftaq4nGAv9EW2tN2E8sJthQLE6g+wMcUZ3YIwjLl+LBb7mSrgfreCD0++17a4nWXE9wJSKy7MHSZLmiEOzjmy1ptF0GAtdA/"
    "wXItGLmdGXA9NBQECfuWGQy8BTZWYsNEb1IOp32v3J8yHGV8Rib6dDkZjjK2++b4HLqPe4OBtw3Q1unT+SXDKzyT6jKo5PJprjRz"
    "6TAEcGA3iJVYtMEYBoUh/XiMQQQtrywwzfM64G9rde0wyh1znZ+ZpXksY74pgd3J1FfAqkTYIFvkxErzKke7Y+hf4q7o3MikTSY7"
    "BzokBjtNy3aU1Z3QYnlOJWAp57lJAMelCyPvW+DOI6LDw4TvBnfFL1pqfI5b6GrHCvqEBSmze2ek6XJSmrH/FTL6vx+L9r1vOqWf"
    "FOozAxe7PveKCk2qNlKYmRuuKnJTMePWesrId9FiXIQ6N5sz75blAfj7rFNaz/3MXQd/ejcjVHe2m95hL+t9bzlYz33TfIEq/7Ti"
    "hL1cxu73G7Su7362Zru77K58J0Ws736s1PaiM129ia8Z9wvyCqn+Kh3VJ9uFXF43Z51Aypm3GUbPNgDKG04a9pNbtibJwjeaCri0"
    "v/uxPEPpP7lf7LYlMmPv+m6Oyx02AlOf6tb13zd7FtcUru9+dHS29yuK/fiFaKTvTbccIDOXdDYfcmNRqVMMZ950amAL6ZuZW0HH"
    "E++54lbl2f2C4QREN8HNYbSAW3XbLhhkdTMyM7Gw+YM6Zo7RDniMuRNlgRJW2KainVHOGO7I604MIRmDCFpgkFY2zBjvsuH2c6E1"
    "kPBa0bLhTlOQHy12YFkWKzEwzrNFMc6GRw/GmCF/s0nETPREcYZiYyPRqFiR/dCg3OE0/fHCIu461Zi/ctQgZnLR+HXTueGSfWTa"
    "w5xAHkF63UCsKEgU53AnslynCmLSC7xMe7GDm5XlDssdnmvrh/0lnTljrL1VHy3ykUPwkl9H5VOBaO6vOA7lTnbnKb1/u9vthEen"
    "KXeLYnjMNJhQqeayA2dpt6xufXm5GYXE7OQ+TD9+U9Hk5xXZugmXLMsPE36DHy6TMjaDB7d/hqXAppbzLRtMLorJsE/7jHRAyjDD"
    "c7qhRcVv+sgowT5tJh+X9HYcd1EyIpfmZXfl5dS+xXjrSsAUua31cgKDvz/n+er5cQCY2b6xLknDB1MVrAMfLbegGWUl41y6yPUy"
    "V8JwpzkPJOmdY52BO8fvLcQTowylNeF+A53wlnvYHSuCkwti49I+aW3ItwB5OAGE7WRcBiQ24+rK87205zvB2HOLbu7NKJakOoVd"
    "gosRo9058LfhhQvX4JOl6eU+zOEGu8504Tw1LTfqvmWPUMIrLxk+Mi/mms6RZEwsuqv6tHkEppPBphqZWbFydmwJQ7P3fcAtigjT"
    "/rG0SwAvDQG4JGUZO/uXnC7Dr7QP6Ra9O9x+DM6RnKtvhpk5mIrbde9YPGRy3OveCINOZd7xtj8/DHQgifn9A1yQN1sBE25m5Pdo"
    "Wif8QXCdFrV8zHpvwOsTwj64Ct1l1rkOTE2mcC2qyA/us17e1ugTfb/uauxTfrVMfjonVMsyg5SGKVe7AnfpMC+9Z3hyX2fooHBo"
    "7URLSfrSOCifsLL8hXun1B1zTToZReUfVxggs9RP6LIKC3OR5/YmCS7TN8LVlT/NCYPHpO/4G2G+VaJiGA9AZBASRrL/KojKuV12"
    "rHy8IV17CM9YeHKczV+ZKpUKF6cS5+JocAoTRFwVw7zDtqUYf9b88PwF0Z9LBtnOUOFIDK6oPy53SXeih20Ow26yfJ6DFMvjeYRp"
    "PcKk6Yxtw4VYRT6aVDEix6/3i1UUGnWoKCx0DneximjwbXIRJoNXFHN1dMyIfkUpW1JqalnzNUwnveGqotSJ3O7MEn2KW6nGgmuX"
    "cEIzh7PCWKhyd2bP8mwFjMXMG4vBqsyxEPb4pTfG4ZVzVnIeRm4RBnJHF+UNC4Pw4bqUh1wvWyLpRNRKPw1M04Ij1SKVVPsBX1p/"
    "8URQHocHxhcPs1HiKWZnEszxxYyOirM9YojCHAeCpQ12MbKshJ7uQdq8bC3Ngsdbc3Eoo6Q+HqRvHE8jC4iIg5Tzx8Lw24/L1XDO"
    "J/L2IOF8rzNVUi7Hz1t3McLmZ5lby+6znNzKtEWCdal8f7a4OZYcm+N8fXMAH8PGu6P51zFRXJTjwMbmaLmtebPlnXawEM04jyrg"
    "YTSPdpchtLynlN/QmBYZn/aik7/y/gjuyt62ZbzGLo+N5rldwEaYqdTpr7kUxQ4Zi2fcdTTfn01ZxpQLHcmkX0blgJTHgvLAJag8"
    "r6IMLR2G/yhqWIn9PNnK3ME5FLFzyofjf264LhPpdGge2woGP0e3yvPBRlv9jGzgUEalWTlkBUb6RQ8U2E0Ldm2Oe+Wml7ZFYjyY"
    "Nd/mTrhqLEiEjsmWUcIIqd432LtDu6526b47XKW3O8hyn9KBv0W7kE/bA31urvcNinwuzUCVZcEVw92lk7mBtSgjFL5LlpWHCQsB"
    "G16skw75g8ClpJzdUcZwoXTE4xWjMfoEO9CnQuY0zMkPk65aPl0ymmk+aMlYUZ4dy3PWDevOay7mp8LaXaYdMsq9m3M5fZw51d3W"
    "HGlb2DrX7qkMC1ZGk/vm00C+bqY3Hblsv7ceLzJChqxzHYRxWjc7JJzr3sj8xk+yc8f+5IZXjzKbqkmX9PTd0rYspXwE/heZ3FsO"
    "KX9CTjl6rTBqPzS9EM+NxP+80Xawi+H2cx8psmTASCJZkZ/nPGcsnjt+w4os3gMS0TI7FtvByikoY26MR8wl41VyAo7FEhC9eMx1"
    "y9OQRuVGlvAFc+q3IXXyjV/kHQ1S6QRLshQ5gXQy5OPSWUFpwTlU7bkMt74viIOXsa7AkpXu6D9XUtnHFYw5XtUc5pj/FU72YoX9"
    "8q1fQMDK0efRvNGFQFQ5RqnKrS1mAS6PEvdERzmBhGHi7EALKLk6FyY4jDDHS6dSi/Ei3x0LioCIcwLVd7DgrjjM8lWMFhe4o7sB"
    "scsQZJBymRNKRrvbUVcHMqCYceN5KCyzoUHCefeWR/mWGXwNlzjvyRjTaR86uwr87cptSNAtxX61dLlVoLjUOytZyrvteLNHOXqs"
    "JJf+FLY+w4NGSX7eeDvazVE5vmv6ehrmlvERT3lc5MKynDCQZlqUygjQ4B20XQ4+Z2uqCWLrZASLZEp8gdFYUHSgBsm8sJ01Svrm"
    "+DDgZBIy82kZdfb+9eRnPh8+UOBXjoTXGQGyQqtXOpVGfWGO2yEz49qx/OmMgox0SC/TOd4Q6zfzzR2OWVCynvvML3Z2vczPUQee"
    "vnSUMu1ia1rpjEvr/T57WKbvhd7r6ayM3UnDzJ+0wGes0w0+GZyoc7TdXYPLMmqm7TLK1tqDRSE5KHF8Q8nowvGY+yX2BAGVwOSj"
    "maZTwUrVjECnLkm/ECb7Ll1lVkADkB4+Ms/njoq6F6yEUvvljnJHKjpKc9fjdZmTqQLxfWW7eDurdZ8dvVlGDtXmdrAyfZGsSGkJ"
    "D44doyunD61QUh6weD7HX3kZtm8etdqxnMwQDJbyPWpJF23ZpRn0y3mtuAx8PUj6zav8hcW+8LvkZuxtmHFzJLhK8K155RkrloP7"
    "pRU+RU84lzT1NeuXH/NZeSXBOQ2euCTpHEE+3y7zxwPIS4xzH1YSfMEUxUw4JyUmQ3AuG51HVGd7Vrt90jP2bnYZRSUE3mBj9eEV"
    "xYGSPSNKXvr+TzYNcbcyMAd3Yw9op7si/g6TJDSZm7a7i7EAH4CIj0oY7FlZXhqKJkEq18dnDpF6KQhjKalC+GjGVcBRlZbYAaNR"
    "GuRz2o4xWotXqFB2RsVg2x9eGdpzKd9Grm83lzjvNZx5j7rRzHx3IriUBQWxhmV5tqVFjovB5gKwDbPdCl3S7X9cUuYv/fLZ4CIW"
    "80kzM7tUQPt4Qd2mSzLUg9v/yKwRtkuF20/X3XcCpY/45s5lwdl/xNc9Y4muXYFulzM12ilTCCSZV/7mCFdeX+kxuA69tH+SE6Ir"
    "f6PM18K5H+ZkOCJmpkEhcvr4KGZeZI5qOtOF6R7XN9O5GYVZPhnNaBYVMFS02SFARpaM5o9zCYdpkDKegTvflNuqWhzNQm3GNR7s"
    "ZrSQZMWd0zmuzSZJj7dzObvYThlWW5uSQZju2E9v+03qbIf30p/e5Vu5jCuMuZZxP/yQ96zzV0HkHMcI5FKt526FvEHmFZUAzsdy"
    "nRt+j+D+7zr/WKdIcPcZN8GlAxJWFh3rutN+JRUWHnikraLKvHD9aHnlHgStp8oLS8v9l0bQ3YaMpH+Wkq4TcotH5oVJo+JlFVbf"
    "iiIbE8hkFGl9Yp2dJIPs/CDlCievzzUefqk5rRfMcQ9YyVwwaCPqXQDLY0XRYe5omYAxFEILkLW+fIRd4YbVzfZBcSvD7FhmRxZW"
    "Yc5Y5RVlpluxY7GtLAlTfaIK0ZBUbhIRO9cw89jiXCAsO3uJoBLFmAQ9vjTHgToOxjLYaSxP+Tnpzbos5ejweFPY2TFmR4Zj9ufc"
    "0iBlnTueJonyCS4qAukZwM1ta4l3K4aBw6nIqRg+LqciPwfSwwgco/jvlSnFBaNxN2qZQP7AjRBNx9OWhKFjeECwK7bzVIVDgjiF"
    "IWuRrjCxtDyaeY3OmOAuxoIg+5cspIeZJqjitEtbNueXgvlL7vflesGggGsuLGEyqyXc+hzmFdlmSHYuibmMkrIyfwI58J+0G/mM"
    "N+FSZe5IuySSjCnkH7UlosNdC4Ikujbcs9FSBXlF5SMtL8pNYrmcIqis85XxZ2+sydgwPbiREd8oyAtxjLNcWq7hbZxtGEevs9Ov"
    "28PShKsKm+12cN/F2IIVsN10nKSG1GhT3vlzencDnxFUfJR7iEuE3akgSBhQ2RKxYuYw2IKd8t0TjP5N7a0ryKKCAj0W8qaLilUx"
    "mjFvfA+HEVby+1zQIciCW9rM6HPDcyN98txyBMsq8vDmFo/7b6TXGyHt2K/gToG95n07kSgqAaqoGJ32c8pIh7G/kee9FZBKGzLs"
    "IjAoVFgIetfoDOUcV9/hWOGA007BsgO7sjX2FaNNJe9PuW4/tZwKZJS6GGMVpbZvoD+F3rn+su+aPJ/pHB7dRb4/l/mzz+eQlpp+"
    "wUp2g15qcEbbQEWptxiaftmCWuJnuBQnrpHDGeXYf+f14nB3hce7FW5PDreixIV3ChzZbDW0MfIuBHfGiiDmDjODol/3QnbfTY8g"
    "lY5Xaln5FcXF6SC4lkOJ3RJctu7yIJ946swIUqV9XvBMJ5NmTPXO+cGGwbxhig07k+dlguxuhhrHMsfmuAGOFURLmS427xvblosH"
    "59USpvi1ElfZMorgFdydwo7BckeuGLcDerh4WF5fhBFzT1jhFcT8kA4qytGJ5SNyGO/RDi4cqkuNd2evL3G8WgUxPWoL5AehJzgH"
    "09AWOxeMoy2Xzpbh/QB8/aU95zZf8TlenqgYS68L29vPB8sbm4f/+fgV5Ji12UVU49HgO0h4jil9HWx5EWRYtLuiEcFlNP0ox87E"
    "poxrHz8sI8uhKX/tUhUF7pgb3qsoyEja26O5f/3YPMtyi01wjhLOg4TP4uqb0li0iBWzjHKezbY21iAUAufYguE5LpajPxEZjjVu"
    "0A7MHj2WB7zkJVd3trHM9D/yFwVlOd425U4GICbx5QR8gD+zODxUmGe/vLJhOeAF7ceWRIeDUudYmNESd8Tj0YJKHILN+MZGy8oN"
    "afmzq6BboZ/jJWg7ldvRPWdJzLexo/A/CL3n9mryK7S8ZI27gal4LN4rspDIFqLD7RCQof1npDY75Lpjni3MzHdpz4sxzR60hMUW"
    "yI2Wugvbj44J25aYCe5Ox1SwMQMvvJGAaVpOmPJFjg0L99CekXZb8pFae2cju5kPOaZkPNfO2WXwvjtmFOKSgZlnrDXV/uPHPcl5"
    "zOVuui4ZmrPS0QjcDWoCmDSff/RviTnM44j6lBTZL48acCQqTEXNLQZtNJ1n0Fjwy2NtWlYAICqKRoHJcqeAU8OVDYn3S2PkWEa8"
    "D1ea88p2Rw4SgbtZ4AwV5rsgduGll1Ps2p+sVcEio77rzYNcv2zM2dktk5vy+jkyYjSzzK3IzrTuVwI48bPxclO90pSElbaSObTP"
    "V9rcpQneDq4SXPngTmkFjrvmeXROgMH9mbn2iiViUTsU82AxWq1CRrjDDcvTjvVOT/MTR/sgI1jRUul17Yx7ygjmYQTUdCqXJouM"
    "68I8EChcj7WfDRUaO8ymaSU+mQ9KV4nMgmH2w7vFJZYg34dzMDxImS+G23gPR2KKSuAxR2L9KfBkMpjqk+PXLvTJCxuZGV+s71W4"
    "SQIp7Dq3ykpKfUkuGPo698NtSgO3wmz3g30qg/uOYPqLAKMGnEQQf919ONzVLMgm6asssNC/Bf5M6DCTeWUBv1E2akJBBbLMMFg5"
    "ssA09owxU0kLH47cUK9yZNQgZaRNWhxNKx6cna8JXemc62CQT39LKp/pyMongDH63g9y8xjQxUoI76d3LbEsoEH6qVSORNVHAigg"
    "BFVG88HyVUZHRXkgl1dJMIyOznG2s5zAhFYZ9dS3Mmo/e5Dv4vNptaFd8lUzUdojE/LK8oEGXaLYGMxKPGU5JbkQYyttKMw5lzvP"
    "B0uJiEZdXoG/KuN6EM59d0nLT5AOw4/4jPwwFQ2KCTifAM2bFjJIh/0UftQZs4J0WFoQoxKEoGy882wNfPm8T2l46TwNgygfYQkB"
    "V+ovx/oE/URdMtQSOYYnNA2maUtOwBe5c4BscEGHB0sQSHF2g+8T7gVqUKIgqrxiGGxLuJseRIIUM4vy3dG59Lgk6ROSMau1LUSs"
    "HJMLhDMGmRgwk4goD+WVlobL9dKRQmLuZqCeDNwG/dleCtOG/H2SNN7HZgncoPzZmRZcLI5cv37d37Liiei4FNbBKJNuwgex8Fye"
    "bcrnUgRepn4S7i7Xaybd7cAg3ufK18EMKswv8yf3HY5NmXnyWSElvLIYjzbHLABPZQwjUlmZM8588GI54wLd7jjuCoD5Pw5APQ6D"
    "wYN3/RhXhP959ssdBgxWWMBkaPGxqz5G+XHFeME2FR1XErP1m+NKK+znpK1xuC7H/+H2y83cCcSu094A48bhP8rh2R/8cVzOeDN6"
    "41CEQxkPo3mAUGIRO9ORK8ZDZsQhhl95zvioLbo23y/zeRtfUlQyNsd29h5vG4rawStGJuRFcybY2ZZm2iE/6jhY1zzLieVMGJkz"
    "IVo4Ia8Qp9KcCcVj7MfYXOHHfUba/Gs2/ZwJMbwZOsBPqJBG/acs0Q5t1mpdrY16nLTqMp2hR0pK16hIt6a0Vzu1Xrs0jnOHFkun"
    "tmuDXiKK67X4d4x0ISeJZ0ROlmadrUt1vlbpTLzTqHOkRxfj3iJcrdUE3unVWpRj/15DWSnkJfBmEsfDJI7cBMpK4ikN78R1Xx6T"
    "eDqF81JtQYn/RF6HdutcfRHfWK5v6BTUuwp3ftBH5V18pRH1bNURupc8IlaDdu1ke+6StdqDclpRo+3leZkk10cGykd6jV6L9p+r"
    "L+hnqUXapF/izT1lPt5ow3fsjV60O4m0yNbi/hQlutQgqUVqvv5K/oNya/H+V3h2tV4kG8hnWqP27GD0a1Ltz67cT+RpvTY1E/3Y"
    "pkMGLNVvMRY74o0P0T9z9VktQy+1oEcrpQlf7tIzZJkuUGVfCMvbWrTPX3AnpTuI9a+lrDfbUUozWm/jZa2xf2vRJitjoqzAyHfh"
    "Ko66JnQJxr9Ft5Lv9AF9FOdb0T/v6vcY3aPlTvTS85JA/zajR5MsK4mn69RGabQcKLMxYrMxOmv0CXketV6pczA6o2SSbhNpA2Q0"
    "4Z2VeL4e31uKr7aiX5vZv1baXFzb2B8ndSjB9Zbr6c0kFfaeQUy2GiSQcz5GOY77ScJMgn3Qyd9+KKUTZfSyn5IcEZFUBrwdhBK6"
    "+abd/YNuI5tovlw38LnU6foy4KM9dcGADTHS1+rzaMc8fO07PUCWYrSbcf1JpA5lbCA7iM2AOt/DVwM2ulDqB2jVUTJEXtPJ+uvI"
    "U/oSIDNHl8jFOlQexxvz8HyDDgI0xPH05yixEbNpGO50sfbbSJx160LJrXh6BXrzcrERbUZJf5UGXagRiUgmhGzVB0Ia9G39O+b9"
    "OSipXSehlKVoXTPG3EalnXO0h73RirINIibI67ohnuhhT7pjr97E0WjDe7N0Br+zBnXqYa168bzIwHCWSJ8/K3Ey+2Vf9PRazvlu"
    "wMsC5NiM7gZkxFFHg9AGfKOL49vDcVc8Z62ycnZhDWwmK+661t4oi9nfcfRvu45A+c247kB6F1mthjM6UcsWjFWXFmK0m9CCDsLJ"
    "SrTkj7IRsZ5htE1lU8zdgWK9PYBf6vGQlPTzbG/CofXQbIzSdPRQgu03+JoPvNfZD6boxjtN+r7UoB6drG8z3okz5aA1gD/72lC0"
    "QzXlRzChQZmKOeFKzvad7HfKALOv6mMyEfDYqr+R9+U91OFk5Gd/pwnY6QK0sYO1Qv0k7jHM4bIz2nIperQG2Ph7HYIWtqGF9biK"
    "4qke9FMHe7AavyMBz7Nx1aj7ywKOoWtfQjdGCXtnwIprtaU2Ihx9IjvJKr0AT1UDY30LXNmJHn9DP0BrFuhuwFgtmAEPyjPo1SHA"
    "+68DBnoxyz7B00Z/mtXq1QCoOyJSg7ruj5qMlQ7ixxrUqVVz5Gh5pZ8+uECHRBpACW1+tAHT1+P+u2jbIlLGTp2CGW4p+85y/Oz4"
    "c8Yn+504sGmCdPl1ULxviE/PBg5YrCfI3npx5Bh5TI+VGfqKHoGRXaKnooUN6NU29IFhih9R80b8JgIb7Sfj5EW8VwdM8jj68XFt"
    "lDGyocxCzxlsB7DYyRHvAW75NXpsK3lT7wGFOi1Sre9h3l4HOtujj6P3dyYtT/q5GuBqw7zN2kYcr4SDfFnOWb8pSttJbte3ga+X"
    "Y+4/BfxchVLK5HvdSFwJORlYJBnOg3OYmwrpqKqNvchw4Faby8axtKLMa9Azh0s1vjoVV0v1eMBDla7SPWUaZmwzIKfxZ41PSm+T"
    "FtDY5WhFL/q1mpRmTr+z3vWGAr+nsaI7G1ZuAAZNkbIpn/sSrejtp7TNQJVrMAeMFnSgbcb9zNCH5D7MieW+lzZFj0XIaZ0DPqmh"
    "n9IGY8a6uWywlSAVSOmvpdOPoevtlAaYx/iZNi2QEzFSKc6fDuLrdsBjK6lXM8bD3mzCVUr/RBym/dRgCWDwNHA9LXjXZm0vMOLe"
    "Yhh7CXstTasdvT4aJfyWmDngcdydKuLgJkBSLzFSF96rI3exhXyCslt1cCSOmbtSn9ajgEv+Lbn6tV6Ooo1fa2Ptm8lPGL6owxsX"
    "yNUyQEYAwyzHGC0jf1cN3JHEeGevmwLKenQPSYX3OwB1bnY43iM9SwaB1ljeROCfblI04yLeBOymUIdW9Orn+pbnkC2vGnWLk3dq"
    "6Ic2XohZ5SCs0c9hIdXvIeXu0d1FNRhV1WAu/d/nQjPm1cX4lkkHy8gFGY/+tCwgZCTJTaj+nnC0EeCwB9jS5udFgK4qtGIHnJtQ"
    "xu9lHuplT42WOPnRdmKdhUi1cgRT4NnbPV5RTdfE2r4a/xKk1srxL8L4d5PirAG+/xY930aM1oDR7maNjEedAW7Eatnt+atVhPrB"
    "6LEt5BDe6WHfzcZc68Z5EcoYj7H7GPVr4TstGO0UR6LH3+lA6+1OA+4kf2Hs73g6N5JHMt+1pBr1e1F7yVf1UNL5u3yrZ/rRzVZa"
    "G7BiO+hIB2eJwUU9oLaFPMb/vW7ZIXGx7ANaVKU29m3oc5OpPgHlaCY320jZrJ58WA9oaytpTw9khXeRe6UYX9iCnC7QDcOyAe5M"
    "ZXCWg/yMmwm8GQe3bXzoKnznNpmKWVr3s9pjfOxUYpOkw8sY34X++z+nNIcB96eE4u63E3t1g4duxHFX6eXXEvjGNRgTk8erALsD"
    "icEbCYmvYZ41cX514XpvMYraTrg/FTOjBen+6tat20qvz3N4KOjLbO+0Q6pYASqT5LxoIHStJj+nnMOnSNAS4Xzr4lgaV/0Ne62O"
    "uPmf0sKW1upcQITN4TaMSjVmyCR9TLeUTZBjMvwq/VB2lGL5ADRyJWbjXZDGftn5sxz9eC54VcMFozh3ajAHDO6+16vR25dH6vVh"
    "tPca9PKmcri8oynMtCvAldRwTvdQEot7Dvg7YuNewn43543i/J28TCzWwTtxzSVetVm5DG0+SL7UA8FhdeBrT8qzxOJzUYdRwJcF"
    "ohzLk1Cz5YSDDvRTI+RZ6/duX4rjEpLg/o36r8FXnHR2GnFjAnxwF2fwgCwSmEkph0gDR0y9HLwx54/R2m6OrRLz2rNXgu+3ErqA"
    "TVazXAfJbZ7i9gIe2lCPFGT2RvaSSaM3yGf9QOJrmFc1mKsp4tZuL1Na3/aHXbLxo9m5wZ/DJ/4cqDKZ6BD0jptVbnZtElLXNoxg"
    "Iymu6q3SQ9l6UT/fOUWexsy+WNwYLEO7G9X0NqaNuw98fhNav4xcisFjC3ird/DsStRhtMe+zejdJGmacXM/gBZPUgdZBrurQYVT"
    "nLP3QQb/mpSxGzWqB2W0sfsN+sL4dZMTNiFMmTQTJeRYebXA3Bdi3Gs4ImfLUtLmjeVzjRNHpQi3Rokqgbna+pEkeindd2u3x7Gq"
    "Z4jTuBl2m4Pzdqjp38Qkh3rwh8b1DPJ1T5K/3QD/nIwekex3zsNMqdW7UI5pTI6Xpyi7bYBZnb1uKfB9Sp5ZCe+GC9egR5TcgtHd"
    "lAYjlwKfZzBcp4lQ7ullXyh1pCkPv0lg/+CvCzWx56xFdcQqjk9MgZeayxnu4HaTEFcLNTv2bq/HQKs8JrCvniZxjvkHatgtBbhI"
    "6f1i47UptUa9gJCU9noJyvX4mcRbq3Vz0Nwv1bBGFyXoNl0h94O7flZMWuwiLuvhmCTQB02cJZqhh3CpjfGdn4eV2/RQyBELIM+v"
    "Ah/YjFouA3d4Ke71YBTihOQkax/niK0hJPyA47HitDEdpKOHSqcGMmJCr/Jz3979mJqk7DUYRBqb1vyY1BSRAZL6WRhpQ/npn9Pb"
    "NJJiOB1SL2ttOMpg/gn2bsrjxKTXat3HFmX7zs+58w5a2KKfIudqlP2t1FG3/xGokWGFXt1HktRhJYnzTX5MYkxOkjflEYxKE2bl"
    "csydmZipNcAeKeKbbUHTRTo9DHd6vGfagEY/I5zmai+pozTYRY2twY07niWOM+zU6zFLb5QplCU+x+w7Uo6ROeDlaoGhZ2LG3opZ"
    "WAXq3AGeogYwu8ZD4s6SqVWv40glwFu0QW5Kkl+pxZdqdbi8gLw0XQx+m0g8nMsKDtWNdjfPvyNcz9Uf9QB5XF8xLkZHDlgKTHyj"
    "voZnVd+kxjqgmjanf03a2o2+2p0j3wPKb1B8MmDKIO1GWUv67rioKvb3tphtxtut1LPQNsOiTZRELwQHlvK4PKmW3lSOkh5i1iFi"
    "EuFTWiq/A0Xr0vf0HvAW07VcFuk0/XnSxzMygz1m2sh28uyGF2ay37K9k8CI3C9x6sDcO91Im0a7Cn3ew7b3eGyfIjWL67U6EVi9"
    "jbyXaaBWo60YU3BgCfRwLUsyvUY35TWjSv9Av6wkRDkqE2ePmJWkkVan74DRjNb+CNj5H7DKdmjJVVICSFysZ+qrpAW3g8rbqMyS"
    "q8BjriHO/YeMIY3ZGrByHa6nclxOJRbvJm52eNN48JtQytuQVV/HnOjA9z6VD1HejTIBd3uJZ62+q/H1+chZBvz5HcYxQT4gEWIw"
    "44z/AIzZCkhpJcVbDXhaSdvY02jDajyzCv/W6DRAUgt7tAFYrBtyaX9jWhfCdICX95O2fke7E3zkhuC644T3Js9BrvWWEyfVKSm7"
    "zY19vczwf8eJ2d/Zktiil8/Oxjsm5bXQ9pGdoscBVd3oMaN+bd52tJWsZf9mq3V2bjC7Jtjm8C6UOo2TV5bsemAUeSXT2l8pZotc"
    "pn9BX16HsprBka0CPCoxWjP71fQQZwFWdsMbT+lIOR0QuQMgepbmyW7y1c+apwmOlbP2OP3Ta+DSksQq2Wr9JEb4QfkErT5N3kCd"
    "15qGWJ7RF5GXoOwp5PicPq0XfdKi2a0iG0mzv7M974inmnFA8uaRZYTaekj6bcR+86kNtLk+VPYSy7sUpbegj/aiJqg/6pwNDmrB"
    "rbTwTi+1YyupGf8C+dnpT/Z3fllZ83rdCRj9v7IG9HOpXi5LIPsdIwsBXz2Agan6FLVc3aCoCWDsb+R91OptQGQnZn+c2LOaFoT9"
    "Za009VO3LkqY1n8biBtro8RzUWr2frOnj6Ak18tRStJC1kkMGMzgBLksm5XbylDyAm8CZyX93E54jurX/XIopnNwdR0sgQZ/A3Hy"
    "cjatR38QbzNpMZ8+SVqpjYjrrzCq1d4q52Ra9VzgYeL02M7ykCTtUUj3hez55ei3LkCukgNqJ//bSWzSH6e6FN/aKNJOOahF/0VN"
    "zF7UtH4dytnBO7/z2pbs7TkCmLdKndSWpLdBD2veClmsnVL16lC/3apPSns/PbqLOCtaG3VCcUpga9HHx+ONxwBBW9Hq3Q2a0gOu"
    "ZSFHdzWe+ETaKF91kM6uRL+094vjm4F7P8XcN41nHZ5vAzU9T8ye9jtp9/p4J89VeRmpw0OHu7e/t4MYfm7058NIsWqpD1RvDfx5"
    "Osj/O0e8ADJsI2nwPMBkDeZjqy7ErK1FP7TTYpACvR/k8azRGtB0mUqoMR7N7Jxm/6iBrPc6dc91wKoKHvto6jLtmZdlNvr9StTx"
    "QObVg45bD/1IihVIfmlN/G70U+jftivSl48Vb0W4W6ZTb+24JHeuI0/1qJ6qU4CVuoFtzhbD/veBEn0D7LMI0t5iXS6T2Qd30Wvn"
    "E+SNAS9uM+1BSpLduiU4qgRl8zm6t2wrQ9APPfTF6KB+4k/AIu34xv/wxYvwnt2bp+NQ46slTok36Wtrffkkax8jvvpleYorwTNX"
    "YX6aJrKJ+pcuUBvjKGv1XMi2Brd/levx1Ifg3V7GcxPVvCDeR6oZGOZTUKavIdV/r7dB/kiBE+v0EOy075egrBpyH5PpeZIKNRjX"
    "SyMtBT3gvxfSWt5BLnCt3iDz9HbwnL+0ReCX7Lfsd6bofpjj1dQ23iWHyiHogVXozefQtwvIhTkau4THB8RoWHY5uD+N8yyM3AJy"
    "HwvZ6xcBXo+XA39WH9js3Zr6UGfj6CTFSAGmG2m9b0CLbpPV1KOdJdMwK+vQErOo2qj+W+rIEfagTjsDS7brM3qt2KxvIwXsoAUj"
    "gdr9nL5u1gbSphT51AZQEaXm5hjA3nGoUyvn7Vp9U5po2ZkEvlT1v/qumh3TvAyacbdav9EPIyu1ADSom9Jhkh5ChnNXgNNyuqrA"
    "NpnUCazJY7iv/Vgvf1ktaPZ3GvRgSNaH4q0vZQG9v46Sa0Bb2nWkPoLWbyJXYwyuBP9xmrypE4FtZgC73I+Ru9hjl/nELn8hRf8S"
    "+KmDHE0VZv0IGQZuaxLw8B/E5l8HZXEljUkCo3dQr7mSWsjllPFaKKd26R1i43uylmLcm/Ul1O5MSClHynLdNfIhMIb5NTboapZz"
    "C0bHbH1H4FyF5/8Den4RxvY+aaEmrhbt+BxYohG45Q1Ie+bzVAUOZAn66gvU/jlA4qeQ7PaUNlpPPtXP5Ql5BzVaBRy8ubxA/tDq"
    "VIWyuvQVqdfPMPqbSCd5BuPaTM40e8I3Ohdfbkfpy2hX2xZfOVeM410B6tOOL6r3qmvHDPuLdFNLaBiviZJCMHIHhXq9FK0c28vl"
    "0sy+SZEeOmniQv+MaTId7EzTgfQBOh0jYpqAp6j/tVEy2da8Q5d5Sc9KKJV2D6vmgzgQvTwDqZ3EfHvaUM81GE2jrsPF+dksIDdv"
    "smGrnizmUzodtRkPrsa8b+rwXZvP16BVt0Hy7yQPNId+oCa3LwYeP9T79jmtYSKcrV396v1/WTz6Jep9PmCvTS+QH9CWBrRwNcZu"
    "pPz/RReyS4e/bEt/Tmn9WXl6PCfsrBhOy9sDDOdsWr2a5oO29nA8xOO0NPVJQfox+8kq3SwyCfNiHjBhK/6ZzH4+MMxXmENz9DzZ"
    "WZwPSye5GrN9/TzL0DzQjXpQwwR9DldT4uklj34FeA+zhSeoMWonr7JQR4nNzOc15SWvJDhNpSbBPGmza8yy1+AeUO4OzoU6fN3e"
    "Ng3HDeB5/inXoD9msz5xQKBRjI/Q/v50XP8vfnR9OlVry0XogepQAuvmWNZrdk51MmSsWmKHDvIXS6lLNJk4u0zbH2U6WFz5gc07"
    "he/YeS168k3g1lrdLzJWZ2oVsNAUbU8dJg/KV9pIW7fpHKvpzbtUvwU+/mX9NhopITSyTs5umwDO7tW4rod5YiuNF2vzetk5eiN1"
    "LKZPr5UTfmFM0Yq+6CFPcpiYlfdFel7OZp2zzdPs3rU3gYL18ulOwG6rvoNRXKj/le/6saNnH+1v9G2M1ySkL5JTZHfU9SpZpacA"
    "vxqvb/5sZtldJa2EG1s3MAkwvJq03iSf80DNXwJkHAW5533wtnPphZyg3to8qyHjiPnj99C6HgX1qNWn9DrZCeNzJLj4l7Q/DHsi"
    "uUU3D9ZwTJMZNjP3tOv7nXxuKpQCA93tVt62tal8gnqYbcs0yyfh2zWg3c2UOuu8pc+k0kvFPGz2xBg09FPr7F5uPwdCvgeNv0qc"
    "Z3g7e6sd3MkC+na0e6kg4X1Ae8jFmnVzFs5NxHHdhJFuyNvVoOLZeYou8BSdnMG7SspDi0nchjVrKHsmgLli6JU1SNVghEeipFPR"
    "YkfXXKnOO2FAP3eyazSzQ/xKfRISwEQxHcBa8JrVwKXz6SNoTzeSw0/RM8LkxrW0J2Rfk5Ldp/EYagj/hJIWAE+PBd94nnwuswHr"
    "aw1zAa5NillDLX4tnopLgjYSK2MBvnU7cPluyFtMP8akt0UkSX0S6FfTlR8sNf36rU/ETDLLVRG+vpZSSxU40uWY33fTj2Ah6jYJ"
    "3/4E+VtEfgB2bdd7xHmldaJHupDvpKeGfub2FGCFqfqaTpPt5VJ5CNB+BtreqhvpB/qevg6KOgd88kWo02SM+SrU6iJJ+4Utx7gE"
    "9S4Ejx3nGDvNUoStagJeWwm5wa3V6YZM1a1/h5xxKGqwI/iDoWJel4sxVy7GXCmKvIn2mD5oAnFLIWZ0F3V0JgkORXk2m+aHVsUI"
    "NTFp67j9jSQE7cCZspS0x7RvCz2NV/D5gz3ddN6SidCGs0VosUhm0AT1/j2RPlqgOcA7p+Db9+pb6JkXIW/M1MiAr8FPVAFvPC0H"
    "QMLtwpg0YH6cAzhdrC9gFFfR0zJOPrhTbxazKZgs+a4eGzkWfb2PvINefEaLAEGf6454N/vI7R8pAq19UcvQtsMxjoeiHt9oS+Qx"
    "/QJ0Yz5w7dN6CaDxNfSB2RVypY5+bg3EYM3UwPbooyj7I9kHHNIUzP/n0N/fAco/1TMwLlX6D5kM/HwARuQSvQEyzRWYDQ+jPrdq"
    "VaQ+4rwgdpXAFr2ZBNqZaeRxGoiPzJumEK04X2ycuzEmjfRx6OEsb6bvbo8+LBfL8bIUX39YzM96Ji0FsyCtbSiHAdtORM0vkbMi"
    "U7UcNfoI5VwDXNvLWZeg/tWg7zhKHaNATT7U39C214K+mQn59DRqIWoogybwjSRGrJuQ0UuMYfP3PVx3Ajub7+n+Yr6TR0o+vj3d"
    "Y49e+rBd6aGlmtKZeex1Qfa7CtC7GqWvhcRzPWq+EljjNt0+8hxaUk/9weGACNNPzaMU1sxv19J7qF6vJtXoBvS0QAa7HNB1BLDm"
    "GfpvOQYjGNMCQrNbr2e+PNvSX8O42WMwh6ZRU5RCb7UBboyPmmL9gzbu5TH5AeJWuNSyhQk9UV/VGzbYQ/Pkfj1Ih+nVeif4538C"
    "8kxCnS2GQWrIwc4gnWmi9T+lW1JroRne6SmuVmlBW+7ijDLd9nT6YZm38e6oTS0grwEjugy1+gOgap6ehv6ajd5ahlpeiTGfjTl/"
    "aWRT4Ndv0QPDuQarlhL3kZSFzfpoa6SyW8d6SPVS5M8MAncU8+aeRT3kxrIbVyL00qfIVr3sI85r53xx0s1lOH+sKz2vuqqfO8YP"
    "mn9isWwW6aaPxiLUbY4+iC+/rjWcVV3kuZKUAL7SnSPZbQWqj4DzvR50YA1mSCXK+94s/6TQz+ltYnbZWnBzi/VrlLWNbCl7yyT9"
    "UBYSM9ZwNi/niM6jfsvxNmZT7qQcI2Irp5bpHmIeD261VkDx1hCeVmFMzELVTXvIgeDEbdxrPU502O5e6mtuJv5rIr/wuuZgLo8F"
    "rbhbjgQuSMgjurv+O5Ikhk2Q27iYtU95iSu7v3L2d0YDeu7H6Ca4FnVvORdQFAf92AHfvltqiUO2lnr6gJvmtwXv3g2erJ36nc3k"
    "V7IhcOvmgOuLAIUdGMfjwQ+ZZ8SFYnJZudjqsUVqdOgH/ZSW8G2RaqK2cQ59Ld/A889TtjKNWy1q9g95kPRnMVc+irdU9Hhf5YTH"
    "akps0UPe0DioK6WBuDKJkTRs9S5XXQwU07RM8567HeyNq4hDG/lUTT91cxSxh56+ZlE6SnqJHw4VZ8u0tZ0j6LHSRo/+TvA75+mP"
    "coEcLnfp56Dpb+hRkW/1IfTKNModPaCcEz2n1Mb6HE3rcg0xVRXyLhPD5vnovXpAfaE8rnPlRzUP/ld1Fxku5tf4LPDww2I26IvE"
    "Vp0uovbuK9Q+yX7LZlGbg3GZT4vBLpyvDYCxwXKSvKZfAkq79BbpZjtrKItdKIZh56IWPZgnPeTDlrF+KygVZfdU6gL2SdBvyvru"
    "SHErZ2qA576h7moeeTXH0SdBcRq9RT3FtSKXSTXXO3cDmqx/1/j1Lkdz5C8kd2lrKlvQq/MAg6uB2z7F6D8NLmsbfKtRVqTeANWe"
    "BHpWrW/KdVoKLPa83qM7RuZSyngNuL+KOrnV6IsWtNA0kXPRNyfIfeSgqgDfA+RsYLHDMV+m6CYYPwVcHRD5LziBZ8FDPCZGo/PA"
    "RRw6YBt5EvR7CmS4p/RReUJWpmah5A/Q8qPEvDzfRbsr8PZHoAD7RlKUiszWH9jyI7If/S9bqX03bNSI+neRd3Kacedf5+jC4ZRF"
    "1fsPrgB0LyDHtr+UgHe8TJrIfzRrdh/A7FLB8eh7N5aHSJxr3MwCbZ6rbwJzXClmfVikQ0B939LV8hLgcE9Khs7jpYBcxUrWrV63"
    "EicDq/cubaJWwKTwU0IOb+OMlTruuI9OlkrQrr3F9N8zQZer9Ar5GFjcKN9atDRXnC9PB2HV9eYO4nwNOzFLEn7NbL63nQec/+A+"
    "K65nY9Y4nNhDjyknve0MyLhOzmcPO3y0J/iceurOHuHKJbPpGh44SAxHdGCM20lFk95rOME6VQFuW1nf7eh1FSftcPU5Xrpoj+mm"
    "9b9bNbQRO7qxv2SfwYWgEYfLm/jyRPD728gZmBUvoWa5kY3kRElS1xARW9/sLPAmlT8qOYDxHwEp5oN1OGTcRToMWKiDHoCzaVmI"
    "y7ugeE+Qg/43zpfInyLbyev6PmSUxwDVH0JKOU0egIT2W1IY03nuICkPkUupB/yOPdDC8djM20TP4dNTuP7LOLJzaDVtICXMpc9+"
    "wOEEI7UTvUoNWj7V1Z4n7yC+TDIKw9v9SO+Po40zAX8nypGAIfOhWA1JbqTM0kjkYPlIbwOligHb3aQNMh8SxIZ4Ontfm0xzujhc"
    "2EDacxigo5f52dZNZZd2q7lG2uDna+J7s/lM1mmRKToLdK6LXLqLAmDyyxLqAmbTDm26g3z0VQtaZxxnD55wK/pXqlvlYCt7TqMe"
    "2nwOiqWWddiElpLAVtjZT0uzx7R4nl9voR6zg2vZTSPzJfjmP+nb5JZaAYttWiE3YQzMxn479fFuLg/23McGXD1vdO0qaSFPFGe9"
    "u+lxkerXQyUFfvVRqfaWvQT1d0v5zg4yQbrUec30Uvdm8/dbrk04xfMM3aTxbswS9Ezdj5rwEzBHjMbYetezQV/bqJEWuV+aKM/P"
    "4VzvYb+ZletyGag3ySdynO4kQyDFPwg8877EOVrNHOs4OYUycfp1144Wjs9utFcOFOdF31enHKwGd1TzM31Z5xKX/Etqab17FWP2"
    "LUagUJ8EPTGuuZq69Y6I+e10EA6sfW69rvXxGV6K6YJs1sJV/W7Vaoqtd94pbd5DZ1P5vThPnBQhdAow7r90t8gkUOh5+qJsJo+C"
    "ivxZniHv2oP6WdmPc91UPVfCWmk3Ug5RljqRcsJW4mR769EfiP17gcOd/bSauov5jI0Rpz3xTXERGhL0abbaHsr+qPHyhlstENOi"
    "VKN+MuBCvVdLI3dHCgFV20Oaug0w1w5pdA5km/3kWD1eLwLnNQ/w2JVKUKtWSi6kSd3a5jil5QQ95v7B9d1m9U95f6UGtGUKZKsT"
    "I/MBmc8DBr9DPX9Az00AfnsP82SXAcMhr58NzPkNRsu424meMz4B7bwX0lu9Ps64JCbPvQmM95nOB189U28FznkNWOddjOXzKP17"
    "bSZXPQaUZHtwK9vKhdJM+edkSXrv2gGUv9q4AqUH39qT0WxmobQ6lLSauGI+sPO3qOE2sjlXJZ4FyDZddUwsnkWKtG6ouNWQdmX+"
    "UwZ3GwHu28GBdVO/urkYRRrCVXcz8Lx950fI5+47K0E956nprFaSqztPDFPMoaR1Aj3esr+T/U6PXi7OWpPAlzu4UqKacqnZD38A"
    "NVqLWb2YURfeQM1upHTnaHAnaadpI++UZmoj59HuNY+09hNI5aeLeX+9I9OpHYlRj9HFtcY9nFs9hLgpkBMWAaOYnNcI7rITdTN+"
    "8B5pDz2/eqkJTgDb91Ju6qDfSBu+vAPxu8nPqxhlZ7WeytUDI0E7PwDm6NC/RYr1Dunx1CDuPa/39fqNbnz/CnC476HEMyCnfokZ"
    "dIJ8AZgbFPo9D5T06uqNiEUWgIZUg96IjKeE2gpcXKPmU7AdKNRu4FWXor3zAYvlYlLwC/jidHKSnSi5gasRV+sxaOvlcoyYn/71"
    "sqOch3n9OEblOLxfgLy3KQk0yi2A6LV47ztqjCwmy2foVYcztpalnFGdxJdv4LkkJbI/EgO0hDgiSQ2j4T9HR0yrYzot8045i14p"
    "Ca4y7gGcrKL3Yxxzeu9+OKHseorXMXbfRG6DrHS8HAy+5l+pnSDttKeOTO1nLRKVf+k5+owcIAewP3fAeC2XLxklqBrQupO8A9xZ"
    "j5GZAtpQSD4uyXlqcPoV1/r2AiYfgUxvmoh67aSPXBP9p1eiX2+LvKY7RW7U8cAXa1KbRIpklPxJp6XM++50WnBW4tlazEujXwuA"
    "Y5aG67LaQ73vjn7UDUeZFjdF7aTBgNPF2bOGPyZhHtboiIh5Opp32EJw5VsBLiLSQB31Ys6IVrx7i5j37fU6S6/C/KoHnnwZtTgf"
    "M61CGuVe0Jw9wHlb7I3Z4DX+C9iZj7rOJj0VT0m6CD/K+dBB2HMxdhq5incisVUd5sRf5UIJ6GISeGgp3n4PT87DTB+HL5fpYnkT"
    "9GVjyZfn9CuM4eGYFTV481SxtVBT8ZWDxcr6AVDq/EhNUtqK68X28x4Pa+nxYq3uIo4fTB+M4+VaeQMl3Ii38+hXcpncQX+Ub1h/"
    "B1XmzbWpBFYqB1UfgIInKIU2kZ53swV7Y8wOlFvAV76W+pMUieGf49GmLSLbRm7Vv4utwpsE3mMGevtK9OAkyOVDIHEu4mwf7TUE"
    "KcoAB/w/osUo5maS42uc8jxqsxYBKqfrIdLm4zqp57vdqlzV7CtcVqSu0H+g3inM7jP1Enz1gkhP5HU9mBpO8bHITIo0PrGQ3jz5"
    "GPd28kNrkN/AtQurdQLq9bZcIS5GQzPXs7cSfu8DDD2Msd+dHgCT9UPwHbNI2xq1XHaRxzDu+bKvnKy54LyrpEIvivwICSSOmTKb"
    "3OMSPL2QkLQU/fOQrEnNkKtAOWcALz2DmfOpbKbFkZOQn+A4m5RxCHUxxnNYHY8Tt5qvW59l9Cfnz7aAnO83eikk+UMwg3aQ+2QK"
    "sNfDnBUW7aWD3jd1gLAGRhxZDQxyLmWcpJfNT2BvV3NlifNg2w5Q+y6gbhk45LOAWRrRb+8CSltDj45JpE9/p37TsGAHRsA0fq3e"
    "EmzxY54AVbB5+YJugxo9Dq5lOEbp1cj1oB8jwV/uDggySr4laP1UvQ2yzULNkZsxW98DlAySV+mdNQ3Y6nv5i/wNuGqkZI+2dG7k"
    "7/i+/RuEltaQwt6IMajyXGoghR3gV9c475SZoPOXi61yWo5xWsk29+jv5NdesnYrvhI+tk2KOqEOagxE0v7R9v3dwW10qON/U6FP"
    "dRe544Hg2Q8mLj0HUkAVarZSP8JsuBJz2dYXztRXuLa2h5bRWs4B8xo0jPIyNTR/BEd2CeanzZxJerKsod77eZTViJFrQo1bMT7z"
    "Me8agNHXUs+9Cted6Ndq4PoP9S3006N48079Aj2bBH7ackBbajFjOpjnbCOp/r6giihPmmhnnoQ6/QHvrkXPT5FjQePvASf2ikVO"
    "Q+O2lbtRr68x+96R7SJmz98FPMFzkIxN+t8k8j3gNoGrqRjdy0FF38M3PtR/0/NnKmbeTYDDNajjk94H3UXnaqaW7Av60C0ifxz3"
    "XF03SkkRM3eCfy4FZ3+/PKmDwAdsGflMH5KoVuhQlGf4oYmzPuFjkdxNOT4vch9m6GWar4fqDXqi3g3o2HGDDXVrLYu0p+abB4tc"
    "LUfqUXquWaQj72NmmPXyUGCxo+RjWuvnoe27YG6/ih57HK3ZXl4khjDtUq7cLObZuByj1MXYRdVaiXabz8KR8inGc4keK40+Ltn2"
    "wEwHkhft7teXbRZq8C2OhnEGYY79mX6IhjWbMZI2+2YQLzTTK8CstYb9fyUmKVb5SGxd3k+0F/OrnVJpEvTQ1hAMQQmrSF2/ZCw0"
    "41XvAgVP+hXda4CZ5oKn76YMuBC8knGPScrSpqEbLiaXtpI36kDft0AWgQyDUu4gDU9w/XGSdKKDFHRO6kf0dL5uF/kAc69LD5fL"
    "MJLmf/mMFgOTvUyPgNfAKV6N/FPkdnBlX+CplejzL4FxFkPCvijyjQ4Hn/I5WtzgPcs2pTbRvvgHSqjZ+arsd+6SPcEdWoyGyzGS"
    "d8njmLfXAqqvV+M547SRvEM/idukl1FQDhQnFTp/+A3kN768tdQgtamLtnmP2BrI2eoswp0c/3ZviTtR3GqepKdu5oM9xOuWOkNP"
    "P6VULBL4/h4vcR8TUWlrbKePRNzHUGwn/XDaUyv1cFEfozPuYwwYbTtINhazhi2FzNUKfraT/mbZdarZ75TK0QP+KDE1HHSzJlOP"
    "y36gRBNB0Qeg9D9EdsNs21Eu0gdls8iH4Cpf1hHAf18N2EsvAA+2DBA3NDIGmKNc9sfsuwQl/xZ4KEV6YrHuPscYrNQV1DP16jW0"
    "5XQyPmYnNdsXAUa7fFzCJh9Rx3B2rY6FVOWiOnbh/VXUuVdxFpiGfTogKCZjxawazYxns4xR4h7XIZFawr99v4W40dZ2mi3uBHFc"
    "fjc5nJ287rPVrwpRv0LNeay6WC+3AtNMpJ/67yFfXS5TgFk+Qx2fh9z2EPrnIEhnU0EZzkaP7UP8+50G9lGjUXvQapgERjG7jMnP"
    "g6TJR4bqJsUzT+nHIBdNps3ULJTVwD5XRyxy3kpixEP0j/qx3AZJaApA6y60MK6vRf6Xmge+xWSkRlqC9pAmroIwjZf5W6/WcYyK"
    "2UsrdRw9OlMtwup2EkQ7MDp/hDhd4DL6E/VqsDqqm/Z6FwXgA1rlHoSEcX1kjQ4GBzALPMpdwI/ztBJ48Q/yP30aPO9OMobWtj9o"
    "bsT5Lic8XTA4P8jLCsv0DuoNE9RmLKF8slz/EqliVIVe779jfJPTBhnU3wGZ060xbeQ8cNFp2xmbo4pRuxJeXrW/c2lHnwps38D1"
    "XPZmtV8H/ZnXPxnuGCpp/Xuj1+Vk67cOLfLRYgaJ2UydPn4lajAQFN5ZfN2q46RuQ0uQ+bjWYnY3QtqpopZyV7Ric1lOP5dCrU/N"
    "1JPkkMhSvQa4+Y/6DXiQxZK9pSsAc2b/+0CvjHQC01n0mK/Q/9+iNgfKo7IZ9e7zUdbHsgfx/qsoZY5vdSdnWzd1twtRo4GSkGJZ"
    "ABp+e8Rm94TUnrIqNTX1L89buvVtnd57szcjnt767mR6S7oe3dRzaUeDg1gkJ6K+8/RdKQa/0EJebS21WQ4/XscIRUrcN51zfwIo"
    "SS2/ZrN9IOOhmq5pBST/Tl3GNWE9pB5jQAnXYs6Z3noCJUqT4ZvZ77V+RXJm7TL/uilHDMXM/ZKRMm1t4W/leUieH6Eeq+hLOB2c"
    "ay8gYin4qf0js7VdXgGftVjrxSS/Vbj/I2RFi6f4I7DyRvKgmH5qJu59glKqITteBkwdo3bZIqD9CJ5tCeH6D5ivV4NfHhz5H6jG"
    "fZhPSyHj5urWwCxz+vW7tb81nid2/b8PKeNFkNSHykPkadbojaDAy1C/Fq7xtL8B6/FwrQNXadKDxUr6FnRkK/ThAPBLFnV6Gr4/"
    "xsvVCc7nWu8vtQ/10BJ61gZyX3Yqo+BsFXJQk/cjb2W8gV70/HnisIRIl5/x1qpZXsK5VlZ4Xr4LM7rXR7up1yvo+2qU4VyM1xrG"
    "ZWymJWwt8bthnT+JW9v7K0bYyV6DUYz614qx6CX8WEThFZhFNTow8tDAa/RO4L6FepyWQLJZAUx3rI7W5bIk8rS+rn/HeJXpvegR"
    "i615hz6AUV/K8synwyIzTxMXn2s+o8a5VSeLaMVYIN3EhCswBu9idk7Fm38EfZkJeJ8M3BDVM71+z/3tJ4FHt3FK5iGeYEvaSc9W"
    "e2+uTuqOnWaghXFh/yG2ktC8cLLPhVm4u5csBOS+AY6jVs2vt1ueBRz8Ubr9PE14qa0XfZyDnrjD1yawKBn2/Q/hdq1+Sv1LArx3"
    "J20YcYzRHwHZRcBMGkp/NZ6jMb5nOvjZCRiLw+VE4KMGGS7fye9kQeoYqaVNwSI0tYMXt7UcW8hSRhbOfmcvSVsu1cdXiTDP4g3u"
    "KI2EHeNqzYJ2FTC0RWeuB3zMIfxWg0/fEJz4Su+1mc0bNXtkBONE2uhf36Z/wzPbSzd9r06UA+UGyNcLMN+Ok3NxLtT/6HOREfKq"
    "GAx3cZW6rcUyv4Y4I86uYU930qZsK1lcBLhOb5dw2qIGTwGvEhdRpVODSMBd4MZnsVzToa2ATL8t5Qfns1XPJ1KaS/2Ns2RG6EV0"
    "mKeP9bxfrWu9LTxC/+oezvkfgHXrgTU3ityhFkv2ALSqE2WVynzMhB59Ce0bjJGphDS2GtLQfH0A0sE/5WtpkXxgzlv1LN0xsiJy"
    "OujVO3qfFtEPPsmIXTbXPyY8PUq9+ha02B1MbnZrwOrm6KEfaCWO6w2Y19/Q27AXnFAvaWYvPeuWkPN3HPSlEqyPTqKeS0A3omjX"
    "AsiCEyN3goJ8CFq1u9d0LvW+VIeEXEIKmGQmLRqNwE/1oMTXQK6uAr48Sc6TImCNZ3HnTUrsJgnM0/0h3c6T14DP8wCXk3W8HhE5"
    "Cdzld8AV96nJz8sBtx+hHiPlSqlAn+0rj+Dpr3WFfJ4y3+EDgEcvkIdkD31Rr5Tx/UTXr9cRgMdy9MX7xJBd1Fx1kbvt8bPResTg"
    "4EC0pULeIK7bn9HvksBgHeRWu8ijnU7c1EZKa/z2DcS8n4CaTwNFXI6xvQwwtQD4+ThwwLnyOm0GgWVxUwmiRA3l3gGTvQ+SUf4c"
    "emEcB/i8BJzTHbKvrAJcmBbRtPjT6dX8sXzP+F63yZeEahcVssHH6270/GOcmtUOSGg9bG0NV3mn/XMDm6OjUknaV4y+bCXm0ZVk"
    "XKu79Xv0wDPyNTjhHkag7IC0U4Te/D17yjDTr7zn5O7AID3UT6jX9+6K0QlWetbxW/P1ebxfDCy2CDRqDmB/c8D2Isz4b4Hfv9Jn"
    "xbDMR4wc9ipat1hL5G1InrmpJpmUWqH3yTzZCaP5V7N19buq7GxJemtND7GDs2SsMJ8i1DDCFXmrAT916M8jgB0eob9Do48lkaDe"
    "IkHbXZyxWGtp92ilN8PfxMW7XeUxfzzE/saznSyGN57U1YxFcQWgujl1rT6rB+ngyH5y+oD5mJMN9EU/Vk6Wd+i5aDqK/SJ/l27S"
    "ZovcPJ301yLRno75upccCelhMHjYkTIO3y0FD4tZQUgfjF5wtegN1+2nCDGXiouZsRHl7S5ivAT9bqaSp5nPiKamE30G+MJsD5tG"
    "XsZT6GXglIulRDcD1D+CuTAadX4M/xrpMzp4wAxglgbMnxbMhU8wo8dIHflTk1EvpgQVNX/EyFPU1q3lusLNZTJqMVWXEDtbPU8X"
    "ZzepZqtN5jdfQJMGTpZeyqjfa6+PRJHXjzWp02sGElxXdrQcSM47Rft0IDHH2QNGiW5mrIjPME+/RU+b9/1AKZPndYuIRRM7kT68"
    "/4XkMA/y/j8tbgC4jxrQhlvXE8Ey4Bkn60WRt/VhsbUmE1Hr+eAUHqDn0wDa2q5BezaRHD6/hnos43Lv4ZrXuJeWjG95lxBkOxrE"
    "vW+FzfNBMoL+2tO4AsDpPzaXWsa370IrbsX8PAo45lhIwLWYPSZrHg6a9yRm1H9lMtq7gLbnZdSkmc/iPMDjat2NtvWEX4Xu4qNW"
    "M46d46wToQXf1ggsYxTCezCyt+sO8mfwd2sjb+l/QaPuxVf+jZHeUo7HV03iupDjVw1ZyPaCuAStvstDwSti+PNiUMavtdbvl5Hy"
    "8X2cN9fRpNyf6g6RFvBLl+nJ+g/9LJKHGfVJ6oTILHCNl4qbn0lvmUx5++RyvVMeYHwbk54WonffobeNyasG8b8LPYN2l16/8rc/"
    "njwPvH+dl+1WMt6K0wz06Oee008xAsyF3tvvaBkme+mVOl4S1O+8AE6qTL6hvLEDcMuDgKhfgbJNxry6DnKV7QgwMNKkgYzQ6L2A"
    "LQ6MrQWr0zPFPB5XQhoyLcBEUACL9G6anvGYh2YxHCvvA1dMxIg+LOP1gshe8gxm9bZ4fhpG/05Gq26nZOg0dFtxTbrhmeP9zhwr"
    "yHclqHHopJ9XG2DV/C7qwe0+IraycztQnL9jzizWMnlbZ6P3DscI7kRM57zGjFaeINX05TGNbhXqPkhuYByfTmDYD6lfNm33U+id"
    "Tei/al/9kjT0YK7Gs1L2JOTsJklKLB0aA6e/FrNoM8iJfwPWm4pyezC3ckJ66iSrwN/+AFlOz7GkX+PWhXa+QmrUBLgRjvZcjv1g"
    "+s84Wb079EpO0jOih9Q9BSmlgVTyWLFabsiIN0kf2boT45grn0AqbSBleRMtnA5eZQe5hX1p1vEd0AcJb0ftJoQY9p1HPXadzCPv"
    "ajHcm+nHM4NjPUYMvhdxRVMd+ng5ufBGRsqZp09wvcIS7hxxrDiLmoscPNf72iSAuz+XafJKxNZ0v5Aq07dT50e+Bgf5NGSuszEj"
    "Xqc2+0paNp8Rs2zOJcXLLn2Yh4mbqRtRN3cgNYBdfKcRnPAEHaOtqXf1RymIgJNNbROx+XMcRm5T9MZV8j74u/HAWBsCM81PlUgr"
    "fR1tPb5FRp9Gue9l1P4/GkHOoWKW5v9EjgBe+6tU6JLU85Lytmjj+88Wi3BomMni5k7S96UctLBAFkSORB8eC95guf4Zv+xeBp+A"
    "fq3Wc/UtSMGXar5+AVlmjLwODrJDR0mrxyop+u62qNvvKLv1MgcQ0MDYqn8BhLbQS7mG/hbZvUT3ZiTWFlqAG9V5DB3B2PFxzpNf"
    "AxMtA9e5K7ik50Ez5qF/jgd+vx00pV3/hvbNALV4DfTpRf1I/jPgYYvaBQnjapkEin0paNA+chOw8zVyi7gIvB30sWnjPhO1/M4j"
    "aGkNx3g26ngJoNuk81U6NHIF6j6NmsdJwNM3AN5O0wsG3AMIintc7bCJzYR/kb6eMjAOLuc6fRV4Yj7O36KstakfB2xByuNm2XaS"
    "8KtDlwBDdegZjPXe4S3ocQ32Ukrp0aQMXT5mv+u3bu1ASVcBRhsZFXYR6Ms8ULY2tLwLPXQY/XSSYcQt9WuZU5j3Lq5GShfScm62"
    "o6ncCentAYtS34HWTAaNmQTp6h2Ul6sbDLhWtwppfDL0cXb8x/foZed1NUWqqUHoQWkmk07zfk0p9GKC9Y9rVJaApxgqiXDsnbde"
    "N+ncKn2KWO4czMwG7ltQg/KK5SB5oZ8IjgtJXbYkJuqij/IQOUU6aJnpps5rS895W90Hkht6RcxTLsmRb6TXXII221fMbqXvAb+u"
    "oI68jfBex/gWKcYjdBFDO7mi00q8GlBzF56zlWffUGb5Qb6RzyG3fgTu/lpwkhbZYmf5DFzq1XqwFkIGugFYwDRAPcQmTi6fxFVl"
    "wPDi9P+11P0sYWzNiWK65bfVcYHjqI9oZ180UsPQ1I8PYPY7e4KPSpLzctDRTPrT4zVe1t6DwTetpjdkkl+Okzo5T9Quz6F0ACcl"
    "wDU+BE5oij6nFzCC+kGRjzBnn4ucCaycnado9TrilNfa/YaxIW1uZF8D1Qia9p6+KCavHAaacQNo4GTA8MtcWZygBaiDa1j35Squ"
    "V2S6nhG5nLxUF6N1NlLPMo2xWVYA2pvAr3VybfsFwFz1tF22sjeSXK3qooKf4SmXRf02z+Hl9Lhr41qTNkhqdf57zgvla3CBPeRh"
    "W8EHvC2j5Dq9RWpTN+pfInFwRfO0N/U/+QAc3TxQxQZg2RZI4hdGbO3sVB0LONoaPMJLwGnvgff+Ws3P3SDpuwGvYX47e1MuKZaN"
    "6GT8zJv7WDGJ7C7ZShZRCmjlfh+zMVfOAqZ6E1cG8yXSzV6yHrSYmNZfA1D3g4EZR0oHrQed1DSej5J3lSFi0S0mmF+GPAdcfakW"
    "RLLruOqo2XIrPc8XW3/diq++DZgwqmHeGiPQ26X4zhaYxQ/Q38xiE50HbG4eErsBi8wHdd8GnPMp6BXn823fucj7GbZTa5vkKtkt"
    "pMffMcr8IrmElzHiX9MjaTFGrZqr244Hffgfvv49yj2IvhSl9EoeSs/cdta5hF9zcmNS15LCmpf7EvCnnd4T0NZsmsd1q48ab7Ng"
    "sDT5OLROb3AqZNG/AM8t12FymTwBDBVjvNu1+gSkg0qpifwZMsNLupWWRraTM8FVnqJfSmDJivtoKmXi/OfeBe05l75NNX4ngWbq"
    "dFyU5n2knTq9VIjnk977bj7kVA3XyyW5Ota0vSapmqbxUbHrg8XmwKmM7zSLq5oa9Q1ZQqudi7i3BDxWB7U6xsNtTooXB+6wmX+U"
    "zS3GVHPrdu8VsymapeRHvUT/DYl5COB7Pkr57cDLgRkGQXqZDExYBdw3hXvN1KP8alv3iHG4TKb6/St6iVWXYXb0MhLYdN8n42n7"
    "mQiZdRlXDJjkYZzZiYCVHq6gtBFZCa5gIWXobsgsCa74iftY7E72/VR/BZ5nEkp+xfxP8UwuevVQWYWWrmKPpcilNKiTCPPpBRRE"
    "R3s81BpFeXwGNThQXgbGn0Y/08sxc8+Tz8GXNQE+G6kHqELfLQb/2UWvn8V9dpjaKCPyrRISFXxdOdcyNJCCtpNHMA7B/J12karU"
    "n7jjWxWg40Rplk91GKDke1rE3uX6wDPke0D8byKrwN3ModZ2CeOpLQAP3wSp63Zx+4Z2EDMnuMZqGfW790kr/Tw6iClbMSJPidtz"
    "0PxdTF+xhHqYt/R3cnBkPj22T5BFXEN4lHTTX2Slvg5IMHv1Mu+rYuulbwBMtUJ2S9BauphSRgNlox5qIPeTfeVo7ip1MfjPe7m2"
    "8Cb02UxQ1lr9K6D0a3qPOruGRXY8UeLe+8e0bH/yOi6DxF25bsTuTP1ZdwZRF+AsxZuSXq0hdVLw1Q9G1kb2wUz5F/pggt6C+b2j"
    "PA8eU+kvs7ck/foFF5XaxSoayIhmccreCcCN08A0UG5pUPNdN4nmErmbfdWoVZLd+pL9jkVHWaabRToZL3GGHoSxNJ58Osq8URyf"
    "YHboOGmFUY93+O3NKYcltJx4xvbB7ACeUMr4treM+pVLLk5Pot91Rh3+zn0ym9JzCrPNIgeajJzy2lD7ty93J8m0CUfWiZspkK3n"
    "QZo4R2x1wTt6vT6mpsmv04+lldYr6+fB5Iau5Eod81q+Ro8kfetE+20F4Legm28Bg7ZK0q/9T3GVbC8waYo0fBU4ikhkR5kPfmI5"
    "cP2/8O2/Avc9Ddm6AbNpMmDc9uw7SCya7W7guE+XFwCXb8n54nRq+4jpohsA0+bh93P8arLf2Uvmc91/B/0I2jHX3E6JJv38XsxP"
    "3zDVpZLHNfNNjCZnEd4i4JnrQRktHsMSQPQToG8L5BPQpFp5Y8DZwM3jGfH5JX04dRqjvnQSgxp3+J3ehpL3pe5hkR8fJwF0aHpf"
    "IsO8m8lfZQt8eYZ+y8gWXZRAWugT1ehj+8Y5ypdIipxVtX4iN0OeWCC2Y+pszPVZ+iw4xxI1nt+tUa4j3flCdmY0nGl6v84ER78y"
    "Zav5yiJ36q8iE9Ar/9PDaJE1DcWz9JldS66mHHyV6WJPlV6uTuugR4fRqzsgPa7R7DbxXsYN/l4vFLcCyriZc7iOeDKg4W1gpBvQ"
    "m6+ijK91kjyEtp4U+S+o5VzujwgMCbneYj0+jRp9oS/Jy8B29ZBN1xJDxWmpngh4NA/UreRV/Q96ZQb3m70H/MgLXCsUWDCcZ1/C"
    "r0ZNgRa2cifYpJcO3ZoVm1cbSMrb3B0/3cZ3DqFfSzfacpfsKLYy3XS7tWoRr3PEaGAv2lLPdUvWwgrwh92QTH7EE8+g3VtHBnM1"
    "8ZuAu9l6kuwnUyQu1wBqGiWX0cZ2k4PwledlTGo15TS3A/VdoOQuckct8dtQORCY/T94YrL8LfVtameZG/kU0Frnve0TmOPt1OHE"
    "yZ0E+yMaH/Q7b+VvJuZZi1pN1xV4+jvWupkRI6oYabOduuAe9GINWhln2bOpKRd53e/92gv+JIjA3kYJaxDK30zc3rsXiNstexlG"
    "5gBpSr2tX0SugvRwaORAYPergBPBU6W6fRzrYAdcw4xHeV1iNn++LeRk9NXxOsbgS/6JL7xHDd1yah4CSTzJSI/GTX4JjHZF8vzI"
    "FnKqnKsPJ/eW8QPvkOF6s14jjwOCTddjXJeN+N8BX1W0KvynH58Ft7vuD4zR1k26264vSD3nxD1SQ/6t1a/KbmPvpnR3uU4Snlds"
    "4e6BCXAeywAzca6c+Y47Q7dSgm2jJ9HmyPktWv0+9+6xOs3EmxZRc5oes96VtqZJOhD4fftIo3wD7PGALEvdC1w+TnP1R+6e5fbt"
    "iXtps5uybxc4y7QfcVxd9Msf6UfcQhzcy12YbPbPAE63eOR/FttdtZCr99u5bqLFR5o5GJBoHsYfAs4PxfzdQz5CTWq4b2sP+TWL"
    "sp+k/6vjIxPc+62dK89tVe9g6oYHiEXxvNNziU7bMJQzswbcXIoaV6dJixOWu/Rv4vaTqQY33cSVCSm/v/NKYvzR9DA+R4LYN6Yx"
    "/5wxPGvQynfogb/I7/7zW+5LvUhfwzvvQNaYpQN0OsovQT3OEfPxmp3aL1JH7HM1V4VcCqx0kLiZ0MhRd5zQbpTLnexdDPp5LzDD"
    "S2LebU9HTKv6Pe3Zz6KOO4FKfAZ6uxSjO0h+E3kAvbgnuOPTudbCxQ40eeplmcN+M9/FA4ATHyattN0N9pMH5EN5h3jjanCsrcAu"
    "Q82XA336MkbrTTlGh6h5OC3GNwcA55vlvgM9/x44znmgaj9Asu1irJZWzupV6AGLqnKz/Fs2lGf1bpmGtx8GDrD90quoVbW//IxY"
    "b096fZbFzP4j8J+tYztMKrmSrgV9+iHGezLgYim+PIV7aZsdcKleELlPW+VU3RT4dBw4igmikhNZiHqP0ZZUAn3/mrb7ncLMv76U"
    "OK+RcGyyZpIYuxYY1tk5DurHpncmpIs5+GYtY8XuCc7D9qPZDTTiBmkLPQ5E8vB19+YPWodn5lKXvBLcxCN4sxXS77Xog/t1HK7f"
    "QM++OOBojMdkpG/S4ojtv3kTRuYz1PB99PRUcuYrwIVfTuhPeA1kGyVK86ZrYhztqbSjGmc4FLPmAq5wSFCyn8xjN6G6icf7xUUh"
    "GYTxWUROoQ38lPPdtDn9spRFpmplao0U6dWRg6Us9ZhePeDD1P2pWrVoT/vJB2JrUetBYRswOm8Bzhu5G027DorUkIKb/sbiUkIO"
    "AeS8he+fCZo2UH6NefCKnhu5VI7FtxvBUS7VJyPVlLOOAg/3IMbWxmNrOVFuEYvTsysgfxig6iBws9d6ricn3LtKNYiaPQvYz3YH"
    "6oZ8vxw93MT1qksxF1UzY425HWXd9VSdN2CQHs812f8GfM5ADY+BDLoXYy8/DPygGdEk1GvMt5OXgCdTfjW4EgO0c2Rulnzg4ZQG"
    "e450AJM6umSrSuegFdb/5uO2g9RSbrJ9berBFS3F7wk9CtKrxXq4CRKpQY3tzLINpQSLi5kknanHDC5AHZbrQ+ibqzAP3sWI7wEu"
    "09axH8RYHBZLTUlP3K7eG9NHpwtvOnrpoGcLcXsM7ALIWswdZ82aZJy2RRWzWK/v6vsY1WZA6TvAOj0Yp8/pXaykmgvJT01F+1sh"
    "z3ZBip8COLpc3kVL75T3wG08D0q+GlD/HOQGoQeHEjo61Pmt1GsMLXxQLUZlqcyDfDcUxxf0gMgkrdTzuAr/r8BFzu/rElnCOM5t"
    "aG0+eMwhwHrzIFVdrP/UMfoVZsOekflia58HivmT3aIPMKbyZF3EuBXD8JV56uL9rPQRNJbQ29eo0AOMrNzkMf0GYjawOGOP9dJ7"
    "1dnL5oPrt/0mzUNiiGyO1LVo6Q/UYpqO615wieo9vxQ4ZmNpoT+5WQBrqbVM+zBvIi4Kr3r7heNqNhK3t+ROfk9o20+skVqIbb03"
    "hnmCFYLnNyp+Cf111vpIAKv9HH4HmPoaeVFWpArAs3+cKtBbBhTp5NThA/bgKphO+l3eSg1SG3UjS/uN29pDaTqlR/h4LkGNE/Rt"
    "62A9twYlch7QCc/9uDI2pY9B0OaEt+fFPTeRInWcz7y3ITF9pkdj/v0ZLb1ZTzEvBo3pj9QAiwS7rjSpRbs3zmc7sdWjazBSz8hZ"
    "YlqdHyH97y4vAtvbeN0gjg91UmY7Vwu3cP/o3dl7G0gyjRZ8m4w6nBDqJHpZTlLX9a/I9ErOtlPL85BP30KddoLEbH4AS3QHcJRH"
    "A1LjjEQ5FHNjGKM+mGy5lzSr035sLEkN4iicLg7fW8TMuXwvAXheBb6g2XuMXi2NHm47AOO/kk7yVgt1Z/kY394PvXs3dxP6EvKz"
    "aRSuENsHeFfZVUxb36VPcqV2I2fWy5jxb9MropmceJeP8DxEPsVbgX5zo3B/aVW378ciWnoGYhz9LgeA3SeIf3r8bogJ3ZQ8ufXl"
    "EVztnz36dPY7PeTqDZNs6v3bbc9r4+dMP1HF1V2XMwqgWcvXoo+flSj6akfZBbijGBySSSIfAouN43q/lLfl9YJCpbz3hFlkvgAO"
    "3ERu0b9EtgIHMwu49zSM/HRIDffRt30VrRIpvzdQPbX//fnh7wV42BhcVhOwxQRgblsH9rFO43rQTozUau+J2sneM37Q4vgbJnxS"
    "7tDhEYu9V8cVk+1+z+1e7m68M+3tSUK47bjzgy4DNrJ9hBcBB3+sJ4OCvocxNd8ci6fiYHUB9/64VUyybuH6eLM/urWJTbTs1XPN"
    "Ugv3IElw/VQd47m08XeOWHvfAA90MrDXB/JffVM+1wLwMxN1T/RYnZ6G/n4fWHk/MR3QApS1PTDvEq783YnrhzoBtXOBNVfoX9F7"
    "Bw+4DSU8CJz/hhZCoroBNV9EmWdbaefu4XW08eyGflyoZcBUV2GWL4C0N1hux3jdg1KPkXL01zI9HJJuLfWmPxBPm07bYnr+jtJS"
    "t98LyXFCO0p3v97Cd0i9l+lNa1aF2RhX20dwFf1BNIxGnPSWg1aPM9Zf2ntyQOQK3SJSj/65O1WuB0emp+7XF+Us1PY77+1oWPE2"
    "1qqe5UzVXPTADLY+yREyn7S95P+j7j2gpaqWrtHahyCoiKiggijmhFkUc8asYBYVs6goRhRzzhEDqHBRwIwooqggIlGy5AwHDnBy"
    "jp13/bPmWt1wv//2eeMyHN97DwcIp7t3771Wrco154nyAXzKGlZbbKKwEGtdT26/rjKOWcOpsi3WME8vw378CTmbSBSabHgbZVyx"
    "4difXYLV+Mzf7Cf8G9ffmVmortARD2BPD9EQ9nKqRQPY0TNZr4lgZ/Px7xR180R1daZ0PcQ09vHexhnjo9X3ThbXp3Afbe8q+uRp"
    "vF2Hqpfkad4O8XeUzy6IbHL9a5dJhPzZZmO7SanHJwy9Tanh2RuivweXaDIs1Ev0Q/gkP0PKWsr1ek1Qz1hwV3H8ZlVqqIauMhFn"
    "j2OB73z7gvplJbtWox75xE05lXp8pTG6iHg6+ZzCsizCUmnghFgDMcxelim+WyvkvFID80IuB5xgx02C8ax99kqJej5sxzqgZECx"
    "9ThE3Lq4fEnc16qV3CEprGGMViPdMedmKc6RhKaR0FxtLp96Iwf6QP08/3/uHDlPzkZUsB5WtwmscDmjzclYi+VE4dnMIubu0eGt"
    "na/XwfLcA325j/QNeunluPot+jcivKjvYbLzcEEGz9QsW/ZOmBrmsdYx/9ScVeEGaO6UR4zdlr2lIrW6mcPRugJWkAvTsGNPwKof"
    "AKkw3qawkXjOKovfcv3jRLyLaKHPJVewayJBn8Gq1c+Ji6WsZ6WHXALNOQPx565kXA3kELkQNiLOiZWUZx522NlHcmbUcDR6sqod"
    "0Xn06b6ANt/Anskq9jylfEbRdnwlP3+UDOdJzcPaLjJkG+jMk4NjpKeOgnf7I3TQek6Y3yBDcFq/1R6w7i9hHf9kpa4vPmt8n3/q"
    "l8E46I56TtPFqaNaiMsKXMDOh2LmgysY/XeEXhrPDu0iWJ6oXiofU/LNEizH08+EBbZK9Wrs1Ttqnv0O0EHv6+v43vdwveMaYdnO"
    "/spkRA5x2q8E8RsbWDe4Q17Hzx8Tiy43whZspD+3DrvfDto8geg5QozLGfj2Iu2FT/WDThhKlPMKPZf5txzs5nViPcevMoY6PHBz"
    "1c3EzWvYFfL0Uj1VFtHu1UHS20NuDO1uDfTxzxL6M5/MMObtT0/U5s2n4m764N22q8OpmwzV26Fcl3sJ6EiJ24xKnc2/vswjHKRx"
    "edy/HCJvJfPMoZZIHXFQbJZxDLu5qhiZ2PSiVQ4fYU2vgezl2dAYjZengDhSUR1CRFCriRsHRxF7L67hCb2a/XSTiasXoaYy2/AL"
    "XvlIUqwPmESfJTfAl+qEiO8gyKZ5u4/LoTJU74f0xZjNDjnH8CTnEqrYYWTMPFXEDSwkEmsUZzVKZF7DyrTY7grsxfliCDQ7wsIb"
    "T9yusg/WsSbT0e7iiySjt21gfXaFRrtfLocdWcNu1BGIGqwXcAH8J/NbJsvNUkbdWwHrlgev7ziPMb0v7tf8iWL4HVdKTSOVyDRu"
    "S4xYr1Geo3qutZtNSXsAJcSJc5HJhTIirIA3tEFG6M1YrxvkRViLLvgmx7RlcxyGgmn113cR+V8p63SGOEwlm+8oZd+Z9fKu4rqk"
    "pyPivvrTEv7scvz/UfhBBfD0avFst0AKrVu9LV4zRrna8EX2cI3WW3V9eIZ+K13kruDu4HScIZP4P8R25m/m7VbDareWaey2thzu"
    "emYOBvP+LggMAbsU/11NXXsPa0IdOCW+lsj4mulzCz338DYS9xyYOcS9dp1w3f0cdVfJY1S9GVXPkBU2YnXnQEbm4fwbakcfMbTF"
    "JfDoluNeCj1HsO1lC57DO6TY11Oz4ZNXw4q9AVlqhpVdQmyfb1lnPVEmMxtTRB+gRNMeUNMgBSl5E2thSGEnBsuga//C2oxFJPeA"
    "ZNfxK6DhT4In/L6eG3SBvvkJevE+SPeVWLNp5PBaqTk5y7Cq1r0yQbuwD2QPOUh2JF9FoZ4mDpsxRp/xZTGWhkCuhc6wjtsq6BbL"
    "vLyqB2hK3sUqDsY3fC3Pwk48K83lYtjx1og1u8ovOjx8Wn6HhXhfXobvuHcQoZ8UR+QRYbdBLeWvhB5KjP1TIT1Ls3e3+7nXGOyc"
    "sSl/jc+1CWyivNBwSNjdvz0saQFnz5swg7o3OZQNfysfe1ii3xDlcTtpI1fj9w3SHudtCa2qdfQcJ65T5U56Sq5j3uLc48jJFbJT"
    "0LTaFH1FVlGDGG7nJn2a9uos+LbqJyqF7KVx5shSPuOQ0mNYMakh0odNfjhUEkPNM97vAkjXCjUmrSX6YzCUGsL8zwU4+45JuwL+"
    "+Bzm866VJ3SodMPKvx/8LuOtcy1cr0tz8pMbiM1p2Nt5nBK33GUP2KgFkJJdeKbMczC85xn8hgh7nYZBh9ZRX5i9LYBEzJMKb03K"
    "4E+YP3C676c6iEiUlj+13pwSbRssIj9YFTubWmC9dxP1vUou1tg2g8x9NlFHYrivqLcQIfu1DMvP6nfHyCXiEJJqKdnf4rsukpj3"
    "DsT7wkt4JmuI6phiFsBQVnuxo7WBHaJR9ul0lrulrZ/nqsVZKac2qWePvXVtGr7msWI5/PsgNbOY/XT16IPpg9Vqf6zfkZxBOQN+"
    "lOXlV7NT5hZExXPw+R/wva9SM5ZCKoqpnSJYT0PstIp8LU5GX2g+q9LcIdaJnP2VzmSuK6QvOQJ2M48VWMte7O9xHwzDaTYrg4aw"
    "kq9VvlvaYUdW0jJ3FtNh7XB//RAJW+VzqtUZ8I0fILqYpPcaOlrwOWRtLbtxv6ME/IVXZnFvbMJ/FOuAJrkfivETtZU6j0Zq3ae5"
    "PtvoGGBc7j5kxBOlvnuXfx8D21gPLWG9Rd8xqm7HOlguJC3BWHtLLNEHPJbo44h3ZkMyq8iJsgl3B4sR2JxgJU/Qen7DoXh3J8T3"
    "JtvF+ow8hG96X6PSCT5VJWKPr/QzfkOSclqHXUyyO864RA8hhrHFQ0cwZrO5sjivWk2dM9xm85m1mqPXyyxEDRtw/o6SI7nzv2sX"
    "MXQQ8z4MbecGuQp3vEIvhPS8B6lerJ/i9xztFjyFs1qsOwc/I/a8HdpiXPCEFoT7srZ6fvizNHiupJjHlLiWjNdWaTYZOwI7ORi+"
    "bTecXMMhM5z+cXjnJMpoufdIk7ontHmr4GvEvoZXtRL6aDm7oarIq/ibvIl3jpVKjztpPA5ruCqGj/oq9iI/3AbPdrH0RZwALx72"
    "ejm+391V8wwPh4t3RE6W7hLzp7qetiBGDen88Api/N1GTIUG7u8fYrGE6eOL5Tt5AT+ZxX/1xM/vQITgapMpfViitIkbPcNULfk+"
    "Sti3XcWOsltw9m9GzPYL+/2XMOINfUflv8gQXOkxttx8i+uO34sepiE6HoJ13BW/FxIPZRU81qn41uc0e4Zpj+AvVmZrsZ555Lav"
    "hfXoo9PgpzR437OOOrOrn2+sYKzkOgJdjuF4z/rQgCd2q7Y7bUo1P7uIn4hkOqJcvl0yWJgFzDFFdIqU8axaHLgf9MJG8qlNtm6C"
    "oJoR6OmQ0ffUau8f4D1N4D+8Iv3lb0QsJ4plXdYR6foTrYNUmccwAnbpJUSil9nkD2zC3VjBE2Dbajmfu87P8ywiZ0IZopid4Ks/"
    "h3t/AjGeoQls4DM94mNmq1rmMR5Isdck21xoPvTiUOIqqEflTUDqI1ypbJ/JzvNgiG2T9DGPZhX3eEqG2Jz9eQqg16+XTb7zOUFM"
    "yTLiCuXpSPz0U/0T37xKDxSb8OgpV8A7jbBz0vov3hT3jGZvFql1bF8aXIHPFHAeaA+5AJHmlcHVtK05cozksxe4gD00e8v+YtXV"
    "9dof/tNUrJPNPH8Lb266DoAX8w3iiL56qt4Ff7+n7BksgcY4Fz5eEfyV+2SAvignyJPwM47SHuFS7MmjukfOQ/TIHGJDPf3F4fTJ"
    "a1WCN4MvEAe3RTT/lfbUG4McOV4Whs1lV8k+YdlJdxE3v/83JP89eUsOZlZyO2Y5k953Nj/kWkqz5ZEuz7GfdseT36NHI9Jfrb3l"
    "0rBPkE+f19WDI9QgXzIGXMeZjAJO1iR0oKxkttKhU5VqE/i0DeysNs93MbuKx9GeXwUPxfphGtghdpzcCp12KDRtR48ZUuVzLbtv"
    "MXG6C/R7PvtRovRp7hHL9dnMegFOz+/Qhf3FbMIzYgj15+DZN/qTe6AYGv9Gv9dHSG+84wycvI7M7NTSDkUz+YqQ+b4opwFymTtL"
    "wW9xUxpPSpzZ2YSOhucWpRYZocP4Suw/vmKW90Gs72juxIHsPFtLJKcUz3qE8ap5lnV49UAxXfAa/a+e+gDiqvOw0+OC52GDrBYb"
    "IhJKsac0/SuJ2LKUJ2sJ1ulMn4OKb1F/Djl9XML+qQRlJcpTWUxZ7k2Eip5i2MMziUF8pywg5r379TAzE3P8vzZhxas9zlkEOxC1"
    "Si375sr15uBHxB/HBOP1ZcjNbpBW4/t9LPhJTwu+189x5qyL2PBDHoMOPlyKw6FBjFWGBo9CkGQ+zqTncURS86CJu8kp0hUeW164"
    "i1wka2DZOrCHpTUjY5vGNyzvLmL5iyM9TlwC65Rk/1I+YoxqMgfYPMVdMlfflr9wWsvgQVVSFpc00tt6ulil9RGZDg1zEX72HOTr"
    "1GBNOAD7l8ygmMa9t3adNLC/MuoR4kPOr9t6v8/5uH0Yg6zgbHARLd0F8rvH/fyYeRjHI/kjvRljJ8tt5Hvyff3H9v9mSWTmV6tp"
    "vxtY10rXiBrofZRmrFKz/4sBPEBsd728iL3dBD+yoywkKpt1qfWXexD5vQudMUhsamYEEb5P1o9wNup8f3DoOU1CeDYV9MOTGa6K"
    "uOdU6yoRrztC+moCP96d9DZ+zWPEv9yBqIP3s5q1nqzJ+8k8eAsx9rkWaBFxCJ4Sm7tKen9rFVagHTus9yVX3BS9BfHnLGiEBkhZ"
    "Ffzler0c+vth6OAj5BL9FpZzmnbHaa/So+QeeFvP4ymzIw19SC93Jb57EnRLF7LGzMG9DYTsDcVP1xH1+y2sSz0i697yDaI4Car0"
    "NNjoe7U1PMar9Tz4Rz+FDzXJD2fjeRp4gqrY017HnEAXWKYCTSNtp7/fuBEtbzswU2svoe6rZ52gBhZpHs9OhNUgx5FUZIgl5Gcp"
    "UseUWMMcXB19xKHQs4shpflE3HhKrM5nuZjp2OWAFQKzvWM9K4p5Mx8Ra+sSOYD4uoWMUrpRp6xiJTnJ6e64n2uL+OxMFCu9iSxq"
    "5huZPR1Iz6IF1ugCIizG4IU7/oOxegp2uZZ1yuynMY2l7+xCW9HMTll8vy9sbwnxHR+FnShCnPE14se/YBNt7r69vM8K35986iuJ"
    "Z9sZcentxEI4W6pZwx3LuuYk2Od0dJvOL0W4Kl/p94jBnoEPHkU0VIJrG7vU47iXn8RwVFoza2b4Dkt5qtexfmOdrkdILJPFEdl2"
    "C3ZBVxs4wGMZu7rSWq1m51iSOD35WL1NzGg3xtLoEOEuh0Q3l5YSkOPYosVjJO4ruAm9Biffop8V1P7V/8Zp+5/Qv5wkNv83xIe4"
    "10Mp6ukUMQzMU7duyeHi5qOWEUH0NDE/YTF7xdxJTbBXz62nRbGL/PMaRl9HnJ4kPf4E+wZXE7ngWnoq83CSV9KO1+t0z7ewF3u3"
    "i9V1nj0vhu8+jr18ufQCjeH9e0jrA4YyEFgOuInPadZn+IgMx7EZzuaNsEe7NOkcFEgf7aAnwRLmyPY+Em8vLm+Yz7U4VpytbitR"
    "X9MK+W0xVv9vzZzbvSXM2N8or2OToqvw3g7BJP1C1sEOms8yV3dqZAcqWV8LWSUZ5DPu9bDRhg1dxrxEbzx3T6lhrLIA52odZcPV"
    "AdIcXZbnSToUcWjGn6lDS3A+jg0M66kY0dbzOlIexUr9Bav8BfzE3+RBPUPLgtVEhEx6lIlSTmT2liNomToHI8Wy5QNgQ+eGb+dc"
    "BUkdpJ3C83R7RCsVrFgb4ugCWL8qfdY6JPUDaM0i3M1anIwCHQXvYQWs2QodQ9wTh89ST1SyQZxWsjndifAEOkh3eOdj1TigFyJi"
    "GidjcHotb7UEP3dntYhV9uXcEbOBuxGDrpS++7d4hjHwReupN13+qpjTt7mUv1WIrrrIMurRJHMBa6GnGnQI7nwKbWk9e7YqyPjl"
    "PMZ6Ykm8rWfJd9ADY2BddpKv8WTfY0/7WW4O+30crNQVYsiYltftKANkd/acJ8l8kfAT30WQgZV4zxK8w8X1q6kzY8zmPSux/8E9"
    "vaWcvIETnYAOssnHd3GvlyJG+gFacBQZThqIxWYVtjJ4p5bhsk6dJ+Qn5qxriaCxCBFXFc7Kd/q7NMCLqvcYOdb1upj9enlc25bU"
    "xKf56lk1pWwjZzLn4LzfAMlbypqITTBfBQv3ggxm11qEGSXz6owl7yyxK7b0NWaTqx7SQFSMBO3IJ/qZtsL9/YEnaRP8Kl9ZX66e"
    "K0NwIiuYX2lPhrAEYoUbia+/MoPJ7XSpy0/uRr9mvA4OZol5TFPDw+VnLQ9HhedgV+8K4BuEn+ur+hA0/+faTibCDyzWdjmfST+s"
    "XzvW7JrgyaxX3WY9m4jVbl/1GMMxxvGOpXg1PZJsr+xLJLUcyMUIMb7TMXivocAeCz82gF57W6xjdiGe+X6s4KFiSHjtEAvVE6nr"
    "Mz9LZ7MV1T5is93ZRRxu9ib4FFW0mq29JVTijzq2sAbvb9Wxt8PwBiwDcw3u6ER2M+dLNfP/jgM4j57IS+wQr6fWSdKnSDMSh/RX"
    "kz5LEuHPqmC324rTD/k45/WIh6OsnC7Csx9MzKjCRjrNDRUzTvS/Dax7m0d+AnZtFXNNrppvsXyUmd2V8FoGSx/oi1qsh6uRb0f2"
    "qTL9FfIWpQapog03P2VPZhKqofc6bWHB0jFRKTX1bHiK7WWQHhgYm0RrmYEduk0Mv/ck6Y4d2QjNMAdXz8XZ+hNPsQynpVfwKdbx"
    "GD0e/+4pw9WYcPPhi62CLMd9Z45jck54bOf6TK3VYYEN4308pI6D01g8KznL3E6GIlLvjnt7FxJZoMW+u3Fv5lmvY+7JOik7ehto"
    "O32WuBxVPe7NMQM9xKxzM3HTDvmMBYsb8RyuD00Gf5Bf5EoZB4ldr3OCt2V8eCux8mppv1w3hPVBHCgONfB1nJi5uO+10MDHkH/6"
    "engWt0otq2NWQf1NK6h5bJ56mNwJHV6p0fDjcDz8q71yarGT38nTujh8S9IIZZaLeULUS20dnqhdBmU49Jr7ZCIw2jocxvrpLHxf"
    "hLnfkDMaF/o9Fmkt6ejX/Xa11r7Mf6tngHJYx7msFzvvaad/856OaKSjw/GqGYZeFzH8jSgR9ZZAh6XrkiH9mtDvVMh4dCrsRRvE"
    "fd/D25wPv2aAnioPIG7+CPL2PqtIhq69H/aiANHYEFjo5nKU2P1Z70o9d6ySz9WAFS9j/7LhpeyKCG5HGalX4IT3wXkZSH2TJCtE"
    "NXPlNXo+7W899WhLMQ6wKHPP5VjLTYief8ad2aR1gtWaKHGI7Hz9gW85Dat5lVyHU1sfTsOOvyOtdAd9g/MnJfTMaqBRDMHnB06R"
    "Pyif07NT+g69qTks6l3CrqctI5Z4JmIxLK9qIsGnPCZLAzz7qK8Z/mceqErmmHP9zHsBcxFDfDXY4um9/KkLVWRzj5Lh9/4toeds"
    "No/zL777ReztUDz9/tIPezNSXof/0g8aqgB29nt4OmPgHX6EZzON8IRUyU3ESzsc52YyvtV4Rc+Arh8kn0JDjdPs3J+FzPEF2LE6"
    "zvwb71kzYixlnwZviqtYb+07+rJ+AM05QYcQrf6ooIws5jHOblmPRwtiiV4q50mCiA8JZgbc05bQ0lY10reRvXPkW71JuwXWyTkF"
    "/sp3WK2rsON99DyxjOlqaolfaS8PljhnZ1yEOR+nIJfxkNXwS/VFaIqNjfY4O+/ncqn1EX7Ud7ENI6ay5c7PCqbi7j+FNfiCk0Vr"
    "OWFVzFpDkmyPxrhhEz2LWcvrQBx0wz90nc+/487PhgfZH+dpiS6FD3yYnCbNZS85WjqzAnCs9NZbdQ/svMWJY3XH4C/W6Vy3VpG6"
    "+pZhU+4hd0hHcTFiFSs+hWRuVM7XHgDvbii0emtpIw9JARmVd5abcT6Nke1Q/Sw4RT6HpzNK+xqKAKxVZ86Wu64TZSbaefTbiusl"
    "nev55UJ6a7Y+b3B+1bBBZsHSnww9cRbWoI5d3NWsga6C71pCzZnIsKzU8nQu1uXioq1aMs9EiBiaZF5/pESIgxWhza9kP4/rTLGz"
    "2FTSPRgJn4l6LNUtvLfpQTl3N5kbwudNvYlYu3fYTj6j1Wkuocdg38wM7uSsDU92untpM+q6YaZN06+IAmdnaSB+NlkM3Wwu/IV6"
    "z9bqJmFDPzdYj5PZ4Dvb4lyvYs9ck81LMw90gtR6rLw62thN5AVM4pxNkblESa3kv+29bma+UE8PCqC/S6mnLFe2hO8oxTkab2hI"
    "jJXjxHfMYy96CbmzmgSWG1jO7gaHtVbNzPtreJ6/M3dd7LEIDJGodVBI2TY8nCnEtKnGvjrkQot3U9SmIfzIJPygBmJ2fMyMNeJY"
    "SK95ZX/h1YMluxfQ2Cv//Qx7du2yNVeLadvgG2i7BnqqlazWXCDGkpP9rl0v3QyPt1VMKbWqyPvSmbXEG2QxPxllzqGQtiNJvr65"
    "RM0pQmRzt7gJ5zMguaUeHcKep57XOp7YRZciWhkCn6ktUfzLoOkmwfu2Snec+aPz2M+QhHdnf46H9vpZsp9GZV7vKNgF5+8YUm45"
    "0eeVyIVWQwx9hG+TvxvIR7ITTvrfkIgJ0FvXiaGKlUOTfIFv6SI7BAthu2dCuwwX69FfCb9sML7rFUjeMUFfMRQ/i5LfxBOUeR6S"
    "/3wa/+8J8of9BLl5E1VY9YjXBa53UX31ryO7ajdPWGxGE9je79K/84lGfCbxGe6MeZuXQ4aj+rJYbe92RJ0X+d4C67dfRrttUtCM"
    "Hp9QAjb/el7+xkkrxLq7nx4qSY+La1FsHyLdGF5ZlKdoc7Z9N3I9//tdJ1nTukrczqa1StznIA1LM+krMvY5hxB9mGTnb7SrtvdW"
    "1u1pdWY2qJa9OLtI0nMflLEHJQJ9NE/vMeb5wBjWiw1Jh9fN853/hYigHH9WGmvOnsg65rtIyO6aBXoZVspW2Dp8slVWLY5IQMKq"
    "mTGt53R1jNyy2fO92U+jdUqdK9UeGcLFjoWMDZLs0mjlsziL4L26qZ2Yn9vaU9Rj84hHJY17Hy5OxlzXn7ibOP4u6yzbBU+0iagn"
    "IW20RY/9WXPJ112DSmLmuErkQmbgXd9LN1YzKtijZrOGSU62x+AtuJ2KZ/ounTTMJTdfhabZ7JKZfsSI7sN6jOueTOPnCRkTriRi"
    "e3oyLY2O79iGY6r/xiVuv6w+/bi4vvAEq6gRes22t1MQnZ0grlM0zNQDbR1W4lxWq3EqWy4rH77OT/jWbrJ5Ek0zVYZ0pteqXWZj"
    "1b9a62Xa7F07RAHPSJJrWUVceDeJlK2SbxHjAVLDfp08roghk/whNeRg3g7xTCozrxL3vc7FePd2Mlwuhu78Qc8mx6d1IFuGYA+c"
    "YZu1C4mSn9Sf8J6VrCaUwO+Glywxb2kLOB3rvBi3ShcxAxP62kg1K57VrIWUsNetaWBdeBt0jt+Vzcylm/FpLH81UUcxh1+gDrey"
    "js9vc50HBmvwapS9aGYtctnH7/Yu/aSxLTBUbL9uYrUjyc7BOt8VEaf0zOfkgvpp+vTEgX3manGdWbX8TNJ/JnslP0GLFYMFMsZi"
    "pe0KM5wATYiekfR9+sdTjlyOoqlENZHxzlr5Najy3WAxfRR2pJoskNa3exk+uTPRa92vGGv3JqcneQ1qv+q2kDZDmngfp9S41Ep1"
    "d04NPSXz4aFcKQ/IGzpIn7KKo1wR/KZlwX74zGd6rB7HLscKTi+n+HSuwhJjdraSqLK5HonJfjKSEWl2XXW3TKaHW4AI7hR46J1l"
    "H8nTX2RVeHJwN2zhYL1Xpusi+VJt8nkGnnEUtMaLOHPbyB+6I+KZCdiRP4M5+p58GV7nucdS0ApFHrPyE+5NFFqmBlLopmVuZ177"
    "D18/j3EWM+6xYqxiZ/lV61/Mpnuzr2g1tI55zG6e53RZTj83yd7o7FwxR4mbsttJjD+njj3S9YxB62ll41ytOHtS4h7l6r/nXrM6"
    "zV6yClLWRKZ55q0+4rgDKthpnaTUFeuNYizOtYxrSvUWSN2uZEB1OrrAsyhZ3q2MWYxa7miUUueq56HPWoa+f7s7+/Iamzb+J18p"
    "0rHwLK3H6G4pZk+JabAv8ez/7PeYRVxGbZrQZyWNTROhFL2oNtVQybkHqxpPNHQbjzm/mYvZ4RI05c8GQedsF8zDmT4fUWM/XYHz"
    "PFd76rvUZC662IZY+uZ9PkC8uKJMX7RhsTsezsNZ78+O5Fmur0vMW+58YwLH3wwv5nAxhtbdJUpey4Fk/60mEu/n+r0Ox31A68Kz"
    "PTkwpsmd4LM9re9RF9QQCayAFURDV7uWHaR1ZKIMqQcrmJt2bM7ljfR+JVnLKKNNchkX50OlPAKGw3fb2cu5/aw1VuQDNfQh885S"
    "0hX39RT8r0Xa30/HGZuMsfe5HWzg6bol5wn9FRH6c/p+OEJ6hFP1ATzzZDydTYt0wZ9V3E3rXfxW5vl40HziCyWVwddq8NimpqmN"
    "aTONmZTweR7dYkZPMznpg8VNMVZ6e+H4Ii2DeTievLsYwkfI76ohH1gt3mG94Us9RmYyM4EqcqDHATcrMAHevvHKVPvvdeidhayS"
    "WQ9Ce+nJrsCYHiK2A/EM8/ImjTHrb+/8EfJ3ZpNvsfenyp+6M/79EDyBL3R62FG+kQpfwVZypZt+nayGhjCdM8YVtAQ2q14IqblB"
    "Fup88s78JwyiCvYbV7M7xyya9QZPZz16qBj67htY/cW4o6vwynz9Ame3s7RDlOPyZ45DxMVtO/gZxQHYtxaQ2guhT1tgB+cz6/KV"
    "fOV9EMcz4nCnjpcoMxKWT5kPCTpaLHtXi2eKwAexycIb5Hh87w/42dEyI/gdZ/BXyNDlernPYDalNLXYwlO0apBZ+PP4rzbiKmER"
    "dWjvTpJzvd9s+vJUVto3eKabBDHNDVFciV+03vuhTb3WSXupDYgLXR9VjhhX+Gg9TF7AmZ6t98jhUsFeHcs3l+gkqWUGuZR1xsfE"
    "6rJt5S28OkO/wmluCav6sdgddWIsvYev2yUY8dVn+ABS9HtsrU8WF5lVUjpjvju9gdMN1/pe48bY1ruJQ+mvR5RYzUg1RsyVrcl6"
    "nCuGPLYSd/+KGAfmdliFlnKp9mB3cz1PlesTzYdWs3roZZKuB1inROC7sI/m3KBp5hWIDAyNsW1gz5SnM5jLvQ+vPikvwX/oLHdC"
    "ok+SObAuH4rxJaX5KG8TVyV2WAKL9X3cxR5ilSCb/viXXoT7GKrSpJWs0DOg1SdjLQxLqkhmwgPcDWsxXvsRo8NWZ7b3JQ0vuY7x"
    "4m0eHaQ3O3Xq6R18A293gQ7WcZDzp3WM/CCz9WBY7k91Oz0yx3DnYqz1Oqxo82+el4/xjNnXOvukbXYPpbH8dbbP1LAa3Y84u6eK"
    "9dvNZYWqBtfoLn1kW6zsUsj3Jt1ePmHFwSZ7rQPqGHLpzvW9okto/c6V8fBV7pMFZDzeHbuzUCfh8yNlc+dlOr5Xn6Esly6GOGl8"
    "x3qojsoxXIP6cAh2OfvqlPu8kPj6n9PlD8oE/HmaZ52s9bnvKPMbmxrJpVUwe+7QmRzT6UoxHfgQ9nwXYj65eLsMPkGDjxB+1Dwi"
    "LBdxas72vRRnf6yWETHNzYQkKPl/8dPDIGMWIRwvz9Ijj1DfFbKbsYH++Wr8vlTUc784LijL0vXEc83jfm2ENv5RxsH+txCbHN1W"
    "jGG6FKd9P3lHD8S+nAht1EWyv2KoD1+JYUJ9qadAW70vfXDvN2lOMEaHINaYQnZGm8BdgpNxu54bfNGIDvlnMT6z7/Z67Qdbdr0Y"
    "utVy3NuJcpIMkEX0oediX35RN1f3JeKVS8Q6D+f7/IhN3m9HJnKLUNfT8mU/JdlfibMDpx77U0XLVKqDxHynifj56YwTD5ZziMqX"
    "x/x0EbkETDsHnH2tJGbBneRiNwyiCXor64Kl5PStgh4zXLWbyE0SYw/WtqxmmIfRhJ7tJr0Skv0HUerKiF95f7CzlJHFO3te+b/P"
    "bKe0F2ymWfWWUkKE4vkeJ2sSduA7WNIv9SNY3wE4C3n6sLwh/bEO54hDbKim5rWu+GOoY8bgp72CT8gsu04NE+gjeAOGwThQ052l"
    "UXrSrhfO+Bmn4V0XyzDypn2AlTlUnpaJ+iGizKHaV0tlB0THP+s6MXTRR+QwrMkgjfv8pemTW8R14sVoNwwN/n5ZS6u4npWDqEeE"
    "TE+Um7Y42uNUhuzmfhHP9wd8kwrmmXeS8bKMnJh9cS9v6Q3agaypbeUuxK43wTO5Hr7QyVKVyTmk+xYj3L+puCubeLRp37XkMX9N"
    "vuE6ZT8L2Rm8UqzkrOJdmxSsoxUfou9wtqvWz6T39x0QpVjLfaUxPqMYnsNZiJT/jtBjHluM+Sm1YS0nQwuJS66s5rkplnrPqncJ"
    "82ApyOwqdhVPRsw0DbpuR7mO82RtZKXPIF6Be+lIzCvLN7j5xUJ1NaGm5BwdyVi4QqeJY9VJQQ+nf0V8nvA8eQJyfwg0wFOwOPtK"
    "WxkImeqCiClCPX6IuI6cItyZY1HJww7EfPeB09+3iOOIqmKeLeGnp+vY4+/+68kuR83IhYsZ9hbHIlTnc3zbZXBnbbcPbhTtoorf"
    "nMIKXc4e4ygjhbmeS6iWPL5mnSOcG6n33UoXMk9e6X1Vd6/KHgbHI9OgA+itRCnj9cziXQDNYBgBuzK27Mr8saE/vMo5pij2x7q1"
    "zxfj110Iyd5bliPemwJ5Nny7+UT0ugD+0EJGsHUe8dPVPhp8Pt+w8ZfgO8Zir7/DO1fgkz2DnzlFVulnirelPTPJOopeUzl9ROud"
    "sxmx58iGV0UrbfUIgUW1U/oB5O1tsenIQk7lhZCg+VtgLh/kszwFRKVRX2k92aO22Ps+JYrhGYy/mshgyGU1ns0s7hKiuRmn5/nB"
    "9foQZDUX9z5ab+aMfNLjJPwKP9ZxOGyCpzpBv7apcTGEvY2IQvrBo7HzM0VayXHSwq9I6KPN9dQtEyGl7WQJI+zFeIphnPVcq6cH"
    "hqOcRzmoZ07JZSTjsO21kJTfKAeVxOhIsVtorlbAdtcQDbqB1SZjingJ/nUhe5b7ye48rSlOe4WcUTOvewnRJWo46+ywhh6SK4nA"
    "/hvizTW6lxwJb62HGJLqfpD1fsQJtN6Wl322IurrqesZ6VTxnouwXnfIBvy2E7OcjKBNxZD3usssnKoyPRPXGanPyGzOI7kJh1Ja"
    "3jgktUEN/6+z/K3HSYyyaDNulpk+jN+6I+uLts7Omzf5uJAa/ShJZaI79Wh9jkMg+ytVRNbfQHa0udRoNbpBaqn/f8PPRlL7lMM7"
    "st1eSd8tD3ZqHaT/NkQCrbGDhhMxG9Iz3VeokuxzbWA+7l6JsFa+gji9McY6NZzlWizF7DPdi7Vnx7RUxPP/ohQQ9+Qk/HQEPreP"
    "9MMdHQFP+z2823gD9yPbXYI6oHumO72IWZCYr+nbJK29spL5GpOONpn+6hj1inJFrcp0phhby6Vyh3QSw5DNs5kHXPM07MCB+Ekp"
    "zu9r0NQTsLfT8e3nwb96So3FYqH8aVNtRKR7QQ7E59vhWn0hebtDO+wDG7xAf5bm2P9Beo8ekfOKXgYP+Fx9WVvC8vaBXhsAr6GY"
    "U9H1tCBH4p5HEq16PJHJ78C1KnCaWgcHYvUn4EluIv61IcsfLeWUnXJqPJtiNVyANZBj44Q3josF7HQcIcYkXkVPugQrcgW7+9w0"
    "US5laCx03S9BkV7Ijg1jTV1D2S3ASvbH+T6L35TgDFodsSYtc/qS7hrksxupghOQc+BxrIRFza7j++tPQSVnWnPkZ84hj9WftCP8"
    "BquaTWIvdh92ndZTLzwojcUlddobeq+E2r+YFaZq7OIi3VNuhQ7pIVfpWrknOF9ulLfx2e+wlgPC9ZCrduyGq2aW2no38rDTjqdl"
    "f/YVqjqE7rivO9ZSU6ZxQJwv1cDV/AN60PTsJtYV9oCM2FRzFzxJlHqq3ue7zHt8ViqIR/qGnEw0w98kj89pWL1zoUGH6MfhvToq"
    "OC64KGd8+Fy4FzTkFKzuNuxXT7BnKOXrmCIJX9GvIdPQXPaiOJYOxw9m9adsrxg/+bv6AnXQfHK7nhMMRXRbCH1wpSzG6t4Fbz2i"
    "3WEf28IfmUH/oJq4aPtD19oZLsUOvsdoL07dt5M8zzuL0q8cq45P+n/+ytkiN202slcGJTcF2VbONO8jD8hf/Em5HisJ4jXXMELI"
    "hlxuSFVz2akeVcdLUul/h5y2jhAvp6mkPDJh0tfIDR8kPT/j2NBdHT77dEu2Vw7SJ3Hi3tabgz0Ql1+hg+VzqQ47BedilZJe925G"
    "6HT1wnJEEpZdeR46ZaaMwMlvJZ/JCv2aXQ7u17aS5lHbhhNV6e/X/2ttV5MnUSQ9EXgc63Y1zPPEfB5/O7LIpD8b36q6zKfwhV6A"
    "Hk5Cay+EJ3mdGAbQp+Qdi/n5L+cLdcF72jAO/z2YF44lGs907LJ135XCJi3FXveW+4iQE+dubmTtYRnnsUP5VK9HbHCI7Ac984Oe"
    "Aj/iRGjYjkEeO7ntJC73eLW7Qec+p8cHJom96H+e4rGRYkTVXgMLuYukmGl5LiyVIbjfVbpAXg66NoJwZqflWEmSL6OUPUR1zAbd"
    "KJsr4JvXfxv6XLlE/1zpo4WzpTMZR8y63YFT+BnnYCLUAl9xdnONDkdsWE284VJdDXlYQW/iKdx/R3JGrGbXgUVPG/RXnLccahtD"
    "UOgCvdyASPAFnMh25JxyNY10j1cUUZuL4aIexznKHuvdrBYirhZQzO7XHrIjVncE9mcNNP0cHQ99OFt/gdUbpdsHs/UT9mxP0oeD"
    "sXjHdPaRhlvMCqeIBezOjuVm24vFOqZdO/jzlcf4oRt5hPP0I/apLIN+a4441uxfChZxIp4lH3q7EueoBazDvbKnBEG6lu0m91y0"
    "43p4U5k9a/CZroslScQpY0MxxH1DSijD3p+D1dsbWmwI4p3yMIInmR/MghezBvcySo8LzlObYL0HUcdP+rqM0m/1Ar1KpiIuGKVf"
    "Ysc+EdfpZf19s9kXXYW/HdnIK9nzByv1B4mywlTBnakiDkE1u3D/+2xEFSxkMdZrNVkwvtRh0CGt4ZNUUmvG4S3anEQEHkEZEdjH"
    "4G/Zr5YgVnIx/eo63x9sMadxAGeLwLJfLTt+Yj41eT28SutpvphIxLNZz8h+tdE+olZOsriK0xpEQdaZbjwug2lT1yH6X0ikrGp4"
    "PNnvYOt6Gv/7V7KvW/bnyX7Xb9LzMI2+M7vVK8jtMJcMlA6r8xGxem6ur32bF/6IPgnfuSdsdXt4MTfpw3I55KV/cDe8j5egOabw"
    "m+cgGvoBkdxcaMgpNsEu1s1g+7JK78X1dpWdEBvtLo3l1rPddWOv/PeZxux3kH2ts78yiZNYFv3fL4Ypafweq/R0eRP7cCS7s0d5"
    "rIiF7K02VNdyRp+lkLh86k/DpV8gA+ELuqn25h6L0+bNXLY6xj4N9R0yZ5Lnr9JjY5fCck6FvluGczAB15gtAzg1cDwxdtbAkl2F"
    "+5hLbypOhI+dsEsv6z7kV3lYDLl4tk4KFuP0j5QbcLevyHOcp61ilexxeBab8GQ7yIWI8ufghEzEs+zF7GkE312C1VykA7RmC5Tg"
    "ZdTISaxAa1nLSYokLa5ZxGOkgZHEqZK3BZJ60mtoQ9vaXc6HL3YVfLiZ+OadxKKStUShyJaze0Xnhi2CT+RUuTucDJ/3CpziL7ST"
    "XNRIZi47gknSd9S5+qN933d4XwJn5hvisMeZTbHpqRvZnTmCUwiGLNxM7pUor5BE/FjqEcSmE3vwWE5c1ZJvWhETnS3hFjWWlDpu"
    "EMfAe6Np2rBPeL3cL8fLG1jt9k3uhMXfALv0AHzjiZx4XEeey6eD1+E5LtdazmpZNGA9YbdwgmUCI2mbhVhFdhXDwD84mAmPxvjN"
    "BmsEu2+sSjWwXeux41+Tw8pqdbsy/5bwnYYuk3wQ8dFLdJXvRIuzarqB3XqTpYSMA2lWeGFnISw2Zbl1sIodnlFKewVRmouwWssa"
    "OdvrPftUKZGDDUHuVrGq2eYZjiWZvxnOg63iFLI01mLFl8MOGxZhEWzEej1XGqvT/vc6JPtdJ9kPcyIjP6uUVDC2jTBbYPJ6qjjE"
    "yErqnDrfvdkD5yRBzbwN++ASkPjQI2/8589Y/bZK35IIvbtEZjrEOoDHIqZ9RnaVr7WvXo01yEWc8LZUk7/E3bVpspEylz6e9cRa"
    "d6WhpBon/WlY15WUws+IzuKw2e6RiM8SRH0W7A367Q2M1spoP2LQV3PZG3y0Hgitf1OTZ6S/vKu94Rv1gmdxL/yhB/UweElj9Wo5"
    "BlffT26DTrmdzAJVzF8pEeo2QBbtaefoN9AEtcy/ROnnVHDu6wDY6E8RsRRAI+yB1TeEjaXwSat0W7LE7Y0TvRBxUDf4pSvC4doD"
    "UdIKvTa4ELFpU3gCX0FC/oXrzCIj0tFBD7kYPudMPPcSyFo7SMxCvUg+1nL4fOMZBRh39JkZTOjQ54qX4H3l8A+r9W883XhOhVXp"
    "r4iYF5K9MsIY9BlWLqqJ4bsAn3EomJV6mxg/VB6ufLcYapll5d7i9JShixgy+DbM1Rk6sCECzIFfOQFPUg0PvCOebCPOdOdgMWvD"
    "7+A63RCV95TJ+po+qIlgHjR/gqgo5Xjd9acaZuggopWEvsfHYoju4ublorjGOt2XMlXKWZUfIds5OHW2Mm3gCXSDNj696Q/47LnQ"
    "+OU4V91xxa7Y9XLsRXNytBpn8jpil7jO0ed8F2JEDSegK550KGtwSfYhOKnqSN4Ns3Of62qcmsdw59/q9zoMOneBBsGduJff9WXs"
    "eBXxVmJ6uPzNeuOJMosoKMYCvBu8b+s8toyw4fQ/iWjpe0SIv+P+l+id0l3+wMp9BrtrHE1L9D45UyyO6ymDcE95+rx8ou/heiMg"
    "F4cTP3AU6z/r9GbZH6uZj5+s1K+JJ12sl4rhyz0v42UKpOl8MS6GWvaqGVpgNTx7i5YMVXolu2hX4klC8hPfAnv1I+zpDlj3zrRE"
    "rSQXTxrD9S0izv6K6bDDpcH3xzTQY3PWKvtnVB/WqVLlcwjl/FzCZ/FtqnEd2S1tXr3OcxJXZTBORI6V9KRIUzHcrQpmBEzj2BRh"
    "IfF7rU72nByCE+jqNJ2DYh0qN3N+9IRwBX9mc1tHS8r3JtX6PG8n3QO6tae0aVajsfAJXHso5Ko11h2nBt7lNH0fZ6sEJ6EEf/sY"
    "0h/Ay5pjzBhBDXE+1tHGLqZ2SPg8zDnM1rtf9fTNDBPkE1ypFWfs64j+V0ikh1zs0C7wCm6XZmJzeoWQC8OX6dNI33qKeaNTOM/g"
    "alWbPC6H6y0PdU/2W7mZ4iJo1HrvTTs9XkfkYectXStJP72invcm5u/8II8w6bwQy4vt6+uJezTySoL2J41pYhGR87Bu412brXLz"
    "ajnEjjmC/sYmnvdK+Chr9Hpo5TxYc0MrHcWaRoRPuB37V+xOL/Id6/878U9jdfSUr5W6fVlFXhtjAHXcq2kEGpO2j8Ry3NPI31jN"
    "TEJz+kr1RHANGUtXUcKjvr/TOkFi1IjZ5ySisIp57AjcFmfyWOIYVRAf1KHGHE0sAocOdr7EOPPs+ldLfX7VEIWVuaHz5VTc02o9"
    "DtHVUl0YPit7yTnygfQJ5jOHHPp6esojql4ihZxAr/H989t5vzil+4vrdU1QJu1zl/r+yghzZMP0UPp+p+jPQZX2Chax/nki7uRe"
    "aLJ6SORMeGZ2f+OwalcTQTcXK1jOvNoIaFDrGTV0yJbyoWf/dLwP97B+HPH9meXQuBeJsbTlcmJiFLGpc6GjUv4ztkaGNV7t8Z/q"
    "9CF5Qy6VD3CVI+QO2Mohepe8pN/JhzjhL+H+DN1hCezC75D0Y6C1Z0P/CzNkEc/QZP86yE/s3M16gU2i2VTNw5DZ4TJdJ8pJeo7+"
    "CT3/BrzkVxDRXq3DYTne1nvlF2Ie1xOJL0XsGYXVqfYa4L/v0kl5T+FQP3Pmqofu7xVk5XNI6Y+z4hojD/t28F1KIQPPQKpmYu3v"
    "gX7cS75EpFZLfooKr4+PlVRmLn1rfNhVrD7Mox85BdZzOaKCZsF47ct+EccnnfRx2aXiWM+z47ZmZ8TMvjr5UsWp82pIf652x84a"
    "1uVJwcYwqWcRQz6uMd854OZkahHJbGIvS5Q8jTHyr1YRH7cQHmwuzoVVkZ7H9zeTs6QFdPQjksbAkAxKQ5S1PMEZGo0IZSWRYafC"
    "Sz1XOgRWv+vPvNXhUu7jGNfD3oKf/gHfPV8rxfyypZCUd8UYqOZDFqtZTc+j3o/rQElQw8Sp2W9gZ4rr/qjwEWzIqkI3+OZr/Wfe"
    "4qSWraP1a16Gtcr3d71ehZNs4mfPQjKTbNZI7unWskvQTvk0uRLv/xLytAI7ulhfkCpvcxL0RQ/js/zGqbR69ixE2CtVCt/L8flu"
    "RNT7IXzlt6DHdpVOkMneOM9LYFEWEEnueX9WrB6Yx0mkldhHl13aRJby8zPsbqGviqR46ksy9YxTyC+bfb7kefhZ32JNO0ln2Rt+"
    "zTMyAf7+9/omfJun9bjAGARvlgPkL/0GMjxaf9YHOGddT0nsT5aCUt93Ylx2Cc61V8Djc0gvAXy7z/RQIojF2FtdBZmtYWYjhqt1"
    "lzHiOj4sy5rLqN+y7GciQjhUHtZH5SHcxXSZh3Vsi9/DiVuc5jU7XLZhV8oXPoNzCycW3L09mLk3e+pi+mQb8JNcIpIr2dAOleek"
    "qhGGgZotuuLd9FYrcbPn2a1mAZ75BNmPNfOViFhu00m4o016ULCSmDgpolGb3JbRmpRBxrdGu6TZdyoo5xVEMz1aNiCSKfbT+EWc"
    "slQ/t5skak0TyHsZJCsBKzEJz58PHXg6Ge6c5K7OTLCeKeleo6j3ZZv5+UyH2bcnI/AwM6mfYGdx6Kuqbr7E4dPFWRGIk639WGJY"
    "1NGCW89tB+Lv1hEtcDc8W0u83l4sxhkFXTELGjMk4lVUzyPu3AJGxI8xPz+vMVRBuVVfRzxlFfJP9CftGXTGHXwH+9eenW/Wo9HA"
    "CfqjxHEDVzBbW+W1boLoz6X0x/qKnfmP8OdqyPb7ahFunqbCrnJT8IsaN/hHkKVpelFQiPddDm31Os7p1uVU//vPrCMr2TpO7Q1i"
    "njqqU1lfWqqGdFTJaZnLeBqwrjoTzz8LsflkdtfaMy7X5YH1SUaIlICdEOvzsA6oEuZg85iji7FnZ1Nmptn+35La8WD2FxQR28DO"
    "2Wdi/CGWT1pCZBk3F1zF77JM4mrWO6yfZh3P1AnsszlcIuT0shrvm9j7v/VRvR3naSRW+EXpg9jTajdunjfhMzfiGapK6MuXcpbQ"
    "7uJNzvgWMAJZxAjB3f84bRPY33LhafXDXubrfvIuJP03aPFx8KQS+ivxPUzi9xPnkzsfo4Bz4hUe6Xsa1uQc7IAh0h+GE7+jXIt3"
    "r9e9sT65eP7n4QW3xH+L9GW/Xi19zTbk/KlmsPxCnwM03fig1+2/6Kv6AaQsBn03EifhEFy9LVbZuEln4Ce5uJsSzrbWIOYyFr4K"
    "2cRTeLtns3BV3hJmr4u2wK4S2d/PisQpTcsRjXwB32g4fNMxsBXLsSqHS6ugP7kz2nnrF/fewWnicjLZavwzcFoLGME/wGmMW2E9"
    "BkBTvooo/kWc1lpZBlvykx6kPwbmo/wJj/Gfrf8UaD8imJ4lxjPzOOSrREfgXmZv1ffkwr5VQe8YD9ZsaIHh7McrQYz8z9aZtqY+"
    "989Gev/s92zN1Tb5aN28wRvFZTxijOyyoxtvzff8b33mf2t/tubeFCfe6bh6cikmGIsYnu0/uzpb84rLDlwg5YwOX5KlnFqyu7Ss"
    "WK1exdzqen0WHncDOfbytup7FN5Kgl6I1dSbQF9U6DFSSU5Bm+sqota3mL8JO3xDaIDsa2AYREnv44fk+GxgfqBA//8pb1vzSnb/"
    "YGs03z97SjboEYgymskURFg95D148csRia/QI/5h+5NdRhs7jQ5nY5XPUCrzqy7CycazujVWJvuTNpMHiUpnWrUJPQmHg7v6H9b+"
    "ceZ7KuGD291s8Hi7Fif8b8loS2ItmUQu93Lpsowp/f+yjv9nde9H8Goq4eeNgI99nyCqlnGIDneSG1nLikMaLMO4oxQy02isYm9K"
    "DfkajfO6TtsQwzxOpu/5nCur0F+Z/8wjKkyKDEf1GTyCLTO6rYh6/A3izzrmas3Kf6k7BpZF/xu/TyBvUMLXzUpZlXYT6h3JfD5c"
    "L5HH5Xc9PrgKfu8q7a0f/sPR1NZ8ZqBO51yIVcVegWRZJ+B+MlA+1Q7w6WuafK3F4X4yKMyRWkQEd4af6L2SHX16kg7HeRwdvqP7"
    "BEvCn0IJdgwexer+hZM/jXwkLs/pUE+qeYJmIGaOE43L1Y9nMVJfqF80ctcWr1VylXfIWcRZWUNmnRAas8w14qKGOfTwD5PQdxDX"
    "wO8vZCVjBZ71VvmEO1iPePxRSkLMs1K6Se9ionPdLZ9gx57AvXwMD/o13Un6Yg/byBWa/TOHyZ5SRFRCmzu3VTPc9+aIUZrJGFnD"
    "CaLbEIlb72Kx7ou4pwW89fF4dSZk73YZK9/h/fliU2vvNHJ+8hE5b4LULsCerdbfcTJOQhQ3C2uRXQ6OZvXje8avbuLuGmZZY7p/"
    "qkSGSZOgr74rvfUo6SXx8FNdJxtkgvbV1xEB3St/IerpHbyGWG6wDEI0XovIaIB0lvGMosZiV46S94gxkiQy8Qb9mRnhGs6y7Ctz"
    "8Ly1eNIi/UGfZj1kEdk6/yRjoIsfq32V0HA7mvgJe0S5wQLtjBX7SO+Tf8l0fVOb6xv6TpBi1/n2kmbDOpQxb4T78SDzdq4H6Dff"
    "O2Xvyi5Vb0OjOIyjlGcRSTEuN165Waxlhp7X1XA5zhCbXhgDP28Fol7rWHkea9ERe2KoEYdn2BU6SRpPSz1LwR66VK6XX/VirO+x"
    "slfwsHbXaxCD/ks+lr7B17Dwv+lLiEeH6lx89xt410d6hh4TVOvq8DE8/YV6cNAP0XlXOVy+F6v2GPfrb1JP/kHL/f0F2WmG+7sO"
    "Un4XTkIEO3FfEGedZbZ+hfddo4tYX+gexJjjL850FFSSvSzPaibMtlQRg9PNJqTRi+3vZ4uyWlFET/wlZi0cV9l6zslYV0ZVeLV8"
    "iH2bimuPltxggA7T53UiTqKbdEiyX6GGlbEZ3K8l+gxeLdJjocmX4BTtH4xGTF4KTXsWJGsk3l3FeYwaHcjOHdMCLaSAdbWkfiYJ"
    "SpBlCwuYZ75Ckp7Vz07bDPzETVylIPk3yRpibz0E+ViuuwRl0FHD1HJ6j7CuXIy/fwq9PwG7UAHdNo140OYlFfHp3KrU4jSU4Dpj"
    "yCVdA31qiDAXBGVklu3Bp3JVvr2I8WAy+x7OTw17AR5hhTdOVJs8X/lu4j3QlK+u2q+2Pnq8SW/B6jQhrmEg7xN1sIinYI7+BGs3"
    "Qm+DtvoDu3urXILXr4NErsEu2vT5ObIO97YI/30uhtP+A87wAvy5jVgX1DFmVXEfOcF9ekbQEj9fzp28lji5V0MyrsXKrIWcXqfJ"
    "sAvWZK3YfM7r+iiefqC8JGsg0zWcOZmHs38sUVRukxn6La7XC1qnpxypJ+BePoEEBFj9C2WfYBTzPVUaepwNO3lDJSTOcIxyZJp1"
    "LPOcFeRMqMSdf46zMUo6aDfIxjbQmmdq50CCjkH2CYo46/rdpAzRjvWhLWfXlXGQ/gk5mYd/dcI5biE1ZPT5Bucij3jd6cnXWu8L"
    "LGMniuXk64lhvxE2bTrnCU0ibmvke5qIfZNl9NbqYOzZM+xQWqB7BxU8AbXE2LEps98kwS6gXOypVU6XsUPB8oHX4/pDJI81k4Rn"
    "4kiye2a9Ry24HFFnFzlUenE+9E/ojdvkwOB1fUy7BFvni2XTlqoHw4pFtqgwPSarPN7/f48+YEgBDeT2aEnJt3VsJUt0F9kaRNet"
    "ecUmGIzzKOVxXpK+J2NfMrIXc5XNY1mA01tFfO8T5WOcmd+CJ2UlfLnfYT1sMnU+7rkPZ2d7yZditdD5zCCXQlaq4Nc0cBLPvKD9"
    "Wd8yL7EM+1ZHdrAUM84vs16QJOJmFdluN+hN8CRycQfGt2wdPDYndRxZpF1t+Bb2mdh0d4wzkDsQIWEN+zwehG04VwyL2fFB5vl8"
    "ldPn9V6rHye3yak6HtZmtY7B1fbUG2ADCvUbWJFqTh0sJ35zvb5Ajnrr8CnV7JzQ2V+xacoroXVqfReGMqttq90yCLCWo/Vk+ByD"
    "5SX89G3dL+dl+aORq6nHutxDwszcSJxXKwl6yvlBhVwZDEsdYtg0iaHB7k2elCXJekS4G9iP1aDudMfZhZnSckiDzVPvyyjiBzHr"
    "uBjeeim00GTuUD3zxg3+1Mc87mKKXqa7nmK3KnwtaY5eGKwhs90Cdn9XkeeqmJ5GvQ5iTWA19EPE96RU62wZDb0cQbTyjF6K3RgE"
    "H7WT/Kh3khHAZjePl4jnHDwer9Sp42Np6bMXyX/DyDXe5zJtKsbWGycu1eWcrL1eNrIL8SZpYN/sfPJvmLTOZ5WqNsNh7+oPhcSg"
    "dvPuUbJoRPiTGP2DxuYKfoG0LoMtrdLTYYGuEOPILoU96A/bMIfXbkP0qiR7ZZpBj1hX3FzPxm3dN/cSbTefNc5SWslOYifnEuzh"
    "MCJU/ShzWN+YK3aHxdC2RawIWeV5Lk51IX3Paq5bGWxQhEw7c6Ajy/RmMc19I+7Nul33QIw3k/ynM4gVVu5xJM0+fS2GHVbGuWrD"
    "WV+v34pxAL8JfZ+Hs5UdHe/m4Csdgqhhkp4aVOqT9O0G6kFyJU5dka+At5fNrAwbqd+/wXP2onfr+teKPCfjh95TdV1l5vmu4T6k"
    "oHs2eVTWhZruMFijqxB9tGh6q3GiQwI/gNa6Xnvh6fvoYnlaV8h+kMBFXDfr6z8I+7JeKyEB1wTLyXB/ipwCL2AW1nkd/Mdp8MOa"
    "5QxjV2cdYvKu8O+sZ22GvoL3HhKMxfvWsn9uIT5ta/kTorop2PXZ8EWOYES+A3y2pmI7UQofsB3kZSfYp5vhQV8Hj+I9PVNOwZqf"
    "j6e8T8o5EexQb5UyW84eqWthUZexl95N9Nq99cHz23TxTUGSUxKl8HXy4AP3x13Mw1VfkPvkGNyBdfx+gPU8ExpvMRkT7oIdX+Mz"
    "+cvIvmkT4jthT+7Vo4ICb2lLOaVXQ6uc1AlYyZW+Q799YGd/KiXlFTJdmM9ykJjmL/DdWKWaHXm5Hh71dHgO+0DbrsUuLcI5fF+v"
    "CiZinarpHUTYD1sO76EVuQcXsXvefbvr+z6eufEk/ZMOgeNWrybK8Ez83Xpf/7aTJ3Xq5rcXkx3EurGMybsMlq0S59I0WK4eKIbg"
    "ZiwUz4mrm1dQ917LjF7So/Kbx3+sWKf/TKIT1NFqVuPEZq9vT0CMvJrIMIavuZMspoxtL88hcn5TnIdcSQu7hF67oYTsDf3XVc6E"
    "D9sPazNKc2UYnuQVeUGf0nsQ5xwCKflMuyiip8CmXB+Vw6RQnoXXfpcxE0Mbvc0J+5n6gjyqHxPLLo9409vJo8Ey2sQq8p8WEvPH"
    "2ZozxSEbOtSsaIbxJan7ieu2KGKm4RXIQY0MlvZ6aJArNyL6+0lPhTSV0145j8t6K3OJPmI7NU1bYS8eh01Ypt0l0uRI7M5EvZZM"
    "EuvxZG3E+K5+xI5OxH11kCvkFnkLJ2he8JgcFd4T/B7+gGf5Sebpp3I5rEQpfPcpkP8q+CId4PWdjKcslC7BU1iX13ACVuFeWpOL"
    "bQW+0yTxNXFoPDFYCNOVzThR+Rp8muw7dzlip3lYz1ms8Nbi32W48g/QF6vCQ2Dx7pbDg3r4hb+xL32StOFUzwFkGTWdtNzPiU+B"
    "t7TM96vYClsk5lhSS7HOhug3Sc+D91ejp0HDmyzsBd+kBs/wIPzEVsEOMhNa+w4ZjCh4Efb8CsQMq/VpfOdk2qF6Mme2CnaFhthI"
    "e1ET7IT1sj6DDyDrP8P6z+B0dsJjjji8Z/XdtmfAk71eDww2MrZNeHbCTYjtbmf065AMU4iKXFy/gZrZWJ0WwjrYyX4IUePf+ORI"
    "ogGm4DuMg227FlHVEfjzdeiJCfos/LIA1/oz+Cg4Hff4gz6sx+N5Pglug+YzZvBDZC+xrnHrS62iNjEcP4uyHmR0FSdeZANnFG8U"
    "Q9X5LLxDrta28r0eLRfA7hpnagdZFuTj9PyFZzdElHuCfmQkjuAepkN/Pal99SbYxjzEz7sH1vE9Si7Gam6Jjd98C/ZFJQJXR3Es"
    "BkmPsG/+6hn4WS/sU8C7W8eM/16wVTbVMwo2fHfupuGeboS1qIWkOKxph4lpstDE96Eb40F/Znw3cIawmxji3SXSAl7OBpz5SuYN"
    "yumlr2XXtrFsrsV5uSvoI3vjif6C3zVaD7LZpvASeTB4EJptZ2iE93DOeumqnHG47vbyuC5DTH2V/ktvh3RuCz3xI7Tr2/DjP5aL"
    "cibixBbRRv2hRzd5TB+BPFpvQmt5OKxgzcx04XyP3VKvL+HVSXi2vWDd7mLP5nS8+yJmLA3dYIY+IClOfqzRHjIX9jGi47AOb8jN"
    "OMsriaFTjPv7U86Sv7E7m5idNR97d86jVVG7h8TTt31pIedJ0p+ikD2AC3wvqtmLtpyON1twvVhPtvm5P8OObw+PxHLjeVpOrbeN"
    "dCX/6/s5m/CEI6Axn9Yb4RF8i7VpK9Pgud1PvvoosW1KIX91xE9bozmZfryNuPf01Hp+xiNv8CerC99XQs0+Ef7gKGbM5sPivQBf"
    "ezr8h8k6UrYGL6CSHvWNzLUPx10W4tp2Uuv/x2ea8jM5/48zXdl82Owc1w04WRuZSzPGyAXwjkuxujMhiSHzwf/+mZto+9dB/y+C"
    "t72S07Q23T1CDLG9sZqrTQYYU94vRCPaoGVEF/5djTNkV4+flmC0twtW29XmukmFl4xab7eU2TPzL9eocawZ69FFsMDmhe4s3WVf"
    "uUwuxDc8ivjAZlx2hIUdp6/hb89uFR+L89cbaDcL9AN2chUwQo3BehQQ294hFLUjl0aSncXm80+SSvoTCWob65Ay3JhzZQOnQ/fh"
    "hKvj0a7zDPUOg6ua0WQpkYVjiDJNV+/iJ1acn91aUn5Ky3UvWcUyn9P1Do/eduBCWB/HA1DN6HofZiWKcDLfVpv//8bY2GQ41q2Q"
    "LDiLoG/XIg44Sw7Hq7fKWJzeBKT6T1iBxZCKAPbuKtjqnyEpo7UE1txqALaO3bDOaZlWZsDsb6NhJy7CWe0gB8D2L4O0F+Pc/gtP"
    "eRl+3l8KmZu2yk1bdvS/hogiQQy6Gs+EmyDTgJM967iuxTfbs3X32fKRiCKiW4XRkX23s0+dG4r2udBX1ke3Hv9dLNbdtl7vgV57"
    "TKr9HGmcCHpJeq3l8DSewWm5CpZzE+s3Nse5ivyoS/ktce5OF7Fc80VkvrB4vBX7LyrU5aOtHtyDyNsuJx1l9S8GPTyYnAlJxKTV"
    "zM9MJFNCCd59L77VsL7ai+VWXTwdY97GYVr2kmpGVtXsLrQsy41iSAiFHsU529UcQuBi6tEG+C87S5L4V53EnrYCEmOfsdmxV8U6"
    "WuqxvrnQFenpjlDvlzpN54W7MtvzNiTxJflWTtSzZDRi69vlLjmNiLWhnx5NTyo4rNxsU0tpS59JobJ/0E3+9eAEoDsDk3z+xSTv"
    "YFlK3JJDcI5XwFc+SCzSuEcGYpfOx9o9KZa/+hKysAjf+zu8Q4EPkqTHUuEj2lqcoAASHmuEZc4i8Nlc/RQ7ryPwfnakZFcQ18H8"
    "tlvFJHoRI+glsP0nIz4YDQt2A07cg0F7+R0W9H6cqXG0lg2e5/Yo3wfs/PprsdYXyWE59TndU5eEg4LHU5fm9IMv9mIq4tFA7mNm"
    "Os5aZ4o4vQnyiqTgRaXrxe3FzWxHvEw/TQ3huIrr6HG7LvuAM9S1vFJr+DZWk3sdsd9Pclkwj5OT3fUZ/TTYQXfRYxh5NnBCvJbZ"
    "wSg0lFmBCdC///OchsTJNtzB/4Q1Xkn5q8PuVGI3Q88UZqjf69i3UYkTN4zZzoHsizkOVmo97NVcSPtA7OgALSNr9KnY7X1gn47m"
    "lPsH+N7B6ibeYhnsuhQlfzSifetwr8LZfEd+JYbGNhLz7FWmA01/FMDPSJEH2ZA6Tw8MSf11OVRfxdoODXeEhzKPUf/VUkSOpWrY"
    "pjHQiGXalnVCwzLoTSz3KGv4lhPYDdo1ygpWyk8mPse9/gNXGy594YE1E5vH7Iiox3iCx8G3eUN6SE4wHZ5XhUZkga6U6/DNhfph"
    "WN2I5jtZCv0E2OHElEqw93Qp7uUnRmd/4fk3YR13k3lY5/6w8zfKsWKzUxfC7u0FDV+Ac1SMuGEqTkoetZXjLjCpP0BSHlPZLOcm"
    "4hCl+23iHtt+azT5wvBm+LjvhNvjLu+D1V+kOwbfyAPwZ+9DPHsHVnejttDTcbIe1q+DE/SAnAvodRdzCriEVasFjASNK2cO9uAO"
    "qSGGdYW6ruxK/ZW2ymZqp/A+B5IbIEnLnCCLeS/Jo69YSukxxLsXyOOc7i92PfvlZNisYTxt5+hC6onf8LmhUk8WS9vNbaEB1+ix"
    "uL/bpYdeIOsh45fKh7p5Lq+lbNZ7SXolZTwBJWRliZOv4kH6TafKadAgOfKa/Cp3IsruDwl/RnaCtxynBjGmig+l0M/hJ+l5bolT"
    "H2ZwSy2Xm9awLTKcn+mf1DObEpBt5A1OYtazl3Ad8yCIZnHqTMbmELt+Le5voUfPTZHZosHn7+OZyZn//MoZkLcXES0fLC/KcjzJ"
    "EOknd+ul7Fo0zhP71oHkt0zxe+PMC2y+16beMuwtDr+qUrelt1SkrxFh0e1Crq9iuLs4TBIZDWtdyTEf7R0lllE71E9dNCajD+vl"
    "OhV+1WjsZRf5BnHV83jP9fqQOuvZnk8cIaK96x1fhNXaB3f5B85NJVmKq2ATjGNzNrNYNjkS5bcWQNetx3oYk/NUHa9f6Uk48TPg"
    "kfwNTWH98IOkJMNN0pLcJJrBog2Zk0sRL1o9CoZjwXCc7v+5P76Svm8DZ34SZBR1qBDtsDpXSoVnyGgCSb+B6CXlOoZW5gaPShln"
    "pB1hX0WNfgsdthM8yBJ2IBT4SuMKrNJi+sIR5vyHibF1nyJuBi37XbuscQeJ0/6mOAPXVeZglVxG+wQp2mJWrppewWc4v0fJJOxW"
    "JaznaDU9XSVfMcov4akt9hiFCX1FHoI9ngz7UUkpt46FuyROFiXLbFzMmDlJi+Ww6RIeoTrZaCXyf+Kl7SqOc8cYMV/H5xZxasNq"
    "059hhVfgDtNTcjWZz7SVNP6y6xSJMZtu57qTuLn3BsTG+8pGvqPUdzy+LW7O3mbTbpb13rtwUVaK8VjMIx7H4UdFGctvLw6tIpZh"
    "ADNt0pt2tIHzb9nOgjG/2pxAjPNdZXiOGOy2VZXysPM17KYwBqkj4ZmtgDa+Tj6XtLezl2y3BfOXeSZDgtGwsO/Ce/xJ94AVfTs0"
    "ruDu0iJ0eKq3iOO3WEqN21cMPeF1TrJU057Wk8M3yqxEgty6ZR47oIw6uxza0flrJ9MqWNbjDdj+Qs+i2Bj25mrGdueIcSnanNsP"
    "5LVcpSXeq3WIzntKKsMnk4R9+QPSPQB3uVw/Rty0Fqs9l5Mt29Ijdn5ZNe8sSRycK+QjxpOGteoQOmNcHcvS7xY0x2ePkDPlDkQu"
    "l8lhuMoFavmjS9m9kmCV1Xo41hAnz7KbcXi7K30NwTRdJ3mL720ggnyMFTNDtl4Lq5nkTN/N0MQF3Etj2zGW+uaBYaKthkWuZTfN"
    "ZFzra701qKdXE4EnsRnZpukWHQ5O+mvZj1NPlBmrFUwh9uFJ0J/WlVDj9U6UfoTLF3T4h18JM7ju+7Oy1dqfadMnC2AHV2cQvePw"
    "2ut4mgr0Z/hkLhcbZ1dR3FcXLkCU3BfSXak3QIpuCWZBH+0SnKSf4DPWtXG0mMa7Rq6UWfCXqihjdX7eMS0pblrLeiM2cB7VsqkR"
    "zhNvgEXJx/+fb4TpqBZSuJKR3q9Y31nYlwBnYG/I4rd6Ju+sClphGbzyC4NO9E0/xPMa323M53wuoZTWkQ23Qu9GbNgXnn1VcAfx"
    "j27WDnpCjjGULIAOqKb0WZ2nmlY0rp1lI/tGanGfC/UTVm03sKbh8tVXS9JjsSn5pRPscJ3Hjq56Ip6OlHHyNXkT5mDVbpUf8Pm1"
    "/IR1et+NPTjaONQ5mb1J9xP79FHwQ+9CXDZKX8PJDz2Wj2mNXfl9+/CZ0h6oQ7RNd7m5qtSn+p78S97BifgA/uNX+qzsFByGk9RG"
    "TpQwwwCV9B16+eyHehj2I/SzWWkbm6I8jId9HgHtVIQTPRT+4VrEVX9hVZYR3TDFKnIxsx9HijEOz8Su5ATm11Syu6aBtcgi3eAR"
    "sLIhyzcw3rROm3Lm1S3HMgeffxxyOwfPYb8mweIVwmuwFd4mGIJ9e12vRZz/FKK4J7G7X8KD/8BYeIkJfDkiwk06Fp7qk5DdP/U7"
    "rPnRQRXkdJpYR2qDmgROJ+tHETMScc9445AazNpfLI5L0sVX1Vu8cq44/q2m8pIU+hWNYP/ifAe7ifDkRxLTrkTHUA9/Tfa/KOPq"
    "Zz3+TjmrCcvpXyRwRmqIC2Gv9Gan5ude4yV81G5YXRZ/h3jd+ZfZcfc3sFdkPXNyC3HKzoNnlocVW4GYI+FzlilWDt3Mrd3JqVKR"
    "QUFxnJ61lJPncAr3JzLeHvKgDsVpG6Sr5CYt36rs5NbETFv3yul+siGuOczpusmGmP6/f2/Z5cBi6cVEyN+OLBdW63CYHv9b99aT"
    "3l3SMy8keTpKeUqzY5tsDZbbKJzAUiKx/RkYHvsgaMupOOd7N9IZdw4+OU8/1vv1afy+R4dLZ9lPlslkemfOczK2LLv/MlryNZrO"
    "icZ9z7hC87rOl/XQLcZRFiEHmvnp7cRy/MbgdzGxIkKiNjnuy/n4ex288dXQ3h/p2dBVV+D0W53qafh9j0gl0bzKYXmqyaq6Tms5"
    "T/oUTlUueTRHYo8flVvg0xhe21hGvV3gN/+tLv89k/qmB7W5VRlcD6RloDrLQHKqGfvU9nJdcI12CAZBP4zTF8IxsPZD5WKsjJ37"
    "U8nBdAOjbNftWqO/sj7YivgdzaSc9YHVeMo6/Ll557bLZLKa8f9D5GRo1UehJZ/Rq/RNxH67BeXaPrg8MOTgPOzc8bjqEFxvF7KY"
    "FOjSRvKJj8MrPksGYNf/hMY9ARaxiRqS9iL5W1ZxcmQRO5ING3k1fAtjsx6NHb4Z61OM53xSz5K+iKE7Bjfqv3QadP182Iv3tUi+"
    "hG5tjjhxin4ppxA93XqYlDZsPSOe1uKYjO4XQ2dxWdkC6nLjlWhLzyTpMzpX+cizjtXlCPEWqiDltdSVl0uc+bMa4uz3krPwriL4"
    "5xPIIdUHEcB+WOVV9LutnmI8IlH2Lm/CuyqplRt4pjviX+uxE5bLqCXDUZRSEGFG/RFxeJcleghOw0BY+lf0AMj95+EqeUzWBca0"
    "np0B4hB9I7g1WKAfyL7wzPvIAbDNx4SjdLUYmsUMrJ3DjzYE051FyazaUy7W+7Rd0ACZXQ8pDaA9B2OdDZXpCR3FiMu+p0pdt4tl"
    "rU+UD/V7uQTfavXiAfTKf0FEPQVPOEdHEPE93W2wCVdyGZsDoRF29DmTCng2biLF0E07yePwzlydagFk4jmx7uzL5J9le0pgTavh"
    "K26+gyp/B2brmuIb4pksfbpjc7G+pF/I7exQz4eOKkV0fw/u8UreQ0+85mLKpXjy2dBQq6ERGuA51RHLvI4TF/mMTqqNs1YW67Hh"
    "VfDLmwU7y7BwP1kiZ0BuJskn+ils9EScth6IOt+Bfjsbd/eRLOCdzoREHIJnf1Qs51OMVbTewDbMZTiErfvIT2cR7VJKYBSyeAhr"
    "qKYVuovrsW3Aft2C8/IkNOFKfUNfCUplkrbAd+8obobgS35mKTzAKL+zmpmns+HVPoZ9HpyzL+7xejlXOujV+gqksyu8KsstXc2s"
    "4CjWOdfjM8PkPh2CqCip/eVX+QqrfqYcgWv00FKZTBzWBh0kFyIeM5bvVToMMcki6JNiViEfQSz4oxaKndOlOgHvvy2DT6Ke6zZF"
    "5L+3dLIs0jmIGl/RAbAIVfo9NMcFuPNC/HsV/l6LHekJ33gQZww+hodd77G+QkbTjuegUE+ReiIAu1zEeWIs21dKknm6pYz2O4ux"
    "vSCqhlbN4QRwNa5vHOJF0DAVRHQ9G15pNXzAYnY1jYXnfiRiiOX41tPkI8aIxbhO9s/Ue1Yt26/buCd18L2sQ21b6PfLxPSv9f9N"
    "0oPw3v1lTzkeV7FKdltxGZ5KvVCi5N85mRb6YrF+njg+H2HsaLptts+GiPdnQz3Ar28U93OMVLAOO4OTan+poY2dFIzWSHgsvL9f"
    "w9OkILwgpz68JnwT3nanYEpQT+yhCLRkivFQjHk/0+o/aR+rGMlf8isiuAq5DfHhUNiVxxqp8b+tvSELXWUd1qS5jEecUqrV8hwk"
    "1Xj+KuFjxz1ngHXuHy8j6TOPhCyNJk6y9VhZr851rH9nx8g1fOyY501P4DRdTaTbFfhc6Ksl54hjKiwi80oC9wS7EU7Tnoh27qX8"
    "z4Bc7B7sH5zAtU56/IwGX7ULIPOGAfIWnme59g7OhCewQf9ANPye/JLx7FTTHBEpfCLtpa3Bbhd5xteUz+RaDn2J3gM5r/UIZq5n"
    "eBO7MJL+Z9aZ7bz5nZgrSzI3aFWk68VxJlcyfmuA1iijhniBMjQNkcjBgWGt52l/6L1L5HtoumGQIJycYK28rQO1EzkwLXu32Of0"
    "D/Y9BZrpQ1nrXzlKNs90bo2+rmO+8BqZy9lB89wvYPa+oJEJf9v37aDbHCZnDJq4tbh67k+IYQ+QV4Nm+gC0wEmIF9vLYfKBno+d"
    "nkz2BsNjjfAMRfBNG5lvq/e5f/We8XKshl27KzyV5sFM3SewiuNwPRB3NAJXPh/+yPHiMiER7seOlPL1zMDZlHsziXP9rSe6lJMX"
    "/aXA5yZjrDk6eTPN86S8g53eD1f4jfGf49lbyvWahHV+Hne9lCi7hYjUZsLTy4Nmm4J9NvzM5YzF63QNNMBQ1hBaienmztjPV4wD"
    "Flr7fDlEvoW2a1DHz9xXHCJukjakxtcWVaPeJrr8wT70Mq0if6yvp7iaXxmjmxvxjmXQ4Ru20NiFvtfaJuyv5+S4SMznHty82DSc"
    "2lBulmm42mpojzpYBPPirUt0InEoREKf5XFs9ObbjcF7DwpWM2NSxdzWYq5uY/0U2Sfis33mNDlY4uw+LfWRhmWcd5WN5P8ox4mp"
    "ps47E6u3jvnHjyVKpul6Pl+cubaN/PtguVf6wE+9HVqtlzwjdeH2iLGbI1qo1K9h739n99psnShP4gp/w3aNRexR59kxHKND6CXB"
    "8Of3gN9VBwtfDkkzLJvxuK8WiPzPEYtc/tQxjCG3l5jPfUfJk3YWdzzJvrQImb93gL7N536dKsmMLlPiZLpY0NbpQJ7pFqJ+CsMh"
    "Tn+Np7tZ3JRIFf2QOyTGLH22FTX2wNl6hORrcyLE2ozcX+qsa3SLPJGru77HPTtJbKonD893CU7uOJwps6wvQkvdC7+hOWKzIuz+"
    "DsEU3E8hPNdR0FfZmYW76xnQf8PkVi0IzwvmybxwAnxtkWopYIxwGaKOCs5gbCfGGWC9JFsza7VSzUasJ1LhErlL3sfZnI3IbJrX"
    "7c7n3JV3mPQ5uOyv1ONkNcH5XUN+DNtROylr9TfOKVUwe9eUWqyEdi0OXzrlMZ3S+P7O2jvOYNc10R+WpjTTNWEeTwt2fOzMLoXQ"
    "Vxd3594XkMfyF/iMc3GdXJVgObzWFO1ZOetKpu8W4CqfcXIlAq13MdZxMLRyBdk9HoQtX8UK4GVyBXyknaWNNDCGfFxeJo/WRPhu"
    "pr8fkZTvqanhvKZpQDxd+DE+PU/+1H7wRo9GQPIJdn1fqQ73h2Y6XV+2rrCwg+wfPIn3PQVrOZeoLSZzjqehu1jFxeYpdsbJLmc1"
    "ooyZNquGRzSfM1Otgj+gU2filUk45c+JzWI8ASmYohsQI23AtRNkcixiF/IK6vPPYFuKIKm/kf34cblUjIOxDr5e9jrGF/J5+JV8"
    "blyK4fF6t7RsMlrfCPcO3tAX2T8UY19JUn9kfqaGdu5E3E05+/VCXjPCmsdifRt+w2oyQjht3ZcV5ojHqutOT8mqUylG7HYObSIh"
    "u7exi+wo6mUgyQyB+r4u6wGpIVOJnaa7afELvXZeRZQ8ZcdYP2nFmqPJ8zB4Tr9B+o2p5Gs9JWgI1mHFu+M5ziXCXJR9CTavtIio"
    "zYNlNfs0SimVBfSWF3Bq2qpwNpVRypVxsfZieh+Py95E50xxp+toA8vZx2CsfrPgxdiUxTj9CF7ZFziR1tUzH3FMAbuDK5jpirJ6"
    "NEtyKfn7QjudonfC2vbGzu4QFOkjWOcBUkD2jBSzRY7Z3ayfWUSrjdSxahxjfqmWeHsNnNLJrimS/FlMt0TDcOxi68n3UEf/oAoW"
    "/xdcaw28/xmahO6q1Xc4kWwsgifhxN4NnWHclGshERtZX8XaIKosZk3LLNWR0kBWA4t11vjqUH+xeYE1OMm7iLEtlXB2diksSBlZ"
    "BmwW0+odnzFXbPXIZtQz63Qcv8cw7wog80uklpgEDZSZQnz6JPJghuxWSTIi7hpM1G56Aqzkavg4v+uX+qn00vayr2THv94ACbXZ"
    "tJD5i0WcXm3wGexSzjIoczY2Be3WMkEv3lW1zQavY247xZxYmT6Fp+nDem1P6NPD/CxxhMzj5ZzCcb51lHsYI+95B+iS5d7zaGAU"
    "0o8xuLNzac5WZ/PaZubKNVOpcSgFB0jEnzLn+9dnqvx7SJjxmf4Tn55Su7eUuK+b2+f3ID+8yG6e0ziZsZyOZUs89nH7LZiFoz6X"
    "67gH3HxlhLXFJfq+WAfBNPa+Rfktr4mLthPsC3qF3UdJZqkuDUL2mC9nn9QZ8DoODmrIVfirGlv36fI6vaZskd4x9L0SntXETfu0"
    "IF/NDfBKq1g9LqAN+QB7f4MMIQN6An+u9ZWZD1lrMbRw65F6Bp/9ld0DVk+PkZnM4YBnQ5zKgx9v0bLzdzYxHjQM+x5Sw0nVfuwk"
    "OZVMfHOp6Ws0nXnb/NsmNmztTfPuCzs3n305S9kPYlixv8pUyG9HsRXf9H94ewswraqufXydwUDERhEDu7EwMVGxFdFXBbEQ7E7s"
    "VkQxEUFUREUQTBBUREK6u2OYAYbprqfP+t/r3vsZ8Pf5zHd9XO/110sZ5olzzt5rr3WvupdeKuXUM9b1aadvT7F1T0+lttVxnrvV"
    "UfdnLtQyMBs5YSYb3vHnQWbu59vZ5Rv3UfsKz59h1RFtcfdN8Rw2cegzPMsQ6MmzZLXMxjONJNOC2dY86jHLN90n93t52YUnqIkk"
    "Gio/bO3/5qTdkNVyrgajCp56OfFklBEJy8hbPfpZ0o4T7eK+5joBj63e/2TeZBHtiNWgJ2jTCmBZXQ1LIGED+kjQam2pP4j7PTOM"
    "cQerAGNEPPnECbk6Hf+V6+WB4RWLZxRDf9knz4XfFyPyjZKzO+l7kjJxYqqvPUpSm1mtuvPUqnRhuFaMVWQXOd9qFvTn4DKdJG9J"
    "U7w2A2i8Bn5VnD7kZb6rMm7dwcE8YLYUfloDeT4dkvKnPqDzvU8xQKqJnzbRb89hpi5kLV7EV2O4iTMO0WWualGix8142jTqi3F9"
    "LEpeyMkcdo7vFGNkqgCauxEnwWbObtR9ZACe83bs3BS8OgRXXodV2kyc8yre8Rq05Zd4nvd1nEygzB4iZZpmwk5LSOh5k9v7WffJ"
    "BpsW+lkJ14irhC3zTC8uvx1l3rKMfryyl6clNG4JmbjflttlPneymPu8hp5qQucAY0VZc1BOXgHrAXVMMoYlXob1/EFmcO5SDbtZ"
    "D4TNt6pxq5msJT9PIMaWVIT3LsB3vY5rWpXsHtBg78hX+PRNsFGTIT/lsEOXy3Ks10n4zUbovZHyEzHlInz3/mKVLaYj78bKPSJ/"
    "4EksQlXGSMTHsoaSaXnu1doB152l/eHJNIN3eal8K5vkCmDRleHhEvf+doSSeTbPWzaxegmlvp5YzLTxLnKGaKNZuHo/F1cpfUo2"
    "ZmUPy7HBdvA2P+SM8o7A5BvCH/UG2Qw7MpWdO9dDlpfrm2SF+APYcyJWYHnYK7hecuB7jYcX8qzuDYQaAzLqHbyOk7yJGO59fOOr"
    "MkoKgDAW6krJ3KUdsnZJyZ5v3uLe7LB12bemYs86Bq++LG6iQRPqxHm6inb6HrlcLFJ8L/a7RTCVU7iqvK+QoDRZ5dTLkCTjzhoD"
    "LZfCGZuGf28BgpyOU3sfvrGpfI6zWIx1tG6XXGDNo8R6tv76Rzfe9v/gNqmnvTS8eRRjRNnsFdygX7CLtd73ZNQTO3SUpI8FpqfS"
    "xuGhuBkxddyXdC3RrltVqLr3RTjtIY/Zyir2PbxD/vOLcK/38D07s+rFuvUMx43V2fTRHdt3HXa0nvWAtu+58ND2ggbP1yeks+6q"
    "vXU6tGA76RiMwQ4+Azz5pB4ZQDeEL+G0d4NN7BFcjTO/xNfBl7OnegnZb44KVjAy5CxQBeNUi2hrBjEb+A3xZhQa5AjpyckmFvWe"
    "y2d5g9h9p2ARfpPL/q1ROgG4Ths44LZkXizidQ8Q+npYqxF6sRwn74p1SZ4W3IbdPNh7xOm6lQKyM1gedpm+FEzR06Cb5sIXK+Es"
    "gMXwg0ZB010Aye2KXT5X28lobQq7XqR3BHt6m+YmMZ/meWOVLAwp39VRyl54sxf3Sg2rnELotlrdT5ynUeenim1kfHKltgmMQX4F"
    "7r4A2uIu5gCW8vyvZ8dsKadaumruYk7mjupe1N7KWmJl/NnWYZiYrhkPn2MgdMpG/ULbQH7PDXprM6xeBefn1ujT2MlavPqOXiG2"
    "cvswm2b+hPp50fsxl/FVOD9VEjTJejurk/4aLoVN3Rc66HScWpsatrvMlUJ20tgOZzOHbHn0Bdi9IvLfx4jJ6lnvWEcZmKWnY62r"
    "8KfFF7sD/dxBtOSQ3dXMVCXpDdaxx7YQ325Z32p4aTmMdEUYR5zCXEdvnIsFfh6WkqHbTUP/Cmf5YE4F7MapfktwR5Ngv3KhpccB"
    "BZaTR+t2WYhP58n70NqZZwrOgmzZLINXsVLwA4OIHi6dZbhegd93gPREZZr+qp8DAfUHon0e33wFdugEWS695CBYkuHwHZfpedbN"
    "L99xt0Kyxyg1U5zMEeXkJ08xr1BHLyLK37j5uelaeNe/EfpuF8si3mf4DvL6clCL/V6NO35eauQJ+sbr2de0gziWAYvsfipriV0T"
    "7LYM/Tyai+lDJnCdYvisdUQDvzAfHRL3nMlOzlV4rg1WSyh9cRZziMA+gWQlGEst9WwG1hN+NlH6ZuK91rBiTnOfAu0Z+pi0+QKP"
    "SrmvxLW/r/V+cZT95y+zrmMlI0uncV57rdeQLaTc12mmgKzs7uqA/lZgBc7FHR8nJ8ok6GqLJ63D6nyKz5gXWgA5shjAo9jtQt0r"
    "6N9IFsH68sq9Xk7S10qyHigBhHg8WREKdYRYJ9wcPG17SMk8vUgnyE3hKu0CuXxHn+Zc4+vlNvkYnx0LGzLGV3O7Woso8bfT5LtJ"
    "uvMxtZV/8Djnjoaa9ucSsDBO29lcjOyGV0z/uFcWGH8R9jpf3xPLDI4zzYEVWAQN01fG4LdWkbkZumAW7NByO58N+lM9t/C+3uYm"
    "dYn8TZaDe2mVJ+iXxvUGu9dUzqfmi/K8WZXs7dD/NewX202OZj3/VFwrl4xI5h01BTrMwT58KT/pUMkngjItd7VUMTI4XOb6uHAV"
    "vzdFTycGq/c93vsi3v2AhGESe/Qh7Gqn4C0yerUmc7o769YvUEYrlo5ahprGDq3FTQG1XnqLd4WshTUWyl1lMn77FDlE0jNmmnkb"
    "bqtofzcfK7uhUlW1jxQzjxD6qbG7UWO4bFwc0rgQevsYY6nHk6/S0cAnjwOL/g4balWvFjGwarz5vrMxZEQipttSGWfTUvI5l/ul"
    "wCbXDsN/39k1ocnG4hXL0e0IzVmgP0AnTMGKNw0sSxKHD2mxATfT0hDQGczMDWNe1xhTOrOSyHqjVjJHMw6fUr+e9ud7ovRxKjh5"
    "pQW9jCpWhcR1s58JAF8Ncr+YzGoulmh9wEMa6XjL/Mqv/9qz+p7Y/Oh/+0z5Nn7btryS+Q5sta6GLBX77tB0P4qbpvOEuP7YSIO8"
    "RoFH/7trYP+0gY/WgdVpKT9rKs74nhKhWQzaUORd4jhpCpmbMbazGez7OtNPkXC9YJly1XHq7SSjPXHPxbEZ5+tInIaVsO9WEzWL"
    "Eb16fO9cLYQVqNcTxdV75cGK1ZJTLk4bPQu26GliJcfc9RXvwCIxhcBeFThbS3A3h0MTHCvZ+P0m6KaPgmmsT44zelOmdq6Ny28B"
    "TmAbaLpinMPR+hX0jXXxjcQ5tZ6eTBOMg+AwarR1+IamshR6KB+fmwUdn/IZ3YN9DX2yIcKWeSroMk51WIe7ND22kv7ll9Bd66jT"
    "L/QdhBGPXkJGns7CdU8PTgyay3r5Evb7XJzo3fRpPcfnXlzV7lHiuNYcu8dAOYcTiuOsm9+E/8rxUz00+r5ALH21O641Wn7Vr9X4"
    "Hi+RI4N9gnJybhmKu15y2TVqPd2nyQOyh5jcbWDHTwmjyA/JKmiRtnIh8Mv+8h/IRksZpr9Acxh++kbq8bcPqGmMx2k5LOMIWL2p"
    "2jroF6wlW1cX8sPMhbWKUHtW61gg9InwqZ4kjlsPm7pAba3WwI+s00Nw5W95Rtbr/kEuY/Ll2NdzgOUtytZH/8D3/4Rzsw4ykSd9"
    "5R5ZwbxGiusQg052Xq+xjc/hNRLACN2krYwjEu2HpyqDl90Uz/QscNGlRJoL2auzEDYrz7OlFql1qkyF/2hRuNV6ZfAbKwEt7rwZ"
    "NtCiB8uNLwLvPja4C9J9o9VWym7hStzf6zJR2nJvHf/bP3u6rWPhDDGpsGpBy8XY3HGboBtvhGHGat5/wdmt5t7/LY6DIWT8ZI5a"
    "F865MlDG4+z1x519hnu8uBGvOvMr6rNFxn73BrTE6Tg31iU7hzmBGHMYtWrcHRY96U42xZuB/77Si/WAoB1s1hm4//FAcxfCs20t"
    "DlFFPRPETuI6DLN9pnFH9ui6iOZxfiZ0uBXLt/vzGCmkVxFnDjjJCQ6VxJ3VnEhUy4jVnuL0rZ3TA8XVqVezE34tT2qevi0lrDw7"
    "U0xfriEqyCITQoR1CUkdzIj++3ojEOU+MhAe5GxI76Pyh76g2wU9/h8vf+vpIelMeMKf6zt9h/54TnzKg3QVM2brqrVKfN41n9nY"
    "9DzEMt9f8gZ2wjIzj8iNZDaNULsUc97bUNzPIpw567PcEd97hOToKJkOfPSF7MS8qM3zyeIsdpuTd7T0IG9gra8dzSZmrwOuiXu+"
    "unQsyD1NIHv6jrsa4rIEdn4nsVqTzXoy9M1jYuxtdTzRJeT8Wc56VZtJ9xP0+rfQ/1ONoUx76LU4neP0Ea0OButt7NUsxwncA7/9"
    "HBpkHvyNH4AUJ+PbLF42A7+ZB91Xod/JX0CIdxLLFPAE2LMvIl9jEVbnHkkzfF/DfvjJRJEr8eTWU2N5zYU4Ac/hG//QzZS167J2"
    "Z+4mCsxiDOT15AywvGIFdMYZnhvgfhmKT+9l1bxhH/i8J/l5UK66oRb3EWcsowI4ZwJQ8EidjTt+CXvQJysX+3Ibrr9/MIen1s52"
    "BSuWLee+CXvRU/vjXIzGro3UQfDKXwkmQx7+0svgLf2Huae2rLXtyCzjb9zxsdqL86AcS+RaZtuqIMlPQiIXeNa70Wqc4w+zHu9O"
    "eZ759ITnxdhSIRHi7ss14r2aaAN3w92sjbfpSbmsRz9VnoSnbj1bw+jPPycrfJeLnd2HdS+sidnv5ZDBR7bKXDn8XUfJPj64AFp+"
    "P/gTxfCR7taWwK+3yMZwQCN5zbRfmvTZsS083TXMHye0p0TIzZP0tXhWp9pVHN9byk/urCN/Va6+RI2RUMcVt5n45QCxqmHhpNSn"
    "yT8snNZt2mkO3nf+/3Ou3YmY3uiMqj3/x/uN8cn+n/nbMr9isSTTsacxfniqWCa2HfZnLbvXpSFX6PzInT1zfxqjhZ4RQxn3shz3"
    "SuYV4rSjK6DvrAO/kD23xqY6GPvdh93PA7Ksm20ErrwYJ8bNZ9uRcaZc7GAP+VS2bSrOtrEB/3enLGSe2FPOtTpfdmSmtYIyHvNR"
    "mDr2tDhu4G/IqhYl4/DPzCm4rva28oq4nuIUTkMJbN38sIYY6iTYiWW6AdZmvFqnhPllVuPXPtiRnNm/ACfN5WTKFpTGIuCQYuiT"
    "WnbULNVm4hiaYsTVH3NGy3p6y2nughjlyMUXKhln7qOn4H0L8Kwb8V97MqcuxHc+DnyxAhihtWSRk9N6StaJRTFmNBJ/SzVIVNoG"
    "7yVpXZLuyE5L7s7+zzgjQlFvwwv5DR39ZN8lDbGOkGcwJOeiblNn0HFkq1DWXKXrDbOYB1kC78Dlzy9hZvYAX5m9lh23MWgQ9Yi7"
    "mh5DPd7RUsuC+4G639LDIe0vYCfqdYgcJUPDKPlGaj3yqPC1lxH9zD//DuIQRojPKH2iVY0gFDc3wUXXTvTVpkme3sz6OsbccITr"
    "YDUqi/gt9bAJTYJ9cJ9vyCWwrrdIgSwJH5GbgKbb6k16B2cP1MN2GK/+BYFF0P+k3ThMrGtluhQSCcRpORfQh9lTftBnZDJWdxk7"
    "WrJ1Mrmxq30+NunzJl3EsXC7fvH09ITOPi7vOBfn0QZEOJEhwZyERXpvlzLmCfIbGMRirBqwKok92GVlvKcruIKmrfPIiFoDjXUh"
    "bFR72Ke2siooSWWnhmf9hrP0G143P2KOuimiH7KO+x7OU59NhgWzjQU4fWvxHMZYa7Osj5TX5R34DbvKCPhcN2P9irDOG8OxkvBe"
    "lZ2nm3z2K4SnEefU+hi7a12mzVbuMPJn1jJOZox+P8IGT9btsgqB/teSlWcJI9MuxnevWmbJcvzDaeFNnp5nzKWOHYhJflfms7CK"
    "HuwMNV/pL2DUalg5i7Y9y2eu11s5OXc447P1eKoyyGg1qxA6q6H3wYwR21SxJXpF4OYVb4Z/UECWkfPZSZgDFLNaBzKz8SvW8Q/q"
    "uYfhcfeA3rgh6xpokqW6Opwij4UrU+Y37iebg4d0r6DcZ8OjrA6eQFTxPaQgs3ZpBgRkFWjGizBdx8A/Xam3BZNgtQ0BJij1aQ7F"
    "XJzpl3CHrzB3UEskG+dpW4qdu0/el3wZYjzS9PmssuAccg4+KvcBHSY1HedLexSFkDLVL4Ke0Je3qDF57yxH6O3wnpYG2biXzHfd"
    "yrNRbN3fbx0eKdY+uSzzNVJLltwq5nBvBwJyGccE64FcjV43aSNW1TIc9zoIT/YnXnkaO1bIXFon4PWBsNVWLdNMLBt5LLyV0+X4"
    "4GZ9AKjYMuIXyCNyhFyHlZisDwKtvYKrzJaVvjrHIpTZ2E/r/1mH1VvMSQXHiuWQjhebzbMM1x2vzYINOgQSXqZPYRemYaW/1beD"
    "A/VL6YrvrIQPFGN2cSRZngpkDO4ph6zFVltkbMWPifVi7y0/4nzNhZxVcbZHJazhGnpSNUQe2Q22wjHvXuS9zkSjGekyRiqsWzDB"
    "NUywzvs92MlTxE34cf5gFb2HWvKw2ySMKm0dJDyPbT584QQ5UdIZlDrG+I3/NUr9k1lXlcFC1UMf2Qxh4w+oIiOkWfIoK7ryqJXz"
    "GzCDaY7dmKFtI5aZ3gsndG+s4K+Q0zaS+ZW5Nt9D7POF+ierRgwFuvnSEcpOva8NLyIK6QxbGCMngsVo7pFbJUYk0Q2r0h6aYhO+"
    "526ZwuhKNWzAJiDv+eRBqsQTTKUl3MCIXw675eu935pqsDzGl5bmpts616qMOLoqHsefotTjVYzavSiW0ywi+0ShX/UEI+bvsG8/"
    "5dmEK7lTzhoaF0mENc5b4+ct2XSlrrTnrGSu0WIzb5C/pIK8CgWsyK2lHEQgcaX0clMNleHpaMK+nmuykn1qrt+2nPV5i6WUNsl1"
    "M9Sok7UY7cVs4KcbG77B7YDzB9swxpsZW7bHqfkJ9rivdoedWgJd9Dmk9iNYhQhzS+l/Wm2Vyy/SM4IcohVjR/4UNrGU08vX4NQf"
    "GzieEU6jCZ8V46Eq0aGwfQvJlJWnFwab8FSLoUHG4M/O8F0TPu5SwziNWZlWciG87I3sfHAdr1FioH5EblE9qqH2/THPbRZyf/vr"
    "/tAtB0KPlDCeeS+eY41+h/X5Qa6BVd6Ffsrp0AUzsU7G93Fq8Aa+rRs8x4t5zpYxFnexWKdCgf4z6uR4jN3e55Nj2KrfrpAzZYRU"
    "Mt9jk9zgwcuu4ia4buKZcLioCmvcB/apXt4F7nlJq+VF7QiNtVHOBWLYCxqjS2CasxA+UTl81+pwvXyKe31F7sYJjuL1Sui+HYka"
    "usKqR5kHeYdyafVZxtxyFCvOOmkbXOksGawfB+fp3do0uFk+gKb4lDUhe4oxou/JnE8nPLfVSL3JWrjtfHzInvdwz5lQhSeymcZJ"
    "z2vkIpiup3C53qYlTVpBF+cAjU7Q96An2gLDTKFuq+NcqGvhLVZA95dgVdZDX8/Af9bLU6WDsPuroIVrsOIfaqXMhGwWkwX3e0jK"
    "b/ikea5/6cHB4RIJBf79Op0qB0G322S047NO0hsayS9kfsX5ItYFvM9Wr5SQJ77Cz+ly9TAvEKEbasn8bV8CHbWQV4D9FuswSPMa"
    "WKs20MGz8NxltDNx5pBjei9Wt7MY1ttOyijnxty4E/3nKspvO6zBHFj3uVir2YxyzIek5jDCV+er+OLY2Y2UdZfnXIA9Hy8dIdc/"
    "sjN3CGz0fH0SNnS0XCuGpAfDAth0GKtjvBR46Tn5Cfdhc9IfFIuSxYlVSnQ1+3Jv1tdwBtpILd61NBwIueqtX2QNVMsUd2iIHabz"
    "u5sZiXSM/o4bqdLXvl5EC/ke+y2Snm+7mlP8zmct9hnyMHzLCfD+YvocdP/L8D+HNumg3bACOdSg1vd0K86LTW0/FHbhN1iGLEji"
    "Gp3GruwKnQir8J0Og0xMkWfkuGBosF4/le6yLDwP3/ykDg7Paug8ibFSKT3VO2RdVQ33JsXeGJsEYvc1BsjxT2inTTzb58E6rcS5"
    "fQ7a6JZghK9MdRWKnaWSDCZxzwyQ+ZUUpwk+Ig5HGGZwk45MB17P2ZMbgOFmQUPuGkzTEfgzbMgVp6uI9vD+4ADgtN/Js9ZFesFn"
    "tVPyvHyHezwOXv19Ukz/p5YVjinOoViJPZxNHu8oa9V3Jn9dBOfwMrHO0o2Q0016Knb2chkg1nc5EWu7iFnzIlzZscq+Qa+jyDB3"
    "UE62C1fDNRW7lQ+tm8OqjDrGnNI1AYGYjbEKvTdkI639Wrx7I552HPBiDvymNHfxv80qaylPkaXSWfqB3r7X0XrGsDObgSjmwFKs"
    "gU5cgfudBHtytIS6tXV2cpqD/3+hE2STfqzWZfKhjgzG6iFidU1D8ecv1K7WYZ4l3YPVePKJ2IP51OXqO/vS/yRwhqLb1I1XptbB"
    "Xc6ItjEJWXy9kLjM+ij6Q2Zi1Aqu1tNhvZB2NEUZdZ3NjvH1NtMuQR/Zx+baY+d/hj5/Ud/CmTqO8eGEniTGhVrMyH2KXJNRfSi4"
    "OfgYOrsCtmsuTtMGMtyNgzeWOcfyhtwon+IUrGWt3Aas10Z8Jhs/18AaFcoqVj3HKF8Ropt17Pk0S12iSf+bOo+wXheTv4VeeyWo"
    "FVzH8g5E3MXUrXuK4chW5KZvvlWM+CNK1+s+InY09G4W8IUxyJbrJTKPbEubGEu4S6obstp2Dguo063+OHOleZW+5nnSjfMkrq5X"
    "JkoEeir2bbGfz1TOXbiV2HqwWq/sx5zRMg8S2D9YpftIDk7mE9Anc+GXPyAdgpnQ2Z/CSt4GzdCS9fchfWgnoYdL0q/5ZnKGXCS2"
    "PxYXKWZ3TKmulBuCj6U9vu8cmSuX4Tff6XU42eOBHDJPEq3XUez6DZk9cDmch9j79CKnS5l1PVsqfSX4SlyznpWFG/RXdj3OZC9v"
    "0iPSSnYol/jsZVvi8UKfVUvyrIe+87WTOO1qbCCzyAya5IT1FOcfTmc2v6Jhb+4hMi1hFMT0S1OyeVeznspxuEWBHr4l3tsPWn6G"
    "50UsYDyijNUuxxHpO51Zx94I0zk1jIaYZ1jmq8WrYCuS1IPvwdeo1q/C1dIdvtN9sHeXhl/JHXqzTAumwgbehVVdjmscFMzTC+U9"
    "oLSD5WyxeZDpLpQKH11cwDre0+RlSKIx1rqJVhHifcuM2XuPl9Vb6QOrRnDTr9O6PUHO/ZT3bVLMAaaAC+u5i0vJJ1PBWuT7jBFc"
    "9wj2DLrgCfvqQVqCJ7qWDJujsCo3+kxkiZ85k/JVAzFt58+3Y+As91fO/JmE7+Oxd7eULTnOOHuA09XvbubZ+b6n5xS5lJ1qoZec"
    "SnZL1UKivsSpvEwXQMKX6iv4/fxgIfTugkbqxeJ++nEVOz6VE3Yi7I4POTtpvfebUsweFFCK06w/Wyr3d/H9MY1NDoxCo6X0loaY"
    "cYTz7VR3x/0lfZYi6evtbmAXcHOgsypKms1KrQZyicF+z9FF/5JhEWkmMZVGXzFbMpd1fHHch+vlKfCMM0lfeVHlp6PXMzttPC6u"
    "oyDhexmzoP/iavOP8pgrLqQmqyV/armOYzT1Q+zHMkkSbx7O+RIvywus568iIqhlNaVdby38pYKt2E3/L3e9dcwp5Xe2eUOfUjoz"
    "lPT2ftet8rn/9gpQMe7/B28vrE9kTmBY17yrQZZRFNfdWMgJIT2hZ6sb6c+Ks5OzkLziVcyjXI/fv4jVOQxrkQ8UtY4zQIaxRnGE"
    "Hp3VwfcRRWFv1Ne8J33d0c96le4EXThMJuCVM7Sf7iqnB52DHWQv3SEYDu3bK+spyPO+0k8PhLxNAoatggVdhOcrZ47mF/jCm/AO"
    "44/JPH8hqh/AHkym71/N3HzbYJjeCd3+qFyiX+H7vgmMz9DY8j/Ta3QP7Rl8rwcA6xSHN2iZHBLskVUafgjLeSNQUDresNNWe+vO"
    "THM50WeXezK7vDtOcyzsIy0kc1TKZT1tPY6VqNfBLpv5u54gn8lY3Pc6IPbhtJOv4e83BMY0VKKRBn1nbDsr+Lkng8eCB7Ub0Mih"
    "8mk4J4hLB30gPFYLwgjZgf+mLanntI7RZKwp0sydaIv0Yekkq8h+v54+SAxax2IoArTdVtJdEQn2zT1DHLq9vA9P7R323yzgfN1C"
    "rMRG+ILmIzXFfVp2Ixt/m6oRr+Ou5cyI0MvoJnp6VgNp1rzccx7WklXzMnHa8VSplm89B0sR40M1jByV+lmM/6zCaeL//Ah33kru"
    "EFdnNRvndhKx1hTpItnE4ZVE/sVACrU6gnwjmV9pFSyA7fsMPvg87aPvyGi8vqd8gHvLXC9md9FU0vMzt2ZNtglgu0Gz5sDbNMb8"
    "n6CrSqm1kuzISdCq/6Jvk+XYmLPreAIT3hZFfCXz7cRVSSLBem9jXW9NR3a5VVC6XJY96itYbuBnzpMCspNZvZP1+U5kp8ds3Se4"
    "DnjpbuCZp+RPnYudPgJS2DWYhe84ijxSVdR5xcSxxjleyxzNMHjWyyAlh8oiSMI4OULaaBf4WkuJeJOQ7o5SQ6lVVsZYnDnlz2ct"
    "5LE7kJCxABg34JFSTlxgPY/GOmxdMG9Dqqw6bb0sxqqPApZ8H38uDH+Wg6WbvK2u5qWGeO5+aUUb5yb5JtkRtxq6K052bGNwW097"
    "af/fg7UHxn7ovLAiPuG+zBy7zqkWkmbuVlqFD+UsmQwfeAq+J6kXwnc4VqZiHY6RjdIEeBaYK7xF7pS/IEuL9ffwzOBI7PVZZKtx"
    "XZlfsmKpiNXIxpJTTR2W4/vfasg0GkBLTgPOhO8fjKPPuRAafJIs4T5GvHbpwiqtFCvwDDktJWoNGWN2faB55J74ST/VVrpzMC5r"
    "KfBPc+mv3wMHjoQGP1m+kbX6lv5He8lZwBzfSVu902aq2AxUcf38CV9tarH7g4kZdpV0z27CdygexDjBkXIZvQE346OKElJGPJ3Z"
    "Z6pghVY2o+EvyhDIj0Xni3QKrcaV4iJCcc9L6VD7TMjGY2S/ehnrXYWrWx/6BmqZTFyVv7G+2/yl9Zrya1YLSSpsZA5h5m/rzZma"
    "9awwMeb+JmJVB72xssXk5X/4HxVeJcSjtT7qYfMTTSfbrIqNrKrfpLvhHHXFqk7F2p/EWnubbndZQ47rrwYNZwz79mcercgSSOpk"
    "VjWyRxL3eym83Um02MfjbBQByzaVfSGLE/UB/M3Y1AwVLrT5lMFKMsC87pkb0r22ytlM6dx/Zu/9JNku+BAyOkG317OkLuwpCwKb"
    "zHQo7mYhNOUpcjRQocU+1sICdpdyxrtKyWtjTAeXcK5UDeTMWZk9pann4AsbeKNMQobpQOhBqxAzTfwX9fFUTvQ8V7Th/ekZO/Np"
    "Vw0hTMD6rMEKHwz7MQh3eL38ipOQ+XlSkD/rx3Xf4+IWzcRV6Waut8z0bWt8l1odvN8IpbaalaE1OphTxRLEwS3IG2ne4gvw6g8O"
    "kmr5tjLY9vdgv5exKvVufQmrbFNjzQL0CCynPJZIvA4a+ybGmy1zcoFU+xzebJyeVlhNyxKeDB2+TE8CYvsT3zJenwn6cYZINedL"
    "57HzYJWmZ4xYNrueaxjzeP5SWuFj5Lys3sF0KQp/09HhxPBV6ICv5KXgO90zvNfzE9X5DkTXL2SMDPOllN/ipjAcKRaP2YwnjcDX"
    "rfUcNykiuSRXfJb8wNk19dQ6NaxqH0zMXAk5nSkvQjsMg/+4BJpvNvZ3Fnd6WSP9GOPJYmU6/nJ2I+bxnFQDq2TuE58qXaGBOsKT"
    "OxqrZxPFv4RlK9cljEZEPTOzcQtfRutnFuY2fTB8PugPjN8bK308vOJLgud1npwPiVqn42Wa7oXd2ARP5HwZD6z4GfY0hX0ytrUz"
    "2Cd6upi26cb8fkRrPGPjGqKkMbjrHtDTT/BVm69QwloE64K5A6d6DXTQe6x4vpx+RCHn8NSzurcaOu597Yv7Xw77MASf+0bvhm95"
    "Nfxs85MvBw5Zpm/JAHGewkLc1Xy1uS5VtDTlxCOTiYiirMZ4MDgPfsZh8mRQEbaW06DzCuR1vYLnpp76K30iE757wslFktakjpE0"
    "h2ZvJUOd5TgdRgnpR1f5KGY9J3ZYzGUnyeLcOMvbnN7IZ6xa2J3G2q2qs0PYh8wTyeLeZzTr0F2cPxEjy06CncdF+Ptozog5JbBz"
    "PI8+tzHG/hsXPKy+DMau2sl8FzphIvT4LdRXbcShD8fSmAuMHGW2diPQRqmPGFmPTS5sbxV+v5YxGGPJjRPZ5POe6nk6ivVJaJee"
    "OOVD9OhgPTyeY2U/uQmS9S3eY7GCtfiehNo863y1DMlmSNkF5AhOkq3oCgkpx3Hyk1q8cwWf0dgZEp5j007NIJmpB+MkdGDF3Hvw"
    "LA4Pvg//Di4N3qWfYqyM1wEPDdfF0Py/6XPB33jn8dBq84njS7FP18ALttr75WRu+UCMJ36ijsUp/pM7NwfapbfuHVgvdhlOs82C"
    "MdaBSdiPjcAmJwJV7obXvsU5OBNPZh0c4/WBLKvcPYEZ24A1CVbR3oSa9x08dQmuZfxKm/H3ErGprWNkmbdz6fn2JiNnSsj67Myx"
    "6IvIFW8n/y987wZadaAuGaCP63t4kl2kHU70MukLbNUZd7JPsLCRelhX/1b/L/Vv7wFHXiI2Z2k4vOX35Rn8dLV8Dk23njld8yHn"
    "M5tRyVqUGq2TC7HqM6EJDY+vBJ5YiNWZiHPyHuRmH6z77RJj/3aKEtQe/l0pI89R5rlirCmvJ/+r3e1qal7TOPuyOjhBPP0KNNNc"
    "7YP7OF1sUt5K/RZrM42Zj3ofRxJxNSququBcxu0SPlqaashwxThv0vJrH0qez1Nv5hyEMlivFfjmSTpQzwm+5uS+IZCM36GTVsl3"
    "Okoy+85Wd9dWTEfEuEo1jIQZs+yl2l/b6mfQezfCOx6pF8DXPU/vAy46SBwr3/Z+DnwKK53PWvN03lYhW/OJ+XqQ/3gdz0s9166v"
    "xhpmR23ynUrW012geUCwxvBg2dGe2JlJ8jN+fwg1fLraYQ35Osq0xq/OFOakfxKXlS9g5DiX8dELsErmyVyF1b0Dfljmqr0E6z+S"
    "8O2N3ynhZ9VHeQIWsKPKatrW8BvL9XV5i/HEtGcaej6c9D8n+Q74CsiQrfkteMcv9NssPmZn9DqZhe+qIathFXVxD07etakbSyCl"
    "X2JV8nE3H+D0VwRNg68ge0/o3+EPsKvvBKvC0+RqadXIKcmF/oxBZyXov/Qke/mBwG/H4LpXiesVbe7ZTUJWJ+4P3b+zuGzz/uIm"
    "0KRniD8vqxtmtyX8vKVqVts+IndJOaPcVfh3HTRMFNqrCFqmA1aqFJjcrFAHnKxPoevmwXKs4b5dJ0nirxb0Boz18GTJJpNND4lx"
    "fuoYIIdc/sZm/03mPL1K2mSr37kWGNB0/IJGEKTNeFsFOc4DJrky63vWuxqb4Oec8VEMH34tvnmSbp91BuPp86B/MteuZF7rmnCu"
    "/thkU3iR3Kgb4LcP06rw1GCjdmsEKxdClqxj7zLo343EolHgirm6Vl4Tqzw/UOboOdJLToA3uSt+11XGkCvDfdu5DTFShwoyo9vq"
    "UPRcIODRGtuuI97RHbr9WFzn6yCWVZj1jPaCLXgX6KuddtB+QIaR8BRiDKHXvrO46oQU0Iyd3EvoXVqOtg7X21vuEKus2F9OkP/I"
    "XoFVt21kN045sbB1MK5iXCWJp36OUQnjAa1nDVQp/bkkuV3jOoSdPQlGi82H74Sz8RtlbhXu1royu+I3a/Qj6I5v9E18c88mU6Hn"
    "LsGJ+RHPVxy+LW/AK7cqvLPx01XSCff2sFwqvXRaeCds8KjwBS0MD22WG45LVeqf4QfBz2E5NG0OZMC428/EjtndT4DPMhunbRq+"
    "Zy2w9pVyZtZAHYB3dZKy8E9dw9q+K6H9+8v30OGfc4rYt3oc7HEtVqiQmK2eONyqskpZrdueE4KLGXUrIBvA3mLsmwU45Q/JfPYn"
    "LeTM+RI8g7FuDYQEjIa/da0cIzuQ8zoPEtoVFj0dCWv6j9yzsmsjQl88QpbSKJ7OzXc4wc96j9PPsWuMYhbvZXlQOkstpzBF6DdF"
    "cF/HEw2s15F47zj4vznw/W1X8nBnNpN0ELXxqcRvcc8pm85cmB49UraOtro7c3UfMebSDA8vpf/5nbgY0Rvipps158wr0y0rsRqJ"
    "beyT+P/nlU+hRdaRlWSCzVwPbJ7XJHnRZ3LN/zgO7zqMWd4IO8YM081gBWotzsulWNcVQEOny8fAAhZPsHrph3DCmgFtGvtEZ2nD"
    "DNqWf4J/9Mc8Fs4HaroDp+FQfT78ERa6IsyHZbpPGptwU8GJObV4Cosr/005qCTv6IGw82U+UmTaPwe+sWmXddCW18uJQZxn0ypi"
    "CsnrWQLNlK7ezJJd4KnZ1I+ZOJHH4rdX0u9Mea/G7mi1/9t5fpqm/byyYQqDEv9sUDd3sVYTfNcETk91cZT5vlL2ccr7RmLQxfAY"
    "NuGcfKBHYOXmQ1vcCL/6M+a58zklM0XPKeIzXFFgHesC2cgYqvkFd5NNrJq4x82Aref9JH21ex0/F4cHsoXT7z1J502S7GNvITFf"
    "xVntT0EEfuFa3RPWpl9gXvEmaAbzs61afgkzLx3FJq5upjdjbCNWPfWh/He7iUKc3AqPQ62mdx2xWT19lkwTvDKvW+M9asbAkqIf"
    "WKy/en5GY0V4gPzc6nvYcj2bUwm7rWopfYdB05Vj9xLEgbP1RSCdCvKPVWI/TwxmYE9zIIMzfM9ikprO+s7SVaeV+N5+8KM3+dz+"
    "WjFfYzIRf2YeGce/XO954A23b6RXe0cj3DP5ODGrWIuXT++slhP/zpdTgHZqGiby2Uq2hs7O0174/wuwU1cHzYMZ4Td6iJ4frNB3"
    "5GvpHZ4RZmaBbSnHsANkE64zWhxne7mX73xyrr3PqvYyHQbcdjpkaw38w2zgqnFYpRFi/RS5+PbFWMdfNfOklnn08irpa8zVKk4R"
    "N0ncj9Z6N0jP5gY+zBvEzUqcowfJddBgy/HN1+B6Njn+MGDLd6WCPalF9IotTrCa1e42v+4sOUCsrqwWnlEB4/jLoEfy8fsX5ECp"
    "J3+89RSdAZtaSz9+FxlBSxvzvAQFuK6bTlSvreQ82u0NQB/N5Rsg9HX6q9RLH2iPl4EkOrG/aSPW5Ehc0biRiho5P1GiynpOZy/l"
    "Dlp25S147lPwZFPh/+ThG4uB11Phf+R5PFNneQ+2dQU5QHN0ut6X9TpWuhPuZ4mavb+DdZal2JGXePaLtWvwOTyAHnIq3lGANXg1"
    "aC8jZVF4hpyF3VN4CNmsgE1PfXTc+fYUr4iTzgi5iqqwagn810nKKZtOPvM4p8M4rauhmSv425D+xwDPaViH3yehFeE54idjpR2t"
    "vfVBSPgOUhQ86nPMzv9r6+tDHK/QXLxzMrlvS+Dl3MJalTxtHuToQfieFfCWlskP8N8NOcA7CzvqZcGgsIUe2eRbvQsyMyR4Bvr1"
    "Snld2uvi0KKFV0sRte8DtC5FOp8n0SbeVWM/a/nUhawQ7S/dITf11BgJ9oFe7KW3mDa1kpzDE6Q/9mo+azhrcMWdYUUzc+kUcU5V"
    "ru/mN9QTwfmdACRexOl5rrIpnz/F9GtOj66jpx5nDdmnUseTU0cdth+s/DHyFqThZyDBbnqptJBTs5roJxLzLCERX6dqJ6eTWJSq"
    "g/xBjlU7ixV6jr5GHzoH8jUQyL1tYBO2Jwfd5VlGo0+Ub8OWvF69PsE43K7i+BsS7M79VvfRSwObOZ6tb2CvbpOWsli+xV43xh+/"
    "jNVUKc/DpJ7H1jHdNpGIl8SY9//cBKOZ+rZcJ25isu1gNlmk63ytsnL2mrOYIfNcdUA12XqnzKds1TF23ZMR30o9QZ8JUnKWtNN7"
    "9KDgTLVJXMfh7u9oxGeKsL40D99pE9lj+h+pYrXSO9iRO5iHtCqOZp69ZyatsVWN3i+WkY+QIaiCk1l+lKXUqA/hWp9jN59mfrcV"
    "EMxqZi2LcPpL2cEao32MUgZS2/RK6DtGjM00yhhOij1QKc9CrLCsMU3zDsepqe3pjqW2jepF4iKvdb5eo5Kn+TxJV4bEPbNDNaOb"
    "FWSFNI3aQ6L01Xa0WiG8eqEYoqxRY5o/Al677U5mHkA3eTdGBGASfAH1iOml0bI46zXgLeP4fEWP0OfgN07TRXIYdPAu5F2BtsPO"
    "bGZsdhZwztm+6kZ1y66qn3HbUVzNbVPmeOLEYHm8jkX7D5WXIM+24xfIw7A4q7HKEzmD5hHy4kR9X+sqH2efJ3Ph+y3CKXrOKiTh"
    "SQ+FPXoG2rUYOqyaa1vACiWb7fKA9XnDft0BS/KjDse9/q4PBW3lSmiCQ+VWaYUdWK0/yFHw7AYyE3m3HAn7tAJ+y9u4k/1wOufq"
    "i7jnl+WH4BTI2VR87gK9Ff5onu6rQ+WvLHi2+nn4bjBOX5dKP1cmwfjT8VyDsdiF33UMpLSz5NIHfF6G4dNRctN9JgfJALW+pp2A"
    "j46mD53Uwfoz7mdf6QJ9NVWsv/kDWLTJukGmhT/KHltVN6Xrk9MnKlMWrppzZI1JeDW+rZDc5GYze8m2TEIco4cE18pgPQC68AjZ"
    "SYaF+8FGjJW+4S/wJ08OcjhHa7D20ud13+Bl+USf8fmruJ8kapHKgbwri5JOYFXfoqyFOh56eRn0/MfhDPj2Nm3IGGm74d2BWDXk"
    "U/KyjNIhvq7IJjsoKz5s3nWNn4W9Cv+Vwo6YhalhnNxO1x/Y60/hveUC9S3BWXkQ+mgJrt5K+jVMUa9q4KTbzzONW3R3M/ZzAGNi"
    "SbWK9hskj704lbQu5gs7S91RfsG+3gY7bxn0iP4UmLYp0e/xHROIw6axF1X1ds/jYJ8yryvC6POe7CBcI7O8F29VL5X4TDOxmYJ7"
    "Bgv0YPZ/Fxsvv+4vg2W8DoOX2jsYBJRzp/YB8rwGeKs368F3l5NlGCcs2iSsa6QrbInN2/sT37Iedn20foW7nQBc97Z0Cn7FNU+T"
    "7aWOTJ51uBfF/bYSV8G4sxiP52bPK20+lFn3y8hN0j6IMZqxjszUqxgVmkKLUcb3Jph1tDq/Qpzb7WAdVpKjIg+rMpgsxa/Btn8g"
    "sz1PeLoaSMn66hDTHWSvqtHrda66aP15kJ0CZh4/IoOlq6iYzR77tdyp2ZCiBVj/6bC1n2BPpsE/m4hd247Vs653IsHql94SsmZn"
    "E7sUjIm0VFsEeUB9OURaNuUhCUsSYSWuVWw7ho09pIIZsmRDr6BZ0yN9tKYe+5bCSrfHKcolurIuJYvfW+eq1URtZnW2sSovNY5F"
    "4MuWOGkmvRb5PkFOE+Na2Qty+ziZBs+B5iuQp3G/tVKEpxgAj6kufLMR73AjT/xVUspcz3XyG67zs9g8p5C117W0T3HY1ig1ssuw"
    "Ffipv5Zxe4mdWzbFYTp0f4QV8TYL5QXJ8bGeal/v8e98aTsH2cHl0iXoAXmtSY2QWDhUmgc7hD+FcUbGZ/qOyms5bzsbeMnmwNwj"
    "PfWYIBcyMhvyuRfkcjHOz8xtZOL4b/rbs4A6Z+go2uE+kHmbz2rs2Z/IKs4JWoc73ht/X6etggr27f6kOeFKzn67V6LhscCmC+UQ"
    "mSozZJpuF3QK5kDnjZcXIBe3webdIg/oufgpB9bjJLmUkQWbimpRxHuhd+eSp9YxKMeYM66jr7pRu8hY7NFoss5ZPH0B9GeZvhPs"
    "i+skWYlVxp119VA2kd36rD/Rm+Dlzca/DwGrfQ+9uACSFwW2zDwjxOL/hX72UIXHl4XkI633/K7G33yUz5tU059fiFWp9BVxCXpu"
    "tewBqoPOak8/ugo2ybIAf+B5RukLuJ+nWQ0R9yiljvdeTh6Pd/G0lY4lF+tifJvWk/+iPC5bJjt0auh2SsCGpijfj4n1ghoSr2JV"
    "Qwmrms6RC3WkGiZuB8/9eDmPlvk4eZw14gnOjKyDJinm6XhBukolO7qmB8ZSnU0u0j6cvDQTf7sNvtpd+qf8oE+G4/VWWSItoYl+"
    "CrZ0Gsc9F2KCrIlr/CQZx4Bdrt9gVXfw1udlTos1nVXADKz1DdexwjoB/PO4GsffdjIb93MoNHgNJCWXtUtmGw8nP0nET8GoJh5Y"
    "pwvwXw60UD5nxjwo1rG8jlZroPejDgAWuYuxgQrOcA0bfKwkkEvCzxiq4gQj42zZhR0WLs5i5zjupw33AjaLMGt0IifU1WKdzofs"
    "jIVt+QbrtFRfxVompJj5mw6yiSx0IWOXxmZ7FM5ch2AxTlw2pHM58OMoXO8gMR71Kh0KvDXNs70bu3ycM+lX4OenpIaM2ZmmEgxR"
    "m+hwJScejcc92fvHyVpi9qH6JbzdNbiTV/Rk2SEoJr/UhzgpFV5PjcWZmgGN6qrjflFXFWWre7rk+Pr03Rlbm+WrAlPssXXx+8to"
    "3QrgR9Qws1tkXbiwzFEyys7H/V8kraXIVwe+yqnopoc/Vcsvl5MH22J7b8GeOT6uq7HjQ+Q1aBfje1+Ln8fTxs/DM2Sew5Hub4lu"
    "xeqwP+9tHT5ZBy1sq36RdIPuqMWKDNF2EtKPHk0pWMDq3Ero9IHwrELe11MNHR2mEaYQ58wiAqjiGuzi9+RSCf1sC5GwAXmlfO+9"
    "zWkp4Ll2HEyV9HJaSS1xRTXna5Xxu5+VEvJivwhMZxmhGlbBRsgptJq6q1ZvFss2Zasxu5dDso8lL9SRcj7s6bbMuVsmbwSXQMuf"
    "pB/qMfJA8Lxcg1XqFN6urend3CjWo3a6Zy9cyAjo/eRF+sRmzcmRwMbrgJh7YIdOgMWYjL3aKbB40jzI5SFiE0gWQSOX4e9TyYlh"
    "XYS5OEHVQJ5Fvmo8oU+yJqcWZyiH57QKKKOcJ92yz67m7kBWQlonYqlMx3XmUcJrmAFy7ASV+gTrLJOsQY2p+ikT9q5lQHKvQns9"
    "LL2BvYaKZVp3kF91kK6VMuJ4yzMsUMeea7mnctbFA/Vy576WlyD1S1jbOhfy+jejZdZHVacT5AutY4/CMmYDTpNcnq8y8gb9KPMb"
    "JgL8+7yPLd1D6Y6nHRv+3kzcpCnXbb6KFiOEtZgho3G2B+MpesLnGoNrz9Q3dXywTp8PnoX+sClki/C7GZCk9djdsfCpU2RvNm7G"
    "HeQtYLQWWM1TIfv9IYOTLCqB1wNI1KBgHqSzLSTwm0aQQ26YDz90LazsCr0MqP/1oCwMxHh5jPXAJgPEyD6UIgrbTT7B1b4W4/2w"
    "aEEu/V/LH1mnZT5WvgdnQVl93GDcwzig0bvw7tX6qJ6vJ+rC8FXZP7gEOmk/PVVHNvmJz5Ki3xJnZElZBbcncORj4tgOA5xz66vv"
    "KQeLxTYulscaPSWmOUq9nnUn+RTG04u1DfTTXaxI6MAYt036dTNX3SynNb4PxfUgmb74W+8Tqy1oDsz/O6zRUnxyJvYtjz3u6e7C"
    "Ks+NY1HtCHZyp+BhrZdx5NNpHbTUVeFyuV4swlRMfSKyZV7g3lJBucn0SoxzNb8lT8EK5ooSRCrRRuoCLBJieXKzuD9j/y0+k8VO"
    "FotMPeCzcQ/IJJxUx7WyopGMWpE2DTZCD9iJzmfnXy6Q8JeMBJ4g6U7o0DNxJBlFfknPwLdcD0+2ndXiBsvlZ71Zp4fGQPwxpC7H"
    "R0Yd/qkgj5Z5blHiqaSfIxRXqx6zOLxhxeGeI9hVg//NSv+vgI0WQjpW6g/6Gu52EHDazTIH1iqqP2P1F3Em2GnyLaedXws9+LE8"
    "wqk+tnNnSZmfYmXs9XW6d9gz7K8l8hzu8KKsE7SfHBi+IeOD1hL3XVZHU+pF0tN8Qka+a1g1VElWM8t/H8VTcnUwFDpqtboM9iTc"
    "TxVO4l+QspDcPxHWll8q1r3xtBhT1ALYzR7BY9Ddv+tD2JNIOAu2/Gq8thNQ+z1Yi8elWh3SWkkMbBXAG7iS0YZMl3nKN1J6M3Oj"
    "rtJ8jXsW9mpahaWc4V0BiZgEK1nOLuPbA0PZf8qjwKET9Hfc9SrGGVfjXJdAJ5XjHt/A+me+ztaddU4/NhPxfMuZuiEGyJrwBjz1"
    "m3pL8CWw6iP4GQhFfvbR4X/+01xcH2fK9wiGvlOwLfMrtRo2cOalce6hlNkI5KQU9m4zJ2YkgSaKiHtyICEWK3b8cVFKva3qKnUa"
    "tISTURxLrMUv4uT2rsdpm0kMeLUYn7bxXs0DmtuA9UzHwhbplpVoRwkaT1xZpZfI9pCVVbiPzdjvH+FB3w/L5nqG2pOfLEXWyB1g"
    "Ma0X5no+bx3OaNSf33LalUz4oA6YfAWuNVNj4TzJgjU/UYDv5HePfc4Tx6JdQU1Yq1tzwWz/P/bUTaSt4wqV0G94iJracn0byc9k"
    "cr0zOZ9yeDYmaqt/ZdgsZVzEJu82YXwxCVk23TVY3Jm0yrw78VS70xup056cqL6gEc13hRSpm93jYgabqC9KWF3t6tvjHv+e5DVt"
    "dJtmXG/LtIBTPfdZhaY7EVOsJLBZ7yfRQsWg56r0YPjiUeYwp8PWtBBX2VngGcus72KVfgPrvDfwSlec1hqbORzYbJdJWL8/dBw9"
    "6s3saDsMazyEGHUmsIIhrPeJmN/nZKBHxKKXVqm4g7xtU7GwXm/Kq9BUw4ALH5Js6Ud+ZptKH2f9wvbiOjjfg9wPh70ajHc2h6d6"
    "cNAJNuNSPUsPFpvKfZGkM755nMunZKSPQB4LGdk5kXnKTtBsETVmpMWUP6fFmrEP82TcZxOyw7VgRiviPQvrLEuS4f5SeUe6AME+"
    "xQqnRdBT78qf0K8/Qr7zcZIj8PV0K47HGH1Q8/Fn44y77MgIvLav/EdKGPtvSTYwl3+0PgFtqDs8VxzLey0tUMznLSxbl+k6xoOc"
    "8pPuXEdXSHbpuGfetmhdR8/c31aq6FvYdbeXVpx+kiQuaeanbVt/RB192ULynO8WGKNGHrl3l0CSrhDLUaZZeh3qOYMyWceoh11n"
    "I+cVrMWqPyPdYPss2vkVJO5JHRBYp0kbyN0Rujvw6E2yGE/UKuiMHb0Ld/V88CT079tYm5FAzE/pdzpedtWRQDjTmYvMNNX9Jd+X"
    "JJ6nr5r3ZTXILwe9aXWK9Vb8dh4sThz320KaSrHHgFaVYDNsZ/goZh6k8HwxriyryZ3N2nhjV71WbHJ8KSPVxj4Uh1fwEScdVeA9"
    "PfWVoIduwr1NC5oB7fXU77UfvvkUyMliPItNFGqJ59hb6sQYvIb/L9G8TCg68xpk/rbMn8k8c9ihptBXCbvYd1N4pl0a6bxfTV1X"
    "DLu3DpL8hFiN68nQk9NwUlzViE2MjrP/wxj63oQnkPnbMq9BJ9idWqIz6407Wp6m7G8nV0nmmRqZn/S/GznNzGyV+UkbmwOV6TNr"
    "tYC1lmXUVCW6Pz49Xqo5EWsR1vdBMjiWkgm0nrWQHeVT3QUa9CFYybOlRGwq1pFAEofLA+RmK6bfuIwzK+6Q73GFCt5NCufFscPV"
    "+PxHuuJxy33t0MAO5JgvSom4Eoya5gHNhTw1N4nVPE7X07HvC/W2rJ/1btiew2U4LEdmTLEcer9IE+FqVpwODxZAvowv50hxuWEX"
    "87SznfR2tpxRsWayB15pLjU+CrWdOPRWw2pwe91Faxy333ViWbdbg6tkM+R1MNbwTax/Ln7+ADLXlHkhY3ncTtbRN6rlBExD0rnQ"
    "BcfCw1mDd8xT68uJy08eHbp+ptMkPd+ypIFrUah5D5UtaDJOvf4ofvMD7u4+SZGvL4/oxHp6jI/bMNptrDdyfHjr6V89zDhxlL9J"
    "kLuh3jNaW7b7Qol7noX0xHjHA7GL7O+5ZhJ+skmClUfm/2+k1JgFc5V83/lKxyTZ6su9jSnguiZYM2jsZxFKozIan/D+lqGkQ7Cm"
    "34v1IBivTz7rYP/v0ymsquIJPkuElbUxWrcYJ0lkQkKZP3OpzMLeGrNYIXZyGta5pVwOOfuJ8dRCnKeTxFUpiKS7VGxCSkeppGaz"
    "KGEbOQP+k2VplLkwN9eikGfD3pfHM+PqLu2M5uBubpY7yBGX7b1Bqw1UztCz67bn3mYFg+Azj5b7NAJvbCi+e6p2k7/DrmEBkFjC"
    "V+ak+7KKWfHxFnkL4/T1XL+1IX6LKr2lz8thMkA66bPSFlIFtAXpfpw9wdXMQliEdQbu8m6cAddhllkjFeE8lrJDbWdOEKzlb26R"
    "+8XFN06QuI8JWxTTOCAXw0LOB2K0SMEk/LQMWKgQ11iq+2SlgKOzKUlNuYdR2NtZ+jpQyrfyCfuozpcO8GcukxnALi/BjpyGO1nO"
    "DqFJnDG0jt67ofU98KllsLYpjTSw/qb0U2YWMlcDreBZqmb1iVX0HCMui3kYWcSNh9rmyt8jM8jo/DhOXJPge+0PC788GKtT5BWc"
    "fpMFm/m3RC1DvYCzLDvht82DvtRUXwOfZMbx/92a7RDnvarhvLsKuxL+/N/l3be+x51kJL85qiPIqFlKqakECqzwur+ajMMRSswQ"
    "6c5ueLNEZZSgqb7LZjNW52xyVZpWOxtrbXmnDpzOkkd/+Xhc8SWxKWU2YbslfJK/ceVJQJdPyBSc4kukg3bWO/UI+QYefDOg1l5y"
    "TDBQ++rvKkE/rMlE6PNzcSXH9OpmTLsuggjZue/E9feHF2R3uAqyNgqv2Az5d6SdHAfEtAaSshT/DpXdgGoPxL5/D4+kWm0K+VoZ"
    "opNhAb6H9/kIvK/75Dqyd0UZVQt9tMSm8c7UgTjL5ZzpU0Tmt3JyqcyEDayk1aygLjYW0g20oTGffarx8+srPSq7ll3RVjUyEd+S"
    "y/4w03MHBpXAuDH+LiSvgDL/U8pqsmqcN9eJWohviKqb+5SrxqL1IDzw4doOp20fYIOYTNDXOH81xAp/hT2zeHsFq0gr2PXxB2xm"
    "eSN2u4YaxNUg1vNZIrSAFzSSLVff1Wx1dkk9SkyT2Qy0YuxcM7GZjqsoEwXQEatwLwfAhmVm7+gHD2NnPMeOspfshPc/IT9Biufj"
    "G62yoZS2cjvZF/uVC1w7ST+DFMzEtzp+s+3lAGi1DXoe/MxB0Jq9cKWv9R39CCs2CrLfBCf8neBNePyqW7MxGUrYYmWVc6A60q9I"
    "kMlhPVeiwvNlvIQrTMZPxldu/UGF5Mw5HydlBwk9m2Y9pcXWZZr2JE9tzDPfRxvmiN0IH6ulmFcXZwelm7Eb8Yx8Ud6LWWnz+NqL"
    "RZRsOnYO/j5PfyRP+ChIwwZ9Uk6QWfJ48LZODPfASf8KZ+lT+N+H6p96Itb+Lk5tt/upgt1cw56PoXiqD4DqDDcaB+e50otd84vg"
    "/T8V1HsMmeT57iUmp70htR2w6stYW1OP+yjCp5Yz19YNsphZW75G/kJ7ntnMrLko7m/suIhzZqpJ/Sv07lzv5FJNsapqQsNc91of"
    "EbUu800+QxLzs36sD6wMe/qxzGX8LcIq8kXMS1gF752Q88RW0/lSxFprgPtrbaoR62gtV14IS7IYe/AukMCRPmucSySXAnK1jFUb"
    "eVlGNOrPZdK9Ng+plFGwRex0j9POV5PDLXNmKNMrFtVei7W9jfE7m/tVxPp+4+vsjZM2X2xOcQ4s4nxcZy85TQ6GjrBc5AiuzWZ9"
    "A9q4RlsEr8jpDZPd7UQc4aeUxPkcNeRhbe9jURsYvbeYWWd5B/i6BtrJIhOzgcxW4ETMwV3kb5PNipKx7Qrsos0If4MdPxVkJN2W"
    "tc4sVZk/MwIawDpFnxbrpDgkeAb/Hy5/6kCsQFes3EmwcCdB054ZXAZv7AcdJvfKRuvalIPkfbkantfB8i7edwB0V3/I0pP6vtwo"
    "fXC/E/U5nBqbAD8Cts3Ng9lBXCwoQq5S9TF6x2VnU7mS7OsxO5JP7VrGz7nq7MX0Gd4SQ5BlnhEu4fumTU919XrsQgnJBeZmIFXR"
    "+sdxx0ptfgFfibLLqobXsg7Ym7ACBwQlvrb8KZzu2+SeRqM4mV85VP7pbzp0V+i5kp3ERZkbd3xvNZxLkkniM/sL7/vqDaVuiRIn"
    "JHAOrK7ic9x7B6lg7C2CfVgDz7AXZ5sbt+m9OhLYtEy/gMxlwWK+SQ7pX3QMM9X2yRrq5XLm70Nqk7vEzfBZpq5HO0EdkUkndtOy"
    "4Hz5GasxQCdoU+2P1/6GXP3BascEY7lWTzqAyOECeYFTf/aWOno/EWr47ykFhwQztYn8BhRVwBqMfE5gtgn1Z2FPx0BOFwPnrIcE"
    "rteWwYu4yq2ws3msDYzr7qyri8CalpJt4Ff8ZD2l6Xh3Ap81O77BV1grPZbKBlZ+i9GYrN0BzFan+wdXy486WtsFO2EFF8FfX/QP"
    "nsT0P7uQtS3zdU7FDhrvp+CcFcHyl2iz4C29IvgbT5eNE5rSmyAv50g+NNhPOg5rvxlXuep/XGeaVv0v7JLCLh9hHHTrOEjmCsk+"
    "0lGNH+9BnOuN+PNz3MVg+DSHU4cVEY8exhiLdVQmfQVZHT59utST/yruWQyVFVKWA2wpxka8mZiigoxR7aQfvLhSytdD+O7FwDRW"
    "K/OyLIEtGi42BWw1rtsXq/0UT+ioYIHvgqkkdndTVzqJw8eZq0Svha24X+fgBMzW4yBJh8Am7AtbtKvMlPW+Qjbm++XtbKyGRq7X"
    "A4n6rZ6jCPc3Fa+9q39oiWxgXZkhlolYtRzKZEy7B31x7yuZb0pSryyFTFsN6VRZ0gjq/BtSa/du3sh41opdifu0J7pVdw7ulh3Z"
    "b/yu/CnGNLg0/ADSsBCr+YT+iR2w6Z+vw96N1qtwuooaJrDaGT6T65Lkv4akdhDr0iplbZr1Z6yGnt0EH6KK3o5Foa7CK7uJdRBV"
    "wwIMpWd5mMcpce+fujNxczhNP9ac7ZOpEakp230R3BPuojvq06Gxif6Oaw2kHlqt5wZu5obF2F0moJyScSJrDWM+Apbr6uICx0w6"
    "gn1Ve0oxaw8ydZnWAdnEuONRMuau8Vpwd3bK5pFfUFjLkM58hvB5H+YkQvPCm2dtpG8wB59f1khscAuLdAiJCH3XUEi/rJ2s4STH"
    "Wl0ns4HZKmB3Eqxyy8QymtRnZTVZgZWRkJB+5ZbcfXdO7inkVedRjlJqbNnfQE43Y9fM4oxjTa/xMxwI3/FoaO52Oi5sLf1kZPAR"
    "TsrZQWd8dgCu0pnsWeXYy2ewmjdwcsQ0OQ/f+AjO9VjtIdcDB3eR/pDCUxqJZL3l+wMdz08pZCTCuq1S+L5/4Xw+CAx+nzYP2ujz"
    "eldQrRPlp7CK9eVxdlHZ7i/Wk6EpzpdrZSHOwE36LWTkB5z/PjpPLpJTg++w731gifaTYUE2PCk7a32h3T/Avc3llCDL7Duuoahn"
    "ta3BK6dCIz+nv8p3+rssxPdfj9X7Qe4ObXLCLvhvJaQ+m2jzOpyXsViZCbpDsJDevjF7r8Xud4HGmg/JWMM6xC34M82nM9biZVmD"
    "8dkXcfLay5XyQ3i8vA+801xXiGnPhezNsFmNNt/AMS5WNnLqjdsvjzlYs69nyDKe5SQ18RK9RVZwoqbxkrwMLWTZg02NTKaL+G6u"
    "ncRl2qoYI0jBR3OMLsZJery8KhuIs6L05D/RQ+QWnYz97S8p6aG9sNJ7yBBIk/rYv+XYmnuJ346VCRvhHeyNvR6jpkmPgBTkQztd"
    "DjxSo9WeP9jyFQFwZIIe3ffYgUE4G13hm6aw0n3kBZwTEePBfUZsjpp1Ws2G9XsFSKEA62KVwglWUnQUY3Y/XAwBxOgzL9cCmU2L"
    "9Cb8vEHY3yxcKVfPMvYaddpgGu7yJs9TWIPztNyvThKeawE1ZIlH91HI/Gw8yU/01yf7ijirek4xN1/OtSyn/zWG3W02KaUdzu8K"
    "1oAsJq9cvh4VGJPOCK1j9DCpce+9ptgVukhvxrq/Jg9IX8iP9QPvKt9gJWbhu1c2EktLMu+j7AQKfRe7MspkE2BvEos1zoN2XoQz"
    "aDhqIJltu+K09DXWXnx6LnslZ0Dj5DaCR1/VfnIXmVvKGFtZwVzBG0AlmZHQBJyCz2k5LbLxM36qxGktNb5cvRjov4mcLZcEvfQU"
    "vVdGBF/gnMzVntizYsaNSxmxLcPqHYzrDgOuOiZ4H7K3mbOyVwKDrod/vAKffUEWs3qinOckSj7d94GylwHJVtM3qKQlDtkbuqcY"
    "Ah0P2ToAFjeffEPXi01F6SbZZIUoBwoupj1K8Mlc1WqSDEbbwev9E+fM+hsWY+024RR+TdaQnn6OaQn7+Wp8PfV4aN8hkP138f7t"
    "5FvOOT4heEA3SC6rdewaj3Le1TxKQjbZF1LUiEqvOsIsvv1zFNkxI7yX53iGZ1Nmc8iZ8H//TGa9Y7X4ZwW1rCbZxM5+Y3CxSpO1"
    "sJhHyD5i3dLrWL9dB0nPh82s9mz8oZ9H77RWb5zs0do0GIQT0Q86ag3+/YT5ok346V4ZLcuM20esPnmxvgKtvJeMwxpNAOKwWtV9"
    "cDJX62hYmIWwSb1wpbZymFje+2jZxDrH+bju1zJPv8Dd/YxXzOeu8H3+Meob48NuxpmortInRWxqDAbX4QTtRa8pwsiHMf2qrzGO"
    "0SZapWNSz5Io+XAS5FsJWLtqmPxArNVEPq+hJWOhbAfZWEzsYB7j8+I64tbxjJquaMq7UL0PuL+A3dLP6B/yMp6uD/TlaFioPLLC"
    "5euh5F3vISuxxoK1y4YtOBtn8Ru8axZszTro4CLI+NGQ59NhmR4jYrC+zTzchfVyreCsjQr9T/AsJ4TdKqvEcWMtZ35vADzzQThD"
    "mWcBZ34lF2fOuOHuIeOJdc8XkvOhgFPaQk4JOJ+ZpgRrhQwx34MdGou7fwc+5xHytu4niWCldMbqPoLzulIHY+e+w12vhvdn57kI"
    "pzGzjC7RbNa5VHvvfCkxvFnGL2HhOmE12sDraSmTdQm0WxZOaRtpLFvxf8+JJ3BWl8KWO/b9SrIcmMXI3aYMR6X+zMkv28taHSgP"
    "y5d4ktn47+9GPlNMPdxBrrF6y+BOtakxX2B/v6KNbeunm1TSBxqB02babARzbCsZtxqKnV0HRLSAmdjMr7jpmglO0e0qbvqsm19h"
    "jIpFUkMfuoAo1vzEHNfrJsWMY5g++kXNrmczjp3iWia0poGJcH+J+yqddHd1M3FeWhuxutsSPQh397C2Cp4XmwnXQ16ETLUOcnB6"
    "hkL6d5EPyWZxOnDq89Ar+8p50DhWEboZJ8JqdjaK2Yf2UkaNXwtsmq+jJElGviXMLM/R6UDChh8ce3M9q3Xbk/+oDL7V0cC3t+j2"
    "wff4plXaHWjsN5ydVyQe9pBB4e7wya8I94Ju3Dn4GnJ3WFZROIz4Lgb97uJX1i8xkVX6e0sL+ASnQn7XM3dsta/fwVbYeWksN2U9"
    "g7exI6GW/OHlsC653OuRWNkL6M+5WJfVHlvUs1ptMu6PUu67k8waLuA6i5ylo7RtsJSo5HOczJl6ENkwMseRyti1e6G4+FTcR3us"
    "X2E9sMt86BWLCfWRMsZuLUu/Gmt/v34pe8kscgAsFsPTU4B2FutzsA4v6JVZS/R2oLmXsF5fy7lA6W01QQams8gsbet2NfsjjM37"
    "BvmYyLGWs28Okjl49UVpJgeLYy+w52uGv2cxb7s3/7xZPoKtMD71A+R4aFnzDebplewFPlosf+W4pmtZ+RvxXaoW7zvIvxI2cC2b"
    "fR3AeroErcYdlB2Lshvn0DGSamBwdjmvlDrvfZLaTJPWMh2WamcxP9QYxCqAHvJ9vXqioW4rTibEX2UFbN8zYjzV+8oo3NtMNV6O"
    "1dB/5XzSJKxJU+yOoYeTWYmYmWNgo2d/izEiWg69HifvfKU+y2++BQj5M2DDt/XT4FO9G969TTO4U+YEp7G3pBC7ZfzV5pG0onUJ"
    "cSaSHm2qr7cwFqjFPhdZy0p31zNip/4JsYnMN4tNePgC3mkhsNyYoCdk0P7JknArxLm9x59uAtpav4quluN3eHMbsZPqvWulvMdZ"
    "/VKu50Di94SOvoX8acZVs48YE3xffQp38Rv0ydfB53jSfqxUs+loRwJnVEGbNJel5IWu09c51bmGdR3WeZPOf4WeLcOq3pXxr018"
    "ajczqJo8lBFG+cKt2N32bsDT1bgXV1EonPGXnjC9npydVmVgMnSnj8ZHgXnN+yjg3tu8kR+pz6we508pZ6VG1HPsJPUW1tAl2FER"
    "IbcKfCGyD1Vx5ntEz8XfpmPfzuFcgSOhR+dBe6zE9fsCQZQzOpLnM7dWBzsYe/U4JHUwc19V0D1unmg5Y2wrZQBw/jqyXVtceyO7"
    "DW8JrHdwFbTc9dJWp+qrwGNn4nnGi80dy4Z1vxZr8Sr+Nsyfklz8WePXtYD5lu/oh0d938zJ7LYNOanqn5NaurH+ZVumrbvZPwnP"
    "j5Wir9Le98VaNG8VYyDpWQLVngvN/sn6lzr9BUBen+mlrHDZpK9zLS2jbx1Y6+A1bfZxoDrm6Ar5cyWnWmfzdBxC7r8aTgMxlDmK"
    "0ztW0msJsH7LtZa6bDOzgmaJ95WplIMafQ8n4SpZ46fp1uC3P/j58IXcqcz8Lpl1/La8si1cE41ZmQvEWBJ+kXZi8wk3MI7xN2uN"
    "x8JyHyFuTmMl9Kn1etbC9hTAq5ir3YIyxmt6Y61Oli/0E6zU63J7+EzYPdhT5+vewfnypnXJyxA5FhpiLvWocZ7UsZqxDGfuRTlB"
    "rmM8MfQcsarubxZhK4K2KGde4kpWTeeRp77Y6jEa4expA3QyQVw37SzmliOcQDKfaCDBvtrdGEd1XkdPcdObnmLHRi0rzyy6YzGG"
    "z+XP1MPSQz8O7pNT5NhwDk7YXcHV8CDSMcdQP2Lu92zqzCS0OTwQsXr4JPVaik+9gJOTR3KCpXXeLOS8Puv8+zxYhWe6SofJ07Kf"
    "3Bc8Av3xC6zF4UAtL+rBXJHmku4K2boLdcvEl6Sv5jZ5M938Haxftr4ls8gL2hSe/wb4kAuhg7elgqgxPrsy+nduonOUZ/x24ogk"
    "ZCdbZvm+Nou4um7SyDZ1jKZP///UCLaDl3EGs4tyHci4QJydL+XMK87CvY7xmqVGvyCetj6iuxiJt+r0rmQAsj6QjnIetIibjTQR"
    "FmcFtPavsEDdgha+d8XZ3pTv1auCx29n/wjmW57kk01nbE9ZJVSib8sU7ls1cUeZr9MsZEYyTp1rnB+TuGvGkTZAbMLZz/j0NbAg"
    "5nkeJr9Cf89sRMNuy7zdzGudufr5KWDwK6U7sd8qMr+vA5ofq3bKn5VdYbme12UyPJgVfgCbuFAfgQTYGvdj/riGtXuuzrOGVcmZ"
    "7iDWMBPCzZW+Ulx9mGGA7YBB38a/r+NqbaSNPAdc8yFWrI7VBj+Q8csqFttIHW3rXF2EO50NGe0SrMXZtJ6pFfCKl3JCehW7Zd+V"
    "OlruMtyzzWas8NVExvKeCySlvgp5Ief2GE6OEnsVAl/Ppu03hDnfz5Hd+h/rVQqBvg6RVWS+7y/GrHwA/j/WGH3YmVSuRf6MmHe9"
    "n9zIDhrjvq5inatFOC0CY7OgyiG/FvkpYHX0AqBJsz8/Ws+s5BG97yAXcwLKBiLWGK6T8tG4f4+22rru3RBfDz3+djXNcxiLd71c"
    "dfRszQ582Shrat5WEc2jGl4V6MtxNudOW0gHIKun5SucstOkr+wX1HnWgwi7Z2OchOk6+S/CXh0rk6ENW8kA4LJpWilvACl/0Mgd"
    "3CjlPjuUnoedZFahEnu+WQ/H51sE14mxxX0CqVmvC0PrHO3CrGSKk7EiuhO9v3Lq7kw1ZtuChOb4impDUjdT5yT0FHKhHeqZgG2i"
    "e6phD1ZRi3wD6TS/uB/Wr68Yr/Bf0EqyVf1bkt9k99YCnlmEvDf1nu2jiLxvbsbHZt9TaLvzAtBkuvfG+t/3kefx/x9lqM6AVZ4N"
    "ib4StvdqmSaZp48ap90JkqdbNHTK87uXQrPbRKBN0J4d5TY5SEqAUYvheWZe0bVaAht/OqdVzMKVRuMOj5Fn9U7sabHuLsa19hPu"
    "yPWRDGa9+mfyJe5+CjmTFgObXBkUcbLRZvzdLMs5sgj+859AM/vLDZDBXcXplQirTFLYhRijzSlKoG6VXTyIeaYdOdu4En7gYzJI"
    "pwQPyO3B5boL7q+F5QrCZsEU7M2p0tc88uBDnNYn5DK5GU/9me4Mrf6J7AaL9J1cHizUazU/HA1tlPpfOjVU/znbXv8XTjLD7lYT"
    "8jSnxhRxBuBg+qahP092+g8RN4H1MFb5dwv6wfd8Arbqa31Vp8vO+rnumHWBPo33b2RcOc5PJskMaPL6nGeKiXFynHl31ttn+YJj"
    "IAHW3WsSUsapK7Ua8XqjszyGU/YIzmSW5HMSYC7QYg48w8Z0iOsqc7GAek1PD1WyXN2D3z/DmTr5rL6Lsdsv82cWEeFb59korPdf"
    "elJg89iHsh+kPkONRmvsaDX2/jVy8Tjv+l0yz+/Gk1nD1Z0HX63aa+1FrFl0HfZ1wBPVrPVxMbskexfdTKkyeiIp9uP+Lv/dV9bh"
    "aq2BGVfg+VZr5+BXrIux3a/Avd7M+UhK/zUXHrvjLK7kVAHxPbf2/EdSNotY+282J2AE23b5dnEIr4XM0B7Y/e1hhyfiu+4KHoY1"
    "+0Pf0F6M1ld5dsUyfGJ31nxE9Thg/Eqc07WwWQ/LH/qmHCOW7Zity9jT8IBxOrE6dRpOTj1zUSfAJ7tbcvj7ocCyremHwBPW+yEF"
    "zSSbUroG1+mFfY8ws98av83Gt/xHamjd/4Jl7yrLsTtVxH51PO917FHoSo8vya6azBN7InhnKSuky7S7PMLeSpsCkvmVYnL6f8y6"
    "kFy9juxQayCpLchqmfRR1zo+pWMT6NzIZ0op5SMZGz0TmmUe9mMG8MAyzfxthpNqONfEpPEO2YtcyXF4Bla5kw9caT0lNjngbrlJ"
    "jOHGskkWy3+YvduVeLKlzOeU+96cf9eWWbI//L18vMdiOm2gqawjfyjO2Vqcri5inBUF/M350lnmYxcOaGQNkqxq3YN53q7EY+46"
    "dYyfrmJH1ArjvRaHmfLIvZ3p2xq7Tr6vdK2hz34Tew3r9CRxPa9l9KbGkL9WqcfqGIct0lulkvNSzoKlrDNrpVPF6VcXEbNJmB1Y"
    "f13GmSIufhMyIh0lX3gxvmUWTsMcWNvdoSMusj7QcJ5EOA/G+CQTvm7dVVvbzJi2Mh1ejMjP6mZVdsGqtpbHeS5XMFZ3n1xGvGL1"
    "gCtZYWDn/G92RLgOjlIydvemhosxy2tVrN3F8gfnye3A+bXkijI5q9Z0zbmdmOv9nAFjybgJGnwl5KAldv3i4FtNsPr9VcaOEqwn"
    "MV/6QSDiOJmpL8e33sMZrMp4YQHtT5J4tHH99u/7sy2v2NnPx84s04+ABpbifNaRUShLrI8qynxaAbDGJuxKHL/dyJxEhLYrzTE7"
    "nszp1ZD+xnIFmepHz4APvJpWtAXOwHBdLsYfejzZambhDjtIPjkE7pONZOaopgY1LpY2ksNzbl0H5fo9UM45gZvs+SGxo+3vYcyg"
    "WF2YzczYUf4KX5Uo7u0vvQ9IbBTZJk6Tco34mRYWi75WHDIswN5Pg56YDy+ih5wJbZkFyTw+UOkPDXC4l8ZiZmGNqXcT+5uexSm3"
    "ffwOsm5xmfVqlcY2S+UY+RB3+YDuFhwoH0OnXYhvLIEP8KyWh2+GE8Ie+h4w+It6pv5np2/0IO2uTVgD3JqILqk3+OxtNfmt6/2s"
    "vpivcr2JnA1KWcn0yimcveLY7hw7eYW+A+kcKM6frOTZNjZKxyBWB79isq4X1+GQok+XZJ2Y1TS0hZU6JzgE+78QUmQ8579h506F"
    "F5YZi61vmGrgOiqOl31EfZ2pyWEBJd606bmS8vO1TIoO9NMf05PhU565wnrOTxWbFLIaK30mtEY5OzmHAoY8pGdjdZ/RvuEKFV2z"
    "46Rwk57sGYHqNanpCdKHSKIh1p/SVAOfn9WfOqwZa9BzKT9R/RHIeznZ0pbq1/K7ZgWr4HMvh5ztFvyFFenZgJXqGn7a1XuRReT8"
    "iLGqJJtsoiOhY6o5ZzVdyxvynIhYDbqrPLyQNnsTM1omEy3lEEja7zhfnSFfdaGxiTQRy4McJy/qPawIjzGDuobTEiyydwXutEb7"
    "SaJhdlXcr0MbCX0kKs7er/vF/WzrXEA/sRpadh5Pbg3XL6UfUN9vZP9sHW2qmyNWjyvEPWJwaxnzk0BC5ipCPz9At2JyMa4kxyeY"
    "oyPwlH8AedvMYJvr/rIM0DWwxcK8TS1jTKFu8cKtFmsC/f1CRpTsOoukgs8fxQp3x0m1eMBXuPu1kNI50HXzqPnNmz1L0kxfxVuK"
    "2Cm1vzb0c9zLCYfulUpGzoW5bJHTPAdInP9W0zbl8s56yjqelXRvRqKhW3Jvj6Rr6Y1EaB2i9O0/kQrGCtPczpt8F6XV/ztOy9Q/"
    "YhBpqXKRtjLYu3LO/CklO23roJiVj2mO7NIG7/ZQz4hXwRqFPeQ933+gsOsl3ucNyUcznKfQ/nnQs7Xa+WgFROm0njZMWHcT53aQ"
    "8B8zwLfUb2V6JdMpsf3LkpOxtxbTXqZf0i5Y373Nw7tHDpRaduNtgJ6NUgY3NKJ3jDnmKiljBbb1ZNzD9Sxib65ZMuN33k8ulzqv"
    "H5L04uN6Oasiq32NttMNEVpR5507f3GNr7nrAjt6u1i9u/W2z9SYPAWNNwh+ZELn4Jxu0P6cvvQ4fPBVeKJHcL5v1Vuki1h8wSq1"
    "yjl9wWqNSolKLJtdRJy0uwyEVk6q+smTNd6e2unaC897EjkzDFlMpbV18brPOM3YJvYWNuJRZrMLYi3+zQHGHaevAXGdCBt5DqPH"
    "u0gNUdM6asLRNjPSMzu6dVNNr1u8gUXr//rK/TjBy3UBZOR7eNofah+9qsmFsCrP+ViyY+J3uWPDkNVa05B5E1/tmYBWdD01o3UY"
    "dmkkNPNPOgl+6FDdKL2xPm3kdZmCJ70ECGAGZKYET7ke53UnsRjfMtivG7Hfr9MyN8Oqfaw7y3HBmfq9XCzPSSdti88MDIxD8VRo"
    "30G4xkewBAsYF3OspZXUlbWNTMUxPv7x0GmuAquKvLplPD8WuXM8/oaqRlFLV7MvZ2tdmWiIgrke6xgnDaivtUuvaCfOX6nCk4dA"
    "yev10CCPK1jB9ZjnLXDS9yLkwpt8iT5ujLJ9BDSmTTOqZl1cJbVXptqiD/VerMe5QNyV8F9e1vbBtbBVk8LPgRwflS954tTvVgJY"
    "xJDWIi3WtA2yyrUu8v/x9h5QUlVN13DdARVQQFAURcSsiJgjAiqKooIgAuYA5hwfMWfMiBlMiKCIgaAiSM45ZwaYGZjA5Dw9qadv"
    "/bv2OTPg+9jzrdf1rl8XOkx33773nDpVu9IuN9nLqosmEguG9M4OlTelmjV/t8sLMhkr9CXrImo442KeZ0YPGVHpA0n+hJ7ps8QK"
    "hVzxTPzb0vNipOlQsS5zi/csJ/tWWKfh3Xm4mL8xvpI8z1tq/xwLDbKda+HmQBgjxiGwtQ04Yb3GswCYLshTxwaVp/eRUdz4Z9I4"
    "2blCXxXr5ZvMzN4hwXp9Cn5ADmz++fIBcG8XsZq5VMj9lHqySfFrW01ThLRnLYn2ivwc9Y1+6t5djE5G4e9blmeYLtSwnlfcJN6n"
    "xdU/TaA8zse1HoG/oIx2m705h1yGPVlJXs2K10T6yenaJMjS31mfbnPOx9XxcIR+Vorqe1hvm3u0CZ97hx2JxtJ9llSzOtJO93NS"
    "zCk+Vj/u8FcRs/suWxLy5FTSa7K73cWu7nXY1xxeaRQ111ascq46Dlut0x8OQZ7pe9CqeD9Hy1my09vVLD7fV3It1iIJV87EvtgM"
    "zRTijMfsfUERtOwOZlyMxeN8sSr4TexpLaBEFhC5f0LLxJoGSP5hwQXBLP1UG6qxZD6NO3udnrftu1XjGJq0k5IQGHP+lnqm8x2b"
    "UC3VsZTwhYQREIRkWR6O0m3Bf8I76u0TdxNpenGuoOtosej3yRKfrzP+FOeeUuOriSrrtFKUHXabIC/nQpu+Dq/mxqCBXqaHBv2k"
    "ecKP3KEqdYjWscF2kzLyfhuWuI0VLSdIJu/S3pnH+L6bY2T/nCK1nH/WnTVQjH8/h1HECk7yrCYqjjCiUUZNbLuZINXsKKj0rCy1"
    "J2e/v9WWzwIOzNYhQIbf6Qh85gd82596hTaoS6g2+K9IaJR2OZMsTnms9I9Ba1tWfLDukPt1JDRbllSE83WeXhb0l1j4JfuI86DN"
    "9kzMLqubmF3qtYft1oXiMvGmVzoGHYI7w08hJQ2g4ZrJN/KYRsOtQCuj9KGEc+RbSP29shV44zNojyn6ti6GBq/yWfCqOh1X4bOz"
    "7tta7sXhWBsJio8psnDFNfSK7f4/wbUCfGoLvc0K6IVMshIX0x8v4ZyqKZyMvgHyMFDuwus362ysztuaKDU+slhKJrMYe/FtKmeO"
    "93sqeW2Tqw7irJnF59I51SsC7zyfFcVni0V+EtVVq5RTP9iuv0IbZZ0QLwdNgubaVycHSfp0OFZPhd05IRil3/Ocx3yV2zlSuwIR"
    "TkxzOzy/7sT1EzdV7XPZAh24Af7yWsjHGujmafKOvMOTVAytkEfbeRi7GiKshjT22AJyEVTDXhkXi7H6nIp9Ph3aPE0vlRnSg7Hh"
    "bcA/EfIadhStQzpJxgpBzVql0yTP19LncZpqAe+/q7is5Vp9ItgB3TSAOd0d2P/tsJ3D4AsM1bODnvKLTtcBxukiA/DTDOCiz4E6"
    "f9Rfcf37sX4PBQeLdR/0lcbQBw8C+c2ATltETyZRP5CZ0AaDWf0cD1/XYg+r7ImxEzlGpv4I0JrTsjVEM/Z0+zBCWULG4wzO73Wc"
    "JmXw8gtZ128ztdNZg1ZMzZ+FVbPs50fYg9GQmR+Am3fDskyFzHeVcbjHdbBCf7JWId3Hx7PwvvGaI9fVw4kZ/5UryR5qEz92M3bT"
    "XKzOrDfj6IvpiSmftJRa81GJeobbkOelFEi9qq5Dv7CejOduVt9U01O3qroMcUyCSfXY+vjxkHTonSzyFAWyD640iXMMzM+/XtbV"
    "+dyh90pdBHmsdAqulr8goTfLgfCNm8rJ8pE2B9btCl/sGchwN2kvcyBDA1i1+6f+yFlrucwJK/SCm8bt+tXqw73xXnnM6x/HKBj1"
    "NdcZtIDnSw2joftitRow6u1mUlRqwyADejWTkYnVzKxsxzX3ldP9LMd86o0yPUkcz6T1YGzEKryrNjVop86XD7HeM3UVsEgJ4wY7"
    "2Ym+D3VDO+KORyV+J02Gvo33TOMzh/xdlBzLjnfBRYkifibkNeI4TCupp96TPOqsKax2OUMqOI28N1mnnV+/y/OSmyz15DfZHeYw"
    "a5TL81CC09iJsWOrm7GVKWPP2WogpmSs2xl+3Vpy3cr8uhkGWEQ9WsNKhUKfAa0Ark4GosllN3I1eVYbBmVkQ6nPl4mfxU5hLr+c"
    "XNdZ0Ck20fgy6NKTsTtj8WcynzPTR1IK1Pken8qNnHb/BhDxbl2G73qWs1/qY0aozay/LRt9deF0dbXH8XgJ4q+BTancSa7JBmJc"
    "nma9WssgPGNDj8kPlj2YvFBddWC+3oo96uX54owDaAtX7RIxv/JNnMl+0kgHBA8BCRs/fhrrYSaYtiLLm9n57TjRlfS03pFUViuk"
    "E9k6BsytrKeP90pYxz/7MaXtBbG6JmNATZAWsi9sVXtJwl2tglayyezD5I16mMc2aC65xfsGKWTD34xP2u/m1YMtY97Du5g1F+qj"
    "ITXMfxfTFhZLMfWo9bOls8fA9S4p0EGVn4dYw/yI3U0b2QZpHM2JS47v3+xHBtHLfrKU5+P5OsbBGo38rRpA/0eVQLy7fldnhUfL"
    "S3ryvneG+0g/LQR+PhN+0AlivYLPwOY5zp/O7BsqZdwl/tW2wQOr9j3Sjo/Kninq78YmF/ak3hePnMO9ahj+u2ov5if6tZM9dsrl"
    "32orlZ6RLFYpuUqliJ8nXK4HEqvXeER+DD9/queMt7rubdyFMtfj7+vHivw0jWo385EnvRD/5jInZZFDe09r1i+8B8vysCyEr++4"
    "SIqJfwYD+Y2Vg4Er3gJKatrwJ+vohK/ziU4NP5XPOOlhs06SwVLB6QJZ8IGyqE9CvLOGE8NrqzGO1D+0aTBOZupEfb/BSPhy32CN"
    "/4D3/xv84zf1dEbmzR+/2lfk17CuK5sSlM1oXGc83xZa89fERcJjOCutITs2F+RuZrlTGbvcpk/KkUBhu5kDNCba9vjbQZzjuJKW"
    "I/TR2Cp9kLs5TO6sR6o2+znPnzAzX8F4dD5jQm/Cq3C1JtP0AFnCfGqhDsfZjxCZDyR7ld3TzbjHFdA9u/RwPVdyYZeN0bMJbLCx"
    "5q8A8h+jU+X0BkdIW+i6CXIysPVQYJb99Vjtzux3oa/k3UnvuIu87KedmN35D+tgurJaYCWj/VaNkYoVSNYToav+g2+zLpyx0CKn"
    "Si0Tg03F685q7irGhltBpj4Qq4POhW/bTT7lvN7zONWiFOiyEFo2D6j+UnhUJ8NSdYKV+Jb2tcDPoRgkthoDcB9zsQZdgTdreGKi"
    "nqUlAk1erO/KBGh/064lfCZXH+Vih3NkE+7la+jqftpRn9Hv8LwXaKVsBU7NI5Ouq3NbCatUziiGdZL/xu+Iek6Hcd5SlnKmp+ml"
    "dkEmYwDm98zGU1SR9/wm+PjnSRdyJdgpXIrvTcf7VusoIIWfZSx0rK3dCpyqZZDT+H16dkoXc36LsY855g17oj7yNT6r+mSDFWF3"
    "2RbMB369PfxIl8fawh+5Uu6HnNrUth9x3dthJw+Qk2QkVyr0WDFkvZxDjsZs15mVDeXsna8gz7rNnf5cPpUOnMtoGaVCYOiLWflj"
    "3Aw7PKuly9eU88o3szfOKiavFuM2OljGQEK+wO4ux1XP+z9mVqyvtzwbGOIzTqsJoA8+FTep4SaJP4GoGk90NvTHKqzbMmikx4NC"
    "Vuu0kFf1SzzPKpyrdfi2a4MY9mSm/onrhsz1ZfupdaZHrT5hV90KV+mmutzWa1gJk8eS2ClBIe7yCx2h3wA3dgly9V79DBa5pG5/"
    "KrnPV4nrqcr7Vzz13SSdrE33SR/c6Uqc1104uTm05jFWO/T2mbao76+IAb2t1Sv1pGA6PM7ewOvvayxsrwuDfYMK3xs9kDPT3Myb"
    "Knb/5fnY6nmyjlr6HNyRTR6zSvIiarEziOkq9Fy+ksrZCFZTkC3dxToYM4EJo8xJBZJHFsBsaNa1sKyvwnsLOauwg8SPSsX/nvrv"
    "2j5z1l6fsfzkVf/qe+K/UlvJb0jGLG0PemZVehRwYCE/czr0wG6cnzPFpoYdJxfXcwf/7+f539zb/+3zxL/rckqXPV0qNWQ3UVZa"
    "3Axd0kPOEseTU0Nrkcu62Ji32GWMqecDQWR7DpklkBWLf66hh/I2kXdEv5VWsho63GJMnWgtZ3NmjvGb3i2jNQH7nKLDZKkkB6vD"
    "XuGv0kQOSEjQLWH8fpn4r1zGiYR/4V77AFPvK62CEP8fLrM5N3ODtoJEHy/vyFT5iWj8TEaho6wltmdcy+ezqR9lnke6BB5yNeOS"
    "IaUiRS/ijKf4nLK7gFms1/JiSSSPdxbrbg6W2/U5fG6FfiUH4excHhRD6zwm08JesGXX4NwdDtu6Hu/9UZYw33GMGBvXBXKFPCA2"
    "O/50IJrZwD+bYF8uwvNu1mulrbjpweU855W+Y8OmM13ILFqB74dWP8lxA77pAva45bFuoJzy4OamNvZVkjW6Jzq6J7MS7pXp3U/2"
    "zDOA/a7r2LmTccoC+srOo65ixb7xQb7C75sF3/Q3HYodukoXJ5Th71/rf3BXa/y8SKtRsn6obHa6VbB6YG9E/U+9cu4OG/ztd7nE"
    "QdZ/kqQPBsnAUjmMZK6qm0Rj3v254iqZ3AwJY4ZYjD1eqvdp9wSb25GCu20hy8h8bfy757KDrBwSUcE++ix9G68/B+u0PySsr0yE"
    "bb8puFgfwskoZg/vtfCjq32Pgus8LvRr1XivTEAt41P8z/ybSePpnIhTpMmsZzN/89UgT//ShUDkB0I2X9Gtcp08BVtnPE+vSiO5"
    "lXgi6ueUH0Yb14ldY8VA3ar/vfJWZ9A/4ZCEgdqPM4J3h4H2DY+ClA8PNmiGTGalhRKpFVEe5zI+fZ5U+7qU2tNb6CdMzYHsOAbc"
    "cvK9lTPrdzXe/4qkegtp8rvZT/EoZX3+1X6uh+ser2Ac007EfUE2vdcIKxGyyZeVok8bMpQdfG+Nn9iwk1XW1mUaH8c/K8czMmzy"
    "Y9I1Rs8na1pt9fA2XcNa6nJGtHaz+6mJ5HOCTjH/zeV6/KEFjLXHm3GdR+1jPBiVep2Uc4ahzWTZDCx9pI9SWmbYMS2NYOzJUGw6"
    "uZCsqquSPKvJPP0hr/6MuBk11kUaMsJ/NnNn2UTqx/k8fhvv+8ff7X6QnFScBGMlcWw2EfIclDOf7TqqxPM41cZ1rIcnC1KXS/TV"
    "KKghv1QF18VNek3TFsEO8gYZl9UqrN/LwLfFnBGQzfjpDnoOq8lWZ0wAj7D6tYwRhVTo2qVAVhVkSI1w7uYOtYnehoUzWCn+lBja"
    "P00Gwt58A5ycGhwkP8PPMJ2aTj4si+K3lcX6vbSGJj4E2vdFWK8ZsCdDgk/h8fyBb12mE6CtauDn7PL2PvQ5SRfBzWaeOsouooiv"
    "cDVp7SYu4/X8Xtj2Qx8R+ED/ACZ8WE6W5XoHfttNJsL77iFP1BOpv0CG6uf6hFhd1GtykfwHfkwb3NPxeJ9lcE4ig91czgIbAry2"
    "GM/zb3p5MllvuVWNsaObmC7ZLsmc7FbNbk31LEaOOaAnWb6ycPcpWOX52Kf5jIzfL8aFPxsrOBoyPRY/3ynjcVeXQv9MYRStkNzc"
    "iViv5/D9OTiNo6SQ02VMc7hJU1HaK1uLzoy+zIIP/DtO2Uj5kznjAlkJuV2k9rtLYc1SWSm7Fq9Zrctm5qQzgzHYyTLI4qt4tk2Q"
    "Iuv6WwHLbH5iBvRgH8/5FdWH2QNtMeUnocdMl67ifPhMnLNB8Dnehx/yqPwY7tJpwY3Qk4WhyA1yrDQJt2LltuGMvSIpXCfXEXoQ"
    "5+sWM/LqJhVHcQabkwM7wo76QlrPA2AxjXUuHStvvX0L/OS0Mp+ZcB7p4WJovDG8y1/4m0Eyl3V3dgo+liN9PWYLaeDru41RzWV5"
    "I+wnME2QDnksY6Wlacn7sb+P62p5XApZxb4Jr+4P+zCVdQIWgypgrs0ihFs8g2IUe5HpJfpUephR+mubGL2J98qt0h538xhQTFdp"
    "HzSFv/WbXq+rIFmXy/n6rt6t4yE5nyYMY6XFXcED8MQbyzLg8nRISRGzIV3wNzuLZ9XDXRvVJJzxw8VpqT+YSUjE/h2Kz/6ElR8M"
    "294X+PRx6JnFOgZS345Y5TEflSxjrNDVqudBcnMZfWmAlXcT1MqBrQshnfFP1k7WyJ9nEz3x3E9zymVbSG17fOJLnK0B2Oun5CoZ"
    "ht+kkdVgdT0xB5O+b8gsfSyZDWxKUles2nRDfEDczRruj7U5Jhwm++l3MivMggQW6UB2voX0Bc8OLC/QhBM7t3POcb6/czeJosoj"
    "QMcabrEFm1RS6Ouqi2GNtkAuyok6vsUVtzFuWMmIabw1iM/3VOXrh4T9EFWcv1dBezVT7xLjbUwEVrwPdmUC1u8eWKnTgGuXyAva"
    "KGEZ+RuN02s4Ttp65oNtZsUWXwXqqhoc//C68I7wYHlL7sLJsFjN4AYDdGZ4lH4XWO1/f9bbRnkOShnPtC6MBbAqbbH+JeznKsBz"
    "lsD+G+uWq7s0hNHKz8uwLO/BtKCHMktTQNzk6pNbSgG7FtwJMFRjfZeF7C4qJDNwJuOvUa5pCTNDq4E+koADhkCSJ+EMHB6UAydb"
    "P/0CfU0/gi6rZna+CvoqTT8G/ptjs1xlODybaloc8Z30rrP5S656PCa13fQFylj7YPq+YVBJNoIVeMetkLb1fnKN+YddJUJf73lJ"
    "ZHyldhKbm01h+m2AuNyrm8/oKvkKia1Www9Lhw4tZq3bcvZPbcdnvpe/exp7o/nTyPHF2Aylpor1Kc/Ipnr250W9REYHi4HLJ+hl"
    "ltXXZ/REHS/zJD4TYRGrbsf7/uozpCs93BJ9FDbApnobr1JHaQ9ca7n7CnkX53oN2Xmtmmm6WNR0JGdMj4dEptVldd2c2yqfL1Ci"
    "ssfFMefthOytYx9AZd2cSLuf/aW2gn1/cVool70TZj8ekZ3k2bdKpqukKau9utO+OGbtR/GeFNZ4xmOWN55Q1yt8Gq5VxYq6/cTw"
    "1Qwtw96ZpbVYzzacr1Kc2kQimfPIQFcMu3kndGYnfO9tOGPrmIMtBjKwKHkyLNcNYrWl1XjmBMr1RkjUYEnnjPCG8DB2+qmg/xzj"
    "ih8xy6XGqCFrraHtkyHnt9DKXg4MEfM12m5uxhrceYSaptJ3DEeJTypwzzbLwzgTh+FJbCbBD7A8v2FH1uu70iUYgW+xiaJDpcLL"
    "WpTTP2zlJuvDuO4VkKpPwi90npwgA6FRfpE/oLfHyYq6ufduFlwBWRhHAdGfIxNgbdbqJHzPVfhpiv7EDFse540Y9qpgbVsUdmUo"
    "7KrV75biRJeT33MXsztfibFouGnJlcT+a4ktxzBXVQgLPQuyX64nQmtM0U7BapyMZvKtflgPsvs37CrxX7kZd7eD3pDtw2BIzSZI"
    "xnOw/Dlqc6Vn0qecohcE87Ayp2M/38LTnyDp9PNtlV+QEmYUq5kbfRJSvAGfzAeKmBKMxXN/DzmdoRZLyfUaYSrzGNVYi0rGFmK+"
    "KjGVfbvp6liOrXr0B1bfmJ/4OllSW2BXyvykg5jPSxofzBNkXrSY/i52JJqVtC6ZfD0qqGSV2Gr2R6X4WZO1Xe4BvYFsnRqsx+dT"
    "cK2VejT2wqL330HjVWFvAzmbzHCVPnvksp7b9fXgL/ycrC9D6yTDo9wJJJcML7hCmwH9n0UrUcJ7d7bGcT215Oz4kJpXgYWqKOPv"
    "QvtsA7Ldre3kTGkHxHJ2cIbEpA8tbDprGmo8u9TjnFFjXuYy6LCxeNUqdBN1m4yAnvsVf0/V3voFvnsE+Z+3QtLODX6DvVrh0etB"
    "rKsw5HApKyPc9ddpWDdb1/508rGNJO5dO7L6JeD6F0gW+2Q7yJPBQuioQTIOyH0FOQUX6Dw9ChJUxVka0yWX59pV7ibynFX7zqMS"
    "Il/H917FKusjcKY3wm/bCd31kvyC9ZyktwAjF8sweQ1WtIVcCj+kSXAo7uRleFHPW+49PFaGyHtYuxzgq8n4/RCsz/Pwx/L1Cnir"
    "S4iaS2jPsnQo8dZLnE1jWnY1dvcmaH+7ixtwFfNSvpcayk8Ra6Sslq6QldZu8lMV5MNycafJlWITv+fCMs7F6VhH7rA39Rq5Fuf0"
    "efkRtn2GviERerw2NTYRr1fSBwGOTXgMzzObFQKJ8EYmYxe7y0jc7TzPl12uy8TVVm8kB7rFGtaRocQiJ3389N2R+rlYx3MyWZGi"
    "lPrdwH3l0PqWcTpFgCxlDL5lLfboFR0Hj7V5cAd9mnv8zCaHKVzm1CYojcfKG19jW7lfrMrIZo41kx24iwKsRANOCJws8/BKAK2U"
    "jrN+HM7k8ZyjEDJufjw7ayJkLa2gTXLz90p9x+tpHpeHddFHQ3CH0N9xbLPl0EOmGzLIEhEhm+qlUlQXD7Wz0KGOB8T2azNW7xty"
    "fO4AtjsHP03GUyzQzzT+nO/4kcljsfaHAr/0hWe/i1GpBJydlVpWjx49PVhB1rgC7Qh9PRG6rQzyNR1n4hV4xHujJKUs2r2ncSZY"
    "Mc7BFsb7bHb2ZJnG2SWbtZHHFY6jpbYercTPcbPI2DyyyZRg5a2ndxYn9xhLheWTt+iRuPI2TvcNOe8mn/mH88jx5uJnK3yOsYr1"
    "9iYLt0iMky/WYd8TYTWfwisf48/JulZ66YXBSHlTZvmKiKiP6Zkee0Uq2d2VSrx3GPRQPqtGs8njO4O1OTGihUaM21v83ur3iikp"
    "ptdeFFdXY33eNpWuyPdXuz9RchOZ7N8sViW1gvP58jh1ag4r9oADpbesxCm2XuiNOhdXai7TsTILtFWwi5EX9VEzVVcJEuM6JNES"
    "V8HGb9GJUsQzZPUX6/HJQ4MeWMV5eqrMwH9XYi+n4MOv4OcZOiXhdPkWXuqbuJvh8Gcmwa+6yWvQmPbHTmcwEpxAJhPXu5VMBBCl"
    "9iuGDjWe3hmQ1HXYlzR9B/vVCmerS1CFM74EuKMPvj3J8zVn0ZOrIBtaUT2+TBdo0FL200epbVvRa7FMwzv4jkpfcZRB5nWzsU3q"
    "xQfxcUgpdaSx+UdpzS/x8znLdALWpQrYJorPZEICXVdwT6znUv1Uf4Qt+Qr6L0etO2hM8KAmBNb5YZW1N4hVRDwuz8hfuOISZsW3"
    "EltUsa63hJh2Azv5nd1wMe8q/ZrdEjtpmdM8o6mrBGpAG2vPcjvWNj7/dVRdn6/6iYjlfsb9jX5mY+irgIzD0eZnWZRqNl5/H+fT"
    "Zl98Au+2Iazmk9CydwWdGPXJZT9DBqTO5qoVky1xf3ItNYW1yoVMjgkfB9acDZ+xRfBv8FsRvdOdPG1vsafD7fBBwOyxf5gwY/LZ"
    "zXOyueuEvu84FT9d9I8ZmkXWaRkkQcrLIF02g3gCnnEV9nIBLO1/Et6h/7kbGmgG+5syydETYRf9oeImqtb46ndD2afJf2CR/sTJ"
    "OEQ24iqHyjvwXa/Ub2gncthNspvWNgr7eoQUsg91LfZuBTxC8z4/xfm/QqzD7t2gqRguVGqyGuyLq+3aRzK5+jZTZz/Z01Nc6Std"
    "10O61pPPbBkksgNOYYE+E8yAvo7PCJaGfXTd7PnwgrP4TC0Cq/BIxAneZDM/bXYEVmaJ9fRDk2+ArFwjo7Ei95Oztpj1+4czm+u4"
    "Waq5W1X41Ec8RxXUPhYf6AxkVYpTXM5JoHbdA6W2K6qN7OlDdT2hWZCB5bhLq90bGGSR13g27ngzYyOuc3IKq6x/l5C5F5PFNH7C"
    "RTWr9STglJ5SxD78SvosVcz+dKSm7CKuhyOeJL4NWWhGVv9kXMmmWzTGb+x6NT5bY6fyAXFMEFXkkHZxjjLuzRF1fndtL3SF76y7"
    "UMp992d1XU+z6zystadNuR7Hyg/sebLsyuG4vySyZKUCC8T3T0u45lWcJmU5q37Anqu5H3Oxcuv0LvkS8rlGJ0ln+Pydsb8z6j2N"
    "EW1LP3k+s1dvi6tYydODyCDSk372b/RvI1obcSqFH17OjI8wr1np8ZFxwTZmLPt4WSLZfHcuO9bjT9GM/0ql59CJ+i7Fc8XNKq/W"
    "mbEP5FV5Ss7Cnn0oVwS9dYK20A+DnlLFNbvScxZmsnarhtPLYvDkk3GNKNazEqc+6uegdpE9k59j2mKv6K7CHhcxYuMYwayztYox"
    "5nL6/LU90u4fy0jEWIvcF+f8JmLnPP0T17CutcnAVodgRSyiexWjteM9o0q+3gbt9KbeCR30NfRys2CRppBpeCSjsH/iapanqFDL"
    "WvWQJtBDibCcl0NPvAlf9Qo80S5Y9VLdDa9jNKxYMqx/Pv7/vFwIZLlRD5D1uPIUHcRMa1jXi7SnN7zG9427Ds8ouwtsmo/VGhuD"
    "n6HmfNYoFDNL1hdrv5Md/MaRZL3U+wUFWNMTqeEWslraSa9h6F9kJWWkiHh9B649xPfTFDNu6XxD13FUtdfMzkPr7IGdl6y9XjmE"
    "MWTBeTmJfNxpxJPpkPRM4LTH5Src+YlilY5XylF4x0vsB7II2jrchXES2J9s7NIkyGtD9lA8zzWp8cgtkbWDBeyzfwf+nFWzG5+L"
    "ZXYvlVo29BIdKH21gxpLm+HnMXqhviqPBE9Ja+mJM2j+2RPsHS3WRbB1d2kRfms+1r6yQXdIqf++Us5VKeH6VVP+3dQ5x4VzLE7i"
    "PcGv8m04Rs6FzDcAsu0X9pI50kperIfHLD7vZENIw1KsxuvBbPbOTIYHkRL+hFP7gaRoOmcRLMC/lUCFK+QtvUye5WQEkdpIX2dx"
    "ORbTbSPw/9GQgkvgEfVjRGArrOkRwe88Id2Yd6+kNa2dilrFvsw2jG7swL9uxmG5PiynieWaV7H25Trs30rc5/5yOLTeO8TBhu3O"
    "ltD3HUY9m8CJnj3d1vs4PwHD9Xf9ihN/ulg+7UCcvABa6U/tRO7EP3Hyk3Q19uFuOQ4/fai/An3P1SepsZtIS6ntsdvTx2iTIqz3"
    "0iK535LjJwVPv1GNV6alLGVkozPO8BJcwTz8K+RrYOlEyPujsCzJvKdKfQDrm4YzH1KjxXyX4RbP92D/nKYHJxiffyXWcm34Q3g/"
    "cESWvBE09NZjnfez3H6fxzuNz9hWBBtWoRfIgczZW1VCFVHYejxNIjMrJpF5eqs0x06eKiaH7urJXjs4Bo1u9MCBi70n3oj5G9N5"
    "G32sp484NnXblVmwK0qcZpZiFrRTCX2jKqLjPHXdmNV4lzGIGsI9X1zP15Hi+HGyuVoxnLo8H7srgrdv8dhjpXaKbtR3Qh7HKo9v"
    "YLVmhZfKB/qXNAqv0mP0S+2X0Cr4JFiD11bieVOgOXdAzlKx03fI95DjCsY7bS56X8hjjNOOHsX+5pNdqoT1y7mcB/GTmA3aTQSe"
    "U8ckUI7rVvhc1gPytETxPJbDPh528DQdxUo30zc5eqc4fpoKYKt1QHBWV28SNB02rIwospxc9ZeIzT+uInY7W4bK65T2SuD2HXj/"
    "ZKn2HS3V1LAR/UxsZncN+T6bejSZzQqKGtrV28RVCPaXNkAb82UOPj0SGHIpUIbNXb4EEryWWqGn9McaHI/1P4W4aBXs4Z/6gXyO"
    "996oX+i98oCukkY6VE4O4vfk92IeKpNWOM1H041LKhf4bi1OxwzIy0Vi6G4CZHAVMNhsqfZ9urE6npLWvkutsQzXhzgJqg/83UJY"
    "12nY/8Ww7P+G6dt6RVqTE7/a6yObKK1896c4V1m0QRFYT+OWbh/cieeJfzXLo08QF++16Fs6q6mKWEkWD3FlepaMEFK2iQjTsmOr"
    "cPWjIXURzrUvpq0qxz2OY535lzoYntcI4zXWG2CXL4bdS5DvdVmwmLWVFuvcrddLMfHcSVLO7tdnyH9TwQjdE2I8Bu9SJ9bHFx1v"
    "imYapyfuT4Y+m1F3JpDRdJyElLo5alV6QF0nSlPfQb6Oe58GbXocsIjVFWTS6s+V+dDKN+KEPAhJ/EBfZv9me8jnZj59ke+TPkdy"
    "pYJZSpuVORW/u4tZuEaQyEvFKpUmw/PZBU1ZSv6uQtzhRthrq0G3TvsK8nhuA2r6Q2aSOaOc3q1FJfsRbziPcZ7W9kVa9LWvOBZu"
    "q0I5DufB1cgtrMc7/HevlOB0m6fTWdxE2xzsQQ3xr/WglngmqeNlJ1fRKtNdd2fsb7wEp9MKm0a4S9JYN5GNvbKqWtuBFf9P1nu7"
    "ygE+E2idgbbzeYxSr8N9LNfmsJGDwy9gZc4NjpV/U4P+/1e9/795pT4dEu95zEZGfabPRUZjjLDYHq3zE/osdrIeknonfr+A0w3L"
    "qPmtN82qxVbTo9qGM/4XkOEQYJFM7R68BIm4Ar+9BTrboqnx+g7jZ5fjf6a+DqRjfD3GMbLH27JrJno5O4TzWNyf08WxAqbRAtk0"
    "o0l8lgshp0XwFLZCTothYWO0ZlYJPRN+3Q69GIiqdzAQ2ttqa5Ig7cYCtwQ44A9GtTIY0zVug0+ZbWsijh2+q5R65GkMIA5xiEcW"
    "LeqqAPesht3le5wW4M5HLrvSM3n3KUSbpfBoyjSV+iJHZ2NvUhmFysZzhsy9VDJGFWP3he1aX+jEbHIXZOGJH8Y6lQJPbCKb1INS"
    "yHoB842vlhzyR1hmMMKKL8d2nO15DGsgD3fx+y6Xas5OMp9yDeOMHcmMbHIX8xVbIa1EGW3ErdByEU6Q3KiHM//6GVDlX5CXAiDR"
    "GkjkGUCUAlzTg5qtihFVy9q3x8ksBPprBI04Hd5ofDkoYOelefLjxCISa9XxlGXqe7AtE1kV1A36+kJJhS7epNvlDDLSVbE2NB84"
    "4SxIcZS+3hKt5d5oVZf3UK+3kslJmME67FOYfe4hb+DJvpL4k3Qa4QQn0cL2k/n4voPlT1moNo9vCiPDT0o+e9V2Mio7mJ0+R4nu"
    "FZ+J+U74Sm/31VdcnS1ax0hiE0t2si5uFdbqAJkG/+NpGQNf/XIpZuVMMs+3ScRFUkXbmg78Z2zAFqfNxP18Art7OaTlFHYrnC8f"
    "4qS45ynhtzxaN4lJ/kc1SiP6VDuhc3PJ92fTedYDRZ2Me5rOeTk5ZJC1TsSX8f0fsrO7EngrvqdnmmYXayZ6wJJdC18uylWazoob"
    "d7q34xOjNMef+2t9dN7VPjpZqWZ+QVj7MhxneZ26aYHmHe9DnsEU+D+VnKG2Xr6BN2js1KmQlPMlvoZ13O0RVp9U+n06lb0lS7W/"
    "vgm7sRknuQByvgH3txTI7VRpG+zGMx0q+eSiewznoIzRzKR6EFeJzGDXtWN/26GGgjN4Lpfr97Dr08mlYKxas4I8RjN3stqkC+MC"
    "7WQLc/aVjBc9ITYL4QhIYzMpYm92KtmPbfLxRlwxx1fqNcBJnMK5xKbpEqHrNnEHy9RY3YIgh3OQdtMbDuu4yUI9w7O8qHbH6eos"
    "HWQA0N210IYvQdKPlR1yFOeUWbeZZZG+gNSchVXO4wzDSvbb2HUOpI98triqAct7vEimt2p2jZSSRyAHK/u0tAnPxJ5slF+0RTAW"
    "XvBN4VXSXWYH3XHNF8klbZrc2FY6Ug6izDbsK03IY1ZB1twKrJZ1Qk7BeqdA5ovr2OulLu6brl/px/y8VW/9JhlEZ9a1EXq2Mue3"
    "2OfaS61v20PWa1XdBCv12XjF6h0g10kiYzRZ1L7G2lPt58faO4+s86bVT1JZyVikeY09mWHKJ64zbp34r8SYZagkk3che2Ad8431"
    "Ro2QCDPvFfQaTcbTubKdpcjHuGszjqHnb4/PIGzcOBt0kkR9xW7IKhezRa9DAstg6Xri267HqQhlrs7XfvDFyiB3bn6uydURnFcR"
    "4dSV+PdmvIwFZOVbgpUfrqNwmjOxkpeTpdzuyTHGx7jGqWpMj4fA82go7+nX8DTG4WSv1NHBD9AqA3UeWc6yGKUKWZVmWdRUnMo0"
    "GQQv/GfIU2N5TfqFjYAfn8XpyZXpWJ9HZKD8SAasldod//0dHsFD8puspNdfzmjEGHJSHwsJqPD1fXvi6DEglsZiHu4JEvq5waG6"
    "bJ7dTy40TzFjmDHmVAxr34i1OlYKfMd9jDGpNt7KtKZ82iys0Edh3mLN4WDq1Qyss3VLdMJOtcR5rGE+3nBcBOd/Fe65FWsVNzIG"
    "YhGOeyUJ2mNusAXavkPQASf2F32WsylPgn04sZ6JMPFfmYirZLNmIca6tCjxptmg+DNp7gE2+O/sWMhamf/9hJt/84rC5x8kN4nj"
    "ucmiPixiTvv/9nuqqXtdrVqWdgqWYL8Wk+HtAdqKfI8LzL/OwK7Z9N4txLfWU50C2bVpramQUItPt5IaaOn/cCLNSFxzNrTsUuj1"
    "IdB1NpXgDujkmJwJrHa3PIDPD5SXqWOMd9chU4e79yPjXTZ21RhFf8E9tmTUp1j/xHdGYH82QeN0hXS1ka/xjk3k/96Jv41jPn8x"
    "7jJB2srNOK3r8MosHZfgNGoVPUHHP9WAFaSXcFqW2+eD6zzxhoyGrsHzPwXtm2CMODh5ZfCsO0OSS6mBo57X8UFx3PQRovv4jB+n"
    "4pxch9PcUIx/qQDPvIG1qtfIApyiGiJpYwOPEmscFVjcRxJ6yZTwZ23GqrEmCfnAqZ3DKUBY18sRnM+jxDslWG9lJ0NHWIiriIk7"
    "keW5F9l8lnNigd1JY4np/6zlFblM3lIX9SiibXIx1/H47OHAHrdIb6mhHd+qR7Nqeiv3t4jxUyGzSArtTQweWAn0xT/VLBxEKarN"
    "0cZ81Mpl2G2qZGtxnAepeH++DuPnGsu1Ep8T01hss5hPWYD1fQc+wvGyROdgFeOjpxx1/D81nktpMllHkvDEq+Bx3SRfAdlkAW0k"
    "Q76m6BOwMf1YpR71fYi1uNj+exI7Aq1K8mD81EhcRX61t8vx5suUMDZVrNmMlqbRf7CqmlJY91XkMluEs7YcUnoyrIFVww31ebNp"
    "nqV4APevkbjdbxwUcd5JCvycmTabCD+lsCtAxXVi1ZAd0eXtVkCSvtCzgDNPhtxFoGWm4/s+knOlvzyKJ/8DJ8aYCA6D9FwkQyQZ"
    "739fz5Eaz0tcWMfodTY9+7AettkKnLEKYkerRTpKbsUTZ+tHeI6vguH6Jp7xA6zxYtjlb3GGO4n1k58oV4nN4zA+nVlqu9lD/oAU"
    "fyS9sDq301MuJ/NQDqdZWpayGWM5ueT4OYuMFDZPw6LHhvE2YJ/ukdHyK+xuH2DanyFrRwNp7tZN7Lk7DhjtTRmF+0zS56GjntAJ"
    "WJHpsDhj5Wd9TZ7HvT8oEpwtjsndsfet4B7/h2zaVUB8pdBWrjfT9f5ZjdMySdpLDkrr5KCZGP//9/o07mwo61dDmcSKtRxZJ5dw"
    "BfelBipjhbmt8AHiZLaRWH9hhlaze9F4kY9nL8xGxvqvk6li08VyOBMhCb/9ArK1k9VX1XoD4y+j/CSdp6SK8peqtR2S2fid6dJB"
    "0AgH/q2SxGXHchktWaOvQC6n6nPQ9UX05tfh066rY3+ctMq95gK6Tx4ljn27NbxPq0xaxcxJCnY3B7vf33qigmI/d3OLvi7Z9U74"
    "NPbDGeq0duijFSOktme4kpnm0M+hUuYoYuxTs8xBBjwCi/3eI69jnZpDp9fHNJRWh0Zv5zeZxFWxZvJxniyTQmNauIjoN0LMVKtZ"
    "h+undT1PVu2/GBKxnXUma3G+dsCaXQZLMlPvk2WsA7TPmBdyolzhc1Hm7a9ihtYQXxEzKkOljHmODlJbkb+PRD3bZIydCD/gLJuc"
    "GM97U1YZbGNdZRWfJQlY/Hp8fj2lIkqr3oax2ntx+ip1qhYy7pODU9YRv3lRhslv4Qz5MuweHC6Dg85hT10bvi3nB/Dp4WdalOc3"
    "/rcSvn0afK20unycPdFJdWu6i7Yi3mfiZ+Hi52njv1LFbJmLimWxosw6vGKcjGmTTMo5P6manrTjwrHJGhfjXvLJPdZXdkJi8qAn"
    "xsGyWAwpw/Pum922vtgbWZF5E/zIMdiZDnIiznJMpwIf3qzNg5twIj9mJ3quvqM2X3grtNhyarkqzgCoUq2T3pA5J5E5RBMV7Cbp"
    "CF/oB9xDjlZj7/J1uH6Ac7qRdSEWjU8h9montTa0pi7feiTxTMiJU46PufaVa8lWZatylnxKbrtinvsq/RyYIRnyqJSSaJ3dsj7C"
    "GlaRum73w6ndL8b6WuXhJZD+heo0xd7x1OYS5QTlGmjbHPavjIKlMe3XWo5jL74xauYSH6XLItblWBZimFodz7148lR6fkVkTTJb"
    "lO25vquxLlHyEBYxI2udq8/iN1/IFt75X+p6qy7C1TdTn8R7pQA4Jk8dy0IW+bdS8dM83SZ7eqLDupne9s8Bcht8wBnAEheEsXB5"
    "wtfQo/sHm4A5ykNlf3QF5zhHfS/9bn4qx/cOVcAypjA7lQrrvRu2LkL+TcfIZl5nFj2nXNZY3ColxN4VZFyws7oDa3k0JCrRV580"
    "4V5avPphWsLurMON0PoUsLslkQyu1tP1BexrW9iXLvh7EzzBQ9jtVOjxrdavIR+xKvYOsVraI8kJUeDPUvAPTA5uEuZp1D7FnFJi"
    "lraijn+tmcfPNbrnVK71XJP23qFS46e5FPo56TGg1ZBT48t9vDHkKXC520Jy9RoPUw3l+WA5XD+DDe8FC9oUz/QrEI/N02sRzNH4"
    "8bf/206aD+QZcnlFyKH6E/nGLU52iCzUV/38RsNaG7Up76SIDKzh36ZeqMe9tWjyn6qo4vNbxr+3XVooFbR5xrDhplSsZtwl/mes"
    "UjEXKxlhp4nxxp0SpBIxlMNO5nN+SgXZvZJ4lt4WY9W6UqrZibY/ZMYmBNVwnmeE9UQ5WIdtjC5t5bWtZugZKWGldhCUcl8Ns/5F"
    "u5zKuRsx/ClQx3VXxEyJccaNwCptwQ4nAg/tL7/hhO6C3jsUeLuA1W+nw3q+J89D642FfNyFszJI5vMsvsUqxjzqDqvJysP3fE32"
    "uh/xuuVfDpFWxj4rp0Njxc9arcKzWFXUHFxrin6Fp+iIV/OBYrdSpzju6NoMxK1SzZhYPzEmlRravFLGozpIrN6qyn/zSqnnEs/X"
    "CXzaRHpwWdgxq6lxEbNcytUQcfG8DJ0Em7aI/aT5zPE0lELOzh6KK1wvH8q92L1ZOgne1BM6DnbmEXlK4+fNOgYRIJlErMUjMoGs"
    "N1n473KgHetPibFKfAu+p5Sz0ArJHnu2dpOv4FG+qq8Ai5fAhqzU53RbcKTvHwkk9NnAPjwVueQBGCIuNrifuKoBW4V01nqMAoLZ"
    "QW76HO62eWRtAuszqu1eUMa47IoZjEddDZ31KKRorV6IPW4v38p4bSkjsNfljLKaHHwB36KYPnPMZ6BrT+4WxrccB+bve83q3Bvz"
    "uorHSNghOFDPh8VM1faQm3ckOVwWfAEEdoIUkLHzbSmlJT6BvRx5XqOqxwW2Hkf5GK6rTc8BQjf/dQnO9uPiMPMU/L2JFNE/bSxW"
    "CVMNe2J1O+v/VZ62OWfDGEppJAcBCbXCsxhv1CnsDCvU8Yw77AQ2PYZ3YFUTR0CuyoiSduFpNsE7KsAp+wxe23HBVuxfCj33NNZX"
    "mM+xk3o5/uT0ZfKK3EJ+8gpKcDI7LVP08qCJPhQ+Gn6oL4e79QzJChtoNOiY8HWCam/W3rg9cNycbtemshPasUNVsuY5SnYVqx/e"
    "gjteS70Fbc45S1nUPL2A+Z6Cb1qgE/U0fR/PaQxm6+HvmXdlzCVb8b7h0DXLIPNJ8Lu+hcfoJnPbaYzQI6rBmhkXaDv5BWfuSqzf"
    "eunE/pJ9gxR4Y3ewdr5CXYXNw1LF6QCVtPxnJxwth0O72Sn+A2dkHk7VU/jWV+uJdRZ7a2F9s1Efd9gBHFBWzyvxOwHif6aSFeO9"
    "pZCM0ZnwCG2GZop+L0U8YcZt+jvO9hXyMc7UPZCDG+TR8MrgZEkMngovCyt1RDgk/KvBzDAjMMzxPt7pulhScdUUMnQPEusjvRya"
    "2aa62sxgi/YfjDt7ibmujayBDHli7Wz/KFnUx9/ju2vIldYXO9ZQkumdFmKF/pJGMlYmwif5Gas4IczXIXqRnhwcKDdiv41Z1fTh"
    "MfIlZH6iHCsd8b69qzcNWeyp3nxKbKLpibjLTXjSbXqB3AL7dCPzzZZxtGqUGFnJDFF1YE4sj930WfTjq+kL2r8TcZ6ayQX0zWN+"
    "VoblBQL29hXi/zF6iBZ17+ynOuSzSzHe1b7Rq3WsDtYBePWthA91UzhcrPPutCDipzdG9BkyFoWQ1WX6A57F6ZtDPXNzhc8G2aTZ"
    "PVnfEL7Tnqxv8d/ywWf9LR9cAxmvZieA9Qwb+rmAMd1rmC+3FXVcuNvo89xP65XiuaGUva9VtF01kPsTueLmydk+3Cq1PLEFjOOG"
    "ni0vxn5Dx3kS1tU67B3XdR624dFpsFi3iPUBXIz9ascsZBtZ6lm3k/nZXby/t3zm2/iljP0nyuluZqU+xl39gPtfBOzcH97BZli4"
    "+4EtXteVuOa+wX5iVS1NZROuvELn6j7BeJzgI+Vt4JU9sc9aq3FQHY9yPJ/WMp/F1NfV1BqpRHXzJIddwRmMNefRk0qDv9We9ZmJ"
    "zDE6T9v1bv0HlsfQ+EHA/RnkdjYv9VXWYmxh/Cz0a7rHDzqKdrm0nle2wKKvJefLt2JcQudDQ07GqVjCXuNycvZlwOsJ8H3z8bvT"
    "fYwu9PMTz5Got3pEKwmHYk2X693BAr0X636nXq9n6Bwdhx1yPYWue6LYS+hSaNf47Hi9JeL944jvBQ/Z3XuEXClLsNd5rD+4Rmye"
    "TZJ+p8fLuxI/dvsQ9PxP2E+bIHmk/AHNdRG8kNODRZCD6/GcN8gGHZjwurbWF3B/k4EU+teTMypnp1gZTvX7wMsljGtaFn0LbIbj"
    "lNgOHXcLEPAu7LTVY4/nGS8js/n75BdqiE9cCC2b6PGeq4Cp9VwP/ls/6n+z8F0kA/VLfQ/f+4qeltBFRWfL3fpc8DvwbZ5czH63"
    "zbB4o9SqbxJg7w4Qs1TVnFoKnYr7W4HVMobiQySJHT9K7RjjZF6XMTSGL9NAm2ApduNv84EsdmgJ1nwc3vucuF6niI9JRWmlk/bi"
    "nHe72tz75qquDvQAapEWYpXCR0iEfMzl7N2q9pNT1+owKWS11bn1+ICW1cjUx8RxnF9HD24es7quLzJkxfkuz2dZ6id0VlPvWhZ5"
    "O/MRBXqqWAeNw2/2DV3peRzFu16A+/sVK/kNVjsViOQvaJ7OQG3v6mHBComfR7c8WjE53key8jFG/HI3JLAPvJeX9T5pLYcGB2EV"
    "HgHOvCe8MyiGPv8P67u26QBZzjrrL3CludinX+V+GQ4LPpp26yRIdAL027062kuLOzktROtmGcbq0K1p1hayJx4SpW1TX4nhmDVU"
    "e3i/ZKjcBG/4MjGUVQm/a6Y+Ak/OctL996rR3E/SfI1mKZFXCWtFcxkftA76R8V02Q5IndUEGnf45bDn74llR6bjdy1oCxJkzz3G"
    "fEeZVSwdxnqKA7y2jfrdzoZkbacOTcH1Gwe/sMN0LtkKT5GjxXVkVflYRAXr2XPxTaMZ8UvWHFrPCH2SQyXmK/4Ws7JB/aShl6VG"
    "479STV/Iab9cnIZCx1iD/TBNfpy4GZOF5LsspPc4mnWGpYwTxsjSaPd2LbXgiXIFtILFxIYFs3UGdnubPo8TMc1PW0lgDM7Nne3D"
    "uUhmC373bMaPSiXZOqzO4UWxvbpWflebQPSAlLIK3ThlH+M+HQZclMbeXTtrFtWarU+I/WaYlPtYaw21bJRcz7aG7WUxzoSzZqWM"
    "AZar+m7ImNexzps8Wdxvs+mBlROLCeS2N3lkqugZOSvWELLleJ4r2K1plbfx+CBjdawzIh18J2zMz1iP95l+kK+bpSOwTncZKIPC"
    "XXKJ2FS2Xv8QD6vlFLCn2odSuJmIUTyf+9Vkf48R0RjSt9VKJqLZgX0aDLz8NHPJxboQq5sEzf+sfFOPZ7TA9+7EONPJncaruRrF"
    "2p01XWUeoRdznSuAy63K+yDgkN3Yn9bkX8qH1SrBGXXWaCfj4s0Zd4963tWv9JQgS2vZ8HIZ805hrtL1skSpY3/GN83jehbSFzcc"
    "frc4RkXrkGkubnKpsTOVMgtVhp+NMcQkfIh8IqWcKb5H3zj2Ic5d0FFkg81i/1xrSMIAaK9iWDoXMWuLz73Ab3SztybLynrqkWZS"
    "X5Vxaq/Z2Vm0ohthdZO8zyjSpc5GOh2+mrrTWD6q1c2jt0iZMe7/iF3arJ/gxBr6v14WynD5Wr8F4ulN9poo+9cN++7AJ41Tfwt0"
    "vWUK+uN02SRvOwdnyF3ysEzGaZsHn+4MWQ3UswQy+AS+ubdM4Dy6JVjXiLdERYx4fEM0nKd9sd5v4PX2ciBwxXhY4PHBC7Bku1h7"
    "G2W0oIY8TDX0nGymzoVidWTXcnpeOWVkux7NqFvEr+r+fjpzBe56eb2Rxm1E3xYNeYJytAMr/jW+ZTh7uFM5y8z1rG/Cn4vkSXFa"
    "rpSdoea35FPT3yKV7LaNxzT0Hat1J+FzraWNzMDaLwR+30em+trPWr2/d6YyW/+kjv5NtnO6uXXl5gKtjxbjpLO+x4vE5lcai2U+"
    "sMlbsos+lOm4CnVditdISO+v0mtqk/rGcrWvvww5X7LSz+QNOfv9QJ8PN104FQjnejI8rZOvOScmA7JwD3yy+CwuISthKvg01/sz"
    "kVrHBhGhxnxOqtn5G2P1RTb82I/wlB3wXX/obcBww4J2kMQftBPecxh7QJxWnkUpMvv1Y70so/F4DeN3AlgMK4ko2Tg5p2O1Tda2"
    "6SfyIxmDq72/4qJNacCx5ntm+Gq9AubVXO9QsyBXjUc7wjrbRGjc7ZBv4zG7Azt/J3vve+G8LJfz4K33kBHA4D+JZTUiHhdlwDu0"
    "lTQG2tdxlnbJT9BBlu1JZu6zG7XfZtzFCD6Py0C0YX2Fm8JqEUKLAyzSWaxCLWJ9Wk/ylDjbFXpdZbZkI6XEpjZWUXINET6ENdtK"
    "i5rH2S3xmH1TIfERzzNlma2D8Z4zyDWRwrpTk0fjisvSXxgjSoKUbuHEUcsDPyLGPfazWiZ4DjTpZu0K/WE+1m69EVjwXTHe0fMg"
    "lyX45EWwX6vZ1bIJmKyAdbuLxDqsr5dP8Il1eOpfsWIR7PMgySEPQh+xGTb2PFWQwlLmpizu2tfnuMwGz2Tdo+Uv0+rRFN/pTdBx"
    "v8if+hG8jU44w1/LIpzFPNajuKkt1m3/NnOCVkd8TT0y+heeZDfvZTm+fTXszffA0l1ksnwhH+oQ8sNmw8OYpj9BW74RzGePYjv8"
    "LpOs9i/LXJsYDT2aCVlwSKbcY9BCnsvvxHyz1tIOOLmTvCJW05UEuT6VvEN/+JqX41ljUOORrGPtMr/hbNmK134BOl1IhJQEP+oO"
    "rOyT7Ec3bqWjGecrxvm03N5xrGJzs5xO8Dy0xupQqZ9j/6doR0klp/Jzso510xNw3xuIlVOhN0v15KCMk3juI7P4XHj+KfiOG3Gv"
    "U/F8a7DTX+Pdl3F6doT+tXFJRZkTNxlqJDbrqRskyJ5kC/6tJAdbPq8aj0mgCBKYx8xcKbXYBeJmgVqkvwznYhD8jMfYwz1UE8X4"
    "QuZjB2bIMHzOzT5Owe8izBUdh5V5T9I861kVOwLdFBrLUMd7pY9U+Ux1hNqniifYaeSessd3nFs3xV33qoeNaC2jexsfT/qcEVQ3"
    "X+tzZiBasqI3fk1wOS3tOu77LsihIeJ9JUJWrbeliDkKY/q+m5bUupZMt9yB99jMzj/gnZoHY9/RQb4O5uFspvkscA6f0mrrGwYx"
    "fSVIl8Hh1rANkPQyrGY7XRPuCOcEc4PDyKlg/aQLgWR/J8daNnbwNom/OuWQslJWj0c4/W+br06czzPQmPbPPelOHwHpi9M6FFK1"
    "lPyrb0k1s9o2S8hmKq9hvNLFs9z/LWq3GT5oIXsWQzxjGTk3qrBWx8L6ffC3Po5a2/0cfYSe7IF1PVMRxvBLufvWEfYV9jwCjT8H"
    "37sjHKVN5XU9NXhARkCy1ulZ0PVr5FrmmGbhxGzVr6QmvFAf0pf1/eBMvTh4U0do46CZNg8KmJHI1A/FvMGzWC+yD0/9Au2XsER6"
    "wLp8r1OwI31gYb+TVqxZsHtqIIaQWnt/s9rfXQW7WKzq/S2pYSwuRsSYpzfqSzpZ03Aa+wYPQr9l4Pt+hm5qAOSn6mbHlhAzuJmY"
    "K3zWqoZyWOatZBano8V/BavNONlmYFDLTyzH050QpGm7ID6jxL95JQeo+3w5iyfYOk+vAfKwLoAJeM3k/QHWIjSFZrDpTalE+4ZT"
    "ZhFDh+qY+WvP4nZ9B/jsFE5qWAg7PQc+0v5i/NH7ieORqSEntsmpVfKZhN0KraKwZr9As5TAZjmGg9+C1sAgK9gJngfsnI6TaUjA"
    "mL26Ql++Jg9CB0WZs98J217GirCWYvq5G3CEqzo2lDJHU9gnPg/3tJ1Z/mzeSbr+KsZa+jlRQTW9nwgxbCG0egre/Z0E2J/rWXVf"
    "zrOT6yMoxqizA9cpoLfqvCCr435KlrKOcIRfkVruN3vqSTgRycD2xR5txDxXjlXUKjNYxgzbGLjILGiq3sdVLKiLKLsaFPv/qXW1"
    "B3syPOp7xOzn7xnT7x00x6qOlJexmlMh4f2w0pnMrt4S7GYWbDvrZNKJRJK0EXumc4EC7D15ZGzqKRdyWk25DmcdSTo9Acf8VgQL"
    "PEXvxWkIscbPidVHjpGDgVuPheW+lvwC5kvuwE9z8O89cliwHh5tClC1sVKOUMtENhHTbrO1QC6TR8Um546FhXsLtuZjXwvdVR8D"
    "/n1YjaFrmn5pmFS6aXbYMuFLyJqzXyeSN804QwrwDcY6sJI5vyrW2b1OFh/TXDlAFQv0fjIKRKnVFrFzzeax7dD4+jrkrALTMIaE"
    "jXF1I+7+FXzfHH1a1sIj26aXwftYo4awmwGnfgjNMNJPBSkB9r1bTIs9LZeLYbMtlMJHsAcPUNLWYbePDDbQv0on99ppwUr8vJba"
    "fxV7aWv/qfAM0JZ1Me6hCcBzVu9fzl3LgKW353pYf5BaXgjr+s33NWWdxDFSGutLJmtaLfKWrC+KWe6P5D2ilj0V0WY/P6a1LZE8"
    "eUSaALUPD1+WlnJpcImcpC+HNmtuz/wwrZsPZJn++K9s47zn7eo4VLtQO0TwnH3kXcn2nL4lrD1xUxYN36zAuW4r58LbfR9++jfQ"
    "q1fLaVzvzpCoxjJAOrIyfj27IkvZoRBlBPJuogfHDBfBzpWo4/+YTq+shlnuEqxjtme0isdtv0CPBrYZIYuBxI6UMtjqd2FZ7pUH"
    "ubob9SjGLfL4t86sHRc5E6fwZbK3lDLSGMO9n03s2lyifnWKPYubfe8ZvEZ5HS/1ns5PYQTequN/IEtash4TpPsK7jn1oPX4dQGH"
    "BZfJBnY3WcfHGCCAiUAuL8gPZITcT3aTidnykNfJUPi7mxjF+xxa7hes4Wh9EUigA9b8ZvmSr61lr/dOatH9INk/yiVyJGxZfB7A"
    "DLlNx8PvXKOfYk2bBE/j/A7WfsG9eig+/XbwnhwkL4dXaVNIQM/gBPxtKeOQEfJlR2lhF1Nav8MV43u741lZV8YJ4GXMM9vk2Bek"
    "l5wjjt03BitXwTiH5cSTIInxuy6KgMbTyOFUzDz2FdRV22F/luBvB0Eirb/tSvoGpfATSskUUUaZVs+OqZR9ixxnMK+aR/RxMpF5"
    "Nfwf46l/AWvcNoBfHhjHx/fQap1lICT/EWDN3nIesU4J+UIbyib89DjWvJdcCOnPhvVcBAS8CdiwQm/RSlYfvwM9sIT1TOXwujax"
    "x3Wd9qR1DukZm4RYHMBZZ+tFOMFPlK/tAXA+rVksl+8yj/osfMf1UkO8na0nQCr+gNS8IM/j/33kJh2njYJulKaD4En0wGm4Qhbi"
    "dDaRG8UmJbWS1mT1LK7zxJv57IWrGo34qu1y1lREKUXF2kNvh61bjzUwLX+U3IP9ai49pFlCsV7KHbF66dpp0OXEdgU89xFK0G7c"
    "6xR2uhSwLjzGeEwjsr2Fvtethn5ZFvY7hVWVReyU/0QK2bMeYYbrAtbnlTBLdZ/k0ROqoIV0ef9jJNdPbCnWfmTvCrU/1iEkm49V"
    "PlxG3t29a45q88ROE43CvTi5iRHx25NdIlnMJ9gUtd7wFMrhp1rWOEtnYk03a/zvEWqmQ0U9A2wt20V90aL4VUcX8TMWj2wljZlL"
    "K4NuymPG5zEZjHsZJyPhs0VD41yeqMP0KPpn7+ATE73P4rpCq9UxrfzzK84KlDPWeKHUsM6gUlfKw/h7ge9a+oi1HJO4ZoU8YXM4"
    "46NKY3Udk70pYYlEgVGfR6/mbPECX9XqbN8mVgibT3m5lBIdxl+Dap/5n++r3Er1DUZsDR1GfMzJxROsC+s5Pn+Fj0E+JwX8TJaf"
    "MptH3y4T99WNM+PUT5OyZ/pcLCt/NT6xWMtlNU5JA2jOfjrId0Yk+Fiv1YG4GV/GsHM6T/ImdphUQ1pD9mseKvHvIP7swi4yGdrc"
    "JHoofJ5XZV8ggbVA/FY51Aso7BBY4ak4h9/pDdCtz+tASOBOXwdcBU+3gtPGXC/VFOCxEcCKN+i9wXf6mn4cW6zHB9Vhh+Ay6NJz"
    "qLFOILteWzEJvlN2AdnV5r0T/qvGaYEugVTcKoZpVmlHmYK7P0pSyPRvOaOnGemNATEZx5blfx4Rq0FK46k1G9gVXrarUbfV+R3P"
    "fLfYhLCRMhTWKaLvqXFE2dkrh4ZOIb9lGTvQbd2sg2Uq1iob1xwtScCEU/HbRfjOVdRe1X6uTRXZCJzU9MPnLxWLYFpcohO+LZGx"
    "4RXAFEPlTWJ0Fw8wfyUdT7WbbFX1M9n8c81praf2JCdYmFZsgGfYrsNxv1vV2PlfDYxtv4MYB8sA/ZHTzP9+NddHGdPT9Td5QFsG"
    "D3OmzTRYmydw3SNgTWKc5tPHd+9XeOmNElduxh6k1nlGUXIg2T3dJIZ0L/f5KqWlzmXtgFnVcj/rKkY5KuCUzRNkFVmfD8Kzf4y9"
    "WKkx1lk8Bf8x6iuHGoizWOXUSTHOk/gUWPlPaNO1kKUjxSYwJ+uT5FcrABo8IcikTk0hVtlGvTNI75CZkI/L5E9Ym5f0ecjPmfKt"
    "vIa7/Q9+f6o4P7Oc32GeVDYjflbfXkDLXq2uBj/Kvxlz4sniaozziTxe8kymMZ97iHgmrBvF6fpyooctPuJezJ3PYV3YCn04mKcb"
    "oQO7kgv3Nn0aqLhjEA23Y0ezcNLW6EzdFAyXdwxrAb28/bce0X/qB/jfvWLY0mZ7uVlXe2PL1fq15JMv7nrpTq6qfFaRbqrTaTHP"
    "RHKstCS7YB7ueRvWuB/8CusW3E7uq4Nkm/wBv+Mi7OjxzJ9YZMD6zKfiXe3hNfbSLkFf2RSMg6dyFBDSEKzY2+EVuoxI8SUp5Oms"
    "ZI9cD+jU9fV0ChoTVg9JZy6gmlq7lOsu8IRvgF/aDa9bnv12aYSfR0Hi/mL0tYr6vExrp5ZuhzYJPf9wFCcjwq5ri5ekMh6wGZ7r"
    "Dt0OvLgE2uEPRu0mYgWnSH+pzaOXUuajlPkK2v1jIbFb2J8cIW9HPr7lCWbZEtlTrpwf+aqUs6bA+APm6mbc8Rh9Ez72m7IeUv8t"
    "UNNOcrlkQ2OOw/5sZa93W/wZhbPxi1wjS+QWeYpMxjnkGBkEbbSDlT4VeN4CP3HFnnk57HuM9rQl/OHuQHAX4X52My80Bqv7lz6O"
    "+zlShskzsInH49ms8mA01noLUWgVz4+bZBfDZ0uZYSyANzAZT1vJ+aHDIQmLoE1nQxasMnkyWYrNHv0iBeRgTWKlYaG3sXsYwc70"
    "jGDjZTQ1bg0j4IYk3FRhq6uMMKJVCU1vs2piPHsmw93xHM8wBmO8PyX0otdjrZZAX69jdcbTuJ8n4Y+s0bODD+HNfYUVLsT6ninP"
    "Yt0LOZP2G/hzVidwFbutM338NsZo0RZmcJOheXexlzKfEbefZRWfYDNOchZwsumuTbj6Bey4LKe+7QLkfwNrRTbjRHXmfMwKzkGP"
    "FyM+XxbIL9A9p0kL+ZZ3Px0+0SnB4HosRr66CevZZCipYgWbVeRv9tq0hiwlMZ8vrSAv5kS9HvbkSBmONbhUJ+NsPmZdzcFL8NWP"
    "1mdh5Q+WG/Ue2Mo7ZTmQaomcEVwhJtkV4TPBZ8FQsblzBXpTaH0aEcjXdGpFW/8lWO9UX5cUn00ufi6nqz6K85KjY8SmVx0otu4d"
    "g+nswbZZ0vPxLdcFy1n9Znxds2Fpp4YXBzdZDXTwmjHBhh/pPP1LWgHZrIMMfycdxerKP4AlsO7XVuTTcbb+YnGVPaW+7tbs0AX6"
    "rVX8Bo2DmeFAuTLoEd4fNA0O0MmxtyAvh8vlWOkXYV9m6ITA5ke+AF8v23dBRckT6p7S6nyexYnI9dlYmzOQyQom6wgehHPYnsjN"
    "etiKfA1uQ3GMHPGm4lj1dzPKTyqRd5mftGN9QcZFOId+zZ1ife629m9hd42p7FhgwSnQojZT1DinjCdwvD+Frm6kgly0MWgIV79k"
    "k0H7ky9hOnTWHfIJteNojZ95sHObznoT48NNZT3uHdDAa/z111P+HhU3qaGG694e9rqdnMoa8gxOwa5mLWMZGS92wS5aXnm+FHP2"
    "XC8ppq9eSXa6AlY4uhz9R8KJcjpYhkhW+JP1KktKWKnPAX0Pld8C9xmnJ5L8Z97jnUT0RM5EieogTm51THSfex7KKGO7RbADrwLl"
    "xnj234C3VqkPyU6+mko8bhEOq1CJf04PkFXM/O4HmX4WOOx5sb6TuVjzF4IzNC+8NsiGNvsVCOYBmQYd/57+TGlKZY1Dle+areBP"
    "veQwsu319v3W+5Kptcr3WqTU1Ya7OtwaHyvsL8a6ehek4EZg48lA3cthfX/VQrHZBpmQmtDPIQz91BDVC4JjYA8m4ZqrcS+LYbut"
    "kmO9fgjZGo3TZ/MFjzFON+2XMBN690Hg8viRLCV3u4ualddx11iVQ/zPFLFjJVpXa9KhjoOsBrvfU06UGl85oz7yHcN9vCLvw15b"
    "x3q2foE7XIV7vU6aB4av3f6U7cXGEUIG28kESKt5ghtZi34t0Icxh5wIbTbQM6A6eTmMUX7zH/IZOVDolZj3Xm36slWAXS6h9zY/"
    "4Z69zJlIGZxi2kYKfLeJRcI3+gz/aFoKyzKdJOfheyOMAURg62+R26SItV8m9S3FzXmrZmT4Vfz+EIn56fMxThKoxk7WQPOMgaQ3"
    "wbl/STbjlH2Iv2Xqtdj/+HzRRT4j4xh73TSO3qwL2+F3y1UUqu/wMX6p+JHgFB2LFW0LPTxC3+WUvkQ8zXx5Vlw1UjmrJF2/eAXQ"
    "jVn6SZDIbOiBXH0YCGQhrmB6oIWUwoIXcc0s7mOziw8Oqhjr2VTX/XB8HStv6JmVBoirjXMoKB+2OsrceinXrphTsdyktALODSuH"
    "HtkKb7GAOrqC/oZp0iT4Trtx/rPwZx5OqFUuT9d1sFCJxo0NBJGMc/qk3CGnyCLsXz/ohnnMONbK2N7xon38///3/fXxtUs5uWSb"
    "iss47NJ7JernrizVJUDANcBDQ2A52ktXXKkh7HVJuFZfD57WkVjvdKz0Cs40TsRJtt7Qi3SBns0YW1T7B9Yl7HqilTXR10Ee95XG"
    "Yn1i6ZzUcVY9J7iS6OYaMZzSQGxNU7A6m4EY03QIdOJAaPVxeIIPOdOpAzzFN3He1uIZiplxdd0hMeL2U+p5xRjaO8l95Biz6pvp"
    "5FbKg+ZNAfq6Q9YzN2j+ZwEzRBXQvUvDPgkDZTh+vkHv1FbBUXiukTIIK/QQdjHGao371aI5nYHqUyHxfzE2aRMa7Ft2QtNsoC0y"
    "WWpW18GXgL1IhsRXsRfjZMvseUnIZ4QnpjE/p2Gz/iBdg5Mpy8aJa7wRy/QV6FXDmufySbUOndTyA9RerYK1IHYybdZajKegkBnI"
    "Wga6mrqe8NrPlNJe22e2s8cpfpzCpkSk+FkHtb19lXWZznCvHkzrQC9lDib+LsSX3vgssCdIDrtkC3Hybsfd7cL7XoGEzMOZe0pc"
    "dHu7LmSlQym+4wOsnc0m3UAeq3zG80s58+EeziqIN5nbKqEGYUcPZSa1hvpjNy1u/LtuDG9zPfBoFp74NkjxB7TnzeUI2MgE6Iaj"
    "4RGdIKOJWeZpU9igltIHWKeY1Qtmb0vZJ5QC3yQLeqwv9Y5FEcaLxUPzcAKH43SdAQRXxuxYlHKbQcRYQl7Ny4AvPwSStArx6bBD"
    "zeU7rMdEvPoAPIlZsPlnBadjNd7DJ99m5YtlftoC6W/AmV+Pqx8tn+qBYrxnhVwtqypKh74rZgWy9T61YUd/M6n5G3Nt6KcJV3nv"
    "t4jZEpNsm9t9CbRpKu2IMV+V+wjLFWLTsgZhXb6BHl2GO83ADl6GdZ+DVTgCr54njh/KWdMydtInw5O2Kr47sAM2iS4QY3TJxska"
    "j3VbBrm3eE6KPh58oDdTYtrgBP+Ob7xLfoHOnkgZ+JFSlU4sahbmGXgab2GF5msGduVcPUCPDN4LWrDOs4ZWrJwIsAzWv4w9w6Hn"
    "RDT96tDvo+LmNthMBqvZu0+MK/kIscm3k+RScp44ZFAAiyvsX3O+QRTn1GS9M5mZoqzhtFq/dvRl7ZQNlwL2Whp/ylJWupRrxPdH"
    "OF/qSnY7GAKZJpHwAv0K0hgEP+rx2gU2/y/tERznkUE6kfeHsttPTKmBxE2XL60GPTweJ/xjvUVHQT77aqp0CSLQdo4T2vkkFdzZ"
    "KNFzMWtnorTFebhiNTFMEfe3B2tII5wO1NFPyrad/EwW0c/9jfGRSlYyTePE0G2s2dnAWM1W+KOFciXsfCZ8tilBgKcfr530JmCC"
    "N3Vd8IwuDp4kR3o5NGyNujm0fdjXUc6K8wzmblx3fn/uWaK+inVYBy26FHv2gZjFzuMUUps+/heepB/enYefj5ZhOkwvCTbrXSrB"
    "VczKW92F8RWvwPW/ZJTD8ro2i9OYHndixYrwDDmQ9dX4/2ro+0WcLRPRg4ICVtfmkbkmSTfH7gticpn8KGP1Fz1fr9Z86WuVULi7"
    "+4K2OIEW3/ldfpdrcbdXQRcsqUf3TtJ9pJYHr8rzKr5BvVbMql7Xz5HPaYMOZ7XAuRnlo2v7y9GSw96CpfCArpU3sP4DIAHTNVl6"
    "QJIekbnBsdLWc579cx9L/FdOkr7U/C7ykEFdWkMG5TR2/FV7dFZE+fpMssjEuppnLcr353KH83WTFNXTrZKv94uLjj8PxJZKe1GM"
    "lbFuuVeZEYzxmjW0dVF+4mPouC048ZnYZ+PFnsz5B29Ia8rQAb6D1XUPHSVuau467SJ/6KPYw35yC7SUVX8shDSeIwvhy+xin8Ea"
    "vG+RHhaUscbpJPhmWXX3XO47LXezErTW36nUPRONjqN9sZ6m1sFavQ87b90XZThLv5H/9kn4yEODUWJ+wg+456uh2feFte3lZ1U+"
    "7TtYLWc6j2tnc756w2fbzrWzWlOzGH/gKRfifda/luvt91zfXx0jL7wyt1RK/b9RfiCHSxF53dYx62v1hzmQi57sOkrm1Ml4d1CE"
    "fdlO67yGkQrYYrEIwFD8fC2uOAsekdUX7SsvwQZ2hgbvK7frPsEQeZHVeA3k8eAyyOSB8B3mMT5TztywzUMsg69UQ/y+61++chWe"
    "xnjwN7I3Ooue1fvQAhadnYP9WK+ORdLw73pK7btyOLkFnP+9kq/lMNI6E3dpLE4pZDebr4dDxxwa7GRO0U3KzmRcaAN9jh85qbOz"
    "ZHqf4FTylLju9k3GmgrNVeG7SGrz6WaVr2D22myq5UkrIOHL6KNbTv1w4oNK4qcIbUspELT5vkdIWDdVsZoV9y7nWqxf6UDdHk4D"
    "pj016K2VEgSvA3WsDi+UD2QzqxuNXabAz5Xd4KdB22SogaycraA2rNDL6f0V8l5dP91s/ZpVzFazdoFcLsdBFsZD6qzXMxn2eQxO"
    "0veQ9mZi+OV9uR94oKlUhzmQxq7yBSzzythE6S2L5cZwDax0S1mj+2qH4MjgW0jJc/I4znGqPgzt9Tj05hRYvAwp9AxESo8jRpwf"
    "04vJ+Zii38POXAqfqphx0URY1OWyjnmXnZw13gon0+q4imC/x0KLb4cVfkG+hUewELaqTXCJdsedHRdUhCdJ9G+9sepniCgzEC4j"
    "ZGe/EU93NuePGofS95CQIly3odgEowdkIhDiZNzx3YzanYOT8hXw0O+wUzv1ReCQ8TgTL8ievL87o4Y7yvR2nYp3bSADYCF09hjs"
    "wBDI4A5otd/xiZHcqag+pluwD7/yOX+Qu7DnGcRgZZpIXT0fn16gn2hr/UT+xInbyVjaAj0iWAYbdWEQYTVqMZkOL2GkLEqMko3f"
    "dRGX6dhNu5VBhJ0La7KEMw9OIhdKnk6UM8TmkhvbwULOWWwjOeyursI5SaK3WUhukiqfmapmhN3Yw7Lwemdgzu6yJmwjV+q5OksG"
    "4NQ8GTyIqyrrQtYxR++sonXWp1HSI76jPUY2vUvE1dGX1MML2kYO0dZifRfP4fte18W6AzbyQu1uE72gt3Pg726BZj9RZuGp7oAn"
    "OBi2/xhopn3EugHXw7+7hZwclpnZqTMgg6/qs9ILXkGGTsUZSddXdTAroS4gG/NTUsI6tSqfhYpBPv9i5LgYn9+GNU7TjsFvmkwt"
    "doxYbrGAvNrZnMgxE2dsDc5LY+xcBjPP2yAVnxN/7dY34AeslI3hAEh1I3kY6zgzuAf+SUtJxB6tx1NWcta0ceVajelfuOo0PK1h"
    "4Wuw8vPI65qp/YIFZPlOw5OUAy1fFx4T5ocH6EiZlFAsbYP+QJnLfFSyiNahBjhqBJ/t7wyWLoKhdbzp6qOMJczDGcbsCile4esZ"
    "atiFYb/9TgzlXSi/08+PQDbLqFm2sUNmotY33SVerVSpWt16CtG0dcY/BC8yAauyEp9MkzdkBjR9Ch5gsH6L9T0GnlNbrPfRQJC7"
    "YY2egWe2UsfiHDeCFR6E1VnByKtlwTPhmwyiLtmp1sk6LeE+vQ0y8RWQwuXQyGfahMmwXK+XtfC+vmKnnVXdNpWNWMePsZ9vwi+a"
    "jXvcoJFwLDTQa/h0gYyTm9gTXM3J0amcHmFYahU0xpPk/Ktmzetcz8xQCFxpkZQJwBLlPJtJjK2v5fTrPvJ3TrJa5oKmrJApYV+c"
    "y4AVUata56p191+lp8njcgHWYgn87RPxXc8ZKpYn5Gy5VCZDA+0PPVegAwTPp/fAh+iDVXpZPzesDU19PvzjC6DvBskGoM74Gexs"
    "9nLa7INXsCqV1KpZ+oLegJNzE/sFC8lXkUopa0cJeI4d1LXzLYzZqkQHay7ZcPbm0gmZv9+hQyH5D1K7uleqfe3BDk0SqwrKoE8R"
    "Y0ynBGfaOn0+gwS4+Oe+RHFNfcVspe9NM6x1sRhHeyW5B42jfSfzTGGdJLpZMGeTzTFaTwVr/Feq2E21kcx3AVajmFxQC/Ck2/Ft"
    "m9gzb9mXz4Jk2ttZxL6ZWlv9VK7tpNTzlnZkZKKAzHIF7Buu4IlIZf3bNtig9yChhXjeBZDmNkCnaXoIXnkf/79TbNpaOvDc02II"
    "fqA+F7irbuLV+0mlj1dVM9Kv9OZjWsvu2NbP8qismwkd8/XStQzPqWRyrOXXvJHT6aN8rcTP+q5kfWC+vi7OR4X/BS9ujI7VL4Aa"
    "DHG/KXdCHgMxiXI8ohanO0Ysn22+dyp1Vi/qZIs7zWfEyjq1qlklNhG/fVsqWecynzk+i1Q/Vk+sM5u1o853MG9F2dtrO3iQ5PhK"
    "viVazMmLUc7QGi1H4D6KeGVjAM4lRv5GctgFu5WMcp/hSpeIMTyNgXVpJlfhLC0ML9K11kXT8DpgonFAK21w11ONkxL79ijOY7+G"
    "nYEAb9G3YL/ayNFAbiOBo4YBoVmd8wrooY+w67/B5/v7PCL7s5/n/Pg3M+tSfTXNIsmhz5fH/sUKSEZjMca02n109iH0s8w68uxk"
    "+D77Cj/JsbquO0OxnxWe98ix5i/jXBebWvtWMA1/t2nMa/UmeDo2sX4GZDIVcvRyMAOS+pE+pVE5XqZCSyaSJWq5pgbJ7InvJtP1"
    "M40/nbwSVq+NtNGL9cwGnRLaQb5ehBa8QazPZi17MIzBYg1ts1XBHhIM988VI/Y4py4WG2EtVdc6/u5aW1hJO2+8Un3FsHcj+ZPT"
    "rHfgWz7CDpltyaXUXAkdXEq/aqBMgW91mNSu4x7W6AR2gK3Xh4ErT+WE4d/Ze7sO2ixbF8uDQAKfcm6bTXpoKleIm2Fs+3kzvWDX"
    "PRP1XAbGfXoC8MODulIsNn0hvLOT5Hw5QteJ5ZPbw9tpIWZjlrEq8Vu1ympj33gDWsQ8o8cbjtLb8F0bdbi2Ds9ld7Hj77Za5Czo"
    "kAizdj0ZZ6wio+U78PAL4UXG6EEl+bWKam2FbT4RfrHvttlXYnvxACoZcMzKxatGtR6MQ6WIHHoZQHxN8d7XpJvsoKRGdJhY7LEV"
    "I5fPie1N/3oiwSmc6ZINnZ8KucvVHkEFnjEL0pGPVd9Jn83h70I3K4n5zHhZnnR8charWfPoz9Vwuo/lGW0q5/usGyqlf2pZz1TG"
    "AheQd9zqVEqCzThn84HqxkLqT4emGIHfN8eV34VuOU1G4ec2YhZD8LQmb+4OYvRVXV41k9WSm/izsRRHmeO2dV/AeYfl2iJhOyeS"
    "WQfP7fjdr5BZ6K/wB3xygUwLv9Jbgm7AUT/L1fKdfCr7ardgKTRWfx0QrA2rpSzsJuukzHf3qWcOs84t8xYsv2TczycEVkVhdZfz"
    "aZ1KPIvJ4RLzXDa1M7fM+o7RS4NfsLe9YZHuBgKfj3ubhKuM0SOZP31a3ATSMo86F5KhyNDrKKB1q1HarDdwus1GSGt8HX8IvMM7"
    "JZ2fztPV8DyqKUM78Lnf4aMU4/0nYXeNXW6KTTqANcoBkl4LlG+1OYuxK+fJdODOzfCMHwvm6yDcWzv5Tb+Ef3BlMAmI/Td4uPEl"
    "xFj9i5i1HCLGYv+H2JTczTipabifdODTkHHYI2m7MlgxsRuocjcz2RtxH6vIvzEda5Aojf+RiTCq9XFVnhu0lU+g7yPEnUeL9X4X"
    "454ncVqIcR4ZG+p1wIX5wBmboIverYdLp5T+X2N5ilwV+Z6jweo0K3ESqn2tVDVxWBV7eNYCN+8v0+QHPMMUHaYjg8PxLaOwthbr"
    "XoDTnkGe5xB+V7bPjVs84u7/r7jvgJKqWrquOyAKiKJiwIggGDGAiqgIivpERcxiQBGzIg9FjAjm+BQUFVERIyAmBEFMJMk5MzCE"
    "mWGYnGOH6Vv/rn3ODLz/t2et761vvV8Xabr79r3n1KnalXbhX6lYmevFptNNJ1vJEu2E+z5GnpHroQmNS+FP6DB4DPIx7nM9cOh2"
    "eEf27X/gqXKhWY2vfKCUMh/aV5ZhPXcxAmJz+lbguZNrCscnEYNeq6H/4WYT5OPabeT/7RR0nYyfQ39/Bg+tUt9NmQbvYzUQ6Uid"
    "DI/BPOeRQGdPsr81XQ1/d8Spax3YGuXTOiTqO8W6iUMlZ7C7txZSmSKNpJInye7kJGkBjPsnMEhjoI3n4Stuxiq8LJ3g+14vSyEN"
    "GziLdFnwMe7he1if2YzuRj2eNNblI33XZDXZGdpx70TqppXWZZD+5z1QydHGl8AyNp+9SbBIB3IG+E+wkvfr71Lu0UOc6LuWdYNx"
    "1mBl4/7vZD1vyBoeq9O8Vqp8tLm1nweWYGVNrcdEVeRxKNANQHJbfQ1SBisErO8yysqEGCdFPkQPaqd+i33qjFW4Qayu+Co5ABin"
    "mvVZ7+uLepeOgk89Fqd9pF6jt0EDnBl8Ac0yhn0a21hlu4m5+RQ87/myf3CuhPU54FqPn3bRkh4lL+Dda/UqTiK5GVe/KOVRicmN"
    "/9bX5/5rsgdaUL17Dz/98z3e7ebIJDwPWXtJ+EksJYwCZfOMGgo7AR6xnahMfZLeRIiTl8GK7Dhno6T/7R24f9sU9izG/UtgPY6X"
    "AnZXZekMifiuRvE8+3aHbVnHlFwORuNEfcKaO/ctjRhHtSvcIzv1MdyVYZU/1ZhSmwK9/AkZuJjck/tLEfMDdiYaSydxDHN9cdVK"
    "ogyzwC1lJ1c6ztyrcS0V+or3qNZ45r/fsVunA7NY/ZB1zfXDdy/Gp96U2zU/bCszZATswhI9GWd5PtYpRybIRPY2ZOE0LZUXsY4t"
    "8fk/gctK4ZUk/E6rR2MhdKv9/p90ciZ/5Tp6T4b6TC/OYZzsXZmObzpUUrGDz7Pe6HCpZC1IhH7mU/KW9JB3YW9byWHSX1rLGXqG"
    "vhf28n1cjjHMRd9v9p1su33ZONkR6+ZnJ/ydNZXdDNd1lUbJX7GM6SOM71YCe9gavQVEs5ER/ix6lRHs83LNgN7ayghCR05GreA9"
    "lZIz4zlqJKtl3ozTn8G5zalY/S1EXtv03GCu3gL7Oo6su5/pfRoNuuko+V6fwZk+WfaT+8X8R6t5zCILoa2hRWG2MhMSo895OXvN"
    "1sNDeMrP2VJOjo96K1vN+rbkr9ivpdC1EXa19cQ3TlZj9td/s9ZNZM9VC/U4P3e2juPe+IIbri0ynkf1ei/i+RP3JqvPNngwN7Nn"
    "pLcsgPZKhTV8C/hyCPek2Hc85HF/bpJc4lGbZva4WFfMVjJDGl/kCmioqfRr4pSQM/05N36KkfojTt47kLu3gKDegrxarCdXvwH6"
    "fhnfeIPk0frHcMKy2MXTE7Z8Gj67jJFB10Fd5WuIayC1RdBNcyGtygjIvzwfvOV7kuuQmfqU3ivfiHGa51g1o3yDfa3AN+RALnbp"
    "alkPmTpH9pGHpR3s/mJYnynwuVMhP4+rZWGOkRdgMc+D55UFJHA1WQlSWAEV85xHdoYOlc8gRRMsa4x1Ng7n6eTu2z+wvmjL2JnM"
    "BEDxnfEtg+VTPukisrhbhXoqJMDQ35uQrRewe9aN/j3RVTHQgjHr3CYjxarZV+hBwUv4aXO5ShbDL54Hr3g1cOt/4tf/J9Y5jp0r"
    "JVa1CZyOk7kQr0UbuFoB9jwHMrcNe9xMXsKr2/QQ6KL4f+2u/7PP/Leu9r97B/+te/v/vwb/HQmJMLJiMapN8PKyyTxZCgS/gvna"
    "Sh0m30EzGYfCFPgj26Ef929gHnJDEySTVfEODI5kBYUxux4nbgpzhJiklpNyZhK7FGgnyWF0dilrGY1Dpqu0FMe5sIP9sBXQRjHm"
    "AN/yzKoZRETlnAyQHMd/JvfCKkdZTTYfyO0s2UjW8Ens3nUzFY6m9o9yhnLc8+oYGpjN+00QyWVitc6BxdhXboHfU8sc83a9CXeb"
    "TRsdpT6JAscZZ0aEE+ri9KuGyOXBASkbgU066cdAEK9DgwzQ/rogoeSmje5RlVtnSodAx4wHPtvO2l+bAZZjuUo8f/JX4r4aJk77"
    "XMqYjNK/PFpPCgbIQFiQRTo/TGgHvSHoDkTRjX5pGq5ynBSI6wI2toWF8LKGa69gMXBqmh4k/fRtfQDr/bS+Ll2CWH0VVjWzhrey"
    "Gsh8knGwlTu0u3wEv2e43ADLZF3eb8h7nDWyjOg6X88IqnQjZ0BsYT+e9UrdDw/oc+7MUqz/fljhSVhxqyA3uSnwnJ3Gm1AAq5ec"
    "xSUT2Ma43uwzcT1WbM7E3cDLyxt4JfnJSh7RTP6KYvf3IV9+c3G80NYBW8sO6iqPCI35dBHuJ86e1bHy33rF+AvyiDit0yxDTwsi"
    "PJmriFBr4G3/gJ+eIoPEKsYOhzefhj24TPJZ7f8LPrMVZ9NiJI/BFrpZ8FmU3l7eN82mn3N6faVw6Lu+XEVYQh+WQl9DUOuZsxLM"
    "CRU08IpxICzXT3FqLhPLNJYAxx4MWT5Tauu9Hlfhl8+eEot9n6fz5Ve871ldHZQy3nUATkFXYJczZYK+LXuJdUBmYe8Pkq/hQ5jk"
    "zOW8gnl45h1Yq6PhDZ0ng3E1Y5RtD7T1sK8jtEl/xcBglhlO/koZPp1F7WQrPJUc5DGcrPWQ/XYyU1vgyjeJ5Qwsnvq62ETzxfR9"
    "Yvz0LdA1K+m/FOkdMlrKfQ1EmWf+t774dMhcAauLs8guYf2CV+Cdw+RMWQhdcx25g9Lg4z9r9Zj4jnHyIRBNCZGpZWdzGW23k/8o"
    "e/p3kPHKJhhlQSvu0KFSwTxeFqTB1rqdlDFaHqmvbwg5WW0B833lsCWTZCyecTHOWWOsTEcZxc6oP+QzvCeEPrlY+uvcBvo+kkcW"
    "Qtac9JE6VqNKb4NMTix+OkwSvjZUmR0zJJ58BpKbEeC++0xxfmg5I7Jb+aeLPtuVlvJ8r9Gv6YdG9XxyN0ao86uBca2rxTEkZZE9"
    "KMKq3rNZmXoPdUKME21D1uoq9YB16XQHohwI7blI2+ufYY7+LF/qHUEuVsfqUNbxlK7Vj/GvEkbdJ4ld9Sy9Rk4NhsiP8Ci+CP8R"
    "HqR7pQwGOl8Gv8j1RliP7wqsiMvPWsw6pi6rmIDvUcOoSa6frTcRunkB/tZWPwQqfjxI03XBl+Gf7C+2GNRaPLnFFpuIzUTcxEnf"
    "ySxtCP+hlZ9Ton52W1TdPKd7ObPTrIWx9ZqGXUj9ca5+AQkeqN/is1fgzB0O72UULI/xbx+Eb+ojLsta6fm747QQzaSS9u0RnJ9N"
    "8DxC2sB5+of+U6xPrTds9OM6A6fmN9iYLliNi8VVUIufL1XHh2Ud+f8SN+94Oc5yZ5lIRqJU/RXr8iv+loAGPRs+7WR9DU88A+tc"
    "pmPC8ZqLEzZQawJj+MwKzwjek1tFsXLTPbdbnP5/DOf4NWkBv2qRHkUO6Q1aQS4Rm+73DHxUm7u3X/CkfAuNcJJODtpLS3hm7+mR"
    "ajX8Q8VVWLseBMe1abr8S71KX9XnsWoL4bt1kGI5Qh7Ebu0fbMCKWJZnHU78IFaXJNQ61xbjev1x/jrLE9IB+m4d1lH1OXiu2xqo"
    "DnwCPuVCfOfT2jrIlG642wGQg9/Cq4Ol+I5P9Cuy1ryEk5xprJPk80jeaZuqAeR9JSTeeHxniGUZZ0NLmec+TJrKV1y1Sn1Fv4Tm"
    "2gz9d5XM0Wnk76nlec8hqqphzUHyV/K1r5ws90oVa+UHkYcpG1rwbXXM3BYffYZTAbIonznEPSv1SiDbIp3FOt6bZT6kcjHuYLGO"
    "11FyP5DjYZDQb/Va3Nm3uPLCBqLHDwU3MGf5k74H5P2+9JNx+oEO03MgWfnqppjFiJpeZe2wVR8l7wf8330lOZtp8s90lnZyn+Sy"
    "19eq/e5mbGgurHKUVd5u9qRlVfYRx9l6oGTIlTJGf4aNGhTsp2N0hM7A7p8Z/BhO1ntx2hYASxjLQ0u5Hzbxc+0aVMvZYhMGvpNM"
    "2cW41XS8Pg34fRq+9T5W6TpNdjX7XxcRdXdnLGKHrgcq6AAdOhs2sK88JKPVOk4TPtpRifOX7/lfV/wvv5Kuv+Nfa2i3v5fLoNlL"
    "mcvdwPi5qwetxMpcIHXzWcrwNLV+0k6cp8NFRW2280FBY+j2zrIBV+6D59mFE90UaCYTp+p2zl+LsfJgu65j3tn9zSpd58Pmr4OF"
    "6CX/xEmvDLsE53Ky35vYv/eNQ42I8ErYsvuAgspZe3A27jwgm7dNxDFOwwnQKUuYQ3YZu+ayi7LyKfCXk5k7pMJbfjtLVo12JudB"
    "OD6SCGNuTvNbh2dy/3QetGOc2vgBRix/VVdnkY57O1K0vtY+VBHdo5/yUOjgVM/ukiB6fUFc752rfrZJfuvYd9UcGKRzA9Ps1nCK"
    "lj1HBuWqlrWD30uUiKOuLuhKX2m1lT+1DrEzZCd7UEp87el83S6ZjJRV8Tx8rcZgMp5nOxeyUMffoszOu+mATi6Mb8t6grqIsW4t"
    "VPMxc/RleQSftCllmb4XzdWhmbyPkQSreo+Q0NeRNpa4r88+FjvfKGUG/jUC+m4VfOX5ep2+q181EG2txOn6nVXCZcxr1nDfS3mf"
    "yT5TxLtSSHqM2Xjb+5PIKd1O3qWHYDy5Vquw2KONnQ3IQUNdpsk0Ugl9jQoysFo8tojIZiXOXC6sx2b6xI6d1/U8RNnjmHzOUPJX"
    "SoiERJb7Sjz7+08yG9+6D/tUD+AMgTzWGdtc6fs5Q9CxhRpyK2JXkk3sHiQryGVgvtl8cqcuAObI07/07uBHMmzaiVxJe/8zPttU"
    "9gEeKKO3ahVYK+FTVAHLVMHuW1/Xapwf84qfxh3sy2mSZeQ/qQD6bgVNuoIxiVLefzU5cU1v1bC63+7wOc7bK6TtjDEXGeHz2dpa"
    "RfRO2Qq5NL6Lyfqu2FyUNeRQSYUmPw4rMFySV0TZJFHn/RV5JuQomXmbSTl5K61fqpps+HYP3ShH2Xqi3Ia7LCWzeZz8+ca/21me"
    "xPeP0VE42zfpRSnGMD4a+OEkaYInflkyuEchc3aOC8rQ3mrcqZvrXUV2pBpyGET9xO8YK/ZchdFJcoifN3q+71VWVpY4bheLl+9P"
    "2euEdx0iCR/9iLBCvECv4GyU7pxPk0/uMPNEX5cPGV+/ieyREVY41/geEGNxmQqNMgfvfkWGSBp7Ijfo8fj7J/I99Mx8bS1TrbNc"
    "vsSKrICELNeBeM7OcpHcqrdrH2iYjXh9kMyXH+Q7Ha7L8OnRKWY3/omr7cCdvYPvsy6j36DvpuN93+jp8gc+NV9uAdqv4UmvZgTN"
    "sjkLuA+VWLPQa1nzsc4VN/Ut5GrF9F/Qr8aP/wCnEpiWPE+GAkHeRe9xA63DoXIqs9vGepkL3ziPtYUx1v9aJK0ZznYJ98VNbQl9"
    "JOEQaSzO6yrGfS6HlSmDv7oKsjcZ2mMpa4paBEsg75bZzMAdr8UpKYaWGwqLZRjvNpyKQyCnNi/yA2Z3ZuPMfAobZxmfdFYefSCv"
    "Anf2w8p3klnaC5J8LxBaB6ztnWJVqlO1q7xD+1JJjymfmYwCopsCThNJx1rfoj1lOqzMIOmh++Hd9waNgI4LoUkvxN8H6I9AJXP1"
    "9aBf0Fc7Yh36cb51SASRi5VxPvcy/P8D+6BW62XQ1Etwh9fDQ97KKdARoNite+RKjd9KOdNyI95peZ+PoT1vhmd9Je48i7bIZcZ3"
    "28q6ClazIEPETdlw9cXZPAOFnM1ynWcBsvNwpET9eyyesI8YLpzHTon+OK+XAbt3Yr1IrZ+mXsMTHtGjZRsnLBsPeyn7tVphtUfK"
    "OWJ43HTgH0A1v3C26iqV4BnrMgQqHEP+/d0x0Gi99GkDkbnk04jHQUZ/xQqfY1Wu8hu+/2fox9f1AcZJTNI+51TTKTiHETxLuu/x"
    "rvHI7jxqpYTvUxL5BKtnDHvjsWJVwBkHiHFkfeO/+zARX/e3+17uYgVhglwitZ4DXKF5SrBGq7EWLZmLWgbEloY73QUEUMhs4LVS"
    "TqbscjLln4XVqoSk2x49KrmMg+2Ah9uZ3AU2M6k1518b60stJ48X6Tu4YhruIRPfbPx4i8gxU0DO/ZODDEikravNuj2Xvouhhvbk"
    "Vjfv+jTJrZ9LXtcf4fhby1glVe25kewnF/v6nWT+z92yAGf2L5y8i3C2uorFelfhOfrgO7cB1RxOiavCeTFtvRnW5lBWAG4DInvd"
    "6nog4cugO1ayf/d+1k0dIK7Cp9RPnsrDk7nseYzxZGPonUv+uH/KSEnOjhcSNSzgHhXweV9hvNLqxdNpLSLQvnF+qoLINISHewcj"
    "YSVk+s7T9XopZ78uBhJM7FHrGaMcbuVPbpDzgcSr9XG5RA8O5kDiDpS/9Cn9DJ/oIobmV7KbIUJcZ7F3x7NYCd20lPNvDc+ewkhl"
    "tnwe3kHOo6nBNH0n+Ehu0g4pmeEE3R5+zIkxEd8PaJ1ZUSI4Y6F9W87jqS+Hx2pV3IYQjmQNUI7HUsXsQxngWXRtPvtm3NWtksaI"
    "+Ra1Wuimsgl/1tVHh/Ae6nzYBE5aEfZ5MNDRdiCfL3UDNO041s+OhEVaiOfNxHtiePo11FCGLXoGI3HVltJMMhjbq+GqnitWZdCD"
    "3C+OZSfKbpIoY3O3k+V+Hq42WrLYT3UeGW7T6P2/rB8HG8jEayzRbXC/S9j7stRLsovw1XhW1F2UXbPDI8XwkTHGZalVxedCIm1O"
    "0mXsDjuC0aw5+rTapDSr0/pZLNJ0icwlF0I69LxVun2nv5BLo4Y9UwXikO+tkNpXdQUr/V19Up5eJcZulE4kdI48g2c+S06W7bDH"
    "r0gTOR3aahbs+33At+ZfXIM73ogn/ElnsstkiNyDJztfbhKL6uXr7zhVC3EnU43zInAnMEEb7E7lwR5V94aH3Ux+gNUaIKPwTZny"
    "rYzAvS7wk9K6itZX91SrqwxMzh9iTMCHSJWX+nJ6ELU+smbW4DRgz9D3mDjGsJIGeIKPhOUcD5zSLvhBnwwWyu9hoS4Nx+vdWPn1"
    "nClXq5vYe1VBzJJBfb1S35WI9yWcN7xZ4z7X8Pe1K1I/XVcZg9ytsX+C7FaS+9AQ/JfsqG/HOZXfyLvQRgv0XqtQDHKhtUR6GoJv"
    "oN4ll36zzYXZzFznB1i3ObjfI3AuIvWcCz2pVezkn0+m2jX81riuZ1VeGfV6OqdaJp/TlWwal+Hm5mRNaMxJdGX0LWvJR5zcA0v2"
    "PRPhJytWxVh8bYL5H/pCMCR4gPMhczgpxCqZrmW8bzs010BqFPueCzx7W4mfa1KHR2LkmIowyn6UKOcF9SL7nKuQ38V1s1lvx0Oy"
    "rqVPWKNb62u0XF3XIFlPb8n9e6C0lNr6CEQaM42h7yZzfTuN6COfLIvZ01XE9a3ifBbzIDOACs4iUilj35ZlFG1+cltoqA7yCmzR"
    "TGiVnsBmQ8nX+C9gnWHyPTB1E9jh2bjzMVijUL8OnsWZL4bP1Fjuk5nAnqfJN3KMjJUn1KZG3Q9fbvd/Cd+FZYw1LldbyPnmJgHX"
    "wW5WcqKMTRJZEfYI+spo6NQX9Jtwg84N1skyvQraxWbb9ZTNtNWu1myQlNLmGcPIeuxI6NnCEowRJbgyk5iPdTEc25m7g1/0M8/g"
    "UMOZH1HqLetIOo2MNtY/sx3XvlFCeg4Z9CENlYyDZlunbTnTaos2D97XCnLCfd8AN4NlKq7jdziLkpC4zxMu0LuwS2+KzRZIyLc4"
    "f9Ph5x0rb2k+TlAxv/MHZo8NUQ2EVVinyacAWpT9NbzjJZ2u+wQfyHX49G/Ylb7Bp/AWnoR+G6s2GXIxNFp/yNtayMJjcrm8j88t"
    "Z73ZB2LZlMM4fWAL+7scH0yEdseiScY5/JHOk4c0DT7BXOxGH/0SOOYOGccYhT1lKjvS3RTQc2UbWUGST7/O4tQBm8QUYR+rsQ4d"
    "Bfk+FHd7KhD/59DODwf94CG+Akx5CbT7XbT9tR7JlXrrfLWY1pwazgT2XgOk8EyjZin76/DwIBmmmcHExHTrVII3MR/I8RdY6ovh"
    "eyosbS32zrhFDVM+pQ/ibNrEj2y9PfjDW/0Efe0ScvDeTzaJAuyzRcce5H03I9u2sT0UcapLFftSjpBCRie+16/lDVx1KmR3LxkF"
    "lPCHZMsbmhXOt5rxsFPKkvA2PnsdX1Tczx1fxHyM6fQWnNG80LgOOBU5iz5msqziOl3DLq04kNz+8qo+i9NVjp91wp9W35UHfWYM"
    "gqk4r11g6QfB/l4GeWgG3b+B6P0QGZKyUatlc9gTPmOFv7Zj1nuCsldC3t5tXkuZjOR5XyyTp24pLZF7qhL+7mbk5BG5FvjJZG5u"
    "y1CJcjJCsldi7LDbWe/d1fr5ncIYeBFZVi0KcQ+rgFaxrjwbOsn4Z6oZE7I4UBFOwjQ8+xXQv8M0Kg/ortB6zxP6puZK88DO7Db2"
    "A4TkRWkvfchR3YJdqe3x9xF+Bebz7ObjpFRjfyYAQ12B6xu/yVu8m+WQsoI9usycFLUV51FY9UoJ82YRdTp4AeNB1l09CpJXTa6d"
    "Yj0neBoIKROaw+ZtVHs20zjk7RYxhvQKWpbjxfU1lHu+oHJWChhi7SJZxMl2UozL2fgVQ7IDthOLPqXRQ1iMEz1AfuJ104BtE8D6"
    "yqpVETc1zipht3ms8fd+oz3PDDITVLPydr3nMbRI6CZYirfJ4NkxKMa9raF/nKPjgyNgW17GFb7QJsGEIDtcZQwuuJtjYL1e0y+A"
    "8SyKcwrkrwP26iQZJ8ZFfAm578rgm1azCzCVNsNl3vI4EyDiZ3HEtA7l3wLZXu89u1oyjtXQglj3wb7wdaLcrZCxKvvvHtg489gn"
    "hj+HVfpQ8GLwGKzbu/K2Dqb/dShPwLm+v6VIrcOmqxSyN9Bqr1rCwv1Im2+5823Yq136A1bR5mE+IE/rcbIB6GIwcOZo2ep72I1V"
    "v4/YbAjzVwbLX/IHnvkCIMZtOpx5q0T4BSzEBtgoY7Reqv3EYu2TYSlsLmSqrmJk2DzG63FnmbpCXCznZyDne6SIsvYlNPZKPTow"
    "HbsEmqAAuP4K6PxaHS8zsPtbWV1mWHIHT2St576MkDvZsl+n48zfgs89wxzidv0ZdupeSeP01bdluD6rHfUN/TKM4HR0C+bJy3qm"
    "jk+J603i5re5mcLqJ9YncGfV9RyaJjN7S4K5m4T2CEI5PZismeEieViPCF/V5yAX54WFQURtjswuf5UNnAiY67mfK1j9FoVdu5l1"
    "KmbV1qtxbl8hd+qveP6FsIs34l4Pwmr+k+yLdpZG4knPA7LYgfsuIw/icLkA+5RgJHWZr5KLMKIziGy5riOuxMfNokQad+Haw4FI"
    "hgNlNwZS3YK1SNNHgRGMu9L11LteRFtL41RMg//+KtbU4tuWwb1YLJu0CZ5QHtDygZCIDuLWppocxLWcS7dGI+Gv4Tn6MeRsHjyy"
    "k2X/4G4dqvHg2mAFJHWW/iTWu2lsS1shM2nwz+bhc4/KY0BrJ8oHalOaHoBFuBVe+he49gniOKDMPz6PVSgHSaiJel9i958H1/ex"
    "W5y/yjPcRGjx967/TFOPTWr3qPRTyPkdnCH7NSfzFmo6Pr9N3yEaThA3mya7VlwHbFM/U/xASfg5CbWMPrUSd94PxPq1xWrPxf33"
    "h8SeBjtmvBDdJDnPT4T2yXVdRv1sQatXGSSXyjPyKdbzD5wtY7N6HLphETBXbgORH6uf+UtncqK0Zd+vgZ89k9roGc6JryF2W6XW"
    "a7IJZ/552FurzHZsXBZvrKJ1LPMsyfOwL1m067VENcVkS4rrb+G19B7OkxXBp9Je3tM2ujMcodHAVXgEPqKfYGeJRXpyoClL6+vS"
    "Ehr32tpsIzz9cJkcAHSdD4S/F9Z/vPTDyT2yUfLc1Hr5MbxYrtILdZdM1ni4r56e0kTHhxc0Us+Np56HV31vQRsZrVfrFP0GT/YG"
    "7ugLfPMW/F6ifRvNwc+uJIIeLsbGmM6oVh7n4W2BxO8ij7Zxxv0FC7ccq9dEPtQOwXogtHf0a+CukdoSuP40uVOeDVL+9q7zGuy6"
    "qGAfpuVe1wB9Wm9ah8AQyyTY+77sp0v456hlbG8R7uMIoKlDOJ21DDaqKTWVTZovpq6M4W9K3rNiViHZU30gyWcTuWk6aeq81gvl"
    "ZOIj8zd+5pTFUuJO18tjzF6zyO5u1uVS8lgU0cJZBreua+wYcecj4Xkx6jp8Khjt3unPkOmsW5hhLtJyvraOvEFVkFCXg8rR+7DO"
    "X0B/fwtE8om+GAj8iIWwTXcFSg17jGh9j0tdnOEA2IYvpUUwVTrr8vB+6Q2f7eLgKu2NOztMHiVLkFtNy7mV+OlgyV4J/Qx4i7kc"
    "4PfQeT1ZkPFsnPERsDyb8M4bgZ/iwBhlsGhFe8T5jpd/+Ls0Vh3LM39IXvc1ONddxTHCl3OyTOgr6eyU9PV9lJXcr0BCz1UScl6K"
    "m51rlX7jxPLjxvQ8EGe9jP2PL+Adn8sYtY79fHkWErVKP9c7cQKqoJ+iPh5SSbb+as9pYZjNJkkuZzQpRhs5Fv6JRU+S1/wsggdW"
    "wtx1Ec7GWk68yGDFape/ndeWhjVT9sG39XlKx4pwLKvL1+lH8AUXspJlrf4Cq7VCZwE1DIIFc5UB5ZRD84sjePrRrDp12cKE1yv7"
    "Mn6W4HTGmvpJ464fTTmPItR/SG19HXEJvcoEGVLM934EP3HTJ8zHtY7EJ8Q4UNboEUEmmS3sXQs48edocrR2Z8SgPyOoMfJFJ4id"
    "S/mMSvt8sNR6md+mrXAPg6W2ngGj3J/AkDUnd6Usk0OIqPsDpb4BmftKJ8sS/SBsKI60Z99wXfejY8cpr9eFBczVWt9cKexD8kjj"
    "57JKfgceL+E0zdmceTIPn1jwH/VWWN5wMzT8jYwUXY4r34v1bCT7MM7kalkr2WVgsz0sklwFvPEXq1tWYKeHQ6ZPkvOADSeR9SYZ"
    "8/JCyN5OHQBJbQnE6qa+HSj3wgPam7JT7u8txk7ew3wv9n7imOv2F4fXLAKwEzpwzwrzhNfY+xJJZACflrDnIE4+jZ9w5cOhES8V"
    "/C69dKkcD1yxMryh0eNyhUbDLeGCBux2Pry1mMa9ZfyaOjLDo6yvOLmqDB5xOiNSNs9hBWcBH8L6mhKsbI4+LMvY2/8h7qDuv0Z/"
    "08vfQnb3X+6WEmVOS31mtNZ7K9Xs0LgPz/4LztOzMgTYdkQQC4v1euzBy7qGfK4ny7nSQu/R36WtTNBH4Nt1glX6Ch7qMbIK53YG"
    "7ONY/K1l8C6keD20XtT3/UWgCRayK8bqEzP1ZrJadReb4fc0K3Z3wouZBNm7XUoYyTFMs07n0z/N0r/8RAxbnVMZAzX0ZJ0p5zVQ"
    "59DQXDjrotip5VLm86tZrNkKiZbyLJIlpgUieE+F9oRXtlFfx3OKPIX3fabtghegI3/CO24Bwt4PaH0LZ7laDdc2HYZdSpHW2JVM"
    "aNiz5B6crQM402iJWOYjwrkLO3DXl/kTXONrWU1zJdejtZ5NSH39SN3s2RMk+eRN0z6nSX/cf1uckj4Sxdn8S6cyct9VpnMicWOy"
    "PSeo7ZXW8BfYl1X00kvJRWkV7A9KGTVx6Odp2P3eLmfIas9N4vS15W2Mc78nrr8vrpqtYxIz9cZgQMpyHaJPBU2Nk01ywrHha4xJ"
    "u76pkEzeNXyyN3Cfcf0XdHYbem6ZuOsdzNMNkJ0NTlhbz1PvdGwv6Dgh20icOLWKjMNRMn5Oxy+ze/MZG0x4m3QJkUkTeps22+xd"
    "csW4yQi1RMk5zB7WULPYvjWXurrC9lIXF/77uoDkrxhrwiHA1duYhbQe+4PlKKy06adNjGrWdVdb1OBuPNEBQImBGLebRYLKWbcz"
    "R41RKqPBWbPJGd9DVty4CAXrQvyslmp9itOYYp5LLEo2owjtYCH2fhXzm4/z6QLIUhEj2qGfsf4eI2i1jI+VQXPeIPlkXpiClb4P"
    "kvkbrUyG9oN/+A1nfkb1L1mLE7Ie75rDzMG30Nc9IcEZelRwtozFquwI40DpBwXKGMEy313+LL3BOPffZaO383RUEFvd6pnJalgD"
    "Xe7z6+0l3VciWiQk2YSB5Csa80zHlgc2Tvdm+NmFeK6echBz/iJ1PTNXEx3bDNAu9SggUs/wH2Pt6hPQflWMGtga/ywrxTorJuOJ"
    "k0e/eoZHS/ugo7bVzropXA4t9VoQQAu1ScmC3k5n7YX1u4wUqwWZLpOAKtZiNZdht3LJUPQTdHatVSrDD+spc8OH9cMUqxWfCkkr"
    "wLuysC7fwDeyPNB+0HZb4aFeDV05VL7XEXI3d/h+avki6oNi360WYd51IDzHUux+Gjy8csh6FvbdJsYYR7rl84vJ9V4B3f8h3rNd"
    "v6fvZf36v+E7bD65cb0VyeOQkVRmwHrjFeMjnQSZz9EM+GDZ2N2N+i9m9zL0B6zafC0JR2MtmnGSoPXtZEI+MoAqW0Dq5wORtAb6"
    "iXtfPAKscYxUMQJUrc8BhZdB3zSVHZDWDsEHeIIT4Pe91CALxVGU/+1YmXn43BT9CBZyJO69vedc2M1g4DK51czjuZ8mfD2D/WsV"
    "nu1reIkVng2nmDgpSuYR8/22wuq2lkJK3jT8e188uVV0GNdqCX2FaWQ8jlP215H3Yn9xFXYVvuohwmxeLRG8Y5jI5BlYxXP7Gvar"
    "IrxExwZPY9erVGDnTpX3g9tw5s7xM9HSGYF3M9G+8zPRpuPvh3Kik02Es5om64WIUJ4tn5LNDEYh17svtXKM0b0odU1UPxaTGFuN"
    "NHbwWOVtMe/I1U9cQdxv1YKZ0Ox5jEyU8A6Mv8cxh1RBIlfRPpb67oOYjwtEmOt1MTN74iul1vORWkbyNnE1KbZu3di/YjxYv0H7"
    "vgRPazH26nycjTbY31z9Q8/RHnpBcCZOUlOgv2cg2R+KTQjsJZZzaMp57lFykcWA1PI5FfwYyM9y6SUz8W3nBsO1g44K+skgHQoZ"
    "Xw6dl8NZ3unUn6PlG1ZxVrKHM8oYd1+sxVranbvZIxhlpYybaFGOE/oG0HMxdMUr3oMUWPxa5o3tPQuAzIZCp87Xr/BcE2WTPg99"
    "tVHayTnwgJXdbzu01nuIFjn/jrmLcrINGwa4jlNhSvVl7OkqsgFncvVd7MGihvdJP1lJVLWKT5xgJfAs+ZO5gy9wZ4+IxRuaiav8"
    "tgnZ5oX+ijM5W3vTJzb9bGxZZ4vlAHaS76Bc3SzkRvVZxxPY0wbvVh4A2h6lt2Ht1wXdIZW9gxfDEXjtbtnmpcbNfXRswSbx6+i7"
    "GQpdhb99TpaCGt5hxPO0q+egEXG82abb27KnsITdLLmMmVWxinkv6ey7U0Ofbdmb3TnlOkHfgL2bC+06DUhqgr6fskl7QE7HirFn"
    "7cuMW3Po1p64g9HQ0vva7FNgyPmsDCzEfVr/pchi6LX/hDE0+SvO54mxmquUdaUJ7uJrkny2cRGZ807kKXGVbuOkgPeZ3DZaRm2W"
    "LhLrkQtlqFrez+aj7NLQc+ArvjPusyd2XZvVVaG/yDWw6afgfn/SMdAt58izZKm/kfV5M+RGSExbscqqiZD6sQ3x88kIeVFONl4Q"
    "7R7cgf2YCc1/HzyU/11WgF2MqRXyfaYZt5LlJB8YJ/m9Ja9btxzVMlynC7TN+8Cz1hn1vdoc5+04LavwTd2x9tadPZ/dZzmQ/rpZ"
    "tqZtszg1pZh9Vot9DV+lP59RRv/746z1YF38l5wYaadrFTst/0G/KE/3C5YDJRsT1USsyBrOql2sJQ3wRpSweyKXvfExSlGFfsmI"
    "zJ5TsFrVe6jFjImHlMV9sE9VjAjFWUWWg/uwfvZ34GNs0tmQmW44z49hDY4V9ZHMBJ83iv1UxnDMg9jquxDsPJ4mZimO9hntduQy"
    "rME9t6JWjjNWF2sAxyd/5VT4cE8Bx1wjT4cz5BNZJZ9rI60C9nLMAA5Fl+NuHvXTHkogsbOhvSfh1yHQvTPlC055eVxmARGfJ4+x"
    "697VatxJTVJCeTgdKzsTO9RVLpSOgXFiLoPHatyCK2mhssn6lxG8z7VI52z29jIMsvMwzsdYfUYXB31hj2ZjER4N9pYf8Z0n41+N"
    "5VA5DT5GUdhD3qY2Vs/yFOoS4vYR1nERXCip4QB5XcfqA0AElY3uhEYaI4v0Ve2pU7DzD9Ljf1kfgCW8XUZDu38C3PMWdmkipKoL"
    "PLbp2NcUvGKRjIa8tv/5TLTkHBA5rHsw9u/NuoF5jzLOMRwaRCGjFT7SWst+xELa0RdlANBnJU+JTX1ZT2bSQkihxekPhW0fKDY7"
    "bj3OjvUW3CPmy1i2+ybO7XpFrqO1rGB12fO0LSv1YLIfvMHautuDHdBfHzGWUwPkax2XfeUGrNup7Ijd2gCuag7kk8tJAjFyN1jn"
    "y0K1KfMfsP5gJ5FdCdCKxZU30TIfwvl6du4c3rrYz4mpgExkwq+eHIwDOr0NT9NJbsbPjpEfcR/nQ8Jm8ZNRzlC085wNXJdDG29x"
    "WOu66oPPNJaORNkNTbS4G/vST9YB3czFiq3BirQNdrG6/VAZLouIUKNa4yMZxqu5WddBZtoCnxsC6wZruYEzOWyWU0RegyWdyDnM"
    "v8n98pVMBtZW3G9LPxt5lt4hU3UFLOan+gierpSnosQj/Bg9qIgOwzdcGJyHU9BX0oIzsGIPhtfDInSV9aGbv/FP9reF7BCaSmRq"
    "0yeTv1Lop0q7yTP7ybWMWJic9Qi6NXpUB+PqD8l4oMQceLSXQn/cCum7QDLqqyjV90mbXZimLSHz61gZ96rkcjbeg2RzyaF/kYnz"
    "vBESmw97EGEF7mHi6rLj9Lkts3msuFmNvWW9upmGObiDYkjKaPr3I+RMsYlgD8pV2HXYVP2O0wCsG6hMNpMx38WwXScKpAIapaEe"
    "tRgwQ9zXocYYmazlfNBieuZ1lRwhaxfqcEkvuUgnyKXwKg62+XFhnwD+nzTCTz4U64KwzN0KoAJjXTwh2KzZZKY17RjUdy9YNZ+7"
    "k40a8RLvohnX8FtMH/9Apr9rIFX7i8W2++OuNuptgXVvPUa+DmXkcztPUhtWz24n78MJYue1f/CnWtRiPeTY2NDmsVsjivvKxB3d"
    "Etip2AK7Zdk8CYqYs/+DsdsKcvYUMB6lni0t3WdEj5ULoFMOZ+1olCfuJs5IDFmHXckJbLbi+foNZ1FbbZHlHY6W4+QBtflmOyDn"
    "VdIHctUX+9lcmomb1XECc06lxCPmZVtU8YA96iBDf2I9MgmK1MVoWot5Y2vYwfcJ9Mi/5BVoxX0lAxqiMTDYbNie9VizEZIc4buK"
    "+myuXjVZMofS97zQarEl03OfmrZK5wS8UsaFks0VeRA+1w1iEU2btTMV8pkGDF0FjbLG56tquc5xTiE2j6W8gR61bax1t/+61cfC"
    "a30ldohXL5CbsBtrfU+iVeccITZV9+FgO7ROIdFygXlNOE1WzVLl45/VjI6+45nmcnWLLICuK8JJTsdVM/FngXYL5gADlMP6WufA"
    "0YzVrmX1V19GV0+SeH2EwKpk9/dTYGr8nHBX/7RbQiwysA7Yw5j+u8srOlwf1p9x3u8KzoWOHAENPU+tLr+93ikTgB6tb3h18IHe"
    "gXtprpcDNb0rg2G5f9R+jd/Uy7C2Gxh9Nq/XrJd16JZCV16CK00DZiqlP53PKQuLuKI1vBObZWISbfm3VK7jGN+zl6zPKA9noopI"
    "z/yQ78j8XkIvz6Skkha5knHQXVxfY2dJzoY1VQezYtZValRSJgpgU2t5vx1lkLwqNgVyIL5tC+z5cuyvcjZh4v9iJ7X/Kvzkuhjk"
    "qyl3KqLPyV7QArOAJ61uzE5pBrT4fGrkfGiE7zRfmshz8LY/haeyirUGs2F/F2Hv0/COXcxqb4a2uDywuK312K/TTznzMULPc7Pe"
    "LPnkCirU58Nj5Z2Ua3RgAGujHfU6aPlewQbdEW5nT9Qmz71TBh0d18/IGp/OiotFeC3KaBrwVVDM/mnVusqVmEc9IWRkC33ACk78"
    "moETZlwqI8V6IhcYiz7wWiH7WDvJS3htCu7qBDzfRzj7mawwr9V0XCOTZ3+7vgYr9QPjvMXMDF+Ok/4DaxAyoMcnwMPrIdU8J1Fm"
    "gCPkFYjT9xkrlZ6zpJh1qxblMjbry9l3FeEUmjzcVznOVDYrDZwUnOH7uaM+w2fXuEN2EqnvI24KcDln/Fr84ghxMeCNnrv1Mbkb"
    "OCEP0v0FsOFc/RAnf66+iJ2boQc3egP61LTkEd6OROs9+7q6hv/pK3Uy9me9rN3omYbj5NEMITehz/u4TFnosYD6/J3I7p78qK9W"
    "u4Q+pJsEGHJdUzhDsg89sn397PB8ZsuK9CvY5yWSz8mbGdCmFvEq5Ckshxx+S3SzFddrTUaJfKxaKvDl5mAi9MtGVji1k984R6Ac"
    "u/YHZ/x1CZaSy8r6EMeo1QYm9AogvlW+86CMFfMxYpJiesRVnNboarMrWaV9qZwof8hAfUH/EeTBat4qG+Vr7Eh/HUKW3q2cSVPN"
    "TJit6p1kpT2SVnN399zuOqOlwEs2e+AXaLwD4YVcCf2ShvufFNhc1lJK7wq1znDBCfsZz9ZG2u0xA0M993FR/aw+9exiUXKjOpkz"
    "xrzh0BbHSAH5/itxnUreZzGxQ3PpIrW+Mi1Wn+eJhCeJMXuV6InBQEmEQ6AjOsrgIC103fAWn2kudVKTQut0hnYPhuAJuki2vIt1"
    "e1Ss71PDYvZL1Wpij0m8rqPI/nY444K7M8Ghf19Erw824Q5+wqt/6lL5CX7ERPOJwhjsqpudnQkN0ZgzuROcZJA851qox8sP5Pbc"
    "Rayynsxz+ezKGUlbPEksZ/k21rsUK9QbqDaLXDy92C3/l1qd6AI17sFNOL0rqKXiZEHNxJmwyOxQaQuMmscuQutsXgCpnC0xVilk"
    "+z0/l7PtivxKO6k4B/tfRBv+CGxxBjzURbCTzVPGQ9du8/3pRTparOKklPNNN+ubwQ2whC1lkj4EDf8GrOZsDYPpciU01te4RhaZ"
    "wJ8Xq7lbjHWZGDyIVXR9BZZlVF+XGIP3WEavpgVxcl3kp4aRn7g+gbv6GHJpc6WttqynWA/1SDnoP+LEjFHmNhA/5UBOetIryAGi"
    "OCU4FHqup56nV+DuJ8hQ7Phf+jvvpK1YNPJJZkbmEKH2kGWw+1N0Udhb2qY8j8/cizN9jdyHNVgIzBvXMexWsZpz6ye4HXcwFNri"
    "U50JvVLt81EWX2pHjDkZq3Sa2Exmm8qiRJgJVsaHzEysZU3PYdD0v2H/V7BGJsGdcdMgbC27ijEUnmoTJuBp1rI64gyerG2UwlpW"
    "uf2qrsbsVkhVHrT7CHgwMezU7zjfCr1nlT/FvpqujJ3xMc6rTPY9Bbi3EySNyC5CSxWH9+T4hJPV3SaPi2XAjjaC3xSnznsFa5cF"
    "DbVar26A/TOuy6lNCnUK5GQB+TVsxsBWXPsivP8e+JQ5em2wBqhztnYNnsTZ251jqsM1xoNQx+YSZ9zCxQfPF/UMb4P1Rm2dcqlN"
    "aIH0XRjOkPbwvobCp0hg7R5nJb+zpZvpuwyHbk8eV7apKY7twSZguC6o48UqrlfJNfKOHqb95WhYkVWQ9dH4NQFXnQgJe10naZ5V"
    "fMtTlpHVY2HtXxLDMctZDewqU6y3yvWnJe9vtC6xbXqwttHOYRCMwvsnyfOQ6z/lSvkEJzcKH3OzpOqj2h1I6xnNluZBe7kTMr5Q"
    "NgAtd8VVTsB7j9TVwLyW6+/BLG5/slv/g5M7NlFj5FH+r5R0oJ8qojvrjlmjv+LOM9lFsYFdOPMoIbugQY6Va3UA7vM4+UBuon+1"
    "CufjqaCTPMR63Framxw/tSDTz1JwucH9JFGPpUPf5TIJK/KE3isX4slekMdkMj51D1ZxU3ijLNGhsBRZYVXQF75Ibx0FBG11cedA"
    "kzaWzsQJFttpJGZfT4bv/K3cIscwElVJTFWlzeQRWNMj4d11wXeU6/hgb7znwGCottZeujZsSCONEpvpm0XMWUFEcwC+w/p1rdIk"
    "X63SoUiHiLE1mg1diCs9yqiJMeRG+aSW17c+lUm6WT6Gx7IPTvUUNXaOyWTyeCgo4FqFnJDuOBKLWOHeUK/8Xz7aUlvPC5bQB1lJ"
    "G/X1rKHvWTkI99OdEQybEGO4yXgwdkJrHCt9mWv7HH7XDuKnCl3Cbgfz/ybBpynU0cFFcjDWYgDe+ae2knG488/0VR2tf0jdGXcM"
    "RltgcdKgUztI8vnOj7H/1EVXHMNPHKu+GldZiJNW4RFD3MvI5TyNKfDwNjKTmsvZyJNwFrvITDISJKvZzmTFxJFSzVzkBfi8ReX7"
    "YyWGiVuBctrvIna9XCslnFNtGKeFnM2JsDEf0TJN2Un7QfstlhGwwcfDY8gITpSXjU2efB9RRjpdvYnxu7/tdGDQIeUSHRf21OP0"
    "QH0naKnjw2aNmsupYXdI7zpIjs3daSGTpVvwOVbuGR3la4Bj/Pa2HvG4eNzzcpJcJ1bFOFF/xPqeBOn6Wd+D1rlLfsTTbqOOt5rC"
    "B3HajRe5Cujo1cAmfczW1/V9rPQN3GmrXHhMusl8yGtzsciRRSraQZdn0Q+qgvXIqu+ItD+b+ulvM6EzTsWeW+QnC34hPBFojUWQ"
    "nLoerdWc2vON77pLhR2zSNJXYqxApnkfw2dewY6srPcqrG8wpI5232ZsOAfKrZLLTEgJq+Wq2d9h/EMPyWD4Hsvxsx7Bt8DYS9jN"
    "vpIxuQ8oca7/q4D+UjbzJMn4HGxC6WRgz2/kKCC27dBik8Qqyar0gGAydHcV1nZSkKpzgvP1IyCb0zQWFmDn0uFv2DcYX2Iqfp0i"
    "/bEXh8vz+iKRdG+x+SEZ5Ln5Afh/nMT87NuQ+atqdZjP+k+3A+XEdHcUMu4nHiQ/9bNgt0SelmpW+PWT5biPadBuU6D78lktVEVm"
    "0Vqe4HKyMmzEfQyDp2bY4lxyDMzDnuaTF2JQeDwQ5qCULWEaZPepYJa8FZwdfiSHYT0f0An4BpsE9Sd8sUBszm4M9nUX7Xm+nshZ"
    "Chs5I2WuXsi7t0mwfcR1UDsOpbqeib9/5Rd43UPkC9jU77H+4/UZeRReVGX4Rn0ticP8n3ONhhCzrIXdzILGt8nI6ayWzIBtXajL"
    "Yb8tmrcCWqpEbDL31UCvW7A2s5hTcZoogz0iMcZYnhfj0/0ecvoVfrIOz9YOzzQU52wOs0hvQi+0wY5bnVwZLUQV+RpM4ubi/e/L"
    "+cHZ+M7PsM7p2ImvdITYnOtZuFoqzp1Z0umcbGm4cQOzo9tpD3vjqbZgf17EU2xiNPBgdqNdjJN5kJwCXzIdvu0+UkoGL2NHdNOZ"
    "q4H/4+ydd9UolbiL85lTqWQMJZWsLiX0TWOc62X/X0EG8nJyfVxNj+h+cXwBaexPLtL5OFFXMpIzB39fy/qNMnZxpkJq3yKTQtQj"
    "yFzqxuSvbNabzBrLz4xcWL1jjh4l04Cv28gxQdx3ChmDia2F8SeP1nvDoyFfvYNjcPZmJp4IboYU3AOsORp30YPVXTFW3KTiisVY"
    "A+t92sEZHXfLekb4HpYF8AQGM+O0HDt6haaHc2Gd35JfxDINt0KD9sPz9iJj3m6PMkGP1XnIbm6gMafUMJJjU4ZfB6a0Tv2deLom"
    "QTGuMIBzvyOs3Vrma1hr6zluKiEDRdjrXtAS1iuZgj08XlzO5hSxaXeZ/J7ltPhlsKJV2hr6LZVTbmOcHHi03M8KcbMpK2EJYrSY"
    "leReq2L9dwCcbzg2zthY1FeJvoh1d+dtqbqaj7qu9mof1wk9y4tNwSlllq+rbMWrTzEGXqFPcJ5Ynq+UNB5Yy9QvpuypX6FSsltV"
    "ssP4aa+5Gtd3qLlpdiEtVwtxUa0iruYWnYE9s8jNepzVPsGdQZ7equ9qO8jacHjyD0o3/RirWgM9PxcyO0rHym3SET5CkXSFZM7D"
    "p7cxAnMI9N73uK8O0BsvYNefFsshmiQvgi5IxV1fDZ21krG7hdBQ53NG5kCsqk1m+QmepZ3DPGg3i4OnQys+QzbQAv1LrB816pFb"
    "tc87xn10Jh0nPeZnGZm1v4zvuQModSls0QjpgT3vIt9osdi01bW4x/Xw6QyXZuCc9pLe8N2Pg4ZLh4TZqTlQ+vnpkC5vVsvq+VTg"
    "rt7SXVaS6+o9WB8R61T8iTH+Is7RVkaerDe5wufpk8X9bbrdOMmijDRjLM3NUYgADaWS8fkIaLAdkMdUPOkU6M4jYOmXyQvw1NuK"
    "1Y8Pkbf1e5mDtVwBnJCueweHy6XQt9NggTfjajOAC41vsIxduum4vxuwvrdg/7vj/M35t2nze07qi2PFnERW+wlscU79tPubhCcb"
    "Jq/Ctt4GxPMurduruNZyZryKcGqqGbmPEX+u4+/J8+gRRoMHwUe/BZJyG3TRJm2F3d8YJLe0bWAD41xbp32VWeP1WPsaSOs2nJDB"
    "Yhn6qWqzzTN0K3Cp6vXeY3Wsy8IO+EasRkrGs+ByriWMfHb2tSP27wvkVt0Zvg1f9hqtwHd1g4/WGDpxL+mVkpwruZhXP0PiPKP9"
    "abtaASEexx7LGjJqJ1j3pZ6V0ryk1vSXYljfGCsLrZdqilg0pRtjFC7m45g2GrEDyTqKyrj6Nu+6FPvhJhmncsXfI7dPBTNLcdoq"
    "1xVSxl3qBllpKRFOLI0wIpqcl20zEMIuWJCj5DT5UK1SfLWOhx6xDqcc5twjsLDZeOLGUsnqlGWQ29WQrCekilmus1h/nwup+Q3Y"
    "r4UOkiHBJPgaLfRJ6JHe8rM8B03Q7m87nQ7CNU6UCtbzGwNhM3joZZ4/NgFrf4bmh4V6lMZlr+BnaaLDG50UZhjyDj4Lr8AaLdBL"
    "YAW/xDlbpK+EO4MW8gP2+w/I4TO48us4V5fKIP0R7xoAzZCpZwd2ft6WWdBO41iBsY1eHfz94EB45AdIU/kkbCeH69fQC8cBWdwG"
    "KXhP3JThb3B24vTGKnEOO0it7+BX78ucIZmsnEh2TqPc4Qg7x01/tGEGrxyYdy1+ZtYsV7+DPl0Jf/9JrPlA4OMSYOhTad0SPvP/"
    "L+itKONKxsXUn3Wzu8i/9Bmk43v9NLA43wZ1LAcb2Dm5gfNQIvTGbH3nQCOlk2PQsEuurmkAERcy5qest+8GLTGT9zKOs42tfvs6"
    "zu+I6RvsjZnL/sLkr7jOcouBl2FtKyENCU6TOE0a6pOophazrGYVowRx78Pv2bF0eD0zcbmXr0PYRZkJKxLSa0/4310EpY2E9bNl"
    "XVXhZbB/beQO4LgxkIMo9r8Eft1feg/W4D3o8XmGwoMj4Os2gU0crwtk4R58xMYLZlWeVltWRvxVwbpJq6rbxohehe4v74tjCYnA"
    "r7KZe2U4M4bXW0kn8qxFuTK1fpbXF7iPMkrc+vB1PMl18obmyUic1Acg9y/Lg5DqiK8NeUBKuWaun8+yzplqmYxs8im3CnYy450N"
    "DT8ZTyTSF1p6ArDtS0Bus/C+8+VqYL3kEbPkzFbJX4nBJrvpyglqJnv2vdmxJdJVXMSnCWeM1rAiyGSjoTv4n99bETwBs7oxi6nI"
    "XbKOfTkdge6sOjfhc4LWi7EvO2TGyK96tvYLXoNXrXoYrnJLcL2MwJ9nud4DXKklu9FqYLcLWXk7FX9Lfn5Olz95PnfoO9ISZ824"
    "Jd+HP56QqJ+kEVfXZd9B6iqKZ0KarQ6ho9hc7+FiFc3G8GlT5E6SDdBehwdtIFefAeHsBY/KeOM+YTV0hc8tVfAEdgXGm4EVuQD2"
    "7R38ZJQ+Imfrr8G+xqQP3BOlDWlGjfyyuFnSGZTbu+Us2KcHg7xwgt4ACz1GTjYmaRmo0/WQoIAd75u53seIsZsYS0ceJfEKMU/M"
    "XlU80WZWae+Q1nopVvhgXPM4nLJpwXPM7QzRj8IrtTJ8T37H+j4mk2U/YJIng1YyAKhnIfTgNlmsJ8DyLwHqeAiSeh10cy7zs2Vk"
    "ni3TdbA/Vq+UzYxfMh6z5K/UMo6Rx25nF62yWpVirFuCDHV1NQC1nJd8JnVJS6/7Q9+FV8D8ZB579AuItvLIzFShfQPrTrFYUYrs"
    "4gkwbW1137mMneXBprRkLQwwFCTCZlAWsq5nBzOQoa8RdVH/k0T9LJqeUsXPmIYxDqBmsHCV5Gg7TreEj8iZsj+0wzy53FhGg2Zy"
    "rzzGK1l1dL66ubaGOAqx6iFsUy4ZYqs4Izg7eBdX3Vd+wc+/hUbLxzqnazrk+EX5DdptFaSziRQz51FEn3e+lLEaYwn5SHeozSe3"
    "yLdNVVjLCQXGQbejvoOprsajje+sqNU3wmp9Cb7DgcFtcldwOvBpLqz2Zp0rKexujdCr705PzWLS54rlrYbiusal/KleLvvAp9mu"
    "b0OfPgkf9zXI4KdAt6PlYTEEPoYcohM557OMjAXFrBRKZVV1haYEdhKqGR2uYAd3MWe61sJXKmC0uJZ1XbOpoQ1RfoI1/pko0Pql"
    "X4feMCZXW6nF2rEB3DuAfYsxxjSNR8q6vaaxu2ElfLRCnCh4WfDJW0uuHE8esxnYmQFyafAveRg7sB2o6BQ9MbgJ/vdg+Sd7mvrD"
    "p9gMJLYCV5rNefKrGauO+/o0k6CFwGDKLo+pice1NeQkVW8IegTzw156T/CmNm10AjttHLtBXXdpLjTMZmiNOXg2i2HnYjXm6j9g"
    "Iy8ITpTr4TnUaFu9JXB5+kr9iqhiGPzkPGgA60ZuhRVoFnwCmU/TA3CaT9McsWxelN2j13DWq6uy3kgueGMxOYwdprWsz94HGHI+"
    "fn4HZ090kyqPokxzZsMmK/V4ghKdzlNhiMeqR7/DE2Yz2ltOBgWrVFlHxjhb+3Tc5730QFbiznKwK9k4pasamECU5XvR41hpN/PO"
    "rEylWl2nm/AWh1y6TiXjgrBfP2o1du1A2No0zZDS8Hnsj8hHYpNUPsYzL9dnxWLcnWQlTkkRtMEmXGm2r1ew7+4tu5krcvVpPSPI"
    "pixuARqy+MhmPOk2Vkq5ebq/krloK++3GL5kjt6hi6VxUKlXBbOBYjLxyVnaBej8FJyyI2CHSzgHdQqsw0aggoukj8zmnCbTlpNh"
    "XSz37nhhxkMn2PTvldy79WozTMfKel0in3nddhjtfSus6zFkuDIE9hbn25r3nc1cQg19KdOBFdyrGFnAalh5n6/3SbHvbnZVs3Vx"
    "7DbieuLy1Wbq7mSGfyquuEW/C3bpD/qC58mJkdvGdZI5uajFHU8LXpbxerIOhYb4UV8MHwq2hUcFVjlxKDvonG8U8Xyp9q83sUqL"
    "scaZupQVZhGZI1PImrvB+5CG9c8S866vZE13DOd3pa6WyyRLj5SjxebXtIaPvxCazWWR9uVORljX53bVJrleIIVa10d2qFwOGbb6"
    "gRbS0Iz4ZFF316fnrJVJ/j/FaU6bxLKQ0a8E6746s24lir0xbTfQM7+YZ7JTXVVUprd+//6rbjp4jNPci2AZs5mJdAy1dxFDJLua"
    "5SLbc0pjBXwCV9cV48RImw4S+p7VkHV6dYy5W7UIZ+hwYLrF8NLO19HQ9CdLbmi2uAe7W2t95VqUvrZd4VtghUr6mjW09y6u/DFs"
    "STaxOSyXdJFrZBx2Z7V+DnTzUwP+T8LHqtTPqbJXj/TVW/uS1VA951bdJOU4me1EHBNjXYVWKbV+8qslx7DJ7+04siVbdWBjzs2M"
    "YH3X6I1kFEpWfz0RnyrS2WLRvJVyDyRjJ3ZgBlZzK6c7xDyLYaEuVdfRP1G2ckJGKazLMuh0q+08SAZCZ5woLhp6Oe14BZ+30sdy"
    "XKdyKT2kJUQv98jpUk4m2bvYCax+MnqEWKSSEdxq8nbeJI7xJApUtYr8zYdyekmcvN4VtMwRsj44vk9lP2Co++EbnD8eIVvKRXKb"
    "7MWeYtOSK9mLfhPwcyBpOKOb2AFiee1R0MFL8a8vYXl/1NGN0/QD/D8Ouq43tNwvOly749mmU+9+JupPWILWpVI7Ares0I+AQ+dD"
    "Un/QX7EyPeQAWQa7lYv/T2IPyDmQvlx4Ljk6hVUnFXq2WF4uBukvB9Z5SZYx0lYXqZlXH9e7HvtVV4+d4LzWkJ2IoR4ojrmlmvVQ"
    "w8QQ4Ta1/FFLMq1Xsjt6J7Mlp7NOogo+Qa5eyPlDxXoCZ36WEhGtZN2zycAUWMGdwPGlZPWyqUSroeeGQc9Phv+0A1rxcKCdYbKW"
    "05Q+x96c14CuqvaVbTbNtcR3VlpfWpWfS9KfttbqvZvwyWrV9TPHvWdeSV5uV+t2MxlhYv6ZzYq4uJJlopO/kklf3Orct0K3mJU1"
    "zu9Dee5q2M9k69qO1e8hNVVPSQ9b4anHwBr2gCXoJJ3F8qHtZRLk5ngxzFDBehyLzd0MGb1R8n3e3cVqmkoG9VcfCRk5MQ+lhKcr"
    "ynV+UUwCDuVaNScb6P89a9bmBJwHe3sT9r8Mn/6TEnSbfEmUalGB48XVMTuO0Y5Sqcn5r5O/EvGnRX33ruUQa6h9LwL+nIl/54XG"
    "p98diHQHdnuY3CLt5BNI7fmyQPYJ5gHDrII+mKIv44TcJ+1x/e9wMpbAK/0Av6+Czk6HDdybM7Ls20rpGRmztPWcz2BPcR/aUVdn"
    "rz53HbKOYD7zA6WQuSpyJxZQSlOxAs3lKSCsveVjaaFnBgFWZyFOxGCgnDd1iHYBOn0Tnu9d0g/o6y5gnav8M9f6CJKdnZ0+Dhr3"
    "E7Lc3IzLJfTVSSZ13cRVWTTjCSzgJ4v1vWAg7m4hfA+rcPuAuYaeslEv0+ODbewgt/qLncz+W+3DLDJbT8M1W5M/Lc1PzxzL/l7x"
    "dV1CebE6XyF+r2xA+5u3tjfZGrPJsHIwJCBf12PPynC+rPsgQrb7VNbptoJn/eF/ZGXSvJU1yX7Nr0weq/lLgXwqgCUsljIaPsIa"
    "2otyeFbJ7Y+bnFVIXWSzIoyDoIB+5P8Bw/pCpw=="
)
# ----- end of the text model -----
