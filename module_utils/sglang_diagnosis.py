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
      "text_model": {"class": str, "p": float, "decided": bool} | None,
                                 # the text model's reading when no rule found a decisive line (p: probability,
                                 # 0 to 1); "decided": it set the class (p >= TEXT_MODEL_MIN_P); None otherwise
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
          r"|amdgpu(?: [\w:.]+)?: amdgpu: PERMISSION_FAULTS: 0x[1-9a-f]|\[(?:vector|aicore|cube|ai) core exception\]"
          r"|amdgpu(?: [\w:.]+)?: ring \S+ timeout, signaled seq=\d+, emitted seq=\d+",
          "the amdgpu kernel driver's GPU page-fault report (the AMD counterpart of an NVIDIA Xid 31: 'amdgpu "
          "0000:06:00.0: amdgpu: [gfxhub] page fault', VM_L2_PROTECTION_FAULT_STATUS; sgl-project/sglang#10195), "
          "Ascend's runtime 'Kernel task happen error, retCode=0x31, [vector core exception]' "
          "(sgl-project/sglang#12464): a device fault of another vendor's accelerator; amdgpu's numbered hubs and "
          "retry faults ('[gfxhub0] retry page fault', ROCm 6)",
          "amdgpu 0000:06:00.0: amdgpu: [gfxhub] page fault (src_id:0 ring:24 vmid:1 pasid:32770)"),
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
    text_model: tuple[str, float, bool] | None = None  # the text model's likeliest class, its probability, and
    # whether it decided the verdict (None: not asked)


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
            and not _looks_binary(ev.last_lines):
        # another path left it unknown (a SIGKILL with no evidence, a timeout with progress): words as a candidate only
        ev.text_model = (*text_model(ev.tail_text)[0], False)
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
            "decided": ev.text_model[2]},
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
    if _looks_binary(ev.last_lines):
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


def _looks_binary(lines: list[str]) -> bool:
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
#: causes names the OOM killer, and the model read host_oom_killed at 0.88).
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
    weight of each word present, then a softmax. Weights and provenance: ``TEXT_MODEL_INFO``. Never raises.
    """
    weights = _tm_weights()
    scores = list(_TM_BIAS)
    for word in text_model_words(text[-_TAIL_BYTES:]):
        for i, w in weights.get(word, ()):
            scores[i] += w
    top = max(scores)
    exps = [2.718281828459045 ** (s - top) for s in scores]
    total = sum(exps)
    return sorted(((c, e / total) for c, e in zip(_TM_CLASSES, exps, strict=True)), key=lambda x: -x[1])


def _text_model_verdict(ev: _Evidence) -> tuple[str, str, list[_Finding]] | None:
    """(class, summary, deciding lines) when the text model reads the log as a failure class at TEXT_MODEL_MIN_P or
    more, not an OOM class, with the OOM classes together under TEXT_MODEL_MAX_OOM_P; None otherwise (its likeliest
    class is kept in ``ev.text_model`` for the candidates either way).

    The deciding lines are the (at most two) last-60 lines whose words add the most to that class's score.
    """
    if not ev.tail_text.strip():
        return None
    probs = text_model(ev.tail_text)
    cls, p = probs[0]
    ev.text_model = (cls, p, False)
    oom_p = sum(q for c, q in probs if c in OOM_CLASSES)
    if p < TEXT_MODEL_MIN_P or cls not in CLASSES or cls == "unknown" or cls in OOM_CLASSES \
            or oom_p >= TEXT_MODEL_MAX_OOM_P:
        return None
    ev.text_model = (cls, p, True)
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
            f"trained on {TEXT_MODEL_INFO.get('logs', '?')} labelled logs){where}: a weak verdict, check the "
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
    if _looks_binary(ev.last_lines):
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
    'parts': 'train .. validation-r63 (64 parts, tests/unit/test_corpus_train.py PARTS)',
    'logs': 4214,
    'words': 8088,
    'corpus_sha256': 'c3905f91b40d4830',
    'C': 0.3,
    'min_p': 0.7,
    'sklearn': '1.9.1',
}
_TM_CLASSES: tuple = (
    'client_error', 'code_bug', 'cuda_error', 'cuda_oom', 'gpu_passthrough', 'graceful_stop',
    'host_oom_killed', 'kv_cache_oom', 'nan_output', 'nccl_error', 'startup_failure', 'unknown',
    'watchdog_hang',
)
_TM_BIAS: tuple = (0.245, -0.111, -0.271, -1.152, -0.662, 0.116, 0.226, 0.197, 1.493, -0.86, -0.16, 0.212, 0.728)
#: base64 of zlib(words, one per line; NUL; int16 LE weights in thousandths, a row of classes per word).
_TM_BLOB: tuple = (
    "eNqEfeuyozzP7H9ukiJAEiacBkNW8lz9VndLxsma99tVwZZkYny2LMtyXVd1zQdO0897vwkcMjSOS1uvza1P9bx0/dSkxxc5jcvP"
    "2ux3kOf+tet/6T23wwLox2IjrbV/ZeDStIiovffto74cw9gBe73M7XpFXxPWX7qhVSTdUl+bY9wFIgUZ7/HkPPQv/+z12PtX3VzS"
    "Pkx9VzM57TJNy2yBt36vtz4pAkOafdffb9cVb60Ah/p/xNLMLcLH5dIombf58Ezcm7kb+3qacvKG2ROUC3ccLm2d9mbb66kZkBx4"
    "DJqbqRcQJbrMltC2H56iM+dtY+WnygBpSfv5lXW/b33TWSbm70yv766Z96Gtn804dM2+KDnmt3fL6Nzuw6Jk7NuwGzg2Rrz3m1F+"
    "KiuEwRx76Wkl3nTNuiOk6bp63Za2T8nKZ+v/Hn2ybDfDUqd+e/KVcbxZQ/kA60uT+kp5aPa+fjyVKyPNqdmGOv0M4wOltA9W9m2y"
    "gHUd3+7V96sVxW5/iAArgcc4zDdLTH8drMW1R9fUt62x8O32mFDODtTt2KQ0WbMmCTFsq7VLqxcDLR9WMWzIiuPRb3M/VmfbJjCO"
    "Uz/fhhlxHPtSd8e01j+bpYX5BGlfHv08/GeZvW7LhITtm1V0b00e3aCfu1R5OcC1ZA3WjoVYOS8bQOSxsyYzN+PN8Cseq/XLbTys"
    "l8z882B/6I5tBjh3VgiI1wr2YQ1rtgaDiJZlT/b5tQCtr1gVWsQlbZhnvX/MnX14sI5lEViE9lHrwO0xorqYtUTKKLcepjXA/Wp1"
    "n5K1pu2YnfYz7NbINmvfyVrJtDxRDAixDnOs1hpROG1fFaNEGyC/fb0OUWyG3Zb6tuzvFfX/MZgI6baBTU9YPy/H7Z7bWD3Z9zdr"
    "Su2j27ce3/SSb61N4F/LdKlyv4F/zAOaKZF1GE/A6mC1FPXWMpgUox56b74ON/pzb2OY5dLKZC56SISkhXldrKBfewbYFg1+ojGy"
    "tM2th07laJ2Oxbds/NRmjbK1Xm8VczmuV1WX8PaELGljjy7+D1I9LjfrxZfzj7kEhfbbZsOFDZnrwjbnZHQiq/rZ+unMyktrs6V+"
    "X5YRUaXNRqfxPS/TYCNl/1qtcysBUXVHxU4m16sLLam33oW+z5cR1E/r/vYhQl2737v+ObR9a011dyKGQQdThANPu3XAZcUX37dt"
    "Ram89zsjp2/dpUmBWJftbEjYmnd97AMz8gYw7NZmrKU2tVXh0Qu2z2Qg2Zg0WJl1rXWzrkfxsgNtVgiNxk2nqsUD9WnCAYazDQZh"
    "vQFGyo2MWcAbSD3a8IPZNzLZDf3WPl4AbMJAlEPiEOnNxFCbb6yXcTAFhirjkGXoOKJGACzWnitMsurb3YLgrbnuHC6sBV+tIfgg"
    "ayFpGZmv9KwwBk7vOjWoP2ss6PsdyG+b1qyJ2mv9cEPsvepX7EM/jsNqE+c22dRj1O29LgNqtLcvq92dY0Lgu+YlocPV+te7/lm2"
    "BwbbhnXWv9p+VQPKoE/PW0Him317oDvcOYIEqqo4cWX/xDW92Ry7TccaZHwk5gWyIjGvAl2tXqxpTcd+NOg1VzA1GAssahv89hpl"
    "3ww163c5dhtKqvqqpnm9ArbhnUPJuDTdF1ofM4b8nnRU+HXYV5bZdWwykO72WUv1vGwTCItN7FdLnFXq1OxloRnFstZlAG3nvhT4"
    "1uC/K57Zau7XHGeE//p5HJBBlIJl4tZaz7v1xh3lkZyYNZWZPEEmGsoO4hDmQvBsnEmsEd33JAKn8j4QDrpkGkVQ3wB/YrPyPsR7"
    "mqoA2bA3RFQ2lh0c0Hc1INDm/kdzcGYrmGsE/T3ATP3HMSoP9whIh33sOSSOl1fRMisg1LNAltAzty0HOM/xmNAkb4eXmBps+J6W"
    "PIc4VT01WM/BZl7jg2IAMWbv6BnTkbplu1qK7sYgIinmr3BHS3DCVGFc1f24WJ//mdmk9sVnzA7D2n3fV7k1R3kn2RAykBUcpsYa"
    "/i0DaLEqamun1j02Aoc4GzKs7sVMSwQj0zZcDvSUfn4O2zJPnJwZGn1LCLtcjo2TUQl7u3KSpdnKyags6xRUTVWAbY6yKspswic1"
    "R+4Ror1e54DY6FHq44LxclB6g7sKyNix3etV0wLauqBNCxLOruD2kMV0xfcJpcPesXVHB46+0lLCeI6FbMDZiv6oMMWh/EkoU+v2"
    "xgbCsa8+bmm1eMztnxh/p+PejDviePyIEx7N69mrxfyHb636Emw+X/vv7ZPteLnekjErY39r2reGotxFx/75BhN/QYLI05hTa9w3"
    "CG84Zyvf1ii2fmks3cYYTsYWjBNba6V41UUdSTZlkDW+bA24ua9BcCRfRS7Ypt+h5Rs3OrXN1o8PhkjVNqaG7t+qtjHJJiny5lqj"
    "Tc2jPzve1EwXZ1d8snLKY7UBwNoLCKsz94CwiK4XzBcaECd0ZHYWg6bDGsnUI9s2yDbgJiofbq2EpqFDv7ZKnoK/3ECda5vfZ7Y6"
    "cbFG0jjvbfWzDxBLlZfhjiXstPR0MLi1gzgz64gD29KEVNoAMjgnNLHSSNEAO720yKi4ajW3Y8cHZGWEKsDoCTZXkDcfH+o06lRc"
    "6Jo7WJO6INF4e7n8IQdjKVaGlrE75yMbbgeOicusjmJfeOWxPxgq1Cem02lyPz6ZKjGCS7KvxSSLZbU1r79NnhHAyf0Mqc+cEpYt"
    "GLxYSjlU87d1KXOMfViM/1oHW0pasqzVjRXHF7jkqrBUn/oNZbSueBasaK30bWzqz14DghdW2UhX4/84KUagBkPrX+CUgpjb6EmQ"
    "nOMTt/aVEmvL6FesZJqnzXvoqfXlvfdMxqLiXxPYX3TRA/l7q1lncYL4y/XdP8Hkm8NlXq6J9Z1lC88eg7+mq/WtatbyEFnm1J/J"
    "KFkEobHtkAP0RSB6474qor/3g95kKXnDf867oKPplIG/x7Kjn1ib35puOJI1Oyvry4LW8E0pxQM2rKe+4B/th0E53SMIzPAx25S/"
    "LhvbvMhgNSmFQd7IpCJkfti/R4zdwN4jlg7b5aoZ4Bz6NrD45iECSXOAtE+5UTuEp3QDdOtf8JYNa4SZJGXcfBv6mupsFQ5Yo7GI"
    "J+Dk4H1NzOaauRlMSObehrxa2oabrUFttpsTOEYW8zYlcJM+1W/L7iwRgrAEMKcWJy0Iq1VAMZUDvvp7GNTyRCOSs2VN8oEYNBv0"
    "/jSx4gdh4eoTkC8CPqIQ7RORFIckiPYqTI9auYQfHC1XxQlimAPLGltndVGlyeYIsTMGXSuu8OVGLYUMDD6XabZMRNr2YeeXIMvR"
    "RAYfbSjtPj+m+7GDEzPIpqSVs2daLhhOVGX7gtrd/wO+7az3BB7ScmRJVCfVejx8X5fb9N9eUTUABnAoDtTBdhpu2V0JDWRvu0GD"
    "UNqQYoydlGDSQ9eEl9w7m7KGpmhr8sHl5mIjRUkH2zweBrBeLOYdvEj2nd/ZfMjd29Xap/GV/z0X6715YacOg+mWszPqdsEIHxw4"
    "KnRaITC1gb/G4nFey/DNwQTm92aL43ttCwdSWXaUlppn2WI3QL9PhK2eE8py31hVto7VGoSzObBhRjEHb9oyts05pnGZb7aqzV3P"
    "5SMHJ98q14t8yZqPwdoMp+XMRB1zw+/YeIIRCyV8zBpyrEW0xtDYysyqdATjJhmEMTGHjUshTTg0J7jcw4acZ1Od8mKQLtNQ+UCO"
    "lm7tDtO2ZX64vsP3LDbttmDCsYEP/xw2X/e249Ehd0/8cbSBJLcvy4UWfGxrT+NuzIWU+8kB5GmDx7wYzdZg4oQp4W4o6tYynASM"
    "ymePRYN4e8gy94UUiyQMAGOs5odkhflkkDFonfGKGloyGgOyEYwhazYbZH/6C4R4aKoYXCqXqcDVNojYX+JZ8kbhH3MpoXFXSlGz"
    "HPllpfRuJiNZy1wM+W8y5vS/Gc+javKKuWnsh6e1BygaaXOxnxEv8I146fHYuDObf60gz2fKzNESosdL1p7lYhIzlmOx1d27/rn3"
    "M1gh/MHfCh+9l4BNLQAO/v+JeBMeW9PuRDjOwoeso0JSbWZqWvittSG6WvafIESzJ2oNuoA1CBeERGTd3VPmCCKtBJjYllODPPY0"
    "tk22k99Urm5BttnV/02Bo/mHZeTtAN9RXbSPefmxYrqBhHyNGkgABfD3gIzG/fiyIUnDrHpO1bSOSVLFzRd9SUAXULwl0N/092zu"
    "nCM45LrxBvgRfw3STQCvSnsPdI3TDgBiI4e5qIqRVaTNxnTDsuTG+pPxGeg6DMekGdVlKIcHG9iKLyV5mp0B21DhnvHIKJ6uwTNV"
    "sfXkfhLA7HZ4zaa+JWkQJ9Z/YJTjvAgGTwTY5kcKinKgsSH0MQtgVW0DKAY7JIrCd3PZGjqfGAPQCxsdtjL5PSDrc92fg19ENrAn"
    "Rbdu1qF+9MgmXntiuWFfsAz1logePnD7+9XK4ArQaFfgVyyU5PEVq8+hAecBcGad2mBIaasljq+s9rD8bjUK7wauCoO+PWjWcI2p"
    "n5pXvR8b2hIo9ODc8BjHyWbokJrcbaka66u2HEcRDu16mAvacrfR7N2/+4vVZSIBkqRmsCHuCm8egVmKKEfSLnSz77ODELk146XH"
    "wDTiK+ZYp7xPJ5QIwh3wNIQuHP3G4WYR2QoBw6vvQ54gJsvF1tZzWkQWu5kKwSOoWicmwlwG9gVYKx/G1MwogLzbqQ1abWqzNAhh"
    "bnJRsggF5+0Ua5jYXtf3DFfyMI/e+iq2TDPQZcj3tQK1cssyKKexyTq4zAWYAlaGlx+5vpFpTHL+5E/RF5JT+JntwMhL/JhtRGvv"
    "GoBB8USa78LHlHF81Yq974ZGjG8EhAAk8AWLD0/oj2fkrAtB63jc0JzHlXOLeQ96d3fnw5bfAyplxdqjGcUbmI+lt/kJzYtlhhEF"
    "I8/407zto9bYpuY/lNnU4bmhQqcuGTfUTJoQJuhKOD/cTCC8vBlPL8iIjCFu5ga8TgNgfKchCfivD99KHw2DUpFmnn0xVYD4BwnL"
    "/LbvElVrm9NP9lg8M9IxG8OyrMjy/MaDHjm/LU9Vs9gnVu6oNRCPI67VXu44361DlUcl+YnAuNwo5AXsIiWAUfAG+rCKhmSYL4BO"
    "sPbp09KUmSCfGtYhA4z1/K//1cAVT231b0sjvGTrmol/Wclog29qNvcYzo62Yl0H1xbDUG0IWIV7wvwHap0qBRw1CFlb3q0bGnPG"
    "ygVNhQAZyTY4MWBFsC2vYcohhP1r/MqRmDV7tovGPfJs5hhm8x7YgwJJxOCCfsPjXDogCvkBcZl3Bshx4a45B0XpAZD0NGfCU18n"
    "K78NG/+VFCIqrT7o4l2wDgjbMDzAzTugWAnaM1zJ2Tlgf8Evbw8vV+NxLdtGa1kr9LyLCL5asK0YHcMkkW7WENMDD76dHiz3NEEo"
    "U+oBNcn69mqJ5RoL3tzvlEwZaPNR2vBwWtMeuTVHdMWUyYYZI2dryj20FxCWOO3QY+0F5C01UL2qN5nxxGmHHtOdIPaVx63yAElc"
    "2kEDeUrH1MtTPrkrK1GFVFJcalIiUmIRJe+cCRVfr4QDH8fphD7jWlYHsoToNtqE8x1jXlY57k2NMNc9J7jGS/rOmUrh29pGByfx"
    "NUDMh1YH9I6V3pE+EPQrV8JxnxKm0MepvhRziE6rK3c0+EmNwOcZy+J7sqXzw4bt66JJj7Wwg1fckaDKC29fLPbdUnd3j68BYDXt"
    "GBr28BUGqAhMBGaPzqFz/fZNgZzIlrMnnRp4J5rQtBkno/uIaTZuI3xtRhDpSuRLx4K0vPdA7O/jKWA//7fR4ebcCXlPMNTSY5Pi"
    "0aF+4LZQGxCIbf/muOLBW1YsB6rAHLKbKvcTY5oMtTn/v4wtdLRtd1+WR4Hm5mYUF6EA7EZ6tujqMhAbZHoZwpf+3LACCeN0e0Ja"
    "fzjmCdEGCyAfLg1K9qZHesqSiG3ksAEdaJUQs8sF61dlsXv1LYA/cWM2Pt8NCtm9TPxFUL1BfOMfsJ4MFvJpxfNcsLZ72tBIScop"
    "qCCE6oDPFvzDSYc8w89fPNYatxGZwhT8wmT9spLcLVv2yn+Yui71szLu+9LguVRU3oBzsZGzirYabb09IdVdoCrnwF5WfZN9OQiu"
    "+eIYazKHJQI3VQ/AxZZL8KVlliFuYAGzzgaPW0yXho9rWAKyZSmj7HxwVJu/NIhzaO+HsXa2uOHA7j5i2BC1zZpMVurphE7CqVW2"
    "KLTmlmwSjOodOsE5Y6nPBYI5fhOgt7gTBuB8g7tyBtzhDK1cSFxRpyUytDY1UbNAbhamCgsdQmFUTJVC2sAiIXHZIfVjcxPFN9Zc"
    "d6KnVqKLXqtQYuC2lJDzn7GmXPyDzJ8UPS+xZ0rA//IfcmsNDI2Nvr1/sQDLb2toC99IqBjzjPO+dEbujNwBtwq0EEilf4bORiQD"
    "N+S1b/GQW7lAZQseH6voHn/Cqto9FzBeenDAdPNmJbGZae7vzXNArhxIAR2g6RVMQZce2+50NbELBOM5t2/HuJ3AvwAjk0CQAskM"
    "Ff8nysH9RKMGMuEjVlIwu5/oR5hHzBTZiDjK9xndFuuPfuwRuO10oBRqQwLkLXDq/npdNocXFCiTtu/88/7Dgjby1Srr2uKxzFiT"
    "BpQB++bVMo6efbVeYrHZ5HKxAc4eyx3kzsbn2VchELhgXBlu2EPwIh5uNj+Yy8Y93FI7UGB1GUYbL1F5qM4BInV4xCnzyUq2F6zq"
    "LsMCCMBeSA0MI9d0wW4yHOtTGtYvIwdDuD+9rTCo33UZLf4R+xn21xHBy4UOgjhGUeimtdOnbq8wm5kEpHuD1iCYfcQ1Iugz/QA+"
    "/s2PGItzwSoCAv6LxbawDBa0bHNOLZPLcjO+7AJxBRyoLZifOFUQYGCgrnV8Khhv/FCgq17bEAf+F6K6iy1O7bFa0ggOlxXhgK0k"
    "ViyLQnXudwB55kxNc7Om+2Isn02ClWs3y8dnX3hAQNGttk6RkkLMMEaxsesGvU+kYbVeauVg7QvNaMOK/YIxAMk1/8FplJDFzREW"
    "mdxsHG+xd2UQs2gLKKwBLxtEGKhoCzq4jyCv7gOgfMVH3TwQKAhiWAgpr8OW9ig8BlmER3djbNdKax73fMAgrCUKl4WhOwxfLcf4"
    "NHtAwU4r3fpj5eG89f8M0R5qhH8zuR5xzGqAmUbzWWIA9A4+sbkeEaHb6iT7VsI7fDBlHgllg9AdC/2LYW/70xu6eOiAdLSwBcSd"
    "aXXMFnJYc5H3eq/axn6XSjrHUoPzXtX/xX6Z07R/xvJygniYjOyQjVu+Tk06Qb5KcZV0W4BS99W7uKhbj+1FIZ17EtkXcArElfKF"
    "OaPCIb/1dUpr/EoLYbG5ltFmrE6N/tAMDored3hBZke+Pp4arcQoqaIe/4XJckXdrLof40wQ+IWRuYEXOmXkp0iS558H/9VSatwa"
    "N7MhK/juLFUCP+Gx3klK9+GKpHDAxhmdfnSP+l7JEX4awAcUCSCqj9sg31GU3koHs3VlS0z8LQVy5q14mguUwwe+6shbIP+2Nm0Q"
    "WvnGaSNtK/9AUU8ezuYuw+oWgWHnsmCWnBxvK8kb0O22mGvLkQ5vJTn4Utrp6FXAB2SeYHKYmoOvHolxHvrLkfT2oQq33mB8VmvM"
    "VXsRk2gvGYKuguUPxlqDQLFIWmtt5hnP1RrP1XaAQRrwnBJN33RpOzQwS4KxXq311bYfVBHY3XvDG+ngCzzuZR5q3ngLrK/gq2dA"
    "IHPVcY0Cjp1paIcjhz227dtT3xmJvRq30V7tk/hdEz6OsrwtavycE9yz/9q37/wy3H6bCE2W2oUQZPXyOvcTfWyXu0/CRocapLsI"
    "nY3Z8IWlwKCODC3tkStLSCTplCpiX3goXARX8h2eqk+55gemgwbz7qrhDMSsDL/FLjWBz2+faGiXgXobJ/qT/hMfiHGSpA1zMDU2"
    "5Eqn+f88vqPAe9+M+92RAWpcP458vLb12MziYC+CS5TJITvFmuMRiG+5dMPkFNYi/E0+myYA7IEWiqAnqKH+RH1ipM5BKICX4Wq9"
    "J55ld6mgOpyOqfrQb7EBHlNqpTMMdAu1Nc73JKr5+2h3H9YBLy9gcuQhfuPhiNLdsPaRAK7iVCe31mpHMAetYhoE2HfhZ9V549qp"
    "PfBNP/+kQj2gLiKPITZeDBhThknKNgZkLdQWpygqja/keaCBS0fFDxFmRYU+udJVJWhLYvnXN4ADTYPcLF0mBQC6vHxX/YMGDXhL"
    "UDe5cRzS1uqYo8YBj7ctA6ATebCDGUItNgPQ0sU9OasUrwMujqc4BZOBpF5OsAne2APH+BoQaxZk8zv44C7gcqsbr7BK4dbXznG+"
    "qFHefE5F43KAiheOxIHWYp0aPI9ervMdU4eHsocW4x+HBfORKauVhQ7KFYnfjJmmjjGwli6kgvCl7K2TT3ATXKZpwXPvNwlMwGm3"
    "tu6whwCh0eZR6mjGwCz1svD9QEdPtUU2cKdLRylO81A55TMoDrqUQX0XkJInkJkS+OwLsMZRsxPN30bnM2jumUphiw2YI9gyngGp"
    "4iiIZRsP1qH+nQntFe4xhB/7YTU6iLgOK63qLDL6qifBjHgaFDbs7il7PIwhT9JVKUI2WzOloGd2UeiyZjAUKstjkyfsWTgx7Dt8"
    "EFL1IRorkRy0swT4xxX7mvS3PvxOwO7eEByZYyqedRhzcgLOvLufoTgPefYrTyplSogiAx9OEOcuuE3CJi2aK7GyIKFBGfRF58dq"
    "G1yc2/MAjHwpY64V42iXgbprbjxaUGWhdgB+MNVxNVZOzn0GugyN76qcyU8G4mQNCpovMzLFZX0ffEWGpVAo/BU+j6YAtsFp3k+o"
    "xnp7z6LrugiR3Dbj+gTHM/OpaROA50ugT+SJZx1OslN/5iYTI+fHfjaLw3OOAcLPAvEY37bXWYciwvMJ2nxGIwCQ8J5vL7bvE0be"
    "WUnQCTi1bDPEv17pDB2lU7mFnkfdHBb/4LDzbMK43SWYhQPA0gqGkHBy/9giSwVGFZAvkjb9Pmgn2p9Ql0E1wJlxzxqddfw5MzDC"
    "9Zc5j69ZTfIEpSnzrTxw4l/BxmRgTfP9llV5v38TU4afGjCInK/EydeXc6JSem6hTIqznxz759B884DtSVWSWU10dhlr5k6NMmja"
    "sxapCoRvA8g2rB45cRvoQqtdCUq73GZ2wFqmB0ATQZAfxixgjU+uyqlzs/ff4T9QPHCluGY/w0sQeWhvJWEmy2H4MflHoW+TgeSQ"
    "Vy3j0uJNvv5DaDsh2HeoqS1xkoblFCxkos6nZLyITEqP27LsJ20owlOAkbJmUFvYvYvuPuTokH5xBLv6Oo6dUR0jKk7zA7SegD1t"
    "gvPRBxBfNTCC/QRk5fKjqpQjZbAOJcOTlGECTzr9PMTQQR316E8ZSYGdAXv4SgMgpXJ905G+VLv8JRPCPr9lcSBg2MPIQCK0Dqve"
    "I7rQOXYxJZtxLpGwbWUhbJvGCfqcoQzKczbVzZg4Qk7k/1ItLTQpjIGyc+phh3H5B1vCQS7SXLxEqRvcrFzkJync3+Szzx5sDZa/"
    "FUtsmx9vRl2B06hG+L2sHbRxGAVKgPbUVGMl8HzRD54Lm7pUBie4XK88G3C7AJUCbsuygfIQvqJTOe2GTT66MkNyXShIJQVx0U/y"
    "cdIx9kPbTfIt6qRXoZr+LVP4ZT7itw57GIlw0a9PUSK6gK60F/H5wpcNCafGjrzQTj6rjoA+Giq5ANndeBJ5aAgMFHBSjxqMarpN"
    "T7hKDpmwtIFiz26rqn3DYwOe5Jc83CHWZ98snv2Fx9eq+2scyDXrmEZr1Xpc8KC5HdzQkafj7XEU24UKGJsVKpFDYTogpFOHfSKq"
    "BbAtiaxTWyODrQzKPWMPXXYzKCwh9ME7k4KUA3CLHrKmwaU4R1UY+8EWGE4gsCMznHYV+ratj9l7oJYVZ6Ct3Pub8UN5DDqD/Mhw"
    "zkwOmJfYUimIUBtfrnlCZMCTwwjBLMQQjp3xfO67lABnMKvQuAGHf4SE+YoyKP3r/fSvV6P5nhRqlf0rAg/4RyR+LLeg7O2pmnKS"
    "vWDvFMMISl40AxaXALy88wYfia5WfN38EAGJm5eiVXy0Rh+QSRVbB/Dpnq3YL2MoLSjMdxNOfWERPXv2ZvhRz/5n1+NiBwKVzdE5"
    "sIznWYgURXW+Q8h18jLuDbFshyUdA8t2nGXAMJUYGujhTZ5NruxmJGjDj+gpKTYs9kD0uS9TNE6yDr6fST9bqTei2KbUQi/T52NC"
    "b9BxpjLAec3Ai0ZIvGhPRbtBY/FdFMOswcSA1TUqAjduBcJ0vihQaofEjdFb3wX4HRSHfUsKCmRfcnMVGei+FI1jGiLZmyL0qk1j"
    "vCEh9nfzSYdO8QDO7ZbRrttgK/O3jXtbL+4yAnZ+CIuQA1VB+wWtJVttYKJpAF/DHVC3oluXDd3wKCXkJ0Zog684gk/IpuYm0qZ1"
    "/0FrGkAP2QGKxaKRrE3BfdM5N0ZteYhHOz4nxNMDXY+N2RYKQHkV6YqruWCFYu2OpWAm/GD32xGwVDSM5F5dHG5wisskCkTDC/FZ"
    "grrTtpKDISgSBhavzxpFTkzDzRjH/ZusOT8UnkD8XfPGC6Qx/HoaMR3uku/KDxrPabY/VuyvV3MZbOB7xwz4np/bbnX4zrKqgOp1"
    "R+E7X1WYhnLYLek4FsdnjUWDTb/Xi+MqDmd21JO3b3U1NOH7yqbtrrnY0+KB09kDeg/OTx6YOhtb7LnZsz1m4sbbwZE+Rgc1UG7q"
    "0hAVZcaEsnWTYqXwGQB1mC8SuRmRdn+dWwWAqLEGwKsjVL3dp/mijFCqHoixluWLlD6EhSwC8Q05rIEOGuadFdAFj5UPVLS6iwVc"
    "rDwuVh7Y4gettay3RmuHCna27CHTkxmijgeDpdHf13/Rof+QqMzaC/hMZzF09m+j9A2ejg5VbQxAivtLpZ5G17UbQlwhWsF/iAAB"
    "n4Oxg3TQCBgOG1NA8ztwbN5Yt/0OkFwtuHmG32AlCYol2mwSDX2SkI0ikKzb06wLWpz4EXm/1S8iINa5Jfrav1uJAjFEUhvliXbf"
    "u2D/r4MR5Ra+5zxsKgWVWXbMqcqEgOCwAi/QLe9MvvYgLJviONbRU0CI3ZMWEbFBFQX2ERhCqP8Vri7zRVtYixj7UwY89duba9IM"
    "1aVo7qTKnNpnGP4Fv1/p1OFT6gzICf16lg6xMPPWb9FgOvUvBU9qAf2aI0p9/8hAvZ3gM4Mn0WkwB3BCtv7kEjYT+hctJqSTguPK"
    "vn414rUKBiGWQtC0yTAHMUc+96D95EoEcv8rkBiXTkN5GYxTyzoW4+RzHncCsvFNo0DVYVUqQSbBmDmWwhUiC3mOSmob4BOhUDVv"
    "nHzbWLXW6uUy1RTFy5PZIJ7KZK70YYno6TsBo77NE+Zo+XZFk5gHvjWzMULk37AdF1YpM/J2kKRxebs3qfMH6CfYjGDLvkZpEGi5"
    "sfqYlZqVY6QsIbpfjI7I4YYio+RJpgsRUWrpSCGY4DZglO8l71R5CWalJCznxzgEcOJ9CW8fSCow/8igikuPfUGRpZ2rVkEbjrgB"
    "ih02XwR82isKquLhgqLCqFZpaKtik7E6hzoc3HJPdBdqO8Qv7RIvBxB/2zxwm9TUHKp/qfqfQVg3FAcIpNUZwTShCywfTCjgLEkt"
    "aW5GxWItyeebGBee/SiXhUqfGRW0nVAK0FsaeVTXgy97YFaMp3GMfynK/4NWvOjDomNH/hZU6TOU35+G1zAHIgbGYWZalgMXTnaB"
    "+sAKOEdpMYYIUAQY+Poi8ZszzBSB77haq7kac3G1KrkCH8njXe2tobnNi+wdd+QsORwNbC5Qa+vw2aGzZA89HmBMyoCIBup4ylO/"
    "y2DK8E4Ikp/kEJtiQHGSphtu0NXuhgmPSzIzFMUbOKLCfyiylVcPi0P6p0txBbDtaguiylsR+QR9abDxc6MiNiVOsp9Q8iPXQf5Q"
    "MfHdmjOw4Np+kYzt0cn+M+h7cfQVoiX0mdJgo35/5RrakScBprthNK3Y2smBp7XOfHjoH2F52bP09Rm+kafrZK/N40Zr9/D7+7IN"
    "xtD8NHkk8ZDBGiD0EJczQ9NUWCSj9dWyNG28h2JBAiPy+A6z5ZYtmfKhwRzwbaS7KKQ8eds7PEO3nMmGqa7v2nQzgNqWTXVuzx4q"
    "00OBngOcltPBIUfw3+5897Ceu2xz7RZBYDwwG0AREM3kNIPwhRZ2tanI+xXqLcVn8+X6f4dvzf8Khwo8DAb8j3AYogNXPXyHD5cQ"
    "GHwFTFEoBU1GvworrRZ+btoSgTzvBNmmjDveGZV1lqgYtv+1CsY1AxL7yhZjpmVt40xxdYOT780gDqn3CiGvJf889QVTfnSk1iIe"
    "AGjmW+J0LgDPp0R4IECCC9+W5ZoeIyA260rTpe0HFhLrsvBy4IdIOwcoz088A2vDZbEOMTT3BUvY6OlBInEYFk59msr4RPNkCeq1"
    "w0p+suaVxV2n8VKjJXtvGrkmBdByEcijuq6V0dnfFxwngg4wQDek1i1uJKxbWjzQYTEvwdFUurQ6kR6AdyLH8GIvB0StlBb2ugWn"
    "Ms1dMQriFarVdfwzxskFcWIf3Ip6OVhsMKUGxyUCBoU2NGDw63pJa5Ywgct5zZH+pMffANvnrWBWXy2GoIFnX7XSi1GmsKLtSGwM"
    "CHM1HyLykSffwu/cxKwBQ+WSLHnn/06Jepj56TaremgDwIF5PesRqLHNGtb288KLbzx1NsehfWyQJAEyQJPIOPAbbxzna0YboCHg"
    "ri2B9pVUlzaautTgifEnt/nU/DK0+Rnos8K/aG0sZY1mXPyjeMkKPS15OQhLd6DseHTkDcbJu/2n8oWxZOAdbJFJa5WzqewQ2AT/"
    "gHwIixpYM6/U6g+aD9UHskBHoM6sA0Qlmcc6OlwAZZDva3dSgumeGHNfsHHqxsCq7gft5ye3nBf34br3jLYSBjRoRB1MvHw3XxiY"
    "ZrPv2S39f8L3yk2zG+fQ42CRXK4Us7Hbk9LY72JPi+dujo2fw4xjAz1XBXRjY8uQsZcrUaFAb6olUj8N3di64L/lQm6q02E9Di70"
    "9uELHvv45WrPbI7BLR77Tgv0bl/BlETdnsqqo+8s2Fhu2uLCFnElgz3OJNiqHHKNnvdcuD38Yf3E3XCj5u+e/7D48LPiuBp6BUwz"
    "TOYNLRUg+psle7CffX4gY2pLpV5HZHrqq3bwuSpzv+7X3KQLUmidsWUU9K3/YwNhSeHgm2eyCHArzrRTiVWlW94PPwUAY7aAcQTf"
    "BhoDhyucCatihCB4sh8Wu/106eD07oZKIJEuqBwjM8RbSgrUx5lMQBjqx7VQ6SuCdX/L9clOMDdvesvQrFKdfQ0hU2Dn5Qf7AsOR"
    "OVy2pcJcUG4I88diQkJLK9CdhhNzsC51gYFUqcw7PZ/sA6fM/yay8xH+cZYraJ868Jm81qe0FmnJAXkf8HbGq/UHB9Ji/eChhVgv"
    "UwppgAy6cZUYwespIv4XzS01cX+hCA8L3UHRTObnG6DG4qfrIzw1XiAUhLkxyiIwD/iFGDqH/3s4+w7OZwmcjuFK5nfBxGciRqus"
    "epHJ0aOk5vmZ+H4dLxnWCyW/Rq3oCC+Xb2V7O8P71yPXTeiar1zKuXL1KeYLCJqMXOml42NJ+hH+98GDQjUW0RFyt+GV5oRYhepH"
    "EeI2YgPfz1Y34PKpJi1zUZgQkzvIGqQZ7Pm5v2AU4nFWxkiTL9yKad4pTf+LTql6Dpw+0sbjFAXsg0hBiBVm8GQe5tbYXUlzae+q"
    "1Jw4V47AYeCC9lHqjnLHFSWd17ARfj1+/WUowBcWATwwE6Qprgz7yOOU2nZcc5GT1/K+4XNoEWAsUJMHi9n+aCU/5o/mSGgXaWr+"
    "WNIfT0TGKcHDuvEEp+OVEdqAt3adh2jZpS7Cf/VLbA/9Cv/1j5B5l2StXIoacypkf2XpZGmAF//HP2S3vJAhnCEw8RuGIp3KCzvq"
    "r7MGsbb+buXB/AynwbqvEG4Xy9wxbaKd4ThpZt3KZsJZsvT0FebXYZCP/QridnmWZkRgnopg92fOg4abqfoQi0SQ5SXfF+KdJIcl"
    "jBtX45JyiWU7zBFnEYAr+HarqnJETW+rKKhIOL5fM/T15jfPKSvOZ+jGC4p03OJfRGk7iPf/CP+VBC5FA/lZ/p13q/rrQOOClHo5"
    "lcZ8y3n4f85fPs8pgxi2WkzYn1ctGFEnq3JetTfqBqzD/xYOBXmZwQM7svW3AWpEMPeSMvWXLCYCzrc8hVJd9Y8fsP4DkE8dvbKD"
    "whFaH+HIuiwg6MRdPyv9HZjC2Vbi3H7FrmmVt04DCCXgwPlvOLDz3Idf/0vKadNkDvclhWP/FvIpVDnlWfrSHlq2QwDdkE9zBZ96"
    "qh/Y+SrWYA5DBuAgu+6JXJfftcggDUE5NooGyusaCpNoAovvUZW6hLu1wD7yQLVqsZpAOw5V2xLJZeTjwH5+owUxnaU1D1Fq8859"
    "1C815MnJz8nmAXZJngmU5808Kwbk63EqHcjuc1vbZYISjCP/baMIE7Ozz+Urvk4QgQf6MgY3XvpTlZf/FHDkLxPw1yedZ2MBi3EM"
    "yxWPvwmWb7EsL6k6TQFnCHtDPXJtBXJupheCM6NiqeUjkCNkJl3PhZvsDMIeHBgy7sGeY7iv68U8mvMRuaET2SzZjcIQzLvmuOOp"
    "8AhzhivB3mywFp/hSEBxbJihUo4DGLt3thDBkhAuAhbcqQUTYAQpg4UIVtueuHnOJrzhidP99or9e6PRKStcPPn8ZGhxY+XEAMzN"
    "3FUDgnsqzNdwuG3zIpdbbaimyuvq87Y3R/1PS44G1t13f9vmy+UqKXaM6SAn92RQ3WCKftAGk3UWV9zCOJssHgwQkDHQwAh7C2yV"
    "c+vbITbmvcEDoMVjgVjA8u4dnPClI4ETId6CQnAdwfYbYLP3KhKPAzvAyB1EuxeI4niipVIX2kXjEGAXUvITdNMAJSXPfL9ItUT7"
    "Wmr+H+HkycrwNWJTaQJ0lU03XtZT7k93F3eHA31VPtZXfR7wE4pifmqPs8Lg+mq4U+hKJVVWLulfLR6KbOjF5nGw9B6nwoJP5UFC"
    "b14MyX9n+ggxbhiOP7V8ixPYAI0pejLqkQ4Oi1vLx9PSiaupAEvmrY6hTKuPVLmv6Ca9j67zibl475PGqz9dw55WeKuPqwhrHMd2"
    "SgDKYl7i5nMGbk3qUpC0o5v3IYodi9SfmE+njhqbs4cSddAQirvmlAg2WLhsxACUJOyRV7SwCUdd/DX4f+IdvoKS0flw922GeNmA"
    "8VorXijaOSt887mAtyxWcdmiA4rQxk2dhBKomSWD6D0FAvunYefwF33fduyxnHR9ePP4vsQCG+ZpcnzH/x0+LdX38VLh5evxtgfF"
    "m9l6Z553nFly3gkLCxkoYBBVYsy3iSN/aBxaVogAdkHxNPTyipjWptis/0UWt8QgL3Xwws714IQinFhkgIvUfoi8PgD9NU5QZShV"
    "+c7iAGKCwyaoXOf/Mghm7DmoxJz2dNDNYpUI77ZzirKmq8kixlj/0TJaWB9zX8nniQuk//0nWQ/7r7pKmqftsSv60LTWj79Pgx9Q"
    "+Lu6DC9ewKkR2K8fJO+4SpyDqdjBbUqO+rIR08+1sR+fqzkXmDm/Nnx6Ohcoz1115cLV71yQ/zYf7wwjHZhv8LM78oq1NwjhY8E8"
    "OD+mS1djLHAfhEdPJws6r82I09BQhaiyPsSVxvPpKfKRkUHofLVl6YgEIhjfSTsdKBC6D5NyrmbslH8orPE6MdjMufJYhntQKUlr"
    "RvPFVk6RWBtQaq69Hxo3fGdxQ5/RFQ67XhCLzPxQbCeC1EOXADl4oqwu9rM/XKyerH6MkbiiitqeBD72kfa+/EDcswucAdibXV2w"
    "AtfO6ruz6DqLp0PodamuFlff4OHBBvctxt5etOnqitmRikWEQvLoAnmjWd56S0WPvXm6PHPELi9U3+7dGue1/6mu9j6yhfzg+7Sv"
    "jcn4yhB3skfA6u864+F9owQg2Yz1J0zcXIfaMjL0YyfXMjEgh0wKx5rYryVGdpOQGgMNKaB/EbCGTkWbHEQmBhAuaPTqDKY1gCRo"
    "2a80Gai2TuMndN/Waqa4Q40hIx2WC+9dquL6JQfwR2Rs8nsdCa7MwRT3jwBMNhgRxFhH90ukRBp6BkxTUiUVDrWEHFAiAtSo6LfX"
    "yXOxl2N9+F0GeBPF0KVMQCN08LYemXnI2gIK1IfR9gZl3LK1IC/bRFPCtFUot7hx+DqAhtdep+o7zRhcLeKxwXOjkyqpzBX7tidY"
    "lzDPSxa4rRCtNqlU4mSZP6ttMhcuVqOAz3MvIuKki6BtFHDumnyiWTrzSc4T9Sn6qP7XZoHHUv1DF6xOj2E9UxPKYDje9KkdxgMz"
    "vxXGSlLWDy9o09jUp97VDYKjMvR1XUtcewg8e1NQnU36RXExpwIeUUVF0ed4kAoaoMjY43nCvnPxhdd/QbGGNPavuqwcbrjI+9C+"
    "v448za7T1o+nBKmyKGsuSxiXrZnLRnew2eidwz5jGUS6pzsc+4t9amltxecHN2Ravv6ygCoqm9Wy+OtQWIFY5IpBZtku7O+A1EhR"
    "kpShuQQtj30uBIMt4sR/3/jOgw7MYfiuO4+CXbVQjK5FDx+XweKYDXTu7AOri6vZPgOwnI6TbXwph/NYaEbYGR3JuiHld5wXDBTq"
    "/jlpH1tjOPvqw/2/Ql2xYDijIvt5IlQKzPadeKWbDwq/aXUQebCt4kRQofXjVpUrWoflN07ZGnA7FZkkAqCb5PGCuAyRiAUJPejN"
    "VTxHCKeT60rr1402i68YkLkiy5DunhbuDGQGi7CDOhwZCiWeStsA123AAzPqIA283omHmWiyKFszI1ZKWUn4ONX/fQ+8bB4V1vZI"
    "eGIUKP4RF/NQcbUK9dVKd8hXxVXyYI1St9LJF3tekyU0WVe0cM3q0LWGU38Zwyft28oQibFbBeYbJ5o+iLFnRXUhSRAR/pbLJVbH"
    "u4ywusLVmmpMaD1qpQcv1qCQPWs05mtx1Usca0oQVmjOs8aEeA3l9dioVoINXzrNQK+Tm2WPH5hkYXkP+YRgAmBngowQIegv9CT5"
    "dJH79djx9C+5NIwPkJzm4YwmfdhcdTDz4K/qRhOvb/NpBYbtDI6U8ghh1yGQji5uHnAF71sDPVJbDNwu1a21H3tqusMgnCH+pZOI"
    "W16SheBV+Cn0qW7GNt86i6fboPp461Js8Njgees10N768ag4MdKOg7dXwjDYSMj+a63BnjN4jnNLN94IRleXhGkIHcP3a5NSlS9Z"
    "yffneaRCdOt8Rs/YhcdFdr8u3yve8TEv42rEGaVsKQteg9ydUM0tnwLV2igIlgTpxGUCZvgczrrOYF0mH63qBItCDIqb0ikofkFr"
    "mLk+Q379OQcu2wnl84OZ4q/Z+AMfQgrceYcGDPvZuMW1VG8kztOgweBlCgz9EPFRh4gfxgH4YUYaY48sTzPIjfUJ9nzkU4JcrxH/"
    "POnNG2a/wRBGFhSOQgVenLDId+uqkvbT0GqRjC+a/iXBZYbqj8urTnIRTewS2CIOKK6F9ysiXDwg6mvPKj684efmtm/LjM0LNy0A"
    "6lJwpckPHfaqJl9HSJpaEMh/A5dSgAtkQciXwwLRDhFuUDtud/xPupBRaqcCkmG8Hsd8mFS9qVnyNgN4XrJs+5QOs2ftkNrcrqst"
    "7G53mmKZlicFxiC6ZQaA3Lm7YfS8vurqdvtj2b5NI51aN7YKlGUMwvlGFRqLOc2+24L6d3h5xJ6hYdQuc0zY2YKByauHu62Z8qUi"
    "RAyqW8L5Jk/T34JGPb4TXVYoutRgTU8iLyWX4YX6icEYITJAgh1ySb9nkanZX34Zy60xW26RTT8GkNeuz9MBJD6P8dEoqqe5h+X3"
    "3lol3v+rbjaSo3sPl4sNFcY03VDTxipRrHQbrD6M17ohOzaYHngT+zd0Ux26lBzuBl6zQaMBcusqLAhUsJYsPSH3aiwXHOQ+cgHT"
    "XJTiIo1s7o3XRphrnczWI7cZtmNus81kRlgodL8tNIx7g678bUHTN4fD97JA5+hG8ykNfDfRdVsQuPO/TzRN+499am3xuElaC1uN"
    "P4Ntfnv+0gkROu5LxEEHOlo9AYqxK4M1r9lF5jMpEZbYa7pt1cd5Cb8pR57nP9+NVGylziKXehog+MrIwDMlfiDfIN1Ty7fJdN9g"
    "fQsOdb6tTeFpe2MCM2A8Ia+b4lVT5JwIYfQixM17AksVRkTdP6cTx6kZZwikrJU0nNyskA+DsiSkDlB92BUqkSQMimpuGuYGxXO5"
    "fNfWGUg2yg528eBYRXEDWGogtbb5ar+XXETd6y2YzDXBy1t+u6gmWUmyzHuDOVw4H1eUk+AlZRB3HAgFp2ZwVlZ1dWwRrQQtUtxf"
    "gfZia4BbWvHoXB3OrEHaBIJf51GerQEZ++WRNkd15y0wbrKgmadsigFCaqCu3cGNeC8mo5IJI8fir/HC1pqciHA/XRNIGPcDmjAY"
    "q7PdeOsmiZIvuj5bRPvfsF5rXWp6s6I6OPbCtXQfA56OTi/X19ocJT7xs8GBDvnCDapxuI3lhttu79aO76FFZwC2nO/NeIWDKUxS"
    "bveguichquPBlYYs3P1Uxc0Bd9kkvgGQIwR3drrHjwBI9N8VFlp0KEi84+pKc2hc897wybdN6dIHUDwliedftuW2+eu45FndCoiM"
    "BdwhWLw3EmLC1xauQbysB0P9HUZ0cHUT3rhYAmz8M0d6OXdLXsdHdkqpGw1H97tLgiycG64EccqWwOMEoRrhR05CA1E+VoANRDxA"
    "R2bFAAqVABCFSXx55/2Nwt/wVzjbLveCseBOqbt5I/rGHRa5009zI7TAReTjSocpGlelaFwx+sEHhhDUS79B4iFPKvOUzFmwNZ7r"
    "l5EH8qagik/MkET1hmIylXcKvRwHu4fpydCijwKDwc8B5kUM2Rpotl6pN0Ij/0aT4jmA4wI1HoO0JgJw7gOlb7xe/Tqy+xUX68nI"
    "g1frUEHBGnOb+zBUGp0sSFBUcJXcIGmICIxjaUZ82+I7li+6HwJtf4WDseamzbqMQ/vO4bzW/iRS0ugbDNjQLPcaqs+Nh1KVvALr"
    "Sgd1Cw8dHjLM+7Di+WVBDncOXN/01tZ4YCuNGEaGUo/VsUBc0htAbis2ouNWx0nQ9g4/1qd31DGWj3c0Yy0UKkoL4LAHgzuCc9n6"
    "n4oWRiR3vENXxxy2d0wGIVbcaLfeSMtz6cI/L6OmxTM4tUfte2cA1NR5R9Z9wVv44g/0Zaq7ldfaUqB/XwEfeD45lntqcsOusRgI"
    "c3l3XK5BzX04oedIGHcPvwX6hAq4MN75iWrQIgkd2QBv2wYluUWU6R9/jCmaMLvbGQOlV5JDAX1V7NoHBjM3ZOQ+d60LuPYXSzxa"
    "ymHrZrkJ3qRo5vdBMn1b9dytqH+w0rEq+9lWazE8A+9e3MYUB+PTVJ1n5KsBP1odsQXAcKmn8QXPL70eLhAmDJfVnq01J9nzrMNM"
    "6t8S+7sSs1rFZTSOWYOqJxg1fjbAeY0uShDGJLCBDs7NUjr4cX4AuB4ePoUU5h/zY8Yu6kCTqFccphO4v3F+ZEAHw0be0L3w6Nqm"
    "wWh5Dy+EIsO1kg2AqjAF4OBKNfQ58E4+ynt4+M4ZWrpbXqxsKhsm3g6CDU1qRdHYgdxsdyqwI8O+OfFtGUE4d1vFw5GQ4BlfZxnT"
    "2bdhsvRMvFGepu3Z3L4uvM0oMsF7RdwL3toxKZcIya+qPQtm5glB9oPWMNf5eh9jf9v24OwLkKaBAqh5j3vGOEQMc4uH6mXu1/du"
    "SxkBQ4tSchRnJCHZA2Pjx+IjSHb3HesCiJiY6rm4EEEIbRIBnBNVtmxqKDBG7maZMzTyFRnDcsAj33TSMENoECdcHDnIKUcyyQxp"
    "CoSuNS0qCXxVfm4ifFaCwCRAXzbAhSeEEw8/kmUqohE1TVQ5capO7AaQBLn/HHBguACzpIjhB9VqAoi0XStt72rvU3tdgoM5Pk/h"
    "Zei0RlaSODqdBEqTC3RYdQXsSYqDHCeFhvYyqiifJyFlUMVo8LzIZ1efWRdvHBCqKMGDs/mtyIAZga2J9febsjdUlPDI4AL2Y35f"
    "AqiwX7vm/yb761GWQ8hUKcD2VT+nIhcEnXZ0SfBVfgF/BhfWHL4JdamQ/iuQC1hSvzX4dF/1z8endUpUsEvzCfNMm6+4SlKobpNS"
    "5DIFhfJLwRTKnuCprq+VahHiwg9SPq1dkSTmj+CO3rP/Lt/zdE9Ds8p5pP4M/Ej+L7J2Xj0MR3t+1cK+/iPF9spzaDwhzpr9o7oq"
    "P6UQ/pDOailMi2W0L0DnMArCBHMo28f7X8VchHQnrD7xR0PnYxSKd0dukmqDh24udo2J1Kd3K4q0+DmOgQ5tvMAze8mRIUMUZFHy"
    "5Hg/n9Btv8d7sT52NPTcHBMj7Qg2VwVquZwbMh+0e9cEH3ivBbxVmaYfOwJsuMlVdB1SmXDQoNHi8KN+iOj1XRdFZsjvwXQ8Imo0"
    "rApIJ9QXO/SDX6Dh/qCit9mu0Ydo6K00IV3AKSNjc8nwspXLRSd/fPDIdgI0yO8Nv7H36iL0kwBnHQTp7zub2I7tlunlUNaP5Rp3"
    "fcv4rcIgeBX0ckgf2WKSxXmRYE1cKndCLO9TVkeYvHmGlNLNm7ZBY99EXHMzZiDmRGFkGwSmE+L6pHyx9zjncXIg3n56zLaCjTIS"
    "HKW0QQch8oorIk4oMhUXR2SDpgZgWtv5L85kXOKHD6uVlM0FHrrAkWRSqSTg2pRG0jT4XMDH0zuFn+e4Dbr59nEkx8bftcUjCYjN"
    "7a8a0rnBVmDD+hZzUwOkneLBVhj2dQtLp7oDEF0GCMCvXzLwNM1gCHWceDO7+I103jDJ/8E+GO7XMhAGPet0rGKEbZlq3AS3vqC1"
    "EvdJ2Vo/97s042ngoiRTwmgBF+mEuGOQdLMCdyC/nxLcjY4yEYeZquJYU76JetAsGTbhht1qEEPPC9+wtv3Hvv6n2eyxhdWf5oUH"
    "XPqf3tqfcTMG4KxqMn+nXWfzfZ/8jw3W9h9L25+x+mOz3s1yZYTlgqemYw3DPLkJDi+p+bPcLWIY5/iDOv+zHOwG7ttYEaD9b+1v"
    "5thjf4ciJq/e0RCZl/lkDhjgfHJ5v1gB13Fhy0aq9KvUMIHbZw889pHDWuRDOhaPS0UN9Af1PKbalYVrGg8ju0JWzNlpb3gN7XdW"
    "YfcOHcIeHhW2ZmWgTFUHcHZAoyhBBnC9A4NdcKhF8rjaM9jP0oSt4IcUb8SW8JQVKH0nb6PHD1pDpFM/zEPChsUGPd9P19ZnaDbw"
    "rNnDavVhpWyftjUznZEWYrSEfiyXZexwnctjeTyMq33InJV98cMaaRa+PCy6vc5XtBgMHaIwGJu1b1Zd4c1w9XuDuAPB/Swp7Dx2"
    "Vz3jnqfWxI+wp6Hh4PEhnXwcl54OWhZ864n0V2bwab+6YWU7i/y3Aeni9f+MIxCxwZ+BOFzFHAYt7uj+VhH4pR7wRTjUYTNVlpgy"
    "Gse/gnk4r3p1xjETuCX2gfFiZOcLc4BWvyfKVXygDtGgZoagC+2n905a+ulpg8enB6qN+j2JZKakR+o3g2W93g+qrm0wkrJWFBin"
    "X/PzYW43nG8kP6VehS6q+5lwFgtRL0wc3zTP441ovcdZO9c64/Fj7QIMC0+1VH62xTw4NgZSimPOpYNnS0ruFMPRdccZ0hFpoAcK"
    "OwBfgGSUx9lHW9Esa6V9C7qbPBuKYHCFji/qCJ47E0D9PAlXncDFIodhKvr7act05K4mXEZMA0h+RUoDvZ5AeLG8n+wdgxhqOBnd"
    "YvWdgpYrOvDy/9R72gKTJeOMSf76gfHUXlDGxZh9Ifm9gaX/Jv4mq7sxW4RnBzQ1JGF9V52cv29mZ1MtlW898JSTzUGjteThsqG1"
    "c3QZUe2dtY6uxcPmZ75a7dhNeHwLxP5sYeCUR25MadgHzDT3zYMO32seTttmuRkF+0E2d6ShL3GPY38FeGtQvT3+QnZKXtZd5eYX"
    "xruRtojpgvB8I6Kr/Sy516PCnE9dCzhSDSGErMrfdkB+aorQ93EgI1LnBseyLlZvF8YhmacBsMVC/zl0gyi8Y8IA59JUylAd8vKG"
    "TyTtHV/UuguiA+P1gEsHuWPixdIHgNmmQDwnws7v7f4StTvriF6xt7QYPg5XObheMANZQU568XT1r0dPBz2aF2DRBeOgSyQKwVYO"
    "AVEb2KKhOcBnAwCAMrD6BIbRxo1ZX1jmMJHgng5whHCopH2ZGSyDvi0KlmF+IfxX0GmXyK1UofWp99vCvdIdg9REhsNbaAEwVxCS"
    "upevxRKqzKZ8Low2oquRJYimb44KmL5GHU1aI7ldtK1dah4G7Oh3w1MO975t4PemyCMrNrKWRg1F5NzthnJEydUszDieDOWxigQ3"
    "YClE4tKA43pg8nPfxNu6x6z2HeSDJql5nqaoUDSexfB7mL/iF5W7wN+E811tMv0Kz8vS75CcV+gkxtlxcUxFSqUzhqUPLNaJ9lFS"
    "0gwSHIIuoT65AfyYw0WJsvcbMnzAByWOaArJpVCeCiGhSGaRiFNF8RPlOUqRODoU/37Ce6IpkQLdEK7o9CXcZjctBFwoDZBlq8LB"
    "7HjSQpaUCU/jKS9E+UmFhCmnuJ0mMb1Td+GhB4POT1Hwbf7WvHWU1WBGgjNRwJY2WNpxRBaflmr8eAt7FdbqwtCY+x/HgezDuh7B"
    "Yj7by5T2A0pbI36IAbmRm4cQIbLF4Tw+aTF9AqbNE19wq8ku4XPTS1c+Zq3lsx8UYIwNJ6EUf8uq2RnoL9pifE13nJQ9aOXi5GsV"
    "DJ5KQsXPmgOi9UcJfwQkiX8X3jzLq6/cXK68PAYIKyLrP6PzZBclgZ32sO0GP8+dBp+lgn+3Fe0TVm6lUMuMYQv8zggBUlbobCkJ"
    "8+D/lXolwWaQz9r6PP5JOnQ/BaweL7f9CUXEZ2zSlCMoD2P+oss18iIrAL7BP+o/MD41LtboFxQBrHY8affKYWpzw6gv9yVIZK5v"
    "FIYToD2Oeq51m52u8GFnWWCHk6xTQDL/BzRs28WlaASypLhEzpZb0M54M0mbCKQlN+lBWHzw9oEEFyFL0/qg5+vGQuPtWvIYeFML"
    "uQ1qA9iX58EBuTpI7ycJ3PIwtsIddMmKY+c2xjch/zdhw9hgMkPDfWFHv032EpdCGdRR8bjtzf3PD5DCzXHxGnGNuAFwmCvYS8U2"
    "EA51gV+O4/sIacbVJhSCLJHlQUfFsbAJYeUFS4oyoZgHqw13gmIhB0X64hyNQrioJJhX564tJCL1jTiaayVL6r8ORTNg8GjzrEeE"
    "W+1JCFVjCGkdEpAHny2isMHwodDpIfqq/8vN150jiNFiL6v8OO5tew7bfuQL3j2g0LUEXiY/J9N4zEonv+C+MkOwcBxMSftbgPg5"
    "ZgLPD55sXhnmtze5TKrV2Wqd3EibcfH2x2Rf2a0YkbSjwQPxpHmbRgqofY4/9rdXi8eSsWPkeBn1hYXLf5acqc5XW1ZT2LWgCU6Q"
    "yDIZE2n8CJ47plz37S3YR58a62AVba3D8YMVBNtxECBV9CSE+imAsA0BPyYIwHH5NmEudioarTT30dPxczZTVmkiURftEvTl7aT1"
    "JUTX7YA7tP2aRtoBlZsbfmkbdL0P4/LCoh07ywrhwT+fSqWYJzqEelKB05oG1a+QUm/tF+W8IVpBWFqocwnH4YPHOReTqCO8BAst"
    "OKg5qQF27k8qErVJ95GNGQs5hhyMcsbHVzx1YdcIaGh6fdPzrAQENz1SIC3LD35FdRw9cB//QyK2R+WGYOHphc3mMFjQqPwwwKRW"
    "kR711s4zbqWdZJVDnm5mcJi6OROZ50liB6q9OJLk6zOsEIwY5k7H6B4t1rqGkNVhxTt5y0NHscV5BnBAO9F9gcJK+RYGH5uSdb2v"
    "PB7kAtQ27p0XvIqgQxJfXzjv1S4/YAyjDnq170+82Kx1OhcqOqgElWFS18OPogIL+3OEn/SkDp/VlDJJ4LlZ/IHdWLxBKBLL7Q8A"
    "D7rFq87inWnhmKpTtDlNGrfBKwV2vquudvHah4lh9wrzvhGPr+U82VjGFWmEnP3izeeLnPq/QgoFYqB+EVByxJUofCrJR48ZuKRB"
    "4uvTmjnp3r60T1VSPuvrH+3w04Stayb/Dvh4uSj4v3K9QmXf8bPl4ID24C0W2qUUw5UvWLHkonA4YqfqtM4vThdRqIiWT52CVGQG"
    "gfMnAR2Kxy1yxr5o5YsFAawKlfszSacroY3eM9e5Iw6Tihc59X0nw/RHa8MYRkO+PjXoZu9LL7f+lx6PFrZF+Ac/IzrkMWhGjkpM"
    "jSLCmHDeZVxNNnpaQI8B3ZyaLsewHkqs5sLcpkZ3qDHKnekhU/2twTHtrIyC5QDUyj03gNTFP+9WR0BYKmDiMJf3FLXhNuN7b8uO"
    "81XMf+U045TF8r5sVakKVMCx1I2lqDWcbaqK01jJEa8QwphauCrH7clxEwkQbuNgmMJsqERstzAaQRivJZSPOG/3wW46mDLgRd8j"
    "FtSkOTqJmuX5PCooN8vGfBkvD5GBo3QPg1MLvmnsI8R8mxauBx5wRlYSxjpO9/+qydijwZrC0G6L3LRcLX4klZaAeKLlBF2UNKEw"
    "uV421/fCDTqZigHxjnhscsb1F0jlMOEbeHOuYUaCWwtJlrhJLIdHnIqRi+NM+fCcSJ9DyzAX//KeBh0/OPh0I8gYV/jOxhjEeVd+"
    "o7fZOXWhjXloCoNiPRTphpvL9wzUrP2MoLICGbcT3hsr+QH/T8YK3qBaZWBLJ29EqgiT8xRDSkoEinQMn6kktKUT0pbXiTqnD2n2"
    "LeJ98ZsvRfawBz9L7mipkIx2Mt7enjoufAG8nzAEXNMYUY8vPLBPBO8v3OJUYtoPa1IWNv1DgXKa6vOahjA+XWzyc3tD7FUmJsDD"
    "Ut7/yOvftAsfnXs6l7ChvvhB+/g3GM+pQ7ebzqsvpwl89WS1BU10PyE/zWQvZyj3TKhvdLxF9+5WMn1Pd+C5dWpcSgbkx8+5uRdH"
    "0W/JQY5rsCYWumcwfhTwcP4FO3/Vx4n1EgmxpGgQRQhyyaQjYX2zRJd41cUkfgY+XtKi6zwXXxjSTRlJewHqXhrNLSRGFYgBMt6/"
    "fbdjn/H8ZxexlUicGyozXA76Tji5OhK4Vnc9FYlOTqWVrLPypRYZaI4kW2X0Iy62ig6IDNWyRS0baW2rj5MwJSKDOB8UcNXLTF2C"
    "D/pHap32dFTGeR323lcgEZO6qcDlgJUQIbAM7NA7x3Pkag5lkQ891hKJWQ2ksjoEw7bTh7lPBbotzQ/kozLj+xziHKAwFMfMM8HH"
    "pUD//vTzifmsLdRVKM/GlxkgIrAlRGhZ9wyoB8o4PCxU+UmSf4ZDdl00EoS6mdFP4nU9YR9zA6VJB6Hnf7Y4pF4Vo2fl4nF5Z/UT"
    "rLX5IELRHNI4eMnpqJPo0tfQsZ7Kj5DIq8P/EJ6L9ilYDomU/EPnHIlgVEB8sN4Al9c9n3PG0p9zydLzeigup5bTNgPg3Ft8eoCx"
    "xRkRXvsujN9MC/o9B0s0gblHbpzjk6+WRBBJnR/9e/WWOyOdtlKl9MaB4pLJTKKddBe5BM0YlB/ezucWSnPA3q4ngq7ixbLM2MzA"
    "PM052RIGB/Wb5IxI+sEaN1fJPjQiYNcUvN3yH60cTPYFPyNuwIAHVkcmLJ/WRKP4E8RXNvv+tbf/fhvbn/6eW1STofY3v9RlSpi5"
    "0g1PosOpLEHE24fPmxVzr7Vv7dH2dosBs7Tl9wB+2NTHWTZPLDwPpjtjwLlFgyQBp2tp8k0obCP4qZusL8IQ7vkU18ucIK0QEZ2X"
    "aYggGOUOgFIQvx4wBqa4crb+TCZJPtb5mPJxOe1NOJQofR1zzGQejs1+PJeNBQGcoVXCUNM0RjXZIG4ujBLCqX/Mu/Wwc+iHtaYX"
    "dInpOsFaxztvPLqh4+mNCwimt3MV7/VdzXWDbb+63V8Z5lolEG3VBqaRcfbBfHYZhfPMs18cRmhZBwGM2NzamvCtfkNDRjjP+AmU"
    "HbdQdcDHcaUqOjaFDuHVOkT+gT0De9Q3a72OPAOR1eoA3Fj0idOmmHXKKx1QDdBfvRT0yadDyBE1SudcMNJQ0pA16j8utYWlhCs+"
    "zqU04yD0t8Jqe0z0JrpQFQMA+wIzmIo90U9ELclow3m5ksv7Aw8GlTnacJUdlx+4dAf/hfxg1kIJ/g/y6HsZOT4K21RjBL0MCEd+"
    "ZXXe24HE2umEcssInBtuc7H9wiVWNZ8fPeIv2juf2UbUWpgUMGNw6sWl0kA6umrrMmRLl4rS0Mq2Z37DTXROM6xzA0pKgw5GwO7w"
    "TNOO8MjazDIsPFtSLqOx7TNNYdtql0pQvJXqvJrMMoaLKkTFqXFEBETiBoK84keg7JZwG544Zg+/J5x4sBtEVvfQdQkl3DG718NV"
    "ZQLSvqxLEZ8GHoDngW1g7TKONjboRC/6DGm2qNkzCKEP59Vvgo/cQc6X1QfhB9XXLXrDBpiul50MoDda5/174BJ34piEMDsD+Tw6"
    "IQqPGEi9FQQ/ggzQWvSy9+e71p7iK+ngHdaC2aTP145ZSkkdd4ZOsheUX800U8dsbq1kLG1ds22NVXmn47wzfs1GB/sOc4+vYZt+"
    "hh3LWZcuzLxoYeZ90mgEfjPmDHUSOJBk1QahDWINPPdUq5Ln6giOCeHKCcP6jDq/0FMLqPyKZvOPjfE9+aWfKlscE0RDbAOT9ZN5"
    "JcCFcTqi5A2y0CT/RZh2iQw/T8N7QfY/+q5LVillIutBG2fOJxLOdsfmLM8vQP9gRn0n+6QYDKuxuAsZQ9rNOqO1CxscbiMei5a2"
    "i2baSjAXIwxcGNe9+9eIUxF+vl9u96fFMeCB9p9V5WAxGes782QEXR9thheekY4vwufRSsuixM6RfdW1Io0/nJfQzjFIdgTmJd9y"
    "BZii5H3Dl5YaKrx1YasA8dHB+pl+HhCIOAdNRH3VIO42eUrg8uQvCmtx+yozY/ZbMTglcDdma0OlBoSejgZAA+JOi3nBZMjYtqnK"
    "hvr9OhZ59ZOlHkdrHEKZ2shlBYjpZ8EpPlx1Ckg2Zg3q6dByPwDEq3tVzDdGgu9gxQHvPNHujW+xzrpYk7eqWKFa1fMA8LyKu+JO"
    "rFwK/lS0626JNl53lsrKjJGVdzzwntHQN6nQ3owVQ/5933LeEafv4sK3N9BCUWCeHthkhUiIezGS+ADEELnMYWL1M2A9CluTosVG"
    "WKDGmx7LkUILFFyuv4q7287Yrv0PFgxVnLgogtQ1TltQAJ2ZOSa/9hTlFPjyaMj1OK9gtEKcCtR3kgpK3AemK6LIpmcbyMVrxU6M"
    "CKEoQ9hvoPwokCBuRc5pjlbQThF4satygqx1Hrf6osH6LUlb7/+NXZdIVkPHm8yBLXbX2DUPE0UYe4FVX+z30se+iJv5bdgQwF0f"
    "U+aQrLU+s73yGaPPs5VIDICWcgaRDt5heeh2inmBZpQR7fNPWwDEYEOvvgcAM+MObsZRB3w8Jwfb/aHxzLHRIV2lzlWgEXjEBwJK"
    "e6AQzPs35yc61nMa6dR5ujXEisJ8DA3UB5+f6U6e9gnODbem+kT7Xo5q0aEcGw87qqcttrpdMEBXy+VP5cZr5FFcdoKpChuYywWN"
    "q7kMtB38gcUS84P4QbMBZblAK6NaYLcCaMvu5oBF32LTamktYVbeC9KDEXTpK1sILlc+wHnE1ao57DO5j4XVkC3tuq3O8OvClFyQ"
    "KOQNhNebzT4ZBzEbOKLtvzD/mSNVYkIByK9sk2e5uVo+HvYzZmYZz4ucqzhICn7cHnVUe1+CsuVDfTpEo0voSoOZdSQrYbsNeidj"
    "/MmbXk6j/uASatJxctcJPJ/XUOd7+dKZ5ozkRGrZuobkUuhRx63gTiu25l0CVgToUsCCwMlrKfSlz9djve4bj8upQe3SkKAsYZ4p"
    "E9btKMIxQoag2GlY32BLyFHf76Dk3UlJyiDrVpTiPq16w5jKBZsnyzRbHU9u3M/HGtTEnLXIXB8Bc0pBlb2aBZrPmPzt4UBQeX+Z"
    "1azZTWdjtOBskDNNfQnX6/uCM4klKW1tiWt2LAl5LXY2sGpZLnga4wVu1gKXCU9dnpEkAfu4N0KWU1iuApio4dN0f4B1cPwk5QJr"
    "U4v1mmxuFjv1WDstKwtiwI7QstoHV/v8ylMAC8zzwfH7MQT/behjxKKHs9IFyGPTBeqCKqecSjApSLd1h/6csKJEiGPNHGJMUvxb"
    "1PIlMMqDgRuPpderHAXMhzY7/Mm91T1F5LlxAf8JKiqbBRYCP9bX+QfK6NxPAnb/kq8iMhTBy5aBXPZhjXqBEWHVTcp3UlaQqfPc"
    "NcZVnr/GpdYFmBVJMOCQ3fBj2pEEndnOQFedx7gzlP+k9Od/0jL9skYWFDnHHvvz1mDDCUcSKt1NFlZcl+2Gx5dvVyg9qmO7x1cE"
    "6OhcHUdklo1HouXl1dFin3V7Ymwe0FZZYBJh4WKSbpLH027LbisROKdVHWI0+ZsK4qE7x6yWK46URxiWgRohMOnsfSpUOEY7n5UO"
    "/umatRDHG3ZbFO+uU0S8r7JUgSABaqvevrRD5RykOlxhszrgfueFW4HaaimDW4CUejicS1UolpOFutMJnmRX+86Ec3wOHHOew1mh"
    "OThfPzzwyQg7hi7j8mf3lepntXBMMEcNxYFUnXOl32kp/y3f53sdmKeoyGHYNIxz9BmoJRPIzFC2E+kQa+vHUru6iGrNEqjVtdph"
    "KwByD/frABIB3i7tGiW42Mn1yMI/r50FAbEqKpg949HOE0SxgOUrKDg3TMOVpLFMCLG1UadJbuYPiCJhN6Vh0FaIARsdBM0V71Ek"
    "aAMK3RpX2RB6ME4A+uPWVLktZLW4E/JyzbgkoRmlMdCWF7xlmljgQIc0Vbpqha5NF5ZhpgGYmD/CNO+RIUUwhaeTLA7zVJgjbgHU"
    "LanJq1dWxzaQnnq52sYm2H3AuIOqIGzuCfVCYtS0O+S+MQqE2mFtZg/l4Joh/D/JOUsxJV9MrbjIAjiLgrrk8PQ5y5WM1BOmOQXI"
    "xtm5ASBHmELWU/k0zvCyH8OB+Bhb72qaUKN1c39VNvu3NgcL51Ai3uTe3fd1fLXakLFaI7Ilgj31BWXdDuYh2nawv5uPezlQHRDw"
    "rd3Fnqs90/GS+2EA1kbdFWeJIUegU38p6pLGhovdBNjU4AFhqCfOo2AqjMSxYTcQbP6CrayV0W61Cj8rW7puV/jspFndqwDzQRkq"
    "7sCpG/vO+z9Fe/XzKwAh9gE/6TDybuNaszJ0WIjaG/5VaiYtcwFqwjjxJHjfFRNMvAzM3+bm+/oS7k6E8SfFnTixr1B6Q3zWFGsu"
    "o1croFtqMTjcaAM5ZcCVndd7HaLs9Q4VDLrRcu9Wq/ehkoa9eWCi1/s7cfVvbNZqAwoKkp6WKepSIrhs1DBuNrCDDj1yBJdz+zoM"
    "FvGA2OaYkamRvuJ4E95f8fRVto4XwKnOqwbk5ERog4uI+WCQgyt7V/bGH3TtP9gq01ZqcTUu9QvWhyXgYf/CmazqPJmFm1arvCUb"
    "QL4BJgiAaEyRBntWWAQ475+oXNx//gm9y2KbjmpFxtGGlg4HBWj+Q7wNXWRLF637KR5ai4DDElvoLGMlJU40BQOka087wiFnJXnL"
    "45Nhg/9Vf4HVr/pp4IqnNAsHHP2KywVeT0ZQlY4tHKp5ZBQuH9yPXoWKdQbIwgSCFuVgEG2lBuBVX92OCXHaIg4AZYD5dtGlxMXx"
    "RaFctDNqh/APy9aab3/BENTZyuQOInXQodf5MTa5Ad7MEa2unLGu8cKIx6pad7+tVsRo7zySodud2wvR4hRzNHaj/jTWiLjxhnXw"
    "GKcKDaF5CwAtOwt9lqDvlrqvlzu/f/sEU8ALU4T1RPj6i6Ca1pVPFGcMOdhmStYqd5J/xkEKeIDiEu0rQ9zgZIYkBKWZKp/hXeRT"
    "xa0x5brnUwcyQlq/xipwasLCgkZxfZwNbL/CZcnH4Nq/++9A/v1XOEUpaL6+Q/QdLk6Qm3k1GN7vcJ7Lc51e3B39dUVZLlUSIYrI"
    "Fzae3F9cYMbRR0i/BcR2rjtH44YzP7LURMxZ80+YDOgUwapqMQLyPdKJu8QjW+laxWUM7tNOnd/2V5KeGZMCpKzmfBPxZrFBF6Hl"
    "JXNOi9g9TXkkyqDOAZ+4v0jZRxp25S65yVVnH0jY5cvT9W8EaXW5klYe3UO5ljgp7sXLAOQcVXFb3gnWp6pl3tg/Q2P83XRwT6Xw"
    "5NG3AJivYWq27POeH35EaCijxcgDBTwK3AUWTey0elB9mkAg5mQOFOaSB3GgPu+Ors9Oj342PDkmb/jacqEjkbRGj8DeDo8C+A9r"
    "4VOlxSldHcflfharkVmkr5ShZquz7lXxkBkFrAHbN8z/RQwLGP8MO0eh0oRqYF8mNj/IJyq7IoEVGrifpO3EdaSin3mp0kmPlXXg"
    "cW42G1KDUbpA8un9q+6Gb4oCS1GKgL6Sq+vkPygZYu55+VBJ8BnK+xjH9c8CKT685NzYaumRjIXY+j99npSWrn5CTQsQ1Dfc7wLY"
    "HPAYYZE5fPUTqnyFX9P2ZW51JF3e2jir/mWXItO0eXdsY/WlRRaoNuCwKReUQkYTpBigy3jykCwUuogB+4ZegZIT5QgbpOKLXQD5"
    "gxHkpUN9APclsRA8FeGpypemBOChf+j0KmDuRQ1dgMvmQ9aijSnsgPb7vT8Ectj7OONWtNSPE26OK+a4ByfAOC3vONSHM6wbtEMF"
    "zG8bqUqVMDGRX4QyfhdcfaqRxb2Dn9QQycVOr/kzv8aqWWM6hpBXY1ncv+cgaXvvDJlDziMaurTLmIEkaH/tDkA06fr04XdVVrAP"
    "IAlKvLGbFfh6y63jihk0HchfkqU6QS5ToaJg0XAIlTVDrZmgat1AFfgT8ionhZcdZJTmHNd9w4O7G6RqzULaX3i4OWt+Q8qfYXe1"
    "I/sHbJW0lZssCR+ZgzYBHIeZocODLCVP+9OPwT8Wx8tGesvoW+tWnl43JGunGrxB1VTkhHS+G1tqG0P25tEC38NZ31SCWt8dLAW3"
    "GdCpoJW6o+Y+YUPAHE0Y7+IzN+h/YAh6azh8SxEO504cdkmYENwDweXo+5dqmZGw27y+fQuYN8hm7Mnu979ofqJtfecZ8W3Zt5ZG"
    "TQMa8dQl607/oCQWpLlSWs7aBwij2TF5dfiYsAXBzp2DPCbbB8qSBKDxwo0Xu19nQNf/ge/JJFp3/wcd9878gyyt3oytiRcvWsvd"
    "IXbZHuTSI1wbmMFmvV94hlT9dWOaBlwCkNfYb6/+dhuke397W5H/HZbhcpmu1d+H/Z7+3uO5VX/X6q/FxYMKuoHSP/RxHaUQX64T"
    "iZ2cEtGiSPzhBz1OnDixzwAX5TImFqTuhKyTZGQDZAt1ujxHL4iK1gbiTUSiJZ/My9A9h9u4FC0DfE//OvxOAp1Plodgm/Xh7nQQ"
    "vNiIAxehOJvy9+dvtTX266AtSBMJVWlyIVZ/on3bLylMKhj4NOeGxwYfv+feWGw6qZcr+87gwnG/cPXrNikRhmtxIr0O09EMgzfh"
    "aag/YE2k4o4hnGVyry7vQQlSPorvhGLTxinnKi0o5bVzTko904BtKkofeHckXSYRql6wY1LREGP801yQf/BoVQWAu+WEnCcGmPfn"
    "gLhgTEJC6Ina82mZP4ZEBHwgn4eModmC1RXW3kWoFsynwjSCNHAC8oP5NOkyJ56cDVthkp8aBpuRG+1gfu7FGY0GS9w/iVh0+Zkt"
    "QwXhCvMTi8F6a+1ng/sG7RC4rE1cMQ0nHyvmbfI252/df8+zuQLJW5Kojl5mX+ljhuP8qykW1dA7orsxBYeuxybdRnl1SyCieMvV"
    "Blf8A5IG0Ec6HzceU7LEP+lIFXUL+G0IkeV53ILOLGVK3PZzUpyh/ibEtUon3bkwEeC7jbUM6ducqzdoS+IrNHdoPvLU9pAHus/h"
    "z+8oPFdTKeVwjU+OdQFsBJgBeCyOdmyGCf5yo6E/QJMt2zr9zW+bBWRpHAVtnXt9Bhj18jx9D4LZLgDipgJgmOtAEkqeOUEhNgTl"
    "SUfbX3mqFg0aZQTIIQiE4l8ALI4ndHUrJadrWn3bNyUNWFC2XIPJM1ZXwOZ+kq/q6Y4Z/FIFzTV7vGdAxie3V406hC9dYR4IPq/q"
    "qXw0gA/Dh/L54o1mxvERnAuC+5JbGEWHjjEbq6saB/BPm1URqNgJevw8+72fMbGGbsfY4E9/ei8jX64CWtiUR6+4UcrvAF5y6yda"
    "kGT+7tenOoBT+FdjKlliFLbJY1LjIEuGfLAu0WeBblj16LSAezK443A24f+FhxFyPzh8+f+Exyd0PENwN8SFccwRSLGk8bG2x+E8"
    "9/TKU1mblVd4Afz3hLjrBOt8MQAkjpD7GR9hHqxIy6tpW3oOLCR6Qvk9APogt8LINZxvQeVAnr8jU7GEjDMPPwXAAl45VKwLHWlX"
    "EeKiDRCLxy8YE+CxcxeEp6GrjzPRGXkXYJYQQZZJR2JKijYrde2/WEXLw9XqsuRKPEOhsXHuOYHKXaG4DuubQGPEv4h+YAN0qQAA"
    "so9qnc29JqMoPYzTy0NCgNDCUzjB2GcN3DVlPlHxQR+k8x+xNA9882RlxDV5glSmqM8JUeW49MqV5MLvAphU9BnObwIAw8WKEhC7"
    "3bGZCvEz6TmH+BNs//Xhdw4oLanHyaoqLoKOG9GTpiRX7BUQf9jlembSvWFOky45M2DWGzhSU/moGP6ntDSIpwH3r5AuAx9GVjMx"
    "Y1S1C8BmsXtzeLE7iZbSWG4i5Fdi7DgHzbRWYkm78D2jzqU6UG/LeGI5Gr/WDRBd5oXye/eVKkAe7d6oqwogz5H26zFSyuxn3sPX"
    "f7fBB8EoK0qZhy1AFIuPFcRPi7BO+CPWCzC/fPi7U39ekus45//zkD3ITypkbqzlnfsQtAttiHj6PiwFIxIU/B6+dvRSoJrlAsxL"
    "LLcuJZ9tR4Ci0wvGf86K1odT3L3tnqzwiVUW4eMSWm3meUiY13SUaoT52o2gupSuSYXkz4N0k1WJ5KCfex8pas8vKhfHNp/Jxj8O"
    "tqxDTQer714+siCpmwE8YbbdLLXWMDC6aSj2IVLLFe3KiOPgLss2WHu2uYx19pASOnybeR44rbNZn8UOoBd/WFo1mssQXOa9ySr7"
    "7Jj9fZItq7jke+OhxhPThUAZ4NEmQ0SE5AZTywJrjGCkq2wAJlh4HrExd6IjHXdCT3jbr9uB1R+hmcD7rHnoAo7EG4CueAmDFUw0"
    "uK0AwcYswgZ0JzSPjgXy8f5+hxUhgjxPS5u3Bz68Y2/svCeJlgrk1pFX1xZ1IwZscXK7yi+AkFcXF+k5xY/uCctzNjGnyoO+it8H"
    "Tz9WqhVsoWxxN5QBuDk+7F9t69sC/66WRo5lFlXio9tGAajqDdBBFGgcooXu9vZuLADPz2HHAbK/QlObaLoNBLC6U0M+4qg7IWhg"
    "0wIkMZ3zE5jeNe3QAoMkEH7Xn1cBhiwS9FgB026qBhhSIZCTrLXAc6xaA5/oSz4Mp0T6wzIp4Kyi6QgEbgTXOLsATIcdAfEgAIBQ"
    "nwCMaijK5zyLVWanfEE71CFJAOWqmGhHNQAccnFDCS5yR4jGrc8yxoGBsc5XtxqpGVz+og8wUh63yZ1apk/8PEXlJ87CP2uT2Od9"
    "lEZd33AJUnQXZxp87gws6+t/nHFw5Mev/zA0lwRa4UEOon1wk8DRHsex7T3I30Gx/NjQ8WO/h/mvKrkJ2tTYr92GKwyN0NQonJoa"
    "R4DEjSoZJ55KuGYqSHhX7E1wYGUWf5nwgISidi8EE8K68J2bjluj3A9uLk70hVJLBrLMpCCAneKOfKY5k3j+X7O79sElOs8huY1/"
    "K9BknHLBwHIgigwXV/7HQF76KlXo1CD9+5Bo7UYQyurZ06mLS9pOQz6EnM8hbNNdCOFza5ZxLIZ3lQzYm6visS9g1E1Wy21zvfq9"
    "7RjTbdEttjhGe+grqqsCYgMn4GG7lvS4vwxv3Amrz2bAe0BGcf0xjsvtcddGDoH15qznIL7BRtcz3HmhfGzzhCQodkbqpLqNtths"
    "PwNwourrXV599XmA9JTwnANRAUpTyafAk9wXMGerqKpMjYb7RSjsvU3DayjCoUVZb76jWJBXvjhXn+Nk+QqlT9kWckH3gYXNsN9+"
    "xbOvJ/Kd3CJ+KS6dKimVX6MnDyHDigqzzg7BUaWNSh6fkotXFkaOIty8pfCOJ3n2gtUzLe+nbrWYtTSTxy/a4kAqXe5BPyfsNiaI"
    "+Hb3iNLhSJpCAyJB0gfFGIiFrAPj+RCNV+rVPbQ00F77/gEHUdy0wvQrUKuPq1AdSQRulj+ek3ePEY5+S2s+QR8A/jNe6ejGGUKS"
    "LncHeNiaN9CTnOVLydgPe2zdwfLl0GeOzyUE3bId4RANAKFc8v/x9h3gcVVH27PCNIExvfcaSui9dxIIhBI6WMiWbAtLltCq2AZC"
    "h4TQPkgIvYUSAzG9gykGN4x775YtW7333b3zv/Oec1crw+p/Pp48n+W999x+ypzpMyfqlEJuFz7i6jcqp4RRwVHXylHOGTosOEfi"
    "8KjPcnrRXEBS7i32y3IVusWHpYbI1CXUS56Pspjn7sxnJ9/iYwdRsnB35hcOc+MmC+Hb3UFeSjn5sE+m6xYdzEyuPTiEHZmyEGHy"
    "iIPki9Fk0fVIsfNfjTpTnWG0TKctcLqCkE1yR255CJZNbW8MeXic43cp7mmZnsNJ9b9z5ZSi25M6u31WSZ5/BgfZQ5062B/6m13F"
    "yxwpjOYmDxjmlzxIxg4mT3kGLlwB3e+zkoURufk5yYO83qIbPu9aH+VETK4YbsWU9M44NNxVklfC0Sjx84J7XvXnS4vc1s6VcSEn"
    "7jl9wfpFh+fbL8sWJ7W9jwRE0Rbdc7uscM/EuIwbLscLjP7Ykg9ZQ8Pr5vw5fHhxrktF2psqObzuJZM+R1k2MO6E9/QOD81+xiVo"
    "TannzSVGtvz1sI9xPCLbfpDZnBqJ22imS0LAbVZpTtTzAnZoBLmwxIO5d530ey8q8Yg9agX3LnfW32rJE/KKw6IXjPyROZqwaK6V"
    "YSE1WLv3ZIrOMHmuzBXdR8M6FLltll/21R14ITcKcLK259l42tY9lIeZP4K/lLhyJ3Nh6+yV0RGF7INCWiiYngKbUoPOEYXl3IR6"
    "j1D7+QvnnOest/bzuqOVhfygLWlqW3sUWNPAcoRRMGxy3LVSD73mPGSbIWaatsJQ46/c3s/qPGDdvOHZQ6zWecOpEola9CYP6ebj"
    "98mAQxwbgc0bbk76bpd6LXnoasDjUsso48o23CxEufeHxuVnu28SweYNd4FrKNBtAHvQsDLbm4yNfb7DvbYv4a640Hal3NAgaKJ/"
    "1MYsryCPfGVeAQ/I7XNHp55SgiePqYBDsWSkbUt9xoBonvsSk+64XVYqDuWZEncjzUZEBXl861i3cetyuGIJd4XDuEMn4Fsj84q4"
    "SUqT2cUFpeEpcIV5vRnTea5XyObyanbOjLfcs9dHumUZoyPH2I+SJydXvuVx4zaFJeMh0aa1z474jnziSNu6wLuoWzrQkmXaeQNs"
    "C2WxucOkKZbuMTPM+ciCdY4tdRLNL7Uhs20Yzc8D82vE07hUkGU/R5U5/gVEPgVuUXjsDTotY43r0YLh9sP9RUOd2tCOLII8K4Rt"
    "mmCiBXn2s1YVjAb8jcouygyXzEoWUHEAji3PZJswM1GmzzrldhZT0/dC0n2y76HFc7sz4ZWQkLoDQ5C9LxrmNll+kXt3EKYWS1r9"
    "7awl27Y9E4pHC/Pd8jhhwb5l2nxv6YwW2gDRNZMDad8r8bsU9xN/IhVhujMp7ie2uuSYTPpie22+V9zTuujLOYVDSz2b6U5QH+XL"
    "DNJy5WSe21CpHy209HpRDApz2HEbhQBZUp5rauENAN+CWm0z0m2znPeWlbkt5nnT0LqdaZqAR4miQajIbxVll49y26TXhjuipyCL"
    "No1sH6p7mN2zVzKjhO1EDjvnBHkrOTdIgjYOXZp03wK3H5Y3NFnw3eCO+EUrjcl0EaG2LaWnVVgy+3JKmY4cRSnrO+FE/9ejeX2v"
    "m/rnZy/1J0PHtT7X8oebTGzEL/VsMjbHTcKUS7/wjhyXOcUlaHPzOPVqcTaAv0+0zy9cT11V7+dXU/JRp7vo3eDSXvdq/V+4bvoq"
    "0OGfV5ywl8Xc9H4B0l+6nq7Z7iq7K8fJCr90PVpka62ZWt0E0JTrudnDqbQqGtnntMsrvOGZDbIFp15mFjlb4CZ7KKnXzy5ZZI8l"
    "LjRtbVF/16PZhsx/dr3ALbtj5tdfujg6a8gwTH1qRn/5uhmbGJn3S9fzRqV7vrTAj18SjfS96HzrU8+SwuZAOswvcjrc1ItOY2s5"
    "bFPPltLBw3uIuNg2u547lIDoJri5YeZy/Wlb5YHMbcrJVCxsXpaOfWNaAG6jbkfuv5AVtqloe7znFq4463bMoBiFoJlrkFY8xFjt"
    "4qH2c9kmUPC6zOKhTtbPyStwYFkcLTQwzrYIE2dgo19g1JC/mQ+iJmDidYZioyPQqGi+/dCgrKG0y/HAUsw6xZY/ctQgapLQmA3L"
    "WcnYdpy0mzmBPIL0GoBoflgoyORKW1lOkcOiF2tZ9oIGF+PKGpI1NMtCb/0hXSSjrDpa4xNp4AEfkORLofDtjzgGJU465653QXK3"
    "kge3Trftoku4TbVrUB3mTofuxy4w7ZfOZaW8JGo792E6xJuCJSc73wIQXLE4J1nwi9cw3shYDG7c2hBWAnNawqdsIBldkmI49id6"
    "8zEmT3j+Nmn48AsaMiWuL5tlxhW9ucUdFA7Lot3XHXmptO9rvBEkZIjcsnGZoSXe77N99fw4FJfQPsFSKT/M6yWWTqK4cLQr57uu"
    "ZRwJl07zUNG7FKozN2f6xXK4Y6adXsW1XxEmecnd7Lal4c4lcnFlX7SK51h2OOwAs7YztgJCmbFxJTleoPMtN07c8nd7a4cVqTFh"
    "P+Bg2Ci3D11eeOASGfhiUW+wDM9wxVhnYXAOj3Y2z33LbqEwV1I4dER21DWdw8e8UPT69GVztesthktFpJ6KlrBjC5l8vO8NLrYg"
    "Wfa39RroeWgz3hUpttjeP+TUFT5APUmo6GvhVhlw/tiMXRliplrqWje8Yql/yWJveCGZeCn1irfL+WGgO0fUZ8V3Gc4sfiS5Oo9f"
    "dGiDVAHhca9U5bOy++xKfZK0h0dJ55UNjkOLEN42NL80J7zOenk7oC/0/bqrsS/5WJOc3jNJbStPkLSw5GqX6w4dqqUvC3fu68ym"
    "kxxa29Gw0XtoLJMv2Lv8gXumyG2zTBwZSf0eHfVxsshP6OJSSwmR7VbcCA97LyRjE39+JplWpfeKv5A8b5UoHcINsBekghHsv1Li"
    "b67/HC0ZY5jWbsI9loAbe3P7pdak1CVpxL4gL9wRSZUO8e7OVmLOVfOA8wdEda4YnnbmBEdOcERtcIkruh09VjOZapLv5z4s8X3c"
    "DzO9RrJoGmBbSSBamoOWlA7L9EFy0dLhRglKhw93rm7R0rzw2+QWTMouLWAscdSIe2kRW1JkClfz8ustevNSaZETqt2eb/QlLgka"
    "DY9dwQnHHMVSY5VK3J5+1NEyTLQyjE15puVkx693dRceOU8h597jQhdwdlR+9pBk3jkcF3GT5WVHFJ0IWu6hvpyqjnKq8IAYrYe4"
    "I8yORuPHFAyxceEuanuSwzEFzAGKvd1iGMGs92EogB2MKC6kZ3hYNo9VK/PFYwxisCmmDD4GhG00dyNyiXHDknODwoDbj1Fd2OcQ"
    "S3sgcN7LqWomd8ZPUHcwzCZisYv19qecRMqy5Tt1pRy/t2QyVizLdH6zmYCIIWPc1tzaWCjIz3SAYpOxxGLELArSNpaIGPuRudyM"
    "4tauMouUd1DyS/HSouLLXijyR94/wB3Z0xbtaoxwWV62W79qmJkwnS6aoRu2SQk2ccd5OX5vCjCWXJ5EFn3YkQNLbnNLQr+ckuzS"
    "YrR0CP7jVUMK7efpU+raw0nhObNkKP5nJcMXUe7NV2MrmeDnCFRJDhhkq5/RB2yKqQgrgRTAfLbogVy7aCmdzV+uxHTMFlTFjVnZ"
    "bbYko6zCQtIJ2E4UMg+o98N1O9/Vrtx3gabenP1prpPv95do9vFlu6HPxV96gpkYi8MjpnfrLWaF1p6UvO6uWFySLFhy0+TBBuUk"
    "8Q/dOkrYBcXMh0mfNx4x3aAvsNN8KcluJs/kJIuuWr5cOIpl3mjFaH62bUsyN8xTzmPGuVPx7A57nSNKvBtxCX2IOb3dyhK9tqwN"
    "jt1dKRaolCb3PU9j9YYnvemHp1MyZ2xwHKYw2vB0khBueOGXXxsy8WU/u+D1mzxN3aIrenptZYvfKBmG//kmuJZATB+bWYKOGp5n"
    "P7R2OO4bgf/Zo2xjB0Pt5z6Sb8WQMUSxNCfbOa5YcnL8huRb9gMU8optW2Abe09uMc9GucWUMd4jM+RArAD5idssF7WFMio3opAP"
    "mJ+8jaITUnzIc15Y6i3wTVYiie8tJvmyMDut2yf1ce6EC3ULs7yluOdbsdxt/ScKy/t4XfGM1w8nz5irE3b2YKn9cqwvQJtK0M95"
    "2aOGAwdlGhEqsfqbobYkj2glb6QTKpgEzTY0VJIzc+luk/nTeOj0YFEe5Lhtbj5wbGaorw5jzwqSp3wV8wpy3dZdgOhkuC8suZNj"
    "C0e5y3muDmQiMbHGcDO82IYDBecvW5LHp8wuayjDeSdGWe51V7Oj0LWtBIS+BN1S4AOHS6wCBUXeP8hK3lPGWylK0GOFWXRjsDAH"
    "Dw6FOdljbGsXR2b6runryZdVzFs8UXF5+Yozk2kie8WhlBQF3uXZncHnLLyYYLXBiSyfEqrQvzAvGr461F+kHthqEIV9z/g81qT/"
    "qedpwHRm+V84n3p/8oZcH4CRPE7JDZU0UvWWejFc8oxbuzHl2LHtvSdyU8pJUth7xttL/QqzWUMxCwp/4TrPFzgzXOrnqLjuPXRE"
    "sNeF1VTJKYfW+31WV+y9lvQH7z2VsmRm8uTPWuBPbNANvhjuqCi0JUfDw2Kqk+0wj621G/OTJKDQsQSFo4aPwdwvtDsIqAQmn6uz"
    "txQGbaak8XRFum+w2DeKk6dCvI/y0BHZ/uzIPPeAvaHIflkj3ZbKiqKsX3BwzExVY/i+sqWlnZG5zzLTfEcmdd22sXf6V7IiRYXc"
    "OE6LXpM+y0BhSci9+TP+yMuhfc/59d9TsxFYyfeoFV3WYFdmvivnXOJO4Oth0S+x5A8s+4NfujVl1b2UiyPAMIIlzS5JCd4NrxeV"
    "+hId0FzRdM6sX07Un8ouDPe94IlDksthZOHtMGcMgLzQmPIhheEXTLvLgvMfYjEJzsWjsonqbCFlt3h3yoLC7kR+IYE3XO17aGlB"
    "qBlPSRDXe/1nq164SymYg0uEh7TTHRF/J4skNKkribuDMoAPQMQn5AtXUywpSkodYSnLpx1OIvUiEMYiUoXkrSlHIRdVVGgbjEZR"
    "eJ7T9hajtXiEmmBnCQzXreGRoT1X8m1kqLd5q3kH3dRr1G+mnnc7gktx+CLWsDjb1mTIdOnHXO6xIbamniu6lXkLi/2hjy0ND6JR"
    "XwwpHg+olXRF5jpwq/WY4cAWV3Dru7rrTkL0Kc7cvjjc+1f7GqfEr9oRqHUJS6OcPoSgkXrkLw5z7+srDobHSTfon51JIil/odjX"
    "wvkDZqZ4BqaWQRcy+zgNph6kjmXvSZdzenTfk84HKHnKF/NSmkUdClVktglRkBXzcka7gsMvKBmnwAVbSizkFFszJpsdjBu7mDec"
    "xMTte8+4NptoPMb2Jexi26UYWG0ihqmnoz+/7Jd6s8XGi35+lU9lMVcuZljK9eSHvNubPwpTxzjyn0WFnLuU5AhSjyjVO6fHDS74"
    "NWv7v+qcUZ1mwF1n4gBXDglXcV6Z6077FZZaEtwRFpuUeuD60c6VeBC0nioZXlTivzSMPjFkH/29FGOdBGvLxIdFo93FpVbf0nwb"
    "E0hflFd9YYNVDsPTOWHJvZwcPoMofBw27Q48426wNzPwzkbU++eVRPPzhritnQSM4SU02FjrS4bZES5Y3Wz5DhdvZdti2/JlpeYx"
    "VVJabMoS2xZY6Eay1CetDu0+JSb7sHMNH5cVZAFN2d7LAeV4jYnHY4oyHahjY4yC7cq4y8nsXWPKSo76jjENnG2jtmXSYb/PKgpL"
    "1rljaEwoGesSBZCKAdzckot4tnQI+JrSzNKhozNLczIhMwzDNg//vXakIHcUrubZSaB84EYIoWNoBcLQMS0emBRbMKnUIUHskjla"
    "US41AbQkL/UYnTHWHZSBDPuHLKeFGRWorbRDC0bzAVb+kMtUuV4wKGBwgxVMOrWCC4DhuXxbw8f2hVF3orC42O9ABPwn7UIOUzC4"
    "UrHb0oyIIpPq+Fst1HKoa0FYRNcmFxa0Um52fskIO5fHBUwZtxBW1rm1+L03s6Qs4B1eSEnwE55L4hhnaLSzhrext2EctcEqtG6h"
    "RROpSm2228Z9F2MLBsAWgXHyGUqjTBvn970Z+/2JsOIj3U0MtXW73LBgQGWBVwU8w0wEtstxdzDHNdWx7kWWDRPocTgvurRQpaOY"
    "9MX3cDLFSE6fA/ruWFJHmxl9LngepM855/tvp/I9vLkgbP+N3sAelB3TFV7Jtce8AyYK+YVAFaWjel2SUsrJDNc45x0LUOq1RdhB"
    "aBMotbTqrtEpmjfGtGFb6oDTdmEcgB1ZgHrpKNOx+12WWwYssxQnilySrdIiW+7O75Kus/6wb6SbP+m8Et1Bjt8X+70/zyEtMq2C"
    "vdkNepHBGZX9pUXe1mcKY0vmiJ/hUuwYhIY93mP/nYOKw92lHu+WugUmXPiGy28U+pxZVLGx7y7ndEroDc8OMVOgDzIhk++mR1jq"
    "zdNpp3JKCwp6s77aGcrpVmD4tzsHqcRTZ6ZQKurzgGc16cOSPYZ7MrQskJdN0dHYybJMN47R3LwilgvMH8YWjeLG+ZkkS9QfFbo6"
    "FVO+LuXCCrYNwwYZYG0bdGTBkOy+eCHq7rCXlxLBg/UvLUFflQzLZDpD27hsn640xu29MsSxZKVE6KgtcBwkmnAfzjaLFM4dTWMr"
    "3R+T10Mo9Yd2n1swxJ/xwkJpGX0hbOU5nxSuLBv/c/DLzTRzsMscxq2BcVjwjFHvcbhaQ3jCsrrlDwsP83pvpYnCZKKUY58nK+WU"
    "w0b+2JVKc902K3mtNDelaE+P4hLqZdl2ygV8YJ9HcA4L/hSjXoqiefmsmJ0o4d5sYmUGiJAmy3KHZrpUhX5HnFdmTJ9teHpUGTd4"
    "yIulbm9jmeoR5A9yizO9TcntDEBMnMsMyb3f83W4aXi2/bKLh2SC5bMfW5I3FAQ507JoFrotbs/LLccmXCquLK+4xHCT37sKuvD2"
    "TC8e267Etu4+K2JalY3E/zDFnFtQyC+z6cVmXA2NumV4Lt8y/lpGC5f5PkWdz4xktsly22wLdMxxZc9yscwetILF42flFbkDWy2N"
    "BVsnlwWuncZSuOAAD7zWn2VaP1jyryxLvtxDe0o5q3cdeO8CZBdzIK4UjmE8mh2Gz7ttyktcMTTVlFlT7T9+XBab2yyu9eqKSTNU"
    "byi/u0Axn0Xzv0f/2prstkV9CvPtl031Ngqlpn/mAng2ms51pwxscZlNy1IARGn+SPBSbhcyZDiyIfHeYkyMykzuyTBtHtlyvWEh"
    "dAILvZWS512ytuShF0fs2O+sVWGgT99g7fCsD9dylnE7ySVj/RwZNoqnzO/H9rTDlwM4y03pVw72rdeIXm7T1WINuHHfZeCB2/Uq"
    "ZNwx96MyQ6Tt9zxrj1ghmmebAm4s/ajVwUhycr3sXu92p3f5mbd7eCIMKCn3unOm9GRO7mRyz95SFk0QKcfDs0GTcFxmPxsdNHaI"
    "zcxyfDIHxK0cJ3OH2A/PFhRagRwd9uGIoGSOEm5BOGyJHMqBuhzx9LvQu8jAqM8ZH0DQ51yykalptfoeJfP9k6hucKm4sMi/yaX3"
    "3uB6ct3M0L8v3fVw4cTwuqOR/iBEoiGPEGYUdx9OLr4Vnia1K8+1ZLa5fk/oMOt2eS6/UTxybG4pTplxr3xErmngmYWlnFY6bLnQ"
    "W/mIPIOUETZPsTUtd7h3DiF0b3PufOF5Oj5SmUxvUt4BJNH3eng2mylP7A3J670LcNgpYD46k5SPQNVHACgg3pTn5YCZK88bmccN"
    "+bdygmHeqExnC8sMTWLleZ7glufZz27ks/h8rxrQDvmomRntlrHZxTnAfK5QYKxjOe6yM4VZEFDLbSjMQ5arn4eRPMSc7lyuPypm"
    "UAanuzukJScsJ9N1+BM5yVJe+JqQ2Qkxu2kVw3Kyn5IfdcapsJx8W5h+Ebi/eIxzMQ3967xzZ/LQef+FWTGSbwgZUX9Y5gv03XTF"
    "pP7H8ThJU18vOckMWSG3D5ENDuinYAUCKfZu8H3BPUDdSB7oKI+Y2NkK7qIHkbDEk/k5buu8b1yRJAnFqNXa4v/Kb8kCwrkFJzFg"
    "JutQ0oH8n4yW602yEXUXQ8Vj6Mrn9/ZQsmz43hdJ1n0uk9Bjye+dqcClscjyYeD+kr2eiI4RqA5GWXQTPkwR587ZEnKuROBl6WdZ"
    "4LK8ztFdDg3cfY58HcxAwvPFfue+w7EpNjc7e0khjyy1oc0xS1hTHsWIlJdnjjYHuWjm6FBrO5p57jH/RwOoR2MwuPEeG6Pz8T/b"
    "fllDgMGG57KYtODYUR8j++gCPGCLXY4ujFrY5OiiUvs5OWo0jkvwf6j9slLXtrDjXuv+6NH4j/dw7zd+OzpzjBmxscnHppibUdxA"
    "DrH0lL3JH8ZAGsQmil9J5pg8i3U2Ny1zTxtTmF9YlmlLTY+xhS7HZudljkWvjbVwSNvk5DlO1bXJzkQzx47IHJs3fGz2cOyKMscW"
    "3GI/pqxKftGf6LXhmmE+c2wUTybdz8eWSoPeL8u0TZt0vdZog54gTbpCZ+qJEug6Ve3SQHu0Q+tQimPfpgXSoe2482pRHK/TKtzb"
    "hfMJ3LOpnCWNOl9X4Vepc3C9UWfi/uW4tkw78Y04nu3BUTuudejbuKY4F1eRBLZHil2P410J7caX4xrjlR49GNsYzgb4i+F9DVqv"
    "9+FcB+5brP+WbtT6ff1Jj5UarcX+afkQ7WnEXc06QveR53F+Cb8a4ImHZD22MW3Be7aXl+QTKYlsI59rid4u7Xq5jtdPg8XaqhN0"
    "PzlYFuH7rai9PdGj1/CrItuK+xegBa60Kb4huPsw+Qd6pQp9+jHaU6mjJCKf4dj+bSnWNuUz4U/kBb01mKsnSYvulrFcJ+OZPeU7"
    "/VzHy3x9VQulE61YpGUYG6vFhbISbVa0JKH2/TjaEGjqP+sluxLoTrxuJevnVl2IWj2E97Wy12P4q0Gb7E3jZBXGzd4fR13jKK/D"
    "V7eTKfqkPq9by19kAvpjKkb2eHlQ6vUNtK0Rfx1q42Nj04IjK+fJxejfU2QF3pXAG9/mG9cDAoplou4SadHZ6PceXYlv29fX4B2t"
    "vk+sRwIdxPYE7B+Di3Tfse0fpI4jGSe8xNnSdjXY/A2ut+Md3Xyz63fXX3EPVYeiDV2EKrt6CVo7QLPkto2eCy5DrcdpfTA4Y3M9"
    "RMbov3S1zkV7JuvR6KdK9Mwq/SpiX95Idkd/1iX7MVsW4qudOl+eQE/tLB/guYsir+o7gL/tdYkM1j3kNTyxEPc36ACMeQx3f482"
    "NaCXbsKVTtZ+O4mxbp2A52b02HqMXJa04almjP6tUos3ZACyUuFgO0mFggb9UO/CKFyEN7XqJPTRCh2KGb8S7ajAmQ68q4e90Yp3"
    "Wt+OlvG6sbhyPLm9h6PRilk3V+eKfa0SderGMwuxHYAx28jPhXAmhP9iOlams1/2Q39X+3ndrgtwpguQZG2LYR7HiBME2CDGO4Tt"
    "6GCr7D27sgY96AGHkez8fbKYLe/RWXjjCEJjgFKb7iZrNMG5bj23Fl8Zga83oAVtOE6g7Uv1j7Kx2JsMb20hW8oAtKET5Qx+uZv9"
    "ovxZ/x4g6vtjHt4zHT1kY9OCK50Yi+X94oMujF2jfi7VuLddDYs1ABJixKsOWkP4M/jcR+L8ovsX17BfVQeKmyHpvpP+SpEeKOP0"
    "GfyOQxtPkInyMepymhT087YmzP4rOVYOtmLS4/HIUbIb7rgWPVqDvp2su4tBQj3+VunNhNkePNWFFq7H7xh8cT6OGlCHpfhGTOMe"
    "c22GN+yfAiuu1a4GNsLfyS4Yx8txVxVG7AfdVYya/Ec/xYyvx3vnYOxa8OV/43t7ote+AZ6NAVtOAJTHiVFshOrRjpMiVYDYgzES"
    "Y8Ta0wFIXIAnM+V4ebOfPrhUd8MMH4l3N/GZBjz7Cb66gpgzgXkVEIKMUjUSIrp+1fikvxIDvjWKWKcfoC8m4SuG/duASU+XPfTS"
    "yHHyNMZxhb6rJwOPVOi5qG0toLUVc9zqNZMUrgmY7HM5QkbLO3iuBteeAjZ6RrulWDaT2cB0AbG+g8V2wmGPRuRIjN1WoKOP6lty"
    "bmSdfgVYv0NvRl88I1MxyxKk1OJxjsPVhrta0Pc2o5UYZgjwpc3pTfG2HeUR/Q5wsBr9Pw4jsla3RR0mAxbi/Ooh7FEH9S2cKwYt"
    "f0jilpBCTMHoiQwGbl2N0YhxtFfqMLT7JFmHFszEeC9Hz3QDQlfrXmIzthWQU/+rxicBitmMuht1NNhez7k7F0f9vU3Zok2lt9Zu"
    "X6cfoR7rOQfQOmKW71D7nn7etoN8Afj7AV+sQVtXY6RrgVWelr8Dnld6bJGJekbE+JtL0e7aft62FUbCzeU4oCSGsTEIttEWcbTE"
    "8Q5hrQ33tGoOeLsp5L7a+VQderQRvx5AfRMxcxywZnjtTxL3czldDZYBV5wlC/BUl+aKUaEFGHvD2KvYawkPV44LiIOrU/ATIWej"
    "/Iq9tZI42HBLDzGSYfBavC0BSvgl5+OmkQT4iwrQ7xP0EnlastHX16Myq/V6aSHVM7pQizY1A8906pWAqgEyAlyc8T8ryUOuJyex"
    "oJ+6Kb7RrXuLm0FxQv6+EvO40yCoF79tgj879x54QcNQCmiIgxNuxfUmzp2v9COJkQ9ux7lq7SCH0IIeT08bbwB9cZBWRQyXIPZo"
    "QQ8Y5ba6OR4o8DVx9/7v50IT+uRKfKudeLAJsNiE3ntDlhCeA87YQE8l9BuFjaHvTX64FqO7FvudiMVX67kyT1vZf7dg7DrJ1Rjd"
    "XUkq38137SDtHq/0boVSRyXeZb27CdvSqMPxDqPZhufX6yTAXzNrUg9M0cXxaMeVWeDubfSsTzoBIRUoH47Z0AB+80jyT93suzl4"
    "TxeeWIw3jsYTX+O84zxaQXdslBpRLucV42CMC2gEX5j4L2N/NxvtrXFQbvuX4Mivx9872sNZ20XcfTukhUuk/znXQmrwvrRzlnQR"
    "7irQlvivxInpIHGV7ItvrSNWaUWfm+T0Dfqykb3bSJiuxXetDjeL4+p7ULfPcPYGsb5sJsTkSUAaEn6/l1PYlN81eeI7/QJw1AF+"
    "qgLPvSQzMEc7flV7egCtP2mL58MMYm4T49L0V77NcY4HUcpwM66N+KILHKRBzx5iEO8k3GHohRZAfh16oIISahtbPh7zrK1fumBf"
    "2lZi/pzDNuEd6Z5p1z+Dkv3AGXY0OCmDn7WcPUpKeqb01tdwewd6NkD92tDb1jdVxGOPSyNnfI0ukp3w14ZxXoAxqYUk87JuI5mg"
    "QR/pNMz0z8DHjZBPMccqUNdHyPP9N2fJSsDxheipFtT2ZnLP69HHNpd/0OH4/uBIjb4A3mkEMP1WcrR8BF42BjmrkhJ5O+7rZMsT"
    "HJ9ZaGdArUNACSdOrPSVvE3M3kqoj0HGU45yglTiJpkJvmo5MU07+FHrxSrwH7eAwg0jfU+gV+Ooi8nbbZDkG/QqzqAuviVgT1oN"
    "tpIfiN0cDozpOcSAMUgFHZynGWnkLMNMhwGP2dvU08bNOEvaIaN1cWydXGPS8DDcafd0ot9Ws62Oz2ojXbVRX0fuOYD82oARtuda"
    "9H75rB9I/BRyXrXOUMcRd1K2sfb1xyOl5zrT83y/hhv8NVDVjbccBhhxONfdsbn/YrpnLpYXAd1XeglyGVpfr52EmQ59GvBgWguT"
    "HZqotWqBDDpejHNo00I/Vk1a5XGzSTAz9BXAg/o+Mj3JJuTLWvVxyNNG5WyUlgJvTML7GiHZGSfWSqlnM2n2FGukKPvZJJiFoN09"
    "uNNG53zMHIPYTWSixrwWJEZ8E1BOau1HKrA5YzxJV8jFApJ6yG3YNZPrd0BN7yFVrsWomM7P1d29x8nbXZS3MyT9lasgZ9TpXwGf"
    "qzHGJ8vLqJ9xtuv6qVuAuaXk9NVrfNowo+o8NhMvaQR+TPcn7C/VXqnb2mZHf5QOz7/ZPP9Ncq7ZKNm7YzoAslanl2at927AfE94"
    "3CGyeRIjC7U0SqhyeGYte81pq85jDbpA/6rZ58bR/pM6xs0lxplUoY4SBhxRa9Xv0YpO4J6dQWm/9/S8CVSwRZfK38Epvw7puIVc"
    "oMNv1lfrcEeb9uKO3hm0mfT8StzbBv7pR9D2nYHbjRM0nd7lch2wcbdeRl2AeriKccQq2Z5pqNkpXrLoIE08Str9qBhFvCH5rTg4"
    "LO1Xqt6EI25anExqcUwC2kgy+uVu08POZvLzf44HaebYOM1tjDxM4GH+Gc4ih8PbeIfxZc+xXulh9H9/5UNQh2bIBoEORW99R9hr"
    "BWdVwZnVA3kjwb5MUI/mIG8l6NKH8gzGxmnlayC1/k7WA+qdlnR72VGEOnjVhOfkAvAmpi0LdV82CvtILUewi9jL6RatV/4gxuUZ"
    "vr9NH5a7QAc7yCfUg3IcK4tBh6u1ALCYIX8FNl6jI/HNewEd32ulh77dPSS6+VjDeRnXF/GWDyRBLZLRnxq0+VW0dkPItVkWT85l"
    "BfV2vEsX9+eRM1qoP+rB8oqOx1vm6aiMVZjtd4B/noX730d7TpOQNtrI/pbj3YMe293j8WryP2dw5gegglXk2RyvVMk5thP4zgZA"
    "wlr0bTWh3eThZsjha3z/dVCfHgBGTxKnU9sF9W7R58EjnC3v4gvv6xMyF5JHVJbqT7rRr5qNr8psct0J8iHdHuvPYb+le8bufE5M"
    "Uuqgxsj+jGrNRbuzObrqsX0X5RzjEcbqm7inldpw41hNCq/SiRGDmYU4Y2+qQG90sS5HoN/uwrcqCFEJz/Nav0XF7EpmJ5oCjNaA"
    "PpyB+f4MIGU7wMyNcgt6dqmehZFT3QsQVIc+3EumgCqsBDYznHuPFInpL3YGrNyK4+kcl3NJ8YxzVY83G3B8N1r7jp4FTu50MavB"
    "NPAza1GzUtoiurz+rhpfX6z2JcOsDeTdWsnL9FBSsZ66FFinBZivhb28CpR9tZpN7N/gptfgnrXYrtPp0k2ZxzTb36LnBvU7pnVJ"
    "e1Ao5x6E9/fPxw8EvttFnMbc6V/2kCovgzsJTVlzR+f6lw7T4530zwwitughhBjlG4LjZuop0lP0mOagvJz92ub7dCBq3dNPrdPz"
    "fOm1ulan3YkXQwye8PqXfIyyWVBioDOmp14FfqFdbxWz112BGbuWGsx2cmsGFbXglD6U7c3KqMMxW1cD2tqAPQYDw339q3jL9HV7"
    "AXV4Qb5E/U6Tj8ErVqOnzgHmGydfeStBiK3jHOciQGt6O8bG0uSv7Mgr4mmj2SQHRqo412v0SzVp3bT0hvUnoQYHUYKvAgVvJq96"
    "IHU3/dHgdKNdB1zbxhrEqBOupL7kE5xPT2XSP/PflRvvxDjOAO4zerBCrwOmOREjukSNd/kXeW/H4c5HzWbpRMiNzaDB09Efa1Ar"
    "w5FVtCjtL2ulqZ+6dQBSlP23kdfBddBKHO9nlqzD3DuJWoQej0X3AGS2A4ckkvPU6W5tnm6H8bIxf1cvFqehbGO/GhU8Ujq0v7nd"
    "5eu6hYRa343Jt6bXU/SnEzLubj7v/p0087s9wJO1kMjV89wxD71KjXOP5/oSKdz6Tl6LuhbzsxNjpKQnraShHdQ3p6+B2SjX64BI"
    "G7FBM+QkG6f9wfGIfJ9iS3Olc/8/fG9cj6ENyvGpCer+u1nfFp1IG2/g6ZCzrb8obf306C7kTGK0dLfRPhIAgpr1VLTyZVCOraSb"
    "PbYevT6LNsUYtZnPSRst4D1ev7CaMkf6WjfqCJmAeV5P2cvsvHvJpbhSBbrY5nlsp+Va52Giw0OHu/YbCSUhg3I3Woez1+oIier1"
    "3r9mzv0avncxoLqeku4i9EsV4KtFl8laYC7DEl2kfGfJVt5y1EN6PV1+ov03hv5tRL3tzho9FpxWQEu9eU9M0LNpYzILwHhggio1"
    "ueU3PFev29C6NdfrxRLe8yTUne+Jr3WwlL4PRDbkVjemPPiIzGI91bdSqUWLgXY9DV7nR8y4Lp0kl4DHqQJPeJ78oDPVcNMyXSFT"
    "cNdcfQT1W4r6nyq3oN43AOpfoh+DWYZmkxtYgvv2k+1lL/RDN70n2qlTvRjUq1V/0FcAGddhhnZTLigX8zuIUbJOaMiPJ/BWK5dq"
    "+3+dc7gSs2o9bR1mdzFfni69Rjo4Sn+Qf2LuVqBWD6O2n+p9Mg53/gfjvFQ/wRPmn/QtMO53eoBM1r+J4ZtKjoaDXxuVq/D1avIY"
    "02g1CTzUK/i9etrhu4Hhl1DL3wYpqQW1uRtveghy7H9bh//f7Lf0V6ZjjlZrFUf0b3KEHIr3mJXwNfTtYs4JN5NXcPukmP0kvbTb"
    "H9c5G729iJhsGeXg6/ClU+XgX9UHZv/altbIdu/r0k0583TqHWvwnTX6iKynHutazJtB4AKaaa2rxd3/g6M4pZYFwK4GS6/QfytG"
    "idSoRRNx5im/qq/Ndywglo5Rk7efBNQBnIJ5cybgpJnzdh1wRyMtGNPRM5vJo/qxfsH6GuapxPXv9evISi1kK1Z53NtJOrZa92YN"
    "4ilzbgzn3EvUvqe3N/5faTQb8cQifHGtfgH8swCjdaLkka+8Up9C28y6v05LgA9Plw90MrDNfHCQvdilCc8YdrmccuZk0LgO2q3W"
    "oW+GyY3gtn7QryBPteG401stnTz/O9IE06+b9Omgtslb7h4T4wbO0lswh9foW2K63p3lKGCLTlD5qXjC/AMr2HN3i3mONejR9GhZ"
    "gGfXAtM06tOoXzXxzfP6mZqW8XPgmMPJG9fgfcvwxHe4/9+49yvg2j3E7FidkE+/lpfAC5oP2DLdWt4gf9ihD6JnTVMwDvjlW4zu"
    "lsRmCdpzGuiNUYm2LhTDeTejpgm0Zht85ffAu+bfUkXb6EaYw47bWK7XU5tr/KH5cAh5FWebP0x6baKX+1Ib9YZ2x2zQfvO1ugDv"
    "qsfTr4vjmurRiytAPVYB7gJPdwJIEM7m1U4PQAFenofSbpS1W9FjlWhjE74/BG8zrn2J97RrxP4M1LBaf0KrR6N2S+hvVU1/k2G4"
    "8oDuwD4wn6katqFLK2QueKr/K5w4Ab16BTXZ18g0yqVNgJc1mif/Vzg+vaT3323pr3lbf9aXbu9nEaRonrshnzmfvrj28jRbeZjc"
    "WQLta5cKdIA00FcwMzKJPNcLtE00A2YvlfcwSyZi7lwmu4rzpWv3msQLyUX/7/tgEepXD47JPA66ID3Uew1YK6DRKPxML021EXaX"
    "aL7Y9lXidyWd+JHvbKF3ZHodV/oaPAEq3EaIrwe015G/qdE7wL88LGbNnkvqFgME2nycAMrQ1Y9W6v/HW/6SFtRG6wpxNtouby/o"
    "pl9Jeq5zGsanlnYJ08aZN2Mnzpo+ML182h+VOYSQpUlbdEBbjNlspup4fRR37Re5A1hqHTDxT9oSHCnPy0T01xpqI0xzVq/mozZF"
    "Xtf/rtdEPbn9OtbJ2VNjgMVujekvMELe1voTJQ+TexbqYyjVqPmWLJOz/8uYwuCzm7bnw8EptOobkiC9qu9HMkrv2/qwmB6yk2Nq"
    "kPsZrc5/lan92LfTj/Zk/UDnYLZmyGVyvuwNyjkEY3cqJBPjpbckZ9Gq69EG0/6uxFsngtKY3mYl9uv1T7JK/4O3nQB69zEkrAXk"
    "u01iqUMLbbYuBt1eR8+PblDHeXjmJb1NzDZ3PFrSHxwo5k1r0q61XjXpk9jrEyG0jJtmQZOWAifRhdrWbbxv2RbyJb59lHRQf3wa"
    "6HSVXgkOoImcQkBNiHGEV4PaGz7s1KZ+ap3ex+zXcfivybXEvt30ZjIecyJ63OC6jTqfwGv+lXrLGPp9HjBsN/2iY+Q5jctejl5a"
    "ouk5hw5wDh2cwUa52nz8Ry19/aopR5q/YrE0MpqjGnxCHt50NsZYPW9p+zrCVUY/V9JrJ9ND/Bp9GaMyXtpoB74QOKUCcG18tsFu"
    "PWWHBDUCIldINS0A6eM+0nsUniBfobUXkmp9Cw7WPEwmyBzwr6b5raQHvWlNu6hdWKdtEvM2TvNtbNcH0JbdaLVeRa93Z/dN0IvP"
    "9Jym3T6MHnvp8ejbmDuGbfLRY1Xk3yr1bcZoPIbeakW7F2Mc1uuXwAIDI9N0Cvrkf7wOySJtOulHYpxyfT9zeyoo5o/Ayz/K7uDH"
    "n9Gr5CL53Djx4AtI2x9JLbi3zwFJ1aATJZj140FfemfXYo0ky7nAB06718XvRNiqRuC1Ci3DSNVwrjyFq7fjrYehBrtgXh4gpp1Y"
    "hrpeh7lSEHlfv6QX0RjMlS5Q7vWkY8YdxMCDK/eLkpo8+8YA6dXr2b+bqVXciTNlBe3+husXsV+sXlvJQE87494iFT67VZKqBknP"
    "e3fGaEFEUvWHa/VcmYRWPAMqPh1j9RHw7lYZk1FaCwnxJfmNzEZrp6Jtq2hxXabvYBRXe0tTQGnnXtQxIoYRPtYTIicBp+wv/wEm"
    "/JcWQD6ZoLvhqfQjNwGS2HDQyChwwMmY6cfgS4t0dWQcIHa+zpYV4G3+BM7nXfSm+V4PpTfZSlq7EoRDm+XmUfEOalsLPme2/gt1"
    "mAap8Au9GGcq9c8yE9f3BoT/XkvxlZv0G30OEvsIXRgJIjFaSPaQ0Hq8lSS8nmUOnm2nX2tAXmcwWnGFNFF3uQI1aKdPUg9p6Xry"
    "aU/KNWKe7FNoOa/BGyymZg6gYWMxL563UPPr5fzITC0GhzLBIj6Aa3uSMSoBahbTk6i5Hglu/3Ng8QZGMB0GmWM45EnjyKrxFhv1"
    "Z3Dfe/Rsc3rYauq3PyDNvARzd5n+FuPXokfKMGDyudRz9BAn1miWh5b1pJ6r0W/tslxvAPRWUo47Vu5Fy9dqqTyo20ZeB/wbN9gM"
    "eXI25bpFnB8Ooqvp71OH/tmDGrzX0Nu5wPLz8eVVeoH+XY4DPoli7JyvSA/l327grhofjXY8enWGOh29+Xz8TcyXbzreZXzBfh6T"
    "HyTOO7eWbY7r6YDXOwYcqDfKY4CbLB0M3mAReNE3qF+bR4pejbstUss45gZdT+y4Db1kQ0/mUKffSBr3MGeUUTmzOFu84PbAcRXs"
    "sVr0wUpAlkUHLtLzIPfPRw+tQF1uRN/Nw3heF9kC4/SDjgNvYXJ2NWHeohHNKrucvubpLV09xPQBbdcGgTvSS3cOcEq3bibHSoJc"
    "eQM15wfLUuKUdvBJSox1I/bfon5Go2oxi9Jf2Qi40vQDoyQzYtxNI9qwFDzMP/HGN9FHjRqndnEFPV3N7ntIJL3eP64vyLeYY1WU"
    "Scvx1I/W6mAVZuq/0Z8md9fo+eihSWjX9jJI9pXvdKIsRGuHY060oF/W0PK8iLK5oyNx3ZNeg/a9A3G8CvQmwQjBhPfvC2i3iJNb"
    "nAUMtIazsRk987jYuNdrqmzxd9Lfe4n/msgvjNdBGMfR4BMekuP0Qd088k/dQ5+OJLzvgbXWZnuj97lq68dvPf0zN4OT+rtmEPJX"
    "ApIvFBu/Z+jz9JDUEHsNkgZGx3SQt2rUJ9HWNupqBsrBgJBK4KR5mF3mBTgBeHkeaePvxTQbZeilCvR5l+4KLn8C+qgZ8D2NY2i+"
    "36bh+w/qMk5crFY7IwvuAsZfgPovB/9UlZQ2ur2ncBgzp8RuLdQbGgeVI87fOQGKbfd8SsyVgWcXAbvUqJNQrDeuJw6tJz6q66du"
    "Dn90c06bTHMiqV4M2K5T11HKjtMbthV/DfRA3FXOx8y+Qg6XR0HZJ4EenQa5/Ek9E3ipjfLicBmP5zrI5xr8nEGuxsn/pvm8Vpzt"
    "y/piHebpyzofPNGWGIsPwe3kYF616iv04DCqfSWjb5ahbhVo9U7Sw35LZx2bgycWoKZZsiM4kThbOlDOE6NmazBmD0oX21nNHr5C"
    "DJ8swNuNp+smH7aSkbmrUPc1/fgWdQIHxX1UqPm3NrLXa4GPvqfGYBH5OOPoLbr0GmnwfF7ASI1rMeb1tFZ8g/rl4KiGvOrJ9Me7"
    "QozjauTzxwGfDgIungse4Fp5DfL3QLSgXtYF03D3VNCnap0uj0Ae3l0+AP44E/PL9A3vynyva1gDnrOJ/ddJXu80+Qc5qArMhY1B"
    "zw6QI3B9Kmj7DNRsoh4UeZr6jAPlVXkOddhRD9azMnaWN/QIXYUxfkc/l29kbTAXo/I5qNTxoDBdGLnvMZMn4szDclDEUYkMqUla"
    "BCNyEDnyFrazHlDfiC90sJccZQi8vsig/jjGyrkZYbRxEWrUSt+0KLDM9eQATAuX3msvvVRwDuebjefBhOsYdWpzUYspgMVczOk9"
    "QG32lrvRljsByT/qIZQMnQ5rBN5jPkjK2TXQ6+TU65uNB3UxZ2cmeb7NUuJkHAztqVPldtDj/cVsaHP1FozUTfKJvkrKZ/asweJk"
    "sDYvdSXIiTrvwA5wYjHv6Z0tPX3inbfqE++8ADTF4cRuarCdBWJXYK9yuUQSfLPJgPtDMq8j7L9OvVM1yoYHfgMcaDHIx4vzo3B+"
    "S1vSwmeYP4cxx1WMFo6RLgaecz9ZOn2sfxclRk3ae931wyT9DC6F1LMNIH0O2jlStpYrwEO+AI4iP7KJnE4MZjz1xvRLdhbFGn2d"
    "nlQzOWtN7p6Ell+PHu3AuYMgXTQBZ28X+QL8wiuAnHH6CHjjXBkc2UE+1E91K4zCq+Cd38Q7nwWtP54UppPxcoGHyNXEflPI8zYS"
    "urf1OOEi3j2FWjDjicybs4FxzS2Y+02aKlO4kTJfyWbGzXyFOdTm7f4Ob3fi7Lv9SO+vMOaxElj89/IX4McE2rsCGHqm1sip8qXe"
    "h/EpQavu1UbQ9zNkG/2pH2xp1OIEqeYoNXFsDpMaYur0UUvppd0WwHIjNRwTUMtq/QfaMlWng9eeJcvZN030QGhmnMhytVgLyyPQ"
    "Tuv7TVLPaPgu9Jrz8LVertAwjnpjOVvaCdk1WiA1rMOmEqO1JEZ63N5PS9PnjXiTkN/McW2lr0M3ZsTnwDOXAqvtIFtRH9WsxXIr"
    "oGyJfqH/FPWeofYdJ7VsLPYdwyfZ0kyeqMdHhZhtw2nK0mvQJ0NaWe+lyDjjnVYS2+wqZfSVCag7bGEbdgPvaJzKWT5i3/HvcS+f"
    "GkU9QIzzOUMG0BfSOJOLKIW8BWx9hAwCD/amnAfubkvA93Ogi/PERn8tfXEd59ENqaOHnikOrzSxt/eSMHbERZSn5p4IUiKuOzD+"
    "b6LPDGOYntYk8LcwptPwhZsx8z6jF/562jbbIqtYamdLzOcxII+X0EvJ25g8eCx6dH8PdY1eF6neV8bxgplymjhPJqtJDXD2t/o4"
    "KNn3qMVSYIeB4LY2Ac57jRipQ99nn33DGMcqSrIGy3fTeqi0mf6Hes2txfnhd1Fv5viyGwhPmbKeo7IAd80jV16rH0i3jzWu857Q"
    "x7M/KomnwuwK9+qfgw59NeM6yMxnRO6KFIC+76B/0cfQa3XgnWZFtgSeO13P1D8BNy0C1HUFccJ3MXmNBnXxwzHvn2Uz7gHWbD31"
    "9W2EINO7L0btvqe0/j5gYS56zSxojwLbvQuKekrGEJmlf0TPTkJNanDv26inWbksm8Vr5MdeYkaWerz3M/0T+MZsuRHc2T3gLb4E"
    "9v8Cz00AvE1BHUxeKwE920Eswv5qerBG5AyJ+/psRCmrlT7vPWo2FqMgc8H31QBSK+kLtwT85EQc7wrIbEZtzyH8tgILtWAUbS7P"
    "A9R2E3Nab57ibWHGubSBxzLObiPMSPNo350+h3MAs/adWcnvVIBmL4TU2gIYNLxyKS3J8wkPp4lxXOmfSX+lmxJinGO/MyM7nP+V"
    "ye85MgW1N13pMszqkfKR+THrAGknpuzSDk87Y3o/6myQs5h8t3GQjeAP95Nz0YsVGMPp5AdGc16YZaqdmNlFZVQD5t8X05Mb39oA"
    "HtI06ksxLv+QtqTfSpdW8u4vONc6qf/twVsfkd3YMrOtrsQ7J+C5C0DXt5bB8hbG/l2cN0h9UpxG1c0Eg+n9k17vP4E/XQcqWg3e"
    "ZzLm38dyMi3fGyf9kTeS0C8ojGdfBK6xFrNE5D5ZTyh6H32ym5wve4FL2RXjugJQtYQ0zTjmN/DF2ax3B8asHu82//ATMYY3iOVI"
    "scjc3eRSQN/zmDsngSrehHMfE+oqqA8w/t7m6Cr6ln+POdtCSraNLCXW7qRE9IHXtvYAczr/0Ubvq5/wWske+o110ad7H9KkVkjY"
    "DdQKuRihtfhbz2eGyYH98DvptRGT9Gl5IDJKboD8cpp8IE8Ep8p+Uh2cEZyPtrfIwMgjejnowAFyMPp8OSBlL1mOPresMuvQT/uC"
    "DzhB6jAy0/RcsTi2ODXhRdRpfofaf8WooKcByTFaUToYhW2yinnMnCT3RL7RnSKn6/2o4fJgUOR2eUBO0iWBUenfiburhfEQNrfn"
    "YdxXeo2o0xu4Fu/qPVMSHgMGPgvJJqJek9BBijwZ76nSrEgFo2/Nf3cSOYuImP97A+ZPnPzpQHkMs+dUGQ3sPgQceQZm2Afo7Qvl"
    "edPaynbAeQfJWmopl5htSKoZX2n6+7OSEUHtqPcgcRbbZs4451NSjz6oAVyYLdl0l+VyNVsU4+jbHFbMnxjgbzfU4Btw76vALbyK"
    "cbwG358CGeQkzIoaPHkW+vlHYI0BkJVb0bKpeqM4z0+Th7ajDXwfzz8YL1RBb/EO+k9vSV/0U8QkkOl6J2o1mBhjsDxCD5Ip1Gs6"
    "qDI4ypTQFuWg6mMtkxi1II1sVSfrfygwzAApxkz9JsjGjLoQtb3ZPDnk6MhdwCyrcPdkzLs5aPmNkFAm4849QTWXUduUz1iTNlLh"
    "AO9qp9SULiNLq6wjFxQwn8NieukvB1TO1d9Kq8+dpJ67dnpf1fSRJ0uDq/UeQLFErpXz9UaLnohEMl7Ww3xUqot7NUuJjedwMTmq"
    "QKqotzB7zyrGipvfxp+BJafJddJEq0gTMVcjrW//gzH6EHuDHfMXnSytlMtbyDXsiH54F9h8PzlBb4AEsV7G6BWRhTjTAww0D5iu"
    "Ff3UCKhtwdPL9WB5TlYHVVKmV8sCjPdz8nv9VnbVnMh9UhXE1fklNUNa6ebeuOgGzLkO3+rxGKsVrH8csGa82DRguYvkKNR8V3kI"
    "XKDJ/o+R036fmiuDnlz5mJa8tcDeV8u5EkpeylwKpjEUcpSOd3gFFLcCdf1GLpa9gTVNczOVXLCbpVOp8bnNy3fg1kD1qugRHfcx"
    "hA3AyX+lN/b7ugO4gmcxNoUSkxcjt+suoB5/gTS9o5gGYktwDT+BU3kRPTRI/gbM+i4kzE3kTbR7vs4C3ZwCTHcXWjlM0mc0+mPk"
    "bnr01QDOzRe5Bq29h3Zkp22KeD7xUGn1kpdljJnNaEKjtCuAY8x3ZzFqf44clvSmiREnZPinq6ifFOn23geBhnLg3qhxm4+ADjT8"
    "6+SVzeV7PQI1iesFsj1waiXG5nNwitfRL60NcPyWOFmlmtpGWhBApyyi6XXZHyN7EXisG+V+Nb+uH1C/dcw785JUM6dXE+C/Cf2z"
    "DHjPoirWU28yk1LBo2IWg08x7/eWZ0GJntCvMZYdwPKDMhoDsxZYJNkP1F23A8IN09ZKAz27TKr9nRgnlyfTwXt2g0f8FNJCs3YG"
    "A3R7eRhc36ZyD964beRE4IjXMEvGoVeNc9g0Mo1RS9uB1k4DtliBaw2Ag0cZ82Xe0H8GPV6HGr8kbd53NkGthkHPZGCDOOtvFLPW"
    "yzPXU3+jtJyPlSFyD2beAIzoVpEf9CPJ1Vv1IMy2dr4lRtmqm9LqoxyRosiT4J6v0Wz9jT6sJ+pD4Ax3GbClDtLCSFtguvGIXCXH"
    "6DGQ79q1OvKlXow58zlGbgmo5edoQyU1o3tHZul/0KaX0Bem/eogZxAAA98ufwbsraDXxArMnnWYISvomXA8evEjQNeJpFgxZtRL"
    "MI9SM7Vc/XkdfaxvYIY0Yy5shrH8I0b6SFlMffR31J/O9lGTplvoxLdN03Q4enlXUu8EbRcu+2EMvWeRC8aplIhhuN3EYG4Ro3S6"
    "aWWJo1+uoJXL/ir0S+Dw97WTkt4SbQVu34RxGGuI64dzrFuI/c1K0Aw6W09L2UMS87nfTBexlDpds1L9EMxEjW/WPSNTAMcZ4AWz"
    "UdvB6KdntRxc/rti1vZP5RvNAndzLvDEN+BGjkUPjAdXZtnmbpQrIxN1NDjJL7WWNnll5GMnZdS4XiKuxen4qvRXHpADMd6T0LrB"
    "cgug+2XMunLgl9vR97szY47FUVZpC3XCRpGPEqXe1umbBshxXnuynliwjfGMAbhji8qf7amR4+tbyHN1Y+Z2czwSPlbNor539ZJz"
    "R9KfT9EnrUleyXxSXFYFxyOZRTHD8yJN3qehxed/s7ceKeqj3no8PktgLI9D+5t0c8z1wxmzHyemTK85TX+lXPbNuFCi+OaP+gAG"
    "40XMop3lPWD1DPAK10d21tPRf0P1YXCmkL/BE2Vj/ryXsQ+41KfBnz6EOVUMzDFKDtPTmPfzRJlJW5/xX0dBctwb2GUN7Q49zAHX"
    "Q2iz2LFlgIArMB862aouP/OtRy16voSY3PEaFeSgAu8fYbzKT5BnotSk7CRN9EAx3yKjlqeL02J1ke/bhRbAGL/uoK2H1pEEqLKz"
    "47WB2/s7sMJW4Kp/B7xwrXwf+RwQuo28JT9h/i7VQxh3e4H8HnRtf8rcUzTMnGm1MV8YiySwfBnHUsrdFDMhQjnZrJWWPbVTnwMk"
    "GZZvY++Y1XRQxOpbRU7mPL0EuPiv4CDnapU8qv9CPd+OvBgsYGTVDbQ1dEIaaKIF1yTaBODPLMkdjCStYlajTYBzFmK/nYS5BhQ9"
    "fYznjlfSa7fHa1o6qZULvO34I7S7WZ+GHHFnZJ1uDRw3X5/Sv+oY8I2lwIcXydP6HLjCvSQKyjVAhuhVEfVR3+o1Yx3oKaftqgaW"
    "bqQfVx3GYDkzk60EnbcvnyM9HOeAGlgXS2Sj9bh8qS7Cs9HDfuCltAR9eJo9V9nlo8tNAzEVfVfPq3FS4ICU8BtxfL1hiH2SMV0B"
    "Oeegn35rBXfpZpjhybWc8Q4rDwAdT1Cuj/t5tB1t8g2Yv+bBXgvoWUcZa3dA/PZiHm45cq02B3PB7+8bAW4FzF+mE2SQzJX0LV0F"
    "bmJHQN2nOjjSARm9A7Toey0GjV8L3vMlSAQfgbouxt9nsi9G6H213DPziKu+EdN+LiWNWoz9duD+tosUyA8Y139Gvgb1vCvYROYH"
    "XcEbnoNM0D+jw3ti9qRkpvulK+5fJCXHzOYsmZ/BTF0pj6HWC/U88Mavi/l1ryJ+b/S+dOXSSunR5dCy+MaxaKuzbm4ByrYRqWsE"
    "uMl8xswXIkEevQ7vLxOLwZmM8Z0EeHTxSsb5X0JdkosHTvXLTP3XSb/ivSE1f8d8oqZZPkFeBwx/Ai5rLTn0aSgZVV2Mef3byBKt"
    "kfd1T2C/erGcCBX4zdASwPAqYIFZqPk/MAtnYjyngYpNgMzwKnjVTTEvjP+2EVtADaXNjKtRwyzwPhtHnkE7nwCeWSjPyA3ALbPw"
    "1v58aJ1XrNOruP4/kPTvSpkBHPgMZfP14FHOQ3/NoNdyuh4wW8rp4CcyxOIffwRntD0w3UaAwWvwdrPvjvLyqsPCNd73aX9pSnq/"
    "xpOZmPujJZbpRYFXG3xOmlZKMN3o+cto50r4fLvqY1PneG/x2+gFGOa16fG5B7u0ysuNMb2U/n0xSplN/Xwnn1nyWvC9HkKJZZYB"
    "v44eaJHnNhoJfPYsIOoYzKh9ITG+pidgXOfKksjr4FDuRr/erP/Atl33kodx52fUm1l2o7UY0zZImMbxTcLIr2M+li7SsCpcWcJ4"
    "jDbgs1MBacvQipV6ceRTnYknpgHj5ekffD5a9+9QcbJiQKq0Uu8R52vbTs3fWm/R6PCe73HKaYYf7sJ3tmZ84y9BvJuVs3F1X8Dy"
    "XEi2p6DlE43bAYxeCXmwy8/GuJfATL+ciR76G2ujSanIePcnCZ1VgHGXo+Jk6aCGqAdtvxjwWwD8o/49AbWeSi2H5THaUUoxFmfL"
    "8TJYm2WEfCO7yPLgPHovN+l15LxOYvTFlhj7OmYYT3dlT+nSXom3lTCzJSMRDpWtZQdpIF9m0tg6avLXgT42AfecLrMIpVWQAjaS"
    "38panyM8nf9o+uwDraDGrZwXHToWd27D2JZOPVOOljv1Rcz274FTLsZ+JOb4G5FcGS/Oo9H48Frw/l3kqRuZ5abbe/gZT3qhj/ju"
    "8hm3u8iJ1nnt62DOT5Euz83YnLiROe069Xnman0NNWym/2ezz7ppfNIoafH5IRPe0/JYCf1rO0hNa5LxqnFvj48AbsrxzlNko8hf"
    "AYH7yqmMjxwshfIjsFyX/luXMHKpDBRuDSSbRaDYE/RB0LNuuQk8wn3gnraPzI6cg7n0kv4Txy5P61KXIxjSiMHTS9R+DAT/avK8"
    "RZmZlnYLWpJmgpuNAcYb9Qd6uZhvQI/PO2VWneW07/UQfp2/icsH/wO+MUWHA4YW6df6XuQRzNHPdB4opIspX+np/+EpvMDhgI4Y"
    "vUpmoZWfYexPBbxtLufj7xbQ+3G48g542a9Qt01lAXjiLSJr5N+ga9eDMvyof9YjIqeD8k3BlecBeYvRp+fJdMBevtwgxvMeiDln"
    "md4+le8D8zE9HtB6vfwTcsp4YN6ifnLOV4OedGgx6j6B+Q1MGlnu49u7yCnEqas23fdv0ZbbwZf2+IzlRjcPBj21KOQu8nznSRc5"
    "4wSjALr1XnIbn4vRsrm4/gVqMxt1uRU9sBTjPR5cphIDONlM1cUz78WM6TNoTWpBP1Sgt8xvwvDCtZhB98sRoDIfMwO/ZdmzHMyL"
    "9QPIYZbh/W+QCpXcdkAsEfORYk0cwxgj4dqoYeik3W1rH4moSR5EPUcXJ0XoIhXZAfePYzSExZRNAf/5PKDzGNkTFHI6/SKK5FC5"
    "gLnHmphvxuGrPUG1nHygXne7G2iZev1PPWW3hZhdO0shZrb1innszISctEruAXTNAK15VVroxdeDHnxNJqPVN4OvOFFuCppldlCl"
    "L8o8WRVcLRfi3ZmR/qIULpSE17N2+zUVlNmyKvU9bWTeXqMsB+PuhVwH4Fm842Jx/LXTeou4fBgxam2cfrOZ0HU77cYt9OkLPOWN"
    "e0/4BHCkyVzjdJmYJHwNJPOWYKy+rofqlpFj5fSMBcA/9ejJVtC1E+Vj0JJajPgU3Tdyu7i6LiJMdHCViBV6Pr52ELBivmwl7+hQ"
    "+QvqXQDOZSqkRoOhLWUbL531JKPmA/KrTpNnOqIg6XvrInJ+wmxcjO/UajZatiMk+2W0pG0eeYe+wRYbf4OMAsS06fOYNaMwqy1u"
    "02BrtnZFZtBD0p5Zrt8ANoqklnPB5M3L2PN56Ns/Rl7h7FuvxlNujfHswCxfyb4NmInN8S3rva2om/1biXec6XPUTiHnYtCb049l"
    "yMFhC2G+GqN5oLioEedBGPgosE5qoeJ6r9jsn4h6/KTm8fIjZmGRvK6fUKa+WMyP7TlwM7Mhhz9jugTmYXxcLv2FXJAhp/ANOJP3"
    "QT8MY30FrnoR5uo/NUu+AIfYirqZj/ymqHcGOVDTXy9Hex8jFon7iGfriY/8Sgt3S4wepj2kQJvISPTdJ4CJy/g204EPZPS5aRSn"
    "6l+BD/4AHukwMbw7FZRpN7kIHOknKO8j06UemMhyJS+jZv8EMRz9OujRXtLtpTzHu9SSsrcB+7R6jia0xpv+xrLiXQkerhBy6I5y"
    "eeQlXRv5ELT5b/okIOYR9P/2cgLm31RamHoope8hZoW/DkeP0b+5ATPYdMuFqPHXOBPz/EPcS/0GB8cx9+ZSSPIx/Rf4+ivxjTmR"
    "0ZhRE4MnMHaLUIu41wUlPMfX6SXfB+VZvH0lrWALxHL8VXDcm5ip6hzPdXegN2Ie+/XHeedIJXM02JhXkPLGfRzXdxquKmIxD5eS"
    "B7RI8Ww5ALLJaHzFInBfl53FVuAwDcF24HqeBP0+FD01BV+9Xd6CpHm/ZETqPcZxI95Fn8ld0WPHYYTPRXvbAJWXoVYVoJ0LvO27"
    "C1hlHq1/JXj/T/Qi+Qcw6TWRfeUNXB8kxvVPAm9ueKoV7Rju9WHbSTspXqe3c5jnUA21RS4nWSfncaaMAmzUgdt9QczvZEdINmNB"
    "OZdDOvoYXIBh/WmoZRNpTpvX1J0OODHObq6avuZC9OIDzKJjesEv6YFuLXwZvZMpPfxagj1p3GklpZJucCdmSdmZqx2YLWAM3lqH"
    "WTSIa1vsJZMYwf00YK3Xt8ik5jB7+oGyktnBwyj+LnBf4zhS9ZiPwuw8iyj9bUmrT5gRMfQjNiw0mx4JNgfuprf/EPDaj9HryqjH"
    "PLRvMr7/EDUxtbhvJ0B93Hs1GH9wgvTQT6QBdKZSFtObYC2l67jP0FwBnHqTGB9n8lidbisrmKO+gXFmCwD3JqMspaxyIqHdWQTW"
    "M3Om016/qBOkWV6NHG86i6Bcnwwui3wP7PMm5tzx6IHxGK1mcFY2Pq8zKnQe6Vp6GaMbWMXNx03EOMSDqc0z7c/dspkcJfdpFCAz"
    "QN6V/MgXWhVsHRmLfjsVo765PIjeHQ9YuVVsVaIDZUZwizivaPMUMPw3k5L8W0oP96BYThaLLCqMHCXvAx/8WVcHM0i3ejgXu5lz"
    "8xTq0t5Baz7F8RgdpcNkVeR3eO4MeuDlYq6k9wuYCNz+hV5HPdxFWgC4PUJK5R25Bb1r/Hynl8zqqQlr4KxIb2/MBATU0oficnDB"
    "ph81D9Aaxpek897ch9ilkfrwZr4thje4qCqTOA8HRK5AP+8JCeQNMQ7P+NgZwGNfAEr+rONlIWDtI1D9twBxb2Y8Bzz2g+4Cnncy"
    "5sBVwO87o+f/jv77C7iOas7d+YyDbgHXWEWJ6DlpYU7HON7epVeh/p8DQ67VvSODcWYWtStTIG3dC/pwtl6Q8Xd919sVwxWhTGPw"
    "IN91wkZdwW16h76tt+OpOzCmX+j6YErGjvT4cRzudt5/P4Gv7ID2X8AM6G0+m0bMa0XM6/hEUuYuj//Ve9604k3XoN3mx9BGXcBC"
    "zoSZ2g7aebQ4aqXJ7KCB96i9DtJoD0dvAT1S1uH8dBzdKBMyVgeTgL1+1NuAE2+mnHW1bpoxFlJn+C+RjMHoJCaZSq24ZWD6QSqp"
    "J+hmjFQt3tLha72M7TG+Kl+Wg2fZV+IpcfyBGja0bIxV+gph4Hf0zblCqsjjlIOLfrufXIhLaFnZmhnNbSUP46fPlA5m0e6iFmkb"
    "SnyODg4gXRrH+B+b1e2M8G4hXv+dmMfaMv0YVyvAp7dRXuygfr+L/pwuJ4rJ1iuIVRNoUY0+jrrMBUYx78BVOkW+k4nyHWjqf0Dh"
    "FqNlMWC+j9GOLD1Si+QcuVPuYNxDN2Hd5dudxGivVki4Ca41UE053bJ9tKE+Jme/349vXvor+0mOJMhFOT2baX2/9xGH3YSHwzHb"
    "11O7kaDWwK1klfB5b3q8T/dotGKWPqV/UYvK/CNm/VyNg+M7Rp4Dnrmgn3y3rX2gMK5HMVec6XfTRyDVASd8iplu2UmOAJd9u5jP"
    "kVEVFylXo86btA5Sl9kU3sT1MyND/bpezWxZLe77ieNbAR6qEXS/g/Hdl0sdOaxmcnkx6h8CtrsZtDjOetiqbbXcxplNr4K89Zvg"
    "Miyv4zq/zs63wCjdlJda9Cz5AFzNWL1DVgR3g784JrKPeT4ETwID3YVZupMYRbGI91Mi8yELTNO7AS3byrfA9J/g7GhQ+MmYv0vQ"
    "8u8z3sEsDiO94oxaC5jD3KKmTxTTC74GPLuYUnUT17uYgbddgnst17jxp0Xi1rBqBQa7jXmP20F9evD2eh1J/4GVlJxW6hX41j7g"
    "gnEf8OMdOhU8/hFyreZE0uurqqgPcLmTL8RssUxY1foh2uli5KrBR3WgDpYZsA0cvvND+q38SaZT1t4OELcY/bgz+JRzpZG9387v"
    "XOn9/zoZW5ygjWMQcdmfyJk141vGC7whMwHHB4jhvIuB7/bHt06TORiRKrRnDykHNqpnruk2ZqDv8DqMcmlKri9m2ijnK2lrhmxB"
    "T5lufLGVkT2nSwu9RZ2ENVAafT5+pwM4B+N6JaTzVaA5V0EO+oHeqttbzjNwr3+W7yOHQS6aqPtoWQTtxoifD46ux2O8mI9NKRLn"
    "HfwZKMzvaTerI663Pmkjj9lMbXgb52OQzEkZeK84y+Wv3gbmsuXU0cI/nVk+6iBp1XG9uXpAxTmUZOdgbMyr/h1g4kFi9pzZ6LGV"
    "gKd2+ulYJNMg0jXzJTPtz+kyG7J1PTk2o5uPYfxn01NxHmSOByHz7gWp2PzB990oWy/XjfVMXSpfA+52Be/bzdwLy+gLOg1weCNm"
    "aiX5yG5wQq3o9/8hF1jPvMfWJ7dKOyPc7qMPjmHeCcSNZ4rDW03Ufa8BtlvGOnWC1wkz4sWJT7tY+2l6BOa9ZVD6D9r9LXDoYLTi"
    "KFnNrKGuP53HkaPfN9E2HsZXv5CM5c7j9mW04BDM8Ylo6ceo7XVo4UXyFUbKJHY3WgZxy+RHWgQsY0mqHLxJymohSn2J6mbgsgL6"
    "Ijgf/Tgp+fli2Yp2l0xgHeNzq8DTPSBNMkFzGLXVhd9HmO81+P4k0N+TI2uAQRbT88a01lXAIfejVnuI6X07+Bf4ONMmYs86fUIc"
    "79NOTGk44hVxXgCWFd8sCGuIId7T8+S0yGKM4ZeQBZdx/QXL5m84cLV+RC+QGsrL1eoy291Jn5OLaCG1PuimjNBC3XM9rbT7yYn0"
    "OPwTpOB/yH/wxjvAyc0Gt1UDDHSmfEOf54RfvayOPgtxzwspZMiEl0jb0cJazyVN+1VXNqFc30J5ZgtARQRY6WhCwUgZG2mJHEyK"
    "Nx483AOYUbvKq7ZCE+40b8SEj8FwWZxj1JBniFtfrpsSTLY4rqeBXlWN9DCyXF/XA1t0MR/VVElvO0x/xfLmrdJtIh3o5yXot98C"
    "si2P+o/MFej0m13MMtYNbtykmk+oxd2acUSmoQ8ow5r3p8uA0cqcp44rb9fA+3z0F+XT7q88Icu9d8TXnJk96D9n63YZuw8SWx1C"
    "U6y4P7cZfaBzZSsBLKM976KvLY7f/Myn+jzW1s8DmcvuRsqpBsX3gkfo5vfWAmIMAmvRysvkDnF+tXHqOozDOpdY1VYmOkgikZ2B"
    "y46UJeBnH8Jo3YbxfQkz2bSMUwDjsyBBHS6HA2fuKRYN/gao1XvA7m3EytuL3dEEnGu65V/j75L+yl5ocYwxDyuIY0+TJnIV58oU"
    "cKX1oCPGjeVCFq6lfLyUeME0uG/g+GrMn9Wo1yzwzyNluawG7D0rt2ZcBn7kXlD9GrTrreAijFEPrWkNpOZT9C/o4UOogVrQZ22e"
    "9mQcvf3Mv+BO8NC1zDb8uNoajQupc1VGl/V4nbHNseskID6p1E/kbvTyQtlJNgaVuQqU+VXglSJiehchXEMLxXeym7RSavmHzpBL"
    "ZXnwuD6jf4s8qidG7pLx+qgei/dOZEzFK9SbO96vSL4ktjxLeqiZ6aAPhlEG47bWa3ortlGbZrT+SnGcnlnJLmKsxxR9HTKdWWOX"
    "AcOu4ypO/8IcOzvylJjn9zxQAUgegPk8ULJX0AuT9C1InLbu46WMt2ok9zgX/b2Ydpk6/RDSwQ2o0VQ9ImKU4n091nust5KKHybh"
    "Kg3GG1j2v2V+lbEYeaJuvK2NcSiBj71sSa4kG4CziZPjulxeQk+3Yv5Yrvq19E033cSXeNJogltxrVtvweh1yQMyC3e8iPPbRLYU"
    "W+HpXYud0TPkYFkgX4Gi36UtUgRecAvwhYfqKfK83BZUMrKpg9jsf8Qy2LUyDsX0MfvJEZjnb9paA1IePBIcKYsiX8tTZvumFAj6"
    "LC4nvcXzT6P39ExdhbZPpo2tiZJbJT2S2gDPrYwYqwL/3sNrs4hfDVd0UWaKgZt3vuBd6myQG2MuDaRsXQvK0kZNzVLI1eCkgnf0"
    "hsiN+pMMjJws7+kNmONnyKLAqGKEXl49vk9Np6r9etPtLOcBXk8G19UM+fsu9PLn/OoiwEs1JdQAUBEn3TKe8Ufcd2ni8shOkPr+"
    "oC8mTpbbN3pY9tDHAKX/BlScgjefJ/Wkb7czs4lFxT/Zj5dBgn7ZM5jhqtNbZl9nTuV2fVyqiCea+Yxhmqnk0feW2yTOeVnPmMTV"
    "+N5ugGjzGZuDc5O4bmwLrQOWv2eZbgl8a7HjH2NMEhyfeaTxlcCU6aNZ95QLZJ/IWvBpb2CurggeBq27TW/FKC70GnpnbXMa7IfE"
    "eNW/SnvSi7fHZ9JcSi/eJtooe5gPuhtfmIWZE8fXrwBWn8VI2IC++HWEiFZm9LZIzguAGSrA5y0GVH6O+VcHChFQb2Cy4CYSp5at"
    "k1AZZ6YK8wBqYva7bcV8UCL0hH7Er1/mNAf7+fWFMwljziPOeQpbRqO7eNVyVPxGGhmHGHjfiUrK8kPE8o9d4rOMGh1+GrjFrAh1"
    "wPhfkgdZyp6xFWjaaJUah2e+BQ++QtuCZbK1DOfKrmWyC2D3wkgdZttS8KxG36/HuB/C+JJuju9k7+2xJzPDJjjDCqhXvxMyrEnY"
    "z0fWEXs1oqdfQcsPA66eryPRlmw5RE6JvAJ6dDak+yzmAI2TI7Aeewu4PEZ62o7eflef5YrZlkXoAPByH8nHjO67TWaAbhUDxh4G"
    "phmI92wvn8k5+lu1PKwr1NZdWaz3MEfGxvKpl0umA+Y7dK2f8YaVPpIaxsQ/KwPl3+CBZ6DFz2NEnqIl/02P40ekcNYv+MjRg0DJ"
    "LsP9neCKjoAsaJn0jZ/9DOM9DdR2Ob48i6tFbwX4W66XRZ7Sf8mZuiXaOhpY40uJy0aRtaCmI3VbnIsCo7f4dVcmoYaFUsuZatih"
    "mJ4GRveqqaMxrumIfqxw58p36PVlWsNcRPsBnueixQcA995JS2hop7VIJGdznqG14FsWUj6rRB89T4/WQTIGffCklukLwD4z9eGM"
    "c0E5p4Fnvx8yp+W6uxM1+tpyKWB+/0TKWQHp7aqUGI79vAXHWVZMxpvpszHGmbHkEtJFp5ueRsnSeYs0cvsE19FK6KZiVlIXP3+B"
    "j+0w6jRXH4ms0rLgR1CULyNHyn3Be1qe8U3wWcA8ioyKXoc+a4Akb/PgfTUbXDtj6baI1DAzVxMx0nLU/F3mqmrUSwCxRjdPkbf1"
    "3Mi1cjxGt0nH4o2vAqrr8HcsMOtTGFujvtsA1/9VLBfOXpjVQ/Ce34IXGeP5zy2SVnH19n0Bd7gt1yzu0tGAk3G6TiwOZxmkMP1Z"
    "7P0mnov9UedkbK4nou+PlmcwJjMx1ifKCtlfLcff85BpU9cIUS/Hbydv6lPeV8L6fDl5cqPxD8oQrkWufvXSdsiuCfbr3xg97vyJ"
    "bLs9c2LYWrJLMdp/gYz2CObK8eCG1+pQQNTmGPtOertsx3VXY5Df4ozoqwHMjaBF5VnMVIsG+xQjvq/8yFjxQ7hOQoLrHDT7lUS7"
    "ILHGqGE71NPGtmS+QoN/W3HbsNhNjMxYAJiboa+BGvykkxjB34LZ/xkwxheRKlCyLxmXsZ4r0vVwTWizk1t+8KkyDVzvMK5Q/4h8"
    "BKh4jTlL1uhrgPWnwW9dI8MxxrYKwnKcOybyHTiby5hL8nY828a1ca/mLK/E0T5iMUS7YWxmoWevxbzIB468T3aJVICGTUFLDkCf"
    "3I83r6S1exk46OfAa58l84n7YrQ4BYw3y5RK8mMvSRWzOXeRBm8i6yiNVHhuwunrzfPmFPmTWN7+Ot0FUo6t3vkBcNJqtL4D/NYT"
    "aJ9y1Lvpp2qjVcvZuZq0oVt715jd3Mc+KrUiZvUzH9ddxNkiDfPnAU9+BMiLynPSHoyQmuCd4Fh9POMBXRzsmmHzuZm5EarQ9m6/"
    "ErnFFPWfJ9j5ch/l1/HVpHz4R3FrcSpg6Du/ZlzcZ11x79jSx/aHvr0fMLvsybIGfH4GuKczZSpm8606x6/a6rwzDNIOE7dK8Hbg"
    "ETZj3/5LLkaNlgKi9pN9AOGT2MN3caWzDn69hpnd2omHamhnMYyb6J2uXu/WxFzpoUaghxg76MeLN/2KI+/o++jvJYCvBfowqNJq"
    "3TWyuRyNNsYYMbs3YDaPvncWn7WvGIWwntvM800mAfxenE5xATUEMWLWKYD0QmZ9sPjIm+gb0EhO7+9yDMe7EV/dS77A9lC5UB7j"
    "urZf6FuALFuFrRJzbG/AdD39Vr9jFGazuux1X0ACaKR/SoL+T52UCXcW4/TUW+Y2TlnZ2GWbWURrykaMy7QWLEGrXmYEi4uZsXOb"
    "k1c2/vNY2s7TZ15Of8W9TWj5dtamQHci5vsBta0kD5cls2hnamMW8H9LEWTBfWR3WlhOibyDN1he9NsYVxt420MMrQ58aSjeNxk9"
    "0Q08fWVkG3kHWOY4+Zu8gnH+DPO+kdqTiAQ+Y6VFTEz18kE6v/X9MSqbyifAB6NlrKwh3/cFRsMibjoxR9eSj3VWjzh51dnU2L8N"
    "/PiQDo5YrjnTvK3xPuXWE5Z1Y1fKdwn/qwENXiofms0cIzEf7TwPOO4zrsBnWtuFXB2nCbzjWmzvx7mLAEUVwF5rmZ2ykbnILB9u"
    "PbNMNHMtjTg9E2p9LpM4+cf54LrGgwacIcfJZED2JMtlD65rvO4V2Rbz8BzgoU+BMQ+WDq4CMhejtIB6wLWAvEUmJaIf54Gmr9b7"
    "8L6DMu6Xb0EHS0AhRwAH36OnyjzaX7dnntc6dasG7g3IWQLpahDo0T7gKTaVbeRW9MMTGKFjpUBfBc49Clizhvrtb5iHpVimg9ep"
    "68e79jGp9b7uTVyt9BxA73vMWLW3JJLra6r3ClNikPRvmycDIlfrIPAnF8rzwY16YGRG8AHknQuZnaZHwzzlj9LbpZoYZgak2TbM"
    "705a1ubQvt0I/vxseRwSs1uV2iIo13NNqwZAx2mY3aaZmwyasATz3+I8vgY0fcPVstPlmnB2rZcxCntEluKZGZSPLXphF+DNGKP3"
    "8wGnv6Gvy7foTfO7OIc2kQ5GHs6hF4XliZhNO3+goX++ZfZR74NVQYp2hpjcd6yMouV3Oe1UPT6jrNMkxjlnB4KSdpHeCOTgld7+"
    "fQXO/eD9nc9n3jxJrpXjspoJJLkPIlfp5mjDCL1YroPEMQNQVq43RdogoyaoJ+6hdUkgl7sVsnto9VtHSdIsvVb7RX6NpGUeI6zk"
    "qkHOvvI+2twNDnQ9Y5MMAy2gb6lbS15BK79jZLxQt6Xa7lfcbCQlqKfNoMtHFfxJOokTnCVB/QqdBlcHU9ecoOa/xkc4xknVlXH5"
    "3bRH9yQzcVndzpdYEjoTegPuXEdePAMzTD1f/ss+GOdACs4A3o/i3gtABxYyg804ehmH8fEWD+FybrgcjFdrEbDpcHlYj5SSyGC9"
    "FK06H1LX/dLt8wFZO87xXqzOIz29T4lboW0l6zmAltcOzOu4H93NwXEEjInuzWJl/iWLaHkwPdCpwBcHiq0gPIeX0+uiW332HVsD"
    "wt75L3GrjDX4iMk4I/S69F76c7erZV/+o/wB+HGSbi3bcRXQAZC+fg/M2q2NSWua+rwkx3LkVnE9vnpmKp1N/4VXgfdWss+bAZvx"
    "JAek1P4kmHXuJUZer9SLALefag9w5FmRo+UaYK7pwEDjgB93g7xwnTwUWaJv6HVo7QNo4bf0PB2FZ9diFn6t4yKf0fd5ndcSBhxF"
    "48Iu/n/UvQeUVNW2NbxOAyKoGAABAypmRQyYUDGgiBkDehUMmDBnEVHMOYt6xSwgoggKGEByDoLknEND55yqusJZ/1xz7yp433vV"
    "Y1yG4/3fp0NsuqpOnbP32iuvOaWWcWcJuZUt9j44KKJvaZm01UQkHEgfNUmGDUWEUE4ZK8BevYdn2FcayIdqfui++P9liFwzMz9n"
    "fmUmZ0FdRiSmd0s1c9k95QP46H2xi2vxJPD7cN6tD7ChtBbLTA1gxqQaT/02YjNjVXsK/w2htS9BBFDKfg1jyVivN8mbuNeEtg0c"
    "s1Z9oq8UcmYI2hH6bxllznJeLcR6QSvwTdN1rKQYlhJpb+BIcd3Om9ndeq8U0tMeglOzkRPN6ylrhb5H2LFL1GqqYpHJV+7up/tT"
    "iOKOkW0hO6bKeKLht0uUGCCGcDqOcx1l6lCpmovNmzzJnLThUWXGG6wkhn0pNes3rE1U4D3ryLFp2v5fPKE3sit7Gv5e7DNRhvY7"
    "Bq/8m/GI4f1s1gvk1mA4LMM8+JFL6Rc+J+0QbT0AzVHLTJXDF37UMCJ997BNSJSzRyUX58iyX6cQnfVJaKXV5F66DtfqwizH3nIz"
    "nmsLfNXDsedl6SniuO97sY4yYwQ/AFahN2z+KNzTz7CTwxDjnYanXcZ8RJVOkEekgKe3GNHqZqzA6TiLW9Vm2k+H5jdEqU/xvSV1"
    "VPtqfV24lr1ObhqphlXb0Hezu26/fPZbCxEje8nwsEgPC0rkE6xINmT0ZZzQE+BpVrHuFdejxbAqrRb1DtbtOkjQErLeO2yIfK57"
    "DJrCuCM7exzcHbKzu9iziDyH1SnSSczN9sQ17KzvDrtfjDtthCcr0GPgp96jk8JzdSK8soeDPsEFYrNGpTqZOMcLmB1aBS9iX0S0"
    "uYyJyonsVaZfMEPeOdhC3uMCnCWr0T3GusuBYhGgYUdG/d6kePRCejwxWP1sxrSpvjNbw0VYi56yRP/GFY1pKRsSsgnvXAmdZxmA"
    "HOZmE9QTu/O03UPMiXgdONt2qt/G3RsXq7HiZOs0sqV1gK5YRgTrFNZtBbt7FPs8SN9Tw5ZZq+2DVbADNgnxh46RxyWzJi+AX3S2"
    "TMKO3hfM0begh9+H5esn1+MkzcJ+rrRORXjk1n+/DZHEGTxVB0sbxO9biRRynpSnIyfrk7ceoQDnf39I20F4jin4d4z21sM1FMuR"
    "fQn9OkxekK/0M3hzlyG6bSa/4W7G6mfhS/Cjf9GPoYt7ycFBDTPece0rEY+dFvHY1ZYlylXHiVTFlTMc2Aru+jUy2Twd/LZhEGO/"
    "eLaWM8u/B7RXLmVxH/aeHIF4IUoc6m2cPfoRVicOT2o/6SbNYfub4gStpLRYbrqDuJ6Pe6SanZFJjw9wKnmiQjLtmt8xAz7SOu7i"
    "ZE7bP8/a7AUyyfvTMfoapk1SeN8OQfQk8jtXMOtfym5167i6Dk+zTG2ScAr7gQ3h55PgK1gN68ezDEBXxqo2n/sdceCroLXe1AVY"
    "2em6MWjPPpEs49TKKkxkEzPPenQNy7O1WAXE+K8X6iTsQhkr9cWctZzFGoixEjwig3CmK5mLc90Ra+ATur5X667ai7mxCyD3+5BX"
    "poa8vVtxinKx9gcGyzjbVKbnyyxtQO2mfv7FRRR7pBGmL6IeqYV+jHo7EHJepoL13UJYz0tlPeu95l9PhBTV6BXek2yYnkdaTa+q"
    "gv3oSXY3lRDbPkYfzeV8sjmBdBfi5CijkAqdzd77KCtLNR5htJJII+v0YdiSufh0tsfkPF5cFaE31u80SFQOzsBQfOoBY3/E/VkF"
    "YiE+Pwrf+5ZEiEQ3zXPSmN9XC4mrJjr0FFx7I+LSash7lb6qmV85lmxqOfQoBkkJc2vZOOkFtN/mYf1peDREErcKdg6zm7VpxGrH"
    "EdqOPRlWW3xC5nDScwb0hHV4fR5YpuARfKph8D3udiMl8Wd2GMyFJM3i3kTI8RjxnvYnUkSO9Gp13FB9xSEv1NDauCnJhPc0qvlz"
    "VD/kz7/KoewwsW7o4bKCiIK1lLzf2Xez/X9Ey3watu1v1mkMG9B61XO0abAQ2r6YJ2gzNbL5Xq3lfPY1FsAOPQ25/gAReEv4U8ax"
    "YFnTQnbhVtAO9ZYEPZ5SfOdx5Cc0362dbKQ33ZHddlGP5vsFzsVRsL2G9X4dbPq/oOcvk+PhJWzA76ZAFxjahsVShmF+g1wLS7YK"
    "ccMi6LxDcTo/g5WYp52CF9nNuXcwFbbzZXx2fPCqFoXtsCLV2imcx9xkwkfOdjJuJJ6w+dIPQsaM/+5rfMMl0FuG1nwMzvifeOdk"
    "ymix91LiiHLH6l6B9bYZCtUq7OJSRD75WgH53F/GQQOH+jtR9RxfzXw/629ewKtYm+wwCzH+lfA2LoX1NU6hNZxQr2Wvv4tOq+lH"
    "m07rKFdJzE/mVNHHdrxetYzmS9S6Ia0P0hjoDLV9ghhWlPHVdcE3fIjP/I2/G0bnejzlUEpQhPzzUV5jG/9mdmAeu+ALKKFWi+gF"
    "7/1WnObxzDStYFwb+t7Er8T1Kod+jtL6ThxH3yFEdjP/81ho8GawZksgT8YUUANN9aC8qpmzRa0C88nrQVomQWZXcNWGWx5dTpUa"
    "jwZXRTSf08Vx+pTSXriJnwgtWEePelINP8rpulb0VcvZp7qY3UkR1vlT/xwgO9jntxMvLILYqYi1Wqs4HcEcp63wVNxbi6CCK2jM"
    "Pv1xl1shg3bmpiPq6Qcv4j7YfcutWFXnTVjlCjGM7g06GHbpJZmBKCJb9wjK9H5osLPEOHXcXH0tJ+DNP34IeuQNvLI77E1LXPN2"
    "fNts5kZrsGtuOszwEDbTT06yayPTtGQOfKavGCuqz6PHIduOvTnTZzLzFRiO5TR9RtycWsznUm1OKPPz5OIc3QZbWEasQOddF5IR"
    "xDCti7EuE8R6jg3dKw5P9AYZjf1cigjLcMDfkUruWA07Xu6VZ/Xq4Bp4ZNYLb9mYa8Tyq92wTzXYg0tYN6ml75eARjGMrhb482m1"
    "zGCWjEMU/JO+i9X8RPcPhiMWvwVapJd+pd3k0GADnvIyPR/ezZ/QMd9hD86Sfvq4HKddwyViKDonZfVVx45Vxf+24Om+Y8UGEhCM"
    "CP6Q97UFfjNIr9OLg1o9VxaG9eHvZJ47PAQao4RaeCV2+CN5VdqKVSP38boq6fM0EXXsVybjnbIMxbszznYvPVFvwLl8QK4JHw+2"
    "cuXdfkaZFxnCKGUja505tMdx/UJssvkg6hTzweoFKxghO9yipazXTOQp6AptYdPT1ezKOA26oEhPht49wE/ulfmMSqud5jD3Fcsn"
    "bKXlqsbq3AtZO5csP9tw1QmwKc8Qz+k1qSK7R75/b0RthnYJe2ZrOOndi5Vhw1WtoOwmyZji0LPNu5zhz32AcxinjAz3Uw0veL88"
    "Bns4n+8xfINv6nwlymn0UfSFj5GjJcnZi+0+nx6hpjPPsgr/2RzRen0Ha5Wj90O27ia+4aPBy+ybvRgrcjA7JBPpTmqrcxdScy7H"
    "OnXymaZ4Go/C5KEY14niujeI4RtNxzeugY+4jP317p8naRvm+7/lkB/G9T0ZI0oUr9TSryjRG4KROKfHB+MReWzXZvh3LjTqc8Fk"
    "7RlY1JANyf1LB+A7n8c6ni014Y9BLdnSU13rCfaXmIw8LU9hXy6UR+UcOUWbS2F4nBwseThrbYivZn3c1hd1kJT4rukIfMCI9zKO"
    "kwR9ghy9UyrYSTkfevR++Btvy19i2NG/EOtzPHmtMuXf2mO3kvAzFsHm3oQdf16flaODjeG7nMBLZS9dHUUht+YpHcZ8wSqc7Bi/"
    "IYGdmei9pS/E9TuZPzyaz9xKjNF5m6++mJa8TVzvjutGS3JtEtrC48SaDTmJHmLKijTYqZqX8PWlF+VG2DuLbSfCd1qMT2/T+vjb"
    "w/Kgfi8fw0f/UgbhPgfiepfJWfDiMmOBZH7SpJ+pt26pZv5s7u1zRybjxjxsnVsPs5Zknsx+ciRWtCfzetmc5bFK49PQDNv9VJgh"
    "id4hBzFTdIT1ocELugPnx7g7avDk1vlRhWjqJDHPqb1crSPhxc0mzlgF/n5sMAKe0DN14OJ8qoYUugbfPQXr1B66NwnvvpK81t/g"
    "tzZPW6Dvybli/R53y4/45gB28yL9HB7B/sE9erN2gtc/MfyyXna48L9x3lsUf7KM8tjRobdo7ix1pt/3Sfppi+kRVNPHLkLksZCS"
    "4VDVXY6iEPr5D6IK5Xq7V0a0f5OKbfotZH8Zzth24g0+JoXEVDJU8Z8loL6KcZ68Mo1o/YXkM392Je15Ac5jFStC5eQ8iRGZsLm4"
    "eYuEn2Y0T7kdpOdzSTLXZ/1rA9iD2IgRW4z9cVcwbozilF8gh7PLK7uOk5VCN3ars7+fuXNZql5yCKxljnF8QTaawQsaCWt9D85u"
    "Q7IrHyADxDgGJrDL/19izHVtEaPfx07B86SCPX1jmfmaBD8k9LmS0HeeRuhDDMO+9pZb5F2srfVi7QWpK9A+8BxHUmPsI64nopKI"
    "cBHmq5VMDO0kpsl0Zr+x7xZJsJfAvudYSXq/OSRmRwWjiAQzctuhGQy/vbpOfsCQWtyYmRrg+oZ3tw1ecj7kKuY9ceMAbwAPfiOZ"
    "o6vTKFWZO+5DP6mxc2W6Vr8hLkiMKJWl2LkIkaLmUwM5fTRESn1dzDCnF3u+S5teOUAuFNeLHmdnq812RyFblluYC82zmva1Wpcw"
    "5rKuzBgnZSKUs9dxpgt0nCwl/m8lq3t/6I+4ktVRHwgMxaG+uDmEKl+ZD9nDupt207v0Wd2UdW4Qkfv1ID2fdbe9/dk5QFw+bxul"
    "6zRx/YotWaVzMlDJ3Lp1fN6ZPp1H+s5l9ShCIeKX1dj1ai2ADzcU32A450uw3s3rWOdS3ydrNYovObFoWnwOu2WKGIvdD41xNaei"
    "DY32Ms9p7zieXWXQ+osu4ez1lfI27Ok4rJrNjP6sbYNs/Jmng6W9joZP2hfacJL+gJO5SR7TLlobrCa2a8JXz/L5392IYmI43ydD"
    "Nx6Cfz/FyVkXvpJ1Le7iA20ddlGryhTTeyjX3bEj72HNnpNH8ew/yjxohAsYD2/Dmeklq7HDa/RX+nwR+uMO6/RTYoGW4F3T1fo4"
    "uyKeGAfNbHyCR8gYMZ73KM7GUsRioUfxtkztKu6IZd8PkGL20eZxDi6uv0NUXc7Q/mnMOU7rpLNzuQoe+qm4F2eRHJtlQ7z7S9z5"
    "TM/BW81+7NuIHqe82zjsU394dyNgmYbK6bK3fIdI+BdIa19otTHQtafLSjzfV7BZo3Gdw+QD2Udcl+l2jyCizB62wHc/Art1sI+3"
    "1xMHs5YRzYtprfc/ycn7hp0HfbgKO/UpIrsrcCZHYB9/xLO5s5FHxK0ifV56ynZOQFtflevhXQpPczl8xnJor6E6W5LQitW+x87Y"
    "PhczJ5/NXpyGrNVcwIkmx6JrrHNJWLWluMbt8F9XQL5/4qRNN5mLXf+OcxdRyqlh5/6EPTU+MkNYj6Vzmxezghx69P4h+i3s+h+w"
    "01fL7sFIGQYr3Vsvkm89R6H1lJRqNvWi8TXmc3Ys1BTfZ6qvqgW9l790WPA33n+L/B1eiD34PZwYXqifyQPBAh0fDtU3mD8YCL9p"
    "EnYrV5tmfSWP4dtbcm55N0jrMXIpZ0h3Jwrxmx7dNsIMopua3sSJikyvHMZe/gbWe0dW2T8ZFZqFuV4aQCd8hB2fje/eUx7Ge46S"
    "rpCPVog0q7ArMR1MHPwo0c3L03i2CbwjxjUzjVNOb2hvSWUwGlLz7CUODSrBXgLLYDXlLF8+IrAK+MF2xTVSzrhgOzOiW+hvvAOv"
    "J0oZCD2TQJIxovN/uvjabTX1kFV9OkpzcdwN+WrMg/sRBS2bEbPlwtz8a6Yu601kzL5MjBOiFpJunVtnyQTmI0o9u0aFnikOX3I1"
    "1uszeYLWeh09/BrsyxpOEI6FBYjyTJZ6y5iLeD5kVrUHLNvOlmsHh3Eckdx90BRf6AmIMkZh1Wbpi4hQsmQsVugmyHcBdtaijmKc"
    "35nYpYXQFJcFg/H39nquWr11IDy/fWBtGwRVxDMMfSdMqtMhh2uVYt9wXIMDGWv2Vsfx+Bpz6+U6ArL9LRF5zGMcz6kfJ89Hs+eh"
    "m8fOyEGUEvEZrBAnPunju2XU9zU4UQn2WToE9zx4JA7xJ5N/cEcYZTfLaLlOmqlN/iyCbp8R9ma2vcpjWMTofVboCexxqNZ3oTXn"
    "sVP8bjkNO1eAmM8YVyrZ62n6aywr60VERRskD8iVuEpj/Sqchr1vl1UkTWWWvKRrws88RlWc/YaPi4v8raNkHZHT7LvnEFnNopUk"
    "JyuvSrP47pPGHnP/uXrmY+yRU9b7q7gbQk6EXO8J7UtPKO49oXZ1dE0kWIvbRC4kQ4uIkiFqiX6Z7jgOiVSWQhoOma+aCy28N+tV"
    "1o8wHjHR2fJk8CvsWjf5kPFtK7yjjVyLK54GTTkU+3MSpxySxNnOEmPeEPbP3SUJsdx3jh6G1XkJ6zZKb9BXEdEW68dS5Otem4nO"
    "aIhinWURq5pV5MyYpRM5h2+5yZNh9U6Q3+EhPwtfL8ZY2WzeIZwPniFTeMLPh/7J10g4VTrIN9JID4Qtu578r1HGm3nkRZ7PXM+T"
    "MpTWTLmDvagfDN/RUEAi/y36WMHoI4KTZGgUL3B1V9Dm389KcGaeoRLiCmxiJj/J54wg+oh5HVWrh4r62SORHSx8i6GJFvjuxBiR"
    "vGax4/hd+Chv4LNHyuOQ0p/kDXhRjxvesJjtGY13tZDB8Dsm4MmuQIzeSw8kFuF4vPKN2GRqR2jrAfIlJHScZmaQzKYmNaQhxz3S"
    "WazDx9UiM0012+Tjp9DMH+kLkJoltMyV+pKcHhR5pAXDEdoNO9SE+JZXiHl3uXhHXB1uZJJWP05dmLk3InN3xs96u3YKDGd/Ks7R"
    "z/oKJHC13qOGC7qaHD4x/Z0z/tapVYUTVA7dXQBd2lo20e5thTUpwB1l02vO3C0c57pdLxW+nhFV5/8MxBUWkoHj7GAOvuFb9q7n"
    "kx3bbM9R1ISm46eRrcaYti6GrX4ap2aFTkMUdrych4jmYDlfjiefYge5HU/VAmdnDfTrn7p3sIz8fw59Npe2xLjTYtDBVvmL8Pel"
    "lMPtuJO7xHGMtsNKDIT2aSb7wlOwav5CWNZbsOfjsXfH6dfBSTIQZ2K6PqRdZQb5gW5Ux6rsaiKH+lipMfWWsX+mqtaVlJFazorE"
    "2Wc6D9fuSLSGThJht2oZ48a1OGlFnFNPprk6ynkGl0GPbyImQw2Z3SJECnNTdsPYI+Dm4CL0Css8NtKhuJ/6aW7BuO8Bejp5Tnhb"
    "/eOz7q03N5yiM5L3wo96OjwW0bTVZXcThwmwM4u06/vZz5/ZmMpOPe2lOOk58HWGctLRUDY+we9mimWrFiA+qPF8gwnPVJvweeI+"
    "kJM1PnpUftJxJ2byuCxjMpG4FFGf4c5jj69ZzMU6FbqxnFXfCP2YInojhbizTkGevu/nYg2HZ6nXqwFOfaEukhTXXw6rKNbjs8p4"
    "1oIEV30zdeMqers1tOkRSEbqrovYAanMR+8Z5LI/2eYkZhCBxVASXX6kllnGiJ8IiuMZq+GTJGBrhpKtag9obaujz8CTnCiZLXpd"
    "r/znE9eZdciuXK1W9w9+0K+Y5apkTnOZXi7GJJ75rl2X7F8eAyqfliGHs7XtmCe8WZYx2o1SCnI4fZiA1BjC82au9aXwP6rpCV8C"
    "vVDocer3lz3I9bSdCIYxnNhf9Gus8X5EiS+CnzUTJ3Ajo7Va+lqu7/tHZlH/hPc6VjKfRiW/20myjzj8XuPdKmaVXrGLNcReCzWF"
    "c3G2bOU0xn6Q3YXk4ztJuiP6sI7dHvAL1yKabBIshXWeqyPhT62GxlmFdw3Adxk+TsfgPqkiZslW7Y/rFzGLk+k0/vd550f9vLNN"
    "J5SxZ9B115osHi6h52A7mL2EO9A5dsxp7SnJdB5rxwRXje9ee4ExtJ2Ra4he15/9oXfLdvZouJ6BIj+3F7KC3IRXiGpyp5mUl8X2"
    "M9efLOVMd63P8xXBBlWx62eN7zFwnXNuFtk819Rdi/cVTO8/4OPZbPq3NRpJ97alun9j/NxGfrKtZGYBtH8OklSlRDzPrLvvKvaL"
    "N5MU02wRPOBazmov0XtxnfKgkJyshlPr9JXribS+olBTrO8xj2tpiLOWtW+M6y1GVLAP/SjrLclUvSxjXegcKVc317SF8lypK+rI"
    "0NZ1Gk+Wzr43NubjwHx6JQnmBRr5jMxSRFA1PsPous0PpRV1zBBZkup3SiHqtvTy1EJCsrtYdrslEeVrPctDNSczn5JaVt6PDgwl"
    "ZR7RD6NYyVI/NW34cJXMBtWyB856fjoQ0/UYWlbHG+46+Jw0LIRli7CrJFUXUe/dGyJQPP0Z10XkPrMYnl5cSzXFxbADcchiiLju"
    "PMXopM603bNEHHe5nxg7ZlwPjE0vd/CIHGFa5kN28QzHJy6RGqKlb9dJYlOgl8uOyS1N1wVS/pwhBlexD009mrN6zKNiSOEGet41"
    "7NUrIwJYbR3V8ijXrYKzzdspIz9hncdLJfuJ95D2kvR8EaHvIExyXreJDJauYhmhTvQDC9X66KxGtRx6eREzdJZp+pl4EQn241g3"
    "d6lEfe5rOztkK3gq3SpdwVx6qpfL+iGL6EtbBsmw/hsEUWKYzVen43aXHdjUQTpLbf1TQ7mf+dQ75ZThGDGEjgxsxjzK61aRE8Vm"
    "5oX1+xMlxaClaT0SJ9Z7pccsrfBap9bXB5YQqUo1kZ5OdDjKtTi1Uc8iW+HR0Wt5ljJVyxPMakb1MjEsT7uLZhL6yYgotHWF71w2"
    "eThDEp5XRTl1EE97Z3ul88qpbOtTYhw/i6kptkOiE7B3Obz7VF92GeX0HOoz9+mqnaTN8MYHIDrawh0+QFZCtzwuixEn3QD/+GX9"
    "TB/GWlvOZKEWBQfiij9rB73Uc+sU6VuMhlyH0Vbqihqe45W60eMGmdT+olXULpl01f0ym6cjF1b0ApmDnTrCMM5lXXhecD/u6mt9"
    "ELGtobXlwF5ORxwwGs/8KvRRQ5lE/tEJ2l2mBn8hphwcHiqu0peE3S3g09caLxdPyjIi3zmOiLvZvTPRz07EOLtY69m8rQPbEKfb"
    "S2bdm3lFK4ntXuInY86TlbyfBHkyMnORnMyO9wSzUfXYeRGwD9SyNZd7RudaxjVVnr1jVxi8SvBsB0GHnIHvmMxsSDnZKcuJdpLD"
    "62YxMr1TTKdXspelSO/AShg/b41nUMjhT7aH/2JmN8FsWNxzSpZ7j0u1wudY7IxeQy2dOXL9Z1/J198hAb+yypLDDKVNiw6Vtf/w"
    "HVgctUIdBuFr9EOLyBRpUf1rkNPO4hgprNdsMna5xKOdp3KKoZ+v342/+wir1DhYAEm9UC6R3roevvXf+i/9ANevYKZW2R/s+L6f"
    "JN9PQRpz3rDfHee4YzTLjDtZoW9Th8bYhZujy1kfydMToO37yoFi/tEqHSB50E7lRCUYjHM8WD/Ck0hwtXSGph0D77RK+8BfLSIa"
    "X4zdi8W0OmXw6suYvevvMcUj9LW283uKmY3K1F9lGuJKZp9D1sSTXmckPZOGQyPb18t5yDNTw9mB+eyGDeV03Fc/yYUeesrrcoVW"
    "qdAGXu/XcEVezHpRZ8tV8o4OCTvKrWGBtsWaDZZH4ctv0tOgFcsYa1p+d4gs0tS0Szw9X+M8pWPJ2eAwx0LG/tXETbVO01JEJUnW"
    "naPsJDTcK+sePMbmK30ndDx9NZHjJXXKy6HpDpdbuJ+h561xc4Z2Jg3P8UC5g2xUrjN7MfeyjHeyHbFACTMF1TgFiNDqjYQ2ORsn"
    "vjE03qPwSQbrlLCVjOS74h6Lcg1j7qn4lhcROS3lHM1mnuS59Nhug+1fBM8/My7OkVLGertFJMezNlKJ/wYhBjtV3oCGXYo7vBo/"
    "L8Q5XAf/v4X0E4cItTd303VC7OWz/J9jD3aDBF4hR0or7IkxxW7UH2WY9ydcjX0P3s0ZrEwV0JtYjNU4BRHUerIx1+gCNSSJHnKm"
    "/IUnN0yHVcE4vPdP40LU7v4U1qdk7L6T1xcnspKhxCu7WhzOtnlY1Wl21Y3k03Ke53msgG+hrkuSS9Is49l41WoZW71PWV9SjAyp"
    "6ML6U/+GjaovVgEdhXV5A6s8HyehLbm3mvJU5es0nJO1ZF92bLzGeNlU+uO3M3Wofoh7H6KfQ+rjsIxVrLWlzkvoKz7qa/lx78Oe"
    "4ztjSj2yguv6dVXU7uzNjdZhS3aTzqwSJ4huUw674WZC6+pmyJxZuExuxs/GU/gW/r4RccjL0LBd9Fot8Oim1uVimjSHUyMb9Or0"
    "jEUJ65ku9mvPHoUyYtctJDbuHkE1Z6AXsBP8UTz38/IqfNg28gx8nfNlHs7Id5xDifv+oHvE9Te7uuRCaN9r6B1VI3aP6ld6OZ5y"
    "kCaz9sLvzoN1mYbnNyT2XHgvWZBVqzv3pvW23tiZnL2wVS4gymiInXXYEfcz0qlmp/BQHYf9nAGpzIVvM1HGyPd6PD41UpvrhVmG"
    "ExrTYR5J200HvSRf4ERkXuvM86eZvY26Ms6ZPlPGzq2+ZJU6n/14f3FuvRzS2VXuE8tIrLaec5zVQWqzbkeKTcF/KqeIMbAs9ZXK"
    "layYXSZ/QnIfhY74G/ttOIaLdTJeGyI70GgconLSn59QK3G2t2kjXPNmPVx/gDv1q0bDodKvjtUpS8f66pExlJiRk/BnR89Q6GIT"
    "i7WOJ1dhZuktJh5MkjF0jPpvg1i2uDc+fwA7dVycXAhtUuMjtvG6BlZlOvZ7CdZmPJ7TUJd/0zJW7ayfu4hRcxWxPUP9htHnGj1T"
    "nqV3HSWOdg7ZtFwPplnTrp4b3mVEXL2lBzyFecwoZcNHHi0ToWUaisX8e+DPCZyUayPv69H4xrOgjTpI5lcQuclQMf76oXoB9OmX"
    "8iA8gZ5aPxih38IbnIb9XITdbyBL4MXfpVcG39WpQ/5JdMnMu70FnsB63N1mPPMqPHtH+AifQBINBXgBVvIPdXNoxiZ9uWxmdif0"
    "TAg3S2PJ8VxfG2j5Mp+SzK/UEuGpivzE69l1NFAsVpoEibmIlu9Yw/BjnUypK/7yfk8Wq93F/K8X2bltjncytNQSzh+VsTv6TKIA"
    "3U5WqVr2RjWSQvpUDgvesAz+hWh+Er2yQsrNY8F+Yvj1deWI//MsdVJv1S7M0O0uxr69ThdwpjWByL2HfCH7yI/6CWTrY/i66/UV"
    "+UAet6lN+nK1zKlUsXv+FOZ8R2GXewQDsEvZ5GKbqZ/hCn/hCT73U7Yuu7O7uBzni/j/DKzdVfKNGArbv3Gaj5PnZRz81MNloD6i"
    "BdIE3/urroI/M0X7yInwi77SuMcIMI3seM8qqGlzIPcVnNhKMDtRyv7sakZmKYxqu4t26WyOdQ28gP2ZynfbvFlTmYDd2Q3f9Iyc"
    "L+/hVOyLPQ3kIOml98lASHBX9qiXp9lvEv6nKPdvjlZysrxMf5dsRqLPyy+0UJnPQmYeqCQ+XUNJTpAbZz2j+K+wJxFmHN2k9rOS"
    "9HzB06Cv62LFqUUckCVx3cGZ4GIa13v5Dlfr2MAwf7bg3wizEkrdpLTqpquuEIf9shc7Qq6FFrlYpnKu+ibs1WbE/OuIMGLdSbtJ"
    "S/YSRyHlDv83Rx26ZT3mTkewjlOiM8Uh1yThbaf+qebEgOKcvA+7fhJ29TWcyKOlNf5bSM5a5ym1ZS3cclTGXmVWbwt9vdD3Pdl5"
    "7imOaaiEs7apfHUVI8E4d/Amzvqm2B9SPx0hruPVdaJZ12jSf9b87+Pq6GaI09uyb7oWElPEnIt5/X/j/WcSIdE0UD2iU1Sq4+Mu"
    "Zy0tznzhe8TDryWGVMDedJsr2k58mBj7v6OspT4tb3I+JkJkjnn4s4r5v/ZymKyCxE7Ru8WQXBZAk27Xy3EaDdP8BE4LJnz3q+kQ"
    "Z1sNVdvmRHvhPI6GdbB62qPBBCJGlPK0h0QHcRLvItciyGeMeWRDPnmVdZ4S1gdtPjoLe1WCK74rm/R9KWfOPZtruw904g6Mq6N9"
    "Xma7r6bE09zg6j3wryH3hXoBcTzqQTetw/97iaE+LuEEbAGufGlwByK46cRz/A2xUq5HZw+JRfUqazVWvb8C1ny4ealkly+B5noH"
    "T7Cb7C73Yo/PwP9rvAyUM3rZwnWawHr0MubNltu8DDXzBj03iEGLbab8Vvvor4JSPhA2IICXVMkegWqPcFUAKSiG/FYQpbKGGTlj"
    "BHhTGotDPHpSWnIG0jyCODWdRRUVnIGOe+/XIYWGxGCxvPZSXKsN7nwD1z2HONerxGbnrKPntTROTuhzgEniksV8P3lPvPMe5nut"
    "mjcfdmgCMXyn4/wVMrM8Cvr6b04GRXiNfNrXmPaHBK/m7MYSPYV4ZLWc/DI/5yR+617ikGJzfJ3HIpGL6RWe6GcfXF7d1c828zeZ"
    "X7GeJ5sZsv6WZewXrdBscVPnY/G7UdQx5gPZbq9hJWkLrNF6SL/JS3OxezsCcvmEzKbHGPecmhHepXGoW85sBbtfosxPV9EjWIUI"
    "17o824h1pIbMq7n1bMnvrya2+UCc0kMREVXCzjSUT1irWgCPodpnLy27fphs8jWhco/+ECcKmE3+uEnGamaLmqZRfqPqMEba8Zye"
    "QVwQQ3juJYdD6y7nJO7nWI9O0ChHi+EZGKL4eviqWyGbF8sN0kGeZ4S0kH1/QxG9FOmbuJOjYKM360PQEi2wHu3EOopGwXJMhtV/"
    "Qg/LehO+Y7F0g51sDK3bC/7YB3oX3t2cTAw2mXY8Pv8b8Q3HivWq3otTbLxf+wfW1TYB9307mcn/gk08g9iQRX7eqYx3Vw2/4wmx"
    "+q/Nfa0kfq7xGC6mDnVzOdfvNJeziZ2zU+Cfjw3ytCsz2bmQ/9VqeF/5nEKajGivmKu6gXMa5cyxGNvnfsF2cTs6CJ/6G179Wp1d"
    "h9/7tI4KrIejFFZ6FE7GGqKbNZXTxPhYp7Hq9QBZYWrYNf2Y1BV9VEEfL6ENKiXmt/maV+BZD4RvvlBvwDr3l35BR+mJmLKxjMZa"
    "Dgu3Qg/uK6XM1sa9nG4hJq/VNo9kV5+riTr8JLdqF4j6ueW4x0qqoW6ZBD+uHvZvG6ciDoIevVFW6KkyS50lciwqMeYWnse32vq9"
    "hV23HNM4rH0OJ/WqsRI/6Rf6dfi0/hS0CC7Mmhb2D1tCWyyA1O0BXeJwd1pLqlvYdcq7+txGYoKPlwqfb672HST//ZUa/8o0vUff"
    "15dxR3PxzT/jXZcG38JfjIqhNCyBvuolnbEi1yDebAapngPJWstu/WKs0FbGvfnQxR97RhWr8jWTF32d1GRjHH3kzGwH6vuKbk7n"
    "lk0G7WSuwjc8hPtyFWeTC8NnKK+Tmdv4nf6SbewYLienk2P/qeCeuYpdNWQm6bH3EvDcktRxrt80xfRwpF/b/5yzoY2+Lmvhad8Q"
    "NIUPcY2OkEFSFnYITtcsr3tTDLMug67MF90CDTgVp2iyTpNBOPl7I8JcrmPSuLWpyRr7ryH57N1v6/2XCRb3zxo9nd0SDp00SlSM"
    "BM+Eagq3aE9OyqU+G9ulSspX0Igv6SF4KuOZP0ZuZOz2I+KKWu8nJukNxVjR21cM/2NGMDccowdDcmZjl9fAfmzEiV+O034wpKbE"
    "d9VEPJNsNmcoWgSDEV1Pga4/XD/QXxDnzdfucqy0Cqzy6rB+lhNX0PL9W/UVPTOIkm/evMrziCCSpKafhe/pIs3x+yn4xMdhpeG0"
    "4GyslKeCk+tA96pi526q5ldBRErLyPWSHTXrHevfkD7XNvZKrPOV6070xKKsmN6Jk/q1tGP1zeZTfqIHu06H4V1lzNsV4m+msTfj"
    "Pp4WQwTaDH2xjpr2bHp7X0ET2hScdYQWYH0nYqW6IsbbivjVOBm2E+vI6SnzaE/22SKH8ZxHr9i6YaxKkOQpziHK1NWQs0YymPn/"
    "zljn8bBNf8H+jzCUFNj2QXj2zZDUJ4Jf8f/ZsIyTd+pwcfHPAeJiUtPTVqNoxDnUA8XFAEVc3y44JYJvGaob2Pd2Jb61h9zMKPkZ"
    "XP9y7Joh37+NqPYPWLHW0igQj6mk6vpy2ngJrvJZAldjcfmszpx4tWrCcutZw5odKvnQGpfgpyNlBnzeG6QwrIYcrApmQO+Zv/mj"
    "nhF0tg4F2J228pO+I2N0pF4LPT4LK/yzTsGOfS2uB9vmN+ezb9Z0Yds6XsmcJbBu4ig7+YrZB1hKPVXOmPY/zzkUw0Lm4Xyshf2O"
    "4lx9Jxb9TmOHhOGpNOOUQhRrWUQE5t/wU+arxbE+FtMliTW3kfML1UT6yRxnZb5aZuzAHGryGniVhsN/hVhd6i9Oz2W+2ihvdVO8"
    "ihHi7r1HbB7j9/yGNnWjPiNLWWkrh8eT+Q52rQvxP38l87plfp7Md/2uZ32wKmCtR2nfqHM5I1xEn6A3Zyw2aML7KYh+9Hn4oTfK"
    "R9LUeuTxjm76qT4ZPC5b9CWxU22nah404yjs/nxjoMKfObKffMn+hbX6IO6rpewvVxKtI3MGPdNd1/XKf55PzHwHmdc68yszyLlt"
    "HtO9kMW18Fu2qeHCvIsI4yTWdUbYVAHZU+KcVZ7NE2te9SPsbsoln8tq+RwaRJm5asiuW9uHEzweSpRISeon5y6QCiJPuEn/fB0D"
    "D6YhvNZLERFORkTxOmLcsfisxVLr9BxEGza3UEWUF5vBbYr3vaGHISq0e9ighr8zK1gGTTZMboEvaui71tVbxlrYMzIQ2mkV/N/L"
    "ZDW06wZ82xJERnnMkf6JnbYO4w88Jq7zhjZiLZKcDdhTNrBGkfD8txHyeJay6rdlJ0RwV8G0SubJ0grftJ1YQuY37o8YxlB4jpHM"
    "mbkndVPYMBgg7eWhcKbMlGv1Z3kIGvv6OvJvmXE9huDuy+iVbuJe3cbuhB+xT1bZHAzv9n4y3Fk884QU0CPOhUU1BIhT2dVhWDUW"
    "YfaRTr5eGfM5HSWWvOukvAvrOinsFd4u38jt8oW2l61Zl2AHX4Ev9hRWdqIaVkU2EflmBCfB7lkWvjs133Z2Ht4p1lMzkX55IXGW"
    "hzGW2KjHBgshm+uZ7U1g37YRG+4J7MYK/QHPlkcWOOtMSXVAJHxfylGSzd7tdYy0k+qQZbazU2MsKytb/NyLemQAY6yw/dgrWMe8"
    "imGJbSBWaznu3SQz8wne5FFozAvrjt9uRsxSxJxCyi9amf7pdHE81dNx1U6Q/1l4lhdkFfFgz0Ms1LWODOCuaIrMd+2m3M7iPlrV"
    "wzG4RRgv2L/nSsJ3c6jHCLaTcbU09fPJDcXlORZS62f+TCVP4bvUNy4/6LCBQ3iAo2QR9O8B8Dge0+ux1mu1F7R/REqYiXeoFwkd"
    "TqyUCH1Sk+Xm8B8sG3ixLGGmMAKfcJXH00joo1JDT0tZ9bB7fZPT2DXMoxUz82WdZ/OxXwv1JD1OH9UT6r0ob0t/7Q39dYcOkD6Q"
    "40f1OLlWftNucgqu3kYeNMYxrNwhUubnA023bMH+WRw9R3+UHHrGFcy2VjC/ZrH0Eh2IqCgH63+4GLa84Qy9hDvaQyy2n4Z4dhai"
    "00uxrivC0dodEpGrdwY3QoLry0h4ibPgsQVEJqjRY4J/yVXQW3OxUisRpe6Hdy2GH5GnH+J3MxjZWTbtQmrfndmnlzMTbDP5RbjX"
    "CX5aohKadhHufyMtbyFi4TKPxl+N51rF6pLtZk/ynZsPdZ/UEmUiAh8xxmva5MTe8J1rGKPeKMYovBh+5d/4txInsS3212LYUbKF"
    "Z8J6dW6FbrhObO75Gd0jawH0e5x18hJm+cpZeTG0zFKPQq0+o3YlK1yWg9+Eez6MGHx20vL0N3haWWJzN+t0b1y1vTaRs+qPxWcv"
    "1I9x3a7SA586HbtubJP1iXM4HHeaTcw4h2f3ou8OjDD6skjya8YQcXYkR9hxfyjeczqxPr/RtTg1z4vFfaN1ICwxfK3gHuz7eH2V"
    "TDG1uEPri1pATOFzxOYV38Kp6YYV+ZUddybRAxDXvSzH4QzcL+OJSv+YdJUJiOcGYwW+xd0ug4W7CBZsNXb8E9zTVn0NlnaAzIGv"
    "O11ORZRifvxG3WI1V0ThZ8s2WOjViKpKWMW4CrZ2Ke7pT/jEsyEtFawdb+Mpth7Sr8iqZCgNa4lXvsby6LKc2v1VPNte7Og3dpUG"
    "0CGbiLI5U41jcFdeUe1DnlKXDyhWx3/u8h/2N0NTMuzI7sxGhcxvpzBBBE+bwrBvIIYsVUxpMWnfV0xqihl3b8PTtpMVPjZqG+Qh"
    "RrGKzXY9K1zF/YxCP3byeBQhGU4sa3qgHgB7crO0bFCuibAvpGsQ/M0G5Nd6Hqs+Wz8RW9E9IWn95VPYuYAy11iSYmd/MVFjrCcw"
    "ykqam8LoIuW+B0A5AxdhPuwJiZHzt9azg+erTcevx3lqime8Wwynx7rzVrNz5KE6usaTPMnny94S91g32zySY43vADJUn3KPy5Vv"
    "eEvM28e9lowQn8ut602+Q1s9dk8sja93vFR7DIZUnvpQcb1pret4JU4Py6GDxNiLFfKO7uNdm0VK0I/I4jR8O+qtrcwDlMA+rIMl"
    "Nds4Sc7AMw0nD0CET9hYHCZXDDrB7P7/ViyT+RWHk1KW7rRZ5zuwr5fU00f8bhhGhnVBzqIn5PrGG4iTjRqPaWhx3B7sHSmhJsmG"
    "BDtk1sxTClF9GBppGitq1dC4jmWmljUe894KfEbUagLKfrmLpYNaH9PZsCrrdGn4ipwoF8snclswnb3GoWfJcmw41l+Sw+72St+j"
    "3licbk5y9tzxzUV8LvFqcT0oziJ21HP0AZ2rXXR6MEYfD9brPXIgfPQL4YfOIrvbX9DKtgJ/wtJ1x2fW444+FZssMmyJw8S4P0Vm"
    "4l2fkosgwtNU4SOQCCcPyjifcxXsdgSftinYEUSb3gLpTX3Garw9eR5cr2Wl9pWX4WUPYM7iCfgEn+PentefoGsXw3d4Qo4Rw3sZ"
    "Db3eAnHXF/Dkz+aqR+lRpLqSjvQIMg/jtedhb8+X8/Atz+EM3Am9MVc66m2wGPP1ZURZn0ovWKih8C766h3yi4SsCU1nNiePJ/wj"
    "drIld6l7xs1s28xT0u986L06x+mX71m3n5GjPOrnON1PmuPflfo+ntG4q/tJL1iBH2C1qiAhSU7YJDmhkKRn7e7jP/dHtxDxeAn9"
    "6hnYdeMMLUWs10civmZV5n1EZfesac7M+KOZ2RMzr06eFHk8dvN6r4MfZf3ZZwRbwgSk0SFex/wsh4t3KogE3pAz4ubBWaxsvDJN"
    "gj8sRysb9QpY3nn6Et4XwFKbxXtWduAapHR1BJrd/p6no/BNayHhtyE+NOSXZsEm3EdfXtn6Pl1M4j6/Oz/9E668SIvFuOzXQHO8"
    "j/s4Ar/5mzgjG9k3ZJr0E3FdY3E+/SV433r/yjucebI4yLolrycag7s348YqS9tg92ej/8JpZf/fDD8knx7uHLHehsFqrFD3yDJ6"
    "szW+ezJBng4l2/sCPFMVe9cj5PMtgMQZOst1OMsjcKejEHGfBh/2EOzIXXKlLON0kdnHl4k2UsX4bgvxNNfoJeK6JbezS/gSP+O3"
    "2Z+SVI63SFOVlbOliBnRTJMarxquDT5/CDzWtrAnL8gUOUxG6OvwwV7QU4N6sOi3y9HQTj/hZP6Kp32MiPLVlL++ZO5yLGbmf+7P"
    "WbNDsHfW++56YTfBKzyeWtvOWBPcSQcp97OUY/VaGS/F7IGxbOkW+jLGem0YS8fIY/o4dNHpwXxZCo3UDGv/He6mSp08hnqi7M6e"
    "kEHUzXmsjmW6N7PA5ntvoLazlVqrx8rrrHurj+aTvkN4T3Gz2nX1TqqeiT2rNeZj7PJdWJ0yrOPxiJyvIHNeTG9jPbSQp7aEOcj/"
    "XFOkeF8cc30JO+zby1ZEyXl+ej0f652atjuS972NHHVF8NRq4EtMhbeZA0m+CCuSSHF6pSc+O/kO4mjaN9tNUlj6IX2m1ByL65uK"
    "46nDdJdaGSuJrl+/Vk/kdJpxYJ0mEdrZUlrapB4Ei7GdeutPXLESpzmCWLJGf5Dh8MRnUee7KKszMdeWsLZsDBnFxOrMpP1r5A59"
    "C3GOcVEMgj65JjDmoyGIng8iu+R+tKXN8PmT2CtRzvq44WPVeO7fpEfvjcEXWwop+YzTffvLELXa5xath7PZLRgPf+I6+YbcOjcF"
    "hmtzqbyvnyHO27WM5n/+GcvAXyCbGH9+Jk6v/U3/dTW5xMp4gi4XNw09Sqfi+ecgSpoG79yhdq/UxUEhGWy3c7fHiDG9udnXGKdt"
    "XUxZA927Pd3JZqvdiDrQZoer8Yl8Yi5W62B2RNXgc3PkRsmjR1XGmN8k/iN260WIeOy0cgfE5pXcB8v5LIMUf6KHw7r2xaltIt/r"
    "GFj7J+UIVic6kVUyTn0aeoxWqxwZTnwh8fWKmU1JEjvKeKmtYyWP918ND6V5EHLmbQWsUQs8zVHyEU7MH9Bev8o1uNo4oq6ZxB/F"
    "ymro8505zFsWezS3mXi2zrjfDrC8tibNpDuZlg6BF74Ou/AKYtjd8elN+qafZWrkK6Yh5zXd+sXSqDrOy3hU3DzrOESV/cm8tRi6"
    "9Xs5Fh5Sc0TAsyD3C3QodjyHLK7zjcNXjI+7gHhlLmaK6o6YySzaNu/ZJKjtDxf17FrK3GdPyPOTkN8jZCR8mfXQ7O0klCfxjuna"
    "nDVk1z9ktuE8cZO0mSrs8+C/GkZanvaGxcuSJsFe8jG049dYr2et6wQ2vbvM0BP1t2CxHgiv7+l/uPqSo09Rz18IH7kQ8mMICUPE"
    "eN535Xs2qGHoX4azbhibD2GlCiB/+TpB/9kqz65Ux/7Z2Oyf/Z5duVr2Tnxkd3M2aKvviMmM37sr3/O/9Zn/rf3ZlXtTzqPUMj6M"
    "kiEmQZ2xVv/Z1dmVVxyT+5VSzHzrq4i4rK/C+gAqWGm8iZiFm/RFWcZcQA3O+K58j/HXxOk72c/1xJh0T2Y+dTdEx0li8SSZZ8ti"
    "f20S2jbzGkQQByd451FvLZwXm6v/b8rbrryS2T/YFc33z56SLXoCJKq+TNP75SpYfMvp7B6s0lP/YfuTWUbrOo1u5nmdzymqn6pM"
    "1MHwuStWpq5T8hjZ4Eyr1mdPlMOZX/MPa/8YkcJKEbkZT+5Wfo/jtP3fktHGjBBNIlfzzw60JhHmF//v1fH/rO79XJ+TidoPfuT5"
    "8hQ8sqbyF+LpveQBiXNysj5n8puQbztC7NR3yXRm9ngcO6YKGb8bq/piiTN/Ooa5zG20JcZquElT2YQdKGq20k0Yr43Sl6SKfaKG"
    "xTtUmwRWA12AeO5MmeCz7rWsgl7N7ookMwefqyHlXSGP4j3tg2shp6v1Ef32H46mduUzX8E7tFWweaY3EfMbIkYb+RB+78GwYMl6"
    "P2pO2Fq+DneTqfAp7ws/5oxuJuTljTpMXpJJ4UC861gdFTYM9g2exaqNhW8/A+9/3ueUHUpIGeVisbak5+/ioSjiLiXXZ12rk+O5"
    "5Qu0SdYK3IXhFazQuWEReQPyGTUs4E60k9B3dFfo2ZJD1vk1+PMOxGmGCFqlr0tf9k/U+hy+y5XY9GBS+8h32LE+2OcJ8pu+gXXd"
    "W56Tg+VOzfyZdnIg7sAhleVqFLFgCWSvkfyCe/8VUYr1At6O9T0QVidfj8AKGn7cnxrgG9brrZIPX32irockr9YP6zg/2xDFmbQu"
    "wHOt0UnaT87C7+ZgrTLLwamsV4xm/Or6Wrox5xPVlskqGS6Ngwf1Q3kcEWwPqQl/0LWyQabqvfoWIroHEPNM13uCN2S6fiMD9Ed8"
    "w4vaX06QiZSGMdiTk+V9eCObcO1pPEujmN2tpI/WBvGfIciPxVOPxjmOE6HPou2p4rqfq5idclW7tmJs7Q7p9T29IFigJ2gr+Tci"
    "3O/FOA8b6Pv6aZBkB9ge4nCsIpx3CD2CyRPM2rg861jfuWR1gsxS9b4s9tGly6w7zKQ4ZwzmETs09Pm+pF4l54khf/wKDbMa+2uV"
    "w+elrRhT+mhog7bsybZ/Dk3PzYU+8m+qK+U6yNVlukbay+HBM3qN9tRZOkg+kceC73UfGauvIO78Vv+GVH+oOdJfO+qpwQZdH/aR"
    "+XqtHh08hnd0xqdH4dmtq3SD/smpytn0i6frGk5w3SZf6H3w/iL6izwRxHSy/oJY1pBLb8KVDd/yqsB8Z8vfRiCjxrVSyhkgw3Ut"
    "h9+xwPebJ/yqpp4jQTtvM36F/MZXiW9RxVnbLay3Wm0oN7xVBsMjnqF7y6WSE3ygI/RVHa/XiEMzT0ArlDO3U6LTuF9r9GVo0nw9"
    "HfK/BHdxRDBCrSPkJzxlgQ5j13uc2B0DZLNezO6PPWWbxygdzG76JDH8tjN7cK33lB2vlXXdX4GrG57vLXIbNJrNnjwF+VihLYIi"
    "rNsQ7Nw2ROLlxHk+X/rjdI4jc9ZM/YvfbF5SHicCKliDrtQvpYAy7ViMZ0ELjtPOgenUxcTGqfZIzYdy9sI+8yH2pZKVG8e5FUtz"
    "blkGs56keoIj6Y745n6q4FZEmDZhGmG28H2JMUOUIG/Db7juEL0TJ3MS7vgOuVo+QzxwELvitupZcpFswt4sxan7HjHr9ZCyUbCC"
    "IyBvZ2MlTtR39QKsW6Ogt14WNIGlW4uTHIeGsKlpQ8a6Hp/ajF25X+tre12km6xXXT7WZ/CpT+R2WS7jiFdVTfTm08R61O6F3/qz"
    "Xhk8hD/vlQv0TFjnryBVC3FarpYhspDnqdQjsFQzArmfz17i86+mqX73ec4E7rhEH5HxkIefpIWeg9OxJ87ni7pbkBWcHmSeX4jR"
    "l7wQa/cGsU1XsBvKKpALoauXECl9DaS0gv1s4/TmwObHmqSnS1O+1xro0JDVixp1nEO9ZS7ZKq2P+Lo6vicLejOHumSTfo1T8zJs"
    "wXas4t5BKScyqyhd1jcygflOm3P6m/Msq4gba9LVHdf/Alp/Y5orL0z3Ljp0gBM4nXO89CSLxXTtpHfKicHr+rSeEuyaL5ZJW6oe"
    "i72vSU8GizwLj8yx9f3nE/5JPFsNWe5399q8EvdoPBy7goC6K68kufNnStJjqSTUobkfTiYEhzhmGdQlkHXzXDbhvd/rcB0WvI3T"
    "8wN0+jJ4pjZdN1z7kv30FhnKutYsshwX4jdl7KiqJi5uAhaxwnfqFWpXeDBb+b0W/7zEekGCmOZVuGeTyltkKTlUTiS2hk2EVEJL"
    "bvGsR4rXs4kZ7jCGjEm1GHe9mmxCr+PqXfBfPqS9gp1t6vOiynlhp29OlV5yns6Ft5qrv+IOjtBbNC4/w6czNNO20IQriJZYra9z"
    "nrIS7yuog3E+8ys2q9FJOko5NZzdvWOaTui+QRh+qCP1fHzHD/IazssHenRWb/IDZ7pait3l0DS7i1J3JHRp0FFuDqqkR7A+2Qn3"
    "+3L8g6B+vSfkl0S1voYV3E5ZiLBWFqMPktBCnIafoCMPF8MCHgmf2PCN7sMe/QFdlvDTltWsEcT8BK+buqpWx44UIfZtue+JNKv2"
    "NTP/q7AbEY/rWAbf6k94ecai+oreKF/qF/jG42UYTuo2VsqL1Xgp89hBcxa0eLk6Bvc9JMUkszNy7GzilDSUFrjrRuJwCqu0tfSE"
    "VJQyV15DC2OWYCvuZiGe0JiXqhgPOVSRWs7q1dIXqNGPicGay2xQHrHxKokHlElTjNV9cV4NWe8MSOW/2MdZgLPwnMwjs24NXo97"
    "xiGb03oEWnU1OSjuJkZAiT5JbudsVgHy2AVwGOvyF2OnhhGPeSQ8NJutXUCen3zcjZvvsSryfD1Fcvm5UqKTFsHKmFbfSEz8Avjc"
    "ZXqX3ESslVyck2Gw6Dnsd6/hhGnMVxuj+p3ke/Rpq1ePwT4PF0Nm6i95uNqKOnDmlstweG0vQtN3Dsr1ber3b+CfX8ducodw1lIS"
    "acyzHMaKP+I5b/E2L04kN8cG+Alih4T3N2vY07meNa2kHlz/ZnhyH8JifQzNc5t2g8V9CJHTa/Aoj4MkLCG+jTGgHosIeaPm4mr3"
    "B6vU5q3Ow7lbj3Vfjp/nw0IMNX4VIiDDk1Hjnt5Ibidjk20YTCS2vJuYNenZDi9jCTzwAnzbOj1JzE41Zd6lCPdg/OP7YjVaBXvC"
    "u2onV8mbuMtO0Cp7ySV4lodgF62T9wRxvGk2dZXPft8b/GzsjX42djPu7QFY0OX45tuDWuaBCuEhb9F74K8Zdt758gbi6fZifMir"
    "9d+4Tkc5F1J9DqTpQcQq631X80rOnRjSrMnfI3pSkOOrSAXkFqtgf6RFLIOxni6T3yJwetuu8KpspwdXjbUso0xHqDHyNTPqcAR3"
    "N10vlSPlGzzBOvpc/fWmYDIsYDk9hAizxUX6Kc6Czdev8qwJSj3icrzKiMV0wMGB4+4uI17bXCLvlkK2CtjnupVdfqvwxMs4GbQV"
    "d1WIaMa4oGuYBzkW6261rVmwLLWUvRJWibuL6+BzLNGZK9IToP3XMzcQJRb2CnzfOmiAF6W1fCBu4tSmHDeQqSyfd3qEjIY0XSAX"
    "ysOQqBFaId/i3l6Wfvqc9tIeWJti6Lz20BAtgyGwbc/ISZIjL+oUfQD79S0i7XfgT0yEVL2OiPRb+NcVjCw2wkt7JLB5+M1klba5"
    "eOuYKuWqXcBcnctKtvB9R66CeJTngjdUxemQyiGIb76SDrpUtshtkOTfoXlXshMhwTOmnGw1duVu9G9maWNInfUBLUP0F6l3AvZg"
    "MuKopdAjcfZi2JNPgJ2dRb15mzwjn2KH+wdfyIlhr2BOOBKf/x46brDchCtsRvw3A3tZCM3RSk+HxPTWqLQNTIYGQa8Zyp2rG1dw"
    "irpE32bvfJQs9QXsh7A8/avwpzPv3C3QZSuY81hNvNwCsvRMQiSwIbS88uOyDhJ0CTzqBjJSi6SVNiEPaQ0j3xi7fBLsX5soqzWa"
    "Zoy7lbg5MerJ/XG3C3BPl0MuKiAlG5g3PlAeZEf6w7CFBwV7Qa/0QIzwGVZwof6hN8CPXQNJ2KpT8c0R4icldJ/gAJmi2xgHlQT7"
    "YHVs5v8T/GYc+SHreyzmct+7kc/zYjvcCXd3mx4VOG6POLH7Lcs3Gzo/pMWtYXb/eh9HZVPLXidtmJ8xO/GATITOieHeDNk9qqMQ"
    "H+0jPeALnCXdoVlnIap6AevVCB7TdcGI4FzY2ZHw9M6EBMwK7sQTGb/0yXKIGFLH1cxpVEPqjN9pDJ7oUc4WxNiPbHgCW2CRYpYJ"
    "Cu+Rf2kz+QUy2AW69FCs5v6yLtiO750FOV2BTzwQ9MGfz4mx587BSe6HVb0dJ2oLYs+DA8tu/iJX4Lc7cNQNeXTHBK9yMuJATsHk"
    "etaoOH0vY7DowZxfMbEtz2bvz2J2Zv6InWwpm8mjXa6WW6rSdvR9XQ+x4wmt53u9F2GnrIL9OdZ2Bq51qXxOJnKbXtqmfeDJV1A7"
    "JdnN53B+OuDqneWu4GE5CncP70jm61F4vhFhT3ko6Aut0VyexxpM0ht1ZdY4SGFjWJTlcrderp9hv5ezF8Zmv97HOn0ll+E9G7Gz"
    "c/CUE/Wcer31MZxHwyVvKk+EJewZsbzlEkSf2TxVxuM2Fa+3xqrfz8qi2bZLyd1iuDTziBO8gbb3Rngyi3DXv2M130aE9Tsk+GyJ"
    "k2V0KjTdUh2Pa1qe0xCHDyIqQSnPTIi9dJ7p7h5PPIVNbn6F6wQ1JIXm0NtVxPK4Ge8yXJkqeJ0bmbc2VoBN1O7GA3CGGAvc1Vml"
    "iH1/RET+Cuziauj7QmklMyBJj/DsRdkHVIDTUwkvaxlWNiudz87VDmlu8u1+wiqF3uSsj3JSNsmezp/xZwVW4yK5C57TdEjmDB0h"
    "uzJfb32dJYhKzaMZQkaQn8kuX/N/fKY+kQvqsWK+KznvzEzJ1diNbHodFs8thqdrOcu5epoYEs3/+ZlbmMNcDylZoptkDfvttjEy"
    "WA2fYXsdd2BZMMOpHwf5t90oZi/RJPbJp7BaEsyPWnYnYDWts7djIpXp/ho3B2t4a2XQUIbX01HMz8mBV3WFtJXrcMqyYfN7yFzo"
    "oH0QT4yD7zkP+mJX8DptUq+Ssa914fybzO05nPu26ZZcdrOHRApvDp1RxAjW9WlNFWMWq+AT5bNHMA+68SLcm01TthbXWxfjhIpD"
    "0Sjn6TB5tvjvGOYQrXs1SsY6TfMHNpGkn1J0ccqlErKPyDRQM3EIp5fh/MV9X6RljdqwQzpfJ8u7sKMrcUq26QQZAsm22cQ8rOPJ"
    "8C/ekYvkRLFs2R/QGNYJNB2axPoys/BqN1gpY5IaqTmQ+3vlY3bPdoEecLMZ6tnD7acfEH9cjuc4WI4Qi34aQar2lEF4xq7Ynz6c"
    "OHU8Uc3Z4fWODqTnWO6nN5zvf43vZjQuM4cAHcHnHaPtaP1MoruEaZF5tzNPaWcTVWJ3ZkK34HdXwftYDi30sFivVpmfyKwlFkmC"
    "0wiW73xObCriT/qn5eQIXAu5rYfIUP0ciSEaWjR4KbEB7GztJfvJznxFSXbBqs8iO+SyqD4G38Gh0l4o5cwDT+FUYz5srfF2bKTP"
    "YZOnrscm4rFglIg7+cxNV5AlqAz7cCsnamw2um0dV4uQx2CZZ3C+HXKYICvVkcTALsVZts/kYW1ek1paiSawaFv8bEWSfXEVnuMh"
    "CR+vSlvJe5DE12WInKlXwubfCE19l5wrlWnMwSTlJPQTN5kng1KWPp30FIeYbNroKnajuDMww/tsJnnHiosQToDuWAGP82hiVD2K"
    "lV2Hu6nG7lXipyGQhSW4h/H6iP98lNFKGSXUpk8CSHisDrY0w1VwnKVJRkQ1kJpmlOwiaLAK+m3G8TICttykaAH9tOvxjd/rkziJ"
    "44OWYtOTLaDlxvuci5t/Mryc2jQf1pPQAkdKw6zqrNuTJ4TvBE8k78nqHfTTwUmHkBriCULm7hwDRD5nyKKcaFmdrvAeJDHvzziZ"
    "fg6rU8jOTMe6HPXZVvWVzjjxdU4memcbRHiLpHOwSG6B5r0R3u2IoI220FMYX1Yzr1+B/TYJvh6StgnPmPmcZkbgNjnsJyaloceM"
    "q0F0tZmdFsXwYwcyz/QZT9bp8Ns2wY8xlLkvsKMfMQtSBR2cD+20p5xA1NIB+L4vPdq1q4y5n9cTDXkvcltWQJ7fhgZ8EfKwG3Nt"
    "jhPO+JkCaLRTPDpkrk6T8wOruX0qRyImytZhYVOxWTnDjzdkvQI1ftAmMka+wM/7sw65Ft5THzEmHOvkKqUX0Fw6c36nmpnQcmJw"
    "2eqPlwWImx6Rv9V691dg3T8jHuRY+NbvybXSIJgNSS3R3YJFuhb7YFn998K8OjTfhZB9d4KOJd5CnNhCy3DN+fov+AlzGWMZOttf"
    "WOez8cz3wXczPqDuYlnhNWr40KXaB/e0klqhFucr9LNgx4iTmUqPv18Njy6khO1AfN8VTb4mvDdrpH4YNoQWuROWbIEeHoyQRyEb"
    "D2uV3C02QRoJu+lPiBB+CrrooVmXUEIKGGMVss95EeXJmLHnYrcNq9o8O6thWedzMey4+X3mx8+kFvuUrMyWm3FcJts4i2ZWI4cS"
    "MwdX6QvLl0zzFSR9fd/83jJ6XJY9NNaVIv0Vf/uW56EA9qQBPJG7iSNfqL2gAa5ETDMNEvNv3TH71ngnTqsEo74Sykc+IvwoLUgu"
    "tEYpESA76nD8v78Ml4flanj/XyI+biFnslYZJ17uB5KvKXSun9L1i/ryX9E8q7V5WsPunuauTEVUDmssIJ/Gm5L0XcRFzOCbx18D"
    "GQ3E2MVLiTVQAGueWpWDRf23ukmu1HzL//TKZbCbL8OzOFZewk8vypfyujyoXehlFfv85GfidFup79rbqmF6TrG+f4YjxOE9lZIF"
    "yvK5b+x011s8UoerJp2yk4a1LoPUtPkJ7Ks4mrIYrVN6n9JrdSb8ql/gdZ0vP2Jf34S1vUEfoRdbS+w5swvXMDK3zy3GN7WR46Dz"
    "I+Sl6CFWKTkKkjmPnnA1q+9ugswQQNpCF22GpzYBa9MBNm0WT2E/SOZ66LUaSWn2xtJAdrA2hZ5nQvU4r12FDGQpPK9MHe2lRNtw"
    "LFe1ZKqNMcdg/DrdiBvoplTtvh1v4R86DPezv8yBfJTj74Ztvx7PuFrvga+ZYL3PUCd/EGOQPktSaN+Z7i1KdBazUyWeQygXXtQ8"
    "vcHPQ52Jv++oBVTQ9n8DjXMKYsEGOM3XyGjI4gItQexWylkGF1GYrjKpeQ02/Decuw305KtZ27xXYjxp5gl2ZWScYPa6sYTpXh3V"
    "RJ0VwtS8VureWjAKtmmHXHje5cRidUwlX8O7XMmeHfHvSXk1zf2s3Q583qQ2Z7a8NT18m7r6DhLuZgXyfPXnPYnwLi2XehvtZJJn"
    "K05khzh9y1qfwbJuBOse24tsnq4GHzLLZNnRe/wUc0EdEn+0WCXiSXYw2OrOxzVOEId1ZrgmkzmjUwottwz+1Xrs2w+sedgqHiKN"
    "0wxWQm9oUDBEPpQv5APD4g0PkDfCfEjWIXJIuI48K3d55Lvl7Ct+QGw135B8xmhJVmmKua/llNIqrGqRx04p5RqV6ofUm1HPf2Qo"
    "Lq9DLrN9f0tRHVZzDVFgL4YkVxBRYhTeb9yBBd5zdQx+bTzLtYvfxsFP3qDv4vrWeXA0bGghbPRG7F8W/V6nXyynV0y9WoET9m+i"
    "7xgSscOtrGXnjlnTfQKbvjsZ+uUu+LldEf82kh7aF17O1eLYtip4LctzVsOe1HIubFg6t2+rfri8Q/S2CDP3tf4UdMdpXELpyIGW"
    "WcM8ZDEihU3semgUmP5cD9+okpN9U/DO4dojqMar5unO1R1IMPX/C7O5Q7HM5VPE9QKx0+d4eU6T4yGjF/vJwQJfyVJKZZt/+JUw"
    "nXM6nEybe1P7xqlPlsGfXZ1GOY+RLzwkk/1vOpFVuzJWnlzvXjnrNZ/AwzAc9FvgV94D76u+nBCcpYOxavPx/SdDdtfiXdfLXJyE"
    "CGsDlT7joX6u07wKs1bXE914m94kFWSpL2euw+7/rToYeyLaWdaSAXwc5HI+JNGu2Bpy9at20mxq7aNggV6TC4I2uJtceDS1rAHV"
    "+ju4klJqd7UIEvkgTunj+qJK1tt6Edampx6iYWDyvVjvo46r9B3+SXp17Vg/XsLsyGL9jnVWQzYaKC4rfaM4jKwq6qMSap6Yx9Az"
    "u71Kv5Gx8gPXZR2e+FZoYJsUjRPxYRMZATpIDiOXzfimI6CP58G3n4E49HpEjm9C34SefdG0RgtOwbfxvPMpnrgDZEcfq9PgX8Gf"
    "Gyjv6CB9A9bzR6zPUUE72KAD5Ow017DrJRGialgsPgW2djiZpmfLEJz79fqU/MWqVjnXo5bMRdbJdaIYP+5fWIt9gnJOdpazmmy4"
    "XIZHvp17mAk7PcKJwGKcxFJ6/5aTXoBPP4vTOBf+vr13KpHMTiAfXhB8jrV/CxL0uPST9vIM9nCYTtR/w2KNkhHQ3V1hczYjRpik"
    "z2DtJuP0btP2gdVD5sl5XF1jxZ6F/W/gp/3cfHgJ9UCUXRhXiJsad1Xbsp1euZivmPf4huR46TaG4Ti163br5YGEWHxhVuFXsq4N"
    "x89XSpQdxM97VJpiauo1HtNuPadIXI6+F+V1CPVameehrKQHp8Snv8f7ipmR5bNpzzdC7o6WxViDLvCyrD6/XHuzhzVOz6/SI4LE"
    "2DlxgRT7qe8UA2UlpeF5/RN2aDv8gsPgh1o97zPdILfDr9iVTOOuxD+78kog5/m5glrdea4gpv//31tmOXA8tNY30licl1OrX/KM"
    "/2/d240STzPplPi56ELucmaUkF1BOPtFt7EDI6LTAkPE+Td0heEeta6jL+1WmQkN2kE/JM7zCzgH58qpkisl7LEMeVqMR89lVq0r"
    "dbOm8psxn81R5i8SnNf7BZqtirtRy7NwgJSz19NxNFqf676UaLOpS7QZ7v0MaMH75EvthLNyJTTSAtz5K9i7x1gh24orXUXG5krm"
    "Xrbi1b5SxJ+vgGZaCg3aU1qJMRz/Tmt9hjQlX3YtI2rTA1dTZ5fqn55P3Xpz28rnROyNY80ayc1BD82CDhwI7/618Deyu17JykkM"
    "vl0hO83j3sYZtu8YfYaYH2aXGpIf1ZjQytWxZ/z3nduN6/eZnAZL8ThswGuw9m9pb20VRLRxcFvgcNsso2tT78ZsZ/dZAJ2TOTfY"
    "F3Hh+bBCw3UB1udk8zXCa7Cn42UVbLdhcS3hehi3p6FiGRv7L7DOdyASyEeM8gK07kPyquwb3AxvY6Z+jLXsKV/oKvkV1kxkIVZm"
    "tFwq9Vhv6CWuo2IT/eI9xMU3hrhUqC6SzaE93sqJ+lKev2rqveu95Yz4OClJPKojicQZ1WuJMJ9g59il0l06qvUefSwT1TgeLco7"
    "nqxuFbQU2fBhKokaYJMpb2DXs32cZVFdKedTvpUc5tIrKb8OEy9GG5+k32HVuo8hl2/qYdjvIeF8eUpWBntLwzrYD07WbkGPYKX+"
    "Ww7VrxDRttWXpUM4VguxV1t0tn6irsckn3WUkF22N0k3fVSbBdZTshnfH8g5WN1ZnId7Vn/23YLKbjw345olZ2A/f5XOZJOYq/2x"
    "Tmv0N/xtJi3/YJmVnjewyXZnK+J6jFhG0OU/SqAVypkXi6mt3bPY5VrGYtbx9Qw8wEqs+T/LZxTnHu35P9yBrWV92UNi6Yx7ql9y"
    "sb4DSb9Typk/mwop+lYegcRanznOI7xTFzkuNw5syOI6RAU1nPwvopdUyb70Wr6nuyjk5aywnx4sLYODZEZ4hrwmN0tfLUCcfgpk"
    "dyK02y2Ibz7Bal6C+xwKP8hyaHNxTcPsep5Z2nzoJosu9pGEn+GM6v0SZ6wYgQxGGN+sJ59lGfs6rvJIYNYbdBtOWD/468t1gL4a"
    "FMp03QPy1Vii7Gf8QxJkIh7LDqjjOWVaqpfA535B39OPsjrIbMSmB8uBejO0QwtIQgfJY8+M7d0o8p8b5tdA6Qcvpgy650uclmHa"
    "SrrJWdCet2uxGAuldV78KesgN7lqLAJzoPVWaUtcyxCU+0CWftE8qWH/+gRouxdkBzJ3nPMshqpRhHuaANlfA5/kVezMHtjfH/CE"
    "FyLyztP+iBduwU6s1JuhRT9lNvQbfZuy4TjiozzPSfYfdsC3lRCvvZaxQjnuy9atmr57OXzik+VinOR1kIjutJDm//Zi7SBfn5AS"
    "NebATrBKZWSAy8La/QYf7DTEDSugRc8SQ8Aqwn6cVMdnqtK8UdYnWUvL2xoR6Sro1nx4ueuxIjOwylMQj1RBOx0MO1jK2d19iWxR"
    "RcaIKOudHWgXDI3auoR3Y3+n615b6HMeIgmP9XaEpPpoN6pVOiwTv5BzYnNwzyu0QzBaG+lxWOm5YReZHV6VVRJ2DftISzki2BBU"
    "s1vPGGGS7JK3nMKJrPf9oXcY+4/MkbHGyyB3wEp9D7v5ZB31+iHQ/su1I556GXy5Kfo0LO7P8rYYk6ll58Z7vzXBOYoz5GfWN35E"
    "7Dea0UkM5zTGrp44e/EzIcfOI7ZfqC67tx/kNITd2ABfOaTfHyf72Wr2kNUQMfJMeNSV4Uztgifqo+9Cqucg0jgqODq4WEK/puqr"
    "f6b7AjHM5Rk41cY/8mBwDuK4rfjECv1AfmfdJ+o1TsoGB5Ly0jZgNfM0xSRfm8YjXoyzbkzwO9gBYx4DMu49s9YeFcRQtROs4JT6"
    "ilB3VvCdp5OPZ3pMCjnb+DolcS7u8aigDNptmz6Bk3W+jMZKDmIdYFuwSt6Dp3Y4c3bGer7cdyUfJ6leklS0v8Fn7k/eKRbdFX1d"
    "xR7Ff4lN2W2jT3YZc9+5dczXm0/dBHolVIfp1ola3fZkBDyRVvJ60ACyNxI7+Sv8r0vlQz0PKzAdV1tPf9sxwtXoJbKFqxTxudlU"
    "Z8IS9iuIXAo/pgJ3dnLQH38fqsdiPR7AlbtBe3fwuZda7sc+EhLH3bTK3h6nRTxvaMyvWX8pJ1PZGFUyndp6LGPNbzpW8xVI8ApW"
    "4/NgdWez5twaUd0t0Cw53ueowsmsQYQW0uvJpu7OR8S/CZ/pJpdJW+jgS6SamDlRfZx5wBrfCVrumZ9cJVLTONaHi+O73wxtWkUP"
    "u5yyVMB672M8G31YGUrlkbZ7vKUQn+nJDK34jv2on8maAc2VFdwBb74aut/s8W+4h3Xs6ZyGq7lrxfx8eRWzxVV4zzpI5jrmSsqY"
    "9V3KuYS6OiAyT51n+sw5crzEyJ1eSDSakFqkNSTB+GyLcC7KmXO1foRs5tw+kQg5aaq9ZnVMc7XEu/0SFrAfPNcS+GCNpCrcTybp"
    "AfDMmskSnO2/2S+xEVHUC7jWctiR6dpZUjWZkOsReo/Vuh33x2eqECEUwaKW4fnHwTNsIIv0GtzxAmiU36gDmxBzs8zz4pQjrnc+"
    "ZxGzkWbN9mJF09b4Yn4i7rMyBdSPNrUyHH/eLU7XlEF+asmiW1nHWtvU7Tz8t52TKxYZbCNS+jpyBoY7ZX+sTvEpP3mWWKVsCzyI"
    "LtKOnFNbYeNegU//sFgVd4BahNU6mKrDcG8/yE/6qWbmwb1aO8FzXSz3aFlYP1gpf4cz5A07v5JLr+gaRCD1OCvemJPjhnS8K1NL"
    "K+BDT8OdGvPEKrlXBuAELkQ8N82fG+c/7i/OU3E7mfkVQx40NI+19JnMQzQfbx1sUxzr4XCz63MWrcjXL16SZBrVPuHzt0eI+lyl"
    "8xus86iY3Qwh/YEoPAd7b3Oc1FSW3rKHQtzQbdiz6VjjJbjORh0FzfmxNgzmEX3PpuSthmC8boMZZ1u/y1WQvm/wviL6eg/L0/Cy"
    "psFfvAVxxB94wr2xWqtwavvIc1idbZDNr1nndJOPyfTko+GVIWYLP4eOWwxt9jD8wuPEMnx7Bm0kFh4Fr+UiWKYTZUt4vLQK+sBD"
    "fAEndIYUsUOiHavTVcRrrOVk9z7QcsXUhkXsJthA7Lht7BhvGkw05E488WSs8EvyN3ayL3TsNM2VC2UrPYZNfs48wvp+kX6tX3LK"
    "YBz+3l76Ii5awTnvVyVz5eERGRD+Ksb9F4YXIubvWO9P/Tg8MbhWX2ZfT62fV/6d9bJyeuSGJl3scR4TjPstl7hU38WObCDji+st"
    "eoj4shFqtVqc5jitfGtO5Ls+OZuNz+w5NGffVaob2OHURljzCrGX5ax4mVTcR+ud7zvwDK3NzWuW4YzZrFEBv2u49oC9sv7EafC5"
    "zwpyArvbS6Btu3h0mRp6uQW6VIx99Av4rmaTCphlsTmeDWR4LyFDhaGAu/6+KuquFfQkXpOWrBEkudauP6SE06/F1qMCjyQXFmWi"
    "fqYfwU+ZC49xgi6S8xgdTaCkOVQ/+GB4zc7LkfqdnIN492XtCe3YKKjQp6CTX5Rt5F1JMv8W0sZYnu4U/PZEcThqCcZzFUT8jbM/"
    "f1ud840J9tToTnrKsWRlk3Gsmv1Z5bpMxmCdDMNxjibC24NiRGU2T7sQtuUU3POD2P87xFg0c1ivsxh5Ob4pn/z0Vqc2LLr5nrdx"
    "g7fD/cgXtEGDoCm0dTlXdgOk2FD0tjLjsQSSHsc5rmD1wZCEapgzm4JvsRNjbKKnylLo2c1c747BKr1UL0DMFsG6TUDEeJY8qufh"
    "dGZGeM7W62D9HmSEXAS/dS1rSs53L2DdXD0m5J2ygyu3VN2sm2VgNjL7mYDHW0DU7nz8ZNkRY1hqy440h2ltyO+vSMx7w7Ws3lvm"
    "4Q/EecfJatbeKmgJLcOSYK47uhP6j8txtBJXg0/5sspKof3tDHH9ZbXeW69Jo8EeIDvs2//E/uYyC408fp6zAgexk0zI4BX6uwjT"
    "XRzuM/ZKq3RNscZ/8z7iGOAqPHeJWbIl+p6YPzaTPWOOe/ktnnPHQlwELzCPe2ord3Vg9zmZmL3b4Fcs1iMDk+mN0ODWq9eJZypz"
    "bHYa/ai4Z+dwsza7k7Wxu4ygTxOSYTOiH+Hc3CxfcaY5gT83sJssidNmOq4es6yV0KU5OpZV/ZjegfOynj2axXUgOG6CVNm8n8P+"
    "zPfZsyWMBjLx10uadU7TO9eQ/1+tbeRwWcV6lTHcRtjHF9VxsIp58IAbiVunEtrjPmIMZ1ZLjeI0Jbwtt9XpyFjbbN8A5ha306bn"
    "sYf/bf0syIx73J2Zkxj7FSKcS7Q8LBFScY3dcBYM9WYg9uYbORonaynsZDEi3VLqnd1lK7WVRfz3S08vL014grL8zKiTp3LsejWj"
    "qDacslTq1L74Jodznws5jWGXbUruLOkoLqIMPab/c2RmsZ/mM0YpZwZ/jtjJruKkWTzNr5D0/U0xrF/S/81N4MU8e1CUeeoq/j2q"
    "Lg+6GT6j4eZeHuT4buICxprmqbYmP0ke7zqfVbGSOjAkHVedq+CZJ9CFGsg056awQq7QbNlXOmOfeuiG4HJdIEPlIHzbXzhdlazw"
    "mfa4kLNXtYxpwmCxng2du15Nq72OPxfom5wltvjgByljB+9mZhc2adKzNJ5F9FhN95e5u8rcbeI4eXL0bFHfWVfL9RFyPBRB4t/A"
    "St0GD2cyvnEMflpPTujNkI8BuJsexgCPu/4OcYRN8+Tw35dgJ56DtRiBz72vU2BtTGYP8YiYOxj/Qp+5WKPnScIjcGoa/0MpnTdy"
    "qrmKvTNJnrsIdzNPj5Zirq8iQolrS1nJzttK/VjuFENSyeOMYAGseiW9n79kKaePnO3cyg7tQvIfFhPxd5MOl6lY5fV4/2a8anWT"
    "cmYxrIL7O/tbYvAG82DpZuFar7BeVIITM1Ofl0HwY++SP6CBF+KdI7UronabkfkT37Rcf5Fh9BwX4NrGpPk3bVAvRAe9sTrHkr2k"
    "hNW3T2UtJdO6hFZrR/0Fnuog+H676ZmIqIdJPmKXU2RReBTtfJR8fhYznU1rto4eeZGv7SW9dWvE3sS66mYRzy+glOtUn2CoB8rZ"
    "wR7Q1x9CU+0Jz/ghWR+OhC5ciIjSunOT2lWnyjL9AF5qExmvj8pk+JBrwzehe9bBYk+A/9dXm8HzqdQ79I3gJZzkbJ7kd7DrL8oY"
    "Mb7bJbpaMs87h6yKKJHjLSbcn1OscUYqDWmF/sBP/bxfmcVa9TxcvYqV7S5kx3sA57RJMAfaKKIVvvvd5R+so6mflLD7708ypi7A"
    "is/UWyEvs3WzPAINtZd8CS+yEE9YgN3dhIjhOKIsTfgvs3AN/gsWSKrDMkrWXyXmuEn4pjr46zU9SRrzLKpNpPr/4+09oKSqmq7h"
    "uoNKUEHEAKJizoqooJgTijmAYMAsmDAHDJjFhIpZQUUMIAIqiICSkZxzmgAzhMk59cx0961v1z6nB57Q86+X9awflwwzPX373nPq"
    "VO1Ku9iZkMi8tNhpYkMCK1gGaAs7VSsYVxvIp7lE8thrZlG+KLXfFTz1E6E1HR+EQ5HP4BMKaRtsRsS72hI+61Z9An5VYx2As3uJ"
    "dJLLgrGwJ6/AH35W28OWF4ev4Hd66R3SI7gCWmAdVrOavRnbmFmLYLWPD1Zzt2rVVfYY/ltOqf6GMbYfiMtqYX8PlmeIt+0EWK3w"
    "Nn2H09GCYBU1kPEITMRa31i/sjvnSox16QHon3QdrKOgSU+UdyFxIp2D22UZrU6ir8Fp6zrOXsuFVngj+AfIYiquPoQopAz/elB+"
    "gwd0ncyBtJ4gnYEGZmpT2PUK7RW08TYtTnTYURLdOdWMm7j/ilgxYZ2KfcgXX8g4SiW0U1Qdj1Q57yWTffnrsZrmla5jLGqiPoBV"
    "XQdtYfu4ibmRIp6VFVzJPOYJrGvJVRcdxpUo8VN3/5aOOG9TzbPAni7H+raH/J4ZvKqt9A/WlBkefT4Yp+VAOAP0KvkT797fcxk1"
    "q+e0asMqhq/DVfGsID14LeVOHR+u1f3kaOkO+/UN7WlruYJ1R6VEFYV+qp1N8sJzSBm/L+f1NrJfxeJU/+iVMgnvMCbrfeR2YKDe"
    "UuErQixXlEsb5ab55OK05ZBFrUZLpYxdics4VamDzPEIzipg4r6ur5BVA+bZfgspPRjvzQa6N05U6zGdjb2AvYIEfcqIc4beLtZf"
    "nSMDZWgDE/DmQ+fnYu1egw6fqF8HNo3mJvkZGm+8Xq7PBXUyG4joS31YPoM1eAX3ewPeebKsljekHe7zR6zWGr3A+BBkJNbVne4K"
    "391Rx4hiGfxw15/XiifdMrLn+mjoFnWV6DneC3Cy94iYvPTV9yG1K/XloIx84YXYcwmeIS7KYlfR7qwzzaVf+yV0Va7HQSm+UzkO"
    "qXa8R8ZO9QpzKaoT2X0fcic6Ut9uY4VUFCchj3Wm1js6F/Y1yhNdpK4a1bBvZ/ob22ht28GKuRjU6cS8JT4KVA3PrNAjkZC+Vpx6"
    "yPz2OdDD9tnr6GWcwWxDJXYvFXrDpogcLx1kmmbBZi7l9LLP8LurcEfQNdjXrfoCdjsPWv6TBqL7oV4jJeRSUZ5GEZefiUI+T5Zy"
    "4oqRzMIZh81leOYFegnswl3hSu0BC/QG0N8v0hPy+7C8h92ZjPf9KeqxS0gfqdbzaVk1R6K7ML6TF/C4OP8hYeuiOLVOpz1LLoCd"
    "X5nGV5ZgjyrgFWTD61qM553OiWvGCLkFlnc8fmrTQ7ZzJp1VI6ZxLxM2oobSdKAk8gmZkNsC3JtVuM3Vv/VrXNGqNXeTC6nfamh/"
    "rIL8NklnJrYYq3isWFZrtr6Hs7QFSNoQb2P5AjLxtQ6WX/VHTlS2GEoa8JhxSGQBpS7haria4Rpingr64X9gtwfgE5+X3aF7dpO1"
    "QEG9gp/0BZkL2dmCT3Ae8YmMK8Z4T/H6aZeu2vtQcsQZHpzG2FVILWlVo3uJ1Yg8TTaOBJrcy9uOPejfmeS4Ca/qo5Pv0wdxdfCG"
    "7ttJkbcbKZDrrsBAD8gx0AkbxWZs/QEt/AxkfCI0h1Xmnix1rJJbycicScIGRlt2pWJtLK66nfnpfkGuWk/peh0BTTpBPoUmcpyP"
    "AXXcr2rdwWt076CK07Cf43TuWnVsixU4e5Yx+9FXFs4Eeo/Q510D7WcoaJqm1mNt+zrQptsw5nai1Pk6JMuyGiPYdjIxWRSjURBj"
    "VmIbv6smR+kPDXSVJX8leV/o//Zqu/JK8s8xmbgGspTvWaUSPR9uksyzjDsn0LdSKif/j9fATVPLArJwLCLF6ir7tlMbG4vwfNZV"
    "nyNRf283NpApjlITusrPWk7LNWzSXY4HfloH38Hl4y8S2+vFxu0EjV7FGtwaZoAfgAVtSqxrE4nm6qXQYwV8Ent9OO/gFPaAng09"
    "PR9auqccAft0omzCudkCDfpuMJfyVQeZN0aEWfikedDoy3Uiu0nzgVMmQC+XQrvkwuZeLN0k+ezcvYNDJJXRpc3AvqtxknMh74vo"
    "cynR0uES1neRRbhHySdVZkMXWcfuDPIMbmfF1BjsfSbffylzqjXcPycLlFEgpM5BSrCPZMAvPEjOh2e0r76qXXi3Ud+/cLzEfXTG"
    "vn6D3yrltLU1rN6xc26R9dayL3DIx/ogPmuCjNOfsIKjIH9HB80D1wlvrBs3i1U3blTj0jxT+khzaG6LbmwDsnJT2x6Hfz4XGqGH"
    "/Agc0x32tY38oX/h05Zij76VOhkNXz0NWmILmYYX4KfGv3BE8FmwlpnHnrSL84Cj6vjEZTobMjID2uw51plt1F8gMXmcBz8deu5I"
    "WPofeBLS9JAgk/GGIqzj6cClNjPtXZwLq5WeiedcqdtlGCzSBkZM46xKq8HuJea9pupCzl2zebP3Qmr/5m59Bj+lUD/B0/4M7JAK"
    "hGn9+ktYyb6UT1/J+HIeZwDPlq6MqKVq12AiJKqUve/WL1KC+1qLr8YJdVZwJbTxnVjlzsHe4WroyHdkknTl3jaT+H90Rwt8xnM5"
    "TcOqKAdKGjsRLA9Z2wBXi9W5jIV359g9p/maEZOODThjqZyjMRT7XQg0v0G/wtNc1oCHnPyVRL2G9du+jj05i7zGmdjdEh/BMl9x"
    "D4kzEnI3mQR74nmG6qW6X9ARMtKBfu2Vco4+Jud4SxGvt2jKPvRyL8VWLZSITh7H+Hai3zyQHRmJE8l8VsN+6eGsM63x029smmox"
    "mbHLtaWvVrbPOdwjrDLigTRmRrZiX/LJOne22JzldLJZNsLqbvX1oTH9jpZvEBDBDOz3EKDiRcBaT1mvsYZyjzQR+S8cnkpUuIPx"
    "z35yr+91n4GfPAYtsILXP5e1UlXMK0TUsblU+N7pSkYLzcN9k9KxBcj9JnFMgFmMS5nXMthyR54jbh+c4cNlM+z8Iou9SmP2fmzG"
    "VZtAxuZBKqyb6W5y9FVwwmMdOW7sDt6TWt9d6KpgElIQMHMd+jnIpuEXQIpziZdOFWOaHy6us6iGE9bKoPFrsU4WbxuGtR6OM2j8"
    "Ue9pH70O+na6PqFFwVAgicY4JUXwcfaXlZDPlTif38vv8g10dxXQ0nq1SJp1J1qscibW/UFaAJtkdSTzcYbVbRUHyH3i+iFsXl+N"
    "n2Jos5kycX6y9BCs3ip4WcugwRdibzfjyeZBs9ZSq92Cd7TnvGab5WodPM3kTHFW9AH5Hbrf4quV4VtykJzmZyEV8ZxVQkLr6JcU"
    "6wPY1/tlLK3by1iXGSk2BfNhWJqDgiXkb6lldKKYk7ozcH7X6zPQO9PxG41kjA7T32DDpkIepuIZNvM5DKlEOHF4KzvIbcenwZfc"
    "Djtfx0ltGygJhqOeBPpdwhNQoRPw3JuBKos5c/0D1s8luMx3nsd8EicQV/gukAQLwv3MmI9nlG07PtEyyIuY+/7DasrkOVnn6/ya"
    "YJWeYKfSU1JFFtcn/LTHHYiwkpJ9SnAF/K6D8bSZukjuY4ToVtkUftlAJjL0s9dcFZPr8jiKkljBCXtR+KsRj8BdP0oV+0Xi3tt1"
    "eatqPQGaYAt8+hxv36OsDzALcZgsxX6kMEv1NM+tZe8ixKQL8HsX/tu5didiToPzmfb9j99PTP9LfrXkr0Rwqk0OzmKW93SxSMg5"
    "zNfvJjsm78a8t7g3T21dPUYLNZHFOFwc0/h6WsBantS10HcRfZQTwyPc2x/xaR+TK+TcFOPd+AMndxXs+1b6SI3ZhbMN+3mXfAKJ"
    "3LWZNP/L6fG79p5kr6ifUXsRrJWzajGfy6j1NQFWlbwU+/wjI3HVnK4+nhkoV+10uvSXGN9nuYFpcpIsDivp85wlzcRQbyG0Xww4"
    "rZAeYUu5ImhC73gMUNJS9ijsy1o3Y/Yy7v9qVkiuJ0dPhedszNbPGXHbpG6esou61VKOnI0rpXZ/G/dTS148qzG5iMxFy3A++kNb"
    "r8NuH8z1Mo+7k6TBWpTBhiSPpcU1UYGRsMGtJJFjTXQ9JyR3z/rZa5Xk9nI2PNdP7w3rYwMJP7yEV+gmO/LI/7e+nBMk19fdNfM1"
    "8sbHZed4JbyGOsYPLuNEzIOZQ69hJNMyWs/6OJlVXMxiBuNg2VPzgg8lS97UI6BPXoEWqNEhcpR8H9bAmpR4Ft061tm53OFX4rRN"
    "Y362We8rfBfjugYQStx7XGZJjpWoj05EabmS6evFcgxk5025RHvrCNkus8Lz5QmdJZ31DtiqPNaRZnGeyPlBBBo5i1mow8Vi1mtk"
    "O22cWb3p7FYsgh0ZA62wQGrJsm8RoX/YK1uuiQpPNxn6FmqZGj/jT/+t88RxFC7wGCYG3Wg9sAXMrD3Iqj9jOCxg3MYxahnnZxk+"
    "vYxM+umM6lew862KHNIl0EsXQQqvhMW+Sv4KsuOL4h+lTMZOLwCuaIJnXugztR8S9z7AGd/zWGVTzh7dH8VYyKxSfTOuf7S8IYPk"
    "U2kBH7C99pLLOY15SzheElVF9qQ9KQ3mKc+g5VjNaRCutukc5sEPJ9+kEAPaHv7OKqKKIAfW2yYu/iJLOR3WVYXcixMVZ/b3Vz+d"
    "vA4+SzU9Cse5XNBgLegGXLU7sNMSMuN9i5U5QWza5LN85ojew3/9xJq7KmjlQsip+QDl2ov9lN/gCoYKB8KDvTwoZd46GyfB6pCL"
    "IdeWW8+ATU3Vr/U0nKTfsY5jrepd+8H3uxv3fEPKxfIY3r02nCAvhivjG3HPR0lO8KweHThZcj56BJjDNOJI7FdyHbIP/MN0cjcY"
    "LpsAiVmvfYPJ+hJ04/L6afBOx2Ti5D6DO3wXOKSK2CQR8V6N03KnvAfp/wmfVUYEUIx9OF+M2/RR6Y1P3hErTeS68tSYvf4OngI2"
    "6wXMPBW+02F6q3aRX4KWsriBu24t4U4cL26HdmOdQwGkqIqo/Wqp5KTHMmZg75OZrE6OU1OU8cREgMROxm61l+HYGeuPnIp16K9D"
    "8XlboQ2vld7wLiwmXQ4tthyyfBKsfUc5Ieipt8kKnIKIXgC/9SS5Hu+brZ/JJO2HT18oG309jXmCGVi3vXHFdKzeSlarncws/Emy"
    "knbka6DL/SGt3+MKVfo09OMcrMsI7RPsq+PkZmC0Ur2ZuDgdsrfE6uBkHE7oJviyNfDVDCFHWH1fowfKb/BjVjEL3oM1t2vwm1/T"
    "NtXinVvrLYLLtF4gOypKk3cBr+K5cv2aEVY+WS/eQOi208T1RDqeNeuAuk7sCaNqTDzlekgQpa9nNfefqzshLucR85MtSvRWouqa"
    "BnRVEbRAFfMHxij3GbP3w2iva1iDtZ2x2Bxq6TpGyqxerrlYNC0EpmiFE7ovrvk75LSDJH8lxmeIMc5n18jnFbvBn6z1mU6b0XgH"
    "vzMWuGq9GOu7DZ98v8zhZPoy6IRtcptYFKCK8YdZlLbN7CUolGx6dQlvO1GbIdJWEnUdO+dA7d9tWCvjMru1tNKV9PEr4GHFOOnV"
    "JgHlMPMSIY6ugQeTT1vmGEpKyXPsImpfsIZ7nv4rFt6R5VYi0UrPRl1B/f+WRBgDMUuTzUrDKlrQCDzAPL+jO57IoY82ElGXxayk"
    "h7WJiMoiM6ulgNxPrgrS9VKXsIugiCwzN/vYQlt6vjk++nYK+YOS48TrsA/jpC+Q8u0yDie1r3wJv3uYfkdfbcdTHrRTjj1fOwU5"
    "9DYtRvmFtsAdWA/pOsjccXzFohF4vrAfe28LodUX4nS6WuaLA+NDX0mWi0zI5xkS+pxQgsk/jlcvwDuPJk+J/XnMz4dwfuqXWKVV"
    "8GRXQZaehP/2oH4E+/gLPmOM3KKXQDMXsc7easg68Z3doSk6yJP4rStYm1+MFYuQx3qllu3El+P+7FG/w9mwAFm0wNdKZxkpJcz+"
    "zWeW7gachzj3Yisl39UPlELHD4Ks5Mvn0KODgACe1cstIykv6kRtjfffHhwf3ANpOAiWq6XkhotkJDTjK/D6jVM/gxHFFswm3wTr"
    "5BhqB9KTK8Urhj6O5Szre/Ui2N9z5Bf9LrhCH9J9g6byKezmMOzDZlzZejRasi70GrF6iEzIfZTz+nb0rbYTV0VZAcT0rLg8TQ3R"
    "QzXth2HNVXqzRhodoj/gqsb0MAi6tD1Wcg71VAV7G6+V+bhv43PoBmQ+BBboG+By67r9Dmd7PfR9BSzfxxoRi7bkUZ7H4LcnclJh"
    "pU7RdsH+UhrWhvlY85nQMxPgS+foqSlnwvrvSu7jnP/ySibxewF7huvoeVv98Eiy91nld/KrjdTBcoC8oX2wnuOgv9YDGbUHzrgX"
    "2quIbB1OX9TiBMQg09aVaNEgl41oLk2lmitl1uNMrNAGPPdynLhtrLV7RUp8fqvK19DV6fuQBlfRY1p/kR4j0+UGMTtm2fgfdRIw"
    "xpN6vPwhl4tVjQ/VZ7DGWxjru0LG45pjsBdzyf5/mpRS71hdywbWlNyub+DcnyhVwDAbwy8g0W/qDykf0xe7lPGyxLQPkxOXcYz4"
    "fHkZPQxXmdaFntS7ZCWPUk+ZRMzBb17OGG9neQzrNZWn7mlgpBfhj//Q6FK9E/ewmX2flme4BedlLtbsMPht07HWjXC/GzkhYhHn"
    "8ljU7Wc5VibI1XJyMCHYCv9viGwMT8bpfUpnh9285xUl1jncn15XH5DL8xMl0r+SEy0MQfwp6yF7Zu0t2nSuzIL8f4o1W629gjFc"
    "8bivD+zGHITSUlc2+EoMd6tkvnQxnhhnISgnOPSCTsnDE98k86CpmwSzsYPLfVwjXj89RSSRH/8KcvUndsg+5XWc3+tw/l8Cov0Q"
    "mPkQuV/yeEbLyfVrV8iAHC3HLlawvsEiR3tKFj3Ab+VKvHc6vagtOBWGET5lP8Z0dkyUs57PZi3ZtV7yTH9nSPPA5tgUc4ZOIU56"
    "Ot7dVtLZ81vpu+rcGQk48TbE7r3NThOLR29iXHIKPP3NmgPdkHyy1v7AxYmcU6hDvBU3Wzwcd3kerngXztr+YjGiNEjLVOCEE+oR"
    "8c5cT5vw90js7FYdyJkYn+mvwSTccw704Vh8/QXXTGNn9h7ycGDIdBrkx+ph4jtNhk/UJ1zSIOdv8ix2EZ7fqmosgmadVVZTYvP3"
    "cqhjvmL3U4zR+ALW4zurkelr8Fz/mqvwtezDInjv78jB1qkFa/ibHiLvAaP09RWfMeBhw5aFfJ/FFNiDHlwQfA0PugTIbKH+gXso"
    "Ij/66AYmqLwp3eQr+GZpjN1n4pRYT2Ma6xdma5mspr9Sy/xQFXGO2fsK6osC5qOq2dlazX+9Bh3ezHp0PbNfma+IjzKvUsd4s6vv"
    "qWEdmGHOGmIwe66PeVZf524Y80YbCYiXDfF2E8fklAVdciXOQVl9ttnes53+WwyvJq/zLsOVQzILG+NhnWZ6HnjLG3TE7q2kfqtm"
    "BrkCsmcIe7jNQIGXVQDpXgYJ/CjYiLtfi714AlZxIaSzr1wYzIfdH4xzfS98oxZkFQ/rEVSii9Oxvlu+pgurdraRcctOGTSz9A4+"
    "lPOhPc+RyfCLcnWY9jBWf7m4gbmXxk99hWzhimZwj+rgNdrrr7ALy6zrWawmNI29HrjHqvNX4HSOJy/BAs8Q4nBnhc+Wx4lUbRJS"
    "lBGi9uLytAElzHTg9cxG5bOPaL4WsxLC8t1xoqs5UuuZSN1/DxB/FrDiziqiWjD6Vc5K+Cp+jegMeI9VRMBW8+LYAnM00XdnM9aq"
    "NazP19e6iTzsnFmvN4rjXHM7PJIRqlp9Szfjc0aFhfI0dvI2IMALwm/lVj1blgb/YJ/uxaquAUaaAKm6DFhtNqyW1QXf6D2IStbs"
    "2XlfCZtkPMEvk/Uv4iczRdijUECdWAOtlLqTPrBVc7OaE7o9pq08ynQZ+nTqjyz2tFh0ZjWnKVqfxP1Ajg9py6AO3v9RuK8T4BnF"
    "9Up9GJL0O9aih6/5LKI8tfW9GSYfZ/vzncdPKfZasqH3uFnS9ttt6itplV5MVX3teSnX/Hxfgd5BurCiMaRHZZ6yqzLfBDw0Ubvq"
    "CmjgFfoKTuv6YIUeAY8ueR1Xna+8M2+mP723zdxBO8lrWRus9fVIL0iuZ+EUn5dJaP69/NeG+sBqOPHhjnqutWp/7eac6BD3lRDu"
    "mXsyZtBMFtMvr+W0KuvbqIWPvkiX/UtuIxE/3rPeViR7xf5e4rkeevEZmkmOr4VL8D+4CPjF9JPriB3qiDFivqNjN9hCw4a1ZEms"
    "YjSunE9smdZpYrj2A/w0nQwQ5UCNNpG3vzxPO16hdX7aYwmvfrhcw8q7XbnrHe+J+wrgxLyAnV+JeUbVfXbKwP63V6J6Ju5/jI9e"
    "Gr5YCC9xDLX5d9Z57nk789h58ox8QduSrDuqlnyZOdjhKuYojUO5QF82Hm59Fbj6E2hdqxUbDg8yT0dph5SLuYa7QX6OFfVXTMx5"
    "HImTtwfO/kj5m2zyg6Dvzw+6Bc2kBZAcXpW3U57Qv/DTD7UNJ8bPx6cPh6XYXYpp58cH29Vq47fCQ0o+eyACdLcdSCubvFCG8M4I"
    "fobHsQ329BrYldX6czAIuDAD2P8XvV4P1tbBcD3SYkzhTbDRxwTtUhrD0/5UHuaUWKdrmu20t6Fn523v88FPMR+8t+XPw7fg3ySP"
    "MKlnswqZI3Z6wOUfJ8OfGSPGt5fBCo5h+o2eAm+7R2C8zwUe2TmU20vWcX/fDF4N7tXHpbUcKKPDMUEVPL9Hwiu1Cacu/AHdEGOO"
    "yjpNJzLvm6fJ+8CW40rdgectSpfKjiXreLI8kQIHniaTvdyZ77sJljRO9tzP9CF5i90vK/RpsUygVVm+QsagPWQdPzsV381l/KiM"
    "0waKfR7W8fs9QIv+B+6ggjsZo+6pY2WK046dpFC+I4tUlHXBbgJHEXWKyL/XzTTyXz+AFLSRu3wv5mK8ewYz7vOA0WySbA6/Mwab"
    "hfg6ijziyV/ZB0i3i/wEDLwIyOp9rK7Vjn0ELZ68wsud/9DXfeyMF7ex92M3fFo/chL9Bk+skJNEovRW6mjVxwEJZZLpuJtUUfNE"
    "tcjLuKsw7i0u+5enrmJVOC/A/r6W0asSSlcR9U6Nrznpzsnu54vVN28lR0IabMRk9lks0kODG4ybHTb8KZmoa+D9HAWpvAl2vrkc"
    "TX+2jHdX6G3OaWQGexsrczy0QHs5Umw67iR4macDdb0lC+jTG9+oMYI6WS9gli0LGrCC57MQ6PlueGcRnMFtxKouvmhTbqznbht5"
    "ADKxMms1U0bJAGDwn4E/P9O14T9yjDwo7zNaWsfYaT5Wv7Xk+EhkHmNKecA2N7Eqo468l5uJ+i3ft6+fc3+752LKI95qTQvo+pZa"
    "eU0W50/e04/F/NxrsCrnYz0uxwocjbNxvXSUVGkCmVihdWFfYOrHybw7NbwqOAZ7fQ6rwqoZfRqKJ3pb8slcfpqE7JOwqIWbclFO"
    "pp7m0JLzcdf5ek4wET/dhvP1BdZ1lcf3jletpzjvqYod6mfSqj3C6uWo92W2Mjb/q34F7btJZqeshMZrLJ9DWx8tY+HbdQWm2Abb"
    "cBf8oU66FOflXH0Id7QSrz7sq7yjPnpiaP4wZjVbSKJjNsYec2PpMY13qnSVxMQJx+lu+ZAMViYm85lKdT8pYDVBLbDJ08A5NbA7"
    "eTh7C/DUL8spcrmYHNnsIfO2izhROBmD43jfU9wSXq7jZDX7Pp5ykGzSXvKrvQMrtxvZ/heSXaKRGDp+Q75SV3nV979UXlX42Mbx"
    "UkQLdI0UsH62qRher9TbsHbz8PMOspX8cNuZF3brMrVej93i60Osa/VkWQV5nIPrZ/j5tUXYtwydSdR/kVhP/wVyGM5eli6gpZ6M"
    "e7Wq4WU2ZzGwuYBZ+hJzeAkU6DL3B9Tn5JP76CdIs2AIbW5j4OmK8DV5LDgHz3YysV82JPh0ZpuMHTBH7yPnkPkNNsOjmdhEJBe/"
    "u1csQ2Jy0JTacEcWzsmBWVzjyMpl/m6KmOVYyknVF8iOKc2J2LmruZ2P1ZkBW5qKVTxYKmQIkPtNMh76tKFs0stiM86lPkoZga/h"
    "KoqS10Emu9p66EfHcHSrRPyUlQLW/nwp26gra4Bs9hWbg228XQPwWS2DWlacFeqDwQ+4/zR2oz2sL8O6ZMAOm57vE+TgGtOYAbDO"
    "b+sHdwxhHcWyI7tjz5Zjt9vKPMjFIXIprO4GPUYHyjTotQX6XjCEUYZKqSQPnGn6DfTX85hVyiMvg/Pz7ZxczeqVE2XvlA+CBVIX"
    "TtLx4YJwgM07l1dwl0eEj3g+n4r6Lj+rOrF67BVSQBtbRh1xLOMB2fBcjAO2krpAWCVe5mtnpskY+upVWut7fap1iDj9nalz4beu"
    "5WSEVZCdhVgDw80zof2Td0Mk77ieDz91lXYDoj1cLhLjKfoaWsrmvyZmJ0c5s76RXE5WKNOb9+mj4XXBV9CmbwPzmx27OngVtvAa"
    "yE2qToY/YxO5tkBWL5TfpIV8o/2xMgvxvbF9m705i4yn9zDvXq3lvkNvHXXLRDISrQOCKuc8vAg1yRBI2Bb4VXl4olz9nF1qV4ib"
    "sltC/ykLn1COZxyqX+OdmbiXX/Ccv7KWrgeso01qMPbUdZCB9/DqcHrDi/D0G3E/rneumPZvFiPYNUAXGXpvcDuw+B7yftAYOryz"
    "vKrbYV9v5OkwW3VqfZ+Lszohdz/md9LiPfk+83Y7O54K9G4prq9zrWC+O/QdgN0YP28mAeefzYUMdmzgPYkKOWG/4w52pHaSfLJW"
    "1Pt/hrFvocYop5bPboDTfCMk/Bv2lq7SD+FHzcA+PYz3zYNmy/M9DBWs0HyO2V6LXh0ItFZC/pRSVgpP42zdVKLA5ZJKbFRBDySL"
    "NsAQyFOwnS/jqj/q4cEGeD9HAaXcLNNlNCT3MDE+EavTuQ13nYNd6ybZ2LULOZ8jRs7GKyWktNYxB2rxo7WUnSjzUXWsfjS7/5ds"
    "0MOBfJvSXr0XHiCnBFPDJUGpfAKLMQoWtBho5R+gvNWSrn9q/2AWK6Kq2Pdo8eu75CqxGUnG05iHVfkEd1GM942TldCbTi+fJG/r"
    "kcEJYr38qyG5m1hbPhU7uQU6roMcinORDy9mnHYmvrSMxJMpMc7gzPdMauV4QjfVZiPZAApwJZvZapG9UvokEzh5zdUHFNdPfbc6"
    "3FLySiSLHneVXJ6ZGljCXDJ4mlWqlsH6AlZ+JmTwbGkpK4Hfu7KKqVWwqoGaU1djFmGN2Z6+xiwFr0exMrNhiYvgk47CSfxInsO1"
    "r5QPZC7Wo8r3ey0hords9mbL6kBTm36eRK6PLMln5HwazvV7kJv98cl3Mwa3lSdhG2xfGus4zI704wSJdHYT7MvIYCW0RTXxRh1k"
    "cqPvys+Ddx7BHr2F+zhTjKF/o/6AtZnPGVNV9Z5IDdmhnGU9h1OBHKeF8zKvlnh9BMuiUh9yknQtKxu3weIU6aXwfVJx70OAUb9n"
    "jOVnSO4ESFaajNLfJbm3a7j3FOCA3aSWVyyn9bD+/Yf0ez0HntZmvSy4NvhLb4U264rn+QbayTHSNZa4rwe6kpnejT4qbbXAnWUh"
    "deztZPjN4HUdFv5KizgzqJLd6JnsgimAxOZqgRjnxQZW6TwBrTQXyLcQ9iJK773EZ9dKmHco99ZyDpn7fhXHwplNb3Eze9TPZmVb"
    "jHNbewOJJK+ZcxweUaxkjZ4hbo51Das51zGrb5UPi7DbF4pZs1dlIOc2Osa1HfwxiSqKk8R1e5WS3TuEHgl1LH3kGu7aetiIzcQo"
    "hX4aeTX8oDjPt/EdL4cPsAXfHSYfyXXyT7APbP758qhOC2fBYxgQHIZTcYUc1MAp2cQYuJ3oTayhNMbgQ7ECJ8scvUqc7W8miQka"
    "Zona4ozvLS4/fJCo719yVqC9PCnlzAS7/NzfzEWXQicYa20R1rGafJgFkL5ZkPWn2ZkVIyvgdk51jxNPbOOkC7PD99L/y9E/oGsz"
    "+ZMSnNbEzKA6RroqofsqyDZwWwOYz5g81qpx8a3QLimj8N40yM0M/RZ+qeU4zsYJn4Fz0SSlE1Yh1yayNVA5knxFy8PlOq9RethN"
    "boFVPhWWIxaWQ2Pc3QC6tWyTsVhdJvmUR8MXP+CO0+Q7mYRnbAMpukDM17uD81dvhb1L14SlPb++YsNZ+OR4tDhspBfp/TYPbbfu"
    "+I0+0OCnwroNCfZoVJfSH+d2gX6oD+J3rtJv8HpjvcbzTZgENKWPatr6DHanXwGsV00kYB0DreQ27MIP0GinyD3SHP5LKmMB5l/l"
    "YT2X4Fys86hkN/g9iWmVlb7u3s0UySS6/IFcW47bzmogr8WV/2b0dj2u0ofzo00/fqYfw1q9i58922hB8J12wXOPwv1vDd+DpfuF"
    "M5HOklcgyXaFx/H365oX9tOTdE74hl4YPt4sN1wbr9Z54dige1is5wKBzWY++aJgCzXbLOzqXD0Pltfm8L0EtHJZymDopel6nRSG"
    "02CNLVpvKPQrGQHJ/Ab2eK3+hPOzEjLalb01psHy6QO+z4qgauhgk+l81oPlsC9tH9j/18n/n6pNg2yu6CbikfXETV8ABY+FXb4e"
    "iLgxcaax893EGVwuE9DkX3LCzkty0/JqqJVs8lINvfz2nLQZoXUqZTZ2IuP8L8vD0o2Tz6p8lW8Etu0MqeHEaGONmA7LtFl/kXLO"
    "F5urNidzBCcZniMJnR366LH6Xg6b6671jJGJuJpjhYyyDi0KBGFP/Iu42M0bZM9yteflzI9s5HyTXes4+P/nla8hbRlqmeKpWJvp"
    "wTTjsZN+5GJSRipOEas5DlmXEKdFX4yTt8lmRMgt0gWSZ95JR3kfMreQdq6SMzAbi/WcFkDeTvC7nfgT/EunSZ9wqayW+/U1PV7f"
    "D38NKiQabpIX5X5pyKsu4SwGw9YW7/2Hdr2MnJuHyCrGC8Xr+C3ak9YqXUfAKp0c1PFspjLCMY/9EzsqJHfH6myGTBsj3Ep6I13p"
    "Kca9h2J3lOYjAxd462H/Xlc/TUCZXczkGTDsH6NlmM6KGReXXertzuPiZgZZhGi5TpEsSPOHerQsh8ZJw52OkK/xLBZH2l9cTWnM"
    "1+OHZPCsgMXM9PnxCvipcdbt1nDPMnxHu8nyLb7WMkbcNrue6a4GGMvNy3YckVlEea6GsswzQdTg+TdqK9z/F4GbbdyF7IiHQ4ZW"
    "Mfp0g6xmlq6C18nCJ5fpx/K/7csJ9U8p5qm0WubF+AzH4re9gXlTydetoW6van1SXBeo9Ur/oW6CTHusy8Ps3VLfDbbJd0SYjt/O"
    "/EEEa7IY6G4lJ6IVYkdfkKdZj2z8junaPpgHj3ALNKz1iKf7njLTMOf5fj7rEcvST+ULWh9DDxuwVtN1Nqvbk7OrxKgDq30U1NB5"
    "Fmu97mmAkSUbGj+d80PyiCYr9R2s4slypmwnZnX9FYYmD+e899fheb0efKlXBQcG88Oh8LLODRbpLHlW+oVnhMkZUNuKza2oYP/5"
    "L0T0Vs27HKehu1hfX4p8yFx8kf6Epz8TspUK67BJb5Qp2L/fcAasQiUdP1tLPZ5s4shaXap1fkL2UmBvsx+biD9KWJVeyv4o96e7"
    "FFIqFgB93sDp4+OAVCcBQ/2tx8gY+FUl7G/O89zw1un2HRkX18EmHwbZ3hsaZz/JYXx9DTRFHjDYx3IAPjWdnmOlng6bapXA2yDl"
    "faTW6w/HsrSEcWLbkUPgF+aq2dufoXOG6ovYuYkSyhCs+CucWBBjPdJGeDSVnBeT38D5qeXkFuNbqGG1jbLH81P2vU6HHRqD+7sB"
    "q3yB/Bb2ALYYIXfKx0BEa3DurbNyofZMedu6s3AX67Enm4BV3ITGNNyZnf0C7R18BcnpIWcDuVTpwbIiuET+kXXhqXIOPkPhj6fS"
    "AtrTlvI8VXmGmhc9E0c1OaVLGUudqndIsZ8gYBY+j9iokHh5ju+dD5kp+ppauJpVKzFo6nR9X216QDH8v3f0IdxnimwK+vs8Xy09"
    "2A5+xWsYhVqg47GCmayU2g1PbnzU27QREMtR2PnVwBa5MlyaibE0wwcIL9ebgsFhbXh8oxHArlfI9KAf3tFFPpQLNS3cDIm9ktXg"
    "dfh00ws5kAQ7ienMEw9zfUT4qT3Pl/g8q2sPGfGzU3+5l958VuwWQ/KKYXW/gAaxiTimV3tKM+j05Nwz24G5KzkR1MXKrJv0bPkb"
    "+trikDW+Eifb11F97zt+SmkVzC4NYhdRHX2zCm2N1TpG3gMaGo57vxuS10aOh1B97jlXXL6vyGfXb5BKdvON5x7F4cWUwot+gfm6"
    "dGDWwbBkHYPDJE2XBY/Ji7i7tpDTIWFbX0f/OKtemrM6Ospe7ij88EP02mBfMW/nLexqX2kry+UH3aMBFFDHapN7fF+g086lvFPL"
    "LQ6Ua8RNQzd2iQzyJFd5pgzHgqD+udpJnKxumfDalvtMus26eJIRkFI9Rl8LQjlXztT79MDgbHji3eQEyN8lDXhGNn1lA9mZ92DU"
    "4QZIlVnKDyAHdzMLaHXoTcRVvy5iDN86Bx7E/m1ihi2DfQ/zdTTr+CqwIrXw+XJwkmy/DwSqX+vZLwdICXOvtYxL1HCn47v0Skjd"
    "oqz8rePZiZPDMVGrp5CTWk1w7tZ6Zuc6Zp9sP84TNx+0mihDWZFeCZyinis/MU2shJqqhNVl7aSaeRzzyJph/1fgXeeLTQ4vgxxE"
    "9CjpK7Y7yTnw3J3V0s7bfl4gLqcd0XGyOOUVHYTrWp3GcfoC8O5MnSfHYI1bMOdTrL1lMmuls9iNcZmvhlHfzZzI+Nu5vVbcSjSV"
    "Gr9ycU5tiJCB/wjpTz6pVL0Y/siNYjWCM8hi9rDk+Rn0JglpflrVP0C9r8OyTYB3NhffTdGReqQ8i2vkQ1OVcW1zWElt3e2PQDrf"
    "lonwEWfqF/jNBTpFHw46yaVSAH14nxyIrxug40+AvviRubJ78O/RkLmR5jvqQZC1JeSv7Cdjg/b6LDzxznIpdNv9sDCHQcP+mbK7"
    "ZcXCt4NR+pqU+G5315XoppH8jRWahPstwj1aLm65PgN9sU2ryO76pRwtn5MHdy+comPkGdren3WMDgGiuwn2ZQY0zAnyAZ5nhhbK"
    "onA0/rWjtiix6hF/opJlx1x3YTH5IjvgJ83J6JOjz8muzO1bru2Cm+R74O6WkOG9ZUx4oGyRdfIEfOR/dBm8023YvxH6ub6tlfI2"
    "rPRrvt+ijr3aUUb9v4IsFWEXZ2FXLEuxPmUp/r2d9YHvh3NwBZt9ZPwe9+C+zWbn6FPyqozVYfQrTP+k0x7Ysz4oZZSzAvzMMr+X"
    "Q36MTTUDT276808gmK/keezbPrDeF8pDchW+zgNW+6C+Frq0Pnt5cH2nTh7eEdUvGRuMqdWT3wREGmf+yqzrkVLNCswIfIbR5MvN"
    "wCdkWGd+kMF7GYnTNg3aag3+30ZNeo/nDDFNdFwQpcao4HzVIl0NNGy22Hp5f8Gn2lw0q2s+IFiihwL/pWD3rEKqnfwI/PUT1vi9"
    "YBD0ZW+c2K7BtbBn73By2N5yKpBgEU7AsVjnbmLRHuuznADdkA4UMU4/wpNNwbl7R64LfmdN8O5SxeqVarWq3vWQQDdDYy85SGwe"
    "YIKVxXlQl4nV31wQ1LCacwP71bPw2Stx2pSVCHVE7A+Jq8XKA4rbDTKVCtycx9zqN2pT4q5iD80SylpTH82IeU3ipnTfhZNjUdzu"
    "eAb7rFzoTEivmNYbhLPj2M5jOC22hxm0vrOxRsaxPV/W4ZymQy4vwQnahvXb7OtEhFzSMdiGkP7Pdvy+oU9jNN0/2IIrZBoTKbwc"
    "m2r0CKd6Rsi9kk0fYX/WEjnd7JCqxUSO92clYvOP4WteyIrrTNbF28z5KcB898pq+t2VWP1CfVksh/6briJjyTp1FV8nSEdIwnR4"
    "IoVYQeswOQc7mybPaX/ZK8jFFb7UX7Uk/KABHzAT+2PxNNunlbCmkxhbLYGGDVn57PhqorAkDjNWsJIy23NZW4XVS3KEj8vMgRRU"
    "syYoD/+9JZv5TusHOrIBfrHjgqVBZ7kzuBOyG4t/KuXhKGkeNA0nhDWM/s323cM3iJtL2wcSuBRYp5+eEBiHk53P/fBM5t/P3UXm"
    "iv+lV50LZGGouJb8mtvIaDKaEyHT8Dw3izGHtpK5kLu2QQmrxCfqltCygDdIbzz90dC+a6F5JskMmaq7BzcGNoduqryGE9kL+3yL"
    "PK4XAktm6KnwoLsyfrCnGK97Ln46CX58J3FzkxKowHyncbCkD8Miz9M/sUrWdW6954/CT3g/aMXOqGvJb5FLyXf9bh3FZqZ8BM1g"
    "Pd3z9Qn4sT9DWpdAzsrpVyebghHBe7f6GUulntUsD3axyiNT0xL7yFE+B1JOvbmEXqXrsotyWmkVc6JV8I5tSrKxbe8u06E5rJLq"
    "N1j3h+RpqfDVwrX87BgxquUgP/F8ZBFqtM2wlSW4fj95RHZMNbil3neFzyRu+s2jWIXWEmfH5mbW1dl+nyuX4ROtIvaCYI2ehO8z"
    "mJN4mEwdUc7uqdIN7AcpB2K/GdKxBCdpVtCc03OWGRMnM1bzcB5eBSp5VifDSg0IrT+iRA7Cbo4OdvOeVchIQa1nkLhWUn3FvOOK"
    "KNLhnJ/j7r2/xNnLtDu5XuKc21XNDoqYvgybaoxNKTIPa3FI8KvapMlNmuZnirRjxXHUx9dcdX+qLhGT0/WM01frA2KdUIZDesuX"
    "3ltqB7x1HzNDlmPJ9fNiXf7vNc4ysjUr5eTgXLJUl/J3qrlD3cXNlCmBjp9GjFysJ5MxtgIY9UIxvoHWMgp3aXXzT0kda+y2wy+0"
    "SnqrAVhPLuZ0YKFq7RKsVMvTLsTv7yV/4PPayRIyY3wfTIaM1/mKh1Wcj2TTXKPsDbxOkjPyf8eOKav4KgHaWIZ7qIB8pLGu7wd4"
    "VHYulugbOAG7B/lqbKRfSirjdIZf/4LOn8cpfcYT8Ec9x36oZ8BKu5qIFkT7Czx6d/6KQ2TOg80GJq1gbCnf6oqkF6s+7KnXw0Yd"
    "zppze+/LEiH7bgnspOWKjV/DEEcu9iFV3XTY67FuP8qreiO5zo09Ywpen8Qe5OQzKKq8P1DjM5X251DeWxo+p1J7iPHQnQcP3PgV"
    "zgTS62QT+diBE4NNsFlWe2HfD5LPgCBD9vI/W99PYdb7H0bf5hMBlHAN9vX8Ll24EuV+BqrWZwvcHQgweS7XNkZbUwqLYJ1TVoW6"
    "mvzZ2cyIh/i8fE69fUbeYjdIBa1yhPWkadRdlWoVemV4kkbMoRwiJ8paNS5h4wLclXltE2RA0AN4pZMOxOr0DfpJF+zpTeF9wItW"
    "PdOTVVadmdkx78vinI9xyu2nkO4Z8H/PCDbJMXI/dH578qTl6T5BAefDfw8NloO7Wo5TaT3bC/E8K/A8G6CpjsYVP7XpeuRmMxmv"
    "5YlaxR4Sqz26kPW41g1TrK4jtDXuuBd5sMthAWzWYpwcK0XU0lVc4yc5cyJG1oxazxZcS/Rhdbyv6e3yKND7NnhDFj9uJOPgCa6R"
    "Iq/njTexmkhwHfakiDM4a6BJbeeGycsSZW3jJkjU2zKLljKmh2GdpshgNR7EOXj/FtZjZbHKx+rNSnUEViDu60n++6yLHb07iR6O"
    "Peo79puSb9pJmOk7V4Vyk6yBPv5ah+IpntSf5G+s/EL4db8Hm3Rg8Bx2ag2ubdwdC/QsIJsPgJIWsKO2klyGewAjr8b+1OAcrNSP"
    "sTNWp/cFJ/et1aeDBbhDm788uiEsFlq30xqrQdar9Jjg9aAiNKaY4zmVudJzP6UTQdkE7Y/waT/IBh3OPF4Geaxy2ZFv08wXsVvC"
    "qg9WY63XA9G1lHtw5Y36qF6kp+mq8F1pG1wP295cO+ofjaayYzZOxFbL3VM+34H4hMfYW1IHCzgCp+QqnKijyT9/HeS0oVNimqTI"
    "RyhCP+28mtVXJ0GfPsgJHRdIOZ9tkmeucNW8aZ71yf5cIm52UR/c/SRtBsw/Qe+CZ3YJUPHtrIcoYt5iR29fnJ0H1ThZewWPaA1w"
    "z3r85ICgta4P18I636dCn7et95Bdj/L+rF9L/orFXzZAf4bk6KhhXWicfZ7Jcx8lzIavoI/0O/bf4ha7c78sS/q4NCG7is2ezKOl"
    "iuvYBvJmudo02AqPrpbzS3LJCHWvfMtMyal+fmfc4wRnY0MdADvVSrrL21iviO4RZMvv2le3hhfgHj9hnYeLf8Z5j0Vk77JJbjVE"
    "gTEfQ7boQy4r1mbjZ2M8P245P2UKUfIQYKPlkJJ18Elfx0n5Rv+GtlsAXWaV6zZL2NitTpcfcSrKITn5+pk8LoW+K/NMYr8Y62fm"
    "4vsgHBi+qgUyAF7heSnHwodrHb4vU4Njpc53JB3LSKWre6rk82Z5Bgbzi1MZ+avAb9kpuSkYZhOZWV1ps27H4nd+gp9lrNgnSyVz"
    "JWVAGKU488+K4b7FepucEDwP6Zykdxr3argaZ8o6rw8Bar9fCpjRqiY3ywZWhpVQD9f4rJjLZxln662U3uRcomuZ864hiq5kjHo9"
    "uTCtY3mazua8uhS5NrB8z5/SH3ZhOu78GLzPrOZa5ltnsZ7+Y2iZ5J+zoxogUYXpGNWiDfQifCdbw56W0dRuwffhZGiOu+Ra2TeY"
    "K1X6n5/TXFwuP+77f0Jf4dVBHIN/6HP+O3L/R9AvrAG2LMBzWaX1BrUZvdm00Jv0c3mMSKSOSMRWOc6JWGXUFQW0MLnc7yp2OV/E"
    "GO5anSlLyVJilZtp+J3l0FlZnF7r1mGl7liJs6inrHIhFdftKrsFplOtJ24s5HYIvKZFfrp3Z86ji7P7u6XM5vSn7uIqO/fnNKhq"
    "zrtoaC5pW3mG7NuZujdsXoqrvpD+Mtnz7J3PrEcNu0yrvFz/K7eO++OiH7U8g1XEVIXUsjaLroR7Z7NLq5m73S2oI1KyszFzpwlu"
    "O7P3FNIOZlGXFfMcbmHNwRDWEFku02qvLGKRwer4Z/DV/Jrkmu9yIp1qylI56wJjjC92FVd9HPdMFHFoLicZNbs0kXlXOPQ7idPr"
    "Jb6HQtj9bat4tXSQSkbd5uAn7VgjUwupnCML4bW7Ks18YscyrouxYm2FJf9Gb4WFqoBX92pgszpnYi0nQaZt5tU2XMm4zAt0BCv1"
    "FslrjHS/jzvfirNlbE6P4b4s824Tz97WtfTXX/I9UkuwqwXyJXvLtuLnpuuNw2ohJe9t/PszOUCG6ShI5em06dl6tZ6thwKRVNF6"
    "xlmRbJ+zHE+5mvtiPLsmP2fSkt8oWcz6R+lhRfych6aMd5zACi3zPFsyf1HtPYt8i9jgHRux1+/IXfoV7JnZpZU6Sd6Vv6C9xqjV"
    "JhkyGeA5SWr8VMgtPoO0CP6q27+R+NRWYn0mWzmPIlSrYKohEgkkwZVYzDMeZ3RY/eQHp2uTf841kuApcYwSzu/L5S6Xsys2x/fT"
    "mSyWE/fa5zaSgzgTxM1mbOKrX0Oy1lXTy8rHWrYKKtmZsZmclCJX+dmNtfUzGEVOk4g/C3sT/2xlb/cmWMFn5A5ooNeh8X+A3XtS"
    "vw2yICEnQ0KP0VZA/F1ko7SXJdJDu+gjuNbg4DFpFgzUPWWSzNQXYWtnyYGwRX/R204+g/wV3y/kMFmojkvK6olfDQYwjpend5AL"
    "YQZ+v7PsD82V7zGg6iOsvZrr7YhJ9NlivSiHSS3r+LphbVYCi23XPTn3oIITmuuAoz/klJ9iPNML+kZwLjkg2wd9cLr66UT4PJ9K"
    "R+CE5TJNLfJ4oEzFWaoVm+I74v8jmpcMRSdfg+RXS/6e5FN1nQ5zU2tqeG4sg5ULTyJ5B3kquSMK9HCxnMNTrCs9HedwFs55rccx"
    "LcVyo1Zpkw+8tKGBfvTka3C17MMsXMiOtmPlOe/Jd5fkrE7Jn/R/GzlNfgfJn7ShGUjJ3pOuDkUVcaprAf3vaVLGny3Hqj/MCeKF"
    "tNfA5rjudfITJPBM6Yf9uE4kmK7fy3GySqfiXC7hbKNiclRaxfmd8iul1FXvnStlnhHb6Z5Ed/kO+7rHTtw8yvup9hUG1iVwkrgJ"
    "qreITe2Zh7uzr/em/KZ9YMWPkJE4DckxRSonz8XCDbT3w4Jl2k6MreY4cZ7X0z6estjXvbs8acTPLd9TKn1P+u7i0FsFWY+qWZvu"
    "OKcNaV0Pj2uV3hFcgVM+W7/FGr5JLvL5QGnCmR+F5K5pDCl3jK+WnbOKrc36gJyAE24yv5QYPCK/abyeDzSK5416VF9Yjw8dL8JR"
    "9VMwXAahljzkoyGb90mcc4C2sw+qkic3Ry/EffQWZ6Ncd7BFxx4R1+8WoRzVsh8xxquZTbxEaj0Lb4KN1/lQzeVgz/SSmAQSo6yc"
    "hdObRb60SnK9WwRpuK9njOH81zKDGdLGxBifruC9PE4meofvthD7VJNvymIeOfqr1DByvZ2x512Z5mAVZs+xsqTGsseefdFWLTkS"
    "Sv6eS4F7Z+JpLIvRR/5RQzlX4T7HMrOQq4fIqRLzfAh13uveQtRt3LyWTaqCBJ4O33sTGUxaSonnLCzlfV8pZeyPqeTqVHL6Rxqu"
    "1FPulFLi1Zj3rg1/ZDInECVDekT3DEboozJRHtJ4MBVno5kYO/ys8K4wU4Yza+r6N12PVR4r3N6Vaj/FMpdnz3ZoI6O2b+gLcogM"
    "ke7aVy7CWjyAq23EmZ/GHvcKICzL1c/DNe5glWY5MVIyjZRLvuVq7uEerNKzGaN3SR9WyxvTc633kqx36HLszGpO9ZhJ9qCp+Ndq"
    "4CbjyFylbVLi8FzSmXlszI4Qmw06X9/BWg7ndK1KvUwuw11dJXPhN90Mj+Vq3MkaRkNmMoOfRpRnk7CNk3kVrG2M2jf0uHcoMwvJ"
    "a37S2ZtUxqe0ip6jxc0BOlrcxOdMRvlvx+dbR9iT2LemwUhgwUm6Kpigf8v7QAJLyBr4Oe7LZi6ugJedqj3w072Cz6BFc3SYPt8A"
    "9v/fVmbHgalK6897JZ83n2f+f8tTb5mnpvIHP6XGGL3ZqeVqrPcRly0opO5Yw8oh4xK3CVwWbbmRUVer1ovSa8qFhJ8jBTytEVjQ"
    "ubTrF3OaSTYwRQ7+31Oelxrf0dJGtnEOzxSgy6eAE2+Wi+VC7a73YwdHyh0wQScGH8lJwWD9yKpx5TOsyZ/AiGdSG5XTk7UOa9dr"
    "Vc26R6ufOUgWEu2sA06eiN9bDal6VzpCE5gMr4N0rYHNbCEvATm/qr9BT5dg3ys1S4bqbJkBuW4jffV4eVR6iKsnFD+F3Gn55niy"
    "b2U2bWItp+9kqzHvbdYFMkJL2WNczDjVe+K69UUSmbIKv4uJaTM3MgNjs+JnYU0yqWtNTx0WFMN+WaVfFq9UQBadkNHp7rATV0gN"
    "p77mQfdVsBc5ndi+Ul+RZjJGz4D8tgFOrcb/r0LLTdA6rPC3ZN2yau0s3mMF1mWC3uDjhv/dbpsU7uNPXw0jMBHyS53XQLZcWQEZ"
    "Y51dDPq1iqzmdfRF9oa2LYE9Mg7OXP1EjJXuUPYTJuPO+AS6syks80ZYoAOAOR6XMWKVKa2wB5vYFV6Ls3iAPCiZePc/Opgcn7Ym"
    "jfC0e2OX7ZXO+NlQWPsrcQJ+1kFA9VnAUwfgNCzTD4OPoJsS1RoJ7pl9JFG3GyNqjpNlbDvxUGPG5GsY6zE7/hKzz3XMT+exP8a4"
    "iSx6uZufj1FDvZ5H6zsP8u5YYh2HfMTHQoX45EhRepWhnyOgPlbsvF2Xv3O8ElXM51Yzp7FIR0NXVcFfsdmG/eVYmSNPwQcbH7bE"
    "HYzTfYIfpI2cDElohye/R4xxp5aR+DuAw2wOyy/QblYTDB9LVkKqO8PHn6uZnFL5VFBFDHm2RFmZ+BY779+CH3YJdnAN7mEvVmvn"
    "w/atY4z77gZzU28zuuxya3H2z5q8jPfT4EN61zX6huT6SS8x6Iy4TsdJmyatxfGjV/JclLEvfKufiVPjv8bJDHiVDMKaWK2Wqz1e"
    "xThyLU5Kb2nCynuzdfuKmyFvOOwcPMVCyEUlvU3rST4W2LoCcnq9HEEOX6saKuAzHUeelZPlWeDEhvy5ZLq3QFfRdlfrSk6qqKOd"
    "L2N/QfLMULJXVpIFMpBenKdn1Q15jC2vxMq9i3WbD0u4BpJxNOS9GDqykxzKCbLlOoq2cbu+rv/YZOrgNTnN1x84xq8jJTGFXpkn"
    "W0bZizNuv5l+mN11L2CTZpCKGzifcRH0/iqrtmTd2a7YrAgjrddgF5vApryJFS1kXWTaLq11cqlK/p6ftQWeJ137QXNu0COD5/D3"
    "LzJFv4S30APreqLM01PwnKcHV8NejNbf5F5OAvxK2kHuroKGaAdcsQZrPUOHQHv104Fyswykr/aiWM1oDdb+Y+qACM+Km3h+cv0c"
    "4whjf1FcuZKVYG5yTjYzYIUe/dSRe9t8hreZO3V1iVW+99lx+PXyTGIX4zMu48yg0Nf+GpaexZkzNku32OupMt97twFfb8OK7xck"
    "ZmcYd/ed8gDrsZLtQvJXjpB/9TcdusulJU90bUc49bFc3SSTXg1IfHJ/4X1fR6fULRH23EbxNKk2oxD33oXVqVZt2g+670PouQrs"
    "qfW7PwQ8cAaQyjfQgoFYp/x10G+/6Xh6H4V4ZyUnRhexbtLFg3vTSpRgp+PcwShnAifTibeqpJwLjZEJOZqujfVjrM8MyNUEcmTZ"
    "bMAaViZ/gbNaDe3an/XpNqk+ygpnm4w1ml7DwcECnJTfIEk57H8qgLZ+Ht8NlrOgVf/AFVYA52yCdGzWNsGr+JR75DCxE2vR2f2g"
    "zYw/7CnWyCzHVc0fmlYf74b8i/UAbqbGdPVH0X9hRnBdHg8Bs5Xi+lfJaMj1WYGG4/DszWQtq1D//U8LcqYl/5xOvoYoxLMUAfdV"
    "AX0/r50Ce8ZUnNBmOEG5kNZt8NRGAz3eLtl4x9Xy7xz/c+r7jBtifXQ+apWPg6iP4SSrkHxXrgLW7SgPwzvKhr/3Ndb6O3IimbTl"
    "U4oPl0qu0HH0Oh0bSXM5k7HWMh+pdOevmDOJW+N+8nQb5cY8zxOks3wCrVnA+d1PwtatAKY129UfyKeDjJIN9JKGAuWM12fU2J1/"
    "ClyXSKUeSA6nauKVGzk7u1qTV4l2ldvkQV0C7LVSj8LJORj32Rrft5OF8OYSHXcRov8oPimdzFltxXX6b8COPCJWq/6JZRDwyXl+"
    "QtQ0WqJc/vvWwOR4A6u2Y6yMWKHXi9WQzoTcJ0edUzj7Zj29jzli0e/rWCtUBc3bLLhfGsFGvyjnyyR8boGuDOfAM1gGTfuMTpRK"
    "+revwt5N1CtlLWu/nCWzM3ymuBWKe3YZqxVuDQvTCFI5UGwC6Gw8Zxs/tckQu2WUDsc5Kie+zqOOOkHcpMLa+s5hu/vbwlmQiJrd"
    "K+P/xD/c7ZXgjnBfrQ5HhC/Tf4oCx0aph1oG5ezWtFpkZ1vduTqFVUx1vtPGMsUbNAhi5H6xzINNHyggQ3GyXtJKdR1nbiZDGiPA"
    "duUWzKFu126UxFLGAEOf//xen9JFxCHpun/KFnagLMKnrWwgNrgjO2qcnokrhYw9nSVpnPNYqeugQf/BfV2I+53dAMdnDLtl1coO"
    "b+dRlst3yt3fzRhXHj91KX3TOHa7Un9iheM7xGGzGI2xXrb2ciMu9LJ01g3hwfKzzAiG6cu6Rl7CufoBn3Irp0+WAtf2gy65kX12"
    "feQcoLEnZCvw8aNyj9icssGQ5LOkIQZu1wVYxf0pYHY1wiz9yTIZuusROUUegpY+Huf03qBG58mosBQrU0Wbnc37XQFrE4Ov3E1W"
    "SCvpgfv7Gju9UN+G1F8inYOR0PWfwo4M0eXBVvzuYGCqcbpYh0ETjSI6KQeGiRLp1TAGah2Ii+VUPT3oB9wwXBfJ/dBRPfDTsTIy"
    "nIEVN42zgZw7NoPMugKn6BLr4JMV1HlZarXtq7ECNkHeMHO3ei60nSe2TLJ8U8ow2I5XYU3OkpvwfKfJp0A9TXWFVDOjXcX4UX8x"
    "FshcdVnf5Kc+EzZqKzkYzTs8Q1aJecauXtcyN+tYa2jR8tdxb3vypCef5OZ67ipxlmvpF5RS+hI+t+vyOgG7mMUuBfOFMvVz6JAH"
    "dTW0yhcSlV7wmAfClv3K2ak1XvabSnNxHMC7s+/benP2wV5PwGldBnxtTL+/U64iRE0uWm2Vket97eZnsBzfwjO5WdriXK0ByniJ"
    "tex/4cmeEtPZ1nW8GLv5CpBCrnVywrO162zQq+UMifJTclitaj7zdlkp48h1PQL45kAx3ZCvZ+Bk13q25gXY1ZskTikpA4LbTJwV"
    "YxWkY1Yr9DlwY4hZaJO/8Cn5rOwoIuNPKbFUCevuQrKbVOpsrmwmrm1nfjUjEqvIBJOtJwZWsfgLPrEL88h13nuNc1LbcpzCrdjF"
    "3vIRZM+qVvaRn/AkNkEiVRrC8SXeWju/o9xXYHWR0/F0PbGXldgD47i6iP2rg/UovLcnVvcTf+rNVg6VBVjZTQ3g0df0c6J5e3rj"
    "41pLRPymzGwACU3VVvKVZLAqIV8Nl5VyR5fDQp6sd2tjORcn+n3dH6h2STAaZyYduvt1Vg5HmR3YzjjSEXiKEXqXHBcMAnbYjutm"
    "cBLbJpy4jfqgvICnK2KcKcqYcSpZ/VfDwgyy7lWuUSWjojbpez8xf/VvSGdbeB7Z5FHsJn/g7zuwAqsZDXpR8lm3F/UeiKt1N8vf"
    "SI6RKVKBfbHJWIvVZjt8Tz/wKXF5mhLq3HLq5Ebwjg6WH/RSGYSntY4y66E5NXgElmAz503ZZzwqVhm2lAgjnX3OiRnJ1bStCQb2"
    "48laGeG9PEdW2cWU2U169C69J7neyYXknhdUspbepm5Yh5FF3TOxtj2xAgdj5YwRc4GxLIjNtPuJFirRee+482wPXweanqh7BN/o"
    "efKtWDeR8b3kcsLBBjz5WJx26+VJhRwuh8dtFn0qpHM65yOtwzlbhXUeKzaReDH8ks04jYYp86CpbBqumxQ3ErpjMO5ujFj0toJY"
    "soYM93ZPxkrSjN5RxFct51MP1kEnRVkf4lh9TdaP8tGlCD1LiwJdhlUzTsE0PxmiyjOBtMJKGSPFdD7v7rB9F4tNk4myEzX02UQ3"
    "0cJlSe33DpBEZXZTKeLXV/F0r8C+DoIMTtIJOAOL8GzbtR1s4etyF1Z3Ld73Oc7RdO0Ma/WjjsG6/8WYVg7k9RRI0lmc+ryB+sam"
    "BJ8rxnuwkb5eCdDV6/Tl7pIMX5++AdK2Cf7Q12J898ln5yZ/JR37YrGy3rKFM0LW4zubeJPD2K1jQr6EmD/KWhSL5NyPz50C+/0+"
    "bPqh8g72tmnKFumG6z8Kry8Dz1gBObJa15FSzL6qdQ3YxjW4hxpGjsvY3bSaFRqWmR0KS3iTWD/kLGCxmbqcnTLf67HSULbi/54T"
    "tymDa4CZHPe9zaGIEXdk7lKGo1RNB32G66fpl/KIDMOTLCT3X/L35Kv1+lwu3aFBzg/64PuIfmVzZ4CZDD2uY3RqDFY/HdhwHeMO"
    "yV+pYmbVOt1iZE3P8HOBIvRuSqSC3BVb2JkdYZTV0FWZ5HkevIiOoUXepAnE3oyzBxMoqW19LU61x8pNfX/MSdyJQj1Ef9UntFXw"
    "InywDcCgz+uJcnywUV+EXHQCpnhH/oIFPkM+1P70frtCr2Qw77CVLIjbWaF/vlg3kVWWt8Q5Gktmoy26inPHFsOP7skpvqWe08km"
    "NVzCeGMpdO9JMkBuhY8xmqyxvYHUJ8GvfFw0vFMGhO20W3Bl2Ar+dfNgGLB8i5Tx4ULiAMtwuy4JszfTGMHeD95qGu42k8iykLOl"
    "fpDp9LOS72k1OwPvFjchL5++0ME44xbxGqs226qO9VBVxE7zaIUrODvhN/JHRJk/CaFPbZ0DORvY66wAp0VHQUdO0vl6YMoA2KHk"
    "0aJ85gouZty0zvMtPAh8vMrYCKCpVrMWfKAUUupz2SeQqo9BavfFmmw23jIx1uN/YNdtwteH8qZekbJG79Lu8lo4HL93dvCadsS7"
    "TxLLDbsoWxlndhaSMbunfIzV2p0T17Lx9DbF4lXcZVuuj2PtbgqNELDutQ3rvW6Vj2ARbJ7CQdIB1t1idov1KqDvEFIUo8fncoeF"
    "XBlXKW549DDP7BfuxHRcjbus9TGZKtx5njrWLasLPkkS0yJcLYDDPWYJpgK3rdEj5R8gxr2ggVJ1APuR7pTtnuMmqnX17Dt5uMcf"
    "JRU6pL8Yz0drGYt1XYBT1Ac6cDfW4Fv2vLE0wZMaRjiNNjs5k8AWxqOLiHItM2/VtTeI3eNj+H6+3iIzoB+Oknd1cDAE1vdvnPUs"
    "yNr84GyuS7E+r8Zttlknk8UvnXGTxGwH9fwGNnFglZ/fWMlPM/03jH76w/DaRuo98jP07VBcJR84dnrwFNCa/UnZyV82DzrBd7eR"
    "HUqueiRCSzMV1n4z57mE9Oa0ftqsWR2r3NkXOuMu4m2r3NwfK5wJy/IsfjId2OYjPN8QyPtwyMAe8CZPA0Iow861hF9Z4Zm8C7la"
    "ObRV9n+KuFibY8qzzK2t9HuyxXMT11KmXF1I+U4dViYH+9Wj5gr8u5a+g+32jonMm6g9DT1YVeedPD12gkcQXW6X8Vz5HNjHYnIi"
    "FQILlOgSxpbq/IyVW6SOv11BjfsX175asll/Xsao99nABAtxAs8jd/+xYlMqDwEy2MrMYg7+vZmccFYlbLULw+FFHoorjMK5tmu0"
    "pN6xXTXumpXyGRnzLKZk0est2KWtekdgNaAbsM7d5HTo49fEOgHydTL2/mXsws96jRj/WwtIgVuVLK5LxM+Omonr/4JndXVUtqod"
    "ghJ6pyv136eh3M4pWLsygzzmux0SU9JLOf/H8Xu1w96upwfp8gp17FtL7GfKf6nGz4QWGsqJUab73hOLrDTh1EKz95/KNh/tqfTV"
    "7e4Ti8lkYHLbjl205dqXXvA66OQcYKBU/lYjsflPhczbbyePm+U12sgCdh9XUAKvxB7W8h5Nin5njKaGfO1FDbC4JNfxu/LKrjBK"
    "JL9aMXvbKvAsZ4tFNzYzIvEPzkON/g1tfSztnHmoh8BCTMFvvg7Z/gDo+J6giOzd72GtOsG7+kj+gfbpFb4W3hMcDNs7WS6W0ZZp"
    "g6d2Fu5sKe/AegbdzLdiYKBn4R/fypqe0FuCxDzAZbhqnqwlqohySn0OK7yMC3y8NsS/cwq8vSnimGDmc+8jzIqsoOcQZWdPC1ZQ"
    "1LEb72kp5c496SsErL6shVQwkztaZsR7Sl+9OXgfq9UhzAbSfiC4XUZ5ZGX/fcbI+fl+rtBd8H1SpZa9GNV+mn0lfKq5+Kw/WHNn"
    "WG8ZVjqDk2O/Dcxvu0THy0M2jzGwGqDRepEcD++unx7OFdnLT6naud9U6lnJRVxE3P4cxhkUP6lxlr0l88l42QT+fZ5Y9dD8XaoT"
    "aoibrohxUTd9y/HB3SEltLF/62aZ56f2VZNfN1qfT/y/9oUmTv9/agTTyV05GyhGXHeYuPp0i+8VM3toEeOp1G5mMYbiWTJZt96b"
    "8fZCeHXd2K1lmapr5Tzsm00PmAV9+i6kz7icz5S+QStJzBSM+b79KKtCjUWyUo9h1P1pcfkhl+PM5tSagT4y46pEE7N9cjgNvY6d"
    "aFYhM4NdRhav+FyMp8Yms15rDP3AiUfLnzIC/0q+P7sy0zb5Wid/z+PwjK+ROzk1YAOneGZAziYBob6MZz9AVuhzulTGBIvCQVjD"
    "1fAg0hvYU9fFF/e5jGpgUpdlLYPcNgXSfFk/h0X7C8joeHkP7/lIclkzWkXOuEr6G8eQ4aaIMYt0IIw87RVkABvmMTI1gZG/Kur/"
    "Mv2A/GBl5Gq/XDKZ1VKi6sbAq33rOx+WsTOpk5TyDi1itkoW8Pk3MY4a/Y/soQIHWYz0SNlATt1BYlzIR+Dvv3S/4F1yFZWwSsr1"
    "OJXDpnTn1KIixu9yWSGcyZjpLWIs3N+wr3obc6er9RlGmidArwyVbfSVmgBZ3y1x5qPNi5lCe5Q8cmpZl/3qY+XhTp3hdUApmbRn"
    "VWQiC/2somEN8pxu2kkPneI7quzfdlq245layIVAHy/It1iHs+Q96RBUER9WE2m4aER/sWx1iXaFxTlCJsMSnyLXAnlPxIXeggf4"
    "VQN3cLMU+u6QOK/m6rItizcW99Za3oHveoM0x70NhgdQpQvhK9bVd+eVMDK7B7vdSngyk9WL7QreWeizeIaX7vCzSE/l9IAj/Tx2"
    "68F3ebmQeNt0xQ/AJRfiHq33+XOxKtOp0D2BxOvvzWEau7dWcgRzqBXUITHW5NbAw4nT4mR7zGZ/npe0+vqE9VjnA+U1rM9o+cmy"
    "NPBw0ohnLhKrwUk2x9Ni+SfJdpX6iXwJ3vUC2INcIF2bY32N3C6G5rpDa93XwIqu02LYh06s1FyMJ/xD0vVk2Lm7oIWtBm8r+2Ov"
    "oV7P0R/hzZfr9zJMrWbHGAhWwpe5PMiHXBmTkLEm7g7cYswX43UGdv4mWYWr7C4uThwh2rxTaj3zfLWPLibWpC2jjI1ZyV2ld+oz"
    "8o3OD/rInUEPbQrkcgD0rqj1MlwkJ8mH0Cp9gy85kam73AXc/ak219XyobTCWv0l7YPReqOepI/D1jULGu66SFTpuz872KaT5fQs"
    "E1TC6LaSV6yXGKd5SEaRqO+bDeFnuPnRh4n5hNcE30JzPom9HqYDdLY00W9175QLtT87u5z0OAaPClrHqD7HOdQRXm8jVsN5OUXQ"
    "JsdB82yw/moypri6ZTddq1p7yJOwWY+JcTkZM9YFQOXv4jcmNIjSbOrFQZ45o9r7/c5DS4NtDuRZ+ofZrK6y2qItDbxnPS2mdZEZ"
    "J+9f2jnYBpv1Pa6097/12u6oxDhcOkG29pA3pZL+p9Umvcce5H14n44pcJl+KxXU2pa/uUdWk+Oh2uNYlzdzs4qzyYxRwbxFIVfG"
    "MOd4+d++kgaJPgKWeS317M3B72qd2VZJ7GafxzyfTIa2lLjHuq0kMenUSb+rm8ujf2KV/in0iYpYh+761dsAtdwhe+AcLWQd/61B"
    "X9mof2JX3+FJKWfFheWW74B3abzjNdARFl1eBdxZADmaDNt9BLOk89jtkaePAN+axGwDshpHtoVSPU0supjBLtEfcM/t5DhGANO0"
    "D67ThLy/lv0vghfbhjovTw+CxsjAV+NWt8ztFOCFXtiXFT4mYFOoaon5+8gt9OtirK1INi/H8koPcu61Yca75WHWZca0YwOvWK43"
    "X79gd0eG3iDryIJShJV2OR7n/ZWTazVGWbq/gfcU0K8Zy07Ki+RysbqSOZD3dZr8ahH2VqxmjNG4O5uTW7oOaNHi9tmwn8YuVIev"
    "d8G/WgTZHYV3bGOvbBVrrHtDa9b4GSDJtaXZt0WsiD4Nd3w85wHnwL/4HZ+zRm+TS/E8dkZ/0s5yM1CbTelNftcxVuq3Ys72DvbY"
    "xbyXtJQIqIyd+Lnw+6Lsdt5O9u9kV2voc7J91WolYyi9WKURYfdInHwnhlgm411fUp/W8bcsH9lbLH+5Wc+D5jTuqQId7tlQK3jW"
    "b4GsXkiesiJy5UVY8W/4ytiEjpEo++YWYKXmwbq0gIa52qLB4VxmvdZBErM9U4Or0TF/yCbBzKP1/4WRpEroGfO2H+ZU87Xki3tI"
    "uni8EpIpy0UuZ7CDy3Vj5JFje6DnBTXsaFNv7qFG7wrrbD2NS/FE4zm9V/3sQjsxVpXgdtx0SDbuskT3xx1dFPyI1zdjDd5hRXmU"
    "8XOLBPQFInaR+ivEesmqPVOaVbJWec7vigZ0YvL92ZVXVnFWzDX4OhB2ZhUQp2mBpcBjBawZuZ8Zyjm4tw5Y4xTglZu5sk4f1nEP"
    "p+Kujb3+VmkoI5CsFrQjVms9PfuDYAl/BCawOoSzJYMztDriTG/j6e4Ny1jGk2te6FSy0GWosT3tD/1WpCOgGw8KyomTPyJ2NJRz"
    "tBg/dAX2ZQG86r1kbvisBMF+Mg1ocS/5GpZsL7Gq8mrP4G21AT3FMf3n6OkyB3piqfbDU18AbWlccZ2DEJjqIWjbHO5Knp8YUs26"
    "6Rp4c66SfJReKlnc96twn9Zhdah8BGT/iDYPDpVBQH9dYeXj8ND6aXH4TjgtfBA2dKy+qJ20Z9Pv9Ui9R2Oh5RCPFMeodxdPYDkt"
    "SKlW1s/DcwzZN4tD5yUNvHIiJ3xV+F50N53pPVzvW1bfx1lpE2PG/AqehWqgwhm6WWppxeNkQjVvfQPrydrDSnUN2mJdlsJ2ZZHN"
    "NlfPkXEN9BBu475HudrKyU4H+Ep0m7tzteQxB1/HXhQ3wz7CDorDJeYrLV2sK97A/AnHT2F1kmfg6xFiXTRn4Y6KaLFHhbVhX2iM"
    "dvKCfhcu1zBs3OSpcJtes9Mk9MSU5rae7SL0XGphfb1yS+8N1noNWEzJtlV/lH51hN10w+CDh7Je34AmWg/pnAa5fab+znegqxYS"
    "+rhyHf2RVOaB64Dxx8I+m1fh2E1dh2iNRyJuPU6US8RybFsY1a0GDmglh2Edp7HrOk0jYR1wYyPJ4HzVl/U+1n07Rvn11HYRZoHH"
    "0XdOzNwur5+RcYLnB4ny3gr1AYn7LMZunJJrFu8SWK/t/myapHzGeXZZ9dxLtX5tQ5zrAt9tFK+fJepWtC15Sa3r72ec79nwECro"
    "pdTqOzJY06UP+WSiflKXix8GrOAyFubJfrpPjNN6bKZkKSPQZhn7QvKymVO36P91Yrh0OVez1HOrJJhItD5qb/+Pr68vfoDdVO5V"
    "x+NsuQB7rYOPu9YxX1XGz97Gp3paNvtpZeq99kTUcX+PpKvYoxGhdYgyvjVISrWwnhkyRuYSd33HgB33q5bwfx33jfgua6tMKYas"
    "RFiJma6tgwLqVfHd1AX13eFH+xhGKeVsX/nA90Sp/sHoh1sBq1D/mbttfx7y1cNu4mr4LzOzd1RcJXslmcSbPQ3EOMitY3sNdqaU"
    "HK5WWytynxzMnItVt18Gnb6dSCO5drG+3iukhCyUpuX6EJPb9cppW23qUxtOFnIVZjHaqjrIbxGtUdxrIsdiWk49GuGqH8N5gjXk"
    "pr0dEnMnrFsXIPzhOKuhvAbZ+Vmf0490MpBcJmyLdcg8D7tpLC3PQcffAevYHa8cIG5PNtDeOW66GFFAHnFSS8j65TyFjtu/XBNx"
    "xAgnSXcky0UdIwCOTcM0+s/UiKso/Q1169tscqte2qRPyt86AJ96qkyFpjW/pQV9ghhzGDXwV0p1Ck+GvX8916sb6+C1ni/i//5K"
    "X+i/tboMuzJSh+iHsD3dG10CfP1ifVw40c+tsJ4xzzmvmpj65iq8DxE3CXA8rrIZ1udH+U1nQVeO0CJ5AzqpgwwQYy/sIs1kNmdn"
    "nca57HvhXvaUlTIeSC0Xn30V7qaxrMSutZRjg7N0DND+NLleO+oH+k0wC3t7nJwGbyein0CrL6ftjWl/dss53zX5tJpaYKvp+oI/"
    "mWWcklJEG/E6s/m1Pmv3J/e6jBOg4/X8AwluoAMlMfWwjh3qiYkjCW1q/PU2C+FHTrNM06OC7YxKGIvyMl3u+YsTbAeZuK9nmKGr"
    "JQ48HrLUS+I8A1t8FCNZNdAg7a020c96HA+U/toluF6ulunhR8C8j8s3xKiqlV5z3UaveJnme91hu7u/3ObxdaHOhJ4pIx43H+wA"
    "nB83P6+X9Jc/9U0dzDi5yeJF2EHHGWG185V4YpFPGbt5jnGqEkYXLLvVkkwWxrtlExkc36ZNYWgsYb0ed578BfyJsY4U+pPusj95"
    "RP2OiaRUTUe2FkOvFVwZhwDsP8tWFpMPtw9nyxbqr9BM29T6rN8R43odz8qiPYPVOGeLIInTcW4Hylo9VzqLVSMOwm8kzwwlr0aN"
    "wfqGnOXUkryIpexItf4Lh8n7EOlFgeXNfn8A/RNI8lfcVKB+PrL7K+VxBvTuM5yaWuUt5FlEf1eI4+4w3ZpKBLpVmwY5eI4eYvH5"
    "aaxZL8bzmz0zq20dNDmc/VmBc1DKXinr9a8l9ivluayAT1/h+/0jzO2YndzCvOMK5iQM1fzECon1RNaZzDomMknOFlqMotazLtk+"
    "HSGnwk9xljyXz/itdMcTZ+hW9l5nWFc2fdiHjClcjJtsEyXRpj6cJ4Zx1wFVFNbXRVvGaSi50tfiDgZC++8TnB5Mxz7ui3XLBsIo"
    "0dewe1YftYU9qZXku6rQlOAIeinJZ+O1TtkrqIpvC19K+VJP1EWyOvxT1wSvhO0a0OQVfh7MtWRGjFEirZ7hREnOo5l8HvK1EvOS"
    "lugJU07Ci2EHZuh58Pru1kP09iDQG+Gd9ZC2KXPpHz3CSpPjZKvvl64hx5iLETtWmpMl9LpbmVHMYjdDnF5JOnHnEdJOHKdVBaNN"
    "MVbYRFl9EfEsi4mYfJOdOIOtU+F0fPJr+rF8C10ew/52kLF6mbaqT3Q2+o/YZYLTYB1PcTXv5XdyozynhfKAfg3EUyga2uSoc4Kb"
    "8K/POWG6MMmE6UqvCUwGz2WW063k/sF5wX3h25zCOgz46kd5SsvDdLkJ1va0lLPlR10Iz3od9NOX7NN4Gd/bHEp3n7X1+ipOXR/z"
    "XF771iOeBHpOjg+suvgo6KIY+zYLgchr1PzwdawYimDvLOJzm7iaUzvPefBGrYJrNX7nCbkXer0XTsg4GaDLxcU3okRIlv0voHbt"
    "4TNJhh4CRnqUfa51lB+bc13EmGJPMqt1kpOkvRj/RjV7KKrpfZpdfIP2pgzffRbE5SB9TOdCcz4cDtUzsTaHBH/qE8Q6cV+j1rF+"
    "vohF8xPnaXb9ubrRs6l+CrmfiecZCP80RZZCU06Uj+UdbSoWh36UPZIV0PE17FUvps1bxK4RY1yzbrccvRGvtscqnQZpMgw6E1Yv"
    "DdZro95LpsoCvLqDhcaqD0I/t8zYuNXzMkbVuqjt/jvjOjHHFhDYlNfuYr6jMfNvgI9rd/qhdgiukpH6l94MS1Unt+C3/oIGG6z3"
    "yCgdgyd72DiIgn3gMW3EOWmCNX9K5uNJO+HvLbB36cCas+F1Wm9zcqy8c8WNY900NinDBZeyE8Z5s+XEyXtKlJ02J5Ep8AZxfQSm"
    "hw4S4+uyyienXat9v2A+TqMhokG4x++MR0qMW3M2cNpi6IF7IQWp/4+494Cyqkq+h+s2ooKAAXOOKCooKiIog4oRA6AIJsw5Z9QR"
    "cx7AgAEzKGYEBBQEAck559R00znn7tcv3Pp27XP6gTO+/q9x/dZ8upSmX7j3nlOnalfahXM3Aeu3muw/hWr8WDvDCy2U6xthpEz9"
    "yoVSSGY9y0hbFGEv1gX3JLKYq27GUXNx+Mz662LqZkeHXnudJ/XJGdMVjU5ZKFWXlzIGr02aK3WcXpDeiN1OHcFI122SzzreQHYW"
    "w92l7Byt1KtlZdLPTSSZ8s3qjWB3+iRI6LWyN05US5ysT3Q3PRV26Sigo5VYizOlnfzEbq/dgUN/wGfNd+9LzXkUOalqGbGKNYph"
    "U71ynySSHnyFjwKa9d6Ep+jEWuW4WnVKEzG5Cqjh67UJ0OlM5juqWE9UAykox/tO8fMSS3z12XFkC0nQi7WJM4PU0Ps2nYln2wzN"
    "vFTfkHJy52Sy52F36ob9xKZu3iep+1hy9E1882Q+c+h76vdiBU25P6nqe2yinF7uuChtr/9FXvEq2Bzrz+kgbq73FWTzcd5yhufw"
    "sp3qIcaiX+mnPRWTDyqfzBNdOKmwyktEDTu+luHcZjCS4NZtD65bNdfNMVTN4flydatl6mYFRHQYsMssSPp6XwWSqTsF1b7PMvXO"
    "pc47b4HuqyWnxgZ8S1uxLqIesFgWl7c4/gQ+Z77XCm7iRgTe7dWwY3Ho8HXAQQuxPo9xanRjvAQNsbvXOYnIzslvvOvUrACp16AV"
    "rpDOSY6B9CKj1Tpo9Htg3Zp4fL0PvMDdPL62NbWdL2aP+aXElfWs9ljPVbtSDsW+vKKZ0luaaPvgdviUxshcylj+GJtUw8hijLxW"
    "B4tj4rZ5MzXMzuVTpzwCKVsNZJz6lTAZiRlKabNeylPE+JZ3lSPFuoZOFKsbWs6akt1gtd5vhPdrCe7fZhddEWzhdG3HelkCu5Ea"
    "QSa8bj/Hx3fqeCJiPHUVjEWUSwUn/65itWYRM2Q1jPrfKg5dujkIJT7ruQF7O0JsCp6tViFxaTbvujl8oHRODKlK+vBVf8rf6w4d"
    "yNJI7coL+lt4nLyhHXZ+KGwuV+ik8CbtokPkdLw2A/7BJq9HzmKXWBXzrKm/bYPeJsbs34C6QiKhmL8bW/sePmYVT3ZGp66mU890"
    "eaBocqadYxpsqC0aIHnUccWMrVX7iQY2z6rGcw6a/TiMn28vlZxDYxnCDXjvaq0Sy9LNpP9Uz24NJWLpz74y5bNa3Cuf56yY3Qh7"
    "Utr/hXN0r8yFvDYwgdg7n8Z3fil7ynvAR7N1r51GYgXf0Q/0XR0bfijGlG69a6PkMZ4bm/H0C/05i6NNY2yyhCtmsnAANGPLYIxM"
    "xRn5oMkX8Ng+x7OP05egZQbh/ycwYm4a8TKuu3rO5QJKkM3UrINNr4V3Zd//L7GYhlnsDcAX8+F7WoTMVmobV2wdztERsp59v9mc"
    "rNUWO2/spRH8XJKs+TEZeIC7OUjulsa6sNws5ffpEdcxalHCiq5X5EtfHTJRW8hCdgeU6qesaDZkfhM5aRPMbdrkOZsZcQSsfpW0"
    "Fss47SKj8F0/wHL1An4rlF2b7C/H4Tx8L8fqV1iZK2Qf3V/PZ+9ZqZ9csY1r2lWsMy7iY4BPkSn2bOb3FzDSbXzl28hP1k5ukC7M"
    "KG/B6p8vnSXmGSaNW+ACVlnXU+Ja4/y9hdM5HZ+7Vrph54+D5u8EDDIUz9Mfr8zGOb9OzpHhejwsnjHtjsTn0qSEnbKW97bVuFps"
    "6vRG3M9snymI+UhTLbyZcljZcdpdLpJ61s+5e4lTc6iuFeMw/lR6Atd202eADQv0SKzMOqxYCXfE+TOLgFVq/TTKMkieiww6ZDWC"
    "ljJBeSh3nNiSxzpAw3GL8K+bStEfdvV0OU/P9DXyC2Av8nA+FusIrPcoYNJM7SWPA0HNBv5+tZEuuQhnAyS0E7m/GuaS2PTdjpzb"
    "OLRJRrifdE1bCz19TzhSCxOHYm16yCPE6DVqPQQPA5fvK8fAy6zXmJfQep749qKeUTqT0+tzaVltkuwSSFA2/v6BDJMTpNb3etis"
    "3W7QBr9jPWxGSZXXTG4ur/3seiys6/9yPHEVbODHkMePsUaLeNL+V7PorUv1YvjnKyiBv+oXZKUsh3Sknv9jXZ5nyNfslF8IyRwY"
    "lGoxuwJf12H4NotrLrTu8CCBPZmi0y3HxohmPu/BxYAeE5erjHtctpEyaP+cL06XVyeOCcpwddN43wIxnhtUwKcbButS5fNWMS+9"
    "l/i66OK/xRLfTYzzaiv8/Z5iLA/tJIvsZiF9RusY6ul7oKK+qzABzbBRe+jJwdM25UZPthpe7aizg6OCWt+ZfCuxZ4Lx8XpGqIqI"
    "S+rgYa4giu1IjnfLPhcxslIHhLFyh1cyIBvbWFOSJxfiM+btjmd01uZ2FdFrLYQeWA5t/7wcSyaHLfh76thT6uv8v+/6tH/7zGV/"
    "6zqpX3EV9glmFE1bXcTujQh8oWxm3uqA6heSn9W8EZt2eH4jd9D48/y39/Z/+zyp77rGs0TbTDizdOeSEdyYI4x78nSig7hnFy+C"
    "tnT5xkt97duhsN8HSyE1lU3+nMQKqhXsPnwR0r4S9/cp/NEVjK/UQPOaBf9DjaHuZlz7bvlKj4cXbDVmi2VrkBn2CF+xmrVAtDBM"
    "3ceS+pXushg4eSLutTewxs6yVyA4YcNkug6XF2GLD8Erx8ubMhlo5GdY3dNxKo29rJIWrJwIo4QVGsaF21gX1laciTx2KW8iC5pN"
    "VzwOz3qrDsD3LlVjyesg50CfLNcHZWrYU0dj/TP0IJz1VUDP34hNzNpLDhebQtoFmsDmz2zCvhpnwHr2mbYUy09eIQdLzGe5Y/TH"
    "4l43pElXcRzGlcmYoOmbVbBhZ7LPqJT53GqtS+Lr3Xz1Yky3x0C350LCHXKzu+wQZ1V2zTuLcit7NQ3RX+bZr+r1K8khA91z9H7m"
    "4Mkm6eF4wut1Slo17OH3sOurNZ8x4mLIkdXtlHL6VzX99Zw/5YT/qlPN3WGTP/2uiHMW8tnzcU+QTq5jmz+4OMnWYHJ+hiT8yTCp"
    "XYm1tWrnRXqHXpa2ntOb16l1SFwp1qcVxftLmRvux3l2y/D9n0JmXoKt2lcMg4yFhIbAEE9BnqsZ16vhlRw7zYVS5z0Du+fmf4qz"
    "uQhQ6s/8nWneWfTDbKbHOvzeOGpfD4rhmc+CHTT21Df0I7lGntKPtBXOxlPwrR5m7VzczwLfm1W/Z7E/o4oRk/9ceYvp9k47Ke0W"
    "vRZ48jPNC8vCnuFhskSHBms0G+etnPrAsZtZ7GQ60dhJ4ljyGvqPQ+ou00QzIdU1RNG1ZFWopca8EO8fwJ7imO/+3egnZVTTml/i"
    "Z2c47nVDYGms4ns0yKfWqmY1cR6x+Bb9p/kmssnPVYyQSy+DXtJqSEBqtF6qx0jCRxCz+BydxUXTI+Rt2ajLxEmtofE8Zg1srnSc"
    "Ul3BOl7rJhgHCc9rZI50MXfQEHSdXs+MgzGW2sSgKdCsrkuwlrU4Fr//VFxPf57OkyrOuncdPyWMdajHCk+RHXwt67ES5FY7jUi3"
    "kMjiSN8xcYA4rr/Uu91P1uFpOuNKVtXtat9qOWtEZP8dOJIa5iG4WhmbS/AzY1tx3SWIk+u8jqwsB0oZYx4HBluwNtZDlqNzcbKe"
    "k8+A/5b4/GAp665r8foGcjVF9QGJ+qrQbPzbjVPurArjWqzGr2Ic7fnYD+ucste3AONV4y7ay03AVJ/ARygMDpZvtRN2YzGey/rE"
    "zAM4FJJ7Or0Lm175PCfsxXV0MBxIfiZnaP+kn+DPbsxOhUnvMebzOvk4NW69HcNalF53TM/x+buBO3QVDvZ+/yD9Gat+H3THUuiQ"
    "wUB44zmZ8+FG4vGnyQgdroPgJTwKG3ARdNBzwPx52hmr0Bcn9lixGsKZeKrV+hLszHzOU/rve2zyiWOtGysCS1SBU7JetpIJxyat"
    "uXqFuO+8NOy7jT26s/D6qWJXn05rcB8+k69TZKx+rX3w/0KcrtFkaLpapmKnxpB15w/oqXrOcbdY7Zdise0CruDujNU4j811gdmp"
    "m4LvHYdzOIK8W4u0AHt3IDypX/GpC2V3yeX7l6rNeXhWtjB6917wDbykfB2lAzmjcJJYBf8K2KAoK8iWwD5G6M/H9F6rh2Pk6ilZ"
    "x+zuckbMCrRWrHvtLf0peEImhoU6PbgHZ7Mg3FX6y56yR7gcJ2sTVv45sTreVuTtMpaLOmroCuqdKOWmoxgjiE3fdRPhzHI1wyou"
    "EzvRzcUw4ky+81Sp9vmHCCPPB0oRM0Wj9DvGoa6DTVU8kXWwDmPVmO1va2nCsxhlRtTNKbRq6wpOGszWp8VpGuNOuA0786EulVfF"
    "Onj3g+S/jKd5DvtiVQ1HETO6/rNuspYxsDirofK9RLcVV7ttXtkqXDP1K33keNzN/fiebnJ6sKcMgy9xl86H/PeCj/wqPKuxeOpP"
    "0t6BtarR84K74Pk3kxWSzV56qyAo1q5ik8/WcZ5gqkgwdkF+AA6tZ8/JeCKdjcxxG8raTe6VedCvB8FrWgbr/w2+/zjOPHrUzxop"
    "p6ZxcblSTtOzeoWm0GebGdWu1DbYodaNnKx09nidwfmF9foEs4iH4ny3gyx8hOfoC8z3OM7vW9oWu95FLNucOrJgHAnDxSLMh+J0"
    "Wn3bfnI2pHSKZYTgL7fYqYVeqT3CobKXfivzwlbyLk72bVjzdOZeYnpKYBmuXckBvxE43vHlNaA+N6lQxM0gUfafPMg5zXW+Hv1q"
    "WSkZzAbl6uesISxh1qGgkchpak6lqK/4EfYp2OxbF1u2vIvVkq/A9w+R2+UASOY2vQe48UTg2jnygqalLYCOHKIzdCp88tXYP5s8"
    "c5OEvnqiUF2PvsvKZIa342y+L7foGLGM3AtN7tbfw/Z6c1AFWewrm4kKa1gHWMhq+xLcXT5kvplYd+i54ibZD2Bd32HSUAfUWhwa"
    "sSlZ+9CC7i/VlIxQz2Svs2VoSsle6OaChOQoiNG2R5nJe0DyaLdi7H2ppI1cgbOYDkl/A9cfA7SwPzz5EexmnwVN9R5ZELfRLq6E"
    "vL6jr4vpzvtgMQeRyTyWrJZ18bEPiPRTsZXlkZu1ivMTbKJh0yDCWJHN4bkJZ3IF8bHDVV2lmvnGa1gVGRLTxXwetIwRvEVAlVmw"
    "0+XYuyj5H8s5o+l7+bM/sSNmP5Zc8lF+cx01hXGkPgmtm3oXnsXJ/yqYIwPgT1yM6z6ij2pbXGW2pOb0c1MHfuJaVAILXMwMb6U+"
    "hBXdxojF2XKqHAU0bPVapfIaTu8KnJM8dg5PkWPwvp/E/IhROo3R5AY/U1k9LtJQwbsB++oY7XMhYctZRxIhb2vE68Tm4rrqbLJR"
    "SIxbzK6rfSFHt+GMWabEJgVdKq046a87d3Ylec0exHvSeaZTcbRHsEpuckc78uFZ1VtT6PWNOhvPVcVe2DQxxDoP99YFz2V+jc2e"
    "Xo67GAVPbj5ObKXeAE9sDec+l5PF0XqzW4rNkJiEK52KZ8jF1cx/ewzXuUqM92BX6NEmkjpelTr6lcv8V5wd3BbVPAGvXI9vytQL"
    "pI+vM3TTdmtxn7PpWTSV9/U3TpcYid36HVIzB1a1D6fIr8NdDyKXc9zPRyrkfUzQ+/CZ84GwhoSbdBaQ18XQlF/JcKC6b2WxZ4Cq"
    "8BNnSxm1+EI/lNNlHLTuCrUz2Q93O0F/0A6cOBhhBVcziXEGh2m+98Q69x2bSS07h23CRxSnIw+/r2aFdYR5g5X0k4dztoAxDk7G"
    "eY7AHqTDvnUOlsF+LdMv9eNGUNrf4SlJ/cr1nMZzOqdIKqzTRtikDMjTyWK86ZnAdCbZk/SMYAZPUSEsdhE8o2yuVIwTWSqxh7n8"
    "OQfn0iIilzBH8EswEnvwBbTW73xHsc8JjSZCcHzPbl6xm3GVCcRcz/lLCXIJ5ULPlzIeVQN0YnZyd+xKFbO0buZlPdk3Q86Cttmn"
    "HXGWcrjW5vltwTsPCyLMUi5l52U6nzLhMw82wzGTcvJbYMyVW8nQe5iks4/oE+BDx2zYUWK0YXFistDX8zwXWBfAFujoU4E3v8dv"
    "boJtmYbPthCbeRml91fv+bljno9tdyK5UN20n86eyec1+EvzgMfy9CBpL0fgRLYNjpd9gl60ljm+rjHKb3lMXD9mBU5ADvBgDhlL"
    "NwKrj5A2QEDWsXsJ8EY1ZHgL+x2LIVnjgHOWqqvE2lPUT8g6j3Vk2axyWJrMFbj/zvJ1+MarZFxLlbRb32KNzW48jJ14Ipguh4mx"
    "YY1X44n7Bms4H6hqNa6yCis4RYrU1UpYjdBmnrCY7+6pYi5CPTOC7fWx+J4V+hkzMwPwHFuwJtdhXaM4ra/oZ7qXnAsPoGmwL+zD"
    "AHLkTdbq8Fh5Uwaxt+4DvDpAXoVOeFyMgfxieJ5zPK6JsT7hLc4feoYIIOQTp8k1uKKyzv513sfXnNQRYU2TTTbIYmyqkh1vljld"
    "RbvaQS6Afr0P/sww+CATyPZ9pbyol0lPaKCBsONDcL2TfLWK8RRshg6J0uJv1uFpL2K353GubSbOx2+sH/gVvulcYjGrzJguLru4"
    "iuchSkbkKuYG6qBl3ZS+Ebh6BLuZif3ZRtmwWMRdsEXGvmz+x3vwDb7HU84X46UcqYP18OB2yuEdUp+sHnKViWb5Qv0RPob1Jh4i"
    "9zFzZqeoBdYzh8y4aYxZjIG9KGQVTzbu7ygyD2Sxg8IQ86lSx/iA9WTW0/Ik/Ly5uK/8TPgYpSYr+GuAbZt4nrps3N3jspJatJo+"
    "VBqexta7gXNUyZzf8A22X2WQnS8gM6dB4o/AeU0HUvwKK/yLpp6LnTrKeDTO+wG4Xj8g0Cxa8gB2ZlHSov+VHt07WIh93h073U6M"
    "QdqdgUmQ0efg3eoOdeb2Ux7vPQdSv4tUcIJbAfP5lfqz/M64/HrIRr2v5zxLGp406hmdXfZ3ttSyhnole5j+IDfzJi3k5JcN8FYM"
    "lR1E1Poy/VzTOZ3F9Ltj013EOHLI3kan164Tm3cVx+ezyNL2GF75FWevPezalXpOsAH+4m5/2cHjJolm0YM+CD5gKWucCqBPbfJu"
    "lFrA7Pyu4iIlp0oLsmJUEykbb0kWa/Rs948mT4vrlXb/ueoT0x9WMboRJ3c1rYD5ftPoI8KLld6yVt7ULZyAa8zie8hEvGeG7hLk"
    "4e46i6v6dtGbWm8HYpzFbZWdPbAyY8R6JHPZCbsWFuWQwGaH/IE9nY7vWa4vYjViMpBR1alp58nHkDmr0H0f8vYzTvKVXoMmyKTo"
    "Og2a4PSoZ4SwyuYl3EWzAA9gh56QydiPNThNZlm3MLZ8bhAAAS3WidpbyvmZOHGSi4Gdxy6m1H5JV8lgnvII1jFG8Y0xdZHs1yXH"
    "MxzWMZ5YwyrZnRvFB6lxSBVrRayiJkYkdza7IUwHjZUvILsTsLY2oeJonr2IXgBtvESHwkocLR/B1hXDdk3VEcEj2iQ4W0JmFfsC"
    "/eQAodsMnnqc398gB6ln0UeYCakhfhvGvpAMcjQU8o4b6sPSxFWLW9Ttd03NF93QEaNcnwzfsZIg/0Po5dexQOzPSuNs9irsCf16"
    "LnY4wKo/Dxt1obysw/TOoBuzbSVkhMjF3Q6ktJsd2EOMgWBPGQ9s/g/5KnwcKHExfJ8K+Tv4rZwobDNP2yDJ4krXc/Z7M0n8xUQW"
    "+9154qqlXXwn9L29Nnnu7L/MtszG/88M0iHlVbBwFbAHY2FJ5sEXnSaz9JG0V5h7yAX2mYxzZ10tczkN1e5pH4l6j7IuyQzaXh6W"
    "pTIBa2bsVh8B8/5Ldwouh0wkqM0zOYnFsYcPFdPEhpkWQ2ZtGrX5mB/ihJ8nxmvwfrCXmN+t3ts9XVw37k60XnYaW8BH2c7NVO9n"
    "d1TT28sEUl0D69sO9qZMLwxm4ioZ5AevYPxlIdkPsJpBPmevLYNWWAu/01j4F+Hc95LVOL8rcf1eMgL3fK9Us17Z5PQAnOgIWU3i"
    "xLD1nFH4AU9LHev/66HHusit+IxF5NeRN22150kxfHbIDvVicV9Hm4l7qoKG3aI3BnnsWZlGrpISz4lnFZNWgzqGz2i+fQbWzT7h"
    "4pA2Bw7YSCoYWY8Q/ZpOqOB0Z8txRHhaUsnba7D9zcSi91uAb0qxXrvJEr2I/m8DX04NTloNZb+ecxbcE7jzdHDSh27oHa7z3Wtn"
    "8pzGfQVnmMQG261mS/7/aBkpZaz6yMdTtZB0WvZs9k2l8jUr6WHWYy3qyNBylQwEGjY2wdn4pmV6i3wMXbUEmutsWYHzXAjtlXoN"
    "rCfgIMr1HFrV11kpaZV1e3Ie4E1yNfTfKHJ/VBA9FhLnnkN77VBOPVcrZO/aVm0O2xkBfpglxutQxLjQvEZmS6Z+pYHpPeY7ATuK"
    "+nmiyxNPweu9W7rBfj4qFwV9cUqb622BdbuZ7FwsrvsmF5YsxuhpPzFu8604UxZ7roMddHMLKsjNG/qTFIcF2o7llHNE4/6aht+a"
    "E8ecRItb77v8GvLJl5J5LaYvyhWQyGuIUkqsYhBnYi12dKnuDRS5ExDcJdRQoymxAgxwE3SQxY7n6efQp02DuZoJ1N1LhuNd+ToB"
    "O96Us3MyIRsXQANMgLym46eW8gbsjtVErBLjbskAajc7tAU6wLj8n5Yz4butwR2s1o/lV7JuHeDz4Tt2lrkTGU9a9gTzVnFY7GLq"
    "qkuJjV3XVwU7GPpC620jo+oWrWZ+sWlgqK0tuVFm0Z92ltaQ8o+yiHaojDWhNqX6Fd/nUknNWkX2R8dnEN2B86B1UuvbThTu8Mqe"
    "4uK9m/REsV7pLDJaZENf5EFK7pceYlxqTeUHuVhOwKo/j9/bZKVs4J4y1jjkMLJ1k4wGAmjKCuenJe4zuQlWSteyEs+y1EPkHTGv"
    "ciO0q/VwdGe0t5QycSewZFto/13JIjdCu+rz8lDwDPbmIvqoNcCd86iTZuM+7tBKsbnNRXie5bqJ0hVlpcmP7GB6Jhgun4TvyWnS"
    "CafyXO0X3ioL8N03N8L7lZqNMU1+oV99XWCe3hYdB8lND3+CdhwMv7GIXYoz6bv1lNkyGLriGepyh/pstf/B6Lqr4xuG9bH4xwW4"
    "cl/8eRTO+WfsW7JzcJ6oz1+r94pLqYvjQCPb1M2BMjlO0GqdJdaftVKtduQ6GQVtNQ9YvS1Oyr+IaQ2ndZJEcsqoi2cdSzsQshPj"
    "aGmYyGIV8z/iXJ8CRLhAD2XtzkwgktOx/tNhxbviWRfDJt6C798MO/+dmGV/jPE0N6FdfPd2Q9Q1E/9a1UGAb/wEr62EVvsEJ9O4"
    "tFvJfEYpuuPp5+L9GyAPF8mH+OaN2PlHZSGjxxYfvxc2uRDeU0i+zLjv51ufZDVQ7aPt0rawK+BkOT/8JrzTstvyXtDc24gVvsrA"
    "ndgzfN1gKoazcr1HjFW6lbgJoJmeBXslZ4G4WLbly/rjHVHYuyo9zn/7Vl896HLu3cV1bV/qvepdqC0SjGzHaXUv811VFg/5w3Oy"
    "x+jrT9E8qaSfEyUXj1X/mFWO6IGSzzMVJ1u9dU4eSVRZxe4R290xtATVPCtj5VgxtvdqdZmQKNfAuFRNpr6GfZscdof2+0kOCC/V"
    "4+EfX5bWIngtWKqfElsZs/0GWO4s2MSb5Usxe7yF1rQQWi2dJzyC163OpoE3wbq5rOZ4LK7RGTs/jzUGDTsXBd6v85rzdnlWopCz"
    "pXiettCtJ+OqVmdmmc9CvY19M5ZpuhcSeLLYDpgETYMeqeZ8Ocf8fjaZhtxVO8nb8jwlP6KDsGZL9Fd6POX0RqqpaT7E88+hVSxh"
    "X3TI+3N3aPGE66WGVulK2Q96ZQ68jgr9Ur+FNm4CL34R9tMY0EwrXCpXAuG3wfvbwSKW42rHyFQg7iF4b399V2+Va3SJ7AKbcVyQ"
    "urv9YilnjMbqRrNoHePMmVsGah4080RYvfOhoyYAPazCWu0sU4hhXM1pgxZz/WKGSz7Wu2A1M3D/G7RILoe9aiNzGu0gT/1KBNhs"
    "XyngeXH6KMqJV/bud3GuconPqnUS7nqMnhDcrqWNfJvFWEaLi91WkCMtymx4fiO4qggyVE/sZ7x4Ie1cCVbB5ru7/oIcVojkaA3u"
    "8Rt2cH2ij+OUf6kWee2HdbgS720pn+vYYA7ur4McJlYJ1EsqKBe2fxbtHED0Vke09JCYnz6IfCONsSinmiCZxQlYZlcsT1Oqp2KP"
    "rXN3c7I+Jqq7ed8r1FY8DRXM7ZjNaSZtpIuczBkXlrWdKTOlvVwDTfkAzuxbsMJb8LxHQD5XczaA5d0sS9NJiojUl8BjaAt5ycMZ"
    "clUEw9hvbDMO3sNZnkMPxPrcdoMsv4nnu1oqWF9ked6N2kN+lSnMWdaRmcS43XuJSJ1/vtmeb8L11PYU16PSFbboOJyDAiL+uY14"
    "en/nFTcFwiS8h7hJBKWs/s9l7FN9Z3M97iCD1rIea1TvJ1VEd+j9P43a2PKMD3PPdpV8Zn1j7PXK/X9ywSvPWDNR71HaqpSGB8m7"
    "MhMacQ7Q81wZEL4P+bs6OEL+TgX4/6ra/u+80pgOSfU8UejuGDVVNSPuISdJuWzLcs+gFecsh2zyTkwDqi0mlq1jZ1gRLNBiIqLN"
    "OOMTdIW8BttapOcEHwMt9cApvR1eyd6NdP2lzgen/kxqjbQOJy/BLNBRst2nColrnR+7r6iv4FRyW5ZzrpvZ8nQ88Rg+S2eclDJY"
    "x/Wsa7ufVdPGMrkcesJYrbtDr1wS3Ci/4ZNZnDu0DK8txBpMZIQqh5GMSs7Jslh5M8ZTFV5YVTLOlZecS+pq0/ZiROTPkRx7x7vk"
    "0HcnupBZ5Vx+Mp2R/mrgsip6LGXYvRnMflcTz+9LRqE4o+ExntkL2XVyFe49n11H1ud8j1js9iv2TW3Tu6WMdts09yX0RerJRFut"
    "D/qJjeXkGnUM97fKrbheplp3UAYzfFapOgf4tB15SELo2IRnEHC74Hyl66AFavAuY5g4EPd0rLyPVZ0K3V+iI8Rm2LeDr1iPHbsA"
    "KKyZRBgd3Q3P2Qaorgzacmfc82R4fI2xahT4ausfcIV85n+jnKo7CNcfywqwzvAju0i+WPX7SjmVUbl68kgU61DpQEa0OlZPqs9i"
    "7J9EtaGPPG5mhUIWuw3bi1XOXCov4zs+k9TzZXbDM2yhd9aTeZm9ZbQs4ISTrxjlfZQchlXYHZsH/A5j6wcnK6jC5LTchtk0jlff"
    "/n5SknHGdO7OYpMHW8HvmIJTPwbXeEi+Ata4lHWoVgnv4g+95Sx25FmMawXQSQlnnxqDzrv6mFhm6hQxmTsT3lOWP6OVvPJDyflE"
    "O8qs6wQ13zVXjPclh/zxNgX9YljKDJyRxaxmKacdtiq382Q42eaNnyG1p2dZhHTijctwPnsTS5pfbqzv1/solTFefUW8aCjxEh9p"
    "t5MXS069q2b81LJjX8gWfGc+5/eYfU1jn6zVUNTRsq6UL2DTm4hN/j4H955aw2botWoMypt0OH73KtDQV/oyzuA5clBgemRfKWY2"
    "5xHIsGnPjeQ+SzkTAKehlBGjCmaK92VOuYbdYsZZPp0Y3rJj04ISevk2vcaYNs0HPYnMjPVqp8TO/wZO7KqAXq+AjspSqwK9Ta6A"
    "ll5LdFYDH6SMmc3xUsn8SiE+Y5NllzAXez1We6cgn/HVHPq8YZLLy3gI4z7meZ6cDbzfDei5DzD5nvI6MPJJslNwGLTCOlZuGffn"
    "F0DLHcjTmaEr2dHuvmdP5kg7+ainVcw/xRrZKHkEKzmdK08Hy0tyRNhVDpcMoKCV8jBk9Jqwt/SSqcG1WONnIW/38GRcD/11IjPv"
    "UfIBpckespQY0qK6dZyzGdNxWO9t8F0b+HQa+OhNjrP1Cx1K7Wk7NkZy1HEFDJeEZzAL2QFsnzsmeRJ6yHIvaS5aH/WMiet1d+kn"
    "6xlvyWNmJMp5WBVJTrQjk1G5kFYo1Pn0Syz70YPdzUWc53Y3WSRTvRIyL2CSdTgwVFeJJqeMlcG/t6iM6yJwOZdsruw/OPu8gTEv"
    "5udTRxm7SsWrG8eersKqOLa3KPHFZlqcl2GDy6DVrFutH05FXGZgH68h4/JdEqclt/6lg8g2VEPuntT3Vqt3s37xJ/gxo2Sofov9"
    "ypPLpJ+fRJ3p+60TnDeWCXwi8Io+Avp7RYdBnsbhrC7Rx4If4Q/dA9+vgrOdXdfpx1LI2r8MSHEmMPwb8FHegqV5W64Lo0ABT0D/"
    "1clE6Id7pb98h0+twTNfBGs5RqfKw/IO9rqakW3L8H1Fq3O09Ja6ZJXfdlvRBv5pgd/lBGXKTVMzJGbRgbPEMVAniB3i7GyyuFK5"
    "72oPiX32F02yyeWxIiLhMyWvsRriCXHc8caZXMwox+54rjhr1/I5BSRTbUKpY8ZfwgoVy0DdLZu1m8wINuOnNsFJslBH6z/5vMfr"
    "O9rmb81WmYRzX+CrVKq1ziN/i3Wk/sztQAD/mc+yvf07d/B3XlFg3Fukj9+lAs4IcJ3J/7fXiZIHfQXtU66eGczDfs1WY724W0qo"
    "260zxbGU53LO5RZj2mGvclOrQoE0rcJvHxZjT99bQljWRyHJVvmbJlNgU+ZCel6B3rFM2P1iTGqDgcjukgfgV70NWY/9CW06Lo/d"
    "uOIFkP0AOuEH3OlejO0Ab4llWBexVsxw7CH4jnLcfwF05DbdD4itHBphPizRIXK8XEveipehEY5Ka5DeCjJu2vfvRIR2FvV0QxS8"
    "wd9uypjnYjzTU9Dtlgkql69x5ZPlXLlWKhmtbojgPyZu4olZxoxGWDUOgQboJwPw3abpi/FdKxjHuVCmk5c1wrPh5upV6TGwdTP1"
    "gLRLZGI4QlvCHr6tiSBTz9Hzw5EyG5bTeM7qqW/qGX8yLb+rGErqQRTfhdOQLmX2aAF+WpPkZvr3GlvL7b7up5dU8CSmMyI2Clc4"
    "EMjiGrF5h6Ws1z2KNctrdYRnd7b9M02TTm0fh90rbKTKoBpeSJi0NU7Xd2Q251I5SByvQCZzYu9wt5ri2qk5JOugVwr9TMsMfQM2"
    "/zjojEmMyKTCSMWsEXF8VLW463HsQtyE+1sINN9XPoN2TtebJR2oaaLej7u5lWymsSTHsPq6Q5t5qWTsOk5acyZuPb2TmMfHqaau"
    "VJIXsFKLIeElrBTL5zzmSk4YXccOpirOU79Q7pA2zBG7HNhkXwvlWJdcr0am7hY4DGsTzKbg9JbTK7P634hEGCc0JmxXhW/Ya4t+"
    "Co2Qi7ufCetXBE2zAJ7GqfK+PIK7GQ+7crUYa0gOLPLrQF3rcLZO9nFpF/90a9CB/XRhI+ystYx9WHWRdVkdLTeKVTUMwV1+EwzV"
    "V3Ddwcyb/KGfQDo74x5WaVvpDh9hDXTEMuyksZD1hPW8Ut6CtV0MnZjBFbLqDOsl30z03YIzdMu4Zu3J+mAYzrJOHcW610+Q2+VT"
    "GYXv6g1v+Qesn3Eh5uKbnsCTHo+7egVrnIW7fA6I7WkdBf9xsr6vX8n3+qI8Y30FEgQnMe9SQo9a2SUasj7D8vIvYWXPZgVblN5M"
    "FStGFspm3T4zqIryqOz2ORny+KUOwNO+BZS7SYNgtNoswwJZLt25gjtTA1X7DqqQf8Z4wjuKs9mllMhjxbEIr2CMqpf8hmveiyfa"
    "itc3Qjd/wfquKt5ZX0ZZRnpm1oeJ2XKIrdz8mEJ2oZRilQU4Vf6tGn9XKWJMZDme+lacjSfFYqJWFW4V/Bu8Vxn4GKDu4JEdKnXs"
    "LDlAJrD7awnzIxnY+QKctivwUxBU+RqjDTjH+Y1Ot7Qo6G88vw1xmoR+Lg2ddhFOwQp9RY76PtVCXPMEqWbl3Dyc2AfkNVivXWV0"
    "I9dZzz4fx8F1C69UAu1nPulBQF0RciQZt9XvrGUqYdfXdmbYzyHbDR1H1ts8j52llqFfivO1GRJ+PrTqb5CseZ7x0fGFt5ULvQdr"
    "/vEiTs6Ls4rTtOMg6EjjlTvexzYsEhfbQZvWQKre4yw9w2Z7kQF9I2QpW91Z3Yx77Sv1rDPcRp8ki1UhhXoHTl8EUl9O77UYn2qL"
    "37wqQ2R8OFk+CS8KmshDQcfwdF0T/iDdgqhuZo9JnY6lNxOBdG3TX4mEt+/9MUlmxSzHxJHiM6lzbamzsalfMTnKZlw8ZEbMaoI6"
    "S4I9gTbfo5YMbzHmyGKeY72rnCnZ3MU9oGnScU/Fapp3kV4FDyGP3S+WkyhlJf/VnHrXH2v9JX53guyvHxnXObTNdSrBdeTFqWbM"
    "/Q1dx6nZl0Krfcae2uPJ1qxJ6TVGJbv3Uj8RoRZ/7wiE8B3u4WutI1Z4Twfjb2s5F8g88jzowa/kIB9jTiRZ741VIUGvzVVmJ3R7"
    "vrW3r6Ct0NPkHT5RBa19vX4AXZgOeVTP9BDzXFOOM3ur54OLQ6aqWe1Vz2hcdzEOG6cpdAdMYb2MbqZLT9YyVcGrWkLvdX85Sp5k"
    "RfdZnPQb0a3Q8tW+4mUQ84ZWb3MCPeYVvpbaaiufxHcOk3XUpRN9Nro7vn0N7W2qV4pgc1yfpmUei1jjXoyTuE4c+2fDed/eG9hS"
    "LsSOTYIWOzVMhLG0d3C610sBMF9OaPo4C3d6lWdLjTJaZP8UMmpk9dfG55CvNnW5L7TlmeI416PUsG9JLXtLashTHGP9cozxmHrG"
    "O1wfUFt4rRs8y0wzZuxs5R8iL/f5Uuo/VU+m5mK8s6e4qNSXOLtt4J9eIU2lra6Wl7DCh8vessF6bWUL67AziRKOF9e5kmrShXB+"
    "Zg2kJCQHmGO96Si1jGHZ6y39um3vzRfYZldTaTL2ia95ySejpatwOJ3vLKbWSvj4YS2xUj37CMyq3oDPLVPTW7vpRzIN568dbMcv"
    "sNhT9TqbLB/8qqljaf+3HS5vykDuk1m2Mv1e1rD7qhQ+zmx9gVwECb6+Cvoizir/9sSc2/9x2K8jpyCnrntKzRSZ+t4y4I3UeVRZ"
    "6GcfLWMEI/VnLEJQoN+zxnA+awbPCDKJSWqAF0zfu0iOMesZYnxbppFdLUp2teZY5RMhRXFmZ2qohwqwDhuZk1jHHIzxJQ0Qi+jv"
    "JXHWE5QxujqRXOZZnhvwbD/Zvo643d61Xj/ESbH5VeuJesbpdOicz6HdDpBSfksHmQ9r+jRk4QdohVuw5jfKDJ7FN5nNLGaVs/VS"
    "2LSoj4CV8vGkWeyvbg2ftwBY+xRp3khGbTGepQTnZzqeYxJkrxq7aezbQ8mG4LgX3KQh8xpvkigjNtab8bufYO9mO5zo8z7/l5Lo"
    "2CENYYxmd/gWYp9CPN1cMrs2xMX2Alp3cbEsnQDkOpu+ThEnaFlfn8U6jbnvNnkTWrgK+/qHfivvYn+2wSf/QVPnwCawznQDduox"
    "GQPk+6oY59km4Pd8vY9PbJNW88itE2XnyybtDh+qKbDGq9jdXMaO10Kz9gwu5RlwudQIUUkv6mKrr1jNuZkJ5mzqPIOw3YGxZFid"
    "bC7r2UuIfq0q7JAgG5hSfb/q9kiW5fu7yOVAsw9BAy7XY2Dvj5OvZSyQ94fwByLsIa0mL8ZG9rk7HVXbCGPo9t/uaOno84adgtba"
    "jjPh20OG/iWbwsXBe/BGjxXjviyElFax8sXiXWvo88W8J9dQEXiU76+uI4KFj8R6tVnYwfuZh4myM705eVZsJop1GsRgXT7BuV/x"
    "t3KuLXH3CktrvaWtgYX3ws6NwcnqwPuIsXrRoacTPLtnhR6kE3HNLE7DLcV+LuZErCHwzXLEso059M8L/YSxUuYEGps6OV+elRsg"
    "CXFmvAxpWCYzXe8J9tNnwqvCQfp++Jpp0PB8nRGcmDY5TfVy2eptl8s3xT3r9ETZyJh9yK6Mep7PNawjNtmtoF3h/EIpZ915JXs3"
    "tkJj/Yp7/RH79zo7koz/5BHspPVcnwFrbrzPS/CkNqW4t3wNK1tP3GynsZpdkNZVZDVgm/HaHPiPVZohZ+ETS3SXIB/SfTNxpnV0"
    "2N7exakzUfbi1GmLtBOh5xbQWo7Hp+cBtT2MNX2zkZhdGc+8yepeEvWdLltxndpGXkldoZ/6M26iUy++YxesxhJ4DAsNk/IJKtRO"
    "1kTgjm7ynizVG/QLuUZuD68OYCeCR8LrwoPli/D98LMmi8O8wNDBm1jDI8hMkwGUspUThW4Vq9q/UA4Wiy7WsacmBM58EfrY/GjX"
    "yxz6brx6/UYKqF+/wbXjjBRdB5zVRKyOK0Le8/GQ8ZHyE877T/qijg0j+pqepScGLaQ/sNKztFXboOu+xOcehn9yAWzKjpWYDlk0"
    "VGI+Bm2xlhMJVkFGNkCr3AAt0oddyC5TcIUkmCGwmNVJ4ipvN5MpM06fu1jdNAKbk91aOvFsJfzEAkPTaVhZq8nehbNcVQ8U41Oq"
    "53krZWYq1bcNU5vrPFD7QV4+TxuiK8NPcTpbyYlBDc+AVfA8wRxTCFldqCNwQtz5c/H7ep4cVwnXSnbM4Lb7UwZ3x1fa/+mVOOeh"
    "1LHKoIjopSsZRXtJgj5NSP4wZbzYpiZGaL2i6vwf4zWoJ4IxxtU2jOGERNQJ2I7QT6wqYoYhZKTUXmlPWxn1jDI7dpPtvwOzl7Ht"
    "/gZ71Z+4+Wwyp9mc6oNlPle73E/NzuH9vUo2KbvKAmi7RZ7/Ls4+kph+gzM+06Lx0JSrsfd3YNWf1zVi80qMJWMlfr9WD5G5OkOD"
    "4Cd8x2Gwp4Ml4Rm6EsmYQOskI3Eqz9WqOKupyWP0EexMFEG3mTbN4t8ivuIxC+etLWst10Km3TTviJ8c+CQ5tmt1H3kbsvEUe59r"
    "9SVWEa6nZgx9FHM7/9Ix7EaobOSV1VjHVbTBH0NL3gt/eTN01o84eeupQYwDIk9ch9Vi6LFjOQOrYQVieqo0WD2rBXsz+AfO39da"
    "iLP7PmT8Xb1Jb8Zazmc2y92Bi9e7yYNTZVQjDHQ9pdozLNV6xs6QNTCHyKXYl62sCymA7Sggg+XnsMSvS+oI7Qj4G+Nw8j/AjnaS"
    "OToK0jBHuwZrgZj6QBP0kdF6Y9pHug/OlzH5vgrNl1pf13KSahX05JtYsQr2hVokajWrZIrwHosA3gwfNgtP2Qn+wo/qpiDbTJNX"
    "xNgkbSpwF6z+Zr+C6hGPe/rWsmOf6H8y3Z0D3feJDtFd5QmbFqKJcCrs7svBeKx8gZzL6bfrrHoXZ8XmPcwBjnCn0yYwG0P+ZrX5"
    "dkOYUd2kpd7PeZSxhp3EdQQbi9YH7MBYDklNB3rZGc9bBYn4jtPPXQy7Rht4VOvpt27v1XG76qIJbpZkhPkK0zR7iHn1hxB9rKX0"
    "F1DzmO+3XN8hP9hWeKyNRQ2tU/khcR7qldRNf5AbTVl5be/sKFmeGbLK92ZEiTQtn72BGric+udiL8l2hfNp3Y/iXf8O2ZmOT3yN"
    "HczSjVjHk+U6aNvBkJhSSZ0tN47ASmbavqAnEWdXyD34xF2yhzwPjN1a9ghuAYp9SM/Ue8Nrg2HQ549KGnG59Xwas+9HYnOwFsE+"
    "3yGfQmLHQJfN0mPgQ1tP2e06xSPXWFIXNczxC5OzCG399pbtU9ljjDYI+SvU51+UbLum8wdJPzyj5XftzH8KX+gBeEA24eQKcWzw"
    "dsaaSZbnOKtmVXwlIx1W8TGGM10ehjUdLhtxryshNzYv+WLgr3fw2/nwxZazs82qmLbfY8JzmqTebatR28S7TweCbhr8yF7fP4jW"
    "2lE7Ogsc+kyQY7jZEz6CnTvjVKmipc3Had+P8RB750J26amP5j/HaGKqVyzaHvWZJmPlKSM3aB32w3jM2nD9ihnbWsUa4krsm4uz"
    "FVIiK31k7wpGA9pDzn7Aa0v0jeAP4MxFkK9/wmueIja1LpP1YhYjKqLdyNZnoOkisMO/qOUY75FKzgIuBMJ8kLtxsGTQd7xWjKvA"
    "/KGpfCUOi1dLeS/wHI8xXU6sHGJn50CqXMSnitGuGl87W5+s13A6qT19wnrmtOoYl8gk5/elWJHrGT2Me1u1s/T3rAR17MPVRpgV"
    "U79iTEhXy/E4/+fITXJzuElsytsK7MB//tNQk13NDJrt10rvT7g5AlcQwdj3P8wpw1YzloFdi5Cp5Qns3hNkeq3UGZJB6ztQPm9E"
    "Emf5mKTJWyuvoS9mbqdSz6MHUYMTXMMotfK6s4A2KqHT1zM301oq2ZvcHX9+kNS0Nst2L0qGW/c6oMFhkvA9Zq42UokVEp5BJEZ9"
    "OQqabTYjGSWsDzU0fjvzeMb5WA4N45hOMvGsxmxbzV1ZQ+bLUiCIobjTc3aI9xqXjXh++KfhCxg7nlV0Wo9lCSTqNtkC78nJxSH4"
    "3NOUFjeRarSsaaSC6DdWMxoSOEEshjqL1TqrgGE3J2OX/0jaO9dTt4qTpuv0n9zDalpdm8xRAo38GNZzGBC66YVrZQZs8dc6HL/v"
    "JfV+Ql8FY+PWu3OZmGVqDntYCXkwz3sKtcGJ0KwPy0SciJnsglqO756Hs/8o0M7lMlbMVs1njVxCnc2x7Pzn4iaC9INWeUHn4nn2"
    "lH3lR31ZJgYDOUPzYk76CplljnBueREtm7G3Gwq0KrkS4rtqPP2h4mqXXN61uZ/oGNFLsNLxRvNZLlq9Eftiv92A69gE22GUg62M"
    "35UQda7G38+Rf7JixzEjlbP337gT6vDMlk1JzeYzXH6D3RtH/sH95XdY/xmwh01ksb+r0Hea7oh/C/UXnoRxYrMpFuKObLry9/op"
    "0NscSN823E+ZPg6tlkkOLMtLRyi9+7JD1DRYT84gdzzHoZ+TsatcIqHn0qnBM06HxuknLXBit4rtSyfZhvW4SR9qhA/Fde+7nNRV"
    "/gQ71omQXqDJz7Os4S7iWbR8/os6Wn+UM3CtccBRfXVIAI8TFvIUrOH+4maXm98zg3i1GidmRKPcm6nY/lLX4Rfqa7CitYzCAz37"
    "qomNwHDfM67m9EHCx81ydAI++Rh30MVQKvxEtRrdOyiEvxxnhdA06IK15NGv0jvkdvgGj2NVVwBPjYdHdBrwZX/5VifACy9kz6/r"
    "b83EuuVzDlC9vgm0kgHp310sz7UFWHizdifb2Bqs6ueUbefpHSxv8M8KapdsSGUxTs8U34Mexym8ilXJ1b4yQ6Sh83spXkmw1zDC"
    "jq44mWvqdC197lJO4kzFd5uFV10k3tmw/SCpp5C1IZ2rYnt3P6u5f6Lm2gwUtIZxC+vLsg72HPgLEeiKGXjWNZChpbpNjF/2arkf"
    "q7+b/Kyd2Ku2Ffp/oS5h9co67S0ljG1+D8RXift/m1MfjUXuDVxtF7mBHCMRrLRhpFq902fhahkPrfEcaor1V0jVVnWdUY3V907R"
    "R/DcvXCfE7Fv1+AkTIbPMxtrUMEzX8qo3DR4N0Vkb6xjP2qqb5sGHVhA39S6ApfBqtg0rq7yq4yWIfoafnMlvmcW9Poo3PflwSyc"
    "8M3wlAuItdZCZ8/kVLVvgPuysdPZGvH5WYsmGmL4TqyTcA85WkbgHp8Re8bN8LY7wCZ0kglYh6lqPdiHQ8JXQkMbU3CGlsjd2E9j"
    "8tmJ1daH06sxtpkyXPVIPOuBzHuG5PJIsArLmJk/hJb8BVjROA7X4+5W4rlyYLPyICcFZHay2Xbtgmrykd3BnVgq1ltktcqbsB7p"
    "eGeR3oVvs96pDcRfcaD0COsqzS/MgX6K47+zOR/VamjW47teZT/7xkZ68stxb8WMlFXx7HYhN2wZNWMh9Fg/+VDv1GeAd9/UTGjg"
    "1Tg1BfhvKCQ3QqxpfV415Po/Cvf2pmzzE1dcH6vjCzKLmOqVyz03t2OLcDUuVeq68C5nTNtJyfQdenATPqupvvvVzuuBPs7zgZZ7"
    "zlrV9+mZ78GoQ2MVudZJsszPmrxD7KQ3pX9YCJxSxvzcerVa3wX07y2Lt0xvhf7/Dd83hnrsKPqkB8n7wQJWMeb77GyU/JxFWPyE"
    "vhgUyZPh6vAAWPx1sJn76cZwSzghmBvsJ6cwo2vWukDHclcLIF+3SOrVqWEOYISv3sizWd9kYZ9LT2I32rI61hRv8ZGJq4Bk34Ws"
    "L2Ks4CWJsYZ2Btn3hjAK2jDF2f1p97NWn2SWzaI5pk2sR8/mKRwB2Xgn2e2znVVeZABR/WVSlmSWr6HkOev+Gk7z98x2/YJzcKZs"
    "DsfBir2s7YP7ZRgrgk6Tn3SJ9OYkw99xUjbol1IddtX79DkdFpyiZwfPAW3tFkTCvQPTc+nYxffEqvlP4+SJJmJc34v0srQFciH8"
    "hJGQ3bV6nr5sPMXkS1ROALQqqIOSnCzlXjbzGO+3aqw4p4rF1bEpXqfPwxblYd8uDR4U6wDdCiQyCVd7mDvvqmxCyqOhyznJbFIV"
    "ZdHZQuufPEtSv7IQp2w+EMQaPGE6dPpc/P/UIFuPClJzM/ydVwohO53kJE5B2oBnuVyMe2IJnrCAlulusX3eA7/rJjHGlrLIFzUd"
    "0uBirpW6/SxuBj7YADwcI4vE7vIHcEpLnPbfySAW9xmq5qz4yFM3UfEmHaBbYL9/5LycX4Horcf326C12Ky/bcwq94IFvRjWyqqK"
    "F0Bn5egLcpdMU1chtRV6uZr1iDZXZCYs/4eetbuaKDuDtTtTyeVeQgaUACc7C9K0Gmv8IfvYo0QuZmeLWZVuLPvD5XTo3AL2uWaS"
    "uaYKu3yuPILTY7V6w5JV8Oq5N1THQO4ztC27LjQ5AcPesTdrsaLsTWomh5F51vrSLK6enszcuV4u+9MqYRJ/ikU3RCqa8OeRsFFN"
    "5O6gBWztFzJQ34CVU71cr2EEAJqKNbW/cO5pjPVFxbhOc6mhHrodGLKYnBvm0V4gDXyOCfppxZ5HPsoo1ERouH+SYeYJsRkto+RA"
    "6QGLOU0uwdOkY9UWsTN4Gtb4XkkLVjDWciB7i94G1tkKHWQsRVO0CFbpIazqLOD3pfqifAQtZDmh5tIVe/y5Xgqt0AK6tRv24qCg"
    "p1aGndJG4LuclWpDNjFjfyzT8/GNi4lzXL53Ha4UoS2s0M3Yo9nAMjbZ23k986jrq3A1yy+n0soha9FzmQuvgDdSA23RWl4BGv4d"
    "fvsy2PVNera+hZ/M398dZ/IdaJvPie1tVSez77kWq9Sdma21jPU8rOPwG+vGXoXX9wxWktGpgFnn84M1rDy0Kr+FxIoN/9R5/Gn1"
    "0N3EJtgcAKSx2sd98+HnleDeHsKe13pWS+uQr1JX29+FclSGZ6lip7IxpyzGXv1TLMr5lvxL65KyG9KnUcYBQl0tUXlcDpe79Ydw"
    "TzlYegXnYW+GhZXQcDvOtW6YHNIbn0r9ykZOIc30sfP9mCe22Oo18hpzbm7iZ433Qyvoqy6RT6EDToc8vAFN8hk+1Vvak1uyG555"
    "jd4ojtXRTuZ+YnUim9TFN+8UF3Xfyu/ck3th/EjTWNscZ465Era7yPcEp8rK/6HHA7d9hP39FVJcDYs8WM7Xm7EmXCH4yvWs2wzJ"
    "FOXql07DKXwOqHwuowPWgXOcdBCzqq0l5lfHZZa38bptxfElu8hwC/ymafKkJ7hjlfoVrrAzZO7oIIcnsazRWZmps/JtsIersErb"
    "sHrW+TUVaLmD3CffcabhLmL+WS5rbfrKIHgV69iX8Z7Mg6Wo1BE6EKjaskLXwAtbRc1XQU5Vy8o0hWR/h/O2v6xthB2vSm6D79oM"
    "6/M2rl4M/66XPKkXBndqS/gHzwXP4/NDwpa6t/XQBmfIIazgs3MVkMOohv67SevnsAGpPddRtG+m9ZtJFfOCxn8/UC7FHtbRgiew"
    "Ntavk8WMdDo8nNSdDWXA3MYjE9IfzIFWq+U8lBbQX4WQjBZkOeju2cGfJDt4ibeyDpnWMIpgeKIPvb0Iu0Ri8ABcxdnZnNj7jH6s"
    "RwTAK8FYxocWwb/rL5/A+s+EPu3M2dWV0AAl7EyrgDbJxunqjDsogG2dC4SwFrpxKvapjhHgN3FHSyTKaPgkxl16AtP1oA0OeVIU"
    "K2dr62yw4PuOYb2ZJuvs4/RPzWsu5j6Ynbcs1rXs2bDYdg9tJWNxN8/JQPzZS/rr97Dj52E9LRO5Bn7dImjpP4CPd5V+sAEbcKr3"
    "J8dJTdI2OqYcF1Up5+6EvmvrHnLTmcW9CIjL5G4LWecPkTuxlrtBw7ZOs6rlWt7tLtIw1biWGr2YfkUNPfNMSOUc8s7YpMGEn73T"
    "gvEw6zi/jZ2h+ewav0O2srbJejSL4IOX+R01WezM6txK5ojuIVPAVsplqZ9/dDS7RuKUv76cGRriz9WM0pXwXFhEomoHfbN9qpXT"
    "RINZAxjz9+j8nm5EIqsYQ7PIey35bW0+yW+41zWa+jp/J/KTuubnLMZz81lpaGfL9Pgu1OFjgfGehRYYLz9CB9aEt8kUnMPXoSXN"
    "wgzCJ8azUjD0vEL1xKKpXonQZ6ujP2qV1RvpPS+Ru2j3hL3X7xBtjeWalfOETQUqyE7OTlRyn9kKr6P1j9G6uEnqb0sJJayh52Y9"
    "z4Ktznlku69tZA2iPus822OOauxXLdF7JqNaFd6jiFHvPCUN0zPNAneXel9V19Dn856cA9TbH884DfpxMavHF2sfSLvrMQiSMdgM"
    "Pq9IVzFevgRj0jlcry6MTlq/aep5eiuAAbcAkRbp+8Ax/5KOYlmAbnIZcM1lQFT7SB/I1SUyHPJ1OXDkrdB6GYxVmYbaRG05zfMj"
    "TtBmwRPyswzQAcHXwL/PJNZrtRymxwb70esKPUorxzktYc9HJp6pIYPc5D+qhYy9bKPeBD2UxyqJ8fjJ/Ml07pXqAHEW7SdGbaZD"
    "lz3OSaNZrC61iNBZcqGUsaPhaNzpOLz7DrHa8E+BcSbib6/h+jZtxPgOu8lWWuxqdmxbbGUy/j4J92lR5q9lk2zE3ywrUMtOHDvL"
    "u0iDxqjwWc12YlXqm6DPLJJgsfQNrHpZDM30NmRzM1kdi1kf/jaepw3+++tqurQd+F3+6pyGxEcJrkOFOm69ncRi+++osXHZZJ5X"
    "glyswvHARoXaT79u5NtOxGm7Q1sG9wMZPaGTcGIf0UfkDtlIvy3EiXEVHHXeBkQpUetx7Yykl2MsEy66248spRf4OLjSthawLsiy"
    "HO58VXlkaXHVc+R42ANjOLVK5fe0KyQ+LbAe7AehKWylT6JmUj8FOOF7bGxSYoGOx64uw+4dCp+vCNd4mnWh1ovULLCqqdWUmCrO"
    "carFnt8ki/E0h5AfwvLmU7FPG3QwrjwAcnOi1DMDXcv92EiWRsNcN4hjwHIWO8qf7W9j8L4TxVXrlvLOBrLqpc5ne+P82fDZtaxG"
    "irAivpTZ/dCzpVRzopwx5d0X/KHT5D5Gfr7TO/VJoKvTgzRYGsul/AG/aKouDD6QN7WcswIG/6mn8q8q6/+7VwwnNqWuM0+8QfsH"
    "rFf+SEoYE+grF0slc3nryOoU9RLQMF38MNmDlrwUFsi6BC6XNkD1xrrdHLu0H07Sr7IrZNLYsqwnrjWkbS8xb3Q19vleuVw7B2dL"
    "bjBbX5WjgdVehD1+L7wc3rihtucZaYuwKrEeGCKKq6TurLNuwB6cnSC+gqLa1yKdDkwyCFrWzay5Hnb2bPnCZgHoa36fHBdAJc+1"
    "5fBCxiItbzaAEULX+7WNcYs1wMybdQO8grlYk/HQGMYn2UqmQn82zGpqqLIKvUcThc84g7x7xsabQ72wEr6kxaKtZi2PzCsJeHM1"
    "lK1CeitrsFIj9WVo6xfEKsI+1ZvxtE/LV1omc/QH7sqD0EDWY2WM/d9Al8+TG4Gq642zEHK3v9wCbbQJmsFm/ExhBCPhOVHmyFau"
    "zgbc+0Boz3KcymzyjGfpNzhhv+q9anj8XdiCx6WTGBbLxVWfBsos5Lk40vtxttZnSSU7/6yb6GfoOovpZ0OONul8WJnfsfO1OF/j"
    "mO22OUOjxbTtVVjJLcziqO7IZBrXTuKmd47FDm/k2drg6/q7SSWj918we2zvuQPffYM09K4kYMGzcce1lJp8dmDZBLl1OgPysUZt"
    "ctrj0H2PyHzI6inBYNj9DyAJpfCzThbD2hWcu/kNvM1H8a2XUxvkU+Yd73tHnNhKzrLuCHkr97NMy3UkvJUEeTAO5nQAQ4AbIdFn"
    "MuZuGNFy6wXQmYaxsTJqlrycucnUUd32sLOjYHHbSTv5QW0iodXFdgweakTHGwI0FFJL9u16xqxsGulaeqTu/OYlaypM/s+F3e8L"
    "r6yFDJNhFquQC7Bb8zUjeAZe3UHwTV7VPeQqaOnJ8Lzn60wJpV1wF85UG6kPHwvmBNV6t96E+7k7vAzrU6MrZRK/2aK8c3Hqt3F3"
    "KhrhZesGT2cpzt9IaInbIXkd8JldoRsWcIJbndq0l96BTdSuJhb+Hb7gz+G5wW3QVoXBo5DjOeE7QGXjpKU8jfV9Xi+SnsAy5ToE"
    "8lCOHTuc9dkh9fm59DgqicSdfq7V66GHWkufoHWwKjxXLg4uDi8NNsteOivxNl4/DF5Nnr6BMz9THwtsUudj8j2xcOgnRsV8ZVcR"
    "839rqTnsWmuJ/qqJ1m6Xm6BV20oeoyGZlNI4u9FdfWWq6S7GCdSS/ksmUVkNfxtldYNlL6eza/0mVgHm6QHyMtYhnyx7Vfq7GNek"
    "ebs2MW4befATnnm8nlU0bSA1e4rzwHKh4+4VY2f4Hd90vQwS41YZrqkzAjZpKZue0Ar8tw0YKB2YrynOQ5zx1CXc4ScY+3WTbsqA"
    "8n6BljlR3ISFs8R1oYRE0enkELes7h9SzhjCFZwwW+E74Uq4Co5Z+m1WZx6I37wlueEYvCcLf9brC9A0P8qcoIKI4M+feZN3Ug1v"
    "Ic7+UOM77yKOhe0DXy8U41zUUvh7L8DWxHn1F2Ud+UYzifmyGDs3WbxeSho5jXvKSuxcLfzfPeWfej+kZjU+8xuQ6ktBBy0OewcF"
    "QJITIJE3yEQdoW/qaM6X3QZk5+6plrjK5OVSnAs7T5f7LuRdJEYJihIlphNlNUTeeib7XPvILPx0G3TPNdCOP0Nzz8Op+knLJc7O"
    "l9vFeTTuvDqWgTOD4+VwGYP9XILvnQM/ZT7+v1L/hbP8NWdorKC/8aVemWb5yId1XiOxJ8XpiXmPv0YbuO8tWtUYQ3qp9/RcHunE"
    "ZMe4Ta3oKUdLwrPXKnsvo4z/DpQhOpbR1Hz9CE+6BD9dL60Afhoqe6p36LKxU30InvIGMratZgy+D85me3zOkOpAifhTYvblQHp/"
    "5nVfIA1drEOJUAZKA29dKauTooyzm6+6ijVqNdBqbmK58fWeIUsYK7a1mADf7wbGKGOUpf3YVx0hA1EtdFiEc5Cjvq7/OEYG7sEK"
    "PC1f4tRZZffjwFm/6LtYk1z4jfdLakbkEnUs7/V+kqd9r6s33bJDnaZ6z1N5KlNHaEshQQ8AA+4H2R2qVr27GRqjr7zOjLGbKeDi"
    "o1bh8xAZ2EZBP+fiTBVixTOh0Q2/rcMuNQuWsM6zlLUB2XiyFkE9WZPWep9TzdLswJFhP/eWQmoYN8esmDJWTzyfy+5S4wJy+eVi"
    "IBDrIhjaSBV8WzzpscBp53JKzSRdwGqIdXjHOmq1x+VmYIIZuI/eYtNiM+BR/DsbgTCCuyMz63/TW55ah9SQLbUlvVCLX90lMT8l"
    "ZL4uk8+wBufLh9JMjgVSK9Qm0CMl4VJ9GVbxM/K+zNGFYqxQ67HiNjvrMtz/KRKnVuwdlLJOopr5nlJWMNuU0eZi3VPZnJ7RoZFz"
    "Wse5i9YrXAW/tJzsC5Zh/RCW5kVpBURaAUlReKsrsNZtZZC+JMa96bi8qhhFdPJlDBupX6kBruoqdxKPVbBy3Kxqie6Os3cu9mYZ"
    "2XeqyHQSp+dwjPwR9km7Qz7EN/UFet47OAwo5mO5Gfd9F/B6nJJ8P67YQ7rIbKzr2UAtlTyH10g5axmel1Wc5lCLp9re19YU3vtW"
    "Vo7PxlOdjN9c4SWhkFnikBly80TW6I/SOTiB+cQKaNoINPsCfUmX0oacRkb6Bs6aMKkZG76tml6jScAK7GqCsybKk7xG8eT0Rfts"
    "w2fKuYdu+mvQKGuqAvP/e8dbJJmBDFV3qN1uJRZL3KWRXWiE7S8lz2kbyWUvXxm+9RZgL5tB8KwMhfyshn9USi6kDfBVqmmT98Ar"
    "83HVh8i+X0D+iioyz2yD3qtsZCa0aYBbsDL7k20qTq2Qy59S33UTOR2Wehr280hgthtlMK42FcjKeuoCMW6LTXqUjBDT77Nx5eV4"
    "7TI5SSqJHvKBk6tYc5OBvTPsfQXsQh6l82c5jr5fRzyP1Rhlsy7VsaVW0s/MIpd5BrTzRiCc82ULpyI8jl0YgTUfjdW4Czp/ql4r"
    "JwYnyEp9nZUUy2BtVuC5Dgqeg9TOgOVbAJv1FmdvTyeHTSWZ2rN0MuuwKnUjq5XMyrb802yeBptRRCaPCJmKHetUFGelXveV63Fn"
    "I8Sm623hJLZz8NzT8O7D8F2dxMVCIr73vJSZYctxr4Peb4YzshJymMu5nQv0V1YkNYH1SMcTPxK8BYu4r1hm5Ub4IIbORkMzj+G9"
    "f0f0nuVx6MXyhHYFIv/VptBIXzldW+oRwXnBXpxyFyeGrmG3SzXjgRXsMHc8rSWMp9r9PSRu/oDlZS3nZThpA7Cp1QD8Bq/EciDO"
    "ApfCrrqZG3Evy0exR7yr5DEfkMn8SDWsdISRv4h+Dhk2zGjfMI9Tc2tZy9fQGxCyFyxBqzVe6sLTsdtLsfTj9Ug82SBoo7OChqtv"
    "Izp/T7LpbcTJ3DJLRtp1w+NwB9/q7foLcPLV8PvG4sRcIvV+bm7cz3RIE9fbbJg4kBjtcjGuGGUUrZx3fJEU0iO1ON7JfhKzZWI+"
    "lDmMdI0lt0q9voJPTYGsrWJXRRWRfzGe9TCpkQuAL3P1Kf0tSISrYfOPh/841vragsf092CAZrHLrA1r4C1ifQ1xbg0xXDbnXru+"
    "x37UfxvhS02BLJ+Ob83CmqwWQ3tmkbN0FufA9uFzGn/Y+zpI8yCZ9+o+QX/OX7bJuR2xC9ab9wl5+qvZkzueeicDz1UNXVwM+V2h"
    "i3UR9OEczWTVwx5BOe+umF19W3R64oMgLt1lpIzWt/Qs7QGbertxJGCXHg4Olvc4b2Q0pLUnvvFSrMW8RjTsaGgZx5UUT/7/JWqv"
    "CmatHEuo9Wddz0lGNdCwZdjjGGNTxwJBFrOvZylkrJ8YD11b/Rj4a53AtstDsik4Rg7G+TkGPnCctfohOx7dVOCtjPMUar1nFItx"
    "zWP6Mdla7FTWMv6Vw12pZSXoWt5vqn6MYqBS9xwDoBezPI/IBPYWPi8Ns/PqmJOI8ymK9RvoBZsAXKDXB1ZLMZ9x1Z/0Qp6x5uJ6"
    "6By79WHiprJug++zWh/AZ+6W5/H5bEpICN98ETSG7ahNtK3Bt54SWE3QLHzPAZKnDRyu1X5CjjGeVCcrHyLekibIX2le+BrYiiOD"
    "ZXoXdLuxn5VDhn6GTg3h6bSRL4MPxOo1vscKX6g3wy4eK10YQ6wnQ2XIOudKvN+8SZswdQm8jE3+POaxFnqMWG+qVcbtw65S+9Qs"
    "H+lPkHfBeAprWbuRB435DX6yU2pzcFf6KaUF2MNJ+O5a2sDJkvoOKnCK1hO/r2Btb4HWiMXC3sJa9QL6tSij5V92lWcguZ2gjftC"
    "upsGb8qzZI1rJo8G58Di7IIzNslXcNdwjw1zfU+NX8Hq1//+lQJoHTeRajV5xPPpCw3C3dk+jZcIWcDcfCrr6qqnt3+YuH5l+/1C"
    "eiQF9MknQy9l4zxkMJM7C8+epfsFmexSqub7XOzF+k1tLniUebl8j+Lbco5gjJ7nKrx7PLyMiJ+cXu0z09Yp3YPVJ0XUQhGtxP0v"
    "Za20TarchzUE9ZS1GurLSn2V+fsDJfQSF6VOP5yW1uLc70J754U2a/MfQW+NSAjp/lUWhB3kbchiLrMQxzFHHWOGo5ZrsQi/vYnV"
    "rBF2SUfgmeazYrHW61Gri/6I9sgiOu3lHEhqGazpFThFheQSGgmP9xtY9F3Jsz4EyPhWYP/60Dr+zpGPgIknJybKJTJZrgo3yvdA"
    "OrN1b909OCT4ErjkeXlQh+Fz9+KcPCgf6EQNgm1AOtt0JJ73PNlTjLnSotGnyiLo2DxIpJsuvo8Yu5s9++3QqVaFcbQ8KZ/Afi3W"
    "L2UNzlM3eIpHB8d5hsAd0cluSZRSS5mKs4u9KTVQLpCj+Q/9mR2w3H1TenKPyA+yEBqpXm8FclhDGf8U8mEzhjJhnQ4IfsDeDZSG"
    "ifKhP4mlnLx4my6VLZzqazPcp8lwnMLXgDyy9eLgZ+zCJ1zrKLyJdVjtnyB70+Hz34f353DuLbAgIyCGw2bqR3qovi8/4/zn0l9Y"
    "CN9kM/Th3kE182Wm/4+S89nl5+Km+Vinrsa7iL/lcGpsDhGczbWaz07/46SKNWw/SgeZzHnfoc6FhBk3ljGglGkUeC2dWLSacltP"
    "FNWMMSTTyF9A+2/SC6Ax+8jq8Fjpod3hBdvk20+Dp2Qs4xU55OhL+D6wOjXMnvDxSPW1agXk+xL2+KTuhN5H9oHUXY7PvyBny0Dc"
    "637BEu2lV8sV0JUX4p6vkA1YrzbwuUuAGzvLU9gv49JvyqjaCjzxNWQt+Q5aOB2nfld5Dt5DD+kFjDRZr4JMDdQnOd26M329R6nx"
    "Z6g7z8YV1h2e8gZav0z28G7Tk7CbmYyaHiO1rPs4BOvqztRM2MflOBW7AZ/lMK6zCYjrLcYo8+HTPSGQkbAvTuWu8oB20anBDfAb"
    "9gQeeRN4/Emx3pJS8rfm4c9JVr2B55yCE9obmn4atXW+XhnMxu5mQN4uwwnpon3CI8OycF8dJ9+n5cnBQR/9pyzwvB8VnONuLMof"
    "SGUymhD+qapE/b6EPrJj2MrluqJ6phSS3cIxs+X63MMI1rh0ll+ZR6iFP2GRn0Ly8xbjBDU2VyRVbVEl1i7f18pYVdXdYhyHq+gH"
    "58pLOE/GyCTBEzocSOdIfVWPwd4fIXOxVgfKY3I0zu6XOKc7yV7SHzZsGT38CPmAV8E/M+Zeq9q8S6al3as54c/6A07QxTgdNp02"
    "DHeCrCzC9T4mV1sGVruVrAJmsIzBK0DVU3D/K7Qq/FY+1eeMYV++kYelgv7P3mIM2hHIj/X6L4PGeJR1Q8Y2EoM8uDnSZUCeSzgn"
    "ZD61Ui3Wq0C7iLFYPi697el28DUb+uxbsV+okt5Rnp/DbjZmfzL25+g5+g+5F17INEjfODka8vEUEPvuwYvwTjvLBGig5vI5rtVX"
    "rsXVH4Q8XY0T9TzsSbauge/XGf+dDqvQR1bIdY1kia2urZ4SdTctSA19pAeBbeLA5246j7ErmNe0kxxMCXjNz/SuZb+JzbWqADrK"
    "wzqO5YrUJll661hnNxhydRe1a02SE6aGUax07N9gdg/XESfat/2GO1ivb8gCH5vchei4hTRUp6mPjMS1mxhveIRc1hY/ddV6IWPi"
    "cZ/fETlVqn2cJVXFZ+pX6qlt1zOfEqN/YFOcjE9iLaeUFHJCSqYOC0yLbAZOqmNcxKFXQxSHSa3n+zyJcwoNS9xAPr5yIjRjHejL"
    "iSxrdCi7BFvA4+qPnV4OGWwFjfYyvv9mVrls039Bm2Tgnm7TQYF7vrU8472k3mNa57U7dpVEMrbUMOs04qsbtnM8NrAOb2MUO+ZX"
    "4FqpSE4CrFLHjBJhRX2Jvkx5MZaQhTIYtusb/RDWJkfPhRW/jvMq+vBJq7wPYbj6FPzXDdcoYN4qTv1VhhNYyZq89yERM1lLFsW+"
    "17FaYoav5q6FVU+tdwqZx4t63hY3Ea85d66lFPinm0lbXEofJV/HyoFivOcVjP/eASsxGN/8iRSykmo9VjkfWmE/6GDDXsba0QIY"
    "6G2dFnbjHLiTdjpOHoY/divsw85ibN7n6+t6DazQZTt1Aea8Gt/XW9pJO70F5/OYYAgQ9mx4JYtxmobh8z8BQ/x5Eo7918wzVPyd"
    "aWmuazWmc42TzmNAe7rV7ARrIQ2TVMTPHnbxPYu4mt/UUDfpTpTlmJaTG61Ynwqm4qeZkNDlep1Olan47a/aH5rgQjkqmAjs8q4+"
    "rucF7WAV/8DK2bSABVoUpAMpbQZ6nKLva+pJ1mVhUdhCDoA/fVWT/dIO1i9hR6cDq1lEejl79eJArcsYX7EY4kHBUN+H7iZGd0yy"
    "wNYyp91NIkm8ESY71avIOnsDV6apTCJn2nrI52A8yVbyM1RA7s+HnalizPFm+QXneX8J/y22bxx9peznfADosZ0Yrhunxq5i8xkL"
    "dJbcJ3vLUE4gaQepaA7rY7G8Jjz9NyS7XxLkhlVmrOKQoBvlbl0GtLNCO+C9R0sX+O6LidSPD7YC61huZyW9puGcoWr9r8+S22Wr"
    "3rvTaJy2pVitD3WfsCu1cEhfoIS+1AAxaTE2zyh9aouBDYK3Xq7PMJuUR+aX0J96x6ljnsM/yM4llLlEUms6BhhXr5aqRjMf63EE"
    "+73Scd9zcMd1+hxO0mrKYy35a0uB/Syi+KTY3vRplG8jj/hqH5zXqVjjs4M6yJyxBFquYCtxbAVn8FgnUy58sVgjLEg5+LZPmTMu"
    "o46MM0tkmarUr8zHn5WcilyM3WhGHvifsdo74yR/gN+2hly9gW8/Qb7Asx4g04GYBd7CFfQqnbS6SItJbD6rQdbw53p9h/6ni1hP"
    "ZT1brbZI2wAJqsTTQRLZDWzoIjv8Emvxm+wO7+GWoAvu4hvpKLNlqOyrxwZrw/NxCq8NtoVNg/pwI3B7lWcyaeAHzSNjQAhcXMqY"
    "7clBhF7CWvK6u4l8JpEHeXYBt3Ju3mJcP8e6j8Pe9oLduU9eYK/VGKzJSOh1k4NH/MzmGtqJBPS2MQxZVdYXxOAWU71OzCYuh8ea"
    "WpO3lmfkFiKBrZytcSDrFuaw43WcGOtHM/joJlF7ALtv1V+AFq0SymZkW5X3PGiLzmL5vNXYo3uCOXqTPi1HwqN4H2j3gsA6pH+D"
    "l5ZaQuw0l1PbvC6GeMeL9ZIsxzWyyT40ktWotbDoEfa5Wowwh3lCYy9YBy2ylJwWxpe/Qpr9JTtejD0dqdbg5OAoeUcD6ozpsKnG"
    "LVWK3f0JUlMNb2ERV/MOGQeNcBIwbX95tRF+lypK3q7w40JWtbs6dcuhR/R3H2NzNfIbif/XYqWnAW39TkbCqbBqHwUHAcUOxzUN"
    "ZczVM8QyNnWsSM33+CEHXvTNuE/rdrpOLGI0lhHmRdpRR0PDPQUEuhWvzcY3fmX+Ks6OZcdfwG/PJ6fGVHafWldWGTBoKRnr+gGh"
    "XwDsU8Np4NWsRUitKWrJYxfVp6SOP1f5KIl1xu6ow50VLKbGGwEJGgn5qtWn077D1Yx38B0dhTNmOvwtmakDsMfpkIDvsQdtJV0P"
    "CxLUxQdImLQxxlztUGYHxo/ikM4m+NcmkxsjVxV8kVZAstMh+02g3Z/TD2U99uRl6YD9vBzX3YlRngpdGnyEbx+NJ/2DliLidfJu"
    "+N7DfNVEHatqj2W0Qz3miSf7ov/7zqDUmGI4dJ/Nkm8V/KGP4MyL/ACrfw+nmUd9Zt51yt7IuImxCebj1N7A+fYhuy0sZtBXanx9"
    "wyKrW8TZS1c3N3gb81J18A7rKZvWcbvF95tmA1OOgVxZJ4XVBlwuu8sJYhglXYcAi9yL++uunwQWj78R2Ota6RBMwpp+QG2+BWdx"
    "I2TW8t+GBTvLnsGZ0tDt5rwvW58c5lhH66e4/ibthZUv0Dsh9fukvSExuVn/zEDuamcTO3Rj3rWDz/25R1ea7EZvYBI8kn5ezHNs"
    "1tMKRGkXjhc7RWtZYVBB7+90yfM9LKXsXPmrOxDPszicMU+rVmolbcSqds3G/SoRX8W9ffZ0CBmMU++k2u138Mpnun1CexOJeARw"
    "A2zvY/C+94aun4N7zII8dhLjZegOO1QLhFLEiL7ZsSZyGmtKbBJjE9aOucqX1sxzulXIg7zUc9/jjBDVec65Sbh6eyCH1biG9a9e"
    "g2svwacGyw1aGB4kv8gTkICFeqx+Bz10thTJVBktbir5GLIDWdVrOST1LlF2KSU8X17cMyUtZfbt73Qxpn6lNzNN9ezLiuDadqV3"
    "xBjj95aN7A8JyVBfzZiBsT3l6EB5BYjoLT032AOa4XY5RDrqofpxeIW4mTZxz9hTQzaqKKO72/3SOHn5Qs/x2zDPrfmf7Nl2BvW/"
    "fsX82CekilmCT/gtY+HPLme9XTY9xAg5lzKht9I5z/BEdpk67pZyMqO/JG56ajnW/RrJZK2fTa3YyJO/WbsE0/Q2aLbPGHP/XO/Q"
    "WNBdh8iP+jTQ9/GQvzvZI5VNpoXT+G1roRHLyMQ0lSegCprfWDFWAtsPkLivBuqyA0d7DaveUr9SQvbNJawCLAVOyGPfcUsJgh1t"
    "8s47nGPTqm0oxQ32ImQdceP1OzFgkQbOqAbmvl3IlpaOZ+snVht/oRhmtQmr/4Lv8Rh1connAC/n913JrI9VTs3F63mcspELnVSu"
    "Nt9vBfBIBesuLf7XyZ/zKH4/VH+Sk+UtmaCDgJPeAv7oL9bT8IO+KM/iRPWFlrE64AiZR6KwcxdD7iZirRaRz9XFAGt8LXZEnxXj"
    "UJvLufIJzml1vXgmmal1yHj4JXfKd2Idl4U4D3fJSDx7FbNYU6yTgTG/U4GLHpWjIBlzgQ8nApFthDw8TQ/ncHkWJ+Na+DyG8Xuy"
    "L8H8p0pfc3qo2N3tJZ/JaCCJpaxDzADuG487WqmHBNXk6rKuhUpG57rCut4lX8gkPmkNefosU72U0vUmVuVVKeCkmtHM35dBp9qU"
    "0pvlbXhvghXaK3gd72wpPWWxzIB03oorbP1bPvrfscFRvVrKGCnZCTbddTAWMybVWDzkn5AB4y2w2e2v4N43Q/+Yr/m/uuu/95n/"
    "1bf9397B/+re/v9fg/+NhETodxsS2iinkrMpzlqCRX4S3j9lFLTAUvg3PzOLtw2y/fcmFKaqlL0taMOahyL8ezh7gEp4R2arrhHj"
    "5S1iVPMkyWHMepFeD9RxD561C6x5Na1jpuc1WunrZ9/ylT6ZWup9tM2N+DLD5H5o7igz1rP1CKzDeubwvhIXwTTf8HCp971n7ehB"
    "xdRV2M9itjBBJJepz8gZuKPdoFEX+wqzzWSNymXuqJ5VtxH2q5yB+9/ESmTznm6Sy4JD02JytRyhD2CH3oD9v09v05kJN4U+pjvG"
    "zN1TPCQb9AtZyD68CJnx8/jtlZr6FRdrUdqcUkbDXS16X/hGewf3yN3ynbHXh6Eerf2DzsFM7cJ6zM24x2Nlk0QZaajmd87Vp/TC"
    "YB6sw6b/r7fvgK6q2rpeJ6CACspTFFB4gtgrDxsWFAtWkCd2VGygCNjQZ0UUu6j4UOwFO6CIdFFA6dIMJfSQhCSE9J7c5Jaz/rnm"
    "3on8/3g3Y3xvfOPHoZLce889Z++115qrzQXsNVhf0fvhiz+uE+TMIMqncjw7dWTLj7OqsILssoXaH6hkFmylzQ8333C8TGZccA0r"
    "NQv0tMDq18pYrWb9axaLuBfraBOCSvGualj/VZwNYpM6CtgJbgyTVbAtl0sRa+CSMZjk4H0WGTqKaKirGCPLYMnhNONkryQ/Wcnj"
    "lslfMdzUUlw3YOgjgvuQ86iGVRp53KsirLDjkKzTL+X/1yu1zLbeJdNwX8fKcDIRdoJnvk07yt1SyB7eOYw2D2c18v3yqo9m7qaM"
    "Wo2dkNvVnu/Uxppb9b01yppRY7kt9N1RLpoSo29idabJXymEPlgNDNNOrhSbPlemA+QQ6KdTJO7fFfF4yrzbO9jvMlCXwHc6Q17W"
    "PUENo7gzIdsXywJos6+ASALsdTpO7oHSVr6F92DysQh4pVYX4veZ+rEcAV/qfHkAUrWBuHwDnjzOisteZF2az3VM/opNFMymVirE"
    "zz+S4zoKOVyPu+kKBGlMPTezasDmZr0lNn/jD55TN13iZkh1KhFjEfD9O6wmDZlNqebshAirIVuIY42o9X0yBazdGSXniNVlGdvg"
    "euiDj3WTuPnhE+Vj/Kbcs62Xed5/i1c9yJ6KLJy8Ir1brKOtk3UuSxUzb3n4KcYOrfLGzFfouTojkIwV8GoKNSKp+q18gLO7WrtD"
    "xnP1OHkFJ2Y5vOXvyK1drQPlAU1tooMiefzAZotWaz9p4O2pbpycF8WzRoGmHVO963grp91LPmNHKLFOTk/3s2srGfnJ5v+dD2jf"
    "8AdP8UadyLkq9djleqLXEuZlP8f5Hd3ELMZS3l/ITGWmunqaan0M99pTWstQeNDL9UhdHxZwje4N0vH/bLV9M/u2HtbIKmxyyTFa"
    "gKt2x+4cHbwgU2W9fhpeHV6nm4N7ZQL9QZftMzsYoaXaw4h9Gs73BGizau2kH2LVHwtydFswIZyhP7E+K6prOb+uRFtiLzqI+UJN"
    "9cp3xemL+5nrbv5EvWdsvZvTNMzqtxJldHUZrcE5kLtF+oT+AO04RDrLoZCCf+vlwUDmwRPkkHDVdnaVZhKjpWnD+Wt18KB36yZW"
    "xBhD2DL4OMPFatb/KQPlaZ0l78t83ar/gAReSu+52mudmPeqTGKfkDelnGd0DWx6D1b6rYNW+AUSMg+rbNm4c2Uf2KfXgC7m6wJY"
    "jk/CyRqVNL1F5wVmiUrDRfITvq01TvhPrLFw3pw98a24/v7Yt0XAETHOrKlinq4K3/4k7F0Z/tsyGCwrYOXP0M+CY+QQPM1HejR8"
    "ykIyWMQZoXHVwyEnP0X0Z70Bvt5r0MhzYfVOlmJpL+fjLHcNNuIbjFtrI7TPA6z6cExJa3Ss3oaT3l2el47AAxugL1VfknvYMZqs"
    "Nu8J+GVT8NPT2ibYIT0hCyPh8S0NBwUrcXcf6XesMH9BjGW3AN+5C9+QvMt0i+4LZLEWcm2Z9lliUYrf9XrWQD0p+8kXxFbGHvAl"
    "s/FrgTIX6Gz6vnHihwJqlgj5ZZK/YvrzaBlMKTFOzVpOmn9P36AWdUxVozknehflwfhqI5xscQiecKG+gju9Df/+gL2/BpbiR30b"
    "lu8MOVS6yTys/HZIR6muayLe+3xwNZHndDzJ2fIurOAnOkEf0t54qgLavYRnu3uVkeRKssUk65L7330lOfdm8s90x5MPkT3Uj8Y4"
    "cB/zZ79D80VZL3exlPhO2X1ZO1AJjZojl8l7Otv6koOuePrR+PsN0jOYFFq1/Bqc1+E4Uc/pQTLEer71paACnsShsE8/SJbsYa3e"
    "PHzfHFaM1wAT5jNH0sACUq0raQd6QTvlWhZIDpY+8jW7yO+R++VTvK8/czOu/q2TFPlzv+p/+ZVMnQ97vY7xuWlyNfRFheaQ2Tgk"
    "CorRKu0jvaShtsPuMO45EuI8Jb9ytWuBAPcP2gBfGeNtKs7GlzjNlq34Gd9yqAySSp/jK2dWzubuVTCLbgzwa/RdXSXnwcIOwQms"
    "Dc8Izhez5GNYPWF9ApalvQr2YTjnm1q1wNlSoK5vrh6ft966L2GrV2gVZ19aFnZ/xhYj+ilRluHeQVLlo2Zmyf7At/eQGnYP1Pl6"
    "7lKv+e+QWBO+5iJoe1cJM5TRx5+9dnY1Pto4dTHUhtkhLhZ4KKd5OS6xODvbXiX6iHPKWAY01mGShjWsgbXZTmuabCbaBvqWCSIm"
    "V2NjFcaTyU7SMOHH5nUbI3cIq+C4o5YDx+7yHXIRdiks1B3Q8SXsdrHzMEmvxD1+yLNtzA6nSdR7vznsRLDpqk6W/sYeqRh5hEqx"
    "0+eLaeMXZCRrjidpDqN+rofEzaP6QNzcxr/+7Cth4xo9AfP6G973NGQhHXorDfrqTf26ichprc7QXyiN5WRkjDAfWcaO4WSfKeVd"
    "uZmxVUSdCeBdwzddgEjr+DvrIi5mdXgBWeaTy0FTXZnJNFIp6/iryL6cb/EA5kvWQpMYj9BWdmYr32FaOo/auKlpNclfKVU3IXWN"
    "Z62K4p5nscp3X4lxKqax1xcwMmjzv4fjzDn2YKtmyGbcuxwrVacPi8332Mrs5kLWDy8DZirQpfpwMJ062E5kKrXcLHymhTQDHiiH"
    "/1nMLtE1uEoN/Nlq7QwvthgWy3yBPcAwhdqaMwnLWRVfjU8cIn+Xtcx4lRHJ1Wpf2cVauAj0t+M3fonR+iL6mVbt72pQo+TcyAOO"
    "yhKLnc+HvC/BVa0OJgOe/Wxovt/1eFmqttPX+7hOIc9jNX2uEtyN1Wwo58zZ6m1ijfP5xG9WLT1Icpg3yiZOslhPhf5DRgBjfaBv"
    "4VuG6+UpxtH5jv4sx8o+rOHfRRZi9fgyzrNmZ/cfUtc4eaBKEz7fFFE3xaXeY5soTns79kPWMUvhTqPzBWrJRhHlXG1VmzJ+mLip"
    "kTF6XHYy+lIOjGuygB1JbXmtFzjnJMF+KtNkB4ubYebubhfsv+nyTPiVIyUdCMzqn4+Tp2QmcM1uaNnj4IsaZprCycbLWFmQjie6"
    "WG7WQfjOrzn/fbCslhkyR0fBe+omH6csgE7DWrGfcbwae9kWoKF2skwWymToJuvYsklQ79Ei1bO+rIq9Z1uI/iv1XYl7LKzk1YvT"
    "h3Qec1Rfx/Nls9e9liytFdi5x2QnfBbzbLZwbTvKycw620nLhzVzEh/lN9q8hNbSit2yIc9fQ9+Fwoto7uvTq7EGa2FLyvUj8w6B"
    "trKZoc7SVoFxzfcUYwRYBLtq/WLr4BmtIqa+HbLTDuisOaz++2QSW4Dn/Qgo+Aggy3LyKL4rxnZ/Jz7XCyvcD8jjNuCw4yWPUYAs"
    "aP+zWDu+jVg9QdafMnUYpsTwB+5lhd6EszYDT3K7XMDM5rCgFfznCtip6/X+4B5g/V76sI4N7gju0GtwpUESssPWJnLvofU3GVmB"
    "v03D3/vjKfvA5q2ATAwAmswEhlBmatMbJ95ZpW0m92SAbAa+2U8eBY4J5FZg4yvwWdOirn40ontbRFc/aufsOrLcOSb6zmRQiDMj"
    "U4pPmtX+jd3Qg8QmC/yhjsc1TsvnenzKOEUoE89gdUOprN8rw3kohO94DnPc1svyK6T6Z0Y6N6kEoyAFs/QDvEPx2frGp6nb6+6S"
    "R8ySz6f91mZ2w06fDftQLXOxp7P1KXkB2sE6kM0yf8nutp/YBd8du+b6myMepZ1L5ry473muh0d+IvBAvX5iHVi427ZYhTn6rdwl"
    "bsK1i7qFZAgVzkM7Umz6QRvaauPmSsf95MIzL6a+GCBuWlI1bVwdM7c96QEPh2wWcS6HxZXcHKjLgW3LyD+VTaYFi7qMY+dtALls"
    "IRvpw5ay8nYdNPjxwU7ISoxcgyHWQMRNBTpKanhSQz2L/KANlWbuPLv+9woixHo/qSsk+1vCn8X/7LE8yGr/RZzm3Is7bX3PI4Fm"
    "Y8A2U7ivpqtn+nkj+WSVvlfyYWtf4ySolbhb4C48wXkyVKwe9GBmcR2fe5R4qYDPZz9vY8VHTBexu+FBeUuSc7mF7OxdzD3K5/OO"
    "5zyRBDlwlTnxDvSuDZkP5ZM+j12tYtS+hhOy0/QS4N4tuMtTJa4N2Wb1s8+z+Ju+0oOdiY/JrdoaKGoWcMpmfVw/wxXPptZZy/r4"
    "OnbxWmb5EbICVpMLopSdnXk4hyVWkSYfhbcBpX6gvwZTdVLwvgzUE1Iqw681PXxPdnFdHK+M9WvV8ye731fleqmkJZ1Etgjr0TqE"
    "FTj5e9VOVUEXN0SmdnG20S3w6TPxbNtgsSPAvZtxH9qIYQeTrcPVY2yhZzVMLCZuXlKJrNFPcYKvgKd7jKzE82bjPZajTiXPrMWv"
    "LgzGic3o2A9o1VXdmQdp/NylwCQJZvpjrDg05gNOT8a1C6lvCmD9ctnLdT777LeTb3S0fhpsIoKySSFdoM/XsLp+jZfkU8TZ9KiP"
    "HttuGTa7hezAueTJO1gsGjIXMnSoXMrK3CNYP7lYn8G6DBDjefsFZ6sMe78MSPQUMYucTT7CHzg3oI7rVwBtZGt/G373BuNhpTgV"
    "9Wqd3VaDvoeR2BLIwGicufPkBOCi9/UZaLFjoMcXyY34vi6Sw8lstZC0rdBI89gt+YAMgx93AVlL0nGdhZzuvQr2qKUcHDgpjPup"
    "8PanndeDveU+7OFkHQjLOhY4rUB+khfV+g9czPwEj7rs3ZX0w+JNMGQo1sfYF9y1KxlZdZOsGmqlDpW/ePRdT25yhtrDg4PlE31S"
    "DwqW6rtBuqwLW0lW2A1atYgsPpYx3MEogJuClsm41Tp9zvsFoZ9EVNw4z+k/V46I/OX7tdzLRlit1DpqyQhPx1eMbnfDGkd0sYzH"
    "Dq7XYfj96cG+0h2+35XaXUNJXm2yh7Oka+EXbyUPjnVC/I777SiraUlcdf7V1ComL2fAMhbSl7ZO660SoXavJX9R0OS0p2Qznczr"
    "2o8Rs2asCa1k3jRGJtzkPlOy75kEVNVOJpLpcSaQ+3wdFTwMtPIHI3x76PFWcYqhxb+y9B7W6Ng/vcThwXI/N6NBf0TZue92r4so"
    "o5d9pJBZ2TrO0ivjynSSrpDG66h3bIKSeu5W13szRDbSE3Q/D4cHbPMi4tT56YwkNET2nVw259wem3U5gNwBNu8+wXNorLqZ+oWc"
    "Bl3ofPDd7O6zrsEjIfk9cGbW4qx1Bc46D2f2cyBqq39/XKZC3x2OUzYf7/9Qv8D1vgiehn9cCWRxgNwBjP05cMRUIMn35TGsXiB3"
    "44n/+pPQhlrPg7hWEWLGjuQd6Yunr1LHN5irG8KbgoGwpBMhj7PDabo6yAL+u5kxhBWwMlt8BLCO9dvl7F+2nv9NZIINfafCx9xv"
    "s3WTcP+rPYeb7cx9wVzcq8s515B5JM67sU6H08jJXUhfcLhcT07gCDNDhZwl9AmeaZ12BT6MQFe1Cd7TGjFG/Rl4LQ/Ytt5PusNd"
    "+FmXZoHH6MVyi/zIarPJOkEXAVH3lM91DzCSVQwXAcGXMZZqNcRWCZR8Lpx5qm9APl+3+XDyrtyAT8/A8wwOPtUb5V/Q1B/jikv0"
    "D+itQfAAN0BuH5OrxOYJpeI5MuB7bsDfDiK//zayGtX73LV5MgdLJq3qBE2VhzRdZgKH9ZN++ikw70Borz1EhNXsAHO9sTb7zjoK"
    "B0jy2ca55EuvZzVhDGtoGKkz6wF/hPfRQyyH8mBwrczSt2GFL5AH9H7m9uLMiIXevzD/wHTjtnAZvNvlmhPOa/ZQ0FqfDg+VVzQR"
    "zE4sxDkxHoY1+hWk/xmcqLnAoP1gpX7ESpfhdJfA73gKlmk5ezD7B8s8R1mCrNOljPgPYcykGNqiilO6oziN+1Nz5NEf2EkNnUkk"
    "V6JWEzwTWPg12LwZeHWpTsQKr5JCrHlBaFy5OeGlKZnhHRLxGRQnpc4OLScWM41lPZUVarNysiTOuHt+E7Uem8kVZyj3ZdzbizoK"
    "e12hf+LbjKXxTNzperxjA6T0FFjaP1mbfjy0+v5YWeOtyQTuG5GSBh9kW3gR8FpVY5eV7eATtBaGNs17Vb9CNqHPeSaZxE+rmPuu"
    "89yIcc5KjTLDnM5oYMKzVrjJyFFi/WSvtAc2KGFG0aqMB3PiVSo5C3Khz9YCn9VSY3Xh/z/XhZDfK6BLH9cqGQpJ6IcnikIfFcn+"
    "QVty7VWz8txinMeSTaSUnO9R1hM/459zqX8qe9cKnQLMdbHZQtzHG2KxlbWyzncnhI39yAkfYa1nB2yZZ9gvYa3jSnJZGG/AO6xJ"
    "yWDu7KLgMch4hg6A5OygH+PYU1rKLWTWqmaEpAt5jaPqmGJraS8dQ8B5kkOUa+fhX+Sf2EwJMu4Bq1DczjNsEn2XTMfvW2HPjPPj"
    "UqLGluL4C01uSjitJ7mnV4Hnmc1+/VpWAaV5Zvt8ao6p2PfjcMqn4SlPhz9offuFOjloC734Fq41EWjhmyA7XAuZ6wyteQ2swOvQ"
    "HAcE2+QrbY/Pd5UT8e8aTiU7BZjY5Obf7NteD0ktZjwpGee8nYmBcjTsUZzZ5DgjcLWeHXANzuKd4ixwyIpP+3MpVv1ZfMf0cGS4"
    "TW8PvglekgXwwUfqg/TyDqOcnyOOKbdEx+LpzhST8jsYnz1EbE5EHWMCecwn5OPprfohAr3wGLsup+iLYmzpubyPLNzJHmCeKsaP"
    "qnAuF8lCnLze2j2YDEtg7DW14ZfQTpuhzXLwnav0VrEag0mQXZvPt01TeV3bjevFfN7FUslI3y9qdcnF/PtXkNe1ekhQTK6703HP"
    "p8rV0DtxWHfjet2K/WqOZ2gmuZzgF29k9ejDaswqWPZM+ASFwKOVVi+t0+HN3C/WK99elsqj+rSerGN1Yvh3aP5Lg6lyj/bUZ1Ni"
    "wD8xaq8yyq1DW6ad72K8MuHnSJdD7hLsSY3rWUEQXB7M0vIwG5rqsLAv/IUf9PxwTVCPE7iHmR6Ls27m9LgCIqhtXD9bhZEykLUg"
    "hoctQ7sDq3snfJeFWJc7sIYfSkdcbYQuEfONK3UcmRO24/lT8dNrkIlRci68ugSjPyvpUSeopSrhPV+vY3AqHuXE8AOBY9+G5nhI"
    "mwUXkrG5hh61m8JbpTZpbIeOYOw66vnar2Pco4TZ5T7Q1FWsfErwBJlXEyMyWKeV4bzwXH0fdmg2tO0JcngwBP5iy5TeQaq+BWn4"
    "SYxlzebApQPJ7OSUO5FH4J1Nxyn/FJK5UkfC07wRdm8KeahyqUkMoVgGJJ9TwRP6Fw9aw782Z8jl/UoYd3H9trXU2ftKwn9mf98d"
    "EturMk7Zu52G9Z5MewdZFPPYx1HvNXQuVeuV4qbAtfax3HaS8Oc2QS/0b+Kibgdh/brBDs3lpINMSGA2TsFq6LfkTDZ1zJCErN+u"
    "85MMQqzPk9JbRslnWM9fIEOCqz2G/VsBv3FXE7Eam6q6jHxjIacH9sd6zGH83ebSxMmZVQq5ySPr5A+wE8Ymep24XvIWUk0PK04d"
    "bchwkX4kObTRCZ6BUs/VNj+8GnYmBSh2afAGdNZreqSWhcO0c4rL09l8DMfR2p+7ZjVLl0tpY9Yu4dmqXMfC0aLhEmmjL0Au/6X7"
    "4lR+JrfqA9quWfL8zzZZFB4rg7SXVkBimmsb7ZGyJPwgvKqZeiY3bYwsh8w3dJF3YFGnw8O3yRMF+iVP4TfY9Xua/Y6/W1/8Vn1e"
    "7uX87XpIaSHWfjt+11V2w+JY/0URtNIxQBtFWO939dhgqz4Km/yVDpO3tK1OBiocLv8K/huWUeNpNvY766iwqZB79ITAal0n4Sdj"
    "YusoNgfAzX6wurPlwJUdoL3bsyuzDK+1IiNplHOU68iN0o72scDH04xB/UNJPsfGTX/f5vlwjZEoxlcjONFlbmqduskKpsus6yeX"
    "CLm1XEbsVsa1tqiNw8i17AmIacOzJnyFlPIs1ZDRQH3G+lpxnD6VvI/17PeuZkWM5c726FDoku+1dzBFX4MtHh0EQO02Z31ooNSj"
    "R4r7hnCv7poDsBs/SFto9n/o4nAwUPJ66PmrYbWt6+cRyfYsOG79ylhBk/yV0Ps9yid2e9eSmigHVnsLdMgQnCKbNn0HvIqoDlGL"
    "0Zb6XbbI3PFymTQ8/3L25L1DNvrNarmDCPO/lZxOE3oEk+AkcG1k6anzc2fcNNVmjdNULaL3mdgcKuOhHA7dUQGdUaZvQg/MlW+g"
    "4x6BZhsDLLxRP9NjIceWN6j3nqTjlq7xmQHDc6vhEa1hbVGUZ/gTeBn2U/K6mmWwVWX0WW3K/EbYEOPJ3IqnST7bSxll6yINlQ5K"
    "jGiSuQHnfwNWzzrI0vCd24H75+MsjuCkZMfiGqEkWiXqejxnsdf4VR7HR7lHJzA634Ydu6W+JsPhwjM55bKPxBt5rCsb57CGjAs/"
    "4TkiTUNtJE/Xk2K+0Xo9KsjGSapjpflS6IcC7SQ2w6KXmDUfRC/HMqXptCAZrFhomN1ysJ8tZmvQDusxXBp45dynXOfdHpzX21PW"
    "SXtyON4G+/Ey0Ma3ukB+0/fCpiI//+80ygZWgE7eRionUSUYYbP6tP6SPDb4uawTmyJucbtdkOx81mT1l6X/VS9CLvTVVn0JFtqq"
    "OK6UX+EDleA7W8B6VFGmQtbXma90rxjHXjWeexk7mK1HzGT6eOkJaz1ZNzfBBrwUnuAuHQy01wZ3n8mOgHYyDPK0L2XHJKQV7GaU"
    "J7mD76NvI27C2X5SSSRk78nm9Ou/4jsNSKIN9yxdfmFMo561GbvIhNoRXmlf6SLpcikweDfI+M7wn80elau1OlwT5jTJprCAqCWk"
    "jH5HHZFJFFcDvJvJuqA+kslvs34HxwLSDk91Os7dcfjeByWV0a4JuIOGP83+Q4d7a/mrX/Gv3lU7e719VqCe596dRzvpw7GLP0PS"
    "RsmDukVGBfVhtd4IuRgD73EZnror0Oe+epf+jJ38BhjuTfjjh8sXsJMdcE8LdKZ+rR/Dz+wYjMdVNgEj1vseamOpWckceh05bqyj"
    "MhvWyCoansI7sjRfjI9yGexrrTp2M/vMtcywu8msEZ/V6s6uiwrWVdl8gORVBsll1PLfn0BSK6TKc+pY77eL79i0so3wJ8ZJEX2l"
    "Wr0ICHYbsGJnXGMk3veZXh48p/PUeuhvg9duebst2N8SfI9Ndx6D52qGNWkhu8gvfDfW0DBtV5yzPHzOJta7et/L/QmO+HpRZS1D"
    "Mj0ab+QJqvORQ/fnREk+pXEr5OBkuV1tdrrFv2KyhXOFe7HfZBa+zeyL+Nk5EZ6RXLU5CH9KpLF2xGadPiSlZBA17ZLueUhvk+6c"
    "ulLj58klyJR4BFb/fLGzZpjks8RMvTN4OcWyShcD2PSSnbI9nBROYhS5lhW4dlpbS4Qr8ZbMw5Vf18twvqKsOr9WMqll78Z6Jt9T"
    "4wx19tvO2xXQdy7HEeOd1nD6kDFVRslZexXs3mLPIBCjTjqPyGQf1hBl4/1vMgdX77t6bIesNjabkfOE7+p1EcIE53dENXlWvql8"
    "ve3fcVJMHzRC/o80enBVlOU6Xj9GX6cGmtQ8+Rvx3WdzukcRZ6l2x+k8UrI0p8m5pMlZyEM9QxoqdYWsUA6118A2VtOOunxNPXmx"
    "LKrcGfd7G+7AGLUfYkVgc/kdd5PPM+Smbv9bnJ9Tx9jXn/oI+Wwqyej5MM7WevJ2G7vMb/ojY4R10KXb4T9tYnbSJozNhDW8kpVO"
    "nYJz5Svov12h9Xitouy4ikyT3WfJZRPj/ke4utm+ksvO0i1k5bJ6oGuY+3JVLsfhqq7mYacmZ71vilXddc0bN9sG7licGZFe0s73"
    "7Ye+vrY/8ztWH3a2uJ4EkfpG1vkoM5tPAv/X8Jq2xrPkD86k+F7bSvIY1znhUXJycJJ21nN1e7gIduqVwCK/x6bk6gDc13T68rk4"
    "UTavZ658K3/g/+1kNXY+n/1xP1ku36oUoSug5eDXjU9Jx35MZ7a4FVZoHXz0hWq1AQeQnXKl9oecPQNffozcztz8UHEZ7BjzNzHP"
    "CFsMqXyAvLcF+NSzlNJcuVvmk3nnDOiNBKvirMp0l3yE050OS57uWWrnYU3SfcY1T54C7t7MetK+0EwWlTT/qxCfuxP3ZFM3xzKW"
    "lKVTxfrFSsP3oetaQVt05dSJLGAKYxy07vBlQCQdoE8aOJRrgTW6Sg01XQT3eY1YrGo/6Kg87RZMALI8Wf+to5s4P2PlEGAym8l3"
    "tU6WHTIVXuI0+RQI8HhpmBzeUGdg/7UenVvIcRw25l9dlcafeO0bcjbE6JVbXGoD/1bHPOMO+Q7aoZiaYCanp27GqbG87XLGXVVn"
    "+s53k9kNzE4eRDkyHP2ouNrRwsaOKFd9vJu2ZANX4xmb+hJeoW8EL8DrKgUCfh46aklwEHTUuf9h5ta3fubWLNx5J7H+rm26gvVY"
    "UT8TPOI56JW6KiTbuKu2rWBcqYI45H2J+Oj0Ts5czoVlLPDsJtbV1J+xCfXV8iupPSsocW7ujFL7VpFBKU4pDHnqXDzAajNvIebZ"
    "zNiz8biaPt8IOduqL3AaeT9gm0vE+PPy4IGcrhfD5z9eVsHHLof8vaDjYdOn4a7KeOcuR7of93SEFJE36gh4rKnSV4wHdaOM1hP1"
    "/WCgTMDJzoDFXSrrGTHdTVv6lkzxzPjl/K1d8zopZZyokpFRx1L/gjhdXIk7f0lsisN3wMDqdUh3Zqb2sJdhCSR7BPy5FToRWGQ6"
    "EPgYizFKN+khD+ATqazKcNzh1eTEnSa1ZHdIo92J4hwlOPHlRXznOk5Hz+bq1zNyb5GGYXKz/MmdXcvXE/TKfsUTW7XfV7jDa3DO"
    "6nV/2tUCPYv9TbW6CFpsKec27+GJ6w0JMU1oyHutr8q1p2zWOF/oZFaQ5WJNHpTrdDxQ1kLdGfSGhJ0avBF+gHffKzspMY5TvNZ3"
    "mZjkb4BMXEDu2zX425ecjFfL2Tt1jfbXedY2QbEhMtGNfqIQg/wVd1Sc7DOlIR7gMictJIt79g32ezv8pB8hL7Px07gU48jP1QnU"
    "DQewdmJ//HwR1vNtaNq2NkWBjAu17LRNY14oRVboG/LfcGImf6WKOiNKDVJOrBuyG/FVSZ6TKCJ327HcudX0diaSbbWoSV/G+L4K"
    "scu74Ls/odYN2Rx7umevvs7XWf/uqj+X43XLe86Qq1iD9TeZhnO1FjplFP3CG8V47OcAL88BnjkMP32Lk/JeE3eQIc/KM3I8nvU5"
    "7RXcivMzE1cZoV/+L/fKGzdhPqu5U4hFrb7pLOznhU3gg+QV4BtwNlZCinriWpbDnoxVnIbTepxYDOFPfFNvrP1lUsSaa8MN0xon"
    "ohqmKuC022LGEJf62jqzYIPFGA6t/vt23PlFrDv9Bj9tJbZby87EC8hvU6QtA+vw2AG9Mhl+Qyps/lpIY0UTbAqOhztfKzyDkOnb"
    "7yThrVqD99m+0Q8tUsezZrK4H3bJzduKkXO/EBL4ICRlPCxKmi6ETbEZKyMhH10ogRGPuWP06xz7aRlrRFLIc2frfAqx3OHiZLgr"
    "MysRdnco77CcJzs5Wk/+ygDtIG/LFrlFHg5ny3syFd5uQdhCN3FSR4PvbnzyI8VF1iqgA35T28kNrH+cKd/AG7Q5yb/h/nvKSHE9"
    "VpaBGcyzUMr4+/GcFVUI36O39AiexDNYL/MszgyNsJJwLXR1TvAe8X+WvopPdZUnsF7DsdJfwy4tDW6BvK3U+vC+oLn8AI10HLBP"
    "gFU402b8hpfIWEZ31Vdmh/BFLab3LL71wOAAyQ7vknH6ng7TQMubDQIG+QI6aqz2xjP8gdO7Cdr7DWD35VjveZDVSdDzb0L2v8V9"
    "nQ5JXSCWe/kncx1N+Wb/8zh5cmaEPeSxttj5FsjvZmiJCs4+fCqoIxtXjWf5zGGk2SzJc3IfEJnLb1t+LA1PZNjyAujmnUBQ27Ce"
    "lWr4tggosYbT6Nczc3wv5H+nviIWXShhBHStPsEO1DXAVram7+B3G/X2IENvkg9xwlbjc93F5tLeINdjDU8mG97OJtBTa7lK8hmB"
    "iHKOkk1+WUb+oXHw3a02NEH5/wUaw7pHzTIfSj5JN/HKLNslfvJSFbzs3binH4NP5G3YzQPldBmkj8Jr/Ak7dR7ke77k0f+pIJuh"
    "9Z/PZid9lMjAfJ9+wAz7yDFYm1VNTGaYrXdBT91gFSK6AOu0EStzVJDHPtxDZZSs8LPfIuryNLlEh2limfeltNnnQQemqavj+1GD"
    "4BVc81v4G/tB0u7ACfoBeL+5/CKHQC9+gVPxq94lP+kqSPsnQLPjyFURZc1YwucCTTs+hW+4PzhKXoTEFgeTcI9Phg+xi7MkVOKP"
    "R8QxNNoM3BkeLZ8qyV8p4c6ExDJ1WNH+rEk1WfpIrm/2POThe2iC34AHWsoi/aeepMPJir2LnlrcV2c38I9OAxJoDx1hMbwXsbo2"
    "S+t+cRXKzci01R5P8LIYB4PFcC1bW0M7HuPdW/1CZx9nvooV43mcYWx1MTk4yXban4bOMTaBIXK1WFXcHP0Ba2s1P+UqwRb6++4K"
    "depy3b/hBFQ3cU6jWMeoZ3KrZ/2LsWFYXFR8hNV9qsNeuORa6Q+v82o9Wg6CPkiE1wfv6GbYyev0U8h3MbBsDWPuGdbHyU72PF+3"
    "EzT2Doi09XH7NM+o3YDFrhXnTRlvVCvsUT+s/WFYz2xoWJvR1z8oJMOa62+NsxrRNEJXZgmsZjxLjwI+W6N3BQv5ng2wpuugxTax"
    "eiRGy5uh+wUWmdmF02J1e6GU0D4tJjaqJFdpAWNYLgtZyCmgIRHl+bDThzdyxEQ516+MVimT9QRWWWE7PglnqIJdHbn4po44affr"
    "FOzml4Zjgmt0HJ71PDE2Cue3nchqvjJiWpuOZaey7V7x6wZ0GHFcaOzYMW+vAye2rKe0TMTzHCovyWfGC4jvay+v4RRbZ4PxxCdH"
    "+FHOUd7NeVi1vIfHyZR/IVY+Hd5TPStWKhhvsxW33tPkkzMelyuhe22uyir8PJtckX1ZP53KO3azs0rZY5TQ79nFnbwPLF0bOgV7"
    "7TWrNO6rndKhb27AbqQxihcl5/vhYlhuRLATp7KItQA2Q2oz2SGL1cWUYqyprAFKjzFvV4hTnsfKufl+Iq552v2ClWoTiU5k1LQz"
    "MfgGZuJv5lVPYD2CwxtlnCblYrmu6ifhYzp/SYihpl/lK6zOQtz3azpaH8Apvl5uCS7FvT4Drb4IlmCVng2L8S1Okk38+t1mt2Fv"
    "99NB0D4vyaPwAafpPc3HQo9OpZ41nGi1/+vY61oBXXkFLMwCMV7Jcnp5mWoMkzFWM5t8rWAlkE2TUN3CdXyf2efkXT4FftKPY7uY"
    "LHmMC9XziheRj7KeOZ3dZCOxOP0tTbBHzeLUkIiP41ax3qyAlSkVrAweLq8yA/AAc/x9OG/Wsc8n/h/OTpf7izA+FcUKHCguUjVa"
    "bHrLMtjsUkY3b2WsaI7XyEuxcgVAxaPlFPkCcvwnMJj1PraRVZCBdLUOAqu/2GycgtAUbbHn83HGvsOpy1M3AW0rrmksKXYWRodH"
    "yaspA/SeoFL/pUfrZdDhA4I/NSvM5LSvrbynEuY5YtCT1i2zg4z5W9hdXsysXvugCN9e2phRrFdX+2pWqp9sZ8SlkvhxjlwgttJj"
    "yRC+XAfilO1m1LgGKOMlvDYb33aCvCmf4GTsYj093klWL1uNTDzvWPkRfprrjluuV2O1pnOuj1UZfAWM0pvsslHyMJs92aWueqYQ"
    "r9f6jqQSZp9NCrbhn75SwvjQVjyTxXsroTtyvT8fYWQj4WMsIffZrmGs1DZfsgUjohY5yiIK3868TBV3NcbMyAEyQubhtZdwd5OB"
    "X9/Xc4CJx+hLOlfbN3sdvqKdxE7ejkQaa0gSfqLF//SVBhlb2Chr10mlz8Ipo15n+k7v0OfDGuokVNvsFWuI+1igy2z3YYQ07uu7"
    "Ddk0Z8XotUTZ+4ubbV5A76MYuvliSZUiTgLPJsuQ8QeVsQrTLIz5Yds5JTjCzt+tkN2lWhx8w+66XyErxmuRQVtmnCk2mfrMYAX3"
    "1NDQh8A4Vnl2uQzCGXBV+hWcueU8qQrP+Z/wsz/UM+xfLSfJQnkAa39RUIrvuUnS5Dv9QG/VR+DzrSJDfZyo3lnJ24jDOnle7FD/"
    "6k9xV18Fy7ANn5qHE9sJflk/SHA69nhikMP58oYGV8N65QLnRPQnyPTx8ve9pjy42gBhxkw8olFGrCJkDHVYtU7PhZdVgStajqII"
    "T7mDXlMN8xs7IGFnSdz3hcQaa52a4/MJaOmEHhv0xpeNAM7tJiMCDR0jQqvGWviEuqxbXHvqhcEj2I2zJFPex/c8DJ8hF1cqIQ98"
    "XBN7zYBt4J4W6UCc+le+N/TvqwTq2YY7mA4btUD/kCnwP762qr8wBgvt6gX36JU4LxFanj3YweSZ1WIgtx9ZkZvja2hLKWv5+OdN"
    "sT7c76BrMuEt/skIpTFxlXGW5ZXsO19KfvuV7FXbgX1K9TGMXNqIM1h9+KR0ln5kRq2hxliBfZ3P+aE2D8ChwWPp45c3VnvZOvTE"
    "dUvYifcAuZuHwpc6X+qDLzl3qsRzMr+NPdzIOY3mrb8S9NE++jfI3zBIyOtkVz8gZYr0wX1M4vSiatzjC9B9y3D1FHkzGI53JHxF"
    "UK3HGnaGH2KVRR1z7KGfhpYgv4ed+SdwpfGwe7/jKY1J5wJg6N24l0P+K6bIKDs6NtKWGHPUBZwhkQ/tfVrQVubquXqmXmrVuzJK"
    "1+DnlWK8Lp1li/YCvjIUs4gY7FJZj6deq4vCgXJEyht6j46Et9VOHtEg5Td4XTHoyVrWrC6H378HNisC9ByB/MyWQp5PZ2fKWDkd"
    "4hOLgT0rILG/0RJFfGVunp9fvokRbusrmIfV+pOM9wnujKG2TK5lT8hnFRkTCoAN4qyBOI1yupPTEmKsjlhACTLmx3W4+kjYYquQ"
    "X439m4lXLhLTlaU+q9cw43BRE99TiNU8RXYQ2dX5/PAQcQzDyaJf2fhEM3hHrtfmFWDQHOjTVL2uCexisa44dcZMvHs5+SiuhOZJ"
    "h8T0hjYfpiOgyfpCy34EhH1O8ATutmE6zF/VrzbjzeGsONkF3BzgCPPVISdy3g2Pp2PKZbJVi/DvNeE2uUZ64GnvIofEY8zCx5lZ"
    "yKCH8rSsbWIKUwep9bwJtbq/uJlDR4vh7dlyI3RUC71bjgAuXQMUmqYDZSr08RJYpX/rN1qIu/tdntaDpKcerxlyFTMAqVj7c8i8"
    "GGdnk+sOS95dOFTm4PqttaP+I6yRsXoPtNBb8HR/lctgo56WaNgvWA1kNEwv1n+FrwCt7BN0kttlMDReGrDXqbhKN6yBzXA5hn0F"
    "p5GXZDCkuhbnwPLU67B75rkNEseK8arUEMOtwB1uxHXGYMcziMeM8ex3xqJyoM0iehfWW3DdN7C+n2H10/QkeTroIfeJm98inOse"
    "I47KZkylgfP7wL18M2cFsmC3t+vzkL4LgS5fkAdlMj41FLI5LRyGNXhIH5Wc8JCU4TJB2+ksoPUueB6LPDeXMyTC2sl8PK3FrU6U"
    "zTpDbpZOrM+rJnKqAlp6DCelky6Vs+GPluvnwX5ykxwePKV/gy5cGzald96VmEfpCc87vT++w6pLu3OWxdGSAdl+VMwidGG0OtRH"
    "eHqPkzQfF7YOJrOfX+gm+VSvwa4b80IqcfU2fV4eDtxkoYTeJ6HX8CXUHIkm4v7lqo2zYxv+1k1cvX7U14hHeLLbi3WduOmbBURH"
    "ZWqzSItgVa4jV8Sn8iY5BE37L2Y9qnmn36lFcF8JrpTDoLtHyBqbjwjLsUHvh72bBhuVyehklBEaY7W2KUHLgQCSTxZ+yDMUKW1u"
    "Pu+wHdCUzWdvw8rahO+nspW73J/OdyAHhsYLIC1jgHiOhsaZjxVMXn+dRca3vzPfVgSruAVPFsidYrXh1oFcTi+6nD5uBD5nCfuB"
    "46yOcz020UbtEIeU3IMVWA7r8ihw7BadGZwkb+CZ++O81Ph5Cq4eYRvnwjK6HZyc0ls/DC+Ah3OYjg/+pu+GnZu1kB7hWdobJ7kb"
    "nroNzsMUuSD4GCv3tE7w9byu2qZL49w3e6ZX5UTpL8uAHSdBwqfBW0kFxnkFZ+d2mYndzGBc2CyFTRnvKcZdN0tbBt3wZKv1bbV8"
    "4a34nU3lvgZn7CJZjG9oK1bvWEK2oFaSx37+Wpzl3SqN85ZCchWKHCyWKT5RdjIilA1cWKVVkP4V+HuR37cNjMp87RHmNni1NrXo"
    "K+icrfR6Hgdmewm7k9ootQrtac8310u54ayD5QZxlamGpGzyyimc87ZJhwGR/g47mgs/81sgaeNqmMMotcgHUuazyNbxGaN3HdHk"
    "bAoWJZsChPkNtL11MG7SH2WF/oj7bIP9OBNX+F7XwitdHZwBK9tHukMfFUKHZ7E/3rrCMvnvSXILNMLhMhqS+QzWpJ+cLtmcpWdz"
    "pD/VTyTqZ7gm6ItEeNbzWAOSjp1qkLNQXQWas3zJTv1CmYK/jZIIz+tgnMltuLvV8AVOkSK/f4WwSnHGwW3NLdr1g46CxjM/7DxG"
    "H34DarNnmKGPhkdodz0jJS9cDlkeFyySD4LLwklApB/CNk/VO+E5bAaS6C/7SGf9HtfNkN3sVSnWY2QV16AW+7mY2DrO+dLXiOtf"
    "jjJWm/Bxi//8ykJ9WR+UifIOpOZ7+Rya9BFYvmg4oTFS5JD9RK7RY4y6bIBGz8FptoyH6THLt14oS3A+m+NM7Qa+6yZFeIflZIpw"
    "f7OxQlsZt44xolmproKoBrr3ALxjKmTQZtinQT93gQw8irOxjFylr0OmukgmOU3cRPQaZldW4ze/YV3fl3OCs4EkviBX7iZgyZfF"
    "YrI2Nycdfpp59jdz5nUlK9d3YdV20NfrSx61Cpxr43Cz2cDtxE7ipbBQ7eQEORkn6xdq0XycqBbkEXCzpoeK8zbriICsgqOX7KHm"
    "tkjJdmL+MkZ5o9AqUXrIV2PXW5OlpR7fXEcm4yrWiWXgBO3CldP1S+iXSvaUb2QMtoDTZW3Oc7m+we7+eGNMI8psZLJXtgE3b9dc"
    "mU2Gilz9J+7vcJkBHXSkHBW47qKQcZKduMvFsI5v6p3h6XKAXhscEbypcxMjgv7w5O+VjjIRd3kRfKNcZmxNU9lk3CGwrddIOpli"
    "hsgWavPhsgSS+jA7u9di1a/SjHCRWN7qF0jsAUAFp8rNWJ/LyDC3d61zXWOU1NX8FVNaYrRtFqFdw4nJuViZFoFFogwvWQXBPDzJ"
    "Km2Y1ewsrkX8nmE1vU3M2sRseSnsbD1P/vFikwdzaA9T6WVW6M/Ym47sHLV+pih7jo6UoeLkLYZvOMp3X1s88RnyV1id60o/7bnc"
    "x4jsnLwEO+n4oW3OR2f5axZvjY/ehF5qLJdYzmjv2bINzzOKHS/V+oQ4pvHHGE0qYodehf7BXJXT6jHW61SzLi3h57wLeRwavPF9"
    "G7XZgeJq0Eu5mtuA3rLIXb7eqoSCm4F77tZx2gV7Ogr++n1yOfyvX3H9ofCnzgbee5d8o0NUglOtRhIncSdrRNvDy56K+zpZxmNF"
    "tutTWGOzBVuBvHdh7TMgc79DT5QywrNJz8HnbIbtE7BxbwLDny9WKVcE/VnOeO/58jrxSxEQj+q5zLu6OnHHNNMQI8nSz30WzHkH"
    "l3EO253YC5vt8qz0gjY5Gxa6Smxq6AbYlw2QknxY62ycqsukL9BWN3ik2VgLww1tYTsS5DtQn681pL5Zp+Kdl4qx+P2s7wBhW/dI"
    "qv5AGTXeqs7iZqrGgUZqfDY+WXQ/jjv5mKwsZsnjjD8WE8nejfOyBoj1ROi83ZCzHVidqdATR8gvukrGAOl28VPLx+kk7MgO6D2r"
    "sW0WdIQXsghPtgArXq7z8f+jpYwdNdnsLDRmKOu5vRBabMH/NTV971l0MR0tzqOu9TPG7ElSyWMyBZZxtLwqg+R6IM63sYLGSbMY"
    "d2m8qyU6l7GXqK8O3kIUmjxbXqeDgFgfwbpdg++9Q2ZhZQ6EvG0IklvabtLe98amUMe5rpXteoRNksRaPykPcV7ydGZdcjVdvma+"
    "z3mS1aw4suushy+RaIL/oITP4aaUd/cVIvbzuTIUGuxTuSg8SWvlKbkM2G8OEFQ7uT0lObdwMX2u0yVKdpJBYjOjD5Xp2DfXRzSU"
    "8lbMaIVjcTTN0EFcHnkRsx4h6wdmwh8vxV3EiYRD361jq1Hjo2Ouh2cfscjKfHKFFjJH5Sa59xLH2NSSNdC2B8kZzjbpTKzgDXIk"
    "fMpP9Hp850r9UudIEWex1TNGMRln1nLyNaw0WQnrblPgH+d8uyK8slBjnCs/3yYWY2/vD77G9x+q5on3lXnyDE5W8t6kE1j71tAv"
    "04wdMo5BcZb20MqwSo+E3G+WuXK4vtSsZ5iPczMtmBH2xXevAwZ/CprQZj+MCVunHAv8UAlZ/bs8j/u9EjrqFnkBJ3mAHCXGt94j"
    "sOnf4+RnaKWJ2H+b5RvHCn4qZ6a00NX4fYbOCM+TE/GU/8QT2fWjnH0UY8wpzVd9mnU1lr86bZhHHTIXmst+7mSn0c2mrWOXq0WX"
    "LN5rFQ+ny3oiqfVY8SnQ+GuBs5/D7gzWn4My6IWTxMV6XRZ/LFa/nprdMs2DuF5ZtM2fQwYm6/dByG4lx6SYxjt7l7mnBPvL7P1L"
    "gdZMT23Gu64CRljfBO513JhKfrlzIBfzuRYf4X6rGGkYQBadKBCb1ZYsZU1Y8lfcRIA0Zp9vp/21mH0hM5fJKqLqeXbtFN8gjtPc"
    "9S6W6949Rh2kIR9V7eWrPXOFu7ytqPedIu7aIl0kbJx7G+HnWmLNj5UhsP8T8cmWwN8lWNNl+gye4nNGL5fAPqTIJsjwVvgo5war"
    "9mLprQfWM84ghy5D9tRVM25cxdijZSVby9v0gQ7Hf+fhPQuYfwzJ3n+yr7OoYi60HhJYrd/BIy4jutscfgDN2V/e1Gx5T96F/ZwJ"
    "zHEX7EfETxm/n+9MEO9GyYZjvtBR2N0TgdkOCHI47SQPluRHHQJcexOk/RvoirflVvytq/SQKyBNyeNiydmjkr9SD6xY1+iJ1NNW"
    "NGdFgMjZ7Eq1Tzfjt1QxPxzRpu7gf35vpbALxuwThT/4AuxPGlk4zoPOinNitONrta79AzihbTx074l6ezAGEi7AxQfITcF18hyu"
    "1svXPkWh22Jq2n0ka1RToUFHNlGJeZpYPszmBxt//x7sudXJzNJ9g3o/mz7us3PdGqfb/6IdOC/gNGCqPKCbejzlGvLXXysnivEa"
    "/C3ogjP2BSSqObTfFHkZXlwv2r44KyMskmS2eBysyU84AX1kLN7/MfDaJRoJ9gOCf0AnMRdeDH0eJ19hCbPTOZTbkXKBLNNyiYWT"
    "9FqgyY/lAuv0ko9x50cHlne2mdpxrMVhrNcwvg7Hs2OnYD1n1KoeJ4YErpBNcrBeCGvQXpZC3+/QH7C+xmX7im4Jb9KD9QNZLANw"
    "75OxeoPl30ELeRBodJmxPOKZT8QTrMQzDYe83yonMGfrquHMo1zHmeQ5+O0dkpwrLPkrMWbKC6iRynxFv8XpZpJL1cUHWjIbZjty"
    "OrFpa6/7Q99RbPUpfaSIGZxiapkC+ndVemNg/SQ1eJpAdvu5ilblD7+K3LaFsEEHieMIvhky5Ph5ovj0LuqB0CMNd4JOZobQTtJF"
    "ZOl2PNmryXp0j1QTG5yuW8MRwMMHw5PZBF8sXU8J2mLdzuB1DO8Wsl/DxSiL9Wk8m002LmQt2E6LKwT/xne3FstQTYJ0FJClLQs4"
    "dIwYU8EG2O1Wvg+7iDKzkDyIdXh6QzOZzLGVc8p6kZo3afyFGT4bop67yf57uDTwhs4II1bpqe3h1d8WnAZst4hc02myn2zzk8br"
    "9HJmZk2+e4hVgD6C687HuXwXtqYV5MA4NQbKo8E0YM6d+iHO+y9YzyWwBBPwBL3gCdewhric9vM3dkDH2eNRL5Xs4a0jFqll52Fc"
    "rebpPlZBuKpOmxlQrw7/AjPAzy5k7NZmYf6Cb1jMPF6qdmsC3Q4S18VYzlxkDN5qHE+bIK/Yj7gHqwddAQ3VXgqByfbgqnOx5kOk"
    "X7BShuGUPqPn6/H6j+A6zQ0fkZFyJ6zW3XI4+TbX6Bw81TpOZ7nX84jt9MhhhfFfsGtveeJh7aonY3dfCC4P/gwH42oPaFbKheL8"
    "3t2UMedbGzfXVn0Qa/ubvmyeG1ZjAfRJhfYJjpP+OgFr1U0HBo7B2iLtMaCKZ9gfsQl6IQdrv5+0CL7BymyHtliF780Xmxlbx74c"
    "q2Y8nPjGIgyGjfOZBRJxcX+rALwGqE7xjNZrco7U+IqEkLNuF1GeE7Sv8MOI6y3+ZnHmybiDPbQ6lay+LbfIiVj20ixlJl4dwnzB"
    "n5CC3diVPCDFdU1M39nN9bSag9PETXWrhR21Hq4i30sXhcaN0kOvxLNaPc4PmpD7sAbT8R0ZUhk+B90u8pnYfJGP8Mxr4YlZhLyH"
    "rJECIlKbsr3EnxSTl6saY5RWj/kUMGwW9zMdaN16bY1paCf+cR5XLZ6hjHywNYycNQt2w9P/Q5oF1Xpl8AckdBc5gc/UJ/Q0nO4j"
    "oClqcH+rYCPH6SfyrFwiA+HBl5NftVq/AsLIp1QX4xs/FuMLuhdyVsNZrduxv+Nhj9bJZ1znCOMpxtNqNfGu7s96pkpo3U37NKc/"
    "k2Bcr4hx80rWkdj7uonVBg4jt38Du1DDBFbVTj4nUAqkU0UNs4o9hrv04WAPVvVVogvDHNezJtBlhOO800HyQ/CSfKlHwep9oL/r"
    "i+GDwa7wsCDGvGkrqfKR4Do/U9d+Go/3LQU6M07wfItowwOZRu6qNO8pGrPb2VJPCxdhhNk49NPkKuztCTi7BTaXAzK0GvrJVeq7"
    "jH2tZxJxf9/DDFGNjyh2kMulkgy3BzeBKZLH1hueO0brYP0eddSYGWpTUqPEPBYPP4N5+nr4QnZaRojzuIzHKFfdLO9cb/3++tfl"
    "hVuIizBFgI1KWY1YSNxpOWhjYU9+NfN6juMcwkrfmVPMOEIG/ZfQd5mG+hDrSxwXSYYWwvp3tlkdMkbO1fGM02aF5idfymx0fK8q"
    "NJfFmknLUes72+uIC2uAfX6DHBofVjHw0qVyu3yOu1kNHH+QLGrC/3FS6Lq2Gtago6/EOkDaivMhor6jk5yVeqafOVfm45MNWcP6"
    "Jq6WHMMmv7cT2F+W73VcnBx9NrOlpIla6pmQvUr4vPk4vcugm7Zib7JgNy5gD3eMWqwjp+/94XlJvpEdsobdeTMgQ8vZeWXoYjn7"
    "921/r6Qddx2Q1T5iY/owm5HOEFrOVmWodCfPaIHeyboe9bO/64hFqikn5su6mddOS1wKVG7WuL3UU1OcQvapGOMbdUQb1fwuV/fV"
    "Gt+gfmqCeWAXy82wPuXskTBOc4tpXAd7JrIdZ3QzdeQO/O5NsVlP1bAYy/Un/aD5Dn0HGP1jnN6+eNccfR42twQ6xqziF9IQjY3T"
    "UlYDH18I2/0JbOQa6NMZ+iuQ8w3AX0sgV3vY9VQGG9Ndcqj/8qzPnLHAs7HLs/C3DOzhZdC8aznJuWG3ljRG766VUp/FD1kNUe05"
    "hEJ6Ik6L2Ho9x8ixZZnNvtbSflbRA46Sv7KM5+As7PwVrPQt02M51bKE0eg/GU2zKvUpuKMceG5ljEen6j2yHjv9JHbiW7GIyUpo"
    "qenwJDaQc+47/HRBE7rKzZYOOQugwndJFgD713pW039JBSviq/0JiBMZucoYpUbL0mpfd3Uz50RG/TPblY4U12XbuYlXdms27Yx1"
    "2zwkxmhyHHRzR3gurjKuhOt6JDufQ8rsJbI1tOkln8MaXiwvwjqfLJNh+Y6Rb7GLp3LWYzU1nmHDm3DmbpJ8n113sZqWsosy2J+T"
    "GKyKPJfRRxfN2MFa9krt4FcsYLW87jVT1WLfK7Qn7O2Ncp2Y37kIPxXie76kjrfOg2PJFxf3jAenSLUm55hO/orjhghpWc0iDBDH"
    "UGS1KkcD4faTwnAxsOV5crxk6FfAKzfAtn2BXTkHEt4iWAqp/xMewWdqXdvDpRtn1VmcYY68x+mLE2ATl3D6Q5XPwVqXta3KRjzH"
    "HHzfOniN9RrRhg6ChrqKbNzTSrKNWl+KxXwj7HHI4Ey4Drg7Y4R/Ujpo9+AwsWmPlXpE8AtO76OQ2FtgZXrLu/ACgFnYsx7z06Fq"
    "WW1+ubjqYFeB2Ic+XT10uq1oPiO0xfpGMAI7vZZMx/3kffiNQ2QANGUbPSHIINKsZ2dLka//n4t1sf74as4DqGefhXWUfEReFXcu"
    "HDuD1Yz14PPG2L+S7PxYx8O+ZFHMIx/UwWIV3xtkHr79fGAvm4Zym+TxmwqxD6/IR/+VLdnmbZjJ71hxuawCaqdyPHm9utk170Cn"
    "bWSuv4pINpmVyWVsp4RyZOym09gJY8yk/wdqdRRY"
)
# ----- end of the text model -----
